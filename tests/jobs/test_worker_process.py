"""``foldwise worker`` in a separate process runs jobs queued through Redis or NATS (PostgreSQL shared)."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, AsyncIterator

import pytest
from conftest import NATS_URL, REDIS_URL, _create_pg_database, _drop_pg_database, make_settings, require_service

from foldwise.kernel.core import open_kernel
from foldwise.kernel.jobs.broker import queue_names

from waiting import wait_until

from .conftest import events_until_complete, progressed


def _env(home: Path, root: Path, url: str, broker: str, secret: Path | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update({
        "FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root), "FOLDWISE_DATABASE_URL": url,
        "FOLDWISE_JOBS__BROKER": broker, "FOLDWISE_EVENTS__BACKEND": broker,
        "FOLDWISE_REDIS_URL": REDIS_URL, "FOLDWISE_NATS_URL": NATS_URL,
    })
    if secret is not None:  # the deployment's one secret (a worker with its own is refused)
        env["FOLDWISE_SECRET_FILE"] = str(secret)
    return env


class Worker:
    """A real ``python -m foldwise worker`` process."""

    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.log = log
        with open(log, "ab") as out:
            self.proc = subprocess.Popen([sys.executable, "-m", "foldwise", "worker"], env=env,
                                         stdout=out, stderr=subprocess.STDOUT)

    def wait_ready(self, timeout: float = 30) -> None:
        def ready() -> bool:
            if self.proc.poll() is not None:
                raise RuntimeError(f"worker exited: {self.log.read_text()[-3000:]}")
            return "ready" in self.log.read_text()

        wait_until(ready, timeout=timeout, interval=0.1, what=f"the worker to log 'ready' ({self.log})")

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        return self.proc.returncode


@pytest.fixture
async def pg_url() -> AsyncIterator[str]:
    require_service("postgres")
    url = await _create_pg_database()
    try:
        yield url
    finally:
        await _drop_pg_database(url)


async def _delete_nats_stream(settings: Any) -> None:
    import nats

    nc = await nats.connect(settings.nats_url)
    try:
        await nc.jetstream().delete_stream(queue_names(settings)["nats_stream"])
    except Exception:  # noqa: BLE001 - already gone
        pass
    finally:
        await nc.close()


@pytest.mark.slow
@pytest.mark.parametrize("broker", ["redis", "nats"])
async def test_worker_process_runs_queued_jobs(broker: str, pg_url: str, home: Path, root: Path,
                                               tmp_path: Path) -> None:
    require_service(broker)
    settings = make_settings(home, [root], database={"url": pg_url}, jobs={"broker": broker},
                             events={"backend": broker}, redis_url=REDIS_URL, nats_url=NATS_URL)
    worker_home = tmp_path / "worker-home"
    worker_home.mkdir()
    (root / "seen.txt").write_text("x")
    worker: Worker | None = None
    try:
        async with open_kernel(settings) as kernel:  # the service side: queues, never runs, here
            worker = Worker(_env(worker_home, root, pg_url, broker, settings.secret_path), tmp_path / "worker.log")
            await asyncio.to_thread(worker.wait_ready)
            sub = kernel.bus.subscribe()
            jobs = kernel.jobs

            job = await jobs.create("kernel.sleep", {"seconds": 0.8, "steps": 8})
            await jobs.enqueue(job.id)
            done = await jobs.wait(job.id, timeout=30)
            assert done.status == "completed", done.error
            assert done.result["worker"].endswith(f":{worker.proc.pid}")  # ran in the worker process
            assert done.worker.endswith(f":{worker.proc.pid}")
            # The worker's progress events reached this process through the events backend.
            events = [e for e in await events_until_complete(sub, job.id) if e.job_id == job.id]
            kinds = [e.type for e in events]
            assert "organize_progress" in kinds and kinds[-1] == "organize_complete"
            assert [e.progress for e in events if e.type == "organize_progress"][-1] == 100

            probe = await jobs.create("kernel.probe", {"path": str(root)})
            hidden = await jobs.create("kernel.probe", {"path": str(tmp_path / "only-on-the-server")})
            await jobs.enqueue(probe.id)
            await jobs.enqueue(hidden.id)
            assert (await jobs.wait(probe.id, timeout=30)).result["entries"] == 1
            refused = await jobs.wait(hidden.id, timeout=30)
            assert refused.status == "failed" and "cannot see" in refused.error

            long = await jobs.create("kernel.sleep", {"seconds": 30, "steps": 300})
            await jobs.enqueue(long.id)
            await progressed(jobs, long.id)
            await jobs.cancel(long.id)  # the worker sees the flag through the database
            stopped = await jobs.wait(long.id, timeout=10)
            assert stopped.status == "cancelled" and stopped.result["steps_done"] < 300

            running = await jobs.create("kernel.sleep", {"seconds": 30, "steps": 300})
            await jobs.enqueue(running.id)
            await progressed(jobs, running.id)
            assert await asyncio.to_thread(worker.stop) == 0  # SIGTERM: the job is marked interrupted
            assert (await jobs.get(running.id)).status == "interrupted"
    finally:
        if worker is not None:
            worker.stop()
        if broker == "nats":
            await _delete_nats_stream(settings)


def test_worker_needs_an_external_broker(home: Path, root: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root)})
    result = subprocess.run([sys.executable, "-m", "foldwise", "worker"], env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 2
    assert "jobs.broker is 'memory'" in result.stderr and "Traceback" not in result.stderr
