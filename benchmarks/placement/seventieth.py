"""A seventieth unseen labelled corpus: a Cluj-Napoca software contractor's laptop, ``build(root, seed)``, written blind.

What was read, and nothing else: the brief's rules; ``unseen.py``'s module docstring (as the model for how a
person and the labelling rules are written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``,
``_xlsx``, ``_epub``, ``_id3`` and ``_blob`` and the first lines of its ``build()`` (the write/encode/add/dot
helpers); from ``corpus.py`` the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; from
``blind.py`` ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. Nobody who wrote this module looked at
``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts, the bodies of the other corpus modules or
any placement result. The files and labels are shaped by what this person would have on disk, not by what any
code looks for.

The person: Andrei Popescu, 31, a backend developer in Cluj-Napoca. After a degree in computer science at UBB
Cluj (Informatică, 2014-2017) he worked as an employee at Nexora Software SRL, an outsourcing company
(August 2017 - February 2021). Since March 2021 he has been a contractor for one German client, Kessler
Datentechnik GmbH in Stuttgart: first through his PFA (Popescu Andrei PFA, 2021-2024, struck off the trade
register in February 2025), since January 2025 through his own company ANPO SOFTWARE SRL (a
microîntreprindere). Mihaela Rusu (Rusu Expert Conta SRL) keeps the company's books. He rents a flat on Str.
Observatorului in Zorilor with his girlfriend Ioana Mureșan, a resident doctor (medicină internă) at the
Spitalul Clinic Județean de Urgență Cluj. They are buying a three-room flat in Borhanci with a mortgage from
Banca Transilvania (pre-contract signed in March 2026, the sale at the notary set for 18 June 2026) and marry on
12 September 2026 (civil ceremony at the Cluj-Napoca town hall, church and party with about 140 guests). He
prepares for the Goethe-Zertifikat B2 exam on 16 July 2026 (B1 passed in November 2024). His parents, Vasile
and Maria Popescu, live in their house in Livezile near Bistrița; Andrei pays some of their bills online and
this spring runs the photovoltaic installation on their roof through the AFM ``Casa Verde Fotovoltaice``
programme (installed in May 2026, the prosumer connection still pending); the roof itself was repaired in
2023. He drives a 2017 VW Golf (his old Dacia Logan was sold in 2022), rides a road bike, plays board games with
friends every Thursday and is writing a small web app for that group (``meeple-night``, v1.0 due before their
July tournament). Current client work is the Kessler ``Lagerverwaltung 2.0`` project (go-live September 2026);
the earlier Kessler ``Kundenportal`` project ended in 2023. Past trips: Vienna 2023, Lisbon 2024, Thassos 2025.

His machine is a Linux laptop with a Romanian desktop: ``Descărcări/`` (with ``Telegram Desktop/``),
``Desktop/``, ``Documente/`` (half organised: ``Firma/``, ``ANAF/``, ``Bani/``, ``Casa/``, ``Nunta 2026/``,
a ``Scanări/`` folder where the phone scanner app's PDFs land, a ``2023/`` catch-all year folder, WhatsApp
documents copied from the phone and a copy of the old work laptop), ``Imagini/`` (phone photos, screenshots,
an old Samsung phone backup) and ``cod/`` with git repositories. Texts are Romanian, with German and English
for the client, the exam and programming. Names are chaotic: ``Document (3).pdf``, ``download (1).pdf``,
``Scan_2026-03-10_17-44.pdf``, ``fără titlu.txt``, ``DOC-20260412-WA0003.pdf``, ``Invitatie final2.pdf``.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. Buying the
  Borhanci flat, including the mortgage (offers, viewings, pre-approval, valuation, pre-contract, notary) --
  topic Home; the wedding on 12 September 2026 (venue, photographer, band, guests, budget, the civil-marriage
  file with its pre-marital medical certificates) -- topic Wedding; the Goethe B2 exam (registration, the
  exam's model tests, corrected writing practice, study plan, course invoice) -- topic German; the
  photovoltaic system on the parents' house (AFM file, installer's offer and contract, acceptance, grid
  connection, installation photos) -- topic Parents; the Kessler Lagerverwaltung 2.0 project (its code
  repository, specification, meeting notes, estimates) -- topic Business; the ``meeple-night`` app for the
  board-game group (its repository) -- topic BoardGames.
- **Areas**: responsibilities with no end, whatever the document's age: the company ANPO SOFTWARE SRL and the
  contract with Kessler -- company papers, the current client contract, invoices, timesheets, accountant,
  company bank account, company declarations, dividends (Business); his personal taxes with ANAF -- every
  declarația unică (D212), SPV messages, tax decisions, certificates, however old (Taxes); personal money --
  bank statements, investments, private pension, budget (Finance); the rented flat -- lease, rent, utilities,
  internet, building fees (Home); his health (Health); the car -- insurance, ITP, service, vignette, papers
  (Car); his parents' house -- the bills he pays for them, its insurance, firewood, local tax (Parents); his
  CV and professional certificates (Career).
- **Resources**: reference and interests kept for their own sake, by subject: guides on micro-companies and
  double taxation (Business), ANAF guides (Taxes), investing reading (Finance), appliance manuals (Home),
  health reading (Health), the car's manual (Car), German grammar, vocabulary, articles, podcasts and books
  that are not exam papers (German), GPX routes, bike manual and articles (Cycling), rulebooks and the game
  collection (BoardGames), programming books, cheat sheets, talk notes, the ``dotfiles`` repository and
  developer-tool installers (Programming), travel guides (Travel), and photos, albums (trip albums too) and
  screenshots (Photos) -- except photos that document a project, current or finished (viewing photos of the
  Borhanci flat, the panels being mounted, the 2023 roof, the wedding venue): those take the project's
  bucket and topic.
- **Archive**: finished projects and ended responsibilities: the PFA (its invoices, ledgers, the old 2021
  Kessler contract, the striking-off) and the 2024-2025 formation of the SRL, plus the finished Kundenportal
  project (Business); the 2023 CASS appeal to ANAF, settled in 2024 (Taxes); a closed Raiffeisen account
  (Finance); the previous rented flat in Mărăști, left in 2022 (Home); the Dacia Logan, sold 2022 (Car); the
  2023 roof repair at the parents' house (Parents); the B1 exam of 2024 (German); the Transalpina bike tour
  of 2025 (Cycling); the Nexora job and the university (Career); past trips (Travel); the old Samsung phone
  backup (Photos).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db`` from the old Windows laptop copy) (topic System). Dot files
  (``.gitignore``, ``.~lock...#``, ``.directory``) are written but not labelled.

The copy of the old work laptop (``Documente/Laptop vechi/``) is not an archive in itself: it is where the
files happen to sit, and each file in it is labelled by its subject like anywhere else (Nexora papers and the
thesis plan Archive Career, an old Logan ITP Archive Car, a 2020 household budget Areas Finance, its pictures
Resources Photos); only the Samsung phone backup is kept as a whole, as Archive Photos.

Topics are subjects, the same names across buckets: Business, Taxes, Finance, Home, Health, Car, Parents,
Wedding, German, Cycling, BoardGames, Programming, Career, Travel, Photos (and System for Left). The company's
own declarations filed by the accountant are Business; his personal D212 is Taxes. ``hard`` marks a file whose
name *and* folder say nothing about its subject (``Descărcări/Document (3).pdf``, ``Desktop/fără titlu.txt``,
``Documente/Scanări/Scan_2026-03-10_17-44.pdf``, ``Documente/2023/scan_0012.pdf``, ``Descărcări/Telegram
Desktop/file_17.pdf``): only the text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it, and it
does, as the real letter, invoice or statement would. Images are never marked hard. Dates are relative to
``corpus.NOW`` so all corpora share the benchmark's reference time.
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
    return dt.strftime("%d.%m.%Y")


def _num(v: float) -> str:
    s = f"{v:,.2f}"
    return s.replace(",", " ").replace(".", ",").replace(" ", ".")


def _lei(r: random.Random, lo: float, hi: float) -> str:
    return _num(r.uniform(lo, hi)) + " lei"


def _eur(v: float) -> str:
    return _num(v) + " EUR"


_RO = str.maketrans({"ă": "a", "Ă": "A", "ș": "s", "Ș": "S", "ş": "s", "Ş": "S", "ț": "t", "Ț": "T",
                     "ţ": "t", "Ţ": "T", "„": '"', "”": '"'})


def _latin1(text: str) -> str:
    text = text.translate(_RO)
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
          f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Foaie1" sheetId="1" r:id="rId1"/>'
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


def _age(y: int, m: int, d: int) -> float:
    """Days between a calendar date and ``NOW``."""
    return float((NOW.replace(tzinfo=None) - datetime(y, m, d, 12)).days)


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt.strftime('%a, %d %b %Y %H:%M:%S')} +0300\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n" + body.strip() + "\n")


# --------------------------------------------------------------------------- people and places

ME = "Andrei Popescu"
MAIL = "andrei.popescu@anpo-software.ro"
GMAIL = "andrei.popescu95@gmail.com"
HOME_ADDR = "Str. Observatorului nr. 84, ap. 17, 400363 Cluj-Napoca, jud. Cluj"
SRL = ("ANPO SOFTWARE SRL\nCUI: RO51120934 | Nr. Reg. Com.: J12/214/2025 | EUID: ROONRC.J12/214/2025\n"
       "Sediu social: Str. Observatorului nr. 84, ap. 17, Cluj-Napoca, jud. Cluj\n"
       "IBAN EUR: RO71 BTRL EURC RT0C 9120 4401 | IBAN RON: RO39 BTRL 0130 1202 M184 77XX | Banca Transilvania")
PFA = ("POPESCU ANDREI PERSOANĂ FIZICĂ AUTORIZATĂ\nCIF: 43876521 | Nr. Reg. Com.: F12/845/2021\n"
       "Sediu: Str. Teodor Mihali nr. 41, ap. 9, Cluj-Napoca | IBAN: RO12 INGB 0000 9999 0815 3342 (ING Bank)")
KESSLER = ("Kessler Datentechnik GmbH\nHeilbronner Straße 150, 70191 Stuttgart, Deutschland\n"
           "USt-IdNr.: DE812774031 | HRB 731442 Amtsgericht Stuttgart")
PARENTS_ADDR = "Str. Principală nr. 212, sat Livezile, com. Livezile, jud. Bistrița-Năsăud"
PLATE = "CJ 31 ANP"
VIN = "WVWZZZAUZHW218734"

FRIENDS = ["Radu", "Cristina", "Vlad", "Bogdan", "Alexandra", "Tudor", "Mihai", "Oana", "Sergiu", "Denisa"]
SURN = ["Pop", "Moldovan", "Rus", "Sabău", "Oltean", "Mureșan", "Cozma", "Bălan", "Someșan", "Crișan", "Todea",
        "Man"]

MONTHS_RO = ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie",
             "octombrie", "noiembrie", "decembrie"]
MONTHS_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]


def _month_end(y: int, m: int) -> datetime:
    nxt = datetime(y + (m == 12), m % 12 + 1, 1)
    return nxt - timedelta(days=1)


# --------------------------------------------------------------------------- templates: business


def t_invoice_srl(r: random.Random, n: int, y: int, m: int, hours: int, rate: float = 62.0) -> str:
    end = _month_end(y, m)
    total = hours * rate
    return f"""FACTURĂ / RECHNUNG / INVOICE
Seria ANPO nr. {y}-{n:03d}    Data emiterii: {_d(end)}    Scadență: {_d(end + timedelta(days=14))}
Furnizor / Leistungserbringer:
{SRL}
Client / Auftraggeber:
{KESSLER}
Nr. | Denumire / Leistung | U.M. | Cant. | Preț unitar | Valoare
1 | Servicii de dezvoltare software conform contract nr. KD-2025-017, {MONTHS_RO[m - 1]} {y} / Softwareentwicklung {MONTHS_DE[m - 1]} {y} | ore | {hours} | {_eur(rate)} | {_eur(total)}
Bază de impozitare: {_eur(total)}
TVA: taxare inversă - art. 278 alin. (2) Cod fiscal / Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)
TOTAL DE PLATĂ / GESAMTBETRAG: {_eur(total)}
Curs BNR informativ: {r.uniform(4.97, 5.09):.4f} lei/EUR
Anexă: Stundenzettel {MONTHS_DE[m - 1]} {y} semnat de Projektleiter Thomas Brandner.
Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) din Legea 227/2015."""


def t_invoice_pfa(r: random.Random, n: int, y: int, m: int, hours: int, rate: float) -> str:
    end = _month_end(y, m)
    total = hours * rate
    return f"""FACTURĂ / INVOICE
Seria PAP nr. {n:04d}    Data: {_d(end)}
Furnizor:
{PFA}
Client:
{KESSLER}
Descriere: Servicii IT - dezvoltare software Kundenportal, {MONTHS_RO[m - 1]} {y} ({hours} ore x {_eur(rate)})
Valoare: {_eur(total)}
TVA: taxare inversă, art. 278 alin. (2) Cod fiscal
Total de plată: {_eur(total)}
Plata prin transfer bancar în contul ING indicat mai sus, termen 14 zile."""


def t_timesheet(r: random.Random, y: int, m: int, project: str) -> tuple[str, int]:
    rows = ["Datum;Projekt;Tätigkeit;Stunden"]
    total = 0
    tasks = ["Daily Stand-up + Review", "REST-API Lagerbestand", "Migration Datenbank", "Code Review",
             "Bugfix Kommissionierung", "Sprint Planning", "Integrationstests", "Deployment Staging",
             "Schnittstelle SAP", "Dokumentation"]
    day = datetime(y, m, 1)
    while day.month == m:
        if day.weekday() < 5 and r.random() > 0.06:
            h = r.choice([7, 8, 8, 8, 8, 7.5])
            total += h
            rows.append(f"{day:%d.%m.%Y};{project};{r.choice(tasks)};{h:g}".replace(".5", ",5"))
        day += timedelta(days=1)
    rows.append(f";;Summe;{total:g}")
    rows.append(";;Auftragnehmer: ANPO SOFTWARE SRL (Andrei Popescu);")
    rows.append(";;Freigabe Projektleiter: T. Brandner;")
    return "\n".join(rows), int(total)


def t_bt_business(r: random.Random, dt: datetime) -> str:
    sold = r.uniform(40_000, 90_000)
    inc = r.uniform(9_000, 10_500)
    return f"""Banca Transilvania - EXTRAS DE CONT
Titular: ANPO SOFTWARE SRL, CUI 51120934
Cont: RO71 BTRL EURC RT0C 9120 4401 (EUR) | Perioada: 01.{dt:%m.%Y} - {_d(_month_end(dt.year, dt.month))}
Sold inițial: {_eur(sold)}
{dt:%d.%m.%Y} Încasare SEPA - KESSLER DATENTECHNIK GMBH - Rechnung ANPO {dt.year}-{dt.month:03d} - {_eur(inc)}
{dt:%d.%m.%Y} Comision încasare SEPA - 2,50 EUR
{dt:%d.%m.%Y} Schimb valutar EUR->RON către cont RO39 BTRL ... - {_eur(r.uniform(1500, 3000))}
Sold final: {_eur(sold + inc - 2.5 - 2000)}
Document generat din BT Go Business. Nu necesită semnătură și ștampilă."""


def t_accountant_mail(r: random.Random, dt: datetime, month: int) -> str:
    return _eml("Mihaela Rusu <office@rusuexpertconta.ro>", MAIL,
                f"ANPO SOFTWARE - documente luna {MONTHS_RO[month - 1]}", dt, f"""
Bună ziua, domnule Popescu,

Vă rog să-mi trimiteți până pe 10 ale lunii documentele pentru {MONTHS_RO[month - 1]}:
- factura emisă către Kessler Datentechnik și Stundenzettel-ul semnat;
- extrasele de cont BT (EUR și RON) pentru întreaga lună;
- bonurile și facturile de cheltuieli (abonament Regina Maria, laptop, internet pe firmă).

Am depus D100 (impozit pe veniturile microîntreprinderilor, trimestrial) și D390 VIES pentru luna trecută.
Impozitul de plată pentru trimestru este de {_lei(r, 1200, 1700)}, termen 25 ale lunii, în contul unic.

Cu stimă,
Mihaela Rusu
Expert contabil, Rusu Expert Conta SRL, Cluj-Napoca
""")


# --------------------------------------------------------------------------- templates: personal


def t_ing(r: random.Random, dt: datetime) -> str:
    sold = r.uniform(8_000, 30_000)
    lines = [
        f"ING Bank N.V. Amsterdam - Sucursala București\nExtras de cont curent - {MONTHS_RO[dt.month - 1]} {dt.year}",
        f"Titular: POPESCU ANDREI | Cont: RO58 INGB 0000 9999 0431 2207 (RON) | Adresa: {HOME_ADDR}",
        f"Sold inițial: {_num(sold)} RON",
    ]
    ops = [("Transfer primit ANPO SOFTWARE SRL - dividende interimare", 6000, 14000),
           ("Plată card LIDL DISCOUNT CLUJ", -380, -90), ("Plată card KAUFLAND MARASTI", -420, -70),
           ("Transfer către Moldovan Sorin - chirie", -2800, -2700), ("Plată factură Digi RCS&RDS", -75, -60),
           ("Plată card OMV PETROM CALEA TURZII", -380, -220), ("Transfer Tradeville - depunere", -3000, -1500),
           ("Plată card eMAG.ro", -900, -60), ("Plată card Farmacia Tei", -160, -25),
           ("Transfer către Popescu Maria - ajutor părinți", -800, -500), ("Plată card Decathlon Cluj", -450, -80)]
    for desc, lo, hi in r.sample(ops, 8):
        v = r.uniform(lo, hi)
        sold += v
        lines.append(f"{r.randint(1, 28):02d}.{dt:%m.%Y} | {desc} | {_num(v)} RON")
    lines.append(f"Sold final: {_num(sold)} RON")
    return "\n".join(lines)


def t_revolut_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance"]
    bal = r.uniform(300, 1500)
    shops = ["Ryanair", "Booking.com", "Bolt", "Spotify", "Netflix", "Steam", "Carrefour Iulius", "Uber",
             "Board Game Geek", "Amazon.de", "Strava", "Top up by *4417"]
    for i in range(10):
        desc = r.choice(shops)
        amt = r.uniform(20, 400) if desc.startswith("Top up") else -r.uniform(5, 250)
        bal += amt
        day = dt - timedelta(days=30 - 3 * i)
        typ = "TOPUP" if amt > 0 else "CARD_PAYMENT"
        rows.append(f"{typ},Current,{day:%Y-%m-%d} 10:{i:02d}:00,{day:%Y-%m-%d} 10:{i:02d}:05,{desc},"
                    f"{amt:.2f},0.00,EUR,COMPLETED,{bal:.2f}")
    return "\n".join(rows)


def t_d212(r: random.Random, year: int, srl: bool) -> str:
    if srl:
        body = (f"Cap. I Secțiunea 1 - Venituri din dividende: {_lei(r, 60_000, 95_000)} (impozit 8-10% reținut la "
                f"sursă de ANPO SOFTWARE SRL)\nCap. I Secțiunea 2 - CASS datorată pe veniturile extrasalariale: "
                f"plafon 24 salarii minime, {_lei(r, 9_000, 10_200)}")
    else:
        venit = r.uniform(300_000, 480_000)
        body = (f"Cap. I Secțiunea 1 - Activități independente (PFA, sistem real, cod CAEN 6201)\n"
                f"Venit brut: {_num(venit)} lei | Cheltuieli deductibile: {_lei(r, 12_000, 30_000)}\n"
                f"Impozit pe venit 10%: {_lei(r, 28_000, 45_000)}\nCAS 25% (plafon 24 salarii minime): "
                f"{_lei(r, 18_000, 22_000)}\nCASS 10%: {_lei(r, 8_000, 40_000)}")
    return f"""ANAF - Declarația unică privind impozitul pe venit și contribuțiile sociale datorate de persoanele fizice (D212)
Formular 212 - versiune PDF inteligent
Anul de raportare: {year} - realizat; Contribuabil: POPESCU ANDREI, CNP 195**********, domiciliu fiscal {HOME_ADDR}
{body}
Total obligații de plată: {_lei(r, 9_000, 70_000)}; termen de plată 25.05.{year + 1}
Semnat cu certificat digital calificat. Depusă prin Spațiul Privat Virtual (SPV)."""


def t_recipisa(r: random.Random, dt: datetime, form: str = "D212") -> str:
    return f"""Ministerul Finanțelor - Agenția Națională de Administrare Fiscală
RECIPISĂ
Declarația {form} pentru contribuabilul POPESCU ANDREI, CNP 195**********, a fost înregistrată cu numărul
INTERNT-{r.randint(10**9, 10**10 - 1)}-{dt:%Y} din data {_d(dt)} {r.randint(8, 22):02d}:{r.randint(0, 59):02d}.
Index încărcare: {r.randint(10**8, 10**9 - 1)}
Documentul a fost depus prin Spațiul Privat Virtual - e-guvernare.ro / anaf.ro."""


def t_electrica(r: random.Random, dt: datetime, parents: bool) -> str:
    addr = PARENTS_ADDR if parents else HOME_ADDR
    client = "POPESCU VASILE" if parents else "MOLDOVAN SORIN (chiriaș Popescu Andrei)"
    kwh = r.randint(110, 320)
    return f"""Electrica Furnizare S.A. - FACTURĂ FISCALĂ seria EFS nr. {r.randint(10**7, 10**8 - 1)}
Data emiterii: {_d(dt)} | Perioada de facturare: {_d(dt - timedelta(days=30))} - {_d(dt)}
Client: {client} | Cod client: {r.randint(10**9, 10**10 - 1)} | Cod loc de consum: {r.randint(10**6, 10**7 - 1)}
Adresa locului de consum: {addr}
Energie electrică activă: {kwh} kWh x 0,8315 lei/kWh = {_num(kwh * 0.8315)} lei
Tarif distribuție, certificate verzi, cogenerare, acciza, TVA 19% incluse
TOTAL DE PLATĂ: {_lei(r, 120, 340)} | Data scadentă: {_d(dt + timedelta(days=15))}
Plătiți online în myElectrica sau la ghișeele partenere."""


def t_digi(r: random.Random, dt: datetime) -> str:
    return f"""RCS & RDS S.A. (DIGI) - FACTURĂ seria DIGI nr. {r.randint(10**8, 10**9 - 1)}
