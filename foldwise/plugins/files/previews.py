"""Previews without HTTP: image thumbnails and the first page of a PDF (its text and its first picture).

Pillow and pypdf are core dependencies; everything here runs in a worker thread and reads a bounded amount.
"""

from __future__ import annotations

import io
from typing import Any

__all__ = ["thumbnail", "pdf_preview", "THUMB_PX", "PDF_TEXT_CHARS"]

#: Longest side of a thumbnail.
THUMB_PX = 160
#: Characters of extracted PDF text shown on the preview page.
PDF_TEXT_CHARS = 20_000
#: Pages of a PDF whose text is extracted for the preview.
PDF_PAGES = 3
#: Largest image file (bytes) that is thumbnailed; bigger ones show their type icon.
MAX_THUMB_SOURCE = 40 * 1024 * 1024


def thumbnail(path: str, size: int = THUMB_PX) -> bytes | None:
    """A small PNG of an image file (None when it is not a readable image or too large)."""
    import os

    from PIL import Image, UnidentifiedImageError

    try:
        if os.path.getsize(path) > MAX_THUMB_SOURCE:
            return None
        with Image.open(path) as image:
            image.draft("RGB", (size, size))
            image.thumbnail((size, size))
            out = io.BytesIO()
            (image if image.mode in ("RGB", "RGBA", "L", "LA") else image.convert("RGBA")).save(out, "PNG")
            return out.getvalue()
    except (OSError, UnidentifiedImageError, ValueError, Image.DecompressionBombError):
        return None


def pdf_preview(path: str, with_image: bool = False) -> dict[str, Any]:
    """``{pages, text, truncated, image}``: the text of the first pages and, when asked, the first picture of
    page one as a PNG thumbnail (a scanned page is one picture). Never raises for a broken PDF."""
    from pypdf import PdfReader

    result: dict[str, Any] = {"pages": 0, "text": "", "truncated": False, "image": None, "error": None}
    try:
        reader = PdfReader(path)
        result["pages"] = len(reader.pages)
        parts: list[str] = []
        for page in reader.pages[:PDF_PAGES]:
            parts.append(page.extract_text() or "")
            if sum(len(p) for p in parts) > PDF_TEXT_CHARS:
                break
        text = "\n\n".join(p.strip() for p in parts if p.strip())
        result["truncated"] = len(text) > PDF_TEXT_CHARS or result["pages"] > PDF_PAGES
        result["text"] = text[:PDF_TEXT_CHARS]
        if with_image and reader.pages:
            result["image"] = _first_picture(reader.pages[0])
    except Exception as exc:  # noqa: BLE001 - any malformed PDF: say so, do not fail the page
        result["error"] = f"the PDF could not be read ({type(exc).__name__})"
    return result


def _first_picture(page: Any) -> bytes | None:
    from PIL import Image

    try:
        for picture in page.images:
            with Image.open(io.BytesIO(picture.data)) as image:
                image.thumbnail((THUMB_PX * 4, THUMB_PX * 4))
                out = io.BytesIO()
                image.convert("RGB").save(out, "PNG")
                return out.getvalue()
    except Exception:  # noqa: BLE001 - an unsupported image filter: no picture
        return None
    return None
