"""The contract's job state machine, checked move by move against the database."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from foldwise.kernel.errors import InvalidJobTransition
from foldwise.kernel.jobs.models import JOB_STATUSES, Job
from foldwise.kernel.jobs.states import TRANSITIONS

LEGAL = {
    ("pending", "in_progress"), ("pending", "cancelled"),
    ("in_progress", "completed"), ("in_progress", "partial"), ("in_progress", "failed"),
    ("in_progress", "cancelled"), ("in_progress", "interrupted"),
    ("completed", "rolling_back"), ("partial", "rolling_back"), ("failed", "rolling_back"),
    ("cancelled", "rolling_back"), ("interrupted", "rolling_back"),
    ("rolling_back", "rolled_back"), ("rolling_back", "failed"),
}


def test_table_is_the_contracts() -> None:
    table = {(a, b) for a, targets in TRANSITIONS.items() for b in targets}
    assert table == LEGAL
    assert set(TRANSITIONS) == set(JOB_STATUSES)


async def test_every_move_legal_and_illegal(kernel: Any) -> None:
    jobs = kernel.jobs
    for current in JOB_STATUSES:
        for new in JOB_STATUSES:
            job = await jobs.create("kernel.sleep", {}, status=current)
            if (current, new) in LEGAL:
                moved = await jobs.transition(job.id, new)
                assert moved.status == new, (current, new)
                assert (await Job.get(id=job.id)).status == new
            else:
                with pytest.raises(InvalidJobTransition) as info:
                    await jobs.transition(job.id, new)
                assert info.value.status == 409
                assert info.value.body()["error"] == "invalid_job_transition"
                assert info.value.details["from"] == current
                assert (await Job.get(id=job.id)).status == current, (current, new)


async def test_unknown_status_is_refused(kernel: Any) -> None:
    job = await kernel.jobs.create("kernel.sleep", {})
    with pytest.raises(InvalidJobTransition):
        await kernel.jobs.transition(job.id, "exploded")


async def test_timestamps_follow_the_moves(kernel: Any) -> None:
    jobs = kernel.jobs
    job = await jobs.create("kernel.sleep", {})
    wire = jobs.to_wire(job)
    assert wire["startedAt"] is None and wire["finishedAt"] is None and wire["status"] == "pending"
    job = await jobs.transition(job.id, "in_progress")
    assert job.started_at is not None and job.finished_at is None
    job = await jobs.transition(job.id, "completed", result={"moved": 3})
    wire = jobs.to_wire(job)
    assert wire["progress"] == 100 and wire["result"] == {"moved": 3}
    assert wire["finishedAt"].endswith("+00:00") and "T" in wire["startedAt"]
    assert set(wire) == {"id", "type", "status", "methodology", "fileCount", "progress", "startedAt",
                         "estimatedCompletion", "finishedAt", "result", "error"}


async def test_racing_moves_have_one_winner(db_backend: str | None, home: Any, root: Any) -> None:
    """Concurrent identical moves (two enqueues, two endings) on one job: exactly one wins."""
    from conftest import make_settings

    from foldwise.kernel.core import open_kernel

    overrides = {"database": {"url": db_backend}} if db_backend else {}
    settings = make_settings(home, [root], **overrides)
    async with open_kernel(settings) as kernel:
        for first, second, start in [("in_progress", "in_progress", "pending"),
                                     ("completed", "failed", "in_progress"),
                                     ("rolled_back", "failed", "rolling_back")] * 4:
            job = await kernel.jobs.create("kernel.sleep", {}, status=start)
            results = await asyncio.gather(
                kernel.jobs.transition(job.id, first),
                kernel.jobs.transition(job.id, second),
                return_exceptions=True,
            )
            errors = [r for r in results if isinstance(r, Exception)]
            assert len(errors) == 1 and isinstance(errors[0], InvalidJobTransition), results
            winner = next(r for r in results if not isinstance(r, Exception))
            assert winner.status == (await Job.get(id=job.id)).status