Data: {_d(dt)} | Client: POPESCU ANDREI | Cod abonat: {r.randint(10**6, 10**7 - 1)}
Adresa de instalare: {HOME_ADDR}
Servicii: Internet fix FiberLink 1000 Mbps - 39,00 lei; DIGI TV Basic - 17,00 lei; Telefonie mobilă DIGI
Mobil Optim 10 - 10,00 lei
Total de plată: 66,00 lei (TVA inclus) | Scadență: {_d(dt + timedelta(days=20))}"""


def t_intretinere(r: random.Random, dt: datetime) -> str:
    return f"""Asociația de Proprietari Observatorului 84, Cluj-Napoca, CIF 18544390
LISTA DE PLATĂ - cheltuieli comune luna {MONTHS_RO[(dt.month - 2) % 12]} {dt.year}
Apartament 17 | Proprietar: Moldovan Sorin | Locatar: Popescu Andrei, Mureșan Ioana | Persoane: 2
Apă rece și canal (consum {r.randint(5, 9)} mc): {_lei(r, 60, 110)}
Încălzire (repartitoare): {_lei(r, 0, 260)}
Curățenie scară, iluminat, lift, fond reparații: {_lei(r, 45, 70)}
Total de plată apartament 17: {_lei(r, 150, 420)}; termen 25.{dt:%m.%Y}; plată în contul asociației sau la administrator."""


def t_rca(r: random.Random, dt: datetime) -> str:
    return f"""POLIȚĂ DE ASIGURARE OBLIGATORIE RCA - seria RO/25/Q25/ZZ nr. {r.randint(10**8, 10**9 - 1)}
Asigurător: Groupama Asigurări S.A. | Intermediar: broker online
Asigurat / proprietar: POPESCU ANDREI, {HOME_ADDR}
Vehicul: Volkswagen Golf VII 1.6 TDI, nr. înmatriculare {PLATE}, serie șasiu {VIN}, an fabricație 2017
Perioada de valabilitate: {_d(dt)} - {_d(dt + timedelta(days=364))}
Clasa bonus-malus: B8 | Prima de asigurare: {_lei(r, 780, 1100)}
Limite de despăgubire: 6.450.000 EUR vătămări corporale, 1.300.000 EUR pagube materiale.
Documentul este valabil în format electronic (ASF - Legea 132/2017)."""


def t_parents_letter(r: random.Random, dt: datetime) -> str:
    return f"""Primăria Comunei Livezile, jud. Bistrița-Năsăud - Compartiment Impozite și Taxe Locale
DECIZIE DE IMPUNERE nr. {r.randint(100, 999)}/{_d(dt)}
Contribuabil: POPESCU VASILE, {PARENTS_ADDR}
Clădire de locuit P+M, 142 mp, construită 1988 - impozit pe clădiri: {_lei(r, 160, 240)}
Teren intravilan 1.850 mp curți-construcții și 3.200 mp arabil - impozit pe teren: {_lei(r, 40, 90)}
Total de plată pentru anul {dt.year}: în două rate egale, până la 31 martie și 30 septembrie.
Bonificație 10% pentru plata integrală până la 31 martie. Plata online pe ghiseul.ro."""


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
    H = True

    # ------------------------------------------------------------ the company (Areas Business)
    d = "Documente/Firma/ANPO SOFTWARE SRL"
    add(f"{d}/Acte firma/Certificat de inregistrare ANPO SOFTWARE SRL.pdf", A, "Business", _age(2025, 1, 14),
        f"""OFICIUL NAȚIONAL AL REGISTRULUI COMERȚULUI - Oficiul Registrului Comerțului de pe lângă Tribunalul Cluj
CERTIFICAT DE ÎNREGISTRARE seria B nr. 4821907
Firma: ANPO SOFTWARE SRL | Sediul social: Str. Observatorului nr. 84, ap. 17, Cluj-Napoca, jud. Cluj
Activitatea principală: 6201 - Activități de realizare a software-ului la comandă
Cod unic de înregistrare: 51120934 | Nr. de ordine în registrul comerțului: J12/214/2025
Data eliberării: 14.01.2025""")
    add(f"{d}/Acte firma/Act constitutiv ANPO SOFTWARE SRL.docx", A, "Business", _age(2025, 1, 9),
        """ACT CONSTITUTIV AL SOCIETĂȚII ANPO SOFTWARE SRL
Subsemnatul POPESCU ANDREI, cetățean român, domiciliat în Cluj-Napoca, în calitate de asociat unic, constitui
o societate cu răspundere limitată conform Legii societăților nr. 31/1990.
Art. 1 Denumirea: ANPO SOFTWARE SRL. Art. 2 Sediul social: Str. Observatorului nr. 84, ap. 17, Cluj-Napoca.
Art. 3 Durata: nelimitată. Art. 4 Obiectul principal de activitate: CAEN 6201 - realizarea software-ului la
comandă; activități secundare 6202, 6209, 6311, 8559.
Art. 5 Capitalul social: 500 lei, 50 părți sociale a câte 10 lei, integral subscris și vărsat de asociatul unic.
Art. 6 Administrator: POPESCU ANDREI, pe durată nelimitată, cu puteri depline.
Art. 7 Exercițiul financiar începe la 1 ianuarie și se încheie la 31 decembrie.""")
    add(f"{d}/Acte firma/Certificat constatator 2026.pdf", A, "Business", _age(2026, 2, 3),
        """Oficiul Registrului Comerțului de pe lângă Tribunalul Cluj - CERTIFICAT CONSTATATOR nr. 38821/03.02.2026
Firma ANPO SOFTWARE SRL, J12/214/2025, CUI 51120934, stare firmă: funcțiune.
Asociat unic și administrator: POPESCU ANDREI. Capital social subscris și vărsat: 500 lei.
Sediu social: Str. Observatorului nr. 84, ap. 17, Cluj-Napoca - durata folosinței: contract de comodat până la
31.12.2026. Activități autorizate la sediu: 6201, 6202 (fără activitate la sediu pentru restul).
Eliberat la cererea: POPESCU ANDREI, scop: informare / bancă.""")
    add(f"{d}/Acte firma/Contract comodat sediu - Moldovan Sorin.pdf", A, "Business", _age(2024, 12, 18),
        f"""CONTRACT DE COMODAT nr. 1/18.12.2024
Între MOLDOVAN SORIN, proprietar al apartamentului din {HOME_ADDR}, în calitate de comodant, și
ANPO SOFTWARE SRL (în curs de înființare), prin asociat unic POPESCU ANDREI, în calitate de comodatar.
Obiectul contractului: folosința cu titlu gratuit a unei încăperi din apartament, exclusiv ca sediu social
al societății, fără desfășurare de activitate cu publicul.
Durata: de la data înregistrării la ORC până la 31.12.2026, cu posibilitate de prelungire prin act adițional.""")
    add(f"{d}/Contract Kessler/Dienstleistungsvertrag KD-2025-017 ANPO.pdf", A, "Business", _age(2025, 1, 20),
        f"""DIENSTLEISTUNGSVERTRAG Nr. KD-2025-017 (Freelancer / IT-Dienstleistung)
zwischen {KESSLER.splitlines()[0]}, Stuttgart (Auftraggeber) und ANPO SOFTWARE SRL, Cluj-Napoca, Rumänien,
vertreten durch den Geschäftsführer Andrei Popescu (Auftragnehmer).
§1 Gegenstand: Softwareentwicklung (Backend, Kotlin/Spring, PostgreSQL) für Projekte des Auftraggebers.
Dieser Vertrag ersetzt den Rahmenvertrag vom 01.03.2021 mit Popescu Andrei PFA.
§2 Vergütung: 62,00 EUR netto je Stunde, monatliche Abrechnung nach Stundenzettel, Zahlungsziel 14 Tage.
§3 Leistungsort: remote aus Cluj-Napoca; Vor-Ort-Termine in Stuttgart nach Absprache, Reisekosten erstattet.
§4 Laufzeit: ab 01.02.2025 unbefristet, Kündigungsfrist 2 Monate zum Monatsende.
§5 Geheimhaltung, §6 Nutzungsrechte, §7 Scheinselbständigkeit: keine Weisungsgebundenheit.""")
    add(f"{d}/Contract Kessler/Nachtrag 1 - Stundensatz 2026.pdf", A, "Business", _age(2025, 12, 10),
        """Nachtrag Nr. 1 zum Dienstleistungsvertrag KD-2025-017
Kessler Datentechnik GmbH und ANPO SOFTWARE SRL vereinbaren mit Wirkung zum 01.01.2026 einen Stundensatz
von 66,00 EUR netto. Alle übrigen Bestimmungen bleiben unverändert.
Stuttgart / Cluj-Napoca, 10.12.2025 - Dr. Frank Kessler (Geschäftsführer), Andrei Popescu (Administrator)""")
    add(f"{d}/Contract Kessler/NDA Kessler signed.pdf", A, "Business", _age(2025, 1, 20),
        """Geheimhaltungsvereinbarung (NDA) zwischen Kessler Datentechnik GmbH und ANPO SOFTWARE SRL.
Der Auftragnehmer verpflichtet sich, alle Informationen über Kunden, Lagerprozesse und Quellcode des
Auftraggebers vertraulich zu behandeln, auch 3 Jahre nach Vertragsende. Gerichtsstand Stuttgart.""")

    # invoices and timesheets: 2025 at 62 EUR, 2026 at 66 EUR
    for m in range(1, 13):
        if m < 5:
            continue  # January 2025 was still invoiced by the PFA; Feb-Apr 2025 sit in the accountant's copy
        hours = r.randint(148, 172)
        n = m - 1
        name = f"Factura ANPO {2025}-{n:03d}.pdf" if m != 7 else "Factura ANPO 2025-006 final.pdf"
        add(f"{d}/Facturi/2025/{name}", A, "Business", (NOW.replace(tzinfo=None) - _month_end(2025, m)).days,
            t_invoice_srl(r, n, 2025, m, hours))
        if m >= 9:
            sheet, _h = t_timesheet(r, 2025, m, "Lagerverwaltung 2.0")
            add(f"{d}/Stundenzettel/2025/Stundenzettel_2025-{m:02d}.xlsx", A, "Business",
                (NOW.replace(tzinfo=None) - _month_end(2025, m)).days, sheet)
    for m in range(1, 6):
        sheet, hours = t_timesheet(r, 2026, m, "Lagerverwaltung 2.0")
        age = (NOW.replace(tzinfo=None) - _month_end(2026, m)).days
        add(f"{d}/Stundenzettel/2026/Stundenzettel_2026-{m:02d}.xlsx", A, "Business", age, sheet)
        name = f"ANPO-2026-{m:03d}.pdf" if m != 3 else "ANPO-2026-003_corectata.pdf"
        add(f"{d}/Facturi/2026/{name}", A, "Business", age, t_invoice_srl(r, m, 2026, m, hours, 66.0))
    add(f"{d}/Facturi/2026/ANPO-2026-002 (1).pdf", A, "Business", 88, t_invoice_srl(r, 2, 2026, 2, 152, 66.0))
    for m in (2, 3, 4):
        add(f"{d}/Extrase BT/Extras_BT_EUR_2026-{m:02d}.pdf", A, "Business",
            (NOW.replace(tzinfo=None) - _month_end(2026, m)).days + 2, lambda rr, dt, m=m: t_bt_business(
                rr, datetime(2026, m, 12)))
    c = f"{d}/Contabilitate"
    add(f"{c}/Contract prestari servicii contabilitate Rusu Expert Conta.pdf", A, "Business", _age(2025, 1, 22),
        """CONTRACT DE PRESTĂRI SERVICII DE CONTABILITATE nr. 12/22.01.2025
Prestator: RUSU EXPERT CONTA SRL, membru CECCAR, reprezentată de Mihaela Rusu, expert contabil.
Beneficiar: ANPO SOFTWARE SRL, reprezentată de Popescu Andrei, administrator.
Servicii: ținerea contabilității în partidă dublă, întocmirea și depunerea declarațiilor fiscale (D100, D300,
D390, D394, D112 dacă e cazul), situații financiare anuale, registrul de evidență fiscală.
Onorariu: 450 lei/lună, facturat lunar. Beneficiarul predă documentele până la data de 10 a lunii următoare.""")
    for m, age in ((3, 58), (4, 27)):
        add(f"{c}/Re_ ANPO SOFTWARE - documente luna {MONTHS_RO[m - 1]}.eml", A, "Business", age,
            lambda rr, dt, m=m: t_accountant_mail(rr, dt, m))
    add(f"{c}/Balanta de verificare dec 2025.xlsx", A, "Business", _age(2026, 2, 18),
        """Cont;Denumire;Sold inițial D;Rulaj D;Rulaj C;Sold final
411;Clienți (Kessler Datentechnik GmbH);0;548.211,40;511.902,15;36.309,25
5124;Conturi la bănci în valută;0;511.902,15;402.115,70;109.786,45
704;Venituri din servicii prestate;0;0;548.211,40;-
698;Impozit pe veniturile microîntreprinderilor;5.482,11;0;0;-
457;Dividende de plată;0;95.000,00;95.000,00;0
Întocmit: Rusu Expert Conta SRL;;;;;""")
    add(f"{c}/Situatii financiare 2025 - recipisa depunere.pdf", A, "Business", _age(2026, 4, 28),
        """Ministerul Finanțelor - Recipisă depunere situații financiare anuale la 31.12.2025
Entitate: ANPO SOFTWARE SRL, CUI 51120934, categoria microentitate.
Cifra de afaceri netă: 548.211 lei; Profit net: 496.310 lei; Număr mediu salariați: 1.
Depus electronic de RUSU EXPERT CONTA SRL la data de 28.04.2026.""")
    add(f"{c}/D100 T1 2026 recipisa.pdf", A, "Business", _age(2026, 4, 22),
        lambda rr, dt: t_recipisa(rr, dt, "D100").replace("POPESCU ANDREI, CNP 195**********",
                                                          "ANPO SOFTWARE SRL, CUI 51120934"))
    add(f"{c}/D390 VIES aprilie 2026.pdf", A, "Business", 17,
        """Declarația recapitulativă privind livrările/achizițiile/prestările intracomunitare de bunuri și servicii (390 VIES)
Perioada: aprilie 2026 | Declarant: ANPO SOFTWARE SRL, RO51120934
Tip operațiune P - prestări de servicii intracomunitare: partener DE812774031 KESSLER DATENTECHNIK GMBH,
baza impozabilă 50.814 lei.""")
    add(f"{c}/Hotarare asociat unic - dividende 2025.docx", A, "Business", _age(2026, 5, 4),
        """HOTĂRÂREA ASOCIATULUI UNIC AL ANPO SOFTWARE SRL nr. 2 din 04.05.2026
Asociatul unic POPESCU ANDREI, în baza situațiilor financiare aprobate pentru exercițiul 2025, hotărăște:
Art. 1 Se aprobă situațiile financiare anuale la 31.12.2025.
Art. 2 Se repartizează dividende în sumă brută de 150.000 lei din profitul net al anului 2025, din care
se deduc dividendele interimare distribuite în 2025. Impozitul pe dividende de 10% se reține la sursă.
Art. 3 Plata dividendelor se face în contul personal ING al asociatului până la 31.05.2026.""")
    add(f"{c}/~$tarare asociat unic - dividende 2025.docx", L, "System", _age(2026, 5, 4), b"\x0bAndrei Popescu" + b"\x00" * 40)
    add(f"{d}/Decont abonament Regina Maria firma 2026.pdf", A, "Business", 120,
        """Regina Maria - FACTURĂ abonament medical corporate nr. RMC 2026 018822
Client: ANPO SOFTWARE SRL, CUI RO51120934 | Beneficiar abonament: Popescu Andrei
Pachet Corporate Gold, 12 luni: 1.740,00 lei (scutit TVA). Cheltuială deductibilă în limita a 400 EUR/an.""")
    add("Documente/Scanări/Scan_2026-04-02_09-15.pdf", A, "Business", 60,
        """STUNDENZETTEL März 2026 - Auftragnehmer: ANPO SOFTWARE SRL (Andrei Popescu)
Auftraggeber: Kessler Datentechnik GmbH, Projekt Lagerverwaltung 2.0, Vertrag KD-2025-017
Summe geleistete Stunden: 164,0 - Stundensatz 66,00 EUR - abgerechnet mit Rechnung ANPO 2026-003
Freigabe Projektleiter: Thomas Brandner, 01.04.2026 [Unterschrift]""", H)
    add("Documente/Mail salvat/Re_ intrebare.eml", A, "Business", 48, lambda rr, dt: _eml(
        "Mihaela Rusu <office@rusuexpertconta.ro>", MAIL, "Re: intrebare", dt, """
Bună ziua,
Da, puteți distribui dividende interimare trimestrial pe baza situațiilor interimare, dar dacă la final de an
profitul este mai mic, diferența se regularizează. Pentru ANPO SOFTWARE SRL vă propun situații interimare la
30.06 și 30.09. Impozitul pe dividende de 10% îl reține firma și îl declarăm în D100 până pe 25 a lunii
următoare plății. CASS pe dividende o declarați dumneavoastră personal în D212.
Mihaela Rusu, Rusu Expert Conta SRL"""), H)
    add("Documente/Document fără titlu.docx", A, "Business", 190,
        """Sehr geehrter Herr Dr. Kessler, sehr geehrter Herr Brandner,
seit Februar 2025 arbeite ich über meine Firma ANPO SOFTWARE SRL im Projekt Lagerverwaltung 2.0 mit.
Angesichts der Inflation in Rumänien (über 9 % im Jahr 2025) und der gestiegenen Verantwortung im Projekt
(SAP-Schnittstelle, Go-Live-Planung) bitte ich um eine Anpassung des Stundensatzes von 62,00 EUR auf
66,00 EUR netto ab dem 01.01.2026, als Nachtrag zum Dienstleistungsvertrag KD-2025-017.
Mit freundlichen Grüßen, Andrei Popescu, Geschäftsführer""", H)
    add("Descărcări/file.pdf", A, "Business", 150,
        """Kessler Datentechnik GmbH - Einkauf - BESTELLUNG Nr. 4500118273
Lieferant: ANPO SOFTWARE SRL, Cluj-Napoca, Kreditor 700412
Position 10: Externe Softwareentwicklung Backend, Kalenderjahr 2026, bis zu 1.800 Stunden à 66,00 EUR
Bestellwert: 118.800,00 EUR netto. Bitte die Bestellnummer auf jeder Rechnung angeben.
Rechnungsanschrift: Kessler Datentechnik GmbH, Kreditorenbuchhaltung, Heilbronner Str. 150, Stuttgart""", H)
    add("Descărcări/export (1).csv", A, "Business", 1, lambda rr, dt: "Client,Project,Description,Start date,Duration\n" + "\n".join(
        f"Kessler Datentechnik,Lagerverwaltung 2.0,{rr.choice(['Umbuchung API', 'code review', 'Daily', 'SAP adapter', 'Lasttest prep'])},"
        f"2026-05-{day:02d},0{rr.choice([7, 8, 8])}:00:00" for day in range(4, 30) if datetime(2026, 5, day).weekday() < 5))

    # ------------------------------------------------------------ Lagerverwaltung 2.0 (Projects Business)
    g = "cod/kessler-lagerverwaltung"
    add(f"{g}/README.md", P, "Business", 6, """# Lagerverwaltung 2.0 (Kessler Datentechnik)

Neues Backend für die Lagerverwaltung der Kessler-Kunden (Ablösung des alten PHP-Systems).
Go-Live geplant: **September 2026**.

## Lokal starten
```
docker compose up -d postgres kafka
./gradlew bootRun --args='--spring.profiles.active=local'
```
## Module
- `api` - REST-Endpunkte Bestand, Artikel, Lagerplätze
- `sap-adapter` - Schnittstelle SAP S/4 (IDoc)
- `outbox` - Events nach Kafka (siehe docs/adr/0003)

Ansprechpartner: Thomas Brandner (PL), Andrei Popescu (Backend, extern)
""")
    add(f"{g}/build.gradle.kts", P, "Business", 9, """plugins {
    id("org.springframework.boot") version "3.4.5"
    id("io.spring.dependency-management") version "1.1.7"
    kotlin("jvm") version "2.1.20"
    kotlin("plugin.spring") version "2.1.20"
}
group = "de.kessler.lager"
version = "2.0.0-SNAPSHOT"
dependencies {
    implementation("org.springframework.boot:spring-boot-starter-web")
    implementation("org.springframework.boot:spring-boot-starter-data-jpa")
    implementation("org.springframework.kafka:spring-kafka")
    runtimeOnly("org.postgresql:postgresql")
    testImplementation("org.testcontainers:postgresql")
}
""")
    add(f"{g}/docker-compose.yml", P, "Business", 30, """services:
  postgres:
    image: postgres:16
    environment:
      POSTGRES_DB: lager
      POSTGRES_USER: lager
      POSTGRES_PASSWORD: lager
    ports: ["5432:5432"]
  kafka:
    image: bitnami/kafka:3.7
    ports: ["9092:9092"]
""")
    add(f"{g}/src/main/kotlin/de/kessler/lager/LagerApplication.kt", P, "Business", 61, """package de.kessler.lager

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.runApplication

@SpringBootApplication
class LagerApplication

fun main(args: Array<String>) {
    runApplication<LagerApplication>(*args)
}
""")
    add(f"{g}/src/main/kotlin/de/kessler/lager/api/BestandController.kt", P, "Business", 3, """package de.kessler.lager.api

import de.kessler.lager.domain.BestandService
import org.springframework.web.bind.annotation.*

