"""One large job run by several workers: its work list is cut into claimable batch groups (``JobBatch`` rows).

The process that runs the job (the *lead*) splits the work (``lead``), queues one help message per possible
helper and claims groups itself; any worker that gets a help message claims groups of that job too
(``help_job``). A claim is a conditional update (``WHERE state = 'queued'``), so each group runs once. Each
group runs as its own journal transaction tagged with the job id, so ``Journal.rollback_job`` undoes them all.
The lead alone reports the job's progress (the sum of the groups' ``done_count``), notices a cancel (queued
groups become ``cancelled``; running ones stop between two batches), queues again a group whose worker died
(once the journal recovery closed its transaction; the group is then resumed, see ``GroupContext.resume``),
and ends the job when every group has ended. See ``docs/deployment.md``.
"""

from __future__ import annotations

import asyncio
import logging
import time
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from foldwise.kernel.jobs.models import Job, JobBatch
from foldwise.kernel.liveness import local_owner_alive, process_id

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.kernel.core import Kernel
    from foldwise.kernel.jobs.context import JobContext

__all__ = ["GroupContext", "can_spread", "lead", "help_job", "HELP_PREFIX", "group_bounds"]

log = logging.getLogger("foldwise.jobs")

#: A broker message ``help_<job id>`` asks a worker to claim groups of that running job.
HELP_PREFIX = "help_"
#: At most this many help messages per job (extra ones are dropped cheaply by whoever fetches them).
MAX_HELPERS = 16
#: How often a group re-reads its job's cancel flag and status, and the lead sums the groups' progress.
POLL_SECONDS = 0.3
_ENDED = ("done", "failed", "cancelled")

GroupRunner = Callable[["GroupContext"], Awaitable[dict[str, Any]]]


def _now() -> datetime:
    return datetime.now(timezone.utc)


def can_spread(kernel: Kernel, total: int) -> bool:
    """True when a job of ``total`` operations should be split: an external broker, PostgreSQL, spreading
    on, and more than one group of work. The embedded setup (SQLite, in-process broker) never spreads."""
    settings = kernel.settings.jobs
    if not settings.spread or settings.broker == "memory" or total <= settings.group_size:
        return False
    from foldwise.kernel.db import dialect

    return dialect() == "postgres"


def group_bounds(total: int, size: int) -> list[tuple[int, int]]:
    """``[lo, hi)`` of each group of at most ``size`` operations."""
    return [(lo, min(lo + size, total)) for lo in range(0, total, size)]


class GroupContext:
    """What a group handler gets: its slice of the job's work, cancellation and progress."""

    def __init__(self, kernel: Kernel, job: Job, row: JobBatch, groups: int) -> None:
        self.kernel = kernel
        self.job_id: str = job.id
        self.job_type: str = job.type
        self.params: dict[str, Any] = dict(job.params or {})
        self.seq, self.lo, self.hi, self.groups = row.seq, row.lo, row.hi, groups
        #: True when an earlier run of this group died: some of its work may already be done.
        self.resume = row.attempts > 1
        self._row_id = row.id
        self._stop = False
        self._last_check = time.monotonic()

    @property
    def cancelled(self) -> bool:
        """True once the job was cancelled or ended elsewhere; stop between two operations."""
        return self._stop

    async def started(self, transaction_id: int) -> None:
        """Record the group's journal transaction (recovery and the lead look at it)."""
        await JobBatch.filter(id=self._row_id).update(transaction_id=transaction_id, heartbeat_at=_now())

    async def progress(self, done: int) -> None:
        """``done`` of this group's operations are through; also the group's heartbeat and cancel check."""
        await JobBatch.filter(id=self._row_id).update(done_count=done, heartbeat_at=_now())
        await self.check()

    async def check(self, force: bool = False) -> bool:
        """Re-read the job's cancel flag and status (at most every ``POLL_SECONDS`` unless ``force``: a group
        forces it before each batch, so a job settled elsewhere sees at most the batch already under way);
        True to stop."""
        if self._stop or (not force and time.monotonic() - self._last_check < POLL_SECONDS):
            return self._stop
        self._last_check = time.monotonic()
        row = await Job.filter(id=self.job_id).values("status", "cancel_requested")
        if not row or row[0]["status"] != "in_progress" or row[0]["cancel_requested"]:
            self._stop = True
        return self._stop


async def _claim(job_id: str, worker: str) -> JobBatch | None:
    """Claim the first queued group of the job (a conditional update: one claimer wins), or None."""
    while True:
        candidates = await JobBatch.filter(job_id=job_id, state="queued").order_by("seq").limit(4)
        if not candidates:
            return None
        for row in candidates:
            if await JobBatch.filter(id=row.id, state="queued").update(
                    state="claimed", claimed_by=worker, heartbeat_at=_now(), attempts=row.attempts + 1,
                    done_count=0):
                return await JobBatch.get(id=row.id)


async def work(kernel: Kernel, job: Job, runner: GroupRunner, groups: int,
               stop: Callable[[], bool] = lambda: False) -> int:
    """Claim and run groups of ``job`` until none is queued, the job stopped or ``stop()``; the count run."""
    worker = process_id()
    ran = 0
    while not stop():
        fresh = await Job.filter(id=job.id).values("status", "cancel_requested")
        if not fresh or fresh[0]["status"] != "in_progress" or fresh[0]["cancel_requested"]:
            break
        row = await _claim(job.id, worker)
        if row is None:
            break
        ctx = GroupContext(kernel, job, row, groups)
        try:
            result = await runner(ctx)
        except asyncio.CancelledError:  # this process stops: the group goes back for another worker
            await asyncio.shield(JobBatch.filter(id=row.id, state="claimed", claimed_by=worker).update(
                state="queued", claimed_by=None))
            raise
        except Exception as exc:  # noqa: BLE001 - the group's failure, reported in the job's result
            from foldwise.kernel.jobs.manager import safe_error

            log.exception("group %d of job %s failed", row.seq, job.id)
            await JobBatch.filter(id=row.id, claimed_by=worker).update(
                state="failed", error=safe_error(exc), heartbeat_at=_now())
        else:
            await JobBatch.filter(id=row.id, claimed_by=worker).update(
                state="done", result=result, done_count=row.hi - row.lo, heartbeat_at=_now())
        ran += 1
    return ran


