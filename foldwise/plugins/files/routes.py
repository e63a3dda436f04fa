"""REST routes of the ``files`` plugin under ``/api/v1/files`` (thin adapters over ``FilesService``)."""

from __future__ import annotations

import os
from typing import Any

from quart import Blueprint, current_app, g, request, send_file
from quart_schema import document_response, tag, validate_querystring, validate_request

from werkzeug.routing import BaseConverter

from foldwise.plugins.files import schemas
from foldwise.plugins.files.service import FilesService, ListQuery
from foldwise.sdk import (
    content_disposition, document_form, document_raw_response, ok, page_meta, require, validation_error_body,
)

__all__ = ["bp", "CONTENT_CSP", "send_content"]

bp = Blueprint("files_api", __name__, url_prefix="/api/v1/files")

#: The static routes under ``/files``: never a ``file_id``, so ``GET /files/move`` is 405 (not 400 ``invalid_id``)
#: and ``OPTIONS /files/content`` lists only its own methods.
STATIC_NAMES = ("content", "info", "move", "upload", "tags")  # tags: PUT /files/tags of the tags plugin


class FileIdConverter(BaseConverter):
    """A ``/files/{file_id}`` segment: anything but one of the static route names."""

    regex = r"(?!(?:%s)$)[^/]+" % "|".join(STATIC_NAMES)
    openapi_pattern = f"^{regex}$"


bp.record_once(lambda state: state.app.url_map.converters.setdefault("file_id", FileIdConverter))

#: User files are served from this origin: never let one run script or load anything.
CONTENT_CSP = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'"


async def send_content(path: Any, mime: str, *, download: bool) -> Any:
    """A file's bytes (Range and conditional requests honoured), as an attachment when ``download``;
    shared by this route and the web page's ``/ui/files/raw``."""
    response = await send_file(path, mimetype=mime, conditional=True)
    if download:
        response.headers["Content-Disposition"] = content_disposition(os.path.basename(path))
    response.headers["Content-Security-Policy"] = CONTENT_CSP
    response.headers["Cache-Control"] = "private, no-cache"
    return response


def _service() -> FilesService:
    return current_app.kernel.service(FilesService)  # type: ignore[attr-defined]


def _actor() -> str | None:
    actor = getattr(g, "actor", None)
    return getattr(actor, "username", None)


@bp.get("")
@tag(["files"])
@require("files.read")
@validate_querystring(schemas.ListFilesQuery)
@document_response(schemas.FileListEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def list_files(query_args: schemas.ListFilesQuery) -> Any:
    """List a folder: filter, sort and paginate; only the page is stat'ed when sorting by name."""
    query = ListQuery(**query_args.model_dump())
    files, total = await _service().list(query)
    return ok({"files": files}, meta=page_meta(total, query.page, query.page_size))


@bp.get("/info")
@tag(["files"])
@require("files.read")
@validate_querystring(schemas.PathQuery)
@document_response(schemas.FileEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def file_info(query_args: schemas.PathQuery) -> Any:
    """Metadata of one file or folder."""
    return ok(await _service().info(query_args.path))


@bp.get("/content")
@tag(["files"])
@require("files.read")
@validate_querystring(schemas.ContentQuery)
@document_raw_response(200, "*/*", "<file bytes>", "The file, with its own content type (Range requests answer 206)")
@document_raw_response(206, "*/*", "<bytes 0-1023>", "Part of the file (Range)")
@document_response(schemas.ErrorBody, 404)
async def file_content(query_args: schemas.ContentQuery) -> Any:
    """The file's bytes with its content type; honours Range and conditional requests."""
    path, mime = await _service().content(query_args.path)
    return await send_content(path, mime, download=query_args.download)


@bp.post("/upload")
@tag(["files"])
@require("files.write")
@document_form(schemas.UploadForm)
@document_response(schemas.UploadEnvelope, 201)
@document_response(schemas.ErrorBody, 409)
async def upload_file() -> Any:
    """Upload one file (multipart ``file``; form ``path`` = destination folder). Never overwrites:
    a taken name becomes ``name (2).ext`` unless ``on_conflict=fail`` (then 409)."""
    form = await request.form
    files = await request.files
    errors = []
    storage = files.get("file")
    if storage is None:
        errors.append({"loc": ["file"], "msg": "Field required"})
    directory = form.get("path")
    if not directory:
        errors.append({"loc": ["path"], "msg": "Field required"})
    on_conflict = form.get("on_conflict", "rename")
    if on_conflict not in ("rename", "fail"):
        errors.append({"loc": ["on_conflict"], "msg": "Input should be 'rename' or 'fail'"})
    if errors:
        return validation_error_body(errors), 422
    result = await _service().upload(directory, storage.filename or "", storage.stream, actor=_actor(),
                                     on_conflict=on_conflict)
    return ok(result, 201)


@bp.post("/move")
@tag(["files"])
@require("files.write")
@validate_request(schemas.MoveRequest)
@document_response(schemas.MoveEnvelope, 200)
@document_response(schemas.ErrorBody, 409)
async def move_file(data: schemas.MoveRequest) -> Any:
    """Move or rename; 409 ``conflict`` when the destination exists unless ``overwrite`` (journaled)."""
    return ok(await _service().move(data.source, data.destination, overwrite=data.overwrite, actor=_actor()))


@bp.delete("")
@tag(["files"])
@require("files.write")
@validate_querystring(schemas.PathQuery)
@document_response(schemas.DeleteEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def delete_file(query_args: schemas.PathQuery) -> Any:
    """Move a file or folder to the service's trash (undo restores it)."""
    return ok(await _service().delete(query_args.path, actor=_actor()))


@bp.get("/<file_id:file_id>")
@tag(["files"])
@require("files.read")
@document_response(schemas.FileEnvelope, 200)
@document_response(schemas.ErrorBody, 400)
async def get_file(file_id: str) -> Any:
    """The File object of ``file_id``; a malformed id is 400 ``invalid_id``."""
    return ok(await _service().info_by_id(file_id))


@bp.delete("/<file_id:file_id>")
@tag(["files"])
@require("files.write")
@document_response(schemas.DeleteEnvelope, 200)
@document_response(schemas.ErrorBody, 400)
async def delete_file_by_id(file_id: str) -> Any:
    """Trash the file ``file_id``."""
    return ok(await _service().delete_by_id(file_id, actor=_actor()))
