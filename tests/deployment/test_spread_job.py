"""One large organize job spread over two workers (PostgreSQL, with Redis and NATS): its batch groups run on
both workers, one progress stream reaches 100 once, a cancel or a SIGKILLed worker leaves every file exactly
once, and a rollback through the other instance restores the tree byte for byte.

Groups are small here (50 moves, batches of 25, throttled) so a few hundred files make a dozen groups that
run long enough to cancel or kill a worker in the middle.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import LiveServer
from waiting import wait_until

from .harness import Deployment, Worker, admin_key, api, start_organize

SPREAD = {"FOLDWISE_JOBS__GROUP_SIZE": "50", "FOLDWISE_ORGANIZE__BATCH_SIZE": "25",
          "FOLDWISE_ORGANIZE__THROTTLE_MS": "100", "FOLDWISE_JOBS__SWEEP_SECONDS": "1"}
SLOW = {**SPREAD, "FOLDWISE_ORGANIZE__THROTTLE_MS": "400"}
ENDED = ("completed", "partial", "failed", "cancelled", "interrupted", "rolled_back")


def _files(folder: Path, count: int) -> None:
    folder.mkdir(parents=True)
    for i in range(count):
        (folder / f"note-{i:04d}.txt").write_text(f"{folder.name} {i}\n")


def _tree(root: Path) -> dict[str, bytes]:
    """Every file (trash left out) by its path under ``root``, with its bytes."""
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*")
            if p.is_file() and ".foldwise-trash" not in p.parts}


def _folders(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*")
                  if p.is_dir() and ".foldwise-trash" not in p.parts)


def _contents(root: Path) -> list[bytes]:
    return sorted(_tree(root).values())


def _slow_spread(deployment: Deployment) -> tuple[LiveServer, list[Worker], str, dict[str, bytes]]:
    """600 files in ``big``, one instance and two throttled workers: (instance, workers, admin key, tree before)."""
    deployment.extra_env.update(SLOW)
    _files(deployment.root / "big", 600)
    before = _tree(deployment.root)
    (server,), workers = deployment.start(1, 2, FOLDWISE_JOBS__CONCURRENCY="1")
    return server, workers, admin_key(server), before


async def _groups(db_url: str, job_id: str) -> list[dict[str, Any]]:
    import asyncpg

    conn = await asyncpg.connect(db_url)
    try:
        rows = await conn.fetch("SELECT seq, state, claimed_by, attempts FROM job_batches WHERE job_id = $1 "
                                "ORDER BY seq", job_id)
        return [dict(r) for r in rows]
    finally:
        await conn.close()


async def _pending_operations(db_url: str, job_id: str) -> int:
    """How many of the job's journal operations are written ahead but neither done nor settled."""
    import asyncpg

    conn = await asyncpg.connect(db_url)
    try:
        return await conn.fetchval("SELECT count(*) FROM journal_operation o JOIN journal_transaction t "
                                   "ON t.id = o.transaction_id WHERE t.job_id = $1 AND o.state = 'pending'", job_id)
    finally:
        await conn.close()


def groups(deployment: Deployment, job_id: str) -> list[dict[str, Any]]:
    return asyncio.run(_groups(deployment.db_url, job_id))


class Progress(threading.Thread):
    """A WebSocket on an instance, collecting one job's events until its ``organize_complete``."""

    def __init__(self, port: int, key: str) -> None:
        super().__init__(daemon=True)
        self.url, self.key = f"ws://127.0.0.1:{port}/api/v1/ws/spread", key
        self.events: list[dict[str, Any]] = []
        self.job_id: str | None = None
        self.connected = threading.Event()
        self.done = threading.Event()

    def run(self) -> None:
        from websockets.sync.client import connect

        try:
            with connect(self.url, additional_headers={"X-API-Key": self.key}, open_timeout=10) as ws:
                if json.loads(ws.recv(timeout=10))["type"] == "connected":
                    self.connected.set()
                deadline = time.monotonic() + 180
                while time.monotonic() < deadline:
                    try:
                        event = json.loads(ws.recv(timeout=1))
                    except TimeoutError:
                        continue
                    self.events.append(event)
                    if event.get("type") == "organize_complete" and event.get("job_id") == self.job_id:
                        break
        finally:
            self.done.set()

    def of(self, job_id: str, kind: str = "organize_progress") -> list[dict[str, Any]]:
        return [e for e in self.events if e.get("job_id") == job_id and e.get("type") == kind]