async def help_job(kernel: Kernel, job_id: str) -> int:
    """A helper's part (a ``help_<job id>`` message): claim and run groups of the running job; the count."""
    from foldwise.kernel.scope import reset_scope, scope_for_user, use_scope

    job = await Job.get_or_none(id=job_id)
    if job is None or job.status != "in_progress" or job.cancel_requested:
        return 0
    job_type = kernel.job_types.get(job.type)
    runner = job_type.resolve_group() if job_type is not None else None
    if runner is None:
        return 0
    groups = await JobBatch.filter(job_id=job_id).count()
    token = use_scope(await scope_for_user(job.user_id))
    try:
        return await work(kernel, job, runner, groups)
    finally:
        reset_scope(token)


def _claimer_gone(row: JobBatch, now: datetime, stale: float) -> bool:
    if not row.claimed_by:
        return True
    if row.claimed_by == process_id():
        return False  # this process: it is running the group right now
    alive = local_owner_alive(row.claimed_by)
    if alive is not None:
        return not alive
    beat = row.heartbeat_at
    if beat is None:
        return True
    if beat.tzinfo is None:
        beat = beat.replace(tzinfo=timezone.utc)
    return now - beat > timedelta(seconds=stale)


async def _requeue_dead(job_id: str) -> int:
    """Queue again each group whose worker died, once its journal transaction is closed (the sweep's journal
    recovery settled its pending operations); the next run resumes it."""
    from foldwise.kernel.jobs.manager import STALE_SECONDS
    from foldwise.kernel.journal.models import Transaction

    now = _now()
    requeued = 0
    for row in await JobBatch.filter(job_id=job_id, state="claimed"):
        if not _claimer_gone(row, now, STALE_SECONDS):
            continue
        if row.transaction_id is not None and await Transaction.filter(id=row.transaction_id,
                                                                       state="open").exists():
            continue  # not settled yet: the next sweep does it
        if await JobBatch.filter(id=row.id, state="claimed", claimed_by=row.claimed_by).update(
                state="queued", claimed_by=None):
            requeued += 1
            log.warning("group %d of job %s: its worker %s is gone; queued again", row.seq, job_id,
                        row.claimed_by)
    return requeued


async def _report(ctx: JobContext, total: int) -> None:
    """The job's one progress stream: the sum of the groups' progress (never 100 before the end)."""
    last = -1
    while True:
        await asyncio.sleep(POLL_SECONDS)
        rows = await JobBatch.filter(job_id=ctx.job_id).values_list("done_count", flat=True)
        done = min(sum(rows), total - 1)
        if done != last:
            last = done
            await ctx.progress(done, total)


async def lead(ctx: JobContext, total: int, runner: GroupRunner) -> list[JobBatch]:
    """Split the job's ``total`` operations into groups, have them run (here and on helpers), and return
    every group's row once all have ended. Reports progress up to ``total - 1``; the caller reports the end."""
    kernel = ctx.kernel
    size = kernel.settings.jobs.group_size
    bounds = group_bounds(total, size)
    await JobBatch.filter(job_id=ctx.job_id).delete()  # a job is led once; nothing to keep from before
    await JobBatch.bulk_create([JobBatch(job_id=ctx.job_id, seq=i, lo=lo, hi=hi)
                                for i, (lo, hi) in enumerate(bounds)])
    for _ in range(min(len(bounds) - 1, MAX_HELPERS)):
        await kernel.jobs.ask_for_help(ctx.job_id)
    job = await Job.get(id=ctx.job_id)
    reporter = asyncio.get_running_loop().create_task(_report(ctx, total))
    try:
        while True:
            await work(kernel, job, runner, len(bounds), stop=lambda: ctx.cancelled)
            if ctx.cancelled:
                await JobBatch.filter(job_id=ctx.job_id, state="queued").update(state="cancelled")
            states = await JobBatch.filter(job_id=ctx.job_id).values_list("state", flat=True)
            if all(state in _ENDED for state in states):
                break
            if not ctx.cancelled:
                await _requeue_dead(ctx.job_id)
            else:
                await _cancel_dead(ctx.job_id)
            await asyncio.sleep(POLL_SECONDS)
    finally:
        reporter.cancel()
        await asyncio.gather(reporter, return_exceptions=True)
    return list(await JobBatch.filter(job_id=ctx.job_id).order_by("seq"))


async def _cancel_dead(job_id: str) -> None:
    """After a cancel: a group whose worker died ends as ``cancelled`` (its transaction, once settled by the
    recovery, keeps what it did) instead of running again."""
    from foldwise.kernel.jobs.manager import STALE_SECONDS
    from foldwise.kernel.journal.models import Transaction

    now = _now()
    for row in await JobBatch.filter(job_id=job_id, state="claimed"):
        if not _claimer_gone(row, now, STALE_SECONDS):
            continue
        if row.transaction_id is not None and await Transaction.filter(id=row.transaction_id,
                                                                       state="open").exists():
            continue
        await JobBatch.filter(id=row.id, state="claimed").update(state="cancelled")
