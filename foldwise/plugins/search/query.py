"""A search as the REST route answers it, shared by ``SearchService`` and the one-shot ``foldwise search``.

``prepare`` parses the filters and the words, ``answer`` turns an index ``Page`` into the wire body;
``search_keyword`` runs a keyword query synchronously on an open index (no kernel, no event loop).
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Sequence

from foldwise.plugins.search.filters import Filters, build_match, parse_filters
from foldwise.plugins.search.ids import id_for
from foldwise.plugins.search.index import Page, SearchIndex

__all__ = ["prepare", "answer", "search_keyword", "iso"]


def iso(ts: float) -> str:
    """A POSIX time as ISO 8601 in UTC."""
    return datetime.fromtimestamp(ts, timezone.utc).isoformat()


def prepare(q: str, type: str | None, size: str | None, date: str | None) -> tuple[str | None, Filters]:
    """The FTS5 match expression of ``q`` (None when it has no searchable word) and the parsed filters
    (``FilterError`` for a bad one)."""
    from foldwise.plugins.analysis.filetype import KINDS

    return build_match(q), parse_filters(type, size, date, KINDS)


def answer(found: Page, roots: Sequence[str], *, page: int, limit: int, mode: str) -> dict[str, Any]:
    """The wire body: ``{results: [{id, name, path, relevance, snippet?, type, size, modified}], total,
    total_capped, page, limit, mode}``."""
    best = found.best
    results = []
    for hit in found.hits:
        item: dict[str, Any] = {
            "id": id_for(hit.path, roots), "name": hit.name, "path": hit.path,
            "relevance": round(min(1.0, max(0.0, hit.score / best)), 4) if best > 0 else 0.0,
            "type": hit.kind, "size": hit.size, "modified": iso(hit.mtime),
        }
        if hit.snippet:
            item["snippet"] = hit.snippet
        results.append(item)
    return {"results": results, "total": found.total, "total_capped": found.total_capped, "page": page,
            "limit": limit, "mode": mode}


def search_keyword(index: SearchIndex, roots: Sequence[str], q: str, *, type: str | None = None,
                   size: str | None = None, date: str | None = None, page: int = 1,
                   limit: int = 20) -> dict[str, Any]:
    """A keyword search on ``index`` from the calling thread: the same body as ``SearchService.search``."""
    match, filters = prepare(q, type, size, date)
    found = Page([], 0, 0.0) if match is None else \
        index.search_sync(match, filters, limit=limit, offset=(page - 1) * limit)
    return answer(found, roots, page=page, limit=limit, mode="keyword")
