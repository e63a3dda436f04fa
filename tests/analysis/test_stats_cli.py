"""``foldwise stats activity|storage|categories`` as new processes: ``--json`` equals the REST routes of a real
server (``/analytics/activity``, ``/analyze/storage``, ``/analyze/categories``), locally on the server's data
home and with ``--server``; a fresh data home builds its index first; bad input is exit 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from conftest import LiveServer, admin_api_key

#: Disk figures of a shared machine move between two reads; the total does not.
MOVING = ("used", "available")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[LiveServer, str, Path]]:
    """A server whose index covers a small tree, with one file moved through the journal."""
    base = tmp_path_factory.mktemp("stats-cli")
    home, root = base / "home", base / "root"
    home.mkdir()
    (root / "Inbox").mkdir(parents=True)
    (root / "Inbox" / "report.pdf").write_bytes(b"%PDF-1.4" + b"p" * 2000)
    (root / "Inbox" / "beach.jpg").write_bytes(b"\xff\xd8\xff" + b"j" * 500)
    (root / "notes.txt").write_text("garden plans")
    server = LiveServer(home, [root]).start()
    try:
        key = admin_api_key(server.url)
        moved = httpx.post(f"{server.url}/api/v1/files/move", headers={"X-API-Key": key}, timeout=30,
                           json={"source": str(root / "Inbox" / "report.pdf"), "destination": str(root / "report.pdf")})
        assert moved.status_code == 200, moved.text
        deadline = time.monotonic() + 60
        while _rest((server, key, root), "analyze/categories")["categories"] != EXPECTED:
            assert time.monotonic() < deadline, "the server's index never covered the tree"
            time.sleep(0.3)
        yield server, key, root
    finally:
        server.stop()


EXPECTED = [{"name": "Documents", "fileCount": 2, "totalSize": 2008 + 12},
            {"name": "Images", "fileCount": 1, "totalSize": 503}]


def _rest(served: tuple[LiveServer, str, Path], route: str, **params: Any) -> dict[str, Any]:
    server, key, _ = served
    response = httpx.get(f"{server.url}/api/v1/{route}", params=params, headers={"X-API-Key": key}, timeout=30)
    assert response.status_code == 200, response.text
    return response.json()["data"]


def _cli(served: tuple[LiveServer, str, Path], *args: str, remote: bool = False,
         home: Path | None = None) -> subprocess.CompletedProcess[str]:
    server, key, root = served
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(home or (root.parent / "elsewhere" if remote else server.home)),
               FOLDWISE_ROOTS=str(root))
    prefix = ["--server", server.url, "--api-key", key] if remote else []
    return subprocess.run([sys.executable, "-m", "foldwise", *prefix, *args], capture_output=True, text=True,
                          env=env, timeout=120)


def _steady(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k not in MOVING}


CASES = [
    ("analytics/activity", {}, ["activity"]),
    ("analytics/activity", {"days": 3}, ["activity", "--days", "3"]),
    ("analyze/storage", {}, ["storage"]),
    ("analyze/storage", {"groupBy": "folder"}, ["storage", "--group-by", "folder"]),
    ("analyze/storage", {"groupBy": "size"}, ["storage", "--group-by", "size"]),
    ("analyze/categories", {}, ["categories"]),
]


@pytest.mark.parametrize(("route", "params", "args"), CASES)
@pytest.mark.parametrize("remote", [False, True], ids=["local", "server"])
def test_json_equals_the_rest_route(served: tuple[LiveServer, str, Path], route: str, params: dict[str, Any],
                                    args: list[str], remote: bool) -> None:
    done = _cli(served, "stats", *args, "--json", remote=remote)
    assert done.returncode == 0, done.stderr
    assert _steady(json.loads(done.stdout)) == _steady(_rest(served, route, **params))


def test_the_figures_and_the_text(served: tuple[LiveServer, str, Path]) -> None:
    activity = json.loads(_cli(served, "stats", "activity", "--json").stdout)
    assert activity["totals"]["filesOrganized"] == 1 and activity["topCategories"] == [{"name": "Documents",
                                                                                      "count": 1}]
    assert len(activity["perDay"]) == 30
    text = _cli(served, "stats", "activity").stdout
    assert text.startswith("last 30 days: 1 files organized, 1 operations") and "Documents 1" in text
    storage = json.loads(_cli(served, "stats", "storage", "--group-by", "folder", "--json").stdout)
    assert storage["files"] == 3 and storage["source"] == "index"
    assert {g["category"]: g["count"] for g in storage["breakdown"]} == {"(root)": 2, "Inbox": 1}
    categories = _cli(served, "stats", "categories")
    assert categories.stdout.split() == ["2", "2.0", "KiB", "Documents", "1", "503", "B", "Images"]


def test_a_fresh_home_builds_its_index_first(served: tuple[LiveServer, str, Path], tmp_path: Path) -> None:
    done = _cli(served, "stats", "categories", "--json", home=tmp_path / "fresh")
    assert done.returncode == 0, done.stderr
    assert "building the search index" in done.stderr
    assert json.loads(done.stdout) == {"categories": EXPECTED, "source": "index"}


@pytest.mark.parametrize("remote", [False, True], ids=["local", "server"])
def test_bad_input_is_exit_2(served: tuple[LiveServer, str, Path], remote: bool) -> None:
    for args, word in ((["storage", "--group-by", "colour"], "--group-by"), (["activity", "--days", "0"], "--days"),
                       (["nosuch"], "No such command")):
        done = _cli(served, "stats", *args, remote=remote)
        assert done.returncode == 2 and word in done.stderr and done.stdout == "", (args, done.stderr)
