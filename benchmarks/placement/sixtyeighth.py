"""A sixty-eighth unseen labelled corpus: a Cretan taverna keeper's family PC, ``build(root, seed)``, written blind.

What was read to write it: ``benchmarks/placement/unseen.py`` (its module docstring, as the model for how a
person and the labelling rules are written, its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``,
``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and the first lines of its ``build()`` with the write/encode/add/dot
helpers), ``benchmarks/placement/corpus.py`` (the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and
``_jpeg`` only) and ``benchmarks/placement/blind.py`` (``_d``, ``_money``, ``_docx``, ``_png`` and
``HEIC_HEAD`` only). Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``,
the bench scripts, the bodies of the other corpus modules or any placement result. The files and labels are
shaped by what this family would have on disk, not by what any code looks for.

The person: Nikos Papadakis (Νίκος Παπαδάκης), 52, who runs the family taverna "Ο Πλάτανος" on the beach road
of Kalyves, Apokoronas (Chania, Crete) with his wife Eleni (Ελένη), as a general partnership (ΠΑΠΑΔΑΚΗΣ ΝΙΚ. &
ΣΙΑ Ο.Ε.), and lets four rooms above it ("Platanos Rooms", EOT-registered, sold through Booking.com and Airbnb).
The family also works about 420 olive trees (three plots at Kalyves and Stylos) inherited from Nikos's father
Giannis, who died in 2022; his widowed mother Eirini (Ρήνη, 81) lives next door and Nikos handles her pension
and papers. Their son Giorgos (24) does a master's in agronomy at AUTh in Thessaloniki (his parents pay his
rent); their daughter Katerina (17) is in the last year of lyceum at Vamos and sits the Panhellenic exams in
June 2026. Current undertakings: a new kitchen for the taverna, 50% funded by an ESPA (Crete 2021-2027)
grant, approved in January 2026, works done over the winter, interim verification request being drafted now
and final payment request due by September 2026; Katerina's Panhellenic exams (tutoring school, exam
schedule, points, the university choices form in July); the wedding of Nikos's niece and goddaughter Maria
Vasilaki on 12 September 2026 (Nikos is the koumbaros, pays the lyra band and the wine, keeps his side's guest
list, shares the budget with his sister Anna); buying the neighbour's olive plot at Stylos (survey, cadastre,
notary, contract signing in June 2026); replacing the old Fiat Doblo van (offers, leasing, trade-in). Finished
things: the café "Λιμανάκι" he ran at the Venetian harbour of Chania 2009-2015; a Piraeus Bank loan of 2016
paid off in 2023; his father's estate, settled in 2023; the 2021 renovation of the rooms' bathrooms; the COVID
closures of 2020-2021; the hail-damage claim to ELGA of 2019; Giorgos's own Panhellenic exams in 2020; the Opel
Astra sold in 2021; trips to Rome (2019), Meteora (2024) and Thessaloniki (October 2025); an old Samsung
phone's backup.

The machine is a shared Windows 10 PC with a Greek interface: ``Λήψεις/``, ``Επιφάνεια εργασίας/``,
``Έγγραφα/`` (with ``Σαρωμένα/`` from the Epson scanner, ``ViberDownloads/``, ``Νέος φάκελος/``, year folders
``2024/`` and ``2025/``, saved e-mails), ``Εικόνες/`` (Nikos's Android phone dumps, Eleni's iPhone HEICs,
screenshots), ``Μουσική/``, a copy of the old Windows 7 laptop (``Παλιός υπολογιστής/``) and a Samsung phone
backup. Names are Greek, Greeklish and English (``Document (3).pdf``, ``Νέο έγγραφο κειμένου.txt``,
``scan0012.pdf``, ``ΤΕΛΙΚΟ (2).docx``). Texts are Greek in TXT, DOCX, XLSX, CSV and EML files; PDF text layers
carry only Latin characters, so PDFs are written in Greeklish or English, as Greek systems export them.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The ESPA
  kitchen renovation (application, business plan, approval, programme guide and FAQ, offers, drawings,
  invoices, payments, progress photos, verification requests) -- topic Restaurant; Katerina's Panhellenic
  exams 2026 (exam schedule, candidate card, tutoring fees, study plan, points, choices) -- topic Education;
  Maria's wedding (guest list, band, venue, invitations, budget, favours, the koumbaros's toast) -- topic
  Family; the purchase of the Stylos olive plot (survey, cadastre extract, forestry ruling, notary, transfer
  tax, costs, photos of the plot) -- topic Olives; the new van (offers, brochures, leasing, comparison,
  trade-in of the Doblo) -- topic Vehicles.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: running the
  taverna -- accountant, VAT, myDATA, supplier invoices and price lists, staff contracts and payroll, ERGANI,
  tips, menus and prices, food-safety (EFET, HACCP, pest control, staff health certificates), licences, the
  shop's electricity, till and card takings, menu and Facebook photos (Restaurant); letting the rooms --
  EOT/MHTE registration, bookings, Booking.com and Airbnb statements and payouts, climate-resilience fee,
  cleaning, laundry, guest mails, house rules, listing photos (Rooms); the olive grove -- OSDE declarations,
  OPEKEPE subsidies, oil-press weigh slips and settlements, harvest books, workers, fertiliser, spraying, oil
  sales (Olives); household money -- personal tax returns (E1, E9, ENFIA) of any year, EFKA contributions,
  bank, cards, budget (Finance); the house and its bills, insurance and upkeep (Home); the family's health,
  the grandmother's included (Health); the car and the van in use -- KTEO, insurance, road tax, fines,
  service (Vehicles); the children's schooling outside the exam project -- Katerina's school, Giorgos's
  master's, rent in Thessaloniki, student housing allowance, meals (Education); the mother's pension and
  papers, family-status certificates (Family). An E1 of 2013 is still Areas Finance.
- **Resources**: reference and interests kept for their own sake, by subject: the EFET hygiene guide
  (Restaurant); EOT classification and host guides (Rooms); pruning, fertilising and olive-fly guides
  (Olives); the AADE tax-return guide (Finance); appliance manuals (Home); diet leaflets (Health); the car
  owner's manual (Vehicles); past exam papers and last year's entry scores -- even though Katerina uses them
  (Education); recipes, kept in any folder (Cooking); Cretan music and mantinades, the lyra sheet (Music);
  ebooks (Books); installers (Software); photos and screenshots (Photos): phone dumps, Eleni's iPhone
  pictures, trip and family-event photos, the old laptop's pictures -- except photos that document a
  project, current or finished (kitchen works, the Stylos plot, the wedding cake idea, the Berlingo, the
  rooms' old bathrooms, the Opel: the project's bucket and topic), the taverna's and rooms' own promotional
  pictures and a photo of Katerina's report card (Areas), and those inside the phone backup.
- **Archive**: finished projects and ended responsibilities: the café Limanaki and the COVID closures
  (Restaurant); the 2016 loan (Finance); the father's estate (Family); the 2021 bathroom renovation (Rooms);
  the ELGA hail claim of 2019 (Olives); Giorgos's Panhellenic exams of 2020 (Education); the Opel Astra
  (Vehicles); past trips (Travel); the old Samsung backup, whatever is inside it (Backup). The copy of the
  old laptop is labelled file by file: the café papers are Archive, its old tax returns Areas Finance, its
  recipes Resources Cooking, its pictures Resources Photos.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store`` from Giorgos's Mac USB stick)
  are written but not labelled.

Topics (16): Restaurant, Rooms, Olives, Finance, Home, Health, Vehicles, Education, Family, Cooking, Music,
Books, Software, Photos, Travel, Backup (and System for Left). ``hard`` marks a file whose name *and* folder
say nothing about its subject (``Λήψεις/Document (3).pdf``, ``Έγγραφα/Σαρωμένα/scan0012.pdf``,
``Επιφάνεια εργασίας/Νέο έγγραφο κειμένου.txt``, ``Έγγραφα/ViberDownloads/Έγγραφο (1).pdf``): only the
text inside (.txt, .csv, .eml, .pdf, .docx, .xlsx) can place it, and it reads as the real document would.
Images are never marked hard. Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's
reference time.
"""

from __future__ import annotations

import io
import os
import random
import struct
import zipfile
import zlib
from datetime import datetime, timedelta
from email.header import Header
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
ZIP_DATE = (2026, 1, 1, 0, 0, 0)

# --------------------------------------------------------------------------- helpers (copied from unseen.py)


def _d(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _eur(r: random.Random, lo: float, hi: float) -> str:
    v = r.uniform(lo, hi)
    return f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".") + " €"


def _latin1(text: str) -> str:
    for a, b in (("\u2013", "-"), ("\u2014", "-"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"'),
                 ("\u2026", "..."), ("\u20ac", "EUR"), ("\u2022", "*"), ("\u00a0", " ")):
        text = text.replace(a, b)
    return text.encode("latin-1", "replace").decode("latin-1")


def _rezip(data: bytes) -> bytes:
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=ZIP_DATE)
            zi.compress_type = zipfile.ZIP_STORED if info.filename == "mimetype" else zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, src.read(info.filename))
    return out.getvalue()


def _zip(entries: list[tuple[str, str]]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, body in entries:
            zi = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            zi.compress_type = zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, body)
    return out.getvalue()


def _xlsx(text: str) -> bytes:
    """A minimal workbook whose one sheet holds ``text``'s ``;``-separated rows as inline strings."""
    rows = []
    for i, line in enumerate(text.strip().splitlines(), 1):
        cells = "".join(f'<c r="{chr(65 + j)}{i}" t="inlineStr"><is><t>{escape(v)}</t></is></c>'
                        for j, v in enumerate(line.split(";")[:26]))
        rows.append(f'<row r="{i}">{cells}</row>')
    ns = "http://schemas.openxmlformats.org"
    return _zip([
        ("[Content_Types].xml",
         ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
          f'<Types xmlns="{ns}/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/xl/workbook.xml" '
          'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
          '<Override PartName="/xl/worksheets/sheet1.xml" '
          'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>')),
        ("_rels/.rels",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns}/package/2006/relationships">'
          f'<Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/officeDocument" '
          'Target="xl/workbook.xml"/></Relationships>')),
        ("xl/workbook.xml",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="{ns}/spreadsheetml/2006/main" '
          f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Φύλλο1" sheetId="1" r:id="rId1"/>'
          '</sheets></workbook>')),
        ("xl/_rels/workbook.xml.rels",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns}/package/2006/relationships">'
          f'<Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/worksheet" '
          'Target="worksheets/sheet1.xml"/></Relationships>')),
        ("xl/worksheets/sheet1.xml",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="{ns}/spreadsheetml/2006/main">'
          f'<sheetData>{"".join(rows)}</sheetData></worksheet>')),
    ])


def _epub(title: str, author: str, lang: str, para: str) -> bytes:
    return _zip([
        ("mimetype", "application/epub+zip"),
        ("META-INF/container.xml",
         ('<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
          '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
          '</rootfiles></container>')),
        ("OEBPS/content.opf",
         ('<?xml version="1.0" encoding="UTF-8"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" '
          'unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
          f'<dc:identifier id="id">urn:uuid:{zlib.crc32((title + author).encode()):012d}</dc:identifier>'
          f'<dc:title>{escape(title)}</dc:title><dc:creator>{escape(author)}</dc:creator>'
          f'<dc:language>{lang}</dc:language></metadata><manifest><item id="c1" href="c1.xhtml" '
          'media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/></spine></package>')),
        ("OEBPS/c1.xhtml",
         (f'<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>'
          f'{escape(title)}</title></head><body><h1>{escape(title)}</h1><p>{escape(para)}</p></body></html>')),
    ])


def _id3(r: random.Random, title: str, artist: str, album: str) -> bytes:
    def frame(fid: str, val: str) -> bytes:
        body = b"\x01" + val.encode("utf-16")
        return fid.encode() + struct.pack(">I", len(body)) + b"\x00\x00" + body
    frames = frame("TIT2", title) + frame("TPE1", artist) + frame("TALB", album)
    size = len(frames)
    syncsafe = bytes([(size >> 21) & 0x7F, (size >> 14) & 0x7F, (size >> 7) & 0x7F, size & 0x7F])
    audio = b"".join(b"\xff\xfb\x90\x64" + bytes(r.getrandbits(8) for _ in range(60)) for _ in range(12))
    return b"ID3\x03\x00\x00" + syncsafe + frames + audio


def _blob(r: random.Random, head: bytes, n: int = 1500) -> bytes:
    return head + bytes(r.getrandbits(8) for _ in range(n))


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str, mid: str) -> str:
    """A plain UTF-8 e-mail as Thunderbird/Outlook would save it."""
    subj = Header(subject, "utf-8").encode() if subject.strip() else subject
    sent = dt + timedelta(hours=8 + zlib.crc32(mid.encode()) % 12, minutes=zlib.crc32(subject.encode()) % 60)
    date = sent.strftime("%a, %d %b %Y %H:%M:%S +0300")
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {date}\nMessage-ID: <{mid}>\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
            f"{body}\n")


def _lock(user: str = "Nikos") -> bytes:
    name = user.encode("latin-1")
    return bytes([len(name)]) + name.ljust(53, b" ") + b"\x00\x00" + (user + " " * (53 - len(user))).encode("utf-16-le")


def _greek_free(text: str) -> bool:
    return not any("\u0370" <= ch <= "\u03ff" or "\u1f00" <= ch <= "\u1fff" or "\u0400" <= ch <= "\u04ff"
                   for ch in text)


DESKTOP_INI = ("\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
               "IconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n").encode("utf-16")
OLE_HEAD = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 16 + b"\x3e\x00\x03\x00\xfe\xff"
MZ_HEAD = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00"

# --------------------------------------------------------------------------- the household's fixed facts

NIKOS = "PAPADAKIS NIKOLAOS tou IOANNI"
AFM_N = "068154327"
AFM_E = "071243908"
AFM_OE = "801562374"
TAVERNA_PDF = ("PAPADAKIS NIK. & SIA O.E. - Taverna O PLATANOS\nParaliaki odos Kalyvon, 73003 Kalyves Apokoronou, "
               f"Chania\nAFM {AFM_OE} - DOY Chanion - Til. 28250 31442")
NIK_MAIL = "Νίκος Παπαδάκης <nikpapadakis71@yahoo.gr>"
TAV_MAIL = "Ταβέρνα Ο Πλάτανος <platanos.kalyves@gmail.com>"


# --------------------------------------------------------------------------- build


