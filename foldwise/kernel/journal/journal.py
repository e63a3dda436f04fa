"""``Journal``: transactions of journaled changes, undo/redo/rollback, history and crash recovery.

Undo, redo, job rollback and recovery read the journal and nothing else. An undo is itself a
transaction (kind ``undo``, ``undo_of`` = target) whose operations reverse the target's done
operations in reverse order; a redo reverses that undo (kind ``redo``).
"""

from __future__ import annotations

import asyncio
import logging
import os
from contextlib import asynccontextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, AsyncIterator

from foldwise.kernel.auth.ownership import check_transaction_owner, owned_transactions
from foldwise.kernel.errors import Conflict, InvalidRequest, NotFound
from foldwise.kernel.liveness import local_owner_alive, process_id
from foldwise.kernel.journal import fsops
from foldwise.kernel.journal.gcpause import gc_paused
from foldwise.kernel.journal.handle import Effects, PlannedStep, TransactionHandle
from foldwise.kernel.journal.models import Operation, Transaction
from foldwise.kernel.journal.confine import REFUSED, Confinement, OutsideRoots
from foldwise.kernel.journal.ops import MOVE_LIKE, Step, audit, inverse, precheck
from foldwise.kernel.scope import current_scope
from foldwise.kernel.journal.recovery import settle
from foldwise.kernel.sandbox import TRASH_FOLDER

__all__ = ["Journal"]

log = logging.getLogger("foldwise.journal")
#: Transactions whose done operations are live changes (undo targets).
_LIVE = ("committed", "failed")
#: Reversing operations per write-ahead batch of an undo, redo or rollback.
REVERSE_BATCH = 2000
#: A transaction opened on another host that belongs to no job is settled only after this long: single-file
#: routes finish in seconds, even a large cross-device move in minutes.
FOREIGN_TRANSACTION_STALE_SECONDS = 900.0


def _swap_mark(step: Step) -> str | None:
    """A ``swap`` row records the inode its destination has before the swap (see ``ops``)."""
    try:
        return f"ino:{os.lstat(step.dst or '').st_ino}"
    except OSError:
        return None


def _visible(query: Any, caller: Any) -> Any:
    """``query`` as ``caller`` may list it: once workspaces scope the caller (``kernel.scope``), a member
    lists only their own transactions (the paths of others' work stay private); an admin lists all."""
    if caller is None or caller.is_admin or current_scope() is None:
        return query
    return _mine(query, caller)


def _mine(query: Any, caller: Any) -> Any:
    """``query`` limited to the transactions that belong to ``caller`` (all of them without one)."""
    return query if caller is None else query.filter(owned_transactions(caller))


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)


def _now() -> datetime:
    return datetime.now(timezone.utc)


def local_actor() -> str:
    """Who a local command acts as in the history: ``<system user> (command line)``."""
    import getpass

    try:
        user = getpass.getuser()
    except Exception:  # noqa: BLE001 - no name for this uid (a container): say so
        user = f"uid {os.getuid()}"
    return f"{user} (command line)"


