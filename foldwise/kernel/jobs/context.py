"""``JobContext``: what a job handler gets (params, progress reporting, cancellation, result)."""

from __future__ import annotations

import time
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.kernel.core import Kernel

__all__ = ["JobContext", "JobError", "JobCancelled", "PROGRESS_INTERVAL"]

#: Minimum seconds between two progress writes/events of one job (the last step always reports).
PROGRESS_INTERVAL = 0.25


class JobError(Exception):
    """Raise from a handler to fail the job with this (user-facing, safe) message."""


class JobCancelled(Exception):
    """Raise from a handler to stop at once after a cancel request; the job becomes ``cancelled``."""


class JobContext:
    """The handler's view of its job; ``cancelled`` is kept current by the manager (in-process or polled)."""

    def __init__(self, kernel: Kernel, job_id: str, job_type: str, params: dict[str, Any], *,
                 progress_event: str = "organize_progress", cancel_requested: bool = False) -> None:
        self.kernel = kernel
        self.job_id = job_id
        self.job_type = job_type
        self.params = params
        self.progress_event = progress_event
        self.result: dict[str, Any] | None = None
        self.events_sent = 0
        self._cancel = cancel_requested
        self._t0 = time.monotonic()
        self._last_report = float("-inf")
        self._last_percent = -1

    @property
    def cancelled(self) -> bool:
        """True once a cancel was requested; check it between two operations and stop."""
        return self._cancel

    def request_cancel(self) -> None:
        """Mark the job cancelled for this process (used by the manager)."""
        self._cancel = True

    async def progress(self, done: int, total: int, message: str | None = None) -> None:
        """Report ``done`` of ``total``: throttled to ~4 DB writes/events a second, always on completion."""
        from foldwise.kernel.jobs.models import Job

        now = time.monotonic()
        final = total > 0 and done >= total
        if not final and now - self._last_report < PROGRESS_INTERVAL:
            return
        self._last_report = now
        percent = 100 if final else (min(99, max(0, done * 100 // total)) if total > 0 else 0)
        eta: datetime | None = None
        wall = datetime.now(timezone.utc)
        elapsed = now - self._t0
        if final:
            eta = wall
        elif done > 0 and elapsed > 0 and total > done:
            eta = wall + timedelta(seconds=(total - done) * elapsed / done)
        await Job.filter(id=self.job_id).update(
            done_count=done, file_count=total, progress=percent, estimated_completion=eta,
            heartbeat_at=wall, updated_at=wall,
        )
        data: dict[str, Any] = {"job_type": self.job_type, "done": done, "total": total,
                                "estimatedCompletion": eta.isoformat() if eta else None}
        if message is not None:
            data["message"] = message
        self.events_sent += 1
        self._last_percent = percent
        await self.kernel.bus.publish(self.progress_event, data, job_id=self.job_id, progress=percent)

    async def set_result(self, result: dict[str, Any]) -> None:
        """Store the job's result now (visible while it runs; the final result replaces it)."""
        from foldwise.kernel.jobs.models import Job

        self.result = dict(result)
        await Job.filter(id=self.job_id).update(result=self.result, updated_at=datetime.now(timezone.utc))