@RestController
@RequestMapping("/api/v2/bestand")
class BestandController(private val service: BestandService) {

    @GetMapping("/{artikelNr}")
    fun bestand(@PathVariable artikelNr: String, @RequestParam lager: String?) =
        service.aktuellerBestand(artikelNr, lager)

    @PostMapping("/umbuchung")
    fun umbuchung(@RequestBody req: UmbuchungRequest) = service.umbuchen(req)
}
""")
    add(f"{g}/src/main/kotlin/de/kessler/lager/domain/Artikel.kt", P, "Business", 40, """package de.kessler.lager.domain

import jakarta.persistence.*

@Entity
@Table(name = "artikel")
data class Artikel(
    @Id val artikelNr: String,
    val bezeichnung: String,
    val mengeneinheit: String = "ST",
    val mindestbestand: Int = 0,
)
""")
    add(f"{g}/src/main/resources/application.yml", P, "Business", 12, """spring:
  datasource:
    url: jdbc:postgresql://localhost:5432/lager
    username: lager
  jpa:
    hibernate.ddl-auto: validate
  kafka:
    bootstrap-servers: localhost:9092
lager:
  sap:
    idoc-endpoint: https://sap-qas.kessler.local/idoc
""")
    add(f"{g}/src/test/kotlin/de/kessler/lager/api/BestandControllerTest.kt", P, "Business", 3, """package de.kessler.lager.api

import org.junit.jupiter.api.Test
import org.springframework.boot.test.context.SpringBootTest

@SpringBootTest
class BestandControllerTest {
    @Test
    fun `liefert Bestand fuer bekannten Artikel`() {
        // TODO Testcontainers-Setup aus Modul outbox uebernehmen
    }
}
""")
    add(f"{g}/docs/adr/0003-outbox-pattern.md", P, "Business", 45, """# ADR 0003: Transactional Outbox für Bestandsereignisse

Status: akzeptiert (2026-04-16)

## Kontext
Bestandsänderungen müssen zuverlässig an SAP und an das Kundenportal gemeldet werden.
## Entscheidung
Events werden in derselben Transaktion in die Tabelle `outbox_event` geschrieben und von einem
Scheduler nach Kafka publiziert (at-least-once, Konsumenten idempotent).
""")
    add(f"{g}/docs/architecture.md", P, "Business", 70, """# Architektur Lagerverwaltung 2.0

- Spring Boot 3 / Kotlin, PostgreSQL 16, Kafka
- Deployment: Kubernetes (Kessler-Rechenzentrum Stuttgart), Helm-Charts im Repo `kessler-infra`
- Migrationspfad: Parallelbetrieb mit Altsystem ab Juli, Cut-over im September 2026
""")
    dot(f"{g}/.gitignore", b"build/\n.gradle/\n.idea/\n*.iml\n", 200)
    dot(f"{g}/.git/HEAD", b"ref: refs/heads/feature/umbuchung\n", 1)
    k = "Documente/Firma/Kessler Lagerverwaltung 2.0"
    add(f"{k}/Pflichtenheft_Lagerverwaltung_v3.pdf", P, "Business", 95,
        """Kessler Datentechnik GmbH - Pflichtenheft Lagerverwaltung 2.0 - Version 3.0 (Februar 2026)
1. Zielsetzung: Ablösung des Lagerverwaltungssystems LVS 1 (PHP) durch eine neue Service-Architektur.
2. Funktionale Anforderungen: Bestandsführung je Lagerplatz, Umbuchungen, Inventur, Kommissionierung,
   SAP-Schnittstelle (IDoc WMMBXY), Ereignisse an das Kundenportal.
3. Nichtfunktionale Anforderungen: 99,5 % Verfügbarkeit, Antwortzeit < 300 ms (p95).
4. Meilensteine: Pilotlager Ludwigsburg Juli 2026, Go-Live alle Standorte 14.09.2026.""")
    add("Descărcări/Pflichtenheft_Lagerverwaltung_v3 (1).pdf", P, "Business", 94,
        """Kessler Datentechnik GmbH - Pflichtenheft Lagerverwaltung 2.0 - Version 3.0 (Februar 2026)
Meilensteine: Pilotlager Ludwigsburg Juli 2026, Go-Live alle Standorte 14.09.2026.
Externer Entwickler Backend: Andrei Popescu (ANPO SOFTWARE SRL).""")
    add(f"{k}/Aufwandsschaetzung_v2.xlsx", P, "Business", 80,
        """Arbeitspaket;Beschreibung;Personentage (Popescu);Status
AP1;Datenmodell + Migration aus LVS 1;12;fertig
AP2;REST-API Bestand/Umbuchung;18;in Arbeit
AP3;SAP-Adapter IDoc;15;offen
AP4;Outbox + Kafka;8;in Arbeit
AP5;Lasttests + Go-Live-Support;10;offen
Summe;;63;""")
    add(f"{k}/Meeting notes 2026-05-20 Brandner.md", P, "Business", 12, """# Call Thomas Brandner - 20.05.2026

- Pilotlager Ludwigsburg: Start verschoben auf 06.07. (SAP-QAS nicht bereit)
- Umbuchung API: Validierung Lagerplatzkapazität noch fehlend -> ich, bis 29.05.
- Lasttest mit 200 req/s im Juni, Umgebung stellt Kessler-IT
- Go-Live 14.09. bleibt
- Reise Stuttgart 23.-25.06. für Workshop mit Lagerleitung (Flug CLJ-STR über Wizz?)
""")
    add(f"{k}/Go-Live Plan September 2026.docx", P, "Business", 20,
        """Go-Live Plan Lagerverwaltung 2.0
Cut-over Wochenende 12./13.09.2026 - Datenmigration LVS 1 -> LV 2.0 (Skripte: Andrei Popescu)
Rollback-Kriterium: Bestandsabweichung > 0,5 % nach Stichprobeninventur
Hypercare: 14.09. - 02.10.2026, Rufbereitschaft Backend (Popescu) Mo-Fr 7-18 Uhr
Offene Punkte: Freigabe Betriebsrat, Schulung Lagerleiter""")
    add(f"{k}/~$fwandsschaetzung_v2.xlsx", L, "System", 80, b"\x0bAndrei Popescu" + b"\x00" * 40)
    add("Desktop/untitled.txt", P, "Business", 2, """call Thomas 29.05
- Umbuchung: Kapazitätsprüfung gemerged, review von Jens
- SAP-QAS immer noch down -> pilot Ludwigsburg maybe 13.07 instead of 06.07
- Lasttest 200 req/s: they give us the k8s namespace next week
- ask about the Stuttgart workshop 23-25.06 -> hotel near Heilbronner Str. booked by Kessler
- go-live 14.09 stays, hypercare rota until 02.10
""", H)

    # ------------------------------------------------------------ the PFA and the SRL formation (Archive Business)
    f = "Documente/Firma/PFA (inchis)"
    add(f"{f}/Certificat inregistrare PFA 2021.pdf", X, "Business", _age(2021, 2, 24),
        """Oficiul Registrului Comerțului de pe lângă Tribunalul Cluj - CERTIFICAT DE ÎNREGISTRARE
POPESCU ANDREI PERSOANĂ FIZICĂ AUTORIZATĂ | F12/845/2021 | CIF 43876521
Sediul profesional: Str. Teodor Mihali nr. 41, ap. 9, Cluj-Napoca | CAEN 6201 | Data: 24.02.2021""")
    add(f"{f}/Rahmenvertrag Kessler 2021 - PFA.pdf", X, "Business", _age(2021, 3, 1),
        """RAHMENVERTRAG über freie Mitarbeit vom 01.03.2021
zwischen Kessler Datentechnik GmbH, Stuttgart und Popescu Andrei PFA, Cluj-Napoca.
Gegenstand: Entwicklung des Kundenportals (Java/Spring, Angular). Stundensatz 45,00 EUR netto.
Abrechnung monatlich. Laufzeit unbefristet, Kündigung 4 Wochen zum Monatsende.""")
    for n, (y, m, hours, rate) in enumerate([(2021, 3, 96, 45.0), (2021, 12, 150, 45.0), (2022, 6, 162, 50.0),
                                             (2022, 11, 158, 50.0), (2023, 5, 160, 55.0), (2024, 3, 164, 58.0),
                                             (2024, 12, 120, 58.0)]):
        num = (y - 2021) * 12 + m - 2
        add(f"{f}/Facturi {y}/PAP-{num:04d}.pdf", X, "Business",
            (NOW.replace(tzinfo=None) - _month_end(y, m)).days, t_invoice_pfa(r, num, y, m, hours, rate))
    add(f"{f}/Facturi 2025/PAP-0048 ultima factura PFA ianuarie.pdf", X, "Business", _age(2025, 1, 31),
        t_invoice_pfa(r, 48, 2025, 1, 152, 62.0))
    for y in (2023, 2024):
        add(f"{f}/Registru de incasari si plati {y}.xlsx", X, "Business", _age(y + 1, 1, 20),
            f"""Nr.;Data;Document;Felul operațiunii;Încasări (lei);Plăți (lei)
1;15.01.{y};Extras ING;Încasare factură PAP Kessler;{_num(r.uniform(38000, 46000))};
2;20.01.{y};Factura Digi;Internet birou (50%);;{_num(r.uniform(30, 40))}
3;25.01.{y};OP ANAF;Plată CAS/CASS anticipat;;{_num(r.uniform(1500, 4000))}
4;14.02.{y};Extras ING;Încasare factură PAP Kessler;{_num(r.uniform(38000, 46000))};
5;03.03.{y};Factura eMAG;Monitor Dell U2723QE;;{_num(r.uniform(2500, 3200))}
Total;;;;{_num(r.uniform(420000, 480000))};{_num(r.uniform(20000, 30000))}""")
    add(f"{f}/Radiere PFA/Cerere inregistrare mentiuni - radiere PFA.pdf", X, "Business", _age(2025, 2, 3),
        """CERERE DE ÎNREGISTRARE - radiere din registrul comerțului
Subsemnatul POPESCU ANDREI, titular al POPESCU ANDREI PFA, F12/845/2021, CIF 43876521, solicit radierea
din registrul comerțului ca urmare a încetării activității (art. 31 alin. 1 lit. a OUG 44/2008).
Anexez: certificat de înregistrare în original, declarație pe propria răspundere.""")
    add(f"{f}/Radiere PFA/Rezolutie radiere ORC Cluj.pdf", X, "Business", _age(2025, 2, 12),
        """Oficiul Registrului Comerțului de pe lângă Tribunalul Cluj - REZOLUȚIA nr. 6617 din 12.02.2025
Admite cererea și dispune radierea din registrul comerțului a POPESCU ANDREI PFA, F12/845/2021,
CIF 43876521. Rezoluția este executorie și se comunică ANAF pentru scoaterea din evidență.""")
    s = "Documente/Firma/Infiintare SRL"
    add(f"{s}/Dovada rezervare denumire ANPO.pdf", X, "Business", _age(2024, 12, 12),
        """ONRC - DOVADA PRIVIND DISPONIBILITATEA ȘI REZERVAREA FIRMEI nr. 221904 din 12.12.2024
Denumire rezervată: ANPO SOFTWARE SRL. Solicitant: POPESCU ANDREI. Valabilă 3 luni.""")
    add(f"{s}/checklist infiintare SRL.md", X, "Business", _age(2025, 1, 16), """# Înființare SRL - checklist

- [x] rezervare denumire ANPO SOFTWARE (ONRC online) - 12.12
- [x] comodat sediu de la dl Moldovan (semnat 18.12)
- [x] act constitutiv + declarație asociat unic / administrator
- [x] depunere dosar online myONRC - 08.01
- [x] certificat înregistrare - 14.01 (CUI 51120934)
- [x] cont BT Business EUR + RON
- [x] înregistrare în scopuri de TVA art. 316 (pt. servicii intracomunitare) + VIES
- [x] contract contabilă Rusu Expert Conta
- [x] contract nou cu Kessler (KD-2025-017) din 01.02
- [x] radiere PFA după ultima factură (ianuarie)
""")
    add(f"{s}/Calcul PFA vs SRL micro 2025.xlsx", X, "Business", _age(2024, 11, 20),
        """Scenariu;Venit anual EUR;Taxe PFA sistem real;Taxe SRL micro 1% + dividende 10% + CASS;Net
Venit 2024;118.000;impozit 10% + CAS plafonat + CASS 10% necapped;1% micro + 10% dividende + CASS 24 SM;
Net estimat PFA;;~71 %;;
Net estimat SRL;;;~87 %;
Concluzie: SRL micro din ianuarie 2025, angajat cu normă parțială necesar pt. micro;;;;""")
    add(f"{s}/Oferta consultanta infiintare - Rusu Expert Conta.pdf", X, "Business", _age(2024, 12, 5),
        """Rusu Expert Conta SRL - OFERTĂ
Servicii înființare SRL cu asociat unic: redactare act constitutiv, declarații, depunere dosar la ONRC,
înregistrare TVA: 900 lei + taxe ONRC. Contabilitate lunară microîntreprindere: 450 lei/lună.""")
    kp = "Documente/Firma/Kessler Kundenportal (2021-2023)"
    add(f"{kp}/Abnahmeprotokoll Kundenportal.pdf", X, "Business", _age(2023, 10, 27),
        """Abnahmeprotokoll - Projekt Kundenportal (Kessler Datentechnik GmbH)
Datum: 27.10.2023. Das Kundenportal wurde in der Version 1.4 abgenommen. Offene Mängel: keine der
Kategorie A. Projektabschluss und Übergabe an den Betrieb zum 01.11.2023.
Teilnehmer: Th. Brandner, J. Weiß, A. Popescu (extern, Popescu Andrei PFA)""")
    add(f"{kp}/Lessons learned Kundenportal.md", X, "Business", _age(2023, 11, 10), """# Lessons learned - Kundenportal (2021-2023)

- Angular + Spring Boot monolith was fine; the SSO integration (Keycloak) took 3x the estimate
- too late on load tests -> do them in the first quarter next time
- German-only tickets: keep a glossary from day one
""")
    add(f"{kp}/Projektplan Kundenportal.xlsx", X, "Business", _age(2022, 2, 14),
        """Phase;Start;Ende;Verantwortlich
Konzept;03/2021;05/2021;Brandner
Backend MVP;06/2021;12/2021;Popescu
Frontend;10/2021;06/2022;Weiß
SSO / Keycloak;03/2022;09/2022;Popescu
Rollout;01/2023;10/2023;Brandner""")
    add("Documente/2023/PAP-0034.pdf", X, "Business", _age(2023, 12, 31), t_invoice_pfa(r, 34, 2023, 12, 144, 55.0), H)
    add("Documente/2023/doc1.docx", X, "Business", _age(2023, 9, 18),
        """Notițe ședință Abnahme Kundenportal (Kessler) - 18.09.2023
Brandner vrea toate bug-urile de categoria A închise înainte de 27.10 (Abnahme finală).
Eu: export PDF facturi clienți în portal, fix la sesiunea SSO care expiră.
Weiß: texte în franceză pentru clienții din Elveția. După Abnahme proiectul trece la echipa de operare,
eu rămân doar 10 ore/lună pentru suport până la noul proiect.""", H)
    add("Documente/Scanări/Scan_2025-02-14_09-41.pdf", X, "Business", _age(2025, 2, 14),
        """Oficiul Registrului Comerțului de pe lângă Tribunalul Cluj - CERTIFICAT DE ÎNSCRIERE DE MENȚIUNI
privind radierea POPESCU ANDREI PFA, F12/845/2021, CIF 43876521, în baza rezoluției nr. 6617/12.02.2025.
Data înscrierii: 13.02.2025.""", H)
    rs = "Documente/Firma/Info"
    add(f"{rs}/Ghid microintreprinderi 2025.pdf", R, "Business", 380,
        """Ghid: impozitul pe veniturile microîntreprinderilor de la 1 ianuarie 2025
Plafon: 250.000 EUR cifră de afaceri (100.000 EUR din 2026). Cote: 1% și 3% pentru anumite coduri CAEN.
Condiții: cel puțin un salariat, asociații nu dețin peste 25% în alte microîntreprinderi.""")
    add(f"{rs}/Conventie evitare dubla impunere Romania - Germania.pdf", R, "Business", 420,
        """Convenția dintre România și Republica Federală Germania pentru evitarea dublei impuneri cu privire la
impozitele pe venit și pe capital (Berlin, 2001). Art. 7 Profiturile întreprinderilor. Art. 10 Dividende.
Art. 14 Profesii independente.""")
    add("Descărcări/taxare inversa servicii UE art 278.pdf", R, "Business", 300,
        """Locul prestării serviciilor B2B - art. 278 alin. (2) Cod fiscal. Servicii prestate către o persoană
impozabilă stabilită în alt stat membru: TVA se datorează de beneficiar (taxare inversă). Factura va conține
mențiunea "taxare inversă" și codul de TVA al beneficiarului; operațiunea se raportează în D390.""")

    # ------------------------------------------------------------ personal taxes (Areas Taxes)
    t = "Documente/ANAF"
    for year, srl in ((2021, False), (2022, False), (2023, False), (2024, False), (2025, True)):
        filed = _age(year + 1, 5, r.randint(10, 24))
        nm = f"D212_{year}_depusa.pdf" if year != 2024 else "D212 2024 final.pdf"
        add(f"{t}/D212/{nm}", A, "Taxes", filed, t_d212(r, year, srl))
        if year in (2023, 2025):
            add(f"{t}/D212/Recipisa D212 {year}.pdf", A, "Taxes", filed, lambda rr, dt: t_recipisa(rr, dt))
    add(f"{t}/D212/D212 2025 - calcul CASS dividende.xlsx", A, "Taxes", 25,
        """Element;Valoare
Dividende brute încasate 2025 (ANPO SOFTWARE SRL);95.000 lei
Impozit dividende reținut la sursă (10%);9.500 lei
Salariu minim 2025;4.050 lei
Plafon CASS 24 x SM;97.200 lei
Baza CASS = min(venit, plafon);95.000 lei
CASS 10% de plată prin D212;9.500 lei
Termen plată;25.05.2026""")
    add(f"{t}/SPV/Decizie de impunere anuala 2023.pdf", A, "Taxes", _age(2024, 8, 19),
        """ANAF - Administrația Județeană a Finanțelor Publice Cluj
DECIZIE DE IMPUNERE ANUALĂ pentru stabilirea impozitului pe venit și a contribuțiilor sociale - anul 2023
Contribuabil: POPESCU ANDREI, CNP 195**********
Impozit pe venit stabilit: 34.118 lei; declarat: 34.118 lei; diferență: 0.
CASS stabilită: 39.422 lei; plăți anticipate: 39.422 lei. Comunicată prin SPV la 19.08.2024.""")
    add(f"{t}/SPV/Notificare SPV - somatie 2024.pdf", A, "Taxes", _age(2024, 7, 3),
        """ANAF - Spațiul Privat Virtual - Mesaj nou
Tip document: Înștiințare de plată nr. 118832/03.07.2024
Obligație restantă: CASS anul 2023, diferență 212 lei + accesorii 7 lei.
Vă rugăm să achitați în contul unic RO45TREZ2165503XXXXXXXXX. Plata s-a efectuat la 05.07.2024.""")
    add(f"{t}/SPV/Extras situatie fiscala 2026-05.pdf", A, "Taxes", 9,
        """ANAF SPV - Interogare obligații fiscale neachitate - persoană fizică
POPESCU ANDREI, CNP 195**********, data interogării 23.05.2026
Nu există obligații fiscale restante. Plăți înregistrate în 2026: CASS D212 anul 2025 - 9.500 lei (22.05.2026).""")
    add(f"{t}/Ghid completare D212 2026.pdf", R, "Taxes", 70,
        """Ghid ANAF - Declarația unică 2026 pentru veniturile anului 2025
Cine depune: persoanele fizice care realizează venituri din activități independente, chirii, dividende (pentru
CASS), investiții. Termen: 25 mai 2026. Bonificație 3% pentru depunere online și plată până la 15 aprilie.""")
    add("Descărcări/ANAF_ghid_CASS_dividende.pdf", R, "Taxes", 60,
        """Întrebări frecvente ANAF: CASS pentru venituri din dividende
Plafoanele 6, 12 și 24 de salarii minime brute pe țară. Contribuția se declară în D212 până la 25 mai.""")
    ct = f"{t}/Contestatie CASS 2023"
    add(f"{ct}/Contestatie decizie CASS - depusa.docx", X, "Taxes", _age(2023, 9, 12),
        """Către ANAF - DGRFP Cluj, Serviciul Soluționare Contestații
CONTESTAȚIE împotriva Deciziei de impunere privind CASS nr. 77102/2023
Subsemnatul POPESCU ANDREI, CNP 195**********, contest suma de 4.860 lei stabilită suplimentar, întrucât
venitul net din activități independente a fost declarat corect în D212 și deja plafonat conform art. 170.
Solicit anularea deciziei și restituirea sumei achitate.""")
    add(f"{ct}/Decizie solutionare contestatie 2024.pdf", X, "Taxes", _age(2024, 2, 20),
        """ANAF - DGRFP Cluj - DECIZIA nr. 214 din 20.02.2024 privind soluționarea contestației formulate de
POPESCU ANDREI: admite contestația, anulează Decizia nr. 77102/2023 pentru suma de 4.860 lei.
Suma se va restitui în contul indicat în termen de 45 de zile.""")
    add("Documente/2023/scan_0013.pdf", X, "Taxes", _age(2023, 9, 13),
        """ANAF - Administrația Județeană a Finanțelor Publice Cluj - Registratură
Confirmare de primire: contestația formulată de POPESCU ANDREI împotriva Deciziei de impunere CASS
nr. 77102/2023 a fost înregistrată sub nr. CJ-REG 55418 din 13.09.2023.""", H)
    add("Descărcări/download (1).pdf", A, "Taxes", 12, lambda rr, dt: t_recipisa(rr, dt, "D212"), H)
    add("Descărcări/descărcare.pdf", A, "Taxes", 290,
        """ANAF - Spațiul Privat Virtual - DECIZIE DE IMPUNERE privind plățile anticipate
