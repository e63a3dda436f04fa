"""Event bus and job progress costs: ``python benchmarks/bench_events.py``.

1. Publishing to 10 subscribers through ``EventBus`` vs a bare fan-out into 10 ``asyncio.Queue``s.
2. 100,000 ``ctx.progress`` calls of a real job (SQLite, throttled) vs the same loop without reporting,
   with the number of events and DB writes it produced.
3. (Redis running) latency of an event from one bus instance to another vs in-process delivery.
"""

from __future__ import annotations

import asyncio
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from foldwise.kernel.core import Kernel, open_kernel  # noqa: E402
from foldwise.kernel.events.bus import EventBus, create_bus  # noqa: E402
from foldwise.kernel.jobs.context import JobContext  # noqa: E402
from foldwise.kernel.settings import load_settings  # noqa: E402

N_EVENTS = 50_000
N_SUBS = 10
N_STEPS = 100_000


async def bench_publish() -> None:
    queues: list[asyncio.Queue[object]] = [asyncio.Queue() for _ in range(N_SUBS)]
    t0 = time.perf_counter()
    for i in range(N_EVENTS):
        item = {"type": "tick", "data": {"i": i}}
        for q in queues:
            q.put_nowait(item)
    base = time.perf_counter() - t0

    bus = EventBus()
    subs = [bus.subscribe(maxsize=N_EVENTS) for _ in range(N_SUBS)]
    t0 = time.perf_counter()
    for i in range(N_EVENTS):
        await bus.publish("tick", {"i": i})
    ours = time.perf_counter() - t0
    assert all(s._queue.qsize() == N_EVENTS for s in subs)
    await bus.close()
    print(f"publish {N_EVENTS} events to {N_SUBS} subscribers: bare queues {base * 1e6 / N_EVENTS:.1f} us/event, "
          f"EventBus {ours * 1e6 / N_EVENTS:.1f} us/event, ratio {ours / base:.2f}x")


async def bench_progress(home: Path) -> None:
    settings = load_settings(home, overrides={"roots": [str(home)]}, environ={})
    async with open_kernel(settings, run_jobs=False) as kernel:
        job = await kernel.jobs.create("kernel.sleep", {}, status="in_progress")
        sub = kernel.bus.subscribe(maxsize=N_STEPS)

        async def nothing(done: int, total: int) -> None:
            return None

        t0 = time.perf_counter()
        for step in range(1, N_STEPS + 1):
            await nothing(step, N_STEPS)
            if step % 256 == 0:
                await asyncio.sleep(0)
        base = time.perf_counter() - t0

        ctx = JobContext(kernel, job.id, job.type, {})
        t0 = time.perf_counter()
        for step in range(1, N_STEPS + 1):
            await ctx.progress(step, N_STEPS)
            if step % 256 == 0:
                await asyncio.sleep(0)
        ours = time.perf_counter() - t0
        print(f"{N_STEPS} progress calls: bare loop {base * 1000:.1f} ms, throttled ctx.progress "
              f"{ours * 1000:.1f} ms ({ours / base:.1f}x the bare loop, {ours * 1e6 / N_STEPS:.2f} us/call), "
              f"{ctx.events_sent} events and DB writes (unthrottled would be {N_STEPS})")
        sub.close()


async def bench_redis_latency(home: Path) -> None:
    try:
        socket.create_connection(("127.0.0.1", 6379), timeout=0.5).close()
    except OSError:
        print("redis latency: skipped (Redis is not running on 127.0.0.1:6379)")
        return
    settings = load_settings(home, overrides={"events": {"backend": "redis"}}, environ={})
    bus_a, bus_b = await create_bus(Kernel(settings)), await create_bus(Kernel(settings))
    memory = EventBus()
    local, remote = memory.subscribe(), bus_b.subscribe()
    local_lat, remote_lat = [], []
    for i in range(500):
        t0 = time.perf_counter()
        await memory.publish("tick", {"i": i})
        await local.get(5)
        local_lat.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        await bus_a.publish("tick", {"i": i})
        await remote.get(5)
        remote_lat.append(time.perf_counter() - t0)
    for bus in (memory, bus_a, bus_b):
        await bus.close()
    lm, rm = statistics.median(local_lat), statistics.median(remote_lat)
    print(f"event latency (median of 500): in-process {lm * 1e6:.0f} us, via Redis to another instance "
          f"{rm * 1e6:.0f} us ({rm / lm:.0f}x)")


async def main() -> None:
    await bench_publish()
    with tempfile.TemporaryDirectory() as tmp:
        await bench_progress(Path(tmp) / "a")
        await bench_redis_latency(Path(tmp) / "b")


if __name__ == "__main__":
    asyncio.run(main())
