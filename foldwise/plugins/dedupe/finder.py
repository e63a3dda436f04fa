"""Exact duplicate finder: pure functions over the filesystem, no web stack, no database.

Stages, each one only over the survivors of the previous one:

1. walk the trees with ``os.scandir`` (symlinks are not followed; empty files and files
   under ``min_size`` are skipped);
2. group by size (a file with a unique size has no duplicate);
3. collapse hard links: paths sharing ``(st_dev, st_ino)`` are one file, reported as
   already linked, never as waste;
4. first pass: a file no larger than ``whole_file_bytes`` (256 KiB) is read whole in one call and
   its content hash is final; a larger one gets a head-block hash;
5. tail-block hash for the larger files that still collide;
6. full content hash (xxh3-128 or BLAKE3) read in 256 KiB chunks (a buffer that stays in L2).

Files are opened relative to the descriptor of their directory, kept open from the walk (``openat``).
Hashing runs on 2 threads (the calling one included) pulling batches only when the machine has an idle
core (``_workers``): the threads overlap system calls only, and on a busy machine the GIL's hand-overs
made a second thread slower.

Start-up matters (``foldwise dedupe`` is a new process each time): this module imports no ``typing``,
``dataclasses`` or ``concurrent.futures`` at run time, and the walk keeps ``(path, stat)`` pairs,
building a ``FileEntry`` only for files whose size is shared (the only ones hashed).
"""

from __future__ import annotations

import os
import threading
import time
from operator import attrgetter, itemgetter

from foldwise.plugins.dedupe.hashindex import FULL, HEAD, RACY_SECONDS, TAIL, HashIndex
from foldwise.sdk import TRASH_FOLDER, gc_paused

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover - ``typing`` costs every command's start-up
    from typing import Callable, Iterable, Literal, Sequence

    Algorithm = Literal["xxh3_128", "blake3"]
    ProgressFn = Callable[[int, int, str], None]
    StopFn = Callable[[], bool]

__all__ = [
    "FileEntry",
    "DuplicateGroup",
    "FinderOptions",
    "ScanReport",
    "walk_files",
    "find_duplicates",
    "peak_rss_bytes",
]


class FileEntry:
    """One regular file as seen by the scan (a plain slotted class: no ``dataclasses`` at start-up)."""

    __slots__ = ("path", "size", "mtime_ns", "dev", "ino", "ctime_ns", "dir_fd", "name")

    def __init__(self, path: str, size: int, mtime_ns: int, dev: int, ino: int, ctime_ns: int = 0,
                 dir_fd: int = -1, name: str = "") -> None:
        self.path = path
        self.size = size
        self.mtime_ns = mtime_ns
        self.dev = dev
        self.ino = ino
        self.ctime_ns = ctime_ns
        #: an open descriptor of the directory the walk found the file in (-1: none kept), and the file's
        #: name there: the hashing opens ``name`` relative to it (no walk of the whole path again)
        self.dir_fd = dir_fd
        self.name = name

    def open(self) -> int:
        """A read-only descriptor of the file (relative to its directory's descriptor when one is kept)."""
        if self.dir_fd >= 0:
            return os.open(self.name, os.O_RDONLY, dir_fd=self.dir_fd)
        return os.open(self.path, os.O_RDONLY)

    def _fields(self) -> tuple[str, int, int, int, int, int]:
        return (self.path, self.size, self.mtime_ns, self.dev, self.ino, self.ctime_ns)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FileEntry):
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment] - mutable, compared by value (as the dataclass was)

    def __repr__(self) -> str:
        return (f"FileEntry(path={self.path!r}, size={self.size}, mtime_ns={self.mtime_ns}, dev={self.dev}, "
                f"ino={self.ino}, ctime_ns={self.ctime_ns})")

    def as_dict(self) -> dict[str, object]:
        return {"path": self.path, "size": self.size, "mtime_ns": self.mtime_ns}


def _entry(path: str, st: os.stat_result, dir_fd: int = -1, name: str = "") -> FileEntry:
    return FileEntry(path, st.st_size, st.st_mtime_ns, st.st_dev, st.st_ino, st.st_ctime_ns, dir_fd, name)


