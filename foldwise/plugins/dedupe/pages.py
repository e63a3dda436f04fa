"""``/ui/dedupe``: find duplicates, review each group, choose what to keep, resolve (one undoable transaction).

Thin adapters over ``DedupeService``; forms post and redirect; a resolution is confirmed on its own page first.
A running scan's page refreshes itself (a meta refresh: no JavaScript needed).
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

from quart import Blueprint, flash, g, redirect, render_template, request

from foldwise.plugins.dedupe.service import JOB_TYPE, STRATEGIES, DedupeService
from foldwise.sdk import ApiError, current_actor, flash_undo, page_view

__all__ = ["bp"]

bp = Blueprint("dedupe_pages", __name__, url_prefix="/ui/dedupe", template_folder="templates")
#: Groups shown on one page.
GROUP_LIMIT = 200
_PAGE_STRATEGIES = ("oldest", "newest", "shortest_path")


def _folders() -> list[str]:
    """The roots and their first-level folders (suggestions for the folder field)."""
    out: list[str] = []
    for root in g.kernel.sandbox.roots:
        out.append(str(root))
        try:
            with os.scandir(root) as entries:
                out.extend(os.path.join(str(root), n) for n in sorted(
                    e.name for e in entries if not e.name.startswith(".") and e.is_dir(follow_symlinks=False))[:200])
        except OSError:
            continue
    return out


async def _index(status: int = 200, **context: Any) -> Any:
    actor = current_actor()
    user_id = None if actor is None or actor.is_admin else actor.user_id
    jobs, _total = await g.kernel.jobs.list(type=JOB_TYPE, page=1, page_size=10, user_id=user_id)
    scans = [{"id": j.id, "status": j.status, "roots": (j.params or {}).get("roots") or [],
              "created": j.created_at.isoformat()[:16].replace("T", " ") if j.created_at else "",
              "groups": (j.result or {}).get("groups")} for j in jobs]
    html = await render_template("dedupe/index.html", scans=scans, folders=await asyncio.to_thread(_folders),
                                 **context)
    return html, status


@bp.get("")
@page_view("dedupe.read")
async def index() -> Any:
    """The scan form and the recent scans."""
    return await _index(path=request.args.get("path") or "")


@bp.post("/scan")
@page_view("dedupe.write")
async def scan() -> Any:
    """Start a scan of one folder and watch it."""
    form = await request.form
    path = (form.get("path") or "").strip()
    if not path:
        return await _index(422, error="Choose a folder to look for duplicates in.", path=path)
    actor = current_actor()
    try:
        job = await g.kernel.service(DedupeService).start_scan([path], user_id=getattr(actor, "user_id", None))
    except ApiError as exc:
        return await _index(exc.status, error=f"The scan did not start: {exc.message}.", path=path)
    return redirect(f"/ui/dedupe/{job.id}", 303)


def _strategy() -> str:
    value = request.args.get("strategy") or "oldest"
    return value if value in _PAGE_STRATEGIES else "oldest"


@bp.get("/<job_id>")
@page_view("dedupe.read")
async def groups(job_id: str) -> Any:
    """A scan: its progress while it runs, then its groups with the file each keeps (choose another)."""
    service = g.kernel.service(DedupeService)
    job = await g.kernel.jobs.get(job_id)
    if job.type != JOB_TYPE:
        raise ApiError(f"job {job_id} is not a duplicate scan", status=404, code="not_found")
    strategy = _strategy()
    preview = None
    if job.status not in ("pending", "in_progress"):
        try:
            preview = await service.preview(job_id, strategy, caller=current_actor())
        except ApiError as exc:
            if exc.status in (403, 404):
                raise
            preview = None
    if preview is not None:
        preview["groups"].sort(key=lambda group: -group["wasted"])
    shown = preview["groups"][:GROUP_LIMIT] if preview else []
    return await render_template("dedupe/groups.html", job=g.kernel.jobs.to_wire(job), preview=preview,
                                 groups=shown, strategy=strategy, strategies=_PAGE_STRATEGIES,
                                 running=job.status in ("pending", "in_progress"), os=os)


@bp.post("/<job_id>/resolve")
@page_view("dedupe.write")
async def resolve(job_id: str) -> Any:
    """Without ``confirm``: what will happen (files to trash, space freed). With it: do it, as one transaction."""
    form = await request.form
    strategy = form.get("strategy") or "oldest"
    if strategy not in STRATEGIES or strategy == "preferred_folder":
        strategy = "oldest"
    chosen = {key[5:]: value for key, value in form.items() if key.startswith("keep-") and value}
    selected = set(form.getlist("group")) or None
    service = g.kernel.service(DedupeService)
    back = f"/ui/dedupe/{job_id}?strategy={strategy}"
    actor = current_actor()
    if form.get("confirm") != "1":
        preview = await service.preview(job_id, strategy, caller=actor)
        plan = []
        for group in preview["groups"]:
            if selected is not None and group["hash"] not in selected:
                continue
            keep = chosen.get(group["hash"]) or group["keep"]
            if keep not in {f["path"] for f in group["files"]}:
                await flash("A file to keep is not part of its group; choose again.", "error")
                return redirect(back, 303)
            plan.append({"hash": group["hash"], "keep": keep, "size": group["size"],
                         "remove": [f["path"] for f in group["files"] if f["path"] != keep]})
        if not plan:
            await flash("Select at least one group to resolve.", "error")
            return redirect(back, 303)
        return await render_template("dedupe/confirm.html", job_id=job_id, plan=plan, strategy=strategy,
                                     files=sum(len(p["remove"]) for p in plan),
                                     freed=sum(p["size"] * len(p["remove"]) for p in plan), os=os)
    try:
        result = await service.execute(job_id, strategy, "trash", actor=getattr(actor, "username", None),
                                       caller=actor, keep=chosen, only=selected)
    except ApiError as exc:
        if exc.status in (403, 404):
            raise
        await flash(f"Nothing was changed: {exc.message}.", "error")
        return redirect(back, 303)
    files = result["files_resolved"]
    message = (f"Moved {files} duplicate{'' if files == 1 else 's'} to the trash "
               f"({result['groups_resolved']} group{'' if result['groups_resolved'] == 1 else 's'}).")
    if result["skipped"]:
        message += f" {len(result['skipped'])} file(s) were skipped because they changed since the scan."
    await flash_undo(message, result["transaction_id"])
    return redirect(back, 303)
