"""A sixtieth unseen labelled corpus: Morag and Iain MacLeod (B&B and croft, Skye), ``build(root, seed)``, written blind.

What was read to write it: the module docstring of ``benchmarks/placement/unseen.py`` (as the model for how a
person and the labelling rules are written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``,
``_xlsx``, ``_epub``, ``_id3`` and ``_blob`` and the first lines of its ``build()`` (the write/encode/add/dot
helpers); from ``benchmarks/placement/corpus.py`` the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf``
and ``_jpeg``; from ``benchmarks/placement/blind.py`` ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``.
Nobody who wrote it looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts, the bodies
of the other corpus modules or any placement result. The files and labels are shaped by what this household
would have on disk, not by what any tool looks for.

The people: Morag MacLeod, 58, and her husband Iain, 61, who run Taigh na Creige, a four-room B&B (VisitScotland
4-star, short-term-let licence from the Highland Council, VAT-registered partnership "M & I MacLeod") at 6 Digg,
Staffin, on the Isle of Skye, and Iain's croft at the same address (about 70 North Country Cheviot and Blackface
ewes, a share in the Digg common grazings, flock mark UK 5 40318). Until July 2019 Morag was the school secretary
at Staffin Primary School (Highland Council); she has drawn her council pension since 2024. Their daughter
Catriona lives in Glasgow with Ruaridh and their children Iseabail (8) and Seumas (6), who go to the Glasgow
Gaelic School; their son Donald lives in Portree with Kirsty, whose first baby is due in August 2026. Morag's
mother Peigi MacKinnon (87) is in a care home in Portree and Morag holds her power of attorney. Morag is secretary
of Còisir Ghàidhlig Stafainn (the Staffin Gaelic choir), knits, walks the Trotternish hills and learns Gaelic (she
finished Sabhal Mòr Ostaig's distance course An Cùrsa Inntrigidh in 2024). The files are in English with some
Scottish Gaelic, on one shared old Windows PC with the chaos of two users and an iPad: ``Downloads/`` full of
``document.pdf`` and ``Document (3).pdf``, ``Desktop/`` with ``New Text Document.txt``, scanner output in
``Documents/Scans/scan0007.pdf``, iPad scans saved as ``iCloud Drive/Scanned Document 4.pdf``, a copy of Iain's
Android phone (``Iain phone/WhatsApp/Media/WhatsApp Documents/DOC-20260508-WA0004.pdf``), a half-sorted
``Documents/`` with a ``2024`` dump folder, a copy of the old laptop (``Old laptop/My Documents``), unfinished
downloads and Windows system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The byre
  conversion into a one-bedroom self-catering unit (planning permission granted March 2026, building warrant,
  decrofting application to the Crofting Commission, bat survey, architect's drawings, builders' quotes, bank
  loan, septic tank, progress photos; works start September 2026) -- topic Self-catering; Iain's knee replacement
  at Raigmore Hospital on 17 June 2026 (referral, waiting-list and pre-op letters, the Joint School booklet, the
  physio plan, who covers the croft while he recovers) -- topic Health; the choir's entry for the Royal National
  Mòd 2026 in Inverness (entry forms, rehearsal plan, coach and hotel, fundraising ceilidh) -- topic Choir; the
  new fank (sheep handling pens) and fencing under a Crofting Agricultural Grant Scheme approval (quotes, approval
  letter, claim) -- topic Croft; the 35th-anniversary Hurtigruten voyage in November 2026 (booking, flights,
  insurance, packing) -- topic Travel; the shawl Morag is knitting for Donald and Kirsty's baby (pattern, yarn
  order, progress photos) -- topic Knitting.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: the B&B -- bookings
  and Booking.com/Airbnb exports, guest emails, the guest register, tariffs, breakfast suppliers and laundry, the
  short-term-let licence and its safety certificates (fire risk assessment, EICR, PAT, legionella), VisitScotland
  grading, the NFU Mutual B&B policy (which insures the house too), the partnership's accounts and VAT returns and
  the accountant's letters about them (B&B); the croft -- sheep movement documents, flock register, annual
  inventory, mart sales, shearing, vet and tags, the Single Application Form and support payments, the common
  grazings, the Crofting Commission census, Iain's croft accounts (Croft); household money -- bank, personal
  self-assessment returns and the accountant's letters about them, pensions (Morag's council pension too), savings
  (Finance); the family's health apart from the knee operation (Health); the house, its bills and upkeep (Home);
  the two cars (Car); Morag's mother's care home and power of attorney, the grandchildren, family letters
  (Family); Morag's job as choir secretary -- minutes, members, subscriptions, concerts (Choir). A 2018 tariff or
  2023 choir minutes are still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: guidance on licensing, grading,
  allergens and hospitality (B&B); sheep health and crofting guidance (Croft); self-catering guidance
  (Self-catering); money and tax guidance (Finance); health leaflets (Health); appliance manuals (Home); the car
  handbook (Car); the choir's songs -- words, sheet music and learning tracks, even those of the Mòd pieces
  (Choir); Gaelic learning material, podcasts and books (Gaelic); patterns and techniques and yarn price lists
  (Knitting); routes, GPX tracks and walking guides (Walking); guidebooks, even the Norway one kept in the trip
  folder (Travel); the family-tree research (Family); installers (Software); photos and screenshots (Photos) --
  except photos taken of or for a project, current or finished (the byre before and during the works, the fank
  being built, the choir on stage at the Mòd 2024, the Kilmuir cottage's letting photos), which take the project's
  bucket and topic, and the B&B's own listing photos of its rooms, which are Areas B&B. Holiday snaps,
  grandchildren, sheep, sunsets and screenshots are Resources Photos.
- **Archive**: finished projects and ended responsibilities: Morag's job at Staffin Primary School, ended July
  2019 (Employment); the Kilmuir cottage -- Iain's late mother's house, let as a holiday cottage 2016-2023 and
  sold in September 2023, everything about it including the sale and its capital gains (Self-catering); the 2023
  refurbishment that gave every B&B room an en-suite (B&B); the choir's Mòd 2024 in Oban (Choir); the 2020
  hay-shed grant (Croft); the 2022 kitchen (Home); the Vauxhall Zafira sold in 2023 (Car); Catriona's wedding in
  2022 (Family); Morag's broken wrist in 2024 (Health); the finished Gaelic course (Gaelic); past trips -- Nova
  Scotia 2023, Tenerife 2025 (Travel).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Topics are subjects shared across buckets: B&B, Croft, Self-catering, Finance, Health, Home, Car, Family,
Choir, Gaelic, Knitting, Walking, Travel, Employment, Photos, Software (and System for Left). The byre unit
is Self-catering like the sold Kilmuir cottage; the fank grant is Croft like the flock register. A file found
in the old-laptop copy, Downloads or a phone copy is labelled by what it is, like any other. ``hard`` marks a
file whose name *and* folder say nothing about its subject (``Downloads/Document (3).pdf``,
``Documents/Scans/scan0012.pdf``, ``Desktop/New Text Document.txt``, ``Iain phone/.../DOC-...-WA0004.pdf``):
only the text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it. Images are never hard. Dates
are relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
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


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _gbp(r: random.Random, lo: float, hi: float) -> str:
    return f"£{r.uniform(lo, hi):,.2f}"


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


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    dt = dt.replace(hour=8 + zlib.crc32((frm + subj).encode()) % 13, minute=zlib.crc32(body.encode()) % 60)
    stamp = dt.strftime("%a, %d %b %Y %H:%M:%S +0100")
    mid = zlib.crc32((frm + subj + stamp).encode())
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {stamp}\nMessage-ID: <{mid}@mail.example>\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
            f"{body.strip()}\n")


# --------------------------------------------------------------------------- people and places

US = "Morag MacLeod <morag.taighnacreige@btinternet.com>"
IAIN = "Iain MacLeod <iain.digg6@gmail.com>"
ADDR = "Taigh na Creige, 6 Digg, Staffin, Isle of Skye IV51 9LA"
BNB = ("Taigh na Creige B&B\nM & I MacLeod (partnership)\n6 Digg, Staffin, Isle of Skye IV51 9LA\n"
       "Tel 01470 562 318 | taighnacreige.co.uk\nVAT reg. GB 412 8876 30")
ACCT = ("Nicolson Mackay & Co\nChartered Accountants\nSomerled Square, Portree, Isle of Skye IV51 9EH\n"
        "Tel 01478 612 907")
GUESTS = ["Hannah and Tom Whitaker", "Jürgen and Petra Vogel", "Linda Kowalski", "Pierre et Anne Morel",
          "Sarah Okafor", "Daan de Vries", "Margaret and Bill Harper", "Emily Chen", "Kasia Nowak",
          "James and Fiona Reid", "Megan O'Brien", "Luca Bianchi", "Annika Lund", "Robert Delgado",
          "Claire Fitzgerald", "Hiroshi Tanaka", "Sophie Lambert", "David and Ruth Gold", "Ingrid Bakke",
          "Mark Sullivan"]
ROOMS = ["Room 1 Storr (double)", "Room 2 Quiraing (twin)", "Room 3 Kilt Rock (double)",
         "Room 4 Rubha Hunish (family)"]
CHOIR = ["Mairead Nicolson", "Seonag Matheson", "Kenny Beaton", "Effie Lamont", "Alasdair Gillies",
         "Catriona Ross", "Dolina MacDonald", "Ruairidh Martin", "Chrissie Stewart", "Murdo MacSween",
         "Flora Bruce", "Johnny Campbell", "Anna MacInnes", "Angus Graham", "Peigi Ann Nicolson", "Lachie Ross"]


def _guest(r: random.Random) -> str:
    return r.choice(GUESTS)


# --------------------------------------------------------------------------- B&B texts (Areas B&B)


def t_booking_csv(r, dt):
    rows = ["Book number,Booked by,Guest name(s),Check-in,Check-out,Booked on,Status,Rooms,Persons,Price,"
            "Commission %,Commission amount,Payment status,Remarks"]
    for i in range(r.randint(9, 16)):
        ci = dt + timedelta(days=r.randint(2, 60))
        n = r.randint(1, 4)
        price = r.choice([115, 125, 135, 145]) * n
        g = _guest(r)
        rows.append(f"{r.randint(4100000000, 4999999999)},{g},{g},{_iso(ci)},{_iso(ci + timedelta(days=n))},"
                    f"{_iso(dt - timedelta(days=r.randint(5, 120)))},{r.choice(['ok', 'ok', 'ok', 'cancelled_by_guest'])},"
                    f"1,{r.choice([1, 2, 2, 2, 3])},{price:.2f} GBP,15%,{price * 0.15:.2f} GBP,"
                    f"{r.choice(['Paid online', 'Pay at property'])},{r.choice(['', 'Late arrival approx 21:00', 'Vegetarian breakfast', 'Ground floor if possible', 'Celebrating anniversary'])}")
    return "\n".join(rows) + "\n"


def t_airbnb_csv(r, dt):
    rows = ["Date,Available by date,Type,Confirmation code,Start date,Nights,Guest,Listing,Details,Reference,"
            "Currency,Amount,Paid out,Service fee,Gross earnings"]
    listing = "Taigh na Creige - Room 4 family room with sea view, Staffin"
    for i in range(r.randint(6, 12)):
        d = dt - timedelta(days=r.randint(0, 28))
        n = r.randint(1, 3)
        gross = r.choice([140, 150, 165]) * n
        fee = round(gross * 0.155, 2)
        rows.append(f"{d:%m/%d/%Y},{d:%m/%d/%Y},Reservation,HM{r.randint(10**8, 10**9 - 1)},{d:%m/%d/%Y},{n},"
                    f"{_guest(r)},{listing},,,GBP,{gross - fee:.2f},,{fee:.2f},{gross:.2f}")
    rows.append(f"{dt:%m/%d/%Y},{dt:%m/%d/%Y},Payout,,,,,,Transfer to Bank of Scotland ****4471,,GBP,,"
                f"{r.uniform(900, 2600):.2f},,")
    return "\n".join(rows) + "\n"


GUEST_Q = [
    ("Arrival time", "We expect to arrive from the Uig ferry around 7pm on the {d}. Is that OK? Is there anywhere "
     "nearby to eat in the evening?",
     "Dear {g},\nThank you, 7pm is fine. The Columba 1400 café in Staffin does evening meals in summer but "
     "please book; otherwise the Flodigarry Hotel is ten minutes' drive. Breakfast is 8 to 9am.\nBeir beannachd,\nMorag"),
    ("Breakfast - coeliac", "My husband is coeliac. Can you do a gluten-free breakfast? We are booked for three "
     "nights from the {d}.",
     "Dear {g},\nYes of course. We keep gluten-free bread, oatcakes and sausages separately and the toaster "
     "for them is separate too. Please mention it again when you arrive.\nKind regards,\nMorag MacLeod"),
    ("Cancellation", "Unfortunately we need to cancel our booking for the {d} due to illness. Can we have a refund?",
     "Dear {g},\nI am sorry to hear that. As the booking is more than 14 days away, under our cancellation "
     "policy the deposit of £60 is refunded in full. I have done this today; it takes 3-5 working days.\n"
     "Kind regards,\nMorag"),
    ("Dog?", "Do you accept dogs? We have a small well-behaved terrier. Dates {d} for two nights.",
     "Dear {g},\nI'm afraid we can't take dogs in the B&B as we have sheep on the croft right round the house "
     "and two rooms are kept allergy-friendly. The Glenview in Culnacnoc is dog friendly.\nBest wishes,\nMorag"),
    ("Booking for 2027", "We stayed in 2025 and loved it. Can we book Room 1 for a week in May 2027?",
     "Dear {g},\nHow lovely to hear from you again! The 2027 diary opens on 1 October; I have pencilled you in "
     "for Room 1 and will send the tariff then.\nMòran taing,\nMorag"),
]


def t_guest_mail(r, dt, k=None):
    subj, q, a = GUEST_Q[r.randrange(len(GUEST_Q)) if k is None else k]
    g = _guest(r)
    d = _d(dt + timedelta(days=r.randint(10, 80)))
    body = a.format(g=g.split(" and ")[0].split()[0], d=d) + "\n\nTaigh na Creige B&B, Staffin\n\n" + \
        f"> On {_d(dt - timedelta(days=1))}, {g} wrote:\n> " + q.format(d=d)
    return _eml(US, f"{g} <{g.split()[0].lower()}@example.com>", f"Re: {subj} - Taigh na Creige", dt, body)


def t_booking_invoice(r, dt):
    comm = r.uniform(380, 1650)
    return (f"Booking.com B.V.\nOosterdokskade 163, 1011 DL Amsterdam, Netherlands\nVAT NL805734958B01\n\n"
            f"INVOICE {r.randint(1700000000, 1799999999)}\nDate: {_d(dt)}\nProperty ID 2214{r.randint(100, 999)}\n"
            f"Taigh na Creige B&B, Staffin\nM & I MacLeod, 6 Digg, Staffin, Isle of Skye IV51 9LA, United Kingdom\n"
            f"Your VAT number: GB412887630\n\nCommission for reservations with check-out in "
            f"{(dt - timedelta(days=20)):%B %Y}\nNumber of reservations: {r.randint(12, 44)}\n"
            f"Commission: £{comm:,.2f}\nVAT: reverse charge - article 196 Directive 2006/112/EC\n"
            f"Total due: £{comm:,.2f}\nPayment by direct debit on or after {_d(dt + timedelta(days=14))}\n")


def t_vat_return(r, dt):
    sales = r.uniform(9000, 38000)
    out = sales / 6
    inp = r.uniform(700, 2400)
    q_end = dt - timedelta(days=35)
    return (f"{ACCT}\n\nM & I MacLeod t/a Taigh na Creige B&B\nVAT registration GB 412 8876 30\n\n"
            f"VAT RETURN - period ending {_d(q_end)}\nSubmitted to HMRC through Making Tax Digital software on "
            f"{_d(dt)}\n\nBox 1 VAT due on sales: £{out:,.2f}\nBox 2 VAT due on acquisitions: £0.00\n"
            f"Box 3 Total VAT due: £{out:,.2f}\nBox 4 VAT reclaimed on purchases: £{inp:,.2f}\n"
            f"Box 5 Net VAT to pay: £{out - inp:,.2f}\nBox 6 Total sales ex VAT: £{sales - out:,.0f}\n"
            f"Box 7 Total purchases ex VAT: £{inp * 5.3:,.0f}\nBox 8: £0\nBox 9: £0\n\n"
            "Payment will be collected by HMRC direct debit three working days after the due date.\n"
            "Please keep the Booking.com and Airbnb statements for the quarter with this return.\n")


def t_acct_partnership(r, dt):
    ye = dt.year if dt.month > 6 else dt.year - 1
    profit = r.uniform(38000, 61000)
    return (f"{ACCT}\n\n{_d(dt)}\n\nMr I and Mrs M MacLeod\nTaigh na Creige, 6 Digg\nStaffin IV51 9LA\n\n"
            f"Dear Morag and Iain\n\nM & I MacLeod t/a Taigh na Creige B&B - accounts year ended 31 March {ye}\n\n"
            f"Please find enclosed the draft partnership accounts for the B&B. Turnover was £{profit * 1.9:,.0f} "
            f"and the net profit £{profit:,.0f}, shared equally between you as partners.\n"
            "We have treated the new bed linen and the two mattresses as repairs, and the en-suite work as "
            "capital. Could you please confirm the private-use proportion of the electricity and oil (we have "
            "used 35% as in previous years) and send us the last two Airbnb payout reports, which were "
            "missing from the bundle.\n\nOnce approved we will prepare the partnership return SA800 and your "
            "partnership pages. Our fee for the accounts is £1,450 plus VAT.\n\nYours sincerely\n\n"
            "Fiona Mackay CA\n")


def t_visitscotland(r, dt):
    sc = {k: r.choice([4, 4, 5]) for k in ("Welcome", "Bedrooms", "Bathrooms", "Breakfast", "Public areas",
                                             "Cleanliness", "Exterior and grounds")}
    lines = "\n".join(f"{k}: {v}/5" for k, v in sc.items())
    return (f"VisitScotland Quality Assurance\nAssessment report - Bed and Breakfast\n\nEstablishment: Taigh na "
            f"Creige, Staffin, Isle of Skye\nAssessment date: {_d(dt)}\nAdvisor: Ruth Ferguson\n"
            f"Grade awarded: FOUR STAR Bed and Breakfast\n\n{lines}\n\nSummary\nA warm Highland welcome; the "
            "home baking on arrival and the breakfast (local eggs, Uig smoked salmon, Morag's oatcakes) were "
            "highlights. The new shower rooms are of a high standard. To reach five stars: replace the "
            "freestanding wardrobes in Room 2, add a luggage rack to Room 3 and consider blackout blinds for "
            "the summer nights.\n\nNext assessment due within 24 months.\n")


def t_stl_licence(r, dt):
    return (f"THE HIGHLAND COUNCIL\nCivic Government (Scotland) Act 1982\nThe Civic Government (Scotland) Act "
            "1982 (Licensing of Short-term Lets) Order 2022\n\nSHORT-TERM LET LICENCE\n\nLicence number: "
            f"HI-41187-F\nLicence holders: Morag MacLeod and Iain MacLeod\nPremises: Taigh na Creige, 6 Digg, "
            f"Staffin, Isle of Skye IV51 9LA\nType of let: Home sharing (bed and breakfast)\nMaximum occupancy: "
            f"9 guests in 4 bedrooms\nDate of grant: {_d(dt)}\nExpiry: {_d(dt + timedelta(days=3 * 365))}\n\n"
            "Mandatory conditions apply (Schedule 3), including: fire, gas and electrical safety; a legionella "
            "risk assessment; a maximum occupancy; the licence number must be included in every listing and "
            "advertisement; the licence must be displayed in the premises.\n\nSigned for the Licensing Authority\n")


def t_fire_risk(r, dt):
    return (f"FIRE RISK ASSESSMENT - Taigh na Creige B&B (home sharing, 4 letting rooms)\nDate: {_d(dt)}\n"
            "Carried out by: Morag MacLeod using Scottish Government 'Practical fire safety guidance for existing "
            "small sleeping accommodation'\n\n1. Detection: interlinked mains smoke alarms in hall, landing and each "
            "guest room; heat alarm in kitchen; CO alarm by the oil boiler. Tested weekly (log in the utility).\n"
            "2. Escape: two routes from first floor; fire door to kitchen closes fully (adjusted closer "
            f"{_d(dt - timedelta(days=30))}).\n3. Extinguishers: 2kg CO2 + 6l foam on each floor, serviced by "
            "Highland Fire Protection.\n4. Fire blanket in kitchen.\n5. Guest information: fire notice on each "
            "bedroom door, torch in each room.\nActions: replace landing emergency light battery; review again in "
            "12 months or after the byre works.\n")


def t_eicr(r, dt):
    return (f"ELECTRICAL INSTALLATION CONDITION REPORT (BS 7671)\nReport no. {r.randint(20000, 29999)}\n"
            f"Client: M & I MacLeod\nInstallation address: {ADDR}\nPurpose: Short-term let licence / periodic\n"
            f"Date of inspection: {_d(dt)}\nContractor: D. Beaton Electrical, Portree (NICEIC approved)\n\n"
            "Extent: whole installation, 2 consumer units (house, utility/annex). 14 circuits tested.\n"
            "Observations: C3 - no RCD protection on outside light circuit (improvement recommended).\n"
            "Overall assessment: SATISFACTORY\nNext inspection recommended: 5 years\n")


def t_pat(r, dt):
    items = ["Kettle Rm1", "Kettle Rm2", "Kettle Rm3", "Kettle Rm4", "Hairdryer Rm1", "Hairdryer Rm2",
             "Hairdryer Rm3", "Hairdryer Rm4", "TV Rm1", "TV Rm3", "Toaster (GF)", "Toaster", "Hoover",
             "Iron", "Extension lead lounge"]
    rows = "\n".join(f"{i + 1:03d} {it}: visual PASS, earth n/a, insulation >200 MOhm PASS" for i, it in
                     enumerate(items))
    return (f"PORTABLE APPLIANCE TEST CERTIFICATE\nSite: Taigh na Creige B&B, Staffin\nDate: {_d(dt)}\n"
            f"Tester: D. Beaton Electrical\n\n{rows}\n\nAll {len(items)} items passed. Retest due in 12 months.\n")


def t_legionella(r, dt):
    return (f"Legionella risk assessment - Taigh na Creige B&B\nDate: {_d(dt)}\nWater supply: Scottish Water "
            "mains; hot water from oil boiler via unvented cylinder set at 60C.\nLow-use outlets: Room 4 shower "
            "out of season - flush weekly for 2 minutes Nov-Mar (log sheet on the back of the cupboard door).\n"
            "Shower heads descaled and disinfected each March.\nRisk: LOW. Review annually or when the system "
            "changes (byre unit will have its own supply).\nSigned: M. MacLeod\n")


def t_laundry(r, dt):
    n1, n2 = r.randint(30, 80), r.randint(40, 110)
    return (f"Skye Linen Services Ltd\nUnit 3, Portree Industrial Estate IV51 9HH\nVAT 301 4421 88\n\n"
            f"INVOICE SL-{r.randint(5000, 9999)}\nTo: Taigh na Creige B&B, Staffin\nDate: {_d(dt)}\n\n"
            f"Double/king sheet sets laundered: {n1} @ £4.20 = £{n1 * 4.2:.2f}\nTowels (bath/hand): {n2} @ £0.95 "
            f"= £{n2 * 0.95:.2f}\nCollection Staffin route: 4 x £6.00 = £24.00\nNet £{n1 * 4.2 + n2 * 0.95 + 24:.2f} "
            f"+ VAT 20%\nPayment 30 days. Thank you for your custom.\n")


def t_supplier(r, dt):
    sup = r.choice([("Uig Smokehouse", "Smoked salmon 1kg side", 38.5), ("Trotternish Eggs (free range)",
                   "Eggs 30 tray", 9.0), ("Cash & Carry Inverness (JW Filshill)", "Bacon back 2.27kg", 15.99)])
    q = r.randint(2, 8)
    return (f"{sup[0]}\nInvoice {r.randint(100, 999)}\nDate {_d(dt)}\nCustomer: Taigh na Creige B&B\n\n"
            f"{sup[1]} x {q} @ £{sup[2]:.2f} = £{q * sup[2]:.2f}\nTotal £{q * sup[2]:.2f}\nPaid by bank transfer.\n")


def t_tariff(r, dt):
    y = dt.year + (1 if dt.month >= 10 else 0)
    base = 110 + (y - 2018) * 5
    return (f"Taigh na Creige B&B - Tariff {y}\nStaffin, Isle of Skye | Licence HI-41187-F\n\n"
            f"Room 1 Storr, double, sea view: £{base + 10} per night (2 people)\nRoom 2 Quiraing, twin: "
            f"£{base} per night\nRoom 3 Kilt Rock, double: £{base} per night\nRoom 4 Rubha Hunish, family "
            f"(double + single): £{base + 30} per night (3 people)\nSingle occupancy: less £15\n\n"
            "All rooms en-suite. Full Highland or continental breakfast included. Minimum stay 2 nights "
            "June-August. Open 1 April to 20 October. Deposit £60 per room; free cancellation up to 14 days.\n")


def t_breakfast(r, dt):
    return ("Bracaist / Breakfast menu\n\nFrom the sideboard: porridge with cream and Drambuie (ask!), "
            "yoghurt, fruit, Morag's granola, oatcakes and crowdie\n\nCooked: full Highland - bacon, Skye "
            "sausage, black pudding, egg as you like, tomato, mushrooms, tattie scone\nUig smoked salmon with "
            "scrambled eggs\nKippers (order the night before)\nVegetarian cooked breakfast\n\n"
            "Please tell us of any allergies - allergen information is in the folder on the dresser.\n")


def t_guest_register(r, dt):
    rows = ["Date of arrival;Full name;Nationality;Passport/ID number (non-UK);Next destination"]
    for _ in range(r.randint(10, 18)):
        g = _guest(r).split(" and ")[0]
        nat = r.choice(["British", "German", "American", "Dutch", "French", "Polish", "Italian", "Japanese"])
        pid = "" if nat == "British" else f"{r.choice('CLXPN')}{r.randint(10**7, 10**8 - 1)}"
        rows.append(f"{_iso(dt - timedelta(days=r.randint(0, 30)))};{g};{nat};{pid};"
                    f"{r.choice(['Inverness', 'Harris', 'Fort William', 'Edinburgh', 'Ullapool'])}")
    return "Guest register (Immigration (Hotel Records) Order 1972)\n" + "\n".join(rows)


def t_bnb_policy(r, dt):
    return (f"NFU Mutual\nPortree Agency\n\nPOLICY SCHEDULE - Bed & Breakfast and Home\nPolicy number "
            f"BB{r.randint(1000000, 9999999)}\nPolicyholders: Mr I MacLeod and Mrs M MacLeod\nRisk address: {ADDR}\n"
            f"Period: {_d(dt)} to {_d(dt + timedelta(days=364))}\n\nBuildings sum insured: £485,000\n"
            "Contents incl. guests' rooms: £60,000\nPublic and products liability (paying guests): £5,000,000\n"
            "Employers' liability (cleaner): £10,000,000\nBusiness interruption: 12 months gross revenue\n"
            f"Annual premium: {_gbp(r, 1250, 1550)} incl. IPT\n\nThe byre is insured as an outbuilding only; "
            "please tell us before any conversion works start.\n")


def t_review_reply(r, dt):
    g = _guest(r)
    return (f"TripAdvisor review - {_d(dt)}\n\"Perfect base for the Quiraing\" - 5 of 5\nby {g}\n"
            "Spotless room with a view over to the Torridon hills, the best breakfast of our trip and Morag's "
            "tips for walks were spot on. Iain showed the children the new lambs!\n\nManagement response:\n"
            f"Mòran taing {g.split()[0]}! It was a pleasure to have you. Safe travels - Morag & Iain\n")


def t_changeover(r, dt):
    return ("Room changeover checklist\n\n- strip beds, bag linen for Skye Linen (Tues/Fri)\n- bathroom: "
            "descale shower screen, new soaps, 2 bath + 2 hand towels per guest\n- hoover, dust, windows\n"
            "- hospitality tray: tea, coffee, hot choc, shortbread x4, milk in fridge on landing\n"
            "- check torch + fire notice on door\n- welcome folder, wifi card\n- window open 1 hour\n"
            "- tick in the diary\n")


def t_welcome(r, dt):
    return ("Fàilte gu Taigh na Creige! Welcome!\n\nBreakfast 8-9am in the dining room. Wifi: TaighnaCreige "
            "/ password on the card.\nCheck-out by 10.30am.\nFire: please read the notice on your door. "
            "Assembly point is the gate.\nWalks from the door: An Corran beach (dinosaur footprints at low "
            "tide), Kilt Rock and Mealt Falls, the Quiraing (park at the top of the road early!).\n"
            "Please close the gates - there are sheep on the croft.\nShort-term let licence HI-41187-F\n")


# --------------------------------------------------------------------------- croft texts (Areas Croft)

CPH = "CPH 88/534/0012"
FLOCK = "UK 5 40318"


def t_movement(r, dt):
    n = r.randint(18, 64)
    kind = r.choice(["Lambs (store)", "Cast ewes", "Wether lambs", "Ewe lambs"])
    return ("SCOTTISH SHEEP AND GOAT MOVEMENT DOCUMENT\nScotEID reference "
            f"M{r.randint(10**7, 10**8 - 1)}\n\nDeparture: Iain MacLeod, 6 Digg, Staffin\n{CPH}  Flock mark {FLOCK}\n"
            f"Date and time of departure: {_d(dt)} 07:30\nNumber of animals: {n}  Description: {kind}\n"
            "Identification: electronic tags (slaughter tags for lambs), read at critical control point\n"
            "Destination: Dingwall & Highland Marts, Portree Mart, CPH 88/525/8001\nHaulier: own vehicle, "
            "Toyota Hilux + Ifor Williams trailer\nKeeper declaration: I declare the information given is "
            "correct. Signed I. MacLeod\nFood chain information: no withdrawal periods outstanding.\n")


def t_flock_register(r, dt):
    rows = ["Flock register - I MacLeod, 6 Digg;" + FLOCK + ";" + CPH,
            "Date;Movement;Number;From/To;Tag numbers / notes;Movement doc ref"]
    d = dt - timedelta(days=330)
    for _ in range(r.randint(10, 16)):
        d += timedelta(days=r.randint(8, 30))
        mv = r.choice(["OFF to Portree Mart", "OFF to Dingwall Mart", "ON from Dingwall (tups)", "Deaths",
                       "Born (tagged)", "OFF to common grazing", "ON from common grazing"])
        rows.append(f"{_iso(d)};{mv};{r.randint(1, 55)};{r.choice(['Portree', 'Dingwall', 'Digg grazings', '-'])};"
                    f"UK0540318 {r.randint(10000, 19999)}-{r.randint(20000, 29999)};M{r.randint(10**7, 10**8 - 1)}")
    return "\n".join(rows)


def t_inventory(r, dt):
    e, t, l = r.randint(64, 78), r.randint(2, 3), r.randint(12, 20)
    return ("ANNUAL SHEEP AND GOAT INVENTORY - Scotland\nPosition at 1 December\n\nKeeper: Iain MacLeod\n"
            f"{CPH}  Flock mark {FLOCK}\nSubmitted online to ScotEID on {_d(dt)}\n\nBreeding ewes: {e}\n"
            f"Rams/tups: {t}\nReplacement ewe lambs (hoggs): {l}\nOther sheep: 0\nGoats: 0\nTotal: {e + t + l}\n\n"
            "Reference " + f"INV{r.randint(100000, 999999)}\n")


def t_mart(r, dt):
    lots = []
    tot = 0.0
    for _ in range(r.randint(2, 4)):
        head = r.randint(8, 25)
        price = r.uniform(58, 112)
        tot += head * price
        lots.append(f"Lot {r.randint(100, 480)}  {head} {r.choice(['NCC wedder lambs', 'BF ewe lambs', 'NCC cast ewes', 'Cross lambs'])}"
                    f" @ £{price:.2f}/hd = £{head * price:,.2f}")
    comm = tot * 0.05
    return ("Dingwall & Highland Marts Ltd\nPortree Mart - Annual Sale of Lambs and Ewes\n\nSALE ACCOUNT\n"
            f"Seller: I MacLeod, 6 Digg, Staffin  {FLOCK}\nSale date: {_d(dt)}\n\n" + "\n".join(lots) +
            f"\n\nGross £{tot:,.2f}\nCommission 5% £{comm:,.2f}\nInsurance & levy £{tot * 0.004:,.2f}\n"
            f"Net proceeds £{tot - comm - tot * 0.004:,.2f} paid to account ending 4471\n")


def t_shearing(r, dt):
    n = r.randint(70, 95)
    return (f"Invoice - D. Mackenzie Shearing, Dunvegan\nDate {_d(dt)}\nTo Iain MacLeod, Digg\n\n"
            f"Shearing ewes and tups, {n} head @ £2.40 = £{n * 2.4:.2f}\nCrutching hoggs 16 @ £0.80 = £12.80\n"
            f"Total £{n * 2.4 + 12.8:.2f}\nPlease pay cash or bank transfer. Wool packed 3 sheets for British Wool.\n")


def t_wool(r, dt):
    kg = r.uniform(160, 240)
    return (f"British Wool\nProducer statement - clip {dt.year - 1}\nProducer: I MacLeod, Staffin (reg. "
            f"{r.randint(300000, 399999)})\nDepot: Dingwall\n\nNorth Country Cheviot, kg {kg * 0.6:.1f} @ £0.82\n"
            f"Blackface, kg {kg * 0.4:.1f} @ £0.41\nHaulage deduction £14.20\nNet payment £{kg * 0.6 * 0.82 + kg * 0.4 * 0.41 - 14.2:.2f}\n")


def t_vet_croft(r, dt):
    job = r.choice(["Lambing call-out (ringwomb), ewe 1734, caesarean", "Faecal egg count x 10 samples (pooled)",
                    "Ewe post-mortem, suspected pasteurella", "Prescribing visit / annual health plan review",
                    "Orf outbreak in lambs - examination"])
    amt = r.uniform(65, 320)
    return ("Skye Vets\nBroadford, Isle of Skye IV49 9AQ\n\nINVOICE\n"
            f"Client: Iain MacLeod, 6 Digg, Staffin (sheep)\nDate: {_d(dt)}\n\n{job}\nDrugs dispensed: "
            f"{r.choice(['Alamycin LA 100ml', 'Heptavac P Plus 50 doses', 'Zolvix 1L', 'Footvax 100ml'])}\n"
            f"Total incl. VAT £{amt:.2f}\nRecord withdrawal periods in your medicine book.\n")


def t_tags(r, dt):
    n = r.choice([50, 75, 100])
    return (f"Shearwell Data Ltd - order confirmation\nOrder {r.randint(800000, 899999)}\nDate {_d(dt)}\n"
            f"Flock {FLOCK} - Iain MacLeod\n\nSET Slaughter EID tags, yellow, x {n}: £{n * 0.62:.2f}\n"
            f"Breeding pairs (EID + visual) x 20: £{20 * 1.78:.2f}\nApplicator pins: £6.50\nPostage to Skye: £9.95\n")


def t_saf(r, dt):
    return ("Rural Payments & Services - Single Application Form " + str(dt.year) + "\nSubmission receipt\n\n"
            f"Business reference: 1{r.randint(10**5, 10**6 - 1)}  Main location: {CPH}\nApplicant: Iain MacLeod\n"
            f"Submitted: {_d(dt)}\n\nClaims: Basic Payment Scheme (entitlements: 9.42), Less Favoured Area "
            "Support Scheme (LFASS), Scottish Upland Sheep Support Scheme (hoggs: 16), Greening (exempt - "
            "permanent grassland)\nFields: 6 Digg in-bye (4 parcels, 8.7 ha), Digg common grazings share "
            "(apportioned 1/24)\n\nYour application has been received by SGRPID Portree area office.\n")


def t_payment(r, dt):
    b, l = r.uniform(1500, 2300), r.uniform(900, 1400)
    return (f"Scottish Government Rural Payments and Inspections Division\nRemittance advice {_d(dt)}\n"
            f"Payee: Iain MacLeod (BRN 1{r.randint(10**5, 10**6 - 1)})\n\n"
            f"Basic Payment Scheme {dt.year - 1} balance: £{b:,.2f}\nLFASS {dt.year - 1}: £{l:,.2f}\n"
            f"Total paid: £{b + l:,.2f} to account ending 4471\n")


def t_grazings(r, dt):
    return (f"DIGG COMMON GRAZINGS COMMITTEE\nMinutes of meeting, Staffin Community Hall, {_d(dt)}\n\n"
            f"Present: D. Nicolson (clerk), I. MacLeod, A. Gillies, K. Beaton, M. MacSween\n\n"
            "1. Fank repairs at the common fank: K. Beaton to get quote for new gates.\n2. Gathering dates: "
            "clipping gather 8 July, weaning gather 20 August (weather permitting).\n3. Souming: reminder that "
            "each share is 10 ewes and followers. Complaints about stray sheep on the Quiraing road.\n"
            "4. Grazings fund: balance £3,412.\n5. Bracken spraying: apply to CAGS (common grazings rate).\n"
            "Next meeting: October.\n")


def t_census(r, dt):
    return ("Crofting Commission - Annual Notice (Crofting Census)\nReturn submitted " + _d(dt) + "\n\n"
            "Croft: 6 Digg, Staffin  Croft reference C" + str(r.randint(10000, 19999)) + "\nTenant: Iain "
            "MacLeod  Residing on or within 32km: Yes\nUse: cultivation and keeping of sheep (in-bye), "
            "grazing share on Digg common grazings\nPart of croft not in use: none\nAny buildings put to "
            "other purposes: byre (planning permission obtained for holiday let; decrofting application "
            "made)\nDeclaration signed I. MacLeod\n")


def t_croft_accounts(r, dt):
    return (f"{ACCT}\n\n{_d(dt)}\n\nIain MacLeod\n6 Digg, Staffin\n\nDear Iain\n\nCroft accounts - year "
            f"ended 5 April {dt.year}\n\nFrom your mart accounts, the RPID remittances and the bank statements "
            f"we make the croft's income £{r.uniform(11000, 16000):,.0f} (lamb and cast ewe sales, wool, BPS, "
            f"LFASS, SUSSS) and the expenses £{r.uniform(7000, 10000):,.0f} (feed, vet, tags, shearing, "
            "haulage, fencing repairs). We still need the Shearwell invoices and the receipt for the tup "
            "bought at Dingwall in October. Farmers' averaging may be worth claiming this year.\n\n"
            "Kind regards\nFiona Mackay CA\n")


def t_fallen(r, dt):
    return (f"The National Fallen Stock Company\nCollection confirmation {_d(dt)}\nMember: I MacLeod, Staffin "
            f"{CPH}\nCollected: 2 adult sheep, 1 lamb via Highland collector\nCharge £{r.uniform(28, 45):.2f} + VAT\n")


def t_lambing(r, dt):
    return (f"Lambing {dt.year} notes\n\nTups in 15 Nov. Scanned 12 Feb: 138% (11 empty? no - 4 empty, 19 twins)\n"
            "First lamb 9 April (NCC ewe 1521, tup lamb).\n14/4 ewe 1734 ringwomb - vet, caesar, twins ok\n"
            "17/4 two sets of twins in the storm, lost one\n20/4 mothered a triplet on to 1602\n"
            "Total so far: 92 lambs from 68 ewes. Dead 5. Pet lambs 2 (Seumas named them!)\n"
            "Need: more colostrum, iodine, rubber rings.\n")


# --------------------------------------------------------------------------- byre conversion (Projects Self-catering)


def t_planning_decision(r, dt):
    return ("THE HIGHLAND COUNCIL\nTown and Country Planning (Scotland) Act 1997\n\nDECISION NOTICE - "
            "GRANT OF PLANNING PERMISSION\n\nReference: 25/03417/FUL\nApplicant: Mr and Mrs I MacLeod\n"
            "Agent: Skye Architecture Studio, Broadford\nProposal: Change of use and conversion of former byre "
            f"to form one-bedroom holiday letting unit, with installation of septic tank and soakaway\nSite: "
            f"Byre at 6 Digg, Staffin\nDate of decision: {_d(dt)}\n\nConditions:\n1. Development to start "
            "within 3 years.\n2. Roof to be natural slate; existing stone walls to be retained and repointed in "
            "lime.\n3. No works until the bat mitigation in the ecology report is in place; works outwith "
            "May-August.\n4. Two parking spaces before first occupation.\n5. The unit shall be used for "
            "holiday letting only and not as a permanent residence.\n\nHead of Development Management\n")


def t_planning_app(r, dt):
    return ("Planning application 25/03417/FUL - summary of submission\n\nSubmitted via ePlanning Scotland "
            f"on {_d(dt)}\nDescription: conversion of byre to 1 bed self-catering unit\nDrawings: 001 location "
            "plan, 002 existing plans and elevations, 003 proposed plans, 004 proposed elevations, 005 site & "
            "drainage\nSupporting: design statement, bat survey (Highland Ecology), drainage report\n"
            "Fee paid: £600 (change of use)\nNeighbour notification: 3 neighbours\n")


def t_warrant(r, dt):
    return ("THE HIGHLAND COUNCIL - Building Standards\nBuilding (Scotland) Act 2003\n\n"
            f"{_d(dt)}\n\nBuilding warrant application 26/00412/BW\nConversion of byre to holiday let, 6 Digg, "
            "Staffin\n\nFurther information required before a warrant can be granted:\n1. SAP / energy "
            "calculations for the insulated stone walls (section 6).\n2. Structural engineer's certificate for "
            "the new roof timbers.\n3. Percolation test results for the soakaway (section 3.9).\n4. Fire: "
            "smoke and heat alarm layout; escape window size in bedroom.\nPlease respond within 6 months.\n"
            "Building Standards Surveyor, Portree\n")


def t_decroft(r, dt):
    return ("CROFTING COMMISSION\nGreat Glen House, Inverness IV3 8NW\n\n"
            f"{_d(dt)}\n\nApplication for a decrofting direction (tenant) - site of byre and curtilage, "
            "0.06 ha, Croft 6 Digg, Staffin\nApplicant: Iain MacLeod\n\nThank you for your application, "
            "which is complete. It will be publicised in the West Highland Free Press and the grazings "
            "committee and landlord have been notified. Representations may be made within 28 days. "
            "We aim to decide within 12 weeks. Please note that planning permission alone does not remove "
            "the land from crofting tenure.\nCase officer: Eilidh Morrison\n")


def t_bat_survey(r, dt):
    return ("Highland Ecology Services\nBat survey report - byre, 6 Digg, Staffin\n"
            f"Survey dates: dusk emergence surveys {_d(dt - timedelta(days=40))} and {_d(dt - timedelta(days=20))}\n\n"
            "Findings: one soprano pipistrelle day roost (1-2 bats) under the eastern roof skews. No maternity "
            "roost.\nRecommendations: a NatureScot bat licence is required before the roof is stripped. "
            "Provide two bat boxes on the gable and a bat access slate. Works to the roof September-April.\n")


def t_quote_builder(r, dt, who=None):
    who = who or r.choice(["Staffin Joinery & Building", "A. Matheson Builders, Portree", "Sleat Construction Ltd"])
    lines = [("Strip roof, new timbers, natural slate", 24000, 31000), ("Repoint walls in lime, internal "
             "insulation & lining", 14000, 19000), ("Windows and doors (timber, double glazed)", 9000, 12500),
             ("Plumbing, shower room, air source heat pump", 11000, 16000), ("Electrics", 5500, 7500),
             ("Septic tank and soakaway", 6500, 9000), ("Kitchen fit and flooring", 7000, 10000)]
    body, tot = [], 0.0
    for name, lo, hi in lines:
        v = r.uniform(lo, hi)
        tot += v
        body.append(f"{name}: £{v:,.0f}")
    return (f"{who}\n\nQUOTATION\nDate: {_d(dt)}\nClient: Mr & Mrs MacLeod, 6 Digg, Staffin\nJob: conversion of "
            "byre to holiday let per drawings 25-118/003-005\n\n" + "\n".join(body) +
            f"\n\nTotal £{tot:,.0f} + VAT\nValid 90 days. Earliest start September {dt.year if dt.month < 9 else dt.year + 1}"
            ". Excludes building warrant fees and bat licence.\n")


def t_architect(r, dt):
    return (f"Skye Architecture Studio\nBroadford, Isle of Skye\n\n{_d(dt)}\n\nDear Morag and Iain\n\n"
            "Byre conversion, 6 Digg - fee proposal and next stages\n\nFollowing planning consent, we propose: "
            "Stage 4 technical design and building warrant drawings £4,800; tender to three builders £900; "
            "contract administration (monthly site visits, certificates) £3,600. All plus VAT.\n"
            "We will need the structural engineer (Gordon Gillies) to visit before we finalise the roof.\n\n"
            "Best wishes\nAnna Stewart RIAS\n")


def t_loan(r, dt):
    return ("Bank of Scotland Business Banking\n\nLOAN OFFER\n"
            f"Date: {_d(dt)}\nBorrowers: M & I MacLeod (partnership)\nPurpose: conversion of byre to holiday let\n"
            "Amount: £65,000\nTerm: 10 years, capital and interest\nRate: 2.95% over Bank of England base rate\n"
            "Security: standard security over 6 Digg, Staffin (subject to decrofting)\nConditions: building "
            "warrant and decrofting direction to be in place before drawdown; staged drawdown against "
            "architect's certificates.\nThis offer is valid for 90 days.\n")


def t_sc_budget(r, dt):
    return ("Byre conversion budget;;\nItem;Estimate;Notes\nArchitect (all stages);£11,200;plus VAT\n"
            "Planning fee;£600;paid\nBuilding warrant fee;£1,420;\nStructural engineer;£950;\nBat survey + licence;"
            "£1,300;Highland Ecology\nBuilder (best quote);£88,000;Staffin Joinery\nFurniture & kit;£9,000;\n"
            "STL licence application (new unit);£450;\nContingency 10%;£11,000;\nTOTAL;£123,920;\n"
            "Funding;;\nSavings;£40,000;\nBank of Scotland loan;£65,000;\nKilmuir cottage money left;£18,920;\n")


def t_sc_plan(r, dt):
    return ("Byre - what's next (updated " + _d(dt) + ")\n\n[x] planning - granted 25/03417/FUL\n"
            "[ ] decrofting direction - Crofting Commission, waiting\n[ ] building warrant - reply to the 4 "
            "queries (Anna)\n[ ] NatureScot bat licence\n[ ] percolation test for soakaway - Iain + digger\n"
            "[ ] choose builder - Staffin Joinery cheapest but Matheson can start Sept\n[ ] loan drawdown\n"
            "[ ] tell NFU Mutual before works\n[ ] STL licence for the unit - apply spring 2027\n"
            "Target opening: Easter 2027. Name? 'Am Bàthach' (the byre)\n")


def t_sc_mail(r, dt):
    return _eml("Anna Stewart <anna@skyearchitecture.co.uk>", US, "Byre - building warrant queries", dt,
                "Hi Morag\n\nBuilding Standards have come back with four queries on the byre warrant "
                "(26/00412/BW). The main ones are the energy calcs for the stone walls and the percolation test "
                "for the soakaway. Could Iain arrange the test pits? Gordon will look at the roof next Tuesday.\n"
                "\nAlso the decrofting - has the Crofting Commission been in touch?\n\nAnna")


def t_septic(r, dt):
    return ("SEPA - Registration of a septic tank discharge to soakaway\n"
            f"Registration confirmation CAR/R/{r.randint(1000000, 1999999)}\nDate {_d(dt)}\nSite: byre unit, 6 Digg, "
            "Staffin\nPopulation equivalent: 3\nDischarge to land via soakaway. The operator must maintain and "
            "de-sludge the system. Registration transfers on sale.\n")


# --------------------------------------------------------------------------- other projects


def t_knee_referral(r, dt):
    return ("Portree Medical Centre\nPortree, Isle of Skye IV51 9BZ\n\n"
            f"{_d(dt)}\n\nOrthopaedic Department, Raigmore Hospital, Inverness\n\nRe: Iain MacLeod, DOB "
            "14/02/1965, CHI 1402650xxx, 6 Digg, Staffin\n\nDear colleague\n\nI would be grateful if you "
            "would see this 60 year old crofter with severe osteoarthritis of the right knee. X-ray shows "
            "bone-on-bone medial compartment. Pain at night despite paracetamol and naproxen; steroid "
            "injection in March gave only 6 weeks' relief. He struggles on rough ground with his sheep. "
            "BMI 29, BP controlled on amlodipine.\n\nYours sincerely\nDr K. Morrison, GP\n")


def t_knee_list(r, dt):
    return ("NHS Highland\nRaigmore Hospital, Old Perth Road, Inverness IV2 3UJ\n\n"
            f"{_d(dt)}\n\nMr Iain MacLeod\n6 Digg, Staffin\n\nDear Mr MacLeod\n\nTreatment Time Guarantee - "
            "Right total knee replacement\n\nFollowing your appointment with Mr Farquhar, Consultant "
            "Orthopaedic Surgeon, you have been added to the waiting list for a right total knee replacement. "
            "Your Treatment Time Guarantee date is shown on the enclosed sheet. You may be offered surgery at "
            "the National Treatment Centre (Highland). Please tell us if you are unavailable for any period.\n\n"
            "Waiting List Office\n")


def t_knee_preop(r, dt):
    return ("NHS Highland - National Treatment Centre (Highland), Inverness\n\nPRE-OPERATIVE ASSESSMENT\n"
            f"Patient: Iain MacLeod  Date: {_d(dt)}\nProcedure: right total knee replacement, listed 17 June 2026\n\n"
            "BP 138/84. ECG normal sinus rhythm. Bloods: FBC, U&E, group & save taken. MRSA swabs taken.\n"
            "Medication: amlodipine 5mg - continue. Stop naproxen 7 days before surgery.\n"
            "Anaesthetic: spinal planned.\nDischarge: expected day 2-3. Someone must drive you home (no "
            "driving for 6 weeks). Arrange a raised toilet seat and a perching stool (OT will deliver).\n"
            "Fast from midnight; clear fluids until 6am.\n")


def t_knee_admit(r, dt):
    return _eml("NTC Highland Admissions <nhsh.ntcadmissions@nhs.scot>", IAIN, "Your admission 17 June 2026", dt,
                "Dear Mr MacLeod\n\nWe are pleased to confirm your admission for right total knee replacement on "
                "Wednesday 17 June 2026 at 07:00, Ward 2, National Treatment Centre, Inverness. Please bring "
                "your medicines, loose clothing, flat shoes and your crutches if you have them. Patient "
                "transport can be requested on 0300 123 1236.\n\nAdmissions Office")


def t_knee_physio(r, dt):
    return ("After the knee op - exercises (from the Joint School class)\n\nDay 1: ankle pumps, static "
            "quads, glute squeezes x10 every hour\nWeek 1-2: heel slides, straight leg raise, knee bends on "
            "the bed - aim 90 degrees bend by 2 weeks\nWeek 2-6: walk with 2 crutches then 1; stairs: up with "
            "the good, down with the bad\nIce 20 min after exercises\nPhysio at Broadford Hospital: Tuesdays "
            "from 30 June\nNo kneeling, no driving 6 weeks, no sheep work 3 months!!\n")


def t_knee_cover(r, dt):
    return ("Croft cover while Iain is off with his knee (June - September)\n\n"
            "Clipping gather 8 July - Donald + Kenny Beaton, Alasdair's dog\nShearing - D Mackenzie booked 10 July\n"
            "Daily check of the in-bye ewes & lambs - Morag mornings, Donald weekends\nWeaning gather 20 Aug - "
            "grazings committee help\nPortree lamb sale - Donald to drive the Hilux & trailer\n"
            "B&B: Chrissie to do breakfasts on 18-20 June while I'm in Inverness. Close Room 4 those nights.\n")


def t_mod_entry(r, dt):
    return ("AN COMUNN GÀIDHEALACH - Mòd Nàiseanta Rìoghail 2026, Inbhir Nis\nEntry form - Choral competitions\n\n"
            "Choir: Còisir Ghàidhlig Stafainn (Staffin Gaelic Choir)\nConductor: Mairead Nicolson\n"
            "Secretary: Morag MacLeod, Taigh na Creige, 6 Digg, Staffin IV51 9LA\nCompetition: Rural Choirs "
            "(Lorn Shield) - prescribed song and own choice\nNumber of singers: 22\nEntry fee: £60.00\n"
            "Own choice: 'Eilean a' Cheò' arr. M. Nicolson\nGaelic adjudication: yes\n"
            f"Entry submitted online {_d(dt)}\n")


def t_mod_rehearsal(r, dt):
    return ("Còisir Ghàidhlig Stafainn - rehearsal plan to the Mòd\n\nTuesdays 7.30pm Staffin Hall\n"
            "June: note-learning prescribed song (sops/altos first half)\nJuly-Aug: 3 weeks off for the season, "
            "practise with the tracks!\nSept: every Tuesday + Sunday 27th full afternoon with Gaelic tutor "
            "(pronunciation and dialect)\nOct: dress rehearsal in Portree Gathering Hall, sing for the Skye "
            "Mòd committee\nTravel to Inverness Thursday; competition Friday morning\n")


def t_mod_coach(r, dt):
    return (f"Highland Coaches (Skye) Ltd\nQuotation {_d(dt)}\nFor: Staffin Gaelic Choir (Morag MacLeod)\n\n"
            "Staffin - Portree - Inverness (Eden Court) return, 33-seat coach, depart Thursday 15 October 2026 "
            "10:00, return Saturday 17 October 16:00. Driver accommodation required.\n"
            f"Price: £{r.uniform(1750, 2100):,.0f} incl. VAT. Deposit 20% to confirm.\n")


def t_mod_hotel(r, dt):
    return _eml("Groups Desk <groups@ness-hotel.example>", US, "Group booking confirmation - Staffin Gaelic Choir",
                dt, "Dear Morag\n\nThank you for confirming 12 twin rooms for the nights of 15 and 16 October 2026 "
                "for the Mòd, at £118 per room per night bed and breakfast. A deposit of £500 is due by 1 July; "
                "names for the rooming list by 15 September. Free cancellation of up to 2 rooms until 1 "
                "September.\n\nKind regards\nGroups Desk")


def t_mod_budget(r, dt):
    return ("Mòd 2026 budget;;\nItem;Cost;Income\nEntry fee;£60;\nCoach;£1,950;\nHotel 12 rooms x 2;£2,832;\n"
            "Gaelic tutor 4 sessions;£400;\nMusic copies;£85;\nSingers' contribution £80 x 22;;£1,760\n"
            "Fundraising ceilidh;;£1,450\nSkye & Lochalsh grant (Highland Council ward fund);;£1,000\n"
            "Choir funds;;£1,117\nTOTAL;£5,327;£5,327\n")


def t_mod_ceilidh(r, dt):
    return ("CÈILIDH MHÒR - Fundraising Ceilidh Dance\nStaffin Community Hall, Saturday 13 June 2026, 8pm\n"
            "Music: The Trotternish Ceilidh Band\nRaffle, teas and home baking\nTickets £12 / children £5\n"
            "In aid of Còisir Ghàidhlig Stafainn's trip to the Royal National Mòd in Inverness\n")


def t_cags_approval(r, dt):
    return ("Scottish Government - Rural Payments and Inspections Division, Portree Area Office\n\n"
            f"{_d(dt)}\n\nMr Iain MacLeod, 6 Digg, Staffin\n\nCROFTING AGRICULTURAL GRANT SCHEME - APPROVAL\n"
            f"Reference CAGS/{r.randint(20000, 29999)}\n\nOperations approved: sheep handling facilities (fank) "
            "with race and shedding gate; 420 m stock fencing with two field gates.\nEligible cost £14,860; "
            "grant rate 60% (new entrant rate not applicable): maximum grant £8,916.\nThe work must be "
            "completed and claimed within 12 months of this letter. Do not start until you have accepted.\n"
            "Claims must include paid invoices and bank statements.\n")


def t_cags_quote(r, dt):
    sup = r.choice(["IAE (Ritchie) via Harbro Portree", "Skye Fencing Contractors", "Highland Agri Supplies"])
    return (f"{sup}\nQuotation {_d(dt)}\nFor: Iain MacLeod, Digg\n\nGalvanised sheep handling system: "
            f"forcing pen, 4m race, 3-way shedding gate, 6 hurdles: £{r.uniform(5200, 6900):,.2f}\n"
            f"Stock fencing 420m (posts, net, 2 strands barbed, labour): £{r.uniform(6000, 7800):,.2f}\n"
            f"2 x 12ft field gates hung: £{r.uniform(560, 780):,.2f}\nPrices ex VAT, valid 60 days\n")


def t_cags_claim(r, dt):
    return ("CAGS claim - fank & fencing - checklist\n\n[x] approval accepted\n[x] fank delivered 28 April\n"
            "[x] concrete base poured (Donald)\n[ ] fencing - contractor starts after the clipping\n"
            "[ ] photos of completed work for RPID\n[ ] paid invoices + bank statements\n[ ] claim form "
            "by the deadline in the approval letter\n")


def t_norway(r, dt):
    return ("HURTIGRUTEN - Booking confirmation\n"
            f"Booking ref {r.randint(1000000, 9999999)}  Issued {_d(dt)}\nGuests: Mrs Morag MacLeod, Mr Iain MacLeod\n"
            "Voyage: The Original Coastal Express, Bergen - Kirkenes - Bergen, 12 days\nDeparture Bergen 10 "
            "November 2026, MS Richard With\nCabin: Arctic Superior, sea view, double bed\nFull board\n"
            "Total price: £7,840 for 2. Deposit £1,500 paid; balance due 90 days before departure.\n"
            "Note: 35th wedding anniversary on 16 November - celebration cake requested.\n")


def t_norway_flights(r, dt):
    return ("KLM e-ticket receipt\nPassengers: MACLEOD/MORAG MRS, MACLEOD/IAIN MR\n"
            f"Booking code {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            "9 Nov 2026 KL1468 Inverness 12:10 - Amsterdam 14:50; KL1197 Amsterdam 16:30 - Bergen 18:05\n"
            "22 Nov 2026 KL1198 Bergen 06:20 - Amsterdam 08:05; KL1463 Amsterdam 09:25 - Inverness 10:05\n"
            "Economy, 1 checked bag each. Total GBP 612.40\n")


def t_norway_packing(r, dt):
    return ("Norway packing\n- thermals x2 each, fleece, down jackets, waterproofs\n- crampons/ice grips for "
            "Kirkenes\n- binoculars (aurora, sea eagles)\n- Iain's knee - crutch? check with physio\n"
            "- EHIC/GHIC + travel insurance docs\n- Norwegian kroner a little\n- knitting! (2 projects)\n"
            "- anniversary card\nBook: husky trip Kirkenes, Tromsø cathedral concert\n")


def t_norway_ins(r, dt):
    return ("Staysure - Single Trip Travel Insurance\nPolicy certificate\n"
            f"Issued {_d(dt)}  Policy SST{r.randint(10**7, 10**8 - 1)}\nInsured: Morag MacLeod (58), Iain "
            "MacLeod (61)\nTrip: Norway (coastal cruise) 9 - 22 November 2026\nCruise cover: included\n"
            "Declared medical conditions: Iain - hypertension (controlled); osteoarthritis right knee, "
            "knee replacement scheduled June 2026 (covered if fit to travel)\nPremium: £186.40\n")


def t_shawl_pattern(r, dt):
    return ("SHETLAND HAP SHAWL for a baby - pattern notes\nYarn: Jamieson & Smith 2ply Lace Weight, "
            "col. L1A white, 4 x 25g\nNeedles: 3.25mm circular 80cm\nCentre: garter stitch square, cast on 3, "
            "increase at the start of every row to 120 sts, then decrease back\nBorder: 'old shale' lace, 18 st "
            "repeat, 12 repeats each side\nEdging: knitted-on lace edging, 8 rows, worked sideways\n"
            "Blocking size: 100 cm square\n")


def t_shawl_order(r, dt):
    return _eml("Jamieson & Smith <orders@shetlandwoolbrokers.example>", US, f"Your order #{r.randint(60000, 69999)}",
                dt, "Thank you for your order.\n\n2ply Lace Weight L1A white x 5 - £22.50\nPostage to UK - £3.95\n"
                "Total £26.45\n\nYour yarn will be dispatched from Lerwick within 2 working days.\n")


def t_shawl_notes(r, dt):
    return ("Baby shawl for Donald & Kirsty (due 14 Aug)\nCentre done 3 May.\nBorder: 7 of 12 repeats side 1 - "
            "dropped a stitch in rep 5, fixed.\nStill to do: 3 more sides + edging. Need to finish by end of "
            "July to block it.\nMaybe knit initials? Ask Kirsty about the name (Gaelic?)\n")


# --------------------------------------------------------------------------- household areas


def t_bank(r, dt):
    bal = r.uniform(2500, 9000)
    rows = []
    for desc, lo, hi in [("DD OVO ENERGY", -190, -120), ("DD HIGHLAND COUNCIL CTAX", -260, -240),
                         ("FPI AIRBNB PAYMENTS UK", 600, 2400), ("DD BT GROUP PLC", -58, -52),
                         ("CARD SKYE FUELS PORTREE", -900, -500), ("FPI BOOKING.COM BV", 200, 1500),
                         ("CARD CO-OP PORTREE", -140, -60), ("SO CATRIONA BIRTHDAY", -50, -50),
                         ("DD NFU MUTUAL", -125, -110), ("BGC HIGHLAND COUNCIL PENSION", 380, 380),
                         ("CARD SHELL PORTREE", -95, -60), ("SO P MACKINNON CARE TOP-UP", -150, -150)]:
        v = r.uniform(lo, hi)
        bal += v
        rows.append(f"{_iso(dt - timedelta(days=r.randint(1, 28)))}  {desc:<32} {v:>10.2f}  {bal:>10.2f}")
    return ("Bank of Scotland\nClassic Account - joint\nMR I MACLEOD & MRS M MACLEOD\nSort code 80-xx-xx  "
            f"Account ****4471\nStatement date {_d(dt)}\n\nDate        Description                       "
            "Amount     Balance\n" + "\n".join(rows) + "\n")


def t_sa_letter(r, dt):
    y = dt.year
    return (f"{ACCT}\n\n{_d(dt)}\n\nMrs Morag MacLeod\nTaigh na Creige, 6 Digg, Staffin\n\nDear Morag\n\n"
            f"Your self-assessment tax return {y - 2}-{str(y - 1)[2:]}\n\nWe enclose your personal tax return "
            f"for approval. It includes your half share of the B&B partnership profit, your Highland Council "
            f"pension (£{r.uniform(4400, 4800):,.0f}, tax deducted under PAYE) and bank interest. "
            f"Tax due for the year is £{r.uniform(3800, 6200):,.2f}, and a first payment on account of "
            f"£{r.uniform(1800, 3000):,.2f} is due on 31 January with the balance.\n\nPlease sign the approval "
            "form and return it. Iain's return follows separately with his croft figures.\n\n"
            "Kind regards\nFiona Mackay CA\n")


def t_sa302(r, dt):
    end = dt.year if (dt.month, dt.day) >= (4, 6) else dt.year - 1
    return ("HM Revenue & Customs\nTax calculation (SA302)\n"
            f"Name: Mr Iain MacLeod  UTR {r.randint(10**9, 10**10 - 1)}\nYear: 6 April {end - 1} to 5 April "
            f"{end}\n\nProfit from partnership: £{r.uniform(20000, 30000):,.0f}\nProfit from self-"
            f"employment (croft): £{r.uniform(2500, 6000):,.0f}\nPersonal allowance: £12,570\n"
            f"Scottish rate income tax: £{r.uniform(2800, 4500):,.2f}\nClass 4 NIC: £{r.uniform(500, 1100):,.2f}\n"
            "Issued to: Nicolson Mackay & Co (agent)\n")


def t_lgps(r, dt):
    return ("Highland Council Pension Fund (Local Government Pension Scheme)\nPensions increase notice\n\n"
            f"Date {_d(dt)}\nPensioner: Mrs Morag MacLeod  Ref {r.randint(100000, 199999)}\n"
            "Former employer: The Highland Council (Staffin Primary School), left 31/07/2019\n"
            "Pension in payment since 1 September 2024 (early retirement, reduced)\n\n"
            f"Annual pension from April: £{r.uniform(4500, 4800):,.2f} (increase 1.7% in line with CPI)\n"
            "Tax code 1257L applied by the Fund (PAYE). Paid monthly on the 15th to account ending 4471.\n"
            "Please tell us of any change of address or bank.\n")


def t_state_pension(r, dt):
    return ("GOV.UK - Your State Pension summary\nIain MacLeod\n\nYou can get your State Pension on 14 "
            f"February 2031\nEstimate: £{r.uniform(225, 231):.2f} a week\nNational Insurance record: 42 full "
            "years\nYou do not need to fill any gaps.\n")


def t_isa(r, dt):
    return ("Nationwide Building Society\nAnnual statement - Loyalty Single Access ISA\n"
            f"Mrs M MacLeod  Account ****{r.randint(1000, 9999)}\nPeriod to {_d(dt)}\n"
            f"Opening balance £{r.uniform(14000, 18000):,.2f}\nInterest (tax-free) £{r.uniform(500, 700):,.2f}\n"
            "Subscriptions this tax year £2,000\n")


def t_budget(r, dt):
    return ("Household budget;Monthly;Notes\nOil (avg);£115;Skye Fuels, 1000l twice a year\nElectricity;£160;"
            "OVO\nCouncil tax;£252;band E\nBT broadband+phone;£55;\nCar insurance x2;£68;\nFood;£420;\n"
            "Mum's care top-up;£150;\nChoir subs;£10;\nCatriona/Donald birthdays etc;£50;\nSavings to byre "
            "fund;£500;\nIncome;;\nMorag LGPS;£380;\nB&B drawings;£2,400;\nCroft (avg);£350;\n")


def t_gp(r, dt):
    return ("Portree Medical Centre\n\n" + _d(dt) + "\n\nMrs Morag MacLeod\n6 Digg, Staffin\n\nDear Mrs "
            "MacLeod\n\nYour recent blood test results (cholesterol, HbA1c, thyroid function) are all within "
            "the normal range. Your cholesterol is slightly raised at 5.6; no treatment is needed but please "
            "see the practice nurse for a review in a year.\n\nDr K. Morrison\n")


def t_screening(r, dt):
    return ("NHS Scotland - Scottish Breast Screening Programme\nNorth of Scotland Breast Screening Centre\n\n"
            f"{_d(dt)}\n\nDear Mrs MacLeod\n\nThank you for attending your breast screening at the mobile unit in "
            "Portree. We are pleased to tell you that your mammogram showed no sign of cancer. You will be "
            "invited again in three years.\n")


def t_dentist(r, dt):
    return (f"Portree Dental Practice\nTreatment estimate {_d(dt)}\nPatient: Iain MacLeod (NHS)\n\nExamination "
            "and scale/polish £22.92\nFilling LR6 amalgam £24.80\nPatient charge total £47.72\n")


def t_optician(r, dt):
    return (f"Skye Eyecare, Portree\nNHS eye examination {_d(dt)}\nPatient: Morag MacLeod\nR +1.75 / -0.50 x 90, "
            "L +1.50, Add +2.25 (varifocals)\nIntraocular pressure normal. Retina healthy.\nRecall: 2 years\n")


def t_prescriptions(r, dt):
    return ("Repeat prescriptions\nIain: amlodipine 5mg once daily (blood pressure) - order every 8 weeks, "
            "Portree pharmacy delivers to Staffin shop Thursday\nIain: paracetamol 500mg, naproxen 500mg (STOP "
            "before op)\nMorag: levothyroxine 50mcg\nMorag: HRT gel - review due\n")


def t_flu(r, dt):
    return ("NHS Highland - your winter vaccination appointment\n"
            f"Name: Iain MacLeod  Date: {_d(dt)}  Venue: Staffin Community Hall clinic\nVaccines: flu and "
            "COVID-19 autumn booster\nTo rearrange call 0800 030 8013\n")


def t_council_tax(r, dt):
    y = dt.year if dt.month >= 3 else dt.year - 1
    return (f"THE HIGHLAND COUNCIL\nCouncil Tax Demand Notice {y}/{(y + 1) % 100:02d}\n\n"
            f"Mr I MacLeod & Mrs M MacLeod\n{ADDR}\nProperty reference 0{r.randint(10**8, 10**9 - 1)}\nBand E\n\n"
            f"Council tax £{r.uniform(2050, 2150):,.2f}\nScottish Water - water charge £{r.uniform(560, 590):,.2f}\n"
            "Waste water: not charged (private septic tank)\nTotal payable by 10 monthly instalments from April\n")


def t_electric(r, dt):
    kwh = r.randint(1400, 2900)
    return (f"OVO Energy\nYour electricity bill {_d(dt)}\nAccount {r.randint(10**7, 10**8 - 1)}\n"
            f"Supply address: {ADDR}\nTariff: Simpler Energy (North Scotland)\nUsed this quarter: {kwh} kWh\n"
            f"Charges £{kwh * 0.262 + 55:,.2f} incl. VAT 5%\nPaid by direct debit.\n")


def t_oil(r, dt):
    l = r.choice([900, 1000, 1200])
    p = r.uniform(0.62, 0.79)
    return (f"Skye Fuels Ltd, Portree\nDelivery note / invoice {_d(dt)}\nCustomer: MacLeod, 6 Digg, Staffin\n"
            f"Kerosene (28 sec heating oil) {l} litres @ £{p:.4f} = £{l * p:,.2f}\nVAT 5% £{l * p * 0.05:,.2f}\n"
            f"Total £{l * p * 1.05:,.2f}\nTank gauge after delivery: 95%\n")


def t_broadband(r, dt):
    return (f"BT\nYour bill {_d(dt)}\nAccount GP{r.randint(10**7, 10**8 - 1)}\nBroadband (Fibre 2) + home phone "
            f"01470 562318\nMonthly charges £54.99\nTotal £{r.uniform(55, 62):.2f}\n")


def t_boiler(r, dt):
    return ("OFTEC - Oil Firing Technical Association\nCD/11 Commissioning / Service Report\n"
            f"Date {_d(dt)}\nAddress {ADDR}\nAppliance: Grant Vortex Pro 26kW kitchen boiler\nTechnician: "
            "J. Gillies (OFTEC reg C12345)\nNozzle replaced 0.60 80 EH; flue gas CO2 11.8%, smoke 0, "
            "efficiency 91%\nTank: bunded, satisfactory\nNext service due in 12 months\n")


def t_septic_empty(r, dt):
    return (f"Trotternish Septic Services\nInvoice {_d(dt)}\nMacLeod, 6 Digg\nDesludge septic tank (house, 2800l), "
            f"inspect outlet and soakaway: £{r.uniform(210, 260):.2f}\nNext empty recommended: 2 years (B&B use)\n")


def t_chimney(r, dt):
    return (f"Certificate of chimney sweeping\nDate {_d(dt)}\nAddress: 6 Digg, Staffin\nAppliance: multi-fuel "
            "stove, sitting room (Clearview 500)\nFlue swept, smoke test passed, bird guard fitted.\nSweep: "
            "Skye Sweep, £75 paid cash\n")


def t_tvlicence(r, dt):
    return (f"TV Licensing\nYour TV Licence - {_d(dt)}\nLicence number {r.randint(10**9, 10**10 - 1)}\nAddress "
            f"{ADDR}\nThis licence covers the main household. Note: TVs in guest rooms of a B&B are covered "
            "by this licence if the establishment has no more than 8 units.\nFee £174.50\n")


def t_mot(r, dt, reg=None):
    reg = reg or r.choice(["SY19 KHN", "SY21 MXR"])
    car = "Toyota Hilux Invincible D-4D" if reg == "SY19 KHN" else "Skoda Octavia Estate SE 2.0 TDI"
    return (f"MOT test certificate (VT20)\nVehicle registration: {reg}\nMake and model: {car}\n"
            f"Date of test: {_d(dt)}\nOdometer: {r.randint(48000, 121000)} miles\nResult: PASS\n"
            f"Advisories: {r.choice(['nearside rear tyre close to legal limit', 'corrosion to underside, not excessive', 'none'])}\n"
            f"Expiry: {_d(dt + timedelta(days=365))}\nTest station: Portree Motors, Dunvegan Road\n")


def t_car_ins(r, dt):
    return ("NFU Mutual - Motor policy schedule\n"
            f"Period {_d(dt)} to {_d(dt + timedelta(days=364))}\nPolicyholder: Iain MacLeod\nVehicles: "
            "SY19 KHN Toyota Hilux (business use incl. towing livestock trailer), SY21 MXR Skoda Octavia "
            "(social, domestic, pleasure + commuting)\nDrivers: Iain MacLeod, Morag MacLeod, Donald MacLeod "
            f"(Hilux only)\nCover: comprehensive  Premium £{r.uniform(780, 950):,.2f}\n")


def t_car_service(r, dt):
    return (f"Portree Motors\nInvoice {r.randint(30000, 39999)}  {_d(dt)}\nVehicle: SY21 MXR Skoda Octavia\n\n"
            "Annual service: oil + filter, air filter, pollen filter, brake fluid\nFront brake pads\n"
            f"Parts £{r.uniform(140, 220):.2f}  Labour £{r.uniform(150, 210):.2f}  VAT incl.\n")


def t_ved(r, dt):
    return ("DVLA - Vehicle tax reminder (V11)\nRegistration SY19 KHN  Toyota Hilux\n"
            f"Your vehicle tax runs out on {_d(dt + timedelta(days=30))}\n12 months: £{r.choice([345, 360, 385]):.2f}  "
            "Reference number on this letter: 1234 5678 9012 3456\n")


def t_care_invoice(r, dt):
    return ("Taigh an Eilein Care Home\nViewfield Road, Portree IV51 9ES\n\nStatement\n"
            f"Resident: Mrs Peigi MacKinnon  Month: {dt:%B %Y}\nWeekly fee £1,386.00 x 4.3 weeks\nLess Free "
            "Personal and Nursing Care (Highland Council) £{0}\nLess council contribution (financial assessment)\n"
            "Resident contribution: £700.00 per month by direct debit from Mrs MacKinnon's account (attorney: "
            "Mrs M MacLeod)\n".format("301.75 per week"))


def t_poa(r, dt):
    return ("Office of the Public Guardian (Scotland)\nHadrian House, Callendar Business Park, Falkirk FK1 1XR\n\n"
            f"{_d(dt)}\n\nCertificate of registration - Power of Attorney\nGranter: Peigi MacKinnon, formerly "
            "of 3 Culnacnoc, Staffin\nAttorney: Morag MacLeod\nPowers: continuing (financial) and welfare\n"
            f"Registration number: {r.randint(100000, 999999)}/{dt.year}\nThe welfare powers may only be used "
            "when the granter is incapable of deciding.\n")


def t_care_review(r, dt):
    return ("Highland Council / NHS Highland - Adult Social Care\nCare review - Peigi MacKinnon\n"
            f"Date {_d(dt)}  Present: Morag MacLeod (daughter, attorney), key worker Alison, social worker\n\n"
            "Peigi is settled, enjoys the Gaelic hymn singing on Sundays and visits from the Staffin choir. "
            "Mobility reduced; now needs two staff for transfers. Hearing aids - new batteries monthly. "
            "Financial assessment unchanged. Next review in 12 months.\n")


def t_gaelic_school(r, dt):
    return (f"Sgoil Ghàidhlig Ghlaschu - Glasgow Gaelic School\nLitir do phàrantan / Letter to parents "
            f"{_d(dt)}\n\nP4: Iseabail Ross (teacher Mrs NicLeòid)\nThe Primary 4 class will perform at the "
            "Glasgow Mòd on Saturday. Grandparents are warmly invited! Please send a white shirt and tartan "
            "sash.\nCuirm-chiùil: 3pm, Glasgow Royal Concert Hall, small hall.\n")


def t_family_mail(r, dt):
    return _eml("Catriona Ross <catriona.ross@gmail.com>", US, "Summer holidays", dt,
                "Hi Mum\n\nThe kids are desperate to come up for the first two weeks of July again - Seumas "
                "wants to help Dad with the lambs (he knows Dad's knee won't let him do much!). Could they "
                "have the wee room? Ruaridh will drive them up on the 4th.\n\nIseabail got her Gaelic reading "
                "certificate - she wants to read to Granny Peigi.\n\nLove C xx")


def t_birthdays(r, dt):
    return ("Family birthdays & presents\nCatriona 12 Jan\nDonald 3 March\nKirsty 22 May\nRuaridh 9 Sept\n"
            "Iseabail 30 April - book token + Gaelic books from Acair\nSeumas 18 Oct - football boots?\n"
            "Mum (Peigi) 5 Dec - 88 this year!\nIain 14 Feb / our anniversary 16 Nov\n")


def t_christmas_list(r, dt):
    return ("Christmas cards 2025\nAuntie Chrissie, Glendale\nThe Nicolsons, Digg\nBeatons, Brogaig\n"
            "Anne & Hamish (Nova Scotia) - post by 1 Dec!\nDr Morrison & staff\nStaffin School office\n"
            "Uncle Angus, Stornoway\nRegular guests: the Vogels (Germany), Linda Kowalski (Chicago)\n")


# --------------------------------------------------------------------------- choir (Areas Choir)


def t_choir_minutes(r, dt):
    present = ", ".join(r.sample(CHOIR, 8))
    return ("Còisir Ghàidhlig Stafainn - Staffin Gaelic Choir (SC0{0})\nMinutes of committee meeting, Staffin "
            "Community Hall, {1}\n\nPresent: {2}, Morag MacLeod (secretary)\n\n1. Treasurer's report: "
            "balance £{3:,.2f}. Subs outstanding from 4 members.\n2. Concerts: Christmas concert in Kilmuir "
            "church; singing at the care home on the first Sunday of the month.\n3. New members: two "
            "learners welcome - buddy system for Gaelic pronunciation.\n4. Music: Mairead to order copies.\n"
            "5. AOB: hall heating - write to the hall committee.\nNext meeting: six weeks.\n").format(
                r.randint(40000, 49999), _d(dt), present, r.uniform(1500, 4200))


def t_choir_members(r, dt):
    rows = ["Name;Voice;Phone;Subs paid;Gaelic speaker"]
    for n in CHOIR:
        rows.append(f"{n};{r.choice(['Soprano', 'Alto', 'Tenor', 'Bass'])};07{r.randint(700000000, 799999999)};"
                    f"{r.choice(['Yes', 'Yes', 'Yes', 'No'])};{r.choice(['Fluent', 'Learner', 'Fluent'])}")
    return "\n".join(rows)


def t_choir_subs(r, dt):
    return (f"Còisir Ghàidhlig Stafainn - subscriptions {dt.year}\n\nDear member,\nSubscriptions for the year are "
            "£60 (£30 for students and learners in their first year), payable to the treasurer or by bank "
            "transfer to the choir's account (Royal Bank, Portree). Subs cover the hall, music and the "
            "conductor's expenses.\nMòran taing - Morag (rùnaire / secretary)\n")


def t_choir_agm(r, dt):
    return (f"Staffin Gaelic Choir - Annual General Meeting {_d(dt)}\nSecretary's report\n\nIt has been a busy "
            "year: 26 members, 6 concerts, monthly singing at Taigh an Eilein, a joint concert with Còisir "
            "Ghàidhlig Phort Rìgh. Our thanks to Mairead for her patience with the altos! The OSCR annual "
            "return was submitted on time. Office bearers re-elected: chair Kenny Beaton, treasurer Effie "
            "Lamont, secretary Morag MacLeod.\n")


def t_choir_programme(r, dt):
    return ("Cuirm-chiùil na Nollaig - Christmas Concert\nCòisir Ghàidhlig Stafainn\n\nÒran na Nollaig - "
            "Taladh Chrìosda - Leanabh an Àigh - Away in a Manger (Gàidhlig) - Puirt-à-beul set - Silent "
            "Night / Oidhche Chiùin\nGuest: Staffin School Gaelic choir\nRetiring collection for Macmillan Cancer "
            "Support\n")


# --------------------------------------------------------------------------- resources texts

RES = {
    "stl_guide": ("Short-term lets licensing - guidance for hosts and operators (Scottish Government)\n"
                  "Part 1: what is a short-term let. Secondary letting, home letting and home sharing (a B&B "
                  "in the host's home is home sharing). All hosts need a licence. Mandatory conditions: "
                  "fire safety, gas and electrical safety, water safety (legionella), maximum occupancy, "
                  "insurance, display of the licence number in listings.\n"),
    "allergens": ("Food Standards Scotland - allergen guidance for small food businesses\nThe 14 allergens: "
                  "celery, cereals containing gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, "
                  "nuts, peanuts, sesame, soya, sulphites. Provide allergen information in writing or tell "
                  "customers where it can be found; record ingredients of home-made granola and baking.\n"),
    "vs_standards": ("VisitScotland Quality Assurance - Bed and Breakfast grading criteria\nStar grades "
                     "reflect quality, not range of facilities. Assessed areas: cleanliness, service, "
                     "bedrooms, bathrooms, breakfast, public areas. Five-star breakfasts: choice, local "
                     "produce, cooked to order, presentation.\n"),
    "sheep_health": ("SRUC / Moredun - Sheep health notes\nLiver fluke on wet West Highland ground: test in "
                     "autumn, treat in Oct/Jan with triclabendazole only if needed (resistance). Worms: FEC "
                     "before drenching lambs, SCOPS guidance. Foot rot: five-point plan - cull, quarantine, "
                     "vaccinate (Footvax), treat early, avoid spreading. Clostridial vaccine 4-6 weeks "
                     "before lambing.\n"),
    "crofting_guide": ("Crofting Commission - guide to crofters' duties\nA crofter must be ordinarily "
                       "resident within 32km, must not misuse or neglect the croft, and must cultivate or put "
                       "it to another purposeful use. Decrofting, assignation, letting and sublet all need "
                       "the Commission's consent.\n"),
    "lambing_guide": ("Lambing guide - presentations and when to call the vet\nNormal: two front feet and a "
                      "nose. Head back: push lamb back, bring head round. Breech: deliver quickly. Call the vet "
                      "for ringwomb, prolapse, or after 30 minutes without progress. Colostrum: 50ml/kg within "
                      "6 hours.\n"),
    "assc": ("ASSC - Association of Scotland's Self-Caterers: guide to starting a holiday let\nPlanning, "
             "building warrant, short-term let licence, non-domestic rates (let 140 days or more), furnished "
             "holiday lettings tax rules (abolished from April 2025), insurance, marketing, welcome packs.\n"),
    "hmrc_vat": ("HMRC - VAT Notice 709/3: hotels and holiday accommodation\nAccommodation in hotels, inns, "
                 "boarding houses and similar establishments (including B&Bs) is standard-rated. Reduced "
                 "value rule for stays over 28 days. Deposits: tax point when received.\n"),
    "pension_guide": ("Pension Wise - taking money from your pension\nOptions: guaranteed income (annuity), "
                      "flexible income (drawdown), take cash in chunks, take it all. 25% usually tax free. "
                      "Scottish income tax bands apply.\n"),
    "nhs_knee": ("NHS inform - Osteoarthritis\nOsteoarthritis is the most common type of arthritis in "
                 "Scotland. Keep active, lose weight if overweight, painkillers, physiotherapy. Joint "
                 "replacement is considered when pain is severe.\n"),
    "nhs_thyroid": ("NHS inform - Underactive thyroid (hypothyroidism)\nTreated with daily levothyroxine; "
                    "blood tests every year once the dose is stable. Take on an empty stomach.\n"),
}


def t_res(key):
    return lambda r, dt: RES[key]


SONGS = [
    ("Eilean a' Cheò", "Ged a bhithinn-sa nam bhàrd,\nMar bu mhiann leam bhith dhomh fhèin,\n"
     "'S e mo rùn-sa tìr an fhraoich,\nEilean a' Cheò, far na rugadh mi."),
    ("Fear a' Bhàta", "Fhir a' bhàta, na hóro eile,\nFhir a' bhàta, na hóro eile,\nFhir a' bhàta, na hóro "
     "eile,\nMo shoraidh slàn leat 's gach àit' an tèid thu."),
    ("Chì mi na mòrbheanna", "O chì, chì mi na mòrbheanna,\nO chì, chì mi na còrrbheanna,\nO chì, chì mi na "
     "coireachan,\nChì mi na sgoran fo cheò."),
    ("Mo rùn geal dìleas", "Mo rùn geal dìleas, nach till thu nall,\nMo rùn geal dìleas, nach till thu nall,\n"
     "Cha till mi tuilleadh, cha tèid mi null."),
    ("An t-Eilean Muileach", "An t-Eilean Muileach, an t-eilean àghmhor,\nAn t-eilean grianach, mun iadh an "
     "sàile."),
    ("Griogal Cridhe", "Obhan, obhan, obhan iri,\nObhan iri o,\nObhan, obhan, obhan iri,\n'S mòr mo mhulad, "
     "'s mòr."),
]


def t_song(i):
    return lambda r, dt: (f"{SONGS[i][0]}\nCòisir Ghàidhlig Stafainn - words / faclan\n\n{SONGS[i][1]}\n\n"
                          "Pronunciation notes: soft 'ch', long vowels marked with grave accent. Breathe after "
                          "line 2.\n")


GAELIC = {
    "grammar": ("Gaelic grammar notes - the article\nan cù (the dog), a' chaora (the sheep), am bàta (the "
                "boat), an t-eilean (the island), na caoraich (the sheep pl.)\nLenition after 'a' for "
                "feminine nouns: a' bhò, a' chaileag\nGenitive: taigh a' chroiteir, ceann na sràide\n"),
    "vocab_croft": ("Faclan - the croft / a' chroit\ncaora - sheep; uan - lamb; reithe - ram; fang - fank; "
                    "rùsgadh - clipping; cruinneachadh - gathering; bàthach - byre; buachaille - herd; "
                    "clòimh - wool; ionaltradh - grazing; comann - common grazings\n"),
    "vocab_bnb": ("Faclan airson nan aoighean - words for the guests\nFàilte! - Welcome!\nMadainn mhath - Good "
                  "morning\nDè a ghabhas tu? - What will you have?\nUbh - egg; aran - bread; tì - tea; cofaidh - "
                  "coffee; bracaist - breakfast\nOidhche mhath - good night\n"),
    "verbs": ("Irregular verbs - the past tense\nrach - chaidh mi (I went), cha deach mi\nthig - thàinig mi, cha "
              "tàinig mi\nfaic - chunnaic mi, chan fhaca mi\ndèan - rinn mi, cha do rinn mi\n"
              "cluinn - chuala mi, cha chuala mi\nfaigh - fhuair mi, cha d' fhuair mi\nabair - thuirt mi, cha "
              "tuirt mi\nbeir - rug mi, cha do rug mi\nruig - ràinig mi, cha do ràinig mi\n"),
    "idioms": ("Gnàthasan-cainnt - idioms I like\nTha an t-acras orm - I am hungry (hunger is on me)\n"
               "Is toil leam ... - I like\nTha cianalas orm - I'm homesick\nMòran taing - many thanks\n"
               "Beannachd leat - goodbye\nAir mo shocair - take it easy\n"),
}


def t_gaelic(key):
    return lambda r, dt: GAELIC[key]


KNIT = {
    "fairisle": ("Fair Isle technique notes\nCarry two colours, never more than two per row. Catch floats "
                 "longer than 5 stitches. Dominant colour held in the left hand. Steek for cardigans: crocheted "
                 "steek in sticky Shetland wool, then cut.\n"),
    "gansey": ("Gansey pattern - Eriskay gansey (traditional fishermen's jersey)\n5-ply guernsey wool, "
               "2.5mm needles. Knit in the round, underarm gussets, panel of tree of life, marriage lines "
               "and ladder of life. Initials knitted in above the welt.\n"),
    "socks": ("Basic toe-up sock recipe\n64 sts, 2.5mm, 4ply sock yarn. Judy's magic cast on 16 sts, "
              "increase to 64. Heel: short-row. Leg 15cm, 2x2 rib 3cm, stretchy bind-off.\n"),
    "hat": ("Skye hat - free pattern\nAran weight, 4.5mm & 5mm. Cast on 88, rib 6cm, cable panel 'Cuillin' "
            "chart A, crown decreases every other round.\n"),
}


def t_knit(key):
    return lambda r, dt: KNIT[key]


WALKS = {
    "quiraing": ("Quiraing circuit - route notes (Walkhighlands)\nDistance 6.8km, ascent 330m, 2.5-3.5 hours.\n"
                 "Start at the car park at the top of the Staffin-Uig road. Path north under the cliffs past the "
                 "Prison and the Needle; the Table is reached by a steep scramble. Return over the top along "
                 "the escarpment edge. Exposed, care in mist.\n"),
    "storr": ("Old Man of Storr - route\n3.8km return, 300m ascent. Car park on the A855 (pay). Path through "
              "the felled plantation to the Sanctuary. Go early in summer - busy from 9am.\n"),
    "rubha": ("Rubha Hunish - route\n6km, from Duntulm. Steep descent to the headland; bothy at the lookout "
              "(Lookout Bothy, Mountain Bothies Association). Minke whales and basking sharks in summer.\n"),
    "ridge": ("Trotternish Ridge traverse - planning notes\n28km Flodigarry to the Storr, 1,800m ascent, a long "
              "day (9-11 h). Leave car in Portree, bus to Flodigarry (57A). No water on the ridge. Escape routes "
              "at Bealach Uige and the Quiraing road.\n"),
}


def t_walk(key):
    return lambda r, dt: WALKS[key]


def t_gpx(name):
    def f(r, dt):
        pts = "".join(f'<trkpt lat="{57.62 + i * 0.001 + r.uniform(0, 0.0005):.6f}" lon="{-6.23 - i * 0.0012:.6f}">'
                      f"<ele>{120 + i * 7}</ele></trkpt>" for i in range(12))
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="OS Maps" '
                'xmlns="http://www.topografix.com/GPX/1/1">\n'
                f"<trk><name>{escape(name)}</name><trkseg>{pts}</trkseg></trk>\n</gpx>\n")
    return f


def t_family_tree(r, dt):
    return ("MacKinnon / MacLeod family tree notes\n\nMorag's side: Peigi MacKinnon b. 1938 Culnacnoc, d. of "
            "Alasdair MacKinnon (crofter, Culnacnoc) and Catrìona Nicolson.\n1841 census, Kilmuir parish: "
            "Lachlan MacKinnon, crofter, Culnacnoc, age 40, wife Mòr, 5 children.\nEmigration: Donald "
            "MacKinnon to Cape Breton 1843 (ship Catherine) - cousins Anne & Hamish in Mabou found us!\n"
            "Iain's side: MacLeods of Digg since at least 1851; his granny from Kilmuir (Ceann a' Bhàigh).\n"
            "ScotlandsPeople credits left: 14\n")


# --------------------------------------------------------------------------- archive texts


def t_payslip(r, dt):
    gross = r.uniform(1580, 1720)
    return ("THE HIGHLAND COUNCIL - PAYSLIP\n"
            f"Employee: Morag MacLeod  Payroll no. {r.randint(100000, 199999)}\nPost: School Secretary (term time), "
            f"Staffin Primary School\nPay date: {_d(dt)}\nGrade: HC05  Hours 30.0 per week\n\n"
            f"Basic pay £{gross:,.2f}\nIncome tax £{gross * 0.11:,.2f}\nNational Insurance £{gross * 0.07:,.2f}\n"
            f"Superannuation (LGPS) 5.8% £{gross * 0.058:,.2f}\nNet pay £{gross * 0.762:,.2f}\n")


def t_p60(r, dt):
    return (f"P60 End of Year Certificate - tax year to 5 April {dt.year}\nEmployer: The Highland Council, "
            "Glenurquhart Road, Inverness\nEmployee: Morag MacLeod\n"
            f"Pay in this employment £{r.uniform(16500, 18500):,.2f}\nTax deducted £{r.uniform(1700, 2100):,.2f}\n"
            "Final tax code 1185L\n")


def t_p45(r, dt):
    return ("P45 Part 1A - Details of employee leaving work\nEmployer: The Highland Council\n"
            "Employee: Morag MacLeod\nLeaving date: 31 07 2019\nTotal pay to date this employment £5,214.80\n"
            "Tax code at leaving 1250L\n")


def t_school_contract(r, dt):
    return ("THE HIGHLAND COUNCIL - Care and Learning Service\nStatement of particulars of employment\n\n"
            "Name: Mrs Morag MacLeod\nPost: School Secretary, Staffin Primary School (Bun-sgoil Stafainn)\n"
            "Start date: 18 August 2003\nHours: 30 per week, term time plus 5 days\nGrade HC05\n"
            "Duties: school office, pupil records (SEEMiS), dinner money, first aid, parent enquiries, "
            "supporting the head teacher and the Gaelic-medium unit.\n")


def t_leaving(r, dt):
    return ("Staffin Primary School\n\n" + _d(dt) + "\n\nTo whom it may concern\n\nMrs Morag MacLeod was our "
            "school secretary from August 2003 until July 2019, when she left to run her family's bed and "
            "breakfast business. She was the heart of the school office: organised, discreet, warm with "
            "children and parents, and fluent in the ways of SEEMiS. I recommend her without reservation.\n\n"
            "Head Teacher\n")


def t_leaving_speech(r, dt):
    return ("Leaving do - what to say (Friday 28 June 2019)\n- thank Mrs Beaton and all the staff, 16 years!\n"
            "- the day the dinner money went in the bin\n- the snow day 2010 and the phone tree\n"
            "- the P7s' Gaelic song for me - I'll cry\n- not really leaving: 4 miles up the road with "
            "scones\n")


def t_kilmuir_bookings(r, dt):
    rows = ["Week;Guest;Source;Rent;Cleaning;Notes"]
    d = dt - timedelta(days=200)
    for _ in range(r.randint(10, 16)):
        d += timedelta(days=7 * r.randint(1, 2))
        rows.append(f"{_iso(d)};{_guest(r)};{r.choice(['Cottages.com', 'direct', 'Airbnb', 'repeat guest'])};"
                    f"£{r.choice([650, 725, 795, 850])};£60;{r.choice(['', 'dog', 'late key', 'left 5 stars'])}")
    return "Kilmuir cottage (Ceann a' Bhàigh) - lettings " + str(dt.year) + "\n" + "\n".join(rows)


def t_kilmuir_accounts(r, dt):
    return (f"Kilmuir holiday cottage - income & expenditure {dt.year - 1}-{str(dt.year)[2:]}\n\n"
            f"Rents £{r.uniform(15000, 21000):,.0f}\nAgency commission (Cottages.com 20%) £{r.uniform(2000, 3000):,.0f}\n"
            "Cleaning & laundry £2,340\nNon-domestic rates: nil (Small Business Bonus)\nRepairs £880\n"
            "Insurance £612\nElectricity £1,450\nFurnished holiday lettings - qualifying (let 140+ days)\n")


def t_kilmuir_sale(r, dt):
    return ("MacDonald Ross & Co, Solicitors and Estate Agents, Portree\n\n" + _d(dt) + "\n\nDear Mr and Mrs "
            "MacLeod\n\nSale of Ceann a' Bhàigh, Kilmuir, Isle of Skye\n\nWe are pleased to confirm that missives "
            "were concluded today with Mr and Mrs Harrison at the price of £235,000, with entry on 29 September "
            "2023. The furniture and contents are included. Please hand in all keys, and cancel the "
            "Cottages.com listing and future bookings from entry.\n\nOur fee note and the state for settlement "
            "will follow.\n")


def t_kilmuir_cgt(r, dt):
    return ("Capital gains - sale of Kilmuir cottage (Iain, inherited from his mother 2015)\n\n"
            "Probate value Aug 2015: £148,000\nSale price Sept 2023: £235,000\nSelling costs (agent + legal): "
            "£4,900\nImprovements (new kitchen 2016, windows 2018): £13,500\nGain: £68,600\nAnnual exempt "
            "amount 2023-24: £6,000\nBusiness Asset Disposal Relief (FHL): claimed - 10%\n"
            "CGT payable £6,260 - reported on the 60-day UK property return, paid Nov 2023\n")


def t_kilmuir_cottagescom(r, dt):
    return _eml("Cottages.com Owner Services <owners@cottages.example>", US, "Property removed - Ceann a' Bhàigh",
                dt, "Dear Morag\n\nAs requested, Ceann a' Bhàigh (ref. CC-87412) has been removed from sale from "
                "29 September 2023. The final owner statement and payment of £1,842.60 will be made on "
                "the 15th. Thank you for letting with us for seven seasons.\n\nOwner Services")


def t_refurb_quote(r, dt):
    return (f"Portree Plumbing & Heating\nQuotation {_d(dt)}\nTaigh na Creige B&B - en-suite shower rooms\n\n"
            "Rooms 2 and 3: form new shower rooms in existing box rooms (stud walls by joiner), 900 quadrant "
            "shower, WC, basin, electric towel rail, extractor.\nRoom 4: replace bath with walk-in shower.\n"
            f"Total £{r.uniform(16000, 19500):,.0f} + VAT. Work to be done November 2022-March 2023.\n")


def t_refurb_invoice(r, dt):
    return (f"Staffin Joinery & Building\nFinal invoice {_d(dt)}\nTaigh na Creige B&B\nStud partitions, doors, "
            "skirting and tiling backer board for en-suites Rooms 2-3, Room 4 boxing in.\n"
            f"Total £{r.uniform(6200, 7400):,.2f} incl. VAT. Thank you - good luck for the season!\n")


def t_mod24(r, dt):
    return ("Royal National Mòd 2024, Oban - results, rural choirs\n\nCòisir Ghàidhlig Stafainn: 4th place, "
            "Lorn Shield. Gaelic marks 84, music marks 81.\nAdjudicators' comments: 'a lovely blend in the "
            "lower voices, some insecure intonation at the top of Eilean a' Cheò, excellent diction.'\n"
            "Well done everyone! Coach back Saturday 4pm from the Corran Halls.\n")


def t_mod24_hotel(r, dt):
    return ("Oban Bay Hotel - group booking\nStaffin Gaelic Choir, 10 twin rooms, 10-12 October 2024\n"
            "Rate £96 per room per night B&B. Deposit £400 paid 3 May 2024. Balance settled on departure.\n")


def t_hayshed(r, dt):
    return ("Scottish Government RPID - CAGS claim paid\n" + _d(dt) + "\nIain MacLeod, 6 Digg, Staffin\n"
            "Reference CAGS/14588 - agricultural building (hay shed 9m x 6m)\nEligible cost £11,240. Grant "
            "paid £6,744 (60%). The building must be kept in agricultural use for 5 years.\nThis claim is "
            "now closed.\n")


def t_kitchen(r, dt):
    return (f"Howdens Joinery, Inverness\nOrder confirmation {_d(dt)}\nCustomer: M MacLeod, Staffin\n"
            "Kitchen: Clerkenwell Gloss Sage, 9 units, oak worktop, Lamona induction hob and double oven, "
            f"extractor\nTotal £{r.uniform(7800, 9200):,.2f} incl. VAT. Delivery to Portree depot 14 March 2022.\n")


def t_zafira(r, dt):
    return ("Vehicle sold - Vauxhall Zafira Tourer SE, SN14 ?WF\n" + _d(dt) + "\nSold privately to a man "
            "from Broadford for £3,450 cash. V5C new keeper slip sent to DVLA online; tax refund cheque "
            "£78.33 received. Insurance cancelled with NFU Mutual.\n").replace("?", "X")


def t_wedding(r, dt):
    return ("Catriona & Ruaridh's wedding - 20 August 2022, Skeabost House\nBand: Trotternish Ceilidh Band "
            "- deposit £300 paid by us\nPiper: Calum from Portree\nFlowers: Catriona's choice, Inverness\n"
            "Our contribution: £8,000 + the band\nMother of the bride outfit - Jenners? (closed!) - Glasgow\n"
            "Speech notes for Iain in the folder\n")


def t_wrist(r, dt):
    return ("NHS Highland - Broadford Hospital (Dr MacKinnon Memorial)\nFracture clinic discharge letter\n"
            f"{_d(dt)}\nPatient: Morag MacLeod\nDiagnosis: left distal radius fracture (fall on ice, January "
            "2024), treated in cast 6 weeks.\nThe fracture has united. Physiotherapy completed. Discharged to GP.\n")


def t_gaelic_course(r, dt):
    return ("Sabhal Mòr Ostaig - An Cùrsa Inntrigidh (Access Course, distance learning)\n"
            f"{_d(dt)}\n\nA Mhorag, a charaid,\nCongratulations - you have successfully completed An Cùrsa "
            "Inntrigidh (SCQF level 6, 2 modules). Your final assessment result: 78%. You may progress to An "
            "Cùrsa Comais (Access to Higher Education) or to the new online course.\nLe deagh dhùrachd,\nOifis "
            "nan Cùrsaichean\n")


def t_gaelic_assignment(r, dt):
    return ("Aonad 4 - obair-sgrìobhte / written assignment\nMorag NicLeòid\n\nTha mi a' fuireach ann an "
            "Stafainn anns an Eilean Sgitheanach. Tha taigh-aoigheachd againn agus croit. Tha caoraich againn - "
            "trì fichead 's a deich. Tha mi a' seinn ann an còisir. Bha mi nam rùnaire ann an sgoil airson "
            "sia bliadhna deug.\n")


def t_ns_itin(r, dt):
    return ("Nova Scotia September 2023 - itinerary\n\n12 Sep GLA-YHZ (Air Canada via Toronto), car hire Halifax\n"
            "13-15 Sep Antigonish; Highland Village Museum Iona (Baile nan Gàidheal)\n16-20 Sep Mabou - stay "
            "with cousins Anne & Hamish MacKinnon, Cabot Trail day\n21 Sep ceilidh at the Red Shoe Pub\n"
            "22-24 Sep Halifax, Pier 21 museum (emigration records)\n25 Sep fly home\n")


def t_ns_flights(r, dt):
    return (f"Air Canada - booking confirmation {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            "MACLEOD/MORAG, MACLEOD/IAIN\n12 Sep 2023 AC851 Glasgow - Toronto; AC614 Toronto - Halifax\n"
            "25 Sep 2023 AC860 Halifax - London Heathrow; BA1484 London - Glasgow\nTotal CAD 2,684.50\n")


def t_tenerife(r, dt):
    return ("Jet2holidays - booking confirmation\n"
            f"Booking ref {r.randint(10**7, 10**8 - 1)}  Lead passenger Mrs Morag MacLeod\nTenerife, Puerto de la Cruz, "
            "Hotel Botánico (4*), half board\n3 - 13 February 2025, Glasgow Airport\nTotal £2,118.00 - paid in full\n")


def t_drawing(no, title):
    return lambda r, dt: (f"Skye Architecture Studio - Drawing 25-118/{no}\n{title}\nProject: Conversion of byre "
                          "to holiday let, 6 Digg, Staffin, for Mr & Mrs I MacLeod\nScale 1:50 @ A1\n"
                          f"Revision C {_d(dt)} - amended per planning conditions (slate roof, rooflights "
                          "conservation type, bat access slate on east pitch)\nDo not scale. All dimensions to be "
                          "checked on site.\n")


def t_sheet_music(title):
    return lambda r, dt: (f"{title}\nTraditional, arr. Mairead Nicolson for SATB choir\nCòisir Ghàidhlig Stafainn\n"
                          "Tempo: gently flowing, crotchet = 72\nSoprano bars 1-16 melody, altos and men "
                          "humming; verse 2 melody passes to tenors.\nPage 1 of 4\n")


def t_score_notes(r, dt):
    return ("Joint School - preparing for your knee replacement (NHS Highland)\nWhat happens on the day, "
            "pain relief, exercises before and after the operation, equipment for home (perching stool, "
            "raised toilet seat, bed lever), driving after surgery, when to call the ward.\n")


def t_questions(r, dt):
    return ("Questions for Mr Farquhar (Iain's knee)\n- how long off the hill? lambing 2027 ok?\n- can he kneel "
            "to tag lambs ever again?\n- spinal or general\n- will it set off airport scanners (Norway in Nov)\n"
            "- physio in Broadford or Portree?\n")


def t_census_1841(r, dt):
    return ("1841 census transcript - Kilmuir parish, Isle of Skye (ScotlandsPeople)\nCulnacnoc: Lachlan "
            "MacKinnon 40 crofter; Mòr MacKinnon 35; Donald 14; Catherine 11; John 8; Margaret 5; Neil 2\n"
            "Digg: Norman MacLeod 55 crofter; Flora 50; Iain 20 fisherman; Ann 16\n")


def t_lock(r, dt):
    return b"\x0dMorag MacLeod" + b" " * 40 + b"\x0dMorag MacLeod" + b"\x00" * 40


DESKTOP_INI = ("\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
               "IconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n")


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
    BB, CR, SC = "B&B", "Croft", "Self-catering"

    # ------------------------------------------------------------ Documents/B&B (Areas B&B)
    d = "Documents/B&B"
    add(f"{d}/Tariff 2026.docx", A, BB, 220, t_tariff)
    add(f"{d}/Tariff 2025.docx", A, BB, 601, t_tariff)
    add(f"{d}/Breakfast menu.docx", A, BB, 410, t_breakfast)
    add(f"{d}/Welcome folder.docx", A, BB, 305, t_welcome)
    add(f"{d}/Changeover checklist.docx", A, BB, 520, t_changeover)
    add(f"{d}/Bookings/Booking.com/Check-in 2026-04-01 to 2026-05-31.csv", A, BB, 3, t_booking_csv)
    add(f"{d}/Bookings/Booking.com/Check-in 2025-07-01 to 2025-08-31.csv", A, BB, 305, t_booking_csv)
    add(f"{d}/Bookings/Booking.com/Check-in 2025-09-01 to 2025-10-20.csv", A, BB, 222, t_booking_csv)
    add(f"{d}/Bookings/Airbnb/airbnb_05_2026-05_2026.csv", A, BB, 1, t_airbnb_csv)
    add(f"{d}/Bookings/Airbnb/airbnb_04_2026-04_2026.csv", A, BB, 31, t_airbnb_csv)
    add(f"{d}/Bookings/Airbnb/airbnb_2025.csv", A, BB, 200, t_airbnb_csv)
    add(f"{d}/Guest register 2026.xlsx", A, BB, 2, t_guest_register)
    add(f"{d}/Guest register 2025.xlsx", A, BB, 224, t_guest_register)
    for i, age in enumerate((6, 44, 130, 260)):
        add(f"{d}/Guests/{['Re Arrival time', 'Re Breakfast coeliac', 'Re Cancellation', 'Re Dog'][i]}.eml",
            A, BB, age, lambda r, dt, k=i: t_guest_mail(r, dt, k))
    add(f"{d}/Licence/STL licence HI-41187-F.pdf", A, BB, 941, t_stl_licence)
    add(f"{d}/Licence/Fire risk assessment 2026.docx", A, BB, 58, t_fire_risk)
    add(f"{d}/Licence/Fire risk assessment 2024.docx", A, BB, 423, t_fire_risk)
    add(f"{d}/Licence/EICR 2023.pdf", A, BB, 962, t_eicr)
    add(f"{d}/Licence/PAT certificate 2026.pdf", A, BB, 63, t_pat)
    add(f"{d}/Licence/Legionella risk assessment.docx", A, BB, 71, t_legionella)
    add(f"{d}/VisitScotland/QA assessment report 2025.pdf", A, BB, 331, t_visitscotland)
    add(f"{d}/Insurance/NFU Mutual BB schedule 2026.pdf", A, BB, 46, t_bnb_policy)
    add(f"{d}/Accounts/VAT/VAT return Jan-Mar 2026.pdf", A, BB, 26, t_vat_return)
    add(f"{d}/Accounts/VAT/VAT return Oct-Dec 2025.pdf", A, BB, 115, t_vat_return)
    add(f"{d}/Accounts/Booking.com invoice April 2026.pdf", A, BB, 28, t_booking_invoice)
    add(f"{d}/Accounts/Booking.com invoice Sept 2025.pdf", A, BB, 242, t_booking_invoice)
    add(f"{d}/Accounts/Accountant - partnership accounts 2025.pdf", A, BB, 187, t_acct_partnership)
    add(f"{d}/Accounts/Skye Linen May 2026.pdf", A, BB, 2, t_laundry)
    add(f"{d}/Accounts/Uig Smokehouse inv.pdf", A, BB, 17, t_supplier)
    add(f"{d}/TripAdvisor replies.docx", A, BB, 250, t_review_reply)
    for i, n in enumerate(("Room1 Storr.jpg", "Room2 Quiraing.jpg", "Room4 family.jpg", "Dining room.jpg")):
        photo(f"{d}/Photos for listing/{n}", A, BB, 780 + i)
    add(f"{d}/Guidance/Short-term lets guidance for hosts.pdf", R, BB, 1010, t_res("stl_guide"))
    add(f"{d}/Guidance/FSS allergen guidance.pdf", R, BB, 700, t_res("allergens"))
    add(f"{d}/Guidance/VisitScotland BB grading criteria.pdf", R, BB, 1200, t_res("vs_standards"))
    add(f"{d}/Guidance/HMRC VAT notice 709-3.pdf", R, BB, 810, t_res("hmrc_vat"))
    # the 2023 en-suite refurbishment (Archive B&B)
    add(f"{d}/En-suites 2023/Portree Plumbing quote.pdf", X, BB, 1290, t_refurb_quote)
    add(f"{d}/En-suites 2023/Staffin Joinery final invoice.pdf", X, BB, 1150, t_refurb_invoice)
    photo(f"{d}/En-suites 2023/Room 3 shower before.jpg", X, BB, 1270)
    photo(f"{d}/En-suites 2023/Room 3 shower done.jpg", X, BB, 1148)
    add(f"{d}/~$riff 2026.docx", L, "System", 0.2, t_lock)

    # ------------------------------------------------------------ Documents/Croft (Areas Croft)
    d = "Documents/Croft"
    add(f"{d}/Movements/Movement doc Portree lambs Sept 2025.pdf", A, CR, 260, t_movement)
    add(f"{d}/Movements/Movement doc Dingwall Oct 2025.pdf", A, CR, 228, t_movement)
    add(f"{d}/Movements/Movement doc cast ewes Oct 2024.pdf", A, CR, 595, t_movement)
    add(f"{d}/Flock register 2025-26.xlsx", A, CR, 9, t_flock_register)
    add(f"{d}/Inventory 1 Dec 2025.pdf", A, CR, 170, t_inventory)
    add(f"{d}/Inventory 1 Dec 2024.pdf", A, CR, 535, t_inventory)
    add(f"{d}/Mart/Portree sale account Sept 2025.pdf", A, CR, 255, t_mart)
    add(f"{d}/Mart/Dingwall sale account Oct 2025.pdf", A, CR, 226, t_mart)
    add(f"{d}/British Wool statement 2025.pdf", A, CR, 160, t_wool)
    add(f"{d}/Vet/Skye Vets April 2026.pdf", A, CR, 45, t_vet_croft)
    add(f"{d}/Shearwell order 2026.pdf", A, CR, 68, t_tags)
    add(f"{d}/SAF/SAF 2026 submission receipt.pdf", A, CR, 19, t_saf)
    add(f"{d}/SAF/SAF 2025 submission receipt.pdf", A, CR, 384, t_saf)
    add(f"{d}/Grazings/Grazings committee minutes March 2026.docx", A, CR, 70, t_grazings)
    add(f"{d}/Crofting census 2026.pdf", A, CR, 50, t_census)
    add(f"{d}/Lambing 2026.txt", A, CR, 30, t_lambing)
    add(f"{d}/Fallen stock Feb 2026.pdf", A, CR, 105, t_fallen)
    add(f"{d}/Guides/SRUC sheep health notes.pdf", R, CR, 900, t_res("sheep_health"))
    add(f"{d}/Guides/Crofting Commission - crofters duties.pdf", R, CR, 1300, t_res("crofting_guide"))
    add(f"{d}/Guides/Lambing guide.pdf", R, CR, 1460, t_res("lambing_guide"))
    add(f"{d}/Old grants/Hay shed CAGS 2020 - claim paid.pdf", X, CR, 1950, t_hayshed)
    # the new fank under CAGS (Projects Croft)
    add(f"{d}/Fank grant CAGS/CAGS approval letter.pdf", P, CR, 82, t_cags_approval)
    add(f"{d}/Fank grant CAGS/Quote fank IAE.pdf", P, CR, 150, t_cags_quote)
    add(f"{d}/Fank grant CAGS/Quote fencing.pdf", P, CR, 141, t_cags_quote)
    add(f"{d}/Fank grant CAGS/Claim checklist.docx", P, CR, 11, t_cags_claim)
    photo(f"{d}/Fank grant CAGS/fank base.jpg", P, CR, 27)
    photo(f"{d}/Fank grant CAGS/fank delivered.jpg", P, CR, 33)

    # ------------------------------------------------------------ Documents/Byre conversion (Projects Self-catering)
    d = "Documents/Byre conversion"
    add(f"{d}/Planning/Decision notice 25-03417-FUL.pdf", P, SC, 76, t_planning_decision)
    add(f"{d}/Planning/Application summary.pdf", P, SC, 252, t_planning_app)
    add(f"{d}/Building warrant/BW 26-00412 further info request.pdf", P, SC, 21, t_warrant)
    add(f"{d}/Crofting Commission/Decrofting application acknowledgement.pdf", P, SC, 52, t_decroft)
    add(f"{d}/Bat survey/Bat survey report FINAL.pdf", P, SC, 281, t_bat_survey)
    add(f"{d}/Quotes/Staffin Joinery quote.pdf", P, SC, 31, lambda r, dt: t_quote_builder(r, dt, "Staffin Joinery & Building"))
    add(f"{d}/Quotes/Matheson quote v2.pdf", P, SC, 24, lambda r, dt: t_quote_builder(r, dt, "A. Matheson Builders, Portree"))
    add(f"{d}/Architect/Fee proposal stage 4.pdf", P, SC, 70, t_architect)
    add(f"{d}/Architect/Drawings/003 proposed plans rev C.pdf", P, SC, 78, t_drawing("003", "Proposed floor plan"))
    add(f"{d}/Architect/Drawings/004 proposed elevations rev C.pdf", P, SC, 78, t_drawing("004", "Proposed elevations"))
    add(f"{d}/Loan offer Bank of Scotland.pdf", P, SC, 40, t_loan)
    add(f"{d}/Byre budget v2.xlsx", P, SC, 61, t_sc_budget)
    add(f"{d}/Byre budget v3.xlsx", P, SC, 8, t_sc_budget)
    add(f"{d}/~$Byre budget v3.xlsx", L, "System", 0.3, t_lock)
    add(f"{d}/What next.txt", P, SC, 3, t_sc_plan)
    add(f"{d}/SEPA septic tank registration.pdf", P, SC, 15, t_septic)
    add(f"{d}/Building warrant queries.eml", P, SC, 19, t_sc_mail)
    for i, age in enumerate((410, 409, 409, 12, 11)):
        photo(f"{d}/Photos/IMG_{3310 + i * 7 if age > 100 else 5120 + i}.jpg", P, SC, age)
    add("Downloads/ASSC guide to starting a holiday let.pdf", R, SC, 330, t_res("assc"))

    # ------------------------------------------------------------ Documents/Iain knee (Projects Health)
    d = "Documents/Iain knee"
    add(f"{d}/GP referral letter.pdf", P, "Health", 383, t_knee_referral)
    add(f"{d}/Waiting list letter Raigmore.pdf", P, "Health", 201, t_knee_list)
    add(f"{d}/Pre-op assessment.pdf", P, "Health", 18, t_knee_preop)
    add(f"{d}/Admission 17 June.eml", P, "Health", 12, t_knee_admit)
    add(f"{d}/Joint School booklet.pdf", P, "Health", 40, t_score_notes)
    add(f"{d}/Croft cover rota.docx", P, "Health", 6, t_knee_cover)
    add(f"{d}/Questions for surgeon.txt", P, "Health", 205, t_questions)

    # ------------------------------------------------------------ Documents/Choir
    d = "Documents/Choir"
    for age in (62, 205, 490, 1100):
        dt = NOW - timedelta(days=age)
        add(f"{d}/Minutes/Committee minutes {dt:%Y-%m}.docx", A, "Choir", age, t_choir_minutes)
    add(f"{d}/Members list 2026.xlsx", A, "Choir", 90, t_choir_members)
    add(f"{d}/Subs letter 2026.docx", A, "Choir", 150, t_choir_subs)
    add(f"{d}/AGM 2025 secretary report.docx", A, "Choir", 380, t_choir_agm)
    add(f"{d}/Christmas concert programme 2025.docx", A, "Choir", 175, t_choir_programme)
    for i in (0, 1, 2, 3, 5):
        add(f"{d}/Orain/{SONGS[i][0]} - faclan.docx", R, "Choir", 300 + i * 170, t_song(i))
    add(f"{d}/Orain/Eilean a Cheo SATB.pdf", R, "Choir", 120, t_sheet_music("Eilean a' Cheò"))
    add(f"{d}/Orain/Chi mi na morbheanna SATB.pdf", R, "Choir", 700, t_sheet_music("Chì mi na mòrbheanna"))
    add(f"{d}/Mod 2026/Entry form Mod 2026.pdf", P, "Choir", 35, t_mod_entry)
    add(f"{d}/Mod 2026/Rehearsal plan.docx", P, "Choir", 14, t_mod_rehearsal)
    add(f"{d}/Mod 2026/~$hearsal plan.docx", L, "System", 0.1, t_lock)
    add(f"{d}/Mod 2026/Coach quote Highland Coaches.pdf", P, "Choir", 55, t_mod_coach)
    add(f"{d}/Mod 2026/Mod budget.xlsx", P, "Choir", 20, t_mod_budget)
    add(f"{d}/Mod 2026/Ceilidh poster.docx", P, "Choir", 23, t_mod_ceilidh)
    add(f"{d}/Mod 2026/Ceilidh poster.png", P, "Choir", 23, "")
    add(f"{d}/Mod 2024 Oban/Results and comments.docx", X, "Choir", 595, t_mod24)
    photo(f"{d}/Mod 2024 Oban/on stage Corran Halls.jpg", X, "Choir", 597)
    photo(f"{d}/Mod 2024 Oban/choir outside.jpg", X, "Choir", 597)
    for i, (title, part) in enumerate((("Eilean a' Cheò", "alto"), ("Eilean a' Cheò", "soprano"),
                                       ("Eilean a' Cheò", "tenor-bass"), ("Chì mi na mòrbheanna", "alto"))):
        add(f"Music/Coisir/{title.replace(chr(39), '')} - {part}.mp3", R, "Choir", 110 + i * 3,
            lambda r, dt, t=title, p=part: _id3(r, f"{t} ({p})", "Mairead Nicolson", "Còisir Ghàidhlig Stafainn - learning tracks"))

    # ------------------------------------------------------------ Documents/Money (Areas Finance)
    d = "Documents/Money"
    for age in (4, 35, 96):
        dt = NOW - timedelta(days=age)
        add(f"{d}/Bank/Statement {dt:%b %Y}.pdf", A, "Finance", age, t_bank)
    add(f"{d}/Tax/Accountant - my tax return 2024-25.pdf", A, "Finance", 140, t_sa_letter)
    add(f"{d}/Pension/LGPS pension increase April 2026.pdf", A, "Finance", 60, t_lgps)
    add(f"{d}/Pension/Iain state pension forecast.pdf", A, "Finance", 300, t_state_pension)
    add(f"{d}/Nationwide ISA statement.pdf", A, "Finance", 65, t_isa)
    add(f"{d}/Pension Wise guide.pdf", R, "Finance", 720, t_res("pension_guide"))

    # ------------------------------------------------------------ Documents/Health
    d = "Documents/Health"
    add(f"{d}/Morag blood results letter.pdf", A, "Health", 85, t_gp)
    add(f"{d}/Iain dentist estimate.pdf", A, "Health", 150, t_dentist)
    add(f"{d}/Eye test Morag 2025.pdf", A, "Health", 270, t_optician)
    add(f"{d}/Flu and covid jab.pdf", A, "Health", 240, t_flu)
    add(f"{d}/NHS inform osteoarthritis.pdf", R, "Health", 420, t_res("nhs_knee"))
    add(f"{d}/NHS inform thyroid.pdf", R, "Health", 1000, t_res("nhs_thyroid"))
    add(f"{d}/Wrist 2024/Fracture clinic discharge.pdf", X, "Health", 760, t_wrist)

    # ------------------------------------------------------------ Documents/House (Areas Home)
    d = "Documents/House"
    add(f"{d}/Council tax 2026-27.pdf", A, "Home", 70, t_council_tax)
    for age in (8, 100, 190):
        dt = NOW - timedelta(days=age)
        add(f"{d}/OVO/OVO bill {dt:%b %Y}.pdf", A, "Home", age, t_electric)
    add(f"{d}/Oil/Skye Fuels Oct 2025.pdf", A, "Home", 225, t_oil)
    add(f"{d}/BT bill May 2026.pdf", A, "Home", 10, t_broadband)
    add(f"{d}/Septic tank emptied 2025.pdf", A, "Home", 350, t_septic_empty)
    add(f"{d}/Chimney sweep cert.pdf", A, "Home", 230, t_chimney)
    add(f"{d}/TV licence.pdf", A, "Home", 130, t_tvlicence)
    add(f"{d}/Manuals/Grant Vortex boiler user manual.pdf", R, "Home", 1400,
        "Grant Vortex Pro oil-fired condensing boiler - user instructions\nLighting the boiler, the lockout "
        "reset button, bleeding the oil line, condensate trap, annual service by an OFTEC technician, "
        "frost protection. Warranty registration within 30 days.\n")
    add(f"{d}/Manuals/Clearview 500 stove manual.pdf", R, "Home", 2300,
        "Clearview Vision 500 multi-fuel stove - operating instructions\nAirwash control, riddling the "
        "grate, burning wood below 20% moisture, peat use, sweeping the flue at least once a year.\n")
    add(f"{d}/Manuals/Bosch Serie 6 washing machine.pdf", R, "Home", 900,
        "Bosch Serie 6 WAU28PH9GB - instruction manual\nPrograms: cotton, eco 40-60, synthetics, mix, "
        "wool/hand wash, quick 15. Clean the drain pump filter every 2 months. Descale with citric acid.\n")
    add(f"{d}/Kitchen 2022/Howdens order.pdf", X, "Home", 1550, t_kitchen)
    photo(f"{d}/Kitchen 2022/new kitchen.jpg", X, "Home", 1500)

    # ------------------------------------------------------------ Documents/Car
    d = "Documents/Car"
    add(f"{d}/MOT Hilux 2025.pdf", A, "Car", 160, lambda r, dt: t_mot(r, dt, "SY19 KHN"))
    add(f"{d}/MOT Skoda 2026.pdf", A, "Car", 38, lambda r, dt: t_mot(r, dt, "SY21 MXR"))
    add(f"{d}/NFU motor schedule 2026.pdf", A, "Car", 80, t_car_ins)
    add(f"{d}/Skoda service invoice.pdf", A, "Car", 38, t_car_service)
    add(f"{d}/Hilux tax reminder.pdf", A, "Car", 25, t_ved)
    add(f"{d}/Toyota Hilux owners manual.pdf", R, "Car", 1600,
        "Toyota Hilux - Owner's Manual\n4WD operation: H2, H4, L4 and the rear differential lock. Towing: "
        "max braked trailer 3,500 kg. Service intervals 10,000 miles / 12 months. Tyre pressures 29/36 psi.\n")
    add(f"{d}/Zafira sold 2023.txt", X, "Car", 1000, t_zafira)

    # ------------------------------------------------------------ Documents/Mum + Family (Areas Family)
    d = "Documents/Mum"
    for age in (15, 46, 320):
        dt = NOW - timedelta(days=age)
        add(f"{d}/Taigh an Eilein statement {dt:%b %Y}.pdf", A, "Family", age, t_care_invoice)
    add(f"{d}/Power of attorney certificate OPG.pdf", A, "Family", 1420, t_poa)
    add(f"{d}/Care review 2025.docx", A, "Family", 200, t_care_review)
    d = "Documents/Family"
    add(f"{d}/Christmas card list 2025.docx", A, "Family", 185, t_christmas_list)
    add(f"{d}/Catriona - summer holidays.eml", A, "Family", 33, t_family_mail)
    add(f"{d}/Family tree/MacKinnon MacLeod tree notes.docx", R, "Family", 560, t_family_tree)
    add(f"{d}/Family tree/1841 census Kilmuir.txt", R, "Family", 980, t_census_1841)
    add(f"{d}/Catriona wedding 2022/Wedding plans.docx", X, "Family", 1420, t_wedding)

    # ------------------------------------------------------------ Documents/Gaelic
    d = "Documents/Gaelic"
    add(f"{d}/Grammar - the article.docx", R, "Gaelic", 800, t_gaelic("grammar"))
    add(f"{d}/Irregular verbs.docx", R, "Gaelic", 820, t_gaelic("verbs"))
    add(f"{d}/Idioms.txt", R, "Gaelic", 400, t_gaelic("idioms"))
    add(f"{d}/Faclan - croft words.docx", R, "Gaelic", 350, t_gaelic("vocab_croft"))
    add(f"{d}/Faclan - for the guests.docx", R, "Gaelic", 330, t_gaelic("vocab_bnb"))
    add(f"{d}/Books/Dacaidh - nobhail.epub", R, "Gaelic", 500,
        _epub("Dacaidh", "Catriona Lexy Campbell", "gd", "Bha an t-uisge ann a-rithist. Sheall Anna a-mach air "
              "an uinneig agus chunnaic i am bàta a' tighinn a-steach dhan chala."))
    for i, ep in enumerate((212, 231, 240)):
        add(f"Music/Beag air Bheag/Beag air Bheag {ep}.mp3", R, "Gaelic", 60 + i * 20,
            lambda r, dt, e=ep: _id3(r, f"Beag air Bheag {e}", "BBC Alba / LearnGaelic", "Beag air Bheag podcast"))
    add(f"{d}/SMO course/Certificate letter An Cursa Inntrigidh.pdf", X, "Gaelic", 700, t_gaelic_course)
    add(f"{d}/SMO course/Aonad 4 obair-sgriobhte.docx", X, "Gaelic", 780, t_gaelic_assignment)

    # ------------------------------------------------------------ Documents/Knitting
    d = "Documents/Knitting"
    add(f"{d}/Patterns/Fair Isle technique.pdf", R, "Knitting", 1100, t_knit("fairisle"))
    add(f"{d}/Patterns/Eriskay gansey.pdf", R, "Knitting", 640, t_knit("gansey"))
    add(f"{d}/Patterns/toe-up socks.txt", R, "Knitting", 450, t_knit("socks"))
    add(f"{d}/Patterns/Skye hat.pdf", R, "Knitting", 260, t_knit("hat"))
    add(f"{d}/Books/The Shetland Pattern Book.epub", R, "Knitting", 870,
        _epub("The Shetland Pattern Book", "Ann Irvine", "en", "Lace knitting in Shetland grew from the fine "
              "hand-spun wool of the native sheep: the hap, the cobweb shawl and the old shale border."))
    add(f"{d}/Baby shawl/Hap shawl pattern.pdf", P, "Knitting", 45, t_shawl_pattern)
    add(f"{d}/Baby shawl/J&S order.eml", P, "Knitting", 42, t_shawl_order)
    photo(f"{d}/Baby shawl/centre done.jpg", P, "Knitting", 29)
    photo(f"{d}/Baby shawl/border side 1.jpg", P, "Knitting", 4)

    # ------------------------------------------------------------ Documents/Walking (Resources)
    d = "Documents/Walking"
    add(f"{d}/Quiraing circuit.pdf", R, "Walking", 1200, t_walk("quiraing"))
    add(f"{d}/Old Man of Storr.pdf", R, "Walking", 1150, t_walk("storr"))
    add(f"{d}/Rubha Hunish.pdf", R, "Walking", 640, t_walk("rubha"))
    add(f"{d}/Trotternish ridge plan.docx", R, "Walking", 300, t_walk("ridge"))
    add(f"{d}/GPX/quiraing.gpx", R, "Walking", 600, t_gpx("Quiraing circuit"))
    add(f"{d}/GPX/trotternish-ridge.gpx", R, "Walking", 295, t_gpx("Trotternish Ridge"))
    add(f"{d}/Skye and Raasay walks.epub", R, "Walking", 1020,
        _epub("Skye and Raasay: Walks", "Paul Williams", "en", "Walk 14: The Quiraing. From the car park on "
              "the Staffin to Uig road the path crosses the steep slope beneath the cliffs."))

    # ------------------------------------------------------------ Documents/Trips
    d = "Documents/Trips"
    add(f"{d}/Norway 2026/Hurtigruten booking.pdf", P, "Travel", 150, t_norway)
    add(f"{d}/Norway 2026/KLM flights.pdf", P, "Travel", 120, t_norway_flights)
    add(f"{d}/Norway 2026/Packing list.txt", P, "Travel", 9, t_norway_packing)
    add(f"{d}/Norway 2026/Norway coastal voyage guide.epub", R, "Travel", 100,
        _epub("The Norwegian Coastal Voyage", "Bradt Guides", "en", "Every evening the ship calls at another "
              "harbour: Ålesund's art nouveau, Trondheim's cathedral, the Lofoten wall at sunrise."))
    add(f"{d}/Nova Scotia 2023/Itinerary.docx", X, "Travel", 1000, t_ns_itin)
    add(f"{d}/Tenerife 2025/Jet2 booking.pdf", X, "Travel", 600, t_tenerife)

    # ------------------------------------------------------------ Documents/School job (Archive Employment)
    d = "Documents/School job"
    add(f"{d}/Contract Highland Council.pdf", X, "Employment", 2600, t_school_contract)
    for age in (2560, 2530):
        dt = NOW - timedelta(days=age)
        add(f"{d}/Payslips/Payslip {dt:%b %Y}.pdf", X, "Employment", age, t_payslip)
    add(f"{d}/P60 2019.pdf", X, "Employment", 2600, t_p60)
    add(f"{d}/Reference from Head Teacher.pdf", X, "Employment", 2520, t_leaving)

    # ------------------------------------------------------------ Documents/Kilmuir cottage (Archive Self-catering)
    d = "Documents/Kilmuir cottage"
    add(f"{d}/Lettings 2022.xlsx", X, SC, 1250, t_kilmuir_bookings)
    add(f"{d}/Cottage accounts 2022-23.xlsx", X, SC, 1090, t_kilmuir_accounts)
    add(f"{d}/Sale/Missives concluded letter.pdf", X, SC, 1010, t_kilmuir_sale)
    add(f"{d}/Sale/CGT calculation.xlsx", X, SC, 930, t_kilmuir_cgt)
    for i, n in enumerate(("living room.jpg", "view from kitchen.jpg", "bedroom.jpg")):
        photo(f"{d}/Listing photos/{n}", X, SC, 2200 + i)

    # ------------------------------------------------------------ Pictures (Resources Photos)
    for i, age in enumerate((390, 388, 340, 300, 298, 250)):
        photo(f"Pictures/2025/IMG_{2401 + i * 13}.jpg", R, "Photos", age)
    for i, age in enumerate((760, 720, 700, 640)):
        photo(f"Pictures/2024/IMG_{1102 + i * 17}.jpg", R, "Photos", age)
    for i, age in enumerate((990, 985, 980)):
        photo(f"Pictures/Nova Scotia/DSC0{4410 + i * 3}.jpg", R, "Photos", age)
    for i, age in enumerate((55, 40, 21, 7)):
        add(f"Pictures/iPad/IMG_{6021 + i * 9}.HEIC", R, "Photos", age, "")
    add("Pictures/Screenshots/Screenshot 2026-03-02 101522.png", R, "Photos", 91, "")
    add("Pictures/Screenshots/Screenshot 2026-05-18 213004.png", R, "Photos", 14, "")
    dot("Pictures/.picasa.ini", b"[IMG_2401.jpg]\nstar=yes\n", 380)
    add("Pictures/desktop.ini", L, "System", 800, DESKTOP_INI)
    add("Pictures/2025/Thumbs.db", L, "System", 240, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))

    # ------------------------------------------------------------ Iain phone (copy of his Android phone)
    d = "Iain phone"
    for i, age in enumerate((61, 58, 47, 30, 26, 5)):
        dt = NOW - timedelta(days=age)
        photo(f"{d}/DCIM/Camera/IMG_{dt:%Y%m%d}_{7 + i}{r.randint(10000, 59999)}.jpg", R, "Photos", age)
    for i, age in enumerate((80, 33, 16)):
        dt = NOW - timedelta(days=age)
        photo(f"{d}/WhatsApp/Media/WhatsApp Images/IMG-{dt:%Y%m%d}-WA00{10 + i}.jpg", R, "Photos", age)
    dot(f"{d}/WhatsApp/Media/.Statuses/.nomedia", b"", 90)
    wd = f"{d}/WhatsApp/Media/WhatsApp Documents"
    add(f"{wd}/DOC-20260508-WA0004.pdf", P, SC, 24, lambda r, dt: t_quote_builder(r, dt, "Sleat Construction Ltd"), True)
    add(f"{wd}/DOC-20260130-WA0001.pdf", P, CR, 122, t_cags_quote, True)
    add(f"{wd}/DOC-20250404-WA0002.pdf", A, CR, 423, t_vet_croft, True)
    add(f"{wd}/DOC-20260422-WA0007.pdf", P, "Health", 40, t_knee_physio, True)
    add(f"{wd}/DOC-20250612-WA0003.pdf", A, CR, 354, t_shearing, True)
    add(f"{wd}/DOC-20251021-WA0000.docx", A, CR, 223, t_grazings, True)

    # ------------------------------------------------------------ Downloads (installers, mixed, many nameless)
    d = "Downloads"
    for name, head, age in (("Firefox Installer.exe", b"MZ\x90\x00", 400), ("ChromeSetup.exe", b"MZ\x90\x00", 700),
                            ("vlc-3.0.21-win64.exe", b"MZ\x90\x00", 520), ("MuseScore-Studio-4.4.4.msi", b"\xd0\xcf\x11\xe0", 140),
                            ("iTunes64Setup.exe", b"MZ\x90\x00", 1100), ("EpsonScan2_6.7.63.0.exe", b"MZ\x90\x00", 900),
                            ("ZoomInstallerFull.exe", b"MZ\x90\x00", 1500)):
        add(f"{d}/{name}", R, "Software", age, lambda r, dt, h=head: _blob(r, h, 2000))
    add(f"{d}/Unconfirmed 284112.crdownload", L, "System", 0.5, lambda r, dt: _blob(r, b"%PDF-1.7\n", 700))
    add(f"{d}/Hurtigruten-brochure-2026.pdf.part", L, "System", 2, lambda r, dt: _blob(r, b"%PDF-1.6\n", 900))
    add(f"{d}/MuseScore-Studio-4.5.2.msi.crdownload", L, "System", 1, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0", 800))
    add(f"{d}/Byre drawings rev C.zip", P, SC, 77, _zip([
        ("003 proposed plans rev C.pdf", "Drawing 25-118/003 rev C - byre conversion, 6 Digg"),
        ("004 proposed elevations rev C.pdf", "Drawing 25-118/004 rev C - byre conversion, 6 Digg"),
        ("005 site and drainage.pdf", "Drawing 25-118/005 - septic tank and soakaway")]))
    add(f"{d}/Check-in 2026-06-01 to 2026-07-31.csv", A, BB, 0.4, t_booking_csv)
    add(f"{d}/Walkhighlands - Coral Beach Claigan.pdf", R, "Walking", 380,
        "Coral Beach from Claigan - Walkhighlands\n4km, 1-1.5 hours. From the end of the road beyond "
        "Dunvegan Castle; follow the track to the beaches of calcified seaweed (maerl).\n")
    add(f"{d}/Uist Wool price list.pdf", R, "Knitting", 210,
        "Uist Wool, Grimsay - yarn price list\nCanach DK 50g £8.50; Hebridean Aran 100g £14; Bràigh 4ply £9; "
        "naturally dyed shades: crotal, heather, peat, machair\n")

    # ------------------------------------------------------------ more of the same, filed where they belong
    add("Documents/B&B/Accounts/VAT/VAT return Jul-Sep 2025.pdf", A, BB, 205, t_vat_return)
    add("Documents/B&B/Accounts/Skye Linen April 2026.pdf", A, BB, 32, t_laundry)
    add("Documents/B&B/Guests/Re Booking for 2027.eml", A, BB, 20, lambda r, dt: t_guest_mail(r, dt, 4))
    add("Documents/Croft/Movements/Movement doc tups ON Nov 2025.pdf", A, CR, 195, t_movement)
    add("Documents/Croft/Grazings/Grazings committee minutes Oct 2025.docx", A, CR, 225, t_grazings)
    add("Documents/Croft/Vet/Skye Vets Oct 2025.pdf", A, CR, 222, t_vet_croft)
    add("Documents/House/Oil/Skye Fuels Mar 2026.pdf", A, "Home", 72, t_oil)
    add("Documents/Money/Tax/Iain SA302 2024-25.pdf", A, "Finance", 150, t_sa302)
    add("Documents/Trips/Nova Scotia 2023/Air Canada booking.pdf", X, "Travel", 1080, t_ns_flights)
    add("Documents/Trips/Tenerife 2025/Transfer voucher.pdf", X, "Travel", 600,
        "Jet2holidays - transfer voucher\nLead passenger: Mrs Morag MacLeod\nTenerife South airport to Hotel "
        "Botánico, Puerto de la Cruz, 3 February 2025; return 13 February 2025 pick-up 06:40.\n")
    add("Documents/Choir/Mod 2024 Oban/Entry form Mod 2024.pdf", X, "Choir", 760,
        "An Comunn Gàidhealach - Royal National Mòd 2024, Oban - choral entry form\nChoir: Còisir Ghàidhlig "
        "Stafainn  Conductor: Mairead Nicolson  Secretary: Morag MacLeod\nCompetition: Rural Choirs (Lorn "
        "Shield)  Singers: 20  Entry fee £55 paid\n")
    add("Documents/Kilmuir cottage/Sale/Cottages.com final owner statement.pdf", X, SC, 985,
        "Cottages.com - Owner statement (final)\nProperty CC-87412 Ceann a' Bhàigh, Kilmuir\nBookings to "
        "28 September 2023: 3\nRent £2,303.25 less commission 20% £460.65\nPayment to owner £1,842.60\n"
        "Listing closed - property sold.\n")
    add("Documents/Family/Catriona wedding 2022/Ceilidh band invoice.pdf", X, "Family", 1400,
        "The Trotternish Ceilidh Band\nInvoice 2022/31\nWedding of Catriona MacLeod and Ruaridh Ross, "
        "Skeabost House, 20 August 2022\n4-piece band 8pm-1am, PA, caller\nFee £1,100, deposit £300 paid "
        "(Mr & Mrs MacLeod), balance £800 on the night\n")
    add("Documents/Gaelic/SMO course/Aonad 2 obair-sgriobhte.docx", X, "Gaelic", 900, t_gaelic_assignment)
    add("Documents/School job/Leaving do speech.docx", X, "Employment", 2528, t_leaving_speech)
    for i, age in enumerate((236, 235, 214)):
        photo(f"Pictures/2025/IMG_{2801 + i * 4}.jpg", R, "Photos", age)
    add("Pictures/iPad/IMG_5874.HEIC", R, "Photos", 130, "")
    photo("Pictures/Byre/IMG_5130.jpg", P, SC, 2)
    add("Documents/Health/Breast screening result 2025.pdf", A, "Health", 598, t_screening)

    # ------------------------------------------------------------ nameless files: only the text can place them
    H = True
    add(f"{d}/document.pdf", P, SC, 75, t_planning_decision, H)
    add(f"{d}/Document (1).pdf", A, BB, 59, t_booking_invoice, H)
    add(f"{d}/Document (2).pdf", P, CR, 81, t_cags_approval, H)
    add(f"{d}/Document (3).pdf", A, "Finance", 160, t_sa302, H)
    add(f"{d}/Document (4).pdf", P, SC, 51, t_decroft, H)
    add(f"{d}/Document (5).pdf", X, SC, 1008, t_kilmuir_sale, H)
    add(f"{d}/Document (6).pdf", X, "Travel", 1050, t_ns_flights, H)
    add(f"{d}/Document (7).pdf", A, CR, 420, t_croft_accounts, H)
    add(f"{d}/download.pdf", R, BB, 1005, t_res("stl_guide"), H)
    add(f"{d}/download (1).pdf", P, "Health", 199, t_knee_list, H)
    add(f"{d}/invoice.pdf", A, BB, 33, t_laundry, H)
    add(f"{d}/invoice (1).pdf", A, "Home", 95, t_oil, H)
    add(f"{d}/invoice (2).pdf", A, CR, 330, t_tags, H)
    add(f"{d}/statement.pdf", A, "Finance", 65, t_bank, H)
    add(f"{d}/export.csv", A, BB, 240, t_booking_csv, H)
    add(f"{d}/report.pdf", A, BB, 1060, t_visitscotland, H)
    add(f"{d}/letter.pdf", A, "Family", 1418, t_poa, H)
    add(f"{d}/confirmation.pdf", P, "Travel", 149, t_norway, H)
    add(f"{d}/receipt.pdf", P, "Travel", 119, t_norway_flights, H)
    add(f"{d}/details.pdf", P, "Travel", 60, t_norway_ins, H)
    add(f"{d}/message.eml", P, "Choir", 48, t_mod_hotel, H)
    add(f"{d}/print.pdf", P, "Choir", 36, t_mod_entry, H)
    add(f"{d}/form.pdf", A, CR, 385, t_saf, H)
    add(f"{d}/guide.pdf", R, CR, 870, t_res("sheep_health"), H)
    add(f"{d}/file.pdf", A, "Finance", 425, t_lgps, H)

    d = "Desktop"
    add(f"{d}/New Text Document.txt", A, CR, 395, t_lambing, H)
    add(f"{d}/New Text Document (2).txt", P, "Travel", 16, t_norway_packing, H)
    add(f"{d}/untitled.txt", P, "Knitting", 12, t_shawl_notes, H)
    add(f"{d}/notes.txt", A, "Health", 110, t_prescriptions, H)
    add(f"{d}/New Microsoft Word Document.docx", P, "Choir", 15, t_mod_rehearsal, H)
    add(f"{d}/Doc1.docx", A, BB, 420, t_fire_risk, H)
    add(f"{d}/Doc3.docx", A, "Choir", 150, t_choir_minutes, H)
    add(f"{d}/Book1.xlsx", A, "Finance", 130, t_budget, H)
    add(f"{d}/list.txt", A, "Family", 260, t_birthdays, H)
    add(f"{d}/todo.txt", P, CR, 2, t_cags_claim, H)
    add(f"{d}/desktop.ini", L, "System", 1300, DESKTOP_INI)

    d = "Documents/Scans"
    for i, (b, t, age, fn) in enumerate((
            (A, "Family", 110, t_care_invoice), (A, "Home", 400, t_council_tax),
            (X, "Employment", 700, lambda r, dt: t_payslip(r, dt - timedelta(days=1880))),
            (P, "Health", 382, t_knee_referral), (A, CR, 620, t_mart), (A, BB, 960, t_eicr),
            (X, "Health", 759, t_wrist), (A, "Car", 520, t_mot), (A, "Health", 600, t_screening),
            (A, CR, 258, t_movement), (X, "Employment", 701, t_p45), (X, CR, 1948, t_hayshed),
            (P, SC, 20, t_warrant), (A, CR, 165, t_payment))):
        add(f"{d}/scan{i + 1:04d}.pdf", b, t, age, fn, H)
    add(f"{d}/Thumbs.db", L, "System", 20, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500))

    d = "iCloud Drive"
    for i, (b, t, age, fn) in enumerate((
            (P, "Health", 17, t_knee_preop), (A, "Family", 230, t_gaelic_school), (A, "Car", 79, t_car_ins),
            (A, "Home", 300, t_boiler), (X, "Gaelic", 699, t_gaelic_course), (A, "Finance", 139, t_sa_letter))):
        add(f"{d}/Scanned Document{'' if i == 0 else f' {i + 1}'}.pdf", b, t, age, fn, H)

    d = "Documents/2024"
    add(f"{d}/Document.docx", A, "Choir", 560, t_choir_agm, H)
    add(f"{d}/scan_20240912.pdf", X, "Travel", 627, t_tenerife, H)
    add(f"{d}/letter 2.docx", A, BB, 570, t_acct_partnership, H)
    add(f"{d}/untitled.xlsx", A, BB, 610, t_guest_register, H)
    add(f"{d}/Doc2.docx", A, "Family", 530, t_care_review, H)
    add(f"{d}/info.pdf", X, "Choir", 620, t_mod24_hotel, H)

    d = "Old laptop/My Documents"
    add(f"{d}/Document1.docx", X, "Employment", 2530, t_leaving_speech, H)
    add(f"{d}/letter.docx", X, "Employment", 2590, t_school_contract, H)
    add(f"{d}/Book2.xlsx", X, SC, 2700, t_kilmuir_bookings, H)
    add(f"{d}/prices.docx", A, BB, 2850, t_tariff, H)
    add(f"{d}/New Text Document.txt", R, "Family", 2400, t_family_tree, H)
    add(f"{d}/Kilmuir cottage welcome.docx", X, SC, 2900,
        "Fàilte gu Ceann a' Bhàigh!\nWelcome to the cottage. The heating is on a timer; the stove uses "
        "logs from the shed. Bins: Tuesday. Please leave the key in the key safe (code from Morag). Skye "
        "Museum of Island Life and Flora MacDonald's grave are a five-minute walk.\n")
    add(f"{d}/Staffin School newsletter June 2019.docx", X, "Employment", 2550,
        "Staffin Primary School - Newsletter June 2019\nSports day results, P7 leavers' trip to Inverness, "
        "and a fond farewell to Mrs MacLeod who leaves the school office after 16 years. Mòran taing, "
        "Morag! Office hours over the summer: closed.\n")
    dot("Old laptop/My Documents/.~lock.Book2.xlsx#", b"Morag,MORAG-PC,28.05.2019 21:14,", 2600)

    d = "Documents/Saved emails"
    add(f"{d}/message.eml", A, "Family", 120, t_family_mail, H)
    add(f"{d}/Fw.eml", X, SC, 975, t_kilmuir_cottagescom, H)
    add(f"{d}/Re.eml", A, BB, 85, lambda r, dt: t_guest_mail(r, dt, 4), H)
    add(f"{d}/message (2).eml", P, SC, 18, t_sc_mail, H)
    add("Documents/desktop.ini", L, "System", 1300, DESKTOP_INI)
    dot("Documents/Scans/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 40, 300)

    return items