class DuplicateGroup:
    """Files (distinct inodes) with identical content."""

    __slots__ = ("hash", "size", "files")

    def __init__(self, hash: str, size: int, files: list[FileEntry]) -> None:  # noqa: A002
        self.hash = hash
        self.size = size
        self.files = files

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DuplicateGroup):
            return NotImplemented
        return (self.hash, self.size, self.files) == (other.hash, other.size, other.files)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"DuplicateGroup(hash={self.hash!r}, size={self.size}, files={self.files!r})"

    @property
    def wasted(self) -> int:
        """Bytes freed by keeping one copy."""
        return self.size * (len(self.files) - 1)


class FinderOptions:
    """Tunables of a scan; the defaults suit local disks and SSDs (keyword arguments, as a dataclass)."""

    __slots__ = ("min_size", "max_size", "extensions", "algorithm", "head_bytes", "tail_bytes",
                 "whole_file_bytes", "small_file_bytes", "chunk_bytes", "workers", "include_hidden", "index_path",
                 "index_racy_seconds")

    def __init__(self, min_size: int = 1, max_size: int | None = None, extensions: frozenset[str] | None = None,
                 algorithm: Algorithm = "xxh3_128", head_bytes: int = 16 * 1024, tail_bytes: int = 16 * 1024,
                 whole_file_bytes: int = 256 * 1024, small_file_bytes: int = 256 * 1024, chunk_bytes: int = 256 * 1024,
                 workers: int | None = None,
                 include_hidden: bool = True, index_path: str | None = None,
                 index_racy_seconds: float = RACY_SECONDS) -> None:
        self.min_size = min_size
        self.max_size = max_size
        self.extensions = extensions
        self.algorithm = algorithm
        self.head_bytes = head_bytes
        self.tail_bytes = tail_bytes
        #: files up to this size (at least ``head_bytes``, at most ``small_file_bytes``) are hashed whole in the
        #: first pass: one open and read instead of a head block and then the whole file again
        self.whole_file_bytes = whole_file_bytes
        self.small_file_bytes = small_file_bytes
        #: read size of the full hash: a buffer that stays in the CPU's L2 cache while it is hashed (1 MiB
        #: reads took half as much CPU again on the benchmark corpus: the copy left the cache before the hash)
        self.chunk_bytes = chunk_bytes
        #: hashing threads (the calling one included); None: 2 when the machine has a core to spare, else 1
        #: (``_workers``)
        self.workers = workers
        self.include_hidden = include_hidden
        #: persistent hash index file (``hashindex.index_path``); None scans without one
        self.index_path = index_path
        #: files whose ctime is this close to the scan's start are not recorded in the index (may still change)
        self.index_racy_seconds = index_racy_seconds

    def __repr__(self) -> str:
        return "FinderOptions(" + ", ".join(f"{k}={getattr(self, k)!r}" for k in self.__slots__) + ")"


class ScanReport:
    """What a scan found, with the work it took."""

    def __init__(self, groups: list[DuplicateGroup], linked: list[list[str]], files_scanned: int = 0,
                 bytes_scanned: int = 0, candidates: int = 0, bytes_hashed: int = 0,
                 errors: list[dict[str, str]] | None = None, elapsed: float = 0.0, peak_rss_bytes: int = 0,
                 algorithm: str = "xxh3_128", cancelled: bool = False, index_hits: int = 0) -> None:
        self.groups = groups
        self.linked = linked
        self.files_scanned = files_scanned
        self.bytes_scanned = bytes_scanned
        self.candidates = candidates
        self.bytes_hashed = bytes_hashed
        self.errors: list[dict[str, str]] = errors if errors is not None else []
        self.elapsed = elapsed
        self.peak_rss_bytes = peak_rss_bytes
        self.algorithm = algorithm
        self.cancelled = cancelled
        self.index_hits = index_hits

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
    import resource

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
    found, seen = _walk(roots, options or FinderOptions(), errors, should_stop)
    return [_entry(path, st) for path, st, _fd, _name in found], seen


