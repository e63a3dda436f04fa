"""Jobs running in-process: results, failures, cancel between operations, progress throttling."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest

from foldwise.kernel.errors import InvalidJobTransition, NotFound
from foldwise.kernel.jobs.models import Job

from waiting import wait_until_async

from .conftest import events_until_complete, progressed


async def test_a_job_runs_to_completion_with_result(kernel: Any) -> None:
    jobs = kernel.jobs
    job = await jobs.create("kernel.sleep", {"seconds": 0.05, "steps": 5}, methodology="para", user_id=7)
    queued = await jobs.enqueue(job.id)
    assert queued.status == "in_progress"
    done = await jobs.wait(job.id, timeout=10)
    wire = jobs.to_wire(done)
    assert wire["status"] == "completed" and wire["progress"] == 100 and wire["fileCount"] == 5
    assert wire["methodology"] == "para"
    assert done.result["steps_done"] == 5
    assert done.result["worker"].endswith(f":{os.getpid()}")  # ran in this process
    assert done.finished_at >= done.started_at


async def test_get_list_and_pagination(kernel: Any) -> None:
    jobs = kernel.jobs
    made = [await jobs.create("kernel.sleep", {"n": i}) for i in range(5)]
    await jobs.create("kernel.probe", {})
    await jobs.transition(made[0].id, "cancelled")
    page, total = await jobs.list(type="kernel.sleep", page=1, page_size=2)
    assert total == 5 and len(page) == 2
    assert [j.id for j in page] == [made[4].id, made[3].id]  # newest first
    page3, _ = await jobs.list(type="kernel.sleep", page=3, page_size=2)
    assert [j.id for j in page3] == [made[0].id]
    cancelled, total = await jobs.list(status="cancelled")
    assert total == 1 and cancelled[0].id == made[0].id
    assert (await jobs.get(made[1].id)).params == {"n": 1}
    with pytest.raises(NotFound):
        await jobs.get("0" * 32)
    with pytest.raises(NotFound):
        await jobs.get("x" * 500)


async def test_handler_statuses_and_failures(kernel: Any) -> None:
    jobs = kernel.jobs
    partial = await jobs.create("kernel.sleep", {"steps": 3, "partial": True})
    failing = await jobs.create("kernel.sleep", {"steps": 10, "fail_at": 4, "fail": "disk full at step 4"})
    crashing = await jobs.create("kernel.sleep", {"steps": 10, "crash": True, "fail_at": 2})
    bad_params = await jobs.create("kernel.sleep", {"steps": "many"})
    unknown = await jobs.create("no.such.type", {})
    for job in (partial, failing, crashing, bad_params, unknown):
        await jobs.enqueue(job.id)
    assert (await jobs.wait(partial.id, timeout=10)).status == "partial"
    failed = await jobs.wait(failing.id, timeout=10)
    assert failed.status == "failed" and failed.error == "disk full at step 4"
    crashed = await jobs.wait(crashing.id, timeout=10)
    assert crashed.status == "failed"
    assert "RuntimeError" in crashed.error and os.getcwd() not in crashed.error  # no internals leak
    assert "Traceback" not in crashed.error
    assert (await jobs.wait(bad_params.id, timeout=10)).error == "param 'steps' must be a number from 1 to 10000000"
    unknown_done = await jobs.wait(unknown.id, timeout=10)
    assert unknown_done.status == "failed" and "no handler for job type 'no.such.type'" in unknown_done.error


async def test_cancel_pending_running_and_finished(kernel: Any) -> None:
    jobs = kernel.jobs
    sub = kernel.bus.subscribe()
    pending = await jobs.create("kernel.sleep", {})
    assert (await jobs.cancel(pending.id)).status == "cancelled"

    running = await jobs.create("kernel.sleep", {"seconds": 20, "steps": 200})
    await jobs.enqueue(running.id)
    await progressed(jobs, running.id, 2)
    requested = await jobs.cancel(running.id)
    assert requested.status == "in_progress" and requested.cancel_requested
    stopped = await asyncio.wait_for(jobs.wait(running.id), 5)
    assert stopped.status == "cancelled"
    assert 0 < stopped.result["steps_done"] < 200  # stopped between two steps, work so far recorded
    assert stopped.finished_at is not None

    with pytest.raises(InvalidJobTransition):
        await jobs.cancel(running.id)
    events = await events_until_complete(sub, pending.id, running.id)
    completes = [e for e in events if e.type == "organize_complete"]
    assert {e.job_id: e.data["status"] for e in completes} == {pending.id: "cancelled", running.id: "cancelled"}


async def test_cancel_requested_by_another_process_is_seen(kernel: Any) -> None:
    """Another instance sets the flag in the database only; the runner polls it within ~0.5 s."""
    jobs = kernel.jobs
    job = await jobs.create("kernel.sleep", {"seconds": 20, "steps": 400})
    await jobs.enqueue(job.id)
    await progressed(jobs, job.id)
    await Job.filter(id=job.id).update(cancel_requested=True)
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    stopped = await jobs.wait(job.id, timeout=5)
    assert stopped.status == "cancelled"
    assert loop.time() - t0 < 2


async def test_progress_is_throttled_and_ends_at_100(kernel: Any) -> None:
    jobs = kernel.jobs
    sub = kernel.bus.subscribe()
    job = await jobs.create("kernel.sleep", {"seconds": 1.0, "steps": 10_000})
    await jobs.enqueue(job.id)
    finished = await jobs.wait(job.id, timeout=20)
    assert finished.status == "completed"
    events = [e for e in await events_until_complete(sub, job.id) if e.job_id == job.id]
    progress = [e for e in events if e.type == "organize_progress"]
    assert 2 <= len(progress) <= 12, len(progress)  # ~4 a second over ~1 s, not 10,000
    assert progress[-1].progress == 100 and progress[-1].data["done"] == 10_000
    values = [e.progress for e in progress]
    assert values == sorted(values) and all(isinstance(v, int) for v in values)
    middle = [e for e in progress if 0 < e.progress < 100]
    assert middle and all(e.data["estimatedCompletion"] for e in middle)  # ETA from the rate
    assert events[-1].type == "organize_complete" and events[-1].progress == 100
    assert finished.done_count == 10_000 and finished.progress == 100


async def test_worker_refuses_a_root_it_cannot_see(kernel: Any, root: Path, tmp_path: Path) -> None:
    jobs = kernel.jobs
    (root / "a.txt").write_text("a")
    seen = await jobs.create("kernel.probe", {"path": str(root)})
    unseen = await jobs.create("kernel.probe", {"path": str(tmp_path / "not-mounted")})
    await jobs.enqueue(seen.id)
    await jobs.enqueue(unseen.id)
    ok = await jobs.wait(seen.id, timeout=10)
    assert ok.status == "completed" and ok.result["entries"] == 1
    refused = await jobs.wait(unseen.id, timeout=10)
    assert refused.status == "failed"
    assert "cannot see" in refused.error and "not-mounted" in refused.error


async def test_rollback_through_the_journal(kernel: Any, root: Path) -> None:
    jobs = kernel.jobs
    src, dst = root / "report.txt", root / "Archive" / "report.txt"
    src.write_text("numbers")
    job = await jobs.create("kernel.sleep", {}, status="in_progress")
    async with kernel.journal.transaction("organize", job_id=job.id) as txn:
        await txn.mkdir(dst.parent)
        await txn.move(src, dst)
    await jobs.transition(job.id, "completed", result={"moved": 1})
    assert dst.exists() and not src.exists()
    started = await jobs.rollback(job.id)
    assert started.status == "rolling_back"
    done = await jobs.wait(job.id, timeout=10)
    assert done.status == "rolled_back", done.error
    assert src.read_text() == "numbers" and not dst.exists()
    assert done.result["moved"] == 1 and done.result["rollback"]["reverted"] >= 1
    with pytest.raises(InvalidJobTransition):
        await jobs.rollback(job.id)


async def test_stopping_the_kernel_interrupts_running_jobs(settings: Any) -> None:
    from foldwise.kernel.core import open_kernel

    async with open_kernel(settings) as kernel:
        job = await kernel.jobs.create("kernel.sleep", {"seconds": 30, "steps": 30})
        await kernel.jobs.enqueue(job.id)
        await wait_until_async(lambda: kernel.jobs.get(job.id), until=lambda j: j.worker is not None,
                               what="the runner to claim the job (running, not only queued)")
    async with open_kernel(settings) as kernel:
        after = await kernel.jobs.get(job.id)
        assert after.status == "interrupted" and after.finished_at is not None


async def test_concurrency_limit_and_stop_with_queued_jobs(home: Path, root: Path) -> None:
    """``jobs.concurrency`` jobs run at once; the rest wait, and a stop marks all of them interrupted."""
    from conftest import make_settings

    from foldwise.kernel.core import open_kernel

    settings = make_settings(home, [root], jobs={"concurrency": 1})
    async with open_kernel(settings) as kernel:
        first = await kernel.jobs.create("kernel.sleep", {"seconds": 30, "steps": 30})
        second = await kernel.jobs.create("kernel.sleep", {"seconds": 30, "steps": 30})
        await kernel.jobs.enqueue(first.id)
        await kernel.jobs.enqueue(second.id)
        await progressed(kernel.jobs, first.id)
        waiting = await kernel.jobs.get(second.id)
        assert waiting.status == "in_progress" and waiting.progress == 0 and waiting.done_count == 0
    async with open_kernel(settings, recover=False) as kernel:
        assert (await kernel.jobs.get(first.id)).status == "interrupted"
        queued = await kernel.jobs.get(second.id)
        assert queued.status == "interrupted" and "before the job could start" in queued.error
