"""A sixty-third unseen labelled corpus: a Danish midwife's and wind-turbine technician's household, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bench
scripts (``benchmarks/*.py``), at the bodies of the other corpus modules or at any placement result. What was
read: ``unseen.py``'s module docstring (the model for how a person and the labelling rules are written), its
helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and the first
lines of its ``build()`` (the write/encode/add/dot helpers); from ``corpus.py`` the ``Item`` dataclass, ``NOW``,
``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; from ``blind.py`` ``_d``, ``_money``, ``_docx``, ``_png`` and
``HEIC_HEAD`` (an over-long print of ``corpus.py`` also showed the first lines of its ``NAMED`` table and of its
``build()``; nothing from them was used). ``_pdf_da`` below is ``_pdf`` with a WinAnsi font encoding so that
Danish letters survive text extraction. The files and labels are shaped by what this household would have on
disk, not by what any code looks for.

The people: Mette Kjærgaard, 41, a midwife (jordemoder) on the labour ward of Aarhus Universitetshospital in
Skejby (employed by Region Midtjylland since 2018; before that at Regionshospitalet Randers, 2012-2018), and
her partner Rasmus Holm, 43, a service technician at the turbine maker Nordvind Turbines A/S (since
September 2022; before that seven years offshore with North Sea Wind Service ApS in Esbjerg, 2015-2022). They
own a townhouse (ejerbolig, rækkehus) at Lindevangsparken 17, 8250 Egå, bought in 2019 when they sold their
andelslejlighed in Trøjborg, and have two children: Freja (9, 3.b at Egå Skole, football in Egå IF) and Oscar
(6, 0.a and SFO at Egå Skole; he left Egå Børnehus in summer 2025). They drive a 2020 Skoda Octavia bought in
2022 (the old Toyota Auris was sold then). Rasmus shares a Folkebåd, *Tulle*, in Egå Marina with two friends
and is taking his duelighedsbevis (practical test 20 June 2026); Mette knits and cooks. Under way now: the
bathroom renovation (April-June 2026, with håndværkerfradrag), their wedding on 22 August 2026 (Egå Kirke,
party at Kaløvig Strandkro), Mette's diploma module in obstetric ultrasound (exam June 2026) and the summer
holiday on Bornholm in July 2026. Finished: the carport and terrace (2023), the old flat, Rasmus's offshore
job, Mette's Randers job, Oscar's kindergarten, a paid-off consumer loan (2023), a closed bicycle-theft claim
(2024) and past trips (Legoland 2023, Kreta 2024, Hemsedal 2025). Files are Danish throughout, with English
from Rasmus's job (GWO certificates, service and safety papers). The machine is a shared Windows PC with
Danish folder names and its naming chaos: ``Overførsler/`` full of ``Dokument (3).pdf`` and installers,
``Skrivebord/`` with ``Nyt tekstdokument.txt`` and ``Dokument1.docx``, ``Dokumenter/`` half-organised by
subject, ``Dokumenter/e-Boks/`` exports, ``Dokumenter/Scannede dokumenter/scan0012.pdf`` from the scanner,
``Overførsler/WhatsApp/DOC-...-WA0003.pdf``, ``Dokumenter/Aula/`` downloads, ``Billeder/`` year folders, an
iPhone photo import and screenshots, and a copy of Rasmus's old laptop (``Gammel bærbar Rasmus/``).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  bathroom renovation (quotes, drawings, schedule, budget, aconto invoices, product lists, progress photos)
  -- topic Home; the wedding on 22 August 2026 (church, Familieretshuset's prøvelse, venue, menu,
  photographer, DJ, guest list, seating, invitations, speeches, moodboard pictures) -- topic Wedding; Mette's
  diploma module in obstetric ultrasound (assignment drafts, literature, supervisor feedback, exam plan) --
  topic Midwifery; Rasmus's duelighedsbevis (course, theory result, sailing-hours log, practical test
  booking) -- topic Sailing; the Bornholm holiday in July 2026 (ferry, cabin, packing list) -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: household
  money -- bank, budget, mortgage, tax (årsopgørelse, forskudsopgørelse), pensions, children's savings
  (Finance); Mette's job -- shift plans, payslips, authorisation, mandatory courses, union, MUS (Midwifery);
  Rasmus's job -- payslips, timesheets, expenses, GWO and other certificates, safety notices (Turbines); the
  townhouse -- deed, valuation, property tax, utilities, owners' association, repairs (Home); the children
  -- school, Aula messages, SFO, football, the municipal children's dentist (Children); everybody's medical
  care -- doctor, hospital, lab results, physiotherapy, vaccinations (Health); the car, including its loan,
  insurance, inspection, service and tax (Car); all other insurance policies -- contents, house, accident,
  travel (Insurance); the boat share and club -- berth, boat insurance, club fees, work days (Sailing).
  Payslips and employment papers go with the job, not with Finance. An old årsopgørelse from 2019 on the old
  laptop copy is still Areas Finance.
- **Resources**: reference and interests kept for their own sake, by subject: clinical guidelines and
  textbooks (Midwifery); technical manuals and English glossaries (Turbines); appliance manuals (Home); the
  car's owner's manual (Car);
  football drills for the team Rasmus helps coach and parenting reading (Children); knitting patterns and
  books (Knitting); recipes (Cooking); sailing reading, knots and harbour guides (Sailing); travel guides
  for no particular trip (Travel); health reading (Health); installers (Software); photos, albums and
  screenshots wherever they lie (Photos) -- except photos that document a project, current or finished
  (bathroom progress, carport build, the wedding moodboard: the project's bucket and topic).
- **Archive**: finished projects and ended responsibilities: Mette's Randers job (Midwifery); Rasmus's
  offshore job and his 2022 job search (Turbines); the old flat in Trøjborg and the carport of 2023 (Home);
  Oscar's kindergarten (Children); the old Toyota (Car); the consumer loan paid off in 2023 (Finance); the
  closed bicycle-theft claim of 2024 (Insurance); past trips (Travel).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System).

Topics are subjects: Midwifery, Turbines, Finance, Home, Wedding, Children, Health, Car, Insurance,
Sailing, Knitting, Cooking, Travel, Photos, Software (and System for Left). ``hard`` marks a file whose name
*and* folder say nothing about its subject (``Overførsler/Dokument (3).pdf``, ``Skrivebord/Nyt
tekstdokument.txt``, ``Dokumenter/Scannede dokumenter/scan0012.pdf``, ``Overførsler/WhatsApp/DOC-20260412-
WA0003.pdf``): only the text inside (.txt, .eml, .pdf, .docx, .xlsx, .csv) can place it, and that text is a
real letter, invoice, payslip or note. Images are never marked hard. Dates are relative to ``corpus.NOW``
so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import io
import os
import random
import struct
import zipfile
import zlib
from datetime import datetime, timedelta
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
ZIP_DATE = (2026, 1, 1, 0, 0, 0)

# --------------------------------------------------------------------------- helpers


def _d(dt: datetime) -> str:
    return dt.strftime("%d-%m-%Y")


def _kr(r: random.Random, lo: float, hi: float) -> str:
    """Danish money: 12.345,67 kr."""
    v = r.uniform(lo, hi)
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return s + " kr."


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
         f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Ark1" sheetId="1" r:id="rId1"/>'
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


def _pdf_da(text: str) -> bytes:
    """``corpus._pdf`` with a WinAnsi-encoded font, so Danish æ, ø, å (and Æ, Ø, Å) survive text extraction."""
    lines = [ln.replace("\\", "").replace("(", "").replace(")", "") for ln in text.splitlines() if ln.strip()]
    stream = "BT /F1 11 Tf 50 780 Td 14 TL " + " ".join(f"({ln}) '" for ln in lines) + " ET"
    objs = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
            "/Resources << /Font << /F1 5 0 R >> >> >>",
            f"<< /Length {len(stream.encode('latin-1', 'replace'))} >>\nstream\n{stream}\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"]
    out, offsets = io.BytesIO(), []
    out.write(b"%PDF-1.4\n")
    for i, obj in enumerate(objs, 1):
        offsets.append(out.tell())
        out.write(f"{i} 0 obj\n{obj}\nendobj\n".encode("latin-1", "replace"))
    xref = out.tell()
    out.write(f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode())
    for off in offsets:
        out.write(f"{off:010d} 00000 n \n".encode())
    out.write(f"trailer << /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())
    return out.getvalue()


def _eml(frm: str, to: str, subject: str, date: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {date.strftime('%a, %d %b %Y %H:%M:%S +0200')}\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
            f"{body}\n")


METTE = "Mette Kjærgaard"
RASMUS = "Rasmus Holm"
ADDR = "Lindevangsparken 17, 8250 Egå"
METTE_MAIL = "mette.kjaergaard@gmail.com"
RASMUS_MAIL = "rasmusholm81@hotmail.com"
BANK = "Kattegat Sparekasse, Søren Frichs Vej 38, 8230 Åbyhøj, reg.nr. 9512"
AUH = "Aarhus Universitetshospital, Kvindesygdomme og Fødsler, Fødeafsnittet, Palle Juul-Jensens Boulevard 99, 8200 Aarhus N"
NVT = "Nordvind Turbines A/S, Service Northern Europe, Hedeager 12, 8200 Aarhus N, CVR 38 44 17 02"
MONTHS = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober",
          "november", "december"]
FIRST = ["Anne", "Lars", "Karen", "Søren", "Louise", "Mads", "Camilla", "Jesper", "Sofie", "Henrik", "Line",
         "Morten", "Pernille", "Thomas", "Maja", "Jakob", "Helle", "Niels", "Trine", "Kasper"]
SURN = ["Jensen", "Nielsen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sørensen", "Rasmussen",
        "Jørgensen", "Madsen", "Kristensen", "Olsen", "Thomsen", "Poulsen", "Mortensen", "Iversen", "Lund"]


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _month(dt: datetime) -> str:
    return f"{MONTHS[dt.month - 1]} {dt.year}"


# --------------------------------------------------------------------------- document texts


def _payslip_mette(r: random.Random, dt: datetime) -> str:
    base = r.uniform(38_900, 39_600)
    tillaeg = r.uniform(4_200, 7_900)
    pension = (base + tillaeg) * 0.1414
    brutto = base + tillaeg
    am = (brutto - pension * 0.33) * 0.08
    skat = (brutto - am) * 0.37
    return (f"Region Midtjylland - Lønservice\nLønseddel for {_month(dt)}\n"
            f"Medarbejder: {METTE}, medarb.nr. 4418207\nStilling: Jordemoder, overenskomst Jordemoderforeningen\n"
            f"Arbejdssted: {AUH}\nNormtid 32 timer/uge (0,865 stilling)\n"
            f"Grundløn trin 7 ............ {base:,.2f} kr.\n"
            f"Tillæg aften/nat/weekend ... {tillaeg:,.2f} kr.\n"
            f"Pension PKA (arb.giver+egen) {pension:,.2f} kr.\n"
            f"AM-bidrag .................. {am:,.2f} kr.\nA-skat ..................... {skat:,.2f} kr.\n"
            f"Udbetalt til konto 9512-...-3390: {brutto - am - skat - pension * 0.33:,.2f} kr.\n"
            f"Ferie: optjent 2,08 dage, saldo {r.randint(8, 24)} dage. Afspadsering: {r.randint(2, 30)} timer.\n")


def _payslip_rasmus(r: random.Random, dt: datetime) -> str:
    hours = r.randint(150, 168)
    ot = r.randint(0, 22)
    rate = 238.40
    brutto = hours * rate + ot * rate * 1.5 + r.uniform(1_500, 4_800)
    return (f"LØNSEDDEL / PAYSLIP {_month(dt)}\nNordvind Turbines A/S, Hedeager 12, 8200 Aarhus N\n"
            f"Medarbejder: {RASMUS}, nr. 20931  Stilling: Service Technician II, Team Østjylland\n"
            f"Normaltimer {hours} x {rate:.2f} kr.\nOvertid 50% {ot} timer\n"
            "Udetillæg / site allowance, Højdetillæg / height allowance\n"
            f"Bruttoløn: {brutto:,.2f} kr.\nPensionDanmark 12%: {brutto * 0.08:,.2f} kr. (egen andel 4%)\n"
            f"AM-bidrag: {brutto * 0.08:,.2f} kr.\nA-skat: {brutto * 0.31:,.2f} kr.\n"
            f"Til udbetaling: {brutto * 0.57:,.2f} kr.\nSH-saldo: {r.randint(10, 60)} timer. Ferie med løn: 5 uger.\n")


def _kontoudtog(r: random.Random, dt: datetime) -> str:
    lines = [f"Kattegat Sparekasse\nKontoudtog - Budgetkonto 9512 0044 187 223\n{METTE} og {RASMUS}, {ADDR}\n"
             f"Periode: 01.{dt.month:02d}.{dt.year} - 28.{dt.month:02d}.{dt.year}\nDato  Tekst  Beløb  Saldo"]
    saldo = r.uniform(4_000, 19_000)
    for day, txt, lo, hi in ((1, "Overført fra lønkonto Mette", 14_000, 14_000), (1, "Overført fra lønkonto Rasmus", 16_500, 16_500),
                             (2, "Nordisk Realkredit termin", -11_840, -11_840), (3, "Kredsløb fjernvarme aconto", -1_420, -1_420),
                             (5, "Aarhus Vand", -610, -690), (6, "Østjysk El A/S", -780, -1_350),
                             (8, "Aarhus Kommune SFO/Fritten", -1_972, -1_972), (10, "Østjylland Forsikring", -1_118, -1_118),
                             (12, "Egå IF kontingent", -450, -450), (15, "Grundejerforeningen Lindevangsparken", -600, -600),
                             (20, "Skoda Finans billån", -2_695, -2_695), (25, "Netflix/Viaplay", -249, -249)):
        v = r.uniform(lo, hi)
        saldo += v
        lines.append(f"{day:02d}.{dt.month:02d}  {txt}  {v:,.2f}  {saldo:,.2f}")
    return "\n".join(lines) + "\n"


def _vagtplan(r: random.Random, dt: datetime) -> str:
    rows = ["Vagtplan Fødeafsnittet AUH;" + _month(dt) + ";Mette Kjærgaard (MK)", "Dato;Ugedag;Vagt;Tid;Bemærkning"]
    days = ["man", "tir", "ons", "tor", "fre", "lør", "søn"]
    shifts = [("D", "07.00-15.00"), ("A", "15.00-23.00"), ("N", "23.00-07.15"), ("F", "fri"), ("F", "fri")]
    start = datetime(dt.year, dt.month, 1)
    for i in range(28):
        s, t = r.choice(shifts)
        day = start + timedelta(days=i)
        note = r.choice(["", "", "", "bytte m. Louise", "ansvarshavende", "undervisning stud."]) if s != "F" else ""
        rows.append(f"{day.day:02d}.{day.month:02d};{days[day.weekday()]};{s};{t};{note}")
    return "\n".join(rows)


def _timesheet(r: random.Random, dt: datetime) -> str:
    rows = [f"Nordvind Turbines - Weekly timesheet;Technician: Rasmus Holm (20931);Week {dt.isocalendar()[1]} {dt.year}",
            "Date;Site;WTG;Order no.;Task;Hours;Overtime"]
    sites = ["Hagesholm Vindpark", "Overgaard Vindmøller", "Rødsand-Onshore test", "Frijsenborg Vind", "Nørrekær Enge"]
    for i in range(5):
        day = dt - timedelta(days=dt.weekday()) + timedelta(days=i)
        rows.append(f"{_d(day)};{r.choice(sites)};WTG{r.randint(1, 18):02d};SO-{r.randint(400000, 499999)};"
                    f"{r.choice(['Annual service', 'Gearbox oil sample', 'Yaw brake replacement', 'Blade inspection', 'Converter fault 3122', 'Torque check tower bolts'])};"
                    f"{r.choice([7.4, 8, 9.5, 10])};{r.choice([0, 0, 1, 2.5])}")
    return "\n".join(rows)


def _aarsopg(who: str, year: int):
    def f(r: random.Random, dt: datetime) -> str:
        ind = r.uniform(380_000, 560_000)
        return (f"Skattestyrelsen\nÅrsopgørelse {year}\n{who}, {ADDR}\nDato: {_d(dt)}\n"
                f"Personlig indkomst (lønindkomst m.m.) {ind:,.0f} kr.\nArbejdsmarkedsbidrag {ind * 0.08:,.0f} kr.\n"
                f"Kapitalindkomst: renteudgifter realkredit -{r.uniform(18_000, 34_000):,.0f} kr.\n"
                f"Ligningsmæssige fradrag: beskæftigelsesfradrag, fagforening {r.randint(5_000, 7_000)} kr., "
                f"befordring {r.randint(3_000, 14_000)} kr.\n"
                f"Resultat: Du skal {'have penge tilbage' if r.random() < 0.6 else 'betale restskat'}: "
                f"{r.uniform(900, 7_800):,.2f} kr.\nBeløbet udbetales til din NemKonto. Ret din årsopgørelse på skat.dk "
                "med MitID.\n")
    return f


def _forskud(who: str, year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Skattestyrelsen\nForskudsopgørelse {year}\n{who}, {ADDR}\n"
                f"Forventet lønindkomst {r.uniform(420_000, 560_000):,.0f} kr.\n"
                f"Renteudgifter (Nordisk Realkredit) {r.uniform(20_000, 31_000):,.0f} kr.\n"
                f"Håndværkerfradrag {year} (badeværelse, arbejdsløn) 12.500 kr.\n"
                f"Trækprocent 37 %, månedsfradrag {r.randint(4_100, 4_700)} kr.\n"
                "Ændringen er sendt til din arbejdsgiver via eIndkomst. Tjek forskudsopgørelsen på skat.dk.\n")
    return f


def _aula(sender: str, subject: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Aula - Besked\nFra: {sender}\nTil: Forældre i klassen\nEmne: {subject}\nDato: {_d(dt)} kl. "
                f"{r.randint(7, 21)}:{r.randint(10, 59)}\n\n{body}\n\nVenlig hilsen\n{sender}\nEgå Skole, Egå Havvej 6, 8250 Egå\n")
    return f


def _gwo(module: str, code: str, issued: str, expires: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"GLOBAL WIND ORGANISATION - TRAINING RECORD\nWINDA ID: GWO-{r.randint(10000000, 99999999)}\n"
                f"Delegate: RASMUS HOLM, born 1982-11-04\nModule: {module} ({code})\n"
                f"Training provider: Nordic Wind Safety Training ApS, Esbjerg\nCompleted: {issued}  Valid until: {expires}\n"
                "The delegate has completed the module in accordance with the GWO Basic Safety Training standard.\n")
    return f


def _age(y: int, m: int, d: int = 15) -> float:
    """Days between a date and NOW."""
    return float((NOW.replace(tzinfo=None) - datetime(y, m, d)).days)


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
            return _pdf_da(_latin1(content))
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

    # ------------------------------------------------------------ Dokumenter/Økonomi (Areas Finance)
    d = "Dokumenter/Økonomi"
    for year in (2023, 2024, 2025):
        add(f"{d}/Skat/Årsopgørelse {year} Mette.pdf", A, "Finance", _age(year + 1, 3, 18), _aarsopg(METTE, year))
        add(f"{d}/Skat/Årsopgørelse {year} Rasmus.pdf", A, "Finance", _age(year + 1, 3, 19), _aarsopg(RASMUS, year))
    add(f"{d}/Skat/Forskudsopgørelse 2026 Mette.pdf", A, "Finance", _age(2025, 11, 14), _forskud(METTE, 2026))
    add(f"{d}/Skat/Forskudsopgørelse 2026 Mette rettet.pdf", A, "Finance", _age(2026, 4, 22), _forskud(METTE, 2026))
    add(f"{d}/Skat/Forskudsopgørelse 2026 Rasmus.pdf", A, "Finance", _age(2025, 11, 14), _forskud(RASMUS, 2026))
    for m in range(1, 6):
        add(f"{d}/Bank/Kontoudtog budgetkonto 2026-{m:02d}.pdf", A, "Finance", _age(2026, m, 28) - 1, _kontoudtog)
    budget = ("Budget {y};Måned;År\nIndtægt Mette netto;24.800;297.600\nIndtægt Rasmus netto;27.300;327.600\n"
              "Børnepenge (kvartal);;{bp}\nRealkredit;11.840;142.080\nFjernvarme;1.420;17.040\nEl;1.050;12.600\n"
              "Vand;650;7.800\nForsikringer;1.118;13.416\nBil inkl. lån;4.300;51.600\nSFO + fodbold;2.422;29.064\n"
              "Mad og husholdning;9.500;114.000\nOpsparing;3.000;36.000\nRådighed;{rad};")
    add(f"{d}/Budget 2025.xlsx", A, "Finance", _age(2025, 1, 6), budget.format(y=2025, bp="19.260", rad="6.150"))
    add(f"{d}/Budget 2026.xlsx", A, "Finance", _age(2026, 1, 4), budget.format(y=2026, bp="19.620", rad="5.710"))
    add(f"{d}/Budget 2026 v2 (med bryllup).xlsx", A, "Finance", _age(2026, 3, 2),
        budget.format(y=2026, bp="19.620", rad="2.210") + "\nEkstra: bryllupsopsparing;3.500;42.000")
    add(f"{d}/Faste udgifter.xlsx", A, "Finance", _age(2026, 2, 9),
        "Post;Beløb;Betales;Konto\nNordisk Realkredit;11.840;1. hver md.;Budget\nKredsløb;1.420;3.;Budget\n"
        "Østjylland Forsikring;1.118;10.;Budget\nTelmore x2;258;15.;Mette løn\nSkoda Finans;2.695;20.;Budget\n"
        "Egå Sejlklub;1.800;årlig marts;Rasmus\nDagbladet Aarhus Stiftstidende;349;kvartal;Budget")
    add(f"{d}/Lån/Nordisk Realkredit terminsopkrævning 2026-2.pdf", A, "Finance", _age(2026, 5, 20),
        lambda r, dt: (f"Nordisk Realkredit\nTerminsopkrævning pr. 01.07.2026\nLån nr. 7734-118-90, {ADDR}\n"
                       f"Debitorer: {METTE}, {RASMUS}\nObligationslån F5, restgæld {r.uniform(1_880_000, 1_960_000):,.0f} kr.\n"
                       f"Rente {r.uniform(9_000, 12_000):,.2f} kr., afdrag {r.uniform(13_000, 15_000):,.2f} kr., "
                       "bidrag 2.310,00 kr.\nOpkræves via Betalingsservice.\n"))
    add(f"{d}/Lån/Låneoversigt 2025.pdf", A, "Finance", _age(2026, 1, 20),
        lambda r, dt: ("Nordisk Realkredit - Årsoversigt 2025\nBetalte renter (fradragsberettigede) "
                       f"{r.uniform(38_000, 46_000):,.2f} kr., indberettet til Skattestyrelsen.\n"
                       f"Ejendom: {ADDR}, matr.nr. 12bx Egå By, Egå\nLån F5 rentetilpasning 01.01.2029\n"))
    add(f"{d}/Pension/PKA pensionsoversigt 2025 Mette.pdf", A, "Finance", _age(2026, 2, 25),
        lambda r, dt: (f"PKA - Pensionskassen for Sundhedsfaglige\nPensionsoversigt 2025 for {METTE}\n"
                       f"Indbetalt i 2025: {r.uniform(72_000, 80_000):,.0f} kr.\nDepot 31.12.2025: {r.uniform(810_000, 900_000):,.0f} kr.\n"
                       "Forsikringer: tab af erhvervsevne 65 %, dødsfaldssum 500.000 kr.\nForventet pension ved 69 år: 24.300 kr./md.\n"))
    add(f"{d}/Pension/PensionDanmark Rasmus 2025.pdf", A, "Finance", _age(2026, 2, 27),
        lambda r, dt: (f"PensionDanmark\nÅrsoversigt 2025 - {RASMUS}\nArbejdsgiver: Nordvind Turbines A/S\n"
                       f"Indbetalinger 2025: {r.uniform(68_000, 75_000):,.0f} kr.\nOpsparing i alt: {r.uniform(690_000, 760_000):,.0f} kr. "
                       "(heraf fra tidligere arbejdsgiver North Sea Wind Service)\nSundhedsordning: behandlingsforsikring inkl. fysioterapi.\n"))
    add(f"{d}/Pension/PensionsInfo april 2026.pdf", A, "Finance", _age(2026, 4, 11),
        "PensionsInfo - Samlet overblik\nUdskrevet 11.04.2026 for Mette Kjærgaard\nATP Livslang Pension, PKA, "
        "Folkepension (forventet fra 2054)\nSamlet forventet udbetaling før skat: 31.900 kr./md.\n")
    add(f"{d}/Børneopsparing 2025 Freja og Oscar.pdf", A, "Finance", _age(2026, 1, 12),
        lambda r, dt: ("Kattegat Sparekasse - Årsoversigt børneopsparing 2025\n"
                       f"Freja Holm Kjærgaard, konto 9512 0051 211 908: saldo {r.uniform(38_000, 42_000):,.2f} kr.\n"
                       f"Oscar Holm Kjærgaard, konto 9512 0051 211 916: saldo {r.uniform(22_000, 26_000):,.2f} kr.\n"
                       "Årlig indbetaling 6.000 kr. pr. barn. Bundet til barnet fylder 14 år.\n"))
    add(f"{d}/Gammelt/Forbrugslån afdragsplan 2020.pdf", X, "Finance", _age(2020, 6, 3),
        "Kattegat Sparekasse\nLånedokument - Forbrugslån nr. 44-01982\nLåntagere: Mette Kjærgaard og Rasmus Holm\n"
        "Hovedstol 85.000 kr. (køkken og hvidevarer), løbetid 36 måneder, ÅOP 7,9 %\nMånedlig ydelse 2.661 kr.\n")
    add(f"{d}/Gammelt/Forbrugslån indfriet 2023.pdf", X, "Finance", _age(2023, 6, 8),
        "Kattegat Sparekasse\nBekræftelse på indfrielse\nForbrugslån nr. 44-01982 er indfriet 01.06.2023 og lukket.\n"
        "Restgæld 0,00 kr. Der er ikke yderligere mellemværende.\n")

    # ------------------------------------------------------------ Dokumenter/Mette arbejde (Midwifery)
    d = "Dokumenter/Mette arbejde"
    for m in (3, 4, 5, 6):
        add(f"{d}/Vagtplaner/Vagtplan 2026-{m:02d}.xlsx", A, "Midwifery", _age(2026, m - 1, 20) + r.randint(-4, 4), _vagtplan)
    for y, m in ((2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4), (2026, 5)):
        add(f"{d}/Lønsedler/Lønseddel {y}-{m:02d}.pdf", A, "Midwifery", _age(y, m, 28), _payslip_mette)
    add(f"{d}/Autorisation jordemoder.pdf", A, "Midwifery", _age(2018, 8, 1),
        "Styrelsen for Patientsikkerhed\nAutorisationsbevis\nMette Kjærgaard, født 14.03.1985\nhar autorisation som "
        "jordemoder i henhold til lov om autorisation af sundhedspersoner. Autorisations-ID 0K4M7. Udstedt 28.06.2012.\n")
    add(f"{d}/Ansættelsesbrev AUH 2018.pdf", A, "Midwifery", _age(2018, 5, 30),
        f"Region Midtjylland\nAnsættelsesbrev\n{METTE} ansættes som jordemoder ved {AUH} pr. 1. august 2018.\n"
        "Ugentlig arbejdstid 32 timer, døgndækkende vagter. Løn efter overenskomst mellem Regionernes Lønnings- og "
        "Takstnævn og Jordemoderforeningen, løntrin 7. Pension i PKA. Prøvetid 3 måneder.\n")
    add(f"{d}/Kurser/CTG kursusbevis 2025.pdf", A, "Midwifery", _age(2025, 10, 2),
        "Kursusbevis\nCTG-fortolkning og fosterovervågning, obligatorisk opdatering\nDeltager: Mette Kjærgaard, jordemoder AUH\n"
        "Gennemført 01.10.2025 med bestået e-læringstest (92 %). Næste opdatering senest oktober 2027.\n")
    add(f"{d}/Kurser/PRaKTOBS simulation 2026.pdf", A, "Midwifery", _age(2026, 2, 19),
        "PRaKTOBS - tværfaglig obstetrisk simulationstræning\nAUH, Kvindesygdomme og Fødsler, 18.02.2026\n"
        "Scenarier: skulderdystoci, postpartum blødning, eklampsi. Deltager: Mette Kjærgaard (jordemoder).\n")
    add(f"{d}/Kurser/NLS neonatal genoplivning 2024.pdf", A, "Midwifery", _age(2024, 11, 7),
        "Dansk Råd for Genoplivning\nNewborn Life Support (NLS) - kursusbevis\nMette Kjærgaard bestod kurset 06.11.2024.\n"
        "Certifikatet er gyldigt i 4 år.\n")
    add(f"{d}/MUS 2026 forberedelse.docx", A, "Midwifery", _age(2026, 3, 9),
        "MUS 2026 - forberedelse (Mette)\nHvad er gået godt: vejledning af jordemoderstuderende, ansvarshavende-vagter.\n"
        "Hvad vil jeg udvikle: ultralydskompetencer (diplommodul), evt. ambulatoriet 1 dag om ugen.\n"
        "Arbejdsmiljø: for mange nattevagter i træk i januar. Ønske: max 3 nætter i træk.\n")
    add(f"{d}/Jordemoderforeningen kontingent 2026.pdf", A, "Midwifery", _age(2026, 1, 8),
        "Jordemoderforeningen\nKontingentopkrævning 2026\nMedlem: Mette Kjærgaard, medlemsnr. 31877\n"
        "Kontingent 1. halvår: 3.618 kr. (inkl. A-kasse: Sundhedsfagligt ... FTF-A)\nFradragsberettiget del: 3.210 kr.\n")
    add(f"{d}/Overarbejde og afspadsering 2026.xlsx", A, "Midwifery", _age(2026, 5, 24),
        "Dato;Ekstra timer;Årsag;Afspadseret\n04.01.2026;3,5;fødsel gik over vagtskifte;\n17.01.2026;8;ekstravagt nat;\n"
        "02.02.2026;2;akut sectio;ja\n21.03.2026;8;ekstravagt dag;\n30.04.2026;1,5;overlevering;\n16.05.2026;8;ekstravagt aften;")
    # the diploma module (Projects)
    dd = f"{d}/Diplommodul ultralyd 2026"
    opg = ("VIA University College - Diplomuddannelse i jordemoderfaglig ultralyd\nModul 3: Obstetrisk ultralyd i 3. trimester\n"
           "Eksamensopgave af Mette Kjærgaard\nProblemformulering: Hvordan kan jordemoderudført fokuseret ultralyd "
           "ved fødselsstart (fosterpræsentation) styrke beslutningsgrundlaget på Fødeafsnittet, AUH?\n")
    add(f"{dd}/Opgave ultralyd v1.docx", P, "Midwifery", _age(2026, 3, 28), opg + "Indledning (udkast)...\n")
    add(f"{dd}/Opgave ultralyd v2.docx", P, "Midwifery", _age(2026, 4, 26), opg + "Indledning, metode, første analyse.\n")
    add(f"{dd}/Opgave ultralyd FINAL.docx", P, "Midwifery", _age(2026, 5, 18), opg + "Fuld tekst, 11 sider. Mangler korrektur.\n")
    add(f"{dd}/Opgave ultralyd FINAL2.docx", P, "Midwifery", _age(2026, 5, 29), opg + "Fuld tekst efter vejleders kommentarer.\n")
    add(f"{dd}/~$gave ultralyd FINAL2.docx", L, "System", _age(2026, 5, 29), b"\x0bMette K.\x00" + bytes(150))
    add(f"{dd}/Litteraturliste.docx", P, "Midwifery", _age(2026, 5, 17),
        "Litteraturliste\nDSOG (2023) Sandbjerg-guideline: Ultralyd ved fødsel.\nISUOG Practice Guidelines: intrapartum ultrasound.\n"
        "Sundhedsstyrelsen (2022) Anbefalinger for svangreomsorgen.\nWiafe YA et al. (2020) Ultrasound in midwifery practice.\n")
    add(f"{dd}/Eksamensplan juni 2026.pdf", P, "Midwifery", _age(2026, 4, 30),
        "VIA University College\nEksamensplan - Modul 3 Obstetrisk ultralyd\nAflevering af skriftlig opgave: 02.06.2026 kl. 12.00 i WISEflow\n"
        "Mundtlig eksamen: 16.06.2026, Campus Aarhus C, lokale A2.13. Censor: ekstern.\n")
    add(f"{dd}/Modulbeskrivelse.pdf", P, "Midwifery", _age(2026, 1, 20),
        "Modulbeskrivelse: Obstetrisk ultralyd i 3. trimester (10 ECTS)\nForår 2026. Læringsmål: bestemme fosterpræsentation, "
        "placentalokalisation og fostervandsmængde. 40 logbogsscanninger under supervision.\n")
    add(f"{dd}/Vejleder feedback.txt", P, "Midwifery", _age(2026, 5, 22),
        "Feedback fra Hanne (vejleder) 22/5:\n- problemformuleringen er skarp, god\n- metodeafsnit: beskriv logbogsscanningerne bedre\n"
        "- diskussion: inddrag DSOG guideline\n- husk sidetal og at opgaven max må være 12 normalsider\n")
    add(f"{dd}/Logbog scanninger.xlsx", P, "Midwifery", _age(2026, 5, 12),
        "Nr;Dato;GA;Fund;Supervisor\n1;12.02.2026;39+2;hovedstilling;HL\n2;14.02.2026;40+5;hovedstilling;HL\n"
        "3;20.02.2026;37+0;UK-stilling - bekræftet af læge;SR\n4;03.03.2026;41+1;hovedstilling, fv normal;HL")
    # reference (Resources)
    dr = f"{d}/Faglig læsning"
    for name, txt in (("DSOG guideline postpartum blødning 2024.pdf",
                       "DSOG guideline: Postpartum blødning (PPH)\nDefinition: blødning over 500 ml. Trin 1: uterusmassage, "
                       "oxytocin 10 IE i.m. Trin 2: tranexamsyre 1 g i.v. Alarmering ved over 1000 ml.\n"),
                      ("DSOG Igangsættelse af fødsel.pdf",
                       "DSOG Sandbjerg guideline\nIgangsættelse af fødsel: indikationer, Bishop score, misoprostol 25 mikrogram "
                       "oralt hver 2. time, ballonkateter, amniotomi.\n"),
                      ("Anbefalinger for svangreomsorgen 2022.pdf",
                       "Sundhedsstyrelsen\nAnbefalinger for svangreomsorgen, 3. udgave\nJordemoderkonsultationer, risikovurdering, "
                       "fødselsforberedelse og barselsforløb.\n"),
                      ("Amning - en håndbog for sundhedspersonale.pdf",
                       "Amning - en håndbog for sundhedspersonale\nSundhedsstyrelsen\nKapitel 4: Brystsyge og brystbetændelse. "
                       "Kapitel 6: Den nyfødtes sutteteknik.\n"),
                      ("Tidsskrift Jordemoderen 2026-3 artikel om vandfødsel.pdf",
                       "Tidsskrift for Jordemødre 3/2026\nVandfødsel på danske fødesteder - erfaringer og sikkerhed\n"
                       "Temaartikel om infektionshygiejne og fødekar.\n")):
        add(f"{dr}/{name}", R, "Midwifery", r.uniform(60, 700), txt)
    add(f"{dr}/Obstetrik for jordemødre.epub", R, "Midwifery", 410,
        _epub("Obstetrik for jordemødre", "Lise Dam og Per Kjeldsen", "da",
              "Fødslens faser, fosterovervågning og jordemoderens kliniske beslutninger."))
    # Randers (Archive)
    dx = f"{d}/Randers 2012-2018"
    add(f"{dx}/Ansættelseskontrakt Randers 2012.pdf", X, "Midwifery", _age(2019, 2, 10),
        "Region Midtjylland - Regionshospitalet Randers\nAnsættelsesbrev\nMette Kjærgaard ansættes som jordemoder på "
        "Fødeafdelingen, Regionshospitalet Randers, pr. 1. september 2012. 37 timer/uge.\n")
    add(f"{dx}/Opsigelse Randers 2018.docx", X, "Midwifery", _age(2018, 4, 27),
        "Mette Kjærgaard\nTil afdelingsjordemoder Birgitte Lauritsen, Fødeafdelingen, Regionshospitalet Randers\n"
        "Hermed opsiger jeg min stilling som jordemoder med udgangen af juli 2018, da jeg har fået stilling ved AUH Skejby.\n"
        "Tak for seks gode år.\n")
    add(f"{dx}/Udtalelse afdelingsjordemoder.pdf", X, "Midwifery", _age(2018, 7, 30),
        "Regionshospitalet Randers, Fødeafdelingen\nUdtalelse\nJordemoder Mette Kjærgaard har været ansat hos os fra 2012 til 2018. "
        "Mette er fagligt stærk, rolig i akutte situationer og en skattet vejleder for studerende.\nBirgitte Lauritsen, afdelingsjordemoder\n")
    add(f"{dx}/Afskedsreception.docx", X, "Midwifery", _age(2018, 7, 20),
        "Afskedsreception for Mette\nFredag 27. juli kl. 14 i personalestuen, Fødeafdelingen Randers.\nTale ved Birgitte. Kage fra Ferdinands.\n")

    # ------------------------------------------------------------ Dokumenter/Rasmus job (Turbines)
    d = "Dokumenter/Rasmus job"
    for m in (2, 3, 4, 5):
        add(f"{d}/Lønsedler/lønseddel_2026_{m:02d}.pdf", A, "Turbines", _age(2026, m, 28), _payslip_rasmus)
    for wk, age in ((19, 24), (20, 17), (21, 10)):
        add(f"{d}/Timesedler/Timesheet week {wk}.xlsx", A, "Turbines", age, _timesheet)
    for mod, code, issued, exp in (("Working at Heights", "WAH", "2025-03-12", "2027-03-11"),
                                   ("First Aid", "FA", "2025-03-10", "2027-03-09"),
                                   ("Fire Awareness", "FAW", "2025-03-11", "2027-03-10"),
                                   ("Manual Handling", "MH", "2025-03-11", "2027-03-10")):
        add(f"{d}/Certifikater/GWO BST {mod} 2025.pdf", A, "Turbines", _age(2025, 3, 14), _gwo(mod, code, issued, exp))
    add(f"{d}/Certifikater/GWO ART Advanced Rescue 2024.pdf", A, "Turbines", _age(2024, 9, 20),
        _gwo("Advanced Rescue Training", "ART", "2024-09-18", "2026-09-17"))
    add(f"{d}/Certifikater/Fornyelse GWO ART september.txt", A, "Turbines", _age(2026, 5, 6),
        "ART udløber 17/9 2026 - husk at booke refresher i Esbjerg (Nordic Wind Safety), Jens i planlægningen har sagt uge 35 eller 36.\n"
        "Kørsel i egen bil = kørselsgodtgørelse, skriv på rejseafregning.\n")
    add(f"{d}/Ansættelseskontrakt Nordvind 2022.pdf", A, "Turbines", _age(2022, 8, 10),
        f"EMPLOYMENT CONTRACT / ANSÆTTELSESKONTRAKT\n{NVT}\nEmployee: {RASMUS}, {ADDR}\nPosition: Service Technician, "
        "Service Northern Europe, Team Østjylland. Start date: 1 September 2022.\nWorking hours 37/week, on-call rota 1 in 5 weeks. "
        "Pension: PensionDanmark 12 %. Collective agreement: Industriens Overenskomst.\n")
    add(f"{d}/Rejseafregning april 2026.xlsx", A, "Turbines", _age(2026, 5, 3),
        "Rejseafregning / Expense claim;Rasmus Holm;April 2026\nDato;Fra-til;Km;Sats;Beløb;Formål\n"
        "07.04;Egå - Hagesholm Vindpark;94;3,81;358,14;Annual service WTG07\n15.04;Egå - Frijsenborg;58;3,81;220,98;Fault 3122\n"
        "22.04;Egå - Esbjerg;186;3,81;708,66;Toolbox training")
    add(f"{d}/Safety alert 2026-04 hub entry.pdf", A, "Turbines", _age(2026, 4, 9),
        "NORDVIND TURBINES - HSE SAFETY ALERT 2026-04\nIncident: finger injury during hub entry, rotor lock not fully engaged.\n"
        "Actions: always verify rotor lock pin visually, two-person check, report near misses in the HSE app.\n"
        "All service technicians must read and sign before 30 April 2026.\n")
    add(f"{d}/Toolbox talk noter.docx", A, "Turbines", _age(2026, 3, 17),
        "Toolbox talk 16.03.2026 - Team Østjylland\nEmne: Arbejde i kulde og is på vinger (ice throw)\n"
        "Husk afspærring 250 m, tjek SCADA for isdetektion, ingen opstigning over 15 m/s.\n")
    dm = f"{d}/Manualer"
    for name, txt in (("Torque table tower bolts M36.pdf",
                       "Tower flange bolts M36 10.9 - torque and tension table\nPretension 510 kN, tool setting 1.950 bar (HyTorc). "
                       "Check 10 % of bolts at annual service, all bolts after 500 h.\n"),
                      ("Hydraulic pitch system training notes.pdf",
                       "Hydraulic pitch system - training notes\nAccumulator precharge 100 bar N2, proportional valve, pitch cylinder "
                       "leak test, typical fault codes 2101-2140.\n"),
                      ("Yaw system troubleshooting.pdf",
                       "Yaw system troubleshooting guide\nYaw brake pads wear limit 3 mm, yaw gear oil level, cable twist counter reset.\n")):
        add(f"{dm}/{name}", R, "Turbines", r.uniform(150, 900), txt)
    add(f"{dm}/Ordliste engelsk-dansk.txt", R, "Turbines", 640,
        "nacelle = nacelle/maskinhus\nhub = nav\nblade = vinge\npitch = vingeindstilling\nyaw = krøjning\ngearbox = gear\n"
        "main shaft = hovedaksel\nconverter = frekvensomformer\nrescue kit = redningsudstyr\nlanyard = faldsikringsline\n")

    # ------------------------------------------------------------ Dokumenter/Huset (Areas Home)
    d = "Dokumenter/Huset"
    add(f"{d}/Skøde Lindevangsparken 17.pdf", A, "Home", _age(2019, 6, 28),
        f"SKØDE (tinglyst digitalt)\nEjendom: matr.nr. 12bx Egå By, Egå, beliggende {ADDR}\nKøbere: {METTE} og {RASMUS}, "
        "hver 1/2\nKøbesum 2.850.000 kr. Overtagelsesdag 01.07.2019.\nSælger: Dødsbo efter Inger Marie Lund.\n")
    add(f"{d}/Tilstandsrapport 2019.pdf", A, "Home", _age(2019, 4, 2),
        "Tilstandsrapport - Huseftersynsordningen\nRækkehus opført 1978, 112 m2, Lindevangsparken 17, Egå\n"
        "K1: revner i fuger på badeværelse. K2: utæt tagrende mod have. K3: ældre vinduer i stue. UN: undertag ikke besigtiget.\n")
    add(f"{d}/Ejendomsvurdering 2024.pdf", A, "Home", _age(2025, 9, 4),
        lambda r, dt: ("Vurderingsstyrelsen\nForeløbig ejendomsvurdering 2024\nLindevangsparken 17, 8250 Egå\n"
                       f"Ejendomsværdi {r.randint(3_300, 3_700)}.000 kr. Grundværdi {r.randint(900, 1_050)}.000 kr.\n"
                       "Ejendomsværdiskat og grundskyld for 2026 fremgår af forskudsopgørelsen.\n"))
    add(f"{d}/Ejendomsskat 2026 Aarhus Kommune.pdf", A, "Home", _age(2026, 1, 18),
        "Aarhus Kommune - Ejendomsskattebillet 2026\nEjendomsnr. 751-224518, Lindevangsparken 17\nGrundskyld 2026: 9.842,00 kr. "
        "Renovation (dagrenovation og genbrug): 3.410,00 kr.\nBetales i to rater: 1. april og 1. oktober.\n")
    for y in (2024, 2025):
        add(f"{d}/Forbrug/Kredsløb årsopgørelse fjernvarme {y}.pdf", A, "Home", _age(y + 1, 2, 10),
            lambda r, dt, y=y: (f"Kredsløb - fjernvarme\nÅrsopgørelse {y}, kundenr. 60043187\n{ADDR}\n"
                                f"Forbrug {r.uniform(8.9, 11.2):,.2f} MWh, afkøling {r.randint(28, 34)} grader\n"
                                f"Aconto betalt {r.uniform(16_000, 17_500):,.2f} kr. Tilbage til dig: {r.uniform(300, 1_900):,.2f} kr.\n"))
    add(f"{d}/Forbrug/Aarhus Vand 2025.pdf", A, "Home", _age(2026, 2, 2),
        "Aarhus Vand A/S\nÅrsopgørelse 2025 - vand og spildevand\nMåler nr. 1188743, Lindevangsparken 17\nForbrug 118 m3. "
        "Vandafgift og vandbidrag, vejbidrag. I alt 7.612,40 kr.\n")
    for m in (3, 4):
        add(f"{d}/Forbrug/Elregning 2026-{m:02d}.pdf", A, "Home", _age(2026, m + 1, 5),
            lambda r, dt, m=m: (f"Østjysk El A/S\nFaktura for elforbrug {MONTHS[m - 1]} 2026\nAftale: Variabel timepris, {ADDR}\n"
                                f"Forbrug {r.randint(310, 420)} kWh, nettarif (N1), elafgift, moms. At betale {r.uniform(720, 1_180):,.2f} kr.\n"))
    add(f"{d}/Grundejerforening/Referat generalforsamling 2025.pdf", A, "Home", _age(2025, 4, 28),
        "Grundejerforeningen Lindevangsparken\nReferat af ordinær generalforsamling 24.04.2025\n1. Formandens beretning: ny asfalt på "
        "stamvejen i 2026. 2. Regnskab godkendt. 3. Kontingent uændret 600 kr./md. 4. Hækkene klippes senest 1. juli.\n")
    add(f"{d}/Grundejerforening/Referat generalforsamling 2026.pdf", A, "Home", _age(2026, 4, 30),
        "Grundejerforeningen Lindevangsparken\nReferat af ordinær generalforsamling 28.04.2026\nAsfaltarbejde uge 33-34. "
        "Forslag om ladestandere til elbiler vedtaget. Nr. 17 (Rasmus Holm) valgt som suppleant.\n")
    add(f"{d}/Grundejerforening/Vedtægter.pdf", A, "Home", _age(2019, 7, 10),
        "Vedtægter for Grundejerforeningen Lindevangsparken, Egå\n§ 3 Medlemspligt for ejere af de 24 rækkehuse. § 8 Ændringer af "
        "facader, vinduer og tagmaterialer kræver bestyrelsens godkendelse.\n")
    add(f"{d}/Reparationer/VVS faktura opvaskemaskine 2025.pdf", A, "Home", _age(2025, 10, 8),
        "Egå VVS & Blik ApS\nFaktura 25-1187\nUdskiftning af utæt vinkelventil og afløbsslange, opvaskemaskine, Lindevangsparken 17.\n"
        "Arbejdsløn 1.250 kr., materialer 389 kr., i alt inkl. moms 2.048,75 kr.\n")
    add(f"{d}/Reparationer/Tagrende tilbud.pdf", A, "Home", _age(2025, 9, 1),
        "Tilbud - Risskov Tag & Facade\nUdskiftning af tagrende og nedløb mod have, zink, 9 m. Pris 7.900 kr. inkl. moms.\n")
    add(f"{d}/Vedligeholdelsesplan hus.xlsx", A, "Home", _age(2026, 3, 15),
        "Opgave;Hvornår;Sidst gjort;Note\nRense tagrender;hvert efterår;nov 2025;\nOlie terrasse;hvert forår;maj 2025;2026 mangler\n"
        "Skift filter emhætte;hvert halve år;jan 2026;\nTjek røgalarmer;hvert år;okt 2025;\nFuge vinduer stue;2027;;")
    dm = f"{d}/Manualer"
    for name, txt in (("Bosch opvaskemaskine SMV4HVX manual.pdf", "Bosch Serie 4 opvaskemaskine - brugsanvisning\nProgrammer, afkalkning, filterrens.\n"),
                      ("Gram emhætte brugsanvisning.pdf", "Gram emhætte EM 60 - brugsanvisning\nKulfilter skal skiftes hver 6. måned.\n"),
                      ("Danfoss fjernvarmeunit Termix.pdf", "Danfoss Termix VVX - fjernvarmeunit\nIndstilling af varmtvandstemperatur og pumpe.\n"),
                      ("Samsung vaskemaskine WW90.pdf", "Samsung WW90 vaskemaskine - brugervejledning\nFejlkode 4E: vandtilførsel.\n")):
        add(f"{dm}/{name}", R, "Home", r.uniform(200, 1800), txt)

    # ------------------------------------------------------------ Badeværelse 2026 (Projects Home)
    d = "Dokumenter/Huset/Badeværelse 2026"
    add(f"{d}/Tilbud VVS Egå VVS.pdf", P, "Home", _age(2026, 2, 11),
        "Egå VVS & Blik ApS\nTilbud nr. 26-041 - renovering af badeværelse, Lindevangsparken 17\nNedtagning af gammelt toilet og bruser, "
        "nye afløb, gulvvarme-tilslutning, væghængt toilet (Geberit), brusearmatur. Arbejdsløn 38.400 kr., materialer 27.900 kr. ekskl. moms.\n")
    add(f"{d}/Tilbud fliser Østjysk Flisemontage.pdf", P, "Home", _age(2026, 2, 14),
        "Østjysk Flisemontage\nTilbud: vådrumssikring (membran), opsætning af vægfliser 30x60 og gulvklinker 60x60, 6,8 m2 gulv, 22 m2 væg.\n"
        "Pris 41.200 kr. inkl. moms. Opstart uge 16 2026.\n")
    add(f"{d}/Tilbud el Risskov El.pdf", P, "Home", _age(2026, 2, 20),
        "Risskov El-service\nTilbud: elektrisk gulvvarme 6,8 m2 med termostat, 4 spots IP44, stikkontakt ved spejl med HPFI. 14.650 kr. inkl. moms.\n")
    add(f"{d}/Sammenligning tilbud.xlsx", P, "Home", _age(2026, 2, 24),
        "Fag;Firma;Pris inkl. moms;Heraf arbejdsløn;Valgt\nVVS;Egå VVS & Blik;82.375;48.000;ja\nVVS;Aarhus Rør;91.000;52.000;nej\n"
        "Fliser;Østjysk Flisemontage;41.200;31.000;ja\nEl;Risskov El-service;14.650;9.800;ja")
    add(f"{d}/Budget badeværelse.xlsx", P, "Home", _age(2026, 5, 20),
        "Post;Budget;Faktisk\nVVS;82.375;84.120\nFliser arbejde;41.200;41.200\nEl;14.650;\nFliser materialer (Bolderslev);18.000;19.344\n"
        "Sanitet (Lavprisvvs);15.000;13.880\nSpejlskab;3.500;\nUforudset;10.000;4.200\nI alt;184.725;")
    add(f"{d}/Tidsplan.docx", P, "Home", _age(2026, 4, 8),
        "Tidsplan badeværelse\nUge 16: nedrivning (Rasmus + Søren) - container bestilt\nUge 17-18: VVS rør og afløb\nUge 19: el + gulvvarme\n"
        "Uge 20-22: membran og fliser\nUge 23: montering af toilet, bruser, møbel\nUge 25: færdig! (før bryllup)\n")
    add(f"{d}/Produktliste sanitet.docx", P, "Home", _age(2026, 3, 12),
        "Produktliste\nGeberit Duofix + Sigma20 tryk, mat sort\nToilet: Ifö Spira væghængt\nBrusesæt: Hansgrohe Raindance 240\n"
        "Håndvask + skab: Svedbergs 80 cm eg\nFliser: Marazzi Mystone grå 30x60 (væg), 60x60 (gulv)\n")
    add(f"{d}/Tegning bad.pdf", P, "Home", _age(2026, 3, 1),
        "Skitse badeværelse 2,1 x 3,2 m\nBruseniche 90x120 ved gavl, toilet på indvendig væg, vask under vindue. Fald mod afløb 1:50.\n")
    add(f"{d}/Faktura aconto 1 Egå VVS.pdf", P, "Home", _age(2026, 4, 24),
        "Egå VVS & Blik ApS\nFaktura 26-0388 - aconto 1 badeværelse Lindevangsparken 17\nArbejdsløn 18.000 kr., materialer 14.000 kr. + moms.\n"
        "I alt 40.000,00 kr. Betales senest 08.05.2026.\n")
    add(f"{d}/Faktura aconto 2 Egå VVS.pdf", P, "Home", _age(2026, 5, 22),
        "Egå VVS & Blik ApS\nFaktura 26-0451 - aconto 2 badeværelse Lindevangsparken 17\nArbejdsløn 20.400 kr. + moms. Betales senest 05.06.2026.\n")
    add(f"{d}/Håndværkerfradrag noter.txt", P, "Home", _age(2026, 5, 23),
        "Håndværkerfradrag 2026 - badeværelse\nmax 12.500 pr. person i 2026 (ved grøn renovering?) - tjek skat.dk\n"
        "Kun arbejdsløn, betalt via bank (ikke kontant)\nIndberet på skat.dk når sidste faktura er betalt, begge to\n"
        "CVR Egå VVS 35 22 18 04, Flisemontage 40 11 27 90\n")
    add(f"{d}/Mail flisemand opstart.eml", P, "Home", _age(2026, 4, 30),
        _eml("Kim Sørensen <kim@ostjyskflise.dk>", RASMUS_MAIL, "Opstart fliser Lindevangsparken", NOW - timedelta(days=_age(2026, 4, 30)),
             "Hej Rasmus\nVi kan starte på membranen mandag den 11. maj. Klinkerne fra Bolderslev skal være leveret fredag inden.\n"
             "Husk at VVS'eren skal have lukket afløbet af.\nMvh Kim"))
    for i, (y, m, dd) in enumerate(((2026, 4, 14), (2026, 4, 16), (2026, 4, 29), (2026, 5, 8), (2026, 5, 15), (2026, 5, 27))):
        photo(f"{d}/fotos/IMG_{3312 + i * 47}.jpg", P, "Home", _age(y, m, dd))
    photo(f"{d}/fotos/inspiration pinterest.png", P, "Home", _age(2026, 1, 30))

    # ------------------------------------------------------------ Carport 2023 (Archive Home)
    d = "Dokumenter/Huset/Carport og terrasse 2023"
    add(f"{d}/Tilbud carport.pdf", X, "Home", _age(2023, 3, 2),
        "Egå Tømrer & Snedker ApS\nTilbud: carport 3,3 x 6 m med redskabsrum, trykimprægneret træ, tagpap. 58.500 kr. inkl. moms.\n")
    add(f"{d}/Byggetilladelse carport.pdf", X, "Home", _age(2023, 3, 30),
        "Aarhus Kommune, Byggeri\nSvar på anmeldelse af carport under 50 m2, Lindevangsparken 17. Byggeriet kan påbegyndes. "
        "Husk færdigmelding i BOM senest 14 dage efter afslutning.\n")
    add(f"{d}/Faktura carport slut.pdf", X, "Home", _age(2023, 6, 20),
        "Egå Tømrer & Snedker ApS\nSlutfaktura carport og terrasse, Lindevangsparken 17. I alt 71.240,00 kr. inkl. moms. "
        "Betalt aconto 35.000 kr.\n")
    add(f"{d}/Færdigmelding BOM.pdf", X, "Home", _age(2023, 7, 1),
        "Byg og Miljø - kvittering for færdigmelding\nSag 2023-118822: Carport, Lindevangsparken 17, 8250 Egå. Sagen er afsluttet.\n")
    for i, (y, m, dd) in enumerate(((2023, 5, 6), (2023, 5, 20), (2023, 6, 18))):
        photo(f"{d}/billeder/carport {i + 1}.jpg", X, "Home", _age(y, m, dd))

    # ------------------------------------------------------------ Bryllup 22.08.2026 (Projects Wedding)
    d = "Dokumenter/Bryllup 2026"
    guests = ["Gæst;Side;Antal;Svar;Allergier", "Birthe og Jens Kjærgaard (Mettes forældre);M;2;ja;",
              "Anni og Poul Holm (Rasmus' forældre);R;2;ja;laktose", "Sanne Kjærgaard + Mikkel + 2 børn;M;4;ja;nødder (barn)",
              "Thomas Holm + Louise;R;2;ja;", "Søren og Line Mortensen (Tulle-båden);R;2;ja;vegetar",
              "Kollegaer Fødeafsnittet (6);M;6;afventer;", "Team Østjylland (4 + partnere);R;8;afventer;",
              "Farmor Edith;R;1;ja;diabetes"]
    add(f"{d}/Gæsteliste.xlsx", P, "Wedding", _age(2026, 5, 26), "\n".join(guests))
    add(f"{d}/Budget bryllup.xlsx", P, "Wedding", _age(2026, 5, 19),
        "Post;Budget;Bestilt;Betalt\nKaløvig Strandkro (menu + vin, 64 pers.);89.000;ja;depositum 15.000\nFotograf Lykke Foto;14.500;ja;3.000\n"
        "DJ Soundbox Events;8.900;ja;\nBrudekjole (Brudekjolehuset Aarhus);11.200;ja;11.200\nJakkesæt Rasmus;4.500;nej;\n"
        "Ringe (Guldsmed Smykkehjørnet);9.800;ja;9.800\nBlomster;6.000;nej;\nKage (Konditori Egå);3.900;ja;\nI alt;147.800;;")
    add(f"{d}/Kirke/Bekræftelse Egå Kirke.pdf", P, "Wedding", _age(2026, 1, 12),
        "Egå Sogn - Kirkekontoret\nBekræftelse på vielse\nBrudepar: Mette Kjærgaard og Rasmus Holm\nDato: lørdag 22. august 2026 kl. 13.00, Egå Kirke\n"
        "Præst: sognepræst Anne Sofie Bach. Samtale med præsten aftales i juni. Prøvelsesattest skal afleveres senest 14 dage før.\n")
    add(f"{d}/Kirke/Salmer forslag.docx", P, "Wedding", _age(2026, 4, 19),
        "Salmer til vielsen\nIndgang: Det er hvidt herude? nej - 'Nu falmer skoven'? nej (august!)\nForslag: 'I østen stiger solen op', "
        "'Kærlighed er lysets kilde', udgang: 'Always look on the bright side' på orgel (Rasmus' ønske)\n")
    add(f"{d}/Prøvelse Familieretshuset kvittering.pdf", P, "Wedding", _age(2026, 5, 4),
        "Familieretshuset\nKvittering for ansøgning om prøvelse af ægteskabsbetingelser\nAnsøgere: Mette Kjærgaard og Rasmus Holm\n"
        "Ansøgning modtaget 03.05.2026 via borger.dk. Gebyr 2.100 kr. betalt. Forventet sagsbehandling 2-4 uger. "
        "Prøvelsesattesten sendes til Egå Sogn.\n")
    add(f"{d}/Kaløvig Strandkro kontrakt.pdf", P, "Wedding", _age(2025, 11, 20),
        "Kaløvig Strandkro\nAftale om bryllupsfest 22.08.2026 - Holm/Kjærgaard\nSelskabssal Vigen fra kl. 17.00 til 02.00, 60-70 gæster.\n"
        "Menu: 3 retter + natmad, vinmenu ad libitum. Pris pr. kuvert 1.295 kr. Depositum 15.000 kr. Endeligt antal senest 01.08.2026.\n")
    add(f"{d}/Menu prøvesmagning.txt", P, "Wedding", _age(2026, 4, 12),
        "Prøvesmagning Kaløvig 11/4\nForret: rimmet laks m. rygeost - JA\nHovedret: kalvemørbrad vs. kyllingebryst -> kalv\n"
        "Vegetar: risotto m. svampe (Line + Søren)\nDessert: bryllupskage fra Konditori Egå i stedet\nNatmad: pølsevogn!\n")
    add(f"{d}/Fotograf tilbud Lykke Foto.pdf", P, "Wedding", _age(2025, 12, 3),
        "Lykke Foto v/ Camilla Brandt\nTilbud bryllupsfotografering 22.08.2026\nPakke Guld: vielse, portrætter, reception og taler (6 timer), "
        "300+ redigerede billeder i online galleri. 14.500 kr. inkl. moms.\n")
    add(f"{d}/DJ aftale Soundbox.pdf", P, "Wedding", _age(2026, 2, 8),
        "Soundbox Events\nBookingbekræftelse: DJ til bryllup 22.08.2026, Kaløvig Strandkro, 22.00-02.00\nLys og lyd inkl. Pris 8.900 kr. "
        "Ønskeliste sendes senest 3 uger før.\n")
    add(f"{d}/Invitation v1.docx", P, "Wedding", _age(2026, 2, 15),
        "Mette & Rasmus gifter sig!\nLørdag den 22. august 2026 kl. 13 i Egå Kirke\nEfterfølgende fest på Kaløvig Strandkro\nSvar udbedes senest 1. maj\n")
    add(f"{d}/Invitation FINAL.docx", P, "Wedding", _age(2026, 3, 1),
        "Mette & Rasmus siger JA!\nVi glæder os til at fejre dagen med jer\nlørdag den 22. august 2026 kl. 13.00 i Egå Kirke og bagefter på Kaløvig Strandkro.\n"
        "Svar til Mette på 28 44 19 03 senest 1. juni. Freja og Oscar glæder sig også!\n")
    add(f"{d}/Invitation FINAL til tryk.pdf", P, "Wedding", _age(2026, 3, 2),
        "Mette & Rasmus siger JA!\nlørdag den 22. august 2026 kl. 13.00 - Egå Kirke - Kaløvig Strandkro\nSvar senest 1. juni til Mette 28 44 19 03\n")
    add(f"{d}/Bordplan udkast.xlsx", P, "Wedding", _age(2026, 5, 28),
        "Bord;Plads;Navn\nBrudebord;1;Mette\nBrudebord;2;Rasmus\nBrudebord;3;Birthe Kjærgaard\nBrudebord;4;Poul Holm\n"
        "Bord 2;1;Sanne\nBord 2;2;Mikkel\nBørnebord;1;Freja\nBørnebord;2;Oscar")
    add(f"{d}/Tale Rasmus v1.docx", P, "Wedding", _age(2026, 5, 10),
        "Tale til Mette (udkast)\nKære Mette, første gang jeg så dig var på Trøjborg i 2013 ... du havde nattevagt og jeg var lige kommet hjem fra "
        "havet efter 14 dage offshore.\n")
    add(f"{d}/Tale Rasmus v2.docx", P, "Wedding", _age(2026, 5, 27),
        "Tale til Mette\nKære Mette, kære familie og venner. Første gang jeg så dig ... Tak for Freja og Oscar, tak for at du ventede på mig "
        "hver gang jeg var på havet. Skål for min kone!\n")
    add(f"{d}/Sang til brudeparret (Sanne).docx", P, "Wedding", _age(2026, 5, 21),
        "Sang til Mette og Rasmus - mel.: Den glade vandrer\nI Egå bor der et par så sødt, med børn og båd og bad ...\n")
    for i in range(4):
        photo(f"{d}/moodboard/pin_{i + 1}.jpg", P, "Wedding", _age(2025, 11, 2 + i * 6))
    photo(f"{d}/moodboard/kjole prøvning.heic", P, "Wedding", _age(2026, 2, 21))

    # ------------------------------------------------------------ Børn (Areas Children)
    d = "Dokumenter/Børn"
    add(f"{d}/Freja/Skema 3.b 2025-26.pdf", A, "Children", _age(2025, 8, 12),
        "Egå Skole - Skema 3.b skoleåret 2025/26\nMandag: dansk, matematik, idræt. Tirsdag: engelsk, natur/teknologi, musik. "
        "Onsdag: dansk, kristendom, billedkunst. Klasselærer: Lene Madsen.\n")
    add(f"{d}/Freja/Skole-hjem samtale 2026 noter.txt", A, "Children", _age(2026, 3, 5),
        "Skole-hjem samtale Freja 4/3 2026 (Lene)\n- læser over klassetrin, fin i matematik\n- lidt uro i frikvartererne med pigegruppen, "
        "skolen holder øje\n- mål: række hånden op i engelsk\n")
    add(f"{d}/Freja/Egå IF fodbold kampprogram forår 2026.pdf", A, "Children", _age(2026, 3, 25),
        "Egå IF Fodbold - U10 piger\nKampprogram forår 2026 (DBU Jylland, 5-mands)\n11.04 hjemme mod Skødstrup IF, 25.04 ude mod Lystrup IF, "
        "09.05 stævne i Hjortshøj, 30.05 hjemme mod Trige-Ødum.\nTræning tirsdag og torsdag 16.30-17.45.\n")
    add(f"{d}/Freja/Egå IF kontingent 2026.pdf", A, "Children", _age(2026, 2, 1),
        "Egå IF - Kontingentopkrævning 2026\nMedlem: Freja Holm Kjærgaard, fodbold U10 piger\nHalvårskontingent 900 kr. betales via MobilePay Box.\n")
    add(f"{d}/Oscar/Skolestart 0.a velkomstbrev.pdf", A, "Children", _age(2025, 6, 20),
        "Egå Skole - Velkommen i 0.a\nKære forældre til Oscar\nSkolestart mandag 11. august 2025 kl. 8.00. Børnehaveklasseleder: Mia Thomsen. "
        "SFO Fritten åbner 1. april for kommende skolebørn.\n")
    add(f"{d}/Oscar/SFO Fritten pladsbevis.pdf", A, "Children", _age(2025, 3, 10),
        "Aarhus Kommune - Pladsanvisningen\nBekræftelse på SFO-plads\nBarn: Oscar Holm Kjærgaard. SFO: Fritten, Egå Skole. Start 01.04.2025.\n"
        "Takst: 1.972 kr./md. (11 måneder). Søskenderabat ansøgt.\n")
    add(f"{d}/Oscar/Fodbold U7 trænerliste.xlsx", A, "Children", _age(2026, 4, 4),
        "Egå IF U7 drenge;Forår 2026\nTræner;Rolle;Tlf\nMorten Iversen;cheftræner;22 41 07 33\nRasmus Holm;hjælpetræner;40 19 88 21\n"
        "Jakob Lund;hjælpetræner;31 72 55 08")
    add(f"{d}/Tandplejen indkaldelse Freja.pdf", A, "Children", _age(2026, 1, 14),
        "Aarhus Kommunale Tandpleje - Egå Tandklinik\nIndkaldelse: Freja Holm Kjærgaard\nTid: torsdag 19.02.2026 kl. 8.20 (undersøgelse og "
        "tandrensning). Giv besked ved afbud senest 24 timer før.\n")
    add(f"{d}/Tandplejen indkaldelse Oscar.pdf", A, "Children", _age(2026, 3, 30),
        "Aarhus Kommunale Tandpleje - Egå Tandklinik\nIndkaldelse: Oscar Holm Kjærgaard\nTid: tirsdag 21.04.2026 kl. 9.40. Fluorlakering af "
        "6-års tænder.\n")
    add(f"{d}/Ferieplan SFO sommer 2026.xlsx", A, "Children", _age(2026, 4, 21),
        "Uge;Oscar SFO;Freja;Hvem har fri\n27;ja;sommerskole;Mette arbejder\n28;nej;nej;Bornholm\n29;nej;nej;Bornholm\n30;ja;FDF lejr;Rasmus fri\n"
        "31;ja;ja;")
    dx = f"{d}/Børnehave Egå Børnehus"
    add(f"{dx}/Opsigelse børnehaveplads Oscar.pdf", X, "Children", _age(2025, 2, 20),
        "Aarhus Kommune - Pladsanvisningen\nKvittering for opsigelse af plads\nBarn: Oscar Holm Kjærgaard, Egå Børnehus. Sidste dag 31.03.2025 "
        "(overgang til SFO Fritten).\n")
    add(f"{dx}/Afslutningsbrev fra stuen.pdf", X, "Children", _age(2025, 3, 28),
        "Egå Børnehus - Solstuen\nKære Oscar og familie\nTak for tre dejlige år. Vi kommer til at savne Oscars dinosaurfakta i samlingen. "
        "Held og lykke i skolen!\nHilsen Pia, Karsten og Hanne\n")
    add(f"{dx}/Forældremøde referat 2024.docx", X, "Children", _age(2024, 9, 26),
        "Referat forældremøde Solstuen 25.09.2024\nSkoleparathed, tur til Naturcenter Egå Engsø, forældrekaffe 15/11.\n")
    dr = "Dokumenter/Børn/Fodbold træning"
    for name, txt in (("DBU øvelser U7 boldkontrol.pdf", "DBU Børnefodbold - øvelsesbank\nU7: Boldkontrol - 'Trafiklyset', 'Tag halen', 1v1 på små mål.\n"),
                      ("DBU 3-mands fodbold regler.pdf", "DBU Jylland: 3-mands fodbold for U5-U7\nBanestørrelse 13x20 m, ingen målmand, indspark.\n"),
                      ("Træningsplan ideer.docx", "Ideer til træning (Rasmus)\n10 min opvarmning med bold, 15 min stationer, 20 min kamp. Altid drikkepause.\n")):
        add(f"{dr}/{name}", R, "Children", r.uniform(40, 500), txt)
    add("Dokumenter/Børn/Skærmtid - råd til forældre.pdf", R, "Children", 300,
        "Sundhedsstyrelsen - Skærmbrug blandt børn og unge\nAnbefalinger til forældre: skærmfri soveværelser, fælles aftaler, ingen skærm en time før sengetid.\n")

    # ------------------------------------------------------------ Sundhed (Areas Health)
    d = "Dokumenter/Sundhed"
    add(f"{d}/Sundhedskort og læge.txt", A, "Health", _age(2025, 1, 9),
        "Egen læge: Lægerne i Egå, Egå Centervej 2, tlf 86 22 10 40 (tidsbestilling 8-9)\nMette: sygesikring gruppe 1. Rasmus: ditto.\n"
        "Freja og Oscar samme læge. Vagtlæge 70 11 31 31.\n")
    add(f"{d}/Mette fysioterapi faktura 2026.pdf", A, "Health", _age(2026, 3, 20),
        "FysioDanmark Risskov\nFaktura 11862\nPatient: Mette Kjærgaard. Behandling af lænd (4 konsultationer februar-marts 2026).\n"
        "Regionstilskud fratrukket. Egenbetaling 1.080,00 kr. Kan indsendes til Sygeforsikringen danmark.\n")
    add(f"{d}/Rasmus høretest 2025.pdf", A, "Health", _age(2025, 11, 3),
        "Audiologisk Afdeling, AUH\nHøreundersøgelse: Rasmus Holm\nLet høretab ved 4 kHz på begge ører, forenelig med støjpåvirkning. "
        "Anbefaling: høreværn ved al støjende arbejde, kontrol om 2 år.\n")
    add(f"{d}/Blodprøvesvar Mette maj 2026.pdf", A, "Health", _age(2026, 5, 14),
        "sundhed.dk - Laboratoriesvar\nPatient: Mette Kjærgaard\nHæmoglobin 7,4 mmol/l, Ferritin 18 mikrog/l (lav), TSH 1,9. "
        "Lægens kommentar: let jernmangel - start jerntilskud, ny prøve om 3 mdr.\n")
    add(f"{d}/Vaccinationer børn.xlsx", A, "Health", _age(2025, 9, 2),
        "Barn;Vaccine;Dato;Næste\nFreja;MFR 2;2021-02-11;\nFreja;DiTeKiPol booster 5 år;2022-03-04;\nOscar;DiTeKiPol booster 5 år;2024-10-17;\n"
        "Oscar;MFR 2;2023-11-02;\nFreja;HPV;;12 år (2029)")
    add(f"{d}/Henvisning øjenlæge Oscar.pdf", A, "Health", _age(2026, 4, 15),
        "Lægerne i Egå\nHenvisning til praktiserende øjenlæge\nPatient: Oscar Holm Kjærgaard, 6 år. Skeler lejlighedsvis på højre øje ved "
        "træthed. Ønskes vurderet.\nØjenlægerne Aarhus C har tid 18.06.2026 kl. 10.15.\n")
    add("Dokumenter/Sundhed/Jern i kosten.pdf", R, "Health", 15,
        "Jern i kosten - fra Fødevarestyrelsen\nJernrige fødevarer: leverpostej, oksekød, bælgfrugter, grønne blade. C-vitamin øger optagelsen.\n")
    add("Dokumenter/Sundhed/Søvn og skiftende vagter.pdf", R, "Health", 520,
        "Nationalt Forskningscenter for Arbejdsmiljø\nNatarbejde og søvn: gode råd om lys, lur før nattevagt og hurtig skiftende vagtrotation.\n")

    # ------------------------------------------------------------ Bil (Areas Car, Archive for the Toyota)
    d = "Dokumenter/Bil"
    add(f"{d}/Registreringsattest Skoda.pdf", A, "Car", _age(2022, 9, 26),
        "Motorstyrelsen - Registreringsattest\nReg.nr. CX 41 772, Skoda Octavia Combi 1.5 TSI, årgang 2020, stel nr. TMBJJ7NX5LY0442\n"
        "Ejer: Rasmus Holm, Bruger: Mette Kjærgaard. Første registrering 12.03.2020.\n")
    add(f"{d}/Skoda Finans lånedokument.pdf", A, "Car", _age(2022, 9, 22),
        "Skoda Finans\nLåneaftale nr. 88-402217 - Skoda Octavia CX 41 772\nKøbesum 214.900 kr., udbetaling 60.000 kr., lån 154.900 kr. over 72 mdr. "
        "Ydelse 2.695 kr./md. Ejendomsforbehold.\n")
    add(f"{d}/Bilforsikring police 2026.pdf", A, "Car", _age(2026, 1, 3),
        "Østjylland Forsikring G/S\nPolice - Bilforsikring 2026\nSkoda Octavia CX 41 772. Ansvar og kasko, selvrisiko 5.000 kr., vejhjælp. "
        "Årlig præmie 6.880 kr.\n")
    add(f"{d}/Grøn ejerafgift 2026.pdf", A, "Car", _age(2026, 1, 10),
        "Motorstyrelsen\nOpkrævning af grøn ejerafgift 1. halvår 2026\nCX 41 772: 1.160,00 kr. Betales via Betalingsservice 01.02.2026.\n")
    add(f"{d}/Service 2025 Auto Centrum.pdf", A, "Car", _age(2025, 10, 14),
        "Auto Centrum Aarhus A/S\nFaktura værksted 55120\nSkoda Octavia CX 41 772, km 88.412. 4-års service, skift af bremsevæske, pollenfilter.\n"
        "I alt 4.360,00 kr.\n")
    add(f"{d}/Dæk skift og dækhotel.txt", A, "Car", _age(2026, 4, 2),
        "Dækhotel hos Egå Dæk: vinterdæk på hylde 14B. Sommerdæk monteret 1/4 2026. Mønster 5 mm foran, 6 mm bag. Skift igen oktober.\n")
    add(f"{d}/Syn 2026 booking.pdf", A, "Car", _age(2026, 5, 25),
        "Applus Bilsyn Aarhus N\nBekræftelse: periodisk syn af CX 41 772 tirsdag 16.06.2026 kl. 7.45. Medbring registreringsattest.\n")
    add(f"{d}/Kørebog 2026.xlsx", A, "Car", _age(2026, 5, 31),
        "Dato;Km start;Km slut;Formål;Hvem\n04.05.2026;97.210;97.398;Hagesholm vindpark (job);Rasmus\n12.05.2026;97.520;97.706;Esbjerg kursus;Rasmus\n"
        "19.05.2026;97.880;97.942;Bolderslev fliser;Rasmus")
    dx = f"{d}/Toyota (solgt 2022)"
    add(f"{dx}/Slutseddel salg Toyota Auris.pdf", X, "Car", _age(2022, 9, 30),
        "Slutseddel - salg af brugt bil\nToyota Auris 1.6 årgang 2011, reg.nr. AK 88 102, km 214.300\nSælger: Rasmus Holm. Køber: Autohandel "
        "Brabrand ApS. Pris 34.000 kr. Bilen sælges som beset.\n")
    add(f"{dx}/Synsrapport Toyota 2021.pdf", X, "Car", _age(2021, 6, 8),
        "Applus Bilsyn\nSynsrapport AK 88 102 Toyota Auris. Godkendt med anmærkning: rust bagerste hjulkasse.\n")
    add(f"{dx}/Afmelding forsikring Toyota.pdf", X, "Car", _age(2022, 10, 5),
        "Østjylland Forsikring\nBekræftelse: bilforsikring for AK 88 102 er ophørt pr. 30.09.2022. Tilbagebetaling af præmie 1.214 kr.\n")

    # ------------------------------------------------------------ Forsikring (Areas Insurance)
    d = "Dokumenter/Forsikring"
    add(f"{d}/Forsikringsoversigt 2026.pdf", A, "Insurance", _age(2026, 1, 3),
        "Østjylland Forsikring G/S - samlet oversigt 2026\nKunde: Mette Kjærgaard og Rasmus Holm, Lindevangsparken 17\n"
        "Husforsikring, indboforsikring (sum 1.200.000 kr.), ulykkesforsikring voksne og børn, rejseforsikring (verden), bilforsikring.\n"
        "Samlet årlig præmie 20.296 kr.\n")
    add(f"{d}/Husforsikring betingelser.pdf", A, "Insurance", _age(2024, 12, 28),
        "Forsikringsbetingelser - Husforsikring H-2024\nDækker brand, storm, vand fra skjulte rør, insekt- og svampeskade. "
        "Ved ombygning af vådrum skal arbejdet udføres af autoriseret VVS og membran efter SBi-anvisning.\n")
    add(f"{d}/Ulykkesforsikring børn police.pdf", A, "Insurance", _age(2025, 1, 4),
        "Ulykkesforsikring - børn\nForsikrede: Freja Holm Kjærgaard og Oscar Holm Kjærgaard\nMén-sum 1.000.000 kr. pr. barn, tandskade dækket. "
        "Fritidsfodbold dækket.\n")
    add(f"{d}/Rejseforsikring kort.pdf", A, "Insurance", _age(2026, 1, 5),
        "Rejsekort - Østjylland Forsikring\nPolicenr. 6610-4432-7\nGælder hele familien, verden, max 60 dage pr. rejse. Alarmcentral +45 70 10 20 30.\n")
    add(f"{d}/Tilføj indbo efter bad.txt", A, "Insurance", _age(2026, 5, 19),
        "Ring til Østjylland Forsikring: spørg om indbosummen skal op (nye ringe, kjole, ny cykel) og om husforsikringen skal "
        "vide at badet er renoveret af autoriseret VVS. Police 6610-4432.\n")
    dx = f"{d}/Cykeltyveri 2024"
    add(f"{dx}/Anmeldelse cykeltyveri.pdf", X, "Insurance", _age(2024, 8, 30),
        "Skadeanmeldelse - tyveri\nSkadenr. 24-118844. Mettes cykel (Kildemoes Logic, stelnr. WKD22871) stjålet ved AUH Skejby 28.08.2024. "
        "Politianmeldt, journalnr. 3700-80831-02144-24.\n")
    add(f"{dx}/Afgørelse og udbetaling.pdf", X, "Insurance", _age(2024, 10, 11),
        "Østjylland Forsikring\nAfgørelse skade 24-118844\nVi erstatter cyklen med 6.240 kr. (afskrivning 20 %) minus selvrisiko 1.500 kr. "
        "4.740 kr. er udbetalt til din NemKonto. Sagen er hermed afsluttet.\n")

    # ------------------------------------------------------------ Sejlads (Sailing)
    d = "Dokumenter/Sejlads"
    dp = f"{d}/Duelighedsbevis 2026"
    add(f"{dp}/Tilmelding teorikursus.pdf", P, "Sailing", _age(2025, 9, 12),
        "Aarhus Navigationsskole\nBekræftelse: Duelighedsbevis i sejlads - teori, efterår/vinter 2025-26\nDeltager: Rasmus Holm\n"
        "Undervisning tirsdage kl. 19-21.30, 16 gange fra 30.09.2025. Pris 3.450 kr. inkl. søkort 101 og lærebog.\n")
    add(f"{dp}/Teoriprøve bestået.pdf", P, "Sailing", _age(2026, 3, 11),
        "Søfartsstyrelsen - Prøveresultat\nTeoretisk prøve til duelighedsbevis i sejlads\nRasmus Holm: BESTÅET (prøve afholdt 10.03.2026)\n"
        "Praktisk prøve skal bestås inden 2 år.\n")
    add(f"{dp}/Praktisk prøve booking 20 juni.pdf", P, "Sailing", _age(2026, 5, 12),
        "Aarhus Navigationsskole\nPraktisk prøve til duelighedsbevis\nLørdag 20.06.2026 kl. 10.00, Egå Marina, bro 3. Båd: skolens Bavaria 32.\n"
        "Censor fra Søfartsstyrelsen. Husk redningsvest og legitimation.\n")
    add(f"{dp}/Sejltimer log.xlsx", P, "Sailing", _age(2026, 5, 30),
        "Dato;Båd;Timer;Skipper;Øvet\n25.04.2026;Tulle;4;Søren;mand over bord\n02.05.2026;Bavaria 32 (skolen);3;instruktør;anløb\n"
        "16.05.2026;Tulle;6;Søren;natsejlads-lys\n23.05.2026;Bavaria 32;3;instruktør;ankring\n30.05.2026;Tulle;5;Rasmus;kursberegning")
    add(f"{dp}/Navigation opgaver.docx", P, "Sailing", _age(2026, 2, 24),
        "Navigationsopgaver (lektie uge 9)\n1. Afsæt kurs fra Egå Marina til Kalø Vig, deviation +2. 2. Find position ved krydspejling Hjelm fyr / Sletterhage.\n")
    add(f"{d}/Tulle/Bådpladsleje Egå Marina 2026.pdf", A, "Sailing", _age(2026, 2, 2),
        "Egå Marina\nOpkrævning bådplads 2026\nPlads B3-17, Folkebåd 'Tulle' (DEN 1042). Lejer: Søren Mortensen, Rasmus Holm, Jakob Lund.\n"
        "Vandplads 01.04-31.10, vinteropbevaring på land. I alt 9.840 kr. (3.280 kr. pr. part).\n")
    add(f"{d}/Tulle/Bådforsikring Folkebåd.pdf", A, "Sailing", _age(2026, 3, 1),
        "Pantaenius Danmark\nPolice - Lystbådsforsikring\nFolkebåd 'Tulle', sejlnr. DEN 1042, værdi 65.000 kr. Kasko og ansvar, "
        "fartsområde: danske farvande. Præmie 2.140 kr.\n")
    add(f"{d}/Tulle/Partsaftale Tulle.docx", A, "Sailing", _age(2021, 3, 20),
        "Partsaftale - Folkebåd Tulle\nEjere: Søren Mortensen, Rasmus Holm, Jakob Lund, 1/3 hver. Fælles udgifter deles ligeligt. "
        "Sejlads fordeles efter kalender. Salg af part: de andre har forkøbsret.\n")
    add(f"{d}/Tulle/Vedligehold forår 2026.xlsx", A, "Sailing", _age(2026, 4, 18),
        "Opgave;Hvem;Status\nSlibe og male bund;alle;færdig 11/4\nSkifte fald;Rasmus;færdig\nPåhængsmotor service;Jakob;mangler\n"
        "Ny fender;Søren;bestilt")
    add(f"{d}/Egå Sejlklub kontingent 2026.pdf", A, "Sailing", _age(2026, 3, 3),
        "Egå Sejlklub\nKontingent 2026: Rasmus Holm, seniormedlem. 1.800 kr. Arbejdsdag lørdag 28. marts kl. 9 - standerhejsning 19. april.\n")
    for name, txt in (("Knob og stik.pdf", "De vigtigste knob: pælestik, dobbelt halvstik, ottetalsknob, flagstik, klampning.\n"),
                      ("Havneguide Kattegat.pdf", "Havneguide Kattegat og Djursland\nEbeltoft, Grenaa, Bønnerup, Anholt, Tunø - dybder, gæstepladser, priser.\n"),
                      ("Folkebåden trim.pdf", "Trimguide for nordisk folkebåd\nAgterstag, mastefod, fokkeskøde-punkt ved 8-12 knob.\n")):
        add(f"{d}/Læsestof/{name}", R, "Sailing", r.uniform(100, 900), txt)
    add(f"{d}/Læsestof/Sømandskab.epub", R, "Sailing", 380,
        _epub("Sømandskab og sejlads", "Dansk Sejlunion", "da", "Vigeregler, lanterner og sikkerhed om bord."))

    # ------------------------------------------------------------ Strik, Opskrifter (Resources)
    d = "Dokumenter/Strik"
    for name, txt in (("DROPS 229-1 Sky Blue Day sweater.pdf", "DROPS Design 229-1\nSky Blue Day - strikket bluse i DROPS Air, str. S-XXXL. Pinde 4,5 og 5.\n"),
                      ("PetiteKnit Sunday Sweater.pdf", "PetiteKnit - Sunday Sweater\nStrikkes oppefra og ned med raglan. Garn: Sunday fra Sandnes Garn.\n"),
                      ("Sophie scarf opskrift.pdf", "Sophie Scarf (PetiteKnit)\nLille tørklæde i retstrik med hul-kant. Garn: Tynn Silk Mohair.\n"),
                      ("Børnesweater Oscar str 6 år.pdf", "Børnesweater med dinosaur-mønster, str. 4-10 år. Hjertegarn Blackhill.\n"),
                      ("Strikkefasthed noter.txt", "Strikkefasthed: Sunday pind 3,5 = 27 m på 10 cm. Air pind 5 = 17 m. Sandnes Tynn Merino 24 m.\n"),
                      ("Garnlager.xlsx", "Garn;Farve;Antal nøgler;Til\nSandnes Sunday;Havre;6;bluse Mette\nDROPS Air;Denim;9;?\nHjertegarn Blackhill;Grøn;4;Oscar\n")):
        add(f"{d}/{name}", R, "Knitting", r.uniform(30, 1100), txt)
    add(f"{d}/Strikkebogen.epub", R, "Knitting", 620, _epub("Strikkebogen", "Marianne Isager", "da", "Masker, mønstre og montering."))
    d = "Dokumenter/Opskrifter"
    for name, txt in (("Boller i karry.docx", "Boller i karry (4 pers)\n500 g hakket svin/kalv, 1 løg, 1 æg, karry, kokosmælk eller fløde, ris.\n"),
                      ("Mormors kanelsnegle.docx", "Mormors kanelsnegle\n50 g gær, 5 dl mælk, 150 g smør, 1 kg mel. Remonce: smør, brun farin, kanel.\n"),
                      ("Madplan uge.xlsx", "Dag;Ret;Indkøb\nMan;Boller i karry;kokosmælk\nTir;Fiskefrikadeller;rugbrød\nOns;Pasta med kødsovs;\n"
                                          "Tor;Nattevagt Mette - rester;\nFre;Hjemmelavet pizza;gær, mozzarella\n"),
                      ("Rugbrød surdej.txt", "Rugbrød med surdej: 3 dl surdej, 1 l vand, 750 g groft rugmel, 300 g rugkerner (udblødt), salt. Hæver 8 timer.\n"),
                      ("Valmuen brunch opskrift.pdf", "Brunch: Amerikanske pandekager, bagt æg i peberfrugt, chiagrød. Fra Valdemarsro.dk\n")):
        add(f"{d}/{name}", R, "Cooking", r.uniform(60, 1400), txt)

    # ------------------------------------------------------------ Rejser (Projects / Archive Travel)
    d = "Dokumenter/Rejser"
    dp = f"{d}/Bornholm 2026"
    add(f"{dp}/Bornholmslinjen booking.pdf", P, "Travel", _age(2026, 2, 12),
        "Bornholmslinjen - Bookingbekræftelse BH-7781204\nYstad-Rønne lørdag 11.07.2026 kl. 12.30, Rønne-Ystad lørdag 18.07.2026 kl. 16.30\n"
        "Personbil under 1,95 m + 2 voksne, 2 børn. Pris 2.980 kr.\n")
    add(f"{dp}/Dueodde Familiecamping hytte.pdf", P, "Travel", _age(2026, 1, 28),
        "Dueodde Familiecamping\nBekræftelse: hytte nr. 14 (6 pers.) 11.-18. juli 2026, familien Holm/Kjærgaard\nPris 6.650 kr., depositum 1.500 kr. betalt. "
        "Sengelinned kan lejes.\n")
    add(f"{dp}/Pakkeliste Bornholm.docx", P, "Travel", _age(2026, 5, 28),
        "Pakkeliste Bornholm\nBadetøj, sandlegetøj, cykelhjelme, regntøj, solcreme 50, fodbold, kortspil, strik (Mette), "
        "knallertkort? nej. Øresundsbro-billet (BroPas).\n")
    add(f"{dp}/Ideer til ture.txt", P, "Travel", _age(2026, 5, 3),
        "Bornholm ideer\n- Hammershus + Opalsøen\n- Svaneke (is + røgeri)\n- Joboland med børnene\n- Ekkodalen\n- Gudhjem: Hjemmelavet softice\n")
    dx = f"{d}/Legoland 2023"
    add(f"{dx}/Legoland billetter.pdf", X, "Travel", _age(2023, 6, 20),
        "LEGOLAND Billund Resort\nE-billetter 2 dage, 2 voksne 2 børn, 1.-2. juli 2023. Booking LL-553198.\n")
    add(f"{dx}/Lalandia Billund ophold.pdf", X, "Travel", _age(2023, 6, 1),
        "Lalandia Billund\nBekræftelse: Ferielejlighed 4 pers. 30.06.-03.07.2023, inkl. Aquadome. Pris 6.895 kr.\n")
    dx = f"{d}/Kreta 2024"
    add(f"{dx}/Flybilletter Aarhus-Chania.pdf", X, "Travel", _age(2024, 5, 10),
        "Sunweb Danmark - Rejsebevis\nAarhus (AAR) - Chania (CHQ) 12.10.2024, retur 19.10.2024\n4 personer, hotel Kiani Beach, All inclusive. Pris i alt 23.460 kr.\n")
    add(f"{dx}/Hotel voucher Kiani Beach.pdf", X, "Travel", _age(2024, 9, 30),
        "Kiani Beach Family Resort, Kalyves, Crete\nVoucher 12.10-19.10.2024. Family room with sea view. Transfer included.\n")
    add(f"{dx}/Kreta budget.xlsx", X, "Travel", _age(2024, 10, 25),
        "Post;Kr.\nRejse;23.460\nUdflugter (Samaria light, Chania gamle by);2.300\nIs og souvenirs;1.100\nI alt;26.860")
    dx = f"{d}/Hemsedal vinterferie 2025"
    add(f"{dx}/Skarsnuten hytte booking.pdf", X, "Travel", _age(2024, 11, 12),
        "Skarsnuten Hytteutleie\nBekreftelse: Hytte 'Fjellro', 15.-22. februar 2025, 6 senger. NOK 14 900.\n")
    add(f"{dx}/Skipass Hemsedal.pdf", X, "Travel", _age(2025, 2, 1),
        "SkiStar Hemsedal\nSkipas 6 dage: 2 voksne, 2 barn (Oscar under 7 år gratis). Totalt NOK 6 420.\n")
    add(f"{dx}/Pakkeliste ski.docx", X, "Travel", _age(2025, 2, 10),
        "Pakkeliste ski: skiundertøj, huer, hjelme, goggles, snekæder, madpakke til færgen Hirtshals-Larvik.\n")
    add(f"{d}/Rejseguide Norge med børn.pdf", R, "Travel", 560,
        "Rejseguide: Norge med børn\nHytteferie, vandreture og ski for familier. Tips til færgerne fra Hirtshals.\n")

    # ------------------------------------------------------------ Scannede dokumenter (hard: scanner names)
    d = "Dokumenter/Scannede dokumenter"
    add(f"{d}/scan0003.pdf", A, "Finance", _age(2025, 10, 2),
        "Kattegat Sparekasse\nSøren Frichs Vej 38, 8230 Åbyhøj\nMette Kjærgaard og Rasmus Holm\nLindevangsparken 17, 8250 Egå\n"
        "Ændring af rentesatser på jeres konti\nPr. 1. december 2025 ændres indlånsrenten på budgetkonto 9512 0044 187 223 til 0,00 % "
        "og renten på opsparingskontoen til 1,25 %. Kassekreditten (maks. 25.000 kr.) forrentes fremover med 9,75 %.\n"
        "Med venlig hilsen, Jeres rådgiver Helle Thomsen, privatrådgivning\n", hard=True)
    add(f"{d}/scan0004.pdf", X, "Turbines", _age(2022, 8, 25),
        "NORTH SEA WIND SERVICE ApS\nDokken 10, 6700 Esbjerg\nREFERENCE / ANBEFALING\nRasmus Holm has been employed as offshore wind turbine "
        "technician from March 2015 to August 2022, working 14/14 rotation on Anholt and Horns Rev projects. Rasmus is a reliable, "
        "safety-minded colleague, trained lead technician in 2019.\nWe are sorry to see him leave and recommend him warmly.\n"
        "Kind regards, Ole Bak Nielsen, Site Manager\n", hard=True)
    add(f"{d}/scan0007.pdf", A, "Children", _age(2026, 2, 24),
        "Aarhus Kommunale Tandpleje\nEgå Tandklinik\nTil forældre til Freja Holm Kjærgaard\nVed undersøgelsen 19.02.2026 så vi, at Freja har "
        "pladsmangel i overkæben. Vi henviser til vurdering hos tandreguleringen (Tandplejens Ortodontiafdeling, Randersvej). "
        "I vil modtage en indkaldelse inden for ca. 4 måneder.\nMed venlig hilsen, tandlæge Sara Holt\n", hard=True)
    add(f"{d}/scan0008.pdf", A, "Car", _age(2024, 3, 19),
        "Applus Bilsyn - Synsrapport\nReg.nr. CX 41 772, Skoda Octavia Combi, km-stand 61.208\nResultat: GODKENDT uden fejl\n"
        "Bremser, lygter, styretøj og udstødning kontrolleret. Næste periodiske syn senest 12.03.2026 (forlænget til juni 2026).\n", hard=True)
    add(f"{d}/scan0009.pdf", X, "Insurance", _age(2024, 9, 5),
        "Østjylland Forsikring G/S\nKvittering for skadeanmeldelse\nSkadenr. 24-118844 - tyveri af cykel (Kildemoes Logic)\n"
        "Vi har modtaget din anmeldelse og politiets journalnummer. Send kvittering for cyklens køb, så behandler vi sagen.\n", hard=True)
    add(f"{d}/scan0011.pdf", P, "Wedding", _age(2026, 3, 21),
        "Guldsmed Smykkehjørnet, Søndergade 22, 8000 Aarhus C\nKVITTERING 4471\n2 stk. vielsesringe 14 kt. rødguld, 4 mm, gravering: "
        "'Mette 22.08.2026' og 'Rasmus 22.08.2026'\nI alt 9.800,00 kr. Betalt med Dankort. Afhentes efter gravering uge 30.\n", hard=True)
    add(f"{d}/scan0012.pdf", A, "Health", _age(2026, 1, 27),
        "Lægerne i Egå, Egå Centervej 2\nHenvisning til fysioterapi\nPatient: Rasmus Holm, 43 år\nDiagnose: impingement i højre skulder "
        "efter gentagne løft over skulderhøjde. Ønskes: 8 behandlinger med genoptræning.\nLæge Birgit Holmgaard\n", hard=True)
    add(f"{d}/scan0014.pdf", X, "Home", _age(2019, 5, 20),
        "Andelsboligforeningen Trøjborggården\nAndelsbevis nr. 41\nLejlighed Tordenskjoldsgade 41, 2. tv., 8200 Aarhus N (64 m2)\n"
        "Andelshaver: Mette Kjærgaard. Overdraget 01.06.2019 til ny andelshaver. Bestyrelsen har godkendt overdragelsessum 1.185.000 kr.\n", hard=True)
    add(f"{d}/scan0015.pdf", P, "Home", _age(2026, 2, 27),
        "Østjysk Flisemontage\nAccept af tilbud\nKunde: Rasmus Holm, Lindevangsparken 17, 8250 Egå\nTilbud 26-17: vådrumssikring og fliser "
        "på badeværelse, 41.200 kr. inkl. moms, accepteres hermed. Opstart aftalt til uge 16/20.\nUnderskrift kunde: Rasmus Holm, 26.02.2026\n", hard=True)
    add(f"{d}/scan0016.pdf", P, "Wedding", _age(2026, 2, 22),
        "Brudekjolehuset Aarhus\nOrdrebekræftelse / kvittering\nKunde: Mette Kjærgaard\nKjole: Pronovias model 'Iris', str. 38, "
        "ivory. Tilpasning inkl. Levering senest 01.07.2026, sidste prøvning 05.08.2026.\nBetalt: 11.200 kr.\n", hard=True)
    add(f"{d}/scan0019.pdf", P, "Wedding", _age(2026, 4, 29),
        "Egå Sogn - Personregisterføring\nNavneattest / dåbsattest\nRasmus Holm, født 04.11.1982 i Skive Sogn\n"
        "Udstedt til brug for: prøvelse af ægteskabsbetingelser (Familieretshuset).\n", hard=True)
    add(f"{d}/Scan_20260412_093112.pdf", A, "Children", _age(2026, 4, 12),
        "Egå Skole - 3.b\nSamtykke: lejrskole på Naturskolen Moesgaard 8.-10. juni 2026\nElevens navn: Freja Holm Kjærgaard\n"
        "Mit barn må deltage: JA. Allergier: ingen. Svømmedygtig: ja. Forældreunderskrift: Mette Kjærgaard\n", hard=True)
    add(f"{d}/Scan_20260504_201455.pdf", A, "Sailing", _age(2026, 5, 4),
        "Marine Service Egå Havn\nKvittering nr. 2291\nService af påhængsmotor Yamaha 4 hk til Folkebåd 'Tulle': olieskift, tændrør, impeller.\n"
        "I alt 1.640 kr. - deles på 3 (Søren/Rasmus/Jakob)\n", hard=True)
    add(f"{d}/scan0021.pdf", X, "Turbines", _age(2021, 4, 15),
        "OEUK Medical Certificate of Fitness to Work Offshore\nName: Rasmus Holm, DOB 04.11.1982\nExamined by: Dr. K. Lauridsen, approved "
        "OEUK examiner, Esbjerg\nResult: FIT, no restrictions. Valid until 14.04.2023.\nEmployer: North Sea Wind Service ApS\n", hard=True)
    add(f"{d}/scan0024.pdf", A, "Health", _age(2026, 3, 3),
        "Tandlægerne Egå Centret\nRegning 60214\nPatient: Rasmus Holm\nRodbehandling tand 36, 2 seancer, røntgen. Offentligt tilskud fratrukket.\n"
        "Egenbetaling 3.845,00 kr. Kan anmeldes til Sygeforsikringen danmark.\n", hard=True)
    add(f"{d}/scan0025.pdf", A, "Insurance", _age(2026, 5, 26),
        "Østjylland Forsikring G/S\nÆndring af police 6610-4432\nIndboforsikringen er udvidet med særlig dækning for smykker: 2 vielsesringe "
        "(9.800 kr.) og forlovelsesring (6.500 kr.). Ny årlig præmie 20.614 kr. gældende fra 01.06.2026.\n", hard=True)
    add(f"{d}/scan0022.pdf", A, "Finance", _age(2025, 5, 6),
        "Skattestyrelsen\nMeddelelse om restskat for 2024\nRasmus Holm, Lindevangsparken 17, 8250 Egå\nDin restskat udgør 4.318 kr. "
        "inkl. dag-til-dag-rente. Beløbet opkræves over skatten i 2026, da det er under 22.800 kr.\n", hard=True)

    # ------------------------------------------------------------ e-Boks exports (hard: numbered names)
    d = "Dokumenter/e-Boks"
    for name, b, t, age, txt in (
        ("e-Boks_20260212_1.pdf", A, "Finance", _age(2026, 2, 12),
         "PKA - Pensionskassen for Sundhedsfaglige\nMette Kjærgaard\nBekræftelse på ændret pensionsbidrag\nFra 1. april 2026 indbetaler "
         "du 3 % ekstra af din løn som frivilligt bidrag til din ratepension. Ændringen er meddelt din arbejdsgiver (Region Midtjylland).\n"),
        ("e-Boks_20260503_1.pdf", A, "Children", _age(2026, 5, 3),
         "Aarhus Kommune - Børn og Unge\nOpkrævning for SFO juni 2026\nBarn: Oscar Holm Kjærgaard, SFO Fritten, Egå Skole\n"
         "Beløb 1.972,00 kr. trækkes via Betalingsservice 01.06.2026. Juli er betalingsfri måned.\n"),
        ("e-Boks_20260508_2.pdf", A, "Midwifery", _age(2026, 5, 8),
         "Region Midtjylland - HR Løn\nFerieoversigt for ferieåret 2025/26\nMette Kjærgaard, Fødeafsnittet AUH\nOptjent ferie 25 dage, "
         "afholdt 14 dage. 6. ferieuge: 5 dage, ønskes udbetalt eller overført - svar inden 15.08.2026.\n"),
        ("e-Boks_20260526_1.pdf", P, "Wedding", _age(2026, 5, 26),
         "Familieretshuset\nAfgørelse: Prøvelsesattest\nMette Kjærgaard og Rasmus Holm opfylder betingelserne for at indgå ægteskab. "
         "Prøvelsesattesten er sendt digitalt til Egå Sogn og gælder i 4 måneder (til 25.09.2026).\n"),
        ("e-Boks_20260120_3.pdf", A, "Car", _age(2026, 1, 20),
         "Skoda Finans\nÅrsoversigt 2025 - lån 88-402217\nKøretøj: Skoda Octavia CX 41 772\nBetalte renter 2025: 4.118 kr. Restgæld 31.12.2025: 78.442 kr.\n"),
        ("e-Boks_20251030_1.pdf", A, "Health", _age(2025, 10, 30),
         "Region Midtjylland - Screening for livmoderhalskræft\nKære Mette Kjærgaard\nDu inviteres til celleprøve hos din egen læge. "
         "Bestil tid inden 3 måneder hos Lægerne i Egå.\n"),
        ("e-Boks_20260401_1.pdf", A, "Finance", _age(2026, 4, 1),
         "Udbetaling Danmark\nBørne- og ungeydelse 2. kvartal 2026\nModtager: Mette Kjærgaard\nFreja (6-14 år) 1.182 kr., Oscar (6-14 år) "
         "1.182 kr. pr. kvartal. Udbetales til NemKonto 20.04.2026.\n"),
        ("e-Boks_20250915_2.pdf", A, "Home", _age(2025, 9, 15),
         "Vurderingsstyrelsen\nDin ejendomsvurdering for 2022 er nu endelig\nLindevangsparken 17, 8250 Egå, ejendomsnr. 751-224518\n"
         "Ejendomsværdi 3.150.000 kr. Du kan klage inden 90 dage.\n"),
        ("e-Boks_20230317_1.pdf", A, "Finance", _age(2023, 3, 17),
         "Skattestyrelsen\nÅrsopgørelse 2022\nRasmus Holm\nPersonlig indkomst 512.880 kr. (North Sea Wind Service og Nordvind Turbines). "
         "Du får 6.240 kr. tilbage.\n"),
    ):
        add(f"{d}/{name}", b, t, age, txt, hard=True)
    for name, txt, age in (("Skattestyrelsen - Forskudsopgørelse 2026.pdf",
                            "Skattestyrelsen\nDin forskudsopgørelse for 2026 er klar. Mette Kjærgaard. Trækprocent 37 %.\n", _age(2025, 11, 13)),
                           ("Skattestyrelsen - Årsopgørelse 2025.pdf",
                            "Skattestyrelsen\nÅrsopgørelse 2025 Mette Kjærgaard. Du får 2.114 kr. tilbage.\n", _age(2026, 3, 16))):
        add(f"{d}/{name}", A, "Finance", age, txt)

    # ------------------------------------------------------------ Aula downloads (Areas Children)
    d = "Dokumenter/Aula"
    add(f"{d}/Ugebrev 3.b uge 19.pdf", A, "Children", _age(2026, 5, 8),
        _aula("Lene Madsen, klasselærer 3.b", "Ugebrev uge 19",
              "Vi har arbejdet med eventyr i dansk og brøker i matematik. Husk idrætstøj torsdag og madpakke til turen fredag."))
    add(f"{d}/Invitation forældremøde 0.a.pdf", A, "Children", _age(2025, 8, 28),
        _aula("Mia Thomsen, 0.a", "Forældremøde 0.a",
              "Velkommen til første forældremøde tirsdag 9. september kl. 19 i 0.a's klasse. Valg af klasseråd."))
    add(f"{d}/Lejrskole 3.b pakkeliste.pdf", A, "Children", _age(2026, 5, 20),
        _aula("Lene Madsen, klasselærer 3.b", "Lejrskole Moesgaard",
              "Pakkeliste: sovepose, lommelygte, gummistøvler, regntøj. Ingen mobiltelefoner. Afgang mandag 8. juni kl. 8.15."))
    add(f"{d}/Trivselsundersøgelse resultater.pdf", A, "Children", _age(2026, 3, 12),
        _aula("Skoleleder Henrik Lund", "Trivselsmåling 2026",
              "Den nationale trivselsmåling viser høj trivsel på mellemtrinnet. Vi arbejder videre med frikvarterer og venskabsgrupper."))

    # ------------------------------------------------------------ Overførsler: nameless downloads (hard)
    d = "Overførsler"
    hard_dl = (
        ("Dokument.pdf", P, "Wedding", _age(2026, 5, 15),
         "Kaløvig Strandkro, Kalø Vig 4, 8410 Rønde\nKære Mette og Rasmus\nTak for jeres svar. Vi har noteret 64 voksne og 9 børn til "
         "bryllupsfesten lørdag 22.08.2026 i salen Vigen. Børnemenu (pasta/nuggets) 195 kr. pr. barn. Pølsevogn kl. 00.30 tilføjet.\n"
         "Endeligt antal senest 1. august. Venlig hilsen Tina, selskabsansvarlig\n"),
        ("Dokument (1).pdf", A, "Turbines", _age(2026, 5, 11),
         "Nordvind Turbines A/S - Training & Competence\nTo: Rasmus Holm (20931), Team Østjylland\nYour GWO Advanced Rescue Training (ART) "
         "expires on 17.09.2026. A refresher (ARTR) has been booked: 31.08-01.09.2026 at Nordic Wind Safety Training, Esbjerg.\n"
         "Transport in own car is reimbursed at the state rate. Please confirm in the LMS.\n"),
        ("Dokument (2).pdf", A, "Midwifery", _age(2025, 11, 28),
         "Region Midtjylland - Lønservice\nLønseddel november 2025\nMette Kjærgaard, medarb.nr. 4418207, Jordemoder\nGrundløn 39.112,00 kr. "
         "Tillæg aften/nat/weekend 6.944,18 kr. Ekstravagt 2.610,00 kr. Pension PKA. A-skat. Udbetalt 28.403,77 kr.\n"),
        ("Dokument (3).pdf", P, "Travel", _age(2026, 4, 20),
         "Joboland - Bornholms sjoveste forlystelsespark\nE-billet ordre 51127\nGyldig én dag i perioden 11.-18. juli 2026\n"
         "2 voksne, 2 børn. Pris 860 kr. Vis billetten ved indgangen, Højevejen 4, Svaneke.\n"),
        ("Dokument (4).pdf", P, "Home", _age(2026, 4, 27),
         "Bolderslev Fliser A/S\nOrdrebekræftelse 771204\nLevering: Lindevangsparken 17, 8250 Egå, fredag 08.05.2026\n"
         "Marazzi Mystone Grigio 30x60 vægflise 24 m2, 60x60 gulvklinke 7,5 m2, fliseklæb og fugemasse grå. I alt 19.344 kr.\n"),
        ("Dokument (5).pdf", A, "Insurance", _age(2025, 12, 5),
         "Østjylland Forsikring G/S\nDin forsikring fornyes 1. januar 2026\nPolice 6610-4432: hus, indbo, ulykke og rejse.\n"
         "Indeksregulering 3,1 %. Ny samlet årlig præmie 20.296 kr. Du skal ikke gøre noget.\n"),
        ("Dokument (6).pdf", X, "Travel", _age(2024, 11, 20),
         "Sunweb Danmark\nSvar på jeres reklamation - rejse til Kreta 12.-19.10.2024\nVi beklager, at poolen var lukket i 3 dage. "
         "Som kompensation udbetaler vi 1.500 kr. til jeres konto. Sagen er hermed afsluttet.\n"),
        ("Dokument (7).pdf", A, "Health", _age(2026, 4, 8),
         "Apoteket Egå - recept-oversigt\nPatient: Freja Holm Kjærgaard\nDesloratadin 2,5 mg/5 ml mikstur, 5 ml dagligt i pollensæsonen "
         "(april-august). Udleveret 07.04.2026. Tilskud 50 %.\n"),
        ("Dokument (8).pdf", A, "Car", _age(2025, 12, 18),
         "Dansk Autohjælp - Rapport fra vejhjælp\nKøretøj CX 41 772 Skoda Octavia. Starthjælp, afladet 12V batteri, Egå Marina parkering "
         "17.12.2025. Anbefaling: udskift batteri. Dækket af bilforsikring.\n"),
        ("download.pdf", R, "Midwifery", 220,
         "DSOG - Dansk Selskab for Obstetrik og Gynækologi\nFosterovervågning under fødsel (intrapartum CTG og STAN)\n"
         "Klassifikation af CTG: normal, afvigende, patologisk. Handlinger ved patologisk CTG.\n"),
        ("download (1).pdf", R, "Knitting", 340,
         "DROPS Children 44-9 - Little Fox\nStrikket hue og halsedisse til børn, str. 2-12 år, i DROPS Merino Extra Fine. "
         "Strikkefasthed 21 m = 10 cm.\n"),
        ("download (2).pdf", P, "Sailing", _age(2026, 4, 3),
         "Søfartsstyrelsen\nVejledning om praktisk prøve til duelighedsbevis i sejlads\nPrøven omfatter: klargøring, manøvrering for motor, "
         "anløb og afgang, mand-over-bord, sejlads for sejl. Varighed ca. 1 time pr. elev.\n"),
        ("file.pdf", X, "Travel", _age(2025, 2, 16),
         "SkiStar Shop Hemsedal\nReceipt 11820\nRental: 2 adult skis + boots, 2 child skis + helmets, 6 days, 16.-21.02.2025\nTotal NOK 5 480.\n"),
        ("Faktura.pdf", P, "Home", _age(2026, 5, 28),
         "Risskov El-service\nFaktura 2026-214\nLindevangsparken 17, 8250 Egå - badeværelse: elektrisk gulvvarme 6,8 m2 med termostat, "
         "4 spots IP44, stikkontakt m. HPFI. Arbejdsløn 9.800 kr. Materialer 3.920 kr. Moms. I alt 14.650,00 kr.\n"),
        ("Faktura (1).pdf", A, "Sailing", _age(2026, 3, 23),
         "Sejlmager Nordsejl, Egå Havn\nFaktura 3312\nNyt fokkesejl til nordisk folkebåd 'Tulle' DEN 1042, Dacron 7,6 m2, med sejlnummer.\n"
         "I alt 8.900 kr. - faktureret til partsejerne Søren Mortensen, Rasmus Holm og Jakob Lund.\n"),
        ("Kvittering.pdf", A, "Children", _age(2026, 4, 25),
         "MobilePay - Kvittering\nTil: Egå IF Fodbold\nBeløb 695,00 kr.\nBesked: Sommerfodboldskole uge 27 - Oscar Holm Kjærgaard (årgang 2019)\n"),
        ("Kvittering (1).pdf", P, "Travel", _age(2026, 5, 18),
         "Dueodde Familiecamping\nKvittering for restbetaling\nBooking 2026-0614, hytte 14, 11.-18.07.2026\nBetalt 5.150 kr. Indtjekning fra kl. 15.\n"),
        ("Kvittering (2).pdf", R, "Knitting", 190,
         "Garnudsalg.dk - Ordrebekræftelse 448101\n10 nøgler Sandnes Garn Sunday, farve 2511 havre, 1 stk. rundpind 3,5 mm 80 cm.\n"
         "I alt 489 kr. inkl. fragt.\n"),
        ("udskrift.pdf", A, "Health", _age(2026, 2, 2),
         "sundhed.dk - Medicinkortet\nRasmus Holm\nAktuel medicin: Ibuprofen 400 mg efter behov (skulder), Loratadin 10 mg i pollensæson.\n"
         "Seneste opdatering: Lægerne i Egå, 27.01.2026.\n"),
        ("Bilag 1.pdf", A, "Turbines", _age(2023, 1, 12),
         "Bilag 1 til ansættelseskontrakt - Nordvind Turbines A/S\nRådighedsvagt (on-call): 1 uge ud af 5. Rådighedstillæg 2.400 kr. pr. uge. "
         "Udkald honoreres som overtid, minimum 3 timer. Gælder for Rasmus Holm fra 01.01.2023.\n"),
        ("attachment.pdf", A, "Turbines", _age(2026, 5, 21),
         "NORDVIND TURBINES - SERVICE ROSTER JUNE 2026 - TEAM ØSTJYLLAND\nRasmus Holm: wk 23 Hagesholm annual service, wk 24 on-call, "
         "wk 25 Frijsenborg gearbox exchange (crane), wk 26 Nørrekær Enge. Leave approved: wk 28-29.\n"),
        ("brev.pdf", P, "Wedding", _age(2026, 5, 20),
         "Egå Kirke - sognepræst Anne Sofie Bach\nKære Mette og Rasmus\nJeg glæder mig til at vie jer 22. august. Lad os mødes til "
         "vielsessamtale torsdag 18. juni kl. 19 i konfirmandstuen. Tænk over salmerne og om Freja og Oscar skal bære ringene.\n"),
        ("blanket.pdf", A, "Children", _age(2026, 4, 14),
         "Aarhus Kommune - Tilmelding til ferie-SFO sommer 2026\nBarn: Oscar Holm Kjærgaard, SFO Fritten\nUge 27: 5 dage. Uge 28-29: holder fri. "
         "Uge 30: 4 dage. Uge 31: 5 dage. Tilmelding senest 1. maj.\n"),
        ("Document.pdf", X, "Turbines", _age(2022, 9, 2),
         "NORTH SEA WIND SERVICE ApS - FINAL SETTLEMENT\nEmployee: Rasmus Holm, employee no. 1177\nLast working day 31.08.2022 "
         "(resignation 30.06.2022). Holiday pay paid out via FerieKonto. Offshore allowance final rotation. Return of PPE and access card confirmed.\n"),
        ("Document (1).pdf", A, "Turbines", _age(2026, 1, 16),
         "Nordvind Turbines A/S - Individual training plan 2026\nRasmus Holm, Service Technician II\nQ1: Hydraulics level 2 (done). "
         "Q2: High voltage awareness (SIKA). Q3: GWO ART refresher. Q4: Lead technician pathway - module 1.\n"),
        ("ordrebekræftelse.pdf", P, "Home", _age(2026, 3, 16),
         "Lavprisvvs.dk - Ordrebekræftelse 3398120\nHansgrohe Raindance Select S 240 brusesystem, Geberit Sigma20 mat sort, Ifö Spira "
         "væghængt toilet. Leveres til Lindevangsparken 17, 8250 Egå, uge 17. I alt 13.880 kr.\n"),
        ("ordrebekræftelse (1).pdf", P, "Wedding", _age(2026, 5, 24),
         "Zalando - Ordrebekræftelse\nLevering til Mette Kjærgaard\nDrenge jakkesæt, mørkeblå, str. 122 (Oscar) og kjole, lyseblå tyl, str. 134 "
         "(Freja) - til brylluppet. Gratis returnering i 100 dage.\n"),
        ("Mappe1.xlsx", A, "Finance", _age(2026, 1, 5),
         "Fordeling faste udgifter 2026;Mette;Rasmus\nIndskud budgetkonto pr. md.;14.000;16.500\nRealkredit;5.920;5.920\nBil;;2.695\n"
         "SFO og fritid;1.211;1.211\nBørneopsparing;500;500\nLommepenge til hver;3.000;3.000"),
        ("Dokument (9).pdf", A, "Finance", _age(2026, 3, 9),
         "Nordisk Realkredit\nTilbud om omlægning af jeres lån\nLån 7734-118-90, Lindevangsparken 17, 8250 Egå\nI dag: F5, restgæld 1.921.400 kr. "
         "Forslag: fastforrentet 4 % obligationslån, 30 år. Ny månedlig ydelse ca. 11.210 kr. før skat. Omkostninger ca. 18.500 kr.\n"
         "Kontakt jeres rådgiver i Kattegat Sparekasse for et møde.\n"),
        ("Dokument (10).pdf", P, "Midwifery", _age(2026, 5, 13),
         "Region Midtjylland - AUH, Kvindesygdomme og Fødsler\nSvar på ansøgning om tjenestefri\nKære Mette Kjærgaard\nDu bevilges "
         "tjenestefri med løn 16.06.2026 til eksamen i diplommodulet Obstetrisk ultralyd samt studiedage 08.-09.06.2026.\n"
         "Vagtplanen er tilrettet. Hilsen Pernille Krogh, afdelingsjordemoder\n"),
        ("Dokument (11).pdf", P, "Sailing", _age(2026, 5, 14),
         "Aarhus Navigationsskole\nFaktura 2026-0388\nRasmus Holm: Praktisk prøve til duelighedsbevis 20.06.2026 inkl. leje af skolebåd "
         "Bavaria 32 og 2 øvelsesture. Prøvegebyr Søfartsstyrelsen 520 kr. I alt 2.270 kr.\n"),
        ("print.pdf", A, "Home", _age(2026, 5, 27),
         "Kredsløb - varsling\nAfbrydelse af fjernvarmen\nPå grund af ledningsarbejde i Lindevangsparken afbrydes fjernvarmen tirsdag 9. juni "
         "2026 kl. 8-15. Berørte adresser: Lindevangsparken 1-24, 8250 Egå. Undgå at bruge varmt vand i perioden.\n"),
        ("export.csv", A, "Finance", _age(2026, 5, 30),
         "Dato;Tekst;Beløb;Saldo\n2026-05-01;Nordisk Realkredit;-11840,00;21433,10\n2026-05-03;Kredsløb A/S;-1420,00;20013,10\n"
         "2026-05-08;Aarhus Kommune SFO;-1972,00;18041,10\n2026-05-20;Skoda Finans;-2695,00;15346,10\n2026-05-28;Overf. bryllupsopsparing;-3500,00;11846,10\n"),
    )
    for name, b, t, age, txt in hard_dl:
        add(f"{d}/{name}", b, t, age, txt, hard=True)

    # named downloads
    for name, b, t, age, txt in (
        ("DROPS_233-12.pdf", R, "Knitting", 260, "DROPS 233-12 Autumn Ember - strikket cardigan i DROPS Alpaca og Kid-Silk. Str. S-XXXL.\n"),
        ("opskrift-lasagne-med-linser.pdf", R, "Cooking", 95, "Lasagne med linser og grøntsager - Valdemarsro\nRøde linser, gulerod, hakkede tomater, bechamel.\n"),
        ("Egå IF sommerfodboldskole 2026.pdf", A, "Children", _age(2026, 4, 20),
         "Egå IF - DBU Sommerfodboldskole uge 27 2026\nFor årgang 2012-2020. Mandag-fredag 9-15. Pris 695 kr. inkl. Hummel-sæt.\n"),
        ("Bornholm_cykelruter_kort.pdf", P, "Travel", _age(2026, 5, 9), "Destination Bornholm - cykelruter\nRute 10 rundt om øen, Dueodde-Snogebæk-Nexø.\n"),
        ("NICE_intrapartum_care_2023.pdf", R, "Midwifery", 180, "NICE guideline NG235 Intrapartum care\nCare throughout labour, fetal monitoring, pain relief.\n"),
        ("Kaløvig_selskabsmenuer_2026.pdf", P, "Wedding", _age(2025, 10, 20),
         "Kaløvig Strandkro - Selskabsmenuer 2026\nBryllupsmenu: 3 retter 695 kr., vinmenu 450 kr., natmad 95 kr., kaffe og kransekage.\n"),
        ("Skoda_Octavia_instruktionsbog.pdf", R, "Car", 900, "Skoda Octavia Combi - Instruktionsbog\nDæktryk, servicevarsler, AdBlue, sikringer.\n"),
        ("Geberit_Sigma20_montering.pdf", P, "Home", _age(2026, 3, 17), "Geberit Sigma20 - monteringsvejledning betjeningsplade\nFor Duofix cisterne UP320.\n"),
        ("Årsopgørelse_2025.pdf", A, "Finance", _age(2026, 3, 19),
         "Skattestyrelsen\nÅrsopgørelse 2025 - Rasmus Holm. Du skal betale 1.204 kr. i restskat.\n"),
    ):
        add(f"{d}/{name}", b, t, age, txt)
    add(f"{d}/Diplommodul_materialer.zip", P, "Midwifery", _age(2026, 2, 3),
        lambda r, dt: _zip([("Modul3/Forelæsning 1 - fosterpræsentation.pdf", "Forelæsning 1: Leopolds greb vs. ultralyd."),
                            ("Modul3/Forelæsning 2 - placenta.pdf", "Forelæsning 2: Placentalokalisation."),
                            ("Modul3/Logbogsskabelon.docx", "Logbog for 40 scanninger.")]))
    for name, head, age in (("ChromeSetup.exe", b"MZ\x90\x00", 420), ("vlc-3.0.21-win64.exe", b"MZ\x90\x00", 300),
                            ("HPEasyStart-13.6.2.exe", b"MZ\x90\x00", 700), ("SpotifySetup.exe", b"MZ\x90\x00", 150),
                            ("LibreOffice_24.8.2_Win_x86-64.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 240),
                            ("Teams_windows_x64.exe", b"MZ\x90\x00", 90), ("7z2408-x64.exe", b"MZ\x90\x00", 60)):
        add(f"{d}/{name}", R, "Software", age, lambda r, dt, head=head: _blob(r, head, 2000))
    add(f"{d}/Unconfirmed 448812.crdownload", L, "System", 2, lambda r, dt: _blob(r, b"%PDF-1.7\n", 700))
    add(f"{d}/Bornholm_faergeplan.pdf.part", L, "System", 6, lambda r, dt: _blob(r, b"%PDF-1.4\n", 500))
    add(f"{d}/Tale_Rasmus_v3.docx.crdownload", L, "System", 1, lambda r, dt: _blob(r, b"PK\x03\x04", 400))
    add(f"{d}/desktop.ini", L, "System", 800, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")

    # ------------------------------------------------------------ Overførsler/WhatsApp (hard)
    d = "Overførsler/WhatsApp"
    for name, b, t, age, txt in (
        ("DOC-20260412-WA0003.pdf", A, "Sailing", _age(2026, 4, 12),
         "Regnskab Folkebåd Tulle 2025 - fordeling på 3 parter\nBådplads Egå Marina 9.540, forsikring Pantaenius 2.080, bundmaling 1.350, "
         "nyt fald 820. I alt 13.790 kr. = 4.597 kr. pr. part. Rasmus mangler at betale 1.200 til Søren.\n"),
        ("DOC-20260502-WA0001.pdf", P, "Wedding", _age(2026, 5, 2),
         "Sang til Mette og Rasmus 22. august 2026\nMel.: Jeg har en ven\n1. Der var en jordemoder fra Egå, hun fangede babyer dag og nat ...\n"
         "2. Og Rasmus kom fra havet hjem, med hjelm og sele på ...\nOmkvæd: Skål for brudeparret!\n"),
        ("DOC-20260315-WA0007.pdf", A, "Children", _age(2026, 3, 15),
         "Egå IF Fodbold - U10 piger\nStævne i Hjortshøj lørdag 9. maj: mødetid 8.45, kampe kl. 9.20, 10.40 og 12.00.\n"
         "Kørsel: Mette (Freja, Ida, Alma). Husk vandflaske og skinnebensbeskyttere.\n"),
        ("DOC-20251104-WA0002.pdf", A, "Midwifery", _age(2025, 11, 4),
         "Fødeafsnittet AUH - vagtbytteliste december 2025\nMK (Mette) bytter nat 12.12 med LJ (Louise) dag 19.12. Godkendt af "
         "afdelingsjordemoder. Juleaften: Mette aftenvagt, nytårsaften: fri.\n"),
        ("DOC-20260318-WA0002.pdf", A, "Turbines", _age(2026, 3, 18),
         "TEAM ØSTJYLLAND - ON-CALL ROTA Q2 2026\nWk 14 Morten, wk 15 Rasmus, wk 16 Jesper, wk 17 Kasper, wk 18 Niels, wk 19 Morten, "
         "wk 20 Rasmus, wk 24 Rasmus.\nOn-call phone hand-over Mondays 07.00 at Hedeager. Swaps must be approved by the service supervisor.\n"),
        ("DOC-20260520-WA0004.pdf", P, "Home", _age(2026, 5, 20),
         "Østjysk Flisemontage - ekstraarbejde\nBadeværelse Lindevangsparken 17: ekstra niche i brusevæg 30x60 med flisekant og "
         "LED-liste. Pris 3.400 kr. inkl. moms. Svar venligst på SMS, Kim.\n"),
    ):
        add(f"{d}/{name}", b, t, age, txt, hard=True)

    # ------------------------------------------------------------ Skrivebord (hard notes)
    d = "Skrivebord"
    for name, b, t, age, txt in (
        ("Nyt tekstdokument.txt", P, "Wedding", _age(2026, 5, 29),
         "Huskeliste 22/8\n- ringe hentes hos Smykkehjørnet uge 30\n- DJ: send ønskeliste (Always look on the bright side til udgang)\n"
         "- ring til Kaløvig om pølsevogn og børnemenu\n- bordkort - Sanne laver dem\n- Oscar jakkesæt prøves\n"),
        ("Nyt tekstdokument (2).txt", A, "Midwifery", _age(2026, 5, 12),
         "Vagtønsker juli-august (afleveres til Pernille senest 15/5):\n- fri uge 28 og 29\n- fri 21.-24. august!!\n"
         "- kan tage ekstra nattevagter i uge 31-32\n- husk undervisning af 5. semester studerende 3/9\n"),
        ("Dokument1.docx", A, "Home", _age(2025, 11, 10),
         "Til Vurderingsstyrelsen\nKlage over foreløbig ejendomsvurdering 2024 for Lindevangsparken 17, 8250 Egå (ejendomsnr. 751-224518)\n"
         "Vurderingen tager ikke højde for, at badeværelset er fra 1978 og vinduerne i stuen skal udskiftes. Sammenlignelige rækkehuse "
         "i Lindevangsparken er solgt for 3,1-3,3 mio. kr. Vi beder om en fornyet vurdering.\nMed venlig hilsen Rasmus Holm og Mette Kjærgaard\n"),
        ("Dokument2.docx", X, "Turbines", _age(2022, 5, 30),
         "CURRICULUM VITAE - Rasmus Holm\nWind turbine technician, 7 years offshore (Anholt, Horns Rev), lead technician since 2019.\n"
         "Certificates: GWO BST, BTT, ART, BOSIET. Looking for an onshore position in East Jutland to be closer to my family.\n"
         "Uddannelse: Elektriker (2003), Skive Tekniske Skole.\n"),
        ("Nyt Microsoft Word-dokument.docx", P, "Midwifery", _age(2026, 5, 5),
         "Til afdelingsjordemoder Pernille Krogh\nAnsøgning om tjenestefri\nJeg søger om tjenestefri med løn tirsdag 16. juni 2026 til mundtlig "
         "eksamen i diplommodulet Obstetrisk ultralyd (VIA), samt 2 studiedage 8.-9. juni til færdiggørelse af opgaven.\nMvh Mette Kjærgaard\n"),
        ("noter.txt", R, "Knitting", 140,
         "Oscars sweater: slog 72 m op på pind 3,5, rib 5 cm, skift til 4. Dino-mønster fra omg 12. Ærmer: tag ind hver 8. omg x 6.\n"
         "Næste gang: prøv tysk tvunden opslagning.\n"),
        ("huskeseddel.txt", A, "Children", _age(2026, 4, 16),
         "Oscar tandlæge 21/4 kl 9.40\nFreja fodbold tir + tor 16.30 - Mette kører tirsdag\nForældremøde 3.b 28/4 kl 19\n"
         "Aflevér samtykke til lejrskole\nKøb gave til Almas fødselsdag lør\n"),
        ("Unavngivet.txt", R, "Cooking", 170,
         "Risalamande til 8\n2 dl grødris, 1 l sødmælk, 1 vaniljestang, 100 g mandler, 3 spsk sukker, 4 dl piskefløde. Kirsebærsauce.\n"
         "Laves dagen før.\n"),
        ("Nyt Microsoft Excel-regneark.xlsx", A, "Car", _age(2026, 5, 16),
         "Dato;Liter;Pris pr. l;Beløb;Km\n02.03.2026;42,1;13,89;584,77;95.120\n24.03.2026;39,8;14,19;564,76;95.980\n"
         "19.04.2026;44,0;13,59;597,96;96.850\n12.05.2026;41,5;13,79;572,29;97.700"),
        ("Nyt tekstdokument (3).txt", P, "Travel", _age(2026, 5, 24),
         "Booket:\n- færge Ystad-Rønne lør 11/7 kl 12.30 (hjem lør 18/7 16.30), ref BH-7781204\n- hytte 14 Dueodde, indtjek kl 15\n"
         "- Joboland billetter ligger i overførsler\nMangler: BroPas til Øresundsbroen, cykelstativ til bilen\n"),
    ):
        add(f"{d}/{name}", b, t, age, txt, hard=True)
    add(f"{d}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")

    # ------------------------------------------------------------ Billeder (Resources Photos)
    d = "Billeder"
    for i, (y, m, dd) in enumerate(((2023, 1, 8), (2023, 4, 9), (2023, 7, 1), (2023, 7, 2), (2023, 12, 24))):
        photo(f"{d}/2023/IMG_{1204 + i * 83}.jpg", R, "Photos", _age(y, m, dd))
    for i in range(5):
        photo(f"{d}/2024/Kreta/IMG_{2210 + i * 19}.jpg", R, "Photos", _age(2024, 10, 12 + i))
    for i, (y, m, dd) in enumerate(((2025, 2, 16), (2025, 2, 18), (2025, 5, 17), (2025, 6, 21), (2025, 8, 11), (2025, 12, 24))):
        photo(f"{d}/2025/IMG_{2790 + i * 61}.jpg", R, "Photos", _age(y, m, dd))
    for i in range(8):
        photo(f"{d}/iPhone import 2026-05/IMG_{4402 + i * 7}.HEIC", R, "Photos", 20 + i * 3)
    for name, age in (("Skærmbillede 2026-03-14 204512.png", 79), ("Skærmbillede 2026-04-02 071133.png", 60),
                      ("Skærmbillede 2026-05-19 221408.png", 13), ("Skærmbillede 2026-05-30 093051.png", 2)):
        photo(f"{d}/Skærmbilleder/{name}", R, "Photos", age)
    photo(f"{d}/Strik/Sunday sweater færdig.jpg", R, "Photos", 200)
    photo(f"{d}/Strik/Oscar dinosweater.jpg", R, "Photos", 120)
    photo(f"{d}/Gemte billeder/FB_IMG_1714829301552.jpg", R, "Photos", 760)
    photo(f"{d}/Gemte billeder/FB_IMG_1746201187034.jpg", R, "Photos", 395)
    add(f"{d}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779\r\n")
    add(f"{d}/Thumbs.db", L, "System", 30, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{d}/2024/Kreta/Thumbs.db", L, "System", 580, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 900))

    # ------------------------------------------------------------ Gammel bærbar Rasmus (old laptop copy, copied 2025)
    d = "Gammel bærbar Rasmus"
    copied = 190  # copied to the PC last winter; old papers keep old dates
    add(f"{d}/Dokumenter/Offshore/Kontrakt North Sea Wind Service 2015.pdf", X, "Turbines", _age(2015, 2, 20),
        "NORTH SEA WIND SERVICE ApS - EMPLOYMENT CONTRACT\nEmployee: Rasmus Holm. Position: Offshore Wind Turbine Technician. Start 01.03.2015.\n"
        "Rotation 14 days on / 14 days off, heli and CTV transfer from Esbjerg and Grenaa. Offshore allowance 1.150 kr. per day.\n")
    add(f"{d}/Dokumenter/Offshore/Rotationsplan 2021.xlsx", X, "Turbines", _age(2020, 12, 10),
        "Rotation 2021;Rasmus Holm;Crew B\nUdrejse;Hjemrejse;Park\n04.01;18.01;Anholt\n01.02;15.02;Anholt\n01.03;15.03;Horns Rev 2\n"
        "29.03;12.04;Horns Rev 2\n26.04;10.05;Anholt")
    add(f"{d}/Dokumenter/Offshore/Opsigelse 2022.docx", X, "Turbines", _age(2022, 6, 30),
        "Til North Sea Wind Service ApS, att. Ole Bak Nielsen\nJeg opsiger hermed min stilling som offshore-tekniker med det aftalte varsel, "
        "så sidste arbejdsdag bliver 31. august 2022. Jeg har fået job onshore i Østjylland.\nVenlig hilsen Rasmus Holm\n")
    add(f"{d}/Dokumenter/Offshore/BOSIET certifikat 2019.pdf", X, "Turbines", _age(2019, 5, 14),
        "OPITO BOSIET with CA-EBS - Certificate\nRasmus Holm completed Basic Offshore Safety Induction and Emergency Training, Esbjerg, 13.05.2019. "
        "Valid 4 years.\n")
    add(f"{d}/Dokumenter/Offshore/Lønseddel juli 2022.pdf", X, "Turbines", _age(2022, 7, 29),
        "North Sea Wind Service ApS - Lønseddel juli 2022\nRasmus Holm, medarb. 1177. Offshoretillæg 14 dage. Bruttoløn 52.340 kr.\n")
    add(f"{d}/Dokumenter/Jobsøgning 2022/Ansøgning Nordvind.docx", X, "Turbines", _age(2022, 5, 31),
        "Ansøgning: Service Technician, Nordvind Turbines, Team Østjylland\nJeg har 7 års erfaring offshore og søger nu en onshore-stilling "
        "tæt på min familie i Egå.\n")
    add(f"{d}/Dokumenter/Jobsøgning 2022/Ansøgning Vindservice Jylland.docx", X, "Turbines", _age(2022, 5, 20),
        "Ansøgning: Servicetekniker, Vindservice Jylland A/S, Viborg\nMed 7 års offshore-erfaring og elektrikeruddannelse ...\n")
    add(f"{d}/Dokumenter/Jobsøgning 2022/Jobsøgning oversigt.xlsx", X, "Turbines", _age(2022, 7, 1),
        "Firma;Stilling;Sendt;Svar\nNordvind Turbines;Service Technician;31.05.2022;samtale 14.06 - JA\nVindservice Jylland;Servicetekniker;20.05.2022;afslag\n"
        "Grundfos;Servicetekniker;02.06.2022;trukket")
    add(f"{d}/Dokumenter/Lejlighed Trøjborg/Salgsopstilling 2019.pdf", X, "Home", _age(2019, 2, 25),
        "Salgsopstilling - andelslejlighed\nTordenskjoldsgade 41, 2. tv., 8200 Aarhus N. 64 m2, 2 værelser, altan mod gården.\n"
        "Andelsværdi 1.185.000 kr., boligafgift 4.120 kr./md. A/B Trøjborggården.\n")
    add(f"{d}/Dokumenter/Lejlighed Trøjborg/Overdragelsesaftale 2019.pdf", X, "Home", _age(2019, 4, 15),
        "Overdragelsesaftale - A/B Trøjborggården\nSælger: Mette Kjærgaard. Køber: Ida Juhl Sørensen. Overtagelse 01.06.2019.\n"
        "Pris for andel 1.185.000 kr., forbedringer 45.000 kr., løsøre 5.000 kr.\n")
    add(f"{d}/Dokumenter/Lejlighed Trøjborg/Generalforsamling 2018.pdf", X, "Home", _age(2018, 4, 10),
        "A/B Trøjborggården - referat af generalforsamling 2018\nAndelsværdi fastsat efter valuarvurdering. Gårdlaug og cykelkælder.\n")
    for y in (2019, 2020):
        add(f"{d}/Dokumenter/Skat/Årsopgørelse {y}.pdf", A, "Finance", _age(y + 1, 3, 15), _aarsopg(RASMUS, y))
    add(f"{d}/Dokumenter/Dokument1.docx", X, "Home", _age(2019, 6, 2),
        "Fraflytningsrapport\nTordenskjoldsgade 41, 2. tv.\nGennemgået med bestyrelsen (vurderingsmand) 31.05.2019: væg i stue malet, "
        "hul i dør til badeværelse udbedret. Ingen mangler ud over slid. Nøgler afleveret: 3 stk + kælder.\n", hard=True)
    add(f"{d}/Dokumenter/scan.pdf", X, "Turbines", _age(2019, 5, 16),
        "OPITO - Further Offshore Emergency Training (FOET) booking\nDelegate: Rasmus Holm, North Sea Wind Service ApS\n"
        "Course date 13.05.2019, Esbjerg Safety Centre. Invoice to employer, PO 44-2019-118.\n", hard=True)
    add(f"{d}/Skrivebord/ny.txt", X, "Home", _age(2019, 6, 20),
        "Flytning 1/7:\n- flyt adresse på borger.dk\n- aflæs el og vand i Tordenskjoldsgade\n- opsig internet\n- bestil flyttebil (Fragt-Søren)\n"
        "- nøgler til Lindevangsparken hentes hos ejendomsmægler 1/7 kl 10\n", hard=True)
    for i, (y, m, dd) in enumerate(((2017, 8, 14), (2018, 5, 20), (2018, 7, 9), (2019, 6, 30), (2020, 12, 24))):
        photo(f"{d}/Billeder/DSC_{301 + i * 112:04d}.JPG", R, "Photos", _age(y, m, dd))
    add(f"{d}/Billeder/Thumbs.db", L, "System", copied, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))

    # ------------------------------------------------------------ loose leftovers
    add("Dokumenter/Bryllup 2026/~$le Rasmus v2.docx", L, "System", 4, b"\x0bRasmus\x00" + bytes(155))
    add("Dokumenter/Økonomi/~$dget 2026 v2 (med bryllup).xlsx", L, "System", 20, b"\x0bMette K.\x00" + bytes(155))
    add("Dokumenter/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    dot("Dokumenter/Huset/Badeværelse 2026/.~lock.Budget badeværelse.xlsx#", b"Mette,DESKTOP-EGAA17,2026-05-20\n", 12)
    return items
