"""``JobManager``: create, queue, run, cancel and recover jobs; the only writer of job status.

Every status change is a conditional UPDATE (``WHERE status = <expected>``), so two processes
sharing the database cannot both win a move. Jobs run through a taskiq broker: in this process
by default, or on ``foldwise worker`` processes through Redis or NATS (``settings.jobs.broker``).
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

from tortoise.expressions import Q

from foldwise.kernel.errors import ApiError, InvalidJobTransition, NotFound
from foldwise.kernel.jobs.context import JobCancelled, JobContext, JobError
from foldwise.kernel.jobs.models import JOB_STATUSES, Job
from foldwise.kernel.liveness import pid_alive, process_id
from foldwise.kernel.jobs.states import ACTIVE, ROLLBACK_FROM, TERMINAL, TRANSITIONS, is_legal
from foldwise.kernel.scope import current_scope, reset_scope, scope_for_user, use_scope

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.kernel.core import Kernel
    from foldwise.kernel.registry import JobType

__all__ = ["JobManager", "worker_id", "HEARTBEAT_SECONDS", "STALE_SECONDS", "SWEEP_SECONDS"]

log = logging.getLogger("foldwise.jobs")

#: How often a process stamps the jobs it runs, and after how long without a stamp a job is orphaned.
HEARTBEAT_SECONDS = 5.0
STALE_SECONDS = 60.0
#: How often a service instance looks for work left by dead processes (``JobManager.sweep``); the default
#: of ``jobs.sweep_seconds``.
SWEEP_SECONDS = 30.0
#: A queued job younger than this is not looked up in the broker (its message may be on the way).
REQUEUE_GRACE_SECONDS = 2.0
#: How often running jobs look for a cancel requested by another process.
CANCEL_POLL_SECONDS = 0.5
#: Job ids running in this process (across every kernel in it), for the dead-pid test on restart.
_RUNNING_HERE: set[str] = set()
#: Handler results that name a final status.
_FINAL_FROM_HANDLER = ("completed", "partial", "failed", "cancelled")


def worker_id() -> str:
    """``host:pid`` of this process."""
    return process_id()


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _iso(value: datetime | None) -> str | None:
    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    return value.isoformat()


_pid_alive = pid_alive


def safe_error(exc: BaseException) -> str:
    """A message for clients: the text of errors meant for users, else only the error's kind."""
    if isinstance(exc, (JobError, ApiError)):
        return str(getattr(exc, "message", None) or exc)
    return f"internal error ({type(exc).__name__}); see the server log"


