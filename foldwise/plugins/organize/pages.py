"""Web pages under ``/ui/organize``: plan a folder, review the plan, execute, watch, cancel, roll back.

Thin adapters over ``OrganizeService``. Every action is a form that posts and redirects (no
JavaScript needed); the status page is live through ``/ui/organize/jobs/<id>/events`` (SSE, htmx)
and falls back to a meta refresh.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any, AsyncIterator
from urllib.parse import urlencode

from quart import Blueprint, flash, g, redirect, render_template, request

from foldwise.plugins.organize.service import JOB_TYPE, OrganizeService
from foldwise.sdk import (
    JOB_ACTIVE as ACTIVE, JOB_ROLLBACK_FROM as ROLLBACK_FROM, JOB_TRANSITIONS as TRANSITIONS, ApiError,
    current_actor, is_allowed, owns_job, page_view,
)

__all__ = ["bp", "PLAN_PAGE_SIZE", "job_events"]

bp = Blueprint("organize_pages", __name__, url_prefix="/ui/organize", template_folder="templates")

#: Plan operations per report page.
PLAN_PAGE_SIZE = 100
#: Seconds between two database checks of a job while its event stream is quiet.
POLL_SECONDS = 2.0
_ACTION_FILTERS = ("move", "rename", "mkdir", "skip")
#: Errors of an action form shown as the error page (not a flash on a page the caller may not see).
_SHOWN_AS_PAGES = (403, 404)


def _service() -> OrganizeService:
    return g.kernel.service(OrganizeService)


async def _can(permission: str) -> bool:
    actor = current_actor()
    return actor is not None and await is_allowed(g.kernel, actor, permission)


def _int_arg(name: str, default: int) -> int:
    try:
        return max(1, min(int(request.args.get(name, default)), 10_000_000))
    except (TypeError, ValueError):
        return default


def _user_id() -> int | None:
    return getattr(current_actor(), "user_id", None)


async def _count_job_request() -> None:
    """Charge the ``organization`` rate bucket like the REST routes do."""
    from foldwise.plugins.organize.routes import _count_job_request as count

    await count()


def _folder_choices(service: OrganizeService, recent: list[str]) -> list[str]:
    """Suggestions for the folder field: recently organized folders first, then each root's first-level
    folders. Never a root itself: a plan of a whole root is a choice to type, not a default."""
    roots = {str(root) for root in service.kernel.sandbox.roots}
    choices: list[str] = [p for p in dict.fromkeys(recent) if p not in roots]
    for root in service.kernel.sandbox.roots:
        try:
            with os.scandir(root) as entries:
                names = sorted(e.name for e in entries if not e.name.startswith(".") and e.is_dir(follow_symlinks=False))
        except OSError:
            continue
        choices.extend(p for p in (os.path.join(str(root), name) for name in names[:200]) if p not in choices)
    return choices


async def _organize_page(status: int = 200, **context: Any) -> Any:
    service = _service()
    described = service.describe_config()
    actor = current_actor()
    records = await service.recent_jobs(10)
    jobs = [{**service.wire(job), "mine": owns_job(actor, job), "folder": (job.params or {}).get("path") or ""}
            for job in records]
    choices = await asyncio.to_thread(_folder_choices, service, [j["folder"] for j in jobs if j["folder"]])
    context.setdefault("path", request.args.get("path") or "")
    context.setdefault("methodology", described["methodology"])
    html = await render_template("organize/index.html", methodologies=described["available"], jobs=jobs,
                                 choices=choices, can_write=await _can("organize.write"), **context)
    return html, status


@bp.get("")
@page_view("organize.read")
async def index() -> Any:
    """The plan form (folder, methodology) and the recent organize jobs."""
    return await _organize_page()


@bp.post("/scan")
@page_view("organize.write")
async def scan() -> Any:
    """Plan a folder into a pending job (no file changes), then show its report."""
    form = await request.form
    path = (form.get("path") or "").strip()
    methodology = form.get("methodology") or None
    if not path:
        return await _organize_page(422, error="Choose a folder to organize.", methodology=methodology)
    try:
        await _count_job_request()
        job, _plan = await _service().create_job(path, methodology, dry_run=True, user_id=_user_id())
    except ApiError as exc:
        message = exc.message
        if isinstance(exc.details, list) and exc.details and isinstance(exc.details[0], dict):
            message = f"{message}: {exc.details[0].get('msg', '')}".rstrip(": ")
        return await _organize_page(exc.status, error=message, path=path, methodology=methodology)
    return redirect(f"/ui/organize/report/{job.id}", 303)


def _job_actions(job: dict[str, Any]) -> dict[str, bool]:
    status = job["status"]
    return {
        "execute": status == "pending",
        "discard": status == "pending",
        "cancel": status in ACTIVE and "cancelled" in TRANSITIONS.get(status, ()),
        "rollback": status in ROLLBACK_FROM and status != "pending",
        "active": status in ACTIVE,
    }


#: Below this confidence a plan row is highlighted for review.
LOW_CONFIDENCE = 0.5
_SORTS = ("folder", "source", "confidence")


def _ordered(plan: Any, action: str | None, sort: str) -> list[int]:
    """Indexes of the plan's file operations (``mkdir`` rows are shown as their folders' headings), in
    ``sort`` order: by destination folder (the default, so each folder's rows stay together), by source, or
    least confident first."""
    wanted = [ord(c) for c, name in (("m", "move"), ("r", "rename"), ("s", "skip"))
              if action in (None, name)]
    indexes = [i for i, code in enumerate(plan.actions) if code in wanted]
    dests, sources, confidence = plan.destinations, plan.sources, plan.confidence
    if sort == "source":
        indexes.sort(key=lambda i: sources[i].casefold())
    elif sort == "confidence":
        indexes.sort(key=lambda i: (confidence[i], dests[i].casefold()))
    else:
        indexes.sort(key=lambda i: (plan.actions[i] == ord("s"), os.path.dirname(dests[i]).casefold(),
                                    dests[i].casefold()))
    return indexes


def _folder_counts(plan: Any) -> list[tuple[str, int]]:
    """(destination folder, files going there) for the whole plan, biggest first."""
    from collections import Counter

    counts: Counter[str] = Counter()
    for i, code in enumerate(plan.actions):
        if code in (ord("m"), ord("r")):
            counts[os.path.dirname(plan.destinations[i]) or "."] += 1
    return counts.most_common()


@bp.get("/report/<job_id>")
@page_view("organize.read")
async def report(job_id: str) -> Any:
    """A job's plan grouped by destination folder (counts, a summary, low-confidence rows highlighted,
    sortable, rows excludable before executing), its result and the actions it allows."""
    service = _service()
    job = service.wire(await service.organize_job(job_id, current_actor()))
    plan = await service.plan_of(job_id)
    action = request.args.get("action") or None
    if action not in _ACTION_FILTERS or action == "mkdir":
        action = None
    sort = request.args.get("sort") or "folder"
    if sort not in _SORTS:
        sort = "folder"
    page = _int_arg("page", 1)
    carried = _carried_exclusions(request.args.get("x", ""), len(plan))
    ordered = await asyncio.to_thread(_ordered, plan, action, sort)
    total = len(ordered)
    pages = max(1, -(-total // PLAN_PAGE_SIZE))
    operations = list(plan.wire_ops(ordered[(page - 1) * PLAN_PAGE_SIZE:page * PLAN_PAGE_SIZE]))
    folders = await asyncio.to_thread(_folder_counts, plan)
    per_folder = dict(folders)
    new_folders = {os.path.relpath(d, plan.base) for d in (plan.abs(plan.destinations[i])
                                                           for i in plan.indexes("mkdir"))}
    groups: list[dict[str, Any]] = []
    for op in operations:
        dest = os.path.relpath(op["destination"], plan.base)
        key = (os.path.dirname(dest) or ".") if sort == "folder" and op["action"] != "skip" else \
            ("Left in place" if sort == "folder" else "")
        if not groups or groups[-1]["key"] != key:
            groups.append({"key": key, "ops": [], "total": per_folder.get(key),
                           "new": key in new_folders})
        groups[-1]["ops"].append(op)

    ticks = ",".join(map(str, sorted(carried))) or None

    def page_url(number: int, act: str | None = action, order: str = sort) -> str:
        query = {k: v for k, v in (("action", act), ("sort", order if order != "folder" else None),
                                   ("page", number if number > 1 else None), ("x", ticks)) if v}
        return f"/ui/organize/report/{job_id}" + (f"?{urlencode(query)}" if query else "")

    low = sum(1 for i in plan.indexes() if plan.actions[i] in (ord("m"), ord("r"))
              and plan.confidence[i] < LOW_CONFIDENCE)
    return await render_template(
        "organize/report.html", job=job, plan=plan, summary=plan.summary, groups=groups, total=total,
        page=page, pages=pages, action=action, actions=("move", "rename", "skip"), page_url=page_url,
        carried=carried, carried_elsewhere=sorted(carried - {op["id"] for op in operations}),
        sort=sort, sorts=_SORTS, folders=folders, low=low, low_confidence=LOW_CONFIDENCE,
        can=_job_actions(job), can_write=await _can("organize.write"), mine=True, base=plan.base,
        rel=lambda p: os.path.relpath(p, plan.base) if p and p.startswith(plan.base) else p)


async def _job_id_from_form() -> str:
    form = await request.form
    return (form.get("job_id") or "").strip()


def _carried_exclusions(value: str, size: int) -> set[int]:
    """Rows ticked on other pages of the report (``?x=3,17``; the page script keeps them when paging)."""
    return {int(v) for v in value.split(",")[:10_000] if v.isdigit() and 0 < int(v) <= size}


def _exclusions(values: list[str]) -> list[int]:
    return sorted({int(v) for v in values if v.isdigit() and 0 < int(v) < 2**31})


@bp.post("/execute")
@page_view("organize.write")
async def execute() -> Any:
    """Without ``confirm``: what executing will change (files, folders, exclusions). With it: start the plan
    (minus the excluded rows) and show its progress."""
    form = await request.form
    job_id = (form.get("job_id") or "").strip()
    exclude = _exclusions(form.getlist("exclude"))
    if form.get("confirm") != "1":
        service = _service()
        job = service.wire(await service.organize_job(job_id, current_actor()))
        plan = await service.plan_of(job_id)
        excluded = [op for op in plan.wire_ops(i - 1 for i in exclude if 0 < i <= len(plan))
                    if op["action"] in ("move", "rename")]
        files = plan.count("move") + plan.count("rename") - len(excluded)
        folders = await asyncio.to_thread(_folder_counts, plan)
        return await render_template("organize/confirm.html", job=job, plan=plan, files=files,
                                     excluded=excluded, folders=folders[:30], more_folders=max(0, len(folders) - 30),
                                     new_folders=plan.count("mkdir"), exclude=[op["id"] for op in excluded],
                                     rel=lambda p: os.path.relpath(p, plan.base))
    try:
        await _count_job_request()
        await _service().execute(job_id, caller=current_actor(), exclude=exclude)
    except ApiError as exc:
        if exc.status in _SHOWN_AS_PAGES or not job_id:
            raise
        await flash(f"The plan was not executed: {exc.message}", "error")
        return redirect(f"/ui/organize/report/{job_id}", 303)
    return redirect(f"/ui/organize/jobs/{job_id}/status", 303)


@bp.post("/plan/clear")
@page_view("organize.write")
async def clear_plan() -> Any:
    """Discard a pending plan (its job becomes ``cancelled``; nothing was changed on disk)."""
    job_id = await _job_id_from_form()
    service = _service()
    try:
        await service.organize_job(job_id, current_actor())
        await service.cancel(job_id, caller=current_actor())
    except ApiError as exc:
        if exc.status in _SHOWN_AS_PAGES or not job_id:
            raise
        await flash(f"The plan was not discarded: {exc.message}", "error")
        return redirect(f"/ui/organize/report/{job_id}", 303)
    await flash("Plan discarded; no files were changed.", "success")
    return redirect("/ui/organize", 303)


@bp.post("/jobs/<job_id>/cancel")
@page_view("organize.write")
async def cancel(job_id: str) -> Any:
    """Cancel a pending or running job (a running one stops between two file operations)."""
    try:
        await _service().cancel(job_id, caller=current_actor())
    except ApiError as exc:
        if exc.status in _SHOWN_AS_PAGES:
            raise
        await flash(f"The job was not cancelled: {exc.message}", "error")
    return redirect(f"/ui/organize/jobs/{job_id}/status", 303)


@bp.post("/jobs/<job_id>/rollback")
@page_view("organize.write")
async def rollback(job_id: str) -> Any:
    """Without ``confirm``: what rolling back will put back. With it: roll the job back through the journal."""
    form = await request.form
    if form.get("confirm") != "1":
        service = _service()
        job = service.wire(await service.owned_job(job_id, current_actor(), "roll back"))
        return await render_template("organize/confirm_rollback.html", job=job)
    try:
        await _count_job_request()
        await _service().rollback(job_id, caller=current_actor())
    except ApiError as exc:
        if exc.status in _SHOWN_AS_PAGES:
            raise
        await flash(f"The job was not rolled back: {exc.message}", "error")
    return redirect(f"/ui/organize/jobs/{job_id}/status", 303)


@bp.get("/jobs/<job_id>/status")
@page_view("organize.read")
async def status(job_id: str) -> Any:
    """A job's progress; ``?fragment=1`` answers only the panel (what the live page swaps in)."""
    service = _service()
    record = await service.job(job_id)
    job, mine = service.wire(record), owns_job(current_actor(), record)
    context = {"job": job, "can": _job_actions(job), "can_write": mine and await _can("organize.write"),
               "mine": mine}
    if request.args.get("fragment"):
        return await render_template("organize/_job_panel.html", **context)
    return await render_template("organize/status.html", **context)


