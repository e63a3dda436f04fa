"""``TransactionHandle``: the primitives of one open transaction (the ``txn`` of ``journal.transaction``).

Every change is a batch: write-ahead rows in one database round trip, the filesystem work
in a worker thread, then one round trip marking the batch done (failures individually).
"""

from __future__ import annotations

import asyncio
import errno
import inspect
import os
import shutil
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Callable, Iterable, Sequence

from tortoise.transactions import in_transaction

from foldwise.kernel.errors import ApiError, Conflict, Forbidden, InvalidPath, NotFound, PathNotAllowed
from foldwise.kernel.journal import fsops
from foldwise.kernel.journal.durable import make_durable
from foldwise.kernel.journal.exists import Existence
from foldwise.kernel.journal.gcpause import gc_paused
from foldwise.kernel.journal.models import Operation, Transaction
from foldwise.kernel.journal.confine import REFUSED, Confinement, OutsideRoots
from foldwise.kernel.scope import current_scope
from foldwise.kernel.journal.ops import (MOVE_LIKE, Step, apply_step, changes_folders, effects_of,
                                         fingerprint_matches, lstat_or_none)

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.kernel.journal.journal import Journal

__all__ = ["TransactionHandle", "OpResult", "PlannedStep", "Effects", "BATCH_SIZE", "reflink_unsupported"]

#: Operations per write-ahead batch in ``move_many``.
BATCH_SIZE = 500
_COLUMNS = ("transaction_id", "seq", "op", "src", "dst", "state", "size", "mtime_ns", "checksum",
            "reverts", "created_at")

Progress = Callable[[int, int], Any]


@dataclass(slots=True)
class OpResult:
    """The outcome of one requested move: ``done``, ``failed``, ``conflict``, ``missing``, ``changed`` (the
    source no longer matches its fingerprint), ``refused`` (a folder on the way is a symlink or lies outside
    the roots) or ``cancelled``."""

    src: str
    dst: str
    status: str
    error: str | None = None
    seq: int | None = None

    @property
    def ok(self) -> bool:
        return self.status == "done"


@dataclass(slots=True)
class PlannedStep:
    """A step with its journal fields (seq, stat of the source, the op it reverts)."""

    step: Step
    seq: int
    size: int | None = None
    mtime_ns: int | None = None
    checksum: str | None = None
    reverts: int | None = None
    status: str = "pending"
    error: str | None = None
    note: str | None = None


@dataclass
class Effects:
    """What a transaction changed, as reported on the bus."""

    moves: list[list[str]] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    created: list[str] = field(default_factory=list)
    #: files whose tags changed (``tag`` operations)
    tagged: list[str] = field(default_factory=list)

    def add(self, op: str, src: str | None, dst: str | None) -> None:
        if op == "tag":
            self.tagged.append(src or "")
            return
        moves, removed, created = effects_of(op, src, dst)
        self.moves.extend(moves)
        self.removed.extend(removed)
        self.created.extend(created)

    def __bool__(self) -> bool:
        return bool(self.moves or self.removed or self.created or self.tagged)


#: The error text stored for a source that no longer matches its recorded fingerprint.
CHANGED = "the source changed since it was recorded"
#: Step outcomes that are failures (recorded one by one).
_FAILED = ("failed", "conflict", "missing", "changed", "refused")


def _describe(exc: OSError) -> str:
    """An error text without paths (stored and shown in history)."""
    name = errno.errorcode.get(exc.errno or 0, "EIO")
    return f"{name}: {exc.strerror or 'error'}"


def _run_steps(planned: Sequence[PlannedStep], should_stop: Callable[[], bool] | None,
               confine: Confinement) -> None:
    """Worker-thread body: apply each step in order, recording status on the planned step.

    Immediately before each step: a move-like step's source must still match its recorded
    fingerprint (else ``changed``), and the step's parent folders must pass ``confine`` (else
    ``refused``); neither touches anything. Folders are verified once per batch and the calls made
    relative to them (``confine.Session``)."""
    dirs = confine.session()
    try:
        for index, item in enumerate(planned):
            step = item.step
            if should_stop is not None and step.op == "move" and should_stop():
                for rest in planned[index:]:
                    rest.status, rest.error = "cancelled", "cancelled"
                return
            source = lstat_or_none(step.src or "") if step.op in MOVE_LIKE else None
            if not fingerprint_matches(source, item.size, item.mtime_ns):
                item.status, item.error = "changed", CHANGED
                continue
            try:
                item.note = apply_step(step, dirs)
                item.status = "done"
            except OutsideRoots:
                item.status, item.error = "refused", REFUSED
            except FileExistsError as exc:
                item.status, item.error = "conflict", _describe(exc)
            except OSError as exc:
                item.status, item.error = "failed", _describe(exc)
                if isinstance(exc, FileNotFoundError) and step.op == "move" and source is None:
                    item.status = "missing"
            if changes_folders(step, source):
                dirs.forget()
    finally:
        dirs.close()


