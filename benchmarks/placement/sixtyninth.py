"""A sixty-ninth unseen labelled corpus: a Houston nail-salon owner's family laptop, ``build(root, seed)``, written blind.

What was read to write it: ``unseen.py``'s module docstring (for how a person and the labelling rules are
written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3`` and
``_blob`` and the first lines of its ``build()`` (the write/encode/add/dot helpers); ``corpus.py``'s ``Item``
dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``,
``_png`` and ``HEIC_HEAD``. Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``,
``scripts/``, the bench scripts, the bodies of the other corpus modules or any placement result. The files and
labels are shaped by what this person would have on disk, not by what any code looks for.

The person: Trang Nguyen (Nguyễn Thị Thu Trang), 45, Vietnamese-American, owner of Lotus Nails & Spa LLC, a
nail salon on Westheimer Road in west Houston, Texas, since 2015; before that she worked as a nail tech at
Diamond Nails & Spa on Bellaire Blvd (2004-2014). Her husband Minh (Trần Văn Minh) is an HVAC technician.
Their children: Kevin (19, finishing his first year at UT Austin), Vy (15, at Alief Westwood High School) and
Bao (9, 3rd grade at Bellfort Oaks Elementary). The family owns a house in Alief (Houston 77072) bought in
2015; before that they rented an apartment on Fondren Road. Trang looks after her elderly parents, Ba (Nguyễn
Văn Hải, 80) and Má (Lê Thị Hoa, 75), who moved into a senior apartment in August 2024 and live on Social
Security, Medicare and a Medicare Savings Program. The family belongs to Chùa Liên Hoa, a Vietnamese Buddhist
temple, where Trang is on the women's committee. Under way now: a second salon in Pearland (lease, build-out,
SBA loan, licences; opening planned for September 2026); Vy's Sweet 16 party on 8 August 2026; a family trip to
Vietnam (Sài Gòn, Cần Thơ, Đà Nẵng/Hội An) from 20 June to 18 July 2026; and a new roof after the April 2026
hail storm, with an insurance claim. Files are English and Vietnamese (with diacritics in Word, text and mail;
scanned and printed PDFs often lose them), on the family's Windows laptop: ``Desktop/``, ``Downloads/``,
``Documents/`` (half-organised, some folder names in Vietnamese), ``Documents/Zalo Received Files/`` (the
Vietnamese messenger), ``Documents/Scans/`` from the Epson scanner (``scan0012.pdf``,
``img20260305_0001.pdf``), year folders, ``Pictures/`` with phone imports (``IMG_4821.HEIC``), a ``Salon PC
backup (USB)/`` copy of the salon's front-desk computer (Square and QuickBooks exports, payroll), an ``Old
laptop/`` copy and an old iPhone backup, unfinished downloads and Windows system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  Pearland second location -- letter of intent, lease drafts, build-out quotes, floor plan, business plan,
  opening budget, SBA loan, city permit, TDLR salon application for the new address, chair order, sign,
  hiring ads, site photos (topic Salon); Vy's Sweet 16 -- venue, DJ, cake, dress, photographer, guest list,
  budget, invitation, decoration ideas (topic Family); the Vietnam trip 2026 -- flights, e-visas, hotels,
  tours, itinerary, gift list, packing list, Bao's new passport, travel insurance, mail from relatives about
  the visit (topic Travel); the new roof -- the hail claim, adjuster's estimate, roofers' quotes, contract,
  HOA approval, damage photos (topic Home).
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. Running the
  salon day to day: Square sales exports, QuickBooks reports, payroll and tips for the nail techs, the IRS
  941/940 and 1099-NEC filings of the LLC, Texas sales-tax returns, supplier invoices, the current Westheimer
  lease and CAM letters, the salon's business insurance, TDLR salon and operator licences (even a 2012
  renewal), health/TDLR inspections, the foot-spa cleaning log, staff schedules and messages, marketing
  (promos, and the nail-art photos shot for the salon's Instagram) -- Salon. Household money: bank and
  credit-card statements, the family budget, the joint 1040 returns prepared by the CPA (even with the
  salon's Schedule C, and even a 2014 return on the old laptop), mortgage, IRAs, Bao's 529 -- Finance. The
  house, its bills, property tax, HOA and the homeowner's policy -- Home. The family's health and health
  insurance -- Health. Ba and Má's Medicare, Part D, Medicaid/MSP letters, Social Security, prescriptions,
  appointments and their senior-apartment rent -- Parents. Vy's and Bao's schools and Kevin's college costs
  (tuition bills, FAFSA, scholarships, 1098-T, housing) -- School. The cars (insurance, registration,
  inspection, loan, service) -- Car. The temple: donation receipts, the women's committee roster and
  newsletters -- Temple. Vital records and IDs (birth, marriage and naturalization certificates, Social
  Security cards, passports other than Bao's renewal) -- Family.
- **Resources**: reference and interests kept for their own sake, by subject: TDLR rules, OSHA and safety
  sheets, product catalogs, nail-art tutorials, the IRS employer's tax guide, exam notes (Salon); articles
  on retirement and college saving (Finance); appliance manuals (Home); health and diet reading (Health);
  the Medicare handbook (Parents); test-prep and financial-aid guides (School); sutras and chanting (Temple);
  travel rules (Travel); recipes and cookbooks (Cooking); songs and karaoke files (Music); installers
  (Software); photos and screenshots (Photos) -- except photos that document a project, current or finished
  (roof damage, the Pearland site, party ideas, past trips, the Tết booth, Kevin's graduation party: the
  project's bucket and topic), the salon's marketing photos (Areas Salon) and photos inside the old iPhone
  backup (Archive Photos).
- **Archive**: finished projects and ended responsibilities: the job at Diamond Nails & Spa, ended 2014, and
  the 2020-21 PPP loan, forgiven (Salon); the Fondren Road apartment, left 2015 (Home); the 2010 Honda
  Odyssey, sold 2023 (Car); Kevin's college applications and high-school graduation, done 2025 (School);
  Kevin's graduation party, May 2025 (Family); moving Ba and Má in 2024 (Parents); past trips -- Vietnam 2019,
  Orlando 2022, Cancún 2023 (Travel); the temple's Tết 2026 food booth that Trang ran (Temple); the old
  iPhone backup (Photos).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Topics are subjects (the roof claim is ``Home`` like the utility bills; the Pearland salon is ``Salon`` like
the payroll; the Sweet 16 is ``Family`` like the birth certificates). ``hard`` marks a file whose name *and*
folder say nothing about its subject (``Downloads/Document (3).pdf``, ``Documents/Scans/scan0012.pdf``,
``Desktop/New Text Document.txt``, ``Documents/Zalo Received Files/tailieu.pdf``, ``Old laptop/My
Documents/scan0001.pdf``, ``Documents/2025/scan0040.pdf``): only the text inside (.txt, .csv, .eml, .pdf,
.docx, .xlsx) can place it. Images are never marked hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import io
import os
import random
import struct
import unicodedata
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


def _d(dt: datetime) -> str:
    return dt.strftime("%m/%d/%Y")


def _long(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _prev_quarter(dt: datetime) -> tuple[int, int, datetime]:
    """The calendar quarter that ended before ``dt`` (a filing is made after its quarter): (q, year, end date)."""
    q0 = (dt.month - 1) // 3
    y = dt.year if q0 else dt.year - 1
    q = q0 if q0 else 4
    end = datetime(y, 3 * q, 31 if q in (1, 4) else 30)
    return q, y, end


def _latin1(text: str) -> str:
    for a, b in (("\u2013", "-"), ("\u2014", "-"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"'),
                 ("\u2026", "..."), ("\u20ac", "EUR"), ("\u2022", "*"), ("\u00a0", " ")):
        text = text.replace(a, b)
    return text.encode("latin-1", "replace").decode("latin-1")


def _plain(text: str) -> str:
    """Vietnamese without diacritics, as a printed-and-scanned PDF's text layer usually has it."""
    text = text.replace("đ", "d").replace("Đ", "D")
    text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    return _latin1(unicodedata.normalize("NFC", text))


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


def _eml(dt: datetime, frm: str, to: str, subject: str, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:00 -0500\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
            + body.strip() + "\n")


# --------------------------------------------------------------------------- seed data

SALON = ("Lotus Nails & Spa LLC\n12650 Westheimer Rd, Suite 140, Houston, TX 77077\n"
         "(281) 496-3318  |  EIN 47-2819365  |  TX Taxpayer No. 3-2058-71943-6")
HOME = "8814 Sandpiper Glen Dr, Houston, TX 77072"
TECHS = [("Lan Phạm", "Lan Pham"), ("Tuyết Trần", "Tuyet Tran"), ("Hùng Lê", "Hung Le"),
         ("Thảo Võ", "Thao Vo"), ("Ngọc Huỳnh", "Ngoc Huynh"), ("Kim Bùi", "Kim Bui"),
         ("Tony Đặng", "Tony Dang")]
PARENTS = "Nguyen Van Hai (DOB 03/14/1946) and Le Thi Hoa (DOB 09/02/1950)"
PARENT_ADDR = "6200 Wilcrest Dr Apt 214, Houston, TX 77072"
PEARLAND = "2810 Business Center Dr, Suite 120, Pearland, TX 77584 (Silverlake Commons)"

# --------------------------------------------------------------------------- salon (Areas)


def t_square(r, dt):
    rows = ["Date,Gross Sales,Discounts & Comps,Net Sales,Tax,Tips,Total Collected,Card,Cash"]
    d0 = dt.replace(day=1)
    for i in range(0, 28, 1):
        day = d0 + timedelta(days=i)
        if day.weekday() == 6 and r.random() < 0.5:
            continue
        g = r.uniform(900, 2600)
        disc = r.choice([0, 0, 10, 15, 25])
        tax = r.uniform(4, 22)
        tips = g * r.uniform(0.14, 0.2)
        tot = g - disc + tax + tips
        cash = r.uniform(60, 300)
        rows.append(f"{_d(day)},{g:.2f},{disc:.2f},{g - disc:.2f},{tax:.2f},{tips:.2f},{tot:.2f},"
                    f"{tot - cash:.2f},{cash:.2f}")
    return "Square - Sales Summary by Day\nLocation: Lotus Nails & Spa (Westheimer)\n" + "\n".join(rows) + "\n"


def t_payroll(r, dt):
    end = dt
    start = dt - timedelta(days=13)
    rows = ["Employee,Hours,Service Sales,Commission 60%,Card Tips,Gross Pay,Fed W/H,Soc Sec,Medicare,Net Pay"]
    for _, name in TECHS[:6]:
        sales = r.uniform(2400, 5200)
        comm = sales * 0.6
        tips = r.uniform(350, 900)
        gross = comm + tips
        fw = gross * r.uniform(0.04, 0.09)
        rows.append(f"{name},{r.randint(58, 82)},{sales:.2f},{comm:.2f},{tips:.2f},{gross:.2f},{fw:.2f},"
                    f"{gross * 0.062:.2f},{gross * 0.0145:.2f},{gross - fw - gross * 0.0765:.2f}")
    return (f"Lotus Nails & Spa LLC - Payroll Summary (QuickBooks Payroll)\nPay period {_d(start)} - {_d(end)}"
            f"  Pay date {_d(end + timedelta(days=3))}\n" + "\n".join(rows) + "\n")


SUPPLIES = [("OPI GelColor 15ml assorted", 9.95), ("DND Gel Duo set", 7.50), ("Acrylic powder 2oz pink", 11.25),
            ("Monomer liquid 1 gal", 64.00), ("Pure acetone 1 gal", 12.50), ("Disposable pedicure liners (250)", 42.00),
            ("Nail files 100/180 (50pk)", 14.75), ("Cuticle oil 16oz", 18.90), ("Pedicure spa salt 5lb", 16.40),
            ("Hospital-grade disinfectant Barbicide 64oz", 27.80), ("Nitrile gloves M (100)", 9.60),
            ("Tip box natural 500", 13.20), ("Callus remover 32oz", 21.00), ("Paraffin wax 6lb", 24.50)]


def t_supply_invoice(r, dt):
    vendor = r.choice(["Saigon Nail Supply Inc.\n11210 Bellaire Blvd Ste 8, Houston, TX 77072",
                       "Pro Beauty Wholesale\n9730 Harwin Dr, Houston, TX 77036"])
    lines, total = [], 0.0
    for name, price in r.sample(SUPPLIES, r.randint(5, 9)):
        q = r.randint(1, 12)
        total += q * price
        lines.append(f"{q:>3}  {name:<44} {price:>8.2f} {q * price:>9.2f}")
    tax = 0.0
    return (f"{vendor}\nINVOICE #{r.randint(40000, 49999)}   Date: {_d(dt)}\nBill to: Lotus Nails & Spa LLC, "
            f"12650 Westheimer Rd Ste 140, Houston TX 77077\nResale certificate on file - no sales tax\n"
            "Qty  Description                                   Price    Amount\n" + "\n".join(lines) +
            f"\nSubtotal {total:,.2f}\nSales tax {tax:.2f}\nTOTAL DUE ${total:,.2f}\nTerms: Net 15. Thank you / Cam on quy khach!\n")


def t_sales_tax(r, dt):
    q, y, _ = _prev_quarter(dt)
    taxable = r.uniform(1800, 4200)
    return ("Texas Comptroller of Public Accounts - Webfile\nTexas Sales and Use Tax Return (Form 01-114) - "
            f"Filing Confirmation\nTaxpayer: LOTUS NAILS & SPA LLC   Taxpayer No. 3-2058-71943-6\n"
            f"Period: quarter {q} of {y}   Filed {_d(dt)}\nTotal sales: {_usd(r, 95000, 140000)}\n"
            f"Taxable sales (retail polish, lotions, gift sets): ${taxable:,.2f}\nTaxable purchases: $0.00\n"
            f"Tax due at 8.25%: ${taxable * 0.0825:,.2f}\nTimely filing discount: -${taxable * 0.0825 * 0.005:,.2f}\n"
            f"Confirmation number: {r.randint(10**9, 10**10 - 1)}\nPayment by ACH debit.\n")


def t_941(r, dt):
    q, y, _ = _prev_quarter(dt)
    wages = r.uniform(62000, 88000)
    return (f"Form 941 - Employer's QUARTERLY Federal Tax Return - Q{q} {y}\nEmployer: Lotus Nails & Spa LLC"
            f"   EIN 47-2819365\nNumber of employees: 7\nWages, tips and other compensation: ${wages:,.2f}\n"
            f"Federal income tax withheld: ${wages * 0.065:,.2f}\nTaxable social security wages and tips: "
            f"${wages:,.2f}\nTaxable Medicare wages and tips: ${wages:,.2f}\nTotal taxes after adjustments: "
            f"${wages * 0.218:,.2f}\nTotal deposits for this quarter (EFTPS): ${wages * 0.218:,.2f}\nBalance due: $0.00\n"
            "Prepared by QuickBooks Payroll - e-filed and accepted by IRS.\n")


def t_1099(r, dt):
    return (f"Form 1099-NEC  Nonemployee Compensation  Tax year {dt.year - 1}\nPAYER: Lotus Nails & Spa LLC, "
            "12650 Westheimer Rd Ste 140, Houston TX 77077, TIN 47-2819365\n"
            f"RECIPIENT: {r.choice(['Jenny Do', 'Michelle Ha', 'Vicky Luu'])} (booth renter - eyelash extensions)\n"
            f"Box 1 Nonemployee compensation: {_usd(r, 8000, 21000)}\nBox 4 Federal income tax withheld: 0.00\n"
            "Copy B - For Recipient. Filed electronically via IRS IRIS.\n")


def t_cam(r, dt):
    return (f"WESTCHASE CROSSING RETAIL LLC\nc/o Marlow Property Management, 2500 CityWest Blvd, Houston TX 77042\n"
            f"{_long(dt)}\nTenant: Lotus Nails & Spa LLC, Suite 140\nRE: {dt.year - 1} Common Area Maintenance "
            f"(CAM) Reconciliation\nYour pro-rata share: 3.42% (1,450 sq ft)\nActual CAM, taxes and insurance "
            f"{dt.year - 1}: {_usd(r, 9800, 12500)}\nEstimated payments received: {_usd(r, 9000, 11000)}\n"
            f"Balance due from tenant: {_usd(r, 300, 1400)} payable with the next month's rent.\n"
            f"Estimated CAM for {dt.year}: {_usd(r, 900, 1100)} per month in addition to base rent.\n")


def t_lease_current(r, dt):
    return ("SHOPPING CENTER LEASE - FIRST AMENDMENT (RENEWAL)\nLandlord: Westchase Crossing Retail LLC\n"
            "Tenant: Lotus Nails & Spa LLC; Guarantor: Trang Thu Nguyen\nPremises: 12650 Westheimer Rd, Suite 140, "
            f"Houston, Texas 77077, approx. 1,450 rentable sq ft\nRenewal term: 60 months commencing {_d(dt)}\n"
            "Base rent: Years 1-2 $3,625.00/mo; Years 3-4 $3,770.00/mo; Year 5 $3,915.00/mo\n"
            "Permitted use: nail salon, manicure, pedicure, waxing and related retail only.\n"
            "Tenant shall maintain ventilation and plumbing serving pedicure stations at its cost.\n"
            "Option to renew: one additional term of five (5) years on 180 days' notice.\n")


def t_bop(r, dt):
    return (f"KEYSTONE COMMERCIAL INSURANCE - Businessowners Policy Declarations\nPolicy BOP-{r.randint(1000000, 9999999)}"
            f"   Policy period {_d(dt)} to {_d(dt + timedelta(days=365))}\nNamed insured: Lotus Nails & Spa LLC, "
            "12650 Westheimer Rd Ste 140, Houston TX 77077\nClass: Nail salon - manicure/pedicure\n"
            "Business personal property: $85,000\nGeneral liability: $1,000,000 per occurrence / $2,000,000 aggregate\n"
            "Professional liability (beauticians): $1,000,000\nBusiness income: 12 months actual loss sustained\n"
            f"Annual premium: {_usd(r, 2300, 3100)}\nAgent: Phuong Ho Insurance Agency, Bellaire Blvd\n")


def t_tdlr_salon(r, dt):
    return ("TEXAS DEPARTMENT OF LICENSING AND REGULATION\nCosmetology Salon License - Renewal Confirmation\n"
            f"License type: Beauty Salon (Manicure Specialty)\nLicense number: 7781{r.randint(100, 999)}\n"
            "Business: LOTUS NAILS & SPA LLC, 12650 WESTHEIMER RD STE 140, HOUSTON TX 77077\n"
            f"Owner: TRANG T NGUYEN\nRenewed: {_d(dt)}   Expires: {_d(dt + timedelta(days=730))}\nFee paid: $53.00\n"
            "Post the license in public view at the salon. Keep manicurist licenses of all operators displayed.\n")


def t_operator(r, dt):
    return ("TEXAS DEPARTMENT OF LICENSING AND REGULATION\nIndividual License Renewal - Receipt\n"
            "Licensee: NGUYEN, TRANG THU\nLicense: Manicurist Specialty (Operator) License No. 1587432\n"
            f"Renewal date: {_d(dt)}   New expiration: {_d(dt + timedelta(days=730))}\n"
            "Continuing education: 4 hours completed (1 hr sanitation, 3 hrs general) - provider Nail Academy Online\n"
            "Fee: $53.00 paid by credit card. Confirmation TDLR-" + str(r.randint(100000, 999999)) + "\n")


