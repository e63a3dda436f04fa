"""REST adapters: ``POST /api/v1/dedupe/scan``, ``/dedupe/preview``, ``/dedupe/execute``."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, g
from quart_schema import document_response, tag, validate_request, validate_response

from foldwise.plugins.dedupe.schemas import (
    ErrorBody,
    ExecuteEnvelope,
    ExecuteIn,
    PreviewEnvelope,
    PreviewIn,
    ScanEnvelope,
    ScanIn,
    ValidationBody,
)
from foldwise.plugins.dedupe.service import DedupeService
from foldwise.sdk import current_actor, ok, require

__all__ = ["bp"]

bp = Blueprint("dedupe", __name__, url_prefix="/api/v1")
TAG = ["dedupe"]


def _service() -> DedupeService:
    return g.kernel.service(DedupeService)


def _actor() -> tuple[int | None, str | None]:
    actor = getattr(g, "actor", None)
    return getattr(actor, "user_id", None), getattr(actor, "username", None)


@bp.post("/dedupe/scan")
@tag(TAG)
@require("dedupe.write")
@validate_request(ScanIn)
@validate_response(ScanEnvelope, 202)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
@document_response(ValidationBody, 422)
@document_response(ErrorBody, 503)
async def scan(data: ScanIn) -> Any:
    """Start a duplicate scan job (type ``dedupe.scan``); 202 with ``{job_id, status: "pending"}``.
    Follow it with ``GET /api/v1/organize/status/{job_id}``. 400 ``invalid_path``, 403
    ``path_not_allowed``, 404 for a missing folder, 503 when ``near`` needs the ``images`` extra."""
    user_id, _ = _actor()
    job = await _service().start_scan(data.all_paths(), type_=data.type, near=data.near,
                                      min_size=data.min_size, user_id=user_id)
    return ok({"job_id": job.id, "status": "pending"}, status=202)


@bp.post("/dedupe/preview")
@tag(TAG)
@require("dedupe.read")
@validate_request(PreviewIn)
@validate_response(PreviewEnvelope, 200)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
@document_response(ErrorBody, 409)
@document_response(ValidationBody, 422)
async def preview(data: PreviewIn) -> Any:
    """The groups of a finished scan with the file each keeps under ``strategy`` (default ``oldest``).
    409 ``conflict`` while the scan is still running; 403 ``forbidden`` for another account's scan
    (admins may read any)."""
    result = await _service().preview(data.job_id, data.strategy, data.preferred_folder, caller=current_actor())
    return ok(result)


@bp.post("/dedupe/execute")
@tag(TAG)
@require("dedupe.write")
@validate_request(ExecuteIn)
@validate_response(ExecuteEnvelope, 200)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
@document_response(ErrorBody, 409)
@document_response(ValidationBody, 422)
async def execute(data: ExecuteIn) -> Any:
    """Resolve the groups as one journaled transaction (undo with ``POST /api/v1/history/undo``):
    ``trash`` (default) or ``hardlink``; ``reflink`` answers 409 ``reflink_unsupported`` where the
    filesystem cannot clone. ``keep`` (group hash -> file) chooses the copy kept in those groups. Files changed since the scan are skipped and listed in ``skipped``. Only the
    scan's owner or an admin (403 ``forbidden``)."""
    _, username = _actor()
    result = await _service().execute(data.job_id, data.strategy, data.action, data.preferred_folder,
                                      actor=username, caller=current_actor(), keep=data.keep)
    return ok(result)
