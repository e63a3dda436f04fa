"""Two workers on PostgreSQL + Redis; the one running an organize apply job is SIGKILLed mid-job.

Within one sweep (the instance sweeps every second here) the job ends ``interrupted`` with what was done in
``result.interrupted`` (or ``completed`` if the survivor finished it); every file exists exactly once; the
surviving worker keeps working: it runs the next job to ``completed``.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from waiting import wait_until

from .harness import Deployment, Worker, admin_key, api, start_organize

SLOW = {"FOLDWISE_ORGANIZE__THROTTLE_MS": "300", "FOLDWISE_ORGANIZE__BATCH_SIZE": "20",
        "FOLDWISE_JOBS__SWEEP_SECONDS": "1"}


def _files(folder: Path, count: int) -> None:
    folder.mkdir(parents=True)
    for i in range(count):
        (folder / f"note-{i:04d}.txt").write_text(f"{folder.name} {i}\n")


def _contents(root: Path) -> list[str]:
    return sorted(p.read_text() for p in root.rglob("*") if p.is_file() and ".foldwise-trash" not in p.parts)


async def _job_worker(db_url: str, job_id: str) -> str | None:
    import asyncpg

    conn = await asyncpg.connect(db_url)
    try:
        return await conn.fetchval("SELECT worker FROM jobs WHERE id::text = $1", job_id)
    finally:
        await conn.close()


@pytest.mark.slow
def test_a_killed_worker_leaves_every_file_once_and_the_job_settled(redis_deployment: Deployment) -> None:
    deployment = redis_deployment
    deployment.extra_env.update(SLOW)
    root = deployment.root
    _files(root / "big", 300)
    _files(root / "after", 40)
    expected = _contents(root)
    (server,), workers = deployment.start(1, 2, FOLDWISE_JOBS__CONCURRENCY="1")
    key = admin_key(server)

    with api(server, key) as http:
        job = start_organize(http, root / "big")

        def status() -> dict:
            return http.get(f"/api/v1/organize/status/{job}").json()["data"]

        wait_until(lambda: status()["progress"], timeout=30, interval=0.1, what="the job to make progress")
        owner = wait_until(lambda: asyncio.run(_job_worker(deployment.db_url, job)), timeout=10, interval=0.1,
                           what="the job to name its worker")
        pid = int(owner.rpartition(":")[2])
        victim = next(w for w in workers if w.proc.pid == pid)
        survivor: Worker = next(w for w in workers if w is not victim)
        victim.kill()  # SIGKILL: no chance to hand anything back
        killed_at = time.monotonic()

        ended = wait_until(status, until=lambda s: s["status"] not in ("pending", "in_progress"), timeout=20,
                           interval=0.2, what="the job to settle after its worker was killed")
        assert time.monotonic() - killed_at < 10, "the job was not settled within one sweep"
        assert ended["status"] in ("completed", "interrupted"), ended
        assert ended["result"] is not None
        if ended["status"] == "interrupted":
            report = ended["result"]["interrupted"]
            assert report["done"] > 0 and report["pending"] == 0, report

        # Nothing lost, nothing twice, no temp file left behind.
        assert _contents(root) == expected
        assert not [p for p in root.rglob("*") if p.is_file() and ".foldwise" in p.name]

        # The surviving worker runs the next job to the end.
        assert survivor.proc.poll() is None
        nxt = start_organize(http, root / "after")
        done = wait_until(lambda: http.get(f"/api/v1/organize/status/{nxt}").json()["data"],
                          until=lambda s: s["status"] not in ("pending", "in_progress"), timeout=60, interval=0.2,
                          what="the next job to end on the surviving worker")
        assert done["status"] == "completed", done
        assert not any((root / "after").glob("note-*.txt"))
        assert _contents(root) == expected
    log = survivor.text()
    assert "Traceback" not in log, log[-3000:]