async def job_events(kernel: Any, job_id: str, poll: float = POLL_SECONDS) -> AsyncIterator[dict[str, Any]]:
    """The job's bus events, starting with its current state; ends with ``job_done`` once it is final."""
    sub = kernel.bus.subscribe(f"job:{job_id}")
    try:
        last: tuple[str, int] | None = None
        while True:
            job = await kernel.jobs.get(job_id)
            state = (job.status, job.progress)
            if state != last:
                last = state
                yield {"type": "job_state", "job_id": job_id, "progress": job.progress,
                       "data": {"status": job.status}}
            if job.status not in ACTIVE and job.status != "pending":
                yield {"type": "job_done", "job_id": job_id, "progress": job.progress,
                       "data": {"status": job.status}}
                return
            event = await sub.get(poll)
            if event is not None:
                message = event.to_message()
                if message.get("progress") is not None:
                    last = (str((message.get("data") or {}).get("status") or job.status), message["progress"])
                yield message
    finally:
        sub.close()


@bp.get("/jobs/<job_id>/events")
@page_view("organize.read")
async def events(job_id: str) -> Any:
    """Server-Sent Events of one job (``organize_progress``, ``organize_complete``, then ``job_done``)."""
    from foldwise.sdk import sse_response

    await _service().job(job_id)  # 404 before the stream starts
    return sse_response(job_events(g.kernel, job_id))


