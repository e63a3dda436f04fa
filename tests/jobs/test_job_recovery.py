"""Start-up recovery: jobs left running by a dead process become ``interrupted``; live ones are kept."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from typing import Any

from foldwise.kernel.core import open_kernel
from foldwise.kernel.jobs.manager import STALE_SECONDS
from foldwise.kernel.jobs.models import Job


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


async def test_orphans_are_interrupted_on_start(settings: Any) -> None:
    host = socket.gethostname()
    now = datetime.now(timezone.utc)
    stale = now - timedelta(seconds=STALE_SECONDS * 2)
    async with open_kernel(settings) as kernel:
        async def row(status: str, worker: str | None, beat: datetime | None) -> str:
            job = await kernel.jobs.create("kernel.sleep", {}, status=status)
            await Job.filter(id=job.id).update(worker=worker, heartbeat_at=beat)
            return job.id

        dead_local = await row("in_progress", f"{host}:{_dead_pid()}", now)
        dead_rollback = await row("rolling_back", f"{host}:{_dead_pid()}", now)
        live_local = await row("in_progress", f"{host}:{os.getppid()}", now)  # our parent is alive
        other_host_fresh = await row("in_progress", "other-machine:4242", now)
        other_host_stale = await row("in_progress", "other-machine:4243", stale)
        queued = await row("in_progress", None, None)  # waiting in an external broker
        finished = await row("completed", f"{host}:{_dead_pid()}", stale)

    async with open_kernel(settings) as kernel:  # a restart: recovery runs in start()
        status = {job.id: job for job in await Job.all()}
    assert status[dead_local].status == "interrupted"
    assert "recovery made the files consistent" in status[dead_local].error
    assert status[dead_local].finished_at is not None
    assert status[dead_rollback].status == "failed" and "roll back again" in status[dead_rollback].error
    assert status[other_host_stale].status == "interrupted"
    assert status[live_local].status == "in_progress"
    assert status[other_host_fresh].status == "in_progress"
    assert status[queued].status == "in_progress"
    assert status[finished].status == "completed"


async def test_recovery_can_be_skipped(settings: Any) -> None:
    host = socket.gethostname()
    async with open_kernel(settings) as kernel:
        job = await kernel.jobs.create("kernel.sleep", {}, status="in_progress")
        await Job.filter(id=job.id).update(worker=f"{host}:{_dead_pid()}")
    async with open_kernel(settings, recover=False):
        assert (await Job.get(id=job.id)).status == "in_progress"
    async with open_kernel(settings):
        assert (await Job.get(id=job.id)).status == "interrupted"


async def test_a_job_claimed_by_a_reused_pid_of_ours_is_recovered(settings: Any) -> None:
    """In a container the restarted service often gets the same pid: a row claimed by our pid that
    this process is not running is an orphan too."""
    async with open_kernel(settings) as kernel:
        job = await kernel.jobs.create("kernel.sleep", {}, status="in_progress")
        await Job.filter(id=job.id).update(worker=kernel.jobs.worker_id, heartbeat_at=datetime.now(timezone.utc))
    async with open_kernel(settings):
        assert (await Job.get(id=job.id)).status == "interrupted"