def _walk(
    roots: Iterable[str],
    opts: FinderOptions,
    errors: list[dict[str, str]] | None,
    should_stop: StopFn | None,
    kept_dirs: list[int] | None = None,
    keep_at_most: int = 0,
) -> tuple[list[tuple[str, os.stat_result, int, str]], int]:
    """``walk_files`` as ``(path, lstat result, directory fd or -1, name)``: no object per file until one is
    needed. With ``kept_dirs``, the descriptors of up to ``keep_at_most`` directories stay open (appended
    there; the caller closes them) for the hashing to open files relative to them."""
    min_size = max(1, opts.min_size)
    max_size = opts.max_size
    exts = opts.extensions
    hidden = opts.include_hidden
    found: list[tuple[str, os.stat_result, int, str]] = []
    seen = 0
    append = found.append
    stack = _independent_roots(roots)
    for root in list(stack):
        try:
            st = os.lstat(root)
        except OSError as exc:
            stack.remove(root)
            _record(errors, root, exc)
            continue
        if st.st_mode & 0o170000 == 0o100000:  # a single regular file given as a root
            stack.remove(root)
            seen += 1
            if st.st_size >= min_size and (max_size is None or st.st_size <= max_size):
                append((root, st, -1, ""))
    sep = os.sep
    splitext = os.path.splitext
    flags = os.O_RDONLY | os.O_DIRECTORY
    while stack:
        if should_stop is not None and should_stop():
            break
        directory = stack.pop()
        # Scanning through a directory fd makes each entry's lstat relative to it (shorter lookups).
        try:
            dir_fd = os.open(directory, flags)
        except OSError as exc:
            _record(errors, directory, exc)
            continue
        prefix = directory if directory.endswith(sep) else directory + sep
        keep = kept_dirs is not None and len(kept_dirs) < keep_at_most
        entry_fd = dir_fd if keep else -1
        before = len(found)
        try:
            with os.scandir(dir_fd) as it:
                for entry in it:
                    name = entry.name
                    if name[0] == "." and (not hidden or name == TRASH_FOLDER):
                        continue
                    try:
                        if entry.is_dir(follow_symlinks=False):
                            stack.append(prefix + name)
                            continue
                        if not entry.is_file(follow_symlinks=False):
                            continue
                        seen += 1
                        if exts is not None and splitext(name)[1].lower() not in exts:
                            continue
                        st = entry.stat(follow_symlinks=False)
                    except OSError as exc:
                        _record(errors, prefix + name, exc)
                        continue
                    size = st.st_size
                    if size < min_size or (max_size is not None and size > max_size):
                        continue
                    append((prefix + name, st, entry_fd, name))
        except OSError as exc:
            _record(errors, directory, exc)
        finally:
            if keep and len(found) > before:  # its files refer to it
                kept_dirs.append(dir_fd)  # type: ignore[union-attr]
            else:
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
        dir_fd = entry.dir_fd  # ``entry.open()`` inlined: this runs for most files of a scan
        fd = os.open(entry.name, os.O_RDONLY, dir_fd=dir_fd) if dir_fd >= 0 else os.open(entry.path, os.O_RDONLY)
        try:
            data = os.read(fd, entry.size + 1)
        finally:
            os.close(fd)
        if len(data) != entry.size:
            raise _Changed(entry.path)
        return self.oneshot(data)

    def head(self, entry: FileEntry) -> bytes:
        fd = entry.open()
        try:
            data = os.read(fd, self.opts.head_bytes)
        finally:
            os.close(fd)
        return self.oneshot(data)

    def tail(self, entry: FileEntry) -> bytes:
        fd = entry.open()
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
        fd = entry.open()
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
    workers: int,
    fn: Callable[[FileEntry], bytes],
    entries: Sequence[FileEntry],
    errors: list[dict[str, str]],
    should_stop: StopFn | None,
) -> list[bytes | None]:
    """``fn`` over ``entries`` on ``workers`` threads (this one included) pulling batches; None where reading
    failed. An exception other than ``OSError`` is raised here once every thread has stopped."""
    total = len(entries)
    out: list[bytes | None] = [None] * total

    def batch(start: int, stop: int) -> None:
        for i in range(start, stop):
            if should_stop is not None and should_stop():
                return
            entry = entries[i]
            try:
                out[i] = fn(entry)
            except OSError as exc:
                errors.append({"path": entry.path, "error": exc.strerror or type(exc).__name__})

    if workers <= 1 or total < 64:
        batch(0, total)
        return out
    step = max(8, -(-total // (workers * 8)))
    starts = iter(range(0, total, step))
    lock = threading.Lock()
    failures: list[BaseException] = []

    def work() -> None:
        try:
            while not failures:
                with lock:
                    start = next(starts, None)
                if start is None:
                    return
                batch(start, min(start + step, total))
        except BaseException as exc:  # noqa: BLE001 - handed to the calling thread
            failures.append(exc)

    threads = [threading.Thread(target=work, name="dedupe", daemon=True) for _ in range(workers - 1)]
    for thread in threads:
        thread.start()
    work()
    for thread in threads:
        thread.join()
    if failures:
        raise failures[0]
    return out


def _split(
    groups: list[list[FileEntry]],
    keys: list[bytes | None],
) -> list[tuple[bytes, list[FileEntry]]]:
    """Refine groups (laid out flat in ``keys`` order) by key; drop singletons and failures."""
    out: list[tuple[bytes, list[FileEntry]]] = []
    append = out.append
    i = 0
    for group in groups:
        if len(group) == 2:  # the usual case: a pair, kept whole or dropped
            key = keys[i]
            if key is not None and key == keys[i + 1]:
                append((key, group))
            i += 2
            continue
        buckets: dict[bytes, list[FileEntry]] = {}
        for entry in group:
            key = keys[i]
            i += 1
            if key is not None:
                buckets.setdefault(key, []).append(entry)
        out.extend((k, b) for k, b in buckets.items() if len(b) > 1)
    return out


def _stage(
    pool: int,
    fn: Callable[[FileEntry], bytes],
    groups: list[list[FileEntry]],
    report: ScanReport,
    should_stop: StopFn | None,
    block: int,
    index: HashIndex | None = None,
    slot: int = 0,
) -> list[tuple[bytes, list[FileEntry]]]:
    """Run one hashing stage (on ``pool`` threads) over every member of ``groups`` and split them by the
    result; digests the index already holds (``slot``: HEAD, TAIL or FULL) are taken from it, new ones are recorded in it.
    ``block``: the bytes read of each file, for the report (0: the whole file)."""
    flat = [e for g in groups for e in g]
    if not flat:
        return []
    if index is None:
        keys = _run_stage(pool, fn, flat, report.errors, should_stop)
        report.bytes_hashed += _read_bytes(flat, block)
        return _split(groups, keys)
    keys = index.lookup(flat, slot)
    todo = [i for i, k in enumerate(keys) if k is None]
    if todo:
        misses = [flat[i] for i in todo]
        digests = _run_stage(pool, fn, misses, report.errors, should_stop)
        for i, key in zip(todo, digests):
            keys[i] = key
        index.record(misses, slot, digests)
        report.bytes_hashed += _read_bytes(misses, block)
    return _split(groups, keys)


def _read_bytes(entries: list[FileEntry], block: int) -> int:
    """Bytes a stage reads of ``entries``: ``block`` bytes of each (at most its size), or whole files (0)."""
    if not block:
        return sum([e.size for e in entries])
    return sum([e.size if e.size < block else block for e in entries])


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
    kept_dirs: list[int] = []
    try:
        with gc_paused():  # one small object per file: the cyclic collector would re-walk them all, for nothing
            report = _find_duplicates(roots, options or FinderOptions(), on_progress, should_stop, kept_dirs)
    finally:
        for fd in kept_dirs:
            os.close(fd)
    for group in report.groups:  # closed now: the entries handed out open by path
        for entry in group.files:
            entry.dir_fd = -1
    return report


def _workers(requested: int | None) -> int:
    """Threads for the hashing: ``requested``, or 2 when the machine has an idle core (1-minute load average at
    most the core count less one), else 1. The threads overlap only system calls (the per-file Python work holds
    the GIL), and on a busy machine each hand-over of the GIL waits for the other thread to be scheduled: there
    a second thread made ``foldwise dedupe`` slower and cost more CPU (docs/dedupe.md)."""
    if requested is not None:
        return max(1, requested)
    try:
        load = os.getloadavg()[0]
    except OSError:  # no load average on this system
        load = 0.0
    return _workers_for(os.cpu_count() or 1, load)


def _workers_for(cores: int, load: float) -> int:
    """The rule of ``_workers``: a second thread only where a core is idle."""
    return 2 if cores >= 2 and load <= cores - 1 else 1


def _dirs_to_keep() -> int:
    """How many directory descriptors a scan keeps open: a quarter of those still free under the soft limit
    on open files, at most 1,024 (the rest of the tree is opened by path). Concurrent scans in one service
    each take a quarter of what the others left, so together they never use up the process's descriptors."""
    import resource

    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    if soft < 0:  # unlimited
        soft = 1 << 16
    try:
        in_use = len(os.listdir("/proc/self/fd"))
    except OSError:  # no /proc: assume half are taken
        in_use = soft // 2
    return max(0, min(1024, (soft - in_use) // 4))


def _find_duplicates(
    roots: Iterable[str],
    opts: FinderOptions,
    on_progress: ProgressFn | None,
    should_stop: StopFn | None,
    kept_dirs: list[int],
) -> ScanReport:
    started = time.perf_counter()
    started_ns = time.time_ns()
    errors: list[dict[str, str]] = []
    roots = list(roots)
    walked, seen = _walk(roots, opts, errors, should_stop, kept_dirs, _dirs_to_keep())
    report = ScanReport(groups=[], linked=[], files_scanned=seen, algorithm=opts.algorithm, errors=errors)
    index: HashIndex | None = None
    if opts.index_path:
        index = HashIndex(opts.index_path, opts.algorithm, opts.head_bytes, opts.tail_bytes)
        index.not_after_ns = started_ns - int(opts.index_racy_seconds * 1e9)

    # Files by size: the first of each size alone (most sizes are unique: no list for them), a list once shared.
    first: dict[int, tuple[str, os.stat_result, int, str]] = {}
    by_size: dict[int, list[tuple[str, os.stat_result, int, str]]] = {}
    bytes_scanned = 0
    for item in walked:
        size = item[1].st_size
        bytes_scanned += size
        earlier = first.setdefault(size, item)
        if earlier is not item:
            same = by_size.get(size)
            if same is None:
                by_size[size] = [earlier, item]
            else:
                same.append(item)
    first.clear()
    report.bytes_scanned = bytes_scanned

    # Hard links: one representative per inode; the other paths are "already linked". Only files of a
    # shared size become ``FileEntry`` objects.
    size_groups: list[list[FileEntry]] = []
    for group in by_size.values():
        inodes: dict[tuple[int, int], list[FileEntry]] = {}
        for path, st, dir_fd, name in group:
            inodes.setdefault((st.st_dev, st.st_ino), []).append(_entry(path, st, dir_fd, name))
        if len(inodes) < len(group):
            report.linked.extend(sorted(e.path for e in same) for same in inodes.values() if len(same) > 1)
        if len(inodes) > 1:
            size_groups.append([same[0] for same in inodes.values()])
    by_size.clear()
    report.candidates = total = sum(len(g) for g in size_groups)

    hasher = _Hasher(opts)
    workers = _workers(opts.workers)
    head, small = opts.head_bytes, opts.small_file_bytes
    found: list[tuple[bytes, list[FileEntry]]] = []
    # Files up to ``whole`` bytes are hashed whole at once (their key is final): for them a head block
    # saves little reading and costs a second open of every survivor.
    whole = max(head, min(opts.whole_file_bytes, small))
    tiny = [g for g in size_groups if g[0].size <= whole]
    rest = [g for g in size_groups if g[0].size > whole]
    found.extend(_stage(workers, hasher.whole, tiny, report, should_stop, 0, index, FULL))
    _tick(on_progress, sum(len(g) for g in tiny), total, "small files")
    rest = [g for _, g in _stage(workers, hasher.head, rest, report, should_stop, head, index, HEAD)]
    _tick(on_progress, None, total, "head blocks")
    medium = [g for g in rest if g[0].size <= small]
    large = [g for g in rest if g[0].size > small]
    tail = opts.tail_bytes
    large = [g for _, g in _stage(workers, hasher.tail, large, report, should_stop, tail, index, TAIL)]
    _tick(on_progress, None, total, "tail blocks")
    found.extend(_stage(workers, hasher.whole, medium, report, should_stop, 0, index, FULL))
    found.extend(_stage(workers, hasher.full, large, report, should_stop, 0, index, FULL))
    _tick(on_progress, total, total, "done")
    if index is not None:
        report.index_hits = index.hits
        if not (should_stop and should_stop()):
            index.save(((st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns) for _p, st, _fd, _n in walked),
                       complete=opts.extensions is None and opts.min_size <= 1 and opts.max_size is None)

    by_path = attrgetter("path")
    ordered = []
    for key, members in found:
        members = sorted(members, key=by_path)
        size = members[0].size
        ordered.append((-size * (len(members) - 1), members[0].path, key, size, members))
    ordered.sort(key=itemgetter(0, 1))  # most wasted first, then by first path (as ``wasted`` ranks them)
    report.groups = [DuplicateGroup(key.hex(), size, members) for _w, _p, key, size, members in ordered]
    report.cancelled = bool(should_stop and should_stop())
    report.elapsed = time.perf_counter() - started
    report.peak_rss_bytes = peak_rss_bytes()
    return report
