"""Exact duplicate finder: pure functions over the filesystem, no web stack, no database.

Stages, each one only over the survivors of the previous one:

1. walk the trees with ``os.scandir`` (symlinks are not followed; empty files and files
   under ``min_size`` are skipped);
2. group by size (a file with a unique size has no duplicate);
3. collapse hard links: paths sharing ``(st_dev, st_ino)`` are one file, reported as
   already linked, never as waste;
4. first pass: a file no larger than ``small_file_bytes`` is read whole in one call and its
   content hash is final; a larger one gets a head-block hash;
5. tail-block hash for the larger files that still collide;
6. full content hash (xxh3-128 or BLAKE3) read in 1 MiB chunks.

Hashing runs on a small thread pool in batches: ``os.read`` and the hash functions
release the GIL on large buffers, so reads overlap.
"""

from __future__ import annotations

import os
import resource
import stat
import threading
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Callable, Iterable, Literal, Sequence

from foldwise.plugins.dedupe.hashindex import FULL, HEAD, RACY_SECONDS, TAIL, HashIndex
from foldwise.sdk import TRASH_FOLDER

__all__ = [
    "FileEntry",
    "DuplicateGroup",
    "FinderOptions",
    "ScanReport",
    "walk_files",
    "find_duplicates",
    "peak_rss_bytes",
]

Algorithm = Literal["xxh3_128", "blake3"]
ProgressFn = Callable[[int, int, str], None]
StopFn = Callable[[], bool]


@dataclass(slots=True)
class FileEntry:
    """One regular file as seen by the scan."""

    path: str
    size: int
    mtime_ns: int
    dev: int
    ino: int
    ctime_ns: int = 0

    def as_dict(self) -> dict[str, object]:
        return {"path": self.path, "size": self.size, "mtime_ns": self.mtime_ns}


@dataclass(slots=True)
class DuplicateGroup:
    """Files (distinct inodes) with identical content."""

    hash: str
    size: int
    files: list[FileEntry]

    @property
    def wasted(self) -> int:
        """Bytes freed by keeping one copy."""
        return self.size * (len(self.files) - 1)


@dataclass(slots=True)
class FinderOptions:
    """Tunables of a scan; the defaults suit local disks and SSDs."""

    min_size: int = 1
    max_size: int | None = None
    extensions: frozenset[str] | None = None
    algorithm: Algorithm = "xxh3_128"
    head_bytes: int = 16 * 1024
    tail_bytes: int = 16 * 1024
    small_file_bytes: int = 256 * 1024
    chunk_bytes: int = 1024 * 1024
    workers: int = 2
    include_hidden: bool = True
    #: persistent hash index file (``hashindex.index_path``); None scans without one
    index_path: str | None = None
    #: files whose ctime is this close to the scan's start are not recorded in the index (may still change)
    index_racy_seconds: float = RACY_SECONDS


@dataclass
class ScanReport:
    """What a scan found, with the work it took."""

    groups: list[DuplicateGroup]
    linked: list[list[str]]
    files_scanned: int = 0
    bytes_scanned: int = 0
    candidates: int = 0
    bytes_hashed: int = 0
    errors: list[dict[str, str]] = field(default_factory=list)
    elapsed: float = 0.0
    peak_rss_bytes: int = 0
    algorithm: str = "xxh3_128"
    cancelled: bool = False
    index_hits: int = 0

    @property
    def duplicate_files(self) -> int:
        return sum(len(g.files) - 1 for g in self.groups)

    @property
    def wasted_bytes(self) -> int:
        return sum(g.wasted for g in self.groups)

    def summary(self) -> dict[str, object]:
        """Counts and timings, JSON-ready."""
        return {
            "groups": len(self.groups),
            "duplicate_files": self.duplicate_files,
            "wasted_bytes": self.wasted_bytes,
            "already_linked": len(self.linked),
            "files_scanned": self.files_scanned,
            "bytes_scanned": self.bytes_scanned,
            "candidates": self.candidates,
            "bytes_hashed": self.bytes_hashed,
            "errors": len(self.errors),
            "elapsed_seconds": round(self.elapsed, 4),
            "peak_rss_bytes": self.peak_rss_bytes,
            "algorithm": self.algorithm,
            "cancelled": self.cancelled,
            "index_hits": self.index_hits,
        }


