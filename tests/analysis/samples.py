"""Real sample files built in tests: a PDF with a text stream, office documents, a JPEG with EXIF.

The office builders need the optional ``documents`` group: they declare it (``require_group``), so a test
calling one skips with the reason when the group is absent (and fails under FOLDWISE_REQUIRE_SERVICES=1).
"""

from __future__ import annotations

import io
from pathlib import Path

from conftest import require_group


def make_pdf(text: str, title: str = "Sample") -> bytes:
    """A valid one-page PDF whose content stream shows ``text`` in Helvetica (xref offsets computed)."""
    safe = text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    content = f"BT /F1 12 Tf 72 720 Td ({safe}) Tj ET".encode("latin-1")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
        b" /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        f"<< /Title ({title}) /Author (Foldwise Tests) >>".encode("latin-1"),
    ]
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n" % (len(objects) + 1))
    out.write(b"0000000000 65535 f \n")
    for offset in offsets:
        out.write(b"%010d 00000 n \n" % offset)
    out.write(b"trailer\n<< /Size %d /Root 1 0 R /Info 6 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref))
    return out.getvalue()


def make_docx(path: Path, paragraphs: list[str]) -> Path:
    require_group("documents")
    import docx

    document = docx.Document()
    document.core_properties.title = "Quarterly report"
    for paragraph in paragraphs:
        document.add_paragraph(paragraph)
    document.save(str(path))
    return path


def make_xlsx(path: Path, rows: list[list[object]]) -> Path:
    require_group("documents")
    import openpyxl

    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.title = "Budget"
    for row in rows:
        sheet.append(row)
    workbook.save(str(path))
    return path


def make_pptx(path: Path, titles: list[str]) -> Path:
    require_group("documents")
    import pptx

    deck = pptx.Presentation()
    for title in titles:
        slide = deck.slides.add_slide(deck.slide_layouts[1])
        slide.shapes.title.text = title
    deck.save(str(path))
    return path


def make_jpeg_with_exif(path: Path) -> Path:
    from PIL import Image

    image = Image.new("RGB", (64, 48), (200, 30, 30))
    exif = Image.Exif()
    exif[0x010F] = "FoldwiseCam"  # Make
    exif[0x0110] = "Model X"  # Model
    exif[0x0132] = "2024:05:06 07:08:09"  # DateTime
    image.save(str(path), "JPEG", exif=exif.tobytes())
    return path
