"""A sixty-seventh unseen labelled corpus: Thandi Dlamini's files, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts
(``benchmarks/*.py``), the bodies of the other corpus modules in ``benchmarks/placement/`` or any placement
result. What was read: ``unseen.py``'s module docstring (for the way a person and the labelling rules are
written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3`` and
``_blob`` and the first lines of its ``build()`` (the write/encode/add/dot helpers); ``corpus.py``'s ``Item``,
``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and
``HEIC_HEAD``. The files and labels are shaped by what this person would have on disk, not by what any code
looks for.

The person: Thandiwe "Thandi" Nomvula Dlamini, 38, CA(SA), financial manager since April 2024 at Khanyisa
Freight & Logistics (Pty) Ltd in Isando, Kempton Park. Before that she spent fourteen years at Carrington
Mabaso Inc., a Big Four member firm in Sandton: articles 2010-2012 (ITC 2010, APC 2012, registered CA(SA)
2013), then audit manager and senior manager in financial-services audit until she resigned in March 2024.
She is married to Sipho Khumalo, a high-school maths teacher at Northview High; their children are Lwazi
(10, Grade 5) and Ayanda (6, Grade 1), both at Blairgowrie Primary. They live in a freehold house at
14 Hakea Avenue, Blairgowrie, Randburg, with an 8 kW Sunsynk inverter and batteries installed in 2023
against load-shedding; Grace Sithole works for them three days a week. Thandi owns a buy-to-let flat
(Unit 14 Villa Siena, Riverclub, Sandton: body corporate, levies, letting agent), whose tenant of three
years moved out on 31 May 2026. She chairs and keeps the books of Masakhane, a twelve-woman savings and
grocery stokvel, and sits on the finance committee of Randburg Methodist Church. Her parents, Bhekani
(a retired principal) and Zodwa Dlamini, live near Eshowe in KwaZulu-Natal, where Thandi and her brother
Sbu are building them a new house. South African English, with isiZulu (family, stokvel) and some
Afrikaans (a tyre place, a painter, the body corporate's bilingual notices). Machine: one Windows laptop
for work and home (user folder ``Thandi``): ``Downloads/`` (with WhatsApp Desktop's files and nameless
``Document (3).pdf``), ``Desktop/`` (``New Text Document.txt``, ``Doc1.docx``, ``Book1.xlsx``),
half-organised ``Documents/`` (``Khanyisa/``, ``Personal/``, ``House/``, ``Flat Riverclub/``, ``Kids/``,
``KZN House/``...), ``OneDrive/`` (budget and camera roll), ``Pictures/``, ``Music/`` (hymns), ``Scans/``
from the HP scanner (``scan_0012.pdf``), year folders ``2024/`` and ``2025/``, a copy of her old Carrington
Mabaso laptop (``Old laptop CMI/``), and a phone dump (``Phone dump 2026-04/``: DCIM, WhatsApp Images and
WhatsApp Documents).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  move from Sage Evolution to Acumatica at Khanyisa, go-live 1 September 2026 (charter, vendor proposal,
  chart-of-accounts mapping, UAT, steering minutes, cut-over) -- topic Work; the GIBS MBA application for
  the 2027 intake (brochure, GMAT, essays, references, transcripts, sponsorship) -- Career; the SARS verification of
  the 2025 year of assessment and her objection to the additional assessment -- Tax; the dispute with the
  City of Johannesburg over estimated water readings -- Home; refurbishing and re-letting the Riverclub
  flat after the tenant left (exit inspection, painter and stove quotes, applicants, deposit) -- Rental;
  Lwazi's move to St Ansgar's Prep for 2027 (application, assessment, fees comparison) -- School; building
  her parents' house near Eshowe (plans, permission to occupy, builder's contract, payment certificates,
  site photos, Baba's WhatsApp updates) -- Parents; the Kruger Park holiday in July 2026 -- Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: her job at
  Khanyisa -- contract, payslips, management accounts, board packs, cash-flow, the annual audit (Work);
  SAICA membership, CPD records, CV (Career); bank, bond, retirement annuity, tax-free savings, life cover,
  wills, the household budget (Finance); SARS returns, IRP5s, assessments, tax certificates, provisional
  tax (Tax); medical aid and the family's doctors (Health); the Randburg house -- municipal accounts,
  fibre, armed response, insurance, Grace's contract and UIF, the inverter's upkeep (Home); letting the
  flat -- leases, agent statements, levies, body-corporate AGMs (Rental); the two cars -- finance,
  licence discs, insurance, services, fines (Cars); the children's school -- fees, reports, newsletters,
  aftercare (School); support for her parents -- monthly transfers, funeral policy, Mama's medication
  (Parents); running the stokvel -- constitution, minutes, contributions, bank (Stokvel); the church
  finance committee -- minutes, reports, pledges (Church). A 2023 tax return or the 2025 AGM minutes are
  still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: IFRS and King notes,
  webinar slides, professional ebooks (Career); articles on two-pot and tax-free savings, money
  books (Finance); SARS guides and tax tables (Tax); the medical scheme's benefit guide, an asthma
  guide (Health); inverter, battery and appliance manuals, a guide to the municipal bill (Home);
  stokvel guides (Stokvel); hymns and Bible-study notes (Church); installers (Software); photos --
  camera roll, phone dump, WhatsApp images, screenshots, family and holiday snaps, whatever they show
  (Photos) -- except photos filed in, or named for, a project, current or finished (the KZN site, the
  water meter, the flat's condition, the solar install): those take the project's bucket and topic.
- **Archive**: finished projects and ended responsibilities: her Carrington Mabaso employment and
  articles, ended March 2024 (Work); the board exams, ITC 2010 and APC 2012 (Career); the pension
  preservation transfer of 2024 and the personal loan settled in 2022 (Finance); the 2021 objection,
  resolved in 2022 (Tax); Ayanda's tonsillectomy in 2023 (Health); the 2023 solar installation (Home);
  buying the flat in 2019 (Rental); the Honda Jazz, sold in 2024 (Cars); Ayanda's Grade R at Little
  Acorns, finished 2025 (School); Baba's 65th birthday and retirement celebration, December 2024
  (Parents); the stokvel's December 2025 bulk buy and payout (Stokvel); the 2024 Women's Manyano
  anniversary service (Church); past trips -- Mauritius 2024, Cape Town December 2025 (Travel).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.xlsx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (a ``.DS_Store`` inside the
  architect's zip folder) are written but not labelled.

Topics are subjects, the same names across buckets: Work, Career, Finance, Tax, Health, Home, Rental,
Cars, School, Parents, Stokvel, Church, Travel, Photos, Software, and System for Left. ``hard`` marks a
file whose name *and* folder say nothing about its subject (``Downloads/Document (3).pdf``,
``Scans/scan_0012.pdf``, ``Desktop/untitled.txt``, ``2025/Doc1.docx``,
``Phone dump 2026-04/WhatsApp/Media/WhatsApp Documents/DOC-20260311-WA0004.pdf``): only the text inside
(.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it, and that text is the real letter, statement or
invoice. Images are never hard. Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's
reference time.
"""

from __future__ import annotations

import io
import os
import random
import struct
import zipfile
import zlib
from datetime import datetime, timedelta, timezone
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
ZIP_DATE = (2026, 1, 1, 0, 0, 0)

# --------------------------------------------------------------------------- helpers (copied from unseen.py)


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


def _zip(entries: list[tuple[str, str | bytes]]) -> bytes:
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
          f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/>'
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


# --------------------------------------------------------------------------- this person's helpers


def ago(y: int, m: int, d: int = 15) -> float:
    """Age in days (as of NOW) of a calendar date."""
    return (NOW - datetime(y, m, d, 10, 0, tzinfo=timezone.utc)).total_seconds() / DAY


def _d(dt: datetime) -> str:
    return f"{dt.day} {dt:%B %Y}"


def _ds(dt: datetime) -> str:
    return dt.strftime("%Y/%m/%d")


def _rv(v: float) -> str:
    return "R" + f"{v:,.2f}".replace(",", " ")


def _R(r: random.Random, lo: float, hi: float) -> str:
    return _rv(r.uniform(lo, hi))


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt.strftime('%a, %d %b %Y %H:%M:%S +0200')}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")


ME = "Thandiwe Dlamini"
ME_MAIL = "thandi.dlamini@gmail.com"
WORK_MAIL = "thandi.dlamini@khanyisafreight.co.za"
HOME = "14 Hakea Avenue, Blairgowrie, Randburg, 2194"
KF = ("KHANYISA FREIGHT & LOGISTICS (PTY) LTD\nReg. no. 2007/018842/07  |  VAT 4290231877\n"
      "42 Electron Avenue, Isando, Kempton Park, 1600  |  011 392 4100")
CMI = "Carrington Mabaso Inc. | Chartered Accountants (SA) | 3 Alice Lane, Sandton, 2196"
FIRST = ["Nomsa", "Pieter", "Lerato", "Johan", "Ayesha", "Kagiso", "Zanele", "Riaan", "Priya", "Tumelo", "Busisiwe",
         "Werner", "Naledi", "Themba", "Charmaine", "Sello"]
SURN = ["Mokoena", "van der Merwe", "Naidoo", "Nkosi", "Botha", "Mahlangu", "Pillay", "Mthembu", "Pretorius",
        "Ndlovu", "Moodley", "Radebe", "Steyn", "Zulu", "Maseko", "Coetzee"]
STOKVEL = ["Thandiwe Dlamini (chair/treasurer)", "Nokuthula Mthembu (secretary)", "Lerato Molefe", "Busi Ngcobo",
           "Zanele Khoza", "Palesa Mokoena", "Nomvula Shabalala", "Refilwe Maseko", "Sindi Zulu", "Dimakatso Radebe",
           "Ayanda Cele", "Khanyi Nxumalo"]


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


# --------------------------------------------------------------------------- Work (Khanyisa, CMI)


def t_payslip(r, dt):
    basic = 101_250.00 if (dt.year, dt.month) >= (2026, 3) else 96_000.00
    if (dt.year, dt.month) < (2025, 3):
        basic = 91_500.00
    travel, cell = 8_500.00, 750.00
    pension = round(basic * 0.075, 2)
    med = 2_418.00
    paye = round((basic + travel * 0.8 + cell - pension) * 0.335, 2)
    net = basic + travel + cell - pension - med - paye - 177.12
    return (f"{KF}\n\nPAYSLIP  -  {dt:%B %Y}\nPay date: 25 {dt:%B %Y}\n"
            "Employee: T N DLAMINI   Emp no: KF0412   ID: 880514 0612 083\n"
            "Position: Financial Manager   Dept: Finance (FIN-01)   Engaged: 01/04/2024\n"
            "Income tax ref: 1478236901   Bank: FNB ****4471\n\nEARNINGS\n"
            f"Basic salary {_rv(basic)}\nTravel allowance (fixed) {_rv(travel)}\nCellphone allowance {_rv(cell)}\n"
            f"\nDEDUCTIONS\nPAYE {_rv(paye)}\nUIF {_rv(177.12)}\nPension fund - Momentum FundsAtWork 7.5% {_rv(pension)}\n"
            f"Medical aid - Discovery Health (employee portion) {_rv(med)}\n\n"
            f"COMPANY CONTRIBUTIONS\nPension fund 7.5% {_rv(pension)}\nUIF {_rv(177.12)}\nSDL {_rv(basic * 0.01)}\n\n"
            f"NETT PAY {_rv(net)}\nAnnual leave balance: {r.randint(6, 19)}.5 days   Sick leave cycle: 30 days\n")


def t_mgmt_accounts(r, dt):
    m = dt - timedelta(days=20)
    rev = [r.uniform(14.5, 17.5), r.uniform(3.1, 3.9), r.uniform(2.2, 2.9)]
    rows = [f"Khanyisa Freight & Logistics (Pty) Ltd;Management accounts;{m:%B %Y};R'000",
            "Line;Actual;Budget;Variance;YTD actual",
            ]
    names = ["Revenue - road freight", "Revenue - warehousing", "Revenue - clearing & forwarding"]
    for n, v in zip(names, rev):
        b = v * r.uniform(0.95, 1.05)
        rows.append(f"{n};{v * 1000:,.0f};{b * 1000:,.0f};{(v - b) * 1000:,.0f};{v * 1000 * r.randint(2, 11):,.0f}")
    for n, lo, hi in (("Fuel (diesel)", 4.1, 5.3), ("Driver wages", 2.6, 3.0), ("Tolls", 0.35, 0.5),
                      ("Subcontracted haulage", 1.2, 2.1), ("Vehicle maintenance & tyres", 0.8, 1.2),
                      ("Warehouse rent", 0.9, 0.9), ("Salaries - admin", 1.9, 2.1), ("Insurance", 0.42, 0.48),
                      ("Depreciation", 0.7, 0.75), ("Finance costs - Nedbank facility", 0.31, 0.4)):
        v = r.uniform(lo, hi)
        rows.append(f"{n};{v * 1000:,.0f};{v * 1000 * r.uniform(0.95, 1.05):,.0f};;")
    rows += [f"EBITDA margin;{r.uniform(9, 14):.1f}%;11.5%;;",
             f"Debtors days;{r.randint(48, 63)};50;;", f"Fuel price (Reef, 50ppm) per litre;R{r.uniform(20.4, 22.9):.2f};;;",
             "Prepared by;T Dlamini (Financial Manager);Reviewed by;M Zungu (MD)"]
    return "\n".join(rows)


def t_board_pack(r, dt):
    q = {3: "Q4 FY2026", 6: "Q1 FY2027", 9: "Q2 FY2026", 12: "Q3 FY2026"}.get(dt.month, "Q4 FY2025")
    return (f"{KF}\n\nBOARD PACK - {q}\nMeeting of the board of directors, {_d(dt)}, boardroom Isando and Teams\n\n"
            "Agenda\n1. Apologies and declarations of interest\n2. Minutes of the previous meeting\n"
            "3. Managing Director's report (M Zungu)\n4. Financial Manager's report (T Dlamini)\n"
            "5. Audit and risk committee feedback\n6. ERP replacement - progress\n7. General\n\n"
            "4. FINANCIAL MANAGER'S REPORT\n"
            f"Revenue for the quarter was R{r.uniform(60, 72):.1f}m against a budget of R{r.uniform(62, 70):.1f}m. "
            "Diesel remains the largest cost line; the fuel surcharge clause in the Bidvest and Shoprite contracts "
            "recovered most of the April increase.\n"
            f"Cash on hand at quarter end: R{r.uniform(8, 14):.1f}m. The Nedbank revolving facility is drawn at "
            f"R{r.uniform(11, 18):.1f}m; the debt-service cover ratio of {r.uniform(1.4, 1.9):.2f} is above the 1.25 covenant.\n"
            f"Debtors days improved to {r.randint(47, 55)} after the collections drive; two customers are in legal "
            "hands. The fleet replacement of six Volvo FH trucks is financed through instalment sale agreements.\n"
            "Recommendation: the board notes the report and approves the updated 13-week cash-flow forecast.\n")


def t_cashflow(r, dt):
    rows = ["Khanyisa Freight & Logistics;13-week cash flow forecast;" + _ds(dt),
            "Week;Receipts;Payroll;Diesel;Suppliers;SARS (VAT/PAYE);Nedbank;Closing balance"]
    bal = r.uniform(7e6, 12e6)
    for w in range(1, 14):
        rec = r.uniform(4.2e6, 6.1e6)
        pay = 2.9e6 if w % 4 == 0 else 0
        dsl = r.uniform(1.0e6, 1.4e6)
        sup = r.uniform(0.8e6, 1.6e6)
        sars = r.uniform(1.6e6, 2.2e6) if w % 4 == 3 else 0
        bank = 410_000 if w % 4 == 1 else 0
        bal += rec - pay - dsl - sup - sars - bank
        rows.append(f"W{w};{rec:,.0f};{pay:,.0f};{dsl:,.0f};{sup:,.0f};{sars:,.0f};{bank:,.0f};{bal:,.0f}")
    return "\n".join(rows)


def t_debtors_csv(r, dt):
    custs = ["Shoprite Checkers DC Centurion", "Bidvest Foodservice", "Clover SA", "Tiger Brands Logistics",
             "Makro Crown Mines", "AECI Mining Explosives", "Pick n Pay Longmeadow DC", "Sappi Enstra",
             "Massbuild Distribution", "PPC Cement"]
    lines = [f"Khanyisa Freight - debtors age analysis as at {_ds(dt)}",
             "Customer,Current,30 days,60 days,90 days,120+ days,Total"]
    for c in custs:
        a = [r.uniform(0, 2.5e6), r.uniform(0, 9e5), r.uniform(0, 3e5), r.uniform(0, 1e5), r.choice([0, 0, r.uniform(0, 8e4)])]
        lines.append(c + "," + ",".join(f"{x:.2f}" for x in a) + f",{sum(a):.2f}")
    return "\n".join(lines)


def t_contract_kf(r, dt):
    return (f"{KF}\n\nCONTRACT OF EMPLOYMENT\nBetween Khanyisa Freight & Logistics (Pty) Ltd ('the Company') and "
            "Thandiwe Nomvula Dlamini, ID 880514 0612 083 ('the Employee')\n\n"
            "1. Position: Financial Manager, reporting to the Managing Director. Commencement date: 1 April 2024.\n"
            "2. Probation: three months. Notice period after probation: one calendar month, or three months for "
            "senior management by mutual agreement.\n"
            "3. Remuneration: total guaranteed package of R1 386 000 per annum, payable monthly on the 25th, "
            "structured as basic salary, fixed travel allowance and cellphone allowance.\n"
            "4. Benefits: membership of the Momentum FundsAtWork umbrella pension fund (7.5% + 7.5%); Discovery "
            "Health medical scheme with a company subsidy of 50%; group life cover of 3x annual salary.\n"
            "5. Hours: 08:00 to 17:00 Monday to Friday; month-end and audit periods may require extra hours.\n"
            "6. Leave: 20 working days annual leave; sick leave per the BCEA.\n"
            "7. Confidentiality and restraint: 12 months, Gauteng, freight and logistics.\n"
            "Signed at Isando on 11 March 2024.\nM. Zungu, Managing Director    T.N. Dlamini\n")


def t_increase(r, dt):
    return (f"{KF}\n\n{_d(dt)}\n\nPrivate & confidential\nMs T N Dlamini\nFinancial Manager\n\n"
            "ANNUAL SALARY REVIEW - 1 MARCH 2026\n\nDear Thandi\n\nFollowing the remuneration committee meeting, "
            "we are pleased to confirm an increase of 5.5% to your total guaranteed package with effect from "
            "1 March 2026, together with a performance bonus of R68 000 for FY2026, payable with the March salary.\n"
            "The committee noted the quality of the monthly reporting and the progress on the ERP replacement.\n\n"
            "Yours sincerely\nMandla Zungu\nManaging Director\n")


def t_perf_review(r, dt):
    return (f"Khanyisa Freight & Logistics - Performance review FY2025\nEmployee: Thandiwe Dlamini, Financial Manager\n"
            f"Reviewer: Mandla Zungu (MD)   Date: {_d(dt)}\n\nKey result areas\n"
            "1. Month-end close by working day 7 - achieved from August 2024 (was day 12). Rating 4/5\n"
            "2. Clean audit opinion FY2025 with no management letter findings above 'low' - achieved. 4/5\n"
            "3. Debtors days below 55 - 57 at year end, not achieved. 3/5\n"
            "4. Lead selection of new ERP - business case approved by the board in February 2025. 5/5\n"
            "5. People - mentor the two creditors clerks; one completed her Sage payroll certificate. 4/5\n\n"
            "Development: attend the SAICA finance leaders programme; consider an MBA.\nOverall: 4 - exceeds expectations\n")


def t_audit_requests(r, dt):
    return (f"Venter Ndlovu Inc. - audit request list\nClient: Khanyisa Freight & Logistics (Pty) Ltd\n"
            "Engagement: audit of annual financial statements for the year ended 28 February 2026\n"
            f"Issued: {_d(dt)}   Fieldwork: 11 May - 5 June 2026\n\n"
            "No;Request;Owner;Due;Status\n"
            "1;Trial balance and general ledger (Sage Evolution export);T Dlamini;30 April;Received\n"
            "2;Fixed asset register with additions over R50 000 and invoices;Creditors;8 May;Received\n"
            "3;Bank confirmations - Nedbank, FNB;Auditor;8 May;Sent\n"
            "4;Debtors age analysis and credit notes after year end;T Dlamini;11 May;Outstanding\n"
            "5;Fuel card reconciliations (Engen, Shell) March 2025 - Feb 2026;Fleet;15 May;Outstanding\n"
            "6;Lease agreements - Isando warehouse, IFRS 16 schedule;T Dlamini;15 May;Received\n"
            "7;Payroll reconciliation EMP501 to general ledger;Payroll;15 May;Outstanding\n"
            "8;Board minutes for the year and subsequent events;Company secretary;22 May;Outstanding\n")


def t_month_end_md(r, dt):
    return ("# Month-end checklist (Finance, Khanyisa)\n\n"
            "| Day | Task | Who |\n|---|---|---|\n| WD1 | Close debtors, run invoicing for all delivered loads | Lindiwe |\n"
            "| WD1 | Fuel card statements Engen/Shell imported | Fleet admin |\n| WD2 | Bank recs Nedbank current + FNB call | Thabo |\n"
            "| WD3 | Creditors recon to statements, accruals for subcontractors | Thabo |\n"
            "| WD3 | Payroll journal + EMP201 | Payroll |\n| WD4 | Depreciation, prepaids, IFRS 16 lease journal | Thandi |\n"
            "| WD5 | VAT201 recon | Thandi |\n| WD6 | Draft management accounts + variance commentary | Thandi |\n"
            "| WD7 | Pack to MD and board chair | Thandi |\n\nNotes: diesel rebate claim quarterly; check toll accrual.\n")


def t_kf_email(r, dt):
    return _eml("Mandla Zungu <mandla.zungu@khanyisafreight.co.za>", f"Thandi Dlamini <{WORK_MAIL}>",
                "RE: Cash position and Shoprite payment run", dt,
                "Thandi\n\nThanks for the update. If Shoprite's payment run slips to the 5th again we will need to "
                "draw on the Nedbank facility for the payroll on the 25th. Please prepare the 13-week forecast with a "
                "downside case (Shoprite 10 days late, diesel up R1.20/l) for the board chair before Thursday.\n\n"
                "Also, Venter Ndlovu want the fuel card recons - can Thabo finish them this week?\n\nMandla")


def t_vat_recon(r, dt):
    rows = [f"Khanyisa Freight;VAT201 reconciliation;period ending {_ds(dt - timedelta(days=10))}",
            "Item;Per GL;Per VAT201;Difference",
            f"Output VAT - standard rated 15%;{r.uniform(2.1e6, 2.6e6):,.2f};;0.00",
            f"Output VAT - zero-rated exports (cross-border to Botswana, Zambia);0.00;;0.00",
            f"Input VAT - diesel (no input on fuel levy);{r.uniform(6e5, 8e5):,.2f};;0.00",
            f"Input VAT - other;{r.uniform(3e5, 5e5):,.2f};;{r.uniform(-900, 900):,.2f}",
            "Note;Difference relates to a Makro tax invoice received late - claim in next period;;"]
    return "\n".join(rows)


# ---- ERP project (Projects / Work)


