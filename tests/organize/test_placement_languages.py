"""Placement beyond English names (issue 14, held-out corpus): accents and compound words, Office
documents' text, day-first dates, device names, localized dump folders, client-work photo folders."""

from __future__ import annotations

import io
import zipfile
from datetime import datetime, timezone
from pathlib import Path

from PIL import Image

from foldwise.plugins.organize.methodologies.common import words
from foldwise.plugins.organize.methodologies.johnny_decimal import JdState, JohnnyDecimalMethodology
from foldwise.plugins.organize.methodologies.para import ParaMethodology
from foldwise.plugins.organize.planner import build_plan
from foldwise.plugins.organize.scanner import scan
from foldwise.plugins.organize.signals import read_signals
from foldwise.plugins.organize.subjects import compound_subjects, score_words

from .helpers import make_tree, para_rows

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)
DAY = 86_400


def _docx(text: str) -> bytes:
    buf = io.BytesIO()
    body = "".join(f"<w:p><w:r><w:t>{line}</w:t></w:r></w:p>" for line in text.splitlines())
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("[Content_Types].xml", "<Types/>")
        zf.writestr("word/document.xml", '<w:document xmlns:w="http://schemas.openxmlformats.org/'
                    f'wordprocessingml/2006/main"><w:body>{body}</w:body></w:document>')
    return buf.getvalue()


def _odt(text: str) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        zf.writestr("content.xml", "<office:document-content><office:body><office:text>"
                    + "".join(f"<text:p>{line}</text:p>" for line in text.splitlines())
                    + "</office:text></office:body></office:document-content>")
    return buf.getvalue()


def _jpeg() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (4, 4), (9, 9, 9)).save(buf, "JPEG")
    return buf.getvalue()


def _para(root: Path) -> dict[str, tuple[str, str, float, str]]:
    return para_rows(root, NOW.isoformat())


def test_words_fold_accents_so_names_give_whole_words() -> None:
    assert words("Lohnabrechnung März") == {"lohnabrechnung", "marz"}
    assert words("Übergabeprotokoll Straße") == {"ubergabeprotokoll", "strasse"}
    assert "sesion" in words("presupuesto sesión fotos")
    assert words("invoice 2024") == {"invoice", "2024"}  # ASCII names are untouched


def test_compound_words_count_for_their_known_parts() -> None:
    assert compound_subjects("girokonto") == [("Finance", "konto")]
    assert compound_subjects("krankenkassenbrief")[0] == ("Health", "kranken")  # the longest part only
    assert compound_subjects("kontoauszug") == []  # in a table already: counted as a word
    assert compound_subjects("current") == []  # too short to be read as parts
    assert score_words(sorted(words("Reisepass Lena"))) == {"Legal": 1.0}  # not also ``reise`` of ``reisepas``


def test_foreign_names_reach_their_areas(tmp_path: Path) -> None:
    recent = NOW.timestamp() - 20 * DAY
    make_tree(tmp_path, {"Downloads/Kontoauszug_2026_04.pdf": "x", "Downloads/Krankmeldung Mai.pdf": "x",
                         "Downloads/relevé de compte avril.pdf": "x", "Downloads/Elternbrief Wandertag.pdf": "x",
                         "Downloads/Dienstplan Juni.pdf": "x", "Downloads/Fahrzeugschein.jpg": _jpeg(),
                         "Downloads/certificado empadronamiento.pdf": "x",
                         "Downloads/Kinderlieder - 07.mp3": "x"}, mtime=recent)
    rows = _para(tmp_path)
    assert rows["Downloads/Kontoauszug_2026_04.pdf"][1] == "Areas/Finance/Kontoauszug_2026_04.pdf"
    assert rows["Downloads/Krankmeldung Mai.pdf"][1].startswith("Areas/Health/")
    assert rows["Downloads/relevé de compte avril.pdf"][1].startswith("Areas/Finance/")
    assert rows["Downloads/Elternbrief Wandertag.pdf"][1].startswith("Areas/Family/")
    assert rows["Downloads/Dienstplan Juni.pdf"][1].startswith("Areas/Career/")
    assert rows["Downloads/Fahrzeugschein.jpg"][1].startswith("Areas/Car/")  # a photo of a paper: its subject
    assert rows["Downloads/certificado empadronamiento.pdf"][1].startswith("Areas/Legal/")
    assert rows["Downloads/Kinderlieder - 07.mp3"][1].startswith("Resources/Music/")  # a song is no paperwork


