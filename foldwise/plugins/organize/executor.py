"""Executing a plan: the ``organize`` job handler.

Per batch: the sources' fingerprints (size, mtime_ns) are checked against the plan in a
worker thread; a changed or missing source is skipped and reported. The rest go through
``txn.move_many`` (write-ahead journal, never overwrites, parent folders created as
journaled ``mkdir`` operations, cross-device moves copied, fsynced, verified, then
removed). The whole job is one journal transaction, so one undo step. Progress is
reported through the ``JobContext`` (throttled ``organize_progress`` events); a cancel
stops the work between two operations.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any, Awaitable, Callable

from foldwise.plugins.organize.config import organize_config
from foldwise.plugins.organize.plan import Plan

__all__ = ["run_organize", "check_fingerprints", "check_sources", "MAX_REPORTED"]

#: Skipped/failed operations listed in a job's result (the counts are always complete).
MAX_REPORTED = 1000
_STATUS_REASON = {
    "conflict": "destination exists",
    "missing": "source missing",
    "changed": "source changed since planning",
    "failed": "move failed",
    "cancelled": "cancelled",
}


def check_fingerprints(plan: Plan, indexes: list[int]) -> tuple[list[int], list[tuple[int, str]]]:
    """Split ``indexes`` into sources that still match the plan and ``(index, reason)`` for the rest."""
    ok, bad, _paths = check_sources(plan, indexes)
    return ok, bad


def check_sources(plan: Plan, indexes: list[int]) -> tuple[list[int], list[tuple[int, str]],
                                                            list[tuple[str, str]]]:
    """``check_fingerprints`` plus the absolute ``(source, destination)`` of each source that
    still matches (one ``lstat`` per source; the journal reuses it as the write-ahead stat)."""
    ok: list[int] = []
    bad: list[tuple[int, str]] = []
    paths: list[tuple[str, str]] = []
    prefix = plan.base if plan.base.endswith("/") else plan.base + "/"
    sources, destinations, sizes, mtimes = plan.sources, plan.destinations, plan.sizes, plan.mtimes
    lstat = os.lstat
    for index in indexes:
        src = prefix + sources[index]
        try:
            st = lstat(src)
        except FileNotFoundError:
            bad.append((index, "source missing"))
            continue
        except OSError as exc:
            bad.append((index, f"source unreadable ({exc.strerror})"))
            continue
        if st.st_size != sizes[index] or st.st_mtime_ns != mtimes[index]:
            bad.append((index, "source changed since planning"))
        else:
            ok.append(index)
            paths.append((src, prefix + destinations[index]))
    return ok, bad, paths


class _Tally:
    """Counts and the (capped) list of operations that did not happen."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.counts = {"moved": 0, "skipped": 0, "failed": 0, "cancelled": 0}
        self.items: list[dict[str, Any]] = []

    def record(self, index: int, kind: str, reason: str) -> None:
        self.counts[kind] += 1
        if len(self.items) < MAX_REPORTED and kind != "cancelled":
            op = self.plan.op(index)
            self.items.append({"id": op.id, "source": op.source, "destination": op.destination,
                               "status": kind, "reason": reason})


def counts_moved(tally: Any) -> int:
    return int(tally.counts.get("moved", 0))


def _work_list(plan: Plan) -> list[int]:
    """Indexes of the plan's operations that change something (moves and renames), in plan order."""
    return [i for i in range(len(plan)) if plan.actions[i] in (ord("m"), ord("r"))]


async def _apply_chunk(txn: Any, plan: Plan, chunk: list[int], tally: _Tally, stop: Any, batch_size: int,
                       *, resume: bool = False, on_progress: Callable[[int], Awaitable[None]] | None = None) -> None:
    """Fingerprint, then move a part of the plan through the journal (in batches of ``batch_size``, pipelined:
    ``move_many``), recording each outcome in ``tally``; ``on_progress(done)`` after each batch.

    ``resume``: an earlier run of the same work died; a source that is gone while its destination holds the
    planned file (same size and mtime) was moved by that run and counts as moved."""
    ok, bad, pairs = await asyncio.to_thread(check_sources, plan, chunk)
    if resume and bad:
        bad = await asyncio.to_thread(_moved_before, plan, bad, tally)
    for index, reason in bad:
        tally.record(index, "skipped", reason)
    # The fingerprint stat is the journal's write-ahead stat: no second lstat per source.
    stats = [(plan.sizes[i], plan.mtimes[i]) for i in ok]
    skipped = len(bad)

    async def progress(finished: int, _total: int) -> None:
        if on_progress is not None:
            await on_progress(skipped + finished)

    results = await txn.move_many(pairs, should_stop=stop, batch_size=batch_size, stats=stats,
                                  on_progress=progress if on_progress is not None else None) if pairs else []
    for index, result in zip(ok, results):
        if result.status == "done":
            tally.counts["moved"] += 1
        elif result.status in ("conflict", "missing", "changed"):
            tally.record(index, "skipped", _STATUS_REASON[result.status])
        elif result.status == "cancelled":
            tally.record(index, "cancelled", "cancelled")
        else:
            tally.record(index, "failed", f"move failed ({result.error})")


