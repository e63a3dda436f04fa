"""The local analysis pipeline on real files: type detection, extractors, language, keywords, category."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from foldwise.plugins.analysis.analyzers import Source, builtin_analyzers
from foldwise.plugins.analysis.analyzers.base import Extraction
from foldwise.plugins.analysis.engine import AnalysisFailed, analyze, detect_type
from foldwise.plugins.analysis.filetype import FileType, detect
from foldwise.plugins.analysis.keywords import keywords, summarize
from foldwise.plugins.analysis.language import detect_language
from conftest import require_group
from analysis.samples import make_docx, make_jpeg_with_exif, make_pdf, make_pptx, make_xlsx

ANALYZERS = builtin_analyzers()


def run(path: Path) -> dict:
    return analyze(Source(path=path), ANALYZERS)


@pytest.mark.parametrize(("head", "name", "mime", "kind"), [
    (b"%PDF-1.7\n", "x.bin", "application/pdf", "document"),
    (b"\x89PNG\r\n\x1a\n" + b"\0" * 8, "photo.jpg", "image/png", "image"),
    (b"\xff\xd8\xff\xe0", None, "image/jpeg", "image"),
    (b"ID3\x03", "song", "audio/mpeg", "audio"),
    (b"\x00\x00\x00\x18ftypisom", "clip", "video/mp4", "video"),
    (b"\x1f\x8b\x08", "a.gz", "application/gzip", "archive"),
    (b"# Title\nsome text", "notes.md", "text/markdown", "text"),
    (b"a,b\n1,2\n", "t.csv", "text/csv", "spreadsheet"),
    (b'{"k": 1}', None, "application/json", "data"),
    (b"<!DOCTYPE html><html></html>", None, "text/html", "text"),
    (b"def f():\n    return 1\n", "m.py", "text/x-source", "code"),
    (b"\x00\x01\x02\x03\x04binary", "blob", "application/octet-stream", "other"),
])
def test_detect_by_magic_extension_and_content(head: bytes, name: str | None, mime: str, kind: str) -> None:
    found = detect(head, name)
    assert (found.mime, found.kind) == (mime, kind)


def test_magic_wins_over_a_lying_extension() -> None:
    found = detect(b"%PDF-1.4\n", "report.txt")
    assert found.mime == "application/pdf" and found.detected_by == "magic"


def test_pdf_text_and_metadata(tmp_path: Path) -> None:
    path = tmp_path / "scan.pdf"
    path.write_bytes(make_pdf("The zanzibarite contract was signed by both parties", title="Deal"))
    result = run(path)
    assert result["type"]["mime"] == "application/pdf"
    assert "zanzibarite" in result["text"]
    assert result["metadata"]["pages"] == 1 and result["metadata"]["title"] == "Deal"
    assert result["analyzers"] == [{"name": "pdf", "status": "ok"}]


def test_broken_pdf_fails_cleanly(tmp_path: Path) -> None:
    path = tmp_path / "broken.pdf"
    path.write_bytes(b"%PDF-1.4\n" + b"garbage" * 10)
    with pytest.raises(AnalysisFailed) as info:
        run(path)
    assert "Traceback" not in str(info.value)


def test_docx_xlsx_pptx(tmp_path: Path) -> None:
    docx = run(make_docx(tmp_path / "r.docx", ["The meeting agenda covers the roadmap.", "Second paragraph."]))
    assert docx["type"]["extension"] == "docx" and "roadmap" in docx["text"]
    assert docx["metadata"]["title"] == "Quarterly report"
    xlsx = run(make_xlsx(tmp_path / "b.xlsx", [["item", "amount"], ["rent", 1200], ["coffee", 35]]))
    assert xlsx["type"]["kind"] == "spreadsheet" and "coffee\t35" in xlsx["text"]
    assert xlsx["metadata"]["sheets"] == ["Budget"]
    pptx = run(make_pptx(tmp_path / "d.pptx", ["Kickoff", "Milestones"]))
    assert pptx["metadata"]["slides"] == 2 and "Milestones" in pptx["text"]


def test_office_zip_detected_without_extension(tmp_path: Path) -> None:
    path = make_docx(tmp_path / "noext", ["hello there"])
    assert detect_type(Source(path=path)).extension == "docx"


def test_html_drops_scripts_and_keeps_title(tmp_path: Path) -> None:
    path = tmp_path / "page.html"
    path.write_text("<html><head><title>My Page</title><script>var secret=1;</script></head>"
                    "<body><h1>Heading</h1><p>Visible &amp; clear.</p><style>p{}</style></body></html>")
    result = run(path)
    assert result["metadata"]["title"] == "My Page"
    assert "Visible & clear." in result["text"] and "secret" not in result["text"]


def test_csv_and_json_metadata(tmp_path: Path) -> None:
    csv_path = tmp_path / "t.csv"
    csv_path.write_text("name,city\nann,Oslo\nbob,Rome\n")
    assert run(csv_path)["metadata"]["columns"] == ["name", "city"]
    json_path = tmp_path / "c.json"
    json_path.write_text(json.dumps({"alpha": 1, "beta": [1, 2]}))
    assert run(json_path)["metadata"]["keys"] == ["alpha", "beta"]


def test_image_exif(tmp_path: Path) -> None:
    result = run(make_jpeg_with_exif(tmp_path / "p.jpg"))
    assert result["metadata"]["width"] == 64 and result["metadata"]["height"] == 48
    assert result["metadata"]["exif"]["Make"] == "FoldwiseCam"
    assert result["category"]["name"] == "Images"


def test_audio_tags_with_mutagen(tmp_path: Path) -> None:
    require_group("audio")  # mutagen
    import struct
    import wave

    path = tmp_path / "tone.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(8000)
        out.writeframes(struct.pack("<h", 0) * 8000)
    result = run(path)
    assert result["type"]["kind"] == "audio"
    assert result["metadata"]["duration"] == pytest.approx(1.0, abs=0.01)
    assert result["metadata"]["sample_rate"] == 8000


@pytest.mark.parametrize(("text", "code"), [
    ("The cat sat on the mat and it was happy with the sun and the warm weather.", "en"),
    ("Der Hund ist mit dem Ball in den Garten gelaufen und hat sich über die Sonne gefreut.", "de"),
    ("Le chat est dans la maison et il dort sur le canapé avec les enfants.", "fr"),
    ("El perro está en la casa y duerme con los niños en el sofá para el fin de semana.", "es"),
    ("Il gatto è nella casa e dorme con i bambini sul divano per il fine settimana.", "it"),
    ("De hond is in het huis en slaapt met de kinderen op de bank voor het weekend.", "nl"),
])
def test_language_profiles(text: str, code: str) -> None:
    assert detect_language(text).code == code


def test_language_unknown_for_too_little_text() -> None:
    assert detect_language("x1 y2").code == "und"


def test_keywords_and_summary() -> None:
    text = ("Solar panels convert sunlight into electricity. Panels on the roof feed the battery. "
            "The battery stores electricity for the night. Cats like sleeping in the sun. "
            "Electricity from solar panels lowers the bill.")
    words = [k["word"] for k in keywords(text, language="en")]
    assert words[0] in {"electricity", "panels", "solar", "battery"}
    assert "the" not in words and "for" not in words
    summary = summarize(text, language="en", sentences=2)
    assert summary.count(".") == 2 and "Cats" not in summary


def test_category_from_topic_words() -> None:
    result = analyze(Source(data=b"Invoice 77. Payment of the total amount is due. Tax and VAT included in the invoice.",
                            name="bill.txt"), ANALYZERS)
    assert result["category"]["name"] == "Finance"


def test_unavailable_analyzer_is_reported() -> None:
    class NeedsMissing:
        name, group = "needs_missing", "documents"

        def supports(self, ftype: FileType) -> bool:
            return True

        def unavailable(self) -> str | None:
            return "no_such_module_xyz"

        def analyze(self, source: Source, ftype: FileType, *, max_chars: int) -> Extraction:
            raise AssertionError("must not run")

    result = analyze(Source(data=b"plain words here", name="a.txt"), [NeedsMissing(), *ANALYZERS])
    status = result["analyzers"][0]
    assert status["status"] == "unavailable" and "foldwise[documents]" in status["detail"]
    assert result["text"] == "plain words here"


@pytest.mark.parametrize(("text", "code"), [
    ("INVOICE\nInvoice No: 1042\nDate: 2024-03-12\nBill To: Acme Ltd\nItem Qty Price\nConsulting 10 125.00\n"
     "Total: 1250.00 EUR", "en"),
    ("Invoice #2024-117 Amount due 450.00 USD Due date 2024-05-01", "en"),
    ("RECHNUNG Rechnungsnummer 1042 Datum 12.03.2024 Gesamtbetrag 1.250,00 EUR Zahlbar innerhalb 14 Tagen", "de"),
    ("Factura número 1042 Fecha 12/03/2024 Importe total 1.250,00 EUR IVA", "es"),
])
def test_language_of_short_business_text(text: str, code: str) -> None:
    """Invoices have hardly a stopword: the character-n-gram model still recognises them, offline."""
    found = detect_language(text)
    assert found.code == code and found.confidence >= 0.25


def test_stopword_fallback_still_answers_prose_and_refuses_an_invoice() -> None:
    from foldwise.plugins.analysis.language import detect_by_stopwords, tokens

    assert detect_by_stopwords(tokens("The cat sat on the mat and it was happy with the sun.")).code == "en"
    assert detect_by_stopwords(tokens("INVOICE Invoice No 1042 Total 1250.00 EUR")).code == "und"
