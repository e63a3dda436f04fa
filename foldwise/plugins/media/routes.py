"""REST adapters: ``POST /api/v1/audio/transcribe``, ``POST /api/v1/video/analyze``,
``GET /api/v1/video/keyframes/{key}/{name}``, ``GET /api/v1/media/jobs/{job_id}``."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, g, send_file
from quart_schema import document_response, tag, validate_request

from foldwise.plugins.media import MEDIA_READ
from foldwise.plugins.media.schemas import (
    AnalyzeEnvelope,
    AnalyzeIn,
    ErrorBody,
    JobEnvelope,
    JobStartedEnvelope,
    TranscribeEnvelope,
    TranscribeIn,
    UnavailableBody,
    ValidationBody,
)
from foldwise.plugins.media.service import MediaService
from foldwise.sdk import document_raw_response, ok, require

__all__ = ["bp"]

bp = Blueprint("media", __name__, url_prefix="/api/v1")
TAG = ["media"]


def _service() -> MediaService:
    return g.kernel.service(MediaService)


def _user_id() -> int | None:
    return getattr(getattr(g, "actor", None), "user_id", None)


def _answer(kind: str, data: dict[str, Any]) -> Any:
    return ok(data, status=202 if kind == "job" else 200)


@bp.post("/audio/transcribe")
@tag(TAG)
@require(MEDIA_READ)
@validate_request(TranscribeIn)
@document_response(TranscribeEnvelope, 200)
@document_response(JobStartedEnvelope, 202)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
@document_response(ValidationBody, 422)
@document_response(UnavailableBody, 503)
async def transcribe(data: TranscribeIn) -> Any:
    """Transcribe speech in an audio (or video) file under the roots with the bundled Whisper tiny.en model.
    200 with the transcript, or 202 with a job (``GET /api/v1/media/jobs/{job_id}``) for long audio.
    503 ``optional_feature_unavailable`` without the ``audio`` extra."""
    kind, body = await _service().transcribe(data.path, background=data.background, user_id=_user_id())
    return _answer(kind, body)


@bp.post("/video/analyze")
@tag(TAG)
@require(MEDIA_READ)
@validate_request(AnalyzeIn)
@document_response(AnalyzeEnvelope, 200)
@document_response(JobStartedEnvelope, 202)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
@document_response(ValidationBody, 422)
@document_response(UnavailableBody, 503)
async def analyze(data: AnalyzeIn) -> Any:
    """Detect scenes (cuts) in a video under the roots and extract one keyframe per scene into the data home's
    cache. 200 with the analysis, or 202 with a job for long videos. 503 without the ``video`` extra."""
    kind, body = await _service().analyze(data.path, threshold=data.threshold, background=data.background,
                                          user_id=_user_id())
    return _answer(kind, body)


@bp.get("/video/keyframes/<key>/<name>")
@tag(TAG)
@require(MEDIA_READ)
@document_raw_response(200, "image/jpeg", "<JPEG bytes>", "a keyframe")
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 404)
async def keyframe(key: str, name: str) -> Any:
    """A keyframe written by ``POST /video/analyze`` (400 ``invalid_id`` for a malformed id, 404 when the
    cache no longer has it)."""
    path = _service().keyframe_file(key, name)
    response = await send_file(path, mimetype="image/jpeg")
    response.headers["Cache-Control"] = "private, max-age=3600"
    return response


@bp.get("/media/jobs/<job_id>")
@tag(TAG)
@require(MEDIA_READ)
@document_response(JobEnvelope, 200)
@document_response(ErrorBody, 404)
async def media_job(job_id: str) -> Any:
    """A transcription or video-analysis job: status, progress and, once completed, ``result``."""
    return ok(await _service().job(job_id))
