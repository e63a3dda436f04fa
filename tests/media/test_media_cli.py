"""``foldwise audio transcribe`` and ``foldwise video analyze`` as new processes on real speech and a real video:
``--json`` equals the REST route of a real server (locally on its data home and with ``--server``), a server
job is followed to its result, and without the extras the command is one line and exit 1."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from conftest import LiveServer, admin_api_key, require_group

from .samples import make_cuts, make_speech
from .test_unavailable import _blocker

#: Fields that measure the run rather than describe the media.
RUN_FIELDS = {"elapsed"}


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[LiveServer, str, Path]]:
    base = tmp_path_factory.mktemp("media-cli")
    home, root = base / "home", base / "root"
    home.mkdir()
    root.mkdir()
    server = LiveServer(home, [root]).start()
    try:
        yield server, admin_api_key(server.url), root
    finally:
        server.stop()


def _rest(served: tuple[LiveServer, str, Path], route: str, body: dict[str, Any]) -> dict[str, Any]:
    server, key, _ = served
    response = httpx.post(f"{server.url}/api/v1/{route}", json=body, headers={"X-API-Key": key}, timeout=300)
    assert response.status_code == 200, response.text
    return response.json()["data"]


def _cli(served: tuple[LiveServer, str, Path], *args: str, remote: bool = False, home: Path | None = None,
         **extra: str) -> subprocess.CompletedProcess[str]:
    server, key, root = served
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(home or (root.parent / "elsewhere" if remote else server.home)),
               FOLDWISE_ROOTS=str(root), **extra)
    prefix = ["--server", server.url, "--api-key", key] if remote else []
    return subprocess.run([sys.executable, "-m", "foldwise", *prefix, *args], capture_output=True, text=True,
                          env=env, timeout=600)


def _steady(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k not in RUN_FIELDS}


def _cli_json_equals_rest(served: tuple[LiveServer, str, Path], route: str, command: tuple[str, str],
                          path: Path, remote: bool) -> dict[str, Any]:
    """``foldwise COMMAND PATH --json`` (locally or with ``--server``) answers what ``POST route`` answers,
    run-dependent fields aside; returns the command's JSON."""
    rest = _rest(served, route, {"path": str(path)})
    done = _cli(served, *command, str(path), "--json", remote=remote)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert _steady(data) == _steady(rest)
    return data


@pytest.mark.parametrize("remote", [False, True], ids=["local", "server"])
def test_transcribe_json_equals_the_rest_route(served: tuple[LiveServer, str, Path], remote: bool) -> None:
    require_group("audio")
    _, _, root = served
    memo = root / "memo.wav"
    if not memo.exists():
        make_speech(memo)
    data = _cli_json_equals_rest(served, "audio/transcribe", ("audio", "transcribe"), memo, remote)
    for word in ("weather", "sunny", "budget"):
        assert word in data["text"].lower(), data["text"]
    text = _cli(served, "audio", "transcribe", str(memo), remote=remote)
    assert text.returncode == 0 and text.stdout.strip() == data["text"].strip()


@pytest.mark.parametrize("remote", [False, True], ids=["local", "server"])
def test_analyze_json_equals_the_rest_route(served: tuple[LiveServer, str, Path], remote: bool) -> None:
    require_group("video")
    _, _, root = served
    clip = root / "cuts.mp4"
    if not clip.exists():
        make_cuts(clip)
    data = _cli_json_equals_rest(served, "video/analyze", ("video", "analyze"), clip, remote)
    assert [round(s["start"]) for s in data["scenes"]] == [0, 2, 4, 6, 8] and len(data["keyframes"]) == 5
    text = _cli(served, "video", "analyze", str(clip), remote=remote).stdout.splitlines()
    assert "5 scenes" in text[0] and len(text) == 6 and text[1].split()[-1] == data["keyframes"][0]["url"]


def test_a_server_job_is_followed_to_its_result(tmp_path: Path) -> None:
    """A server that makes every file a job (sync limit 0): the command waits for the job and prints its result."""
    require_group("video")
    home, root = tmp_path / "home", tmp_path / "root"
    home.mkdir()
    root.mkdir()
    make_cuts(root / "cuts.mp4", seconds_per_scene=1.0)
    server = LiveServer(home, [root], env={"FOLDWISE_MEDIA__SYNC_LIMIT_SECONDS": "0"}).start()
    try:
        key = admin_api_key(server.url)
        answer = httpx.post(f"{server.url}/api/v1/video/analyze", json={"path": "cuts.mp4"},
                            headers={"X-API-Key": key}, timeout=60)
        assert answer.status_code == 202, answer.text  # the server does start a job for this file
        done = _cli((server, key, root), "video", "analyze", str(root / "cuts.mp4"), "--json", remote=True)
        assert done.returncode == 0, done.stderr
        data = json.loads(done.stdout)
        assert len(data["scenes"]) == 5 and data["path"] == str((root / "cuts.mp4").resolve())
    finally:
        server.stop()


def test_refusals(served: tuple[LiveServer, str, Path], tmp_path: Path) -> None:
    _, key, root = served
    (root / "plain.txt").write_text("not audio")
    blocked = str(_blocker(tmp_path / "block"))
    for group, args in (("audio", ["audio", "transcribe", str(root / "plain.txt")]),
                        ("video", ["video", "analyze", str(root / "plain.txt")])):
        done = _cli(served, *args, "--json", PYTHONPATH=blocked)  # the group cannot import in this process
        assert done.returncode == 1 and done.stdout == "", done.stderr
        line = done.stderr.strip()
        assert len(line.splitlines()) == 1 and "optional_feature_unavailable" in line and f"'{group}'" in line


def test_refusals_of_bad_paths(served: tuple[LiveServer, str, Path], tmp_path: Path) -> None:
    """With the groups installed (without them the command answers "unavailable" first, as the route does)."""
    require_group("audio")
    require_group("video")
    _, key, root = served
    outside = _cli(served, "audio", "transcribe", str(tmp_path / "memo.wav"))
    assert outside.returncode == 2 and f"{tmp_path / 'memo.wav'} is outside the configured roots ({root})" \
        in outside.stderr
    missing = _cli(served, "video", "analyze", str(root / "nope.mp4"), remote=True)
    assert missing.returncode == 2 and "not_found" in missing.stderr and key not in missing.stderr


def test_progress_bar_on_a_terminal_only(served: tuple[LiveServer, str, Path]) -> None:
    """A bar on stderr when it is a terminal; none with ``--json`` or when piped."""
    from cli.test_everyday import _run_with_tty_stderr

    require_group("video")
    server, _, root = served
    clip = root / "bar.mp4"
    make_cuts(clip, seconds_per_scene=0.5)
    code, stdout, terminal = _run_with_tty_stderr(["video", "analyze", str(clip)], server.home, root)
    assert code == 0 and "analysing bar.mp4" in terminal and "\x1b[" in terminal
    assert "\x1b[" not in stdout and "5 scenes" in stdout
    code, stdout, terminal = _run_with_tty_stderr(["video", "analyze", str(clip), "--json"], server.home, root)
    assert code == 0 and terminal == "" and len(json.loads(stdout)["scenes"]) == 5
    piped = _cli(served, "video", "analyze", str(clip))
    assert piped.returncode == 0 and piped.stderr == ""
