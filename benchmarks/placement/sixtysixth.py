"""A sixty-sixth unseen labelled corpus: a Brno physiotherapist's files, ``build(root, seed)``, written blind.

What was read to write it: ``benchmarks/placement/unseen.py`` -- its module docstring (as the model for how
a person and the labelling rules are written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``,
``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and the first lines of its ``build()`` (the write/encode/add/dot
helpers); from ``corpus.py`` the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; from
``blind.py`` ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. Nobody who wrote this module looked at
``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts, the bodies of the other corpus modules
or any placement result. The files and labels are shaped by what this person would have on disk, not by what
any code looks for.

The person: Mgr. Tereza Novotná, 36, a physiotherapist in Brno. She works part-time (0.6) as an employee of
Rehabilitační klinika Lesná s.r.o. (since September 2024) and runs a small practice of her own as an OSVČ
with a trade licence since March 2024 ("Fyzio Novotná": sports massage, conditioning lessons, ergonomics
workshops for companies and the physio service for a volleyball club -- no patient records on this laptop).
Before that she worked at Fakultní nemocnice Brno (2014-2024; maternity and parental leave from 2022, the
employment ended by agreement in August 2024). She lives with her partner Jakub Dvořák, a tram driver at
DPMB, and their daughter Ema (born February 2022) in a cooperative flat (družstevní byt, bought in 2021
with a building-savings loan from Modrá pyramida) at Vranovská 38; the house has an SVJ in which the housing
co-operative is a member. Before 2021 they rented a flat in Židenice. In June 2025 they bought an old
cottage (chalupa) in Daňkovice on the Vysočina with a mortgage from Česká spořitelna; the renovation
(wiring, chimney, bathroom, windows) runs until September 2026. Ema starts kindergarten (MŠ) in September
2026 (enrolment in May 2026). Tereza is preparing for the McKenzie (MDT) Credentialing Examination in
October 2026 (English materials) and is moving her practice to a room of her own at Kounicova 24 from
July 2026. She climbs (ČHS, Alpenverein), sings alto in the mixed choir Cantus Brno (which travels to the
Svátky písní Olomouc festival in June 2026), and the family goes to Istria in August 2026. The car is a
2016 Škoda Octavia Combi (the old Fabia was sold in 2023). Files are Czech with some English (courses,
articles) and a little German (Alpenverein), with the chaos of a Windows laptop with a Czech interface:
``Stažené soubory/`` (with ``Telegram Desktop/``), ``Plocha/``, ``Dokumenty/`` (half-organised, with a
``Různé/`` folder, ``Skeny/`` scanner output ``scan_0007.pdf`` and ``Datová schránka/`` exports
``Zprava_1187654321.pdf``), ``Obrázky/`` (a phone photo dump ``Z telefonu/`` and ``Snímky obrazovky/``),
a copy of the old laptop (``Starý notebook/``), ``Nový dokument aplikace Microsoft Word.docx``,
``Dokument (3).pdf``, version suffixes (``v2``, ``FINAL``, ``final2``), unfinished downloads and system
files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  cottage: its 2025 purchase and the renovation that is still going on (purchase contract, land registry,
  valuation, quotes, budget, revisions, builders' e-mails, progress photos) -- topic Cottage; Ema starting
  kindergarten in September 2026 (enrolment application, doctor's confirmation, admission decision, the
  list of things to bring) -- topic Ema; the MDT Credentialing Examination in October 2026 (registration,
  exam guide, study plan, practice questions, course invoices) -- topic Physio; moving the practice to
  Kounicova 24 in July 2026 (lease, equipment orders, floor plan, notice to clients, photos of the room)
  -- topic Practice; the choir's trip to the Olomouc festival in June 2026 -- topic Choir; the Istria
  holiday in August 2026 (apartment, insurance, route, packing list) -- topic Travel.
- **Areas**: responsibilities with no end, whatever the document's age: her job at the clinic -- contract,
  amendments, payslips, rosters, leave, training (Employment); running the practice -- trade licence,
  invoices issued and received, cash book, price list, the current room sublease, liability insurance,
  the club and company contracts (Practice); her professional standing -- course certificates, UNIFY
  membership, credit record (Physio); income tax returns, the yearly overviews for ČSSZ and VZP, advance
  payments, employer's income certificates, interest and pension certificates, property tax (Taxes);
  bank, building savings and its loan, the cottage mortgage, pension savings, the household budget
  (Finance); the flat -- co-operative and SVJ papers (including the 2021 transfer of the co-operative
  share), service charges, energy, internet, household insurance (Home); the cottage's running costs once
  owned -- its electricity contract, municipal waste fee, building insurance (Cottage); Ema's birth
  certificate, day-nursery contract and fees, her activities (Ema); the family's health (Health); the
  car -- registration, MOT, insurance, service, vignette (Car); climbing memberships and the gym pass
  (Climbing); being a choir member -- rehearsal plans, fees, members' e-mails (Choir). A 2024 tax return
  or a 2025 payslip is still Areas.
- **Resources**: reference and interests by subject: clinical articles, exercise sheets, notes from
  finished courses, professional ebooks (Physio); appliance manuals (Home); articles on old-cottage
  repair (Cottage); topo guides, training plans, knots and
  mountain first-aid notes, climbing ebooks (Climbing); sheet music and learning
  recordings, even of pieces sung in Olomouc (Choir); children's rhymes and parenting reading (Ema);
  installers (Software); photos and screenshots (Photos) -- except photos that document a project,
  current or finished (the cottage renovation, the new practice room, a finished concert's poster): those
  take the project's bucket and topic. Holiday snaps in the phone dump are Photos.
- **Archive**: finished projects and ended responsibilities: the hospital job at FN Brno, ended 2024
  (Employment); the rented flat in Židenice, left 2021 (Home); maternity and parental benefits, ended
  (Ema); the DNS course of 2023 (its registration, invoice and programme; the certificate stays an Area)
  (Physio); the old Fabia, sold 2023 (Car); the closed Air Bank account (Finance); past trips -- Scotland
  2019, Bled 2023, Arco 2024, Tatry 2025 (Travel); the choir's Christmas concert 2025 (Choir).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Topics are subjects, the same names across buckets: Employment, Practice, Physio, Taxes, Finance, Home,
Cottage, Ema, Health, Car, Climbing, Choir, Travel, Photos, Software (and System for Left). The old
laptop copy holds nothing of its own: each of its files is labelled by its subject (mostly Archive).
``hard`` marks a file whose name *and* folder say nothing about its subject (``Skeny/scan_0007.pdf``,
``Stažené soubory/Dokument (3).pdf``, ``Plocha/Nový textový dokument.txt``, ``Datová schránka/
Zprava_1187654321.pdf``, ``Různé/smlouva.pdf``): only the text inside can place it. Images are never
marked hard. Texts in PDFs are written without diacritics (ř, á, ě ... become r, a, e), as the simple PDF
writer's plain Helvetica font only decodes ASCII cleanly. Dates are relative to ``corpus.NOW``.
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


def _latin1(text: str) -> str:
    for a, b in (("\u2013", "-"), ("\u2014", "-"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"'),
                 ("\u2026", "..."), ("\u20ac", "EUR"), ("\u2022", "*"), ("\u00a0", " "), ("\u201e", '"')):
        text = text.replace(a, b)
    return text.encode("latin-1", "replace").decode("latin-1")


def _deacc(text: str) -> str:
    """Accented letters lose their accent (ř -> r, á -> a): the plain Helvetica PDF only decodes ASCII cleanly."""
    out = []
    for ch in text:
        if ch.isascii():
            out.append(ch)
        else:
            base = unicodedata.normalize("NFKD", ch)[0]
            out.append(base if base.isascii() and base.isalpha() else ch)
    return "".join(out)


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
          f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="List1" sheetId="1" r:id="rId1"/>'
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


# --------------------------------------------------------------------------- Czech helpers and seed data


def _cz(dt: datetime) -> str:
    return f"{dt.day}. {dt.month}. {dt.year}"


def _kc(r: random.Random, lo: float, hi: float) -> str:
    v = r.uniform(lo, hi)
    return f"{v:,.2f}".replace(",", " ").replace(".", ",") + " Kč"


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt.strftime('%a, %d %b %Y %H:%M:%S')} +0200\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n" + body + "\n")


def _zfo(r: random.Random, sender: str, annotation: str, body: str) -> bytes:
    """A datová schránka message export: a signed (PKCS#7-like) wrapper around readable XML."""
    xml = ('<?xml version="1.0" encoding="utf-8"?><q:MessageDownloadResponse xmlns:q="http://isds.czechpoint.cz/'
           f'v20/message"><q:dmReturnedMessage><p:dmDm xmlns:p="http://isds.czechpoint.cz/v20"><p:dmSender>'
           f'{escape(sender)}</p:dmSender><p:dmRecipient>Mgr. Tereza Novotná</p:dmRecipient><p:dmAnnotation>'
           f'{escape(annotation)}</p:dmAnnotation><p:dmFiles><p:dmFile dmFileDescr="zprava.txt">'
           f'<p:dmEncodedContent>{escape(body)}</p:dmEncodedContent></p:dmFile></p:dmFiles></p:dmDm>'
           '</q:dmReturnedMessage></q:MessageDownloadResponse>')
    return b"\x30\x82\x1f\x4a\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x07\x02" + xml.encode("utf-8") + \
        bytes(r.getrandbits(8) for _ in range(300))


ME = "Mgr. Tereza Novotná"
ADDR = "Vranovská 38, 614 00 Brno"
PRAXE = ("Fyzio Novotná - Mgr. Tereza Novotná, fyzioterapeutka\nIČO: 17345682, neplátce DPH\n"
         "Sídlo: Vranovská 38, 614 00 Brno\nProvozovna: Studio Pohyb, Štefánikova 52, 612 00 Brno\n"
         "Tel. 604 218 377, info@fyzionovotna.cz, účet 2801234567/2010 (Fio banka)")
KLINIKA = "Rehabilitační klinika Lesná s.r.o., Halasovo náměstí 1, 638 00 Brno, IČO 27712345"
FNB = "Fakultní nemocnice Brno, Jihlavská 20, 625 00 Brno, Oddělení léčebné rehabilitace"
CHALUPA = "rodinná rekreace č. p. 27 v obci Daňkovice, k. ú. Daňkovice, okres Žďár nad Sázavou"
CAR = "Škoda Octavia Combi 1.6 TDI, RZ 8B2 5531, VIN TMBJG7NE4G0123456"

FIRST = ["Jana", "Petr", "Lucie", "Martin", "Eva", "Tomáš", "Kateřina", "Jiří", "Veronika", "Pavel", "Markéta",
         "Ondřej", "Lenka", "Michal", "Hana", "David", "Barbora", "Lukáš"]
SURN = ["Svoboda", "Novák", "Procházka", "Kučera", "Veselý", "Horák", "Němec", "Marek", "Pospíšil", "Hájek",
        "Jelínek", "Král", "Růžička", "Beneš", "Fiala", "Sedláček", "Doležal", "Zeman"]
CLIENTS = ["Volejbalový klub Královo Pole, z.s., Vodova 108, 612 00 Brno, IČO 26612345",
           "Softbit s.r.o., Technická 21, 616 00 Brno, IČO 04455667",
           "Studio Pohyb s.r.o., Štefánikova 52, 612 00 Brno, IČO 08123456",
           "Moravská účetní kancelář a.s., Příkop 4, 602 00 Brno, IČO 25598765",
           "TJ Sokol Husovice, z.s., Netušilova 6, 614 00 Brno, IČO 00556789"]
SERVICES = ["Fyzioterapeutický servis družstva žen - tréninky a zápasy", "Ergonomický workshop pro zaměstnance (3 h)",
            "Lekce zdravotního cvičení - skupina, 8 lekcí", "Sportovní masáže - balíček 5 x 60 min",
            "Kondiční příprava - individuální lekce", "Přednáška Prevence bolesti zad v kanceláři"]


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


# --------------------------------------------------------------------------- document texts: fn(r, dt) -> str

MONTHS = ["leden", "únor", "březen", "duben", "květen", "červen", "červenec", "srpen", "září", "říjen",
          "listopad", "prosinec"]


def _payslip(r: random.Random, dt: datetime) -> str:
    hrubá = r.randint(27400, 29800)
    sp, zp = round(hrubá * 0.071), round(hrubá * 0.045)
    daň = max(0, round(hrubá * 0.15) - 2570)
    return (f"{KLINIKA}\nVÝPLATNÍ LÍSTEK - {MONTHS[dt.month - 1]} {dt.year}\n"
            f"Zaměstnanec: {ME}, os. č. 0147, fyzioterapeut, úvazek 0,6 (24 h/týdně)\n"
            f"Odpracováno: {r.randint(11, 13)} dní, {r.randint(88, 104)} hodin; dovolená {r.randint(0, 2)} dny\n"
            f"Základní mzda: {hrubá - 1500} Kč\nOsobní ohodnocení: 1 500 Kč\nHrubá mzda: {hrubá} Kč\n"
            f"Sociální pojištění zaměstnanec 7,1 %: {sp} Kč\nZdravotní pojištění zaměstnanec 4,5 %: {zp} Kč\n"
            f"Záloha na daň po slevě na poplatníka: {daň} Kč\nStravenkový paušál: {r.randint(1100, 1500)} Kč\n"
            f"Čistá mzda k výplatě: {hrubá - sp - zp - daň} Kč, na účet 2801234567/2010\n"
            f"Zbývá dovolené: {r.randint(6, 18)} dnů\nMzdová účtárna, Ing. Dana Pokorná")


def _invoice_out(num: str, client: str, service: str):
    def f(r: random.Random, dt: datetime) -> str:
        qty = r.choice([1, 1, 2, 4, 5, 8])
        unit = r.choice([650, 800, 900, 1200, 3500, 4800])
        splat = dt + timedelta(days=14)
        return (f"FAKTURA č. {num}\nDodavatel:\n{PRAXE}\nOdběratel: {client}\n"
                f"Datum vystavení: {_cz(dt)}\nDatum splatnosti: {_cz(splat)}\nForma úhrady: převodem\n"
                f"Variabilní symbol: {num.replace('-', '')}\n"
                f"Položka: {service}; počet {qty}; cena za jednotku {unit} Kč; celkem {qty * unit} Kč\n"
                f"Celkem k úhradě: {qty * unit} Kč\nNejsem plátce DPH.\n"
                "Fyzická osoba zapsaná v živnostenském rejstříku, Úřad městské části Brno-sever.")
    return f


def _fio(r: random.Random, dt: datetime) -> str:
    rows = []
    bal = r.uniform(38000, 92000)
    for _ in range(10):
        day = r.randint(1, 28)
        what, amt = r.choice([
            ("Mzda Rehabilitační klinika Lesná", r.uniform(19000, 21500)),
            ("Platba kartou Albert Brno Husovice", -r.uniform(300, 2400)),
            ("Trvalý příkaz BD Vranovská - nájem a zálohy", -6840.0),
            ("Splátka hypotéky Česká spořitelna", -9870.0),
            ("Splátka úvěru ze SS Modrá pyramida", -5412.0),
            ("Úhrada FV Volejbalový klub Královo Pole", r.uniform(3000, 9000)),
            ("E.ON Energie záloha", -2300.0),
            ("Dětská skupina Sluníčko - školné", -3900.0),
            ("Převod od Jakub Dvořák - společné", 15000.0),
            ("Platba kartou Hornbach Brno", -r.uniform(800, 6500)),
            ("Platba kartou Lékárna Dr.Max", -r.uniform(120, 700)),
            ("Záloha na sociální pojištění OSVČ ČSSZ", -5005.0),
            ("Záloha na zdravotní pojištění OSVČ VZP", -3143.0),
        ])
        bal += amt
        rows.append(f"{day:02d}.{dt.month:02d}.{dt.year}  {what:<48} {amt:>12,.2f}".replace(",", " "))
    return (f"Fio banka, a.s., V Celnici 1028/10, 117 21 Praha 1\nVÝPIS Z ÚČTU č. {dt.month}/{dt.year}\n"
            f"Majitel účtu: Tereza Novotná, {ADDR}\nČíslo účtu: 2801234567/2010, IBAN CZ65 2010 0000 0028 0123 4567\n"
            f"Období: 01.{dt.month:02d}.{dt.year} - konec měsíce\n" + "\n".join(sorted(rows)) +
            f"\nKonečný zůstatek: {bal:,.2f} Kč".replace(",", " "))


def _dpfo(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        p7 = r.randint(180000, 290000)
        return (f"PŘIZNÁNÍ k dani z příjmů fyzických osob za zdaňovací období {year} (tiskopis 25 5405)\n"
                "Finančnímu úřadu pro Jihomoravský kraj, Územní pracoviště Brno II\n"
                f"Poplatník: Novotná Tereza, Mgr., DIČ CZ9003145678, adresa {ADDR}\n"
                f"Oddíl 2 - příjmy ze závislé činnosti (§ 6): {r.randint(120000, 360000)} Kč\n"
                f"Příloha č. 1 - příjmy z podnikání (§ 7): příjmy {p7} Kč, výdaje 60 % paušálem "
                f"{round(p7 * 0.6)} Kč, dílčí základ daně {p7 - round(p7 * 0.6)} Kč\n"
                "Obor činnosti: 869040 - ostatní zdravotní a sportovní činnosti (masérské, rekondiční služby)\n"
                f"Nezdanitelné části: úroky z úvěru ze stavebního spoření {r.randint(18000, 24000)} Kč; "
                f"příspěvky na penzijní spoření {r.randint(2400, 12000)} Kč\n"
                "Sleva na poplatníka 30 840 Kč. Daňové zvýhodnění na vyživované dítě uplatňuje druhý z rodičů.\n"
                f"Daň celkem: {r.randint(3000, 16000)} Kč. Podáno elektronicky přes EPO.")
    return f


def _prehled_cssz(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        z = r.randint(48000, 90000)
        return (f"PŘEHLED O PŘÍJMECH A VÝDAJÍCH OSOBY SAMOSTATNĚ VÝDĚLEČNĚ ČINNÉ za rok {year}\n"
                "Česká správa sociálního zabezpečení - Městská správa sociálního zabezpečení Brno\n"
                f"Jméno: Tereza Novotná, rodné číslo 905314/xxxx, variabilní symbol 4183726514\n"
                "Vedlejší samostatná výdělečná činnost - souběh se zaměstnáním\n"
                f"Vyměřovací základ (50 % dílčího základu daně): {z} Kč\n"
                f"Pojistné 29,2 %: {round(z * 0.292)} Kč, zaplacené zálohy {r.randint(5000, 20000)} Kč\n"
                "Výše zálohy na další období: viz oznámení. Podáno přes ePortál ČSSZ.")
    return f


def _prehled_vzp(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        z = r.randint(48000, 90000)
        return (f"Přehled o příjmech a výdajích z samostatné výdělečné činnosti a o úhrnu záloh na pojistné "
                f"na veřejné zdravotní pojištění za rok {year}\nVšeobecná zdravotní pojišťovna ČR, "
                "Regionální pobočka Brno, Benešova 10\nPlátce: Mgr. Tereza Novotná, IČO 17345682\n"
                f"Vyměřovací základ: {z} Kč, pojistné 13,5 %: {round(z * 0.135)} Kč\n"
                f"Zaplacené zálohy celkem: {r.randint(9000, 37000)} Kč\nNová měsíční záloha od "
                "následujícího měsíce po podání přehledu. Podáno přes Portál VZP.")
    return f


def _eon(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(1650, 2300)
    return (f"E.ON Energie, a.s., F. A. Gerstnera 2151/6, 370 01 České Budějovice\n"
            f"VYÚČTOVÁNÍ ELEKTŘINY za období 1. 5. {dt.year - 1} - 30. 4. {dt.year}\n"
            f"Zákazník: Tereza Novotná, odběrné místo {ADDR}, byt č. 9, EAN 859182400100234567\n"
            f"Produkt: E.ON Elektřina Fixace 2026, distribuční sazba D02d\n"
            f"Spotřeba VT: {kwh} kWh\nCena za elektřinu a distribuci: {_kc(r, 11000, 17000)}\n"
            f"Zaplacené zálohy: {_kc(r, 12000, 16000)}\nPřeplatek bude vrácen na účet 2801234567/2010.\n"
            f"Nová výše zálohy: {r.choice([1700, 1900, 2100, 2300])} Kč měsíčně")


def _vyuctovani_sluzeb(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Bytové družstvo Vranovská 36-40, Vranovská 36, 614 00 Brno\n"
                f"VYÚČTOVÁNÍ SLUŽEB SPOJENÝCH S UŽÍVÁNÍM BYTU za rok {year}\n"
                f"Člen družstva: Tereza Novotná, byt č. 9, {ADDR}, 3+1, podlahová plocha 74 m2\n"
                f"Teplo (ÚT): náklad {_kc(r, 14000, 21000)}, zálohy {_kc(r, 15000, 19000)}\n"
                f"Teplá voda: {_kc(r, 5000, 8000)}, studená voda a stočné: {_kc(r, 4000, 6500)}\n"
                f"Výtah, osvětlení, úklid společných prostor: {_kc(r, 1800, 3200)}\n"
                f"Výsledek: přeplatek {_kc(r, 200, 3500)}, vyplacen do 31. 7. {year + 1}\n"
                "Reklamace do 30 dnů od doručení u správce: Správa domů Brno s.r.o.")
    return f


def _lab(r: random.Random, dt: datetime) -> str:
    return (f"Laboratoř Synlab Czech s.r.o., odběrové místo Brno-Husovice\nPacient: Tereza Novotná, nar. 1990\n"
            f"Datum odběru: {_cz(dt)}\nIndikující lékař: MUDr. Alena Horká, praktický lékař\n"
            f"Krevní obraz: Hb {r.randint(125, 142)} g/l, leukocyty {r.uniform(4.5, 8.5):.1f}\n"
            f"Ferritin {r.randint(14, 60)} ug/l (ref. 13-150)\nTSH {r.uniform(0.8, 3.2):.2f} mIU/l\n"
            f"Glukóza {r.uniform(4.2, 5.4):.1f} mmol/l, cholesterol {r.uniform(4.0, 5.4):.1f} mmol/l\n"
            "Výsledky v referenčních mezích, kontrola ferritinu za 6 měsíců.")


# --------------------------------------------------------------------------- the corpus


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
            return _pdf(_latin1(_deacc(content)))
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
    D, SS, PL, OB = "Dokumenty", "Stažené soubory", "Plocha", "Obrázky"
    SK, DS, RU, TG, SN = f"{D}/Skeny", f"{D}/Datová schránka", f"{D}/Různé", f"{SS}/Telegram Desktop", \
        "Starý notebook"

    # ------------------------------------------------------------------ Employment: the clinic (Areas)
    K = f"{D}/Práce/Klinika Lesná"
    add(f"{K}/Pracovní smlouva Klinika Lesná 2024.pdf", A, "Employment", 648, lambda r, dt: (
        f"PRACOVNÍ SMLOUVA\nZaměstnavatel: {KLINIKA}, zastoupená MUDr. Petrem Šimkem, jednatelem\n"
        f"Zaměstnanec: {ME}, nar. 14. 3. 1990, bytem {ADDR}\nDruh práce: fyzioterapeut\n"
        "Místo výkonu práce: Brno, pracoviště Halasovo náměstí 1\nDen nástupu: 1. 9. 2024\n"
        "Pracovní poměr se sjednává na dobu neurčitou, zkušební doba 3 měsíce.\n"
        "Týdenní pracovní doba 24 hodin (úvazek 0,6), rozvržení dle rozpisu směn.\n"
        "Mzda: dle mzdového výměru. Dovolená 5 týdnů v poměrné výši.\n"
        f"V Brně dne {_cz(dt)}"))
    add(f"{K}/Dodatek č. 1 k pracovní smlouvě.pdf", A, "Employment", 242, lambda r, dt: (
        "DODATEK Č. 1 K PRACOVNÍ SMLOUVĚ ze dne 20. 8. 2024\n"
        f"Zaměstnavatel: {KLINIKA}\nZaměstnanec: {ME}\n"
        "S účinností od 1. 11. 2025 se mění rozvržení pracovní doby: pondělí, středa, čtvrtek 7:00-15:00.\n"
        "Základní mzda se zvyšuje na 27 900 Kč měsíčně (při úvazku 0,6). Ostatní ujednání beze změny.\n"
        f"V Brně dne {_cz(dt)}"))
    for i, (y, m) in enumerate([(2025, 10), (2025, 11), (2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4)]):
        age = (NOW.replace(tzinfo=None) - datetime(y, m, 28)).days - 12
        add(f"{K}/Výplatní pásky/vyplatni_listek_{y}_{m:02d}.pdf", A, "Employment", age,
            lambda r, dt, y=y, m=m: _payslip(r, datetime(y, m, 28)))
    add(f"{K}/Rozpis směn květen 2026.xlsx", A, "Employment", 36, lambda r, dt: (
        "Rozpis směn - ambulantní rehabilitace - květen 2026\nDatum;Směna;Fyzioterapeut;Místnost\n" +
        "\n".join(f"{d}. 5.;{r.choice(['R 7-15', 'O 11-19'])};{r.choice(['Novotná', 'Hájek', 'Kučerová', 'Fialová'])};"
                  f"{r.choice(['A1', 'A2', 'tělocvična'])}" for d in range(4, 30) if d % 7 not in (2, 3))))
    add(f"{K}/Rozpis směn červen 2026.xlsx", A, "Employment", 4, lambda r, dt: (
        "Rozpis směn - ambulantní rehabilitace - červen 2026\nDatum;Směna;Fyzioterapeut;Místnost\n" +
        "\n".join(f"{d}. 6.;{r.choice(['R 7-15', 'O 11-19'])};{r.choice(['Novotná', 'Hájek', 'Kučerová'])};"
                  f"{r.choice(['A1', 'A2', 'bazén'])}" for d in range(1, 31) if d % 7 not in (6, 0))))
    add(f"{K}/Žádost o dovolenou srpen 2026.docx", A, "Employment", 21, lambda r, dt: (
        f"Rehabilitační klinika Lesná s.r.o.\nvedoucí fyzioterapeutka Mgr. Ivana Kučerová\n\n"
        f"Žádost o čerpání dovolené\nŽádám o čerpání řádné dovolené v termínu 10. 8. - 21. 8. 2026 "
        "(6 pracovních dnů dle mého rozvrhu).\nZástup: Mgr. Jan Hájek.\n\n"
        f"V Brně {_cz(dt)}\nTereza Novotná"))
    add(f"{K}/Školení BOZP a PO 2025.pdf", A, "Employment", 201, lambda r, dt: (
        f"ZÁZNAM O ŠKOLENÍ BOZP A PO ZAMĚSTNANCŮ\n{KLINIKA}\nDatum školení: {_cz(dt)}\n"
        "Obsah: bezpečnost práce se zdravotnickými prostředky (elektroterapie, ultrazvuk), manipulace "
        "s pacienty, požární poplachová směrnice, evakuační plán 2. NP\nŠkolitel: Ing. Roman Kos, OZO BOZP\n"
        "Zaměstnanec: Tereza Novotná - test 9/10, vyhověl(a). Další periodické školení za 24 měsíců."))
    add(f"{K}/Sebehodnocení 2025.docx", A, "Employment", 152, lambda r, dt: (
        "Roční hodnoticí rozhovor 2025 - sebehodnocení zaměstnance\nJméno: Tereza Novotná, fyzioterapeut\n"
        "Co se mi letos podařilo: převzetí skupinových cvičení pro pacienty po TEP kyčle, zaučení nové kolegyně.\n"
        "Co chci zlepšit: dokumentace v NIS do konce směny.\n"
        "Vzdělávání, které bych ráda (částečně) hradila klinika: MDT Credentialing Exam 2026.\n"
        "Požadavek: zachovat úvazek 0,6 i od září 2026 (nástup dcery do MŠ)."))
    add(f"{SS}/Smernice_hygienicky_rezim_Klinika_Lesna_2026.pdf", A, "Employment", 118, lambda r, dt: (
        f"{KLINIKA}\nSMĚRNICE č. 3/2026 - PROVOZNÍ ŘÁD A HYGIENICKÝ REŽIM PRACOVIŠTĚ REHABILITACE\n"
        f"Platnost od {_cz(dt)}\nDezinfekce lehátek a pomůcek po každém pacientovi, výměna podložek denně.\n"
        "Zaměstnanci jsou povinni se seznámit a potvrdit podpisem do konce měsíce."))
    add(f"{PL}/dochazka_klinika_kveten.xlsx", A, "Employment", 3, lambda r, dt: (
        "Evidence docházky - Novotná - květen 2026\nDen;Příchod;Odchod;Hodin;Pozn.\n" +
        "\n".join(f"{d}.5.;7:0{r.randint(0, 5)};15:0{r.randint(0, 9)};8;" for d in (4, 6, 7, 11, 13, 14, 18, 20, 21,
                                                                              25, 27, 28))))
    add(f"{SS}/Re_ dotaz.eml", A, "Employment", 47, lambda r, dt: _eml(
        "Dana Pokorná <pokorna@klinikalesna.cz>", "tereza.novotna@seznam.cz", "Re: dotaz", dt,
        "Dobrý den, paní Novotná,\n\nk Vašemu dotazu: nevyčerpanou dovolenou z loňského roku (3 dny) je nutné "
        "vyčerpat do konce roku 2026, jinak ji převádíme dle zákoníku práce. Potvrzení o zdanitelných příjmech "
        "za rok 2025 jsem Vám poslala do datové schránky. Stravenkový paušál se od dubna zvyšuje.\n\n"
        "S pozdravem\nDana Pokorná, mzdová účtárna\nRehabilitační klinika Lesná s.r.o."), hard=True)
    add(f"{PL}/Nový dokument aplikace Microsoft Word.docx", A, "Employment", 9, lambda r, dt: (
        "Vážená paní vedoucí,\n\nod 1. 9. 2026 nastupuje dcera do mateřské školy s provozem 6:30-16:30. "
        "Prosím proto o úpravu rozvržení mé pracovní doby na klinice tak, abych ve středu končila ve 14:00 "
        "a ranní směny začínala v 7:30. Úvazek 0,6 by zůstal zachován.\n\nDěkuji, Tereza Novotná, fyzioterapeut"),
        hard=True)

    # ------------------------------------------------------------------ Employment: FN Brno (Archive)
    F, FO = f"{D}/Práce/FN Brno", f"{SN}/Dokumenty/Práce FN"
    add(f"{FO}/Pracovní smlouva FN Brno.pdf", X, "Employment", 4380, lambda r, dt: (
        f"PRACOVNÍ SMLOUVA\nZaměstnavatel: {FNB}\nZaměstnanec: Bc. Tereza Novotná\n"
        "Druh práce: fyzioterapeut, Oddělení léčebné rehabilitace, lůžková část\nDen nástupu: 1. 9. 2014\n"
        "Plat dle platového výměru, 8. platová třída. Pracovní doba 37,5 hod. týdně."))
    add(f"{FO}/Platový výměr 2020.pdf", X, "Employment", 2000, lambda r, dt: (
        f"PLATOVÝ VÝMĚR\n{FNB}\nZaměstnanec: Mgr. Tereza Novotná, fyzioterapeut\n"
        "Platová třída 10, platový stupeň 3, tarif 29 780 Kč, osobní příplatek 1 800 Kč, "
        f"příplatek za směnnost 800 Kč. Platnost od {_cz(dt)}."))
    add(f"{FO}/Rozpis služeb prosinec 2021.xlsx", X, "Employment", 1640, lambda r, dt: (
        "OLR FN Brno - rozpis služeb 12/2021\nDatum;Lůžka;Ambulance;Víkend\n" +
        "\n".join(f"{d}.12.;{r.choice(['Novotná', 'Sedláčková', 'Beneš'])};{r.choice(['Zeman', 'Novotná'])};"
                  f"{r.choice(['', 'Novotná', 'Král'])}" for d in range(1, 24))))
    add(f"{FO}/Žádost o rodičovskou dovolenou.docx", X, "Employment", 1545, lambda r, dt: (
        "Fakultní nemocnice Brno, personální útvar\n\nŽádost o rodičovskou dovolenou\n"
        "Žádám o poskytnutí rodičovské dovolené po skončení mateřské dovolené, tj. od 26. 8. 2022 "
        "do 3. 2. 2025 (3 roky věku dcery Emy).\n\nTereza Novotná, fyzioterapeut OLR"))
    add(f"{FO}/Harmonogram praxí studentů 2019.xlsx", X, "Employment", 2480, lambda r, dt: (
        "Odborné praxe studentů fyzioterapie LF MU - OLR FN Brno - jaro 2019\nTýden;Student;Mentor;Oddělení\n" +
        "\n".join(f"{w};{_person(r)};Novotná;{r.choice(['ortopedie', 'neurologie', 'JIP'])}" for w in range(8, 20))))
    add(f"{SN}/Dokumenty/Dokument1.docx", X, "Employment", 2140, lambda r, dt: (
        "Paní vrchní sestro,\n\nprosím o výměnu víkendové služby 14.-15. 3. na lůžkové rehabilitaci s kolegou "
        "Benešem, který za mě vezme sobotu, já za něj neděli 22. 3. Na oddělení neurologie budou v pondělí "
        "dva noví pacienti po CMP, převezmu je.\n\nDěkuji, Tereza Novotná, fyzioterapeutka OLR"), hard=True)
    add(f"{F}/Dohoda o rozvázání pracovního poměru.pdf", X, "Employment", 648, lambda r, dt: (
        f"DOHODA O ROZVÁZÁNÍ PRACOVNÍHO POMĚRU\nZaměstnavatel: {FNB}\nZaměstnanec: {ME}\n"
        "Pracovní poměr založený pracovní smlouvou ze dne 25. 8. 2014 končí dohodou dne 31. 8. 2024.\n"
        f"Zaměstnanci náleží odstupné: ne. V Brně dne {_cz(dt)}"))
    add(f"{F}/Zápočtový list FN Brno.pdf", X, "Employment", 633, lambda r, dt: (
        f"POTVRZENÍ O ZAMĚSTNÁNÍ (ZÁPOČTOVÝ LIST)\n{FNB}\nZaměstnanec: {ME}\n"
        "Doba zaměstnání: 1. 9. 2014 - 31. 8. 2024. Druh práce: fyzioterapeut.\n"
        "Náhradní doby: mateřská dovolená 3. 1. 2022 - 25. 8. 2022, rodičovská dovolená 26. 8. 2022 - 31. 8. 2024.\n"
        "Srážky ze mzdy: nejsou. Nevyčerpaná dovolená proplacena."))
    add(f"{F}/Pracovní posudek.pdf", X, "Employment", 631, lambda r, dt: (
        f"PRACOVNÍ POSUDEK\n{FNB}\nMgr. Tereza Novotná pracovala na OLR FN Brno jako fyzioterapeutka od roku 2014. "
        "Pracovala na lůžkové části (ortopedie, neurologie) i v ambulanci, vedla praxe studentů LF MU. "
        "Byla spolehlivá a odborně zdatná. Pracovní poměr skončil dohodou. Prim. MUDr. Karel Doležal"))
    add(f"{SK}/scan_0008.pdf", X, "Employment", 630, lambda r, dt: (
        "Fakultní nemocnice Brno - personální oddělení\nPotvrzení pro Úřad práce ČR\n"
        "Potvrzujeme, že Mgr. Tereza Novotná byla zaměstnána u FN Brno od 1. 9. 2014 do 31. 8. 2024 jako "
        "fyzioterapeut OLR; v době od 26. 8. 2022 čerpala rodičovskou dovolenou. Pracovní poměr skončil dohodou."),
        hard=True)

    # ------------------------------------------------------------------ Practice: running it (Areas)
    PX = f"{D}/Praxe"
    add(f"{PX}/Výpis ze živnostenského rejstříku.pdf", A, "Practice", 818, lambda r, dt: (
        "VÝPIS ZE ŽIVNOSTENSKÉHO REJSTŘÍKU\nJméno: Mgr. Tereza Novotná, IČO 17345682\n"
        f"Sídlo: {ADDR}\nŽivnostenské oprávnění č. 1: Masérské, rekondiční a regenerační služby - vázaná, "
        "vznik 1. 3. 2024, doba platnosti na dobu neurčitou\nŽivnostenské oprávnění č. 2: Výroba, obchod a služby "
        "neuvedené v přílohách 1 až 3 - obor Poskytování tělovýchovných a sportovních služeb\n"
        f"Úřad městské části Brno-sever, živnostenský odbor, {_cz(dt)}"))
    add(f"{PX}/ČSSZ oznámení o zahájení SVČ 2024.pdf", A, "Practice", 810, lambda r, dt: (
        "OZNÁMENÍ O ZAHÁJENÍ SAMOSTATNÉ VÝDĚLEČNÉ ČINNOSTI\nMěstská správa sociálního zabezpečení Brno\n"
        "OSVČ: Tereza Novotná, IČO 17345682, zahájení činnosti 1. 3. 2024, vedlejší SVČ (rodičovský příspěvek)\n"
        "Účast na nemocenském pojištění: nepřihlašuji se. Podáno přes Jednotný registrační formulář."))
    add(f"{PX}/Smlouvy/Smlouva o podnájmu - Studio Pohyb.pdf", A, "Practice", 792, lambda r, dt: (
        "SMLOUVA O PODNÁJMU NEBYTOVÉHO PROSTORU\nNájemce: Studio Pohyb s.r.o., Štefánikova 52, Brno\n"
        "Podnájemce: Mgr. Tereza Novotná, IČO 17345682\nPředmět: místnost č. 3 (14 m2) se sdíleným zázemím, "
        "užívání úterý a pátek 8-20 h a sobota dopoledne\nPodnájemné 4 500 Kč měsíčně vč. energií, splatné do 15. dne.\n"
        "Doba: neurčitá, výpovědní lhůta 2 měsíce."))
    add(f"{PX}/Smlouvy/Smlouva o spolupráci VK Královo Pole 2025-2026.pdf", A, "Practice", 268, lambda r, dt: (
        "SMLOUVA O SPOLUPRÁCI - FYZIOTERAPEUTICKÝ SERVIS\nObjednatel: Volejbalový klub Královo Pole, z.s.\n"
        "Poskytovatel: Fyzio Novotná, Mgr. Tereza Novotná\nPředmět: péče o hráčky družstva žen (extraliga) - "
        "přítomnost na domácích zápasech, 2 h týdně regenerace a tejpování, konzultace s trenérem.\n"
        "Odměna: 6 400 Kč měsíčně na základě faktury. Sezóna 2025/2026, prodlužuje se automaticky."))
    add(f"{PX}/Smlouvy/Rámcová smlouva Softbit workshopy.docx", A, "Practice", 205, lambda r, dt: (
        "Rámcová smlouva o poskytování služeb\nObjednatel: Softbit s.r.o., Technická 21, Brno\n"
        "Dodavatel: Mgr. Tereza Novotná, fyzioterapeutka, IČO 17345682\nPředmět: ergonomické workshopy a "
        "individuální konzultace pracovního místa pro zaměstnance, max. 6 workshopů ročně\n"
        "Cena: 4 800 Kč za workshop (3 h), konzultace 900 Kč/h."))
    add(f"{PX}/Pojištění odpovědnosti Kooperativa 2026.pdf", A, "Practice", 151, lambda r, dt: (
        "Kooperativa pojišťovna, a.s., Vienna Insurance Group\nPOJISTNÁ SMLOUVA č. 7721458896 - pojištění "
        "odpovědnosti za újmu z výkonu povolání a podnikání\nPojištěný: Mgr. Tereza Novotná, IČO 17345682\n"
        "Činnost: masérské, rekondiční a regenerační služby; tělovýchovné služby\nLimit plnění 3 000 000 Kč, "
        f"spoluúčast 1 000 Kč. Roční pojistné 2 140 Kč. Pojistné období od {_cz(dt)}."))
    add(f"{PX}/Ceník 2026.docx", A, "Practice", 163, lambda r, dt: (
        "FYZIO NOVOTNÁ - CENÍK SLUŽEB od 1. 1. 2026\nSportovní masáž 60 min ... 800 Kč\n"
        "Regenerační masáž 30 min ... 450 Kč\nKinesiotaping ... 250 Kč\nKondiční / zdravotní cvičení - "
        "individuálně 60 min ... 900 Kč\nSkupinová lekce (max. 8 osob) ... 180 Kč/osoba\n"
        "Ergonomický workshop pro firmy (3 h) ... 4 800 Kč\nNejsem plátce DPH. Služby nejsou hrazeny "
        "z veřejného zdravotního pojištění."))
    fv = [(2025, 1, 0, 0, 480), (2025, 2, 1, 1, 452), (2025, 3, 0, 0, 420), (2025, 4, 2, 2, 398),
          (2025, 5, 0, 0, 360), (2025, 6, 3, 5, 330), (2025, 7, 1, 1, 270), (2025, 8, 0, 0, 240),
          (2025, 9, 4, 3, 212), (2025, 10, 0, 0, 180), (2026, 1, 0, 0, 120), (2026, 2, 1, 1, 98),
          (2026, 3, 0, 0, 63), (2026, 4, 2, 2, 52), (2026, 5, 0, 0, 31), (2026, 6, 1, 4, 8)]
    for y, n, c, s, age in fv:
        num = f"FV-{y}-{n:03d}"
        add(f"{PX}/Faktury/{y}/{num}.pdf", A, "Practice", age, _invoice_out(num, CLIENTS[c], SERVICES[s]))
    add(f"{PX}/Přijaté faktury/Fyzio-shop tejpy 2026.pdf", A, "Practice", 88, lambda r, dt: (
        "FAKTURA - DAŇOVÝ DOKLAD č. 2026041877\nDodavatel: Fyzio-shop.cz s.r.o., Olomouc\n"
        "Odběratel: Mgr. Tereza Novotná, IČO 17345682\nKinesio tape 5 cm x 5 m, 12 ks ... 1 788 Kč\n"
        f"Masážní emulze 1 l, 3 ks ... 897 Kč\nCelkem k úhradě 2 685 Kč (vč. DPH 21 %). Datum {_cz(dt)}"))
    add(f"{PX}/Přijaté faktury/Studio Pohyb podnájem 2026-04.pdf", A, "Practice", 57, lambda r, dt: (
        "Studio Pohyb s.r.o. - FAKTURA č. 2026-0412\nOdběratel: Mgr. Tereza Novotná, IČO 17345682\n"
        "Podnájem místnosti č. 3 - duben 2026 ... 4 500 Kč\nSplatnost 15. 4. 2026"))
    add(f"{PX}/Přijaté faktury/Webglobe doména 2026.pdf", A, "Practice", 140, lambda r, dt: (
        "Webglobe, s.r.o. - daňový doklad\nOdběratel: Tereza Novotná, IČO 17345682\n"
        "Prodloužení domény fyzionovotna.cz na 1 rok ... 290 Kč\nWebhosting Start ... 708 Kč"))
    for y, age in ((2025, 140), (2026, 2)):
        add(f"{PX}/Peněžní deník {y}.xlsx", A, "Practice", age, lambda r, dt, y=y: (
            f"Evidence příjmů a výdajů OSVČ {y} - Fyzio Novotná\nDatum;Doklad;Popis;Příjem;Výdaj\n" +
            "\n".join(f"{r.randint(1, 28)}.{m}.{y};FV-{y}-{m:03d};{r.choice(SERVICES)};{r.randint(2, 12) * 450};"
                      for m in range(1, 13 if y == 2025 else 6)) +
            f"\n;;Podnájem Studio Pohyb;;4500\n;;Tejpy a emulze;;2685\n;;Výdaje uplatňuji paušálem 60 %;;"))
    add(f"{SS}/faktura.pdf", A, "Practice", 196, lambda r, dt: (
        "FAKTURA - DAŇOVÝ DOKLAD č. 250915\nDodavatel: MEDIPOS Brno s.r.o., Cejl 40, Brno\n"
        "Odběratel: Mgr. Tereza Novotná - Fyzio Novotná, IČO 17345682\n"
        "Overball 25 cm 10 ks, therabanda role 5,5 m zelená, podložky na cvičení 8 ks\n"
        "Celkem 3 960 Kč. Zboží pro skupinové lekce zdravotního cvičení ve studiu."), hard=True)
    add(f"{SS}/Dokument (2).pdf", A, "Practice", 455, lambda r, dt: (
        "SOUHLAS KLIENTA SE ZPRACOVÁNÍM OSOBNÍCH ÚDAJŮ (vzor)\nSprávce: Mgr. Tereza Novotná, IČO 17345682, "
        "Fyzio Novotná\nÚčel: evidence klientů masáží a lekcí, vystavení dokladů. Doba uložení: 3 roky.\n"
        "Klient podpisem potvrzuje, že nemá kontraindikace sportovní masáže, o kterých by nevěděl poskytovatel.\n"
        "Jméno klienta: ............ Podpis: ............"), hard=True)
    add(f"{SK}/scan_0010.pdf", A, "Practice", 148, lambda r, dt: (
        "POTVRZENÍ O POJIŠTĚNÍ\nKooperativa pojišťovna, a.s. potvrzuje, že Mgr. Tereza Novotná, IČO 17345682, "
        "má sjednáno pojištění odpovědnosti za újmu při výkonu podnikatelské činnosti (masérské a rekondiční "
        "služby) s limitem 3 mil. Kč, platné do 31. 12. 2026. Vystaveno pro Studio Pohyb s.r.o."), hard=True)
    add(f"{PL}/Nový textový dokument.txt", A, "Practice", 11, lambda r, dt: (
        "vystavit fakturu VK Královo Pole za květen (6400) + tejpy navíc\n"
        "Softbit - workshop 9.6. potvrdit, poslat dotazník ergonomie předem\n"
        "zkontrolovat platbu od Moravské účetní za lekce\nobjednat nový blok příjmových dokladů\n"
        "instagram: post o protahování u počítače\n"), hard=True)

    # ------------------------------------------------------------------ Practice: moving to Kounicova 24 (Projects)
    NP = f"{PX}/Nová provozovna Kounicova"
    add(f"{NP}/Nájemní smlouva Kounicova_návrh_v2.docx", P, "Practice", 52, lambda r, dt: (
        "NÁJEMNÍ SMLOUVA K PROSTORU SLOUŽÍCÍMU PODNIKÁNÍ - NÁVRH v2 (připomínky TN)\n"
        "Pronajímatel: Zdravotní dům Kounicova s.r.o., Kounicova 24, 602 00 Brno\nNájemce: Mgr. Tereza Novotná, "
        "IČO 17345682\nPředmět: ordinace č. 104 v 1. NP, 18,5 m2, s umyvadlem; sdílená čekárna a WC\n"
        "Nájemné 7 900 Kč měsíčně + zálohy na služby 1 200 Kč [TN: dotaz, zda zahrnuje internet?]\n"
        "Doba nájmu od 1. 7. 2026 na 3 roky, kauce dvě měsíční nájemné."))
    add(f"{NP}/Nájemní smlouva Kounicova_FINAL.pdf", P, "Practice", 31, lambda r, dt: (
        "NÁJEMNÍ SMLOUVA K PROSTORU SLOUŽÍCÍMU PODNIKÁNÍ\nPronajímatel: Zdravotní dům Kounicova s.r.o.\n"
        "Nájemce: Mgr. Tereza Novotná, IČO 17345682\nPředmět: místnost č. 104, Kounicova 24, Brno, 18,5 m2\n"
        "Nájemné 7 900 Kč + služby 1 200 Kč (vč. internetu). Nájem od 1. 7. 2026 do 30. 6. 2029.\n"
        f"Kauce 15 800 Kč splatná při předání prostor 26. 6. 2026. V Brně dne {_cz(dt)}"))
    add(f"{NP}/Nabídka lehátko Habys.pdf", P, "Practice", 41, lambda r, dt: (
        "HABYS Czech - CENOVÁ NABÍDKA č. N26-0388\nPro: Mgr. Tereza Novotná, nová provozovna Kounicova 24\n"
        "Elektrické masážní lehátko Habys Altus, 3-dílné, polstr antracit ... 52 900 Kč\n"
        "Stolička Gymna, válec pod kolena ... 3 450 Kč\nDoprava a montáž Brno ... 1 200 Kč\n"
        "Dodací lhůta 4 týdny, platnost nabídky 30 dní."))
    add(f"{NP}/Objednávka vybavení.xlsx", P, "Practice", 24, lambda r, dt: (
        "Vybavení Kounicova 104;Dodavatel;Cena;Stav\nMasážní lehátko Habys Altus;Habys;52900;objednáno\n"
        "Stolička + válce;Habys;3450;objednáno\nZrcadlo 180 cm;IKEA;2490;koupit\nŽebřiny;Sport Lenka;4890;"
        "objednáno\nSkříňka na ručníky;IKEA;3290;koupit\nTherabandy, overbally;MEDIPOS;1800;mám\n"
        "Osvětlení stropní;Hornbach;1590;koupit\nCelkem;;70410;"))
    add(f"{NP}/Půdorys místnosti 104.png", P, "Practice", 46, "")
    add(f"{NP}/Rozpočet stěhování praxe.xlsx", P, "Practice", 19, lambda r, dt: (
        "Položka;Odhad;Skutečnost\nKauce;15800;15800\nVybavení;70410;\nMalování (Kalivoda);6800;\n"
        "Stěhování (dodávka)  ;1500;\nNové vizitky a cedule;2300;\nWeb - změna adresy;0;\nRezerva;5000;"))
    add(f"{NP}/Oznámení klientům - nová adresa.docx", P, "Practice", 6, lambda r, dt: (
        "Milí klienti,\n\nod 1. července 2026 najdete Fyzio Novotná na nové adrese: Kounicova 24, Brno "
        "(Zdravotní dům, 1. patro, dveře 104), zastávka Kounicova tram 3 a 12. Studio Pohyb na Štefánikově "
        "opouštím 30. 6. Objednávky beze změny na 604 218 377.\n\nTěším se na vás, Tereza"))
    add(f"{SS}/Nabidka_malovani_Kounicova.pdf", P, "Practice", 38, lambda r, dt: (
        "Malířství Kalivoda - Brno\nCenová nabídka: výmalba místnosti 104, Kounicova 24 (strop + stěny, "
        "omyvatelný nátěr do výšky 1,5 m) ... 6 800 Kč\nTermín: 22.-23. 6. 2026\nObjednatel: T. Novotná"))
    add(f"{SS}/Kounicova 24 - predani prostor.eml", P, "Practice", 14, lambda r, dt: _eml(
        "Zdravotní dům Kounicova <sprava@zdravotnidum-kounicova.cz>", "info@fyzionovotna.cz",
        "Kounicova 24 - předání prostor", dt,
        "Dobrý den, paní magistro,\npředání místnosti 104 navrhujeme v pátek 26. 6. v 10:00, včetně klíčů a "
        "čipů od vchodu. Malíř může přijít už od 22. 6. Kauci prosíme uhradit na účet uvedený ve smlouvě.\n"
        "S pozdravem, Iveta Marková, správa objektu"))
    add(f"{DS}/Zprava_1191846520.pdf", P, "Practice", 9, lambda r, dt: (
        "Datová zpráva č. 1191846520, doručeno do datové schránky 7h3kq9m\nOdesílatel: Statutární město Brno, "
        "Městská část Brno-sever, živnostenský odbor\nVěc: Potvrzení o ohlášení provozovny\n"
        "Podnikatel: Mgr. Tereza Novotná, IČO 17345682. Živnostenský úřad potvrzuje ohlášení zahájení "
        "provozování živnosti v provozovně Kounicova 24, 602 00 Brno, identifikační číslo provozovny "
        "1012884415, s účinností od 1. 7. 2026."), hard=True)
    for i, age in enumerate((47, 45, 45)):
        dtp = NOW - timedelta(days=age)
        photo(f"{NP}/Fotky/IMG_{dtp:%Y%m%d}_{101233 + i * 411}.jpg", P, "Practice", age)

    # ------------------------------------------------------------------ Physio: MDT Credentialing Exam 2026 (Projects)
    KU = f"{D}/Kurzy"
    MD = f"{KU}/MDT zkouška 2026"
    add(f"{MD}/Credentialing_Exam_Application_2026.pdf", P, "Physio", 61, lambda r, dt: (
        "The McKenzie Institute International - CREDENTIALING EXAMINATION APPLICATION 2026\n"
        "Candidate: Tereza Novotna, PT, Brno, Czech Republic. Member branch: McKenzie Institut CZ\n"
        "Courses completed: Part A (2024), Part B (2025), Part C (2025), Part D (March 2026)\n"
        "Examination sitting: 17 October 2026, Prague (written and practical). Language: English.\n"
        "Examination fee: EUR 395, payable on acceptance. Signature and date: " + _cz(dt)))
    add(f"{MD}/MDT_Credentialing_Candidate_Guide_2026.pdf", P, "Physio", 77, lambda r, dt: (
        "MDT Credentialing Examination - Candidate Guide 2026\nThe examination consists of a written paper "
        "(multiple choice and short answer, 3 hours) and a practical examination with a live patient.\n"
        "Syllabus: lumbar, cervical, thoracic and extremity classifications; derangement, dysfunction, "
        "postural syndrome; directional preference; centralisation; red flags.\nPass mark 70 %. Results within "
        "six weeks. Recommended reading: The Lumbar Spine, The Cervical and Thoracic Spine, The Human Extremities."))
    add(f"{MD}/Studijní plán MDT.xlsx", P, "Physio", 29, lambda r, dt: (
        "Týden;Téma;Materiál;Hotovo\n23/2026;Lumbar - derangement;Lumbar Spine kap. 8-11;ano\n"
        "24/2026;Lumbar - dysfunction, ANR;Part A manuál;\n26/2026;Cervical;Part B manuál;\n"
        "28/2026;Thoracic;Part B;\n30/2026;Extremities - shoulder, knee;Part D;\n"
        "33/2026;(dovolená Istrie - jen kartičky);;\n36/2026;Practice questions;MII online;\n"
        "38/2026;Mock exam se Zuzkou;;\n41/2026;Opakování, red flags;;\n42/2026;ZKOUŠKA 17. 10. Praha;;"))
    add(f"{MD}/Practice questions Part A-D.docx", P, "Physio", 12, lambda r, dt: (
        "MDT practice questions (from study group)\n1. Define centralisation and explain its prognostic value.\n"
        "2. A patient with central LBP worsens with repeated flexion and improves with repeated extension in "
        "lying: classification?\n3. List the criteria for an articular dysfunction of the knee.\n"
        "4. When is a lateral component considered relevant?\n5. Describe the force progressions for "
        "cervical retraction."))
    add(f"{MD}/Faktura McKenzie Institut CZ - Part D.pdf", P, "Physio", 96, lambda r, dt: (
        "McKenzie Institut CZ, z.s. - FAKTURA č. 2026-017\nOdběratel: Mgr. Tereza Novotná, IČO 17345682\n"
        "Kurz MDT Part D - Extremities, Praha, 6.-9. 3. 2026 ... 14 900 Kč\nSplatnost do 20. 2. 2026"))
    add(f"{MD}/Poznámky Part D - končetiny.docx", P, "Physio", 80, lambda r, dt: (
        "Part D - poznámky (Praha, březen 2026)\nRameno: opakované pohyby - nejčastěji derangement, "
        "pozor na odlišení od kontraktilní dysfunkce. Koleno: extenze v sedě s přetlakem.\n"
        "Kotník: ne vše je 'OTHER'. Na zkoušku zopakovat: kritéria pro CDS, kdy znovu vyšetřit."))
    add(f"{PL}/MDT_karticky.txt", P, "Physio", 2, lambda r, dt: (
        "centralizace = přesun symptomů z periferie k páteři, trvalý\n"
        "derangement = rychlá změna symptomů/mechaniky při opakovaných pohybech\n"
        "dysfunkce = bolest na konci zkráceného rozsahu, konzistentní, nemění se\n"
        "posturální = bolest jen při prolongované statické zátěži\n"))
    add(f"{SS}/MDT_exam_payment_confirmation.pdf", P, "Physio", 33, lambda r, dt: (
        "The McKenzie Institute International\nPayment received: EUR 395.00 - Credentialing Examination "
        "17 October 2026, Prague\nCandidate: Tereza Novotna. Thank you."))
    add(f"{SS}/download (1).pdf", P, "Physio", 27, lambda r, dt: (
        "Credentialing Examination - Prague, 17 October 2026\nVenue: Hotel Olympik Congress, Sokolovská 138, "
        "Praha 8. Registration 8:00, written paper 9:00-12:00, practical examinations from 13:30 in the "
        "allotted time slot. Bring ID, your MII membership number and a pen. Candidates: Novotna T. - slot 15:10."),
        hard=True)

    # ------------------------------------------------------------------ Physio: certificates and standing (Areas)
    CE = f"{KU}/Certifikáty"
    for part, age, place in (("A", 590, "Praha"), ("B", 420, "Brno"), ("C", 250, "Praha"), ("D", 84, "Praha")):
        add(f"{CE}/Certifikát MDT Part {part}.pdf", A, "Physio", age, lambda r, dt, part=part, place=place: (
            f"McKenzie Institute International - CERTIFICATE OF ATTENDANCE\nThis is to certify that Tereza Novotna "
            f"attended Part {part} of the MDT curriculum, 28 hours, {place}, {_cz(dt)}.\n"
            "Osvědčení pro účely celoživotního vzdělávání fyzioterapeutů: 28 hodin."))
    add(f"{CE}/Certifikát DNS A 2023.pdf", A, "Physio", 940, lambda r, dt: (
        "Rehabilitation Prague School - CERTIFIKÁT\nDynamická neuromuskulární stabilizace - kurz A\n"
        f"Absolventka: Mgr. Tereza Novotná, {_cz(dt)}, rozsah 32 hodin, lektor Mgr. Petra Valouchová"))
    add(f"{CE}/Osvědčení Kinesiotaping 2019.pdf", A, "Physio", 2420, lambda r, dt: (
        "OSVĚDČENÍ o absolvování kurzu Kinesiotaping I + II\nMgr. Tereza Novotná, FN Brno\n"
        f"Rozsah 16 hodin, termín {_cz(dt)}, pořadatel Fyzio-shop academy Olomouc"))
    add(f"{CE}/Diplom MU 2014.pdf", A, "Physio", 3800, lambda r, dt: (
        "MASARYKOVA UNIVERZITA, LÉKAŘSKÁ FAKULTA\nDIPLOM\nTereza Novotná absolvovala navazující magisterský "
        "studijní program Fyzioterapie a získala akademický titul magistr (Mgr.). Brno, 2014"))
    add(f"{CE}/UNIFY ČR členství 2026.pdf", A, "Physio", 142, lambda r, dt: (
        "UNIFY ČR - Unie fyzioterapeutů České republiky\nPotvrzení o členství na rok 2026\n"
        "Mgr. Tereza Novotná, členské číslo 4471, členský příspěvek 1 500 Kč uhrazen.\n"
        "Kreditní systém celoživotního vzdělávání: 2024-2026 získáno 54 kreditů."))
    add(f"{SK}/scan_0014.pdf", A, "Physio", 1210, lambda r, dt: (
        "OSVĚDČENÍ\nMgr. Tereza Novotná absolvovala akreditovaný kurz Bobath koncept - úvodní kurz pro "
        "fyzioterapeuty (neurorehabilitace dospělých), rozsah 40 hodin, pořádaný NCO NZO Brno. "
        "Akreditace MZ ČR. Osvědčení slouží jako doklad o celoživotním vzdělávání."), hard=True)

    # ------------------------------------------------------------------ Physio: reference (Resources)
    FY = f"{D}/Fyzio"
    add(f"{FY}/Cviky bederní páteř - leták pro klienty.pdf", R, "Physio", 300, lambda r, dt: (
        "Cviky pro bederní páteř - domácí program\n1. Extenze vleže na břiše, 10x, 3-4x denně\n"
        "2. Kočka-kráva na čtyřech, 10x pomalu\n3. Most s výdechem, 10x\n4. Protažení flexorů kyčle v kleku, "
        "3x30 s\nPři zhoršení bolesti do nohy cvik přerušte. Fyzio Novotná"))
    add(f"{FY}/Cviky krční páteř.docx", R, "Physio", 290, lambda r, dt: (
        "Krční páteř - cvičení u počítače\nRetrakce brady 10x každou hodinu\nRotace hlavy s výdechem\n"
        "Protažení horního trapézu 3x30 s\nOtevření hrudníku ve dveřích"))
    add(f"{FY}/Kinesiotaping skripta 2019.pdf", R, "Physio", 2410, lambda r, dt: (
        "Kinesiotaping I - skripta kurzu\nPrincipy: napětí pásky 0-25 % pro lymfatické aplikace, 25-50 % "
        "pro svalové. Aplikace: m. trapezius, m. quadriceps, laterální epikondylitida, koleno - patella."))
    add(f"{FY}/DNS A - poznámky z kurzu.docx", R, "Physio", 935, lambda r, dt: (
        "DNS kurz A - poznámky\nVývojová kineziologie: 3. měsíc - opora o lokty, 4,5 měsíce - otáčení.\n"
        "Test bráničního dýchání, intraabdominální tlak, test extenze trupu. Cvičení v pozicích dle věku."))
    add(f"{FY}/Články/Hayden_2021_exercise_therapy_chronic_LBP.pdf", R, "Physio", 520, lambda r, dt: (
        "Exercise therapy for chronic low back pain (Cochrane Review, 2021)\nAuthors' conclusions: moderate "
        "certainty evidence that exercise is probably effective for treatment of chronic low back pain "
        "compared to no treatment, usual care or placebo for pain. Pilates, stabilisation/motor control and "
        "McKenzie therapy showed the largest effects."))
    add(f"{FY}/Články/Doporučený postup - bolesti zad SVL 2022.pdf", R, "Physio", 600, lambda r, dt: (
        "Společnost všeobecného lékařství ČLS JEP - Doporučený diagnostický a léčebný postup\n"
        "Vertebrogenní algický syndrom (bolesti zad). Red flags: věk nad 50, trauma, úbytek váhy, "
        "porucha sfinkterů. Léčba: zachovat aktivitu, edukace, fyzioterapie při trvání nad 6 týdnů."))
    add(f"{SS}/ACL_return_to_sport_criteria.pdf", R, "Physio", 160, lambda r, dt: (
        "Return to sport after ACL reconstruction - criteria (consensus statement)\nQuadriceps limb symmetry "
        "index over 90 %, hop test battery over 90 %, ACL-RSI psychological readiness, time over 9 months."))
    add(f"{SS}/Treat Your Own Back - Robin McKenzie.epub", R, "Physio", 410,
        lambda r, dt: _epub("Treat Your Own Back", "Robin McKenzie", "en",
                            "Most back pain is mechanical in origin. The exercises in this book help you to "
                            "centralise and abolish your pain, and to prevent recurrences."))
    add(f"{SN}/Dokumenty/Fyzio/Anatomie svalů - tabulka.xlsx", R, "Physio", 2900, lambda r, dt: (
        "Sval;Začátek;Úpon;Inervace;Funkce\nm. piriformis;facies pelvina ossis sacri;trochanter major;"
        "n. musculi piriformis;ZR kyčle\nm. iliopsoas;bederní obratle, fossa iliaca;trochanter minor;"
        "plexus lumbalis;flexe kyčle\nm. gluteus medius;ala ossis ilii;trochanter major;n. gluteus superior;abdukce"))

    # ------------------------------------------------------------------ Physio: the DNS course 2023 (Archive)
    DN = f"{KU}/DNS kurz 2023"
    add(f"{DN}/Přihláška DNS A.pdf", X, "Physio", 1010, lambda r, dt: (
        "Přihláška na kurz Dynamická neuromuskulární stabilizace - kurz A, Praha, 12.-15. 10. 2023\n"
        "Účastník: Mgr. Tereza Novotná, fyzioterapeutka (rodičovská dovolená), Brno\nCena 11 800 Kč."))
    add(f"{DN}/Faktura DNS A.pdf", X, "Physio", 1000, lambda r, dt: (
        "Rehabilitation Prague School s.r.o. - FAKTURA 23-0877\nKurz DNS A, 12.-15. 10. 2023 ... 11 800 Kč\n"
        "Odběratel: Tereza Novotná, Brno. Uhrazeno převodem."))
    add(f"{DN}/Program kurzu a ubytování.docx", X, "Physio", 960, lambda r, dt: (
        "DNS A - program: čt 9-18 teorie vývojové kineziologie, pá praktika, so testy, ne cvičení.\n"
        "Ubytování: Hostel Florenc, 3 noci, sdílený pokoj s Markétou. Babička hlídá Emu."))

    # ------------------------------------------------------------------ Taxes (Areas)
    DA = f"{D}/Daně"
    for y, age in ((2024, 395), (2025, 29)):
        add(f"{DA}/{y}/DPFO {y}.pdf", A, "Taxes", age, _dpfo(y))
        add(f"{DA}/{y}/Přehled ČSSZ {y}.pdf", A, "Taxes", age - 8, _prehled_cssz(y))
        add(f"{DA}/{y}/Přehled VZP {y}.pdf", A, "Taxes", age - 9, _prehled_vzp(y))
        add(f"{DA}/{y}/Potvrzení o úrocích ze stavebního spoření {y}.pdf", A, "Taxes", age + 70,
            lambda r, dt, y=y: (f"Modrá pyramida stavební spořitelna, a.s.\nPOTVRZENÍ O ZAPLACENÝCH ÚROCÍCH z úvěru "
                                f"ze stavebního spoření za rok {y}\nÚvěr č. 4410287751, dlužník Tereza Novotná\n"
                                f"Účel: koupě družstevního podílu, byt {ADDR}\n"
                                f"Zaplacené úroky v roce {y}: {r.randint(17000, 23000)} Kč\n"
                                "Pro účely odpočtu podle § 15 odst. 3 zákona o daních z příjmů."))
        add(f"{DA}/{y}/Potvrzení penzijní spoření {y}.pdf", A, "Taxes", age + 75,
            lambda r, dt, y=y: (f"Penzijní společnost České spořitelny, a.s.\nPotvrzení o zaplacených příspěvcích na "
                                f"doplňkové penzijní spoření za rok {y}\nÚčastník: Tereza Novotná, smlouva 7100452316\n"
                                f"Příspěvky účastníka: {r.randint(9000, 14000)} Kč, z toho nad 1 700 Kč/měs. lze odečíst."))
    add(f"{DA}/2024/Potvrzení o zdanitelných příjmech 2024 - Klinika Lesná.pdf", A, "Taxes", 460, lambda r, dt: (
        "POTVRZENÍ O ZDANITELNÝCH PŘÍJMECH ZE ZÁVISLÉ ČINNOSTI za rok 2024\n"
        f"Plátce daně: {KLINIKA}\nPoplatník: Tereza Novotná\nÚhrn zúčtovaných příjmů (září-prosinec): "
        f"{r.randint(100000, 120000)} Kč\nSražené zálohy na daň: {r.randint(4000, 7000)} Kč"))
    add(f"{DA}/2025/dpfo_2025_epo.xml", A, "Taxes", 29, lambda r, dt: (
        '<?xml version="1.0" encoding="UTF-8"?>\n<Pisemnost nazevSW="EPO MF ČR" verzeSW="41.9.1">\n'
        '<DPFDP7 verzePis="01.01">\n<VetaD dokument="DP7" k_uladis="DPF" rok="2025" dap_typ="B" c_ufo_cil="461" '
        'c_pracufo="2902"/>\n<VetaP jmeno="Tereza" prijmeni="Novotná" dic="9003145678" c_obce="Brno" '
        'ulice="Vranovská" c_pop="38" psc="61400"/>\n<VetaT kc_prij7="214300" kc_vyd7="128580" '
        'pr_sazba="60"/>\n</DPFDP7>\n</Pisemnost>\n'))
    add(f"{DA}/Přiznání k dani z nemovitých věcí 2026 - Daňkovice.pdf", A, "Taxes", 128, lambda r, dt: (
        "PŘIZNÁNÍ K DANI Z NEMOVITÝCH VĚCÍ na rok 2026\nFinanční úřad pro Kraj Vysočina, ÚP Žďár nad Sázavou\n"
        "Poplatníci: Tereza Novotná a Jakub Dvořák, spoluvlastnictví 1/2\nKatastrální území Daňkovice: stavba "
        "pro rodinnou rekreaci č. p. 27 na parc. st. 41, zastavěná plocha 96 m2; pozemek parc. 212/3 zahrada\n"
        "Daň celkem 1 318 Kč, splatná do 31. 5. 2026. Podal společný zástupce T. Novotná."))
    add(f"{SK}/scan_0005.pdf", A, "Taxes", 108, lambda r, dt: (
        "POTVRZENÍ O ZDANITELNÝCH PŘÍJMECH ZE ZÁVISLÉ ČINNOSTI za zdaňovací období 2025\n"
        f"Plátce daně: {KLINIKA}\nPoplatník: Tereza Novotná, DIČ CZ9003145678\nÚhrn zúčtovaných příjmů: "
        "342 880 Kč\nZálohy na daň sražené: 21 310 Kč\nNeuplatněna sleva na dítě. Vyhotovil: D. Pokorná"),
        hard=True)
    add(f"{DS}/Zprava_1174402915.pdf", A, "Taxes", 330, lambda r, dt: (
        "Datová zpráva č. 1174402915\nOdesílatel: Finanční úřad pro Jihomoravský kraj, ÚP Brno II\n"
        "Věc: Vyrozumění o vyměření daně z příjmů fyzických osob za rok 2024\nDaň byla vyměřena ve výši "
        "tvrzené v daňovém přiznání. Vratitelný přeplatek 2 440 Kč bude vrácen na účet 2801234567/2010."),
        hard=True)
    add(f"{DS}/Zprava_1190337218.pdf", A, "Taxes", 16, lambda r, dt: (
        "Datová zpráva č. 1190337218\nOdesílatel: Česká správa sociálního zabezpečení, MSSZ Brno\n"
        "Věc: Informace o výši zálohy na pojistné na důchodové pojištění OSVČ\nNa základě Přehledu za rok 2025 "
        "činí Vaše měsíční záloha 1 496 Kč (vedlejší SVČ), poprvé za měsíc následující po podání Přehledu. "
        "VS 4183726514."), hard=True)
    add(f"{DS}/DZ_1188002113.zfo", A, "Taxes", 36, lambda r, dt: _zfo(
        r, "Finanční úřad pro Kraj Vysočina", "Daň z nemovitých věcí 2026 - platební údaje",
        "Finanční úřad pro Kraj Vysočina sděluje poplatníkovi Tereza Novotná platební údaje k dani z "
        "nemovitých věcí na rok 2026 (Daňkovice): 1 318 Kč, splatnost 1. 6. 2026, účet 7700-77628751/0710."),
        hard=True)
    add(f"{PL}/Sešit1.xlsx", A, "Taxes", 37, lambda r, dt: (
        "Daň 2025 - výpočet;Kč\nPříjmy §7;214300\nVýdaje paušál 60 %;128580\nDZD §7;85720\n"
        "Příjmy §6 (Klinika);342880\nZáklad daně;428600\nOdpočet úroky SS;19850\nOdpočet DPS;5400\n"
        "Zaokrouhleno;403300\nDaň 15 %;60495\nSleva poplatník;-30840\nZálohy zaměstnavatel;-21310\n"
        "Doplatek;8345\nSP OSVČ VZ 50 %;42860\nZP OSVČ;42860"), hard=True)

    # ------------------------------------------------------------------ Finance (Areas; the closed Air Bank account Archive)
    FI = f"{D}/Finance"
    for i, m in enumerate((1, 2, 3, 4, 5)):
        age = (NOW.replace(tzinfo=None) - datetime(2026, m, 1)).days - 31
        add(f"{FI}/Banka/Vypis_2801234567_2026_{m:02d}.pdf", A, "Finance", max(age, 1),
            lambda r, dt, m=m: _fio(r, datetime(2026, m, 1)))
    add(f"{FI}/Stavební spoření/Smlouva o stavebním spoření 2019.pdf", A, "Finance", 2510, lambda r, dt: (
        "Modrá pyramida stavební spořitelna, a.s.\nSMLOUVA O STAVEBNÍM SPOŘENÍ č. 4410287751\n"
        "Účastník: Tereza Novotná, nar. 14. 3. 1990\nCílová částka 900 000 Kč, tarif Rychlý úvěr, "
        f"měsíční vklad 1 700 Kč. Datum uzavření {_cz(dt)}"))
    add(f"{FI}/Stavební spoření/Úvěrová smlouva SS - družstevní podíl 2021.pdf", A, "Finance", 1885, lambda r, dt: (
        "Modrá pyramida stavební spořitelna, a.s.\nSMLOUVA O ÚVĚRU ZE STAVEBNÍHO SPOŘENÍ\n"
        "Dlužník: Tereza Novotná, spoludlužník Jakub Dvořák\nÚčel: úhrada převodu členských práv a povinností "
        f"v BD Vranovská 36-40 (byt č. 9)\nVýše úvěru 850 000 Kč, úrok 2,9 % p.a., měsíční splátka 5 412 Kč.\n"
        f"Uzavřeno {_cz(dt)}"))
    add(f"{FI}/Stavební spoření/Roční výpis SS 2025.pdf", A, "Finance", 128, lambda r, dt: (
        "Modrá pyramida - ROČNÍ VÝPIS Z ÚČTU ÚVĚRU ZE STAVEBNÍHO SPOŘENÍ k 31. 12. 2025\nÚvěr č. 4410287751\n"
        f"Zůstatek úvěru: {_kc(r, 520000, 590000)}\nSplaceno v roce 2025: 64 944 Kč, z toho úroky 19 850 Kč"))
    add(f"{FI}/Hypotéka/Úvěrová smlouva Česká spořitelna 2025.pdf", A, "Finance", 362, lambda r, dt: (
        "Česká spořitelna, a.s.\nSMLOUVA O HYPOTEČNÍM ÚVĚRU č. 0912874456/0800\nDlužníci: Tereza Novotná, "
        "Jakub Dvořák\nÚčel: koupě stavby pro rodinnou rekreaci č. p. 27, Daňkovice\nVýše úvěru 1 800 000 Kč, "
        "fixace 5 let, úroková sazba 4,69 % p.a., splatnost 25 let, měsíční splátka 9 870 Kč\n"
        "Zajištění: zástavní právo k předmětné nemovitosti."))
    add(f"{FI}/Hypotéka/Splátkový kalendář.pdf", A, "Finance", 352, lambda r, dt: (
        "Česká spořitelna - SPLÁTKOVÝ KALENDÁŘ k úvěru 0912874456\n"
        "Splátka 9 870 Kč vždy k 15. dni měsíce, první splátka 15. 8. 2025, poslední 15. 7. 2050.\n"
        "Konec fixace 30. 6. 2030."))
    add(f"{FI}/Penzijní spoření/Smlouva DPS.pdf", A, "Finance", 1500, lambda r, dt: (
        "Penzijní společnost České spořitelny, a.s.\nSMLOUVA O DOPLŇKOVÉM PENZIJNÍM SPOŘENÍ č. 7100452316\n"
        "Účastník: Tereza Novotná. Příspěvek účastníka 1 000 Kč měsíčně, strategie vyvážená."))
    add(f"{FI}/Penzijní spoření/Výpis DPS 2025.pdf", A, "Finance", 120, lambda r, dt: (
        "Penzijní společnost České spořitelny - Výpis z osobního penzijního účtu 2025\n"
        f"Příspěvky účastníka 12 000 Kč, státní příspěvek 2 760 Kč, hodnota účtu {_kc(r, 98000, 120000)}"))
    add(f"{FI}/Rozpočet domácnosti 2026.xlsx", A, "Finance", 5, lambda r, dt: (
        "Měsíc;Příjmy T;Příjmy J;Byt BD;Hypotéka;Úvěr SS;Energie;Školka/DS;Auto;Jídlo;Chalupa\n" +
        "\n".join(f"{m};{r.randint(26000, 34000)};{r.randint(33000, 37000)};6840;9870;5412;2300;3900;"
                  f"{r.randint(2000, 6000)};{r.randint(11000, 15000)};{r.randint(3000, 25000)}" for m in range(1, 6))))
    add(f"{SN}/Dokumenty/Air Bank výpis 2022-12.pdf", X, "Finance", 1250, lambda r, dt: (
        "Air Bank a.s. - VÝPIS Z BĚŽNÉHO ÚČTU za prosinec 2022\nMajitel: Tereza Novotná, účet 1234509876/3030\n"
        "Rodičovský příspěvek ÚP ČR 10 000 Kč; Platba kartou dm drogerie; Převod na Fio ..."))
    add(f"{FI}/Zrušení účtu Air Bank 2023.pdf", X, "Finance", 1010, lambda r, dt: (
        "Air Bank a.s.\nPOTVRZENÍ O ZRUŠENÍ ÚČTU\nÚčet 1234509876/3030, majitel Tereza Novotná, byl zrušen "
        f"ke dni {_cz(dt)}. Zůstatek 2 118,40 Kč převeden na účet 2801234567/2010."))
    add(f"{SS}/export.csv", A, "Finance", 7, lambda r, dt: (
        "\ufeffDatum;Objem;Měna;Protiúčet;Kód banky;Typ;Zpráva pro příjemce\n" +
        "\n".join(f"{d:02d}.05.2026;{v};CZK;{acc};{bank};{t};{msg}" for d, v, acc, bank, t, msg in (
            (2, "-6840,00", "2000123456", "0100", "Trvalý příkaz", "BD Vranovska byt 9"),
            (5, "-9870,00", "0912874456", "0800", "Inkaso", "splatka hypoteky"),
            (8, "-5412,00", "4410287751", "6100", "Trvalý příkaz", "uver SS"),
            (12, "20418,00", "3344556677", "0300", "Příjem", "mzda 04/2026"),
            (15, "6400,00", "2700112233", "2010", "Příjem", "FV-2026-004"),
            (20, "-1000,00", "7100452316", "0800", "Trvalý příkaz", "DPS"))) + "\n"), hard=True)
    add(f"{SS}/Dokument (1).pdf", A, "Finance", 140, lambda r, dt: (
        "Česká spořitelna, a.s.\nPřehled o úvěru k 31. 12. 2025 - úvěr č. 0912874456/0800\n"
        "Dlužníci: Tereza Novotná, Jakub Dvořák. Jistina k 31. 12. 2025: 1 771 402 Kč.\n"
        "Zaplacené úroky 2025: 41 920 Kč (úvěr na rekreační objekt - úroky nelze odečíst od základu daně).\n"
        "Úroková sazba 4,69 % fixována do 30. 6. 2030."), hard=True)
    add(f"{SK}/scan_0009.pdf", A, "Finance", 420, lambda r, dt: (
        "Modrá pyramida stavební spořitelna, a.s.\nDODATEK Č. 2 KE SMLOUVĚ O ÚVĚRU č. 4410287751\n"
        "Na žádost dlužníka se mění den splatnosti splátky z 20. na 8. den v měsíci. Výše splátky 5 412 Kč "
        "se nemění. Ostatní ujednání zůstávají v platnosti."), hard=True)

    # ------------------------------------------------------------------ Home: the flat (Areas), manuals (Resources)
    BY = f"{D}/Byt"
    add(f"{BY}/Smlouva o převodu družstevního podílu 2021.pdf", A, "Home", 1880, lambda r, dt: (
        "SMLOUVA O PŘEVODU DRUŽSTEVNÍHO PODÍLU\nPřevodce: Ing. Miroslav Hájek\nNabyvatelka: Tereza Novotná, "
        "Brno\nPředmět: družstevní podíl v Bytovém družstvu Vranovská 36-40 spojený s nájmem bytu č. 9, "
        f"3+1, {ADDR}\nÚplata 3 150 000 Kč. Převod je účinný doručením smlouvy družstvu. {_cz(dt)}"))
    add(f"{BY}/Stanovy BD Vranovská.pdf", A, "Home", 1870, lambda r, dt: (
        "STANOVY BYTOVÉHO DRUŽSTVA Vranovská 36-40\nČl. 12 Práva a povinnosti člena: člen je povinen platit "
        "nájemné a zálohy na služby, hradit drobné opravy v bytě. Čl. 20 Podnájem bytu jen se souhlasem "
        "představenstva. Družstvo je členem Společenství vlastníků Vranovská 36-40."))
    add(f"{BY}/Předpis měsíčních plateb 2026.pdf", A, "Home", 152, lambda r, dt: (
        "Bytové družstvo Vranovská 36-40 - PŘEDPIS MĚSÍČNÍCH ÚHRAD od 1. 1. 2026\nByt č. 9, člen T. Novotná\n"
        "Příspěvek do fondu oprav 1 850 Kč\nSpráva 290 Kč\nZáloha teplo 1 750 Kč\nZáloha voda 820 Kč\n"
        "Výtah, úklid, osvětlení 330 Kč\nPojištění domu 110 Kč\nCelkem 6 840 Kč, splatnost do 20. dne"))
    add(f"{BY}/Vyúčtování služeb 2024.pdf", A, "Home", 395, _vyuctovani_sluzeb(2024))
    add(f"{BY}/Vyúčtování služeb 2025.pdf", A, "Home", 34, _vyuctovani_sluzeb(2025))
    add(f"{BY}/SVJ/Pozvánka na shromáždění SVJ 2026.pdf", A, "Home", 25, lambda r, dt: (
        "Společenství vlastníků Vranovská 36-40\nPOZVÁNKA na shromáždění vlastníků 16. 6. 2026 v 18:00, "
        "sušárna domu č. 38\nProgram: 1. Zpráva výboru 2025 2. Účetní závěrka 3. Výměna stoupaček vody a "
        "kanalizace 2027 - úvěr 4. Volba člena výboru"))
    add(f"{BY}/SVJ/Zápis ze shromáždění SVJ 2025.pdf", A, "Home", 352, lambda r, dt: (
        "Zápis ze shromáždění SVJ Vranovská 36-40 konaného 17. 6. 2025\nPřítomno 71 % hlasů. Schválena účetní "
        "závěrka 2024, zvýšení příspěvku do fondu oprav na 25 Kč/m2 od 1. 1. 2026. Výbor připraví nabídky "
        "na výměnu stoupaček."))
    add(f"{BY}/Energie/E.ON vyúčtování 2025.pdf", A, "Home", 390, _eon)
    add(f"{BY}/Energie/E.ON vyúčtování 2026.pdf", A, "Home", 24, _eon)
    add(f"{BY}/Internet Vodafone smlouva.pdf", A, "Home", 700, lambda r, dt: (
        "Vodafone Czech Republic a.s. - Smlouva o poskytování služeb\nZákazník: Jakub Dvořák, " + ADDR +
        "\nSlužba: Vodafone Internet 500 Mb/s (kabel), 24 měsíců, 499 Kč měsíčně"))
    add(f"{SS}/Vodafone_faktura_2026_05.pdf", A, "Home", 10, lambda r, dt: (
        "Vodafone - Vyúčtování služeb za období 5/2026\nZákazník Jakub Dvořák, Vranovská 38, Brno\n"
        "Internet 500 Mb/s ... 499 Kč\nTV Kids balíček ... 99 Kč\nCelkem 598 Kč, inkaso 20. 6. 2026"))
    add(f"{BY}/Pojištění domácnosti Kooperativa.pdf", A, "Home", 505, lambda r, dt: (
        "Kooperativa pojišťovna, a.s. - POJISTNÁ SMLOUVA č. 8840221193 - Pojištění majetku a odpovědnosti "
        f"občanů\nPojistník: Tereza Novotná\nMísto pojištění: {ADDR}, byt č. 9\nDomácnost 800 000 Kč, "
        "odpovědnost v běžném občanském životě 5 000 000 Kč. Roční pojistné 3 260 Kč."))
    add(f"{SK}/scan_0002.pdf", A, "Home", 520, lambda r, dt: (
        "Bytové družstvo Vranovská 36-40\nPŘEDPIS MĚSÍČNÍCH ÚHRAD od 1. 1. 2025, byt č. 9, člen T. Novotná\n"
        "Fond oprav 1 480 Kč, správa 280 Kč, záloha teplo 1 700 Kč, voda 800 Kč, služby 320 Kč, celkem 6 380 Kč.\n"
        "Platby na účet družstva 2000123456/0100, VS = číslo bytu."), hard=True)
    add(f"{SS}/Dokument (3).pdf", A, "Home", 60, lambda r, dt: (
        "Společenství vlastníků Vranovská 36-40 - OZNÁMENÍ VÝBORU\nVe dnech 8.-10. 6. 2026 bude v domě č. 38 "
        "prováděna kontrola a odečet vodoměrů a revize plynových rozvodů. Prosíme o zpřístupnění bytů "
        "v čase 16-19 h. Při nepřítomnosti nechte klíč u pana Marka (byt č. 2)."), hard=True)
    add(f"{RU}/smlouva.pdf", A, "Home", 1700, lambda r, dt: (
        "Nájemní smlouva k bytu uzavřená mezi Bytovým družstvem Vranovská 36-40 a členem družstva Tereza "
        "Novotná\nDružstvo přenechává členovi do nájmu byt č. 9 ve 3. NP domu Vranovská 38, Brno, o velikosti "
        "3+1. Nájem je na dobu trvání členství v družstvu. Nájemné a zálohy dle předpisu."), hard=True)
    for name, txt in (("Pračka Bosch Serie 4 - návod.pdf", "Bosch Serie 4 WAN28261BY - Návod k použití a instalaci. "
                       "Programy: Bavlna, Syntetika, Mix, Vlna, Rychlý 15'. Čištění sítka čerpadla každé 2 měsíce."),
                      ("Myčka Electrolux - návod.pdf", "Electrolux EEA27200L - Návod k použití. Doplnění soli, "
                       "leštidla, program AirDry, kódy chyb i10, i20."),
                      ("Trouba Mora - návod.pdf", "Mora VT 545 BX - Návod. Horkovzduch, gril, rozmrazování, "
                       "pyrolytické čištění - nepoužívat s plechy uvnitř."),
                      ("Robotický vysavač Roborock - manual.pdf", "Roborock Q7 Max - User manual. Mapping, "
                       "no-go zones, mop module, replace the side brush every 3-6 months.")):
        add(f"{BY}/Návody/{name}", R, "Home", r.randint(300, 1600), txt)

    # ------------------------------------------------------------------ Home: the rented flat in Židenice (Archive)
    ZI = f"{SN}/Dokumenty/Byt Židenice"
    add(f"{ZI}/Nájemní smlouva Bubeníčkova.pdf", X, "Home", 3600, lambda r, dt: (
        "NÁJEMNÍ SMLOUVA\nPronajímatel: Jaroslav Kos, Brno\nNájemce: Tereza Novotná\nByt 2+kk, Bubeníčkova 44, "
        "615 00 Brno-Židenice, 4. NP\nNájemné 9 800 Kč + zálohy 2 200 Kč, kauce 24 000 Kč. Doba určitá 1 rok "
        "s automatickým prodloužením."))
    add(f"{ZI}/Výpověď nájmu.docx", X, "Home", 1950, lambda r, dt: (
        "Vážený pane Kosi,\n\ntímto vypovídám nájem bytu Bubeníčkova 44 s tříměsíční výpovědní lhůtou, "
        "byt předám nejpozději 30. 6. 2021. Děkuji za pět bezproblémových let.\nTereza Novotná"))
    add(f"{ZI}/Předávací protokol 2021.pdf", X, "Home", 1890, lambda r, dt: (
        "PŘEDÁVACÍ PROTOKOL - vrácení bytu Bubeníčkova 44, Brno\nStav elektroměru 18 442 kWh, vodoměr SV 311 m3\n"
        "Klíče: 3x byt, 2x schránka. Zjištěné vady: žádné, běžné opotřebení. Kauce bude vrácena do 30 dnů."))
    add(f"{SK}/scan_0013.pdf", X, "Home", 1860, lambda r, dt: (
        "Potvrzení o vrácení kauce\nPotvrzuji, že jsem dne 28. 7. 2021 vrátil nájemkyni Tereze Novotné kauci "
        "24 000 Kč, sníženou o 1 650 Kč za doplatek vyúčtování služeb za byt Bubeníčkova 44, Brno-Židenice. "
        "Vzájemné závazky z nájmu jsou tím vyrovnány. Jaroslav Kos, pronajímatel"), hard=True)

    # ------------------------------------------------------------------ Cottage: purchase and renovation (Projects)
    CH = f"{D}/Chalupa"
    add(f"{CH}/Koupě/Rezervační smlouva RK.pdf", P, "Cottage", 428, lambda r, dt: (
        "REZERVAČNÍ SMLOUVA\nRealitní kancelář Vysočina Reality s.r.o., Žďár nad Sázavou\nZájemci: Tereza "
        f"Novotná, Jakub Dvořák\nNemovitost: {CHALUPA}\nKupní cena 2 450 000 Kč, rezervační poplatek 50 000 Kč, "
        "rezervace do 30. 6. 2025."))
    add(f"{CH}/Koupě/Výpis z katastru LV 112.pdf", P, "Cottage", 415, lambda r, dt: (
        "VÝPIS Z KATASTRU NEMOVITOSTÍ - LV 112, k. ú. Daňkovice (620321)\nVlastník: Marie Kratochvílová, "
        "Nové Město na Moravě\nStavba č. p. 27, rodinná rekreace, na parc. St. 41; pozemek parc. 212/3 zahrada "
        "1 140 m2\nOmezení vlastnického práva: žádná. Vyhotoveno dálkovým přístupem."))
    add(f"{CH}/Koupě/Znalecký posudek.pdf", P, "Cottage", 402, lambda r, dt: (
        "ZNALECKÝ POSUDEK č. 1187/2025 o obvyklé ceně nemovitosti\nObjednatel: Česká spořitelna, a.s.\n"
        f"Předmět: {CHALUPA}, roubená stavba z 1. pol. 19. st., zděná přístavba 1970\n"
        "Stav: zanedbaný - původní elektroinstalace, nevyhovující komín, koupelna chybí.\n"
        "Obvyklá cena: 2 380 000 Kč."))
    add(f"{CH}/Koupě/Kupní smlouva Daňkovice_v2.docx", P, "Cottage", 383, lambda r, dt: (
        "KUPNÍ SMLOUVA - návrh v2 (připomínky advokátky)\nProdávající: Marie Kratochvílová\nKupující: "
        f"Tereza Novotná a Jakub Dvořák, každý id. 1/2\nPředmět: {CHALUPA}, pozemky parc. St. 41 a 212/3\n"
        "Kupní cena 2 450 000 Kč: 650 000 Kč z vlastních zdrojů do úschovy, 1 800 000 Kč z hypotečního úvěru "
        "České spořitelny.\n[doplnit: vybavení - kachlová kamna a nábytek zůstávají]"))
    add(f"{CH}/Koupě/Kupní smlouva_FINAL.pdf", P, "Cottage", 368, lambda r, dt: (
        "KUPNÍ SMLOUVA\nProdávající: Marie Kratochvílová, nar. 1948\nKupující: Tereza Novotná, Jakub Dvořák, "
        f"spoluvlastnictví 1/2\nPředmět koupě: {CHALUPA}\nKupní cena 2 450 000 Kč, úhrada prostřednictvím "
        f"advokátní úschovy JUDr. Eva Sedláčková. Podpisy ověřeny. V Novém Městě na Moravě {_cz(dt)}"))
    add(f"{CH}/Koupě/Návrh na vklad.pdf", P, "Cottage", 366, lambda r, dt: (
        "NÁVRH NA ZAHÁJENÍ ŘÍZENÍ O POVOLENÍ VKLADU\nKatastrální úřad pro Vysočinu, KP Žďár nad Sázavou\n"
        "Navrhovatelé: Marie Kratochvílová, Tereza Novotná, Jakub Dvořák\nPrávní účinky vkladu: vlastnické "
        "právo, k. ú. Daňkovice, LV 112. Správní poplatek 2 000 Kč."))
    add(f"{CH}/Koupě/Předávací protokol chalupa.pdf", P, "Cottage", 345, lambda r, dt: (
        "PŘEDÁVACÍ PROTOKOL - Daňkovice č. p. 27\nStav elektroměru 40 112 kWh, studna vlastní, septik.\n"
        "Předány klíče 4 ks, kachlová kamna, nábytek v podkroví. Prodávající odveze dřevo z kůlny do 31. 7."))
    add(f"{DS}/Zprava_1179901347.pdf", P, "Cottage", 330, lambda r, dt: (
        "Datová zpráva č. 1179901347\nOdesílatel: Katastrální úřad pro Vysočinu, Katastrální pracoviště "
        "Žďár nad Sázavou\nVěc: Vyrozumění o provedení vkladu V-3127/2025-714\nVklad vlastnického práva pro "
        "Tereza Novotná a Jakub Dvořák (každý 1/2) k stavbě č. p. 27 a pozemkům v k. ú. Daňkovice byl proveden "
        "s právními účinky ke dni podání návrhu."), hard=True)
    RK = f"{CH}/Rekonstrukce"
    add(f"{RK}/Nabídka elektro Pokorný.pdf", P, "Cottage", 232, lambda r, dt: (
        "Elektro Pokorný, Nové Město na Moravě - CENOVÁ NABÍDKA\nAkce: chalupa Daňkovice 27 - nová "
        "elektroinstalace (demontáž hliníkových rozvodů, nový rozvaděč, 3 okruhy zásuvek, 2 okruhy světel, "
        "přípojka pro bojler a sporák) ... 148 000 Kč vč. materiálu, bez DPH (neplátce)."))
    add(f"{RK}/Komín - revize a vložkování.pdf", P, "Cottage", 205, lambda r, dt: (
        "Kominictví Vysočina - ZPRÁVA O REVIZI SPALINOVÉ CESTY\nObjekt: Daňkovice 27\nZávěr: spalinová cesta "
        "NEVYHOVUJE - trhliny, chybí vložka. Doporučeno vložkování nerez 180 mm, cena 38 500 Kč."))
    add(f"{RK}/Nabídka okna Vekra.pdf", P, "Cottage", 150, lambda r, dt: (
        "VEKRA okna - nabídka č. 26-04411\nDřevěná špaletová okna na míru (repliky původních), 7 ks, "
        "montáž a zednické začištění ... 214 600 Kč. Dodací lhůta 12 týdnů. Místo: Daňkovice 27"))
    add(f"{RK}/Objednávka kamen.pdf", P, "Cottage", 92, lambda r, dt: (
        "Krbová kamna Romotop Dorado - objednávka č. 2026/1188\nDodání: chalupa Daňkovice 27\n"
        "Kamna, napojení na komín, montáž ... 41 900 Kč. Záloha 50 % uhrazena."))
    add(f"{RK}/Faktura elektro záloha.pdf", P, "Cottage", 61, lambda r, dt: (
        "Elektro Pokorný - FAKTURA 2026-031 (záloha)\nOdběratel: Tereza Novotná\nZáloha na elektroinstalaci "
        "chalupa Daňkovice 27 - 1. etapa ... 60 000 Kč"))
    add(f"{RK}/Koupelna - návrh.png", P, "Cottage", 70, "")
    add(f"{RK}/Harmonogram prací 2026.xlsx", P, "Cottage", 20, lambda r, dt: (
        "Chalupa Daňkovice - harmonogram 2026\nEtapa;Firma;Od;Do;Stav\nElektro 1. etapa;Elektro Pokorný;"
        "1.4.;30.4.;hotovo\nKomín vložkování;Kominictví Vysočina;5.5.;7.5.;hotovo\nKoupelna - zednické;Zednictví "
        "Mach;1.6.;30.6.;\nElektro 2. etapa + revize;Pokorný;1.7.;15.7.;\nOkna;Vekra;20.7.;31.7.;\nKamna;Romotop;"
        "1.9.;5.9.;\nÚklid, stěhování;my;září;;"))
    add(f"{RK}/Rozpočet rekonstrukce.xlsx", P, "Cottage", 3, lambda r, dt: (
        "Položka;Rozpočet;Zaplaceno;Zbývá\nElektroinstalace;148000;60000;88000\nKomín;38500;38500;0\n"
        "Koupelna (Mach + obklady);165000;0;165000\nOkna Vekra;214600;0;214600\nKamna Romotop;41900;20950;20950\n"
        "Materiál Hornbach;40000;27310;12690\nRezerva 10 %;65000;;\nCelkem;713000;146760;566240"))
    add(f"{RK}/Chalupa TODO.txt", P, "Cottage", 2, lambda r, dt: (
        "- domluvit s Machem obklady (vzorky v Hornbachu Brno)\n- objednat bojler 120 l\n- revize elektro po "
        "2. etapě -> zpráva pro pojišťovnu\n- odvoz suti kontejner 15.6.\n- Jakub: kůlna, střecha kůlny\n"))
    add(f"{SK}/scan_0006.pdf", P, "Cottage", 170, lambda r, dt: (
        "Městský úřad Nové Město na Moravě, odbor stavební\nSdělení k ohlášení stavebních úprav\nStavebníci: "
        "Tereza Novotná, Jakub Dvořák. Stavba: rekreační objekt č. p. 27, k. ú. Daňkovice.\nZáměr: vestavba "
        "koupelny do stávající komory, výměna oken za repliky, nová elektroinstalace. Stavební úřad nemá "
        "námitek, úpravy nevyžadují povolení."), hard=True)
    add(f"{SK}/scan_0012.pdf", P, "Cottage", 32, lambda r, dt: (
        "ZPRÁVA O VÝCHOZÍ REVIZI ELEKTRICKÉ INSTALACE č. 26/041\nObjekt: rekreační chalupa Daňkovice 27\n"
        "Rozsah: rozvaděč RD1, okruhy 1-5 (1. etapa)\nMěření izolačních odporů vyhovuje, proudové chrániče "
        "30 mA funkční.\nZávěr: elektrická instalace je z hlediska bezpečnosti schopna provozu. Revizní "
        "technik: Lubomír Pokorný"), hard=True)
    add(f"{SS}/RE_ termin.eml", P, "Cottage", 18, lambda r, dt: _eml(
        "Zednictví Mach <mach.zednictvi@seznam.cz>", "tereza.novotna@seznam.cz", "RE: termín", dt,
        "Dobrý den,\nkoupelnu na chalupě v Daňkovicích začneme v pondělí 1. června. Obklady prosím nechte "
        "dovézt do 29. 5., hydroizolaci beru já. Odpad odvezeme kontejnerem, ať je volný příjezd ke kůlně.\n"
        "Mach"), hard=True)
    add(f"{TG}/document_2026-04-18.pdf", P, "Cottage", 44, lambda r, dt: (
        "ROMOTOP - Cenová nabídka\nKrbová kamna Dorado 01 s akumulací, výkon 8 kW\nMísto instalace: Daňkovice "
        "č. p. 27 (obývací pokoj, napojení na nový nerezový komín 180 mm)\nCena vč. montáže 41 900 Kč"),
        hard=True)
    for i, age in enumerate((362, 345, 220, 180, 58, 57, 27, 26, 6)):
        dtp = NOW - timedelta(days=age)
        photo(f"{CH}/Fotky/IMG_{dtp:%Y%m%d}_{120455 + i * 731}.jpg", P, "Cottage", age)
    photo(f"{TG}/IMG_2231.jpg", P, "Cottage", 22)
    photo(f"{TG}/IMG_2237.jpg", P, "Cottage", 22)

    # ------------------------------------------------------------------ Cottage: running costs (Areas), reading (Resources)
    add(f"{CH}/Provoz/Smlouva E.ON elektřina chalupa.pdf", A, "Cottage", 332, lambda r, dt: (
        "E.ON Energie, a.s. - SMLOUVA O SDRUŽENÝCH SLUŽBÁCH DODÁVKY ELEKTŘINY\nZákazník: Tereza Novotná\n"
        "Odběrné místo: Daňkovice 27, 592 03 Sněžné, EAN 859182400700441188\nSazba D02d, záloha 600 Kč měsíčně"))
    add(f"{CH}/Provoz/Poplatek za odpad Daňkovice 2026.pdf", A, "Cottage", 112, lambda r, dt: (
        "Obec Daňkovice - místní poplatek za obecní systém odpadového hospodářství 2026\nPoplatník: vlastník "
        "stavby pro rodinnou rekreaci č. p. 27 - Tereza Novotná\nPoplatek 800 Kč, splatnost 30. 6. 2026, "
        "účet obce 1580357309/0800, VS 27"))
    add(f"{CH}/Provoz/Pojištění nemovitosti Daňkovice.pdf", A, "Cottage", 340, lambda r, dt: (
        "Česká podnikatelská pojišťovna - POJISTNÁ SMLOUVA č. 9012345567\nPojištění stavby pro rodinnou "
        "rekreaci Daňkovice 27 (vinkulace ve prospěch České spořitelny), pojistná částka 3 200 000 Kč, "
        "živel, odcizení. Roční pojistné 4 880 Kč."))
    add(f"{SS}/Vapenne_omitky_prirucka.pdf", R, "Cottage", 240, lambda r, dt: (
        "Vápenné omítky ve starých stavbách - příručka pro svépomocníky\nProč ne cement: zadržuje vlhkost "
        "ve zdivu. Složení: vápenná kaše + písek 1:3, nanášet ve vrstvách, kropit."))
    add(f"{SS}/Osetreni_dreva_roubenky.pdf", R, "Cottage", 260, lambda r, dt: (
        "Ošetření dřeva roubených staveb\nLněná fermež a olejové barvy, boraxová impregnace proti "
        "dřevokaznému hmyzu, výměna trámů - plátování. Nikdy nepoužívat silikonové tmely do spár."))
    add(f"{SS}/Stare_chalupy_zateplovani_clanek.pdf", R, "Cottage", 190, lambda r, dt: (
        "Zateplení staré chalupy: difuzně otevřené skladby, dřevovláknité desky, konopná izolace. "
        "Pozor na rosný bod u roubení; podlahy nad terénem odvětrat."))

    # ------------------------------------------------------------------ Ema: kindergarten from September 2026 (Projects)
    EM = f"{D}/Ema"
    MS = f"{EM}/Školka 2026"
    add(f"{SS}/Zapis_MS_Brno_prihlaska_2026.pdf", P, "Ema", 44, lambda r, dt: (
        "Zápis do mateřských škol statutárního města Brna pro školní rok 2026/2027 - žádost o přijetí\n"
        "Dítě: Ema Dvořáková, nar. 3. 2. 2022, trvalý pobyt Vranovská 38, Brno\nZákonný zástupce: Tereza "
        "Novotná, tel. 604 218 377\nPořadí škol: 1. MŠ Brno, Kollárova 15; 2. MŠ Brno, Vranovská 24; "
        "3. MŠ Brno, Nám. Republiky 3\nKód žádosti: BRN-26-118427. Zápis proběhne 6.-7. 5. 2026."))
    add(f"{MS}/Žádost o přijetí - MŠ Kollárova.pdf", P, "Ema", 27, lambda r, dt: (
        "Mateřská škola Brno, Kollárova 15, příspěvková organizace\nŽÁDOST O PŘIJETÍ DÍTĚTE K PŘEDŠKOLNÍMU "
        "VZDĚLÁVÁNÍ od 1. 9. 2026\nDítě: Ema Dvořáková, nar. 3. 2. 2022\nZákonní zástupci: Tereza Novotná, "
        "Jakub Dvořák\nDocházka: celodenní. Přílohy: vyjádření lékaře o očkování, rodný list (kopie)."))
    add(f"{SK}/scan_0007.pdf", P, "Ema", 38, lambda r, dt: (
        "Vyjádření lékaře k přijetí dítěte do mateřské školy\nJméno dítěte: Ema Dvořáková, nar. 3. 2. 2022\n"
        "Dítě je řádně očkováno podle § 46 zákona o ochraně veřejného zdraví. Dítě vyžaduje speciální "
        "péči: ne. Alergie: ne.\nMUDr. Jitka Bartošová, praktický lékař pro děti a dorost, Brno-Husovice"),
        hard=True)
    add(f"{DS}/Zprava_1192005533.pdf", P, "Ema", 8, lambda r, dt: (
        "Datová zpráva č. 1192005533\nOdesílatel: Mateřská škola Brno, Kollárova 15, příspěvková organizace\n"
        "Věc: Rozhodnutí o přijetí k předškolnímu vzdělávání, č. j. MSKOL/118/2026\nŘeditelka mateřské školy "
        "rozhodla, že Ema Dvořáková, nar. 3. 2. 2022, se přijímá k předškolnímu vzdělávání s účinností "
        "od 1. 9. 2026. Poučení: proti rozhodnutí lze podat odvolání do 15 dnů."), hard=True)
    add(f"{MS}/Evidenční list dítěte.docx", P, "Ema", 4, lambda r, dt: (
        "EVIDENČNÍ LIST DÍTĚTE - MŠ Kollárova 15, Brno, školní rok 2026/2027\nJméno: Ema Dvořáková\n"
        "Zdravotní pojišťovna: VZP (111)\nOsoby oprávněné k vyzvedávání: Tereza Novotná, Jakub Dvořák, "
        "Jana Novotná (babička)\nKontakty: 604 218 377, 731 440 982\nAlergie: žádné"))
    add(f"{MS}/Informace pro rodiče - adaptace.pdf", P, "Ema", 6, lambda r, dt: (
        "MŠ Kollárova - informace pro rodiče nově přijatých dětí\nSchůzka rodičů 17. 6. 2026 v 16:30. "
        "Adaptační dny 25.-27. 8. 2026 dopoledne. Úplata za předškolní vzdělávání 900 Kč měsíčně, "
        "stravné 48 Kč/den. Třída Berušky, paní učitelka Lenka Fialová."))
    add(f"{TG}/seznam.txt", P, "Ema", 3, lambda r, dt: (
        "do školky (od Jakuba, z nástěnky MŠ Kollárova):\n- přezůvky (ne pantofle) podepsané\n"
        "- náhradní oblečení v pytlíku, 2x spodní prádlo\n- pyžamo na odpočinek\n- hrneček? ne, mají vlastní\n"
        "- pláštěnka a holínky na zahradu\n- fotka Emy na značku + plyšák na spaní\n"), hard=True)

    # ------------------------------------------------------------------ Ema: ongoing (Areas), rhymes (Resources)
    add(f"{EM}/Rodný list Ema.pdf", A, "Ema", 1570, lambda r, dt: (
        "RODNÝ LIST\nJméno: Ema, příjmení Dvořáková, narozena 3. 2. 2022 v Brně\nOtec: Jakub Dvořák, "
        "nar. 1988; matka: Tereza Novotná, nar. 1990\nMatrika: Úřad městské části Brno-střed"))
    add(f"{EM}/Dětská skupina Sluníčko - smlouva.pdf", A, "Ema", 640, lambda r, dt: (
        "SMLOUVA O POSKYTOVÁNÍ SLUŽBY PÉČE O DÍTĚ V DĚTSKÉ SKUPINĚ\nPoskytovatel: Dětská skupina Sluníčko "
        "Husovice, z.ú.\nDítě: Ema Dvořáková\nDocházka: pondělí, středa, čtvrtek 7:30-16:00\nÚhrada 3 900 Kč "
        "měsíčně vč. stravy. Výpověď 1 měsíc."))
    add(f"{EM}/Platby dětská skupina 2026.xlsx", A, "Ema", 12, lambda r, dt: (
        "Měsíc;Školné;Strava navíc;Zaplaceno\nleden;3900;0;ano\núnor;3900;120;ano\nbřezen;3900;0;ano\n"
        "duben;3900;0;ano\nkvěten;3900;240;ano\nčerven;3900;;\nčervenec;3900;;poslední měsíc"))
    add(f"{EM}/Plavání Delfínek - přihláška jaro 2026.pdf", A, "Ema", 130, lambda r, dt: (
        "Plavecká škola Delfínek Brno - přihláška do kurzu Předplavecká výuka 3-5 let, jaro 2026\n"
        "Dítě: Ema Dvořáková, středa 16:30, bazén Kraví hora, 12 lekcí, kurzovné 2 640 Kč."))
    add(f"{SK}/scan_0001.pdf", A, "Ema", 650, lambda r, dt: (
        "Dětská skupina Sluníčko Husovice, z.ú. - EVIDENČNÍ A ZDRAVOTNÍ LIST DÍTĚTE\nDítě: Ema Dvořáková, "
        "nar. 3. 2. 2022. Rodiče: Tereza Novotná, Jakub Dvořák. Dítě je zdravé a může být přijato do dětské "
        "skupiny. Očkování dle kalendáře. Podpis pediatra MUDr. Bartošová."), hard=True)
    add(f"{SS}/formular.pdf", A, "Ema", 16, lambda r, dt: (
        "TJ Sokol Husovice - přihláška do oddílu Rodiče a děti / předškolní děti 2026/2027\nJméno dítěte: "
        "Ema Dvořáková, nar. 2022. Cvičení úterý 16:30-17:30, sokolovna Netušilova. Členský příspěvek "
        "1 200 Kč/pololetí. Zákonný zástupce: Tereza Novotná."), hard=True)
    add(f"{EM}/Říkanky pro děti.pdf", R, "Ema", 700, lambda r, dt: (
        "Říkanky a básničky pro nejmenší\nPaci paci pacičky, Kočka leze dírou, Vařila myška kašičku, "
        "Jede jede mašinka, Šel zahradník do zahrady."))
    add(f"{SS}/Pohadky_na_dobrou_noc.epub", R, "Ema", 500,
        lambda r, dt: _epub("Pohádky na dobrou noc", "Sbírka lidových pohádek", "cs",
                            "O Budulínkovi, O veliké řepě, Kohoutek a slepička - krátké pohádky ke čtení dětem."))

    # ------------------------------------------------------------------ Ema: maternity and parental benefits (Archive)
    MR = f"{EM}/Mateřská a rodičovská"
    add(f"{MR}/Rozhodnutí ČSSZ peněžitá pomoc v mateřství.pdf", X, "Ema", 1600, lambda r, dt: (
        "Česká správa sociálního zabezpečení - OSSZ Brno\nPeněžitá pomoc v mateřství přiznána pojištěnce "
        "Tereza Novotná od 3. 1. 2022 po dobu 28 týdnů, denní dávka 1 218 Kč. Zaměstnavatel FN Brno."))
    add(f"{MR}/Rozhodnutí o rodičovském příspěvku 2022.pdf", X, "Ema", 1500, lambda r, dt: (
        "Úřad práce České republiky - krajská pobočka v Brně\nOZNÁMENÍ O PŘIZNÁNÍ RODIČOVSKÉHO PŘÍSPĚVKU\n"
        "Příjemce: Tereza Novotná, dítě Ema Dvořáková. Celková částka 350 000 Kč, zvolená výše 10 000 Kč "
        "měsíčně od 8/2022."))
    add(f"{MR}/Změna výše rodičovského příspěvku 2024.pdf", X, "Ema", 790, lambda r, dt: (
        "Úřad práce ČR - oznámení o změně výše rodičovského příspěvku\nPříjemce Tereza Novotná: na základě "
        "volby se od 5/2024 mění výše na 18 000 Kč měsíčně. Zbývající částka 92 000 Kč."))
    add(f"{DS}/Zprava_1169882210.pdf", X, "Ema", 500, lambda r, dt: (
        "Datová zpráva č. 1169882210\nOdesílatel: Úřad práce České republiky, krajská pobočka v Brně\n"
        "Věc: Oznámení o zániku nároku na rodičovský příspěvek\nPříjemkyni Tereza Novotná byl vyplacen "
        "rodičovský příspěvek na dítě Ema Dvořáková v celkové výši 350 000 Kč. Nárok zanikl vyčerpáním "
        "celé částky v lednu 2025."), hard=True)

    # ------------------------------------------------------------------ Health (Areas)
    ZD = f"{D}/Zdraví"
    add(f"{ZD}/Tereza - krev 2025.pdf", A, "Health", 205, _lab)
    add(f"{ZD}/Tereza - ortopedie koleno.pdf", A, "Health", 300, lambda r, dt: (
        "Ortopedická ambulance Úrazová nemocnice v Brně\nPacientka: Tereza Novotná, 1990\nAnamnéza: distorze "
        "pravého kolene při lezení (dopad z boulderu).\nNález: mírný výpotek, Lachman negativní, bolest "
        "mediální štěrbiny.\nZávěr: kontuze a distenze MCL vpravo. Klid od lezení 4 týdny, RHB sama, MR dle "
        "vývoje."))
    add(f"{ZD}/Jakub - posudek zdravotní způsobilosti DPMB.pdf", A, "Health", 252, lambda r, dt: (
        "LÉKAŘSKÝ POSUDEK O ZDRAVOTNÍ ZPŮSOBILOSTI K PRÁCI - periodická prohlídka\nPosuzovaná osoba: Jakub "
        "Dvořák, řidič tramvaje, Dopravní podnik města Brna, a.s.\nZávěr: zdravotně způsobilý. Další "
        "prohlídka za 2 roky. Poskytovatel pracovnělékařských služeb MUDr. Oldřich Kříž."))
    add(f"{ZD}/Ema - očkovací průkaz.pdf", A, "Health", 380, lambda r, dt: (
        "Očkovací průkaz - Ema Dvořáková, nar. 3. 2. 2022\nHexavakcína: 4/2022, 6/2022, 2/2023\n"
        "MMR: 5/2023, Pneumokok: 4/2022, 6/2022, 2/2023\nMeningokok B: 2023. Druhá dávka MMR: 5-6 let."))
    add(f"{ZD}/Ema - zpráva ORL 2026.pdf", A, "Health", 71, lambda r, dt: (
        "ORL ambulance, Dětská nemocnice FN Brno\nPacient: Ema Dvořáková, 4 roky\nDg.: zvětšená nosní mandle, "
        "opakované otitidy. Doporučena adenotomie - zvážit po kontrole na podzim 2026. Nosní sprej 4 týdny."))
    add(f"{ZD}/Zubař Tereza 2026.pdf", A, "Health", 92, lambda r, dt: (
        "Zubní ordinace MDDr. Pavla Horáková, Brno - Příjmový doklad\nPacientka: Tereza Novotná\n"
        "Dentální hygiena 1 200 Kč, kompozitní výplň 1 650 Kč (nad rámec úhrady ZP). Celkem 2 850 Kč."))
    add(f"{ZD}/VZP přehled o čerpání 2025.pdf", A, "Health", 110, lambda r, dt: (
        "Všeobecná zdravotní pojišťovna ČR - Výpis z osobního účtu pojištěnce za rok 2025\nPojištěnec: "
        "Tereza Novotná\nPraktický lékař 1 240 Kč, ortopedie 2 180 Kč, laboratoř 640 Kč, zubní péče "
        "1 120 Kč, léky na recept 310 Kč. Celkem uhrazeno pojišťovnou 5 490 Kč."))
    add(f"{SK}/scan_0004.pdf", A, "Health", 270, lambda r, dt: (
        "MR pracoviště Medicentrum Brno - VÝSLEDEK VYŠETŘENÍ\nPacientka: Tereza Novotná, nar. 1990\n"
        "Vyšetření: MR pravého kolenního kloubu\nPopis: parciální léze MCL, edém kostní dřeně laterálního "
        "kondylu femuru, menisky intaktní, LCA a LCP intaktní.\nZávěr: distenze MCL grade II."), hard=True)
    add(f"{SK}/scan_0011.pdf", A, "Health", 760, lambda r, dt: (
        "Praktický lékař pro děti a dorost MUDr. Jitka Bartošová\nZpráva z preventivní prohlídky ve 2 letech\n"
        "Dítě: Ema Dvořáková. Výška 88 cm, váha 12,4 kg. Psychomotorický vývoj odpovídá věku, řeč - "
        "dvouslovné věty. Zrak, sluch orientačně v normě. Další prohlídka ve 3 letech."), hard=True)
    add(f"{SS}/zprava.pdf", A, "Health", 23, lambda r, dt: (
        "MUDr. Jitka Bartošová, PLDD, Brno-Husovice - LÉKAŘSKÁ ZPRÁVA\nPacient: Ema Dvořáková, nar. 2022\n"
        "Preventivní prohlídka ve 4 letech: výška 104 cm, váha 16,1 kg, vyšetření zraku (Lea test) bez "
        "nálezu, moč bez patologie. Doporučeno logopedické vyšetření pro sykavky."), hard=True)
    add(f"{SS}/Dokument (6).pdf", A, "Health", 430, lambda r, dt: (
        "Oční optika Fokus Brno, Cejl 12 - Předpis brýlí\nZákazník: Jakub Dvořák\nOD: sph -1,25 cyl -0,50 "
        "ax 180; OS: sph -1,00\nPD 64 mm. Brýle na dálku, vhodné pro řízení. Doporučená kontrola za 2 roky."),
        hard=True)
    add(f"{PL}/bez názvu.txt", A, "Health", 15, lambda r, dt: (
        "Ema - logopedie objednat (Mgr. Kolářová, Lesná, čeká se 2 měsíce)\nEma ORL kontrola září\n"
        "já - krev ferritin kontrola 11/2026\nJakub - zubař preventivka\neRecept Ema nosní sprej vyzvednout\n"),
        hard=True)

    # ------------------------------------------------------------------ Car (Areas; the sold Fabia Archive)
    AU = f"{D}/Auto"
    add(f"{AU}/Kupní smlouva Octavia 2023.pdf", A, "Car", 1008, lambda r, dt: (
        f"KUPNÍ SMLOUVA O PRODEJI OJETÉHO VOZIDLA\nProdávající: AAA Auto a.s., Brno\nKupující: Tereza Novotná\n"
        f"Vozidlo: {CAR}, r. v. 2016, najeto 128 400 km\nKupní cena 289 900 Kč."))
    add(f"{AU}/Technický průkaz Octavia.pdf", A, "Car", 1000, lambda r, dt: (
        f"OSVĚDČENÍ O REGISTRACI VOZIDLA - část I\n{CAR}\nProvozovatel: Tereza Novotná, {ADDR}\n"
        "Datum první registrace 3. 5. 2016, výkon 81 kW, palivo NM"))
    add(f"{AU}/Protokol STK 2023.pdf", A, "Car", 1010, lambda r, dt: (
        f"PROTOKOL O TECHNICKÉ PROHLÍDCE\nStanice měření Brno-Lesná\nVozidlo: {CAR}\nStav tachometru "
        "128 380 km. Výsledek: způsobilé. Příští prohlídka do 5/2025."))
    add(f"{AU}/Povinné ručení ČPP 2026.pdf", A, "Car", 152, lambda r, dt: (
        "Česká podnikatelská pojišťovna - pojištění odpovědnosti z provozu vozidla\n"
        f"Pojistník: Tereza Novotná. Vozidlo: {CAR}\nLimity 100/100 mil. Kč, roční pojistné 3 412 Kč, "
        "asistence, čelní sklo 10 000 Kč."))
    add(f"{AU}/Servis Octavia 2025 - faktura.pdf", A, "Car", 241, lambda r, dt: (
        "Autoservis Knot s.r.o., Brno - FAKTURA\nVozidlo RZ 8B2 5531 Škoda Octavia, 171 200 km\nVýměna oleje a "
        "filtrů, brzdové destičky přední, kontrola DPF. Celkem 8 740 Kč."))
    add(f"{AU}/Přezutí pneu jaro 2026.pdf", A, "Car", 60, lambda r, dt: (
        "Pneuservis Vinkler - účtenka\nPřezutí na letní pneu, vyvážení, uskladnění zimních 4 ks, "
        "vůz Octavia 8B2 5531. 1 390 Kč"))
    add(f"{AU}/Dálniční známka 2026.pdf", A, "Car", 185, lambda r, dt: (
        "edalnice.cz - Potvrzení o zakoupení elektronické dálniční známky\nRZ 8B2 5531 (CZ), roční, "
        "platnost od 1. 12. 2025 do 30. 11. 2026 (kupní doba), cena 2 440 Kč."))
    add(f"{SK}/scan_0003.pdf", A, "Car", 385, lambda r, dt: (
        "PROTOKOL O TECHNICKÉ PROHLÍDCE - pravidelná\nStanice technické kontroly Brno - Líšeň\n"
        "Vozidlo Škoda Octavia Combi, RZ 8B2 5531, VIN TMBJG7NE4G0123456, tachometr 162 905 km\n"
        "Závady kategorie A: opotřebení kotoučů. Výsledek: způsobilé. Platnost do 5/2027."), hard=True)
    add(f"{SK}/scan_0016.pdf", A, "Car", 150, lambda r, dt: (
        "MEZINÁRODNÍ AUTOMOBILOVÁ POJISTKA / INTERNATIONAL MOTOR INSURANCE CARD (zelená karta)\n"
        "CZ / 731 / 9100223344. Platnost 1. 1. 2026 - 31. 12. 2026. Pojištěný: Tereza Novotná. "
        "Vozidlo: Škoda Octavia, RZ 8B2 5531. Pojistitel: Česká podnikatelská pojišťovna, a.s."), hard=True)
    add(f"{SS}/Dokument.pdf", A, "Car", 48, lambda r, dt: (
        "Magistrát města Brna, odbor dopravněsprávních činností\nVÝZVA K UHRAZENÍ URČENÉ ČÁSTKY\n"
        "Provozovatel vozidla RZ 8B2 5531: Tereza Novotná. Dne 3. 4. 2026 v 14:12 překročena nejvyšší "
        "povolená rychlost v obci (Hradecká, Brno) o 9 km/h. Určená částka 500 Kč, VS 7700412231."), hard=True)
    add(f"{AU}/Fabia prodej 2023/Kupní smlouva Fabia.pdf", X, "Car", 1015, lambda r, dt: (
        "KUPNÍ SMLOUVA - prodej vozidla\nProdávající: Tereza Novotná\nKupující: Michal Zeman, Kuřim\n"
        "Vozidlo: Škoda Fabia 1.2 HTP, r. v. 2008, RZ 6B8 2214, najeto 211 000 km. Cena 38 000 Kč."))
    add(f"{AU}/Fabia prodej 2023/Inzerát Fabia.docx", X, "Car", 1030, lambda r, dt: (
        "Prodám Škoda Fabia 1.2, 2008, 211 tis. km, STK do 2024, zimní pneu navíc, nekouřeno. Cena 42 000 Kč, "
        "Brno. Tel. 604 218 377"))
    add(f"{RU}/Dokument2.docx", X, "Car", 1012, lambda r, dt: (
        "Plná moc\nZmocňuji pana Michala Zemana, Kuřim, aby mým jménem provedl na registru vozidel "
        "Magistrátu města Brna zápis změny vlastníka a provozovatele vozidla Škoda Fabia, RZ 6B8 2214, "
        "VIN TMBHY46Y784123321, který jsem mu prodala. Tereza Novotná"), hard=True)

    # ------------------------------------------------------------------ Climbing (Areas memberships, Resources reading)
    LZ = f"{D}/Lezení"
    add(f"{LZ}/ČHS členství 2026.pdf", A, "Climbing", 150, lambda r, dt: (
        "Český horolezecký svaz - potvrzení členství 2026\nČlen: Tereza Novotná, oddíl HO Brno, členské číslo "
        "38812\nPříspěvek 1 150 Kč vč. pojištění léčebných výloh a záchrany v zahraničí (UNIQA)."))
    add(f"{LZ}/Alpenverein Mitgliedschaft 2026.pdf", A, "Climbing", 148, lambda r, dt: (
        "Österreichischer Alpenverein - Sektion Edelweiss\nMitgliedsbestätigung 2026: Tereza Novotna, "
        "Partnermitgliedschaft mit Jakub Dvorak, Kind Ema (beitragsfrei)\nBeitrag EUR 121,00 bezahlt. "
        "Inkl. Alpenverein Weltweit Service (Bergungskosten bis EUR 25.000)."))
    add(f"{LZ}/Permanentka Skalák 2026.pdf", A, "Climbing", 90, lambda r, dt: (
        "Lezecké centrum Skalák Brno - daňový doklad\nPermanentka 20 vstupů (dospělý) ... 2 600 Kč\n"
        "Zákazník: Tereza Novotná, platnost 12 měsíců."))
    add(f"{SS}/download.pdf", A, "Climbing", 146, lambda r, dt: (
        "Alpenverein Weltweit Service - Versicherungsbestätigung / Insurance certificate 2026\n"
        "Insured person: Tereza Novotna, member no. 4472-0081-553\nCover: search, rescue and recovery costs "
        "up to EUR 25,000; medical costs abroad up to EUR 10,000,000; worldwide, mountaineering and "
        "climbing included. Valid 1 January - 31 December 2026."), hard=True)
    add(f"{SS}/potvrzeni.pdf", A, "Climbing", 300, lambda r, dt: (
        "Lezecké centrum Skalák Brno, Křenová 57 - POTVRZENÍ O ZAPLACENÍ\nSezónní permanentka boulder + "
        "lana 2025, zákazník T. Novotná, 4 900 Kč. Vstup na čip č. 1184."), hard=True)
    add(f"{LZ}/Topo Moravský kras - Suchý žleb.pdf", R, "Climbing", 410, lambda r, dt: (
        "Průvodce Moravský kras - Suchý žleb\nSektor Lidomorna: Pravá hrana 5+, Zlomený prst 6, "
        "Dračí spára 6+/7-. Sektor Hřebenáč: převislé cesty 7 až 8+. Omezení hnízdění 1. 2. - 31. 7."))
    add(f"{LZ}/Tréninkový plán prsty.xlsx", R, "Climbing", 220, lambda r, dt: (
        "Týden;Po;St;Pá\n1;hangboard 7/3 x6 na 20 mm;lezení objem;boulder limit\n2;max hangs 10 s;"
        "campus lehce;lezení lano\n3;repeaters;regenerace;boulder\n4;deload;;lezení venku"))
    add(f"{LZ}/Frankenjura topo - Trubachtal.pdf", R, "Climbing", 560, lambda r, dt: (
        "Frankenjura - Trubachtal climbing guide excerpt\nWalberla, Röthelfels: routes UIAA 5 to 8, "
        "limestone pockets, mostly bolted. Parking Obertrubach."))
    add(f"{SS}/Lezecke_uzly_a_jisteni.pdf", R, "Climbing", 820, lambda r, dt: (
        "Lezecké uzly a jištění - metodika ČHS\nOsmičkový uzel, lodní smyčka, prusík, dvojitý rybářský. "
        "Partnerská kontrola před lezením: úvazek, uzel, jistítko, konec lana."))
    add(f"{SS}/Horst_Training_for_Climbing.epub", R, "Climbing", 380,
        lambda r, dt: _epub("Training for Climbing", "Eric J. Hörst", "en",
                            "A comprehensive guide to improving strength, power and technique: fingers, "
                            "core, mental training and injury prevention."))
    add(f"{SS}/file.pdf", R, "Physio", 205, lambda r, dt: (
        "Shoulder pain in overhead athletes: a clinical commentary\nScapular dyskinesis, internal rotation "
        "deficit (GIRD) and posterior capsule tightness. Rehabilitation progressions: sleeper stretch, "
        "prone Y-T-W, closed chain exercises, return-to-throw programme."), hard=True)
    add(f"{SS}/article.pdf", R, "Physio", 340, lambda r, dt: (
        "Tendinopathy management: loading programmes for Achilles and patellar tendinopathy\nIsometric "
        "loading for pain relief, heavy slow resistance, energy storage phase before return to sport. "
        "Evidence summary for physiotherapists."), hard=True)

    # ------------------------------------------------------------------ Choir (Areas, Projects Olomouc, Resources, Archive)
    SB = f"{D}/Sbor"
    add(f"{SB}/Rozpis zkoušek jaro 2026.pdf", A, "Choir", 150, lambda r, dt: (
        "Smíšený pěvecký sbor Cantus Brno - zkoušky jaro 2026\nÚterý 19:00-21:30, ZUŠ Smetanova 8\n"
        "Soustředění 14.-15. 3. Vranov u Brna; generálka před Olomoucí 16. 6."))
    add(f"{SB}/Členské příspěvky 2026.pdf", A, "Choir", 140, lambda r, dt: (
        "Cantus Brno, z.s. - výzva k úhradě členského příspěvku 2026\nČlenka: Tereza Novotná (alt)\n"
        "Příspěvek 1 800 Kč, účet 2100456789/2010, VS 0412."))
    add(f"{SB}/Cantus - kontakty členů.xlsx", A, "Choir", 320, lambda r, dt: (
        "Jméno;Hlas;Telefon;E-mail\n" + "\n".join(
            f"{_person(r)};{r.choice(['S', 'A', 'T', 'B'])};7{r.randint(10, 99)} {r.randint(100, 999)} "
            f"{r.randint(100, 999)};sbor{i}@email.cz" for i in range(14))))
    add(f"{SS}/Fwd_ informace.eml", A, "Choir", 26, lambda r, dt: _eml(
        "Cantus Brno - výbor <vybor@cantusbrno.cz>", "clenove@cantusbrno.cz", "Fwd: informace", dt,
        "Milí zpěváci,\nzkouška v úterý 2. 6. bude výjimečně v kostele sv. Augustina (v ZUŠ se opravuje sál). "
        "Altům a sopránům děkujeme za nové noty, basy prosíme o doplacení příspěvků za rok 2026.\n"
        "Sbormistr Ondřej Král"), hard=True)
    OL = f"{SB}/Olomouc 2026"
    add(f"{OL}/Přihláška Svátky písní 2026.pdf", P, "Choir", 200, lambda r, dt: (
        "Mezinárodní festival Svátky písní Olomouc 2026 - přihláška sboru\nSbor: Cantus Brno, smíšený, "
        "32 zpěváků, sbormistr Ondřej Král\nKategorie: smíšené sbory - soutěž, 18.-21. 6. 2026\n"
        "Soutěžní program do 15 min."))
    add(f"{OL}/Program festivalu 2026.pdf", P, "Choir", 40, lambda r, dt: (
        "Svátky písní Olomouc 2026 - časový harmonogram\nSobota 20. 6.: 10:00 soutěž smíšených sborů, "
        "Reduta; 19:00 galakoncert; neděle 21. 6. mše v katedrále sv. Václava."))
    add(f"{OL}/Ubytování a doprava.docx", P, "Choir", 20, lambda r, dt: (
        "Olomouc 19.-21. 6. - ubytování Hostel Poet, vlak RegioJet Brno 16:05 -> Olomouc 17:28 (skupinová "
        "jízdenka), zpět v neděli 15:30. Cena na osobu 1 950 Kč. Tereza - pokoj s Markétou a Lucií."))
    add(f"{OL}/Repertoár Olomouc - pořadí.docx", P, "Choir", 15, lambda r, dt: (
        "Soutěžní program: 1. J. Brahms - Waldesnacht 2. P. Eben - Verba sapientiae (De circulo) "
        "3. B. Martinů - Otvírání studánek (výběr) 4. lidová v úpravě O. Krále - Ej, padala rosička"))
    add(f"{SK}/scan_0015.pdf", P, "Choir", 198, lambda r, dt: (
        "Souhlas se zpracováním osobních údajů a pořizováním záznamů - účastník festivalu Svátky písní "
        "Olomouc 2026\nSbor: Cantus Brno\nÚčastník: Tereza Novotná, alt\nSouhlasím s pořizováním "
        "zvukových a obrazových záznamů během festivalu (18.-21. 6. 2026)."), hard=True)
    add(f"{PL}/Nový dokument aplikace Microsoft Word (2).docx", P, "Choir", 7, lambda r, dt: (
        "Olomouc s Cantusem - co zařídit\n- pá 19. 6. odjezd 16:05, Emu vyzvedne Jakub z DS\n"
        "- koncertní šaty černé + červená šála, černé boty\n- noty Brahms, Eben, Martinů v deskách\n"
        "- zaplatit ubytování Hostel Poet Markétě (1950)\n- neděle mše v katedrále 10:00"), hard=True)
    NT = f"{SB}/Noty"
    for name, txt in (("Brahms - Waldesnacht.pdf", "Johannes Brahms: Waldesnacht, op. 62 no. 3 - SATB"),
                      ("Eben - Verba sapientiae.pdf", "Petr Eben: Verba sapientiae - De circulo - SATB"),
                      ("Martinů - Otvírání studánek.pdf", "Bohuslav Martinů: Otvírání studánek - sbor, "
                       "recitace, housle, klavír. Slova Miloslav Bureš."),
                      ("Ej padala rosička - úprava Král.pdf", "Ej, padala rosička - lidová, úprava Ondřej Král "
                       "pro smíšený sbor")):
        add(f"{NT}/{name}", R, "Choir", r.randint(60, 400), txt)
    for i, (title, comp) in enumerate((("Waldesnacht - alt", "Brahms"), ("Verba sapientiae - alt", "Eben"),
                                       ("Otvírání studánek - alt", "Martinů"), ("Ej padala rosička - alt",
                                                                                 "lidová"))):
        add(f"Hudba/Sbor/{i + 1:02d} {title}.mp3", R, "Choir", r.randint(30, 200),
            lambda r, dt, title=title, comp=comp: _id3(r, title, f"Cantus Brno - nácvik ({comp})", "Nácvik altů 2026"))
    VK = f"{SB}/Vánoční koncert 2025"
    add(f"{VK}/Program Vánoční koncert 2025.pdf", X, "Choir", 170, lambda r, dt: (
        "Cantus Brno - Vánoční koncert, 14. 12. 2025, kostel sv. Tomáše\nJ. J. Ryba: Česká mše vánoční "
        "(výběr), koledy v úpravách Z. Lukáše, A. Adam: O Holy Night. Sólisté, varhany Pavel Beneš."))
    add(f"{VK}/Plakát Vánoční koncert.png", X, "Choir", 190, "")
    add(f"{VK}/Vyúčtování koncertu.xlsx", X, "Choir", 160, lambda r, dt: (
        "Položka;Příjem;Výdaj\nVstupné dobrovolné;18400;\nPronájem kostela;;3000\nVarhaník;;2500\n"
        "Tisk plakátů;;1200\nZbytek do pokladny;11700;"))
    add(f"{TG}/document.pdf", X, "Choir", 172, lambda r, dt: (
        "Cantus Brno zve na VÁNOČNÍ KONCERT - neděle 14. prosince 2025 v 17:00, kostel sv. Tomáše, Brno\n"
        "Česká mše vánoční J. J. Ryby a koledy. Vstupné dobrovolné. Sbormistr Ondřej Král."), hard=True)

    # ------------------------------------------------------------------ Travel: Istria August 2026 (Projects), past trips (Archive)
    CE2 = f"{D}/Cestování"
    IS = f"{CE2}/Istrie 2026"
    add(f"{IS}/Apartmán Poreč - potvrzení.pdf", P, "Travel", 121, lambda r, dt: (
        "Booking confirmation - Apartments Villa Mira, Poreč, Croatia\nGuest: Tereza Novotna, 2 adults, "
        "1 child (4)\nCheck-in 8 August 2026 from 15:00, check-out 22 August 2026 by 10:00\nTotal EUR 1,540; "
        "deposit EUR 300 paid, balance on arrival. Free parking, 400 m to the beach."))
    add(f"{IS}/Cestovní pojištění ERV 2026.pdf", P, "Travel", 14, lambda r, dt: (
        "ERV Evropská pojišťovna - POJISTNÁ SMLOUVA cestovní pojištění\nPojištění: Tereza Novotná, Jakub "
        "Dvořák, Ema Dvořáková\nDestinace: Evropa, 8.-22. 8. 2026. Léčebné výlohy 5 mil. Kč, storno 80 %."))
    add(f"{IS}/Trasa Brno - Poreč.docx", P, "Travel", 10, lambda r, dt: (
        "Trasa: Brno - Vídeň - Graz - Maribor - Ljubljana - Koper - Poreč, 690 km, cca 8 h s přestávkami\n"
        "Známky: Rakousko 10denní (digitální), Slovinsko týdenní e-vinjeta, Chorvatsko mýto A8/A9.\n"
        "Odjezd v 5:00, přestávka Graz Süd (dětské hřiště)."))
    add(f"{IS}/Balicí seznam.xlsx", P, "Travel", 2, lambda r, dt: (
        "Věc;Kdo;Sbaleno\nPasy/OP (Ema pas!);T;\nZelená karta;T;\nPlavky 3x;všichni;\nBoty do vody;Ema;\n"
        "Opalovací krém 50;T;\nLékárnička + teploměr;T;\nPlážový stan;J;\nSnorchl;J;\nKnížky a pastelky;Ema;"))
    add(f"{SS}/Dokument (5).pdf", P, "Travel", 119, lambda r, dt: (
        "Booking.com - Your booking is confirmed\nApartments Villa Mira, Ulica Ivana Gundulica 14, 52440 "
        "Poreč, Croatia\nConfirmation number 4418.226.905, PIN 7731\nSat 8 Aug 2026 - Sat 22 Aug 2026, "
        "2-bedroom apartment with terrace. Cancellation free until 8 July 2026."), hard=True)
    add(f"{TG}/document (2).pdf", P, "Travel", 30, lambda r, dt: (
        "Villa Mira Porec - House rules and arrival information\nDear guests, please let us know your arrival "
        "time. Key box code is sent one day before arrival. Beach towels and a baby cot are available. "
        "Tourist tax EUR 2 per adult per night is paid in cash. Parking place no. 3."), hard=True)
    BL = f"{CE2}/2023 Bled"
    add(f"{BL}/Apartmá Bled - rezervace.pdf", X, "Travel", 1060, lambda r, dt: (
        "Apartma Pod Stražo, Bled, Slovenia - reservation 14-21 July 2023\nGuests Tereza Novotna, Jakub "
        "Dvorak, infant. Total EUR 840."))
    add(f"{BL}/Itinerář Slovinsko.docx", X, "Travel", 1050, lambda r, dt: (
        "Slovinsko 2023: Bled - Vintgar (s nosítkem), Bohinj, Vogel lanovkou, Piran na 2 dny zpět přes "
        "Ljubljanu. Známka SLO týdenní."))
    AR = f"{CE2}/2024 Arco"
    add(f"{AR}/Camping Arco - booking.pdf", X, "Travel", 740, lambda r, dt: (
        "Camping Arco, Via Legionari Cecoslovacchi - booking confirmation 30 April - 5 May 2024\n"
        "2 adults, tent pitch, EUR 226. Babička hlídá Emu v Brně."))
    add(f"{AR}/Arco - rozpočet a plán.xlsx", X, "Travel", 742, lambda r, dt: (
        "Den;Sektor;Pozn.\n1;Massone;rozlezení\n2;Placche Zebrate;vícedélka 6 délek\n3;rest - Riva, Lago di "
        "Garda;\n4;Belvedere;\nNáklady;Benzín 4200;Kemp 5600;Jídlo 3500"))
    TA = f"{CE2}/2025 Tatry"
    add(f"{TA}/Ubytování Tatranská Lomnica.pdf", X, "Travel", 292, lambda r, dt: (
        "Penzión Encián, Tatranská Lomnica - potvrzenie rezervácie 16.-23. 8. 2025\nHostia: Tereza "
        "Novotná, Jakub Dvořák, Ema (3 roky). Cena 690 EUR s raňajkami."))
    add(f"{TA}/Jízdenky RegioJet Brno - Poprad.pdf", X, "Travel", 300, lambda r, dt: (
        "RegioJet - jízdenka 16. 8. 2025 Brno hl. n. 8:12 -> Poprad-Tatry 14:05, 2 dospělí + dítě, "
        "vůz 5, místa 41-43, cena 1 267 Kč. Zpáteční 23. 8. 2025."))
    add(f"{RU}/potvrzeni.pdf", X, "Travel", 1080, lambda r, dt: (
        "DARS d.d. - e-vinjeta potrdilo / electronic vignette receipt\nVehicle 6B8 2214 (CZ), weekly vignette "
        "valid 13.7.2023 - 20.7.2023, EUR 16. Slovenia motorway network."), hard=True)
    add(f"{SN}/Dokumenty/Nový dokument.docx", X, "Travel", 2600, lambda r, dt: (
        "Skotsko 2019 - plán: let Vídeň-Edinburgh 3. 5., auto z půjčovny, Glencoe, Isle of Skye (Portree, "
        "Old Man of Storr), Inverness, zpět 12. 5. Hostely zaplaceny, půjčovna Arnold Clark na letišti."),
        hard=True)

    # ------------------------------------------------------------------ more nameless files (hard), by subject
    add(f"{SK}/scan_0017.pdf", A, "Employment", 125, lambda r, dt: (
        f"MZDOVÝ LIST za rok 2025 (výpis pro zaměstnance)\n{KLINIKA}\nZaměstnanec: Tereza Novotná, "
        "fyzioterapeut, úvazek 0,6\nHrubá mzda za rok 342 880 Kč, odpracováno 1 180 h, dovolená čerpáno "
        "17 dní, nemoc 4 dny (náhrada mzdy 3 120 Kč)."), hard=True)
    add(f"{SS}/Dokument (7).pdf", A, "Practice", 40, lambda r, dt: (
        "Softbit s.r.o. - OBJEDNÁVKA č. OBJ-2026-0088\nDodavatel: Mgr. Tereza Novotná, IČO 17345682\n"
        "Předmět: ergonomický workshop 'Zdravá záda u počítače' pro tým vývoje, 9. 6. 2026, 13-16 h, "
        "zasedačka 3. patro, 14 účastníků. Cena dle rámcové smlouvy 4 800 Kč. Fakturovat po realizaci."),
        hard=True)
    add(f"{PL}/poznámky.txt", P, "Cottage", 5, lambda r, dt: (
        "Hornbach - na Daňkovice:\n- sádrokarton zelený 6 desek do koupelny\n- hydroizolační stěrka 2x\n"
        "- lepidlo flex C2TE 10 pytlů\n- bojler 120 l objednat (Mach říkal do 15.6.)\n"
        "- vzít přívěs od táty, vrátit v neděli\n"), hard=True)
    add(f"{RU}/nabidka.pdf", P, "Cottage", 84, lambda r, dt: (
        "Siko koupelny Brno - CENOVÁ NABÍDKA č. 26/7731\nZákazník: Tereza Novotná, akce: koupelna chalupa\n"
        "Sprchový kout 90x90 walk-in, WC závěsné Geberit, umyvadlo 50 cm, baterie Hansgrohe, obklad "
        "Rako Extra 20x40 bílý 18 m2, dlažba 6 m2. Celkem 84 320 Kč, doprava do Daňkovic 1 500 Kč."),
        hard=True)
    add(f"{SS}/Dokument (4).pdf", A, "Home", 22, lambda r, dt: (
        "E.ON Energie, a.s. - Oznámení o změně výše záloh\nZákazník: Tereza Novotná, odběrné místo "
        "Vranovská 38, Brno, byt 9 (EAN 859182400100234567)\nOd 20. 6. 2026 se záloha na elektřinu mění "
        "z 2 300 Kč na 1 900 Kč měsíčně. Platby inkasem z účtu 2801234567/2010."), hard=True)
    add(f"{SS}/tisk.pdf", A, "Taxes", 12, lambda r, dt: (
        "Daňová informační schránka (DIS+) - Osobní daňový účet\nFinanční úřad pro Jihomoravský kraj, "
        "daň z příjmů fyzických osob, DIČ CZ9003145678\nPředpis daně 2025: 8 345 Kč, úhrada 4. 5. 2026: "
        "8 345 Kč. Zůstatek: 0 Kč. Nedoplatek: žádný."), hard=True)
    add(f"{RU}/sken.pdf", A, "Finance", 250, lambda r, dt: (
        "Penzijní společnost České spořitelny, a.s.\nPotvrzení změny smlouvy o doplňkovém penzijním spoření "
        "č. 7100452316\nÚčastnice Tereza Novotná: měsíční příspěvek se od 1. 10. 2025 zvyšuje z 1 000 Kč "
        "na 1 700 Kč. Investiční strategie: dynamická."), hard=True)

    add(f"{SN}/Dokumenty/Dokument2.docx", X, "Home", 2350, lambda r, dt: (
        "Vážený pane Kosi,\n\nv bytě na Bubeníčkově 44 od pátku netopí plynový kotel Junkers (hlásí poruchu "
        "F28) a neteče teplá voda. Prosím o zajištění servisu co nejdříve, jsem doma po 15. hodině. "
        "Nájemné za únor jsem uhradila.\n\nS pozdravem Tereza Novotná, nájemnice"), hard=True)
    add(f"{SN}/Dokumenty/Dokument3.docx", X, "Home", 1920, lambda r, dt: (
        "Stěhování 26. 6. 2021 z Židenic na Vranovskou\n- objednat Stěhování Brno (dodávka + 2 muži, od 8:00)\n"
        "- odečty energií v Bubeníčkově, odhlásit elektřinu u ČEZ\n- předávací protokol s p. Kosem 30. 6.\n"
        "- krabice: kuchyň 12, knihy 8, koupelna 3\n- přehlásit trvalý pobyt a adresu u banky"), hard=True)
    add(f"{SS}/Potvrzení registrace.eml", X, "Physio", 1030, lambda r, dt: _eml(
        "Rehabilitation Prague School <kurzy@rehabps.com>", "tereza.novotna@seznam.cz",
        "Potvrzení registrace", dt,
        "Dobrý den,\npotvrzujeme Vaši registraci na kurz Dynamická neuromuskulární stabilizace - kurz A, "
        "12.-15. 10. 2023, Praha. Fakturu zašleme do 14 dnů, kurzovné 11 800 Kč. S sebou pohodlné oblečení "
        "a podložku.\nRehabilitation Prague School"), hard=True)
    add(f"{TG}/document (1).pdf", A, "Car", 110, lambda r, dt: (
        "Kooperativa - nabídka havarijního pojištění vozidla\nVozidlo Škoda Octavia Combi 1.6 TDI, r. v. 2016, "
        "RZ 8B2 5531, pojistná částka 210 000 Kč, spoluúčast 5 %, min. 5 000 Kč. Roční pojistné 6 980 Kč. "
        "Pro: Tereza Novotná. Nabídka platí 30 dní."), hard=True)
    add(f"{PL}/Nový textový dokument (2).txt", P, "Travel", 8, lambda r, dt: (
        "Chorvatsko 8.-22.8.:\n- Emě pas! termín na MMB Kounicova 9.6. 10:20, fotky udělat předem\n"
        "- doplatit apartmán Villa Mira na místě (1240 EUR hotově/kartou?)\n- rakouská 10denní známka koupit "
        "týden předem\n- auto: STK ok, olej, klimatizace servis\n- babička zalévá kytky\n"), hard=True)
    add(f"{SK}/scan_0018.pdf", A, "Home", 372, lambda r, dt: (
        "Bytové družstvo Vranovská 36-40, Vranovská 36, Brno\nPOTVRZENÍ\nPotvrzujeme, že Tereza Novotná je "
        "členkou družstva a nájemkyní bytu č. 9 v domě Vranovská 38 a ke dni vystavení nemá vůči družstvu "
        "žádné nedoplatky na nájemném ani zálohách na služby. Vystaveno na žádost člena. Předseda "
        "představenstva Ing. Pavel Jelínek"), hard=True)
    add(f"{SK}/scan_0019.pdf", A, "Car", 230, lambda r, dt: (
        "ZÁZNAM O DOPRAVNÍ NEHODĚ (Evropský formulář)\nMísto: parkoviště OC Královo Pole, Brno\n"
        "Vozidlo A: Škoda Octavia, RZ 8B2 5531, řidička Tereza Novotná, pojistitel ČPP\nVozidlo B: Hyundai "
        "i30, RZ 1BL 9921, pojistitel Allianz. Náraz při couvání, poškozen zadní nárazník vozidla A. "
        "Viník: řidič vozidla B."), hard=True)
    add(f"{DS}/Zprava_1185530017.pdf", A, "Cottage", 205, lambda r, dt: (
        "Datová zpráva č. 1185530017\nOdesílatel: Obec Daňkovice\nVěc: Informace pro vlastníky rekreačních "
        "objektů - svoz odpadu\nVlastníkům objektu č. p. 27 byla přidělena popelnice 120 l se svozem každý "
        "sudý týden (pátek). Poplatek za rekreační objekt je splatný do 30. 6. každého roku."), hard=True)
    add(f"{SS}/Dokument (8).pdf", X, "Car", 1005, lambda r, dt: (
        "Česká podnikatelská pojišťovna, a.s.\nOZNÁMENÍ O ZÁNIKU POJIŠTĚNÍ\nPojištění odpovědnosti z provozu "
        "vozidla Škoda Fabia, RZ 6B8 2214, pojistník Tereza Novotná, zaniklo dnem změny vlastníka vozidla. "
        "Nespotřebované pojistné 1 084 Kč vrátíme na účet. Osvědčení o škodním průběhu: 84 měsíců bez škody."),
        hard=True)
    add(f"{RU}/Dokument (1).docx", R, "Climbing", 480, lambda r, dt: (
        "Horská první pomoc - poznámky z metodického víkendu HO Brno\nPád z výšky: nejdřív vlastní bezpečí, "
        "jištění postiženého. Podezření na poranění páteře - fixace, neotáčet bez pomoci. Podchlazení: "
        "izolace od země, teplé sladké nápoje jen při vědomí. Tísňové volání 112, HZS/Bergrettung 140."),
        hard=True)

    # ------------------------------------------------------------------ Photos: phone dump, screenshots, old laptop (Resources)
    ZT = f"{OB}/Z telefonu"
    for age in (372, 368, 361, 330, 296, 294, 291, 288, 250, 214, 196, 170, 169, 140, 122, 101, 95, 75,
                64, 49, 33, 29, 18, 11, 4):
        dtp = NOW - timedelta(days=age)
        photo(f"{ZT}/{dtp:%Y-%m}/IMG_{dtp:%Y%m%d}_{r.randint(70000, 205959):06d}.jpg", R, "Photos", age)
    for n, age in ((4471, 190), (4502, 170), (4588, 66)):
        photo(f"{OB}/Od Jakuba/IMG_{n}.HEIC", R, "Photos", age)
    for age in (140, 88, 55, 20, 3):
        dtp = NOW - timedelta(days=age)
        photo(f"{OB}/Snímky obrazovky/Snímek obrazovky {dtp:%Y-%m-%d} {r.randint(80000, 215959):06d}.png",
              R, "Photos", age)
    photo(f"{SS}/WhatsApp Image 2026-05-03 at 18.22.31.jpeg", R, "Photos", 29)
    photo(f"{SS}/WhatsApp Image 2026-05-17 at 10.04.12.jpeg", R, "Photos", 15)
    for n, age in ((412, 2580), (477, 2578), (530, 2575)):
        photo(f"{SN}/Obrázky/2019 Skotsko/DSC_0{n}.JPG", R, "Photos", age)

    # ------------------------------------------------------------------ Software (Resources)
    for name, head, age in (("ChromeSetup.exe", b"MZ\x90\x00", 400), ("datovka-4.25.0-windows-x64.msi",
                            b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500), ("EPSON_Scan2_6.5.0.exe", b"MZ\x90\x00", 700),
                            ("ZoomInstallerFull.exe", b"MZ\x90\x00", 230), ("vlc-3.0.21-win64.exe", b"MZ\x90\x00", 310),
                            ("MuseScore-Studio-4.5.2-x86_64.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 160)):
        add(f"{SS}/{name}", R, "Software", age, lambda r, dt, head=head: _blob(r, head, 2500))

    # ------------------------------------------------------------------ Left: unfinished downloads, lock and system files
    add(f"{SS}/Neověřeno 412233.crdownload", L, "System", 1, lambda r, dt: _blob(r, b"%PDF-1.7\n", 1200))
    add(f"{SS}/Eben_Verba_sapientiae_nahravka.mp3.part", L, "System", 2, lambda r, dt: _blob(r, b"ID3\x03\x00", 900))
    add(f"{PL}/~$vý dokument aplikace Microsoft Word.docx", L, "System", 9,
        b"\x0bTereza Novotn\xe1" + b"\x00" * 40 + b"T\x00e\x00r\x00e\x00z\x00a\x00" + b"\x00" * 100)
    add(f"{RK}/~$Rozpočet rekonstrukce.xlsx", L, "System", 3,
        b"\x0bTereza Novotn\xe1" + b"\x00" * 40 + b"T\x00e\x00r\x00e\x00z\x00a\x00" + b"\x00" * 100)
    ini = ("[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-{n}\r\n"
           "IconResource=%SystemRoot%\\system32\\imageres.dll,-{i}\r\n")
    for folder, n, i in ((PL, 21769, 183), (D, 21770, 112), (OB, 21779, 113), (SS, 21798, 184)):
        add(f"{folder}/desktop.ini", L, "System", 900, ini.format(n=n, i=i).encode("utf-16"))
    for folder in (f"{ZT}/2025-08", f"{CH}/Fotky"):
        add(f"{folder}/Thumbs.db", L, "System", 30, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 3000))
    dot(f"{SN}/.sync_state", b"last=2024-09-02T19:14:00\n", 637)

    return items
