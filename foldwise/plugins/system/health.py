"""Service health and status facts (no Quart imports)."""

from __future__ import annotations

import asyncio
import platform
import shutil
import time
from pathlib import Path
from typing import Any

from foldwise import __version__

__all__ = ["database_health", "health", "plugin_summary", "roots_status", "job_counts", "system_status"]


async def database_health() -> dict[str, Any]:
    """Run a real query on the default connection: ``{status: ok|error, dialect, error?}``."""
    try:
        from tortoise import connections

        conn = connections.get("default")
        dialect = conn.capabilities.dialect
        await asyncio.wait_for(conn.execute_query("SELECT 1"), timeout=5)
        return {"status": "ok", "dialect": dialect}
    except Exception as exc:  # noqa: BLE001 - reported, never raised
        return {"status": "error", "dialect": None, "error": type(exc).__name__}


def plugin_summary(kernel: Any) -> dict[str, list[str]]:
    """Names of the loaded plugins and of those that failed to load."""
    infos = kernel.pm.infos.values()
    return {
        "loaded": sorted(i.name for i in infos if i.status == "loaded"),
        "failed": sorted(i.name for i in infos if i.status == "error"),
    }


async def health(kernel: Any) -> dict[str, Any]:
    """``{status, version, database: {status, dialect}, plugins: {loaded, failed}}``."""
    db = await database_health()
    return {
        "status": "ok" if db["status"] == "ok" else "unhealthy",
        "version": __version__,
        "database": db,
        "plugins": plugin_summary(kernel),
    }


def _root_status(root: Path) -> dict[str, Any]:
    info: dict[str, Any] = {"path": str(root), "exists": root.is_dir()}
    try:
        usage = shutil.disk_usage(root)
        info.update(free_bytes=usage.free, total_bytes=usage.total)
    except OSError:
        info.update(free_bytes=None, total_bytes=None)
    return info


async def roots_status(kernel: Any) -> list[dict[str, Any]]:
    """Every configured root with whether it exists and its free/total space."""
    roots = list(kernel.settings.roots)
    return await asyncio.to_thread(lambda: [_root_status(Path(r)) for r in roots])


async def job_counts() -> dict[str, int]:
    """Number of jobs per status (every status present, zero included)."""
    from tortoise.functions import Count

    from foldwise.sdk import JOB_STATUSES, Job

    counts = {status: 0 for status in JOB_STATUSES}
    rows = await Job.all().annotate(n=Count("id")).group_by("status").values("status", "n")
    for row in rows:
        counts[row["status"]] = int(row["n"])
    return counts


async def system_status(kernel: Any) -> dict[str, Any]:
    """Uptime, versions, database, roots, job counts, broker and event backend."""
    from foldwise.plugins.system.state import SystemState

    started = kernel.service(SystemState).started_at
    settings = kernel.settings
    return {
        "version": __version__,
        "python": platform.python_version(),
        "platform": platform.platform(terse=True),
        "uptime_seconds": round(time.time() - started, 3) if started else 0.0,
        "database": await database_health(),
        "roots": await roots_status(kernel),
        "jobs": await job_counts(),
        "broker": settings.jobs.broker,
        "event_backend": settings.events.backend,
        "rate_limit_store": settings.rate_limits.store,
        "setup_completed": settings.setup_completed,
        "plugins": plugin_summary(kernel),
    }
