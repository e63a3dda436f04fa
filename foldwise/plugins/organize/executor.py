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
from typing import Any

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


async def run_organize(ctx: Any) -> tuple[str, dict[str, Any]]:
    """The ``organize`` job handler: apply the job's stored plan."""
    from foldwise.plugins.organize.service import OrganizeService

    service = ctx.kernel.service(OrganizeService)
    plan = await service.plan_of(ctx.job_id)
    config = organize_config(ctx.kernel.settings)
    work = [i for i in range(len(plan)) if plan.actions[i] in (ord("m"), ord("r"))]
    total = len(work)
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
        for start in range(0, total, config.batch_size):
            chunk = work[start:start + config.batch_size]
            if stop():
                for index in chunk:
                    tally.record(index, "cancelled", "cancelled")
                done += len(chunk)
                continue
            ok, bad, pairs = await asyncio.to_thread(check_sources, plan, chunk)
            for index, reason in bad:
                tally.record(index, "skipped", reason)
            # The fingerprint stat is the journal's write-ahead stat: no second lstat per source.
            stats = [(plan.sizes[i], plan.mtimes[i]) for i in ok]
            results = await txn.move_many(pairs, should_stop=stop, batch_size=config.batch_size,
                                          stats=stats) if pairs else []
            for index, result in zip(ok, results):
                if result.status == "done":
                    tally.counts["moved"] += 1
                elif result.status in ("conflict", "missing", "changed"):
                    tally.record(index, "skipped", _STATUS_REASON[result.status])
                elif result.status == "cancelled":
                    tally.record(index, "cancelled", "cancelled")
                else:
                    tally.record(index, "failed", f"move failed ({result.error})")
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
    if counts["cancelled"] or stop():
        status = "cancelled"
    elif counts["failed"] and not counts["moved"]:
        status = "failed"
    elif counts["failed"] or counts["skipped"]:
        status = "partial"
    else:
        status = "completed"
    return status, result