def t_erp_charter(r, dt):
    return ("Khanyisa Freight & Logistics\nPROJECT CHARTER - ERP REPLACEMENT (Sage Evolution to Acumatica Cloud ERP)\n"
            f"Version 1.3   {_d(dt)}   Owner: T Dlamini, Financial Manager   Sponsor: M Zungu, MD\n\n"
            "Objective: replace Sage 200 Evolution (on-premise, 2014) with Acumatica Cloud ERP, including the "
            "distribution and project-accounting modules, integrated with the TMS (transport management system).\n"
            "Go-live: 1 September 2026 (start of period 7 of FY2027).\n"
            "Budget: R2.45m implementation (CloudLedger Solutions) + R610 000 annual subscription.\n"
            "In scope: general ledger, AP, AR, cash book, fixed assets, purchase orders, job costing per load.\n"
            "Out of scope: payroll (stays on Sage VIP), fleet maintenance system.\n"
            "Milestones: design sign-off 30 April; data migration trial 1 - 30 June; UAT July; parallel run "
            "August; go-live 1 September; hypercare to 31 October.\n"
            "Risks: key-person dependence on the financial manager; TMS API; staff training during month-end.\n")


def t_erp_proposal(r, dt):
    return ("CloudLedger Solutions (Pty) Ltd - Acumatica Gold Certified Partner\n"
            "Building 4, Design Quarter, Fourways\n\nPROPOSAL AND STATEMENT OF WORK\nPrepared for: Khanyisa Freight & "
            f"Logistics (Pty) Ltd\nDate: {_d(dt)}   Ref: CLS-Q-2025-188\n\n"
            "Phase 1 Discovery and design - 18 days - R342 000\nPhase 2 Configuration (GL, AP, AR, CB, FA, PO) - "
            "36 days - R684 000\nPhase 3 Data migration (opening balances, 3 years history) - 22 days - R418 000\n"
            "Phase 4 TMS integration (REST API) - 25 days - R525 000\nPhase 5 Training, UAT, go-live, hypercare - "
            "26 days - R481 000\nTotal implementation excl. VAT: R2 450 000\n"
            "Acumatica subscription (resource-based, 'Small' tier): R50 800 per month.\n"
            "Payment terms: 20% on signature, then monthly in arrears against signed timesheets.\n")


def t_erp_coa(r, dt):
    rows = ["Sage Evolution account;Description;Acumatica account;Subaccount (branch-dept);Notes"]
    accs = [("1000/000", "Sales - road freight", "40100", "JHB-ROAD"), ("1000/010", "Sales - cross border", "40110", "JHB-XB"),
            ("1050/000", "Sales - warehousing", "40200", "JHB-WH"), ("2000/000", "Diesel", "50100", "JHB-FLEET"),
            ("2010/000", "Tolls", "50110", "JHB-FLEET"), ("2100/000", "Driver wages", "50200", "JHB-FLEET"),
            ("2200/000", "Subcontracted haulage", "50300", "JHB-ROAD"), ("3000/000", "Salaries admin", "60100", "JHB-ADM"),
            ("3050/000", "Rent - Isando", "60200", "JHB-WH"), ("3400/000", "Insurance - fleet", "60400", "JHB-FLEET"),
            ("6000/000", "Trucks and trailers - cost", "15100", "JHB-FLEET"), ("8400/000", "Nedbank current account", "10100", "JHB-ADM"),
            ("9500/000", "VAT control", "21500", "JHB-ADM")]
    for a in accs:
        rows.append(";".join(a) + ";" + r.choice(["", "", "map 1:1", "split by depot from Sept", "check with auditors"]))
    return "\n".join(rows)


def t_erp_minutes(r, dt):
    return ("ERP steering committee - minutes\n"
            f"Date: {_d(dt)}  Present: M Zungu (chair), T Dlamini, K Ndlovu (ops), P Pillay (IT), R Botha (CloudLedger)\n\n"
            f"1. Status: overall AMBER. Configuration {r.randint(60, 85)}% complete; TMS API integration behind by two weeks.\n"
            "2. Data migration: first trial load of opening balances done; AR did not balance by R41 230 - old "
            "unallocated receipts in Evolution. Thabo to clean up before trial 2.\n"
            "3. Decisions: go-live date of 1 September 2026 confirmed; no parallel run of payroll.\n"
            "4. Training: super-users (Thabo, Lindiwe) to attend Acumatica finance training in Fourways in July.\n"
            "Actions: TD - sign off chart of accounts mapping; PP - Azure AD single sign-on; RB - revised plan.\n")


def t_erp_uat(r, dt):
    rows = ["UAT ID;Module;Scenario;Expected result;Tester;Result"]
    sc = [("AR", "Invoice a completed load from TMS", "Invoice created with load ref and fuel surcharge"),
          ("AR", "Credit note for damaged goods claim", "Credit note linked to invoice"),
          ("AP", "Subcontractor invoice 3-way match", "PO, receipt and bill match within 2%"),
          ("CB", "Import Nedbank statement (CSV)", "Auto-match 90%+ lines"),
          ("FA", "Add new Volvo FH truck", "Depreciation 5 years straight line"),
          ("GL", "Month-end close period 1", "Period closed; reports balance"),
          ("GL", "VAT report for VAT201", "Agrees to GL control account")]
    for i, (m, s, e) in enumerate(sc, 1):
        rows.append(f"UAT-{i:03d};{m};{s};{e};{r.choice(['Thabo', 'Lindiwe', 'Thandi'])};{r.choice(['', 'Pass', 'Fail', ''])}")
    return "\n".join(rows)


def t_erp_issues_csv(r, dt):
    lines = ["ID,Raised,Area,Issue,Owner,Status"]
    iss = ["Subaccount segment too short for depot codes", "TMS sends loads without customer VAT number",
           "Opening AR out by R41 230", "Fixed asset import drops disposal dates", "Approval workflow for POs > R100k",
           "Bank feed from Nedbank not available - use CSV", "Report designer: management accounts layout"]
    for i, s in enumerate(iss, 1):
        lines.append(f"{i},{_ds(dt - timedelta(days=r.randint(3, 60)))},{r.choice(['GL', 'AR', 'AP', 'FA', 'Integration'])},"
                     f"\"{s}\",{r.choice(['TD', 'RB', 'PP', 'Thabo'])},{r.choice(['Open', 'Open', 'Closed', 'In progress'])}")
    return "\n".join(lines)


def t_erp_cutover(r, dt):
    return ("# Cut-over plan - Acumatica go-live 1 Sept 2026 (draft)\n\n"
            "- Fri 28 Aug: last invoicing in Evolution; freeze masterfiles at 17:00\n"
            "- Sat 29 Aug: close period 6 in Evolution, extract TB, AR/AP open items, FA register\n"
            "- Sun 30 Aug: load opening balances into Acumatica; reconcile TB to the cent (sign-off TD)\n"
            "- Mon 31 Aug: TMS switched to Acumatica endpoint; test invoice\n"
            "- Tue 1 Sept: GO LIVE; CloudLedger on site for hypercare\n\n"
            "Rollback: if TB does not reconcile by Sunday 18:00, stay on Evolution for September.\n")


# ---- Carrington Mabaso (Archive / Work)


def t_resignation(r, dt):
    return (f"{_d(dt)}\n\nThe Partner in charge: Financial Services Audit\nCarrington Mabaso Inc.\n3 Alice Lane, Sandton\n\n"
            "Dear Ryan\n\nRESIGNATION\n\nPlease accept this letter as formal notice of my resignation as Senior "
            "Manager, Financial Services Audit. In terms of my contract my last working day will be 31 March 2024.\n"
            "I have accepted the position of Financial Manager at Khanyisa Freight & Logistics. I will make sure the "
            "handover of the Ubuntu Life and Sizwe Asset Managers engagements is complete before I leave, including "
            "the December year-end files.\n\nFourteen years ago I arrived here as a first-year trainee. Thank you for "
            "everything the firm has taught me.\n\nKind regards\nThandiwe Dlamini CA(SA)\n")


def t_cert_service(r, dt):
    return (f"{CMI}\n\nCERTIFICATE OF SERVICE\n\nThis certifies that Thandiwe Nomvula Dlamini (ID 880514 0612 083) was "
            "employed by Carrington Mabaso Inc. from 11 January 2010 to 31 March 2024.\n"
            "Positions held: Trainee accountant (articles) 2010-2012; Assistant manager 2013-2015; Audit manager "
            "2016-2019; Senior manager, Financial Services Audit 2020-2024.\nReason for leaving: resignation.\n"
            f"Issued by Human Capital, {_d(dt)}.\n")


def t_cmi_timesheet(r, dt):
    rows = [f"CMI timesheet;T Dlamini (SM, FS Audit);week ending {_ds(dt)}",
            "Engagement code;Client;Mon;Tue;Wed;Thu;Fri;Total"]
    for code, cl in (("FS-2231", "Ubuntu Life Assurance Ltd"), ("FS-2240", "Sizwe Asset Managers"),
                     ("FS-2019", "Mzansi Mutual Bank - IFRS 17 review"), ("INT-001", "Training / CPD")):
        h = [r.choice([0, 1, 2, 3, 4, 5, 8]) for _ in range(5)]
        rows.append(f"{code};{cl};" + ";".join(str(x) for x in h) + f";{sum(h)}")
    return "\n".join(rows)


def t_cmi_final_payslip(r, dt):
    return (f"{CMI}\nPAYSLIP March 2024 - FINAL\nEmployee: T N Dlamini  Staff no: 100417  Senior Manager\n"
            f"Basic salary R89 800.00\nLeave pay-out (7.5 days) {_R(r, 30000, 34000)}\nPro-rata 13th cheque {_R(r, 20000, 23000)}\n"
            f"PAYE {_R(r, 48000, 52000)}\nUIF R177.12\nCMI Retirement Fund (employee) R6 735.00\n"
            "Termination: resignation, last day 31/03/2024. Your retirement fund benefit will be dealt with separately.\n")


def t_articles_contract(r, dt):
    return ("SAICA - TRAINING CONTRACT (Training Programme for Chartered Accountants)\n"
            "Training office: Carrington Mabaso Inc., Johannesburg\nTrainee: Thandiwe Nomvula Dlamini, SAICA no 20094417\n"
            "Commencement: 11 January 2010   Term: 36 months\nQualification: BCom Accounting (UKZN), PGDA/CTA (UKZN 2009)\n"
            "Registered training officer: R. Hendricks CA(SA)\n"
            "The trainee undertakes to complete the prescribed competencies and the Assessment of Professional "
            "Competence (APC) within the training period.\nSigned 8 January 2010.\n")


def t_cmi_handover(r, dt):
    return ("Handover notes - Thandi (leaving 31 March 2024)\n\nUbuntu Life Assurance (Dec YE)\n"
            "- IFRS 17 CSM roll-forward: file reviewed to 90%, EQR (Kevin) still to clear comments on risk adjustment\n"
            "- Management letter draft with client since 4 March\n\nSizwe Asset Managers (Dec YE)\n"
            "- Signed 15 March. Archive deadline 60 days - Lerato to archive\n\n"
            "Mzansi Mutual Bank - planning for June YE: budget 1 450 hours, team of 6; ECL model specialists booked\n"
            "\nPasswords and tokens returned to IT. Laptop to be wiped 2 April.\n")


# --------------------------------------------------------------------------- Career


def t_saica_invoice(r, dt):
    return ("The South African Institute of Chartered Accountants (SAICA)\n17 Fricker Road, Illovo, Johannesburg\n\n"
            f"TAX INVOICE   {_d(dt)}   Invoice no SI{r.randint(1000000, 9999999)}\nMember: Ms T N Dlamini CA(SA)   "
            "Membership no 20094417\n\n"
            f"Annual membership fee {dt.year}/{dt.year + 1 - 2000:02d} - resident member {_R(r, 5200, 6100)}\n"
            "Please pay by 30 June to avoid suspension of membership. CPD declaration for the previous year is due "
            "with your annual renewal.\n")


def t_cpd_log(r, dt):
    rows = [f"CPD log {dt.year};Thandiwe Dlamini CA(SA) - SAICA 20094417", "Date;Activity;Provider;Type;Hours"]
    acts = [("IFRS 18 Presentation and Disclosure - what changes", "SAICA webinar", "Verifiable", 2),
            ("Tax update for CFOs - Budget 2026", "SAIT", "Verifiable", 3),
            ("Treasury and cash management for mid-market", "GIBS short course", "Verifiable", 8),
            ("Reading: King V Code exposure draft", "self-study", "Non-verifiable", 3),
            ("Acumatica financials training", "CloudLedger", "Verifiable", 6),
            ("Ethics in the finance function", "SAICA", "Verifiable", 2),
            ("Power BI for finance (LinkedIn Learning)", "LinkedIn", "Non-verifiable", 5)]
    for a, p, t, h in acts:
        rows.append(f"{_ds(dt - timedelta(days=r.randint(5, 140)))};{a};{p};{t};{h}")
    rows.append("Total;;;;" + str(sum(a[3] for a in acts)))
    rows.append("Requirement;120 hours over 3 years, 60 verifiable; at least 20 hours per year;;")
    return "\n".join(rows)


def t_cpd_decl(r, dt):
    return ("SAICA CPD declaration - confirmation\n"
            f"Member: T N Dlamini (20094417)   Declaration period: {dt.year - 1}   Submitted: {_d(dt)}\n"
            f"Hours declared: {r.randint(44, 58)} (verifiable {r.randint(30, 40)})\nRolling three-year total: "
            f"{r.randint(140, 170)} hours\nCompliance status: COMPLIANT\n"
            "You may be selected for a CPD review; keep evidence of attendance for three years.\n")


def t_cv(r, dt):
    return ("THANDIWE DLAMINI CA(SA)\nRandburg, Johannesburg | 082 614 2290 | thandi.dlamini@gmail.com\n\n"
            "PROFILE\nChartered accountant with 14 years of Big Four audit in financial services and two years as "
            "financial manager of a R260m freight and logistics business.\n\nEXPERIENCE\n"
            "Financial Manager, Khanyisa Freight & Logistics, Isando (Apr 2024 - present)\n"
            "- Month-end close cut from 12 to 7 working days; board reporting; Nedbank facility covenants\n"
            "- Leading ERP replacement (Acumatica, go-live Sept 2026)\n"
            "Senior Manager, Financial Services Audit, Carrington Mabaso Inc. (2010 - 2024)\n"
            "- Insurance and asset management clients; IFRS 17 implementation reviews\n\n"
            "EDUCATION\nBCom Accounting, UKZN (2008); PGDA/CTA, UKZN (2009); ITC 2010; APC 2012\n"
            "LANGUAGES\nEnglish, isiZulu, Afrikaans (working knowledge)\n")


def t_gmat(r, dt):
    return ("GMAT Focus Edition - Official Score Report\nGraduate Management Admission Council (GMAC)\n"
            f"Candidate: Thandiwe Dlamini   Test date: {_d(dt - timedelta(days=6))}   Test centre: Pearson VUE Rosebank\n"
            "Total score: 655 (88th percentile)\nQuantitative Reasoning: 86   Verbal Reasoning: 82   Data Insights: 83\n"
            "Score sent to: Gordon Institute of Business Science (GIBS) - MBA programmes\n")


def t_mba_essay(r, dt, ver):
    return (f"GIBS MBA 2027 - Essay 2 ({ver})\nWhy an MBA, why now, and why GIBS? (max 800 words)\n\n"
            "For fourteen years I looked at businesses from the outside, as an auditor who arrived after the year "
            "had ended. In 2024 I crossed over to run the finance function of a mid-sized freight company, and I "
            "learned quickly that knowing the numbers is not the same as running the business. When diesel rose by "
            "R2 a litre in a month, the question in the boardroom was not how to account for it but whether to "
            "renegotiate with Shoprite, park six trucks or raise prices.\n"
            "I want the modular MBA because I will not step away from a company in the middle of its ERP "
            "replacement, and because I want to learn alongside people who run operations, not only finance.\n"
            "My goal within five years is to be the CFO of a logistics or supply-chain group in the SADC region...\n")


def t_mba_checklist(r, dt):
    return ("# GIBS MBA application - checklist\n\n- [x] GMAT Focus (655) - score sent\n- [x] Online application form started\n"
            "- [ ] Essay 1 - leadership challenge (draft 2)\n- [ ] Essay 2 - why MBA (v3 FINAL?)\n"
            "- [x] UKZN academic transcript - requested, paid R150\n- [ ] SAICA membership letter\n"
            "- [ ] Two references: Mandla (MD) + Ryan from CMI\n- [ ] Employer sponsorship letter (50%)\n"
            "- [ ] Application fee R1 200\n- Deadline for the 2027 modular intake: 31 August 2026\n"
            "- Interview + group assessment: September/October\n\nCost: tuition approx R420 000 over 2 years. "
            "Talk to Sipho about Saturdays and the kids.\n")


def t_mba_sponsor(r, dt):
    return (f"{KF}\n\n{_d(dt)}\n\nAdmissions Office, Gordon Institute of Business Science\n26 Melville Road, Illovo\n\n"
            "LETTER OF SUPPORT AND SPONSORSHIP - MS T N DLAMINI\n\nKhanyisa Freight & Logistics supports the "
            "application of Thandiwe Dlamini, our Financial Manager, for the modular MBA commencing in 2027. The "
            "company will contribute 50% of the tuition fees, subject to a work-back period of 24 months after "
            "completion, and will allow study leave for the block weeks.\n\nDRAFT - for MZ to sign\n")


def t_mba_reference_req(r, dt):
    return _eml(f"Thandi Dlamini <{ME_MAIL}>", "Ryan Hendricks <rhendricks@cmi.co.za>",
                "Reference for my MBA application", dt,
                "Hi Ryan\n\nI hope you and the family are well. I'm applying for the GIBS modular MBA for the 2027 "
                "intake and would be grateful if you would act as one of my two referees, speaking to my years in FS "
                "audit. GIBS will send you a short online form in July; it takes about 15 minutes.\n\n"
                "Thank you - I still use your review notes approach with my team at Khanyisa!\n\nThandi")


def t_transcript(r, dt):
    return ("UNIVERSITY OF KWAZULU-NATAL - ACADEMIC RECORD (official transcript)\nStudent: DLAMINI TN   Student no 206511874\n"
            "Qualification: Bachelor of Commerce in Accounting (2006-2008) - awarded 2009\n"
            "Qualification: Postgraduate Diploma in Accounting (CTA) (2009) - awarded 2010\n"
            "Financial Accounting 400: 71  Auditing 400: 74  Taxation 400: 68  Management Accounting & Finance 400: 66\n"
            f"Issued {_d(dt)} for: GIBS admissions. Fee paid R150.00\n")


def t_ifrs18_notes(r, dt):
    return ("IFRS 18 Presentation and Disclosure in Financial Statements - my notes (SAICA webinar)\n\n"
            "- Replaces IAS 1; effective 1 January 2027, comparatives restated.\n"
            "- New defined subtotals: operating profit, profit before financing and income taxes.\n"
            "- Income and expenses classified as operating, investing, financing, income taxes, discontinued.\n"
            "- Management-defined performance measures (MPMs) disclosed in one note with reconciliation.\n"
            "- Aggregation/disaggregation guidance - 'other expenses' needs explanation.\n"
            "For Khanyisa: EBITDA in the board pack becomes an MPM if used in the AFS communication.\n")


def t_king_notes(r, dt):
    return ("King Code on corporate governance - summary for a private company board\n\n"
            "Principles apply on an 'apply and explain' basis. Key points for a family-owned company with outside "
            "directors: a separate audit and risk committee; the board sets the tone on ethics; combined assurance "
            "model; remuneration policy disclosure is good practice even when not required.\n"
            "Questions for our board: independence of the chair, IT governance of the new cloud ERP.\n")


def t_itc_result(r, dt):
    return ("SAICA - Initial Test of Competence (ITC), January 2010\nResults letter\n\n"
            "Candidate: T N Dlamini   Candidate no 10-04417\n\nWe are pleased to inform you that you have PASSED "
            "the Initial Test of Competence written on 20 and 21 January 2010.\n"
            "You may proceed to the Assessment of Professional Competence (APC) once you meet the training requirements.\n")


def t_apc_result(r, dt):
    return ("SAICA - Assessment of Professional Competence (APC) 2012 - RESULT\n\n"
            "Candidate: Thandiwe Nomvula Dlamini\nResult: PASS\n"
            "Upon completion of your training contract you may apply for registration as a Chartered Accountant (SA).\n")


def t_apc_notes(r, dt):
    return ("APC prep - case study approach (Nov 2012)\n\n1. Read the pre-released case twice; build a one-page company profile.\n"
            "2. Prepare generic memos: going concern, valuation, funding options, IT controls, ethics.\n"
            "3. In the exam: time budget, headings, recommendations at the end of every section.\n"
            "Study group: Lerato, Kagiso, Priya - Tuesdays at CMI 18:00.\n")


# --------------------------------------------------------------------------- Finance


def t_fnb(r, dt):
    m = dt - timedelta(days=3)
    bal = r.uniform(18000, 60000)
    lines = [f"First National Bank - Private Clients\nFNB Premier Current Account 6284 ****4471\nMS T N DLAMINI\n{HOME}\n",
             f"Statement period: 1 {m:%B %Y} - end {m:%B %Y}   Statement date: {_d(dt)}",
             f"Opening balance {_rv(bal)}", "Date  Description  Amount  Balance"]
    tx = [("Salary KHANYISA FREIGHT", 62000, 66000), ("ABSA HOME LOAN 3049****21", -14890, -14890),
          ("Debit order DISCOVERY HEALTH", -8412, -8412), ("Debit order ALLAN GRAY RA", -5000, -5000),
          ("EasyEquities TFSA", -3000, -3000), ("COJ MUNICIPAL 550****12", -3100, -5200),
          ("Woolworths Randburg", -1800, -3400), ("Checkers Sixty60", -600, -1900),
          ("Payment MAMA NOBABA support", -5000, -5000), ("Masakhane stokvel contribution", -1500, -1500),
          ("Vumatel fibre", -899, -899), ("Blairgowrie Primary fees", -2650, -2650),
          ("Engen Malibongwe", -900, -1400), ("Randburg Methodist tithe", -2000, -2000),
          ("Transfer to SIPHO KHUMALO", -2500, -4000)]
    for desc, lo, hi in tx:
        v = r.uniform(min(lo, hi), max(lo, hi))
        bal += v
        lines.append(f"{r.randint(1, 28):02d} {m:%b}  {desc}  {v:,.2f}  {bal:,.2f}")
    lines.append(f"Closing balance {_rv(bal)}\nFNB eBucks level 4. Queries: 087 575 9411")
    return "\n".join(lines)


def t_bond(r, dt):
    bal = 1_420_000 - (dt.year - 2020) * 85_000
    return ("Absa Home Loans\nHOME LOAN STATEMENT\n"
            f"Account: 3049 8812 21   Borrowers: T N DLAMINI & S KHUMALO\nProperty: Erf 1187 Blairgowrie, {HOME}\n"
            f"Statement date: {_d(dt)}\nOutstanding balance {_rv(bal + r.uniform(-9000, 9000))}\n"
            f"Interest rate: prime - 0.50% ({r.choice(['10.25', '10.50', '10.75'])}% p.a.)\n"
            "Instalment R14 890.00 (includes homeowner's insurance premium R612.00)\n"
            f"Available in access bond: {_R(r, 40000, 120000)}\nRemaining term: {19 - (dt.year - 2021)} years\n")


def t_ra(r, dt):
    return ("Allan Gray Retirement Annuity Fund - Quarterly statement\n"
            f"Investor: Ms Thandiwe Dlamini   Account: RA-3361-0912   Statement date: {_d(dt)}\n\n"
            f"Opening value {_R(r, 610000, 680000)}\nContributions R15 000.00\nInvestment return {_R(r, 8000, 32000)}\n"
            f"Closing value {_R(r, 640000, 720000)}\n\nSavings component (two-pot): {_R(r, 9000, 16000)}\n"
            "Retirement component: new contributions from 1 September 2024 go two-thirds to retirement, one-third "
            "to savings.\nFund: Allan Gray Balanced Fund 100%. Compliant with Regulation 28.\n")


