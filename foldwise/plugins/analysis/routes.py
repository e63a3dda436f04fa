"""REST adapters: ``POST /api/v1/analyze``, ``GET /api/v1/analyze/storage|categories``, ``GET /api/v1/system/stats``."""

from __future__ import annotations

import asyncio
import logging
import os
import tempfile
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from quart import Blueprint, g, request
from quart_schema import document_querystring, document_request, document_response, tag, validate_querystring

from foldwise.plugins.analysis import ANALYSIS_READ
from foldwise.plugins.analysis.engine import AnalysisFailed
from foldwise.plugins.analysis.schemas import (
    AnalysisEnvelope,
    AnalyzeForm,
    AnalyzeIn,
    CategoriesEnvelope,
    DetailBody,
    FailedBody,
    UnavailableBody,
    StatsEnvelope,
    StatsQuery,
    StorageEnvelope,
    StorageQuery,
)
from foldwise.plugins.analysis.service import AnalysisService
from foldwise.sdk import ApiError, DetailError, document_form, ok, require, validation_error_body

__all__ = ["bp"]

bp = Blueprint("analysis", __name__, url_prefix="/api/v1")
log = logging.getLogger("foldwise.analysis")
MULTIPART = "multipart/form-data"
NEITHER = "provide either content or a file"


class _Invalid(ApiError):
    status, code = 422, "validation_error"


def _validated(model: Any, data: Any) -> Any:
    """``data`` as ``model``, or 422 with ``body``-prefixed locations (the JSON body and the form alike)."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        details = validation_error_body([{**e, "loc": ("body", *e["loc"])} for e in exc.errors()])
        raise _Invalid("invalid request body", details=details["details"]) from None


async def _run(coro: Any) -> dict[str, Any]:
    try:
        return await coro
    except AnalysisFailed as exc:
        raise DetailError(f"analysis failed: {exc}", 500) from None
    except (ApiError, DetailError):
        raise
    except OSError as exc:
        raise DetailError(f"analysis failed: the file could not be read ({type(exc).__name__})", 500) from None
    except Exception as exc:  # noqa: BLE001 - the contract: 500 {"detail"} without a traceback
        log.exception("analysis failed")
        raise DetailError(f"analysis failed: {type(exc).__name__}", 500) from None



def _temp_file(folder: Path) -> str:
    """A new empty file under ``folder`` for an upload (worker thread)."""
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix="analyze-")
    os.close(fd)
    return tmp

@bp.post("/analyze")
@tag(["analysis"])
@require(ANALYSIS_READ)
@document_request(AnalyzeIn)
@document_form(AnalyzeForm)
@document_response(AnalysisEnvelope, 200)
@document_response(DetailBody, 400)
@document_response(FailedBody, 500)
@document_response(UnavailableBody, 503)
async def analyze() -> Any:
    """Analyse text ``content``, a ``path`` inside a root, or an uploaded multipart ``file``: type, text,
    metadata, language, keywords, summary, category. 400 ``{"detail"}`` with neither; 500 ``{"detail"}`` when
    analysis fails; 503 when ``refine`` is asked and no language model is reachable."""
    service = g.kernel.service(AnalysisService)
    if request.mimetype == MULTIPART:
        form = await request.form
        files = await request.files
        upload = files.get("file")
        fields = _validated(AnalyzeForm, {k: form[k] for k in ("content", "name", "refine") if k in form})
        refine = fields.refine in ("true", "1", "yes", "on")
        if upload is not None and upload.filename is not None:
            tmp = await asyncio.to_thread(_temp_file, g.kernel.settings.home / "tmp")
            try:
                await upload.save(tmp)
                name = os.path.basename(upload.filename or "") or None
                result = await _run(service.analyze_path(Path(tmp), name=name))
            finally:
                await asyncio.to_thread(os.unlink, tmp)
        elif fields.content:
            result = await _run(service.analyze_content(fields.content, fields.name or None))
        else:
            raise DetailError(NEITHER)
    else:
        raw = await request.get_json(force=True, silent=True)
        if not isinstance(raw, dict) or not any(raw.get(k) not in (None, "") for k in ("content", "path")):
            raise DetailError(NEITHER)
        body = _validated(AnalyzeIn, raw)
        refine = body.refine
        if body.content not in (None, ""):
            result = await _run(service.analyze_content(body.content, body.name))
        else:
            path = await g.kernel.sandbox.aresolve(body.path, kind="file")
            result = await _run(service.analyze_path(path))
            result["path"] = str(path)
    if refine:
        result["refined"] = await service.refine(result)
    return ok(result)


@bp.get("/analyze/storage")
@tag(["analysis"])
@require(ANALYSIS_READ)
@document_querystring(StorageQuery)
@document_response(StorageEnvelope, 200)
async def storage() -> Any:
    """Disk totals of the roots' filesystems and a breakdown of the files by ``groupBy`` (type, folder, size)."""
    try:
        query = StorageQuery.model_validate(request.args.to_dict())
    except ValidationError as exc:
        details = validation_error_body([{**e, "loc": ("query", *e["loc"])} for e in exc.errors()])
        raise _Invalid("invalid query parameters", details=details["details"]) from None
    return ok(await g.kernel.service(AnalysisService).storage(query.groupBy))


@bp.get("/analyze/categories")
@tag(["analysis"])
@require(ANALYSIS_READ)
@document_response(CategoriesEnvelope, 200)
async def categories() -> Any:
    """Files per category (Documents, Images, Audio ...) with their count and total size."""
    return ok(await g.kernel.service(AnalysisService).categories())


@bp.get("/system/stats")
@tag(["system"])
@require(ANALYSIS_READ)
@validate_querystring(StatsQuery)
@document_response(StatsEnvelope, 200)
async def system_stats(query_args: StatsQuery) -> Any:
    """File counts and sizes by type, disk usage, search index facts, jobs by status, journal size.
    With ``path`` (a folder inside a root; 403 ``path_not_allowed`` outside, 404 when missing, 400
    ``invalid_path`` for a file) the file and disk figures cover that folder only."""
    scope = await g.kernel.sandbox.aresolve(query_args.path, kind="dir") if query_args.path is not None else None
    return ok(await g.kernel.service(AnalysisService).system_stats(scope))
