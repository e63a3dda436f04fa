"""The event bus: in-process fan-out, optionally shared between instances through Redis or NATS.

Publishers never block on subscribers: each subscriber has a bounded queue and a slow
one loses its oldest events. Every event published *here* also goes to the ``on_event``
hook (in the background; errors are logged). Events that arrive from another instance
are delivered to local subscribers only, so a hook runs once per event in the cluster.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import logging
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Callable, Iterable

from foldwise.kernel.events.transports import Transport, open_transport

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.kernel.core import Kernel

__all__ = ["Event", "EventBus", "Subscription", "create_bus", "EVENT_KINDS"]

log = logging.getLogger("foldwise.events")

#: The contract's event kinds (plugins add their own through ``register_event_types``).
EVENT_KINDS = ("file_uploaded", "organize_progress", "organize_complete", "duplicate_detected", "error")
DEFAULT_QUEUE_SIZE = 1000


def _now_iso() -> str:
    return datetime.now(timezone.utc).isoformat()


@dataclass(frozen=True)
class Event:
    """One event: ``type`` names its kind; ``channel`` defaults to ``job:<job_id>`` for job events."""

    type: str
    data: dict[str, Any] = field(default_factory=dict)
    job_id: str | None = None
    progress: float | None = None
    channel: str | None = None
    timestamp: str = field(default_factory=_now_iso)

    def to_message(self) -> dict[str, Any]:
        """The wire shape: ``{"type", "job_id"?, "progress"?, "data", "timestamp"}``."""
        message: dict[str, Any] = {"type": self.type}
        if self.job_id is not None:
            message["job_id"] = self.job_id
        if self.progress is not None:
            message["progress"] = self.progress
        message["data"] = self.data
        message["timestamp"] = self.timestamp
        return message

    def to_dict(self) -> dict[str, Any]:
        """Every field, for transport between instances."""
        return {"type": self.type, "data": self.data, "job_id": self.job_id, "progress": self.progress,
                "channel": self.channel, "timestamp": self.timestamp}

    @classmethod
    def from_dict(cls, raw: dict[str, Any]) -> Event:
        """Rebuild an event sent by ``to_dict`` (unknown keys ignored)."""
        return cls(type=str(raw["type"]), data=raw.get("data") or {}, job_id=raw.get("job_id"),
                   progress=raw.get("progress"), channel=raw.get("channel"),
                   timestamp=raw.get("timestamp") or _now_iso())


_CLOSED = object()


class Subscription:
    """An async iterator of events for one subscriber (a bounded queue; oldest dropped when full)."""

    def __init__(self, bus: EventBus, channels: Iterable[str] | None, maxsize: int) -> None:
        self._bus = bus
        self._queue: asyncio.Queue[Any] = asyncio.Queue(maxsize=maxsize)
        self.channels: set[str] | None = set(channels) if channels is not None else None
        self.dropped = 0
        self.closed = False

    def subscribe(self, channel: str) -> None:
        """Narrow to (or add) ``channel``; a subscription that listened to everything now hears only these."""
        if self.channels is None:
            self.channels = set()
        self.channels.add(channel)

    def matches(self, event: Event) -> bool:
        return self.channels is None or event.channel in self.channels

    def _offer(self, item: Any) -> None:
        while True:
            try:
                self._queue.put_nowait(item)
                return
            except asyncio.QueueFull:
                try:
                    self._queue.get_nowait()
                    self.dropped += 1
                except asyncio.QueueEmpty:  # pragma: no cover - raced with a reader
                    pass

    def close(self) -> None:
        """Stop receiving; a pending ``__anext__`` ends the iteration."""
        if self.closed:
            return
        self.closed = True
        self._bus._subscribers.discard(self)
        self._offer(_CLOSED)

    def __aiter__(self) -> Subscription:
        return self

    async def __anext__(self) -> Event:
        if self.closed and self._queue.empty():
            raise StopAsyncIteration
        item = await self._queue.get()
        if item is _CLOSED:
            self.closed = True
            raise StopAsyncIteration
        return item

    async def get(self, timeout: float | None = None) -> Event | None:
        """The next event, or None after ``timeout`` seconds or when closed."""
        try:
            return await asyncio.wait_for(self.__anext__(), timeout)
        except (asyncio.TimeoutError, StopAsyncIteration):
            return None

    async def __aenter__(self) -> Subscription:
        return self

    async def __aexit__(self, *exc: Any) -> None:
        self.close()


class EventBus:
    """Publish/subscribe for one process, bridged to other instances by an optional ``Transport``."""

    def __init__(self, hook_caller: Callable[[Event], Any] | None = None,
                 transport: Transport | None = None, queue_size: int = DEFAULT_QUEUE_SIZE,
                 hooks_present: Callable[[], bool] | None = None) -> None:
        self.origin = uuid.uuid4().hex
        self._hook_caller = hook_caller
        self._hooks_present = hooks_present or (lambda: True)
        self._transport = transport
        self._queue_size = queue_size
        self._subscribers: set[Subscription] = set()
        self._hook_tasks: set[asyncio.Task[Any]] = set()
        self._closed = False
        self._last_send_error = 0.0

    @property
    def backend(self) -> str:
        return self._transport.name if self._transport else "memory"

    async def start(self) -> None:
        """Connect the transport (if any) and start receiving other instances' events."""
        if self._transport is not None:
            await self._transport.start(self._on_remote)

    async def publish(self, type: str, data: dict[str, Any] | None = None, *, job_id: str | None = None,
                      progress: float | None = None, channel: str | None = None) -> Event:
        """Publish an event to local subscribers, the ``on_event`` hook and other instances."""
        if channel is None and job_id is not None:
            channel = f"job:{job_id}"
        event = Event(type=type, data=dict(data or {}), job_id=job_id, progress=progress, channel=channel)
        self._deliver(event)
        self._run_hook(event)
        if self._transport is not None and not self._closed:
            payload = json.dumps({"origin": self.origin, "event": event.to_dict()}, default=str).encode()
            try:
                await self._transport.send(payload)
            except Exception as exc:  # noqa: BLE001 - a broken link must not fail the publisher
                now = time.monotonic()
                if now - self._last_send_error > 10:
                    self._last_send_error = now
                    log.warning("could not forward event %s through %s: %s", type, self.backend, exc)
        return event

    def subscribe(self, channel: str | None = None, *, maxsize: int | None = None) -> Subscription:
        """A new subscription to every event, or to one ``channel`` (``job:<id>``)."""
        sub = Subscription(self, None if channel is None else [channel], maxsize or self._queue_size)
        if self._closed:
            sub.close()
        else:
            self._subscribers.add(sub)
        return sub

    @property
    def subscriber_count(self) -> int:
        return len(self._subscribers)

    def _deliver(self, event: Event) -> None:
        for sub in list(self._subscribers):
            if sub.matches(event):
                sub._offer(event)

    def _run_hook(self, event: Event) -> None:
        if self._hook_caller is None or not self._hooks_present():
            return
        task = asyncio.get_running_loop().create_task(self._call_hook(event))
        self._hook_tasks.add(task)
        task.add_done_callback(self._hook_tasks.discard)

    async def _call_hook(self, event: Event) -> None:
        assert self._hook_caller is not None
        try:
            results = self._hook_caller(event)
        except Exception:  # noqa: BLE001
            log.exception("on_event hook failed for %s", event.type)
            return
        for result in results or []:
            if inspect.isawaitable(result):
                try:
                    await result
                except Exception:  # noqa: BLE001
                    log.exception("on_event hook failed for %s", event.type)

    def _on_remote(self, payload: bytes) -> None:
        try:
            raw = json.loads(payload)
            if raw.get("origin") == self.origin:
                return
            event = Event.from_dict(raw["event"])
        except Exception:  # noqa: BLE001 - ignore foreign or malformed messages
            log.debug("ignored a malformed event message")
            return
        self._deliver(event)

    async def wait_hooks(self) -> None:
        """Wait for the ``on_event`` hook calls started so far (tests, shutdown)."""
        while self._hook_tasks:
            await asyncio.gather(*list(self._hook_tasks), return_exceptions=True)

    def end_subscriptions(self) -> None:
        """End every current subscription but keep publishing (the service is going away: event streams
        and WebSockets end now, so their connections close before the server stops)."""
        for sub in list(self._subscribers):
            sub.close()

    async def close(self) -> None:
        """End every subscription, finish hook calls (briefly) and disconnect the transport."""
        if self._closed:
            return
        self._closed = True
        self.end_subscriptions()
        if self._hook_tasks:
            await asyncio.wait(list(self._hook_tasks), timeout=5)
        if self._transport is not None:
            await self._transport.close()


async def create_bus(kernel: Kernel) -> EventBus:
    """The bus for ``kernel``: in-process, or bridged by ``settings.events.backend`` (redis, nats)."""
    settings = kernel.settings

    def _hook(event: Event) -> Any:
        return kernel.pm.hook.on_event(event=event, kernel=kernel)  # read live: a plugin reload replaces ``kernel.pm``

    def _present() -> bool:
        return bool(kernel.pm.hook.on_event.get_hookimpls())

    transport = open_transport(settings)
    bus = EventBus(hook_caller=_hook, transport=transport, hooks_present=_present)
    await bus.start()
    return bus