def t_tfsa(r, dt):
    return ("EasyEquities - Tax-Free Savings Account statement\n"
            f"Account holder: Thandiwe Dlamini   Account EE-TFSA-1182094   Tax year ended 28 February {dt.year}\n"
            f"Contributions this tax year: R36 000.00 (annual limit R36 000)\nLifetime contributions: {_R(r, 180000, 220000)} "
            "(lifetime limit R500 000)\n"
            f"Market value: {_R(r, 240000, 290000)}\nHoldings: Satrix Top 40 ETF 60%, Satrix MSCI World ETF 40%\n"
            "Over-contributions are taxed at 40%.\n")


def t_budget(r, dt, year):
    rows = [f"Khumalo-Dlamini household budget {year};Monthly;Notes",
            f"Income - Thandi net;{r.randint(76, 82)} 000;after PAYE, pension, med aid",
            f"Income - Sipho net;{r.randint(31, 34)} 000;GDE salary", f"Rental Riverclub (net of agent);{r.randint(7, 9)} 200;",
            "Bond Absa;14 890;", "Flat bond Absa;6 420;", "Discovery (family, after subsidy);8 412;",
            "Municipal CoJ;4 300;water dispute - paying the undisputed amount", "Car - Corolla Cross (WesBank);7 850;",
            "Car insurance both;2 140;", "School fees x2;5 300;", "Aftercare + extramurals;2 900;", "Groceries;11 000;",
            "Grace (domestic) + UIF;5 640;", "Mama noBaba;5 000;", "KZN house build;15 000;until Sept 2026",
            "Allan Gray RA;5 000;", "TFSA;3 000;", "Stokvel;1 500;", "Tithe;2 000;", "Fibre + phones;2 250;",
            "Armed response;690;", "Petrol;4 200;", "Entertainment / eating out;2 500;"]
    return "\n".join(rows)


def t_life(r, dt):
    return ("Liberty - Lifestyle Protector policy schedule\n"
            f"Policy no 0582119937   Life assured: Thandiwe Nomvula Dlamini   Schedule date: {_d(dt)}\n"
            "Life cover R6 500 000 - beneficiaries: Sipho Khumalo 50%, Lwazi Khumalo and Ayanda Khumalo trust 50%\n"
            "Disability lump sum R4 000 000   Severe illness R1 500 000   Income protection R62 000 p.m. (waiting 3 months)\n"
            f"Monthly premium {_R(r, 2100, 2400)}, increasing 6% p.a.\nAdviser: Ayesha Moodley CFP\n")


def t_will(r, dt):
    return ("LAST WILL AND TESTAMENT\nof THANDIWE NOMVULA DLAMINI (ID 880514 0612 083), married out of community of "
            "property with accrual to SIPHO KHUMALO\n\n1. I revoke all previous wills.\n"
            "2. I nominate Sipho Khumalo as executor, and failing him, my brother Sibusiso Dlamini.\n"
            "3. I bequeath my entire estate to my husband Sipho Khumalo; should he predecease me, to a testamentary "
            "trust for my children Lwazi and Ayanda, the trustees being Sibusiso Dlamini and Ayesha Moodley.\n"
            "4. I nominate Sipho Khumalo, failing him Sibusiso Dlamini, as guardian of my minor children.\n"
            f"Signed at Randburg on {_d(dt)} in the presence of the undersigned witnesses.\n")


def t_networth(r, dt):
    return "\n".join([f"Net worth tracker;{_ds(dt)}", "Item;Value;Change since Dec",
                      f"House Blairgowrie (est.);3 150 000;0", f"Flat Riverclub (est.);1 280 000;0",
                      f"Absa bond house;-{r.randint(950, 990)} 000;", f"Absa bond flat;-{r.randint(540, 580)} 000;",
                      f"Allan Gray RA;{r.randint(650, 720)} 000;", f"Momentum pension (Khanyisa);{r.randint(280, 330)} 000;",
                      f"CMI preservation fund;{r.randint(1480, 1560)} 000;", f"TFSA;{r.randint(240, 290)} 000;",
                      f"Corolla Cross less WesBank;{r.randint(60, 120)} 000;", "KZN house (spent so far);- not counted -;"])


def t_twopot(r, dt):
    return ("The two-pot retirement system explained (Moneyweb reprint)\n\n"
            "From 1 September 2024 contributions to pension, provident and retirement annuity funds are split: one "
            "third into a savings component that may be withdrawn once per tax year (minimum R2 000) and two thirds "
            "into a retirement component that stays invested until retirement. A 'seed' of 10% of the vested "
            "value, capped at R30 000, was moved to savings. Withdrawals are taxed at marginal rates - think twice "
            "before using it for holidays.\n")


def t_tfsa_article(r, dt):
    return ("Tax-free savings accounts: 7 mistakes to avoid\n\n1. Over-contributing (R36 000 a year, R500 000 for life) - "
            "40% penalty.\n2. Withdrawing - you cannot replace the contribution room.\n3. Keeping it in cash.\n"
            "4. Opening accounts for children without tracking their limits.\n5. Forgetting that switching "
            "providers must be a direct transfer.\n")


def t_preservation(r, dt):
    return ("CMI Retirement Fund - Withdrawal benefit: transfer to preservation fund\n"
            f"Member: T N Dlamini   Member no 100417   Date of exit: 31 March 2024   Letter date: {_d(dt)}\n"
            "Your withdrawal benefit of R1 386 214.55 has been transferred tax-free in terms of section 14 to the "
            "Allan Gray Pension Preservation Fund, account PPF-4471-2204, on 18 June 2024.\n"
            "Recognition of transfer (Form A / Form E) has been submitted to SARS. No tax directive was required.\n"
            "This completes the payment of your benefit.\n")


def t_loan_settled(r, dt):
    return ("FNB Personal Loans\nPAID-UP LETTER\n"
            f"{_d(dt)}\n\nDear Ms Dlamini\n\nPersonal loan account 8820 1133 502 has been settled in full on "
            f"{_d(dt - timedelta(days=4))}. The account is closed and no further amounts are due. The credit bureaus "
            "will be updated within 30 days.\n")


# --------------------------------------------------------------------------- Tax


def t_itr12(r, dt, yoa):
    return ("SARS eFiling - Income Tax Return for Individuals (ITR12)\n"
            f"Year of assessment: {yoa} (1 March {yoa - 1} - 28 February {yoa})   Taxpayer: T N DLAMINI   Tax ref 1478236901\n"
            f"Submitted: {_d(dt)}\n\nEmployment income (IRP5 3601) {_R(r, 1050000, 1180000)}\n"
            f"Travel allowance (3701) R102 000.00 - logbook kept (business km 8 412)\n"
            f"Local interest (4201) {_R(r, 8000, 19000)}\nRental income - Unit 14 Villa Siena {_R(r, 138000, 152000)}\n"
            f"Rental expenses: levies, rates, agent's commission, bond interest {_R(r, 96000, 118000)}\n"
            f"Retirement annuity contributions (IT3(f)) R60 000.00\nMedical scheme fees (IT3(f)) {_R(r, 96000, 104000)}\n"
            "Section 18A donation - Randburg Methodist Church R24 000.00\n")


def t_irp5(r, dt, employer, yoa):
    return (f"IRP5/IT3(a) Employee tax certificate - Tax year {yoa}\nEmployer: {employer}   PAYE ref 7{r.randint(100000000, 999999999)}\n"
            "Employee: DLAMINI, THANDIWE NOMVULA   ID 8805140612083   Tax ref 1478236901\n"
            f"Period employed: {('01/04/' + str(yoa - 1)) if 'Khanyisa' in employer and yoa == 2025 else '01/03/' + str(yoa - 1)}"
            f" - {29 if yoa % 4 == 0 else 28}/02/{yoa}\n"
            f"3601 Income {_R(r, 1000000, 1180000)}\n3701 Travel allowance R102 000.00\n3810 Medical scheme fringe benefit\n"
            f"4001 Pension fund contributions {_R(r, 80000, 92000)}\n4102 PAYE {_R(r, 330000, 380000)}\n4141 UIF R4 250.88\n")


def t_ita34(r, dt, yoa, additional=False):
    kind = "ADDITIONAL ASSESSMENT" if additional else "Notice of assessment"
    extra = ("\nReason for adjustment: supporting documents for rental expenses and medical expenses were not "
             "sufficient. Bond interest of R61 240 and repairs of R18 900 on the rental property were disallowed; "
             "the out-of-pocket medical expenses of R22 410 were disallowed.\nYou may object to this assessment "
             "within 80 business days by submitting a Notice of Objection (NOO) on eFiling.\n") if additional else ""
    return (f"SARS - {kind} (ITA34)\nTaxpayer: T N DLAMINI   Tax ref 1478236901   Year of assessment {yoa}\n"
            f"Date of assessment: {_d(dt)}\n\nTaxable income {_R(r, 1020000, 1110000)}\nNormal tax {_R(r, 330000, 370000)}\n"
            f"Less: employees' tax (PAYE) {_R(r, 330000, 365000)}\nMedical scheme fees tax credit {_R(r, 14000, 15600)}\n"
            f"Amount {'payable' if additional else 'refundable'}: {_R(r, 3000, 29000)}\n" + extra)


def t_med_taxcert(r, dt, yoa):
    return ("Discovery Health Medical Scheme - Tax certificate\n"
            f"Tax year 1 March {yoa - 1} to 28 February {yoa}\nMain member: Ms T N Dlamini   Membership no 183004471\n"
            "Dependants: Sipho Khumalo, Lwazi Khumalo, Ayanda Khumalo\n"
            f"Contributions paid {_R(r, 96000, 104000)}\nClaims not paid by the scheme (member's portion) {_R(r, 14000, 26000)}\n"
            "Use this certificate for the medical scheme fees tax credit (section 6A) and additional medical expenses tax credit (6B).\n")


def t_ra_taxcert(r, dt, yoa):
    return ("Allan Gray Retirement Annuity Fund - IT3(f) tax certificate\n"
            f"Tax year ending 28 February {yoa}   Member: T N Dlamini   Account RA-3361-0912\n"
            "Contributions received in the tax year: R60 000.00\nSource code 4006. Retain for your ITR12.\n")


def t_irp6(r, dt, period):
    return ("SARS eFiling - Provisional Tax return IRP6\n"
            f"Taxpayer: T N DLAMINI 1478236901   Year of assessment {dt.year + 1 if dt.month >= 3 else dt.year}   Period: {period}\n"
            f"Estimated taxable income (rental income, interest) {_R(r, 52000, 64000)}\nTax on estimate {_R(r, 19000, 26000)}\n"
            f"Less employees' tax and previous payments\nAmount payable {_R(r, 8000, 14000)}\n"
            f"Payment reference 1478236901{r.randint(1000, 9999)}   Submitted {_d(dt)}\n")


def t_18a(r, dt):
    return ("Randburg Methodist Church (Methodist Church of Southern Africa)\nPBO no 930012744\n"
            "SECTION 18A RECEIPT - donations for the tax year ended 28 February\n"
            f"Donor: Ms T N Dlamini, {HOME}\nTotal donated: R24 000.00 (cash / EFT)\n"
            "This receipt is issued in terms of section 18A of the Income Tax Act. No goods or services were received.\n"
            f"Date: {_d(dt)}   Signed: Church treasurer\n")


def t_rental_schedule(r, dt, yoa):
    rows = [f"Rental income schedule - Unit 14 Villa Siena, Riverclub;Year of assessment {yoa}", "Month;Rent;Levy;Rates;Agent 8%;Bond interest;Repairs"]
    for m in ["Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb"]:
        rows.append(f"{m};12 400;2 310;{r.randint(640, 690)};992;{r.randint(4900, 5300)};{r.choice(['', '', '', '1 850', '420'])}")
    rows.append("Notes;Tenant N Mokoena; all invoices in Flat Riverclub folder;;;;")
    return "\n".join(rows)


def t_sars_verif(r, dt):
    return ("SARS - Request for relevant material (verification)\nCase no: VER-2025-0341877\n"
            f"Taxpayer: T N DLAMINI   Tax ref 1478236901   Year of assessment 2025   Date: {_d(dt)}\n\n"
            "Your return has been selected for verification in terms of section 46 of the Tax Administration Act. "
            "Please submit the following within 21 business days via eFiling:\n"
            "- Lease agreement and schedule of rental income and expenses\n- Bond statement showing interest on the "
            "rental property\n- Invoices for repairs claimed\n- Proof of payment of out-of-pocket medical expenses\n"
            "Failure to submit may result in an additional assessment.\n")


def t_noo(r, dt, ver):
    return (f"NOTICE OF OBJECTION (NOO) - year of assessment 2025 - {ver}\nTaxpayer: T N Dlamini 1478236901\n"
            "Assessment objected to: additional assessment dated 16 February 2026\n\nGrounds of objection\n"
            "1. Interest on the Absa bond over Unit 14 Villa Siena (account 3051 2290 17) of R61 240 was incurred "
            "in the production of rental income (s11(a), s23(g)). The bond statement for March 2024 - February "
            "2025 was submitted on 2 December 2025 but appears not to have been considered.\n"
            "2. Repairs of R18 900 (geyser replacement, Everything Plumbing invoice 4471) are repairs, not "
            "improvements (s11(d)).\n3. Out-of-pocket medical expenses of R22 410 are per the Discovery tax "
            "certificate and pharmacy receipts attached.\n"
            "Relief sought: reverse the additional assessment and the understatement penalty.\n")


def t_sars_case_notes(r, dt):
    return ("SARS 2025 verification - notes\n\n"
            "18 Nov 2025 - letter received, case VER-2025-0341877\n02 Dec 2025 - uploaded 9 documents on eFiling (lease, "
            "bond stmt, geyser invoice, Discovery cert)\n16 Feb 2026 - additional assessment!! R21 830 payable + "
            "interest. They ignored the bond statement\n20 Feb 2026 - called contact centre, ref 2026-0220-88113, told "
            "to object\n09 Apr 2026 - NOO submitted on eFiling, case OBJ-2026-0117342\n"
            "Next: SARS has 60 business days to decide (around early July). Ask for suspension of payment (RFS) "
            "so they don't deduct from refunds.\n")


def t_sars_guide(r, dt):
    return ("SARS - Guide: Tax and rental income from residential property (Issue 3)\n\n"
            "Rental income must be declared in the return of the owner. Deductible: interest on a bond to finance "
            "the property, rates and taxes, levies, insurance, agent's commission, repairs. Not deductible: capital "
            "improvements, bond capital repayments. A loss may be ring-fenced under section 20A in certain cases.\n")


def t_tax_tables(r, dt):
    return ("Tax tables 2026/27 (individuals) - Budget 2026\n"
            "Taxable income / rates of tax\n0 - 245 100: 18%\n245 101 - 383 100: 44 118 + 26%\n383 101 - 530 200: 79 998 + 31%\n"
            "530 201 - 695 800: 125 599 + 36%\n695 801 - 887 000: 185 215 + 39%\n887 001 - 1 878 600: 259 783 + 41%\n"
            "1 878 601 and above: 666 339 + 45%\nPrimary rebate R17 820. Medical credit R376 p.m. (first two), R254 others.\n"
            "Interest exemption R23 800 (under 65).\n")


def t_obj2021(r, dt):
    return ("SARS - Notice of outcome of objection\n"
            f"Taxpayer: T N DLAMINI 1478236901   Year of assessment 2021   Date: {_d(dt)}\n\n"
            "Your objection dated 14 October 2021 against the assessment for 2021 is ALLOWED. The home-office "
            "expenses claimed for the COVID-19 lockdown period (R18 240) are allowed in full. A reduced assessment "
            "will be issued and the refund paid into your nominated bank account.\n")


# --------------------------------------------------------------------------- Health


def t_discovery_stmt(r, dt):
    who = r.choice(["Lwazi Khumalo", "Ayanda Khumalo", "Sipho Khumalo", "Thandiwe Dlamini"])
    prov = r.choice(["Dr R Naidoo (GP), Blairgowrie Medical Centre", "Dr L Mahlangu (paediatrician), Netcare Linksfield",
                     "Clicks Pharmacy Cresta", "Dr H van Wyk (dentist), Randpark Ridge", "Spec-Savers Cresta",
                     "Kinetic Physio Randburg"])
    return ("Discovery Health Medical Scheme - Claims statement\nClassic Saver   Membership 183004471\n"
            f"Main member: Ms T N Dlamini   Statement date: {_d(dt)}\n\n"
            f"Patient: {who}\nProvider: {prov}\nService date: {_ds(dt - timedelta(days=r.randint(5, 25)))}\n"
            f"Amount claimed {_R(r, 480, 2900)}   Paid from Medical Savings Account {_R(r, 300, 1800)}\n"
            f"Member to pay provider {_R(r, 0, 600)}\nMSA balance available {_R(r, 2000, 14000)}\n"
            f"Above Threshold Benefit: not yet reached (self-payment gap {_R(r, 4000, 11000)})\n")


def t_med_cert(r, dt):
    return ("Discovery Health Medical Scheme - Membership certificate 2026\n"
            "Plan: Classic Saver   Membership number 183004471   Employer group: Khanyisa Freight & Logistics\n"
            "Main member: Thandiwe Dlamini (1988-05-14)\nDependants: Sipho Khumalo (1986-09-02), Lwazi Khumalo "
            "(2015-11-21), Ayanda Khumalo (2019-08-07)\nMonthly contribution: R10 830.00 (employer subsidy 50%)\n")


def t_gp_invoice(r, dt, patient):
    return ("Blairgowrie Medical Centre\nDr Rajesh Naidoo MBChB (UKZN) - Practice no 0148822\n"
            f"Cnr Conrad Drive & Susan Ave, Blairgowrie   011 787 2211\n\nACCOUNT / INVOICE   {_d(dt)}\n"
            f"Patient: {patient}   Medical aid: Discovery 183004471\n"
            f"0190 Consultation {_R(r, 520, 690)}\nICD-10: {r.choice(['J06.9 acute upper respiratory infection', 'H66.9 otitis media', 'J45.9 asthma', 'R50.9 fever'])}\n"
            "Claim submitted electronically to Discovery. Balance payable by member, if any, within 30 days.\n")


def t_dentist(r, dt):
    return ("Dr Hennie van Wyk - Tandarts / Dentist\nRandpark Ridge Dental Studio, 211 Dover Street\n\n"
            f"Invoice {_d(dt)}   Patient: Lwazi Khumalo (10)   Discovery 183004471\n"
            f"8101 Oral examination {_R(r, 390, 460)}\n8159 Fissure sealants x4 {_R(r, 900, 1100)}\n"
            "8155 Polishing and fluoride R410.00\nNext check-up in six months. Consider orthodontic assessment at 11-12.\n")


def t_optom(r, dt):
    return ("Spec-Savers Cresta - Optometric examination\n"
            f"Patient: Lwazi Khumalo   Date: {_d(dt)}\nRight eye -1.25 DS   Left eye -1.00 DS -0.25 x 180\n"
            "Diagnosis: mild myopia. Recommend single-vision spectacles for school, review in 12 months.\n"
            f"Frame 'Junior flex' + lenses {_R(r, 1900, 2600)}  Discovery MSA claim.\n")


def t_physio(r, dt):
    return ("Kinetic Physio Randburg\nInvoice / Statement\n"
            f"Patient: Sipho Khumalo   Date: {_d(dt)}\nDiagnosis: right knee patellofemoral pain (running)\n"
            f"72603 Treatment session x3 {_R(r, 1500, 1900)}\nHome programme: quads, glute bridges; ease back to parkrun.\n")


def t_script(r, dt):
    return ("Dr L Mahlangu, Paediatrician - Netcare Linksfield Hospital rooms\nPractice no 0291877\n\nRx\n"
            f"Patient: Ayanda Khumalo   DOB 2019-08-07   Date: {_d(dt)}\n"
            "1. Budesonide 0.5 mg nebules - 1 nebule bd for 7 days\n2. Montelukast 4 mg granules - 1 sachet at night x 30 days\n"
            "3. Salbutamol inhaler with spacer - 2 puffs prn\nRepeat x 2. Review in 6 weeks.\n")


def t_benefit_guide(r, dt):
    return ("Discovery Health Medical Scheme - Classic Saver 2026 benefit guide\n\n"
            "Medical Savings Account: 25% of contribution. Day-to-day claims are paid from the MSA until depleted, "
            "then from your pocket until the Annual Threshold; the Above Threshold Benefit then pays.\n"
            "Screening and prevention benefit, Hospital benefit with no overall limit at network hospitals.\n"
            "Chronic Illness Benefit covers 27 Prescribed Minimum Benefit conditions (e.g. asthma, hypertension).\n")


def t_tonsil_preauth(r, dt):
    return ("Discovery Health - Hospital pre-authorisation confirmation\n"
            f"Authorisation no 2300184422   Date: {_d(dt)}\nPatient: Ayanda Khumalo (3)\n"
            "Procedure: adenotonsillectomy and bilateral grommets - Dr P Pretorius (ENT)\n"
            "Facility: Netcare Linksfield Hospital, admission 14 June 2023, 1 night\n"
            "Co-payment: none at network hospital.\n")


def t_tonsil_discharge(r, dt):
    return ("Netcare Linksfield Hospital - Discharge summary\nPatient: Ayanda Khumalo   Admitted 14/06/2023  Discharged 15/06/2023\n"
            "Procedure: adenotonsillectomy, bilateral grommets under GA. Uneventful.\n"
            "Discharge medication: paracetamol syrup, ibuprofen syrup. Soft diet 10 days. Keep ears dry.\n"
            "Follow-up: Dr Pretorius rooms in 2 weeks.\n")


# --------------------------------------------------------------------------- Home


def t_coj(r, dt):
    water = r.uniform(1100, 2600)
    return ("City of Johannesburg - Consolidated Billing\nTax invoice / statement of account\n"
            f"Account number 550441812   Account holder: KHUMALO S & DLAMINI T N\nService address: {HOME}\n"
            f"Statement date: {_d(dt)}   Due date: 15 {(dt + timedelta(days=20)):%B %Y}\n\n"
            f"Property rates (market value R2 960 000) {_R(r, 1850, 1990)}\n"
            f"Water - {'ESTIMATED' if r.random() < 0.6 else 'ACTUAL'} reading, meter 18-22041 {_rv(water)}\n"
            f"Sewerage (Johannesburg Water) {_R(r, 540, 620)}\nRefuse (Pikitup) {_R(r, 420, 460)}\n"
            f"VAT 15% {_R(r, 250, 500)}\nArrears {_R(r, 0, 18400)}\nTotal due {_R(r, 4100, 23000)}\n"
            "Queries: 0860 562 874 or joburgconnect@joburg.org.za\n")


def t_vumatel(r, dt):
    return ("Vumatel / Afrihost - Tax invoice\n"
            f"Invoice {_d(dt)}   Client: Thandi Dlamini   Service address: {HOME}\n"
            "Vumatel Fibre 200/200 Mbps uncapped R899.00\nStatic IP none\nPaid by debit order.\n")


def t_armed(r, dt):
    return ("Randburg Armed Response (Pty) Ltd - PSIRA 2331845\nMonthly invoice\n"
            f"Client: S Khumalo, {HOME}   Invoice date: {_d(dt)}\n"
            "Armed response and monitoring R540.00\nPanic buttons (2) and app R95.00\nElectric fence monitoring R55.00\n"
            "Total R690.00 incl. VAT\nNext technician visit: annual alarm service due.\n")


def t_home_ins(r, dt):
    return ("Outsurance - Household policy schedule\n"
            f"Policy 7700312248   Policyholders: T N Dlamini & S Khumalo   Effective {_d(dt)}\n"
            f"Risk address: {HOME}\nHousehold contents R850 000 - premium R412.00\n"
            "Portable possessions (laptops, phones) R60 000 - premium R215.00\n"
            "Solar inverter and batteries specified under buildings (Absa HOC) - confirm with bank\n"
            "Excess: R2 500 standard; R5 000 burglary without forced entry\n")


