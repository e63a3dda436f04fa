"""``/ui/search``: the search box's results page, with snippets and totals (a thin adapter over ``SearchService``)."""

from __future__ import annotations

import os
from typing import Any
from urllib.parse import urlencode

from markupsafe import Markup
from quart import Blueprint, g, render_template, request

from foldwise.plugins.search import SEARCH_READ
from foldwise.plugins.search.service import SearchService
from foldwise.sdk import page_view

__all__ = ["bp", "PAGE_SIZE"]

bp = Blueprint("search_pages", __name__, url_prefix="/ui/search", template_folder="templates")

#: Results per page.
PAGE_SIZE = 20
_TYPES = ("", "document", "pdf", "image", "text", "spreadsheet", "audio", "video", "archive", "code")


def _page() -> int:
    try:
        return max(1, min(int(request.args.get("page", 1)), 500))
    except (TypeError, ValueError):
        return 1


@bp.get("")
@page_view(SEARCH_READ)
async def results() -> Any:
    """Results for ``q`` (optionally one ``type``): name, folder, snippet, relevance; paginated."""
    from foldwise.plugins.search.filters import FilterError

    q = (request.args.get("q") or "").strip()[:500]
    kind = request.args.get("type") or ""
    if kind not in _TYPES:
        kind = ""
    page = _page()
    data: dict[str, Any] | None = None
    error = None
    service = g.kernel.service(SearchService)
    if q and service is None:
        error = "The search index is not open yet; try again in a moment."
    elif q:
        try:
            data = await service.search(q, type=kind or None, page=page, limit=PAGE_SIZE)
        except FilterError as exc:
            error = str(exc)
    if data:
        for item in data["results"]:
            item["folder"] = os.path.dirname(item["path"])
            if item.get("snippet"):
                item["snippet_html"] = Markup(item["snippet"])  # escaped by the index, <mark> added there
    total = (data or {}).get("total", 0)
    pages = max(1, -(-total // PAGE_SIZE))

    def page_url(number: int) -> str:
        return "/ui/search?" + urlencode({k: v for k, v in (("q", q), ("type", kind), ("page", number)) if v})

    return await render_template("search/results.html", q=q, kind=kind, types=_TYPES, data=data, error=error,
                                 page=page, pages=pages, total=total, page_url=page_url,
                                 preview_url=lambda p: "/ui/files/preview?" + urlencode({"path": p}),
                                 folder_url=lambda p: "/ui/files?" + urlencode({"path": p}))
