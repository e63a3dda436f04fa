"""Helpers for the plugin tests: subprocess environments and started apps."""

from __future__ import annotations

import os
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator

from conftest import make_settings


def subprocess_env(home: Path, *sites: Path) -> dict[str, str]:
    """Environment for a ``foldwise`` subprocess on ``home`` that sees the given plugin sites."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env["FOLDWISE_HOME"] = str(home)
    paths = [str(s) for s in sites] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])
    if paths:
        env["PYTHONPATH"] = os.pathsep.join(paths)
    return env


@asynccontextmanager
async def started_app(home: Path, root: Path, **overrides: Any) -> AsyncIterator[Any]:
    """A started test app on ``home`` (plugins as currently visible on ``sys.path``)."""
    from foldwise.kernel.app import create_app

    app = create_app(make_settings(home, [root], **overrides))
    async with app.test_app() as test_app:
        yield test_app