def t_grace_contract(r, dt):
    return ("CONTRACT OF EMPLOYMENT - DOMESTIC WORKER (Sectoral Determination 7)\n"
            "Employer: Thandiwe Dlamini and Sipho Khumalo, " + HOME + "\n"
            "Employee: Grace Thembisile Sithole, ID 760322 0781 089\n"
            "Days: Monday, Wednesday, Friday, 08:00 - 16:00 (one hour lunch)\n"
            "Wage: R320 per day (above the national minimum wage), paid weekly on Friday by EFT\n"
            "Leave: 1.25 days per month annual leave; public holidays paid. UIF: employer registered, 1% + 1%.\n"
            f"Signed {_d(dt)}.\n")


def t_ufiling(r, dt):
    return ("Department of Employment and Labour - uFiling\nUIF declaration confirmation\n"
            f"Employer: T N DLAMINI   UIF reference 2411873/8   Period: {(dt - timedelta(days=10)):%B %Y}\n"
            f"Employee: SITHOLE G T   Remuneration {_R(r, 4100, 4500)}   Contribution (2%) {_R(r, 82, 90)}\n"
            "Payment method: EFT   Status: Declared and paid\n")


def t_grace_payslip(r, dt):
    return (f"Payslip - Grace Sithole - {dt:%B %Y}\nEmployer: T Dlamini / S Khumalo, Blairgowrie\n"
            f"Days worked: {r.randint(12, 14)} x R320.00\nLess UIF 1%\nNet paid by EFT to Capitec ****2283\n"
            f"Annual leave taken this month: {r.choice([0, 0, 1, 2])} days\n")


def t_sunsynk_manual(r, dt):
    return ("Sunsynk 8kW Hybrid Inverter SUN-8K-SG01LP1 - User manual (extract)\n\n"
            "System work modes: Selling first, Zero export to load, Limited to home. Time-of-use: set battery "
            "reserve per time slot (e.g. 30% overnight for load-shedding).\nBattery: lithium (CAN protocol), "
            "charge current max 190 A. Grid charge enable for stage 6.\nLCD error codes: F13 grid mode changed, "
            "F18 AC over current, F56 DC bus low. Keep ventilation clearance of 300 mm.\n")


def t_dyness_manual(r, dt):
    return ("Dyness B4850 / PowerBox F 5.12 kWh LiFePO4 - installation and user guide\n\n"
            "Nominal voltage 51.2 V, usable 90% DoD, 6 000 cycles. Communication CAN to inverter. Do not mount in "
            "direct sun. Storage temperature 0-35 C. Warranty 10 years via installer.\n")


def t_bosch_manual(r, dt):
    return ("Bosch Serie 4 dishwasher SMS4HTI45Z - instruction manual\n\nProgrammes: Eco 50, Auto 45-65, Intensive 70, "
            "Express 60 min. Fill regeneration salt before first use. Water hardness Johannesburg: medium (set H3). "
            "Error E:15 - water in base, turn off at the tap and call service.\n")


def t_coj_bill_guide(r, dt):
    return ("How to read your City of Johannesburg municipal account\n\n"
            "Meter reading type: A = actual, E = estimated, C = customer reading. Estimated readings are based on "
            "average consumption; if you suspect over-billing, submit your own reading and log a query. You must "
            "pay the undisputed portion while a dispute is open (section 102 of the Systems Act).\n")


def t_water_query(r, dt):
    return ("City of Johannesburg - Revenue Customer Services\nQUERY ACKNOWLEDGEMENT\n"
            f"Reference: 8001882273   Date logged: {_d(dt)}\nAccount 550441812 - {HOME}\n"
            "Query type: Billing dispute - water (estimated readings)\n"
            "Customer statement: meter 18-22041 has not been read since July 2025; estimated consumption of "
            "61 kl per month against actual usage of about 22 kl (photos of meter supplied). Request meter "
            "reading, reversal of estimated charges of R18 416.37 and suspension of credit control.\n"
            "Turnaround: 30 working days.\n")


def t_water_letter(r, dt):
    return (f"{HOME}\n{_d(dt)}\n\nThe Ombudsman, City of Johannesburg\nombudsman@joburg.org.za\n\n"
            "COMPLAINT: UNRESOLVED BILLING QUERY 8001882273 - ACCOUNT 550441812\n\nDear Sir/Madam\n\n"
            "Since July 2025 our water has been billed on estimated readings far above our actual consumption. "
            "We logged query 8001882273 in January 2026 and escalated it twice; it was closed without a meter "
            "reading. Our own monthly readings with dated photographs show an average of 22 kl per month.\n"
            "We have paid the undisputed portion every month. We ask that the estimated charges of R18 416.37 "
            "and the interest be reversed and that a disconnection notice not be issued while the matter is open.\n\n"
            "Yours faithfully\nThandiwe Dlamini and Sipho Khumalo\n")


def t_meter_readings(r, dt):
    rows = ["Water meter 18-22041 - own readings;Photo;Reading (kl);Usage since last;Billed (kl);Billed type"]
    read = 4812.0
    d = datetime(2025, 8, 1, tzinfo=timezone.utc)
    for i in range(10):
        use = r.uniform(18, 27)
        read += use
        rows.append(f"{_ds(d + timedelta(days=30 * i))};IMG meter {i + 1};{read:.1f};{use:.1f};{r.randint(55, 66)};E")
    return "\n".join(rows)


def t_solar_quote(r, dt, who):
    return (f"{who}\nQUOTATION  {_d(dt)}\nClient: Thandi Dlamini, {HOME}\n\n"
            "Sunsynk 8kW hybrid inverter\n2 x Dyness 5.12 kWh lithium batteries\n10 x JA Solar 550W mono panels on IBR/tile "
            "mounting, DC isolators, surge protection, AC changeover\nInstallation, CoC, SSEG registration with City Power\n"
            f"Total incl. VAT {_R(r, 168000, 196000)}\nLead time: 3-4 weeks. 50% deposit.\n")


def t_solar_invoice(r, dt):
    return ("Sunwise Energy Solutions (Pty) Ltd\nTAX INVOICE INV-23-0611\n"
            f"Date {_d(dt)}   Client: T Dlamini   Site: {HOME}\n"
            "Supply and install 8kW Sunsynk hybrid + 10.24 kWh Dyness storage + 5.5 kWp PV\nTotal R179 450.00 incl. VAT\n"
            "Less deposit paid R89 725.00\nBalance R89 725.00 - PAID 22 June 2023. Thank you!\n"
            "Warranty: inverter 5 years, batteries 10 years, workmanship 2 years.\n")


def t_solar_coc(r, dt):
    return ("ELECTRICAL CERTIFICATE OF COMPLIANCE (SANS 10142-1)\nCoC no 0039912   Registered person: J. Pretorius, "
            "Installation Electrician IE 44127\n"
            f"Address: {HOME}\nScope: alterations - embedded generation (PV hybrid inverter 8 kW) with changeover\n"
            f"Date of issue: {_d(dt)}\nTest results: insulation >200 MOhm, earth continuity 0.2 Ohm, RCD trip 24 ms.\n")


def t_sseg(r, dt):
    return ("City Power Johannesburg - Small-Scale Embedded Generation (SSEG) application\n"
            f"Applicant: T N Dlamini   Account 3009418821   Address: {HOME}\nSystem: 8 kW hybrid inverter, "
            "non-exporting (zero export), NRS 097-2-1 certified\nSupporting: CoC, single line diagram, inverter certificate\n"
            f"Submitted {_d(dt)}. Status: approved 14 August 2023.\n")


# --------------------------------------------------------------------------- Rental (Unit 14 Villa Siena)


def t_agent_stmt(r, dt):
    return ("Sandton Rentals & Co. - Owner statement\nProperty: Unit 14 Villa Siena, 22 Coleraine Drive, Riverclub\n"
            f"Owner: Ms T N Dlamini   Period: {(dt - timedelta(days=5)):%B %Y}\n"
            "Rent received - N Mokoena R12 400.00\nLess management fee 8% + VAT (R1 140.80)\n"
            f"Less levy paid on owner's behalf (R2 310.00)\nLess {r.choice(['nothing else', 'plumber - tap washer R380.00', 'key cut R120.00'])}\n"
            f"Paid to owner: {_R(r, 8500, 8950)}   EFT to FNB ****4471\n")


def t_levy(r, dt):
    return ("Villa Siena Body Corporate (SS 211/2008) - Levy statement / Heffingstaat\n"
            "Managing agent: Propell Body Corporate Management\n"
            f"Unit 14 - Owner T N Dlamini   Participation quota 1.842%   Date: {_d(dt)}\n"
            "Admin levy R2 190.00\nReserve fund contribution R120.00\n"
            f"Special levy (roof waterproofing) {r.choice(['R0.00', 'R850.00'])}\nBalance due {_R(r, 2310, 3160)}\n")


def t_agm_minutes(r, dt):
    return ("VILLA SIENA BODY CORPORATE - MINUTES OF THE ANNUAL GENERAL MEETING\n"
            "NOTULE VAN DIE ALGEMENE JAARVERGADERING\n"
            f"Held on {_d(dt)} at 18:30 in the clubhouse / via Zoom\nQuorum: 31 of 48 units represented.\n\n"
            "1. Audited financial statements for the year ended 28 February adopted.\n"
            "2. Budget: admin levy increase of 7.5% approved.\n"
            "3. Reserve fund and 10-year maintenance plan: roof waterproofing of blocks C and D - special levy of "
            "R850 per unit for 6 months approved (29 for, 2 against).\n"
            "4. Trustees elected: K Naidoo (chair), R Steyn, P Mahlangu, T Dlamini (Unit 14 - finance).\n"
            "5. Conduct rules: no short-term letting (Airbnb) without trustee consent.\n")


def t_lease(r, dt):
    return ("RESIDENTIAL LEASE AGREEMENT (Rental Housing Act 50 of 1999)\n"
            "Landlord: Thandiwe Nomvula Dlamini, represented by Sandton Rentals & Co.\nTenant: Naledi Mokoena, ID 950812 0341 086\n"
            "Premises: Unit 14 Villa Siena, 22 Coleraine Drive, Riverclub, Sandton (2 bed, 1 bath, 1 covered bay)\n"
            "Period: 1 June 2023 to 31 May 2024, thereafter month to month unless renewed\nRental: R11 500 per month, "
            "escalating 8% annually; deposit R17 250 held in an interest-bearing trust account\n"
            f"Signed {_d(dt)}.\n")


def t_flat_inspection(r, dt):
    return ("Sandton Rentals & Co. - Routine inspection report\nUnit 14 Villa Siena\n"
            f"Date: {_d(dt)}   Inspector: Charmaine Steyn\nGeneral condition: good, clean and tidy.\n"
            "Items: bathroom silicone mouldy; stove back plate not working; lounge wall scuff marks; balcony "
            "sliding door runs hard.\nTenant comments: wants to stay another year.\n")


def t_tenant_notice(r, dt):
    return _eml("Naledi Mokoena <naledi.mokoena@outlook.com>", "Charmaine Steyn <charmaine@sandtonrentals.co.za>",
                "Notice to vacate - Unit 14 Villa Siena", dt,
                "Dear Charmaine\n\nPlease accept this as my calendar month's notice that I will vacate Unit 14 Villa "
                "Siena on 31 May 2026. I have bought a townhouse in Fourways. Thank you and Ms Dlamini for three good "
                "years.\n\nPlease let me know when the outgoing inspection can be done and the deposit refund "
                "process.\n\nRegards\nNaledi")


def t_exit_inspection(r, dt):
    return ("Sandton Rentals & Co. - OUTGOING INSPECTION (joint)\nUnit 14 Villa Siena, Riverclub\n"
            f"Date: {_d(dt)}   Tenant: N Mokoena   Agent: C Steyn   Owner rep: T Dlamini\n\n"
            "Lounge: walls marked, nail holes x9 - repaint\nMain bedroom: carpet stain 30 cm - professional clean\n"
            "Kitchen: stove back plate faulty (fair wear), oven door seal\nBathroom: silicone mould, towel rail loose\n"
            "Keys returned: 2 sets, 1 remote, 1 tag\nDeposit R17 250 plus interest - deductions to be agreed within 14 days.\n")


def t_painter_quote(r, dt):
    return ("JP Steyn Verf & Herstel / Painting & Repairs\nKWOTASIE / QUOTATION nr 2026-118\n"
            f"Datum: {_d(dt)}\nKlient: Me T Dlamini - Eenheid 14 Villa Siena, Riverclub\n\n"
            "Verf sitkamer, gang en twee slaapkamers (Dulux, 2 lae) - R14 200\nVul gate en skuur - R1 100\n"
            "Badkamer silikoon vervang - R650\nHanddoekreling vasmaak - R250\nTotaal: R16 200 (geen BTW)\n"
            "Begin 3 Junie, klaar binne 5 werksdae.\n")


def t_stove_quote(r, dt):
    return ("Hirsch's Randburg - Quotation\n"
            f"Date {_d(dt)}   Customer: Thandi Dlamini\nDefy DGS613 600mm gas/electric stove - R7 499\n"
            "Installation and removal of old unit - R650\nDelivery Riverclub - free\nValid 7 days.\n")


def t_rental_ad(r, dt):
    return ("TO LET - Riverclub, Sandton: 2-bed, 1-bath apartment in secure complex\n\n"
            "Unit 14 Villa Siena, 22 Coleraine Drive. Freshly painted, new stove, open-plan kitchen, balcony with "
            "garden view, covered parking, 24h security, pool. Fibre ready. Close to Sandton CBD and the Gautrain bus.\n"
            "Rental R12 900 per month, deposit 1.5 months. Available 15 June 2026. No pets.\n"
            "Contact Charmaine - Sandton Rentals & Co. 082 555 1049\n")


def t_tpn(r, dt):
    name = r.choice(["Kagiso Molefe", "Priya Govender", "Werner Coetzee", "Zanele Nkosi"])
    return ("TPN Credit Bureau - Tenant screening report\n"
            f"Applicant: {name}   Requested by: Sandton Rentals & Co.   Date: {_d(dt)}\n"
            f"TPN rental rating: {r.choice(['Excellent', 'Good', 'Fair'])}\nCredit score: {r.randint(590, 760)}\n"
            f"Judgments: none   Defaults: {r.choice(['none', 'none', '1 (Edgars, R2 100, 2021)'])}\n"
            f"Affordability: gross income {_R(r, 38000, 62000)}; rent to income {r.randint(21, 34)}%\n"
            "Property: Unit 14 Villa Siena, Riverclub - rent R12 900\n")


def t_deposit_recon(r, dt):
    return "\n".join(["Deposit reconciliation - N Mokoena - Unit 14 Villa Siena;Amount",
                      "Deposit held;17 250.00", f"Interest earned (trust account);{r.randint(1900, 2300)}.48",
                      "Less: repaint lounge (share, beyond fair wear);-2 800.00", "Less: carpet professional clean;-950.00",
                      "Less: towel rail;-250.00", f"Refund due to tenant;{r.randint(15100, 15600)}.48",
                      "Agreed by tenant on;pending"])


def t_otp(r, dt):
    return ("OFFER TO PURCHASE - SECTIONAL TITLE UNIT\n"
            "Seller: Estate Late J. Venter\nPurchaser: Thandiwe Nomvula Dlamini\n"
            "Property: Section 14 of scheme SS 211/2008 Villa Siena, with exclusive use area parking bay P14\n"
            "Purchase price: R1 050 000. Deposit R105 000 payable into the trust account of Mabuza Attorneys within "
            "7 days. Balance by bank guarantee; subject to a bond of R945 000 being granted within 21 days.\n"
            f"Occupation on registration. Signed at Sandton on {_d(dt)}.\n")


def t_conveyancer(r, dt):
    return ("Mabuza Attorneys - Conveyancers\nSTATEMENT OF ACCOUNT - Transfer: Estate Late J Venter to T N Dlamini\n"
            f"Date {_d(dt)}   Section 14 SS Villa Siena\nTransfer duty (SARS) R4 500.00\n"
            "Conveyancing fee R21 400.00\nDeeds office fees R1 250.00\nRates clearance and levy clearance R2 200.00\n"
            "Bond registration (Absa) fee R18 900.00\nLess paid. Registration date: 12 August 2019. Matter closed.\n")


# --------------------------------------------------------------------------- Cars


def t_licence_notice(r, dt, car):
    return ("Gauteng Department of Roads and Transport - MOTOR VEHICLE LICENCE RENEWAL NOTICE (MVL1)\n"
            f"Owner: {'DLAMINI T N' if 'COROLLA' in car else 'KHUMALO S'}   Vehicle: {car}\n"
            f"Licence expiry date: {_d(dt + timedelta(days=35))}\nLicence fee {_R(r, 600, 980)}   Arrears: R0.00\n"
            "Renew online at www.rto.gov.za or at a registering authority. Penalties apply after 21 days of grace.\n")


def t_wesbank(r, dt):
    return ("WesBank - Instalment sale agreement statement\n"
            f"Account 9880 2214 77   Client: T N DLAMINI   Statement date {_d(dt)}\n"
            "Vehicle: 2022 Toyota Corolla Cross 1.8 Hybrid XR   Reg: JN 22 PF GP\n"
            f"Instalment R7 850.00   Outstanding {_R(r, 180000, 260000)}   Balloon R95 000 due Sept 2027\n"
            "Interest rate: prime + 1.00% linked\n")


def t_car_ins(r, dt):
    return ("King Price Insurance - Motor policy schedule\n"
            f"Policy KP-2208-4471   Policyholder: T N Dlamini   Renewal {_d(dt)}\n"
            "1. 2022 Toyota Corolla Cross 1.8 Hybrid XR (JN 22 PF GP) - comprehensive, retail value - premium R1 290\n"
            "2. 2018 Volkswagen Polo Vivo 1.4 Trendline (HX 41 LD GP) - driver: Sipho Khumalo - premium R850\n"
            "Premium decreases monthly with the car's value. Excess: basic R4 500; under-25 not applicable.\n")


def t_toyota_service(r, dt):
    return ("Toyota Randburg (CMH) - Tax invoice / Service\n"
            f"Date {_d(dt)}   Customer: T Dlamini   Vehicle JN 22 PF GP Corolla Cross HEV   Odo {r.randint(41000, 62000)} km\n"
            "45 000 km service per Toyota schedule (covered by service plan)\nWiper blades R680.00\n"
            "Hybrid battery health check: OK\nNext service at 60 000 km or 12 months.\n")


def t_tyres(r, dt):
    return ("Bandewereld Randpark Ridge - BELASTINGFAKTUUR / TAX INVOICE\n"
            f"Datum {_d(dt)}   Klient: S Khumalo   Voertuig: VW Polo Vivo HX 41 LD GP\n"
            f"2 x Bridgestone Ecopia 185/60 R15 {_R(r, 2600, 3100)}\nBalansering en wielbelyning R450.00\n"
            "Totaal insl. BTW\nDankie vir u ondersteuning!\n")


def t_aarto(r, dt):
    return ("AARTO 03 - Infringement notice\nRoad Traffic Infringement Agency\n"
            f"Notice no 03-4022-118823-7   Date of infringement {_d(dt - timedelta(days=12))} 07:42\n"
            "Vehicle: HX 41 LD GP  Location: Beyers Naude Drive, Northcliff (camera)\nSpeed 78 km/h in 60 km/h zone\n"
            "Penalty R1 250 - 50% discount if paid within 32 days: R625.00\n")


def t_polo_service(r, dt):
    return ("Randburg Auto Clinic - Invoice\n"
            f"Date {_d(dt)}   Customer Sipho Khumalo   VW Polo Vivo HX 41 LD GP   Odo {r.randint(118000, 131000)} km\n"
            f"Minor service: oil, filters, plugs {_R(r, 2300, 2900)}\nFront brake pads {_R(r, 900, 1200)}\n"
            "Note: timing belt due at 150 000 km.\n")


def t_jazz_sale(r, dt):
    return ("WeBuyCars - Offer to purchase and sale confirmation\n"
            f"Date {_d(dt)}   Seller: T N Dlamini   Vehicle: 2014 Honda Jazz 1.4 Comfort, reg BV 58 XM GP, odo 164 300 km\n"
            "Agreed price: R96 500.00, paid by EFT today. Seller confirms vehicle is free of finance.\n"
            "WeBuyCars will submit the Notification of Change of Ownership (NCO) within 21 days.\n")


def t_nco(r, dt):
    return ("NOTIFICATION OF CHANGE OF OWNERSHIP / SALE OF MOTOR VEHICLE (NCO)\n"
            "Seller: DLAMINI T N 8805140612083   Buyer: WEBUYCARS (PTY) LTD\nVehicle: HONDA JAZZ  BV 58 XM GP  VIN MRHGE6740EP"
            f"{r.randint(100000, 999999)}\nDate of sale: {_d(dt)}\nRegistering authority: Randburg  Status: processed\n")


# --------------------------------------------------------------------------- School


def t_school_fees(r, dt):
    return ("Blairgowrie Primary School (EMIS 700210834)\nSTATEMENT OF SCHOOL FEES 2026\n"
            f"Parent: Mrs T Khumalo (Dlamini)   Statement date {_d(dt)}\n"
            "Lwazi Khumalo - Grade 5B - annual fee R26 500 (11 instalments of R2 409.09)\n"
            "Ayanda Khumalo - Grade 1C - annual fee R26 500 (sibling discount 5%)\n"
            f"Balance outstanding {_R(r, 0, 5300)}\nBanking: Blairgowrie Primary, Nedbank, ref: LKHUM5B\n")


def t_report(r, dt, child, grade):
    subj = (["Home Language English", "First Additional Language Afrikaans", "Mathematics", "Natural Sciences & Technology",
             "Social Sciences", "Life Skills"] if grade >= 4 else ["Home Language English", "FAL isiZulu", "Mathematics", "Life Skills"])
    lines = [f"Blairgowrie Primary School - Term 1 report {dt.year}", f"Learner: {child}   Grade {grade}", ""]
    for s in subj:
        lines.append(f"{s}: level {r.randint(5, 7)} ({r.randint(62, 92)}%)")
    lines += ["", "Class teacher's comment: " + (
        "Lwazi is a capable mathematician who enjoys a challenge. He should take more care with written work."
        if child.startswith("Lwazi") else "Ayanda has settled well into Grade 1 and reads with confidence.")]
    return "\n".join(lines)


def t_newsletter(r, dt):
    return (f"Blairgowrie Primary - Weekly newsletter {_d(dt)}\n\nDear parents\n"
            f"{r.choice(['The inter-house swimming gala is on Friday; bring caps and sunscreen.', 'Term 2 reports will be issued on the last day of term.', 'Load-shedding is suspended but please still send a packed lunch.', 'Chess club meets on Tuesdays in the library.'])}\n"
            "Civvies day on Friday: R20 for the Grade 7 camp fund.\nFoundation Phase parents evening: Wednesday 18:00.\n")


def t_aftercare(r, dt):
    return ("Busy Bees Aftercare (at Blairgowrie Primary) - Invoice\n"
            f"Invoice date {_d(dt)}   Parent: T Dlamini\nLwazi Khumalo - aftercare full month R1 450.00\n"
            f"Ayanda Khumalo - aftercare full month R1 450.00\nHoliday club days {r.choice(['R0.00', 'R480.00'])}\n")


def t_st_ansgar_app(r, dt):
    return ("St Ansgar's College - Preparatory School\nAPPLICATION FOR ADMISSION 2027\n"
            "Learner: Lwazi Khumalo   DOB 2015-11-21   Current school: Blairgowrie Primary (Grade 5)\n"
            "Grade applied for: Grade 6 in 2027\nParents: Sipho Khumalo (teacher, Northview High), Thandiwe Dlamini CA(SA)\n"
            "Reason for application: small classes, strong maths and robotics programme, continuity to high school.\n"
            f"Application fee R750 paid {_d(dt)}. Documents: birth certificate, last two reports, immunisation card.\n")


