"""The event bus: fan-out, channels, slow subscribers, the on_event hook, Redis and NATS bridging."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from conftest import NATS_URL, REDIS_URL, make_settings, require_service

from foldwise.kernel.core import Kernel
from foldwise.kernel.events.bus import Event, EventBus, create_bus
from foldwise.kernel.hookspecs import hookimpl
from waiting import wait_until_async


async def test_fan_out_channels_and_wire_shape() -> None:
    bus = EventBus()
    everything, job_a = bus.subscribe(), bus.subscribe("job:a")
    await bus.publish("organize_progress", {"done": 1}, job_id="a", progress=10)
    await bus.publish("organize_progress", {"done": 1}, job_id="b", progress=20)
    await bus.publish("file_uploaded", {"name": "x.txt"})
    got_all = [await everything.get(1) for _ in range(3)]
    assert [e.job_id for e in got_all] == ["a", "b", None]
    first = await job_a.get(1)
    assert first is not None and first.channel == "job:a"
    assert await job_a.get(0.05) is None  # b's event and the channel-less one are not for it
    message = first.to_message()
    assert set(message) == {"type", "job_id", "progress", "data", "timestamp"}
    assert message["type"] == "organize_progress" and message["progress"] == 10
    assert set(got_all[2].to_message()) == {"type", "data", "timestamp"}
    assert Event.from_dict(first.to_dict()) == first
    await bus.close()


async def test_a_slow_subscriber_loses_the_oldest_and_never_blocks() -> None:
    bus = EventBus()
    slow = bus.subscribe(maxsize=10)
    fast = bus.subscribe(maxsize=1000)
    for i in range(500):
        await asyncio.wait_for(bus.publish("tick", {"i": i}), 1)
    assert slow.dropped == 490
    kept = [(await slow.get(1)).data["i"] for _ in range(10)]
    assert kept == list(range(490, 500))
    assert await slow.get(0.01) is None
    assert fast.dropped == 0 and (await fast.get(1)).data["i"] == 0
    await bus.close()


async def test_close_ends_every_subscription() -> None:
    bus = EventBus()
    sub = bus.subscribe()
    seen: list[str] = []

    async def consume() -> list[str]:
        async for event in sub:
            seen.append(event.type)
        return seen

    task = asyncio.create_task(consume())
    await bus.publish("one")
    await wait_until_async(lambda: seen == ["one"], what="the consumer to take the event and wait for more")
    await bus.close()  # ends the pending iteration
    assert await asyncio.wait_for(task, 1) == ["one"]
    late = bus.subscribe()
    assert [e async for e in late] == []


class Recorder:
    """A real plugin object implementing ``on_event`` (sync-failing, async, async-failing)."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    @hookimpl
    def on_event(self, event: Any) -> Any:
        if event.type == "sync_boom":
            raise RuntimeError("sync hook failure")

        async def record() -> None:
            await asyncio.sleep(0)  # the behaviour under test: a hook that suspends before it records
            if event.type == "async_boom":
                raise RuntimeError("async hook failure")
            self.seen.append(event.type)

        return record()


async def test_every_event_reaches_on_event_and_hook_errors_stay_there(settings: Any) -> None:
    kernel = Kernel(settings)
    recorder = Recorder()
    kernel.pm.register(recorder, name="recorder")
    bus = await create_bus(kernel)
    sub = bus.subscribe()
    for kind in ("first", "sync_boom", "async_boom", "last"):
        event = await bus.publish(kind, {"k": kind})
        assert event.type == kind  # the publisher never sees the hook's errors
    await bus.wait_hooks()
    assert recorder.seen == ["first", "last"]
    assert [(await sub.get(1)).type for _ in range(4)] == ["first", "sync_boom", "async_boom", "last"]
    await bus.close()


@pytest.mark.parametrize("backend", ["redis", "nats"])
async def test_events_fan_out_between_instances(backend: str, home: Path, root: Path) -> None:
    require_service(backend)
    settings = make_settings(home, [root], events={"backend": backend}, redis_url=REDIS_URL, nats_url=NATS_URL)
    first, second = Kernel(settings), Kernel(settings)
    recorder_a, recorder_b = Recorder(), Recorder()
    first.pm.register(recorder_a, name="recorder")
    second.pm.register(recorder_b, name="recorder")
    bus_a, bus_b = await create_bus(first), await create_bus(second)
    assert bus_a.backend == backend
    other = Kernel(make_settings(home / "elsewhere", [root], events={"backend": backend},
                                 redis_url=REDIS_URL, nats_url=NATS_URL))
    bus_other = await create_bus(other)  # another installation: must hear nothing
    try:
        on_a, on_b, on_b_job, on_other = (bus_a.subscribe(), bus_b.subscribe(), bus_b.subscribe("job:j1"),
                                          bus_other.subscribe())
        await bus_a.publish("organize_progress", {"done": 3, "total": 4}, job_id="j1", progress=75)
        await bus_b.publish("duplicate_detected", {"groups": 2})
        got_b = {e.type: e for e in [await on_b.get(5), await on_b.get(5)]}
        assert sorted(got_b) == ["duplicate_detected", "organize_progress"]
        remote = got_b["organize_progress"]
        assert remote.progress == 75 and remote.data == {"done": 3, "total": 4} and remote.channel == "job:j1"
        assert (await on_b_job.get(5)).job_id == "j1"
        got_a = [await on_a.get(5), await on_a.get(5)]
        assert sorted(e.type for e in got_a) == ["duplicate_detected", "organize_progress"]
        assert await on_a.get(0.3) is None  # our own event is not delivered twice
        assert await on_b_job.get(0.05) is None
        assert await on_other.get(0.3) is None
        await bus_a.wait_hooks()
        await bus_b.wait_hooks()
        assert recorder_a.seen == ["organize_progress"]  # the hook runs where the event was published
        assert recorder_b.seen == ["duplicate_detected"]
    finally:
        for bus in (bus_a, bus_b, bus_other):
            await bus.close()
