"""Two instances and two workers on PostgreSQL, with Redis and again with NATS: the issue's scenarios.

- the stuck-job reproduction (one worker, concurrency 2, slow batches; J1, then after 7 s J2 and J3) ends
  with every job completed, every file moved exactly once, and nothing in the worker's log but its lines
  of start-up;
- a second worker joins; both idle without writing a line (a shortened soak);
- SIGTERM stops a worker and an instance (with an open WebSocket) within a second, without a traceback.
"""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import pytest

from waiting import wait_until

from .harness import Deployment, admin_key, api, start_organize

#: The issue's reproduction: slow batches of 100 moves.
SLOW = {"FOLDWISE_ORGANIZE__THROTTLE_MS": "1500", "FOLDWISE_ORGANIZE__BATCH_SIZE": "100"}
IDLE_SOAK_SECONDS = float(os.environ.get("FOLDWISE_TEST_IDLE_SOAK", "10"))


def _files(folder: Path, count: int) -> None:
    folder.mkdir(parents=True)
    for i in range(count):
        (folder / f"note-{i:04d}.txt").write_text(f"{folder.name} {i}\n")


def _all_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file())


@pytest.mark.slow
def test_jobs_across_instances_and_workers(deployment: Deployment) -> None:
    deployment.extra_env.update(SLOW)
    root = deployment.root
    sizes = {"j1": 500, "j2": 200, "j3": 200}
    for name, count in sizes.items():
        _files(root / name, count)
    (first, second), (worker,) = deployment.start(2, 1, FOLDWISE_JOBS__CONCURRENCY="2")
    key = admin_key(first)

    with api(first, key) as one, api(second, key) as two:
        j1 = start_organize(one, root / "j1")
        wait_until(lambda: one.get(f"/api/v1/organize/status/{j1}").json()["data"]["progress"], timeout=30,
                   what="J1 to make progress")
        time.sleep(7)  # longer than the socket timeout that used to restart the receiver
        j2, j3 = start_organize(two, root / "j2"), start_organize(one, root / "j3")

        def statuses() -> dict[str, str]:
            return {j: two.get(f"/api/v1/organize/status/{j}").json()["data"]["status"] for j in (j1, j2, j3)}

        done = wait_until(statuses, until=lambda s: all(v not in ("pending", "in_progress") for v in s.values()),
                          timeout=90, interval=0.5, what="the three jobs to end")
        assert set(done.values()) == {"completed"}, done
        results = {j: two.get(f"/api/v1/organize/status/{j}").json()["data"] for j in (j1, j2, j3)}

    # Nothing lost, nothing moved twice: every file exists once, none is left where it was.
    files = _all_files(root)
    assert len(files) == sum(sizes.values())
    assert sorted(p.read_text() for p in files) == sorted(
        f"{name} {i}\n" for name, count in sizes.items() for i in range(count))
    for name in sizes:
        assert not any((root / name).glob("note-*.txt")), f"{name} still has unmoved files"
    for job in results.values():
        assert job["result"] is not None
    log = worker.text()
    assert "Traceback" not in log and "Exception found while listening" not in log, log[-3000:]

    # A second worker joins; idle workers write nothing (a shortened soak of the hour).
    deployment.add_worker().wait_ready()
    time.sleep(1)
    before = [w.text() for w in deployment.workers]
    time.sleep(IDLE_SOAK_SECONDS)
    assert [w.text() for w in deployment.workers] == before, "an idle worker logged something"

    # SIGTERM: a worker and an instance stop within a second, without a traceback.
    for proc_worker in deployment.workers:
        elapsed = proc_worker.terminate()
        assert elapsed < 1.0, f"worker took {elapsed:.2f}s to stop"
        assert proc_worker.proc.returncode == 0
        assert "Traceback" not in proc_worker.text() and "CancelledError" not in proc_worker.text()
    # An instance with an open WebSocket stops within a second too.
    from websockets.sync.client import connect

    with connect(f"ws://127.0.0.1:{first.port}/api/v1/ws/watcher", additional_headers={"X-API-Key": key},
                 open_timeout=10) as ws:
        assert json.loads(ws.recv(timeout=10))["type"] == "connected"
        started = time.monotonic()
        assert first.proc is not None
        first.proc.send_signal(signal.SIGTERM)
        first.proc.wait(20)
        elapsed = time.monotonic() - started
    assert elapsed < 1.0, f"instance took {elapsed:.2f}s to stop"
    assert first.proc.returncode == 0
    served = first.log.read_text()
    assert "Traceback" not in served and "CancelledError" not in served, served[-3000:]
