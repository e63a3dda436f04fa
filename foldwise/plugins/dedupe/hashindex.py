"""Persistent hash index of the finder: hashes already computed, so a repeated scan reads almost nothing.

One file per scanned set of roots, ``<home>/cache/dedupe/<xxh64 of the roots>.idx``, of fixed-size
records keyed by ``(st_dev, st_ino, st_size, st_mtime_ns, st_ctime_ns)`` holding up to three digests:
the head block, the tail block and the whole content (each only when a scan computed it).

Invalidation: any change to a file's content changes its size, mtime or ctime (ctime cannot be set
back by ``touch``/``utime``), so its key no longer matches and it is hashed again. A file whose ctime
is within ``RACY_SECONDS`` of the scan's start is never recorded (it may still be being written in
the same timestamp tick: the "racy clean" case). An index written with another algorithm or block
sizes is ignored whole. Entries of files the scan walked with a different key, or (after an
unfiltered walk) did not see at all, are dropped when the index is rewritten. A missing, unreadable
or corrupt index is the same as an empty one; deleting the folder is always safe.
"""

from __future__ import annotations

import os
import struct
import time

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover - ``typing`` costs every command's start-up
    from typing import Iterable, Sequence

    from foldwise.plugins.dedupe.finder import FileEntry

__all__ = ["HashIndex", "index_path", "HEAD", "TAIL", "FULL", "RACY_SECONDS"]

HEAD, TAIL, FULL = 0, 1, 2
RACY_SECONDS = 2.0
MAX_INDEXES = 64  # index files kept per data home; the least recently used go first
MAGIC = b"FWDDIDX1"
_HEADER = struct.Struct("<8s16sQQQ")  # magic, algorithm, head bytes, tail bytes, records
DIGEST_BYTES = {"xxh3_128": 16, "blake3": 32}

Key = tuple[int, int, int, int, int]


def index_path(home: str | os.PathLike[str], roots: Iterable[str]) -> str:
    """Where the index of a scan over ``roots`` lives in the data home ``home``."""
    import xxhash

    name = xxhash.xxh64_hexdigest("\0".join(sorted(os.path.abspath(r) for r in roots)).encode())
    return os.path.join(os.fspath(home), "cache", "dedupe", f"{name}.idx")


