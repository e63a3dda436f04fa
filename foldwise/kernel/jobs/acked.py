"""Acknowledged job delivery for several machines: a Redis stream and a NATS JetStream work queue.

Both brokers follow the same rules (see ``docs/deployment.md``, Broker):

- a message is acknowledged after its job ran (taskiq's ``WHEN_SAVED``), so a worker that dies keeps its
  messages pending and the broker hands them to another worker (Redis ``XAUTOCLAIM`` after ``reclaim_after``
  seconds, NATS after ``ack_wait``); a redelivered job that already ended is dropped by the job manager's
  conditional claim, so nothing runs twice;
- a receiver fetches one message at a time and only when it has a free slot (no over-fetch);
- an idle blocking read ends well within the socket timeout, and a broken connection is retried with one
  log line, never a traceback and never a restarted receiver with a fresh allowance;
- ``queued(job_id)`` tells the recovery sweep whether a job's message is still in the broker, so a job
  whose message is gone is queued again.

taskiq, redis and nats are imported only when one of these brokers is built.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import Any, AsyncGenerator

from taskiq import AckableMessage, BrokerMessage
from taskiq_nats import PullBasedJetStreamBroker
from taskiq_redis import RedisStreamBroker

__all__ = ["AckedRedisBroker", "AckedNatsBroker", "RETRY_SECONDS"]

log = logging.getLogger("foldwise.jobs")

#: Seconds an idle blocking read waits for a message, and the socket timeout above it.
BLOCK_SECONDS = 5.0
SOCKET_TIMEOUT_SECONDS = BLOCK_SECONDS + 10.0
#: Pause before reading again after the broker connection failed.
RETRY_SECONDS = 1.0
#: A message delivered this long ago and not acknowledged belongs to a dead worker: redeliver it.
RECLAIM_SECONDS = 60.0


class _Reconnecting:
    """Turns broker connection failures into one warning per outage and a retry."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.failing_since: float | None = None

    def failed(self, exc: BaseException) -> None:
        if self.failing_since is None:
            self.failing_since = time.monotonic()
            log.warning("%s unreachable (%s: %s); retrying every %gs", self.what, type(exc).__name__, exc,
                        RETRY_SECONDS)

    def ok(self) -> None:
        if self.failing_since is not None:
            log.warning("%s reachable again after %.1fs", self.what, time.monotonic() - self.failing_since)
            self.failing_since = None


def _job_id_of(data: bytes) -> str | None:
    """The job id inside a taskiq message (``args[0]``), or None."""
    try:
        args = json.loads(data).get("args") or []
    except (ValueError, AttributeError):
        return None
    return args[0] if args and isinstance(args[0], str) else None


class AckedRedisBroker(RedisStreamBroker):
    """A Redis stream with a consumer group: acknowledged, one message per free slot, deleted once acked."""

    def __init__(self, url: str, queue_name: str, *, reclaim_after: float = RECLAIM_SECONDS) -> None:
        super().__init__(
            url, queue_name=queue_name, consumer_group_name=f"{queue_name}:workers", consumer_id="0",
            xread_block=int(BLOCK_SECONDS * 1000), xread_count=1, unacknowledged_batch_size=1,
            idle_timeout=int(reclaim_after * 1000), unacknowledged_lock_timeout=5,
            socket_timeout=SOCKET_TIMEOUT_SECONDS, socket_connect_timeout=5, health_check_interval=30,
        )
        self._health = _Reconnecting(f"Redis job queue {queue_name}")

    def _ack_generator(self, id: str, queue_name: str) -> Any:
        async def _ack() -> None:
            from redis.asyncio import Redis

            async with Redis(connection_pool=self.connection_pool) as conn:
                async with conn.pipeline(transaction=True) as pipe:
                    pipe.xack(queue_name, self.consumer_group_name, id)
                    pipe.xdel(queue_name, id)  # the stream holds only jobs not yet done
                    await pipe.execute()

        return _ack

    async def listen(self) -> AsyncGenerator[AckableMessage, None]:
        """The parent's reads, restarted after a connection failure (one warning, no traceback)."""
        from redis.exceptions import ConnectionError, TimeoutError

        while True:
            try:
                async for message in super().listen():
                    self._health.ok()
                    yield message
            except (ConnectionError, TimeoutError, OSError) as exc:
                self._health.failed(exc)
                await asyncio.sleep(RETRY_SECONDS)
                try:
                    await self._declare_consumer_group()  # the stream may be new (Redis restarted empty)
                except (ConnectionError, TimeoutError, OSError):
                    pass

    async def queued(self, job_id: str) -> bool:
        """True while a message for ``job_id`` is in the stream (waiting, or delivered and not acked)."""
        from redis.asyncio import Redis

        async with Redis(connection_pool=self.connection_pool) as conn:
            start = "-"
            while True:
                batch = await conn.xrange(self.queue_name, min=start, count=500)
                for msg_id, fields in batch:
                    if _job_id_of(fields.get(b"data", b"")) == job_id:
                        return True
                if len(batch) < 500:
                    return False
                start = "(" + (batch[-1][0].decode() if isinstance(batch[-1][0], bytes) else batch[-1][0])


class AckedNatsBroker(PullBasedJetStreamBroker):
    """A JetStream work queue: one subject per job, explicit acks, one message per fetch."""

    def __init__(self, url: str, *, subject: str, stream_name: str, durable: str,
                 reclaim_after: float = RECLAIM_SECONDS) -> None:
        from nats.js.api import AckPolicy, ConsumerConfig, RetentionPolicy, StreamConfig

        super().__init__(
            url, subject=f"{subject}.*", stream_name=stream_name, durable=durable,
            stream_config=StreamConfig(retention=RetentionPolicy.WORK_QUEUE, max_age=7 * 24 * 3600),
            consumer_config=ConsumerConfig(durable_name=durable, ack_policy=AckPolicy.EXPLICIT,
                                           ack_wait=reclaim_after, max_ack_pending=-1),
            pull_consume_batch=1, pull_consume_timeout=BLOCK_SECONDS,
        )
        self.job_subject = subject
        self._health = _Reconnecting(f"NATS job stream {stream_name}")

    async def kick(self, message: BrokerMessage) -> None:
        """Publish on ``<subject>.<job id>`` so ``queued`` can look the job up."""
        job_id = _job_id_of(message.message) or "unknown"
        await self.js.publish(f"{self.job_subject}.{job_id}", payload=message.message, headers=message.labels)

    async def listen(self) -> AsyncGenerator[AckableMessage, None]:
        """Fetch one message at a time; a lost connection is waited out (nats-py reconnects by itself)."""
        from nats.errors import ConnectionClosedError, NoServersError
        from nats.errors import TimeoutError as NatsTimeoutError

        while True:
            try:
                fetched = await self.consumer.fetch(batch=1, timeout=self.pull_consume_timeout)
            except NatsTimeoutError:
                self._health.ok()
                continue
            except (ConnectionClosedError, NoServersError, OSError, asyncio.TimeoutError) as exc:
                self._health.failed(exc)
                await asyncio.sleep(RETRY_SECONDS)
                continue
            self._health.ok()
            for message in fetched:
                yield AckableMessage(data=message.data, ack=message.ack)

    async def queued(self, job_id: str) -> bool:
        """True while the stream holds a message for ``job_id`` (acked ones are removed: work queue)."""
        from nats.js.errors import NotFoundError

        try:
            await self.js.get_last_msg(self.stream_name, f"{self.job_subject}.{job_id}")
        except NotFoundError:
            return False
        return True
