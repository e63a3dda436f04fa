"""Web pages under ``/ui/organize/history``: the journal's transactions with undo and redo buttons.

Thin adapters over ``kernel.journal`` (the same calls as ``/api/v1/history``). Undo and redo are
forms that post and redirect; the page refreshes itself (htmx + SSE) when the journal changes.
"""

from __future__ import annotations

from typing import Any, AsyncIterator

from quart import Blueprint, flash, g, redirect, render_template, request

from foldwise.sdk import ApiError, current_actor, is_allowed, owned_entries, page_view

__all__ = ["bp", "PAGE_SIZE"]

bp = Blueprint("history_pages", __name__, url_prefix="/ui/organize/history", template_folder="templates")

#: Transactions per page.
PAGE_SIZE = 25
_EVENTS = ("journal.applied", "journal.undone")


def _page_arg() -> int:
    try:
        return max(1, min(int(request.args.get("page", 1)), 10_000_000))
    except (TypeError, ValueError):
        return 1


@bp.get("")
@page_view("history.read")
async def index() -> Any:
    """Transactions newest first: what changed, by whom, and Undo/Redo where the caller may use them
    (their own transactions; an admin's: all)."""
    page = _page_arg()
    actor = current_actor()
    history = await g.kernel.journal.timeline(page, PAGE_SIZE, caller=actor)
    can_write = actor is not None and await is_allowed(g.kernel, actor, "history.write")
    mine = await owned_entries(actor, history["items"])
    for item in history["items"]:
        item["mine"] = item["id"] in mine
    pages = max(1, -(-history["total"] // PAGE_SIZE))
    template = "history/_table.html" if request.args.get("fragment") else "history/index.html"
    return await render_template(template, items=history["items"], total=history["total"], page=page,
                                 pages=pages, can_write=can_write)


async def _target() -> int | None:
    form = await request.form
    raw = (form.get("transaction_id") or "").strip()
    if not raw:
        return None
    if not raw.isdigit():
        raise ApiError("transaction_id must be a number", status=400, code="invalid_request")
    return int(raw)


async def _describe(result: dict[str, Any], verb: str) -> str:
    """``Undid #3 “organize Downloads (default)” (12 operations).``: the change as the history lists it."""
    target = result.get("target_id") or result.get("transaction_id")
    text = verb
    if target:
        try:
            origin = await g.kernel.journal.origin_of(int(target))
            text += f" #{origin['id']} “{origin['label']}”"
        except ApiError:
            text += f" transaction {target}"
    count = result.get("reverted")
    if isinstance(count, int):
        text += f" ({count} operation{'' if count == 1 else 's'})"
    return text + "."


async def _reverse(kind: str) -> Any:
    from foldwise.sdk import back_to

    journal = g.kernel.journal
    form = await request.form
    back = back_to(form.get("next"), "/ui/organize/history")
    try:
        target = await _target()
        if form.get("confirm") != "1":  # say what will change first
            about = await journal.origin_of(target, current_actor()) if target is not None else None
            return await render_template("history/confirm.html", kind=kind, target=target, about=about, back=back)
        caller = current_actor()
        result = await (journal.undo(target, caller=caller) if kind == "undo" else journal.redo(target, caller=caller))
    except ApiError as exc:
        if exc.status == 403:  # somebody else's transaction: the error page, as for every refusal
            raise
        message = exc.message
        conflicts = (exc.details or {}).get("conflicts") if isinstance(exc.details, dict) else None
        if conflicts:
            message += ": " + "; ".join(f"{c.get('path')} ({c.get('reason')})" for c in conflicts[:5])
        await flash(f"Nothing was {'undone' if kind == 'undo' else 'redone'}: {message}", "error")
        return redirect(back, 303)
    await flash(await _describe(result, "Undid" if kind == "undo" else "Redid"), "success")
    return redirect(back, 303)


@bp.post("/undo")
@page_view("history.write")
async def undo() -> Any:
    """Undo ``transaction_id`` (default: the caller's newest transaction not yet undone)."""
    return await _reverse("undo")


@bp.post("/redo")
@page_view("history.write")
async def redo() -> Any:
    """Redo ``transaction_id`` (default: the caller's most recently undone)."""
    return await _reverse("redo")


async def _journal_events(kernel: Any, visible: Any) -> AsyncIterator[dict[str, Any]]:
    sub = kernel.bus.subscribe()
    try:
        async for event in sub:
            if event.type in _EVENTS and await visible.allows(event):
                yield {"type": "journal_changed", "data": {"transaction_id": event.data.get("transaction_id")}}
    finally:
        sub.close()


@bp.get("/events")
@page_view("history.read")
async def events() -> Any:
    """Server-Sent Events: ``journal_changed`` after every applied, undone or redone transaction the caller may
    see (their own; an admin: all)."""
    from foldwise.sdk import EventFilter, scope_for_actor, sse_response

    actor = current_actor()
    return sse_response(_journal_events(g.kernel, EventFilter(actor, await scope_for_actor(actor))))