def peak_rss_bytes() -> int:
    """Resident-set high-water mark of this process (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


# ---------------------------------------------------------------------------
# walking
# ---------------------------------------------------------------------------


def _independent_roots(roots: Iterable[str]) -> list[str]:
    """Absolute roots with duplicates and roots nested inside another root removed."""
    out: list[str] = []
    for root in sorted({os.path.abspath(r) for r in roots}):
        if not any(root == kept or root.startswith(kept.rstrip(os.sep) + os.sep) for kept in out):
            out.append(root)
    return out


def walk_files(
    roots: Iterable[str],
    options: FinderOptions | None = None,
    errors: list[dict[str, str]] | None = None,
    should_stop: StopFn | None = None,
) -> tuple[list[FileEntry], int]:
    """Every regular file under ``roots`` passing the size/extension filters, and the number seen."""
    opts = options or FinderOptions()
    min_size = max(1, opts.min_size)
    max_size = opts.max_size
    exts = opts.extensions
    hidden = opts.include_hidden
    found: list[FileEntry] = []
    seen = 0
    append = found.append
    S_ISREG = stat.S_ISREG
    stack = _independent_roots(roots)
    for root in list(stack):
        try:
            st = os.lstat(root)
        except OSError as exc:
            stack.remove(root)
            _record(errors, root, exc)
            continue
        if S_ISREG(st.st_mode):  # a single file given as a root
            stack.remove(root)
            seen += 1
            if st.st_size >= min_size and (max_size is None or st.st_size <= max_size):
                append(FileEntry(root, st.st_size, st.st_mtime_ns, st.st_dev, st.st_ino, st.st_ctime_ns))
    sep = os.sep
    while stack:
        if should_stop is not None and should_stop():
            break
        directory = stack.pop()
        # Scanning through a directory fd makes each entry's lstat relative to it (shorter lookups).
        try:
            dir_fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
        except OSError as exc:
            _record(errors, directory, exc)
            continue
        prefix = directory if directory.endswith(sep) else directory + sep
        try:
            with os.scandir(dir_fd) as it:
                for entry in it:
                    name = entry.name
                    if name.startswith(".") and (not hidden or name == TRASH_FOLDER):
                        continue
                    try:
                        if entry.is_dir(follow_symlinks=False):
                            stack.append(prefix + name)
                            continue
                        if not entry.is_file(follow_symlinks=False):
                            continue
                        seen += 1
                        if exts is not None and os.path.splitext(name)[1].lower() not in exts:
                            continue
                        st = entry.stat(follow_symlinks=False)
                    except OSError as exc:
                        _record(errors, prefix + name, exc)
                        continue
                    size = st.st_size
                    if size < min_size or (max_size is not None and size > max_size):
                        continue
                    append(FileEntry(prefix + name, size, st.st_mtime_ns, st.st_dev, st.st_ino, st.st_ctime_ns))
        except OSError as exc:
            _record(errors, directory, exc)
        finally:
            os.close(dir_fd)
    return found, seen


def _record(errors: list[dict[str, str]] | None, path: str, exc: OSError) -> None:
    if errors is not None:
        errors.append({"path": path, "error": exc.strerror or type(exc).__name__})


# ---------------------------------------------------------------------------
# hashing
# ---------------------------------------------------------------------------


class _Hasher:
    """Reads and hashes files; one instance shared by the pool (buffers are per thread)."""

    def __init__(self, opts: FinderOptions) -> None:
        self.opts = opts
        self.local = threading.local()
        if opts.algorithm == "blake3":
            from blake3 import blake3

            self.new = blake3
            self.oneshot: Callable[[bytes], bytes] = lambda data: blake3(data).digest()
        else:
            import xxhash

            self.new = xxhash.xxh3_128
            self.oneshot = xxhash.xxh3_128_digest

    def _buffer(self) -> bytearray:
        buf = getattr(self.local, "buf", None)
        if buf is None:
            buf = self.local.buf = bytearray(self.opts.chunk_bytes)
        return buf

    def whole(self, entry: FileEntry) -> bytes:
        """Hash a file in one read (small files)."""
        fd = os.open(entry.path, os.O_RDONLY)
        try:
            data = os.read(fd, entry.size + 1)
        finally:
            os.close(fd)
        if len(data) != entry.size:
            raise _Changed(entry.path)
        return self.oneshot(data)

    def head(self, entry: FileEntry) -> bytes:
        fd = os.open(entry.path, os.O_RDONLY)
        try:
            data = os.read(fd, self.opts.head_bytes)
        finally:
            os.close(fd)
        return self.oneshot(data)

    def tail(self, entry: FileEntry) -> bytes:
        fd = os.open(entry.path, os.O_RDONLY)
        try:
            data = os.pread(fd, self.opts.tail_bytes, max(0, entry.size - self.opts.tail_bytes))
        finally:
            os.close(fd)
        return self.oneshot(data)

    def full(self, entry: FileEntry) -> bytes:
        """Stream the whole file through the hash in ``chunk_bytes`` reads."""
        buf = self._buffer()
        view = memoryview(buf)
        h = self.new()
        total = 0
        fd = os.open(entry.path, os.O_RDONLY)
        try:
            if hasattr(os, "posix_fadvise"):
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_SEQUENTIAL)
            while True:
                n = os.readv(fd, [buf])
                if not n:
                    break
                h.update(view[:n])
                total += n
        finally:
            view.release()
            os.close(fd)
        if total != entry.size:
            raise _Changed(entry.path)
        return h.digest()


class _Changed(OSError):
    """The file's size changed while it was being read."""

    def __init__(self, path: str) -> None:
        super().__init__(0, "file changed during the scan", path)


