"""A thirty-first labelled corpus: a Welsh medievalist's files, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench
scripts, or the bodies of the other corpora: only ``unseen.py``'s docstring (for the way labelling rules
are written) and the start of its ``build()`` (the write/encode/add helpers), the ``Item`` dataclass,
``NOW``/``NOW_S``/``DAY`` and the helpers ``_pdf`` and ``_jpeg`` (``corpus.py``), ``_d``, ``_money``,
``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``), and ``_blob``, ``_xlsx``, ``_rezip``, ``_latin1``,
``_epub``, ``_id3`` (``unseen.py``). The files and labels are shaped by what this person would have on
disk, not by what any code looks for.

The person: Dr Owen Prydderch, 48, Senior Lecturer in Medieval History in the Department of History and
Welsh History at Aberystwyth University (since September 2017; before that Lecturer in Medieval History
at the University of Leicester, 2010-2017). He lives at Bryn Eithin, Llanbadarn Fawr, with his wife
Carys (a GP partner at a practice in Aberaeron) and their children Elin (15, Year 11 at Ysgol Gyfun
Penweddig, sitting her GCSEs in May-June 2026) and Rhys (12, Year 7 at the same school, going on the
Year 7 residential at Gwersyll yr Urdd Glan-llyn on 15-17 June 2026). He is Welsh-speaking and sings
bass in Cor Rheidol, a mixed choir that competes at the National Eisteddfod in August 2026. He works on
Ubuntu at the office and at home: a ``~/`` with ``Documents/``, ``Downloads/``, ``Desktop/``,
``Pictures/``, ``Music/``, a ``~/research`` tree of LaTeX projects with BibTeX and Zotero exports, a
``~/teaching`` tree by academic year, a ``scans/`` folder the home printer writes to, a ``misc/`` of
loose notes, a ``mail-saved/`` folder of emails dragged out of Thunderbird, and ``old-laptop-2017/``, a
copy of the Windows laptop he left Leicester with.

What is going on now (June 2026): the monograph *Lordship, Law and Record in the March of Wales,
1282-1415* for University of Wales Press, final typescript due 30 September 2026 (contract signed 2023);
the AHRC-funded project "Marcher Court Rolls: Lordship and Record, 1282-1415" (AH/Y006123/1, October
2024 - September 2027) with the postdoc Dr Ffion Llewelyn, transcribing and photographing court rolls
at the National Library of Wales and The National Archives; the conference "Borders of Lordship: the
March of Wales in Context, c.1066-1536" that he organises in Aberystwyth on 9-11 September 2026; a
paper at the Leeds International Medieval Congress in July 2026; an article on dower in the Marcher
courts under revise-and-resubmit at the Welsh History Review; his application for promotion to Reader
(deadline 19 June 2026); a single-storey rear kitchen extension on the house (planning permission from
Ceredigion County Council, builder on site since April 2026); Elin's GCSEs; Rhys's Glan-llyn trip;
the choir's Eisteddfod competition; and a family holiday in Brittany in July 2026.

What goes on without end: teaching each academic year (modules HY10420 Medieval Europe 1000-1300,
HY22520 The March of Wales 1066-1415 and its Welsh-medium twin HC22520, the final-year special subject
HY37020 Edward I and Wales, the MA module HYM1020 Latin and Palaeography; lectures, seminars, marking,
exam boards, references for students), PhD supervision (Gwenllian Morgan, year 3; Tomasz Nowak, year 1),
external examining for Bangor University (2023-2027), his role as the department's Admissions Tutor,
peer review for journals and presses, his employment at Aberystwyth (contract, appraisal, pay), the
household's money (bank, mortgage with the Principality, USS pension, self-assessment tax on royalties
and fees, royalties from the 2021 book), the house and its bills, the family's health, the children's
school, the car (a 2019 Skoda Octavia estate) and the choir.

What is finished: the book *Justice and Lordship in the Welsh March, c.1200-1300* (Boydell, 2021); the
British Academy/Leverhulme Small Research Grant on the Strata Florida charters (2021-2023); research
leave in January-August 2024 with a visiting fellowship in Dublin; past conferences (Kalamazoo 2023,
Leeds 2025); the Leicester post (ended 2017); his term as the department's Exams Officer (2018-2022);
external examining at Cardiff (2018-2022); the Crusades module HY26320 (last taught 2022-23, retired);
Dr Daniel Hughes's PhD (viva November 2023); the 2020 loft conversion; Elin's Year 8 trip to
Llangrannog (2024); the choir's tour of Ireland (2023); past family trips.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  monograph (LaTeX sources and build files, contract, proposal, readers' reports, permissions, images),
  the AHRC project (grant documents, budget, postdoc recruitment and management, transcriptions, data,
  manuscript photographs, reports), the September 2026 conference, the Leeds 2026 paper and the
  dower article -- all topic Research; the promotion to Reader -- topic Career; the kitchen extension
  (planning, drawings, quotes, contract, invoices, emails, progress photos) -- topic Home; Elin's GCSEs
  and Rhys's Glan-llyn trip -- topic School; the choir's Eisteddfod 2026 entry (entry form, coach,
  the set test pieces issued for the competition) -- topic Choir; the Brittany holiday -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: teaching,
  marking, exam boards, student references, PhD supervision and external examining at Bangor
  (Teaching), a 2023-24 marking sheet being as much Teaching as this year's; peer review and referee
  reports (Research); the admissions-tutor role and department meetings (Department); his contract,
  appraisal and pay letters (Career); bank, mortgage, pension, tax, payslips and the old book's
  royalty statements (Finance); the house, its bills and insurance (Home); health (Health); the
  children's school (School); the car (Car); singing in the choir -- rehearsals, subs, concerts
  (Choir). An old tax return or a 2019 mortgage offer is still Finance in Areas.
- **Resources**: reference and interests by subject: articles, book chapters, reading notes, the
  Zotero library and master BibTeX file, even when they sit inside a project folder (Research);
  teaching handbooks and pedagogy reading (Teaching); appliance manuals (Home); the choir's general
  repertoire -- sheet music and learning tracks (Choir); music files (Music); ebooks (Books);
  installers and LaTeX templates (Software); photos, albums and screenshots (Photos) -- except photos
  that document a project, current or finished (extension progress, manuscripts photographed for the
  AHRC project or during the 2024 research leave: the project's bucket and topic) and those inside the
  old-laptop copy.
- **Archive**: finished projects and ended responsibilities, however recent the file: the 2021 book,
  the Strata Florida grant, the 2024 research leave, past conferences (Research); the Leicester post
  (Career); the Exams Officer term (Department); the Cardiff external examining, the retired Crusades
  module and Daniel Hughes's finished PhD (Teaching); the loft conversion (Home); Elin's 2024
  Llangrannog trip (School); the choir's 2023 Ireland tour (Choir); past family trips (Travel); the
  whole copy of the old laptop (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``), wherever they are, the old-laptop copy included
  (topic System). Dot files (``.~lock.x#``, ``.gitignore``, ``.directory``, ``.latexmkrc``) are
  written but not labelled.

Topics are subjects, one per subject: all of his scholarship (own projects, reading, reviewing) is
``Research``; all of his teaching and supervision is ``Teaching``; the extension is ``Home`` like the
council tax. ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/document(2).pdf``, ``Desktop/Untitled 1.txt``, ``scans/scan0031.pdf``, ``misc/notes.txt``,
``mail-saved/message (3).eml``, ``Documents/2025/letter.docx``): only the text inside (.txt, .md, .csv,
.eml, .pdf, .docx, .xlsx, and the content.xml of one .odt file) can place it. Images are never hard.
Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import io
import os
import random
import zipfile
import zlib
from datetime import datetime, timedelta
from pathlib import Path
from xml.sax.saxutils import escape

from .blind import HEIC_HEAD, _d, _docx, _money, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

ZD = (2026, 1, 1, 0, 0, 0)


def _zipb(entries: list[tuple[str, str]]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, body in entries:
            zi = zipfile.ZipInfo(name, date_time=ZD)
            zi.compress_type = zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, body)
    return out.getvalue()


def _odt(text: str) -> bytes:
    paras = "".join(f"<text:p>{escape(ln)}</text:p>" for ln in text.splitlines())
    content = ('<?xml version="1.0" encoding="UTF-8"?><office:document-content '
               'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
               'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3">'
               f"<office:body><office:text>{paras}</office:text></office:body></office:document-content>")
    manifest = ('<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
                'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">'
                '<manifest:file-entry manifest:full-path="/" '
                'manifest:media-type="application/vnd.oasis.opendocument.text"/>'
                '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
                '</manifest:manifest>')
    return _zipb([("mimetype", "application/vnd.oasis.opendocument.text"),
                  ("META-INF/manifest.xml", manifest), ("content.xml", content)])


def _pptx(text: str) -> bytes:
    """A minimal presentation: one slide per blank-line-separated block of ``text``."""
    slides = [s.strip() for s in text.split("\n\n") if s.strip()]
    ns_p = "http://schemas.openxmlformats.org/presentationml/2006/main"
    ns_a = "http://schemas.openxmlformats.org/drawingml/2006/main"
    ns_r = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    ns_pk = "http://schemas.openxmlformats.org/package/2006"
    entries = []
    over = "".join(f'<Override PartName="/ppt/slides/slide{i}.xml" ContentType="application/'
                   'vnd.openxmlformats-officedocument.presentationml.slide+xml"/>' for i in range(1, len(slides) + 1))
    entries.append(("[Content_Types].xml",
                    f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="{ns_pk}/content-types">'
                    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
                    '<Default Extension="xml" ContentType="application/xml"/>'
                    '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-'
                    f'officedocument.presentationml.presentation.main+xml"/>{over}</Types>'))
    entries.append(("_rels/.rels",
                    f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns_pk}/relationships">'
                    f'<Relationship Id="rId1" Type="{ns_r}/officeDocument" Target="ppt/presentation.xml"/>'
                    '</Relationships>'))
    ids = "".join(f'<p:sldId id="{255 + i}" r:id="rId{i}"/>' for i in range(1, len(slides) + 1))
    entries.append(("ppt/presentation.xml",
                    f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation xmlns:p="{ns_p}" '
                    f'xmlns:r="{ns_r}"><p:sldIdLst>{ids}</p:sldIdLst></p:presentation>'))
    rels = "".join(f'<Relationship Id="rId{i}" Type="{ns_r}/slide" Target="slides/slide{i}.xml"/>'
                   for i in range(1, len(slides) + 1))
    entries.append(("ppt/_rels/presentation.xml.rels",
                    f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships '
                    f'xmlns="{ns_pk}/relationships">{rels}</Relationships>'))
    for i, s in enumerate(slides, 1):
        paras = "".join(f"<a:p><a:r><a:t>{escape(ln)}</a:t></a:r></a:p>" for ln in s.splitlines())
        entries.append((f"ppt/slides/slide{i}.xml",
                        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:p="{ns_p}" '
                        f'xmlns:a="{ns_a}"><p:cSld><p:spTree><p:sp><p:txBody><a:bodyPr/>{paras}'
                        '</p:txBody></p:sp></p:spTree></p:cSld></p:sld>'))
    return _zipb(entries)


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    tz = "+0100" if 4 <= dt.month <= 10 else "+0000"
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:00 {tz}\n"
            f"Message-ID: <{zlib.crc32(subject.encode()) % 10**9}.{dt:%Y%m%d}@mail.aber.ac.uk>\nMIME-Version: 1.0\n"
            'Content-Type: text/plain; charset="utf-8"\nContent-Transfer-Encoding: 8bit\n\n' + body.strip() + "\n")


GZ = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03"
DEB = b"!<arch>\ndebian-binary   1700000000  0     0     100644  4         `\n2.0\n"
MP4 = b"\x00\x00\x00\x20ftypisom\x00\x00\x02\x00isomiso2avc1mp41"
TIF = b"II*\x00\x08\x00\x00\x00"
ZIPH = b"PK\x03\x04\x14\x00\x00\x00\x08\x00"
APPIMAGE = b"\x7fELF\x02\x01\x01\x00AI\x02\x00\x00\x00\x00\x00"

OWEN = "Dr Owen Prydderch"
ADDR = "Bryn Eithin, Ffordd Llanbadarn, Llanbadarn Fawr, Aberystwyth SY23 3QW"
EMAIL = "owen.prydderch@aber.ac.uk"
HOME_EMAIL = "owen.prydderch@gmail.com"


def _ds(dt: datetime) -> str:
    return f"{dt:%d/%m/%Y}"


# ----------------------------------------------------------------------------------------------- Finance
def t_bank(r: random.Random, dt: datetime) -> str:
    start = dt - timedelta(days=30)
    bal = r.uniform(1200, 5200)
    rows = [("Aberystwyth University salary", r.uniform(3900, 4150)), ("Principality BS mortgage", -1184.37),
            ("Ceredigion CC council tax", -241.00), ("Octopus Energy", -r.uniform(140, 210)),
            ("Tesco Stores Aberystwyth", -r.uniform(60, 140)), ("Dwr Cymru Welsh Water", -48.20),
            ("ParentPay Ysgol Penweddig", -r.uniform(20, 60)), ("Admiral Insurance", -47.85),
            ("Transfer to joint savings", -400.00), ("BT Broadband", -39.99)]
    lines = [f"Nationwide Building Society - FlexAccount statement", f"Mr O Prydderch, {ADDR}",
             f"Account 07011234 Sort code 07-04-36", f"Statement period {_ds(start)} to {_ds(dt)}",
             f"Opening balance GBP {bal:,.2f}"]
    for i, (desc, amt) in enumerate(rows):
        bal += amt
        lines.append(f"{_ds(start + timedelta(days=2 + i * 3))}  {desc:<34} {amt:>10,.2f}  {bal:>10,.2f}")
    lines.append(f"Closing balance GBP {bal:,.2f}")
    return "\n".join(lines)


def t_bank_csv(r: random.Random, dt: datetime) -> str:
    out = ["Date,Transaction type,Description,Paid out,Paid in,Balance"]
    bal = r.uniform(900, 3000)
    for i in range(24):
        d = dt - timedelta(days=60 - i * 2.5)
        desc, amt = r.choice([("Tesco Stores 2214", -r.uniform(20, 120)), ("Morrisons Aberystwyth", -r.uniform(15, 90)),
                              ("Amazon Marketplace", -r.uniform(8, 60)), ("Costa Aberystwyth", -4.35),
                              ("Principality BS", -1184.37), ("ABERYSTWYTH UNIV SALARY", 4021.16),
                              ("Octopus Energy DD", -176.00), ("Shell Bow Street", -r.uniform(50, 75))])
        bal += amt
        out.append(f"{d:%d %b %Y},{'Direct debit' if amt < -100 else 'Visa'},{desc},"
                   f"{-amt if amt < 0 else ''},{amt if amt > 0 else ''},{bal:.2f}".replace("-", ""))
    return "\n".join(out)


def t_payslip(r: random.Random, dt: datetime) -> str:
    gross = 5612.83
    return (f"Aberystwyth University - Payslip\nEmployee: Owen Prydderch   Staff no: 004871\n"
            f"Pay date: {_d(dt)}   Tax code: 1257L   NI: JK 52 81 93 C\nGrade 8, point 44, Senior Lecturer\n"
            f"Basic salary {gross:,.2f}\nUSS member contribution -{gross * 0.061:,.2f}\n"
            f"Income tax -{r.uniform(1050, 1120):,.2f}\nNational Insurance -{r.uniform(300, 330):,.2f}\n"
            f"Net pay {r.uniform(3900, 4150):,.2f}")


def t_uss(r: random.Random, dt: datetime) -> str:
    return (f"Universities Superannuation Scheme - Annual Benefit Statement as at 31 March {dt.year}\n"
            f"Member: Mr Owen Prydderch  Member number 2041877\nEmployer: Aberystwyth University\n"
            f"Retirement Income Builder: pension built up {_money(r, 19000, 23000)} a year and lump sum "
            f"{_money(r, 57000, 68000)}\nInvestment Builder value {_money(r, 8000, 14000)}\n"
            "Normal pension age 67. You can log in to My USS to model retirement options.\n"
            "Your nominated beneficiary: Carys Prydderch.")


def t_mortgage(r: random.Random, dt: datetime) -> str:
    return (f"Principality Building Society - Annual Mortgage Statement {dt.year - 1}\n"
            f"Mr O and Dr C Prydderch, {ADDR}\nMortgage account 4410 228 193\n"
            f"Balance outstanding {_money(r, 171000, 182000)}\nInterest charged in the year {_money(r, 6100, 6900)}\n"
            "Current product: 5-year fixed at 4.39% until 31/08/2028, then Standard Variable Rate.\n"
            "Monthly payment GBP 1,184.37. Remaining term 17 years 3 months.")


def t_mortgage_offer(r: random.Random, dt: datetime) -> str:
    return (f"Principality Building Society - Mortgage Offer\nDate: {_d(dt)}\nApplicants: Owen Prydderch, Carys Prydderch\n"
            f"Property: {ADDR}\nLoan amount GBP 214,000 over 25 years\n"
            f"Product: 5 year fixed rate {'2.19' if dt.year < 2021 else '4.39'}% (remortgage), early repayment charges apply for 5 years.\n"
            "Please sign and return the acceptance form together with your solicitor details.")


def t_royalty(r: random.Random, dt: datetime) -> str:
    copies = r.randint(20, 75)
    return (f"Boydell & Brewer Ltd - Royalty Statement for the period ending 31 December {dt.year - 1}\n"
            f"Author: Owen Prydderch\nTitle: Justice and Lordship in the Welsh March, c.1200-1300 (hardback, ebook)\n"
            f"Copies sold in period: {copies} hardback, {r.randint(10, 40)} ebook\n"
            f"Royalty earned {_money(r, 90, 260)}\nThe amount will be paid by BACS to your nominated account.\n"
            "Please keep this statement for your tax records.")


def t_p60(r: random.Random, dt: datetime) -> str:
    return (f"P60 End of Year Certificate, tax year to 5 April {dt.year}\nEmployer: Aberystwyth University, PAYE ref 120/A4471\n"
            f"Employee: Owen Prydderch, NI number JK 52 81 93 C\nPay in this employment {_money(r, 66000, 69000)}\n"
            f"Tax deducted {_money(r, 12800, 13600)}\nFinal tax code 1257L\n"
            "Keep this certificate in a safe place. You will need it if you complete a tax return.")


def t_sa(r: random.Random, dt: datetime) -> str:
    return (f"Self Assessment notes, tax year {dt.year - 2}-{str(dt.year - 1)[2:]}\nUTR 81234 56790\n"
            f"Employment income per P60: {_money(r, 64000, 68000)}\nSelf-employment (royalties, external examining, "
            f"peer review fees): {_money(r, 900, 2400)}\nExpenses claimed: books, conference fees {_money(r, 80, 300)}\n"
            f"Gift Aid donations: {_money(r, 100, 300)}\nTax due by 31 January: {_money(r, 200, 700)}\n"
            "Filed online via HMRC gateway; keep receipts for 5 years.")


def t_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Month;Salary O;Salary C;Mortgage;Council tax;Energy;Food;Car;Children;Savings"]
    for m in range(1, 7):
        rows.append(f"{m:02d}/{dt.year};4021;{r.randint(5400, 5900)};1184;241;{r.randint(140, 220)};"
                    f"{r.randint(650, 900)};{r.randint(120, 300)};{r.randint(150, 400)};{r.randint(300, 900)}")
    return "\n".join(rows)


# --------------------------------------------------------------------------------------------------- Home
def t_council_tax(r: random.Random, dt: datetime) -> str:
    return (f"Cyngor Sir Ceredigion County Council - Council Tax Bill {dt.year}/{str(dt.year + 1)[2:]}\n"
            f"Mr O Prydderch & Dr C Prydderch, {ADDR}\nProperty band: E\nAnnual charge GBP 2,410.00\n"
            "Payable by 10 monthly instalments of GBP 241.00 by direct debit from 1 April.\n"
            "Your bill includes the precepts of the Dyfed-Powys Police and Crime Commissioner and "
            "Llanbadarn Fawr Community Council.")


def t_energy(r: random.Random, dt: datetime) -> str:
    return (f"Octopus Energy - your statement\nAccount A-4F21C7B0  Supply address: {ADDR}\n"
            f"Electricity {r.randint(280, 420)} kWh, gas {r.randint(600, 1400)} kWh for the period to {_d(dt)}\n"
            f"Total charges {_money(r, 120, 240)}; paid by direct debit {_money(r, 150, 200)}\n"
            "Tariff: Flexible Octopus. Your smart meter readings were used.")


def t_water(r: random.Random, dt: datetime) -> str:
    return (f"Dwr Cymru Welsh Water - Annual Bill {dt.year}-{str(dt.year + 1)[2:]}\nCustomer: O Prydderch\n"
            f"Supply address: {ADDR}\nWater supply {_money(r, 250, 290)}  Sewerage {_money(r, 300, 340)}\n"
            "Payable in 10 instalments by direct debit.")


def t_home_ins(r: random.Random, dt: datetime) -> str:
    return (f"NFU Mutual - Home Insurance renewal\nPolicyholder: Owen Prydderch\nRisk address: {ADDR}\n"
            f"Period of cover: {_d(dt)} to {_d(dt + timedelta(days=364))}\nBuildings sum insured GBP 420,000; "
            f"Contents GBP 65,000\nAnnual premium {_money(r, 520, 690)}\n"
            "Please tell us about any building works, including extensions, before they start.")


def t_boiler(r: random.Random, dt: datetime) -> str:
    return (f"Aber Heating & Plumbing - Boiler service certificate\nDate: {_d(dt)}\nCustomer: Mr Prydderch, {ADDR}\n"
            "Appliance: Worcester Bosch Greenstar 30i combi, located in utility room\n"
            f"Flue gas analysis CO/CO2 ratio 0.00{r.randint(10, 40)} - pass. Next service due in 12 months.\n"
            f"Charge {_money(r, 85, 110)} paid by card.")


def t_broadband(r: random.Random, dt: datetime) -> str:
    return (f"Home network notes (updated {_d(dt)})\nRouter: BT Smart Hub 2, in the hall cupboard\n"
            "Wi-Fi name: BrynEithin  (guest network: BrynEithin-Guest)\nPrinter: Brother MFC-L2750 on 192.168.1.40, "
            "scans go to ~/scans\nBT account number GB22 1184 7731; contract ends March 2027.\n"
            "If the internet drops: power-cycle the hub, then ring BT on 0800 800 150.")


def t_manual(appliance: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{appliance} - Instructions for use and installation\n{body}\nKeep these instructions for future reference."
    return f


# ---------------------------------------------------------------------------------------------- Extension
ARCH = "Rhian Davies Architecture, 3 Stryd y Popty, Aberystwyth"
BUILDER = "Jenkins & Evans Building Ltd, Unit 4 Glanyrafon Industrial Estate, Aberystwyth"


def t_ext_planning(r: random.Random, dt: datetime) -> str:
    return (f"Cyngor Sir Ceredigion County Council - Town and Country Planning Act 1990\nDecision notice, application "
            f"A250317\nDate: {_d(dt)}\nApplicant: Mr O Prydderch\nSite: {ADDR}\n"
            "Proposal: single-storey rear extension to form kitchen and dining room, with roof lights.\n"
            "Decision: planning permission GRANTED subject to conditions: works to begin within five years; "
            "materials to match the existing dwelling; no windows in the east elevation.")


def t_ext_quote(r: random.Random, dt: datetime) -> str:
    return (f"{BUILDER}\nQuotation Q-2026-014, {_d(dt)}\nClient: Owen and Carys Prydderch, {ADDR}\n"
            "Works: construct single-storey rear extension 6.2m x 4.1m per Rhian Davies drawings 04-07 rev B;\n"
            "strip foundations, blockwork cavity walls, warm flat roof with two roof lights, bi-fold doors,\n"
            "knock through existing kitchen wall with steel beam per engineer's calculations.\n"
            f"Total (excluding kitchen units and flooring) GBP {r.randint(58, 66)},{r.randint(100, 999)} + VAT.\n"
            "Programme: 12-14 weeks from start on site. Stage payments as per schedule attached.")


def t_ext_invoice(stage: int, what: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"{BUILDER}\nVAT reg 312 4471 20\nINVOICE JE-{2026}-{40 + stage * 7:03d}   Date: {_d(dt)}\n"
                f"To: Mr O Prydderch, {ADDR}\nRe: rear extension, stage payment {stage}: {what}\n"
                f"Amount {_money(r, 9000, 16000)} + VAT. Payment within 14 days to Jenkins & Evans Building Ltd,\n"
                "sort code 40-22-18, account 71455201. Thank you for your business.")
    return f


def t_ext_contract(r: random.Random, dt: datetime) -> str:
    return (f"JCT Homeowner Contract - signed copy, {_d(dt)}\nBetween Owen Prydderch and Carys Prydderch (the Customer) "
            f"and Jenkins & Evans Building Ltd (the Contractor)\nThe Works: single-storey rear extension at {ADDR}\n"
            "Start date: 13 April 2026. Completion: 17 July 2026.\nContract sum as per quotation Q-2026-014. "
            "Retention of 2.5% for six months after completion.\nSigned O. Prydderch   C. Prydderch   G. Jenkins")


def t_ext_building_control(r: random.Random, dt: datetime) -> str:
    return (f"Ceredigion Building Control - Site inspection record\nDate: {_d(dt)}\nSite: {ADDR}\n"
            "Stage inspected: foundation excavation. Trenches to 1.0m on firm clay. Satisfactory; concrete may be poured.\n"
            "Next inspections: damp proof course, drainage test, pre-plaster, completion.")


def t_ext_eng(r: random.Random, dt: datetime) -> str:
    return (f"Morgan Structural Consulting - Calculations, job 2611\nDate: {_d(dt)}\nProject: rear extension, Bryn Eithin, "
            "Llanbadarn Fawr\nBeam B1 over knock-through opening: 203x133x30 UKB S355, bearing on padstones "
            "440x215x140.\nRoof joists: C24 47x195 at 400 centres. Lintel over bi-folds: 2 no. steel as drawing.")


def t_ext_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Item;Supplier;Quoted;Paid;Notes", f"Architect drawings;Rhian Davies;2400;2400;paid Nov",
            "Planning fee;Ceredigion CC;258;258;", "Structural engineer;Morgan Structural;650;650;",
            f"Building control;Ceredigion CC;{r.randint(700, 900)};450;balance at completion",
            f"Builder;Jenkins & Evans;{r.randint(58000, 66000)};{r.randint(20000, 30000)};stages 1-2 paid",
            f"Kitchen units;Howdens;{r.randint(9000, 12000)};0;order by end June",
            f"Flooring;Carpetright / Karndean;{r.randint(1800, 2600)};0;", "Contingency 10%;;6500;;"]
    return "\n".join(rows)


def t_ext_mail_builder(r: random.Random, dt: datetime) -> str:
    return _eml("Gareth Jenkins <gareth@jenkinsevansbuild.co.uk>", HOME_EMAIL, "Re: update", dt,
                "Hi Owen,\n\nQuick update from site. The steel went in on Tuesday and building control were happy "
                "with it. Roofer is booked for next week, weather permitting. We'll need a decision on the roof "
                "light blinds and the position of the kitchen sink by Friday so the plumber can run the waste.\n\n"
                "Also the skip needs moving when the bi-folds arrive - can you ask your neighbour about the drive?\n\n"
                "Cheers,\nGareth")


def t_ext_mail_arch(r: random.Random, dt: datetime) -> str:
    return _eml("Rhian Davies <rhian@rhiandaviesarchitecture.co.uk>", HOME_EMAIL, "Drawings rev C", dt,
                "Dear Owen and Carys,\n\nPlease find attached revision C of drawings 04-07. The only change is the "
                "roof light over the dining table, moved 300mm towards the garden as discussed on site, and the "
                "utility door now opening outwards. Planning are content this is a non-material amendment.\n\n"
                "I'll send the revised set to Gareth at Jenkins & Evans.\n\nBest wishes,\nRhian")


def t_ext_kitchen_call(r: random.Random, dt: datetime) -> str:
    return (f"call w/ Howdens (Aled) {dt:%d/%m}\n- Burford grey shaker doors, oak worktop or quartz? quartz +1,900\n"
            "- island 2.4m, hob on island? Carys says no - hob against wall, extractor vented through new wall\n"
            "- need final measurements once plastering done (Gareth says wk of 22 June)\n"
            "- delivery 4 wks from order. order by 26 June to fit before we go to France\n"
            "- bi-fold door threshold flush with floor - ask Gareth re screed depth")


def t_ext_neighbour(r: random.Random, dt: datetime) -> str:
    return (f"{ADDR}\n{_d(dt)}\nDear Mr and Mrs Hopkins,\n"
            "Thank you for your letter about the building work at the back of our house. I am sorry about the noise "
            "and the lorry blocking the lane last week. The builders have agreed to deliveries only after 9am and "
            "the skip will be moved on to our drive from Monday. The extension will be finished in mid-July and the "
            "party wall surveyor will call to check your garage wall before and after.\nWith best wishes,\nOwen Prydderch")


# -------------------------------------------------------------------------------------------------- Loft 2020
def t_loft_completion(r: random.Random, dt: datetime) -> str:
    return (f"Ceredigion County Council - Building Regulations Completion Certificate\nReference BC/2020/0419\n"
            f"Date: {_d(dt)}\nProperty: {ADDR}\nDescription of work: loft conversion to form bedroom and shower room\n"
            "The council is satisfied that the work complies with the Building Regulations 2010.")


def t_loft_invoice(r: random.Random, dt: datetime) -> str:
    return (f"Teifi Lofts Ltd - Final account\nDate: {_d(dt)}\nClient: O Prydderch, {ADDR}\n"
            "Loft conversion with dormer, Velux windows, shower room. Final payment after snagging.\n"
            f"Balance due {_money(r, 3000, 5000)}. Paid with thanks.")


# ---------------------------------------------------------------------------------------------------- Car
CAR = "Skoda Octavia Estate 1.5 TSI SE, registration CN19 KDL"


def t_car_service(r: random.Random, dt: datetime) -> str:
    return (f"Rheidol Garage, Llanbadarn Road, Aberystwyth\nInvoice {r.randint(30000, 39999)}  Date: {_d(dt)}\n"
            f"Customer: O Prydderch   Vehicle: {CAR}   Mileage: {r.randint(58000, 72000)}\n"
            "Annual service: oil and filter, air filter, brake fluid. Front brake pads replaced.\n"
            f"Total {_money(r, 290, 460)} inc VAT. Next service due in 12 months or 10,000 miles.")


def t_mot(r: random.Random, dt: datetime) -> str:
    return (f"MOT test certificate\nVehicle: {CAR}\nTest date: {_d(dt)}  Result: PASS\nOdometer: {r.randint(55000, 70000)} miles\n"
            "Advisories: nearside rear tyre worn close to legal limit; slight oil leak, not excessive.\n"
            f"Expiry date: {_d(dt + timedelta(days=364))}")


def t_car_ins(r: random.Random, dt: datetime) -> str:
    return (f"Admiral - Car insurance renewal\nPolicy holder: Owen Prydderch. Named driver: Carys Prydderch\nVehicle: {CAR}\n"
            f"Cover: comprehensive, from {_d(dt)}\nPremium {_money(r, 480, 640)} payable monthly. No claims bonus 9 years.")


def t_v5c(r: random.Random, dt: datetime) -> str:
    return (f"DVLA V5C Vehicle Registration Certificate\nRegistration number CN19 KDL\nMake SKODA  Model OCTAVIA SE TSI ESTATE\n"
            f"Registered keeper: Owen Prydderch, {ADDR}\nDate of first registration 14/03/2019  Colour GREY\n"
            "Keep this document safe. Do not use it as proof of ownership.")


def t_car_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Rheidol Garage <service@rheidolgarage.co.uk>", HOME_EMAIL, "", dt,
                "Hi Mr Prydderch,\n\nJust to let you know the Octavia is ready for collection. The rear tyre has been "
                "replaced as advised at the MOT and the service light is reset. We're open until 5.30.\n\n"
                f"Total to pay {_money(r, 300, 420)}.\n\nDiolch,\nSiân, Rheidol Garage")


def t_car_notes(r: random.Random, dt: datetime) -> str:
    return ("MOT due 14 March - book Rheidol Garage early Feb\nservice at same time (last one 61,240 miles)\n"
            "tyres: nearside rear advisory last year\nAdmiral renewal comes in April - get quotes from "
            "comparethemarket first, last year 540\nroad tax DD renews automatically\n"
            "wiper blades + screenwash before we drive to Portsmouth")


# ------------------------------------------------------------------------------------------------- Health
def t_physio(r: random.Random, dt: datetime) -> str:
    return (f"Hywel Dda University Health Board - Physiotherapy Department, Bronglais Hospital\n{_d(dt)}\n"
            f"Dear Mr Prydderch,\nYou have been referred by your GP for physiotherapy for your right knee.\n"
            f"Your first appointment is on {_d(dt + timedelta(days=r.randint(10, 30)))} at 10.20am in the outpatient "
            "physiotherapy gym. Please wear shorts and bring a list of your current medication.\n"
            "If you cannot attend, please ring 01970 635 861.")


def t_dentist(r: random.Random, dt: datetime) -> str:
    return (f"Deintyddfa'r Castell / Castle Dental Practice, Aberystwyth\nTreatment plan, {_d(dt)}\nPatient: Owen Prydderch\n"
            "1. Scale and polish (hygienist)\n2. Composite filling, lower left 6\n3. Review crown upper right 4 in 6 months\n"
            f"NHS Band 2 charge GBP {r.choice(['60.00', '63.00'])}.")


def t_optician(r: random.Random, dt: datetime) -> str:
    return (f"Specsavers Aberystwyth - Your eye examination\nDate: {_d(dt)}  Patient: Owen Prydderch\n"
            "Right: -1.25 / -0.50 x 90, add +1.50\nLeft: -1.00 / -0.25 x 85, add +1.50\n"
            "Varifocals recommended for reading manuscripts and screen work. Next test in 2 years.")


def t_asthma(r: random.Random, dt: datetime) -> str:
    return (f"Personal Asthma Action Plan\nName: Rhys Prydderch  Date of birth: 02/11/2013\nReviewed: {_d(dt)} by asthma nurse\n"
            "Every day: brown preventer inhaler (Clenil 100) 2 puffs morning and evening with spacer.\n"
            "When wheezy: blue reliever (salbutamol) 2-4 puffs. If no better after 10 puffs, call 999.\n"
            "School has a spare inhaler. Next review in 12 months.")


def t_ortho(r: random.Random, dt: datetime) -> str:
    return (f"Bronglais Orthodontic Department\n{_d(dt)}\nDear Parent/Guardian of Elin Prydderch,\n"
            "Elin's brace adjustment appointment has been arranged for 10.40am. Please note this is during the exam "
            "period; ring us if you need to move it after her GCSEs finish.")


def t_health_fwd(r: random.Random, dt: datetime) -> str:
    return _eml("Carys Prydderch <carys.prydderch@gmail.com>", HOME_EMAIL, "Fw: FYI", dt,
                "Owen - forwarding this, the surgery sent your blood test results. Cholesterol 6.1, so they'd like you "
                "to book a review with the nurse and go back on the statins conversation. Don't ignore it this time!\n"
                "C x\n\n---------- Forwarded message ----------\nFrom: Llanbadarn Medical Centre\n"
                "Your recent blood tests have been reviewed by the doctor. Please make a routine appointment with the "
                "practice nurse to discuss your results.")


# ------------------------------------------------------------------------------------------------- School
def t_parents_evening(r: random.Random, dt: datetime) -> str:
    return _eml("Ysgol Gyfun Penweddig <swyddfa@penweddig.ceredigion.sch.uk>", HOME_EMAIL, "Noson Rieni Blwyddyn 7", dt,
                "Annwyl Riant/Warcheidwad,\n\nBydd noson rieni Blwyddyn 7 yn cael ei chynnal nos Iau yn neuadd yr ysgol, "
                "rhwng 4 a 7 o'r gloch. Gallwch drefnu apwyntiadau gydag athrawon Rhys drwy SchoolCloud.\n\n"
                "Dear Parent/Guardian, Year 7 parents' evening is on Thursday from 4 to 7pm. Please book appointments "
                "with Rhys's teachers through SchoolCloud.\n\nYn gywir,\nSwyddfa'r Ysgol")


def t_school_report(name: str, year: int):
    def f(r: random.Random, dt: datetime) -> str:
        subj = ["Cymraeg", "English", "Mathemateg", "Gwyddoniaeth", "Hanes", "Daearyddiaeth", "Ffrangeg", "Cerddoriaeth"]
        lines = [f"Ysgol Gyfun Penweddig - Adroddiad Blynyddol / Annual Report {dt.year - 1}-{dt.year}",
                 f"Disgybl / Pupil: {name} Prydderch   Blwyddyn / Year {year}", "Subject   Effort   Attainment"]
        lines += [f"{s}   {r.choice(['1', '2'])}   {r.choice(['Secure', 'Excellent', 'Developing', 'Secure'])}" for s in subj]
        lines.append(f"Attendance {r.uniform(93, 99):.1f}%. Form tutor: a pleasure to teach, contributes well in class.")
        return "\n".join(lines)
    return f


def t_gcse_timetable(r: random.Random, dt: datetime) -> str:
    return ("Ysgol Gyfun Penweddig - Summer 2026 examination timetable\nCandidate: Elin Prydderch  Candidate number 4172\n"
            "Centre 68401 (WJEC / CBAC)\n12 May  Cymraeg Iaith Uned 3   9.00\n14 May  Mathemateg Uned 1   9.00\n"
            "19 May  Hanes Uned 2   13.30\n21 May  Gwyddoniaeth Dwbl Bioleg   9.00\n3 June  English Literature   9.00\n"
            "9 June  Mathemateg Uned 2   9.00\n12 June  Ffrangeg Darllen   13.30\n17 June  Cerddoriaeth Gwrando   9.00\n"
            "Results day: Thursday 20 August 2026. Bring your candidate card to every examination.")


def t_gcse_entry(r: random.Random, dt: datetime) -> str:
    return ("WJEC CBAC - Statement of Entry, Summer 2026\nCandidate: Elin Mair Prydderch   UCI 684010417233X\n"
            "GCSE Welsh Language, GCSE English Literature, GCSE Mathematics, GCSE Mathematics - Numeracy, "
            "GCSE Science (Double Award), GCSE History, GCSE Geography, GCSE French, GCSE Music\n"
            "Please check your name and date of birth carefully and tell the exams officer of any errors.")


def t_revision(r: random.Random, dt: datetime) -> str:
    days = ["Llun", "Maw", "Mer", "Iau", "Gwe", "Sad", "Sul"]
    subj = ["Maths U2", "Bioleg", "Hanes", "Ffrangeg", "English Lit", "Cerdd", "Cymraeg"]
    return "Day;Morning;Afternoon;Evening\n" + "\n".join(
        f"{d};{r.choice(subj)};{r.choice(subj)};{r.choice(['rest', 'past paper', 'flashcards'])}" for d in days)


def t_glanllyn_letter(r: random.Random, dt: datetime) -> str:
    return ("Ysgol Gyfun Penweddig\nAnnwyl Rieni Blwyddyn 7,\nMae'r daith breswyl i Wersyll yr Urdd Glan-llyn ger y Bala "
            "yn digwydd 15-17 Mehefin 2026.\nDear Year 7 parents, the residential trip to Urdd Glan-llyn near Bala runs "
            "15-17 June 2026. Cost GBP 165, payable through ParentPay in two instalments. Activities include canoeing "
            "on Llyn Tegid, climbing and a raft race. Kit list and medical consent form attached; return by 22 May.")


def t_glanllyn_receipt(r: random.Random, dt: datetime) -> str:
    return (f"ParentPay - Payment receipt\nDate: {_d(dt)}\nPayer: Owen Prydderch\nPupil: Rhys Prydderch (7P)\n"
            "Item: Taith Glan-llyn Blwyddyn 7 - instalment 2 of 2\nAmount GBP 82.50\nPaid by Visa ending 4471. "
            "Ysgol Gyfun Penweddig.")


def t_glanllyn_consent(r: random.Random, dt: datetime) -> str:
    return ("Glan-llyn residential 15-17 June 2026 - medical and consent form\nPupil: Rhys Prydderch   Form 7P\n"
            "Medical conditions: asthma - brings blue and brown inhalers with spacer\nAllergies: none known\n"
            "Swimming: can swim 50m   Dietary needs: none\nEmergency contact: Carys Prydderch 07700 914 233; "
            "Owen Prydderch 07700 552 108\nI give permission for my child to take part in all activities.\nSigned O. Prydderch")


def t_llangrannog(r: random.Random, dt: datetime) -> str:
    return ("Gwersyll yr Urdd Llangrannog - Year 8 residential, June 2024\nPupil: Elin Prydderch\n"
            "Payment GBP 140 received. Coach leaves Penweddig 9am Monday, returns Wednesday 4pm.\n"
            "Kit: wellies, waterproofs, old trainers for the beach, sleeping bag.")


# -------------------------------------------------------------------------------------------------- Choir
def t_choir_schedule(r: random.Random, dt: datetime) -> str:
    return (f"Côr Rheidol - Amserlen ymarferion / rehearsal schedule (from {_d(dt)})\n"
            "Nos Fawrth 7.30-9.30, Capel y Morfa, Aberystwyth\n"
            "Ymarferion ychwanegol i'r Eisteddfod: dydd Sadwrn 10-1 ym mis Gorffennaf\n"
            "Cyngerdd Nadolig: 12 Rhagfyr, Eglwys Sant Padarn\nTâl aelodaeth: £60 y flwyddyn, i'r trysorydd erbyn diwedd Medi.")


def t_choir_subs(r: random.Random, dt: datetime) -> str:
    names = ["Alun", "Bethan", "Catrin", "Dafydd", "Eirian", "Gwyn", "Heledd", "Iwan", "Lowri", "Owen P", "Sioned", "Tudur"]
    return "Enw;Llais;Tâl 2025-26;Dyddiad\n" + "\n".join(
        f"{n};{r.choice(['S', 'A', 'T', 'B'])};{r.choice(['60', '60', '30', ''])};{r.randint(1, 28)}/09/2025" for n in names)


def t_choir_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Eirian Hughes <ysgrifennydd.corrheidol@gmail.com>", HOME_EMAIL, "Newid ymarfer", dt,
                "Annwyl bawb,\n\nDim ymarfer nos Fawrth nesaf gan fod y capel yn cael ei ddefnyddio ar gyfer angladd. "
                "Byddwn yn cwrdd yn festri Seion yn lle hynny nos Iau am 7.30. Dewch â'ch copïau o 'Gwahoddiad' a "
                "'Calon Lân'.\n\nNo rehearsal next Tuesday - we meet in Seion vestry on Thursday at 7.30 instead.\n\n"
                "Diolch,\nEirian (Ysgrifennydd, Côr Rheidol)")


def t_eist_entry(r: random.Random, dt: datetime) -> str:
    return ("Eisteddfod Genedlaethol Cymru 2026 - Ffurflen gystadlu / Competition entry form\n"
            "Cystadleuaeth: Cor Cymysg dros 40 o leisiau / Mixed choir over 40 voices\nEnw'r cor: Cor Rheidol, Aberystwyth\n"
            "Arweinydd: Dr Meinir Evans   Ysgrifennydd: Eirian Hughes\nNifer yn canu: 46\n"
            "Darnau prawf: as set in the 2026 Rhestr Testunau\nFfi gystadlu GBP 45 - paid.")


def t_coach_quote(r: random.Random, dt: datetime) -> str:
    return (f"Lewis Coaches, Llanrhystud\nQuotation {_d(dt)}\nTo: Cor Rheidol (Owen Prydderch, transport)\n"
            "53-seat executive coach, Aberystwyth to the Eisteddfod Maes and return, Saturday 8 August 2026,\n"
            f"depart 6.30am, return after the competition. Price {_money(r, 980, 1250)} including driver's hours.\n"
            "Please confirm by 30 June to secure the vehicle.")


def t_eist_notes(r: random.Random, dt: datetime) -> str:
    return ("ymarfer 26/5 - nodiadau (Meinir)\n- basses flat in bar 34-40 of the first test piece, breathe at the comma\n"
            "- Welsh vowels: 'y' in 'mynydd' open, not English i\n- learn both test pieces off copy by 7 July\n"
            "- extra Saturday rehearsals 11 and 25 July, full run-through on the stage at Seion 1 Aug\n"
            "- coach leaves 6.30 on the 8th - I'm doing the coach booking, ring Lewis Coaches")


def t_ireland(r: random.Random, dt: datetime) -> str:
    return ("Côr Rheidol - Taith Iwerddon / Ireland tour, 20-24 April 2023\nFerry: Stena Line Fishguard - Rosslare\n"
            "Concerts: St Canice's Cathedral Kilkenny (Fri), Wexford Opera House foyer (Sat), Mass at Enniscorthy (Sun)\n"
            "Hotel: Hotel Kilkenny, shared rooms. Cost per singer €395.\nFinal accounts: surplus €212 returned to choir funds.")


# ------------------------------------------------------------------------------------------------- Travel
def t_ferry(r: random.Random, dt: datetime) -> str:
    return ("Brittany Ferries - Booking confirmation\nBooking reference BF7714236\nLead passenger: Mr Owen Prydderch\n"
            "Outbound: Portsmouth to St Malo, Pont-Aven, Sat 18 July 2026, depart 20:15, 4-berth inside cabin\n"
            "Return: St Malo to Portsmouth, Sat 1 August 2026, depart 10:30\nVehicle: car CN19 KDL, 2 adults 2 children\n"
            f"Total paid {_money(r, 980, 1240)}. Check in at least 90 minutes before departure.")


def t_gite(r: random.Random, dt: datetime) -> str:
    return ("Gîtes de France - Contrat de location / rental agreement\nGîte 'Ty Coz', Saint-Suliac, near Dinan, Côtes-d'Armor\n"
            "Period: 19 July 2026 to 1 August 2026 (13 nights)\nTenant: Owen Prydderch, 4 persons\n"
            f"Rent EUR {r.randint(1450, 1800)}; deposit 25% paid; balance due 30 days before arrival.\n"
            "Linen not included. Cleaning option EUR 70.")


def t_packing(r: random.Random, dt: datetime) -> str:
    return ("item,who,packed\npassports (check Rhys expiry!),Owen,\nEHIC/GHIC cards,Carys,\nferry booking printout,Owen,\n"
            "headlamp beam converters,Owen,\nfirst aid + Rhys inhalers,Carys,\nbeach stuff,Elin,\nbikes on rack,Owen,\n"
            "French phrasebook,Rhys,\nbooks for the week (Leeds paper reading!),Owen,\nwalking boots,all,")


def t_travel_ins(r: random.Random, dt: datetime) -> str:
    return (f"Staysure - Annual multi-trip travel insurance\nPolicy from {_d(dt)}\nInsured: Owen, Carys, Elin and Rhys Prydderch\n"
            "Area: Europe. Medical expenses up to GBP 10m. Declared condition: Rhys - asthma (covered).")


def t_lakes(r: random.Random, dt: datetime) -> str:
    return ("Sykes Holiday Cottages - booking summary\nProperty: Low Hows Barn, Coniston, Cumbria (ref 1022415)\n"
            "Arrive Saturday 2 August 2025, depart Saturday 9 August 2025, 4 guests + 0 pets\n"
            f"Total {_money(r, 1100, 1400)} - paid in full. Key safe code sent 7 days before arrival.")


def t_rome(r: random.Random, dt: datetime) -> str:
    return ("Rome, Easter 2023 - plan\nFlights Bristol-Fiumicino easyJet EZY5215 Sat 8 Apr\nApartment via Airbnb, "
            "Trastevere, 5 nights\nSun: Vatican Museums 9am (booked), Mon: Colosseum/Forum, Tue: S. Clemente - "
            "the kids will love the underground levels, Wed: Ostia Antica\nReturn Thu 13 Apr")


def t_edinburgh(r: random.Random, dt: datetime) -> str:
    return ("Edinburgh half term, Oct 2025\nTrain Aberystwyth - Shrewsbury - Crewe - Edinburgh, railcard\n"
            "Premier Inn Haymarket 3 nights\nCastle tickets booked Tues 11am; National Museum; Arthur's Seat if dry")


# ------------------------------------------------------------------------------------------------- Career
def t_contract(r: random.Random, dt: datetime) -> str:
    return (f"Aberystwyth University - Statement of Terms and Conditions of Employment\nDate: {_d(dt)}\n"
            "Name: Dr Owen Prydderch\nPost: Lecturer in Medieval History, Department of History and Welsh History\n"
            "Start date: 1 September 2017. Grade 7. Open-ended (permanent) contract.\nPension: USS. Probation: 3 years.\n"
            "Welsh language: the post requires the ability to teach through the medium of Welsh.")


def t_pdr(r: random.Random, dt: datetime) -> str:
    return (f"Performance and Development Review {dt.year - 1}-{str(dt.year)[2:]}\nReviewee: Owen Prydderch  Reviewer: Prof. "
            "Sian Lloyd (Head of Department)\nAchievements: AHRC grant started; 2 articles; admissions up 8%\n"
            "Objectives next year: deliver UWP monograph; run September conference; apply for promotion to Reader;\n"
            "supervise G. Morgan to submission. Development: leadership course (Aurora equivalent), research "
            "leadership programme.")


def t_pdr_notes(r: random.Random, dt: datetime) -> str:
    return ("prep for meeting with Sian\n- what went well this year: AHRC project running, Ffion excellent, "
            "module feedback on HY22520 best yet\n- what didn't: the book is late again; admissions workload in "
            "Jan-Mar\n- ask about workload allocation for next year (conference + book = less teaching?)\n"
            "- training: research leadership course?\n- say I'm going for Reader this round and ask her to be referee")


def t_pay_award(r: random.Random, dt: datetime) -> str:
    return _eml("HR / Adnoddau Dynol <hr@aber.ac.uk>", EMAIL, "Pay award 2025-26", dt,
                "Dear Dr Prydderch,\n\nFollowing the conclusion of national pay negotiations (UCEA), a pay award of "
                "1.4% will be applied to all spine points from 1 August 2025. Arrears will be paid in your November "
                "salary. Your incremental progression on grade 8 is unaffected.\n\nHuman Resources / Adnoddau Dynol\n"
                "Aberystwyth University")


def t_reader_guidance(r: random.Random, dt: datetime) -> str:
    return ("Aberystwyth University - Academic Promotions 2025-26: guidance for applicants to Reader\n"
            "Closing date for applications: Friday 19 June 2026, 12 noon.\nApplicants must show sustained "
            "excellence in research (outputs, income, impact) and contribution to teaching and citizenship.\n"
            "Submit: the application form, a CV, a personal statement (max 2 pages), names of three external referees.\n"
            "The Head of Department's statement of support is requested by HR directly.")


def t_reader_statement(r: random.Random, dt: datetime) -> str:
    return ("Personal statement - application for promotion to Reader (draft 3)\nOwen Prydderch\n"
            "Since my appointment in 2017 I have published one monograph (Boydell, 2021), seven peer-reviewed articles "
            "and an edited volume, and secured AHRC funding of GBP 612,000 as PI (Marcher Court Rolls, 2024-27).\n"
            "My second monograph is under contract with University of Wales Press for 2027.\n"
            "In teaching I have developed the Welsh-medium module HC22520 and supervise two doctoral students; as "
            "Admissions Tutor I led the department's recruitment strategy.\nReferees: Prof. A. Byrne (TCD), "
            "Prof. H. Pryce, Prof. M. Hale (Bangor).")


def t_leicester_resign(r: random.Random, dt: datetime) -> str:
    return (f"{_d(dt)}\nTo: Head of School of History, Politics and International Relations, University of Leicester\n"
            "Dear Professor Hartley,\nI am writing to resign my post as Lecturer in Medieval History with effect from "
            "31 August 2017, having accepted a post at Aberystwyth University. I am very grateful for seven good years "
            "in the School and will of course complete the marking and exam boards for this session.\nYours sincerely,\n"
            "Owen Prydderch")


def t_leicester_p45(r: random.Random, dt: datetime) -> str:
    return ("P45 Details of employee leaving work\nEmployer PAYE reference 083/L2200 University of Leicester\n"
            "Employee: Owen Prydderch  NI JK 52 81 93 C\nLeaving date 31 08 2017\n"
            f"Total pay to date {_money(r, 18000, 21000)}  Total tax to date {_money(r, 2400, 3000)}\nTax code 1150L")


def t_leicester_ref(r: random.Random, dt: datetime) -> str:
    return ("University of Leicester - confirmation of employment\nThis is to confirm that Dr Owen Prydderch was employed "
            "as Lecturer in Medieval History (grade 7/8) from 1 September 2010 to 31 August 2017, on a full-time open-ended "
            "contract in the School of History. He was a member of USS throughout.\nHuman Resources, University Road, Leicester")


# --------------------------------------------------------------------------------------------- Department
def t_dept_minutes(r: random.Random, dt: datetime) -> str:
    return (f"Department of History and Welsh History - Staff meeting, {_d(dt)}\nPresent: SL (chair), OP, MJ, RE, HW, "
            "GT, DP; apologies: KB\n1. Minutes of last meeting approved.\n2. Admissions (OP): firm acceptances for "
            f"September up {r.randint(3, 12)}% on last year; next Applicant Visit Day on Saturday; student ambassadors booked.\n"
            "3. Workload model for 2026-27 circulated; comments to SL by end of month.\n4. Teaching space: Hugh Owen "
            "D-block refurbishment delayed to 2027.\n5. AOB: retirement party for KB in July.")


def t_admissions(r: random.Random, dt: datetime) -> str:
    rows = ["Programme,UCAS code,Applications 2025,Applications 2026,Offers,Firm"]
    for prog, code in (("History", "V100"), ("Medieval and Early Modern History", "V130"), ("Welsh History", "V140"),
                       ("History and Welsh History", "V1V2"), ("Hanes (Welsh medium)", "V10C")):
        a = r.randint(40, 260)
        rows.append(f"{prog},{code},{a},{a + r.randint(-20, 30)},{int(a * 0.8)},{int(a * 0.2)}")
    return "\n".join(rows)


def t_open_day(r: random.Random, dt: datetime) -> str:
    return ("Applicant Visit Day - History and Welsh History - running order\n10.00 Welcome, Hugh Owen D5 (Owen)\n"
            "10.20 Taster lecture: 'Owain Glyndwr's letter to the King of France' (Owen)\n11.00 Campus tour with ambassadors\n"
            "11.45 Parents' Q&A: fees, accommodation, Welsh-medium scholarships (Coleg Cymraeg)\n12.30 lunch in the foyer")


def t_exams_officer(r: random.Random, dt: datetime) -> str:
    return (f"Exams Officer handover notes ({_d(dt)})\nFor: Dr Rhodri Evans, from Owen, who is stepping down after four years\n"
            "- special circumstances deadlines and the panel dates for 2022-23\n- how to run the mark export from "
            "Blackboard into the exam board spreadsheet\n- external examiners' nomination forms\n- resits in August")


# ------------------------------------------------------------------------------------------------ Teaching
MODULES = {"HY10420": "Medieval Europe, 1000-1300", "HY22520": "The March of Wales, 1066-1415",
           "HC22520": "Y Mers: Cymru a'r Gororau, 1066-1415", "HY37020": "Edward I and Wales",
           "HYM1020": "Latin and Palaeography for Historians", "HY26320": "The Crusades, 1095-1291"}

LECTURES = {
    "HY10420": ["Introduction: what was medieval Europe?", "The papal reform movement", "Knights and castles",
                "Towns and trade", "The twelfth-century renaissance", "Heresy and the Cathars", "Kingship in France and England"],
    "HY22520": ["The Norman advance into Wales", "Marcher lordship: origins", "The laws of Hywel and the March",
                "Edward I and the Statute of Wales 1284", "Courts and revenues", "The Glyndwr rising", "The March in 1415"],
    "HC22520": ["Y Normaniaid yng Nghymru", "Arglwyddiaethau'r Mers", "Cyfraith Hywel a'r Mers", "Statud Rhuddlan 1284",
                "Llysoedd a refeniw", "Gwrthryfel Glyndwr"],
    "HY37020": ["Sources: the Welsh Rolls", "1277: the first war", "1282-83: conquest", "Castles and new towns",
                "Madog ap Llywelyn's revolt 1294-95"],
    "HYM1020": ["Abbreviations and suspension marks", "Court hand", "Charters: diplomatic", "Reading a court roll"],
    "HY26320": ["Clermont 1095", "The First Crusade", "Outremer", "Saladin and the Third Crusade", "1204"],
}


def t_slides(code: str, n: int, title: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"{code} {MODULES[code]}\nLecture {n}: {title}\nDr Owen Prydderch\n\n"
                f"Outline\nContext\nKey sources\nHistoriography\nQuestions for seminar\n\n"
                f"{title}: the sources\nChronicle evidence; charters; royal records (Chancery rolls)\n"
                f"Read for next week: module handbook section {n}\n\nSeminar questions\nHow far do the sources let us "
                f"answer this? Compare two historians' views.")
    return f


def t_handout(code: str, week: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"{code} {MODULES[code]} - Seminar {week} handout\nPlease read before the seminar and bring notes.\n"
                f"Primary source extract: {r.choice(['Gerald of Wales, Description of Wales, book 1', 'Brut y Tywysogion s.a. 1282', 'Statute of Wales 1284, preamble', 'Calendar of Ancient Correspondence concerning Wales, no. 42'])}\n"
                "Questions: 1. Who wrote this and why? 2. What does it tell us about lordship? 3. What does it leave out?\n"
                "Group task: prepare a five-minute presentation comparing the extract with the secondary reading.")
    return f


def t_marking(code: str):
    def f(r: random.Random, dt: datetime) -> str:
        rows = ["Student no;Assessment;1st marker;2nd marker;Agreed;Feedback returned"]
        for _ in range(r.randint(14, 24)):
            m = r.randint(48, 78)
            rows.append(f"{r.randint(220000000, 259999999)};{code} essay 1;{m};{m + r.randint(-4, 4)};{m};"
                        f"{r.choice(['yes', 'yes', 'no'])}")
        return "\n".join(rows)
    return f


def t_grades_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Last Name,First Name,Username,Student ID,HY22520 Essay 2 [Total Pts: 100 Score],Last Access"]
    for i in range(18):
        rows.append(f"{r.choice(['Jones', 'Evans', 'Smith', 'Thomas', 'Williams', 'Roberts', 'Hughes', 'Davies'])},"
                    f"{r.choice(['Ceri', 'Tom', 'Alys', 'Jack', 'Megan', 'Osian', 'Chloe', 'Harri'])},"
                    f"abc{r.randint(10, 99)},{r.randint(230000000, 249999999)},{r.randint(45, 79)},{_ds(dt)}")
    return "\n".join(rows)


def t_exam_paper(code: str, year: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"ABERYSTWYTH UNIVERSITY - Examinations {year}\n{code} {MODULES[code]}\nTime allowed: 2 hours. "
                "Answer TWO questions.\n1. 'The March was a land of war.' Discuss.\n2. Assess the impact of the Edwardian "
                "conquest on the Marcher lordships.\n3. How far did Welsh law survive in the March after 1284?\n"
                "4. Why did the Glyndwr rising find support in the March?")
    return f


def t_exam_board(r: random.Random, dt: datetime) -> str:
    return (f"Department Examination Board - Part 2, {_d(dt)}\nChair: Head of Department. External examiner: Prof. L. "
            "Whitfield (Exeter)\n1. Module marks confirmed for HY22520, HY37020, HY10420.\n2. Two cases of unfair "
            "practice referred to the Academic Registry.\n3. Special circumstances: 6 students granted deferrals.\n"
            "4. External examiner's comments: marking consistent; moderation samples well annotated.")


def t_exam_board_prep(r: random.Random, dt: datetime) -> str:
    return ("exam board Tues 9 June - my bits\n- HY22520: 2 marks still missing (late submissions, deadline ext to 5th)\n"
            "- HY37020 dissertation second marking done, one disagreement >10 marks -> third marker (Rhodri)\n"
            "- send moderation sample to external by Friday\n- Welsh-medium HC22520 marks to Coleg Cymraeg return\n"
            "- remember the resit paper needs drafting before I go on leave")


def t_reference(r: random.Random, dt: datetime) -> str:
    return (f"{_d(dt)}\nTo whom it may concern\nReference for Ms Megan Roberts\nI have known Megan for three years as her "
            "personal tutor and taught her in HY22520 and HY37020, where her dissertation on the lordship of Gower "
            "earned a first-class mark. She is diligent, reads Latin with growing confidence and writes with clarity. "
            "I recommend her without reservation for the MA in Medieval Studies.\nDr Owen Prydderch, Senior Lecturer "
            "in Medieval History, Aberystwyth University")


def t_phd_notes(student: str, topic: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Supervision meeting - {student} - {_d(dt)}\nThesis: {topic}\nPresent: OP (1st supervisor), "
                "HW (2nd)\n- discussed draft of chapter, structure now clearer; needs more on the Lancaster estates\n"
                "- archival visit to Kew planned; apply to the department travel fund\n"
                "- next meeting in 4 weeks; progress review form due to Graduate School")
    return f


def t_phd_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Gwenllian Morgan <gwm21@aber.ac.uk>", EMAIL, "Re: quick question", dt,
                "Hi Owen,\n\nThanks for the comments on chapter 4. On the dower cases from Clun, should I put the full "
                "transcriptions in an appendix or just the table? The Graduate School says the word limit of 100,000 "
                "excludes appendices. I'm aiming to submit the thesis in December as we discussed at the annual "
                "progress review.\n\nDiolch,\nGwenllian")


def t_bangor(r: random.Random, dt: datetime) -> str:
    return (f"Bangor University - External Examiner's Annual Report {dt.year - 1}-{str(dt.year)[2:]}\nExaminer: Dr Owen "
            "Prydderch (Aberystwyth)\nProgramme: BA History, BA History and Welsh History\n"
            "1. Standards are appropriate and comparable with other UK institutions.\n2. Marking of the medieval "
            "modules was careful and consistent; feedback was full.\n3. Recommendation: clarify the marking criteria "
            "for the dissertation viva.\n4. I thank the School for its hospitality at the exam board.")


def t_bangor_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Dr Nia Griffith <n.griffith@bangor.ac.uk>", EMAIL, "Re: Re: thanks", dt,
                "Dear Owen,\n\nMany thanks for looking through the sample so quickly. The Board is on 18 June at 10am on "
                "Teams; we'll send the papers a week ahead. Could you also look at the two borderline dissertations "
                "(folder 'Moderation 2026' in the SharePoint)? Your fee claim form is attached.\n\nBest,\nNia")


def t_cardiff(r: random.Random, dt: datetime) -> str:
    return ("Cardiff University - External Examiner final overview report, 2018-2022\nExaminer: Dr O. Prydderch\n"
            "Over my four-year term the programme has strengthened its medieval provision. I commend the School.\n"
            "This concludes my appointment.")


def t_handbook(r: random.Random, dt: datetime) -> str:
    return ("Teaching in Higher Education: a short guide to assessment and feedback\nCentre for Excellence in Learning "
            "and Teaching\n1. Constructive alignment: learning outcomes, activities and assessment should match.\n"
            "2. Feedforward: tell students how to improve the next piece.\n3. Marking rubrics and calibration.")


# ------------------------------------------------------------------------------------------------ Research
ARTICLES = [
    ("Davies", "Kinship, nation and conquest in the March of Wales", "Transactions of the Royal Historical Society", 1979),
    ("Holden", "The making of the middle March of Wales, 1066-1250", "Welsh History Review", 2000),
    ("Smith", "The Marcher lordships and the Edwardian settlement", "Bulletin of the Board of Celtic Studies", 1985),
    ("Stephenson", "Conquest, coronation and the Welsh princes", "Journal of Medieval History", 2016),
    ("Lieberman", "The medieval 'Marchia': a historiographical survey", "History Compass", 2010),
    ("Pryce", "Lordship and law in thirteenth-century Gwynedd", "English Historical Review", 2009),
    ("Griffiths", "The court rolls of Dyffryn Clwyd as historical evidence", "Archives", 1992),
    ("Brown", "Widows and dower in the Welsh March, 1270-1400", "Journal of British Studies", 2019),
    ("Faulkner", "Record keeping in Marcher seigneurial administration", "Historical Research", 2021),
    ("Morgan", "Welsh women and property litigation after 1284", "Gender & History", 2022),
    ("Hale", "Quantifying seigneurial justice: amercements in the March", "Economic History Review", 2023),
    ("Cole", "Castles and the economics of conquest", "Anglo-Norman Studies", 2018),
]


def t_article(a: tuple):
    au, title, journal, year = a

    def f(r: random.Random, dt: datetime) -> str:
        return (f"{journal}, vol. {r.randint(12, 70)} ({year}), pp. {r.randint(1, 300)}-{r.randint(301, 420)}\n{title}\n"
                f"by {r.choice(['R. R.', 'B. W.', 'J. B.', 'M.', 'H.', 'E.'])} {au}\nAbstract\n"
                f"This article examines {title[0].lower() + title[1:]}, drawing on the records of Marcher lordship, "
                "the Chancery and Exchequer series in The National Archives, and Welsh-language sources. It argues that "
                "seigneurial courts were central to the exercise of lordship in the March of Wales and that the "
                "Edwardian conquest of 1282-83 changed their procedure less than has been assumed.\n"
                "Keywords: March of Wales; lordship; medieval law; court rolls\nI. Introduction\n"
                "Historians since R. R. Davies have stressed the peculiar character of the March ...")
    return f


def t_chapter_tex(n: int, title: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"% Chapter {n} -- {title}\n% last edited {dt:%Y-%m-%d}\n\\chapter{{{title}}}\\label{{ch:{n}}}\n\n"
                f"The court rolls of the lordship of {r.choice(['Dyffryn Clwyd', 'Clun', 'Chirk', 'Bromfield and Yale', 'Ruthin'])} "
                "survive in an unusually long series from 1294 \\citep{griffiths1992}. Their evidence allows us to see "
                "how Marcher lords turned jurisdiction into revenue \\citep[p.~114]{davies1978}.\n\n"
                "\\section{Amercements and profits of justice}\n% TODO: add table from the AHRC database export\n"
                "\\begin{table}[ht]\\centering\\input{tables/amercements.tex}\\caption{Amercements by term}\\end{table}\n"
                "\\begin{quote}\\textit{Ad hanc curiam venit Iorwerth ap Madoc et petit dotem suam ...}\\end{quote}\n")
    return f


def t_main_tex(r: random.Random, dt: datetime) -> str:
    return ("\\documentclass[11pt,a4paper]{book}\n\\usepackage[british]{babel}\n\\usepackage{natbib}\n"
            "\\usepackage{graphicx}\n\\title{Lordship, Law and Record in the March of Wales, 1282--1415}\n"
            "\\author{Owen Prydderch}\n% University of Wales Press -- delivery 30 Sept 2026\n\\begin{document}\n"
            "\\frontmatter\\maketitle\\tableofcontents\n\\include{front/preface}\n\\mainmatter\n"
            + "".join(f"\\include{{chapters/ch{i}}}\n" for i in range(1, 8))
            + "\\backmatter\n\\bibliographystyle{uwp}\n\\bibliography{monograph}\n\\end{document}\n")


BIB = [("davies1978", "book", "Davies, R. R.", "Lordship and Society in the March of Wales, 1282--1400", "Oxford", 1978),
       ("griffiths1992", "article", "Griffiths, R. A.", "The court rolls of Dyffryn Clwyd as historical evidence", "Archives", 1992),
       ("holden2008", "book", "Holden, Brock", "Lords of the Central Marches", "Oxford", 2008),
       ("smith1985", "article", "Smith, J. Beverley", "The Marcher lordships and the Edwardian settlement", "BBCS", 1985),
       ("lieberman2010", "book", "Lieberman, Max", "The Medieval March of Wales", "Cambridge", 2010),
       ("prydderch2021", "book", "Prydderch, Owen", "Justice and Lordship in the Welsh March, c.1200--1300", "Woodbridge", 2021)]


def t_bib(keys: int):
    def f(r: random.Random, dt: datetime) -> str:
        out = [f"% BibTeX export {dt:%Y-%m-%d}"]
        for key, typ, au, ti, where, yr in BIB[:keys]:
            field = "publisher" if typ == "book" else "journal"
            out.append(f"@{typ}{{{key},\n  author = {{{au}}},\n  title = {{{ti}}},\n  {field} = {{{where}}},\n"
                       f"  year = {{{yr}}}\n}}\n")
        return "\n".join(out)
    return f


def t_uwp_contract(r: random.Random, dt: datetime) -> str:
    return ("University of Wales Press - Memorandum of Agreement\nAuthor: Dr Owen Prydderch\nWork: Lordship, Law and "
            "Record in the March of Wales, 1282-1415 (provisional title)\nLength: approx. 100,000 words including notes, "
            "up to 12 illustrations\nDelivery of the complete typescript: 30 September 2026\nRoyalties: 7.5% of net "
            "receipts on print sales, 10% on ebooks. Series: Studies in Welsh History.\nSigned for the Press: Dr Menna Pugh")


def t_uwp_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Menna Pugh <m.pugh@press.wales.ac.uk>", EMAIL, "Checking in", dt,
                "Dear Owen,\n\nI hope term is winding down. I'm checking in on the typescript of Lordship, Law and Record: "
                "are we still on course for 30 September? If chapter 6 needs a few more weeks I can hold the production "
                "slot until the end of October, but I'd need to know by July. Could you also send the illustrations list "
                "with the permissions status for the NLW and TNA images?\n\nWith best wishes,\nMenna\n"
                "Commissioning Editor, University of Wales Press")


def t_reader_report(r: random.Random, dt: datetime) -> str:
    return ("Reader's report on the proposal and sample chapters\nTitle: Lordship, Law and Record in the March of Wales\n"
            "This is an important project that will replace Davies's Lordship and Society as the standard account of "
            "Marcher courts after the conquest. Chapter 3 on amercements is excellent. I recommend that the author "
            "reduce the historiographical introduction and add a map of the lordships. Recommendation: publish, with "
            "minor revisions to the plan.\nReader B")


def t_permission(r: random.Random, dt: datetime) -> str:
    return (f"Llyfrgell Genedlaethol Cymru / National Library of Wales - permission to reproduce\nDate: {_d(dt)}\n"
            "Applicant: Dr Owen Prydderch\nItems: Chirk Castle MSS, court roll 1325 (3 images); Peniarth MS 164 f. 12r\n"
            "Use: monograph, University of Wales Press, print run 400 and ebook.\nPermission granted; fee waived for "
            "scholarly use. Credit line: By permission of Llyfrgell Genedlaethol Cymru / The National Library of Wales.")


def t_mono_todo(r: random.Random, dt: datetime) -> str:
    return ("BOOK - what's left (as of end of May)\nch1 intro: cut 3,000 words (reader B)\nch3 amercements: redo table from "
            "Ffion's new export\nch5 widows/dower - merge with WHR article revisions? no - keep separate\nch6 Glyndwr: "
            "NOT WRITTEN beyond 4k words. July.\nmap of lordships - ask cartographer\npermissions: TNA image of SC 2/215/71 "
            "still outstanding\nindex: after proofs\nMenna wants it 30 Sept")


def t_ahrc_case(r: random.Random, dt: datetime) -> str:
    return ("AHRC Research Grant - Case for Support\nMarcher Court Rolls: Lordship and Record, 1282-1415\nPI: Dr Owen "
            "Prydderch (Aberystwyth). Co-I: Prof. Matthew Hale (Bangor)\nThe project will transcribe, calendar and analyse "
            "over 400 surviving court rolls from seven Marcher lordships, creating an open database of cases, "
            "amercements and litigants.\nStaff: one postdoctoral research associate (36 months).\nPartners: National "
            "Library of Wales; The National Archives.")


def t_ahrc_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Heading;Year 1;Year 2;Year 3;Total", f"PDRA salary (Llewelyn);{r.randint(38000, 40000)};{r.randint(39000, 41000)};"
            f"{r.randint(40000, 42000)};", f"PI time 30%;{r.randint(21000, 23000)};{r.randint(21500, 23500)};{r.randint(22000, 24000)};",
            "Travel - NLW/TNA;3200;3800;1500;", "Conference Sept 2026;0;9500;0;", "Photography and imaging;2000;800;0;",
            "Database development;6000;4000;2000;", "Indirect costs;;;;"]
    return "\n".join(rows)


def t_ahrc_report(r: random.Random, dt: datetime) -> str:
    return (f"Marcher Court Rolls (AH/Y006123/1) - Annual progress report to AHRC, year {dt.year - 2024}\n"
            f"Rolls transcribed to date: {r.randint(160, 240)} of 410\nDatabase records: {r.randint(9000, 14000)} cases\n"
            "Outputs: two blog posts, a workshop at NLW with the Chirk Castle group, a conference planned for Sept 2026.\n"
            "Risks: TNA reading room closures; mitigation by ordering digital copies.")


def t_ahrc_jobad(r: random.Random, dt: datetime) -> str:
    return ("Aberystwyth University - Postdoctoral Research Associate (fixed term, 36 months)\nDepartment of History and "
            "Welsh History. Grade 7. Start 1 October 2024.\nTo work on the AHRC-funded project Marcher Court Rolls with "
            "Dr Owen Prydderch. Essential: PhD in medieval history; medieval Latin; palaeography. Desirable: Welsh.")


def t_ahrc_probation(r: random.Random, dt: datetime) -> str:
    return ("Research staff - probation review\nName: Dr Ffion Llewelyn  Post: PDRA, Marcher Court Rolls\nManager: Owen Prydderch\n"
            "Objectives met: calendar of Chirk rolls 1320-1350; database schema; conference paper at IMC Leeds.\n"
            "Development: teaching one seminar group on HY22520; first-author article from the project data.\n"
            "Outcome: probation confirmed.")


def t_ahrc_data(r: random.Random, dt: datetime) -> str:
    rows = ["roll_id,lordship,court,date,litigant,plea,amercement_d,notes"]
    for i in range(30):
        rows.append(f"CH{r.randint(1320, 1360)}-{r.randint(1, 40):02d},{r.choice(['Chirk', 'Clun', 'Dyffryn Clwyd', 'Oswestry'])},"
                    f"{r.choice(['great court', 'three-weekly court', 'tourn'])},{r.randint(1320, 1360)}-{r.randint(1, 12):02d}-"
                    f"{r.randint(1, 28):02d},{r.choice(['Iorwerth ap Madoc', 'Gwenllian ferch Dafydd', 'John Corbet', 'Hywel Fychan', 'Alice le Ken'])},"
                    f"{r.choice(['debt', 'trespass', 'dower', 'land', 'assault'])},{r.choice([0, 3, 6, 12, 40])},")
    return "\n".join(rows)


def t_ahrc_meeting(r: random.Random, dt: datetime) -> str:
    return (f"Project meeting OP/FL - {_d(dt)}\n- Ffion finished Chirk 1340s; Clun rolls next (NLW Powis Castle deposit)\n"
            "- database: export to CSV weekly, backup on the university drive\n- photography request to TNA for SC 2 rolls\n"
            "- conference: Ffion to chair the postgraduate panel\n- Researchfish submission due in March")


def t_ahrc_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Ffion Llewelyn <ffl7@aber.ac.uk>", EMAIL, "Re: Monday", dt,
                "Hi Owen,\n\nMonday at 11 is fine. I've uploaded the Clun transcriptions for 1331-35 to the project drive, "
                "and the amercement totals now match the roll headings, apart from two membranes that are illegible under "
                "normal light - the NLW conservators say UV photography is possible if we book in June.\n\n"
                "Also, the AHRC needs the annual Researchfish return; I've drafted the outputs list.\n\nFfion")


def t_conf_cfp(r: random.Random, dt: datetime) -> str:
    return ("CALL FOR PAPERS\nBorders of Lordship: the March of Wales in Context, c.1066-1536\nAberystwyth University, "
            "9-11 September 2026\nKeynotes: Prof. Alison Byrne (Trinity College Dublin), Prof. Matthew Hale (Bangor)\n"
            "We invite 20-minute papers on frontier lordship in Wales, Ireland, Scotland and beyond: law, record, "
            "violence, gender, landscape. Abstracts of 250 words to bordersoflordship2026@aber.ac.uk by 31 March 2026.\n"
            "Supported by the AHRC project Marcher Court Rolls and the Royal Historical Society.")


def t_conf_programme(r: random.Random, dt: datetime) -> str:
    return ("Borders of Lordship - draft programme v4\nWed 9 Sept\n13.00 registration, Medrus\n14.00 Keynote 1: Byrne, "
            "'The Irish March'\n15.30 Panel 1: Law and record\nThu 10 Sept\n9.00 Panel 2: Women and property\n"
            "11.00 Panel 3: Castles and landscape\n14.00 Visit to the National Library of Wales: court roll display\n"
            "19.30 Conference dinner, Old College\nFri 11 Sept\n9.30 Panel 4: Postgraduate papers (chair F. Llewelyn)\n"
            "12.00 Keynote 2: Hale\n13.00 close")


def t_conf_regs(r: random.Random, dt: datetime) -> str:
    rows = ["Name,Institution,Speaker,Dinner,Dietary,Fee paid"]
    for _ in range(22):
        rows.append(f"{r.choice(['Anna', 'Ben', 'Cathal', 'Dafydd', 'Emma', 'Fiona', 'Gruffudd', 'Helen', 'Ian'])} "
                    f"{r.choice(['Murphy', 'Jones', 'Walsh', 'Turner', 'Price', 'Gillespie', 'Owen', 'Fraser'])},"
                    f"{r.choice(['Aberystwyth', 'Bangor', 'Cardiff', 'TCD', 'UCD', 'St Andrews', 'Oxford', 'Durham', 'Swansea'])},"
                    f"{r.choice(['yes', 'no'])},{r.choice(['yes', 'no'])},{r.choice(['', '', 'vegetarian', 'gluten free'])},"
                    f"{r.choice(['120', '60 (PG)', '120'])}")
    return "\n".join(rows)


def t_conf_budget(r: random.Random, dt: datetime) -> str:
    return ("Item;Cost;Funded by\nVenue (Medrus) 3 days;2400;AHRC\nCatering;4100;registration fees\n"
            f"Keynote travel and hotels;{r.randint(1100, 1600)};AHRC\nPG bursaries x6;1800;RHS grant\n"
            "Conference dinner Old College;3600;delegates\nNLW visit coach;350;AHRC\nPrinting;220;department")


def t_conf_venue(r: random.Random, dt: datetime) -> str:
    return (f"Aberystwyth University Conferences - booking confirmation\nDate: {_d(dt)}\nEvent: Borders of Lordship conference\n"
            "Organiser: Dr Owen Prydderch\nRooms: Medrus 1 and 2, 9-11 September 2026; delegate accommodation: 40 rooms "
            "in Pentre Jane Morgan\nProvisional numbers 70. Final numbers 14 days before the event.")


def t_conf_keynote_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Alison Byrne <abyrne@tcd.ie>", EMAIL, "Re: September", dt,
                "Dear Owen,\n\nThank you - I'd be delighted. I'll fly Dublin to Cardiff on the 8th and take the train up; "
                "could the conference book me into the hotel for the 8th-10th? Title for the keynote: 'The Irish March "
                "and the Welsh: a comparison of lordships'. I'll send an abstract in July.\n\nAll best,\nAlison")


def t_leeds26(r: random.Random, dt: datetime) -> str:
    return ("IMC Leeds 2026 - session 1214, Tuesday 7 July\nPaper: Counting the court: quantifying Marcher justice, 1300-1350\n"
            "Owen Prydderch (Aberystwyth)\nAbstract: Using the AHRC Marcher Court Rolls database, this paper measures the "
            "volume and profitability of seigneurial justice in four lordships ...\nRegistration paid; room booked at "
            "Devonshire Hall 5-8 July.")


def t_whr_letter(r: random.Random, dt: datetime) -> str:
    return ("Welsh History Review / Cylchgrawn Hanes Cymru - editorial decision\nManuscript WHR-2025-041: 'Widows, dower and "
            "the Marcher courts, 1290-1360'\nDecision: revise and resubmit. Both referees find the argument important; "
            "Referee 1 asks for the Clun evidence to be tabulated, Referee 2 for engagement with Brown (2019).\n"
            "Please submit the revised version by 31 July 2026.")


def t_whr_notes(r: random.Random, dt: datetime) -> str:
    return ("# dower article - revisions\n- R1: table of dower pleas by lordship (use Ffion's export, Clun + Chirk)\n"
            "- R2: Brown 2019 - I do cite it but need to engage: she argues widows lost out after 1284; I think less so\n"
            "- shorten section 3\n- deadline 31 July; do before Leeds")


def t_peer_review(journal: str, ms: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Referee's report\nJournal: {journal}\nManuscript: {ms}\nDate: {_d(dt)}\n"
                "Summary: The article uses a neglected set of manorial accounts to argue for a later date for the "
                "enclosure of the commons. The evidence is well presented but the argument overreaches.\n"
                "Major points: 1. the sample of accounts is small; 2. the comparison with English manors needs "
                "justification; 3. the literature on Welsh tenures (Jones Pierce) is missing.\n"
                "Recommendation: major revisions.")
    return f


def t_review_request(r: random.Random, dt: datetime) -> str:
    return _eml("Journal of Medieval History <em@editorialmanager.com>", EMAIL, "Invitation to review JMH-D-26-00117", dt,
                "Dear Dr Prydderch,\n\nWe would be grateful if you would review the manuscript 'Frontier justice: "
                "amercements in the lordship of Brecon, 1300-1340' for the Journal of Medieval History. If you accept, "
                "we would ask for your report within 30 days.\n\nYours sincerely,\nEditorial Office")


# ---------------------------------------------------------------------------------------- finished research
def t_boydell_proof(r: random.Random, dt: datetime) -> str:
    return ("Boydell & Brewer - page proofs, first pass\nJustice and Lordship in the Welsh March, c.1200-1300\n"
            "Author corrections due 14 days from receipt. Please mark corrections in the PDF using comments only.\n"
            "Index: the author is responsible for the index; the page numbers are now final.")


def t_boydell_review(r: random.Random, dt: datetime) -> str:
    return ("Review: O. Prydderch, Justice and Lordship in the Welsh March, c.1200-1300 (Woodbridge: Boydell, 2021)\n"
            f"{r.choice(['Speculum', 'English Historical Review', 'Welsh History Review'])}\nThis careful study of Marcher "
            "justice before the Edwardian conquest will be essential reading ... The chapters on Clun and Oswestry are the "
            "strongest; one might wish for more on Welsh law in the uplands.")


def t_boydell_remainder(r: random.Random, dt: datetime) -> str:
    return _eml("Boydell & Brewer Marketing <marketing@boydell.co.uk>", HOME_EMAIL, "Re: query", dt,
                "Dear Dr Prydderch,\n\nFurther to your query: Justice and Lordship in the Welsh March (2021) remains in print "
                "as print-on-demand, and the remaining 38 hardback copies in the warehouse will be offered to you at the "
                "author's discount of 50% before we remainder them. The paperback edition is not planned at present.\n\n"
                "Kind regards,\nMarketing Department")


def t_strata_report(r: random.Random, dt: datetime) -> str:
    return ("British Academy / Leverhulme Small Research Grant SRG2021\\211457 - End of award report\nPI: Dr Owen Prydderch\n"
            "Project: The Strata Florida charters: a new edition\nAward period: 1 March 2021 to 28 February 2023\n"
            "Outputs: edition of 64 charters (online); article in Studia Celtica 2023.\nExpenditure: GBP 9,812 of GBP 10,000.")


def t_strata_audit(r: random.Random, dt: datetime) -> str:
    return (f"{_d(dt)}\nThe British Academy - Research Grants team\nDear Dr Prydderch,\nAs part of our routine sample audit "
            "of completed awards, we ask you to confirm the final expenditure statement for SRG2021\\211457 (Strata "
            "Florida charters, ended February 2023) and send copies of receipts for travel over GBP 200. No further "
            "action is needed on the award itself, which is closed.")


def t_strata_charter(r: random.Random, dt: datetime) -> str:
    return ("Strata Florida charter 27 - transcription (NLW, Peniarth MS)\nSciant presentes et futuri quod ego Maredudd "
            "filius Rhys dedi et concessi deo et beate Marie et monachis de Strata Florida totam terram ...\n"
            "Date: c.1198. Witnesses: Cedifor abbas, Iorwerth prior ...")


def t_sabbatical_plan(r: random.Random, dt: datetime) -> str:
    return ("Application for research leave, January-August 2024\nApplicant: Owen Prydderch\nPlan: (1) write three chapters "
            "of the UWP monograph; (2) a visiting fellowship at the Trinity Long Room Hub, Dublin (March-April) to compare "
            "Irish and Welsh Marcher records; (3) submit the AHRC application.\nTeaching cover: HY22520 by Dr R. Evans.")


def t_sabbatical_report(r: random.Random, dt: datetime) -> str:
    return ("Report on research leave, January-August 2024\nOwen Prydderch\nAchieved: AHRC application submitted (funded "
            "from October 2024); chapters 2-4 drafted; two papers in Dublin; visiting fellowship completed.\nNot achieved: "
            "chapter 5. Thanks to colleagues who covered teaching.")


def t_dublin_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Trinity Long Room Hub <lrh@tcd.ie>", EMAIL, "Visiting Research Fellowship 2024", dt,
                "Dear Dr Prydderch,\n\nWe are delighted to confirm your Visiting Research Fellowship at the Trinity Long "
                "Room Hub from 4 March to 26 April 2024. You will have an office on the second floor and a reader's card "
                "for the Manuscripts and Archives Research Library.\n\nBest wishes")


def t_leeds25(r: random.Random, dt: datetime) -> str:
    return ("Leeds IMC 2025 - notes from sessions\n- Hale on amercements: good method, his Brecon figures look high\n"
            "- round table on digital calendars: ask about the TEI schema they used\n- met Menna (UWP) for coffee\n"
            "- my paper (session 512) went fine, question from Brown about widows' dower -> use in WHR article")


def t_kalamazoo(r: random.Random, dt: datetime) -> str:
    return ("58th International Congress on Medieval Studies, Kalamazoo, May 11-13, 2023\nSession 188: Law and Lordship on "
            "the Frontier\nPaper: Owen Prydderch, 'Marcher courts before the conquest'\nTravel claim: flights Manchester-"
            "Chicago, Amtrak to Kalamazoo; department research fund GBP 950.")


# --------------------------------------------------------------------------------------------- old laptop
def t_old_lecture(r: random.Random, dt: datetime) -> str:
    return ("HS2210 Medieval Britain (Leicester) - lecture 4: the Anglo-Norman kingdoms\nOutline\nWilliam I and the "
            "northern rebellions\nDomesday Book as a source\nThe March: Chester, Shrewsbury, Hereford")


def t_old_cv(r: random.Random, dt: datetime) -> str:
    return ("Curriculum vitae - Dr Owen Prydderch (2017)\nLecturer in Medieval History, University of Leicester (2010-)\n"
            "PhD, University of Wales Bangor (2009): 'The lordship of Dyffryn Clwyd, 1282-1400'\nPublications: 4 articles\n"
            "Teaching: HS2210 Medieval Britain; HS3301 Wales and the English Crown")


def t_old_thesis(r: random.Random, dt: datetime) -> str:
    return ("Chapter 3: The courts of Dyffryn Clwyd\nThe great court of Ruthin met twice a year ... (thesis, final "
            "version as submitted 2009)")


def t_old_tax(r: random.Random, dt: datetime) -> str:
    return ("tax 2015-16\nsalary Leicester 44,xxx\nexternal examining fee Cardiff? no that started 2018\n"
            "royalty nil\nbooks claimed: 210\nfiled 20 Jan 2017")


# ---------------------------------------------------------------------------------------- small extra texts
def t_text(s: str):
    return lambda r, dt: s


def t_conf_todo(r: random.Random, dt: datetime) -> str:
    return ("this week\n- chase Medrus re AV for the keynotes + hybrid link\n- book Alison's hotel 8-10 Sept (Gwesty Cymru?)\n"
            "- 6 PG bursaries: email successful applicants\n- dinner menu from Old College by 15 June\n"
            "- registration closes 31 July - reminder on the mailing list\n- ask NLW for the court roll display in the Drwm")


def t_choir_form(r: random.Random, dt: datetime) -> str:
    return ("Cor Rheidol - Ffurflen aelodaeth / membership form 2025-26\nEnw: Owen Prydderch   Llais: Bas\n"
            f"Cyfeiriad: {ADDR}\nRhif ffon: 07700 552 108\nTal aelodaeth GBP 60 - wedi talu drwy drosglwyddiad banc\n"
            "Caniatad i ddefnyddio lluniau ar wefan y cor: Ydw")


def t_davies_notes(r: random.Random, dt: datetime) -> str:
    return ("# R. R. Davies, Lordship and Society in the March of Wales 1282-1400 (1978)\n\n"
            "- ch. 1: the March as a collection of lordships, each 'a kingdom in itself' (p. 15)\n"
            "- ch. 6 on courts: great courts, the tourn, profits of justice - his figures for Dyffryn Clwyd\n"
            "- ch. 13 on the Welsh community: the survival of Welsh law in the uplands; cymortha and the 'commortha'\n"
            "- still the classic. compare Holden 2008 for the twelfth-century background\n")


def t_principality_letter(r: random.Random, dt: datetime) -> str:
    return (f"{ADDR}\n{_d(dt)}\nPrincipality Building Society, Principality Buildings, Queen Street, Cardiff CF10 1UA\n"
            "Mortgage account 4410 228 193\nDear Sir or Madam,\nI would like to make a one-off overpayment of GBP 5,000 "
            "towards the capital of our mortgage, within the 10% annual allowance, and for the monthly payment to be "
            "recalculated rather than the term reduced. Please confirm the new monthly amount.\nYours faithfully,\nOwen Prydderch")


def t_ref_pgce(r: random.Random, dt: datetime) -> str:
    return (f"{_d(dt)}\nReference for Osian Jones (student no. 231144098)\nOsian has been my tutee for three years and took "
            "my second-year module on the March of Wales. He is a confident speaker of Welsh and English, led seminar "
            "discussions well and volunteered with the department's schools outreach days. His degree classification is "
            "expected to be a 2:1. I recommend him warmly for the PGCE Secondary History course at the University of Wales "
            "Trinity Saint David.\nDr Owen Prydderch, personal tutor, Department of History and Welsh History")


def t_drawing(rev: str):
    return lambda r, dt: (f"RHIAN DAVIES ARCHITECTURE - Drawing 04-07 rev {rev}\nProject: Rear extension, Bryn Eithin, "
                          "Llanbadarn Fawr\nClient: O & C Prydderch\nProposed ground floor plan 1:50; sections A-A, B-B; "
                          f"rear elevation\nScale 1:50 at A1. Date {_d(dt)}. Do not scale from this drawing.")


def t_abstract(name: str, inst: str, title: str):
    return lambda r, dt: (f"Borders of Lordship 2026 - abstract\n{name} ({inst})\n{title}\nThis paper examines "
                          "frontier lordship through the records of seigneurial courts and compares practice on either "
                          "side of the Irish Sea ... (248 words)")


def t_music_sheet(title: str):
    return lambda r, dt: (f"{title}\nSATB a chyfeiliant piano / SATB with piano\nGeiriau / words and music: traditional, "
                          "trefniant / arranged for Cor Rheidol\nSoprano / Alto / Tenor / Bas\n[score]")


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
        if ext == "odt":
            return _odt(content)
        if ext == "pptx":
            return _pptx(content)
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

    def img(folder: str, age: float, prefix: str = "IMG_") -> str:
        dt = NOW - timedelta(days=age)
        return f"{folder}/{prefix}{dt:%Y%m%d}_{r.randint(8, 20):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------------ Documents/Finance (Areas Finance)
    d = "Documents/Finance"
    for m, age in ((1, 122), (2, 92), (3, 63), (4, 32), (5, 3)):
        add(f"{d}/Bank/Nationwide statement 2026-{m:02d}.pdf", A, "Finance", age, t_bank)
    add(f"{d}/Bank/Nationwide statement 2024-11.pdf", A, "Finance", 560, t_bank)
    add(f"{d}/Mortgage/Principality annual statement 2025.pdf", A, "Finance", 140, t_mortgage)
    add(f"{d}/Mortgage/Principality annual statement 2024.pdf", A, "Finance", 505, t_mortgage)
    add(f"{d}/Mortgage/mortgage offer 2019 remortgage.pdf", A, "Finance", 2460, t_mortgage_offer)
    add(f"{d}/Pension/USS benefit statement 2024.pdf", A, "Finance", 660, t_uss)
    for m, age in ((2, 95), (3, 64), (4, 36), (5, 5)):
        add(f"{d}/Payslips/payslip 2026-{m:02d}.pdf", A, "Finance", age, t_payslip)
    add(f"{d}/Tax/2024-25/self assessment notes 2024-25.txt", A, "Finance", 130, t_sa)
    add(f"{d}/Tax/2019-20/SA 2019-20 notes.txt", A, "Finance", 1950, t_sa)
    add(f"{d}/Royalties/Boydell royalty statement 2023.pdf", A, "Finance", 880, t_royalty)
    add(f"{d}/household budget 2026.xlsx", A, "Finance", 8, t_budget)

    # ------------------------------------------------------------------ Documents/Home
    d = "Documents/Home"
    add(f"{d}/Council tax 2025-26.pdf", A, "Home", 425, t_council_tax)
    for age in (12, 42, 73):
        dt = NOW - timedelta(days=age)
        add(f"{d}/Octopus/Octopus statement {dt:%Y-%m}.pdf", A, "Home", age, t_energy)
    add(f"{d}/Dŵr Cymru bil 2026-27.pdf", A, "Home", 55, t_water)
    add(f"{d}/NFU home insurance renewal 2026.pdf", A, "Home", 30, t_home_ins)
    add(f"{d}/boiler service 2025.pdf", A, "Home", 250, t_boiler)
    for name, body in (("Bosch dishwasher SMV4HCX48E.pdf", "Fully integrated dishwasher. Programmes: Eco 50, Auto 45-65, Quick 45."),
                       ("Worcester Greenstar 30i user guide.pdf", "Combination boiler. Pressure gauge should read 1-1.5 bar when cold."),
                       ("Brother MFC-L2750DW user guide.pdf", "Mono laser multifunction. Scan to network folder; duplex printing."),
                       ("Dyson V11 manual.pdf", "Cordless vacuum. Wash the filter monthly in cold water; dry 24 hours.")):
        add(f"{d}/Manuals/{name}", R, "Home", r.randint(300, 2400), t_manual(name.rsplit(" ", 1)[0], body))

    e = f"{d}/Estyniad 2026"
    add(f"{e}/planning/decision notice A250317.pdf", P, "Home", 150, t_ext_planning)
    add(f"{e}/planning/planning application A250317 as submitted.pdf", P, "Home", 235, lambda r, dt:
        f"Ceredigion County Council - householder planning application A250317\nSubmitted {_d(dt)} by Rhian Davies "
        f"Architecture on behalf of Mr O Prydderch\nSite: {ADDR}\nSingle-storey rear extension. Fee GBP 258 paid.")
    add(f"{e}/drawings/04-07 rev B.pdf", P, "Home", 125, t_drawing("B"))
    add(f"{e}/drawings/04-07 rev C.pdf", P, "Home", 21, t_drawing("C"))
    add(f"{e}/quotes/Jenkins Evans quote Q-2026-014.pdf", P, "Home", 132, t_ext_quote)
    add(f"{e}/quotes/Tomos Builders quote.pdf", P, "Home", 140, lambda r, dt:
        f"Tomos Builders, Penparcau\nQuote for rear extension at Bryn Eithin, {_d(dt)}\nAs per architect's drawings: "
        f"GBP {r.randint(67, 74)},{r.randint(100, 999)} + VAT. Start not before September 2026.")
    add(f"{e}/invoices/JE stage 1 foundations.pdf", P, "Home", 40, t_ext_invoice(1, "foundations and drainage"))
    add(f"{e}/invoices/JE stage 2 walls to plate.pdf", P, "Home", 12, t_ext_invoice(2, "walls to wall plate, steel beam"))
    add(f"{e}/engineer calcs job 2611.pdf", P, "Home", 160, t_ext_eng)
    add(f"{e}/building control/inspection foundations.pdf", P, "Home", 45, t_ext_building_control)
    add(f"{e}/extension budget.xlsx", P, "Home", 5, t_ext_budget)
    add(f"{e}/emails/Drawings rev C.eml", P, "Home", 21, t_ext_mail_arch)
    for age in (52, 44, 38, 30, 19, 11, 6, 2):
        photo(img("Pictures/Estyniad", age), P, "Home", age)
    add("Documents/Home/Loft conversion 2020/Teifi Lofts final account.pdf", X, "Home", 2010, t_loft_invoice)
    add("Documents/Home/Loft conversion 2020/loft plans dormer.pdf", X, "Home", 2150, lambda r, dt:
        "Teifi Lofts Ltd - loft conversion with rear dormer, Bryn Eithin\nDrawing LC-02: proposed second floor plan, "
        "bedroom 4 and shower room; Velux GGL CK04 x2. Building Regulations application BC/2020/0419.")

    # ------------------------------------------------------------------ Car, Health
    d = "Documents/Car"
    add(f"{d}/Rheidol Garage service 2024.pdf", A, "Car", 610, t_car_service)
    add(f"{d}/MOT 2026.pdf", A, "Car", 80, t_mot)
    add(f"{d}/MOT 2025.pdf", A, "Car", 445, t_mot)
    add(f"{d}/Admiral renewal 2026.pdf", A, "Car", 55, t_car_ins)
    d = "Documents/Health"
    add(f"{d}/Specsavers eye test 2025.pdf", A, "Health", 300, t_optician)
    add(f"{d}/Elin orthodontist June.pdf", A, "Health", 20, t_ortho)
    add(f"{d}/prescription prepayment certificate.pdf", A, "Health", 180, lambda r, dt:
        "NHS Wales - prescriptions are free in Wales for people registered with a Welsh GP.\nNote for Owen: no PPC "
        "needed; keep this letter from Llanbadarn Medical Centre about the repeat prescription ordering service.")

    # ------------------------------------------------------------------ School
    d = "Documents/School"
    add(f"{d}/ParentPay statement 2025-26.pdf", A, "School", 14, lambda r, dt:
        "ParentPay - account statement\nPayer: Owen Prydderch\nPupils: Elin Prydderch (11P), Rhys Prydderch (7P)\n"
        + "\n".join(f"{_ds(dt - timedelta(days=14 * i))}  School meals top-up  GBP 25.00" for i in range(6)))
    add(f"{d}/calendr ysgol 2025-26.pdf", A, "School", 270, lambda r, dt:
        "Ysgol Gyfun Penweddig - Calendr 2025-26 / school calendar\nTymor yr Hydref: 2 Medi - 19 Rhagfyr\n"
        "Tymor y Gwanwyn: 5 Ionawr - 27 Mawrth\nTymor yr Haf: 13 Ebrill - 17 Gorffennaf\nHanner tymor: 27-31 Hydref; "
        "16-20 Chwefror; 25-29 Mai")
    add(f"{d}/Elin/TGAU 2026/revision timetable.xlsx", P, "School", 40, t_revision)
    add(f"{d}/Elin/TGAU 2026/mock results Jan 2026.pdf", P, "School", 120, lambda r, dt:
        "Ysgol Gyfun Penweddig - Year 11 mock examination results, January 2026\nElin Prydderch\n"
        + "\n".join(f"{s}: {r.choice(['A*', 'A', 'A', 'B'])}" for s in ("Cymraeg", "English Lit", "Mathemateg", "Gwyddoniaeth",
                                                                       "Hanes", "Daearyddiaeth", "Ffrangeg", "Cerddoriaeth")))
    add(f"{d}/Elin/TGAU 2026/Hanes revision - Elin.docx", P, "School", 34, lambda r, dt:
        "Hanes Uned 2 - adolygu\nDepression, War and Recovery 1930-1951\n- the Depression in south Wales: Merthyr, "
        "unemployment 1932\n- evacuees to Ceredigion\n- Attlee, the NHS and Aneurin Bevan\nPractice question: how far...")
    add(f"{d}/Rhys/Glan-llyn 2026/llythyr taith Glan-llyn.pdf", P, "School", 60, t_glanllyn_letter)
    add(f"{d}/Rhys/Glan-llyn 2026/kit list.txt", P, "School", 20, t_text(
        "Glan-llyn kit\n- sleeping bag + pillowcase\n- 2 old tracksuits, trainers that can get wet\n- waterproof coat\n"
        "- towel, swimming things\n- inhalers + spacer (hand to Mr Huws on the bus)\n- NO phones"))
    add(f"{d}/Elin/Llangrannog 2024/taith Llangrannog.pdf", X, "School", 730, t_llangrannog)
    add(f"{d}/Elin/Llangrannog 2024/ParentPay receipt Llangrannog.pdf", X, "School", 760, lambda r, dt:
        f"ParentPay - Payment receipt\nDate: {_d(dt)}\nPupil: Elin Prydderch (8P)\nItem: Taith Llangrannog Blwyddyn 8\n"
        "Amount GBP 140.00. Ysgol Gyfun Penweddig.")

    # ------------------------------------------------------------------ Choir
    d = "Documents/Côr Rheidol"
    add(f"{d}/amserlen ymarferion 2025-26.pdf", A, "Choir", 250, t_choir_schedule)
    add(f"{d}/cyngerdd Nadolig 2025 rhaglen.pdf", A, "Choir", 170, lambda r, dt:
        "Cor Rheidol - Cyngerdd Nadolig / Christmas concert\nEglwys Sant Padarn, Llanbadarn Fawr, 12 Rhagfyr 2025, 7pm\n"
        "Rhaglen: O Deued Pob Cristion; Suo Gan; Tawel Nos; Carol y Blwch; Gwahoddiad\nArweinydd: Dr Meinir Evans\n"
        "Elw at Ymchwil Canser Cymru")
    add(f"{d}/Eisteddfod 2026/darn prawf 1 - Y Tangnefeddwyr.pdf", P, "Choir", 100, t_music_sheet("Y Tangnefeddwyr (darn prawf / test piece 1, Eisteddfod 2026)"))
    add(f"{d}/Eisteddfod 2026/darn prawf 2 - Cwm Rhondda trefniant.pdf", P, "Choir", 100, t_music_sheet("Cwm Rhondda, trefniant newydd (darn prawf / test piece 2, Eisteddfod 2026)"))
    add(f"{d}/Eisteddfod 2026/Y Tangnefeddwyr - bas.mp3", P, "Choir", 80, lambda r, dt:
        _id3(r, "Y Tangnefeddwyr - bass part", "Cor Rheidol", "Eisteddfod 2026 learning tracks"))
    for title in ("Calon Lân SATB", "Myfanwy SATB", "Ar Hyd y Nos SATB", "Gwahoddiad TTBB-SATB"):
        add(f"{d}/Copïau/{title}.pdf", R, "Choir", r.randint(500, 2000), t_music_sheet(title))
    add(f"Music/Côr Rheidol/Calon Lân - bas.mp3", R, "Choir", 700, lambda r, dt: _id3(r, "Calon Lân - bass", "Cor Rheidol", "Learning tracks"))
    add(f"Music/Côr Rheidol/Myfanwy - bas.mp3", R, "Choir", 690, lambda r, dt: _id3(r, "Myfanwy - bass", "Cor Rheidol", "Learning tracks"))
    add(f"{d}/Taith Iwerddon 2023/itinerary Ireland tour.pdf", X, "Choir", 1150, t_ireland)
    add(f"{d}/Taith Iwerddon 2023/Stena Line group booking.pdf", X, "Choir", 1180, lambda r, dt:
        "Stena Line - group booking confirmation\nGroup: Cor Rheidol (52 passengers, 1 coach)\nFishguard - Rosslare "
        "20/04/2023 02:45, return 24/04/2023 08:10\nGroup leader: Eirian Hughes")
    for age in (1135, 1134):
        photo(img(f"{d}/Taith Iwerddon 2023", age), X, "Choir", age)

    # ------------------------------------------------------------------ Travel
    d = "Documents/Travel"
    add(f"{d}/Llydaw 2026/gite contrat Ty Coz.pdf", P, "Travel", 120, t_gite)
    add(f"{d}/Llydaw 2026/Staysure travel insurance.pdf", P, "Travel", 95, t_travel_ins)
    add(f"{d}/Llydaw 2026/route + stops.txt", P, "Travel", 10, t_text(
        "Aber -> Portsmouth 18 July: leave 11am, A44/M50/M4/A34, ~5.5h. Stop at Leominster.\nFerry 20:15 Pont-Aven "
        "(cabin). St Malo 08:15 -> Ty Coz, Saint-Suliac 20 min. Mont St Michel day; Dinan; Cap Frehel.\n"
        "Need: GB sticker? (UK sticker now), headlamp converters, hi-vis x4, breathalyser not needed any more"))
    add(f"{d}/2025 Coniston/walks.txt", X, "Travel", 330, t_text(
        "Coniston walks\n- Old Man of Coniston via Church Beck (Rhys ok?)\n- Tarn Hows circuit, easy\n"
        "- Steam yacht Gondola from Coniston pier\n- Brantwood (Ruskin) - rainy day"))
    add(f"{d}/2023 Rome/easyJet boarding passes.pdf", X, "Travel", 1150, lambda r, dt:
        "easyJet boarding passes\nEZY5215 Bristol - Rome Fiumicino, 08 Apr 2023\nPassengers: Owen Prydderch, Carys "
        "Prydderch, Elin Prydderch, Rhys Prydderch\nSeats 14A-14D. Gate closes 30 minutes before departure.")
    add(f"{d}/2025 Edinburgh half term/Edinburgh plan.txt", X, "Travel", 230, t_edinburgh)

    # ------------------------------------------------------------------ Work (Career)
    d = "Documents/Work"
    add(f"{d}/HR/contract Aberystwyth 2017.pdf", A, "Career", 3200, t_contract)
    add(f"{d}/HR/promotion to Senior Lecturer 2021.pdf", A, "Career", 1800, lambda r, dt:
        f"Aberystwyth University - Academic Promotions\n{_d(dt)}\nDear Dr Prydderch,\nI am pleased to confirm your "
        "promotion to Senior Lecturer (grade 8) with effect from 1 August 2021.\nDirector of Human Resources")
    add(f"{d}/HR/PDR 2025-26.docx", A, "Career", 25, t_pdr)
    add(f"{d}/Reader 2026/personal statement draft3.docx", P, "Career", 9, t_reader_statement)
    add(f"{d}/Reader 2026/CV Prydderch 2026.docx", P, "Career", 6, lambda r, dt:
        "Curriculum Vitae - Dr Owen Prydderch\nSenior Lecturer in Medieval History, Aberystwyth University (2021-)\n"
        "Lecturer, Aberystwyth (2017-21); Lecturer, University of Leicester (2010-17)\nGrants: AHRC AH/Y006123/1 "
        "(PI, GBP 612k); BA/Leverhulme SRG (2021-23)\nBooks: Justice and Lordship in the Welsh March (Boydell, 2021)")
    add(f"{d}/Reader 2026/referees.txt", P, "Career", 12, t_text(
        "Reader application - referees (need 3 external)\n1. Prof Alison Byrne, TCD - said yes 14 May\n"
        "2. Prof Huw Pryce - asked, waiting\n3. Prof Matthew Hale, Bangor - is he too close (Co-I)? ask HR\n"
        "HoD statement: Sian, HR will ask her directly. Deadline 19 June noon"))
    add(f"{d}/Leicester/resignation letter 2017.docx", X, "Career", 3200, t_leicester_resign)
    add(f"{d}/Leicester/confirmation of employment.pdf", X, "Career", 3150, t_leicester_ref)

    # ------------------------------------------------------------------ Department
    d = "Documents/Department"
    add(f"{d}/Admissions/UCAS applications 2026.csv", A, "Department", 20, t_admissions)
    add(f"{d}/Admissions/Applicant Visit Day running order.docx", A, "Department", 70, t_open_day)
    add(f"{d}/Admissions/offer making guidance 2025-26.pdf", A, "Department", 260, lambda r, dt:
        "Admissions - offer making guidance 2025-26 (History and Welsh History)\nStandard offer BBB-BCC at A level; "
        "Welsh Baccalaureate accepted; contextual offers two grades lower.\nInterview not required. Unconditional "
        "offers only for mature applicants with Access diplomas.")
    add(f"{d}/Meetings/staff meeting minutes 2026-05.docx", A, "Department", 12, t_dept_minutes)
    add(f"{d}/Meetings/workload model 2026-27.xlsx", A, "Department", 18, lambda r, dt:
        "Staff;Teaching hrs;Admin role;Research;Total\n" + "\n".join(
            f"{n};{r.randint(300, 600)};{role};{r.randint(400, 700)};1650" for n, role in
            (("OP", "Admissions Tutor"), ("SL", "Head of Department"), ("RE", "Exams Officer"), ("MJ", "PG Director"),
             ("HW", "Schools liaison"))))
    add(f"{d}/Exams Officer 2018-22/handover notes for Rhodri.docx", X, "Department", 1420, t_exams_officer)
    add(f"{d}/Exams Officer 2018-22/special circs panel 2021.xlsx", X, "Department", 1700, lambda r, dt:
        "Student;Module;Request;Decision\n" + "\n".join(
            f"{r.randint(190000000, 209999999)};HY{r.randint(10000, 39999)};{r.choice(['extension', 'deferral', 'resit as first'])};"
            f"{r.choice(['approved', 'approved', 'rejected'])}" for _ in range(10)))

    # ------------------------------------------------------------------ teaching (Areas Teaching)
    t = "teaching/2025-26"
    for n, title in enumerate(LECTURES["HY22520"], 1):
        add(f"{t}/HY22520/lectures/L{n:02d} {title.split(':')[0]}.pptx", A, "Teaching", 250 - n * 10,
            t_slides("HY22520", n, title))
    for w, age in ((2, 235), (5, 205), (8, 180)):
        add(f"{t}/HY22520/seminars/seminar {w} handout.docx", A, "Teaching", age, t_handout("HY22520", w))
    add(f"{t}/HY22520/marking/HY22520 essay 1 marks.xlsx", A, "Teaching", 160, t_marking("HY22520"))
    add(f"{t}/HY22520/exam/HY22520 exam paper May 2026 FINAL.docx", A, "Teaching", 140, t_exam_paper("HY22520", "May 2026"))
    for n, title in enumerate(LECTURES["HC22520"][:3], 1):
        add(f"{t}/HC22520/darlithoedd/Darlith {n} - {title}.pptx", A, "Teaching", 248 - n * 10, t_slides("HC22520", n, title))
    add(f"{t}/HC22520/marciau traethawd 1.xlsx", A, "Teaching", 158, t_marking("HC22520"))
    for n, title in enumerate(LECTURES["HY37020"][:3], 1):
        add(f"{t}/HY37020/week{n}_{title.split(':')[0].replace(' ', '_')}.pdf", A, "Teaching", 120 - n * 7,
            t_slides("HY37020", n, title))
    add(f"{t}/HY37020/dissertation second marking.xlsx", A, "Teaching", 9, t_marking("HY37020"))
    for n, title in enumerate(LECTURES["HY10420"][:4], 1):
        add(f"{t}/HY10420/HY10420_lecture{n}.pptx", A, "Teaching", 255 - n * 7, t_slides("HY10420", n, title))
    add(f"{t}/HY10420/HY10420 marks semester 1.xlsx", A, "Teaching", 140, t_marking("HY10420"))
    for n, age in ((1, 110), (3, 95)):
        add(f"{t}/HYM1020/palaeography exercise {n}.docx", A, "Teaching", age, lambda r, dt, n=n:
            f"HYM1020 Latin and Palaeography - exercise {n}\nTranscribe the attached extract from a Chirk court roll "
            "(NLW Chirk Castle MSS), expanding abbreviations in italics.\nThen translate the first five entries.")
    t = "teaching/2024-25"
    add(f"{t}/HY22520/HY22520 essay marks 2024-25.xlsx", A, "Teaching", 520, t_marking("HY22520"))
    add(f"{t}/HY22520/HY22520 exam May 2025.docx", A, "Teaching", 500, t_exam_paper("HY22520", "May 2025"))
    for n in (2, 4):
        add(f"{t}/HY22520/HY22520 L{n}.pdf", A, "Teaching", 610 - n * 7, t_slides("HY22520", n, LECTURES["HY22520"][n - 1]))
    add(f"{t}/HY10420/HY10420_lecture5.pptx", A, "Teaching", 590, t_slides("HY10420", 5, LECTURES["HY10420"][4]))
    t = "teaching/2023-24"
    add(f"{t}/HY10420 marks 2023-24.xlsx", A, "Teaching", 880, t_marking("HY10420"))
    add(f"{t}/HY22520 lecture 6 Glyndwr.pptx", A, "Teaching", 950, t_slides("HY22520", 6, LECTURES["HY22520"][5]))
    add("teaching/2026-27/HY37020 module outline draft.docx", A, "Teaching", 7, lambda r, dt:
        "HY37020 Edward I and Wales - module outline 2026-27 (draft)\n20 credits, semester 1 and 2, final year special subject\n"
        "Weeks 1-5: sources (Welsh Rolls, Littere Wallie); weeks 6-11: war and conquest 1277-1283; semester 2: settlement\n"
        "Assessment: source commentary 30%, essay 30%, exam 40%")
    add("teaching/exam boards/exam board June 2025 minutes.pdf", A, "Teaching", 355, t_exam_board)
    add("teaching/exam boards/exam board Jan 2026 minutes.pdf", A, "Teaching", 125, t_exam_board)
    add("teaching/references/reference Megan Roberts MA.docx", A, "Teaching", 150, t_reference)
    add("teaching/PhD/Gwenllian Morgan/supervision 2026-05-12.docx", A, "Teaching", 20,
        t_phd_notes("Gwenllian Morgan", "Widowhood, dower and the Marcher courts, 1282-1400"))
    add("teaching/PhD/Gwenllian Morgan/annual progress review 2025.pdf", A, "Teaching", 250, lambda r, dt:
        "Graduate School - Annual Progress Review\nCandidate: Gwenllian Morgan, PhD History, year 2 (full time)\n"
        "Supervisors: Dr O. Prydderch, Dr H. Williams\nOutcome: satisfactory progress. Target submission: December 2026.")
    add("teaching/PhD/Tomasz Nowak/supervision 2026-04-28.docx", A, "Teaching", 34,
        t_phd_notes("Tomasz Nowak", "Castle-guard and garrison communities in north Wales, 1283-1400"))
    add("teaching/PhD/Tomasz Nowak/research proposal.pdf", A, "Teaching", 260, lambda r, dt:
        "PhD research proposal - Tomasz Nowak\nCastle-guard and garrison communities in the Edwardian castles of north "
        "Wales, 1283-1400\nSources: Exchequer accounts (E 101), chamberlain's accounts of north Wales")
    add("teaching/Bangor external/EE fee claim form 2025-26.xlsx", A, "Teaching", 15, lambda r, dt:
        "Name;Institution;Programme;Days;Fee;Travel\nDr Owen Prydderch;Bangor University;BA History;3;900;"
        f"{r.randint(90, 140)}")
    add("teaching/resources/CELT assessment and feedback guide.pdf", R, "Teaching", 700, t_handbook)
    add("teaching/resources/Blackboard Ultra quick guide.pdf", R, "Teaching", 400, lambda r, dt:
        "Blackboard Ultra - quick guide for staff\nCreating an assessment; Turnitin submission points; releasing "
        "grades to the Gradebook; exporting marks to Excel.")
    t = "teaching/2022-23/HY26320 Crusades"
    for n in (1, 2, 4):
        add(f"{t}/HY26320 lecture {n}.pptx", X, "Teaching", 1320 - n * 7, t_slides("HY26320", n, LECTURES["HY26320"][n - 1]))
    add(f"{t}/HY26320 marks 2022-23.xlsx", X, "Teaching", 1100, t_marking("HY26320"))
    add(f"{t}/module retirement form.docx", X, "Teaching", 1090, lambda r, dt:
        "Module withdrawal form\nModule: HY26320 The Crusades, 1095-1291\nLast year of delivery: 2022-23\n"
        "Reason: staff research leave and curriculum review; replaced by HY37020 Edward I and Wales.\nApproved by LTC.")
    add("teaching/Cardiff EE 2018-22/final overview report.pdf", X, "Teaching", 1450, t_cardiff)
    add("teaching/PhD/Daniel Hughes (completed)/viva report Nov 2023.pdf", X, "Teaching", 920, lambda r, dt:
        "Joint report of the examiners - PhD viva voce\nCandidate: Daniel Hughes\nThesis: The lordship of Gower and the "
        "Beaumont earls, 1300-1400\nDate: 21 November 2023. Outcome: pass with minor corrections (3 months).")
    add("teaching/PhD/Daniel Hughes (completed)/thesis final version.pdf", X, "Teaching", 830, lambda r, dt:
        "The lordship of Gower and the Beaumont earls, 1300-1400\nDaniel Hughes\nThesis submitted for the degree of "
        "Doctor of Philosophy, Aberystwyth University, 2024")

    # ------------------------------------------------------------------ research/monograph-uwp (Projects Research)
    m = "research/monograph-uwp"
    chapters = ["Introduction: the March after conquest", "Lords and their councils", "Amercements and the profits of justice",
                "Welsh law and English procedure", "Widows, dower and land", "Glyndwr and the courts", "Conclusion"]
    add(f"{m}/main.tex", P, "Research", 2, t_main_tex)
    for n, title in enumerate(chapters, 1):
        add(f"{m}/chapters/ch{n}.tex", P, "Research", [40, 210, 95, 150, 30, 1, 300][n - 1], t_chapter_tex(n, title))
    add(f"{m}/front/preface.tex", P, "Research", 400, t_text(
        "\\chapter*{Preface}\nThis book has been a long time in the making. It began during research leave in 2024 "
        "and was finished with the help of the AHRC Marcher Court Rolls project ...\n"))
    add(f"{m}/monograph.bib", P, "Research", 3, t_bib(6))
    add(f"{m}/tables/amercements.tex", P, "Research", 25, t_text(
        "\\begin{tabular}{lrrr}\\toprule\nLordship & Courts & Cases & Amercements (s.)\\\\\\midrule\n"
        "Chirk & 412 & 5,120 & 2,214\\\\\nClun & 288 & 3,477 & 1,530\\\\\nDyffryn Clwyd & 601 & 9,845 & 4,102\\\\\n"
        "\\bottomrule\\end{tabular}\n"))
    add(f"{m}/figures/map-lordships.png", P, "Research", 60, "")
    add(f"{m}/figures/chirk-roll-1325.jpg", P, "Research", 200, b"" + _jpeg(r, None))
    add(f"{m}/main.pdf", P, "Research", 2, lambda r, dt:
        "Lordship, Law and Record in the March of Wales, 1282-1415\nOwen Prydderch\nDRAFT - not for circulation\n"
        "Contents\n1 Introduction: the March after conquest\n2 Lords and their councils\n3 Amercements ...")
    add(f"{m}/main.log", P, "Research", 2, t_text(
        "This is pdfTeX, Version 3.141592653-2.6-1.40.25 (TeX Live 2023/Debian) (preloaded format=pdflatex)\n"
        "LaTeX Warning: Citation `hale2023' on page 88 undefined on input line 41.\nOutput written on main.pdf (214 pages).\n"))
    add(f"{m}/main.aux", P, "Research", 2, t_text("\\relax\n\\citation{davies1978}\n\\citation{griffiths1992}\n\\bibstyle{uwp}\n"))
    add(f"{m}/main.synctex.gz", P, "Research", 2, lambda r, dt: _blob(r, GZ, 800))
    dot(f"{m}/.latexmkrc", b"$pdf_mode = 1;\n$bibtex_use = 2;\n", 500)
    dot(f"{m}/.gitignore", b"*.aux\n*.log\n*.synctex.gz\n*.bbl\n*.blg\n", 500)
    add(f"{m}/admin/UWP contract 2023.pdf", P, "Research", 1000, t_uwp_contract)
    add(f"{m}/admin/book proposal 2022.docx", P, "Research", 1350, lambda r, dt:
        "Book proposal for University of Wales Press - Studies in Welsh History\nLordship, Law and Record in the March of "
        "Wales, 1282-1415\nSynopsis: a study of how Marcher lords governed through their courts after the Edwardian "
        "conquest, based on the surviving court rolls.\nMarket: scholars and students of medieval Wales and Britain.")
    add(f"{m}/admin/readers reports 2023.pdf", P, "Research", 1080, t_reader_report)
    add(f"{m}/TODO.md", P, "Research", 1, t_mono_todo)
    for fn, a in (("Davies 1979 Kinship nation conquest.pdf", ARTICLES[0]), ("Smith 1985 Edwardian settlement.pdf", ARTICLES[2]),
                  ("Griffiths 1992 Dyffryn Clwyd court rolls.pdf", ARTICLES[6])):
        add(f"{m}/reading/{fn}", R, "Research", r.randint(400, 1400), t_article(a))

    # ------------------------------------------------------------------ research/ahrc-marcher-rolls (Projects Research)
    a = "research/ahrc-marcher-rolls"
    add(f"{a}/grant/case for support.pdf", P, "Research", 820, t_ahrc_case)
    add(f"{a}/grant/budget justification.xlsx", P, "Research", 815, t_ahrc_budget)
    add(f"{a}/grant/AHRC offer letter AH-Y006123-1.pdf", P, "Research", 640, lambda r, dt:
        f"Arts and Humanities Research Council - Offer of a Research Grant\nDate: {_d(dt)}\nGrant reference AH/Y006123/1\n"
        "Title: Marcher Court Rolls: Lordship and Record, 1282-1415\nPrincipal Investigator: Dr Owen Prydderch\n"
        "Start date 1 October 2024, end date 30 September 2027. Awarded at 80% fEC.\nUKRI terms and conditions apply.")
    add(f"{a}/staff/PDRA job advert 2024.pdf", P, "Research", 620, t_ahrc_jobad)
    add(f"{a}/staff/interview questions PDRA.docx", P, "Research", 600, lambda r, dt:
        "PDRA interviews - panel OP, MH, HR rep\n1. Tell us about your doctoral research and how it prepares you for "
        "the court rolls project.\n2. Transcription test: Chirk roll 1334 m.3 (15 minutes).\n3. How would you design "
        "the database of cases?\n4. Welsh-language outreach?")
    add(f"{a}/data/chirk_1320-1350.csv", P, "Research", 40, t_ahrc_data)
    add(f"{a}/data/clun_1331-1335.csv", P, "Research", 9, t_ahrc_data)
    add(f"{a}/data/schema.md", P, "Research", 300, t_text(
        "# Marcher Court Rolls database - schema\n\n- roll_id: repository shelfmark + membrane\n- lordship, court "
        "(great court / three-weekly / tourn)\n- date (ISO), regnal year in notes\n- litigant(s), plea type, "
        "amercement in pence\n\nExport weekly to CSV on the project drive."))
    add(f"{a}/meetings/2026-05-18 OP-FL.md", P, "Research", 14, t_ahrc_meeting)
    add(f"{a}/meetings/2026-04-20 OP-FL.md", P, "Research", 42, t_ahrc_meeting)
    add(f"{a}/reports/annual report 2025.pdf", P, "Research", 240, t_ahrc_report)
    add(f"{a}/reports/Researchfish 2026 outputs.docx", P, "Research", 75, lambda r, dt:
        "Researchfish submission 2026 - AH/Y006123/1\nPublications: Llewelyn, F., 'Clerks of the Chirk court' (blog)\n"
        "Engagement: NLW workshop Feb 2026 (34 attendees)\nFurther funding: RHS conference grant GBP 1,800\n"
        "Next destination: none yet")
    for age in (300, 299, 299, 180, 179, 60):
        photo(img(f"{a}/images/NLW Chirk rolls", age, "DSC_"), P, "Research", age)
    for mbr in (1, 2):
        add(f"{a}/images/TNA SC2-215-71/SC2_215_71_m{mbr}.tif", P, "Research", 150, lambda r, dt: _blob(r, TIF, 2400))
    add(f"{a}/workshop NLW Feb 2026/programme.pdf", P, "Research", 115, lambda r, dt:
        "Marcher Court Rolls workshop - Llyfrgell Genedlaethol Cymru / National Library of Wales, 12 February 2026\n"
        "10.30 Welcome (Owen Prydderch); 11.00 Reading a court roll (Ffion Llewelyn); 14.00 Hands-on session with the "
        "Chirk Castle rolls; 15.30 Local history groups and the database")

    # ------------------------------------------------------------------ conference, Leeds 2026, dower article
    c = "research/conference-2026-borders"
    add(f"{c}/CFP Borders of Lordship.pdf", P, "Research", 200, t_conf_cfp)
    add(f"{c}/programme v4.docx", P, "Research", 6, t_conf_programme)
    add(f"{c}/registrations.xlsx", P, "Research", 2, lambda r, dt: t_conf_regs(r, dt).replace(",", ";"))
    add(f"{c}/venue booking Medrus.pdf", P, "Research", 150, t_conf_venue)
    for name, inst, title in (("Cathal Murphy", "UCD", "Liberties and lordship in the Irish March"),
                              ("Helen Fraser", "St Andrews", "Scottish border lordships compared"),
                              ("Dafydd Owen", "Bangor", "Welsh jurors in Marcher courts"),
                              ("Emma Turner", "Durham", "The palatinate of Durham and the March")):
        add(f"{c}/abstracts/{name.split()[1]}.docx", P, "Research", r.randint(60, 70), t_abstract(name, inst, title))
    add(f"{c}/poster Borders of Lordship.png", P, "Research", 190, "")
    add(f"{c}/RHS conference grant application.pdf", P, "Research", 230, lambda r, dt:
        "Royal Historical Society - Conference support application\nEvent: Borders of Lordship, Aberystwyth, 9-11 "
        "September 2026\nOrganiser: Dr Owen Prydderch\nRequest: GBP 1,800 for six postgraduate bursaries.")
    add("research/leeds-2026/abstract.txt", P, "Research", 250, t_leeds26)
    add("research/leeds-2026/Counting the court - draft.docx", P, "Research", 4, lambda r, dt:
        "Counting the court: quantifying Marcher justice, 1300-1350 (IMC 2026, draft)\nIn 1334 the court of Chirk "
        "heard 212 pleas ... [20 minutes = 2,800 words; currently 1,900]")
    add("research/articles/dower-WHR/dower-article-v2.tex", P, "Research", 16, t_text(
        "\\documentclass{article}\n\\title{Widows, dower and the Marcher courts, 1290--1360}\n\\author{Owen Prydderch}\n"
        "\\begin{document}\\maketitle\n\\section{Introduction}\nDower pleas make up a small but revealing share of "
        "Marcher litigation \\cite{brown2019} ...\n\\end{document}\n"))
    add("research/articles/dower-WHR/editor decision WHR-2025-041.pdf", P, "Research", 70, t_whr_letter)
    add("research/articles/dower-WHR/revisions.md", P, "Research", 15, t_whr_notes)

    # ------------------------------------------------------------------ reading, Zotero (Resources Research)
    for a_ in (ARTICLES[4], ARTICLES[5], ARTICLES[9], ARTICLES[11]):
        add(f"research/reading/{a_[0]} {a_[3]} - {a_[1][:40].rstrip()}.pdf", R, "Research", r.randint(200, 2200), t_article(a_))
    add("research/reading/Holden 2008 Lords of the Central Marches ch2.pdf", R, "Research", 1500, lambda r, dt:
        "Brock Holden, Lords of the Central Marches: English Aristocracy and Frontier Society, 1087-1265 (Oxford, 2008)\n"
        "Chapter 2: The making of Marcher lordship\nThe lords of the central March - the Braoses, Mortimers and Lacys - ...")
    add("Zotero/My Library.bib", R, "Research", 10, t_bib(6))
    add("Zotero/storage/7QK2M9PX/Holden - 2000 - The making of the middle March of Wales.pdf", R, "Research", 600, t_article(ARTICLES[1]))
    add("Zotero/storage/B4ZR81TD/Faulkner - 2021 - Record keeping in Marcher seigneurial administration.pdf", R,
        "Research", 330, t_article(ARTICLES[8]))
    add("Zotero/zotero export 2026-05.rdf", R, "Research", 12, t_text(
        '<?xml version="1.0"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
        'xmlns:z="http://www.zotero.org/namespaces/export#" xmlns:dc="http://purl.org/dc/elements/1.1/">\n'
        '<bib:Book rdf:about="#item_112" xmlns:bib="http://purl.org/net/biblio#"><dc:title>Lordship and Society in '
        'the March of Wales, 1282-1400</dc:title></bib:Book>\n</rdf:RDF>\n'))

    # ------------------------------------------------------------------ peer review (Areas Research)
    pr = "research/peer-review"
    add(f"{pr}/JMH-D-26-00117 invitation.eml", A, "Research", 26, t_review_request)
    add(f"{pr}/JMH-D-26-00117 report.docx", A, "Research", 3, t_peer_review("Journal of Medieval History", "JMH-D-26-00117"))
    add(f"{pr}/Speculum 2024 referee report.pdf", A, "Research", 600, t_peer_review("Speculum", "SPEC-2024-0331"))
    add(f"{pr}/MUP book proposal report 2023.docx", A, "Research", 1000, t_peer_review("Manchester University Press (book proposal)", "Frontier Lordship"))

    # ------------------------------------------------------------------ finished research (Archive Research)
    o = "research/old/justice-book-boydell-2021"
    add(f"{o}/main.tex", X, "Research", 1900, t_text(
        "\\documentclass{book}\n\\title{Justice and Lordship in the Welsh March, c.1200--1300}\n\\author{Owen Prydderch}\n"
        "% Boydell -- final version sent to copy-editor\n\\begin{document}\\maketitle\n\\include{ch1}\\include{ch2}"
        "\\include{ch3}\n\\end{document}\n"))
    add(f"{o}/ch3 Clun.tex", X, "Research", 1900, t_text(
        "\\chapter{Clun before the conquest}\nThe lordship of Clun was held by the FitzAlans ... \\citep{holden2008}\n"))
    add(f"{o}/proofs first pass.pdf", X, "Research", 1750, t_boydell_proof)
    add(f"{o}/index final.docx", X, "Research", 1720, t_text(
        "Index\nabbots, of Strata Florida, 44, 61\namercements, 102-19\nClun, lordship of, 55-80\nDyffryn Clwyd, 12, 140"))
    add(f"{o}/reviews/review EHR 2022.pdf", X, "Research", 1400, t_boydell_review)
    add(f"{o}/reviews/review Speculum 2023.pdf", X, "Research", 1000, t_boydell_review)
    s = "research/old/strata-florida-BA-2021-23"
    add(f"{s}/end of award report.pdf", X, "Research", 1180, t_strata_report)
    add(f"{s}/charter 27 transcription.txt", X, "Research", 1400, t_strata_charter)
    add(f"{s}/expenses.xlsx", X, "Research", 1190, lambda r, dt: "Date;Item;Cost\n" + "\n".join(
        f"{r.randint(1, 28)}/{r.randint(1, 12)}/202{r.randint(1, 2)};{r.choice(['Train to Cardiff', 'NLW photography', 'Hotel Kew', 'Research assistant hours'])};"
        f"{r.randint(40, 900)}" for _ in range(8)))
    for age in (1500, 1499, 1380):
        photo(img(f"{s}/images", age), X, "Research", age)
    sb = "research/old/sabbatical-2024"
    add(f"{sb}/research leave application.docx", X, "Research", 950, t_sabbatical_plan)
    add(f"{sb}/research leave report.docx", X, "Research", 260, t_sabbatical_report)
    add(f"{sb}/Visiting Research Fellowship 2024.eml", X, "Research", 850, t_dublin_mail)
    for age in (800, 795, 780):
        photo(img(f"{sb}/Dublin TCD manuscripts", age), X, "Research", age)
    add("research/conferences/Kalamazoo 2023/session 188.pdf", X, "Research", 1115, t_kalamazoo)
    add("research/conferences/Kalamazoo 2023/travel claim.xlsx", X, "Research", 1100, lambda r, dt:
        "Item;Amount GBP\nFlights MAN-ORD;612\nAmtrak Chicago-Kalamazoo;58\nRegistration;140\nHotel 3 nights;390")
    add("research/conferences/Leeds 2025/Leeds 2025 paper slides.pptx", X, "Research", 330, lambda r, dt:
        "IMC Leeds 2025 - session 512\nWidows in the Marcher courts\nOwen Prydderch\n\nSources\nChirk and Clun court rolls\n\n"
        "Findings\nDower pleas 4% of business")

    # ------------------------------------------------------------------ Pictures (Resources Photos)
    for age in (305, 304, 303, 301):
        photo(img("Pictures/2025/Coniston", age), R, "Photos", age)
    for age in (222, 221):
        photo(img("Pictures/2025/Caeredin", age), R, "Photos", age)
    for age in (170, 95, 64, 33, 16):
        photo(img("Pictures/2026", age), R, "Photos", age)
    for age in (400, 520):
        photo(img("Pictures/2024-25 misc", age), R, "Photos", age)
    for age in (41, 2):
        add(f"Pictures/Camera Carys/IMG_{r.randint(1000, 9999)}.HEIC", R, "Photos", age, "")
    for age in (48, 26, 9, 1):
        dt = NOW - timedelta(days=age)
        add(f"Pictures/Screenshots/Screenshot from {dt:%Y-%m-%d} {r.randint(9, 22):02d}-{r.randint(0, 59):02d}-"
            f"{r.randint(0, 59):02d}.png", R, "Photos", age, "")
    dot("Pictures/.directory", b"[Dolphin]\nPreviewsShown=true\n", 300)

    # ------------------------------------------------------------------ Music, Books, Software
    for artist, album, title in (("Calan", "Solomon", "Kerdd Dant"), ("Gwenno", "Tresor", "Tresor"),
                                 ("Catrin Finch & Seckou Keita", "Soar", "Clarach"), ("9Bach", "Anian", "Llyn Du"),
                                 ("Meic Stevens", "Outlander", "Rue St Michel")):
        add(f"Music/{artist}/{album}/01 {title}.mp3", R, "Music", r.randint(200, 2500), lambda r, dt, a=(title, artist, album):
            _id3(r, *a))
    for title, author, lang in (("Wolf Hall", "Hilary Mantel", "en"), ("Un Nos Ola Leuad", "Caradog Prichard", "cy"),
                                ("The Name of the Rose", "Umberto Eco", "en"), ("The Mabinogion", "trans. Sioned Davies", "en")):
        add(f"Documents/ebooks/{author.split()[-1]} - {title}.epub", R, "Books", r.randint(100, 1500), lambda r, dt, b=(title, author, lang):
            _epub(b[0], b[1], b[2], "Chapter one."))
    add("Downloads/zotero-7.0.15_linux-x86_64.tar.bz2", R, "Software", 70, lambda r, dt: _blob(r, b"BZh91AY&SY", 2000))
    add("Downloads/install-tl-unx.tar.gz", R, "Software", 400, lambda r, dt: _blob(r, GZ, 2000))
    add("Downloads/zoom_amd64.deb", R, "Software", 210, lambda r, dt: _blob(r, DEB, 2000))
    add("Downloads/Obsidian-1.8.10.AppImage", R, "Software", 150, lambda r, dt: _blob(r, APPIMAGE, 2000))
    add("research/templates/uwp-latex-template.zip", R, "Software", 990, lambda r, dt: _blob(r, ZIPH, 1500))

    # ------------------------------------------------------------------ named downloads that say what they are
    add("Downloads/Hale_2023_Quantifying_seigneurial_justice.pdf", R, "Research", 140, t_article(ARTICLES[10]))
    add("Downloads/Brown 2019 Widows and dower JBS.pdf", R, "Research", 75, t_article(ARTICLES[7]))
    add("Downloads/HY22520 reading list 2025-26.pdf", A, "Teaching", 270, lambda r, dt:
        "HY22520 The March of Wales, 1066-1415 - reading list 2025-26\nCore: R. R. Davies, Lordship and Society in the "
        "March of Wales (1978); M. Lieberman, The Medieval March of Wales (2010); B. Holden, Lords of the Central Marches (2008)")
    add("Downloads/Council tax 2026-27 Ceredigion.pdf", A, "Home", 61, t_council_tax)
    add("Downloads/Eisteddfod 2026 rhestr testunau.pdf", P, "Choir", 160, lambda r, dt:
        "Eisteddfod Genedlaethol Cymru 2026 - Rhestr Testunau / list of competitions\nCerddoriaeth: Cor Cymysg dros 40 o "
        "leisiau - darnau prawf: Y Tangnefeddwyr; Cwm Rhondda (trefniant newydd). Closing date for entries 1 April.")
    add("Desktop/HY22520 lecture 7 draft.pptx", A, "Teaching", 180, t_slides("HY22520", 7, LECTURES["HY22520"][6]))
    add("Desktop/conference poster v2.png", P, "Research", 185, "")

    # ------------------------------------------------------------------ old-laptop-2017 (Archive Backup)
    b = "old-laptop-2017"
    add(f"{b}/Documents/Teaching/HS2210 lecture 4.pptx", X, "Backup", 3300, t_old_lecture)
    add(f"{b}/Documents/Teaching/HS2210 marks 2016-17.xlsx", X, "Backup", 3290, t_marking("HY22520"))
    add(f"{b}/Documents/CV 2017.docx", X, "Backup", 3260, t_old_cv)
    add(f"{b}/Documents/PhD thesis/chapter 3 final.docx", X, "Backup", 3400, t_old_thesis)
    add(f"{b}/Documents/tax 2015-16.txt", X, "Backup", 3420, t_old_tax)
    add(f"{b}/Documents/Leicester house sale/completion statement.pdf", X, "Backup", 3250, lambda r, dt:
        "Completion statement - sale of 22 Queens Road, Clarendon Park, Leicester LE2 1WP\nSeller: O Prydderch and C "
        "Prydderch\nSale price GBP 235,000; redemption of Halifax mortgage; estate agent and legal fees.")
    for age in (3500, 3450, 3300, 3280):
        photo(img(f"{b}/My Pictures/2016", age), X, "Backup", age)
    add(f"{b}/My Music/Super Furry Animals - Ice Hockey Hair.mp3", X, "Backup", 3600, lambda r, dt:
        _id3(r, "Ice Hockey Hair", "Super Furry Animals", "Ice Hockey Hair"))
    add(f"{b}/Desktop/notes.txt", X, "Backup", 3260, t_text(
        "moving to Aber: van booked 26 Aug, keys 28th\nreturn Leicester library books!\nforward post\nstaff card"))
    add(f"{b}/My Pictures/Thumbs.db", L, "System", 3280, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{b}/Desktop/desktop.ini", L, "System", 3260, t_text("[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\n"))
    add(f"{b}/Documents/~$ 2017.docx", L, "System", 3260, lambda r, dt: b"\x0bOwen Prydderch" + bytes(150))

    # ------------------------------------------------------------------ Left (unfinished downloads, lock files)
    add("Downloads/texlive2026-20260301.iso.part", L, "System", 1, lambda r, dt: _blob(r, b"\x00" * 16, 2000))
    add("Downloads/SC2_215_71_high_res.zip.crdownload", L, "System", 0.5, lambda r, dt: _blob(r, ZIPH, 1500))
    add("Documents/Department/Meetings/~$aff meeting minutes 2026-05.docx", L, "System", 12, lambda r, dt:
        b"\x0eOwen Prydderch" + bytes(148))
    dot("Documents/Work/HR/.~lock.PDR 2025-26.docx#", b"Owen Prydderch,owen,aber-pc-114,01.06.2026 09:12,file:///home/owen/.config/libreoffice/4;", 0.2)
    dot(".bashrc", b"# ~/.bashrc\nexport PATH=$HOME/.local/bin:$PATH\nalias ll='ls -alF'\n", 900)

    # ------------------------------------------------------------------ hard: names and folders say nothing
    H = True
    dl = "Downloads"
    add(f"{dl}/article.pdf", R, "Research", 45, t_article(ARTICLES[1]), H)
    add(f"{dl}/article(1).pdf", R, "Research", 20, t_article(ARTICLES[8]), H)
    add(f"{dl}/article(2).pdf", R, "Research", 9, t_article(ARTICLES[9]), H)
    add(f"{dl}/1-s2.0-S0304418124000213-main.pdf", R, "Research", 130, t_article(ARTICLES[3]), H)
    add(f"{dl}/s41599-025-04412-x.pdf", R, "Research", 75, t_article(ARTICLES[11]), H)
    add(f"{dl}/document.pdf", A, "Home", 62, t_water, H)
    add(f"{dl}/document(1).pdf", P, "Home", 3, t_ext_invoice(3, "roof structure, roof lights and bi-fold doors"), H)
    add(f"{dl}/document(2).pdf", A, "Finance", 400, t_uss, H)
    add(f"{dl}/document(3).pdf", P, "Travel", 98, t_ferry, H)
    add(f"{dl}/download.pdf", P, "Research", 70, t_ahrc_report, H)
    add(f"{dl}/download(1).pdf", A, "Teaching", 340, t_exam_board, H)
    add(f"{dl}/file.pdf", P, "School", 75, t_gcse_timetable, H)
    add(f"{dl}/invoice.pdf", A, "Car", 250, t_car_service, H)
    add(f"{dl}/receipt.pdf", P, "School", 25, t_glanllyn_receipt, H)
    add(f"{dl}/letter.pdf", A, "Health", 35, t_physio, H)
    add(f"{dl}/form.pdf", P, "Choir", 92, t_eist_entry, H)
    add(f"{dl}/statement.pdf", A, "Finance", 34, t_bank, H)
    add(f"{dl}/export.csv", A, "Finance", 6, t_bank_csv, H)
    add(f"{dl}/data.csv", P, "Research", 11, t_conf_regs, H)
    add(f"{dl}/export(1).csv", A, "Teaching", 16, t_grades_csv, H)
    add(f"{dl}/Untitled 1.odt", A, "Teaching", 50, t_ref_pgce, H)
    add(f"{dl}/temp.docx", P, "Research", 380, t_reader_report, H)
    add(f"{dl}/Document1.docx", A, "Research", 18, t_peer_review("Welsh History Review", "WHR-2026-012"), H)
    add(f"{dl}/scan.pdf", A, "School", 110, t_school_report("Rhys", 7), H)
    add(f"{dl}/attachment.pdf", P, "Career", 80, t_reader_guidance, H)
    add(f"{dl}/attachment(1).pdf", A, "Finance", 140, t_royalty, H)
    add(f"{dl}/2025-11-14.pdf", X, "Research", 198, t_strata_audit, H)
    add(f"{dl}/notes.txt", X, "Research", 320, t_leeds25, H)

    add("Desktop/Untitled 1.txt", P, "Research", 3, t_conf_todo, H)
    add("Desktop/Untitled 2.txt", P, "Home", 15, t_ext_kitchen_call, H)
    add("Desktop/notes.md", A, "Teaching", 5, t_exam_board_prep, H)
    add("Desktop/todo.txt", P, "Research", 2, t_mono_todo, H)
    add("Desktop/draft.docx", P, "Career", 4, t_reader_statement, H)
    add("Desktop/new.txt", A, "Car", 95, t_car_notes, H)

    for n, bucket, topic, age, fn in (
            (1, P, "School", 150, t_gcse_entry), (2, P, "Home", 70, t_ext_contract), (7, A, "Finance", 360, t_p60),
            (12, A, "Health", 260, t_asthma), (15, A, "Car", 900, t_v5c), (19, A, "Choir", 245, t_choir_form),
            (23, X, "Home", 2000, t_loft_completion), (31, X, "Career", 3150, t_leicester_p45),
            (34, P, "Research", 60, t_permission), (40, A, "School", 330, t_school_report("Elin", 10)),
            (42, A, "Health", 90, t_dentist), (45, P, "School", 18, t_glanllyn_consent),
            (48, A, "Finance", 1000, t_mortgage_offer)):
        add(f"scans/scan{n:04d}.pdf", bucket, topic, age, fn, H)

    add("misc/notes.txt", P, "Choir", 6, t_eist_notes, H)
    add("misc/notes (2).txt", A, "Career", 60, t_pdr_notes, H)
    add("misc/stuff.md", R, "Research", 400, t_davies_notes, H)
    add("misc/old.txt", X, "Travel", 1150, t_rome, H)
    add("misc/info.txt", A, "Home", 200, t_broadband, H)
    add("misc/list.csv", P, "Travel", 9, t_packing, H)

    ms = "mail-saved"
    add(f"{ms}/message.eml", P, "Research", 14, t_uwp_mail, H)
    add(f"{ms}/message (2).eml", A, "School", 100, t_parents_evening, H)
    add(f"{ms}/message (3).eml", A, "Choir", 30, t_choir_mail, H)
    add(f"{ms}/message (4).eml", A, "Career", 190, t_pay_award, H)
    add(f"{ms}/Re_ Monday.eml", P, "Research", 8, t_ahrc_mail, H)
    add(f"{ms}/Fw_ FYI.eml", A, "Health", 27, t_health_fwd, H)
    add(f"{ms}/Re_ Re_ thanks.eml", A, "Teaching", 12, t_bangor_mail, H)
    add(f"{ms}/(no subject).eml", A, "Car", 45, t_car_mail, H)
    add(f"{ms}/Re_ update.eml", P, "Home", 4, t_ext_mail_builder, H)
    add(f"{ms}/Re_ query.eml", X, "Research", 33, t_boydell_remainder, H)
    add(f"{ms}/Re_ quick question.eml", A, "Teaching", 22, t_phd_mail, H)
    add(f"{ms}/Re_ September.eml", P, "Research", 50, t_conf_keynote_mail, H)

    add("Documents/2025/letter.docx", A, "Finance", 300, t_principality_letter, H)
    add("Documents/2025/Document 3.docx", A, "Teaching", 330, t_bangor, H)
    add("Documents/2025/summary.pdf", X, "Travel", 340, t_lakes, H)
    add("Documents/2025/minutes.docx", A, "Department", 250, t_dept_minutes, H)
    add("Documents/2025/Untitled.xlsx", A, "Choir", 240, t_choir_subs, H)
    add("Documents/2026/reply.docx", P, "Home", 25, t_ext_neighbour, H)
    add("Documents/2026/Book1.xlsx", P, "Research", 35, t_conf_budget, H)
    add("Documents/2026/quote.pdf", P, "Choir", 10, t_coach_quote, H)
    add("Documents/2026/form.docx", P, "Research", 120, t_ahrc_probation, H)

    return items
