"""``GET /ui/files/thumbnail?path=&size=``: a cached PNG thumbnail of an image or a PDF's first page."""

from __future__ import annotations

import asyncio
from typing import Any

from quart import Blueprint, Response, current_app, request

from foldwise.plugins.files import thumbnails
from foldwise.plugins.files.service import FilesService
from foldwise.sdk import ApiError, page_view

__all__ = ["bp"]

bp = Blueprint("files_thumbnail", __name__, url_prefix="/ui/files")


@bp.get("/thumbnail")
@page_view("files.read")
async def thumbnail() -> Any:
    """The thumbnail (``size`` one of 64, 160, 320, 512; default 160), cached in the data home and sent with
    an ETag; 404 when the file has none, the path rules of every file route otherwise."""
    kernel = current_app.kernel  # type: ignore[attr-defined]
    raw_size = request.args.get("size") or str(thumbnails.DEFAULT_SIZE)
    if not raw_size.isdigit() or int(raw_size) not in thumbnails.SIZES:
        raise ApiError(f"size must be one of {', '.join(map(str, thumbnails.SIZES))}")
    resolved, mime = await kernel.service(FilesService).content(request.args.get("path") or "")
    found = await asyncio.to_thread(thumbnails.cached_thumbnail, kernel.settings.home, str(resolved), mime,
                                    int(raw_size))
    if found is None:
        raise ApiError("no thumbnail for this file", status=404, code="not_found")
    data, etag = found
    headers = {"Cache-Control": "private, max-age=3600", "ETag": f'"{etag}"', "X-Content-Type-Options": "nosniff"}
    if request.headers.get("If-None-Match") == f'"{etag}"':
        return Response(b"", status=304, headers=headers)
    return Response(data, mimetype="image/png", headers=headers)
