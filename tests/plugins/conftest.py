"""Install the example third-party plugins for the test session (real pip installs into private dirs).

They go into session temp directories put on ``sys.path`` (and ``PYTHONPATH`` for
subprocesses) only by the tests that ask for them, so the shared virtualenv and
other tests never see them.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _pip_install(project: str, target: Path) -> Path:
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--disable-pip-version-check",
         "--target", str(target), str(EXAMPLES / project)],
        capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    return target


@pytest.fixture(scope="session")
def hello_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A directory holding the installed ``foldwise-hello`` distribution."""
    return _pip_install("foldwise-hello", tmp_path_factory.mktemp("hello-site"))


@pytest.fixture(scope="session")
def broken_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A directory holding the installed ``foldwise-broken`` distribution."""
    return _pip_install("foldwise-broken", tmp_path_factory.mktemp("broken-site"))


@pytest.fixture
def with_hello(hello_site: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """``foldwise-hello`` visible to this process's entry points for one test."""
    monkeypatch.syspath_prepend(str(hello_site))
    yield hello_site


@pytest.fixture
def with_broken(broken_site: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.syspath_prepend(str(broken_site))
    yield broken_site