Contribuabil: POPESCU ANDREI, CNP 195**********, anul 2024
Plăți anticipate cu titlu de impozit pe venit stabilite: 4 rate trimestriale x 8.902 lei,
scadențe 25.03, 25.06, 25.09, 15.12.2024.""", H)
    add("Documente/Scanări/Scan_2025-09-03_18-12.pdf", A, "Taxes", _age(2025, 9, 3),
        """ANAF - Administrația Județeană a Finanțelor Publice Cluj - DECIZIE DE IMPUNERE ANUALĂ - anul 2024
Contribuabil POPESCU ANDREI. Impozit pe venit: declarat 39.870 lei, stabilit 39.870 lei.
CAS: 19.440 lei, CASS: 40.012 lei. Sumă de restituit: 312 lei, se compensează cu obligațiile viitoare.""", H)

    # ------------------------------------------------------------ personal money (Areas Finance)
    b = "Documente/Bani"
    for y, m in ((2025, 11), (2025, 12), (2026, 1), (2026, 2), (2026, 4)):
        add(f"{b}/ING/Extras ING {y}-{m:02d}.pdf", A, "Finance",
            (NOW.replace(tzinfo=None) - _month_end(y, m)).days + 1,
            lambda rr, dt, y=y, m=m: t_ing(rr, datetime(y, m, 28)))
    add("Descărcări/Document.pdf", A, "Finance", 60, lambda rr, dt: t_ing(rr, datetime(2026, 3, 31)), H)
    add(f"{b}/Revolut/account-statement_2026-01-01_2026-03-31_ro-ro_7c1f2e.csv", A, "Finance", 61,
        lambda rr, dt: t_revolut_csv(rr, datetime(2026, 3, 31)))
    add("Descărcări/export.csv", A, "Finance", 3, lambda rr, dt: t_revolut_csv(rr, datetime(2026, 5, 29)), H)
    add(f"{b}/Tradeville/Raport portofoliu 31.12.2025.pdf", A, "Finance", 150,
        f"""TRADEVILLE S.A. - Raport de portofoliu la 31.12.2025
Client: POPESCU ANDREI | Cont: TV-2817733
VWCE (Vanguard FTSE All-World UCITS ETF Acc) - 212 titluri - valoare {_eur(r.uniform(26000, 28000))}
TVBETETF (Fondul BET) - 1.450 unități - valoare {_lei(r, 36000, 42000)}
TLV (Banca Transilvania) - 600 acțiuni - valoare {_lei(r, 15000, 17000)}
Numerar: {_lei(r, 300, 1500)}
Venituri din dividende 2025: {_lei(r, 900, 1400)}; impozit reținut la sursă 10%.""")
    add(f"{b}/Tradeville/Fisa fiscala 2025 Tradeville.pdf", A, "Finance", 95,
        """TRADEVILLE S.A. - Fișa fiscală pentru anul 2025 (câștiguri din transferul titlurilor de valoare)
POPESCU ANDREI: câștig net din tranzacții cu deținere sub 365 zile: 0 lei; peste 365 zile: 1.204 lei.
Impozit reținut la sursă (1% / 3%): 12 lei. Nu este necesară declararea în D212.""")
    add(f"{b}/Pilon III NN/Contract pensie facultativa NN Optim.pdf", A, "Finance", _age(2022, 4, 7),
        """NN Pensii S.A.F.P.A.P. S.A. - ACT INDIVIDUAL DE ADERARE la Fondul de Pensii Facultative NN OPTIM
Participant: POPESCU ANDREI | Contribuție lunară: 400 lei, prin ordin de plată ING
Contribuția este deductibilă fiscal până la 400 EUR/an.""")
    add(f"{b}/Pilon III NN/Extras anual NN Optim 2025.pdf", A, "Finance", 110,
        f"""NN Pensii - Extras de cont anual 2025 - Fondul NN OPTIM
Participant: POPESCU ANDREI | Unități de fond: {r.uniform(1800, 2300):.4f} | Valoare activ personal:
{_lei(r, 24000, 29000)} | Contribuții 2025: 4.800 lei | Randament anual: 8,1 %""")
    add(f"{b}/Buget 2026.xlsx", A, "Finance", 4,
        """Lună;Venit (dividende + salariu);Chirie;Mâncare;Utilități;Mașină;Ieșiri;Economii nuntă;Investiții
Ianuarie;9.800;2.790;2.100;640;520;700;3.000;1.500
Februarie;9.800;2.790;1.950;710;480;650;3.000;1.500
Martie;9.800;2.790;2.250;590;900;820;3.000;0 (avans apartament)
Aprilie;24.000;2.790;2.080;420;460;600;3.000;0
Mai;9.800;2.790;2.300;390;610;900;3.000;1.000""")
    add(f"{b}/Buget 2025.xlsx", A, "Finance", 160,
        """Categorie;Buget lunar;Real mediu 2025
Chirie + întreținere;3.100;3.060
Mâncare;2.000;2.180
Mașină;500;560
Abonamente;200;240
Vacanțe;1.000;1.150
Ajutor părinți;500;650""")
    add("Documente/tabel.xlsx", A, "Finance", 18,
        """Data;Instrument;Operațiune;Cantitate;Preț;Valoare
05.01.2026;VWCE;cumpărare;10;126,40 EUR;1.264,00 EUR
04.02.2026;VWCE;cumpărare;10;128,12 EUR;1.281,20 EUR
02.03.2026;TVBETETF;cumpărare;300;28,90 lei;8.670,00 lei
14.05.2026;VWCE;cumpărare;8;131,05 EUR;1.048,40 EUR
;;Total depus Tradeville 2026;;;""", H)
    add("Descărcări/raport.pdf", A, "Finance", 33,
        """TRADEVILLE - Confirmare de tranzacție nr. 9981724
Client POPESCU ANDREI, cont TV-2817733. Data: 29.04.2026. Bursa: XETRA.
Cumpărare 8 x VWCE la 130,22 EUR. Comision 0,10 % (min. 1,5 EUR). Total debitat: 1.043,26 EUR.""", H)
    rx = f"{b}/Raiffeisen (inchis)"
    add(f"{rx}/Cerere inchidere cont Raiffeisen.pdf", X, "Finance", _age(2023, 4, 11),
        """Raiffeisen Bank S.A. - Agenția Cluj Mărăști - CERERE DE ÎNCHIDERE A CONTULUI CURENT
Titular: POPESCU ANDREI | Cont RO22 RZBR 0000 0600 1844 1290 (RON) | Card Visa Classic ***5512
Motiv: nu mai folosesc contul (fost cont de salariu Nexora). Soldul de 183,40 lei se transferă în contul ING.""")
    add(f"{rx}/Confirmare inchidere cont 2023.pdf", X, "Finance", _age(2023, 4, 18),
        """Raiffeisen Bank confirmă închiderea contului RO22 RZBR 0000 0600 1844 1290 la data de 18.04.2023.
Nu există obligații restante. Cardul atașat a fost anulat.""")
    add("Documente/2023/fără titlu.txt", X, "Finance", _age(2023, 4, 3), """închidere cont Raiffeisen (fostul cont de salariu Nexora):
- mutat debitul direct Digi pe ING
- anulat cardul Visa ***5512, abonamentul Netflix era pe el
- transfer sold rămas în ING
- cerere de închidere la agenția Mărăști, cu buletinul
""", H)
    add("Documente/Cărți/Finante/The Psychology of Money - Morgan Housel.epub", R, "Finance", 500,
        _epub("The Psychology of Money", "Morgan Housel", "en",
              "Doing well with money has a little to do with how smart you are and a lot to do with how you behave."))
    add(f"{b}/Articole/ETF-uri acumulare vs distribuire.md", R, "Finance", 220, """# ETF acumulare vs distribuire (notițe din articol Finzoom / forum)

- acumulare (VWCE): dividendele se reinvestesc, nu plătești impozit pe dividend în RO
- distribuire (VWRL): dividende trimestriale, impozit 10% + CASS peste plafon
- pentru Tradeville: fișa fiscală vine în martie
""")
    add("Descărcări/Telegram Desktop/file_17.pdf", R, "Finance", 240,
        """Ghid pentru începători: cum investești lunar în ETF-uri din România
1. Deschizi cont la un broker (Tradeville, XTB, Interactive Brokers). 2. Alegi un ETF global cu costuri
mici (TER sub 0,25 %). 3. Investești o sumă fixă lunar (dollar-cost averaging). 4. Nu vinzi la panică.
Impozitarea câștigurilor de capital în România: 1% / 3% reținut la sursă la brokerii români.""", H)
    add("Documente/Laptop vechi/Documents/Book1.xlsx", A, "Finance", 400,
        """Luna;Salariu Nexora net;Chirie Teodor Mihali;Mâncare;Rata laptop;Economii
Ianuarie 2020;6.850;1.600;1.200;310;2.500
Februarie 2020;6.850;1.600;1.150;310;2.600
Martie 2020;6.850;1.600;1.400;310;2.000
Total economii T1;;;;;7.100""", H)

    # ------------------------------------------------------------ the rented flat (Areas Home)
    h = "Documente/Casa/Chirie Observatorului"
    add(f"{h}/Contract inchiriere Observatorului 84.pdf", A, "Home", _age(2022, 8, 29),
        f"""CONTRACT DE ÎNCHIRIERE nr. 3/29.08.2022 (înregistrat la ANAF prin formularul C168)
Proprietar: MOLDOVAN SORIN, Cluj-Napoca. Chiriaș: POPESCU ANDREI.
Obiect: apartament 2 camere, {HOME_ADDR}, 54 mp, mobilat și utilat conform inventarului anexat.
Chiria: 500 EUR/lună, plătibilă în lei la cursul BNR până la data de 5 a fiecărei luni.
Garanție: 500 EUR. Durata: 01.09.2022 - 31.08.2024, prelungire automată dacă nu se denunță cu 60 de zile.
Utilitățile și întreținerea se plătesc de chiriaș.""")
    add(f"{h}/Act aditional 2024 - chirie 550 EUR.pdf", A, "Home", _age(2024, 8, 20),
        """ACT ADIȚIONAL nr. 1 la contractul de închiriere nr. 3/29.08.2022
Părțile convin prelungirea contractului până la 31.08.2026 și majorarea chiriei la 550 EUR/lună începând
cu 01.09.2024. Se adaugă ca ocupant Mureșan Ioana.""")
    add(f"{h}/Inventar apartament predare 2022.docx", A, "Home", _age(2022, 8, 31),
        """Anexa 1 - Inventar la predarea apartamentului din Str. Observatorului 84, ap. 17
Bucătărie: mașină de spălat vase Beko, aragaz, frigider Arctic, hotă. Baie: mașină de spălat rufe Beko
WTV 8636. Dormitor: pat 160x200, dulap, 2 noptiere. Living: canapea extensibilă, masă + 4 scaune.
Contoare: apă rece 00312 mc, energie 41882 kWh, repartitoare 4 buc.""")
    for y, m in ((2026, 3), (2026, 4)):
        add(f"{h}/Utilitati/Electrica {y}-{m:02d}.pdf", A, "Home",
            (NOW.replace(tzinfo=None) - datetime(y, m, 20)).days,
            lambda rr, dt: t_electrica(rr, dt, False))
    add(f"{h}/Utilitati/Factura Digi mai 2026.pdf", A, "Home", 14, t_digi)
    add(f"{h}/Utilitati/Factura Digi aprilie 2026.pdf", A, "Home", 44, t_digi)
    add(f"{h}/Utilitati/Lista intretinere aprilie 2026.pdf", A, "Home", 36, t_intretinere)
    add(f"{h}/Utilitati/Lista intretinere martie 2026.pdf", A, "Home", 66, t_intretinere)
    add("Descărcări/Factura_Electrica_mai_2026.pdf", A, "Home", 9, lambda rr, dt: t_electrica(rr, dt, False))
    add("Documente/Mail salvat/Fwd_.eml", A, "Home", 160, lambda rr, dt: _eml(
        "Sorin Moldovan <sorin.moldovan61@yahoo.com>", GMAIL, "Fwd:", dt, """
Salut Andrei,

Îți trimit mai jos mesajul de la asociație: din ianuarie crește fondul de reparații la 25 lei/apartament,
se schimbă contoarele de apă în martie. Pentru chirie rămânem la 550 EUR cum am stabilit, dar te rog să-mi
spui până în iunie dacă prelungim contractul după 31 august, știu că vă uitați după apartament.

Mulțumesc, Sorin
---------- Forwarded message ----------
De la: Administrator Asociația Observatorului 84
Subiect: Adunare generală - hotărâri"""), H)
    add("Documente/Scanări/Scan_2024-08-20_19-05.pdf", A, "Home", _age(2024, 8, 20),
        """ACT ADIȚIONAL nr. 1 la contractul de închiriere nr. 3/29.08.2022 - exemplar semnat
Proprietar Moldovan Sorin și chiriaș Popescu Andrei: prelungire până la 31.08.2026, chirie 550 EUR/lună
de la 01.09.2024, ocupant suplimentar Mureșan Ioana. Semnături: [semnat] [semnat]""", H)
    add("Descărcări/scan.pdf", A, "Home", 28,
        """CHITANȚĂ nr. 41 / 05.05.2026
Am primit de la POPESCU ANDREI suma de 2.737,00 lei, reprezentând chiria pentru luna mai 2026
(550 EUR la cursul BNR 4,9764) pentru apartamentul din Str. Observatorului nr. 84, ap. 17, Cluj-Napoca.
Casier/proprietar: Moldovan Sorin [semnătură]""", H)
    add("Documente/Casa/Manuale/Manual masina de spalat Beko WTV 8636.pdf", R, "Home", 900,
        """Beko WTV 8636 XS - Manual de utilizare. Mașină de spălat rufe 8 kg, 1200 rpm.
Programe: Bumbac, Sintetice, Lână, Rapid 14', Curățare cuvă. Coduri eroare: E01 ușa nu se închide,
E03 pompă de evacuare blocată - curățați filtrul din partea din față jos.""")
    add("Documente/Casa/Manuale/Manual centrala Ariston Clas One.pdf", R, "Home", 880,
        """Ariston Clas One 24 - Instrucțiuni de utilizare pentru utilizator. Presiunea instalației 1-1,5 bar.
Codul 108: presiune scăzută - umpleți instalația de la robinetul de umplere. Revizie anuală obligatorie.""")

    # ------------------------------------------------------------ the Borhanci flat (Projects Home)
    ap = "Documente/Casa/Apartament Borhanci"
    add(f"{ap}/Anunturi/Oferta Borhanci Hills - ap 3 camere B2-14.pdf", P, "Home", 150,
        """Borhanci Hills Residence - Vest Imobiliare Construct SRL
Apartament 3 camere, tronson B2, etaj 3, ap. 14: 74,2 mp utili + balcon 9 mp + loc de parcare subteran.
Preț: 168.000 EUR + TVA 9% (locuință sub 120 mp, prima achiziție). Finalizare: mai 2026.
Plată: 15% la antecontract, 85% la procesul-verbal de recepție și contractul de vânzare.""")
    add(f"{ap}/Anunturi/Comparatie apartamente.xlsx", P, "Home", 135,
        """Apartament;Zonă;mp;Preț EUR;EUR/mp;Parcare;Etaj;Observații
Borhanci Hills B2-14;Borhanci;74,2;168.000;2.264;da;3/5;bloc nou, predare mai 2026
Observatorului 129;Zorilor;68;159.000;2.338;nu;8/10;bloc 1985, de renovat
Florești Sub Cetate;Florești;78;119.000;1.526;da;2/4;trafic pe DN1
Sopor Residence;Sopor;71;152.000;2.140;da;5/6;departe de spital pt Ioana""")
    add(f"{ap}/Credit/Simulare credit ipotecar BT.pdf", P, "Home", 120,
        """Banca Transilvania - Simulare credit ipotecar (informativă)
Valoare credit: 680.000 lei | Perioadă: 30 ani | Dobândă: fixă 5,95% primii 3 ani, apoi IRCC + 2,29%
Rata lunară estimată: 4.055 lei | DAE: 6,71% | Avans minim 15% | Asigurare imobil PAD + facultativă.
Solicitanți: Popescu Andrei și Mureșan Ioana (codebitor).""")
    add(f"{ap}/Credit/Oferta ING credit ipotecar.pdf", P, "Home", 118,
        """ING Bank - Ofertă personalizată Credit Ipotecar
Sumă: 680.000 lei, 30 ani, dobândă fixă 5,85% pentru 5 ani, apoi variabilă IRCC + 2,5%.
Rată estimată: 4.012 lei. Comision analiză: 0 lei. Condiție: încasarea veniturilor în cont ING.""")
    add(f"{ap}/Credit/Lista documente credit ipotecar.docx", P, "Home", 100,
        """Documente necesare credit ipotecar - Banca Transilvania
Pentru Andrei (venituri din dividende + salariu ANPO SOFTWARE): situații financiare 2024-2025, balanță la zi,
hotărâri AGA distribuire dividende, extrase de cont 12 luni, D212 + recipise, adeverință de venit ANAF.
Pentru Ioana: adeverință de salariu SCJU Cluj, contract de muncă rezidențiat, extrase 6 luni.
Imobil: antecontract, extras CF, autorizație de construire, raport de evaluare ANEVAR.""")
    add(f"{ap}/Credit/Adeverinta venit ANAF 2024-2025 pentru banca.pdf", P, "Home", 97,
        """ANAF - ADEVERINȚĂ DE VENIT pentru anii 2024 și 2025 - emisă prin SPV la cererea contribuabilului
POPESCU ANDREI, CNP 195**********. Venituri declarate: 2024 - activități independente 436.210 lei;
2025 - dividende 95.000 lei. Scopul: prezentare la Banca Transilvania pentru credit ipotecar.""")
    add(f"{ap}/Credit/Preaprobare credit BT.pdf", P, "Home", 92,
        """Banca Transilvania - Notificare de preaprobare credit ipotecar
Stimate domnule Popescu, în urma analizei preliminare vă comunicăm preaprobarea unei finanțări de până la
700.000 lei, valabilă 90 de zile, în vederea achiziției unei locuințe. Aprobarea finală este condiționată de
raportul de evaluare și de documentele imobilului.""")
    add("Documente/Scanări/Scan_2026-04-21_08-50.pdf", P, "Home", 41,
        """SPITALUL CLINIC JUDEȚEAN DE URGENȚĂ CLUJ - ADEVERINȚĂ DE VENIT nr. 18822/21.04.2026
Se adeverește că dna MUREȘAN IOANA este angajata unității cu contract individual de muncă pe durată
determinată (rezidențiat, specialitatea medicină internă, până la 31.12.2028). Venit net lunar mediu pe
ultimele 6 luni: 7.940 lei. Adeverința se eliberează pentru dosarul de credit ipotecar la Banca Transilvania.""", H)
    add(f"{ap}/Credit/Raport evaluare ANEVAR ap B2-14.pdf", P, "Home", 40,
        """RAPORT DE EVALUARE - proprietate imobiliară rezidențială
Evaluator autorizat ANEVAR: ing. Ovidiu Crișan. Client: Banca Transilvania / Popescu Andrei.
Subiect: apartament 3 camere, Str. Borhanciului nr. 62, bl. B2, ap. 14, Cluj-Napoca, CF 345118-C1-U14.
Valoare de piață estimată: 172.500 EUR (858.000 lei). Abordarea prin piață, 4 comparabile.""")
    add("Descărcări/Document (6).pdf", P, "Home", 41,
        """Raport de evaluare - anexa fotografică și calculul valorii
Imobil: apartament 3 camere în bloc nou P+4E, Str. Borhanciului nr. 62, bl. B2, ap. 14, Cluj-Napoca.
Comparabile: ap. 3 camere Borhanci 76 mp - 175.000 EUR; Bună Ziua 72 mp - 169.000 EUR.
Valoare de piață pentru garantarea creditului ipotecar: 172.500 EUR. Evaluator ANEVAR Ovidiu Crișan.""", H)
    add("Descărcări/Document (3).pdf", P, "Home", 12,
        """Banca Transilvania - APROBARE CREDIT
Stimate domnule Popescu Andrei, vă informăm că solicitarea de credit ipotecar nr. 2026/CJ/118842 în valoare
de 680.000 lei pe 360 de luni a fost aprobată de comitetul de credit în data de 20.05.2026.
Garanție: ipotecă de rang I asupra apartamentului din Str. Borhanciului nr. 62, bl. B2, ap. 14.
Semnarea contractului de credit are loc la notar, în aceeași zi cu contractul de vânzare-cumpărare.""", H)
    add(f"{ap}/Antecontract/Antecontract vanzare-cumparare B2-14.pdf", P, "Home", 83,
        """ANTECONTRACT DE VÂNZARE-CUMPĂRARE autentificat sub nr. 812/10.03.2026 de Notar Public Lavinia Todea
Promitent-vânzător: VEST IMOBILIARE CONSTRUCT SRL. Promitenți-cumpărători: POPESCU ANDREI și MUREȘAN IOANA.
Obiect: apartament nr. 14, bl. B2, Str. Borhanciului nr. 62, Cluj-Napoca, 74,2 mp + parcare P-27.
Preț: 168.000 EUR + TVA. Avans: 25.200 EUR achitat la semnare. Termen încheiere contract: 30.06.2026.""")
    add("Documente/Scanări/Scan_2026-03-10_17-44.pdf", P, "Home", 83,
        """ANTECONTRACT DE VÂNZARE-CUMPĂRARE - pagina 4 din 6 - semnături
Penalități: dacă promitentul-vânzător nu predă apartamentul până la 30.06.2026, restituie avansul dublat.
Promitenții-cumpărători declară că vor achita diferența de preț din credit ipotecar Banca Transilvania.
Promitent-vânzător Vest Imobiliare Construct SRL [ștampilă] / Popescu Andrei / Mureșan Ioana""", H)
    add(f"{ap}/Antecontract/Dovada plata avans 25200 EUR.pdf", P, "Home", 83,
        """ING Bank - Confirmare transfer SEPA. Ordonator: POPESCU ANDREI. Beneficiar: VEST IMOBILIARE CONSTRUCT SRL.
