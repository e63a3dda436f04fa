"""Office documents behind the ``documents`` group: docx (python-docx), xlsx (openpyxl), pptx (python-pptx)."""

from __future__ import annotations

from typing import Any

from foldwise.plugins.analysis.analyzers.base import Extraction, Source, missing_modules
from foldwise.plugins.analysis.filetype import FileType

__all__ = ["DocxAnalyzer", "XlsxAnalyzer", "PptxAnalyzer"]

MAX_CELLS = 50_000


def _core_properties(props: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key in ("title", "author", "subject", "created", "modified"):
        value = getattr(props, key, None)
        if value:
            out[key] = value.isoformat() if hasattr(value, "isoformat") else str(value)
    return out


class _Capped:
    """Collect text parts until ``max_chars`` is reached."""

    def __init__(self, max_chars: int) -> None:
        self.parts: list[str] = []
        self.length = 0
        self.max_chars = max_chars

    def add(self, text: str) -> bool:
        """Add ``text``; False once full."""
        if text:
            self.parts.append(text)
            self.length += len(text) + 1
        return self.length < self.max_chars

    def text(self, sep: str = "\n") -> str:
        return sep.join(self.parts)[: self.max_chars]


class DocxAnalyzer:
    """Word documents: paragraphs and table cells, core properties."""

    name = "docx"
    group: str | None = "documents"

    def supports(self, ftype: FileType) -> bool:
        return ftype.extension == "docx"

    def unavailable(self) -> str | None:
        return missing_modules("docx")

    def analyze(self, source: Source, ftype: FileType, *, max_chars: int) -> Extraction:
        import docx

        with source.open() as fh:
            document = docx.Document(fh)
        out = _Capped(max_chars)
        for paragraph in document.paragraphs:
            if not out.add(paragraph.text):
                break
        for table in document.tables:
            for row in table.rows:
                if not out.add("\t".join(cell.text for cell in row.cells)):
                    break
        meta = _core_properties(document.core_properties)
        meta["paragraphs"] = len(document.paragraphs)
        meta["tables"] = len(document.tables)
        return Extraction(text=out.text(), metadata=meta)


class XlsxAnalyzer:
    """Excel workbooks: cell values row by row (read-only mode), sheet names."""

    name = "xlsx"
    group: str | None = "documents"

    def supports(self, ftype: FileType) -> bool:
        return ftype.extension == "xlsx"

    def unavailable(self) -> str | None:
        return missing_modules("openpyxl")

    def analyze(self, source: Source, ftype: FileType, *, max_chars: int) -> Extraction:
        import openpyxl

        with source.open() as fh:
            workbook = openpyxl.load_workbook(fh, read_only=True, data_only=True)
            try:
                out = _Capped(max_chars)
                cells = 0
                sheets = list(workbook.sheetnames)
                for sheet in workbook.worksheets:
                    out.add(f"# {sheet.title}")
                    for row in sheet.iter_rows(values_only=True):
                        values = [str(v) for v in row if v is not None]
                        cells += len(values)
                        if not out.add("\t".join(values)) or cells > MAX_CELLS:
                            break
                meta = _core_properties(workbook.properties)
            finally:
                workbook.close()
        meta["sheets"] = sheets
        return Extraction(text=out.text(), metadata=meta)


class PptxAnalyzer:
    """PowerPoint decks: text of every shape, slide count."""

    name = "pptx"
    group: str | None = "documents"

    def supports(self, ftype: FileType) -> bool:
        return ftype.extension == "pptx"

    def unavailable(self) -> str | None:
        return missing_modules("pptx")

    def analyze(self, source: Source, ftype: FileType, *, max_chars: int) -> Extraction:
        import pptx

        with source.open() as fh:
            deck = pptx.Presentation(fh)
        out = _Capped(max_chars)
        slides = 0
        for slide in deck.slides:
            slides += 1
            for shape in slide.shapes:
                if shape.has_text_frame and not out.add(shape.text_frame.text):
                    break
        meta = _core_properties(deck.core_properties)
        meta["slides"] = slides
        return Extraction(text=out.text(), metadata=meta)