def test_office_documents_are_read_when_the_name_says_nothing(tmp_path: Path) -> None:
    letter = "Liebe Eltern der Klasse 2b,\nder Wandertag ist am 12.06.2026.\nDie Kita bleibt geschlossen.\n"
    make_tree(tmp_path, {"Dokument1.docx": _docx(letter), "Unbenannt.odt": _odt(letter),
                         "Dokument2.docx": b"not a zip at all"}, mtime=NOW.timestamp() - 5 * DAY)
    sig = read_signals(str(tmp_path / "Dokument1.docx"), "docx")
    assert sig.counts.get("Family", 0) >= 2 and sig.year == 2026
    assert read_signals(str(tmp_path / "Unbenannt.odt"), "odt").counts == sig.counts
    assert read_signals(str(tmp_path / "Dokument2.docx"), "docx").subjects == ()  # broken: no signal, no error
    rows = _para(tmp_path)
    assert rows["Dokument1.docx"][1] == "Areas/Family/Dokument1.docx" and "text" in rows["Dokument1.docx"][3]
    assert rows["Unbenannt.odt"][1] == "Areas/Family/Unbenannt.odt"
    assert rows["Dokument2.docx"][0] == "skip"  # nothing speaks for it


def test_day_first_and_named_month_dates_in_text(tmp_path: Path) -> None:
    make_tree(tmp_path, {"a.txt": "Rechnung vom 14.03.2023, zahlbar sofort.", "b.txt": "Lyon, le 3 mars 2021",
                         "c.txt": "Valencia, 5 de marzo de 2022", "d.txt": "Seite 1 von 2"})
    assert read_signals(str(tmp_path / "a.txt"), "txt").year == 2023
    assert read_signals(str(tmp_path / "b.txt"), "txt").year == 2021
    assert read_signals(str(tmp_path / "c.txt"), "txt").year == 2022
    assert read_signals(str(tmp_path / "d.txt"), "txt").year == 0


def test_device_names_carry_no_subject_words(tmp_path: Path) -> None:
    make_tree(tmp_path, {"Downloads/_MG_0912.CR2": b"II*\x00raw", "Downloads/DSCF3301.RAF": b"II*\x00raw"},
              mtime=NOW.timestamp() - 40 * DAY)
    rows = _para(tmp_path)
    assert rows["Downloads/_MG_0912.CR2"][1] == "Resources/Photos/_MG_0912.cr2"  # ``MG`` is no dosage
    assert rows["Downloads/DSCF3301.RAF"][1] == "Resources/Photos/DSCF3301.raf"  # a RAW file is a photo


def test_localized_dump_folders_are_not_projects(tmp_path: Path) -> None:
    make_tree(tmp_path, {"Dokumente/readme.txt": "Bedienungsanleitung: vor Inbetriebnahme lesen.",
                         "Dokumente/Kontoauszug Mai.pdf": "x", "Dokumente/Elternbrief.pdf": "x"},
              mtime=NOW.timestamp() - 30 * DAY)
    rows = _para(tmp_path)
    assert rows["Dokumente/Kontoauszug Mai.pdf"][1] == "Areas/Finance/Kontoauszug Mai.pdf"
    assert rows["Dokumente/Elternbrief.pdf"][1] == "Areas/Family/Elternbrief.pdf"
    assert rows["Dokumente/readme.txt"][1] == "Resources/Manuals/readme.txt"