Suma: 25.200,00 EUR. Detalii: avans 15% antecontract 812/10.03.2026 ap. B2-14 Borhanci.""")
    add(f"{ap}/Antecontract/Extras CF 345118-C1-U14.pdf", P, "Home", 20,
        """ANCPI - OCPI Cluj - EXTRAS DE CARTE FUNCIARĂ PENTRU INFORMARE - CF nr. 345118-C1-U14 Cluj-Napoca
A. Partea I: apartament nr. 14, bl. B2, Str. Borhanciului nr. 62, suprafață utilă 74,2 mp.
B. Partea II: proprietar VEST IMOBILIARE CONSTRUCT SRL. Notat: antecontract 812/2026 în favoarea
Popescu Andrei și Mureșan Ioana. C. Partea III: ipotecă Libra Internet Bank (finanțare dezvoltator).""")
    add(f"{ap}/Notar/Draft contract vanzare-cumparare v2.docx", P, "Home", 8,
        """CONTRACT DE VÂNZARE-CUMPĂRARE (proiect v2, transmis de BNP Lavinia Todea)
Vânzător: VEST IMOBILIARE CONSTRUCT SRL. Cumpărători: POPESCU ANDREI și MUREȘAN IOANA, în cote egale.
Preț: 168.000 EUR + TVA 9%, din care 25.200 EUR achitat ca avans, diferența din credit BT.
Radierea ipotecii Libra Internet Bank se face concomitent. Data semnării: 18.06.2026, ora 10.""")
    add("Documente/Mail salvat/Fwd_ documente.eml", P, "Home", 26, lambda rr, dt: _eml(
        "Ioana Mureșan <ioana.muresan@umfcluj.ro>", GMAIL, "Fwd: documente", dt, """
Andrei, vezi mai jos ce mai vrea consilierul de la BT. Eu trimit adeverința de salariu de la spital mâine.

---------- Forwarded message ----------
De la: Cristian Oltean, consilier credite ipotecare, Banca Transilvania Agenția Zorilor
Pentru dosarul de credit ipotecar mai avem nevoie de: hotărârea AGA pentru dividendele 2025 semnată,
extrasul de cont ING pe aprilie, polița PAD pentru apartamentul din Borhanci (după intabulare) și
copie după antecontractul autentificat. Evaluarea a fost validată."""), H)
    add(f"{ap}/Notar/Programare notar 18 iunie.eml", P, "Home", 6, lambda rr, dt: _eml(
        "BNP Lavinia Todea <office@notartodea.ro>", GMAIL, "Programare semnare contract 18.06.2026", dt, """
Bună ziua, confirmăm programarea pentru semnarea contractului de vânzare-cumpărare și a contractului de
ipotecă în data de 18.06.2026, ora 10:00, la sediul biroului notarial din Cluj-Napoca, Str. Avram Iancu 12.
Vă rugăm să prezentați actele de identitate în original. Onorariul și taxele de intabulare: aprox. 9.800 lei."""))
    add(f"{ap}/Idei mobila si mutare.md", P, "Home", 5, """# Borhanci - mutare

- bucătărie pe comandă: oferte de la Mobexpert vs atelier Florești (Bogdan)
- paturi, canapea: după nuntă?
- mutare: început de iulie, chiria Observatorului până 31.08 -> anunțăm pe dl Moldovan
- internet Digi: cerere mutare abonament
- PAD + asigurare facultativă pentru bancă
""")
    add("Desktop/todo.txt", P, "Home", 1, """- suna la BT (dl Oltean): mai trebuie PAD pt Borhanci inainte de 18.06?
- transfer diferenta TVA la dezvoltator
- de citit draft v2 contract vanzare de la notar, intrebare despre parcarea P-27
- proces verbal receptie apartament cu Vest Imobiliare - programare
- oferta bucatarie Bogdan
""", H)
    add("Documente/lista.txt", P, "Home", 15, """de cumpărat pentru apartamentul nou (Borhanci):
- frigider combinat (nu e inclus de la dezvoltator)
- mașină de spălat rufe + uscător
- corpuri de iluminat 3 camere + hol
- perdele / jaluzele dormitor
- cuier + pantofar hol
- buget total țintă: 45.000 lei fără bucătărie
""", H)
    for i, age in enumerate((148, 148, 148, 61)):
        dt = NOW - timedelta(days=age)
        photo(f"Imagini/Apartament Borhanci/IMG_{dt:%Y%m%d}_{14 + i:02d}{r.randint(10, 59)}{r.randint(10, 59)}.jpg",
              P, "Home", age)

    # ------------------------------------------------------------ the previous flat (Archive Home)
    ox = "Documente/Casa/Chirie Teodor Mihali (2019-2022)"
    add(f"{ox}/Contract inchiriere Teodor Mihali 41.pdf", X, "Home", _age(2019, 3, 28),
        """CONTRACT DE ÎNCHIRIERE - garsonieră Str. Teodor Mihali nr. 41, ap. 9, Cluj-Napoca (Mărăști)
Proprietar: BĂLAN ELENA. Chiriaș: POPESCU ANDREI. Chirie: 330 EUR/lună. Garanție: 330 EUR.
Durata: 01.04.2019 - 31.03.2020, prelungire tacită.""")
    add(f"{ox}/Proces verbal predare garsoniera 2022.pdf", X, "Home", _age(2022, 8, 31),
        """PROCES-VERBAL DE PREDARE-PRIMIRE la încetarea contractului de închiriere
Garsoniera din Str. Teodor Mihali nr. 41, ap. 9 a fost predată proprietarei Bălan Elena la 31.08.2022.
Index energie 18822 kWh, apă 214 mc. Garanția de 330 EUR se restituie integral.""")
    add(f"{ox}/Re_ restituire garantie.eml", X, "Home", _age(2022, 9, 6), lambda rr, dt: _eml(
        "Elena Bălan <elena.balan@gmail.com>", GMAIL, "Re: restituire garantie", dt, """
Bună ziua Andrei, am virat azi garanția de 330 EUR în contul ING. Mulțumesc că ai lăsat garsoniera curată,
succes în apartamentul nou!"""))

    # ------------------------------------------------------------ health (Areas Health)
    s = "Documente/Sanatate"
    add(f"{s}/Analize Synevo februarie 2026.pdf", A, "Health", 105,
        f"""SYNEVO România - BULETIN DE ANALIZE MEDICALE nr. {r.randint(10**6, 10**7 - 1)}
Pacient: POPESCU ANDREI, 31 ani, M | Trimis de: Dr. Denisa Someșan, medic de familie
Hemoleucogramă completă: în limite normale. Glicemie: 92 mg/dL (70-105).
Colesterol total: 214 mg/dL (< 200) H | LDL: 141 mg/dL (< 130) H | HDL: 48 mg/dL | Trigliceride: 126 mg/dL
TSH: 1,84 µUI/mL | Vitamina D (25-OH): 19,6 ng/mL (30-100) L | Feritină: 112 ng/mL""")
    add(f"{s}/Analize Synevo 2024.pdf", A, "Health", _age(2024, 3, 12),
        """SYNEVO - Buletin de analize. Pacient: POPESCU ANDREI. Colesterol total 198 mg/dL, glicemie 88 mg/dL,
ALT 31 U/L, AST 24 U/L, creatinină 0,94 mg/dL. Vitamina D 22 ng/mL (insuficiență).""")
    add("Documente/2023/analize_mai_2023.pdf", A, "Health", _age(2023, 5, 16),
        """Regina Maria - Rezultate laborator. Pacient: POPESCU ANDREI. Hemoleucogramă normală, VSH 6 mm/h,
proteina C reactivă < 1 mg/L, acid uric 6,1 mg/dL.""")
    add(f"{s}/Abonament Regina Maria - conditii pachet Gold.pdf", A, "Health", 125,
        """Regina Maria - Abonament Corporate Gold. Titular: POPESCU ANDREI (prin ANPO SOFTWARE SRL).
Include: consultații nelimitate la medici specialiști, analize anuale, ecografii, 20% reducere stomatologie,
check-up anual. Programări: 021 9268, aplicația Regina Maria.""")
    add(f"{s}/Scrisoare medicala ORL 2025.pdf", A, "Health", _age(2025, 11, 6),
        """SCRISOARE MEDICALĂ - Clinica Regina Maria Cluj, ambulatoriu ORL
Pacient: POPESCU ANDREI. Diagnostic: rinosinuzită acută maxilară dreaptă. Tratament: Augmentin 875 mg 2x/zi
7 zile, spray nazal Avamys 1 puf/zi 14 zile, lavaj cu ser fiziologic. Control la nevoie. Dr. Vlad Rus.""")
    add(f"{s}/Reteta ochelari 2025.pdf", A, "Health", _age(2025, 4, 2),
        """Oftalmologie Dr. Oana Man - Prescripție ochelari. Pacient: Popescu Andrei.
OD: sph -1,25 cyl -0,50 ax 180 | OS: sph -1,00 cyl -0,25 ax 175 | DP 63 mm. Lentile cu filtru pentru
ecrane recomandate (lucru la calculator > 8 ore/zi). Control peste 2 ani.""")
    add(f"{s}/Plan tratament dentist Dr Cozma.pdf", A, "Health", 200,
        """Cabinet Stomatologic Dr. Alexandra Cozma - PLAN DE TRATAMENT
Pacient: Popescu Andrei. 1) Detartraj + periaj profesional - 250 lei. 2) Obturație compozit 36 - 320 lei.
3) Tratament endodontic 46 + coroană ceramică - 2.400 lei. Total estimat: 2.970 lei.""")
    add(f"{s}/Adeverinta asigurat CNAS 2026.pdf", A, "Health", 140,
        """Casa de Asigurări de Sănătate Cluj - ADEVERINȚĂ privind calitatea de asigurat
POPESCU ANDREI, CNP 195********** are calitatea de asigurat în sistemul de asigurări sociale de sănătate
pentru perioada 01.01.2026 - 31.12.2026, în baza plății CASS (contract de muncă ANPO SOFTWARE SRL și D212).""")
    add("Documente/Scanări/Scan_2025-11-06_12-30.pdf", A, "Health", _age(2025, 11, 6),
        """REȚETĂ MEDICALĂ compensată seria CJ nr. 0884721. Unitatea: Regina Maria Cluj. Asigurat: POPESCU ANDREI.
Diagnostic cod 461: sinuzită maxilară acută. Rp: Amoxicilină + acid clavulanic 875/125 mg, 14 cpr.
Mometazonă spray nazal 1 flacon. Medic: Dr. Vlad Rus, specialist ORL.""", H)
    add("Documente/Scanări/Scan_2025-04-02_16-55.pdf", A, "Health", _age(2025, 4, 2),
        """Cabinet Oftalmologie Dr. Oana Man - Consultație. Acuitate vizuală fără corecție OD 0,5 OS 0,6.
Tensiune intraoculară 15/16 mmHg. Fund de ochi normal. Diagnostic: miopie cu astigmatism miopic ambii ochi.
Recomandare: ochelari pentru distanță, pauze 20-20-20 la lucrul la calculator.""", H)
    add("Descărcări/download (2).pdf", A, "Health", 104,
        """SYNEVO - BULETIN DE ANALIZE - rezultat suplimentar
Pacient: POPESCU ANDREI. Vitamina B12: 412 pg/mL (197-771). Homocisteină: 11,2 µmol/L.
Comentariu medic: hipercolesterolemie ușoară - se recomandă dietă, mișcare, reevaluare lipidogramă în 6 luni.""", H)
    add("Documente/Mail salvat/Re_ programare.eml", A, "Health", 35, lambda rr, dt: _eml(
        "Cabinet Dr. Cozma <programari@drcozma.ro>", GMAIL, "Re: programare", dt, """
Bună ziua domnule Popescu,
Vă confirmăm programarea pentru tratamentul de canal la molarul 46 (ședința 2) joi, 7 mai, ora 17:30.
Vă rugăm să anunțați cu 24 de ore înainte dacă nu puteți ajunge. Costul ședinței: 600 lei.
Cabinet Stomatologic Dr. Alexandra Cozma"""), H)
    add("Documente/2023/nou.txt", A, "Health", _age(2023, 5, 10), """întrebări pentru medicul de familie (dr. Someșan):
- durere de spate jos după ture lungi cu bicicleta / stat la birou - trimitere la recuperare?
- analize: colesterol, vitamina D, tiroidă
- vaccin antitetanic - când am făcut ultimul rapel?
- adeverință medicală pentru permis (expiră în 2024)
""", H)
    add("Documente/Scanări/Scan_2026-01-12_17-02.pdf", A, "Health", 140,
        """BILET DE TRIMITERE pentru investigații paraclinice seria CJ nr. 7712045
Medic de familie: Dr. Denisa Someșan, CMI Cluj-Napoca. Pacient: POPESCU ANDREI, asigurat CAS Cluj.
Investigații: hemoleucogramă, glicemie, colesterol total, LDL, HDL, trigliceride, TSH, vitamina D.
Diagnostic prezumtiv: control periodic, dislipidemie?""", H)
    add("Descărcări/Exercitii pentru spate - program birou.pdf", R, "Health", 400,
        """Program de exerciții pentru spate pentru cei care lucrează la birou (kinetoterapeut)
1. Pisica-cămilă 10 repetări. 2. Bird-dog 3x10. 3. Plank 3x30 secunde. 4. Întinderi flexori șold.
Pauză activă la fiecare 50 de minute de stat pe scaun.""")

    # ------------------------------------------------------------ the car (Areas Car)
    m = "Documente/Masina"
    add(f"{m}/RCA Golf 2025-2026.pdf", A, "Car", _age(2025, 10, 2), lambda rr, dt: t_rca(rr, dt))
    add(f"{m}/RCA Golf 2024-2025.pdf", A, "Car", _age(2024, 10, 2), lambda rr, dt: t_rca(rr, dt))
    add(f"{m}/ITP Golf 2025.pdf", A, "Car", _age(2025, 6, 17),
        f"""RAR - Inspecție tehnică periodică - Stație ITP Auto Someș SRL Cluj-Napoca
Vehicul: VW Golf VII, {PLATE}, VIN {VIN}, km 128.402. Rezultat: ADMIS. Valabil până la 17.06.2027.
Observații: uzură plăcuțe frână față 40%.""")
    add(f"{m}/Service Golf 130000 km.pdf", A, "Car", 80,
        f"""Auto Service Someș SRL - DEVIZ / FACTURĂ nr. 4472
Client: POPESCU ANDREI, VW Golf VII 1.6 TDI, {PLATE}, km 131.870
Manoperă + piese: schimb ulei Castrol 5W-30 LL, filtre ulei/aer/polen/motorină, plăcuțe frână față,
verificare distribuție. Total: {_lei(r, 1900, 2400)}. Următoarea revizie: 145.000 km sau 1 an.""")
    add(f"{m}/Rovinieta 2026.pdf", A, "Car", 125,
        f"""CNAIR - Rovinietă electronică. Nr. înmatriculare: {PLATE}, categoria A (autoturism).
Valabilitate: 12 luni, 26.01.2026 - 25.01.2027. Tarif: 28 EUR. Cod confirmare: RO-{r.randint(10**8, 10**9 - 1)}.""")
    add(f"{m}/Contract vanzare-cumparare Golf 2022.pdf", A, "Car", _age(2022, 5, 21),
        f"""CONTRACT DE VÂNZARE-CUMPĂRARE A UNUI VEHICUL (formular tipizat DRPCIV)
Vânzător: SABĂU MIHAI, Dej. Cumpărător: POPESCU ANDREI, Cluj-Napoca.
Vehicul: Volkswagen Golf VII 1.6 TDI, an 2017, VIN {VIN}, culoare gri, km 86.300. Preț: 13.200 EUR.""")
    add(f"{m}/Asigurare CASCO Golf - oferta refuzata.pdf", A, "Car", 245,
        """Allianz-Țiriac - Ofertă CASCO pentru VW Golf VII 2017, valoare asigurată 11.500 EUR.
Prima anuală: 2.460 lei, franșiză 200 EUR. Notă: nu am încheiat, prea scump față de valoarea mașinii.""")
    add("Descărcări/download.pdf", A, "Car", 7,
        f"""Groupama Asigurări - Reînnoire poliță
Polița dumneavoastră nr. RO/25/Q25/ZZ pentru vehiculul {PLATE} expiră la 01.10.2026.
Oferta de reînnoire: prima 842 lei, clasa bonus-malus B9. Plătiți online până la data expirării.""", H)
    add("Documente/Scanări/Scan_2026-01-19_08-03.pdf", A, "Car", 132,
        f"""ROMÂNIA - CERTIFICAT DE ÎNMATRICULARE (copie scanată, partea I)
A. {PLATE}  B. 14.03.2017  C.1.1 POPESCU  C.1.2 ANDREI  C.1.3 Cluj-Napoca, Str. Observatorului 84
D.1 VOLKSWAGEN  D.3 GOLF  E. {VIN}  P.1 1598 cmc  P.3 Motorină  Inspecție tehnică valabilă: 17.06.2027""", H)
    add("Documente/Scanări/Scan_2026-03-05_13-20.pdf", A, "Car", 88,
        f"""Auto Service Someș SRL - Fișă de lucru / recepție vehicul
Client Popescu Andrei, tel. 0744 218 330. Vehicul: Golf VII {PLATE}, km 131.870.
Solicitare client: revizie anuală, zgomot la frânare față, verificare aer condiționat.
Data predare: 05.03.2026, ora 08:00. Estimativ gata: 05.03.2026, ora 17:00.""", H)
    add("Descărcări/Document (8).pdf", A, "Car", 55,
        f"""POLIȚIA ROMÂNĂ - IPJ Cluj - Serviciul Rutier - PROCES-VERBAL DE CONSTATARE A CONTRAVENȚIEI seria CJ
nr. 4481922. Autoturism {PLATE}, proprietar POPESCU ANDREI. Data: 04.04.2026, ora 17:42, DN1 Gilău.
Viteză înregistrată radar: 82 km/h în localitate (limita 50 km/h). Amendă: 4 puncte-amendă = 810 lei.
Plata în 15 zile a jumătății din minim: 405 lei, pe ghiseul.ro.""", H)
    add("Documente/Cărți/Manual utilizare VW Golf 7.pdf", R, "Car", 1200,
        """Volkswagen Golf - Manual de utilizare (ediția 2016). Capitolul: Indicatoare de control și avertizare.
Presiunea în anvelope: față 2,3 bar, spate 2,2 bar (încărcare normală). AdBlue nu este necesar (1.6 TDI EU6).""")
    lx = f"{m}/Logan vandut 2022"
    add(f"{lx}/Contract vanzare Logan 2022.pdf", X, "Car", _age(2022, 5, 14),
        """CONTRACT DE VÂNZARE-CUMPĂRARE A UNUI VEHICUL
Vânzător: POPESCU ANDREI. Cumpărător: TODEA IOAN, Gherla. Vehicul: Dacia Logan 1.5 dCi, an 2009,
CJ 08 APV, km 241.000. Preț: 2.300 EUR, achitat integral la semnare.""")
    add(f"{lx}/anunt OLX Logan.txt", X, "Car", _age(2022, 4, 20), """Dacia Logan 1.5 dCi 2009, 241.000 km reali, carte service
- ITP valabil până în 2024, RCA până în august
- distribuție schimbată la 230.000
- rugină mică la praguri, altfel foarte bună
Preț 2.500 EUR negociabil, Cluj-Napoca, 0744 218 330
""")
    add(f"{lx}/Certificat fiscal scoatere din evidenta Logan.pdf", X, "Car", _age(2022, 5, 18),
        """Direcția Taxe și Impozite Locale Cluj-Napoca - CERTIFICAT DE ATESTARE FISCALĂ pentru înstrăinarea
vehiculului Dacia Logan CJ 08 APV. Contribuabil POPESCU ANDREI nu figurează cu obligații restante.
Vehiculul se scoate din evidența fiscală începând cu data de 01.06.2022.""")
    add("Documente/Laptop vechi/Documents/scan0001.pdf", X, "Car", _age(2020, 9, 8),
        """REGISTRUL AUTO ROMÂN - Stația ITP Mărăști - Rezultat inspecție tehnică periodică
Vehicul: Dacia Logan, CJ 08 APV, an 2009, km 212.450. Rezultat: ADMIS cu observații: corozie praguri,
joc ușor pivot stânga față. Valabil până la 08.09.2022. Proprietar: Popescu Andrei.""", H)

    # ------------------------------------------------------------ the parents' house (Areas Parents)
    pa = "Documente/Parinti/Casa Livezile"
    add(f"{pa}/Electrica Livezile 2026-03.pdf", A, "Parents", 70, lambda rr, dt: t_electrica(rr, dt, True))
    add(f"{pa}/Electrica Livezile 2026-01.pdf", A, "Parents", 130, lambda rr, dt: t_electrica(rr, dt, True))
    add("Descărcări/Document (2).pdf", A, "Parents", 38, lambda rr, dt: t_electrica(rr, dt, True), H)
    add(f"{pa}/Polita PAD Livezile 2026.pdf", A, "Parents", 115,
        f"""PAID - Pool-ul de Asigurare Împotriva Dezastrelor Naturale - POLIȚĂ PAD nr. {r.randint(10**7, 10**8 - 1)}
Asigurat: POPESCU VASILE. Locuință tip B (zidărie nearsă/lemn), {PARENTS_ADDR}.
Suma asigurată: 50.000 lei. Prima: 100 lei. Perioada: 10.02.2026 - 09.02.2027. Riscuri: cutremur, inundații,
alunecări de teren.""")
    add("Documente/Telefon/WhatsApp Documents/DOC-20260208-WA0001.pdf", A, "Parents", 112,
        f"""Omniasig - POLIȚĂ DE ASIGURARE FACULTATIVĂ A LOCUINȚEI nr. OMN-{r.randint(10**6, 10**7 - 1)}
