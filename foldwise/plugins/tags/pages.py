"""``/ui`` pages of the tags plugin: the tag editor of one file (the files page's "Tags" row action), the
suggestions panel of a folder (loaded into the files page by htmx; a page of its own without JavaScript) and
``/ui/tags`` (every tag with its count; rename or remove a tag across files; start the job tagging a folder)."""

from __future__ import annotations

import os
from typing import Any
from urllib.parse import urlencode

from quart import Blueprint, flash, redirect, render_template, request

from foldwise.plugins.tags import TAGS_READ, TAGS_WRITE
from foldwise.plugins.tags.service import TagsService
from foldwise.plugins.tags.suggestions import SuggestionsService
from foldwise.sdk import ApiError, back_to, current_actor, flash_undo, is_allowed, page_view

__all__ = ["bp"]

bp = Blueprint("tags_pages", __name__, url_prefix="/ui", template_folder="templates")


def _kernel() -> Any:
    from quart import current_app

    return current_app.kernel  # type: ignore[attr-defined]


def _url(base: str, **params: Any) -> str:
    query = urlencode({k: v for k, v in params.items() if v not in (None, "")})
    return f"{base}?{query}" if query else base


def _actor_name() -> str | None:
    actor = current_actor()
    return getattr(actor, "username", None)


async def _can_write() -> bool:
    actor = current_actor()
    return actor is not None and await is_allowed(_kernel(), actor, TAGS_WRITE)


@bp.get("/files/tags")
@page_view(TAGS_READ)
async def edit() -> Any:
    """The tags of one file: remove buttons, an add field and suggested tags."""
    path = request.args.get("path") or ""
    tags = _kernel().service(TagsService)
    current = await tags.get(path)
    folder = os.path.dirname(current["path"])
    suggested = (await _kernel().service(SuggestionsService).suggest_tags(current["path"]))["suggestions"][:8]
    return await render_template("tags/edit.html", path=current["path"], name=os.path.basename(current["path"]),
                                 tags=current["tags"], suggested=suggested, can_write=await _can_write(),
                                 back=_url("/ui/files", path=folder), here=_url("/ui/files/tags", path=current["path"]))


@bp.post("/files/tags")
@page_view(TAGS_WRITE)
async def change() -> Any:
    """Add, remove or set tags of one file (``op`` = add | remove | set, ``tags`` comma-separated)."""
    form = await request.form
    path = form.get("path") or ""
    op = form.get("op") or "add"
    words = [t.strip() for t in (form.get("tags") or "").split(",") if t.strip()]
    back = back_to(form.get("next"), _url("/ui/files/tags", path=path))
    if op not in ("add", "remove", "set") or (op != "set" and not words):
        await flash("Type a tag first (several: separate them with commas).", "error")
        return redirect(back, 303)
    try:
        result = await _kernel().service(TagsService).set_tags(path, words, actor=_actor_name(), mode=op)
    except ApiError as exc:
        if exc.status == 403 and exc.code == "forbidden":
            raise
        await flash(f"Nothing was changed: {exc.message}.", "error")
        return redirect(back, 303)
    name = os.path.basename(result["path"])
    if result["transaction_id"] is None:
        await flash(f"The tags of {name} were already like that.", "success")
    else:
        verb = {"add": "Tagged", "remove": "Removed", "set": "Set the tags of"}[op]
        what = ", ".join(words)
        message = f"Tagged {name}: {what}." if op == "add" else (
            f"Removed {what} from {name}." if op == "remove" else f"{verb} {name}.")
        await flash_undo(message, result["transaction_id"])
    return redirect(back, 303)


@bp.get("/suggestions")
@page_view(TAGS_READ)
async def panel() -> Any:
    """Suggestions for the files of a folder: the files page's panel (htmx) or a page of its own."""
    path = request.args.get("path") or None
    service = _kernel().service(SuggestionsService)
    data = await service.for_path(path, 10)
    context = {"items": data["items"], "folder": path, "can_write": await _can_write(),
               "here": _url("/ui/files", path=path), "basename": os.path.basename, "shown": service.shown}
    if request.headers.get("HX-Request"):
        return await render_template("tags/_suggestions.html", **context)
    context["here"] = _url("/ui/suggestions", path=path)
    return await render_template("tags/suggestions.html", **context)