def _status(http: httpx.Client, job: str) -> dict[str, Any]:
    return http.get(f"/api/v1/organize/status/{job}").json()["data"]


def _wait_end(http: httpx.Client, job: str, timeout: float = 120) -> dict[str, Any]:
    return wait_until(lambda: _status(http, job), until=lambda s: s["status"] in ENDED, timeout=timeout,
                      interval=0.2, what=f"job {job} to end")


def _rollback(http: httpx.Client, job: str) -> dict[str, Any]:
    started = http.post(f"/api/v1/organize/jobs/{job}/rollback")
    assert started.status_code == 202, started.text
    return _wait_end(http, job)


def _both_claimed(deployment: Deployment, job: str) -> list[dict[str, Any]]:
    return wait_until(lambda: groups(deployment, job),
                      until=lambda rows: len({r["claimed_by"] for r in rows if r["claimed_by"]}) == 2,
                      timeout=60, interval=0.1, what="both workers to claim a group")


@pytest.mark.slow
def test_one_job_runs_on_both_workers_with_one_progress_and_one_rollback(deployment: Deployment) -> None:
    deployment.extra_env.update(SPREAD)
    root = deployment.root
    _files(root / "big", 600)
    before, folders_before = _tree(root), _folders(root)
    (first, second), workers = deployment.start(2, 2, FOLDWISE_JOBS__CONCURRENCY="1")
    key = admin_key(first)
    watcher = Progress(second.port, key)  # the other instance: progress travels through the events backend

    with api(first, key) as one, api(second, key) as two:
        watcher.start()
        assert watcher.connected.wait(15), "the WebSocket did not connect"
        job = start_organize(one, root / "big")
        watcher.job_id = job
        ended = _wait_end(two, job)
        assert ended["status"] == "completed", ended
        result = ended["result"]
        assert result["moved"] == 600 and result["planned"] == 600
        # Both workers ran groups of this one job.
        pids = {f"{w.proc.pid}" for w in workers}
        by_worker = {name.rpartition(":")[2]: count for name, count in result["workers"].items()}
        assert set(by_worker) == pids and all(count > 0 for count in by_worker.values()), result["workers"]
        rows = groups(deployment, job)
        assert len(rows) == 12 and {r["state"] for r in rows} == {"done"}
        assert len(result["transactions"]) >= 13  # the folders, then one per group

        assert watcher.done.wait(30), "no organize_complete reached the other instance"
        progress = [e["progress"] for e in watcher.of(job)]
        assert progress == sorted(progress), progress  # one stream: never goes back
        assert progress.count(100) == 1 and progress[-1] == 100, progress
        assert len(watcher.of(job, "organize_complete")) == 1

        # Every file moved exactly once: same bytes, none left in the inbox.
        assert _contents(root) == sorted(before.values())
        assert not any((root / "big").glob("note-*.txt"))

        # One rollback, through the other instance, undoes every group: the tree byte for byte.
        rolled = _rollback(two, job)
        assert rolled["status"] == "rolled_back", rolled
        assert _tree(root) == before
        assert _folders(root) == folders_before
    for worker in workers:
        assert "Traceback" not in worker.text(), worker.text()[-3000:]


