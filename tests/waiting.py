"""Waiting in tests on the condition itself: poll it with a deadline and fail with a clear message.

Use these instead of a bare ``sleep``: a sleep is either too short on a loaded machine (a flaky test) or
longer than needed (a slow one). ``wait_until`` polls a plain callable; ``wait_until_async`` also takes
one that returns an awaitable. Both return the last probed value once ``until(value)`` holds (default:
the value is truthy) and fail the test after ``timeout`` seconds, naming ``what`` and the last value.
"""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import pytest

T = TypeVar("T")

#: How long a test waits for something that normally takes milliseconds.
TIMEOUT = 10.0
#: Job statuses that are not final yet.
UNFINISHED = ("pending", "in_progress", "rolling_back")


def _timed_out(what: str, timeout: float, last: Any) -> None:
    pytest.fail(f"timed out after {timeout:g}s waiting for {what}; last value: {last!r:.2000}")


def wait_until(probe: Callable[[], T], *, until: Callable[[T], Any] = bool, timeout: float = TIMEOUT,
               interval: float = 0.02, what: str = "the condition") -> T:
    """Call ``probe`` every ``interval`` seconds until ``until(value)``; return that value."""
    deadline = time.monotonic() + timeout
    while True:
        value = probe()
        if until(value):
            return value
        if time.monotonic() >= deadline:
            _timed_out(what, timeout, value)
        time.sleep(interval)


async def wait_until_async(probe: Callable[[], T | Awaitable[T]], *, until: Callable[[T], Any] = bool,
                           timeout: float = TIMEOUT, interval: float = 0.02, what: str = "the condition") -> T:
    """Like ``wait_until``, without blocking the event loop; ``probe`` may be sync or async."""
    deadline = time.monotonic() + timeout
    while True:
        value = probe()
        if inspect.isawaitable(value):
            value = await value
        if until(value):
            return value  # type: ignore[return-value]
        if time.monotonic() >= deadline:
            _timed_out(what, timeout, value)
        await asyncio.sleep(interval)


async def wait_for_job(client: Any, headers: dict[str, str], url: str, timeout: float = 30) -> dict[str, Any]:
    """GET ``url`` (a job status route) through ``client`` until the job is final; return its ``data``."""
    async def probe() -> dict[str, Any]:
        response = await client.get(url, headers=headers)
        assert response.status_code == 200, await response.get_data()
        return (await response.get_json())["data"]

    return await wait_until_async(probe, until=lambda job: job["status"] not in UNFINISHED, timeout=timeout,
                                  interval=0.05, what=f"the job at {url} to finish")


class ManualClock:
    """A clock that moves only when told (for code that takes a ``clock`` callable, e.g. ``MemoryStore``)."""

    def __init__(self, now: float | None = None) -> None:
        #: Default: the next midnight UTC. Every window that divides a day starts there, and it is later than any
        #: real hit already counted, so stores that drop past windows keep working.
        self.now = now if now is not None else (time.time() // 86400 + 1) * 86400

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def freeze_rate_limits(test_app: Any) -> ManualClock:
    """Stop a started app's rate-limit clock at the start of a window, so a test never straddles two windows."""
    from foldwise.kernel.ratelimit import MemoryStore

    store = test_app.app.kernel.ratelimiter.store
    assert isinstance(store, MemoryStore), "only the memory store's clock can be moved"
    clock = store.clock = ManualClock()
    return clock