def _db_timestamp(moment: datetime, db: Any) -> Any:
    """``moment`` as the driver stores it, made once for a whole batch: SQLite's registered ``datetime``
    adapter (``isoformat(" ")``) would otherwise run once per row (~3 us each); other drivers take it as is."""
    if db.capabilities.dialect != "sqlite":
        return moment
    import sqlite3

    adapt = sqlite3.adapters.get((datetime, sqlite3.PrepareProtocol))
    return moment if adapt is None else adapt(moment)


def _paused(fn: Callable[..., Any], *args: Any) -> Any:
    """Run ``fn(*args)`` with the cyclic collector paused (bulk allocation of batch records)."""
    with gc_paused():
        return fn(*args)


def _missing_dirs(path: str, known: set[str]) -> list[str]:
    """Ancestors of ``path`` (itself included) that do not exist yet, top-down."""
    out: list[str] = []
    current = path
    while current not in known and not os.path.isdir(current):
        out.append(current)
        parent = os.path.dirname(current)
        if parent == current:
            break
        current = parent
    out.reverse()
    return out


def _empty_folders(targets: Sequence[str]) -> list[str]:
    """The folders of ``targets`` (in order, each once) that hold nothing but folders chosen before them:
    what removing them one by one, children first, would remove."""
    chosen: list[str] = []
    seen: set[str] = set()
    going: dict[str, set[str]] = {}
    for target in targets:
        if target in seen:
            continue
        try:
            if not os.path.isdir(target) or os.path.islink(target):
                continue
            names = os.listdir(target)
        except OSError:
            continue
        if not names or set(names) <= going.get(target, set()):
            chosen.append(target)
            seen.add(target)
            parent, _, name = target.rpartition("/")
            going.setdefault(parent or "/", set()).add(name)
    return chosen


