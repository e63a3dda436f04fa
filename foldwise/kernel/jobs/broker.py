"""The taskiq broker that carries job ids: in-process by default, Redis or NATS JetStream for workers.

Only the job id travels; the job's state and params stay in the database.
"""

from __future__ import annotations

from typing import Any, Awaitable, Callable

from foldwise.kernel.errors import FeatureUnavailable
from foldwise.kernel.events.namespace import installation_namespace
from foldwise.kernel.settings import Settings

__all__ = ["TASK_NAME", "build_broker", "queue_names"]

TASK_NAME = "foldwise.run_job"


def queue_names(settings: Settings) -> dict[str, str]:
    """The Redis list / NATS stream, subject and consumer names of this installation."""
    ns = installation_namespace(settings)
    return {
        "redis_queue": f"foldwise:jobs:{ns}",
        "nats_stream": f"foldwise_jobs_{ns}",
        "nats_subject": f"foldwise.jobs.{ns}",
        "nats_durable": f"foldwise_workers_{ns}",
    }


def build_broker(settings: Settings, run_job: Callable[[str], Awaitable[None]]) -> tuple[Any, Any]:
    """Return ``(broker, task)``: ``await task.kiq(job_id)`` queues a job, ``run_job`` executes it."""
    kind = settings.jobs.broker
    names = queue_names(settings)
    broker: Any
    if kind == "memory":
        from taskiq import InMemoryBroker

        broker = InMemoryBroker(max_async_tasks=1000, propagate_exceptions=False)
    elif kind == "redis":
        try:
            from taskiq_redis import ListQueueBroker
        except ImportError:
            raise FeatureUnavailable("redis job broker", "scale") from None
        broker = ListQueueBroker(settings.redis_url, queue_name=names["redis_queue"])
    elif kind == "nats":
        try:
            from nats.js.api import RetentionPolicy, StreamConfig
            from taskiq_nats import PullBasedJetStreamBroker
        except ImportError:
            raise FeatureUnavailable("nats job broker", "scale") from None
        broker = PullBasedJetStreamBroker(
            settings.nats_url,
            subject=names["nats_subject"],
            stream_name=names["nats_stream"],
            durable=names["nats_durable"],
            stream_config=StreamConfig(retention=RetentionPolicy.WORK_QUEUE, max_age=7 * 24 * 3600),
            pull_consume_timeout=2.0,
        )
    else:  # pragma: no cover - settings validation forbids it
        raise ValueError(f"unknown job broker {kind!r}")

    async def run_foldwise_job(job_id: str) -> None:
        await run_job(job_id)

    task = broker.register_task(run_foldwise_job, task_name=TASK_NAME)
    return broker, task
