"""The home page's "Recent jobs" panel (jobs the user may see: their own, or all for an admin)."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape

from foldwise.sdk import Job

__all__ = ["recent_jobs_panel", "RECENT_JOBS"]

RECENT_JOBS = 5


async def recent_jobs_panel(user: Any) -> dict[str, Any]:
    """The newest jobs with their status; empty state with a link to start organizing."""
    query = Job.all() if user.is_admin else Job.filter(user_id=user.user_id)
    jobs = await query.order_by("-created_at").limit(RECENT_JOBS)
    if not jobs:
        body = '<p>No jobs yet. <a href="/ui/organize">Organize a folder</a> to start one.</p>'
        return {"title": "Recent jobs", "html": Markup(body)}
    rows = "".join(
        f'<li><a href="/ui/organize/jobs/{escape(job.id)}/status">{escape(job.type)}</a> · '
        f'<span class="fw-status fw-status-{escape(job.status)}">{escape(job.status.replace("_", " "))}</span>'
        f' · {job.file_count} file{"" if job.file_count == 1 else "s"}</li>'
        for job in jobs)
    return {"title": "Recent jobs", "html": Markup(f'<ul id="recent-jobs">{rows}</ul>'
                                                   '<p><a href="/ui/organize/history">All history</a></p>')}
