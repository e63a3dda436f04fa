"""The sweep queues again a job that waits for a worker but whose broker message is gone (Redis, NATS)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from conftest import NATS_URL, REDIS_URL, make_settings, require_service

from foldwise.kernel.core import open_kernel
from foldwise.kernel.jobs.broker import queue_names
from foldwise.kernel.jobs.models import Job


@pytest.mark.parametrize("broker", ["redis", "nats"])
async def test_a_waiting_job_without_a_message_is_queued_again(broker: str, home: Path, root: Path) -> None:
    require_service(broker)
    settings = make_settings(home, [root], jobs={"broker": broker}, redis_url=REDIS_URL, nats_url=NATS_URL)
    names = queue_names(settings)
    try:
        async with open_kernel(settings) as kernel:
            jobs = kernel.jobs
            queued = await jobs.create("kernel.sleep", {"seconds": 0})
            await jobs.enqueue(queued.id)  # a real message: left alone
            lost = await jobs.create("kernel.sleep", {"seconds": 0})
            # Waiting for a worker, but its message never reached the broker (or the broker lost it).
            old = datetime.now(timezone.utc) - timedelta(seconds=30)
            await Job.filter(id__in=[queued.id, lost.id]).update(status="in_progress", updated_at=old)
            assert await jobs.broker.queued(queued.id) and not await jobs.broker.queued(lost.id)

            assert await jobs.sweep() == []  # nothing orphaned ...
            assert await jobs.broker.queued(lost.id)  # ... but the lost message is back
            again = await Job.get(id=lost.id)
            assert again.status == "in_progress" and again.worker is None and again.updated_at > old
            await Job.filter(id=lost.id).update(updated_at=old)
            assert await jobs.requeue_lost() == []  # present now: not queued twice
    finally:
        if broker == "redis":
            import redis.asyncio as redis

            client = redis.Redis.from_url(REDIS_URL)
            await client.delete(names["redis_stream"])
            await client.aclose()
        else:
            import nats

            nc = await nats.connect(NATS_URL)
            try:
                await nc.jetstream().delete_stream(names["nats_stream"])
            finally:
                await nc.close()