def t_inspection(r, dt):
    v = r.sample(["Foot spa cleaning log not completed after each client (16 TAC 83.103)",
                  "Implements stored in closed container not labeled",
                  "Operator license of one employee not displayed at work station",
                  "Used files not discarded after single client use",
                  "Disinfectant container not changed daily / not EPA-registered label visible"], 2)
    return ("TDLR - Cosmetology Inspection Report\nEstablishment: LOTUS NAILS & SPA LLC  Lic. 7781xxx\n"
            f"Address: 12650 Westheimer Rd Ste 140 Houston TX 77077\nInspection date: {_d(dt)}   Type: Routine\n"
            f"Inspector: R. Castillo #{r.randint(100, 999)}\nViolations found:\n1. {v[0]}\n2. {v[1]}\n"
            "Result: Violations noted - corrective action required within 10 days. A follow-up may be conducted.\n"
            "Owner/manager signature: Trang Nguyen\n")


def t_footspa_log(r, dt):
    rows = ["Date,Station,Client #,After each client (drain/scrub/disinfect 10 min),End of day,Weekly,Tech"]
    for i in range(20):
        day = dt - timedelta(days=i // 4)
        rows.append(f"{_d(day)},Pedi {r.randint(1, 6)},{r.randint(1, 14)},Yes,{r.choice(['Yes', ''])},"
                    f"{'Yes' if day.weekday() == 0 else ''},{r.choice(TECHS)[1]}")
    return "FOOT SPA / PEDICURE BASIN CLEANING LOG (TDLR required - keep 2 years)\n" + "\n".join(rows) + "\n"


def t_schedule(r, dt):
    days = ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật"]
    rows = ["Thợ;" + ";".join(days)]
    for vn, _ in TECHS:
        rows.append(vn + ";" + ";".join(r.choice(["9:30-7:30", "10-7", "OFF", "9:30-7:30", "11-6"]) for _ in days))
    return f"Lịch làm việc tiệm Lotus Nails tuần {_d(dt)}\n" + "\n".join(rows) + "\nGhi chú: Chủ Nhật mở 11-5\n"


def t_staff_msg(r, dt):
    vn, en = r.choice(TECHS)
    return _eml(dt, f"{en.lower().replace(' ', '.')}@gmail.com", "lotusnailshouston@gmail.com",
                "Xin nghỉ phép / day off request",
                f"Chị Trang ơi,\n\nEm là {vn}. Em xin nghỉ từ {_d(dt + timedelta(days=10))} đến "
                f"{_d(dt + timedelta(days=13))} vì con em bị ốm phải đi bác sĩ. Em đã nhờ chị Lan làm thế mấy "
                "khách hẹn của em rồi. Bao giờ em đi làm lại em báo chị.\n\nEm cảm ơn chị nhiều.\n" + vn)


def t_pl(r, dt):
    inc = r.uniform(98000, 132000)
    cogs = inc * r.uniform(0.07, 0.1)
    pay = inc * r.uniform(0.48, 0.55)
    rent = 3625 * 3 + 3000
    q, y, end = _prev_quarter(dt)
    return (f"Lotus Nails & Spa LLC\nProfit and Loss\nQ{q} {y} - quarter ending {_d(end)} (Accrual basis)\n"
            f"Income\n  Services income,{inc:,.2f}\n  Retail sales,{r.uniform(1500, 4000):,.2f}\n"
            f"Cost of Goods Sold\n  Nail supplies,{cogs:,.2f}\nExpenses\n  Payroll wages & commission,{pay:,.2f}\n"
            f"  Payroll taxes,{pay * 0.0765:,.2f}\n  Rent & CAM,{rent:,.2f}\n  Utilities (electric, water),"
            f"{r.uniform(1800, 2600):,.2f}\n  Square processing fees,{inc * 0.027:,.2f}\n  Insurance,{r.uniform(600, 800):,.2f}\n"
            f"  Advertising (Facebook/Instagram),{r.uniform(300, 900):,.2f}\nNet Income,{r.uniform(9000, 21000):,.2f}\n")


def t_promo(r, dt):
    return (f"LOTUS NAILS & SPA - {r.choice(['Mother’s Day', 'Back to School', 'Valentine', 'Summer'])} PROMO\n"
            "Post for Facebook + Instagram (English / Tiếng Việt)\n\n"
            "Treat yourself! Deluxe Spa Pedicure + Gel Manicure only $65 (reg. $78).\n"
            "Free nail art on 2 fingers with any full set. Gift cards available at the front desk.\n"
            "Walk-ins welcome - book online through Square: lotusnailshouston.square.site\n\n"
            "Ưu đãi: Pedicure + tay gel chỉ $65. Tặng vẽ 2 ngón khi làm bột. Có bán thẻ quà tặng.\n"
            "#houstonnails #westheimernails #lotusnailsspa\n")


def t_w4(r, dt):
    vn, en = r.choice(TECHS)
    return (f"NEW HIRE CHECKLIST - Lotus Nails & Spa LLC\nEmployee: {en}\nStart date: {_d(dt)}\n"
            "[x] Form W-4 (2026) completed\n[x] Form I-9 with documents verified (List A: U.S. passport)\n"
            "[x] TDLR manicurist license verified online - expires " + _d(dt + timedelta(days=500)) + "\n"
            "[x] Texas new hire report filed with OAG Employer New Hire Reporting\n"
            "[x] Direct deposit form + voided check\n[ ] Sanitation training signed\n"
            "Pay: 60% commission on services, card tips paid on payroll, min. wage guarantee.\n")


def t_instagram_note(r, dt):
    return ("Instagram / Facebook plan - Lotus Nails\n"
            "Post 3x a week: Mon nail art close-up, Wed pedicure chair video, Sat promo.\n"
            "Best times 11am and 7pm. Always tag the tech: @lan.nails.htx, @tuyet_nailart.\n"
            f"Boosted post budget: $40/week. Reviews goal: 20 new Google reviews by {_d(dt + timedelta(days=60))}.\n"
            "Hỏi khách trước khi chụp hình tay - không chụp mặt khách.\n")


# --------------------------------------------------------------------------- salon (Pearland project)


def t_loi(r, dt):
    return (f"LETTER OF INTENT - RETAIL LEASE\n{_long(dt)}\nSilverlake Commons Retail LP, Attn: Brandon Mercer\n"
            f"Proposed Tenant: Lotus Nails & Spa LLC (Trang Nguyen, Managing Member)\nPremises: {PEARLAND}, approx. "
            "1,600 sq ft end-cap\nUse: full-service nail salon with 8 pedicure stations and 10 manicure tables\n"
            "Term: 7 years with one 5-year option\nBase rent: $26.00/sf/yr NNN (est. NNN $8.40/sf)\n"
            "Free rent: 4 months for build-out; Tenant improvement allowance: $25.00/sf\n"
            "Landlord to deliver: HVAC in good working order, 2 restrooms ADA, water and sewer stubbed for pedicure "
            "spas\nThis letter is non-binding and subject to a mutually executed lease.\n")


def t_lease_draft(r, dt, ver):
    return (f"SILVERLAKE COMMONS - RETAIL LEASE  (Draft {ver}, {_d(dt)})\nLandlord: Silverlake Commons Retail LP\n"
            f"Tenant: Lotus Nails & Spa LLC   Guarantor: Trang Thu Nguyen and Minh Van Tran\nPremises: {PEARLAND}\n"
            "Section 4.1 Base Rent: $3,466.67 per month, increasing 3% annually\n"
            "Section 4.3 Rent Commencement: the earlier of opening for business or 120 days after delivery\n"
            "Section 7.2 Tenant Improvements: Landlord allowance $40,000 paid upon completion and lien waivers\n"
            "Section 9 Use: nail salon; no exclusive for other nail salons within the center (TENANT COMMENT: "
            "we ask exclusive - chị Trang muốn độc quyền nail trong center)\n"
            "Section 18 Personal guaranty limited to 24 months of rent (TENANT COMMENT: reduce to 12 months)\n")


def t_buildout_quote(r, dt, who):
    items = [("Demo existing office finish-out", 3200, 5200), ("Plumbing: 8 pedicure spa drains + water lines", 14000, 19500),
             ("Ventilation: source-capture exhaust at manicure tables", 6500, 9800), ("Electrical: 30 outlets, UV lamp circuits",
             5400, 8200), ("Flooring: porcelain tile 1,600 sf", 9600, 13800), ("Paint, ceiling, reception wall", 4200, 6900),
             ("Permits and plan drawings", 2400, 3800)]
    lines, tot = [], 0
    for name, lo, hi in items:
        v = r.uniform(lo, hi)
        tot += v
        lines.append(f"{name:<56} ${v:>10,.2f}")
    return (f"{who}\nPROPOSAL / BÁO GIÁ  #{r.randint(1000, 9999)}   {_d(dt)}\nProject: Lotus Nails & Spa - Pearland, "
            f"{PEARLAND}\n" + "\n".join(lines) + f"\nTOTAL ${tot:,.2f}\nSchedule: 6-8 weeks after permit. 30% deposit, "
            "40% at rough-in inspection, 30% at final.\nValid 30 days.\n")


def t_business_plan(r, dt, ver):
    return (f"BUSINESS PLAN - LOTUS NAILS & SPA PEARLAND ({ver})\nPrepared by Trang Nguyen, {_d(dt)}\n\n"
            "1. Summary\nLotus Nails & Spa has operated on Westheimer Rd since 2015 with 7 technicians and "
            "annual sales around $480,000. We plan a second location in Pearland (Silverlake Commons), a fast-"
            "growing family area with no upscale nail salon within 1.5 miles.\n"
            "2. Services and prices\nSpa pedicure $38-$65, gel manicure $35, full set acrylic/dip $45-$60, kids menu.\n"
            "3. Staffing\nManager: Lan Pham (moving from Westheimer). Hire 5 techs, 1 receptionist.\n"
            "4. Financing\nSBA 7(a) loan $180,000 via Gulf Harbor Bank + owner equity $60,000.\n"
            "5. Projections\nYear 1 sales $310,000; break-even month 14.\n")


def t_opening_budget(r, dt):
    rows = [("Build-out (contractor)", 58000, 76000), ("Pedicure chairs x8", 22000, 30000), ("Manicure tables, stools",
            6500, 9000), ("Sign (channel letters)", 5200, 7800), ("POS / Square hardware", 1200, 1900),
            ("Opening supplies inventory", 7000, 11000), ("Deposit + first month rent", 9000, 11000),
            ("Marketing grand opening", 2500, 4500), ("Working capital 3 months", 35000, 45000)]
    out = ["Hạng mục;Dự tính;Thực tế;Ghi chú"]
    for name, lo, hi in rows:
        est = r.uniform(lo, hi)
        act = est * r.uniform(0.9, 1.1) if r.random() < 0.4 else 0
        out.append(f"{name};{est:,.0f};{act:,.0f}{'' if act else ''};{r.choice(['', 'đã cọc', 'chờ báo giá', 'SBA'])}")
    return "Ngân sách mở tiệm Pearland (Opening budget)\n" + "\n".join(out) + "\n"


def t_sba(r, dt):
    return _eml(dt, "Daniel Okafor <dokafor@gulfharborbank.com>", "lotusnailshouston@gmail.com",
                "SBA 7(a) application - Lotus Nails & Spa Pearland - items needed",
                "Hi Trang,\n\nThank you for the meeting. To move the SBA 7(a) request of $180,000 for the Pearland "
                "location to underwriting, please send:\n- 2023, 2024 and 2025 business tax returns (Schedule C / "
                "1065) and personal returns\n- Year-to-date P&L and balance sheet from QuickBooks\n- SBA Form 1919 "
                "and Form 413 (personal financial statement) for you and Minh\n- Signed LOI or lease draft for "
                "Silverlake Commons and the contractor bid\n- Resume for you and the proposed manager\n\nOnce complete, "
                "approval typically takes 3-4 weeks.\n\nBest regards,\nDaniel Okafor\nSBA Lending Officer, Gulf Harbor Bank")


def t_permit(r, dt):
    return (f"CITY OF PEARLAND - Community Development - Plan Review Comments\nPermit No. COM-2026-{r.randint(1000, 9999)}"
            f"   Review date {_d(dt)}\nProject: Tenant finish-out - nail salon (Lotus Nails & Spa)\nAddress: {PEARLAND}\n"
            "Comments:\n1. Provide mechanical exhaust calculations for manicure stations (IMC 502.20).\n"
            "2. Show pedicure spa indirect waste and backflow prevention on plumbing sheet P1.\n"
            "3. Provide ADA accessible path to restroom and one accessible pedicure station.\n"
            "4. Fire: extinguisher locations and exit signage.\nResubmit corrected sheets. Status: REVISIONS REQUIRED\n")


def t_tdlr_new(r, dt):
    return ("TDLR - Application for Cosmetology Salon License (new location)\nApplication ID: "
            f"APP-{r.randint(1000000, 9999999)}   Submitted {_d(dt)}\nSalon name: Lotus Nails & Spa - Pearland\n"
            f"Location: {PEARLAND}\nOwner: Lotus Nails & Spa LLC (Trang T Nguyen)\nSpecialty: Manicure\n"
            "Status: Pending - license will be issued after the location is ready; inspection within 60 days of "
            "opening. Fee $53.00 paid.\n")


def t_chair_order(r, dt):
    return (f"SPA LUXE PEDICURE CHAIRS - ORDER CONFIRMATION #{r.randint(20000, 29999)}\nDate {_d(dt)}\n"
            "Ship to: Lotus Nails & Spa Pearland, " + PEARLAND + "\n"
            "8 x Maestro III pipeless pedicure spa, color: Cappuccino / Champagne bowl  @ $3,150.00\n"
            "8 x Pedicure tech stool   @ $95.00\nFreight (lift-gate)  $680.00\nTotal $26,640.00   Deposit paid "
            "50% $13,320.00\nEstimated delivery: week of August 10, 2026. Installation by licensed plumber not included.\n")


def t_sign_quote(r, dt):
    return (f"Bayou Signs & Graphics - Quote {r.randint(3000, 3999)}   {_d(dt)}\nCustomer: Trang Nguyen - Lotus Nails "
            "& Spa Pearland\nFront-lit channel letters 'LOTUS NAILS & SPA' 24in, lotus logo 36in, LED, raceway mount\n"
            f"Fabrication and installation: {_usd(r, 5800, 7400)}\nSign permit (City of Pearland) + landlord approval drawings: $450.00\n"
            "Lead time 4 weeks after approval. 50% deposit.\n")


def t_hiring(r, dt):
    return ("CẦN THỢ NAIL GẤP - PEARLAND, TX\n"
            "Tiệm Lotus Nails & Spa mở tiệm mới ở Pearland (Silverlake Commons), khai trương tháng 9/2026.\n"
            "Cần: 4 thợ bột / dip / gel-x, 2 thợ chân tay nước, 1 receptionist biết tiếng Anh.\n"
            "Bao lương $900-$1,400/tuần tùy tay nghề, ăn chia 6/4, tip cao. Khách Mỹ trắng, tiệm sạch sẽ, "
            "không khí vui vẻ. Có license Texas.\nLiên lạc chị Trang: 281-496-3318 (text/Zalo).\n")


def t_timeline(r, dt):
    return ("# Pearland opening - checklist\n\n"
            "- [x] LOI signed (Feb)\n- [x] SBA meeting Gulf Harbor Bank\n- [ ] Lease final - waiting on exclusive clause\n"
            "- [ ] Permit resubmit (ventilation calc from Phát Construction)\n- [ ] Chairs deposit paid - delivery Aug 10\n"
            "- [ ] TDLR salon license new location\n- [ ] Square: add 2nd location, new bank account for Pearland?\n"
            "- [ ] Hire 4-6 techs (post on Zalo groups + Người Việt)\n- [ ] Grand opening Sept 12? flyer + balloons\n"
            f"\nupdated {_d(dt)}\n")

# --------------------------------------------------------------------------- finance (Areas)


def t_bank(r, dt):
    start = r.uniform(4000, 15000)
    rows, bal = [], start
    for desc, lo, hi, sign in (("DEPOSIT LOTUS NAILS OWNER DRAW", 3000, 6000, 1), ("ACH TRAN MINH PAYROLL COOLTECH HVAC",
                               2100, 2600, 1), ("LAKESHORE HOME LOANS MTG PMT", 1880, 1880, -1), ("H-E-B #612",
                               80, 260, -1), ("HONG KONG FOOD MARKET", 40, 160, -1), ("TEXAN STAR AUTO INS",
                               210, 260, -1), ("ZELLE TO LE THI HOA", 300, 500, -1), ("RELIANT-LONE STAR POWER",
                               140, 330, -1), ("UT AUSTIN BURSAR", 0, 0, 0), ("COSTCO WHSE #1094", 120, 420, -1)):
        if not sign:
            continue
        v = r.uniform(lo, hi)
        bal += sign * v
        rows.append(f"{_d(dt - timedelta(days=r.randint(1, 28)))}  {desc:<40} {sign * v:>10,.2f} {bal:>11,.2f}")
    return (f"BAYOU CITY BANK - Personal Checking Statement\nTRANG T NGUYEN / MINH V TRAN\n{HOME}\nAccount ****4471"
            f"   Statement period ending {_d(dt)}\nBeginning balance ${start:,.2f}\n" + "\n".join(rows) +
            f"\nEnding balance ${bal:,.2f}\n")


def t_credit(r, dt):
    rows = [f"{_d(dt - timedelta(days=r.randint(1, 27)))} {m:<34} {r.uniform(lo, hi):>8.2f}" for m, lo, hi in
            (("AMAZON.COM*2K4", 15, 120), ("TARGET 00027", 30, 140), ("SHELL OIL 5744", 35, 70),
             ("PHO DAKAO", 28, 65), ("NETFLIX.COM", 15.49, 15.49), ("ACADEMY SPORTS", 40, 150),
             ("WALGREENS #4410", 8, 60), ("EVA AIRWAYS", 0.01, 0.01))]
    return (f"FRONTIER VISA SIGNATURE - Monthly Statement\nTRANG NGUYEN  Account ending 8830\nClosing date {_d(dt)}\n"
            + "\n".join(rows[:-1]) + f"\nNew balance {_usd(r, 900, 3400)}   Minimum payment due $35.00\n"
            "Rewards: 1.5% cash back on all purchases.\n")


def t_1040(r, dt):
    y = dt.year - 1
    sc = r.uniform(52000, 98000)
    w2 = r.uniform(54000, 68000)
    return (f"LE & ASSOCIATES CPA PLLC - {y} Form 1040 Summary (Married Filing Jointly)\nTaxpayers: Trang T Nguyen "
            f"and Minh V Tran\n{HOME}\nWages (Minh - CoolTech HVAC Services): ${w2:,.2f}\n"
            f"Schedule C - Lotus Nails & Spa LLC (single-member LLC), net profit: ${sc:,.2f}\n"
            f"Self-employment tax (Schedule SE): ${sc * 0.9235 * 0.153:,.2f}\nQualified business income deduction: "
            f"${sc * 0.2 * 0.8:,.2f}\n"
            + ("Child tax credit: 3 qualifying children (Kevin, Vy, Bao)\n" if y < 2024 else
               "Child tax credit: 2 qualifying children (Vy, Bao); credit for other dependent (Kevin)\n")
            + ("American Opportunity Credit (Kevin, UT Austin): $2,500.00\n" if y >= 2025 else "")
            + f"Total tax: {_usd(r, 9000, 16000)}\n"
            f"Estimated payments and withholding: {_usd(r, 9000, 16000)}\nRefund / (Balance due): {_usd(r, -2500, 2500)}\n"
            "E-filed. Keep this copy with your records.\n")


def t_1040_old(r, dt):
    return (f"U.S. Individual Income Tax Return {dt.year - 1} - Form 1040\nFiling status: Married filing jointly\n"
            "Your first name: TRANG T  Last name: NGUYEN   Spouse: MINH V TRAN\nHome address: 9200 Fondren Rd Apt 1108, "
            "Houston TX 77074\nDependents: Kevin Tran (son), Vy Tran (daughter)\n"
            f"Wages (W-2 Diamond Nails & Spa; W-2 CoolTech HVAC): {_usd(r, 48000, 62000)}\n"
            f"Adjusted gross income: {_usd(r, 48000, 62000)}\nEarned income credit: $0\nChild tax credit: $2,000\n"
            f"Refund: {_usd(r, 1800, 3600)} direct deposit\nPaid preparer: Le & Associates CPA\n")


def t_cpa_letter(r, dt):
    return (f"LE & ASSOCIATES CPA PLLC\n10888 Bellaire Blvd Ste 210, Houston TX 77072\n{_long(dt)}\n\nDear Trang and Minh,\n\n"
            f"Your {dt.year - 1} tax organizer is enclosed. Please bring or upload: W-2 from CoolTech HVAC; Form 1098 "
            "(mortgage interest) from Lakeshore Home Loans; " + ("Form 1098-T for Kevin from UT Austin; " if dt.year >= 2026
            else "") + "property tax "
            "receipt; Square 1099-K and the QuickBooks P&L for Lotus Nails & Spa; donation receipts (Chùa Liên Hoa); "
            "Bao's 529 contributions; health insurance Form 1095-A.\nThư này gửi kèm bảng câu hỏi thuế năm nay. "
            "Xin anh chị mang giấy tờ trước ngày 15/3.\n\nOur fee for the joint return with Schedule C is $650.\n\n"
            "Thank you,\nHelen Le, CPA\n")


def t_mortgage(r, dt):
    bal = r.uniform(168000, 176000)
    return (f"LAKESHORE HOME LOANS - Mortgage Statement\nLoan number 0083321947   Statement date {_d(dt)}\n"
            f"Borrowers: Minh V Tran, Trang T Nguyen\nProperty: {HOME}\nPayment due {_d(dt + timedelta(days=20))}: "
            f"$1,880.42\n  Principal $612.18  Interest $741.09  Escrow (taxes and insurance) $527.15\n"
            f"Unpaid principal balance: ${bal:,.2f}\nInterest rate: 4.875% fixed\nYear-to-date interest paid: "
            f"{_usd(r, 1400, 3700)}\n")


def t_escrow(r, dt):
    return (f"LAKESHORE HOME LOANS - Annual Escrow Account Disclosure Statement\n{_long(dt)}\nLoan 0083321947  "
            f"Property {HOME}\nHarris County / Alief ISD property taxes paid: {_usd(r, 5600, 6600)}\n"
            f"Homeowners insurance (Gulf Coast Mutual) paid: {_usd(r, 2900, 3700)}\nEscrow shortage: {_usd(r, 300, 900)}"
            "\nNew monthly escrow payment beginning next year: $561.40 (was $527.15)\n")


def t_ira(r, dt):
    return (f"Summit Investments - Quarterly Statement, quarter ending {_d(dt)}\nRoth IRA - TRANG T NGUYEN  ****2290\n"
            f"Beginning value {_usd(r, 31000, 36000)}\nContributions $1,750.00\nChange in value {_usd(r, -900, 1900)}\n"
            f"Ending value {_usd(r, 33000, 39000)}\nHoldings: Total Stock Market Index Fund 80%, Total Bond Market 20%\n"
            f"{dt.year} contributions to date: $3,500.00 of $7,500 limit\n")


def t_529(r, dt):
    return (f"Texas College Savings Plan - Account Statement {_d(dt)}\nAccount owner: TRANG T NGUYEN\nBeneficiary: "
            f"BAO M TRAN\nPortfolio: Enrollment Year 2035 Portfolio\nContributions this period: $300.00 (automatic $100/month)"
            f"\nMarket value: {_usd(r, 14000, 18500)}\nTotal contributions since opening: {_usd(r, 11000, 13000)}\n")


def t_budget(r, dt):
    rows = ["Khoản;Tháng " + str(m) for m in [dt.month]]
    for k, lo, hi in (("Tiền nhà (mortgage)", 1880, 1881), ("Điện Lone Star", 150, 340), ("Gas + nước", 90, 160),
                      ("Internet + điện thoại", 210, 230), ("Chợ + Costco", 900, 1400), ("Xăng", 260, 380),
                      ("Bảo hiểm xe", 440, 450), ("Tiền Kevin (Austin)", 700, 900), ("Gửi Ba Má", 400, 400),
                      ("Học thêm Vy (SAT) + bơi Bao", 280, 380), ("Chùa cúng dường", 100, 200), ("Tiết kiệm VN trip", 500, 800)):
        rows.append(f"{k};{r.uniform(lo, hi):,.0f}")
    return "CHI TIÊU GIA ĐÌNH " + str(dt.year) + "\n" + "\n".join(rows) + "\nThu nhập: lương Minh + rút từ tiệm\n"


# --------------------------------------------------------------------------- home (Areas + roof project)


def t_electric(r, dt):
    kwh = r.randint(900, 2600)
    return (f"LONE STAR POWER - Electricity Facts & Bill\nService address: {HOME}\nESI ID 1008901023801234567\n"
            f"Statement date {_d(dt)}   Due {_d(dt + timedelta(days=16))}\nUsage {kwh} kWh\nEnergy charge 13.9 c/kWh: "
            f"${kwh * 0.139:,.2f}\nCenterPoint delivery charges: ${kwh * 0.052 + 4.39:,.2f}\nTotal amount due: "
            f"${kwh * 0.191 + 4.39:,.2f}\nPlan: Lone Star Saver 12 (fixed rate)\n")


def t_water(r, dt):
    return (f"City of Houston - Water Bill\nAccount 3304-1187-02   Service: {HOME}\nBill date {_d(dt)}\n"
            f"Water usage {r.randint(5, 14)},000 gallons\nWater charges {_usd(r, 30, 70)}\nWastewater charges "
            f"{_usd(r, 35, 80)}\nDrainage fee $6.83\nAmount due {_usd(r, 80, 150)}\n")


def t_property_tax(r, dt):
    return (f"Harris County Tax Assessor-Collector\n{dt.year} Property Tax Statement\n"
            f"Owner: TRAN MINH V & NGUYEN TRANG T\nProperty: {HOME}  (LOT 22 BLK 4 SANDPIPER GLEN SEC 2)\n"
            f"Appraised value {_usd(r, 268000, 292000)}  Homestead exemption applied\nTaxing units: Harris County, "
            "Alief ISD, City of Houston, Port of Houston, Flood Control, HCC\n"
            f"Total tax due {_usd(r, 5600, 6600)}  Pay by January 31 to avoid penalty. Paid by mortgage escrow.\n")


def t_hoa(r, dt):
    return (f"SANDPIPER GLEN HOMEOWNERS ASSOCIATION\nc/o Crest Community Management\n{_long(dt)}\n\nDear Homeowner "
            f"({HOME}),\n\n" + r.choice([
                "Your annual assessment of $640.00 is due January 31. A late fee of $25 applies after that date.",
                "During a routine inspection we noted that the trash bins are visible from the street. Please store "
                "them behind the fence within 10 days.",
                "The annual meeting will be held at the Alief community center. The pool opens Memorial Day weekend; "
                "new pool tags are available at the office."]) + "\n\nSincerely,\nBoard of Directors\n")


def t_home_policy(r, dt):
    return (f"GULF COAST MUTUAL INSURANCE - Homeowners Policy Declarations (HO-3)\nPolicy HO-{r.randint(4000000, 4999999)}"
            f"   Term {_d(dt)} - {_d(dt + timedelta(days=365))}\nInsured: Minh V Tran & Trang T Nguyen\nLocation: {HOME}\n"
            "Coverage A Dwelling $342,000; B Other structures $34,200; C Personal property $171,000; "
            "D Loss of use $68,400\nDeductible: All perils 1% ($3,420); Windstorm/Hail 2% ($6,840)\n"
            f"Annual premium {_usd(r, 2900, 3800)}  (paid by escrow - Lakeshore Home Loans)\n")


def t_internet(r, dt):
    return (f"Xfinity - Your bill\nTRANG NGUYEN  {HOME}\nBill date {_d(dt)}\nInternet Gigabit: $70.00\n"
            f"xFi Gateway: $15.00\nMobile 4 lines: {_usd(r, 120, 150)}\nTotal due {_usd(r, 205, 235)}  AutoPay on\n")


def t_pest(r, dt):
    return (f"Bug-Out Pest Control  - Service Ticket {r.randint(10000, 99999)}   {_d(dt)}\nCustomer: Trang Nguyen, {HOME}\n"
            "Quarterly general pest service, exterior barrier + interior baseboards, fire ant treatment front yard\n"
            "Termite bait stations checked: 12 / no activity\nCharge $89.00 (quarterly plan)\n")


def t_roof_claim(r, dt):
    return (f"GULF COAST MUTUAL INSURANCE\n{_long(dt)}\nMinh V Tran & Trang T Nguyen\n{HOME}\n\nRE: Claim HO-26-0419-7731"
            "   Date of loss: 04/09/2026 (hail)\n\nWe acknowledge your claim for hail damage to the roof. Field "
            "adjuster Kyle Brandt will contact you to schedule an inspection. Your policy has a 2% windstorm/hail "
            "deductible ($6,840). Please keep receipts for any temporary repairs (tarping).\n\nClaims Department\n")


def t_adjuster(r, dt):
    rcv = r.uniform(17800, 21500)
    return (f"GULF COAST MUTUAL - Statement of Loss / Estimate\nClaim HO-26-0419-7731  Insured: Tran, Minh  "
            f"Inspection {_d(dt)}\nProperty: {HOME}\nRoof: remove and replace laminated comp shingles 31.4 SQ, "
            "felt, drip edge, ridge vent, pipe jacks\nGutters: replace 64 LF front elevation\nWindow screens: 3\n"
            f"Replacement cost value (RCV): ${rcv:,.2f}\nRecoverable depreciation: ${rcv * 0.22:,.2f}\n"
            f"Less deductible: $6,840.00\nActual cash value payment: ${rcv * 0.78 - 6840:,.2f}\n"
            "Depreciation recoverable upon proof of completed repairs.\n")


def t_roof_quote(r, dt, who):
    return (f"{who}\nESTIMATE  {_d(dt)}\nCustomer: Minh Tran / Trang Nguyen, {HOME}\nTear off 1 layer, install "
            "synthetic underlayment, ice & water at valleys, Owens-style architectural shingles (color: Driftwood), "
            "new drip edge, ridge vent, pipe boots; replace front gutters 64 ft; haul off debris; magnetic nail sweep\n"
            f"Total: {_usd(r, 18500, 23900)}   Work with insurance claim - supplements filed with carrier\n"
            "Warranty: 10 yr workmanship. Start date subject to HOA approval and weather.\n")


def t_roof_contract(r, dt):
    return (f"TRAN ROOFING & EXTERIORS LLC - Roofing Contract\nDate {_d(dt)}\nOwner: Minh Tran & Trang Nguyen, {HOME}\n"
            "Scope: full roof replacement per insurance scope (claim HO-26-0419-7731) plus upgrade to Class 4 impact-"
            "resistant shingles (owner pays difference $2,150)\nContract price: insurance RCV + upgrade\n"
            "Payment: ACV check at material delivery; depreciation and deductible at completion\n"
            "Scheduled start: June 10, 2026 (2 days). Texas law: contractor may not waive or pay the deductible.\n")


def t_hoa_roof(r, dt):
    return (f"SANDPIPER GLEN HOA - Architectural Review Committee\n{_long(dt)}\nApplicant: Trang Nguyen, {HOME}\n"
            "Request: roof replacement, architectural shingles color Driftwood, same profile\n"
            "Decision: APPROVED. Work hours 7am-7pm Mon-Sat. Dumpster on driveway max 7 days.\n")


def t_roof_mail(r, dt):
    return _eml(dt, "Kyle Brandt <kbrandt@gulfcoastmutual.com>", "trangnguyen81@gmail.com",
                "Claim HO-26-0419-7731 - inspection and next steps",
                "Ms. Nguyen,\n\nThank you for meeting me at the property today. I confirmed hail damage to the "
                "shingles on all slopes and dents to the front gutters. My estimate will be uploaded to your claim "
                "portal within 3 business days. Once the roof is replaced, send the final invoice from your "
                "roofer so we can release the recoverable depreciation.\n\nKyle Brandt\nField Adjuster")

# --------------------------------------------------------------------------- health, parents


def t_avs(r, dt):
    who, why = r.choice([("Trang Nguyen", "Annual wellness exam; BP 128/82; A1c 5.9 (prediabetes) - diet and walking"),
                         ("Minh Tran", "Low back pain after lifting a condenser unit; muscle strain; PT referral"),
                         ("Bao Tran", "Sore throat, rapid strep negative; fluids, ibuprofen as needed"),
                         ("Vy Tran", "Sports physical for volleyball - cleared for participation")])
    return (f"Westchase Family Medicine - After Visit Summary\nPatient: {who}   Visit date {_d(dt)}\n"
            f"Provider: Dr. Anh Vu, MD\nReason / Assessment: {why}\nFollow up in {r.choice([3, 6, 12])} months.\n"
            "Patient portal: mychart.westchasefm.com\n")


def t_eob(r, dt):
    billed = r.uniform(180, 950)
    return (f"Blue Star Health (Marketplace Silver HMO) - Explanation of Benefits\nMember: {r.choice(['Trang Nguyen', 'Minh Tran', 'Vy Tran', 'Bao Tran'])}"
            f"   Processed {_d(dt)}\nProvider: {r.choice(['Westchase Family Medicine', 'Memorial Hermann Imaging', 'Quest Diagnostics'])}\n"
            f"Amount billed ${billed:,.2f}  Plan discount ${billed * 0.4:,.2f}  Plan paid ${billed * 0.45:,.2f}\n"
            f"You may owe ${billed * 0.15:,.2f}\nDeductible met to date: {_usd(r, 400, 2500)} of $4,000 family\nTHIS IS NOT A BILL.\n")


def t_ortho(r, dt):
    return (f"Bright Smiles Orthodontics - Statement {_d(dt)}\nPatient: Vy Tran   Responsible party: Trang Nguyen\n"
            "Treatment: comprehensive braces, 24 months, started 09/2024\nContract $5,400.00  Insurance max $1,500.00\n"
            f"Monthly payment $162.50  Remaining balance {_usd(r, 900, 2100)}\nNext adjustment appointment "
            f"{_d(dt + timedelta(days=35))} 4:00 PM\n")


def t_mammo(r, dt):
    return (f"Memorial Hermann Breast Care Center - Results Letter\n{_long(dt)}\nDear Trang Nguyen,\n\nYour recent "
            "screening mammogram showed no evidence of cancer (BI-RADS 1: Negative). We recommend a screening "
            "mammogram every year. Please share this letter with your doctor.\n")


def t_vaccine(r, dt):
    return ("Texas Immunization Record - ImmTrac2\nName: BAO MINH TRAN   DOB 02/11/2017\n"
            "DTaP: 5 doses; IPV: 4 doses; MMR: 2 doses; Varicella: 2 doses; Hep B: 3; Hep A: 2\n"
            f"Influenza: {_d(dt)} (Walgreens)\nMeets Texas school requirements for grade 3. Next: Tdap and MenACWY at age 11.\n")


def t_dental(r, dt):
    return (f"Alief Family Dental - Receipt  {_d(dt)}\nPatient: {r.choice(['Minh Tran', 'Bao Tran', 'Trang Nguyen'])}\n"
            "D1110 Adult/child prophylaxis; D0120 periodic exam; D0274 bitewings\n"
            f"Total {_usd(r, 210, 320)}  Insurance est. {_usd(r, 150, 200)}  Paid today {_usd(r, 40, 90)} (Visa)\n")


def t_msn(r, dt):
    who = r.choice(["LE THI HOA", "NGUYEN VAN HAI"])
    return (f"Medicare Summary Notice for Part B (Medical Insurance)\n{who}\n{PARENT_ADDR}\nMedicare Number ****-***-"
            f"{r.randint(1000, 9999)}\nThis notice is for claims processed {_d(dt - timedelta(days=90))} - {_d(dt)}\n"
            f"Dr. Lam Cardiology Associates: office visit, ECG  Amount charged {_usd(r, 240, 420)}  Medicare paid "
            f"{_usd(r, 110, 190)}  You may be billed $0.00 (Medicare Savings Program pays your coinsurance)\n"
            "Did Medicare approve all services? YES. THIS IS NOT A BILL.\n")


def t_partd(r, dt):
    return (f"SilverScript-Gulf Part D Prescription Drug Plan - Explanation of Benefits\nMember: NGUYEN VAN HAI   Month: {dt:%B %Y}\n"
            "Drugs filled: Metformin 500mg, Amlodipine 5mg, Atorvastatin 20mg, Eliquis 5mg\n"
            f"Total drug cost {_usd(r, 560, 720)}  Plan paid {_usd(r, 540, 700)}  You paid {_usd(r, 4, 14)}\n"
            f"You receive Extra Help (Low Income Subsidy) - low copays for generic and brand drugs in {dt.year}.\n")


def t_ssa(r, dt):
    return (f"SOCIAL SECURITY ADMINISTRATION\nDate: {_long(dt)}\n{r.choice(['LE THI HOA', 'NGUYEN VAN HAI'])}\n{PARENT_ADDR}\n\nYour benefit amount will "
            f"increase by 2.8% beginning January {dt.year + 1}.\nMonthly benefit before deductions: {_usd(r, 780, 860)}\n"
            "Medicare Part B premium: paid by the State of Texas (Medicare Savings Program)\n"
            f"Amount we will deposit each month: {_usd(r, 780, 860)}\nIf you disagree, call 1-800-772-1213.\n")


def t_msp(r, dt):
    return (f"TEXAS HEALTH AND HUMAN SERVICES COMMISSION\n{_long(dt)}\nCase No. {r.randint(100000000, 999999999)}\n"
            f"NGUYEN VAN HAI, LE THI HOA  {PARENT_ADDR}\n\nIt is time to renew your Medicare Savings Program (QMB) "
            "benefits. Complete the enclosed renewal form H1200-R and send proof of income (Social Security award "
            f"letters) and bank statements by {_d(dt + timedelta(days=30))}. If you do not respond, your benefits "
            "may end. Need help? Call 2-1-1, option 2.\n")


def t_parent_appts(r, dt):
    return ("LỊCH HẸN BÁC SĨ CỦA BA MÁ\n"
            f"- {_d(dt + timedelta(days=4))} 9:30 sáng: Má khám mắt Dr. Trần (cườm mắt), nhớ mang kính cũ\n"
            f"- {_d(dt + timedelta(days=11))} 2:00 chiều: Ba tái khám tim Dr. Lam, đem bảng đo huyết áp\n"
            f"- {_d(dt + timedelta(days=19))}: lấy thuốc Eliquis ở CVS Wilcrest (refill)\n"
            "- Gọi Medicare hỏi về giấy MSN của Ba\n- Nhờ Kevin gọi HHSC khi về nhà hè (gia hạn QMB)\n"
            "Số Medicare của Ba Má để trong bìa xanh ở nhà Má.\n")


def t_parent_rent(r, dt):
    return (f"BELLAIRE SENIOR VILLAGE - Annual Recertification Notice\n{_long(dt)}\nResident(s): {PARENTS}\nUnit: "
            f"{PARENT_ADDR}\nYour tenant rent for the coming year will be 30% of adjusted income: "
            f"{_usd(r, 380, 460)} per month effective {_d(dt + timedelta(days=60))}.\nPlease bring Social "
            "Security letters and Medicare cards to the leasing office by the 15th. Interpreter (Vietnamese) available.\n")


def t_parent_rx(r, dt):
    return (f"CVS Pharmacy #7821 - Wilcrest Dr\nPrescription receipt {_d(dt)}\nPatient: LE, THI HOA\n"
            "Alendronate 70mg tab - 4 - $4.90\nLatanoprost 0.005% eye drops - 1 - $4.90\nCalcium + D3 600mg - 60 - $7.99\n"
            "Plan: SilverScript-Gulf PDP (LIS)\nTotal paid $17.79\n")


# --------------------------------------------------------------------------- school, car, temple, family


def t_ut_bill(r, dt):
    return (f"The University of Texas at Austin - Tuition and Fees Bill\nStudent: Kevin M Tran   UT EID kmt2294\n"
            f"Semester: {'Fall ' + str(dt.year) if 3 <= dt.month <= 9 else 'Spring ' + str(dt.year + (dt.month >= 10))}\nTuition (resident, flat rate): $5,713.00\n"
            f"Financial aid applied: Pell Grant {_usd(r, 2400, 3600)}; Texas Advance Commitment / TEXAS Grant {_usd(r, 1500, 2200)}\n"
            f"Amount due: {_usd(r, 0, 900)}  Due date {_d(dt + timedelta(days=21))}\nPay online at What I Owe.\n")


def t_housing(r, dt):
    return (f"University Housing and Dining - 2026-27 Housing Contract Confirmation\nStudent: Kevin Tran\nBuilding: "
            "Jester West, double room   Meal plan: Dine In 10 + $700 Dine In Dollars\n"
            f"Academic year rate: {_usd(r, 13400, 14200)}, billed by semester\nPrepayment $180 received {_d(dt)}.\n")


def t_fafsa(r, dt):
    y = dt.year + (dt.month >= 10)
    return (f"{y}-{(y + 1) % 100:02d} FAFSA Submission Summary\nStudent: KEVIN M TRAN   Processed {_d(dt)}\nStudent Aid Index (SAI): "
            f"{r.randint(2000, 6000)}\nYou may be eligible for a Federal Pell Grant.\nSchool receiving your info: "
            "The University of Texas at Austin (003658)\nParent contributors: Trang T Nguyen, Minh V Tran - "
            "consent and approval provided.\n")


def t_1098t(r, dt):
    return (f"Form 1098-T Tuition Statement  {dt.year - 1}\nFILER: The University of Texas at Austin, Austin TX 78712\n"
            f"STUDENT: KEVIN M TRAN\nBox 1 Payments received for qualified tuition: {_usd(r, 11000, 11600)}\n"
            f"Box 5 Scholarships or grants: {_usd(r, 6800, 8900)}\nBox 8 At least half-time student: X\n")


def t_scholarship(r, dt):
    return (f"VIETNAMESE AMERICAN COMMUNITY OF HOUSTON - Scholarship Committee\n{_long(dt)}\nDear Kevin Tran,\n\n"
            "Congratulations! You have been selected to receive the Renewable Scholarship for 2026-27 in the "
            "amount of $1,500, paid directly to The University of Texas at Austin. To keep it, maintain a 3.0 GPA "
            "and complete 10 hours of community service at the Tết festival.\n")


def t_report(r, dt):
    g = lambda: r.randint(82, 99)  # noqa: E731
    return (f"ALIEF ISD - Alief Westwood High School - Report Card  {dt.year - 1}-{dt.year}\nStudent: VY T TRAN   Grade 10\n"
            f"English II Honors {g()}\nAlgebra II Pre-AP {g()}\nChemistry {g()}\nAP World History {g()}\n"
            f"Spanish II {g()}\nVolleyball / Athletics {g()}\nAbsences: {r.randint(0, 4)}  Tardies: {r.randint(0, 3)}\n")


def t_psat(r, dt):
    return (f"PSAT/NMSQT Score Report  Test date {_d(dt - timedelta(days=40))}\nVY TRAN  Alief Westwood HS  Grade 10\n"
            f"Total score {r.randint(1160, 1320)}  Reading and Writing {r.randint(580, 660)}  Math {r.randint(580, 680)}\n"
            "Skills insights and practice: Khan Academy linked.\n")


def t_teacher_mail(r, dt):
    return _eml(dt, "Ms. Rachel Ortiz <rachel.ortiz@aliefisd.net>", "trangnguyen81@gmail.com",
                "Bao - reading progress and field trip",
                "Dear Mrs. Nguyen,\n\nBao has made great progress in reading this six weeks; his MAP score moved up "
                "to grade level. He still rushes on math word problems, so please practice with him 15 minutes a day. "
                "Our 3rd grade field trip to the Houston Museum of Natural Science is next Friday; please sign the "
                "permission slip and send $12 by Wednesday.\n\nThank you,\nMs. Ortiz\n3rd Grade, Bellfort Oaks Elementary")


def t_band(r, dt):
    return (f"Alief Westwood Volleyball Booster Club - Invoice {_d(dt)}\nAthlete: Vy Tran (JV)\nSpirit pack + "
            "practice jersey $85.00\nTournament travel fee $60.00\nTotal $145.00  Pay via SchoolCash Online\n")


def t_car_ins(r, dt):
    return (f"TEXAN STAR AUTO INSURANCE - Declarations Page\nPolicy TX-{r.randint(10000000, 99999999)}  Term {_d(dt)} - "
            f"{_d(dt + timedelta(days=182))}\nNamed insured: Trang Nguyen, Minh Tran  {HOME}\nVehicles: 2021 Toyota Sienna "
            "XLE; 2019 Ford F-150 XL; 2012 Honda Civic LX (garaged Austin TX - Kevin Tran)\nLiability 100/300/100, "
            f"UM/UIM, PIP $2,500, Collision $1,000 ded\n6-month premium {_usd(r, 2500, 2900)}\n")


def t_registration(r, dt):
    return (f"Texas Department of Motor Vehicles - Vehicle Registration Renewal Receipt\n{_d(dt)}\n"
            f"Vehicle: 2021 TOYOTA SIENNA  Plate {r.choice(['RTX', 'LMN', 'PKZ'])}-{r.randint(1000, 9999)}\n"
            "Owner: TRANG T NGUYEN\nRegistration fee $51.75; local fees $10.00; inspection program fee $7.50\n"
            f"Valid through {dt + timedelta(days=365):%m/%Y}  Sticker mailed to {HOME}\n")


def t_emissions(r, dt):
    return (f"Vehicle Inspection Report - Texas (Emissions, Harris County)\nDate {_d(dt)}  Station: Quick Lube & "
            "Inspection, Wilcrest Dr\nVehicle: 2019 FORD F-150  VIN 1FTEW1EP9KK******\nOBD II emissions test: PASS\n"
            "Fee $18.50\n")


def t_car_loan(r, dt):
    return (f"Toyota Motor Credit - Statement {_d(dt)}\nAccount ****6611  2021 TOYOTA SIENNA\nBorrower: TRANG T NGUYEN\n"
            f"Payment due $612.40   Remaining balance {_usd(r, 6200, 9800)}\nPayments remaining: {r.randint(10, 16)}\n")


def t_car_service(r, dt):
    return (f"Sterling McCall Service - Repair Order {r.randint(600000, 699999)}  {_d(dt)}\nVehicle 2021 Toyota Sienna, "
            f"mileage {r.randint(48000, 61000)}\nSynthetic oil change, tire rotation, cabin air filter, brake inspection "
            f"(front pads 4mm - recommend next visit)\nTotal {_usd(r, 140, 290)}\n")


def t_donation(r, dt):
    return (f"CHÙA LIÊN HOA - LIEN HOA BUDDHIST TEMPLE\n10950 Beechnut St, Houston TX 77072  (501(c)(3) EIN 76-0412295)\n"
            f"Biên nhận cúng dường / Donation receipt  {_d(dt)}\nPhật tử: Nguyễn Thị Thu Trang & Trần Văn Minh\n"
            f"Số tiền: {_usd(r, 100, 600)}  ({r.choice(['Lễ Phật Đản', 'Vu Lan', 'Tết', 'Quỹ xây chánh điện', 'hằng tháng'])})\n"
            "No goods or services were provided in exchange for this contribution.\nA Di Đà Phật.\n")


def t_donation_year(r, dt):
    return (f"LIEN HOA BUDDHIST TEMPLE - Year-end contribution statement {dt.year - 1}\nDonor: Trang Nguyen & Minh Tran, "
            f"{HOME}\nTotal contributions {dt.year - 1}: {_usd(r, 1400, 2600)}\nNo goods or services were provided. "
            "Please keep for your tax records.\n")


def t_roster(r, dt):
    names = ["Cô Hạnh", "Chị Trang", "Chị Mai", "Cô Bảy", "Chị Loan", "Chị Thủy", "Cô Tư", "Chị Diệp"]
    rows = ["Chủ Nhật;Nấu cơm chay;Rửa chén;Chưng bông"]
    for i in range(6):
        day = dt + timedelta(days=7 * i)
        rows.append(f"{_d(day)};{r.choice(names)}, {r.choice(names)};{r.choice(names)};{r.choice(names)}")
    return "BAN PHỤ NỮ CHÙA LIÊN HOA - LỊCH TRỰC\n" + "\n".join(rows) + "\nAi bận xin báo Cô Hạnh trước thứ Sáu.\n"


def t_newsletter(r, dt):
    return (f"BẢN TIN CHÙA LIÊN HOA - tháng {dt.month}/{dt.year}\n"
            "- Khóa tu Bát Quan Trai: Chủ Nhật đầu tháng, 8 giờ sáng.\n- Lớp Việt ngữ và Phật pháp cho thiếu nhi mỗi "
            "sáng Chủ Nhật (Bao học lớp 3).\n- Quỹ xây dựng chánh điện: đã được 68% ($412,000).\n"
            "- Ban Phụ Nữ cần người phụ nấu trong Lễ Vu Lan.\nNam Mô Bổn Sư Thích Ca Mâu Ni Phật.\n")


def t_vital(r, dt, kind):
    return {
        "birth": ("THE STATE OF TEXAS - CERTIFICATION OF BIRTH\nName: BAO MINH TRAN\nDate of birth: FEBRUARY 11, 2017"
                  "\nPlace of birth: HOUSTON, HARRIS COUNTY\nMother: TRANG THU NGUYEN  Father: MINH VAN TRAN\n"
                  "Issued by Texas Vital Statistics. State file number 142-17-0xxxxx\n"),
        "natz": ("UNITED STATES OF AMERICA - CERTIFICATE OF NATURALIZATION (copy)\nName: TRANG THU NGUYEN\n"
                 "Country of former nationality: VIETNAM\nDate of birth: 1981  Sex: F\nOath taken 2003 at Houston, Texas\n"
                 "Keep the original in the safe deposit box - dùng để làm passport.\n"),
        "marriage": ("HARRIS COUNTY CLERK - MARRIAGE LICENSE (certified copy)\nApplicants: MINH VAN TRAN and TRANG THU NGUYEN"
                     "\nDate of marriage: 2005, Houston, Texas\nOfficiant: Rev. Peter Nguyen\n"),
        "ssn": ("Social Security cards - copies (front)\nTRANG THU NGUYEN ***-**-4418\nMINH VAN TRAN ***-**-2290\n"
                "KEVIN MINH TRAN ***-**-7703\nVY THAO TRAN ***-**-1146\nBAO MINH TRAN ***-**-9051\n"),
        "passport": ("Passport copies - U.S. Department of State\nTRAN, MINH VAN  expires 2031\nNGUYEN, TRANG THU  expires 2029\n"
                     "TRAN, VY THAO  expires 2027 (issued as a minor, 5 years)\nTRAN, KEVIN MINH  expires 2034\n"),
    }[kind]

# --------------------------------------------------------------------------- Sweet 16 (Projects Family)

PARTY = "Vy's Sweet 16 - Saturday, August 8, 2026, 6:00-11:00 PM"


def t_venue(r, dt):
    return (f"GRAND JADE BALLROOM - Banquet Event Contract\n9140 Bellaire Blvd, Houston TX 77036\nContract date {_d(dt)}\n"
            f"Client: Trang Nguyen   Event: Sweet 16 birthday - Vy Tran\nDate: August 8, 2026  6:00 PM - 11:00 PM\n"
            "Guaranteed guests: 120 (final count due 10 days before)\nMenu: 8-course Chinese-Vietnamese banquet at $42/person "
            "(tôm hùm sốt gừng hành, gà quay, xôi gấc)\nRoom, tables, chair covers, dance floor, LED backdrop included\n"
            "Deposit paid $2,000.00 (non-refundable)   Balance due 14 days before event\nCorkage: $150 per case\n")


def t_dj(r, dt):
    return _eml(dt, "DJ Tommy Vu <tommyvu.events@gmail.com>", "trangnguyen81@gmail.com", "Re: DJ + MC for Sweet 16 Aug 8",
                "Hi chị Trang,\n\nThanks for reaching out! For Vy's Sweet 16 on Aug 8 at Grand Jade:\n"
                "- DJ + MC bilingual (English/Vietnamese) 5 hours: $1,100\n- Uplighting 12 fixtures: $250\n"
                "- Cold spark machines x2 for the first dance: $300\n- 16 candles ceremony music + father-daughter "
                "dance included\nTotal $1,650, $500 deposit to hold the date. I have 2 other inquiries for that "
                "Saturday so let me know soon!\n\nTommy Vu\n(832) 555-0147")


def t_guest_list(r, dt):
    fam = ["Gia đình Cô Tư (5)", "Gia đình Chú Năm (4)", "Bà Ngoại + Ông Ngoại (2)", "Anh chị em bạn học Vy (30)",
           "Đội volleyball JV (14)", "Nhân viên tiệm Lotus (9)", "Bạn Minh - CoolTech (6)", "Chùa - Ban Phụ Nữ (8)",
           "Gia đình chị Lan (4)", "Cô Hạnh (2)", "Bác sĩ Vu + vợ (2)", "Hàng xóm Sandpiper (6)"]
    rows = ["Khách;Số người;Gửi thiệp;RSVP;Bàn"]
    for f in fam:
        rows.append(f"{f};{f.split('(')[1].rstrip(')')};{r.choice(['x', 'x', ''])};{r.choice(['Yes', 'Yes', '?', ''])};"
                    f"{r.randint(1, 12)}")
    return "Guest list - Sweet 16 Vy (Aug 8)\n" + "\n".join(rows) + "\n"


def t_party_budget(r, dt):
    rows = ["Item;Budget;Paid;Vendor"]
    for k, lo, hi, v in (("Venue + banquet 120 ppl", 5600, 6200, "Grand Jade"), ("DJ/MC", 1650, 1650, "Tommy Vu"),
                         ("Photo + video", 1200, 1800, "Ánh Dương Photography"), ("Cake 4 tiers + dessert table", 450, 700,
                         "Thiên Hương Bakery"), ("Dress x2 (ceremony + party)", 600, 900, "Macy's / Sherri Hill"),
                         ("Decor + balloon arch + backdrop", 800, 1300, "Pinterest DIY + Party City"),
                         ("Invitations (print)", 120, 180, "Canva + Office Depot"), ("Hair + makeup", 250, 350, "Chị Thủy")):
        b = r.uniform(lo, hi)
        rows.append(f"{k};{b:,.0f};{b * r.choice([0, 0.3, 0.5, 1]):,.0f};{v}")
    return PARTY + "\nBudget\n" + "\n".join(rows) + "\n"


def t_cake(r, dt):
    return (f"THIÊN HƯƠNG BAKERY - Special Order Form #{r.randint(500, 999)}\nOrder date {_d(dt)}  Pickup/delivery: 08/08/2026 "
            "4:30 PM to Grand Jade Ballroom\nCustomer: Trang (281) 496-3318\nCake: 4 tiers, sage green + gold, fresh "
            "flowers, topper 'Vy 16'\nFlavors: taro, strawberry, pandan, tiramisu\nPrice $520.00  Deposit $200.00\n")


def t_photog(r, dt):
    return (f"ÁNH DƯƠNG PHOTOGRAPHY - Event Photography Agreement\nClient: Trang Nguyen  Date signed {_d(dt)}\n"
            "Event: Sweet 16 for Vy Tran, August 8, 2026, Grand Jade Ballroom\nPackage Gold: 5 hours, 2 photographers, "
            "highlight video 3-5 min, online gallery, pre-party portrait session at Hermann Park (July 26)\n"
            "Fee $1,650. Retainer $500 due at signing, balance on event day.\n")


def t_dress(r, dt):
    return (f"Sherri Hill Boutique Houston - Sales Receipt {_d(dt)}\nStyle 56214 ball gown, color sage, size 4\n"
            f"Price $598.00  Alterations (hem + bustle) $85.00  Tax ${683 * 0.0825:.2f}\nPaid Visa ****8830\n"
            "Pick up after alterations: 3 weeks. All sales final.\n")


def t_party_plan(r, dt):
    return ("KẾ HOẠCH SINH NHẬT 16 TUỔI CỦA VY - 8/8/2026\n"
            "6:00 đón khách, chụp hình backdrop\n6:45 Vy ra mắt với 16 cặp (court) - nhạc 'A Thousand Years'\n"
            "7:00 ăn tối - 8 món\n7:45 nghi thức 16 ngọn nến (ông bà, ba má, anh Kevin, Bao...)\n"
            "8:15 father-daughter dance với ba Minh\n8:30 cắt bánh, hát chúc mừng\n8:45 - 11:00 DJ, nhảy\n"
            "Việc cần làm: chốt số khách trước 29/7, mua quà cho court, in menu, nhờ Kevin làm slideshow hình Vy từ nhỏ.\n")


def t_invite(r, dt):
    return ("You're invited! / Trân trọng kính mời\nVY TRAN'S SWEET SIXTEEN\nSaturday, August 8, 2026 at 6 o'clock "
            "in the evening\nGrand Jade Ballroom, 9140 Bellaire Blvd, Houston\nEnchanted Garden theme - dress code: "
            "formal, pastel\nRSVP by July 25 to Trang 281-496-3318\n")


# --------------------------------------------------------------------------- Vietnam trip 2026 (Projects Travel)


def t_eticket(r, dt):
    pax = "\n".join(f"  {p}  ticket 695-{r.randint(2400000000, 2499999999)}" for p in
                    ("NGUYEN/TRANG THU MRS", "TRAN/MINH VAN MR", "TRAN/VY THAO MISS", "TRAN/BAO MINH MSTR"))
    return (f"EVA AIR - Electronic Ticket Itinerary / Receipt\nBooking reference: {r.choice(['K7Q2LM', 'XW39PD'])}  Issued {_d(dt)}\n"
            f"Passengers:\n{pax}\nBR 51  20JUN26  Houston IAH 23:35 -> Taipei TPE 05:10+2  Economy\n"
            "BR 395 22JUN26  Taipei TPE 09:40 -> Ho Chi Minh City SGN 12:10\nBR 396 17JUL26 SGN 13:20 -> TPE 17:55\n"
            "BR 52  18JUL26  TPE 19:50 -> IAH 20:30\nBaggage: 2 pieces x 23kg per passenger\n"
            f"Total fare incl. taxes: {_usd(r, 6200, 7400)}\n")


def t_evisa(r, dt, name):
    return (f"SOCIALIST REPUBLIC OF VIETNAM - IMMIGRATION DEPARTMENT\nE-VISA  Registration code E{r.randint(10**11, 10**12 - 1)}\n"
            f"Full name: {name}\nNationality: United States of America\nType: Single entry, valid from 21/06/2026 to "
            "25/07/2026\nPort of entry: Tan Son Nhat International Airport\nStatus: GRANTED. Print and present at "
            "immigration with your passport.\n")


def t_hotel(r, dt):
    return (f"Booking confirmation - Sandy Beach Non Nuoc Resort, Da Nang\nConfirmation {r.randint(4000000000, 4999999999)}"
            f"  Booked {_d(dt)}\nGuest: Trang Nguyen, 2 adults + 2 children\nCheck-in Thu 2 July 2026, check-out Mon 6 "
            "July 2026 (4 nights)\nFamily room ocean view, breakfast included\nTotal VND 18,400,000 (about $725) - pay at "
            "property. Free cancellation until 25 June 2026.\n")


def t_tour(r, dt):
    return (f"Hoi An Eco Tours - Booking voucher {_d(dt)}\nTour: Basket boat in Cam Thanh coconut forest + lantern-making "
            "class + Hoi An old town night walk\nDate 4 July 2026, pickup 8:00 at Sandy Beach resort, Da Nang\n"
            "Guests: 4 (2 adults, 2 children)  Price USD 196  Paid by card\n")


def t_itinerary(r, dt):
    return ("LỊCH TRÌNH VỀ VIỆT NAM HÈ 2026\n"
            "20/6 bay EVA tối từ IAH - 22/6 tới Tân Sơn Nhất, ở nhà Dì Sáu quận 8\n"
            "23/6-29/6 Sài Gòn: thăm họ hàng, đi chợ Bến Thành, làm răng cho Minh?\n"
            "30/6-1/7 về Cần Thơ thăm mộ Ông Bà Nội, chợ nổi Cái Răng\n"
            "2/7-6/7 Đà Nẵng + Hội An (resort Non Nước), Bà Nà Hills ngày 3/7\n"
            "7/7-16/7 Sài Gòn, cúng giỗ Ông Nội 12/7 ở chùa\n17/7 bay về, 18/7 tới Houston\n"
            "Kevin ở lại Austin làm internship - không đi.\n")


def t_gifts(r, dt):
    return ("Danh sách quà mang về VN\n- Dì Sáu: vitamin Kirkland, dầu gió, 2 hộp sô-cô-la See's\n"
            "- Cậu Ba (Cần Thơ): đồng hồ Casio, áo thun Houston Rockets\n- Các cháu: bánh kẹo, 6 bộ đồ chơi Lego nhỏ, "
            "giày Nike size 36, 38\n- Chùa ở quê: cúng dường $300 tiền mặt\n- Bà con: 20 phong bì lì xì $20\n"
            "Nhớ: mỗi người 2 vali 23kg - không mang sữa bột quá nhiều.\n")


def t_packing(r, dt):
    return ("Packing list VN trip\n[ ] passports x4 + e-visa printouts\n[ ] copies of passports in Zalo\n"
            "[ ] thuốc: Tylenol, Imodium, thuốc say xe cho Bao, kem chống muỗi\n[ ] adapter (VN dùng ổ 2 chấu tròn)\n"
            "[ ] nón, kem chống nắng SPF50\n[ ] quà (xem danh sách)\n[ ] iPad Bao + sạc\n[ ] dollars mới $100 (đổi tiền giá cao)\n")


def t_passport_bao(r, dt):
    return (f"U.S. Department of State - Passport Application Receipt (DS-11)\nApplicant: BAO MINH TRAN (minor under 16)\n"
            f"Accepted {_d(dt)} at Houston Passport Agency appointment\nService: Routine + expedited ($60) - travel date 06/20/2026\n"
            "Both parents present: Minh Van Tran, Trang Thu Nguyen\nFees: application $100 + execution $35 + expedite $60\n"
            f"Track status at travel.state.gov. Locator {r.randint(100000000, 999999999)}\n")


def t_travel_ins(r, dt):
    return (f"Allianz Travel Insurance - Policy Confirmation\nPolicy {r.randint(100000000, 999999999)}  Purchased {_d(dt)}\n"
            "Plan: OneTrip Prime - family (kids covered free)\nTravelers: Trang Nguyen, Minh Tran, Vy Tran, Bao Tran\n"
            "Trip: Houston to Vietnam 06/20/2026 - 07/18/2026   Trip cost insured $6,800\n"
            "Emergency medical $50,000; evacuation $500,000; baggage $1,000\n" f"Premium {_usd(r, 290, 360)}\n")


def t_cousin_mail(r, dt):
    return _eml(dt, "Nguyễn Thị Sáu <sau.nguyen.q8@gmail.com>", "trangnguyen81@gmail.com", "Về chơi hè này",
                "Trang ơi,\n\nDì nghe nói hè này cả nhà con về. Dì mừng lắm. Nhà dì ở quận 8 đã sửa lại lầu trên, có "
                "2 phòng máy lạnh cho gia đình con ở. Con về ngày 22 tháng 6 phải không? Để dì kêu thằng Tâm ra sân "
                "bay đón bằng xe 7 chỗ.\nĐám giỗ ông nội tụi con dì tính làm ngày 12/7 ở chùa Phước Hải, con nhớ "
                "dời vé cho kịp nha.\n\nThương,\nDì Sáu")

# --------------------------------------------------------------------------- archive


def t_old_stub(r, dt):
    gross = r.uniform(820, 1150)
    return (f"DIAMOND NAILS & SPA - 5810 Bellaire Blvd, Houston TX 77081\nEarnings statement  Pay date {_d(dt)}\n"
            f"Employee: TRANG T NGUYEN   Position: Nail technician\nCommission (55%): ${gross * 0.8:,.2f}\nTips: "
            f"${gross * 0.2:,.2f}\nGross: ${gross:,.2f}\nFederal tax {gross * 0.05:,.2f}  FICA {gross * 0.0765:,.2f}\n"
            f"Net pay ${gross * 0.8735:,.2f}\n")


def t_old_w2(r, dt):
    w = r.uniform(31000, 38000)
    return (f"Form W-2 Wage and Tax Statement {dt.year - 1}\nEmployer: Diamond Nails & Spa Inc, 5810 Bellaire Blvd, Houston TX 77081"
            f"  EIN 76-0598812\nEmployee: TRANG T NGUYEN, 9200 Fondren Rd Apt 1108, Houston TX 77074\n"
            f"1 Wages, tips, other comp. ${w:,.2f}\n2 Federal income tax withheld ${w * 0.05:,.2f}\n"
            f"7 Social security tips ${w * 0.22:,.2f}\n")


def t_resign(r, dt):
    return (f"{_long(dt)}\n\nMr. David Lu\nDiamond Nails & Spa\n5810 Bellaire Blvd, Houston TX 77081\n\nDear anh David,\n\n"
            "Please accept this letter as my notice that I will leave my position as nail technician. My last day will "
            f"be {_d(dt + timedelta(days=14))}. I am opening my own salon next year. Thank you for ten years of work and "
            "for teaching me so much since 2004.\nEm cảm ơn anh chị rất nhiều.\n\nTrang Nguyen\n")


def t_ppp_app(r, dt):
    return (f"Paycheck Protection Program - Borrower Application Form (SBA Form 2483)\nDate {_d(dt)}\nBusiness: Lotus Nails & "
            "Spa LLC  EIN 47-2819365\nAverage monthly payroll: $8,600.00 x 2.5 = Loan amount requested $21,500.00\n"
            "Number of employees: 8\nPurpose: payroll, rent, utilities\nLender: Gulf Harbor Bank\n")


def t_ppp_forgive(r, dt):
    return (f"Gulf Harbor Bank - PPP Loan Forgiveness Decision\n{_long(dt)}\nBorrower: Lotus Nails & Spa LLC\nSBA loan "
            "number 8841927307\nThe SBA has approved forgiveness of your Paycheck Protection Program loan in the amount "
            "of $21,500.00 plus interest $187.34. Your loan balance is now $0.00 and the loan is closed.\n")


def t_apt_lease(r, dt):
    return (f"ROYAL PALMS APARTMENTS - Apartment Lease Contract (TAA)\nDate {_d(dt)}\nResidents: Minh Tran, Trang Nguyen; "
            "occupants Kevin Tran, Vy Tran\nUnit 1108, 9200 Fondren Rd, Houston TX 77074 (2 bed / 2 bath)\n"
            f"Term 12 months. Monthly rent {_usd(r, 860, 940)}  Security deposit $500.00\nRent due on the 1st; late fee after 3rd.\n")


def t_apt_moveout(r, dt):
    return (f"ROYAL PALMS APARTMENTS - Security Deposit Disposition\n{_long(dt)}\nFormer residents: Minh Tran, Trang Nguyen  "
            "Unit 1108\nMove-out date: 06/30/2015\nDeposit $500.00\nCarpet cleaning -$95.00\nPaint touch-up -$60.00\n"
            "Refund due $345.00 - check enclosed and mailed to 8814 Sandpiper Glen Dr.\n")


def t_deposit_letter(r, dt):
    return (f"{_long(dt)}\nTo: Royal Palms Apartments Management Office\nRE: Unit 1108 - security deposit\n\n"
            "We moved out of unit 1108 on June 30, 2015 and returned all keys. It has now been more than 30 days and "
            "we have not received our deposit of $500 or an itemized list. Under Texas Property Code 92.103 please send "
            "the refund to our new address: 8814 Sandpiper Glen Dr, Houston TX 77072.\n\nMinh Tran and Trang Nguyen\n")


def t_bill_of_sale(r, dt):
    return (f"BILL OF SALE - MOTOR VEHICLE (Texas)\nDate {_d(dt)}\nSeller: Trang T Nguyen, {HOME}\nBuyer: Jose Ramirez, "
            "Houston TX\nVehicle: 2010 HONDA ODYSSEY EX-L  VIN 5FNRL3H6XAB******  Odometer 187,420\nSale price $4,300.00 "
            "cash, sold AS IS\nForm 130-U signed and Vehicle Transfer Notification filed with TxDMV.\n")


def t_ut_admit(r, dt):
    return (f"THE UNIVERSITY OF TEXAS AT AUSTIN - Office of Admissions\n{_long(dt)}\nDear Kevin,\n\nCongratulations! "
            "You have been admitted to The University of Texas at Austin for Fall 2025 in the College of Natural "
            "Sciences, major Computer Science (pending). Confirm your enrollment by May 1 with the $200 enrollment "
            "deposit.\n\nHook 'em!\nDirector of Admissions\n")


def t_essay(r, dt):
    return ("ApplyTexas Essay A - Kevin Tran (draft 3)\n\nEvery Saturday since I was eleven I swept acrylic dust at my mom's "
            "nail salon on Westheimer. I learned to greet customers in English for my mom and translate Medicare letters "
            "for my grandparents in Vietnamese. Those Saturdays taught me that technology should make small businesses "
            "and old people's lives easier, which is why I want to study computer science...\n")


def t_sat(r, dt):
    return (f"SAT Score Report - KEVIN TRAN  Test date {_d(dt)}\nTotal {r.randint(1380, 1460)}  Evidence-Based Reading and "
            f"Writing {r.randint(660, 720)}  Math {r.randint(700, 770)}\nScores sent: UT Austin, Texas A&M, University of Houston\n")


def t_grad_party(r, dt):
    rows = ["Món;Giá;Ai lo"]
    for k, v in (("Thuê lều + bàn ghế", 420), ("Đồ ăn catering Phở Saigon 80 người", 1150), ("Bánh kem UT orange", 160),
                 ("Bong bóng + banner 'Class of 2025'", 140), ("Nước + bia", 210), ("In hình Kevin", 60)):
        rows.append(f"{k};${v};{r.choice(['Trang', 'Minh', 'Cô Tư', 'Vy'])}")
    return "Tiệc ra trường Kevin - 31/5/2025 ở nhà\n" + "\n".join(rows) + "\nTổng: $2,140 - xong!\n"


def t_moving(r, dt):
    return (f"Two Brothers Moving Houston - Invoice {r.randint(1000, 9999)}  {_d(dt)}\nCustomer: Trang Nguyen for Hai Nguyen & "
            f"Hoa Le\nFrom: 7315 Bissonnet St Apt 22, Houston TX 77074  To: {PARENT_ADDR}\n2 movers + 16ft truck, 4.5 hours @ "
            "$125/hr  $562.50\nMattress bags, wrap  $38.00\nTotal $600.50  PAID in full\n")


def t_vacate(r, dt):
    return (f"{_long(dt)}\nTo: Bissonnet Gardens Apartments - Office\nNotice to vacate - Unit 22\n\nResidents Nguyen Van Hai and "
            "Le Thi Hoa give 30 days' written notice. Move-out date will be August 31, 2024. They are moving to a senior "
            f"apartment ({PARENT_ADDR}). Please send the deposit refund to that address.\n\nSigned for my parents,\nTrang Nguyen (daughter)\n")


def t_senior_app(r, dt):
    return (f"BELLAIRE SENIOR VILLAGE - Rental Application (Section 8 / 62+)\nDate {_d(dt)}\nHead of household: NGUYEN VAN HAI, "
            "age 78; co-applicant LE THI HOA, age 74\nIncome: Social Security $1,612/mo combined\nWaiting list position: 3\n"
            "Emergency contact: Trang Nguyen (daughter) 281-496-3318\nStatus: APPROVED - unit 214 available 08/15/2024\n")


def t_trip2019(r, dt):
    return (f"CHINA AIRLINES - e-Ticket Receipt  Issued {_d(dt)}\nNGUYEN/TRANG THU MRS; TRAN/MINH VAN MR; TRAN/KEVIN MINH MSTR; "
            "TRAN/VY THAO MISS\nCI 21 IAH-TPE 26JAN19; CI 781 TPE-SGN 28JAN19; CI 782 SGN-TPE 16FEB19; CI 22 TPE-IAH 16FEB19\n"
            f"Total {_usd(r, 4200, 5000)}  Tết Kỷ Hợi trip\n")


def t_orlando(r, dt):
    return (f"Walt Disney World - Ticket and Resort Confirmation\nConfirmation {r.randint(100000000, 999999999)}  {_d(dt)}\n"
            "Guests: Trang, Minh, Kevin, Vy, Bao\n4-Day Magic Your Way tickets + Park Hopper\nDisney's Pop Century Resort, "
            f"June 12-16, 2022\nPackage total {_usd(r, 3800, 4600)}\n")


def t_cancun(r, dt):
    return (f"Expedia itinerary {r.randint(7000000000000, 7999999999999)}  {_d(dt)}\nRoyal Solaris Cancun - All Inclusive, "
            "July 8-13, 2023, 2 rooms\nFlights: United IAH-CUN 08 Jul, CUN-IAH 13 Jul, 5 travelers\n"
            f"Total {_usd(r, 5200, 6400)}  Remember: passports + FMM tourist card on arrival.\n")


def t_tet_plan(r, dt):
    return ("HỘI CHỢ TẾT BÍNH NGỌ 2026 - GIAN HÀNG BAN PHỤ NỮ CHÙA LIÊN HOA\nPhụ trách: chị Trang\n"
            "Ngày 14-17/2/2026 tại sân chùa\nMón bán: bánh chưng (200 đòn), bánh tét chay, chè ba màu, xôi gấc, bún chay\n"
            "Phân công: Cô Hạnh gói bánh; chị Mai chè; chị Loan thu tiền (Square reader của tiệm Lotus)\n"
            "Mua: nếp 100 lbs, đậu xanh 40 lbs, lá chuối 30 bó - Hong Kong Food Market\n")


def t_tet_sales(r, dt):
    rows = ["Ngày;Bánh chưng;Chè;Xôi;Bún chay;Tổng"]
    for d in (14, 15, 16, 17):
        vals = [r.randint(300, 900) for _ in range(4)]
        rows.append(f"{d}/2/2026;" + ";".join(f"${v}" for v in vals) + f";${sum(vals)}")
    return "Tổng kết gian hàng Tết 2026 - Ban Phụ Nữ (tiền bán hàng gửi quỹ xây chánh điện)\n" + "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- resources


def t_tdlr_rules(r, dt):
    return ("16 Texas Administrative Code Chapter 83 - Cosmetologists - Health and Safety Definitions and Standards\n"
            "83.102 General requirements: clean towels, closed containers for clean implements.\n83.103 Pedicure spa "
            "cleaning: after each client drain water, scrub with brush and soap, rinse, fill with EPA-registered "
            "disinfectant for 10 minutes; end of day remove screen and clean; weekly bleach. Record in log kept on the "
            "premises for 2 years.\n83.104 Single-use items: buffers, files, toe separators discarded after use.\n")


def t_osha(r, dt):
    return ("OSHA - Sức khỏe và An toàn cho thợ làm móng (Health Hazards in Nail Salons)\n"
            "Hóa chất trong tiệm nail: acetone, ethyl methacrylate, toluene, formaldehyde, dibutyl phthalate.\n"
            "Cách bảo vệ: dùng bàn có quạt hút, mở cửa thông gió, đeo găng tay nitrile, đóng nắp chai, không ăn uống "
            "trong khu làm việc. Đọc Safety Data Sheet (SDS) của từng sản phẩm. Chủ tiệm phải huấn luyện nhân viên.\n")


def t_sds(r, dt):
    return ("SAFETY DATA SHEET - Pure Acetone (Nail Polish Remover Professional)\nSection 2 Hazards: Highly flammable "
            "liquid and vapor (Category 2). Causes serious eye irritation. May cause drowsiness or dizziness.\n"
            "Section 7 Handling: keep away from heat and open flame; store in ventilated place; keep container closed.\n"
            "Section 8 Exposure limits: OSHA PEL 1000 ppm TWA.\n")


def t_catalog(r, dt):
    return ("Saigon Nail Supply - Wholesale Price List 2026\nDND Gel Duo 0.5oz $6.95 | OPI GelColor $9.95 | Kiara Sky Dip "
            "1oz $7.50 | Young Nails acrylic 660g $79.00 | Monomer gal $64.00 | Pedicure liners 250 $42.00 | "
            "Pumice sponge 100 $18.00 | Gel-X tips box $29.00\nFree delivery in Houston on orders over $300.\n")


def t_nailart(r, dt):
    return ("Nail art notes - chrome + French ombré\n1. Prep, dehydrate, primer\n2. Builder gel, cure 60s\n"
            "3. Ombré: baby pink base, sponge white tip, cure\n4. No-wipe top coat, cure, rub chrome powder\n"
            "5. Seal with top coat\nTips: aurora chrome sells best in summer; cat-eye needs a strong magnet.\n")


def t_pub15(r, dt):
    return (f"IRS Publication 15 (Circular E), Employer's Tax Guide - for use in {dt.year}\nTips: employees must report tips of "
            "$20 or more per month (Form 4070). Employers withhold income, social security and Medicare taxes on "
            "reported tips and file Form 941 quarterly. Deposit schedules: monthly or semiweekly.\n")


def t_exam_notes(r, dt):
    return ("Ôn thi license - ghi chú (Manicurist written exam, tiếng Việt)\n"
            "- Móng tay mọc khoảng 1/10 inch mỗi tháng\n- Onychomycosis = nấm móng: không được làm, khuyên khách đi bác sĩ\n"
            "- Khử trùng dụng cụ: ngâm 10 phút trong dung dịch EPA\n- Paronychia = nhiễm trùng da quanh móng\n")


def t_roth(r, dt):
    return ("Roth IRA vs. SEP-IRA for small business owners\nA SEP-IRA lets a self-employed owner contribute up to 25% of "
            "compensation, but must also contribute for eligible employees. A Roth IRA has no employer rule; withdrawals "
            "in retirement are tax free. Many salon owners use both: SEP for tax deduction, Roth for flexibility.\n")


def t_529_article(r, dt):
    return ("How 529 plans work in Texas\nTexas has no state income tax, so there is no state deduction, but earnings grow "
            "tax-free for qualified education expenses. Up to $10,000 a year may be used for K-12 tuition. Unused funds "
            "may roll to a Roth IRA for the beneficiary (limits apply).\n")


def t_manual(r, dt, what):
    return (f"{what} - Owner's Manual\nSafety instructions. Read all instructions before using this appliance.\n"
            "Installation, operation, cleaning and maintenance. Troubleshooting: if the unit does not start, check the "
            "breaker and the thermostat / control panel. Warranty: 1 year parts and labor; 10 years compressor/motor.\n")


def t_diet(r, dt):
    return ("Chế độ ăn cho người tiền tiểu đường và tiểu đường loại 2\n- Ăn cơm gạo lứt, bớt cơm trắng, không ăn xôi chè nhiều\n"
            "- Nhiều rau, đậu hũ, cá; hạn chế nước ngọt, trà sữa\n- Đi bộ 30 phút mỗi ngày\n- Đo đường huyết buổi sáng; A1c dưới 5.7 là bình thường\n")


def t_bp(r, dt):
    return ("Understanding blood pressure readings (American Heart Association)\nNormal: less than 120/80. Elevated: 120-129 / "
            "less than 80. Stage 1 hypertension: 130-139 or 80-89. Reduce salt (nước mắm!), exercise, limit alcohol.\n")


def t_medicare_book(r, dt):
    return (f"Medicare và Quý Vị {dt.year + (dt.month >= 9)} (Medicare & You - Vietnamese edition)\nCác phần của Medicare: Phần A (bảo hiểm bệnh viện), "
            "Phần B (bảo hiểm y tế), Phần C (Medicare Advantage), Phần D (thuốc theo toa).\nThời gian ghi danh mở: "
            "15 tháng 10 - 7 tháng 12. Trợ Giúp Thêm (Extra Help) giúp trả chi phí thuốc.\n")


def t_sat_tips(r, dt):
    return ("Digital SAT - study plan (for Vy)\nBluebook practice tests 1-6. Khan Academy official prep 30 min/day.\n"
            "Reading & Writing: transitions, rhetorical synthesis. Math: Desmos calculator allowed on all questions.\n"
            "Target test date: March 2027.\n")


def t_fafsa_guide(r, dt):
    return ("FAFSA guide for parents - 2026-27\nWhat you need: prior-prior year tax return (2024), StudentAid.gov account "
            "(FSA ID) for each contributor, business net worth (small business with fewer than 100 employees is now "
            "reported), bank balances. Texas priority deadline January 15.\n")


def t_sutra(r, dt):
    return ("KINH PHỔ MÔN (Quán Thế Âm Bồ Tát Phổ Môn Phẩm)\nNam Mô Đại Bi Quán Thế Âm Bồ Tát.\n"
            "Lúc bấy giờ, ngài Vô Tận Ý Bồ Tát liền từ chỗ ngồi đứng dậy, trịch áo bày vai hữu, chấp tay hướng Phật "
            "mà bạch rằng: Thế Tôn! Quán Thế Âm Bồ Tát do nhân duyên gì mà tên là Quán Thế Âm?\n")


def t_tsa(r, dt):
    return ("TSA - What can I bring? Liquids rule 3-1-1: containers of 3.4 oz (100 ml) or less in one quart-size bag. "
            "Lithium batteries and power banks: carry-on only. Food: solid foods allowed; declare fruits and meat to "
            "CBP when returning to the U.S.\n")


RECIPES = {
    "Phở bò": "Nước dùng: 3kg xương bò, 1 củ gừng nướng, 2 củ hành nướng, quế, hồi, thảo quả, đinh hương. Ninh 6 tiếng, "
              "nêm nước mắm, đường phèn. Bánh phở, thịt tái, hành ngò, giá, rau quế.",
    "Bánh xèo": "Bột bánh xèo 1 gói, 400ml nước cốt dừa, bột nghệ, hành lá. Nhân tôm, thịt ba chỉ, giá, đậu xanh. "
                "Đổ chảo thật nóng, ăn với rau sống và nước mắm chua ngọt.",
    "Canh chua cá": "Cá bông lau, me chua, thơm, cà chua, đậu bắp, bạc hà, giá. Nêm nước mắm, đường, ngò om, tỏi phi.",
    "Thịt kho trứng": "Thịt ba chỉ 1kg, 10 trứng vịt, nước dừa tươi 1 lít, nước màu, nước mắm. Kho lửa nhỏ 2 tiếng.",
    "Chè ba màu": "Đậu xanh, đậu đỏ, thạch lá dứa, nước cốt dừa, đá bào.",
}


def t_recipe(name):
    def f(r, dt):
        return (f"{name.upper()}\nNguyên liệu và cách làm:\n{RECIPES[name]}\n"
                f"Cho {r.choice([4, 6, 8])} người ăn. Ghi chú của Má: nêm nếm lại cho vừa miệng.\n")
    return f


# --------------------------------------------------------------------------- extra texts for single files


def t_staff_licenses(r, dt):
    rows = ["Thợ;TDLR license #;Loại;Hết hạn"]
    for vn, _ in TECHS:
        rows.append(f"{vn};{r.randint(1500000, 1899999)};Manicurist;{_d(dt + timedelta(days=r.randint(30, 700)))}")
    return "Danh sách license thợ - Lotus Nails (kiểm tra trên TDLR trước khi hết hạn)\n" + "\n".join(rows) + "\n"


def t_corrective(r, dt):
    return (f"{_long(dt)}\nTexas Department of Licensing and Regulation\nEnforcement Division - Cosmetology\n\n"
            "RE: Lotus Nails & Spa LLC, 12650 Westheimer Rd Ste 140 - inspection violations\n\n"
            "Dear Sir or Madam,\nThe violations noted in the recent inspection have been corrected. We now keep a foot "
            "spa cleaning log at each of our 6 pedicure stations, signed after every client, and all implements are "
            "stored in labeled closed containers. Every operator's license is displayed at the work station. "
            "Copies of the new logs are attached.\n\nSincerely,\nTrang Nguyen, Owner\n")


def t_handbook(r, dt):
    return ("NỘI QUY NHÂN VIÊN - LOTUS NAILS & SPA (2024)\n1. Đi làm đúng giờ, báo trước 2 tuần nếu xin nghỉ.\n"
            "2. Vệ sinh bồn chân sau mỗi khách và ghi vào sổ (luật TDLR).\n3. Không dùng lại dũa, buffer cho khách khác.\n"
            "4. Tip thẻ được trả trong lương mỗi 2 tuần; tip tiền mặt tự khai báo.\n5. Lương: ăn chia 6/4, bảo đảm "
            "lương tối thiểu.\n6. Không nói chuyện điện thoại lớn tiếng trước mặt khách.\n")


def t_giftcards(r, dt):
    rows = ["Số thẻ;Ngày bán;Số tiền;Đã dùng;Còn lại"]
    for _ in range(12):
        a = r.choice([25, 50, 50, 75, 100])
        u = r.choice([0, a, a // 2])
        rows.append(f"LN-{r.randint(1000, 9999)};{_d(dt - timedelta(days=r.randint(5, 300)))};${a};${u};${a - u}")
    return "Gift card log - Lotus Nails & Spa\n" + "\n".join(rows) + "\n"


def t_pfs(r, dt):
    return (f"SBA Form 413 - Personal Financial Statement   As of {_d(dt)}\nName: Trang Thu Nguyen  Business: Lotus Nails "
            "& Spa LLC  (application for SBA 7(a) loan - Pearland location)\nAssets: cash {0}; retirement accounts {1}; "
            "real estate (residence) $285,000; automobiles $38,000; business interest (100%) $210,000\n"
            "Liabilities: mortgage $172,400; auto loan $8,100; credit cards $2,300\nNet worth: see total.\n"
            "Signed under penalty of 18 U.S.C. 1001.\n").format(_usd(r, 18000, 30000), _usd(r, 33000, 39000))


def t_roofer_sched(r, dt):
    return _eml(dt, "Long Tran <long@tranroofing.com>", "trangnguyen81@gmail.com", "Lịch thay mái nhà / roof install date",
                "Chị Trang,\n\nHOA đã duyệt rồi nên bên em xếp lịch thay mái nhà ngày 10/6, vật liệu (shingles Class 4 "
                "màu Driftwood) giao ngày 9/6 buổi chiều. Chị nhớ dời xe ra khỏi driveway và che đồ trong attic. "
                "Check ACV của bảo hiểm chị đưa em khi giao vật liệu. Xong em gửi invoice cuối để chị nộp cho "
                "adjuster lấy tiền depreciation.\n\nLong - Tran Roofing & Exteriors")


def t_counselor_mail(r, dt):
    return _eml(dt, "Mr. James Whitfield <james.whitfield@aliefisd.net>", "trangnguyen81@gmail.com",
                "Vy Tran - 11th grade course selection",
                "Dear Ms. Nguyen,\n\nVy's 11th grade course requests are in: AP English Language, AP Precalculus, AP "
                "Chemistry, AP US History, Spanish III and Volleyball. That is a heavy load with athletics; please "
                "review with her and sign the course verification form in the portal by Friday.\n\nJames Whitfield\n"
                "Counselor (Tr-Z), Alief Westwood High School")


def t_balloon_mail(r, dt):
    return _eml(dt, "Sweet Events Decor <hello@sweeteventsdecor.com>", "trangnguyen81@gmail.com",
                "Fwd: Quote - Enchanted Garden backdrop, Aug 8 Grand Jade",
                "Hi Trang,\n\nHere is the quote for Vy's sixteenth birthday on August 8:\n- Organic balloon arch 12ft "
                "(sage, ivory, gold): $380\n- Flower wall backdrop 8x8 with neon sign 'Vy Sweet 16': $450\n- Sweetheart "
                "table draping + candles: $160\n- Delivery, setup and teardown at Grand Jade Ballroom: $120\nTotal $1,110."
                " 50% deposit secures the date.\n\nThanks!\nAmy - Sweet Events Decor")


def t_vn_note(r, dt):
    return ("Về VN - nhớ:\n- Đổi tiền: mang $ mới mệnh giá 100, đổi ở tiệm vàng Hà Tâm chợ Bến Thành\n"
            "- Mua SIM Viettel ở sân bay Tân Sơn Nhất cho 2 điện thoại\n- Cài app Grab, Zalo cho Vy\n"
            "- Hỏi Dì Sáu xe 7 chỗ đón 22/6\n- Vé xe về Cần Thơ 30/6 (Phương Trang)\n- Đặt vé máy bay Sài Gòn - "
            "Đà Nẵng 2/7 (Vietjet)\n")


def t_party_todo(r, dt):
    return ("Sweet 16 Vy - việc tuần này\n- Gọi Grand Jade chốt menu 8 món + giờ vào setup 3pm\n- Đặt cọc DJ Tommy "
            "$500\n- Vy thử váy lần 2 (Sherri Hill) thứ Bảy\n- Gửi thiệp cho bà con ở Dallas\n- 16 ngọn nến: ai "
            "đọc lời chúc? Ông bà ngoại, Kevin, cô Tư...\n- Hỏi chị Thủy giá makeup cho Vy + 4 bạn court\n")


def t_daibi(r, dt):
    return ("CHÚ ĐẠI BI\nNam mô Đại Bi Hội Thượng Phật Bồ Tát (3 lần)\nThiên thủ thiên nhãn, vô ngại đại bi tâm đà la ni.\n"
            "Nam mô hắc ra đát na đa ra dạ da. Nam mô a rị da, bà lô yết đế thước bát ra da, bồ đề tát đỏa bà da, "
            "ma ha tát đỏa bà da, ma ha ca lô ni ca da...\n")


def t_receptionist_ad(r, dt):
    return ("NOW HIRING - Front Desk / Receptionist\nLotus Nails & Spa - new Pearland location (Silverlake Commons), "
            "opening September 2026\nGreet clients, manage Square appointments, answer phones, sell gift cards.\n"
            "Bilingual English/Vietnamese a plus. $14-16/hr + bonus. Part-time or full-time.\n"
            "Text Trang 281-496-3318 or apply in person at 12650 Westheimer Rd Ste 140.\n")


def t_parent_note(r, dt):
    return ("Ba Má - việc cần làm\n- Gửi HHSC giấy tờ gia hạn QMB (Medicare Savings) trước hạn - đã photo thư SSA\n"
            "- Đổi thẻ Medicare của Má bị mất - gọi 1-800-MEDICARE, xin thông dịch tiếng Việt\n"
            "- Mua thuốc nhỏ mắt Latanoprost cho Má ở CVS\n- Ba tái khám Dr. Lam (tim) - hỏi về Eliquis\n"
            "- Đóng tiền nhà Bellaire Senior tháng tới ($412)\n")


def t_banh_chung(r, dt):
    return ("CÁCH GÓI BÁNH CHƯNG (công thức của Cô Hạnh)\nNếp 1kg ngâm 8 tiếng, đậu xanh cà vỏ 400g, thịt ba chỉ 500g "
            "ướp tiêu hành nước mắm, lá dong hoặc lá chuối. Gói khuôn vuông, luộc 8-10 tiếng, ép bánh cho ráo nước.\n")


def t_hotel_cantho(r, dt):
    return (f"Xác nhận đặt phòng - Khách sạn Ninh Kiều Riverside, Cần Thơ\nMã đặt phòng {r.randint(100000, 999999)}  "
            f"Ngày đặt {_d(dt)}\nKhách: Nguyễn Thị Thu Trang - 2 người lớn, 2 trẻ em\nNhận phòng 30/06/2026, trả phòng "
            "01/07/2026 (1 đêm)\nPhòng gia đình hướng sông, có ăn sáng. Giá 1.650.000 VND. Thanh toán tại khách sạn.\n"
            "Tour chợ nổi Cái Răng 5:30 sáng 01/07 - đã đặt.\n")


def t_license_copy(r, dt):
    return (f"TEXAS DEPARTMENT OF LICENSING AND REGULATION - Manicurist Specialty License\nBUI, KIM T  License No. "
            f"{r.randint(1600000, 1899999)}\nExpires {_d(dt + timedelta(days=420))}\n(copy sent by Kim for employee file - "
            "Lotus Nails & Spa)\n")


def t_makeup(r, dt):
    return ("Thủy Beauty - Bảng giá trang điểm & làm tóc (sự kiện)\nCô dâu / sinh nhật chính: $180 (makeup + tóc + mi)\n"
            "Phù dâu / court: $75 một người\nĐi tới địa điểm: +$40\nĐặt cọc $100 để giữ ngày 8/8/2026 - tiệc Sweet 16 "
            "của bé Vy tại Grand Jade.\nThủy - 713-555-0199\n")


def t_odyssey_service(r, dt):
    return (f"Sterling McCall Honda - Repair Order {r.randint(500000, 599999)}  {_d(dt)}\nVehicle 2010 HONDA ODYSSEY EX-L "
            f"mileage {r.randint(160000, 180000)}\nReplace timing belt + water pump; transmission fluid service\n"
            f"Total {_usd(r, 1100, 1500)}\n")


def t_eva_change(r, dt):
    return (f"EVA AIR - Itinerary change receipt\nBooking K7Q2LM  {_d(dt)}\nChange: return date moved from 14JUL26 to "
            "18JUL26 for all 4 passengers (family memorial on 12 July)\nChange fee USD 100.00 x 4 = USD 400.00 + fare "
            "difference USD 0.00\nPaid Visa ****8830\n")


def t_floorplan(r, dt):
    return ("FLOOR PLAN REV 3 - Lotus Nails & Spa Pearland (1,600 sf)\nReception + retail wall 180 sf\n8 pedicure "
            "spas along east wall, 3 ft spacing, floor drains\n10 manicure tables with downdraft exhaust\nWax room 90 sf, "
            "break room, 2 ADA restrooms, supply closet, water heater 50 gal dedicated\nDrawn by Phat Construction LLC\n")


# --------------------------------------------------------------------------- build

EXE = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00"


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
            return _pdf(_plain(content))
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

    def left(rel: str, age: float, data: bytes) -> None:
        add(rel, L, "System", age, data)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    INI = b"[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-184\r\n"

    # ------------------------------------------------------------ Salon PC backup (USB) -- Areas Salon
    s = "Salon PC backup (USB)"
    for m, age in ((12, 153), (1, 122), (2, 95), (3, 63), (4, 33), (5, 1)):
        y = 2025 if m == 12 else 2026
        add(f"{s}/Square exports/sales-summary-{y}-{m:02d}.csv", A, "Salon", age, t_square)
    for stamp, age in (("2026-04-03", 59), ("2026-04-17", 45), ("2026-05-01", 31), ("2026-05-15", 17), ("2026-05-29", 3)):
        add(f"{s}/QuickBooks/Payroll Summary {stamp}.csv", A, "Salon", age, t_payroll)
    add(f"{s}/QuickBooks/P&L Q4 2025.csv", A, "Salon", 150, t_pl)
    add(f"{s}/QuickBooks/P&L Q1 2026.csv", A, "Salon", 58, t_pl)
    add(f"{s}/Taxes/941 Q4 2025.pdf", A, "Salon", 125, t_941)
    add(f"{s}/Taxes/941 Q1 2026.pdf", A, "Salon", 32, t_941)
    add(f"{s}/Taxes/Sales tax Q4 2025 confirmation.pdf", A, "Salon", 130, t_sales_tax)
    add(f"{s}/Taxes/Sales tax Q1 2026 confirmation.pdf", A, "Salon", 40, t_sales_tax)
    add(f"{s}/Taxes/1099-NEC 2025 Jenny Do.pdf", A, "Salon", 122, t_1099)
    add(f"{s}/Invoices/Saigon Nail Supply 2026-05-12.pdf", A, "Salon", 20, t_supply_invoice)
    add(f"{s}/Invoices/INV_Pro Beauty 0418.pdf", A, "Salon", 44, t_supply_invoice)
    add(f"{s}/Invoices/invoice 44312.pdf", A, "Salon", 88, t_supply_invoice)
    add(f"{s}/Invoices/invoice 44978.pdf", A, "Salon", 71, t_supply_invoice)
    add(f"{s}/Foot spa log April 2026.csv", A, "Salon", 32, t_footspa_log)
    add(f"{s}/Foot spa log May 2026.csv", A, "Salon", 1, t_footspa_log)
    add(f"{s}/Lich lam viec/Lich tuan 5-18.xlsx", A, "Salon", 15, t_schedule)
    add(f"{s}/Lich lam viec/Lich tuan 5-25.xlsx", A, "Salon", 8, t_schedule)
    left(f"{s}/desktop.ini", 40, INI)

    # ------------------------------------------------------------ Documents/Salon -- Areas Salon (+ PPP archive)
    sd = "Documents/Salon"
    add(f"{sd}/Lease/Lease renewal 2023 - Westchase Crossing.pdf", A, "Salon", 1000, t_lease_current)
    add(f"{sd}/Lease/CAM reconciliation 2025.pdf", A, "Salon", 65, t_cam)
    add(f"{sd}/Insurance/BOP policy 2025.pdf", A, "Salon", 485, t_bop)
    add(f"{sd}/Insurance/BOP policy 2026.pdf", A, "Salon", 120, t_bop)
    add(f"{sd}/License/TDLR salon license renewal 2025.pdf", A, "Salon", 300, t_tdlr_salon)
    add(f"{sd}/License/My license renewal 2026.pdf", A, "Salon", 40, t_operator)
    add(f"{sd}/License/Staff licenses.xlsx", A, "Salon", 26, t_staff_licenses)
    add(f"{sd}/Inspection/TDLR inspection 2025-11.pdf", A, "Salon", 200, t_inspection)
    add(f"{sd}/Inspection/corrective action letter.docx", A, "Salon", 196, t_corrective)
    add(f"{sd}/Marketing/Mothers Day promo 2026.docx", A, "Salon", 30, t_promo)
    add(f"{sd}/Marketing/Instagram plan.docx", A, "Salon", 70, t_instagram_note)
    add(f"{sd}/Staff/New hire - Kim Bui.docx", A, "Salon", 150, t_w4)
    add(f"{sd}/Staff/xin nghi - email.eml", A, "Salon", 20, t_staff_msg)
    add(f"{sd}/Staff/Noi quy nhan vien 2024.docx", A, "Salon", 560, t_handbook)
    add(f"{sd}/Gift cards.xlsx", A, "Salon", 6, t_giftcards)
    add(f"{sd}/PPP loan 2020/PPP application Gulf Harbor.pdf", X, "Salon", 2200, t_ppp_app)
    add(f"{sd}/PPP loan 2020/PPP forgiveness approved.pdf", X, "Salon", 1750, t_ppp_forgive)
    ig = "Pictures/Salon Instagram"
    for name, age in (("chrome french.jpg", 12), ("IMG_5102.jpg", 26), ("pedicure chair new.jpg", 95),
                      ("summer set 01.jpg", 5), ("summer set 02.jpg", 5), ("valentine nails.jpg", 108)):
        photo(f"{ig}/{name}", A, "Salon", age)
    left(f"{ig}/Thumbs.db", 5, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))

    # ------------------------------------------------------------ Pearland second location -- Projects Salon
    pl = "Documents/Lotus Nails 2 - Pearland"
    add(f"{pl}/LOI Silverlake Commons signed.pdf", P, "Salon", 105, t_loi)
    add(f"{pl}/Lease/Lease draft v1.docx", P, "Salon", 60, lambda r, dt: t_lease_draft(r, dt, "v1"))
    add(f"{pl}/Lease/Lease draft v2 - comments.docx", P, "Salon", 35, lambda r, dt: t_lease_draft(r, dt, "v2"))
    add(f"{pl}/Lease/Lease draft v3 FINAL.docx", P, "Salon", 9, lambda r, dt: t_lease_draft(r, dt, "v3"))
    add(f"{pl}/Contractor/Bao gia Phat Construction.pdf", P, "Salon", 50,
        lambda r, dt: t_buildout_quote(r, dt, "PHÁT CONSTRUCTION LLC\n11611 Bellaire Blvd, Houston TX 77072"))
    add(f"{pl}/Contractor/BuildRight Interiors proposal.pdf", P, "Salon", 44,
        lambda r, dt: t_buildout_quote(r, dt, "BUILDRIGHT INTERIORS INC.\n2200 N Main St, Pearland TX 77581"))
    add(f"{pl}/Contractor/Phat Construction revised.pdf", P, "Salon", 18,
        lambda r, dt: t_buildout_quote(r, dt, "PHÁT CONSTRUCTION LLC (revised)\n11611 Bellaire Blvd, Houston TX 77072"))
    add(f"{pl}/Floor plan v2.png", P, "Salon", 40, "")
    photo(f"{pl}/floor plan sketch.jpg", P, "Salon", 70)
    add(f"{pl}/Business plan v1.docx", P, "Salon", 110, lambda r, dt: t_business_plan(r, dt, "v1"))
    add(f"{pl}/Business plan v3 final.docx", P, "Salon", 55, lambda r, dt: t_business_plan(r, dt, "v3 final"))
    left(f"{pl}/~$siness plan v3 final.docx", 2, b"\x05Trang" + b"\x00" * 50)
    add(f"{pl}/Opening budget.xlsx", P, "Salon", 6, t_opening_budget)
    left(f"{pl}/~$ening budget.xlsx", 1, b"\x05Trang" + b"\x00" * 50)
    add(f"{pl}/SBA loan/SBA checklist from Daniel.eml", P, "Salon", 52, t_sba)
    add(f"{pl}/SBA loan/SBA Form 413 - Trang.pdf", P, "Salon", 45, t_pfs)
    add(f"{pl}/Permit/Plan review comments 1.pdf", P, "Salon", 24, t_permit)
    add(f"{pl}/TDLR application Pearland.pdf", P, "Salon", 15, t_tdlr_new)
    add(f"{pl}/Chairs order Spa Luxe.pdf", P, "Salon", 12, t_chair_order)
    add(f"{pl}/Sign quote Bayou Signs.pdf", P, "Salon", 10, t_sign_quote)
    add(f"{pl}/Tuyen tho/tin tuyen tho Pearland.docx", P, "Salon", 8, t_hiring)
    add(f"{pl}/Tuyen tho/dang bao Nguoi Viet.txt", P, "Salon", 7, t_hiring)
    add(f"{pl}/checklist.md", P, "Salon", 3, t_timeline)
    for name, age in (("IMG_4711.jpg", 100), ("IMG_4712.jpg", 100), ("IMG_4713.jpg", 100), ("IMG_4790.HEIC", 30)):
        photo(f"{pl}/site photos/{name}", P, "Salon", age)

    # ------------------------------------------------------------ Vy's Sweet 16 -- Projects Family
    vy = "Documents/Vy Sweet 16"
    add(f"{vy}/Grand Jade contract.pdf", P, "Family", 80, t_venue)
    add(f"{vy}/DJ Tommy Vu.eml", P, "Family", 40, t_dj)
    add(f"{vy}/guest list.xlsx", P, "Family", 5, t_guest_list)
    add(f"{vy}/budget sweet 16.xlsx", P, "Family", 12, t_party_budget)
    add(f"{vy}/Cake order Thien Huong.pdf", P, "Family", 20, t_cake)
    add(f"{vy}/Photographer agreement.pdf", P, "Family", 28, t_photog)
    add(f"{vy}/dress receipt.pdf", P, "Family", 33, t_dress)
    add(f"{vy}/ke hoach tiec.docx", P, "Family", 14, t_party_plan)
    left(f"{vy}/~$ hoach tiec.docx", 1, b"\x05Trang" + b"\x00" * 50)
    add(f"{vy}/invitation v1.png", P, "Family", 25, "")
    add(f"{vy}/invitation final.png", P, "Family", 9, "")
    add(f"{vy}/invitation text.txt", P, "Family", 25, t_invite)
    for name, age in (("balloon arch.jpg", 90), ("backdrop.jpg", 88), ("table setting.jpg", 75), ("cake idea.jpg", 61)):
        photo(f"{vy}/ideas/{name}", P, "Family", age)

    # ------------------------------------------------------------ Vietnam trip 2026 -- Projects Travel
    vn = "Documents/Về VN hè 2026"
    add(f"{vn}/EVA eticket K7Q2LM.pdf", P, "Travel", 130, t_eticket)
    for who, name in (("Trang", "NGUYEN THU TRANG"), ("Minh", "TRAN VAN MINH"), ("Vy", "TRAN THAO VY")):
        add(f"{vn}/evisa/evisa {who}.pdf", P, "Travel", 20, lambda r, dt, n=name: t_evisa(r, dt, n))
    add(f"{vn}/Khach san Da Nang.pdf", P, "Travel", 45, t_hotel)
    add(f"{vn}/Hoi An tour voucher.pdf", P, "Travel", 30, t_tour)
    add(f"{vn}/lich trinh.docx", P, "Travel", 10, t_itinerary)
    add(f"{vn}/quà mang về.txt", P, "Travel", 6, t_gifts)
    add(f"{vn}/packing list.txt", P, "Travel", 2, t_packing)
    add(f"{vn}/Travel insurance Allianz.pdf", P, "Travel", 25, t_travel_ins)
    add(f"{vn}/Passport Bao/DS-11 receipt.pdf", P, "Travel", 70, t_passport_bao)
    photo(f"{vn}/Passport Bao/passport photo Bao.jpg", P, "Travel", 72)
    add(f"{vn}/Dì Sáu email.eml", P, "Travel", 55, t_cousin_mail)

    # ------------------------------------------------------------ House -- Areas Home; roof -- Projects Home
    nh = "Documents/Nhà"
    for m, age in (("2026-03", 72), ("2026-04", 42), ("2026-05", 12)):
        add(f"{nh}/Dien/Lone Star Power {m}.pdf", A, "Home", age, t_electric)
    add(f"{nh}/Nuoc/water bill 2026-04.pdf", A, "Home", 38, t_water)
    add(f"{nh}/Property tax 2025.pdf", A, "Home", 190, t_property_tax)
    add(f"{nh}/HOA/HOA assessment 2026.pdf", A, "Home", 150, t_hoa)
    add(f"{nh}/HOA/HOA letter trash bins.pdf", A, "Home", 230, t_hoa)
    add(f"{nh}/Homeowners policy 2025-2026.pdf", A, "Home", 250, t_home_policy)
    add(f"{nh}/Xfinity bill May.pdf", A, "Home", 12, t_internet)
    add(f"{nh}/Pest control Q2.pdf", A, "Home", 40, t_pest)
    rf = f"{nh}/Roof 2026"
    add(f"{rf}/Claim acknowledgement.pdf", P, "Home", 50, t_roof_claim)
    add(f"{rf}/Adjuster estimate.pdf", P, "Home", 36, t_adjuster)
    add(f"{rf}/adjuster email.eml", P, "Home", 39, t_roof_mail)
    add(f"{rf}/Tran Roofing estimate.pdf", P, "Home", 40,
        lambda r, dt: t_roof_quote(r, dt, "TRAN ROOFING & EXTERIORS LLC - Houston TX - (832) 555-0110"))
    add(f"{rf}/Lone Star Roofing estimate.pdf", P, "Home", 38,
        lambda r, dt: t_roof_quote(r, dt, "LONE STAR ROOFING CO. - Sugar Land TX"))
    add(f"{rf}/Contract Tran Roofing signed.pdf", P, "Home", 14, t_roof_contract)
    add(f"{rf}/HOA approval roof.pdf", P, "Home", 9, t_hoa_roof)
    for n in range(4950, 4954):
        photo(f"{rf}/hinh/IMG_{n}.jpg", P, "Home", 52)

    # ------------------------------------------------------------ money -- Areas Finance
    add("Documents/Taxes/2023 tax return.pdf", A, "Finance", 780, t_1040)
    add("Documents/Taxes/2024 tax return.pdf", A, "Finance", 415, t_1040)
    add("Documents/Taxes/2025 tax return - Le CPA.pdf", A, "Finance", 50, t_1040)
    add("Documents/Taxes/CPA organizer letter 2026.pdf", A, "Finance", 130, t_cpa_letter)
    bk = "Documents/Bank"
    for m, age in (("2026-02", 95), ("2026-03", 65), ("2026-04", 34)):
        add(f"{bk}/Bayou City {m}.pdf", A, "Finance", age, t_bank)
    add(f"{bk}/Frontier Visa 2026-04.pdf", A, "Finance", 38, t_credit)
    add(f"{bk}/Frontier Visa 2026-05.pdf", A, "Finance", 8, t_credit)
    add(f"{bk}/Mortgage statement May 2026.pdf", A, "Finance", 25, t_mortgage)
    add(f"{bk}/Escrow statement 2026.pdf", A, "Finance", 140, t_escrow)
    add(f"{bk}/Roth IRA Q1 2026.pdf", A, "Finance", 55, t_ira)
    add(f"{bk}/529 Bao Q1 2026.pdf", A, "Finance", 58, t_529)
    add("Documents/Chi tieu gia dinh 2026.xlsx", A, "Finance", 4, t_budget)
    add(f"{bk}/bai doc/Roth vs SEP IRA.pdf", R, "Finance", 300, t_roth)
    add(f"{bk}/bai doc/529 plans in Texas.pdf", R, "Finance", 420, t_529_article)

    # ------------------------------------------------------------ health -- Areas Health
    sk = "Documents/Sức khỏe"
    add(f"{sk}/AVS Trang 2026-03.pdf", A, "Health", 75, t_avs)
    add(f"{sk}/AVS Bao.pdf", A, "Health", 130, t_avs)
    add(f"{sk}/AVS Minh back.pdf", A, "Health", 20, t_avs)
    add(f"{sk}/EOB/EOB 2026-02.pdf", A, "Health", 100, t_eob)
    add(f"{sk}/EOB/EOB 2026-04.pdf", A, "Health", 44, t_eob)
    add(f"{sk}/Vy braces statement.pdf", A, "Health", 27, t_ortho)
    add(f"{sk}/mammogram result 2025.pdf", A, "Health", 240, t_mammo)
    add(f"{sk}/Bao immunization record.pdf", A, "Health", 260, t_vaccine)
    add(f"{sk}/dental receipt.pdf", A, "Health", 66, t_dental)
    add(f"{sk}/Tài liệu/huyet ap - AHA.pdf", R, "Health", 500, t_bp)

    # ------------------------------------------------------------ parents -- Areas Parents (+ 2024 move archive)
    bm = "Documents/Ba Má"
    add(f"{bm}/Medicare/MSN Ba 2026-02.pdf", A, "Parents", 100, t_msn)
    add(f"{bm}/Medicare/MSN Ma 2026-01.pdf", A, "Parents", 130, t_msn)
    add(f"{bm}/Medicare/MSN Ma 2025-10.pdf", A, "Parents", 220, t_msn)
    add(f"{bm}/Medicare/Part D EOB Ba March.pdf", A, "Parents", 60, t_partd)
    add(f"{bm}/Medicare 2023/MSN Ba 2023-07.pdf", A, "Parents", 1050, t_msn)
    add(f"{bm}/SSA letter Ma 2026 COLA.pdf", A, "Parents", 180, t_ssa)
    add(f"{bm}/HHSC renewal QMB.pdf", A, "Parents", 60, t_msp)
    add(f"{bm}/lich hen bac si.docx", A, "Parents", 3, t_parent_appts)
    add(f"{bm}/Bellaire Senior recert 2026.pdf", A, "Parents", 75, t_parent_rent)
    add(f"{bm}/CVS receipt Ma.pdf", A, "Parents", 17, t_parent_rx)
    add(f"{bm}/Medicare va Quy Vi 2026.pdf", R, "Parents", 230, t_medicare_book)
    add(f"{bm}/Dọn nhà 2024/Two Brothers Moving invoice.pdf", X, "Parents", 640, t_moving)
    add(f"{bm}/Dọn nhà 2024/notice to vacate Bissonnet.docx", X, "Parents", 670, t_vacate)
    add(f"{bm}/Dọn nhà 2024/Bellaire Senior application.pdf", X, "Parents", 700, t_senior_app)

    # ------------------------------------------------------------ kids' school -- Areas School (+ college apps archive)
    ks = "Documents/Kids school"
    add(f"{ks}/Kevin UT/Tuition Fall 2025.pdf", A, "School", 300, t_ut_bill)
    add(f"{ks}/Kevin UT/Tuition Spring 2026.pdf", A, "School", 150, t_ut_bill)
    add(f"{ks}/Kevin UT/Housing 2026-27 confirmation.pdf", A, "School", 90, t_housing)
    add(f"{ks}/Kevin UT/FAFSA 2026-27 summary.pdf", A, "School", 160, t_fafsa)
    add(f"{ks}/Kevin UT/1098-T 2025.pdf", A, "School", 120, t_1098t)
    add(f"{ks}/Kevin UT/VACH scholarship 2026.pdf", A, "School", 20, t_scholarship)
    dot(f"{ks}/Kevin UT/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 60, 90)
    add(f"{ks}/Vy/Report card S1.pdf", A, "School", 130, t_report)
    add(f"{ks}/Vy/PSAT 2025.pdf", A, "School", 190, t_psat)
    add(f"{ks}/Vy/volleyball booster invoice.pdf", A, "School", 240, t_band)
    add(f"{ks}/Vy/course selection - counselor.eml", A, "School", 48, t_counselor_mail)
    add(f"{ks}/Vy/SAT study plan.docx", R, "School", 110, t_sat_tips)
    add(f"{ks}/FAFSA guide for parents.pdf", R, "School", 250, t_fafsa_guide)
    add(f"{ks}/Bao/Bellfort Oaks - Ms Ortiz.eml", A, "School", 45, t_teacher_mail)
    ca = f"{ks}/Kevin college apps 2024"
    add(f"{ca}/UT admission letter.pdf", X, "School", 500, t_ut_admit)
    add(f"{ca}/ApplyTexas essay draft 3.docx", X, "School", 620, t_essay)
    add(f"{ca}/SAT score report.pdf", X, "School", 640, t_sat)

    # ------------------------------------------------------------ cars -- Areas Car (+ Odyssey archive)
    xe = "Documents/Xe"
    add(f"{xe}/Texan Star auto policy 2026.pdf", A, "Car", 60, t_car_ins)
    add(f"{xe}/Sienna registration 2026.pdf", A, "Car", 100, t_registration)
    add(f"{xe}/F150 emissions.pdf", A, "Car", 150, t_emissions)
    add(f"{xe}/Toyota Financial May.pdf", A, "Car", 20, t_car_loan)
    add(f"{xe}/Sienna service 58k.pdf", A, "Car", 75, t_car_service)
    add(f"{xe}/Honda Odyssey ban 2023/bill of sale.pdf", X, "Car", 1180, t_bill_of_sale)
    add(f"{xe}/Honda Odyssey ban 2023/timing belt 2021.pdf", X, "Car", 1800, t_odyssey_service)

    # ------------------------------------------------------------ temple -- Areas Temple (+ Tết 2026 archive)
    ch = "Documents/Chùa"
    add(f"{ch}/bien nhan cung duong 2026-02.pdf", A, "Temple", 105, t_donation)
    add(f"{ch}/bien nhan cung duong 2026-05.pdf", A, "Temple", 10, t_donation)
    add(f"{ch}/Year end statement 2025.pdf", A, "Temple", 140, t_donation_year)
    add(f"{ch}/lich truc ban phu nu.xlsx", A, "Temple", 10, t_roster)
    add(f"{ch}/ban tin thang 5.pdf", A, "Temple", 28, t_newsletter)
    add(f"{ch}/Kinh/Kinh Pho Mon.docx", R, "Temple", 400, t_sutra)
    tet = f"{ch}/Hội chợ Tết 2026"
    add(f"{tet}/ke hoach gian hang.docx", X, "Temple", 125, t_tet_plan)
    add(f"{tet}/tong ket ban hang.xlsx", X, "Temple", 100, t_tet_sales)
    for n in range(3):
        photo(f"{tet}/hinh gian hang {n + 1}.jpg", X, "Temple", 106)

    # ------------------------------------------------------------ vital records -- Areas Family
    gt = "Documents/Giấy tờ"
    for name, kind, age in (("Bao birth certificate.pdf", "birth", 900), ("Naturalization Trang.pdf", "natz", 1400),
                            ("Marriage certificate.pdf", "marriage", 1400), ("SS cards.pdf", "ssn", 1100),
                            ("Passports family.pdf", "passport", 380)):
        add(f"{gt}/{name}", A, "Family", age, lambda r, dt, k=kind: t_vital(r, dt, k))

    # ------------------------------------------------------------ finished trips, grad party -- Archive
    add("Documents/Trips/Cancun 2023/Expedia itinerary.pdf", X, "Travel", 1120, t_cancun)
    add("Documents/Trips/Orlando 2022/Disney confirmation.pdf", X, "Travel", 1480, t_orlando)
    add("Documents/Kevin graduation party/budget tiec ra truong.xlsx", X, "Family", 372, t_grad_party)

    # ------------------------------------------------------------ resources by subject
    tl = "Documents/Tài liệu nail"
    add(f"{tl}/TDLR rules ch 83.pdf", R, "Salon", 420, t_tdlr_rules)
    add(f"{tl}/OSHA nail salon - tieng Viet.pdf", R, "Salon", 800, t_osha)
    add(f"{tl}/SDS acetone.pdf", R, "Salon", 350, t_sds)
    add(f"{tl}/Saigon Nail Supply price list 2026.pdf", R, "Salon", 140, t_catalog)
    add(f"{tl}/nail art notes.docx", R, "Salon", 90, t_nailart)
    add(f"{tl}/IRS Pub 15 2026.pdf", R, "Salon", 150, t_pub15)
    add(f"{tl}/on thi license.docx", R, "Salon", 2900, t_exam_notes)
    add(f"{tl}/Nail Technology Fundamentals.epub", R, "Salon", 600,
        _epub("Nail Technology Fundamentals", "K. Alvarez", "en",
              "Chapter 1: Nail anatomy, the nail plate, matrix and lunula; infection control and disinfection."))
    ct = "Documents/Công thức nấu ăn"
    add(f"{ct}/Phở bò.docx", R, "Cooking", 700, t_recipe("Phở bò"))
    add(f"{ct}/Bánh xèo.txt", R, "Cooking", 520, t_recipe("Bánh xèo"))
    add(f"{ct}/Canh chua cá.txt", R, "Cooking", 330, t_recipe("Canh chua cá"))
    add(f"{ct}/Thịt kho trứng.docx", R, "Cooking", 140, t_recipe("Thịt kho trứng"))
    add(f"{ct}/Mon an Viet Nam - cookbook.epub", R, "Cooking", 450,
        _epub("Món Ăn Việt Nam Ba Miền", "Bếp Nhà", "vi",
              "Chương 1: Nước mắm và nước chấm. Chương 2: Phở, bún bò Huế, hủ tiếu Nam Vang."))
    for name, what, age in (("Goodman furnace GMVC96 manual.pdf", "Goodman gas furnace GMVC96", 2000),
                            ("Samsung washer manual.pdf", "Samsung front-load washer WF45", 1200),
                            ("LG fridge manual.pdf", "LG French-door refrigerator LRFXS", 800)):
        add(f"{nh}/Manuals/{name}", R, "Home", age, lambda r, dt, w=what: t_manual(r, dt, w))
    add("Downloads/TSA what can I bring.pdf", R, "Travel", 180, t_tsa)

    # ------------------------------------------------------------ music and chanting
    for fn, title, artist, album, age in (
            ("Diễm Xưa - Khánh Ly.mp3", "Diễm Xưa", "Khánh Ly", "Tình Ca Trịnh Công Sơn", 2100),
            ("Mùa Xuân Đầu Tiên.mp3", "Mùa Xuân Đầu Tiên", "Tuấn Ngọc", "Nhạc Xuân", 470),
            ("Ly Cà Phê Ban Mê.mp3", "Ly Cà Phê Ban Mê", "Siu Black", "Tây Nguyên", 1300),
            ("ABBA - Happy New Year.mp3", "Happy New Year", "ABBA", "Super Trouper", 900),
            ("Ngày Tết Quê Em.mp3", "Ngày Tết Quê Em", "Various Artists", "Nhạc Tết 2026", 120),
            ("Karaoke/Để Gió Cuốn Đi - beat karaoke.mp3", "Để Gió Cuốn Đi (Karaoke)", "Karaoke Việt", "Karaoke", 300)):
        add(f"Music/{fn}", R, "Music", age, lambda r, dt, a=(title, artist, album): _id3(r, *a))
    for fn, title in (("Chú Đại Bi.mp3", "Chú Đại Bi"), ("Niệm Phật A Di Đà.mp3", "Niệm Phật A Di Đà")):
        add(f"Music/Niệm Phật/{fn}", R, "Temple", 700, lambda r, dt, t=title: _id3(r, t, "Chùa Liên Hoa", "Tụng Kinh"))
    left("Music/desktop.ini", 700, INI)

    # ------------------------------------------------------------ installers -- Resources Software
    for fn, age in (("ZaloSetup-25.5.3.exe", 12), ("ChromeSetup.exe", 400), ("TeamViewer_Setup_x64.exe", 260),
                    ("EpsonScanSmart_v3.9.exe", 330), ("QuickBooksDesktopPro2024.exe", 520)):
        add(f"Downloads/{fn}", R, "Software", age, lambda r, dt: _blob(r, EXE, 2500))
    add("Downloads/UniKeyNT-4.6RC2-230919-win64.zip", R, "Software", 640,
        _zip([("UniKeyNT.exe", "MZ unikey vietnamese keyboard 4.6"), ("readme.txt", "UniKey 4.6 RC2 - bo go tieng Viet")]))

    # ------------------------------------------------------------ pictures -- Resources Photos; trips/party -- Archive
    for n, ext, age in ((5201, "HEIC", 28), (5202, "HEIC", 28), (5217, "HEIC", 21), (5230, "HEIC", 16),
                        (5244, "JPG", 11), (5251, "HEIC", 9), (5263, "JPG", 4), (5270, "HEIC", 2)):
        photo(f"Pictures/iPhone import 2026-05/IMG_{n}.{ext}", R, "Photos", age)
    for name, age in (("Christmas 2025 01.jpg", 158), ("Tet 2025 ca nha.jpg", 485), ("Bao sinh nhat 8.jpg", 476),
                      ("Vy volleyball.jpg", 250), ("Ba Ma.jpg", 300)):
        photo(f"Pictures/2025/{name}", R, "Photos", age)
    for stamp, age in (("2026-05-03 104512", 29), ("2026-05-19 211803", 13), ("2026-04-22 083047", 40),
                       ("2026-01-30 154420", 122)):
        add(f"Pictures/Screenshots/Screenshot {stamp}.png", R, "Photos", age, "")
    for name in ("IMG_2201.jpg", "IMG_2202.jpg", "IMG_2240.jpg"):
        photo(f"Pictures/Cancun 2023/{name}", X, "Travel", 1055)
    for name in ("DSC01120.jpg", "DSC01188.jpg"):
        photo(f"Pictures/Orlando 2022/{name}", X, "Travel", 1450)
    for name in ("IMG_3801.jpg", "IMG_3802.jpg", "IMG_3855.jpg"):
        photo(f"Pictures/Kevin graduation 2025/{name}", X, "Family", 366)
    left("Pictures/desktop.ini", 900, INI)

    # ------------------------------------------------------------ old laptop copy
    ol = "Old laptop/My Documents"
    add(f"{ol}/Diamond Nails/paystub 2013-11-15.pdf", X, "Salon", 4581, t_old_stub)
    add(f"{ol}/Diamond Nails/paystub 2014-03-30.pdf", X, "Salon", 4446, t_old_stub)
    add(f"{ol}/Diamond Nails/resignation letter.docx", X, "Salon", 4270, t_resign)
    add(f"{ol}/scan0002.pdf", X, "Salon", 4480, t_old_w2, hard=True)
    add(f"{ol}/scan0001.pdf", A, "Finance", 4100, t_1040_old, hard=True)
    add(f"{ol}/Taxes/2013 taxes.pdf", A, "Finance", 4470, t_1040_old)
    add(f"{ol}/TDLR license renewal 2012.pdf", A, "Salon", 5000, t_operator)
    add(f"{ol}/Apartment/Royal Palms lease 2014.pdf", X, "Home", 4400, t_apt_lease)
    add(f"{ol}/Apartment/Royal Palms deposit refund.pdf", X, "Home", 3925, t_apt_moveout)
    add(f"{ol}/Document2.docx", X, "Home", 3940, t_deposit_letter, hard=True)
    add(f"{ol}/Document3.pdf", X, "Travel", 2700, t_trip2019, hard=True)
    add(f"{ol}/Recipes/bánh chưng.txt", R, "Cooking", 3000, t_banh_chung)
    for name in ("DSC_0412.JPG", "DSC_0455.JPG", "DSC_0520.JPG"):
        photo(f"{ol}/My Pictures/Vietnam 2019/{name}", X, "Travel", 2670)
    left(f"{ol}/My Pictures/Vietnam 2019/Thumbs.db", 2600, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))

    # ------------------------------------------------------------ old iPhone backup -- Archive Photos
    ib = "iPhone Trang backup 2022/DCIM/100APPLE"
    for n, ext, age in ((312, "JPG", 2400), (318, "JPG", 2390), (455, "JPG", 2100), (702, "JPG", 1900),
                        (988, "HEIC", 1700), (1203, "JPG", 1560), (1240, "HEIC", 1530), (1311, "JPG", 1500)):
        photo(f"{ib}/IMG_{n:04d}.{ext}", X, "Photos", age)

    # ------------------------------------------------------------ Downloads with telling names
    add("Downloads/EVA Air change receipt.pdf", P, "Travel", 15, t_eva_change)
    add("Downloads/UT What I Owe Fall 2026.pdf", A, "School", 4, t_ut_bill)
    add("Downloads/floor-plan-pearland-rev3.pdf", P, "Salon", 16, t_floorplan)
    add("Downloads/sweet16-invitation-template.png", P, "Family", 30, "")
    add("Downloads/Medicare va Quy Vi 2025.pdf", R, "Parents", 560, t_medicare_book)

    # ------------------------------------------------------------ hard: Downloads (name and folder say nothing)
    H = True
    add("Downloads/Document.pdf", A, "Home", 42, t_electric, H)
    add("Downloads/Document (1).pdf", A, "Salon", 36, t_supply_invoice, H)
    add("Downloads/Document (2).pdf", P, "Home", 41,
        lambda r, dt: t_roof_quote(r, dt, "BAYOU ROOFING PROS - Katy TX - storm restoration"), H)
    add("Downloads/Document (3).pdf", A, "Health", 33, t_avs, H)
    add("Downloads/Document (5).pdf", R, "Salon", 260, t_osha, H)
    add("Downloads/Document (6).pdf", R, "Home", 610,
        lambda r, dt: t_manual(r, dt, "Carrier Comfort 14 SEER central air conditioner"), H)
    add("Downloads/download.pdf", A, "Finance", 5, t_bank, H)
    add("Downloads/download (1).pdf", P, "Travel", 11, lambda r, dt: t_evisa(r, dt, "TRAN MINH BAO"), H)
    add("Downloads/download (2).pdf", R, "Finance", 205, t_roth, H)
    add("Downloads/file.pdf", A, "School", 152, t_ut_bill, H)
    add("Downloads/view.pdf", A, "Salon", 121, t_bop, H)
    add("Downloads/print.pdf", A, "Salon", 224, t_sales_tax, H)
    add("Downloads/attachment.pdf", P, "Salon", 47,
        lambda r, dt: t_buildout_quote(r, dt, "COASTAL COMMERCIAL BUILDERS\nFriendswood, TX 77546"), H)
    add("Downloads/attachment (2).pdf", A, "Car", 240, t_car_ins, H)
    add("Downloads/GetDocument.pdf", P, "Salon", 4, t_permit, H)
    add("Downloads/GetDocument (1).pdf", A, "Finance", 505, t_escrow, H)
    add("Downloads/export.csv", A, "Salon", 73, t_payroll, H)
    add("Downloads/export (1).csv", A, "Salon", 185, t_square, H)
    add("Downloads/message.eml", P, "Home", 7, t_roofer_sched, H)
    add("Downloads/message (1).eml", A, "School", 140, t_teacher_mail, H)
    add("Downloads/fwd.eml", P, "Family", 22, t_balloon_mail, H)
    add("Downloads/doc02384720260415.pdf", A, "Home", 47, t_hoa, H)
    add("Downloads/data.xlsx", P, "Salon", 62, t_opening_budget, H)
    left("Downloads/Unconfirmed 482913.crdownload", 0.2, _blob(r, b"%PDF-1.7\n", 600))
    left("Downloads/Paris By Night 139.mp4.part", 3, _blob(r, b"\x00\x00\x00\x20ftypisom", 1200))
    left("Downloads/desktop.ini", 400, INI)

    # ------------------------------------------------------------ hard: Desktop
    add("Desktop/New Text Document.txt", P, "Travel", 18, t_vn_note, H)
    add("Desktop/New Text Document (2).txt", P, "Family", 11, t_party_todo, H)
    add("Desktop/New Text Document (3).txt", R, "Temple", 380, t_daibi, H)
    add("Desktop/New Microsoft Word Document.docx", P, "Salon", 9, t_receptionist_ad, H)
    add("Desktop/Doc1.docx", A, "Salon", 197, t_corrective, H)
    add("Desktop/Book1.xlsx", P, "Family", 48, t_guest_list, H)
    add("Desktop/Book2.xlsx", A, "Finance", 150, t_budget, H)
    add("Desktop/ghi chu.txt", A, "Parents", 8, t_parent_note, H)
    add("Desktop/ghi chu moi.txt", R, "Cooking", 95, t_recipe("Chè ba màu"), H)
    add("Desktop/untitled.txt", P, "Salon", 80, t_timeline, H)
    left("Desktop/desktop.ini", 900, INI)

    # ------------------------------------------------------------ hard: scanner output
    sc = "Documents/Scans"
    for name, b, topic, age, fn in (
            ("scan0001.pdf", A, "Parents", 160, t_msn), ("scan0002.pdf", A, "Parents", 178, t_ssa),
            ("scan0003.pdf", A, "Home", 540, t_property_tax), ("scan0004.pdf", A, "Car", 465, t_registration),
            ("scan0005.pdf", A, "Finance", 495, t_cpa_letter), ("scan0006.pdf", A, "Temple", 200, t_donation),
            ("scan0007.pdf", A, "Home", 330, t_hoa), ("scan0009.pdf", A, "Salon", 110, t_supply_invoice),
            ("scan0011.pdf", A, "Salon", 199, t_inspection), ("scan0012.pdf", A, "Health", 88, t_ortho),
            ("scan0013.pdf", A, "School", 129, t_report), ("scan0014.pdf", P, "Family", 79, t_venue),
            ("scan0016.pdf", P, "Home", 35, t_adjuster), ("scan0017.pdf", P, "Salon", 104, t_loi),
            ("img20260305_0001.pdf", A, "Parents", 88, t_msp), ("img20260305_0002.pdf", A, "Parents", 88, t_parent_rent),
            ("img20260412_0001.pdf", P, "Home", 50, t_roof_claim)):
        add(f"{sc}/{name}", b, topic, age, fn, H)

    # ------------------------------------------------------------ hard: Zalo Received Files
    z = "Documents/Zalo Received Files"
    add(f"{z}/tailieu.pdf", R, "Health", 210, t_diet, H)
    add(f"{z}/tailieu (1).pdf", P, "Salon", 53,
        lambda r, dt: t_buildout_quote(r, dt, "PHÁT CONSTRUCTION LLC\n11611 Bellaire Blvd, Houston TX 77072"), H)
    add(f"{z}/file_1717.pdf", P, "Travel", 26, t_hotel_cantho, H)
    add(f"{z}/danh sach.xlsx", A, "Temple", 40, t_roster, H)
    add(f"{z}/danh sach (1).xlsx", X, "Temple", 99, t_tet_sales, H)
    add(f"{z}/Scan_20260415.pdf", A, "Salon", 47, t_license_copy, H)
    add(f"{z}/zalo_174859.docx", A, "Salon", 22, t_schedule, H)
    add(f"{z}/zalo_180233.docx", R, "Cooking", 118, t_banh_chung, H)
    add(f"{z}/tai lieu gui chi.pdf", P, "Family", 19, t_makeup, H)

    # ------------------------------------------------------------ hard: year folders
    add("Documents/2025/scan0040.pdf", A, "School", 290, t_ut_bill, H)
    add("Documents/2025/scan0042.pdf", A, "Finance", 300, t_mortgage, H)
    add("Documents/2025/Document (4).pdf", A, "Health", 280, t_eob, H)
    add("Documents/2025/Document (8).pdf", X, "School", 490, t_ut_admit, H)
    add("Documents/2024/scan0033.pdf", A, "Family", 720, lambda r, dt: t_vital(r, dt, "ssn"), H)
    add("Documents/2024/scan0035.pdf", A, "Parents", 600, t_partd, H)
    add("Documents/2024/scan0036.pdf", X, "Parents", 638, t_moving, H)
    add("Documents/2023/Document (7).pdf", X, "Travel", 1090, t_cancun, H)
    add("Documents/2023/scan0029.pdf", X, "Car", 1180, t_bill_of_sale, H)
    left("Documents/desktop.ini", 900, INI)

    return items
