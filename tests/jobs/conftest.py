"""Fixtures for job tests: a started kernel on a fresh data home (SQLite unless a test says otherwise)."""

from __future__ import annotations

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


async def drain(sub: Any, timeout: float = 0.2) -> list[Any]:
    """Every event the subscription holds now (waiting ``timeout`` for stragglers)."""
    out = []
    while (event := await sub.get(timeout)) is not None:
        out.append(event)
    return out
