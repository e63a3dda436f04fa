"""A sixty-second unseen labelled corpus: Marcus Bell, Chicago paralegal, landlord and candle maker,
``build(root, seed)``, written blind.

Only these were read while writing it: ``unseen.py``'s module docstring (the model for how a person and the
labelling rules are written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``,
``_epub``, ``_id3`` and ``_blob`` and the first lines of its ``build()`` (the write/encode/add/dot helpers);
from ``corpus.py`` the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; from
``blind.py`` ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. Nobody who wrote this module looked at
``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts, the bodies of the other corpus modules or
any placement result. The files and labels are shaped by what this person would have on disk, not by what
any code looks for.

The person: Marcus Bell, 42, a litigation paralegal at Hollister Grant & Weiss LLP in the Loop (since
2019; before that he was an escrow and title processor at Lakeshore Title & Escrow in Oak Brook,
2012-2019). He is divorced from Danielle Harris (Cook County case 2022 D 004817, judgment entered August
2023) and shares custody of their son Jaylen (10, fifth grade at Hartwell Elementary, CPS; plays 10U
basketball for the Bronzeville Ballers at Ellis Park) under an allocation judgment / parenting plan. He
owns a brick two-flat at 4512 S. Vincennes Ave in Bronzeville, lives on the first floor and rents the
second-floor unit to Priya Nair (since September 2024; before her Derrick Coleman rented it, 2021-2024).
Evenings and weekends he runs Bell & Wick, a small soy-candle shop on Etsy with a Shopify site, buying wax,
wicks, jars and fragrance oil from suppliers and filing Illinois sales tax. Under way now: the rebuild of
the rotted back porch with a City of Chicago building permit (construction starts June 2026); a wholesale
candle line for Sable & Pine, a Hyde Park boutique (launch August 2026); a booth at the Bronzeville Summer
Makers Market on 20 June 2026; studying for the NALA Certified Paralegal exam (July 2026); Jaylen's
Park District summer day camp (starts 22 June); the Bell family reunion trip to Atlanta, 2-7 July 2026.
Finished: the divorce; the Lakeshore Title job; his Roosevelt University paralegal certificate (2019);
Derrick Coleman's tenancy; the 2023 boiler replacement; the Bronzeville Holiday Night Market booth of
December 2025; Jaylen's after-school care at Little Scholars (ended 2024); the old 2012 Nissan (sold 2021);
past trips. The machine is a Windows laptop with the usual chaos: ``Downloads/`` full of
``Document (3).pdf``, ``download.pdf``, Etsy and Shopify CSV exports and supplier invoices;
``Desktop/`` with ``New Text Document.txt`` and ``New folder/``; half-organized ``Documents/`` (``Bell &
Wick/``, ``House/``, ``Jaylen/``, ``Work stuff/``, ``Taxes/``); scanner output in ``Documents/Scans/``
(``scan0012.pdf``); OneDrive with the phone's ``Camera Roll``; a ``Pictures/iPhone 8 dump 2021/`` copied
from his old phone; and a ``Old Dell laptop/`` copy made in 2022. All texts are American English.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The back
  porch rebuild (architect drawings, permit application and permit, contractor bids, contract, deposit,
  lumber, progress photos, the city's porch guide he saved for it) -- topic Home; the Sable & Pine
  wholesale line (line sheet, wholesale price list, agreement draft, label proofs, sample photos, emails)
  and the Bronzeville Summer Makers Market booth (application, acceptance, booth fee, layout, stock plan,
  signage) -- topic Candles; the NALA Certified Paralegal exam (registration, study plan, practice tests,
  flashcards, the study guide) -- topic Work; Jaylen's 2026 summer day camp (registration, forms, fee) --
  topic Parenting; the Atlanta reunion trip of July 2026 (flights, hotel, reunion flyer, packing) -- topic
  Travel.
- **Areas**: responsibilities with no end, whatever the document's age: the candle shop's running business --
  orders, Etsy/Shopify exports, Etsy statements, supplier invoices, Illinois sales tax returns, shipping,
  inventory, pricing, listing texts, label artwork, product photos, the shop's bank account and liability
  insurance (Candles); his job -- HR and benefits papers, reviews, CLE certificates, association membership
  (Work); being a landlord -- the current lease, rent ledger, deposit, tenant messages, repairs to the rented
  unit (Rental); the building itself -- property tax, assessment, building insurance, utilities, upkeep
  (Home); custody and co-parenting -- the allocation judgment and parenting plan, the custody calendar, child
  support, shared expenses, Jaylen's school and basketball (Parenting); household money -- bank, credit card,
  mortgage, 401(k) and IRA, pay stubs, W-2 and 1099 forms, tax returns (Finance); the family's health
  including Jaylen's doctor visits (Health); the car (Car). A 2023 tax return or a 2024 report card is still
  Areas.
- **Resources**: reference and interests kept for their own sake, by subject: candle-making references, wick
  and fragrance-load charts, Etsy selling guides (Candles); paralegal reference notes, court rules, citation
  and e-filing guides (Work); landlord reference such as the Chicago RLTO summary (Rental); appliance manuals
  (Home); health reading (Health); ebooks (Books); music files (Music); installers (Software); photos and
  screenshots, trip and family photos included (Photos) -- except photos that document a project, current or
  finished (porch progress, wholesale samples, market booths: the project's bucket and topic), the shop's
  product photos (Areas, Candles), and the old phone dump.
- **Archive**: finished projects and ended responsibilities: the divorce case itself -- petition,
  settlement agreement, financial affidavits, attorney bills, the quitclaim deed, the QDRO (Divorce); the
  Lakeshore Title job and the Roosevelt paralegal certificate (Work); Derrick Coleman's tenancy
  (Rental); the 2023 boiler replacement (Home); the December 2025 holiday market booth (Candles);
  Little Scholars after-school care (Parenting); the Nissan sold in 2021 (Car); past trips (Travel); the
  iPhone 8 photo dump of 2021 (Photos).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Topics are subjects, the same names across buckets (the porch is ``Home`` like the property tax; the
wholesale line is ``Candles`` like the Etsy orders; the parenting plan is ``Parenting``, not ``Divorce``).
Photos are labelled as above and are never hard. ``hard`` marks a file whose name *and* folder say nothing
about its subject (``Downloads/Document (3).pdf``, ``Documents/Scans/scan0012.pdf``,
``Desktop/New Text Document.txt``, ``Downloads/invoice_20417.pdf``): only the text inside (.txt, .md, .csv,
.eml, .pdf, .docx, .xlsx) can place it, and that text is a real document on the subject. Dates are
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
    return f"{dt:%B} {dt.day}, {dt.year}"


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


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


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt:%a, %d %b %Y} 19:42:10 -0500\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")


# --------------------------------------------------------------------------- the person's world

ME = "Marcus Bell"
ADDR = "4512 S. Vincennes Ave, Unit 1, Chicago, IL 60653"
BLDG = "4512 S. Vincennes Ave, Chicago, IL 60653"
MAIL = "marcus.bell42@gmail.com"
SHOP = "Bell & Wick Candle Co."
SHOPMAIL = "hello@bellandwick.com"
FIRM = "Hollister Grant & Weiss LLP, 180 N. LaSalle St., Suite 2400, Chicago, IL 60601"
TENANT = "Priya Nair"
OLD_TENANT = "Derrick Coleman"
EX = "Danielle Harris"
SON = "Jaylen Bell"
PIN = "20-03-118-021-0000"
CASE = "2022 D 004817"
SCENTS = ["Bronzeville Porch", "Cedar & Smoke", "Lakefront Linen", "Sweet Tea & Peach", "Tobacco Vanilla",
          "Fig & Amber", "Grandma's Kitchen", "Black Currant Rose", "Pine & Bourbon", "Sea Salt Orchid",
          "Cashmere Plum", "Honey Oat Milk"]
FIRST = ["Ashley", "Brandon", "Tiffany", "Kevin", "Monique", "Jessica", "Darnell", "Lauren", "Chris", "Keisha",
         "Megan", "Andre", "Rachel", "Tyrone", "Emily", "Jasmine", "Ryan", "Nicole", "Marcus", "Alicia"]
LAST = ["Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Robinson", "Walker", "Young",
        "Allen", "King", "Wright", "Scott", "Green", "Baker", "Adams", "Nelson", "Hill", "Campbell"]
STATES = [("Evanston", "IL", "60201"), ("Austin", "TX", "78704"), ("Atlanta", "GA", "30310"),
          ("Milwaukee", "WI", "53212"), ("Brooklyn", "NY", "11216"), ("Oak Park", "IL", "60302"),
          ("Detroit", "MI", "48207"), ("Charlotte", "NC", "28205"), ("Denver", "CO", "80205"),
          ("Naperville", "IL", "60540"), ("Columbus", "OH", "43206"), ("Portland", "OR", "97211")]


def _who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


# --------------------------------------------------------------------------- texts: the candle shop


def t_etsy_orders(r, dt):
    rows = ["Sale Date,Order ID,Buyer,Full Name,Number of Items,Payment Method,Date Shipped,Ship City,"
            "Ship State,Ship Zipcode,Ship Country,Currency,Order Value,Coupon Code,Shipping,Sales Tax,"
            "Order Total,Status"]
    day = dt - timedelta(days=28)
    for _ in range(r.randint(9, 16)):
        day += timedelta(days=r.randint(1, 3))
        city, st, z = r.choice(STATES)
        n = r.randint(1, 4)
        val = n * r.choice([18.0, 22.0, 24.0, 28.0])
        ship = r.choice([0.0, 5.95, 7.50])
        tax = round(val * (0.1025 if st == "IL" else r.choice([0.0625, 0.08, 0.0875])), 2)
        rows.append(f"{day:%m/%d/%y},{r.randint(3100000000, 3399999999)},{r.choice(FIRST).lower()}"
                    f"{r.randint(10, 999)},{_who(r)},{n},Etsy Payments,{(day + timedelta(days=2)):%m/%d/%y},"
                    f"{city},{st},{z},United States,USD,{val:.2f},{r.choice(['', '', 'SPRING15', 'WELCOME10'])},"
                    f"{ship:.2f},{tax:.2f},{val + ship + tax:.2f},Completed")
    return "\n".join(rows) + "\n"


def t_etsy_items(r, dt):
    rows = ["Sale Date,Item Name,Buyer,Quantity,Price,Coupon Code,Order ID,Transaction ID,SKU,Variations,"
            "Order Shipping,Ship State"]
    day = dt - timedelta(days=28)
    for _ in range(r.randint(10, 18)):
        day += timedelta(days=r.randint(1, 2))
        s = r.choice(SCENTS)
        size = r.choice(["8 oz amber jar", "12 oz tin", "4 oz travel tin"])
        price = {"8 oz amber jar": 24.0, "12 oz tin": 28.0, "4 oz travel tin": 12.0}[size]
        rows.append(f"{day:%m/%d/%y},\"{s} Soy Candle - Hand Poured in Chicago - {size}\","
                    f"{r.choice(FIRST).lower()}{r.randint(10, 999)},{r.randint(1, 3)},{price:.2f},,"
                    f"{r.randint(3100000000, 3399999999)},{r.randint(4000000000, 4299999999)},"
                    f"BW-{s[:3].upper()}-{size.split()[0]},Size: {size},5.95,{r.choice(STATES)[1]}")
    return "\n".join(rows) + "\n"


def t_shopify_orders(r, dt):
    rows = ["Name,Email,Financial Status,Paid at,Fulfillment Status,Currency,Subtotal,Shipping,Taxes,Total,"
            "Discount Code,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Billing City,"
            "Billing Province,Vendor"]
    day = dt - timedelta(days=40)
    num = r.randint(1180, 1300)
    for _ in range(r.randint(6, 11)):
        day += timedelta(days=r.randint(1, 6))
        num += 1
        s = r.choice(SCENTS)
        q = r.randint(1, 3)
        sub = q * 24.0
        tax = round(sub * 0.1025, 2)
        city, st, _z = r.choice(STATES[:6])
        rows.append(f"#BW{num},{r.choice(FIRST).lower()}.{r.choice(LAST).lower()}@gmail.com,paid,"
                    f"{day:%Y-%m-%d} 14:{r.randint(10, 59)}:00 -0500,fulfilled,USD,{sub:.2f},6.95,{tax:.2f},"
                    f"{sub + 6.95 + tax:.2f},,{q},{s} - 8 oz Amber Jar,24.00,BW-{s[:3].upper()}-8,{city},{st},"
                    "Bell & Wick")
    return "\n".join(rows) + "\n"


def t_wax_invoice(r, dt, n: int = 0):
    n = n or r.randint(20300, 20999)
    cases = r.randint(2, 5)
    total = cases * 112.40
    freight = r.uniform(38, 74)
    return (f"MIDWEST WAX SUPPLY CO.\n2150 W. 167th St, Markham, IL 60428  |  (708) 555-0143\n"
            f"INVOICE {n}\nInvoice date: {_d(dt)}    Terms: Paid - Visa ending 4471\n"
            f"Bill to: {SHOP}, attn. {ME}, {BLDG}\n"
            f"Qty  Item                                   Unit       Amount\n"
            f"{cases}    Golden Brands 464 Soy Wax, 45 lb case  $112.40   ${total:,.2f}\n"
            f"1    Coconut-soy blend CS-7, 10 lb slab      $38.50    $38.50\n"
            f"     Freight (LTL residential delivery)               ${freight:,.2f}\n"
            f"Total: ${total + 38.50 + freight:,.2f}\n"
            "Resale certificate on file (Illinois CRT-61). No sales tax charged.\n"
            "Store wax below 90 F. Thank you for supporting a Midwest supplier!\n")


def t_wick_invoice(r, dt, n: int = 0):
    n = n or r.randint(5100, 5999)
    a = r.randint(4, 10) * 100
    return (f"WickWorks Supply  -  wickworkssupply.com\nOrder #WW-{n}   Placed {_d(dt)}\n"
            f"Ship to: {ME}, {SHOP}, {BLDG}\n"
            f"ECO 10 pre-tabbed wicks, 6 in      x {a}     ${a * 0.045:,.2f}\n"
            f"CD 12 pre-tabbed wicks, 6 in       x {a // 2}     ${a // 2 * 0.05:,.2f}\n"
            f"Wick stickers (glue dots) roll 1000  x 1     $9.99\n"
            f"Wooden crackling wicks 0.5 in       x 100     $24.00\n"
            f"Shipping (USPS Ground Advantage)             $8.45\n"
            f"Order total: ${a * 0.045 + a // 2 * 0.05 + 9.99 + 24 + 8.45:,.2f}\n"
            "Wick sizing depends on your wax, jar diameter and fragrance load - always burn test.\n")


def t_jar_invoice(r, dt, n: int = 0):
    n = n or r.randint(88000, 88999)
    cs = r.randint(3, 8)
    return (f"Lakefront Glass & Packaging, Inc.\n1450 S. Loomis St, Chicago, IL 60608\nINVOICE No. {n}\n"
            f"Date: {_d(dt)}   Customer: Bell & Wick (Marcus Bell)   Acct 30417\n"
            f"{cs} cs  8 oz Amber Straight-Sided Jar, 70-400 neck (12/cs)   @ $16.80   ${cs * 16.80:,.2f}\n"
            f"{cs} cs  70-400 Black Metal Lid, plastisol liner (12/cs)     @ $6.60    ${cs * 6.60:,.2f}\n"
            f"1 bx  Kraft shipping boxes 6x6x6 (25)                       @ $21.75   $21.75\n"
            f"2 rl  Bubble wrap 12 in x 50 ft                              @ $11.20   $22.40\n"
            f"Pickup at dock - no freight. Subtotal ${cs * 23.4 + 44.15:,.2f}\n"
            "Tax exempt for resale, Illinois Resale Number on file.\n")


def t_fragrance_invoice(r, dt):
    n = r.randint(60000, 69999)
    picks = r.sample(SCENTS, 4)
    lines = "".join(f"{p} fragrance oil, 16 oz   ${r.uniform(21, 29):.2f}\n" for p in picks)
    return (f"Aroma Haus Fragrance Oils\nOrder confirmation #{n}  -  {_d(dt)}\n"
            f"Customer: Marcus Bell / Bell & Wick\n{lines}"
            "Phthalate-free. IFRA 51st amendment certificates and SDS sheets available on each product page.\n"
            f"Shipping: FedEx Ground ${r.uniform(9, 16):.2f}\nPayment: Shop Pay\n")


def t_sales_tax(r, dt):
    per = dt - timedelta(days=25)
    q = (per.month - 1) // 3 + 1
    gross = r.uniform(2800, 6900)
    il = gross * r.uniform(0.18, 0.30)
    return (f"Illinois Department of Revenue - MyTax Illinois\nForm ST-1, Sales and Use Tax and E911 Surcharge "
            f"Return - Confirmation\nAccount ID: 4471-2209   Business: BELL & WICK CANDLE CO. (Marcus Bell, "
            f"sole proprietor)\nLocation: {BLDG}\nFiling period: Q{q} {per.year}\n"
            f"Line 1  Total receipts: ${gross:,.2f}\n"
            f"Line 2  Deductions (sales by marketplace facilitator Etsy, reported by Etsy): "
            f"${gross - il:,.2f}\n"
            f"Line 3  Taxable receipts (Shopify site and in-person sales): ${il:,.2f}\n"
            f"Tax due at 6.25% state + Chicago/Cook local rate: ${il * 0.1025:,.2f}\n"
            f"Submitted {_d(dt)}. Payment debited from Chase Business checking x2290.\n")


def t_etsy_statement(r, dt):
    sales = r.uniform(900, 2600)
    fees = sales * 0.065
    proc = sales * 0.03 + 0.25 * r.randint(30, 80)
    listing = 0.20 * r.randint(40, 90)
    ads = r.uniform(15, 60)
    return (f"Etsy - Bell & Wick - Monthly statement, {(dt - timedelta(days=6)):%B %Y}\n"
            f"Sales: ${sales:,.2f}\nTransaction fees (6.5%): -${fees:,.2f}\n"
            f"Payment processing fees: -${proc:,.2f}\nListing fees and renewals: -${listing:,.2f}\n"
            f"Etsy Ads: -${ads:,.2f}\nShipping labels (USPS): -${r.uniform(60, 190):,.2f}\n"
            f"Deposits to Chase Business x2290: ${sales - fees - proc - listing - ads:,.2f}\n"
            "Sales tax collected and remitted by Etsy as marketplace facilitator is not included.\n")


def t_inventory(r, dt):
    rows = ["Scent;8 oz jars on hand;12 oz tins;4 oz tins;Fragrance oil left (oz);Reorder?"]
    for s in SCENTS:
        fo = r.randint(2, 40)
        rows.append(f"{s};{r.randint(0, 26)};{r.randint(0, 14)};{r.randint(0, 30)};{fo};"
                    f"{'YES' if fo < 10 else ''}")
    rows.append(f"Counted {dt:%m/%d/%Y} - basement shelf + closet;;;;;")
    return "\n".join(rows)


def t_costing(r, dt):
    return ("Bell & Wick - cost per candle (8 oz amber jar)\n"
            "Item;Cost;Notes\nSoy wax 7.2 oz;$1.12;464 at $2.50/lb\nFragrance oil 0.65 oz (9% load);$1.05;"
            "avg of Aroma Haus 16 oz\nJar + lid;$1.95;Lakefront Glass\nWick + sticker;$0.14;ECO 10\n"
            "Label + warning label;$0.31;Sticker Mule\nBox + wrap;$0.88;\nTotal cost;$5.45;\n"
            "Retail price;$24.00;Etsy + Shopify\nWholesale (50%);$12.00;\nEtsy fees approx;$3.10;\n"
            f"Margin retail;$15.45;updated {dt:%m/%d/%Y}")


def t_customer_email(r, dt):
    b = _who(r)
    s = r.choice(SCENTS)
    return _eml(f"{b} <{b.split()[0].lower()}{r.randint(1, 99)}@gmail.com>", f"Bell & Wick <{SHOPMAIL}>",
                f"Re: Order #{r.randint(3100000000, 3399999999)} - {s}",
                dt, f"Hi Marcus,\n\nMy {s} candle arrived today but the jar cracked in shipping - there's a "
                "crack down the side and some wax on the box. Photos attached. Could you send a replacement?\n\n"
                f"Thanks so much, I love your candles,\n{b.split()[0]}\n\n> On {_d(dt - timedelta(days=4))}, "
                "Bell & Wick wrote:\n> Your order has shipped via USPS Ground Advantage. Tracking: 9400 1118 "
                f"9922 {r.randint(1000, 9999)} {r.randint(1000, 9999)} 71\n")


def t_usps_receipt(r, dt):
    return (f"USPS.com Click-N-Ship / Etsy Shipping Labels - Receipt\nDate: {_d(dt)}\n"
            f"Label 1: Priority Mail, 2 lb 3 oz, to {r.choice(STATES)[0]}  ${r.uniform(9, 14):.2f}\n"
            f"Label 2: Ground Advantage, 1 lb 6 oz, to {r.choice(STATES)[0]}  ${r.uniform(6, 9):.2f}\n"
            f"Label 3: Ground Advantage, 14 oz, to {r.choice(STATES)[0]}  ${r.uniform(5, 7):.2f}\n"
            f"Sender: Bell & Wick, {BLDG}\nCharged to Etsy bill.\n")


def t_liability(r, dt):
    return (f"FLIP - Food Liability Insurance Program / Artisan & Crafter policy\nCertificate of Insurance\n"
            f"Named insured: Marcus Bell DBA Bell & Wick Candle Co.\nPolicy no. ACP-IL-{r.randint(100000, 999999)}"
            f"\nPolicy period: {_d(dt)} to {_d(dt + timedelta(days=365))}\n"
            "General liability $1,000,000 per occurrence / $2,000,000 aggregate; products-completed operations "
            "$2,000,000. Covers candles and home fragrance made and sold by the insured at markets, online and "
            "wholesale.\nAdditional insureds may be added for events at no charge.\nAnnual premium: $299.00\n")


def t_shop_bank(r, dt):
    dep = r.uniform(1200, 3300)
    return (f"Chase Business Complete Checking  ...2290\nBELL & WICK CANDLE CO / MARCUS BELL\n"
            f"Statement period {_d(dt - timedelta(days=30))} through {_d(dt)}\n"
            f"Beginning balance ${r.uniform(900, 3000):,.2f}\nDeposits: ETSY INC DEPOSIT x4 ${dep:,.2f}; "
            f"SHOPIFY PAYOUT x2 ${r.uniform(150, 600):,.2f}\n"
            f"Withdrawals: MIDWEST WAX SUPPLY ${r.uniform(260, 600):,.2f};"
            f" AROMA HAUS ${r.uniform(80, 160):,.2f}; STICKER MULE ${r.uniform(40, 120):,.2f}; IL DEPT OF REVENUE"
            f" ${r.uniform(30, 120):,.2f}; SHOPIFY SUBSCRIPTION $39.00\nMonthly service fee waived.\n")


def t_label_warning(r, dt):
    return ("Bell & Wick - candle warning label text (for label printer)\n\n"
            "CAUTION - FIRE HAZARD. Burn within sight. Keep away from things that catch fire. Keep away from "
            "children and pets. Trim wick to 1/4 inch before each use. Do not burn for more than 4 hours at a "
            "time. Stop use when 1/2 inch of wax remains. Place on a heat-resistant surface.\n\n"
            "Bell & Wick Candle Co. - hand poured in Bronzeville, Chicago - bellandwick.com\n"
            "Net wt 8 oz (227 g) - 100% soy wax, cotton wick, phthalate-free fragrance\n")


def t_listing_copy(r, dt):
    s = r.choice(SCENTS)
    return (f"ETSY LISTING DRAFT - {s}\n\nTitle: {s} Soy Candle | Hand Poured in Chicago | 8 oz Amber Jar | "
            "Cotton Wick | Gift for Her | Cozy Home Decor\n\n"
            f"Description:\nOur {s} candle is poured in small batches in a Bronzeville two-flat kitchen. "
            "50-60 hour burn time, clean-burning soy wax, cotton wick.\n\n"
            "Tags: soy candle, chicago gift, hand poured, amber jar candle, housewarming gift, black owned shop, "
            "small batch candle, cozy candle, fall candle, gift for mom, natural candle, wood wick, candle gift\n"
            "Price: $24.00  Shipping profile: Candles 1-3 (calculated)\n")


def t_shop_goals(r, dt):
    return (f"Bell & Wick - 2026 goals (written {_d(dt)})\n\n"
            "- 1,500 candles sold across Etsy + site + markets\n- get wholesale going (Sable & Pine, then 1-2 more)\n"
            "- 3 pop-ups: Summer Makers Market, Bud Billiken weekend?, Holiday Night Market\n"
            "- switch labels to waterproof BOPP\n- file ST-1 on time every quarter (set calendar reminders)\n"
            "- keep shop money separate - pay myself $300/mo from Chase Business\n")


# wholesale line for Sable & Pine (project)

def t_line_sheet(r, dt):
    rows = "".join(f"{s} - 8 oz amber jar - SKU SP-{i:02d} - wholesale $12.00 - MSRP $24.00 - case pack 6\n"
                   for i, s in enumerate(SCENTS[:6], 1))
    return ("BELL & WICK CANDLE CO. x SABLE & PINE\nWholesale Line Sheet - Fall 2026 (launch August 2026)\n"
            f"{rows}Minimum opening order: 48 units. Reorders: 24 units.\n"
            "Terms: 50% deposit with PO, balance net 30 on delivery. Free local delivery in Hyde Park / "
            "Bronzeville.\nCustom co-branded label: 'Poured for Sable & Pine' back label on request.\n"
            f"Contact: Marcus Bell, {SHOPMAIL}, (773) 555-0188\n")


def t_wholesale_email(r, dt):
    return _eml("Nia Washington <nia@sableandpine.com>", f"Marcus Bell <{SHOPMAIL}>",
                "Re: Wholesale candles for the fall launch", dt,
                "Hi Marcus,\n\nThe samples were a hit with the team - Cedar & Smoke and Fig & Amber especially. "
                "We'd like to open with 48 units (8 each of six scents) for our August 15 fall launch, with "
                "the co-branded back label. Could you confirm you can deliver by July 31 and send the "
                "wholesale agreement so I can get the PO and deposit to you?\n\nAlso - would you be up for a "
                "candle-pouring evening in the store in September?\n\nBest,\nNia Washington\nOwner, Sable & Pine"
                "\n1512 E. 53rd St, Chicago IL 60615\n")


def t_wholesale_agreement(r, dt):
    return ("WHOLESALE SUPPLY AGREEMENT - DRAFT v2\n\n"
            f"This agreement is made {_d(dt)} between Marcus Bell d/b/a Bell & Wick Candle Co. (\"Supplier\") "
            "and Sable & Pine LLC, 1512 E. 53rd St, Chicago, IL 60615 (\"Retailer\").\n"
            "1. Products. Supplier will supply hand-poured soy candles listed on the Fall 2026 line sheet.\n"
            "2. Pricing. Wholesale $12.00 per 8 oz candle; Retailer will not advertise below MSRP of $24.00.\n"
            "3. Orders and payment. 50% deposit with each purchase order, balance net 30 after delivery.\n"
            "4. Exclusivity. Supplier will not sell the co-branded label to other retailers within 2 miles.\n"
            "5. Defects. Retailer may return cracked or defective units within 14 days for replacement.\n"
            "6. Insurance. Supplier maintains product liability insurance of $1,000,000 and will name "
            "Retailer as additional insured.\n7. Term. One year, renewing unless either party gives 30 days' "
            "notice.\n[Marcus: check para 4 radius with Nia; ask Rachel at work to look it over?]\n")


def t_wholesale_po(r, dt):
    lines = "".join(f"{s} 8 oz (co-branded)  8 units @ $12.00 = $96.00\n" for s in SCENTS[:6])
    return (f"Sable & Pine LLC - PURCHASE ORDER SP-2026-014\nDate: {_d(dt)}\nVendor: Bell & Wick Candle Co.\n"
            f"{lines}Total: $576.00   Deposit (50%) paid by ACH: $288.00\nDeliver by: July 31, 2026\n"
            "Deliver to: 1512 E. 53rd St (back door, ask for Nia)\n")


def t_wholesale_plan(r, dt):
    return ("Sable & Pine wholesale - pour plan\n\n"
            "Need 48 + 6 spares. 6 scents x 9 jars.\n"
            "- order 5 cs amber jars + lids (Lakefront) - DONE\n- order 2 cases 464 - DONE\n"
            "- co-branded back label proof from Sticker Mule - waiting on Nia's OK\n"
            "- pour weekends Jul 11-12 and Jul 18-19 (Jaylen at Danielle's)\n"
            "- cure 2 weeks, deliver Jul 31\n- invoice balance net 30\n")


def t_wholesale_pricing(r, dt):
    return ("Scent;Cost/unit;Wholesale;MSRP;Margin wholesale\n" +
            "\n".join(f"{s};$5.45;$12.00;$24.00;$6.55" for s in SCENTS[:6]) +
            "\nNotes;tins not offered wholesale yet;;;")


# Bronzeville Summer Makers Market, June 20 2026 (project)

def t_market_accept(r, dt):
    return _eml("Bronzeville Arts Collective <markets@bronzevillearts.org>", f"Marcus Bell <{SHOPMAIL}>",
                "Accepted! Bronzeville Summer Makers Market - Saturday June 20, 2026", dt,
                "Congratulations - Bell & Wick has been accepted as a vendor for the Bronzeville Summer Makers "
                "Market on Saturday, June 20, 2026, 11am-5pm, on the lot at 47th & King Drive.\n\n"
                "Your booth: 10x10, space B-14 (no electricity). Booth fee: $85, due by June 1 via the link "
                "below. Load-in 8:30-10:30am from the alley off 47th Place. You must bring your own tent with "
                "40 lb of weight per leg and a certificate of insurance naming the Collective as additional "
                "insured.\n\nSee you on the block!\nBronzeville Arts Collective\n")


def t_market_app(r, dt):
    return ("Bronzeville Summer Makers Market 2026 - Vendor Application\n"
            f"Business name: Bell & Wick Candle Co.\nOwner: Marcus Bell\nEmail: {SHOPMAIL}\n"
            "Category: Home goods / candles\nDescription: Small-batch soy candles hand poured in Bronzeville. "
            "Scents inspired by the South Side - Bronzeville Porch, Sweet Tea & Peach, Cedar & Smoke.\n"
            "Price range: $12-$28\nIllinois Business Registration / Resale number: on file\n"
            "Need electricity: No\nInsurance: FLIP artisan policy (COI to follow)\n"
            f"Submitted {_d(dt)}\n")


def t_market_stock(r, dt):
    return ("Scent;8 oz jars;4 oz tins;Price\n" +
            "\n".join(f"{s};{r.randint(6, 12)};{r.randint(6, 15)};$24 / $12" for s in SCENTS[:8]) +
            "\nTotal to bring;~90 jars;~90 tins;\nFloat;$150 in 5s and 1s;;\n"
            "Square reader charged + hotspot;;;\nTent, 4 weights, 6ft table, tablecloth, riser, sign;;;")


def t_market_checklist(r, dt):
    return ("MAKERS MARKET JUNE 20 - checklist\n\n[x] pay booth fee $85\n[x] COI w/ Bronzeville Arts "
            "Collective as additional insured\n[ ] borrow Darnell's tent weights\n[ ] print price cards + "
            "'Hand poured in Bronzeville' banner\n[ ] sample jars with lids for sniffing\n[ ] QR code to Shopify "
            "+ 10% off next order card\n[ ] ask Mom to keep Jaylen Saturday (it's my weekend)\n"
            "[ ] load car Friday night\n")


def t_market_invoice(r, dt):
    return ("Bronzeville Arts Collective - Receipt\n"
            f"Date: {_d(dt)}\nReceived from: Bell & Wick Candle Co. (Marcus Bell)\n"
            "For: Vendor booth fee - Summer Makers Market, June 20, 2026 - space B-14\nAmount: $85.00\n"
            "Paid by card ending 2290. Thank you!\n")


# Bronzeville Holiday Night Market, Dec 2025 (archive)

def t_holiday_recap(r, dt):
    return ("Holiday Night Market Dec 13 2025 - recap\n\nSold: 71 jars, 58 tins, 9 gift sets\n"
            f"Gross: ${r.uniform(2400, 2900):,.2f} (Square ${r.uniform(1800, 2200):,.2f} + cash)\n"
            "Booth $125, parking $18, lunch $14\nBest sellers: Pine & Bourbon, Cashmere Plum, Tobacco Vanilla\n"
            "Next time: more gift sets, bring a heater, second person for checkout\n")


def t_holiday_square(r, dt):
    rows = ["Date,Time,Category,Item,Qty,Gross Sales,Discounts,Net Sales,Payment Method"]
    for _ in range(r.randint(14, 22)):
        s = r.choice(SCENTS)
        it = r.choice([("8 oz Jar", 24.0), ("4 oz Tin", 12.0), ("Gift Set", 40.0)])
        q = r.randint(1, 3)
        rows.append(f"2025-12-13,{r.randint(16, 21)}:{r.randint(10, 59)},Candles,{s} {it[0]},{q},"
                    f"{q * it[1]:.2f},0.00,{q * it[1]:.2f},{r.choice(['Card', 'Card', 'Cash', 'Apple Pay'])}")
    return "\n".join(rows) + "\n"


def t_holiday_accept(r, dt):
    return _eml("Bronzeville Arts Collective <markets@bronzevillearts.org>", f"Marcus Bell <{SHOPMAIL}>",
                "Vendor confirmation - Holiday Night Market, Dec 13", dt,
                "Hi Marcus,\n\nYou're confirmed for the Holiday Night Market on Saturday December 13, 4-9pm, "
                "indoors at the Forum. Table 22, one 6ft table and two chairs provided, electricity available. "
                "Booth fee $125 received, thank you.\n\nWarmly,\nBronzeville Arts Collective\n")


# candle-making references (resources)

def t_wick_chart(r, dt):
    return ("Wick guide - soy 464 (from supplier charts + my burn tests)\n"
            "Jar diameter;Wick;Fragrance load;Result\n2.5 in;ECO 6;8%;good melt pool at 3 hrs\n"
            "2.75 in;ECO 8;8-9%;ok\n3.0 in (8 oz amber);ECO 10;9%;full melt pool 2.5 hrs - USE THIS\n"
            "3.0 in;CD 10;9%;mushrooming, too hot\n3.5 in (12 oz tin);CD 12;8%;good\n"
            "Wood wick 0.5 in;-;7%;crackle weak, needs booster")


def t_fo_load(r, dt):
    return ("Fragrance load calculator notes\n\nFragrance oil weight = wax weight x load %\n"
            "8 oz jar holds ~7.2 oz wax -> at 9% = 0.65 oz fragrance\nAdd fragrance at 185 F, stir 2 min, "
            "pour at 135 F\nMax load for 464 = 12% but 8-10% is the sweet spot\nCure soy 10-14 days for hot "
            "throw\nFlash point matters only for shipping oils, not for adding temp\n")


def t_astm(r, dt):
    return ("ASTM F2058 / F2417 - candle safety labeling and fire safety - my notes\n\n"
            "F2058: cautionary labeling - must include fire-hazard warning, burn within sight, keep away "
            "from children/pets, and the 'fire' pictogram with the cautionary statement on the candle or "
            "container.\nF2417: fire safety - flame height max 3 in, no secondary ignition, end of useful life "
            "1/2 in of wax remaining in container.\nNational Candle Association member resources page.\n")


def t_etsy_seo(r, dt):
    return ("How to Rank on Etsy in 2025: A Seller's Guide to Search (saved article)\n\n"
            "Etsy search looks at titles, tags, attributes and categories, then ranks by listing quality "
            "score, recency, customer and market experience score and shipping price. Use all 13 tags, put "
            "the most important phrase first in the title, add attributes like scent and holiday, and "
            "offer free shipping to US buyers on orders over $35. Renewing listings gives a small boost.\n")


def t_candle_defects(r, dt):
    return ("Troubleshooting soy candles\n\n- Frosting: white crystals on the surface, cosmetic; pour cooler.\n"
            "- Wet spots: glass separation; warm jars before pouring.\n- Sinkholes: second pour / heat gun.\n"
            "- Tunneling: wick too small or first burn too short.\n- Sooting: wick too big, trim to 1/4 in.\n"
            "- Weak hot throw: cure longer, check fragrance load.\n")


# --------------------------------------------------------------------------- texts: work


def t_benefits(r, dt):
    return (f"Hollister Grant & Weiss LLP - {dt.year + 1} Benefits Enrollment Confirmation\n"
            f"Employee: Marcus Bell   Employee ID 10472   Position: Litigation Paralegal\n"
            f"Confirmation printed {_d(dt)}\n"
            "Medical: BCBSIL PPO - Employee + Child   per pay period $142.18\n"
            "Dental: Delta Dental PPO - Employee + Child   $18.40\nVision: VSP   $4.12\n"
            "Dependent: Jaylen Bell (son)\nFSA health care: $1,200 annual election\n"
            "401(k): 6% pre-tax, firm match 50% of first 6% (Fidelity)\n"
            "Basic life AD&D 1x salary (firm paid). Beneficiary: Jaylen Bell, through trust per 2023 judgment\n")


def t_review(r, dt):
    return (f"ANNUAL PERFORMANCE REVIEW - {dt.year - 1}\nEmployee: Marcus Bell, Litigation Paralegal\n"
            "Reviewer: Rachel Kim, Partner; HR: Tom Brennan\n"
            "Overall rating: Exceeds expectations\n"
            "Strengths: manages discovery productions and privilege logs with little supervision; reliable "
            "with Cook County e-filing deadlines; trial binders for the Midway Logistics trial were excellent.\n"
            "Development: take ownership of deposition scheduling across the group; pursue the NALA CP "
            "credential (firm will reimburse exam fee).\n"
            f"Merit increase: 4.0% effective January 1, {dt.year}. Bonus: $2,500.\n"
            "Employee comments: Thank you. I'm registered for the CP exam window in July.\n")


def t_cle_cert(r, dt):
    topic = r.choice(["E-Discovery for Paralegals: ESI Protocols and Review Platforms",
                      "Ethics for Paralegals: Confidentiality and UPL in Illinois",
                      "Cook County Law Division Motion Practice Update",
                      "Deposition Digesting and Trial Preparation"])
    return (f"CERTIFICATE OF ATTENDANCE\nIllinois Paralegal Association\nThis certifies that MARCUS BELL "
            f"attended\n\"{topic}\"\non {_d(dt)}, Chicago, Illinois\nfor {r.choice(['1.0', '1.5', '2.0'])} hours "
            "of continuing legal education, including 0.5 hours of ethics.\n"
            "Eligible for NALA continuing education credit. Keep this certificate for your records.\n")


def t_ipa_dues(r, dt):
    return (f"Illinois Paralegal Association - Membership Renewal Receipt\nMember: Marcus Bell\n"
            f"Membership year: July 1, {dt.year} - June 30, {dt.year + 1}\nVoting member dues: $95.00\n"
            f"Paid {_d(dt)} by Visa ending 4471\nEmployer: Hollister Grant & Weiss LLP\n")


def t_hr_remote(r, dt):
    return ("Hollister Grant & Weiss LLP\nHybrid Work Acknowledgment\n\n"
            "I, Marcus Bell, acknowledge that I have read the firm's Hybrid Work Policy (rev. 2025). My "
            "schedule is in office Tuesday through Thursday and remote Monday and Friday. I will not "
            "print, download or store client files on personal devices, and will use the firm VPN and "
            f"iManage only.\nSigned: Marcus Bell   Date: {_d(dt)}\n")


def t_pto(r, dt):
    return (f"PTO plan {dt.year}\nDate;Days;Why;Approved\n"
            f"Jan 2;1;Jaylen no school;yes\nMar 23-27;5;CPS spring break week (my year);yes\n"
            f"Jun 19;1;Juneteenth (firm holiday);-\nJun 22;0.5;summer camp drop-off day 1;asked\n"
            f"Jul 2-7;4;Atlanta - family reunion;yes\nJul 24;1;NALA CP exam;asked\n"
            f"Nov 27-28;2;Thanksgiving (Danielle's year - pick up Fri);-\nTotal;14.5;of 18 days;")


def t_offer_letter(r, dt):
    return ("Hollister Grant & Weiss LLP\n" + FIRM + "\n\n" + _d(dt) + "\n\nDear Mr. Bell,\n\n"
            "We are pleased to offer you the position of Litigation Paralegal, reporting to Rachel Kim, at an "
            "annual salary of $58,000, starting June 17, 2019. You will be eligible for the firm's benefit "
            "plans on the first of the month after your start date and for the 401(k) plan immediately.\n\n"
            "Sincerely,\nTom Brennan, Director of Human Resources\n")


# NALA CP exam (project)

def t_nala_reg(r, dt):
    return _eml("NALA Certification <certification@nala.org>", f"Marcus Bell <{MAIL}>",
                "Your Certified Paralegal (CP) Exam application has been approved", dt,
                "Dear Marcus Bell,\n\nYour application for the Certified Paralegal (CP) Exam has been approved "
                "under eligibility category 1 (graduate of a paralegal program). You may now schedule your "
                "Knowledge exam and Skills exam through the testing vendor within your testing window, July 1 - "
                "July 31, 2026.\n\nExam fee paid: $250.00 (member rate).\nBring a government-issued photo ID. "
                "Remote proctoring is available.\n\nNALA - The Paralegal Association\n")


def t_study_plan(r, dt):
    return ("CP EXAM STUDY PLAN  (exam Fri July 24)\n\nWk 1-2: Civil litigation + rules of evidence\n"
            "Wk 3: Contracts + UCC basics\nWk 4: Legal research, citation (Bluebook), writing\n"
            "Wk 5: Ethics - ABA Model Rules, UPL\nWk 6: Constitutional law, criminal procedure\n"
            "Wk 7: Business orgs, estates/property, admin law\nWk 8: 2 full practice tests + review\n"
            "Mon/Wed nights 8:30-10:30 after Jaylen's in bed, Sat morning at Harold Washington Library on my "
            "weekends off.\n")


def t_practice_scores(r, dt):
    rows = ["Date;Practice test;Section;Score;Notes"]
    d0 = dt - timedelta(days=50)
    for i, sec in enumerate(["Civil Procedure", "Ethics", "Contracts", "Legal Research", "Evidence",
                             "Constitutional Law", "Full test #1"]):
        rows.append(f"{(d0 + timedelta(days=7 * i)):%m/%d/%Y};CP practice set {i + 1};{sec};"
                    f"{r.randint(62, 88)}%;{r.choice(['review hearsay exceptions', 'ok', 'timing tight', 'redo'])}")
    return "\n".join(rows)


def t_flashcards(r, dt):
    return ("CP exam flashcards - Ethics\n\nQ: Can a paralegal set a legal fee? A: No - only the attorney.\n"
            "Q: Can a paralegal sign a pleading? A: No.\nQ: Model Rule 5.3? A: Responsibilities regarding "
            "nonlawyer assistance - supervising lawyer responsible.\nQ: Conflict check when changing firms? "
            "A: Yes - paralegal's prior work can create a conflict; screening.\nQ: UPL? A: Giving legal advice, "
            "representing in court, accepting cases.\n")


# Lakeshore Title job (archive) and the Roosevelt certificate

def t_lakeshore_stub(r, dt):
    gross = 1640.0 + r.uniform(0, 80)
    return (f"Lakeshore Title & Escrow, Inc. - Earnings Statement\nEmployee: Marcus Bell   Dept: Escrow "
            f"Processing   Pay date: {_d(dt)}\nGross pay ${gross:,.2f}\nFederal withholding ${gross * 0.1:,.2f}\n"
            f"Social Security ${gross * 0.062:,.2f}  Medicare ${gross * 0.0145:,.2f}\nIllinois ${gross * 0.0495:,.2f}\n"
            f"Net pay ${gross * 0.7735:,.2f}   Direct deposit Chase x8812\n")


def t_lakeshore_resign(r, dt):
    return (f"{_d(dt)}\n\nKaren Doyle\nEscrow Manager, Lakeshore Title & Escrow, Inc.\n1 Tower Lane, Oak Brook, "
            "IL 60181\n\nDear Karen,\n\nPlease accept this letter as notice of my resignation from my position "
            "as Escrow Processor, effective Friday, June 7, 2019. I have accepted a litigation paralegal "
            "position downtown now that I have finished my paralegal certificate.\n\nThank you for seven good "
            "years and for everything you taught me about closings.\n\nSincerely,\nMarcus Bell\n")


def t_lakeshore_review(r, dt):
    return (f"Lakeshore Title & Escrow - Employee Evaluation {dt.year}\nName: Marcus Bell\nTitle: Escrow "
            "Processor II\nFiles closed: 412   Error rate: 0.7%\nComments: Marcus keeps closings on "
            "schedule and is patient with first-time buyers. Ready for senior processor.\nRating: 4/5\n")


def t_roosevelt(r, dt):
    return ("Roosevelt University - Paralegal Studies Certificate Program (ABA approved)\n"
            f"Unofficial transcript - Marcus Bell - printed {_d(dt)}\n"
            "PARA 101 Introduction to Law and the Paralegal - A\nPARA 210 Legal Research and Writing - A-\n"
            "PARA 230 Civil Litigation - A\nPARA 240 Real Estate Law - A\nPARA 260 Family Law - B+\n"
            "PARA 290 Internship (Cook County Legal Aid) - Pass\nCertificate awarded: May 2019\n")


# paralegal reference (resources)

def t_efiling(r, dt):
    return ("eFileIL / Odyssey - how-to notes (Cook County)\n\n"
            "- Lead document + exhibits as separate PDFs, text-searchable, under 25 MB each\n"
            "- Filing code 'Motion' vs 'Notice of Motion' - NOM needs the courtroom + Zoom ID\n"
            "- Service contacts: add opposing counsel in the case before filing\n"
            "- Rejections: wrong case type, missing signature block, fee waiver not attached\n"
            "- Filing after 11:59pm counts next business day\n")


def t_sct_rules(r, dt):
    return ("Illinois Supreme Court Rules - quick reference\n\nRule 201 - general discovery; 201(k) "
            "reasonable attempt to resolve differences\nRule 213 - interrogatories (30 max incl. subparts), "
            "28 days to answer; 213(f) witness disclosures\nRule 214 - document production, 28 days\n"
            "Rule 216 - requests to admit, 28 days or deemed admitted\nRule 206 - depositions, 3 hour limit\n"
            "Rule 222 - limited and simplified discovery (< $50,000)\nRule 11 - service by email\n")


def t_bluebook(r, dt):
    return ("Citation cheat sheet (Bluebook / Illinois style)\n\nIllinois Supreme Court: People v. Smith, "
            "2019 IL 123456, para. 12.\nAppellate: Doe v. Roe, 2021 IL App (1st) 200123, para. 30.\n"
            "Statute: 735 ILCS 5/2-619 (West 2024).\nFederal: Fed. R. Civ. P. 26(b)(1).\nId. vs supra - "
            "don't use supra for cases.\n")


def t_depo_checklist(r, dt):
    return ("Deposition prep checklist (my template)\n\n[ ] notice served 7+ days (Rule 206)\n"
            "[ ] court reporter + videographer booked\n[ ] Zoom link / conference room\n[ ] exhibits premarked"
            "\n[ ] witness binder for attorney\n[ ] interpreter if needed\n[ ] transcript order + rough\n")


# --------------------------------------------------------------------------- texts: rental unit


def t_lease(r, dt):
    return ("CHICAGO RESIDENTIAL LEASE\n\n"
            f"Landlord: Marcus Bell, {ADDR}\nTenant: {TENANT}\nPremises: {BLDG}, Unit 2 (second floor), "
            "2 bedrooms, 1 bath\n"
            f"Term: September 1, {dt.year} through August 31, {dt.year + 1}\n"
            "Monthly rent: $1,650.00 due on the 1st; late fee $10 for the first $500 plus 5% of the remainder "
            "after the 5th (per RLTO)\nSecurity deposit: $1,650.00, held at Chase Bank, account x5107; interest "
            "paid annually at the City rate\nUtilities: tenant pays ComEd and Peoples Gas for Unit 2; landlord "
            "pays water and common-area electric\nPets: one cat permitted\n"
            "Attached: Chicago Residential Landlord and Tenant Ordinance Summary; bed bug brochure; "
            "lead-based paint disclosure; heating cost disclosure.\n"
            f"Signed: Marcus Bell (Landlord)   {TENANT} (Tenant)\n")


def t_renewal(r, dt):
    return (f"{_d(dt)}\n\nDear Priya,\n\nYour lease for Unit 2 at 4512 S. Vincennes ends August 31, 2026. I'd "
            "be glad to renew for another year, September 1, 2026 - August 31, 2027, at $1,695 per month (a "
            "$45 increase - property taxes went up again). Please let me know by July 1 whether you'd like to "
            "renew, and I'll send the lease through DocuSign.\n\nThanks for being a great tenant,\nMarcus Bell\n"
            "(773) 555-0188\n")


def t_rent_ledger(r, dt):
    rows = ["Month;Due;Paid;Date paid;Method;Notes"]
    d0 = datetime(2024, 9, 1, tzinfo=dt.tzinfo)
    while d0 <= dt:
        late = r.random() < 0.07
        rows.append(f"{d0:%b %Y};$1,650.00;$1,650.00;{d0.month}/{r.randint(6, 9) if late else r.randint(1, 3)}"
                    f"/{d0.year};Zelle;{'late fee waived' if late else ''}")
        d0 = (d0 + timedelta(days=32)).replace(day=1)
    return "\n".join(rows)


def t_tenant_email(r, dt, k: int = 0):
    issue, fix = ([
        ("the kitchen sink is draining really slowly again and there's a smell", "I'll have Ray's Plumbing come out"),
        ("the bathroom fan stopped working", "I'll swap it this weekend"),
        ("the back bedroom radiator is banging at night", "I'll bleed the radiators Saturday morning"),
        ("the smoke detector in the hallway keeps chirping", "I'll bring a new 10-year battery unit up tonight"),
    ])[k]
    return _eml(f"Priya Nair <priya.nair.chi@gmail.com>", f"Marcus Bell <{MAIL}>", "Unit 2 - quick issue", dt,
                f"Hi Marcus,\n\nSorry to bother you - {issue}. I'm home after 6 most days this week, or you can "
                f"use your key if I'm at work.\n\nThanks,\nPriya\n\n--- reply ---\nHi Priya, thanks for letting "
                f"me know, {fix}. - Marcus\n")


def t_plumber(r, dt):
    return (f"RAY'S PLUMBING & SEWER\n7700 S. Cottage Grove, Chicago IL 60619  License #058-123456\n"
            f"INVOICE {r.randint(4000, 4999)}  Date: {_d(dt)}\nCustomer: Marcus Bell  Job: {BLDG} - 2nd floor\n"
            "Rodded kitchen sink line 2nd floor to stack, 35 ft, removed grease blockage\n"
            "Replaced P-trap and tailpiece under kitchen sink\n"
            f"Labor 1.5 hr ${r.uniform(180, 240):.2f}  Parts ${r.uniform(25, 60):.2f}\n"
            f"Total ${r.uniform(230, 310):.2f}  PAID - check #1182\n")


def t_deposit_interest(r, dt):
    return (f"{_d(dt)}\n\nTo: {TENANT}, Unit 2, {BLDG}\n\nRe: Security deposit interest\n\n"
            "As required by the Chicago Residential Landlord and Tenant Ordinance, interest on your security "
            f"deposit of $1,650.00 for the past 12 months at the City rate of 0.01% is $0.17. Since the amount "
            "is small, it has been credited against your next rent payment.\n\nMarcus Bell, Landlord\n")


def t_smoke_check(r, dt):
    return (f"Unit 2 annual check - {_d(dt)}\n\n- smoke detectors: hall OK, bedroom 1 OK, bedroom 2 replaced "
            "(10 yr sealed)\n- CO detector: OK (installed 2023)\n- GFCI kitchen/bath: tested OK\n"
            "- window locks: back bedroom sticky, sprayed\n- radiator valves: bled\nTenant signed: P. Nair\n")


def t_rlto(r, dt):
    return ("CITY OF CHICAGO - RESIDENTIAL LANDLORD AND TENANT ORDINANCE SUMMARY\n\n"
            "This summary must be attached to every written rental agreement. Tenant responsibilities: pay "
            "rent on time, keep the unit safe and clean, use appliances reasonably. Landlord responsibilities: "
            "maintain the premises in compliance with the Municipal Code, make repairs, give notice before "
            "entering (2 days), return the security deposit within 45 days after move-out with an itemized "
            "statement of deductions, pay interest on deposits held more than six months.\n")


def t_landlord_guide(r, dt):
    return ("Small landlord notes (from the Chicago two-flat owners Facebook group + a webinar)\n\n"
            "- RLTO applies to owner-occupied buildings of 7+ units only... BUT the security deposit rules are "
            "different - check the exemption for owner-occupied 6 units or fewer\n- Keep deposits in a "
            "separate account anyway\n- Screen with credit + eviction report, income 2.5-3x rent\n"
            "- Heat: 68F day / 66F night Sept 15 - June 1 (city code)\n")


def t_old_lease(r, dt):
    return ("CHICAGO RESIDENTIAL LEASE\n\n"
            f"Landlord: Marcus Bell and Danielle Bell\nTenant: {OLD_TENANT}\nPremises: {BLDG}, Unit 2\n"
            "Term: June 1, 2021 through May 31, 2022, renewed to August 31, 2024\n"
            "Monthly rent: $1,425.00\nSecurity deposit: $1,425.00\n"
            f"Signed: Marcus Bell, Danielle Bell (Landlords)   {OLD_TENANT} (Tenant)\n")


def t_old_moveout(r, dt):
    return (f"{_d(dt)}\n\nDerrick Coleman\n8226 S. Ingleside Ave, Chicago IL 60619\n\nRe: Security deposit, "
            f"{BLDG} Unit 2 - itemized statement\n\nDeposit held: $1,425.00\nInterest: $0.42\n"
            "Deductions: replace cracked bathroom mirror $85.00; professional carpet cleaning back bedroom "
            "$140.00\nAmount returned: $1,200.42 (check #1103 enclosed)\n\nThanks for three good years and best of "
            "luck in the new place.\nMarcus Bell\n")


def t_old_notice(r, dt):
    return _eml(f"Derrick Coleman <dcoleman312@yahoo.com>", f"Marcus Bell <{MAIL}>", "Moving out end of August", dt,
                "Marcus,\n\nWanted to give you my 60 days notice - I bought a place in Chatham and will be out of "
                "Unit 2 by August 31. I can show the apartment to new people whenever, just text me.\n\nDerrick\n")


# --------------------------------------------------------------------------- texts: the building


def t_prop_tax(r, dt, inst: str = "Second"):
    amt = r.uniform(2900, 4300)
    return (f"COOK COUNTY {dt.year - 1} {inst.upper()} INSTALLMENT PROPERTY TAX BILL\n"
            f"Property Index Number (PIN): {PIN}\nVolume 598   Property location: {BLDG}\n"
            "Mailing: MARCUS BELL, 4512 S VINCENNES AVE, CHICAGO IL 60653\nClassification: 2-11 (two to six "
            "apartments, over 62 years)\nTaxing districts: City of Chicago, Chicago Board of Education, Cook "
            "County, Forest Preserve, MWRD, Chicago Park District, City Colleges\n"
            f"Exemptions: Homeowner exemption applied\nAmount due by {_d(dt + timedelta(days=30))}: ${amt:,.2f}\n"
            "Pay at cookcountytreasurer.com or any Chase branch.\nMaria Pappas, Cook County Treasurer\n")


def t_assessment(r, dt):
    return ("COOK COUNTY ASSESSOR'S OFFICE - REASSESSMENT NOTICE\n"
            f"Notice date: {_d(dt)}   PIN: {PIN}   Township: South Chicago (City)\n"
            f"Property address: {BLDG}   Class 211\nPrior year assessed value: $41,290\n"
            "Current year market value: $468,000   Assessed value (10%): $46,800\n"
            "Last day to file an appeal with the Assessor: 30 days from notice date.\n")


def t_building_ins(r, dt):
    return (f"Illinois Casualty / State Farm - Rental Dwelling Policy Declarations\nNamed insured: Marcus Bell\n"
            f"Policy number 93-BR-{r.randint(1000, 9999)}-{r.randint(1, 9)}\nLocation: {BLDG} (2 family, owner "
            f"occupied)\nPolicy period: {_d(dt)} - {_d(dt + timedelta(days=365))}\n"
            "Coverage A Dwelling $485,000  Coverage L Liability $500,000  Loss of rents 12 months\n"
            f"Deductible $1,000 all perils   Annual premium ${r.uniform(2100, 2600):,.2f}\n"
            "Mortgagee: Rocket Mortgage, LLC ISAOA\n")


def t_comed(r, dt):
    kwh = r.randint(380, 920)
    return (f"ComEd - An Exelon Company\nAccount 4410 221 0097   Service: {BLDG} UNIT 1\n"
            f"Bill date {_d(dt)}   Usage {kwh} kWh\nSupply ${kwh * 0.072:,.2f}  Delivery ${kwh * 0.055 + 11:,.2f}\n"
            f"Taxes and fees ${kwh * 0.012:,.2f}\nTotal amount due ${kwh * 0.139 + 11:,.2f}  AutoPay on\n")


def t_peoples(r, dt):
    th = r.randint(20, 260)
    return (f"Peoples Gas\nAccount 1 5000 3321 4477   Service address {BLDG} (boiler - common)\n"
            f"Statement date {_d(dt)}   Therms used {th}\nGas charge ${th * 0.39:,.2f}  Customer charge "
            f"$47.12  Delivery ${th * 0.41:,.2f}\nAmount due ${th * 0.80 + 47.12:,.2f}\n")


def t_water(r, dt):
    return (f"City of Chicago - Department of Finance - Utility Billing\nAccount 318-224-990  {BLDG}\n"
            f"Bill date {_d(dt)}   Metered water + sewer, 2 dwelling units\n"
            f"Water ${r.uniform(90, 160):.2f}  Sewer ${r.uniform(90, 160):.2f}  Garbage fee $19.66 x 2 units\n"
            "Pay at chicago.gov/utilitybill\n")


def t_boiler_service(r, dt):
    return (f"South Side Heating & Cooling\nService ticket {r.randint(9000, 9999)}  {_d(dt)}\n"
            f"Site: {BLDG}  Equipment: Weil-McLain CGa-5 hot water boiler (installed Nov 2023)\n"
            "Annual tune-up: cleaned burners, checked ignition, tested relief valve and LWCO, bled radiators "
            f"both units, combustion test OK.\nTotal ${r.uniform(175, 225):.2f}  Next service: fall\n")


def t_gutter(r, dt):
    return (f"Estimate - Lopez Tuckpointing & Gutters\nDate {_d(dt)}\nCustomer: Marcus Bell, {BLDG}\n"
            "- Clean gutters + downspouts front and back  $225\n- Reseal parapet wall caps (north side)  $640\n"
            "- Tuckpoint chimney top 6 courses  $1,150\nTotal $2,015  - good for 60 days\n")


def t_mortgage_1098(r, dt):
    return (f"Rocket Mortgage - Form 1098 Mortgage Interest Statement - Tax year {dt.year - 1}\n"
            f"Borrower: MARCUS BELL   Property: {BLDG}\nLoan number 33018-4471\n"
            f"Box 1 Mortgage interest received: ${r.uniform(8800, 11200):,.2f}\nBox 2 Outstanding principal: "
            f"${r.uniform(268000, 290000):,.2f}\n"
            f"Box 10 Real estate taxes paid from escrow: ${r.uniform(6800, 8400):,.2f}\n")


def t_mortgage_stmt(r, dt):
    return (f"Rocket Mortgage - Monthly Mortgage Statement\nStatement date {_d(dt)}  Loan 33018-4471\n"
            f"Property {BLDG}\nPayment due {_d(dt + timedelta(days=14))}: $2,612.40 (principal $874.11, "
            "interest $1,041.29, escrow $697.00)\nUnpaid principal balance: "
            f"${r.uniform(268000, 285000):,.2f}\nInterest rate 4.375% fixed\n")


# back porch rebuild (project)

def t_porch_bid(r, dt, k: int = 0):
    who = [("Southside Porch & Deck Co.", "Luis Ortega"), ("Windy City Porch Builders", "Mike Kowalski"),
           ("Chatham Carpentry Inc.", "Ed Simmons")][k]
    total = r.uniform(24000, 36000)
    return (f"{who[0]}\nPROPOSAL / BID\nDate: {_d(dt)}   Prepared by: {who[1]}\nOwner: Marcus Bell, {BLDG}\n"
            "Scope: demolish existing two-story rear wood porch and stairs; install new two-story pressure-"
            "treated porch per City of Chicago Porch Design Guide and stamped architect drawings; 12 in concrete "
            "caissons 42 in deep; 6x6 posts, doubled 2x10 joists 16 in o.c.; composite decking; code-compliant "
            "guardrails 42 in; stairs to yard with landing.\n"
            f"Permit expediting included. Price: ${total:,.2f}. Payment: 30% deposit, 40% at framing "
            "inspection, 30% on final inspection.\nStart: 2-3 weeks after permit issued. Duration 3-4 weeks.\n")


def t_porch_contract(r, dt):
    return ("HOME IMPROVEMENT CONTRACT\n\nContractor: Southside Porch & Deck Co., Luis Ortega, 2900 W. 55th St, "
            "Chicago IL 60632 (City of Chicago General Contractor License B-41177)\n"
            f"Owner: Marcus Bell, {BLDG}\nDate: {_d(dt)}\n"
            "Work: rear porch demolition and rebuild per proposal of March 2026 and drawings by R. Banks "
            "Architecture (sheets A-1 to A-3)\nContract price: $31,480.00\n"
            "Payment schedule: $9,444 deposit on signing; $12,592 after framing inspection passes; $9,444 after "
            "final inspection\nStart date: June 8, 2026 (weather permitting)\n"
            "Consumer rights: Home Repair: Know Your Consumer Rights pamphlet received (815 ILCS 513).\n"
            "Owner: Marcus Bell   Contractor: Luis Ortega\n")


def t_porch_permit(r, dt):
    return ("CITY OF CHICAGO - DEPARTMENT OF BUILDINGS\nBUILDING PERMIT\n"
            f"Permit no. 101{r.randint(100000, 999999)}   Issue date: {_d(dt)}\n"
            f"Work location: {BLDG}   PIN {PIN}\n"
            "Work description: Remove and replace 2-story rear open wood porch per plans. Standard plan "
            "review.\nOwner: Marcus Bell   Contractor: Southside Porch & Deck Co.   Architect: Robert Banks, "
            f"R. Banks Architecture\nEstimated cost: $31,480   Permit fee: ${r.uniform(410, 520):.2f}\n"
            "Inspections required: caisson/footing, framing, final. Post this permit where visible from the "
            "street.\n")


def t_porch_app(r, dt):
    return ("Department of Buildings - Permit Application Summary (E-Plan)\n"
            f"Submitted {_d(dt)}   Application #1000{r.randint(10000, 99999)}\n"
            f"Address {BLDG}\nType: Porch - replace\nDesigner of record: Robert Banks, IL License 001-0219xx\n"
            "Documents uploaded: A-1 site plan, A-2 framing plan, A-3 sections and details; owner "
            "authorization letter; contractor license\nStatus: Submitted - awaiting plan review\n")


def t_porch_architect(r, dt):
    return (f"R. Banks Architecture\nInvoice 314   {_d(dt)}\nClient: Marcus Bell\n"
            f"Project: {BLDG} - rear porch replacement\nSite measure and existing conditions  $350\n"
            "Permit drawings A-1 to A-3 (stamped)  $1,150\nE-Plan submission and corrections  $250\n"
            "Total due $1,750.00  Net 15\n")


def t_porch_compare(r, dt):
    return ("Contractor;Bid;Caissons;Decking;Start;Notes\n"
            "Southside Porch & Deck (Luis);$31,480;yes 42in;Trex composite;June;did Ms. Grant's porch on "
            "Calumet - looks great\nWindy City Porch Builders;$34,900;yes;PT wood;July;slow to answer\n"
            "Chatham Carpentry;$27,300;no - reuse piers?;PT wood;May;cheapest but piers are the problem\n"
            "Budget;$32,000 incl permit + architect;;;;HELOC draw approved $35k")


def t_porch_notes(r, dt):
    return ("PORCH - notes\n\n- old porch failed inspection in the 2025 insurance walk-through (rot at "
            "ledger + posts)\n- tell Priya: no back stairs June 8 - ~July 3, use front\n- inspection 1 "
            "caissons, 2 framing, 3 final - Luis schedules\n- pick composite color: Trex Enhance 'Toasted Sand'"
            "\n- paint lattice? no lattice - open\n- keep receipts for Sched E (rental half depreciates)\n")


def t_porch_heloc(r, dt):
    return (f"Chase Home Equity Line of Credit - Draw confirmation\nDate {_d(dt)}\nBorrower: Marcus Bell\n"
            f"Draw amount: $9,444.00 - purpose: porch contractor deposit\nPaid to: Southside Porch & Deck Co.\n"
            "Available credit remaining: $25,556.00\n")


def t_porch_guide(r, dt):
    return ("City of Chicago Porch Design Guide (excerpt, saved)\n\nWood porches on residential buildings up to "
            "three stories may be built using the standard details. Footings: minimum 12 in diameter concrete "
            "caissons extending 42 in below grade. Guards 42 in high with openings less than 4 in. Joist "
            "hangers and ledger connections must be through-bolted. A building permit is required to build, "
            "replace or repair a porch.\n")


# boiler replacement 2023 (archive)

def t_boiler_quote(r, dt):
    return (f"South Side Heating & Cooling\nProposal {_d(dt)}\nCustomer: Marcus Bell, {BLDG}\n"
            "Remove failed 1978 Burnham boiler (cracked section). Install Weil-McLain CGa-5 hot water boiler, "
            "new expansion tank, circulator and chimney liner. Permit included.\nPrice $11,850. Peoples Gas "
            "rebate $500 available.\n")


def t_boiler_final(r, dt):
    return (f"South Side Heating & Cooling - FINAL INVOICE\n{_d(dt)}\nJob: boiler replacement at {BLDG}\n"
            "Contract $11,850.00  Change order: replace 2 radiator valves $340.00\nPaid deposit $5,000.00\n"
            "Balance $7,190.00 - PAID IN FULL. Warranty: 10 years heat exchanger, 1 year labor.\n")


def t_manual(r, dt, k: int = 0):
    app = [("Whirlpool", "WRT311FZDW top-freezer refrigerator"), ("GE", "JGBS66REKSS gas range"),
           ("Honeywell", "T6 Pro programmable thermostat")][k]
    return (f"{app[0]} - Use and Care Guide - {app[1]}\n\nIMPORTANT SAFETY INSTRUCTIONS. Read all instructions "
            "before using. Installation, Operation, Cleaning, Troubleshooting, Warranty.\n"
            "Troubleshooting: if the unit does not operate, check that it is plugged in and the circuit breaker "
            "has not tripped.\n")


# --------------------------------------------------------------------------- texts: parenting


def t_allocation(r, dt):
    return ("IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nCOUNTY DEPARTMENT - DOMESTIC RELATIONS DIVISION\n"
            f"IN RE THE MARRIAGE OF MARCUS BELL, Petitioner, and DANIELLE BELL n/k/a DANIELLE HARRIS, "
            f"Respondent.  No. {CASE}\n\nALLOCATION JUDGMENT AND PARENTING PLAN\n\n"
            "1. Decision-making: education, health, religion and extracurricular activities - joint.\n"
            "2. Parenting time: alternating weeks, exchange Sunday 6:00 pm at Father's residence; midweek "
            "dinner Wednesday 5-8 pm for the off-week parent.\n3. Holidays: Thanksgiving and Easter alternate; "
            "Christmas Eve/Day split; each parent has two non-consecutive summer weeks.\n"
            "4. Communication via OurFamilyWizard. 5. Relocation per 750 ILCS 5/609.2.\n"
            "6. Child: Jaylen Bell, born 2015. School: Hartwell Elementary (CPS).\n")


def t_custody_cal(r, dt):
    rows = ["Week of;With;Exchange;Notes"]
    d0 = datetime(dt.year + (1 if dt.month == 12 else 0), 1, 4)
    who = ["Dad", "Mom"]
    for i in range(26):
        wk = d0 + timedelta(days=7 * i)
        note = ""
        if wk.month == 3 and 22 <= wk.day <= 28:
            note = "spring break - Dad's year"
        if wk.month == 6 and 21 <= wk.day <= 27:
            note = "camp starts Mon 6/22"
        rows.append(f"{wk:%m/%d/%Y};{who[i % 2]};Sun 6pm;{note}")
    return "\n".join(rows)


def t_ofw_expense(r, dt):
    rows = ["Date,Category,Description,Amount,Paid by,Split,Status"]
    for _ in range(r.randint(7, 12)):
        d = dt - timedelta(days=r.randint(3, 150))
        c, desc, lo, hi = r.choice([("Medical", "Hyde Park Pediatrics copay", 25, 40),
                                     ("Activities", "Bronzeville Ballers league fee", 120, 180),
                                     ("School", "CPS school fees + supplies", 60, 140),
                                     ("Activities", "basketball shoes", 70, 110),
                                     ("Medical", "orthodontist consult", 0, 80),
                                     ("Childcare", "Park District day camp deposit", 150, 150)])
        rows.append(f"{d:%m/%d/%Y},{c},{desc},{r.uniform(lo, hi):.2f},{r.choice(['Marcus', 'Danielle'])},"
                    f"50/50,{r.choice(['Approved', 'Reimbursed', 'Pending'])}")
    return "OurFamilyWizard - Expense Log export\n" + "\n".join(rows) + "\n"


def t_ofw_msg(r, dt):
    return ("OurFamilyWizard - Message Report\nParents: Marcus Bell, Danielle Harris\n"
            f"{dt:%m/%d/%Y} 8:14 PM  From: Danielle Harris  Subject: Summer\n"
            "Marcus - can we swap the July 4th weekend? My sister's wedding is the 11th so I'd like the week "
            "of the 6th instead. You'd have Jaylen for Atlanta the 2nd-7th like we talked about.\n"
            f"{dt:%m/%d/%Y} 9:02 PM  From: Marcus Bell\nThat works. I'll send you the flight info and the "
            "hotel in Atlanta. Also camp needs the medical form signed by both of us by June 12.\n")


def t_child_support(r, dt):
    return ("Illinois State Disbursement Unit - Payment History\n"
            f"Case: {CASE}   Obligor: Danielle Harris   Obligee: Marcus Bell\n" +
            "".join(f"{(dt - timedelta(days=14 * i)):%m/%d/%Y}  Income withholding  $212.50  Disbursed by direct "
                    "deposit\n" for i in range(8)) +
            "Current support $425.00 per month (order of 08/14/2023)\n")


def t_report_card(r, dt):
    g = ["A", "A-", "B+", "B", "A"]
    grade = 5 if dt.year >= 2026 else 4 if dt.year == 2025 else 3
    return (f"Chicago Public Schools - Progress Report\nStudent: Jaylen Bell   ID 6331{r.randint(1000, 9999)}\n"
            f"School: Hartwell Elementary   Grade {grade}   Homeroom: Ms. Tate\n"
            f"Reading {r.choice(g)}   Math {r.choice(g)}   Science {r.choice(g)}   Social Science "
            f"{r.choice(g)}   PE A\nAttendance: {r.randint(94, 99)}%\nTeacher comment: Jaylen is a strong "
            "reader and a kind classmate. Keep practicing multiplication facts and showing work in math.\n")


def t_school_email(r, dt):
    return _eml("Hartwell Elementary <hartwell-office@cps.edu>", "Hartwell 5th Grade Families", dt.strftime(
        "5th Grade Update - %B"), dt,
        "Dear 5th grade families,\n\nReminders: the field trip to the Field Museum is on the 14th (permission "
        "slips due Friday), 5th grade promotion is Thursday June 11 at 10am in the auditorium, and Chromebooks "
        "must be returned by June 5. Summer reading lists are posted on the school website.\n\n"
        "Ms. Tate and Mr. Alvarez\n")


def t_ballers_sched(r, dt):
    rows = ["Date;Time;Opponent;Location;Snack"]
    for i in range(8):
        d = dt + timedelta(days=7 * i)
        rows.append(f"{d:%a %m/%d};{r.choice(['9:00', '10:15', '11:30'])} AM;"
                    f"{r.choice(['Kenwood Hawks', 'Washington Park Wolves', 'Chatham Chargers', 'Hyde Park Heat'])};"
                    f"{r.choice(['Ellis Park', 'Kennicott Park', 'Washington Park fieldhouse'])};"
                    f"{r.choice(['Bell', 'Harris', 'Jackson', 'Moore', 'Ford'])}")
    return "Bronzeville Ballers 10U - Spring Schedule\n" + "\n".join(rows)


def t_ballers_reg(r, dt):
    return (f"South Side Youth Basketball League - Registration Receipt\nPlayer: Jaylen Bell  Age group: 10U\n"
            f"Team: Bronzeville Ballers   Season: Spring {dt.year}\nParent/guardian: Marcus Bell, Danielle Harris\n"
            f"Fee: $150.00 (uniform included)  Paid {_d(dt)}\nPractice Tue/Thu 6-7:30pm Ellis Park gym\n")


def t_camp_reg(r, dt):
    return ("Chicago Park District - Summer Day Camp 2026 - Registration Confirmation\n"
            f"Registered {_d(dt)}  Participant: Jaylen Bell (age 10)\nProgram: Day Camp, Ellis Park, "
            "ages 6-12, June 22 - August 7, 2026, Mon-Fri 9am-3pm\nExtended care 3-6pm: yes\n"
            "Fee $450.00 + extended care $180.00  Deposit paid $150.00, balance due June 15\n"
            "Required: medical form, field trip consent, emergency contacts (Marcus Bell, Danielle Harris, "
            "Gloria Bell - grandmother)\n")


def t_camp_form(r, dt):
    return ("CAMP MEDICAL / EMERGENCY FORM - Ellis Park Day Camp 2026\nCamper: Jaylen Bell  DOB 03/2015\n"
            "Allergies: peanuts (mild) - no EpiPen needed per Dr. Okoye\nMedications: none\n"
            "Insurance: BCBSIL PPO, subscriber Marcus Bell\nPhysician: Dr. Chiamaka Okoye, Hyde Park Pediatrics\n"
            "Parent signatures: ____ Marcus Bell   ____ Danielle Harris (both required)\n")


def t_little_scholars(r, dt):
    return (f"Little Scholars After-School Program - Statement {dt:%B %Y}\nChild: Jaylen Bell  Site: Hartwell "
            "Elementary\nAfter-care Mon-Fri 3:00-6:00pm  $385.00\nDCFS-licensed. Tax ID for dependent care FSA: "
            "36-4412209\n")


def t_little_scholars_end(r, dt):
    return _eml("Little Scholars <billing@littlescholarschi.org>", f"Marcus Bell <{MAIL}>",
                "Withdrawal confirmed - Jaylen Bell", dt,
                "Hi Mr. Bell,\n\nWe've processed Jaylen's withdrawal from after-care effective June 30, 2024. "
                "Your final statement is $0.00. Thank you for being part of Little Scholars - we'll miss him!\n")


# --------------------------------------------------------------------------- texts: money


def t_chase(r, dt):
    bal = r.uniform(2000, 7000)
    return (f"Chase Total Checking  ...8812\nMARCUS A BELL, {ADDR}\nStatement {_d(dt - timedelta(days=30))} "
            f"through {_d(dt)}\nBeginning balance ${bal:,.2f}\nDeposits: HOLLISTER GRANT PAYROLL x2 "
            f"${r.uniform(4900, 5400):,.2f}; ZELLE FROM PRIYA NAIR $1,650.00; IL SDU CHILD SUPPORT "
            f"$425.00\nWithdrawals: ROCKET MORTGAGE $2,612.40; COMED ${r.uniform(60, 140):.2f}; PEOPLES GAS "
            f"${r.uniform(40, 220):.2f}; STATE FARM AUTO $118.50; JEWEL-OSCO ${r.uniform(300, 500):.2f}; "
            f"XFINITY $85.00; CHASE CARD PAYMENT ${r.uniform(400, 1100):,.2f}\nEnding balance "
            f"${bal + r.uniform(-600, 900):,.2f}\n")


def t_card(r, dt):
    return (f"Chase Freedom Unlimited  ...4471\nStatement closing date {_d(dt)}\n"
            f"Previous balance ${r.uniform(300, 1200):,.2f}  Payment -  Thank you\n"
            f"Purchases: TARGET ${r.uniform(30, 140):.2f}; AMAZON ${r.uniform(20, 90):.2f}; SHELL OIL "
            f"${r.uniform(40, 60):.2f}; NIKE.COM ${r.uniform(60, 120):.2f}; HAROLDS CHICKEN ${r.uniform(12, 30):.2f}\n"
            f"New balance ${r.uniform(300, 1400):,.2f}  Minimum payment $40.00\n")


def t_paystub(r, dt):
    gross = 3012.50
    return (f"Hollister Grant & Weiss LLP - Earnings Statement\nEmployee: Marcus Bell  ID 10472  Pay date "
            f"{_d(dt)}\nGross ${gross:,.2f}  401(k) 6% ${gross * 0.06:,.2f}  Medical $142.18  Dental $18.40\n"
            f"Fed tax ${gross * 0.095:,.2f}  SS ${gross * 0.062:,.2f}  Medicare ${gross * 0.0145:,.2f}  IL tax "
            f"${gross * 0.0495:,.2f}\nNet pay ${gross * 0.66:,.2f}  Direct deposit Chase ...8812\n")


def t_w2(r, dt):
    w = r.uniform(76000, 81000)
    return (f"Form W-2 Wage and Tax Statement {dt.year - 1}\nEmployer: Hollister Grant & Weiss LLP, EIN "
            f"36-3019921\nEmployee: MARCUS A BELL  {ADDR}\nBox 1 Wages ${w:,.2f}  Box 2 Federal tax withheld "
            f"${w * 0.1:,.2f}\nBox 12 D (401k) ${w * 0.06:,.2f}   Box 12 DD ${r.uniform(14000, 16000):,.2f}\n"
            f"Box 16 State wages IL ${w:,.2f}  Box 17 State tax ${w * 0.0495:,.2f}\n")


def t_1099k(r, dt):
    return (f"Form 1099-K Payment Card and Third Party Network Transactions - {dt.year - 1}\n"
            "Filer: Etsy, Inc., 117 Adams St, Brooklyn NY 11201\nPayee: MARCUS BELL (Bell & Wick)\n"
            f"Box 1a Gross amount of payment transactions ${r.uniform(18000, 26000):,.2f}\n"
            f"Number of payment transactions: {r.randint(700, 1100)}\nCopy B - for recipient\n")


def t_return(r, dt):
    y = dt.year - 1
    who = ("Marcus A Bell - Single - Jaylen claimed by Danielle this year (odd years per judgment)\n" if y % 2 else
           "Marcus A Bell - Head of household - dependent: Jaylen Bell (Marcus claims even years per judgment)\n")
    return (f"{y} Federal and Illinois Income Tax Returns - prepared with TurboTax Home & Business\n{who}"
            f"Form 1040: wages ${r.uniform(76000, 81000):,.2f}; Schedule C Bell & Wick net profit "
            f"${r.uniform(4000, 9000):,.2f}; Schedule E Unit 2 rental net ${r.uniform(2000, 6000):,.2f}\n"
            f"Child tax credit {'$0' if y % 2 else '$2,000'}. Federal refund ${r.uniform(600, 2400):,.2f}\n"
            f"IL-1040 refund ${r.uniform(80, 400):,.2f}. E-filed {_d(dt)}; both accepted.\n")


def t_fidelity(r, dt):
    return (f"Fidelity NetBenefits - Quarterly Statement\nHollister Grant & Weiss LLP 401(k) Plan\n"
            f"Participant: Marcus Bell   Period ending {_d(dt)}\nBeginning balance ${r.uniform(88000, 110000):,.2f}\n"
            f"Your contributions ${r.uniform(2300, 2500):,.2f}  Employer match ${r.uniform(1100, 1250):,.2f}\n"
            f"Change in market value ${r.uniform(-3000, 6000):,.2f}\nInvestment: Fidelity Freedom 2050 Fund 100%\n")


def t_ira(r, dt):
    return (f"Fidelity Investments - Rollover IRA Statement\nMARCUS BELL  Account Z41-998812\n"
            f"Year ending {_d(dt)}\nValue ${r.uniform(31000, 40000):,.2f} (rolled over from Lakeshore Title "
            "401(k), 2019)\nHoldings: FXAIX Fidelity 500 Index 70%, FXNAX US Bond Index 30%\n")


def t_budget(r, dt):
    return ("Category;Budget;Actual;Notes\nMortgage (incl escrow);2612.40;2612.40;\nHELOC (porch);0;0;"
            "starts after draws\nComEd + gas + water;260;" + f"{r.randint(220, 320)}" +
            ";\nCar insurance;118.50;118.50;\nGroceries;650;" + f"{r.randint(560, 760)}" +
            ";\nJaylen (shoes, league, lunch $);200;" + f"{r.randint(150, 280)}" +
            ";\nRent from Unit 2;-1650;-1650;income\nChild support in;-425;-425;\n"
            f"Savings (Atlanta trip);300;300;\nMonth;{dt:%B %Y};;")


# --------------------------------------------------------------------------- texts: health


def t_eob(r, dt):
    who = r.choice(["Marcus Bell", "Jaylen Bell"])
    billed = r.uniform(140, 420)
    return (f"Blue Cross and Blue Shield of Illinois - Explanation of Benefits\nThis is not a bill.\n"
            f"Member: {who}   Group: HOLLISTER GRANT & WEISS   Processed {_d(dt)}\n"
            f"Provider: {'Lakeside Family Medicine' if who == 'Marcus Bell' else 'Hyde Park Pediatrics'}\n"
            f"Billed ${billed:,.2f}  Allowed ${billed * 0.62:,.2f}  Plan paid ${billed * 0.62 - 30:,.2f}\n"
            "You may owe the provider: $30.00 (office visit copay)\n")


def t_pcp(r, dt):
    return (f"Lakeside Family Medicine - After Visit Summary\nPatient: Marcus Bell  DOB 02/11/1984  Date "
            f"{_d(dt)}\nProvider: Angela Morris, MD\nBlood pressure {r.randint(132, 142)}/{r.randint(84, 92)} "
            "(elevated)  Weight 214 lb\nPlan: start lisinopril 10 mg daily; cut sodium; walk 30 minutes 5 days "
            "a week; recheck BP in 6 weeks; fasting lipid panel ordered.\n")


def t_labs(r, dt):
    return (f"Quest Diagnostics - Lab Report\nPatient: BELL, MARCUS   Collected {_d(dt)}\n"
            f"Cholesterol, total {r.randint(190, 230)} mg/dL  HDL {r.randint(38, 50)}  LDL {r.randint(120, 150)} (H)\n"
            f"Triglycerides {r.randint(120, 190)}  Glucose, fasting {r.randint(92, 104)}  A1c 5.6%\n"
            "Ordering: Angela Morris, MD, Lakeside Family Medicine\n")


def t_dental(r, dt):
    return (f"Bronzeville Dental Group\nStatement {_d(dt)}\nPatient: {r.choice(['Marcus Bell', 'Jaylen Bell'])}\n"
            "Periodic exam D0120, prophylaxis D1110/D1120, bitewings D0274\nDelta Dental paid 100%. Balance $0.00"
            "\nNext cleaning in 6 months.\n")


def t_peds(r, dt):
    return ("Hyde Park Pediatrics - Well Child Visit Summary\n"
            f"Patient: Jaylen Bell  Age {dt.year - 2015 - (dt.month < 3)}  "
            f"Date {_d(dt)}\n"
            "Provider: Chiamaka Okoye, MD\nHeight 56 in (70th pct)  Weight 78 lb  BP normal  Vision 20/20\n"
            "Immunizations up to date. Sports physical: cleared for basketball. CPS health exam form "
            "completed and given to parent.\nPeanut allergy: mild, avoid.\n")


def t_rx(r, dt):
    return (f"Walgreens Pharmacy #03118 - 4701 S. Cottage Grove\nRx {r.randint(1000000, 9999999)}  Filled "
            f"{_d(dt)}\nLISINOPRIL 10MG TABLETS  Qty 90  Take 1 tablet by mouth daily\nPatient: MARCUS BELL  "
            "Prescriber: A. Morris MD\nCopay $3.50  Refills: 3\n")


def t_bp_article(r, dt):
    return ("The DASH Diet for High Blood Pressure (saved from Mayo Clinic)\n\nDASH emphasizes vegetables, "
            "fruits, whole grains, low-fat dairy, fish, poultry and beans, and limits sodium to 2,300 mg a day "
            "(1,500 mg for a lower-sodium version). Lower sodium can reduce systolic blood pressure by several "
            "points within weeks.\n")


# --------------------------------------------------------------------------- texts: car


def t_car_ins(r, dt):
    return (f"State Farm - Auto Policy Renewal / ID Card\nNamed insured: Marcus Bell  Policy 178 4471-B12-13\n"
            f"Vehicle: 2018 Honda CR-V EX  VIN 2HKRW2H8XJH6{r.randint(10000, 99999)}\n"
            f"Effective {_d(dt)} to {_d(dt + timedelta(days=182))}\nLiability 100/300/100, comprehensive "
            "and collision $500 deductible, uninsured motorist 100/300\n6-month premium $711.00 ($118.50/mo)\n"
            "Illinois Insurance Card - keep in vehicle.\n")


def t_registration(r, dt):
    return ("Illinois Secretary of State - Vehicle Registration Renewal Receipt\n"
            f"Plate: CK 84417   Expires {dt:%m}/{dt.year + 1}\nVehicle: 2018 HOND CR-V  Owner: MARCUS BELL\n"
            f"Fee $151.00  Processed {_d(dt)}  Sticker mailed to {ADDR}\n")


def t_city_sticker(r, dt):
    return ("City of Chicago - City Vehicle Sticker Purchase Receipt\n"
            f"Sticker no. {r.randint(50000000, 59999999)}  Valid through June 30, {dt.year + 1}\n"
            "Plate CK 84417 (IL)  Vehicle class P - passenger, 4,500 lbs or less\n"
            f"Residential zone permit: Zone 1947 included\nAmount $100.17 + zone $25.00  Paid {_d(dt)}\n")


def t_oil(r, dt):
    return (f"Midas - 4515 S. King Dr - Invoice {r.randint(100000, 199999)}\n{_d(dt)}  2018 Honda CR-V  "
            f"Mileage {r.randint(61000, 74000)}\nSynthetic oil change 0W-20, filter, tire rotation, 27-pt "
            f"inspection\nRecommended: cabin air filter, front brake pads at 3 mm\nTotal ${r.uniform(89, 140):.2f}\n")


def t_ticket(r, dt):
    return ("City of Chicago - Department of Finance - Parking Ticket Payment Confirmation\n"
            f"Ticket 9{r.randint(100000000, 199999999)}  Plate CK 84417  Violation 0964040B Street cleaning\n"
            f"Issued {_d(dt - timedelta(days=9))} at 4500 S Vincennes  Amount $60.00  Paid {_d(dt)}\n")


def t_nissan_sale(r, dt):
    return ("BILL OF SALE - MOTOR VEHICLE\n"
            f"Date: {_d(dt)}\nSeller: Marcus Bell, {BLDG}\nBuyer: Carmen Ruiz, 3321 W. 38th St, Chicago IL\n"
            "Vehicle: 2012 Nissan Altima 2.5 S, VIN 1N4AL2AP3CN5xxxxx, odometer 138,412\nSale price: $4,200.00, "
            "sold as is. Title signed over; plates removed.\nSeller: Marcus Bell  Buyer: Carmen Ruiz\n")


# --------------------------------------------------------------------------- texts: travel


def t_flight(r, dt):
    return ("Southwest Airlines - Your trip is booked!\nConfirmation # 7QK4LM\n"
            "Passengers: MARCUS BELL, JAYLEN BELL\nThu Jul 2, 2026  MDW 9:10 AM -> ATL 12:05 PM  Flight 1842\n"
            "Tue Jul 7, 2026  ATL 5:40 PM -> MDW 6:45 PM  Flight 2217\n"
            f"Total $612.36 (Wanna Get Away)  Booked {_d(dt)}\nTwo checked bags free per passenger.\n")


def t_hotel(r, dt):
    return (f"Hampton Inn & Suites Atlanta-Stone Mountain - Reservation Confirmation\nConfirmation 89214077\n"
            "Guest: Marcus Bell  Check-in Thu July 2, 2026  Check-out Tue July 7, 2026 (5 nights)\n"
            "1 King bed + sofa bed, pool. Bell Family Reunion group rate $129/night\n"
            f"Booked {_d(dt)}. Free cancellation until June 30.\n")


def t_reunion(r, dt):
    return ("BELL FAMILY REUNION 2026 - 'Still Rooted'\nJuly 3-5, 2026 - Stone Mountain, Georgia\n\n"
            "Fri July 3: meet & greet at the hotel, 6pm, fish fry\nSat July 4: picnic at Stone Mountain Park "
            "pavilion 12, T-shirts handed out (send sizes to Aunt Loretta by June 1!), fireworks\n"
            "Sun July 5: church service at Greater Mount Zion, farewell dinner\nDues: $75 adults, $35 kids - "
            "CashApp $LorettaBellATL\n")


def t_packing(r, dt):
    return ("ATLANTA packing - me + J\n\n- reunion T-shirts (pick up from Loretta)\n- church clothes for Sunday"
            "\n- J: basketball, sneakers, swim trunks, sunscreen, his peanut-free snacks\n- chargers, Switch\n"
            "- gift for Grandma Pearl (candle gift set!)\n- copy of parenting plan + Danielle's OK letter for "
            "traveling out of state\n")


def t_consent(r, dt):
    return ("Parental consent for travel\n\nI, Danielle Harris, mother of Jaylen Bell (born 2015), consent to "
            "Jaylen traveling with his father Marcus Bell to Atlanta, Georgia from July 2 to July 7, 2026 for "
            "a family reunion. Contact: (312) 555-0147.\n\n"
            f"Signed: Danielle Harris   Date: {_d(dt)}\n")


def t_old_trip(r, dt, place: str):
    return {
        "dells": ("Kalahari Resorts Wisconsin Dells - Folio\nGuest: Marcus Bell  Arrive 07/18/2024  Depart "
                  "07/21/2024\nRoom: Family suite, 3 nights $687.00  Resort fee $90.00  Waterpark passes incl.\n"
                  "Total $819.45  Paid Visa 4471\n"),
        "nola": ("Delta - eTicket Receipt\nPassengers: MARCUS BELL, DANIELLE BELL, JAYLEN BELL\n"
                 "ORD -> MSY Apr 18 2019, MSY -> ORD Apr 22 2019\nTotal $1,044.60\nHotel: Hotel Monteleone, "
                 "French Quarter\n"),
        "memphis": ("Memphis weekend Oct 2025 - me + J\n\nNational Civil Rights Museum 10am Sat (tickets $20 + $17)"
                    "\nCentral BBQ lunch\nGrizzlies game Sat 7pm - FedExForum sec 112\nDrive 8 hrs - leave Fri 2pm"
                    "\nHotel: Hilton Garden Inn Downtown, 2 nights $342\n"),
    }[place]


# --------------------------------------------------------------------------- texts: the divorce (archive)


def t_petition(r, dt):
    return ("IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nCOUNTY DEPARTMENT - DOMESTIC RELATIONS DIVISION\n"
            f"IN RE THE MARRIAGE OF MARCUS BELL, Petitioner, and DANIELLE BELL, Respondent.  No. {CASE}\n\n"
            "PETITION FOR DISSOLUTION OF MARRIAGE\n\nPetitioner states: 1. The parties were married on "
            "June 9, 2012 in Chicago, Illinois. 2. Irreconcilable differences have caused the irretrievable "
            "breakdown of the marriage. 3. One child was born to the parties, Jaylen, born 2015. 4. Petitioner "
            "requests an allocation of parental responsibilities, an equitable division of marital property "
            "including the residence at 4512 S. Vincennes Ave., and other relief.\n"
            f"Filed {_d(dt)}.  Sandra Whitfield, Whitfield Family Law P.C., Attorney for Petitioner\n")


def t_msa(r, dt):
    return ("MARITAL SETTLEMENT AGREEMENT\n\nIn re the Marriage of Bell, No. " + CASE + "\n\n"
            "Article IV - Real estate: Husband shall retain the two-flat at 4512 S. Vincennes Ave. and refinance "
            "the mortgage within 120 days; Wife shall execute a quitclaim deed. Husband pays Wife $38,000 for "
            "her equity.\nArticle V - Retirement: Husband's Hollister Grant & Weiss 401(k) marital portion "
            "divided 50/50 by QDRO.\nArticle VI - Vehicles: Husband keeps the 2018 Honda CR-V.\n"
            "Article VII - Child support: Wife pays $425/month per income shares guidelines.\n"
            "Article IX - Tax: parties alternate claiming Jaylen, Husband in even years.\n")


def t_judgment(r, dt):
    return (f"JUDGMENT FOR DISSOLUTION OF MARRIAGE\nCircuit Court of Cook County, No. {CASE}\n"
            f"Entered {_d(dt)}, Calendar 52, Judge Patricia M. Lyons\n\nThe marriage of Marcus Bell and Danielle "
            "Bell is dissolved. The Marital Settlement Agreement and the Allocation Judgment are incorporated. "
            "Respondent may resume the name Danielle Harris.\n")


def t_fin_affidavit(r, dt):
    return (f"FINANCIAL AFFIDAVIT (Family & Divorce Cases)\nCase {CASE}  Prepared by Marcus Bell  {_d(dt)}\n"
            f"Gross monthly income: ${r.uniform(5800, 6200):,.2f} employment\nRental income (Unit 2): $1,425\n"
            "Monthly living expenses: mortgage $2,340, utilities $310, food $600, child expenses $450...\n"
            "Assets: residence (joint), Chase checking, 401(k), Fidelity rollover IRA (non-marital portion)\n")


def t_atty_bill(r, dt):
    return (f"Whitfield Family Law P.C.\n53 W. Jackson Blvd, Suite 1150, Chicago IL 60604\nStatement "
            f"{_d(dt)}  Client: Marcus Bell  Matter: Bell dissolution {CASE}\n"
            f"Professional services {r.uniform(4, 12):.1f} hrs @ $325  ${r.uniform(1300, 3900):,.2f}\n"
            f"Retainer applied  Balance due ${r.uniform(0, 1800):,.2f}\n")


def t_quitclaim(r, dt):
    return ("QUITCLAIM DEED\n\nTHE GRANTOR, Danielle Bell n/k/a Danielle Harris, for ten dollars and other good "
            f"and valuable consideration, conveys and quitclaims to MARCUS BELL all interest in the real estate "
            f"commonly known as {BLDG}, PIN {PIN}, pursuant to the Judgment for Dissolution of Marriage in "
            f"case {CASE}.\nDated {_d(dt)}\nRecorded with the Cook County Clerk, Recordings Division.\n")


def t_qdro(r, dt):
    return ("QUALIFIED DOMESTIC RELATIONS ORDER\n\nPlan: Hollister Grant & Weiss LLP 401(k) Plan\n"
            "Participant: Marcus Bell  Alternate payee: Danielle Harris\nAward: 50% of the marital portion of "
            "the account balance as of June 30, 2023, with gains and losses.\n"
            f"Entered {_d(dt)}. Approved by Fidelity as plan administrator.\n")


# --------------------------------------------------------------------------- build


def _ago(y: int, m: int, d: int) -> float:
    return (NOW - datetime(y, m, d, 12, tzinfo=NOW.tzinfo)).total_seconds() / DAY


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
    BW = "Documents/Bell & Wick"
    DL = "Downloads"
    DT = "Desktop"
    SC = "Documents/Scans"
    HS = "Documents/House"
    JY = "Documents/Jaylen"
    OLD = "Old Dell laptop/Documents"

    # ------------------------------------------------------------------ Candles: the running shop (Areas)
    for y, m in [(2025, 10), (2025, 11), (2025, 12), (2026, 1), (2026, 2), (2026, 3)]:
        nm = m + 1 if m < 12 else 1
        ny = y if m < 12 else y + 1
        add(f"{BW}/Orders/EtsySoldOrders{y}-{m}.csv", A, "Candles", _ago(ny, nm, r.randint(1, 5)), t_etsy_orders)
    add(f"{BW}/Orders/EtsySoldOrderItems2026-3.csv", A, "Candles", _ago(2026, 4, 3), t_etsy_items)
    add(f"{DL}/EtsySoldOrders2026-4.csv", A, "Candles", _ago(2026, 5, 2), t_etsy_orders)
    add(f"{DL}/EtsySoldOrderItems2026-4.csv", A, "Candles", _ago(2026, 5, 2), t_etsy_items)
    add(f"{DL}/EtsySoldOrders2026-5.csv", A, "Candles", 0.3, t_etsy_orders)
    add(f"{DL}/orders_export.csv", A, "Candles", _ago(2026, 1, 6), t_shopify_orders, True)
    add(f"{DL}/orders_export (1).csv", A, "Candles", _ago(2026, 4, 7), t_shopify_orders, True)

    add(f"{BW}/Suppliers/Midwest Wax/MWS invoice 20417.pdf", A, "Candles", _ago(2025, 9, 18),
        lambda r, dt: t_wax_invoice(r, dt, 20417))
    add(f"{BW}/Suppliers/Midwest Wax/MWS invoice 20533.pdf", A, "Candles", _ago(2025, 11, 20),
        lambda r, dt: t_wax_invoice(r, dt, 20533))
    add(f"{BW}/Suppliers/Midwest Wax/MWS invoice 20791.pdf", A, "Candles", _ago(2026, 3, 12),
        lambda r, dt: t_wax_invoice(r, dt, 20791))
    add(f"{BW}/Suppliers/WickWorks order 5218.pdf", A, "Candles", _ago(2025, 10, 2),
        lambda r, dt: t_wick_invoice(r, dt, 5218))
    add(f"{BW}/Suppliers/WickWorks order 5577.pdf", A, "Candles", _ago(2026, 2, 24),
        lambda r, dt: t_wick_invoice(r, dt, 5577))
    add(f"{BW}/Suppliers/Lakefront Glass jars inv 88214.pdf", A, "Candles", _ago(2025, 10, 29),
        lambda r, dt: t_jar_invoice(r, dt, 88214))
    add(f"{BW}/Suppliers/Lakefront Glass jars inv 88690.pdf", A, "Candles", _ago(2026, 3, 30),
        lambda r, dt: t_jar_invoice(r, dt, 88690))
    add(f"{BW}/Suppliers/aroma haus order.pdf", A, "Candles", _ago(2026, 1, 15), t_fragrance_invoice)
    add(f"{DL}/invoice_20902.pdf", A, "Candles", _ago(2026, 5, 14), lambda r, dt: t_wax_invoice(r, dt, 20902), True)
    add(f"{DL}/invoice (2).pdf", A, "Candles", _ago(2026, 5, 20), t_jar_invoice, True)
    add(f"{DL}/order-confirmation.pdf", A, "Candles", _ago(2026, 4, 22), t_fragrance_invoice, True)
    add(f"{DL}/WW-5690.pdf", A, "Candles", _ago(2026, 5, 9), lambda r, dt: t_wick_invoice(r, dt, 5690), True)

    add(f"{BW}/Sales Tax/ST-1 Q3 2025 confirmation.pdf", A, "Candles", _ago(2025, 10, 19), t_sales_tax)
    add(f"{BW}/Sales Tax/ST-1 Q4 2025 confirmation.pdf", A, "Candles", _ago(2026, 1, 20), t_sales_tax)
    add(f"{BW}/Sales Tax/ST-1 Q1 2026.pdf", A, "Candles", _ago(2026, 4, 18), t_sales_tax)
    add(f"{DL}/confirmation (4).pdf", A, "Candles", _ago(2025, 7, 20), t_sales_tax, True)

    add(f"{BW}/Etsy statements/etsy_statement_2026_1.pdf", A, "Candles", _ago(2026, 2, 3), t_etsy_statement)
    add(f"{BW}/Etsy statements/etsy_statement_2026_2.pdf", A, "Candles", _ago(2026, 3, 3), t_etsy_statement)
    add(f"{BW}/Etsy statements/etsy_statement_2026_3.pdf", A, "Candles", _ago(2026, 4, 2), t_etsy_statement)
    add(f"{DL}/etsy_statement_2026_4.pdf", A, "Candles", _ago(2026, 5, 3), t_etsy_statement)
    add(f"{DT}/New folder/statement (1).pdf", A, "Candles", _ago(2025, 12, 4), t_etsy_statement, True)

    add(f"{BW}/inventory count.xlsx", A, "Candles", _ago(2026, 3, 1), t_inventory)
    add(f"{DT}/candle inventory may.xlsx", A, "Candles", _ago(2026, 5, 27), t_inventory)
    add(f"{BW}/Pricing/cost per candle.xlsx", A, "Candles", _ago(2026, 2, 8), t_costing)
    add(f"{BW}/Pricing/cost per candle OLD.xlsx", A, "Candles", _ago(2024, 11, 2), t_costing)
    add(f"{DL}/Book1.xlsx", A, "Candles", _ago(2025, 6, 14), t_costing, True)

    add(f"{BW}/Customer service/cracked jar replacement.eml", A, "Candles", _ago(2026, 1, 22), t_customer_email)
    add(f"{BW}/Customer service/Re_ Order - wrong scent.eml", A, "Candles", _ago(2025, 12, 19), t_customer_email)
    add(f"{DL}/message (2).eml", A, "Candles", _ago(2026, 5, 12), t_customer_email, True)
    add(f"{BW}/Shipping/usps labels 2026-04-14.pdf", A, "Candles", _ago(2026, 4, 14), t_usps_receipt)
    add(f"{BW}/Shipping/usps labels 2025-12-08.pdf", A, "Candles", _ago(2025, 12, 8), t_usps_receipt)
    add(f"{DL}/receipt.pdf", A, "Candles", _ago(2026, 5, 18), t_usps_receipt, True)
    add(f"{BW}/Insurance/FLIP certificate 2025-2026.pdf", A, "Candles", _ago(2025, 8, 1), t_liability)
    add(f"{DL}/Certificate_of_Insurance.pdf", A, "Candles", _ago(2024, 8, 1), t_liability, True)
    add(f"{BW}/Bank/Chase business 2026-02.pdf", A, "Candles", _ago(2026, 2, 28), t_shop_bank)
    add(f"{BW}/Bank/Chase business 2026-03.pdf", A, "Candles", _ago(2026, 3, 31), t_shop_bank)
    add(f"{BW}/Bank/Chase business 2026-04.pdf", A, "Candles", _ago(2026, 4, 30), t_shop_bank)
    add(f"{DL}/Statement_0131.pdf", A, "Candles", _ago(2026, 1, 31), t_shop_bank, True)
    add(f"{BW}/Labels/warning label text.docx", A, "Candles", _ago(2024, 3, 10), t_label_warning)
    for i, s in enumerate(["cedar smoke", "sweet tea peach", "bronzeville porch"]):
        add(f"{BW}/Labels/front label {s}.png", A, "Candles", _ago(2025, 9, 2 + i), "")
    add(f"{BW}/Listings/Cedar & Smoke listing.docx", A, "Candles", _ago(2025, 10, 5), t_listing_copy)
    add(f"{BW}/Listings/Honey Oat Milk listing v2.docx", A, "Candles", _ago(2026, 2, 12), t_listing_copy)
    add(f"{DT}/New Text Document.txt", A, "Candles", _ago(2026, 5, 24), t_listing_copy, True)
    add(f"{BW}/2026 goals.docx", A, "Candles", _ago(2026, 1, 2), t_shop_goals)
    for i in range(6):
        photo(f"{BW}/Product photos/{SCENTS[i].lower().replace(' & ', '-').replace(' ', '-')}-0{i % 3 + 1}.jpg",
              A, "Candles", _ago(2025, 9, 20 + i))
    photo(f"{BW}/Product photos/IMG_5102.HEIC", A, "Candles", _ago(2026, 2, 8))
    photo(f"{BW}/Product photos/IMG_5103.HEIC", A, "Candles", _ago(2026, 2, 8))
    add(f"{BW}/Product photos/Thumbs.db", L, "System", _ago(2026, 2, 9),
        _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))

    # ------------------------------------------------------------------ Candles: wholesale + market (Projects)
    WS = f"{BW}/Wholesale - Sable & Pine"
    add(f"{WS}/line sheet v1.docx", P, "Candles", _ago(2026, 3, 28), t_line_sheet)
    add(f"{WS}/Bell & Wick Line Sheet FINAL.pdf", P, "Candles", _ago(2026, 4, 16), t_line_sheet)
    add(f"{WS}/wholesale pricing.xlsx", P, "Candles", _ago(2026, 4, 2), t_wholesale_pricing)
    add(f"{WS}/wholesale agreement draft v2.docx", P, "Candles", _ago(2026, 5, 21), t_wholesale_agreement)
    add(f"{WS}/~$olesale agreement draft v2.docx", L, "System", _ago(2026, 5, 21), b"\x0cMarcus Bell" + b"\x00" * 40)
    add(f"{WS}/Re_ Wholesale candles for the fall launch.eml", P, "Candles", _ago(2026, 5, 8), t_wholesale_email)
    add(f"{WS}/pour plan.txt", P, "Candles", _ago(2026, 5, 23), t_wholesale_plan)
    add(f"{WS}/co-branded back label proof.png", P, "Candles", _ago(2026, 5, 19), "")
    for i, n in enumerate([5230, 5231, 5244]):
        photo(f"{WS}/samples/IMG_{n}.jpg", P, "Candles", _ago(2026, 4, 20 + i))
    add(f"{DL}/SP-2026-014.pdf", P, "Candles", _ago(2026, 5, 15), t_wholesale_po, True)
    add(f"{DT}/untitled.txt", P, "Candles", _ago(2026, 5, 29), t_wholesale_plan, True)
    add(f"{DL}/Document (3).pdf", P, "Candles", _ago(2026, 5, 26), t_wholesale_agreement, True)

    MK = f"{BW}/Market June 2026"
    add(f"{MK}/vendor application.pdf", P, "Candles", _ago(2026, 3, 14), t_market_app)
    add(f"{MK}/Accepted! Bronzeville Summer Makers Market.eml", P, "Candles", _ago(2026, 4, 21), t_market_accept)
    add(f"{MK}/stock plan.xlsx", P, "Candles", _ago(2026, 5, 28), t_market_stock)
    add(f"{MK}/checklist.txt", P, "Candles", _ago(2026, 5, 30), t_market_checklist)
    photo(f"{MK}/booth layout sketch.jpg", P, "Candles", _ago(2026, 5, 17))
    add(f"{MK}/COI - Bronzeville Arts Collective additional insured.pdf", P, "Candles", _ago(2026, 5, 11),
        lambda r, dt: t_liability(r, dt - timedelta(days=283)) + "ADDITIONAL INSURED ENDORSEMENT: Bronzeville Arts "
        "Collective, for the Bronzeville Summer Makers Market, 47th & King Drive, Chicago, June 20, 2026.\n")
    add(f"{MK}/banner hand poured in bronzeville.png", P, "Candles", _ago(2026, 5, 25), "")
    add(f"{DL}/receipt (1).pdf", P, "Candles", _ago(2026, 5, 20), t_market_invoice, True)
    add(f"{DT}/New Text Document (3).txt", P, "Candles", _ago(2026, 5, 31), t_market_checklist, True)

    # ------------------------------------------------------------------ Candles: holiday market 2025 (Archive)
    HM = f"{BW}/Holiday Market 2025"
    add(f"{HM}/recap.txt", X, "Candles", _ago(2025, 12, 15), t_holiday_recap)
    add(f"{HM}/items-2025-12-13-2025-12-14.csv", X, "Candles", _ago(2025, 12, 14), t_holiday_square)
    add(f"{HM}/Vendor confirmation - Holiday Night Market.eml", X, "Candles", _ago(2025, 11, 18), t_holiday_accept)
    for i, n in enumerate([4871, 4874, 4880]):
        photo(f"{HM}/booth/IMG_{n}.jpg", X, "Candles", _ago(2025, 12, 13))
    add(f"{DL}/items-2025-12-13-2025-12-14 (1).csv", X, "Candles", _ago(2025, 12, 14), t_holiday_square, True)
    add(f"{DT}/New folder/notes (2).txt", X, "Candles", _ago(2025, 12, 15), t_holiday_recap, True)

    # ------------------------------------------------------------------ Candles: reference (Resources)
    HT = f"{BW}/how to"
    add(f"{HT}/wick guide soy 464.xlsx", R, "Candles", _ago(2024, 6, 9), t_wick_chart)
    add(f"{HT}/fragrance load notes.txt", R, "Candles", _ago(2023, 11, 3), t_fo_load)
    add(f"{HT}/ASTM labeling notes.docx", R, "Candles", _ago(2024, 2, 20), t_astm)
    add(f"{HT}/How to Rank on Etsy in 2025.pdf", R, "Candles", _ago(2025, 3, 1), t_etsy_seo)
    add(f"{HT}/troubleshooting.md", R, "Candles", _ago(2024, 1, 14), t_candle_defects)
    add(f"{DT}/New folder/notes.txt", R, "Candles", _ago(2025, 2, 2), t_candle_defects, True)
    add(f"{DL}/download (1).pdf", R, "Candles", _ago(2025, 8, 30), t_astm, True)

    # ------------------------------------------------------------------ Work: the job (Areas)
    WK = "Documents/Work stuff"
    add(f"{WK}/Benefits 2026 confirmation.pdf", A, "Work", _ago(2025, 11, 14), t_benefits)
    add(f"{WK}/Performance review 2025.pdf", A, "Work", _ago(2026, 1, 28), t_review)
    add(f"{WK}/offer letter 2019.pdf", A, "Work", _ago(2019, 5, 30), t_offer_letter)
    add(f"{WK}/hybrid work acknowledgment.pdf", A, "Work", _ago(2025, 2, 3), t_hr_remote)
    add(f"{WK}/PTO 2026.xlsx", A, "Work", _ago(2026, 5, 6), t_pto)
    add(f"{WK}/CLE/IPA certificate e-discovery.pdf", A, "Work", _ago(2025, 10, 16), t_cle_cert)
    add(f"{WK}/CLE/IPA certificate ethics.pdf", A, "Work", _ago(2025, 4, 10), t_cle_cert)
    add(f"{WK}/IPA membership receipt.pdf", A, "Work", _ago(2025, 7, 2), t_ipa_dues)
    add(f"{SC}/scan0003.pdf", A, "Work", _ago(2024, 4, 18), t_cle_cert, True)
    add(f"{SC}/scan0013.pdf", A, "Work", _ago(2026, 1, 22), t_cle_cert, True)
    add(f"{DL}/Certificate.pdf", A, "Work", _ago(2026, 3, 19), t_cle_cert, True)
    add(f"{DL}/Document (1).pdf", A, "Work", _ago(2025, 11, 14), t_benefits, True)

    # ------------------------------------------------------------------ Work: CP exam (Projects)
    CP = "Documents/CP exam"
    add(f"{CP}/NALA application approved.eml", P, "Work", _ago(2026, 3, 9), t_nala_reg)
    add(f"{CP}/study plan.docx", P, "Work", _ago(2026, 5, 28), t_study_plan)
    add(f"{CP}/~$udy plan.docx", L, "System", _ago(2026, 5, 28), b"\x0cMarcus Bell" + b"\x00" * 40)
    add(f"{CP}/practice test scores.xlsx", P, "Work", _ago(2026, 5, 30), t_practice_scores)
    add(f"{CP}/flashcards ethics.txt", P, "Work", _ago(2026, 5, 13), t_flashcards)
    add(f"{CP}/NALA CP Exam Study Guide 2026.pdf", P, "Work", _ago(2026, 3, 11),
        "NALA Certified Paralegal Exam - Study Guide 2026\n\nThe CP exam has two parts: the Knowledge Exam "
        "(120 multiple choice questions on the American legal system, civil litigation, contracts, corporate/"
        "business law, criminal law and procedure, estate planning, real estate, and ethics) and the Skills "
        "Exam (a written assignment testing legal analysis and writing). Candidates must pass both within "
        "the testing window. Recommended study time: 8-10 weeks.\n")
    add(f"{DT}/New Text Document (2).txt", P, "Work", _ago(2026, 5, 20), t_flashcards, True)
    add(f"{DL}/NALA_CP_Practice_Exam.pdf.part", L, "System", 0.2, _blob(r, b"%PDF-1.6\n", 2000))

    # ------------------------------------------------------------------ Work: reference (Resources)
    RF = f"{WK}/reference"
    add(f"{RF}/eFileIL how-to.docx", R, "Work", _ago(2024, 9, 12), t_efiling)
    add(f"{RF}/IL Supreme Court Rules quick ref.pdf", R, "Work", _ago(2023, 6, 7), t_sct_rules)
    add(f"{RF}/citation cheat sheet.docx", R, "Work", _ago(2022, 11, 30), t_bluebook)
    add(f"{RF}/deposition prep checklist.docx", R, "Work", _ago(2024, 2, 26), t_depo_checklist)
    add("Documents/notes.txt", R, "Work", _ago(2025, 5, 14), t_efiling, True)
    add(f"{DL}/file.pdf", R, "Work", _ago(2025, 1, 9), t_sct_rules, True)

    # ------------------------------------------------------------------ Work: old job + certificate (Archive)
    LT = f"{OLD}/Lakeshore"
    for i, (y, m, d) in enumerate([(2018, 3, 15), (2018, 12, 14), (2019, 5, 31)]):
        add(f"{LT}/paystub {y}-{m:02d}-{d:02d}.pdf", X, "Work", _ago(y, m, d), t_lakeshore_stub)
    add(f"{LT}/evaluation 2018.pdf", X, "Work", _ago(2018, 12, 20), t_lakeshore_review)
    add(f"{LT}/resignation letter.docx", X, "Work", _ago(2019, 5, 22), t_lakeshore_resign)
    add(f"{OLD}/Roosevelt paralegal/unofficial transcript.pdf", X, "Work", _ago(2019, 6, 2), t_roosevelt)
    add(f"{OLD}/Doc1.docx", X, "Work", _ago(2019, 5, 21), t_lakeshore_resign, True)
    add(f"{OLD}/Document2.pdf", X, "Work", _ago(2019, 6, 2), t_roosevelt, True)

    # ------------------------------------------------------------------ Rental: landlording (Areas)
    U2 = f"{HS}/Unit 2"
    add(f"{U2}/Lease 2024-2025 Nair.pdf", A, "Rental", _ago(2024, 8, 20), t_lease)
    add(f"{U2}/Lease 2025-2026 Nair signed.pdf", A, "Rental", _ago(2025, 8, 12), t_lease)
    add(f"{U2}/rent ledger.xlsx", A, "Rental", _ago(2026, 5, 3), t_rent_ledger)
    add(f"{U2}/deposit interest letter 2025.docx", A, "Rental", _ago(2025, 9, 2), t_deposit_interest)
    add(f"{U2}/unit 2 annual check 2025.pdf", A, "Rental", _ago(2025, 10, 11), t_smoke_check)
    add(f"{U2}/Unit 2 - quick issue.eml", A, "Rental", _ago(2025, 11, 30), t_tenant_email)
    add(f"{U2}/Re_ Unit 2 - radiator.eml", A, "Rental", _ago(2026, 1, 19), lambda r, dt: t_tenant_email(r, dt, 2))
    add(f"{U2}/Rays Plumbing unit 2.pdf", A, "Rental", _ago(2026, 2, 6), t_plumber)
    add(f"{DT}/Doc2.docx", A, "Rental", _ago(2026, 5, 30), t_renewal, True)
    add(f"{SC}/scan0009.pdf", A, "Rental", _ago(2025, 7, 14), t_plumber, True)
    add(f"{SC}/scan0010.pdf", A, "Rental", _ago(2025, 8, 13), t_lease, True)
    add(f"{DL}/Message.eml", A, "Rental", _ago(2026, 4, 27), lambda r, dt: t_tenant_email(r, dt, 1), True)
    add(f"{U2}/RLTO summary.pdf", R, "Rental", _ago(2024, 8, 19), t_rlto)
    add(f"{U2}/landlord notes.txt", R, "Rental", _ago(2024, 7, 8), t_landlord_guide)

    # ------------------------------------------------------------------ Rental: Derrick Coleman's tenancy (Archive)
    OC = f"{U2}/old tenant - Coleman"
    add(f"{OC}/lease Coleman 2021.pdf", X, "Rental", _ago(2021, 5, 20), t_old_lease)
    add(f"{OC}/deposit return letter.docx", X, "Rental", _ago(2024, 9, 10), t_old_moveout)
    add(f"{OC}/Moving out end of August.eml", X, "Rental", _ago(2024, 6, 28), t_old_notice)
    add(f"{SC}/scan0004.pdf", X, "Rental", _ago(2024, 8, 30), t_old_lease, True)
    add("Documents/2024/letter.docx", X, "Rental", _ago(2024, 9, 9), t_old_moveout, True)

    # ------------------------------------------------------------------ Home: the building (Areas)
    PT = f"{HS}/Property tax"
    add(f"{PT}/2024 2nd installment.pdf", A, "Home", _ago(2025, 11, 15), t_prop_tax)
    add(f"{PT}/2025 1st installment.pdf", A, "Home", _ago(2026, 2, 2), lambda r, dt: t_prop_tax(r, dt, "First"))
    add(f"{PT}/2023 2nd installment.pdf", A, "Home", _ago(2024, 12, 1), t_prop_tax)
    add(f"{PT}/assessment notice 2025.pdf", A, "Home", _ago(2025, 6, 24), t_assessment)
    add(f"{HS}/Insurance/rental dwelling declarations 2025.pdf", A, "Home", _ago(2025, 9, 28), t_building_ins)
    add(f"{HS}/Insurance/rental dwelling declarations 2024.pdf", A, "Home", _ago(2024, 9, 27), t_building_ins)
    add(f"{HS}/Utilities/ComEd 2026-04.pdf", A, "Home", _ago(2026, 4, 22), t_comed)
    add(f"{HS}/Utilities/ComEd 2026-01.pdf", A, "Home", _ago(2026, 1, 21), t_comed)
    add(f"{HS}/Utilities/peoples gas jan.pdf", A, "Home", _ago(2026, 1, 26), t_peoples)
    add(f"{HS}/Utilities/peoples gas feb.pdf", A, "Home", _ago(2026, 2, 24), t_peoples)
    add(f"{HS}/Utilities/water bill.pdf", A, "Home", _ago(2026, 3, 17), t_water)
    add(f"{HS}/boiler tune-up 2025.pdf", A, "Home", _ago(2025, 10, 7), t_boiler_service)
    add(f"{HS}/gutters tuckpointing estimate.pdf", A, "Home", _ago(2025, 10, 20), t_gutter)
    add(f"{SC}/scan0011.pdf", A, "Home", _ago(2025, 10, 21), t_gutter, True)
    add(f"{SC}/scan0012.pdf", A, "Home", _ago(2025, 11, 17), t_prop_tax, True)
    add(f"{DL}/download.pdf", A, "Home", _ago(2026, 5, 21), t_comed, True)
    add(f"{DL}/Document (2).pdf", A, "Home", _ago(2025, 6, 25), t_assessment, True)
    add(f"{DL}/statement.pdf", A, "Home", _ago(2026, 4, 25), t_peoples, True)

    # ------------------------------------------------------------------ Home: back porch rebuild (Projects)
    PO = f"{HS}/Porch 2026"
    add(f"{PO}/bids/Southside Porch & Deck bid.pdf", P, "Home", _ago(2026, 3, 6), t_porch_bid)
    add(f"{PO}/bids/Windy City Porch bid.pdf", P, "Home", _ago(2026, 3, 10), lambda r, dt: t_porch_bid(r, dt, 1))
    add(f"{PO}/bids/Chatham Carpentry estimate.pdf", P, "Home", _ago(2026, 3, 2), lambda r, dt: t_porch_bid(r, dt, 2))
    add(f"{PO}/bid comparison.xlsx", P, "Home", _ago(2026, 3, 15), t_porch_compare)
    add(f"{PO}/contract Southside Porch signed.pdf", P, "Home", _ago(2026, 4, 9), t_porch_contract)
    add(f"{PO}/permit/building permit.pdf", P, "Home", _ago(2026, 5, 12), t_porch_permit)
    add(f"{PO}/permit/permit application summary.pdf", P, "Home", _ago(2026, 4, 1), t_porch_app)
    add(f"{PO}/permit/R Banks invoice.pdf", P, "Home", _ago(2026, 3, 27), t_porch_architect)
    add(f"{PO}/permit/A-2 framing plan.pdf", P, "Home", _ago(2026, 3, 25),
        "R. BANKS ARCHITECTURE - SHEET A-2 FRAMING PLAN\nProject: Rear porch replacement, " + BLDG + "\n"
        "2x10 PT joists @ 16 in o.c., doubled at stair opening; 3-ply 2x10 beams on 6x6 PT posts; 12 in dia. "
        "concrete caissons 42 in below grade; ledger through-bolted 1/2 in @ 16 in o.c. to masonry with "
        "stand-off; guards 42 in, balusters 4 in max spacing. Scale 1/4 in = 1 ft.\n")
    add(f"{PO}/porch notes.txt", P, "Home", _ago(2026, 5, 27), t_porch_notes)
    add(f"{PO}/HELOC draw 1.pdf", P, "Home", _ago(2026, 4, 10), t_porch_heloc)
    add(f"{PO}/Porch Design Guide excerpt.pdf", P, "Home", _ago(2026, 2, 18), t_porch_guide)
    for i, (n, y, m, d) in enumerate([(4955, 2025, 10, 4), (4956, 2025, 10, 4), (5177, 2026, 3, 6),
                                       (5340, 2026, 5, 22), (5341, 2026, 5, 22)]):
        photo(f"{PO}/photos/IMG_{n}.jpg", P, "Home", _ago(y, m, d))
    add(f"{DT}/porch contract FINAL2.pdf", P, "Home", _ago(2026, 4, 8), t_porch_contract)
    add(f"{SC}/scan0016.pdf", P, "Home", _ago(2026, 4, 9), t_porch_contract, True)
    add(f"{DL}/Document (4).pdf", P, "Home", _ago(2026, 4, 1), t_porch_app, True)
    add(f"{DL}/invoice_314.pdf", P, "Home", _ago(2026, 3, 27), t_porch_architect, True)
    add(f"{DL}/Document.pdf", P, "Home", _ago(2026, 2, 17), t_porch_guide, True)
    add(f"{DL}/estimate.pdf", P, "Home", _ago(2026, 3, 2), lambda r, dt: t_porch_bid(r, dt, 2), True)

    # ------------------------------------------------------------- Home: manuals (Resources), boiler 2023 (Archive)
    add("Documents/Manuals/WRT311FZDW fridge manual.pdf", R, "Home", _ago(2022, 4, 3), t_manual)
    add("Documents/Manuals/GE range use and care.pdf", R, "Home", _ago(2021, 8, 14), lambda r, dt: t_manual(r, dt, 1))
    add("Documents/Manuals/Honeywell T6 Pro.pdf", R, "Home", _ago(2023, 11, 30), lambda r, dt: t_manual(r, dt, 2))
    BO = f"{HS}/Boiler 2023"
    add(f"{BO}/South Side Heating proposal.pdf", X, "Home", _ago(2023, 10, 24), t_boiler_quote)
    add(f"{BO}/final invoice PAID.pdf", X, "Home", _ago(2023, 11, 21), t_boiler_final)
    photo(f"{BO}/new boiler.jpg", X, "Home", _ago(2023, 11, 20))
    photo(f"{BO}/old boiler cracked section.jpg", X, "Home", _ago(2023, 10, 19))
    add(f"{SC}/scan0002.pdf", X, "Home", _ago(2023, 12, 2), t_boiler_final, True)

    # ------------------------------------------------------------------ Parenting (Areas)
    add(f"{JY}/Allocation Judgment and Parenting Plan.pdf", A, "Parenting", _ago(2023, 8, 16), t_allocation)
    add(f"{JY}/custody calendar 2026.xlsx", A, "Parenting", _ago(2025, 12, 28), t_custody_cal)
    add(f"{JY}/OFW expense log export.csv", A, "Parenting", _ago(2026, 4, 29), t_ofw_expense)
    add(f"{JY}/OFW message report summer.pdf", A, "Parenting", _ago(2026, 5, 19), t_ofw_msg)
    add(f"{JY}/child support SDU history.pdf", A, "Parenting", _ago(2026, 3, 2), t_child_support)
    add(f"{JY}/School/report card 3rd grade.pdf", A, "Parenting", _ago(2024, 6, 14), t_report_card)
    add(f"{JY}/School/report card 4th grade Q4.pdf", A, "Parenting", _ago(2025, 6, 13), t_report_card)
    add(f"{JY}/School/progress report 5th Q3.pdf", A, "Parenting", _ago(2026, 4, 10), t_report_card)
    add(f"{JY}/School/5th Grade Update - May.eml", A, "Parenting", _ago(2026, 5, 4), t_school_email)
    add(f"{JY}/School/5th Grade Update - March.eml", A, "Parenting", _ago(2026, 3, 2), t_school_email)
    add(f"{JY}/Basketball/Ballers spring schedule.xlsx", A, "Parenting", _ago(2026, 4, 4), t_ballers_sched)
    add(f"{JY}/Basketball/registration receipt spring 2026.pdf", A, "Parenting", _ago(2026, 3, 8), t_ballers_reg)
    add(f"{JY}/Basketball/registration receipt 2025.pdf", A, "Parenting", _ago(2025, 3, 10), t_ballers_reg)
    add(f"{DL}/Expense_Log.csv", A, "Parenting", _ago(2025, 12, 30), t_ofw_expense, True)
    add(f"{DL}/Message_Report.pdf", A, "Parenting", _ago(2026, 2, 11), t_ofw_msg, True)
    add(f"{SC}/scan0007.pdf", A, "Parenting", _ago(2025, 3, 24), t_allocation, True)
    add(f"{SC}/scan0008.pdf", A, "Parenting", _ago(2025, 6, 16), t_report_card, True)
    add(f"{DL}/Payment_History.pdf", A, "Parenting", _ago(2025, 10, 1), t_child_support, True)
    add(f"{DL}/schedule.xlsx", A, "Parenting", _ago(2025, 4, 2), t_ballers_sched, True)

    # ------------------------------------------------------------------ Parenting: summer camp 2026 (Projects)
    add(f"{JY}/Camp 2026/registration confirmation.pdf", P, "Parenting", _ago(2026, 3, 3), t_camp_reg)
    add(f"{JY}/Camp 2026/camp medical form.docx", P, "Parenting", _ago(2026, 5, 18), t_camp_form)
    add(f"{SC}/scan0017.pdf", P, "Parenting", _ago(2026, 5, 26), t_camp_form, True)
    add(f"{DL}/Confirmation_88213.pdf", P, "Parenting", _ago(2026, 3, 3), t_camp_reg, True)

    # ------------------------------------------------------------------ Parenting: Little Scholars (Archive)
    add(f"{JY}/Little Scholars/statement 2023-10.pdf", X, "Parenting", _ago(2023, 10, 2), t_little_scholars)
    add(f"{JY}/Little Scholars/statement 2024-03.pdf", X, "Parenting", _ago(2024, 3, 1), t_little_scholars)
    add(f"{JY}/Little Scholars/Withdrawal confirmed.eml", X, "Parenting", _ago(2024, 6, 20), t_little_scholars_end)
    add("Documents/2024/Document.pdf", X, "Parenting", _ago(2024, 1, 5), t_little_scholars, True)

    # ------------------------------------------------------------------ Finance (Areas)
    BK = "Documents/Bank"
    for y, m in [(2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4)]:
        add(f"{BK}/Chase checking {y}-{m:02d}.pdf", A, "Finance", _ago(y, m, 28), t_chase)
    add(f"{BK}/Freedom card 2026-03.pdf", A, "Finance", _ago(2026, 3, 24), t_card)
    add(f"{BK}/Freedom card 2026-04.pdf", A, "Finance", _ago(2026, 4, 24), t_card)
    add(f"{HS}/Mortgage/Rocket statement 2026-05.pdf", A, "Finance", _ago(2026, 5, 16), t_mortgage_stmt)
    add(f"{HS}/Mortgage/Rocket statement 2026-02.pdf", A, "Finance", _ago(2026, 2, 16), t_mortgage_stmt)
    TX = "Documents/Taxes"
    for y in (2024, 2025, 2026):
        add(f"{TX}/{y - 1}/W-2 Hollister {y - 1}.pdf", A, "Finance", _ago(y, 1, 29), t_w2)
        add(f"{TX}/{y - 1}/1099-K Etsy {y - 1}.pdf", A, "Finance", _ago(y, 1, 31), t_1099k)
        add(f"{TX}/{y - 1}/1098 Rocket {y - 1}.pdf", A, "Finance", _ago(y, 1, 27), t_mortgage_1098)
        add(f"{TX}/{y - 1}/{y - 1} tax return summary.pdf", A, "Finance", _ago(y, 3, r.randint(8, 28)), t_return)
    add(f"{TX}/2025/Schedule C worksheet.xlsx", A, "Finance", _ago(2026, 3, 1),
        "Schedule C 2025 - Bell & Wick;Amount\nGross receipts (Etsy 1099-K + Shopify + markets);$24,310\n"
        "Cost of goods (wax, jars, wicks, fragrance);$7,940\nEtsy + Shopify fees;$3,102\nAdvertising (Etsy Ads);"
        "$611\nMarket booth fees;$210\nShipping supplies;$488\nNet profit;$11,959\nto TurboTax;done 3/9")
    add(f"{TX}/2025/Schedule E rental worksheet.xlsx", A, "Finance", _ago(2026, 3, 2),
        "Schedule E 2025 - 4512 S Vincennes Unit 2;Amount\nRents received;$19,800\nMortgage interest (50%);"
        "$4,890\nProperty tax (50%);$3,710\nInsurance (50%);$1,140\nRepairs (unit 2);$640\nDepreciation;$4,420\n"
        "Net;$5,000")
    add("Documents/Paystubs/2026-05-15.pdf", A, "Finance", _ago(2026, 5, 15), t_paystub)
    add("Documents/Paystubs/2026-04-30.pdf", A, "Finance", _ago(2026, 4, 30), t_paystub)
    add("Documents/Paystubs/2026-04-15.pdf", A, "Finance", _ago(2026, 4, 15), t_paystub)
    add("Documents/401k/Fidelity Q4 2025.pdf", A, "Finance", _ago(2026, 1, 12), t_fidelity)
    add("Documents/401k/Fidelity Q1 2026.pdf", A, "Finance", _ago(2026, 4, 11), t_fidelity)
    add("Documents/401k/Rollover IRA 2025 year end.pdf", A, "Finance", _ago(2026, 1, 14), t_ira)
    add(f"{DT}/budget 2026.xlsx", A, "Finance", _ago(2026, 5, 31), t_budget)
    add(f"{DL}/Document (5).pdf", A, "Finance", _ago(2026, 1, 30), t_w2, True)
    add(f"{DL}/statement (2).pdf", A, "Finance", _ago(2026, 5, 28), t_chase, True)
    add(f"{DL}/statement (1).pdf", A, "Finance", _ago(2025, 11, 25), t_card, True)
    add(f"{SC}/scan0005.pdf", A, "Finance", _ago(2025, 1, 28), t_mortgage_1098, True)
    add(f"{SC}/scan0014.pdf", A, "Finance", _ago(2026, 2, 4), t_w2, True)
    add(f"{DT}/New folder/Book1.xlsx", A, "Finance", _ago(2025, 9, 1), t_budget, True)
    add(f"{DL}/download (2).pdf", A, "Finance", _ago(2025, 10, 13), t_fidelity, True)
    add("Documents/2024/untitled.pdf", A, "Finance", _ago(2024, 3, 20), t_return, True)

    # ------------------------------------------------------------------ Health (Areas, Resources)
    HL = "Documents/Health"
    add(f"{HL}/EOB BCBS 2026-03.pdf", A, "Health", _ago(2026, 3, 30), t_eob)
    add(f"{HL}/EOB BCBS 2025-11.pdf", A, "Health", _ago(2025, 11, 12), t_eob)
    add(f"{HL}/visit summary Dr Morris.pdf", A, "Health", _ago(2026, 3, 12), t_pcp)
    add(f"{HL}/lipid panel results.pdf", A, "Health", _ago(2026, 3, 17), t_labs)
    add(f"{HL}/dentist 2025-12.pdf", A, "Health", _ago(2025, 12, 9), t_dental)
    add(f"{HL}/dentist 2025-06.pdf", A, "Health", _ago(2025, 6, 10), t_dental)
    add(f"{HL}/Jaylen well visit 2025.pdf", A, "Health", _ago(2025, 2, 21), t_peds)
    add(f"{HL}/lisinopril rx receipt.pdf", A, "Health", _ago(2026, 3, 13), t_rx)
    add(f"{DL}/EOB.pdf", A, "Health", _ago(2026, 5, 6), t_eob)
    add(f"{DL}/AVS_20260312.pdf", A, "Health", _ago(2026, 3, 12), t_pcp, True)
    add(f"{SC}/scan0006.pdf", A, "Health", _ago(2025, 2, 24), t_peds, True)
    add(f"{SC}/scan0018.pdf", A, "Health", _ago(2026, 5, 29), t_labs, True)
    add(f"{DL}/receipt (2).pdf", A, "Health", _ago(2026, 4, 12), t_rx, True)
    add(f"{DL}/The DASH Diet for High Blood Pressure.pdf", R, "Health", _ago(2026, 3, 14), t_bp_article)

    # ------------------------------------------------------------------ Car (Areas, Archive)
    CR = "Documents/Car"
    add(f"{CR}/State Farm ID card 2026.pdf", A, "Car", _ago(2026, 1, 4), t_car_ins)
    add(f"{CR}/State Farm renewal 2025.pdf", A, "Car", _ago(2025, 7, 3), t_car_ins)
    add(f"{CR}/registration renewal receipt.pdf", A, "Car", _ago(2025, 9, 8), t_registration)
    add(f"{CR}/city sticker 2025.pdf", A, "Car", _ago(2025, 6, 21), t_city_sticker)
    add(f"{CR}/Midas oil change.pdf", A, "Car", _ago(2025, 11, 8), t_oil)
    add(f"{CR}/parking ticket paid.pdf", A, "Car", _ago(2025, 5, 19), t_ticket)
    add(f"{SC}/scan0015.pdf", A, "Car", _ago(2026, 3, 21), t_oil, True)
    add(f"{DL}/receipt (3).pdf", A, "Car", _ago(2026, 5, 30), t_city_sticker, True)
    add(f"{DL}/Payment_Confirmation.pdf", A, "Car", _ago(2026, 4, 16), t_ticket, True)
    add(f"{OLD}/Nissan bill of sale.docx", X, "Car", _ago(2021, 6, 12), t_nissan_sale)

    # ---------------------------------------------------------- Travel: Atlanta 2026 (Projects), past trips (Archive)
    AT = "Documents/Atlanta July 2026"
    add(f"{AT}/Southwest confirmation 7QK4LM.pdf", P, "Travel", _ago(2026, 2, 19), t_flight)
    add(f"{AT}/Hampton Inn Stone Mountain.pdf", P, "Travel", _ago(2026, 3, 5), t_hotel)
    add(f"{AT}/packing list.txt", P, "Travel", _ago(2026, 5, 31), t_packing)
    add(f"{AT}/travel consent Danielle.docx", P, "Travel", _ago(2026, 5, 22), t_consent)
    add(f"{DL}/Document (6).pdf", P, "Travel", _ago(2026, 4, 3), t_reunion, True)
    add(f"{DL}/Unconfirmed 418223.crdownload", L, "System", 0.1, _blob(r, b"PK\x03\x04", 1800))
    add("Documents/Trips/Dells 2024/Kalahari folio.pdf", X, "Travel", _ago(2024, 7, 21),
        lambda r, dt: t_old_trip(r, dt, "dells"))
    add("Documents/Trips/Memphis Oct 2025/plan.txt", X, "Travel", _ago(2025, 10, 8),
        lambda r, dt: t_old_trip(r, dt, "memphis"))
    add(f"{OLD}/NOLA 2019/Delta eticket.pdf", X, "Travel", _ago(2019, 3, 2), lambda r, dt: t_old_trip(r, dt, "nola"))
    add(f"{OLD}/eticket.pdf", X, "Travel", _ago(2019, 3, 2), lambda r, dt: t_old_trip(r, dt, "nola"), True)

    # ------------------------------------------------------------------ the divorce (Archive)
    DV = "Documents/Divorce"
    add(f"{DV}/Petition for Dissolution.pdf", X, "Divorce", _ago(2022, 9, 14), t_petition)
    add(f"{DV}/Marital Settlement Agreement signed.pdf", X, "Divorce", _ago(2023, 8, 10), t_msa)
    add(f"{DV}/Judgment for Dissolution.pdf", X, "Divorce", _ago(2023, 8, 14), t_judgment)
    add(f"{DV}/Financial Affidavit Marcus.pdf", X, "Divorce", _ago(2022, 12, 5), t_fin_affidavit)
    add(f"{DV}/QDRO entered.pdf", X, "Divorce", _ago(2023, 10, 30), t_qdro)
    add(f"{DV}/quitclaim deed recorded.pdf", X, "Divorce", _ago(2023, 9, 22), t_quitclaim)
    for y, m in [(2022, 11), (2023, 3), (2023, 8)]:
        add(f"{DV}/Whitfield invoices/Whitfield {y}-{m:02d}.pdf", X, "Divorce", _ago(y, m, 5), t_atty_bill)
    add(f"{SC}/scan0001.pdf", X, "Divorce", _ago(2023, 10, 2), t_quitclaim, True)
    add(f"{OLD}/Document1.docx", X, "Divorce", _ago(2022, 11, 28), t_fin_affidavit, True)
    add(f"{DL}/invoice.pdf", X, "Divorce", _ago(2023, 5, 4), t_atty_bill, True)

    # ------------------------------------------------------------------ photos (Resources), old phone dump (Archive)
    CRL = "OneDrive/Pictures/Camera Roll"
    for n, (y, m, d) in zip(range(5270, 5290, 2), [(2026, 4, 4), (2026, 4, 4), (2026, 4, 19), (2026, 4, 25),
                                                   (2026, 5, 2), (2026, 5, 9), (2026, 5, 10), (2026, 5, 16),
                                                   (2026, 5, 23), (2026, 5, 30)]):
        photo(f"{CRL}/IMG_{n}.{'HEIC' if n % 3 == 0 else 'JPG'}", R, "Photos", _ago(y, m, d))
    for n, (y, m, d) in zip(range(4630, 4640), [(2025, 7, 4), (2025, 7, 4), (2025, 8, 16), (2025, 9, 1)]):
        photo(f"{CRL}/2025/IMG_{n}.JPG", R, "Photos", _ago(y, m, d))
    for (y, m, d, hh) in [(2026, 2, 3, "101522"), (2026, 4, 11, "214807"), (2026, 5, 19, "081133"),
                          (2026, 5, 28, "223015")]:
        add(f"Pictures/Screenshots/Screenshot {y}-{m:02d}-{d:02d} {hh}.png", R, "Photos", _ago(y, m, d), "")
    for n in (1, 2, 3):
        photo(f"Pictures/Wisconsin Dells 2024/IMG_31{n}{n}.JPG", R, "Photos", _ago(2024, 7, 19))
    for n, (y, m, d) in zip((5012, 5019, 5230, 5261), [(2026, 1, 24), (2026, 2, 7), (2026, 4, 18), (2026, 4, 25)]):
        photo(f"Pictures/Jaylen basketball/IMG_{n}.JPG", R, "Photos", _ago(y, m, d))
    photo(f"{DL}/WhatsApp Image 2026-04-12 at 3.14.22 PM.jpeg", R, "Photos", _ago(2026, 4, 12))
    photo(f"{DL}/WhatsApp Image 2026-05-03 at 7.02.51 PM.jpeg", R, "Photos", _ago(2026, 5, 3))
    for n, (y, m, d) in zip(range(812, 830, 2), [(2017, 6, 10), (2017, 12, 25), (2018, 8, 4), (2019, 4, 19),
                                                 (2019, 4, 20), (2020, 3, 14), (2020, 7, 4), (2021, 1, 1),
                                                 (2021, 5, 30)]):
        add(f"Pictures/iPhone 8 dump 2021/IMG_0{n}.JPG", X, "Photos", _ago(y, m, d), _jpeg(r, datetime(y, m, d, 15)))
    add("Pictures/iPhone 8 dump 2021/Thumbs.db", L, "System", _ago(2021, 9, 5), _blob(r, b"\xd0\xcf\x11\xe0", 500))

    # ------------------------------------------------------------------ books, music, software (Resources)
    EB = "Documents/eBooks"
    add(f"{EB}/The Color of Law - Richard Rothstein.epub", R, "Books", _ago(2024, 2, 11),
        _epub("The Color of Law", "Richard Rothstein", "en", "A forgotten history of how our government "
              "segregated America: redlining, public housing and the FHA in cities like Chicago."))
    add(f"{EB}/Devil in a Blue Dress.epub", R, "Books", _ago(2023, 7, 30),
        _epub("Devil in a Blue Dress", "Walter Mosley", "en", "Easy Rawlins, a laid-off war veteran in 1948 Los "
              "Angeles, takes a job finding a missing woman."))
    add(f"{EB}/Atomic Habits.epub", R, "Books", _ago(2025, 1, 6),
        _epub("Atomic Habits", "James Clear", "en", "Tiny changes, remarkable results: an easy and proven way to "
              "build good habits and break bad ones."))
    add(f"{DL}/Profit First - Mike Michalowicz.epub", R, "Books", _ago(2025, 4, 20),
        _epub("Profit First", "Mike Michalowicz", "en", "Transform your business from a cash-eating monster to a "
              "money-making machine by taking profit first."))
    MU = "Music"
    for title, artist, album in [("Move On Up", "Curtis Mayfield", "Curtis"),
                                 ("Sunday Candy", "Donnie Trumpet & The Social Experiment", "Surf"),
                                 ("The Light", "Common", "Like Water for Chocolate"),
                                 ("Jesus Walks", "Kanye West", "The College Dropout"),
                                 ("Ooh Child", "The Five Stairsteps", "The Five Stairsteps"),
                                 ("Before I Let Go", "Frankie Beverly & Maze", "Live in New Orleans")]:
        add(f"{MU}/{artist}/{album}/{title}.mp3", R, "Music", _ago(2020 + len(title) % 5, 1 + len(artist) % 12, 9),
            _id3(r, title, artist, album))
    for name, head in [("ChromeSetup.exe", b"MZ\x90\x00"), ("DYMO Connect Setup 1.4.6.exe", b"MZ\x90\x00"),
                       ("ZoomInstallerFull.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"),
                       ("iPrint&Scan_Brother_Win.exe", b"MZ\x90\x00"), ("TurboTax 2025 HB.exe", b"MZ\x90\x00"),
                       ("SquarePOS_Setup.exe", b"MZ\x90\x00")]:
        add(f"{DL}/{name}", R, "Software", _ago(2025, 1 + len(name) % 12, 3 + len(name) % 20), _blob(r, head, 2500))

    # ------------------------------------------------------------------ left alone (Left)
    ini = b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
    add("Documents/desktop.ini", L, "System", _ago(2022, 9, 10), ini)
    add(f"{DT}/desktop.ini", L, "System", _ago(2022, 9, 10), ini.replace(b"21770", b"21769"))
    add("Pictures/desktop.ini", L, "System", _ago(2022, 9, 10), ini.replace(b"21770", b"21779"))
    add(f"{DL}/EtsySoldOrders2026-5 (1).csv.crdownload", L, "System", 0.05, b"Sale Date,Order ID,Buyer,Full Na")
    add(f"{DL}/Illinois_ST-1_Instructions.pdf.part", L, "System", _ago(2026, 4, 18), _blob(r, b"%PDF-1.7\n", 1200))
    add(f"{DT}/~$budget 2026.xlsx", L, "System", _ago(2026, 5, 31), b"\x0cMarcus Bell" + b"\x00" * 40)
    dot("OneDrive/.849C9593-D756-4E56-8D6E-42412F2A707B", b"", _ago(2022, 9, 10))
    dot(f"{BW}/Product photos/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 60, _ago(2025, 9, 26))
    dot(f"{OLD}/.~lock.Doc1.docx#", b",Marcus Bell,DELL-MB,22.09.2022 19:02,file:///C:/Users/Marcus;",
        _ago(2022, 9, 22))

    return items
