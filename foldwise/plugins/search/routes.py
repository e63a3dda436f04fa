"""REST adapters: ``GET /api/v1/search`` and ``POST /api/v1/search/reindex``."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from quart import Blueprint, g, request
from quart_schema import document_querystring, document_response, tag

from foldwise.plugins.search import SEARCH_READ, SEARCH_REINDEX
from foldwise.plugins.search.filters import FilterError
from foldwise.plugins.search.schemas import DetailBody, ReindexEnvelope, SearchEnvelope, SearchQuery
from foldwise.plugins.search.service import SearchService
from foldwise.sdk import ApiError, DetailError, FeatureUnavailableBody, ok, require, validation_error_body

__all__ = ["bp"]

bp = Blueprint("search", __name__, url_prefix="/api/v1")


class _Invalid(ApiError):
    status, code = 422, "validation_error"


def _service() -> SearchService:
    service = g.kernel.service(SearchService)
    if not service.running:
        raise ApiError("the search index is not open", status=503, code="service_unavailable")
    return service


def _query() -> SearchQuery:
    try:
        return SearchQuery.model_validate(request.args.to_dict())
    except ValidationError as exc:
        body = validation_error_body([{**e, "loc": ("query", *e["loc"])} for e in exc.errors()],
                                     "invalid query parameters")
        raise _Invalid(body["message"], details=body["details"]) from None


@bp.get("/search")
@tag(["search"])
@require(SEARCH_READ)
@document_querystring(SearchQuery)
@document_response(SearchEnvelope, 200)
@document_response(DetailBody, 400)
@document_response(FeatureUnavailableBody, 503)
async def search() -> Any:
    """Search file names, folders and extracted text (bm25-ranked, relevance 0..1). 400 ``{"detail"}`` when
    ``q`` is empty (allowed with ``tag``: the tagged files by name); 422 for a bad filter; 503 ``optional_feature_unavailable`` for ``mode=semantic|hybrid``
    without the ``semantic`` group."""
    query = _query()
    if not query.q.strip() and query.tag is None:
        raise DetailError("the query parameter q must not be empty")
    try:
        data = await _service().search(query.q, type=query.type, size=query.size, date=query.date,
                                       page=query.page, limit=query.limit, mode=query.mode, tag=query.tag)
    except FilterError as exc:
        raise _Invalid("invalid query parameters",
                       details=[{"loc": ["query", exc.field], "msg": str(exc)}]) from None
    return ok(data)


@bp.post("/search/reindex")
@tag(["search"])
@require(SEARCH_REINDEX)
@document_response(ReindexEnvelope, 202)
async def reindex() -> Any:
    """Rescan every root in the background (unchanged files are skipped by size and mtime)."""
    service = _service()
    started = service.start_rescan()
    return ok({"started": started, "state": service.status["state"] if not started else "building"}, status=202)
