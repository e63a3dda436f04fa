"""REST adapter: ``GET /api/v1/analytics/activity?days=30`` (read-only)."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from quart import Blueprint, request
from quart_schema import document_querystring, document_response, tag

from foldwise.plugins.analytics import ANALYTICS_READ
from foldwise.plugins.analytics.schemas import ActivityEnvelope, ActivityQuery
from foldwise.plugins.analytics.service import activity
from foldwise.sdk import ApiError, ok, require, validation_error_body

__all__ = ["bp"]

bp = Blueprint("analytics", __name__, url_prefix="/api/v1")


@bp.get("/analytics/activity")
@tag(["analytics"])
@require(ANALYTICS_READ)
@document_querystring(ActivityQuery)
@document_response(ActivityEnvelope, 200)
async def activity_view() -> Any:
    """Files organized per day, bytes reclaimed by dedupe, top categories and jobs by status."""
    try:
        query = ActivityQuery.model_validate(request.args.to_dict())
    except ValidationError as exc:
        body = validation_error_body([{**e, "loc": ("query", *e["loc"])} for e in exc.errors()],
                                     "invalid query parameters")
        raise ApiError(body["message"], status=422, code="validation_error", details=body["details"]) from None
    return ok(await activity(query.days))
