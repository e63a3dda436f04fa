"""The shell's own page: ``GET /ui/`` (the home dashboard built from ``dashboard_panels``)."""

from __future__ import annotations

import logging
from typing import Any

from quart import Blueprint, current_app, g, render_template, request

from foldwise.ui.shell import install_shell

__all__ = ["bp"]

log = logging.getLogger("foldwise.ui")

bp = Blueprint("ui", __name__, url_prefix="/ui")
bp.record_once(lambda state: install_shell(state.app))


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