async def _act(verb: str, suggestion_id: str) -> Any:
    form = await request.form
    back = back_to(form.get("next"), "/ui/files")
    service = _kernel().service(SuggestionsService)
    try:
        result = await getattr(service, verb)(suggestion_id, actor=_actor_name())
    except ApiError as exc:
        if exc.status == 403 and exc.code == "forbidden":
            raise
        await flash(f"Nothing was changed: {exc.message}.", "error")
        return redirect(back, 303)
    if verb == "dismiss":
        await flash("Dismissed. Suggestions like this one are shown less from now on.", "success")
    elif result["type"] == "rename":
        await flash_undo(f"Renamed to {result['target']}.", result["transaction_id"])
    elif result["type"] == "move":
        await flash_undo(f"Moved {os.path.basename(result['file'])} to {result['target']}.",
                         result["transaction_id"])
    else:
        await flash_undo(f"Tagged {os.path.basename(result['file'])}: {result['target']}.", result["transaction_id"])
    return redirect(back, 303)


@bp.post("/suggestions/<suggestion_id>/apply")
@page_view(TAGS_WRITE)
async def apply(suggestion_id: str) -> Any:
    """Carry a suggestion out (undoable) and go back."""
    return await _act("apply", suggestion_id)


@bp.post("/suggestions/<suggestion_id>/dismiss")
@page_view(TAGS_WRITE)
async def dismiss(suggestion_id: str) -> Any:
    """Dismiss a suggestion and go back."""
    return await _act("dismiss", suggestion_id)


@bp.get("/tags")
@page_view(TAGS_READ)
async def overview() -> Any:
    """Every tag with the number of files carrying it; rename or remove a tag across files; tag a folder."""
    counts = await _kernel().service(TagsService).counts()
    roots = list(getattr(_kernel().settings, "roots", None) or [])
    example = os.path.join(str(roots[0]), "Scans") if roots else "/srv/files/Scans"
    return await render_template("tags/index.html", tags=counts, can_write=await _can_write(),
                                 folder=request.args.get("path") or "", example=example)


async def _retag(old: str, new: str | None) -> Any:
    try:
        result = await _kernel().service(TagsService).retag(old, new, actor=_actor_name())
    except ApiError as exc:
        if exc.status == 403 and exc.code == "forbidden":
            raise
        await flash(f"Nothing was changed: {exc.message}.", "error")
        return redirect("/ui/tags", 303)
    files = f"{result['changed']} file{'' if result['changed'] == 1 else 's'}"
    if result["transaction_id"] is None:
        await flash(f"No file carries the tag {old}.", "error")
    elif new is None:
        await flash_undo(f"Removed the tag {old} from {files}.", result["transaction_id"])
    else:
        await flash_undo(f"Renamed the tag {old} to {new} on {files}.", result["transaction_id"])
    return redirect("/ui/tags", 303)


@bp.post("/tags/rename")
@page_view(TAGS_WRITE)
async def rename_tag() -> Any:
    """Rename a tag on every file carrying it (one undoable change)."""
    form = await request.form
    old, new = (form.get("tag") or "").strip(), (form.get("new") or "").strip()
    if not old or not new:
        await flash("Give the tag and its new name.", "error")
        return redirect("/ui/tags", 303)
    return await _retag(old, new)


@bp.post("/tags/remove")
@page_view(TAGS_WRITE)
async def remove_tag() -> Any:
    """Remove a tag from every file carrying it (one undoable change)."""
    form = await request.form
    old = (form.get("tag") or "").strip()
    if not old:
        await flash("Give the tag to remove.", "error")
        return redirect("/ui/tags", 303)
    return await _retag(old, None)


@bp.post("/tags/auto")
@page_view(TAGS_WRITE)
async def auto() -> Any:
    """Start the job tagging a folder's files from suggestions (like ``POST /api/v1/tags/auto``)."""
    form = await request.form
    path = (form.get("path") or "").strip()
    if not path:
        await flash("Choose a folder to tag.", "error")
        return redirect("/ui/tags", 303)
    try:
        confidence = float(form.get("min_confidence") or 0.7)
        if not 0 <= confidence <= 1:
            raise ValueError
    except ValueError:
        await flash("The minimum confidence is a number from 0 to 1.", "error")
        return redirect(_url("/ui/tags", path=path), 303)
    try:
        job = await _kernel().service(SuggestionsService).start_auto(
            path, recursive=bool(form.get("recursive")), min_confidence=confidence,
            user_id=getattr(current_actor(), "user_id", None), actor=_actor_name())
    except ApiError as exc:
        if exc.status == 403 and exc.code == "forbidden":
            raise
        await flash(f"Nothing was started: {exc.message}.", "error")
        return redirect(_url("/ui/tags", path=path), 303)
    await flash(f"Tagging {path} in the background (job {job.id}); the counts below grow as it goes.", "success")
    return redirect("/ui/tags", 303)
