"""Repositories: fetch a signed ``index.json`` (folder, ``file://``, ``https://``; ``http://`` only when
allowed), verify its detached signature over the exact bytes, and download wheels checked against the index.

Nothing read from a repository is trusted before its check: the index before its signature, a wheel before
its size and SHA-256 (both taken from the verified index).
"""

from __future__ import annotations

import asyncio
import hashlib
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urljoin, urlsplit

from foldwise.marketplace import signing
from foldwise.marketplace.errors import ChecksumFailed, MarketplaceError, RepositoryUnreachable, SignatureInvalid
from foldwise.marketplace.index import IndexEntry, parse_index

__all__ = ["Repository", "VerifiedIndex", "INDEX_NAME", "SIGNATURE_NAME", "MAX_INDEX_BYTES"]

INDEX_NAME = "index.json"
SIGNATURE_NAME = "index.json.sig"
MAX_INDEX_BYTES = 16 * 1024 * 1024
_CHUNK = 1024 * 1024


@dataclass
class VerifiedIndex:
    """The entries of an index whose signature verified, and when it was read."""

    repository: Repository
    entries: list[IndexEntry]
    fetched_at: float = field(default_factory=time.monotonic)
    stamp: Any = None


@dataclass
class Repository:
    """One trusted source of plugins."""

    url: str
    public_key: str | None
    allow_http: bool = False
    ca_file: str | None = None
    label: str | None = None
    #: The default folder in the data home: a missing index there means "nothing published yet".
    optional: bool = False
    timeout: float = 30.0
    cache_seconds: float = 30.0
    _cache: VerifiedIndex | None = field(default=None, repr=False)

    @property
    def name(self) -> str:
        """How responses name the repository (a folder repository never shows its server path)."""
        if self.label:
            return self.label
        return self.url if self.scheme != "file" else f"folder {self.folder().name}"

    @property
    def scheme(self) -> str:
        scheme = urlsplit(self.url).scheme.lower()
        return scheme if scheme in ("file", "http", "https") else "file"

    def folder(self) -> Path:
        """The local folder of a ``file`` repository."""
        if urlsplit(self.url).scheme.lower() == "file":
            return Path(unquote(urlsplit(self.url).path))
        return Path(self.url).expanduser()

    def _base_url(self) -> str:
        return self.url if self.url.endswith("/") else self.url + "/"

    def _check_scheme(self) -> None:
        if self.scheme == "http" and not self.allow_http:
            raise MarketplaceError(
                f"the repository {self.name} uses plain http://, which is refused unless the admin sets "
                "allow_http = true for it", "http_not_allowed", repository=self.name)

    # -- the index ---------------------------------------------------------------------------------------

    async def index(self, *, fresh: bool = False) -> VerifiedIndex:
        """The verified entries; a cached copy for browsing unless ``fresh`` (installs always read anew)."""
        self._check_scheme()
        if self.scheme == "file":
            stamp = await asyncio.to_thread(self._file_stamp)
            cached = self._cache
            if not fresh and cached is not None and cached.stamp == stamp and stamp is not None:
                return cached
            data, signature = await asyncio.to_thread(self._read_local)
        else:
            cached = self._cache
            if not fresh and cached is not None and time.monotonic() - cached.fetched_at < self.cache_seconds:
                return cached
            stamp = None
            data, signature = await self._read_remote()
        if data is None:
            verified = VerifiedIndex(self, [], stamp=stamp)
        else:
            if self.public_key is None:
                raise SignatureInvalid(f"the index of {self.name} is signed by no trusted key (configure its "
                                       "public_key)", details={"repository": self.name, "reason": "untrusted"})
            if signature is None:
                raise SignatureInvalid(f"the index of {self.name} is not signed ({SIGNATURE_NAME} is missing)",
                                       details={"repository": self.name, "reason": "unsigned"})
            if not signing.verify(self.public_key, data, signature):
                raise SignatureInvalid(f"the signature of the index of {self.name} does not verify with the "
                                       "trusted key", details={"repository": self.name, "reason": "mismatch"})
            verified = VerifiedIndex(self, parse_index(data, self.name), stamp=stamp)
        self._cache = verified
        return verified

    def _file_stamp(self) -> Any:
        try:
            folder = self.folder()
            return tuple((s.st_mtime_ns, s.st_size, s.st_ino) for s in
                         ((folder / INDEX_NAME).stat(), (folder / SIGNATURE_NAME).stat()))
        except OSError:
            return None

    def _read_local(self) -> tuple[bytes | None, bytes | None]:
        folder = self.folder()
        index = folder / INDEX_NAME
        if not folder.is_dir() or not index.is_file():
            if self.optional:
                return None, None
            raise RepositoryUnreachable(f"the repository {self.name} has no readable {INDEX_NAME}",
                                        details={"repository": self.name})
        try:
            if index.stat().st_size > MAX_INDEX_BYTES:
                raise MarketplaceError(f"the index of {self.name} is too large", "bad_index", repository=self.name)
            data = index.read_bytes()
            sig_path = folder / SIGNATURE_NAME
            signature = sig_path.read_bytes()[:4096] if sig_path.is_file() else None
        except OSError as exc:
            raise RepositoryUnreachable(f"the repository {self.name} could not be read: {exc.strerror}",
                                        details={"repository": self.name}) from None
        return data, signature

    def _client(self) -> Any:
        import httpx

        verify: Any = True
        if self.ca_file:
            import ssl

            verify = ssl.create_default_context(cafile=self.ca_file)
        return httpx.AsyncClient(verify=verify, timeout=self.timeout, follow_redirects=False, trust_env=True)

    async def _read_remote(self) -> tuple[bytes | None, bytes | None]:
        import httpx

        base = self._base_url()
        try:
            async with self._client() as client:
                data = await _get_bounded(client, urljoin(base, INDEX_NAME), MAX_INDEX_BYTES, self.name)
                if data is None:
                    raise RepositoryUnreachable(f"the repository {self.name} has no {INDEX_NAME}",
                                                details={"repository": self.name})
                signature = await _get_bounded(client, urljoin(base, SIGNATURE_NAME), 4096, self.name)
        except httpx.HTTPError as exc:
            raise RepositoryUnreachable(f"the repository {self.name} is unreachable: "
                                        f"{type(exc).__name__}: {exc}"[:500],
                                        details={"repository": self.name}) from None
        return data, signature

    # -- wheels -------------------------------------------------------------------------------------------

    def _wheel_location(self, entry: IndexEntry) -> str | Path:
        """Where ``entry``'s wheel is: a path inside a folder repository, or an http(s) URL."""
        target = entry.download_url
        if self.scheme == "file":
            scheme = urlsplit(target).scheme.lower()
            if scheme == "file":
                path = Path(unquote(urlsplit(target).path))
            elif scheme in ("", ) or len(scheme) == 1:  # a relative path (or a Windows drive letter)
                path = self.folder() / target
            else:
                raise MarketplaceError(f"{entry.name} {entry.version}: a folder repository serves its wheels "
                                       "from the same folder", "unsafe_url", repository=self.name)
            folder = self.folder().resolve()
            resolved = path.resolve()
            if not resolved.is_relative_to(folder):
                raise MarketplaceError(f"{entry.name} {entry.version}: the download path leaves the repository "
                                       "folder", "unsafe_url", repository=self.name)
            return resolved
        url = urljoin(self._base_url(), target)
        scheme = urlsplit(url).scheme.lower()
        if scheme == "https" or (scheme == "http" and self.allow_http):
            return url
        raise MarketplaceError(f"{entry.name} {entry.version}: the download URL scheme {scheme!r} is not allowed "
                               "for this repository", "http_not_allowed" if scheme == "http" else "unsafe_url",
                               repository=self.name)

    def download_url(self, entry: IndexEntry) -> str:
        """Where ``entry``'s wheel comes from, as responses show it: the absolute URL of an http(s)
        repository; for a folder repository the repository's name and the index's relative path (never a
        server path)."""
        location = self._wheel_location(entry)
        if isinstance(location, Path):
            return f"{self.name}/{location.relative_to(self.folder().resolve()).as_posix()}"
        return location

    async def fetch_wheel(self, entry: IndexEntry, max_bytes: int) -> bytes:
        """The wheel's bytes, refused (422 ``checksum_failed``) unless their size and SHA-256 are the index's."""
        if entry.size > max_bytes:
            raise MarketplaceError(f"{entry.name} {entry.version} is larger than the allowed {max_bytes} bytes",
                                   "too_large", size=entry.size)
        location = self._wheel_location(entry)
        if isinstance(location, Path):
            data = await asyncio.to_thread(_read_file_bounded, location, entry, self.name)
        else:
            import httpx

            try:
                async with self._client() as client:
                    data = await _get_bounded(client, location, entry.size, self.name, exact=True)
            except httpx.HTTPError as exc:
                raise RepositoryUnreachable(f"the wheel of {entry.name} {entry.version} could not be downloaded: "
                                            f"{type(exc).__name__}", details={"repository": self.name}) from None
            if data is None:
                raise RepositoryUnreachable(f"the wheel of {entry.name} {entry.version} is missing from "
                                            f"{self.name}", details={"repository": self.name})
        check_wheel_bytes(entry, data)
        return data