Asigurat: POPESCU VASILE, CNP 162**********. Adresa: {PARENTS_ADDR}.
Clădire 142 mp + anexe (grajd, șură) - suma asigurată 310.000 lei; bunuri 40.000 lei.
Riscuri: incendiu, trăsnet, furtună, grindină, apă de conductă, furt. Primă anuală: 612 lei (plătit de Andrei).""", H)
    add(f"{pa}/Decizie impozit Livezile 2026.pdf", A, "Parents", 140, lambda rr, dt: t_parents_letter(rr, dt))
    add("Documente/Telefon/WhatsApp Documents/DOC-20251104-WA0005.pdf", A, "Parents", 209,
        lambda rr, dt: t_parents_letter(rr, datetime(2025, 1, 20)), H)
    add(f"{pa}/Comanda lemne de foc 2025.txt", A, "Parents", 260, """Lemne de foc pentru tata - comandă sept. 2025
furnizor: Ocolul Silvic Bistrița (prin dl Crișan din Livezile)
8 mc fag uscat, tăiat și despicat - 380 lei/mc = 3.040 lei
livrare: 20-25 septembrie, plata cash la livrare (trimis bani mamei prin Revolut)
anul viitor: comandă din iulie, prețul crește toamna
""")
    add("Documente/Scanări/Scan_2025-09-24_19-48.pdf", A, "Parents", _age(2025, 9, 24),
        """AVIZ DE ÎNSOȚIRE A MĂRFII / CHITANȚĂ nr. 2217
Furnizor: Ocolul Silvic Bistrița - depozit Livezile. Cumpărător: Popescu Vasile, sat Livezile nr. 212.
Sortiment: lemn de foc fag, 8 mc steri. Preț: 3.040 lei, achitat integral. Cod APV SUMAL: 8841-BN.""", H)
    add(f"{pa}/Acte casa/Extras CF Livezile casa parinti.pdf", A, "Parents", 600,
        """OCPI Bistrița-Năsăud - Extras de carte funciară pentru informare - CF nr. 27114 Livezile
Imobil: teren intravilan 1.850 mp cu casă P+M și anexe, nr. cadastral 27114.
Proprietari: POPESCU VASILE și POPESCU MARIA, bun comun, dobândit prin construire (1988) și moștenire.""")

    # ------------------------------------------------------------ photovoltaics on the parents' roof (Projects Parents)
    pv = "Documente/Parinti/Fotovoltaice 2026"
    add(f"{pv}/Ghid de finantare Casa Verde Fotovoltaice 2026.pdf", P, "Parents", 150,
        """AFM - Ghid de finanțare a Programului privind instalarea sistemelor de panouri fotovoltaice pentru
producerea de energie electrică, în vederea acoperirii necesarului de consum și livrării surplusului în
rețeaua națională (Casa Verde Fotovoltaice), sesiunea 2026.
Finanțare nerambursabilă: 90% din cheltuielile eligibile, maxim 20.000 lei, sistem de minim 3 kWp.
Beneficiar: proprietarul imobilului; instalatorul trebuie validat de AFM.""")
    add(f"{pv}/Oferta SolarNord 5 kWp.pdf", P, "Parents", 120,
        f"""SolarNord Bistrița SRL - instalator validat AFM - OFERTĂ nr. 118/2026
Beneficiar: Popescu Vasile, {PARENTS_ADDR}
Sistem fotovoltaic on-grid 5,4 kWp: 12 panouri Longi 450 W, invertor Huawei SUN2000-5KTL, structură
acoperiș țiglă, tablou protecții, montaj și dosar prosumator. Preț total: 24.800 lei TVA inclus.
Voucher AFM: 20.000 lei. Contribuție beneficiar: 4.800 lei. Termen montaj: 30 zile de la aprobare.""")
    add("Documente/Telefon/WhatsApp Documents/DOC-20260412-WA0003.pdf", P, "Parents", 50,
        """SolarNord Bistrița SRL - ANEXĂ TEHNICĂ la contractul de instalare
Amplasament: acoperiș casa principală, orientare sud-est, înclinare 35°, țiglă ceramică.
12 panouri 450 W în 2 stringuri, invertor monofazat 5 kW, contor bidirecțional solicitat la distribuitor.
Programare montaj: 13-15 mai 2026. Beneficiar: Popescu Vasile, Livezile.""", H)
    add(f"{pv}/Dosar AFM/Cerere finantare AFM - Popescu Vasile.pdf", P, "Parents", 135,
        f"""Administrația Fondului pentru Mediu - CERERE DE FINANȚARE - Casa Verde Fotovoltaice 2026
Solicitant: POPESCU VASILE, CNP 162**********, {PARENTS_ADDR}
Instalator ales: SolarNord Bistrița SRL. Putere sistem: 5,4 kWp. Valoare solicitată: 20.000 lei.
Documente atașate: CI, extras CF, certificat fiscal primărie, declarație proprietari, împuternicire.""")
    add(f"{pv}/Dosar AFM/Decizie aprobare AFM.pdf", P, "Parents", 78,
        """AFM - Notificare: dosarul nr. CVF-2026-BN-04418 al beneficiarului POPESCU VASILE a fost validat.
Valoarea finanțării aprobate: 20.000 lei. Termen de implementare: 120 de zile de la semnarea contractului.""")
    add(f"{pv}/Contract instalare SolarNord.pdf", P, "Parents", 72,
        """CONTRACT DE FURNIZARE ȘI INSTALARE SISTEM FOTOVOLTAIC nr. 211/20.03.2026 (tripartit AFM)
Instalator: SolarNord Bistrița SRL. Beneficiar: Popescu Vasile. Preț 24.800 lei, din care AFM 20.000 lei.
Garanție: panouri 12 ani produs / 25 ani performanță, invertor 10 ani, manoperă 5 ani.""")
    add("Descărcări/attachment.pdf", P, "Parents", 16,
        """SolarNord Bistrița SRL - FACTURĂ seria SNB nr. 2026-0412
Client: POPESCU VASILE, Livezile, jud. Bistrița-Năsăud
Sistem fotovoltaic 5,4 kWp conform contract 211/20.03.2026 - 24.800,00 lei (TVA 9% inclus)
Din care decontat prin AFM Casa Verde Fotovoltaice: 20.000,00 lei. Rest de plată beneficiar: 4.800,00 lei
(achitat prin transfer de POPESCU ANDREI în numele beneficiarului).""", H)
    add("Documente/Scanări/Scan_2026-05-15_18-37.pdf", P, "Parents", 17,
        """PROCES-VERBAL DE RECEPȚIE LA TERMINAREA LUCRĂRILOR nr. 58/15.05.2026
Lucrare: sistem fotovoltaic 5,4 kWp - Popescu Vasile, Livezile nr. 212. Executant: SolarNord Bistrița SRL.
Comisia constată execuția conform proiectului; sistemul funcționează în regim de autoconsum, contorul
bidirecțional urmează a fi montat de distribuitor. Semnături: beneficiar, executant, martor Popescu Andrei.""", H)
    add(f"{pv}/Cerere certificat racordare prosumator DEER.pdf", P, "Parents", 14,
        """Distribuție Energie Electrică Romania - Sucursala Bistrița - CERERE pentru actualizarea certificatului
de racordare în vederea racordării unui prosumator (putere instalată 5,4 kW, putere evacuată 5 kW).
Loc de consum: Popescu Vasile, Livezile nr. 212. Atașate: schema monofilară, PV recepție, certificate invertor.""")
    add("Documente/Telefon/WhatsApp Documents/DOC-20260520-WA0004.pdf", P, "Parents", 12,
        """Electrica Furnizare - PROIECT CONTRACT de furnizare a energiei electrice pentru prosumatori
Client: POPESCU VASILE, loc de consum Livezile nr. 212, jud. Bistrița-Năsăud.
Producție: centrală fotovoltaică 5,4 kW, compensare cantitativă conform Legii 123/2012 art. 73.
Intră în vigoare după montarea contorului bidirecțional de către distribuitor.""", H)
    add(f"{pv}/notite fotovoltaice.md", P, "Parents", 3, """# Panouri Livezile - ce mai e de făcut

- [x] aprobare AFM (martie)
- [x] montaj 13-15 mai, PV recepție 15.05
- [ ] certificat racordare actualizat de la DEER Bistrița (depus 18.05, termen 30 zile)
- [ ] contor bidirecțional
- [ ] contract prosumator cu Electrica Furnizare pentru tata
- [ ] dosar decontare AFM (factura + PV + certificat racordare) - până la sfârșitul lui iulie
- app Huawei FusionSolar pe telefonul tatei
""")
    add("Desktop/Document nou.docx", P, "Parents", 140,
        f"""ÎMPUTERNICIRE
Subsemnatul POPESCU VASILE, domiciliat în {PARENTS_ADDR}, împuternicesc pe fiul meu POPESCU ANDREI,
domiciliat în Cluj-Napoca, să mă reprezinte în relația cu Administrația Fondului pentru Mediu și cu
SolarNord Bistrița SRL pentru înscrierea, derularea și decontarea dosarului în Programul Casa Verde
Fotovoltaice 2026, inclusiv semnarea documentelor electronice pe platforma AFM.
Data: ............ Semnătura: ............""", H)
    add("Descărcări/formular.pdf", P, "Parents", 150,
        """Anexa 4 - DECLARAȚIE PE PROPRIA RĂSPUNDERE (Casa Verde Fotovoltaice)
Subsemnatul ............, proprietar al imobilului situat în ............, declar că imobilul nu face
obiectul unui litigiu, că nu am mai beneficiat de finanțare AFM pentru sisteme fotovoltaice și că sistemul
va fi menținut în funcțiune minim 5 ani de la decontare.""", H)
    for i, age in enumerate((17, 17, 18)):
        dt = NOW - timedelta(days=age)
        photo(f"Imagini/Livezile panouri/IMG_{dt:%Y%m%d}_{10 + i:02d}{r.randint(10, 59)}{r.randint(10, 59)}.jpg",
              P, "Parents", age)

    # ------------------------------------------------------------ the 2023 roof repair (Archive Parents)
    ro = "Documente/Parinti/Acoperis 2023"
    add(f"{ro}/Oferta tigla Bramac si manopera.pdf", X, "Parents", _age(2023, 4, 22),
        """Construct Bârgău SRL - OFERTĂ reparație acoperiș, casa Popescu, Livezile
Demontare țiglă veche 160 mp, înlocuire șipci și folie anticondens, țiglă Bramac Max, jgheaburi și burlane.
Materiale: 21.400 lei. Manoperă: 9.600 lei. Durata: 2 săptămâni, iunie 2023.""")
    add(f"{ro}/Factura Construct Bargau acoperis.pdf", X, "Parents", _age(2023, 6, 24),
        """Construct Bârgău SRL - FACTURĂ nr. 311/24.06.2023. Client: Popescu Vasile, Livezile nr. 212.
Lucrări reparație acoperiș conform ofertei: 31.000 lei. Achitat: 31.000 lei (transfer Popescu Andrei).""")
    add("Documente/2023/scan_0012.pdf", X, "Parents", _age(2023, 5, 8),
        """CONTRACT DE EXECUȚIE LUCRĂRI nr. 44/08.05.2023
Executant: Construct Bârgău SRL, Prundu Bârgăului. Beneficiar: Popescu Vasile, sat Livezile nr. 212.
Obiect: înlocuirea învelitorii acoperișului casei (160 mp) cu țiglă Bramac, inclusiv dulgherie și jgheaburi.
Valoare: 31.000 lei. Avans 40% la semnare. Garanție lucrări: 5 ani.""", H)
    for i, age in enumerate((_age(2023, 6, 12), _age(2023, 6, 23))):
        dt = NOW - timedelta(days=age)
        photo(f"Documente/Parinti/Acoperis 2023/IMG_{dt:%Y%m%d}_1{i}2233.jpg", X, "Parents", age)

    # ------------------------------------------------------------ the wedding (Projects Wedding)
    w = "Documente/Nunta 2026"
    add(f"{w}/Buget nunta.xlsx", P, "Wedding", 4,
        """Categorie;Furnizor;Estimat (lei);Avans plătit;Rest
Restaurant (140 pers x 380 lei);Pavilionul Verde;53.200;10.000;43.200
Fotograf + video;Mihai Sabău Photography;9.500;2.000;7.500
Formație;Formația Acord;12.000;3.000;9.000
Tort + candy bar;Cofetăria Carpați;4.200;0;4.200
Rochie + costum;;9.000;4.500;4.500
Flori + decor biserică;Flori de Cluj;6.500;1.000;5.500
Invitații;tipografie online;1.200;1.200;0
Verighete;;5.800;5.800;0
Total;;101.400;27.500;73.900""")
    add(f"{w}/Lista invitati v4.xlsx", P, "Wedding", 6,
        """Nume;Partea;Nr. persoane;Confirmat;Masa
Nașii Radu și Cristina Pop;ambii;2;da;1
Vasile și Maria Popescu;mire;2;da;1
Familia Mureșan (părinții Ioanei);mireasă;2;da;1
Unchiul Ion Popescu + familia (Livezile);mire;4;da;3
Colegi rezidenți Ioana (medicină internă);mireasă;8;parțial;7
Grupul de board games (Vlad, Bogdan, Oana, Sergiu);mire;6;da;5
Kessler: Thomas Brandner + soția;mire;2;nu știe încă;9""")
    dot(f"{w}/.~lock.Lista invitati v4.xlsx#", b",Andrei Popescu,andrei-laptop,27.05.2026 21:14,file:///home/andrei/.config/libreoffice/4;\n", 5)
    add(f"{w}/~$Lista invitati v4.xlsx", L, "System", 6, b"\x0bIoana Muresan" + b"\x00" * 40)
    add(f"{w}/Restaurant/Oferta Pavilionul Verde.pdf", P, "Wedding", 250,
        """Pavilionul Verde - Evenimente - OFERTĂ NUNTĂ 12.09.2026
Meniu Clasic: 380 lei/persoană (aperitiv, pește, sarmale, friptură, desert), băuturi nelimitate 2 tipuri vin,
bere, răcoritoare. Sala mare până la 180 de persoane, terasă pentru cocktail. Avans 10.000 lei la rezervare.""")
    add(f"{w}/Restaurant/Contract Pavilionul Verde semnat.pdf", P, "Wedding", 230,
        """CONTRACT DE PRESTĂRI SERVICII EVENIMENT nr. 96/2025
Prestator: Pavilionul Verde SRL, Cluj-Napoca. Beneficiari: Popescu Andrei și Mureșan Ioana.
Eveniment: nuntă, 12.09.2026, începând cu ora 19:00. Număr minim garantat: 120 persoane.
Preț: 380 lei/persoană. Avans: 10.000 lei. Lista finală a invitaților cu 14 zile înainte.""")
    add(f"{w}/Restaurant/Meniu degustare - notite.docx", P, "Wedding", 20,
        """Degustare Pavilionul Verde - 10 mai
- aperitiv: platou rece ok, fără ruladă de pui
- pește: păstrăv, nu somon (Ioana)
- sarmale în foi de varză - DA
- friptură: ceafă de porc + pulpe de pui, garnitură cartofi cu rozmarin
- desert: doar tortul, fără prăjituri separate
- vegetarieni: 6 meniuri""")
    add("Documente/Telefon/WhatsApp Documents/DOC-20250917-WA0007.pdf", P, "Wedding", 256,
        """Restaurant Castelul Bánffy - Ofertă evenimente 2026
Pachet nuntă: 450 lei/persoană, minim 150 de persoane, sala Castelului, cocktail în curte.
Date disponibile în septembrie 2026: 5, 12, 19. Taxă de rezervare: 15.000 lei nereturnabilă.""", H)
    add(f"{w}/Fotograf/Contract Mihai Sabau Photography.pdf", P, "Wedding", 200,
        """CONTRACT DE PRESTĂRI SERVICII FOTO-VIDEO nr. 2026/41
Prestator: Mihai Sabău Photography (PFA Sabău Mihai). Beneficiari: Andrei Popescu și Ioana Mureșan.
Data: 12.09.2026 (pregătiri, biserică, petrecere) + sesiune After Wedding. Preț: 9.500 lei, avans 2.000 lei.
Livrare: 500+ fotografii editate și film de 5-7 minute în 60 de zile.""")
    add("Descărcări/contract.pdf", P, "Wedding", 30,
        """CONTRACT DE PRESTĂRI SERVICII MUZICALE nr. 17/2026
Prestator: Formația Acord (Crișan Tudor PFA), Cluj-Napoca. Beneficiari: Popescu Andrei și Mureșan Ioana.
Eveniment: 12.09.2026, Pavilionul Verde, ora 19:00 - 05:00. Componență: 5 membri + solistă + DJ pauze.
Onorariu: 12.000 lei, avans 3.000 lei. Repertoriu: muzică populară ardelenească, dance, retro.""", H)
    add("Descărcări/Telegram Desktop/file_9.pdf", P, "Wedding", 180,
        """Formația Acord - ofertă sezon 2026
Nunți și botezuri: 10.000 - 13.000 lei (5 muzicieni + sonorizare + lumini). Deplasare în afara Clujului:
2 lei/km. Dansul mirilor: putem învăța orice melodie cerută. Rezervări: 0745 111 902 (Tudor).""", H)
    add("Descărcări/Document (4).pdf", P, "Wedding", 22,
        """Cofetăria Carpați - OFERTĂ TORT MIRI
Tort etajat 4 niveluri, 14 kg, blat de vanilie cu fructe de pădure și ciocolată albă, decor cu flori naturale.
Preț: 160 lei/kg = 2.240 lei. Candy bar 140 persoane: 1.960 lei. Livrare la Pavilionul Verde 12.09.2026,
ora 17:00. Avans 30% la confirmare.""", H)
    add("Documente/Mail salvat/Re_ oferta.eml", P, "Wedding", 215, lambda rr, dt: _eml(
        "Mihai Sabău <contact@mihaisabau.ro>", GMAIL, "Re: oferta", dt, """
Salut Andrei și Ioana,
Mulțumesc pentru mesaj! 12 septembrie 2026 este încă liberă. Pachetul complet (foto + video, pregătiri la
ambele familii, cununia religioasă și petrecerea până la tort) este 9.500 lei; After Wedding inclus.
Dacă vreți să rezervați data, vă trimit contractul și avansul e 2.000 lei.
Mihai"""), H)
    add(f"{w}/Invitatii/Invitatie draft.png", P, "Wedding", 75, "")
    add(f"{w}/Invitatii/Invitatie final2.pdf", P, "Wedding", 60,
        """Cu bucurie în suflet vă invităm să fiți alături de noi în ziua în care ne unim destinele
IOANA & ANDREI
Cununia religioasă: sâmbătă, 12 septembrie 2026, ora 16:00, Biserica Ortodoxă „Sfânta Treime" Zorilor
Petrecerea: ora 19:00, Pavilionul Verde, Cluj-Napoca
Nași: Cristina și Radu Pop | Părinți: Maria și Vasile Popescu, Elena și Dorin Mureșan
Vă rugăm să confirmați participarea până la 1 august.""")
    cc = f"{w}/Cununie civila"
    add(f"{cc}/Lista acte starea civila.pdf", P, "Wedding", 45,
        """Primăria Municipiului Cluj-Napoca - Serviciul Stare Civilă - Acte necesare încheierii căsătoriei
Declarația de căsătorie se depune cu cel puțin 10 zile înainte de oficiere, personal de viitorii soți.
Acte: CI, certificate de naștere original + copie, certificate medicale prenupțiale (valabile 14 zile),
declarație privind numele după căsătorie, 2 martori. Taxa oficiere în zile nelucrătoare: 600 lei.""")
    add("Documente/Telefon/WhatsApp Documents/DOC-20260503-WA0002.docx", P, "Wedding", 29,
        """Ce ne mai trebuie pentru starea civilă (Ioana)
- programare oficiere: sâmbătă 5 septembrie, ora 12:00 - confirmat la primărie
- certificate de naștere originale (al lui Andrei e la părinți în Livezile!)
- certificate prenupțiale: analize + medic de familie + psihiatru, NU mai devreme de 22 august
- martori: Cristina și Radu (nașii)
- numele după căsătorie: Ioana rămâne Mureșan-Popescu""", H)
    add(f"{cc}/Declaratie de casatorie - draft.pdf", P, "Wedding", 10,
        """DECLARAȚIE DE CĂSĂTORIE (model conform HG 64/2011)
Subsemnații POPESCU ANDREI, născut la 14.02.1995 în Bistrița, și MUREȘAN IOANA, născută la 03.07.1996 în
Turda, declarăm că vrem să ne căsătorim și că nu există impedimente legale. Numele după căsătorie: soțul
Popescu, soția Mureșan-Popescu. Data oficierii solicitate: 05.09.2026.""")
    add(f"{cc}/Certificat medical prenuptial - info.txt", P, "Wedding", 9, """certificat medical prenupțial (pt. cununie 5 sept):
- valabil 14 zile -> analizele după 22 august
- medic de familie dr. Someșan: VDRL, HIV, radiografie pulmonară, grupa sangvină
- plus aviz psihiatru (Ioana știe pe cineva la Clinica Psihiatrie)
- costă ~ 250 lei / persoană la Regina Maria
""")
    add("Desktop/fără titlu.txt", P, "Wedding", 1, """masa 1: nașii Radu + Cristina, părinții mei, părinții Ioanei
masa 2: bunica Ioanei, mătușa Lia + unchiul Dorel
masa 3: unchiul Ion + familia din Livezile (4)
masa 5: board games (Vlad, Bogdan, Oana, Sergiu + parteneri)
masa 7: colegii Ioanei de la Medicală II
de întrebat restaurantul: mese rotunde de 10 sau dreptunghiulare?
dansul mirilor după intrarea cu tortul? nu - la 22:00
""", H)
    add(f"{w}/Biserica/programare biserica.txt", P, "Wedding", 160, """Biserica Sfânta Treime Zorilor - părintele Ilie
