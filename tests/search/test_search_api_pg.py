"""Every test of ``test_search_api`` again with the index in PostgreSQL (the deployment's shared tables)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, AsyncIterator

import pytest

from conftest import _create_pg_database, _drop_pg_database, make_settings, require_service
from search.test_search_api import *  # noqa: F401,F403 - the same tests, collected here against PostgreSQL


@pytest.fixture
async def settings(home: Path, root: Path) -> AsyncIterator[Any]:
    require_service("postgres")
    from tortoise.backends.base.executor import EXECUTOR_CACHE

    EXECUTOR_CACHE.clear()
    url = await _create_pg_database()
    try:
        yield make_settings(home, [root], database={"url": url})
    finally:
        await _drop_pg_database(url)
