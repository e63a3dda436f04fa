"""A seventy-seventh unseen labelled corpus: a Glasgow social worker's laptop, ``build(root, seed)``, written blind.

What was read to write it: ``benchmarks/placement/unseen.py`` -- its module docstring (the model for how a
person and the labelling rules are written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``,
``_xlsx``, ``_epub``, ``_id3`` and ``_blob``, and the first lines of its ``build()`` (the write / encode / add /
dot helpers); in ``benchmarks/placement/corpus.py`` the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``,
``_pdf`` and ``_jpeg``; in ``benchmarks/placement/blind.py`` ``_d``, ``_money``, ``_docx``, ``_png`` and
``HEIC_HEAD``. Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the
bench scripts, the bodies of the other corpus modules or any placement result. The files and labels are
shaped by what this person would have on disk, not by what any code looks for.

The person: Callum Fraser, 36, a children-and-families social worker with Glasgow City Council (Glasgow City
HSCP, North East Children and Families team, since August 2019). Before that he was a family support worker
at a charity, Clydeside Family Support Trust (2013-2019); his undergraduate degree was a BA (Hons) Social Work
at the University of Stirling (2009-2013). He grew up in Inverness, where his parents Alasdair and Morag, his
brother Euan and his gran (Nana Ishbel, in a care home; Callum is one of her two attorneys) still live. He
lives with his partner Priya Nair, a junior doctor on rotation, in a rented flat at 2/1, 47 Roslea Drive,
Dennistoun; before that (2016-2021) he was in a flat share at 3/2 Gardner Street, Partick. He and Priya have
had an offer accepted on their first flat, 1/2, 19 Craigpark Drive (entry 17 July 2026). He is head coach of
Dennistoun Thistle Girls FC's under-12s, which hosts a girls' summer festival on 20 June 2026, and he is on
the Scottish FA Coaching Young Players licence course. He is doing a part-time PG Cert in Child Protection
(University of Dundee, 2025-26; module 2 assignment due in June 2026), has applied for a senior practitioner
post (interview 9 June 2026), bags Munros (a guided Inaccessible Pinnacle day on Skye in July 2026; the West
Highland Way in 2024), games on his PC, and is going to Priya's cousin's wedding in Kochi in December 2026.
His parents' ruby wedding party is on 8 August 2026 in Inverness. British English throughout.

The machine is his personal Windows laptop: ``Downloads/`` (with ``Telegram Desktop/`` from the family chat
with Euan, ``WhatsApp Image ...`` pictures and half-finished downloads), ``Desktop/`` (``New Text
Document.txt``, ``Book1.xlsx``), ``Documents/`` with his own half-organised folders (``Work``, ``Money``,
``Football``, ``Flat (Roslea Drive)``, ``Health``, ``Family``, ``Hillwalking``, ``Travel``, ``Gaming``,
``eBooks``, ``Manuals``), year folders ``2024/`` and ``2025/``, ``Scanned Documents/`` of the printer's
``scan_00NN.pdf`` output, a copy of the old Toshiba laptop (``Old laptop (Toshiba)/My Documents``, copied in
2023), a Galaxy S8 phone backup from 2021, and ``OneDrive/`` (the flat purchase folder shared with Priya, the
PG Cert, ``Pictures/Camera Roll`` from his iPhone, ``Pictures/Screenshots``).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. Buying
  the flat at Craigpark Drive -- mortgage agreement in principle and offer, broker, Home Reports of every
  flat viewed, notes of interest, offers, solicitor's letters and missives, LBTT, the Lifetime ISA purchase
  withdrawal, removals and buildings-insurance quotes, viewing photos (Home); the PG Cert in Child
  Protection -- application, employer sponsorship, fees, module handbooks, timetables, his assignments,
  drafts, tutor feedback, reflective log (Study); the senior practitioner application and interview (Work);
  the girls' summer festival 2026 and his Coaching Young Players licence (Football); the guided Skye
  In Pinn trip in July 2026, car hire and campsite included (Hillwalking); the Kochi wedding trip in
  December 2026 -- flights, e-Visa, hotel, travel-clinic jabs (Travel); his parents' ruby wedding party
  (Family).
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. His job
  at Glasgow City Council -- contract, payslips, P60s, his own supervision notes and reviews, training
  certificates, SSSC registration and CPL, his PVG for work, union, leave and mileage (Work); money --
  bank, the joint account, budgets, student loan, ISAs and regular LISA statements, pension statements,
  tax codes (Finance); the rented flat -- tenancy, deposit, rent, council tax, energy, broadband, contents
  insurance, repairs (Home); his health -- GP, physio for his knee, dentist, optician, vaccinations (Health);
  coaching the under-12s -- fixtures, results, squad and subs, kit orders, volunteers' PVG checks, club
  committee minutes, his own session plans and his coaching, first-aid and safeguarding certificates
  (Football); family -- Nana's power of attorney and her care home, birthdays and presents (Family). A 2021
  tenancy agreement or a 2023 coaching certificate is still Areas.
- **Resources**: reference and interests kept by subject: child-protection guidance, legislation and
  practice guides (Work); PG Cert reading -- journal articles, lecture slides, podcasts, textbooks (Study);
  coaching drills and articles (Football); Munro log, route descriptions, GPX tracks, mountain safety
  (Hillwalking); money guides (Finance); appliance manuals (Home); game guides, build notes, mods and save
  backups (Gaming); novels and audiobooks (Books); installers of any program, games included (Software);
  photos and screenshots (Photos) -- except photos that document a project, current or finished (flat
  viewings, the festival poster, the West Highland Way, past trips, Mum's 60th: that project's bucket and
  topic) and the photos inside the phone backup. Team photos and hill-day photos are Photos.
- **Archive**: finished projects and ended responsibilities: his job at Clydeside Family Support Trust,
  ended 2019 (Work); his undergraduate degree, certificate and transcripts included (Study); the Gardner
  Street flat share, ended 2021 (Home); past trips -- Berlin 2022, Lisbon 2023, Harris 2024, Kerala 2025
  (Travel); the West Highland Way 2024 (Hillwalking); the team's kit fundraiser of 2025 (Football); Mum's
  60th party in 2024 (Family); the 2021 Galaxy S8 phone backup, whatever is in it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Topics are subjects, shared across buckets: Work, Study, Football, Finance, Home, Health, Family,
Hillwalking, Travel, Gaming, Books, Software, Photos, Backup (and System for Left). ``hard`` marks a file
whose name *and* folder say nothing about its subject (``Downloads/Document (3).pdf``, ``Desktop/New Text
Document.txt``, ``Documents/Scanned Documents/scan_0014.pdf``, ``Documents/2025/Doc2.docx``,
``Downloads/Telegram Desktop/Scan 14 May 2026.pdf``, the old laptop's ``My Documents/Document1.docx``): only the
text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it. Images are never hard. Dates are
relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
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
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
ZIP_DATE = (2026, 1, 1, 0, 0, 0)

# --------------------------------------------------------------------------- helpers


def _d(dt: datetime) -> str:
    return f"{dt.day} {dt:%B %Y}"


def _money(r: random.Random, lo: float, hi: float) -> str:
    return f"£{r.uniform(lo, hi):,.2f}"


def _gbp(v: float) -> str:
    return f"£{v:,.2f}"


def _latin1(text: str) -> str:
    for a, b in (("\u2013", "-"), ("\u2014", "-"), ("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'),
                 ("\u201d", '"'), ("\u2026", "..."), ("\u20ac", "EUR"), ("\u2022", "*"), ("\u00a0", " "),
                 ("\u20b9", "INR ")):
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


def _pptx(slides: list[str]) -> bytes:
    """A minimal presentation: one slide per entry, each line of the entry one paragraph."""
    ns = "http://schemas.openxmlformats.org"
    over = "".join(f'<Override PartName="/ppt/slides/slide{i}.xml" ContentType="application/'
                   'vnd.openxmlformats-officedocument.presentationml.slide+xml"/>' for i in range(1, len(slides) + 1))
    entries: list[tuple[str, str | bytes]] = [
        ("[Content_Types].xml",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="{ns}/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-'
          f'officedocument.presentationml.presentation.main+xml"/>{over}</Types>')),
        ("_rels/.rels",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns}/package/2006/relationships">'
          f'<Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/officeDocument" '
          'Target="ppt/presentation.xml"/></Relationships>')),
        ("ppt/presentation.xml",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation xmlns:p="{ns}/presentationml/2006/main" '
          f'xmlns:r="{ns}/officeDocument/2006/relationships"><p:sldIdLst>'
          + "".join(f'<p:sldId id="{255 + i}" r:id="rId{i}"/>' for i in range(1, len(slides) + 1))
          + '</p:sldIdLst></p:presentation>')),
        ("ppt/_rels/presentation.xml.rels",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns}/package/2006/relationships">'
          + "".join(f'<Relationship Id="rId{i}" Type="{ns}/officeDocument/2006/relationships/slide" '
                    f'Target="slides/slide{i}.xml"/>' for i in range(1, len(slides) + 1))
          + '</Relationships>')),
    ]
    for i, text in enumerate(slides, 1):
        paras = "".join(f"<a:p><a:r><a:t>{escape(ln)}</a:t></a:r></a:p>" for ln in text.splitlines())
        entries.append((f"ppt/slides/slide{i}.xml",
                        (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:p="{ns}/presentationml/'
                         f'2006/main" xmlns:a="{ns}/drawingml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>'
                         f'<a:bodyPr/>{paras}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>')))
    return _zip(entries)


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


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str, cc: str = "") -> str:
    date = dt.strftime("%a, %d %b %Y 09:%M:%S +0100")
    head = f"From: {frm}\nTo: {to}\n" + (f"Cc: {cc}\n" if cc else "")
    return (head + f"Subject: {subject}\nDate: {date}\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n" + body.strip() + "\n")


def _gpx(name: str, start: tuple[float, float], r: random.Random, n: int = 14) -> str:
    lat, lon = start
    pts = []
    ele = r.uniform(60, 300)
    for i in range(n):
        lat += r.uniform(-0.002, 0.004)
        lon += r.uniform(-0.003, 0.003)
        ele += r.uniform(-20, 90) if i < n * 0.6 else r.uniform(-90, 15)
        pts.append(f'      <trkpt lat="{lat:.6f}" lon="{lon:.6f}"><ele>{max(ele, 5):.1f}</ele></trkpt>')
    body = "\n".join(pts)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Walkhighlands" '
            'xmlns="http://www.topografix.com/GPX/1/1">\n'
            f"  <metadata><name>{escape(name)}</name></metadata>\n  <trk><name>{escape(name)}</name><trkseg>\n"
            f"{body}\n  </trkseg></trk>\n</gpx>\n")


# --------------------------------------------------------------------------- people and places

ME = "Callum Fraser"
ADDR = "Flat 2/1, 47 Roslea Drive, Glasgow G31 2QP"
OLD_ADDR = "Flat 3/2, 12 Gardner Street, Glasgow G11 5NR"
NEW_FLAT = "Flat 1/2, 19 Craigpark Drive, Glasgow G31 2NA"
EMP_NO = "4410873"
NI = "JR 48 21 93 C"
SSSC_NO = "1048362"
MAIL = "callum.fraser90@gmail.com"
PRIYA = "Priya Nair <priya.nair.md@gmail.com>"
SOLICITOR = ("Dunbar & Rae LLP, Solicitors and Estate Agents\n140 West George Street, Glasgow G2 2HG\n"
             "Tel 0141 332 4870  |  conveyancing@dunbarrae.co.uk")
CLUB = "Dennistoun Thistle Girls FC"
GIRLS = ["Aila", "Ruby", "Zara", "Isla", "Hana", "Freya", "Amira", "Lexi", "Orla", "Maisie", "Eilidh", "Sofia",
         "Niamh", "Skye", "Ava", "Layla"]
SURN = ["Campbell", "MacLeod", "Stewart", "Reid", "Murray", "Kerr", "Docherty", "Boyle", "Ahmed", "Kowalski",
        "McGregor", "Ross", "Wilson", "Khan", "Duffy", "Paterson"]
FIRST = ["Lorna", "Gary", "Fiona", "Stuart", "Claire", "Iain", "Shona", "Martin", "Nicola", "Craig", "Aisha",
         "Kenny", "Gillian", "Scott"]


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


# --------------------------------------------------------------------------- document texts: work


def t_payslip(r: random.Random, dt: datetime) -> str:
    gross = 3540.25 if dt.year >= 2026 or (dt.year == 2025 and dt.month >= 4) else 3391.17
    pen = round(gross * 0.085, 2)
    tax = round((gross - pen - 1047.50) * r.uniform(0.205, 0.215), 2)
    ni = round((gross - 1048.0) * 0.08, 2)
    union = 17.42
    net = gross - pen - tax - ni - union
    month_no = (dt.month - 4) % 12 + 1
    return (f"GLASGOW CITY COUNCIL\nEMPLOYEE PAY ADVICE\n"
            f"Name: {ME}    Employee No: {EMP_NO}    NI No: {NI}\n"
            "Post: Social Worker (Children and Families)  Grade 7 Point 3\n"
            "Service: Glasgow City HSCP - Social Work Services, North East Locality\n"
            f"Pay date: {_d(dt)}    Tax period: Month {month_no}    Tax code: S1257L    NI letter: A\n"
            f"PAYMENTS\nBasic pay  {_gbp(gross)}\n"
            f"DEDUCTIONS\nIncome tax  {_gbp(tax)}\nNational Insurance  {_gbp(ni)}\n"
            f"Strathclyde Pension Fund (employee 8.5%)  {_gbp(pen)}\nUNISON subscription  {_gbp(union)}\n"
            f"NET PAY  {_gbp(net)}\nPaid to: Bank of Scotland  ****6621\n"
            "Queries: Employee Services Centre, 0141 287 7700 - please quote your employee number.")


def t_p60(r: random.Random, dt: datetime) -> str:
    y = dt.year
    pay = r.uniform(41200, 42600)
    return (f"P60 End of Year Certificate  Tax year to 5 April {y}\n"
            f"Employee: {ME}   National Insurance number: {NI}   Works/payroll number: {EMP_NO}\n"
            "Employer: Glasgow City Council, City Chambers, George Square, Glasgow G2 1DU\n"
            "Employer PAYE reference: 961/GA12345\n"
            f"Pay in this employment: {_gbp(pay)}\nTax deducted in this employment: {_gbp(pay * 0.168)}\n"
            f"Final tax code: S1257L\nEmployee's NI contributions: {_gbp(pay * 0.071)}\n"
            "Keep this certificate in a safe place. You will need it if you have to fill in a tax return.")


def t_supervision(r: random.Random, dt: datetime) -> str:
    return (f"GLASGOW CITY HSCP - PROFESSIONAL SUPERVISION RECORD\nSupervisee: {ME}, Social Worker\n"
            "Supervisor: Joanne Gallacher, Team Leader, North East Children and Families\n"
            f"Date: {_d(dt)}    Duration: 1 hr 30\n"
            "1. Wellbeing and workload\n"
            f"Callum reports caseload at {r.randint(14, 18)} children across {r.randint(8, 11)} families. Acknowledged "
            "the weight of two recent IRDs and court work. Agreed no new allocations for two weeks.\n"
            "2. Learning and development\n"
            "PG Cert module 2 progressing; study day requested and agreed. Discussed senior practitioner interest.\n"
            "3. Reflective discussion\n"
            "Used the reflective cycle on a home visit where he felt unwelcome; explored own emotional response and "
            "managing risk to self (lone working procedures followed).\n"
            "4. Actions\n- JG to confirm study leave in ESS\n- CF to update CPL record for SSSC\n"
            "Signed: C Fraser / J Gallacher")


def t_sssc(r: random.Random, dt: datetime) -> str:
    return ("Scottish Social Services Council\nCompass House, 11 Riverside Drive, Dundee DD1 4NY\n"
            f"{_d(dt)}\n{ME}\n{ADDR}\n"
            f"Registration number: {SSSC_NO}\nPart of the Register: Social Worker\n"
            "Dear Mr Fraser\nAnnual registration fee\n"
            f"Thank you for your payment of £80.00. Your registration remains valid until {_d(dt.replace(year=dt.year + 1))}. "
            "Please remember to keep a record of your continuous professional learning (CPL) and to tell us "
            "about any changes to your name, address or employment through MySSSC.\nRegistration Team")


def t_cert(course: str, provider: str, hours: str) -> object:
    def f(r: random.Random, dt: datetime) -> str:
        return (f"CERTIFICATE OF ATTENDANCE\nThis is to certify that\n{ME}\nattended\n{course}\n"
                f"delivered by {provider}\non {_d(dt)}\nCPL hours: {hours}\n"
                "Glasgow City HSCP Learning and Development - Social Work Services")
    return f


def t_pdr(r: random.Random, dt: datetime) -> str:
    return (f"Performance and Development Review (PDR) {dt.year}-{(dt.year + 1) % 100:02d}\nEmployee: {ME}  "
            f"Employee no {EMP_NO}\nReviewer: Joanne Gallacher, Team Leader\n"
            "Achievements this year: consistent quality of child's plans; positive feedback from Children's "
            "Reporter on two reports; mentoring a newly qualified social worker.\n"
            "Objectives for the year ahead:\n1. Complete PG Cert in Child Protection (Dundee).\n"
            "2. Take on practice educator role for one student placement.\n"
            "3. Co-facilitate team learning session on neglect and the Graded Care Profile 2.\n"
            "Wellbeing: discussed flexible working and time off in lieu; Callum to use EAP if needed.")


def t_contract(r: random.Random, dt: datetime) -> str:
    return ("GLASGOW CITY COUNCIL\nSTATEMENT OF PARTICULARS OF EMPLOYMENT\n"
            f"Employee: {ME}\nJob title: Social Worker (Children and Families)\nGrade 7, salary on appointment £34,776\n"
            "Service: Glasgow City Health and Social Care Partnership, Social Work Services\n"
            "Normal place of work: North East Locality, with travel across the city\n"
            "Start date: 19 August 2019\nHours: 35 per week, flexible working scheme applies\n"
            "Annual leave: 29 days plus public holidays, rising with service\nPension: Strathclyde Pension Fund (LGPS)\n"
            "Notice: 4 weeks. This appointment is subject to registration with the SSSC and membership of the PVG Scheme.")


def t_leave(r: random.Random, dt: datetime) -> str:
    rows = ["Date from;Date to;Days;Type;Approved"]
    for a, b, n, k in (("2026-01-02", "2026-01-02", "1", "Annual leave"), ("2026-02-16", "2026-02-17", "2", "Annual leave"),
                       ("2026-03-24", "2026-03-24", "1", "Study leave (PG Cert)"), ("2026-04-06", "2026-04-10", "5", "Annual leave"),
                       ("2026-06-19", "2026-06-19", "1", "Annual leave"), ("2026-07-13", "2026-07-17", "5", "Annual leave"),
                       ("2026-08-07", "2026-08-10", "2", "Annual leave")):
        rows.append(f"{a};{b};{n};{k};Yes")
    rows.append("Entitlement 2026;;33;;")
    rows.append("Remaining;;16;;")
    return "\n".join(rows)


def t_mileage(r: random.Random, dt: datetime) -> str:
    rows = ["Date;From;To;Purpose;Miles;Rate;Claim"]
    places = ["Templeton office", "Parkhead", "Easterhouse", "Royston", "Springburn", "Polmont YOI", "Glasgow Sheriff Court",
              "Cranhill", "Riddrie"]
    for i in range(12):
        d = dt - timedelta(days=30 - i * 2)
        m = r.randint(3, 28)
        rows.append(f"{d:%d/%m/%Y};Templeton office;{r.choice(places[1:])};Home visit / meeting;{m};0.45;{m * 0.45:.2f}")
    return "\n".join(rows)


def t_cpl(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Activity;Provider;Hours;Reflection done;Link to SSSC Codes"]
    acts = [("Safe and Together Core", "Safe and Together Institute", 28), ("Trauma-informed practice L2", "NES", 6),
            ("Scottish Child Interview Model awareness", "GCC L&D", 3), ("PG Cert module 1 lectures", "University of Dundee", 40),
            ("Graded Care Profile 2 refresher", "NSPCC", 4), ("Peer group supervision", "Team", 6),
            ("Reading: National Guidance for Child Protection 2021 (2023 update)", "Self-directed", 5)]
    for i, (a, p, h) in enumerate(acts):
        rows.append(f"{(dt - timedelta(days=300 - i * 40)):%d/%m/%Y};{a};{p};{h};Yes;3.4, 6.1")
    return "\n".join(rows)


# --------------------------------------------------------------------------- money


def t_bos(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(900, 2400)
    lines = [f"Bank of Scotland  Classic Account statement\n{ME}\n{ADDR}\nSort code 80-22-60  Account ****6621\n"
             f"Statement date {_d(dt)}\nDate  Description  Paid out  Paid in  Balance"]
    items = [("GLASGOW CITY COUNCIL SALARY", None), ("TFR TO MONZO JOINT", 1150.0), ("MONEYBOX LISA", 333.0),
             ("VANGUARD ISA", 150.0), ("TESCO STORES 2871", None), ("SCOTRAIL", None), ("STEAMGAMES.COM", None),
             ("DTGFC SUBS REFUND", None), ("TISO GLASGOW", None), ("SPOTIFY", 11.99), ("EE LIMITED", 22.0),
             ("PUREGYM", 24.99), ("GREGGS", None)]
    for desc, amt in items:
        if desc.endswith("SALARY"):
            v = r.uniform(2480, 2560)
            bal += v
            lines.append(f"{desc}  -  {v:.2f}  {bal:.2f}")
        else:
            v = amt if amt is not None else r.uniform(4, 95)
            bal -= v
            lines.append(f"{desc}  {v:.2f}  -  {bal:.2f}")
    return "\n".join(lines)


def t_monzo_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Transaction ID,Date,Time,Type,Name,Category,Amount,Currency,Notes"]
    payees = [("Clyde Property Lets", "bills", -950.0), ("Glasgow City Council", "bills", -158.0), ("OVO Energy", "bills", -118.0),
              ("Virgin Media", "bills", -46.5), ("Lidl", "groceries", None), ("Tesco", "groceries", None),
              ("Callum Fraser", "transfers", 1150.0), ("Priya Nair", "transfers", 1150.0), ("Netflix", "entertainment", -10.99),
              ("Bank of Scotland Home Insurance", "bills", -14.2), ("Deliveroo", "eating_out", None)]
    for i, (name, cat, amt) in enumerate(payees):
        a = amt if amt is not None else -round(r.uniform(9, 88), 2)
        d = dt - timedelta(days=28 - i * 2)
        rows.append(f"tx_0000{r.randint(10**9, 10**10 - 1):x},{d:%d/%m/%Y},{r.randint(7, 21):02d}:{r.randint(0, 59):02d}:00,"
                    f"{'Faster payment' if amt and amt > 0 else 'Card payment'},{name},{cat},{a:.2f},GBP,Joint account")
    return "\n".join(rows)


def t_budget(r: random.Random, dt: datetime) -> str:
    return "\n".join([
        f"Monthly budget {dt.year};Amount;Notes",
        "Net salary;2,520;GCC, after pension",
        "To joint account (rent, bills, food);1,150;Priya puts in the same",
        "Moneybox LISA;333;max £4k/yr, bonus 25%",
        "Vanguard S&S ISA;150;LifeStrategy 80",
        "Student loan;0;taken at source - Plan 4",
        "Phone (EE);22;",
        "Gym;24.99;",
        "Football club (kit, fuel, subs float);30;",
        "Hillwalking fund;60;fuel share, bothy, kit",
        "Gaming;15;Game Pass",
        "Spending;350;",
        "Left over -> emergency fund;385;target 3 months",
    ])


def t_slc(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(10800, 12100)
    return ("Student Loans Company\nAnnual Statement\n"
            f"{ME}\nCustomer reference number: 1209{r.randint(100000, 999999)}\nLoan type: Plan 4 (Scotland)\n"
            f"Statement period: 6 April {dt.year - 1} to 5 April {dt.year}\n"
            f"Opening balance: {_gbp(bal + 900)}\nRepayments received via HMRC (PAYE): {_gbp(r.uniform(1100, 1300))}\n"
            f"Interest added: {_gbp(r.uniform(280, 420))}\nClosing balance: {_gbp(bal)}\n"
            "Repayment threshold for Plan 4: £32,745. Your employer deducts 9% of income above the threshold.\n"
            "Funding originally arranged through SAAS (Student Awards Agency Scotland).")


def t_lisa(r: random.Random, dt: datetime) -> str:
    return ("Moneybox  Lifetime ISA - annual statement\n"
            f"Account holder: {ME}\nTax year {dt.year - 1}/{dt.year % 100:02d}\n"
            f"Contributions this year: £4,000.00\nGovernment bonus received: £1,000.00\n"
            f"Investment growth: {_money(r, 300, 900)}\nValue at 5 April: {_money(r, 17800, 19400)}\n"
            "Remember: withdrawals for anything other than a first home or after age 60 carry a 25% charge.")


def t_vanguard(r: random.Random, dt: datetime) -> str:
    return ("Vanguard Investor - Stocks and Shares ISA\nAnnual statement\n"
            f"{ME}  Account V{r.randint(1000000, 9999999)}\n"
            f"Holding: LifeStrategy 80% Equity Fund - Accumulation\nUnits: {r.uniform(40, 60):.4f}\n"
            f"Value at {_d(dt)}: {_money(r, 6200, 7400)}\nContributions in year: £1,800.00\nAccount fee (0.15%): "
            f"{_money(r, 8, 11)}")


def t_pension(r: random.Random, dt: datetime) -> str:
    return ("Strathclyde Pension Fund\nAnnual Benefit Statement as at 31 March " + str(dt.year) + "\n"
            f"Member: {ME}   Employer: Glasgow City Council\nMembership number: 7{r.randint(100000, 999999)}\n"
            "Scheme: Local Government Pension Scheme (Scotland) - CARE 2015\n"
            f"Pension built up to 31 March: {_money(r, 4400, 5600)} a year\nNormal pension age: 68\n"
            f"Death in service lump sum: {_money(r, 120000, 130000)}\n"
            "Please check your details and nominate beneficiaries on My Pension Online.")


def t_taxcode(r: random.Random, dt: datetime) -> str:
    return ("HM Revenue & Customs\nPAYE Coding Notice\n"
            f"{ME}\n{ADDR}\nNational Insurance number {NI}\nDate of issue: {_d(dt)}\n"
            f"Your tax code for 6 April {dt.year} to 5 April {dt.year + 1} is S1257L\n"
            "Employer: Glasgow City Council (961/GA12345)\nPersonal Allowance £12,570\n"
            "The S shows you pay Scottish Income Tax.\nYou do not need to do anything if the code is right.")


# --------------------------------------------------------------------------- rented flat, health


def t_council_tax(r: random.Random, dt: datetime) -> str:
    return ("Glasgow City Council  Council Tax Bill " + f"{dt.year}/{(dt.year + 1) % 100:02d}\n"
            f"Occupiers: {ME} and Priya Nair\nProperty: {ADDR}\nValuation band: C\nAccount ref 30{r.randint(1000000, 9999999)}\n"
            f"Council Tax {_money(r, 1380, 1420)}\nWater charge (Scottish Water) {_money(r, 520, 560)}\n"
            "Waste water charge included\nPayable by 10 instalments from April by Direct Debit.")


def t_ovo(r: random.Random, dt: datetime) -> str:
    return ("OVO Energy  Your statement\n"
            f"Account holder: {ME}\nSupply address: {ADDR}\nPeriod to {_d(dt)}\n"
            f"Electricity used {r.randint(150, 240)} kWh  Gas used {r.randint(300, 900)} kWh\n"
            f"Monthly Direct Debit {_money(r, 105, 125)}\nBalance in credit {_money(r, 20, 160)}")


def t_gp(r: random.Random, dt: datetime) -> str:
    return ("Alexandra Parade Medical Practice\n210 Alexandra Parade, Glasgow G31 3AX\n"
            f"{_d(dt)}\nPrivate and confidential\n{ME}  DOB 14/03/1990  CHI 1403901234\n"
            "Dear Mr Fraser\nFollowing your appointment about your right knee pain after football coaching and "
            "hillwalking, I have referred you to NHS Greater Glasgow and Clyde MSK Physiotherapy. You can also "
            "self-refer on 0141 201 4700. Please continue ibuprofen gel and reduce hill descents for now.\n"
            "Dr Kirsty Morrison, GP")


def t_physio(r: random.Random, dt: datetime) -> str:
    return ("NHS Greater Glasgow and Clyde - MSK Physiotherapy\nHome exercise programme\n"
            f"Patient: {ME}   Date: {_d(dt)}\nDiagnosis: right patellar tendinopathy\n"
            "1. Isometric wall sit, 5 x 45 seconds, daily\n2. Slow single-leg decline squat 3 x 15\n"
            "3. Step-downs 3 x 12\n4. Calf raises 3 x 20\nPain up to 3/10 is fine. Review in 6 weeks. "
            "Physiotherapist: Emma Lindsay, Stobhill ACH")


def t_dental(r: random.Random, dt: datetime) -> str:
    return ("Duke Street Dental Care\nNHS treatment plan and estimate\n"
            f"Patient: {ME}   Date: {_d(dt)}\n"
            "Examination - free under NHS Scotland\nScale and polish - free\n"
            f"Filling LR6 (amalgam-free) - patient charge {_money(r, 30, 48)}\n"
            "Next recall: 12 months. Dentist: Mr Andrew Cairns")


def t_optician(r: random.Random, dt: datetime) -> str:
    return ("Parkhead Opticians  Spectacle prescription\n"
            f"Name: {ME}   Date of test: {_d(dt)}\nR  Sph -1.25  Cyl -0.50  Axis 175\n"
            "L  Sph -1.00  Cyl -0.25  Axis 10\nNHS eye examination (free in Scotland). Recall 2 years. "
            "Suitable for driving.")


# --------------------------------------------------------------------------- the flat purchase


def t_home_report(addr: str, desc: str, value: str, epc: str) -> object:
    def f(r: random.Random, dt: datetime) -> str:
        return ("HOME REPORT\nSingle Survey - Energy Report - Property Questionnaire\n"
                f"Property address: {addr}\nSeller: executry / private seller\n"
                f"Date of inspection: {_d(dt - timedelta(days=r.randint(10, 30)))}\n"
                f"Description: {desc}\n"
                "Construction: solid sandstone walls, pitched slated roof, timber sash and case windows partly "
                "replaced with uPVC double glazing. Common close with secure entry; rear drying green.\n"
                "Condition ratings: Category 1 - no immediate action; Category 2 - repairs or replacement "
                "required in future; Category 3 - urgent repairs.\n"
                "Dampness, rot and infestation: 2 (historic dampness to rear bedroom wall)\n"
                "Chimney stacks: 2 (common repair - some open joints)\nElectricity: 1\nCentral heating: 1 (combi boiler 2019)\n"
                f"Market value: {value}\nReinstatement cost for insurance (share of building): {_money(r, 210000, 260000)}\n"
                f"Energy Performance Certificate band: {epc}\n"
                "Factor: East End Property Factors Ltd. Common repairs in last 5 years: roof and gutters, 2022.\n"
                "Strathearn Chartered Surveyors, 55 Bath Street, Glasgow G2 2DH")
    return f


def t_aip(r: random.Random, dt: datetime) -> str:
    return ("Nationwide Building Society\nMortgage Agreement in Principle\n"
            f"Applicants: {ME} and Priya Nair\nDate: {_d(dt)}\nReference: AIP-{r.randint(10**7, 10**8 - 1)}\n"
            "Based on the information you gave us and a credit search, we would be prepared to lend up to\n"
            "£225,000\nover a term of 30 years, subject to a full application, valuation of the property and "
            "our lending criteria. This Agreement in Principle is valid for 6 months. It is not a mortgage offer.\n"
            "Introduced by: Kelvin Mortgage Solutions (Ewan Baird CeMAP)")


def t_mortgage_offer(r: random.Random, dt: datetime) -> str:
    return ("Nationwide Building Society\nMORTGAGE OFFER\n"
            f"Borrowers: {ME} and Priya Nair\nSecurity subjects: {NEW_FLAT}\n"
            f"Date of offer: {_d(dt)}\nPurchase price: £198,500\nLoan amount: £178,500\n"
            "Product: 5 year fixed rate 4.19% until 31 August 2031, then Base Mortgage Rate\n"
            "Term: 30 years   Repayment method: capital and interest\n"
            f"Monthly payment during fixed period: {_gbp(872.44)}\n"
            "Valuation: £190,000 (Home Report); lending accepted at 90% of the lower of price and value with deposit top-up.\n"
            "Special conditions: buildings insurance must be in place from the date of entry (common policy through factor acceptable).\n"
            "Your solicitors Dunbar & Rae LLP have also been sent a copy of this offer.")


def t_engagement(r: random.Random, dt: datetime) -> str:
    return (f"{SOLICITOR}\n{_d(dt)}\n{ME} and Priya Nair\n{ADDR}\n"
            "Dear Callum and Priya\nPurchase of " + NEW_FLAT + "\nTERMS OF ENGAGEMENT\n"
            "Thank you for instructing us in your purchase. Our fee for the conveyancing is £950 plus VAT.\n"
            "Outlays: Registers of Scotland registration fee £80 (standard security) and £300 (disposition); "
            "searches £95; Land and Buildings Transaction Tax - payable to Revenue Scotland - we estimate £470 "
            "after first-time buyer relief.\nWe are required by anti-money laundering rules to verify your identity "
            "and the source of your deposit (including the Lifetime ISA).\nYours sincerely\nMorven Dunbar, Partner")


def t_offer(r: random.Random, dt: datetime) -> str:
    return (f"{SOLICITOR}\n{_d(dt)}\nTo: Clyde Estate Agents, Duke Street\nDear Sirs\n{NEW_FLAT}\n"
            f"On behalf of and as instructed by our clients {ME} and Priya Nair, we hereby offer to purchase "
            "from your client the subjects known as " + NEW_FLAT + ", together with the fitted kitchen "
            "appliances, floor coverings and light fittings, at the price of ONE HUNDRED AND NINETY EIGHT "
            "THOUSAND FIVE HUNDRED POUNDS (£198,500) STERLING, on the following conditions:\n"
            "1. Date of entry shall be 17 July 2026 or such other date as may be mutually agreed.\n"
            "2. The Scottish Standard Clauses (Edition 4) are incorporated.\n"
            "3. This offer is subject to our clients obtaining a satisfactory mortgage.\n"
            "This offer unless accepted will be open for acceptance only until 5pm on 30 April 2026.\nYours faithfully")


def t_lbtt(r: random.Random, dt: datetime) -> str:
    return "\n".join([
        "LBTT calculation - 19 Craigpark Drive;;",
        "Price;198500;",
        "Band;Rate;Tax",
        "0 - 175,000 (first-time buyer relief);0%;0",
        "175,001 - 250,000;2%;470",
        "250,001 - 325,000;5%;0",
        "Total LBTT;;470",
        "Without FTB relief would be;;1070",
        "Solicitor fee inc VAT;;1140",
        "Registration + searches;;475",
        "Deposit;;20000",
        "Total cash needed;;22085",
        "Callum LISA (net of bonus rules);;10200",
        "Priya savings;;11885",
    ])


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
        dt = (NOW - timedelta(days=age)).replace(tzinfo=None)
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
        if ext == "pptx":
            return _pptx(content.split("\n\n"))
        if ext in ("jpg", "jpeg"):
            return _jpeg(r, dt if content == "exif" else None)
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

    # ------------------------------------------------------------ OneDrive/Flat purchase 2026 (Projects Home)
    f = "OneDrive/Flat purchase 2026"
    add(f"{f}/Mortgage/Nationwide AIP - Callum and Priya.pdf", P, "Home", 141, t_aip)
    add(f"{f}/Mortgage/broker fact find.xlsx", P, "Home", 150, "\n".join([
        "Kelvin Mortgage Solutions - fact find;Callum;Priya",
        "Date of birth;14/03/1990;02/11/1994",
        "Employer;Glasgow City Council;NHS Greater Glasgow and Clyde",
        "Job;Social Worker;Internal Medicine Training IMT2",
        "Basic salary;42,483;46,105",
        "Contract;Permanent;Fixed term training contract (rotations)",
        "Student loan;Plan 4 ~ 11,200;Plan 2 ~ 58,000",
        "Credit cards;None;Amex - cleared monthly",
        "Deposit source;Moneybox LISA;Savings + gift from parents (gifted deposit letter needed)",
        "Target price;up to 210,000;",
        "Area;Dennistoun / Haghill / Meadowpark;",
    ]))
    add(f"{f}/Mortgage/broker fact find v2.xlsx", P, "Home", 128, "\n".join([
        "Kelvin Mortgage Solutions - fact find (updated);Callum;Priya",
        "Basic salary;42,483;46,105 + banding 40%",
        "Committed outgoings;Phone 22, gym 25;Phone 30, GMC 420/yr, BMA 36/m",
        "Deposit;20,000;",
        "Max loan indicated;225,000;",
        "Preferred product;5 year fix;",
    ]))
    add(f"{f}/Mortgage/Mortgage offer - Nationwide - 19 Craigpark Dr.pdf", P, "Home", 14, t_mortgage_offer)
    add(f"{f}/Mortgage/documents checklist.docx", P, "Home", 132, (
        "Mortgage application - documents Ewan needs\n"
        "Callum: last 3 payslips (GCC), P60 2024-25, 3 months Bank of Scotland statements, passport, "
        "Moneybox LISA statement\nPriya: last 3 payslips (NHS GGC), P60, rotation contract letter, passport, "
        "Monzo statements, gifted deposit letter from Mr and Mrs Nair\nBoth: proof of address (council tax bill)\n"
        "Upload to the broker portal - NOT by email"))
    add(f"{f}/Home Reports/HomeReport_19CraigparkDrive_1-2.pdf", P, "Home", 52, t_home_report(
        NEW_FLAT, "first floor two bedroom flat in a four storey red sandstone tenement built around 1905",
        "£190,000", "D (61)"))
    add(f"{f}/Home Reports/HomeReport_8FinlayDrive_2-2.pdf", P, "Home", 96, t_home_report(
        "Flat 2/2, 8 Finlay Drive, Glasgow G31 2QZ", "second floor two bedroom flat with bay window, original cornicing",
        "£205,000", "D (57)"))
    add(f"{f}/Home Reports/Home Report 302 Duke St 3-1.pdf", P, "Home", 117, t_home_report(
        "Flat 3/1, 302 Duke Street, Glasgow G31 1RZ", "third floor one bedroom plus box room flat above shops",
        "£142,000", "E (49)"))
    add(f"{f}/Viewings/viewing notes.md", P, "Home", 58, (
        "# Viewings\n\n## 302 Duke Street 3/1 (7 Feb)\n- too small, box room no window, noisy (buses)\n- damp in box room\n"
        "- not offering\n\n## 8 Finlay Drive 2/2 (28 Feb)\n- lovely bay, big kitchen, close clean\n"
        "- note of interest lodged, closing date 20 March 12 noon\n- we offered £214,500 - lost (went for £228k!!)\n\n"
        "## 19 Craigpark Drive 1/2 (12 Apr, 2nd viewing 19 Apr)\n- first floor, 2 bed, new boiler 2019\n"
        "- rear bedroom damp patch (surveyor says historic)\n- 10 min walk to Priya's bus for GRI\n"
        "- offers over £185,000 -> closing date 28 April\n"))
    for i, age in enumerate((47, 47, 40)):
        photo(f"{f}/Viewings/Craigpark/IMG_{5120 + i * 3}.HEIC", P, "Home", age)
    photo(f"{f}/Viewings/Finlay Drive/IMG_4871.HEIC", P, "Home", 92)
    add(f"{f}/Solicitor/Terms of engagement - Dunbar Rae.pdf", P, "Home", 44, t_engagement)
    add(f"{f}/Solicitor/Offer - 19 Craigpark Drive.pdf", P, "Home", 34, t_offer)
    add(f"{f}/Solicitor/Qualified acceptance.pdf", P, "Home", 31, lambda r, dt: (
        f"Clyde Estate Agents & Solicitors\n{_d(dt)}\nDunbar & Rae LLP\nDear Sirs\n{NEW_FLAT}\n"
        "On behalf of our client we accept your offer of 28 April 2026 at £198,500 subject to the following "
        "qualifications: 1. Date of entry 17 July 2026. 2. The white goods are included but sold as seen. "
        "3. Your clients' share of the 2022 common roof repair is settled by the seller.\nYours faithfully"))
    add(f"{f}/Solicitor/RE_ Missives concluded - 19 Craigpark Drive.eml", P, "Home", 10, lambda r, dt: _eml(
        "Morven Dunbar <mdunbar@dunbarrae.co.uk>", f"{ME} <{MAIL}>", "RE: Missives concluded - 19 Craigpark Drive",
        dt, "Dear Callum and Priya\n\nGood news - missives were concluded this afternoon, so the contract is now "
        "binding. Date of entry remains Friday 17 July 2026.\n\nNext steps: we will report on title, request the "
        "mortgage funds from Nationwide and send you the standard security to sign. We will need the deposit "
        "balance in our client account by 10 July.\n\nKind regards\nMorven", cc=PRIYA))
    add(f"{f}/Solicitor/ID and source of funds request.eml", P, "Home", 43, lambda r, dt: _eml(
        "Conveyancing Team <conveyancing@dunbarrae.co.uk>", f"{ME} <{MAIL}>", "Your purchase - ID and source of funds",
        dt, "Hello Callum\n\nPlease upload photo ID and a recent utility bill for both of you via our Thirdfort link, "
        "together with evidence of the deposit: your Moneybox Lifetime ISA statement and Priya's savings "
        "statements, plus the signed gifted deposit letter from Dr and Mrs Nair.\n\nThanks\nAmy, Conveyancing Assistant"))
    add(f"{f}/Note of interest - 8 Finlay Drive.eml", P, "Home", 94, lambda r, dt: _eml(
        f"{ME} <{MAIL}>", "Sales <sales@clydeestates.co.uk>", "Note of interest - 2/2, 8 Finlay Drive", dt,
        "Hi\n\nCould you please note our interest in 2/2, 8 Finlay Drive on behalf of Callum Fraser and Priya Nair? "
        "Our solicitors are Dunbar & Rae LLP. Please let us know if a closing date is set.\n\nThanks\nCallum"))
    add(f"{f}/LBTT and costs.xlsx", P, "Home", 29, t_lbtt)
    add(f"{f}/Moneybox LISA property withdrawal.pdf", P, "Home", 12, lambda r, dt: (
        "Moneybox - Lifetime ISA home purchase withdrawal\n"
        f"Account holder: {ME}\nRequest received: {_d(dt)}\nProperty: {NEW_FLAT}\nPurchase price: £198,500 "
        "(below the £450,000 limit)\nConveyancer: Dunbar & Rae LLP\n"
        "Funds will be paid directly to your conveyancer's client account within 15 working days of completion "
        "being requested. If the purchase does not complete within 90 days the money must be returned to the LISA."))
    add(f"{f}/Removals/Clyde Flitters quote.pdf", P, "Home", 5, lambda r, dt: (
        "CLYDE FLITTERS - Removals and Storage, Shettleston\nQuotation\n"
        f"Customer: {ME}\nFrom: {ADDR} (2nd floor, no lift)\nTo: {NEW_FLAT} (1st floor)\n"
        "Date: Friday 17 July 2026, 2 men and a 3.5t Luton van, approx 5 hours\n"
        f"Price: {_money(r, 420, 480)} inc VAT. Boxes pack of 30: £45. Deposit £50 to secure the date."))
    add(f"{f}/Removals/removal quotes compared.xlsx", P, "Home", 4, "\n".join([
        "Company;Price;Date ok?;Notes", "Clyde Flitters;452;Yes;good reviews, boxes extra",
        "Two Lads and a Van;360;Yes;no insurance mentioned", "East End Removals;530;Sat only;",
        "DIY Arnold Clark van;120;;need Euan to come down"]))
    add(f"{f}/Contents insurance new flat - quotes.xlsx", P, "Home", 7, "\n".join([
        "Insurer;Annual;Excess;Notes", "Bank of Scotland;168;100;transfer existing policy to new address",
        "Direct Line;191;100;", "Aviva;174;250;", "Buildings: common policy via East End Property Factors;;;confirm with factor"]))
    add(f"{f}/Entry day checklist.docx", P, "Home", 3, (
        "Entry day - 17 July\nKeys from Dunbar & Rae after 12 noon\nMeter readings (OVO at Craigpark? - set up new account)\n"
        "Council tax - tell Glasgow City Council, move account\nVirgin Media moving home order\n"
        "Give notice to Clyde Property Lets on Roslea Drive (28 days, PRT) - send by 19 June\n"
        "Redirect post - Royal Mail\nUpdate address: SSSC, bank, GP, SAAS/SLC, DVLA not needed, football club"))
    add(f"{f}/Factor - common insurance confirmation.pdf", P, "Home", 9, lambda r, dt: (
        "East End Property Factors Ltd\n"
        f"{_d(dt)}\nCommon buildings insurance - 19 Craigpark Drive, G31 2NA\n"
        "We confirm that the tenement at 19 Craigpark Drive is covered by a common buildings insurance policy "
        f"arranged by us with Zurich. Reinstatement sum for the whole building: £2,360,000. Share for flat 1/2: 1/8. "
        f"Annual premium share for 1/2: {_money(r, 190, 240)}, collected with the quarterly factoring account.\n"
        "Please give the new owners' names and date of entry on our change of ownership form."))

    # flat purchase bits lying elsewhere
    add("Downloads/Document (3).pdf", P, "Home", 53, t_home_report(
        NEW_FLAT, "first floor two bedroom flat in a four storey red sandstone tenement built around 1905",
        "£190,000", "D (61)"), hard=True)
    add("Downloads/Document (4).pdf", P, "Home", 46, lambda r, dt: (
        f"{SOLICITOR}\nFee quotation - residential purchase\nPrepared for: Mr C Fraser\n{_d(dt)}\n"
        "Purchase price up to £200,000: our fee £950 + VAT £190\nRegisters of Scotland: disposition £300, "
        "standard security £80\nSearches and reports £95\nLBTT: first-time buyer relief applies (estimate £470)\n"
        "Mortgage lender work included. Thank you for considering us for your first home."), hard=True)
    add("Desktop/New Text Document (2).txt", P, "Home", 40, (
        "questions for Morven (solicitor)\n- is the damp in the back bedroom a problem for Nationwide valuation?\n"
        "- who pays the 2022 roof bill the factor still shows?\n- can we get entry 17 July not 31st (Priya rotation)\n"
        "- LISA - do they need the Moneybox form signed before missives?\n- what if the survey down-values to 190k\n"),
        hard=True)
    add("Documents/Scanned Documents/scan_0021.pdf", P, "Home", 33, lambda r, dt: (
        "GIFTED DEPOSIT LETTER\nTo: Nationwide Building Society and Dunbar & Rae LLP\n"
        f"We, Dr Ramesh Nair and Mrs Leela Nair, of 14 Kingsway, Leicester LE3 2PS, confirm that we are giving "
        "our daughter Priya Nair the sum of £8,000 as a gift towards the purchase of " + NEW_FLAT + " with "
        f"{ME}. This is not a loan, is not repayable and we will have no interest in the property.\n"
        f"Signed R Nair  L Nair   Date {_d(dt)}"), hard=True)
    add("Downloads/message (2).eml", P, "Home", 36, lambda r, dt: _eml(
        "Ewan Baird <ewan@kelvinmortgages.co.uk>", f"{ME} <{MAIL}>", "Next steps", dt,
        "Hi Callum\n\nCongratulations on getting the offer accepted on Craigpark Drive! I've submitted the full "
        "application to Nationwide for £178,500 on the 5 year fix at 4.19%. They will instruct the valuer to rely "
        "on the Home Report. Can you and Priya send your April payslips when they arrive?\n\nEwan\n"
        "Kelvin Mortgage Solutions"), hard=True)

    # ------------------------------------------------------------ Documents/Flat (Roslea Drive) (Areas Home)
    h = "Documents/Flat (Roslea Drive)"
    add(f"{h}/Private Residential Tenancy - Roslea Drive 2021.pdf", A, "Home", 1780, lambda r, dt: (
        "PRIVATE RESIDENTIAL TENANCY AGREEMENT (Scottish Government Model Tenancy)\n"
        f"Property: {ADDR}\nLandlord: Mr Alan Hendry, c/o Clyde Property Lets, 900 Duke Street, Glasgow\n"
        f"Tenants: {ME} and Priya Nair\nStart date: 1 July 2021\nRent: £850 per calendar month payable on the 1st\n"
        "Deposit: £850, to be lodged with SafeDeposits Scotland within 30 working days\n"
        "Landlord registration number: 481234/260/12345\nTenants must give at least 28 days' notice in writing."))
    add(f"{h}/SafeDeposits Scotland - deposit certificate.pdf", A, "Home", 1760, lambda r, dt: (
        "SafeDeposits Scotland\nDeposit Protection Certificate\n"
        f"Tenancy address: {ADDR}\nLead tenant: {ME}\nDeposit amount: £850.00\nDate protected: {_d(dt)}\n"
        f"Deposit ID: SDS{r.randint(10**6, 10**7)}"))
    add(f"{h}/Inventory and check-in report.pdf", A, "Home", 1775, lambda r, dt: (
        f"Inventory and Schedule of Condition\n{ADDR}\nPrepared by Clyde Property Lets, {_d(dt)}\n"
        "Living room: walls magnolia, minor scuff by door; carpet grey, good; sofa not included\n"
        "Kitchen: oven Bosch, washing machine Bosch Serie 4, fridge freezer Hotpoint - all working\n"
        "Bedroom 1: bay window, sash cords working; Bedroom 2: small damp mark above window\nMeters: gas 04512, elec 33871"))
    add(f"{h}/Rent increase notice 2025.pdf", A, "Home", 400, lambda r, dt: (
        "RENT INCREASE NOTICE - Private Residential Tenancy (Scotland)\n"
        f"To: {ME} and Priya Nair\nProperty: {ADDR}\nDate of notice: {_d(dt)}\n"
        "Current rent: £900 per month\nNew rent: £950 per month from 1 July 2025 (at least 3 months' notice given)\n"
        "You may refer this increase to a Rent Officer within 21 days.\nClyde Property Lets, on behalf of Alan Hendry"))
    add(f"{h}/Council tax 2026-27.pdf", A, "Home", 68, t_council_tax)
    add(f"{h}/Council tax 2025-26.pdf", A, "Home", 430, t_council_tax)
    for age in (8, 190):
        add(f"{h}/OVO/OVO statement {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Home", age, t_ovo)
    add(f"{h}/Virgin Media bill May 2026.pdf", A, "Home", 18, lambda r, dt: (
        f"Virgin Media  Your bill\nAccount holder: {ME}\n{ADDR}\nBill date: {_d(dt)}\n"
        "M250 Fibre Broadband  £42.00\nPhone line - weekend calls  £4.50\nTotal to pay by Direct Debit  £46.50"))
    add(f"{h}/Contents insurance renewal 2025.pdf", A, "Home", 330, lambda r, dt: (
        "Bank of Scotland Home Insurance - renewal\n"
        f"Policyholders: {ME}, Priya Nair\nInsured address: {ADDR}\nCover: contents only, £35,000; personal "
        f"possessions away from home £2,000 (bikes £800)\nRenewal date: {_d(dt + timedelta(days=20))}\n"
        f"Annual premium {_money(r, 160, 175)} or monthly {_money(r, 13.5, 14.9)}"))
    add(f"{h}/Boiler repair - email to landlord.eml", A, "Home", 150, lambda r, dt: _eml(
        f"{ME} <{MAIL}>", "Repairs <repairs@clydepropertylets.co.uk>", "Repair request - no heating, 2/1 47 Roslea Drive",
        dt, "Hello\n\nThe boiler at 2/1, 47 Roslea Drive is showing error F28 and we have had no heating or hot water "
        "since last night. Could you arrange an engineer as soon as possible? We are both working but a neighbour "
        "can give access.\n\nThanks\nCallum Fraser"))
    add(f"{h}/meter readings.txt", A, "Home", 9, (
        "Meter readings Roslea Dr\n01/01/26 gas 07812 elec 45120\n01/03/26 gas 08275 elec 45510\n"
        "01/05/26 gas 08501 elec 45890\n(remember final readings on 17 July for OVO)\n"))
    add("Documents/Scanned Documents/scan_0009.pdf", A, "Home", 400, lambda r, dt: (
        "CLYDE PROPERTY LETS\n900 Duke Street, Glasgow G31 5QJ\n"
        f"{_d(dt)}\nMr C Fraser and Dr P Nair\n{ADDR}\n"
        "Dear Tenants\nAnnual gas safety inspection and electrical installation condition report\n"
        "Our contractor will attend on Tuesday between 8am and 12pm to carry out the annual gas safety check and "
        "test the smoke and heat alarms, as required under the Repairing Standard. Please ensure access.\n"
        "Yours faithfully, Property Management"), hard=True)
    add("Downloads/print.pdf", A, "Home", 66, t_council_tax, hard=True)

    # ------------------------------------------------------------ Documents/Manuals (Resources Home)
    for name, txt in (
            ("Bosch Serie 4 washing machine WAN28281GB.pdf", "Bosch Serie 4 washing machine WAN28281GB\nInstruction manual and installation instructions\nProgrammes: Cottons, Easy-care, Mix, Delicates/Silk, Wool, 15 min Quick\nCleaning the detergent drawer and the drain pump filter"),
            ("Hotpoint fridge freezer user guide.pdf", "Hotpoint fridge freezer H1NT 811E W - user guide\nTemperature setting, defrosting, replacing the LED light\nKeep 5 cm gap at the rear"),
            ("Dyson V8 manual.pdf", "Dyson V8 Absolute cordless vacuum - operating manual\nCharging, washing the filter every month, clearing blockages"),
            ("Ninja air fryer AF100UK instructions.pdf", "Ninja Air Fryer AF100UK - owner's guide\nAir Fry, Roast, Reheat, Dehydrate; cooking charts for chips and chicken")):
        add(f"Documents/Manuals/{name}", R, "Home", r.randint(300, 1500), txt)

    # ------------------------------------------------------------ Documents/Work (Areas Work)
    w = "Documents/Work"
    add(f"{w}/Contract/Statement of particulars - Social Worker GCC.pdf", A, "Work", 2480, t_contract)
    add(f"{w}/Contract/Incremental progression letter 2022.pdf", A, "Work", 1420, lambda r, dt: (
        f"Glasgow City Council - Human Resources\n{_d(dt)}\n{ME}  Employee no {EMP_NO}\n"
        "Social Worker, Grade 7\nFollowing the annual review of your salary point, your pay will move from "
        "Point 1 to Point 2 of Grade 7 with effect from 19 August 2022. All other terms of your contract remain "
        "unchanged.\nHR Operations"))
    add(f"{w}/Contract/Flexible working agreement.pdf", A, "Work", 700, lambda r, dt: (
        f"Glasgow City HSCP - Flexible Working Scheme agreement\nEmployee: {ME}\nTeam: North East Children and "
        "Families\nCore hours 10:00-12:00 and 14:00-16:00; bandwidth 07:30-19:00\nCompressed week not agreed; "
        "Thursday 16:30 finish for football coaching agreed where duty rota allows.\nApproved: J Gallacher, Team Leader"))
    for age in (4, 34, 65, 124, 185):
        dt = NOW - timedelta(days=age)
        add(f"{w}/Payslips/{dt.year}/Payslip {dt:%B %Y}.pdf", A, "Work", age, t_payslip)
    add(f"{w}/Payslips/P60 2024-25.pdf", A, "Work", 370, t_p60)
    add(f"{w}/Payslips/P60 2025-26.pdf", A, "Work", 3, t_p60)
    add("Downloads/file.pdf", A, "Work", 66, t_payslip, hard=True)
    add(f"{w}/Supervision/Supervision record 2026-04-21.docx", A, "Work", 41, t_supervision)
    add(f"{w}/Supervision/Supervision record 2026-02-17.docx", A, "Work", 104, t_supervision)
    add(f"{w}/Supervision/Supervision record 2025-11-25.docx", A, "Work", 188, t_supervision)
    add(f"{w}/Supervision/PDR 2025-26 signed.pdf", A, "Work", 240, t_pdr)
    add(f"{w}/Supervision/PDR 2024-25.docx", A, "Work", 600, t_pdr)
    add("Desktop/notes.txt", A, "Work", 43, (
        "for supervision tues\n- caseload 17, two in court next month, feeling stretched\n"
        "- ask JG about study day for module 2 assignment\n- lone working: the visit in Royston, still not sure "
        "about that dog - follow procedure, go with colleague\n- CPL log for SSSC needs updating\n"
        "- say I'm thinking of applying for the senior prac post\n"), hard=True)
    add(f"{w}/SSSC/SSSC registration confirmation 2022.pdf", A, "Work", 1390, lambda r, dt: (
        "Scottish Social Services Council\nConfirmation of registration renewal\n"
        f"{ME}\nRegistration number {SSSC_NO}\nPart: Social Worker\nRenewed: {_d(dt)} for five years.\n"
        "You must keep to the SSSC Codes of Practice for Social Service Workers and Employers."))
    add(f"{w}/SSSC/SSSC fee receipt 2025.pdf", A, "Work", 380, t_sssc)
    add(f"{w}/SSSC/CPL log.xlsx", A, "Work", 22, t_cpl)
    add("Documents/Scanned Documents/scan_0017.pdf", A, "Work", 15, t_sssc, hard=True)
    add(f"{w}/PVG - Disclosure Scotland scheme record (work).pdf", A, "Work", 1200, lambda r, dt: (
        "Disclosure Scotland\nProtecting Vulnerable Groups Scheme\nScheme Record\n"
        f"Scheme member: {ME}\nDate of birth 14/03/1990\nPVG Scheme membership number 1600 {r.randint(1000, 9999)} "
        f"{r.randint(1000, 9999)} {r.randint(1000, 9999)}\nType of regulated work: Children\n"
        "Organisation: Glasgow City Council - Social Work Services\nVetting information: none\n"
        f"Issue date {_d(dt)}"))
    tr = f"{w}/Training certificates"
    add(f"{tr}/Safe and Together Core training certificate.pdf", A, "Work", 520,
        t_cert("Safe and Together Model - Core Training (4 days)", "Safe and Together Institute", "28"))
    add(f"{tr}/Trauma informed practice level 2.pdf", A, "Work", 860,
        t_cert("Trauma Informed Practice - Skilled Level", "NHS Education for Scotland", "6"))
    add(f"{tr}/Graded Care Profile 2 refresher.pdf", A, "Work", 150,
        t_cert("Graded Care Profile 2 (GCP2) refresher", "NSPCC Scotland", "4"))
    add(f"{tr}/Certificate (1).pdf", A, "Work", 1050,
        t_cert("Child Protection Case Conference chairing and reports - practitioner workshop",
               "Glasgow Child Protection Committee", "6"))
    add(f"{w}/Annual leave 2026.xlsx", A, "Work", 6, t_leave)
    add(f"{w}/Mileage claims 2026.xlsx", A, "Work", 12, t_mileage)
    add(f"{w}/UNISON membership.pdf", A, "Work", 1900, lambda r, dt: (
        f"UNISON Glasgow City Branch\nWelcome to UNISON\n{ME}\nMembership number 8{r.randint(1000000, 9999999)}\n"
        "Band F subscription deducted from pay. Your branch steward is in the North East social work office."))
    add(f"{w}/Occupational health - DSE self assessment.docx", A, "Work", 820, (
        "Display Screen Equipment self-assessment - Glasgow City Council\nName: Callum Fraser\n"
        "Work pattern: hot-desking at Templeton plus home working 2 days\nLaptop riser and keyboard requested - yes\n"
        "Eye test in last 2 years: yes (Parkhead Opticians)\nAny discomfort: neck after long report writing"))
    add("Downloads/download (2).pdf", A, "Work", 110, lambda r, dt: (
        "Glasgow City Council - Myjobscotland / ESS\nSalary sacrifice: Cycle to Work scheme agreement\n"
        f"Employee: {ME}, employee number {EMP_NO}\nBike value £780, hire period 12 months, deduction £65.00 per "
        "month from gross pay starting next pay date. Ownership transfer fee may apply at the end of hire."),
        hard=True)

    # ------------------------------------------------------------ senior practitioner application (Projects Work)
    s = f"{w}/Senior Practitioner application 2026"
    add(f"{s}/Job description - Senior Practitioner C&F.pdf", P, "Work", 33, lambda r, dt: (
        "GLASGOW CITY HSCP - JOB DESCRIPTION\nJob title: Senior Practitioner (Children and Families)\n"
        "Grade 8   Location: North East Locality   Ref: GLA12847\nJob purpose: to hold a caseload of complex "
        "child protection work, provide practice support and consultation to social workers, supervise newly "
        "qualified social workers and students, and deputise for the team leader.\n"
        "Essential: SSSC registration as a social worker; at least 3 years' post-qualifying C&F experience; "
        "evidence of post-qualifying learning in child protection."))
    add(f"{s}/Person specification.pdf", P, "Work", 33, (
        "Senior Practitioner (Children and Families) - Person specification\nEssential: qualification in social "
        "work; SSSC registration; knowledge of the National Guidance for Child Protection in Scotland 2021; "
        "experience of Children's Hearings and court reports.\nDesirable: practice educator award or working "
        "towards it; post-qualifying award in child protection."))
    add(f"{s}/Supporting statement draft v2.docx", P, "Work", 26, (
        "Supporting statement - Senior Practitioner (draft 2)\nI have been a social worker in the North East "
        "Children and Families team since 2019 and before that spent six years in family support with Clydeside "
        "Family Support Trust. I am currently completing a PG Cert in Child Protection at the University of Dundee...\n"
        "[add example - mentoring NQSW, the neglect learning session]"))
    add(f"{s}/Supporting statement FINAL.docx", P, "Work", 21, (
        "Supporting statement - Senior Practitioner (Children and Families), ref GLA12847\n"
        "I am applying for this post because I want to support colleagues to make confident, relational and "
        "rights-based decisions for children. In my seven years in the North East team I have held complex child "
        "protection cases, written reports for Children's Hearings and the Sheriff Court, and mentored a newly "
        "qualified social worker through her first year. I am completing a PG Cert in Child Protection "
        "(University of Dundee) and my current assignment on chronologies and cumulative harm in neglect..."))
    add(f"{s}/Interview invitation.eml", P, "Work", 7, lambda r, dt: _eml(
        "Recruitment <hscp.recruitment@glasgow.gov.uk>", f"{ME} <{MAIL}>",
        "Interview invitation - Senior Practitioner C&F (GLA12847)", dt,
        "Dear Callum\n\nThank you for your application. We are pleased to invite you to interview on Tuesday 9 June "
        "2026 at 10:30 at Templeton Business Centre.\n\nYou will be asked to give a 10 minute presentation on: "
        "'How would you support newly qualified social workers to manage risk and uncertainty in child "
        "protection work?' followed by a competency-based interview.\n\nPanel: Service Manager, Team Leader, HR "
        "adviser.\n\nRecruitment Team, Glasgow City HSCP"))
    add(f"{s}/Presentation - supporting NQSWs.pptx", P, "Work", 2, (
        "Supporting newly qualified social workers to manage risk and uncertainty\nCallum Fraser - interview 9 June 2026"
        "\n\nWhat NQSWs tell us\nFear of getting it wrong\nIsolation on duty\nCase loads growing too fast"
        "\n\nMy approach\nProtected caseload (first year framework)\nReflective supervision and case discussion\n"
        "Co-working first IRDs and case conferences\nUsing the National Risk Framework"
        "\n\nMeasuring it\nNQSW feedback, supervision audits, retention at 2 years"))
    add(f"{s}/interview prep notes.md", P, "Work", 1, (
        "# Interview prep - senior prac\n\n- STAR examples: (1) mentoring Aimee NQSW, (2) court report under time "
        "pressure, (3) disagreement with health at a case conference\n- know: National Guidance 2021 updated 2023, "
        "IRDs, Bairns' Hoose, UNCRC (Incorporation) (Scotland) Act 2024\n- questions for panel: NQSW first year "
        "framework, practice educator support\n- print 3 copies of slides\n"))
    add("Downloads/Document.docx", P, "Work", 24, (
        "Reference request\nCandidate: Callum Fraser\nPost applied for: Senior Practitioner (Children and Families), "
        "Glasgow City HSCP, ref GLA12847\nReferee: Joanne Gallacher, Team Leader\n"
        "Please comment on the candidate's practice in child protection, supervision of others and reliability.\n"
        "Return to hscp.recruitment@glasgow.gov.uk"), hard=True)

    # ------------------------------------------------------------ professional reference (Resources Work)
    g = f"{w}/Guidance"
    add(f"{g}/National Guidance for Child Protection in Scotland 2021 updated 2023.pdf", R, "Work", 700, (
        "National Guidance for Child Protection in Scotland 2021 - updated 2023\nScottish Government\n"
        "Part 1: The context for child protection. Part 2: Roles and responsibilities. Part 3: Identifying and "
        "responding to concerns - Inter-agency Referral Discussion (IRD), child protection planning meeting, "
        "the child protection register. Part 4: Specific support needs and concerns."))
    add(f"{g}/GIRFEC practice guidance - the wellbeing indicators (SHANARRI).pdf", R, "Work", 1100, (
        "Getting it right for every child (GIRFEC) - practice guidance\nThe wellbeing indicators: Safe, Healthy, "
        "Achieving, Nurtured, Active, Respected, Responsible, Included. The My World Triangle and the "
        "Resilience Matrix as tools for assessment. The role of the Named Person and the Lead Professional."))
    add(f"{g}/Children's Hearings (Scotland) Act 2011 - section 67 grounds summary.pdf", R, "Work", 1300, (
        "Children's Hearings (Scotland) Act 2011 - section 67 grounds for referral (summary)\n(a) lack of "
        "parental care likely to cause unnecessary suffering or serious impairment of health or development\n"
        "(b) a schedule 1 offence committed in respect of the child ... (j) the child has committed an offence"))
    add(f"{g}/SSSC Codes of Practice 2024.pdf", R, "Work", 720, (
        "SSSC Codes of Practice for Social Service Workers and Employers (revised 2024)\nAs a social service "
        "worker, I must protect the rights and promote the interests of people who use services and carers..."))
    add(f"{g}/Glasgow CPC inter-agency child protection procedures.pdf", R, "Work", 640, (
        "Glasgow Child Protection Committee - Inter-agency Child Protection Procedures\nIRD timescales; "
        "child protection planning meeting within 28 calendar days of the IRD; core group meets within 15 days"))
    add("Downloads/bairns-hoose-standards.pdf", R, "Work", 380, (
        "Healthcare Improvement Scotland and Care Inspectorate - Bairns' Hoose Standards\nA child-centred, "
        "trauma-informed approach bringing justice, care and recovery services under one roof for children who "
        "have been victims or witnesses of abuse or violence."))
    add("Downloads/download (3).pdf", R, "Work", 260, (
        "UN Convention on the Rights of the Child (Incorporation) (Scotland) Act 2024 - statutory guidance "
        "on Part 2 (Scottish Government)\nPublic authorities must not act incompatibly with the UNCRC requirements. "
        "Implications for social work: children's participation in decisions, Article 12, the right to be heard "
        "in Children's Hearings and child protection planning meetings."), hard=True)

    # ------------------------------------------------------------ OneDrive/PG Cert Child Protection (Projects Study)
    pg = "OneDrive/PG Cert Child Protection"
    add(f"{pg}/Application/Personal statement - PG Cert.docx", P, "Study", 420, (
        "Personal statement - PG Cert Child Protection (part-time, online), University of Dundee\n"
        "I qualified as a social worker in 2013 and have worked in children and families social work in "
        "Glasgow since 2019. I want to deepen my understanding of assessment of risk and cumulative harm, "
        "particularly in neglect, and to bring research into my team's practice."))
    add(f"{pg}/Application/Offer of a place.pdf", P, "Study", 370, lambda r, dt: (
        "University of Dundee - Admissions\n"
        f"{_d(dt)}\nDear Callum Fraser\nOffer of a place: PG Cert Child Protection (part-time, online learning), "
        "entry September 2025. Student ID 250{0}.\nThis is an unconditional offer.".format(r.randint(100000, 999999))))
    add(f"{pg}/Application/GCC training sponsorship agreement.pdf", P, "Study", 330, lambda r, dt: (
        "Glasgow City HSCP - Learning and Development\nPost-qualifying learning: sponsorship agreement\n"
        f"Employee: {ME}, Social Worker, employee no {EMP_NO}\nCourse: PG Cert Child Protection, University of "
        "Dundee, 2025-26 (60 SCQF credits at level 11)\nThe HSCP will pay tuition fees of £2,100 and allow 5 "
        "study days. If you leave the council's employment within 2 years of completing the course, fees are "
        "repayable on a sliding scale.\nSigned by employee and Learning and Development Manager"))
    add(f"{pg}/Fees invoice 2025-26.pdf", P, "Study", 260, lambda r, dt: (
        "University of Dundee - Tuition fee invoice\n"
        f"Invoice date {_d(dt)}\nStudent: {ME}\nProgramme: PG Cert Child Protection (PT)\nFee: £2,100.00\n"
        "Sponsor: Glasgow City Council - invoice to be paid by sponsor\nBalance due from student: £0.00"))
    m1 = f"{pg}/Module 1 - Child Protection in Context"
    add(f"{m1}/Module 1 handbook.pdf", P, "Study", 255, (
        "University of Dundee - PG Cert Child Protection\nModule 1 (SWK50101): Child Protection in Context\n"
        "Weeks 1-10: history of child protection in the UK, children's rights, GIRFEC, the National Guidance 2021\n"
        "Assessment: 3,500 word essay (100%), submitted through Turnitin by 12 January 2026"))
    add(f"{m1}/Assignment 1 draft.docx", P, "Study", 160, (
        "Assignment 1 - draft\nTitle: 'Wellbeing and protection: tensions in GIRFEC and the National Guidance for "
        "Child Protection in Scotland 2021'\nIntro - the shift from the 2014 guidance; rights-based language\n"
        "Para 2 - Named Person after the Supreme Court ruling (2016)...\n"))
    add(f"{m1}/Assignment 1 FINAL submitted.docx", P, "Study", 140, (
        "Wellbeing and protection: tensions in GIRFEC and the National Guidance for Child Protection in Scotland 2021\n"
        "Student ID: 250481  Word count: 3,480\nThis essay argues that the broadening of 'wellbeing' in Scottish "
        "policy has both widened early support and blurred the threshold for compulsory intervention..."))
    add(f"{m1}/Turnitin receipt assignment 1.pdf", P, "Study", 140, lambda r, dt: (
        f"Turnitin Digital Receipt\nSubmission author: Callum Fraser\nAssignment title: SWK50101 Essay\n"
        f"Submission date: {_d(dt)} 22:41\nSubmission ID: 2{r.randint(10**8, 10**9)}\nFile name: Assignment 1 FINAL submitted.docx"))
    add(f"{m1}/Feedback - Assignment 1.pdf", P, "Study", 100, (
        "Module 1 essay - marker feedback\nGrade: B1 (64%)\nStrengths: confident use of Scottish policy and the "
        "2021 guidance; good critical discussion of thresholds.\nTo improve: engage more with research evidence "
        "(e.g. Featherstone et al.; Ferguson) and be more precise with referencing (APA 7)."))
    m2 = f"{pg}/Module 2 - Assessment, Risk and Decision Making"
    add(f"{m2}/Module 2 handbook.pdf", P, "Study", 130, (
        "PG Cert Child Protection - Module 2 (SWK50102): Assessment, Risk and Decision Making\n"
        "Topics: models of risk assessment, chronologies, cumulative harm and neglect, the National Risk "
        "Framework, analysis and professional judgement, bias in decisions.\nAssessment: 4,000 word case-based "
        "assignment, due 15 June 2026 12:00 (Turnitin)."))
    add(f"{m2}/Semester 2 timetable.pdf", P, "Study", 128, (
        "Semester 2 timetable - online live sessions (Teams), Wednesdays 18:00-19:30\n21 Jan: risk and uncertainty\n"
        "4 Feb: chronologies\n18 Feb: neglect and GCP2\n4 Mar: analysis\n18 Mar: bias and decision making\n"
        "1 Apr: tutorial - assignment planning\n6 May: drop-in\nAssignment due 15 June 2026"))
    add(f"{m2}/Assignment 2 plan.docx", P, "Study", 62, (
        "Assignment 2 plan - 'Seeing the whole picture: chronologies and the assessment of cumulative harm in neglect'\n"
        "1. Intro and definitions (neglect, cumulative harm) 500\n2. Chronologies - purpose, Care Inspectorate "
        "guidance 300\n3. Anonymised case study (composite, no identifying details) 1200\n"
        "4. Analysis - GCP2, National Risk Framework 1200\n5. Implications for practice 600\n6. Conclusion 200"))
    add(f"{m2}/Assignment 2 draft v2.docx", P, "Study", 19, (
        "Seeing the whole picture: chronologies and the assessment of cumulative harm in neglect (draft v2)\n"
        "Neglect is the most common reason for children in Scotland to be placed on the child protection register, "
        "yet it is also the hardest to evidence because harm accrues slowly..."))
    add(f"{m2}/Assignment 2 draft v3 FINAL.docx", P, "Study", 2, (
        "Seeing the whole picture: chronologies and the assessment of cumulative harm in neglect\nWord count: 3,910\n"
        "Neglect is the most common concern for children on the child protection register in Scotland. This "
        "assignment uses a composite, anonymised case to examine how a well-kept chronology can make cumulative "
        "harm visible..."))
    add(f"{m2}/references.txt", P, "Study", 3, (
        "Brandon, M. et al. (2020) Complexity and challenge: a triennial analysis of SCRs 2014-2017. DfE.\n"
        "Care Inspectorate (2017) Practice guide to chronologies.\nFerguson, H. (2017) How children become invisible "
        "in child protection work. BJSW 47(4).\nHoran, H. and Dalzell, R. (2010) Core Assessment of Neglect.\n"
        "Scottish Government (2023) National Guidance for Child Protection in Scotland 2021 - updated 2023.\n"))
    add(f"{pg}/Reflective log.docx", P, "Study", 11, (
        "Reflective learning log - PG Cert\nEntry 14: the session on bias in decision making made me think about "
        "how my first impression on a visit shapes what I record. Action: check chronology entries for "
        "judgemental language before case conferences."))
    add("Desktop/todo.txt", P, "Study", 5, (
        "TO DO before 15 June\n- cut 200 words from section 4\n- check APA refs (Ferguson 2017 page nos)\n"
        "- anonymise case study AGAIN - no ages/area\n- run through Turnitin draft checker\n- submit by 12 noon!!\n"),
        hard=True)
    add("Desktop/draft.docx", P, "Study", 9, (
        "Section 5 - implications for practice\nA chronology is only useful if it is analysed. In my team, "
        "chronologies are often long lists copied from the case recording system. Practitioners need protected "
        "time and supervision to identify patterns of cumulative harm, rather than reacting to single incidents..."),
        hard=True)
    add("Documents/2025/Doc2.docx", P, "Study", 300, (
        "Study plan - year 2025-26\nWeds evenings: live session 6-7.30\nSat mornings: reading 8-11 (before football "
        "on Sat pm)\nModule 1 essay due 12 Jan - start drafting in Nov\nModule 2 assignment due 15 June\n"
        "Ask Joanne for 5 study days from the HSCP sponsorship"), hard=True)

    # ------------------------------------------------------------ PG Cert reading (Resources Study)
    rd = f"{pg}/Reading"
    for name, txt in (
            ("Ferguson 2017 - How children become invisible in child protection work.pdf",
             "British Journal of Social Work 47(4)\nHow Children Become Invisible in Child Protection Work: Findings "
             "from Research into Day-to-Day Social Work Practice\nHarry Ferguson\nAbstract: drawing on observation of "
             "home visits, this paper shows how children can become invisible to social workers..."),
            ("Brandon et al 2020 - Complexity and challenge.pdf",
             "Complexity and challenge: a triennial analysis of serious case reviews 2014-2017. Final report.\n"
             "Key findings on neglect, adolescence, and the role of agencies working together."),
            ("Featherstone Morris White 2014 - Re-imagining child protection ch2.pdf",
             "Re-imagining Child Protection: towards humane social work with families. Chapter 2.\n"
             "A critique of risk-saturated child protection systems and an argument for a family-support approach."),
            ("Munro 2011 - Munro Review of Child Protection final report.pdf",
             "The Munro Review of Child Protection: Final Report - A child-centred system. Professor Eileen Munro.\n"
             "Recommendations on reducing prescription and strengthening professional judgement."),
            ("Care Inspectorate - practice guide to chronologies.pdf",
             "Care Inspectorate: Practice guide to chronologies. A chronology is a summary of significant events in "
             "a child's life, in date order, with analysis of their impact."),
            ("Week 3 lecture - cumulative harm and neglect.pdf",
             "PG Cert Child Protection - Module 2, week 3 lecture slides\nCumulative harm: the effect of patterns of "
             "circumstances and events which diminish a child's sense of safety, stability and wellbeing.")):
        add(f"{rd}/{name}", R, "Study", r.randint(40, 240), txt)
    add("Downloads/bcx028.pdf", R, "Study", 120, (
        "British Journal of Social Work (2017) 47, 1007-1023\ndoi:10.1093/bjsw/bcx028\nAbstract\nThis article "
        "examines the skills of communicating with children during child protection home visits, and how "
        "emotional and sensory experience influence what practitioners see and do..."), hard=True)
    add("Downloads/1-s2.0-S0145213421002179-main.pdf", R, "Study", 75, (
        "Child Abuse & Neglect 118 (2021) 105130\nResearch article\nProfessional decision-making in child "
        "protection: a systematic review of factors influencing thresholds for intervention in neglect cases"),
        hard=True)
    add("Downloads/s10560-022-00812-x.pdf", R, "Study", 88, (
        "Child and Adolescent Social Work Journal\nOriginal Article\nChronologies in children's social care: "
        "a qualitative study of how practitioners record and analyse significant events"), hard=True)
    add("Downloads/Social Work Podcast ep 84 - Neglect and cumulative harm.mp3", R, "Study", 58,
        lambda r, dt: _id3(r, "Ep 84 - Neglect and cumulative harm", "The Social Work Podcast", "The Social Work Podcast"))
    add("Downloads/Social Work Podcast ep 91 - Chronologies.mp3", R, "Study", 20,
        lambda r, dt: _id3(r, "Ep 91 - Chronologies that work", "The Social Work Podcast", "The Social Work Podcast"))
    add(f"{rd}/Munro - Effective Child Protection 2nd ed.epub", R, "Study", 200,
        lambda r, dt: _epub("Effective Child Protection", "Eileen Munro", "en",
                            "Chapter 1. The goals of child protection work and the nature of risk assessment."))

    # ------------------------------------------------------------ Old laptop copy: undergraduate degree (Archive Study)
    ol = "Documents/Old laptop (Toshiba)/My Documents"
    uni = f"{ol}/Uni"
    add(f"{uni}/Year 4/Dissertation FINAL.docx", X, "Study", 1100, (
        "University of Stirling - BA (Hons) Social Work\nDissertation 2013\n'Family first? Kinship carers' "
        "experiences of support in Scotland'\nCallum Fraser, student no 2093117\nSupervisor: Dr Ruth Emond\n"
        "Abstract: this literature-based dissertation explores the financial and emotional support available "
        "to grandparents and other kinship carers..."))
    add(f"{uni}/Year 4/Dissertation draft 3.docx", X, "Study", 1100, (
        "Dissertation draft 3 - kinship care\nChapter 2: Policy context - Looked After Children (Scotland) "
        "Regulations 2009, kinship care allowances across local authorities"))
    add(f"{uni}/Year 3/Placement report - Stirling Council Youth Services.docx", X, "Study", 1100, (
        "SWKP9A3 Practice Learning Report - first placement\nStudent: Callum Fraser\nAgency: Stirling Council "
        "Youth Services, Raploch\nPractice educator: Alison Keir\nThe student demonstrated good engagement with "
        "young people and developing skills in assessment."))
    add(f"{uni}/Year 4/Placement 2 - final report.docx", X, "Study", 1100, (
        "Final placement report - Falkirk Council Children and Families (2012-13)\nRecommendation: PASS. "
        "Callum has met the Standards in Social Work Education (SiSWE)."))
    add(f"{uni}/Year 2/SWK essay - attachment theory.docx", X, "Study", 1100, (
        "Essay: Critically discuss the relevance of attachment theory to social work with children\n"
        "Word count 2,500. Bowlby, Ainsworth's strange situation, and critiques of deterministic readings"))
    add(f"{uni}/Transcript BA Social Work.pdf", X, "Study", 1100, (
        "University of Stirling - Academic Transcript\nName: Callum Fraser  Student no 2093117\n"
        "Programme: BA (Hons) Social Work 2009-2013\nAward: Bachelor of Arts with Honours, Upper Second Class\n"
        "Honours dissertation: 68"))
    add(f"{uni}/Graduation tickets June 2013.pdf", X, "Study", 1100, (
        "University of Stirling Graduation - Summer 2013\nGuest tickets (2) - Gannochy Sports Centre, "
        "27 June 2013, 10:30 ceremony\nGraduand: Callum Fraser, BA (Hons) Social Work"))
    add(f"{uni}/SAAS award letter 2012-13.pdf", X, "Study", 1100, (
        "Student Awards Agency Scotland\nAward notice 2012-13\nStudent: Callum Fraser, University of Stirling, "
        "BA Social Work Year 4\nTuition fees paid: £1,820\nYoung Students' Bursary: £1,750\nStudent loan "
        "(living costs): £5,500"))
    add(f"{ol}/Document1.docx", X, "Study", 1100, (
        "SWK 3B - Reflective account of a home visit (placement, Raploch)\nUsing Gibbs' reflective cycle: "
        "description, feelings, evaluation, analysis, conclusion, action plan. Word count 1,500.\n"
        "Submitted for Practice Learning 1 - University of Stirling"), hard=True)
    add("Documents/Scanned Documents/scan_0002.pdf", X, "Study", 1000, (
        "THE UNIVERSITY OF STIRLING\nThis is to certify that\nCALLUM ALASDAIR FRASER\nhaving completed the "
        "approved course of study and passed the examinations has this day been admitted to the degree of\n"
        "BACHELOR OF ARTS WITH HONOURS (SOCIAL WORK)\nSecond Class Division One\n27 June 2013"), hard=True)

    # ------------------------------------------------------------ Documents/Football (Areas Football)
    fb = "Documents/Football"
    u12 = f"{fb}/U12s"

    def fixtures(r: random.Random, dt: datetime) -> str:
        opp = ["Celtic Girls Academy U12 (dev)", "Giffnock SC Girls", "Rossvale Girls", "Glasgow Girls FC", "Queen's Park U12",
               "East Kilbride Girls", "Clydebank Girls", "Motherwell Girls U12", "Cumbernauld Colts Girls"]
        rows = ["Date;KO;Home;Away;Venue;Result"]
        for i in range(9):
            d = datetime(2026, 2, 21) + timedelta(days=7 * i)
            home = i % 2 == 0
            res = f"{r.randint(0, 6)}-{r.randint(0, 6)}" if d < datetime(2026, 5, 20) else ""
            rows.append(f"{d:%d/%m/%Y};10:30;{CLUB + ' U12' if home else opp[i]};{opp[i] if home else CLUB + ' U12'};"
                        f"{'Alexandra Park 3G' if home else 'Away'};{res}")
        return "Glasgow & District Girls' League - U12 (7-a-side) Spring 2026\n" + "\n".join(rows)

    add(f"{u12}/Fixtures spring 2026.xlsx", A, "Football", 20, fixtures)
    add(f"{u12}/Fixtures autumn 2025.xlsx", A, "Football", 250, lambda r, dt: fixtures(r, dt).replace("Spring 2026", "Autumn 2025"))
    add(f"{u12}/Squad list and emergency contacts 2025-26.xlsx", A, "Football", 260, lambda r, dt: "\n".join(
        ["Player;DOB;Parent/carer;Phone;Medical;Photo consent"] +
        [f"{g} {r.choice(SURN)};{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/2014;{_person(r)};07{r.randint(100000000, 999999999)};"
         f"{r.choice(['None', 'None', 'Asthma - inhaler in bag', 'Nut allergy - epipen'])};{r.choice(['Yes', 'Yes', 'No'])}"
         for g in GIRLS[:14]]))
    add(f"{u12}/Subs tracker 2025-26.xlsx", A, "Football", 8, lambda r, dt: "\n".join(
        ["Player;Aug;Sep;Oct;Nov;Dec;Jan;Feb;Mar;Apr;May"] +
        [f"{g};" + ";".join(r.choice(["£20", "£20", "£20", "owed", "£10 (sibling)"]) for _ in range(10))
         for g in GIRLS[:14]]))
    add(f"{u12}/Kit order April 2026.xlsx", A, "Football", 50, "\n".join([
        "Item;Size;Qty;Unit;Total", "Home shirt (navy/gold) with number;YS;6;18.50;111.00", "Home shirt;YM;5;18.50;92.50",
        "Shorts navy;YM;8;9.00;72.00", "Socks gold;Junior;10;5.00;50.00", "GK top green;YL;1;22.00;22.00",
        "Coach jacket;M;1;35.00;35.00", "Total;;;;382.50", "Supplier: ClydeKit Teamwear;;;;"]))
    add(f"{u12}/ClydeKit invoice INV-4471.pdf", A, "Football", 37, lambda r, dt: (
        f"ClydeKit Teamwear Ltd, Unit 4 Cambuslang Investment Park\nINVOICE INV-4471\nDate {_d(dt)}\n"
        f"Bill to: {CLUB} - U12s (Callum Fraser)\n29 items - home kit top-up, numbers and club crest printing\n"
        "Subtotal £318.75  VAT £63.75  Total £382.50\nPayment to club account or by card. Thank you!"))
    add(f"{u12}/Team news for parents.txt", A, "Football", 6, (
        "Hi all - team news for Saturday v Clydebank Girls (away, Whitecrook 3G, KO 10:30, meet 9:50).\n"
        "Full kit + shin pads + water. Subs for May due please (£20, club bank details on the app).\n"
        "Training Tues and Thurs 6-7pm at Alexandra Park as normal. Summer festival 20 June - volunteers needed!\n"
        "Thanks, Callum\n"))
    add(f"{u12}/Player registrations 2025-26 (SYFA).pdf", A, "Football", 270, lambda r, dt: (
        f"Scottish Youth FA - team registration confirmation\nClub: {CLUB}\nTeam: U12 Girls\nSeason 2025-26\n"
        f"Registered players: 14  Registered officials: 3 (C Fraser head coach, {_person(r)}, {_person(r)})\n"
        "All officials must hold current PVG membership and Child Wellbeing and Protection in Sport training."))
    for i, (title, body) in enumerate((
            ("Session plan - 1v1 attacking", "Warm-up: rondo 4v1 (10 min)\nTechnical: 1v1 gates, step-over and drag back (15 min)\n"
             "Game-related: 2v1 to goal (15 min)\nGame: 5v5, goal counts double after a 1v1 beat (20 min)"),
            ("Session plan - playing out from the back", "Rondo 5v2; build-up 3v2 + GK; game 6v6 with GK must pass short"),
            ("Session plan - defending as a pair", "Cover and press 2v2 channels; shadow defending; 4v4 small-sided"),
            ("Tues session 12 May", "Arrive 5.45, cones out. Focus: first touch away from pressure. Keep Isla and Lexi "
             "on different teams. 20 min game at end. Remind re festival volunteers."))):
        add(f"{u12}/Session plans/{title}.docx", A, "Football", 15 + i * 40, f"{CLUB} U12 - {title}\n{body}")
    add(f"{fb}/Club/Committee minutes 2026-03.docx", A, "Football", 75, (
        f"{CLUB} - committee meeting minutes, 10 March 2026, Haghill Community Hall\nPresent: Gary Boyle (chair), "
        "Lorna McCallum (child wellbeing and protection officer), Callum Fraser (U12 coach), Fiona Reid (treasurer)\n"
        "1. Finance: subs arrears down; grant from Glasgow Life Sport for balls and bibs received (£600)\n"
        "2. Wellbeing: PVG renewals due for two volunteers; all coaches to complete CWPS refresher\n"
        "3. Summer festival 20 June - CF leading; budget approved up to £1,500\n4. AOB: new pitch bookings from August"))
    add(f"{fb}/Club/Committee minutes 2025-11.docx", A, "Football", 190, (
        f"{CLUB} - committee minutes November 2025\n1. Winter training moves to the 3G at Haghill\n"
        "2. Treasurer's report: £2,340 in bank\n3. Coaches' badges: Callum booked onto the Coaching Young Players course\n"
        "4. Christmas party for all teams 13 Dec"))
    add(f"{fb}/Club/Volunteer PVG status.xlsx", A, "Football", 30, lambda r, dt: "\n".join(
        ["Volunteer;Role;PVG member no;Checked;Renewal due;CWPS training"] +
        [f"{n};{role};1600 xxxx xxxx {r.randint(1000, 9999)};{r.choice(['2022', '2023', '2024', '2025'])};"
         f"{r.choice(['2027', '2028', 'due now', '2030'])};{r.choice(['Yes', 'Yes', 'Booked'])}"
         for n, role in ((ME, "Head coach U12"), ("Gary Boyle", "Chair"), ("Stuart Kerr", "Assistant U12"),
                         ("Shona Ahmed", "Assistant U12"), ("Lorna McCallum", "CWPO"), ("Martin Duffy", "Coach U10"))]))
    add(f"{fb}/Club/Disclosure Scotland - PVG scheme record update (club).pdf", A, "Football", 900, lambda r, dt: (
        "Disclosure Scotland - PVG Scheme Record Update\n"
        f"Scheme member: {ME}\nOrganisation: {CLUB} (via Scottish Youth FA, registered body)\n"
        "Type of regulated work: Children\nThere is no vetting information on your scheme record.\n"
        f"Date issued {_d(dt)}"))
    cert = f"{fb}/Coaching badges"
    add(f"{cert}/Scottish FA Early Touches certificate.pdf", A, "Football", 1450, (
        f"Scottish FA Coach Education\nThis certifies that {ME} has completed\nEarly Touches - Introduction to "
        "coaching children (4-11)\nDate: 2022"))
    add(f"{cert}/Scottish FA Coaching Children's Football cert 2023.pdf", A, "Football", 1080, (
        f"Scottish FA - Coaching Children's Football Licence\nAwarded to {ME}\n2023\nHead of Coach Education"))
    add(f"{cert}/Emergency First Aid in football 2024.pdf", A, "Football", 620, (
        f"Scottish FA Emergency First Aid Course\nCandidate: {ME}\nCompleted 2024. Valid for 3 years. "
        "Covers CPR, head injury and concussion (If in doubt, sit them out), asthma, anaphylaxis."))
    add(f"{cert}/Child Wellbeing and Protection in Sport certificate.pdf", A, "Football", 410, (
        f"Children 1st and sportscotland\nChild Wellbeing and Protection in Sport\nThis certifies {ME} completed "
        "the course on behalf of Scottish Youth FA."))
    add("Downloads/untitled.pdf", A, "Football", 140, lambda r, dt: (
        "Scottish Youth Football Association - West Region\nDisciplinary and Registration Committee\n"
        f"{_d(dt)}\nTo: Team contact, {CLUB} U12\nRe: late registration of player\nThe committee has approved the "
        "registration of one additional player to your U12 girls' squad for season 2025-26. Please ensure the "
        "player's parent consent form is held by your club wellbeing officer."), hard=True)
    add("Documents/Scanned Documents/scan_0014.pdf", A, "Football", 616, (
        "CERTIFICATE\nEmergency First Aid - Scottish FA / St Andrew's First Aid\nCandidate: Callum Fraser\n"
        "Assessed competent in: CPR and AED, recovery position, choking, bleeding control, concussion awareness "
        "in youth football\nValid 3 years from date of issue"), hard=True)
    add("Downloads/export.csv", A, "Football", 25, lambda r, dt: "\n".join(
        ["Name,Team,Month,Amount,Method,Status"] +
        [f"{g} {r.choice(SURN)},{CLUB} U12,May 2026,20.00,{r.choice(['Card', 'Bank transfer'])},"
         f"{r.choice(['Paid', 'Paid', 'Paid', 'Outstanding'])}" for g in GIRLS[:14]]), hard=True)

    # ------------------------------------------------------------ summer festival 2026 (Projects Football)
    fe = f"{fb}/Summer Festival 2026"
    add(f"{fe}/Festival plan.docx", P, "Football", 60, (
        f"{CLUB} Girls' Summer Festival - Saturday 20 June 2026, Alexandra Park\nU10 and U12 girls, 7-a-side, "
        "16 teams, 10:00-15:30\nNo league tables at U10 - everyone gets a medal. U12 cup and plate.\n"
        "Needs: pitch booking (Glasgow Life), Scottish FA/SYFA sanction, first aid cover, referees (4), "
        "toilets, burger van, raffle, tuck shop, PA, gazebos, lost property"))
    add(f"{fe}/Festival budget.xlsx", P, "Football", 14, "\n".join([
        "Item;Cost;Income", "Pitch hire (Glasgow Life);320;", "First aid cover;180;", "Referees 4 x £35;140;",
        "Medals x 160;210;", "Trophies;95;", "Portable toilets x 2;240;", "Team entry 16 x £40;;640",
        "Raffle;;300 (est)", "Tuck shop;;250 (est)", "Burger van pitch fee;;75", "Total;1185;1265"]))
    add(f"{fe}/Team entries.xlsx", P, "Football", 9, lambda r, dt: "\n".join(
        ["Club;Age group;Contact;Paid"] +
        [f"{c};{a};{_person(r)};{r.choice(['Yes', 'Yes', 'No'])}" for c, a in (
            ("Giffnock SC Girls", "U12"), ("Rossvale Girls", "U12"), ("Glasgow Girls FC", "U10"), ("Clydebank Girls", "U12"),
            ("East Kilbride Girls", "U10"), ("Cumbernauld Colts", "U12"), ("Milngavie Wanderers", "U10"),
            ("Kirkintilloch Rob Roy Girls", "U12"), (CLUB, "U12"), (CLUB, "U10"))]))
    add(f"{fe}/Risk assessment.docx", P, "Football", 12, (
        "Event risk assessment - girls' summer festival 20 June 2026\nHazard: heat - shade gazebos, water station, "
        "extra breaks\nHazard: lost child - meeting point at HQ tent, CWPO on site (Lorna McCallum)\n"
        "Hazard: head injury - first aid cover, concussion protocol (If in doubt, sit them out)\n"
        "Hazard: vehicles in park - no parking on paths, stewards at the Alexandra Parade gate"))
    add(f"{fe}/Glasgow Life booking confirmation.pdf", P, "Football", 40, lambda r, dt: (
        f"Glasgow Life - Sports Pitch Booking Confirmation\nBooking ref GL{r.randint(100000, 999999)}\n"
        f"Hirer: {CLUB} (Callum Fraser)\nVenue: Alexandra Park - 3G pitch and grass pitches 1-2\n"
        "Date: Saturday 20 June 2026, 08:30 - 16:30\nCharge: £320.00 (community rate)"))
    add(f"{fe}/SYFA tournament sanction application.pdf", P, "Football", 45, (
        "Scottish Youth FA - Application to hold a tournament / festival\nHost club: Dennistoun Thistle Girls FC\n"
        "Name of event: Girls' Summer Festival 2026\nDate: 20 June 2026  Age groups: U10, U12\nFormat: 7-a-side, "
        "2 x 10 minutes\nInvited clubs: SYFA-affiliated clubs only\nTournament secretary: Callum Fraser"))
    add(f"{fe}/First aid cover quote.pdf", P, "Football", 38, lambda r, dt: (
        "St Andrew's First Aid - Event First Aid Cover Quotation\n"
        f"Event: girls' football festival, Alexandra Park, 20 June 2026\nCover: 2 first aiders, 09:30-16:00\n"
        f"Charge: £180.00 (charity/community rate)\nQuote date {_d(dt)}"))
    add(f"{fe}/Schedule draft v2.xlsx", P, "Football", 4, "\n".join(
        ["Time;Pitch 1 (U12);Pitch 2 (U12);Pitch 3 (U10);Pitch 4 (U10)"] +
        [f"{10 + i // 3}:{(i % 3) * 20:02d};Game {i * 4 + 1};Game {i * 4 + 2};Game {i * 4 + 3};Game {i * 4 + 4}"
         for i in range(12)]))
    add(f"{fe}/Festival poster.png", P, "Football", 28, "")
    add(f"{fe}/Volunteer rota.xlsx", P, "Football", 6, "\n".join([
        "Job;09:00-12:00;12:00-15:30", "HQ / results;Callum;Fiona", "Tuck shop;Aisha + Claire;Nicola",
        "Raffle;Gillian;Gillian", "Gate/stewards;Kenny;Scott", "Set up/pack down;All U12 parents;All U10 parents"]))
    add(f"{fe}/Medals and trophies order.pdf", P, "Football", 16, lambda r, dt: (
        f"Trophy Centre Glasgow - order confirmation\n{_d(dt)}\nCustomer: Callum Fraser ({CLUB})\n"
        "160 x 50mm football medals, gold, red/white/blue ribbon - £210.00\n2 x cup 30cm engraved "
        "'Summer Festival 2026 U12 Cup / Plate' - £95.00\nCollection: Thursday 18 June"))
    add("Desktop/New Text Document.txt", P, "Football", 3, (
        "20 June\n- gazebos from Rossvale? ask Gary\n- float for tuck shop £100 in coins\n- print schedules x20\n"
        "- referee packs, whistles, cards\n- medals collect Thurs 18th\n- first aid tent beside HQ\n"
        "- remind teams: no dogs on pitches, parents behind the rope\n"), hard=True)
    add("Desktop/Book2.xlsx", P, "Football", 11, "\n".join([
        "Raffle prizes;Donated by;Collected", "Celtic signed ball;Celtic FC Foundation;Yes",
        "Meal for 2;Coia's Cafe;Yes", "Haircut voucher;Duke St barbers;No", "Hamper;U12 parents;No",
        "2 x Glasgow Science Centre tickets;GSC;Yes"]), hard=True)
    add("Downloads/download (1).pdf", P, "Football", 44, (
        "SYFA rules for small-sided girls' festivals\nMatch duration for U10 and U12 festivals must not exceed "
        "60 minutes of play per child per day. Retreat line applies at U10. No heading in training for U12 and "
        "under; heading in matches discouraged. Results not recorded for U10 festivals."), hard=True)
    add("Downloads/export (1).csv", P, "Football", 8, lambda r, dt: "\n".join(
        ["Timestamp,Club name,Age group,Team contact,Phone,Number of players,Entry fee paid"] +
        [f"{(dt - timedelta(days=30 - i)):%d/%m/%Y %H:%M},{c},{a},{_person(r)},07{r.randint(10**8, 10**9 - 1)},"
         f"{r.randint(8, 11)},{r.choice(['Yes', 'No'])}" for i, (c, a) in enumerate((
             ("Giffnock SC Girls", "U12"), ("Rossvale Girls", "U12"), ("Glasgow Girls FC", "U10"),
             ("Milngavie Wanderers", "U10"), ("Kirkintilloch Rob Roy Girls", "U12")))]), hard=True)

    # ------------------------------------------------------------ Coaching Young Players licence (Projects Football)
    cy = f"{fb}/Coaching badges/CYP licence 2026"
    add(f"{cy}/Joining instructions.pdf", P, "Football", 120, (
        "Scottish FA Coach Education - Coaching Young Players (CYP) Licence\nVenue: Toryglen Regional Football "
        "Centre\nBlock 1: 7-8 Feb 2026, Block 2: 14-15 March 2026\nAssessment: portfolio of 6 session plans with "
        "reflections, plus one assessed session with your own team by 31 July 2026"))
    add(f"{cy}/Course invoice.pdf", P, "Football", 125, lambda r, dt: (
        f"Scottish FA - Invoice\nCandidate: {ME}\nCourse: Coaching Young Players Licence 2026\nFee £140.00 "
        f"(part-funded by {CLUB})\nDate {_d(dt)}"))
    add(f"{cy}/Portfolio session 1 - reflection.docx", P, "Football", 70, (
        "CYP portfolio - session 1 reflection\nTheme: receiving to play forward. What went well: high number of "
        "touches. Even better if: fewer lines, quicker transition to game. Player voice: girls asked for more "
        "1v1 games."))
    add(f"{cy}/Portfolio session 4 - reflection.docx", P, "Football", 18, (
        "CYP portfolio - session 4 reflection\nTheme: defending 1v1. Used 'STEP' coaching. Need to adapt for "
        "two quieter players; try challenge cards next week."))
    add(f"{cy}/Assessment visit booking.eml", P, "Football", 10, lambda r, dt: _eml(
        "Coach Education <coacheducation@scottishfa.co.uk>", f"{ME} <{MAIL}>", "CYP Licence - assessment visit",
        dt, "Hi Callum\n\nYour assessor, Jim Kerr, will attend your U12 training session on Thursday 25 June at "
        "Alexandra Park. Please bring your completed portfolio.\n\nScottish FA Coach Education"))

    # ------------------------------------------------------------ coaching reference (Resources Football)
    dr = f"{fb}/Drills"
    for name, txt in (
            ("Scottish FA - small-sided games guide.pdf", "Scottish FA Player Pathway - small-sided games for 5-11s: "
             "4v4, 5v5, 7v7 formats, pitch sizes and retreat lines"),
            ("U12 passing patterns.pdf", "Passing and receiving practices for U11-U12: Y-shape, diamond, box"),
            ("Girls football - keeping them playing (article).pdf", "Why girls drop out of football at 12-13 and "
             "how coaches can keep them: friendship groups, kit, periods, confidence, fun")):
        add(f"{dr}/{name}", R, "Football", r.randint(200, 700), txt)
    add(f"{dr}/1v1 moves - Coerver.mp4", R, "Football", 330, lambda r, dt: _blob(r, b"\x00\x00\x00\x20ftypisom", 1800))

    # ------------------------------------------------------------ kit fundraiser 2025 (Archive Football)
    kf = f"{fb}/Kit fundraiser 2025"
    add(f"{kf}/Tesco bag pack confirmation.pdf", X, "Football", 470, (
        "Tesco Extra Shettleston - community bag pack booking\nGroup: Dennistoun Thistle Girls FC\n"
        "Date: Saturday 8 March 2025, 10:00-16:00, max 8 volunteers aged 8+ with adults\nPurpose: new kit for U12 girls"))
    add(f"{kf}/Fundraiser totals.xlsx", X, "Football", 430, "\n".join([
        "Source;Amount", "Tesco bag pack;612.40", "JustGiving page;845.00", "Bake sale;230.50",
        "Sponsor - Duke Street Dental Care;300.00", "Total;1987.90", "Kit cost (home + away, 16);1,860.00"]))
    add(f"{kf}/Thank you letter to sponsors.docx", X, "Football", 400, (
        f"Dear Mr Cairns\nOn behalf of the U12 girls at {CLUB}, thank you for sponsoring our new kit. The girls "
        "wore it for the first time on 5 April and won 3-1! Your logo is on the back of the shirts.\nCallum Fraser, "
        "Head Coach"))
    add("Documents/2025/New Microsoft Word Document.docx", X, "Football", 455, (
        "JustGiving page text\nHelp the Dennistoun Thistle U12 girls get a new kit!\nOur girls have been playing "
        "in hand-me-down strips that don't fit. We're raising £1,800 for home and away kits so every girl has a "
        "kit that fits and that she's proud of. Every £5 helps!"), hard=True)

    # ------------------------------------------------------------ Documents/Money (Areas Finance)
    mo = "Documents/Money"
    for age in (2, 32, 63, 124, 400):
        dt = NOW - timedelta(days=age)
        add(f"{mo}/Bank of Scotland/Statement {dt:%Y-%m}.pdf", A, "Finance", age, t_bos)
    add(f"{mo}/Monzo joint/monzo_joint_2026-05.csv", A, "Finance", 1, t_monzo_csv)
    add(f"{mo}/Budget 2026.xlsx", A, "Finance", 16, t_budget)
    add(f"{mo}/Student loan/SLC annual statement 2025.pdf", A, "Finance", 360, t_slc)
    add(f"{mo}/Student loan/SLC annual statement 2024.pdf", A, "Finance", 725, t_slc)
    add(f"{mo}/ISA/Moneybox LISA statement 2024-25.pdf", A, "Finance", 410, t_lisa)
    add(f"{mo}/ISA/Moneybox LISA statement 2025-26.pdf", A, "Finance", 45, t_lisa)
    add(f"{mo}/ISA/Vanguard annual statement 2025.pdf", A, "Finance", 55, t_vanguard)
    add(f"{mo}/Pension/Strathclyde Pension Fund ABS 2025.pdf", A, "Finance", 250, t_pension)
    add(f"{mo}/Pension/Expression of wish form.pdf", A, "Finance", 240, (
        "Strathclyde Pension Fund - Expression of wish for death grant\n"
        f"Member: {ME}\nNominated: Priya Nair (partner) 100%\nCohabiting partner declaration enclosed."))
    add(f"{mo}/Tax/Tax code notice 2026-27.pdf", A, "Finance", 80, t_taxcode)
    add(f"{mo}/Tax/HMRC - tax relief for professional fees claim.pdf", A, "Finance", 300, (
        "HM Revenue & Customs - Claim for tax relief for expenses of employment (P87)\n"
        f"{ME}  NI {NI}\nProfessional fees and subscriptions: SSSC annual registration fee £80; "
        "BASW membership £219\nTax year 2024-25. Your tax code will be adjusted to give relief."))
    add(f"{mo}/Savings goals.xlsx", A, "Finance", 100, "\n".join([
        "Goal;Target;Saved;Notes", "Emergency fund;7500;5200;Nationwide Flex Instant Saver",
        "Flat deposit (my half);10000;10200;LISA - done!", "Kochi wedding Dec 26;2500;900;",
        "Skye In Pinn guide;260;260;paid"]))
    add("Downloads/download.pdf", A, "Finance", 358, t_slc, hard=True)
    add("Desktop/Book1.xlsx", A, "Finance", 26, "\n".join([
        "May;Planned;Actual", "Salary in;2520;2519.40", "Joint account;1150;1150", "LISA;333;333",
        "Vanguard;150;150", "EE;22;22", "Spending;350;412.80", "Over on spending - Skye deposit + kit"]), hard=True)
    add("Documents/Scanned Documents/scan_0011.pdf", A, "Finance", 79, t_taxcode, hard=True)
    add("Documents/Scanned Documents/scan_0006.pdf", A, "Finance", 249, t_pension, hard=True)
    add("Downloads/Statement_0525.pdf", A, "Finance", 4, t_bos)
    add("Downloads/message.eml", A, "Finance", 130, lambda r, dt: _eml(
        "Nationwide <no-reply@nationwide.co.uk>", f"{ME} <{MAIL}>", "Your interest rate is changing", dt,
        "Dear Mr Fraser\n\nWe're writing to let you know that the interest rate on your Flex Instant Saver "
        "account ending 4410 will change from 3.50% AER to 3.25% AER from 1 March 2026. You don't need to do "
        "anything.\n\nNationwide Building Society"), hard=True)
    fr = "Documents/Money/Guides"
    add(f"{fr}/MSE - Lifetime ISA guide.pdf", R, "Finance", 500, (
        "MoneySavingExpert - Lifetime ISAs: a 25% bonus towards your first home or retirement. Who can open one, "
        "the £450,000 property price cap, the withdrawal penalty."))
    add(f"{fr}/Scottish income tax bands 2026-27.pdf", R, "Finance", 60, (
        "Scottish income tax rates and bands 2026 to 2027: starter 19%, basic 20%, intermediate 21%, higher 42%, "
        "advanced 45%, top 48%"))
    add(f"{fr}/Which - how to choose a stocks and shares ISA.pdf", R, "Finance", 640, (
        "Which? guide: choosing a stocks and shares ISA - platform fees, fund charges, active vs passive"))

    # ------------------------------------------------------------ Documents/Health (Areas Health)
    he = "Documents/Health"
    add(f"{he}/GP letter - physio referral.pdf", A, "Health", 210, t_gp)
    add(f"{he}/Physio exercises - knee.pdf", A, "Health", 175, t_physio)
    add(f"{he}/Physio exercises - knee v2 (progressed).pdf", A, "Health", 120, t_physio)
    add(f"{he}/Dental treatment plan.pdf", A, "Health", 290, t_dental)
    add(f"{he}/Glasses prescription 2025.pdf", A, "Health", 460, t_optician)
    add(f"{he}/Flu vaccine record 2025.pdf", A, "Health", 230, lambda r, dt: (
        "NHS Scotland - Vaccination record\n"
        f"Name: {ME}   CHI 1403901234\nVaccine: influenza (adjuvanted quadrivalent) - frontline social care "
        f"worker programme\nDate given: {_d(dt)}   Site: left deltoid   Given at: Glasgow City Council staff clinic"))
    add(f"{he}/Blood test results.txt", A, "Health", 200, (
        "Results from practice nurse call 19/11\n- full blood count normal\n- vitamin D low (32) -> take 1000 IU "
        "daily over winter\n- cholesterol 4.6 fine\n- ferritin ok\n"))
    add(f"{he}/Knee MRI appointment.pdf", A, "Health", 90, lambda r, dt: (
        "NHS Greater Glasgow and Clyde - Radiology\nAppointment letter\n"
        f"{ME}  CHI 1403901234\nExamination: MRI right knee\nDate: {_d(dt + timedelta(days=21))} at 19:40\n"
        "Place: Stobhill Hospital, MRI department. Remove all metal objects. Please complete the enclosed safety "
        "questionnaire."))
    add("Downloads/attachment.pdf", A, "Health", 205, t_gp, hard=True)
    add("Documents/Scanned Documents/scan_0019.pdf", A, "Health", 285, t_dental, hard=True)
    add("Documents/Scanned Documents/scan_0020.pdf", A, "Health", 85, lambda r, dt: (
        "NHS Greater Glasgow and Clyde - Orthopaedic Clinic, Stobhill ACH\nClinic letter to GP, copy to patient\n"
        f"Patient: {ME}, DOB 14/03/1990\nDiagnosis: right patellar tendinopathy, MRI shows no meniscal tear\n"
        "Plan: continue progressive loading with physiotherapy; return to hillwalking with poles; review not required."),
        hard=True)
    add("Documents/2024/scan_0004.pdf", A, "Health", 640, t_optician, hard=True)

    # ------------------------------------------------------------ Documents/Family (Areas Family)
    fa = "Documents/Family"
    add(f"{fa}/Nana - Power of Attorney certificate.pdf", A, "Family", 880, lambda r, dt: (
        "Office of the Public Guardian (Scotland)\nCertificate of Registration - Continuing and Welfare Power of Attorney\n"
        "Granter: Mrs Ishbel Fraser, 9 Culduthel Road, Inverness\nAttorneys: Mr Alasdair Fraser (son) and Mr Callum "
        f"Fraser (grandson), jointly and severally\nRegistered: {_d(dt)}\nOPG reference: PA{r.randint(100000, 999999)}/22"))
    add(f"{fa}/Nana care home - fee review letter.pdf", A, "Family", 70, lambda r, dt: (
        "Ballifeary Care Home, Inverness\n"
        f"{_d(dt)}\nTo: Mr Alasdair Fraser and Mr Callum Fraser, attorneys for Mrs Ishbel Fraser\n"
        "Review of fees from April 2026\nThe weekly fee will be £1,345. Free personal and nursing care payments "
        "from Highland Council continue to be deducted. Mrs Fraser's six-monthly care review will be on 12 June; "
        "attorneys are welcome to join by phone."))
    add(f"{fa}/Birthdays and presents.xlsx", A, "Family", 160, "\n".join([
        "Who;Birthday;2025 present;2026 ideas", "Mum;4 Feb;garden voucher;spa day with Priya?",
        "Dad;19 Sept;Caley Thistle season ticket share;whisky", "Euan;30 May;Xbox game;",
        "Nana;11 Nov;photo book;photo book again - she loved it", "Priya;2 Nov;Skye B&B;"]))
    add(f"{fa}/Christmas 2025 - who's hosting.txt", A, "Family", 200, (
        "Christmas 2025\n- Christmas Day in Inverness (Mum's) - Priya working 26th so drive back Boxing Day am\n"
        "- visit Nana at Ballifeary on the 24th, take photo book\n- Euan doing Hogmanay\n"))
    add("Downloads/Telegram Desktop/Scan 14 May 2026.pdf", A, "Family", 18, lambda r, dt: (
        "Ballifeary Care Home\nResident care review - notes for family\nResident: Mrs Ishbel Fraser\n"
        "Nana has settled well in her new room overlooking the garden. She enjoys the music afternoons and still "
        "asks about 'the boys'. Weight stable. GP reviewed medication in April. Next review 12 June 2026.\n"
        "Key worker: Catriona"), hard=True)
    add("Documents/Scanned Documents/scan_0004.pdf", A, "Family", 870, lambda r, dt: (
        "CONTINUING AND WELFARE POWER OF ATTORNEY\nby MRS ISHBEL FRASER\nI, Ishbel Fraser, residing at 9 "
        "Culduthel Road, Inverness, appoint my son Alasdair Fraser and my grandson Callum Fraser to be my "
        "continuing and welfare attorneys... Certificate by solicitor under section 15 of the Adults with "
        "Incapacity (Scotland) Act 2000 attached."), hard=True)
    add("Downloads/Telegram Desktop/Document.pdf", A, "Family", 140, lambda r, dt: (
        "The Highland Council - Health and Social Care\nFree personal and nursing care\n"
        f"{_d(dt)}\nRe: Mrs Ishbel Fraser, Ballifeary Care Home\nWe confirm that free personal care (£254.00 per "
        "week) and free nursing care (£115.00 per week) will be paid direct to the care home from 7 April."),
        hard=True)
    for i, age in enumerate((18, 62, 140)):
        photo(f"Downloads/Telegram Desktop/photo_2026-{(NOW - timedelta(days=age)):%m-%d}_19-2{i}-41.jpg", R, "Photos", age)

    # ------------------------------------------------------------ Mum and Dad's ruby anniversary (Projects Family)
    ru = f"{fa}/Mum and Dad ruby anniversary"
    add(f"{ru}/Guest list.xlsx", P, "Family", 20, "\n".join(
        ["Name;Side;Invited;RSVP"] + [f"{n};{s};Yes;{v}" for n, s, v in (
            ("Auntie Morag & Uncle Donnie", "Dad", "Yes"), ("The Mackenzies (Nairn)", "Mum", "Yes"),
            ("Nana (with carer, afternoon only)", "Dad", "TBC"), ("Gordon & Elaine", "friends", "Yes"),
            ("Kirsty & Ross (Skye)", "Mum", "No"), ("Church choir folk (6)", "Mum", "Yes"), ("Priya's parents", "us", "Maybe"))]))
    add(f"{ru}/Hotel function booking - Craigmonie Hotel.pdf", P, "Family", 55, lambda r, dt: (
        "Craigmonie Hotel, Annfield Road, Inverness\nFunction booking confirmation\n"
        f"Booked by: Callum Fraser and Euan Fraser\nEvent: ruby wedding anniversary - Mr and Mrs A Fraser\n"
        "Date: Saturday 8 August 2026, 18:30 until midnight, Ness Suite\nNumbers: 60 guests, finger buffet at £24.50 pp\n"
        "Deposit paid: £300"))
    add(f"{ru}/Ceilidh band quote.pdf", P, "Family", 48, (
        "The Moray Loons Ceilidh Band - quotation\nEvent: 8 August 2026, Craigmonie Hotel Inverness\n"
        "4-piece band with caller, 3 hours playing, PA included: £650\nFirst dance request welcome (they asked for "
        "'The Northern Lights of Old Aberdeen' - we can do that)"))
    add(f"{ru}/Budget split with Euan.xlsx", P, "Family", 30, "\n".join([
        "Item;Cost;Callum;Euan", "Hotel buffet 60 x 24.50;1470;735;735", "Ceilidh band;650;325;325",
        "Cake;180;90;90", "Photo book + slideshow;90;90;0", "Flowers;60;0;60", "Total;2450;1240;1210"]))
    add(f"{ru}/Speech draft.docx", P, "Family", 8, (
        "Speech for Mum and Dad - 40 years\nFor those who don't know me I'm Callum, the one who moved to Glasgow "
        "and never came back (sorry Mum). Forty years ago in Hilton Church..."))
    add(f"{ru}/Invitation.png", P, "Family", 52, "")
    add(f"{ru}/Slideshow photos list.txt", P, "Family", 12, (
        "slideshow for the ruby do - ask Auntie Morag for wedding photos 1986\n- Nairn beach 1992\n"
        "- Euan's christening\n- Mum and Dad at the top of Ben Wyvis 2010\n- Mum's 60th (2024)\n"))
    add("Desktop/Document (2).docx", P, "Family", 6, (
        "...and Dad, for forty years you've told the same joke about the Kessock Bridge, and Mum has laughed "
        "every single time. That's love. So please raise your glasses to Alasdair and Morag - forty years, "
        "a ruby wedding, and still arguing about the best way to drive to Nairn."), hard=True)
    add("Downloads/Telegram Desktop/menu options.pdf", P, "Family", 50, (
        "Craigmonie Hotel - finger buffet menus for private functions 2026\nMenu A £19.50: sandwiches, "
        "sausage rolls, chicken goujons\nMenu B £24.50: as A plus haggis bon bons, salmon blinis, cheeseboard\n"
        "Wedding anniversary cakes can be arranged with our pastry chef."), hard=True)

    # ------------------------------------------------------------ Mum's 60th 2024 (Archive Family)
    m6 = f"{fa}/Mum 60th 2024"
    add(f"{m6}/Party plan.docx", X, "Family", 790, (
        "Mum's 60th - surprise lunch, Sunday 4 Feb 2024, The Kitchen Brasserie Inverness\n12 guests. Dad to "
        "get her there by 1pm. Cake from Cobbs. Card from everyone."))
    add(f"{m6}/Restaurant booking.pdf", X, "Family", 800, (
        "The Kitchen Brasserie, Inverness - booking confirmation\nSunday 4 February 2024, 13:00, 12 guests, "
        "private area upstairs. Name: Fraser"))
    photo(f"{m6}/IMG_2210.JPG", X, "Family", 848)
    photo(f"{m6}/IMG_2214.JPG", X, "Family", 848)
    add("Documents/2024/Document1.docx", X, "Family", 850, (
        "Few words for Mum - 60!\nMum, you taught me to read, to swim at the Aquadome and to always take a "
        "waterproof. Happy 60th from all of us."), hard=True)

    # ------------------------------------------------------------ Documents/Hillwalking (Resources Hillwalking)
    hw = "Documents/Hillwalking"
    add(f"{hw}/Munro log.xlsx", R, "Hillwalking", 25, lambda r, dt: "\n".join(
        ["No;Munro;Height (m);Region;Date;With;Notes"] +
        [f"{i + 1};{m};{hgt};{reg};{d};{w};{n}" for i, (m, hgt, reg, d, w, n) in enumerate((
            ("Ben Lomond", 974, "Loch Lomond", "2014-05-10", "Ross", "first one!"),
            ("Ben Vorlich (Loch Earn)", 985, "Southern Highlands", "2016-06-18", "Ross, Kirsty", ""),
            ("Ben Wyvis", 1046, "Easter Ross", "2017-08-12", "Dad", ""),
            ("Schiehallion", 1083, "Perthshire", "2019-09-07", "solo", "clag"),
            ("Ben Nevis", 1345, "Lochaber", "2021-07-24", "Priya", "CMD arete"),
            ("Buachaille Etive Mor - Stob Dearg", 1022, "Glen Coe", "2022-06-11", "Ross", ""),
            ("Ben Lui", 1130, "Southern Highlands", "2023-04-15", "solo", "snow in gully"),
            ("Beinn Ghlas", 1103, "Lawers", "2025-05-31", "Priya", ""),
            ("Ben Lawers", 1214, "Lawers", "2025-05-31", "Priya", ""),
            ("Ben Chonzie", 931, "Perthshire", "2026-03-28", "solo", "knee ok with poles"),
            ("Ben Ledi - (Corbett!)", 879, "Trossachs", "2026-05-09", "Priya", "not a Munro - don't count")))]))
    for name, start in (("Ben Lui from Dalrigh", (56.41, -4.73)), ("Ben Chonzie from Invergeldie", (56.42, -3.98)),
                        ("Beinn Ghlas and Ben Lawers", (56.52, -4.25)), 
                        ("Sgurr Dearg - Inaccessible Pinnacle", (57.21, -6.24))):
        add(f"{hw}/GPX/{name}.gpx", R, "Hillwalking", r.randint(20, 600), lambda r, dt, n=name, s=start: _gpx(n, s, r))
    for name, txt in (
            ("Walkhighlands - Ben Lui.pdf", "Walkhighlands: Ben Lui and Beinn a' Chleibh from Dalrigh. Distance 20km, "
             "ascent 1250m, time 7-9 hours. Central Gully is a winter climb."),
            ("Walkhighlands - An Teallach.pdf", "Walkhighlands: An Teallach ridge - a serious scramble over the "
             "Corrag Bhuidhe pinnacles; bypass paths exist. Bidein a' Ghlas Thuill and Sgurr Fiona are Munros."),
            ("SAIS - avalanche awareness.pdf", "Scottish Avalanche Information Service: reading the avalanche "
             "report, wind slab, cornices, the avalanche problem types"),
            ("Winter kit list.docx", "Winter kit: ice axe, crampons (C2 boots), goggles, spare gloves x2, "
             "headtorch + spare batteries, bivvy bag, flask, map + compass, phone in plastic bag")):
        add(f"{hw}/{name}", R, "Hillwalking", r.randint(100, 900), txt)
    add(f"{hw}/Munro bothy list.txt", R, "Hillwalking", 300, (
        "MBA bothies near Munros\n- Shenavall (An Teallach, Fisherfield)\n- Corrour (Cairngorms, Devil's Point)\n"
        "- Camban (Glen Affric)\n- Ben Alder Cottage\n- Culra (closed - asbestos)\n"))
    add("Downloads/data.csv", R, "Hillwalking", 95, lambda r, dt: "\n".join(
        ["Name,Height (m),Region,Grid ref,Climbed"] +
        [f"{m},{h},{reg},{gr},{c}" for m, h, reg, gr, c in (
            ("Ben Nevis", 1345, "Fort William", "NN166712", "Yes"), ("Ben Macdui", 1309, "Cairngorms", "NN988989", "No"),
            ("Braeriach", 1296, "Cairngorms", "NN953999", "No"), ("Cairn Toul", 1291, "Cairngorms", "NN963972", "No"),
            ("Ben Lawers", 1214, "Loch Tay", "NN635414", "Yes"), ("Ben Lui", 1130, "Tyndrum", "NN266262", "Yes"),
            ("Sgurr Dearg (Inaccessible Pinnacle)", 986, "Skye", "NG444215", "No"))]), hard=True)
    add(f"{hw}/The Munros - SMC guidebook.epub", R, "Hillwalking", 700,
        lambda r, dt: _epub("The Munros", "Scottish Mountaineering Club", "en",
                            "Section 1: Loch Lomond to Loch Tay. Ben Lomond, Ben Vorlich, Ben Lui..."))

    # ------------------------------------------------------------ Skye In Pinn July 2026 (Projects Hillwalking)
    sk = f"{hw}/Skye In Pinn July 2026"
    add(f"{sk}/Cuillin Mountain Guides booking.pdf", P, "Hillwalking", 80, lambda r, dt: (
        "Cuillin Mountain Guides - booking confirmation\n"
        f"Client: {ME}\nTrip: Inaccessible Pinnacle (Sgurr Dearg) guided day, 1:2 ratio\nDate: Saturday 11 July 2026 "
        "(reserve day Sunday 12 July)\nMeet: Glenbrittle Memorial Hut car park, 08:00\nPrice: £260 (paid in full)\n"
        "Harness, helmet and rope provided. Bring approach shoes or stiff boots."))
    add(f"{sk}/Glenbrittle campsite booking.pdf", P, "Hillwalking", 60, lambda r, dt: (
        "Glenbrittle Campsite, Isle of Skye - booking\n"
        f"Name: Callum Fraser  Nights: 10-12 July 2026 (2)  Pitch: small tent, 1 car, 2 adults\nTotal £46.00\nRef GB{r.randint(10000, 99999)}"))
    add(f"{sk}/Arnold Clark car hire.pdf", P, "Hillwalking", 30, lambda r, dt: (
        "Arnold Clark Car & Van Rental - booking confirmation\n"
        f"Driver: {ME}\nPick up: Glasgow Carntyne branch, Friday 10 July 2026 08:00\nReturn: Monday 13 July 2026 12:00\n"
        f"Vehicle: Group C - Vauxhall Astra or similar\nTotal: {_money(r, 160, 190)}\nExcess reduction declined"))
    add(f"{sk}/kit list.md", P, "Hillwalking", 5, (
        "# Skye kit\n\n- approach shoes (Scarpa) + boots\n- helmet (guide provides, take own?)\n- 35L pack\n"
        "- waterproofs, midge net!!, Smidge\n- 2L water, food for 9 hours\n- tent, stove, gas (buy in Portree)\n"
        "- knee support + poles for the descent\n"))
    add(f"{sk}/In Pinn route notes.pdf", P, "Hillwalking", 35, (
        "Sgurr Dearg and the Inaccessible Pinnacle from Glenbrittle\nEast ridge of the In Pinn: Moderate rock "
        "climb, very exposed. Abseil from the west side (20 m). Approach via Coire Lagan path and the west "
        "ridge of Sgurr Dearg. Allow 8-10 hours."))
    add("Downloads/7c1e4f02-9b1d-4c35-a7e2-51e3a0fd9a12.pdf", P, "Hillwalking", 31, lambda r, dt: (
        "Arnold Clark Rental - your rental agreement summary (pre-arrival)\n"
        f"Renter: {ME}\nCollection Friday 10 July 2026, Carntyne. Please bring your photocard driving licence and "
        "a DVLA check code. Destination declared: Isle of Skye (mainland UK incl. islands by bridge - permitted)."),
        hard=True)
    add("Desktop/untitled.txt", P, "Hillwalking", 4, (
        "fri 10th - pick up car 8am, drive via Glencoe, Fort William, Skye Bridge (~5.5 hrs)\n"
        "pitch tent Glenbrittle, early night\nsat 11th - 08:00 meet guide at the hut. In Pinn east ridge + abseil\n"
        "sun 12th - reserve day if weather bad, else Bruach na Frithe?\nmon 13th - car back by 12\n"), hard=True)

    # ------------------------------------------------------------ West Highland Way 2024 (Archive Hillwalking)
    wh = f"{hw}/West Highland Way 2024"
    add(f"{wh}/Itinerary.docx", X, "Hillwalking", 790, (
        "West Highland Way - 13-19 April 2024 (Callum and Ross)\nDay 1 Milngavie - Drymen 19km\nDay 2 Drymen - "
        "Rowardennan 24km\nDay 3 Rowardennan - Inverarnan 22km\nDay 4 Inverarnan - Tyndrum 21km\nDay 5 Tyndrum - "
        "Kingshouse 30km\nDay 6 Kingshouse - Kinlochleven 14km\nDay 7 Kinlochleven - Fort William 24km"))
    add(f"{wh}/Baggage transfer booking - Travel-Lite.pdf", X, "Hillwalking", 800, (
        "Travel-Lite - West Highland Way baggage transfer\nName: C Fraser  2 bags  Start 13 April 2024 Milngavie\n"
        "7 stages, £70 per bag. Bags must be ready by 09:00 at each accommodation."))
    add(f"{wh}/Accommodation list.xlsx", X, "Hillwalking", 795, "\n".join([
        "Night;Place;Where;Paid", "13 Apr;Drymen;Drymen Camping pods;Yes", "14 Apr;Rowardennan;SYHA;Yes",
        "15 Apr;Inverarnan;Drovers Inn;Yes", "16 Apr;Tyndrum;By the Way hostel;Yes",
        "17 Apr;Kingshouse;Kingshouse Hotel bunkhouse;Yes", "18 Apr;Kinlochleven;Blackwater hostel;Yes"]))
    for i, age in enumerate((775, 772)):
        photo(f"{wh}/20240{4}{14 + i:02d}_{10 + i}4{i}12.jpg", X, "Hillwalking", age)
    add("Documents/2024/notes.txt", X, "Hillwalking", 780, (
        "WHW - things we'd do differently\n- Day 5 too long with Ross's blisters - split at Bridge of Orchy\n"
        "- midges at Inverarnan already in April!\n- Devil's Staircase easier than expected\n- Drovers Inn worth it\n"),
        hard=True)

    # ------------------------------------------------------------ Kochi wedding Dec 2026 (Projects Travel)
    tv = "Documents/Travel"
    ko = f"{tv}/Kochi wedding Dec 2026"
    add(f"{ko}/Emirates e-ticket.pdf", P, "Travel", 40, lambda r, dt: (
        "Emirates - e-ticket receipt and itinerary\n"
        f"Passengers: MR CALLUM FRASER, DR PRIYA NAIR\nBooking reference {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
        "EK28 Glasgow (GLA) - Dubai (DXB) 7 Dec 2026 21:05\nEK530 Dubai (DXB) - Kochi (COK) 8 Dec 2026 09:40\n"
        "EK533 Kochi - Dubai 21 Dec 2026; EK27 Dubai - Glasgow 22 Dec 2026\nFare: 2 x economy, total £1,684.20"))
    add(f"{ko}/Wedding invitation - Anjali and Rahul.pdf", P, "Travel", 75, (
        "With the blessings of our elders, Mr and Mrs Menon request the pleasure of your company at the wedding "
        "of their daughter Anjali with Rahul, on Saturday 12 December 2026 at 10:30 am (muhurtham), "
        "Bolgatty Palace, Kochi. Reception to follow."))
    add(f"{ko}/India e-Visa application - draft answers.docx", P, "Travel", 15, (
        "India e-Tourist Visa (e-Visa) - draft answers before submitting (apply no earlier than 30 days before)\n"
        "Passport: UK, expires 2031\nPurpose: attending wedding of partner's cousin\nPort of arrival: Kochi (COK)\n"
        "Address in India: Menon family, Panampilly Nagar, Kochi\nReference in UK: Priya Nair"))
    add(f"{ko}/Hotel - Kochi.pdf", P, "Travel", 22, (
        "Booking.com confirmation - Forte Kochi, Fort Kochi\nCheck-in 8 Dec 2026, check-out 14 Dec 2026, 6 nights\n"
        "1 double room, breakfast included. Free cancellation until 1 Dec 2026."))
    add(f"{ko}/Travel clinic - vaccinations.pdf", P, "Travel", 10, lambda r, dt: (
        "Travel health appointment - Boots Travel Clinic, Glasgow Argyle Street\n"
        f"Patient: {ME}\nDestination: India (Kerala), December 2026, 2 weeks\nRecommended: Hepatitis A, Typhoid "
        "(Cholera not needed). Malaria: low risk in Kerala - bite avoidance. Appointment 24 October 2026."))
    add(f"{ko}/Things to buy and pack.txt", P, "Travel", 13, (
        "Kochi packing - kurta for the wedding (Priya's mum sorting), gifts for the Menons (shortbread, whisky "
        "for Rahul's dad?), plug adapters, Imodium, mozzie spray 50% DEET, sunscreen\n"))
    add("Downloads/attachment (2).pdf", P, "Travel", 76, (
        "Anjali & Rahul\nSave the date - 12.12.2026 - Kochi, Kerala\nMehndi 10 December, wedding 12 December, "
        "reception 13 December at Bolgatty Palace. RSVP to Leela aunty by 1 September."), hard=True)

    # ------------------------------------------------------------ past trips (Archive Travel)
    for folder, docs, pics in (
            ("2022 Berlin", (("Ryanair boarding passes.pdf", "Ryanair boarding pass - FRASER/CALLUM MR - FR1712 "
                              "Edinburgh to Berlin Brandenburg 14 Oct 2022, seat 17C"),
                             ("Airbnb Kreuzberg.pdf", "Airbnb reservation - flat in Kreuzberg, 14-18 Oct 2022, Priya and Callum")),
             ((1320, "jpg"),)),
            ("2023 Lisbon", (("easyJet booking.pdf", "easyJet booking confirmation EZY - Glasgow to Lisbon "
                              "3 June 2023, return 9 June. 2 passengers. Large cabin bag x1"),
                             ("Lisbon plan.docx", "Lisbon - Alfama, tram 28, Belem (pasteis!), day trip to Sintra, "
                              "LX Factory, Time Out Market")),
             ((1095, "jpg"), (1093, "jpg"))),
            ("2024 Harris", (("CalMac booking Ullapool-Stornoway.pdf", "CalMac Ferries - booking confirmation, "
                              "Ullapool to Stornoway 22 Sept 2024, 2 adults, 1 car (hired). Return Tarbert - Uig 27 Sept"),
                             ("Harris cottage booking.pdf", "Self-catering booking - Luskentyre, Isle of Harris, "
                              "22-27 September 2024, 5 nights")),
             ((614, "HEIC"), (612, "HEIC"))),
            ("2025 Kerala", (("Kerala itinerary.docx", "Kerala January 2025 - Kochi (Priya's family) 3 nights, "
                              "Munnar tea estates 2 nights, Alleppey houseboat 1 night, Varkala 3 nights"),
                             ("India e-Visa 2025.pdf", "Government of India - Electronic Travel Authorisation "
                              "(e-Tourist Visa) granted. Applicant: CALLUM FRASER. Valid 30 days from arrival, "
                              "January 2025.")),
             ((500, "HEIC"), (497, "HEIC")))):
        for name, txt in docs:
            age = pics[0][0] + 30
            add(f"{tv}/{folder}/{name}", X, "Travel", age, txt)
        for j, (age, ext) in enumerate(pics):
            photo(f"OneDrive/Pictures/{folder}/IMG_{(6000 - age) * 2 + j}.{ext}", X, "Travel", age)
    add("Documents/2025/Document (1).pdf", X, "Travel", 520, (
        "Kerala Houseboat Tours, Alleppey\nBooking voucher\nGuests: Priya Nair, Callum Fraser\nDate: 15-16 January 2025\n"
        "1 bedroom deluxe houseboat, all meals, check-in 12 noon at Finishing Point"), hard=True)
    add(f"{ol}/untitled.txt", X, "Travel", 1100, (
        "Amsterdam stag - Ross - May 2018\nflights Jet2 GLA-AMS fri 18:05\nhostel: Flying Pig Downtown\n"
        "sat: bikes, Heineken Experience, Ajax? (no)\nmoney: 50 each in kitty\n"), hard=True)

    # ------------------------------------------------------------ Documents/Gaming (Resources Gaming)
    ga = "Documents/Gaming"
    add(f"{ga}/BG3 save backup - Tav honour mode.zip", R, "Gaming", 140, lambda r, dt: _zip([
        ("HonourMode/Tav-12345__HonourMode/HonourMode.lsv", bytes(r.getrandbits(8) for _ in range(600))),
        ("HonourMode/Tav-12345__HonourMode/HonourMode.WebP", bytes(r.getrandbits(8) for _ in range(200)))]))
    add(f"{ga}/Elden Ring build notes.md", R, "Gaming", 400, (
        "# Elden Ring - strength/faith build\n\n- Vigor 40 first\n- Blasphemous Blade from Rykard\n"
        "- talismans: Shard of Alexander, Godfrey Icon\n- NG+ with Priya watching, she hates Malenia\n"))
    add(f"{ga}/FM24 tactic - 4-2-3-1 gegenpress.fmf", R, "Gaming", 520, lambda r, dt: _blob(r, b"FMF\x00\x02", 700))
    add(f"{ga}/FM24 Partick Thistle save notes.txt", R, "Gaming", 510, (
        "FM24 - Partick Thistle save\nSeason 1: promoted via play-offs\nSeason 2: 7th in Premiership\n"
        "wonderkids: sign Lennon Miller early, loan from Motherwell\n"))
    add(f"{ga}/Stardew Valley - co-op farm plan.png", R, "Gaming", 300, "")
    add(f"{ga}/Cyberpunk 2077 mods/Cyber Engine Tweaks 1.32.zip", R, "Gaming", 260, lambda r, dt: _zip([
        ("bin/x64/plugins/cyber_engine_tweaks.asi", bytes(r.getrandbits(8) for _ in range(800))),
        ("README.md", "Cyber Engine Tweaks - a framework giving mods access to Lua scripting.")]))
    add("Downloads/Hades II - boons tier list.pdf", R, "Gaming", 30, (
        "Hades II boons tier list (patch 1.0): S tier - Aphrodite Flutter Strike, Hestia Flame Flourish..."))

    # ------------------------------------------------------------ Documents/eBooks (Resources Books)
    eb = "Documents/eBooks"
    for title, author, para, age in (
            ("Knots and Crosses", "Ian Rankin", "Chapter One. The girl screamed, just the once.", 900),
            ("Lanark", "Alasdair Gray", "Book Three. Chapter 1: The Elite Cafe.", 1200),
            ("Young Mungo", "Douglas Stuart", "Chapter one. The morning they sent Mungo away.", 600),
            ("Garnethill", "Denise Mina", "Chapter 1. Maureen woke up with a hangover.", 450),
):
        add(f"{eb}/{author} - {title}.epub", R, "Books", age, lambda r, dt, t=title, a=author, p=para: _epub(t, a, "en", p))
    add(f"{eb}/Audible/Ian Rankin - A Heart Full of Headstones - Part 01.mp3", R, "Books", 440,
        lambda r, dt: _id3(r, "A Heart Full of Headstones - Part 01", "Ian Rankin", "A Heart Full of Headstones (Unabridged)"))

    # ------------------------------------------------------------ installers (Resources Software)
    for name, head, age in (
            ("SteamSetup.exe", b"MZ\x90\x00", 410), ("GarminExpress.exe", b"MZ\x90\x00", 170),
            ("vlc-3.0.21-win64.exe", b"MZ\x90\x00", 300),             ("Firefox Installer.exe", b"MZ\x90\x00", 400), ("EpicInstaller-18.5.0.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 210),
            ("OS Maps - Setup.exe", b"MZ\x90\x00", 95),
            ("XboxInstaller.exe", b"MZ\x90\x00", 380)):
        add(f"Downloads/{name}", R, "Software", age, lambda r, dt, h=head: _blob(r, h, 2000))

    # ------------------------------------------------------------ OneDrive/Pictures (Resources Photos)
    cr = "OneDrive/Pictures/Camera Roll"
    for i, age in enumerate((3, 9, 20, 37, 66, 95, 160, 240, 310, 365)):
        ext = "HEIC" if i % 3 else "JPG"
        photo(f"{cr}/{(NOW - timedelta(days=age)).year}/IMG_{6400 - age * 3 + i}.{ext}", R, "Photos", age)
    for i, age in enumerate((14, 121)):
        add(f"OneDrive/Pictures/Screenshots/Screenshot {(NOW - timedelta(days=age)):%Y-%m-%d} 2{i}1{i}0{i}.png",
            R, "Photos", age, "")
    for i, age in enumerate((11, 27, 58)):
        photo(f"Downloads/WhatsApp Image {(NOW - timedelta(days=age)):%Y-%m-%d} at 1{i}.2{i}.4{i}.jpeg", R, "Photos", age)
    photo("OneDrive/Pictures/Football/U12s team photo 2025-26.jpg", R, "Photos", 230)
    photo("OneDrive/Pictures/Football/cup final May 2026.jpg", R, "Photos", 16)
    photo("OneDrive/Pictures/Hills/Ben Chonzie summit.jpg", R, "Photos", 65)
    photo("OneDrive/Pictures/Hills/Ben Ledi with Priya.jpg", R, "Photos", 23)

    # ------------------------------------------------------------ Clydeside Family Support Trust (Archive Work)
    cf = f"{ol}/Clydeside FST"
    add(f"{cf}/Contract - Family Support Worker 2013.pdf", X, "Work", 1100, (
        "Clydeside Family Support Trust (Scottish Charity SC0xxxxx)\nContract of Employment\n"
        f"Employee: {ME}\nPost: Family Support Worker, Easterhouse and Shettleston service\nStart date: 2 September 2013\n"
        "Salary: £21,450 (SCVO-linked scale point 14)\nHours: 35 per week, some evenings\nFunded by Glasgow City "
        "Council grant; post subject to continued funding."))
    add(f"{cf}/Payslip March 2019.pdf", X, "Work", 1100, (
        "Clydeside Family Support Trust - payslip\nEmployee: Callum Fraser  Payroll no 0147\nPay date 29/03/2019\n"
        "Basic £2,145.00  Tax £224.40  NI £163.56  Pension (NEST) £85.80  Net £1,671.24"))
    add(f"{cf}/Payslip April 2019.pdf", X, "Work", 1100, (
        "Clydeside Family Support Trust - payslip\nEmployee: Callum Fraser  Payroll no 0147\nPay date 26/04/2019\n"
        "Basic £2,190.00  Tax £230.10  NI £168.12  Pension (NEST) £87.60  Net £1,704.18"))
    add(f"{cf}/Resignation letter.docx", X, "Work", 1100, (
        f"{OLD_ADDR}\n10 June 2019\nDear Maureen\nI am writing to resign from my post as Senior Family Support "
        "Worker, giving one month's notice; my last day will be 12 July 2019. I have accepted a social worker post "
        "with Glasgow City Council. Thank you for six brilliant years.\nCallum"))
    add(f"{cf}/Team rota summer 2018.xlsx", X, "Work", 1100, "\n".join([
        "Week;Late shift (to 8pm);Saturday group;Duty", "2 Jul;Callum;Shona;Kenny", "9 Jul;Shona;Callum;Callum",
        "16 Jul;Kenny;Callum;Shona", "23 Jul;Callum;Kenny;Kenny"]))
    add(f"{cf}/Training - Solihull Approach foundation.pdf", X, "Work", 1100, (
        "The Solihull Approach - Foundation Training certificate\nCallum Fraser, Clydeside Family Support Trust\n"
        "Two-day course, November 2016"))
    add(f"{cf}/CV 2019 (GCC application).docx", X, "Work", 1100, (
        "CALLUM FRASER - CV\nSSSC registered social worker\nEmployment: 2013-present Clydeside Family Support Trust - "
        "Family Support Worker, Senior FSW from 2017\nEducation: BA (Hons) Social Work, University of Stirling, 2013"))
    add(f"{ol}/Document2.docx", X, "Work", 1100, (
        "Clydeside Family Support Trust - team meeting notes 14/02/2017\n1. Funding: GCC grant confirmed for "
        "2017-18\n2. Saturday family group moving to Shettleston Community Centre\n3. Callum to lead the new "
        "dads' group pilot\n4. Reminder: mileage claims by 25th"), hard=True)
    add("Documents/Scanned Documents/scan_0001.pdf", X, "Work", 1060, (
        "P45 Part 1A - Details of employee leaving work\nEmployer PAYE reference 120/CF99812\nEmployee: Callum Fraser\n"
        f"National Insurance number {NI}\nLeaving date 12 07 2019\nTax code at leaving S1250L\n"
        "Total pay to date £7,810.40  Total tax to date £812.60\nEmployer: Clydeside Family Support Trust, Glasgow"),
        hard=True)
    add("Documents/Scanned Documents/scan_0003.pdf", X, "Work", 1060, (
        "Clydeside Family Support Trust\nTo whom it may concern\nReference for Callum Fraser\nCallum worked for "
        "the Trust from September 2013 to July 2019, first as a Family Support Worker and from 2017 as Senior "
        "Family Support Worker. He built excellent relationships with families and was reliable and reflective. "
        "I recommend him without reservation.\nMaureen Docherty, Service Manager"), hard=True)

    # ------------------------------------------------------------ Gardner Street flat share (Archive Home)
    gs = f"{ol}/Gardner St flat"
    add(f"{gs}/Bills split.xlsx", X, "Home", 1100, "\n".join([
        "Month;Rent (each);Scottish Power;Virgin;Council tax;Total each", "Jan 2020;395;31.20;14.00;38.50;478.70",
        "Feb 2020;395;29.80;14.00;38.50;477.30", "Mar 2020;395;27.10;14.00;38.50;474.60",
        "Flatmates;Callum, Ross, Kirsty;;;;"]))
    add(f"{gs}/Flat rules.docx", X, "Home", 1100, (
        "3/2 Gardner St - flat rules (agreed, honest)\n1. Bins out Tuesday night\n2. Kitchen cleaned by whoever "
        "cooked\n3. Guests over 3 nights - chip in for bills\n4. Ross's bike not in the hall"))
    add(f"{gs}/Tenancy agreement 2016.pdf", X, "Home", 1100, (
        f"Short Assured Tenancy Agreement\nProperty: {OLD_ADDR}\nTenants: Callum Fraser, Ross McGregor, Kirsty Paterson\n"
        "Term: 1 August 2016 to 31 January 2017 and month to month thereafter\nRent: £1,185 per month"))
    add(f"{ol}/Document4.docx", X, "Home", 1100, (
        "Notice to end tenancy\nTo: West End Lets, Byres Road\nWe, the tenants of 3/2, 12 Gardner Street, give "
        "notice that we will leave the property on 30 June 2021. Please arrange the check-out inspection and "
        "return of the deposit through SafeDeposits Scotland.\nCallum Fraser, Ross McGregor, Kirsty Paterson"),
        hard=True)
    add("Documents/Scanned Documents/scan_0005.pdf", X, "Home", 1790, (
        "SafeDeposits Scotland - Repayment of deposit\nTenancy: 3/2, 12 Gardner Street, Glasgow G11\n"
        "Total deposit £1,185.00. Agreed repayment: Callum Fraser £375.00, Ross McGregor £375.00, Kirsty Paterson "
        "£375.00; landlord £60.00 (cleaning of oven)."), hard=True)

    # ------------------------------------------------------------ Galaxy S8 phone backup 2021 (Archive Backup)
    pb = "Documents/Phone backup Galaxy S8 2021"
    for i, age in enumerate((1850, 1960, 2230, 2400, 2600)):
        dt = NOW - timedelta(days=age)
        photo(f"{pb}/DCIM/Camera/{dt:%Y%m%d}_{12 + i}{i}30{i}.jpg", X, "Backup", age)
    add(f"{pb}/Contacts.vcf", X, "Backup", 1800, (
        "BEGIN:VCARD\nVERSION:3.0\nFN:Ross McGregor\nTEL;TYPE=CELL:07700 900312\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Mum\nTEL;TYPE=CELL:07700 900145\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Priya\nTEL;TYPE=CELL:07700 900877\nEND:VCARD\n"))
    add(f"{pb}/Download/Ryanair boarding pass.pdf", X, "Backup", 1830, (
        "Ryanair boarding pass FRASER/CALLUM MR FR812 Glasgow - Dublin 06 Mar 2020 seat 22A"))
    add(f"{pb}/Samsung Notes/shopping.txt", X, "Backup", 1820, "milk\nbread\npasta\nbin bags\n"
        "birthday card for Kirsty\n")

    # ------------------------------------------------------------ more nameless files (placed by their text only)
    add("Downloads/Document (5).pdf", P, "Home", 11, lambda r, dt: (
        "Registers of Scotland - Application for Advance Notice\nSubjects: " + NEW_FLAT + "\nTitle number GLA"
        f"{r.randint(100000, 999999)}\nGranter: the seller   Grantees: {ME} and Priya Nair\nDeed: Disposition\n"
        "Submitted by Dunbar & Rae LLP. The advance notice protects the purchasers for 35 days before the deed is "
        "registered in the Land Register."), hard=True)
    add("Documents/Scanned Documents/scan_0022.pdf", P, "Home", 13, lambda r, dt: (
        "Nationwide Building Society - Mortgage valuation\nProperty: " + NEW_FLAT + "\nApplicants: C Fraser and "
        "P Nair\nThe lender has accepted the Home Report valuation of £190,000. No retention. Suitable security "
        "for mortgage purposes. Loan to value 93.9% of valuation - approved under first-time buyer policy."),
        hard=True)
    add("Downloads/download (4).pdf", A, "Home", 260, lambda r, dt: (
        "ELECTRICAL INSTALLATION CONDITION REPORT (EICR)\n"
        f"Installation address: {ADDR}\nClient: Alan Hendry (landlord) c/o Clyde Property Lets\n"
        "Overall assessment: SATISFACTORY\nObservations: C3 - no RCD protection on lighting circuit (improvement "
        "recommended)\nNext inspection: within 5 years, as required by the Repairing Standard for private lets."),
        hard=True)
    add("Documents/2025/scan_0031.pdf", A, "Home", 335, lambda r, dt: (
        "Bank of Scotland Home Insurance - Policy Schedule\n"
        f"Policyholders: {ME} and Priya Nair\nAddress: {ADDR}\nCover: Contents £35,000, accidental damage not "
        "included, personal possessions £2,000\nPolicy number HIC" + str(r.randint(10**7, 10**8)) + "\n"
        "Period of cover: 12 months"), hard=True)
    add("Desktop/New Microsoft Excel Worksheet.xlsx", A, "Finance", 40, "\n".join([
        "Joint account - who pays what;Monthly;Callum;Priya", "Rent Roslea Dr;950;475;475",
        "Council tax + water;158;79;79", "OVO;118;59;59", "Virgin;46.50;23.25;23.25",
        "Contents insurance;14.20;7.10;7.10", "Food shop;320;160;160", "Each puts in;;1150;1150"]), hard=True)
    add("Downloads/Document (6).pdf", A, "Finance", 150, lambda r, dt: (
        "Vanguard Investor - Contract note\n"
        f"Account holder: {ME}\nAccount type: Stocks and Shares ISA\nTrade date: {_d(dt)}\nBuy: LifeStrategy 80% "
        f"Equity Fund A Acc\nAmount: £150.00  Units: {r.uniform(0.5, 0.6):.4f}  Price per unit: £{r.uniform(260, 280):.2f}\n"
        "Regular monthly investment by Direct Debit."), hard=True)
    add("Documents/2025/Doc3.docx", A, "Work", 250, (
        "PDR self-assessment - Callum Fraser\nWhat has gone well: court report for the Sheriff Court praised; "
        "mentoring our NQSW Aimee; co-chairing core groups.\nWhat has been hard: caseload pressure over winter, "
        "two late visits alone.\nWhat I want next year: finish the PG Cert, practice educator training, maybe "
        "a senior practitioner role.\nSupport needed: study days, protected reflective supervision."), hard=True)
    add("Downloads/SKM_C250i26042115230.pdf", A, "Work", 40, t_cert(
        "Signs of Safety - two day practitioner training", "Glasgow City HSCP Learning and Development", "12"),
        hard=True)
    add("Documents/2024/scan_0007.pdf", A, "Work", 745, t_sssc, hard=True)
    add("Downloads/Telegram Desktop/Scan 2 Apr 2026.pdf", P, "Family", 60, lambda r, dt: (
        "Craigmonie Hotel, Inverness - receipt\n"
        f"{_d(dt)}\nReceived from: Euan Fraser\nDeposit for private function, Saturday 8 August 2026, Ness Suite "
        "(ruby wedding celebration for Mr and Mrs Alasdair Fraser)\nAmount: £300.00 by card. Final numbers "
        "required 14 days before the event."), hard=True)
    add("Downloads/Telegram Desktop/Scan 30 Jan 2026.pdf", A, "Family", 122, lambda r, dt: (
        "Bank of Scotland - Power of Attorney registration\n"
        f"{_d(dt)}\nAccount holder: Mrs Ishbel Fraser\nWe have registered the Continuing Power of Attorney and "
        "added Mr Alasdair Fraser and Mr Callum Fraser as attorneys on the account ending 2290. Each attorney can "
        "now manage the account separately by phone or in branch."), hard=True)
    add("Documents/2025/notes.txt", A, "Family", 170, (
        "Nana review at Ballifeary - my notes\n- she's eating better since the new dentures\n- ask about the "
        "hearing aid batteries, keep going missing\n- Dad worried about fees going up in April - check the free "
        "personal care amount with Highland Council\n- next visit: October holidays with Priya\n"), hard=True)
    add("Downloads/Document (7).pdf", A, "Health", 48, lambda r, dt: (
        "Alexandra Parade Medical Practice - repeat prescription\n"
        f"Patient: {ME}  DOB 14/03/1990\nIssued: {_d(dt)}\nFexofenadine 180mg tablets - one daily during the "
        "hay fever season - 30 tablets\nMometasone nasal spray 50 micrograms - 2 sprays each nostril daily\n"
        "Collect from Boots, Duke Street, after 48 hours."), hard=True)
    add("Documents/Scanned Documents/scan_0023.pdf", A, "Health", 240, lambda r, dt: (
        "NHS Scotland - your vaccination appointment\n"
        f"{ME}\n{ADDR}\nAs a frontline health and social care worker you are eligible for this season's flu "
        f"vaccine. Appointment: {_d(dt + timedelta(days=10))}, 17:20, Glasgow Club Emirates vaccination centre.\n"
        "To rearrange call 0800 030 8013."), hard=True)
    add("Downloads/bcad112.pdf", R, "Study", 70, (
        "The British Journal of Social Work, 2024, 54, 211-229\nhttps://doi.org/10.1093/bjsw/bcad112\n"
        "'Working with uncertainty': how child protection social workers make sense of neglect referrals - an "
        "ethnographic study in two Scottish local authorities"), hard=True)
    add("OneDrive/Documents/Document 1.docx", P, "Study", 55, (
        "Tutorial with Dr Hill - 1 April\n- assignment 2: plan is fine, narrow the case study to the first year "
        "of involvement\n- use the Care Inspectorate chronology guide + Brandon 2020\n- be careful with "
        "anonymisation - composite case is ok, say so in the intro\n- 4,000 words +/-10%, due 15 June"), hard=True)
    add("Downloads/message (3).eml", P, "Study", 16, lambda r, dt: _eml(
        "SWK50102 Module Team <socialwork-pg@dundee.ac.uk>", f"{ME} <{MAIL}>", "Reminder: submission 15 June", dt,
        "Dear students\n\nA reminder that the Module 2 assignment (4,000 words) is due on Monday 15 June at 12:00 "
        "via Turnitin on My Dundee. Extensions must be requested through the module coordinator before the "
        "deadline.\n\nBest wishes\nModule team, PG Cert Child Protection"), hard=True)
    add("Desktop/Doc1.docx", A, "Football", 2, (
        "Thursday training - U12\nWarm-up: tig with balls 8 min\nPassing square - receive on back foot, 12 min\n"
        "3v2 to goal with recovering defender, 15 min\nGame 5v5, two touch for the strong ones, 20 min\n"
        "Remind girls: photos for the festival programme, subs for June"), hard=True)
    add("Downloads/Document (8).pdf", P, "Football", 19, lambda r, dt: (
        "Glasgow Area Referees - appointment confirmation\n"
        f"Event: Dennistoun Thistle Girls FC Summer Festival, Alexandra Park\nDate: Saturday 20 June 2026, "
        "report 09:30\nReferees appointed: 4 (two club linesperson volunteers to assist)\nFee: £35 per referee, "
        "payable on the day. Please provide water and a gazebo for officials."), hard=True)
    add("Documents/2024/Document2.docx", X, "Travel", 630, (
        "Harris packing list - Sept\nwalking boots, waterproofs, midge net, binoculars for eagles, swimming stuff "
        "for Luskentyre (brave), Harris Tweed shop list for Mum, gin distillery Tarbert, ferry tickets printed\n"),
        hard=True)
    add("Downloads/Document (9).pdf", P, "Hillwalking", 72, (
        "Cuillin Mountain Guides - what to bring and terms\nYou will need: waterproof jacket and trousers, warm "
        "layers, hat and gloves, rucksack 30-35 litres, 2 litres water, lunch and snacks, approach shoes or stiff "
        "boots with good grip on gabbro. We provide harness, helmet and ropes. Cancellation by the guide due to "
        "weather: full refund or alternative date."), hard=True)
    add(f"{ol}/Document3.docx", X, "Study", 1100, (
        "SWK 2A essay: The principles of the Children (Scotland) Act 1995\nThe welfare of the child as the "
        "paramount consideration, the child's views, and the minimum intervention principle, with reference to "
        "the Children's Hearings System established after the Kilbrandon Report."), hard=True)
    add("Downloads/Document (10).pdf", P, "Travel", 33, (
        "Wedding week plan from Leela aunty\n9 Dec: arrive Kochi, rest\n10 Dec: mehndi at the Menons' house, "
        "Panampilly Nagar\n11 Dec: haldi in the morning, shopping for sarees and mundu\n12 Dec: wedding at "
        "Bolgatty Palace, muhurtham 10:30\n13 Dec: reception\nPlease wear light colours, not black."), hard=True)

    # ------------------------------------------------------------ Left (System)
    add("Downloads/Unconfirmed 412398.crdownload", L, "System", 0.2, lambda r, dt: _blob(r, b"%PDF-1.7\n", 700))
    add("Downloads/Nationwide mortgage illustration.pdf.crdownload", L, "System", 13, lambda r, dt: _blob(r, b"%PDF-1.4\n", 500))
    add("Downloads/OS Maps Skye offline tiles.zip.part", L, "System", 6, lambda r, dt: _blob(r, b"PK\x03\x04", 900))
    add(f"{s}/~$pporting statement FINAL.docx", L, "System", 21, lambda r, dt: _blob(r, b"\x0bCallum", 150))
    add(f"{m2}/~$signment 2 draft v3 FINAL.docx", L, "System", 2, lambda r, dt: _blob(r, b"\x0bCallum", 150))
    add(f"{ru}/~$eech draft.docx", L, "System", 8, lambda r, dt: _blob(r, b"\x0bCallum", 150))
    add(f"{fe}/~$Festival budget.xlsx", L, "System", 14, lambda r, dt: _blob(r, b"\x0bCallum", 150))
    for d_ in ("Desktop", "Downloads"):
        add(f"{d_}/desktop.ini", L, "System", 900, (
            "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n"
            "IconResource=%SystemRoot%\\system32\\imageres.dll,-183\r\n"))
    add(f"{ol}/Thumbs.db", L, "System", 1100, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{pb}/DCIM/Camera/Thumbs.db", L, "System", 1800, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    dot(f"{f}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(40), 47)
    dot("OneDrive/.849C9593-D756-4E56-8D6E-42412F2A707B", b"", 700)

    return items