class TransactionHandle:
    """The primitives of one open transaction; every change is journaled before it happens."""

    def __init__(self, journal: Journal, record: Transaction, next_seq: int = 0) -> None:
        self.journal = journal
        self.record = record
        self.id: int = record.id
        self._seq = next_seq
        self.effects = Effects()
        self.op_count = 0
        self._known_dirs: set[str] = set()
        self._lock = asyncio.Lock()
        #: folders known to lie inside a root (lexically), and the roots themselves
        self._inside_dirs: set[str] = set()
        sandbox = journal.sandbox
        self._root_strs = frozenset(str(r) for r in sandbox.roots) if sandbox is not None else frozenset()

    # ---- plumbing -----------------------------------------------------------
    def _next_seq(self) -> int:
        seq = self._seq
        self._seq += 1
        return seq

    def confinement(self) -> Confinement:
        """Where this transaction may change things: the roots (as configured now) and the trash."""
        return self.journal.confinement()

    def opid(self, seq: int) -> str:
        return f"{self.id}-{seq}"

    def trash_path(self, seq: int, src: str) -> str:
        """Where ``trash`` puts ``src``: ``<root>/.foldwise-trash/<txn>/<seq>/<name>`` (its root's trash;
        the data home's for anything outside the roots)."""
        return str(self.journal.trash_folder_for(src) / str(self.id) / str(seq) / os.path.basename(src))

    def _check_user_path(self, path: str) -> None:
        sandbox = self.journal.sandbox
        if sandbox is None:
            return
        if not os.path.isabs(path):
            raise InvalidPath("the journal needs absolute paths")
        if not sandbox.contains(path):
            raise PathNotAllowed("the path is outside the configured roots")
        if sandbox.is_root(path):
            raise PathNotAllowed("a root folder itself cannot be changed")
        scope = current_scope()
        if scope is not None:
            scope.check_write(path)

    def _user_path(self, path: str | os.PathLike[str]) -> str:
        """``path`` normalised and checked like ``_check_user_path``. Paths whose folder was
        already found inside a root only need the "is it a root itself" test (a normal path is
        strictly below its folder), so checking 10,000 paths of a few folders stays cheap."""
        text = os.fspath(path)
        if not (text[:1] == "/" and "//" not in text and "/." not in text and text[-1:] != "/"):
            text = os.path.normpath(text)  # only unusual paths pay for normpath
        parent = text.rpartition("/")[0] or "/"
        if parent in self._inside_dirs and text != parent:
            if text in self._root_strs:
                raise PathNotAllowed("a root folder itself cannot be changed")
            scope = current_scope()
            if scope is not None:
                scope.check_write(text)
            return text
        self._check_user_path(text)
        sandbox = self.journal.sandbox
        if sandbox is not None and sandbox.contains(parent):
            self._inside_dirs.add(parent)
        return text

    async def _insert(self, planned: Sequence[PlannedStep]) -> None:
        """Write-ahead: all rows of a batch in one statement, committed and fsynced before any change."""
        if not planned:
            return
        db = Operation._meta.db
        cols = ", ".join(_COLUMNS)
        if db.capabilities.dialect == "postgres":
            marks = ", ".join(f"${i + 1}" for i in range(len(_COLUMNS)))
        else:
            marks = ", ".join("?" for _ in _COLUMNS)
        sql = f"INSERT INTO journal_operation ({cols}) VALUES ({marks})"
        now = _db_timestamp(datetime.now(timezone.utc), db)
        tid = self.id
        with gc_paused():
            rows = [(tid, p.seq, p.step.op, p.step.src, p.step.dst, "pending", p.size, p.mtime_ns, p.checksum,
                     p.reverts, now) for p in planned]
        await db.execute_many(sql, rows)
        await make_durable(db)  # on record (fsynced) before the worker thread changes anything
        self.op_count += len(planned)

    async def _mark(self, planned: Sequence[PlannedStep], then: Callable[[Any], Any] | None = None) -> None:
        """After the work, in one database transaction: failures one by one (rare), cancellations
        and successes by seq range; ``then(connection)`` may add statements (undo's marking)."""
        if not planned:
            return
        failed = [p for p in planned if p.status in _FAILED]
        cancelled = [p.seq for p in planned if p.status == "cancelled"]
        lo, hi = planned[0].seq, planned[-1].seq
        tid = self.id
        async with in_transaction(Operation._meta.default_connection) as conn:
            for p in failed:
                await Operation.filter(transaction_id=tid, seq=p.seq).using_db(conn).update(
                    state="failed", error=p.error)
            if cancelled:
                await Operation.filter(transaction_id=tid, seq__gte=min(cancelled), seq__lte=max(cancelled),
                                       state="pending").using_db(conn).update(state="failed", error="cancelled")
            await Operation.filter(transaction_id=tid, seq__gte=lo, seq__lte=hi, state="pending").using_db(
                conn).update(state="done")
            if then is not None:
                await then(conn)
        effects = self.effects
        moves = effects.moves
        with gc_paused():
            for p in planned:
                if p.status == "done":
                    step = p.step
                    if step.op == "move":
                        moves.append([step.src or "", step.dst or ""])
                    else:
                        effects.add(step.op, step.src, step.dst)

    async def execute(self, planned: Sequence[PlannedStep],
                      should_stop: Callable[[], bool] | None = None,
                      then: Callable[[Any], Any] | None = None) -> Sequence[PlannedStep]:
        """Journal and perform a batch of planned steps (write-ahead, thread, mark)."""
        async with self._lock:
            await self._insert(planned)
            await asyncio.to_thread(_run_steps, planned, should_stop, self.confinement())
            await self._mark(planned, then)
        return planned

    async def execute_batches(self, batches: Sequence[Sequence[PlannedStep]],
                              should_stop: Callable[[], bool] | None = None,
                              thens: Sequence[Callable[[Any], Any] | None] | None = None) -> None:
        """``execute`` for many batches, pipelined: while the worker thread applies batch *i*, the
        database marks batch *i-1* and writes ahead batch *i+1*, so the journal's writes hide behind the
        filesystem work. The write-ahead rule is unchanged: a batch's records are committed before its
        first change (batch *i+1* starts only after its insert finished). A stop leaves the written-ahead
        batch that never ran marked ``failed`` (cancelled), never ``done``."""
        work = [list(b) for b in batches if b]
        afters = list(thens) if thens is not None else [None] * len(batches)
        afters = [a for a, b in zip(afters, batches) if b]
        if not work:
            return
        confine = self.confinement()
        async with self._lock:
            await self._insert(work[0])
            for i, batch in enumerate(work):
                async def database(i: int = i) -> None:
                    if i > 0:
                        await self._mark(work[i - 1], afters[i - 1])
                    if i + 1 < len(work):
                        await self._insert(work[i + 1])

                results = await asyncio.gather(asyncio.to_thread(_run_steps, batch, should_stop, confine), database(),
                                               return_exceptions=True)
                for result in results:
                    if isinstance(result, BaseException):
                        raise result
                if any(p.status == "cancelled" for p in batch):
                    await self._mark(batch, afters[i])
                    if i + 1 < len(work):
                        for p in work[i + 1]:
                            p.status, p.error = "cancelled", "cancelled"
                        await self._mark(work[i + 1])
                    return
            await self._mark(work[-1], afters[-1])

    def _plan_dirs(self, directory: str) -> list[PlannedStep]:
        out = []
        for d in _missing_dirs(directory, self._known_dirs):
            out.append(PlannedStep(Step("mkdir", None, d, self.opid(self._seq)), self._next_seq()))
            self._known_dirs.add(d)
        self._known_dirs.add(directory)
        return out

    # ---- primitives -----------------------------------------------------------
    async def mkdir(self, path: str | os.PathLike[str]) -> list[Path]:
        """Create a folder and any missing parents (each a journaled ``mkdir``); returns those created."""
        target = os.path.normpath(os.fspath(path))
        self._check_user_path(target)

        def prepare() -> list[str]:
            if os.path.lexists(target) and not os.path.isdir(target):
                raise Conflict("a file already exists where the folder should be")
            return _missing_dirs(target, set())

        missing = await asyncio.to_thread(prepare)
        planned = [PlannedStep(Step("mkdir", None, d, ""), 0) for d in missing]
        for p in planned:
            p.seq = self._next_seq()
            p.step.opid = self.opid(p.seq)
            self._known_dirs.add(p.step.dst or "")
        await self.execute(planned)
        _raise_first_failure(planned)
        return [Path(p.step.dst or "") for p in planned]

    async def rmdir_empty(self, paths: Sequence[str | os.PathLike[str]]) -> list[Path]:
        """Remove the folders of ``paths`` that are empty now (each a journaled ``rmdir``, undone by a
        ``mkdir``), in the order given (children before parents); returns those removed. A folder that
        is gone or holds anything is left alone.

        The folders are chosen first (in a worker thread: a folder counts as empty when all it holds are
        folders chosen before it in ``paths``), then journaled and removed in write-ahead batches of
        ``BATCH_SIZE`` (one insert and one update each, not two commits per folder). A folder that gains
        an entry between the choice and its ``rmdir`` is kept (the step notes ``kept``), as before."""
        targets = [os.path.normpath(os.fspath(p)) for p in paths]
        for target in targets:
            self._check_user_path(target)
        chosen = await asyncio.to_thread(_empty_folders, targets)
        removed: list[Path] = []
        for start in range(0, len(chosen), BATCH_SIZE):
            planned = []
            for target in chosen[start:start + BATCH_SIZE]:
                seq = self._next_seq()
                planned.append(PlannedStep(Step("rmdir", target, None, self.opid(seq)), seq))
            await self.execute(planned)
            for step in planned:
                if step.status == "done" and step.note is None:
                    removed.append(Path(step.step.src or ""))
                    self._known_dirs.discard(step.step.src or "")
        return removed

    async def move(self, src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> Path:
        """Move a file or folder; never overwrites (``Conflict``); ``NotFound`` when ``src`` is gone."""
        results = await self.move_many([(src, dst)])
        result = results[0]
        if result.status == "missing":
            raise NotFound("the source no longer exists")
        if result.status == "conflict":
            raise Conflict("the destination already exists", details={"path": self.journal.display(result.dst)})
        if result.status == "refused":
            raise PathNotAllowed(REFUSED)
        if result.status == "changed":
            raise Conflict(CHANGED)
        if result.status != "done":
            raise ApiError(f"the move failed ({result.error})", status=500, code="operation_failed")
        return Path(result.dst)

    async def move_many(
        self,
        pairs: Iterable[tuple[str | os.PathLike[str], str | os.PathLike[str]]],
        on_progress: Progress | None = None,
        should_stop: Callable[[], bool] | None = None,
        batch_size: int = BATCH_SIZE,
        *,
        stats: Sequence[tuple[int, int]] | None = None,
    ) -> list[OpResult]:
        """Move many items: per batch, one write-ahead insert, the moves in a worker thread, one
        update. Destination folders are created as journaled ``mkdir`` ops. Returns one
        ``OpResult`` per pair, in order; a stop request ends the work between two moves.

        ``stats`` (optional, one ``(size, mtime_ns)`` per pair) are the sources' ``lstat`` the
        caller has just taken (e.g. to compare fingerprints): they are journaled as they are
        instead of stat-ing every source again. A source gone by the time of its move is still
        reported ``missing``."""
        check = self._user_path
        with gc_paused():
            items = [(check(s), check(d)) for s, d in pairs]
            results: list[OpResult] = [OpResult(s, d, "pending") for s, d in items]
        if stats is not None and len(stats) != len(items):
            raise ValueError("stats must have one entry per pair")
        total = len(items)
        chunks = [range(lo, min(lo + batch_size, total)) for lo in range(0, total, batch_size)]
        taken: set[str] = set()  # destinations planned by this call (one listing of each folder per batch)
        finished = 0

        async def prepare(k: int) -> tuple[list[PlannedStep], list[int | None]]:
            return await asyncio.to_thread(_paused, self._prepare_moves, items, chunks[k], results, stats, taken)

        def settle(planned: list[PlannedStep], owners: list[int | None]) -> bool:
            """Copy the batch's outcomes to ``results``; True when a stop cut it short."""
            stopped = False
            for p, owner in zip(planned, owners):
                if owner is not None:
                    result = results[owner]
                    result.status, result.error = p.status, p.error
                    stopped = stopped or p.status == "cancelled"
            return stopped

        async def report(k: int) -> None:
            nonlocal finished
            finished += len(chunks[k])
            if on_progress is not None:
                outcome = on_progress(finished, total)
                if inspect.isawaitable(outcome):
                    await outcome

        def cancel_from(k: int) -> None:
            for r in results[chunks[k].start if k < len(chunks) else total:]:
                r.status, r.error = "cancelled", "cancelled"

        if not chunks or (should_stop is not None and should_stop()):
            cancel_from(0)
            return results
        confine = self.confinement()
        # Pipelined as ``execute_batches``: while the worker thread moves batch k, the database marks batch
        # k-1 and the next batch is planned and written ahead. Batch k+1's rows are committed and synced
        # (``_insert``) before its first change, as always.
        async with self._lock:
            batch = await prepare(0)
            await self._insert(batch[0])
            k = 0
            previous: tuple[list[PlannedStep], list[int | None]] | None = None
            while True:
                async def database(k: int = k, previous: Any = previous) -> Any:
                    if previous is not None:  # batch k-1, moved: marked while batch k moves
                        await self._mark(previous[0])
                        settle(*previous)
                        await report(k - 1)
                    if k + 1 < len(chunks) and not (should_stop is not None and should_stop()):
                        upcoming = await prepare(k + 1)
                        await self._insert(upcoming[0])
                        return upcoming
                    return None

                outcome = await asyncio.gather(asyncio.to_thread(_run_steps, batch[0], should_stop, confine),
                                               database(), return_exceptions=True)
                for item in outcome:
                    if isinstance(item, BaseException):
                        raise item
                upcoming = outcome[1]
                if any(p.status == "cancelled" for p in batch[0]):  # stopped: the rest is not done
                    await self._mark(batch[0])
                    settle(*batch)
                    if upcoming is not None:  # written ahead, never started
                        for p in upcoming[0]:
                            p.status, p.error = "cancelled", "cancelled"
                        await self._mark(upcoming[0])
                    cancel_from(k + 1)
                    await report(k)
                    return results
                previous = batch
                if upcoming is None:
                    break
                batch, k = upcoming, k + 1
            await self._mark(batch[0])
            settle(*batch)
            await report(k)
            cancel_from(k + 1)
        return results

    def _prepare_moves(self, items: list[tuple[str, str]], chunk: Iterable[int], results: list[OpResult],
                       stats: Sequence[tuple[int, int]] | None = None, taken: set[str] | None = None,
                       ) -> tuple[list[PlannedStep], list[int | None]]:
        """Worker thread: stat sources (unless ``stats`` came along), spot conflicts, plan parent
        folders and moves. ``taken``: destinations planned before (by earlier batches of the call)."""
        planned: list[PlannedStep] = []
        owners: list[int | None] = []
        taken = set() if taken is None else taken
        known = self._known_dirs
        lstat = os.lstat
        lexists = Existence(items[index][1] for index in chunk)  # one listing per folder, not an lstat per path
        tid = self.id
        for index in chunk:
            src, dst = items[index]
            if stats is None:
                try:
                    st = lstat(src)
                except OSError:
                    results[index].status = "missing"
                    continue
                size, mtime = st.st_size, st.st_mtime_ns
            else:
                size, mtime = stats[index]
            if dst in taken or lexists(dst):
                results[index].status = "conflict"
                continue
            taken.add(dst)
            parent = dst.rpartition("/")[0] or "/"
            if parent not in known:
                for mk in self._plan_dirs(parent):
                    planned.append(mk)
                    owners.append(None)
            seq = self._seq
            self._seq = seq + 1
            results[index].seq = seq
            planned.append(PlannedStep(Step("move", src, dst, f"{tid}-{seq}"), seq, size=size, mtime_ns=mtime))
            owners.append(index)
        return planned, owners

    async def tag(self, paths: Sequence[str | os.PathLike[str]],
                  then: Callable[[Any, dict[int, int]], Any]) -> None:
        """Journal a change of the tags of each of ``paths`` (nothing changes on disk): ``then(connection,
        {seq: operation id})`` writes the change itself in the database transaction that marks the rows
        ``done``, so the journal and the tags never disagree. Undo and redo write reversing ``tag`` rows;
        the plugin that owns the tags replays them (see ``docs/tags-and-suggestions.md``)."""
        planned = []
        for path in paths:
            seq = self._next_seq()
            planned.append(PlannedStep(Step("tag", self._user_path(path), None, self.opid(seq)), seq))
        if not planned:
            return
        tid = self.id

        async def write(conn: Any) -> None:
            rows = await Operation.filter(transaction_id=tid, seq__gte=planned[0].seq,
                                          seq__lte=planned[-1].seq).using_db(conn).values_list("seq", "id")
            await then(conn, dict(rows))

        await self.execute(planned, then=write)
        _raise_first_failure(planned)

    async def trash(self, path: str | os.PathLike[str]) -> Path:
        """Move ``path`` into its root's trash (``<root>/.foldwise-trash/<txn>/<op>/<name>``); undo puts it back."""
        src = os.path.normpath(os.fspath(path))
        self._check_user_path(src)
        try:
            size, mtime = await asyncio.to_thread(fsops.stat_of, Path(src))
        except FileNotFoundError:
            raise NotFound("no such file or folder") from None
        seq = self._next_seq()
        planned = [PlannedStep(Step("trash", src, self.trash_path(seq, src), self.opid(seq)),
                               seq, size=size, mtime_ns=mtime)]
        await self.execute(planned)
        _raise_first_failure(planned)
        return Path(planned[0].step.dst or "")

    async def write_new(self, dst: str | os.PathLike[str],
                        source: bytes | str | os.PathLike[str] | IO[bytes]) -> Path:
        """Create a new file at ``dst`` (an upload) from bytes, a path or a stream; never overwrites."""
        target = os.path.normpath(os.fspath(dst))
        self._check_user_path(target)
        if await asyncio.to_thread(os.path.lexists, target):
            raise Conflict("the destination already exists", details={"path": self.journal.display(target)})
        checksum = None
        size = None
        if isinstance(source, bytes):
            import xxhash

            checksum, size = xxhash.xxh3_128_hexdigest(source), len(source)
        dirs = await asyncio.to_thread(self._plan_dirs, os.path.dirname(target))
        if dirs:
            await self.execute(dirs)
            _raise_first_failure(dirs)
        seq = self._next_seq()
        planned = PlannedStep(Step("write", None, target, self.opid(seq)), seq, size=size, checksum=checksum)
        confine = self.confinement()

        def write() -> tuple[int, str]:
            confine.check(target)
            return fsops.write_new(Path(target), source, planned.step.opid)

        async with self._lock:
            await self._insert([planned])
            try:
                size, digest = await asyncio.to_thread(write)
            except OutsideRoots:
                await Operation.filter(transaction_id=self.id, seq=seq).update(state="failed", error=REFUSED)
                raise PathNotAllowed(REFUSED) from None
            except FileExistsError:
                await Operation.filter(transaction_id=self.id, seq=seq).update(state="failed", error="EEXIST")
                raise Conflict("the destination already exists",
                               details={"path": self.journal.display(target)}) from None
            except OSError as exc:
                await Operation.filter(transaction_id=self.id, seq=seq).update(state="failed", error=_describe(exc))
                raise ApiError(f"the upload could not be written ({_describe(exc)})", status=500,
                               code="operation_failed") from None
            await Operation.filter(transaction_id=self.id, seq=seq).update(
                state="done", size=size, checksum=digest)
        self.effects.add("write", None, target)
        return Path(target)

    async def hardlink(self, keep: str | os.PathLike[str], dup: str | os.PathLike[str]) -> Path:
        """Replace ``dup`` by a hard link to ``keep``; the original ``dup`` goes to the trash (undo
        restores its bytes). Both must be regular files on one filesystem."""
        keep_p, dup_p = os.path.normpath(os.fspath(keep)), os.path.normpath(os.fspath(dup))
        self._check_user_path(keep_p)
        self._check_user_path(dup_p)

        def prepare() -> tuple[int, int, bool]:
            try:
                a, b = os.lstat(keep_p), os.lstat(dup_p)
            except FileNotFoundError:
                raise NotFound("no such file") from None
            import stat as st_mod

            if not (st_mod.S_ISREG(a.st_mode) and st_mod.S_ISREG(b.st_mode)):
                raise Conflict("only regular files can be hard linked")
            if a.st_dev != b.st_dev:
                raise Conflict("hard links need both files on one filesystem")
            return b.st_size, b.st_mtime_ns, (a.st_ino == b.st_ino)

        size, mtime, already = await asyncio.to_thread(prepare)
        if already:
            return Path(dup_p)
        seq_t = self._next_seq()
        seq_l = self._next_seq()
        planned = [
            PlannedStep(Step("trash", dup_p, self.trash_path(seq_t, dup_p), self.opid(seq_t)),
                        seq_t, size=size, mtime_ns=mtime),
            PlannedStep(Step("link", keep_p, dup_p, self.opid(seq_l)), seq_l),
        ]
        await self.execute(planned)
        if planned[0].status == "done" and planned[1].status != "done":
            seq_r = self._next_seq()
            back = PlannedStep(Step("restore", planned[0].step.dst, dup_p, self.opid(seq_r)), seq_r)
            await self.execute([back])
        _raise_first_failure(planned)
        return Path(dup_p)

    async def link_new(self, src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> Path:
        """Create ``dst`` as a new hard link to the file ``src`` (parent folders journaled); never
        overwrites (``Conflict``). Undo unlinks ``dst`` only while it is still that same file."""
        src_p, dst_p = os.path.normpath(os.fspath(src)), os.path.normpath(os.fspath(dst))
        self._check_user_path(src_p)
        self._check_user_path(dst_p)
        if not await asyncio.to_thread(os.path.isfile, src_p):
            raise NotFound("no such file")
        if await asyncio.to_thread(os.path.lexists, dst_p):
            raise Conflict("the destination already exists", details={"path": self.journal.display(dst_p)})
        dirs = await asyncio.to_thread(self._plan_dirs, os.path.dirname(dst_p))
        if dirs:
            await self.execute(dirs)
            _raise_first_failure(dirs)
        seq = self._next_seq()
        planned = [PlannedStep(Step("link", src_p, dst_p, self.opid(seq)), seq)]
        await self.execute(planned)
        _raise_first_failure(planned)
        return Path(dst_p)

    async def reflink(self, keep: str | os.PathLike[str], dup: str | os.PathLike[str]) -> Path:
        """Replace ``dup`` by a reflink (``FICLONE``) copy of ``keep``: the two then share their
        extents, while ``dup`` stays an independent file (a later write to one does not show in
        the other). Journaled as ``clone`` (keep -> a temp name beside dup), ``swap`` (the temp
        and dup exchange names atomically, so dup's name always holds dup's bytes) and ``trash``
        (the original dup, now under the temp name). The copy gets dup's mode, owner, times and
        extended attributes and is verified byte for byte against dup before the swap. Undo
        swaps back and trashes the clone. 409 ``reflink_unsupported`` (nothing changed) when the
        filesystem cannot clone; ``Conflict`` when dup changed meanwhile."""
        keep_p, dup_p = os.path.normpath(os.fspath(keep)), os.path.normpath(os.fspath(dup))
        self._check_user_path(keep_p)
        self._check_user_path(dup_p)

        def prepare() -> tuple[os.stat_result, bool]:
            try:
                a, b = os.lstat(keep_p), os.lstat(dup_p)
            except FileNotFoundError:
                raise NotFound("no such file") from None
            import stat as st_mod

            if not (st_mod.S_ISREG(a.st_mode) and st_mod.S_ISREG(b.st_mode)):
                raise Conflict("only regular files can be reflinked")
            if a.st_dev == b.st_dev and a.st_ino == b.st_ino:
                return b, True  # one file under two names already
            if not fsops.reflink_supported(keep_p, os.path.dirname(dup_p)):
                raise reflink_unsupported()
            return b, False

        before, already = await asyncio.to_thread(prepare)
        if already:
            return Path(dup_p)
        seq_c = self._next_seq()
        tmp = str(fsops.tmp_path_for(Path(dup_p), self.opid(seq_c)))
        clone = PlannedStep(Step("clone", keep_p, tmp, self.opid(seq_c)), seq_c, size=before.st_size)
        await self.execute([clone])
        if clone.status != "done":
            if (clone.error or "").split(":")[0] in _UNSUPPORTED_NAMES:
                raise reflink_unsupported()
            _raise_first_failure([clone])

        def adopt() -> bool:
            """Give the clone dup's metadata; True when its bytes equal dup's (unchanged since)."""
            try:
                now = os.lstat(dup_p)
                if (now.st_size, now.st_mtime_ns, now.st_ino) != (before.st_size, before.st_mtime_ns,
                                                                   before.st_ino):
                    return False
                shutil.copystat(dup_p, tmp, follow_symlinks=False)
                try:
                    os.chown(tmp, before.st_uid, before.st_gid, follow_symlinks=False)
                except PermissionError:
                    pass  # not ours to give away; the bytes and times still match
                return os.lstat(tmp).st_size == before.st_size and \
                    fsops.fast_hash(Path(tmp)) == fsops.fast_hash(Path(dup_p))
            except OSError:
                return False

        if not await asyncio.to_thread(adopt):
            await self._discard(tmp)
            raise Conflict("the duplicate changed or differs from the file kept; nothing was replaced",
                           details={"path": self.journal.display(dup_p)})
        seq_s, seq_t = self._next_seq(), self._next_seq()
        swap = PlannedStep(Step("swap", tmp, dup_p, self.opid(seq_s)), seq_s, size=before.st_size,
                           mtime_ns=before.st_mtime_ns, checksum=f"ino:{before.st_ino}")
        old = PlannedStep(Step("trash", tmp, self.trash_path(seq_t, dup_p), self.opid(seq_t)),
                          seq_t, size=before.st_size, mtime_ns=before.st_mtime_ns)
        await self.execute([swap, old])
        if swap.status != "done":
            await self._discard(tmp)
        _raise_first_failure([swap, old])
        return Path(dup_p)

    async def _discard(self, path: str) -> None:
        """Trash a temp file this transaction made (journaled, like every change)."""
        seq = self._next_seq()
        await self.execute([PlannedStep(Step("trash", path, self.trash_path(seq, path),
                                             self.opid(seq)), seq)])


#: errno names (as ``_describe`` stores them) that mean the filesystem cannot clone.
_UNSUPPORTED_NAMES = frozenset(errno.errorcode[e] for e in fsops.REFLINK_UNSUPPORTED)


def reflink_unsupported() -> ApiError:
    """409 ``reflink_unsupported``: the filesystem (or the pair of them) cannot make reflinks."""
    return ApiError("the filesystem does not support reflinks (FICLONE); use trash or hardlink", status=409,
                    code="reflink_unsupported")


def _raise_first_failure(planned: Sequence[PlannedStep]) -> None:
    for p in planned:
        if p.status == "conflict":
            raise Conflict("the destination already exists")
        if p.status == "refused":
            raise PathNotAllowed(REFUSED)
        if p.status == "changed":
            raise Conflict(CHANGED)
        if p.status in ("failed", "cancelled"):
            if p.error and p.error.startswith("EACCES") or (p.error or "").startswith("EPERM"):
                raise Forbidden("the filesystem refused the change")
            raise ApiError(f"the operation failed ({p.error})", status=500, code="operation_failed")

