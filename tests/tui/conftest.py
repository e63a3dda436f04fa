"""Fixtures of the terminal UI tests: a real data home with one root and a local backend on it."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest


@pytest.fixture
def tui_root(tmp_path: Path) -> Path:
    path = tmp_path / "root"
    path.mkdir()
    return path


@pytest.fixture
def tui_home(tmp_path: Path, tui_root: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    (home / "foldwise.toml").write_text(f'roots = ["{tui_root}"]\n')
    monkeypatch.setenv("FOLDWISE_HOME", str(home))
    monkeypatch.delenv("FOLDWISE_ROOTS", raising=False)
    return home


@pytest.fixture
def backend(tui_home: Path) -> Iterator[object]:
    from foldwise.kernel.settings import load_settings
    from foldwise.tui.backend import LocalBackend

    local = LocalBackend(load_settings(str(tui_home)))
    try:
        yield local
    finally:
        local.close()
