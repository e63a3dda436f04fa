"""The shell's own page: ``GET /ui/`` (the home dashboard built from ``dashboard_panels``)."""

from __future__ import annotations

import logging
from typing import Any

from quart import Blueprint, current_app, g, redirect, render_template, request

from foldwise.ui.shell import install_shell

__all__ = ["bp", "root_bp", "THEME_COOKIE"]

log = logging.getLogger("foldwise.ui")

bp = Blueprint("ui", __name__, url_prefix="/ui")
bp.record_once(lambda state: install_shell(state.app))
#: ``/`` itself: a browser that opens the bare address lands on the web interface.
root_bp = Blueprint("ui_root", __name__)
#: Cookie holding the colour theme (``light``/``dark``; absent: follow the system).
THEME_COOKIE = "fw_theme"


async def collect_panels() -> list[dict[str, Any]]:
    """Every plugin's dashboard panels for the current user, in plugin order."""
    from foldwise.kernel.plugins import gather

    kernel = current_app.kernel  # type: ignore[attr-defined]
    panels: list[dict[str, Any]] = []
    user = getattr(g, "actor", None)
    for result in await gather(kernel.pm.hook.dashboard_panels(request=request, user=user, kernel=kernel)):
        panels.extend(p for p in result if isinstance(p, dict) and p.get("title"))
    return panels


@bp.get("/")
async def home() -> str:
    """The dashboard: one card per panel that plugins contribute."""
    return await render_template("home.html", panels=await collect_panels())


def _public(view: Any) -> Any:
    from foldwise.kernel.app import public

    return public(view)


@root_bp.get("/")
@_public
async def root() -> Any:
    """``/`` leads to the web interface (first run: to sign-up, then setup)."""
    return redirect("/ui/", 302)


@bp.post("/theme")
@_public
async def theme() -> Any:
    """Store the colour theme in a cookie (``light``, ``dark`` or ``auto``) and go back (works without JS)."""
    from foldwise.ui.views import back_to

    from urllib.parse import urlsplit

    form = await request.form
    choice = form.get("theme") or "auto"
    referrer = urlsplit(request.referrer or "")
    same_site = not referrer.netloc or referrer.netloc == request.host
    back = referrer.path + (f"?{referrer.query}" if referrer.query else "") if same_site else ""
    response = redirect(back_to(back, "/ui/"), 303)
    if choice in ("light", "dark"):
        response.set_cookie(THEME_COOKIE, choice, max_age=365 * 86400, samesite="Lax", httponly=True,
                            secure=request.scheme == "https")
    else:
        response.delete_cookie(THEME_COOKIE)
    return response


@bp.get("/shortcuts")
async def shortcuts() -> str:
    """The keyboard shortcuts of the web interface."""
    return await render_template("shortcuts.html")