def t_assessment_invite(r, dt):
    return _eml("Admissions <admissions@stansgars.co.za>", f"{ME_MAIL}",
                "Lwazi Khumalo - Grade 6 2027 assessment and interview", dt,
                "Dear Mr Khumalo and Ms Dlamini\n\nThank you for your application for Lwazi for Grade 6 in 2027. We "
                "invite him to the entrance assessment (English, Mathematics, non-verbal reasoning) on Saturday "
                "16 May 2026 at 08:30 in the Prep library, followed by a family interview with the Head of Prep on "
                "Thursday 11 June at 16:00.\n\nOffers will be made by the end of July; a non-refundable acceptance "
                "fee of R15 000 secures the place.\n\nKind regards\nMrs Y Pillay, Admissions")


def t_fees_compare(r, dt):
    return "\n".join(["School;Annual tuition 2027;Bus/aftercare;Other;Distance;Notes",
                      "Blairgowrie Primary (stay);R28 200;R17 400;R1 500;1.2 km;Ayanda stays here either way",
                      "St Ansgar's Prep;R138 500;incl. till 17:00;R6 000 levies + uniform R7 500;9 km;bursary unlikely for us",
                      "Northcliff Primary;R31 900;R18 000;R1 200;3 km;GDE online admissions, feeder zone?",
                      "Decision;Sipho keen on St Ansgar's maths; budget: stop KZN build payments Sept 2026 then affordable;;;"])


def t_school_visit(r, dt):
    return ("Open morning notes - St Ansgar's Prep\n\n- Classes max 22, maths streaming from Grade 6\n- Robotics + chess, "
            "swimming all year (indoor pool)\n- Homework policy: 45 min Grade 6\n- Lwazi liked the science lab; worried "
            "about not knowing anyone\n- Ask: sibling policy for Ayanda later? transport from Blairgowrie?\n")


def t_grade_r_report(r, dt):
    return ("Little Acorns Pre-Primary, Ferndale - Grade R final report 2025\nLearner: Ayanda Khumalo\n\n"
            "Ayanda is school-ready: she recognises all letter sounds, counts to 50 and works well in a group.\n"
            "Fine motor: good pencil grip. Emotional: confident, sometimes shy with new adults.\n"
            "We wish Ayanda well at Blairgowrie Primary in Grade 1!\n")


def t_acorns_invoice(r, dt):
    return ("Little Acorns Pre-Primary - Final account\n"
            f"Date {_d(dt)}   Parent: T Dlamini   Child: Ayanda Khumalo (Grade R)\nNovember fees R3 950.00\n"
            "Graduation concert photos R150.00\nLess deposit refunded -R2 000.00\nThank you for being part of the Acorns family!\n")


# --------------------------------------------------------------------------- Parents (KZN house)

SITE = "Site: KwaDlamini homestead, Nkwalini, near Eshowe, uMlalazi (Ingonyama Trust land)"


def t_kzn_quote(r, dt, builder):
    return (f"{builder}\nQUOTATION  {_d(dt)}\nClient: Thandiwe Dlamini (for Mr & Mrs B Dlamini)\n{SITE}\n\n"
            "New 3-bedroom house, 148 m2, per plans by Siyakha Plans (drawing SP-2025-071):\n"
            f"Site clearance and setting out {_R(r, 14000, 22000)}\nFoundations and slab {_R(r, 160000, 210000)}\n"
            f"Brickwork to wall plate (maxi bricks) {_R(r, 240000, 300000)}\nRoof (timber trusses, Harvey tiles) "
            f"{_R(r, 150000, 190000)}\nWindows, doors, plaster, tiling, plumbing, electrical {_R(r, 330000, 420000)}\n"
            "Septic tank and soakaway, JoJo tank stand - included\n"
            f"TOTAL {_R(r, 980000, 1180000)} incl. materials. Duration 7 months. Payment by stage certificates.\n")


def t_kzn_contract(r, dt):
    return ("JBCC MINOR WORKS AGREEMENT (edition 6.2) - contract data\n"
            "Employer: Thandiwe Nomvula Dlamini and Sibusiso Dlamini\nContractor: Mthethwa Building & Civils (Pty) Ltd, "
            "Empangeni - NHBRC reg. 3000411\n" + SITE + "\n"
            "Contract sum: R1 062 400.00 incl. VAT   Retention: 5% until 3 months after completion\n"
            "Commencement: 2 February 2026   Practical completion: 31 August 2026\n"
            f"Penalty: R1 000 per calendar day late.   Signed at Eshowe on {_d(dt)}\n")


def t_kzn_paycert(r, dt, n, stage):
    return ("PAYMENT CERTIFICATE No " + str(n) + "\nProject: New dwelling for Mr & Mrs B Dlamini, Nkwalini\n"
            "Contractor: Mthethwa Building & Civils   Principal agent: Siyakha Plans (S. Mkhize)\n"
            f"Date: {_d(dt)}\nStage: {stage}\nValue of work to date {_R(r, 150000 * n, 190000 * n)}\n"
            "Less retention 5%\nLess previous certificates\n"
            f"AMOUNT DUE THIS CERTIFICATE {_R(r, 140000, 220000)} incl. VAT - payable within 7 days\n")


def t_kzn_budget(r, dt):
    rows = ["KZN house for Mam & Baba - budget and payments;Budget;Paid;Who paid;Date",
            "Plans Siyakha + municipal submission;28 500;28 500;Thandi;2025-08",
            "Ingonyama Trust lease fees;3 200;3 200;Sbu;2025-09", "NHBRC enrolment;12 870;12 870;Thandi;2025-12",
            "Deposit Mthethwa 10%;106 240;106 240;Thandi 60 / Sbu 40;2026-01",
            "Cert 1 - foundations;168 000;168 000;Thandi;2026-02", "Cert 2 - slab + DPC;152 000;152 000;Sbu;2026-03",
            "Cert 3 - wall plate;201 000;;Thandi;due 2026-06",
            "Roof;180 000;;;", "Finishes;330 000;;;", "Borehole + JoJo 5000 l;68 000;;;",
            "Eskom connection;9 800;;;", "Contingency 10%;110 000;;;",
            "Funding;Thandi savings + access bond R350k; Sbu R300k; Baba pension lump sum R120k;;"]
    return "\n".join(rows)


def t_baba_whatsapp(r, dt):
    return ("WhatsApp Chat with Baba\n\n"
            f"[{_ds(dt)} 07:12] Baba: Sawubona Thandi mntanami. Umakhi uMthethwa usefikile namuhla, izindonga "
            "sezifike ku-wall plate.\n"
            f"[{_ds(dt)} 07:14] Baba: Uthi uzodinga imali ye-certificate 3 ngoLwesihlanu ukuze athenge ama-roof trusses.\n"
            f"[{_ds(dt)} 07:20] Baba: Umama uthi ekhishini ufuna iwindi elikhulu, abone izingane zidlala phandle.\n"
            f"[{_ds(dt)} 08:41] Thandi: Ngiyabonga Baba! I will pay on Thursday after I check the certificate with Mr Mkhize.\n"
            f"[{_ds(dt)} 08:43] Thandi: Ngicela ungithumelele izithombe zezindonga. Ngiyanithanda.\n"
            f"[{_ds(dt)} 09:02] Baba: Kulungile. Sizobonana ngo-July.\n")


def t_itb_lease(r, dt):
    return ("INGONYAMA TRUST BOARD - RESIDENTIAL LEASE\nLessee: Bhekani Dlamini (ID 590311 5402 081)\n"
            "Land: portion of the Nkwalini area under the Traditional Council of the Ntuli, uMlalazi Local Municipality\n"
            "Area: 1 500 m2 as per sketch plan ITB/UM/2025/0441\nPurpose: residential\nPeriod: 40 years, renewable\n"
            f"Annual rental R1 000, escalating 10% every 5 years. Consent of the Inkosi attached. Date {_d(dt)}.\n")


def t_plan_approval(r, dt):
    return ("uMlalazi Local Municipality - Building Control\nAPPROVAL OF BUILDING PLANS (National Building Regulations, Act 103 of 1977)\n"
            f"Plan no BP/0412/2025   Date: {_d(dt)}\nOwner: B Dlamini   Erf/site: Nkwalini ITB lease ITB/UM/2025/0441\n"
            "Description: new single-storey dwelling 148 m2\nConditions: inspections at foundation, DPC, roof and "
            "drainage; occupation certificate required before occupation.\n")


def t_nhbrc(r, dt):
    return ("NHBRC - Home Enrolment Certificate\nEnrolment no 2025-KZN-118842\n"
            "Home builder: Mthethwa Building & Civils (Pty) Ltd, reg. 3000411\nHousing consumer: B & Z Dlamini\n"
            f"Location: Nkwalini, Eshowe   Selling price/contract value R1 062 400   Date: {_d(dt)}\n"
            "Warranty: major structural defects 5 years from occupation.\n")


def t_borehole(r, dt):
    return ("Zululand Drilling & Water - Quote\n"
            f"Date {_d(dt)}   Client: T Dlamini, Nkwalini site\nHydro-census / siting R3 500\n"
            "Drilling 6.5 inch, estimated 60 m at R520/m - R31 200\nSteel casing, pump (Grundfos SQ), control box R18 400\n"
            "JoJo 5 000 l tank and 2 m stand R9 900\nTotal estimate R63 000 excl. VAT. Yield not guaranteed.\n")


def t_avbob(r, dt):
    return ("AVBOB Mutual Assurance Society - Funeral policy annual statement\n"
            f"Policy F8821043   Policyholder: T N Dlamini   Date {_d(dt)}\n"
            "Lives covered: Bhekani Dlamini (father) R30 000; Zodwa Dlamini (mother) R30 000; Thandiwe Dlamini "
            "R50 000; Sipho Khumalo R50 000; children R20 000 each\nMonthly premium R486.00 by debit order\n"
            "Bonus: R4 120 accrued. Claims paid within 48 hours.\n")


def t_mama_meds(r, dt):
    return ("Eshowe Pharmacy - Receipt\n"
            f"Date {_d(dt)}   Patient: Zodwa Dlamini   Medical aid: GEMS Emerald\n"
            "Amlodipine 10 mg x30, Metformin 850 mg x60, Atorvastatin 20 mg x30 (chronic)\n"
            f"Co-payment {_R(r, 180, 420)} paid by card - T Dlamini\n")


def t_support_log(r, dt):
    rows = ["Support to Mam & Baba;Date;Amount;Note"]
    for i in range(12):
        d = dt - timedelta(days=30 * i)
        rows.append(f"Monthly;{_ds(d.replace(day=1))};5 000;{r.choice(['', '', 'plus groceries', 'Mama meds co-pay', 'Baba car licence'])}")
    return "\n".join(rows)


def t_party_budget(r, dt):
    return "\n".join(["Baba's 65th & retirement celebration - 14 Dec 2024 - Nkwalini;Budget;Actual",
                      "Tent and chairs (Eshowe Hire);6 500;6 800", "Cow (slaughter) - from uncle Mandla;9 000;9 000",
                      "Catering - Mam' Ntuli's kitchen;14 000;15 200", "Cake;1 800;1 650", "DJ and PA;3 000;3 000",
                      "Programme printing;600;540", "Transport for Gogo's family from Ulundi;2 500;2 900",
                      "Split;Thandi 50% / Sbu 50%;"])


def t_party_programme(r, dt):
    return ("UMGUBHO WOKUGUBHA - Celebrating 65 years of Mr Bhekani Dlamini and his retirement after 38 years in education\n"
            "Saturday 14 December 2024, 10:00, KwaDlamini, Nkwalini\n\nProgramme director: Sbu Dlamini\n"
            "Opening prayer - Rev. Mthembu\nWelcome - family elder\nTributes: former learners of Nkwalini High; "
            "Thandiwe (daughter)\nCutting of the cake\nLunch\nSiyabonga ngokufika kwenu!\n")


# --------------------------------------------------------------------------- Stokvel


def t_stokvel_contrib(r, dt, year):
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    upto = 5 if year == 2026 else 12
    rows = [f"Masakhane Stokvel - contributions {year} (R1 500 p.m.);" + ";".join(months[:upto]) + ";Total"]
    for m in STOKVEL:
        vals = [r.choice(["1500", "1500", "1500", "1500", "late", "1500"]) for _ in range(upto)]
        rows.append(m.split(" (")[0] + ";" + ";".join(vals) + f";{1500 * upto}")
    return "\n".join(rows)


def t_stokvel_minutes(r, dt):
    return (f"MASAKHANE STOKVEL - Imihlangano / Minutes of meeting, {_d(dt)}\n"
            f"Venue: {r.choice(['Lerato', 'Busi', 'Zanele', 'Thandi'])}'s house   Abakhona (present): 11 of 12\n\n"
            "1. Umthandazo / opening prayer - Nokuthula\n"
            f"2. Iminikelo (contributions): {r.randint(10, 12)} members paid; Palesa will pay by the 7th.\n"
            f"3. Treasurer's report (Thandi): bank balance {_R(r, 60000, 130000)} in the Standard Bank stokvel account; "
            "interest on the notice deposit credited.\n"
            "4. December grocery list: we agreed to get three quotes (Makro, Cash & Carry, Boxer).\n"
            "5. Fines: R50 for coming late, R100 for missing without apology.\n"
            "6. Okunye: Refilwe asked about a loan from the savings - constitution does not allow, declined.\n"
            "Next meeting: last Sunday of the month, 14:00. Siyabonga!\n")


def t_stokvel_bank(r, dt):
    return ("Standard Bank - Society Scheme / Stokvel account statement\n"
            f"Account name: MASAKHANE STOKVEL   Account 10 14 882 203 7   Statement date {_d(dt)}\n"
            "Signatories: T N Dlamini (chair), N Mthembu (secretary), L Molefe\n"
            f"Opening balance {_R(r, 40000, 90000)}\nDeposits (member contributions) {_R(r, 16000, 18000)}\n"
            f"Interest {_R(r, 200, 600)}\nFees R0.00 (stokvel account)\nClosing balance {_R(r, 58000, 110000)}\n")


def t_stokvel_constitution(r, dt):
    return ("CONSTITUTION OF MASAKHANE STOKVEL (adopted 27 February 2022)\n\n1. Name: Masakhane Stokvel ('Masakhane' - let us "
            "build together).\n2. Purpose: savings and a December grocery bulk buy for members' households.\n"
            "3. Membership: maximum 12 women; new members by invitation and vote.\n4. Contributions: R1 500 per month "
            "by the 5th into the stokvel bank account. Fines for late payment.\n"
            "5. Office bearers: chairperson and treasurer, secretary; three signatories, two to sign.\n"
            "6. Payout: groceries bought in bulk in late November; balance shared equally in December.\n"
            "7. Disputes: resolved by the members at a meeting; two-thirds majority.\n")


def t_nasasa(r, dt):
    return ("NASASA - National Stokvel Association of South Africa\nCertificate of membership / registration\n"
            f"Stokvel: Masakhane Stokvel (Randburg)   Registration no NAS-GP-22-01188   Valid to {dt.year + 1}\n"
            "This registration allows the stokvel to open a bank account as a society scheme exempt from the Banks Act.\n")


def t_stokvel_guide(r, dt):
    return ("Running a stokvel well: a guide for treasurers (NASASA)\n\n"
            "Keep a register of members and contributions; reconcile the bank statement monthly and report at every "
            "meeting. Use a bank account with at least two signatories. Keep minutes. Interest earned belongs to all "
            "members. A written constitution prevents most disputes.\n")


def t_bulk_quote(r, dt):
    rows = ["Makro Strubens Valley - stokvel bulk quote;Qty per member;Unit price;Total (12 members)"]
    for item, q, p in (("Maize meal 10 kg (White Star)", 2, 109.99), ("Rice 10 kg (Tastic)", 1, 219.99),
                       ("Cooking oil 5 l", 2, 159.99), ("Sugar 10 kg", 1, 199.99), ("Cake flour 10 kg", 1, 169.99),
                       ("Tinned fish 24 x 400 g", 1, 459.00), ("Washing powder 5 kg", 1, 189.99),
                       ("Frozen chicken 10 kg", 1, 499.00)):
        rows.append(f"{item};{q};{p:.2f};{q * p * 12:.2f}")
    rows.append("Delivery to Blairgowrie Sat 29 Nov 2025;;;included")
    return "\n".join(rows)


def t_payout(r, dt):
    rows = ["Masakhane Stokvel - December 2025 payout;Groceries;Cash share;Signed"]
    for m in STOKVEL:
        rows.append(f"{m.split(' (')[0]};R1 612.00;R{r.randint(13600, 13700)}.00;yes")
    rows.append("Bank balance after payout;R1 240.00 (kept for fees);;")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Church


def t_church_minutes(r, dt):
    return ("RANDBURG METHODIST CHURCH - Finance Committee\nMinutes of meeting held on " + _d(dt) + " in the vestry\n"
            "Present: Rev. S Mthembu (superintendent), B Nxumalo (treasurer), T Dlamini, P Coetzee, G Radebe\n\n"
            f"1. Income for the month {_R(r, 88000, 126000)} against budget R110 000; thanksgiving envelopes down.\n"
            "2. Assessment to the Circuit paid for the quarter.\n3. Church hall roof: two quotes received; refer to "
            "Leaders' Meeting.\n4. T Dlamini to review the annual financial statements before submission to the "
            "Circuit and to set up a proper fixed-asset register.\n5. Section 18A receipts: issue by 31 March.\n"
            "Closed with prayer.\n")


def t_church_report(r, dt):
    rows = [f"Randburg Methodist Church;Quarterly financial report;{_ds(dt)}", "Line;Actual;Budget"]
    for n, lo, hi in (("Tithes and offerings", 260000, 320000), ("Thanksgiving / special collections", 20000, 45000),
                      ("Hall rental", 12000, 18000), ("Circuit assessment", -60000, -60000),
                      ("Minister's stipend and housing", -105000, -105000), ("Electricity and water (CoJ)", -21000, -28000),
                      ("Outreach - soup kitchen", -9000, -14000), ("Repairs", -3000, -22000)):
        v = r.uniform(min(lo, hi), max(lo, hi))
        rows.append(f"{n};{v:,.0f};{(lo + hi) / 2:,.0f}")
    return "\n".join(rows)


def t_church_budget(r, dt):
    return "\n".join(["Randburg Methodist - Budget 2026 (draft by finance committee);Annual",
                      "Income: tithes & offerings;1 220 000", "Income: hall hire;60 000", "Circuit assessment;-240 000",
                      "Stipend, housing, travel;-420 000", "Salaries - caretaker, organist;-216 000",
                      "Municipal and utilities;-98 000", "Outreach;-48 000", "Maintenance reserve (hall roof);-150 000",
                      "Surplus;108 000"])


def t_bible_study(r, dt):
    return ("Lent 2026 Bible study - Week 3 (Women's Manyano home group)\nText: Ruth 1:1-18\n\n"
            "Questions: What did Naomi lose? Why did Ruth stay? 'Where you go I will go' - where have we stayed "
            "faithful when it was costly?\nPrayer points: families travelling, learners writing exams, the KZN house.\n")


def t_manyano_budget(r, dt):
    return "\n".join(["Women's Manyano 60th anniversary service - 25 Aug 2024;Budget;Actual",
                      "Catering 350 people (Mam' Dube);28 000;29 450", "Marquee;9 500;9 500",
                      "Uniform collars (new members);4 200;3 980", "Guest preacher honorarium and travel;3 500;3 500",
                      "Printing of programmes;1 800;1 620", "Surplus returned to church;;4 120",
                      "Prepared by T Dlamini (finance)"])


def t_manyano_letter(r, dt):
    return ("Randburg Methodist Church - Women's Manyano\n" + _d(dt) + "\n\nDear Sister Thandi\n\n"
            "On behalf of the Manyano executive, thank you for handling the money for our 60th anniversary service. "
            "The final report showing a surplus of R4 120 was presented to the Leaders' Meeting and accepted. "
            "Siyabonga kakhulu, Nkulunkulu akubusise.\n\nMrs G Radebe, President\n")


# --------------------------------------------------------------------------- Travel


def t_sanparks(r, dt):
    return ("SANParks - Booking confirmation\n"
            f"Booking ref 0026-88412-{r.randint(10, 99)}   Booked {_d(dt)}   Lead guest: T Dlamini\n"
            "Kruger National Park\n- Skukuza Rest Camp: bungalow BD2U, 2 bedrooms, 4 guests, 4-6 July 2026 (2 nights)\n"
            "- Lower Sabie Rest Camp: family cottage FA4, 6-8 July 2026 (2 nights)\n- Satara Rest Camp: bungalow BD3U, 8-11 July 2026 (3 nights)\n"
            "Conservation fees: covered by Wild Card (Family, valid to 2027-03)\nTotal accommodation R21 840.00 - PAID\n"
            "Gate times July: open 06:00, close 17:30. Entry via Malelane gate.\n")


def t_kruger_itin(r, dt):
    return ("# Kruger July 2026 - plan\n\n- Sat 4 Jul: leave Randburg 05:00, N4, Malelane gate by 11:00, drive H3 to Skukuza\n"
            "- Sun 5 Jul: morning drive H4-1 along Sabie river; Lwazi's bird list\n- Mon 6 Jul: to Lower Sabie, Sunset Dam\n"
            "- Wed 8 Jul: H10 and H1-2 north to Satara (lions?)\n- Sat 11 Jul: home via Orpen gate\n\n"
            "Budget: fuel R3 200, food R4 500, game drives (night drive Satara x4) R2 400\n")


def t_packing(r, dt):
    return ("Kruger packing list\n- binoculars x2, bird book (Sasol), camera + charger\n- warm jackets (cold mornings!), "
            "beanies\n- cooler box, braai tongs, firelighters\n- Ayanda's asthma pump + spacer\n- Wild Card, IDs, "
            "booking printout\n- car: check tyres, spare, jack (Corolla)\n")


def t_mauritius(r, dt):
    return ("Air Mauritius - e-ticket receipt\n"
            f"Passengers: DLAMINI/THANDIWE MS, KHUMALO/SIPHO MR, KHUMALO/LWAZI MSTR, KHUMALO/AYANDA MISS\nIssued {_d(dt)}\n"
            "MK 850 JNB-MRU 10 Apr 2024 10:40-16:55\nMK 851 MRU-JNB 17 Apr 2024 07:15-09:35\n"
            "Fare total ZAR 28 944.00 incl. taxes. Baggage 30 kg per adult.\n")


def t_mauritius_hotel(r, dt):
    return ("Palmar Bay Resort, Belle Mare - Hotel voucher\n"
            f"Guest: Mrs T Dlamini + 1 adult + 2 children   Voucher date {_d(dt)}\n"
            "Check-in 10 Apr 2024, check-out 17 Apr 2024 (7 nights), family room, all inclusive\n"
            "Booked via Flight Centre Rosebank, booking FC-2298441. Transfers included.\n")


def t_cpt(r, dt):
    return ("FlySafair - Booking confirmation\n"
            f"Booking ref {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}   Booked {_d(dt)}\n"
            "FA 204 JNB-CPT 19 Dec 2025 09:10, FA 215 CPT-JNB 28 Dec 2025 17:45\n4 passengers, 2 checked bags\nTotal R11 286.00\n")


