"""REST routes of the daemon plugin: ``/api/v1/daemon/status|start|stop|toggle``."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, current_app, request
from quart_schema import document_request, document_response, tag

from foldwise.plugins.daemon import schemas
from foldwise.plugins.daemon.service import DaemonService
from foldwise.sdk import InvalidRequest, ok, optional_body, require

__all__ = ["bp"]

bp = Blueprint("daemon_api", __name__, url_prefix="/api/v1/daemon")
TAG = ["daemon"]


def _service() -> DaemonService:
    return current_app.kernel.service(DaemonService)  # type: ignore[attr-defined, no-any-return]


async def _start_body() -> schemas.StartIn:
    """The optional start body (an empty body: the folders watched before, methodology mode)."""
    raw = await request.get_data()
    if not raw:
        return schemas.StartIn()
    data = await request.get_json(force=True, silent=True)
    if not isinstance(data, dict):
        raise InvalidRequest("the body must be a JSON object")
    from pydantic import ValidationError

    from foldwise.sdk import ApiError

    try:
        return schemas.StartIn.model_validate(data)
    except ValidationError as exc:
        details = [{"loc": ["body", *e["loc"]], "msg": e["msg"], "type": e["type"]}
                   for e in exc.errors(include_url=False)]
        raise ApiError("validation error", status=422, code="validation_error", details=details) from None


@bp.get("/status")
@tag(TAG)
@require("daemon.read")
@document_response(schemas.StatusEnvelope, 200)
async def status() -> Any:
    """Whether the daemon runs (and where), what it watches, how many files it processed."""
    return ok(await _service().status())


@bp.post("/start")
@tag(TAG)
@require("daemon.write")
@document_request(schemas.StartIn)
@optional_body
@document_response(schemas.StartEnvelope, 200)
@document_response(schemas.ErrorBody, 403)
@document_response(schemas.ErrorBody, 404)
@document_response(schemas.ValidationBody, 422)
async def start() -> Any:
    """Watch ``paths`` (persisted; resumed after a restart) and start the daemon."""
    body = await _start_body()
    return ok(await _service().start(**body.model_dump()))


@bp.post("/stop")
@tag(TAG)
@require("daemon.write")
@document_response(schemas.StopEnvelope, 200)
async def stop() -> Any:
    """Stop the daemon (the watched folders are kept for the next start)."""
    return ok(await _service().stop())


@bp.post("/toggle")
@tag(TAG)
@require("daemon.write")
@document_request(schemas.StartIn)
@optional_body
@document_response(schemas.StartEnvelope, 200)
@document_response(schemas.ValidationBody, 422)
async def toggle() -> Any:
    """Stop a running daemon, or start a stopped one (with the start body)."""
    body = await _start_body()
    return ok(await _service().toggle(**body.model_dump()))
