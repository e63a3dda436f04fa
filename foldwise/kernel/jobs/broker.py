"""The broker that carries job ids: in-process by default, a Redis stream or NATS JetStream (taskiq, acknowledged
delivery) for workers.

Only the job id travels; the job's state and params stay in the database. The in-process
broker is a few lines of asyncio (``LocalBroker``): taskiq, and the aiohttp it imports, load only
for Redis or NATS, so a one-shot command does not pay for them.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Awaitable, Callable

from foldwise.kernel.errors import FeatureUnavailable
from foldwise.kernel.events.namespace import installation_namespace
from foldwise.kernel.settings import Settings

__all__ = ["TASK_NAME", "LocalBroker", "build_broker", "queue_names"]

TASK_NAME = "foldwise.run_job"
log = logging.getLogger("foldwise.jobs")


class LocalBroker:
    """The in-process broker: ``kiq(job_id)`` runs the job as a task of this event loop.

    Shaped like the part of a taskiq broker and task the job manager uses (``startup``,
    ``shutdown``, ``kiq``); a failing job never propagates (the manager records its outcome).
    """

    def __init__(self, run_job: Callable[[str], Awaitable[None]]) -> None:
        self._run_job = run_job
        self._tasks: set[asyncio.Task[None]] = set()

    async def startup(self) -> None:
        """Nothing to connect."""

    async def shutdown(self) -> None:
        """Nothing to disconnect (the job manager cancels and awaits running jobs itself)."""

    async def queued(self, job_id: str) -> bool:
        """In-process jobs are never waiting in a queue (they are assigned to this process at once)."""
        return False

    async def kiq(self, job_id: str) -> None:
        """Start running ``job_id`` in this process."""
        task = asyncio.get_running_loop().create_task(self._guarded(job_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _guarded(self, job_id: str) -> None:
        try:
            await self._run_job(job_id)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - the manager already recorded the failure
            log.exception("job %s raised outside its handler", job_id)


def queue_names(settings: Settings) -> dict[str, str]:
    """The Redis stream / NATS stream, subject and consumer names of this installation (acknowledged
    delivery: ``foldwise.kernel.jobs.acked``)."""
    ns = installation_namespace(settings)
    return {
        "redis_stream": f"foldwise:jobq:{ns}",
        "nats_stream": f"foldwise_jobq_{ns}",
        "nats_subject": f"foldwise.jobq.{ns}",
        "nats_durable": f"foldwise_jobq_workers_{ns}",
    }


def build_broker(settings: Settings, run_job: Callable[[str], Awaitable[None]]) -> tuple[Any, Any]:
    """Return ``(broker, task)``: ``await task.kiq(job_id)`` queues a job, ``run_job`` executes it.

    For ``memory`` both are one ``LocalBroker``."""
    kind = settings.jobs.broker
    names = queue_names(settings)
    broker: Any
    if kind == "memory":
        local = LocalBroker(run_job)
        return local, local
    if kind == "redis":
        try:
            from foldwise.kernel.jobs.acked import AckedRedisBroker
        except ImportError:
            raise FeatureUnavailable("redis job broker", "scale") from None
        broker = AckedRedisBroker(settings.redis_url, names["redis_stream"])
    elif kind == "nats":
        try:
            from foldwise.kernel.jobs.acked import AckedNatsBroker
        except ImportError:
            raise FeatureUnavailable("nats job broker", "scale") from None
        broker = AckedNatsBroker(settings.nats_url, subject=names["nats_subject"], stream_name=names["nats_stream"],
                                 durable=names["nats_durable"])
    else:  # pragma: no cover - settings validation forbids it
        raise ValueError(f"unknown job broker {kind!r}")

    async def run_foldwise_job(job_id: str) -> None:
        await run_job(job_id)

    task = broker.register_task(run_foldwise_job, task_name=TASK_NAME)
    return broker, task
