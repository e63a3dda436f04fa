"""A seventy-first unseen labelled corpus: a Tampere teacher's family laptop, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bench
scripts (``benchmarks/*.py``), at the bodies of the other corpus modules in ``benchmarks/placement/`` or at
any placement result. What was read: ``unseen.py``'s module docstring (the model for how a person and the
labelling rules are written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``,
``_epub``, ``_id3`` and ``_blob`` and the first lines of its ``build()`` (the write/encode/add/dot helpers);
from ``corpus.py`` the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; from
``blind.py`` ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. (By accident the reading of
``corpus.py`` overshot: its module docstring, imports, the opening lines of its seed table and the first ~25
lines of its ``build()`` were also seen; nothing in this module is taken from them.) The files and labels are shaped by
what this family would have on disk, not by what any code looks for.

The person: Aino Virtanen, 49, a primary-school class teacher (luokanopettaja) at Kuusikon koulu in Tampere
since August 2016 (class 4A in 2025-2026, 5A from August), before that a class teacher at Viikinharjun
koulu in Nokia (2004-2016). She is the school's OAJ contact teacher and is doing the special-needs teacher
studies (erityisopettajan opinnot, 60 op) at the open university, finishing in December 2026. Her husband
Jukka, 51, is a process engineer at a paper-machine company (Nordic Paper Machinery Oy). Their son Eero
(20) finished lukio in 2025, did his army service (varusmiespalvelus) from July 2025 to March 2026 and is
now in the spring 2026 joint application (yhteishaku) for Tampere University; their daughter Lotta (16) is in
her first lukio year and registers for her first matriculation exams (ylioppilaskirjoitukset) in autumn
2026. They live in a 1987 detached house (omakotitalo) in Tampere, where the oil boiler is being replaced by
a ground-source heat pump (maalämpö) this spring, and own a summer cottage (mökki) at Ruovesi on lake
Tarjannevesi, where the old shore sauna is being rebuilt this summer. Aino sings alto in Sekakuoro Kaiku and is
its treasurer, skis (Finlandia-hiihto in February 2026), picks berries; Jukka is hunting for a replacement for
their 2014 Skoda. For their 25th wedding anniversary they go to Japan in October 2026. Files are Finnish,
with some English (bookings, software, articles) and Swedish (Lotta's Swedish, choir songs, a few recipes),
on a shared Windows laptop with a Finnish interface: ``Lataukset/``, ``Työpöytä/``, ``Tiedostot/``,
``Kuvat/``, ``Musiikki/``, scanner output in ``Tiedostot/Skannatut tiedostot/`` (``scan_0012.pdf``,
``img20260314_10152233.pdf``), Telegram and WhatsApp folders, a copy of the old laptop (``Vanha kone/``),
a phone photo dump, ``Uusi tekstitiedosto.txt``, ``Document (3).pdf``, ``asiakirja(1).docx``.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  ground-source heat pump replacing the oil boiler (offers, comparison, contract, drilling, permit,
  household tax credit, photos) -- topic Home; the shore-sauna rebuild at the cottage (permit, log kit,
  stove, material lists, work-party plans, demolition photos) -- topic Cottage; Lotta's matriculation exams
  of autumn 2026 (registration, exam schedule, practice exams, prep course) and Eero's university application
  (yhteishaku form, entrance exam, the school-leaving certificate scanned for it) -- topic Children; the
  Japan trip of October 2026 (flights, hotels, ryokan, rail pass, itinerary, phrases, a guidebook) -- topic
  Travel; Aino's special-needs teacher studies (study plan, course assignments, the development task,
  articles read for it, exam registration) -- topic Teaching; replacing the car (ads, comparison, loan
  offer, test drive) -- topic Car. Material gathered for a project goes with the project.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: her class
  and job -- lesson and week plans, tests, assessments, parent meetings, pupils' support plans, staff
  meetings, the union (Teaching); household money -- bank, mortgage, investments, budget, both spouses'
  payslips, tax cards, tax returns and decisions of any year (Finance); the house -- electricity, heating
  oil, water, waste, home insurance, property tax, upkeep (Home); the cottage's running and upkeep --
  property tax, road association, electricity, septic emptying, firewood, opening/closing lists (Cottage);
  the children's schooling and child benefit -- Wilma messages from their schools, course choices,
  lapsilisä (Children); the family's health -- occupational health, Kela refunds, dentist, prescriptions
  (Health); the car -- inspection, service, insurance, vehicle tax (Car); the choir treasurer's job --
  fees, accounts, board minutes (Choir). An old tax return from the old laptop is still Areas Finance.
- **Resources**: reference and interests kept for their own sake, by subject: teaching materials and the
  curriculum (Teaching); sheet music and rehearsal recordings (Choir); recipes, also berry recipes
  (Cooking); ebooks (Books); ski waxing, trail maps, berry and mushroom guides (Outdoors); appliance
  manuals (Home); the car's manual (Car); installers (Software); photos -- the phone photo dump, the camera
  roll, screenshots (Photos).
- **Archive**: finished projects and ended responsibilities: the job at Viikinharjun koulu, Nokia (ended
  2016) and the class camp school of May 2026 (Teaching); Eero's lukio years and army service, Lotta's
  comprehensive school (Children); the 2023 kitchen renovation (Home); the 2022 cottage jetty (Cottage);
  past trips -- Rome 2024, Levi 2025, the Stockholm cruise 2023 (Travel); Finlandia-hiihto 2026 (Outdoors);
  the choir's spring concert of May 2026 (Choir); Jukka's knee operation and rehabilitation 2024-2025
  (Health); the car sold in 2019 (Car).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Photos: a photo filed in a project's folder (drilling, the sauna demolition, the kitchen in 2023, the camp
school, the jetty, a trip, the army oath, the finish line) takes that project's bucket and topic; photos in the
phone dump (``Kuvat/Puhelin/``), ``Kuvat/`` albums, the old laptop's ``Omat kuvat``, messenger folders, the
WhatsApp images of the phone backup (``Puhelin varmuuskopio/``) and screenshots are Resources Photos. Documents
in the phone backup, the messenger folders and the old-laptop copy are labelled by their subject like any other
document (an old tax return there is Areas Finance, an old lesson plan Archive Teaching). Topics are subjects and shared across buckets (the heat pump
is ``Home`` like the electricity bills; Eero's army papers are ``Children`` like Lotta's Wilma). ``hard``
marks a file whose name *and* folder say nothing about its subject (``Lataukset/Document (3).pdf``,
``Työpöytä/Uusi tekstitiedosto.txt``, ``Tiedostot/Skannatut tiedostot/scan_0012.pdf``,
``Lataukset/Telegram Desktop/doc_…pdf``): only the text inside (.txt, .md, .csv, .eml, .pdf, .docx,
.xlsx) can place it, and that text is a real letter, bill, message or note. Images are never hard. Dates are
relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import io
import os
import random
import struct
import zipfile
import zlib
from datetime import datetime, timedelta, timezone
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
          f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Taul1" sheetId="1" r:id="rId1"/>'
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


# --------------------------------------------------------------------------- Finnish helpers


def _fd(dt: datetime) -> str:
    """Finnish date: 14.3.2026."""
    return f"{dt.day}.{dt.month}.{dt.year}"


def _eur(r: random.Random, lo: float, hi: float) -> str:
    v = r.uniform(lo, hi)
    return f"{v:,.2f}".replace(",", " ").replace(".", ",") + " €"


def ago(y: int, m: int, d: int) -> float:
    """Days from a calendar date to NOW (2026-06-01)."""
    return (NOW - datetime(y, m, d, 12, tzinfo=timezone.utc)).total_seconds() / DAY


ETU = ["Aada", "Eetu", "Onni", "Siiri", "Veeti", "Helmi", "Leevi", "Iida", "Elias", "Venla", "Niilo", "Emma",
       "Aleksi", "Pihla", "Oliver", "Ella", "Väinö", "Lilja", "Eino", "Sofia", "Topias", "Kerttu", "Luka", "Nelli"]
SUKU = ["Korhonen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen", "Koskinen", "Järvinen",
        "Lehtonen", "Lehtinen", "Saarinen", "Salminen", "Heinonen", "Niemi", "Heikkilä", "Kinnunen", "Salonen",
        "Turunen", "Salo", "Laitinen", "Tuominen", "Rantanen", "Karjalainen"]
KOULU = "Kuusikon koulu, Kuusikonkatu 12, 33480 Tampere"
KOTI = "Aino ja Jukka Virtanen\nHaapatie 7\n33470 Tampere"
MOKKI = "Hirvikoskentie 112, 34600 Ruovesi (kiint.tunnus 702-412-3-88)"


def _pupil(r: random.Random) -> str:
    return f"{r.choice(ETU)} {r.choice(SUKU)}"


def _class_list(r: random.Random) -> list[str]:
    firsts = ETU[:]
    r.shuffle(firsts)
    return [f"{f} {r.choice(SUKU)}" for f in firsts]


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:00 +0300\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n" + body + "\n")


# --------------------------------------------------------------------------- document generators


def _tiliote(r: random.Random, dt: datetime) -> str:
    rows = ["OP Tampere - Tiliote", f"Tili FI37 5730 0820 1144 52  Aino Virtanen ja Jukka Virtanen",
            f"Kausi {dt.month}/{dt.year}  Tulostettu {_fd(dt)}", "Pvm  Saaja/Maksaja  Selite  Määrä"]
    for d, who, what, lo, hi in ((1, "Tampereen kaupunki", "PALKKA", 2900, 3300),
                                 (3, "OP Asuntoluotto", "LAINANLYHENNYS", -980, -940),
                                 (5, "Tampereen Sähkölaitos Oy", "E-LASKU", -260, -90),
                                 (10, "K-Citymarket Lielahti", "KORTTIOSTO", -180, -60),
                                 (12, "Nordic Paper Machinery Oy", "PALKKA", 3700, 4300),
                                 (15, "LähiTapiola", "E-LASKU", -120, -70),
                                 (18, "S-Market Haapalinna", "KORTTIOSTO", -120, -40),
                                 (20, "Nordnet Bank AB", "OMA SIIRTO OST", -300, -300),
                                 (23, "Elisa Oyj", "E-LASKU", -55, -40),
                                 (26, "Kela", "LAPSILISÄ", 112, 112)):
        rows.append(f"{d}.{dt.month}.  {who}  {what}  {_eur(r, lo, hi)}")
    rows.append(f"Saldo kauden lopussa {_eur(r, 1800, 6400)}")
    return "\n".join(rows)


def _palkka(r: random.Random, dt: datetime, who: str) -> str:
    if who == "Aino":
        head = ("Tampereen kaupunki - Palkkalaskelma", "Aino Virtanen, luokanopettaja, Kuusikon koulu",
                "Peruspalkka (OVTES liite 2)", 3460, 3560)
    else:
        head = ("Nordic Paper Machinery Oy - Palkkalaskelma", "Jukka Virtanen, Process Engineer, Tampere",
                "Kuukausipalkka", 5120, 5200)
    return (f"{head[0]}\n{head[1]}\nMaksupäivä {_fd(dt)}  Palkkakausi {dt.month}/{dt.year}\n"
            f"{head[2]} {_eur(r, head[3], head[4])}\nLisät {_eur(r, 40, 320)}\n"
            f"Ennakonpidätys (verokortti) {r.choice(['24,5', '26,0', '31,5'])} %\n"
            f"Työntekijän eläkemaksu 7,30 %  Työttömyysvakuutusmaksu 0,59 %\n"
            f"Maksetaan tilille FI37 5730 0820 1144 52: {_eur(r, 2600, 3900)}")


def _sahko(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(900, 2600) if dt.month in (11, 12, 1, 2, 3) else r.randint(450, 900)
    return ("Tampereen Sähkölaitos Oy - Sähkölasku\n" + KOTI + "\n"
            f"Käyttöpaikka 643000 112 554 Haapatie 7, Tampere\nLaskun päivä {_fd(dt)}  Eräpäivä "
            f"{_fd(dt + timedelta(days=14))}\nKulutus {kwh} kWh, Pörssisähkö marginaali 0,39 snt/kWh\n"
            f"Energia {_eur(r, 40, 190)}  Siirto (Tampereen Sähköverkko) {_eur(r, 30, 80)}\n"
            f"Yhteensä {_eur(r, 90, 260)}  Viitenumero 1100 2243 5{r.randint(10, 99)}")


def _wilma(frm: str, subject: str, body: str, dt: datetime, child: str = "Lotta") -> str:
    return _eml(f"Wilma <noreply@wilma.tampere.fi>", "aino.virtanen@elisanet.fi",
                f"Wilma: Uusi viesti - {subject}", dt,
                f"Sinulle on saapunut uusi viesti Wilmaan.\nLähettäjä: {frm}\nKoskee: {child} Virtanen\n\n{body}\n\n"
                "Tämä on automaattinen ilmoitus. Älä vastaa tähän viestiin, vaan kirjaudu Wilmaan.")


def _viikko(r: random.Random, wk: int) -> str:
    aineet = ["Äidinkieli", "Matematiikka", "Ympäristöoppi", "Englanti", "Liikunta", "Musiikki", "Kuvataide",
              "Käsityö", "Uskonto/ET"]
    rows = [f"Viikkosuunnitelma 4A, viikko {wk}", "Luokanopettaja Aino Virtanen", ""]
    for day in ("Maanantai", "Tiistai", "Keskiviikko", "Torstai", "Perjantai"):
        picks = r.sample(aineet, 4)
        rows.append(f"{day}: " + ", ".join(picks))
    rows += ["", f"Läksyt: matematiikan kirja s. {r.randint(90, 160)}-{r.randint(161, 170)}, lukuläksy "
             f"'{r.choice(['Kesäloma mökillä', 'Kirjaston salaisuus', 'Metsän eläimet', 'Ukkosen jälkeen'])}'",
             f"Muista: {r.choice(['uimahallikäynti torstaina', 'retki Pyynikille perjantaina', 'kirjastoauto tiistaina', 'sisäpelit liikunnassa'])}",
             "Viikon tavoite: annetaan työrauha ja kuunnellaan toisia."]
    return "\n".join(rows)


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

    # ------------------------------------------------------------ Tiedostot/Koulu (Aino's class: Areas Teaching)
    k = "Tiedostot/Koulu/4A 2025-2026"
    add(f"{k}/Lukujärjestys 4A syksy 2025.docx", A, "Teaching", ago(2025, 8, 8),
        "Lukujärjestys 4A, syksy 2025\nKuusikon koulu, luokanopettaja Aino Virtanen\n"
        "MA 8.15 äidinkieli, 9.00 matematiikka, 10.15 englanti (Jenni H.), 11.00 ruokailu, 12.00 ympäristöoppi\n"
        "TI 8.15 liikunta, 10.15 matematiikka, 12.00 käsityö (tekstiili/tekninen)\n"
        "KE 9.00 musiikki, 10.15 äidinkieli, 12.00 kuvataide\nTO 8.15 uinti (Pyynikin uimahalli joka toinen viikko)\n"
        "PE 8.15 uskonto/ET, 9.00 matematiikka, 10.15 äidinkieli, 12.00 luokanohjaus")
    add(f"{k}/Lukujärjestys 4A kevät 2026.docx", A, "Teaching", ago(2026, 1, 5),
        "Lukujärjestys 4A, kevät 2026\nMuutokset syksyyn: uinti vaihtuu luisteluun tammi-helmikuussa (Hervannan "
        "tekojää), käsityön ryhmät vaihtuvat 9.3. alkaen.\nMA äidinkieli, matematiikka, englanti, ympäristöoppi\n"
        "TI liikunta, matematiikka, käsityö\nKE musiikki, äidinkieli, kuvataide\nTO luistelu/liikunta, "
        "ympäristöoppi\nPE uskonto/ET, matematiikka, äidinkieli, luokanohjaus")
    for i, wk in enumerate((19, 20, 21, 22)):
        add(f"{k}/Viikkosuunnitelmat/Viikkosuunnitelma vko {wk}.docx", A, "Teaching",
            ago(2026, 5, 4) + 7 - 7 * i, lambda r, dt, wk=wk: _viikko(r, wk))
    add(f"{k}/Viikkosuunnitelmat/Viikkosuunnitelma vko 22 v2.docx", A, "Teaching", 6.2,
        lambda r, dt: _viikko(r, 22) + "\nLisätty: todistusten jako la 30.5. klo 9, kevätjuhla Kuusikon salissa.")
    add(f"{k}/Matematiikka/Murtoluvut koe 4A.docx", A, "Teaching", ago(2026, 3, 2),
        "Matematiikan koe: murtoluvut, 4A\nNimi: ____________\n1. Väritä 3/4 ympyrästä.\n"
        "2. Kumpi on suurempi: 2/5 vai 3/10? Perustele.\n3. Laske 1/4 + 2/4 ja 5/6 - 1/6.\n"
        "4. Pizza jaetaan 8 palaan. Eetu syö 3 palaa ja Siiri 2. Kuinka suuri osa pizzasta jää?\n"
        "5. Muuta sekaluvuksi 7/3. Pisteet yhteensä 24, kokeen arviointi asteikolla 4-10.")
    add(f"{k}/Matematiikka/Murtoluvut koe 4A vastaukset.docx", A, "Teaching", ago(2026, 3, 2),
        "Murtoluvut koe 4A - vastaukset ja pisteytys\n1. 3/4 väritetty (2 p)\n2. 2/5 = 4/10 > 3/10 (3 p)\n"
        "3. 3/4 ja 4/6 = 2/3 (4 p)\n4. 3/8 jää (4 p)\n5. 2 1/3 (3 p)\nRajat: 22 p = 10, 18 p = 9, 14 p = 8, 10 p = 7")
    add(f"{k}/Matematiikka/Kertotaulut tilanne 4A.xlsx", A, "Teaching", ago(2025, 10, 20),
        lambda r, dt: "Oppilas;2;3;4;5;6;7;8;9\n" + "\n".join(
            f"{n};" + ";".join(r.choice(["ok", "ok", "ok", "harj."]) for _ in range(8)) for n in _class_list(r)[:20]))
    add(f"{k}/Arviointi/Väliarviointi syksy 2025.xlsx", A, "Teaching", ago(2025, 12, 12),
        lambda r, dt: "Oppilas;Äidinkieli;Matematiikka;Ympäristöoppi;Työskentely;Käyttäytyminen\n" + "\n".join(
            f"{n};" + ";".join(r.choice(["hyvä", "erinomainen", "tyydyttävä", "hyvä"]) for _ in range(5))
            for n in _class_list(r)))
    add(f"{k}/Arviointi/Arvosanat kevät 2026.xlsx", A, "Teaching", ago(2026, 5, 22),
        lambda r, dt: "Oppilas;AI;MA;YM;EN;US/ET;MU;KU;KS;LI\n" + "\n".join(
            f"{n};" + ";".join(str(r.choice([7, 8, 8, 9, 9, 10])) for _ in range(9)) for n in _class_list(r)))
    add(f"{k}/Arviointi/Itsearviointi kevät 2026 lomake.docx", A, "Teaching", ago(2026, 5, 6),
        "Oppilaan itsearviointi, kevät 2026, 4. luokka\nVäritä hymiö: 1. Teen tehtäväni huolellisesti. "
        "2. Osaan pyytää apua. 3. Annan toisille työrauhan. 4. Luen vapaa-ajallani.\n"
        "Mikä sujui tänä vuonna parhaiten? ____  Missä haluan kehittyä 5. luokalla? ____")
    add(f"{k}/Vanhempainvartit/Vanhempainvartit marraskuu 2025 aikataulu.docx", A, "Teaching", ago(2025, 10, 27),
        lambda r, dt: "Vanhempainvartit 4A, marraskuu 2025, luokka 214\n" + "\n".join(
            f"{d}.11. klo {h}.{m:02d} {n} ja huoltaja" for (d, h, m), n in zip(
                [(x, 14 + (j % 3), 15 * (j % 4)) for j, x in enumerate([3, 3, 4, 4, 5, 5, 6, 10, 10, 11, 12, 12])],
                _class_list(r))))
    add(f"{k}/Vanhempainvartit/Vanhempainilta 4A syksy 2025.pdf", A, "Teaching", ago(2025, 9, 2),
        "Vanhempainilta 4A to 11.9.2025 klo 18, Kuusikon koulu\n1. Tervetuloa, luokan kuulumiset\n"
        "2. Neljännen luokan opetussuunnitelma: englanti jatkuu, ympäristöopissa Suomen luonto\n"
        "3. Arviointi: väliarviointi joulukuussa, lukuvuositodistus toukokuussa\n"
        "4. Leirikoulurahasto: luokkatoimikunta, myyjäiset 29.11.\n5. Wilma ja poissaolot")
    add(f"{k}/Luokkatoimikunta/Myyjäiset 29.11.2025 vuorolista.xlsx", A, "Teaching", ago(2025, 11, 20),
        lambda r, dt: "Vuoro;Huoltaja;Tehtävä\n" + "\n".join(
            f"{h}-{h + 1};{_pupil(r)} huoltaja;{r.choice(['kahvio', 'arpajaiset', 'leivonnaiset', 'kassa'])}"
            for h in range(9, 14)))
    add(f"{k}/Tuki/Pedagoginen arvio oppilas 14.docx", A, "Teaching", ago(2026, 2, 9),
        "PEDAGOGINEN ARVIO (salassa pidettävä, JulkL 24 § 1 mom. 30 k)\nOppilas nro 14, 4A\n"
        "Oppilaan vahvuudet: sosiaalinen, innostuu käsillä tekemisestä.\nHaasteet: lukemisen sujuvuus "
        "(Lukimat-seula alin 10 %), tehtäviin tarttuminen.\nTähänastiset tukitoimet: joustavat ryhmittelyt, "
        "osa-aikainen erityisopetus 1 h/vko.\nEsitys: tehostettu tuki 1.3.2026 alkaen. Laatija Aino Virtanen, "
        "erityisopettaja Marja Kinnunen.")
    add(f"{k}/Tuki/Oppimissuunnitelma oppilas 14.docx", A, "Teaching", ago(2026, 3, 4),
        "OPPIMISSUUNNITELMA, tehostettu tuki (salassa pidettävä)\nOppilas nro 14, luokka 4A\n"
        "Tavoitteet: lukusujuvuus 60 sanaa/min toukokuuhun, itsenäinen työskentely 15 min jaksoissa.\n"
        "Tukitoimet: lukupari, äänikirjat (Celia), kuvitetut ohjeet, erityisopettaja ti ja to.\n"
        "Arviointi ja seuranta: 5.5.2026 palaveri huoltajan kanssa.")
    add(f"{k}/Luokkalista 4A.xlsx", A, "Teaching", ago(2025, 8, 6),
        lambda r, dt: "Nro;Oppilas;Huoltaja;Puhelin;Allergiat\n" + "\n".join(
            f"{i};{n};{r.choice(ETU)} {n.split()[1]};040 {r.randint(100, 999)} {r.randint(1000, 9999)};"
            f"{r.choice(['-', '-', '-', 'laktoosi', 'pähkinä', 'gluteeni'])}" for i, n in enumerate(_class_list(r), 1)))
    add("Tiedostot/Koulu/Syksy 2026/Luokka 5A alustava lukujärjestys.docx", A, "Teaching", 9.3,
        "Luokka 5A, lukuvuosi 2026-2027, alustava\nUutena: ruotsin kieli ei vielä (alkaa 6. lk), historia ja "
        "yhteiskuntaoppi alkavat, kotitalous valinnaisena kerhona.\nLuokanopettaja Aino Virtanen, "
        "resurssiopettaja ma ja ke.")
    add("Tiedostot/Koulu/Syksy 2026/Lukuvuoden alku muistilista.txt", A, "Teaching", 3.4,
        "Lukuvuoden alku 11.8.2026\n- tilaa kirjat 5. lk (Tuhattaituri 5a, Salainen kirja 5)\n- päivitä Wilman "
        "ryhmät 5A\n- tarkista uudet tukipäätökset oppilashuollolta\n- vanhempainilta viikolla 36\n"
        "- TVT-tunnukset uusille oppilaille (2 uutta)\n- luokan järjestys, vihreä nurkka")
    add("Tiedostot/Koulu/Kokoukset/Opettajainkokous 12.5.2026 muistio.docx", A, "Teaching", ago(2026, 5, 13),
        "Kuusikon koulu, opettajainkokous 12.5.2026 klo 14.30\nLäsnä 28 opettajaa, rehtori Petri Laitinen\n"
        "1. Kevätjuhla 30.5., vastuut\n2. Lukuvuosisuunnitelma 2026-2027, resurssit\n3. Uusi arviointiohjeistus "
        "(Opetushallitus 2026)\n4. Välituntivalvontojen vuorot syksy\nMuistion kirjasi Aino Virtanen")
    add("Tiedostot/Koulu/Kokoukset/Tiimipalaveri 4-luokat 2026-04-08.docx", A, "Teaching", ago(2026, 4, 8),
        "4-luokkien tiimi 8.4.2026: 4A Aino, 4B Jarkko, 4C Heidi\n- yhteinen teemapäivä Tampereen historia 22.4.\n"
        "- englannin tasoryhmät\n- leirikoulun ja luokkaretkien aikataulut toukokuussa")
    add("Tiedostot/Koulu/OAJ/OAJ Tampere jäsenkirje huhtikuu 2026.pdf", A, "Teaching", ago(2026, 4, 14),
        "OAJ:n Tampereen paikallisyhdistys - jäsenkirje 4/2026\nHyvä jäsen, OVTES-neuvottelujen tilanne, "
        "palkankorotukset 1.6.2026 yleiskorotus 3,0 %.\nYhdysopettajien koulutus 20.5. klo 17, Sampolan "
        "koulutuskeskus.\nKevään virkistys: teatteri Tampereen Työväen Teatteri 6.5.")
    add("Tiedostot/Koulu/OAJ/Yhdysopettajan muistiinpanot 2025-2026.docx", A, "Teaching", ago(2026, 5, 20),
        "Yhdysopettajan tehtävät, Kuusikon koulu\n- uusien opettajien perehdytys: OAJ-jäsenyys, "
        "työaikamääräykset\n- YT-kokous 19.2.: yhteissuunnitteluaika (YS-aika) 3 h/vko\n"
        "- luottamusmieheltä kysytty: sijaisuuskorvaukset ja leirikoulun lisätunnit (VES liite 1)")
    add("Tiedostot/Koulu/Työaikasuunnitelma 2025-2026 Virtanen.pdf", A, "Teaching", ago(2025, 9, 12),
        "Tampereen kaupunki, Kasvatus ja opetus\nOpettajan työaikasuunnitelma lukuvuosi 2025-2026\n"
        "Aino Virtanen, luokanopettaja, Kuusikon koulu\nOpetusvelvollisuus 24 vvt, YS-aika 114 h/vuosi\n"
        "Lisätehtävät: OAJ yhdysopettaja, oppilaskunnan ohjaava opettaja")

    # ------------------------------------------------------------ Teaching materials (Resources Teaching)
    m = "Tiedostot/Koulu/Materiaalit"
    add(f"{m}/Lukudiplomi 3-4 luokka kirjalista.pdf", R, "Teaching", ago(2023, 8, 30),
        "Tampereen kaupunginkirjasto - Lukudiplomi 3.-4. luokka\nLue vähintään 8 kirjaa eri ryhmistä:\n"
        "Seikkailu: Risto Räppääjä, Tatu ja Patu. Eläimet: Ella ja kaverit? Luonto: Metsän kasvit\n"
        "Runot: Kirsi Kunnas, Tiitiäisen satupuu. Tietokirjat: Avaruus, Dinosaurukset")
    add(f"{m}/Perusopetuksen OPS 2014 tiivistelmä vuosiluokat 3-6.pdf", R, "Teaching", ago(2021, 1, 14),
        "Perusopetuksen opetussuunnitelman perusteet 2014 - tiivistelmä vuosiluokat 3-6\n"
        "Laaja-alainen osaaminen L1-L7: ajattelu ja oppimaan oppiminen, kulttuurinen osaaminen, itsestä "
        "huolehtiminen, monilukutaito, TVT, työelämätaidot, osallistuminen.\nMonialaiset oppimiskokonaisuudet.")
    add(f"{m}/Kertotaulupelit.pdf", R, "Teaching", ago(2022, 10, 3),
        "Kertotaulupelejä luokkaan\n1. Kertotaulubingo: oppilaat täyttävät ruudukon vastauksilla\n"
        "2. Kertotaulukiekko pihalla\n3. Muistipeli 7- ja 8-kertotaulu\n4. Tikkupeli parin kanssa")
    add(f"{m}/Sisäliikuntaleikit.docx", R, "Teaching", ago(2024, 1, 16),
        "Sisäliikuntaleikkejä pieneen tilaan\nPatsasleikki, Kapteeni käskee, Hernepussiviesti, Tuolijumppa, "
        "Tanssi-stop, Peilileikki. Välitunnille sadepäivinä.")
    add(f"{m}/Suomen linnut tunnistus ympäristöoppi.pdf", R, "Teaching", ago(2024, 4, 20),
        "Ympäristöoppi: Suomen yleisimmät linnut\nTalitiainen, sinitiainen, harakka, varis, räkättirastas, "
        "västäräkki, peippo, keltasirkku, naakka, kottarainen\nTunnistusvinkit: väri, koko, ääni, lento")
    add(f"{m}/Kuvataide syksy ideat.docx", R, "Teaching", ago(2023, 9, 1),
        "Kuvataiteen ideoita syksyyn\n- lehtiprintit ja vesivärit\n- omakuva Frida Kahlon tyyliin\n"
        "- sarjakuva 4 ruutua\n- savityö: pöllö")
    add(f"{m}/Draamaharjoitukset luokanohjaus.md", R, "Teaching", ago(2025, 2, 11),
        "# Draamaharjoituksia luokanohjaukseen\n\n- Kuuma tuoli\n- Still-kuvat: riitatilanne ja ratkaisu\n"
        "- Roolikortit: kiusaamistilanteen sivullinen\n- Purku: mitä tunsit, mitä voisit tehdä toisin?\n")
    add(f"{m}/Tunne- ja vuorovaikutustaidot KiVa tehtäviä.pdf", R, "Teaching", ago(2022, 8, 24),
        "KiVa Koulu -tyyppisiä tehtäviä 4.-6. lk\nTunteiden nimeäminen, ryhmäpaine, verkkokiusaaminen, "
        "puolustajan rooli. Oppitunnin runko 45 min.")

    # ------------------------------------------------------------ Erityisopettajan opinnot (Projects Teaching)
    o = "Tiedostot/Opinnot/Erityisopettajan opinnot"
    add(f"{o}/HOPS Aino Virtanen.pdf", P, "Teaching", ago(2025, 9, 18),
        "Henkilökohtainen opintosuunnitelma (HOPS)\nErityisopettajan opinnot 60 op, avoin yliopisto, 2025-2026\n"
        "Opiskelija Aino Virtanen\nSyksy 2025: Erityispedagogiikan perusteet 5 op, Oppimisvaikeudet 10 op\n"
        "Kevät 2026: Arviointi ja tuki 10 op, Harjoittelu 10 op\nSyksy 2026: Kehittämistehtävä 15 op, "
        "Yhteistyö ja konsultaatio 10 op. Valmistuminen 12/2026.")
    add(f"{o}/Kehittämistehtävä/Kehittämistehtävä suunnitelma.docx", P, "Teaching", ago(2026, 3, 22),
        "Kehittämistehtävän suunnitelma\nAihe: Lukusujuvuuden tuki yleisopetuksen luokassa - lukuparimalli 4. luokalla\n"
        "Tutkimuskysymykset: 1. Miten lukuparityöskentely vaikuttaa sujuvuuteen? 2. Miten oppilaat kokevat sen?\n"
        "Aineisto: Lukimat-seulat syksy ja kevät, oppilaskysely, opettajan päiväkirja.")
    add(f"{o}/Kehittämistehtävä/Kehittämistehtävä luonnos v2.docx", P, "Teaching", ago(2026, 5, 3),
        "Lukusujuvuuden tuki yleisopetuksen luokassa\n1 Johdanto\nTehostetun tuen oppilaita on "
        "yleisopetuksen luokissa yhä enemmän...\n2 Teoreettinen tausta: lukemisen sujuvuus (Aro & Lerkkanen)\n"
        "3 Toteutus luokassa 4A kevät 2026")
    add(f"{o}/Kehittämistehtävä/Kehittämistehtävä luonnos v3 FINAL.docx", P, "Teaching", 2.5,
        "Lukusujuvuuden tuki yleisopetuksen luokassa - lukuparimalli 4. luokalla\nLuonnos ohjaajalle "
        "(lehtori Riikka Salo) 1.6.2026\n4 Tulokset: sujuvuus parani 18/22 oppilaalla\n5 Pohdinta")
    add(f"{o}/Kehittämistehtävä/Lähteet.docx", P, "Teaching", 20.0,
        "Lähteet\nAro, M. & Lerkkanen, M.-K. (2019) Lukemisen sujuvuus. Niilo Mäki Instituutti.\n"
        "Takala, M. (toim.) Erityisopetuksesta oppimisen ja koulunkäynnin tukeen. Gaudeamus.\n"
        "Opetushallitus (2022) Perusopetuksen opetussuunnitelman perusteet, luku 7.")
    add(f"{o}/Harjoittelu/Harjoitteluraportti kevät 2026.docx", P, "Teaching", ago(2026, 4, 28),
        "Erityisopettajan harjoittelu, Tesoman koulu, pienluokka 3-6, 9.3.-3.4.2026\nOhjaava opettaja "
        "Leena Heinonen\nHavainnot: strukturoitu päivä, kuvat, palkkiotaulu\nOma opetus 20 h, "
        "reflektio ja oppimistavoitteet.")
    add(f"{o}/Luennot/Oppimisvaikeudet luento 4 muistiinpanot.txt", P, "Teaching", ago(2025, 11, 6),
        "Oppimisvaikeudet, luento 4 (Zoom)\n- matematiikan oppimisvaikeus: lukukäsite, laskutaidon "
        "automatisoituminen\n- ennakointi: esiopetuksen seulat\n- tehtävä: tapausesimerkki palautus 20.11.")
    add(f"{o}/Luennot/Arviointi ja tuki oppimistehtävä 2.docx", P, "Teaching", ago(2026, 2, 15),
        "Oppimistehtävä 2: Kolmiportainen tuki ja uusi tukilainsäädäntö 2025\nAino Virtanen\n"
        "Pohdin yleisen, tehostetun ja erityisen tuen rajoja omassa koulussani...")
    add(f"{o}/Artikkelit/Reading fluency interventions meta-analysis.pdf", P, "Teaching", ago(2026, 3, 25),
        "Reading Fluency Interventions for Elementary Students: A Meta-Analysis\nJournal of Learning Disabilities\n"
        "Abstract: Repeated reading and partner reading produced moderate effects on fluency (g = 0.48)...")
    add(f"{o}/Artikkelit/Lukivaikeuden tunnistaminen koulussa.pdf", P, "Teaching", ago(2026, 3, 20),
        "Lukivaikeuden tunnistaminen ja tuki koulussa\nNiilo Mäki Instituutti, opas opettajille\n"
        "Sujuvuuden arviointi, tarkkuus, luetun ymmärtäminen, kuntoutusmenetelmät.")
    add("Lataukset/Avoin_yliopisto_tentti_ilmoittautuminen_15.6.2026.pdf", P, "Teaching", 8.1,
        "Avoin yliopisto - Ilmoittautuminen vahvistettu\nYhteistyö ja konsultaatio erityisopetuksessa, "
        "tentti 15.6.2026 klo 12-16, Moodle-tentti\nOpiskelija Aino Virtanen, opiskelijanumero 2512448")

    # ------------------------------------------------------------ Leirikoulu 2026 (Archive Teaching, finished)
    lk = "Tiedostot/Koulu/Leirikoulu 2026"
    add(f"{lk}/Leirikoulu tiedote huoltajille.docx", X, "Teaching", ago(2026, 4, 15),
        "Hyvät 4A:n huoltajat\nLeirikoulu Ähtärissä 20.-22.5.2026, majoitus Ähtärin leirikeskus.\n"
        "Ohjelmassa eläinpuisto, luontopolku, kalastus ja iltanuotio. Luokkatoimikunta maksaa bussin, "
        "omavastuu 40 € / oppilas. Varustelista liitteenä.\nTerveisin Aino Virtanen")
    add(f"{lk}/Leirikoulu budjetti.xlsx", X, "Teaching", ago(2026, 5, 26),
        "Menoerä;Arvio;Toteutunut\nBussi (Paunu);1450;1450\nMajoitus ja ruoka 24+3 hlö;3100;2985\n"
        "Ähtärin eläinpuisto ryhmälippu;520;498\nTarvikkeet;120;86\nTulot: myyjäiset;1800;1812\n"
        "Tulot: omavastuut;960;960\nTulot: kaupungin avustus;1600;1600")
    add(f"{lk}/Bussitarjous Paunu.pdf", X, "Teaching", ago(2026, 2, 20),
        "Paunu - Tilausajotarjous\nKuusikon koulu / Aino Virtanen\nTampere - Ähtäri - Tampere 20.-22.5.2026, "
        "50-paikkainen bussi\nHinta 1 450 € (sis. alv 14 %)")
    add(f"{lk}/Leirikoulun ohjelma 20-22.5.docx", X, "Teaching", ago(2026, 5, 12),
        "Leirikoulun ohjelma\nKe 20.5. lähtö 8.30, eläinpuisto, iltanuotio\nTo 21.5. luontopolku ja "
        "kasvien tunnistus, kalastus, disko\nPe 22.5. siivous, paluu n. klo 15")
    photo(f"{lk}/kuvat/IMG_20260520_141233.jpg", X, "Teaching", ago(2026, 5, 20))
    photo(f"{lk}/kuvat/IMG_20260521_101807.jpg", X, "Teaching", ago(2026, 5, 21))
    photo(f"{lk}/kuvat/IMG_20260521_203155.jpg", X, "Teaching", ago(2026, 5, 21))

    # ------------------------------------------------------------ Talous (Areas Finance)
    t = "Tiedostot/Talous"
    add(f"{t}/Budjetti 2026.xlsx", A, "Finance", 12.0,
        lambda r, dt: "Kuukausi;Tulot;Laina;Sähkö ja lämpö;Ruoka;Auto;Mökki;Säästöt\n" + "\n".join(
            f"{mo};{r.randint(7200, 7700)};960;{r.randint(180, 520)};{r.randint(850, 1100)};{r.randint(200, 450)};"
            f"{r.randint(60, 300)};{r.randint(300, 800)}"
            for mo in ("tammi", "helmi", "maalis", "huhti", "touko", "kesä")))
    add(f"{t}/Budjetti 2025.xlsx", A, "Finance", ago(2026, 1, 3),
        lambda r, dt: "Kuukausi;Tulot;Menot;Erotus\n" + "\n".join(
            f"{mo};{r.randint(7000, 7600)};{r.randint(6000, 7800)};" for mo in range(1, 13)))
    for y, mo in ((2026, 3), (2026, 4), (2026, 5)):
        add(f"{t}/Tiliotteet/Tiliote {y}-{mo:02d}.pdf", A, "Finance", ago(y, mo, 28) if mo < 5 else 1.5, _tiliote)
    add(f"{t}/Laina/OP asuntolaina lainasopimus 2016.pdf", A, "Finance", ago(2016, 6, 10),
        "OP Tampere - Velkakirja / Asuntolaina\nVelalliset Aino Virtanen ja Jukka Virtanen\nLainan määrä "
        "235 000 EUR, laina-aika 25 vuotta, viitekorko 12 kk Euribor + marginaali 0,75 %\n"
        "Vakuus: Haapatie 7, Tampere, kiinnitykset 240 000 EUR")
    add(f"{t}/Laina/Koronmuutosilmoitus 2026-03.pdf", A, "Finance", ago(2026, 3, 11),
        "OP - Ilmoitus koron muuttumisesta\nLaina 5730 2211 9004\nUusi korko 1.4.2026 alkaen 2,981 % "
        "(12 kk Euribor 2,231 % + marginaali 0,750 %)\nUusi kuukausierä 958,40 EUR, jäljellä oleva pääoma 142 318,22 EUR")
    add(f"{t}/Laina/Lainan lyhennyslaskelma.xlsx", A, "Finance", ago(2026, 3, 14),
        lambda r, dt: "Vuosi;Pääoma alussa;Korko;Lyhennys\n" + "\n".join(
            f"{y};{142318 - (y - 2026) * 8100};{r.randint(2800, 4300)};8100" for y in range(2026, 2042)))
    add(f"{t}/Sijoitukset/Nordnet osakesäästötili vuosiraportti 2025.pdf", A, "Finance", ago(2026, 1, 20),
        "Nordnet - Vuosiraportti 2025, osakesäästötili (OST)\nTilinomistaja Jukka Virtanen\n"
        "Talletukset yhteensä 48 600 EUR, markkina-arvo 31.12.2025 61 240 EUR\nOmistukset: Kone, Nordea, "
        "Sampo, UPM, Wärtsilä, Elisa")
    add(f"{t}/Sijoitukset/OP-rahastot salkku 2025-12.pdf", A, "Finance", ago(2026, 1, 9),
        "OP - Rahastosäästäjän raportti 31.12.2025\nAino Virtanen\nOP-Maailma Indeksi A 14 220 EUR, "
        "OP-Eurooppa Indeksi 6 810 EUR, OP-Korko 4 100 EUR\nKuukausisäästö 150 EUR")
    add(f"{t}/Sijoitukset/Osakkeet seuranta.xlsx", A, "Finance", 16.0,
        lambda r, dt: "Osake;Kpl;Hankinta-arvo;Arvo nyt\n" + "\n".join(
            f"{s};{r.randint(40, 400)};{r.randint(1500, 9000)};{r.randint(1500, 11000)}"
            for s in ("Kone", "Nordea", "Sampo", "UPM", "Wärtsilä", "Elisa")))
    for mo in (4, 5):
        add(f"{t}/Palkat/Palkkalaskelma Aino 2026-{mo:02d}.pdf", A, "Finance", ago(2026, mo, 15),
            lambda r, dt: _palkka(r, dt, "Aino"))
        add(f"{t}/Palkat/Palkkalaskelma Jukka 2026-{mo:02d}.pdf", A, "Finance", ago(2026, mo, 28),
            lambda r, dt: _palkka(r, dt, "Jukka"))
    v = "Tiedostot/Verot"
    add(f"{v}/Verokortti 2026 Aino.pdf", A, "Finance", ago(2026, 1, 4),
        "Verohallinto - Verokortti 2026\nAino Virtanen\nPalkka, eläke ja etuudet: perusprosentti 24,5 %, "
        "lisäprosentti 38,0 %, tuloraja 47 200 EUR\nVoimassa 1.1.2026-31.1.2027")
    add(f"{v}/Verokortti 2026 Jukka.pdf", A, "Finance", ago(2026, 1, 4),
        "Verohallinto - Verokortti 2026\nJukka Virtanen\nPerusprosentti 31,5 %, lisäprosentti 46,0 %, "
        "tuloraja 66 500 EUR\nVoimassa 1.1.2026-31.1.2027")
    add(f"{v}/Esitäytetty veroilmoitus 2025 Aino.pdf", A, "Finance", ago(2026, 4, 8),
        "Verohallinto - Esitäytetty veroilmoitus 2025\nAino Virtanen\nPalkkatulot 43 120 EUR, "
        "ammattiyhdistyksen jäsenmaksut OAJ 481 EUR\nTulonhankkimiskulut: työmatkat, opintojen kulut?\n"
        "Tarkista ja korjaa OmaVerossa viimeistään 19.5.2026")
    add(f"{v}/Veroilmoitus 2025 korjaukset Jukka.pdf", A, "Finance", ago(2026, 5, 12),
        "OmaVero - Korjaukset lähetetty 12.5.2026\nJukka Virtanen, verovuosi 2025\nLisätty: "
        "kotitalousvähennys 820 EUR (nuohous, ilmalämpöpumpun huolto), työmatkakulut 1 240 EUR\nTunniste 8821-4471")
    add(f"{v}/Verotuspäätös 2024 Aino.pdf", A, "Finance", ago(2025, 10, 28),
        "Verohallinto - Verotuspäätös 2024\nAino Virtanen\nVeronpalautus 312,40 EUR maksetaan 9.12.2025 "
        "tilille FI37 5730 0820 1144 52")
    add(f"{v}/Verotuspäätös 2024 Jukka.pdf", A, "Finance", ago(2025, 10, 28),
        "Verohallinto - Verotuspäätös 2024\nJukka Virtanen\nJäännösvero 186,00 EUR, eräpäivät 3.2.2026 ja 2.3.2026")
    add(f"{v}/Kotitalousvähennykset 2025.xlsx", A, "Finance", ago(2026, 4, 20),
        "Työ;Yritys;Työn osuus;Vähennys\nNuohous;Nuohous Pirkanmaa;180;63\nIlmalämpöpumpun huolto;"
        "Pirkan Ilmalämpö;240;84\nSiivous ennen juhlia;Siivouspalvelu Kirkas;600;210")

    # ------------------------------------------------------------ Talo (Areas Home)
    h = "Tiedostot/Talo"
    add(f"{h}/Sähkösopimus Tampereen Sähkölaitos 2025.pdf", A, "Home", ago(2025, 1, 21),
        "Tampereen Sähkölaitos Oy - Sopimusvahvistus\nAsiakas Jukka Virtanen, Haapatie 7, 33470 Tampere\n"
        "Tuote: Pörssisähkö, marginaali 0,39 snt/kWh, perusmaksu 3,90 EUR/kk\nSopimus voimassa toistaiseksi 1.2.2025 alkaen")
    for y, mo in ((2026, 2), (2026, 4)):
        add(f"{h}/Laskut/Sähkölasku {y}-{mo:02d}.pdf", A, "Home", ago(y, mo, 6), _sahko)
    add(f"{h}/Laskut/Öljylasku 2025-11.pdf", A, "Home", ago(2025, 11, 18),
        "St1 Lämmitysöljy - Lasku\nToimitusosoite Haapatie 7, Tampere\nToimitettu 14.11.2025 kevyt polttoöljy "
        "1 800 l a 1,269 EUR\nYhteensä 2 284,20 EUR, eräpäivä 2.12.2025")
    add(f"{h}/Laskut/Tampereen Vesi 1-3 2026.pdf", A, "Home", ago(2026, 4, 10),
        "Tampereen Vesi - Vesilasku\nKiinteistö Haapatie 7\nKausi 1.1.-31.3.2026, arviolukema 1412 m3\n"
        "Vesi 31 m3, jätevesi 31 m3, perusmaksut\nYhteensä 241,80 EUR")
    add(f"{h}/Laskut/Pirkanmaan Jätehuolto 2026.pdf", A, "Home", ago(2026, 2, 3),
        "Pirkanmaan Jätehuolto Oy - Lasku\nSekajäte 240 l, tyhjennys 4 viikon välein, biojäte 140 l\n"
        "Kausi 1-6/2026 yhteensä 198,60 EUR")
    add(f"{h}/Kiinteistövero 2025 Haapatie.pdf", A, "Home", ago(2025, 9, 1),
        "Verohallinto - Kiinteistöverotuspäätös 2025\nTampere, Haapatie 7, kiinteistötunnus 837-218-14-5\n"
        "Rakennus: asuinrakennus 1987, 168 m2; maapohja 912 m2\nKiinteistövero yhteensä 1 082,44 EUR")
    add(f"{h}/Kotivakuutus LähiTapiola 2026.pdf", A, "Home", ago(2025, 12, 20),
        "LähiTapiola - Vakuutuskirja\nKotivakuutus Laaja, omakotitalo Haapatie 7, Tampere, 168 m2, rakennettu 1987\n"
        "Irtaimisto 80 000 EUR, omavastuu 300 EUR, vakuutuskausi 1.1.-31.12.2026\nVakuutusmaksu 1 104,00 EUR")
    add(f"{h}/Talon huoltokirja.xlsx", A, "Home", 30.0,
        "Päivä;Työ;Tekijä;Huom\n4.10.2025;Nuohous;Nuohous Pirkanmaa;seuraava 2026\n12.4.2025;Ilmalämpöpumpun "
        "huolto;Pirkan Ilmalämpö;suodattimet\n6.5.2026;Kattokourujen puhdistus;Jukka;\n18.5.2026;Vesikatto "
        "tarkastettu;Jukka;pari tiiltä vaihdettava")
    add(f"{h}/Kevätsiivous ja pihatyöt.txt", A, "Home", 22.0,
        "Piha kevät 2026\n- haravointi ja nurmikon kalkitus\n- kasvimaan kääntö, perunat maahan 20.5.\n"
        "- terassin pesu ja öljyäminen (Pinotex)\n- omenapuun leikkaus\n- kompostin tyhjennys")

    # ------------------------------------------------------------ Maalämpö 2026 (Projects Home)
    ml = "Tiedostot/Talo/Maalämpö 2026"
    add(f"{ml}/Tarjous Pirkanmaan Maalämpö.pdf", P, "Home", ago(2026, 1, 26),
        "Pirkanmaan Maalämpö Oy - Tarjous 2026-017\nKohde: omakotitalo Haapatie 7, Tampere, 168 m2, "
        "öljylämmitys, vesikiertoinen patteriverkosto\nLaitteisto: maalämpöpumppu 8 kW, porakaivo n. 190 m\n"
        "Hinta asennettuna 21 900 EUR, josta työn osuus 6 800 EUR (kotitalousvähennys)")
    add(f"{ml}/Tarjous Lämpöyhtiö Hakala.pdf", P, "Home", ago(2026, 2, 2),
        "Lämpöyhtiö Hakala Oy - Tarjous\nMaalämpöjärjestelmä 9 kW, porakaivo 2 x 110 m\n"
        "Öljykattilan ja säiliön purku sisältyy\nYhteensä 23 480 EUR (alv 25,5 %), työn osuus 7 300 EUR")
    add(f"{ml}/Tarjousvertailu.xlsx", P, "Home", ago(2026, 2, 10),
        "Toimittaja;Pumppu;Kaivo;Hinta;Työn osuus;Takuu\nPirkanmaan Maalämpö;8 kW;190 m;21900;6800;5 v\n"
        "Lämpöyhtiö Hakala;9 kW;2x110 m;23480;7300;3 v\nEnergiaPojat;8 kW;200 m;24100;6100;5 v")
    add(f"{ml}/Urakkasopimus allekirjoitettu.pdf", P, "Home", ago(2026, 3, 9),
        "URAKKASOPIMUS (YSE 1998 soveltuvin osin)\nTilaaja Jukka ja Aino Virtanen, Haapatie 7, Tampere\n"
        "Urakoitsija Pirkanmaan Maalämpö Oy\nUrakka: maalämpöjärjestelmä ja porakaivo, öljyjärjestelmän purku\n"
        "Urakkahinta 21 900 EUR. Maksuerät: 30 % porauksen jälkeen, 60 % käyttöönotossa, 10 % vastaanotossa.\n"
        "Valmis viimeistään 30.6.2026")
    add(f"{ml}/Toimenpidelupa porakaivo Lupapiste.pdf", P, "Home", ago(2026, 3, 30),
        "Tampereen kaupunki, rakennusvalvonta - Päätös\nToimenpidelupa: lämpökaivo (energiakaivo) 190 m\n"
        "Haapatie 7, 837-218-14-5, Lupapiste LP-837-2026-00412\nLupa myönnetty 27.3.2026, lainvoimainen 30 päivän kuluttua")
    add(f"{ml}/Porausaikataulu ja ohjeet.docx", P, "Home", ago(2026, 5, 4),
        "Porausviikko 20 (11.-15.5.2026)\n- pihatie vapaaksi, auto kadulle\n- porauskoneen paikka talon "
        "pohjoispuolella\n- sähkö: 16 A pistorasia autotalliin\n- lietteen kuljetus, pihan korjaus urakoitsijan vastuulla")
    add(f"{ml}/Kotitalousvähennys laskelma maalämpö.xlsx", P, "Home", 10.0,
        "Erä;Työn osuus;Vähennys 35 %;Omavastuu 150\nPoraus 5/2026;3200;1120;\nAsennus 6/2026;3600;1260;\n"
        "Yhteensä;6800;2380;2230 (enintään 1600/hlö, jaetaan Aino ja Jukka)")
    add(f"{ml}/Öljysäiliön poisto kuitti.pdf", P, "Home", 4.0,
        "Lassila & Tikanoja - Kuitti\nÖljysäiliön tyhjennys, puhdistus ja romutus 2 000 l, Haapatie 7\n"
        "Jäteöljy 140 l\nYhteensä 690,00 EUR, maksettu kortilla 28.5.2026")
    add(f"{ml}/muistiinpanot.txt", P, "Home", 1.2,
        "maalämpö - avoimet:\n- käyttöönotto vko 25, Jukka kotona\n- vanha öljykattila pois juhannukseen\n"
        "- kysy: patteritermostaatit vaihdetaanko?\n- sähkösopimus: tarkista pääsulakkeet 3x25 A riittää\n"
        "- kotitalousvähennys molemmille nimille")
    photo(f"{ml}/kuvat/poraus 1.jpg", P, "Home", ago(2026, 5, 12))
    photo(f"{ml}/kuvat/poraus 2.jpg", P, "Home", ago(2026, 5, 13))
    photo(f"{ml}/kuvat/kaivon kansi.jpg", P, "Home", ago(2026, 5, 15))

    # ------------------------------------------------------------ Keittiöremontti 2023 (Archive Home)
    kr = "Tiedostot/Talo/Keittiöremontti 2023"
    add(f"{kr}/Puustelli tilausvahvistus.pdf", X, "Home", ago(2023, 2, 17),
        "Puustelli Tampere - Tilausvahvistus 23-0482\nAsiakas Aino Virtanen\nKeittiökalusteet Miinus, "
        "ovet valkoinen mattalakka, työtaso tammi\nToimitus viikko 14/2023, yhteensä 11 860 EUR")
    add(f"{kr}/Keittiön pohjapiirros v3.pdf", X, "Home", ago(2023, 1, 30),
        "Keittiön pohjapiirros versio 3\nSaareke 240 x 90 cm, astianpesukone altaan vasemmalla puolella, "
        "liesituuletin saarekkeen ylle\nSähköpisteet: 4 kpl työtason yläpuolelle")
    add(f"{kr}/Remonttiaikataulu.xlsx", X, "Home", ago(2023, 3, 15),
        "Viikko;Työ;Tekijä\n13;Purku;Jukka ja Eero\n14;Sähkö ja putket;Sähkö-Aalto, LVI-Mäkelä\n"
        "15;Kalusteasennus;Puustelli\n16;Laatoitus;Laatoitus Salo\n17;Viimeistely;")
    add(f"{kr}/Kotitalousvähennys keittiö 2023.pdf", X, "Home", ago(2024, 3, 10),
        "Kotitalousvähennys verovuosi 2023 - keittiöremontti\nTyön osuudet: sähkötyöt 1 240 EUR, putkityöt "
        "980 EUR, kalusteasennus 1 600 EUR, laatoitus 1 100 EUR\nIlmoitettu OmaVerossa Ainon ja Jukan kesken")
    photo(f"{kr}/kuvat/ennen.jpg", X, "Home", ago(2023, 3, 25))
    photo(f"{kr}/kuvat/purku.jpg", X, "Home", ago(2023, 3, 28))
    photo(f"{kr}/kuvat/valmis keittiö.jpg", X, "Home", ago(2023, 4, 29))

    # ------------------------------------------------------------ manuals (Resources Home)
    oh = "Tiedostot/Talo/Käyttöohjeet"
    add(f"{oh}/Electrolux astianpesukone käyttöohje.pdf", R, "Home", ago(2023, 4, 25),
        "Electrolux EEM48321L - Käyttöohje\nOhjelmat: AutoFlex, Eco 50, Quick 30 min\nSuolasäiliön täyttö, "
        "suodattimien puhdistus, vikakoodit i20, i30")
    add(f"{oh}/Mitsubishi ilmalämpöpumppu käyttöohje.pdf", R, "Home", ago(2019, 6, 3),
        "Mitsubishi Electric MSZ-LN35 - Käyttöohje\nKaukosäätimen toiminnot, i-see-anturi, "
        "+10 °C ylläpitolämpö, suodattimien puhdistus 2 viikon välein")
    add(f"{oh}/Kärcher painepesuri K5 ohje.pdf", R, "Home", ago(2021, 5, 14),
        "Kärcher K 5 Power Control - Käyttöohje\nTurvallisuusohjeet, suuttimet, puhdistusaineet, talvisäilytys")
    add(f"{oh}/Bosch jääkaappi KGN käyttöohje.pdf", R, "Home", ago(2023, 4, 25),
        "Bosch KGN39VIDA - Jääpakastin, käyttöohje\nLämpötilan asetus, NoFrost, äänimerkit, ovien vaihto")

    # ------------------------------------------------------------ Mökki (Areas Cottage)
    mk = "Tiedostot/Mökki"
    add(f"{mk}/Kiinteistövero 2025 Ruovesi.pdf", A, "Cottage", ago(2025, 9, 1),
        "Verohallinto - Kiinteistöverotuspäätös 2025\nRuovesi, " + MOKKI + "\nVapaa-ajan asuinrakennus 1974, "
        "58 m2, sauna 14 m2, ranta 60 m\nKiinteistövero 438,12 EUR")
    add(f"{mk}/Tiekunta vuosimaksu 2026.pdf", A, "Cottage", ago(2026, 4, 22),
        "Hirvikosken tiekunta - Tiemaksu 2026\nOsakas Virtanen Jukka, tieyksiköt 1 240\n"
        "Yksikköhinta 0,19 EUR, tiemaksu 235,60 EUR, eräpäivä 31.5.2026\nTiekunnan kokous 13.6.2026 klo 18 Hirvikosken majalla")
    add(f"{mk}/Sähkö Ruovesi sopimus.pdf", A, "Cottage", ago(2024, 4, 2),
        "Elenia - Sähkönsiirtosopimus / Vapaa-ajan asunto\nKäyttöpaikka Hirvikoskentie 112, Ruovesi\n"
        "Pääsulake 3 x 25 A, yleissiirto\nSopija Jukka Virtanen")
    add(f"{mk}/Sakokaivon tyhjennys 2025.pdf", A, "Cottage", ago(2025, 9, 9),
        "Ruoveden Loka ja Kuljetus - Lasku\nSakokaivon tyhjennys 2 kaivoa, 4 m3, Hirvikoskentie 112\n"
        "Yhteensä 186,00 EUR. Seuraava tyhjennys kunnan määräyksen mukaan syksyllä 2026")
    add(f"{mk}/Mökin avaus ja sulkeminen muistilista.docx", A, "Cottage", ago(2024, 10, 14),
        "MÖKIN AVAUS (toukokuu)\n- vesipumppu päälle, tarkista putket\n- laituri vesille\n- vene katsastus\n"
        "MÖKIN SULKEMINEN (lokakuu)\n- vedet pois putkista, pumppu tyhjäksi\n- jääkaappi auki\n"
        "- hiirenloukut\n- vene telakalle, laituri kiinni")
    add(f"{mk}/Polttopuut tilaus 2025.txt", A, "Cottage", ago(2025, 8, 20),
        "Polttopuut mökille\nKoivuklapi 30 cm, 6 irto-m3, Rautiaisen puutila, Ruovesi p. 0400 718 233\n"
        "Toimitus syyskuu, hinta 72 €/m3 + kuljetus 40 €\nPinoon liiterin taakse, vanhat ensin")
    add(f"{mk}/Mökkivakuutus 2026.pdf", A, "Cottage", ago(2025, 12, 20),
        "LähiTapiola - Vakuutuskirja\nVapaa-ajan asunnon vakuutus, Hirvikoskentie 112, Ruovesi\n"
        "Rakennukset: mökki 58 m2, rantasauna, liiteri; veneen vastuuvakuutus\nVakuutusmaksu 412,00 EUR")

    # ------------------------------------------------------------ Rantasauna 2026 (Projects Cottage)
    rs = "Tiedostot/Mökki/Rantasauna 2026"
    add(f"{rs}/Toimenpidelupahakemus.pdf", P, "Cottage", ago(2026, 2, 24),
        "Ruoveden kunta, rakennusvalvonta - Lupahakemus (Lupapiste)\nHanke: rantasaunan uudelleenrakentaminen "
        "samalle paikalle, 18 m2 + kuisti 6 m2\nRakennuspaikka " + MOKKI + "\nHakija Jukka Virtanen")
    add(f"{rs}/Lupapäätös Ruovesi.pdf", P, "Cottage", ago(2026, 4, 9),
        "Ruoveden kunta - Rakennuslupapäätös 26/2026\nRantasauna 18 m2, etäisyys rantaviivaan 12 m "
        "(vanhan saunan paikka)\nLupa myönnetty ehdoin: jätevedet imeytyskaivoon, vastaava työnjohtaja nimettävä")
    add(f"{rs}/Hirsipaketti tarjous Saunatalo Kelo.pdf", P, "Cottage", ago(2026, 2, 12),
        "Saunatalo Kelo Oy - Tarjous\nHirsisaunapaketti 'Laine 18', 134 mm lamellihirsi, kuisti\n"
        "Sisältää: seinähirret, kattotuolit, ikkunat, ovet\nHinta 14 900 EUR, toimitus Ruovedelle viikko 24")
    add(f"{rs}/Harvia Legend kiuas tilausvahvistus.pdf", P, "Cottage", ago(2026, 4, 18),
        "Verkkokauppa - Tilausvahvistus\nHarvia Legend 240 puukiuas + savupiippu WHP1500 + kiuaskivet 40 kg\n"
        "Toimitus noutopisteeseen Ruovesi, yhteensä 1 938,00 EUR")
    add(f"{rs}/Materiaalilista.xlsx", P, "Cottage", 14.0,
        "Tuote;Määrä;Hinta;Tilattu\nPerustusharkot;24;6,90;x\nBitumikermi;2 rll;48;x\nPanelit lauteisiin "
        "(haapa);40 jm;7,20;\nLattialaudat;22 m2;19,50;\nKattohuopa;3 rll;89;\nLämpöeriste katto;1 pkt;120;")
    add(f"{rs}/Talkooaikataulu juhannus.docx", P, "Cottage", 6.0,
        "Rantasaunan talkoot\nLa 13.6. hirsipaketin vastaanotto, pohjat valmiiksi (Jukka, Eero)\n"
        "Juhannus 19.-21.6.: seinät pystyyn, kattotuolit (Jukka, Eero, Markku-setä, naapurin Pekka)\n"
        "Heinäkuu: katto, ikkunat, lauteet. Kiuas ja piippu ennen elokuuta.\nRuokahuolto Aino ja Lotta")
    add(f"{rs}/Pohjapiirros rantasauna.pdf", P, "Cottage", ago(2026, 2, 20),
        "Rantasauna, pohjapiirros 1:50\nLöylyhuone 2,4 x 2,6 m, pesuhuone 2,0 x 2,6 m, kuisti 3,0 x 2,0 m\n"
        "Lauteet L-mallinen, ikkuna järvelle")
    photo(f"{rs}/kuvat/vanha sauna purku.jpg", P, "Cottage", ago(2026, 5, 16))
    photo(f"{rs}/kuvat/perustukset.jpg", P, "Cottage", ago(2026, 5, 24))

    # ------------------------------------------------------------ Laituri 2022 (Archive Cottage)
    la = "Tiedostot/Mökki/Laituri 2022"
    add(f"{la}/Ponttonilaituri tarjous.pdf", X, "Cottage", ago(2022, 4, 11),
        "Laiturimies Oy - Tarjous\nPonttonilaituri 2,4 x 10 m, kansi lehtikuusi, ankkurointi kettingein\n"
        "Hinta asennettuna 7 850 EUR")
    add(f"{la}/Laituri lasku.pdf", X, "Cottage", ago(2022, 6, 20),
        "Laiturimies Oy - Lasku 2022-311\nPonttonilaituri asennettuna Hirvikoskentie 112, Ruovesi\n"
        "Yhteensä 7 850 EUR, eräpäivä 4.7.2022")
    photo(f"{la}/uusi laituri.jpg", X, "Cottage", ago(2022, 6, 18))

    # ------------------------------------------------------------ Lapset (Areas Children)
    lo = "Tiedostot/Lapset/Lotta"
    add(f"{lo}/Wilma kurssivalinnat 2026-2027.pdf", A, "Children", ago(2026, 3, 6),
        "Näsinkallion lukio - Kurssivalinnat 2026-2027\nOpiskelija Lotta Virtanen, 25B\n"
        "Pakolliset: ÄI4-ÄI6, MAB4-MAB6, ENA4-ENA5, RUB13-RUB14, BI2, KE1, HI2\n"
        "Valinnaiset: BI3, PS2, KU3, LI4\nVahvistettu huoltajan Wilma-tunnuksilla 6.3.2026")
    add(f"{lo}/Lukion opinto-opas Näsinkallio.pdf", A, "Children", ago(2025, 8, 11),
        "Näsinkallion lukio - Opinto-opas 2025-2026\nOpintopisteet, jaksot, arviointi, ylioppilastutkinto, "
        "opiskeluhuolto, Wilman käyttö")
    add(f"{lo}/Ruotsin sanasto RUB13.docx", A, "Children", ago(2026, 4, 27),
        "RUB13 sanasto, kappale 3\natt söka jobb - hakea työtä\nen sommarjobbare - kesätyöntekijä\n"
        "arbetsgivare - työnantaja\nlön - palkka\nansökan - hakemus\nJag skulle vilja jobba på ett café.")
    add(f"{lo}/Wilma jaksoarvosanat jakso 4.pdf", A, "Children", ago(2026, 4, 3),
        "Wilma - Opintosuoritukset, Lotta Virtanen, 25B\nÄI3 9, MAB3 8, ENA3 10, RUB12 8, BI1 9, FY1 7, "
        "GE1 9, LI2 S\nOpintopisteitä yhteensä 58")
    add(f"{lo}/Lukiokirjat syksy 2026 tilaus.txt", A, "Children", 5.0,
        "Lotan kirjat syksy 2026 (digi)\n- Särmä ÄI4-6 (Otava) 42 €\n- Tekijä MAB4 39 €\n"
        "- Insights ENA4 36 €\n- Galleria RUB13-14 45 €\n- Bios 3 34 €\nKäytetyt: Lukiolaisten kirjakirppis?")
    add("Tiedostot/Lapset/Kela lapsilisäpäätös Lotta.pdf", A, "Children", ago(2021, 3, 2),
        "Kela - Päätös lapsilisästä\nHakija Aino Virtanen\nLapsi Lotta Virtanen, lapsilisä maksetaan "
        "lapsen 17 vuoden ikään asti\nMaksetaan tilille FI37 5730 0820 1144 52 kuukauden 26. päivä")
    add("Tiedostot/Lapset/Kela ilmoitus lapsilisän muutoksesta 2024.pdf", A, "Children", ago(2024, 3, 15),
        "Kela - Ilmoitus lapsilisän määrän muuttumisesta\nLapsilisän määrä 1.4.2024 alkaen\n"
        "Eero Virtanen lapsilisä päättyy 17 vuotta täytettäessä\nLotta Virtanen 112,00 EUR/kk")

    # ------------------------------------------------------------ Lotta's ylioppilaskirjoitukset (Projects Children)
    yo = "Tiedostot/Lapset/Lotta/Yo-kirjoitukset syksy 2026"
    add(f"{yo}/Ilmoittautuminen syksy 2026 vahvistus.pdf", P, "Children", ago(2026, 5, 25),
        "Näsinkallion lukio - Ilmoittautuminen ylioppilastutkintoon, syksy 2026\nKokelas Lotta Virtanen\n"
        "Kokeet: englanti A-taso (pitkä), biologia\nTutkintomaksu: perusmaksu 14 EUR + 2 x 28 EUR\n"
        "Kokeet: englanti 15.9.2026, biologia 21.9.2026")
    add(f"{yo}/Koepäivät syksy 2026.pdf", P, "Children", ago(2026, 5, 20),
        "Ylioppilastutkintolautakunta - Syksyn 2026 koepäivät\nVieraat kielet 14.-16.9., reaali 18.9. ja "
        "21.9., matematiikka 23.9., äidinkieli 11.9.\nKokeet alkavat klo 9.00, Abitti")
    add(f"{yo}/Englanti harjoituskoe pisteet.xlsx", P, "Children", 18.0,
        "Harjoituskoe;Kuullun ymm;Luetun ymm;Kirjoitus;Yht;Arvio\nK2022 englanti;62;88;78;228;M\n"
        "S2023 englanti;70;90;84;244;E\nK2024 englanti;66;92;88;246;E")
    add(f"{yo}/Preppikurssi lasku.pdf", P, "Children", ago(2026, 5, 8),
        "Eximia - Lasku\nYO-preppauskurssi englanti ja biologia, kesä-elokuu 2026, verkossa\n"
        "Opiskelija Lotta Virtanen, maksaja Aino Virtanen\nYhteensä 289,00 EUR, eräpäivä 22.5.2026")
    add(f"{yo}/Lukusuunnitelma kesä.md", P, "Children", 3.0,
        "# Lotan lukusuunnitelma kesä 2026\n\n- kesäkuu: biologian kertaus BI1-BI2, solu ja perinnöllisyys\n"
        "- heinäkuu: mökillä englannin esseet 2 kpl/vko, kuunteluharjoitukset\n"
        "- elokuu: preppikurssin koeviikko, Abitti-harjoittelu koulun koneella\n")

    # ------------------------------------------------------------ Eero's university application (Projects Children)
    ee = "Tiedostot/Lapset/Eero/Yhteishaku 2026"
    add(f"{ee}/Hakemus Opintopolku yhteishaku kevät 2026.pdf", P, "Children", ago(2026, 3, 24),
        "Opintopolku - Hakemus vastaanotettu\nKorkeakoulujen yhteishaku kevät 2026\nHakija Eero Virtanen\n"
        "1. Tampereen yliopisto, Tieto- ja sähkötekniikka, tekniikan kandidaatti ja diplomi-insinööri\n"
        "2. Tampereen ammattikorkeakoulu, Sähkö- ja automaatiotekniikka\n3. Aalto-yliopisto, Sähkötekniikka")
    add(f"{ee}/DIA-valintakoe kutsu.pdf", P, "Children", ago(2026, 5, 14),
        "DIA-valinnat - Kutsu valintakokeeseen\nEero Virtanen, DI-valintakoe (matematiikka ja fysiikka)\n"
        "Ti 2.6.2026 klo 9-13, Tampere, Hervannan kampus, Tietotalo\nOta mukaan kuvallinen henkilöllisyystodistus")
    add(f"{ee}/Ylioppilastodistus skannattu.pdf", P, "Children", ago(2026, 3, 23),
        "YLIOPPILASTUTKINTOTODISTUS\nEero Virtanen\nÄidinkieli M, Matematiikka pitkä E, Fysiikka E, "
        "Englanti M, Ruotsi keskipitkä C\nTampereen lyseon lukio, kevät 2025")
    add(f"{ee}/Todistusvalinta pisteet laskuri.xlsx", P, "Children", ago(2026, 3, 20),
        "Aine;Arvosana;Pisteet\nMatematiikka pitkä;E;46,1\nFysiikka;E;35,1\nÄidinkieli;M;24,0\nEnglanti;M;20,6\n"
        "Yhteensä;;125,8\nViime vuoden alin hyväksytty Tieto- ja sähkötekniikka;;118,4")

    # ------------------------------------------------------------ Eero's lukio and army (Archive Children)
    ea = "Tiedostot/Lapset/Eero"
    add(f"{ea}/Lukio/Abiturientin opinto-ohjelma 2024-2025.pdf", X, "Children", ago(2024, 8, 15),
        "Tampereen lyseon lukio - Abiturientin vuosi 2024-2025\nEero Virtanen, 22C\nSyksyn kirjoitukset: "
        "fysiikka, englanti. Kevään: äidinkieli, matematiikka, ruotsi\nPenkkarit 13.2.2025, vanhojen tanssit")
    add(f"{ea}/Lukio/Ylioppilasjuhlat 2025 vieraslista.xlsx", X, "Children", ago(2025, 5, 20),
        "Vieras;Tulossa;Huom\nMummu ja vaari;kyllä;\nMarkku ja Tiina;kyllä;\nKaisa-täti;kyllä;gluteeniton\n"
        "Naapurin Hannulat;kyllä;\nEeron kaverit 12 hlö;illalla;")
    add(f"{ea}/Lukio/Ylioppilasjuhlat tarjoilut.docx", X, "Children", ago(2025, 5, 22),
        "Eeron ylioppilasjuhlat la 31.5.2025 klo 14-17\nKakut: mansikkakakku 2, suolainen voileipäkakku 2\n"
        "Karjalanpiirakat ja munavoi, lohipiiraat, boolit\nKukat: Kukkakauppa Vihervaara nouto pe")
    add(f"{ea}/Armeija/Palvelukseenastumismääräys.pdf", X, "Children", ago(2025, 1, 14),
        "Puolustusvoimat - Palvelukseenastumismääräys\nEero Virtanen\nSaapumiserä II/2025, palvelukseen "
        "7.7.2025 klo 12 mennessä\nJoukko-osasto: Panssariprikaati, Parolannummi\nPalvelusaika 255 vrk (alustava)")
    add(f"{ea}/Armeija/Kotiuttaminen 19.3.2026.pdf", X, "Children", ago(2026, 3, 20),
        "Panssariprikaati - Kotiuttamistodistus\nAlikersantti Eero Virtanen\nPalvelus 7.7.2025-19.3.2026, 255 vrk\n"
        "Reservin kotiuttamisen yhteydessä annettu palvelustodistus ja reserviläisen tiedote")
    add(f"{ea}/Armeija/Valatilaisuus Parola.docx", X, "Children", ago(2025, 8, 18),
        "Valatilaisuus la 23.8.2025 Parolannummella klo 11\nLähtö Tampereelta 8.30, mukaan mummu\n"
        "Kotiloma alkaa valan jälkeen, paluu su 21.00")
    photo(f"{ea}/Armeija/vala.jpg", X, "Children", ago(2025, 8, 23))
    add(f"{lo}/Yläkoulu/Päättötodistus 9lk kopio.pdf", X, "Children", ago(2025, 6, 3),
        "Tampereen kaupunki - Perusopetuksen päättötodistus\nLotta Virtanen, Hatanpään koulu, 9C\n"
        "Keskiarvo lukuaineet 9,1\nAnnettu 31.5.2025")
    add(f"{lo}/Yläkoulu/Yhteishaku 2025 Lotta.pdf", X, "Children", ago(2025, 3, 30),
        "Opintopolku - Perusopetuksen jälkeisen koulutuksen yhteishaku 2025\nHakija Lotta Virtanen\n"
        "1. Näsinkallion lukio 2. Tampereen lyseon lukio 3. Sammon keskuslukio")

    # ------------------------------------------------------------ Auto (Areas Car)
    au = "Tiedostot/Auto"
    add(f"{au}/Katsastus 2025 Skoda.pdf", A, "Car", ago(2025, 9, 12),
        "A-Katsastus - Katsastustodistus\nSkoda Octavia Combi 1.6 TDI 2014, rek. KLT-482\nMittarilukema "
        "258 410 km\nHyväksytty, huomautus: takajarrulevyt kuluneet\nSeuraava katsastus 12.9.2026 mennessä")
    add(f"{au}/Huolto 2026-02 lasku.pdf", A, "Car", ago(2026, 2, 18),
        "Autokorjaamo Lielahti - Lasku 11872\nKLT-482 Skoda Octavia, 263 900 km\nMääräaikaishuolto, öljyt, "
        "suodattimet, takajarrut (levyt ja palat)\nYhteensä 746,30 EUR")
    add(f"{au}/Liikennevakuutus If 2026.pdf", A, "Car", ago(2026, 1, 8),
        "If Vakuutus - Vakuutuskirja\nLiikennevakuutus ja osakasko, KLT-482, Skoda Octavia\n"
        "Bonus 80 %, vakuutusmaksu 492,00 EUR / vuosi")
    add(f"{au}/Ajoneuvovero 2026.pdf", A, "Car", ago(2026, 3, 2),
        "Traficom - Ajoneuvoverolasku\nKLT-482, verokausi 15.3.2026-14.3.2027\nPerusvero 188,34 EUR, "
        "käyttövoimavero 317,55 EUR (diesel)\nYhteensä 505,89 EUR")
    add(f"{au}/Rengashotelli kuitti.pdf", A, "Car", ago(2026, 4, 24),
        "Vianor Tampere - Kuitti\nRenkaiden vaihto kesärenkaisiin, rengashotelli kausi, KLT-482\nYhteensä 89,00 EUR")
    add(f"{au}/Skoda Octavia omistajan käsikirja.pdf", R, "Car", ago(2019, 8, 30),
        "ŠKODA OCTAVIA - Omistajan käsikirja\nMittaristo, huoltovälinäyttö, renkaiden paineet, "
        "sulaketaulukko, hinaus")
    add(f"{au}/Vanhat/Golf kauppakirja 2019.pdf", X, "Car", ago(2019, 8, 24),
        "Ajoneuvon kauppakirja\nMyyjä Jukka Virtanen, ostaja Autoliike Hämeenkangas\nVolkswagen Golf 1.4 TSI 2008, "
        "rek. ISM-517\nKauppahinta 3 200 EUR, luovutus 24.8.2019")
    add(f"{au}/Vanhat/Skoda ostosopimus 2019.pdf", A, "Car", ago(2019, 8, 24),
        "Kauppasopimus - Autoliike Hämeenkangas\nSkoda Octavia Combi 1.6 TDI 2014, KLT-482, 142 000 km\n"
        "Hinta 13 900 EUR, vaihtoautona Golf 2008. Ostaja Jukka Virtanen")

    # ------------------------------------------------------------ Auton vaihto 2026 (Projects Car)
    av = "Tiedostot/Auto/Auton vaihto 2026"
    add(f"{av}/Vertailu.xlsx", P, "Car", 7.0,
        "Auto;Vuosi;Km;Hinta;Myyjä;Huom\nToyota Corolla Touring Sports 1.8 Hybrid;2021;78 000;23 900;Toyota Tampere;"
        "takuu\nToyota RAV4 Hybrid;2019;112 000;27 500;K-Auto;iso\nKia Niro Hybrid;2020;91 000;19 800;Nettiauto "
        "yksityinen;\nSkoda Octavia iV;2021;84 000;25 200;Skoda Lempäälä;plug-in")
    add(f"{av}/Nettiauto Corolla ilmoitus.pdf", P, "Car", 9.0,
        "Nettiauto.com - Toyota Corolla Touring Sports 1.8 Hybrid Active, 2021\n78 000 km, automaatti, "
        "huoltokirja, 2 x renkaat\nHinta 23 900 EUR, Toyota Tampere Lielahti")
    add(f"{av}/Rahoitustarjous OP.pdf", P, "Car", 4.0,
        "OP - Autolainatarjous\nLainasumma 12 000 EUR, laina-aika 48 kk, korko 5,95 %\nKuukausierä n. 282 EUR. "
        "Vaihtoautona Skoda Octavia KLT-482, hinta-arvio 4 500 EUR")
    add(f"{av}/koeajo.txt", P, "Car", 2.0,
        "koeajo la 6.6. klo 11 Toyota Lielahti, kysy:\n- hybridiakun kunto (raportti)\n- jakohihna/huollot\n"
        "- vaihtoauton hinta vs. myydä itse\n- vetokoukku mökin peräkärryä varten!")

    # ------------------------------------------------------------ Terveys (Areas Health)
    te = "Tiedostot/Terveys"
    add(f"{te}/Työterveys Aino terveystarkastus 2026.pdf", A, "Health", ago(2026, 2, 27),
        "Terveystalo Työterveys - Terveystarkastuksen yhteenveto\nAino Virtanen, luokanopettaja, Tampereen kaupunki\n"
        "Verenpaine 128/82, kolesteroli 5,4, ääni: käheyttä kevätkaudella -> puheterapeutin äänenhuolto-ohjaus\n"
        "Seuraava tarkastus 2029")
    add(f"{te}/Jukka työterveys kutsu.pdf", A, "Health", ago(2026, 4, 2),
        "Mehiläinen Työterveys - Kutsu määräaikaiseen terveystarkastukseen\nJukka Virtanen, Nordic Paper Machinery Oy\n"
        "Laboratorio 20.4.2026 klo 7.30, terveydenhoitaja 27.4.2026\nMelualtistus: kuulontutkimus")
    add(f"{te}/Kela korvaukset 2025.pdf", A, "Health", ago(2026, 1, 16),
        "Kela - Yhteenveto sairausvakuutuskorvauksista 2025\nAino Virtanen\nLääkekorvaukset 84,20 EUR, "
        "matkakorvaukset 0,00 EUR\nLääkekatto 2025: 626,97 EUR, ei täyttynyt")
    add(f"{te}/Hammaslääkäri Lotta oikomishoito.pdf", A, "Health", ago(2025, 11, 4),
        "Tampereen kaupungin suun terveydenhuolto - Hoitosuunnitelma\nLotta Virtanen\nOikomishoito: "
        "kiinteät kojeet yläleuka, kontrollit 6 viikon välein, arvioitu kesto 18 kk")
    add(f"{te}/Reseptit ja lääkkeet.txt", A, "Health", 40.0,
        "Kotiapteekki / reseptit\nJukka: verenpainelääke Amlodipin 5 mg, uusittu OmaKannassa 3/2026\n"
        "Aino: allergialääke (kevät), Ventoline tarvittaessa\nLotta: siitepölyallergia, silmätipat\n"
        "Eero: -\nInfluenssarokotteet: syksyllä työterveydessä")
    add(f"{te}/Silmälääkäri Aino 2025.pdf", A, "Health", ago(2025, 10, 8),
        "Instrumentarium - Näöntutkimus\nAino Virtanen\nOD -1,75 cyl -0,50, OS -2,00, lisä +1,25\n"
        "Suositus: progressiiviset lasit, lukulasit luokkatyöhön")

    # ------------------------------------------------------------ Jukan polvi 2024 (Archive Health)
    pv = "Tiedostot/Terveys/Jukan polvi 2024"
    add(f"{pv}/Leikkauskertomus.pdf", X, "Health", ago(2024, 9, 25),
        "Coxa - Leikkauskertomus\nJukka Virtanen, oikea polvi\nTähystys, mediaalisen nivelkierukan osittainen "
        "poisto 24.9.2024\nKotiutus samana päivänä, kepit 2 viikkoa")
    add(f"{pv}/Fysioterapia ohjelma.pdf", X, "Health", ago(2024, 10, 9),
        "Fysioterapeutti Sanna Rantanen - Kotiharjoitteet\n1. Reisilihaksen jännitys 3 x 15\n2. Suoran jalan "
        "nosto\n3. Kuntopyörä 15 min\n4. Kyykky tuolin avulla")
    add(f"{pv}/Fysioterapia laskut.xlsx", X, "Health", ago(2025, 2, 20),
        "Pvm;Käynti;Hinta;Työterveys korvaa\n9.10.2024;Fysioterapia;78;kyllä\n23.10.2024;Fysioterapia;78;kyllä\n"
        "6.11.2024;Fysioterapia;78;kyllä\n15.1.2025;Loppuarvio;78;kyllä")

    # ------------------------------------------------------------ Kuoro (Areas Choir: treasurer)
    ku = "Tiedostot/Kuoro"
    add(f"{ku}/Jäsenmaksut 2026.xlsx", A, "Choir", 11.0,
        lambda r, dt: "Jäsen;Ääni;Kevät 2026;Syksy 2026\n" + "\n".join(
            f"{r.choice(ETU)} {r.choice(SUKU)};{r.choice(['S1', 'S2', 'A1', 'A2', 'T', 'B1', 'B2'])};"
            f"{r.choice(['90 maksettu', '90 maksettu', '45 opiskelija', 'avoin'])};" for _ in range(22)))
    add(f"{ku}/Tilinpäätös 2025 Sekakuoro Kaiku.pdf", A, "Choir", ago(2026, 2, 14),
        "Sekakuoro Kaiku ry - Tilinpäätös 1.1.-31.12.2025\nTuotot: jäsenmaksut 3 960 EUR, konserttien "
        "pääsyliput 4 210 EUR, Tampereen kaupungin avustus 1 500 EUR\nKulut: kuoronjohtajan palkkio 6 000 EUR, "
        "nuotit 410 EUR, tilavuokrat 1 120 EUR\nTilikauden ylijäämä 640,18 EUR\nRahastonhoitaja Aino Virtanen")
    add(f"{ku}/Hallituksen kokous 2026-04-21 pöytäkirja.docx", A, "Choir", ago(2026, 4, 22),
        "Sekakuoro Kaiku ry, hallituksen kokous 21.4.2026 Aleksanterin seurakuntatalolla\n"
        "1. Kevätkonsertin järjestelyt 2. Talousraportti (rahastonhoitaja): tilillä 5 812 EUR\n"
        "3. Syyskauden harjoitusleiri 3.-4.10. 4. Uudet jäsenet: 2 tenoria koelauluun")
    add(f"{ku}/Kuoron kassakirja 2026.xlsx", A, "Choir", 3.5,
        "Pvm;Selite;Tulo;Meno\n15.1.;Jäsenmaksuja;1260;\n2.2.;Nuotit Fennica Gehrman;;184,50\n"
        "10.5.;Kevätkonsertin liput;2380;\n12.5.;Kirkon vuokra;;350\n20.5.;Kuoronjohtajan palkkio;;1500")
    add(f"{ku}/Avustushakemus Tampere 2026.pdf", A, "Choir", ago(2026, 1, 28),
        "Tampereen kaupunki - Kulttuurin toiminta-avustus 2026\nHakija Sekakuoro Kaiku ry, y-tunnus 1088412-6\n"
        "Haettava summa 2 000 EUR. Toiminta: 2 konserttia, harjoitusleiri, yhteistyö Tampereen Kuoroliiton kanssa")
    add(f"{ku}/Jäsenkirje syksy 2026.docx", A, "Choir", 1.8,
        "Hei Kaikulaiset!\nSyyskausi alkaa ti 25.8. klo 18.30. Jäsenmaksu 90 € (opiskelijat 45 €) tilille "
        "FI12 1234 5600 0789 10 viim. 30.9.\nHarjoitusleiri 3.-4.10. Kangasalla.\nTerveisin rahastonhoitaja Aino")

    # ------------------------------------------------------------ nuotit and stemmat (Resources Choir)
    nu = "Tiedostot/Kuoro/Nuotit"
    for fn, text in (
            ("Sibelius - Finlandia-hymni SATB.pdf", "Jean Sibelius: Finlandia-hymni, sekakuoro SATB\nSanat V. A. Koskenniemi: Oi Suomi, katso, sinun päiväs koittaa"),
            ("Den blomstertid nu kommer.pdf", "Den blomstertid nu kommer, svensk psalm 199\nSATB, arr. för blandad kör\nDen blomstertid nu kommer med lust och fägring stor"),
            ("Kotimaani ompi Suomi.pdf", "Kotimaani ompi Suomi, kansanlaulu, sov. sekakuorolle\nSopraano, altto, tenori, basso"),
            ("Toivo Kuula - Iltatunnelma.pdf", "Toivo Kuula: Iltatunnelma, sekakuoro a cappella"),
            ("Hallelujah Cohen arr SATB.pdf", "Leonard Cohen: Hallelujah, arr. for SATB choir and piano")):
        add(f"{nu}/{fn}", R, "Choir", r.uniform(200, 900), text)
    mu = "Musiikki/Kuoro harjoitus"
    for fn, ttl in (("Finlandia altto.mp3", "Finlandia - altto"), ("Den blomstertid altto.mp3", "Den blomstertid - alt"),
                    ("Iltatunnelma altto.mp3", "Iltatunnelma - altto"), ("Hallelujah altto.mp3", "Hallelujah - alto")):
        add(f"{mu}/{fn}", R, "Choir", r.uniform(30, 300),
            lambda r, dt, ttl=ttl: _id3(r, ttl, "Sekakuoro Kaiku harjoitusääni", "Kaiku harjoitus"))

    # ------------------------------------------------------------ Kevätkonsertti 10.5.2026 (Archive Choir)
    kk = "Tiedostot/Kuoro/Kevätkonsertti 2026"
    add(f"{kk}/Kevätkonsertti käsiohjelma.docx", X, "Choir", ago(2026, 5, 4),
        "Sekakuoro Kaiku - Kevään kaiku\nSu 10.5.2026 klo 16, Aleksanterin kirkko, Tampere\n"
        "Johtaa Ilkka Salminen, piano Marja Tuominen\nOhjelma: Finlandia-hymni, Iltatunnelma, Den blomstertid "
        "nu kommer, Hallelujah\nLiput 20/15 €, lapset ilmaiseksi")
    add(f"{kk}/Lipunmyynti tilitys.xlsx", X, "Choir", ago(2026, 5, 12),
        "Lipputyyppi;Kpl;Hinta;Yht\nAikuinen;96;20;1920\nEläkeläinen/opisk.;28;15;420\nOvella käteinen;2;20;40\nYhteensä;;;2380")
    add(f"{kk}/Kirkon varaus vahvistus.pdf", X, "Choir", ago(2026, 1, 20),
        "Tampereen seurakuntayhtymä - Tilavarausvahvistus\nAleksanterin kirkko su 10.5.2026 klo 13-18\n"
        "Varaaja Sekakuoro Kaiku ry / Aino Virtanen, vuokra 350 EUR")
    photo(f"{kk}/konsertti kuoro.jpg", X, "Choir", ago(2026, 5, 10))

    # ------------------------------------------------------------ Japani 2026 (Projects Travel)
    jp = "Tiedostot/Japani 2026"
    add(f"{jp}/Finnair e-ticket HEL-HND.pdf", P, "Travel", ago(2026, 2, 28),
        "Finnair - Electronic ticket receipt\nPassengers: VIRTANEN/AINO MRS, VIRTANEN/JUKKA MR\n"
        "AY61 Helsinki HEL - Tokyo Haneda HND 10 OCT 2026 17:30\nAY62 Tokyo HND - Helsinki 18 OCT 2026 10:25\n"
        "Booking reference KX7Q2M, total EUR 2 318,40")
    add(f"{jp}/Hotel Gracery Shinjuku booking.pdf", P, "Travel", ago(2026, 3, 5),
        "Booking.com - Booking confirmation\nHotel Gracery Shinjuku, Tokyo\nCheck-in 11 Oct 2026, check-out 14 Oct 2026, "
        "3 nights, Double room\nGuest Aino Virtanen, total JPY 84 600, pay at property")
    add(f"{jp}/Ryokan Kyoto confirmation.eml", P, "Travel", ago(2026, 3, 19),
        lambda r, dt: _eml("reservations@yoshida-sanso-ryokan.jp", "aino.virtanen@elisanet.fi",
                           "Reservation confirmed: 15-16 October 2026", dt,
                           "Dear Ms. Virtanen,\nThank you for your reservation at our ryokan in Kyoto.\n"
                           "Check-in 15 October 2026 from 15:00, 1 night, Japanese-style room with kaiseki dinner and "
                           "breakfast for 2 persons.\nPlease inform us of any dietary restrictions.\nBest regards"))
    add(f"{jp}/Matkasuunnitelma.docx", P, "Travel", 5.0,
        "Japani 10.-18.10.2026 - 25-vuotishääpäivämatka\nla 10.10. lento HEL-HND\nsu-ti Tokio: Asakusa, Meiji-"
        "pyhäkkö, Shibuya, teamLab, tsukiji\nke 14.10. Shinkansen Kioto, Fushimi Inari\nto 15.10. ryokan, "
        "Arashiyama\npe 16.10. Nara päiväretki\nla 17.10. Osaka -> Tokio, su 18.10. kotiin\nSijainen 12.-16.10. "
        "rehtorilta haettu (syysloma vko 42)")
    add(f"{jp}/Budjetti Japani.xlsx", P, "Travel", 5.5,
        "Kulu;Arvio €;Maksettu\nLennot;2318;kyllä\nHotelli Tokio 3 yötä;540;\nRyokan;480;ennakko 100\n"
        "Hotelli Osaka 2 yötä;260;\nJR Pass / Shinkansen;420;\nRuoka 9 pv;700;\nPääsyliput;200;")
    add(f"{jp}/Japanin fraaseja.txt", P, "Travel", 20.0,
        "Arigatou gozaimasu - kiitos paljon\nSumimasen - anteeksi\nKore wa ikura desu ka? - paljonko tämä maksaa?\n"
        "Eki wa doko desu ka? - missä asema on?\nOishii! - herkullista\nKanpai! - kippis")
    add(f"{jp}/JR Pass vai yksittäiset liput.md", P, "Travel", 25.0,
        "# JR Pass 2026\n\n- 7 pv pass 50 000 JPY hinnankorotuksen jälkeen\n- Tokio-Kioto Nozomi 14 170 JPY suuntaansa\n"
        "- Päätös: ostetaan yksittäiset liput + ICOCA/Suica\n")
    add(f"{jp}/Lonely Planet Japan otteet.pdf", P, "Travel", 45.0,
        "Lonely Planet Japan - Kyoto & Nara chapter\nTop sights: Fushimi Inari-Taisha, Kinkaku-ji, Arashiyama "
        "Bamboo Grove, Todai-ji in Nara\nGetting around: buses, subway, cycling")
    add(f"{jp}/Matkavakuutus todistus.pdf", P, "Travel", 3.0,
        "LähiTapiola - Matkavakuutustodistus / Travel insurance certificate\nInsured: Aino Virtanen, Jukka Virtanen\n"
        "Valid worldwide incl. Japan, 10.10.2026-18.10.2026, medical expenses unlimited")

    # ------------------------------------------------------------ past trips (Archive Travel)
    mt = "Tiedostot/Matkat"
    add(f"{mt}/Rooma 2024/Lennot Norwegian Rooma.pdf", X, "Travel", ago(2024, 3, 2),
        "Norwegian - Travel receipt\nVIRTANEN AINO, JUKKA, EERO, LOTTA\nHEL-FCO 28 JUN 2024, FCO-HEL 5 JUL 2024\nTotal EUR 1 284")
    add(f"{mt}/Rooma 2024/Airbnb Trastevere.pdf", X, "Travel", ago(2024, 3, 10),
        "Airbnb - Reservation confirmed\nApartment in Trastevere, Rome, 4 guests, 28 Jun - 5 Jul 2024\nTotal EUR 1 190")
    add(f"{mt}/Rooma 2024/Rooman nähtävyydet lista.txt", X, "Travel", ago(2024, 6, 20),
        "Colosseum + Forum liput ostettu 29.6. klo 9.30\nVatikaanin museot 1.7. (varaus!)\nTrevi, Pantheon, "
        "Spanish Steps\nPäiväretki Ostia Antica\nGelato: Giolitti")
    photo(f"{mt}/Rooma 2024/IMG_20240630_111502.jpg", X, "Travel", ago(2024, 6, 30))
    photo(f"{mt}/Rooma 2024/IMG_20240702_184420.jpg", X, "Travel", ago(2024, 7, 2))
    add(f"{mt}/Levi 2025/Levi mökkivaraus.pdf", X, "Travel", ago(2024, 11, 20),
        "Levin Mökit - Varausvahvistus\nHirsimökki Kätkä 6, 1.-8.3.2025 (talviloma vko 10)\nVaraaja Aino Virtanen, "
        "hinta 1 120 EUR\nHissiliput ja ladut: Levin latuverkosto 230 km")
    add(f"{mt}/Levi 2025/Pakkauslista Levi.docx", X, "Travel", ago(2025, 2, 25),
        "Pakkauslista Levi\n- sukset: perinteiset ja luistelu, voiteet\n- laskettelukamat Lotalle ja Eerolle\n"
        "- otsalamput, villasukat, toppahousut\n- ruoka ensimmäiseksi illaksi")
    add(f"{mt}/Tukholman risteily 2023.pdf", X, "Travel", ago(2023, 10, 2),
        "Viking Line - Booking confirmation\nTurku-Stockholm-Turku 13.-15.10.2023, Viking Grace\nHytti B4, "
        "4 henkilöä, Buffet\nTotalt EUR 486")

    # ------------------------------------------------------------ Reseptit (Resources Cooking)
    rp = "Tiedostot/Reseptit"
    for fn, text in (
            ("Karjalanpiirakat.docx", "Karjalanpiirakat (n. 30 kpl)\nPuuro: 3 dl vettä, 2 dl puuroriisiä, 1 l maitoa, suola\n"
             "Kuori: 2 dl vettä, 1 tl suolaa, 4 dl ruisjauhoja, 1 dl vehnäjauhoja\nPaista 275 asteessa 12-15 min, voitele voi-vesiseoksella"),
            ("Mustikkapiirakka.txt", "Mustikkapiirakka\n150 g voita, 1 dl sokeria, 1 muna, 2,5 dl vehnäjauhoja, 1 tl leivinjauhetta\n"
             "Täyte: 4 dl mustikoita, 2 dl kermaviiliä, 1 muna, 1 dl sokeria, vaniljasokeri\n200 astetta 25-30 min"),
            ("Lohikeitto.txt", "Lohikeitto 4 hengelle\n400 g lohta, 6 perunaa, 1 sipuli, 1 porkkana, 1 l vettä, 2 dl kermaa, tilliä, maustepippuria"),
            ("Puolukkapuuro eli vispipuuro.md", "# Vispipuuro\n\n- 1 l vettä\n- 3 dl puolukoita\n- 1,5 dl mannaryynejä\n- 1 dl sokeria\n\nKeitä, vatkaa vaahdoksi, tarjoa maidon kanssa.\n"),
            ("Kanelbullar recept.txt", "Kanelbullar\n50 g jäst, 5 dl mjölk, 150 g smör, 1 dl socker, 1 tsk kardemumma, ca 13 dl vetemjöl\n"
             "Fyllning: smör, socker, kanel. Grädda 225 grader 8-10 min"),
            ("Joulutortut.txt", "Joulutortut\nVoitaikinalevyt 2 pkt, luumumarmeladi, kananmuna voiteluun\n225 astetta 10-12 min"),
            ("Mustaherukkahillo.docx", "Mustaherukkahillo\n1 kg mustaherukoita, 600 g hillosokeria, 1 dl vettä\nKeitä 5 min, purkita kuumiin purkkeihin"),
            ("Sienikastike suppilovahvero.txt", "Suppilovahverokastike\n1 l suppilovahveroita, 1 sipuli, voita, 2 dl kermaa, timjamia, suola, pippuri"),
            ("Ramen ohje japani.txt", "Kotiramen (Japani-innostus)\nLiemi: kanaa, inkivääri, valkosipuli, soija, miso\nNuudelit, kananmuna 6,5 min, kevätsipuli, nori")):
        add(f"{rp}/{fn}", R, "Cooking", r.uniform(60, 1500), text)

    # ------------------------------------------------------------ e-kirjat (Resources Books)
    eb = "Tiedostot/e-kirjat"
    for fn, ttl, au_, lang, para in (
            ("Kivi - Seitsemän veljestä.epub", "Seitsemän veljestä", "Aleksis Kivi", "fi",
             "Jukolan talo, eteläisessä Hämeessä, seisoo erään mäen pohjoisella rinteellä, liki Toukolan kylää."),
            ("Aho - Rautatie.epub", "Rautatie", "Juhani Aho", "fi", "Matti ja Liisa, vanha pari, kuulevat rautatiestä."),
            ("Canth - Työmiehen vaimo.epub", "Työmiehen vaimo", "Minna Canth", "fi", "Näytelmä viidessä näytöksessä."),
            ("Lagerlöf - Gösta Berlings saga.epub", "Gösta Berlings saga", "Selma Lagerlöf", "sv",
             "Äntligen stod prästen i predikstolen."),
            ("Runeberg - Fänrik Ståls sägner.epub", "Fänrik Ståls sägner", "Johan Ludvig Runeberg", "sv",
             "Vårt land, vårt land, vårt fosterland."),
            ("Austen - Pride and Prejudice.epub", "Pride and Prejudice", "Jane Austen", "en",
             "It is a truth universally acknowledged, that a single man in possession of a good fortune...")):
        add(f"{eb}/{fn}", R, "Books", r.uniform(100, 1200), _epub(ttl, au_, lang, para))

    # ------------------------------------------------------------ Hiihto ja luonto (Resources Outdoors)
    hi = "Tiedostot/Hiihto ja luonto"
    add(f"{hi}/Voitelukaavio perinteinen.pdf", R, "Outdoors", ago(2024, 1, 10),
        "Swix - Pitovoitelukaavio perinteinen\nUusi lumi -10...-4: V40 sininen, -4...-1: V45 violetti\n"
        "Vanha lumi / klisteri: K22 VM universal\nLuistovoide lämpötilan mukaan")
    add(f"{hi}/Tampereen ladut kartta.pdf", R, "Outdoors", ago(2025, 12, 1),
        "Tampereen kaupunki - Latukartta\nKauppi 4-25 km valaistut ladut, Hervanta, Tesoma, Ikuri\n"
        "Latutilanne: latu.tampere.fi")
    add(f"{hi}/Hiihtoharjoittelu ohjelma.xlsx", R, "Outdoors", ago(2025, 11, 20),
        "Viikko;Ma;Ke;La;Su\n47;Sauvakävely 1h;Kuntosali;Rullahiihto 1,5h;Lepo\n49;Lumilatu Kauppi 10 km;;20 km PK;\n"
        "51;15 km;Intervalli;30 km;\n2;20 km;;35 km;")
    add(f"{hi}/Marjapaikat.txt", R, "Outdoors", ago(2025, 8, 1),
        "Marjapaikat\n- mustikka: mökin takametsä, Hirvikosken harju (heinäkuun loppu)\n"
        "- puolukka: Ruoveden kankaat, sähkölinjan alla (syyskuu)\n- lakka: ei lähellä, Seitseminen?\n"
        "- suppilovahvero: kuusikko tien varressa lokakuussa")
    add(f"{hi}/Sieniopas yleisimmät ruokasienet.pdf", R, "Outdoors", ago(2023, 9, 5),
        "Ruokasienet - opas\nKantarelli, suppilovahvero, herkkutatti, karvarousku (ryöpättävä), mustatorvisieni\n"
        "Myrkylliset: valkokärpässieni, korvasieni raakana, suippumyrkkyseitikki")
    add(f"{hi}/Retkeilykohteet Pirkanmaa.md", R, "Outdoors", ago(2024, 5, 2),
        "# Retkikohteet\n\n- Seitsemisen kansallispuisto: Multiharju, Kovero\n- Helvetinjärvi, Ruovesi\n"
        "- Kintulammi, Tampere\n- Vapriikki sadepäiväksi\n")

    # ------------------------------------------------------------ Finlandia-hiihto 2026 (Archive Outdoors)
    fh = "Tiedostot/Hiihto ja luonto/Finlandia-hiihto 2026"
    add(f"{fh}/Ilmoittautuminen vahvistus.pdf", X, "Outdoors", ago(2025, 10, 3),
        "Finlandia-hiihto - Ilmoittautumisvahvistus\nAino Virtanen, P50 perinteinen 22.2.2026\n"
        "Lähtö Lahden stadion klo 9.00, lähtöryhmä 5. Osallistumismaksu 95 EUR")
    add(f"{fh}/Tulos P50 naiset.pdf", X, "Outdoors", ago(2026, 2, 23),
        "Finlandia-hiihto 2026 - Tulokset P50 naiset\nSija 412. Virtanen Aino, Tampere, N45, 4:18:37\n"
        "Väliajat: Kalliola 1:44:10, Nastola 3:02:55")
    add(f"{fh}/Majoitus Lahti.pdf", X, "Outdoors", ago(2025, 11, 10),
        "Solo Sokos Hotel Lahden Seurahuone - Varausvahvistus\n21.-22.2.2026, 1 yö, Aino Virtanen\nHinta 139 EUR")
    photo(f"{fh}/maalissa.jpg", X, "Outdoors", ago(2026, 2, 22))

    # ------------------------------------------------------------ Lataukset: nameless downloads (hard)
    dl = "Lataukset"
    add(f"{dl}/Document (3).pdf", A, "Finance", ago(2026, 1, 22),
        "OP Tampere - Vuosi-ilmoitus lainoista verotusta varten 2025\nAino Virtanen (50 %), Jukka Virtanen (50 %)\n"
        "Asuntolaina 5730 2211 9004, käyttötarkoitus: vakituinen asunto Haapatie 7, Tampere\n"
        "Pääoma 31.12.2025 144 912,06 EUR, maksetut korot 2025 4 318,77 EUR\n"
        "Tiedot on ilmoitettu Verohallinnolle. Tarkista esitäytetystä veroilmoituksesta.", hard=True)
    add(f"{dl}/Document (4).pdf", P, "Home", ago(2026, 5, 19),
        "Pirkanmaan Maalämpö Oy - LASKU 2026-1184\nAsiakas Jukka Virtanen, Haapatie 7, 33470 Tampere\n"
        "Urakkasopimuksen mukainen 1. maksuerä (30 %): porakaivo 190 m valmis 15.5.2026\n"
        "Veloitus 6 570,00 EUR (sis. alv 25,5 %), josta kotitalousvähennykseen oikeuttavaa työtä 3 200,00 EUR\n"
        "Eräpäivä 2.6.2026, viite 20261184", hard=True)
    add(f"{dl}/download.pdf", R, "Outdoors", ago(2024, 12, 4),
        "Suomen Latu - Perinteisen hiihdon tekniikkavinkit\nTasatyöntö: vartalo mukaan, sauvat lähelle kehoa\n"
        "Vuorohiihto: potku ja liuku, paino yhdellä suksella kerrallaan\nYlämäet: haarakäynti, tiheä askel\n"
        "Pito: voitele pitoalue kantapäästä 60 cm eteenpäin", hard=True)
    add(f"{dl}/download (1).pdf", A, "Car", ago(2026, 3, 3),
        "Traficom - Ajoneuvon tiedot (rekisteriote)\nRekisteritunnus KLT-482, Skoda Octavia Combi 1.6 TDI, 2014\n"
        "Omistaja ja haltija Jukka Virtanen, Tampere\nKäyttöönottopäivä 14.3.2014, seuraava määräaikaiskatsastus "
        "12.9.2026\nVerotiedot: ajoneuvovero maksettu 14.3.2027 asti", hard=True)
    add(f"{dl}/liite.pdf", P, "Cottage", ago(2026, 4, 14),
        "Saunatalo Kelo Oy - TILAUSVAHVISTUS 5523\nTilaaja Jukka Virtanen, toimitusosoite Hirvikoskentie 112, Ruovesi\n"
        "Hirsisaunapaketti Laine 18 + kuisti, 134 mm lamellihirsi\nEnnakkomaksu 30 % 4 470 EUR maksettu 14.4.2026\n"
        "Toimitus viikolla 24 (arvio), nosturiauto, purkupaikka tasattava", hard=True)
    add(f"{dl}/liite (1).pdf", A, "Teaching", ago(2026, 2, 10),
        "Tampereen kaupunki, Kasvatus ja opetus - Lukuvuoden 2026-2027 työ- ja loma-ajat perusopetuksessa\n"
        "Syyslukukausi 11.8.-22.12.2026, syysloma vko 42 (12.-16.10.)\nKevätlukukausi 7.1.-29.5.2027, talviloma vko 9\n"
        "Opettajien yhteiset suunnittelupäivät 7.8. ja 10.8.2026", hard=True)
    add(f"{dl}/liite (2).pdf", A, "Choir", ago(2026, 2, 4),
        "Tampereen Kuoroliitto ry - Jäsenmaksulasku 2026\nSekakuoro Kaiku ry, rahastonhoitaja Aino Virtanen\n"
        "Jäsenkuoron perusmaksu 80 EUR + 32 laulajaa x 4 EUR\nYhteensä 208,00 EUR, eräpäivä 28.2.2026", hard=True)
    add(f"{dl}/tiedosto.pdf", A, "Health", ago(2026, 2, 20),
        "Terveystalo - Laboratoriotulokset\nAino Virtanen\nB-Hb 134 g/l, P-Gluk 5,4 mmol/l, fP-Kol 5,4, "
        "LDL 3,2, HDL 1,7, TSH 1,9\nLääkärin kommentti: arvot viitealueilla, kolesteroli lievästi koholla, "
        "liikunta ja ruokavalio riittävät", hard=True)
    add(f"{dl}/getDocument.pdf", A, "Finance", ago(2026, 4, 8),
        "Verohallinto - Esitäytetty veroilmoitus 2025, henkilöasiakas\nJukka Virtanen\nPalkkatulot 63 880 EUR, "
        "ennakonpidätys 19 720 EUR\nOsakesäästötilin tiedot, asuntolainan korot 2 159 EUR (50 %)\n"
        "Jos tiedot ovat oikein, sinun ei tarvitse tehdä mitään. Viimeinen korjauspäivä 19.5.2026", hard=True)
    add(f"{dl}/getDocument (1).pdf", A, "Children", ago(2026, 5, 5),
        "Kela - Ilmoitus lapsilisän päättymisestä\nAino Virtanen\nLapsilisä lapsesta Lotta Virtanen päättyy "
        "11/2026, kun lapsi täyttää 17 vuotta.\nViimeinen maksu 26.11.2026. Et voi saada lapsilisää 17 vuotta "
        "täyttäneestä. Lukiolaisen opintotukea voi hakea Kelasta.", hard=True)
    add(f"{dl}/Tuloste.pdf", P, "Travel", 6.0,
        "Visit Japan Web - Registration completed\nAINO VIRTANEN, Finland, passport FP1233987\n"
        "Planned arrival 11 Oct 2026, Haneda Airport, flight AY61\nImmigration and customs QR code to be shown on arrival", hard=True)
    add(f"{dl}/print.pdf", P, "Car", 3.0,
        "Toyota Tampere Lielahti - Koeajovaraus vahvistettu\nJukka Virtanen, puh. 040 552 1870\n"
        "Toyota Corolla Touring Sports 1.8 Hybrid 2021, rek. MZP-218\nLa 6.6.2026 klo 11.00. Vaihtoauton arviointi "
        "samalla: ota mukaan Skoda KLT-482 ja huoltokirja", hard=True)
    add(f"{dl}/asiakirja(1).docx", P, "Teaching", ago(2026, 5, 18),
        "Yhteistyö ja konsultaatio erityisopetuksessa (10 op) - tehtävänanto\nAvoin yliopisto, kesä 2026\n"
        "Tehtävä 1: Kuvaa oman koulusi monialaisen oppilashuoltoryhmän toiminta ja erityisopettajan rooli siinä.\n"
        "Tehtävä 2: Konsultaatiokeskustelu luokanopettajan kanssa, nauhoitus ja reflektio 4-5 s.\n"
        "Palautus Moodleen 30.6.2026, arviointi hyväksytty/hylätty", hard=True)
    add(f"{dl}/asiakirja(2).docx", A, "Choir", ago(2026, 4, 15),
        "ESITYSLISTA - Sekakuoro Kaiku ry:n hallituksen kokous\nAika ti 21.4.2026 klo 20.15 harjoitusten jälkeen\n"
        "1. Kokouksen avaus 2. Edellisen kokouksen pöytäkirja 3. Rahastonhoitajan katsaus\n"
        "4. Kevätkonsertin lipunmyynti ja kahvio 5. Syksyn harjoitusleiri 6. Muut asiat 7. Seuraava kokous", hard=True)
    add(f"{dl}/Nimetön.docx", A, "Teaching", ago(2026, 1, 19),
        "Hyvät 4A:n huoltajat\nLuokallamme on todettu päätäitä. Pyydän tarkistamaan lapsenne hiukset täikammalla "
        "tänään ja huomenna ja hoitamaan tarvittaessa apteekin täishampoolla.\nTäit eivät ole merkki huonosta "
        "hygieniasta. Ilmoittakaa minulle Wilman kautta, kun hoito on tehty.\nYstävällisin terveisin\n"
        "Aino Virtanen, luokanopettaja, Kuusikon koulu", hard=True)
    add(f"{dl}/export.csv", A, "Finance", 9.0,
        lambda r, dt: "Kirjauspäivä;Arvopäivä;Määrä EUROA;Laji;Selitys;Saaja/Maksaja;Saajan tilinumero;Viite\n" +
        "\n".join(f"{d}.05.2026;{d}.05.2026;{a};{k};{s};{w};{acc};{ref}" for d, a, k, s, w, acc, ref in (
            (2, "-958,40", "106", "LAINAN LYHENNYS", "OP Asuntoluotto", "", ""),
            (4, "-1210,44", "106", "E-LASKU", "Pirkanmaan Maalämpö Oy", "FI88 5000 1120 4477 21", "20261002"),
            (12, "4148,20", "710", "PALKKA", "Nordic Paper Machinery Oy", "", ""),
            (15, "3011,08", "710", "PALKKA", "Tampereen kaupunki", "", ""),
            (20, "-300,00", "106", "OMA SIIRTO", "Nordnet Bank AB", "FI21 8000 1400 0488 12", ""),
            (26, "112,00", "710", "LAPSILISÄ", "Kela", "", ""))), hard=True)
    add(f"{dl}/export (1).csv", A, "Choir", ago(2026, 3, 2),
        lambda r, dt: "Etunimi;Sukunimi;Ääniala;Sähköposti;Liittynyt;Jäsenmaksu 2026\n" + "\n".join(
            f"{r.choice(ETU)};{r.choice(SUKU)};{r.choice(['sopraano', 'altto', 'tenori', 'basso'])};"
            f"laulaja{i}@example.fi;{r.randint(1998, 2025)};{r.choice(['maksettu', 'maksettu', 'avoin'])}"
            for i in range(1, 24)) + "\n# Sekakuoro Kaiku ry jäsenrekisteri, vienti rahastonhoitajalle", hard=True)
    add(f"{dl}/taulukko.xlsx", P, "Cottage", 8.0,
        "Rantasauna - kustannusseuranta;;;\nErä;Budjetti;Toteutunut;Maksettu\nHirsipaketti Laine 18;14900;4470;ennakko\n"
        "Kiuas ja piippu;1938;1938;kyllä\nPerustukset ja harkot;900;612;kyllä\nLupamaksu Ruovesi;420;420;kyllä\n"
        "Sähköistys;1500;;\nLauteet ja panelit;1200;;\nYhteensä;20858;7440;", hard=True)
    add(f"{dl}/Taul1.xlsx", A, "Teaching", 11.0,
        "Välituntivalvonnat syyslukukausi 2026 - Kuusikon koulu;;;\nPäivä;Aamu 9.45;Ruokavälitunti;Iltapäivä 13.30\n"
        "Maanantai;Aino V. (pallokenttä);Jarkko;Heidi\nTiistai;Heidi;Aino V. (piha A);Petri\n"
        "Keskiviikko;Jarkko;Laura;Aino V. (metsäpiha)\nTorstai;Laura;Heidi;Jarkko\nPerjantai;Petri;Jarkko;Laura", hard=True)
    add(f"{dl}/view.pdf", X, "Travel", ago(2025, 3, 1),
        "Levi Ski Resort - Receipt / Kuitti\n6 days lift ticket adult x2, youth 16-19 x1, child x1\n"
        "Valid 2.3.2025 - 7.3.2025, Levi, Kittilä\nTotal EUR 812,00 paid by Visa ****4471", hard=True)
    add(f"{dl}/file.pdf", R, "Cooking", ago(2025, 6, 2),
        "Raparperipiirakka - resepti\n150 g voita, 1,5 dl sokeria, 2 munaa, 3 dl vehnäjauhoja, 1 tl leivinjauhetta\n"
        "Täyte: 500 g raparperia paloiteltuna, 1 dl sokeria, 1 rkl perunajauhoja\nPaista 200 asteessa 30 min. "
        "Tarjoa vaniljakastikkeen kanssa.", hard=True)
    add(f"{dl}/lataus.pdf", A, "Home", ago(2026, 5, 6),
        lambda r, dt: _sahko(r, dt) + "\nHuom: kulutusvertailu - huhtikuu 2026 vs. 2025, öljylämmitys", hard=True)
    add(f"{dl}/Asiakirja 2026-05-14.pdf", P, "Children", ago(2026, 5, 14),
        "DIA-valinnat 2026 - Koeohjeet ja hakijan tiedot\nEero Virtanen, hakijanumero 1.2.246.562.24.8841\n"
        "Valintakoe 2.6.2026, koepaikka Tampere (Hervanta)\nSallitut apuvälineet: MAOL-taulukot ja funktiolaskin\n"
        "Tulokset julkaistaan Opintopolussa viimeistään 8.7.2026", hard=True)
    add(f"{dl}/0051837720.pdf", A, "Car", ago(2026, 1, 8),
        "If Vahinkovakuutus Oyj - Lasku 0051837720\nVakuutuksenottaja Jukka Virtanen\nAjoneuvo KLT-482 Skoda "
        "Octavia, liikennevakuutus ja osakasko\nKausi 1.2.2026-31.1.2027, maksu 492,00 EUR, eräpäivä 1.2.2026", hard=True)
    add(f"{dl}/viesti.eml", P, "Travel", 15.0,
        lambda r, dt: _eml("Finnair <noreply@finnair.com>", "aino.virtanen@elisanet.fi",
                           "Flight time change - booking KX7Q2M", dt,
                           "Dear Aino Virtanen,\nThe departure time of your flight AY61 Helsinki - Tokyo Haneda on "
                           "10 October 2026 has changed from 17:30 to 17:05.\nYour seats 44A and 44C remain. "
                           "No action is needed if the new time suits you."), hard=True)
    add(f"{dl}/message.eml", P, "Home", 3.0,
        lambda r, dt: _eml("Sami Hakala <sami@pirkanmaanmaalampo.fi>", "jukka.virtanen@elisanet.fi",
                           "Käyttöönotto viikolla 25", dt,
                           "Hei Jukka,\nasentajamme tulevat ma 15.6. klo 7.30 kytkemään maalämpöpumpun ja purkamaan "
                           "öljykattilan. Sähkömies tulee ti 16.6. Lämmin käyttövesi on poikki n. 1,5 päivää.\n"
                           "Käyttöönoton jälkeen loppulasku 60 %.\nt. Sami, Pirkanmaan Maalämpö"), hard=True)
    add(f"{dl}/viesti (2).eml", A, "Cottage", 20.0,
        lambda r, dt: _eml("Hirvikosken tiekunta <tiekunta.hirvikoski@gmail.com>", "jukka.virtanen@elisanet.fi",
                           "Kokouskutsu 13.6.2026", dt,
                           "Hyvä osakas,\ntiekunnan vuosikokous pidetään la 13.6.2026 klo 18 Hirvikosken majalla.\n"
                           "Asiat: tilinpäätös 2025, talousarvio ja yksikkömaksu 2026, sorastus ja talviaura, "
                           "tienvarsien vesakon raivaus.\nTervetuloa! Tiekunnan toimitsija"), hard=True)
    add(f"{dl}/viesti (3).eml", A, "Children", ago(2026, 4, 16),
        lambda r, dt: _wilma("Anna Kinnunen (ryhmänohjaaja, 25B)", "Poissaolot jaksossa 5",
                             "Hei Lotan huoltaja,\nLotalla on jaksossa 5 selvittämättömiä poissaoloja kemian "
                             "tunneilta (3 kpl). Pyydän selvittämään ne Wilmassa viikon sisällä.\nTerveisin Anna Kinnunen, "
                             "Näsinkallion lukio", dt), hard=True)
    add(f"{dl}/viesti (4).eml", A, "Teaching", 12.0,
        lambda r, dt: _eml("Wilma <noreply@wilma.tampere.fi>", "aino.virtanen@tampere.fi",
                           "Wilma: Uusi viesti - Eetun läksyt", dt,
                           "Lähettäjä: Mari Mäkinen (huoltaja)\nHei Aino,\nEetu oli kipeänä koko viikon. Mistä "
                           "löytäisimme matematiikan läksyt ja pitääkö ympäristöopin koe tehdä jälkikäteen?\n"
                           "Kiitos, Mari\n\nKirjaudu Wilmaan vastataksesi."), hard=True)
    add(f"{dl}/Document.pdf", X, "Teaching", ago(2024, 9, 2),
        "TYÖTODISTUS\nAino Virtanen on toiminut Nokian kaupungin palveluksessa luokanopettajana Viikinharjun "
        "koulussa 1.8.2004-31.7.2016.\nHän on opettanut vuosiluokkia 1-6 ja toiminut koulun ATK-vastaavana.\n"
        "Palvelussuhde päättyi työntekijän omasta pyynnöstä. Nokialla 29.7.2016\nRehtori Kari Heikkilä", hard=True)

    add(f"{dl}/Document (5).pdf", A, "Home", 13.0,
        "Tampereen Sähköverkko Oy - Tiedote asiakkaalle\nKäyttöpaikka 643000 112 554, Haapatie 7, Tampere\n"
        "Siirtohinnat muuttuvat 1.7.2026: perusmaksu 3 x 25 A 21,40 EUR/kk, siirtomaksu 4,12 snt/kWh\n"
        "Suunniteltu sähkökatko ke 17.6.2026 klo 9-12 verkon huoltotöiden vuoksi", hard=True)

    # ------------------------------------------------------------ Lataukset: named downloads
    add(f"{dl}/Wilma_tulostus_Lotta_arvosanat.pdf", A, "Children", ago(2026, 5, 29),
        "Wilma - Suoritukset, Lotta Virtanen, Näsinkallion lukio\nJakso 5: ÄI4 9, MAB4 8, ENA4 10, BI2 9, KE1 7\n"
        "Lukuvuoden opintopisteet 62 op, keskiarvo 8,7")
    add(f"{dl}/Nettiauto_RAV4_Hybrid_2019.pdf", P, "Car", 12.0,
        "Nettiauto.com - Toyota RAV4 2.5 Hybrid AWD Style 2019\n112 000 km, vetokoukku, huoltokirja\n"
        "Hinta 27 500 EUR, K-Auto Tampere")
    add(f"{dl}/Shinkansen_Tokyo_Kyoto_timetable.pdf", P, "Travel", 22.0,
        "JR Central - Tokaido Shinkansen timetable Tokyo - Kyoto\nNozomi every 10 min, 2 h 15 min\n"
        "Reserved seat: Car 7-16. Smart EX booking for foreign visitors")
    add(f"{dl}/Harvia_Legend_240_asennusohje.pdf", P, "Cottage", ago(2026, 4, 20),
        "Harvia Legend 240 - Asennus- ja käyttöohje\nSuojaetäisyydet: sivulle 250 mm, taakse 300 mm, ylös 1 200 mm\n"
        "Savupiippu WHP1500, lattian suojaus, ensimmäinen lämmitys ulkona tai hyvin tuuletettuna")
    add(f"{dl}/Sibelius Finlandia SATB (1).pdf", R, "Choir", 150.0,
        "Jean Sibelius: Finlandia-hymni, sekakuoro SATB\nSanat V. A. Koskenniemi")
    add(f"{dl}/Mustikkapiirakka - Kotikokki.net.pdf", R, "Cooking", ago(2025, 7, 28),
        "Kotikokki.net - Mehevä mustikkapiirakka\nPohja: 125 g voita, 1 dl sokeria, 1 muna, 2 dl vehnäjauhoja\n"
        "Täyte: 300 g mustikoita, 200 g rahkaa, 1 dl sokeria. 200 astetta 25 min")
    add(f"{dl}/Lukion_yo-tiedote_syksy2026 (1).pdf", P, "Children", ago(2026, 5, 4),
        "Näsinkallion lukio - Tiedote ylioppilastutkinnosta syksy 2026\nIlmoittautuminen Wilmassa 25.5.2026 mennessä\n"
        "Omat koneet: Abitti-tikun testaus 27.8.2026 ATK-luokassa")
    add(f"{dl}/OAJ_jasenmaksu_2026.pdf", A, "Teaching", ago(2026, 1, 12),
        "OAJ - Jäsenmaksutodistus 2026\nAino Virtanen, jäsennumero 1188432\nJäsenmaksu 1,35 % palkasta, "
        "peritään palkasta. Vähennyskelpoinen verotuksessa.")
    for fn, age in (("ChromeSetup.exe", 420.0), ("Firefox Installer.exe", 610.0), ("WhatsApp Installer.exe", 300.0),
                    ("Zoom_Setup_x64.exe", ago(2025, 9, 1)), ("Epson_ScanSmart_3.9.1.exe", 700.0),
                    ("LibreOffice_25.2.3_Win_x86-64.msi", 95.0), ("MuseScore-Studio-4.5.2.exe", 130.0),
                    ("TeamsSetup_c_w_.exe", 260.0), ("tsetup-x64.5.12.3.exe", 180.0)):
        head = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" if fn.endswith(".msi") else b"MZ\x90\x00\x03\x00\x00\x00"
        add(f"{dl}/{fn}", R, "Software", age, _blob(r, head, 2000))

    # ------------------------------------------------------------ Työpöytä (Desktop)
    tp = "Työpöytä"
    add(f"{tp}/Uusi tekstitiedosto.txt", P, "Cottage", 4.0,
        "talkoot juhannus - ostettavaa\n- makkaraa 40 kpl, perunasalaatti, kahvia 3 pkt\n- naulapyssyn naulat 90 mm\n"
        "- hirsien välitiiviste 60 m, vasarat 4\n- lainaa naapurin Pekalta telineet\n- kattotuolien nosto: "
        "Markku tuo ketjutaljan\n- Lotta ja Aino kauppaan Ruoveden kirkolle pe", hard=True)
    add(f"{tp}/Uusi tekstitiedosto (2).txt", A, "Teaching", ago(2025, 11, 5),
        "vartti ke 5.11. klo 14.30 - Niilo + äiti\n- lukeminen edistynyt, lukupari toimii\n- välitunnit: riita "
        "pallopeleissä, sovittu pelisäännöt\n- kotona: lukeminen 15 min/päivä, kuittaus reissuvihkoon\n"
        "- seuraava tapaaminen helmikuussa, mukaan erityisopettaja", hard=True)
    add(f"{tp}/Uusi tekstitiedosto (3).txt", P, "Car", 1.5,
        "Myydään: Skoda Octavia Combi 1.6 TDI 2014, 267 000 km, harmaa\nKatsastettu 9/2025, huoltokirja, "
        "jakohihna vaihdettu 210 000 km, takajarrut uudet 2/2026\nKesä- ja talvirenkaat vanteilla, vetokoukku\n"
        "Hintapyyntö 4 900 e. Puh. 040 552 1870 / Jukka (Nettiauto-ilmoitus, jos Toyota ei hyvitä tarpeeksi)", hard=True)
    add(f"{tp}/Uusi Microsoft Word -asiakirja.docx", P, "Teaching", 9.0,
        "Reflektio - harjoittelun jälkeen\nPienluokassa näin, miten ennakoitavuus rauhoittaa. Kuvitettu "
        "päiväjärjestys ja selkeät siirtymät auttoivat myös omalla luokallani 4A.\nErityisopettajana haluan "
        "tukea luokanopettajia konsultoivasti. Tämä liittyy kehittämistehtäväni lukuparimalliin.", hard=True)
    add(f"{tp}/Uusi Microsoft Excel -laskentataulukko.xlsx", P, "Travel", 7.0,
        "Pakattavat;Kuka;Ok\nPassit (Jukan uusi passi!);J;\nYen-käteinen 30 000;A;\nAdapteri tyyppi A;J;\n"
        "Kävelykengät;A;\nSuica-sovellus puhelimeen;A;\nLahja ryokanin emännälle (Marimekko);A;\nKenkäpussi temppeleihin;A;", hard=True)
    add(f"{tp}/muistiinpanot.txt", A, "Finance", 26.0,
        "pankki 8.5. - OP Marjo Salonen\n- lainan marginaali 0,75 -> yritetään 0,55 (Nordean tarjous 0,50)\n"
        "- korkokatto? 12 kk euribor nyt 2,2 %\n- lyhennysvapaa ei tarvita\n- rahastosäästö 150 -> 200 €/kk Lotalle?\n"
        "- Eeron opintolaina: valtiontakaus, ei meidän asia", hard=True)
    add(f"{tp}/tärkeä.txt", A, "Health", 17.0,
        "Lääkäriajat kesä\n- Lotta oikomishoito kontrolli ti 9.6. klo 14.20 Hatanpään hammashoitola\n"
        "- Jukka työterveys kuulontutkimus tulokset 12.6.\n- Aino äänenhuolto puheterapeutti 3 kertaa, "
        "työterveys maksaa, 1. kerta 17.6.\n- Eerolle rokotukset ennen opiskelua? kysy terveydenhoitajalta", hard=True)
    add(f"{tp}/lista.txt", A, "Home", 33.0,
        "Talon kesätyöt\n- kattotiilet 2 kpl vaihto (Jukka)\n- räystäskourun kiinnikkeet\n- ulkoseinän pesu "
        "pohjoispuoli, maalaus 2027?\n- pihakivetys autotallin edessä painunut\n- savuilmaisimien paristot\n"
        "- ilmalämpöpumpun suodattimet", hard=True)
    add(f"{tp}/kopio.docx", X, "Choir", ago(2026, 5, 14),
        "Hyvä Marja Tuominen,\nlämmin kiitos upeasta pianosäestyksestä Sekakuoro Kaiun kevätkonsertissa "
        "Aleksanterin kirkossa 10.5.2026. Konsertti keräsi 126 kuulijaa.\nPalkkio 250 € on maksettu tilillenne.\n"
        "Kuoron puolesta, rahastonhoitaja Aino Virtanen", hard=True)
    add(f"{tp}/luonnos.docx", P, "Children", 10.0,
        "English essay practice (YO syksy 2026)\nTask: 'Should schools ban phones?' 250-300 words\n"
        "Lotta V.\nIn my opinion phones should not be banned completely, because... \n"
        "Opettajan kommentti: hyvä rakenne, sidossanoja lisää. Pisteet 82/99", hard=True)
    add(f"{tp}/Japani muistilista.docx", P, "Travel", 2.0,
        "Japani - vielä tekemättä\n- Jukan passin nouto R-kioskilta\n- Osakan hotelli varaamatta\n- teamLab liput (avautuu 2 kk ennen)\n- sijaisen ohjeet 12.-16.10.")
    add(f"{tp}/Budjetti 2026 kopio.xlsx", A, "Finance", 40.0,
        "Kuukausi;Tulot;Menot\ntammi;7420;7110\nhelmi;7390;6880\nmaalis;7450;9120 (maalämmön ennakko?)\nhuhti;7410;6990")
    photo(f"{tp}/Näyttökuva 2026-05-30 193012.png", R, "Photos", 2.0)

    # ------------------------------------------------------------ Skannatut tiedostot (scanner, hard)
    sk = "Tiedostot/Skannatut tiedostot"
    add(f"{sk}/scan_0001.pdf", X, "Children", ago(2025, 6, 10),
        "TAMPEREEN LYSEON LUKIO - LUKION PÄÄTTÖTODISTUS\nEero Virtanen\nOpintopisteet 168, lukuaineiden keskiarvo 8,4\n"
        "Matematiikka pitkä 9, Fysiikka 9, Kemia 8, Äidinkieli 8, Englanti 8, Ruotsi 7\nTampereella 31.5.2025, rehtori", hard=True)
    add(f"{sk}/scan_0002.pdf", A, "Finance", ago(2026, 2, 2),
        "OP Rahastoyhtiö - Myyntilaskelma / luovutusvoittolaskelma 2025\nAino Virtanen\nMyyty: OP-Eurooppa Indeksi "
        "A 62,118 osuutta 14.10.2025\nMyyntihinta 2 940,20 EUR, hankintameno 2 318,00 EUR, luovutusvoitto 622,20 EUR\n"
        "Tiedot ilmoitettu Verohallinnolle", hard=True)
    add(f"{sk}/scan_0003.pdf", A, "Home", ago(2025, 4, 14),
        "MAANMITTAUSLAITOS - LAINHUUTOTODISTUS\nKiinteistö 837-218-14-5, Tampere, Haapatie 7, pinta-ala 912 m2\n"
        "Lainhuuto: Virtanen Aino 1/2, Virtanen Jukka 1/2, kauppakirja 14.6.2016\n"
        "Kiinnitykset: 240 000 EUR, haltija OP Tampere", hard=True)
    add(f"{sk}/scan_0007.pdf", X, "Home", ago(2023, 5, 3),
        "Sähkö-Aalto Oy - LASKU 23-221\nAsiakas Aino Virtanen, Haapatie 7\nKeittiön sähkötyöt: 4 pistorasiaa "
        "työtason yläpuolelle, saarekkeen syöttö, liesituulettimen kytkentä, induktioliesi 3x16A\n"
        "Työ 1 240,00 EUR, tarvikkeet 386,50 EUR, yhteensä 1 626,50 EUR", hard=True)
    add(f"{sk}/scan_0008.pdf", A, "Cottage", ago(2026, 3, 10),
        "Pirkanmaan Jätehuolto Oy - Lasku, vapaa-ajan asunnot\nKohde Hirvikoskentie 112, Ruovesi\n"
        "Vapaa-ajan asunnon perusmaksu 2026 48,00 EUR, ekopisteiden käyttö kesäkausi\nEräpäivä 31.3.2026", hard=True)
    add(f"{sk}/scan_0011.pdf", A, "Health", ago(2025, 4, 22),
        "KELA - PÄÄTÖS SAIRAUSPÄIVÄRAHASTA\nAino Virtanen\nTyökyvyttömyys 24.3.-11.4.2025, diagnoosi J38.0 (äänihuulten "
        "toimintahäiriö)\nPäiväraha maksetaan työnantajalle Tampereen kaupungille palkanmaksuajalta", hard=True)
    add(f"{sk}/scan_0012.pdf", P, "Cottage", ago(2026, 2, 19),
        "NAAPURIN KUULEMINEN / SUOSTUMUS\nRakennushanke: rantasaunan uudelleenrakentaminen, Hirvikoskentie 112, Ruovesi\n"
        "Rakennuttaja Jukka Virtanen\nOlen tutustunut suunnitelmiin (rantasauna 18 m2, etäisyys rajasta 6 m) "
        "enkä vastusta hanketta.\nRuovedellä 18.2.2026, Pekka Hannula, Hirvikoskentie 114", hard=True)
    add(f"{sk}/scan_0013.pdf", A, "Teaching", ago(2024, 11, 8),
        "TAMPEREEN KAUPUNKI - VIRKAMÄÄRÄYS\nAino Virtanen valitaan luokanopettajan virkaan Kuusikon kouluun "
        "1.8.2016 alkaen toistaiseksi.\nPalkkaus OVTES:n mukaan, koeaika 6 kk.\nPerusopetusjohtaja", hard=True)
    add(f"{sk}/scan_0014.pdf", X, "Health", ago(2024, 9, 26),
        "Coxa - Todistus työkyvyttömyydestä (SV B)\nJukka Virtanen\nPolven tähystysleikkaus 24.9.2024\n"
        "Työkyvytön 24.9.-13.10.2024. Kevyt työ mahdollinen sen jälkeen, kepit 2 viikkoa", hard=True)
    add(f"{sk}/scan_0015.pdf", A, "Car", ago(2024, 5, 5),
        "REKISTERÖINTITODISTUS OSA I\nRekisteritunnus KLT-482\nMerkki ja malli Skoda Octavia Combi 1.6 TDI, "
        "väri harmaa, VIN TMBJG7NE5E0218845\nOmistaja Jukka Virtanen, Tampere", hard=True)
    add(f"{sk}/scan_0016.pdf", X, "Teaching", ago(2023, 1, 11),
        "NOKIAN KAUPUNKI, SIVISTYSPALVELUT - IRTISANOUTUMISEN VAHVISTUS\nAino Virtanen, luokanopettaja, "
        "Viikinharjun koulu\nIrtisanoutuminen vastaanotettu 2.5.2016, viimeinen työpäivä 31.7.2016\n"
        "Lomakorvaus maksetaan elokuun palkanmaksun yhteydessä", hard=True)
    add(f"{sk}/scan_0017.pdf", X, "Travel", ago(2024, 8, 20),
        "LähiTapiola - KORVAUSPÄÄTÖS, matkatavaravahinko\nVakuutettu Aino Virtanen, matka Helsinki-Rooma 28.6.2024\n"
        "Matkatavaran viivästyminen 28.-30.6.2024 (Norwegian), välttämättömät hankinnat Roomassa 214,60 EUR\n"
        "Korvaus 214,60 EUR maksetaan tilille FI37 5730 0820 1144 52", hard=True)
    add(f"{sk}/img20260314_10152233.pdf", P, "Home", ago(2026, 3, 14),
        "TAMPEREEN VESI - LAUSUNTO\nLämpökaivon sijoittaminen, Haapatie 7, Tampere\nKaivon etäisyys "
        "vesijohdosta 6,5 m ja jätevesiviemäristä 7 m täyttää vaatimukset.\nLausunto liitetään toimenpide"
        "lupahakemukseen. Tampereella 12.3.2026", hard=True)
    add(f"{sk}/img20260402_09121108.pdf", A, "Choir", ago(2026, 4, 2),
        "Fennica Gehrman / Nuottikauppa - KUITTI\nToivo Kuula: Iltatunnelma SATB x 32 kpl\nYhteensä 184,50 EUR, "
        "maksettu kortilla\nKäsin: Kaiun tililtä, korvataan Ainolle - rahastonhoitaja AV", hard=True)
    add(f"{sk}/img20251021_18443019.pdf", A, "Children", ago(2025, 10, 21),
        "Näsinkallion lukio - Huoltajan selvitys poissaolosta\nOpiskelija Lotta Virtanen, ryhmä 25B\n"
        "Poissa 13.-15.10.2025, syy: sairaus (kuume)\nHuoltajan allekirjoitus Aino Virtanen", hard=True)
    add(f"{sk}/img20250612_11020044.pdf", X, "Children", ago(2025, 6, 12),
        "Puolustusvoimat - KUTSUNTAPÄÄTÖS\nEero Virtanen\nPalveluskelpoisuusluokka A, palvelukseen astuminen "
        "saapumiserässä II/2025, Panssariprikaati\nKutsunta Tampereella 11.9.2024", hard=True)
    add(f"{sk}/img20260527_20114512.pdf", P, "Travel", 5.0,
        "POLIISI - PASSIHAKEMUKSEN VAHVISTUS\nHakija Jukka Virtanen\nPassi, normaali toimitus, hakemus "
        "vastaanotettu 26.5.2026\nNouto R-kioski Haapalinna, arvioitu valmistuminen 2 viikkoa", hard=True)

    # ------------------------------------------------------------ Telegram and WhatsApp (messenger folders)
    tg = "Lataukset/Telegram Desktop"
    add(f"{tg}/Document (1).pdf", P, "Car", 5.0,
        "Kvdauto / Autoliike arvio - Vaihtoauton hinta-arvio\nSkoda Octavia Combi 1.6 TDI 2014, KLT-482, "
        "266 800 km\nArvio 4 200 - 4 800 EUR, edellyttää katsastuksen voimassaoloa\nTarjous voimassa 14 pv", hard=True)
    add(f"{tg}/tiedote.pdf", P, "Children", ago(2026, 4, 29),
        "ABITIEDOTE kevät 2026 - ylioppilastutkinto syksyllä 2026\nKaikki syksyllä kirjoittavat: ilmoittautuminen "
        "Wilmassa 25.5. mennessä, maksut laskulla elokuussa\nKokelaan muistilista: oma kone, Abitti-tikku, "
        "kuulokkeet kielikokeisiin", hard=True)
    add(f"{tg}/Untitled.docx", A, "Choir", 16.0,
        "Alttojen stemmaharjoitukset syksy 2026\nti 1.9. klo 17.30 Aleksanterin seurakuntatalo, sali 2\n"
        "ti 15.9. Iltatunnelma ja uusi joulurepertuaari\nVastuu: Aino (harjoitusäänitteet Teamsiin)\n"
        "Kaiku ry - jäsenmaksumuistutus samalla", hard=True)
    add(f"{tg}/Document (2).pdf", P, "Cottage", 7.0,
        "Sähköasennus Niemi, Ruovesi - TARJOUS\nRantasaunan sähköistys: maakaapeli mökiltä 40 m, "
        "ryhmäkeskus, valaistus (IP44), lauteiden alle LED, pistorasia kuistille\nHinta 1 480 EUR (alv 25,5 %), "
        "työ n. 60 %", hard=True)
    photo(f"{tg}/photo_2026-05-16_10-12-44.jpg", R, "Photos", 16.0)
    photo(f"{tg}/photo_2026-05-23_18-40-02.jpg", R, "Photos", 9.0)
    wa = "Puhelin varmuuskopio/WhatsApp/Media/WhatsApp Documents"
    add(f"{wa}/DOC-20251014-WA0002.pdf", A, "Home", ago(2025, 10, 14),
        "Nuohous Pirkanmaa - NUOHOUSPÖYTÄKIRJA\nKohde Haapatie 7, Tampere\nTulisijat: varaava takka, öljykattilan "
        "savukanava\nHuomautukset: ei huomautettavaa. Seuraava nuohous 10/2026. Hinta 180 EUR", hard=True)
    add(f"{wa}/DOC-20260215-WA0001.pdf", X, "Outdoors", ago(2026, 2, 15),
        "Hiihtoseura Tampereen Kiri - Yhteiskuljetus Finlandia-hiihtoon 22.2.2026\nBussi lähtee Kalevan "
        "uimahallilta klo 6.15, paluu maalista 16.00\nMatkustajat: Virtanen Aino, Laine Kaisa, Heikkinen Marjut\n"
        "Hinta 25 EUR/hlö", hard=True)
    add(f"{wa}/DOC-20260508-WA0004.docx", A, "Teaching", ago(2026, 5, 8),
        "SIJAISOHJEET - luokka 4A, Kuusikon koulu\nLuokanopettaja Aino Virtanen (040 718 2210)\n"
        "Oppilaita 24, lukujärjestys pöydällä. Oppilas 14: kuvitettu ohje, lukupari Siiri.\n"
        "Ruokailu klo 11.00, välitunnit ulkona. Läksyt merkitään Wilmaan.", hard=True)
    add(f"{wa}/DOC-20251104-WA0000.pdf", A, "Children", ago(2025, 11, 4),
        "Näsinkallion lukio - KUTSU 1. vuoden opiskelijoiden vanhempainiltaan\nTo 13.11.2025 klo 18, auditorio\n"
        "Aiheet: opintojen suunnittelu, ylioppilastutkinto, jatko-opintoihin valmistautuminen, Wilma", hard=True)
    add(f"{wa}/DOC-20260521-WA0006.pdf", P, "Cottage", 11.0,
        "Saunatalo Kelo Oy - TOIMITUSILMOITUS\nTilaus 5523, hirsisaunapaketti Laine 18\nToimituspäivä ke 10.6.2026 "
        "klo 8-12, nosturiauto 18 m\nVastaanottajan tulee olla paikalla. Tie kestettävä 40 t (tiekunnan lupa?)", hard=True)
    add(f"{wa}/DOC-20250930-WA0003.xlsx", A, "Cottage", ago(2025, 9, 30),
        "Hirvikosken tiekunta - osakasluettelo ja tieyksiköt 2025-2026;;\nOsakas;Kiinteistö;Tieyksiköt\n"
        "Hannula Pekka;702-412-3-90;1 180\nVirtanen Jukka;702-412-3-88;1 240\nSaarinen Leena;702-412-3-71;2 020\n"
        "Ruoveden kunta (venevalkama);702-412-9-2;400", hard=True)
    for i, age in enumerate((ago(2026, 5, 12), ago(2026, 5, 24), ago(2026, 4, 3))):
        photo(f"Puhelin varmuuskopio/WhatsApp/Media/WhatsApp Images/IMG-2026{['0512', '0524', '0403'][i]}-WA000{i}.jpg",
              R, "Photos", age)

    # ------------------------------------------------------------ Vanha kone (copy of the old laptop, 2016-2021)
    vk = "Vanha kone/Omat tiedostot"
    add(f"{vk}/Koulu/Viikinharju 5B 2015-2016/Luokkalista 5B.xlsx", X, "Teaching", ago(2015, 8, 10),
        lambda r, dt: "Nro;Oppilas;Huoltajan puhelin\n" + "\n".join(
            f"{i};{n};040 {r.randint(100, 999)} {r.randint(1000, 9999)}" for i, n in enumerate(_class_list(r)[:21], 1)))
    add(f"{vk}/Koulu/Viikinharju 5B 2015-2016/Joulujuhla 2015 näytelmä.docx", X, "Teaching", ago(2015, 12, 1),
        "Viikinharjun koulun joulujuhla 18.12.2015 - 5B:n näytelmä 'Tonttujen lakko'\nRoolit: Joulupukki, "
        "Muori, 6 tonttua, kertoja\nHarjoitukset ke ja pe, puvut kotoa")
    add(f"{vk}/Koulu/Viikinharju 5B 2015-2016/Arvioinnit kevät 2016.xlsx", X, "Teaching", ago(2016, 5, 25),
        lambda r, dt: "Oppilas;AI;MA;YM;EN;RU\n" + "\n".join(
            f"{n};" + ";".join(str(r.choice([7, 8, 9, 10])) for _ in range(5)) for n in _class_list(r)[:21]))
    add(f"{vk}/Koulu/Työhakemus Kuusikon koulu 2016.docx", X, "Teaching", ago(2016, 3, 14),
        "Tampereen kaupunki, Kuusikon koulu - hakemus luokanopettajan virkaan\nOlen 12 vuotta Nokian Viikinharjun "
        "koulussa toiminut luokanopettaja. Vahvuuksiani ovat toiminnallinen matematiikka ja musiikki...\n"
        "Aino Virtanen, KM, luokanopettaja")
    add(f"{vk}/Koulu/Työsopimus Nokian kaupunki 2004.pdf", X, "Teaching", ago(2004, 6, 20),
        "Nokian kaupunki - Virkamääräys\nAino Virtanen (o.s. Lehtonen) luokanopettajan virkaan Viikinharjun kouluun 1.8.2004")
    add(f"{vk}/Asiakirja1.docx", X, "Teaching", ago(2014, 9, 15),
        "Tuntisuunnitelma 3B, ympäristö- ja luonnontieto, Viikinharjun koulu\nAihe: Nokianvirran kalat ja "
        "vesiluonto\nTavoite: oppilas tunnistaa 5 kalalajia\nKulku: retki Nokianvirran rantaan, havainnot vihkoon, "
        "piirrokset", hard=True)
    add(f"{vk}/Doc1.docx", A, "Finance", ago(2015, 1, 8),
        "Kotitalouden budjetti 2015\nTulot: Aino 2 780 netto, Jukka 3 350 netto, lapsilisät 195\n"
        "Menot: vuokra Hervanta 1 120, ruoka 800, päivähoito Lotta 283, auto 350, säästöön asuntoa varten 500\n"
        "Tavoite: omakotitalo 2016", hard=True)
    add(f"{vk}/Nimetön.txt", X, "Travel", ago(2015, 6, 25),
        "Ahvenanmaa heinäkuu 2015 - pakkaus\n- Viking Line Turku-Maarianhamina 6.7. klo 8.45\n- mökki Eckerö 6.-11.7.\n"
        "- pyörät mukaan, kypärät lapsille\n- Kastelholman linna, Bomarsund\n- Eerolle kalastusvälineet", hard=True)
    add(f"{vk}/Verot/Veroilmoitus 2014 Aino.pdf", A, "Finance", ago(2015, 4, 20),
        "Verohallinto - Esitäytetty veroilmoitus 2014\nAino Virtanen\nPalkkatulot Nokian kaupunki 36 440 EUR, "
        "ammattiliiton jäsenmaksu 402 EUR")
    add(f"{vk}/Verot/Verotuspäätös 2015 Jukka.pdf", A, "Finance", ago(2016, 10, 25),
        "Verohallinto - Verotuspäätös 2015\nJukka Virtanen\nVeronpalautus 644,10 EUR")
    add(f"{vk}/Skannaus0004.pdf", A, "Home", ago(2016, 6, 20),
        "KAUPPAKIRJA\nMyyjät Matti ja Raija Salminen, ostajat Aino ja Jukka Virtanen\nKiinteistö 837-218-14-5, "
        "Haapatie 7, Tampere, omakotitalo 1987\nKauppahinta 298 000 EUR, hallinnan luovutus 1.8.2016\n"
        "Kaupanvahvistaja Tampereella 14.6.2016", hard=True)
    add(f"{vk}/Eero/Eero 1lk kevättodistus.pdf", X, "Children", ago(2014, 5, 31),
        "Viikinharjun koulu - Lukuvuositodistus 2013-2014\nEero Virtanen, 1B\nÄidinkieli: hyvä, Matematiikka: "
        "erinomainen, Ympäristöoppi: hyvä")
    add(f"{vk}/Reseptit/Pullataikina.txt", R, "Cooking", ago(2013, 11, 2),
        "Pullataikina (äidin)\n5 dl maitoa, 50 g hiivaa, 2 dl sokeria, 1 rkl kardemummaa, 1 muna, 150 g voita, "
        "n. 15 dl vehnäjauhoja\nKohota 2 kertaa, paista 225 astetta 10 min")
    add("Vanha kone/Työpöytä/uusi.docx", X, "Teaching", ago(2016, 6, 2),
        "Viikinharjun koulu - luokan 5B luovutusmuistio seuraavalle opettajalle\n21 oppilasta, 3 tehostetun tuen "
        "oppilasta (suunnitelmat oppilashuollossa)\nLuokkaretkirahasto 1 240 EUR, tili luokkatoimikunnalla\n"
        "Kiitos, Aino Virtanen, 2.6.2016", hard=True)
    for i, age in enumerate((ago(2015, 7, 8), ago(2015, 7, 9), ago(2016, 12, 24))):
        photo(f"Vanha kone/Omat kuvat/{2015 + i // 2}/DSC_0{412 + i * 17}.JPG", R, "Photos", age)

    # ------------------------------------------------------------ Tiedostot/2025 (year folder)
    y5 = "Tiedostot/2025"
    add(f"{y5}/asiakirja.pdf", A, "Health", ago(2025, 8, 19),
        "Oral Hammaslääkärit Tampere - LASKU\nPotilas Jukka Virtanen\nTarkastus ja hammaskiven poisto, "
        "paikka 26 MOD\nYhteensä 238,00 EUR, Kela-korvaus vähennetty 18,50 EUR", hard=True)
    add(f"{y5}/Tuloste 12.2.2025.pdf", X, "Children", ago(2025, 2, 12),
        "Tampereen lyseon lukio - Abiturienttien kevät 2025\nPenkinpainajaiset to 13.2., vanhojen tanssit pe 14.2.\n"
        "Ylioppilaskokeet: äidinkieli 12.3., matematiikka 20.3., ruotsi 17.3.\nEero Virtanen, 22C", hard=True)
    add(f"{y5}/Uusi tekstitiedosto.txt", A, "Cottage", ago(2025, 10, 12),
        "mökki syksy 2025\n- vedet pois 12.10. ok\n- laituri: kettingit kiristetty\n- vene telakalle Hannulan "
        "rantaan\n- liiterin katto vuotaa kulmasta -> kevät\n- sähköt: jätetään lämmitys +8", hard=True)
    add(f"{y5}/tiedosto.xlsx", R, "Outdoors", ago(2025, 4, 10),
        "Hiihtokausi 2024-2025;;\nKuukausi;Km perinteinen;Km vapaa\nJoulukuu;84;12\nTammikuu;212;30\nHelmikuu;268;22\n"
        "Maaliskuu (Levi);190;64\nYhteensä;754;128", hard=True)
    add(f"{y5}/Eero armeija muistilista.txt", X, "Children", ago(2025, 7, 3),
        "Eeron armeijaan lähtö 7.7.\n- henkkarit, pankkikortti, reseptilääkkeet ei\n- kyyti Parolaan Jukka\n- Kela "
        "asumistuki ei, varusmiesavustus ei tarvita")

    # ------------------------------------------------------------ Kuvat (Resources Photos)
    kv = "Kuvat/Puhelin/2025"
    for y, mo, d, hh in ((2025, 1, 18, "121030"), (2025, 3, 4, "150211"), (2025, 7, 12, "140311"),
                         (2025, 7, 26, "101502"), (2025, 8, 3, "200140"), (2025, 9, 14, "113322"),
                         (2025, 10, 11, "162004"), (2025, 12, 24, "183015")):
        photo(f"{kv}/IMG_{y}{mo:02d}{d:02d}_{hh}.jpg", R, "Photos", ago(y, mo, d))
    for mo, d, hh in ((1, 6, "104512"), (3, 28, "171233"), (4, 12, "091402"), (5, 9, "190010")):
        photo(f"Kuvat/Puhelin/2026/IMG_2026{mo:02d}{d:02d}_{hh}.heic", R, "Photos", ago(2026, mo, d))
    photo("Kuvat/Puhelin/2026/IMG_20260517_132201.jpg", R, "Photos", ago(2026, 5, 17))
    for name, age in (("Näyttökuva 2026-02-22 171544.png", ago(2026, 2, 22)),
                      ("Näyttökuva 2026-03-04 121500.png", ago(2026, 3, 4)),
                      ("Näyttökuva 2026-05-11 084712.png", ago(2026, 5, 11))):
        photo(f"Kuvat/Kuvakaappaukset/{name}", R, "Photos", age)
    photo("Kuvat/Camera Roll/WIN_20251224_18_40_12_Pro.jpg", R, "Photos", ago(2025, 12, 24))
    photo("Kuvat/Mökki kesä 2024/juhannus 2024.jpg", R, "Photos", ago(2024, 6, 22))
    photo("Kuvat/Mökki kesä 2024/mustikassa.jpg", R, "Photos", ago(2024, 7, 27))

    # ------------------------------------------------------------ Left (System)
    add(f"{dl}/Japan_Rail_Pass_guide.pdf.crdownload", L, "System", 1.0, _blob(r, b"%PDF-1.5\n", 900))
    add(f"{dl}/Unconfirmed 448211.crdownload", L, "System", 30.0, _blob(r, b"MZ\x90\x00", 900))
    add(f"{dl}/Harvia_kiuas_varaosat.pdf.part", L, "System", 6.0, _blob(r, b"%PDF-1.4\n", 700))
    add(f"{dl}/LibreOffice_25.8.0_Win_x86-64.msi.part", L, "System", 3.0, _blob(r, b"\xd0\xcf\x11\xe0", 800))
    add(f"{o}/Kehittämistehtävä/~$hittämistehtävä luonnos v3 FINAL.docx", L, "System", 2.5,
        b"\x0cAino Virtanen" + bytes(149))
    add(f"{t}/~$Budjetti 2026.xlsx", L, "System", 12.0, b"\x0cAino Virtanen" + bytes(149))
    add(f"{k}/Viikkosuunnitelmat/~$ikkosuunnitelma vko 22 v2.docx", L, "System", 6.2, b"\x0cAino Virtanen" + bytes(149))
    ini = b"\xff\xfe" + "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n".encode("utf-16-le")
    for folder in ("Työpöytä", "Lataukset", "Tiedostot", "Kuvat"):
        add(f"{folder}/desktop.ini", L, "System", 800.0, ini)
    add("Kuvat/Puhelin/2025/Thumbs.db", L, "System", 150.0, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add("Vanha kone/Omat kuvat/2015/Thumbs.db", L, "System", ago(2016, 12, 30),
        _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))

    # ------------------------------------------------------------ dot files (not labelled)
    dot("Tiedostot/Koulu/4A 2025-2026/Arviointi/.~lock.Arvosanat kevät 2026.xlsx#",
        b"Aino Virtanen,AINO-LAPTOP/aino,AINO-LAPTOP,22.05.2026 14:02,file:///C:/Users/aino/AppData/Roaming/LibreOffice/4;",
        9.0)
    dot("Vanha kone/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), ago(2021, 2, 3))

    return items
