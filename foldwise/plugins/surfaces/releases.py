"""The signed release index of foldwise itself (``[updates]``): read it, verify it, find a newer release.

The index is ``releases.json`` next to ``releases.json.sig`` under ``index_url`` (``https://``, ``http://``
for loopback, ``file://`` or a folder): ``{"releases": [{"version", "wheel", "sha256"}]}``, signed with
Ed25519 over its exact bytes like a marketplace index. Nothing is trusted before the signature verifies.

Every HTTP(S) request (index, signature, wheel) goes through the SSRF guard (``foldwise.sdk.check_url``):
the host is resolved once, the checked address is the one connected to (``Host`` header and TLS SNI keep the
name), redirects are never followed. Loopback is allowed (a local mirror; ``http://`` only there); private,
link-local, cloud-metadata and other non-public addresses are refused unless ``updates.allow_private_index``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from packaging.version import InvalidVersion, Version

from foldwise.plugins.surfaces.update_config import UpdateSettings

if TYPE_CHECKING:  # httpx and signing (cryptography) are imported where an index is read: every command
    import httpx  # reads ``UpdateSettings``, few fetch anything

__all__ = ["UpdateSettings", "Release", "ReleaseError", "guarded_request", "read_index", "newest"]

INDEX_NAME = "releases.json"
MAX_INDEX_BYTES = 1 << 20


class ReleaseError(Exception):
    """No reachable or trustworthy release index (one-line reason)."""


@dataclass(frozen=True)
class Release:
    version: Version
    wheel: str
    sha256: str

    def as_dict(self) -> dict[str, Any]:
        return {"version": str(self.version), "wheel": self.wheel, "sha256": self.sha256}


def _checked(url: str, allow_private: bool) -> Any:
    """The guard's ``CheckedTarget`` for ``url`` (resolved once); ``ReleaseError`` when the address is refused."""
    import asyncio

    from foldwise.sdk import ApiError, address_refusal, check_url

    try:
        target = asyncio.run(check_url(url, allow_private=True))  # parse and resolve; judged below
    except ApiError as exc:
        raise ReleaseError(f"the URL {url} is refused: {exc.message.replace('callback ', '')}") from None
    reason = None if target.address.is_loopback else address_refusal(target.address)
    if reason is not None and not allow_private:
        raise ReleaseError(f"the URL {url} resolves to {reason}: refused (set updates.allow_private_index = "
                           "true to allow it)")
    if target.scheme == "http" and not target.address.is_loopback:
        raise ReleaseError(f"the URL {url} is not https: refused")
    return target


def guarded_request(client: httpx.Client, url: str, *, allow_private: bool, timeout: float,
                    stream: bool = False) -> httpx.Response:
    """GET ``url`` through the SSRF guard with ``client`` (connects to the checked address, no redirects)."""
    target = _checked(url, allow_private)
    extensions = {"sni_hostname": target.host} if target.scheme == "https" else {}
    request = client.build_request("GET", target.connect_url(), headers={"Host": target.host_header},
                                   timeout=timeout, extensions=extensions)
    return client.send(request, follow_redirects=False, stream=stream)


def _read(base: str, name: str, allow_private: bool = False) -> bytes:
    parts = urlsplit(base)
    if parts.scheme in ("http", "https"):
        import httpx

        try:
            with httpx.Client(trust_env=False) as client:
                response = guarded_request(client, f"{base.rstrip('/')}/{name}", allow_private=allow_private,
                                           timeout=15)
        except httpx.HTTPError as exc:
            raise ReleaseError(f"the release index at {base} is not reachable ({type(exc).__name__})") from None
        if response.status_code != 200:
            raise ReleaseError(f"the release index at {base} answered HTTP {response.status_code} for {name}")
        return response.content[:MAX_INDEX_BYTES + 1]
    folder = Path(parts.path if parts.scheme == "file" else base).expanduser()
    try:
        with open(folder / name, "rb") as handle:
            return handle.read(MAX_INDEX_BYTES + 1)
    except OSError as exc:
        raise ReleaseError(f"the release index at {base} is not readable ({exc.strerror or exc})") from None


def read_index(settings: UpdateSettings) -> list[Release]:
    """The releases of the configured index, after its signature verified."""
    if not settings.index_url:
        raise ReleaseError("no release index is configured (set updates.index_url and updates.public_key)")
    if not settings.public_key:
        raise ReleaseError("no key to verify the release index with (set updates.public_key)")
    data = _read(settings.index_url, INDEX_NAME, settings.allow_private_index)
    if len(data) > MAX_INDEX_BYTES:
        raise ReleaseError("the release index is larger than 1 MiB: refused")
    signature = _read(settings.index_url, INDEX_NAME + ".sig", settings.allow_private_index)
    from foldwise.marketplace import signing

    if not signing.verify(settings.public_key, data, signature.decode("ascii", "replace")):
        raise ReleaseError("the release index signature does not verify: nothing from it is trusted")
    try:
        items = json.loads(data)["releases"]
        return [Release(Version(str(r["version"])), str(r["wheel"]), str(r["sha256"]).lower()) for r in items]
    except (ValueError, KeyError, TypeError, InvalidVersion) as exc:
        raise ReleaseError(f"the release index is malformed ({type(exc).__name__})") from None


def newest(releases: list[Release], current: str) -> Release | None:
    """The highest release newer than ``current`` (pre-releases only when ``current`` is one), or None."""
    now = Version(current)
    candidates = [r for r in releases if r.version > now and (not r.version.is_prerelease or now.is_prerelease)]
    return max(candidates, key=lambda r: r.version, default=None)
