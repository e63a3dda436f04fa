"""A seventy-third unseen labelled corpus: the Levi household in Ramat Gan, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bench scripts
(``benchmarks/*.py``), at the bodies of the other corpus modules in ``benchmarks/placement/`` or at any placement
result. What was read: ``unseen.py``'s module docstring (as the model for how a person and the labelling rules are
written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3`` and
``_blob`` and the first lines of its ``build()`` (the ``write``/``encode``/``add``/``dot`` helpers);
``corpus.py``'s ``Item``, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``,
``_docx``, ``_png`` and ``HEIC_HEAD``. The files and labels are shaped by what this family would have on disk, not
by what any code looks for.

The person: Noa Levi (נועה לוי), 38, a senior UX researcher at Orbita Ltd., a fintech company in Tel Aviv
(Menachem Begin 132), since August 2021; before that she was a UX designer and then researcher at Nexlog
Systems in Herzliya (2016 - July 2021). Her husband Eitan (איתן) is an electrician with his own small business,
"Eitan Levi Electric" (איתן לוי חשמל, osek murshe, a licensed electrician, chashmalai musmach); he also serves
in the reserves (miluim) and has been called up again and again since October 2023. Their children are Yael
(יעל, 8, third grade at the HaGefen primary school, with an after-school club and gymnastics) and Omer (עומר,
4, in a municipal kindergarten). They rent a flat at HaRa'ah 58, apt 7, Ramat Gan (since August 2024; before
that a rented flat on Katznelson St. in Givatayim, 2017-2024). They have bought an apartment off-plan in a
new building in Kiryat Ono ("Ganei Ono", building B, apt 14, delivery expected in 2027) and are now arranging
the mortgage, the tenant changes (shinuyei dayarim) and the staged payments. The family flies to Greece
(Athens and Naxos) on 12-24 July 2026. Noa is running a six-week onboarding research study at work that ends
with a findings readout at the end of June 2026; she is also claiming a tax refund for 2020-2025 (form 135:
two employers in 2021, Omer's birth, donations). Eitan is preparing for the "chashmalai techna'i" (technician
electrician) licence exam in July 2026. Omer's kindergarten placement for 2026-27 (תשפ"ז) is under appeal at
the municipality. Finished things: Noa's army service (2006-2008), her Nexlog job, the Givatayim flat, the old
Mazda 3 (sold 2023), Eitan's "Swords of Iron" compensation grant for the business (applied 2024, paid 2025),
trips to Rome (2019), Cyprus (2021) and Eilat (Passover 2025), and the old Galaxy phone backup.

The machine is a shared Windows laptop with a Hebrew interface: ``הורדות/`` (Downloads, where WhatsApp Desktop
also saves), ``שולחן העבודה/`` (Desktop), ``מסמכים/`` (Documents, half organized into Hebrew folders, with a
``סריקות/`` folder of scanner output ``scan_0012.pdf`` and a ``2024/`` year folder), ``תמונות/`` (a phone photo
dump, WhatsApp images, screenshots ``צילום מסך ....png``, an old phone backup), ``מוזיקה/``, and a copy of Noa's
old laptop (``מחשב ישן - גיבוי 2021/``). File and folder names are Hebrew with some English; Windows forbids
``"`` in names, so people write מעמ, רו''ח, תשפ''ו. Text is Hebrew in TXT, DOCX, XLSX and EML files; PDFs (whose
text layer here carries only Latin characters) are in English or transliteration, as Israeli institutions'
English versions and scanned forms would be. Hebrew-named Windows defaults: ``מסמך טקסט חדש.txt``,
``מסמך Microsoft Word חדש.docx``, ``ללא שם.txt``, ``Document (3).pdf``, ``download.pdf``.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. Buying the
  new apartment in Kiryat Ono (purchase contract, lawyer's letters, Sale Law bank guarantees, payment schedule,
  mortgage approval and offers, tenant changes, kitchen plan, site-visit photos) -- topic Home; the Greece trip
  of July 2026 (flights, hotels, ferry, car hire, travel insurance, Omer's first passport, budget, packing
  list) -- topic Travel; Noa's onboarding research study at Orbita (plan, screener, consent form, interview
  guide and notes, synthesis, whiteboard photos) -- topic Work; the tax refund claim for 2020-2025 (forms 135,
  copies of forms 106, donation receipts, the consultant's letters) -- topic Finance; Eitan's technician-licence
  course and exam (syllabus, registration, fee, study notes) -- topic Business; the appeal against Omer's
  kindergarten placement for 2026-27 -- topic Kids.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. Noa's employment
  at Orbita: contract, payslips (tlush maskoret), forms 106, reviews, training budget, the employer's keren
  hishtalmut notices (Work); Eitan's business: tax invoices, bi-monthly VAT reports, the accountant, income tax
  and Bituach Leumi advances of the self-employed, his annual returns, suppliers, licence, professional insurance,
  jobs and quotes (Business); household money: bank and credit-card statements, budget, pension and keren
  hishtalmut fund reports, children's savings, child allowance, life insurance (Finance); the rented flat:
  lease, rent, arnona, va'ad bayit, electricity, water, gas, internet, repairs (Home); the children's
  kindergarten, school, after-school club, summer camp and hobby classes (Kids); the family's health: Maccabi
  letters, tests, referrals, hospital letters, dentist, vaccinations, supplementary insurance (Health); the
  family car: licence fee, annual test, insurance, service, fines, running costs (Car); Eitan's reserve duty:
  call-ups, service confirmations, reservist pay and grants (Army).
- **Resources**: reference and interests kept for their own sake, by subject: UX-research methods and reading
  (Work); electrical regulations, catalogues and tables (Business); money guides (Finance); appliance manuals
  and tenants'-rights guides (Home); parenting and activity ideas (Kids); health reading (Health); the car's
  manual (Car); ideas for trips in Israel (Travel); recipes (Cooking); ebooks (Books); music files (Music);
  installers (Software); photos, albums, family-event and trip photos, WhatsApp images and screenshots
  (Photos) -- except photos that document a project's work, current or finished (apartment site visits, the
  research whiteboard, the old flat's state at move-out: the project's bucket and topic), and the photos in the
  old phone backup (Archive, Photos).
- **Archive**: finished projects and ended responsibilities: research studies Noa finished at Orbita and her
  Nexlog job (Work); the "Swords of Iron" grant, applied for and paid (Business); the Givatayim flat, given back
  in 2024 (Home); the Mazda 3, sold in 2023 (Car); past trips (Travel); Noa's army service (Army); the old phone
  backup (Photos). Files in the old-laptop copy are labelled by what they are (mostly Archive; a recipe there is
  still Resources Cooking).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Topics are subjects, the same names across buckets: the new apartment is ``Home`` like the rented flat; the
Greece trip is ``Travel`` like the past trips; Eitan's reserve duty and Noa's army papers are both ``Army``.
``hard`` marks a file whose name *and* folder say nothing about its subject (``הורדות/Document (3).pdf``,
``שולחן העבודה/מסמך טקסט חדש.txt``, ``מסמכים/סריקות/scan_0012.pdf``, ``מסמכים/2024/scan0003.pdf``): only the
text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it, and it carries the subject as the real
letter, bill or note would. Images are never marked hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import base64
import io
import os
import random
import struct
import zipfile
import zlib
from datetime import datetime, timedelta
from email.utils import format_datetime
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
ZIP_DATE = (2026, 1, 1, 0, 0, 0)

# --------------------------------------------------------------------------- helpers


def _d(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _latin1(text: str) -> str:
    for a, b in (("\u2013", "-"), ("\u2014", "-"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"'),
                 ("\u2026", "..."), ("\u20ac", "EUR"), ("\u20aa", "NIS"), ("\u2022", "*"), ("\u00a0", " ")):
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
         f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="גיליון1" sheetId="1" r:id="rId1"/>'
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


def _hdr(text: str) -> str:
    """An RFC 2047 encoded word when ``text`` is not plain ASCII."""
    if text.isascii():
        return text
    return "=?UTF-8?B?" + base64.b64encode(text.encode("utf-8")).decode("ascii") + "?="


def _addr(name: str, mail: str) -> str:
    return f"{_hdr(name)} <{mail}>"


def _eml(frm: tuple[str, str], to: tuple[str, str], subject: str, dt: datetime, body: str) -> bytes:
    mid = f"<{zlib.crc32((subject + body).encode('utf-8')):010d}.{int(dt.timestamp())}@mail.gmail.com>"
    head = (f"From: {_addr(*frm)}\r\nTo: {_addr(*to)}\r\nSubject: {_hdr(subject)}\r\n"
            f"Date: {format_datetime(dt)}\r\nMessage-ID: {mid}\r\nMIME-Version: 1.0\r\n"
            'Content-Type: text/plain; charset="utf-8"\r\nContent-Transfer-Encoding: 8bit\r\n\r\n')
    return (head + body.replace("\n", "\r\n") + "\r\n").encode("utf-8")


# --------------------------------------------------------------------------- people and places

NOA = ("נועה לוי", "noa.levi.ux@gmail.com")
EITAN = ("איתן לוי", "eitan.levi.electric@gmail.com")
NOA_ID = "038412765"
EITAN_ID = "036998214"
ADDR_EN = "58 HaRa'ah St., Apt 7, Ramat Gan 5250342"
ADDR_HE = "רחוב הרא''ה 58 דירה 7, רמת גן"
BUSINESS_EN = ("Eitan Levi Electric - licensed electrician\nOsek Murshe (authorized dealer) no. 036998214\n"
               "58 HaRa'ah St., Ramat Gan | Tel 052-6418837 | eitan.levi.electric@gmail.com")
BUSINESS_HE = "איתן לוי חשמל | חשמלאי מוסמך | עוסק מורשה 036998214 | 052-6418837"
ORBITA_EN = "Orbita Ltd. | 132 Menachem Begin Rd., Azrieli Center, Tel Aviv 6701101 | Company no. 515874420"
DEVELOPER_EN = "Y.S. Oren Development & Construction Ltd. (company no. 514220873)"
PROJECT_EN = "Ganei Ono project, 24 Herzl St., Kiryat Ono - Building B, Apartment 14 (4.5 rooms, 5th floor)"

CLIENTS = [("Cohen family", "12 Jabotinsky St., Ramat Gan"), ("Mizrahi family", "7 Arlozorov St., Givatayim"),
           ("Cafe Limon", "44 Bialik St., Ramat Gan"), ("Ben-David family", "3 HaShoshanim St., Kiryat Ono"),
           ("Peretz Dental Clinic", "90 Ibn Gvirol St., Tel Aviv"), ("Katz family", "15 Herzl St., Bnei Brak"),
           ("Dahan family", "21 HaYarden St., Ramat Gan"), ("Golan Architects", "5 Totseret HaAretz St., Tel Aviv"),
           ("Shapira family", "9 Sokolov St., Ramat HaSharon"), ("Azoulay family", "31 Rothschild St., Petah Tikva")]
JOBS = ["Replacing main distribution board with new 3-phase board incl. RCD 30mA",
        "Kitchen rewiring: 6 new sockets, oven circuit 32A, dishwasher line",
        "EV charger installation (Wallbox 11kW) incl. dedicated circuit and permit",
        "Fault finding - recurring RCD trips, replacing faulty water-heater element wiring",
        "Lighting installation: 14 LED spots, dimmers, garden lighting",
        "Annual inspection of electrical installation for business licence",
        "Air-conditioner power points (3 units) and timer for solar water heater",
        "Upgrade of connection from 1x40A to 3x25A, coordination with Israel Electric Corp"]


# --------------------------------------------------------------------------- document texts: fn(r, dt) -> str


def t_payslip(month: int, year: int):
    def f(r: random.Random, dt: datetime) -> str:
        gross = 31_800 if (year, month) >= (2026, 1) else 30_200
        tax = r.uniform(5_600, 6_300)
        ni = r.uniform(1_750, 1_950)
        return (f"{ORBITA_EN}\nPAYSLIP (Tlush Maskoret) - {month:02d}/{year}\n"
                f"Employee: Noa Levi   ID: {NOA_ID}   Employee no.: 2147\n"
                "Position: Senior UX Researcher   Department: Product Design   Start date: 01/08/2021\n"
                f"Base salary: {gross:,.2f} NIS   Global overtime: 0.00   Travel: 426.00\n"
                f"Gross salary: {gross + 426:,.2f} NIS\n"
                f"Income tax: {tax:,.2f}   Credit points: 4.75\n"
                f"National Insurance (Bituach Leumi): {ni:,.2f}   Health tax: {ni * 0.72:,.2f}\n"
                f"Pension fund (Shaked Pension) employee 6%: {gross * 0.06:,.2f}   employer 6.5%: {gross * 0.065:,.2f}"
                f"   severance 8.33%: {gross * 0.0833:,.2f}\n"
                f"Keren hishtalmut employee 2.5%: {gross * 0.025:,.2f}   employer 7.5%: {gross * 0.075:,.2f}\n"
                f"Net salary: {gross + 426 - tax - ni * 1.72 - gross * 0.085:,.2f} NIS\n"
                f"Vacation days balance: {r.randint(9, 22)}   Sick days balance: {r.randint(30, 70)}\n"
                "Paid to: Bank Discount, branch 074, account 338812\n")
    return f


def t_form106(year: int, employer: str = "Orbita Ltd. (deductions file 947118320)"):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"FORM 106 - Annual report to employee on salary and tax deductions - tax year {year}\n"
                f"Employer: {employer}\nEmployee: Noa Levi, ID {NOA_ID}\n"
                f"Months worked: 12   Taxable income (code 158): {r.uniform(340_000, 380_000):,.0f} NIS\n"
                f"Income tax deducted (042): {r.uniform(58_000, 71_000):,.0f}\n"
                f"Pension employee contributions (086): {r.uniform(19_000, 22_000):,.0f}\n"
                "Credit points used: 2.25 resident + 0.5 woman + children\n")
    return f


def t_invoice(no: int, client: int, job: int):
    def f(r: random.Random, dt: datetime) -> str:
        name, addr = CLIENTS[client]
        net = round(r.uniform(900, 9_800), 0)
        vat = 0.18 if dt.year >= 2025 else 0.17
        return (f"{BUSINESS_EN}\nTAX INVOICE / RECEIPT (Heshbonit Mas Kabala) No. {no} - ORIGINAL\n"
                f"Date: {_d(dt)}\nCustomer: {name}, {addr}\n"
                f"Work: {JOBS[job]}\nMaterials and labour: {net:,.2f} NIS\n"
                f"VAT {int(vat * 100)}%: {net * vat:,.2f} NIS\nTotal: {net * (1 + vat):,.2f} NIS\n"
                f"Payment: {r.choice(['bank transfer', 'Bit', 'cheque', 'credit card'])}\n"
                "Warranty on workmanship: 12 months. Thank you!\n")
    return f


def t_vat(p1: int, p2: int, year: int):
    def f(r: random.Random, dt: datetime) -> str:
        sales = r.uniform(38_000, 61_000)
        inputs = r.uniform(4_000, 11_000)
        return ("ISRAEL TAX AUTHORITY - VALUE ADDED TAX\nPeriodic VAT report (bi-monthly) - online submission receipt\n"
                f"Dealer: Eitan Levi, file no. {EITAN_ID}   Period: {p1:02d}-{p2:02d}/{year}\n"
                f"Taxable sales: {sales:,.0f} NIS   Output VAT (18%): {sales * 0.18:,.0f}\n"
                f"Input VAT - other inputs: {inputs * 0.18:,.0f}   Input VAT - fixed assets: 0\n"
                f"VAT payable: {sales * 0.18 - inputs * 0.18:,.0f} NIS\n"
                f"Due date: 15/{p2 + 1 if p2 < 12 else 1:02d}   Submitted by: Yossi Dahan CPA (representative)\n"
                f"Confirmation no. {r.randint(10**8, 10**9 - 1)}\n")
    return f


def t_bank(month: int, year: int):
    def f(r: random.Random, dt: datetime) -> str:
        rows = [("Salary ORBITA LTD", r.uniform(21_500, 23_400), 1),
                ("Transfer MOSHE AVRAHAMI rent", 6_400, -1),
                ("Bit transfers from customers - EITAN LEVI ELECTRIC", r.uniform(6_000, 19_000), 1),
                ("ISRACARD monthly charge", r.uniform(8_200, 13_900), -1),
                ("Ramat Gan Municipality arnona (standing order)", r.uniform(590, 640), -1),
                ("BITUACH LEUMI child allowance", 321.0, 1),
                ("Maccabi Sheli supplementary insurance", r.uniform(190, 230), -1)]
        lines = [f"{d:02d}/{month:02d}/{year}  {t:<60} {'+' if s > 0 else '-'}{a:,.2f}"
                 for d, (t, a, s) in zip((1, 2, 5, 10, 12, 20, 22), rows)]
        return ("BANK DISCOUNT - Account statement\nBranch 074 Ramat Gan - Account 338812 - "
                f"Levi Noa & Levi Eitan\nPeriod: 01/{month:02d}/{year} - end of month\n"
                + "\n".join(lines) + f"\nClosing balance: {r.uniform(-4_000, 22_000):,.2f} NIS\n")
    return f


def t_isracard(month: int, year: int):
    def f(r: random.Random, dt: datetime) -> str:
        shops = ["Shufersal Deal Ramat Gan", "Super-Pharm Bialik", "Paz Yellow", "Rami Levy Bnei Brak",
                 "Netflix", "Pango parking", "Ace Hardware Ramat Gan", "Wolt", "Castro Kids", "Cellcom"]
        lines = [f"{r.randint(1, 28):02d}/{month:02d}  {s:<28} {r.uniform(18, 740):,.2f}" for s in r.sample(shops, 7)]
        return (f"ISRACARD - Monthly statement, charge date 10/{month:02d}/{year}\nCard Mastercard ending 4471 - "
                "Noa Levi\n" + "\n".join(lines) + f"\nTotal for charge: {r.uniform(7_800, 13_500):,.2f} NIS\n")
    return f


def t_arnona(p: str, year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return ("RAMAT GAN MUNICIPALITY - Revenue Department\nPROPERTY TAX (ARNONA) BILL - bi-monthly\n"
                f"Payer: Levi Noa   Property no. 20418876   Address: {ADDR_EN}\n"
                "Use: residential   Area: 86 sqm   Zone: A\n"
                f"Period: {p}/{year}   Amount: {r.uniform(1_180, 1_260):,.2f} NIS\n"
                "Payment by standing order - no action needed. Discounts: none.\n")
    return f


def t_iec(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(780, 1_450)
    return ("ISRAEL ELECTRIC CORPORATION - Electricity bill\n"
            f"Contract account 346119027   Consumer: Levi Noa   Supply address: {ADDR_EN}\n"
            f"Billing period ending {_d(dt)}   Consumption: {kwh} kWh   Tariff: household\n"
            f"Amount due: {kwh * 0.64:,.2f} NIS including VAT   Payment: Isracard standing order\n")


def t_maccabi_lab(who: str):
    def f(r: random.Random, dt: datetime) -> str:
        return ("MACCABI HEALTHCARE SERVICES - Laboratory results\n"
                f"Patient: {who}   Branch: Bialik Ramat Gan   Family doctor: Dr. Irit Ben-Ami\n"
                f"Sample date: {_d(dt)}\nHemoglobin {r.uniform(11.8, 14.5):.1f} g/dL (12-16)\n"
                f"Ferritin {r.randint(9, 60)} ng/mL (15-150)\nTSH {r.uniform(0.8, 3.9):.2f} mIU/L (0.4-4.0)\n"
                f"Vitamin D {r.randint(14, 38)} ng/mL (30-100)\nGlucose fasting {r.randint(78, 99)} mg/dL\n"
                "Doctor's note: results reviewed, please book a follow-up visit for ferritin and vitamin D.\n")
    return f


def t_bl_child(r: random.Random, dt: datetime) -> str:
    return ("NATIONAL INSURANCE INSTITUTE OF ISRAEL (Bituach Leumi)\nChildren's allowance - annual notice\n"
            f"To: Levi Noa, ID {NOA_ID}, {ADDR_EN}\n"
            "Children entitled: Yael (born 2017), Omer (born 2021)\n"
            "Monthly allowance: 321 NIS, paid on the 20th of each month to Bank Discount account 338812.\n"
            "Savings for every child: 57 NIS per child per month deposited to the chosen provident fund "
            "(Shaked Gemel - children's savings track). Parents chose to add 57 NIS from the allowance.\n")


def t_miluim_confirm(days: int, period: str):
    def f(r: random.Random, dt: datetime) -> str:
        return ("ISRAEL DEFENSE FORCES - Reserve Duty Confirmation (Ishur Sherut Miluim)\n"
                f"Reservist: Eitan Levi   ID: {EITAN_ID}   Unit: 5019 (engineering battalion)\n"
                f"Service period: {period}   Days served: {days}\n"
                "Type of call-up: Order 8 (emergency) / operational activity\n"
                "This confirmation is to be presented to Bituach Leumi for reservist compensation (self-employed).\n"
                "Digitally signed - IDF reserve personnel system, shalishut.\n")
    return f


def t_bl_miluim(r: random.Random, dt: datetime) -> str:
    return ("NATIONAL INSURANCE INSTITUTE - Reserve duty benefit (Tagmulei Miluim) - self-employed\n"
            f"To: Eitan Levi, ID {EITAN_ID}\nPayment for reserve days reported by the IDF.\n"
            f"Days: {r.randint(18, 46)}   Daily rate (based on 2024 assessed income): {r.uniform(520, 610):,.2f}\n"
            f"Gross benefit: {r.uniform(11_000, 27_000):,.2f} NIS   Income tax withheld: 10%\n"
            "Additional payments under the Swords of Iron reservists' plan are paid separately by the IDF.\n")


def t_car_licence(r: random.Random, dt: datetime) -> str:
    return ("MINISTRY OF TRANSPORT - Vehicle licence fee notice (Agrat Rishui)\n"
            "Vehicle: Hyundai i30, 2020, plate 834-15-602   Owner: Levi Eitan\n"
            f"Licence valid until: {_d(dt + timedelta(days=365))}\n"
            f"Fee: {r.uniform(1_050, 1_290):,.0f} NIS   Annual roadworthiness test required before payment.\n"
            "Pay at the post office, online at gov.il, or by phone *5678.\n")


def t_car_ins(r: random.Random, dt: datetime) -> str:
    return ("MAGEN INSURANCE AGENCY - Car insurance policy renewal\n"
            "Insured: Eitan Levi   Vehicle: Hyundai i30 2020, plate 834-15-602\n"
            f"Period: {_d(dt)} - {_d(dt + timedelta(days=364))}\n"
            f"Compulsory (chova): {r.uniform(1_700, 2_100):,.0f} NIS   Comprehensive (makif): "
            f"{r.uniform(3_300, 4_200):,.0f} NIS\nDrivers: any driver aged 30+ (Noa, Eitan)\n"
            "Deductible: 1,950 NIS at agreement garages. Towing and windshield included.\n")


def _ago(y: int, m: int, d: int = 1) -> float:
    return (NOW.replace(tzinfo=None) - datetime(y, m, d)).days + 0.3


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

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def mail(frm, to, subject: str, body: str):
        return lambda rr, dt: _eml(frm, to, subject, dt, body)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DOCS, DL, DESK, PICS = "מסמכים", "הורדות", "שולחן העבודה", "תמונות"

    # ------------------------------------------------------------ Work: employment at Orbita (Areas)
    d = f"{DOCS}/עבודה/Orbita"
    add(f"{d}/חוזה העסקה Orbita - נועה לוי.pdf", A, "Work", _ago(2021, 7, 14),
        f"{ORBITA_EN}\nPERSONAL EMPLOYMENT AGREEMENT\nmade in Tel Aviv on 12/07/2021 between Orbita Ltd. (the Company) "
        f"and Noa Levi, ID {NOA_ID} (the Employee)\n1. Position: Senior UX Researcher, Product Design group, reporting "
        "to the Head of Design.\n2. Start date: 01/08/2021. Trial period: 3 months.\n3. Monthly salary: 27,500 NIS "
        "gross, global; the position is one of personal trust, hours of work and rest law does not apply.\n"
        "4. Pension: Shaked Pension, employee 6%, employer 6.5%, severance 8.33% under section 14 of the "
        "Severance Pay Law.\n5. Keren hishtalmut (study fund): employee 2.5%, employer 7.5% of salary.\n"
        "6. Annual leave: 20 working days. Recuperation pay (havra'a) according to the law.\n"
        "7. Confidentiality and IP assignment: Appendix A. Notice period: 30 days.\nSigned: Orbita Ltd. / Noa Levi\n")
    for y, months in ((2025, range(5, 13)), (2026, range(1, 5))):
        for m in months:
            nm, ny = (m + 1, y) if m < 12 else (1, y + 1)
            add(f"{d}/תלושי שכר/{y}/תלוש {m:02d}-{y}.pdf", A, "Work", _ago(ny, nm, 6), t_payslip(m, y))
    add(f"{d}/תלושי שכר/טופס 106 - 2024.pdf", A, "Work", _ago(2025, 2, 24), t_form106(2024))
    add(f"{d}/תלושי שכר/טופס 106 - 2025.pdf", A, "Work", _ago(2026, 2, 22), t_form106(2025))
    add(f"{d}/הערכת עובד 2025 - נועה.docx", A, "Work", _ago(2026, 1, 19),
        "שיחת הערכה שנתית 2025 - נועה לוי, חוקרת UX בכירה\nמנהלת: דנה כץ, ראש צוות עיצוב מוצר\n"
        "הישגים עיקריים:\n- הובלת מחקר יומנים על יעדי חיסכון (12 משתתפים, 4 שבועות) - התובנות הובילו לשינוי מסך היעדים.\n"
        "- בניית מאגר משתתפים פנימי (ResearchOps) וקיצור זמן הגיוס משבועיים לחמישה ימים.\n"
        "- הנחיה של שני מעצבים ג'וניורים בראיונות.\nלשיפור: שיתוף ממצאים מוקדם יותר עם צוותי הפיתוח, פחות מצגות ארוכות.\n"
        "יעדים ל-2026: מחקר אונבורדינג (רבעון 2), הטמעת ספריית תובנות, הרצאה בכנס UXIL.\n"
        "דירוג כללי: עולה על הציפיות. המלצה לעדכון שכר החל מינואר 2026.\nחתימת העובדת: ____  חתימת המנהלת: ____\n")
    add(f"{d}/עדכון שכר ינואר 2026.pdf", A, "Work", _ago(2026, 1, 27),
        f"{ORBITA_EN}\nTo: Noa Levi\nRe: Salary update\nFollowing your 2025 annual review we are pleased to update "
        "your monthly gross salary to 31,800 NIS as of January 2026. All other terms of your employment agreement "
        "remain unchanged.\nWell done and thank you,\nMichal Rosen, HR Business Partner\n")
    add(f"{d}/תקציב השתלמות 2026.xlsx", A, "Work", _ago(2026, 2, 3),
        "פריט;ספק;סכום;סטטוס\nכנס UXIL 2026 - כרטיס;UXIL;850 ₪;אושר\nקורס Advanced Usability Testing;NN/g online;"
        "1,450 $;ממתין לאישור\nספרים מקצועיים;Amazon;420 ₪;אושר\nמנוי Dovetail;Dovetail;במסגרת תקציב צוות;—\n"
        "סה''כ מתוך תקציב שנתי 6,000 ₪;;;\n")
    add(f"{d}/אישור הפקדות קרן השתלמות 2025.eml", A, "Work", _ago(2026, 1, 12),
        mail(("מחלקת שכר Orbita", "payroll@orbita.co.il"), NOA, "אישור הפקדות לקרן השתלמות - 2025",
             "שלום נועה,\nמצורף ריכוז ההפקדות לקרן ההשתלמות שלך בשקד גמל עבור שנת 2025:\n"
             "הפקדות עובדת 2.5% ומעסיק 7.5% עד לתקרה המוכרת. סה''כ הופקדו 12 חודשים.\n"
             "שימי לב: סכום מעל התקרה נזקף כהכנסה בתלוש (שווי).\nבברכה,\nסיגל - מחלקת שכר\n"))
    add(f"{d}/טופס 101 - 2026.pdf", A, "Work", _ago(2026, 1, 4),
        "FORM 101 - Employee card and request for tax relief - tax year 2026\nEmployer: Orbita Ltd.\n"
        f"Employee: Noa Levi, ID {NOA_ID}, born 1988, married, {ADDR_EN}\nSpouse: Eitan Levi - self-employed\n"
        "Children: Yael 2017, Omer 2021 (in my custody)\nOther income: none. I request credit points for "
        "children as per law.\n")

    # ------------------------------------------------------------ Work: the onboarding study (Projects)
    d = f"{DOCS}/עבודה/מחקר אונבורדינג 2026"
    add(f"{d}/תכנית מחקר - Onboarding Q2.docx", P, "Work", 68,
        "תכנית מחקר: חוויית ההצטרפות (Onboarding) לאפליקציית Orbita\nחוקרת: נועה לוי | בעלי עניין: דנה כץ, צוות Growth\n"
        "מטרות: להבין למה 38% מהנרשמים לא משלימים אימות זהות ופתיחת חשבון בתוך 7 ימים.\n"
        "שיטה: 12 ראיונות עומק מרחוק + משימת שימושיות על אב-טיפוס חדש; ניתוח משפך באמפליטוד.\n"
        "לוח זמנים: גיוס 20/4-1/5, ראיונות 3/5-21/5, סינתזה עד 10/6, הצגת ממצאים 25/6/2026.\n"
        "תמריץ: שובר דיגיטלי 150 ₪ לכל משתתף.\n")
    add(f"{d}/screener - גיוס משתתפים.xlsx", P, "Work", 55,
        "שאלה;אפשרויות;קריטריון\nהאם נרשמת לאפליקציה ב-60 הימים האחרונים?;כן/לא;כן בלבד\n"
        "האם השלמת פתיחת חשבון?;כן/לא/התחלתי ולא סיימתי;מכסה: 6 שלא סיימו\nגיל;18-24/25-34/35-49/50+;פיזור\n"
        "מכשיר;אנדרואיד/אייפון;לפחות 4 מכל סוג\nהאם עובד/ת בתחום פיננסים או UX?;כן/לא;לא בלבד\n")
    add(f"{d}/טופס הסכמה מדעת.docx", P, "Work", 54,
        "טופס הסכמה להשתתפות במחקר משתמשים - Orbita בע''מ\nאני מסכים/ה להשתתף בשיחה של כ-60 דקות על חוויית ההצטרפות לאפליקציה.\n"
        "השיחה תוקלט לצורך ניתוח פנימי בלבד; ההקלטות יימחקו בתוך 90 יום.\nניתן להפסיק בכל שלב ללא הסבר.\n"
        "שם המשתתף/ת: ________  חתימה: ________  תאריך: ______\n")
    add(f"{d}/מדריך ראיון v1.docx", P, "Work", 50,
        "מדריך ראיון - אונבורדינג (טיוטה ראשונה)\nפתיחה (5 דק'): הצגה, הסכמה להקלטה.\n"
        "חלק א - רקע: איך את/ה מנהל/ת היום כסף? באיזה בנק?\nחלק ב - ההרשמה: ספר/י לי על הפעם הראשונה שפתחת את האפליקציה.\n"
        "חלק ג - אימות זהות: מה קרה בשלב צילום תעודת הזהות?\nסיום: שאלות פתוחות.\n")
    add(f"{d}/מדריך ראיון v2.docx", P, "Work", 46,
        "מדריך ראיון - אונבורדינג v2 (אחרי פיילוט)\nנוסף: משימה על אב-טיפוס (Figma) - 'פתח/י חשבון עד שלב אימות'.\n"
        "הוסר: שאלות על בנקים אחרים (לא רלוונטי).\nשאלת עומק: מה היה גורם לך לחזור ולהשלים את התהליך?\n")
    add(f"{d}/מדריך ראיון v2 FINAL.docx", P, "Work", 44,
        "מדריך ראיון - אונבורדינג - גרסה סופית לשטח\n1. פתיחה והסכמה (5 דק')\n2. רקע פיננסי (10 דק')\n"
        "3. שחזור ההרשמה - Timeline (15 דק')\n4. משימה על אב-טיפוס אימות זהות חדש (20 דק')\n5. סיכום ודירוג SEQ (5 דק')\n"
        "מראיינת: נועה | רושמת: עמית (מעצב)\n")
    notes = [("P01", "סטודנט, 23, אנדרואיד", "נתקע בצילום ת''ז - האור בחדר, ניסה 4 פעמים ונטש. חזר רק אחרי מייל תזכורת."),
             ("P02", "עצמאית, 41, אייפון", "לא הבינה למה צריך צילום סלפי. חשש מזליגת מידע. רצתה לראות 'מי אתם' לפני."),
             ("P03", "מורה, 35, אנדרואיד", "סיים בלי בעיה אבל התבלבל בשלב הצהרת FATCA. אמר 'נראה כמו טופס של מס הכנסה'."),
             ("P04", "הייטקיסט, 29, אייפון", "השלים ב-6 דקות. ביקורת: יותר מדי מסכי שיווק לפני ההרשמה."),
             ("P05", "פנסיונר, 67, אנדרואיד", "הבן עזר לו. הפונט קטן, כפתור 'המשך' לא בולט. ויתר על אימות."),
             ("P06", "אחות, 45, אייפון", "התחילה בלילה אחרי משמרת, התהליך נתקע כי צריך חשבון בנק מקושר.")]
    for i, (pid, who, gist) in enumerate(notes):
        add(f"{d}/ראיונות/{pid}.txt", P, "Work", 28 - i * 2,
            f"ראיון {pid} - מחקר אונבורדינג\nמשתתף/ת: {who}\nמשך: {r.randint(48, 63)} דק'\n\nעיקרי הדברים:\n{gist}\n\n"
            f"ציטוט: \"{gist.split('.')[0]}\"\nSEQ משימת אימות: {r.randint(2, 7)}/7\nהמשך: לתייג בדאבטייל\n")
    add(f"{d}/סינתזה/affinity export.csv", P, "Work", 9,
        "cluster,note,participant\nID capture,light / glare makes ID photo fail,P01\nID capture,selfie feels invasive,P02\n"
        "Trust,wants to know who is behind the app before sharing ID,P02\nForms,FATCA declaration confusing,P03\n"
        "Marketing,too many intro screens,P04\nAccessibility,small font and weak CTA,P05\nBank link,needs linked account at night,P06\n")
    add(f"{d}/סינתזה/תובנות - טיוטה.docx", P, "Work", 6,
        "תובנות ראשוניות - מחקר אונבורדינג (טיוטה, לא להפצה)\n1. צילום תעודת הזהות הוא נקודת הנטישה העיקרית (4 מתוך 6).\n"
        "2. חוסר אמון: משתמשים רוצים לדעת למה צריך סלפי ואיפה נשמר המידע.\n3. מסכי השיווק בהתחלה מעכבים את מי שכבר החליט.\n"
        "המלצות לבדיקה: מצב צילום עם הנחיית תאורה, מסך 'למה אנחנו צריכים את זה', דילוג על מסכי שיווק.\n")
    add(f"{d}/readout outline.md", P, "Work", 3,
        "# Onboarding study - readout 25/06/2026\n\n## Agenda\n1. Why we ran it (38% drop before KYC)\n2. Who we talked to\n"
        "3. Five findings\n4. Recommendations + what we test next\n\n## TODO\n- clips from P01, P05\n- funnel chart from Amplitude\n")
    add(f"{d}/תשלום למשתתפים - שוברים.xlsx", P, "Work", 14,
        "משתתף;תאריך ראיון;שובר;סכום;נשלח\nP01;04/05/2026;BuyMe;150;כן\nP02;05/05/2026;BuyMe;150;כן\n"
        "P03;07/05/2026;BuyMe;150;כן\nP04;11/05/2026;BuyMe;150;כן\nP05;12/05/2026;BuyMe;150;לא\nP06;14/05/2026;BuyMe;150;כן\n")
    photo(f"{d}/תמונות לוח/IMG_20260526_152210.jpg", P, "Work", 6)
    photo(f"{d}/תמונות לוח/IMG_20260526_152234.jpg", P, "Work", 6)
    add(f"{d}/~$ריך ראיון v2 FINAL.docx", L, "System", 2, b"\x05Noa Levi" + b"\x00" * 40)

    # ------------------------------------------------------------ Work: finished studies (Archive) and reading (Resources)
    d = f"{DOCS}/עבודה/מחקרים שהסתיימו"
    add(f"{d}/2024 - Checkout usability/Checkout usability test - report v3.pdf", X, "Work", _ago(2024, 6, 20),
        "Orbita - Usability test of the new transfer & checkout flow - final report (v3)\nResearcher: Noa Levi | June 2024\n"
        "Method: 8 moderated sessions in the lab, task success, SEQ, think-aloud.\nKey findings: 5/8 could not find the "
        "fee breakdown; confirmation screen lacked recipient details; 'Send' button disabled without explanation.\n"
        "Outcome: redesign shipped in release 4.12 (August 2024). Study closed.\n")
    add(f"{d}/2024 - Checkout usability/משתתפים.xlsx", X, "Work", _ago(2024, 5, 28),
        "קוד;גיל;מכשיר;תאריך;שובר\nU1;31;iPhone;21/05/2024;כן\nU2;44;Android;21/05/2024;כן\nU3;27;Android;22/05/2024;כן\n"
        "U4;58;iPhone;22/05/2024;כן\nU5;36;Android;23/05/2024;כן\n")
    add(f"{d}/2025 - Savings goals diary study/Diary study - findings FINAL.pdf", X, "Work", _ago(2025, 9, 10),
        "Orbita - Savings goals: a 4-week diary study - findings\nNoa Levi, September 2025\n12 participants logged "
        "every saving decision in WhatsApp-style diary entries. Goals are emotional (a trip, a bat-mitzvah, a car), "
        "progress bars motivate only when the first 10% is reached fast.\nRecommendation: 'round-up' starter and "
        "shared family goals. Presented to product leadership 14/09/2025.\n")
    add(f"{d}/2025 - Savings goals diary study/Diary study - findings FINAL2.pdf", X, "Work", _ago(2025, 9, 15),
        "Orbita - Savings goals: a 4-week diary study - findings (FINAL2, after leadership comments)\nNoa Levi\n"
        "Added: sizing of the 'shared family goals' opportunity, appendix with participant quotes.\n")
    add(f"{d}/2025 - Savings goals diary study/הנחיות ליומן למשתתפים.docx", X, "Work", _ago(2025, 7, 30),
        "הנחיות למשתתפי מחקר היומנים - יעדי חיסכון\nבמשך 4 שבועות, בכל פעם שאתם מחליטים להוציא או לחסוך כסף - שלחו הודעה קצרה לבוט.\n"
        "פעם בשבוע נבקש צילום מסך של מסך היעדים באפליקציה.\nבסוף המחקר: שיחה של 45 דקות ושובר 400 ₪.\n")
    add(f"{d}/Personas 2024/Personas 2024 FINAL.pdf", X, "Work", _ago(2024, 11, 5),
        "Orbita customer personas 2024\n1. 'Careful Dana' - family budgeter, 38, two kids, checks balance daily.\n"
        "2. 'Startup Yoni' - 27, freelancer, irregular income.\n3. 'Retired Shlomo' - 68, needs trust and large type.\n"
        "Based on 24 interviews and a survey of 1,150 users (Noa Levi, Amit Sela).\n")
    add(f"{d}/NPS deep dive Q3-2025.docx", X, "Work", _ago(2025, 10, 22),
        "ניתוח מעמיק של תגובות NPS - רבעון 3 2025\nנותחו 1,840 תגובות פתוחות. שלושת הנושאים המרכזיים: עמלות, זמן העברה, שירות בצ'אט.\n"
        "המלצות הועברו לצוות השירות. המחקר נסגר באוקטובר 2025.\n")

    d = "מחשב ישן - גיבוי 2021/Nexlog"
    add(f"{d}/הודעת התפטרות.docx", X, "Work", 1_850,
        "לכבוד: אורי שחר, VP Product, נקסלוג מערכות בע''מ\nהנדון: הודעה על סיום העסקה\n"
        "אני מודיעה בזאת על רצוני לסיים את עבודתי בחברה. יום העבודה האחרון שלי יהיה 31/07/2021, בהתאם לתקופת ההודעה המוקדמת.\n"
        "תודה על חמש שנים מלמדות. אשמח לחפוף את עבודת המחקר לצוות.\nבברכה, נועה לוי\n")
    add(f"{d}/טופס 161 - נקסלוג.pdf", X, "Work", 1_790,
        "FORM 161 - Notice of employee's retirement from work\nEmployer: Nexlog Systems Ltd., Herzliya Pituach\n"
        f"Employee: Noa Levi, ID {NOA_ID}   Employment: 03/04/2016 - 31/07/2021\nReason: resignation\n"
        "Severance accrued in Shaked Pension (section 14) - released to the employee's pension continuity.\n")
    add(f"{d}/מכתב המלצה - אורי שחר.docx", X, "Work", 1_785,
        "מכתב המלצה\nנועה לוי עבדה בנקסלוג מערכות בין 2016 ל-2021, תחילה כמעצבת UX ובהמשך כחוקרת UX יחידה בחברה.\n"
        "נועה הקימה את תחום המחקר מאפס: מחקרי שטח עם נהגי הפצה, בדיקות שימושיות למערכת ניהול המשלוחים וסקרי לקוחות.\n"
        "אני ממליץ עליה בחום. אורי שחר, סמנכ''ל מוצר\n")
    add(f"{d}/Field study - delivery drivers 2019.pdf", X, "Work", 2_310,
        "Nexlog Systems - Field study: last-mile delivery drivers (ride-alongs)\nNoa Levi, UX, March 2019\n"
        "9 ride-alongs in Gush Dan. Drivers scan 140-180 parcels a day; the handheld app is used with one hand in "
        "sunlight. Findings: larger tap targets, offline mode, route re-order by drag.\n")
    add(f"{d}/תלוש 07-2021 נקסלוג.pdf", X, "Work", 1_765,
        "Nexlog Systems Ltd. - Payslip 07/2021 (final)\nEmployee: Noa Levi   Position: UX Researcher\n"
        "Base salary 22,400 NIS, redemption of unused vacation 9 days, recuperation pay.\nNet: 24,815.30 NIS\n")

    d = f"{DOCS}/עבודה/חומר מקצועי"
    add(f"{d}/Just Enough Research - סיכום.md", R, "Work", 400,
        "# Just Enough Research (Erika Hall) - my notes\n\n- Research is a habit, not a phase\n- Know what you want "
        "to learn before choosing a method\n- Interviews: ask about past behaviour, not future intentions\n")
    add(f"{d}/NNg - How many test users.pdf", R, "Work", 620,
        "Nielsen Norman Group - How Many Test Users in a Usability Study?\nTesting with 5 users finds most usability "
        "problems in a qualitative study; quantitative studies need 20+ users per design.\n")
    add(f"{d}/בנק שאלות לראיונות.docx", R, "Work", 530,
        "בנק שאלות לראיונות משתמשים\nספר/י לי על הפעם האחרונה ש...\nמה עשית אחרי זה?\nמה היה הכי מתסכל?\n"
        "אם היה לך שרביט קסמים...\nהימנעות: שאלות מנחות, 'האם היית משתמש ב...'\n")
    add(f"{d}/שיטות מחקר - סיכום קורס.docx", R, "Work", 1_200,
        "סיכום קורס שיטות מחקר איכותני - אוניברסיטת תל אביב (לימודי חוץ)\nראיון עומק, תצפית, מחקר יומנים, מיון כרטיסים.\n"
        "ניתוח תמטי: קידוד פתוח, קידוד צירי, בניית תמות.\n")
    add(f"{d}/UXIL 2025 - רשימות מהרצאות.txt", R, "Work", 210,
        "כנס UXIL 2025 - רשימות\n- הרצאה על ResearchOps בחברות קטנות: מאגר משתתפים אחד, תבניות קבועות\n"
        "- AI בסינתזה: טוב לסיכום ראשוני, לא לתובנות\n- Accessibility בעברית: בעיות RTL בקוראי מסך\n")

    # ------------------------------------------------------------ Business: Eitan Levi Electric (Areas)
    d = f"{DOCS}/איתן - עסק"
    inv = [(1031, 0, 1, _ago(2025, 7, 8)), (1036, 1, 0, _ago(2025, 9, 3)),
           (1041, 4, 5, _ago(2025, 11, 2)), (1044, 7, 4, _ago(2025, 11, 30)),
           (1046, 3, 2, _ago(2025, 12, 21))]
    for no, c, j, age in inv:
        add(f"{d}/חשבוניות 2025/חשבונית {no}.pdf", A, "Business", age, t_invoice(no, c, j))
    for no, c, j, age in [(1051, 8, 2, _ago(2026, 2, 25)),
                          (1053, 9, 1, _ago(2026, 3, 30)),
                          (1058, 2, 5, _ago(2026, 5, 21))]:
        add(f"{d}/חשבוניות 2026/חשבונית {no}.pdf", A, "Business", age, t_invoice(no, c, j))
    for p1, p2, y, age in [(9, 10, 2025, _ago(2025, 11, 13)),
                           (11, 12, 2025, _ago(2026, 1, 14)), (1, 2, 2026, _ago(2026, 3, 15)),
                           (3, 4, 2026, _ago(2026, 5, 14))]:
        add(f"{d}/דוחות מעמ/דוח מעמ {p1:02d}-{p2:02d} {y}.pdf", A, "Business", age, t_vat(p1, p2, y))
    add(f"{d}/רישיונות/רישיון חשמלאי מוסמך - איתן.pdf", A, "Business", 520,
        "STATE OF ISRAEL - MINISTRY OF LABOR - ELECTRICITY LICENCES\nLicence holder: Eitan Levi, ID 036998214\n"
        "Licence type: Licensed Electrician (Chashmalai Musmach) - installations up to 3x80A\n"
        "Licence no. 0-14820   Valid until: 31/12/2028\nIssued under the Electricity Law, 1954.\n")
    add(f"{d}/ביטוח/ביטוח אחריות מקצועית וצד ג 2026.pdf", A, "Business", _ago(2026, 1, 9),
        "MAGEN INSURANCE AGENCY - Business policy for contractors and electricians\nInsured: Eitan Levi Electric\n"
        "Third-party liability: 2,000,000 NIS   Professional liability: 1,000,000 NIS   Tools in vehicle: 25,000 NIS\n"
        "Period 01/01/2026 - 31/12/2026   Annual premium: 3,860 NIS in 4 payments\n")
    add(f"{d}/ספקים/חשבונית ספק - אלקטרו אור 03-2026.pdf", A, "Business", _ago(2026, 3, 28),
        "ELECTRO OR Ltd. - electrical supplies wholesale, 18 HaSadna St., Bnei Brak\nTAX INVOICE 77841\n"
        "Customer: Eitan Levi Electric (036998214)\nSchneider Resi9 RCD 40A 30mA x2, MCB 16A x12, NYY 5x6 cable 50m, "
        "Gewiss sockets x20\nTotal incl. VAT: 4,912.40 NIS   Terms: current + 30\n")
    add(f"{d}/רואה חשבון/דוח שנתי 2024 - הוגש.pdf", A, "Business", _ago(2025, 6, 26),
        "ISRAEL TAX AUTHORITY - Annual income tax return (form 1301) for 2024 - submission confirmation\n"
        f"Taxpayer: Eitan Levi, ID {EITAN_ID} (registered spouse) and Noa Levi\nBusiness income (electrical contracting): "
        "212,480 NIS\nPrepared by Yossi Dahan CPA. Assessment expected within 12 months.\n")
    add(f"{d}/רואה חשבון/מקדמות מס הכנסה 2026.pdf", A, "Business", _ago(2026, 1, 20),
        "ISRAEL TAX AUTHORITY - Income tax advances (mikdamot) - 2026\nFile: 036998214 Eitan Levi\n"
        "Advance rate: 6% of monthly turnover, reported together with the bi-monthly VAT report.\n")
    add(f"{d}/רואה חשבון/מקדמות ביטוח לאומי עצמאי 2026.pdf", A, "Business", _ago(2026, 1, 28),
        "NATIONAL INSURANCE INSTITUTE - Self-employed advances for 2026\nInsured: Eitan Levi, ID 036998214\n"
        "Assessed monthly income: 17,700 NIS   Monthly advance (NI + health): 2,148 NIS, standing order on the 15th.\n"
        "If your income changed, update the assessment online.\n")
    add(f"{d}/רואה חשבון/חסרות קבלות - רבעון 1.eml", A, "Business", _ago(2026, 4, 8),
        mail(("יוסי דהן רו''ח", "yossi@dahan-cpa.co.il"), EITAN, "חסרות קבלות לינואר-מרץ",
             "איתן שלום,\nלצורך דוח המע''מ הקרוב חסרות לי: חשבוניות ספק מאלקטרו אור מפברואר, קבלות דלק ממרץ,\n"
             "וחשבונית 1051 שלא מופיעה בתוכנה. תעביר עד ה-12 בחודש.\nתודה, יוסי\n"))
    add(f"{d}/הכנסות והוצאות 2025.xlsx", A, "Business", _ago(2026, 1, 3),
        "חודש;הכנסות;הוצאות חומרים;דלק;ביטוח;רווח\nינואר;14,200;3,900;1,150;965;8,185\nפברואר;16,800;4,100;1,200;0;11,500\n"
        "מרץ;9,400;2,200;1,050;0;6,150\nאפריל;18,900;5,300;1,180;965;11,455\nמאי;20,100;4,800;1,240;0;14,060\n")
    add(f"{d}/הכנסות והוצאות 2026.xlsx", A, "Business", 4,
        "חודש;הכנסות;הוצאות;הערות\nינואר;15,300;4,420;\nפברואר;11,900;3,100;מילואים 12 יום\nמרץ;8,700;2,600;מילואים 18 יום\n"
        "אפריל;19,400;5,900;\nמאי;17,250;4,380;\n")
    add(f"{d}/הצעות מחיר/הצעת מחיר - משפחת בן דוד.docx", A, "Business", 38,
        f"{BUSINESS_HE}\nהצעת מחיר מס' 2026-14\nלכבוד: משפחת בן דוד, השושנים 3 קריית אונו\n"
        "החלפת לוח חשמל ראשי ללוח תלת-פאזי חדש כולל ממסר פחת, 24 מאמתים, סימון מעגלים: 6,800 ₪ + מע''מ\n"
        "הוספת נקודת חשמל לעמדת טעינה: 2,400 ₪ + מע''מ\nתוקף ההצעה: 30 יום. אחריות 12 חודשים.\n")
    add(f"{d}/לקוחות.xlsx", A, "Business", 12,
        "שם;כתובת;טלפון;עבודה אחרונה\nמשפחת כהן;ז'בוטינסקי 12 ר''ג;050-7712093;04/2026\nקפה לימון;ביאליק 44 ר''ג;03-6774120;08/2025\n"
        "משפחת בן דוד;השושנים 3 קריית אונו;054-3320981;05/2026\nמרפאת שיניים פרץ;אבן גבירול 90 ת''א;03-5229911;11/2025\n")

    # ------------------------------------------------------------ Business: technician licence course (Projects)
    d = f"{DOCS}/איתן - עסק/קורס חשמלאי טכנאי"
    add(f"{d}/סילבוס קורס חשמלאי טכנאי.pdf", P, "Business", 190,
        "Technician Electrician (Chashmalai Techna'i) preparation course - evening programme, Tel Aviv\n"
        "Oct 2025 - Jun 2026, twice a week. Topics: electrical installations up to 3x250A, protection and "
        "grounding, transformers, motors, lighting design, regulations, practical inspection.\n"
        "Final: Ministry of Labor state exam (theory + practical), summer 2026 session.\n")
    add(f"{d}/קבלה - שכר לימוד.pdf", P, "Business", 235,
        "Technical college - Receipt no. 55291\nReceived from: Eitan Levi\nFor: Technician electrician course, "
        "tuition 2025-26, 3 of 8 instalments\nAmount: 1,150.00 NIS\n")
    add(f"{d}/הרשמה למבחן - יולי 2026.pdf", P, "Business", 25,
        "MINISTRY OF LABOR - Electricity licences - Exam registration confirmation\nCandidate: Eitan Levi, ID 036998214\n"
        "Licence applied for: Technician Electrician   Theory exam: 14/07/2026 09:00, Tel Aviv exam centre\n"
        "Practical exam: to be scheduled after passing theory. Exam fee paid: 420 NIS.\n")
    add(f"{d}/סיכומים - הארקות והגנות.docx", P, "Business", 20,
        "סיכום פרק 4 - הארקות ושיטות הגנה\nשיטות: TN-C-S, TT, IT. בדירות - TN-C-S עם פס השוואת פוטנציאלים.\n"
        "ממסר פחת 30mA חובה במעגלי שקעים. לולאת תקלה: לבדוק שזרם הקצר מספיק להפעלת המאמ''ת.\n"
        "לחזור על: חישוב מפל מתח (עד 5%), בחירת חתך לפי זרם ועומס.\n")
    add(f"{d}/לוח זמנים ללמידה.xlsx", P, "Business", 30,
        "שבוע;נושא;שעות;בוצע\n04/05;מתקנים עד 250A;6;כן\n11/05;הארקות;6;כן\n18/05;מנועים ושנאים;5;חלקית\n"
        "25/05;תאורה;4;לא\n01/06;תקנות - חזרה;8;לא\n15/06;מבחנים קודמים;10;לא\n")
    add(f"{d}/טופס בקשה לרישיון.pdf", P, "Business", 60,
        "Application for an electricity licence - Technician Electrician\nApplicant: Eitan Levi\n"
        "Attached: current licence 0-14820, proof of 5 years experience as licensed electrician, course certificate "
        "(to be attached after June 2026).\n")

    # ------------------------------------------------------------ Business: the Swords of Iron grant (Archive)
    d = f"{DOCS}/איתן - עסק/מענק חרבות ברזל"
    add(f"{d}/בקשה למענק - אישור הגשה.pdf", X, "Business", _ago(2024, 3, 17),
        "ISRAEL TAX AUTHORITY - Compensation Fund - Swords of Iron\nGrant application received - reference 2024-553812\n"
        "Applicant: Eitan Levi, osek murshe 036998214\nTrack: businesses whose owner served in reserve duty\n"
        "Comparison period: Oct-Nov 2023 vs Oct-Nov 2022. Reported decline in turnover: 61%.\n")
    add(f"{d}/חישוב ירידה במחזור.xlsx", X, "Business", _ago(2024, 3, 12),
        "תקופה;מחזור 2022;מחזור 2023;שינוי\nאוקטובר-נובמבר;33,400;13,020;-61%\nסיבה;מילואים צו 8 מ-07/10/2023;;\n")
    add(f"{d}/אישור מענק ותשלום.pdf", X, "Business", _ago(2025, 1, 22),
        "ISRAEL TAX AUTHORITY - Compensation Fund\nDecision on grant application 2024-553812: APPROVED\n"
        "Grant amount: 18,640 NIS, paid to Bank Discount 074-338812 on 20/01/2025. The file is closed.\n")

    d = f"{DOCS}/איתן - עסק/חומר מקצועי"
    add(f"{d}/תקנות החשמל - לוחות חשמל.pdf", R, "Business", 700,
        "Electricity Regulations (Switchboards for voltage up to 1000V) - consolidated version\n"
        "Location of the switchboard, clearances, marking of circuits, protection degree IP, RCD requirements.\n")
    add(f"{d}/טבלת חתכי כבלים.xlsx", R, "Business", 900,
        "חתך (ממ''ר);זרם מותר בצינור (A);מאמ''ת מקסימלי\n1.5;16;10\n2.5;20;16\n4;28;25\n6;36;32\n10;50;40\n16;66;63\n")
    add(f"{d}/Schneider Resi9 catalogue 2025.pdf", R, "Business", 380,
        "Schneider Electric - Resi9 residential distribution catalogue 2025\nMCBs, RCCBs type A / AC, surge arresters, "
        "enclosures 12-72 modules, accessories.\n")
    add(f"{d}/מדריך התקנת עמדת טעינה לרכב חשמלי.pdf", R, "Business", 300,
        "Guide: installing an EV charger in a residential building\nLoad calculation, dedicated circuit, RCD type B or "
        "type A + 6mA DC detection, condominium approval, reporting to Israel Electric.\n")

    # ------------------------------------------------------------ Finance: household money (Areas)
    d = f"{DOCS}/כספים"
    for m, y in ((1, 2026), (2, 2026), (3, 2026), (4, 2026)):
        nm, ny = (m + 1, y) if m < 12 else (1, y + 1)
        add(f"{d}/בנק דיסקונט/דף חשבון {m:02d}-{y}.pdf", A, "Finance", _ago(ny, nm, 4), t_bank(m, y))
    for m in (4, 5):
        add(f"{d}/אשראי/ישראכרט {m:02d}-2026.pdf", A, "Finance", _ago(2026, m, 7), t_isracard(m, 2026))
    add(f"{d}/תקציב משפחתי 2025.xlsx", A, "Finance", _ago(2026, 1, 2),
        "קטגוריה;תקציב חודשי;ממוצע בפועל\nשכירות;6,400;6,400\nסופר;3,800;4,260\nצהרונים וגן;3,100;3,050\nרכב ודלק;1,500;1,720\n"
        "ארנונה ומים;850;830\nחשמל;550;610\nחוגים;700;690\nבילויים;1,000;1,340\nחיסכון לדירה;5,000;4,100\n")
    add(f"{d}/תקציב משפחתי 2026.xlsx", A, "Finance", 3,
        "קטגוריה;תקציב;ינואר;פברואר;מרץ;אפריל;מאי\nשכירות;6,400;6,400;6,400;6,400;6,400;6,400\nסופר;4,200;4,510;3,980;4,620;4,890;4,150\n"
        "צהרונים וגן;3,300;3,250;3,250;3,250;3,250;3,250\nתשלומי דירה חדשה;—;0;0;0;0;0\nיוון - חיסכון;1,500;1,500;1,500;1,500;1,500;1,500\n")
    add(f"{d}/~$תקציב משפחתי 2026.xlsx", L, "System", 1, b"\x05Noa   " + b"\x20" * 40)
    add(f"{d}/פנסיה וגמל/דוח שנתי 2025 - שקד פנסיה - נועה.pdf", A, "Finance", _ago(2026, 3, 30),
        "SHAKED PENSION - Comprehensive pension fund - Annual report 2025\nMember: Noa Levi, ID 038412765\n"
        "Employer: Orbita Ltd.   Deposits 2025: 61,224 NIS   Return: 11.8%   Management fee: 1.2% of deposits, "
        "0.15% of savings\nAccumulated savings 31/12/2025: 512,407 NIS\nExpected monthly pension at 67: 13,960 NIS\n"
        "Insurance: disability 75% of salary, survivors' pension for spouse and children.\n")
    add(f"{d}/פנסיה וגמל/קרן השתלמות - דוח רבעוני Q1-2026.pdf", A, "Finance", _ago(2026, 4, 28),
        "SHAKED GEMEL - Study fund (keren hishtalmut) - quarterly report Q1 2026\nMember: Noa Levi\n"
        "Track: general   Balance: 148,920 NIS   Liquid since: 08/2027 (6 years from first deposit with Orbita)\n"
        "Earlier account from Nexlog period: 96,310 NIS - liquid now.\n")
    add(f"{d}/פנסיה וגמל/קרן השתלמות עצמאי - איתן 2025.pdf", A, "Finance", _ago(2026, 2, 16),
        "SHAKED GEMEL - Study fund for the self-employed - annual report 2025\nMember: Eitan Levi\n"
        "Deposits 2025: 20,520 NIS (tax-recognized ceiling)   Balance: 84,370 NIS\n")
    add(f"{d}/פנסיה וגמל/חיסכון לכל ילד - יעל.pdf", A, "Finance", _ago(2026, 1, 25),
        "Savings for Every Child - annual statement 2025\nChild: Yael Levi   Fund: Shaked Gemel - children's track\n"
        "Deposits from Bituach Leumi 57 NIS + parents 57 NIS per month. Balance 31/12/2025: 14,288 NIS\n")
    add(f"{d}/פנסיה וגמל/חיסכון לכל ילד - עומר.pdf", A, "Finance", _ago(2026, 1, 25),
        "Savings for Every Child - annual statement 2025\nChild: Omer Levi   Fund: Shaked Gemel - children's track\n"
        "Balance 31/12/2025: 6,905 NIS\n")
    add(f"{d}/ביטוח לאומי - קצבת ילדים.pdf", A, "Finance", _ago(2025, 1, 15), t_bl_child)
    add(f"{d}/ביטוח חיים - פוליסה משפחתית.pdf", A, "Finance", 640,
        "LIFE INSURANCE - risk policy (term life)\nInsured: Noa Levi and Eitan Levi   Sum insured: 1,500,000 NIS each\n"
        "Beneficiaries: the spouse, then the children equally\nMonthly premium: 96 + 128 NIS, updated yearly by age\n")
    add(f"{d}/הוראות קבע.txt", A, "Finance", 95,
        "הוראות קבע - חשבון דיסקונט 338812\n- ארנונה עיריית רמת גן - דו חודשי\n- מכבי שלי - 4 נפשות\n"
        "- ביטוח לאומי עצמאי איתן - ה-15 לחודש\n- שקד גמל הפקדה להורים חיסכון לכל ילד - מקוזז מהקצבה\n"
        "- ביטוח חיים - ישראכרט\n- הוט פייבר - ישראכרט\nלבטל: מנוי עיתון הארץ דיגיטלי (לא קוראים)\n")

    # ------------------------------------------------------------ Finance: tax refund 2020-2025 (Projects)
    d = f"{DOCS}/כספים/החזר מס 2020-2025"
    add(f"{d}/רשימת מסמכים להחזר מס.txt", P, "Finance", 80,
        "החזר מס - מה צריך (לפי רחל ממן):\n[x] טפסי 106 לכל השנים 2020-2025 (2021 - שניים! נקסלוג + אורביטה)\n"
        "[x] אישורי תרומות סעיף 46 - עמותת לתת, אלו''ט\n[ ] אישור לידה עומר 11/2021 - נקודת זיכוי\n"
        "[ ] דוח שנתי קופת גמל - הפקדות עצמאיות 2022\n[ ] ייפוי כוח חתום למייצגת\nלשלוח עד סוף יוני\n")
    add(f"{d}/106 - 2021 נקסלוג.pdf", P, "Finance", 75, t_form106(2021, "Nexlog Systems Ltd. (deductions file 941203558)"))
    add(f"{d}/106 - 2021 אורביטה.pdf", P, "Finance", 75, t_form106(2021))
    add(f"{d}/טופס 135 - 2021.pdf", P, "Finance", 33,
        "FORM 135 - Request for income tax refund for individuals not required to file a return - tax year 2021\n"
        f"Applicant: Noa Levi, ID {NOA_ID}   Spouse: Eitan Levi (self-employed, files separately)\n"
        "Income from two employers in 2021 without tax coordination: Nexlog Systems (Jan-Jul), Orbita (Aug-Dec).\n"
        "Credit points: child born 11/2021. Donations under section 46: 1,800 NIS.\nRepresentative: Rachel Maman, tax consultant\n")
    add(f"{d}/טופס 135 - 2022.pdf", P, "Finance", 31,
        "FORM 135 - Request for income tax refund - tax year 2022\nApplicant: Noa Levi\n"
        "Credit points for a child aged 1 (Omer), donations 2,400 NIS, life insurance premiums section 45a.\n")
    add(f"{d}/קבלות תרומה סעיף 46.pdf", P, "Finance", 70,
        "Receipts for donations recognized under section 46 of the Income Tax Ordinance\nLeket Israel - 600 NIS (2021), "
        "600 NIS (2022)\nALUT - the Israeli Society for Autistic Children - 1,200 NIS (2021), 1,800 NIS (2022)\n"
        "Donor: Noa Levi, ID 038412765\n")
    add(f"{d}/מייל מרחל - מסמכים חסרים.eml", P, "Finance", 26,
        mail(("רחל ממן - החזרי מס", "rachel@maman-tax.co.il"), NOA, "החזר מס - מה עוד חסר",
             "היי נועה,\nעברתי על התיק. לשנת 2021 יש סיכוי טוב להחזר של כ-7,000 ₪ בגלל שני מעסיקים בלי תיאום מס.\n"
             "חסרים לי: תעודת לידה של עומר (או ספח ת''ז מעודכן), וטופס 106 לשנת 2020.\n"
             "אחרי זה אני מגישה את כל ששת הטפסים יחד.\nרחל\n"))
    add(f"{d}/חישוב החזר משוער.xlsx", P, "Finance", 24,
        "שנה;סיבה;החזר משוער\n2020;תרומות;650\n2021;שני מעסיקים + לידה;7,120\n2022;נקודות זיכוי ילד + ביטוח חיים;2,340\n"
        "2023;תרומות;540\n2024;—;0\n2025;ביטוח חיים;380\nסה''כ;;11,030\n")
    add(f"{d}/ייפוי כוח למייצגת - חתום.pdf", P, "Finance", 22,
        "ISRAEL TAX AUTHORITY - Power of attorney for a representative (form 4437)\nI, Noa Levi, ID 038412765, "
        "authorize Rachel Maman, licensed tax consultant, to represent me before the assessing officer Ramat Gan "
        "regarding refund requests for tax years 2020-2025.\n")

    d = f"{DOCS}/כספים/מדריכים"
    add(f"{d}/קרן השתלמות - מתי ואיך מושכים.pdf", R, "Finance", 450,
        "Guide: your study fund (keren hishtalmut)\nLiquid after 6 years (3 years for studies). Tax-free up to the "
        "ceiling. Moving between tracks is free; compare management fees every year.\n")
    add(f"{d}/נקודות זיכוי - מדריך להורים.pdf", R, "Finance", 420,
        "Tax credit points for parents in Israel - a guide\nEach credit point is worth 242 NIS a month in 2025. "
        "Mothers get points for each child from birth year to age 18; fathers for young children.\n")
    add(f"{d}/השוואת דמי ניהול.xlsx", R, "Finance", 380,
        "גוף;דמי ניהול מהפקדה;דמי ניהול מצבירה;תשואה 5 שנים\nשקד;1.2%;0.15%;52%\nקרן א;1.5%;0.22%;49%\nקרן ב;1.0%;0.20%;55%\n")

    # ------------------------------------------------------------ Home: the rented flat in Ramat Gan (Areas)
    d = f"{DOCS}/דירה - הראה 58"
    add(f"{d}/חוזה שכירות הראה 58 - חתום.pdf", A, "Home", _ago(2024, 7, 4),
        "UNPROTECTED TENANCY AGREEMENT\nLandlord: Moshe Avrahami   Tenants: Noa Levi and Eitan Levi\n"
        f"Property: {ADDR_EN} - 4 rooms, 86 sqm, parking and storage\nPeriod: 01/08/2024 - 31/07/2026, with a tenant's "
        "option for 12 more months at +3%\nRent: 6,400 NIS per month, paid by bank transfer on the 1st\n"
        "Securities: deposit cheque 19,200 NIS and a guarantor. Tenants pay arnona, va'ad bayit, utilities.\n")
    add(f"{d}/חוזה שכירות - טיוטה עם הערות.docx", A, "Home", _ago(2024, 6, 27),
        "חוזה שכירות - טיוטה מבעל הבית עם הערות של נועה\nסעיף 7: 'השוכר יתקן כל תקלה' - לבקש שתקלות שאינן מבלאי סביר יהיו על המשכיר (חוק שכירות הוגנת).\n"
        "סעיף 11: ערבות - להסתפק בצ'ק ביטחון ולא ערבות בנקאית.\nסעיף 15: אופציה לשנה נוספת - להוסיף במפורש.\n")
    add(f"{d}/הארכת שכירות - הודעה על מימוש אופציה.docx", A, "Home", 18,
        "לכבוד משה אברהמי\nהנדון: מימוש אופציה להארכת חוזה השכירות - רחוב הרא''ה 58 דירה 7\n"
        "בהתאם לסעיף 15 לחוזה, אנו מודיעים על מימוש האופציה לתקופה 01/08/2026 - 31/07/2027 בשכר דירה של 6,592 ₪.\n"
        "נשמח לחתום על נספח. בברכה, נועה ואיתן לוי\n")
    for p, age in (("01-02", _ago(2026, 1, 5)), ("03-04", _ago(2026, 3, 4)), ("05-06", _ago(2026, 5, 3))):
        add(f"{d}/ארנונה/ארנונה {p} 2026.pdf", A, "Home", age, t_arnona(p, 2026))
    add(f"{d}/חשמל/חשבון חשמל 03-2026.pdf", A, "Home", _ago(2026, 3, 22), t_iec)
    add(f"{d}/חשמל/חשבון חשמל 05-2026.pdf", A, "Home", _ago(2026, 5, 21), t_iec)
    add(f"{d}/מים - מי רמת גן 2026.pdf", A, "Home", _ago(2026, 4, 11),
        "MEI RAMAT GAN - Water and sewage bill\nConsumer: Levi Noa   Meter 4471290\nPeriod: Feb-Mar 2026   "
        "Consumption 19 m3 (4 persons, allocation at low tariff)\nAmount: 213.60 NIS\n")
    add(f"{d}/ועד בית - תשלומים.xlsx", A, "Home", 15,
        "חודש;סכום;שולם;הערות\nינואר 2026;250;כן;\nפברואר 2026;250;כן;\nמרץ 2026;250;כן;\nאפריל 2026;250+400;כן;גבייה מיוחדת - מעלית\n"
        "מאי 2026;250;כן;\nיוני 2026;250;לא;\n")
    add(f"{d}/אינטרנט - הוט פייבר.pdf", A, "Home", 260,
        "HOT Fiber - service agreement\nCustomer: Noa Levi   Address: HaRa'ah 58 apt 7, Ramat Gan\n"
        "Fiber 1000 Mbps + router + mesh extender: 139 NIS/month, price fixed for 24 months from 09/2024\n")
    add(f"{d}/ביטוח תכולה.pdf", A, "Home", 290,
        "MAGEN INSURANCE AGENCY - Home contents insurance\nInsured: Noa & Eitan Levi   Rented apartment, "
        "HaRa'ah 58 apt 7\nContents 280,000 NIS, jewellery 15,000, third party 1,000,000\nPeriod 01/09/2025-31/08/2026\n")
    add(f"{d}/תיקונים/דוד שמש לא מחמם - לבעל הבית.eml", A, "Home", 140,
        mail(NOA, ("משה אברהמי", "moshe.avrahami@walla.co.il"), "הדוד לא מחמם",
             "שלום משה,\nמאז השבוע שעבר הדוד לא מחמם גם עם חשמל. איתן בדק - נראה שהגוף חימום שרוף.\n"
             "זה תיקון שעל המשכיר לפי החוזה. אפשר שנזמין טכנאי ונקזז משכר הדירה? הצעה: 650 ₪ כולל חלק.\nתודה, נועה\n"))
    add(f"{d}/תיקונים/קבלה - טכנאי מזגנים.pdf", A, "Home", 330,
        "Cool Air Services - Receipt 3391\nCustomer: Noa Levi, HaRa'ah 58 Ramat Gan\nCleaning of 3 split units, gas "
        "top-up living room unit\nTotal: 690 NIS\n")

    # ------------------------------------------------------------ Home: the new apartment in Kiryat Ono (Projects)
    d = f"{DOCS}/דירה חדשה - קריית אונו"
    add(f"{d}/חוזה/הסכם מכר - גני אונו - חתום.pdf", P, "Home", _ago(2025, 9, 18),
        f"SALE AGREEMENT (apartment under construction)\nSeller: {DEVELOPER_EN}\nBuyers: Noa Levi and Eitan Levi\n"
        f"Apartment: {PROJECT_EN}, 112 sqm + 14 sqm balcony, parking no. 31, storage no. 9\n"
        "Price: 3,180,000 NIS incl. VAT, linked to the construction input index\nPayments: 10% on signing, "
        "then according to progress (appendix C), each against a Sale Law bank guarantee\n"
        "Delivery: 30/09/2027 + 60 days grace. Buyers' lawyer: Michal Shapira, Adv.\n")
    add(f"{d}/חוזה/נספח מפרט טכני.pdf", P, "Home", _ago(2025, 9, 18),
        "Appendix B - Technical specification (Mifrat) - Ganei Ono building B\nFlooring 80x80 porcelain, kitchen "
        "cabinets 6 m incl. marble top, 3 toilets, aluminium Klil 7000, electric shutters in living room, "
        "air-conditioning preparation (VRF), solar water heater, Shabbat elevator.\n")
    add(f"{d}/חוזה/הערות עוד מיכל שפירא.docx", P, "Home", _ago(2025, 9, 4),
        "הערות עו''ד מיכל שפירא לטיוטת הסכם המכר - גני אונו\n1. הצמדה למדד תשומות הבנייה - לבקש 50% בלבד.\n"
        "2. פיצוי על איחור במסירה לפי חוק המכר (דירות) - לוודא שהסעיף לא מצמצם.\n3. שינויי דיירים - מחיר לפי מחירון מצורף.\n"
        "4. לדרוש ערבות חוק מכר על כל תשלום, כולל המע''מ.\n")
    add(f"{d}/תשלומים/לוח תשלומים.xlsx", P, "Home", 21,
        "תשלום;שלב;אחוז;סכום;תאריך;סטטוס\n1;חתימה;10%;318,000;18/09/2025;שולם\n2;שלד קומה 3;15%;477,000;02/2026;שולם\n"
        "3;שלד גג;20%;636,000;06/2026;ממתין - משכנתא\n4;טיח וריצוף;25%;795,000;2027;—\n5;מסירה;30%;954,000;2027;—\n")
    add(f"{d}/תשלומים/ערבות חוק מכר - תשלום 1.pdf", P, "Home", _ago(2025, 9, 25),
        "BANK HAPOALIM - Sale Law Guarantee (Apartments) no. 22-781904\nIn favour of: Noa Levi and Eitan Levi\n"
        "Project: Ganei Ono, Kiryat Ono - building B apt 14   Amount: 318,000 NIS, linked to the construction index\n")
    add(f"{d}/תשלומים/ערבות חוק מכר - תשלום 2.pdf", P, "Home", _ago(2026, 2, 20),
        "BANK HAPOALIM - Sale Law Guarantee (Apartments) no. 22-795510\nIn favour of: Noa Levi and Eitan Levi\n"
        "Project: Ganei Ono building B apt 14   Amount: 477,000 NIS\n")
    add(f"{d}/תשלומים/שובר תשלום 3.pdf", P, "Home", 12,
        "Project account voucher (pinkas shoveret) - Ganei Ono, Bank Hapoalim project escrow\nVoucher no. 3 - "
        "apartment B-14 - amount 636,000 NIS - due on completion of the roof skeleton (expected 06/2026)\n")
    add(f"{d}/משכנתא/אישור עקרוני מזרחי טפחות.pdf", P, "Home", 47,
        "MIZRAHI TEFAHOT - Mortgage approval in principle\nBorrowers: Noa Levi, Eitan Levi\nProperty: Ganei Ono B-14, "
        "Kiryat Ono   Value: 3,180,000   Loan requested: 1,900,000 NIS (60%)\nValid 24 days; final approval subject to "
        "appraisal and documents.\n")
    add(f"{d}/משכנתא/השוואת תמהילים.xlsx", P, "Home", 40,
        "מסלול;מזרחי;לאומי;דיסקונט\nפריים;פריים-0.6%;פריים-0.55%;פריים-0.5%\nקבועה לא צמודה;4.79%;4.85%;4.90%\n"
        "משתנה כל 5 צמודה;3.15%;3.20%;3.30%\nהחזר חודשי ראשון;9,840;9,910;10,020\n")
    add(f"{d}/משכנתא/מסמכים לבנק - רשימה.txt", P, "Home", 43,
        "מסמכים למשכנתא (מזרחי):\n- 3 תלושים אחרונים נועה + אישור העסקה מאורביטה\n- דוח שנתי 2024 + שומה של איתן, אישור רו''ח על הכנסות 2025\n"
        "- 3 חודשי עו''ש\n- הסכם מכר + ערבויות\n- צילום ת''ז + ספח\n")
    add(f"{d}/משכנתא/אישור העסקה - אורביטה.pdf", P, "Home", 45,
        f"{ORBITA_EN}\nTo: Mizrahi Tefahot Bank - mortgage department\nEmployment confirmation\n"
        "We confirm that Noa Levi, ID 038412765, has been employed by Orbita Ltd. since 01/08/2021 as Senior UX "
        "Researcher in a permanent full-time position; gross monthly salary 31,800 NIS. Issued at her request for "
        "a mortgage application.\nHR department\n")
    add(f"{d}/משכנתא/סיכום פגישה עם רונן - יועץ משכנתאות.docx", P, "Home", 38,
        "סיכום פגישה עם רונן ביטון - יועץ משכנתאות, 24/04/2026\n- הבנק המוביל: מזרחי, לנסות להוריד את הפריים ל-0.65-\n"
        "- להשאיר 1/3 בפריים, 1/3 קבועה לא צמודה, 1/3 משתנה צמודה\n- לקחת משכנתא לפני תשלום 3 (יוני) כדי לא לשבור את הקרן השתלמות\n"
        "- שמאי: להזמין דרך הבנק\n")
    add(f"{d}/שינויי דיירים/בקשת שינויים v1.docx", P, "Home", 75,
        "בקשת שינויי דיירים - דירה B-14 גני אונו\n1. ביטול קיר בין מטבח לפינת אוכל\n2. הוספת 4 נקודות חשמל בסלון\n"
        "3. הזזת נקודת מים לאי במטבח\n")
    add(f"{d}/שינויי דיירים/בקשת שינויים v2 FINAL.docx", P, "Home", 52,
        "בקשת שינויי דיירים - סופי - דירה B-14 גני אונו\n1. ביטול קיר בין מטבח לפינת אוכל\n2. 6 נקודות חשמל נוספות + הכנה לטעינת רכב בחניה (איתן יבצע)\n"
        "3. אי במטבח עם נקודת מים וכיור\n4. ביטול אמבטיה בחדר רחצה כללי - מקלחון\n5. זיכוי על ארונות מטבח - מטבח מספק חיצוני\n")
    add(f"{d}/שינויי דיירים/הצעת מחיר שינויים מהקבלן.pdf", P, "Home", 35,
        f"{DEVELOPER_EN} - Tenant changes quotation - apt B-14\nRemove wall kitchen/dining: 3,200 NIS\n"
        "6 extra electrical points: 2,700 NIS   Kitchen island water point: 2,900 NIS\nBath to shower: credit 1,100 NIS   "
        "Kitchen cabinets credit: -14,000 NIS\nDeadline for approval: 15/06/2026\n")
    add(f"{d}/שינויי דיירים/תכנית מטבח.pdf", P, "Home", 30,
        "Kitchen plan - apartment B-14 Ganei Ono - proposal by Mitbahei HaSharon\nL-shape 4.2 m + island 2.4 m, "
        "built-in oven column, fridge niche 90 cm, quartz top. Client: Levi family.\n")
    photo(f"{d}/שינויי דיירים/תכנית דירה 14.png", P, "Home", 90)
    add(f"{d}/מס רכישה - שומה.pdf", P, "Home", _ago(2025, 11, 2),
        "ISRAEL TAX AUTHORITY - Real estate taxation - Purchase tax assessment\nBuyers: Noa Levi, Eitan Levi (single "
        "residential apartment)\nPurchase: Ganei Ono B-14, Kiryat Ono, 3,180,000 NIS\nPurchase tax: 8,412 NIS, "
        "pay within 60 days from the transaction.\n")
    add(f"{d}/עדכון התקדמות מהקבלן.eml", P, "Home", 16,
        mail(("גני אונו - שירות לקוחות", "service@oren-build.co.il"), NOA, "עדכון התקדמות בנייה - מאי 2026",
             "רוכשים יקרים,\nבבניין B הושלם שלד קומה 7, העבודות על הגג יחלו בשבוע הבא.\n"
             "מועד אחרון לשינויי דיירים: 15/06/2026. ביקור רוכשים הבא: 19/06/2026 בשעה 10:00, נא להגיע עם נעליים סגורות.\n"
             "צוות י.ש. אורן\n"))
    for i, (stamp, age) in enumerate((("20260418_103512", 44), ("20260418_103947", 44),
                                      ("20260418_104420", 44), ("20260418_110108", 44))):
        photo(f"{d}/ביקור באתר 2026-04/IMG_{stamp}.jpg", P, "Home", age)

    # ------------------------------------------------------------ Home: the previous flat in Givatayim (Archive)
    d = f"{DOCS}/דירה קודמת - גבעתיים"
    add(f"{d}/חוזה שכירות כצנלסון 2022-2024.pdf", X, "Home", _ago(2022, 7, 20),
        "TENANCY AGREEMENT - 33 Katznelson St., apt 4, Givatayim\nLandlord: Ruth Golan   Tenants: Noa & Eitan Levi\n"
        "Period: 01/08/2022 - 31/07/2024   Rent: 5,300 NIS   Deposit cheque: 15,900 NIS\n")
    add(f"{d}/פרוטוקול מסירה - יציאה מהדירה.docx", X, "Home", _ago(2024, 7, 31),
        "פרוטוקול מסירת דירה - כצנלסון 33 דירה 4 גבעתיים, 31/07/2024\nמונה חשמל: 48812 | מונה מים: 1207 | מונה גז: 3310\n"
        "מצב: צבע חדש בכל החדרים, חור בדלת חדר הילדים תוקן, 3 מפתחות + שלט חניה הוחזרו.\n"
        "הוסכם: צ'ק הביטחון יוחזר לאחר הצגת אישורי תשלום ארנונה ומים.\nחתימות: רות גולן / נועה לוי\n")
    add(f"{d}/החזר צק ביטחון.eml", X, "Home", _ago(2024, 9, 2),
        mail(("רות גולן", "ruthgolan52@gmail.com"), NOA, "צ'ק ביטחון",
             "נועה שלום,\nקיבלתי את אישורי הארנונה והמים. הצ'ק שלכם מחכה אצלי, אפשר לאסוף או שאשלח בדואר רשום.\n"
             "היה כיף שגרתם כאן, בהצלחה בדירה החדשה ברמת גן!\nרות\n"))
    add(f"{d}/ארנונה גבעתיים - סגירת חשבון.pdf", X, "Home", _ago(2024, 8, 14),
        "GIVATAYIM MUNICIPALITY - Arnona account closing confirmation\nPayer: Levi Noa   Property: 33 Katznelson St. apt 4\n"
        "Account closed as of 31/07/2024. Balance: 0.00 NIS. No debts.\n")
    for stamp in ("20240728_181204", "20240728_181330", "20240728_181512"):
        photo(f"{d}/תמונות יציאה/IMG_{stamp}.jpg", X, "Home", _ago(2024, 7, 28))

    d = f"{DOCS}/מדריכים למכשירים"
    add(f"{d}/מזגן תדיראן - הוראות הפעלה.pdf", R, "Home", 600,
        "Tadiran Alpha Pro inverter - user manual\nRemote control modes, cleaning the filters every 2 weeks, error "
        "codes E1-E9, Shabbat mode.\n")
    add(f"{d}/LG washing machine F4V5 manual.pdf", R, "Home", 640,
        "LG front-loading washing machine F4V5 - owner's manual\nPrograms, drum clean, detergent drawer, error codes "
        "OE (drain), UE (unbalanced).\n")
    add(f"{d}/Roborock S7 - מדריך.pdf", R, "Home", 410,
        "Roborock S7 robot vacuum - quick start and maintenance\nMain brush every 2 weeks, mop pad washing, app setup.\n")
    add(f"{d}/שעון שבת לדוד - הוראות.pdf", R, "Home", 560,
        "Digital timer for electric water heater (Shabbat clock) - installation and programming\n"
        "Up to 4 programs a day, manual override button, 16A resistive load.\n")
    add(f"{DOCS}/חוק שכירות הוגנת - זכויות השוכר.pdf", R, "Home", 720,
        "Fair Rental Law (2017) - tenants' rights in brief\nThe apartment must be fit for living; the landlord repairs "
        "defects within 30 days (3 days if urgent); the security may not exceed three months' rent or a third of "
        "the period; brokerage is paid by whoever hired the broker.\n")

    # ------------------------------------------------------------ Kids: school, kindergarten, clubs (Areas)
    d = f"{DOCS}/ילדים/יעל"
    add(f"{d}/בית ספר/מכתב פתיחת שנה תשפו.pdf", A, "Kids", _ago(2025, 8, 25),
        "HaGefen Primary School, Ramat Gan - Start of school year 2025-26\nDear parents of grade 3 (class Gimel-2),\n"
        "School opens on 01/09/2025 at 08:00. Homeroom teacher: Merav Shalev. Parents' meeting: 10/09 at 19:00.\n")
    add(f"{d}/בית ספר/תעודה מחצית א.pdf", A, "Kids", _ago(2026, 2, 1),
        "HaGefen Primary School - Report card, first semester 2025-26\nPupil: Yael Levi, grade 3\n"
        "Hebrew: very good   Mathematics: excellent   English: good   Science: very good\n"
        "Teacher's words: Yael is curious, helps friends, needs to work on handwriting.\n")
    add(f"{d}/בית ספר/אישור יציאה לטיול שנתי.docx", A, "Kids", 40,
        "טיול שנתי שכבת ג' - יער בן שמן ומוזיאון ההגנה\nתאריך: 28/04/2026, יציאה 08:00 חזרה 15:30\n"
        "אני מאשר/ת את השתתפות בתי יעל לוי כיתה ג'2 בטיול.\nהערות רפואיות: אין. טלפון הורה: 054-7731902\nחתימה: נועה לוי\n")
    add(f"{d}/בית ספר/אסיפת הורים - סיכום.txt", A, "Kids", 250,
        "אסיפת הורים ג'2 - 10/9\n- מרב המחנכת, שיעורי בית 3 פעמים בשבוע\n- תוכנית 'קוראים ביחד' - ספר מהספרייה כל שבוע\n"
        "- ועד כיתה: שני (אמא של נגה) + אבי\n- תשלומי הורים: 1,180 ₪ לשנה, דרך האתר\n")
    add(f"{d}/בית ספר/תשלומי הורים תשפו.pdf", A, "Kids", _ago(2025, 9, 20),
        "Ramat Gan Municipality - Education - Parents' payments 2025-26 - receipt\nPupil: Yael Levi, HaGefen school, "
        "grade 3\nCompulsory: accident insurance 14 NIS   Optional: trips, ceremonies, enrichment - 1,166 NIS\n")
    add(f"{d}/צהרון/חוזה צהרון ניצנים.pdf", A, "Kids", _ago(2025, 8, 18),
        "Nitzanim after-school programme 2025-26 - registration and agreement\nChild: Yael Levi, grade 3, HaGefen\n"
        "Days: Sunday-Thursday until 16:30, lunch included   Monthly fee: 1,340 NIS (Sept-June)\n")
    add(f"{d}/צהרון/קבלה צהרון 04-2026.pdf", A, "Kids", _ago(2026, 4, 3),
        "Nitzanim after-school - Receipt 10-4471\nParent: Noa Levi   Child: Yael   Month: April 2026   1,340.00 NIS\n")
    add(f"{d}/חוגים/התעמלות קרקע - רישום.pdf", A, "Kids", _ago(2025, 9, 7),
        "Kiryat Krinitzi Community Centre - class registration 2025-26\nParticipant: Yael Levi (8)\n"
        "Class: floor gymnastics, Mon + Wed 16:45-17:45   Fee: 290 NIS/month\n")
    d = f"{DOCS}/ילדים/עומר"
    add(f"{d}/גן/מכתב מהגננת - פתיחת שנה.pdf", A, "Kids", _ago(2025, 8, 28),
        "Gan Kalanit (municipal kindergarten, age 3-4), Ramat Gan\nDear parents, welcome to the new year! "
        "Gan hours: 07:45-14:00. Please bring a change of clothes, a water bottle and a hat. Teacher: Orly.\n")
    add(f"{d}/גן/ועד הורים גן כלנית.txt", A, "Kids", 230,
        "ועד הורים גן כלנית תשפ''ו\nגבייה שנתית: 450 ₪ לילד (מתנות חגים, מסיבת סוף שנה, מתנה לגננת ולסייעת)\n"
        "להעביר בביט לענבל - 052-8830192\nשילמתי 10/10\n")
    add(f"{d}/גן/צהרון גן - קבלה.pdf", A, "Kids", _ago(2026, 5, 4),
        "Ramat Gan Municipality - Kindergarten after-care (tzaharon) - receipt\nChild: Omer Levi, Gan Kalanit\n"
        "Month: May 2026   Amount: 1,080 NIS\n")
    add(f"{d}/חוגים/גודו - טופס רישום.docx", A, "Kids", 260,
        "טופס רישום לחוג ג'ודו - גילאי 4-6 - מתנ''ס קריניצי\nשם הילד: עומר לוי | גיל: 4\nיום ושעה: ראשון 16:15\n"
        "הצהרת בריאות: אין מגבלות. חתימת הורה: איתן לוי\n")

    # ------------------------------------------------------------ Kids: Omer's kindergarten placement appeal (Projects)
    d = f"{DOCS}/ילדים/עומר/רישום לגן תשפז"
    add(f"{d}/אישור רישום.pdf", P, "Kids", _ago(2026, 2, 3),
        "Ramat Gan Municipality - Kindergarten registration 2026-27 - confirmation\nChild: Omer Levi (born 11/2021) - "
        "compulsory kindergarten age 5\nPreferences: 1. Gan Rakefet (Bialik) 2. Gan Narkis 3. Gan Dafna\n")
    add(f"{d}/הודעת שיבוץ.pdf", P, "Kids", 19,
        "Ramat Gan Municipality - Kindergarten placement 2026-27\nChild: Omer Levi\nPlaced in: Gan Tamar, 40 HaShikma St. "
        "(not among your preferences)\nYou may appeal online until 15/06/2026.\n")
    add(f"{d}/ערעור על שיבוץ.docx", P, "Kids", 8,
        "לכבוד מחלקת רישום לגנים, עיריית רמת גן\nהנדון: ערעור על שיבוץ - עומר לוי, גן חובה תשפ''ז\n"
        "עומר שובץ לגן תמר ברחוב השקמה, במרחק 1.8 ק''מ מביתנו. אחותו יעל לומדת בבית ספר הגפן והצהרון ניצנים ליד גן רקפת.\n"
        "שני ההורים עובדים במשרה מלאה (מצ''ב אישור מעסיק ואישור עוסק מורשה). נבקש לשבץ את עומר בגן רקפת.\n"
        "בברכה, נועה ואיתן לוי\n")
    add(f"{d}/מייל ממחלקת רישום.eml", P, "Kids", 5,
        mail(("עיריית רמת גן - רישום לגנים", "rishum@ramat-gan.muni.il"), NOA, "התקבל ערעור - עומר לוי",
             "שלום רב,\nערעורך על השיבוץ לגני חובה לשנת הלימודים תשפ''ז התקבל ומספרו 26-1187.\n"
             "ועדת הערעורים תתכנס עד 30/06/2026 והתשובה תישלח בדוא''ל.\nבברכה, אגף החינוך\n"))
    add(f"{d}/אישור מעסיק לערעור.pdf", P, "Kids", 9,
        f"{ORBITA_EN}\nTo whom it may concern - Ramat Gan Municipality, kindergarten appeals committee\n"
        "We confirm that Noa Levi is employed full-time at Orbita Ltd., Tel Aviv, Sunday-Thursday 09:00-18:00.\nHR\n")

    d = f"{DOCS}/ילדים/רעיונות"
    add(f"{d}/פעילויות לחופש הגדול.docx", R, "Kids", 340,
        "רעיונות לחופש הגדול עם ילדים\n- מוזיאון הילדים חולון (להזמין מראש)\n- בריכה בקאנטרי רמת גן בבוקר\n- סדנת קרמיקה לילדים\n"
        "- יום סרטים בבית עם פופקורן\n- טיול זריחה בפארק הירקון\n")
    add(f"{d}/משחקי חשבון לכיתה ג.pdf", R, "Kids", 270,
        "Maths games for grade 3\nMultiplication bingo, 'make 100' card game, shop game with coins, times-table "
        "dominoes. Printable boards inside.\n")
    add(f"{d}/ספרים לקרוא עם יעל.txt", R, "Kids", 300,
        "ספרים לקרוא עם יעל:\n- הבית של יעל (לאה גולדברג) - כבר קראנו :)\n- מעשה בחמישה בלונים - לעומר\n"
        "- פלוטו\n- הארי פוטר 1 בעברית - אולי בקיץ\n- גליל ילדי ג'ונגל\n")
    add(f"{d}/גבולות ושגרה - מאמר.pdf", R, "Kids", 500,
        "Parenting article: boundaries and routine for preschoolers\nPredictable bedtime, few clear rules, "
        "natural consequences, and 10 minutes of undivided play a day.\n")

    # ------------------------------------------------------------ Health (Areas, Resources)
    d = f"{DOCS}/בריאות"
    add(f"{d}/מכבי - בדיקות דם נועה 02-2026.pdf", A, "Health", _ago(2026, 2, 18), t_maccabi_lab("Noa Levi"))
    add(f"{d}/מכבי - בדיקות דם איתן 11-2025.pdf", A, "Health", _ago(2025, 11, 24), t_maccabi_lab("Eitan Levi"))
    add(f"{d}/הפניה לאורתופד - איתן.pdf", A, "Health", 85,
        "MACCABI HEALTHCARE SERVICES - Referral\nPatient: Eitan Levi   To: Orthopaedics - shoulder clinic\n"
        "Reason: right shoulder pain 3 months, worse when working overhead; suspected rotator cuff tendinopathy.\n")
    add(f"{d}/טופס 17 - MRI כתף.pdf", A, "Health", 70,
        "MACCABI - Commitment form (Tofes 17) no. 88412093\nPatient: Eitan Levi   Service: MRI right shoulder\n"
        "Provider: Assuta Ramat HaHayal   Valid 90 days   Co-payment: none\n")
    add(f"{d}/חיסונים - עומר - טיפת חלב.pdf", A, "Health", 900,
        "Ministry of Health - Tipat Halav - Vaccination record\nChild: Omer Levi, born 11/2021\n"
        "Hepatitis B x3, DTaP-IPV-Hib x4, Pneumococcal x3, MMRV 12 months, Hepatitis A x2 - completed\n")
    add(f"{d}/פנקס חיסונים יעל - סריקה.pdf", A, "Health", 1_400,
        "Vaccination booklet - Yael Levi, born 2017 - scanned copy\nAll routine vaccinations until age 6 completed; "
        "grade 2: DTaP-IPV booster given at school.\n")
    add(f"{d}/רופא שיניים - תכנית טיפול.pdf", A, "Health", 120,
        "Dr. Ron Golan - Dental clinic, Ramat Gan - Treatment plan\nPatient: Noa Levi\nCrown on tooth 36: 2,900 NIS, "
        "cleaning: 280 NIS. Maccabi Sheli dental coverage: 40% on crowns.\n")
    add(f"{d}/מכבי שלי - פוליסה 2026.pdf", A, "Health", _ago(2026, 1, 12),
        "MACCABI SHELI - Supplementary health plan - family membership 2026\nMembers: Noa, Eitan, Yael, Omer Levi\n"
        "Monthly fee: 212 NIS. Includes second opinions, physiotherapy discounts, child development services.\n")
    add(f"{d}/מרשם משקפיים - יעל.pdf", A, "Health", 160,
        "Optometry - Eye examination\nPatient: Yael Levi (8)   Right -1.25, Left -1.00   PD 56\n"
        "Recommendation: glasses for the classroom board, re-check in 12 months.\n")
    add(f"{d}/סיכום ביקור רופאת ילדים - עומר.pdf", A, "Health", 58,
        "MACCABI - Paediatric visit summary\nPatient: Omer Levi (4)   Doctor: Dr. Anat Shoham\n"
        "Complaint: cough 10 days. Findings: clear lungs, mild post-viral cough. Plan: honey, fluids, return if fever.\n")
    add(f"{d}/החזר פיזיותרפיה - מכבי שלי.eml", A, "Health", 48,
        mail(("מכבי שלי", "noreply@maccabi4u.co.il"), NOA, "בקשת ההחזר אושרה",
             "שלום נועה לוי,\nבקשתך להחזר עבור 6 טיפולי פיזיותרפיה (איתן לוי) אושרה.\nסכום ההחזר: 720 ₪ יועבר לחשבונך תוך 14 יום.\nמכבי שירותי בריאות\n"))
    add(f"{d}/מאמרים/תזונה לילדים בגיל הגן.pdf", R, "Health", 800,
        "Nutrition for preschool children - Israeli Paediatric Association leaflet\nFive colours a day, water instead "
        "of sweet drinks, iron-rich foods, family meals.\n")
    add(f"{d}/מאמרים/תרגילי כתף.pdf", R, "Health", 60,
        "Shoulder exercises - rotator cuff strengthening\nPendulum, wall slides, external rotation with band 3x15, "
        "doorway stretch. Stop if pain increases.\n")

    # ------------------------------------------------------------ Car (Areas, Archive, Resources)
    d = f"{DOCS}/רכב"
    add(f"{d}/רישיון רכב 2026.pdf", A, "Car", _ago(2026, 3, 10), t_car_licence)
    add(f"{d}/טסט 2026 - אישור.pdf", A, "Car", _ago(2026, 3, 8),
        "Licensed vehicle testing station - Bnei Brak\nAnnual roadworthiness test - PASSED\nVehicle: Hyundai i30, "
        "plate 834-15-602, 2020   Odometer: 92,410 km\nRemarks: rear wiper blade worn.\n")
    add(f"{d}/ביטוח רכב 2025-2026.pdf", A, "Car", _ago(2025, 10, 1), t_car_ins)
    add(f"{d}/טיפול 90000 - מוסך.pdf", A, "Car", 95,
        "Garage Ben Shushan - Hyundai authorized - Invoice 21877\nVehicle 834-15-602, 90,000 km service\n"
        "Oil and filters, spark plugs, brake fluid, cabin filter. Total: 1,640 NIS\n")
    add(f"{d}/דוח חניה תל אביב.pdf", A, "Car", 33,
        "TEL AVIV-YAFO MUNICIPALITY - Parking fine no. 71-4483921\nVehicle 834-15-602   Location: Ibn Gvirol 90, "
        "loading zone   Date: 24/04/2026 11:52\nFine: 250 NIS   Pay or appeal within 90 days.\n")
    add(f"{d}/בקשה לביטול דוח חניה.docx", A, "Car", 31,
        "לכבוד עיריית תל אביב - מוקד דוחות חניה\nהנדון: בקשה לביטול דוח 71-4483921\n"
        "הרכב עמד לצורך פריקת כלי עבודה וציוד חשמל לעבודה במרפאת שיניים פרץ (מצ''ב חשבונית). משך העצירה כ-10 דקות.\n"
        "אבקש לבטל את הדוח. איתן לוי\n")
    add(f"{d}/חידוש רישיון נהיגה - נועה.pdf", A, "Car", 420,
        "Ministry of Transport - Driving licence renewal\nHolder: Noa Levi   Licence B   Valid until 2035\n"
        "Fee paid 2025. The new licence will be mailed within 21 days.\n")
    add(f"{d}/צמיגים - קבלה.pdf", A, "Car", 200,
        "Tire Center Ramat Gan - Receipt\n4 x Michelin Primacy 4 205/55R16, balancing, alignment\nVehicle 834-15-602   "
        "Total: 2,480 NIS\n")
    d = f"{DOCS}/רכב/מאזדה - נמכרה"
    add(f"{d}/הסכם מכירת רכב - מאזדה 3.docx", X, "Car", _ago(2023, 5, 14),
        "הסכם מכירת רכב יד שנייה\nהמוכר: איתן לוי | הקונה: דניאל אברמוב\nרכב: מאזדה 3, 2014, מס' רישוי 27-118-55, ק''מ 168,000\n"
        "מחיר: 28,500 ₪ במזומן/העברה. הרכב נמכר במצבו as is. העברת בעלות בדואר ביום החתימה.\n")
    add(f"{d}/העברת בעלות.pdf", X, "Car", _ago(2023, 5, 14),
        "Israel Post - Vehicle ownership transfer confirmation\nVehicle 27-118-55 Mazda 3, 2014\n"
        "From: Eitan Levi   To: Daniel Abramov   Date: 14/05/2023\n")
    add(f"{d}/ביטול ביטוח מאזדה.pdf", X, "Car", _ago(2023, 5, 22),
        "MAGEN INSURANCE AGENCY - Policy cancellation\nVehicle 27-118-55 Mazda 3 sold on 14/05/2023.\n"
        "Refund of unused premium: 1,212 NIS credited to the card.\n")
    add(f"{DOCS}/רכב/ספר רכב Hyundai i30.pdf", R, "Car", 1_500,
        "Hyundai i30 - Owner's manual (2020)\nDashboard warning lights, tyre pressure 2.3 bar, maintenance schedule "
        "every 15,000 km, fuse box layout, jump-starting.\n")

    # ------------------------------------------------------------ Travel: Greece, July 2026 (Projects)
    d = f"{DOCS}/יוון 2026"
    add(f"{d}/טיסות ישראייר - אישור הזמנה.pdf", P, "Travel", 130,
        "ISRAIR - Booking confirmation - PNR K7Q2LM\nPassengers: Noa Levi, Eitan Levi, Yael Levi (child), Omer Levi (child)\n"
        "6H 501  TLV 07:10 - ATH 09:25  12/07/2026\n6H 508  ATH 19:40 - TLV 21:50  24/07/2026\n"
        "Fare incl. 20 kg bag per passenger: 7,836 NIS\n")
    add(f"{d}/מלון אתונה - 2 לילות.pdf", P, "Travel", 110,
        "Booking.com - Confirmation 4418.227.901\nHotel: Athens Family Suites, Plaka\nCheck-in 12/07/2026 - check-out "
        "14/07/2026, family room for 2 adults + 2 children, breakfast included\nTotal: EUR 412 - free cancellation until 01/07\n")
    add(f"{d}/Naxos - Agios Prokopios studios.pdf", P, "Travel", 105,
        "Reservation - Prokopios Sea View Studios, Agios Prokopios, Naxos\nGuest: Noa Levi   14/07/2026 - 24/07/2026 "
        "(10 nights)\n2-bedroom apartment with kitchenette, sea view   Total EUR 1,680, deposit 30% paid\n")
    add(f"{d}/מעבורת Blue Star Piraeus-Naxos.pdf", P, "Travel", 60,
        "BLUE STAR FERRIES - e-ticket\nPiraeus 07:30 -> Naxos 13:10, 14/07/2026, Blue Star Delos\nPassengers: 2 adults, "
        "2 children, deck seats   Return: Naxos -> Piraeus 24/07/2026 07:45 (Seajets)\n")
    add(f"{d}/השכרת רכב נקסוס.pdf", P, "Travel", 55,
        "Naxos Rent a Car - Reservation 5521\nPick-up: Naxos port 14/07/2026 13:30   Return: 24/07/2026 07:00\n"
        "Group C (Peugeot 2008) + 2 child seats   Full insurance, no deductible   EUR 390\n")
    add(f"{d}/ביטוח נסיעות פספורטכארד.pdf", P, "Travel", 20,
        "PassportCard - Travel insurance policy\nInsured: Noa, Eitan, Yael and Omer Levi   Destination: Greece\n"
        "12/07/2026 - 24/07/2026   Medical unlimited, baggage, trip cancellation (added)\nPremium: 486 NIS\n")
    add(f"{d}/דרכון לעומר - זימון תור.pdf", P, "Travel", 41,
        "Population and Immigration Authority - Appointment confirmation\nService: passport for a minor (first "
        "passport)   Applicant: Omer Levi, accompanied by both parents\nBranch: Ramat Gan, Bialik 76   21/04/2026 09:40\n")
    add(f"{d}/תקציב טיול.xlsx", P, "Travel", 10,
        "פריט;סכום;מטבע;שולם\nטיסות;7,836;₪;כן\nמלון אתונה;412;€;לא - בצ'ק אין\nנקסוס 10 לילות;1,680;€;30%\nמעבורות;356;€;כן\n"
        "רכב;390;€;לא\nביטוח;486;₪;כן\nאוכל ובילויים;1,500;€;—\n")
    add(f"{d}/רשימת ציוד.docx", P, "Travel", 7,
        "רשימת ציוד - יוון 2026\nמסמכים: דרכונים (גם של עומר!), ביטוח, אישורי הזמנות מודפסים\n"
        "ילדים: בגדי ים x3, שנורקל לילדים, כובעים, קרם הגנה 50, משחקים לטיסה, טאבלט עם סרטים\n"
        "כללי: מתאם חשמל - לא צריך (תקע אירופאי), תיק רופא: אקמול סירופ, פנסטיל\n")
    add(f"{d}/מסלול ורעיונות.docx", P, "Travel", 25,
        "יוון - מסלול\n12-14/7 אתונה: אקרופוליס מוקדם בבוקר, פלאקה, מוזיאון האקרופוליס (ילדים חינם)\n"
        "14-24/7 נקסוס: חופים רדודים - אגיוס פרוקופיוס, פלאקה, אגיה אנה; הכפר חלקי; יום שייט לקופונסיה\n")
    add(f"{d}/Naxos with kids - guide.pdf", P, "Travel", 90,
        "Naxos with kids - a family travel guide (downloaded for our July trip)\nShallow sandy beaches on the west "
        "coast, the Portara at sunset, donkey trails, kitron tasting in Halki.\n")

    # ------------------------------------------------------------ Travel: past trips (Archive) and ideas (Resources)
    d = f"{DOCS}/טיולים"
    add(f"{d}/קפריסין 2021/טיסות לרנקה.pdf", X, "Travel", _ago(2021, 6, 2),
        "ARKIA - e-ticket\nTLV - LCA 17/06/2021, LCA - TLV 21/06/2021\nPassengers: Noa Levi, Eitan Levi, Yael Levi "
        "(child)\nPlease bring vaccination certificates (green pass) for the adults.\n")
    add(f"{d}/קפריסין 2021/מלון איה נאפה.pdf", X, "Travel", _ago(2021, 6, 3),
        "Booking confirmation - Nissi Park Family Hotel, Ayia Napa\n17/06/2021 - 21/06/2021, half board, kids' club\n")
    add(f"{d}/אילת פסח 2025/הזמנת מלון אילת.pdf", X, "Travel", _ago(2025, 3, 10),
        "Isrotel - Reservation confirmation\nGuest: Noa Levi   Hotel: Isrotel Royal Garden, Eilat\n"
        "14/04/2025 - 18/04/2025, family suite, half board (kosher for Passover)\nTotal: 9,460 NIS\n")
    add(f"{d}/אילת פסח 2025/פעילויות.txt", X, "Travel", _ago(2025, 4, 8),
        "אילת פסח - מה עושים:\n- מצפה תת ימי (להזמין כרטיסים)\n- שחייה עם דולפינים בחוף הדולפינים - יעל בלבד מגיל 8? לבדוק\n"
        "- טיול לעמודי שלמה בתמנע\n- חוף מוסטש בבוקר\n")
    add(f"{d}/רעיונות/טיולים בצפון עם ילדים.docx", R, "Travel", 280,
        "טיולים בצפון עם ילדים קטנים\n- נחל עמוד התחתון - מים כל השנה, מסלול קל\n- גן לאומי חורשת טל\n"
        "- הבניאס - שביל התלוי\n- קטיף דובדבנים ברמת הגולן ביוני\n")
    add(f"{d}/רעיונות/מסלולי מים קלים.pdf", R, "Travel", 360,
        "Easy water trails in Israel for families\nEin Hemed, Nahal Kziv lower section, Gan HaShlosha (Sakhne), "
        "Ein Gedi Nahal David - go early, bring water shoes.\n")
    add(f"{d}/רעיונות/חניוני לילה - רשות הטבע והגנים.pdf", R, "Travel", 390,
        "Israel Nature and Parks Authority - overnight campgrounds\nBooking, prices, facilities: Horshat Tal, "
        "Beit Guvrin, Ein Gedi field school. Family ticket 'Matmon' gives free entry.\n")
    d = "מחשב ישן - גיבוי 2021/טיולים/רומא 2019"
    add(f"{d}/Rome itinerary.docx", X, "Travel", 2_560,
        "Rome - October 2019 (Noa & Eitan, Yael with grandma)\nDay 1: Trastevere, Day 2: Vatican (booked 09:00), "
        "Day 3: Colosseum + Forum, Day 4: Villa Borghese\n")
    add(f"{d}/אישור טיסה אל על.pdf", X, "Travel", 2_600,
        "EL AL - Itinerary receipt\nLY381 TLV-FCO 10/10/2019   LY384 FCO-TLV 14/10/2019\nPassengers: Noa Levi, Eitan Levi\n")

    # ------------------------------------------------------------ Army: Eitan's reserve duty (Areas), Noa's service (Archive)
    d = f"{DOCS}/מילואים - איתן"
    add(f"{d}/צו 8 - אוקטובר 2023.pdf", A, "Army", _ago(2023, 10, 8),
        "IDF - Emergency call-up order (Tzav 8)\nReservist: Eitan Levi, ID 036998214, unit 5019\n"
        "Report immediately to the unit's assembly point. Date of order: 07/10/2023.\n")
    add(f"{d}/אישור שירות 2025-07.pdf", A, "Army", _ago(2025, 8, 3), t_miluim_confirm(31, "01/07/2025 - 31/07/2025"))
    add(f"{d}/אישור שירות 2026-03.pdf", A, "Army", _ago(2026, 4, 2), t_miluim_confirm(30, "19/02/2026 - 20/03/2026"))
    add(f"{d}/תגמולי מילואים - ביטוח לאומי 2025.pdf", A, "Army", _ago(2025, 9, 2), t_bl_miluim)
    add(f"{d}/מענק מילואים מוגדל - הודעה.pdf", A, "Army", 150,
        "IDF Reserve Administration - Enhanced grant for reservists 2025\nTo: Eitan Levi   Cumulative reserve days "
        "since 07/10/2023: 214\nGrants: personal expenses grant, family grant (children under 14), "
        "self-employed supplement. Paid to the bank account on file.\n")
    add(f"{d}/שובר חופשה למשפחות מילואים.pdf", A, "Army", 118,
        "Voucher - holiday for reservists' families\nFor the family of Eitan Levi (reservist, unit 5019)\n"
        "Value: 2,000 NIS at participating hotels, valid until 31/12/2026\n")
    add(f"{d}/הטבות למילואימניקים.txt", A, "Army", 100,
        "הטבות מילואים - מה מימשנו:\n- נקודות זיכוי מס למשרתי מילואים - לבדוק עם יוסי בדוח 2025\n- הנחה בארנונה 5% - לבקש מעיריית רמת גן\n"
        "- קרן סיוע לעצמאים - הוגש\n- טיפול זוגי/רגשי חינם דרך 'חוסן' - נועה לברר\n")
    d = "מחשב ישן - גיבוי 2021/צבא"
    add(f"{d}/תעודת שחרור.pdf", X, "Army", 2_900,
        "ISRAEL DEFENSE FORCES - Certificate of discharge (Teudat Shichrur)\nSoldier: Noa Levi (then Noa Mor), "
        "ID 038412765\nService: 08/2006 - 08/2008, Intelligence Corps, research NCO   Honourable discharge\n")
    add(f"{d}/אישור שירות צבאי - לאוניברסיטה.pdf", X, "Army", 2_700,
        "IDF - Confirmation of military service, for academic institutions\nNoa Mor, ID 038412765 - full regular "
        "service 24 months, combat support role. Entitled to discharged soldier benefits.\n")
    add(f"{d}/פיקדון חיילים משוחררים.pdf", X, "Army", 2_650,
        "Fund for Discharged Soldiers - deposit (pikadon) release confirmation\nBeneficiary: Noa Mor\n"
        "Released for: higher education tuition, Tel Aviv University 2009. Amount: 14,820 NIS.\n")
    add(f"{d}/מכתב הערכה מהמפקד.docx", X, "Army", 2_880,
        "מכתב הערכה\nסמלת נועה מור שירתה כמש''קית מחקר ביחידה בין 2006 ל-2008.\n"
        "נועה הצטיינה ביכולת ניתוח, ביוזמה ובעבודת צוות, והייתה אחראית על הדרכת חיילות חדשות.\nבהצלחה בהמשך הדרך, סרן יואב ק.\n")

    # ------------------------------------------------------------ Cooking (Resources)
    d = f"{DOCS}/מתכונים"
    add(f"{d}/שקשוקה של איתן.txt", R, "Cooking", 200,
        "שקשוקה של איתן\n6 עגבניות בשלות, פלפל אדום, 4 שיני שום, כף פפריקה מתוקה, חצי כפית כמון, חריף לפי הטעם, 6 ביצים\n"
        "לטגן פלפל ושום, להוסיף עגבניות ולבשל 20 דק', לשבור ביצים, לכסות 6 דק'. להגיש עם חלה.\n")
    add(f"{d}/עוגת שמרים של סבתא רחל.docx", R, "Cooking", 700,
        "עוגת שמרים של סבתא רחל\n1 ק''ג קמח, 50 גרם שמרים טריים, כוס סוכר, 3 ביצים, 200 גרם חמאה, כוס חלב\n"
        "מילוי: ממרח שוקולד + קקאו + אגוזים. להתפיח שעה וחצי, לגלגל, לאפות 35 דק' ב-175.\n")
    add(f"{d}/מרק עוף.docx", R, "Cooking", 560,
        "מרק עוף של שישי\nעוף שלם חתוך, 3 גזרים, 2 קישואים, סלרי, בצל, פטרוזיליה ושמיר, דלעת\nלבשל 2 שעות על אש קטנה, לסנן ולהחזיר ירקות.\n")
    add(f"{d}/חלה מתוקה.pdf", R, "Cooking", 480,
        "Sweet challah - recipe\n1 kg flour, 20 g dry yeast, 1/2 cup sugar, 2 eggs, 1/2 cup oil, 1.5 cups water\n"
        "Knead 10 minutes, rise 1 hour, braid, brush with egg, bake 25 minutes at 180C.\n")
    add(f"{d}/קציצות ברוטב עגבניות.txt", R, "Cooking", 330,
        "קציצות ברוטב עגבניות (לילדים - בלי חריף)\nחצי קילו בשר טחון, בצל מגורד, לחם ספוג, ביצה, פטרוזיליה\n"
        "רוטב: רסק עגבניות, מים, כפית סוכר, מלח. לבשל 40 דק'.\n")
    add(f"{d}/Ottolenghi - roasted cauliflower.pdf", R, "Cooking", 610,
        "Whole roasted cauliflower with tahini - after Ottolenghi\nBlanch the whole head 6 minutes, rub with olive "
        "oil and salt, roast 45 minutes at 220C, serve with tahini, lemon and pomegranate.\n")
    add("מחשב ישן - גיבוי 2021/מתכונים/עוגיות שוקולד ציפס.docx", R, "Cooking", 1_900,
        "עוגיות שוקולד צ'יפס\n200 גרם חמאה, כוס סוכר חום, חצי כוס סוכר לבן, 2 ביצים, 2.5 כוסות קמח, כפית סודה לשתייה, 200 גרם שוקולד צ'יפס\n"
        "כדורים על תבנית, 11 דקות ב-180.\n")

    # ------------------------------------------------------------ Books, Music, Software (Resources)
    d = f"{DOCS}/ספרים"
    for name, title, author, lang, para in (
            ("Just Enough Research - Erika Hall.epub", "Just Enough Research", "Erika Hall", "en",
             "Research is simply systematic inquiry. You want to know more about a particular topic."),
            ("The Mom Test - Rob Fitzpatrick.epub", "The Mom Test", "Rob Fitzpatrick", "en",
             "Talk about their life instead of your idea. Ask about specifics in the past."),
            ("סיפור על אהבה וחושך - עמוס עוז.epub", "סיפור על אהבה וחושך", "עמוס עוז", "he",
             "נולדתי וגדלתי בדירה נמוכה מאוד, כשלושים מטרים רבועים, בקומת קרקע."),
            ("Atomic Habits - James Clear.epub", "Atomic Habits", "James Clear", "en",
             "You do not rise to the level of your goals. You fall to the level of your systems.")):
        add(f"{d}/{name}", R, "Books", r.randint(150, 900), _epub(title, author, lang, para))
    add(f"{DL}/Continuous Discovery Habits.epub", R, "Books", 75,
        _epub("Continuous Discovery Habits", "Teresa Torres", "en",
              "Good discovery is a continuous practice: at a minimum, weekly touchpoints with customers."))
    d = "מוזיקה"
    for fn, title, artist, album in (
            ("אריק איינשטיין - אני ואתה.mp3", "אני ואתה", "אריק איינשטיין", "פוזי"),
            ("שלמה ארצי - ירח.mp3", "ירח", "שלמה ארצי", "ירח"),
            ("עומר אדם - תל אביב.mp3", "תל אביב", "עומר אדם", "תל אביב"),
            ("שירי ילדים - בוקר טוב.mp3", "בוקר טוב", "מקהלת ילדים", "שירים לגן")):
        add(f"{d}/{fn}", R, "Music", r.randint(200, 1_500), lambda rr, dt, a=(title, artist, album): _id3(rr, *a))
    for fn, head, age in (("ChromeSetup.exe", b"MZ\x90\x00", 400), ("WhatsApp Installer.exe", b"MZ\x90\x00", 360),
                          ("HP Smart - Setup.exe", b"MZ\x90\x00", 310), ("ZoomInstallerFull.exe", b"MZ\x90\x00", 150),
                          
                          ("Figma-126.3.4.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 70)):
        add(f"{DL}/{fn}", R, "Software", age, lambda rr, dt, h=head: _blob(rr, h, 1800))

    # ------------------------------------------------------------ Photos (Resources; Archive for the old phone backup)
    d = f"{PICS}/טלפון נועה 2026-05"
    for stamp, age in (("20260307_114502", 86), ("20260321_173010", 72),
                       ("20260414_190512", 48), ("20260425_103321", 37),
                       ("20260502_165840", 30), ("20260516_080214", 16),
                       ("20260523_183355", 9)):
        photo(f"{d}/IMG_{stamp}.jpg", R, "Photos", age)
    d = f"{PICS}/WhatsApp Images"
    for stamp, age in (("20260112-WA0004", 140), ("20260301-WA0002", 92),
                       ("20260505-WA0007", 27), ("20260527-WA0003", 5)):
        photo(f"{d}/IMG-{stamp}.jpg", R, "Photos", age)
    for stamp, age in (("2026-02-11 213344", 110), ("2026-05-13 174006", 19),
                       ("2026-05-28 085911", 4)):
        photo(f"{PICS}/צילומי מסך/צילום מסך {stamp}.png", R, "Photos", age)
    for n, age in ((4471, 95), (4588, 40), (4630, 12)):
        photo(f"{PICS}/אייפון איתן/IMG_{n}.HEIC", R, "Photos", age)
    for stamp in ("20251212_170221", "20251212_171845", "20251212_174512"):
        photo(f"{PICS}/יום הולדת 8 ליעל/IMG_{stamp}.jpg", R, "Photos", 171)
    for stamp in ("20250415_161002", "20250416_093340"):
        photo(f"{PICS}/אילת פסח 2025/IMG_{stamp}.jpg", R, "Photos", _ago(2025, 4, 16))
    d = f"{PICS}/גיבוי Galaxy S9 2021"
    for stamp, age in (("20190612_181122", 2_545), ("20191011_142233", 2_424), 
                       ("20210318_112409", 1_901), ("20210705_190044", 1_792)):
        photo(f"{d}/DCIM/Camera/{stamp}.jpg", X, "Photos", age)
    for stamp, age in (("20200916-WA0012", 2_083), ("20210214-WA0003", 1_933)):
        photo(f"{d}/WhatsApp/Media/WhatsApp Images/IMG-{stamp}.jpg", X, "Photos", age)

    # ------------------------------------------------------------ the scanner's output: hard, only the text tells
    d = f"{DOCS}/סריקות"
    add(f"{d}/scan_0003.pdf", A, "Business", 505,
        "STATE OF ISRAEL - MINISTRY OF LABOR - Electricity Licences Department\nConfirmation of licence renewal\n"
        "Licence no. 0-14820, type: Licensed Electrician, holder Eitan Levi. Renewal fee 310 NIS received.\n"
        "The licence is valid until 31/12/2028. Please keep this confirmation with your licence card.\n", True)
    add(f"{d}/scan_0004.pdf", A, "Kids", 238,
        "HaGefen Primary School - Grade 3 swimming programme 2025-26\nParent consent and health declaration\n"
        "Pupil: Yael Levi, class Gimel-2. Lessons at Ramat Gan Country Club, Tuesdays, Nov-Feb.\n"
        "I confirm my child is healthy and may take part. Parent: Noa Levi. Signed 14/10/2025.\n", True)
    add(f"{d}/scan_0005.pdf", P, "Home", 198,
        f"{DEVELOPER_EN}\nAppendix D - Allocation of parking and storage - signed copy\nBuyers: Noa & Eitan Levi, "
        "apartment 14, building B, Ganei Ono, Kiryat Ono\nParking no. 31 (level -2, standard, with EV charging "
        "preparation), storage no. 9 (6 sqm).\nSigned by the seller and the buyers, 12/11/2025.\n", True)
    add(f"{d}/scan_0006.pdf", A, "Health", 151,
        "MACCABI HEALTHCARE SERVICES - Referral to dermatology\nPatient: Noa Levi, age 37\nReason: annual mole check, "
        "family history of melanoma (father). Please perform full body dermoscopy.\nDr. Irit Ben-Ami, family medicine\n",
        True)
    add(f"{d}/scan_0007.pdf", A, "Army", 61,
        "NATIONAL INSURANCE INSTITUTE - Reserve Duty Department\nRequest for documents\nTo: Eitan Levi, ID 036998214\n"
        "To calculate your reservist benefit as a self-employed person for service 19/02/2026-20/03/2026 please send "
        "your income tax assessment for 2024 or an accountant's confirmation of income.\n", True)
    add(f"{d}/scan_0008.pdf", P, "Home", 15,
        "Real estate appraisal - summary for the lending bank (Mizrahi Tefahot)\nProperty: apartment 14, building B, "
        "24 Herzl St., Kiryat Ono (under construction)\nBuyers / borrowers: Noa Levi, Eitan Levi\n"
        "Market value on completion: 3,240,000 NIS. Construction progress: skeleton to floor 7 of 9.\n"
        "Appraiser: Avi Nahum, certified real estate appraiser.\n", True)
    add(f"{d}/scan_0009.pdf", P, "Finance", 27,
        "FORM 135 - Request for income tax refund for individuals not required to file a return - tax year 2023\n"
        "Applicant: Noa Levi, ID 038412765   Employer: Orbita Ltd.\nDonations (section 46): 900 NIS\n"
        "Attached: form 106, donation receipts. Representative: Rachel Maman. Signed 05/05/2026.\n", True)
    add(f"{d}/scan_0010.pdf", A, "Car", 112,
        "ISRAEL POLICE - Traffic Division - Notice of traffic offence (speed camera)\nVehicle 834-15-602, Hyundai\n"
        "Location: Route 4, Geha interchange, 05/02/2026 22:14. Speed 98 km/h in a 80 km/h zone.\n"
        "Fine: 250 NIS, no points. The owner may name the driver within 30 days.\n", True)
    add(f"{d}/scan_0011.pdf", P, "Home", 49,
        f"{DEVELOPER_EN} - Tenant changes - approved form\nApartment B-14, Ganei Ono\n"
        "Approved: removal of kitchen wall, 6 extra electrical points, kitchen island water point, bath replaced by "
        "shower, kitchen credit. Total to pay: 9,900 NIS; credit: 15,100 NIS.\nSigned by the buyers 12/04/2026.\n", True)
    add(f"{d}/scan_0012.pdf", P, "Travel", 42,
        "POPULATION AND IMMIGRATION AUTHORITY - Application for an Israeli passport for a minor\n"
        "Minor: Omer Levi, born 11/2021   Parents: Noa Levi, Eitan Levi - both present and consenting\n"
        "First passport. Planned departure date: 12/07/2026, Athens. Delivery: by mail.\n", True)
    add(f"{d}/scan_0013.pdf", P, "Kids", 8,
        "Ramat Gan Municipality - Education Division - Appeal on kindergarten placement 2026-27 (printed form)\n"
        "Child: Omer Levi   Placed in: Gan Tamar   Requested: Gan Rakefet, Bialik St.\n"
        "Reasons: distance, sibling at HaGefen school, both parents working full time. Signed by both parents.\n", True)
    add(f"{d}/scan_0014.pdf", A, "Army", 130, t_miluim_confirm(12, "05/01/2026 - 16/01/2026"), True)
    add(f"{d}/scan_0015.pdf", A, "Health", 93,
        "Orthodontic clinic Dr. Maya Stern - consultation summary\nPatient: Yael Levi (8)\nFindings: crossbite, "
        "crowding of upper incisors. Recommendation: palatal expander at age 9, review in 6 months.\n"
        "Estimated cost of phase 1: 6,500 NIS. Maccabi Sheli dental plan covers part.\n", True)
    add(f"{d}/scan_0016.pdf", A, "Home", 66,
        "House committee (va'ad bayit) - 58 HaRa'ah St., Ramat Gan\nNotice to all residents and tenants\n"
        "The elevator motor must be replaced (Schindler quote 19,600 NIS). Special charge: 400 NIS per apartment, "
        "to be paid with the April monthly fee. General meeting: 25/03 at 20:00 in the lobby.\n", True)
    add(f"{d}/scan_0017.pdf", X, "Army", 36,
        "IDF - Reserve Duty Administration - Notice of exemption from reserve service\nTo: Noa Levi (Mor), ID 038412765\n"
        "Following the birth of your child you are exempt from reserve duty as of 01/2018 under the mothers' "
        "exemption. Your reserve file is closed.\n", True)
    add(f"{d}/scan_0018.pdf", A, "Business", 45,
        "CHASHMAL PLUS Ltd. - electrical supplies, Petah Tikva - TAX INVOICE 30418\nCustomer: Eitan Levi Electric, "
        "osek murshe 036998214\nWallbox Pulsar Plus 11kW, type B RCD, 5x10 cable 25 m\nTotal incl. VAT: 5,890.20 NIS\n",
        True)
    add(f"{d}/scan_0019.pdf", X, "Business", 420,
        "ISRAEL TAX AUTHORITY - Compensation Fund - Swords of Iron\nReply to request for documents, application "
        "2024-553812\nApplicant: Eitan Levi, osek murshe. Attached: IDF confirmation of 96 reserve days Oct 2023 - "
        "Jan 2024, VAT reports 2022-2023. Submitted by Yossi Dahan CPA.\n", True)
    add(f"{d}/scan_0020.pdf", A, "Finance", 76,
        "BANK DISCOUNT - Branch 074 Ramat Gan\nTo: Noa Levi and Eitan Levi, account 338812\n"
        "Your request was approved: credit line (overdraft) 25,000 NIS, interest prime + 3.9%, and the 'Family "
        "track' fee package of 11.90 NIS per month from 01/04/2026.\n", True)
    add(f"{d}/scan_0021.pdf", A, "Work", 142,
        f"{ORBITA_EN}\nAppendix to employment agreement - updated confidentiality and AI-tools policy\n"
        "Employee: Noa Levi, Senior UX Researcher. Recordings of research participants may be processed only in "
        "approved tools (Dovetail). Signed 10/01/2026.\n", True)

    # ------------------------------------------------------------ Downloads: nameless files (hard) and named ones
    d = DL
    add(f"{d}/Document (3).pdf", A, "Finance", 118,
        "BANK DISCOUNT - Annual summary of fees and interest 2025\nAccount 074-338812, Levi Noa & Levi Eitan\n"
        "Account fees: 142.80 NIS   Credit card fees: 0.00   Interest paid on overdraft: 96.40 NIS\n"
        "Interest received on deposits: 1,214.55 NIS (tax withheld 25%)\n", True)
    add(f"{d}/Document (4).pdf", P, "Travel", 12,
        "Acropolis Museum - e-tickets\nDate of visit: 13/07/2026 09:00\n2 adults (20 EUR each), 2 children under 18 "
        "(free)\nBooking ref. AM-662019. Show on your phone at the entrance.\n", True)
    add(f"{d}/Document (5).pdf", A, "Health", 66,
        "MACCABI HEALTHCARE SERVICES - Allergy clinic - summary\nPatient: Yael Levi (8)\nSkin prick test: positive to "
        "house dust mite, negative to foods. Recommendation: antihistamine in spring, mite-proof covers.\n", True)
    add(f"{d}/download.pdf", A, "Business", 101,
        "NATIONAL INSURANCE INSTITUTE - Self-employed - change of assessed income\nInsured: Eitan Levi, ID 036998214\n"
        "Your request to lower the assessed income to 15,200 NIS per month (reserve duty in 2026) was accepted. "
        "New monthly advance: 1,838 NIS from March 2026.\n", True)
    add(f"{d}/download (1).pdf", A, "Health", 182,
        "MACCABI - Hearing test (audiometry) for children\nPatient: Omer Levi (4)\nResult: normal hearing both ears, "
        "tympanometry type A. No follow-up needed.\n", True)
    add(f"{d}/download (2).pdf", X, "Travel", 418,
        "Dolphin Reef Eilat - e-tickets\nDate: 15/04/2025   Family ticket 2+2   Order 77120 - Noa Levi\n", True)
    add(f"{d}/file.pdf", P, "Business", 36,
        "Technician Electrician - state exam - questions from previous sessions (summer 2024, winter 2025)\n"
        "1. Calculate the voltage drop in a 3-phase feeder, 70 m, 16 sqmm copper, 63 A.\n"
        "2. Which earthing system is required for a building fed from a private transformer?\n"
        "3. Choose the protection for a 15 kW motor with direct-on-line start.\n", True)
    add(f"{d}/הורדה.pdf", A, "Business", 17,
        "BANK DISCOUNT - Payment confirmation\nPayee: Israel Tax Authority - VAT   Dealer file 036998214\n"
        "Period 03-04/2026   Amount: 7,412.00 NIS   Reference 884120033\n", True)
    add(f"{d}/מסמך.pdf", P, "Home", 6,
        "MIZRAHI TEFAHOT - Mortgage offer (final terms before signing)\nBorrowers: Noa Levi, Eitan Levi\n"
        "Loan 1,900,000 NIS / 30 years for the purchase of apt 14, Ganei Ono, Kiryat Ono\n"
        "Prime -0.65% (1/3), fixed unlinked 4.72% (1/3), variable every 5 years linked 3.10% (1/3)\n"
        "First monthly payment ~9,790 NIS. Valid until 30/06/2026.\n", True)
    add(f"{d}/attachment.pdf", A, "Kids", 10,
        "HaGefen Primary School - June 2026 schedule for grade 3\n10/06 end-of-year show rehearsal, 18/06 class "
        "party (parents bring food), 30/06 last day of school, report cards. Summer camp registration closes 12/06.\n",
        True)
    add(f"{d}/report.pdf", X, "Work", 700,
        "Orbita - Checkout usability study - summary for stakeholders (July 2024)\nWhat we did, what we found, what "
        "shipped: fee breakdown visible before confirming, recipient details on confirmation. Researcher: Noa Levi.\n",
        True)
    add(f"{d}/invoice.pdf", P, "Travel", 58,
        "BLUE STAR FERRIES - Payment receipt\nBooking 2Q7HX - Piraeus-Naxos 14/07/2026, 4 passengers\n"
        "Amount charged: EUR 196.00 to Mastercard ****4471\n", True)
    add(f"{d}/print.pdf", A, "Home", 46,
        "MEI RAMAT GAN - Water bill\nConsumer: Levi Noa, HaRa'ah 58 apt 7   Period: Dec 2025 - Jan 2026\n"
        "Consumption 22 m3   Amount: 251.30 NIS   Payment by standing order\n", True)
    add(f"{d}/doc04512320260311.pdf", A, "Business", 81,
        "Yossi Dahan CPA - Draft profit and loss statement 2025\nEitan Levi Electric, osek murshe 036998214\n"
        "Revenue 219,600   Materials 61,200   Vehicle and fuel 16,400   Insurance 3,860   Phone 2,100\n"
        "Net profit before tax: 131,900 NIS. Please review and bring missing receipts by 31/03.\n", True)
    add(f"{d}/tofes.pdf", A, "Work", 99,
        f"{ORBITA_EN}\nRequest for reimbursement - home office equipment 2026\nEmployee: Noa Levi, Product Design\n"
        "Items: monitor arm 289 NIS, headset 540 NIS. Approved by manager: Dana Katz.\n", True)
    add(f"{d}/export.csv", A, "Finance", 25,
        "תאריך,תיאור,חובה,זכות,יתרה\n01/05/2026,משכורת ORBITA LTD,,22841.10,31204.55\n01/05/2026,העברה משה אברהמי שכד,6400.00,,24804.55\n"
        "05/05/2026,ביט - איתן לוי חשמל,,3510.00,28314.55\n10/05/2026,ישראכרט,11230.40,,17084.15\n"
        "15/05/2026,ביטוח לאומי עצמאי,1838.00,,15246.15\n20/05/2026,ביטוח לאומי קצבת ילדים,,321.00,15567.15\n", True)
    add(f"{d}/export (1).csv", P, "Work", 50,
        "panel_id,signup_date,completed_kyc,age_group,device,screener_ok\n10442,2026-03-19,no,18-24,android,yes\n"
        "10517,2026-03-22,no,35-49,ios,yes\n10630,2026-04-01,yes,25-34,android,yes\n10688,2026-04-03,partial,50+,android,yes\n"
        "# Orbita onboarding study - recruitment from in-app panel\n", True)
    add(f"{d}/data.xlsx", A, "Car", 150,
        "חודש;דלק;חניה;כבישי אגרה;הערות\nינואר 2025;620;140;48;\nפברואר 2025;580;95;0;\nמרץ 2025;710;160;96;טיפול 75,000\n"
        "אפריל 2025;540;80;0;\nסה''כ יונדאי 2025;;;;\n", True)
    add(f"{d}/1716234.pdf", A, "Home", 71,
        "ISRAEL ELECTRIC CORPORATION - Electricity bill\nContract account 346119027   Consumer: Levi Noa\n"
        f"Supply address: {ADDR_EN}\nPeriod Jan-Mar 2026   Consumption 1,312 kWh   Amount: 839.70 NIS\n", True)
    add(f"{d}/DOC-20260318-WA0004.pdf", A, "Kids", 75,
        "Gan Kalanit - letter to parents\nPurim party on Thursday 12/03 at 10:00 - children come dressed up, no "
        "toy guns please. Mishloach manot: each family brings one small package. Orly, the kindergarten teacher.\n",
        True)
    add(f"{d}/DOC-20260502-WA0011.pdf", A, "Home", 30,
        "House committee 58 HaRa'ah St. - Receipt and update\nThe new elevator motor was installed on 28/04. "
        "Thank you for the special payment (400 NIS per apartment). Next: painting the stairwell in the autumn.\n",
        True)
    add(f"{d}/DOC-20260427-WA0002.docx", P, "Travel", 35,
        "המלצות לנקסוס מרונית (היינו ביולי שעבר עם הילדים)\n- חוף פלאקה - רדוד, יש צל, טברנה 'פלאקה' על החוף\n"
        "- לשכור רכב ליום אחד לכפר אפירנתוס ולחלקי\n- להזמין מראש שייט ל'קופונסיה הקטנה'\n- גלידה ב'ג'לטו נקסוס' בעיר\n", True)
    add(f"{d}/Fwd_ (2).eml", A, "Business", 55,
        mail(EITAN, NOA, "Fwd: מסמכים לדוח שנתי 2025",
             "נועה, תעבירי לו בבקשה את האישור מהבנק על הריבית, אני במילואים\n\n---------- הודעה שהועברה ----------\n"
             "מאת: יוסי דהן רו''ח\nאיתן שלום, לדוח השנתי 2025 של העסק אני צריך: אישור ניכוי מס במקור מהבנק,\n"
             "אישור הפקדות לקרן השתלמות עצמאים ולפנסיה, ואת אישורי המילואים לחישוב התגמולים.\nיוסי\n"), True)
    add(f"{d}/תלוש 04-2026 (1).pdf", A, "Work", 24, t_payslip(4, 2026))
    add(f"{d}/דוח מעמ 03-04 2026 (1).pdf", A, "Business", 16, t_vat(3, 4, 2026))
    photo(f"{d}/WhatsApp Image 2026-05-20 at 19.02.11.jpeg", R, "Photos", 12)
    add(f"{d}/kitchen_plan_B14_rev2.pdf", P, "Home", 22,
        "Kitchen plan rev.2 - apartment B-14 Ganei Ono - Mitbahei HaSharon\nIsland moved 20 cm to the window, "
        "tall units for oven and microwave, hidden bin drawer. Price updated: 38,400 NIS.\n")
    add(f"{d}/eticket_BlueStar_4pax.pdf", P, "Travel", 57,
        "BLUE STAR FERRIES - e-ticket - Blue Star Delos\nPiraeus 07:30 -> Naxos 13:10 on 14/07/2026\n"
        "LEVI NOA, LEVI EITAN, LEVI YAEL (child), LEVI OMER (child)\n")
    add(f"{d}/Form_135_blank.pdf", P, "Finance", 90,
        "FORM 135 - Request for income tax refund for individuals not required to file an annual return\n"
        "Blank form - Israel Tax Authority. Fill one form per tax year; attach forms 106 and receipts.\n")

    # ------------------------------------------------------------ Desktop: new text documents and drafts (hard)
    d = DESK
    add(f"{d}/מסמך טקסט חדש.txt", P, "Travel", 4,
        "לפני יוון:\n- לאסוף את הדרכון של עומר מהדואר!!\n- להזמין מושבים בטיסה של ישראייר (4 ביחד)\n"
        "- לקנות שנורקל ליעל\n- לשלם יתרה לדירה בנקסוס עד 1/7\n- להוציא יורו\n- מי מאכיל את החתול? לשאול את אמא\n", True)
    add(f"{d}/מסמך טקסט חדש (2).txt", A, "Business", 20,
        "כהן - ז'בוטינסקי 12\nלוח קיים: 1x40A, 14 מאמ''תים, אין פחת\nמרחק ללוח מונה: 22 מ'\nלהציע: לוח תלת פאזי 36 מודולים + פחת 40A\n"
        "הזמנה מאלקטרו אור: כבל 5x10, מפסק ראשי 3x25\nלתאם הגדלת חיבור מול חברת חשמל\n", True)
    add(f"{d}/מסמך טקסט חדש (3).txt", P, "Work", 7,
        "P07 - 27/5\nאמא לשלושה, 39, אייפון\nהתחילה את ההרשמה בתור בקופת חולים, הופסקה בשלב הסלפי כי 'לא נעים לצלם את עצמי בציבור'\n"
        "חזרה אחרי יומיים, לא זכרה איפה עצרה -> צריך שמירת התקדמות\nאמרה: 'הייתי רוצה לדעת כמה שלבים נשארו'\nSEQ אימות: 3/7\n", True)
    add(f"{d}/ללא שם.txt", P, "Home", 40,
        "שאלות לרונן (משכנתא):\n1. כדאי לקחת את כל ה-1.9 עכשיו או בשלבים לפי התשלומים לקבלן?\n2. עמלת פירעון מוקדם בקבועה\n"
        "3. האם ההכנסה של איתן עם המילואים ב-2026 פוגעת בהחזר המקסימלי?\n4. ביטוח חיים למשכנתא - דרך הבנק או חיצוני?\n"
        "5. מה עם ההצמדה למדד תשומות עד המסירה?\n", True)
    add(f"{d}/מסמך Microsoft Word חדש.docx", P, "Kids", 12,
        "טיוטה - ערעור\nלכבוד ועדת הערעורים לשיבוץ בגני הילדים, עיריית רמת גן\nבני עומר לוי שובץ לגן תמר, רחוק מהבית ומבית הספר של אחותו.\n"
        "אין לנו רכב זמין בבוקר (איתן יוצא לעבודות ב-7), ונועה עובדת בתל אביב.\nמבקשים גן רקפת או גן נרקיס. (להוסיף אישורי עבודה)\n", True)
    add(f"{d}/מסמך Microsoft Word חדש (2).docx", A, "Home", 160,
        "לכבוד משה אברהמי\nשלום משה,\nבחדר הרחצה הקטן מופיע עובש בתקרה ליד החלון, כנראה מרטיבות מהדירה שמעל.\n"
        "נבקש לשלוח איטום/שרברב. צירפנו תמונות. לפי החוזה, תיקון רטיבות הוא באחריות המשכיר.\nתודה, נועה ואיתן (הרא''ה 58 דירה 7)\n",
        True)
    add(f"{d}/מסמך1.docx", A, "Business", 9,
        f"{BUSINESS_HE}\nהצעת מחיר מס' 2026-19\nלכבוד: גולן אדריכלים, תוצרת הארץ 5 ת''א\n"
        "הכנת תשתית חשמל למשרד חדש: 22 נקודות שקע, 8 נקודות תקשורת, תאורת פסים 30 מ', לוח משנה\n"
        "מחיר: 18,400 ₪ + מע''מ. תנאי תשלום: 40% מקדמה, יתרה בסיום. תחילת עבודה: אמצע יולי.\n", True)
    add(f"{d}/טיוטה.docx", A, "Work", 14,
        "הערכה עצמית - אמצע שנה 2026 (לשיחה עם דנה)\n- מחקר אונבורדינג בזמן, 7 ראיונות, readout ב-25/6\n"
        "- ResearchOps: ספריית תובנות עלתה לאוויר, 3 צוותים משתמשים\n- רוצה: להוביל מחקר כמותי ראשון, קורס סטטיסטיקה ממימון החברה\n"
        "- לדבר על יום עבודה מהבית נוסף בקיץ (חופש של הילדים)\n", True)
    add(f"{d}/חדש.xlsx", A, "Finance", 2,
        "מאי 2026;סכום;קטגוריה\nשופרסל;1,240;סופר\nרמי לוי;980;סופר\nסופר פארם;310;פארם\nדלק;560;רכב\nמתנה לגננת;90;ילדים\n"
        "מסעדה - יום נישואים;420;בילויים\nסה''כ;3,600;\n", True)
    add(f"{d}/todo.txt", P, "Business", 3,
        "עד המבחן 14/7:\n- פרק 5 מנועים ושנאים - לסיים\n- פרק 6 תאורה + חישובי הארה\n- לפתור 3 מבחנים קודמים (קיץ 24, חורף 25, קיץ 25)\n"
        "- נוסחאות: מפל מתח, זרם קצר, מקדם הספק\n- לשאול את המרצה על שאלה 7 במבחן חורף 25\n", True)
    add(f"{d}/ללא נושא.eml", P, "Finance", 18,
        mail(NOA, ("רחל ממן - החזרי מס", "rachel@maman-tax.co.il"), "",
             "היי רחל,\nמצרפת: טופס 106 לשנת 2020 מנקסלוג, ספח תעודת זהות עם עומר, ואישורי תרומות 2023.\n"
             "ייפוי הכוח חתום, שלחתי בדואר. מתי בערך אפשר לצפות להחזר על 2021?\nתודה, נועה\n"), True)
    add(f"{d}/desktop.ini", L, "System", 300, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")

    # ------------------------------------------------------------ the 2024 year folder (hard)
    d = f"{DOCS}/2024"
    add(f"{d}/scan0001.pdf", X, "Home", _ago(2024, 7, 31),
        "Handover of apartment - meter readings and keys - 33 Katznelson St. apt 4, Givatayim\n"
        "Outgoing tenants: Noa & Eitan Levi. Landlord: Ruth Golan. Date 31/07/2024.\n"
        "Electricity 48812, water 1207, gas 3310. Keys returned: 3 + parking remote. Signed by both sides.\n", True)
    add(f"{d}/scan0002.pdf", X, "Business", _ago(2024, 5, 6),
        "ISRAEL TAX AUTHORITY - Compensation Fund - Swords of Iron\nRequest for additional documents - application "
        "2024-553812, Eitan Levi (osek murshe)\nPlease attach reserve duty confirmations for Oct 2023 - Jan 2024 "
        "within 30 days, otherwise the application will be decided on the existing documents.\n", True)
    add(f"{d}/scan0003.pdf", A, "Health", _ago(2024, 3, 19),
        "SHEBA MEDICAL CENTER - Paediatric emergency - discharge letter\nPatient: Yael Levi (6)\n"
        "Fall from playground slide, pain in left wrist. X-ray: buckle fracture of distal radius. Cast for 3 weeks, "
        "follow-up at Maccabi orthopaedics.\n", True)
    add(f"{d}/scan0004.pdf", A, "Army", _ago(2024, 2, 12), t_miluim_confirm(96, "07/10/2023 - 10/01/2024"), True)
    add(f"{d}/scan0005.pdf", X, "Home", _ago(2024, 7, 9),
        "HaMovilim moving company - quote\nFrom: 33 Katznelson St. apt 4 (3rd floor, no elevator), Givatayim\n"
        "To: 58 HaRa'ah St. apt 7, Ramat Gan (elevator)   Date: 30/07/2024\n4-room apartment, packing of kitchen, "
        "assembly of 2 beds and wardrobe. Price: 5,800 NIS incl. VAT.\n", True)
    add(f"{d}/מסמך.docx", X, "Work", _ago(2024, 10, 30),
        "סיכום סדנת פרסונות - אורביטה, 29/10/2024\nמשתתפים: מוצר, שיווק, שירות, עיצוב\nאושרו 3 פרסונות: דנה הזהירה, יוני הפרילנסר, שלמה הפנסיונר.\n"
        "משימות: להדפיס פוסטרים לקומה 31, להטמיע בבריפים. הפרויקט נסגר.\n", True)
    add(f"{d}/טופס.pdf", A, "Work", _ago(2024, 2, 20),
        f"{ORBITA_EN}\nTo: Noa Levi, Senior UX Researcher\nRe: Annual bonus for 2023\nIn recognition of your "
        "contribution to the transfers redesign and the research practice, you will receive a one-time bonus of "
        "12,000 NIS gross with the February 2024 salary.\nMichal Rosen, HR\n", True)
    add(f"{d}/קובץ.pdf", A, "Kids", _ago(2024, 6, 28),
        "HaGefen Primary School, Ramat Gan - End of year report, grade 1, 2023-24\nPupil: Yael Levi\n"
        "Reading: fluent   Writing: good   Mathematics: very good   Social: excellent\n"
        "Teacher Merav: Yael learned to read quickly and loves the library. Have a good summer!\n", True)

    # ------------------------------------------------------------ loose files in Documents (hard)
    add(f"{DOCS}/Document.pdf", A, "Finance", 210,
        "SHAKED PENSION - Pension fund for the self-employed - annual report 2024\nMember: Eitan Levi, ID 036998214\n"
        "Deposits 2024: 16,380 NIS (independent)   Accumulated: 241,706 NIS   Disability cover: 75% of insured income\n",
        True)
    add(f"{DOCS}/מסמך חדש.docx", A, "Home", 70,
        "פרוטוקול אסיפת דיירים - בניין הרא''ה 58, 25/03/2026\nנוכחים: 11 מתוך 14 דירות (כולל שוכרים)\n"
        "1. החלפת מנוע מעלית - אושר, גבייה מיוחדת 400 ₪ לדירה\n2. ניקיון: חברה חדשה, 4 פעמים בחודש\n"
        "3. צביעת חדר מדרגות - בסתיו\nגזבר: יוסי מדירה 3\n", True)
    add(f"{DOCS}/notes.txt", R, "Work", 260,
        "Continuous Discovery Habits - notes\n- opportunity solution tree: outcome -> opportunities -> solutions -> "
        "assumption tests\n- interview every week, automate recruiting\n- story-based interviewing: 'tell me about the last time...'\n",
        True)
    add(f"{DOCS}/ללא שם.docx", R, "Cooking", 190,
        "עוגת לימון בחושה\n3 ביצים, כוס סוכר, חצי כוס שמן, גביע יוגורט, גרידה ומיץ משני לימונים, 1.5 כוסות קמח תופח\n"
        "לערבב הכל, לאפות 40 דק' ב-170. סירופ: מיץ לימון + אבקת סוכר על העוגה החמה.\n", True)
    add(f"{DOCS}/desktop.ini", L, "System", 700,
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\windows.storage.dll,-21770\r\n")

    # ------------------------------------------------------------ old laptop copy: loose files (hard)
    d = "מחשב ישן - גיבוי 2021"
    add(f"{d}/שונות/scan.pdf", X, "Travel", 2_620,
        "Hotel Santa Maria, Trastevere, Rome - reservation\nGuests: Noa and Eitan Levi   10/10/2019 - 14/10/2019\n"
        "Double room with courtyard view, breakfast included. Total EUR 640.\n", True)
    add(f"{d}/שונות/Document.docx", X, "Work", 2_100,
        "Nexlog - usability test plan - dispatcher dashboard v3 (2020)\nGoals: can dispatchers re-assign a route in "
        "under 1 minute? 6 dispatchers, remote via Zoom (COVID).\nResearcher: Noa Levi\n", True)
    add(f"{d}/שונות/מסמך טקסט חדש.txt", X, "Home", 2_000,
        "דירה כצנלסון 33 - בעלת הבית רות 054-6612093\nשכד 5,100 ₪ ב-1 לחודש\nועד בית 180 ₪ - לשלם לאבי דירה 2\n"
        "דוד שמש - טכנאי של רות (אלי) 050-7123388\nחוזה נגמר 31/7/2022 - לבקש הארכה\n", True)
    add(f"{d}/שולחן עבודה/untitled.txt", X, "Car", 1_950,
        "מאזדה 3 - טיפולים\n2019-03 טיפול 120,000 - מוסך רמת גן 1,250\n2020-02 החלפת מצבר 520\n2020-09 טיפול 135,000 + רפידות 1,780\n"
        "2021-01 טסט עבר. צמיג ימני אחורי - לבדוק\n", True)
    add(f"{d}/שולחן עבודה/1.docx", X, "Work", 1_880,
        "הכנה לשיחת שכר עם אורי (נקסלוג) - 2021\nמבקשת 25,000 או תפקיד Lead Researcher\nאם לא - לשקול את ההצעה מאורביטה (27,500 + קרן השתלמות)\n"
        "נקודות: הקמתי את תחום המחקר, 4 מחקרי שטח ב-2020\n", True)

    # ------------------------------------------------------------ documents from WhatsApp on the phone dump (hard)
    d = f"{PICS}/טלפון נועה 2026-05/WhatsApp Documents"
    add(f"{d}/DOC-20260415-WA0003.pdf", P, "Home", 46,
        f"{DEVELOPER_EN}\nGanei Ono - construction progress report no. 7 (April 2026)\nBuilding B: skeleton "
        "completed to floor 6, block walls floors 1-3, plumbing sleeves. Expected delivery unchanged: Q3 2027.\n"
        "Next buyers' payment (stage 3) will be requested on completion of the roof.\n", True)
    add(f"{d}/DOC-20260520-WA0008.pdf", A, "Kids", 12,
        "Nitzanim after-school - summer camp July 2026\nRegistration for grades 1-4: 01/07 - 30/07, 07:30-16:00\n"
        "Price: 2,150 NIS for the month, sibling discount 10%. Register by 10/06.\n", True)
    add(f"{d}/DOC-20260107-WA0001.pdf", A, "Army", 145,
        "IDF - Reserve duty call-up order\nReservist: Eitan Levi, unit 5019\nReport on 19/02/2026 at 08:00, "
        "assembly point Tze'elim. Expected duration: 30 days. Confirm attendance in the reservists' app.\n", True)

    # ------------------------------------------------------------ a few more nameless files (hard)
    add(f"{DL}/Document (6).pdf", A, "Car", 28,
        "MAGEN INSURANCE AGENCY - Renewal offer, car insurance 2026-27\nInsured: Eitan Levi   Vehicle: Hyundai i30 "
        "2020, plate 834-15-602\nCompulsory 1,930 NIS + comprehensive 3,710 NIS, no claims in the last 3 years.\n"
        "Current policy ends 30/09/2026. Reply to renew on the same terms.\n", True)
    add(f"{DOCS}/סריקות/scan_0022.pdf", A, "Kids", 270,
        "Ramat Gan Municipality - Education Division - Kindergarten after-care (tzaharon) 2025-26\nRegistration "
        "confirmation\nChild: Omer Levi   Kindergarten: Gan Kalanit   Days: Sun-Thu until 16:30\n"
        "Monthly fee 1,080 NIS by credit card, September to June.\n", True)
    add(f"{DESK}/מסמך טקסט חדש (4).txt", A, "Health", 83,
        "לשאול את האורתופד (איתן, כתף ימין):\n- האם MRI מראה קרע או רק דלקת בגיד?\n- זריקה? כמה פעמים אפשר?\n"
        "- פיזיותרפיה - כמה טיפולים, מכבי שלי מחזיר?\n- מתי אפשר לחזור לעבוד עם ידיים מעל הראש (תקרות, גופי תאורה)\n"
        "- כרגע: אדוויל 400 פעמיים ביום\n", True)
    add(f"{DOCS}/2024/scan0006.pdf", A, "Finance", _ago(2024, 2, 5),
        "SHAKED GEMEL - Savings for Every Child - annual statement 2023\nChild: Yael Levi   Children's track "
        "(medium risk)\nDeposits from National Insurance 57 NIS + parents 57 NIS per month. Balance 31/12/2023: "
        "9,866 NIS\n", True)

    # ------------------------------------------------------------ Left: unfinished downloads, system files
    add(f"{DL}/Unconfirmed 482113.crdownload", L, "System", 1, lambda rr, dt: _blob(rr, b"%PDF-1.7\n", 700))
    add(f"{DL}/Naxos offline map.pdf.crdownload", L, "System", 3, lambda rr, dt: _blob(rr, b"%PDF-1.5\n", 900))
    add(f"{DL}/Firefox Setup 139.0.exe.part", L, "System", 26, lambda rr, dt: _blob(rr, b"MZ\x90\x00", 1200))
    add(f"{PICS}/Thumbs.db", L, "System", 90, lambda rr, dt: _blob(rr, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{PICS}/טלפון נועה 2026-05/Thumbs.db", L, "System", 8,
        lambda rr, dt: _blob(rr, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{DL}/desktop.ini", L, "System", 700,
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")
    dot(f"{DOCS}/יוון 2026/.~lock.תקציב טיול.xlsx#", b"Noa Levi,LAPTOP-NOA/noa,LAPTOP-NOA,01.06.2026 08:12,file:///C:/Users/noa/AppData/Roaming/LibreOffice/4;", 1)
    dot("מחשב ישן - גיבוי 2021/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 64, 1_780)

    return items