class JobManager:
    """Jobs for one kernel: persistence, the state machine, execution and recovery."""

    def __init__(self, kernel: Kernel) -> None:
        self.kernel = kernel
        self.worker_id = worker_id()
        self.broker: Any = None
        self._task: Any = None
        self._run_jobs = False
        self._contexts: dict[str, JobContext] = {}
        self._tasks: dict[str, asyncio.Task[Any]] = {}
        self._watch_task: asyncio.Task[None] | None = None
        self._slots = asyncio.Semaphore(kernel.settings.jobs.concurrency)
        self._started = False
        self._sweep = False

    # ------------------------------------------------------------------ lifecycle
    @property
    def broker_kind(self) -> str:
        return self.kernel.settings.jobs.broker

    async def start(self, run_jobs: bool = True, recover: bool = True) -> None:
        """Connect the broker, turn orphaned jobs into ``interrupted`` (``recover``), start the watcher.

        With the in-process broker ``run_jobs`` decides whether this process executes jobs; with
        Redis or NATS this process only queues them and ``foldwise worker`` processes run them.
        """
        from foldwise.kernel.jobs.broker import build_broker

        self.broker, self._task = build_broker(self.kernel.settings, self.execute)
        await self.broker.startup()
        self._run_jobs = run_jobs
        self._started = True
        self._sweep = recover
        if recover:
            await self.recover_interrupted()
        self._watch_task = asyncio.get_running_loop().create_task(self._watch())

    async def stop(self) -> None:
        """Stop running jobs (they become ``interrupted``), the watcher and the broker."""
        if not self._started:
            return
        self._started = False
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks, timeout=10)
        if self._watch_task is not None:
            self._watch_task.cancel()
            await asyncio.gather(self._watch_task, return_exceptions=True)
        try:
            await self.broker.shutdown()
        except Exception:  # noqa: BLE001
            log.warning("job broker did not shut down cleanly", exc_info=True)

    # ------------------------------------------------------------------ records
    async def create(self, type: str, params: dict[str, Any] | None = None, *, user_id: int | None = None,
                     methodology: str | None = None, status: str = "pending", file_count: int = 0) -> Job:
        """Persist a new job (``pending`` unless told otherwise)."""
        if status not in JOB_STATUSES:
            raise ValueError(f"unknown job status {status!r}")
        return await Job.create(type=type, params=dict(params or {}), user_id=user_id,
                                methodology=methodology, status=status, file_count=file_count,
                                started_at=_now() if status == "in_progress" else None)

    async def get(self, job_id: str) -> Job:
        """The job, or 404 ``not_found`` (also for another account's job when workspaces scope the caller)."""
        job = await Job.get_or_none(id=str(job_id)) if isinstance(job_id, str) and len(job_id) <= 32 else None
        scope = current_scope()
        if job is not None and scope is not None and scope.user_id is not None and job.user_id != scope.user_id:
            job = None
        if job is None:
            raise NotFound(f"job {job_id} not found")
        return job

    async def list(self, status: str | Iterable[str] | None = None, type: str | None = None, page: int = 1,
                   page_size: int = 50, *, user_id: int | None = None) -> tuple[list[Job], int]:
        """Newest first: ``(jobs on this page, total matching)``; only the caller's own when workspaces scope
        the caller (``kernel.scope``)."""
        query = Job.all()
        if status:
            query = query.filter(status__in=[status] if isinstance(status, str) else list(status))
        if type:
            query = query.filter(type=type)
        scope = current_scope()
        if user_id is None and scope is not None:  # a member scoped by workspaces lists only their own jobs
            user_id = scope.user_id
        if user_id is not None:
            query = query.filter(user_id=user_id)
        total = await query.count()
        page, page_size = max(1, page), max(1, page_size)
        jobs = await query.order_by("-created_at", "-id").offset((page - 1) * page_size).limit(page_size)
        return list(jobs), total

    def to_wire(self, job: Job) -> dict[str, Any]:
        """The contract's Job object."""
        return {
            "id": job.id,
            "type": job.type,
            "status": job.status,
            "methodology": job.methodology,
            "fileCount": job.file_count,
            "progress": job.progress,
            "startedAt": _iso(job.started_at),
            "estimatedCompletion": _iso(job.estimated_completion),
            "finishedAt": _iso(job.finished_at),
            "result": job.result,
            "error": job.error,
        }

    # ------------------------------------------------------------------ state machine
    async def transition(self, job_id: str, new_status: str, *, error: str | None = None,
                         result: dict[str, Any] | None = None, **fields: Any) -> Job:
        """Move the job to ``new_status`` if the contract allows it (409 ``invalid_job_transition``)."""
        if new_status not in TRANSITIONS:
            raise InvalidJobTransition(f"unknown job status {new_status!r}",
                                       details={"to": new_status})
        for _ in range(5):
            job = await self.get(job_id)
            if not is_legal(job.status, new_status):
                raise InvalidJobTransition(
                    f"a job cannot move from {job.status} to {new_status}",
                    details={"from": job.status, "to": new_status,
                             "allowed": sorted(TRANSITIONS.get(job.status, ()))})
            values = self._transition_values(new_status, error=error, result=result, **fields)
            if await Job.filter(id=job.id, status=job.status).update(**values):
                return await self.get(job_id)
            # Somebody else moved it between our read and our write: judge again.
        raise InvalidJobTransition("the job's status kept changing; try again", details={"to": new_status})

    @staticmethod
    def _transition_values(new_status: str, *, error: str | None, result: dict[str, Any] | None,
                           **fields: Any) -> dict[str, Any]:
        now = _now()
        values: dict[str, Any] = {"status": new_status, "updated_at": now}
        if new_status == "in_progress":
            values.update(started_at=now, finished_at=None, cancel_requested=False)
        elif new_status == "rolling_back":
            values.update(finished_at=None, progress=0, done_count=0, error=None, cancel_requested=False,
                          worker=None, heartbeat_at=None)
        elif new_status in TERMINAL:
            values.update(finished_at=now, estimated_completion=None)
            if new_status in ("completed", "rolled_back"):
                values["progress"] = 100
        if error is not None:
            values["error"] = error
        if result is not None:
            values["result"] = result
        values.update(fields)
        return values

    # ------------------------------------------------------------------ operations
    async def enqueue(self, job_id: str) -> Job:
        """``pending -> in_progress`` and hand the job id to the broker."""
        if self.broker_kind == "memory" and not self._run_jobs:
            raise RuntimeError("this kernel was started with run_jobs=False and cannot run jobs")
        preassign = {"worker": self.worker_id, "heartbeat_at": _now()} if self.broker_kind == "memory" else {}
        job = await self.transition(job_id, "in_progress", **preassign)
        await self._kick(job)
        return job

    async def rollback(self, job_id: str) -> Job:
        """``-> rolling_back`` and queue the rollback (the job type's ``rollback`` or the journal's)."""
        job = await self.get(job_id)
        if job.status not in ROLLBACK_FROM:
            raise InvalidJobTransition(f"a job cannot be rolled back while it is {job.status}",
                                       details={"from": job.status, "to": "rolling_back"})
        preassign = {"worker": self.worker_id, "heartbeat_at": _now()} if self.broker_kind == "memory" else {}
        job = await self.transition(job_id, "rolling_back", **preassign)
        await self._kick(job)
        return job

    async def _kick(self, job: Job) -> None:
        try:
            await self._task.kiq(job.id)
        except Exception as exc:  # noqa: BLE001 - the broker is down: the job cannot run
            log.error("could not queue job %s: %s", job.id, exc)
            final = "failed"
            await Job.filter(id=job.id, status=job.status).update(
                status=final, finished_at=_now(), updated_at=_now(),
                error=f"could not queue the job: the {self.broker_kind} broker is unreachable")
            raise ApiError("the job broker is unreachable", status=503, code="broker_unavailable") from None

    async def ask_for_help(self, job_id: str) -> None:
        """Queue one help message for a running spread job: a worker that fetches it claims groups of the job
        (``foldwise.kernel.jobs.spread``). Only meaningful with an external broker."""
        from foldwise.kernel.jobs.spread import HELP_PREFIX

        await self._task.kiq(HELP_PREFIX + job_id)

    async def cancel(self, job_id: str) -> Job:
        """Cancel: a pending (or still queued) job at once; a running one between two operations."""
        for _ in range(3):
            job = await self.get(job_id)
            if job.status == "pending":
                values = self._transition_values("cancelled", error=None, result=None)
                if await Job.filter(id=job.id, status="pending").update(**values):
                    await self._publish_complete(await self.get(job_id))
                    return await self.get(job_id)
                continue
            if job.status == "in_progress":
                if job.worker is None:  # queued on an external broker, not picked up yet
                    values = self._transition_values("cancelled", error=None, result=None, cancel_requested=True)
                    if await Job.filter(id=job.id, status="in_progress", worker__isnull=True).update(**values):
                        await self._publish_complete(await self.get(job_id))
                        return await self.get(job_id)
                await Job.filter(id=job.id, status="in_progress").update(cancel_requested=True, updated_at=_now())
                ctx = self._contexts.get(job.id)
                if ctx is not None:
                    ctx.request_cancel()
                return await self.get(job_id)
            raise InvalidJobTransition(f"a job cannot be cancelled while it is {job.status}",
                                       details={"from": job.status, "to": "cancelled"})
        raise InvalidJobTransition("the job's status kept changing; try again", details={"to": "cancelled"})

    async def wait(self, job_id: str, timeout: float | None = None,
                   statuses: Iterable[str] = TERMINAL, interval: float = 0.1) -> Job:
        """Poll until the job reaches one of ``statuses`` (TimeoutError after ``timeout`` seconds)."""
        wanted = set(statuses)

        async def _poll() -> Job:
            while True:
                job = await self.get(job_id)
                if job.status in wanted:
                    return job
                await asyncio.sleep(interval)

        return await asyncio.wait_for(_poll(), timeout)

    # ------------------------------------------------------------------ execution
    async def execute(self, job_id: str) -> None:
        """Run one job here (called by the broker). Claims it first, so one process runs it. A ``help_<job id>``
        message instead joins a running spread job (``foldwise.kernel.jobs.spread``)."""
        if job_id in self._tasks or job_id in _RUNNING_HERE:
            return
        task = asyncio.current_task()
        assert task is not None
        self._tasks[job_id] = task
        _RUNNING_HERE.add(job_id)
        try:
            try:
                await self._slots.acquire()
            except asyncio.CancelledError:  # stopped while waiting for a free slot
                if not job_id.startswith("help_"):
                    await self._abandon(job_id, "the process stopped before the job could start")
                raise
            try:
                if job_id.startswith("help_"):
                    await self._help(job_id)
                else:
                    await self._execute(job_id)
            finally:
                self._slots.release()
        finally:
            self._tasks.pop(job_id, None)
            self._contexts.pop(job_id, None)
            _RUNNING_HERE.discard(job_id)

    async def _help(self, message: str) -> None:
        """Claim and run batch groups of a spread job (a help message), in one of this process's slots."""
        from foldwise.kernel.jobs.spread import HELP_PREFIX, help_job

        try:
            await help_job(self.kernel, message[len(HELP_PREFIX):])
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - the lead ends the job; its groups are queued again or failed
            log.exception("helping with job %s failed", message)

    async def _claim(self, job_id: str) -> Job | None:
        job = await Job.get_or_none(id=job_id)
        if job is None:
            log.warning("job %s is not in this database; dropped", job_id)
            return None
        if job.status not in ACTIVE:
            return None  # cancelled while queued, or already finished
        claimed = await Job.filter(Q(worker__isnull=True) | Q(worker=self.worker_id), id=job_id,
                                   status=job.status).update(worker=self.worker_id, heartbeat_at=_now())
        if not claimed:
            return None
        return await Job.get(id=job_id)

    async def _execute(self, job_id: str) -> None:
        job = await self._claim(job_id)
        if job is None:
            return
        job_type: JobType | None = self.kernel.job_types.get(job.type)
        try:
            if job_type is None:
                raise JobError(f"no handler for job type {job.type!r} on worker {self.worker_id} "
                               "(is its plugin installed and enabled there?)")
            missing = self._invisible_path(job_type, job.params or {})
            if missing is not None:
                raise JobError(f"worker {self.worker_id} cannot see {missing}; every worker must see "
                               "the roots at the same paths")
            token = use_scope(await scope_for_user(job.user_id))  # the job sees what its owner sees
            try:
                if job.status == "rolling_back":
                    await self._run_rollback(job, job_type)
                else:
                    await self._run_handler(job, job_type)
            finally:
                reset_scope(token)
        except asyncio.CancelledError:
            await self._abandon(job_id, "the process stopped while the job ran")
            raise
        except Exception as exc:  # noqa: BLE001 - a handler failure is the job's failure
            if not isinstance(exc, JobError):
                log.exception("job %s (%s) failed", job_id, job.type)
            await self._finish(job_id, "failed", error=safe_error(exc), job_type=job_type)

    def _invisible_path(self, job_type: JobType, params: dict[str, Any]) -> str | None:
        if not getattr(job_type, "needs_roots", True):
            return None
        candidates: list[Any] = [params.get("path"), params.get("root")]
        paths = params.get("paths")
        if isinstance(paths, list):
            candidates.extend(paths)
        for value in candidates:
            if isinstance(value, str) and value and not Path(value).exists():
                return value
        return None

    async def _run_handler(self, job: Job, job_type: JobType) -> None:
        ctx = JobContext(self.kernel, job.id, job.type, dict(job.params or {}),
                         progress_event=getattr(job_type, "progress_event", "organize_progress"),
                         cancel_requested=job.cancel_requested)
        self._contexts[job.id] = ctx
        if ctx.cancelled:
            await self._finish(job.id, "cancelled", job_type=job_type)
            return
        try:
            handler = await asyncio.to_thread(job_type.resolve)  # may import the handler's module
            outcome = await handler(ctx)
        except JobCancelled:
            outcome = "cancelled"
        status, result = self._read_outcome(outcome, ctx)
        await self._finish(job.id, status, result=result, job_type=job_type)

    @staticmethod
    def _read_outcome(outcome: Any, ctx: JobContext) -> tuple[str, dict[str, Any] | None]:
        """Handlers return None, a result dict, a status, or ``(status, result)``."""
        status: str | None = None
        result = ctx.result
        if isinstance(outcome, tuple) and len(outcome) == 2:
            status, result = outcome[0], outcome[1] if outcome[1] is not None else result
        elif isinstance(outcome, dict):
            result = outcome
        elif isinstance(outcome, str):
            status = outcome
        if status is None:
            status = "cancelled" if ctx.cancelled else "completed"
        if status not in _FINAL_FROM_HANDLER:
            raise JobError(f"the handler returned an unknown status {status!r}")
        return status, result

    async def _run_rollback(self, job: Job, job_type: JobType) -> None:
        custom = getattr(job_type, "rollback", None)
        ctx = JobContext(self.kernel, job.id, job.type, dict(job.params or {}),
                         progress_event=getattr(job_type, "progress_event", "organize_progress"))
        self._contexts[job.id] = ctx
        if custom is not None:
            outcome = await custom(ctx)
        else:
            outcome = await self.kernel.journal.rollback_job(job.id)
        result = dict(job.result or {})
        error = None
        if isinstance(outcome, dict):
            result["rollback"] = outcome
            if outcome.get("complete") is False:
                error = (f"rollback incomplete: {outcome.get('failed', 0)} operations failed, "
                         f"{len(outcome.get('conflicts') or [])} conflicts; see result.rollback")
        await self._finish(job.id, "failed" if error else "rolled_back", result=result, error=error,
                           job_type=job_type)

    async def _finish(self, job_id: str, status: str, *, result: dict[str, Any] | None = None,
                      error: str | None = None, job_type: JobType | None = None) -> None:
        job = await Job.get_or_none(id=job_id)
        if job is None:
            return
        if not is_legal(job.status, status):
            # e.g. a handler's status that is not a way out of the job's current status.
            error = error or f"the job ended as {status}, which is not allowed from {job.status}"
            status = "failed"
        values = self._transition_values(status, error=error, result=result)
        if await Job.filter(id=job_id, status=job.status).update(**values):
            await self._publish_complete(await Job.get(id=job_id), job_type)

    async def _abandon(self, job_id: str, reason: str) -> None:
        """Record that this process stopped running the job (shutdown, cancelled task)."""
        try:
            job = await Job.get_or_none(id=job_id)
            if job is None or job.status not in ACTIVE:
                return
            status = "interrupted" if job.status == "in_progress" else "failed"
            values = self._transition_values(status, error=reason, result=await self.work_done(job))
            await Job.filter(id=job_id, status=job.status, worker=self.worker_id).update(**values)
        except Exception:  # noqa: BLE001 - the database may already be closing
            log.warning("could not mark job %s as abandoned", job_id, exc_info=True)

    async def _publish_complete(self, job: Job, job_type: JobType | None = None) -> None:
        job_type = job_type or self.kernel.job_types.get(job.type)
        kind = getattr(job_type, "complete_event", "organize_complete")
        data = {"job_type": job.type, "status": job.status, "result": job.result, "error": job.error,
                "job": self.to_wire(job)}
        bus = self.kernel.bus
        if bus is not None:
            await bus.publish(kind, data, job_id=job.id, progress=job.progress)

    # ------------------------------------------------------------------ recovery and liveness
    async def recover_interrupted(self) -> list[str]:
        """Orphaned jobs (dead local pid, or no heartbeat for STALE_SECONDS) become ``interrupted``.

        A rollback that was cut short becomes ``failed`` (the contract has no other way out of
        ``rolling_back``); it may be rolled back again. Jobs still queued (no worker) are left alone.
        """
        recovered: list[str] = []
        now = _now()
        host = socket.gethostname()
        for job in await Job.filter(status__in=list(ACTIVE)).all():
            if not self._orphaned(job, host, now):
                continue
            status = "interrupted" if job.status == "in_progress" else "failed"
            reason = ("the process running this job stopped; recovery made the files consistent"
                      if status == "interrupted" else
                      "the rollback was interrupted; recovery made the files consistent; roll back again")
            values = self._transition_values(status, error=reason, result=await self.work_done(job))
            query = Job.filter(id=job.id, status=job.status)
            query = query.filter(worker=job.worker) if job.worker else query.filter(worker__isnull=True)
            if await query.update(**values):
                recovered.append(job.id)
                log.warning("job %s was left %s by %s; now %s", job.id, job.status, job.worker, status)
                await self._publish_complete(await Job.get(id=job.id))
        return recovered

    @staticmethod
    async def work_done(job: Job) -> dict[str, Any]:
        """What an interrupted job did, from its journal: the job's result so far plus ``interrupted``:
        ``{done, failed, pending, operations: {op: done count}, transactions}`` (undo or roll back as usual)."""
        from tortoise.functions import Count

        from foldwise.kernel.journal.models import Operation, Transaction

        rows = await Operation.filter(transaction__job_id=job.id).group_by("op", "state").annotate(
            n=Count("id")).values("op", "state", "n")
        by_state: dict[str, int] = {}
        done_ops: dict[str, int] = {}
        for row in rows:
            by_state[row["state"]] = by_state.get(row["state"], 0) + row["n"]
            if row["state"] == "done":
                done_ops[row["op"]] = done_ops.get(row["op"], 0) + row["n"]
        transactions = await Transaction.filter(job_id=job.id).order_by("id").values_list("id", flat=True)
        summary = {"done": by_state.get("done", 0), "failed": by_state.get("failed", 0),
                   "pending": by_state.get("pending", 0), "reverted": by_state.get("reverted", 0),
                   "operations": done_ops, "transactions": list(transactions), "done_count": job.done_count}
        return {**(job.result or {}), "interrupted": summary}

    async def sweep(self) -> list[str]:
        """Settle the work of processes that died while this one runs (a worker on another machine, a
        second instance): the journal first (files consistent), then their jobs become ``interrupted``."""
        journal = getattr(self.kernel, "journal", None)
        if journal is not None:
            await journal.recover()
        recovered = await self.recover_interrupted()
        await self.requeue_lost()
        return recovered

    async def requeue_lost(self) -> list[str]:
        """Queue again every job waiting for a worker (``in_progress``/``rolling_back``, no worker) whose
        message the broker no longer holds; a duplicate is harmless (the conditional claim runs a job once)."""
        if self.broker_kind == "memory" or self.broker is None:
            return []
        requeued: list[str] = []
        cutoff = _now() - timedelta(seconds=REQUEUE_GRACE_SECONDS)
        for job in await Job.filter(status__in=list(ACTIVE), worker__isnull=True, updated_at__lt=cutoff).all():
            try:
                if await self.broker.queued(job.id):
                    continue
                if not await Job.filter(id=job.id, status=job.status, worker__isnull=True).update(updated_at=_now()):
                    continue  # picked up meanwhile
                await self._task.kiq(job.id)
            except Exception as exc:  # noqa: BLE001 - the broker is away: try again at the next sweep
                log.warning("could not check or queue job %s again: %s", job.id, exc)
                continue
            requeued.append(job.id)
            log.warning("job %s was waiting for a worker but its broker message was gone; queued again", job.id)
        return requeued

    @staticmethod
    def _orphaned(job: Job, host: str, now: datetime) -> bool:
        if job.worker is None:
            return False
        beat = job.heartbeat_at or job.updated_at
        if beat is not None:
            if beat.tzinfo is None:
                beat = beat.replace(tzinfo=timezone.utc)
            if now - beat > timedelta(seconds=STALE_SECONDS):
                return True
        worker_host, _, pid_text = job.worker.rpartition(":")
        if worker_host != host or not pid_text.isdigit():
            return False
        pid = int(pid_text)
        if pid == os.getpid():
            return job.id not in _RUNNING_HERE  # an earlier process with our pid (containers)
        return not _pid_alive(pid)

    async def _watch(self) -> None:
        """Poll cancel requests of running jobs; stamp their heartbeat."""
        loop = asyncio.get_running_loop()
        last_beat = 0.0
        last_sweep = loop.time()
        while True:
            await asyncio.sleep(CANCEL_POLL_SECONDS)
            try:
                running = [job_id for job_id, ctx in self._contexts.items() if not ctx.cancelled]
                if running:
                    for job_id in await Job.filter(id__in=running, cancel_requested=True).values_list(
                            "id", flat=True):
                        ctx = self._contexts.get(job_id)
                        if ctx is not None:
                            ctx.request_cancel()
                if loop.time() - last_beat >= HEARTBEAT_SECONDS:
                    last_beat = loop.time()
                    await Job.filter(worker=self.worker_id, status__in=list(ACTIVE)).update(heartbeat_at=_now())
                if self._sweep and loop.time() - last_sweep >= self.kernel.settings.jobs.sweep_seconds:
                    last_sweep = loop.time()
                    await self.sweep()
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - keep watching; the database may be briefly away
                log.warning("job watcher failed", exc_info=True)
