"""Transports that carry bus events between instances: Redis pub/sub and NATS subjects."""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Callable, Protocol

from foldwise.kernel.events.namespace import installation_namespace
from foldwise.kernel.settings import Settings

__all__ = ["Transport", "RedisTransport", "NatsTransport", "open_transport"]

log = logging.getLogger("foldwise.events")
Receiver = Callable[[bytes], None]


class Transport(Protocol):
    """Sends this instance's events out and hands other instances' events to ``receive``."""

    name: str

    async def start(self, receive: Receiver) -> None: ...

    async def send(self, payload: bytes) -> None: ...

    async def close(self) -> None: ...


class RedisTransport:
    """Redis pub/sub on one channel per installation."""

    name = "redis"

    def __init__(self, url: str, channel: str) -> None:
        self.url, self.channel = url, channel
        self._redis: Any = None
        self._pubsub: Any = None
        self._task: asyncio.Task[None] | None = None

    async def start(self, receive: Receiver) -> None:
        import redis.asyncio as aioredis

        self._redis = aioredis.from_url(self.url)
        try:
            self._pubsub = self._redis.pubsub()
            await self._pubsub.subscribe(self.channel)
        except Exception as exc:
            await self._redis.aclose()
            raise RuntimeError(f"events.backend is redis but Redis is unreachable ({type(exc).__name__})") from None
        self._task = asyncio.get_running_loop().create_task(self._listen(receive))

    async def _listen(self, receive: Receiver) -> None:
        while True:
            try:
                message = await self._pubsub.get_message(ignore_subscribe_messages=True, timeout=5.0)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - reconnect after a dropped link
                log.warning("redis event link failed (%s); retrying", exc)
                await asyncio.sleep(1)
                try:
                    await self._pubsub.subscribe(self.channel)
                except Exception:  # noqa: BLE001
                    pass
                continue
            if message and message.get("type") == "message":
                receive(message["data"])

    async def send(self, payload: bytes) -> None:
        await self._redis.publish(self.channel, payload)

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        if self._pubsub is not None:
            try:
                await self._pubsub.aclose()
            except Exception:  # noqa: BLE001
                pass
        if self._redis is not None:
            await self._redis.aclose()


class NatsTransport:
    """Core NATS publish/subscribe on one subject per installation."""

    name = "nats"

    def __init__(self, url: str, subject: str) -> None:
        self.url, self.subject = url, subject
        self._nc: Any = None

    async def start(self, receive: Receiver) -> None:
        import nats

        try:
            self._nc = await nats.connect(self.url, connect_timeout=5, max_reconnect_attempts=-1,
                                          allow_reconnect=True)
        except Exception as exc:
            raise RuntimeError(f"events.backend is nats but NATS is unreachable ({type(exc).__name__})") from None

        async def _on_message(msg: Any) -> None:
            receive(msg.data)

        await self._nc.subscribe(self.subject, cb=_on_message)
        await self._nc.flush()

    async def send(self, payload: bytes) -> None:
        await self._nc.publish(self.subject, payload)

    async def close(self) -> None:
        if self._nc is not None:
            try:
                await self._nc.drain()
            except Exception:  # noqa: BLE001
                await self._nc.close()


def open_transport(settings: Settings) -> Transport | None:
    """The transport chosen by ``settings.events.backend`` (None for the in-process bus)."""
    backend = settings.events.backend
    ns = installation_namespace(settings)
    if backend == "redis":
        return RedisTransport(settings.redis_url, f"foldwise:events:{ns}")
    if backend == "nats":
        return NatsTransport(settings.nats_url, f"foldwise.events.{ns}")
    return None