def _run_stage(
    pool: ThreadPoolExecutor | None,
    fn: Callable[[FileEntry], bytes],
    entries: Sequence[FileEntry],
    errors: list[dict[str, str]],
    should_stop: StopFn | None,
) -> list[bytes | None]:
    """``fn`` over ``entries`` in batches on the pool; None where reading failed."""

    def batch(chunk: Sequence[FileEntry]) -> list[bytes | None]:
        out: list[bytes | None] = []
        for entry in chunk:
            if should_stop is not None and should_stop():
                out.append(None)
                continue
            try:
                out.append(fn(entry))
            except OSError as exc:
                errors.append({"path": entry.path, "error": exc.strerror or type(exc).__name__})
                out.append(None)
        return out

    if pool is None or len(entries) < 64:
        return batch(entries)
    parts = pool._max_workers * 4  # type: ignore[attr-defined]
    step = max(16, -(-len(entries) // parts))
    futures = [pool.submit(batch, entries[i:i + step]) for i in range(0, len(entries), step)]
    results: list[bytes | None] = []
    for future in futures:
        results.extend(future.result())
    return results


def _split(
    groups: list[list[FileEntry]],
    keys: list[bytes | None],
) -> list[tuple[bytes, list[FileEntry]]]:
    """Refine groups (laid out flat in ``keys`` order) by key; drop singletons and failures."""
    out: list[tuple[bytes, list[FileEntry]]] = []
    i = 0
    for group in groups:
        buckets: dict[bytes, list[FileEntry]] = {}
        for entry in group:
            key = keys[i]
            i += 1
            if key is not None:
                buckets.setdefault(key, []).append(entry)
        out.extend((k, b) for k, b in buckets.items() if len(b) > 1)
    return out


def _stage(
    pool: ThreadPoolExecutor | None,
    fn: Callable[[FileEntry], bytes],
    groups: list[list[FileEntry]],
    report: ScanReport,
    should_stop: StopFn | None,
    cost: Callable[[FileEntry], int],
    index: HashIndex | None = None,
    slot: int = 0,
) -> list[tuple[bytes, list[FileEntry]]]:
    """Run one hashing stage over every member of ``groups`` and split them by the result; digests the
    index already holds (``slot``: HEAD, TAIL or FULL) are taken from it, new ones are recorded in it."""
    flat = [e for g in groups for e in g]
    if not flat:
        return []
    if index is None:
        keys = _run_stage(pool, fn, flat, report.errors, should_stop)
        report.bytes_hashed += sum(min(cost(e), e.size) for e in flat)
        return _split(groups, keys)
    keys = index.lookup(flat, slot)
    todo = [i for i, k in enumerate(keys) if k is None]
    if todo:
        misses = [flat[i] for i in todo]
        digests = _run_stage(pool, fn, misses, report.errors, should_stop)
        for i, key in zip(todo, digests):
            keys[i] = key
        index.record(misses, slot, digests)
        report.bytes_hashed += sum(min(cost(e), e.size) for e in misses)
    return _split(groups, keys)


def _tick(on_progress: ProgressFn | None, done: int | None, total: int, stage: str) -> None:
    if on_progress is not None:
        on_progress(done if done is not None else 0, total, stage)


def find_duplicates(
    roots: Iterable[str],
    options: FinderOptions | None = None,
    on_progress: ProgressFn | None = None,
    should_stop: StopFn | None = None,
) -> ScanReport:
    """Find groups of files with identical content under ``roots``."""
    opts = options or FinderOptions()
    started = time.perf_counter()
    started_ns = time.time_ns()
    errors: list[dict[str, str]] = []
    roots = list(roots)
    entries, seen = walk_files(roots, opts, errors, should_stop)
    report = ScanReport(groups=[], linked=[], files_scanned=seen, algorithm=opts.algorithm, errors=errors)
    report.bytes_scanned = sum(e.size for e in entries)
    index: HashIndex | None = None
    if opts.index_path:
        index = HashIndex(opts.index_path, opts.algorithm, opts.head_bytes, opts.tail_bytes)
        index.not_after_ns = started_ns - int(opts.index_racy_seconds * 1e9)
        walked = entries

    by_size: dict[int, list[FileEntry]] = defaultdict(list)
    for entry in entries:
        by_size[entry.size].append(entry)
    del entries  # (``walked`` keeps the list alive for the index when there is one)

    # Hard links: one representative per inode; the other paths are "already linked".
    size_groups: list[list[FileEntry]] = []
    for group in by_size.values():
        if len(group) < 2:
            continue
        inodes: dict[tuple[int, int], list[FileEntry]] = {}
        for entry in group:
            inodes.setdefault((entry.dev, entry.ino), []).append(entry)
        if len(inodes) < len(group):
            report.linked.extend(sorted(e.path for e in same) for same in inodes.values() if len(same) > 1)
        if len(inodes) > 1:
            size_groups.append([same[0] for same in inodes.values()])
    by_size.clear()
    report.candidates = sum(len(g) for g in size_groups)

    hasher = _Hasher(opts)
    total = report.candidates
    workers = max(1, opts.workers)
    pool = ThreadPoolExecutor(workers, thread_name_prefix="dedupe") if workers > 1 else None
    head, small = opts.head_bytes, opts.small_file_bytes
    found: list[tuple[bytes, list[FileEntry]]] = []
    try:
        # Files that fit in the head block are hashed whole at once: their key is final.
        tiny = [g for g in size_groups if g[0].size <= head]
        rest = [g for g in size_groups if g[0].size > head]
        found.extend(_stage(pool, hasher.whole, tiny, report, should_stop, lambda e: e.size, index, FULL))
        _tick(on_progress, sum(len(g) for g in tiny), total, "small files")
        rest = [g for _, g in _stage(pool, hasher.head, rest, report, should_stop, lambda e: head, index, HEAD)]
        _tick(on_progress, None, total, "head blocks")
        medium = [g for g in rest if g[0].size <= small]
        large = [g for g in rest if g[0].size > small]
        tail = opts.tail_bytes
        large = [g for _, g in _stage(pool, hasher.tail, large, report, should_stop, lambda e: tail, index, TAIL)]
        _tick(on_progress, None, total, "tail blocks")
        found.extend(_stage(pool, hasher.whole, medium, report, should_stop, lambda e: e.size, index, FULL))
        found.extend(_stage(pool, hasher.full, large, report, should_stop, lambda e: e.size, index, FULL))
    finally:
        if pool is not None:
            pool.shutdown(wait=True)
    _tick(on_progress, total, total, "done")
    if index is not None:
        report.index_hits = index.hits
        if not (should_stop and should_stop()):
            index.save(walked, complete=opts.extensions is None and opts.min_size <= 1 and opts.max_size is None)

    report.groups = [DuplicateGroup(key.hex(), members[0].size, sorted(members, key=lambda e: e.path))
                     for key, members in found]
    report.groups.sort(key=lambda g: (-g.wasted, g.files[0].path))
    report.cancelled = bool(should_stop and should_stop())
    report.elapsed = time.perf_counter() - started
    report.peak_rss_bytes = peak_rss_bytes()
    return report
