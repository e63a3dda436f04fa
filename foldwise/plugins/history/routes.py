"""REST routes of the ``history`` plugin: ``/api/v1/history`` (list), ``/undo``, ``/redo``."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, current_app, request
from quart_schema import document_request, document_response, tag, validate_querystring

from foldwise.plugins.history import schemas
from foldwise.sdk import ApiError, current_actor, ok, optional_body, page_meta, require

__all__ = ["bp"]

bp = Blueprint("history_api", __name__, url_prefix="/api/v1/history")


def _journal() -> Any:
    return current_app.kernel.journal  # type: ignore[attr-defined]


async def _target() -> int | None:
    """The optional ``{transaction_id}`` body; an absent (zero-length) body means the default target, and
    anything else must be a JSON object (whitespace alone is not JSON: 400)."""
    raw = await request.get_data()
    if not raw:
        return None
    data = await request.get_json(force=True, silent=True)
    if data is None:
        raise ApiError("the body must be JSON", status=400, code="invalid_request")
    return schemas.UndoRequest.model_validate(data).transaction_id


@bp.get("")
@tag(["history"])
@require("history.read")
@validate_querystring(schemas.HistoryQuery)
@document_response(schemas.HistoryEnvelope, 200)
async def list_history(query_args: schemas.HistoryQuery) -> Any:
    """Journaled transactions, newest first, each with its operations (up to 100) and op count."""
    page = await _journal().history(query_args.page, query_args.page_size, job_id=query_args.job_id,
                                    caller=current_actor())
    data = {"transactions": page["items"], "total": page["total"], "page": page["page"],
            "page_size": page["page_size"]}
    return ok(data, meta=page_meta(page["total"], page["page"], page["page_size"]))


@bp.post("/undo")
@tag(["history"])
@require("history.write")
@document_request(schemas.UndoRequest)
@optional_body
@document_response(schemas.UndoEnvelope, 200)
@document_response(schemas.ErrorBody, 403)
@document_response(schemas.ErrorBody, 409)
async def undo() -> Any:
    """Undo a transaction (default: the caller's newest not yet undone); 409 when a path changed since.
    A member undoes only their own transactions, an admin any by id (403 ``forbidden`` otherwise)."""
    return ok(await _journal().undo(await _target(), caller=current_actor()))


@bp.post("/redo")
@tag(["history"])
@require("history.write")
@document_request(schemas.UndoRequest)
@optional_body
@document_response(schemas.UndoEnvelope, 200)
@document_response(schemas.ErrorBody, 403)
@document_response(schemas.ErrorBody, 409)
async def redo() -> Any:
    """Re-apply an undone transaction (default: the caller's most recently undone); ownership as for undo."""
    return ok(await _journal().redo(await _target(), caller=current_actor()))