def test_photo_folder_with_documents_is_a_job_archived_when_stale(tmp_path: Path) -> None:
    def shoot(folder: str, age_days: int, with_docs: bool) -> None:
        tree: dict[str, bytes | str] = {f"{folder}/Export/{i:03d}.jpg": _jpeg() for i in range(5)}
        if with_docs:
            tree[f"{folder}/Vertrag.pdf"] = "x"
        make_tree(tmp_path, tree, mtime=NOW.timestamp() - age_days * DAY)

    shoot("Auftraege/Hochzeit Weber", 6, True)
    shoot("Auftraege/Hochzeit Nguyen 2022", 1400, True)
    shoot("Auftraege/Urlaub Valencia", 600, False)
    rows = _para(tmp_path)
    assert rows["Auftraege/Hochzeit Weber/Vertrag.pdf"][1] == "Projects/Hochzeit Weber/Vertrag.pdf"
    assert rows["Auftraege/Hochzeit Weber/Export/000.jpg"][1] == "Projects/Hochzeit Weber/Export/000.jpg"
    assert rows["Auftraege/Hochzeit Nguyen 2022/Export/001.jpg"][1] == \
        "Archive/Hochzeit Nguyen 2022/Export/001.jpg"
    assert rows["Auftraege/Urlaub Valencia/Export/002.jpg"][1] == "Resources/Photos/Urlaub Valencia/Export/002.jpg"


def test_johnny_decimal_has_family_and_car_categories(tmp_path: Path) -> None:
    make_tree(tmp_path, {"Elternbrief Juni.pdf": "x", "TÜV Bericht.pdf": "x"}, mtime=NOW.timestamp())
    files = scan(str(tmp_path)).files
    jd = JohnnyDecimalMethodology()
    plan = build_plan(str(tmp_path), files, jd, jd.options({}), JdState())
    dest = {plan.sources[i]: plan.destinations[i] for i in range(len(plan)) if plan.sources[i]}
    assert dest["Elternbrief Juni.pdf"] == "10-19 Life admin/18 Family/18.01 Elternbrief Juni.pdf"
    assert dest["TÜV Bericht.pdf"].startswith("10-19 Life admin/19 Car/19.01 ")


def test_configured_keywords_with_accents_match_folded_names(tmp_path: Path) -> None:
    make_tree(tmp_path, {"Quittung Bäckerei.pdf": "x", "Rechnung Müller.pdf": "x"}, mtime=NOW.timestamp())
    files = scan(str(tmp_path)).files
    para = ParaMethodology()
    options = para.options({"reference_time": NOW.isoformat(), "areas": {"Bakery": ["Bäckerei"]}})
    plan = build_plan(str(tmp_path), files, para, options, para.start(options))
    dest = {plan.sources[i]: plan.destinations[i] for i in range(len(plan)) if plan.sources[i]}
    assert dest["Quittung Bäckerei.pdf"] == "Areas/Bakery/Quittung Bäckerei.pdf"
    jd = JohnnyDecimalMethodology()
    areas = [a.model_dump() for a in jd.options({}).areas]
    areas[0]["categories"].append({"id": 17, "name": "Müller", "keywords": ["Müller"]})
    jd_plan = build_plan(str(tmp_path), files, jd, jd.options({"areas": areas}), JdState())
    jd_dest = {jd_plan.sources[i]: jd_plan.destinations[i] for i in range(len(jd_plan)) if jd_plan.sources[i]}
    assert jd_dest["Rechnung Müller.pdf"].startswith("10-19 Life admin/17 Müller/17.01 ")


