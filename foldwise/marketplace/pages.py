"""Web pages under ``/ui/marketplace``: browse (search, category, tags), details with versions and reviews,
install/uninstall/update for admins, a review form. Thin adapters over ``MarketplaceService``.

Every form carries the CSRF token (checked by the kernel's guard); install, uninstall and update need
``marketplace.manage`` (members and viewers see no buttons and get the 403 page on the POSTs).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from quart import Blueprint, flash, g, redirect, render_template, request

from foldwise.marketplace.errors import MarketplaceError
from foldwise.marketplace.service import MarketplaceService
from foldwise.sdk import ApiError, check_permission, current_actor, error_page, page_view

__all__ = ["bp", "PAGE_SIZE"]

bp = Blueprint("marketplace_pages", __name__, url_prefix="/ui/marketplace", template_folder="templates")
PAGE_SIZE = 20


def _service() -> MarketplaceService:
    return g.kernel.service(MarketplaceService)


async def _can(permission: str) -> bool:
    try:
        await check_permission(permission)
    except ApiError:
        return False
    return True


def _page_arg() -> int:
    try:
        return max(1, min(int(request.args.get("page", 1)), 100_000))
    except (TypeError, ValueError):
        return 1


def _details_url(name: str) -> str:
    return f"/ui/marketplace/plugins/{quote(name, safe='')}/details"


@bp.get("")
@page_view("marketplace.read")
async def index() -> Any:
    """The plugins of the trusted repositories, searchable by text, category and tags."""
    q = (request.args.get("q") or "").strip()[:200]
    category = (request.args.get("category") or "").strip()[:100]
    tags = (request.args.get("tags") or "").strip()[:500]
    page = _page_arg()
    service = _service()
    listing = await service.list_plugins(q or None, category or None, [t for t in tags.split(",") if t.strip()],
                                         page, PAGE_SIZE)
    pages = max(1, -(-listing["total"] // PAGE_SIZE))
    return await render_template("marketplace/index.html", listing=listing, q=q, category=category, tags=tags,
                                 page=page, pages=pages, categories=await service.categories(),
                                 can_manage=await _can("marketplace.manage"),
                                 installed=(await service.installed())["items"])


@bp.get("/plugins/<name>/details")
@page_view("marketplace.read")
async def details(name: str) -> Any:
    """One plugin: its versions, reviews, and the admin's buttons."""
    service = _service()
    plugin = await service.plugin(name)
    reviews = (await service.reviews(name, 50))["items"]
    actor = current_actor()
    mine = next((r for r in reviews if actor is not None and r["user_id"] == actor.user_id), None)
    record = next((i for i in (await service.installed())["items"] if i["name"] == plugin["name"]), None)
    return await render_template("marketplace/details.html", plugin=plugin, reviews=reviews, mine=mine,
                                 record=record, can_manage=await _can("marketplace.manage"),
                                 can_review=await _can("marketplace.review"))


async def _next_url(name: str) -> str:
    form = await request.form
    target = form.get("next") or ""
    return target if target in ("/ui/marketplace",) else _details_url(name)


async def _act(name: str, verb: str) -> Any:
    service = _service()
    back = await _next_url(name)
    try:
        if verb == "install":
            form = await request.form
            record, changed = await service.install(name, (form.get("version") or "").strip() or None)
            await flash(f"Installed {record['name']} {record['version']}." if changed
                        else f"{record['name']} {record['version']} is already installed.", "success")
        elif verb == "update":
            result = await service.update(name)
            plugin = result["plugin"]
            await flash(f"Updated {plugin['name']} to {plugin['version']}." if result["updated"]
                        else f"{plugin['name']} {plugin['version']} is the newest compatible version.", "success")
        else:
            await service.remove(name)
            await flash(f"Uninstalled {name}.", "success")
    except ApiError as exc:
        if exc.status in (401, 403):
            return await error_page(exc)
        reason = f" ({exc.code})" if not isinstance(exc, MarketplaceError) else f" ({exc.details.get('reason')})"
        await flash(f"Nothing was changed: {exc.message}{reason}", "error")
    return redirect(back, 303)


@bp.post("/plugins/<name>/install")
@page_view("marketplace.manage")
async def install(name: str) -> Any:
    """Install (admins)."""
    return await _act(name, "install")


@bp.post("/plugins/<name>/update")
@page_view("marketplace.manage")
async def update(name: str) -> Any:
    """Update to the newest compatible version (admins)."""
    return await _act(name, "update")


@bp.post("/plugins/<name>/uninstall")
@page_view("marketplace.manage")
async def uninstall(name: str) -> Any:
    """Remove (admins)."""
    return await _act(name, "uninstall")


@bp.post("/plugins/<name>/reviews")
@page_view("marketplace.review")
async def review(name: str) -> Any:
    """Add or replace the caller's review."""
    from pydantic import ValidationError

    from foldwise.marketplace.schemas import ReviewIn

    form = await request.form
    actor = current_actor()
    assert actor is not None
    try:
        data = ReviewIn(rating=int(form.get("rating") or 0), title=(form.get("title") or "").strip(),
                        content=(form.get("content") or "").strip())
    except (ValueError, ValidationError):
        await flash("A review needs a rating from 1 to 5, a title (up to 120 characters) and a text "
                    "(up to 2000).", "error")
        return redirect(_details_url(name), 303)
    await _service().review(name, actor.user_id, actor.username, data.rating, data.title, data.content)
    await flash("Thank you: your review is saved.", "success")
    return redirect(_details_url(name), 303)


@bp.post("/plugins/<name>/reviews/<int(max=999999999):review_id>/delete")
@page_view("marketplace.manage")
async def delete_review(name: str, review_id: int) -> Any:
    """Delete a review (admins)."""
    await _service().delete_review(name, review_id)
    await flash("The review was deleted.", "success")
    return redirect(_details_url(name), 303)