class HashIndex:
    """Digests by file key, loaded from and saved to one index file."""

    def __init__(self, path: str, algorithm: str, head_bytes: int, tail_bytes: int) -> None:
        self.path = path
        self.signature = (algorithm.encode()[:16], head_bytes, tail_bytes)
        width = DIGEST_BYTES.get(algorithm, 32)
        # dev, ino, size, mtime_ns, ctime_ns, flags (head, tail, full present), head, tail, full
        self.layout = struct.Struct(f"<QQQqqB7x{width}s{width}s{width}s")
        self.empty = bytes(width)
        self.entries: dict[Key, list[bytes | None]] = {}
        self.loaded = 0  # entries read from the file
        self.seen: set[Key] = set()  # keys a lookup found (all loaded ones seen: none is stale)
        self.hits = 0
        self.added = 0
        self.not_after_ns = 0  # files changed after this (ns since the epoch) are not recorded
        self._load()

    def _load(self) -> None:
        try:
            with open(self.path, "rb") as fh:
                data = fh.read()
        except OSError:
            return
        if len(data) < _HEADER.size:
            return
        magic, algorithm, head, tail, count = _HEADER.unpack_from(data)
        body = memoryview(data)[_HEADER.size:]
        if (magic != MAGIC or (algorithm.rstrip(b"\0"), head, tail) != self.signature
                or len(body) != count * self.layout.size):
            return
        entries = self.entries
        for dev, ino, size, mtime, ctime, flags, h, t, f in self.layout.iter_unpack(body):
            entries[(dev, ino, size, mtime, ctime)] = [h if flags & 1 else None, t if flags & 2 else None,
                                                      f if flags & 4 else None]
        self.loaded = len(entries)
        try:  # mark it used (at most daily), so pruning keeps the indexes people rely on
            if os.stat(self.path).st_mtime < time.time() - 86400:
                os.utime(self.path)
        except OSError:
            pass

    def lookup(self, files: Sequence[FileEntry], slot: int) -> list[bytes | None]:
        """The stored digest of each file for ``slot`` (HEAD, TAIL or FULL), None where unknown."""
        if not self.entries:  # a first scan: nothing to find
            return [None] * len(files)
        get, seen = self.entries.get, self.seen
        out = []
        for e in files:
            key = (e.dev, e.ino, e.size, e.mtime_ns, e.ctime_ns)
            found = get(key)
            if found is None:
                out.append(None)
            else:
                seen.add(key)
                out.append(found[slot])
        self.hits += len(out) - out.count(None)
        return out

    def record(self, files: Sequence[FileEntry], slot: int, digests: Sequence[bytes | None]) -> None:
        """Record digests computed for ``files`` (None: reading failed), except for files changed too
        recently to trust (the racy window)."""
        entries, limit = self.entries, self.not_after_ns
        added = 0
        for e, digest in zip(files, digests):
            if digest is None or e.ctime_ns >= limit:
                continue
            key = (e.dev, e.ino, e.size, e.mtime_ns, e.ctime_ns)
            found = entries.get(key)
            if found is None:
                entries[key] = found = [None, None, None]
            if found[slot] != digest:
                found[slot] = digest
                added += 1
        self.added += added

    def save(self, walked: Iterable[Key], complete: bool) -> bool:
        """Rewrite the index: keep entries whose key (``(st_dev, st_ino, st_size, st_mtime_ns, st_ctime_ns)``)
        the walk saw, plus (after a filtered walk, ``complete`` False) those of files it did not see; write only
        when something changed. True when written. ``walked`` is read only when the index had entries."""
        kept = self.entries
        if not self.added and len(self.seen) == self.loaded:
            return False  # nothing new, and every loaded entry belongs to a file this scan looked at
        if self.loaded:  # entries recorded by this scan are live; only loaded ones can be stale
            keys = set(walked)
            if complete:
                kept = {k: v for k, v in kept.items() if k in keys}
            else:
                inodes = {(k[0], k[1]) for k in keys}
                kept = {k: v for k, v in kept.items() if k in keys or (k[0], k[1]) not in inodes}
        if not self.added and len(kept) == len(self.entries):
            return False
        algorithm, head, tail = self.signature
        parts = [_HEADER.pack(MAGIC, algorithm, head, tail, len(kept))]
        pack, empty = self.layout.pack, self.empty
        for (dev, ino, size, mtime, ctime), (h, t, f) in kept.items():
            flags = (1 if h is not None else 0) | (2 if t is not None else 0) | (4 if f is not None else 0)
            parts.append(pack(dev, ino, size, mtime, ctime, flags, h or empty, t or empty, f or empty))
        folder = os.path.dirname(self.path)
        try:
            if not os.path.exists(self.path):
                _prune(folder, MAX_INDEXES - 1)
            os.makedirs(folder, exist_ok=True)
            fd, tmp = _temporary(folder)
            try:
                with os.fdopen(fd, "wb") as fh:
                    fh.write(b"".join(parts))
                os.replace(tmp, self.path)
            except BaseException:
                os.unlink(tmp)
                raise
        except OSError:
            return False  # the index is an optimisation: a read-only data home only costs speed
        return True


def _temporary(folder: str) -> tuple[int, str]:
    """A new, exclusively created temporary file in ``folder`` (``tempfile`` would cost the command's
    start-up its imports of ``shutil``, ``random`` and the compression modules)."""
    for _attempt in range(100):
        path = os.path.join(folder, f".idx-{os.getpid()}-{os.urandom(6).hex()}")
        try:
            return os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), path
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name in {folder}")


def _prune(folder: str, keep: int) -> None:
    """Remove all but the ``keep`` most recently used index files of ``folder``."""
    try:
        with os.scandir(folder) as it:
            found = [(e.stat().st_mtime, e.path) for e in it if e.name.endswith(".idx")]
    except OSError:
        return
    for _mtime, path in sorted(found, reverse=True)[keep:]:
        try:
            os.unlink(path)
        except OSError:
            pass
