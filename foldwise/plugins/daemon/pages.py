"""``/ui/daemon``: the folder-watching daemon's status, start / stop, and the watched folders (add, remove);
over ``DaemonService`` like ``/api/v1/daemon/*``. Forms post and redirect (no JavaScript needed)."""

from __future__ import annotations

import os
from typing import Any

from quart import Blueprint, current_app, flash, redirect, render_template, request

from foldwise.plugins.daemon.service import DaemonService
from foldwise.sdk import ApiError, current_actor, is_allowed, page_view

__all__ = ["bp"]

bp = Blueprint("daemon_pages", __name__, url_prefix="/ui", template_folder="templates")
PAGE = "/ui/daemon"
_ORGANIZE = "foldwise.plugins.organize.service:OrganizeService"


def _kernel() -> Any:
    return current_app.kernel  # type: ignore[attr-defined]


def _service() -> DaemonService:
    return _kernel().service(DaemonService)  # type: ignore[no-any-return]


async def _failed(exc: ApiError, what: str) -> Any:
    if exc.status == 403 and exc.code == "forbidden":
        raise exc
    await flash(f"{what}: {exc.message}.", "error")
    return redirect(PAGE, 303)


@bp.get("/daemon")
@page_view("daemon.read")
async def index() -> Any:
    """Running or not (and where, how it watches), the watched folders, start / stop and folder forms."""
    kernel = _kernel()
    methodologies: list[dict[str, Any]] = []
    if kernel.has_service(_ORGANIZE):
        methodologies = kernel.service(_ORGANIZE).describe_config().get("available", [])
    roots = list(getattr(kernel.settings, "roots", None) or [])
    example = os.path.join(str(roots[0]), "Downloads") if roots else "/srv/files/Downloads"
    return await render_template("daemon/index.html", status=await _service().status(), methodologies=methodologies,
                                 can_write=await is_allowed(kernel, current_actor(), "daemon.write"), example=example)


@bp.post("/daemon/start")
@page_view("daemon.write")
async def start() -> Any:
    """Start the daemon on the folders watched before."""
    try:
        result = await _service().start()
    except ApiError as exc:
        return await _failed(exc, "The daemon was not started")
    await flash("The daemon was already running." if result.get("already_running") else "The daemon was started.",
                "success")
    return redirect(PAGE, 303)


@bp.post("/daemon/stop")
@page_view("daemon.write")
async def stop() -> Any:
    """Stop the daemon (the watched folders are kept)."""
    result = await _service().stop()
    await flash("The daemon was not running." if result.get("already_stopped") else "The daemon was stopped.",
                "success")
    return redirect(PAGE, 303)


@bp.post("/daemon/watch")
@page_view("daemon.write")
async def watch() -> Any:
    """Watch one more folder (with a rule set, or a methodology) and run the daemon."""
    form = await request.form
    path = (form.get("path") or "").strip()
    if not path:
        await flash("Choose a folder to watch.", "error")
        return redirect(PAGE, 303)
    rule_set = (form.get("rule_set") or "").strip() or None
    options: dict[str, Any] = {"paths": [path], "dry_run": bool(form.get("dry_run"))}
    if rule_set:
        options.update(mode="rules", rule_set=rule_set)
    else:
        options.update(mode="methodology", methodology=(form.get("methodology") or "").strip() or None)
    try:
        await _service().start(**options)
    except ApiError as exc:
        return await _failed(exc, "The folder was not added")
    await flash(f"Watching {path}; the daemon runs.", "success")
    return redirect(PAGE, 303)


@bp.post("/daemon/unwatch")
@page_view("daemon.write")
async def unwatch() -> Any:
    """Stop watching one folder (the others keep being watched)."""
    form = await request.form
    path = (form.get("path") or "").strip()
    watched = [w["path"] for w in (await _service().status())["watched"]]
    if path not in watched:
        await flash(f"The folder {path or '(none)'} is not watched.", "error")
        return redirect(PAGE, 303)
    await _service().unwatch(path)
    await _service().tick()
    await flash(f"No longer watching {path}.", "success")
    return redirect(PAGE, 303)
