"""Fixtures for job tests: a started kernel on a fresh data home (SQLite unless a test says otherwise)."""

from __future__ import annotations

import asyncio
from typing import Any, AsyncIterator

import pytest

from foldwise.kernel.core import Kernel, open_kernel
from foldwise.kernel.settings import Settings


@pytest.fixture(autouse=True)
def _fresh_tortoise_executor_cache() -> None:
    """tortoise caches INSERT statements per (connection name, table), not per dialect: a process
    that switches from SQLite to PostgreSQL (the ``db_backend`` parametrization) must drop them."""
    from tortoise.backends.base.executor import EXECUTOR_CACHE

    EXECUTOR_CACHE.clear()


@pytest.fixture
async def kernel(settings: Settings) -> AsyncIterator[Kernel]:
    async with open_kernel(settings) as k:
        yield k


async def progressed(jobs: Any, job_id: str, at_least: int = 1) -> Any:
    """Wait until the running job ``job_id`` has reported ``at_least`` percent; return it."""
    from waiting import wait_until_async

    return await wait_until_async(lambda: jobs.get(job_id), until=lambda job: job.progress >= at_least,
                                  what=f"job {job_id} to reach {at_least}%")


async def events_until_complete(sub: Any, *job_ids: str, timeout: float = 10) -> list[Any]:
    """The subscription's events up to the ``organize_complete`` of every job in ``job_ids``."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    out: list[Any] = []
    waiting = set(job_ids)
    while waiting:
        event = await sub.get(max(0.0, deadline - loop.time()))
        if event is None:
            pytest.fail(f"no organize_complete for {sorted(waiting)} within {timeout:g}s; got "
                        f"{[(e.type, e.job_id) for e in out]}")
        out.append(event)
        if event.type == "organize_complete":
            waiting.discard(event.job_id)
    return out