class Journal:
    """The operation journal of one kernel (``kernel.journal``)."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        #: real path: the journal's confinement compares real parent folders with recorded ones
        self.trash_dir: Path = Path(os.path.realpath(kernel.settings.home)) / "trash"
        self._undo_lock = asyncio.Lock()
        #: transactions this process has open right now (never settled by recovery).
        self._open: set[int] = set()

    @property
    def sandbox(self) -> Any:
        return getattr(self.kernel, "sandbox", None)

    def trash_folder_for(self, path: str) -> Path:
        """The trash for ``path``: ``<root>/.foldwise-trash`` of the root holding it (same filesystem, so
        trashing is a rename, and every machine that mounts the root finds it), else the data home's."""
        sandbox = self.sandbox
        for root in sandbox.roots if sandbox is not None else ():
            base = str(root)
            if path.startswith(base.rstrip(os.sep) + os.sep):
                return root / TRASH_FOLDER
        return self.trash_dir

    def confinement(self) -> Confinement:
        """Where the journal may change things right now: the configured roots and its trash."""
        sandbox = self.sandbox
        return Confinement.of(sandbox.roots if sandbox is not None else (), self.trash_dir)

    # ---- display and events -------------------------------------------------
    def display(self, path: str | None) -> str | None:
        """A path as clients may see it: inside a root as is, in the trash as ``trash:<rest>``,
        anything else by its final name only."""
        if path is None:
            return None
        trash = str(self.trash_dir)
        if path == trash or path.startswith(trash + os.sep):
            return "trash:" + os.path.relpath(path, trash)
        sandbox = self.sandbox
        root_trash = self.trash_folder_for(path)
        if root_trash != self.trash_dir and path.startswith(str(root_trash) + os.sep):
            return "trash:" + os.path.relpath(path, root_trash)
        if sandbox is not None and sandbox.contains(path):
            return path
        return os.path.basename(path)

    async def _publish(self, kind: str, transaction_id: int, effects: Effects, **extra: Any) -> None:
        bus = getattr(self.kernel, "bus", None)
        if bus is None or not effects:
            return
        data = {"transaction_id": transaction_id, "moves": effects.moves, "removed": effects.removed,
                "created": effects.created, **extra}
        if effects.tagged:
            data["tagged"] = effects.tagged
        try:
            await bus.publish(kind, data)
        except Exception:  # noqa: BLE001 - the change is committed; a lost event must not undo it
            log.exception("could not publish %s for transaction %s", kind, transaction_id)

    # ---- transactions -------------------------------------------------------
    @asynccontextmanager
    async def transaction(self, kind: str, *, actor: str | None = None, job_id: Any = None,
                          description: str = "") -> AsyncIterator[TransactionHandle]:
        """One undo step. Commits on a clean exit; an exception marks it ``failed`` (its done
        operations stay recorded and undoable); an empty transaction leaves no record."""
        if actor is None and getattr(self.kernel, "one_shot", False) is True:
            actor = local_actor()  # a local command: the account is the system user who ran it
        record = await Transaction.create(kind=kind, actor=actor, description=description,
                                          job_id=None if job_id is None else str(job_id), state="open",
                                          owner=process_id())
        self._open.add(record.id)
        handle = TransactionHandle(self, record)
        try:
            yield handle
        except (Exception, asyncio.CancelledError):
            await asyncio.shield(self._close(handle, "failed"))
            raise
        await self._close(handle, "committed")

    async def _close(self, handle: TransactionHandle, state: str) -> None:
        record = handle.record
        self._open.discard(record.id)
        if handle.op_count == 0:
            await record.delete()
            return
        record.state = state
        record.committed_at = _now()
        await record.save(update_fields=["state", "committed_at"])
        await self._publish("journal.applied", record.id, handle.effects)

    # ---- undo / redo ----------------------------------------------------------
    async def _default_undo_target(self, caller: Any = None) -> Transaction:
        txn = await (_mine(Transaction.filter(state__in=_LIVE, operations__state="done"), caller)
                     .exclude(kind="undo").order_by("-id").first())
        if txn is None:
            raise NotFound("there is nothing to undo")
        return txn

    async def _get(self, transaction_id: int) -> Transaction:
        try:
            tid = int(transaction_id)
        except (TypeError, ValueError):
            raise InvalidRequest("transaction_id must be an integer") from None
        if not 1 <= tid < 2**31:  # no such id can exist (the column is a 32-bit integer)
            raise NotFound(f"no transaction {tid}")
        txn = await Transaction.get_or_none(id=tid)
        if txn is None:
            raise NotFound(f"no transaction {tid}")
        return txn

    async def undo(self, transaction_id: int | None = None, *, skip_conflicts: bool = False,
                   caller: Any = None) -> dict[str, Any]:
        """Reverse a transaction (default: the newest live one that is not an undo).

        An occupied target or a vanished source is a 409 ``conflict`` and nothing changes,
        unless ``skip_conflicts`` (then those operations stay as they are and are reported).
        With a ``caller`` (an ``Actor``) the default is the caller's newest, and a transaction
        given by id must be theirs unless they are an admin (403 ``forbidden``).
        """
        async with self._undo_lock:
            target = await (self._get(transaction_id) if transaction_id is not None
                            else self._default_undo_target(caller))
            await check_transaction_owner(caller, target)
            if target.state not in _LIVE and target.undo_of is None:
                head = await self.head(target)  # a change undone then redone: undo its redo (what is in effect)
                if head.kind == "redo" and head.state in _LIVE:
                    target = head
            if target.state not in _LIVE:
                raise Conflict(f"transaction {target.id} is {target.state}; there is nothing to undo")
            kind = "redo" if target.kind == "undo" else "undo"
            result = await self._reverse(target, kind, skip_conflicts=skip_conflicts)
        await self._sync_job(target, kind, result)
        return result

    async def redo(self, transaction_id: int | None = None, *, caller: Any = None) -> dict[str, Any]:
        """Re-apply an undone transaction (default: the most recent undo not yet redone).

        ``transaction_id`` may name the undone transaction or the undo transaction itself.
        ``caller`` restricts it as in ``undo``.
        """
        async with self._undo_lock:
            if transaction_id is None:
                undo = await _mine(Transaction.filter(kind="undo", state="committed"), caller).order_by("-id").first()
                if undo is None:
                    raise NotFound("there is nothing to redo")
            else:
                txn = await self._get(transaction_id)
                await check_transaction_owner(caller, txn)
                if txn.kind == "undo":
                    undo = txn
                else:
                    head = await self.head(txn)  # the latest undo in the change's chain (after undo, redo, undo)
                    undo = head if head.kind == "undo" and head.state == "committed" else None
                    if undo is None:
                        raise Conflict(f"transaction {txn.id} has not been undone")
            if undo.state != "committed":
                raise Conflict(f"transaction {undo.id} is {undo.state}; there is nothing to redo")
            result = await self._reverse(undo, "redo")
        await self._sync_job(undo, "redo", result)
        return result

    # ---- one truth for jobs and history -----------------------------------------
    async def origin(self, txn: Transaction) -> Transaction:
        """The original change an undo or redo belongs to (itself when it is one)."""
        seen = 0
        while txn.undo_of is not None and seen < 1000:
            parent = await Transaction.get_or_none(id=txn.undo_of)
            if parent is None:
                break
            txn, seen = parent, seen + 1
        return txn

    async def head(self, original: Transaction) -> Transaction:
        """The newest committed (or failed) step in ``original``'s undo/redo chain (itself when never undone)."""
        current = original
        for _ in range(1000):
            step = await Transaction.filter(undo_of=current.id, state__in=_LIVE + ("undone",)).order_by("-id").first()
            if step is None:
                break
            current = step
        return current

    async def _sync_job(self, target: Transaction, kind: str, result: dict[str, Any]) -> None:
        """An organize job undone (or redone) from the history says so wherever it is shown: ``rolled_back``
        after a complete undo, an error naming what is left after a partial one, ``completed`` after a redo."""
        jobs = getattr(self.kernel, "jobs", None)
        original = await self.origin(target)
        if jobs is None or not original.job_id:
            return
        try:
            job = await jobs.get(original.job_id)
        except NotFound:
            return
        if job.type != original.kind:  # e.g. a dedupe resolution belongs to its scan job: the scan stays as it is
            return
        from foldwise.kernel.jobs.models import Job

        now = _now()
        undone = kind == "undo" and (await self.head(original)).kind == "undo"
        if undone and result.get("complete"):
            values: dict[str, Any] = {"status": "rolled_back", "error": None}
        elif undone:
            values = {"error": f"partially rolled back from the history: {result.get('failed', 0)} operation(s) "
                               f"failed, {len(result.get('conflicts') or [])} conflict(s)"}
        elif job.status == "rolled_back":
            values = {"status": "completed", "error": None}
        else:
            return
        await Job.filter(id=job.id).update(updated_at=now, **values)
        bus = getattr(self.kernel, "bus", None)
        if bus is not None:
            fresh = await Job.get(id=job.id)
            try:
                await bus.publish("organize_complete", {"job_type": fresh.type, "status": fresh.status,
                                                        "result": fresh.result, "error": fresh.error,
                                                        "job": jobs.to_wire(fresh)},
                                  job_id=fresh.id, progress=fresh.progress)
            except Exception:  # noqa: BLE001 - the job row is right; a lost event only delays a page refresh
                log.exception("could not publish the job change of %s", job.id)

    async def origin_of(self, transaction_id: int, caller: Any = None) -> dict[str, Any]:
        """``{id, label, target_id, done, actor}`` of the original change transaction ``transaction_id`` undoes
        or redoes (or is); with a ``caller``, 403 when they may not act on it."""
        target = await self._get(transaction_id)
        if caller is not None:
            await check_transaction_owner(caller, target)
        original = await self.origin(target)
        done = await Operation.filter(transaction_id=target.id, state="done").count()
        return {"id": original.id, "label": original.description or original.kind, "target_id": target.id,
                "done": done, "actor": original.actor}

    async def timeline(self, page: int = 1, page_size: int = 25, *, caller: Any = None) -> dict[str, Any]:
        """One row per original change (undo and redo steps folded into it), newest first: ``{items: [{...the
        original transaction, label, effective ("in_effect" | "undone" | "partly_undone"), head_id, head_kind,
        op_count}], total}``. ``head_id`` is what Undo (when in effect) or Redo (when undone) acts on."""
        page, page_size = max(1, int(page)), max(1, min(int(page_size), 500))
        query = Transaction.filter(undo_of=None).exclude(state="open")
        query = _visible(query, caller)
        total = await query.count()
        txns = await query.order_by("-id").offset((page - 1) * page_size).limit(page_size)
        items = []
        for txn in txns:
            head = await self.head(txn)
            entry = txn.to_dict()
            entry["op_count"] = await Operation.filter(transaction_id=txn.id).count()
            entry["operations"] = [self._op_wire(op) for op in
                                   await Operation.filter(transaction_id=txn.id).order_by("seq").limit(5)]
            entry["label"] = txn.description or txn.kind
            entry["head_id"], entry["head_kind"] = head.id, head.kind
            if head.kind == "undo":
                entry["effective"] = "undone" if head.state == "committed" else "partly_undone"
                entry["changed_at"] = head.created_at.isoformat() if head.created_at else None
            else:
                entry["effective"] = "in_effect" if txn.state != "undone" or head.id != txn.id else "undone"
                entry["changed_at"] = head.created_at.isoformat() if head.created_at else None
            items.append(entry)
        return {"items": items, "total": total, "page": page, "page_size": page_size}

    async def _reverse(self, target: Transaction, kind: str, *, skip_conflicts: bool = False) -> dict[str, Any]:
        existing = await Transaction.filter(undo_of=target.id, state__in=("open", "failed")).order_by("-id").first()
        if existing is not None:
            await self._absorb_reverted(existing.id)
        rows = await self._done_rows(target.id)
        steps: list[tuple[tuple[Any, ...], Step]] = []
        with gc_paused():
            for row in rows:
                inv_op, inv_src, inv_dst = inverse(row[1], row[2], row[3])
                steps.append((row, Step(inv_op, inv_src, inv_dst)))
        plain = [s for _, s in steps]
        confine = self.confinement()

        def checks() -> list[dict[str, str]]:
            exists: dict[str, bool] = {}  # the sources audit lstat-ed: precheck does not lstat them again
            found = audit(plain, [(row[4], row[5]) for row, _ in steps], confine, exists)
            seen = {c["path"] for c in found}
            return found + [c for c in precheck(plain, exists) if c["path"] not in seen]

        conflicts = await asyncio.to_thread(checks)
        shown = [{"path": self.display(c["path"]), "reason": c["reason"]} for c in conflicts]
        if conflicts and not skip_conflicts:
            raise Conflict(
                f"cannot undo transaction {target.id}: {len(conflicts)} path(s) changed since",
                details={"transaction_id": target.id, "conflicts": shown},
            )
        blocked = {(c["path"]) for c in conflicts}
        if blocked:
            steps = [(op, s) for op, s in steps if s.src not in blocked and s.dst not in blocked]
        if existing is not None:
            record = existing
            last = await Operation.filter(transaction_id=record.id).order_by("-seq").first()
            next_seq = (last.seq + 1) if last else 0
            record.state = "open"
            record.owner = process_id()
            await record.save(update_fields=["state", "owner"])
        else:
            original = await self.origin(target)  # labels name the change, never pile up ("undo of #6: redo of #5: ...")
            label = original.description or original.kind
            record = await Transaction.create(
                kind=kind, undo_of=target.id, job_id=target.job_id, actor=target.actor, state="open",
                owner=process_id(),
                redo_of=target.undo_of if kind == "redo" else None,
                description=f"{kind} of #{original.id}: {label}",
            )
            next_seq = 0
        self._open.add(record.id)
        handle = TransactionHandle(self, record, next_seq=next_seq)
        batches: list[list[PlannedStep]] = []
        thens: list[Any] = []
        for start in range(0, len(steps), REVERSE_BATCH):
            planned: list[PlannedStep] = []
            with gc_paused():
                for row, step in steps[start:start + REVERSE_BATCH]:
                    seq = handle._next_seq()
                    step.opid = handle.opid(seq)
                    if step.op == "trash" and step.dst is None:
                        step.dst = handle.trash_path(seq, step.src or "")
                    planned.append(PlannedStep(step, seq, size=row[4], mtime_ns=row[5], reverts=row[0],
                                               checksum=_swap_mark(step) if step.op == "swap" else None))
            if not planned:
                continue
            lo, hi = planned[0].seq, planned[-1].seq

            async def mark_targets(conn: Any, lo: int = lo, hi: int = hi) -> None:
                await self._mark_reverted(record.id, lo, hi, conn=conn)

            batches.append(planned)
            thens.append(mark_targets)
        # The reversing ops are marked done and their targets reverted in one transaction per batch.
        await handle.execute_batches(batches, thens=thens)
        failed = sum(1 for planned in batches for p in planned if p.status != "done")
        done_left = await Operation.filter(transaction_id=target.id, state="done").count()
        record.state = "committed" if failed == 0 else "failed"
        record.committed_at = _now()
        await record.save(update_fields=["state", "committed_at"])
        if done_left == 0:
            target.state = "undone"
            target.undone_at = _now()
            await target.save(update_fields=["state", "undone_at"])
        event = "journal.applied" if kind == "redo" else "journal.undone"
        await self._publish(event, target.id, handle.effects, by_transaction_id=record.id)
        return {
            "transaction_id": record.id,
            "kind": kind,
            "target_id": target.id,
            "reverted": len(steps) - failed,
            "failed": failed,
            "conflicts": shown,
            "complete": done_left == 0,
        }

    async def _done_rows(self, transaction_id: int) -> list[tuple[Any, ...]]:
        """``(id, op, src, dst, size, mtime_ns)`` of a transaction's done operations, newest first
        (one raw query: no model objects for 10,000s of rows)."""
        db = Operation._meta.db
        mark = "$1" if db.capabilities.dialect == "postgres" else "?"
        _, rows = await db.execute_query(
            "SELECT id, op, src, dst, size, mtime_ns FROM journal_operation "
            f"WHERE transaction_id = {mark} AND state = 'done' ORDER BY seq DESC", [transaction_id])
        with gc_paused():
            return [(r["id"], r["op"], r["src"], r["dst"], r["size"], r["mtime_ns"]) for r in rows]

    async def _mark_reverted(self, undo_id: int, lo: int | None = None, hi: int | None = None, *,
                             conn: Any = None) -> None:
        """Mark target operations ``reverted`` whose reversing operation in ``undo_id`` (seq
        ``lo..hi``, default all) is done: one statement (on ``conn`` when given)."""
        db = conn if conn is not None else Operation._meta.db
        pg = db.capabilities.dialect == "postgres"
        marks = [f"${i}" for i in range(1, 4)] if pg else ["?", "?", "?"]
        sql = (
            "UPDATE journal_operation SET state = 'reverted' WHERE state = 'done' AND id IN "
            f"(SELECT reverts FROM journal_operation WHERE transaction_id = {marks[0]} "
            f"AND seq >= {marks[1]} AND seq <= {marks[2]} AND state = 'done' AND reverts IS NOT NULL)"
        )
        await db.execute_query(sql, [undo_id, -1 if lo is None else lo, 2**31 - 1 if hi is None else hi])

    async def _absorb_reverted(self, undo_id: int) -> None:
        """After an interruption: mark reverted every target op whose reversal in ``undo_id`` is done."""
        await self._mark_reverted(undo_id)

    async def rollback_job(self, job_id: Any) -> dict[str, Any]:
        """Undo every live transaction of a job, newest first. Resumable: an interrupted
        rollback continues its own undo transactions. Conflicting paths are skipped and reported."""
        txns = await Transaction.filter(job_id=str(job_id), state__in=_LIVE).exclude(kind="undo").order_by("-id")
        results = []
        for txn in txns:
            if not await Operation.filter(transaction_id=txn.id, state="done").exists():
                continue
            async with self._undo_lock:
                fresh = await Transaction.get(id=txn.id)
                if fresh.state in _LIVE:
                    results.append(await self._reverse(fresh, "undo", skip_conflicts=True))
        return {
            "job_id": str(job_id),
            "transactions": [r["target_id"] for r in results],
            "reverted": sum(r["reverted"] for r in results),
            "failed": sum(r["failed"] for r in results),
            "conflicts": [c for r in results for c in r["conflicts"]],
            "complete": all(r["complete"] for r in results),
        }

    # ---- history --------------------------------------------------------------
    async def history(self, page: int = 1, page_size: int = 50, *, ops_limit: int = 100,
                      job_id: Any = None, kinds: tuple[str, ...] | None = None,
                      states: tuple[str, ...] | None = None, caller: Any = None) -> dict[str, Any]:
        """Transactions newest first, each with up to ``ops_limit`` operations and op counts
        (only those of ``kinds`` / in ``states`` when given; see ``_visible`` for ``caller``)."""
        page, page_size = max(1, int(page)), max(1, min(int(page_size), 500))
        query = Transaction.all() if job_id is None else Transaction.filter(job_id=str(job_id))
        query = _visible(query, caller)
        if kinds:
            query = query.filter(kind__in=list(kinds))
        if states:
            query = query.filter(state__in=list(states))
        total = await query.count()
        txns = await query.order_by("-id").offset((page - 1) * page_size).limit(page_size)
        items = []
        for txn in txns:
            ops = await Operation.filter(transaction_id=txn.id).order_by("seq").limit(ops_limit)
            count = await Operation.filter(transaction_id=txn.id).count()
            entry = txn.to_dict()
            entry["op_count"] = count
            entry["operations"] = [self._op_wire(op) for op in ops]
            items.append(entry)
        return {"items": items, "total": total, "page": page, "page_size": page_size}

    def _op_wire(self, op: Operation) -> dict[str, Any]:
        data = op.to_dict()
        data["src"], data["dst"] = self.display(op.src), self.display(op.dst)
        return data

    # ---- recovery -------------------------------------------------------------
    async def _orphaned(self, txn: Transaction) -> bool:
        """True when no live process is applying ``txn`` (see ``docs/internals.md``, journal recovery)."""
        if txn.id in self._open:
            return False
        if not txn.owner:
            return True  # written before owners were recorded
        alive = local_owner_alive(txn.owner)
        if alive is not None:  # this host: a dead pid, or our own pid from an earlier life
            return not alive or txn.owner == process_id()
        if txn.job_id:  # another host runs the job: trust its heartbeat
            from foldwise.kernel.jobs.manager import STALE_SECONDS
            from foldwise.kernel.jobs.models import Job, JobBatch

            group = await JobBatch.get_or_none(transaction_id=txn.id)
            if group is not None:  # one batch group of a spread job: its own worker stamps it
                if group.state != "claimed" or group.claimed_by != txn.owner:
                    return True
                beat = group.heartbeat_at
                return beat is None or (_now() - _aware(beat)).total_seconds() > STALE_SECONDS
            job = await Job.get_or_none(id=txn.job_id)
            if job is None or job.status not in ("in_progress", "rolling_back"):
                return True
            beat = job.heartbeat_at or job.updated_at
            return beat is None or (_now() - _aware(beat)).total_seconds() > STALE_SECONDS
        return (_now() - _aware(txn.created_at)).total_seconds() > FOREIGN_TRANSACTION_STALE_SECONDS

    @staticmethod
    async def _made_again_later(pending: list[Operation]) -> dict[int, int]:
        """For pending moves, the id of a later operation of another transaction that made the same move
        (``src`` to ``dst``), keyed by the pending operation's id. That later operation checked the source
        was still in place before it moved it, so the pending one never happened: an instance that took
        over a dead one's batch made it instead (the filesystem alone would call both done)."""
        moves = [op for op in pending if op.op in MOVE_LIKE and op.src and op.dst]
        found: dict[int, int] = {}
        for start in range(0, len(moves), 500):
            chunk = moves[start:start + 500]
            rows = await Operation.filter(src__in=[op.src for op in chunk], op__in=tuple(MOVE_LIKE),
                                          state__in=("done", "reverted")).values_list(
                "id", "src", "dst", "transaction_id")
            for op in chunk:
                later = [rid for rid, src, dst, tid in rows
                         if src == op.src and dst == op.dst and rid > op.id and tid != op.transaction_id]
                if later:
                    found[op.id] = min(later)
        return found

    async def recover(self) -> dict[str, Any]:
        """Settle every pending operation of transactions whose process is gone, from what the filesystem
        shows; close those transactions as ``failed`` and remove temp files: every file exactly once,
        bytes intact. Work in flight in a live process (this one or another instance) is left alone."""
        open_txns = {t.id: t for t in await Transaction.filter(state="open")}
        orphans = {tid: t for tid, t in open_txns.items() if await self._orphaned(t)}
        pending = [op for op in await Operation.filter(state="pending").order_by("transaction_id", "seq")
                   if op.transaction_id in orphans or op.transaction_id not in open_txns]
        counts = {"done": 0, "failed": 0}
        confine = self.confinement()

        def settle_confined(op: Operation) -> tuple[str, str | None]:
            try:  # recovery removes temp files and finishes copies: never through a swapped folder
                confine.check(op.src, op.dst)
            except OutsideRoots:
                return "failed", REFUSED
            return settle(op.op, op.src, op.dst, op.opid, op.size, op.mtime_ns, op.checksum)

        def drop_temp(op: Operation) -> None:
            try:
                confine.check(op.src, op.dst)
            except OutsideRoots:
                return
            fsops.remove_tmp(fsops.tmp_path_for(Path(op.dst), op.opid))

        made_later = await self._made_again_later(pending)
        for op in pending:
            later = made_later.get(op.id)
            if later is not None:  # another process made this very move after it was recorded: not ours
                await asyncio.to_thread(drop_temp, op)
                state, error = "failed", f"not done: operation {later} made the same change later"
            else:
                state, error = await asyncio.to_thread(settle_confined, op)
            counts[state] += 1
            await Operation.filter(id=op.id).update(state=state, error=error)
            if state == "done" and op.reverts is not None:
                await Operation.filter(id=op.reverts, state="done").update(state="reverted")
        interrupted = list(orphans.values())
        for txn in interrupted:
            if txn.undo_of is not None:
                await self._absorb_reverted(txn.id)
            txn.state = "failed"
            txn.committed_at = _now()
            await txn.save(update_fields=["state", "committed_at"])
        if pending or interrupted:
            log.warning("journal recovery: %d pending operation(s) settled (%d done, %d not done); "
                        "%d interrupted transaction(s)", len(pending), counts["done"], counts["failed"],
                        len(interrupted))
        return {"settled": len(pending), **counts, "transactions": [t.id for t in interrupted]}
