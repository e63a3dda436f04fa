"""``foldwise rules ...`` and ``foldwise daemon ...`` with ``--server``: new CLI processes against one real
``foldwise serve`` process (the same requests the Python client sends), on a data home of their own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest

from conftest import LiveServer, admin_api_key

SET = ('name = "pdfs"\n[[rules]]\nname = "PDF"\nconditions = [{type = "extension", value = "pdf"}]\n'
       '[rules.action]\ntype = "move"\ndestination = "PDF"\n')


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[LiveServer, str, Path]]:
    """One server for the module, an admin's API key, and its root."""
    base = tmp_path_factory.mktemp("served")
    home, root = base / "home", base / "root"
    home.mkdir()
    root.mkdir()
    server = LiveServer(home, [root]).start()
    try:
        key = admin_api_key(server.url)
        yield server, key, root
    finally:
        server.stop()


def cli(served: tuple[LiveServer, str, Path], tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``foldwise --server URL --api-key KEY ARGS`` from a data home that is not the server's."""
    server, key, root = served
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(tmp_path / "elsewhere"), FOLDWISE_ROOTS=str(tmp_path))
    return subprocess.run([sys.executable, "-m", "foldwise", "--server", server.url, "--api-key", key, *args],
                          capture_output=True, text=True, env=env, timeout=120)


def test_rules_over_server(served: tuple[LiveServer, str, Path], tmp_path: Path) -> None:
    _, key, root = served
    (root / "a.pdf").write_bytes(b"pdf")
    spec = tmp_path / "set.toml"
    spec.write_text(SET)
    assert cli(served, tmp_path, "rules", "add", str(spec)).returncode == 0
    again = cli(served, tmp_path, "rules", "add", str(spec))
    assert again.returncode == 2 and "conflict" in again.stderr and key not in again.stderr
    listed = json.loads(cli(served, tmp_path, "rules", "list", "--json").stdout)
    assert [s["name"] for s in listed["rule_sets"]] == ["pdfs"]
    assert "destination: PDF" in cli(served, tmp_path, "rules", "show", "pdfs").stdout
    assert 'destination = "PDF"' in cli(served, tmp_path, "rules", "export", "pdfs", "--format", "toml").stdout
    preview = cli(served, tmp_path, "rules", "preview", "pdfs", str(root))
    assert preview.returncode == 0 and "nothing changed" in preview.stdout and (root / "a.pdf").exists()
    assert "disabled" in cli(served, tmp_path, "rules", "toggle", "pdfs").stdout
    assert "enabled" in cli(served, tmp_path, "rules", "toggle", "pdfs").stdout
    applied = cli(served, tmp_path, "rules", "apply", "pdfs", str(root), "--json")
    assert applied.returncode == 0, applied.stderr
    assert json.loads(applied.stdout)["id"]  # the server runs it as a job
    deadline = time.monotonic() + 30
    while not (root / "PDF" / "a.pdf").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert (root / "PDF" / "a.pdf").exists() and not (root / "a.pdf").exists()
    outside = cli(served, tmp_path, "rules", "preview", "pdfs", str(tmp_path))
    assert outside.returncode == 2 and "path_not_allowed" in outside.stderr
    assert cli(served, tmp_path, "rules", "remove", "pdfs").stdout.strip() == "Deleted pdfs"
    missing = cli(served, tmp_path, "rules", "show", "pdfs")
    assert missing.returncode == 2 and "not_found" in missing.stderr


def test_daemon_over_server(served: tuple[LiveServer, str, Path], tmp_path: Path) -> None:
    _, _, root = served
    (root / "inbox").mkdir()
    assert json.loads(cli(served, tmp_path, "daemon", "status", "--json").stdout)["wanted"] is False
    both = cli(served, tmp_path, "daemon", "start", str(root / "inbox"), "-m", "para", "--rules", "x")
    assert both.returncode == 2 and "not both" in both.stderr
    outside = cli(served, tmp_path, "daemon", "start", str(tmp_path), "-m", "para")
    assert outside.returncode == 2 and outside.stderr.startswith("error: "), outside.stderr
    started = cli(served, tmp_path, "daemon", "start", str(root / "inbox"), "-m", "para", "--dry-run")
    assert started.returncode == 0 and started.stdout.strip() == "Daemon started.", started.stderr
    status: dict = {}
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        status = json.loads(cli(served, tmp_path, "daemon", "status", "--json").stdout)
        if status["running"]:
            break
        time.sleep(0.2)
    assert status["running"] and status["instance"]
    assert status["watched"] == [{"path": str(root / "inbox"), "mode": "methodology", "dry_run": True,
                                  "methodology": "para"}]
    text = cli(served, tmp_path, "daemon", "status").stdout
    assert text.startswith("running: yes") and str(root / "inbox") in text
    again = cli(served, tmp_path, "daemon", "start", str(root / "inbox"), "-m", "para", "--dry-run")
    assert again.stdout.strip() == "The daemon was already running.", again.stderr
    assert cli(served, tmp_path, "daemon", "stop").stdout.strip() == "Daemon stopped."
    assert cli(served, tmp_path, "daemon", "stop").stdout.strip() == "The daemon was not running."
    assert json.loads(cli(served, tmp_path, "daemon", "status", "--json").stdout)["running"] is False