async def _stats() -> dict[str, Any]:
    """Organize jobs by status and the files their finished runs moved."""
    jobs = g.kernel.jobs
    by_status: dict[str, int] = {}
    for name in TRANSITIONS:
        _items, count = await jobs.list(status=name, type=JOB_TYPE, page=1, page_size=1)
        if count:
            by_status[name] = count
    moved = 0
    page = 1
    while True:
        items, total = await jobs.list(status=["completed", "partial", "cancelled", "interrupted"], type=JOB_TYPE,
                                       page=page, page_size=200)
        moved += sum(int((job.result or {}).get("moved") or 0) for job in items)
        if page * 200 >= total or not items:
            break
        page += 1
    return {"by_status": by_status, "total": sum(by_status.values()), "files_organized": moved}


@bp.get("/stats")
@page_view("organize.read")
async def stats() -> Any:
    """Counts: organize jobs by status and files organized (``?fragment=1``: the numbers alone)."""
    template = "organize/_stats.html" if request.args.get("fragment") else "organize/stats.html"
    return await render_template(template, stats=await _stats())


async def _stats_events(kernel: Any, visible: Any) -> AsyncIterator[dict[str, Any]]:
    sub = kernel.bus.subscribe()
    try:
        async for event in sub:
            if event.type == "organize_complete" and await visible.allows(event):
                yield {"type": "organize_complete", "job_id": event.job_id, "data": {}}
    finally:
        sub.close()


@bp.get("/stats/events")
@page_view("organize.read")
async def stats_events() -> Any:
    """Server-Sent Events: ``organize_complete`` whenever a job the caller may see finishes (the stats page
    refreshes)."""
    from foldwise.sdk import EventFilter, scope_for_actor, sse_response

    actor = current_actor()
    return sse_response(_stats_events(g.kernel, EventFilter(actor, await scope_for_actor(actor))))
