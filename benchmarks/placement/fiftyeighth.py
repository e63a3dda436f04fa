"""A fifty-eighth unseen labelled corpus: a Minneapolis freelance data consultant's Mac, ``build(root, seed)``, written blind.

What was read to write it: the module docstring of ``unseen.py`` (as the model for how a person and the
labelling rules are written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``,
``_epub``, ``_id3`` and ``_blob`` and the first lines of its ``build()`` (the write/encode/add/dot helpers);
the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg`` of ``corpus.py``; ``_d``,
``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD`` of ``blind.py``. Nobody who wrote this module looked at
``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts, the bodies of the other corpus modules
or any placement result. The files and labels are shaped by what this person would have on disk, not by what
any code looks for.

The person: Derek Lindahl, 51, a freelance data engineer in Minneapolis (Longfellow, 4127 35th Ave S) who
has run a one-person LLC, Northstar Data Consulting LLC, since August 2020. Before that he spent eleven
years as a data engineer at Target's headquarters downtown (2009 - June 2020, a W-2 job that ended with a
voluntary separation package). He has two or three clients at a time: Red Pine Health Partners (a
Snowflake migration of their claims data mart under SOW #3, February - September 2026; SOW #1 and #2 are
finished), Lakeview Community Credit Union (an open-ended monthly Power BI support retainer), and a
proposal due in June 2026 for Superior Cooperative Grocers. Past engagements: Minnehaha Brewing (2021),
Gunflint Outdoor Supply (2023), Twin Ports Logistics (2024). His wife Karen is an RN at Riverside Medical
Center (the family's HDHP and HSA come through her job); Sam (19) is at UW-Madison and applying to study
in Copenhagen in spring 2027; Ava (14) finishes 8th grade at Sanford Middle School and starts at Roosevelt
High in the fall. Derek is head coach of Ava's 14U B girls team in the South Minneapolis Hockey
Association and runs the association's summer skills camp in late June 2026; years ago he coached Sam's
Bantam team. With his brother Eric (a carpenter in Duluth) he is building a 20x24 cabin on a lot bought in
2023 near Grand Marais, Cook County. He fishes, brews beer, and plans a Boundary Waters canoe trip with
Sam in August 2026. The house is getting a cold-climate heat pump in June 2026 (the roof was done in
2022, the mortgage refinanced in 2021). Cars: his 2014 F-150 and Karen's 2019 Outback; Sam's old Civic
was sold in 2025. An IRS CP2000 notice about the 2024 return is being answered now.

The machine is a MacBook Pro, all English, with the naming chaos of a busy one-man shop: ``Downloads/``
full of ``Document (3).pdf``, ``download.pdf``, ``export.csv``, ``Book1.xlsx`` and installers;
``Desktop/`` with ``untitled.txt``, ``Untitled 2.docx``, ``Screenshot 2026-05-13 at 9.14.33 AM.png`` and
a ``stuff/`` folder; ``Downloads/Telegram Desktop/`` (Eric sends cabin files that way); a
``iCloud Drive/Scans/`` folder of phone scans (``Scanned Document 4.pdf``); the desk scanner's
``Documents/Scans/scan_0014.pdf``; a half-organized ``Documents/`` tree (Northstar Data Consulting,
Taxes with year folders, Finance, House, Cars, Health, Kids, Hockey, Cabin, Trips, Fishing, Homebrew,
Misc); code repositories under ``code/``; ``Pictures/`` with year folders and a cabin-build album; a copy
of the old 2015 MacBook made in January 2026 (``Old MacBook 2015/``), a folder copied off the Target work
laptop in 2020, and an old iPhone backup. Version suffixes (v2, v3, FINAL2, DRAFT) and duplicates abound.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  Red Pine SOW #3 Snowflake migration (the SOW, change requests, status reports, meeting notes, data
  dictionary, cutover plan and its code repository ``code/redpine-claims-migration``) and the Superior
  Co-op proposal (RFP, addenda, drafts, pricing) -- topic Consulting; the cabin build (permits, plans,
  lumber and truss orders, the excavation contractor, well driller, budget, schedule, build photos) --
  Cabin; the 2026 summer skills camp (ice contract, schedule, registrations, budget, flyer) -- Hockey;
  the heat pump replacement (quotes, rebate, comparison, install) -- Home; the answer to the IRS CP2000
  notice on the 2024 return -- Taxes; Sam's study-abroad application for spring 2027 (application,
  costs, passport renewal) -- Education; the August 2026 Boundary Waters trip (permit, outfitter, route,
  gear and food lists) -- Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: running the
  LLC -- every invoice (even those billing the current project or a past client), bookkeeping, business
  bank statements, state filings, the EIN letter, insurance, W-9, rate sheet, mileage log, the master
  agreement with Red Pine, the Lakeview retainer and its monthly support reports and tickets, and his own
  invoicing script ``code/northstar-invoicing`` (Consulting); tax returns of every year, 1099s, W-2s
  (even the old Target W-2s), 1098s, estimated payments and the CPA's letters (Taxes); bank, credit card,
  brokerage, retirement, life insurance, the will and the household budget (Finance); the house -- bills,
  mortgage, property tax, homeowners insurance, repairs (Home); the cabin lot's property tax and
  insurance (Cabin); coaching Ava's team -- rosters, ice schedules, practice plans, team budget, parent
  mail, certifications, tryouts, and the line-up script ``code/hockey-lines`` (Hockey); the kids'
  schooling, Sam's tuition, housing and financial aid, and both 529 plans (Education); the family's
  health, insurance EOBs, HSA, dental, orthodontics (Health); the two cars (Cars). An old tax return or an
  old household budget is still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: technical reference,
  data-engineering ebooks, meetup notes, a contract template (Consulting); drills and coaching manuals
  (Hockey); appliance manuals (Home); the truck's owner's manual (Cars); fishing regulations, lake maps
  and surveys, spot and lure notes (Fishing); beer recipes, brew logs, water and yeast reference, the club
  newsletter (Brewing); installers (Software); photos and screenshots (Photos) -- except photos that
  document a project or sit in a project's folder (the cabin-build album, the camp flyer, the loft framing
  sketch and the Red Pine architecture diagram go with their project) and photos inside the old iPhone
  backup.
- **Archive**: finished projects and ended responsibilities: past client engagements and Red Pine's
  finished SOW #1 and #2 (Consulting); the Target job -- offer letter, reviews, separation agreement,
  benefits, 401(k) rollover, the files copied off the work laptop (Employment); the 2023 purchase of the
  cabin lot (Cabin); the 2022 roof and the 2021 refinance (Home); Sam's college search and applications
  of 2023-24 (Education); coaching Sam's Bantam team 2019-20 (Hockey); Sam's Civic, sold 2025 (Cars);
  closed accounts (Finance); past trips (Travel); the old iPhone backup, everything in it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``), topic System. Dot files (``.DS_Store``, ``.gitignore``,
  ``.localized``) are written but not labelled: the scanner never lists them.

Files inside the copy of the old MacBook are labelled by their subject like any other file (a 2018 return
there is Areas Taxes, the Target offer letter Archive Employment); only the iPhone backup is kept whole.
Topics are subjects (the heat pump is ``Home`` like the electric bill; the camp is ``Hockey`` like the
roster). ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/Document (3).pdf``, ``Desktop/untitled.txt``, ``iCloud Drive/Scans/Scanned Document 4.pdf``,
``Documents/Scans/scan_0014.pdf``, ``Downloads/Telegram Desktop/document.pdf``): only the text inside
(.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it, and that text reads like the real document.
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


# --------------------------------------------------------------------------- US formatting


def _d(dt: datetime) -> str:
    """``May 14, 2026``."""
    return f"{dt:%B} {dt.day}, {dt.year}"


def _s(dt: datetime) -> str:
    """``05/14/2026``."""
    return dt.strftime("%m/%d/%Y")


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _at(age: float) -> datetime:
    return (NOW - timedelta(days=age)).replace(tzinfo=None)


DEREK = "Derek Lindahl"
HOME_ADDR = "4127 35th Ave S, Minneapolis, MN 55406"
NDC = ("Northstar Data Consulting LLC\n4127 35th Ave S, Minneapolis, MN 55406\n"
       "derek@northstardata.co | (612) 555-0147 | EIN 84-2917365")
PRIYA = "Priya Raman, Director of Data & Analytics, Red Pine Health Partners"
REDPINE = "Red Pine Health Partners, 2200 Nicollet Mall Suite 900, Minneapolis, MN 55403"
LAKEVIEW = "Lakeview Community Credit Union, 1450 Rice St, St. Paul, MN 55117"
SAWTOOTH = "Sawtooth Excavating & Septic, Inc., 1870 W Highway 61, Grand Marais, MN 55604"
NSL = "North Shore Lumber & Supply, 310 5th Ave W, Grand Marais, MN 55604"
PARCEL = "PIN 55-012-2840"
CABIN_SITE = "6418 Caribou Pines Rd, Grand Marais, MN 55604"
PLAYERS = ["Ava L.", "Maya O.", "Harper K.", "Nora B.", "Ella J.", "Claire S.", "Lucy P.", "Grace H.",
           "Addison M.", "Zoe T.", "Brooke W.", "Emma R.", "Lily F.", "Sophie D.", "Ruby A."]
PARENTS = ["Jen Olson", "Mark Kowalski", "Steph Berglund", "Tom Jorgensen", "Amy Sandberg", "Chris Peterson",
           "Heidi Hanson", "Dan Halvorsen", "Kari Moe", "Brian Tollefson"]


# --------------------------------------------------------------------------- document texts: fn(r, dt, ...) -> str


def t_invoice(r: random.Random, dt: datetime, num: str, client: str, what: str, hours: float,
              rate: int = 165) -> str:
    amt = hours * rate
    due = dt + timedelta(days=30)
    return (f"{NDC}\n\nINVOICE {num}\nInvoice date: {_s(dt)}    Terms: Net 30    Due: {_s(due)}\n\n"
            f"Bill to:\n{client}\n\nDescription: {what}\n"
            f"Consulting services, {hours:.1f} hours @ ${rate}.00/hr    ${amt:,.2f}\n"
            f"Subtotal ${amt:,.2f}\nTotal due ${amt:,.2f}\n\n"
            "Pay by ACH to Northstar Data Consulting LLC, Riverview Bank, routing 091000022, acct ending 4471.\n"
            "Thank you for your business!")


def t_status(r: random.Random, dt: datetime, n: int) -> str:
    pct = min(95, 12 + n * 11)
    risks = r.choice(["Source claim files from the Facets extract arrive late on Mondays; moved load to Tuesday.",
                      "Pharmacy claims have 0.3% duplicate rows in legacy SQL Server; dedupe rule agreed with Priya.",
                      "Snowflake credit usage above forecast during backfill; warehouse resized to MEDIUM.",
                      "UAT testers from finance only available two days a week."])
    return (f"Red Pine Health Partners - Claims Data Mart Migration (SOW #3)\nStatus Report #{n}\n"
            f"Week ending {_d(dt)}\nPrepared by: Derek Lindahl, Northstar Data Consulting LLC\n"
            f"To: {PRIYA}\n\nOverall status: {'GREEN' if n % 3 else 'YELLOW'}    Percent complete: {pct}%\n\n"
            "Completed this period:\n"
            f"- dbt staging models for {r.choice(['medical', 'pharmacy', 'dental', 'eligibility'])} claims merged and tested\n"
            f"- Row-count reconciliation SQL Server vs Snowflake: {r.randint(97, 100)}.{r.randint(0, 9)}% match\n"
            "Next period:\n- Build fct_claims incremental model\n- Review cutover runbook with IT ops\n"
            f"Risks / issues:\n- {risks}\n"
            f"Hours this period: {r.randint(28, 44)}    Hours to date: {n * 36 + r.randint(0, 20)} of 1,100 (SOW cap)")


def t_lakeview_month(r: random.Random, dt: datetime, month: str) -> str:
    tickets = r.randint(5, 14)
    return (f"Lakeview Community Credit Union - Power BI Support Retainer\nMonthly Support Summary: {month}\n"
            f"Prepared by Derek Lindahl, Northstar Data Consulting LLC, {_d(dt)}\n\n"
            f"Tickets received: {tickets}    Closed: {tickets - r.randint(0, 2)}\n"
            f"Retainer hours used: {r.randint(14, 22)} of 20 included\n\n"
            "Highlights:\n- Fixed scheduled refresh failure on the Loan Portfolio dashboard (gateway credential expired)\n"
            "- Added member-growth by branch page for the board packet\n"
            "- Row-level security for branch managers reviewed with Tom Reinholt (IT)\n"
            "Open items:\n- Symitar nightly export moving to SFTP; need new path from core vendor\n")


def t_bank(r: random.Random, dt: datetime, bank: str, acct: str, who: str) -> str:
    bal = r.uniform(3000, 14000)
    lines = []
    for _ in range(7):
        d = dt - timedelta(days=r.randint(1, 29))
        amt = r.uniform(12, 900)
        lines.append(f"{_s(d)}  {r.choice(['CUB FOODS #1623', 'XCEL ENERGY', 'CENTERPOINT ENERGY', 'TARGET T-1453', 'COSTCO WHSE #1021', 'HOLIDAY STATIONSTORE', 'VENMO PAYMENT', 'ROCKET MORTGAGE', 'MN 529 CONTRIB'])}  -${amt:,.2f}")
    return (f"{bank}\nAccount statement\n{who}\n{HOME_ADDR}\nAccount: {acct}\n"
            f"Statement period: {_s(dt - timedelta(days=30))} - {_s(dt)}\n\n"
            f"Beginning balance ${bal:,.2f}\n" + "\n".join(lines) +
            f"\n{_s(dt - timedelta(days=15))}  DEPOSIT NORTHSTAR DATA OWNER DRAW  +$6,500.00\n"
            f"{_s(dt - timedelta(days=8))}  DEPOSIT RIVERSIDE MED CTR PAYROLL  +${r.uniform(2900, 3300):,.2f}\n"
            f"Ending balance ${bal + r.uniform(-900, 1800):,.2f}")


def t_cc(r: random.Random, dt: datetime) -> str:
    lines = "\n".join(
        f"{_s(dt - timedelta(days=r.randint(1, 28)))}  {r.choice(['AMAZON MKTPLACE', 'DELTA AIR', 'FLEET FARM MAPLEWOOD', 'NORTHERN BREWER', 'REI #82 ROSEVILLE', 'NETFLIX.COM', 'SPOTIFY', 'APPLE.COM/BILL', 'COSTCO GAS', 'MENARDS RICHFIELD'])}  ${r.uniform(9, 260):,.2f}"
        for _ in range(8))
    return (f"Chase Freedom Unlimited\nStatement closing date {_s(dt)}\nDEREK J LINDAHL  Account ending 8812\n\n"
            f"Previous balance ${r.uniform(600, 2400):,.2f}\nPayment - thank you -${r.uniform(600, 2400):,.2f}\n"
            f"Transactions:\n{lines}\nNew balance ${r.uniform(800, 2900):,.2f}\nMinimum payment due ${r.randint(35, 60)}.00 "
            f"by {_s(dt + timedelta(days=25))}\nCash back earned this period: ${r.uniform(8, 40):.2f}")


def t_xcel(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(480, 920)
    return (f"Xcel Energy\nYour monthly bill  Statement date {_s(dt)}\nDEREK LINDAHL\nService address: {HOME_ADDR}\n"
            f"Account 51-0094417-3\n\nElectricity service {_s(dt - timedelta(days=31))} - {_s(dt - timedelta(days=1))}\n"
            f"Usage {kwh} kWh  Energy charge ${kwh * 0.118:,.2f}\nBasic service charge $8.00\n"
            f"Fuel cost charge ${kwh * 0.031:,.2f}\nTaxes and fees ${r.uniform(4, 9):.2f}\n"
            f"Amount due ${kwh * 0.149 + 15:,.2f} by {_s(dt + timedelta(days=21))}\nAutopay: U.S. Bank checking ending 3307")


def t_centerpoint(r: random.Random, dt: datetime) -> str:
    th = r.randint(40, 190)
    return (f"CenterPoint Energy  Minnesota Gas\nStatement date {_s(dt)}\nDEREK LINDAHL  {HOME_ADDR}\n"
            f"Account 6402118-9\nNatural gas usage: {th} therms\nDelivery charge ${th * 0.29:,.2f}\n"
            f"Gas cost ${th * 0.41:,.2f}\nMonthly basic charge $9.50\nTotal amount due ${th * 0.70 + 9.5:,.2f}")


def t_eob(r: random.Random, dt: datetime, who: str, provider: str, service: str) -> str:
    billed = r.uniform(180, 1400)
    allowed = billed * r.uniform(0.45, 0.7)
    return (f"HealthPartners\nExplanation of Benefits - THIS IS NOT A BILL\nMember: {who}\n"
            f"Subscriber: Karen Lindahl  Group: Riverside Medical Center  Plan: HSA-qualified HDHP\n"
            f"Date processed: {_s(dt)}\nProvider: {provider}\nService: {service}\n"
            f"Amount billed ${billed:,.2f}  Plan discount ${billed - allowed:,.2f}  Allowed ${allowed:,.2f}\n"
            f"Paid by plan $0.00  Applied to deductible ${allowed:,.2f}\nYou may owe the provider ${allowed:,.2f}\n"
            f"Family deductible met so far this year: ${r.randint(900, 3600):,} of $6,400")


def t_hsa(r: random.Random, dt: datetime) -> str:
    return (f"HealthEquity\nHSA Quarterly Statement  Period ending {_s(dt)}\nAccount holder: Karen Lindahl\n"
            f"Beginning balance ${r.uniform(9000, 15000):,.2f}\nContributions (employer) $750.00\n"
            f"Contributions (payroll) ${r.uniform(1500, 2100):,.2f}\n"
            f"Distributions -${r.uniform(200, 1600):,.2f}\nInvestment gain ${r.uniform(-100, 600):,.2f}\n"
            f"Ending balance ${r.uniform(10000, 17000):,.2f}\n2026 contribution limit (family) $8,750")


def t_1040(r: random.Random, dt: datetime, year: int) -> str:
    sch_c = r.randint(128000, 196000) if year >= 2021 else 0
    wages = r.randint(68000, 79000)
    return (f"Form 1040  U.S. Individual Income Tax Return  {year}\nFiling status: Married filing jointly\n"
            f"Derek J Lindahl and Karen M Lindahl\n{HOME_ADDR}\n"
            f"Dependents: Samuel Lindahl, Ava Lindahl\n"
            f"1a Wages (W-2) ${wages:,}\n8 Schedule C net profit (Northstar Data Consulting LLC) ${sch_c:,}\n"
            f"Schedule SE self-employment tax ${sch_c * 0.141:,.0f}\n"
            f"SEP-IRA deduction ${min(sch_c // 5, 46000):,}\n"
            f"24 Total tax ${r.randint(31000, 52000):,}\n26 Estimated tax payments ${r.randint(30000, 46000):,}\n"
            f"Refund / amount owed ${r.randint(-3000, 2500):,}\n"
            f"Prepared by Halvorson & Reed CPAs, PTIN P01842291, e-filed {_s(dt)}")


def t_m1(r: random.Random, dt: datetime, year: int) -> str:
    return (f"Minnesota Department of Revenue\nForm M1, {year} Individual Income Tax\n"
            f"Derek J and Karen M Lindahl, {HOME_ADDR}\n"
            f"Federal taxable income ${r.randint(160000, 230000):,}\nMinnesota tax ${r.randint(10500, 16200):,}\n"
            f"Estimated payments (M14ES) ${r.randint(9000, 15000):,}\nK-12 education credit (Schedule M1ED) $0\n"
            f"Balance due / refund ${r.randint(-900, 700):,}\nFiled electronically {_s(dt)}")


def t_529(r: random.Random, dt: datetime, kid: str, born: int) -> str:
    bal = r.uniform(18000, 62000) if kid == "Sam" else r.uniform(41000, 58000)
    return (f"Minnesota College Savings Plan (Minnesota 529)\nQuarterly account statement  {_s(dt - timedelta(days=90))}"
            f" - {_s(dt)}\nAccount owner: Derek J Lindahl\nBeneficiary: {kid} Lindahl (born {born})\n"
            f"Investment option: Enrollment Year {born + 18} Portfolio\n"
            f"Beginning value ${bal - r.uniform(-800, 1600):,.2f}\nContributions ${r.choice([300, 600, 900]):,}.00\n"
            f"Withdrawals ${0 if kid == 'Ava' else r.randint(6000, 9500):,}.00\n"
            f"Ending value ${bal:,.2f}")


def t_tuition(r: random.Random, dt: datetime, term: str) -> str:
    t = r.uniform(5700, 5900)
    return (f"University of Wisconsin-Madison  Office of the Bursar\nStudent Account Statement  {term}\n"
            f"Student: Samuel Lindahl  Campus ID 9082144617\nResidency: Minnesota reciprocity\n\n"
            f"Tuition (MN-WI reciprocity rate) ${t:,.2f}\nSegregated fees $785.07\n"
            f"Housing / dining ${r.uniform(5100, 6400):,.2f}\nFederal Direct Loan (subsidized) -$1,732.00\n"
            f"Badger Promise / grant -$0.00\nAmount due ${t + 4800:,.2f} by {_s(dt + timedelta(days=20))}\n"
            "Pay online through MyUW Student Center. Parent PINs have access to eBill.")


def t_practice(r: random.Random, dt: datetime, week: int) -> str:
    drills = r.sample(["2-on-1 rush with backchecker", "Figure-8 edgework", "Tight turns around dots",
                       "Breakout D-to-D with weak-side wing", "Small-area 3v3 below the hash",
                       "Battle drill in corners", "Power play entry - drop pass", "Goalie post-to-post recovery",
                       "Continuous 3-lane passing", "Net-front screens and tips"], 5)
    return (f"SMHA 14U B Girls - Practice Plan  Week {week}\nDate: {_s(dt)}  Ice: Parade Ice Garden rink 2, 60 min\n"
            f"Coaches: Derek L (head), Kari M, Brian T\nFocus: {r.choice(['transition', 'D-zone coverage', 'skating', 'puck support', 'special teams'])}\n\n"
            + "\n".join(f"{i + 1}. {d} - {r.choice([6, 8, 10, 12])} min" for i, d in enumerate(drills)) +
            "\nWater break after drill 3. Finish with full-ice scrimmage and stretch.")


def t_eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:00 -0500\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n\n{body}\n")


# --------------------------------------------------------------------------- the build


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
        dt = _at(age)
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
    C = "Consulting"

    # ------------------------------------------------------------ Red Pine SOW #3 (Projects Consulting)
    d = "Documents/Northstar Data Consulting/Clients/Red Pine Health"
    add(f"{d}/SOW-03 Red Pine Health - Claims Mart Snowflake Migration.docx", P, C, 131,
        "STATEMENT OF WORK #3\nunder the Master Services Agreement dated March 4, 2024\n"
        f"Between {REDPINE} (\"Client\") and Northstar Data Consulting LLC (\"Consultant\")\n\n"
        "1. Scope. Consultant will migrate the claims data mart (medical, pharmacy, dental and eligibility) "
        "from the on-premise SQL Server warehouse to Snowflake, rebuild transformations in dbt Core, "
        "reconcile row counts and financial totals, and support cutover.\n"
        "2. Term. February 2, 2026 through September 30, 2026.\n"
        "3. Fees. Time and materials at $165.00 per hour, not to exceed 1,100 hours ($181,500) without a change request.\n"
        "4. Deliverables. Migration design; dbt project in Client's GitHub; reconciliation report; cutover runbook; "
        "knowledge-transfer sessions for two Client analysts.\n"
        "5. Client contact: Priya Raman. Consultant contact: Derek Lindahl.\n6. Invoicing monthly, Net 30.")
    add(f"{d}/SOW-03 Red Pine Health - SIGNED.pdf", P, C, 123,
        "STATEMENT OF WORK #3 - Claims Data Mart Migration to Snowflake\nRed Pine Health Partners / "
        "Northstar Data Consulting LLC\nTerm February 2, 2026 - September 30, 2026. Not to exceed 1,100 hours at "
        "$165/hr.\nSigned: Priya Raman, Director of Data & Analytics, 01/28/2026\n"
        "Signed: Derek Lindahl, Managing Member, Northstar Data Consulting LLC, 01/27/2026\n"
        "Approved: Michael Osei, CFO, 01/29/2026")
    add(f"{d}/Red Pine MSA 2024 - executed.pdf", A, C, 820,
        "MASTER SERVICES AGREEMENT\nThis Master Services Agreement is entered into as of March 4, 2024 by and "
        f"between {REDPINE} and Northstar Data Consulting LLC, a Minnesota limited liability company.\n"
        "1. Services will be described in Statements of Work referencing this Agreement.\n"
        "2. Consultant is an independent contractor and is responsible for its own taxes.\n"
        "3. Confidentiality; HIPAA Business Associate Agreement attached as Exhibit B.\n"
        "4. Term: three years, renewing annually unless either party gives 60 days' notice.\n"
        "5. Insurance: Consultant maintains professional liability of at least $1,000,000.\n"
        "Signed for Client: Michael Osei, CFO. Signed for Consultant: Derek Lindahl, Managing Member.")
    for n, age in enumerate((87, 73, 59, 45, 31, 17, 3), 1):
        dt = _at(age)
        add(f"{d}/Status reports/Status Report {dt:%Y-%m-%d}.docx", P, C, age,
            lambda r, dt, n=n: t_status(r, dt, n))
    add(f"{d}/Claims mart data dictionary v3.xlsx", P, C, 20,
        "table;column;type;source;notes\nfct_claims;claim_id;varchar(20);Facets CLCL_ID;primary key\n"
        "fct_claims;member_key;number;dim_member;surrogate\nfct_claims;service_from_dt;date;CLCL_LOW_SVC_DT;\n"
        "fct_claims;allowed_amt;number(12,2);CDML_ALLOW;sum of lines\nfct_claims;paid_amt;number(12,2);CDML_PAID_AMT;\n"
        "dim_member;member_id;varchar(12);MEME_CK;PHI - masked in dev\ndim_provider;npi;varchar(10);PRPR_NPI;\n"
        "fct_pharmacy_claims;ndc;varchar(11);PBM file;from CVS Caremark extract")
    add(f"{d}/Cutover plan DRAFT.docx", P, C, 6,
        "Red Pine Health - Claims Mart Cutover Plan (DRAFT)\nTarget cutover weekend: August 22-23, 2026\n"
        "T-14 days: freeze changes to legacy SSIS packages\nT-7: final full reconciliation; sign-off by Priya Raman and finance\n"
        "Friday 6pm: stop legacy loads; snapshot SQL Server\nSaturday: final incremental load to Snowflake; "
        "run dbt build --target prod; reconcile claim counts and paid totals by month\n"
        "Sunday: repoint Tableau data sources; smoke test 12 key dashboards\nRollback: repoint to SQL Server views")
    dot(f"{d}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(40), 6)
    add(f"{d}/~$Cutover plan DRAFT.docx", L, "System", 2, b"\x0dDerek Lindahl" + bytes(40))
    add(f"{d}/Meeting notes/2026-04-14 phase 2 kickoff.md", P, C, 48,
        "# Red Pine - phase 2 kickoff (2026-04-14)\nAttendees: Priya R., Jason M. (IT ops), Lena K. (finance), Derek\n\n"
        "- Phase 1 (eligibility + medical staging) accepted\n- Phase 2: pharmacy + dental claims, fct_claims incremental\n"
        "- Finance wants paid totals reconciled to the GL by month, not just row counts\n"
        "- Action: Derek to send reconciliation approach by 4/21\n- Action: Jason to open Snowflake PROD role requests\n")
    add(f"{d}/Meeting notes/2026-05-19 steering committee.md", P, C, 13,
        "# Red Pine claims migration - steering committee 5/19\n\n- Status yellow -> green; backfill done through 2019\n"
        "- Change request CR-04 (add dental capitation file) approved, +60 hrs\n- Cutover weekend proposed 8/22-23\n"
        "- Michael O. asked for Snowflake cost forecast for FY27 budget\n")
    photo(f"{d}/Architecture diagram v2.png", P, C, 40)
    add(f"{d}/Completed/SOW-01 Eligibility extract pipeline - final report.pdf", X, C, 600,
        "Red Pine Health Partners - SOW #1 Final Report\nEligibility Extract Pipeline\nPrepared by Northstar Data Consulting LLC, "
        "September 2024\nDelivered: Python/Airflow pipeline loading 834 eligibility files into SQL Server; data quality checks; "
        "runbook. Total hours: 412 of 450. Engagement closed 09/30/2024. Accepted by Priya Raman.")
    add(f"{d}/Completed/SOW-02 Tableau dashboard refresh.pdf", X, C, 330,
        "STATEMENT OF WORK #2\nRed Pine Health Partners / Northstar Data Consulting LLC\nTableau claims dashboards rebuild "
        "and performance tuning. Term: April 1, 2025 - June 30, 2025. Fixed fee $28,000.\n"
        "Closeout: all deliverables accepted 06/27/2025; final invoice NDC-2025-014 paid.")

    # code repository of the current project
    cd = "code/redpine-claims-migration"
    dot(f"{cd}/.gitignore", b"target/\ndbt_packages/\nlogs/\n.env\n__pycache__/\n", 60)
    add(f"{cd}/README.md", P, C, 9,
        "# redpine-claims-migration\n\ndbt Core project migrating Red Pine Health's claims data mart from SQL Server to "
        "Snowflake (SOW #3, Feb-Sep 2026).\n\n## Setup\n```\npip install dbt-snowflake==1.8.*\ncp profiles.example.yml ~/.dbt/profiles.yml\n"
        "dbt deps && dbt build --target dev\n```\n\n## Layout\n- models/staging: one model per Facets / PBM source\n"
        "- models/marts: fct_claims, fct_pharmacy_claims, dim_member, dim_provider\n- scripts/: reconciliation against legacy\n")
    add(f"{cd}/dbt_project.yml", P, C, 44,
        "name: redpine_claims\nversion: '1.0.0'\nprofile: redpine\nmodel-paths: ['models']\n"
        "models:\n  redpine_claims:\n    staging:\n      +materialized: view\n    marts:\n      +materialized: incremental\n"
        "      +on_schema_change: append_new_columns\n")
    add(f"{cd}/models/staging/stg_facets__claim_lines.sql", P, C, 33,
        "-- staging for Facets claim lines (CMC_CDML_CL_LINE)\nwith src as (\n    select * from {{ source('facets', 'cmc_cdml_cl_line') }}\n)\n"
        "select\n    clcl_id as claim_id,\n    cdml_seq_no as line_no,\n    cdml_allow as allowed_amt,\n    cdml_paid_amt as paid_amt,\n"
        "    cdml_from_dt as service_from_dt\nfrom src\nwhere cdml_cur_sts <> '91'  -- exclude voided lines\n")
    add(f"{cd}/models/marts/fct_claims.sql", P, C, 11,
        "{{ config(materialized='incremental', unique_key='claim_id') }}\n\nselect\n    l.claim_id,\n    m.member_key,\n"
        "    min(l.service_from_dt) as service_from_dt,\n    sum(l.allowed_amt) as allowed_amt,\n    sum(l.paid_amt) as paid_amt\n"
        "from {{ ref('stg_facets__claim_lines') }} l\njoin {{ ref('dim_member') }} m using (member_id)\n"
        "{% if is_incremental() %}where l.loaded_at > (select max(loaded_at) from {{ this }}){% endif %}\ngroup by 1, 2\n")
    add(f"{cd}/scripts/reconcile_counts.py", P, C, 15,
        '"""Compare claim counts and paid totals by month between legacy SQL Server and Snowflake."""\n'
        "import os\n\nimport pyodbc\nimport snowflake.connector\n\nQUERY = (\"select year(service_from_dt), month(service_from_dt), "
        "count(*), sum(paid_amt) from {table} group by 1, 2\")\n\n\ndef main():\n    legacy = pyodbc.connect(os.environ['LEGACY_DSN'])\n"
        "    sf = snowflake.connector.connect(account='redpine-prod', authenticator='externalbrowser')\n"
        "    # compare month by month and print mismatches over 0.1%\n\n\nif __name__ == '__main__':\n    main()\n")
    add(f"{cd}/docs/cutover_runbook.md", P, C, 4,
        "# Cutover runbook - claims mart\n\n1. Freeze legacy SSIS jobs (Jason)\n2. Final incremental: `dbt build --select marts --target prod`\n"
        "3. Run `python scripts/reconcile_counts.py --all-months`\n4. Repoint Tableau extracts\n5. Sign-off call with Priya + finance\n")

    # ------------------------------------------------------------ Superior Co-op proposal (Projects Consulting)
    d = "Documents/Northstar Data Consulting/Prospects/Superior Co-op"
    add(f"{d}/RFP - Data Analytics Services 2026.pdf", P, C, 26,
        "Superior Cooperative Grocers\nREQUEST FOR PROPOSALS: Data Analytics Services\nIssued May 4, 2026  Responses due June 12, 2026, 5:00 pm CT\n"
        "The Co-op (three stores: Duluth, Two Harbors, Grand Marais) seeks a consultant to consolidate point-of-sale "
        "(LOC Software) and member-owner data into a cloud warehouse and build sales, margin and patronage reporting.\n"
        "Proposals should include approach, timeline, fees, references and proof of insurance. Contact: Jenna Aho, General Manager.")
    add("Downloads/Superior_Coop_RFP_Addendum_1.pdf", P, C, 18,
        "Superior Cooperative Grocers - RFP Data Analytics Services - ADDENDUM 1\nResponses to vendor questions:\n"
        "Q: Is there an existing warehouse? A: No; data lives in LOC Software SQL databases at each store.\n"
        "Q: Budget range? A: The board approved up to $60,000 for phase 1.\nQ: Remote work acceptable? A: Yes, with two on-site visits.")
    add(f"{d}/Proposal - Superior Co-op - POS Analytics v1.docx", P, C, 12,
        "Proposal: Point-of-Sale and Member Analytics for Superior Cooperative Grocers\nPrepared by Derek Lindahl, "
        "Northstar Data Consulting LLC\nDraft v1\n\nApproach: land nightly POS extracts from all three stores in Snowflake "
        "(or BigQuery if preferred), model sales, margin and patronage in dbt, Power BI dashboards for managers.\nTimeline: 14 weeks.")
    add(f"{d}/Proposal - Superior Co-op - POS Analytics v2.docx", P, C, 4,
        "Proposal: Point-of-Sale and Member Analytics for Superior Cooperative Grocers\nPrepared by Derek Lindahl, "
        "Northstar Data Consulting LLC - v2\n\n1. Understanding of needs\n2. Approach (phase 1: sales & margin; phase 2: patronage dividend)\n"
        "3. Timeline: July 13 - October 16, 2026\n4. Fees: fixed fee $54,500 for phase 1\n5. References: Twin Ports Logistics, "
        "Lakeview Community Credit Union\n6. Insurance certificate attached")
    add(f"{d}/pricing worksheet.xlsx", P, C, 8,
        "task;hours;rate;amount\nDiscovery & store visits;40;150;6000\nPOS extract pipelines (3 stores);90;150;13500\n"
        "dbt models sales/margin;110;150;16500\nPower BI dashboards;80;150;12000\nTraining & handoff;30;150;4500\n"
        "Contingency;;;2000\nTotal;350;;54500")
    add(f"{d}/questions for Jenna.txt", P, C, 15,
        "Questions for Jenna Aho (Superior Co-op) - call Thu\n- who maintains LOC Software at each store? IT vendor?\n"
        "- how are member-owner numbers captured at the register\n- patronage dividend calc today: spreadsheet?\n"
        "- can we get 2 yrs of history\n- board meeting date when they pick vendor (June 24?)\n")

    # ------------------------------------------------------------ running the LLC (Areas Consulting)
    d = "Documents/Northstar Data Consulting/Invoices"
    inv = [  # (age, number, client, what, hours)
        (600, "NDC-2024-009", "Twin Ports Logistics, 400 Railroad St, Duluth, MN 55802", "Shipment dashboards - September 2024", 96),
        (540, "NDC-2024-011", "Twin Ports Logistics, 400 Railroad St, Duluth, MN 55802", "Shipment dashboards - final, November 2024", 58),
        (400, "NDC-2025-008", REDPINE, "SOW #2 Tableau dashboards - April 2025", 74),
        (340, "NDC-2025-014", REDPINE, "SOW #2 Tableau dashboards - June 2025 (final)", 55),
        (150, "NDC-2026-001", LAKEVIEW, "Power BI support retainer - January 2026", 20),
        (120, "NDC-2026-002", LAKEVIEW, "Power BI support retainer - February 2026", 20),
        (91, "NDC-2026-003", REDPINE, "SOW #3 claims mart migration - February 2026", 138),
        (90, "NDC-2026-004", LAKEVIEW, "Power BI support retainer - March 2026", 20),
        (61, "NDC-2026-005", REDPINE, "SOW #3 claims mart migration - March 2026", 152),
        (60, "NDC-2026-006", LAKEVIEW, "Power BI support retainer - April 2026", 20),
        (31, "NDC-2026-007", REDPINE, "SOW #3 claims mart migration - April 2026", 147),
        (30, "NDC-2026-008", LAKEVIEW, "Power BI support retainer - May 2026", 20),
    ]
    for age, num, client, what, hours in inv:
        y = _at(age).year
        rate = 160 if "retainer" in what else 165
        short = "Lakeview" if "Lakeview" in client else ("RedPine" if "Red Pine" in client else "TwinPorts")
        add(f"{d}/{y}/{num} {short}.pdf", A, C, age,
            lambda r, dt, num=num, client=client, what=what, hours=hours, rate=rate:
            t_invoice(r, dt, num, client, what, hours, rate))
    add(f"{d}/invoice log.xlsx", A, C, 30,
        "invoice;client;date;amount;paid\nNDC-2026-001;Lakeview CU;01/02/2026;3200.00;01/20/2026\n"
        "NDC-2026-003;Red Pine Health;03/02/2026;22770.00;03/27/2026\nNDC-2026-005;Red Pine Health;04/01/2026;25080.00;04/29/2026\n"
        "NDC-2026-007;Red Pine Health;05/01/2026;24255.00;\nNDC-2026-008;Lakeview CU;05/01/2026;3200.00;05/18/2026")

    d = "Documents/Northstar Data Consulting/Clients/Lakeview CU"
    add(f"{d}/Lakeview CU Retainer Agreement 2025.pdf", A, C, 520,
        "CONSULTING RETAINER AGREEMENT\nLakeview Community Credit Union and Northstar Data Consulting LLC\n"
        "Effective January 1, 2025, month to month. Consultant provides Power BI and reporting support up to 20 hours "
        "per month for a fixed fee of $3,200, additional hours at $160/hr. Either party may end this agreement with 30 days' "
        "written notice. Contact: Tom Reinholt, VP Information Technology.")
    for age, month in ((33, "April 2026"), (2, "May 2026")):
        add(f"{d}/Monthly support summary - {month}.docx", A, C, age,
            lambda r, dt, month=month: t_lakeview_month(r, dt, month))
    add(f"{d}/Power BI refresh issues log.xlsx", A, C, 22,
        "date;report;issue;fix\n01/14/2026;Loan Portfolio;refresh failed;gateway credential renewed\n"
        "02/03/2026;Member Growth;slow visuals;reduced cardinality on date table\n"
        "03/22/2026;Board Packet;RLS error for branch mgr;role mapping fixed\n05/09/2026;Deposits;Symitar export missing;resent by core vendor")

    d = "Documents/Northstar Data Consulting/Admin"
    add(f"{d}/Articles of Organization - Northstar Data Consulting LLC.pdf", A, C, 2125,
        "STATE OF MINNESOTA  Office of the Secretary of State\nArticles of Organization, Limited Liability Company (Minn. Stat. 322C)\n"
        "Name: Northstar Data Consulting LLC\nRegistered office: 4127 35th Ave S, Minneapolis, MN 55406\n"
        "Organizer: Derek J Lindahl\nFiled: 08/03/2020  File number 1187442800029")
    add(f"{d}/EIN confirmation CP575.pdf", A, C, 2120,
        "Department of the Treasury  Internal Revenue Service\nNotice CP 575 A\nWe assigned you an Employer Identification Number "
        "(EIN) 84-2917365. NORTHSTAR DATA CONSULTING LLC, DEREK J LINDAHL SOLE MBR.\nThis EIN will identify you, your business "
        "accounts, tax returns and documents. Keep this notice in your permanent records.")
    add(f"{d}/MN SOS Annual Renewal 2026 - confirmation.pdf", A, C, 150,
        "Minnesota Secretary of State - Business Filings Online\nAnnual Renewal filed successfully\n"
        "Business name: Northstar Data Consulting LLC  File number 1187442800029\nStatus: Active / In Good Standing\n"
        "Renewal for year 2026  Filed 01/02/2026  Fee: $0.00")
    add(f"{d}/Professional liability policy 2026 - Hiscox.pdf", A, C, 160,
        "Hiscox Insurance Company Inc.\nProfessional Liability (Errors & Omissions) and General Liability - Declarations\n"
        "Named insured: Northstar Data Consulting LLC\nPolicy period: 01/01/2026 to 01/01/2027\n"
        "Limit: $1,000,000 each claim / $2,000,000 aggregate  Retention: $2,500\nAnnual premium: $1,284.00")
    add(f"{d}/W-9 Northstar Data Consulting 2026.pdf", A, C, 140,
        "Form W-9 (Rev. March 2024) Request for Taxpayer Identification Number and Certification\n"
        "Name: Derek J Lindahl  Business name: Northstar Data Consulting LLC\nFederal tax classification: single-member LLC "
        "(disregarded entity)\nAddress: 4127 35th Ave S, Minneapolis, MN 55406\nEIN: 84-2917365\nSigned 01/12/2026")
    add(f"{d}/Rate sheet 2026.docx", A, C, 152,
        "Northstar Data Consulting LLC - 2026 Rates\nData engineering / architecture: $165/hr\nBI development & support: $160/hr\n"
        "Retainers: 20 hrs/month $3,200\nFixed-fee projects quoted per scope\nTravel outside the Twin Cities metro billed at IRS mileage rate.")
    add(f"{d}/mileage log 2026.csv", A, C, 6,
        "date,from,to,miles,purpose\n2026-01-14,home,Lakeview CU St Paul,14,board packet review\n"
        "2026-02-02,home,Red Pine Health downtown,6,SOW3 kickoff\n2026-04-14,home,Red Pine Health downtown,6,phase 2 kickoff\n"
        "2026-05-19,home,Red Pine Health downtown,6,steering committee\n")
    add(f"{d}/Bookkeeping/2026 income and expenses.xlsx", A, C, 3,
        "date;category;payee;amount\n01/05/2026;software;Snowflake (dev account);-42.10\n01/09/2026;insurance;Hiscox;-1284.00\n"
        "01/20/2026;income;Lakeview CU;3200.00\n02/01/2026;software;GitHub;-4.00\n03/27/2026;income;Red Pine Health;22770.00\n"
        "04/02/2026;home office;Xcel share 12%;-11.40\n04/15/2026;owner draw;Derek;-6500.00")
    add(f"{d}/Bookkeeping/2025 income and expenses.xlsx", A, C, 120,
        "month;income;expenses;net\nJan;9600;812;8788\nFeb;3200;340;2860\nMar;3200;295;2905\nApr;15410;410;15000\n"
        "May;16565;388;16177\nJun;12275;402;11873\nTotal 2025;171240;7120;164120")
    for age in (33,):
        dt = _at(age)
        add(f"{d}/Business checking/Riverview Bank stmt {dt:%Y-%m}.pdf", A, C, age,
            f"Riverview Bank  Business Checking Statement\nNORTHSTAR DATA CONSULTING LLC\nAccount ending 4471\n"
            f"Period ending {_s(dt)}\nDeposits: RED PINE HEALTH ACH; LAKEVIEW CCU ACH\nWithdrawals: TRANSFER TO U.S. BANK "
            f"OWNER DRAW; IRS USATAXPYMT; MN DEPT REVENUE; GITHUB; SNOWFLAKE\nMonthly service fee waived")
    add("code/northstar-invoicing/invoice.py", A, C, 95,
        '"""Generate Northstar Data Consulting invoices as PDF from clients.yaml and a Toggl hours export."""\n'
        "import csv\nimport sys\nfrom pathlib import Path\n\nimport yaml\nfrom weasyprint import HTML\n\n"
        "RATE_DEFAULT = 165\n\n\ndef next_number(year, outdir):\n    n = len(list(Path(outdir).glob(f'NDC-{year}-*.pdf'))) + 1\n"
        "    return f'NDC-{year}-{n:03d}'\n\n\ndef main(client_key, hours_csv):\n    clients = yaml.safe_load(open('clients.yaml'))\n"
        "    hours = sum(float(row['hours']) for row in csv.DictReader(open(hours_csv)))\n    ...\n\n\n"
        "if __name__ == '__main__':\n    main(*sys.argv[1:])\n")
    add("code/northstar-invoicing/clients.yaml", A, C, 150,
        "redpine:\n  name: Red Pine Health Partners\n  ap_email: ap@redpinehealth.org\n  rate: 165\n"
        "lakeview:\n  name: Lakeview Community Credit Union\n  retainer: 3200\n  rate: 160\n")
    add("code/northstar-invoicing/templates/invoice.html", A, C, 410,
        "<html><body><h1>Northstar Data Consulting LLC</h1><p>INVOICE {{ number }}</p>"
        "<p>Bill to: {{ client.name }}</p><table>{% for line in lines %}<tr><td>{{ line.desc }}</td>"
        "<td>{{ line.amount }}</td></tr>{% endfor %}</table><p>Net 30. ACH to Riverview Bank.</p></body></html>\n")
    add("code/northstar-invoicing/README.md", A, C, 410,
        "# northstar-invoicing\n\nMy little script to turn Toggl exports into PDF invoices for Northstar Data Consulting.\n\n"
        "`python invoice.py redpine toggl_2026-04.csv` -> writes NDC-2026-0xx.pdf into ~/Documents/Northstar Data Consulting/Invoices/<year>/\n")
    dot("code/northstar-invoicing/.gitignore", b"*.pdf\n__pycache__/\n.venv/\n", 410)

    # ------------------------------------------------------------ past engagements (Archive Consulting)
    d = "Documents/Northstar Data Consulting/Past Clients"
    add(f"{d}/Twin Ports Logistics 2024/SOW Twin Ports - shipment dashboards.pdf", X, C, 760,
        "STATEMENT OF WORK\nTwin Ports Logistics / Northstar Data Consulting LLC\nShipment visibility dashboards in Power BI, "
        "fed from McLeod TMS. Term: June 1 - November 30, 2024. Estimate 420 hours at $155/hr.")
    add(f"{d}/Twin Ports Logistics 2024/Final report and handoff.docx", X, C, 545,
        "Twin Ports Logistics - Shipment Dashboards - Final Report\nNovember 27, 2024\nDelivered: 6 Power BI reports (on-time "
        "delivery, lane profitability, detention), nightly TMS extract to Azure SQL, documentation.\nHandoff to Ryan Dahl (IT). "
        "Project closed; no open items.")
    add(f"{d}/Twin Ports Logistics 2024/closeout letter signed.pdf", X, C, 540,
        "Twin Ports Logistics\nDecember 3, 2024\nDear Derek,\nThis letter confirms acceptance of all deliverables under the "
        "shipment dashboards statement of work and closes the engagement. Thank you for the excellent work.\nSincerely, Anne Marie Lind, COO")
    add(f"{d}/Gunflint Outdoor Supply 2023/Proposal Gunflint Outdoor - Shopify analytics.docx", X, C, 1170,
        "Proposal for Gunflint Outdoor Supply\nShopify and in-store sales analytics\nPrepared by Derek Lindahl, March 2023\n"
        "Fixed fee $18,000; 8 weeks; Looker Studio dashboards fed by BigQuery.")
    add(f"{d}/Gunflint Outdoor Supply 2023/final deliverables.pdf", X, C, 1010,
        "Gunflint Outdoor Supply - Final Deliverables - August 2023\nBigQuery dataset shopify_sales; Looker Studio report "
        "'Store & Web Sales'; inventory turn by SKU; documentation. Accepted by Pete Hedstrom, owner.")
    add(f"{d}/Minnehaha Brewing 2021/engagement summary.docx", X, C, 1660,
        "Minnehaha Brewing Co. - engagement summary (2021)\nTaproom POS + distributor depletion data into Google Sheets/BigQuery; "
        "weekly sales dashboard. 140 hours, Jan-May 2021. Contact: Luis Ortega. Closed May 2021.")
    add("code/twinports-dashboards/README.md", X, C, 540,
        "# twinports-dashboards\n\nETL + Power BI assets delivered to Twin Ports Logistics (2024). Handed off to their IT; "
        "kept for reference. Not maintained.\n")
    add("code/twinports-dashboards/etl/load_shipments.py", X, C, 560,
        '"""Nightly load of McLeod TMS shipment rows into Azure SQL for Twin Ports Logistics."""\n'
        "import pyodbc\n\nSQL = 'select order_id, origin, dest, pickup_dt, deliver_dt, revenue from mcleod.orders'\n\n\n"
        "def run():\n    src = pyodbc.connect('DSN=mcleod')\n    dst = pyodbc.connect('DSN=tpl_azure')\n    ...\n")

    # ------------------------------------------------------------ reference (Resources Consulting)
    d = "Documents/Reference"
    add(f"{d}/dbt best practices notes.md", R, C, 210,
        "# dbt notes\n\n- staging = 1:1 with source, rename + cast only\n- intermediate models for joins, marts for business entities\n"
        "- incremental: always set unique_key; use is_incremental() guard\n- tests: unique + not_null on every PK, relationships on FKs\n"
        "- `dbt build --select state:modified+` in CI\n")
    add(f"{d}/Snowflake cost optimization cheatsheet.pdf", R, C, 180,
        "Snowflake Cost Optimization Cheat Sheet\n- Auto-suspend warehouses at 60 seconds\n- Use resource monitors per warehouse\n"
        "- Cluster keys only for multi-TB tables\n- Query ACCOUNT_USAGE.WAREHOUSE_METERING_HISTORY weekly\n- Prefer transient tables for staging")
    add(f"{d}/Twin Cities dbt meetup March 2026.md", R, C, 75,
        "# Twin Cities dbt meetup - 3/19/2026 @ Fueled Collective\n\n- talk: semantic layer at a Minneapolis retailer\n"
        "- talk: unit tests in dbt 1.8 -- worth adopting\n- met: Kelsey (Best Buy), Omar (freelance, Power BI)\n")
    add(f"{d}/Consulting agreement template.docx", R, C, 700,
        "CONSULTING AGREEMENT (TEMPLATE)\nThis Agreement is between [CLIENT] and Northstar Data Consulting LLC.\n"
        "1. Services ... 2. Compensation ... 3. Independent contractor ... 4. Confidentiality ... 5. IP assignment upon payment ...\n"
        "Based on the Freelancers Union contract template; reviewed by attorney 2020.")
    add(f"{d}/Books/Fundamentals of Data Engineering - Reis & Housley.epub", R, C, 400,
        _epub("Fundamentals of Data Engineering", "Joe Reis and Matt Housley", "en",
              "The data engineering lifecycle: generation, storage, ingestion, transformation and serving."))
    add(f"{d}/Books/The Data Warehouse Toolkit 3rd ed.epub", R, C, 1300,
        _epub("The Data Warehouse Toolkit, Third Edition", "Ralph Kimball and Margy Ross", "en",
              "Dimensional modeling: fact tables, conformed dimensions and slowly changing dimensions."))
    add("Downloads/snowflake-sql-reference.pdf", R, C, 58,
        "Snowflake SQL Command Reference (excerpt)\nCREATE WAREHOUSE ... WAREHOUSE_SIZE = 'XSMALL' AUTO_SUSPEND = 60\n"
        "COPY INTO <table> FROM @stage FILE_FORMAT = (TYPE = CSV)\nMERGE INTO target USING source ON ...\nQUALIFY ROW_NUMBER() OVER (...) = 1")

    # ------------------------------------------------------------ Taxes (Areas; CP2000 answer is a Project)
    T = "Taxes"
    d = "Documents/Taxes"
    for y, age in ((2021, 1505), (2022, 1140), (2023, 780), (2024, 410), (2025, 48)):
        add(f"{d}/{y}/{y} Form 1040 Lindahl - filed.pdf", A, T, age, lambda r, dt, y=y: t_1040(r, dt, y))
        if y >= 2023:
            add(f"{d}/{y}/{y} MN M1.pdf", A, T, age - 1, lambda r, dt, y=y: t_m1(r, dt, y))
    add(f"{d}/2025/1099-NEC Red Pine Health 2025.pdf", A, T, 120,
        "Form 1099-NEC  Nonemployee Compensation  2025\nPAYER: Red Pine Health Partners, EIN 41-1877020\n"
        "RECIPIENT: Northstar Data Consulting LLC, TIN 84-2917365\nBox 1 Nonemployee compensation $38,115.00\nBox 4 Federal income tax withheld $0.00")
    add(f"{d}/2025/1099-INT US Bank 2025.pdf", A, T, 118,
        "U.S. Bank  2025 Form 1099-INT\nRecipient: DEREK J LINDAHL\nBox 1 Interest income $412.66\nAccount: Elite Money Market ending 9051")
    add(f"{d}/2025/1098 mortgage interest 2025 - Rocket.pdf", A, T, 122,
        "Rocket Mortgage  Form 1098 Mortgage Interest Statement 2025\nBorrower: Derek J Lindahl, Karen M Lindahl\n"
        f"Property: {HOME_ADDR}\nBox 1 Mortgage interest received $7,904.12\nBox 2 Outstanding principal $228,450.30\nBox 10 Property tax paid $5,318.00")
    add(f"{d}/2025/1098-T UW-Madison Sam 2025.pdf", A, T, 125,
        "Form 1098-T Tuition Statement 2025\nFILER: Board of Regents, University of Wisconsin System - Madison\n"
        "STUDENT: Samuel Lindahl\nBox 1 Payments received for qualified tuition $11,486.20\nBox 5 Scholarships or grants $0.00\nBox 8 At least half-time: X")
    add(f"{d}/2025/Halvorson Reed engagement letter 2025.pdf", A, T, 135,
        "Halvorson & Reed CPAs, PLLC  7600 France Ave S, Edina, MN 55435\nJanuary 20, 2026\nDear Derek and Karen,\n"
        "This letter confirms our engagement to prepare your 2025 federal and Minnesota individual income tax returns, "
        "including Schedule C for Northstar Data Consulting LLC. Our fee is estimated at $1,450.\nSincerely, Gail Halvorson, CPA")
    add(f"{d}/2025/2025 tax organizer - Lindahl.xlsx", A, T, 95,
        "item;amount;notes\nSchedule C gross receipts;171240;from bookkeeping\nHome office sq ft;140 of 1650;\n"
        "SEP-IRA contribution;32800;made 3/30/2026\nHSA contributions (payroll);7150;Karen W-2 box 12 W\n"
        "Charitable;2150;church + SMHA\n529 contributions;3600;MN deduction up to $3,000 MFJ\nEstimated payments federal;34000;4 x 8500")
    add(f"{d}/2024/1099-NEC Twin Ports Logistics 2024.pdf", A, T, 485,
        "Form 1099-NEC 2024\nPAYER: Twin Ports Logistics LLC, Duluth MN\nRECIPIENT: Northstar Data Consulting LLC 84-2917365\n"
        "Box 1 Nonemployee compensation $63,395.00")
    add(f"{d}/2024/W-2 Karen Riverside Medical Center 2024.pdf", A, T, 490,
        "Form W-2 Wage and Tax Statement 2024\nEmployer: Riverside Medical Center, Minneapolis MN\nEmployee: Karen M Lindahl\n"
        "Box 1 Wages $74,882.40  Box 2 Federal tax withheld $7,210.00  Box 12 W $6,600.00 (HSA)  Box 16 MN wages $74,882.40")
    d = "Documents/Taxes/Estimated taxes"
    add(f"{d}/2026 1040-ES Q1 payment confirmation.pdf", A, T, 48,
        "IRS Direct Pay  Payment confirmation\nTax form: 1040ES  Tax period: 2026\nAmount: $9,000.00  Payment date: 04/15/2026\n"
        "Confirmation number: 18RE-WK9T-44XQ-P2M7\nTaxpayer: DEREK J LINDAHL")
    add(f"{d}/2026 MN M14ES Q1 confirmation.pdf", A, T, 48,
        "Minnesota e-Services  Estimated payment received\nForm M14ES  Tax year 2026  Installment 1\nAmount $3,100.00  Paid 04/15/2026 from U.S. Bank checking")
    add(f"{d}/2026 estimated tax calc.xlsx", A, T, 10,
        "quarter;due;federal;MN;paid\nQ1;04/15/2026;9000;3100;yes\nQ2;06/15/2026;9000;3100;\nQ3;09/15/2026;9000;3100;\nQ4;01/15/2027;9000;3100;\n"
        "basis;110% of 2025 tax (safe harbor);;;")
    add(f"{d}/2025 1040-ES Q4 payment confirmation.pdf", A, T, 137,
        "IRS Direct Pay  Payment confirmation\nTax form: 1040ES  Tax period: 2025\nAmount: $8,500.00  Payment date: 01/14/2026\nConfirmation number: 51QT-7ZMA-R09C-LL2D")
    d = "Documents/Taxes/IRS CP2000 2024"
    add(f"{d}/CP2000 notice - 2024.pdf", P, T, 34,
        "Department of the Treasury  Internal Revenue Service\nNotice CP2000  Tax year 2024  Notice date April 27, 2026\n"
        "DEREK J & KAREN M LINDAHL\nProposed changes to your 2024 Form 1040\nThe income and payment information we have on file "
        "doesn't match the information you reported. Unreported: Form 1099-B proceeds from Vanguard Brokerage Services $14,822.\n"
        "Proposed amount due: $2,941.00 including interest.\nRespond by May 27, 2026 (extension requested).")
    add(f"{d}/1099-B reconciliation 2024.xlsx", P, T, 21,
        "lot;date acquired;date sold;proceeds;cost basis;gain\nVTSAX 41.2 sh;03/2016;07/15/2024;14822.00;13905.33;916.67\n"
        "note;;;;;basis was reported to IRS (box 12 checked) - only gain is taxable\nproposed tax on full proceeds;;;;;wrong")
    add(f"{d}/CP2000 response - signed.pdf", P, T, 5,
        "Response to CP2000 - tax year 2024 - Derek J & Karen M Lindahl\nWe partially agree. The Vanguard sale was omitted in error, "
        "but the cost basis of $13,905.33 was reported to the IRS. The correct additional gain is $916.67, tax $138 plus interest.\n"
        "Attached: corrected Form 8949, Vanguard 1099-B. Signed Derek Lindahl, Karen Lindahl, 05/26/2026. Faxed to 855-xxx-2081.")

    # ------------------------------------------------------------ Finance (Areas; closed accounts Archive)
    F = "Finance"
    d = "Documents/Finance"
    for age in (2, 32, 63):
        dt = _at(age)
        add(f"{d}/US Bank/checking statement {dt:%Y-%m}.pdf", A, F, age,
            lambda r, dt: t_bank(r, dt, "U.S. Bank", "Easy Checking ending 3307", "DEREK J LINDAHL / KAREN M LINDAHL"))
    for age in (8, 39):
        dt = _at(age)
        add(f"{d}/Chase/Chase Freedom statement {dt:%b %Y}.pdf", A, F, age, lambda r, dt: t_cc(r, dt))
    add(f"{d}/Vanguard/Vanguard Q1 2026 statement.pdf", A, F, 55,
        "Vanguard  Quarterly statement  January 1 - March 31, 2026\nDerek J Lindahl\nBrokerage account ending 2290: $86,412.19\n"
        "SEP-IRA ending 7714: $241,908.55\nRollover IRA ending 0628: $318,770.02\nTotal household assets $647,090.76")
    add(f"{d}/Vanguard/SEP-IRA contribution confirmation 2025.pdf", A, F, 63,
        "Vanguard  Contribution confirmation\nSEP-IRA ending 7714  Contribution for tax year 2025: $32,800.00\n"
        "Received 03/30/2026  Invested in Vanguard Target Retirement 2040 Fund")
    add(f"{d}/Karen 403b statement Q1 2026.pdf", A, F, 52,
        "Fidelity NetBenefits  Riverside Medical Center 403(b) Plan\nParticipant: Karen M Lindahl\nQuarter ending 03/31/2026\n"
        "Balance $167,230.44  Contributions YTD $5,250.00  Employer match $1,575.00")
    add(f"{d}/household budget 2026.xlsx", A, F, 14,
        "category;monthly;notes\nMortgage (Rocket);1842;incl escrow\nUtilities;410;Xcel + CenterPoint + water\nGroceries;1250;\n"
        "Sam - UW;1600;529 covers tuition, we cover rent\nAva - hockey/ortho;380;\nCabin fund;1500;\nCars/gas;420;\nSavings/SEP;2500;")
    add(f"{d}/net worth tracker.xlsx", A, F, 60,
        "date;cash;investments;retirement;house;cabin lot;mortgage;net worth\n12/31/2024;38000;79000;688000;465000;85000;-236000;1119000\n"
        "12/31/2025;41000;84000;742000;480000;88000;-228000;1207000\n03/31/2026;36500;86400;728000;482000;88000;-225000;1195900")
    add(f"{d}/Term life policy - Derek - Protective.pdf", A, F, 1900,
        "Protective Life Insurance Company\nPolicy schedule  Term life, 20-year level term\nInsured: Derek J Lindahl\n"
        "Face amount: $1,000,000  Policy date: 02/14/2021  Annual premium $1,118.00\nBeneficiary: Karen M Lindahl (primary); trust for minor children (contingent)")
    add(f"{d}/Will and estate plan 2019 - Lindahl.pdf", A, F, 2500,
        "LAST WILL AND TESTAMENT OF DEREK JAMES LINDAHL\nI, Derek James Lindahl, of Hennepin County, Minnesota, declare this to be my will.\n"
        "I give my estate to my wife Karen Marie Lindahl. If she does not survive me, to the trustee of the Lindahl Children's Trust "
        "for Samuel and Ava. I nominate Eric Lindahl as guardian of my minor children.\nSigned April 9, 2019, Minneapolis. Witnessed and notarized.")
    add(f"{d}/Closed accounts/Wells Fargo savings - closing statement 2019.pdf", X, F, 2430,
        "Wells Fargo  Way2Save Savings - final statement\nAccount ending 5512 closed 06/28/2019 at customer request\n"
        "Closing balance $0.00  Funds transferred to U.S. Bank Elite Money Market")
    add(f"{d}/Closed accounts/TD Ameritrade transfer to Vanguard 2021.pdf", X, F, 1720,
        "Vanguard  ACATS transfer complete\nFrom TD Ameritrade account ending 8841 to Vanguard brokerage ending 2290\n"
        "Assets received 09/14/2021: 312 sh VTI, cash $1,204.55. The TD Ameritrade account has been closed.")

    # ------------------------------------------------------------ the cabin build (Projects Cabin)
    K = "Cabin"
    d = "Documents/Cabin"
    add(f"{d}/Permits/Cook County land use permit application.pdf", P, K, 150,
        "Cook County Land Services Department  411 W 2nd St, Grand Marais, MN 55604\nLAND USE PERMIT APPLICATION\n"
        f"Applicant: Derek Lindahl and Eric Lindahl  Property: {CABIN_SITE}  {PARCEL}\nZoning district: FAR-1 Forest Agricultural Recreation\n"
        "Project: new 20' x 24' single-family dwelling (seasonal cabin) with loft, 1.5 stories, frost-protected shallow foundation\n"
        "Setbacks: road 68 ft, side 45 ft, wetland 150 ft\nFee: $350.00  Date submitted 12/30/2025")
    add(f"{d}/Permits/Land Use Permit 2026-LU-0142 APPROVED.pdf", P, K, 102,
        "COOK COUNTY LAND USE PERMIT  No. 2026-LU-0142\nIssued to: Derek Lindahl\nLocation: 6418 Caribou Pines Rd, PIN 55-012-2840\n"
        "Authorized: single-family dwelling 480 sq ft footprint, max height 25 ft\nConditions: erosion control until vegetation restored; "
        "SSTS must be installed and certified before occupancy.\nPermit expires one year from issue unless construction has begun. Issued 02/18/2026")
    add(f"{d}/Permits/SSTS design - Arrowhead Septic Design.pdf", P, K, 120,
        "Arrowhead Septic Design LLC - Subsurface Sewage Treatment System Design\nSite: 6418 Caribou Pines Rd, Cook County\n"
        "Soil borings: 3, redoximorphic features at 30 in.  Design flow: 300 gpd (2 bedrooms)\nSystem: Type I mound, 1,000 gal two-compartment tank\n"
        "Designer: Rick Tofte, MPCA license L2041")
    add(f"{d}/Plans/cabin 20x24 floor plan v4.pdf", P, K, 90,
        "Lindahl cabin - floor plan v4\n20' x 24' main floor: great room 16x20, kitchen wall, bath 8x8, mudroom\nLoft 12x20, 7'6\" knee walls\n"
        "12/12 roof pitch, 2x10 rafters 16 in o.c.\nWindows: 5 Andersen 400 series, slider door south")
    add(f"{d}/Plans/cabin plans FINAL.pdf", P, K, 70,
        "Lindahl cabin - construction set FINAL\nSheet A1 floor plan, A2 elevations, S1 foundation (FPSF, 2 in XPS wings), S2 framing")
    add(f"{d}/Plans/cabin plans FINAL2.pdf", P, K, 41,
        "Lindahl cabin - construction set FINAL2 (revised after change order 01)\nS1 foundation revised: frost footings at 60 in on north side\n"
        "Sheet A1 floor plan, A2 elevations, S1 foundation, S2 framing, S3 roof trusses by supplier")
    photo(f"{d}/Plans/loft framing sketch.png", P, K, 66)
    add(f"{d}/Plans/window schedule.xlsx", P, K, 60,
        "mark;location;size;type;qty\nW1;south great room;36x60;Andersen 400 casement;2\nW2;east;30x48;casement;1\n"
        "W3;loft gable;24x36;awning;2\nD1;south;72x80;gliding patio door;1")
    add(f"{d}/Lumber/North Shore Lumber quote 4471.pdf", P, K, 80,
        f"{NSL}\nQUOTE #4471  Customer: Derek Lindahl  Job: Caribou Pines cabin\n"
        "2x6x10 SPF studs - 180 ea\n2x10x14 rafters/joists - 64 ea\n7/16 OSB 4x8 - 95 sh\n3/4 T&G Advantech subfloor - 18 sh\n"
        "LVL 1-3/4 x 11-7/8 x 20 - 3\nHousewrap 9x150 - 2 rl\nSubtotal $21,406.50  Tax 7.375%  Delivery to site $250\nQuote valid 30 days")
    add(f"{d}/Lumber/lumber order revised v2.xlsx", P, K, 27,
        "item;qty;unit;price;ext\n2x6x10 SPF;180;ea;8.45;1521.00\n2x10x14;64;ea;24.10;1542.40\n7/16 OSB;95;sh;17.80;1691.00\n"
        "Advantech 3/4;18;sh;58.25;1048.50\nLVL 11-7/8x20;3;ea;212.00;636.00\nnote;;;;trusses ordered separately (Eric's quote)")
    add(f"{d}/Lumber/delivery confirmation May 2026.pdf", P, K, 16,
        f"{NSL}\nDELIVERY CONFIRMATION  Order 4471-R2\nDeliver to: {CABIN_SITE}\nScheduled: Saturday 05/30/2026, boom truck, AM\n"
        "Customer must ensure driveway is passable for 26,000 lb truck. Balance due on delivery: $12,880.14")
    add(f"{d}/Contractor/Sawtooth Excavating contract - foundation and septic.pdf", P, K, 110,
        f"{SAWTOOTH}\nCONTRACT  Owner: Derek Lindahl  Site: {CABIN_SITE}\nScope: clear building pad and driveway (300 ft), "
        "excavate and place frost-protected shallow foundation per plans, install SSTS mound system per Arrowhead design, backfill, grade.\n"
        "Price: $48,700.00  Deposit 30% at signing; 40% on foundation complete; 30% on septic certification.\nStart: May 4, 2026 (road restrictions permitting)")
    add(f"{d}/Contractor/Sawtooth invoice 1 - deposit.pdf", P, K, 105,
        f"{SAWTOOTH}\nINVOICE 26-118  Bill to Derek Lindahl\nCaribou Pines cabin - deposit 30% of contract $48,700\nAmount due $14,610.00")
    add(f"{d}/Contractor/change order 01 - frost footings.pdf", P, K, 44,
        f"{SAWTOOTH}\nCHANGE ORDER 01  Lindahl cabin\nNorth side: ledge rock and wet soil found; replace FPSF wing with 60 in frost footings and "
        "drain tile to daylight.\nAdd $4,950.00  New contract total $53,650.00\nApproved: Derek Lindahl 04/18/2026")
    add("Downloads/Sawtooth_Excavating_Invoice_26-141.pdf", P, K, 9,
        f"{SAWTOOTH}\nINVOICE 26-141  Bill to Derek Lindahl\nProgress billing: foundation complete (40%) incl. change order 01\nAmount due $21,460.00  Net 15")
    add(f"{d}/Cabin budget.xlsx", P, K, 7,
        "item;budget;actual;notes\nLand use permit + SSTS permit;650;650;\nSite work, foundation, septic (Sawtooth);48700;53650;CO 01\n"
        "Lumber (North Shore);23500;23080;\nTrusses;6200;5985;\nWell (Hovland Well Drilling);14000;;quote\nWindows & doors;9800;;\n"
        "Roofing steel;7400;;\nSolar + batteries;12000;;phase 2\nTotal;122250;;")
    add(f"{d}/build schedule 2026.xlsx", P, K, 12,
        "week;dates;task;who\n1;May 4-8;site clearing, driveway;Sawtooth\n3;May 18-22;foundation;Sawtooth\n"
        "5;May 30;lumber delivery;North Shore\n6;June 5-14;floor deck + walls;Derek + Eric\n8;June 26-28;trusses + sheathing;Derek + Eric + Sam\n"
        "10;July;roof steel, windows;\n12;Aug;septic mound;Sawtooth")
    add(f"{d}/todo with Eric.md", P, K, 5,
        "# Cabin - todo (Derek + Eric)\n\n- [ ] rent the 19' scissor? or just staging\n- [ ] nail gun + compressor from Eric's shop\n"
        "- [x] order trusses (Eric's guy in Duluth)\n- [ ] portable toilet rental from Cook County Sanitation\n- [ ] call Hovland Well about August date\n"
        "- [ ] generator fuel, tarps\n")
    for i, age in enumerate((32, 24, 16, 9, 2)):
        photo(f"Pictures/Cabin build/IMG_{5101 + i * 7}.jpg", P, K, age)
    photo("Pictures/Cabin build/drone shot lot.jpg", P, K, 29)
    # the lot itself (Areas Cabin)
    add(f"{d}/Cook County property tax statement 2026 - {PARCEL}.pdf", A, K, 75,
        "COOK COUNTY, MINNESOTA  2026 Property Tax Statement\nTaxpayer: Derek J Lindahl & Eric A Lindahl\n"
        f"Property ID {PARCEL}  Caribou Pines Rd, Lutsen-Grand Marais unorganized\nClass: seasonal residential recreational (land)\n"
        "Estimated market value $88,000\nFirst half due May 15: $486.00  Second half due October 15: $486.00")
    add(f"{d}/Cook County property tax statement 2025.pdf", A, K, 440,
        "COOK COUNTY, MINNESOTA  2025 Property Tax Statement\nTaxpayer: Derek J Lindahl & Eric A Lindahl\n"
        f"Property ID {PARCEL}\nEstimated market value $85,000\nTotal tax payable 2025: $934.00")
    add(f"{d}/vacant land liability policy.pdf", A, K, 210,
        "Cedar Mutual Insurance  Vacant land liability - declarations\nInsured: Derek Lindahl, Eric Lindahl\n"
        f"Location: {CABIN_SITE} (12.1 acres)\nPolicy period 11/01/2025 - 11/01/2026  Liability $500,000  Premium $185.00\n"
        "Note: builder's risk coverage must be added before framing begins.")
    # the 2023 lot purchase (Archive Cabin)
    d = "Documents/Cabin/Lot purchase 2023"
    add(f"{d}/Purchase agreement - Caribou Pines lot.pdf", X, K, 1075,
        "PURCHASE AGREEMENT (vacant land)\nBuyers: Derek J Lindahl and Eric A Lindahl  Seller: Estate of Walter Hanninen\n"
        f"Property: approx. 12.1 acres, {PARCEL}, Cook County, MN\nPrice: $79,500  Earnest money $2,000\nContingencies: survey, perc test, title\nAccepted 06/11/2023")
    add(f"{d}/Closing disclosure.pdf", X, K, 1030,
        "ALTA Settlement Statement - Buyer\nNorth Shore Title, Grand Marais\nBuyers: Derek J Lindahl, Eric A Lindahl\n"
        "Closing date 07/26/2023  Purchase price $79,500.00  Title insurance $412.00  Recording fees $92.00\nCash to close $78,329.50")
    add(f"{d}/Survey - Arrowhead Land Surveying.pdf", X, K, 1050,
        "CERTIFICATE OF SURVEY  Arrowhead Land Surveying Inc.\nPart of the SW 1/4 of NE 1/4, Section 12, Township 61 North, Range 1 West, Cook County\n"
        "Area 12.10 acres; iron monuments set at all corners; road easement 33 ft over Caribou Pines Rd. Surveyed July 2023.")
    add(f"{d}/perc test results 2023.pdf", X, K, 1060,
        "Soil evaluation / percolation test - Caribou Pines lot (Hanninen parcel)\nJune 28, 2023  Two suitable mound areas identified "
        "east of proposed building site. Bedrock > 48 in at borings B1-B3. Result: suitable for Type I mound system.")

    # ------------------------------------------------------------ hockey
    H = "Hockey"
    d = "Documents/Hockey/2025-26 14U B Girls"
    add(f"{d}/roster 2025-26.xlsx", A, H, 255,
        "#;player;pos;parent;phone\n" + "\n".join(
            f"{n};{p};{'G' if i in (0, 14) else ('D' if i % 3 == 0 else 'F')};{PARENTS[i % len(PARENTS)]};612-555-{1200 + i * 37}"
            for i, (n, p) in enumerate(zip((1, 2, 4, 5, 7, 8, 9, 11, 12, 14, 16, 17, 19, 21, 30), PLAYERS))))
    add(f"{d}/ice schedule Nov-Feb.pdf", A, H, 220,
        "South Minneapolis Hockey Association - Ice Schedule Nov 2025 - Feb 2026\nTeam: 14U B Girls (Lindahl)\n"
        "Mon 6:15-7:15 pm Parade Ice Garden rink 2\nWed 5:00-6:00 pm Bloomington Ice Garden rink 3\nSat 8:00-9:00 am Parade rink 1\n"
        "Games per District 6 schedule. Ice changes go through the ice scheduler only.")
    add(f"{d}/team budget 2025-26.xlsx", A, H, 200,
        "item;amount\nTeam fee collected (15 x $450);6750\nTournament entries (Rochester, St. Cloud, Eau Claire);2100\n"
        "Extra ice;1200\nJerseys socks;840\nTeam party;450\nCoach gifts;0\nBalance;2160")
    add(f"{d}/parent meeting notes Sept.docx", A, H, 250,
        "14U B Girls - parent meeting, Sept 21 2025\n- Coaches: Derek Lindahl (head), Kari Moe, Brian Tollefson\n"
        "- Team manager: Jen Olson; treasurer: Steph Berglund\n- 24-hour rule for playing-time concerns\n"
        "- Tournaments: Rochester (Dec), St. Cloud (Jan), Eau Claire (Feb)\n- Volunteer hours: 10 per family (concessions, scorebox)")
    for wk, age in ((6, 190), (11, 155), (19, 99)):
        add(f"{d}/practice plans/week {wk}.docx", A, H, age, lambda r, dt, wk=wk: t_practice(r, dt, wk))
    add(f"{d}/end of season player evals.docx", A, H, 75,
        "14U B Girls - end of season evaluations (confidential, coaches only)\nSkating / puck skills / hockey sense / compete, 1-5\n"
        "Maya O. 4/3/4/5 - move up to A next year likely\nHarper K. 3/3/3/4 - work on crossovers\nNora B. 4/4/3/4\n"
        "Goalies: Ruby A. - strong, recommend goalie camp")
    add("Documents/Hockey/USA Hockey CEP Level 3 certificate.pdf", A, H, 595,
        "USA Hockey Coaching Education Program\nCertificate of Completion  Level 3\nDerek Lindahl  Member #44719823\n"
        "Completed 10/12/2024, Minnesota District 6. Valid; renewal requirements per USA Hockey.")
    add("Documents/Hockey/SafeSport certificate 2025.pdf", A, H, 245,
        "U.S. Center for SafeSport\nCertificate - SafeSport Trained Refresher 2\nDerek Lindahl  Completed 09/29/2025  Expires 09/29/2026")
    add("Documents/Hockey/2026-27 tryouts info.pdf", A, H, 35,
        "SMHA 2026-27 Girls Tryouts\n12U and 14U tryouts: Sept 8-12, 2026 at Parade Ice Garden\nEvaluators: independent (Minnesota Made)\n"
        "Head coach applications due July 15. Registration opens June 15.")
    add("code/hockey-lines/lines.py", A, H, 180,
        '"""Rotate forward lines and D pairs for 14U B games so ice time evens out over the season."""\n'
        "import csv\nimport itertools\n\nFORWARDS = ['Maya', 'Harper', 'Nora', 'Ella', 'Claire', 'Lucy', 'Grace', 'Addison', 'Zoe']\n"
        "DEFENSE = ['Ava', 'Brooke', 'Emma', 'Lily', 'Sophie']\n\n\ndef lines_for_game(n):\n    shift = n % len(FORWARDS)\n"
        "    f = FORWARDS[shift:] + FORWARDS[:shift]\n    return [f[i:i + 3] for i in range(0, 9, 3)]\n")
    add("code/hockey-lines/games.csv", A, H, 100,
        "date,opponent,result\n2025-11-22,Edina Blue,L 2-3\n2025-12-06,Wayzata B1,W 4-1\n2026-01-10,Hopkins,T 2-2\n2026-02-14,Rochester Black,W 3-0\n")
    # summer skills camp (Projects Hockey)
    d = "Documents/Hockey/Summer Skills Camp 2026"
    add(f"{d}/camp schedule draft v2.docx", P, H, 11,
        "SMHA Girls Summer Skills Camp 2026\nJune 22-26, Parade Ice Garden rink 1\nGroup A (10U-12U) 8:30-10:00  Group B (14U-15U) 10:15-11:45\n"
        "Mon edges & stride, Tue puck handling, Wed passing under pressure, Thu shooting + goalie session, Fri small-area games + 3v3\n"
        "Guest coach Thursday: Megan Bozek? (ask)")
    add(f"{d}/Parade ice rental contract June 2026.pdf", P, H, 45,
        "Minneapolis Park & Recreation Board - Parade Ice Garden\nICE RENTAL CONTRACT\nRenter: South Minneapolis Hockey Association - "
        "contact Derek Lindahl\nDates: June 22-26, 2026, 8:15 am - 12:00 pm, rink 1\nRate: $265/hour x 18.75 hrs = $4,968.75\nDeposit 50% due May 1, 2026")
    add(f"{d}/camp budget.xlsx", P, H, 9,
        "item;amount\nIce;4968.75\nGuest coach;600\nJerseys (60);1380\nInsurance rider;150\nRegistrations 48 x $225;10800\nNet to association;3701.25")
    photo(f"{d}/camp flyer v2.png", P, H, 40)
    add(f"{d}/volunteer signup.txt", P, H, 14,
        "skills camp volunteers\nMon: Kari, Brian (on ice); Jen (check-in)\nTue: Brian, Tom J\nWed: Kari, Dan H\nThu: goalie coach Ruby's dad?\nFri: everyone + pizza (Steph orders)\n")
    # Sam's Bantam team 2019-20 (Archive Hockey)
    d = "Documents/Hockey/Old - Sam Bantam AA 2019-20"
    add(f"{d}/Bantam AA roster 2019-20.xlsx", X, H, 2400,
        "#;player;pos\n4;Sam Lindahl;D\n9;Owen Kowalski;F\n12;Jack Olson;F\n17;Eli Sandberg;D\n31;Caleb Moe;G")
    add(f"{d}/season schedule 2019-20.pdf", X, H, 2380,
        "SMHA Bantam AA 2019-20 schedule\nHead coach: Derek Lindahl\nDistrict 6 games Nov-Feb; Region playoffs Feb 28 - Mar 1, 2020 (Bloomington)")
    add(f"{d}/end of season banquet 2020.docx", X, H, 2265,
        "Bantam AA banquet - March 8, 2020\nAwards: MVP Caleb Moe, Most Improved Eli Sandberg, Coaches' award Owen Kowalski\nThanks to parents; budget closed out with $210 to the association.")
    # reference (Resources Hockey)
    d = "Documents/Hockey/Drills"
    add(f"{d}/USA Hockey ADM 14U practice plans.pdf", R, H, 520,
        "USA Hockey American Development Model - 14U Practice Plans\nStation-based practices, 3-4 stations, 8-10 minutes each.\n"
        "Emphasis: skating with puck, small-area competition, decision making under pressure.")
    add(f"{d}/drill library.xlsx", R, H, 300,
        "drill;focus;min\nFigure 8 edges;skating;8\nNet drive 2v1;offense;10\nGap control 1v1;defense;10\nBumper passing;passing;8\nAngling game;compete;10")
    add(f"{d}/goalie warmup routine.pdf", R, H, 450,
        "Goalie warm-up routine (from Minnesota Made goalie clinic)\n1. Post-to-post slides x10\n2. T-push to top of crease\n3. Butterfly recovery both sides\n4. Low shots glove/blocker")

    # ------------------------------------------------------------ the kids' education (Areas; study abroad Project)
    E = "Education"
    d = "Documents/Kids/Sam/UW-Madison"
    for term, age in (("Fall 2025", 290), ("Spring 2026", 150), ("Fall 2026 estimate", 6)):
        add(f"{d}/{term} tuition bill.pdf", A, E, age, lambda r, dt, term=term: t_tuition(r, dt, term))
    add(f"{d}/FAFSA 2026-27 submission summary.pdf", A, E, 210,
        "2026-27 FAFSA Submission Summary\nStudent: Samuel D Lindahl\nStudent Aid Index (SAI): 41,220\nSchools receiving your information: "
        "University of Wisconsin-Madison (003895)\nContributors: Derek J Lindahl (parent), Karen M Lindahl (parent) - consent provided")
    add(f"{d}/financial aid award 2026-27.pdf", A, E, 40,
        "University of Wisconsin-Madison  Office of Student Financial Aid\n2026-27 Financial Aid Offer - Samuel Lindahl\n"
        "Estimated cost of attendance $31,870\nFederal Direct Subsidized Loan $4,500\nFederal Direct Unsubsidized Loan $2,000\n"
        "Federal Work-Study $2,500\nParent PLUS Loan eligibility up to remaining cost - declined")
    add(f"{d}/apartment lease 2026-27 - Sam - guarantor.pdf", A, E, 95,
        "RESIDENTIAL LEASE  The Langdon, 143 Langdon St, Madison, WI 53703\nTenants: Samuel Lindahl and 3 roommates  Unit 4B\n"
        "Term: 08/15/2026 - 08/14/2027  Rent $1,095 per person per month\nGUARANTOR: Derek J Lindahl, guaranteeing Samuel Lindahl's share.")
    add(f"{d}/Sam college costs.xlsx", A, E, 20,
        "item;2025-26;2026-27\nTuition + fees;13128;13550\nHousing;10800;13140\nBooks;600;600\nTravel home;450;450\n"
        "Paid by 529;11486;12000\nSam loans;6500;6500\nSam job;3000;3500\nParents;4992;5740")
    d = "Documents/Kids/529"
    for age in (60, 152):
        dt = _at(age)
        add(f"{d}/MN 529 Sam statement {dt:%Y-%m}.pdf", A, E, age, lambda r, dt: t_529(r, dt, "Sam", 2007))
        add(f"{d}/MN 529 Ava statement {dt:%Y-%m}.pdf", A, E, age, lambda r, dt: t_529(r, dt, "Ava", 2012))
    add(f"{d}/529 withdrawal Spring 2026 - paid to UW.pdf", A, E, 142,
        "Minnesota College Savings Plan  Withdrawal confirmation\nAccount owner Derek J Lindahl  Beneficiary Samuel Lindahl\n"
        "Amount $5,743.10 paid directly to University of Wisconsin-Madison, Spring 2026 tuition. Qualified higher education expense.")
    d = "Documents/Kids/Ava"
    add(f"{d}/Sanford 8th grade report card S1.pdf", A, E, 125,
        "Minneapolis Public Schools  Sanford Middle School\nProgress report  Semester 1 2025-26  Grade 8\nStudent: Ava Lindahl\n"
        "Language Arts A-  Math (Algebra 1) A  Science B+  Social Studies A  Spanish 1 A-  Phy Ed A\nAttendance 98%")
    add(f"{d}/Roosevelt HS 9th grade course registration.pdf", A, E, 80,
        "Roosevelt High School - 2026-27 Course Registration, Grade 9\nStudent: Ava Lindahl\nEnglish 9 Honors, Geometry, Biology, "
        "AP Human Geography, Spanish 2, Phy Ed / Health, elective: Intro to Computer Science")
    add(f"{d}/8th grade DC trip permission form.pdf", A, E, 230,
        "Sanford Middle School - Washington DC trip, April 2026\nPermission and medical form\nStudent: Ava Lindahl\n"
        "Parent/guardian: Derek Lindahl, cell 612-555-0147. Allergies: none. Trip cost $1,890 paid in 3 installments.")
    # study abroad (Projects Education)
    d = "Documents/Kids/Sam/Study abroad Copenhagen"
    add(f"{d}/DIS application checklist.md", P, E, 19,
        "# DIS Copenhagen - Spring 2027 - Sam\n\n- [x] UW study abroad pre-application (IAP) submitted\n- [x] transcript request\n"
        "- [ ] recommendation - Prof. Hanley (econ)\n- [ ] passport renewal (expires Jan 2027!)\n- [ ] Danish residence permit after acceptance\n"
        "- deadline: October 1, 2026\n")
    add(f"{d}/DIS program cost sheet Spring 2027.pdf", P, E, 30,
        "DIS - Study Abroad in Scandinavia  Spring 2027  Copenhagen\nProgram fee (tuition, housing, local transport) $24,950\n"
        "UW-Madison administrative fee $500\nEstimated airfare $1,300  Meals not in housing $1,400\nTotal estimated cost $28,150")
    add(f"{d}/passport application Sam - DS-11.pdf", P, E, 13,
        "U.S. Passport Application - Form DS-11\nApplicant: Samuel David Lindahl  DOB 02/19/2007\n"
        "Previous passport issued 01/2022 at age 14 (5-year validity), expires 01/2027 - needed for DIS Copenhagen spring 2027.\n"
        "Issued under age 16, so renewal by mail (DS-82) is not allowed: apply in person at Hennepin County Service Center.\n"
        "Fee $130 + $35 execution fee. Appointment 06/05/2026 10:20 am.")
    add(f"{d}/study abroad budget.xlsx", P, E, 8,
        "item;amount;who pays\nDIS program fee;24950;529 + Sam savings\nUW admin fee;500;parents\nAirfare;1300;Sam\nSpending;2500;Sam\nGap vs. UW semester;9800;parents")
    # Sam's college search 2023-24 (Archive Education)
    d = "Documents/Kids/Sam/College search 2023"
    add(f"{d}/college visit itinerary June 2023.docx", X, E, 1080,
        "College visits - June 2023 (Derek + Sam)\nMon: UW-Madison info session 10am, engineering tour 1pm\nTue: Iowa State\n"
        "Wed: University of Minnesota Twin Cities - CSE tour\nThu: St. Olaf, Carleton (Northfield)")
    add(f"{d}/college comparison.xlsx", X, E, 960,
        "school;net price;reciprocity;notes\nUW-Madison;24000;yes (MN-WI);top choice\nU of M Twin Cities;22000;in state;\n"
        "Iowa State;27000;no;\nCarleton;38000;no;need-based aid good\nSt. Olaf;33000;no;")
    add(f"{d}/Common App essay draft v3.docx", X, E, 990,
        "Common App personal essay - draft 3 (Sam)\nThe first time I laced skates at the outdoor rink on Lake Nokomis, my dad was still "
        "figuring out how to coach...")
    add(f"{d}/UW-Madison admission letter.pdf", X, E, 890,
        "University of Wisconsin-Madison  Office of Admissions and Recruitment\nDecember 15, 2023\nDear Samuel,\n"
        "Congratulations! It is my pleasure to offer you admission to the University of Wisconsin-Madison for the Fall 2024 term.\nOn, Wisconsin!")
    add(f"{d}/enrollment deposit receipt.pdf", X, E, 810,
        "UW-Madison  Enrollment deposit received\nSamuel Lindahl  Fall 2024  Amount $100.00  Paid 03/02/2024")

    # ------------------------------------------------------------ health (Areas Health)
    Hh = "Health"
    d = "Documents/Health"
    for age, who, prov, svc in ((12, "Derek Lindahl", "Minnesota Gastroenterology PA", "screening colonoscopy"),
                                (47, "Ava Lindahl", "TRIA Orthopedics Bloomington", "sports medicine visit, wrist x-ray"),
                                (140, "Samuel Lindahl", "UHS Madison", "urgent care visit")):
        add(f"{d}/EOBs/HealthPartners EOB {_at(age):%Y-%m-%d} {who.split()[0]}.pdf", A, Hh, age,
            lambda r, dt, who=who, prov=prov, svc=svc: t_eob(r, dt, who, prov, svc))
    for age in (62,):
        add(f"{d}/HSA/HealthEquity statement {_at(age):%Y-%m}.pdf", A, Hh, age, lambda r, dt: t_hsa(r, dt))
    add(f"{d}/HSA/HSA receipts 2026.xlsx", A, Hh, 7,
        "date;who;provider;amount;reimbursed\n01/12/2026;Ava;Lake Street Dental;84.00;no - leave invested\n"
        "02/20/2026;Derek;Walgreens Rx;22.50;no\n04/15/2026;Ava;Twin Cities Orthodontics;210.00;no\n05/20/2026;Derek;MN Gastroenterology;1184.30;pending")
    add(f"{d}/Derek colonoscopy prep instructions.pdf", A, Hh, 40,
        "Minnesota Gastroenterology, P.A.  Colonoscopy preparation - SUFLAVE split dose\nPatient: Derek Lindahl  Procedure 05/20/2026 7:30 am "
        "Plymouth Endoscopy Center\n5 days before: stop iron, fiber supplements. 1 day before: clear liquids only. You must have a driver.")
    add(f"{d}/Ava orthodontics - treatment contract.pdf", A, Hh, 420,
        "Twin Cities Orthodontics - Financial agreement\nPatient: Ava Lindahl  Responsible party: Derek Lindahl\n"
        "Comprehensive treatment (braces) est. 24 months  Fee $6,200  Insurance est. $1,500  Down $1,100  24 payments of $150")
    add(f"{d}/Lake Street Dental statement.pdf", A, Hh, 66,
        "Lake Street Dental  Patient statement\nGuarantor: Derek Lindahl\nKaren - periodic exam + cleaning; Derek - crown #19 seat\n"
        "Insurance paid $712.00  Patient balance $388.00")
    add(f"{d}/Sam immunization record.pdf", A, Hh, 700,
        "Minnesota Immunization Information Connection (MIIC)\nImmunization record - Samuel D Lindahl DOB 02/19/2007\n"
        "MenACWY 2018, 2023; MenB 2024; Tdap 2018; HPV x2; COVID-19 2021, 2023; Influenza yearly")
    add(f"{d}/Derek PT knee home exercises.pdf", A, Hh, 230,
        "Twin Cities Physical Therapy  Home exercise program\nPatient: Derek Lindahl  Dx: patellofemoral pain, right knee\n"
        "Wall sits 3x30s; step-downs 3x10; clamshells 3x15; ice after coaching on-ice sessions")

    # ------------------------------------------------------------ the house (Areas; heat pump Project; roof/refi Archive)
    Ho = "Home"
    d = "Documents/House"
    for age in (4, 35):
        add(f"{d}/Utilities/Xcel Energy {_at(age):%Y-%m}.pdf", A, Ho, age, lambda r, dt: t_xcel(r, dt))
    for age in (5, 66):
        add(f"{d}/Utilities/CenterPoint {_at(age):%Y-%m}.pdf", A, Ho, age, lambda r, dt: t_centerpoint(r, dt))
    add(f"{d}/Utilities/City of Minneapolis utility bill Q1 2026.pdf", A, Ho, 58,
        "City of Minneapolis Utility Billing\nService address: 4127 35th Ave S\nWater 14 units $74.20  Sewer $98.35  Stormwater $26.12  Solid waste & recycling $89.40\nTotal $288.07")
    add(f"{d}/Rocket Mortgage statement May 2026.pdf", A, Ho, 28,
        f"Rocket Mortgage  Monthly statement\nBorrowers: Derek J Lindahl, Karen M Lindahl\nProperty: {HOME_ADDR}\nLoan ending 6621\n"
        "Principal $962.33  Interest $437.85  Escrow $441.82  Total payment $1,842.00 due 06/01/2026\nInterest rate 2.375% fixed  Principal balance $221,104.77")
    add(f"{d}/Hennepin County property tax statement 2026.pdf", A, Ho, 75,
        "Hennepin County  2026 Property Tax Statement\nProperty ID 13-028-24-31-0107\nTaxpayer: Derek J & Karen M Lindahl\n"
        f"Property address: {HOME_ADDR}\nEstimated market value $482,000  Homestead\nTotal property tax $5,590.00 (paid through escrow)")
    add(f"{d}/Homeowners policy renewal 2026.pdf", A, Ho, 70,
        "Cedar Mutual Insurance  Homeowners policy renewal declarations\nNamed insureds: Derek & Karen Lindahl\n"
        f"Location: {HOME_ADDR}\nPolicy period 04/01/2026 - 04/01/2027\nDwelling $455,000  Personal property $270,000  Liability $500,000\nDeductible $2,500 (wind/hail 1%)  Premium $2,214")
    add(f"{d}/house maintenance log.xlsx", A, Ho, 25,
        "date;item;who;cost\n10/2024;gutter cleaning;Gutter Guys;180\n04/2025;furnace tune-up;Minnehaha Heating;149\n"
        "09/2025;water heater anode;me;38\n02/2026;main drain cleared;Roto-Rooter;312\n05/2026;window AC out - heat pump coming;;")
    add(f"{d}/Roto-Rooter invoice Feb 2026.pdf", A, Ho, 108,
        "Roto-Rooter Plumbing & Water Cleanup  Minneapolis\nInvoice 8840217  Customer: Derek Lindahl\n"
        f"Job address: {HOME_ADDR}\nCable main sewer line from floor drain, 85 ft, roots cleared\nTotal $312.00  Paid Visa")
    d = "Documents/House/Heat pump 2026"
    add(f"{d}/Quote - Minnehaha Heating & Cooling.pdf", P, Ho, 64,
        "Minnehaha Heating & Cooling  Proposal for Derek Lindahl\nInstall Mitsubishi cold-climate ducted heat pump (PVA-A36 / PUZ-HA36) "
        "with existing 96% gas furnace as backup (dual fuel)\nRemove 1998 AC condenser; new line set; Ecobee thermostat\n"
        "Price $17,850  Xcel rebate est. $2,250  Federal 25C credit: expired for 2026 installs")
    add(f"{d}/Quote - Standard Heating.pdf", P, Ho, 57,
        "Standard Heating & Air Conditioning  Estimate\nCustomer: Lindahl, 4127 35th Ave S\nCarrier Infinity 24 heat pump 3-ton, "
        "keep furnace as backup, new coil and pad\nTotal installed $19,420  Financing available")
    add(f"{d}/heat pump comparison.xlsx", P, Ho, 50,
        "option;price;rebate;net;notes\nMinnehaha - Mitsubishi Hyper-Heat;17850;2250;15600;full capacity to -13F\n"
        "Standard - Carrier;19420;1800;17620;\nkeep AC + furnace;0;0;0;AC is 28 yrs old")
    add(f"{d}/signed contract - Minnehaha Heating.pdf", P, Ho, 36,
        "Minnehaha Heating & Cooling  Installation agreement\nCustomer: Derek Lindahl  Accepted proposal HP-2026-0388, $17,850\n"
        "Deposit $5,000 received 04/27/2026. Install scheduled June 9-10, 2026. City mechanical permit by contractor.")
    add(f"{d}/Mitsubishi Hyper-Heat spec sheet.pdf", P, Ho, 55,
        "Mitsubishi Electric  Hyper-Heating INVERTER (H2i) PUZ-HA36NHA  Submittal data\nHeating capacity at 5F: 36,000 Btu/h; at -13F: 27,000\n"
        "HSPF2 9.5  SEER2 16.0  Refrigerant R410A")
    # roof 2022 / refinance 2021 (Archive Home)
    add("Documents/House/Roof 2022/Roof contract - Twin Cities Roofing.pdf", X, Ho, 1420,
        "Twin Cities Roofing & Exteriors  Contract\nTear off and replace roof, 4127 35th Ave S: GAF Timberline HDZ Charcoal, ice & water "
        "shield 6 ft, new ridge vent\nPrice $16,900  Insurance claim (hail 6/2022) - homeowner deductible $2,500")
    add("Documents/House/Roof 2022/final invoice paid.pdf", X, Ho, 1345,
        "Twin Cities Roofing & Exteriors  Final invoice\nJob completed 09/23/2022. Total $16,900  Paid by insurer $14,400  Owner $2,500  Balance $0.00")
    add("Documents/House/Refinance 2021/Closing disclosure - Rocket refi.pdf", X, Ho, 1900,
        "Closing Disclosure  Refinance\nBorrowers: Derek J Lindahl, Karen M Lindahl\nLoan term 20 years  Rate 2.375% fixed\n"
        "Loan amount $262,000  Closing date 03/04/2021  Cash to close $3,184.22")
    add("Documents/House/Refinance 2021/rate lock confirmation.pdf", X, Ho, 1925,
        "Rocket Mortgage  Rate lock confirmation\nLindahl - 20-year fixed 2.375%, 0.25 points, locked 02/08/2021 for 45 days")
    # manuals (Resources Home)
    d = "Documents/House/Manuals"
    add(f"{d}/Bosch dishwasher SHX78CM5N manual.pdf", R, Ho, 900,
        "Bosch  Use and Care Manual  Dishwasher SHX78CM5N\nLoading the racks. Rinse aid. Error codes: E15 water in base pan, E24 drain blocked.")
    add(f"{d}/Rheem water heater manual.pdf", R, Ho, 1650,
        "Rheem Performance Plus 50 gal gas water heater  Installation and owner's manual\nFlush tank annually; check anode rod every 2 years.")
    add(f"{d}/Ecobee installation guide.pdf", R, Ho, 300,
        "ecobee Smart Thermostat Premium  Installation guide\nWiring: Rc, Rh, C, W1, Y1, G, O/B for heat pumps. Use PEK if no C wire.")
    add(f"{d}/LG washer WM4000 owners manual.pdf", R, Ho, 1200,
        "LG Front Load Washer WM4000H owner's manual\nTub Clean cycle monthly. Error UE: unbalanced load. Error OE: drain.")

    # ------------------------------------------------------------ cars (Areas; sold Civic Archive)
    V = "Cars"
    d = "Documents/Cars"
    add(f"{d}/F-150 registration renewal 2026.pdf", A, V, 65,
        "Minnesota Driver and Vehicle Services  Vehicle registration renewal\n2014 FORD F150 SUPERCREW  Plate LKH 418  VIN 1FTFW1EF4EKE51294\n"
        "Owner: Derek J Lindahl  Tabs expire 03/31/2027  Registration tax $118.00  Filing fee $12.00")
    add(f"{d}/Outback registration 2025.pdf", A, V, 300,
        "Minnesota DVS  Registration card\n2019 SUBARU OUTBACK  Plate GXS 702  Owner: Karen M Lindahl\nExpires 08/31/2026")
    add(f"{d}/auto insurance policy 2026 - Cedar Mutual.pdf", A, V, 118,
        "Cedar Mutual Insurance  Personal auto policy declarations\nNamed insured: Derek & Karen Lindahl\nPolicy period 02/01/2026 - 08/01/2026\n"
        "Vehicles: 2014 Ford F-150; 2019 Subaru Outback\nDrivers: Derek, Karen, Samuel (away at school, no car)\nLiability 250/500/100; PIP $40,000; comp/collision $500\n6-month premium $1,046")
    add(f"{d}/F-150 service - Luther Ford March 2026.pdf", A, V, 75,
        "Luther Brookdale Ford  Repair order 418820\n2014 F-150, 142,310 mi\nReplace front brake pads & rotors; rear diff fluid; multipoint inspection: "
        "rust on rear brake lines - monitor\nTotal $984.52")
    add(f"{d}/car maintenance.xlsx", A, V, 23,
        "date;vehicle;miles;work;cost\n03/2026;F-150;142310;front brakes, diff fluid;984.52\n04/2026;Outback;61200;oil + rotate;89.95\n"
        "05/2026;F-150;143900;new tires BFG KO2 (cabin roads);1340.00")
    add(f"{d}/Sold - Civic 2025/bill of sale Civic.pdf", X, V, 300,
        "Minnesota bill of sale\nVehicle: 2008 Honda Civic LX, VIN 2HGFA16588H312245, 168,400 miles\nSeller: Derek J Lindahl  Buyer: Jordan Haugen\n"
        "Price $3,400  Date 08/09/2025  Sold as is")
    add(f"{d}/Sold - Civic 2025/DVS report of sale confirmation.pdf", X, V, 299,
        "Minnesota DVS  Report of Sale received\n2008 Honda Civic  Plate DNP 219  Sold 08/09/2025 to Jordan Haugen")
    add(f"{d}/2014 F-150 owners manual.pdf", R, V, 1400,
        "2014 Ford F-150 Owner's Manual\nTowing, 4x4 operation, maintenance schedule: oil every 7,500 mi, transmission fluid 150,000 mi.")

    # ------------------------------------------------------------ travel (BWCA Project; past trips Archive)
    Tr = "Travel"
    d = "Documents/Trips/BWCA Aug 2026"
    add(f"{d}/BWCA permit reservation confirmation.pdf", P, Tr, 115,
        "Recreation.gov  Reservation confirmation\nBoundary Waters Canoe Area Wilderness - Overnight Paddle Permit\n"
        "Entry point 50 - Cross Bay Lake  Entry date 08/14/2026  Group size 2  Watercraft 1\nPermit holder: Derek Lindahl  Alternate: Samuel Lindahl\n"
        "Pick up permit at Gunflint Ranger Station, Grand Marais. Reservation fee $6.00, deposit $32.00.")
    add(f"{d}/outfitter booking - Gunflint Pines Outfitters.pdf", P, Tr, 85,
        "Gunflint Pines Outfitters  Booking confirmation\nGuests: Derek & Sam Lindahl  Aug 13-19, 2026\n"
        "Bunkhouse night 8/13; Kevlar Wenonah Minnesota II 18.5 ft; 2 PFDs, 3 paddles; tow to Cross Bay entry 8/14 7:00 am\nTotal $612.00  Deposit $150 paid")
    add(f"{d}/route plan.txt", P, Tr, 22,
        "BWCA route - entry 50 Cross Bay\nday 1: Cross Bay -> Ham Lake -> Cross Bay Lake camp\nday 2: Rib Lake, Lower George, Karl, Long Island Lake\n"
        "day 3: layover Long Island (fish walleye on the reefs)\nday 4: Gordon, Cherokee Lake\nday 5: Sawbill? no - loop back via Snipe\nday 6: out by noon, cabin for 2 nights\n")
    add(f"{d}/gear list.md", P, Tr, 10,
        "# BWCA gear (Derek + Sam)\n\n- tent (Big Agnes 3p), 2 bags, 2 pads\n- Granite Gear portage packs x2 + food barrel\n- water filter, stove, fuel x2\n"
        "- rods: 2 spinning, jigs, Lindy rigs, leeches bought at Trail Center\n- rain gear, head nets, bug dope\n- permit + fishing licenses\n")
    add(f"{d}/food plan.xlsx", P, Tr, 9,
        "day;breakfast;lunch;dinner\n1;bagels;summer sausage + cheese;steaks (frozen)\n2;oatmeal;tortillas + PB;fish fry or chili mac\n"
        "3;pancakes;tuna packets;red beans & rice\n4;oatmeal;jerky + trail mix;pasta\n5;granola;tortillas;Mountain House")
    add(f"{d}/Fisher map F-13 order receipt.pdf", P, Tr, 50,
        "Voyageur North / Fisher Maps  Order receipt\nF-13 Brule, Cherokee, Sawbill (waterproof) $22.95\nF-12 Seagull, Saganaga $22.95\nShip to Derek Lindahl, Minneapolis")
    d = "Documents/Trips"
    add(f"{d}/Yellowstone 2024/itinerary.docx", X, Tr, 700,
        "Yellowstone + Grand Tetons - July 2024\nJul 12 drive to Billings; Jul 13 Beartooth Hwy to Cooke City; Jul 14-16 Canyon Lodge; "
        "Jul 17-18 Colter Bay cabins; Jul 19-20 drive home via Rapid City")
    add(f"{d}/Yellowstone 2024/Canyon Lodge confirmation.pdf", X, Tr, 760,
        "Yellowstone National Park Lodges  Reservation confirmation\nCanyon Lodge & Cabins  Jul 14-17, 2024  Guest: Derek Lindahl\n4 guests  Total $1,122.84")
    add(f"{d}/Yellowstone 2024/Colter Bay cabins.pdf", X, Tr, 755,
        "Grand Teton Lodge Company  Colter Bay Village cabin  Jul 17-19, 2024  Lindahl party of 4  Confirmation GT88412")
    add(f"{d}/Sanibel spring break 2025/flights MSP-RSW.pdf", X, Tr, 470,
        "Delta Air Lines  eTicket receipt\nPassengers: Derek, Karen, Ava Lindahl\nMSP-RSW DL 1742 03/15/2025; RSW-MSP DL 2281 03/22/2025\nTotal $1,604.70")
    add(f"{d}/Sanibel spring break 2025/condo rental - VRBO.pdf", X, Tr, 480,
        "Vrbo  Booking confirmation\nSanibel Island 2BR condo, Gulf view - Mar 15-22, 2025\nGuest: Derek Lindahl  Total $2,385.00 incl. fees")
    add(f"{d}/Sanibel spring break 2025/packing list.txt", X, Tr, 478,
        "sanibel packing\nsunscreen, hats, reef shoes\nshelling bags\nAva's hockey homework (dryland plan)\nbinoculars\n")

    # ------------------------------------------------------------ fishing (Resources Fishing)
    Fi = "Fishing"
    d = "Documents/Fishing"
    add(f"{d}/MN fishing regulations 2026.pdf", R, Fi, 70,
        "Minnesota DNR  2026 Minnesota Fishing Regulations\nWalleye opener: May 9, 2026. Statewide walleye daily limit 6 (4 on some lakes).\n"
        "Northern pike zones: North-Central, Northeast, Southern. Border waters special regulations on Lake of the Woods and Rainy River.")
    add(f"{d}/Devil Track Lake depth map.pdf", R, Fi, 400,
        "Minnesota DNR  Lake map  Devil Track Lake, Cook County (DOW 16014300)\n1,873 acres, max depth 52 ft. Walleye, northern pike, smallmouth bass, yellow perch.\nPublic access: east end off County Road 57.")
    add(f"{d}/Lake Vermilion walleye spots.md", R, Fi, 330,
        "# Vermilion - spots that worked\n\n- Pike Bay reefs, 14-18 ft, jig + minnow, early June\n- Frazer Bay humps, slip bobber + leech at dusk\n"
        "- Big Bay: trolling crankbaits along the 20 ft break in August\n")
    add(f"{d}/lure notes.txt", R, Fi, 600,
        "lures that actually catch fish\n- 1/8 oz Northland Fire-Ball jig, chartreuse\n- Rapala Shad Rap SR7 perch\n- Lindy rig + leech (walleye, June)\n"
        "- Beetle Spin for Ava when she was little - crappies\n")
    add(f"{d}/ice fishing gear list.md", R, Fi, 190,
        "# ice fishing\n\n- Eskimo auger + spare blades\n- flasher (Vexilar FL-12), charge battery\n- Clam flip-over shelter\n- tip-ups x4, spikes, spud bar\n")
    add(f"{d}/Books/In-Fisherman Walleye Guide.epub", R, Fi, 800,
        _epub("In-Fisherman Critical Concepts: Walleye", "In-Fisherman staff", "en",
              "Walleye location through the seasons: spawning, post-spawn, summer peak and fall turnover."))

    # ------------------------------------------------------------ homebrewing (Resources Brewing)
    B = "Brewing"
    d = "Documents/Homebrew"
    add(f"{d}/Recipes/Oatmeal Stout v3.txt", R, B, 150,
        "Oatmeal Stout v3 - 5.5 gal, BIAB\nOG 1.058 FG 1.016 IBU 32\n8 lb Maris Otter, 1 lb flaked oats, 12 oz chocolate malt, 8 oz roasted barley, 8 oz C60\n"
        "1.5 oz East Kent Goldings @60\nWLP002 English Ale, ferment 66F\nmash 154F 60 min\n")
    add(f"{d}/Recipes/West Coast IPA.md", R, B, 95,
        "# West Coast IPA\n\n- 11 lb 2-row, 0.5 lb C40, 0.5 lb Carapils\n- Columbus 0.75 oz @60, Centennial 1 oz @10, Cascade + Centennial 2 oz whirlpool\n"
        "- dry hop Citra 2 oz day 5\n- US-05 at 64F\n- OG 1.062, ~6.4% ABV\n")
    add(f"{d}/Recipes/Kolsch.txt", R, B, 340,
        "Kolsch - 5 gal\n8 lb pilsner, 0.5 lb Vienna, 0.25 lb wheat\nHallertau 1.5 oz @60, 0.5 oz @15\nWLP029 at 60F, lager 4 weeks at 34F\n")
    add(f"{d}/brew log 2026.xlsx", R, B, 17,
        "date;beer;OG;FG;ABV;notes\n01/10/2026;Oatmeal Stout v3;1.058;1.017;5.4;great, too roasty per Karen\n"
        "03/07/2026;West Coast IPA;1.063;1.011;6.8;dry hop clogged dip tube\n05/16/2026;Kolsch;1.048;;;lagering until July 4th")
    add(f"{d}/Minneapolis water report 2025.pdf", R, B, 420,
        "City of Minneapolis  2025 Water Quality Report (Drinking Water)\nSource: Mississippi River  Treatment: lime softening, chloramine\n"
        "Typical: calcium 20 ppm, magnesium 9 ppm, sodium 15 ppm, sulfate 25 ppm, chloride 30 ppm, alkalinity 40 ppm as CaCO3")
    add(f"{d}/yeast pitch rates.pdf", R, B, 520,
        "Pitching rates cheat sheet\nAles: 0.75 million cells / mL / degree Plato\nLagers: 1.5 million cells / mL / degree Plato\nUse a starter for OG > 1.060 or lagers.")
    add(f"{d}/MHBA newsletter May 2026.pdf", R, B, 24,
        "Minnesota Home Brewers Association  The Mash Paddle  May 2026\nUpcoming: Big Brew Day May 2 at Northern Brewer Roseville; "
        "Upper Mississippi Mash-Out results; club meeting June 11: water chemistry talk")
    add(f"{d}/Books/How to Brew - John Palmer.epub", R, B, 1000,
        _epub("How to Brew, 4th Edition", "John J. Palmer", "en",
              "Everything you need to know to brew great beer every time: malt, hops, yeast, water and the mash."))

    # ------------------------------------------------------------ the old Target job (Archive Employment) -- copied old MacBook
    Em = "Employment"
    d = "Old MacBook 2015/Documents/Target"
    add(f"{d}/Target performance review FY2018.docx", X, Em, 140,
        "Target Corporation  Annual Performance Review FY2018\nTeam member: Derek Lindahl  Role: Lead Data Engineer, Guest Data Platform\n"
        "Manager: Lisa Quam\nOverall: Strong performer. Led migration of guest transaction pipelines from Teradata to Hadoop; mentored 3 engineers.\n"
        "Merit increase 3.5%  Bonus payout 110%")
    add(f"{d}/Voluntary separation agreement 2020.pdf", X, Em, 140,
        "TARGET CORPORATION  VOLUNTARY SEPARATION AGREEMENT AND GENERAL RELEASE\nEmployee: Derek J Lindahl  Separation date: June 26, 2020\n"
        "Severance: 26 weeks base pay ($71,500) paid in a lump sum; COBRA subsidy 6 months; outplacement services.\n"
        "Employee releases all claims. 21-day review period, 7-day revocation period.")
    add(f"{d}/Benefits summary 2019.pdf", X, Em, 140,
        "Target Team Member Benefits 2019  Confirmation statement\nDerek Lindahl - medical PPO family, dental, vision, life 2x pay, "
        "401(k) 6% with 5% match, ESPP 5%")
    add(f"{d}/401k rollover confirmation 2020.pdf", X, Em, 140,
        "Target 401(k) Plan (Alight)  Distribution confirmation\nParticipant: Derek J Lindahl\nDirect rollover $287,440.16 to Vanguard Rollover IRA "
        "ending 0628, processed 08/11/2020. No taxes withheld.")
    add(f"{d}/final paystub June 2020.pdf", X, Em, 140,
        "Target Corporation  Earnings statement\nDerek J Lindahl  Pay date 07/02/2020  Period 06/14/2020 - 06/26/2020\n"
        "Regular $5,500.00  PTO payout $4,230.77  Severance lump sum $71,500.00\nFederal withholding 22% supplemental")
    add(f"{d}/GuestID pipeline design notes.docx", X, Em, 140,
        "GuestID nightly pipeline - design notes (2017)\nSources: POS transactions, Target.com orders, REDcard\n"
        "Spark job matches guest identifiers; output to Hive guest_xref table. Owner: Guest Data Platform team (D. Lindahl).")
    d = "Target laptop files 2020"
    add(f"{d}/team contacts.xlsx", X, Em, 2165,
        "name;role;phone\nLisa Quam;Sr Manager;612-555-3310\nRaj Patel;Data Engineer;612-555-3321\nMolly Dunn;Data Engineer;612-555-3377\nKevin Tran;Analyst;612-555-3392")
    add(f"{d}/handoff notes - Derek.docx", X, Em, 2166,
        "Handoff notes - Derek Lindahl - last day June 26, 2020\n- guest_xref nightly job: Raj owns from 6/29\n- Teradata decommission tickets: Molly\n"
        "- on-call rotation: removed\n- shared drive: \\\\tgt-fs02\\gdp\\lindahl archived")
    add(f"{d}/desktop.ini", L, "System", 2166, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-3\r\n")
    add(f"{d}/Thumbs.db", L, "System", 2166, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    # old MacBook copy: an old return and W-2 (Areas Taxes), old budget (Areas Finance)
    d = "Old MacBook 2015/Documents/Taxes 2018"
    add(f"{d}/2018 W-2 Target.pdf", A, T, 140,
        "Form W-2 Wage and Tax Statement 2018\nEmployer: Target Corporation, 1000 Nicollet Mall, Minneapolis MN 55403  EIN 41-0215170\n"
        "Employee: Derek J Lindahl\nBox 1 Wages $138,402.17  Box 2 Federal income tax withheld $24,110.50  Box 12 D $18,500.00")
    add(f"{d}/2018 Federal return.pdf", A, T, 140,
        "Form 1040  U.S. Individual Income Tax Return  2018\nFiling status: Married filing jointly\n"
        f"Derek J Lindahl and Karen M Lindahl\n{HOME_ADDR}\nDependents: Samuel Lindahl, Ava Lindahl\n"
        "1 Wages, salaries, tips (W-2: Target Corporation; Riverside Medical Center) $201,880\n"
        "Standard deduction $24,000  Child tax credit $4,000\n11 Total tax $29,416\n16 Federal income tax withheld $33,218\n"
        "Refund $3,802 (direct deposit U.S. Bank)\nPrepared with TurboTax Deluxe, e-filed 03/02/2019")
    dot("Old MacBook 2015/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(40), 140)

    # ------------------------------------------------------------ photos and screenshots (Resources Photos)
    Ph = "Photos"
    for i, age in enumerate((505, 468, 390, 300, 235, 200)):
        photo(f"Pictures/2025/IMG_{3310 + i * 23}.HEIC", R, Ph, age)
    for i, age in enumerate((150, 99, 44, 20)):
        photo(f"Pictures/2026/IMG_{4820 + i * 19}.HEIC", R, Ph, age)
    photo("Pictures/2026/Ava state tournament team photo.jpg", R, Ph, 98)
    photo("Pictures/Fishing/walleye opener 2025 Devil Track.jpg", R, Ph, 387)
    photo("Pictures/Fishing/Sam pike Vermilion.jpg", R, Ph, 670)
    photo("Pictures/Yellowstone 2024/IMG_2214.jpg", R, Ph, 685)
    for age, stamp in ((44, "2026-04-18 at 7.02.51 PM"), (19, "2026-05-13 at 9.14.33 AM"), (3, "2026-05-29 at 11.21.45 AM"), (1, "2026-05-31 at 8.05.12 PM")):
        photo(f"Desktop/Screenshot {stamp}.png", R, Ph, age)
    photo("Downloads/image.png", R, Ph, 27)
    photo("Downloads/Telegram Desktop/photo_2026-05-24_18-31-02.jpg", R, Ph, 8)
    photo("Downloads/Telegram Desktop/photo_2026-05-30_12-04-55.jpg", R, Ph, 2)

    # ------------------------------------------------------------ installers (Resources Software)
    Sw = "Software"
    add("Downloads/Docker.dmg", R, Sw, 120, _blob(r, b"koly" + bytes(12), 2200))
    add("Downloads/DBeaver-25.3.2-macos-aarch64.dmg", R, Sw, 88, _blob(r, b"koly" + bytes(12), 2200))
    add("Downloads/python-3.12.10-macos11.pkg", R, Sw, 140, _blob(r, b"xar!\x00\x1c\x00\x01", 1800))
    add("Downloads/zoomusInstallerFull.pkg", R, Sw, 210, _blob(r, b"xar!\x00\x1c\x00\x01", 1800))
    add("Downloads/BeerSmith-3.2.7.dmg", R, Sw, 330, _blob(r, b"koly" + bytes(12), 1600))

    # ------------------------------------------------------------ the old iPhone backup (Archive Backup)
    Bk = "Backup"
    d = "iPhone 11 backup 2023"
    for i in range(4):
        photo(f"{d}/DCIM/100APPLE/IMG_{912 + i * 41:04d}.HEIC", X, Bk, 1000 - i * 6)
    photo(f"{d}/DCIM/100APPLE/IMG_1104.JPG", X, Bk, 990)
    add(f"{d}/Contacts.vcf", X, Bk, 985,
        "BEGIN:VCARD\nVERSION:3.0\nFN:Eric Lindahl\nTEL;TYPE=CELL:218-555-0193\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Karen Lindahl\nTEL;TYPE=CELL:612-555-0158\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Gail Halvorson CPA\nTEL;TYPE=WORK:952-555-0120\nEND:VCARD\n")
    add(f"{d}/Notes/Notes export.txt", X, Bk, 985,
        "garage code 4471\nSam size 11 skates\nlumber yard hours Grand Marais M-F 7-5 Sat 8-12\nbeer: try Citra SMaSH\n")

    # ------------------------------------------------------------ Left (unfinished downloads, lock files, system files)
    Sy = "System"
    add("Downloads/SnowflakeODBC-3.6.0.dmg.crdownload", L, Sy, 0.2, _blob(r, b"koly", 900))
    add("Downloads/bwca_fisher_maps_F12_F13.zip.part", L, Sy, 1, _blob(r, b"PK\x03\x04", 700))
    add("Downloads/Telegram Desktop/VID_20260530_181144.mp4.part", L, Sy, 2, _blob(r, b"\x00\x00\x00\x20ftypisom", 700))
    add("Documents/Hockey/2025-26 14U B Girls/~$am budget 2025-26.xlsx", L, Sy, 200, b"\x0dDerek Lindahl" + bytes(40))
    add("Documents/Kids/Sam/Study abroad Copenhagen/~$study abroad budget.xlsx", L, Sy, 8, b"\x0dDerek Lindahl" + bytes(40))
    add("Downloads/SMHA coach packet/Thumbs.db", L, Sy, 260, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500))
    add("Downloads/SMHA coach packet/Coach packet 2025-26.pdf", A, H, 260,
        "South Minneapolis Hockey Association  Coach Packet 2025-26\nCoach requirements: USA Hockey CEP level by age group, SafeSport, "
        "background screen, concussion training (CDC Heads Up).\nIce request process, tournament approval, team bank account rules, expense reporting.")
    add("Downloads/SMHA coach packet/Team manager guide.pdf", A, H, 260,
        "SMHA Team Manager Guide 2025-26\nTeam budget template, parent communication (TeamSnap), tournament registration, "
        "jersey checkout and return, end-of-season financial report due March 31.")

    # dot files
    for rel, age in (("Desktop/.DS_Store", 1), ("Downloads/.DS_Store", 0.5), ("Documents/.DS_Store", 3),
                     ("Pictures/.DS_Store", 2), ("Documents/Cabin/.DS_Store", 5), ("Downloads/.localized", 900),
                     ("Documents/.localized", 900), ("code/hockey-lines/.gitignore", 180)):
        data = b"" if rel.endswith(".localized") else b"__pycache__/\n"
        dot(rel, b"\x00\x00\x00\x01Bud1" + bytes(24) if rel.endswith("Store") else data, age)

    # ============================================================ nameless files: only the text can place them (hard)
    # ---- Downloads
    dl = "Downloads"
    add(f"{dl}/Document.pdf", A, C, 45,
        "Lakeview Community Credit Union\n1450 Rice St, St. Paul, MN 55117\nApril 17, 2026\nDerek Lindahl, Northstar Data Consulting LLC\n"
        "Re: Power BI support retainer - continuation for FY2026-27\nDear Derek,\nThe credit union would like to continue the monthly "
        "support retainer on the current terms ($3,200 per month, 20 hours) after our fiscal year begins July 1. Please send an updated W-9 "
        "and certificate of insurance to accounts payable.\nSincerely, Tom Reinholt, VP Information Technology", hard=True)
    add(f"{dl}/Document (1).pdf", A, E, 70,
        "University of Wisconsin-Madison  University Housing / Bursar\nPayment receipt\nStudent: Samuel Lindahl  ID 9082144617\n"
        "Tuition deposit for 2026-27 continuing student: $0.00; Spring 2026 balance payment received $5,743.10 from Minnesota College "
        "Savings Plan; parent payment $2,410.55 (eCheck, U.S. Bank). Account balance $0.00.", hard=True)
    add(f"{dl}/Document (2).pdf", P, K, 98,
        "COOK COUNTY  Land Services Department  SSTS Program\nSubsurface Sewage Treatment System CONSTRUCTION PERMIT  No. SSTS-26-031\n"
        "Owner: Derek Lindahl  Site: 6418 Caribou Pines Rd, PIN 55-012-2840\nDesign: Arrowhead Septic Design LLC (R. Tofte) - Type I mound, 1,000 gal tank\n"
        "Installer: Sawtooth Excavating & Septic, Inc. (MPCA cert. 1198)\nInspections required: tank set, pressure test, mound before cover. Valid 24 months.", hard=True)
    add(f"{dl}/Document (3).pdf", A, Hh, 25,
        "HealthPartners\nExplanation of Benefits - THIS IS NOT A BILL\nMember: Ava Lindahl  Subscriber: Karen Lindahl\n"
        "Provider: Twin Cities Orthodontics  Service: orthodontic adjustment, 05/04/2026\nAmount billed $210.00  Orthodontia benefit paid $105.00 "
        "(lifetime max $1,500, used $1,020)\nYou may owe the provider $105.00", hard=True)
    add(f"{dl}/Document (4).pdf", P, K, 30,
        "Sawtooth Excavating & Septic, Inc.  1870 W Highway 61, Grand Marais, MN 55604\nFIELD REPORT - Lindahl cabin, Caribou Pines Rd\n"
        "05/02/2026: driveway cleared 300 ft, 12 in class 5 placed; building pad excavated. North corner hit ledge rock at 40 in, wet seam.\n"
        "Recommend frost footings + drain tile on north side per change order 01. Forms set 5/11; pour scheduled 5/14 (Ready-Mix from Tofte).", hard=True)
    add(f"{dl}/Document (5).pdf", P, Tr, 60,
        "Recreation.gov  Permit details - print and carry\nBoundary Waters Canoe Area Wilderness  Quota permit\nEntry point 50 Cross Bay Lake  "
        "Entry 08/14/2026  Exit 08/19/2026\nLeader: Derek Lindahl  Alternate leaders: Samuel Lindahl\nWatch the Leave No Trace video before "
        "pickup. Max 9 people / 4 watercraft. No cans or glass. Camp only at designated sites with fire grate and latrine.", hard=True)
    add(f"{dl}/Document (6).pdf", A, Ho, 210,
        "HENNEPIN COUNTY  Proposed Property Taxes 2026  THIS IS NOT A BILL\nProperty ID 13-028-24-31-0107\nDerek J & Karen M Lindahl, "
        "4127 35th Ave S, Minneapolis MN 55406\nEstimated market value 2025: $470,000  2026: $482,000  Homestead\n"
        "Proposed tax 2026: City of Minneapolis $2,214; Hennepin County $1,498; Minneapolis Schools $1,367; other $511\n"
        "Truth in Taxation hearing: December 2, 6:05 pm, City Hall", hard=True)
    add(f"{dl}/Document (7).pdf", A, H, 150,
        "Rochester Youth Hockey  Girls Holiday Classic  14U B  January 2-4, 2026\nBracket & schedule\nGame 1 Fri 4:15 pm Graham Arena 2: "
        "South Minneapolis vs Rochester Black\nGame 2 Sat 9:00 am Rochester Rec Center: South Minneapolis vs Owatonna\n"
        "Coaches: bring a printed roster certified by the registrar. Medals for first and second place.", hard=True)
    add(f"{dl}/Document (8).pdf", R, Fi, 400,
        "Minnesota DNR Fisheries  Lake Superior tributary and shoreline fishing guide\nSteelhead and Kamloops rainbow trout: "
        "North Shore streams open from the Saturday nearest April 1. Lake trout on Lake Superior: daily limit 2, one over 25 inches.\n"
        "Shore access points: Cut Face Creek wayside, Grand Marais harbor breakwall, Paradise Beach.", hard=True)
    add(f"{dl}/download.pdf", P, Ho, 33,
        "Xcel Energy  Residential Heat Pump Rebate  PRE-APPROVAL\nCustomer: Derek Lindahl  Premise: 4127 35th Ave S, Minneapolis\n"
        "Equipment: Mitsubishi PUZ-HA36NHA cold-climate air-source heat pump, AHRI 211473902\nContractor: Minnehaha Heating & Cooling (registered trade partner)\n"
        "Estimated rebate $2,250 after installation and inspection; submit final invoice within 60 days of install.", hard=True)
    add(f"{dl}/download (1).pdf", A, V, 90,
        "Minnesota Department of Public Safety - Driver and Vehicle Services\nRENEWAL NOTICE  Tabs expire 03/31/2026\n"
        "2014 FORD F150 SUPERCREW  Plate LKH 418  Registered owner: DEREK J LINDAHL\nRegistration tax $118.00  Filing fee $12.00  Total $130.00\n"
        "Renew online at drive.mn.gov or at a deputy registrar office.", hard=True)
    add(f"{dl}/file.pdf", A, F, 115,
        "Vanguard  2025 Year-End Summary\nDerek J Lindahl\nBrokerage account ending 2290: value 12/31/2025 $84,102.44, dividends $1,918.20\n"
        "SEP-IRA ending 7714: value $236,300.10\nRollover IRA ending 0628: value $311,995.76\nPersonal rate of return 2025: 14.2%\nYour tax forms will be available by February 15.", hard=True)
    add(f"{dl}/attachment.pdf", P, C, 23,
        "CHANGE REQUEST CR-04\nProject: Claims Data Mart Migration to Snowflake (Statement of Work #3)\nClient: Red Pine Health Partners  "
        "Consultant: Northstar Data Consulting LLC\nDescription: add ingestion and modeling of the monthly dental capitation file (Delta Dental) "
        "into fct_capitation.\nImpact: +60 hours; not-to-exceed increases from 1,100 to 1,160 hours. No change to end date (09/30/2026).\n"
        "Approved by Priya Raman 05/19/2026; Derek Lindahl 05/19/2026.", hard=True)
    add(f"{dl}/scan.pdf", P, T, 35,
        "Department of the Treasury  Internal Revenue Service  Kansas City, MO\nCP2000  Notice date April 27, 2026  Tax year 2024\n"
        "Social Security number XXX-XX-4418\nDEREK J & KAREN M LINDAHL  4127 35TH AVE S  MINNEAPOLIS MN 55406\n"
        "Amount due: $2,941.00. We are proposing changes to your 2024 Form 1040. Complete and return the Response form by May 27, 2026.\n"
        "Page 1 of 6", hard=True)
    add(f"{dl}/untitled.pdf", A, H, 28,
        "USA Hockey  Membership registration confirmation 2026-27\nMember: Derek Lindahl  Type: Coach (Adult)  Member #44719823\n"
        "Affiliate: Minnesota Hockey - District 6 - South Minneapolis Hockey Association\nCEP level on file: Level 3 (valid)  "
        "SafeSport: current through 09/29/2026  Background screen: due before 08/31/2026\nRegistration fee $76.00 paid.", hard=True)
    add(f"{dl}/export.csv", A, Hh, 6,
        "Date,Description,Category,Amount,Type,Balance\n2026-05-15,Payroll contribution - Riverside Medical Center,Contribution,291.67,Deposit,16412.30\n"
        "2026-05-12,Card purchase - MINNESOTA GASTROENTEROLOGY,Medical,-1184.30,Distribution,16120.63\n2026-05-01,Interest,Interest,6.12,Deposit,17304.93\n"
        "2026-04-30,Payroll contribution - Riverside Medical Center,Contribution,291.67,Deposit,17298.81\n2026-04-16,Card purchase - TWIN CITIES ORTHODONTICS,Dental,-210.00,Distribution,17007.14\n", hard=True)
    add(f"{dl}/export (1).csv", A, F, 38,
        "Transaction Date,Post Date,Description,Category,Type,Amount,Memo\n04/22/2026,04/23/2026,CUB FOODS #1623,Groceries,Sale,-142.18,\n"
        "04/20/2026,04/21/2026,FLEET FARM MAPLEWOOD,Shopping,Sale,-88.40,\n04/18/2026,04/19/2026,PAYMENT THANK YOU,,Payment,1804.22,\n"
        "04/15/2026,04/16/2026,HOLIDAY STATIONSTORE 0412,Gas,Sale,-61.03,\n04/11/2026,04/13/2026,NETFLIX.COM,Entertainment,Sale,-24.99,\n", hard=True)
    add(f"{dl}/data.csv", P, H, 4,
        "Registration ID,Participant First,Participant Last,Birth Year,Group,Position,Parent Email,Paid\n"
        "SSC26-001,Maya,Olson,2012,B (14U-15U),F,jen.olson@example.com,225.00\nSSC26-002,Ruby,Anderson,2012,B (14U-15U),G,randerson@example.com,225.00\n"
        "SSC26-003,Hazel,Nguyen,2015,A (10U-12U),D,thnguyen@example.com,225.00\nSSC26-004,Piper,Kowalski,2014,A (10U-12U),F,markkow@example.com,225.00\n"
        "# Skills camp June 22-26 Parade Ice Garden - export from SportsEngine", hard=True)
    add(f"{dl}/report.pdf", R, Fi, 300,
        "Minnesota DNR Section of Fisheries  Lake Information Report\nPIKE LAKE (Cook County)  DOW 16-0252-00\nSurvey date 07/17/2023  "
        "Gill nets 6, trap nets 9\nWalleye 4.1 per gill net (below median), northern pike 5.8, yellow perch 22.0\n"
        "Stocking: walleye fry 2022, 2024. Management plan: maintain walleye and northern pike fisheries.", hard=True)
    add(f"{dl}/print.pdf", P, C, 11,
        "Superior Cooperative Grocers\nRFP: Data Analytics Services - ADDENDUM 2\nPre-proposal call questions, May 21, 2026\n"
        "Q: Will the co-op provide VPN access to store servers? A: Yes, through our IT vendor Arrowhead Tech.\n"
        "Q: Is patronage dividend reporting in scope for phase 1? A: No, phase 2.\nDeadline unchanged: June 12, 2026, 5:00 pm CT.", hard=True)
    add(f"{dl}/20260514_093211.pdf", A, E, 18,
        "Minnesota College Savings Plan  Account activity\nAccount owner: Derek J Lindahl  Beneficiary: Ava Lindahl\n"
        "Automatic contribution from U.S. Bank checking: $300.00 on 05/14/2026\nPortfolio: Enrollment Year 2030  Value $53,881.20\n"
        "Minnesota taxpayers may subtract up to $3,000 (MFJ) of contributions.", hard=True)
    add(f"{dl}/doc04123220260302.pdf", A, Hh, 91,
        "Twin Cities Orthodontics  Patient account summary\nPatient: Ava Lindahl  Responsible party: Derek Lindahl\n"
        "Treatment start 04/2025  Estimated completion 04/2027\nContract $6,200.00  Insurance paid to date $1,020.00  Payments $3,350.00\n"
        "Remaining balance $1,830.00 (12 payments of $150 + $30)", hard=True)
    add(f"{dl}/Fwd_.eml", A, E, 55,
        t_eml("Karen Lindahl <karen.lindahl@example.com>", "Derek Lindahl <derek@northstardata.co>", "Fwd:", _at(55),
              "Can you deal with this? They want our 2024 tax transcript for Sam's FAFSA verification by April 20.\n\n"
              "---------- Forwarded message ---------\nFrom: UW-Madison Office of Student Financial Aid\nSubject: Verification required - Samuel Lindahl 2026-27\n\n"
              "Your 2026-27 FAFSA was selected for verification. Please upload a 2024 IRS Tax Return Transcript for the parents and the "
              "V1 Verification Worksheet in MyUW. Aid will not be disbursed until verification is complete."), hard=True)
    add(f"{dl}/Re_.eml", A, H, 26,
        t_eml("Heidi Hanson <heidi.hanson@example.com>", "Derek Lindahl <derek@northstardata.co>", "Re:", _at(26),
              "Hi Coach Derek,\nThanks for the end-of-season eval meeting with Nora. She is nervous about September tryouts for 14U A - "
              "should she do the Minnesota Made spring league or your skills camp in June? Also are you coaching 14U again next year?\n"
              "Thanks, Heidi\n\n> On May 3, Derek Lindahl wrote:\n> Great season everyone - final team party is Sunday at Lake Nokomis pavilion."), hard=True)
    add(f"{dl}/noname.eml", A, C, 16,
        t_eml("Tom Reinholt <treinholt@lakeviewccu.org>", "derek@northstardata.co", "", _at(16),
              "Derek - the Deposits dashboard shows nothing after May 14. Looks like the nightly Symitar export didn't land on the file share. "
              "Can you take a look under the retainer? Board packet goes out Friday.\nTom Reinholt | VP Information Technology | Lakeview Community Credit Union"), hard=True)
    add(f"{dl}/output.xlsx", A, C, 40,
        "Branch;Members Mar 2026;Members Apr 2026;Growth;Loans ($M);Deposits ($M)\nRice Street;8412;8455;0.51%;61.2;88.4\n"
        "Roseville;6120;6188;1.11%;44.8;70.1\nWhite Bear Lake;4988;5002;0.28%;37.5;52.9\nTotal Lakeview CCU;19520;19645;0.64%;143.5;211.4\n"
        "Source: Power BI Member Growth report export", hard=True)
    add(f"{dl}/Book1.xlsx", P, Ho, 48,
        "Heating cost estimate;Gas furnace only;Dual fuel heat pump\nAnnual heat load (therms equiv);920;920\nGas used (therms);920;260\n"
        "Electricity (kWh);0;9800\nCost at $0.70/therm and $0.149/kWh;644;1642\nCooling (replaces 1998 AC);410;250\n"
        "Note: Xcel heat pump rate discount in winter brings HP cost down ~15%", hard=True)
    add(f"{dl}/Book2.xlsx", A, E, 130,
        "Sam - Spring 2026 semester;Amount;Paid by\nTuition and segregated fees;6621.35;529 + parents\nDorm/apartment rent Jan-May;5475.00;parents\n"
        "Meal plan (Badger Bucks);900.00;Sam\nBooks (Econ 302, Stats 371);410.00;529\nTotal;13406.35;", hard=True)
    add(f"{dl}/temp.txt", P, C, 14,
        "-- Red Pine claims mart: paid-amount reconciliation legacy vs Snowflake, by service month\n"
        "select date_trunc('month', service_from_dt) as svc_month,\n       count(*) as claims,\n       sum(paid_amt) as paid\n"
        "from analytics.marts.fct_claims\nwhere service_from_dt >= '2019-01-01'\ngroup by 1 order by 1;\n"
        "-- legacy side: EDW.dbo.ClaimHeader, compare with finance GL 5100-5190\n", hard=True)
    add(f"{dl}/readme.txt", R, B, 260,
        "Northern Brewer - Caribou Slobber Brown Ale - Extract Recipe Kit\nKit inventory: 6 lb Dark malt syrup, 8 oz Briess Special Roast, "
        "8 oz Caramel 60L, 1 oz Willamette (60 min), Safale S-04 or Wyeast 1275\nSteep specialty grains at 150-165F for 20 minutes, boil 60 minutes, "
        "ferment 2 weeks at 64-72F, bottle with 5 oz priming sugar. OG 1.052.", hard=True)
    add(f"{dl}/info.pdf", P, H, 32,
        "Minneapolis Park & Recreation Board  Parade Ice Garden  INVOICE 26-0611\nBill to: South Minneapolis Hockey Association, attn Derek Lindahl\n"
        "Summer ice rental: June 22-26, 2026, rink 1, 8:15 am - 12:00 pm daily (18.75 hours x $265)\nDeposit due 05/01/2026 $2,484.38 - PAID\n"
        "Balance due 06/15/2026 $2,484.37", hard=True)
    add(f"{dl}/form.pdf", A, T, 20,
        "Minnesota Department of Revenue  2026 Form M14ES, Estimated Income Tax\nPayment voucher 2  Due June 15, 2026\n"
        "Derek J Lindahl  Karen M Lindahl  4127 35th Ave S, Minneapolis MN 55406\nAmount of payment: $3,100.00\n"
        "Pay electronically at revenue.state.mn.us - do not mail this voucher if you pay online.", hard=True)
    add(f"{dl}/confirmation.pdf", P, E, 27,
        "DIS - Study Abroad in Scandinavia\nApplication received - Spring 2027, Copenhagen\nStudent: Samuel Lindahl, University of Wisconsin-Madison\n"
        "Core course: Economics - European Business Cultures? (pending advisor approval)\nApplication fee $50 paid. Next: submit recommendation "
        "and transcript; decisions on a rolling basis; final deadline October 1, 2026.", hard=True)

    # ---- Desktop
    dk = "Desktop"
    add(f"{dk}/untitled.txt", A, T, 15,
        "Q2 estimates - due June 15\nfederal safe harbor = 110% of 2025 total tax ($39,270) -> /4 = 9,000 rounded\n"
        "MN: 110% of 2025 MN tax 11,250 -> 3,100/qtr\nalready paid Q1 both 4/15\nRed Pine invoices running higher than last year, maybe bump Q3 to 10k\n"
        "pay from Riverview business acct? no - personal US Bank (Gail says keep it clean)\n", hard=True)
    add(f"{dk}/notes.txt", P, K, 20,
        "takeoff for walls - 20x24, 8ft walls, 16oc\nexterior walls 88 lf -> 2x6 studs 70 + corners/openings 24 = 94\n"
        "plates: 2x6x16 treated sill 6, top plates 12\nheaders: 2-ply 2x10 for W1 (2), LVL over patio door\nloft floor: 2x10 joists 16oc x 20ft = 16\n"
        "sheathing walls: 7/16 OSB 88lf x 8ft / 32 = 22 + gables 8 = 30 sh\nask North Shore about 2x6 precut 92-5/8 vs 10ft\n", hard=True)
    add(f"{dk}/notes.md", P, C, 14,
        "# steering cttee prep (Tue)\n\n- green status; backfill complete 2019-2026\n- CR-04 dental capitation: 60 hrs, get Priya's signature in the meeting\n"
        "- cutover 8/22-23 -> need Jason's IT ops freeze dates\n- FY27 Snowflake cost forecast: ~ 38k credits/yr? (show warehouse metering chart)\n"
        "- risk: finance UAT availability\n", hard=True)
    add(f"{dk}/todo.txt", P, H, 3,
        "camp week todo\n- order 60 practice jerseys (white/blue) from Hockey Works - need sizes from registration export\n"
        "- confirm guest coach Thursday\n- pucks: 4 buckets from association shed\n- first-aid kit + AED location at Parade\n"
        "- waiver forms for walk-ins\n- pay Parade balance by 6/15\n", hard=True)
    add(f"{dk}/Untitled.docx", P, E, 16,
        "To whom it may concern:\nThis letter confirms that we, Derek and Karen Lindahl, will provide financial support for our son "
        "Samuel Lindahl during his study abroad semester with DIS in Copenhagen, Denmark, from January to May 2027, including program "
        "fees, housing and living expenses of at least DKK 6,243 per month as required for the Danish residence permit (ST1).\n"
        "Bank statements are attached.\nDerek Lindahl\nKaren Lindahl", hard=True)
    add(f"{dk}/draft.docx", P, T, 7,
        "Internal Revenue Service\nRe: CP2000 dated April 27, 2026 - tax year 2024 - Derek J & Karen M Lindahl\n"
        "We partially agree with the proposed changes. We did not report the sale of 41.2 shares of Vanguard Total Stock Market Index Fund "
        "on 07/15/2024 (proceeds $14,822). However, the cost basis of $13,905.33 was reported to the IRS on Form 1099-B. The correct "
        "gain is $916.67. Please see the enclosed Form 8949 and adjust the proposed tax accordingly.\nSincerely,", hard=True)
    add(f"{dk}/Untitled 2.docx", P, Ho, 52,
        "call notes - contractors\nMinnehaha: Mike, 18 yrs, installs Mitsubishi Hyper-Heat, says keep furnace for below -15F, "
        "can do June install, handles Xcel rebate paperwork\nStandard: Carrier Infinity, pricier, 2 week lead time, didn't check our ductwork\n"
        "both say 3-ton. Ask about line set through the brick on the north side\n", hard=True)
    add(f"{dk}/agenda.docx", A, H, 36,
        "End-of-season parent meeting - April 26, 2026\n1. Season recap: 14-9-3, District 6 B playoffs semifinal\n2. Team finances: "
        "balance $2,160 - refund $140 per family or roll to next season?\n3. Jersey return by May 10\n4. 2026-27 tryouts Sept 8-12; "
        "coach applications due July 15\n5. Summer skills camp June 22-26\n6. Thank you to Jen (manager) and Steph (treasurer)", hard=True)
    add(f"{dk}/Untitled 4.xlsx", A, F, 95,
        "Account;12/31/2025;2/28/2026\nU.S. Bank checking;11840;9220\nU.S. Bank money market;29400;27300\nVanguard brokerage;84102;85210\n"
        "SEP-IRA;236300;239800\nRollover IRA;311996;314700\nKaren 403b;161200;164500\nHSA;15110;16400\nMortgage;-224100;-222300", hard=True)
    add(f"{dk}/stuff/list.txt", P, Tr, 12,
        "for the trip w Sam (Aug 14)\n- renew fishing licenses (both - Sam non-student resident?)\n- leeches at Trail Center the night before\n"
        "- portage yoke pads\n- check Gunflint Trail fire restrictions\n- day 3 layover on Long Island Lake\n- pick up permit at ranger station Grand Marais\n", hard=True)
    add(f"{dk}/stuff/Untitled.xlsx", R, B, 110,
        "Batch;Brew date;Style;Volume (gal);OG;FG;Yeast;Ferm temp;Kegged\n41;11/15/2025;Altbier;5.5;1.050;1.012;WLP036;62;12/10/2025\n"
        "42;12/20/2025;Winter warmer;5.0;1.072;1.018;Wyeast 1968;65;01/24/2026\n43;01/10/2026;Oatmeal stout;5.5;1.058;1.017;WLP002;66;02/01/2026", hard=True)
    photo(f"{dk}/stuff/IMG_0871.jpg", R, Ph, 12)

    # ---- phone scans in iCloud Drive
    sc = "iCloud Drive/Scans"
    add(f"{sc}/Scanned Document.pdf", A, H, 240,
        "South Minneapolis Hockey Association  PAYMENT RECEIPT\nReceived from: Derek & Karen Lindahl\nFor: Ava Lindahl - 14U B Girls 2025-26 "
        "team fee, installment 2 of 2\nAmount $225.00  Check #4418  Date 10/01/2025\nReceived by: Steph Berglund, team treasurer", hard=True)
    add(f"{sc}/Scanned Document 2.pdf", A, Hh, 101,
        "WALGREENS #04521  3121 E Lake St Minneapolis MN\nRx #0618842  Patient: LINDAHL, DEREK  Amoxicillin 500mg cap #30\n"
        "Insurance: HealthPartners  Copay $12.50\nFSA/HSA ELIGIBLE ITEMS: $12.50  Paid HSA card ****0091", hard=True)
    add(f"{sc}/Scanned Document 3.pdf", P, K, 95,
        "COOK COUNTY  LAND USE PERMIT  POST THIS CARD ON SITE\nPermit No. 2026-LU-0142\nOwner: Derek Lindahl  Location: PIN 55-012-2840, "
        "Caribou Pines Rd\nWork: single-family dwelling (cabin) 20 x 24, 1.5 story\nInspections: setback verification before footings, "
        "SSTS final before occupancy. Call Land Services 218-387-3630.", hard=True)
    add(f"{sc}/Scanned Document 4.pdf", A, E, 9,
        "Minneapolis Public Schools  Sanford Middle School  Final Report Card 2025-26\nStudent: Ava Lindahl  Grade 8  Homeroom Ms. Vang\n"
        "Language Arts A  Algebra 1 A  Earth Science A-  U.S. History A  Spanish 1 A  Band B+  Phy Ed A\nCongratulations on completing middle school! "
        "Transcript sent to Roosevelt High School.", hard=True)
    add(f"{sc}/Scanned Document 5.pdf", A, V, 41,
        "Discount Tire #MNM 12  Richfield MN  Invoice 5118839\nCustomer: Derek Lindahl  Vehicle: 2014 Ford F-150 4WD, mileage 143,900\n"
        "4 x BFGoodrich All-Terrain T/A KO2 LT275/65R18  mount/balance, certificates\nTotal $1,340.00  Paid Visa", hard=True)
    add(f"{sc}/Scanned Document 6.pdf", X, Em, 200,
        "Target Corporation - Voluntary Separation Agreement and General Release - signature page\nBy signing below, Employee acknowledges "
        "having read this Agreement, having had 21 days to consider it and 7 days to revoke.\nEmployee: Derek J Lindahl  Date: 06/09/2020\n"
        "Target Corporation, by: HR Business Partner, Digital & Technology  Date: 06/10/2020", hard=True)
    add(f"{sc}/Scanned Document 7.pdf", X, K, 1000,
        "WARRANTY DEED  Individual(s) to Joint Tenants\nDeed tax due: $262.35  Date: July 26, 2023\nFor valuable consideration, Estate of Walter "
        "Hanninen, Grantor, hereby conveys and warrants to Derek J Lindahl and Eric A Lindahl, as joint tenants, real property in Cook County, "
        "Minnesota: part of SW 1/4 of NE 1/4, Section 12, Township 61, Range 1 West. Recorded Cook County Recorder Doc. 000298114.", hard=True)

    # ---- the desk scanner
    ss = "Documents/Scans"
    add(f"{ss}/scan_0012.pdf", A, T, 122,
        "Form 1099-NEC  Nonemployee Compensation  2025  COPY B For Recipient\nPAYER: Lakeview Community Credit Union, 1450 Rice St, St. Paul MN\n"
        "PAYER TIN 41-0533892  RECIPIENT TIN 84-2917365\nRECIPIENT: Northstar Data Consulting LLC\nBox 1 Nonemployee compensation $38,400.00", hard=True)
    add(f"{ss}/scan_0013.pdf", A, Ho, 69,
        "Cedar Mutual Insurance  HOMEOWNERS DECLARATIONS PAGE  Renewal\nInsured location: 4127 35th Ave S, Minneapolis MN 55406  "
        "Year built 1926\nCoverage A Dwelling $455,000; B Other structures (garage) $45,500; C Personal property $270,000; E Liability $500,000\n"
        "Mortgagee: Rocket Mortgage LLC ISAOA  Premium paid from escrow", hard=True)
    add(f"{ss}/scan_0014.pdf", X, V, 298,
        "STATE OF MINNESOTA  CERTIFICATE OF TITLE - reassignment (copy)\n2008 HONDA CIVIC  VIN 2HGFA16588H312245\nSeller: Derek J Lindahl  "
        "Odometer 168,400 actual\nBuyer: Jordan Haugen, Richfield MN  Sale date 08/09/2025  Purchase price $3,400", hard=True)
    add(f"{ss}/scan_0015.pdf", X, Ho, 1343,
        "FINAL LIEN WAIVER  Twin Cities Roofing & Exteriors\nProperty: 4127 35th Ave S, Minneapolis MN  Owner: Derek & Karen Lindahl\n"
        "The undersigned has been paid in full ($16,900.00) for labor and materials for the roof replacement completed 09/23/2022 and waives "
        "all lien rights. GAF System Plus warranty registered.", hard=True)
    add(f"{ss}/scan_0016.pdf", A, Hh, 10,
        "Minnesota Gastroenterology, P.A.\nMay 22, 2026\nDear Derek Lindahl,\nThe polyps removed during your colonoscopy on May 20 were "
        "tubular adenomas without dysplasia. We recommend a repeat colonoscopy in 7 years (2033). Please call with questions.\n"
        "Sincerely, Anita Rao, MD", hard=True)
    add(f"{ss}/scan_0017.pdf", A, C, 149,
        "STATE OF MINNESOTA  Secretary of State\nCertificate of Good Standing\nNorthstar Data Consulting LLC, a Minnesota limited liability company "
        "(file 1187442800029), filed August 3, 2020, is in active status and has filed its annual renewal for 2026.\nIssued January 2, 2026", hard=True)
    add(f"{ss}/scan_0018.pdf", A, F, 108,
        "Protective Life Insurance Company  Annual policy statement\nInsured: Derek J Lindahl  Policy TL-20-3398121  20-year level term\n"
        "Face amount $1,000,000  Status: in force  Annual premium $1,118.00 drafted 02/14/2026\nBeneficiary on file: Karen M Lindahl", hard=True)
    add(f"{ss}/scan_0019.pdf", X, Tr, 680,
        "Old Faithful Inn - Yellowstone National Park Lodges\nGuest folio  Lindahl, Derek  Room 2117\nArrival 07/16/2024  Departure 07/17/2024\n"
        "Room $389.00  Obsidian Dining Room $214.60  Tax $48.21  Balance paid Visa", hard=True)
    add(f"{ss}/scan_0020.pdf", A, E, 4,
        "University of Wisconsin-Madison  Office of the Registrar\nSpring 2026 grade report - Samuel Lindahl\nECON 302 Intermediate Macroeconomics A\n"
        "STAT 371 Introductory Applied Statistics AB\nHIST 201 B\nCOMP SCI 220 A\nTerm GPA 3.63  Cumulative GPA 3.51  Dean's List", hard=True)

    # ---- Telegram from Eric (cabin)
    tg = "Downloads/Telegram Desktop"
    add(f"{tg}/document.pdf", P, K, 62,
        "Lake Superior Truss & Components  Duluth, MN\nQUOTE Q-26-0457  Customer: Eric Lindahl / Derek Lindahl\nJob: 20x24 cabin, Caribou Pines Rd, Cook County\n"
        "13 common trusses 12/12 pitch, 24 ft span, attic (room-in-attic) frame for loft, 24 in o.c.; 2 gable ends\n"
        "Design snow load 70 psf ground (Cook County)\nPrice delivered Grand Marais: $5,985.00  Lead time 4 weeks", hard=True)
    add(f"{tg}/document_2.pdf", P, K, 37,
        "Hovland Well Drilling  Estimate\nCustomer: Derek Lindahl  Site: 6418 Caribou Pines Rd, Grand Marais\n6 in drilled well, est. 180-260 ft "
        "(bedrock), steel casing, 1/2 hp submersible pump, pitless adapter, pressure tank\nEstimate $13,200 - $15,800 depending on depth\n"
        "Earliest date: week of August 24, 2026. MDH well permit included.", hard=True)
    add(f"{tg}/Doc1.docx", P, K, 21,
        "Eric's plan for June weekends\nJune 5-7: floor deck - sill seal, rim, joists, Advantech\nJune 12-14: walls up, sheathe on the deck first\n"
        "June 26-28: trusses (Sam helps), need 4 people for the gable ends\nbring: both saws, Paslode, chalk lines, 2 ladders, my level, tarps\n"
        "we stay in the camper, Karen's cooler", hard=True)

    # ---- the old MacBook copy: nameless files
    om = "Old MacBook 2015"
    add(f"{om}/Documents/scan0004.pdf", X, Em, 140,
        "Target Corporation  1000 Nicollet Mall, Minneapolis, MN 55403\nMarch 2, 2009\nDear Derek,\nWe are pleased to offer you the position of "
        "Senior Data Engineer, Enterprise Data Warehouse, at an annual salary of $96,000, starting March 30, 2009, with eligibility for the "
        "annual incentive plan and 401(k) with company match.\nPlease sign and return by March 9.\nTarget Human Resources", hard=True)
    add(f"{om}/Documents/Document1.docx", X, Tr, 140,
        "Sweden - July 2019\nJul 3 MSP-ARN (SAS 954)\nJul 4-7 Stockholm: Gamla Stan, Vasa Museum, Skansen\nJul 8 train to Karlstad, visit Lindahl "
        "cousins in Värmland (Grandpa's farm near Sunne)\nJul 12-14 Göteborg\nJul 15 home via Copenhagen", hard=True)
    add(f"{om}/Desktop/untitled folder/notes.txt", X, C, 140,
        "Minnehaha Brewing - wrap up (May 2021)\n- final dashboard: taproom sales by day + distributor depletions (Breakthru Beverage)\n"
        "- handed Google Sheets connector to Luis\n- last invoice sent 5/28, 140 hrs total\n- ask Luis for a testimonial for the website\n", hard=True)
    add(f"{om}/Documents/Untitled spreadsheet.xlsx", A, F, 140,
        "2019 budget;monthly\nMortgage (old loan 3.875%);2015\nDaycare/aftercare Ava;420\nHockey (Sam Bantam AA);310\nGroceries;1100\n"
        "401k (Target) + 403b;auto\nVacation fund (Sweden);600\nTotal take-home;10400", hard=True)
    add(f"{om}/Downloads/Document.pdf", A, T, 140,
        "Form W-2 Wage and Tax Statement 2019\nEmployer: Target Corporation, 1000 Nicollet Mall, Minneapolis MN 55403\nEmployee: Derek J Lindahl\n"
        "Box 1 Wages $142,960.33  Box 2 Federal income tax withheld $25,002.11  Box 12 D $19,000.00  Box 16 MN wages $142,960.33", hard=True)

    # ---- Documents/Misc
    ms = "Documents/Misc"
    add(f"{ms}/letter.docx", P, K, 58,
        "Cook County Highway Department\n609 E 4th Ave, Grand Marais MN 55604\nRe: driveway access permit - Caribou Pines Rd, PIN 55-012-2840\n"
        "Dear Sir or Madam,\nWe are building a seasonal cabin on the above parcel (Land Use Permit 2026-LU-0142) and request a driveway "
        "entrance permit for a 16 ft gravel approach with an 18 in culvert at the existing field access.\nSincerely, Derek Lindahl", hard=True)
    add(f"{ms}/old notes.txt", X, C, 530,
        "TPL handoff checklist (Nov 2024)\n- give Ryan admin on Power BI workspace 'TPL Shipments'\n- transfer Azure SQL ownership, rotate my creds\n"
        "- last invoice + closeout letter from Anne Marie\n- delete local copies of TMS extracts after 30 days\n", hard=True)
    add(f"{ms}/Untitled 3.docx", A, Hh, 190,
        "Ava - concussion return-to-play log (Nov 2025)\nDay 1-2: rest, no screens after 8pm\nDay 3: light bike 15 min, no symptoms\n"
        "Day 5: skating no contact - cleared by Dr. Kim at TRIA\nDay 7: full practice; Day 8: game\nSchool: note for reduced homework sent to Sanford", hard=True)

    # ---- a few more
    add("Downloads/Document (9).pdf", A, C, 3,
        "Riverview Bank  Business Checking Statement\nNORTHSTAR DATA CONSULTING LLC  4127 35th Ave S, Minneapolis MN 55406\n"
        "Account ending 4471  Statement period 05/01/2026 - 05/29/2026\nDeposits: 05/18 LAKEVIEW CCU ACH PMT $3,200.00; 05/27 RED PINE HEALTH "
        "ACH PMT $24,255.00\nWithdrawals: 05/01 HISCOX INS; 05/15 TRANSFER TO US BANK OWNER DRAW $6,500.00; 05/20 GITHUB $4.00; "
        "05/22 SNOWFLAKE INC $38.60\nEnding balance $41,902.17", hard=True)
    add("Downloads/Document (10).pdf", P, Ho, 4,
        "City of Minneapolis  Community Planning & Economic Development  MECHANICAL PERMIT  MEC2026-04417\nSite: 4127 35th Ave S  "
        "Owner: Derek & Karen Lindahl\nContractor: Minnehaha Heating & Cooling, license MC-0612\nWork: install air-source heat pump "
        "(3 ton) with existing gas furnace as auxiliary heat; remove existing AC condenser\nFinal inspection required after install.", hard=True)
    add("Downloads/file (1).pdf", P, Tr, 47,
        "Gunflint Pines Outfitters - Trip Information\nWelcome, Derek & Sam! Arrive by 7 pm the night before for your gear check and bunkhouse.\n"
        "Tow boat leaves the dock at 7:00 am sharp for the Cross Bay entry. Bring your printed BWCA permit and fishing licenses.\n"
        "Bear barrel and rope provided. Return canoe by 4 pm on 8/19.", hard=True)
    add("Desktop/untitled folder/Untitled.txt", R, B, 40,
        "water for the kolsch - 6 gal RO + Mpls tap blend 50/50\nadd 2 g gypsum, 3 g calcium chloride, 1/2 tsp lactic in mash -> pH 5.3\n"
        "target: Ca 50, SO4 45, Cl 60\npilsner malt base, mash 149F 75 min\n", hard=True)
    add("iCloud Drive/Scans/Scanned Document 8.pdf", A, V, 118,
        "CEDAR MUTUAL INSURANCE  MINNESOTA AUTOMOBILE INSURANCE IDENTIFICATION CARD\nNamed insured: Derek & Karen Lindahl\n"
        "Policy PA-7718204  Effective 02/01/2026  Expires 08/01/2026\n2014 FORD F150  VIN 1FTFW1EF4EKE51294\n"
        "2019 SUBARU OUTBACK  VIN 4S4BSANC3K3288015\nKeep this card in your vehicle.", hard=True)
    add("Documents/Scans/scan_0021.pdf", A, H, 262,
        "Minnesota Hockey / USA Hockey  Background screening - CLEARED\nApplicant: Derek Lindahl  Role: Coach - South Minneapolis Hockey Association\n"
        "Screening completed 08/24/2025 by NCSI. Valid for two seasons (through 08/31/2027). Present this letter to your association registrar.", hard=True)
    add("Downloads/Telegram Desktop/document_3.pdf", A, K, 17,
        "COOK COUNTY AUDITOR-TREASURER  2026 Property Tax - payment receipt\nProperty ID 55-012-2840  Owners: Derek J Lindahl & Eric A Lindahl\n"
        "First-half 2026 tax $486.00 paid 05/12/2026 (online, card ending 2291)\nSecond half $486.00 due October 15, 2026", hard=True)
    add("Old MacBook 2015/Documents/Document2.docx", X, H, 140,
        "Dear Bantam AA families,\nWelcome to the 2019-20 season! Practices start November 4 at Parade Ice Garden (Mon/Wed/Fri). "
        "Team fee is $1,150, due in two installments. We need volunteers for team manager, treasurer and the Bloomington tournament "
        "concession shifts.\nLooking forward to a great year with these boys.\nCoach Derek Lindahl", hard=True)

    return items