- cununie religioasă 12.09.2026 ora 16:00 - confirmat
- taxă biserică 800 lei + cor 500 lei
- adus certificatul de căsătorie civilă + certificatele de botez ale mirilor și nașilor
- lumânări de cununie: comandăm de la Flori de Cluj
""")
    add(f"{w}/playlist nunta.md", P, "Wedding", 24, """# Playlist nuntă (pentru DJ între seturile formației)

- dansul mirilor: Ed Sheeran - Perfect (sau Vama - Perfect fără tine?)
- intrare: Coldplay - Viva la Vida
- la tort: Bruno Mars - Marry You
- hore: le lasăm formației Acord
""")
    add(f"{w}/Nasi/idei cadou nasi.md", P, "Wedding", 50, """# Cadou nași (Radu și Cristina)

- weekend la un SPA în Apuseni
- icoană pictată pe lemn + coș cu vin
- buget: 2.000 lei
""")
    for i, age in enumerate((235, 235, 34)):
        dt = NOW - timedelta(days=age)
        photo(f"Imagini/Nunta locatie/IMG_{dt:%Y%m%d}_18{i}{r.randint(100, 999)}.jpg", P, "Wedding", age)

    # ------------------------------------------------------------ the Goethe B2 exam (Projects German)
    de = "Documente/Deutsch/Goethe B2 2026"
    add(f"{de}/Anmeldebestaetigung Goethe-Zertifikat B2.pdf", P, "German", 95,
        """Goethe-Institut Bukarest - Prüfungszentrum Cluj-Napoca (Deutsches Kulturzentrum Cluj)
Anmeldebestätigung: Goethe-Zertifikat B2 (modular, alle vier Module)
Teilnehmer: Andrei Popescu, geb. 14.02.1995. Prüfungstermin: 16.07.2026 (Lesen, Hören, Schreiben),
Sprechen: 17.07.2026 nach Einteilung. Prüfungsgebühr: 1.150 lei - bezahlt am 26.02.2026.""")
    add("Descărcări/Document (1).pdf", P, "German", 4,
        """Deutsches Kulturzentrum Cluj-Napoca - Einladung zur Prüfung Goethe-Zertifikat B2
Sehr geehrter Herr Popescu, Ihre Prüfung findet am 16.07.2026 um 8:30 Uhr in Raum 2, Str. Universității 7,
statt. Mündliche Prüfung (Sprechen) am 17.07.2026 um 11:40 Uhr mit Partnerin Frau Rus.
Bitte bringen Sie einen gültigen Lichtbildausweis mit. Handys sind im Prüfungsraum nicht erlaubt.""", H)
    add(f"{de}/Modellsatz B2 Lesen.pdf", P, "German", 88,
        """Goethe-Zertifikat B2 - Modellsatz Erwachsene - Lesen (65 Minuten)
Teil 1: Sie lesen in einem Forum Meinungen zum Thema Homeoffice. Welche Person ist für, welche gegen ...?
Teil 2: Lesen Sie den Zeitungsartikel "Die Vier-Tage-Woche" und wählen Sie die richtige Antwort a, b oder c.""")
    add(f"{de}/Modellsatz B2 Hoeren Teil 1.mp3", P, "German", 88,
        lambda rr, dt: _id3(rr, "Modellsatz B2 Hören Teil 1", "Goethe-Institut", "Goethe-Zertifikat B2 Übungsmaterial"))
    add(f"{de}/Lernplan B2 bis Juli.xlsx", P, "German", 30,
        """Woche;Lesen;Hören;Schreiben;Sprechen;Status
KW 18;Modellsatz 1;Modellsatz 1;Forumsbeitrag Homeoffice;Präsentation Klimaschutz;erledigt
KW 19;Zeitungsartikel DW;Podcast Langsam gesprochen;Beschwerde-E-Mail;Diskussion mit Frau Rus;erledigt
KW 20;Modellsatz 2;Modellsatz 2;Meinungsäußerung Social Media;;erledigt
KW 22;Übungstest telc;Übungstest telc;Bitte um Information;Präsentation Arbeitszeit;offen
KW 26;Modellsatz 3 komplett unter Zeitdruck;;;Probeprüfung Sprachschule;offen""")
    add(f"{de}/Schreiben/Forumsbeitrag Homeoffice - korrigiert.docx", P, "German", 27,
        """Forumsbeitrag: Homeoffice - Fluch oder Segen? (Korrektur Frau Rus, 11/20 Punkte -> 15/20)
Ich arbeite seit fünf Jahren im Homeoffice für eine Firma in Stuttgart. Meiner Meinung nach überwiegen die
Vorteile, weil ich keine Zeit im Verkehr verliere [korrekt]. Allerdings vermisse ich manchmal den
persönlichen Kontakt mit den Kollegen, obwohl wir täglich Videokonferenzen haben [Nebensatz: Verb am Ende!].""")
    add(f"{de}/Schreiben/Beschwerde E-Mail v2.docx", P, "German", 18,
        """Sehr geehrte Damen und Herren,
ich wende mich an Sie, weil die Lieferung meiner Bestellung Nr. 44817 seit drei Wochen aussteht.
Ich erwarte, dass Sie mir bis Ende der Woche einen verbindlichen Liefertermin nennen oder den Kaufpreis
erstatten. Mit freundlichen Grüßen, Andrei Popescu
[Korrektur Frau Rus: sehr gut, Register passt; 'seit drei Wochen' statt 'für drei Wochen'; 18/20 Punkte]""")
    add(f"{de}/Sprechen Themen B2.md", P, "German", 11, """# Sprechen Teil 1 - Präsentation (mögliche Themen)

- Homeoffice vs. Büro: Vorteile/Nachteile, Erfahrung aus Rumänien
- Sollte man ein Auto besitzen?
- Ehrenamt: Pflicht für Schüler?
Redemittel: Ich möchte heute über ... sprechen. / Meiner Erfahrung nach ... / Zusammenfassend ...
""")
    add(f"{de}/Factura curs pregatire B2 - Sprachschule Kontakt.pdf", P, "German", 100,
        """Sprachschule Kontakt SRL, Cluj-Napoca - FACTURĂ nr. SK-2026-0219
Client: POPESCU ANDREI. Curs intensiv de pregătire Goethe-Zertifikat B2, grupă mică, 24 ședințe x 90 min,
martie - iulie 2026, profesoară Denisa Rus. Preț: 2.640 lei. Achitat cu cardul.""")
    add("Descărcări/invoice.pdf", P, "German", 40,
        """Sprachschule Kontakt SRL - FACTURĂ nr. SK-2026-0377
Client: POPESCU ANDREI. Lecții individuale de conversație în germană pentru proba orală B2 (Sprechen),
6 x 60 min, mai - iunie 2026. Preț: 720 lei.""", H)
    add("Desktop/notite.md", P, "German", 2, """Sprechen Teil 2 - Diskussion üben mit Frau Rus (Di, Do 19:00)

- Thema: Sollen Städte Autos aus dem Zentrum verbannen?
- Redemittel Widerspruch: Da bin ich anderer Meinung ... / Das sehe ich etwas anders, weil ...
- Fehler letzte Woche: "ich habe gegangen" -> bin gegangen!! ; wegen + Genitiv
- Probeprüfung komplett am 04.07 in der Sprachschule
""", H)
    # general German (Resources German)
    dg = "Documente/Deutsch"
    add(f"{dg}/Grammatik/Verben mit Praepositionen.pdf", R, "German", 600,
        """Verben mit Präpositionen - Liste
achten auf + Akk., sich ärgern über + Akk., sich bewerben um + Akk., denken an + Akk., sich freuen auf / über
+ Akk., sich interessieren für + Akk., teilnehmen an + Dat., warten auf + Akk., sich kümmern um + Akk.""")
    add(f"{dg}/Grammatik/Adjektivdeklination Tabelle.pdf", R, "German", 640,
        """Adjektivdeklination: nach bestimmtem Artikel (schwach): der gute Mann, die gute Frau, das gute Kind,
die guten Leute. Nach unbestimmtem Artikel (gemischt): ein guter Mann, eine gute Frau, ein gutes Kind.""")
    add(f"{dg}/Wortschatz/Wortschatz Arbeit und Beruf.xlsx", R, "German", 300,
        """Deutsch;Rumänisch;Beispiel
die Kündigungsfrist;termenul de preaviz;Die Kündigungsfrist beträgt zwei Monate.
der Auftraggeber;beneficiarul / clientul;Der Auftraggeber zahlt innerhalb von 14 Tagen.
die Rechnung stellen;a emite factura;Ich stelle die Rechnung am Monatsende.
die Besprechung;ședința;Die Besprechung wurde verschoben.""")
    add(f"{dg}/Artikel/DW - Warum die Deutschen so gern Vereine gruenden.txt", R, "German", 160,
        """Deutsche Welle - Deutsch lernen - Top-Thema
Warum die Deutschen so gern Vereine gründen
In Deutschland gibt es mehr als 600.000 Vereine: Sportvereine, Gesangsvereine, Kleingartenvereine ...
Glossar: der Verein - asociație; ehrenamtlich - voluntar; die Mitgliedschaft - calitatea de membru.
""")
    add(f"{dg}/Podcast/Langsam gesprochene Nachrichten 2026-05-12.mp3", R, "German", 20,
        lambda rr, dt: _id3(rr, "Langsam gesprochene Nachrichten 12.05.2026", "Deutsche Welle",
                            "Langsam gesprochene Nachrichten"))
    add("Documente/Cărți/Deutsch/Der Vorleser - Bernhard Schlink.epub", R, "German", 420,
        _epub("Der Vorleser", "Bernhard Schlink", "de",
              "Als ich fünfzehn war, hatte ich Gelbsucht. Die Krankheit begann im Herbst und endete im Frühjahr."))
    add("Descărcări/Telegram Desktop/file_12.pdf", R, "German", 190,
        """Redemittel B2 - Meinung äußern und diskutieren
Ich bin der Meinung, dass ... / Meiner Ansicht nach ... / Ich halte es für wichtig, dass ...
Einerseits ..., andererseits ... / Im Gegensatz dazu ... / Ich stimme dir zu, aber ...
Zum Schluss möchte ich noch sagen, dass ...""", H)
    # B1 of 2024 (Archive German)
    b1 = f"{dg}/B1 2024"
    add(f"{b1}/Zertifikat Goethe B1.pdf", X, "German", _age(2024, 12, 10),
        """Goethe-Institut - GOETHE-ZERTIFIKAT B1 - Andrei Popescu, geboren am 14.02.1995 in Bistrița
Prüfungsdatum: 14.11.2024, Prüfungsort: Cluj-Napoca. Lesen 85, Hören 80, Schreiben 72, Sprechen 88 Punkte.
Gesamtergebnis: bestanden.""")
    add(f"{b1}/Anmeldung B1 November 2024.pdf", X, "German", _age(2024, 9, 20),
        """Anmeldebestätigung Goethe-Zertifikat B1, Prüfung am 14.11.2024 in Cluj-Napoca. Teilnehmer: Andrei
Popescu. Prüfungsgebühr 950 lei bezahlt.""")
    add("Documente/Scanări/Scan_2024-12-11_20-15.pdf", X, "German", _age(2024, 12, 11),
        """Goethe-Institut - Ergebnisbescheinigung Goethe-Zertifikat B1
Teilnehmer: Andrei Popescu. Prüfungstermin 14.11.2024. Module: Lesen bestanden, Hören bestanden, Schreiben
bestanden, Sprechen bestanden. Das Zertifikat wird im Prüfungszentrum Cluj ausgegeben.""", H)

    # ------------------------------------------------------------ cycling (Resources / Archive Cycling)
    cy = "Documente/Ciclism"

    def gpx(name: str, lat: float, lon: float) -> str:
        pts = "".join(f'<trkpt lat="{lat + i * 0.003:.5f}" lon="{lon + i * 0.004:.5f}"><ele>{400 + i * 7}</ele></trkpt>'
                      for i in range(12))
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Strava">'
                f"<trk><name>{escape(name)}</name><trkseg>{pts}</trkseg></trk></gpx>\n")
    add(f"{cy}/Trasee/Feleacu - Ciurila - Savadisla loop.gpx", R, "Cycling", 300, gpx("Feleacu Ciurila loop", 46.71, 23.59))
    add(f"{cy}/Trasee/Cluj - Belis Fantanele - Cluj 160km.gpx", R, "Cycling", 280, gpx("Belis 160", 46.77, 23.6))
    add(f"{cy}/Trasee/Gilau - Marisel urcare.gpx", R, "Cycling", 250, gpx("Marisel climb", 46.75, 23.38))
    add("Descărcări/Morning_Ride_Feleacu.gpx", R, "Cycling", 10, gpx("Morning Ride", 46.72, 23.6))
    add(f"{cy}/Manual Canyon Endurace CF 7.pdf", R, "Cycling", 700,
        """Canyon Endurace CF - Bedienungsanleitung / User manual. Anzugsmomente: Vorbau 5 Nm, Sattelstütze 5 Nm.
Shimano 105 Di2: Akku laden alle 1000 km. Reifendruck 28 mm: 4,5-5,5 bar.""")
    add(f"{cy}/Articole/Cum sa-ti reglezi inaltimea seii.md", R, "Cycling", 500, """# Reglaj șa (notițe dintr-un articol bikefit)

- înălțime: călcâiul pe pedală, piciorul complet întins la ora 6
- recul: genunchiul deasupra axului pedalei la ora 3
- după reglaj: 2-3 ieșiri scurte înainte de tura lungă
""")
    add(f"{cy}/Articole/Nutritie ture lungi.pdf", R, "Cycling", 330,
        """Nutriție pentru ture lungi pe bicicletă: 60-90 g carbohidrați pe oră după prima oră, 500-750 ml apă pe
oră, electroliți pe căldură. Mic-dejun cu 2-3 ore înainte de start.""")
    tr = f"{cy}/Transalpina 2025"
    add(f"{tr}/Itinerar Transalpina 2025.md", X, "Cycling", _age(2025, 8, 1), """# Tura Transalpina - 15-17 august 2025 (cu Vlad și Bogdan)

- Ziua 1: Sebeș - Șugag - Obârșia Lotrului (90 km, 1.600 m D+) - cazare Pensiunea Obârșia
- Ziua 2: Obârșia - Pasul Urdele (2.145 m) - Rânca - Novaci (70 km)
- Ziua 3: Novaci - Bumbești - tren înapoi la Sebeș
- mașina de suport: Golf-ul, condusă de Ioana ziua 1
""")
    add(f"{tr}/Bilete tren Novaci - Sebes.pdf", X, "Cycling", _age(2025, 8, 10),
        """CFR Călători - Bilet electronic. Tg. Jiu - Sebeș, 17.08.2025, tren IR 1622, 3 călători + 3 biciclete.
Total: 186 lei.""")
    add("Descărcări/Document (5).pdf", X, "Cycling", _age(2025, 7, 20),
        """Pensiunea Obârșia Lotrului - Confirmare rezervare
Oaspete: Andrei Popescu, 3 persoane, 15.08.2025 - 16.08.2025, cameră triplă cu mic-dejun.
Avem garaj închis pentru biciclete. Cină la ora 20:00 (ciorbă + paste pentru bicicliști). Total: 540 lei.""", H)

    # ------------------------------------------------------------ board games (Resources / Projects BoardGames)
    bg = "Documente/Board games"
    add(f"{bg}/Reguli/Brass Birmingham - Rulebook.pdf", R, "BoardGames", 520,
        """Brass: Birmingham - Rulebook. Game overview: build networks, industries and sell goods over two
halves: the Canal Era and the Rail Era. Each round players take two actions (one in the first round).""")
    add(f"{bg}/Reguli/Spirit Island rulebook.pdf", R, "BoardGames", 460,
        """Spirit Island - Rules. Players are Spirits of the land defending the island from Invaders.
Each turn: Spirit Phase (growth, energy, play power cards), Fast Powers, Invader Phase, Slow Powers.""")
    add(f"{bg}/Reguli/Terraforming Mars - reguli RO.pdf", R, "BoardGames", 610,
        """Terraforming Mars - Regulament în limba română. Scopul: ridicarea temperaturii, oxigenului și
oceanelor. Generațiile se termină când toți jucătorii au trecut. Puncte de victorie: TR, premii, realizări.""")
    add("Descărcări/Ark Nova rules EN.pdf", R, "BoardGames", 140,
        """Ark Nova - Rules of Play. Plan and design a modern, scientifically managed zoo. Action cards:
