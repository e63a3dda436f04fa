"""The home page's "Duplicates" panel: what the newest duplicate scan the user may see found."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from foldwise.plugins.dedupe.models import DedupeScan
from foldwise.sdk import Job, human_size

__all__ = ["duplicates_panel"]


async def duplicates_panel(user: Any) -> dict[str, Any]:
    """Groups and reclaimable space of the newest scan (the user's own, or any for an admin)."""
    jobs = Job.filter(type="dedupe.scan", status="completed")
    if not user.is_admin:
        jobs = jobs.filter(user_id=user.user_id)
    job_ids = await jobs.order_by("-created_at").limit(20).values_list("id", flat=True)
    scan = await DedupeScan.filter(job_id__in=list(job_ids)).order_by("-created_at").first() if job_ids else None
    if scan is None:
        return {"title": "Duplicates", "html": Markup('<p>No duplicate scan yet. '
                                                      '<a href="/ui/dedupe">Find duplicates</a>.</p>')}
    summary = scan.summary or {}
    groups = int(summary.get("groups") or 0)
    wasted = human_size(int(summary.get("wasted_bytes") or 0))
    body = (f'<p id="duplicates-found">{groups} group{"" if groups == 1 else "s"} of duplicates, '
            f'{wasted} reclaimable.</p><p><a href="/ui/dedupe">Review duplicates</a></p>') if groups else \
        '<p id="duplicates-found">The last scan found no duplicates.</p>'
    return {"title": "Duplicates", "html": Markup(body)}