def t_cpt_airbnb(r, dt):
    return ("Airbnb - Reservation confirmed\nMuizenberg beach house - 3 bedrooms, host Riaan\n"
            "Check-in Fri 19 Dec 2025 15:00, checkout Sun 28 Dec 2025 10:00, 4 guests\n"
            f"Total ZAR 24 780.00 paid {_d(dt)}\nHouse rules: no parties, load-shedding backup: inverter for lights and Wi-Fi.\n")


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

    def hard(rel: str, bucket: str, topic: str, age: float, content) -> None:
        add(rel, bucket, topic, age, content, True)

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DL, DK, DOC = "Downloads", "Desktop", "Documents"
    WA = "Phone dump 2026-04/WhatsApp/Media/WhatsApp Documents"
    MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    def months(start: tuple[int, int], n: int) -> list[tuple[int, int]]:
        y, m = start
        out = []
        for _ in range(n):
            out.append((y, m))
            m += 1
            if m == 13:
                y, m = y + 1, 1
        return out

    # ------------------------------------------------------------ Work: Khanyisa (Areas)
    k = f"{DOC}/Khanyisa"
    add(f"{k}/Contract/Employment contract Khanyisa signed.pdf", A, "Work", ago(2024, 3, 12), t_contract_kf)
    add(f"{k}/Contract/Salary review letter March 2026.pdf", A, "Work", ago(2026, 3, 20), t_increase)
    add(f"{k}/HR/Performance review FY2025 - Thandi.docx", A, "Work", ago(2025, 4, 9), t_perf_review)
    for y, m in months((2026, 1), 4):
        add(f"{k}/Management accounts/Mgmt accounts {MON[m - 1]} {y}.xlsx", A, "Work", ago(y, m, 9) - 30, t_mgmt_accounts)
    add(f"{k}/Management accounts/Mgmt accounts Apr 2026 FINAL.xlsx", A, "Work", 18, t_mgmt_accounts)
    add(f"{k}/Board/Board pack Q3 FY2026.docx", A, "Work", ago(2025, 12, 4), t_board_pack)
    add(f"{k}/Board/Board pack Q4 FY2026 v3.docx", A, "Work", ago(2026, 3, 26), t_board_pack)
    add(f"{k}/Cash flow/13 week cash flow 2026-05-04.xlsx", A, "Work", 28, t_cashflow)
    add(f"{k}/Audit FY2026/Venter Ndlovu request list FY2026.pdf", A, "Work", 40, t_audit_requests)
    add(f"{k}/Month-end checklist.md", A, "Work", 120, t_month_end_md)
    add(f"{k}/RE Cash position and Shoprite payment run.eml", A, "Work", 33, t_kf_email)
    add(f"{k}/VAT/VAT201 recon Mar-Apr 2026.xlsx", A, "Work", 26, t_vat_recon)
    add(f"{DK}/13wk cashflow DOWNSIDE Shoprite late.xlsx", A, "Work", 31, t_cashflow)
    add(f"{DL}/DebtorsAgeAnalysis_20260430.csv", A, "Work", 31, t_debtors_csv)
    add(f"{DL}/Payslip_KF0412_May2026.pdf", A, "Work", 7, t_payslip)
    for y, m in months((2026, 2), 3):
        add(f"{DOC}/Personal/Payslips/KF0412 Payslip {MON[m - 1]} {y}.pdf", A, "Work", ago(y, m, 25), t_payslip)
    hard(f"{DK}/Book1.xlsx", A, "Work", 12, t_mgmt_accounts)
    hard("Scans/scan_0007.pdf", A, "Work", ago(2026, 3, 23), t_increase)
    hard(f"{DL}/export.csv", A, "Work", 62, t_debtors_csv)
    hard(f"{DL}/Document (1).pdf", A, "Work", ago(2024, 4, 25), t_payslip)
    hard(f"{DL}/Document (19).pdf", A, "Work", ago(2025, 12, 2), t_board_pack)

    # ------------------------------------------------------------ Work: ERP project (Projects)
    e = f"{k}/ERP project"
    add(f"{e}/01 Charter/ERP project charter v1.3.docx", P, "Work", ago(2026, 1, 20), t_erp_charter)
    add(f"{e}/01 Charter/ERP business case board Feb 2025.pdf", P, "Work", ago(2025, 2, 18),
        lambda r, dt: "BUSINESS CASE - REPLACEMENT OF SAGE EVOLUTION\nKhanyisa Freight & Logistics board, February 2025\n"
                      "Sage 200 Evolution (installed 2014) is on-premise, unsupported customisations, no job costing per load.\n"
                      "Options: 1) upgrade Evolution; 2) Sage Intacct; 3) Acumatica Cloud ERP (recommended); 4) SAP Business One.\n"
                      "Five-year cost of ownership: option 3 R5.5m; benefits: month-end from 7 to 4 days, load profitability.\n"
                      "Recommendation: approve RFP and selection, go-live target September 2026.\n")
    add(f"{e}/02 Vendor/CloudLedger proposal SOW signed.pdf", P, "Work", ago(2025, 11, 28), t_erp_proposal)
    add(f"{e}/02 Vendor/Vendor scoring RFP.xlsx", P, "Work", ago(2025, 10, 30),
        lambda r, dt: "ERP RFP scoring;Weight;CloudLedger (Acumatica);Sage partner (Intacct);SAP B1 partner\n"
                      "Functionality - job costing per load;25;4;3;4\nTMS integration;20;4;2;3\nCost (5 yr);20;4;3;2\n"
                      "Partner references;15;4;4;3\nCloud / no servers;10;5;5;3\nUsability demo;10;4;4;3\n"
                      "Weighted total;100;4.1;3.3;3.1")
    add(f"{e}/03 Design/COA mapping Evolution to Acumatica v4.xlsx", P, "Work", 41, t_erp_coa)
    for y, m, d in ((2026, 4, 22), (2026, 5, 20)):
        add(f"{e}/04 Steering/SteerCo minutes {y}-{m:02d}-{d:02d}.docx", P, "Work", ago(y, m, d), t_erp_minutes)
    add(f"{e}/05 UAT/UAT test scripts.xlsx", P, "Work", 9, t_erp_uat)
    add(f"{e}/Issues log.csv", P, "Work", 3, t_erp_issues_csv)
    add(f"{e}/Cut-over plan draft.md", P, "Work", 5, t_erp_cutover)
    hard(f"{DL}/Document (4).pdf", P, "Work", ago(2025, 11, 3), t_erp_proposal)
    hard(f"{DK}/New Text Document.txt", P, "Work", 4,
         lambda r, dt: "cutover - things to remember\n- freeze masterfiles Fri 28 Aug 17:00, tell Lindiwe + drivers' office\n"
                       "- last Evolution invoice run, close period 6\n- TB export -> load opening balances in Acumatica Sun 30 Aug\n"
                       "- TMS endpoint switch Mon; Pravin to test invoice of one Shoprite load\n"
                       "- rollback if TB doesn't balance by 18:00 Sunday\n- CloudLedger on site 1 Sept (Riaan)\n")
    hard(f"{DL}/print.pdf", P, "Work", ago(2026, 4, 23), t_erp_minutes)

    # ------------------------------------------------------------ Work: Carrington Mabaso (Archive)
    o = "Old laptop CMI/My Documents"
    add(f"{o}/Admin/Resignation letter Feb 2024.docx", X, "Work", ago(2024, 2, 28), t_resignation)
    for d in ((2023, 11, 17), (2024, 3, 1)):
        add(f"{o}/Timesheets/Timesheet we {d[0]}-{d[1]:02d}-{d[2]:02d}.xlsx", X, "Work", ago(*d), t_cmi_timesheet)
    add(f"{o}/Handover notes March 2024.docx", X, "Work", ago(2024, 3, 27), t_cmi_handover)
    add(f"{o}/Articles/SAICA training contract 2010.pdf", X, "Work", ago(2024, 3, 29), t_articles_contract)
    add(f"{o}/Performance/CMI year-end review 2023 SM.docx", X, "Work", ago(2023, 9, 6),
        lambda r, dt: "Carrington Mabaso Inc. - Year-end performance review FY2023\nSenior Manager: Thandiwe Dlamini (FS Audit)\n"
                      "Engagements: Ubuntu Life Assurance (IFRS 17 first-time adoption), Sizwe Asset Managers, Mzansi Mutual Bank\n"
                      "Ratings: quality 4, client service 5, people development 4, business development 3\n"
                      "Partner comment: ready for the partner-track assessment centre in 2024.\n")
    add(f"{DOC}/Personal/CMI/CMI payslip March 2024 final.pdf", X, "Work", ago(2024, 3, 25), t_cmi_final_payslip)
    add(f"{DOC}/Personal/CMI/Certificate of service CMI.pdf", X, "Work", ago(2024, 4, 10), t_cert_service)
    hard("2024/scan_0003.pdf", X, "Work", ago(2024, 4, 12), t_cert_service)
    hard("2024/Document (2).docx", X, "Work", ago(2024, 3, 28),
         lambda r, dt: "Farewell - a few words (FS Audit Friday drinks, 28 March 2024)\n\n"
                       "Fourteen years ago I walked into 3 Alice Lane as a first-year trainee with one suit and a UKZN "
                       "accent. Ryan, thank you for the red pen on my first lead schedule. To my audit seniors on Ubuntu "
                       "Life - the IFRS 17 file is in good hands. I am off to count trucks and diesel at Khanyisa. "
                       "Ngiyabonga kakhulu, CMI.\n")

    # ------------------------------------------------------------ Career
    c = f"{DOC}/SAICA CPD"
    add(f"{c}/SAICA membership invoice 2025.pdf", A, "Career", ago(2025, 5, 6), t_saica_invoice)
    add(f"{c}/SAICA membership invoice 2026.pdf", A, "Career", ago(2026, 5, 5), t_saica_invoice)
    add(f"{c}/CPD log 2025.xlsx", A, "Career", ago(2025, 12, 30), t_cpd_log)
    add(f"{c}/CPD log 2026.xlsx", A, "Career", 8, t_cpd_log)
    add(f"{c}/CPD declaration 2025 confirmation.pdf", A, "Career", ago(2026, 2, 11), t_cpd_decl)
    add(f"{c}/SAICA membership certificate CA(SA).pdf", A, "Career", ago(2024, 5, 2),
        lambda r, dt: "THE SOUTH AFRICAN INSTITUTE OF CHARTERED ACCOUNTANTS\nCertificate of membership\n\n"
                      "This is to certify that THANDIWE NOMVULA DLAMINI has been admitted as a member of the Institute and "
                      "is entitled to use the designation Chartered Accountant (South Africa) - CA(SA).\n"
                      "Membership number 20094417. Admitted 14 March 2013.\n")
    add(f"{DOC}/CV/Thandi Dlamini CV 2026.docx", A, "Career", 46, t_cv)
    add(f"{DOC}/CV/Thandi Dlamini CV Jan 2024 (Khanyisa application).docx", A, "Career", ago(2024, 1, 19),
        lambda r, dt: t_cv(r, dt).replace("Financial Manager, Khanyisa Freight & Logistics, Isando (Apr 2024 - present)\n"
                                          "- Month-end close cut from 12 to 7 working days; board reporting; Nedbank facility covenants\n"
                                          "- Leading ERP replacement (Acumatica, go-live Sept 2026)\n", "")
                                .replace("(2010 - 2024)", "(2010 - present)")
                                .replace(" and two years as financial manager of a R260m freight and logistics business",
                                         ", looking to move into a finance leadership role in industry"))
    hard(f"{DL}/Document (2).pdf", A, "Career", ago(2025, 5, 7), t_saica_invoice)

    mba = f"{DOC}/MBA"
    add(f"{mba}/GMAT Focus score report.pdf", P, "Career", ago(2026, 4, 20), t_gmat)
    add(f"{mba}/Essay 2 why MBA v1.docx", P, "Career", 40, lambda r, dt: t_mba_essay(r, dt, "v1"))
    add(f"{mba}/Essay 2 why MBA v2.docx", P, "Career", 24, lambda r, dt: t_mba_essay(r, dt, "v2"))
    add(f"{mba}/Essay 2 why MBA v3 FINAL.docx", P, "Career", 2, lambda r, dt: t_mba_essay(r, dt, "v3 FINAL"))
    add(f"{mba}/Application checklist.md", P, "Career", 3, t_mba_checklist)
    add(f"{mba}/Sponsorship letter Khanyisa DRAFT.docx", P, "Career", 11, t_mba_sponsor)
    add(f"{mba}/UKZN transcript 2026.pdf", P, "Career", 19, t_transcript)
    add(f"{mba}/Reference for my MBA application.eml", P, "Career", 14, t_mba_reference_req)
    add(f"{mba}/MBA cost and time budget.xlsx", P, "Career", 30,
        lambda r, dt: "GIBS modular MBA 2027-2028;Amount;Notes\nTuition (2 years);420 000;Khanyisa sponsors 50%\n"
                      "My share;210 000;from RA? no - monthly R8 750 over 24 months\nBooks and laptop;12 000;\n"
                      "Block weeks (6 per year);;study leave + 5 days own leave\nSaturdays;;Sipho does kids' sport\n"
                      "Application fee;1 200;\nGMAT (done);4 900;")
    add(f"{DL}/GIBS_MBA_Programme_Brochure_2027.pdf", P, "Career", 58,
        lambda r, dt: "GIBS Business School - The GIBS MBA 2027\nModular and part-time formats\n\n"
                      "The modular MBA is delivered in block weeks on the Illovo campus over two years, designed for "
                      "managers who stay in full-time work. Admission: an honours degree or equivalent, at least three "
                      "years' management experience, a GMAT or GIBS admission test, essays and two references.\n"
                      "Applications for the 2027 intake close 31 August 2026. Fees 2027: approximately R420 000.\n")
    hard(f"{DL}/file.pdf", P, "Career", 18, t_transcript)
    hard(f"{DK}/Doc2.docx", P, "Career", 9,
         lambda r, dt: "Essay 1 - Describe a leadership challenge and what you learned (draft 2)\n\n"
                       "In my first month as financial manager at a freight company I found that the creditors clerks "
                       "had been paying subcontracted hauliers from WhatsApp photos of delivery notes. Changing that "
                       "meant standing in front of drivers' office staff who had done it for ten years...\n"
                       "For GIBS: keep under 600 words; show the outcome (month-end day 7).\n")
    hard(f"{DL}/Document (20).pdf", P, "Career", ago(2026, 4, 21), t_gmat)

    add(f"{c}/Webinar notes/IFRS 18 notes.docx", R, "Career", 70, t_ifrs18_notes)
    add(f"{c}/Webinar notes/King Code summary for our board.docx", R, "Career", 150, t_king_notes)
    add(f"{DL}/SAICA_IFRS18_webinar_slides.pdf", R, "Career", 72,
        lambda r, dt: "SAICA Technical webinar: IFRS 18 - are you ready?\nSlide 2: Why IAS 1 is being replaced\n"
                      "Slide 5: The three new defined subtotals\nSlide 9: Management-defined performance measures\n"
                      "Slide 14: Transition - effective 1 January 2027, retrospective\nSlide 20: Practical steps for preparers\n")
    add(f"{DL}/Financial Intelligence - Berman & Knight.epub", R, "Career", 210,
        _epub("Financial Intelligence, Revised Edition", "Karen Berman, Joe Knight", "en",
              "Financial intelligence is not an innate ability; it is a set of skills that can be learned: "
              "understanding the foundation, the art of finance, analysis, and the big picture."))
    hard(f"{DL}/presentation.pdf", R, "Career", 300,
         lambda r, dt: "SAICA Finance Leaders Forum - 'Cash is king: working capital in a high-rate environment'\n"
                       "Slide 3: Debtors days, creditors days and the cash conversion cycle\n"
                       "Slide 7: 13-week cash flow forecasting - a template for mid-market CFOs\n"
                       "Slide 11: Negotiating with banks - covenants and headroom\nCPD: 1.5 verifiable hours\n")

    b = f"{DOC}/Personal/Board exams"
    add(f"{b}/ITC results letter Jan 2010.pdf", X, "Career", ago(2024, 5, 2), t_itc_result)
    add(f"{b}/APC result 2012.pdf", X, "Career", ago(2024, 5, 2), t_apc_result)
    add(f"{o}/APC/APC prep notes Nov 2012.docx", X, "Career", ago(2012, 11, 6), t_apc_notes)
    add(f"{o}/APC/APC study group.txt", X, "Career", ago(2012, 10, 2),
        lambda r, dt: "APC study group - Tuesdays 18:00, 3rd floor boardroom\nLerato - valuations memos\nKagiso - IT and controls\n"
                      "Priya - ethics and going concern\nThandi - funding options + recommendations structure\n"
                      "Mock exam Sat 3 Nov 08:00 - bring the pre-release case printed\n")
    hard("2024/scan_0001.pdf", X, "Career", ago(2024, 5, 2), t_apc_result)

    # ------------------------------------------------------------ Finance
    f = f"{DOC}/Personal/Bank"
    for y, m in months((2026, 1), 4):
        add(f"{f}/FNB statement {MON[m - 1]} {y}.pdf", A, "Finance", ago(y, m, 28) - 5, t_fnb)
    add(f"{DL}/62840004471_Statement_202605.pdf", A, "Finance", 1, t_fnb)
    bd = f"{DOC}/Personal/Bond"
    add(f"{bd}/Absa home loan statement Dec 2025.pdf", A, "Finance", ago(2025, 12, 31), t_bond)
    add(f"{bd}/Absa home loan statement Mar 2026.pdf", A, "Finance", ago(2026, 3, 31), t_bond)
    inv = f"{DOC}/Personal/Investments"
    add(f"{inv}/Allan Gray RA statement Q4 2025.pdf", A, "Finance", ago(2026, 1, 12), t_ra)
    add(f"{inv}/Allan Gray RA statement Q1 2026.pdf", A, "Finance", ago(2026, 4, 10), t_ra)
    add(f"{inv}/EasyEquities TFSA statement Feb 2026.pdf", A, "Finance", ago(2026, 3, 5), t_tfsa)
    add(f"{inv}/Liberty Lifestyle Protector schedule.pdf", A, "Finance", ago(2025, 7, 1), t_life)
    add(f"{DOC}/Personal/Wills/Will Thandi signed 2022.pdf", A, "Finance", ago(2022, 10, 8), t_will)
    ob = "OneDrive/Documents/Budget"
    add(f"{ob}/Budget 2025.xlsx", A, "Finance", ago(2025, 1, 12), lambda r, dt: t_budget(r, dt, 2025))
    add(f"{ob}/Budget 2026.xlsx", A, "Finance", ago(2026, 1, 10), lambda r, dt: t_budget(r, dt, 2026))
    add(f"{ob}/Net worth tracker.xlsx", A, "Finance", 27, t_networth)
    hard("Scans/scan_0012.pdf", A, "Finance", ago(2025, 6, 14), t_will)
    hard(f"{DL}/Document.pdf", A, "Finance", ago(2025, 7, 29), t_fnb)
    hard("2025/untitled.pdf", A, "Finance", ago(2025, 10, 11), t_ra)
    hard(f"{DL}/Document (18).pdf", A, "Finance", ago(2025, 9, 30), t_bond)
    add(f"{DL}/Two-pot retirement system explained.pdf", R, "Finance", 520, t_twopot)
    add(f"{DL}/TFSA mistakes to avoid.pdf", R, "Finance", 300, t_tfsa_article)
    add(f"{DL}/The Psychology of Money - Morgan Housel.epub", R, "Finance", 400,
        _epub("The Psychology of Money", "Morgan Housel", "en",
              "Doing well with money has a little to do with how smart you are and a lot to do with how you behave."))
    add(f"{DOC}/Personal/CMI/Pension preservation transfer confirmation.pdf", X, "Finance", ago(2024, 6, 25), t_preservation)
    add(f"{DOC}/Personal/CMI/CMI Retirement Fund withdrawal form.pdf", X, "Finance", ago(2024, 4, 16),
        lambda r, dt: "CMI Retirement Fund - Member withdrawal claim form\nMember: T N Dlamini 100417   Exit date 31/03/2024\n"
                      "Option chosen: transfer full benefit to a preservation fund - Allan Gray Pension Preservation Fund\n"
                      "Section 14 transfer: yes. Signed member and HR.\n")
    hard("2024/scan_0002.pdf", X, "Finance", ago(2024, 6, 27), t_preservation)
    add(f"{f}/FNB personal loan paid-up letter 2022.pdf", X, "Finance", ago(2022, 8, 19), t_loan_settled)

    # ------------------------------------------------------------ Tax
    t = f"{DOC}/Personal/Tax"
    for yoa, d in ((2023, (2023, 8, 21)), (2024, (2024, 9, 12)), (2025, (2025, 8, 14))):
        add(f"{t}/{yoa}/ITR12 {yoa} submitted.pdf", A, "Tax", ago(*d), lambda r, dt, y=yoa: t_itr12(r, dt, y))
    add(f"{t}/2024/ITA34 2024.pdf", A, "Tax", ago(2024, 9, 16), lambda r, dt: t_ita34(r, dt, 2024))
    add(f"{t}/2024/IRP5 2024 Carrington Mabaso.pdf", A, "Tax", ago(2024, 5, 30),
        lambda r, dt: t_irp5(r, dt, "Carrington Mabaso Inc.", 2024))
    add(f"{t}/2026/IRP5 2026 Khanyisa.pdf", A, "Tax", ago(2026, 4, 27), lambda r, dt: t_irp5(r, dt, "Khanyisa Freight & Logistics", 2026))
    add(f"{t}/2026/Discovery tax certificate 2026.pdf", A, "Tax", ago(2026, 5, 11), lambda r, dt: t_med_taxcert(r, dt, 2026))
    add(f"{t}/2026/Allan Gray IT3f 2026.pdf", A, "Tax", ago(2026, 4, 29), lambda r, dt: t_ra_taxcert(r, dt, 2026))
    add(f"{t}/2026/IRP6 Feb 2026 second period.pdf", A, "Tax", ago(2026, 2, 26), lambda r, dt: t_irp6(r, dt, "second (February)"))
    add(f"{t}/2026/Section 18A Randburg Methodist 2026.pdf", A, "Tax", ago(2026, 3, 24), t_18a)
    add(f"{t}/2025/Rental income schedule 2025.xlsx", A, "Tax", ago(2025, 7, 26), lambda r, dt: t_rental_schedule(r, dt, 2025))
    add(f"{t}/2026/Rental income schedule 2026.xlsx", A, "Tax", 23, lambda r, dt: t_rental_schedule(r, dt, 2026))
    add(f"{t}/Travel logbook 2025-26.xlsx", A, "Tax", 60,
        lambda r, dt: "SARS travel logbook 2025/26 - Toyota Corolla Cross JN 22 PF GP;Opening odo 38 210;Closing odo 61 944\n"
                      "Date;From;To;Reason;Km\n2026/02/03;Isando;Shoprite DC Centurion;customer meeting - fuel surcharge;62\n"
                      "2026/02/10;Isando;Venter Ndlovu, Midrand;audit planning;41\n2026/02/17;Isando;Nedbank Sandton;facility review;28\n"
                      "Total business km;8 412;Private km 15 322")
    hard(f"{DL}/Document (5).pdf", A, "Tax", ago(2026, 4, 28), lambda r, dt: t_irp5(r, dt, "Khanyisa Freight & Logistics", 2026))
    hard("Scans/scan_0015.pdf", A, "Tax", ago(2026, 3, 25), t_18a)
    hard(f"{WA}/DOC-20240917-WA0002.pdf", A, "Tax", ago(2024, 9, 17), lambda r, dt: t_ita34(r, dt, 2024))
    hard("2025/scan_0022.pdf", A, "Tax", ago(2025, 8, 16), lambda r, dt: t_itr12(r, dt, 2025))
    hard("2025/Book1.xlsx", A, "Tax", ago(2025, 7, 20), lambda r, dt: t_rental_schedule(r, dt, 2025))
    hard("Scans/scan_0013.pdf", A, "Tax", ago(2025, 5, 14), lambda r, dt: t_med_taxcert(r, dt, 2025))

    sv = f"{t}/SARS verification 2025"
    add(f"{sv}/SARS request for relevant material Nov 2025.pdf", P, "Tax", ago(2025, 11, 18), t_sars_verif)
    add(f"{sv}/ITA34 additional assessment 2025.pdf", P, "Tax", ago(2026, 2, 16), lambda r, dt: t_ita34(r, dt, 2025, True))
    add(f"{sv}/Case notes.txt", P, "Tax", 12, t_sars_case_notes)
    add(f"{sv}/NOO 2025 draft v1.docx", P, "Tax", ago(2026, 3, 30), lambda r, dt: t_noo(r, dt, "draft v1"))
    add(f"{sv}/NOO 2025 v2 final submitted.docx", P, "Tax", ago(2026, 4, 9), lambda r, dt: t_noo(r, dt, "as submitted"))
    add(f"{sv}/Absa flat bond interest certificate FY2025.pdf", P, "Tax", ago(2025, 11, 30),
        lambda r, dt: "Absa Home Loans - Interest certificate for the tax year 1 March 2024 - 28 February 2025\n"
                      "Account 3051 2290 17   Borrower: T N Dlamini\nProperty: Section 14 SS Villa Siena, Riverclub\n"
                      "Interest charged R61 240.18   Capital repaid R14 870.22   Balance 28/02/2025 R588 416.90\n")
    add(f"{sv}/Everything Plumbing invoice 4471 geyser.pdf", P, "Tax", ago(2025, 11, 30),
        lambda r, dt: "Everything Plumbing (Sandton) - Tax invoice 4471\nDate 2024/09/06   Client: T Dlamini   "
                      "Site: Unit 14 Villa Siena, Riverclub\nReplace burst 150 l geyser (Kwikot) like for like, drip tray, "
                      "vacuum breakers, CoC\nTotal R18 900.00 incl. VAT - insurance claim rejected (wear and tear)\n")
    add(f"{sv}/eFiling NOO submission confirmation.pdf", P, "Tax", ago(2026, 4, 9),
        lambda r, dt: "SARS eFiling - Dispute submitted\nCase number OBJ-2026-0117342   Type: Notice of Objection (NOO)\n"
                      "Taxpayer 1478236901   Year of assessment 2025   Submitted 2026/04/09 21:14\n"
                      "Supporting documents uploaded: 6. SARS will inform you of the outcome within 60 business days.\n")
    hard(f"{DL}/Document (6).pdf", P, "Tax", ago(2026, 2, 17), lambda r, dt: t_ita34(r, dt, 2025, True))
    hard(f"{DK}/Doc3.docx", P, "Tax", ago(2026, 3, 2),
         lambda r, dt: "grounds - objection 2025 (rough)\n1. bond interest flat R61 240 - cert uploaded 2 Dec, SARS ignored it\n"
                       "2. geyser R18 900 = repair not improvement, s11(d)\n3. medical out-of-pocket R22 410 per Discovery cert\n"
                       "4. ask for remission of understatement penalty - no intent, bona fide\n"
                       "Deadline: 80 business days from 16 Feb additional assessment\n")
    add(f"{DL}/SARS guide tax and rental income.pdf", R, "Tax", 190, t_sars_guide)
    add(f"{DL}/Tax tables 2026-27 Budget.pdf", R, "Tax", ago(2026, 2, 26), t_tax_tables)
    add(f"{t}/2021/Objection outcome 2021 allowed.pdf", X, "Tax", ago(2022, 2, 8), t_obj2021)
    add(f"{t}/2021/NOO 2021 home office.docx", X, "Tax", ago(2021, 10, 14),
        lambda r, dt: "NOTICE OF OBJECTION - year of assessment 2021\nTaxpayer T N Dlamini 1478236901\n"
                      "Grounds: during the national lockdown (27 March 2020 - 2021) I worked exclusively from a dedicated study "
                      "at home as required by my employer Carrington Mabaso Inc.; home-office expenses of R18 240 "
                      "(pro-rata rates, bond interest, electricity, fibre) qualify under s23(b).\n")

    # ------------------------------------------------------------ Health
    h = f"{DOC}/Personal/Medical"
    for a in (14, 80, 190):
        add(f"{h}/Discovery claims statement {_ds(NOW - timedelta(days=a)).replace('/', '-')}.pdf", A, "Health", a, t_discovery_stmt)
    add(f"{h}/Discovery membership certificate 2026.pdf", A, "Health", ago(2026, 1, 8), t_med_cert)
    add(f"{h}/Dr Naidoo invoice Lwazi.pdf", A, "Health", 52, lambda r, dt: t_gp_invoice(r, dt, "Lwazi Khumalo"))
    add(f"{h}/Dentist Lwazi Mar 2026.pdf", A, "Health", ago(2026, 3, 12), t_dentist)
    add(f"{h}/Spec-Savers Lwazi eye test.pdf", A, "Health", ago(2025, 10, 4), t_optom)
    add(f"{h}/Kinetic Physio Sipho knee.pdf", A, "Health", ago(2025, 8, 22), t_physio)
    add(f"{h}/Ayanda script Dr Mahlangu.pdf", A, "Health", 36, t_script)
    add(f"{h}/Ayanda asthma action plan.docx", A, "Health", 35,
        lambda r, dt: "Ayanda's asthma action plan (from Dr Mahlangu)\nGREEN - well: Montelukast at night, play normally\n"
                      "YELLOW - coughing at night, wheezy: salbutamol 2 puffs with spacer every 4 hours, start budesonide nebs\n"
                      "RED - struggling to breathe, can't talk: 6 puffs, call 082 911 / go to Linksfield casualty\n"
                      "Copy given to Blairgowrie Primary and Busy Bees aftercare.\n")
    hard("Scans/scan_0009.pdf", A, "Health", 51, lambda r, dt: t_gp_invoice(r, dt, "Ayanda Khumalo"))
    hard(f"{DL}/Document (7).pdf", A, "Health", 99, t_discovery_stmt)
    hard(f"{WA}/DOC-20260424-WA0007.pdf", A, "Health", 37, t_script)
    hard("Scans/scan_0020.pdf", A, "Health", ago(2025, 10, 6), t_optom)
    hard(f"{DL}/gen.pdf", A, "Health", ago(2026, 1, 9), t_med_cert)
    add(f"{DL}/Discovery Classic Saver benefit guide 2026.pdf", R, "Health", ago(2026, 1, 9), t_benefit_guide)
    add(f"{DL}/Childhood asthma - a guide for parents.pdf", R, "Health", 34,
        lambda r, dt: "Allergy Foundation of South Africa - Childhood asthma: a guide for parents\n\n"
                      "Asthma is the most common chronic illness in South African children. Triggers: viral colds, dust "
                      "mites, veld fires and cold Highveld winters. Always use a spacer with a pump; a 2-litre cooldrink "
                      "bottle can be made into a spacer in an emergency.\n")
    ay = f"{h}/Ayanda tonsils June 2023"
    add(f"{ay}/Discovery pre-authorisation.pdf", X, "Health", ago(2023, 6, 2), t_tonsil_preauth)
    add(f"{ay}/Linksfield discharge summary.pdf", X, "Health", ago(2023, 6, 15), t_tonsil_discharge)
    add(f"{ay}/Dr Pretorius ENT account.pdf", X, "Health", ago(2023, 7, 3),
        lambda r, dt: "Dr P Pretorius - ENT surgeon, Linksfield Park Clinic rooms\nAccount\nPatient: Ayanda Khumalo\n"
                      "14/06/2023 Adenotonsillectomy + bilateral myringotomy with grommets\nTotal R14 820.00  Discovery paid R12 106.40\n"
                      "Balance (gap) R2 713.60 - paid 30/06/2023. Thank you.\n")

    # ------------------------------------------------------------ Home
    hm = f"{DOC}/House"
    for y, m in months((2026, 2), 3):
        add(f"{hm}/Municipal/CoJ statement {MON[m - 1]} {y}.pdf", A, "Home", ago(y, m, 24), t_coj)
    add(f"{DL}/550441812_202605.pdf", A, "Home", 8, t_coj)
    add(f"{hm}/Fibre/Afrihost Vumatel invoice May 2026.pdf", A, "Home", 28, t_vumatel)
    add(f"{hm}/Security/Randburg Armed Response invoice Mar 2026.pdf", A, "Home", 90, t_armed)
    add(f"{hm}/Security/Electric fence CoC 2024.pdf", A, "Home", ago(2024, 8, 7),
        lambda r, dt: "ELECTRIC FENCE SYSTEM CERTIFICATE OF COMPLIANCE (EFC)\nRegulation 12 of the Electrical Machinery Regulations\n"
                      f"Address: {HOME}\nInstaller: M Ndlovu, registered electric fence installer no 1088\n"
                      "Energiser: Nemtek Druid 15 LCD, 6 strands on wall top, 48 m; warning signs every 10 m\n"
                      f"Date {_d(dt)}. Certificate transferable on sale of property.\n")
    add(f"{hm}/Insurance/Outsurance household schedule 2026.pdf", A, "Home", ago(2026, 2, 1), t_home_ins)
    g = f"{hm}/Grace"
    add(f"{g}/Grace employment contract 2021.pdf", A, "Home", ago(2021, 2, 1), t_grace_contract)
    for y, m in months((2026, 3), 2):
        add(f"{g}/uFiling UIF {MON[m - 1]} {y}.pdf", A, "Home", ago(y, m, 7) - 30, t_ufiling)
    add(f"{hm}/Inverter/Sunsynk service visit Feb 2026.pdf", A, "Home", ago(2026, 2, 19),
        lambda r, dt: "Sunwise Energy Solutions - Service report\n"
                      f"Client: T Dlamini, {HOME}   Date {_d(dt)}\nAnnual maintenance: panels cleaned (10), DC connections torqued, "
                      "firmware updated to 2.3.8, battery cells balanced (max deviation 18 mV)\nObservation: battery SOH 96%.\n"
                      "Invoice R1 850.00 incl. VAT\n")
    hard(f"{DL}/Document (8).pdf", A, "Home", ago(2026, 1, 24), t_coj)
    hard("Scans/scan_0004.pdf", A, "Home", ago(2025, 3, 3), t_grace_contract)
    hard(f"{DL}/invoice.pdf", A, "Home", 61, t_armed)
    hard(f"{WA}/DOC-20260308-WA0001.pdf", A, "Home", ago(2026, 3, 8), t_ufiling)

    wd = f"{hm}/Water dispute CoJ"
    add(f"{wd}/Query 8001882273 acknowledgement.pdf", P, "Home", ago(2026, 1, 14), t_water_query)
    add(f"{wd}/Letter to Ombudsman.docx", P, "Home", 17, t_water_letter)
    add(f"{wd}/Meter readings log.xlsx", P, "Home", 4, t_meter_readings)
    add(f"{wd}/Escalation to councillor Ward 102.eml", P, "Home", ago(2026, 3, 10),
        lambda r, dt: _eml(f"Thandi Dlamini <{ME_MAIL}>", "Cllr Ward 102 <ward102@joburg.org.za>",
                           "Water billing query 8001882273 - Blairgowrie - please help", dt,
                           "Dear Councillor\n\nOur account 550441812 has been billed on estimated water readings since "
                           "July 2025 (61 kl a month against our real 22 kl). Query 8001882273 was closed without a "
                           "reading. We now have a R18 416 'arrears' and fear a disconnection notice. Could your office "
                           "escalate this to Revenue?\n\nThandi Dlamini, 14 Hakea Avenue"))
    for i, a in enumerate((120, 60, 2), 1):
        photo(f"{wd}/Meter photos/IMG_20{_ds(NOW - timedelta(days=a)).replace('/', '')[2:]}_0715{i}.jpg", P, "Home", a)
    hard(f"{DK}/Doc1.docx", P, "Home", 19, t_water_letter)
    hard(f"{DL}/Document (3).pdf", P, "Home", ago(2026, 1, 15), t_water_query)

    add(f"{hm}/Manuals/Sunsynk 8kW user manual.pdf", R, "Home", ago(2023, 6, 20), t_sunsynk_manual)
    add(f"{hm}/Manuals/Dyness battery manual.pdf", R, "Home", ago(2023, 6, 20), t_dyness_manual)
    add(f"{hm}/Manuals/Bosch dishwasher SMS4HTI45Z.pdf", R, "Home", ago(2024, 11, 2), t_bosch_manual)
    add(f"{DL}/How to read your City of Joburg bill.pdf", R, "Home", 150, t_coj_bill_guide)

    so = f"{hm}/Solar 2023"
    add(f"{so}/Quote Sunwise Energy.pdf", X, "Home", ago(2023, 4, 18), lambda r, dt: t_solar_quote(r, dt, "Sunwise Energy Solutions (Pty) Ltd, Northcliff"))
    add(f"{so}/Quote Volt Solar Randburg.pdf", X, "Home", ago(2023, 4, 21), lambda r, dt: t_solar_quote(r, dt, "Volt Solar Randburg CC"))
    add(f"{so}/Solar quotes comparison.xlsx", X, "Home", ago(2023, 4, 28),
        lambda r, dt: "Installer;Inverter;Battery kWh;Panels;Price;Warranty;Notes\nSunwise;Sunsynk 8kW;10.24;10x550W;179 450;5/10/2;"
                      "neighbour used them - good\nVolt Solar;Deye 8kW;10.24;10x545W;171 900;5/10/1;\n"
                      "GreenGrid;Victron 5kVA;9.6;8x550W;196 300;5/10/2;Victron pricey\nDecision;Sunwise;;;;;deposit paid 26 May 2023")
    add(f"{so}/Sunwise invoice INV-23-0611.pdf", X, "Home", ago(2023, 6, 22), t_solar_invoice)
    add(f"{so}/CoC solar.pdf", X, "Home", ago(2023, 6, 16), t_solar_coc)
    add(f"{so}/City Power SSEG application.pdf", X, "Home", ago(2023, 6, 28), t_sseg)
    for i, a in enumerate((ago(2023, 6, 12), ago(2023, 6, 14)), 1):
        photo(f"{so}/Install photos/IMG_2023061{1 + i}_1{i}2233.jpg", X, "Home", a)
    hard("2024/scan_0005.pdf", X, "Home", ago(2024, 2, 9), t_solar_coc)

    # ------------------------------------------------------------ Rental: Unit 14 Villa Siena
    fl = f"{DOC}/Flat Riverclub"
    for y, m in months((2026, 3), 2):
        add(f"{fl}/Agent statements/Owner statement {MON[m - 1]} {y}.pdf", A, "Rental", ago(y, m, 5) - 30, t_agent_stmt)
    for a in (ago(2026, 1, 1), ago(2026, 5, 1)):
        add(f"{fl}/Levies/Levy statement {_ds(NOW - timedelta(days=a))[:7].replace('/', '-')}.pdf", A, "Rental", a, t_levy)
    add(f"{fl}/Body corporate/AGM minutes 2025.pdf", A, "Rental", ago(2025, 7, 24), t_agm_minutes)
    add(f"{fl}/Body corporate/AGM notice 2026 - Kennisgewing.pdf", A, "Rental", 12,
        lambda r, dt: "VILLA SIENA BODY CORPORATE - NOTICE OF ANNUAL GENERAL MEETING / KENNISGEWING VAN ALGEMENE JAARVERGADERING\n"
                      "Date: Thursday 23 July 2026, 18:30, clubhouse and Zoom\nAgenda: AFS for year ended 28 Feb 2026; "
                      "budget 2026/27; trustees; special levy (roof blocks C and D, phase 2); rule amendment - EV chargers\n"
                      "Proxy forms to the managing agent (Propell) 48 hours before the meeting.\n")
    add(f"{fl}/Lease Mokoena 2023 signed.pdf", A, "Rental", ago(2023, 5, 20), t_lease)
    add(f"{fl}/Lease renewal addendum 2025.pdf", A, "Rental", ago(2025, 4, 28),
        lambda r, dt: "ADDENDUM TO LEASE - Unit 14 Villa Siena\nLandlord T N Dlamini / Tenant N Mokoena\n"
                      "The lease is renewed from 1 June 2025 to 31 May 2026 at R12 400 per month. All other terms unchanged.\n"
                      f"Signed {_d(dt)}.\n")
    add(f"{fl}/Inspection report Nov 2025.pdf", A, "Rental", ago(2025, 11, 20), t_flat_inspection)
    hard(f"{DL}/Document (9).pdf", A, "Rental", ago(2025, 9, 2), t_levy)
    hard(f"{WA}/DOC-20250725-WA0003.pdf", A, "Rental", ago(2025, 7, 25), t_agm_minutes)
    hard(f"{DL}/Document (21).pdf", A, "Rental", ago(2026, 2, 6), t_agent_stmt)

    rl = f"{fl}/Re-let June 2026"
    add(f"{rl}/Notice to vacate - Naledi.eml", P, "Rental", ago(2026, 4, 24), t_tenant_notice)
    add(f"{rl}/Outgoing inspection 31 May.pdf", P, "Rental", 1, t_exit_inspection)
    add(f"{rl}/Quote JP Steyn painting.pdf", P, "Rental", 6, t_painter_quote)
    add(f"{rl}/Quote Hirsch's Defy stove.pdf", P, "Rental", 5, t_stove_quote)
    add(f"{rl}/Listing ad text.docx", P, "Rental", 4, t_rental_ad)
    for i, a in enumerate((3, 2), 1):
        add(f"{rl}/Applicants/TPN report applicant {i}.pdf", P, "Rental", a, t_tpn)
    add(f"{rl}/Deposit reconciliation Mokoena.xlsx", P, "Rental", 1, t_deposit_recon)
    for i in range(1, 3):
        photo(f"{rl}/Photos/IMG_20260531_10{i}455.jpg", P, "Rental", 1)
    hard(f"{DL}/Document (10).pdf", P, "Rental", 6, t_painter_quote)
    hard(f"{WA}/DOC-20260529-WA0011.pdf", P, "Rental", 3, t_tpn)
    hard(f"{DL}/attachment.pdf", P, "Rental", 1, t_exit_inspection)

    pu = f"{fl}/Purchase 2019"
    add(f"{pu}/OTP Villa Siena signed.pdf", X, "Rental", ago(2019, 5, 11), t_otp)
    add(f"{pu}/Mabuza Attorneys final account.pdf", X, "Rental", ago(2019, 8, 20), t_conveyancer)
    add(f"{pu}/Absa bond grant letter.pdf", X, "Rental", ago(2019, 6, 3),
        lambda r, dt: "Absa Home Loans - Letter of grant\nApplicant: T N Dlamini   Property: Section 14 SS Villa Siena, Riverclub\n"
                      "Purchase price R1 050 000   Loan amount R945 000 (90%)   Term 240 months   Rate prime + 0.25%\n"
                      "Conditions: valuation confirmed; life cover ceded or waived; registration attorneys Mabuza Attorneys.\n"
                      "Valid for 60 days.\n")
    hard("2024/scan_0006.pdf", X, "Rental", ago(2024, 1, 22), t_otp)

    # ------------------------------------------------------------ Cars
    cr = f"{DOC}/Cars"
    add(f"{cr}/Licence renewal Corolla 2026.pdf", A, "Cars", 2, lambda r, dt: t_licence_notice(r, dt, "TOYOTA COROLLA CROSS JN 22 PF GP"))
    add(f"{cr}/Licence renewal Polo 2026.pdf", A, "Cars", ago(2026, 2, 12), lambda r, dt: t_licence_notice(r, dt, "VOLKSWAGEN POLO VIVO HX 41 LD GP"))
    add(f"{cr}/WesBank statement Mar 2026.pdf", A, "Cars", ago(2026, 3, 31), t_wesbank)
    add(f"{cr}/King Price schedule 2026.pdf", A, "Cars", ago(2026, 3, 1), t_car_ins)
    add(f"{cr}/Toyota Randburg service 45000.pdf", A, "Cars", ago(2025, 11, 7), t_toyota_service)
    add(f"{cr}/Polo tyres Bandewereld.pdf", A, "Cars", ago(2026, 4, 4), t_tyres)
    add(f"{cr}/AARTO fine Beyers Naude.pdf", A, "Cars", ago(2026, 1, 22), t_aarto)
    hard("Scans/scan_0010.pdf", A, "Cars", ago(2026, 2, 14), lambda r, dt: t_licence_notice(r, dt, "VOLKSWAGEN POLO VIVO HX 41 LD GP"))
    hard(f"{DL}/download.pdf", A, "Cars", ago(2026, 1, 23), t_aarto)
    hard(f"{DL}/Document (22).pdf", A, "Cars", ago(2026, 3, 2), t_car_ins)
    jz = f"{cr}/Honda Jazz sold 2024"
    add(f"{jz}/WeBuyCars sale confirmation.pdf", X, "Cars", ago(2024, 5, 18), t_jazz_sale)
    add(f"{jz}/NCO change of ownership.pdf", X, "Cars", ago(2024, 6, 4), t_nco)
    add(f"{jz}/Jazz service history.xlsx", X, "Cars", ago(2024, 5, 15),
        lambda r, dt: "Honda Jazz BV 58 XM GP - service history;Odo;Where;Cost\n2019/03/11;98 200;Honda Randburg;3 950\n"
                      "2020/04/02;112 400;Honda Randburg;4 120\n2021/06/18;128 900;Randburg Auto Clinic;2 880\n"
                      "2022/09/09;141 300;Randburg Auto Clinic;3 450 + cambelt 6 200\n2023/11/20;158 700;Randburg Auto Clinic;2 990\n"
                      "Sold to WeBuyCars 2024/05/18;164 300;;96 500")
    hard("2024/Document (1).pdf", X, "Cars", ago(2024, 5, 19), t_jazz_sale)

    # ------------------------------------------------------------ School
    sc = f"{DOC}/Kids/School"
    add(f"{sc}/School fees statement 2026.pdf", A, "School", ago(2026, 4, 3), t_school_fees)
    add(f"{sc}/Lwazi Term 1 report 2026.pdf", A, "School", ago(2026, 3, 27), lambda r, dt: t_report(r, dt, "Lwazi Khumalo", 5))
    add(f"{sc}/Ayanda Term 1 report 2026.pdf", A, "School", ago(2026, 3, 27), lambda r, dt: t_report(r, dt, "Ayanda Khumalo", 1))
    for a in (ago(2026, 4, 17), 10):
        add(f"{sc}/Newsletters/Newsletter {_ds(NOW - timedelta(days=a)).replace('/', '-')}.pdf", A, "School", a, t_newsletter)
    add(f"{sc}/Busy Bees aftercare May 2026.pdf", A, "School", 28, t_aftercare)
    add(f"{sc}/Stationery list 2026 Gr 1 and Gr 5.docx", A, "School", ago(2025, 12, 1),
        lambda r, dt: "Blairgowrie Primary - stationery 2026\nGrade 1 (Ayanda): 2 HB pencils x12, wax crayons, glue stick x4, "
                      "A4 flip file, scissors (left?), name labels\nGrade 5 (Lwazi): scientific calculator Casio fx-82, "
                      "maths set, 3 x 72-page exercise books per subject, Afrikaans woordeboek, Oxford dictionary\n"
                      "Covering: plastic, named. Bring on 14 January.\n")
    add(f"{sc}/School calendar 2026.pdf", A, "School", ago(2026, 1, 10),
        lambda r, dt: "Blairgowrie Primary School - Year planner 2026\nTerm 1: 14 Jan - 27 Mar\nTerm 2: 8 Apr - 26 Jun\n"
                      "Term 3: 21 Jul - 2 Oct\nTerm 4: 13 Oct - 9 Dec\nSwimming gala 6 Feb; Sports day 24 Apr; Grade 7 camp 18-20 Aug\n"
                      "Parent-teacher evenings: 22 Apr, 16 Sept\n")
    hard(f"{WA}/DOC-20260320-WA0005.pdf", A, "School", ago(2026, 3, 20), t_newsletter)
    hard(f"{DL}/Document (11).pdf", A, "School", 88, t_aftercare)
    hard("Scans/scan_0014.pdf", A, "School", ago(2026, 4, 4), t_school_fees)

    ns = f"{DOC}/Kids/Lwazi new school 2027"
    add(f"{ns}/St Ansgar's application form.pdf", P, "School", ago(2026, 3, 2), t_st_ansgar_app)
    add(f"{ns}/Assessment and interview invitation.eml", P, "School", ago(2026, 4, 20), t_assessment_invite)
    add(f"{ns}/Fees comparison 2027.xlsx", P, "School", 16, t_fees_compare)
    add(f"{ns}/Open morning notes.docx", P, "School", ago(2026, 2, 21), t_school_visit)
    add(f"{ns}/St Ansgar's fee schedule 2027.pdf", P, "School", ago(2026, 2, 21),
        lambda r, dt: "St Ansgar's College - Fee schedule 2027 (Preparatory School)\nGrade 0 - 3: R118 400 per annum\n"
                      "Grade 4 - 7: R138 500 per annum\nOnce-off enrolment fee R15 000 (non-refundable) on acceptance\n"
                      "Capital levy R6 000 per family per year. Sibling discount 10% for the second child.\n"
                      "Payment options: annually (5% discount), termly, or 10 monthly instalments.\n")
    add(f"{ns}/Blairgowrie Primary testimonial request.docx", P, "School", ago(2026, 3, 3),
        lambda r, dt: f"{HOME}\n{_d(dt)}\n\nThe Principal, Blairgowrie Primary School\n\nDear Mrs Botha\n\n"
                      "REQUEST FOR A LEARNER TESTIMONIAL - LWAZI KHUMALO (GRADE 5B)\n"
                      "We are applying for Lwazi's admission to St Ansgar's Preparatory School for Grade 6 in 2027. The "
                      "school asks for a confidential testimonial from the current class teacher. We would be grateful "
                      "if Mrs Naidoo could complete the attached form.\n\nKind regards\nThandiwe Dlamini and Sipho Khumalo\n")
    hard(f"{DK}/untitled.txt", P, "School", 30,
         lambda r, dt: "St Ansgar's - after the assessment sat - Lwazi said maths paper was 'easy except the pattern ones', English comp about "
                       "a storm. non-verbal ok\ninterview Thu 11 June 16:00 - both of us must go, Sipho take leave?\n"
                       "acceptance fee R15 000 by end July if offer - from the KZN money? no! from TFSA contribution month\n"
                       "ask Mrs Pillay re lift club from Blairgowrie\n")
    hard(f"{DL}/view.pdf", P, "School", ago(2026, 3, 1), t_st_ansgar_app)

    gr = f"{DOC}/Kids/Ayanda Grade R Acorns"
    add(f"{gr}/Little Acorns final report 2025.pdf", X, "School", ago(2025, 11, 28), t_grade_r_report)
    add(f"{gr}/Little Acorns final account.pdf", X, "School", ago(2025, 11, 30), t_acorns_invoice)
    add(f"{gr}/Graduation concert programme.docx", X, "School", ago(2025, 11, 25),
        lambda r, dt: "Little Acorns Pre-Primary - Grade R Graduation 2025\nFriday 28 November, 10:00, Ferndale Community Hall\n"
                      "1. Welcome - Principal Mrs Coetzee\n2. Song: 'Shosholoza' - Grade R\n3. Presentation of certificates\n"
                      "4. Tea and eats for parents\nPlease bring a plate of snacks; gowns return after the concert.\n")
    hard("2025/scan_0021.pdf", X, "School", ago(2025, 12, 2), t_grade_r_report)

    # ------------------------------------------------------------ Parents: KZN house (Projects)
    kz = f"{DOC}/KZN House"
    add(f"{kz}/01 Plans/Siyakha plans SP-2025-071 rev B.pdf", P, "Parents", ago(2025, 8, 19),
        lambda r, dt: "SIYAKHA PLANS - Architectural draughting, Richards Bay (SACAP reg. 2018/0417)\nDrawing SP-2025-071 rev B\n"
                      "Project: New dwelling for Mr & Mrs B Dlamini, Nkwalini\nGround floor 148 m2: 3 bedrooms (main en suite), "
                      "open-plan kitchen/lounge, covered stoep facing north, single garage\nRoof: 25 degree pitch, concrete tiles\n"
                      "Drainage: septic tank and soakaway per SANS 10400-P\nScale 1:100. Do not scale off drawing.\n")
    add(f"{kz}/01 Plans/Siyakha plans SP-2025-071.zip", P, "Parents", ago(2025, 8, 19),
        lambda r, dt: _zip([("SP-2025-071 Floor plan.pdf", _pdf("SP-2025-071 Floor plan - Dlamini dwelling, Nkwalini")),
                            ("SP-2025-071 Elevations.pdf", _pdf("SP-2025-071 North, South, East, West elevations")),
                            ("SP-2025-071 Site plan.pdf", _pdf("Site plan - ITB lease ITB/UM/2025/0441"))]))
    add(f"{kz}/02 Land/ITB residential lease Baba.pdf", P, "Parents", ago(2025, 9, 22), t_itb_lease)
    add(f"{kz}/03 Approvals/uMlalazi plan approval.pdf", P, "Parents", ago(2025, 11, 27), t_plan_approval)
    add(f"{kz}/03 Approvals/NHBRC enrolment certificate.pdf", P, "Parents", ago(2025, 12, 15), t_nhbrc)
    add(f"{kz}/04 Quotes/Quote Mthethwa Building & Civils.pdf", P, "Parents", ago(2025, 10, 14),
        lambda r, dt: t_kzn_quote(r, dt, "Mthethwa Building & Civils (Pty) Ltd, Empangeni - NHBRC 3000411"))
    add(f"{kz}/04 Quotes/Quote Zulu Bros Construction.pdf", P, "Parents", ago(2025, 10, 20),
        lambda r, dt: t_kzn_quote(r, dt, "Zulu Bros Construction, Eshowe"))
    add(f"{kz}/04 Quotes/Borehole quote Zululand Drilling.pdf", P, "Parents", 44, t_borehole)
    add(f"{kz}/05 Contract/JBCC minor works contract signed.pdf", P, "Parents", ago(2026, 1, 24), t_kzn_contract)
    for n, stage, d in ((1, "Foundations complete", (2026, 2, 27)), (2, "Surface bed (slab) and DPC", (2026, 3, 30)),
                        (3, "Brickwork to wall plate", (2026, 5, 26))):
        add(f"{kz}/06 Payments/Payment certificate {n}.pdf", P, "Parents", ago(*d), lambda r, dt, n=n, s=stage: t_kzn_paycert(r, dt, n, s))
    add(f"{kz}/Budget KZN house.xlsx", P, "Parents", 5, t_kzn_budget)
    add(f"{kz}/Eskom new connection application.pdf", P, "Parents", 20,
        lambda r, dt: "Eskom Distribution - Application for a new electricity supply (residential)\n"
                      "Applicant: B Dlamini   Location: Nkwalini, Eshowe - GPS -28.7419, 31.4152\nSupply: 20 A single phase, prepaid\n"
                      "Distance to nearest pole approx 60 m. Quotation to follow after site survey. Reference 2026/KZN/ESH/04418\n")
    add(f"{DL}/WhatsApp Chat with Baba.txt", P, "Parents", 6, t_baba_whatsapp)
    for i, a in enumerate((95, 38, 7), 1):
        photo(f"{kz}/Site photos/Nkwalini site {_ds(NOW - timedelta(days=a)).replace('/', '-')}.jpg", P, "Parents", a)
    kd = f"{DL}/KZN plans"
    add(f"{kd}/SP-2025-071 Floor plan.pdf", P, "Parents", ago(2025, 8, 20),
        lambda r, dt: "SP-2025-071 Floor plan - Dlamini dwelling, Nkwalini\nBedroom 1 4.2 x 3.8 (en suite)\nBedroom 2 3.4 x 3.2\n"
                      "Bedroom 3 3.2 x 3.0\nKitchen/lounge 8.6 x 5.1\nStoep 6.0 x 2.4\n")
    dot(f"{kd}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), ago(2025, 8, 20))
    hard(f"{DL}/Document (12).pdf", P, "Parents", 5, lambda r, dt: t_kzn_paycert(r, dt, 3, "Brickwork to wall plate"))
    hard(f"{WA}/DOC-20260311-WA0004.pdf", P, "Parents", ago(2026, 3, 31), lambda r, dt: t_kzn_paycert(r, dt, 2, "Surface bed (slab) and DPC"))
    hard("Scans/scan_0016.pdf", P, "Parents", ago(2025, 9, 24), t_itb_lease)
    hard(f"{DK}/Book2.xlsx", P, "Parents", 15, t_kzn_budget)
    hard(f"{DL}/Document (23).pdf", P, "Parents", 45, t_borehole)

    fm = f"{DOC}/Family"
    add(f"{fm}/AVBOB funeral policy statement 2026.pdf", A, "Parents", ago(2026, 2, 10), t_avbob)
    add(f"{fm}/Mama meds Eshowe Pharmacy Mar 2026.pdf", A, "Parents", ago(2026, 3, 16), t_mama_meds)
    add(f"{fm}/Support to Mam and Baba.xlsx", A, "Parents", 2, t_support_log)
    add(f"{fm}/Baba GEMS membership card.pdf", A, "Parents", ago(2025, 1, 20),
        lambda r, dt: "GEMS - Government Employees Medical Scheme\nMembership card\nPrincipal member: BHEKANI DLAMINI (pensioner)\n"
                      "Option: Emerald Value   Member no 0048812233\nDependant: ZODWA DLAMINI\nHospital authorisation: 0860 00 4367\n")
    hard("Scans/scan_0017.pdf", A, "Parents", ago(2026, 4, 15), t_mama_meds)
    bb = f"{fm}/Baba 65th Dec 2024"
    add(f"{bb}/Budget Baba 65th.xlsx", X, "Parents", ago(2024, 12, 20), t_party_budget)
    add(f"{bb}/Programme umgubho.docx", X, "Parents", ago(2024, 12, 10), t_party_programme)
    add(f"{bb}/Caterer invoice Mam Ntuli.pdf", X, "Parents", ago(2024, 12, 16),
        lambda r, dt: "Mam' Ntuli's Kitchen - Catering, Eshowe\nInvoice 2024-118\nClient: Thandi Dlamini\n"
                      "Event: Mr B Dlamini 65th & retirement, 14/12/2024, Nkwalini, 180 guests\n"
                      "Samp and beans, pap, chicken, beef stew (own cow), chakalaka, salads, dessert\nTotal R15 200.00 - paid in full\n")
    hard("2025/Document.docx", X, "Parents", ago(2025, 1, 8), t_party_programme)

    # ------------------------------------------------------------ Stokvel
    st = f"{DOC}/Stokvel"
    add(f"{st}/Masakhane constitution 2022.pdf", A, "Stokvel", ago(2022, 2, 28), t_stokvel_constitution)
    add(f"{st}/Contributions 2025.xlsx", A, "Stokvel", ago(2025, 12, 20), lambda r, dt: t_stokvel_contrib(r, dt, 2025))
    add(f"{st}/Contributions 2026.xlsx", A, "Stokvel", 4, lambda r, dt: t_stokvel_contrib(r, dt, 2026))
    for y, m in months((2026, 4), 2):
        add(f"{st}/Minutes/Minutes {MON[m - 1]} {y}.docx", A, "Stokvel", ago(y, m, 26), t_stokvel_minutes)
    for y, m in months((2026, 3), 2):
        add(f"{st}/Bank/Standard Bank stokvel statement {MON[m - 1]} {y}.pdf", A, "Stokvel", ago(y, m, 28), t_stokvel_bank)
    add(f"{st}/NASASA certificate.pdf", A, "Stokvel", ago(2025, 3, 3), t_nasasa)
    add(f"{st}/Members contact list.csv", A, "Stokvel", ago(2025, 6, 1),
        lambda r, dt: "Name,Cell,Role,Joined\n" + "\n".join(
            f"{m.split(' (')[0]},08{r.randint(1, 4)} {r.randint(100, 999)} {r.randint(1000, 9999)},"
            f"{m.split(' (')[1][:-1] if '(' in m else 'member'},{r.choice(['2022', '2022', '2023', '2024'])}" for m in STOKVEL))
    hard(f"{WA}/DOC-20260301-WA0002.docx", A, "Stokvel", ago(2026, 3, 1), t_stokvel_minutes)
    hard(f"{DL}/Document (13).pdf", A, "Stokvel", ago(2026, 1, 30), t_stokvel_bank)
    hard(f"{DL}/Book1 (1).xlsx", A, "Stokvel", ago(2025, 10, 29), lambda r, dt: t_stokvel_contrib(r, dt, 2025))
    hard("Scans/scan_0018.pdf", A, "Stokvel", ago(2024, 8, 30), t_stokvel_constitution)
    add(f"{DL}/NASASA guide for stokvel treasurers.pdf", R, "Stokvel", 240, t_stokvel_guide)
    sd = f"{st}/December 2025 bulk buy"
    add(f"{sd}/Makro bulk quote.xlsx", X, "Stokvel", ago(2025, 11, 12), t_bulk_quote)
    add(f"{sd}/Payout schedule Dec 2025.xlsx", X, "Stokvel", ago(2025, 12, 14), t_payout)
    add(f"{sd}/Makro tax invoice.pdf", X, "Stokvel", ago(2025, 11, 29),
        lambda r, dt: "Makro Strubens Valley - TAX INVOICE\nCustomer: Masakhane Stokvel (account T Dlamini)\nDate 2025/11/29\n"
                      "Groceries per stokvel order 12 x hamper\nTotal R19 344.36 incl. VAT  Paid EFT from Standard Bank stokvel account\n"
                      "Delivered: 14 Hakea Ave, Blairgowrie\n")
    hard("2025/Book2.xlsx", X, "Stokvel", ago(2025, 12, 15), t_payout)

    # ------------------------------------------------------------ Church
    ch = f"{DOC}/Church"
    for a in (ago(2026, 3, 10), ago(2026, 5, 12)):
        add(f"{ch}/Finance committee/FC minutes {_ds(NOW - timedelta(days=a)).replace('/', '-')}.docx", A, "Church", a, t_church_minutes)
    add(f"{ch}/Finance committee/Quarterly report Q1 2026.xlsx", A, "Church", ago(2026, 4, 13), t_church_report)
    add(f"{ch}/Finance committee/Budget 2026 draft.xlsx", A, "Church", ago(2025, 11, 18), t_church_budget)
    add(f"{ch}/Finance committee/AFS 2025 review notes.docx", A, "Church", 40,
        lambda r, dt: "Randburg Methodist - review of AFS for year ended 31 December 2025 (T Dlamini)\n"
                      "1. Bank reconciliation December: R3 410 unreconciled - cheque deposit 31 Dec\n"
                      "2. No fixed-asset register: organ, hall chairs, sound desk - create one\n"
                      "3. Thanksgiving envelopes: two counters must sign every count sheet\n"
                      "4. Section 18A receipts reconcile to donations ledger - OK\n"
                      "Recommend to Leaders' Meeting for approval, with management letter points above.\n")
    hard(f"{DL}/Document (14).pdf", A, "Church", ago(2026, 4, 14), lambda r, dt: t_church_report(r, dt).replace(";", "   "))
    hard(f"{WA}/DOC-20260211-WA0001.docx", A, "Church", ago(2026, 2, 11), t_church_minutes)
    add("Music/Hymns/Lizalis idinga lakho.mp3", R, "Church", 300,
        lambda r, dt: _id3(r, "Lizalis' idinga lakho", "Randburg Methodist Choir", "Amaculo 2024"))
    add("Music/Hymns/Nkosi sikelel iAfrika.mp3", R, "Church", 300,
        lambda r, dt: _id3(r, "Nkosi Sikelel' iAfrika", "Randburg Methodist Choir", "Amaculo 2024"))
    add(f"{ch}/Bible study Lent 2026 week 3.docx", R, "Church", ago(2026, 3, 5), t_bible_study)
    mn = f"{ch}/Manyano 60th 2024"
    add(f"{mn}/Manyano 60th budget and actuals.xlsx", X, "Church", ago(2024, 9, 2), t_manyano_budget)
    add(f"{mn}/Thank you letter from Manyano.pdf", X, "Church", ago(2024, 9, 20), t_manyano_letter)
    hard("2024/untitled.docx", X, "Church", ago(2024, 8, 12),
         lambda r, dt: "Women's Manyano 60th anniversary service - Sunday 25 August 2024 - arrangements\n"
                       "- Mam' Dube catering 350 people, deposit R10 000 paid from Manyano account\n"
                       "- marquee from Randburg Tents, erect Saturday\n- guest preacher Rev. Dr Mkhize from Pietermaritzburg, "
                       "travel + honorarium R3 500\n- new members' collars: 12\n- programme: Sister Radebe to approve\n")

    # ------------------------------------------------------------ Travel
    kr = f"{DOC}/Travel/Kruger July 2026"
    add(f"{kr}/SANParks booking confirmation.pdf", P, "Travel", ago(2026, 1, 28), t_sanparks)
    add(f"{kr}/Kruger plan.md", P, "Travel", 9, t_kruger_itin)
    add(f"{kr}/Packing list.txt", P, "Travel", 2, t_packing)
    add(f"{kr}/Wild Card renewal receipt.pdf", P, "Travel", ago(2026, 3, 4),
        lambda r, dt: "SANParks Wild Card - Payment receipt\nMembership: Family cluster (SANParks parks) - Dlamini/Khumalo\n"
                      f"Valid {_d(dt)} to 2027-03\nAmount R1 095.00 paid by card\nMembers: Thandiwe, Sipho, Lwazi, Ayanda\n")
    add(f"{DL}/SANParks_Booking_0026-88412.pdf", P, "Travel", ago(2026, 1, 28), t_sanparks)
    hard(f"{DL}/0026884127.pdf", P, "Travel", ago(2026, 2, 2), t_sanparks)
    mu = f"{DOC}/Travel/Mauritius April 2024"
    add(f"{mu}/Air Mauritius e-tickets.pdf", X, "Travel", ago(2024, 1, 30), t_mauritius)
    add(f"{mu}/Palmar Bay hotel voucher.pdf", X, "Travel", ago(2024, 2, 2), t_mauritius_hotel)
    add(f"{mu}/Mauritius itinerary.docx", X, "Travel", ago(2024, 3, 25),
        lambda r, dt: "Mauritius 10-17 April 2024 (break between CMI and Khanyisa!)\n- Wed 10: arrive, transfer to Belle Mare\n"
                      "- Fri 12: Ile aux Cerfs catamaran day\n- Sun 14: Chamarel seven-coloured earth + rum distillery (adults)\n"
                      "- Tue 16: Grand Baie market\nBudget: MUR ~25 000 spending; take USD cash for tips\n")
    hard("2024/Document (3).pdf", X, "Travel", ago(2024, 2, 1), t_mauritius)
    ct = f"{DOC}/Travel/Cape Town Dec 2025"
    add(f"{ct}/FlySafair booking.pdf", X, "Travel", ago(2025, 9, 14), t_cpt)
    add(f"{ct}/Airbnb Muizenberg.pdf", X, "Travel", ago(2025, 9, 16), t_cpt_airbnb)
    add(f"{ct}/Car hire Avis CPT.pdf", X, "Travel", ago(2025, 12, 1),
        lambda r, dt: "Avis Rent a Car - Reservation\nPick-up Cape Town International 19 Dec 2025 11:30, return 28 Dec 2025 15:30\n"
                      "Group D - Toyota Corolla Cross or similar, 4 drivers? No - driver Sipho Khumalo\n"
                      "Total estimate R6 940.00 incl. super cover. Paid with FNB credit card (free car hire insurance cover).\n")
    add(f"{ct}/Holiday budget CPT.xlsx", X, "Travel", ago(2026, 1, 5),
        lambda r, dt: "Cape Town Dec 2025;Budget;Actual\nFlights FlySafair;11 300;11 286\nAirbnb Muizenberg;24 780;24 780\n"
                      "Car hire;7 000;6 940\nTable Mountain cableway;1 600;1 480\nAquarium;900;860\nGroceries and eating out;9 000;11 450\n"
                      "Total;54 580;56 796")

    # ------------------------------------------------------------ Photos (Resources)
    for a in (3, 17, 40, 71):
        ts = NOW - timedelta(days=a, seconds=r.randint(0, 40000))
        photo(f"OneDrive/Pictures/Camera Roll/{ts:%Y%m%d_%H%M%S}.jpg", R, "Photos", a)
    for a in (ago(2025, 7, 6), ago(2025, 10, 18), ago(2026, 1, 1), ago(2026, 4, 11)):
        ts = NOW - timedelta(days=a, seconds=r.randint(0, 40000))
        photo(f"Phone dump 2026-04/DCIM/Camera/{ts:%Y%m%d_%H%M%S}.jpg", R, "Photos", a)
    for i, a in enumerate((ago(2026, 3, 1), ago(2026, 4, 12)), 1):
        ts = NOW - timedelta(days=a)
        photo(f"Phone dump 2026-04/WhatsApp/Media/WhatsApp Images/IMG-{ts:%Y%m%d}-WA00{10 + i}.jpg", R, "Photos", a)
    for a in (5, 47):
        ts = NOW - timedelta(days=a, seconds=r.randint(0, 40000))
        add(f"Pictures/Screenshots/Screenshot {ts:%Y-%m-%d %H%M%S}.png", R, "Photos", a, "")
    for i, a in enumerate((12, 150)):
        add(f"Pictures/From Sipho/IMG_{4412 + i * 37}.HEIC", R, "Photos", a, "")
    for i, a in enumerate((ago(2025, 12, 20), ago(2025, 12, 24)), 1):
        photo(f"Pictures/Cape Town Dec 2025/IMG_{NOW - timedelta(days=a):%Y%m%d}_15{i}201.jpg", R, "Photos", a)
    for i, a in enumerate((ago(2024, 4, 11), ago(2024, 4, 16)), 1):
        photo(f"Pictures/Mauritius 2024/DSC0{2210 + i * 13}.JPG", R, "Photos", a)
    photo("Pictures/Lwazi 10th birthday.jpg", R, "Photos", ago(2025, 11, 22))

    # ------------------------------------------------------------ Software (Resources)
    for name, head, a in (("ChromeSetup.exe", b"MZ\x90\x00", 400), ("ZoomInstallerFull.exe", b"MZ\x90\x00", 220),
                          ("PBIDesktopSetup_x64.exe", b"MZ\x90\x00", 180),
                          ("Teams_windows_x64.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 300),
                          ("HP_Smart_Tank_580_Full_Software.exe", b"MZ\x90\x00", 450),
                          ):
        add(f"{DL}/{name}", R, "Software", a, _blob(r, head, 1200))

    # ------------------------------------------------------------ Left (System)
    add(f"{DL}/Unconfirmed 418223.crdownload", L, "System", 0.3, _blob(r, b"%PDF-1.7\n", 700))
    add(f"{DL}/GIBS_MBA_Info_Session_Recording.mp4.crdownload", L, "System", 2, _blob(r, b"\x00\x00\x00\x20ftypisom", 900))
    add(f"{DL}/Acumatica_2026R1_Release_Notes.pdf.part", L, "System", 11, _blob(r, b"%PDF-1.6\n", 600))
    add(f"{k}/Management accounts/~$mt accounts Apr 2026 FINAL.xlsx", L, "System", 18,
        b"\x0bThandi     " + bytes(150))
    add(f"{mba}/~$say 2 why MBA v3 FINAL.docx", L, "System", 2, b"\x0bThandi     " + bytes(150))
    add(f"{DK}/desktop.ini", L, "System", 700,
        "\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n".encode("utf-16"))
    add(f"{DOC}/desktop.ini", L, "System", 700,
        "\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n".encode("utf-16"))
    add("Pictures/desktop.ini", L, "System", 700,
        "\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779\r\n".encode("utf-16"))
    add("Scans/Thumbs.db", L, "System", 14, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))

    return items