@pytest.mark.slow
def test_cancel_mid_job_stops_every_worker_and_leaves_every_file_once(redis_deployment: Deployment) -> None:
    deployment = redis_deployment
    root = deployment.root
    server, workers, key, before = _slow_spread(deployment)

    with api(server, key) as http:
        job = start_organize(http, root / "big")
        _both_claimed(deployment, job)
        cancelled = http.post(f"/api/v1/organize/jobs/{job}/cancel")
        assert cancelled.status_code == 200, cancelled.text
        ended = _wait_end(http, job, timeout=60)
        assert ended["status"] == "cancelled", ended
        result = ended["result"]
        assert 0 < result["moved"] < 600 and result["cancelled"] > 0, result
        assert result["moved"] + result["cancelled"] + result["skipped"] + result["failed"] == 600, result
        # No group is still running or waiting, and nothing moves after the job ended.
        assert {r["state"] for r in groups(deployment, job)} <= {"done", "cancelled"}
        settled = _tree(root)
        time.sleep(1.5)
        assert _tree(root) == settled
        # Every file exactly once: what moved is at its destination, the rest where it was.
        assert _contents(root) == sorted(before.values())
        left = len(list((root / "big").glob("note-*.txt")))
        assert left == 600 - result["moved"], (left, result)

        rolled = _rollback(http, job)
        assert rolled["status"] == "rolled_back", rolled
        assert _tree(root) == before
    for worker in workers:
        assert "Traceback" not in worker.text(), worker.text()[-3000:]


@pytest.mark.slow
@pytest.mark.parametrize("victim_role", ["helper", "lead"])
def test_a_killed_worker_leaves_the_spread_job_settled_and_every_file_once(redis_deployment: Deployment,
                                                                           victim_role: str) -> None:
    deployment = redis_deployment
    root = deployment.root
    server, workers, key, before = _slow_spread(deployment)

    with api(server, key) as http:
        job = start_organize(http, root / "big")
        _both_claimed(deployment, job)
        lead_pid = int(wait_until(lambda: _status(http, job), until=lambda s: s["status"] == "in_progress",
                                  timeout=10, what="the job to run") and _lead_pid(deployment, job))
        lead = next(w for w in workers if w.proc.pid == lead_pid)
        victim: Worker = lead if victim_role == "lead" else next(w for w in workers if w is not lead)
        survivor = next(w for w in workers if w is not victim)
        victim.kill()  # SIGKILL mid-group: its transaction is half-done
        ended = _wait_end(http, job, timeout=90)
        if victim_role == "helper":
            # The lead queues the dead worker's group again once recovery settled it, and finishes the job.
            assert ended["status"] == "completed", ended
            assert ended["result"]["moved"] == 600, ended["result"]
            rows = groups(deployment, job)
            assert {r["state"] for r in rows} == {"done"}
            assert any(r["attempts"] > 1 for r in rows), rows
            assert not any((root / "big").glob("note-*.txt"))
        else:
            assert ended["status"] == "interrupted", ended
            report = ended["result"]["interrupted"]
            # The report is the journal when the job was settled: the lead's half-done batch is recovered, but
            # the live helper may still be inside one batch (25 moves), which it finishes before it stops.
            assert report["done"] > 0 and report["pending"] <= 25, report
            # The helper stops too: it finishes the batch it was inside (its moves leave "pending"), starts no
            # other, and nothing moves from then on.
            def helper_running() -> list[dict[str, Any]]:
                return [r for r in groups(deployment, job)
                        if r["state"] == "claimed" and str(r["claimed_by"]).endswith(f":{survivor.proc.pid}")]

            wait_until(helper_running, until=lambda rows: not rows, timeout=30, interval=0.1,
                       what="the helper to end its group")
            assert asyncio.run(_pending_operations(deployment.db_url, job)) == 0
            settled = _tree(root)
            time.sleep(1.5)
            assert _tree(root) == settled
        assert _contents(root) == sorted(before.values())
        assert not [p for p in root.rglob("*") if p.is_file() and ".foldwise" in p.name]

        rolled = _rollback(http, job)
        assert rolled["status"] == "rolled_back", rolled
        assert _tree(root) == before
    assert survivor.proc.poll() is None
    assert "Traceback" not in survivor.text(), survivor.text()[-3000:]


def _lead_pid(deployment: Deployment, job: str) -> int:
    async def fetch() -> str:
        import asyncpg

        conn = await asyncpg.connect(deployment.db_url)
        try:
            return await conn.fetchval("SELECT worker FROM jobs WHERE id = $1", job)
        finally:
            await conn.close()

    return int(asyncio.run(fetch()).rpartition(":")[2])
