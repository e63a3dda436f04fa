"""A hundred-and-sixth unseen labelled corpus: a Chiang Mai guesthouse couple's MacBook, ``build(root, seed)``, written blind.

What was read to write it: ``benchmarks/placement/unseen.py`` lines 1-220 (docstring, helpers ``_d``, ``_kr``,
``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``) and lines 1296-1360 (the
``write``/``encode``/``add``/``dot``/``photo`` helpers at the start of its ``build()``, plus the first few
``add`` calls after them that fall inside that range); ``benchmarks/placement/corpus.py`` lines 1-30 and
lines 169-230 -- the latter is ``_pdf`` and ``_jpeg`` but, as a slip, also took in lines 206-230, the opening
of ``corpus.py``'s ``build()`` body (its loop over ``NAMED`` topics and its camera-photo loop);
``benchmarks/placement/blind.py`` lines 74-107 (``_d``, ``_money``, ``_docx``, ``HEIC_HEAD``) and 1321-1340
(``_png``); a directory listing of ``benchmarks/placement/`` and ``benchmarks/placement/__init__.py``
(empty). Nothing under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no ``bench_*.py``, no git
history and no placement result was read; the program was not run. Second slip: after the module was
finished, one ``git status --short`` was run, which showed only the names of uncommitted files (two
under ``foldwise/`` and ``tests/``, and sibling corpus modules), none of their contents.

The person: Graham Whitworth, 57, born in Leeds, a chartered quantity surveyor (MRICS) who worked at
Hartley Booth Partnership, Park Square, Leeds from 1996 until he retired early in June 2019, sold the
house in Headingley and moved to Chiang Mai. With his Thai wife Siriporn "Porn" Whitworth (née
Kaewmanee, ศิริพร), 49, from Phrae, he runs Baan Siri Guesthouse (บ้านศิริ เกสต์เฮาส์), eight rooms off
Soi Ratchamanka in the old city, owned by Baan Siri Co., Ltd.; Porn is director and hotel-licence holder,
Graham (on a retirement extension of stay) keeps the books on the MacBook. Their daughter Emily "Ploy"
Whitworth, 14, is in Year 9 at Doi Kham International School. Porn helps her parents Somsak and Buakham
and her brother Chai run the family's 22-rai rice farm at Ban Nong Muang, Rong Kwang district, Phrae.
They have a 2019 Toyota Fortuner and a Honda Click motorbike. Files are in English and Thai.

As of NOW (2026-06-01): a rooftop café extension ("Siri on the Roof") is being built by Wiang Ping
Construction Co., Ltd. (permit from Chiang Mai Municipality, structural engineer, budget, opening planned
for October 2026); the hotel business licence (issued July 2021) expires on 14 July 2026 and its renewal
is being prepared; the family flies to the UK from 4 to 26 September 2026 (his sister Karen in Otley, his
mother's 85th birthday in Harrogate, Ploy's British passport renewal). Ongoing: the guesthouse's bookings
(Booking.com, Airbnb), payouts, staff wages and social security, suppliers, utilities and accounts; his
retirement extension and 90-day reports; his UK state pension (voluntary Class 3 contributions) and his
private pension; household money and UK tax; the farm; Ploy's school; health insurance and doctors; the
car and the motorbike. Finished: the refurbishment of all eight rooms (January-November 2024); his QS
career (ended 2019); the sale of the Leeds house and the move out (2019); past trips (UK Christmas 2023,
Hoi An April 2025); Ploy's previous Thai bilingual school (left 2022); Porn's old iPhone backup (2021).

The machine: ``Desktop/``, ``Downloads/``, a half-organised ``Documents/`` (``Baan Siri/``,
``Rooftop Cafe/``, ``Hotel licence 2026/``, ``UK trip Sept 2026/``, ``Visa/``, ``Pensions/``, ``Money/``,
``Ploy school/``, ``นา แพร่/`` for the farm, ``Health/``, ``Car & bike/``, ``Refurb 2024/``, ``Porn/``,
``Scans/``, ``Travel/``, ``Books/``, ``Recipes/``, ``Learning Thai/``, ``QS reference/``, ``Old Dell backup/`` copied
from his Leeds laptop in 2019), a ``2025/`` folder of scans, ``Pictures/``, ``Music/`` and
``Porn iPhone backup 2021/``.

Labelling rules (written before any file was generated; every file is labelled by them, as of NOW):

- **Projects**: outcomes with an end still being worked on, whatever the file's age. The rooftop café
  extension -- contractor quotes, contract, progress claims, variation orders, building permit,
  engineer's report, budget, café equipment quotes, menu drafts, food-shop licence, site notes and
  progress photos (topic Guesthouse); the 2026 hotel-licence renewal -- application, checklist, fire
  inspection, floor plan, correspondence with the provincial registrar, the expiring licence, inspection
  photos (topic Guesthouse); the UK trip of September 2026 -- flights, trains, car hire, lodging, travel
  insurance, Porn's UK visa, Ploy's passport renewal, the school-absence letter for it, emails with Karen,
  packing list (topic Travel).
- **Areas**: responsibilities with no end, whatever the document's age: running the guesthouse --
  reservation exports, payouts, commission invoices, guest emails and reviews, staff contracts, payroll,
  payslips, social security returns, supplier invoices, utility bills, the company's accounts and tax,
  equipment service (Guesthouse); his retirement extension of stay and 90-day reports, bank letters
  (Visa); UK state pension forecasts, National Insurance contributions, the private pension (Pension);
  household banking, transfers, budget, UK self-assessment (Finance); the Phrae rice farm -- accounts,
  paddy sales, fertiliser, workers, the BAAC loan, chats with Chai (Farm); Ploy's school -- fees,
  reports, letters, trips (School); health insurance, hospital bills, lab results, medicines (Health);
  the car and the motorbike -- tax, compulsory and voluntary insurance, services (Car). An old payroll
  or a 2025 car-tax receipt is still Areas.
- **Resources**: reference and interests: QS reference material he kept (Surveying); Thai lessons
  (Language); recipes not written for the café menu (Cooking); manuals for the guesthouse's equipment
  (Guesthouse); travel guides and maps not tied to a trip (Travel); ebooks (Books); music (Music);
  installers (Software); photos and screenshots (Photos) -- trip and family photos included -- except
  photos that document a project (café progress, licence-inspection photos, refurbishment before/after:
  that project's bucket and topic) and those inside the phone backup.
- **Archive**: finished things: the 2024 room refurbishment (Guesthouse); his employment as a quantity
  surveyor, ended 2019 (Surveying); the Leeds house sale and the 2019 move (Home); past trips (Travel);
  Ploy's previous school (School); everything in ``Porn iPhone backup 2021/`` (Backup). Files in
  ``Old Dell backup/`` are Archive with the topic of their subject (they are all from the Leeds life), except its
  ``desktop.ini``/``Thumbs.db`` (Left).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$x.docx``),
  ``desktop.ini`` and ``Thumbs.db`` (topic System). Dot files are written with ``dot()`` and not labelled.

Topics are subjects (the café is ``Guesthouse`` like the bookings). ``hard`` marks a file whose name and
folder say nothing about its subject (``Downloads/document (3).pdf``, ``2025/scan_0007.pdf``,
``Porn/เอกสาร1.docx``): only its text can place it. Images are never hard. Thai text lives in .txt, .eml,
.csv, .docx and .xlsx; PDFs are English (the PDF helper is Latin-1 only).
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
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf

__all__ = ["NOW", "NOW_S", "build"]

ZIP_DATE = (2026, 1, 1, 0, 0, 0)

# --------------------------------------------------------------------------- helpers (as in unseen.py)


def _latin1(text: str) -> str:
    for a, b in (("\u2013", "-"), ("\u2014", "-"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"'),
                 ("\u2026", "..."), ("\u20ac", "EUR"), ("\u2022", "*"), ("\u00a0", " "), ("\u0e3f", "THB ")):
        text = text.replace(a, b)
    return text.encode("latin-1", "replace").decode("latin-1")


def _zip(entries: list[tuple[str, str]]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, body in entries:
            zi = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            zi.compress_type = zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, body)
    return out.getvalue()


def _rezip(data: bytes) -> bytes:
    src = zipfile.ZipFile(io.BytesIO(data))
    return _zip([(i.filename, src.read(i.filename).decode("utf-8")) for i in src.infolist()])


def _xlsx(text: str) -> bytes:
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
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns}/package/2006/'
          f'relationships"><Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/officeDocument" '
          'Target="xl/workbook.xml"/></Relationships>')),
        ("xl/workbook.xml",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="{ns}/spreadsheetml/2006/main" '
          f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/>'
          '</sheets></workbook>')),
        ("xl/_rels/workbook.xml.rels",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns}/package/2006/'
          f'relationships"><Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/worksheet" '
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


def _dd(dt: datetime) -> str:
    return f"{dt.day} {dt:%B %Y}"


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _thb(r: random.Random, lo: float, hi: float) -> str:
    return f"{r.uniform(lo, hi):,.2f} THB"


def _gbp(r: random.Random, lo: float, hi: float) -> str:
    return f"£{r.uniform(lo, hi):,.2f}"


TH_M = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน",
        "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]


def _thd(dt: datetime) -> str:
    return f"{dt.day} {TH_M[dt.month - 1]} {dt.year + 543}"


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} 09:{dt.day + 10:02d}:00 +0700\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


GH = ("Baan Siri Guesthouse\n7 Soi Ratchamanka 9, Phra Sing, Mueang Chiang Mai 50200\n"
      "Baan Siri Co., Ltd.  |  Tax ID 0505562004417  |  Tel 053 278 114  |  stay@baansiri-cm.com")
GRAHAM = "Mr Graham Peter Whitworth"
ADDR = "7 Soi Ratchamanka 9, Phra Sing, Mueang Chiang Mai 50200, Thailand"
ROOMS = ["101 Garden Double", "102 Garden Twin", "103 Garden Double", "201 Deluxe Double", "202 Deluxe Twin",
         "203 Family Room", "301 Teak Suite", "302 Deluxe Double"]
GUESTS = ["Sarah Mitchell", "Lukas Becker", "Chloe Martin", "Yuki Tanaka", "Daniel OConnor", "Emma Jansen",
          "Li Wang", "Minji Kim", "Marco Rossi", "Olivia Brown", "Nattapong Sukjai", "Hannah Schmidt",
          "Jack Thompson", "Lea Dubois", "Ben Carter", "Ingrid Solberg"]
STAFF = [("น้อย ใจดี", "หัวหน้าแม่บ้าน", 15500), ("แดง กันทะวงศ์", "แม่บ้าน", 11000),
         ("ตี๋ ศรีสุข", "พนักงานต้อนรับกะดึก/ช่าง", 12500), ("ฝน อินตา", "แม่ครัวอาหารเช้า", 12000),
         ("แอน ปัญญา", "พนักงานต้อนรับ (พาร์ทไทม์)", 8000)]
STAFF_EN = ["Noi Jaidee", "Daeng Kanthawong", "Tee Srisuk", "Fon Inta", "Ann Panya"]
SUPPLIERS = {
    "laundry": ("Ping Laundry Service, 88/3 Wualai Rd, Chiang Mai", [
        ("Bed sheet set, wash & press", 35), ("Bath towel", 12), ("Duvet cover", 40), ("Pillow case", 8)]),
    "linen": ("Chiang Mai Linen Supply Co., Ltd., San Sai", [
        ("Hotel bath towel 70x140 cm", 260), ("Fitted sheet 6 ft, 300 TC", 540), ("Pillow 50x70 cm", 320)]),
    "coffee": ("Mae Rim Coffee Roasters, Mae Rim, Chiang Mai", [
        ("Medium roast arabica 1 kg", 620), ("Dark roast 1 kg", 590), ("Drip bags x50", 450)]),
    "water": ("Sai Nam Drinking Water, Hang Dong", [("Drinking water 600 ml x12", 54), ("20 L refill", 15)]),
    "makro": ("Siam Makro, Hang Dong branch", [
        ("Eggs no.2, 30 pcs", 129), ("Sandwich bread", 45), ("Butter 454 g", 189), ("Strawberry jam 1 kg", 95),
        ("Orange juice 2 L", 115), ("Toilet paper 24 rolls", 259)]),
}


def _inv_lines(r: random.Random, items: list[tuple[str, int]]) -> tuple[str, float]:
    out, tot = [], 0.0
    for name, unit in r.sample(items, min(len(items), r.randint(2, 4))):
        q = r.randint(2, 60)
        out.append(f"{name}   x{q}   @ {unit:,.2f}   {q * unit:,.2f}")
        tot += q * unit
    return "\n".join(out), tot


def t_supplier(key: str):
    def f(r: random.Random, dt: datetime) -> str:
        who, items = SUPPLIERS[key]
        lines, tot = _inv_lines(r, items)
        return (f"{who}\nINVOICE / RECEIPT  No. {dt:%y%m}-{r.randint(100, 999)}\nDate: {_dd(dt)}\n"
                f"Bill to: Baan Siri Co., Ltd. (Baan Siri Guesthouse), {ADDR}\nTax ID 0505562004417\n\n"
                f"{lines}\n\nTotal: {tot:,.2f} THB\nPaid by transfer to Kasikorn Bank. Thank you.")
    return f


# --------------------------------------------------------------------------- Guesthouse (Areas)


def t_bcom(r: random.Random, dt: datetime) -> str:
    rows = ["Book number,Booked by,Guest name(s),Check-in,Check-out,Booked on,Status,Rooms,Persons,Price,"
            "Commission %,Commission amount,Payment status,Remarks"]
    for _ in range(r.randint(10, 18)):
        ci = dt + timedelta(days=r.randint(-25, 35))
        n, g = r.randint(1, 5), r.choice(GUESTS)
        price = r.randint(1100, 2600) * n
        rows.append(f"{r.randint(3100000000, 4999999999)},{g},{g},{_iso(ci)},{_iso(ci + timedelta(days=n))},"
                    f"{_iso(ci - timedelta(days=r.randint(3, 70)))},{r.choice(['ok', 'ok', 'ok', 'cancelled_by_guest'])},"
                    f"1,{r.randint(1, 3)},{price} THB,15,{price * 0.15:.2f} THB,"
                    f"{r.choice(['Paid online', 'Pay at property'])},{r.choice(ROOMS)}")
    return "\n".join(rows) + "\n"


def t_airbnb(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Type,Confirmation Code,Start Date,Nights,Guest,Listing,Details,Currency,Amount,Paid Out,"
            "Service Fee,Cleaning Fee,Gross Earnings"]
    lst = ["Teak Suite in quiet old-city guesthouse", "Garden room w/ breakfast near Wat Phra Singh",
           "Family room, Baan Siri Guesthouse"]
    for _ in range(r.randint(8, 14)):
        d = dt - timedelta(days=r.randint(0, 30))
        n = r.randint(1, 6)
        gross = r.randint(1200, 2800) * n
        fee = round(gross * 0.03, 2)
        rows.append(f"{d:%m/%d/%Y},Reservation,HM{r.randint(10**8, 10**9 - 1):X},{d:%m/%d/%Y},{n},"
                    f"{r.choice(GUESTS)},{r.choice(lst)},,THB,{gross - fee:.2f},,{fee:.2f},300.00,{gross:.2f}")
    rows.append(f"{dt:%m/%d/%Y},Payout,,,,,,Transfer to KBANK xxxx4417 (THB),THB,,{r.randint(20000, 70000)}.00,,,")
    return "\n".join(rows) + "\n"


def t_bcom_inv(r: random.Random, dt: datetime) -> str:
    m = dt - timedelta(days=dt.day + 1)
    base = r.uniform(9000, 26000)
    return (f"Booking.com B.V.\nHerengracht 597, 1017 CE Amsterdam, the Netherlands\nVAT NL805734958B01\n\n"
            f"INVOICE  No. {r.randint(1700000000, 1799999999)}\nInvoice date: {_dd(dt)}\n"
            f"Property: Baan Siri Guesthouse (ID 4471823)\nBaan Siri Co., Ltd., {ADDR}\n\n"
            f"Commission for reservations with check-out in {m:%B %Y}\n"
            f"Reservations: {r.randint(18, 45)}   Room nights: {r.randint(60, 170)}\n"
            f"Commission 15%: {base:,.2f} THB\nPayments service fee: {base * 0.07:,.2f} THB\n"
            f"Total due: {base * 1.07:,.2f} THB\nDue date: {_dd(dt + timedelta(days=14))}\n"
            "Please pay by bank transfer quoting the invoice number, or via the Extranet > Finance.")


def t_payroll(r: random.Random, dt: datetime) -> str:
    rows = [f"บัญชีเงินเดือน บ้านศิริ เกสต์เฮาส์ เดือน{TH_M[dt.month - 1]} {dt.year + 543}",
            "ชื่อพนักงาน;ตำแหน่ง;เงินเดือน;ค่าล่วงเวลา;ค่าบริการ (service charge);หักประกันสังคม 5%;เงินได้สุทธิ"]
    for name, pos, sal in STAFF:
        ot = r.choice([0, 0, 450, 900, 1200])
        sc = r.randint(800, 2400)
        sso = min(750, round(sal * 0.05))
        rows.append(f"{name};{pos};{sal};{ot};{sc};{sso};{sal + ot + sc - sso}")
    rows.append("โอนเงินเดือนผ่านกสิกรไทย วันที่ 30;;;;;;")
    return "\n".join(rows)


def t_payslip(r: random.Random, dt: datetime) -> str:
    i = r.randrange(len(STAFF))
    name, pos, sal = STAFF[i]
    sso = min(750, round(sal * 0.05))
    return (f"บริษัท บ้านศิริ จำกัด (บ้านศิริ เกสต์เฮาส์)\nสลิปเงินเดือน ประจำเดือน{TH_M[dt.month - 1]} {dt.year + 543}\n"
            f"ชื่อ: {name}   ตำแหน่ง: {pos}\nPayslip for {STAFF_EN[i]}\n"
            f"เงินเดือน {sal:,.2f} บาท\nค่าบริการ {r.randint(800, 2400):,.2f} บาท\n"
            f"หัก ประกันสังคม {sso:,.2f} บาท\nโอนเข้าบัญชีวันที่ {_thd(dt)}\nลงชื่อ ศิริพร วิทเวิร์ธ (กรรมการ)")


def t_sso(r: random.Random, dt: datetime) -> str:
    wages = sum(min(s, 15000) for _, _, s in STAFF)
    c = round(wages * 0.05)
    return ("Social Security Office, Chiang Mai Province\nContribution return Sor.Por.Sor. 1-10 (Part 1)\n"
            f"Employer: Baan Siri Co., Ltd.   Employer account no. 5000148813   Branch 000000\n"
            f"Wages for month: {dt:%B %Y}\nInsured employees: {len(STAFF)}\n"
            f"Total wages subject to contribution: {wages:,.2f} THB\nEmployee contributions 5%: {c:,.2f} THB\n"
            f"Employer contributions 5%: {c:,.2f} THB\nTotal remitted: {2 * c:,.2f} THB\n"
            f"Filed online via e-Service on {_dd(dt + timedelta(days=r.randint(8, 14)))}, paid by KBank direct debit.")


def t_pea(r: random.Random, dt: datetime) -> str:
    u = r.randint(2400, 4600)
    return ("Provincial Electricity Authority (PEA), Chiang Mai Office\nELECTRICITY BILL / RECEIPT\n"
            f"Customer: Baan Siri Co., Ltd.  Account 020014478213  Meter 1-phase 30(100)A no. 55812270\n"
            f"Installation: {ADDR}\nReading date: {_dd(dt)}\nUnits: {u} kWh  Rate: small business 2.2\n"
            f"Energy charge: {u * 4.18:,.2f} THB   Ft: {u * 0.3972:,.2f} THB\nVAT 7%: {u * 4.58 * 0.07:,.2f} THB\n"
            f"Amount due: {u * 4.58 * 1.07:,.2f} THB\nDirect debit Kasikorn Bank on {_dd(dt + timedelta(days=9))}")


def t_guest_eml(r: random.Random, dt: datetime) -> str:
    g = r.choice(GUESTS)
    subj, body = r.choice([
        ("Airport pickup on arrival?", "Could you arrange a pickup from Chiang Mai airport? We land on TG114 at "
         "21:40. Two adults and one child, three suitcases. Also is the breakfast included in our rate?"),
        ("Late check-out request", "We are staying in the Teak Suite until Sunday. Our night bus to Bangkok "
         "leaves at 19:30 - would a late check-out until 16:00 be possible? Happy to pay extra."),
        ("Left my charger in room 202", "I think I left my laptop charger (Lenovo, black) in room 202. "
         "Could you post it to our hotel in Pai? I will transfer the postage by PromptPay."),
        ("Booking for a group in November", "We are 12 people for Loy Krathong, 10-14 November. Could we book "
         "six rooms directly, and what would the rate be including breakfast?"),
    ])
    return _eml(f"{g} <{g.split()[0].lower()}.{g.split()[-1].lower()}@gmail.com>", "Baan Siri Guesthouse "
                "<stay@baansiri-cm.com>", subj, dt, f"Hi Porn and Graham,\n\n{body}\n\nBest wishes,\n{g}")


def t_accounts(r: random.Random, dt: datetime) -> str:
    rows = ["Month;Booking.com;Airbnb;Direct & walk-in;Breakfast/extras;Wages;Social security;Laundry;"
            "Electricity & water;Supplies;Commission & fees;Net"]
    for m in range(1, 13 if dt.year < 2026 else 6):
        inc = [r.randint(90000, 210000), r.randint(30000, 90000), r.randint(10000, 45000), r.randint(5000, 16000)]
        out = [59000, 3650, r.randint(9000, 16000), r.randint(14000, 26000), r.randint(8000, 15000),
               int(inc[0] * 0.165 + inc[1] * 0.03)]
        rows.append(";".join([f"{dt.year}-{m:02d}"] + [str(x) for x in inc + out] + [str(sum(inc) - sum(out))]))
    return "\n".join(rows)


def t_pnd50(r: random.Random, dt: datetime) -> str:
    rev = r.randint(2_400_000, 3_300_000)
    exp = int(rev * r.uniform(0.72, 0.84))
    return ("Lanna Accounting Office (Khun Wanida Thongdee, CPA 8812)\n112 Huay Kaew Rd, Chiang Mai\n\n"
            f"Baan Siri Co., Ltd. - Corporate income tax return P.N.D. 50 for the accounting year {dt.year - 1}\n"
            f"Revenue from hotel operations: {rev:,.2f} THB\nDeductible expenses: {exp:,.2f} THB\n"
            f"Net profit: {rev - exp:,.2f} THB\nSME rate: first 300,000 exempt, 15% to 3 million\n"
            f"Tax payable: {max(0, rev - exp - 300000) * 0.15:,.2f} THB less P.N.D. 51 paid\n"
            f"Filed {_dd(dt)}. Audited financial statements signed by the auditor, submitted to DBD e-Filing.\n"
            "Accounting fee for the year: 24,000.00 THB")


def t_staff_contract(r: random.Random, dt: datetime) -> str:
    i = r.randrange(len(STAFF))
    name, pos, sal = STAFF[i]
    return (f"สัญญาจ้างงาน\nทำที่ บริษัท บ้านศิริ จำกัด วันที่ {_thd(dt)}\n"
            f"ระหว่าง บริษัท บ้านศิริ จำกัด โดย นางศิริพร วิทเวิร์ธ กรรมการผู้มีอำนาจ (นายจ้าง)\n"
            f"กับ {name} (ลูกจ้าง) ตำแหน่ง {pos}\n"
            f"1. ค่าจ้างเดือนละ {sal:,} บาท จ่ายทุกวันที่ 30 ของเดือน\n2. เวลาทำงาน 08.00-17.00 น. หยุดสัปดาห์ละ 1 วัน\n"
            "3. นายจ้างขึ้นทะเบียนประกันสังคมให้ลูกจ้างตามกฎหมาย\n4. ทดลองงาน 119 วัน\n"
            "5. ลาพักร้อนปีละ 6 วัน\nลงชื่อ ........ นายจ้าง     ลงชื่อ ........ ลูกจ้าง")


def t_reviews(r: random.Random, dt: datetime) -> str:
    return ("Replies to reviews - draft (Graham)\n\n"
            f"Booking.com, {r.choice(GUESTS)}, 9.0: Thank you for staying with us! Sorry about the noise from the "
            "songthaews on Ratchamanka in the morning - we are fitting double glazing in the front rooms.\n\n"
            f"Airbnb, {r.choice(GUESTS)}, 5 stars: Porn says thank you for the kind words about her khao soi "
            "breakfast. Come back for Yi Peng!\n\n"
            f"Google, {r.choice(GUESTS)}, 3 stars: We are sorry the hot water in room 103 was weak. Tee replaced the "
            "heater element the next day. Hope to welcome you again.\n")


def t_occupancy(r: random.Random, dt: datetime) -> str:
    rows = ["Week starting;" + ";".join(x.split()[0] for x in ROOMS) + ";Occupancy %;ADR THB"]
    for w in range(8):
        d = dt - timedelta(days=7 * (7 - w))
        occ = [r.randint(2, 7) for _ in ROOMS]
        rows.append(f"{_iso(d)};" + ";".join(map(str, occ)) + f";{sum(occ) / 56 * 100:.0f};{r.randint(1250, 1900)}")
    return "\n".join(rows)


def t_aircon_service(r: random.Random, dt: datetime) -> str:
    n = r.randint(6, 10)
    return ("Cool Lanna Air Service\n41 Chotana Rd, Chang Phueak, Chiang Mai\nSERVICE INVOICE\n"
            f"Date: {_dd(dt)}   Customer: Baan Siri Guesthouse ({ADDR})\n"
            f"Cleaning of split-type air conditioners, 9,000-12,000 BTU: {n} units x 600.00 THB = {n * 600:,.2f} THB\n"
            f"Refill R32 gas room 203: 800.00 THB\nTotal: {n * 600 + 800:,.2f} THB\nNext service due in 6 months.")


def t_withholding(r: random.Random, dt: datetime) -> str:
    a = r.uniform(12000, 38000)
    return ("Withholding tax certificate (50 Tawi)\nPayer: Baan Siri Co., Ltd. Tax ID 0505562004417\n"
            f"Payee: Lanna Accounting Office, Tax ID 3509900412335\nType: service fee (P.N.D. 53), 3%\n"
            f"Date paid: {_dd(dt)}   Amount paid: {a:,.2f} THB   Tax withheld: {a * 0.03:,.2f} THB")


# --------------------------------------------------------------------------- Rooftop café (Projects)

WP = ("Wiang Ping Construction Co., Ltd.\n256/4 Moo 2, Nong Phueng, Saraphi, Chiang Mai 50140\n"
      "Tax ID 0505559011823  |  Tel 081 882 4416 (Khun Somchai Inthawong, project manager)")


def t_cafe_quote(r: random.Random, dt: datetime) -> str:
    items = [("Demolition of roof tiles, parapet and existing water tank stand", 68000),
             ("Steel frame and lightweight roof (metal sheet + PU foam) over 62 m2", 412000),
             ("Waterproofing of roof slab, PU membrane, 95 m2", 118000),
             ("Staircase enclosure and door to rooftop", 96000),
             ("Guest toilet (1 WC, 1 basin), plumbing and drainage", 143000),
             ("Electrical: new sub-board, lighting, 8 sockets, 2 ceiling fans", 127000),
             ("Balustrade, powder-coated steel with glass panels, 28 m", 224000),
             ("Counter and bar cabinetry, teak veneer", 165000),
             ("Floor finish: outdoor WPC decking on pedestals", 152000)]
    tot = sum(v for _, v in items)
    return (f"{WP}\n\nQUOTATION No. WP-{dt:%y%m}-07 rev {r.randint(1, 3)}\nDate: {_dd(dt)}\n"
            f"Client: Baan Siri Co., Ltd. - Rooftop cafe extension, {ADDR}\n\n"
            + "\n".join(f"{i}. {n}: {v:,.2f} THB" for i, (n, v) in enumerate(items, 1))
            + f"\n\nSubtotal: {tot:,.2f} THB\nVAT 7%: {tot * 0.07:,.2f} THB\nTotal: {tot * 1.07:,.2f} THB\n"
            "Programme: 20 weeks from permit. Payment in 5 stages against progress. Valid 45 days.")


def t_cafe_claim(r: random.Random, dt: datetime) -> str:
    n = r.randint(2, 4)
    v = r.uniform(240000, 390000)
    return (f"{WP}\n\nPROGRESS PAYMENT CLAIM No. {n}\nProject: Rooftop cafe extension, Baan Siri Guesthouse\n"
            f"Date: {_dd(dt)}\nWork completed this stage: "
            + ["", "", "steel frame erected, roof sheeting 60%", "waterproofing complete, toilet first fix",
               "balustrade installed, electrical second fix"][n]
            + f"\nAmount this claim: {v:,.2f} THB\nVAT 7%: {v * 0.07:,.2f} THB\nRetention 5%: -{v * 0.05:,.2f} THB\n"
            f"Net payable: {v * 1.02:,.2f} THB\nBank: SCB, Wiang Ping Construction Co., Ltd., a/c 563-2-14470-8")


def t_cafe_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Item;Budget THB;Committed;Paid to date;Notes"]
    for n, b in (("Wiang Ping main contract", 1615000), ("Variations", 90000), ("Structural engineer", 45000),
                 ("Permit & drawings", 38000), ("Espresso machine & grinder", 265000), ("Fridges, ice maker", 88000),
                 ("Furniture (12 tables, 40 chairs)", 120000), ("Plants & lighting", 35000),
                 ("Signage & menu boards", 18000), ("Contingency 5%", 115000)):
        c = int(b * r.uniform(0.8, 1.05))
        rows.append(f"{n};{b};{c};{int(c * r.uniform(0.2, 0.7))};")
    rows.append("Opening target;October 2026;;;loan top-up from KBank SME if over")
    return "\n".join(rows)


def t_permit(r: random.Random, dt: datetime) -> str:
    return ("Chiang Mai Municipality - Building Control Division (Kong Chang)\n"
            f"Permit to modify a building (form Or. 1) - No. {r.randint(100, 199)}/2569\nDate: {_dd(dt)}\n"
            "Owner / applicant: Mrs Siriporn Whitworth for Baan Siri Co., Ltd.\n"
            "Location: 7 Soi Ratchamanka 9, Phra Sing, title deed no. 11482\n"
            "Work: addition of roof structure and use of the roof deck (95 m2) as a cafe area, 3-storey building\n"
            "Designer: Mr Arun Saetang, structural engineer, licence Sor.Yor. 21177\n"
            "Conditions: work to start within 12 months; inspection before use; fee 1,880.00 THB paid.")


def t_engineer(r: random.Random, dt: datetime) -> str:
    return ("Arun Saetang, P.E. (Sor.Yor. 21177) - Structural engineering services, Chiang Mai\n\n"
            f"Structural assessment of existing roof slab for rooftop cafe use\nClient: Baan Siri Co., Ltd.  Date: {_dd(dt)}\n"
            f"Slab: 120 mm RC, tested core strength {r.randint(210, 260)} ksc\n"
            "Design live load for assembly use: 400 kg/m2 (Ministerial Regulation B.E. 2566)\n"
            "Finding: slab adequate for 300 kg/m2; two new steel beams (H-200) required under the bar area.\n"
            "Steel roof frame: columns 100x100x4.5 mm on new base plates with chemical anchors.\n"
            "Fee: 45,000.00 THB (drawings and signed calculations for the permit).")


def t_espresso(r: random.Random, dt: datetime) -> str:
    m = r.uniform(168000, 189000)
    return ("Lanna Coffee Equipment Co., Ltd.\n19 Nimmanhaemin Soi 13, Chiang Mai\nQUOTATION\n"
            f"Date: {_dd(dt)}  To: Khun Porn, Baan Siri Guesthouse (rooftop cafe)\n"
            f"La Marzocco Linea Mini 2-group equivalent - Nuova Simonelli Appia Life 2G: {m:,.2f} THB\n"
            f"Grinder Mazzer Super Jolly V Pro: {r.uniform(38000, 45000):,.2f} THB\n"
            "Water filter system with installation: 12,500.00 THB\nBarista training 2 days for 2 staff: free\n"
            "Delivery August-September 2026. Deposit 30%.")


def t_cafe_notes(r: random.Random, dt: datetime) -> str:
    return (f"site meeting {_iso(dt)} - Somchai, Arun, me, Porn\n"
            "- steel frame up, roof sheets arrive Thu. rain delay 6 days last week\n"
            "- Arun wants extra plate under column C3, Somchai says VO for 14,500 - agreed, send VO no.3\n"
            "- balustrade glass: 10 mm tempered, not 8. check price difference\n"
            "- toilet: move WC 300 mm to clear soil stack. plumber Tue\n"
            "- claim no.3 checked, measured 62% of roof, not 70% as claimed -> value down by about 38k\n"
            "- Porn: counter height 1050 for the espresso machine, sink left side\n"
            "- next meeting two weeks, then inspection by kong chang before we can open in October\n")


def t_menu(r: random.Random, dt: datetime) -> str:
    return ("Siri on the Roof - menu draft v2 / เมนูร่าง\n\nCoffee (beans Mae Rim Coffee Roasters)\n"
            "Espresso 55 / Americano 65 / Latte 80 / Dirty 95\nกาแฟเย็นสูตรพร 75\nCha yen Thai iced tea 70\n\n"
            "Food\nข้าวซอยไก่ Khao soi gai 120\nแกงฮังเล Hang lay curry with sticky rice 140\n"
            "น้ำพริกหนุ่ม Nam prik noom set 110\nBacon butty (Graham's) 150\nScones with jam and cream 120\n\n"
            "Sunset 17.00-21.00: Chang / Leo 90, Singha 100, craft beer Chiang Mai Brewing 180\n"
            "ต้องขอใบอนุญาตขายสุรา (ภส.08-01) ก่อนเปิด")


def t_food_licence(r: random.Random, dt: datetime) -> str:
    return ("คำขอรับใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหาร (แบบ สอ.1)\nเรียน เจ้าพนักงานท้องถิ่น เทศบาลนครเชียงใหม่\n"
            f"ข้าพเจ้า นางศิริพร วิทเวิร์ธ กรรมการบริษัท บ้านศิริ จำกัด วันที่ {_thd(dt)}\n"
            "ขออนุญาตจัดตั้งสถานที่จำหน่ายอาหาร ชื่อ 'Siri on the Roof' ดาดฟ้าชั้น 3 พื้นที่ 95 ตารางเมตร\n"
            "เลขที่ 7 ซอยราชมรรคา 9 ต.พระสิงห์ อ.เมือง จ.เชียงใหม่\nจำนวนที่นั่ง 40 ที่นั่ง\n"
            "เอกสารแนบ: สำเนาบัตรประชาชน, หนังสือรับรองบริษัท, แผนผังร้าน, ใบรับรองแพทย์ผู้สัมผัสอาหาร 3 คน")


def t_cafe_eml(r: random.Random, dt: datetime) -> str:
    return _eml("Somchai Inthawong <somchai@wiangping-construction.co.th>", "Graham Whitworth <graham.whitworth@gmail.com>",
                "Re: Rooftop cafe - programme and VO 3", dt,
                "Dear Khun Graham,\n\nThank you for the site meeting. We accept the remeasure on claim 3, revised "
                "invoice attached. Variation order 3 (extra base plate C3 and 10 mm glass) is 31,200 THB. "
                "Because of the rain the completion date moves to 18 September 2026; the municipality inspection "
                "can be booked for the last week of September.\n\nBest regards,\nSomchai\nWiang Ping Construction")


def t_vo(r: random.Random, dt: datetime) -> str:
    n = r.randint(1, 4)
    return (f"VARIATION ORDER No. {n}\nProject: Rooftop cafe extension, Baan Siri Guesthouse\n"
            f"Contractor: Wiang Ping Construction Co., Ltd.\nDate: {_dd(dt)}\n"
            + ["", "Omit teak veneer to back bar, add open shelving", "Add second ceiling fan circuit and 2 sockets",
               "Extra base plate column C3; balustrade glass 8 mm -> 10 mm tempered",
               "Relocate WC 300 mm, extra vent pipe"][n]
            + f"\nAdd/omit: {r.choice(['+', '-'])}{r.uniform(6000, 32000):,.2f} THB\nInstructed by: G. Whitworth "
            "for the employer. Accepted: S. Inthawong.")


# --------------------------------------------------------------------------- Hotel licence renewal (Projects)


def t_lic_app(r: random.Random, dt: datetime) -> str:
    return ("Application to renew a hotel business licence (form Ror.Ror. 5)\n"
            "To: Hotel Registrar, Chiang Mai Provincial Administration Office\n"
            f"Date: {_dd(dt)}\nLicensee: Mrs Siriporn Whitworth on behalf of Baan Siri Co., Ltd.\n"
            "Hotel: Baan Siri Guesthouse, 8 rooms, category 1 (not more than 50 rooms)\n"
            "Current licence no. 5/2564 issued 15 July 2021, expires 14 July 2026\n"
            "Attached: company certificate, building inspection (Ror.1), fire safety inspection, floor plans "
            "of 3 floors, photos of each room and fire exits, licence fee 40 THB per room per year.")


def t_fire(r: random.Random, dt: datetime) -> str:
    return ("Lanna Fire Protection Co., Ltd.\nFire safety inspection report\n"
            f"Premises: Baan Siri Guesthouse, {ADDR}\nDate of inspection: {_dd(dt)}\n"
            "Fire extinguishers: 9 x 10 lb dry chemical, all refilled, tags dated\n"
            "Smoke detectors: 8 rooms + corridors, battery tested, 2 replaced (rooms 102, 301)\n"
            "Emergency lights: 6 units, 1 failed - replaced\nExit signs and evacuation plan posted each floor: OK\n"
            "Result: PASS - for hotel licence renewal submission. Fee 3,500.00 THB.")


def t_lic_check(r: random.Random, dt: datetime) -> str:
    return ("ต่อใบอนุญาตโรงแรม - สิ่งที่ต้องทำ (ใบอนุญาตหมดอายุ 14 ก.ค. 2569)\n"
            "[x] ตรวจถังดับเพลิง / ไฟฉุกเฉิน - Lanna Fire Protection\n[ ] ใบรับรองการตรวจสอบอาคาร ร.1 (วิศวกร)\n"
            "[ ] หนังสือรับรองบริษัท ไม่เกิน 6 เดือน (DBD)\n[ ] ถ่ายรูปห้องพักทั้ง 8 ห้อง + ทางหนีไฟ\n"
            "[ ] แผนผังชั้น 1-3 (ต้องแสดงดาดฟ้า cafe ด้วยไหม? ถามปกครองจังหวัด)\n"
            "[ ] ยื่นที่ศาลากลาง ภายใน 14 มิ.ย.\nGraham: print floor plans A3, ask Arun about the roof")


def t_lic_eml(r: random.Random, dt: datetime) -> str:
    return _eml("งานทะเบียนโรงแรม ที่ทำการปกครองจังหวัดเชียงใหม่ <hotel.cm@dopa.go.th>", "ศิริพร <porn.baansiri@gmail.com>",
                "เรื่อง การต่ออายุใบอนุญาตประกอบธุรกิจโรงแรม บ้านศิริ เกสต์เฮาส์", dt,
                "เรียน คุณศิริพร วิทเวิร์ธ\n\nตามที่ท่านสอบถามเรื่องการต่ออายุใบอนุญาตประกอบธุรกิจโรงแรม เลขที่ 5/2564 "
                "ซึ่งจะหมดอายุวันที่ 14 กรกฎาคม 2569 ขอให้ยื่นคำขอ (แบบ ร.ร.5) ก่อนวันหมดอายุไม่น้อยกว่า 30 วัน "
                "หากมีการต่อเติมอาคาร (ร้านกาแฟบนดาดฟ้า) ให้แนบใบอนุญาตดัดแปลงอาคารจากเทศบาลด้วย\n\nงานทะเบียนโรงแรม")


def t_lic_old(r: random.Random, dt: datetime) -> str:
    return ("Hotel Business Licence (Ror.Ror. 4) - copy\nLicence no. 5/2564\n"
            "Licensee: Mrs Siriporn Whitworth (Baan Siri Co., Ltd.)\nHotel name: Baan Siri Guesthouse, 8 rooms\n"
            "Issued: 15 July 2021   Valid until: 14 July 2026\nRegistrar, Chiang Mai Province")


def t_ror1(r: random.Random, dt: datetime) -> str:
    return ("Building inspection certificate (Ror. 1) for hotel use\n"
            f"Building: 3-storey RC building, Baan Siri Guesthouse, {ADDR}\nInspected {_dd(dt)} by Arun Saetang, "
            "P.E. Sor.Yor. 21177\nStructure, fire exits (2 stairs), corridor width 1.5 m, rooms 8: compliant\n"
            "Note: rooftop cafe under construction, not in use; separate inspection required before opening.")


# --------------------------------------------------------------------------- UK trip Sept 2026 (Projects)


def t_flight(r: random.Random, dt: datetime) -> str:
    return ("THAI Airways International - Electronic ticket itinerary / receipt\n"
            f"Booking reference: {r.choice('ABCDEFGHJK')}{r.randint(10000, 99999)}Q   Issued {_dd(dt)}\n"
            "Passengers: WHITWORTH/GRAHAM MR, WHITWORTH/SIRIPORN MRS, WHITWORTH/EMILY MISS\n"
            "TG 103  CNX-BKK  04 SEP 2026 19:05-20:15\nTG 910  BKK-LHR  05 SEP 2026 00:30-07:25\n"
            "TG 917  LHR-BKK  25 SEP 2026 21:30-15:25+1\nTG 116  BKK-CNX  26 SEP 2026 18:50-20:00\n"
            f"Economy, 30 kg baggage. Fare total: {r.uniform(118000, 134000):,.2f} THB paid by VISA ...4417")


def t_sister(r: random.Random, dt: datetime) -> str:
    return _eml("Karen Brook <karen.brook63@btinternet.com>", "Graham Whitworth <graham.whitworth@gmail.com>",
                "September!!", dt,
                "Hi Gray,\n\nGreat news you've booked. The back bedroom is yours, Ploy can have Jess's old room. "
                "Mum's 85th is Saturday 12th - I've booked the Old Swan in Harrogate for 20 people, lunch at 1. "
                "Can you do the speech? Also Ploy's passport: the form needs a countersignature from someone "
                "who's known you 2 years, Dave can do it.\n\nDon't forget a coat, it's Yorkshire.\n\nK x")


def t_itin(r: random.Random, dt: datetime) -> str:
    return ("UK trip September 2026 - plan\n4 Sep  fly CNX-BKK-LHR (TG)\n5 Sep  LHR 07:25, train King's Cross - "
            "Leeds 10:33 (LNER, booked), Karen picks up, Otley\n6-11 Sep  Otley; Leeds day with Ploy (Royal "
            "Armouries), Elland Road tour\n12 Sep  Mum's 85th, Old Swan Harrogate 13:00\n13-16 Sep  York (Airbnb "
            "Bootham), Whitby day trip, hire car\n17-22 Sep  Lake District, Ambleside cottage\n23-25 Sep  London, "
            "Premier Inn King's Cross, Ploy wants the Natural History Museum\n25 Sep  LHR 21:30 home\n"
            "Guesthouse cover: Noi in charge, Ann full-time for the 3 weeks")


def t_lner(r: random.Random, dt: datetime) -> str:
    return ("LNER e-ticket\nLondon Kings Cross to Leeds, Saturday 5 September 2026, 10:33\n"
            f"2 Adults, 1 Child (16-17 Saver not valid), Advance Single, coach C seats 41-43\n"
            f"Total paid: £{r.uniform(96, 140):.2f}   Booking ref: {r.randint(10**7, 10**8 - 1)}\n"
            "Show this ticket on your phone or print it.")


def t_carhire(r: random.Random, dt: datetime) -> str:
    return ("Enterprise Rent-A-Car - Reservation confirmation\nPick-up: York Layerthorpe, 13 Sep 2026 10:00\n"
            "Return: Leeds Station, 22 Sep 2026 16:00\nVehicle: Intermediate (VW Golf or similar), automatic\n"
            f"Driver: Graham Whitworth (UK licence DVLA WHITW...)\nEstimated total: £{r.uniform(390, 470):.2f} "
            "incl. damage waiver")


def t_passport(r: random.Random, dt: datetime) -> str:
    return ("HM Passport Office - Overseas application received\n"
            f"Application reference: {r.randint(10**9, 10**10 - 1)}   Date: {_dd(dt)}\n"
            "Applicant: Emily Siriporn Whitworth, date of birth 3 March 2012, child passport renewal\n"
            "Send your old passport and documents within 30 days to HM Passport Office, Durham.\n"
            "Fee paid: £102.86 incl. courier return to Thailand.")


def t_travel_ins(r: random.Random, dt: datetime) -> str:
    return ("Single trip travel insurance certificate\nInsurer: Allianz Partners via Krungthai-AXA broker\n"
            "Insured: Graham, Siriporn and Emily Whitworth\nPeriod: 4 September 2026 - 26 September 2026, Europe "
            "incl. UK\nMedical expenses up to 3,000,000 THB, baggage 30,000 THB, cancellation 100,000 THB\n"
            f"Premium: {r.uniform(4200, 5600):,.2f} THB   Policy {r.randint(10**8, 10**9 - 1)}")


def t_packing(r: random.Random, dt: datetime) -> str:
    return ("UK packing / todo\n- coats! (Karen says 14 degrees)\n- Ploy passport (new one by July?)\n"
            "- Porn UK visitor visa - check eVisa/ETA, Thai passport needs visa\n- Thai presents: dried "
            "mango, Doi Tung coffee, silk scarf for Mum\n- plug adaptors x3\n- tell Kasikorn about card use "
            "abroad\n- 90-day report due 28 Aug - do before we go\n- speech for Mum's 85th\n")


def t_york(r: random.Random, dt: datetime) -> str:
    return _eml("Airbnb <automated@airbnb.com>", "Graham Whitworth <graham.whitworth@gmail.com>",
                "Reservation confirmed - Bootham townhouse, York", dt,
                "Pack your bags! You're going to York.\nCheck-in Sun, Sep 13, 2026 after 3 PM\nCheckout Thu, "
                f"Sep 17, 2026 11 AM\n3 guests. Host: Helen. Total (GBP): £{r.uniform(620, 760):.2f}\n"
                f"Confirmation code HM{r.randint(10**7, 10**8 - 1)}")


def t_eta(r: random.Random, dt: datetime) -> str:
    return ("UK Visas and Immigration\nStandard Visitor visa - decision\n"
            f"Applicant: Siriporn Whitworth, Thai passport AC{r.randint(100000, 999999)}\n"
            "Your application has been approved. Valid 1 August 2026 to 1 February 2027, multiple entry.\n"
            "Your eVisa is linked to your passport: check it via View and Prove before you travel.")


# --------------------------------------------------------------------------- Visa (Areas)


def t_tm47(r: random.Random, dt: datetime) -> str:
    return ("Immigration Division 1, Chiang Mai Immigration Checkpoint\nReceipt of notification of staying longer "
            "than 90 days (TM.47)\n"
            f"Name: WHITWORTH, GRAHAM PETER   Nationality: British   Passport: 5{r.randint(10**7, 10**8 - 1)}\n"
            "Visa type: Non-Immigrant O, extension of stay for retirement\n"
            f"Reported on: {_dd(dt)} (online)\nNext report due: {_dd(dt + timedelta(days=90))}\n"
            f"Address: {ADDR}\nNot a visa extension. Late notification fine 2,000 THB.")


def t_ext_check(r: random.Random, dt: datetime) -> str:
    return ("Retirement extension - checklist (Promenada, Chiang Mai Immigration)\n"
            "- TM.7 filled in, 1 photo 4x6 cm\n- passport + copies of every stamped page, TM.6/entry stamp, "
            "last extension, re-entry permit\n- Bangkok Bank letter: 800,000 THB seasoned 2 months before, "
            "kept 3 months after (issued max 1 day before)\n- bank book updated same day + copy\n"
            "- TM.30 receipt from the guesthouse (Porn does it in the system)\n- map to the house, 1,900 THB fee\n"
            f"- this year's extension expires 19 August {dt.year}, go 30 days before\n")


def t_bank_letter(r: random.Random, dt: datetime) -> str:
    return ("Bangkok Bank Public Company Limited, Kad Suan Kaew Branch, Chiang Mai\n"
            f"Date: {_dd(dt)}\nTo: Immigration Division 1, Chiang Mai\nCERTIFICATE OF DEPOSIT\n"
            f"This is to certify that Mr Graham Peter Whitworth holds a savings account no. 541-4-47{r.randint(100, 999)}-"
            f"{r.randint(1, 9)}\nwith a balance of {r.uniform(812000, 880000):,.2f} THB as of this date.\n"
            "The balance has not been less than 800,000 THB for the past three months.\nFee 200 THB. Manager signature.")


def t_tm7(r: random.Random, dt: datetime) -> str:
    return ("Application for extension of temporary stay in the Kingdom (TM.7)\n"
            f"Applicant: Mr Graham Peter Whitworth, British, born 11 February 1969 in Leeds\nDate: {_dd(dt)}\n"
            "Reason: retirement (aged 50 and over), financial evidence: deposit 800,000 THB in a Thai bank\n"
            f"Requested until: {_dd(dt + timedelta(days=365))}\nAddress in Thailand: {ADDR}\n"
            f"Receipt no. {r.randint(10000, 99999)}/{dt.year + 543}: fee 1,900 THB paid. Permitted to stay until "
            f"{_dd(dt + timedelta(days=365))}.")


def t_visa_reminder(r: random.Random, dt: datetime) -> str:
    return (f"90 day reports {dt.year}\n{_iso(dt)} done online, approved next day\n"
            f"next one {_iso(dt + timedelta(days=90))} - window opens 15 days before\n"
            "if online fails: go to Promenada before 10am, bring TM.47, passport copy, old receipt\n"
            "re-entry permit (multiple, 3,800) before the UK trip!!")


# --------------------------------------------------------------------------- Pension (Areas)


def t_forecast(r: random.Random, dt: datetime) -> str:
    y = r.randint(33, 35)
    return ("Department for Work and Pensions - International Pension Centre\nYour State Pension forecast\n"
            f"Mr G P Whitworth, National Insurance number JR 44 71 {r.randint(10, 99)} C\nDate: {_dd(dt)}\n"
            "You can get your State Pension on 11 February 2036 (age 67)\n"
            f"Forecast: £{y / 35 * 230.25:.2f} a week based on {y} qualifying years\n"
            f"You need {35 - y} more years to get the full amount of £230.25 a week.\n"
            "You live abroad: you may be able to pay voluntary Class 3 contributions to fill gaps.\n"
            "Note: your State Pension will not increase each year while you live in Thailand.")


def t_ni(r: random.Random, dt: datetime) -> str:
    return ("HM Revenue & Customs - National Insurance contributions, overseas\nBX9 1AN\n"
            f"Date: {_dd(dt)}\nDear Mr Whitworth\nYour application to pay voluntary National Insurance "
            "contributions from abroad (CF83) has been accepted.\n"
            f"Class 3 rate for {dt.year - 1}-{str(dt.year)[2:]}: £17.75 per week, £923.00 a year.\n"
            f"Years you can fill: {dt.year - 6}-{str(dt.year - 5)[2:]} to {dt.year - 2}-{str(dt.year - 1)[2:]}\n"
            "Pay by bank transfer to HMRC NICO, sort code 08 32 20, account 12001004, reference your NI number "
            "followed by IC.")


def t_private(r: random.Random, dt: datetime) -> str:
    v = r.uniform(318000, 364000)
    return ("Pennine Mutual - Personal Pension annual statement\n"
            f"Plan holder: Mr Graham Whitworth   Plan no. PM-{r.randint(10**6, 10**7 - 1)}\nStatement date: {_dd(dt)}\n"
            "Former employer scheme: Hartley Booth Partnership group personal pension (contributions ceased 06/2019)\n"
            f"Fund value: £{v:,.2f}\nTransfer value: £{v * 0.995:,.2f}\n"
            "Funds: Pennine Global Equity 60%, UK Gilts 25%, Cash 15%\nSelected retirement age: 60 (February 2029)\n"
            f"Projected income at 60: £{v * 0.045:,.0f} a year. Consider flexi-access drawdown or a 25% tax-free lump sum.")


def t_pension_xlsx(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Pennine Mutual fund £;State pension forecast £/wk;NI years;Class 3 paid £;Notes"]
    for y in range(2020, dt.year + 1):
        rows.append(f"{y}-04;{280000 + (y - 2020) * 14000 + r.randint(-8000, 8000)};{(30 + min(y - 2020, 4)) / 35 * 221:.2f};"
                    f"{30 + min(y - 2020, 4)};{923 if y >= 2024 else 0};")
    rows.append("Plan;draw 25% at 60?;;;;ask an adviser who knows Thai tax on UK pensions (DTA art. 20)")
    return "\n".join(rows)


def t_drawdown(r: random.Random, dt: datetime) -> str:
    return ("Pennine Mutual\nYour retirement options - information pack\n"
            f"Date: {_dd(dt)}\nDear Mr Whitworth, you have told us you may take benefits from February 2029.\n"
            "Options: tax-free lump sum up to 25%, flexi-access drawdown, annuity, uncrystallised lump sums.\n"
            "If you live outside the UK you should ask HMRC for an NT tax code under the UK-Thailand double "
            "taxation agreement; Thailand may tax pension income remitted in the year it is received.\n"
            "Pension Wise offers free guidance: 0800 138 3944.")


# --------------------------------------------------------------------------- Finance (Areas)


def t_nationwide(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(2800, 9600)
    lines = []
    for _ in range(7):
        d = dt - timedelta(days=r.randint(1, 28))
        a = r.uniform(8, 420)
        lines.append(f"{d:%d %b}  {r.choice(['Wise transfer to THB', 'Amazon UK Marketplace', 'HMRC NICO Class 3', 'Spotify', 'BT Mobile', 'Leeds United Members'])}  -£{a:.2f}")
    return ("Nationwide Building Society\nFlexAccount statement\n"
            f"Mr G P Whitworth, c/o Karen Brook, 22 Bridge St, Otley LS21 1BQ\nStatement date: {_dd(dt)}\n"
            "Sort code 07-01-16   Account 4417 2290\n" + "\n".join(lines)
            + f"\nClosing balance: £{bal:,.2f}")


def t_bbl_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Description,Withdrawal,Deposit,Balance,Channel"]
    bal = r.uniform(840000, 880000)
    for i in range(r.randint(10, 16)):
        d = dt - timedelta(days=30 - i * 2)
        if r.random() < 0.3:
            a = r.uniform(20000, 60000)
            bal += a
            rows.append(f"{d:%d/%m/%Y},Inward remittance WISE GBP,,{a:.2f},{bal:.2f},SWIFT")
        else:
            a = r.uniform(150, 6000)
            bal -= a
            rows.append(f"{d:%d/%m/%Y},{r.choice(['Tops Market Central Festival', 'Rimping Supermarket', 'PTT Station', 'ATM KAD SUAN KAEW', 'True Move H bill', 'PromptPay transfer'])},{a:.2f},,{bal:.2f},BBL mBanking")
    return "\n".join(rows) + "\n"


def t_wise(r: random.Random, dt: datetime) -> str:
    g = r.uniform(1500, 3500)
    rate = r.uniform(41.5, 44.5)
    return ("Wise Payments Limited - Transfer receipt\n"
            f"Transfer #{r.randint(10**8, 10**9 - 1)}   Created {_dd(dt)}\nFrom: Graham Whitworth, Nationwide ****2290\n"
            f"You sent: £{g:,.2f}   Fee: £{g * 0.0043:.2f}   Rate: 1 GBP = {rate:.4f} THB\n"
            f"Recipient gets: {(g * 0.9957) * rate:,.2f} THB\nTo: Graham Peter Whitworth, Bangkok Bank 541-4-47xxx\n"
            "Reference: living costs")


def t_hmrc(r: random.Random, dt: datetime) -> str:
    return ("HM Revenue & Customs - Self Assessment statement\n"
            f"Unique Taxpayer Reference 48812 {r.randint(10000, 99999)}   Date: {_dd(dt)}\nMr Graham Whitworth\n"
            f"Tax year {dt.year - 2}-{str(dt.year - 1)[2:]}: non-resident (SA109 submitted), UK interest "
            f"£{r.uniform(80, 400):.2f}, personal allowance claimed as a British citizen\n"
            f"Balancing payment due 31 January {dt.year}: £{r.uniform(0, 60):.2f}\n"
            "Pay online with reference ending K. Keep records for at least 22 months.")


def t_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Household budget;THB per month;Notes"]
    for n, v in (("Ploy school fees (per month avg)", 62000), ("Food & market", 18000), ("Car fuel", 4500),
                 ("Health insurance (both)", 11800), ("Phones & internet", 1900), ("Help for Mae & Por (Phrae)", 6000),
                 ("Eating out", 5000), ("Spotify/Netflix", 650), ("Savings for UK trip", 15000)):
        rows.append(f"{n};{v + r.randint(-500, 500)};")
    rows.append("Income;;Guesthouse director fee Porn 40,000 + Graham's Wise transfers ~2,000 GBP")
    return "\n".join(rows)


def t_kbank(r: random.Random, dt: datetime) -> str:
    rows = ["วันที่,รายการ,ถอน,ฝาก,คงเหลือ"]
    bal = r.uniform(60000, 180000)
    for i in range(10):
        d = dt - timedelta(days=28 - i * 3)
        a = r.uniform(300, 9000)
        bal -= a
        rows.append(f"{d:%d/%m/%y},{r.choice(['จ่ายบิล AIS', 'โอนเงิน พร้อมเพย์', 'ชำระบัตรเครดิต', 'ถอนเงิน ATM', 'จ่ายค่าเทอม Doi Kham'])},{a:.2f},,{bal:.2f}")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- Farm (Areas)


def t_farm_xlsx(r: random.Random, dt: datetime) -> str:
    y = dt.year + 543
    rows = [f"บัญชีนาข้าว บ้านหนองม่วง อ.ร้องกวาง จ.แพร่ ปี {y} (22 ไร่)", "วันที่;รายการ;รายจ่าย (บาท);รายรับ (บาท);หมายเหตุ"]
    for d, n, a, b in (("มิ.ย.", "ไถนา จ้างรถไถ 22 ไร่", 11000, 0), ("ก.ค.", "ค่าแรงดำนา 8 คน 4 วัน", 12800, 0),
                       ("ก.ค.", "พันธุ์ข้าว กข6 ข้าวเหนียว 15 กระสอบ", 9750, 0), ("ส.ค.", "ปุ๋ย 16-20-0 20 กระสอบ", 17400, 0),
                       ("ต.ค.", "ยาฆ่าหญ้า", 3200, 0), ("พ.ย.", "ค่ารถเกี่ยว", 13200, 0),
                       ("ธ.ค.", "ขายข้าวเปลือก โรงสีเจริญผล", 0, r.randint(118000, 152000)),
                       ("ธ.ค.", "ดอกเบี้ย ธ.ก.ส.", 6100, 0)):
        rows.append(f"{d};{n};{a + r.randint(-300, 300) if a else ''};{b or ''};")
    return "\n".join(rows)


def t_rice_sale(r: random.Random, dt: datetime) -> str:
    t = r.uniform(14, 19)
    p = r.randint(10800, 12600)
    return (f"โรงสีข้าวเจริญผล อ.ร้องกวาง จ.แพร่ โทร 054 597 213\nใบรับซื้อข้าวเปลือก เลขที่ {r.randint(1000, 9999)}\n"
            f"วันที่ {_thd(dt)}\nผู้ขาย: นายสมศักดิ์ แก้วมณี บ้านหนองม่วง\nชนิดข้าว: ข้าวเหนียว กข6 ความชื้น {r.randint(14, 17)}%\n"
            f"น้ำหนักสุทธิ {t:.3f} ตัน ราคา {p:,} บาท/ตัน\nเป็นเงิน {t * p:,.2f} บาท\nโอนเข้าบัญชี ธ.ก.ส. สาขาร้องกวาง")


def t_baac(r: random.Random, dt: datetime) -> str:
    b = r.randint(120000, 180000)
    return ("ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร (ธ.ก.ส.) สาขาร้องกวาง\nใบแจ้งยอดหนี้เงินกู้\n"
            f"ผู้กู้: นายสมศักดิ์ แก้วมณี ผู้ค้ำ: นางศิริพร วิทเวิร์ธ\nวันที่ {_thd(dt)}\n"
            f"ยอดเงินต้นคงเหลือ {b:,.2f} บาท อัตราดอกเบี้ย 6.875% ต่อปี\nครบกำหนดชำระงวดถัดไป 31 ธันวาคม {dt.year + 543}\n"
            "วัตถุประสงค์: ซื้อปุ๋ยและค่าจ้างรถเกี่ยว / ซ่อมยุ้งฉาง")


def t_fert(r: random.Random, dt: datetime) -> str:
    n = r.randint(12, 24)
    return (f"ร้านเจริญการเกษตร ร้องกวาง\nบิลเงินสด เลขที่ {r.randint(100, 999)}\nวันที่ {_thd(dt)}\nลูกค้า: พ่อสมศักดิ์ หนองม่วง\n"
            f"ปุ๋ยตราหัววัว 16-20-0 50 กก. {n} กระสอบ x 870 = {n * 870:,} บาท\nปุ๋ยยูเรีย 46-0-0 {n // 2} กระสอบ x 890 = "
            f"{n // 2 * 890:,} บาท\nรวม {n * 870 + n // 2 * 890:,} บาท (พรโอนจ่ายแล้ว)")


def t_line_chai(r: random.Random, dt: datetime) -> str:
    return (f"[LINE] แชทกับ ชัย (น้องชาย)\n{_iso(dt)}\n"
            "ชัย: พี่พร รถเกี่ยวมาวันพฤหัส ค่าจ้างไร่ละ 600 นะ\nพร: โอเค เดี๋ยวโอนให้ 13,200\n"
            "ชัย: โรงสีให้ตันละ 11,800 ความชื้น 16 ต้องตากก่อนไหม\nพร: ตากก่อน 2 วัน ราคาดีกว่า\n"
            "ชัย: พ่อเข่าไม่ค่อยดี ไปหาหมอที่ รพ.แพร่ วันจันทร์\nพร: พี่จะกลับไปช่วงปีใหม่ ค่าปุ๋ยปีหน้าขอใบเสร็จด้วยนะ")


def t_workers(r: random.Random, dt: datetime) -> str:
    rows = ["ค่าแรงดำนา/เกี่ยวข้าว;วัน;ค่าแรง/วัน;รวม"]
    for n in ("ป้าจันทร์", "ลุงแก้ว", "พี่สม", "น้าบุญ", "นางคำ", "ชัย"):
        d = r.randint(2, 5)
        rows.append(f"{n};{d};400;{d * 400}")
    rows.append(f"จ่ายวันที่;{_thd(dt)};;")
    return "\n".join(rows)


def t_landtax(r: random.Random, dt: datetime) -> str:
    return ("องค์การบริหารส่วนตำบลห้วยโรง\nใบเสร็จรับเงินภาษีที่ดินและสิ่งปลูกสร้าง\n"
            f"วันที่ {_thd(dt)}\nผู้เสียภาษี: นายสมศักดิ์ แก้วมณี\nที่ดิน โฉนดเลขที่ 3318 เนื้อที่ 22 ไร่ ใช้ประโยชน์เกษตรกรรม\n"
            "ได้รับยกเว้น 50 ล้านบาทแรกสำหรับบุคคลธรรมดา ค่าภาษี 0.00 บาท (ยื่นแบบแล้ว)")


# --------------------------------------------------------------------------- School (Areas)

SCHOOL = "Doi Kham International School\n199 Moo 5, Mae Hia, Mueang Chiang Mai 50100"


def t_fee(r: random.Random, dt: datetime) -> str:
    f = r.randint(236000, 258000)
    return (f"{SCHOOL}\nTAX INVOICE - School fees\nInvoice no. DK-{dt.year}-{r.randint(1000, 9999)}   Date: {_dd(dt)}\n"
            "Student: Emily Whitworth (ID 20190417), Year 9, Tutor group 9K\n"
            f"Tuition fee, {r.choice(['Term 1', 'Term 2', 'Term 3'])} {dt.year}-{dt.year + 1}: {f:,.2f} THB\n"
            f"Bus service zone B: {r.randint(14000, 16000):,.2f} THB\nLunch: 9,800.00 THB\n"
            "Due within 14 days. Bank transfer to SCB 402-1-77218-4, reference student ID.")


def t_report(r: random.Random, dt: datetime) -> str:
    subs = ["English", "Mathematics", "Science", "Thai", "Humanities", "Art & Design", "Computing", "Music", "PE"]
    return (f"{SCHOOL}\nStudent report - Emily Whitworth, Year 9   {_dd(dt)}\n"
            + "\n".join(f"{s}: attainment {r.choice(['6', '7', '7', '8'])}, effort {r.choice(['A', 'A', 'B'])}" for s in subs)
            + "\nTutor: Emily is kind, organised and a strong writer. Needs to ask for help earlier in maths.\n"
            f"Attendance {r.randint(95, 99)}%. IGCSE option choices are due in Term 3.")


def t_school_eml(r: random.Random, dt: datetime) -> str:
    return _eml("Year 9 Team <year9@doikham.ac.th>", "Parents Year 9", r.choice(
        ["Year 9 residential - Khao Yai", "IGCSE options evening", "Sports Day and early finish"]), dt,
        "Dear Parents and Guardians,\n\nThe Year 9 residential trip to Khao Yai National Park runs from 17 to 20 "
        "November. Cost 14,500 THB including transport, lodging and activities. Please return the consent and "
        "medical form on the portal by Friday. The IGCSE options evening is on Thursday 18:00 in the library.\n\n"
        "Kind regards,\nMs Claire Hudson, Head of Year 9")


def t_consent(r: random.Random, dt: datetime) -> str:
    return ("Doi Kham International School - Trip consent form\nTrip: Year 9 residential, Khao Yai, 17-20 November\n"
            "Student: Emily Whitworth 9K\nMedical: mild asthma, carries Ventolin inhaler. No food allergies.\n"
            "Emergency contacts: Siriporn Whitworth 089 551 4417, Graham Whitworth 089 551 2290\n"
            f"I give permission for my child to take part. Signed: G. Whitworth   Date: {_dd(dt)}")


def t_school_letter(r: random.Random, dt: datetime) -> str:
    return (f"{_dd(dt)}\nDear Ms Hudson,\n\nI am writing to ask for authorised absence for Emily Whitworth (9K) from "
            "7 to 25 September. We are visiting my family in Yorkshire for my mother's 85th birthday. Emily will "
            "take her maths and science work with her and keep a diary for English.\n\n"
            "Yours sincerely,\nGraham Whitworth")


def t_old_school(r: random.Random, dt: datetime) -> str:
    return ("Chiang Mai Bilingual Academy (CMBA)\nโรงเรียนสองภาษาเชียงใหม่\nTransfer certificate / ปพ.1\n"
            f"Student: Emily Whitworth (ด.ญ.พลอย วิทเวิร์ธ), Grade 4 (ป.4)\nDate of leaving: {_dd(dt)}\n"
            "Reason: transfer to an international school\nGrades: Thai 3.5, Maths 4, Science 3.5, English 4")


# --------------------------------------------------------------------------- Health (Areas)


def t_policy(r: random.Random, dt: datetime) -> str:
    return ("AsiaCare Expat Health - Policy schedule\n"
            f"Policy no. ACX-{r.randint(10**6, 10**7 - 1)}   Period {_dd(dt)} to {_dd(dt + timedelta(days=364))}\n"
            "Insured: Graham Whitworth (57), Siriporn Whitworth (49), Emily Whitworth (14)\n"
            "Plan: Asia Gold, area of cover Asia excluding Singapore/Hong Kong; inpatient 10,000,000 THB\n"
            "Outpatient 60,000 THB per person; deductible 20,000 THB for Graham (age band 55-59)\n"
            "Exclusion: pre-existing hypertension covered after 24 months (from 2024)\n"
            f"Annual premium: {r.uniform(138000, 152000):,.2f} THB paid by instalments")


def t_hospital(r: random.Random, dt: datetime) -> str:
    a = r.uniform(2400, 18000)
    who = r.choice(["Mr Graham Whitworth HN 64-118823", "Mrs Siriporn Whitworth HN 62-004417",
                    "Miss Emily Whitworth HN 62-004418"])
    return ("Ping Nakhon Hospital, 88 Boonruangrit Rd, Chiang Mai\nRECEIPT / INVOICE (outpatient)\n"
            f"Patient: {who}\nDate: {_dd(dt)}   Clinic: {r.choice(['Internal medicine', 'Paediatrics', 'ENT', 'Orthopaedics'])}\n"
            f"Doctor fee 800.00\nMedicines {a * 0.4:,.2f}\nLaboratory {a * 0.35:,.2f}\nHospital service 250.00\n"
            f"Total {a + 1050:,.2f} THB  Direct billing: AsiaCare Expat Health (guarantee of payment on file)")


def t_lab(r: random.Random, dt: datetime) -> str:
    return ("Ping Nakhon Hospital - Laboratory report\nPatient: Mr Graham Whitworth, male, 57, HN 64-118823\n"
            f"Collected: {_dd(dt)} 08:10 (fasting)\n"
            f"Fasting glucose {r.randint(96, 118)} mg/dL (70-100)\nHbA1c {r.uniform(5.6, 6.3):.1f} % (<5.7)\n"
            f"Total cholesterol {r.randint(190, 240)} mg/dL\nLDL {r.randint(110, 160)} mg/dL (<130)\n"
            f"Creatinine {r.uniform(0.8, 1.1):.2f} mg/dL, eGFR {r.randint(78, 95)}\nPSA {r.uniform(0.6, 1.8):.2f} ng/mL\n"
            "Comment: pre-diabetes range; repeat in 6 months, diet and exercise advised.")


def t_claim(r: random.Random, dt: datetime) -> str:
    return ("AsiaCare Expat Health - Claim form (outpatient reimbursement)\n"
            f"Policy ACX-4471823  Member: Emily Whitworth  Date of treatment: {_dd(dt)}\n"
            f"Provider: Chiang Mai Smile Dental Clinic - orthodontic review + asthma check at Ping Nakhon\n"
            f"Amount claimed: {r.uniform(3000, 9000):,.2f} THB\nPay to: Graham Whitworth, Bangkok Bank 541-4-47xxx\n"
            "Attach original receipts and the doctor's diagnosis.")


def t_meds(r: random.Random, dt: datetime) -> str:
    return ("Meds - Graham\nAmlodipine 5 mg, 1 morning (BP)\nLosartan 50 mg, 1 morning\nAtorvastatin 20 mg at night\n"
            f"BP at home {_iso(dt)}: 138/86, 132/84, 129/82\nnext check Dr Pongsak, internal medicine\n\n"
            "Porn: thyroxine 50 mcg\nPloy: Ventolin inhaler, spare one in school bag\n")


def t_insure_letter(r: random.Random, dt: datetime) -> str:
    return (f"{_dd(dt)}\nAsiaCare Expat Health, Claims Department\nPolicy ACX-4471823\n\nDear Sir or Madam,\n\n"
            "I am writing about your refusal of claim C-88213 for my MRI scan of the lumbar spine at Ping Nakhon "
            "Hospital. You say back pain is pre-existing; my policy schedule shows the hypertension exclusion only. "
            "Please review the claim with the attached letter from Dr Kittipong.\n\nYours faithfully,\nGraham Whitworth")


# --------------------------------------------------------------------------- Car (Areas)


def t_car_tax(r: random.Random, dt: datetime) -> str:
    bike = r.random() < 0.35
    return ("Department of Land Transport, Chiang Mai Provincial Office\nRECEIPT - annual vehicle tax\n"
            f"Date: {_dd(dt)}\nRegistration: {'1 กข 4417 Chiang Mai' if not bike else '2 ขค 882 Chiang Mai'}\n"
            f"Vehicle: {'Toyota Fortuner 2.4 V 2019, diesel, 2,393 cc' if not bike else 'Honda Click 125i 2021, motorcycle'}\n"
            f"Owner: Mrs Siriporn Whitworth\nTax paid: {'3,918.00' if not bike else '100.00'} THB\n"
            f"Valid until: {_dd(dt + timedelta(days=365))}. Compulsory insurance (Por.Ror.Bor.) shown.")


def t_prb(r: random.Random, dt: datetime) -> str:
    return ("Compulsory motor insurance (Por.Ror.Bor.) certificate\nInsurer: Lanna Insurance PCL\n"
            f"Policy {r.randint(10**9, 10**10 - 1)}  Period {_dd(dt)} - {_dd(dt + timedelta(days=365))}\n"
            "Vehicle: Toyota Fortuner, reg. 1 กข 4417 Chiang Mai (Thai chars in original)\nPremium 645.21 THB incl. tax")


def t_car_ins(r: random.Random, dt: datetime) -> str:
    return ("Lanna Insurance PCL - Motor insurance renewal notice, class 1\n"
            f"Insured: Mrs Siriporn Whitworth   Vehicle: Toyota Fortuner 2.4 V (2019)\nDue: {_dd(dt + timedelta(days=30))}\n"
            f"Sum insured: {r.randint(560, 640) * 1000:,} THB, dealer repair, no-claim discount 40%\n"
            f"Premium: {r.uniform(17800, 21400):,.2f} THB. Second driver: Graham Whitworth.")


def t_service(r: random.Random, dt: datetime) -> str:
    km = r.randint(80, 118) * 1000
    return ("Toyota Chiang Mai (Lanna Toyota) - Service invoice\n"
            f"Date: {_dd(dt)}   Vehicle: Fortuner 1 กข 4417, odometer {km:,} km\n"
            f"{km // 1000} k service: engine oil 0W-20 7 L, oil filter, fuel filter, air filter, brake fluid\n"
            f"Parts {r.uniform(4200, 7800):,.2f}  Labour {r.uniform(900, 1800):,.2f}\n"
            f"Total incl. VAT {r.uniform(6500, 10500):,.2f} THB. Next service at {km + 10000:,} km.")


def t_bike(r: random.Random, dt: datetime) -> str:
    return (f"ร้านโชคดีมอเตอร์ ถ.ช้างม่อย\nบิลซ่อมรถจักรยานยนต์ Honda Click 125i ทะเบียน 2 ขค 882\nวันที่ {_thd(dt)}\n"
            f"เปลี่ยนน้ำมันเครื่อง 150 บาท, เปลี่ยนยางหลัง 720 บาท, ผ้าเบรกหน้า 280 บาท\nรวม {1150 + r.randint(0, 300)} บาท")


# --------------------------------------------------------------------------- Archive: refurb 2024, QS career, Leeds


def t_refurb(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "quote":
            return ("Lanna Home Renovation (Khun Prasert Wongchai)\n55 Moo 3, Hang Dong, Chiang Mai\n"
                    f"QUOTATION - refurbishment of 8 guest rooms, Baan Siri Guesthouse   {_dd(dt)}\n"
                    "Per room: new vinyl plank floor, repaint, new bathroom tiles and rain shower, LED lighting, "
                    f"teak headboard\n8 rooms x {r.uniform(118000, 132000):,.2f} THB\nWork in two phases of 4 rooms "
                    "(low season), guesthouse stays open. Completion November 2024.")
        if kind == "invoice":
            return ("Lanna Home Renovation\nINVOICE - room refurbishment, phase "
                    f"{r.choice(['1 (rooms 101-103, 201)', '2 (rooms 202, 203, 301, 302)'])}\nDate: {_dd(dt)}\n"
                    f"Amount: {r.uniform(380000, 520000):,.2f} THB\nLess 5% retention. Client: Baan Siri Co., Ltd.")
        if kind == "final":
            rows = ["Room refurbishment 2024 - final account;Budget;Final;Variance"]
            for n, b in (("Lanna Home Renovation phase 1", 500000), ("Lanna Home Renovation phase 2", 500000),
                         ("Nimman Furniture Studio", 212000), ("Bathroom fittings (Boonthavorn)", 138000),
                         ("Curtains & linen", 64000), ("Air-con replacement 4 units", 96000)):
                v = int(b * r.uniform(0.94, 1.12))
                rows.append(f"{n};{b};{v};{v - b}")
            rows.append("Retention released 15 Feb 2025;;;closed")
            return "\n".join(rows)
        if kind == "furniture":
            return ("Nimman Furniture Studio\n31 Nimmanhaemin Soi 7, Chiang Mai\nSALES ORDER\n"
                    f"Date: {_dd(dt)}   Customer: Baan Siri Guesthouse\n8 teak headboards 160 cm, 8 bedside tables, "
                    "4 luggage racks, 8 writing desks\n"
                    f"Total {r.uniform(198000, 222000):,.2f} THB, delivery in two lots (July / October 2024)")
        return ("Snag list - refurb phase 2 (rooms 202, 203, 301, 302)\n202: shower screen leaks at base, re-seal\n"
                "203: socket by bed not working; paint touch-up behind door\n301: headboard 2 cm off centre\n"
                f"302: grout stain, extractor fan noisy\nwalked round with Prasert {_dd(dt)}; all done by 20 Nov 2024")
    return f


def t_qs(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        job = r.choice(["Holbeck Mill conversion, Leeds", "Wetherby Health Centre extension",
                        "Horsforth Primary School new teaching block", "Kirkgate Market hall roof refurbishment"])
        if kind == "costplan":
            rows = [f"Cost plan stage 3 - {job};NRM1 element;£"]
            for e in ("Substructure", "Frame", "Upper floors", "Roof", "Stairs", "External walls", "Windows and doors",
                      "Internal finishes", "Services", "Preliminaries 13%", "Contingency 5%"):
                rows.append(f"{e};;{r.randint(40, 900) * 1000}")
            rows.append("Prepared by G Whitworth MRICS, Hartley Booth Partnership;;")
            return "\n".join(rows)
        if kind == "valuation":
            return ("Hartley Booth Partnership, Chartered Quantity Surveyors\n3 Park Square East, Leeds LS1 2NE\n"
                    f"INTERIM VALUATION No. {r.randint(4, 19)} - {job}\nDate: {_dd(dt)}\nContract: JCT DB 2016\n"
                    f"Gross valuation: £{r.uniform(900000, 3200000):,.2f}\nLess retention 3%\nLess previously certified\n"
                    f"Amount due: £{r.uniform(80000, 260000):,.2f}\nG P Whitworth MRICS")
        if kind == "final":
            return (f"Final account agreement - {job}\n{_dd(dt)}\nContract sum £2,418,330.00\n"
                    f"Variations agreed: £{r.uniform(60000, 190000):,.2f}\nLoss and expense (delay, 6 weeks): £41,200.00\n"
                    "Final account agreed with the contractor's QS; signed G. Whitworth, Hartley Booth Partnership")
        if kind == "cv":
            return ("GRAHAM WHITWORTH BSc (Hons) MRICS\nChartered Quantity Surveyor, Leeds\n"
                    "Hartley Booth Partnership 1996-2019: Associate Director from 2008. Cost planning, tendering, "
                    "post-contract and final accounts for health, education and heritage projects up to £25m.\n"
                    "Leeds Metropolitan University, BSc Quantity Surveying 1994. RICS APC 1998.")
        if kind == "resign":
            return (f"{_dd(dt)}\nDear Richard,\n\nPlease accept this letter as notice of my resignation from Hartley Booth "
                    "Partnership. My last working day will be 28 June 2019. After 23 years it is hard to write; Porn and "
                    "I are moving to Chiang Mai to open a small guesthouse. I'll hand over the Holbeck Mill final account "
                    "to Sarah.\n\nWith thanks,\nGraham")
        if kind == "p45":
            return ("P45 Part 1A - Details of employee leaving work\nEmployer PAYE reference 075/HB22190\n"
                    "Employee: Graham Peter Whitworth, NI JR447102C\nLeaving date: 28 06 2019\n"
                    f"Total pay to date this employment: £{r.uniform(14000, 16000):,.2f}\nTotal tax to date: "
                    f"£{r.uniform(2400, 3100):,.2f}\nTax code 1250L")
        rows = ["RICS CPD record;Activity;Hours"]
        for y in range(2014, 2019):
            rows.append(f"{y};NEC4 / JCT update seminar, RICS Yorkshire;{r.randint(6, 12)}")
            rows.append(f"{y};Online: ethics and professional standards;{r.randint(2, 4)}")
        return "\n".join(rows)
    return f


def t_home(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "completion":
            return ("Whitaker Lowe LLP, Solicitors, Leeds\nCompletion statement - sale of 14 Grove Lane, Headingley, "
                    f"Leeds LS6 4EQ\nCompletion date: {_dd(dt)}\nSale price: £312,500.00\nRedemption of Nationwide "
                    f"mortgage: £{r.uniform(58000, 72000):,.2f}\nEstate agent (Dales & Co) 1.2% + VAT: £4,500.00\n"
                    "Our fees: £1,150.00\nBalance to you: transferred to Nationwide account")
        if kind == "removals":
            return ("Pennine Overseas Removals Ltd, Bradford\nQuotation - Leeds to Chiang Mai, 20 ft container shared\n"
                    f"Date: {_dd(dt)}\nVolume 9 cubic metres, packing, export wrap, sea freight to Laem Chabang, "
                    "customs clearance and delivery to Chiang Mai\nTotal £4,860.00 incl. marine insurance")
        if kind == "inventory":
            rows = ["Box;Room;Contents;Value £"]
            for i, (a, b) in enumerate((("Kitchen", "Le Creuset pans, mugs"), ("Study", "QS books, files"),
                                        ("Lounge", "record player, 120 LPs"), ("Bedroom", "winter clothes"),
                                        ("Garage", "Leeds United memorabilia"), ("Study", "photo albums")), 1):
                rows.append(f"{i};{a};{b};{r.randint(50, 600)}")
            return "\n".join(rows)
        return ("Leeds City Council - Council Tax final bill\n14 Grove Lane, Leeds LS6 4EQ, Band D\n"
                f"Period 01/04/2019 to {dt:%d/%m/%Y}: £{r.uniform(300, 450):.2f}\nAccount closed.")
    return f


def t_trip_old(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "hoian":
            return ("Anantara-style boutique: Hoi An Riverside Villa\nBooking confirmation\n"
                    "Guests: Graham, Siriporn and Emily Whitworth\nCheck-in 12 April 2025, check-out 17 April 2025, "
                    f"Family room with river view\nTotal {r.uniform(11000, 16000):,.0f} THB, breakfast included")
        if kind == "vietjet":
            return ("VietJet Air - Itinerary\nBooking code " + f"{r.randint(10**5, 10**6 - 1)}\nVJ 921 CNX-DAD 11 Apr 2025 "
                    "14:20\nVJ 920 DAD-CNX 17 Apr 2025 17:35\n3 passengers WHITWORTH, 20 kg each")
        return ("Christmas in Otley 2023 - costs\nFlights TG 108,400 THB\nCar hire Enterprise £312\nPresents £260\n"
                "Karen's for Christmas, Mum's on Boxing Day. Back 3 January.")
    return f


EBOOKS = [("A Year in the Merde", "Stephen Clarke", "Expat comedy set in Paris."),
          ("The Beach", "Alex Garland", "A backpacker hears of a secret beach in Thailand."),
          ("Very Thai: Everyday Popular Culture", "Philip Cornwel-Smith", "Why Thai street life looks the way it does."),
          ("Thailand Fever", "Chris Pirazzi and Vitida Vasant", "A couples' guide to Thai-Western relationships."),
          ("The Damned Utd", "David Peace", "Brian Clough's 44 days at Leeds United."),
          ("Kitchen Confidential", "Anthony Bourdain", "Adventures in the culinary underbelly."),
          ("Setting Up a Small Cafe", "J. Ross", "Layout, coffee, staffing and margins for a small cafe."),
          ("Bangkok Days", "Lawrence Osborne", "Essays on the city."),
          ("Sapiens", "Yuval Noah Harari", "A brief history of humankind.")]
TRACKS = [("Kennedy", "The Wedding Present", "Bizarro"), ("I Predict a Riot", "Kaiser Chiefs", "Employment"),
          ("Common People", "Pulp", "Different Class"), ("There She Goes", "The La's", "The La's"),
          ("Made of Stone", "The Stone Roses", "The Stone Roses"), ("Fools Gold", "The Stone Roses", "The Stone Roses"),
          ("Bua Loy", "Carabao", "Made in Thailand"), ("Khon Kon Kham", "Bodyslam", "Kraton"),
          ("Ruam Pon", "Pongsit Kampee", "Best of"), ("Sit Down", "James", "Gold Mother"),
          ("Oh Yeah", "Ash", "1977"), ("Temptation", "New Order", "Substance")]


def t_recipe(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        return {
            "khaosoi": "ข้าวซอยไก่ (สูตรแม่บัวคำ)\nพริกแกงข้าวซอย 3 ช้อน, กะทิ 500 มล., น่องไก่ 6 ชิ้น, ผงกะหรี่ 1 ช้อน\n"
                       "เส้นบะหมี่ไข่ ทอดกรอบส่วนหนึ่ง เสิร์ฟกับหอมแดง ผักกาดดอง มะนาว",
            "yorkshire": "Yorkshire puddings (Mum's)\n3 eggs, 115 g plain flour, 275 ml milk, pinch of salt\nRest batter "
                         "1 hour. Beef dripping smoking hot, 220C, 20 minutes, don't open the oven.",
            "saioua": "ไส้อั่ว\nหมูสับติดมัน 1 กก., ตะไคร้ ข่า ใบมะกรูด หอมแดง กระเทียม พริกแห้ง\nยัดไส้ แล้วย่างไฟอ่อน",
            "shepherd": "Shepherd's pie for 6\n800 g lamb mince, onions, carrots, Worcestershire sauce, stock\nMash 1 kg "
                        "potatoes with butter, cheddar on top, 200C 30 min. Lamb from Rimping.",
            "hanglay": "แกงฮังเล\nหมูสามชั้น 1 กก., ผงฮังเล, ขิงซอย, กระเทียมดอง, น้ำมะขาม, ถั่วลิสง\nเคี่ยวไฟอ่อน 2 ชั่วโมง",
        }[kind]
    return f


def t_thai(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        return {
            "tones": "Thai lesson 14 - tones with Khru Nok (AUA Chiang Mai)\nmai ek, mai tho, mai tri, mai jattawa\n"
                     "ไม้เอก ไม้โท ไม้ตรี ไม้จัตวา\nmid class + mai ek = low tone: ก่า\nhigh class + no mark = rising: ขา",
            "phrases": "useful for the guesthouse / ประโยคที่ใช้บ่อย\nห้องว่างไหม - is there a room free?\n"
                       "เช็คเอาท์กี่โมง - what time is check-out?\nแอร์เสีย - the air-con is broken\nน้ำร้อนไม่มา - no hot water",
            "vocab": "vocab week 22\nช่าง chang - tradesman\nปูน puun - cement\nหลังคา lang-kaa - roof\nงวด nguat - instalment\n"
                     "ใบอนุญาต bai a-nu-yaat - permit/licence\nใบเสร็จ bai set - receipt",
            "grammar": "Classifiers: khon (people), tua (animals, clothes, tables), lem (books, knives), khan (cars, "
                       "umbrellas), hong (rooms)\nห้อง 8 ห้อง - eight rooms\nรถ 2 คัน - two cars",
        }[kind]
    return f


def t_nrm(r: random.Random, dt: datetime) -> str:
    return ("NRM2 quick reference - detailed measurement for building works (RICS, 2nd ed.)\n"
            "Work sections: 1 Preliminaries, 2 Off-site manufactured materials, 5 Excavating and filling, "
            "11 In-situ concrete works, 14 Masonry, 17 Sheet roof coverings, 28 Floor, wall, ceiling finishings\n"
            "Measurement rules: state dimensions to the nearest 10 mm; areas less than 1 m2 enumerated.\n"
            "Preliminaries: employer's requirements vs contractor's cost items. Risk allowances separate.")


def t_jct(r: random.Random, dt: datetime) -> str:
    return ("JCT 2016 notes - payment provisions\nInterim payments monthly; due date + 14 days final date for payment\n"
            "Payment notice within 5 days of due date; pay less notice no later than 5 days before final date\n"
            "Retention 3% (5% in Thai contracts typically), half released at practical completion\n"
            "Loss and expense: clause 4.20-4.26 - relevant matters only")


def t_manual(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        return {
            "daikin": "DAIKIN Inverter room air conditioner FTKQ12 - Operation manual\nCleaning the air filter every two "
                      "weeks. Error codes: U4 communication error, A5 freeze protection, E7 fan motor lock.",
            "heater": "Stiebel Eltron DS 45 E instant water heater - installation and operation\n4,500 W, 230 V, RCD 30 mA "
                      "required. If water is lukewarm, clean the shower head and check the flow sensor.",
            "pump": "Mitsubishi WP-255R automatic water pump - user manual\nPressure tank check every 6 months. Do not run dry.",
        }[kind]
    return f


def t_loop(r: random.Random, dt: datetime) -> str:
    return ("Mae Hong Son Loop by motorbike - notes & map\nChiang Mai - Pai 135 km (762 bends) - Mae Hong Son 110 km - "
            "Mae Sariang 170 km - Chiang Mai 190 km\nBest Nov-Feb. Fuel in Pai and Khun Yuam. Doi Inthanon detour.")


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

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    G = "Guesthouse"

    def ago(age: float) -> datetime:
        return NOW - timedelta(days=age)

    # ------------------------------------------------------------ Documents/Baan Siri (Areas Guesthouse)
    b = "Documents/Baan Siri"
    for age in (3, 33, 64, 95, 125, 156, 410):
        m = ago(age)
        add(f"{b}/Bookings/Booking.com/reservations_{m:%Y-%m}.csv", A, G, age, t_bcom)
    add(f"{b}/Bookings/Booking.com/reservations_{ago(33):%Y-%m} (1).csv", A, G, 32, t_bcom)
    for age in (4, 35, 66, 97, 380):
        add(f"{b}/Bookings/Airbnb/airbnb_{ago(age):%m_%Y}.csv", A, G, age, t_airbnb)
    for age in (2, 33, 63, 94):
        add(f"{b}/Bookings/Booking.com/Invoices/Booking.com invoice {ago(age):%b %Y}.pdf", A, G, age, t_bcom_inv)
    add(f"{b}/Bookings/occupancy 2026.xlsx", A, G, 1, t_occupancy)
    add(f"{b}/Bookings/occupancy 2025.xlsx", A, G, 160, t_occupancy)
    for age in (2, 32, 63, 93, 124):
        add(f"{b}/Staff/เงินเดือน/เงินเดือน {TH_M[ago(age).month - 1]} {ago(age).year + 543}.xlsx", A, G, age, t_payroll)
    for age in (2, 33):
        add(f"{b}/Staff/เงินเดือน/สลิป {ago(age):%m-%Y}.docx", A, G, age, t_payslip)
    for age in (9, 40, 70, 101, 131):
        add(f"{b}/Staff/Social security/SPS 1-10 {ago(age):%Y-%m}.pdf", A, G, age, t_sso)
    add(f"{b}/Staff/สัญญาจ้าง น้อย.docx", A, G, 1450, t_staff_contract)
    add(f"{b}/Staff/สัญญาจ้าง แอน.docx", A, G, 280, t_staff_contract)
    add(f"{b}/Staff/staff rota June.xlsx", A, G, 4, lambda r, dt: "Day;Morning;Afternoon;Night\n" + "\n".join(
        f"{d};{r.choice(STAFF_EN[:2])};{r.choice(['Ann Panya', 'Porn'])};Tee Srisuk" for d in
        ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")))
    for key, ages in (("laundry", (6, 37, 68)), ("linen", (120,)), ("coffee", (14, 75)), ("water", (21,)),
                      ("makro", (5, 26))):
        for age in ages:
            add(f"{b}/Suppliers/{key.capitalize()}/{key}_{_iso(ago(age))}.pdf", A, G, age, t_supplier(key))
    for age in (11, 41, 72):
        add(f"{b}/Utilities/PEA {ago(age):%Y-%m}.pdf", A, G, age, t_pea)
    add(f"{b}/Utilities/3BB internet contract.pdf", A, G, 700, lambda r, dt:
        "3BB Broadband - Business Fibre 1000/500 Mbps\nCustomer: Baan Siri Co., Ltd.\nMonthly fee 1,290 THB + VAT, "
        f"contract 24 months from {_dd(dt)}\nFixed IP, guest Wi-Fi mesh 6 points")
    add(f"{b}/Accounts/P&L 2025.xlsx", A, G, 120, t_accounts)
    add(f"{b}/Accounts/P&L 2026.xlsx", A, G, 3, t_accounts)
    add(f"{b}/Accounts/PND50 2025 summary.pdf", A, G, 2, t_pnd50)
    add(f"{b}/Accounts/PND50 2024 summary.pdf", A, G, 368, t_pnd50)
    add(f"{b}/Accounts/50 tawi Lanna Accounting.pdf", A, G, 48, t_withholding)
    add(f"{b}/Guests/airport pickup TG114.eml", A, G, 18, t_guest_eml)
    add(f"{b}/Guests/Loy Krathong group.eml", A, G, 7, t_guest_eml)
    add(f"{b}/Guests/review replies.txt", A, G, 10, t_reviews)
    add(f"{b}/Maintenance/aircon service {ago(55):%b %Y}.pdf", A, G, 55, t_aircon_service)
    add(f"{b}/Maintenance/aircon service {ago(240):%b %Y}.pdf", A, G, 240, t_aircon_service)
    add(f"{b}/Company/company affidavit DBD.pdf", A, G, 200, lambda r, dt:
        "Department of Business Development - Company certificate\nBaan Siri Co., Ltd., registration 0505562004417, "
        "registered 12 August 2019\nDirector: Mrs Siriporn Whitworth\nCapital 2,000,000 THB, 20,000 shares: Thai "
        "shareholders 51%\nObject: hotel and guesthouse, food and beverage")
    add(f"{b}/Manuals/Daikin FTKQ manual.pdf", R, G, 900, t_manual("daikin"))
    add(f"{b}/Manuals/Stiebel DS 45 E.pdf", R, G, 560, t_manual("heater"))
    add(f"{b}/Manuals/water pump WP-255R.pdf", R, G, 1300, t_manual("pump"))
    dot(f"{b}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 2)

    # ------------------------------------------------------------ Rooftop cafe (Projects Guesthouse)
    c = "Documents/Rooftop Cafe"
    add(f"{c}/Contractor/Wiang Ping quotation rev2.pdf", P, G, 150, t_cafe_quote)
    add(f"{c}/Contractor/Wiang Ping quotation rev3 FINAL.pdf", P, G, 128, t_cafe_quote)
    add(f"{c}/Contractor/contract signed.pdf", P, G, 118, lambda r, dt:
        f"{WP}\n\nCONSTRUCTION CONTRACT - rooftop cafe extension\nEmployer: Baan Siri Co., Ltd.\nSigned {_dd(dt)}\n"
        "Contract sum: 1,615,450.00 THB incl. VAT. 5 stage payments, 5% retention for 6 months.\n"
        "Completion: 31 August 2026. Delay damages 2,000 THB per day.")
    for i, age in enumerate((88, 52, 19), 1):
        add(f"{c}/Contractor/claim {i}.pdf", P, G, age, t_cafe_claim)
    add(f"{c}/Contractor/VO 1 shelving.docx", P, G, 70, t_vo)
    add(f"{c}/Contractor/VO 3 base plate glass.docx", P, G, 16, t_vo)
    add(f"{c}/Contractor/Re programme and VO 3.eml", P, G, 15, t_cafe_eml)
    add(f"{c}/Permit/building permit Or1 approval.pdf", P, G, 110, t_permit)
    add(f"{c}/Permit/engineer report Arun.pdf", P, G, 140, t_engineer)
    add(f"{c}/Permit/roof plan A-02.pdf", P, G, 138, lambda r, dt:
        "Drawing A-02 Roof plan - rooftop cafe, Baan Siri Guesthouse. Scale 1:50. Bar 4.2 m, WC, 10 tables, "
        "planters along parapet, stair enclosure. Drawn: Arun Saetang. Rev B.")
    add(f"{c}/Permit/สอ1 ขออนุญาตสถานที่จำหน่ายอาหาร.docx", P, G, 9, t_food_licence)
    add(f"{c}/cafe budget v3.xlsx", P, G, 2, t_cafe_budget)
    add(f"{c}/cafe budget v2.xlsx", P, G, 60, t_cafe_budget)
    add(f"{c}/Equipment/espresso quote Lanna Coffee Equipment.pdf", P, G, 24, t_espresso)
    add(f"{c}/menu draft v2.docx", P, G, 12, t_menu)
    add(f"{c}/site notes.txt", P, G, 1, t_cafe_notes)
    for i, age in enumerate((100, 80, 61, 40, 22, 8, 2)):
        photo(f"{c}/Progress photos/IMG_{5120 + i * 37}.jpg", P, G, age)
    photo(f"{c}/Progress photos/IMG_5402.HEIC", P, G, 1)
    photo(f"{c}/moodboard.png", P, G, 45)
    add(f"{c}/~$fe budget v3.xlsx", L, "System", 0.2, b"\x0bGraham W    " + bytes(150))
    dot(f"{c}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 1)

    # ------------------------------------------------------------ Hotel licence 2026 (Projects Guesthouse)
    h = "Documents/Hotel licence 2026"
    add(f"{h}/RR5 renewal application.pdf", P, G, 6, t_lic_app)
    add(f"{h}/fire inspection 2026.pdf", P, G, 20, t_fire)
    add(f"{h}/เช็คลิสต์ ต่อใบอนุญาต.docx", P, G, 5, t_lic_check)
    add(f"{h}/ตอบกลับ ปกครองจังหวัด.eml", P, G, 27, t_lic_eml)
    add(f"{h}/licence 5-2564 copy.pdf", P, G, 30, t_lic_old)
    add(f"{h}/Ror1 building inspection.pdf", P, G, 11, t_ror1)
    add(f"{h}/floor plans 1-3.pdf", P, G, 13, lambda r, dt:
        "Floor plans for hotel licence - Baan Siri Guesthouse. Ground: reception, rooms 101-103, breakfast area. "
        "1st: 201-203. 2nd: 301-302, linen store. Fire exits and extinguisher positions marked.")
    for i, age in enumerate((14, 14, 14, 13)):
        photo(f"{h}/photos/room {ROOMS[i * 2].split()[0]}.jpg", P, G, age)

    # ------------------------------------------------------------ UK trip Sept 2026 (Projects Travel)
    u = "Documents/UK trip Sept 2026"
    add(f"{u}/TG e-ticket.pdf", P, "Travel", 70, t_flight)
    add(f"{u}/plan.docx", P, "Travel", 6, t_itin)
    add(f"{u}/LNER Kings Cross - Leeds.pdf", P, "Travel", 40, t_lner)
    add(f"{u}/Enterprise York.pdf", P, "Travel", 25, t_carhire)
    add(f"{u}/Airbnb York.eml", P, "Travel", 33, t_york)
    add(f"{u}/Ploy passport/HMPO application.pdf", P, "Travel", 28, t_passport)
    add(f"{u}/Porn UK visa decision.pdf", P, "Travel", 10, t_eta)
    add(f"{u}/travel insurance.pdf", P, "Travel", 8, t_travel_ins)
    add(f"{u}/letter to school absence.docx", P, "Travel", 17, t_school_letter)
    add(f"{u}/Ambleside cottage.pdf", P, "Travel", 45, lambda r, dt:
        "Lakeland Cottage Holidays - booking confirmation\nHowe Cottage, Ambleside, 17-22 September 2026, sleeps 4\n"
        f"Total £{r.uniform(780, 920):.2f}, deposit paid, balance due 6 weeks before arrival. Guest: G Whitworth")

    # ------------------------------------------------------------ Visa (Areas)
    v = "Documents/Visa"
    for age in (3, 93, 183, 273, 363):
        add(f"{v}/90 day/TM47 receipt {_iso(ago(age))}.pdf", A, "Visa", age, t_tm47)
    add(f"{v}/Extension 2025/TM7 2025.pdf", A, "Visa", 286, t_tm7)
    add(f"{v}/Extension 2025/Bangkok Bank letter.pdf", A, "Visa", 287, t_bank_letter)
    add(f"{v}/Extension 2024/TM7 2024.pdf", A, "Visa", 652, t_tm7)
    add(f"{v}/extension checklist.txt", A, "Visa", 15, t_ext_check)
    add(f"{v}/passport bio page.pdf", A, "Visa", 800, lambda r, dt:
        "United Kingdom of Great Britain and Northern Ireland - Passport\nSurname WHITWORTH  Given names GRAHAM PETER\n"
        "Nationality British Citizen  Date of birth 11 FEB 1969  Place of birth LEEDS\nDate of expiry 14 MAR 2032")

    # ------------------------------------------------------------ Pensions (Areas Pension)
    pn = "Documents/Pensions"
    add(f"{pn}/State pension forecast {ago(40).year}.pdf", A, "Pension", 40, t_forecast)
    add(f"{pn}/State pension forecast 2023.pdf", A, "Pension", 950, t_forecast)
    add(f"{pn}/CF83 accepted.pdf", A, "Pension", 500, t_ni)
    add(f"{pn}/Pennine Mutual statement {ago(62).year}.pdf", A, "Pension", 62, t_private)
    add(f"{pn}/Pennine Mutual statement {ago(430).year}.pdf", A, "Pension", 430, t_private)
    add(f"{pn}/retirement options pack.pdf", A, "Pension", 110, t_drawdown)
    add(f"{pn}/pension tracker.xlsx", A, "Pension", 30, t_pension_xlsx)

    # ------------------------------------------------------------ Money (Areas Finance)
    mo = "Documents/Money"
    for age in (5, 36, 66):
        add(f"{mo}/Nationwide/statement {ago(age):%Y-%m}.pdf", A, "Finance", age, t_nationwide)
    for age in (4, 34):
        add(f"{mo}/Bangkok Bank/BBL {ago(age):%Y%m}.csv", A, "Finance", age, t_bbl_csv)
    add(f"{mo}/KBank/kbank_statement_{ago(8):%Y%m}.csv", A, "Finance", 8, t_kbank)
    for age in (12, 43, 74):
        add(f"{mo}/Wise/transfer {_iso(ago(age))}.pdf", A, "Finance", age, t_wise)
    add(f"{mo}/HMRC/SA statement {ago(130).year}.pdf", A, "Finance", 130, t_hmrc)
    add(f"{mo}/HMRC/SA statement {ago(495).year}.pdf", A, "Finance", 495, t_hmrc)
    add(f"{mo}/household budget 2026.xlsx", A, "Finance", 20, t_budget)

    # ------------------------------------------------------------ นา แพร่ (Areas Farm)
    f_ = "Documents/นา แพร่"
    add(f"{f_}/บัญชีนา 2568.xlsx", A, "Farm", 170, t_farm_xlsx)
    add(f"{f_}/บัญชีนา 2567.xlsx", A, "Farm", 530, t_farm_xlsx)
    add(f"{f_}/ใบรับซื้อข้าว โรงสีเจริญผล.docx", A, "Farm", 168, t_rice_sale)
    add(f"{f_}/ธกส ยอดหนี้.docx", A, "Farm", 150, t_baac)
    add(f"{f_}/บิลปุ๋ย.txt", A, "Farm", 300, t_fert)
    add(f"{f_}/ค่าแรงเกี่ยวข้าว.xlsx", A, "Farm", 190, t_workers)
    add(f"{f_}/ภาษีที่ดิน.docx", A, "Farm", 250, t_landtax)
    add(f"{f_}/แชท ชัย.txt", A, "Farm", 185, t_line_chai)
    for i, age in enumerate((190, 188, 520)):
        photo(f"{f_}/รูป/IMG_{3301 + i * 11}.jpg", R, "Photos", age)

    # ------------------------------------------------------------ Ploy school (Areas School)
    s = "Documents/Ploy school"
    for age in (25, 140, 260):
        add(f"{s}/fees/invoice {ago(age):%b %Y}.pdf", A, "School", age, t_fee)
    add(f"{s}/reports/Term 2 report.pdf", A, "School", 75, t_report)
    add(f"{s}/reports/Term 1 report.pdf", A, "School", 180, t_report)
    add(f"{s}/Khao Yai consent.pdf", A, "School", 190, t_consent)
    add(f"{s}/Year 9 letter.eml", A, "School", 48, t_school_eml)
    add(f"{s}/CMBA old school/transfer certificate.pdf", X, "School", 1420, t_old_school)
    add(f"{s}/CMBA old school/ใบเสร็จค่าเทอม 2565.docx", X, "School", 1500, lambda r, dt:
        f"โรงเรียนสองภาษาเชียงใหม่\nใบเสร็จรับเงินค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1/2565\nนักเรียน ด.ญ.พลอย วิทเวิร์ธ ป.4\n"
        f"จำนวนเงิน {r.randint(38000, 45000):,} บาท")

    # ------------------------------------------------------------ Health (Areas)
    he = "Documents/Health"
    add(f"{he}/AsiaCare policy schedule {ago(150).year}.pdf", A, "Health", 150, t_policy)
    add(f"{he}/AsiaCare policy schedule {ago(515).year}.pdf", A, "Health", 515, t_policy)
    add(f"{he}/Ping Nakhon/bill {_iso(ago(16))}.pdf", A, "Health", 16, t_hospital)
    add(f"{he}/Ping Nakhon/bill {_iso(ago(98))}.pdf", A, "Health", 98, t_hospital)
    add(f"{he}/Ping Nakhon/blood test {ago(16):%b %Y}.pdf", A, "Health", 16, t_lab)
    add(f"{he}/claim Ploy dental.pdf", A, "Health", 58, t_claim)
    add(f"{he}/meds.txt", A, "Health", 9, t_meds)

    # ------------------------------------------------------------ Car & bike (Areas Car)
    cb = "Documents/Car & bike"
    add(f"{cb}/Fortuner tax {ago(85).year}.pdf", A, "Car", 85, t_car_tax)
    add(f"{cb}/prb {ago(86).year}.pdf", A, "Car", 86, t_prb)
    add(f"{cb}/insurance renewal.pdf", A, "Car", 100, t_car_ins)
    add(f"{cb}/Toyota service {ago(44):%b %Y}.pdf", A, "Car", 44, t_service)
    add(f"{cb}/Toyota service {ago(230):%b %Y}.pdf", A, "Car", 230, t_service)
    add(f"{cb}/บิลซ่อม Click.txt", A, "Car", 130, t_bike)
    add(f"{cb}/green book scan.pdf", A, "Car", 700, lambda r, dt: "Vehicle registration book (lem khiao) - copy\n"
        "Toyota Fortuner 2.4 V 2019, chassis MR0GA3FS80040171, engine 2GD-F, owner Mrs Siriporn Whitworth")

    # ------------------------------------------------------------ Refurb 2024 (Archive Guesthouse)
    rf = "Documents/Refurb 2024"
    for name, age, kind in (("Lanna Home Renovation quote.pdf", 860, "quote"), ("invoice phase 1.pdf", 700, "invoice"),
                            ("invoice phase 2.pdf", 585, "invoice"), ("final account.xlsx", 470, "final"),
                            ("Nimman Furniture order.pdf", 720, "furniture"), ("snag list phase 2.docx", 560, "snag")):
        add(f"{rf}/{name}", X, G, age, t_refurb(kind))
    for i, age in enumerate((830, 829, 700, 690, 575, 570)):
        photo(f"{rf}/photos/{'before' if i < 2 else 'after'}_{ROOMS[i].split()[0]}.jpg", X, G, age)

    # ------------------------------------------------------------ Old Dell backup (Archive, by subject)
    od = "Documents/Old Dell backup"
    for name, age, kind in (("HBP/Holbeck Mill/cost plan stage 3.xlsx", 2700, "costplan"),
                            ("HBP/Wetherby HC/cost plan rev C.xlsx", 2950, "costplan"),
                            ("HBP/Holbeck Mill/valuation 11.pdf", 2600, "valuation"),
                            ("HBP/Kirkgate roof/valuation 7.pdf", 2530, "valuation"),
                            ("HBP/Wetherby HC/final account agreed.docx", 2800, "final"),
                            ("My Documents/CV Graham Whitworth 2019.docx", 2580, "cv"),
                            ("My Documents/RICS CPD record.xlsx", 2620, "cpd"),
                            ("My Documents/P45 HBP.pdf", 2520, "p45")):
        add(f"{od}/{name}", X, "Surveying", age, t_qs(kind))
    add(f"{od}/My Documents/Document1.docx", X, "Surveying", 2555, t_qs("resign"), True)
    add(f"{od}/My Documents/Book1.xlsx", X, "Surveying", 2900, t_qs("costplan"), True)
    for name, age, kind in (("Grove Lane sale/completion statement.pdf", 2470, "completion"),
                            ("Grove Lane sale/removals quote Pennine.pdf", 2560, "removals"),
                            ("Grove Lane sale/shipping inventory.xlsx", 2500, "inventory"),
                            ("Grove Lane sale/council tax final.pdf", 2465, "ctax")):
        add(f"{od}/{name}", X, "Home", age, t_home(kind))
    add(f"{od}/My Documents/scan0001.pdf", X, "Home", 2471, t_home("completion"), True)
    add(f"{od}/My Documents/desktop.ini", L, "System", 2520, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    add(f"{od}/My Documents/Thumbs.db", L, "System", 2520, bytes(r.getrandbits(8) for _ in range(300)))

    # ------------------------------------------------------------ past trips (Archive Travel)
    add("Documents/Travel/Hoi An 2025/hotel confirmation.pdf", X, "Travel", 425, t_trip_old("hoian"))
    add("Documents/Travel/Hoi An 2025/VietJet itinerary.pdf", X, "Travel", 430, t_trip_old("vietjet"))
    add("Documents/Travel/Otley Xmas 2023/costs.txt", X, "Travel", 880, t_trip_old("xmas"))
    add("Documents/Travel/Mae Hong Son loop.pdf", R, "Travel", 600, t_loop)

    # ------------------------------------------------------------ Resources: books, recipes, Thai, QS reference
    for i, (t, a, p) in enumerate(EBOOKS):
        add(f"Documents/Books/{t}.epub" if i != 6 else f"Downloads/{t}.epub", R, "Books", 200 + i * 97 if i != 6 else 75,
            _epub(t, a, "en", p))
    for name, kind, age in (("ข้าวซอยไก่ แม่.docx", "khaosoi", 1100), ("Yorkshire puddings.txt", "yorkshire", 1900),
                            ("ไส้อั่ว.txt", "saioua", 800), ("shepherds pie.docx", "shepherd", 1400)):
        add(f"Documents/Recipes/{name}", R, "Cooking", age, t_recipe(kind))
    for name, kind, age in (("lesson 14 tones.docx", "tones", 500), ("guesthouse phrases.txt", "phrases", 900),
                            ("classifiers.txt", "grammar", 420)):
        add(f"Documents/Learning Thai/{name}", R, "Language", age, t_thai(kind))
    add("Documents/QS reference/NRM2 quick reference.pdf", R, "Surveying", 2300, t_nrm)
    add("Documents/QS reference/JCT payment notes.pdf", R, "Surveying", 140, t_jct)

    # ------------------------------------------------------------ Music
    for i, (t, a, al) in enumerate(TRACKS):
        add(f"Music/Music/Media.localized/{a}/{al}/{i % 9 + 1:02d} {t}.mp3", R, "Music", 400 + i * 61, _id3(r, t, a, al))

    # ------------------------------------------------------------ Pictures (Resources Photos)
    for i, age in enumerate((30, 29, 29, 12, 12, 4)):
        photo(f"Pictures/2026/IMG_{6010 + i * 23}.{'HEIC' if i % 2 else 'jpg'}", R, "Photos", age)
    for i, age in enumerate((410, 409, 300, 250, 233)):
        photo(f"Pictures/2025/IMG_{4400 + i * 51}.jpg", R, "Photos", age)
    for i in range(4):
        photo(f"Pictures/Hoi An 2025/DSC0{1211 + i * 7}.jpg", R, "Photos", 415 - i)
    for i in range(4):
        photo(f"Pictures/UK Xmas 2023/IMG_{1870 + i * 9}.jpg", R, "Photos", 880 - i)
    photo("Pictures/Ploy Sports Day.jpg", R, "Photos", 100)
    photo("Pictures/Mum 84th.heic", R, "Photos", 620)
    for i, age in enumerate((1, 22, 140)):
        photo(f"Desktop/Screenshot {_iso(ago(age))} at {10 + i}.{14 + i * 7:02d}.3{i}.png", R, "Photos", age)
    dot("Pictures/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(40), 4)

    # ------------------------------------------------------------ Porn iPhone backup 2021 (Archive Backup)
    pb = "Porn iPhone backup 2021"
    for i in range(6):
        photo(f"{pb}/DCIM/100APPLE/IMG_{811 + i * 13:04d}.{'HEIC' if i % 3 else 'JPG'}", X, "Backup", 1790 + i * 20)
    add(f"{pb}/Notes/ของที่ต้องซื้อ.txt", X, "Backup", 1800, "ผ้าปูที่นอน 6 ชุด\nสบู่ แชมพู ขวดเล็ก\nไข่ 2 แผง\nกาแฟ")
    add(f"{pb}/Notes/wifi.txt", X, "Backup", 1805, "Baan Siri Guest / baansiri2019\nBaan Siri Staff / noi-tee-fon")
    add(f"{pb}/Contacts.vcf", X, "Backup", 1800, "BEGIN:VCARD\nVERSION:3.0\nFN:ชัย แก้วมณี\nTEL:+66 86 118 2244\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Karen Brook\nTEL:+44 7700 900417\nEND:VCARD\n")

    # ------------------------------------------------------------ Downloads (mess; hard files)
    dl = "Downloads"
    for name, bk, tp, age, fn in (
            ("document.pdf", A, G, 33, t_bcom_inv), ("document (1).pdf", A, "Finance", 128, t_hmrc),
            ("document (2).pdf", A, "Pension", 41, t_forecast), ("document (3).pdf", A, "Visa", 94, t_tm47),
            ("document (4).pdf", A, "School", 74, t_report), ("document (5).pdf", P, G, 111, t_permit),
            ("document (6).pdf", A, "Finance", 97, t_nationwide), ("document (7).pdf", X, G, 600, t_refurb("invoice")),
            ("document (8).pdf", R, "Surveying", 160, t_jct), ("export.csv", A, G, 20, t_airbnb),
            ("export (1).csv", A, "Finance", 63, t_bbl_csv), ("export (2).csv", A, G, 12, t_bcom),
            ("export (3).csv", A, "Finance", 150, t_kbank), ("invoice.pdf", A, "School", 141, t_fee),
            ("invoice (1).pdf", P, G, 19, t_cafe_claim), ("invoice (2).pdf", A, G, 37, t_supplier("laundry")),
            ("invoice (3).pdf", A, "Car", 231, t_service), ("receipt.pdf", A, "Health", 30, t_hospital),
            ("receipt (1).pdf", A, "Car", 450, t_car_tax), ("download.pdf", A, "Pension", 480, t_ni),
            ("download (1).pdf", R, "Travel", 400, t_loop), ("quotation.pdf", P, G, 23, t_espresso),
            ("confirmation.pdf", P, "Travel", 69, t_flight), ("attachment.pdf", P, G, 19, t_fire),
            ("attachment (1).pdf", A, "Pension", 61, t_private), ("print.pdf", X, "Travel", 420, t_trip_old("hoian")),
            ("Message.eml", P, "Travel", 38, t_sister), ("Forwarded message.eml", A, "School", 90, t_school_eml),
            ("Untitled.pdf", A, "School", 192, t_consent), ("document (9).pdf", A, "Health", 150, t_policy)):
        add(f"{dl}/{name}", bk, tp, age, fn, True)
    for name, age in (("LINE.dmg", 300), ("zoomusInstallerFull.pkg", 210), ("googlechrome.dmg", 500),
                      ("vlc-3.0.21-universal.dmg", 380), ("TeamViewer.dmg", 90), ("calibre-7.26.0.dmg", 260)):
        add(f"{dl}/{name}", R, "Software", age, _blob(r, b"koly" if name.endswith(".dmg") else b"xar!", 1200))
    for i, age in enumerate((6, 2, 51)):
        photo(f"{dl}/IMG_{1234 + i * 111}.jpg", R, "Photos", age)
    add(f"{dl}/Thai alphabet chart.pdf", R, "Language", 520, lambda r, dt:
        "Thai consonants by class: mid ก จ ฎ ฏ ด ต บ ป อ; high ข ฉ ฐ ถ ผ ฝ ศ ษ ส ห; low the rest. 44 consonants, 32 vowels.")
    add(f"{dl}/Booking.com payout statement May.pdf.crdownload", L, "System", 0.1, _blob(r, b"%PDF-1.7\n", 700))
    add(f"{dl}/macOS Sequoia installer.dmg.crdownload", L, "System", 1, _blob(r, b"koly", 900))
    add(f"{dl}/calibre-8.0.dmg.part", L, "System", 2, _blob(r, b"koly", 600))
    dot(f"{dl}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(80), 0.5)
    dot(f"{dl}/.localized", b"", 1500)

    # ------------------------------------------------------------ Desktop
    for name, bk, tp, age, fn in (
            ("Untitled.txt", P, G, 0.5, t_cafe_notes), ("Untitled 2.txt", A, "Visa", 20, t_visa_reminder),
            ("notes.txt", P, "Travel", 3, t_packing), ("todo.txt", P, G, 4, t_lic_check),
            ("Document1.docx", A, "Health", 35, t_insure_letter), ("Book1.xlsx", A, "Finance", 50, t_budget),
            ("ไม่มีชื่อ.txt", A, "Farm", 60, t_fert), ("Untitled 3.txt", R, "Language", 25, t_thai("vocab"))):
        add(f"Desktop/{name}", bk, tp, age, fn, True)
    add("Desktop/~$cument1.docx", L, "System", 0.3, b"\x0bGraham W    " + bytes(150))
    dot("Desktop/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(50), 0.3)

    # ------------------------------------------------------------ Documents/Scans (macOS scanner names)
    for bk, tp, age, fn in ((A, "Health", 100, t_lab), (A, G, 70, t_sso), (A, "Car", 451, t_prb),
                            (A, "Visa", 653, t_bank_letter), (P, G, 12, t_ror1), (P, "Travel", 29, t_passport),
                            (A, G, 131, t_pea), (A, "Finance", 160, t_wise), (X, G, 560, t_refurb("snag"))):
        d = ago(age)
        add(f"Documents/Scans/Scan {_iso(d)} at {9 + age % 8}.{age % 60:02d}.{age % 50 + 10}.pdf", bk, tp, age, fn, True)

    # ------------------------------------------------------------ 2025/ (scans and stray files)
    for i, (bk, tp, age, fn) in enumerate(((A, "Visa", 289, t_tm7), (A, "Car", 452, t_car_tax), (A, "School", 330, t_fee),
                                           (X, "Travel", 421, t_trip_old("vietjet")), (A, "Finance", 499, t_hmrc),
                                           (A, G, 200, t_sso), (A, "Health", 250, t_hospital), (A, G, 370, t_pnd50),
                                           (A, "Health", 380, t_policy), (A, "Pension", 440, t_private)), 1):
        add(f"2025/scan_{i * 3 + 1:04d}.pdf", bk, tp, age, fn, True)
    add("2025/เอกสาร1.docx", A, "Farm", 170, t_rice_sale, True)
    add("2025/Book1.xlsx", A, "Farm", 175, t_farm_xlsx, True)
    add("2025/Document2.docx", P, G, 165, t_menu, True)
    add("2025/notes.txt", R, "Language", 300, t_thai("grammar"), True)

    # ------------------------------------------------------------ Documents/Porn (her files, generic names)
    for name, bk, tp, age, fn in (
            ("เอกสาร1.docx", A, G, 400, t_staff_contract), ("เอกสาร2.docx", A, "Farm", 520, t_baac),
            ("ข้อความ.txt", A, "Farm", 540, t_line_chai), ("สมุดงาน1.xlsx", A, G, 250, t_payroll),
            ("Untitled.docx", P, G, 30, t_food_licence), ("เอกสาร3.docx", R, "Cooking", 700, t_recipe("hanglay"))):
        add(f"Documents/Porn/{name}", bk, tp, age, fn, True)
    add("Documents/Porn/~$กสาร2.docx", L, "System", 3, b"\x06Porn  " + bytes(150))
    dot("Documents/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(70), 1)
    dot("Documents/.localized", b"", 2000)
    return items