def test_swedish_norwegian_and_danish_names_and_text_name_their_subjects(tmp_path: Path) -> None:
    recent = NOW.timestamp() - 20 * DAY
    make_tree(tmp_path, {
        "Hämtade filer/kvitto mataffär.pdf": "x", "Hämtade filer/lönespecifikation maj.pdf": "x",
        "Hämtade filer/tannlege timebestilling.pdf": "x", "Hämtade filer/flybillett Tromsø.pdf": "x",
        "Hämtade filer/brugsanvisning opvaskemaskine.pdf": "x",
        "Hämtade filer/Dokument (3).txt": "Faktura nr 2211. Att betala; moms 25 %; betalning till bankgiro senast "
                                          "30 dagar. Kvitto skickas efter inbetalning.",
    }, mtime=recent)
    rows = _para(tmp_path)
    assert rows["Hämtade filer/kvitto mataffär.pdf"][1].startswith("Areas/Finance/"), rows
    assert rows["Hämtade filer/lönespecifikation maj.pdf"][1].startswith("Areas/Finance/"), rows
    assert rows["Hämtade filer/tannlege timebestilling.pdf"][1].startswith("Areas/Health/"), rows
    assert rows["Hämtade filer/flybillett Tromsø.pdf"][1].startswith("Projects/Travel/"), rows
    assert rows["Hämtade filer/brugsanvisning opvaskemaskine.pdf"][1].startswith("Resources/Manuals/"), rows
    assert rows["Hämtade filer/Dokument (3).txt"][1].startswith("Areas/Finance/"), rows
    # words with two meanings across the lexicon's languages name nothing
    for word in ("rot", "fart", "gift", "kok", "barn", "moms"):
        assert score_words([word]) == {}, word


def test_scandinavian_definite_forms_count_for_their_word() -> None:
    from foldwise.plugins.organize.subjects import definite_stem

    assert definite_stem("bilen") == "bil" and definite_stem("huset") == "hus"
    assert definite_stem("skolan") == "skola" and definite_stem("stugan") == "stuga"
    assert definite_stem("dodsboet") == "dodsbo"
    assert score_words(words("Bilen")) == {"Car": 1.0}
    # only a Scandinavian stem, and never a word of another language (``eleven`` is no pupil, ``cart`` no car)
    assert definite_stem("eleven") == "" and definite_stem("cart") == "" and definite_stem("duet") == ""
    assert score_words(["eleven"]) == {}


def test_scandinavian_dump_folders_are_not_units(tmp_path: Path) -> None:
    from foldwise.plugins.organize.units import is_generic_folder

    for name in ("Hämtade filer", "Skrivbord", "Nedladdningar", "Nya mappen", "Diverse", "Att sortera",
                 "Skannat", "Dokument", "Nedlastinger", "Skrivebord", "Overførsler", "Skärmbilder"):
        assert is_generic_folder(name), name
    assert not is_generic_folder("Bilen") and not is_generic_folder("Fakturor 2025")
    recent = NOW.timestamp() - 20 * DAY
    make_tree(tmp_path, {
        "Dokument/Bilen/besiktning 2026.pdf": "b", "Dokument/Bilen/service.pdf": "s",
        "Dokument/Gammalt/kvitto 2019.pdf": "k", "Dokument/Gammalt/faktura 2019.pdf": "f",
        "Dokument/Badrum utkast/offert kakel.pdf": "o", "Dokument/Badrum utkast/ritning.pdf": "r",
    }, mtime=recent)
    rows = _para(tmp_path)
    assert rows["Dokument/Bilen/besiktning 2026.pdf"][1].startswith("Areas/Car/Bilen/"), rows
    assert rows["Dokument/Gammalt/kvitto 2019.pdf"][1].startswith("Archive/"), rows
    assert rows["Dokument/Badrum utkast/ritning.pdf"][1].startswith("Projects/Badrum utkast/"), rows


def test_a_workbook_whose_cells_hold_their_text_inline_is_read(tmp_path: Path) -> None:
    """Workbooks written with inline strings (no ``sharedStrings.xml``) are read from their first sheet."""
    import zipfile

    from foldwise.plugins.organize.signals import read_signals

    sheet = ('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>invoice</t></is></c>'
             '<c r="B1" t="inlineStr"><is><t>tax return</t></is></c><c r="C1" t="inlineStr"><is><t>bank statement'
             '</t></is></c></row></sheetData></worksheet>')
    book = tmp_path / "Book1.xlsx"
    with zipfile.ZipFile(book, "w") as zf:
        zf.writestr("[Content_Types].xml", "<Types/>")
        zf.writestr("xl/workbook.xml", "<workbook/>")
        zf.writestr("xl/worksheets/sheet1.xml", sheet)
    signals = read_signals(str(book), "xlsx")
    assert signals.subjects and signals.subjects[0][0] == "Finance", signals
