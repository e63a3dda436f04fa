"""Handlers of the diagnostic job types."""

from __future__ import annotations

import asyncio
import os
import socket
import time
from typing import Any

from foldwise.sdk import JobContext, JobError

__all__ = ["sleep_job", "probe_job"]


def _here() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _number(params: dict[str, Any], key: str, default: float, low: float, high: float) -> float:
    value = params.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        raise JobError(f"param {key!r} must be a number from {low} to {high}")
    return float(value)


async def sleep_job(ctx: JobContext) -> tuple[str, dict[str, Any]]:
    """Take ``seconds`` over ``steps`` steps (progress after each, cancel checked between steps).

    ``fail_at`` + ``fail`` raise a JobError with that message at that step; ``crash`` raises an
    unexpected error; ``partial`` ends the job as ``partial``.
    """
    params = ctx.params
    seconds = _number(params, "seconds", 0, 0, 3600)
    steps = int(_number(params, "steps", 1, 1, 10_000_000))
    fail_at = int(_number(params, "fail_at", 0, 0, 10_000_000))
    t0 = time.monotonic()
    done = 0
    for step in range(steps):
        if ctx.cancelled:
            return "cancelled", {"steps_done": done, "worker": _here()}
        target = t0 + seconds * (step + 1) / steps
        delay = target - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        elif step % 256 == 0:
            await asyncio.sleep(0)
        done += 1
        await ctx.progress(done, steps)
        if params.get("crash") and done == max(fail_at, 1):
            raise RuntimeError(f"diagnostic crash in {os.getcwd()}")
        if fail_at and done == fail_at:
            raise JobError(str(params.get("fail") or f"failed at step {done}"))
    status = "partial" if params.get("partial") else "completed"
    return status, {"steps_done": done, "worker": _here()}


async def probe_job(ctx: JobContext) -> dict[str, Any]:
    """Count the entries of ``path`` (the manager already refused the job if this worker cannot see it)."""
    path = ctx.params.get("path")
    if not isinstance(path, str) or not path:
        raise JobError("param 'path' is required")
    entries = await asyncio.to_thread(lambda: sum(1 for _ in os.scandir(path)))
    await ctx.progress(1, 1)
    return {"path": path, "entries": entries, "worker": _here()}