Cards, Build, Animals, Association, Sponsors. The game ends when a player's conservation and appeal cross.""")
    add(f"{bg}/colectie BGG export.csv", R, "BoardGames", 45,
        """objectname,rating,numplays,yearpublished,own
Brass: Birmingham,9,14,2018,1
Spirit Island,8.5,11,2017,1
Terraforming Mars,8,23,2016,1
Ark Nova,9,9,2021,1
Cascadia,7.5,18,2021,1
Catan,6,40,1995,1
Dune: Imperium,8.5,7,2020,1""")
    add("Descărcări/Telegram Desktop/file_3.pdf", R, "BoardGames", 95,
        """Dune: Imperium - Quick reference / player aid
Turn: place an Agent OR Reveal. Combat: units in the Conflict + swords revealed. Alliances: 4 influence
with a faction. Endgame: 10 victory points or Conflict deck empty. Mentat: 2 spice, return at round end.""", H)
    cat = f"{bg}/Turneu Catan 2024"
    add(f"{cat}/Clasament final turneu Catan.xlsx", X, "BoardGames", _age(2024, 11, 24),
        """Loc;Jucător;Meciuri;Victorii;Puncte totale
1;Bogdan Rus;4;3;38
2;Andrei Popescu;4;2;35
3;Oana Bălan;4;1;33
4;Vlad Pop;4;1;31
Premiu: Catan Cities & Knights (donat de Café Meeple);;;;""")
    add(f"{cat}/Regulament turneu.md", X, "BoardGames", _age(2024, 10, 30), """# Turneu Catan - Café Meeple, 23 noiembrie 2024

- 16 jucători, 4 mese, 4 runde (swiss)
- meci: până la 10 puncte sau 90 de minute
- departajare: victorii, apoi puncte totale
""")
    mn = "cod/meeple-night"
    add(f"{mn}/README.md", P, "BoardGames", 3, """# meeple-night

Small web app for our Thursday board-game group at Café Meeple: who comes, which games, scores, stats.

Target: **v1.0 before the summer tournament (11 July 2026)**.

- Next.js 15 + Prisma + SQLite (hosted on a Hetzner VPS)
- login with a magic link
- tournament mode: swiss pairings, tie-breaks
""")
    add(f"{mn}/package.json", P, "BoardGames", 8, """{
  "name": "meeple-night",
  "version": "0.9.2",
  "private": true,
  "scripts": { "dev": "next dev", "build": "next build", "test": "vitest" },
  "dependencies": { "next": "15.3.1", "react": "19.1.0", "@prisma/client": "6.7.0" },
  "devDependencies": { "prisma": "6.7.0", "vitest": "3.1.2", "typescript": "5.8.3" }
}
""")
    add(f"{mn}/prisma/schema.prisma", P, "BoardGames", 25, """datasource db {
  provider = "sqlite"
  url      = env("DATABASE_URL")
}
model Player { id Int @id @default(autoincrement()) name String plays Play[] }
model Game   { id Int @id @default(autoincrement()) title String bggId Int? plays Play[] }
model Play   { id Int @id @default(autoincrement()) date DateTime game Game @relation(fields: [gameId], references: [id]) gameId Int player Player @relation(fields: [playerId], references: [id]) playerId Int score Int }
""")
    add(f"{mn}/src/app/page.tsx", P, "BoardGames", 5, """import { prisma } from "@/lib/db";

export default async function Home() {
  const next = await prisma.play.findMany({ take: 10, orderBy: { date: "desc" }, include: { game: true } });
  return (
    <main>
      <h1>Joi seara la Café Meeple</h1>
      <ul>{next.map(p => <li key={p.id}>{p.game.title} - {p.score}</li>)}</ul>
    </main>
  );
}
""")
    add(f"{mn}/src/lib/swiss.ts", P, "BoardGames", 2, """// Swiss pairing for the July tournament: pair players with equal wins, avoid rematches.
export function pairRound(standings: { id: number; wins: number; met: number[] }[]) {
  const sorted = [...standings].sort((a, b) => b.wins - a.wins);
  const pairs: [number, number][] = [];
  while (sorted.length > 1) {
    const a = sorted.shift()!;
    const idx = sorted.findIndex(b => !a.met.includes(b.id));
    const b = sorted.splice(idx === -1 ? 0 : idx, 1)[0];
    pairs.push([a.id, b.id]);
  }
  return pairs;
}
""")
    add(f"{mn}/src/lib/swiss.test.ts", P, "BoardGames", 2, """import { describe, it, expect } from "vitest";
import { pairRound } from "./swiss";

describe("pairRound", () => {
  it("does not pair players twice", () => {
    const p = pairRound([{ id: 1, wins: 1, met: [2] }, { id: 2, wins: 1, met: [1] }, { id: 3, wins: 0, met: [] }, { id: 4, wins: 0, met: [] }]);
    expect(p).not.toContainEqual([1, 2]);
  });
});
""")
    add(f"{mn}/TODO.md", P, "BoardGames", 1, """# TODO până la v1.0 (turneu 11 iulie)

- [x] login magic link
- [x] import colecție din BGG
- [ ] perechi swiss + departajare
- [ ] pagină clasament live pe telefon
- [ ] backup zilnic SQLite pe VPS
""")
    dot(f"{mn}/.gitignore", b"node_modules/\n.next/\n*.db\n.env\n", 120)
    dot(f"{mn}/.env", b"DATABASE_URL=file:./dev.db\n", 120)

    # ------------------------------------------------------------ programming (Resources Programming)
    pr = "Documente/Cărți/Programare"
    add(f"{pr}/Designing Data-Intensive Applications - Kleppmann.epub", R, "Programming", 800,
        _epub("Designing Data-Intensive Applications", "Martin Kleppmann", "en",
              "Reliability, scalability and maintainability are the three concerns of most software systems."))
    add(f"{pr}/Kotlin in Action 2nd edition.pdf", R, "Programming", 300,
        """Kotlin in Action, Second Edition - Chapter 14: Coroutines. Suspending functions, structured concurrency,
coroutine scopes and dispatchers. launch vs async, withContext(Dispatchers.IO).""")
    add(f"{pr}/Clean Architecture - Robert C Martin.epub", R, "Programming", 1100,
        _epub("Clean Architecture", "Robert C. Martin", "en",
              "The goal of software architecture is to minimize the human resources required to build and maintain."))
    nt = "Documente/Notite tech"
    add(f"{nt}/kubectl cheatsheet.md", R, "Programming", 90, """# kubectl

- `kubectl get pods -n lager -o wide`
- `kubectl logs -f deploy/lager-api --since=10m`
- `kubectl port-forward svc/postgres 5432:5432`
- `kubectl rollout undo deploy/lager-api`
""")
    add(f"{nt}/postgres indexes.md", R, "Programming", 210, """# Postgres - indexuri

- `EXPLAIN (ANALYZE, BUFFERS)` întotdeauna înainte de index
- index parțial: `CREATE INDEX ... WHERE status = 'OPEN'`
- `CREATE INDEX CONCURRENTLY` în producție
- BRIN pentru tabele append-only mari (loguri)
""")
    add(f"{nt}/git tricks.md", R, "Programming", 400, """# git

- `git rebase -i --autosquash origin/main`
- `git bisect start; git bisect bad; git bisect good v1.3`
- `git worktree add ../hotfix hotfix/1.4.1`
""")
    add(f"{nt}/Notite Voxxed Days Cluj 2025.md", R, "Programming", 370, """# Voxxed Days Cluj 2025

- Virtual threads în Spring Boot 3.2+: `spring.threads.virtual.enabled=true`, atenție la pinned threads
- Testcontainers + reusable containers pentru teste mai rapide
- talk despre event sourcing: nu pentru CRUD simplu
""")
    add("Desktop/fără titlu 2.txt", R, "Programming", 20, """-- gaps & islands: consecutive days
SELECT user_id, min(d) AS start_d, max(d) AS end_d
FROM (SELECT user_id, d, d - (row_number() OVER (PARTITION BY user_id ORDER BY d))::int AS grp FROM logins) t
GROUP BY user_id, grp;

-- jq: keys of nested objects
jq -r '.items[] | .metadata.name'
""", H)
    add("Desktop/de citit.txt", R, "Programming", 15, """https://kotlinlang.org/docs/coroutines-guide.html - structured concurrency
https://martinfowler.com/articles/patterns-of-distributed-systems/ - idempotent receiver
https://www.postgresql.org/docs/16/sql-createindex.html#SQL-CREATEINDEX-CONCURRENTLY
https://blog.jetbrains.com/kotlin/ - K2 compiler migration
https://use-the-index-luke.com/ - capitolul despre paginare (keyset)
""", H)
    df = "cod/dotfiles"
    add(f"{df}/README.md", R, "Programming", 150, """# dotfiles

My Linux setup: zsh, tmux, neovim, git config. `./install.sh` symlinks everything into $HOME.
""")
    add(f"{df}/install.sh", R, "Programming", 150, """#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
for f in zshrc tmux.conf gitconfig; do ln -sf "$PWD/$f" "$HOME/.$f"; done
mkdir -p ~/.config/nvim && ln -sf "$PWD/nvim/init.lua" ~/.config/nvim/init.lua
""")
    add(f"{df}/tmux.conf", R, "Programming", 300, """set -g prefix C-a
set -g mouse on
set -g base-index 1
bind | split-window -h
bind - split-window -v
""")
    add(f"{df}/nvim/init.lua", R, "Programming", 60, """vim.opt.number = true
vim.opt.relativenumber = true
vim.opt.expandtab = true
vim.opt.shiftwidth = 4
vim.g.mapleader = " "
require("lazy").setup("plugins")
""")
    dot(f"{df}/.git/HEAD", b"ref: refs/heads/main\n", 60)
    add("Descărcări/jetbrains-toolbox-2.6.1.40902.tar.gz", R, "Programming", 35,
        lambda rr, dt: _blob(rr, b"\x1f\x8b\x08\x00", 1800))
    add("Descărcări/code_1.100.2-1747260578_amd64.deb", R, "Programming", 16,
        lambda rr, dt: _blob(rr, b"!<arch>\ndebian-binary   ", 1800))
    add("Descărcări/dbeaver-ce_25.0.4_amd64.deb", R, "Programming", 42,
        lambda rr, dt: _blob(rr, b"!<arch>\ndebian-binary   ", 1600))
    add("Descărcări/docker-desktop-amd64.deb", R, "Programming", 120,
        lambda rr, dt: _blob(rr, b"!<arch>\ndebian-binary   ", 1700))
    add("Descărcări/Postman-linux-x64.tar.gz", R, "Programming", 200, lambda rr, dt: _blob(rr, b"\x1f\x8b\x08\x00", 1500))

    # ------------------------------------------------------------ career (Areas / Archive Career)
    cv = "Documente/Cariera/CV"
    cv_text = """ANDREI POPESCU - Senior Backend Developer (Kotlin / Java / Spring)
Cluj-Napoca, Romania | andrei.popescu@anpo-software.ro | github.com/apopescu
2021 - present: Freelance backend developer for Kessler Datentechnik GmbH, Stuttgart (via ANPO SOFTWARE SRL,
before 2025 via PFA): Lagerverwaltung 2.0 (Kotlin, Spring Boot 3, Kafka, PostgreSQL), Kundenportal (Java,
Angular, Keycloak).
2017 - 2021: Java Developer, Nexora Software SRL, Cluj-Napoca (banking and logistics clients).
Education: BSc Computer Science, Babeș-Bolyai University, 2017.
Languages: Romanian (native), English (C1), German (B1, B2 exam July 2026).
Certifications: AWS Certified Developer - Associate (2024)."""
    add(f"{cv}/CV_Andrei_Popescu_2026_EN.pdf", A, "Career", 50, cv_text)
    add(f"{cv}/CV_Andrei_Popescu_2026_EN.docx", A, "Career", 50, cv_text)
    add(f"{cv}/Lebenslauf_Andrei_Popescu_DE_v2.docx", A, "Career", 140,
        """LEBENSLAUF - Andrei Popescu, Softwareentwickler (Backend)
Berufserfahrung: seit 03/2021 freiberuflicher Entwickler für Kessler Datentechnik GmbH, Stuttgart;
08/2017 - 02/2021 Java-Entwickler bei Nexora Software SRL, Cluj-Napoca.
Ausbildung: Bachelor Informatik, Universität Babeș-Bolyai Cluj-Napoca (2014-2017).
Sprachen: Rumänisch (Muttersprache), Englisch (C1), Deutsch (B1, B2 in Vorbereitung).""")
    add("Documente/Cariera/Certificari/AWS Certified Developer Associate.pdf", A, "Career", _age(2024, 6, 3),
        """Amazon Web Services - AWS Certified Developer - Associate
This is to certify that Andrei Popescu has successfully completed the AWS Certification requirements.
Validation number: 7QX1B2M3K4. Issue date: June 3, 2024. Expiration date: June 3, 2027.""")
    add("Desktop/fără titlu 3.txt", A, "Career", 30, """de pus în CV / LinkedIn:
- Lagerverwaltung 2.0: outbox + Kafka, SAP IDoc adapter, 200 req/s load test
- Goethe B2 (după iulie)
- AWS Developer Associate expiră 06/2027 -> recertificare
- versiunea germană (Lebenslauf) - poză nouă, fără data nașterii
""", H)
    add("Descărcări/Document (9).pdf", A, "Career", _age(2024, 6, 4),
        """AWS Certification - Score Report. Candidate: Andrei Popescu. Exam: AWS Certified Developer - Associate
(DVA-C02). Exam date: 03 June 2024. Result: PASS. Scaled score: 842 (passing 720).
Section performance: Development with AWS Services - meets competencies; Security - meets competencies.""", H)
    nx = "Documente/Cariera/Nexora Software (2017-2021)"
    add(f"{nx}/Contract individual de munca Nexora.pdf", X, "Career", _age(2017, 8, 1),
        """CONTRACT INDIVIDUAL DE MUNCĂ pe durată nedeterminată nr. 214/01.08.2017
Angajator: NEXORA SOFTWARE SRL, Cluj-Napoca, Str. Brâncuși 133. Salariat: POPESCU ANDREI.
Funcția: programator (cod COR 251201), normă întreagă 8 ore/zi. Salariu de bază brut: 4.800 lei.
Perioadă de probă: 90 de zile. Concediu de odihnă: 21 zile lucrătoare.""")
    add(f"{nx}/Fluturas salariu decembrie 2020.pdf", X, "Career", _age(2021, 1, 12),
        """NEXORA SOFTWARE SRL - FLUTURAȘ DE SALARIU - decembrie 2020
Angajat: Popescu Andrei, marca 214, funcția: Java Developer. Salariu brut: 12.400 lei (scutire impozit IT).
CAS 25%: 3.100 lei, CASS 10%: 1.240 lei, impozit: 0 lei. Net: 8.060 lei. Tichete de masă: 20 x 20 lei.""")
    add(f"{nx}/Evaluare anuala 2019.docx", X, "Career", _age(2019, 12, 16),
        """Nexora Software - Evaluare anuală a performanței 2019
Angajat: Andrei Popescu, echipa Logistics (client: Transflux AG). Manager: Sergiu Oltean.
Puncte forte: autonomie, calitatea codului, mentorat pentru 2 juniori. De îmbunătățit: estimări, prezentări
către client. Calificativ: foarte bine. Propunere: promovare la Mid Java Developer din ianuarie 2020.""")
    add(f"{nx}/Demisie Nexora 2021.docx", X, "Career", _age(2021, 1, 29),
        """Către NEXORA SOFTWARE SRL - Departamentul Resurse Umane
Subsemnatul Popescu Andrei, angajat în funcția de Java Developer, vă aduc la cunoștință demisia mea,
conform art. 81 din Codul muncii. Ultima zi de lucru, după preavizul de 20 de zile lucrătoare: 26.02.2021.""")
    add(f"{nx}/Adeverinta vechime Nexora.pdf", X, "Career", _age(2021, 2, 26),
        """NEXORA SOFTWARE SRL - ADEVERINȚĂ
Se adeverește că domnul POPESCU ANDREI a fost angajatul societății noastre în perioada 01.08.2017 -
26.02.2021, cu contract individual de muncă pe durată nedeterminată, normă întreagă, în funcția de
programator. Contractul a încetat prin demisie (art. 81 Codul muncii).""")
    ubb = "Documente/Cariera/Facultate UBB"
    add(f"{ubb}/Lucrare licenta - Popescu Andrei.pdf", X, "Career", _age(2017, 6, 20),
        """UNIVERSITATEA BABEȘ-BOLYAI CLUJ-NAPOCA - Facultatea de Matematică și Informatică
LUCRARE DE LICENȚĂ: Sistem distribuit pentru monitorizarea traficului urban folosind Apache Kafka
Absolvent: Popescu Andrei. Coordonator științific: Lect. dr. Cozma Bogdan. Iulie 2017.""")
    add(f"{ubb}/Foaie matricola.pdf", X, "Career", _age(2017, 9, 12),
        """UBB - Facultatea de Matematică și Informatică - SUPLIMENT LA DIPLOMĂ / FOAIE MATRICOLĂ
Programul de studii: Informatică (limba română), 2014-2017, 180 credite ECTS. Media generală: 9,12.
Examen de licență: 9,70.""")
    add("Documente/Scanări/Scan_2026-02-25_11-08.pdf", X, "Career", 96,
        """ROMÂNIA - MINISTERUL EDUCAȚIEI NAȚIONALE - DIPLOMĂ DE LICENȚĂ seria F nr. 0318442
Universitatea Babeș-Bolyai din Cluj-Napoca conferă domnului POPESCU ANDREI, născut la 14.02.1995 în
Bistrița, titlul de LICENȚIAT ÎN INFORMATICĂ, domeniul Informatică, sesiunea iulie 2017.""", H)
    lv = "Documente/Laptop vechi/Documents"
    add(f"{lv}/New Text Document.txt", X, "Career", 1500, """Nexora - onboarding
VPN: FortiClient, user apopescu, token pe telefon
Jira: proiect TFX (Transflux), sprint de 2 săptămâni, daily la 10:00
Build server: jenkins.nexora.local, deploy pe UAT doar cu acordul lui Sergiu
Timesheet în Harvest până vineri 16:00
""", H)
    add(f"{lv}/Document1.docx", X, "Career", 3200, """Plan lucrare de licență
1. Introducere - problema traficului în Cluj, senzori, camere
2. Tehnologii: Apache Kafka, Spark Streaming, PostgreSQL/PostGIS
3. Arhitectura sistemului
4. Evaluare: 10.000 evenimente/secundă pe 3 noduri
De discutat cu lect. Cozma: putem folosi datele de la Primărie?""", H)
    add(f"{lv}/Doc2.docx", X, "Home", 1500,
        """Către dna Bălan Elena
Vă scriu în legătură cu garsoniera din Str. Teodor Mihali nr. 41, ap. 9: centrala termică a intrat din nou
în avarie (cod 501) și apa caldă lipsește de trei zile. Conform contractului de închiriere, reparațiile
instalațiilor sunt în sarcina proprietarului. Vă rog să trimiteți un instalator săptămâna aceasta.
Cu stimă, Andrei Popescu, chiriaș""", H)
    add(f"{lv}/Nexora/Timesheet proiect Transflux 2020.xlsx", X, "Career", 1950,
        """Săptămâna;Proiect;Ore
2020-W40;Transflux TFX;40
2020-W41;Transflux TFX;38
2020-W42;Transflux TFX + training intern;40""")
    add(f"{lv}/desktop.ini", L, "System", 1600, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    add("Documente/Laptop vechi/Pictures/desktop.ini", L, "System", 1600,
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779\r\n")
    add("Documente/Laptop vechi/Pictures/Thumbs.db", L, "System", 1600,
        lambda rr, dt: _blob(rr, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    for i, age in enumerate((2100, 2080, 1900)):
        dt = NOW - timedelta(days=age)
        photo(f"Documente/Laptop vechi/Pictures/IMG_{dt:%Y%m%d}_{i}91522.jpg", R, "Photos", age)

    # ------------------------------------------------------------ travel (Archive / Resources Travel)
    tv = "Documente/Calatorii"
    add(f"{tv}/Viena 2023/Bilete Wizz CLJ-VIE.pdf", X, "Travel", _age(2023, 11, 2),
        """Wizz Air - Boarding pass. Passenger: POPESCU ANDREI. Flight W6 3261 Cluj-Napoca (CLJ) - Vienna (VIE),
08 DEC 2023, 07:05. Seat 14C. Gate closes 06:35.""")
    add("Documente/2023/Document.pdf", X, "Travel", _age(2023, 11, 3),
        """Booking.com - Confirmare rezervare nr. 4022.118.771
Hotel Motel One Wien-Westbahnhof, Europaplatz 3, 1150 Wien. Check-in: vineri, 8 decembrie 2023;
check-out: duminică, 10 decembrie 2023. 1 cameră dublă, 2 adulți (Andrei Popescu, Ioana Mureșan).
Preț total: 238 EUR, plata la proprietate. Târgurile de Crăciun: Rathausplatz la 15 minute cu U3.""", H)
    add(f"{tv}/Lisabona 2024/Airbnb Alfama - confirmare.pdf", X, "Travel", _age(2024, 3, 15),
        """Airbnb - Reservation confirmed. Apartment with river view in Alfama, Lisbon. Host: Joana.
Check-in: 10 May 2024, 15:00. Checkout: 15 May 2024, 11:00. 2 guests. Total: 612,40 EUR.""")
    add(f"{tv}/Lisabona 2024/Itinerar Lisabona.md", X, "Travel", _age(2024, 5, 5), """# Lisabona 10-15 mai 2024

- Vi: Alfama, Miradouro da Senhora do Monte, fado seara
- Sâ: Belém (pastéis!), Mosteiro dos Jerónimos, LX Factory
- Du: Sintra (Pena + Quinta da Regaleira) - tren din Rossio
- Lu: Cascais, plaja
- Ma: zbor 18:40 LIS-CLJ via Wizz
""")
    add("Descărcări/print.pdf", X, "Travel", _age(2024, 5, 9),
        """Wizz Air - BOARDING PASS. Passenger: MUREȘAN IOANA. Flight W6 3401 Cluj-Napoca (CLJ) - Lisbon (LIS),
10 MAY 2024, 06:15. Seat 22F. Cabin bag: 1 small bag (40x30x20). Priority: no.""", H)
    add(f"{tv}/Thassos 2025/Rezervare Vila Aegean Thassos.pdf", X, "Travel", _age(2025, 3, 1),
        """Booking.com - Confirmare: Vila Aegean Blue, Skala Potamia, Thassos, Grecia.
23.08.2025 - 30.08.2025, studio cu vedere la mare, 2 adulți. Preț: 644 EUR. Parcare gratuită.""")
    add("Descărcări/Document (7).pdf", X, "Travel", _age(2025, 8, 20),
        """ANEK / Thassos Ferries - E-ticket. Route: Keramoti - Limenas (Thassos), 23/08/2025 14:30.
Passengers: 2 adults. Vehicle: car VW Golf, registration CJ31ANP. Return: Limenas - Keramoti 30/08/2025 10:00.
Total: 56,00 EUR.""", H)
    add(f"{tv}/Thassos 2025/lista bagaj Thassos.txt", X, "Travel", _age(2025, 8, 21), """bagaj Thassos (cu mașina, 1.050 km prin Bulgaria)
- rovinietă Bulgaria online + vignetă Grecia nu trebuie
- carte verde RCA, permis, CI
- mască snorkeling, prosoape plajă, umbrelă
- cablu încărcare mașină, frigider portabil
""")
    add(f"{tv}/Idei vacante.md", R, "Travel", 100, """# Idei de vacanțe

- Madeira - drumeții levadas, primăvara
- Dolomiti cu bicicleta (Sella Ronda)
- Japonia - toamna, JR pass
- Delta Dunării - pensiune în Sfântu Gheorghe
""")
    add("Documente/Cărți/Calatorii/Lonely Planet Pocket Lisbon.epub", R, "Travel", 800,
        _epub("Pocket Lisbon", "Lonely Planet", "en",
              "Lisbon's hilltop neighbourhoods, riverside museums and tram-rattled streets are best explored on foot."))

    # ------------------------------------------------------------ photos (Resources Photos, Archive for the old phone)
    for i in range(6):
        age = r.choice([200, 240, 290, 310, 330, 350]) + i
        dt = NOW - timedelta(days=age)
        photo(f"Imagini/Telefon/2025/IMG_{dt:%Y%m%d}_{r.randint(8, 21):02d}{r.randint(10, 59)}{r.randint(10, 59)}.jpg",
              R, "Photos", age)
    for i in range(6):
        age = 10 + i * 17
        dt = NOW - timedelta(days=age)
        photo(f"Imagini/Telefon/2026/IMG_{dt:%Y%m%d}_{r.randint(8, 21):02d}{r.randint(10, 59)}{r.randint(10, 59)}.heic",
              R, "Photos", age)
    for i in range(4):
        age = _age(2024, 5, 11 + i)
        dt = NOW - timedelta(days=age)
        photo(f"Imagini/Lisabona 2024/IMG_{dt:%Y%m%d}_1{i}{r.randint(1000, 9999)}.jpg", R, "Photos", age)
    for i in range(3):
        age = _age(2025, 8, 24 + i)
        dt = NOW - timedelta(days=age)
        photo(f"Imagini/Thassos 2025/IMG_{dt:%Y%m%d}_{11 + i}{r.randint(1000, 9999)}.jpg", R, "Photos", age)
    for i, age in enumerate((3, 21, 47, 90, 133)):
        dt = NOW - timedelta(days=age)
        add(f"Imagini/Capturi de ecran/Captură de ecran din {dt:%Y-%m-%d} {r.randint(8, 22):02d}-{r.randint(10, 59)}-"
            f"{r.randint(10, 59)}.png", R, "Photos", age, "")
    add("Desktop/Captură de ecran din 2026-05-30 22-41-07.png", R, "Photos", 2, "")
    for i, age in enumerate((2550, 2400, 2230, 2100, 1950, 1830)):
        dt = NOW - timedelta(days=age)
        add(f"Imagini/Backup Samsung S9/DCIM/Camera/{dt:%Y%m%d}_{r.randint(10, 21):02d}{r.randint(10, 59)}"
            f"{r.randint(10, 59)}.jpg", X, "Photos", 300,
            lambda rr, _dt, taken=dt.replace(tzinfo=None): _jpeg(rr, taken))
    add("Imagini/Backup Samsung S9/WhatsApp Images/IMG-20190714-WA0012.jpg", X, "Photos", 300,
        lambda rr, _dt: _jpeg(rr, None))
    dot("Imagini/.directory", b"[Dolphin]\nViewMode=1\n", 30)

    # ------------------------------------------------------------ unfinished downloads and system files (Left)
    add("Descărcări/Extras_ING_mai_2026.pdf.crdownload", L, "System", 0.2, lambda rr, dt: _blob(rr, b"%PDF-1.7\n", 700))
    add("Descărcări/Unconfirmed 482113.crdownload", L, "System", 3, lambda rr, dt: _blob(rr, b"PK\x03\x04", 900))
    add("Descărcări/ubuntu-24.04.2-desktop-amd64.iso.part", L, "System", 26, lambda rr, dt: _blob(rr, b"\x00" * 16, 1500))
    add("Descărcări/Telegram Desktop/video_2026-05-28_21-14-03.mp4.part", L, "System", 4,
        lambda rr, dt: _blob(rr, b"\x00\x00\x00\x20ftypisom", 1200))

    return items
