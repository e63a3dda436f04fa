"""Crash safety with a real ``foldwise serve`` process, SIGKILLed mid-execute and mid-rollback."""

from __future__ import annotations

import os
import time
from pathlib import Path

import httpx
import pytest

from conftest import PASSWORD, LiveServer
from waiting import UNFINISHED, wait_until

from .helpers import make_tree, snapshot

N_FILES = 3000
pytestmark = pytest.mark.slow


def _dirs(root: Path) -> set[str]:
    return {os.path.relpath(d, root) for d, _s, _f in os.walk(root)}


def _login(server: LiveServer) -> httpx.Client:
    http = httpx.Client(base_url=server.url, timeout=30)
    http.post("/api/v1/auth/register", json={"username": "admin", "password": PASSWORD, "email": "a@example.com"})
    token = http.post("/api/v1/auth/login", json={"username": "admin", "password": PASSWORD}).json()
    http.headers["Authorization"] = f"Bearer {token['data']['access_token']}"
    return http


def _files_at_top(folder: Path) -> int:
    with os.scandir(folder) as it:
        return sum(1 for e in it if e.is_file(follow_symlinks=False))


def _kill_when(server: LiveServer, condition, what: str, timeout: float = 60) -> int:
    """Busy-poll the disk; SIGKILL the server the moment ``condition()`` returns a count."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        count = condition()
        if count is not None:
            server.kill()
            return count
    raise AssertionError(f"never saw the server in the middle of the {what}")


def _job(http: httpx.Client, job_id: str) -> dict:
    return http.get(f"/api/v1/organize/status/{job_id}").json()["data"]


def _wait(http: httpx.Client, job_id: str, timeout: float = 120) -> dict:
    return wait_until(lambda: _job(http, job_id), until=lambda job: job["status"] not in UNFINISHED,
                      timeout=timeout, interval=0.1, what=f"job {job_id} to finish")


def _assert_consistent(root: Path, original: dict[str, str]) -> None:
    now = snapshot(root)
    assert sorted(now.values()) == sorted(original.values()), "a file was lost or duplicated"
    assert not [p for p in now if ".fwtmp-" in p], "a temp file was left behind"


def test_sigkill_during_execute_and_rollback(home: Path, root: Path) -> None:
    inbox = root / "inbox"
    make_tree(inbox, {f"file {i:04d}.{('txt', 'jpg', 'mp3', 'pdf')[i % 4]}": f"content {i}" * 3
                      for i in range(N_FILES)}, mtime=1_620_000_000)
    original, original_dirs = snapshot(root), _dirs(root)
    # Small batches with a short pause make the job last long enough to be caught mid-way.
    env = {"FOLDWISE_ORGANIZE__BATCH_SIZE": "100", "FOLDWISE_ORGANIZE__THROTTLE_MS": "30"}
    server = LiveServer(home, [root], env=env).start()
    try:
        http = _login(server)
        job_id = http.post("/api/v1/organize/scan", json={"path": str(inbox)}).json()["data"]["id"]
        assert http.post("/api/v1/organize/execute", json={"job_id": job_id}).status_code == 202

        def mid_execute() -> int | None:
            left = _files_at_top(inbox)
            return left if 0 < left < N_FILES - 150 else None

        left = _kill_when(server, mid_execute, "execute")
        _assert_consistent(root, original)
        server.start()
        http = _login(server)
        job = _job(http, job_id)
        assert job["status"] == "interrupted", job
        _assert_consistent(root, original)
        assert _files_at_top(inbox) <= left  # what was moved stays moved (and recorded)

        assert http.post(f"/api/v1/organize/jobs/{job_id}/rollback").status_code == 202
        moved = N_FILES - _files_at_top(inbox)

        def mid_rollback() -> int | None:
            back = _files_at_top(inbox) - (N_FILES - moved)
            return back if 0 < back < moved else None

        _kill_when(server, mid_rollback, "rollback")
        _assert_consistent(root, original)
        server.start()
        http = _login(server)
        job = _job(http, job_id)
        # A rollback cut short ends ``failed`` (the only way out of rolling_back); it can run again.
        assert job["status"] == "failed", job
        _assert_consistent(root, original)

        assert http.post(f"/api/v1/organize/jobs/{job_id}/rollback").status_code == 202
        job = _wait(http, job_id)
        assert job["status"] == "rolled_back", job
        assert snapshot(root) == original
        assert _dirs(root) == original_dirs
    finally:
        server.stop()