def _moved_before(plan: Plan, bad: list[tuple[int, str]], tally: _Tally) -> list[tuple[int, str]]:
    """Of ``bad``, count as moved each missing source whose destination is the planned file; the rest."""
    rest: list[tuple[int, str]] = []
    for index, reason in bad:
        if reason == "source missing":
            try:
                st = os.lstat(plan.abs(plan.destinations[index]))
            except OSError:
                st = None
            if st is not None and st.st_size == plan.sizes[index] and st.st_mtime_ns == plan.mtimes[index]:
                tally.counts["moved"] += 1
                continue
        rest.append((index, reason))
    return rest


def _status(counts: dict[str, int], stopped: bool) -> str:
    if counts["cancelled"] or stopped:
        return "cancelled"
    if counts["failed"] and not counts["moved"]:
        return "failed"
    if counts["failed"] or counts["skipped"]:
        return "partial"
    return "completed"


async def run_organize(ctx: Any) -> tuple[str, dict[str, Any]]:
    """The ``organize`` job handler: apply the job's stored plan (spread over the workers when it is large and
    the deployment has several: ``_run_spread``)."""
    from foldwise.plugins.organize.service import OrganizeService
    from foldwise.sdk import can_spread

    service = ctx.kernel.service(OrganizeService)
    plan = await service.plan_of(ctx.job_id)
    config = organize_config(ctx.kernel.settings)
    work = _work_list(plan)
    total = len(work)
    if can_spread(ctx.kernel, total):
        return await _run_spread(ctx, plan, work)
    tally = _Tally(plan)
    done = 0
    transaction_id = None
    await ctx.progress(0, total)

    def stop() -> bool:
        return bool(ctx.cancelled)

    from foldwise.sdk import owner_name

    async with ctx.kernel.journal.transaction(
            "organize", job_id=ctx.job_id, actor=await owner_name(ctx.job_id),
            description=f"organize {os.path.basename(plan.base) or plan.base} ({plan.methodology})") as txn:
        transaction_id = txn.id
        # Without a throttle, one call over the whole plan: the journal writes each batch ahead while the one
        # before moves (``move_many``); with one, a batch at a time and the pause between them.
        pipelined = not config.throttle_ms and not stop()
        if pipelined:
            async def progress(finished: int) -> None:
                await ctx.progress(finished, total)

            await _apply_chunk(txn, plan, work, tally, stop, config.batch_size, on_progress=progress)
        for start in range(0, 0 if pipelined else total, config.batch_size):
            chunk = work[start:start + config.batch_size]
            if stop():
                for index in chunk:
                    tally.record(index, "cancelled", "cancelled")
                done += len(chunk)
                continue
            await _apply_chunk(txn, plan, chunk, tally, stop, config.batch_size)
            done += len(chunk)
            await ctx.progress(done, total)
            if config.throttle_ms and start + config.batch_size < total:
                await asyncio.sleep(config.throttle_ms / 1000)
        emptied = plan.summary.get("remove_emptied_folders") or []
        if emptied and counts_moved(tally) and not stop():
            removed = await txn.rmdir_empty([plan.abs(rel) for rel in emptied])
            tally.counts["folders_removed"] = len(removed)
    counts = tally.counts
    result = {
        "planned": total,
        **counts,
        "unchanged": plan.count("skip"),
        "transaction_id": transaction_id if counts["moved"] else None,
        "problems": tally.items,
        "problems_truncated": counts["skipped"] + counts["failed"] > len(tally.items),
    }
    return _status(counts, stop()), result


# ---- one job over several workers ---------------------------------------------------------------------------
#: The work list of the plan a process applied last (each group of a spread job needs it; building it once).
_WORK_CACHE: dict[str, list[int]] = {}


def _description(plan: Plan) -> str:
    return f"organize {os.path.basename(plan.base) or plan.base} ({plan.methodology})"


