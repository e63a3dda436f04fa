"""Fixtures of the several-machines harness: a fresh PostgreSQL database per test and a ``Deployment`` on it."""

from __future__ import annotations

import asyncio

from pathlib import Path
from typing import AsyncIterator, Iterator

import pytest
from conftest import NATS_URL, _create_pg_database, _drop_pg_database, require_service

from .harness import Deployment, settings_for


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


@pytest.fixture(params=["redis", "nats"])
async def deployment(request: pytest.FixtureRequest, tmp_path: Path, pg_url: str) -> AsyncIterator[Deployment]:
    """A deployment on PostgreSQL with the Redis broker, and again with NATS (events follow the broker;
    rate limits always in Redis). Its queues are named after its own database; a NATS stream is deleted after."""
    require_service("redis")
    require_service(request.param)
    deployment = Deployment(tmp_path, pg_url, request.param)
    try:
        yield deployment
    finally:
        await asyncio.to_thread(deployment.close)
        if request.param == "nats":
            await _delete_nats_stream(deployment)


async def _delete_nats_stream(deployment: Deployment) -> None:
    import nats

    from foldwise.kernel.jobs.broker import queue_names

    nc = await nats.connect(NATS_URL)
    try:
        await nc.jetstream().delete_stream(queue_names(settings_for(deployment, deployment.home("probe")))
                                           ["nats_stream"])
    except Exception:  # noqa: BLE001 - never made
        pass
    finally:
        await nc.close()
