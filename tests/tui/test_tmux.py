"""``foldwise launch tui`` in a real terminal (tmux), driven by send-keys and read back with capture-pane;
and ``foldwise tui --help`` without textual."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Iterator

import pytest

REPO = Path(__file__).resolve().parents[2]


def test_tui_help_loads_no_textual(tmp_path: Path) -> None:
    probe = ("import sys; sys.argv = ['foldwise', 'tui', '--help']\nfrom foldwise.kernel.cli import main\n"
             "try:\n    main()\nexcept SystemExit:\n    pass\n"
             "sys.stderr.write('LOADED ' + ','.join(m for m in ('textual', 'foldwise.tui.app') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "FOLDWISE_HOME": str(tmp_path), "COLUMNS": "80"})
    assert "Usage: foldwise tui" in done.stdout and "--server" in done.stdout, done.stderr
    assert done.stderr.rpartition("LOADED ")[2].strip() == ""


def test_tui_with_a_server_needs_a_key_and_names_an_unreachable_one(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "FOLDWISE_HOME": str(tmp_path)}
    base = [sys.executable, "-m", "foldwise", "tui", "--server", "http://127.0.0.1:9"]
    done = subprocess.run(base, capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 2 and done.stderr.strip() == "error: --api-key (or FOLDWISE_API_KEY) is required with --server"
    done = subprocess.run([*base, "--api-key", "k"], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 1 and done.stderr.startswith("error: cannot reach the service at http://127.0.0.1:9")
    assert len(done.stderr.strip().splitlines()) == 1


class Tmux:
    """One tmux server of our own (its own socket), one 120x40 window running a command."""

    def __init__(self, command: list[str], env: dict[str, str]) -> None:
        self.socket = f"foldwise-tui-{uuid.uuid4().hex[:8]}"
        exports = " ".join(f"{k}={v}" for k, v in env.items())
        shell = f"env {exports} {' '.join(command)}; sleep 30"
        subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null", "new-session", "-d", "-x", "120", "-y", "40",
                        shell], check=True)

    def screen(self) -> str:
        return subprocess.run(["tmux", "-L", self.socket, "capture-pane", "-p"], capture_output=True, text=True,
                              check=True).stdout

    def keys(self, *keys: str) -> None:
        for key in keys:
            subprocess.run(["tmux", "-L", self.socket, "send-keys", key], check=True)
            time.sleep(0.2)

    def wait_for(self, text: str, timeout: float = 120) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            shown = self.screen()
            if text in shown:
                time.sleep(0.5)  # the first frames may be drawn before the terminal's size is known
                shown = self.screen()
                if text in shown:
                    return shown
            time.sleep(0.2)
        raise AssertionError(f"{text!r} never appeared; the screen shows:\n{self.screen()}")

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


@pytest.fixture
def tmux_tui(tmp_path: Path) -> Iterator[tuple[Tmux, Path]]:
    if shutil.which("tmux") is None:
        from conftest import skip_or_fail

        skip_or_fail("tmux is not installed")
    root, home = tmp_path / "root", tmp_path / "home"
    root.mkdir()
    home.mkdir()
    (home / "foldwise.toml").write_text(f'roots = ["{root}"]\n')
    for name, text in {"report.pdf": "quarterly", "photo.jpg": "jpeg", "todo.txt": "milk"}.items():
        (root / name).write_text(text)
    env = {"FOLDWISE_HOME": str(home), "TERM": "xterm-256color", "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
           "PYTHONPATH": str(REPO)}
    session = Tmux([sys.executable, "-m", "foldwise", "launch", "tui"], env)
    try:
        yield session, root
    finally:
        session.close()


def test_the_tui_in_a_real_terminal_organizes_and_shows_help(tmux_tui: tuple[Tmux, Path]) -> None:
    term, root = tmux_tui
    term.wait_for("report.pdf")
    shown = term.wait_for("Help")  # the footer is drawn last
    assert "[1] FILES" in shown and "2 organize" in shown and "? Help" in shown  # top line and footer
    term.keys("2", "p")
    shown = term.wait_for("plan of")
    assert "report.pdf" in shown and "move" in shown
    term.keys("a")
    shown = term.wait_for("completed")
    assert "moved 3" in shown
    assert sorted(p.name for p in root.rglob("*") if p.is_file()) == ["photo.jpg", "report.pdf", "todo.txt"]
    assert not (root / "report.pdf").exists()
    term.keys("?")
    shown = term.wait_for("On Organize:")
    assert "Screens (press the number):" in shown and "9  update" in shown
    term.keys("Escape", "5")
    shown = term.wait_for("u undoes")
    assert "organize" in shown
    term.keys("u")
    term.wait_for("undo of change")
    assert (root / "report.pdf").read_text() == "quarterly"
    term.keys("q")
    deadline = time.monotonic() + 20
    while "foldwise" in term.screen() and time.monotonic() < deadline:  # the app ends, the shell sleeps
        time.sleep(0.2)
    assert "Organize" not in term.screen()