def check_wheel_bytes(entry: IndexEntry, data: bytes) -> None:
    """422 ``checksum_failed`` unless ``data`` has exactly the size and SHA-256 the signed index names."""
    if len(data) != entry.size:
        raise ChecksumFailed(f"{entry.name} {entry.version}: the wheel has {len(data)} bytes, the signed index "
                             f"says {entry.size}", details={"plugin": entry.name, "reason": "size"})
    digest = hashlib.sha256(data).hexdigest()
    if digest != entry.sha256:
        raise ChecksumFailed(f"{entry.name} {entry.version}: the wheel's SHA-256 is not the signed one",
                             details={"plugin": entry.name, "reason": "sha256", "expected": entry.sha256,
                                      "actual": digest})


def _read_file_bounded(path: Path, entry: IndexEntry, repository: str) -> bytes:
    try:
        size = path.stat().st_size
        if size != entry.size:  # refused before a byte is read
            raise ChecksumFailed(f"{entry.name} {entry.version}: the wheel has {size} bytes, the signed index "
                                 f"says {entry.size}", details={"plugin": entry.name, "reason": "size"})
        with open(path, "rb") as handle:
            return handle.read(entry.size + 1)
    except FileNotFoundError:
        raise RepositoryUnreachable(f"the wheel of {entry.name} {entry.version} is missing from {repository}",
                                    details={"repository": repository}) from None
    except OSError as exc:
        raise RepositoryUnreachable(f"the wheel of {entry.name} {entry.version} could not be read: {exc.strerror}",
                                    details={"repository": repository}) from None


async def _get_bounded(client: Any, url: str, limit: int, repository: str, *, exact: bool = False) -> bytes | None:
    """GET ``url``: None on 404, the body otherwise; more than ``limit`` bytes stops the transfer (a wheel's
    wrong size is then ``checksum_failed``; an index's, ``bad_index``)."""
    async with client.stream("GET", url) as response:
        if response.status_code == 404:
            return None
        if response.status_code != 200:
            raise RepositoryUnreachable(f"{repository} answered {response.status_code} for {url.rsplit('/', 1)[-1]}",
                                        details={"repository": repository, "status": response.status_code})
        chunks: list[bytes] = []
        total = 0
        async for chunk in response.aiter_bytes(_CHUNK):
            total += len(chunk)
            if total > limit:
                if exact:
                    raise ChecksumFailed(f"the wheel at {url.rsplit('/', 1)[-1]} is larger than the signed index "
                                         "says", details={"reason": "size"})
                raise MarketplaceError(f"{url.rsplit('/', 1)[-1]} of {repository} is too large", "bad_index",
                                       repository=repository)
            chunks.append(chunk)
        return b"".join(chunks)
