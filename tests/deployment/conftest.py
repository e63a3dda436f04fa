"""Fixtures of the several-machines harness: a fresh PostgreSQL database per test and a ``Deployment`` on it."""

from __future__ import annotations

from pathlib import Path
from typing import AsyncIterator, Iterator

import pytest
from conftest import _create_pg_database, _drop_pg_database, require_service

from .harness import Deployment


@pytest.fixture
async def pg_url() -> AsyncIterator[str]:
    require_service("postgres")
    url = await _create_pg_database()
    try:
        yield url
    finally:
        await _drop_pg_database(url)


@pytest.fixture
def redis_deployment(tmp_path: Path, pg_url: str) -> Iterator[Deployment]:
    """Instances and workers on PostgreSQL with the Redis broker (added by the test)."""
    require_service("redis")
    deployment = Deployment(tmp_path, pg_url, "redis")
    try:
        yield deployment
    finally:
        deployment.close()