async def _run_spread(ctx: Any, plan: Plan, work: list[int]) -> tuple[str, dict[str, Any]]:
    """Apply a large plan as batch groups that every worker claims (``foldwise.sdk.lead_spread``).

    The destination folders are made first, in one transaction, so groups never race to make the same
    folder; each group is one transaction; emptied folders are removed last, in one more. Rolling the job
    back undoes them all, newest first."""
    from foldwise.sdk import lead_spread, owner_name

    total = len(work)
    _WORK_CACHE.clear()
    _WORK_CACHE[ctx.job_id] = work
    await ctx.progress(0, total)
    journal = ctx.kernel.journal
    actor = await owner_name(ctx.job_id)
    parents = sorted({plan.abs(plan.destinations[i]).rpartition("/")[0] for i in work})
    async with journal.transaction("organize", job_id=ctx.job_id, actor=actor,
                                   description=f"{_description(plan)}: folders") as txn:
        for folder in parents:
            if ctx.cancelled:
                break
            try:
                await txn.mkdir(folder)
            except Exception:  # noqa: BLE001 - a file in the way: the group's moves report it
                continue
    rows = await lead_spread(ctx, total, run_organize_group) if not ctx.cancelled else []
    tally = _Tally(plan)
    workers: dict[str, int] = {}
    covered = 0
    for row in rows:
        workers[row.claimed_by or "none"] = workers.get(row.claimed_by or "none", 0) + 1
        size = row.hi - row.lo
        covered += size
        if row.state == "done" and row.result:
            for key, value in row.result.get("counts", {}).items():
                tally.counts[key] = tally.counts.get(key, 0) + value
            for item in row.result.get("problems", []):
                if len(tally.items) < MAX_REPORTED:
                    tally.items.append(item)
            continue
        moved = await _moved_in(row.transaction_id)
        tally.counts["moved"] += moved
        kind = "failed" if row.state == "failed" else "cancelled"
        tally.counts[kind] += size - moved
        if kind == "failed" and len(tally.items) < MAX_REPORTED:
            tally.items.append({"id": None, "source": None, "destination": None, "status": "failed",
                                "reason": f"batch group {row.seq} failed: {row.error}"})
    tally.counts["cancelled"] += total - covered
    stopped = bool(ctx.cancelled)
    emptied = plan.summary.get("remove_emptied_folders") or []
    if emptied and counts_moved(tally) and not stopped:
        async with journal.transaction("organize", job_id=ctx.job_id, actor=actor,
                                       description=f"{_description(plan)}: emptied folders") as txn:
            removed = await txn.rmdir_empty([plan.abs(rel) for rel in emptied])
            tally.counts["folders_removed"] = len(removed)
    await ctx.progress(total, total)
    counts = tally.counts
    result = {
        "planned": total,
        **counts,
        "unchanged": plan.count("skip"),
        "transaction_id": None,
        "transactions": await _transactions_of(ctx.job_id),
        "workers": workers,
        "problems": tally.items,
        "problems_truncated": counts["skipped"] + counts["failed"] > len(tally.items),
    }
    _WORK_CACHE.pop(ctx.job_id, None)
    return _status(counts, stopped), result


async def _transactions_of(job_id: str) -> list[int]:
    """Every journal transaction of the job (groups run again after a worker died included)."""
    from foldwise.sdk import Transaction

    return list(await Transaction.filter(job_id=job_id).order_by("id").values_list("id", flat=True))


async def _moved_in(transaction_id: int | None) -> int:
    """Moves a (dead or stopped) group's transaction made, from the journal."""
    if transaction_id is None:
        return 0
    from foldwise.sdk import Operation

    return await Operation.filter(transaction_id=transaction_id, op="move", state="done").count()


async def run_organize_group(group: Any) -> dict[str, Any]:
    """One batch group of a spread ``organize`` job (any worker): its slice of the plan as one transaction."""
    from foldwise.plugins.organize.service import OrganizeService
    from foldwise.sdk import owner_name

    kernel = group.kernel
    plan = await kernel.service(OrganizeService).plan_of(group.job_id)
    work = _WORK_CACHE.get(group.job_id)
    if work is None:
        work = await asyncio.to_thread(_work_list, plan)
        _WORK_CACHE.clear()
        _WORK_CACHE[group.job_id] = work
    config = organize_config(kernel.settings)
    indexes = work[group.lo:group.hi]
    tally = _Tally(plan)

    def stop() -> bool:
        return bool(group.cancelled)

    done = 0
    async with kernel.journal.transaction(
            "organize", job_id=group.job_id, actor=await owner_name(group.job_id),
            description=f"{_description(plan)}: part {group.seq + 1} of {group.groups}") as txn:
        await group.started(txn.id)
        for start in range(0, len(indexes), config.batch_size):
            chunk = indexes[start:start + config.batch_size]
            if stop() or await group.check(force=True):
                for index in chunk:
                    tally.record(index, "cancelled", "cancelled")
                continue
            await _apply_chunk(txn, plan, chunk, tally, stop, config.batch_size, resume=group.resume)
            done += len(chunk)
            await group.progress(done)
            if config.throttle_ms and start + config.batch_size < len(indexes):
                await asyncio.sleep(config.throttle_ms / 1000)
    return {"counts": tally.counts, "problems": tally.items, "transaction_id": txn.id}
