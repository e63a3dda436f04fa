"""Cached thumbnails: images and the first page of a PDF, as PNG files in ``<home>/cache/thumbnails``.

The cache key is the resolved path, its size, its modification time and the requested size, so a changed
file gets a new thumbnail and an old entry is never served for it. Runs in worker threads.
"""

from __future__ import annotations

import hashlib
import io
import os
import tempfile
from pathlib import Path

from foldwise.plugins.files import previews

__all__ = ["cached_thumbnail", "pdf_first_page", "SIZES", "DEFAULT_SIZE", "CACHE_FOLDER"]

SIZES = (64, 160, 320, 512)
DEFAULT_SIZE = 160
CACHE_FOLDER = Path("cache") / "thumbnails"
#: Largest PDF (bytes) whose first page is rendered.
MAX_PDF_SOURCE = 100 * 1024 * 1024


def pdf_first_page(path: str, size: int) -> bytes | None:
    """The first page of a PDF rendered to a PNG no larger than ``size`` (pypdfium2); without pypdfium2,
    the page's first picture (pypdf). None when the PDF cannot be read."""
    if os.path.getsize(path) > MAX_PDF_SOURCE:
        return None
    try:
        import pypdfium2 as pdfium
    except ImportError:
        return previews.pdf_preview(path, with_image=True)["image"]
    try:
        document = pdfium.PdfDocument(path)
        try:
            if len(document) == 0:
                return None
            page = document[0]
            width, height = page.get_size()
            scale = min(4.0, size / max(width, height, 1))
            image = page.render(scale=scale).to_pil()
            image.thumbnail((size, size))
            out = io.BytesIO()
            image.convert("RGB").save(out, "PNG")
            return out.getvalue()
        finally:
            document.close()
    except Exception:  # noqa: BLE001 - pdfium raises its own errors for broken or encrypted files
        return None


def _key(path: str, size: int) -> str:
    stat = os.stat(path)
    raw = f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}\0{size}".encode()
    return hashlib.sha256(raw).hexdigest()


def cached_thumbnail(home: Path, path: str, mime: str, size: int) -> tuple[bytes, str] | None:
    """``(png, etag)`` for an image or PDF at ``path`` (already sandboxed), from the cache when fresh;
    None when the file has no thumbnail."""
    key = _key(path, size)
    target = home / CACHE_FOLDER / key[:2] / f"{key}.png"
    try:
        return target.read_bytes(), key
    except FileNotFoundError:
        pass
    if mime == "application/pdf":
        data = pdf_first_page(path, size)
    elif mime.startswith("image/") and mime != "image/svg+xml":
        data = previews.thumbnail(path, size)
    else:
        data = None
    if data is None:
        return None
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".thumb.", dir=target.parent)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
    os.replace(tmp, target)
    return data, key
