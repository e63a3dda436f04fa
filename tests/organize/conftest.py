"""Organize tests: a roomier organization rate limit (one test checks the real limit)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import make_settings

from foldwise.kernel.settings import Settings


@pytest.fixture
def settings(home: Path, root: Path, request: pytest.FixtureRequest) -> Settings:
    limit = getattr(request, "param", 1000)
    return make_settings(home, [root], rate_limits={"organization": limit})
