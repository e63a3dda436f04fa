"""``/ui`` pages of the tags plugin: the tag editor of one file (the files page's "Tags" row action) and the
suggestions panel of a folder (loaded into the files page by htmx; a page of its own without JavaScript)."""

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