def build(root: Path, seed: int = 14) -> list[Item]:
    r = random.Random(seed)
    items: list[Item] = []
    root = Path(root)

    def write(rel: str, data: bytes, age: float) -> None:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
        t = NOW_S - int(age * DAY) - r.randint(0, 40_000)
        os.utime(p, (t, t))

    def encode(rel: str, content, age: float) -> bytes:
        dt = NOW - timedelta(days=age)
        if callable(content):
            content = content(r, dt)
        if isinstance(content, bytes):
            return content
        ext = rel.rsplit(".", 1)[-1].lower()
        if ext == "pdf":
            assert _greek_free(content), rel
            return _pdf(_latin1(content))
        if ext == "docx":
            return _rezip(_docx(content))
        if ext == "xlsx":
            return _xlsx(content)
        if ext in ("jpg", "jpeg"):
            return _jpeg(r, dt.replace(tzinfo=None) if content == "exif" else None)
        if ext == "png":
            return _png(r)
        if ext == "heic":
            return _blob(r, HEIC_HEAD, 900)
        return content.encode("utf-8")

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False) -> None:
        assert all(i.rel != rel for i in items), rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Έγγραφα/Ταβέρνα (Areas Restaurant)
    d = "Έγγραφα/Ταβέρνα"
    add(f"{d}/Λογιστής/ΦΠΑ Α τρίμηνο 2026.pdf", A, "Restaurant", 38, lambda r, dt: (
        "LOGISTIKO GRAFEIO STAVROULAKI - Manolis Stavroulakis, Logistis-Forotechnikos A taxis\n"
        "Eleftheriou Venizelou 61, Chania - til. 28210 55 410\n"
        f"Pros: {TAVERNA_PDF}\n"
        "Periodiki dilosi FPA - A trimino 2026 (01/01/2026 - 31/03/2026)\n"
        f"Ekroes (poliseis estiasis 13%): {_eur(r, 9000, 14000)}\n"
        f"Eisroes (agores proionton 13% kai 24%): {_eur(r, 11000, 16000)}\n"
        f"FPA ekroon: {_eur(r, 1100, 1800)}   FPA eisroon: {_eur(r, 1500, 2600)}\n"
        f"Pistotiko ypoloipo pros metafora: {_eur(r, 300, 900)}\n"
        "I taverna itan kleisti Ianouarios-Aprilios logo ton ergasion stin kouzina; oi agores exoplismou\n"
        "anevazoun to pistotiko. Ypovlithike sto TAXISnet stis " + _d(dt) + ".\n"))
    add(f"{d}/Λογιστής/Ισολογισμός 2025 - σχέδιο.xlsx", A, "Restaurant", 24, lambda r, dt: (
        "ΠΑΠΑΔΑΚΗΣ ΝΙΚ. & ΣΙΑ Ο.Ε. — Αποτελέσματα χρήσης 2025 (σχέδιο λογιστή)\n"
        "Κατηγορία;Ποσό €\n"
        f"Πωλήσεις εστίασης;{r.randint(182000, 214000)}\n"
        f"Έσοδα ενοικιαζόμενων δωματίων;{r.randint(38000, 47000)}\n"
        f"Αγορές πρώτων υλών;{r.randint(61000, 74000)}\n"
        f"Μισθοδοσία & εισφορές ΕΦΚΑ;{r.randint(52000, 60000)}\n"
        f"Ενέργεια (ΔΕΗ, υγραέριο);{r.randint(9000, 12500)}\n"
        f"Αποσβέσεις;{r.randint(6000, 8000)}\n"
        "Καθαρό αποτέλεσμα;=B3+B4-B5-B6-B7-B8\n"
        "Σημείωση;Μοιράζεται 60% Νίκος / 40% Ελένη στο Ε1\n"))
    add(f"{d}/Λογιστής/Τιμολόγιο αμοιβής λογιστή Μάρτιος.pdf", A, "Restaurant", 62, lambda r, dt: (
        "STAVROULAKIS EMMANOUIL - LOGISTIKES YPIRESIES - AFM 046218733\n"
        f"TIMOLOGIO PAROCHIS YPIRESION No 241 - {_d(dt)}\n"
        f"Pelatis: PAPADAKIS NIK. & SIA O.E., AFM {AFM_OE}\n"
        "Perigrafi: Tirisi vivlion, misthodosia 4 atomon, dilosi FPA, myDATA - minas Martios 2026\n"
        f"Axia: {_eur(r, 220, 260)}  FPA 24%: {_eur(r, 52, 62)}  Synolo: {_eur(r, 275, 320)}\n"
        "Tropos pliromis: katathesi Peiraios GR49 0171 ...\n"))
    add(f"{d}/Λογιστής/myDATA σύνοψη Μάιος 2026.pdf", A, "Restaurant", 1, lambda r, dt: (
        "AADE myDATA - Synopsi parastatikon\n"
        f"AFM ekdoti: {AFM_OE} - PAPADAKIS NIK. & SIA O.E.\n"
        "Periodos: 01/05/2026 - 31/05/2026\n"
        f"Apodeixeis lianikis (estiasi) - plithos {r.randint(1900, 2600)} - kathari axia {_eur(r, 31000, 43000)}\n"
        f"Timologia agoron (eisroes) - plithos {r.randint(60, 95)} - kathari axia {_eur(r, 12000, 19000)}\n"
        "Apoklisi symfonias paroxou ilektronikis timologisis: 0\n"))
    add(f"{d}/Λογιστής/Ε3 2025 ταβέρνα.pdf", A, "Restaurant", 31, lambda r, dt: (
        "ENTYPO E3 - Katastasi oikonomikon stoixeion apo epixeirimatiki drastiriotita - Forologiko etos 2025\n"
        f"Eponymia: PAPADAKIS NIK. & SIA O.E.  AFM {AFM_OE}  KAD 56.10.11.01 Ypiresies estiatoriou\n"
        "Deyteros KAD 55.20.11.01 Enoikiazomena domatia\n"
        f"Kyklos ergasion: {_eur(r, 220000, 255000)}\n"
        f"Agores emporeymaton & proton ylon: {_eur(r, 60000, 74000)}\n"
        f"Amoives prosopikou: {_eur(r, 40000, 48000)}\n"))
    add(f"{d}/Λογιστής/Ερώτηση για Ε3 και μερίσματα.eml", A, "Restaurant", 33, lambda r, dt: _eml(
        "Μανώλης Σταυρουλάκης <stavroulakis.logistiko@gmail.com>", TAV_MAIL, "RE: Ε3 2025 και μοιρασιά κερδών", dt,
        "Νίκο καλημέρα,\n\nέκλεισα το Ε3 της Ο.Ε. για το 2025. Τα κέρδη μοιράζονται όπως στο καταστατικό "
        "(60% εσύ, 40% η Ελένη) και θα περάσουν στα Ε1 σας. Μου λείπουν ακόμα τα τιμολόγια του υγραερίου "
        "από Νοέμβριο-Δεκέμβριο και η μισθοδοσία του Ρεζάρτ για τον Οκτώβριο.\n"
        "Φέρε μου τα όταν κατέβεις Χανιά, ή στείλε τα στο Viber.\n\nΜανώλης", "e3.2025.stav@gmail.com"))

    t26 = f"{d}/Τιμολόγια 2026"
    sup = [
        ("Τιμολόγιο Κρεοπωλείο Μαρκάκη 0412.pdf", 48, "KREOPOLEIO MARKAKIS - Vryses Apokoronou - AFM 039517220",
         "Arni galaktos Kritis 42 kg; Katsikaki 18 kg; Choirini brizola 25 kg; Kotopoulo eleytheras 30 kg"),
        ("Ψαράς Τζαγκαράκης Μάιος.pdf", 9, "ICHTHYOPOLEIO TZAGKARAKIS - Souda - AFM 057113904",
         "Gopes 12 kg; Barbounia 6 kg; Kalamarakia 8 kg; Chtapodi 5 kg"),
        ("Metro Cash and Carry 15-05-2026.pdf", 17, "METRO CASH & CARRY - Katastima Chanion - AFM 094062259",
         "Alevri 25 kg x2; Zachari 10 kg; Chartopetsetes 20 pak.; Aporrypantiko piaton 4 x 5lt"),
        ("Κάβα Γεωργουλάκη Απρίλιος 2026.pdf", 35, "KAVA GEORGOULAKI - Chania - AFM 063482115",
         "Krasi lefko Vidiano xyma 60 lt; Tsikoudia 20 lt; Bira Mythos 10 kivotia; Anapsyktika 8 kivotia"),
    ]
    for name, age, who, lines in sup:
        add(f"{t26}/{name}", A, "Restaurant", age, lambda r, dt, who=who, lines=lines: (
            f"{who}\nTIMOLOGIO - DELTIO APOSTOLIS No {r.randint(1000, 9999)}   Imerominia: {_d(dt)}\n"
            f"Pros: PAPADAKIS NIK. & SIA O.E. (Taverna O Platanos), AFM {AFM_OE}, DOY Chanion\n"
            + "\n".join(f"{ln.strip()} .... {_eur(r, 20, 420)}" for ln in lines.split(";"))
            + f"\nSynolo me FPA: {_eur(r, 300, 1900)}   Pliromi: epi pistosei 30 imeron\n"
            f"MARK myDATA: 4000{r.randint(10**10, 10**11 - 1)}\n"))
    t25 = f"{d}/Τιμολόγια 2025"
    for name, age, who in (("Κάβα Οκτώβριος 2025.pdf", 240, "KAVA GEORGOULAKI - Chania"),):
        add(f"{t25}/{name}", A, "Restaurant", age, lambda r, dt, who=who: (
            f"{who}\nTIMOLOGIO No {r.randint(1000, 9999)} - {_d(dt)}\n"
            f"Pelatis: Taverna O Platanos, Kalyves - AFM {AFM_OE}\n"
            f"Synolo: {_eur(r, 400, 2600)} (periexetai FPA)\n"))
    add(f"{d}/Προμηθευτές τηλέφωνα.xlsx", A, "Restaurant", 140,
        "Προμηθευτής;Τι φέρνει;Τηλέφωνο;Παράδοση\n"
        "Κρεοπωλείο Μαρκάκη;Αρνί, κατσίκι, χοιρινό;28250 51234;Τρίτη-Παρασκευή\n"
        "Τζαγκαράκης ψάρια;Φρέσκο ψάρι;6972 114 508;Καθημερινά 9:00\n"
        "Καλαϊτζάκης;Λαχανικά, χόρτα;6945 332 190;Καθημερινά\n"
        "Τυροκομείο Αποκορώνου;Γραβιέρα, μυζήθρα, στάκα;28250 41877;Δευτέρα\n"
        "Κάβα Γεωργουλάκη;Κρασί, τσικουδιά, μπύρες;28210 93412;Πέμπτη\n"
        "Πετρογκάζ;Υγραέριο;28210 81000;Κατόπιν παραγγελίας\n")

    pr = f"{d}/Προσωπικό"
    add(f"{pr}/Σύμβαση Κουκουράκης μάγειρας 2026.docx", A, "Restaurant", 68, lambda r, dt: (
        "ΣΥΜΒΑΣΗ ΕΞΑΡΤΗΜΕΝΗΣ ΕΡΓΑΣΙΑΣ ΟΡΙΣΜΕΝΟΥ ΧΡΟΝΟΥ (ΕΠΟΧΙΚΗ)\n"
        f"Στις Καλύβες σήμερα {_d(dt)} οι κάτωθι:\n"
        "1. ΠΑΠΑΔΑΚΗΣ ΝΙΚ. & ΣΙΑ Ο.Ε. (Ταβέρνα «Ο Πλάτανος»), νόμιμα εκπροσωπούμενη από τον Νικόλαο Παπαδάκη, και\n"
        "2. ο Ιωάννης Κουκουράκης του Εμμανουήλ, μάγειρας, κάτοικος Βρυσών Αποκορώνου,\n"
        "συμφωνούν: Ο εργαζόμενος προσλαμβάνεται ως μάγειρας Α' για την τουριστική περίοδο 15/04/2026 – 31/10/2026, "
        "με πλήρη απασχόληση 40 ωρών εβδομαδιαίως, βάσει της ΣΣΕ επισιτισμού-τουρισμού.\n"
        f"Μικτές αποδοχές: {_eur(r, 1350, 1500)} μηνιαίως, πλέον προσαυξήσεων Κυριακών και αργιών.\n"
        "Η σύμβαση αναγγέλθηκε στο ΠΣ ΕΡΓΑΝΗ (έντυπο Ε3). Ο εργαζόμενος έχει σε ισχύ πιστοποιητικό υγείας.\n"))
    add(f"{pr}/Αναγγελία πρόσληψης Ε3 Ζερβός.pdf", A, "Restaurant", 64, lambda r, dt: (
        "PS ERGANI - YPOURGEIO ERGASIAS\nENTYPO E3 - ANAGGELIA PROSLIPSIS\n"
        f"Arithmos protokollou: {r.randint(100000, 999999)}/{_d(dt)}\n"
        f"Ergodotis: PAPADAKIS NIK. & SIA O.E. - AFM {AFM_OE} - Parartima: Taverna O Platanos, Kalyves\n"
        "Ergazomenos: ZERVOS MICHAIL tou Georgiou - Eidikotita: Servitoros\n"
        "Eidos apasxolisis: Plires, orismenou xronou (epoxiki) - Enarxi: 01/05/2026\n"))
    add(f"{pr}/Βάρδιες Ιούνιος 2026.xlsx", A, "Restaurant", 3,
        "Ψηφιακή κάρτα εργασίας — Βάρδιες Ιουνίου 2026;Δευτέρα;Τρίτη;Τετάρτη;Πέμπτη;Παρασκευή;Σάββατο;Κυριακή\n"
        "Γιάννης Κουκουράκης (μάγειρας);12-20;12-20;ΡΕΠΟ;12-20;14-22;14-22;12-20\n"
        "Ρεζάρτ Χότζα (βοηθός κουζίνας);12-20;ΡΕΠΟ;12-20;12-20;16-24;16-24;12-20\n"
        "Μιχάλης Ζερβός (σερβιτόρος);ΡΕΠΟ;17-01;17-01;17-01;17-01;17-01;12-20\n"
        "Anna Kowalska (σερβιτόρα);17-01;17-01;17-01;ΡΕΠΟ;17-01;17-01;17-01\n"
        "Σημείωση;Κάθε αλλαγή ωραρίου δηλώνεται στο ΕΡΓΑΝΗ ΠΡΙΝ την έναρξη!\n")
    add(f"{pr}/Μισθοδοσία Απρίλιος 2026.pdf", A, "Restaurant", 27, lambda r, dt: (
        "KATASTASI MISTHODOSIAS - APRILIOS 2026\n" + TAVERNA_PDF + "\n"
        + "\n".join(f"{n}: meikta {_eur(r, 700, 1500)} - krat. EFKA {_eur(r, 95, 210)} - pliroteo {_eur(r, 600, 1250)}"
                    for n in ("KOUKOURAKIS IOANNIS (mageiras)", "CHOTZA REZART (voithos kouzinas)",
                              "ZERVOS MICHAIL (servitoros, apo 01/05)", "KOWALSKA ANNA (servitora, apo 20/04)"))
        + "\nAPD ypovlithike ston e-EFKA. Katathesi misthon se trapezikous logariasmous.\n"))
    add(f"{pr}/Πιστοποιητικά υγείας προσωπικού.txt", A, "Restaurant", 50,
        "Πιστοποιητικά υγείας (βιβλιάρια) προσωπικού ταβέρνας — λήξεις\n\n"
        "Γιάννης Κουκουράκης — ισχύει έως 03/2028\n"
        "Ρεζάρτ Χότζα — ΛΗΓΕΙ 07/2026 -> κλείσε ραντεβού παθολόγο + ακτινογραφία\n"
        "Μιχάλης Ζερβός — ισχύει έως 05/2029\n"
        "Anna Kowalska — περιμένουμε το νέο, έκανε εξετάσεις 12/5\n"
        "Ελένη — ισχύει έως 2027, Νίκος — έως 2027\n"
        "Να τα έχουμε στο ντοσιέ για τον έλεγχο του ΕΦΕΤ.\n")
    add(f"{pr}/CV Anna Kowalska.pdf", A, "Restaurant", 82, lambda r, dt: (
        "ANNA KOWALSKA - Curriculum Vitae\nGdansk, Poland - anna.kowalska.gd@gmail.com - +48 601 224 918\n"
        "Applying for: waitress, season 2026, Taverna O Platanos, Kalyves (Crete)\n"
        "Experience: 2023-2025 waitress, Taverna Thalassa, Georgioupolis (3 seasons)\n"
        "Languages: Polish (native), English (C1), German (B1), Greek (basic)\n"
        "Available from 15 April to end of October.\n"))

    mn = f"{d}/Μενού"
    add(f"{mn}/Μενού 2026 ΕΛ.docx", A, "Restaurant", 54,
        "ΤΑΒΕΡΝΑ «Ο ΠΛΑΤΑΝΟΣ» — ΚΑΛΥΒΕΣ\nΚατάλογος 2026\n\nΟρεκτικά\nΝτάκος με κρητική κρίθινη κουκουβάγια — 7,50 €\n"
        "Καλιτσούνια με μυζήθρα — 6,50 €\nΣτάκα με αυγά — 9,00 €\nΧοχλιοί μπουμπουριστοί — 9,50 €\n\n"
        "Κυρίως\nΑρνί με σταμναγκάθι — 16,00 €\nΚατσικάκι τσιγαριαστό — 15,50 €\nΓαμοπίλαφο (Σάββατο) — 14,00 €\n"
        "Μπουρέκι χανιώτικο — 10,50 €\nΨάρι ημέρας — τιμή κιλού\n\nΚρασί χύμα Βιδιανό 1 λίτρο — 9,00 €\n")
    add(f"{mn}/Menu 2026 EN.docx", A, "Restaurant", 54,
        "TAVERNA O PLATANOS — KALYVES BEACH\nMenu 2026\n\nStarters\nDakos (barley rusk, tomato, mizithra) — 7.50 €\n"
        "Kalitsounia (cheese pies) — 6.50 €\nStaka with eggs — 9.00 €\nFried snails with rosemary — 9.50 €\n\n"
        "Mains\nLamb with wild greens — 16.00 €\nGoat in the pan — 15.50 €\nWedding pilaf (Saturdays) — 14.00 €\n"
        "Boureki from Chania (courgette & potato pie) — 10.50 €\nFish of the day — price per kg\n")
    add(f"{mn}/Μενού 2025 τελικό.pdf", A, "Restaurant", 385,
        "TAVERNA O PLATANOS - KALYVES - Katalogos 2025 / Menu 2025\n"
        "Dakos 7,00 - Kalitsounia 6,00 - Staka me avga 8,50 - Chochlioi 9,00\n"
        "Arni me stamnagathi 15,00 - Katsikaki 14,50 - Boureki 10,00 - Psari imeras timi kilou\n"
        "Krasi chyma 1 lt 8,50 - Tsikoudia karafaki 4,00\n"
        "Oi times periexoun FPA kai dimotiko foro. Agoranomikos ypeythynos: Papadakis Nikolaos\n")
    add(f"{mn}/τιμές 2026 v2.xlsx", A, "Restaurant", 57,
        "Πιάτο;Τιμή 2025;Κόστος πρώτων υλών;Τιμή 2026;Αύξηση\n"
        "Ντάκος;7,00;1,90;7,50;7%\nΚαλιτσούνια;6,00;1,60;6,50;8%\nΑρνί με σταμναγκάθι;15,00;6,80;16,00;7%\n"
        "Κατσικάκι;14,50;6,40;15,50;7%\nΜπουρέκι;10,00;2,70;10,50;5%\nΚρασί χύμα λίτρο;8,50;3,10;9,00;6%\n")

    yg = f"{d}/Υγειονομικά"
    add(f"{yg}/Έκθεση ελέγχου ΕΦΕΤ 2025.pdf", A, "Restaurant", 302, lambda r, dt: (
        "ENIAIOS FOREAS ELEGXOU TROFIMON (EFET) - Perifereiaki Dieythynsi Kritis\n"
        f"EKTHESI ELEGXOU No {r.randint(1000, 9999)}/{dt.year} - Imerominia elegxou: {_d(dt)}\n"
        f"Epixeirisi: Taverna O Platanos - PAPADAKIS NIK. & SIA O.E. - AFM {AFM_OE}\n"
        "Eidos: Estiatorio - psitopoleio\n"
        "Elegxthikan: thermokrasies psygeion, ichnilasimotita, diaxorismos orimon-omon, kathariotita, HACCP\n"
        "Paratiriseis: 1) Na antikatastathei to fthoro plakidio piso apo tis estias. 2) Na symplironetai\n"
        "kathimerina to fyllo thermokrasion tou thalamou. Den epivlithike prostimo.\n"
        "O elegktis: A. Perakis, technologos trofimon\n"))
    add(f"{yg}/HACCP θερμοκρασίες Μάιος 2026.xlsx", A, "Restaurant", 0.5, lambda r, dt: (
        "Αρχείο θερμοκρασιών HACCP — Μάιος 2026;Ψυγείο θάλαμος (°C);Καταψύκτης (°C);Βιτρίνα (°C);Υπογραφή\n"
        + "\n".join(f"{day:02d}/05;{r.randint(2, 4)};-{r.randint(18, 21)};{r.randint(3, 5)};Γ.Κ."
                    for day in range(1, 32))))
    add(f"{yg}/Βεβαίωση απεντόμωσης Απρίλιος 2026.pdf", A, "Restaurant", 44, lambda r, dt: (
        "APOLYMANTIKI KRITIS - Entomoktonies - Mykoktonies - Ar. adeias 233/2019\n"
        f"VEVAIOSI EFARMOGIS No {r.randint(300, 999)} - {_d(dt)}\n"
        "Pelatis: Taverna O Platanos, Kalyves Apokoronou\n"
        "Ergasia: apentomosi kouzinas kai apothikis, topothetisi 8 dolomaton mykoktonias (sximatiko synimmeno)\n"
        "Skeyasmata: Deltamethrin 2.5% - Bromadiolone 0.005%. Epomeni episkepsi: Iounios 2026.\n"))
    add(f"{yg}/Σχέδιο HACCP ταβέρνας.docx", A, "Restaurant", 410,
        "ΣΥΣΤΗΜΑ ΑΥΤΟΕΛΕΓΧΟΥ HACCP — Ταβέρνα «Ο Πλάτανος»\n\n1. Παραλαβή πρώτων υλών: έλεγχος θερμοκρασίας κρεάτων <4°C, "
        "ψαριών στον πάγο.\n2. Αποθήκευση: διαχωρισμός ωμών-μαγειρεμένων, ετικέτες ημερομηνίας.\n"
        "3. Μαγείρεμα: θερμοκρασία πυρήνα >75°C.\n4. Ψύξη: από 60°C σε 10°C μέσα σε 2 ώρες.\n"
        "5. Καθαρισμός: πρόγραμμα καθαρισμού κουζίνας, αρχείο.\nΥπεύθυνος εφαρμογής: Νικόλαος Παπαδάκης\n")
    ad = f"{d}/Άδειες"
    add(f"{ad}/Άδεια κατάληψης πεζοδρομίου 2026.pdf", A, "Restaurant", 76, lambda r, dt: (
        "DIMOS APOKORONOU - Dieythynsi Oikonomikon - Tmima Esodon\n"
        f"APOFASI PARACHORISIS XRISIS KOINOXRISTOU XOROU - {_d(dt)}\n"
        "Dikaiouxos: PAPADAKIS NIKOLAOS - Taverna O Platanos, paraliaki odos Kalyvon\n"
        "Embado: 48 t.m. (trapezokathismata) - Diarkeia: 01/04/2026 - 31/10/2026\n"
        f"Telos: {_eur(r, 900, 1300)} - exoflithike\n"))
    add(f"{ad}/Πιστοποιητικό πυροπροστασίας ταβέρνας.pdf", A, "Restaurant", 620,
        "PYROSVESTIKI YPIRESIA CHANION\nPISTOPOIITIKO PYROPROSTASIAS - Katastima ygeionomikou endiaferontos\n"
        "Epixeirisi: Taverna O Platanos, Kalyves - Ypeythynos: Papadakis Nikolaos\n"
        "Ischys: 3 eti. Pyrosvestires: 4 x 6 kg skonis, 1 x CO2 5 kg, kouverta pyrosvesis stin kouzina.\n")
    add(f"{d}/Ταμείο Μάιος 2026.xlsx", A, "Restaurant", 0.3, lambda r, dt: (
        "Ημέρα;Ζ ταμειακής;Κάρτες Viva;Μετρητά;Σημειώσεις\n"
        + "\n".join(f"{day:02d}/05;{r.randint(700, 2400)};{r.randint(400, 1600)};{r.randint(200, 900)};"
                    + ("γάμος/ομάδα" if day == 23 else "") for day in range(1, 32))))
    add(f"{d}/Viva Wallet εκκαθαρίσεις Απρίλιος.csv", A, "Restaurant", 29, lambda r, dt: (
        "Date,Terminal,Transactions,Gross,Fees,Net\n"
        + "\n".join(f"2026-04-{day:02d},16038842,{r.randint(8, 60)},{r.uniform(200, 1400):.2f},"
                    f"{r.uniform(2, 12):.2f},{r.uniform(190, 1380):.2f}" for day in range(18, 31))))
    add(f"{d}/απαντήσεις σε κριτικές.docx", A, "Restaurant", 19,
        "Απαντήσεις σε κριτικές TripAdvisor / Google — πρόχειρο\n\n"
        "Dear Mark, thank you for your kind words about our lamb with stamnagathi! We hope to see you again in Kalyves.\n"
        "Liebe Familie Becker, vielen Dank! Die Kalitsounia macht Eleni jeden Morgen selbst.\n"
        "Αγαπητή κα Ιωάννου, λυπούμαστε για την αναμονή το Σάββατο — είχαμε γάμο 80 ατόμων. Σας περιμένουμε ξανά.\n")
    for i, age in enumerate((70, 33)):
        photo(f"Εικόνες/Ταβέρνα για Facebook/πιάτο {i + 1}.jpg", A, "Restaurant", age)
    # Resources Restaurant
    add(f"{d}/Οδηγοί/Οδηγός υγιεινής ΕΦΕΤ εστίαση.pdf", R, "Restaurant", 700,
        "EFET - ODIGOS YGIEINIS No 2 - Katastimata estiasis\nGeniki ygieini, kali praktiki, prosopiki ygieini tou "
        "prosopikou, kathariotita egkatastaseon, elegxos thermokrasion, ichnilasimotita kata ton Kan. 852/2004.\n")
    # Archive Restaurant: COVID 2020-2021
    cv = f"{d}/COVID 2020-2021"
    add(f"{cv}/Αναστολή συμβάσεων ΕΡΓΑΝΗ Νοέμβριος 2020.pdf", X, "Restaurant", 2025,
        "PS ERGANI - Dilosi anastolis symvaseon ergasias (Eidiko entypo - COVID-19)\n"
        f"Ergodotis: PAPADAKIS NIK. & SIA O.E. AFM {AFM_OE}\n"
        "Anastoli: 07/11/2020 - 30/11/2020 gia 3 ergazomenous - apozimiosi eidikou skopou 534 EUR\n")
    add(f"{cv}/Πρωτόκολλο COVID ταβέρνας.docx", X, "Restaurant", 1830,
        "ΠΡΩΤΟΚΟΛΛΟ ΥΓΕΙΟΝΟΜΙΚΗΣ ΑΣΦΑΛΕΙΑΣ COVID-19 — Ταβέρνα «Ο Πλάτανος» (Μάιος 2021)\n"
        "Απόσταση τραπεζιών 1,5 μ., έως 6 άτομα ανά τραπέζι, μάσκα για το προσωπικό, αντισηπτικό στην είσοδο, "
        "έλεγχος πιστοποιητικών εμβολιασμού στους εσωτερικούς χώρους. Υπεύθυνος COVID: Ελένη Παπαδάκη.\n")
    add(f"{cv}/Αποζημίωση ειδικού σκοπού Απρίλιος 2021.pdf", X, "Restaurant", 1860,
        "YPOURGEIO ERGASIAS - supportemployees.yeka.gr\nPAPADAKIS NIKOLAOS - AFM 068154327\n"
        "Apozimiosi eidikou skopou (idioktitis epixeirisis ston KAD 56.10 - anastoli leitourgias)\n"
        "Poso: 534,00 EUR - Pistosi: 28/04/2021\n")

    # ------------------------------------------------------------ ΕΣΠΑ Κουζίνα (Projects Restaurant)
    e = "Έγγραφα/ΕΣΠΑ Κουζίνα 2025-26"
    add(f"{e}/01 Αίτηση/Αίτηση χρηματοδότησης - υποβλήθηκε.pdf", P, "Restaurant", 332, lambda r, dt: (
        "PEP KRITIS 2021-2027 - Kratikes enischyseis - Ypovoli aitisis xrimatodotisis\n"
        "Drasi: Eksygchronismos mikron kai polly mikron epixeiriseon (MmE) tis Kritis - Estiasi\n"
        f"Kodikos protasis: KRH1-{r.randint(10000, 99999)}  Imerominia ypovolis: {_d(dt)}\n"
        f"Dikaiouxos: PAPADAKIS NIK. & SIA O.E. - AFM {AFM_OE} - KAD 56.10.11.01\n"
        "Ependytiko sxedio: anakainisi kai neos exoplismos epaggelmatikis kouzinas tavernas\n"
        "Synolikos proypologismos: 68.400,00 EUR - Pososto enischysis 50% - Dimosia dapani 34.200,00 EUR\n"
        "Xronos ylopoiisis: 12 mines apo tin entaxi\n"))
    add(f"{e}/01 Αίτηση/Επιχειρηματικό σχέδιο v2.docx", P, "Restaurant", 348,
        "ΕΠΙΧΕΙΡΗΜΑΤΙΚΟ ΣΧΕΔΙΟ — ΠΑΠΑΔΑΚΗΣ ΝΙΚ. & ΣΙΑ Ο.Ε. (πρόχειρο v2)\n\n"
        "1. Η επιχείρηση: ταβέρνα 90 θέσεων στις Καλύβες, σε λειτουργία από το 2016, εποχική (Απρίλιος-Οκτώβριος).\n"
        "2. Το πρόβλημα: η κουζίνα είναι του 2004, ο απορροφητήρας ανεπαρκής, τα ψυγεία καταναλώνουν πολύ.\n"
        "3. Η επένδυση: νέος εξοπλισμός inox, απορρόφηση, θάλαμος συντήρησης, ηλεκτρολογικά, δάπεδο.\n")
    add(f"{e}/01 Αίτηση/Επιχειρηματικό σχέδιο v3 FINAL.docx", P, "Restaurant", 336,
        "ΕΠΙΧΕΙΡΗΜΑΤΙΚΟ ΣΧΕΔΙΟ — ΠΑΠΑΔΑΚΗΣ ΝΙΚ. & ΣΙΑ Ο.Ε. (τελικό, για υποβολή)\n\n"
        "Δράση ΠΕΠ Κρήτης «Εκσυγχρονισμός ΜμΕ» — Επένδυση 68.400 € για ανακαίνιση της επαγγελματικής κουζίνας.\n"
        "Αναμενόμενα αποτελέσματα: μείωση κατανάλωσης ενέργειας 30%, αύξηση θέσεων εργασίας κατά 0,5 ΕΜΕ, "
        "συμμόρφωση με τις υγειονομικές διατάξεις, επέκταση μενού με ψητά κάρβουνου.\n"
        "Σύμβουλος: Αναπτυξιακή Συμβουλευτική Χανίων ΙΚΕ — Ειρήνη Βλαζάκη.\n")
    add(f"{e}/01 Αίτηση/Δικαιολογητικά checklist.xlsx", P, "Restaurant", 341,
        "Δικαιολογητικό;Από πού;Κατάσταση\nΦορολογική ενημερότητα;myAADE;ΟΚ\nΑσφαλιστική ενημερότητα;e-ΕΦΚΑ;ΟΚ\n"
        "Καταστατικό Ο.Ε. & τροποποιήσεις;ΓΕΜΗ;ΟΚ\nΕ3 2022-2024;Λογιστής;ΟΚ\nΠροσφορές προμηθευτών;Inox Κρήτης, Φραγκιαδάκης;ΟΚ\n"
        "Μισθωτήριο/τίτλος ακινήτου;Υποθηκοφυλακείο;ΛΕΙΠΕΙ\nΔήλωση de minimis;Σύμβουλος;ΟΚ\n")
    add(f"{e}/02 Έγκριση/Απόφαση ένταξης.pdf", P, "Restaurant", 151, lambda r, dt: (
        "PERIFEREIA KRITIS - Eidiki Ypiresia Diacheirisis PEP Kritis 2021-2027\n"
        f"APOFASI ENTAXIS - Ar. Prot. {r.randint(1000, 9999)}/{_d(dt)}\n"
        f"Entassetai i protasi KRH1-{r.randint(10000, 99999)} tis epixeirisis PAPADAKIS NIK. & SIA O.E.\n"
        "Egkekrimenos proypologismos: 66.950,00 EUR - Dimosia dapani (50%): 33.475,00 EUR\n"
        "Imerominia liksis ergou: 30/09/2026. Ypochreoseis: pinakida dimosiotitas, diatirisi theseon ergasias\n"
        "gia 3 eti, ilektroniki ypovoli aitimaton epalitheysis mesa apo to PS KRATIKON ENISCHYSEON.\n"))
    add(f"{e}/02 Έγκριση/Εγκεκριμένος προϋπολογισμός.xlsx", P, "Restaurant", 149,
        "Κατηγορία δαπάνης;Προμηθευτής;Εγκεκριμένο ποσό €\nΕξοπλισμός inox (πάγκοι, νεροχύτες, ράφια);Inox Κρήτης;21.400\n"
        "Απορροφητήρας & αεραγωγοί;Φραγκιαδάκης Αερισμοί;9.800\nΘάλαμος συντήρησης 2x2,5 μ.;Inox Κρήτης;8.900\n"
        "Πλυντήριο πιάτων καμπάνα;Inox Κρήτης;4.650\nΗλεκτρολογικά;Σπανουδάκης;6.200\n"
        "Δάπεδο & πλακάκια;Μαθιουδάκης;11.500\nΣύμβουλος;Αναπτυξιακή Συμβουλευτική Χανίων;4.500\nΣύνολο;;66.950\n")
    add(f"{e}/02 Έγκριση/Οδηγός εφαρμογής δράσης ΠΕΠ Κρήτης.pdf", P, "Restaurant", 152,
        "ODIGOS EFARMOGIS - Drasi Eksygchronismos MmE Kritis - PEP Kritis 2021-2027\n"
        "Kefalaio 7: Aitimata epalitheysis - endiameso (toulaxiston 30% tou proypologismou) kai teliko.\n"
        "Epileximes dapanes: exoplismos, ktiriakes parembaseis, symvouleytikes ypiresies.\n"
        "Pliromes mono meso trapezikou logariasmou tis epixeirisis - oxi metrita.\n")
    add(f"{e}/02 Έγκριση/Πινακίδα δημοσιότητας ΕΣΠΑ.pdf", P, "Restaurant", 58,
        "PINAKIDA DIMOSIOTITAS - prodiagrafes A3\nPEP KRITIS 2021-2027 - Me ti syxrimatodotisi tis Eyropaikis Enosis\n"
        "Eksygchronismos epaggelmatikis kouzinas - Taverna O Platanos - Synolikos proypologismos 66.950 EUR\n")
    add(f"{e}/03 Προσφορές/Προσφορά Inox Κρήτης.pdf", P, "Restaurant", 130, lambda r, dt: (
        "INOX KRITIS - MAVROGIANNIS EPE - Epaggelmatikos exoplismos kouzinas - Souda Chanion\n"
        f"PROSFORA No {r.randint(100, 999)}/{dt.year} - {_d(dt)}\nPros: Taverna O Platanos, k. Papadaki\n"
        "1. Pagkoi inox AISI 304 me rafi 4 tem. - 2. Neroxytis diplos - 3. Thalamos syntirisis 2x2,5 m\n"
        "4. Plyntirio piaton kampana 50x50 - 5. Ermaria toixou\n"
        "Synolo xoris FPA: 34.950,00 EUR - Paradosi 8 evdomades - Egguisi 2 eti\n"))
    add(f"{e}/03 Προσφορές/Προσφορά απορροφητήρα Φραγκιαδάκης.pdf", P, "Restaurant", 127,
        "FRAGKIADAKIS AERISMOI - Klimatismos - Exaerismos\nPROSFORA: Aporrofitiras toixou 4,0 m me filtra labyrinthou,\n"
        "motor 3 taxyton, aeragogoi galvanize eos tin orofi, egkatastasi. Synolo 9.800 EUR + FPA\n")
    add(f"{e}/03 Προσφορές/Προσφορά ηλεκτρολόγου Σπανουδάκης.pdf", P, "Restaurant", 121,
        "SPANOUDAKIS SPYROS - Ilektrologos egkatastatis A' eidikotitas - Kalyves\n"
        "Prosfora gia tin kouzina tis tavernas: neos pinakas, 6 trifasikes grammes, fotismos LED, geiosi.\n"
        "Kostos ylikon kai ergasias: 6.200 EUR + FPA. Ypeythyni dilosi egkatastati (YDE) sto telos.\n")
    add(f"{e}/03 Προσφορές/Σύγκριση προσφορών.xlsx", P, "Restaurant", 116,
        "Είδος;Inox Κρήτης;Γαστρονόμος ΑΕ Ηράκλειο;Επιλογή\nΠάγκοι inox;7.800;8.650;Inox Κρήτης\n"
        "Θάλαμος συντήρησης;8.900;9.400;Inox Κρήτης\nΠλυντήριο πιάτων;4.650;4.200;Inox (service στα Χανιά)\n"
        "Απορροφητήρας;—;10.900;Φραγκιαδάκης 9.800\n")
    add(f"{e}/04 Σχέδια/Κάτοψη κουζίνας νέα v2.pdf", P, "Restaurant", 96,
        "KATOPSI KOUZINAS - PROTASI B (teliki) - klimaka 1:50\nMetakinisi thalamou syntirisis sti voreia pleyra, "
        "lantza dipla stin porta avlis, neos aporrofitiras 4 m.\n")
    add(f"{e}/04 Σχέδια/Κάτοψη κουζίνας v2.png", P, "Restaurant", 95, "")
    tv = f"{e}/05 Τιμολόγια"
    add(f"{tv}/Τιμολόγιο Inox Κρήτης προκαταβολή 30%.pdf", P, "Restaurant", 81,
        "INOX KRITIS - MAVROGIANNIS EPE - TIMOLOGIO PROKATAVOLIS No 3318\n"
        f"Pelatis: PAPADAKIS NIK. & SIA O.E. - AFM {AFM_OE}\n"
        "Prokatavoli 30% gia tin prosfora 412/2026 (exoplismos kouzinas ESPA)\n"
        "Axia 10.485,00 EUR - FPA 24% 2.516,40 EUR - Synolo 13.001,40 EUR\n")
    add(f"{tv}/Αποδεικτικό πληρωμής Πειραιώς Inox.pdf", P, "Restaurant", 80,
        "TRAPEZA PEIRAIOS - winbank - Apodeiktiko metaforas\nApo: GR49 0171 5520 0065 5210 4418 226 (PAPADAKIS NIK. & SIA OE)\n"
        "Pros: INOX KRITIS MAVROGIANNIS EPE - Poso 13.001,40 EUR - Aitiologia: TIM 3318 prokatavoli ESPA\n")
    add(f"{tv}/Τιμολόγιο ηλεκτρολόγου Α λογαριασμός.pdf", P, "Restaurant", 41,
        "SPANOUDAKIS SPYROS - Ilektrologos - AFM 104225871\nTIMOLOGIO PAROCHIS No 118 - A' logariasmos\n"
        "Ilektrologiki egkatastasi kouzinas tavernas (ESPA): 3.100,00 EUR + FPA 744,00 = 3.844,00 EUR\n")
    pg = f"{e}/06 Πρόοδος"
    add(f"{pg}/Αίτημα ενδιάμεσης επαλήθευσης - σχέδιο.docx", P, "Restaurant", 9,
        "ΑΙΤΗΜΑ ΕΝΔΙΑΜΕΣΗΣ ΕΠΑΛΗΘΕΥΣΗΣ — ΠΡΟΧΕΙΡΟ\nΔικαιούχος: ΠΑΠΑΔΑΚΗΣ ΝΙΚ. & ΣΙΑ Ο.Ε. — Κουζίνα ταβέρνας (ΠΕΠ Κρήτης)\n\n"
        "Υλοποιημένες δαπάνες έως 31/05/2026: Inox Κρήτης (προκαταβολή + 2η δόση), Μαθιουδάκης δάπεδο, "
        "Σπανουδάκης Α' λογαριασμός, Φραγκιαδάκης απορροφητήρας.\nΠοσοστό υλοποίησης: ~62%.\n"
        "Εκκρεμούν: πλυντήριο πιάτων (παράδοση 15/6), ΥΔΕ ηλεκτρολόγου, φωτογραφίες πινακίδας.\n")
    add(f"{pg}/~$τημα ενδιάμεσης επαλήθευσης - σχέδιο.docx", L, "System", 0.2, _lock())
    add(f"{pg}/Χρονοδιάγραμμα εργασιών.xlsx", P, "Restaurant", 13,
        "Εργασία;Έναρξη;Λήξη;Κατάσταση\nΚαθαίρεση παλιάς κουζίνας;08/01/2026;20/01/2026;Έγινε\n"
        "Ηλεκτρολογικά α' φάση;21/01/2026;10/02/2026;Έγινε\nΔάπεδο-πλακάκια;11/02/2026;15/03/2026;Έγινε\n"
        "Απορροφητήρας;16/03/2026;30/03/2026;Έγινε\nΕξοπλισμός inox;01/04/2026;25/04/2026;Έγινε\n"
        "Πλυντήριο πιάτων;15/06/2026;15/06/2026;Αναμένεται\nΤελικό αίτημα επαλήθευσης;;30/09/2026;Εκκρεμεί\n")
    add(f"{pg}/Δικαιολογητικά για επαλήθευση.eml", P, "Restaurant", 7, lambda r, dt: _eml(
        "Ειρήνη Βλαζάκη <e.vlazaki@anaptyxiaki-chania.gr>", TAV_MAIL, "Δικαιολογητικά ενδιάμεσης επαλήθευσης", dt,
        "Κύριε Παπαδάκη καλησπέρα,\n\nγια να ανεβάσουμε το αίτημα ενδιάμεσης επαλήθευσης χρειάζομαι έως 10/6:\n"
        "- όλα τα τιμολόγια με τα αποδεικτικά πληρωμής από την Πειραιώς\n- φωτογραφίες του εξοπλισμού "
        "τοποθετημένου και της πινακίδας ΕΣΠΑ\n- βεβαίωση ασφαλιστικής και φορολογικής ενημερότητας\n"
        "- την ΥΔΕ του ηλεκτρολόγου (αν δεν είναι έτοιμη, την βάζουμε στο τελικό)\n\n"
        "Με εκτίμηση,\nΕιρήνη Βλαζάκη\nΑναπτυξιακή Συμβουλευτική Χανίων ΙΚΕ", "vlazaki.0526@anaptyxiaki-chania.gr"))
    add(f"{e}/Σημειώσεις κουζίνα.txt", P, "Restaurant", 15,
        "ΚΟΥΖΙΝΑ — ΤΙ ΜΕΝΕΙ\n- να έρθει ο Σπανουδάκης για την ΥΔΕ\n- πλυντήριο πιάτων: Inox λέει 15 Ιουνίου\n"
        "- πινακίδα ΕΣΠΑ να μπει δίπλα στην πόρτα της κουζίνας (φωτό για Βλαζάκη)\n"
        "- να πληρωθεί ο Μαθιουδάκης το υπόλοιπο ΜΟΝΟ με τράπεζα (όχι μετρητά!!)\n")
    for i, age in enumerate((142, 118, 88, 52, 30)):
        photo(f"{e}/Φωτογραφίες/IMG_2026{(NOW - timedelta(days=age)):%m%d}_{101500 + i * 7331}.jpg", P, "Restaurant", age)

    # ------------------------------------------------------------ Έγγραφα/Δωμάτια (Areas Rooms)
    g = "Έγγραφα/Δωμάτια"
    add(f"{g}/ΕΟΤ/Ειδικό σήμα λειτουργίας ΜΗΤΕ.pdf", A, "Rooms", 1480,
        "ELLINIKOS ORGANISMOS TOURISMOU - Perifereiaki Ypiresia Tourismou Kritis\n"
        "EIDIKO SIMA LEITOURGIAS - Enoikiazomena epiplomena domatia\n"
        "Arithmos MHTE: 1042K112K0345700 - Diakritikos titlos: PLATANOS ROOMS\n"
        "Dieythynsi: Paraliaki odos Kalyvon, Apokoronas - Domatia 4 - Klines 9 - Katigoria 2 kleidia\n"
        "Idioktitis/ekmetalleytis: PAPADAKIS NIK. & SIA O.E.\n")
    add(f"{g}/ΕΟΤ/Πιστοποιητικό πυροπροστασίας δωματίων.pdf", A, "Rooms", 705,
        "PYROSVESTIKI YPIRESIA CHANION - Pistopoiitiko pyroprostasias tourist. katalymatos\n"
        "PLATANOS ROOMS, Kalyves - 4 domatia - anichneftes kapnou se kathe domatio, 2 pyrosvestires 6 kg\n")
    add(f"{g}/Κρατήσεις 2026/Booking reservations export 2026-05.csv", A, "Rooms", 1, lambda r, dt: (
        "Book number,Booked by,Guest name(s),Check-in,Check-out,Booked on,Status,Rooms,People,Price,"
        "Commission %,Commission amount,Booker country,Unit type\n"
        + "\n".join(f"{r.randint(4000000000, 4999999999)},{gname},{gname},2026-{m:02d}-{dd:02d},2026-{m:02d}-{dd + n:02d},"
                    f"2026-0{r.randint(1, 4)}-{r.randint(10, 28)},ok,1,2,{r.randint(60, 95) * n} EUR,15,"
                    f"{r.randint(9, 14) * n}.{r.randint(10, 99)} EUR,{c},Double Room with Sea View"
                    for gname, m, dd, n, c in (("Thomas Müller", 6, 3, 5, "de"), ("Rebecca Smith", 6, 8, 7, "gb"),
                                               ("Piotr Kowalczyk", 6, 14, 4, "pl"), ("Claire Dubois", 6, 20, 6, "fr"),
                                               ("Mette Jensen", 7, 1, 10, "dk"), ("Marco Rossi", 7, 12, 5, "it")))))
    add(f"{g}/Κρατήσεις 2026/Airbnb payouts 2026.csv", A, "Rooms", 4, lambda r, dt: (
        "Date,Type,Confirmation Code,Start date,Nights,Guest,Listing,Currency,Amount,Service fee,Gross earnings\n"
        + "\n".join(f"2026-0{mo}-{dd:02d},Payout,HM{r.randint(10**7, 10**8 - 1)}X,2026-0{mo}-{dd:02d},{n},{gname},"
                    f"Platanos Rooms - Family room with balcony,EUR,{r.randint(70, 110) * n}.00,"
                    f"{r.randint(8, 16) * n}.00,{r.randint(80, 125) * n}.00"
                    for mo, dd, n, gname in ((4, 18, 4, "Ewa"), (5, 2, 6, "Sander"), (5, 15, 3, "Jonas"),
                                             (5, 24, 5, "Lina")))))
    add(f"{g}/Κρατήσεις 2026/Κρατήσεις καλοκαίρι 2026.xlsx", A, "Rooms", 2,
        "Δωμάτιο;Ιούνιος;Ιούλιος;Αύγουστος;Σεπτέμβριος\n"
        "1 (Δίκλινο θέα θάλασσα);Müller 3-8, Dubois 20-26;Jensen 1-11;Γεμάτο (Booking);Ελεύθερο 15-30\n"
        "2 (Δίκλινο);Smith 8-15;Rossi 12-17;Γεμάτο;Καλεσμένοι γάμου 10-14\n"
        "3 (Τρίκλινο);Kowalczyk 14-18;Ελεύθερο 1-9;Γεμάτο;Καλεσμένοι γάμου 10-14\n"
        "4 (Οικογενειακό, Airbnb);Ελεύθερο;Γεμάτο;Γεμάτο;Ελεύθερο\n")
    add(f"{g}/Κρατήσεις 2025/Κρατήσεις 2025 τελικό.xlsx", A, "Rooms", 215, lambda r, dt: (
        "Μήνας;Διανυκτερεύσεις;Booking €;Airbnb €;Απευθείας €;Πληρότητα\n"
        + "\n".join(f"{m};{r.randint(40, 118)};{r.randint(1500, 6200)};{r.randint(600, 2800)};{r.randint(0, 900)};"
                    f"{r.randint(35, 98)}%" for m in ("Απρίλιος", "Μάιος", "Ιούνιος", "Ιούλιος", "Αύγουστος",
                                                     "Σεπτέμβριος", "Οκτώβριος"))))
    add(f"{g}/Κρατήσεις 2025/Booking.com invoice commission October 2025.pdf", A, "Rooms", 232, lambda r, dt: (
        "Booking.com B.V. - Herengracht 597, 1017 CE Amsterdam - VAT NL805734958B01\n"
        f"INVOICE No 1683{r.randint(100000, 999999)} - Date {_d(dt)}\nProperty: Platanos Rooms (ID 4521873), Kalyves, Greece\n"
        f"Commission for stays 01/10/2025 - 31/10/2025: {_eur(r, 180, 420)}\nReverse charge - VAT to be accounted for by the recipient\n"))
    add(f"{g}/Τέλος κλιματικής κρίσης/Δήλωση τέλους Απρίλιος 2026.pdf", A, "Rooms", 29, lambda r, dt: (
        "AADE - Dilosi Telous Anthektikotitas stin Klimatiki Krisi\n"
        f"AFM {AFM_OE} - Katalyma: PLATANOS ROOMS - MHTE 1042K112K0345700\n"
        f"Periodos: Aprilios 2026 - Dianyktereyseis: {r.randint(20, 45)} x 1,50 EUR\n"
        f"Poso: {_eur(r, 30, 70)} - Taytotita ofeilis RF{r.randint(10**15, 10**16 - 1)}\n"))
    add(f"{g}/Τέλος κλιματικής κρίσης/Δήλωση τέλους Μάιος 2026.pdf", A, "Rooms", 0.8, lambda r, dt: (
        "AADE - Dilosi Telous Anthektikotitas stin Klimatiki Krisi\n"
        f"AFM {AFM_OE} - PLATANOS ROOMS - Periodos: Maios 2026 - Dianyktereyseis: {r.randint(60, 95)}\n"
        f"Poso: {_eur(r, 90, 145)} - Prothesmia pliromis: telos epomenou mina\n"))
    add(f"{g}/Καθαριότητα/Πρόγραμμα καθαριότητας Ιούνιος.xlsx", A, "Rooms", 2,
        "Ημερομηνία;Δωμάτιο;Εργασία;Ποιος\n03/06;1;Check-out/Check-in Müller;Σοφία\n08/06;2;Check-in Smith;Σοφία\n"
        "08/06;1;Αλλαγή σεντονιών;Σοφία\n14/06;3;Check-in Kowalczyk;Ελένη\n18/06;3;Check-out, γενική καθαριότητα;Σοφία\n"
        "20/06;1;Check-in Dubois;Σοφία\n")
    add(f"{g}/Καθαριότητα/Τιμολόγιο πλυντηρίου λευκά είδη.pdf", A, "Rooms", 21, lambda r, dt: (
        "PLYNTIRIA CHANION - Viomichaniko plyntirio lefkon eidon - Souda\n"
        f"TIMOLOGIO No {r.randint(2000, 4000)} - {_d(dt)} - Pelatis: PLATANOS ROOMS, Kalyves\n"
        f"Sentonia dipla 24, maxilarothikes 40, petsetes 60 - Synolo {_eur(r, 120, 210)}\n"))
    add(f"{g}/Επισκέπτες/Müller arrival time.eml", A, "Rooms", 6, lambda r, dt: _eml(
        "Thomas Müller <t.mueller84@web.de>", "Platanos Rooms <platanos.kalyves@gmail.com>",
        "Arrival 3 June - Booking 4213558701", dt,
        "Dear Nikos,\n\nwe land in Chania at 21:40 on 3 June and will pick up a rental car, so we should be in Kalyves "
        "around 23:00. Is late check-in possible? Also, can we have dinner at your taverna the first evening?\n\n"
        "Best regards,\nThomas & Julia", "cafe31.tm@web.de"))
    add(f"{g}/Επισκέπτες/Smith early check-in.eml", A, "Rooms", 12, lambda r, dt: _eml(
        "Rebecca Smith <becky.smith@outlook.com>", "Platanos Rooms <platanos.kalyves@gmail.com>",
        "Early check-in on 8th June?", dt,
        "Hi Nikos,\n\nour ferry from Piraeus arrives in Souda at 6am on the 8th. Would it be possible to leave our "
        "bags at the room or check in early? Happy to pay extra.\n\nThanks,\nBecky", "bs.8june@outlook.com"))
    add(f"{g}/Επισκέπτες/House rules EN.docx", A, "Rooms", 61,
        "PLATANOS ROOMS — Welcome!\nCheck-in from 14:00, check-out until 11:00.\nWi-Fi: PlatanosRooms / password at reception.\n"
        "Please switch off the air-conditioning when you leave the room. Towels for the beach are at the taverna.\n"
        "Breakfast 8:30-10:30 at Taverna O Platanos (downstairs). Emergency: Nikos +30 694 421 8307.\n")
    add(f"{g}/Τιμοκατάλογος δωματίων 2026.xlsx", A, "Rooms", 142,
        "Δωμάτιο;Απρ-Μάι;Ιούνιος;Ιουλ-Αύγ;Σεπ-Οκτ\n1 Δίκλινο θέα;55;75;95;65\n2 Δίκλινο;50;70;85;60\n"
        "3 Τρίκλινο;60;80;105;70\n4 Οικογενειακό;70;95;125;80\nΤέλος κλιματικής κρίσης;1,50/νύχτα;1,50;1,50;1,50\n")
    add(f"{g}/Έξοδα συντήρησης δωματίων 2026.xlsx", A, "Rooms", 9,
        "Ημερομηνία;Τι;Ποσό €\n12/03/2026;Βάψιμο δωματίων 1-2;480\n02/04/2026;Νέα στρώματα δωμάτιο 3;620\n"
        "18/04/2026;Service κλιματιστικών (4);160\n10/05/2026;Κουρτίνες μπάνιου;45\n")
    for i, age in enumerate((400, 398)):
        photo(f"Εικόνες/Δωμάτια για Booking/δωμάτιο {i + 1}.jpg", A, "Rooms", age)
    # Resources Rooms
    add(f"{g}/Οδηγοί/Οδηγός κατάταξης σε κλειδιά ΕΟΤ.pdf", R, "Rooms", 600,
        "EOT - Systima katataxis enoikiazomenon epiplomenon domation se kleidia\nKritiria: embado domatiou, "
        "klimatismos, thea, ypiresies proinou, prosvasimotita AmeA. 1 - 4 kleidia.\n")
    # Archive Rooms: bathroom renovation 2021
    b = f"{g}/Ανακαίνιση μπάνιων 2021"
    add(f"{b}/Προσφορά Μαθιουδάκης μπάνια.pdf", X, "Rooms", 1890,
        "MATHIOUDAKIS KONSTANTINOS - Oikodomikes ergasies - Vamos\nPROSFORA: anakainisi 4 banion domation PLATANOS ROOMS\n"
        "Kathairesi, ydravlika, plakidia, ntouzieres walk-in, eidi ygieinis - 4 x 3.200 = 12.800 EUR + FPA\n")
    add(f"{b}/Έξοδα μπάνια τελικά.xlsx", X, "Rooms", 1780,
        "Είδος;Ποσό €\nΜαθιουδάκης εργασίες;12.800\nΚεραμική Χανίων υλικά;4.215\nΗλεκτρολόγος;650\nΣύνολο;17.665\n"
        "Τελείωσε 28/04/2021 — άνοιξαν τα δωμάτια 15/05/2021\n")
    photo(f"{b}/μπάνιο 2 πριν.jpg", X, "Rooms", 1900)
    photo(f"{b}/μπάνιο 2 μετά.jpg", X, "Rooms", 1795)

    # ------------------------------------------------------------ Έγγραφα/Ελιές (Areas Olives)
    o = "Έγγραφα/Ελιές"
    add(f"{o}/ΟΣΔΕ 2025 εκτύπωση δήλωσης.pdf", A, "Olives", 382,
        "OPEKEPE - ENIAIA AITISI ENISCHYSIS (OSDE) 2025 - Ektyposi\n"
        f"Paragogos: {NIKOS} - AFM {AFM_N} - KYD: Agrotikos Syllogos Apokoronou\n"
        "Agrotemaxio 1: Kalyves, thesi Platanos - 6,2 str. - elaiones koroneiki 130 dentra\n"
        "Agrotemaxio 2: Kalyves, thesi Vrysi - 9,8 str. - elaiones 190 dentra\n"
        "Agrotemaxio 3: Stylos, thesi Lakkoi - 4,5 str. - elaiones 100 dentra\n"
        "Aitoumena: vasiki enischysi, anadianemitiki, oikologika sximata (OS 31.5 - klademata)\n")
    add(f"{o}/ΟΣΔΕ 2026 τι θέλει το ΚΥΔ.txt", A, "Olives", 19,
        "ΟΣΔΕ 2026 — ραντεβού ΚΥΔ Αγροτικός Σύλλογος Αποκορώνου\n\n- ταυτότητα + ΑΦΜ + ΙΒΑΝ Πειραιώς (αγροτικός λογαριασμός)\n"
        "- ΚΑΕΚ και για τα 3 χωράφια (Πλάτανος, Βρύση, Λάκκοι)\n- αν υπογραφεί το χωράφι του Τζανακάκη πριν κλείσει η δήλωση, "
        "να μπει και αυτό (συμβόλαιο)\n- μισθωτήριο για το χωράφι της μάνας (Βρύση) — είναι στο όνομά της\n"
        "- τιμολόγιο λιπασμάτων για το οικολογικό σχήμα\n")
    add(f"{o}/ΟΠΕΚΕΠΕ βεβαίωση πληρωμών 2025.pdf", A, "Olives", 158, lambda r, dt: (
        "OPEKEPE - VEVAIOSI PLIROMON ETOUS 2025\n"
        f"Dikaiouxos: {NIKOS} - AFM {AFM_N}\n"
        f"Vasiki enischysi eisodimatos: {_eur(r, 900, 1400)}\n"
        f"Anadianemitiki enischysi: {_eur(r, 150, 300)}\n"
        f"Oikologiko sxima (klademata): {_eur(r, 200, 420)}\n"
        f"Synolo pistothenton: {_eur(r, 1300, 2100)} - Logariasmos GR92 0171 ...\n"))
    el = f"{o}/Ελαιοτριβείο 2025-26"
    for age, kg in ((201, 2480), (186, 3120)):
        add(f"{el}/Ζυγολόγιο {(NOW - timedelta(days=age)):%d-%m-%Y}.pdf", A, "Olives", age, lambda r, dt, kg=kg: (
            "AGROTIKOS ELAIOURGIKOS SYNETAIRISMOS KALYVON-ARMENON\nZYGOLOGIO ELAIOKARPOU\n"
            f"Imerominia: {_d(dt)}  Paragogos: PAPADAKIS NIKOLAOS (melos 118)\n"
            f"Elaiokarpos: {kg} kg  Ladi: {int(kg * r.uniform(0.19, 0.23))} kg  Apodosi: {r.uniform(19, 23):.1f}%\n"
            "Oxytita: 0,3 - Ekthlipsi 7% se eidos\n"))
    add(f"{el}/Εκκαθάριση λαδιού συνεταιρισμός.pdf", A, "Olives", 118, lambda r, dt: (
        "AGROTIKOS ELAIOURGIKOS SYNETAIRISMOS KALYVON-ARMENON - Ekkatharisi elaiolado 2025-26\n"
        f"Melos 118: PAPADAKIS NIKOLAOS - Paradothen ladi pros polisi: {r.randint(900, 1300)} kg\n"
        f"Timi: 4,10 EUR/kg - Axia {_eur(r, 3700, 5300)} - Krat. 6% - Pliroteo {_eur(r, 3500, 5000)}\n"
        "Ypoloipo ladi gia idiokatanalosi kai taverna: 600 kg\n"))
    add(f"{o}/Μάζεμα 2025.xlsx", A, "Olives", 168, lambda r, dt: (
        "Ημερομηνία;Χωράφι;Εργάτες;Τσουβάλια;Κιλά ελιές\n"
        + "\n".join(f"{dd}/11/2025;{f};{r.randint(3, 5)};{r.randint(28, 55)};{r.randint(1400, 2900)}"
                    for dd, f in ((5, "Πλάτανος"), (6, "Πλάτανος"), (12, "Βρύση"), (13, "Βρύση"), (20, "Λάκκοι"),
                                  (27, "Βρύση"))) + "\nΣύνολο;;;;=SUM(E2:E7)\n"))
    add(f"{o}/Εργάτες μάζεμα 2025 ψηφιακό εργόσημο.pdf", A, "Olives", 178, lambda r, dt: (
        "ERGANI - Psifiako ergosimo agrotikis ergasias\n"
        f"Ergodotis: {NIKOS} - AFM {AFM_N}\n"
        f"Ergazomenoi: 4 (elaiosyllogi) - imeromisthia {r.randint(20, 30)} - Synoliko poso {_eur(r, 1600, 2300)}\n"))
    add(f"{o}/Λιπάσματα Αγροτικά Εφόδια Κουρής.pdf", A, "Olives", 98, lambda r, dt: (
        "AGROTIKA EFODIA KOURIS - Vryses\n"
        f"TIMOLOGIO No {r.randint(1000, 5000)} - {_d(dt)} - Pelatis PAPADAKIS NIKOLAOS (agrotis, eidiko kathestos)\n"
        "Lipasma 20-10-10 25 kg x 24 sakia - Vorio 5 kg - Synolo " + _eur(r, 650, 900) + "\n"))
    add(f"{o}/Πωλήσεις λαδιού 2026.xlsx", A, "Olives", 14,
        "Ημερομηνία;Πελάτης;Δοχεία 5λ;Τιμή;Σύνολο\n12/01/2026;Ανδρέας Αθήνα (ξάδερφος);4;45;180\n"
        "03/03/2026;Γιώργος Θεσσαλονίκη (φοιτητές);2;45;90\n18/05/2026;Thomas Becker (πελάτης ταβέρνας);2;50;100\n")
    add(f"{o}/Γεωπόνος για κλάδεμα.eml", A, "Olives", 91, lambda r, dt: _eml(
        "Δημήτρης Χατζηδάκης <d.chatzidakis.agro@gmail.com>", NIK_MAIL, "Κλάδεμα και λίπανση", dt,
        "Νίκο γεια,\n\nείδα τις φωτογραφίες από τη Βρύση. Τα δέντρα είναι πολύ ψηλά — φέτος να κάνετε αυστηρό "
        "κλάδεμα σε ένα στα τρία και να μην αφήσετε λαίμαργους. Λίπανση με 20-10-10 Φεβρουάριο-Μάρτιο και βόριο "
        "στην ανθοφορία. Για το ΟΣΔΕ κράτα τα τιμολόγια.\n\nΔημήτρης", "chatzid.0302@gmail.com"))
    # Projects Olives: the Stylos plot
    st = f"{o}/Αγορά χωραφιού Στύλος 2026"
    add(f"{st}/Προσύμφωνο - σχέδιο.docx", P, "Olives", 41,
        "ΣΧΕΔΙΟ ΙΔΙΩΤΙΚΟΥ ΣΥΜΦΩΝΗΤΙΚΟΥ ΑΓΟΡΑΠΩΛΗΣΙΑΣ\n\nΠωλητής: Μιχαήλ Τζανακάκης του Αντωνίου, κάτοικος Στύλου Αποκορώνου\n"
        "Αγοραστής: Νικόλαος Παπαδάκης του Ιωάννη, κάτοικος Καλυβών\n"
        "Ακίνητο: αγροτεμάχιο 5.120 τ.μ. στη θέση «Λάκκοι» Στύλου, με 85 ελαιόδεντρα κορωνέικης, όμορο με ιδιοκτησία αγοραστή\n"
        "Τίμημα: 23.000 € — προκαταβολή 3.000 € με την υπογραφή, υπόλοιπο στο οριστικό συμβόλαιο έως 30/06/2026\n")
    add(f"{st}/Τοπογραφικό Ψαρουδάκης.pdf", P, "Olives", 54,
        "N. PSAROUDAKIS - Agronomos Topografos Michanikos - Chania\nTOPOGRAFIKO DIAGRAMMA - klimaka 1:500 - EGSA 87\n"
        "Agrotemaxio idioktisias TZANAKAKI MICHAIL - thesi Lakkoi, T.K. Stylou, D. Apokoronou\n"
        "Embado: 5.120,35 t.m. - Prosopeia se agrotiko dromo 42 m - Ektos sxediou\n")
    add(f"{st}/Κτηματολόγιο απόσπασμα ΚΑΕΚ.pdf", P, "Olives", 59,
        "ELLINIKO KTIMATOLOGIO - Apospasma ktimatologikou diagrammatos\nKAEK 501120203019 - Stylos Apokoronou\n"
        "Dikaiouxos: TZANAKAKIS MICHAIL tou ANTONIOU - plires kyriotita 100% - Aitia ktisis: klironomia 1998\n"
        "Embado: 5.118 t.m. - Den yparxoun egraptes ypothikes i kataschesis\n")
    add(f"{st}/Συμβολαιογράφος Δασκαλάκη έξοδα.pdf", P, "Olives", 29,
        "EVANGELIA DASKALAKI - Symvolaiografos Vamou\nEnimerosi exodon symvolaiou agorapolisias - agrotemaxio Stylou\n"
        "Foros metavivasis 3% epi tis symfonimenis axias 23.000 EUR: 690 EUR\n"
        "Amoivi symvolaiografou ~ 420 EUR - Ktimatologio 475 EUR - Dikigoros (proairetika) ...\n")
    add(f"{st}/Έξοδα αγοράς χωραφιού.xlsx", P, "Olives", 6,
        "Έξοδο;Ποσό €;Πληρώθηκε\nΠροκαταβολή Τζανακάκη;3.000;ΝΑΙ 24/04\nΤοπογραφικό;350;ΝΑΙ\nΦόρος μεταβίβασης;690;όχι\n"
        "Συμβολαιογράφος;420;όχι\nΚτηματολόγιο;475;όχι\nΥπόλοιπο τιμήματος;20.000;στο συμβόλαιο\n")
    add(f"{st}/Ημερομηνία υπογραφής συμβολαίου.eml", P, "Olives", 4, lambda r, dt: _eml(
        "Συμβολαιογραφείο Δασκαλάκη <daskalaki.notary@gmail.com>", NIK_MAIL, "Υπογραφή συμβολαίου — αγροτεμάχιο Στύλου",
        dt, "Κύριε Παπαδάκη,\n\nτο συμβόλαιο μπορεί να υπογραφεί την Πέμπτη 18 Ιουνίου, 10:00, στο γραφείο μας στον Βάμο. "
        "Έχουμε το τοπογραφικό και το απόσπασμα ΚΑΕΚ. Χρειαζόμαστε ακόμα τη δήλωση φόρου μεταβίβασης "
        "(θα την υποβάλουμε εμείς) και ΕΝΦΙΑ του πωλητή για 5 έτη.\n\nΕ. Δασκαλάκη", "dask.1806@gmail.com"))
    photo(f"{st}/χωράφι Στύλος 1.jpg", P, "Olives", 63)
    photo(f"{st}/χωράφι Στύλος 2.jpg", P, "Olives", 63)
    # Archive Olives: ELGA hail claim 2019
    eg = f"{o}/ΕΛΓΑ χαλάζι 2019"
    add(f"{eg}/Δήλωση ζημιάς ΕΛΓΑ.pdf", X, "Olives", 2545,
        "ELGA - Ypokatastima Irakleiou - DILOSI ZIMIAS\nParagogos: PAPADAKIS NIKOLAOS - AFM 068154327\n"
        "Zimia: chalazi 14/04/2019 - elaiones Kalyves (Platanos, Vrysi) - 320 dentra - aitia: chalazoptosi\n")
    add(f"{eg}/Πόρισμα εκτίμησης.pdf", X, "Olives", 2440,
        "ELGA - PORISMA EKTIMISIS ZIMIAS - Kalyves Apokoronou - chalazi 14/04/2019\n"
        "Pososto zimias paragogis: 35% - Ypologismeni apozimiosi 1.860 EUR\n")
    # Resources Olives
    add(f"{o}/Οδηγοί/Κλάδεμα ελιάς ΕΛΓΟ Δήμητρα.pdf", R, "Olives", 480,
        "ELGO DIMITRA - Institouto Elias, Ypotropikon Fyton kai Ampelou - Chania\nKLADEMA ELIAS: kladema karpoforias, "
        "ananeosis, anamorfosis. Periodos: meta ti syllogi eos tin anthofforia.\n")
    add(f"{o}/Οδηγοί/Δάκος αντιμετώπιση.pdf", R, "Olives", 430,
        "Dakos tis elias (Bactrocera oleae) - Olokliromeni antimetopisi: parakolouthisi me pagides McPhail, "
        "dolomatikoi psekasmoi, mazikes pagideyseis, viologika skeyasmata (spinosad).\n")

    # ------------------------------------------------------------ Έγγραφα/Οικονομικά (Areas Finance)
    f = "Έγγραφα/Οικονομικά"
    for yr, age in ((2025, 331),):
        add(f"{f}/Εφορία/Ε1 {yr} (φορολογικό έτος {yr - 1}).pdf", A, "Finance", age, lambda r, dt, yr=yr: (
            f"AADE - DILOSI FOROLOGIAS EISODIMATOS E1 - Forologiko etos {yr - 1}\n"
            f"Ypochreos: {NIKOS} - AFM {AFM_N}\nSyzygos: PAPADAKI ELENI tou MANOUSOU - AFM {AFM_E}\n"
            "Exartomena tekna: 2 (Papadakis Georgios - spoudastis, Papadaki Aikaterini - mathitria)\n"
            f"Eisodima apo epixeirimatiki drastiriotita (meridio O.E. 60%): {_eur(r, 24000, 33000)}\n"
            f"Eisodima apo agrotiki drastiriotita: {_eur(r, 3000, 6500)}\n"
            f"Dapanes me ilektronika mesa: {_eur(r, 9000, 15000)}\n"))
        add(f"{f}/Εφορία/Εκκαθαριστικό {yr}.pdf", A, "Finance", age - 3, lambda r, dt, yr=yr: (
            f"AADE - PRAXI DIOIKITIKOU PROSDIORISMOU FOROU - Ekkatharistiko simeioma - Forologiko etos {yr - 1}\n"
            f"{NIKOS} - AFM {AFM_N}\n"
            f"Foros eisodimatos: {_eur(r, 2500, 5200)} - Prokatavoli forou: {_eur(r, 1200, 3300)}\n"
            f"Teli epitidevmatos: 0,00 - Synolo pliroteo: {_eur(r, 3000, 7000)} se 8 doses\n"))
    add(f"{f}/Εφορία/ΕΝΦΙΑ 2026.pdf", A, "Finance", 71, lambda r, dt: (
        "AADE - ENIAIOS FOROS IDIOKTISIAS AKINITON (ENFIA) 2026 - Praxi dioikitikou prosdiorismou\n"
        f"{NIKOS} - AFM {AFM_N}\nKyrios foros ktismaton: {_eur(r, 300, 520)} - Kyrios foros gis (agrotemaxia): {_eur(r, 60, 130)}\n"
        f"Synolo ENFIA: {_eur(r, 400, 700)} - 12 doses apo 31/03/2026\n"))
    add(f"{f}/Εφορία/Ε9 περιουσιολόγιο.pdf", A, "Finance", 421,
        "AADE - DILOSI STOICHEION AKINITON (E9)\nAFM 068154327 - PAPADAKIS NIKOLAOS\n"
        "Ktismata: katoikia Kalyves 128 t.m. (50%) - katastima/taverna isogeio 140 t.m. (50%) - domatia A orofos 4 (50%) - patriki oikia 1/2 psili kyriotita\n"
        "Agrotemaxia: Kalyves Platanos 6.200 t.m., Kalyves Vrysi 9.800 t.m., Stylos Lakkoi 4.500 t.m.\n")
    add(f"{f}/Εφορία/Για τη δήλωση 2026.txt", A, "Finance", 44,
        "ΦΟΡΟΛΟΓΙΚΗ 2026 — να πάρει ο Μανώλης\n- βεβαίωση ΟΠΕΚΕΠΕ 2025\n- εκκαθάριση συνεταιρισμού (λάδι)\n"
        "- ιατρικές αποδείξεις (καρδιολόγος, ορθοδοντικός Κατερίνας)\n- μισθωτήριο Γιώργου Θεσσαλονίκη (για το επίδομα)\n"
        "- δίδακτρα φροντιστηρίου ΔΕΝ εκπίπτουν\n- ΕΦΚΑ εισφορές 2025 (βεβαίωση)\n")
    add(f"{f}/Εφορία/Φορολογική δήλωση 2026 λογιστής.eml", A, "Finance", 24, lambda r, dt: _eml(
        "Μανώλης Σταυρουλάκης <stavroulakis.logistiko@gmail.com>", NIK_MAIL, "Φορολογική δήλωση 2026 - Νίκος & Ελένη", dt,
        "Νίκο,\n\nη κοινή σας δήλωση είναι έτοιμη για υποβολή. Βγαίνει χρεωστική περίπου 3.100 € σε 8 δόσεις, "
        "κυρίως λόγω του αυξημένου μεριδίου από την Ο.Ε. Αν κάνετε την υποβολή μέχρι 15/6 παίρνετε έκπτωση 3%.\n"
        "Πες μου να την υποβάλω.\n\nΜανώλης", "forol2026.stav@gmail.com"))
    ef = f"{f}/ΕΦΚΑ"
    for who, afm in (("Νίκος", AFM_N), ("Ελένη", AFM_E)):
        add(f"{ef}/Ειδοποιητήριο ΕΦΚΑ Απρίλιος 2026 {who}.pdf", A, "Finance", 34, lambda r, dt, afm=afm: (
            "e-EFKA - ATOMIKO EIDOPOIITIRIO EISFORON MI MISTHOTON\n"
            f"AMKA/AFM {afm} - Minas anaforas: 04/2026 - Asfalistiki katigoria: 1i\n"
            "Kyria syntaxi: 155,00 - Ygeionomiki perithalpsi: 55,00 - Epikouriki: 24,00 - Efapax: 26,00\n"
            f"Synolo: 260,00 EUR - Prothesmia pliromis: 31/05/2026 - RF{r.randint(10**15, 10**16 - 1)}\n"))
    add(f"{ef}/Ασφαλιστικό βιογραφικό Νίκου.pdf", A, "Finance", 238,
        "e-EFKA - ASFALISTIKO VIOGRAFIKO - PAPADAKIS NIKOLAOS\nTEBE/OAEE: 2009-2016 (kafe Limanaki, taverna)\n"
        "e-EFKA mi misthotoi: 2017 - simera - Synolo imeron asfalisis: 6.940\n")
    add(f"{ef}/Βεβαίωση εισφορών 2025.pdf", A, "Finance", 90,
        "e-EFKA - VEVAIOSI KATAVLITHEISON EISFORON 2025 - PAPADAKIS NIKOLAOS\nSynolo eisforon 2025: 3.120,00 EUR "
        "(ekpiptei apo to eisodima)\n")
    tr = f"{f}/Τράπεζα"
    for mon, age in (("Απρίλιος", 31),):
        add(f"{tr}/Πειραιώς κινήσεις {mon} 2026.pdf", A, "Finance", age, lambda r, dt: (
            "TRAPEZA PEIRAIOS - Katastasi kiniseon logariasmou\nLogariasmos: GR17 0171 5520 0065 5210 3377 104 - "
            "PAPADAKIS NIKOLAOS, PAPADAKI ELENI\n"
            + "\n".join(f"{_d(dt - timedelta(days=k * 3))} {t} {_eur(r, 20, 900)}" for k, t in enumerate(
                ("DEI logariasmos", "Metafora GEORGIOS PAPADAKIS enoikio", "Frontistirio Othisi", "Cosmote",
                 "Super Market Chalkiadakis", "EFKA eisfores", "Kaysima Shell Vryses")))
            + f"\nYpoloipo: {_eur(r, 2000, 9000)}\n"))
    add(f"{f}/Προϋπολογισμός σπιτιού 2026.xlsx", A, "Finance", 5,
        "Μήνας;ΔΕΗ σπίτι;Νερό;Cosmote;Ενοίκιο Γιώργου;Φροντιστήριο Κατερίνας;ΕΦΚΑ x2;Σούπερ μάρκετ\n"
        "Ιανουάριος;142;0;48;380;320;520;610\nΦεβρουάριος;168;0;48;380;320;520;590\nΜάρτιος;121;65;48;380;320;520;640\n"
        "Απρίλιος;96;0;48;380;320;520;700\nΜάιος;88;0;48;380;450;520;720\n")
    add("Έγγραφα/Οδηγός φορολογικής δήλωσης 2026 ΑΑΔΕ.pdf", R, "Finance", 78,
        "AADE - ODIGOS SYMPLIROSIS DILOSIS E1 - Forologiko etos 2025\nKodikoi 003-004 exartomena meli, 049-050 "
        "ilektronikes dapanes, 301-302 misthoi, 401-402 epixeirimatiki drastiriotita, 331-332 agrotiko eisodima.\n")
    # Archive Finance: the 2016 loan
    dl = "Έγγραφα/Παλιά/Δάνειο Πειραιώς 2016"
    add(f"{dl}/Σύμβαση δανείου 2016.pdf", X, "Finance", 3620,
        "TRAPEZA PEIRAIOS - SYMVASI EPAGGELMATIKOU DANEIOU No 5520/016/884\n"
        "Daneiolitis: PAPADAKIS NIK. & SIA O.E. - Eggyitis: PAPADAKI ELENI\n"
        "Poso: 45.000 EUR - Skopos: exoplismos neas tavernas kai domation - Diarkeia 7 eti - Epitokio Euribor + 4,25%\n"
        "Exasfalisi: prosimeiosi ypothikis 50.000 EUR epi tou akinitou Kalyvon\n")
    add(f"{dl}/Πρόγραμμα αποπληρωμής.xlsx", X, "Finance", 3600,
        "Δόση;Ημερομηνία;Κεφάλαιο;Τόκος;Υπόλοιπο\n1;30/09/2016;480;159;44.520\n2;31/10/2016;482;157;44.038\n"
        "...;...;...;...;...\n84;31/08/2023;636;2;0\n")
    add(f"{dl}/Βεβαίωση εξόφλησης 2023.pdf", X, "Finance", 1005,
        "TRAPEZA PEIRAIOS - VEVAIOSI EXOFLISIS\nTo daneio 5520/016/884 tis PAPADAKIS NIK. & SIA O.E. exoflithike olosxeros "
        "stis 31/08/2023. Den yparxei ofeili. Synainoume stin arsi tis prosimeiosis.\n")
    add(f"{dl}/Άρση προσημείωσης.pdf", X, "Finance", 950,
        "YPOTHIKOFYLAKEIO VAMOU - Praxi arsis prosimeiosis ypothikis No 1122/2023\nAkinito Kalyvon - dikaiouxos "
        "PAPADAKIS NIKOLAOS - i prosimeiosi yper TRAPEZAS PEIRAIOS aireitai.\n")

    # ------------------------------------------------------------ Έγγραφα/Σπίτι (Areas Home)
    h = "Έγγραφα/Σπίτι"
    for mon, age in (("Απρίλιος", 24), ("Φεβρουάριος", 84)):
        add(f"{h}/ΔΕΗ λογαριασμός {mon} 2026.pdf", A, "Home", age, lambda r, dt: (
            "DEI - Logariasmos ilektrikis energeias - Oikiako timologio G1\n"
            "Pelatis: PAPADAKIS NIKOLAOS - Dieythynsi paroxis: 25is Martiou 14, Kalyves Apokoronou\n"
            f"Arithmos paroxis: 3 89012345-01 2 - Katanalosi: {r.randint(380, 900)} kWh\n"
            f"Poso pliromis: {_eur(r, 80, 190)} - Liksi: {_d(dt + timedelta(days=20))}\n"))
    add(f"{h}/ΔΕΥΑ Αποκορώνου νερό Α τετράμηνο 2026.pdf", A, "Home", 39, lambda r, dt: (
        "DEYA APOKORONOU - Logariasmos ydreysis-apochetefsis - A' tetramino 2026\n"
        f"Katanalotis: PAPADAKIS NIKOLAOS - Kalyves - Ydrometro 0045512\nKatanalosi: {r.randint(25, 60)} m3 - "
        f"Poso: {_eur(r, 45, 95)}\n"))
    add(f"{h}/Cosmote λογαριασμός Μάιος 2026.pdf", A, "Home", 10, lambda r, dt: (
        "COSMOTE - Logariasmos - Internet Fiber 100 Mbps + Stathero\n"
        f"Syndromitis: PAPADAKIS NIKOLAOS - Arithmos 28250 31 118 - Poso: {_eur(r, 44, 52)}\n"))
    add(f"{h}/Ασφάλεια κατοικίας Ευρωπαϊκή Πίστη 2026.pdf", A, "Home", 152, lambda r, dt: (
        "EYROPAIKI PISTI (Allianz) - ASFALISTIRIO KATOIKIAS No 71.442.880\n"
        "Asfalismenos: PAPADAKIS NIKOLAOS - Katoikia Kalyves 128 t.m., kataskeyi 1998\n"
        "Kalypseis: pyras, seismos, plimmyra, thraysi krystallon, astiki eythyni\n"
        f"Asfalisteo kefalaio ktiriou 140.000 EUR - Etisio asfalistro {_eur(r, 280, 390)}\n"))
    add(f"{h}/Συντήρηση ηλιακού.pdf", A, "Home", 203,
        "ILIAKOI KRITIS - Deltio service\nKatharismos syllekton, allagi anodiou magnisiou, elegxos thermostati - 65 EUR\n"
        "Pelatis: Papadakis, Kalyves\n")
    add(f"{h}/Πετρέλαιο θέρμανσης Νοέμβριος 2025.pdf", A, "Home", 198, lambda r, dt: (
        "PRATIRIO KAYSIMON VRYSES - Apodeixi lianikis\n"
        f"Petrelaio thermansis 500 lt x 1,12 - Synolo {_eur(r, 540, 580)} - Paradosi Kalyves\n"))
    add(f"{h}/Κλιματιστικά - service.txt", A, "Home", 41,
        "ΚΛΙΜΑΤΙΣΤΙΚΑ ΣΠΙΤΙΟΥ\nσαλόνι LG 12άρι — καθάρισμα 18/4, ΟΚ\nκρεβατοκάμαρα Inventor 9άρι — στάζει νερό, "
        "να ξανάρθει ο Μπαδιέρης\nδωμάτιο Κατερίνας — αλλαγή τηλεχειριστηρίου\n")
    add(f"{h}/Εγχειρίδια/Κλιματιστικό LG Dual Inverter manual.pdf", R, "Home", 900,
        "LG DUAL INVERTER - Owner's manual - Air conditioner\nSafety instructions, remote control, cleaning the filter, "
        "troubleshooting: CH05 communication error.\n")
    add(f"{h}/Εγχειρίδια/Πλυντήριο Bosch Serie 6 οδηγίες.pdf", R, "Home", 1200,
        "BOSCH Serie 6 - WAT28400GR - Odigies chrisis plyntiriou rouchon\nProgrammata, katharismos filtrou antlias, "
        "endeixeis vlavon E18 apochetefsi.\n")
    add(f"{h}/Εγχειρίδια/Καυστήρας Riello εγχειρίδιο.pdf", R, "Home", 1500,
        "RIELLO - Kaystiras petrelaiou RG2 - Egcheiridio egkatastasis kai syntirisis\n")

    # ------------------------------------------------------------ Έγγραφα/Υγεία (Areas Health)
    y = "Έγγραφα/Υγεία"
    add(f"{y}/Νίκος/Αιματολογικές Μάρτιος 2026.pdf", A, "Health", 74, lambda r, dt: (
        "DIAGNOSTIKO KENTRO CHANION - Apotelesmata exetaseon\nAsthenis: PAPADAKIS NIKOLAOS - 52 eton\n"
        f"Choleristerini oliki: {r.randint(225, 260)} mg/dl (<200) - LDL: {r.randint(150, 175)} (<130) - HDL: 44\n"
        f"Trigliseridia: {r.randint(160, 210)} - Glykozi: {r.randint(98, 112)} - HbA1c 5,8% - Ouriko oxy 7,4\n"))
    add(f"{y}/Νίκος/Καρδιολόγος γνωμάτευση.pdf", A, "Health", 69,
        "Dr. G. CHALKIADAKIS - Kardiologos - Chania\nIATRIKI GNOMATEYSI - PAPADAKIS NIKOLAOS\n"
        "Arteriaki ypertasi stadiou 1, dyslipidaimia. Ypersixografima kardias: fysiologiko, EF 60%.\n"
        "Agogi: amlodipini 5 mg, rosouvastatini 10 mg. Dieta, perpatima. Epanelegxos se 6 mines.\n")
    add(f"{y}/Νίκος/Πίεση μετρήσεις 2026.xlsx", A, "Health", 2, lambda r, dt: (
        "Ημερομηνία;Πρωί;Βράδυ;Σφυγμοί\n"
        + "\n".join(f"{dd:02d}/05/2026;{r.randint(128, 146)}/{r.randint(82, 94)};{r.randint(125, 140)}/{r.randint(80, 90)};"
                    f"{r.randint(66, 82)}" for dd in range(1, 31, 2))))
    add(f"{y}/Νίκος/Μαγνητική γόνατο.pdf", A, "Health", 112,
        "MRI KENTRO CHANION - Magnitiki tomografia aristerou gonatos\nAsthenis: PAPADAKIS NIKOLAOS\n"
        "Rixi opisthiou keratos eso minikou, ilapia chondropatheia. Protasi: orthopaidiki ektimisi.\n")
    add(f"{y}/Ελένη/Μαστογραφία 2025.pdf", A, "Health", 262,
        "AKTINOLOGIKO KENTRO CHANION - Psifiaki mastografia\nAsthenis: PAPADAKI ELENI - 49 eton\n"
        "Symperasma: BI-RADS 1 - arnitiko. Epanelegxos se 1 etos.\n")
    add(f"{y}/Ελένη/Υπέρηχος θυρεοειδούς.pdf", A, "Health", 181,
        "Ypersixografima thyreoeidous - PAPADAKI ELENI\nMikros ozos 6 mm dexios lovos, aplos. Epanelegxos se 12 mines me TSH.\n")
    add(f"{y}/Κατερίνα/Ορθοδοντικός πλάνο πληρωμών.pdf", A, "Health", 301,
        "ORTHODONTIKO IATREIO M. KONDYLAKI - Chania\nAsthenis: PAPADAKI AIKATERINI\n"
        "Sxedio therapeias: akinitoi michanismoi 24 mines - Kostos 2.800 EUR - 14 doses x 200 EUR\n")
    add(f"{y}/Γιαγιά/Διαβητολόγος γιαγιά.pdf", A, "Health", 49,
        "DIAVITOLOGIKO IATREIO - Dr. A. Markaki - Chania\nAsthenis: PAPADAKI EIRINI - 81 eton\n"
        "Sakx. diavitis typou 2 - HbA1c 7,4%. Metformini 850 x2, lingliptini 5 mg. Elegxos podiou ana 6 mines.\n")
    add(f"{y}/Γιαγιά/Φάρμακα γιαγιάς.txt", A, "Health", 11,
        "ΦΑΡΜΑΚΑ ΓΙΑΓΙΑΣ ΡΗΝΗΣ (να ανανεώνεται η συνταγή κάθε μήνα στον Δρ. Μανωλάκη)\n"
        "Πρωί: Glucophage 850, Trajenta 5, Norvasc 5\nΒράδυ: Glucophage 850, Lipitor 20\nΚάθε Δευτέρα: μέτρηση σακχάρου\n")
    add(f"{y}/Συνταγές ΗΔΙΚΑ/e-συνταγή Νίκος Μάιος.pdf", A, "Health", 16,
        "IDIKA - Ilektroniki syntagografisi - SYNTAGI\nAsfalismenos: PAPADAKIS NIKOLAOS - AMKA 0707740xxxx - EOPYY\n"
        "Amlodipine 5mg x 30 - Rosuvastatin 10mg x 30 - Epanalamvanomeni 3 minon\n")
    add(f"{y}/Διατροφή για χοληστερίνη.pdf", R, "Health", 68,
        "Elliniki Kardiologiki Etaireia - Diatrofi kai choleristerini\nMesogeiaki dieta, ladi elias, ospria 2 fores tin "
        "evdomada, psari, periorismos allantikon kai tyrion, perpatima 30 lepta.\n")

    # ------------------------------------------------------------ Έγγραφα/Αυτοκίνητα (Areas Vehicles)
    v = "Έγγραφα/Αυτοκίνητα"
    add(f"{v}/Hyundai i30/ΚΤΕΟ 2025 Hyundai.pdf", A, "Vehicles", 251,
        "KTEO CHANION - DELTIO TECHNIKOU ELEGXOU OCHIMATOS\nAr. kykloforias XNK 2314 - Hyundai i30 1.4 - 2017\n"
        "Apotelesma: EPITYCHIS - Epomenos elegxos: 09/2027\n")
    add(f"{v}/Hyundai i30/Ασφάλεια Hyundai Interamerican 2026.pdf", A, "Vehicles", 101, lambda r, dt: (
        "INTERAMERICAN - Asfalistirio oximatos\nXNK 2314 Hyundai i30 - Katoxos PAPADAKIS NIKOLAOS\n"
        f"Astiki eythyni, odiki voitheia, thraysi krystallon - Examiniaio asfalistro {_eur(r, 150, 210)}\n"))
    add(f"{v}/Doblo/ΚΤΕΟ Doblo 2026.pdf", A, "Vehicles", 46,
        "KTEO CHANION - Deltio technikou elegxou - Fiat Doblo Cargo 1.3 Multijet - XNE 7702 - 2011\n"
        "Apotelesma: EPITYCHIS me paratiriseis (fthora elastikon piso) - Epomenos elegxos 05/2027\n")
    add(f"{v}/Doblo/Ασφάλεια Doblo 2026.pdf", A, "Vehicles", 122,
        "INTERLIFE - Asfalistirio epaggelmatikou oximatos - XNE 7702 Fiat Doblo - PAPADAKIS NIK. & SIA O.E.\n"
        "Astiki eythyni - Examiniaio 168,00 EUR\n")
    add(f"{v}/Doblo/Συμπλέκτης Doblo.pdf", A, "Vehicles", 211,
        "SYNERGEIO M. PATERAKIS - Vryses\nTimologio: allagi syblekti kai volan Fiat Doblo XNE 7702 - 780,00 EUR\n")
    add(f"{v}/Τέλη κυκλοφορίας 2026.pdf", A, "Vehicles", 162,
        "AADE - TELI KYKLOFORIAS 2026\nXNK 2314 (Hyundai i30): 120,00 EUR\nXNE 7702 (Fiat Doblo): 140,00 EUR\n")
    add(f"{v}/Hyundai i30 εγχειρίδιο κατόχου.pdf", R, "Vehicles", 1400,
        "HYUNDAI i30 - Owner's manual - Egcheiridio katoxou\nDashboard warning lights, tyre pressure 2.3 bar, "
        "service intervals 15.000 km.\n")
    nv = f"{v}/Νέο βαν 2026"
    add(f"{nv}/Προσφορά Citroen Berlingo Van.pdf", P, "Vehicles", 36,
        "CITROEN - AUTOKINISEIS KRITIS - Chania\nPROSFORA: Citroen Berlingo Van M 1.5 BlueHDi 100 - leyko - 3 theseis\n"
        "Timi lianikis: 24.900 EUR - Ekptosi: 1.500 EUR - Antallagi Fiat Doblo 2011: 3.000 EUR\nParadosi: 6 evdomades\n")
    add(f"{nv}/Προσφορά Peugeot Partner μεταχειρισμένο.pdf", P, "Vehicles", 31,
        "AUTO CHANIA - Metaxeirismena epaggelmatika\nPeugeot Partner 1.6 HDi 2019 - 98.000 km - 14.500 EUR - "
        "egguisi 12 minon\n")
    add(f"{nv}/Σύγκριση βαν.xlsx", P, "Vehicles", 11,
        "Όχημα;Τιμή €;Χλμ;Εγγύηση;Μηνιαία δόση leasing;Σχόλια\nCitroen Berlingo Van 1.5 καινούργιο;23.400;0;5 χρόνια;"
        "410;με ψυγείο +2.800\nPeugeot Partner 2019;14.500;98.000;1 χρόνος;—;μετρητά + δάνειο\n"
        "Fiat Doblo 2026 (Χαλκιαδάκης);25.100;0;2 χρόνια;445;\n")
    add(f"{nv}/Leasing πρόταση Πειραιώς.pdf", P, "Vehicles", 21,
        "PEIRAIOS LEASING - Protasi chrimatodotikis misthosis\nMisthotis: PAPADAKIS NIK. & SIA O.E.\n"
        "Antikeimeno: Citroen Berlingo Van 1.5 - axia 23.400 EUR + FPA - Diarkeia 60 mines - Misthoma 410 EUR + FPA\n"
        "Ypoloipi axia 1 EUR\n")
    add(f"{nv}/Τι αξίζει το Doblo.txt", P, "Vehicles", 16,
        "DOBLO 2011 — 212.000 χλμ\nΑντιπροσωπεία Citroen δίνει 3.000 για αντάλλαγμα\ncar.gr παρόμοια: 3.500-4.200\n"
        "ο Παντελής από Βρύσες το θέλει για 3.800, μετρητά — να το πούμε στην Ελένη\n")
    add(f"{nv}/Απάντηση Citroen για ψυγείο.eml", P, "Vehicles", 5, lambda r, dt: _eml(
        "Κώστας Λιονάκης <k.lionakis@autokiniseis-kritis.gr>", TAV_MAIL, "RE: Berlingo με ψυκτικό θάλαμο", dt,
        "Κύριε Παπαδάκη,\n\nη μετατροπή σε ισοθερμικό με ψυκτικό μηχάνημα (ATP) κοστίζει 2.800 € + ΦΠΑ και γίνεται "
        "στο Ηράκλειο σε 10 ημέρες. Με την αντάλλαγή του Doblo η τελική τιμή διαμορφώνεται στις 23.200 € + ΦΠΑ.\n"
        "Μπορούμε να κλείσουμε παράδοση αρχές Ιουλίου.\n\nΚ. Λιονάκης", "lion.berl@autokiniseis-kritis.gr"))
    photo(f"{nv}/Berlingo στην αντιπροσωπεία.jpg", P, "Vehicles", 28)
    ol = "Έγγραφα/Παλιά/Opel Astra"
    add(f"{ol}/Πωλητήριο Opel Astra 2021.pdf", X, "Vehicles", 1760,
        "DILOSI POLISIS OCHIMATOS - Opel Astra 1.4 2006 - XNB 4417\nPolitis: PAPADAKIS NIKOLAOS - Agorastis: "
        "MARKAKIS STYLIANOS - Timima 2.300 EUR - 14/07/2021\n")
    add(f"{ol}/Αγγελία car.gr Opel.txt", X, "Vehicles", 1790,
        "Πωλείται Opel Astra 1.4 16V, 2006, 186.000 χλμ, ΚΤΕΟ έως 2022, κλιματισμός, γκαραζωμένο. 2.500 € συζητήσιμη. "
        "Τηλ. 6944 218 307 Νίκος, Καλύβες.\n")
    photo(f"{ol}/opel.jpg", X, "Vehicles", 1795)

    # ------------------------------------------------------------ Έγγραφα/Παιδιά (Education)
    k = "Έγγραφα/Παιδιά/Κατερίνα/Πανελλήνιες 2026"
    add(f"{k}/Πρόγραμμα εξετάσεων Πανελλαδικών 2026.pdf", P, "Education", 101,
        "YPOURGEIO PAIDEIAS - PROGRAMMA PANELLADIKON EXETASEON GEL 2026 - Imerisia\n"
        "Paraskevi 29/05: Neoelliniki Glossa kai Logotechnia (ola ta pedia)\nDeytera 01/06: Fysiki (OPS Thetikon & Ygeias)\n"
        "Tetarti 03/06: Chimeia\nParaskevi 05/06: Viologia (OPS Ygeias)\nDeytera 08/06: Mathimatika\n"
        "Anakoinosi vathmologion: telos Iouniou - Michanografiko: Ioulios\n")
    add(f"{k}/Δελτίο εξεταζομένου Κατερίνα.pdf", P, "Education", 39,
        "DELTIO EXETAZOMENOU - PANELLADIKES EXETASEIS 2026\nPAPADAKI AIKATERINI tou NIKOLAOU - GEL Vamou - "
        "Kodikos ypopsifiou 74120833\nOmada prosanatolismou: Spoudon Ygeias - 2o pedio\n"
        "Exetastiko kentro: 1o GEL Chanion\n")
    add(f"{k}/Φροντιστήριο Ώθηση δίδακτρα 2025-26.pdf", P, "Education", 252,
        "FRONTISTIRIO OTHISI - Chania - Enimerosi didaktron 2025-2026\nMathitria: PAPADAKI AIKATERINI - G Lykeiou Ygeias\n"
        "Mathimata: Viologia, Chimeia, Fysiki, Neoellinika - 16 ores evdomadiaia\n"
        "Didaktra: 320 EUR/mina x 10 - Epanaliptika Maiou: 450 EUR\n")
    add(f"{k}/Φροντιστήριο πληρωμές.xlsx", P, "Education", 19,
        "Μήνας;Ποσό €;Πληρώθηκε;Απόδειξη\nΣεπτέμβριος;320;ΝΑΙ;441\nΟκτώβριος;320;ΝΑΙ;498\nΝοέμβριος;320;ΝΑΙ;560\n"
        "Δεκέμβριος;320;ΝΑΙ;611\nΙανουάριος;320;ΝΑΙ;673\nΦεβρουάριος;320;ΝΑΙ;720\nΜάρτιος;320;ΝΑΙ;788\n"
        "Απρίλιος;320;ΝΑΙ;841\nΜάιος (επαναληπτικά);450;ΟΧΙ;\n")
    add(f"{k}/Μόρια υπολογισμός σχολές.xlsx", P, "Education", 13,
        "Σχολή;Βάση 2025;Συντελεστές;Μόρια Κατερίνας (στόχος)\nΙατρική Κρήτης;19.240;Βιολ 0,4 Χημ 0,3;18.600\n"
        "Φαρμακευτική ΑΠΘ;17.880;;18.600\nΝοσηλευτική ΕΛΜΕΠΑ Ηράκλειο;14.250;;18.600\n"
        "Βιολογίας Κρήτης;17.120;;18.600\nΔιαιτολογίας ΕΛΜΕΠΑ Σητεία;13.900;;18.600\n")
    add(f"{k}/Μηχανογραφικό ιδέες Κατερίνα.docx", P, "Education", 8,
        "ΜΗΧΑΝΟΓΡΑΦΙΚΟ — ΙΔΕΕΣ (Κατερίνα + μπαμπάς)\n1. Ιατρική Κρήτης (Ηράκλειο) — όνειρο\n2. Φαρμακευτική Πατρών / ΑΠΘ "
        "(να είναι με τον Γιώργο στη Θεσσαλονίκη)\n3. Βιολογίας Κρήτης\n4. Νοσηλευτική ΕΛΜΕΠΑ\n"
        "Να μην βάλουμε σχολές που δεν θέλει να πάει! Υποβολή μηχανογραφικού Ιούλιο.\n")
    add(f"{k}/Επαναληπτικά Μαΐου.eml", P, "Education", 26, lambda r, dt: _eml(
        "Φροντιστήριο Ώθηση <info@frontistirio-othisi.gr>", NIK_MAIL, "Πρόγραμμα επαναληπτικών διαγωνισμάτων Μαΐου", dt,
        "Αγαπητοί γονείς,\n\nσας στέλνουμε το πρόγραμμα των επαναληπτικών διαγωνισμάτων για τους υποψηφίους των "
        "Πανελλαδικών 2026: Βιολογία 4/5, Χημεία 6/5, Φυσική 8/5, Νεοελληνική Γλώσσα 11/5. Η αίθουσα θα είναι "
        "ανοιχτή για διάβασμα καθημερινά 9:00-21:00 έως τις εξετάσεις.\n\nΚαλή επιτυχία!", "othisi.epan@frontistirio-othisi.gr"))
    add(f"{k}/Μεταφορές στο εξεταστικό.txt", P, "Education", 6,
        "ΠΑΝΕΛΛΗΝΙΕΣ — ΠΟΙΟΣ ΠΑΕΙ ΤΗΝ ΚΑΤΕΡΙΝΑ (1ο ΓΕΛ Χανίων, να είναι 7:30 εκεί)\n29/5 Παρ — Νίκος\n1/6 Δευ — Ελένη\n"
        "3/6 Τετ — Νίκος\n5/6 Παρ — θεία Άννα\n8/6 Δευ — Νίκος\nΝα έχει ταυτότητα + δελτίο εξεταζομένου + μπλε στυλό!\n")
    ks = "Έγγραφα/Παιδιά/Κατερίνα/Σχολείο"
    add(f"{ks}/Έλεγχος προόδου Α τετράμηνο.pdf", A, "Education", 138,
        "GENIKO LYKEIO VAMOU - ELEGXOS PROODOU A' TETRAMINOU 2025-26\nMathitria: PAPADAKI AIKATERINI - G' taxi - tmima G2\n"
        "Neoelliniki Glossa 18 - Viologia 19 - Chimeia 18 - Fysiki 17 - Mathimatika 17 - Istoria 19\n"
        "Apousies: 12 (dikaiologimenes 8)\n")
    add(f"{ks}/Υπεύθυνη δήλωση εκδρομή.docx", A, "Education", 229,
        "ΥΠΕΥΘΥΝΗ ΔΗΛΩΣΗ ΓΟΝΕΑ (άρθρο 8 Ν.1599/1986)\nΟ κάτωθι Νικόλαος Παπαδάκης, κηδεμόνας της μαθήτριας Αικατερίνης "
        "Παπαδάκη (Γ2), δηλώνω ότι επιτρέπω τη συμμετοχή της στην εκπαιδευτική εκδρομή του ΓΕΛ Βάμου στο Ρέθυμνο "
        "(Φορτέτσα, Αρκάδι) στις 24/10/2025.\n")
    gg = "Έγγραφα/Παιδιά/Γιώργος"
    add(f"{gg}/Μισθωτήριο Θεσσαλονίκη.pdf", A, "Education", 272,
        "AADE - Dilosi pliroforiakon stoixeion misthosis akinitis periousias - Apodeixi\n"
        "Ekmisthotria: PAPADOPOULOU KYRIAKI - Misthotis: PAPADAKIS GEORGIOS tou NIKOLAOU\n"
        "Akinito: Agiou Dimitriou 152, 54633 Thessaloniki - diamerisma 38 t.m. - 380 EUR/mina\n"
        "Diarkeia: 01/09/2025 - 31/08/2026 - Foititiki katoikia\n")
    add(f"{gg}/Στεγαστικό επίδομα φοιτητών 2025 αίτηση.pdf", A, "Education", 231,
        "YPOURGEIO PAIDEIAS - stegastiko.minedu.gov.gr - AITISI FOITITIKOU STEGASTIKOU EPIDOMATOS 2025\n"
        "Foititis: PAPADAKIS GEORGIOS - AUTh, Tmima Georgias - PMS Aeiforiki Georgia\nGoneas: PAPADAKIS NIKOLAOS\n"
        "Poso: 1.500 EUR - katastasi: egkrithike\n")
    add(f"{gg}/Έξοδα Γιώργου 2026.xlsx", A, "Education", 5,
        "Μήνας;Ενοίκιο;Κοινόχρηστα;Χαρτζιλίκι;Σύνολο\nΙανουάριος;380;35;250;665\nΦεβρουάριος;380;42;250;672\n"
        "Μάρτιος;380;30;250;660\nΑπρίλιος;380;28;300;708\nΜάιος;380;25;250;655\n")
    add(f"{gg}/Βεβαίωση σπουδών ΑΠΘ 2025-26.pdf", A, "Education", 240,
        "ARISTOTELEIO PANEPISTIMIO THESSALONIKIS - Scholi Georgoponias, Dasologias kai Fysikou Perivallontos\n"
        "VEVAIOSI: O PAPADAKIS GEORGIOS einai metaptychiakos foititis tou PMS Aeiforiki Georgia, A' etos 2025-26.\n")
    add(f"{gg}/ΠΜΣ τέλη φοίτησης Β δόση.pdf", A, "Education", 89,
        "AUTh - PMS AEIFORIKI GEORGIA - Eidopoiisi pliromis telon foitisis\nPAPADAKIS GEORGIOS - B' dosi 750 EUR - "
        "katathesi se logariasmo ELKE AUTh\n")
    dot(f"{gg}/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 40, 230)
    gp = "Έγγραφα/Παιδιά/Γιώργος/Πανελλήνιες 2020"
    add(f"{gp}/Βαθμολογίες Γιώργου 2020.pdf", X, "Education", 2170,
        "YPOURGEIO PAIDEIAS - Vathmologies Panelladikon 2020\nPAPADAKIS GEORGIOS - GEL Vamou - OPS Thetikon Spoudon\n"
        "Fysiki 16,8 - Chimeia 17,2 - Mathimatika 15,4 - Neoellinika 16,5 - Moria 1o pedio: 15.912\n")
    add(f"{gp}/Μηχανογραφικό 2020 τελικό.pdf", X, "Education", 2150,
        "MICHANOGRAFIKO DELTIO 2020 - Apodeixi - PAPADAKIS GEORGIOS\n1. Georgoponias AUTh 2. Georgoponias Athinas "
        "3. Georgias PAPEL 4. Geoponias ELMEPA\n")
    add(f"{gp}/Επιτυχόντες Γεωπονική ΑΠΘ.pdf", X, "Education", 2110,
        "AUTh - Onomastiki katastasi epitychonton 2020 - Tmima Georgias\n... PAPADAKIS GEORGIOS tou NIKOLAOU ...\n")
    add("Λήψεις/themata_viologia_2025.pdf", R, "Education", 70,
        "PANELLADIKES EXETASEIS 2025 - Viologia Prosanatolismou - Themata\nTHEMA A: A1. O genetikos kodikas einai... "
        "THEMA B: B1. Na antistoichisete tous orous...\n")
    add("Λήψεις/vaseis_eisagogis_2025.pdf", R, "Education", 66,
        "VASEIS EISAGOGIS 2025 - 2o Pedio Epistimes Ygeias\nIatriki Kritis 19.240 - Iatriki AUTh 19.310 - "
        "Farmakeytiki AUTh 17.880 - Viologias Kritis 17.120 - Nosileytikis ELMEPA 14.250\n")

    # ------------------------------------------------------------ Γάμος Μαρίας (Projects Family)
    w = "Έγγραφα/Γάμος Μαρίας Σεπτ 2026"
    add(f"{w}/Λίστα καλεσμένων μας.xlsx", P, "Family", 20,
        "Όνομα;Άτομα;Από;Κρεβάτι;Επιβεβαίωση\nΟικ. Ανδρέα Παπαδάκη;4;Αθήνα;Δωμάτιο 2;ΝΑΙ\nΟικ. Μανούσου (πεθερός);2;Κίσσαμος;—;ΝΑΙ\n"
        "Γιώργος + φίλη;2;Θεσσαλονίκη;σπίτι;ΝΑΙ\nΘεία Ρίτσα;1;Ρέθυμνο;Δωμάτιο 3;\nΚουμπάροι Φραγκιαδάκη;4;Χανιά;—;\n")
    add(f"{w}/~$στα καλεσμένων μας.xlsx", L, "System", 1, _lock())
    add(f"{w}/Προσφορά κομπανίας λύρα.pdf", P, "Family", 44,
        "MANOLIS CHAIRETIS & KOMPANIA - Kritiki mousiki - Lyra, laouta, kithara\nProsfora gia gamo 12/09/2026 - "
        "Ktima Elaionas Armenon\n4 mousikoi + ichos - 21:00 eos 04:00 - 2.800 EUR (prokatavoli 800)\n")
    add(f"{w}/Προσφορά κτήμα δεξίωση.pdf", P, "Family", 61,
        "KTIMA ELAIONAS ARMENON - Dexioseis gamou\nProsfora: Vasilaki Maria - Archontakis Stelios - Savvato 12/09/2026\n"
        "Menou kritiko, 250 atoma x 42 EUR - pota xoris krasi (to krasi to fernei o nonos)\n")
    add(f"{w}/Προϋπολογισμός γάμου - μοιρασιά.xlsx", P, "Family", 12,
        "Έξοδο;Ποσό €;Ποιος πληρώνει\nΚτήμα (250 x 42);10.500;Άννα & Στέλιος γονείς\nΚομπανία λύρα;2.800;Νίκος (δώρο νονού)\n"
        "Κρασί 300 λίτρα + τσικουδιά;1.350;Νίκος\nΣτολισμός εκκλησίας;900;Άννα\nΜπομπονιέρες 250;1.000;Ελένη & Άννα\n"
        "Φωτογράφος;1.600;νύφη-γαμπρός\n")
    add(f"{w}/Προσκλητήριο σχέδιο.docx", P, "Family", 36,
        "Μαρία Βασιλάκη — Στέλιος Αρχοντάκης\nΣας προσκαλούμε στο γάμο μας το Σάββατο 12 Σεπτεμβρίου 2026, ώρα 18:30, "
        "στον Ιερό Ναό Αγίου Νικολάου Καλυβών.\nΗ δεξίωση θα ακολουθήσει στο Κτήμα Ελαιώνας στους Αρμένους.\n")
    add(f"{w}/Προσκλητήριο σχέδιο v2 τελικό.docx", P, "Family", 28,
        "Μαρία Βασιλάκη & Στέλιος Αρχοντάκης\nΜε χαρά σας προσκαλούμε στο γάμο μας\nΣάββατο 12 Σεπτεμβρίου 2026, 18:30\n"
        "Ιερός Ναός Αγίου Νικολάου, Καλύβες\nΟι γονείς: Γιάννης & Άννα Βασιλάκη — Μιχάλης & Ευτυχία Αρχοντάκη\n"
        "Ο κουμπάρος: Νικόλαος Παπαδάκης\n")
    add(f"{w}/Στολισμός εκκλησίας Άννα.eml", P, "Family", 9, lambda r, dt: _eml(
        "Άννα Βασιλάκη <anna.vasilaki@hotmail.com>", NIK_MAIL, "Στολισμός εκκλησίας και κρασί", dt,
        "Νίκο μου,\n\nμίλησα με την ανθοπώλισσα στον Βάμο, θέλει 900 € για τον στολισμό (λευκά τριαντάφυλλα και ελιά). "
        "Θα το πληρώσω εγώ. Εσύ κλείσε οριστικά τον Χαιρέτη, η Μαρία τον θέλει σίγουρα. Για το κρασί, 300 λίτρα "
        "φτάνουν; Ο Στέλιος λέει θα έρθουν 60 άτομα από τα Σφακιά...\n\nΦιλιά, Άννα", "anna.gamos@hotmail.com"))
    add(f"{w}/Μπομπονιέρες ιδέες.txt", P, "Family", 22,
        "ΜΠΟΜΠΟΝΙΕΡΕΣ — 250 τεμ.\nιδέα 1: μικρό μπουκαλάκι λάδι από τις ελιές μας με ετικέτα Μ&Σ 12.9.26 (Ελένη)\n"
        "ιδέα 2: κουφέτα σε πουγκί από λινάτσα\nκόστος λαδιού: 250 x 40ml = 10 λίτρα — το έχουμε!\n")
    add(f"{w}/Δωμάτια για καλεσμένους.txt", P, "Family", 16,
        "ΚΑΛΕΣΜΕΝΟΙ ΑΠΟ ΕΞΩ — ύπνος 10-14/9\nΑνδρέας + 3: δικά μας δωμάτια 2 (κρατημένο, χωρίς χρέωση)\n"
        "Θεία Ρίτσα: δωμάτιο 3\nΣφακιανοί του Στέλιου: ξενοδοχείο Kalyves Beach — τα κανονίζει ο γαμπρός\n")
    photo(f"{w}/ιδέα τούρτα.jpg", P, "Family", 25)
    # Areas Family: mother's papers
    m = "Έγγραφα/Οικογένεια/Μητέρα"
    add(f"{m}/Σύνταξη μητέρας βεβαίωση ΕΦΚΑ 2026.pdf", A, "Family", 60,
        "e-EFKA - VEVAIOSI SYNTAXIS - PAPADAKI EIRINI tou MICHAIL - t. OGA\nSyntaxi giratos + syntaxi chireias "
        "(metavivasi apo IOANNI PAPADAKI) - Miniaio kathari 742,18 EUR\n")
    add(f"{m}/Εξουσιοδότηση ΚΕΠ μητέρα.docx", A, "Family", 140,
        "ΕΞΟΥΣΙΟΔΟΤΗΣΗ\nΗ κάτωθι Ειρήνη Παπαδάκη του Μιχαήλ, κάτοικος Καλυβών, εξουσιοδοτώ τον γιο μου Νικόλαο Παπαδάκη "
        "να παραλαμβάνει για λογαριασμό μου βεβαιώσεις από τον e-ΕΦΚΑ και τη ΔΟΥ Χανίων και να υποβάλλει τη "
        "φορολογική μου δήλωση.\n(Βεβαίωση γνησίου υπογραφής — ΚΕΠ Βάμου)\n")
    add(f"{m}/Επίδομα θέρμανσης μητέρα.pdf", A, "Family", 170,
        "AADE - EPIDOMA THERMANSIS 2025-26 - PAPADAKI EIRINI - Apofasi - A dosi 145 EUR - pistosi 22/12/2025\n")
    add("Έγγραφα/Οικογένεια/Πιστοποιητικό οικογενειακής κατάστασης 2026.pdf", A, "Family", 42,
        "DIMOS APOKORONOU - PISTOPOIITIKO OIKOGENEIAKIS KATASTASIS (gov.gr)\nPAPADAKIS NIKOLAOS tou IOANNI - "
        "syzygos PAPADAKI ELENI - tekna: GEORGIOS (2002), AIKATERINI (2008)\n")
    # Archive Family: father's estate
    kl = "Έγγραφα/Οικογένεια/Κληρονομιά πατέρα"
    add(f"{kl}/Ληξιαρχική πράξη θανάτου.pdf", X, "Family", 1440,
        "LIXIARCHEIO DIMOU APOKORONOU - Lixiarchiki praxi thanatou\nPAPADAKIS IOANNIS tou NIKOLAOU - 79 eton - "
        "apebiose 06/05/2022 sto Nosokomeio Chanion\n")
    add(f"{kl}/Δήλωση φόρου κληρονομιάς.pdf", X, "Family", 1280,
        "AADE - DILOSI FOROU KLIRONOMIAS - Kliros: PAPADAKIS NIKOLAOS\nAgrotemaxia Kalyves (Vrysi) 9.800 t.m. kai "
        "Stylos (Lakkoi) 4.500 t.m. - 1/2 patrikis katoikias Kalyvon - Foros: 0 (A' katigoria, aforologito)\n")
    add(f"{kl}/Αποδοχή κληρονομιάς συμβόλαιο.pdf", X, "Family", 1190,
        "SYMVOLAIO APODOCHIS KLIRONOMIAS No 8.812 - Symvolaiografos E. Daskalaki\nApodechontai: PAPADAKIS NIKOLAOS, "
        "VASILAKI ANNA, PAPADAKI EIRINI (epikarpia)\n")
    add(f"{kl}/Μοιρασιά με Άννα.xlsx", X, "Family", 1230,
        "Ακίνητο;Νίκος;Άννα;Μητέρα\nΕλιές Βρύση;100%;—;επικαρπία\nΕλιές Λάκκοι;100%;—;—\nΠατρικό σπίτι Καλυβών;50%;50%;επικαρπία\n"
        "Οικόπεδο Αρμένων;—;100%;—\nΚαταθέσεις;50%;50%;—\n")
    add(f"{kl}/Μεταγραφή κτηματολόγιο.pdf", X, "Family", 1100,
        "KTIMATOLOGIO - Vevaiosi katachorisis - Aitisi 1450/2023 - Apodochi klironomias IOANNI PAPADAKI - "
        "oloklirothike 14/06/2023\n")

    # ------------------------------------------------------------ Έγγραφα/Ταξίδια (Archive Travel)
    tj = "Έγγραφα/Ταξίδια"
    add(f"{tj}/Ρώμη 2019/Aegean boarding pass CHQ-FCO.pdf", X, "Travel", 2420,
        "AEGEAN AIRLINES - BOARDING PASS\nPAPADAKIS/NIKOLAOS MR - A3 652 via ATH - Rome Fiumicino - 12NOV2019 - Seat 14C\n")
    add(f"{tj}/Ρώμη 2019/Hotel Santa Prassede booking.pdf", X, "Travel", 2440,
        "Booking.com - Booking confirmation - Hotel Santa Prassede, Via di Santa Prassede 25, Roma\n"
        "Guest: Nikos Papadakis - 12-16 November 2019 - 4 nights - Double room - EUR 412\n")
    add(f"{tj}/Ρώμη 2019/Πρόγραμμα Ρώμη.docx", X, "Travel", 2430,
        "ΡΩΜΗ 12-16/11 — Ελένη & Νίκος (επέτειος 25 χρόνων)\nΤετ: Κολοσσαίο, Φόρουμ\nΠεμ: Βατικανό (εισιτήρια 9:00)\n"
        "Παρ: Τραστέβερε, φαγητό Da Enzo\nΣαβ: Φοντάνα ντι Τρέβι, ψώνια\n")
    add(f"{tj}/Μετέωρα Νοέμβριος 2024/Μινωικές Γραμμές εισιτήρια.pdf", X, "Travel", 575,
        "MINOAN LINES - e-ticket - Chania (Souda) - Peiraias - 04/11/2024 21:00\nPAPADAKIS NIKOLAOS, PAPADAKI ELENI - "
        "Kabina 2 klinon esoteriki + IX Hyundai XNK 2314\n")
    add(f"{tj}/Μετέωρα Νοέμβριος 2024/Ξενοδοχείο Καλαμπάκα.pdf", X, "Travel", 577,
        "Hotel Kastraki - Kalambaka - Booking confirmation 5-8 November 2024 - Papadakis Nikos - 3 nights - 195 EUR\n")
    add(f"{tj}/Μετέωρα Νοέμβριος 2024/Διαδρομή.txt", X, "Travel", 578,
        "ΜΕΤΕΩΡΑ — Πειραιάς -> Λαμία -> Καλαμπάκα (4,5 ώρες)\nΜοναστήρια: Μεγάλο Μετέωρο, Βαρλαάμ, Αγ. Στέφανος (κλειστό Δευτέρα)\n"
        "Επιστροφή μέσω Δελφών 8/11, καράβι 9/11 βράδυ\n")
    add(f"{tj}/Θεσσαλονίκη Οκτ 2025/Airbnb Λαδάδικα.pdf", X, "Travel", 235,
        "Airbnb - Reservation confirmed - Studio in Ladadika, Thessaloniki - 18-22 Oct 2025 - Host Dimitra - 2 guests\n")
    add(f"{tj}/Θεσσαλονίκη Οκτ 2025/Τι θα πάρουμε στον Γιώργο.txt", X, "Travel", 240,
        "ΓΙΑ ΓΙΩΡΓΟ: λάδι 5λ, γραβιέρα, παξιμάδια, χειμωνιάτικα ρούχα, το καινούργιο πάπλωμα\n"
        "Πτήση Aegean Σάββατο 18/10 πρωί, επιστροφή Τετάρτη 22\n")
    add("Λήψεις/BoardingPass_A3_CHQ-SKG_18OCT.pdf", X, "Travel", 226,
        "AEGEAN - BOARDING PASS - PAPADAKI/ELENI MRS - A3 7115 Chania - Thessaloniki - 18OCT2025 - Seat 9A\n")

    # ------------------------------------------------------------ Συνταγές (Resources Cooking)
    sy = "Έγγραφα/Συνταγές"
    add(f"{sy}/Χοχλιοί μπουμπουριστοί.docx", R, "Cooking", 800,
        "ΧΟΧΛΙΟΙ ΜΠΟΥΜΠΟΥΡΙΣΤΟΙ\n1 κιλό χοχλιοί καθαρισμένοι, χοντρό αλάτι, ελαιόλαδο, ξύδι, δεντρολίβανο.\n"
        "Αλάτι στο τηγάνι, βάζουμε τους χοχλιούς μπρούμυτα 3-4 λεπτά, λάδι, σβήνουμε με ξύδι και δεντρολίβανο.\n")
    add(f"{sy}/Καλιτσούνια της μάνας.txt", R, "Cooking", 1500,
        "ΚΑΛΙΤΣΟΥΝΙΑ (της μάνας)\nΖύμη: 1 κιλό αλεύρι, 1 ποτήρι λάδι, 1 ποτήρι νερό, λίγη τσικουδιά, αλάτι.\n"
        "Γέμιση: 1 κιλό μυζήθρα, 1 αυγό, δυόσμος. Σχήμα αστεράκι, φούρνος 180° 30 λεπτά.\n")
    add(f"{sy}/Σφακιανές πίτες.docx", R, "Cooking", 950,
        "ΣΦΑΚΙΑΝΕΣ ΠΙΤΕΣ\nΑλεύρι, νερό, λάδι, τσικουδιά, αλάτι. Γέμιση μυζήθρα. Ανοίγουμε λεπτά και ψήνουμε σε αντικολλητικό "
        "χωρίς λάδι. Σερβίρουμε με μέλι θυμαρίσιο.\n")
    add(f"{sy}/Γαμοπίλαφο για 150 άτομα.txt", R, "Cooking", 700,
        "ΓΑΜΟΠΙΛΑΦΟ — για 150 άτομα (όπως το κάνει ο Μανούσος στα Σφακιά)\n15 κιλά κρέας (κόκορας + αρνί), 12 κιλά ρύζι "
        "καρολίνα, 1,5 κιλό στάκα βούτυρο, χυμός λεμονιού. Ζωμός 4 ώρες, ρύζι 18 λεπτά.\n")
    add(f"{sy}/Μπουρέκι χανιώτικο.docx", R, "Cooking", 640,
        "ΜΠΟΥΡΕΚΙ ΧΑΝΙΩΤΙΚΟ\nΚολοκυθάκια και πατάτες σε ροδέλες, μυζήθρα, δυόσμος, φύλλο κρούστας. Φούρνος 180° για 1 ώρα.\n")
    add(f"{sy}/Ντάκος παραλλαγές.txt", R, "Cooking", 410,
        "ΝΤΑΚΟΣ — κλασικός: κουκουβάγια κρίθινη, ντομάτα τριμμένη, μυζήθρα, ρίγανη, λάδι\n"
        "με χαρούπι παξιμάδι + ξινομυζήθρα, με κάπαρη και ελιές, με αυγοτάραχο (special)\n")
    add(f"{sy}/Staka me avga recipe EN.pdf", R, "Cooking", 300,
        "CRETAN STAKA WITH EGGS - recipe\nStaka is the cream skimmed from goat and sheep milk. Heat 200 g staka, add salt, "
        "when the butter separates crack 4 eggs on top and cook until set. Serve with bread.\n")
    add("Λήψεις/Κρητική κουζίνα - Μυρσίνη Λαμπράκη.epub", R, "Cooking", 330,
        _epub("Η κρητική κουζίνα", "Μυρσίνη Λαμπράκη", "el",
              "Συνταγές της Κρήτης: χόρτα, όσπρια, πίτες, κρέατα της γιορτής και γλυκά με μέλι και μυζήθρα."))

    # ------------------------------------------------------------ Μουσική (Resources Music)
    mu = "Μουσική"
    for art, title, alb, age in (("Νίκος Ξυλούρης", "Ανυπόταχτος", "Ριζίτικα", 2400),
                                 ("Ψαραντώνης", "Ερωτόκριτος", "Ερωτόκριτος", 1700),
                                 ("Βασίλης Σκουλάς", "Συρτός Χανιώτικος", "Αναστορήματα", 1200),
                                 ("Λουδοβίκος των Ανωγείων", "Ο Μπάλλος", "Ο Λουδοβίκος", 900),
                                 ("Θανάσης Σκορδαλός", "Πεντοζάλης", "Θανάσης Σκορδαλός - Τα καλύτερα", 900)):
        add(f"{mu}/{art}/{alb}/{art} - {title}.mp3", R, "Music", age,
            lambda r, dt, t=title, a=art, al=alb: _id3(r, t, a, al))
    add(f"{mu}/Μαντινάδες.txt", R, "Music", 180,
        "ΜΑΝΤΙΝΑΔΕΣ\nΤο κλήμα του Αποκόρωνα και του ελιού το λάδι / κάνουν τον άνθρωπο να ζει και να γελά σαν χάδι.\n"
        "Όσο κρατεί ο Ψηλορείτης χιόνι στην κορφή / θα τραγουδώ τον έρωτα σε λύρα και σε βιολί.\n")
    add(f"{mu}/Λύρα/Συρτός χανιώτικος νότες.pdf", R, "Music", 1100,
        "SYRTOS CHANIOTIKOS - Lyra - parartisi se pentagrammo kai tablature\nKlidi: Re - Rythmos 2/4 - Eisagogi, "
        "gyrisma, teleioma.\n")

    # ------------------------------------------------------------ Βιβλία (Resources Books)
    for fn, ti, au, para, age in (
            ("Καζαντζάκης - Αναφορά στον Γκρέκο.epub", "Αναφορά στον Γκρέκο", "Νίκος Καζαντζάκης",
             "Μαζεύω τα σύνεργά μου: όραση, ακοή, γέψη, όσφρηση, αφή, μυαλό· βράδιασε πια, τελεύει το μεροκάματο.", 640),
            ("Καζαντζάκης - Ο Καπετάν Μιχάλης.epub", "Ο Καπετάν Μιχάλης", "Νίκος Καζαντζάκης",
             "Ο Καπετάν Μιχάλης έτριξε τα δόντια του· ήταν θυμωμένος. Μεγάλο Κάστρο, 1889.", 610),
            ("Πρεβελάκης - Το χρονικό μιας πολιτείας.epub", "Το χρονικό μιας πολιτείας", "Παντελής Πρεβελάκης",
             "Η πολιτεία του Ρεθέμνους, τα σοκάκια και οι άνθρωποί της.", 420),
            ("Victoria Hislop - The Island.epub", "The Island", "Victoria Hislop",
             "Plaka, Crete, 1939: across a narrow strait lies Spinalonga.", 300)):
        add(f"Έγγραφα/Βιβλία/{fn}", R, "Books", age, _epub(ti, au, "en" if "Hislop" in au else "el", para))

    # ------------------------------------------------------------ Λήψεις installers (Resources Software) + Left
    for fn, head, age in (("ViberSetup.exe", MZ_HEAD, 410), ("AnyDesk.exe", MZ_HEAD, 95),
                          ("Epson_ScanSmart_Setup.exe", MZ_HEAD, 700), ("ChromeSetup.exe", MZ_HEAD, 560),
                          ("TeamViewerQS_el.exe", MZ_HEAD, 250), ("Viva_Wallet_POS_driver_x64.msi", OLE_HEAD, 44),
                          ("HP_Smart_Setup.exe", MZ_HEAD, 1300)):
        add(f"Λήψεις/{fn}", R, "Software", age, lambda r, dt, head=head: _blob(r, head, 2400))
    add("Λήψεις/Unconfirmed 482113.crdownload", L, "System", 0.4, lambda r, dt: _blob(r, b"%PDF-1.4\n", 700))
    add("Λήψεις/Booking_statement_May2026.pdf.crdownload", L, "System", 0.1, lambda r, dt: _blob(r, b"%PDF-1.5\n", 500))
    add("Λήψεις/Kazantzakis_Zorbas.epub.part", L, "System", 12, lambda r, dt: _blob(r, b"PK\x03\x04", 600))
    add("Λήψεις/desktop.ini", L, "System", 1100, DESKTOP_INI)

    # ------------------------------------------------------------ Εικόνες (Resources Photos)
    ph = "Εικόνες"
    for i, age in enumerate((300, 288, 275, 262, 241)):
        dt = NOW - timedelta(days=age)
        photo(f"{ph}/Κινητό Νίκου 2025/IMG_{dt:%Y%m%d}_{183000 + i * 1113}.jpg", R, "Photos", age)
    add(f"{ph}/Κινητό Νίκου 2025/Thumbs.db", L, "System", 240, lambda r, dt: _blob(r, OLE_HEAD, 800))
    for i, age in enumerate((120, 76, 20, 3)):
        dt = NOW - timedelta(days=age)
        photo(f"{ph}/Κινητό Νίκου 2026/IMG_{dt:%Y%m%d}_{121500 + i * 2417}.jpg", R, "Photos", age)
    for i, age in enumerate((330, 250, 60, 14)):
        add(f"{ph}/iPhone Ελένης/IMG_{4412 + i * 37}.HEIC", R, "Photos", age, "")
    for i, age in enumerate((140, 52, 9)):
        dt = NOW - timedelta(days=age)
        add(f"{ph}/Στιγμιότυπα οθόνης/Στιγμιότυπο οθόνης {dt:%Y-%m-%d} {100000 + i * 3511}.png", R, "Photos", age, "")
    for i, age in enumerate((2417, 2414)):
        photo(f"{ph}/Ρώμη 2019/DSC_{5501 + i * 13}.JPG", R, "Photos", age)
    for i, age in enumerate((1010, 1009)):
        photo(f"{ph}/Βάφτιση Νικολάκη 2023/βάφτιση {i + 1}.jpg", R, "Photos", age)
    photo(f"{ph}/Μετέωρα 2024/IMG_20241106_112044.jpg", R, "Photos", 572)
    add(f"{ph}/desktop.ini", L, "System", 1100, DESKTOP_INI)

    # ------------------------------------------------------------ Backup Samsung J5 2019 (Archive Backup)
    bk = "Backup Samsung J5 2019"
    for i, age in enumerate((2550, 2400, 2360)):
        dt = NOW - timedelta(days=age)
        photo(f"{bk}/DCIM/Camera/{dt:%Y%m%d}_{142000 + i * 1709}.jpg", X, "Backup", age)
    for i, age in enumerate((2500, 2380)):
        dt = NOW - timedelta(days=age)
        photo(f"{bk}/WhatsApp/Media/WhatsApp Images/IMG-{dt:%Y%m%d}-WA{i + 4:04d}.jpg", X, "Backup", age)
    add(f"{bk}/Documents/Καρτέλα πελάτη ΔΕΗ 2019.pdf", X, "Backup", 2350,
        "DEI - Kartela pelati - PAPADAKIS NIKOLAOS - 2019 - ypoloipo 0,00\n")
    add(f"{bk}/Documents/Τιμοκατάλογος 2019.docx", X, "Backup", 2370,
        "ΤΑΒΕΡΝΑ Ο ΠΛΑΤΑΝΟΣ — τιμοκατάλογος 2019\nΝτάκος 6,00 — Καλιτσούνια 5,50 — Αρνί με σταμναγκάθι 13,00\n")
    add(f"{bk}/Contacts/contacts.vcf", X, "Backup", 2340,
        "BEGIN:VCARD\nVERSION:2.1\nN:Σταυρουλάκης;Μανώλης;;;\nTEL;CELL:6977123450\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:2.1\nN:Τζαγκαράκης;Ψαράς;;;\nTEL;CELL:6972114508\nEND:VCARD\n")

    # ------------------------------------------------------------ Παλιός υπολογιστής (old Windows 7 laptop copy)
    pc = "Παλιός υπολογιστής/Τα έγγραφά μου"
    cf = f"{pc}/Καφέ Λιμανάκι"
    add(f"{cf}/Μισθωτήριο καταστήματος 2009.docx", X, "Restaurant", 6020,
        "ΙΔΙΩΤΙΚΟ ΣΥΜΦΩΝΗΤΙΚΟ ΜΙΣΘΩΣΗΣ ΕΠΑΓΓΕΛΜΑΤΙΚΗΣ ΣΤΕΓΗΣ\nΕκμισθωτής: Αντώνιος Κουνάλης — Μισθωτής: Νικόλαος Παπαδάκης\n"
        "Κατάστημα ισογείου 62 τ.μ. στο Ενετικό Λιμάνι Χανίων, για χρήση καφετέριας «Λιμανάκι». Διάρκεια 12 έτη από "
        "01/03/2009. Μίσθωμα 1.400 € μηνιαίως με ετήσια αναπροσαρμογή 2%.\n")
    add(f"{cf}/Τιμοκατάλογος καφέ 2012.docx", X, "Restaurant", 5100,
        "ΚΑΦΕ ΛΙΜΑΝΑΚΙ — Ενετικό Λιμάνι Χανίων\nΕλληνικός 2,00 — Φρέντο εσπρέσο 3,00 — Φραπέ 2,80 — Τσικουδιά με μεζέ 4,00\n"
        "Μπύρα Μύθος 3,50 — Τοστ 3,00 — Γαλακτομπούρεκο 4,50\n")
    add(f"{cf}/Ταμείο 2014.xlsx", X, "Restaurant", 4180, lambda r, dt: (
        "Μήνας;Εισπράξεις;Ενοίκιο;Προσωπικό;ΔΕΗ;Υπόλοιπο\n"
        + "\n".join(f"{m};{r.randint(6000, 21000)};1.490;{r.randint(2500, 6000)};{r.randint(300, 700)};"
                    for m in ("Ιαν", "Φεβ", "Μαρ", "Απρ", "Μάι", "Ιουν", "Ιουλ", "Αυγ", "Σεπ", "Οκτ", "Νοε", "Δεκ"))))
    add(f"{cf}/Διακοπή εργασιών 2015.pdf", X, "Restaurant", 3980,
        "YPOURGEIO OIKONOMIKON - DOY CHANION - DILOSI DIAKOPIS ERGASION (M4)\nPAPADAKIS NIKOLAOS - AFM 068154327 - "
        "Kafeteria LIMANAKI, Enetiko Limani Chanion\nImerominia diakopis: 31/10/2015\n")
    add(f"{cf}/Πώληση εξοπλισμού 2015.txt", X, "Restaurant", 3990,
        "ΠΩΛΗΣΗ ΕΞΟΠΛΙΣΜΟΥ ΛΙΜΑΝΑΚΙ — Οκτώβριος 2015\nΜηχανή εσπρέσο La Cimbali 2 δόσεων — 1.800 (Σήφης, Ρέθυμνο)\n"
        "Ψυγείο βιτρίνα — 600\n40 καρέκλες + 10 τραπέζια — 1.200 (Καφέ Ακτή)\nΤα υπόλοιπα πάνε στην καινούργια ταβέρνα στις Καλύβες.\n")
    add(f"{cf}/Λύση μίσθωσης επιστολή.docx", X, "Restaurant", 4050,
        "Προς: Αντώνιο Κουνάλη\nΘέμα: Πρόωρη λύση μίσθωσης καταστήματος (καφέ «Λιμανάκι»)\n\nΚύριε Κουνάλη,\n"
        "σας γνωστοποιώ ότι λύω τη μίσθωση του καταστήματος στο Ενετικό Λιμάνι από 31/10/2015, σύμφωνα με το άρθρο 43 "
        "του Ν.4242/2014, με προειδοποίηση τριών μηνών.\nΝικόλαος Παπαδάκης\n")
    add(f"{cf}/logo λιμανάκι.png", X, "Restaurant", 5900, "")
    add(f"{pc}/Έγγραφο1.docx", X, "Restaurant", 4100,
        "Αγαπητοί πελάτες,\nμετά από επτά χρόνια στο Λιμάνι, το καφέ μας κλείνει στις 31 Οκτωβρίου. Σας ευχαριστούμε "
        "για τους καφέδες, τις κουβέντες και τις τσικουδιές. Θα μας βρείτε από την άνοιξη στην ταβέρνα μας στις Καλύβες!\n"
        "Νίκος & Ελένη\n", True)
    for yr, age, amount in ((2013, 4420, "18.420,00"), (2014, 4060, "16.905,00")):
        add(f"{pc}/Φορολογικά/E1_{yr}.pdf", A, "Finance", age,
            f"YPOURGEIO OIKONOMIKON - GGPS - DILOSI FOROLOGIAS EISODIMATOS E1 {yr} (eisodimata {yr - 1})\n"
            f"{NIKOS} - AFM {AFM_N} - Kathara kerdi apo emporiki epixeirisi (kafeteria): {amount} EUR\n")
    add(f"{pc}/Συνταγές/μουσακάς της Ελένης.txt", R, "Cooking", 4800,
        "ΜΟΥΣΑΚΑΣ (Ελένη)\n3 μελιτζάνες, 3 πατάτες, 700 γρ. κιμάς, μπεσαμέλ με 1 λίτρο γάλα, κεφαλοτύρι. Φούρνος 180° μία ώρα.\n")
    add(f"{pc}/Νέο έγγραφο κειμένου.txt", R, "Cooking", 4600,
        "ΣΑΡΙΚΟΠΙΤΑΚΙΑ\nζύμη με αλεύρι, νερό, λάδι, τσικουδιά, λίγο ξύδι. Γέμιση μυζήθρα + λίγη φέτα.\n"
        "τυλίγουμε σαν σαρίκι και τηγανίζουμε σε πολύ λάδι, μέλι και σουσάμι από πάνω\n", True)
    for i, age in enumerate((5200, 4700)):
        photo(f"Παλιός υπολογιστής/Οι εικόνες μου/DSC0{1234 + i * 41}.JPG", R, "Photos", age)
    add(f"{pc}/desktop.ini", L, "System", 4000, DESKTOP_INI)

    # ------------------------------------------------------------ Λήψεις (named)
    dl2 = "Λήψεις"
    add(f"{dl2}/Booking.com_payout_statement_April2026.pdf", A, "Rooms", 27, lambda r, dt: (
        "Booking.com - Payout statement - Platanos Rooms (4521873)\nPeriod: 01/04/2026 - 30/04/2026\n"
        f"Reservations: 6 - Gross: {_eur(r, 1400, 2200)} - Commission 15%: {_eur(r, 210, 330)} - Payout: {_eur(r, 1190, 1870)}\n"))
    add(f"{dl2}/airbnb_earnings_2026-04.csv", A, "Rooms", 26, lambda r, dt: (
        "Date,Type,Confirmation Code,Nights,Guest,Listing,Amount,Paid Out\n"
        f"2026-04-22,Reservation,HM{r.randint(10**7, 10**8 - 1)}X,4,Ewa,Platanos Rooms - Family room,{r.randint(300, 400)}.00,\n"
        f"2026-04-23,Payout,,,,,,{r.randint(300, 400)}.00\n"))
    add(f"{dl2}/enfia_2026.pdf", A, "Finance", 72,
        "AADE - ENFIA 2026 - PAPADAKIS NIKOLAOS - AFM 068154327 - Synolo 561,22 EUR - 12 doses\n")
    add(f"{dl2}/E1_2019_antigrafo.pdf", A, "Finance", 20,
        "AADE - Antigrafo dilosis E1 2019 (eisodimata 2018) - PAPADAKIS NIKOLAOS - AFM 068154327\n"
        "Zitithike apo to KEP gia tin enimerosi fakelou.\n")
    add(f"{dl2}/Programma_Panelladikon_2026.pdf", P, "Education", 102,
        "PROGRAMMA PANELLADIKON EXETASEON 2026 - GEL - Imerisia kai Esperina\nNeoelliniki Glossa 29/05 - Fysiki 01/06 - "
        "Chimeia 03/06 - Viologia 05/06 - Mathimatika 08/06\n")
    add(f"{dl2}/ESPA_Kriti_apofasi_entaxis_parartima.pdf", P, "Restaurant", 150,
        "PEP KRITIS 2021-2027 - Parartima apofasis entaxis - Pinakas dikaiouxon\n... PAPADAKIS NIK. & SIA O.E. - "
        "Chania - Estiasi - 66.950,00 - 33.475,00 ...\n")
    add(f"{dl2}/Berlingo_van_price_list_2026.pdf", P, "Vehicles", 37,
        "CITROEN HELLAS - Timokatalogos Berlingo Van 2026\nM 1.5 BlueHDi 100 Club: 22.900 EUR - XL 1.5 BlueHDi 130: 25.600 EUR\n"
        "e-Berlingo Van 50 kWh: 34.900 EUR\n")

    # ------------------------------------------------------------ Λήψεις: nameless downloads (hard)
    add(f"{dl2}/Document.pdf", A, "Rooms", 58, lambda r, dt: (
        "Booking.com B.V. - Herengracht 597, Amsterdam\n"
        f"INVOICE 1691{r.randint(100000, 999999)} - {_d(dt)}\nProperty: Platanos Rooms, Kalyves 73003, Greece - ID 4521873\n"
        f"Commission on 3 check-outs in March/April 2026: {_eur(r, 60, 140)}\nPlease pay by direct debit. Reverse charge.\n"),
        True)
    add(f"{dl2}/Document (1).pdf", A, "Finance", 64,
        "e-EFKA - ATOMIKO EIDOPOIITIRIO EISFORON MI MISTHOTON - minas 03/2026\nPAPADAKIS NIKOLAOS - AFM 068154327\n"
        "1i asfalistiki katigoria - Synolo 260,00 EUR - pliromi eos 30/04/2026 - RF47 2206 8154 3270 3260\n", True)
    add(f"{dl2}/Document (2).pdf", P, "Vehicles", 8,
        "AUTOKINISEIS KRITIS - Antiprosopos Citroen Chanion\nEPIVEVAIOSI PARAGGELIAS (schedio) - Pelatis: PAPADAKIS NIK. & SIA O.E.\n"
        "Citroen Berlingo Van M 1.5 BlueHDi 100 - leyko - metatropi isothermiko me psyktiko ATP\n"
        "Timi 26.000 - antallagi Fiat Doblo XNE 7702: -3.000 - Teliko 23.000 EUR + FPA - paradosi 07/2026\n", True)
    add(f"{dl2}/Document (3).pdf", P, "Restaurant", 11,
        "AADE - APODEIKTIKO FOROLOGIKIS ENIMEROTITAS\nAFM 801562374 - PAPADAKIS NIK. & SIA O.E.\n"
        "Skopos: Eispraxi chrimaton apo Perifereia Kritis - PEP Kritis 2021-2027 (aitima epalitheysis)\nIschys: 2 mines\n",
        True)
    add(f"{dl2}/Document (4).pdf", P, "Education", 25,
        "FRONTISTIRIO OTHISI - Chania - APODEIXI PAROCHIS YPIRESION No 902\nMathitria: PAPADAKI AIKATERINI - G Lykeiou\n"
        "Epanaliptika mathimata kai diagonismata Maiou enopsei Panelladikon 2026 - 450,00 EUR\n", True)
    add(f"{dl2}/Document (5).pdf", A, "Education", 240,
        "AUTh - Dieythynsi Foititikis Merimnas - Egkrisi dorean sitisis 2025-26\nPAPADAKIS GEORGIOS - PMS Aeiforiki Georgia\n"
        "Dikaiouchos dorean sitisis sti foititiki lesxi - i karta ekdidetai sto pass.\n", True)
    add(f"{dl2}/download.pdf", P, "Education", 17,
        "GENIKO LYKEIO VAMOU - Pros tous goneis ton ypopsifion tis G taxis\nOi mathites proserxontai sto 1o GEL Chanion "
        "stis 07:30 me astynomiki taytotita kai to deltio exetazomenou. Kinita apagoreyontai. Oi vathmologies "
        "anakoinonontai sto results.it.minedu.gov.gr. Kali epitychia sta paidia mas!\n", True)
    add(f"{dl2}/download (1).pdf", R, "Cooking", 230,
        "Kalitsounia from Chania - a family recipe\nDough: flour, olive oil, water, a splash of raki. Filling: fresh "
        "mizithra, egg, mint. Shape into open stars, bake at 180 C for 30 minutes. Serve with thyme honey.\n", True)
    add(f"{dl2}/download (2).pdf", R, "Olives", 390,
        "Lipansi elaiodentron - praktikos odigos\nAzoto Fevrouarios-Martios, kalio to fthinoporo, vorio prin tin "
        "anthofforia. Analysi fyllon kathe 2-3 chronia. Ta ypoleimmata kladematon kalytera na psilokovontai.\n", True)
    add(f"{dl2}/download (3).pdf", A, "Home", 160,
        "EYROPAIKI PISTI - Eidopoiisi ananeosis asfalistiriou katoikias No 71.442.880\nPAPADAKIS NIKOLAOS - Kalyves\n"
        "Periodos 01/01/2026 - 31/12/2026 - Asfalistro 338,40 EUR - Pliromi eos 31/01/2026\n", True)
    add(f"{dl2}/file.pdf", P, "Restaurant", 33,
        "Syxnes Erotiseis - Aitimata Epalitheysis - Drasi Eksygchronismos MmE Kritis\nE: Mporo na ypovalo endiameso aitima "
        "prin paradothei olos o exoplismos? A: Nai, efoson oi dapanes einai toulaxiston 30% tou egkekrimenou proypologismou.\n"
        "E: Ginontai dektes pliromes me metrita? A: Ochi.\n", True)
    add(f"{dl2}/export.csv", A, "Rooms", 215, lambda r, dt: (
        "Book number,Guest name(s),Check-in,Check-out,Status,Price,Commission amount,Unit type\n"
        + "\n".join(f"{r.randint(4000000000, 4999999999)},{gn},2025-{mo:02d}-{dd:02d},2025-{mo:02d}-{dd + 4:02d},ok,"
                    f"{r.randint(280, 520)} EUR,{r.randint(40, 80)} EUR,Double Room with Sea View"
                    for gn, mo, dd in (("Anke Schneider", 7, 2), ("Gareth Evans", 7, 10), ("Sander van Dijk", 8, 4),
                                       ("Ewa Nowak", 8, 20), ("Lina Johansson", 9, 12)))), True)
    add(f"{dl2}/export (1).csv", A, "Finance", 30, lambda r, dt: (
        "Ημερομηνία;Περιγραφή;Χρέωση;Πίστωση;Υπόλοιπο\n"
        + "\n".join(f"{dd:02d}/04/2026;{t};{r.randint(20, 600)},{r.randint(10, 99)};;"
                    for dd, t in ((2, "ΔΕΗ ΠΑΓΙΑ ΕΝΤΟΛΗ"), (5, "ΜΕΤΑΦΟΡΑ ΣΕ ΠΑΠΑΔΑΚΗ ΓΕΩΡΓΙΟ ΕΝΟΙΚΙΟ"),
                                  (9, "COSMOTE"), (14, "e-ΕΦΚΑ ΕΙΣΦΟΡΕΣ"), (21, "ΣΟΥΠΕΡ ΜΑΡΚΕΤ ΧΑΛΚΙΑΔΑΚΗΣ")))
        + "\n28/04/2026;ΑΝΑΛΗΨΗ ΚΕΡΔΩΝ ΑΠΟ ΠΑΠΑΔΑΚΗΣ ΝΙΚ. & ΣΙΑ ΟΕ;;2.000,00;\n"), True)
    add(f"{dl2}/report.pdf", A, "Health", 47,
        "BIOIATRIKI KRITIS - Ergastirio - Apotelesmata\nAsthenis: PAPADAKI ELENI - 50 eton\n"
        "TSH 3,9 mIU/L (0,4-4,0) - FT4 1,1 - Anti-TPO 48 - Ferritini 22 - B12 310\n", True)
    add(f"{dl2}/εκτύπωση.pdf", X, "Travel", 568,
        "MINOAN LINES - e-ticket - Peiraias - Chania (Souda) - 09/11/2024 21:00\nPAPADAKIS NIKOLAOS, PAPADAKI ELENI - "
        "kabina 2 klinon + IX XNK 2314 - Kratisi MNA4412987\n", True)
    add(f"{dl2}/message.eml", A, "Rooms", 23, lambda r, dt: _eml(
        "Sophie Laurent <sophie.laurent@free.fr>", "platanos.kalyves@gmail.com", "Availability September?", dt,
        "Bonjour Nikos,\n\nwe stayed in your room with the sea view two years ago and would love to come back from 16 to "
        "23 September, two adults. Is it free, and what is the price if we book directly and not through Booking?\n\n"
        "Merci, Sophie", "sl.sept@free.fr"), True)
    add(f"{dl2}/attachment.pdf", P, "Olives", 10,
        "SCHEDIO SYMVOLAIOU AGORAPOLISIAS - Symvolaiografos Vamou E. Daskalaki\nO Michail Tzanakakis poulaei ston "
        "Nikolao Papadaki to agrotemaxio 5.118 t.m. sti thesi Lakkoi Stylou (KAEK 501120203019) me 85 elaiodentra,\n"
        "antii timimatos 23.000 EUR, ek ton opoion 3.000 EUR exoun idi katavlithei os prokatavoli.\n", True)
    add(f"{dl2}/attachment (1).pdf", P, "Family", 40,
        "KTIMA ELAIONAS ARMENON - Menou dexiosis gamou - Savvato 12/09/2026 - Vasilaki & Archontakis\n"
        "Kritika orektika, gamopilafo, arni ofto, salates, glyko tourta gamou. 250 atoma. Prokatavoli 30% eos 30/06.\n",
        True)
    add(f"{dl2}/1779034512.pdf", A, "Olives", 156,
        "OPEKEPE - Enimerotiko pliromis - AFM 068154327\nMetro: Oikologika sximata 31.5 - Etos aitisis 2025 - "
        "Poso pliromis 284,16 EUR - Imerominia 22/12/2025\n", True)

    add(f"{dl2}/Document (6).pdf", A, "Vehicles", 52,
        "KTEO CHANION A.E. - Epivevaiosi rantevou technikou elegxou\nAr. kykloforias XNE 7702 - FIAT DOBLO CARGO - "
        "Katigoria: fortigo ews 3,5 t\nImerominia: 14/04/2026 09:40 - Grammi 2 - Telos elegxou 55,00 EUR\n", True)
    add(f"{dl2}/download (4).pdf", R, "Music", 640,
        "SOUSTA RETHYMNIOTIKI - gia lyra kai laouto\nKleidi La - rythmos 2/4 - 3 gyrismata, parallagi sto deytero "
        "meros, teleioma me kontylia.\n", True)

    # ------------------------------------------------------------ Επιφάνεια εργασίας
    ds = "Επιφάνεια εργασίας"
    add(f"{ds}/Νέο έγγραφο κειμένου.txt", P, "Vehicles", 6,
        "Berlingo: 23.000 + ΦΠΑ με ψυγείο και αντάλλαγμα το Doblo\nleasing Πειραιώς 410/μήνα x 60\n"
        "ή δάνειο από Χανίων; ρώτα Μανώλη τι συμφέρει για την Ο.Ε.\nΠαντελής δίνει 3.800 για το Doblo μετρητά\n", True)
    add(f"{ds}/Νέο έγγραφο κειμένου (2).txt", A, "Restaurant", 1,
        "ΠΑΡΑΓΓΕΛΙΑ ΑΥΡΙΟ\nΜαρκάκης: 2 αρνιά, 15 κιλά κατσίκι, 10 κοτόπουλα\nΚαλαϊτζάκης: σταμναγκάθι 5 κιλά, ντομάτες 30\n"
        "Τζαγκαράκης: γόπες 10, καλαμαράκια 6\nΜετρό: χαρτοπετσέτες, λάδι φριτέζας 4 δοχεία\n", True)
    add(f"{ds}/Νέο έγγραφο κειμένου (3).txt", A, "Rooms", 90,
        "Wi-Fi δωμάτια: PlatanosRooms_1 / kalyves2026\nΚωδικός κλειδοθήκης check-in αργά: 4417\n"
        "Σοφία καθαρίστρια 6976 220 118 — Τρίτη/Παρασκευή αλλαγές σεντονιών\n", True)
    add(f"{ds}/Νέο Έγγραφο του Microsoft Word.docx", P, "Family", 11,
        "Πρόποση κουμπάρου (πρόχειρο)\nΑγαπημένη μου Μαρία, σε βάφτισα πριν 27 χρόνια στον Άγιο Νικόλαο και σήμερα σε "
        "στεφανώνω στην ίδια εκκλησία. Στέλιο, σου δίνουμε το πιο πολύτιμο κορίτσι της οικογένειας.\n"
        "Να ζήσετε, να γεράσετε μαζί, και η λύρα του Χαιρέτη να μη σταματήσει ως το πρωί!\n", True)
    add(f"{ds}/Νέο Φύλλο εργασίας του Microsoft Excel.xlsx", A, "Olives", 172,
        "Εργάτης;Μεροκάματα;€/ημέρα;Σύνολο;Εργόσημο\nΡεζάρτ;6;55;330;ΝΑΙ\nΓκέντι;6;55;330;ΝΑΙ\nΜπάμπης;4;55;220;ΝΑΙ\n"
        "Ραβνίτ (ραβδιστικό);5;60;300;ΝΑΙ\nΣύνολο μάζεμα ελιάς Νοέμβρης;;;1.180;\n", True)
    add(f"{ds}/σημειώσεις.txt", P, "Education", 2,
        "- αποτελέσματα βαθμολογιών: τέλη Ιουνίου, results.it.minedu.gov.gr, κωδικός 74120833\n"
        "- μηχανογραφικό: Ιούλιο, να κάτσουμε με τον κ. Μαρκογιαννάκη του φροντιστηρίου\n"
        "- η Κατερίνα θέλει Ιατρική Ηράκλειο, 2η επιλογή Φαρμακευτική\n", True)
    add(f"{ds}/Νέο έγγραφο κειμένου (4).txt", A, "Education", 3,
        "ΓΙΩΡΓΟΣ — ΙΟΥΝΙΟΣ\nενοίκιο Ιουνίου 380 στην Παπαδοπούλου (Eurobank) μέχρι 5/6\nΠΜΣ Γ' δόση 750 — μέχρι 30/6\n"
        "ρωτά αν μπορεί να κρατήσει το σπίτι και τον Αύγουστο για τη διπλωματική\n", True)
    add(f"{ds}/ΤΕΛΙΚΟ.docx", P, "Restaurant", 23,
        "Προς: Ειδική Υπηρεσία Διαχείρισης ΠΕΠ Κρήτης\nΘέμα: Αίτημα τροποποίησης προϋπολογισμού — ΠΑΠΑΔΑΚΗΣ ΝΙΚ. & ΣΙΑ Ο.Ε.\n\n"
        "Παρακαλούμε για τη μεταφορά ποσού 1.200 € από την κατηγορία «Ηλεκτρολογικά» στην κατηγορία «Εξοπλισμός» "
        "για την αντικατάσταση του πλυντηρίου πιάτων καμπάνας με μοντέλο μεγαλύτερης δυναμικότητας, χωρίς μεταβολή "
        "του συνολικού εγκεκριμένου προϋπολογισμού.\nΜε εκτίμηση, Νικόλαος Παπαδάκης\n", True)
    add(f"{ds}/~$ΤΕΛΙΚΟ.docx", L, "System", 0.5, _lock())
    add(f"{ds}/ΤΕΛΙΚΟ (2).docx", A, "Home", 130,
        "Προς: ΔΕΥΑ Αποκορώνου\nΘέμα: Έλεγχος υδρομέτρου 0045512\n\nΟ λογαριασμός του Γ' τετραμήνου 2025 για την κατοικία "
        "μου στις Καλύβες (25ης Μαρτίου 14) είναι 214 € έναντι 60 € συνήθως. Δεν υπάρχει διαρροή. Παρακαλώ για έλεγχο "
        "του υδρομέτρου και επανέκδοση.\nΝικόλαος Παπαδάκης\n", True)
    add(f"{ds}/προσοχή.txt", A, "Health", 30,
        "ΠΙΕΣΗ: Norvasc 5 το πρωί — ΜΗΝ το ξεχνάς\nστατίνη το βράδυ\nόχι αλάτι, όχι τηγανητά (ο Χαλκιαδάκης είπε)\n"
        "επόμενο ραντεβού καρδιολόγο: Σεπτέμβρη μετά τη σεζόν\n", True)
    add(f"{ds}/Κρατήσεις Ιούνιος γρήγορο.xlsx", A, "Rooms", 1,
        "Ημ.;Δωμάτιο 1;Δωμάτιο 2;Δωμάτιο 3;Δωμάτιο 4\n01/06;—;—;—;Nowak\n03/06;Müller;—;—;Nowak\n08/06;Müller;Smith;—;—\n"
        "14/06;—;Smith;Kowalczyk;—\n20/06;Dubois;—;—;—\n")
    add(f"{ds}/ΕΣΠΑ τι λείπει.txt", P, "Restaurant", 4,
        "ΕΣΠΑ — ΓΙΑ ΒΛΑΖΑΚΗ ΕΩΣ 10/6\n[x] τιμολόγια Inox, Μαθιουδάκης, Φραγκιαδάκης\n[ ] αποδεικτικά Πειραιώς (winbank)\n"
        "[ ] φωτό πινακίδας\n[ ] ΥΔΕ Σπανουδάκη\n[x] ενημερότητες\n")
    photo(f"{ds}/IMG_20260528_191245.jpg", R, "Photos", 4)
    add(f"{ds}/Screenshot_20260520-103012.png", R, "Photos", 12, "")
    add(f"{ds}/desktop.ini", L, "System", 1300, DESKTOP_INI)

    # ------------------------------------------------------------ Έγγραφα/ViberDownloads
    vb = "Έγγραφα/ViberDownloads"
    add(f"{vb}/Προσφορά κουζίνα INOX τελική.pdf", P, "Restaurant", 125,
        "INOX KRITIS - MAVROGIANNIS EPE - PROSFORA 412/2026 (teliki)\nPagkoi, neroxytis, thalamos syntirisis, plyntirio "
        "kampana - 34.950,00 EUR + FPA - gia ESPA (PEP Kritis)\n")
    photo(f"{vb}/βαθμοί Κατερίνας.jpg", A, "Education", 137)
    photo(f"{vb}/viber_image_2026-05-02_12-14-55.jpg", R, "Photos", 30)
    add(f"{vb}/Έγγραφο.pdf", A, "Restaurant", 24,
        "PISTOPOIITIKO YGEIAS ERGAZOMENOU SE EPICHEIRISEIS TROFIMON\nCHOTZA REZART tou ILIR - voithos mageira\n"
        "Vevaionetai oti den paroysiazei loimodi nosima - Ischys 5 eti - Pathologos Dr. K. Manolakis, Vamos\n", True)
    add(f"{vb}/Έγγραφο (1).pdf", A, "Education", 32,
        "EUROBANK - Apodeiktiko katathesis\nKatathetis: PAPADAKIS NIKOLAOS - Dikaiouchos: PAPADOPOULOU KYRIAKI\n"
        "Poso 380,00 EUR - Aitiologia: Enoikio Maiou 2026 Agiou Dimitriou 152 Thessaloniki (Georgios Papadakis)\n", True)
    add(f"{vb}/doc_20260514.pdf", A, "Restaurant", 18,
        "TYROKOMEIO APOKORONOU - Timokatalogos chondrikis 2026 pros estiatoria\nGraviera Kritis 14,50/kg - Mizithra "
        "fresca 7,80/kg - Staka 16,00/kg - Xynomizithra 9,20/kg\nPros: Taverna O Platanos - paradosi Deytera\n", True)
    add(f"{vb}/attachment.pdf", P, "Restaurant", 76,
        "ANAPTYXIAKI SYMVOULEYTIKI CHANION IKE - TIMOLOGIO PAROCHIS YPIRESION No 77\nPelatis: PAPADAKIS NIK. & SIA O.E.\n"
        "Syntaxi kai parakolouthisi fakelou PEP Kritis - Eksygchronismos MmE - A' dosi: 1.500,00 EUR + FPA\n", True)
    add(f"{vb}/σκαν.pdf", A, "Health", 150,
        "GENIKO NOSOKOMEIO CHANION - Exitirio\nAsthenis: PAPADAKI EIRINI - 81 eton - Eisodos 02/01/2026 - Exodos 05/01/2026\n"
        "Diagnosi: ypoglykaimia se diavitiki - rythmisi agogis. Odigies: elegxos sakxarou 2 fores imerisios.\n", True)
    add(f"{vb}/νέο.docx", P, "Family", 26,
        "Τραγούδια για τον Χαιρέτη — 12/9\nΕίσοδος νύφης: συρτό «Της Αγάπης»\nΠρώτος χορός: καλαματιανό με την οικογένεια\n"
        "Να παίξει σούστα για τους Ρεθυμνιώτες και πεντοζάλη μετά τις 12\nΜαντινάδες για το ζευγάρι: να τις πει ο θείος Στέλιος\n",
        True)
    add(f"{vb}/Έγγραφο (2).pdf", P, "Family", 33,
        "IEROS NAOS AGIOU NIKOLAOU KALYVON - Iera Mitropolis Kydonias kai Apokoronou\nVevaiosi: O gamos ton "
        "VASILAKI MARIAS tou Ioanni kai ARCHONTAKI STYLIANOU tou Michail orizetai gia to Savvato 12/09/2026, ora "
        "18:30. Koumbaros: PAPADAKIS NIKOLAOS. Na proskomistei i adeia gamou tis Mitropolis.\n", True)
    add(f"{vb}/1.pdf", A, "Education", 120,
        "GENIKO LYKEIO VAMOU - VEVAIOSI FOITISIS\nVevaionetai oti i PAPADAKI AIKATERINI tou NIKOLAOU foita stin G' taxi "
        "kata to scholiko etos 2025-2026.\nChorigeitai gia kathe nomimi chrisi.\n", True)
    add(f"{vb}/2.pdf", A, "Olives", 480,
        "AGROTIKOS ELAIOURGIKOS SYNETAIRISMOS KALYVON-ARMENON - Ekkatharisi 2024-25\nMelos 118 PAPADAKIS NIKOLAOS - "
        "Ladi pros polisi 520 kg x 6,80 EUR - kratiseis 6% - pliroteo 3.323,84 EUR\n", True)

    # ------------------------------------------------------------ Έγγραφα/Σαρωμένα (Epson scanner, hard)
    sc = "Έγγραφα/Σαρωμένα"
    scans = [
        (1, 480, A, "Restaurant", "VEVAIOSI KATARTISIS - Ekpaideysi chiriston trofimon (EFET, epipedo 1)\nPAPADAKI ELENI - "
         "8 ores - Ekpaideytiko kentro KEK Chania - epityxis\nIschyei gia ergasia se katastimata estiasis\n"),
        (2, 450, A, "Olives", "OPEKEPE - Dieythynsi Ameson Enischyseon\nAitisi prostheton dikaiologitikon - OSDE 2025\n"
         "AFM 068154327: Parakaleite na proskomisete titlo nomimis katochis gia to agrotemaxio Vrysi (9,8 str.)\n"),
        (3, 400, A, "Vehicles", "ELLINIKI ASTYNOMIA - Trochaia Chanion - KLISI\nOchima XNE 7702 FIAT DOBLO - Taxytita 78 km/h "
         "se orio 50 - VOAK Vryses - Prostimo 100 EUR\n"),
        (4, 380, A, "Finance", "AADE - Ekkatharistiko simeioma forologikou etous 2022 - PAPADAKIS NIKOLAOS AFM 068154327\n"
         "Foros eisodimatos 2.911,40 - Prokatavoli 1.204,00 - Pliroteo se 8 doses\n"),
        (5, 340, P, "Restaurant", "SYMVASI PAROCHIS SYMVOULEYTIKON YPIRESION\nAnaptyxiaki Symvouleytiki Chanion IKE kai "
         "PAPADAKIS NIK. & SIA O.E.\nAntikeimeno: ypovoli kai parakolouthisi ependytikou sxediou PEP Kritis (kouzina tavernas)\n"
         "Amoivi: 4.500 EUR + FPA se 3 doses\n"),
        (6, 300, A, "Olives", "AGROTIKOS ELAIOURGIKOS SYNETAIRISMOS KALYVON-ARMENON - ZYGOLOGIO\nMelos 118 - 19/11/2024 - "
         "Elaiokarpos 2.210 kg - Ladi 431 kg - apodosi 19,5%\n"),
        (7, 290, X, "Family", "DIKASTIRIO - PRAKTIKO DIMOSIEYSIS IDIOGRAFIS DIATHIKIS\nTou apoviosantos IOANNI PAPADAKI "
         "tou Nikolaou - ta elaioktimata stin Vrysi kai stous Lakkous afinontai ston gio NIKOLAO, to oikopedo "
         "Armenon stin kori ANNA.\n"),
        (8, 255, P, "Education", "SYMFONITIKO EGGRAFIS - FRONTISTIRIO OTHISI 2025-26\nMathitria: PAPADAKI AIKATERINI - "
         "G Lykeiou - proetoimasia Panelladikon 2026, 2o pedio\nKidemonas: Papadakis Nikolaos - 320 EUR/mina\n"),
        (9, 230, X, "Vehicles", "KTEO CHANION - Deltio technikou elegxou - XNB 4417 OPEL ASTRA 2006 - 2020\n"
         "Apotelesma: EPITYXIS - epomenos elegxos 2022\n"),
        (10, 160, P, "Olives", "DASARCHEIO CHANION - PRAXI CHARAKTIRISMOU\nEktasi 5.118 t.m. sti thesi Lakkoi Stylou "
         "(aitoun: Papadakis Nikolaos, agorastis) - Charaktirizetai: agrotiki, den ypagetai stis diataxeis tis dasikis nomothesias\n"),
        (11, 140, A, "Health", "KARDIOLOGIKO IATREIO G. CHALKIADAKI - Test koposeos\nPAPADAKIS NIKOLAOS - Protokollo Bruce - "
         "9 lepta, 10,1 METs - Arnitiko gia ischaimia. Ypertasiki antidrasi stin kopo.\n"),
        (12, 130, A, "Rooms", "EOT - PERIFEREIAKI YPIRESIA TOURISMOU KRITIS - EKTHESI AYTOPSIAS\nKatalyma PLATANOS ROOMS, "
         "Kalyves - 4 domatia - symfonia me tis prodiagrafes katataxis 2 kleidion\n"),
        (13, 125, X, "Restaurant", "PRAKTIKO PARADOSIS - PARALAVIS MISTHIOU\nTo katastima sto Enetiko Limani "
         "(kafe LIMANAKI) paradidetai apo ton misthoti Nikolao Papadaki ston ekmisthoti Antonio Kounali stis 31/10/2015 "
         "se kali katastasi. Epistrefetai i eggyisi 2.800 EUR.\n"),
        (14, 118, X, "Finance", "TRAPEZA PEIRAIOS - Etisia enimerosi daneiou 5520/016/884 - 2020\nYpoloipo kefalaiou "
         "24.318,00 EUR - anastoli doseon COVID 04-12/2020\n"),
        (15, 110, A, "Education", "YPOURGEIO PAIDEIAS - Foititiko stegastiko epidoma 2024 - Egkrisi\nPAPADAKIS GEORGIOS - "
         "AUTh Georgia - 1.500 EUR - pistosi se logariasmo tou gonea PAPADAKI NIKOLAOU\n"),
        (16, 100, A, "Home", "DEI - Logariasmos - PAPADAKIS NIKOLAOS - 25is Martiou 14, Kalyves\nKatanalosi 1.120 kWh "
         "(xeimonas) - Poso 241,30 EUR\n"),
        (17, 20, P, "Family", "SYMFONITIKO - Mousiko sxima Manolis Chairetis\nGamos Vasilaki Marias - Archontaki Steliou, "
         "12/09/2026, Ktima Elaionas Armenon. Amoivi 2.800 EUR - prokatavoli 800 EUR elava apo N. Papadaki\n"),
        (18, 19, A, "Restaurant", "SYMVASI ERGASIAS ORISMENOU XRONOU - Taverna O Platanos\nZERVOS MICHAIL - "
         "servitoros - 01/05/2026 - 31/10/2026 - plires apasxolisi - 40 ores evdomadiaia\n"),
        (19, 15, A, "Family", "e-EFKA - Vevaiosi syntaxeos gia forologiki chrisi 2025\nPAPADAKI EIRINI tou MICHAIL - "
         "Synolo akatharistou 9.640,20 EUR - krat. ygeias 578,40\n"),
        (20, 3, A, "Health", "OFTHALMIATREIO CHANION - Syntagi gyalion\nPAPADAKI AIKATERINI - 17 eton - Myopia OD -1,25 "
         "OS -1,50 - Epanelegxos 1 etos\n"),
    ]
    for n, age, bucket, topic, text in scans:
        sub = f"{sc}/2025" if n <= 10 else sc
        add(f"{sub}/scan{n:04d}.pdf", bucket, topic, age, text, True)
    add(f"{sc}/Thumbs.db", L, "System", 3, lambda r, dt: _blob(r, OLE_HEAD, 700))

    # ------------------------------------------------------------ Νέος φάκελος, year folders, saved mails
    add("Έγγραφα/Νέος φάκελος/Έγγραφο1.docx", A, "Home", 260,
        "Προς: Ευρωπαϊκή Πίστη — Κατάστημα Χανίων\nΘέμα: Αλλαγή στοιχείων ασφαλιστηρίου κατοικίας 71.442.880\n"
        "Παρακαλώ να προστεθεί στην κάλυψη ο νέος ηλιακός θερμοσίφωνας και η πέργκολα της αυλής του σπιτιού μου στις Καλύβες "
        "και να αλλάξει ο λογαριασμός χρέωσης σε Πειραιώς.\nΝ. Παπαδάκης\n", True)
    add("Έγγραφα/Νέος φάκελος/Έγγραφο2.docx", A, "Rooms", 62,
        "ΟΔΗΓΙΕΣ ΓΙΑ ΣΟΦΙΑ — ΑΛΛΑΓΗ ΔΩΜΑΤΙΟΥ\n1. Σεντόνια και πετσέτες στη σακούλα του πλυντηρίου\n2. Μπάνιο με χλωρίνη, "
        "καθρέφτης\n3. Ψυγειάκι άδειο και ανοιχτό\n4. Δύο νερά και το ρακί καλωσορίσματος στο τραπέζι\n"
        "5. Κλιματιστικό κλειστό, μπαλκονόπορτα κλειδωμένη\n", True)
    add("Έγγραφα/Νέος φάκελος (2)/Βιβλίο1.xlsx", P, "Family", 15,
        "Ποτό;Ποσότητα;Από πού;Κόστος €\nΚρασί λευκό χύμα;180 λίτρα;Οινοποιείο Αποκόρωνα;540\nΚρασί κόκκινο Λιάτικο;120 λίτρα;"
        "Οινοποιείο Αποκόρωνα;420\nΤσικουδιά;60 λίτρα;ο Μπάμπης από τον Στύλο;390\nΓια το τραπέζι του γάμου 12/9 (250 άτομα);;;1.350\n",
        True)
    add("Έγγραφα/Βιβλίο1.xlsx", A, "Restaurant", 36,
        "Φιλοδωρήματα Απρίλιος;Σύνολο κουτιού;Γιάννης;Ρεζάρτ;Μιχάλης;Anna\nΕβδ. 1;180;45;45;45;45\nΕβδ. 2;260;65;65;65;65\n"
        "Εβδ. 3;310;77;77;78;78\n(μοιράζονται ίσα κουζίνα-σάλα, όχι Νίκος-Ελένη)\n", True)
    add("Έγγραφα/2024/Έγγραφο 3.pdf", A, "Olives", 700,
        "OPEKEPE - ENIAIA AITISI ENISCHYSIS 2024 - Ektyposi - AFM 068154327\nElaiones 3 agrotemaxia, 20,5 str., 420 dentra - "
        "KYD Agrotikos Syllogos Apokoronou\n", True)
    add("Έγγραφα/2024/σκαν 12.pdf", X, "Travel", 565,
        "HOTEL KASTRAKI - Kalambaka - Apodeixi parochis ypiresion\nPapadakis Nikolaos - 3 nychtes 05-08/11/2024 - "
        "diklino me proino - 195,00 EUR + foros diamonis\n", True)
    add("Έγγραφα/2024/Νέο έγγραφο.docx", A, "Education", 780,
        "Προς: Διευθυντή ΓΕΛ Βάμου\nΑξιότιμε κύριε Διευθυντά,\nη κόρη μου Αικατερίνη Παπαδάκη (Α2) απουσίασε από 14 έως 18 "
        "Απριλίου 2024 λόγω ίωσης. Επισυνάπτω ιατρική βεβαίωση για τη δικαιολόγηση των απουσιών.\nΝικόλαος Παπαδάκης\n", True)
    add("Έγγραφα/2025/σκαν 1.pdf", A, "Restaurant", 350,
        "DEI - Logariasmos epaggelmatikou reymatos G21 - PAPADAKIS NIK. & SIA O.E. - Taverna O Platanos, Kalyves\n"
        "Katanalosi Iouniou 2025: 3.840 kWh - Poso 1.062,40 EUR\n", True)
    add("Έγγραφα/2025/σκαν 2.pdf", P, "Restaurant", 338,
        "YPEYTHYNI DILOSI DE MINIMIS - PAPADAKIS NIK. & SIA O.E.\nDilono oti ta teleytaia 3 oikonomika eti i epixeirisi "
        "elave enischyseis de minimis 3.900 EUR (epistreptea prokatavoli)\nGia tin ypovoli protasis sto PEP Kritis "
        "(eksygchronismos kouzinas).\n", True)
    add("Έγγραφα/2025/σκαν 3.pdf", A, "Vehicles", 280,
        "INTERAMERICAN - Pistopoiitiko asfalisis (prasini karta) - XNK 2314 HYUNDAI i30 - 01/09/2025 - 28/02/2026\n", True)
    em = "Έγγραφα/Αποθηκευμένα email"
    add(f"{em}/RE_ Ερώτηση.eml", A, "Rooms", 40, lambda r, dt: _eml(
        "Platanos Rooms <platanos.kalyves@gmail.com>", "Gareth Evans <g.evans@btinternet.com>", "RE: Question", dt,
        "Dear Gareth,\n\nyes, there is free parking right behind the taverna for our room guests. Your room (no. 3, triple) "
        "is ready from 14:00 on the 10th; the key will be at the taverna bar.\n\nKind regards,\nNikos\n\n"
        "> Is there parking near the rooms? We rent a car in Chania.", "re.evans@gmail.com"), True)
    add(f"{em}/Fwd_ .eml", P, "Restaurant", 45, lambda r, dt: _eml(
        "Ειρήνη Βλαζάκη <e.vlazaki@anaptyxiaki-chania.gr>", TAV_MAIL, "Fwd: ", dt,
        "Για ενημέρωσή σας — προθεσμίες της δράσης.\n\n---------- Forwarded message ---------\n"
        "Από: ΕΥΔ ΠΕΠ Κρήτης\nΘέμα: Προθεσμίες υποβολής αιτημάτων επαλήθευσης\n\nΥπενθυμίζεται στους δικαιούχους της Δράσης "
        "«Εκσυγχρονισμός ΜμΕ Κρήτης» ότι το τελικό αίτημα επαλήθευσης υποβάλλεται το αργότερο έως την ημερομηνία λήξης "
        "του έργου (30/09/2026), με όλα τα παραστατικά εξοφλημένα μέσω τραπεζικού λογαριασμού.", "fwd.eyd@anaptyxiaki-chania.gr"),
        True)
    add(f"{em}/Ενημέρωση.eml", A, "Education", 125, lambda r, dt: _eml(
        "ΓΕΛ Βάμου <mail@lyk-vamou.chan.sch.gr>", NIK_MAIL, "Ενημέρωση", dt,
        "Αγαπητοί γονείς και κηδεμόνες,\n\nσας ενημερώνουμε ότι οι βαθμολογίες του Α' τετραμήνου των μαθητών της Γ' Λυκείου "
        "είναι διαθέσιμες στο e-parents από σήμερα. Για συνάντηση με τον υπεύθυνο τμήματος Γ2 επικοινωνήστε με "
        "τη γραμματεία.\n\nΗ Διεύθυνση", "enim.g2@lyk-vamou.chan.sch.gr"), True)
    add(f"{em}/RE_ RE_ .eml", A, "Restaurant", 66, lambda r, dt: _eml(
        "Μανώλης Σταυρουλάκης <stavroulakis.logistiko@gmail.com>", TAV_MAIL, "RE: RE: ", dt,
        "Νίκο, την αναγγελία της Anna την περάσαμε στο ΕΡΓΑΝΗ με έναρξη 20/4. Για τον Μιχάλη χρειάζομαι ΑΜΚΑ και ΙΒΑΝ πριν "
        "την 1η Μαΐου. Θυμίσου: κάθε υπερωρία δηλώνεται στην ψηφιακή κάρτα πριν γίνει, αλλιώς πρόστιμο 10.500 ανά "
        "εργαζόμενο.\nΜανώλης", "rere.stav@gmail.com"), True)

    return items
