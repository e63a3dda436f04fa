"""``foldwise files list`` as new processes: its ``--json`` equals ``GET /api/v1/files`` of a real server (data and
meta), locally on the server's data home and with ``--server``; paging, filters and the sandbox's refusal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from conftest import LiveServer, admin_api_key


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[LiveServer, str, Path]]:
    """One server on a root with folders, files of several types and a hidden file; an admin's API key."""
    base = tmp_path_factory.mktemp("files-cli")
    home, root = base / "home", base / "root"
    home.mkdir()
    (root / "Reports" / "2024").mkdir(parents=True)
    (root / "Photos").mkdir()
    (root / "Reports" / "q1.pdf").write_bytes(b"%PDF-1.4 q1" * 10)
    (root / "Reports" / "2024" / "q2.pdf").write_bytes(b"%PDF-1.4 q2")
    (root / "Photos" / "beach.jpg").write_bytes(b"\xff\xd8\xff" + b"j" * 300)
    (root / "notes.txt").write_text("garden plans")
    (root / ".secret").write_text("hidden")
    server = LiveServer(home, [root]).start()
    try:
        yield server, admin_api_key(server.url), root
    finally:
        server.stop()


def _rest(served: tuple[LiveServer, str, Path], **params: Any) -> dict[str, Any]:
    server, key, _ = served
    response = httpx.get(f"{server.url}/api/v1/files", params=params, headers={"X-API-Key": key}, timeout=30)
    body = response.json()
    assert response.status_code == 200, body
    return {**body["data"], "meta": body["meta"]}


def _cli(served: tuple[LiveServer, str, Path], *args: str, remote: bool = False,
         cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``foldwise ARGS`` on the server's data home, or from another home with ``--server``."""
    server, key, root = served
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(server.home if not remote else root.parent / "elsewhere"), FOLDWISE_ROOTS=str(root))
    prefix = ["--server", server.url, "--api-key", key] if remote else []
    return subprocess.run([sys.executable, "-m", "foldwise", *prefix, *args], capture_output=True, text=True,
                          env=env, timeout=120, cwd=cwd)


CASES = [
    ({}, []),
    ({"path": "Reports"}, ["Reports"]),
    ({"recursive": "true", "sort": "size", "order": "desc"}, ["--recursive", "--sort", "size", "--desc"]),
    ({"recursive": "true", "type": "pdf"}, ["-r", "--type", "pdf"]),
    ({"include_hidden": "true", "page_size": "2", "page": "2"}, ["--hidden", "--page-size", "2", "--page", "2"]),
]


@pytest.mark.parametrize(("params", "args"), CASES)
@pytest.mark.parametrize("remote", [False, True], ids=["local", "server"])
def test_json_equals_the_rest_listing(served: tuple[LiveServer, str, Path], params: dict[str, Any],
                                      args: list[str], remote: bool) -> None:
    _, _, root = served
    rest_params = {**params, "path": str(root / params["path"])} if "path" in params else params
    cli_args = [str(root / a) if a == "Reports" else a for a in args]
    rest = _rest(served, **rest_params)
    assert rest["files"], rest
    done = _cli(served, "files", "list", *cli_args, "--json", remote=remote)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == rest


def test_what_the_listing_shows(served: tuple[LiveServer, str, Path]) -> None:
    _, _, root = served
    doc = json.loads(_cli(served, "files", "list", "--json").stdout)
    assert [f["name"] for f in doc["files"]] == ["Photos", "Reports", "notes.txt"]  # folders first, no dot file
    assert doc["meta"] == {"total": 3, "page": 1, "pageSize": 100}
    pdfs = json.loads(_cli(served, "files", "list", "-r", "--type", "pdf", "--json").stdout)
    assert sorted(f["name"] for f in pdfs["files"]) == ["q1.pdf", "q2.pdf"]
    text = _cli(served, "files", "ls", "Reports", cwd=root)  # the alias; a relative PATH is from the cwd
    assert text.returncode == 0, text.stderr
    lines = text.stdout.splitlines()
    assert lines[0].endswith(f"{root}/Reports/2024/") and lines[1].endswith(f"{root}/Reports/q1.pdf")
    assert "110 B" in lines[1] and "2 entries, showing 1-2" in text.stderr


@pytest.mark.parametrize("remote", [False, True], ids=["local", "server"])
def test_outside_the_roots_and_bad_input_are_refused(served: tuple[LiveServer, str, Path], tmp_path: Path,
                                                     remote: bool) -> None:
    _, key, root = served
    done = _cli(served, "files", "list", str(tmp_path), "--json", remote=remote)
    assert done.returncode == 2 and done.stdout == ""
    line = done.stderr.strip()
    assert len(line.splitlines()) == 1, line
    assert line == f"error: {tmp_path} is outside the configured roots ({root}); add a root with: foldwise " \
                   f"{'--server ' + served[0].url + ' ' if remote else ''}config roots add FOLDER"
    assert key not in done.stderr
    missing = _cli(served, "files", "list", str(root / "nope"), remote=remote)
    assert missing.returncode == 2 and "not_found" in missing.stderr
    a_file = _cli(served, "files", "list", str(root / "notes.txt"), remote=remote)
    assert a_file.returncode == 2 and "not a folder" in a_file.stderr
    sort = _cli(served, "files", "list", "--sort", "colour", remote=remote)
    assert sort.returncode == 2 and "--sort" in sort.stderr
