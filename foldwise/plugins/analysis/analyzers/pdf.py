"""PDF: page text and document info with pypdf."""

from __future__ import annotations

import logging
from typing import Any

from foldwise.plugins.analysis.analyzers.base import Extraction, Source, missing_modules
from foldwise.plugins.analysis.filetype import FileType

__all__ = ["PdfAnalyzer"]

MAX_PAGES = 200


class PdfAnalyzer:
    """PDF documents: text of up to 200 pages, page count, title, author, producer."""

    name = "pdf"
    group: str | None = None

    def supports(self, ftype: FileType) -> bool:
        return ftype.mime == "application/pdf"

    def unavailable(self) -> str | None:
        return missing_modules("pypdf")

    def analyze(self, source: Source, ftype: FileType, *, max_chars: int) -> Extraction:
        import pypdf

        logging.getLogger("pypdf").setLevel(logging.ERROR)
        with source.open() as fh:
            reader = pypdf.PdfReader(fh)
            if reader.is_encrypted:
                try:
                    reader.decrypt("")
                except Exception:  # noqa: BLE001 - a password-protected PDF yields metadata only
                    return Extraction(metadata={"pages": None, "encrypted": True})
            meta: dict[str, Any] = {"pages": len(reader.pages), "encrypted": bool(reader.is_encrypted)}
            info = reader.metadata or {}
            for key, label in (("/Title", "title"), ("/Author", "author"), ("/Producer", "producer"),
                               ("/Subject", "subject"), ("/CreationDate", "created")):
                value = info.get(key)
                if value:
                    meta[label] = str(value)
            parts: list[str] = []
            length = 0
            for page in reader.pages[:MAX_PAGES]:
                text = page.extract_text() or ""
                parts.append(text)
                length += len(text)
                if length >= max_chars:
                    break
        return Extraction(text="\n\n".join(parts)[:max_chars], metadata=meta)
