"""Fixtures for journal tests: a real kernel (all plugins off) on SQLite or PostgreSQL."""

from __future__ import annotations

import os
from contextlib import asynccontextmanager
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any, AsyncIterator

import pytest

from foldwise.kernel.journal import fsops
from conftest import make_settings

ALL_PLUGINS = sorted({ep.name for ep in entry_points(group="foldwise.plugins")})


class SimulatedCrash(BaseException):
    """Stands in for the process dying: nothing catches it, nothing cleans up."""


@asynccontextmanager
async def kernel_for(home: Path, roots: list[Path], db_url: str | None) -> AsyncIterator[Any]:
    """A started kernel with every plugin disabled (so only the journal touches the files)."""
    from foldwise.kernel.core import open_kernel

    overrides: dict[str, Any] = {"plugins": {"disabled": ALL_PLUGINS}}
    if db_url:
        overrides["database"] = {"url": db_url}
    settings = make_settings(home, roots, **overrides)
    async with open_kernel(settings, run_jobs=False) as kernel:
        yield kernel


@pytest.fixture
async def kernel(home: Path, root: Path, db_backend: str | None) -> AsyncIterator[Any]:
    async with kernel_for(home, [root], db_backend) as k:
        yield k


@pytest.fixture(autouse=True)
def _no_hook() -> Any:
    yield
    fsops.set_hook(None)


def snapshot(path: Path) -> dict[str, bytes | None]:
    """Every entry under ``path``: files with their bytes, folders as None (the root's trash folder,
    ``.foldwise-trash``, is the journal's, not the user's tree: left out)."""
    out: dict[str, bytes | None] = {}
    for dirpath, dirnames, filenames in os.walk(path):
        dirnames[:] = [d for d in dirnames if d != ".foldwise-trash"]
        for d in dirnames:
            out[os.path.relpath(os.path.join(dirpath, d), path) + "/"] = None
        for f in filenames:
            full = os.path.join(dirpath, f)
            out[os.path.relpath(full, path)] = Path(full).read_bytes()
    return out


def contents(path: Path) -> list[bytes]:
    """The sorted multiset of file contents under ``path``."""
    return sorted(v for v in snapshot(path).values() if v is not None) if path.exists() else []


def make_tree(root: Path, files: dict[str, bytes]) -> None:
    for rel, data in files.items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
