"""The signed release index of foldwise itself (``[updates]``): read it, verify it, find a newer release.

The index is ``releases.json`` next to ``releases.json.sig`` under ``index_url`` (``https://``, ``http://``
for loopback, ``file://`` or a folder): ``{"releases": [{"version", "wheel", "sha256"}]}``, signed with
Ed25519 over its exact bytes like a marketplace index. Nothing is trusted before the signature verifies.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
from packaging.version import InvalidVersion, Version
from pydantic import BaseModel, ConfigDict, Field

from foldwise.marketplace import signing

__all__ = ["UpdateSettings", "Release", "ReleaseError", "read_index", "newest"]

INDEX_NAME = "releases.json"
MAX_INDEX_BYTES = 1 << 20


class UpdateSettings(BaseModel):
    """``[updates]`` in ``foldwise.toml``."""

    model_config = ConfigDict(extra="forbid")

    index_url: str | None = Field(None, description="folder or URL holding releases.json and releases.json.sig")
    public_key: str | None = Field(None, description="base64 Ed25519 public key the release index is signed with")


class ReleaseError(Exception):
    """No reachable or trustworthy release index (one-line reason)."""


@dataclass(frozen=True)
class Release:
    version: Version
    wheel: str
    sha256: str

    def as_dict(self) -> dict[str, Any]:
        return {"version": str(self.version), "wheel": self.wheel, "sha256": self.sha256}


def _read(base: str, name: str) -> bytes:
    parts = urlsplit(base)
    if parts.scheme in ("http", "https"):
        try:
            response = httpx.get(f"{base.rstrip('/')}/{name}", timeout=15, follow_redirects=False)
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
    data = _read(settings.index_url, INDEX_NAME)
    if len(data) > MAX_INDEX_BYTES:
        raise ReleaseError("the release index is larger than 1 MiB: refused")
    signature = _read(settings.index_url, INDEX_NAME + ".sig")
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
