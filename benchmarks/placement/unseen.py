"""An unseen labelled corpus: a fifth person's files, ``build(root, seed)``, written without reading the classifier.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bodies of
``corpus.py``, ``heldout.py``, ``blind.py`` or ``fresh.py``, or at any placement result: only ``blind.py``'s
docstring (for the way labelling rules are written), the ``Item`` dataclass and the helpers ``_pdf``,
``_jpeg`` (``corpus.py``), ``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``). The files and labels are shaped
by what this person would have on disk, not by what the code looks for.

The person: Astrid Lindqvist, 45, a self-employed veterinarian in Storvreta north of Uppsala who runs a
one-woman mobile farm-animal practice (Lindqvist Lantbruksveterinär, enskild firma, since 2019; before
that she worked for Distriktsveterinärerna in Uppsala, 2012-2019). Her husband Johan teaches music at a
gymnasium; their children are Elsa (17, gymnasium) and Vilgot (14, year 8). The family keeps a horse,
Saga (a Swedish Warmblood mare at Lövsta stall), and owns a summer cottage (stuga) at Väddö in Roslagen
that they let out some weeks each summer. A kitchen renovation is under way at home; a water leak under
the kitchen floor in November 2025 has become a dispute with the insurer (Nordskydd Försäkring), now
appealed to ARN. Astrid chairs Vaksala Kammarkör, which gives a 40th-anniversary concert in October 2026,
and trains for the Stockholm Marathon on 13 June 2026. Her father Gunnar Lindqvist died in March 2024;
his estate (with a share in a Norwegian hytte from her Norwegian mother's side) was settled in 2025. The
family goes to Lofoten in July 2026. Files are Swedish and English with some Norwegian, with the naming
chaos of a shared home computer: ``Hämtade filer/``, ``Skrivbord/``, an old ``Downloads/``,
``Nytt dokument.docx``, ``Dokument (3).pdf``, ``scan_0007.pdf``, ``namnlös.txt``, a ``2023/`` folder, a
phone backup, unfinished downloads and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  kitchen renovation (quotes, drawings, orders, ROT, progress photos) -- topic Home; the water-leak
  dispute with the insurer (claim, letters, moisture report, damage photos, ARN appeal) -- topic
  Insurance; the Stockholm Marathon 2026 (registration, training plan and log, race logistics) -- topic
  Running; the choir's 40th-anniversary concert (budget, soloists, church booking, posters, grant
  application) -- topic Choir; the new septic system at the cottage ordered by the municipality
  (permit, quotes, soil test) -- topic Cottage; the practice's new website and booking page (the code
  project, texts, photos, web-host offer) -- topic Veterinary; the Lofoten trip in July 2026 (bookings,
  ferry, packing list) -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: household
  money, bank, tax returns, mortgage, pension, savings (Finance); the practice's bookkeeping, invoices,
  VAT, client visits, lab results for clients' animals, drug orders, case notes, practice insurance and
  reporting (Veterinary); the family's health (Health); the house, its bills and upkeep (Home); household
  insurance policies (Insurance); the family car (Car); the children's school (School); the horse --
  stable rent, farrier, vet, feed, horse insurance (Horse); letting the cottage and its upkeep --
  bookings, guests, cleaning, rental income (Cottage); chairing the choir -- minutes, members, fees,
  annual accounts (Choir). An old tax return or 2023 choir minutes are still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: clinical reference,
  dosing tables, course notes (Veterinary); horse-care reading (Horse); running articles (Running);
  sheet music and rehearsal recordings of the choir's repertoire, even pieces for the anniversary
  concert (Choir); appliance manuals (Home); recipes (Cooking); ebooks (Books); music files and chord
  sheets (Music); installers (Software); photos, albums and screenshots (Photos) -- except photos that
  document a project, current or finished (progress, damage, finish-line photos, posters, the website's
  pictures: the project's bucket and topic), and those inside the phone backup.
- **Archive**: finished projects and ended responsibilities: Dad's estate, settled 2025 (Estate); her
  employment at Distriktsveterinärerna, ended 2019 (Veterinary); the 2021 bathroom renovation (Home);
  the cottage roof replacement of 2022 (Cottage); past trips (Travel); the Göteborgsvarvet 2024 half
  marathon (Running); the choir's Lucia concert 2025 (Choir); the old phone backup (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``, ``.gitignore``,
  ``.~lock...#``) are written but not labelled: the scanner never lists them.

Topics are subjects (the leak is ``Insurance`` like the policies; the website is ``Veterinary`` like the
bookkeeping). ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Hämtade filer/Dokument (3).pdf``, ``Skrivbord/namnlös.txt``, ``2023/scan_0031.pdf``): only the text
inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it. Images are never marked hard. Dates
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
    return dt.strftime("%Y-%m-%d")


def _kr(r: random.Random, lo: float, hi: float) -> str:
    v = r.uniform(lo, hi)
    s = f"{v:,.2f}".replace(",", " ").replace(".", ",")
    return s + " kr"


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
         f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Blad1" sheetId="1" r:id="rId1"/>'
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


SURN = ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson",
        "Gustafsson", "Pettersson", "Jansson", "Ekström", "Berglund", "Holm", "Sundberg", "Engström", "Wallin"]
FIRST = ["Anna", "Per", "Lars", "Karin", "Maria", "Erik", "Lena", "Mats", "Ingrid", "Olof", "Sofia", "Henrik",
         "Kerstin", "Jonas", "Ulla", "Magnus"]
FARMS = ["Norrby gård, Björklinge", "Ekeby Mjölk AB, Skuttunge", "Hagby gård, Vattholma", "Vreta fårgård, Järlåsa",
         "Tuna Lantbruk HB, Tuna", "Lilla Sävja gård, Bergsbrunna", "Åkerby Nöt AB, Knivsta", "Viksta-Berg gård, Viksta",
         "Österby Getgård, Österbybruk", "Lunda Gris AB, Länna"]
PRACTICE = ("Lindqvist Lantbruksveterinär\nleg. veterinär Astrid Lindqvist\nEkeby Byväg 7, 743 40 Storvreta\n"
            "Tel 070-318 44 62  |  Org.nr 800312-4418  |  Godkänd för F-skatt")


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _cow(r: random.Random) -> str:
    return f"SE-{r.randint(10000, 99999)}-{r.randint(1000, 9999)}"


# --------------------------------------------------------------------------- Veterinary (practice)


def t_vet_invoice(r, dt):
    farm = r.choice(FARMS)
    n = r.randint(2, 6)
    km = r.randint(18, 74)
    minutes = r.randint(40, 150)
    drugs = r.sample(["Penovet vet 300 mg/ml, 100 ml", "Metacam 20 mg/ml, 50 ml", "Oxytocin Vet 10 IE/ml, 10 ml",
                      "Calciumborogluconat 40 %, 500 ml", "Engemycin 100 mg/ml, 100 ml", "Finadyne vet, 50 ml",
                      "Ubrolexin intramammar, 20 st", "Vitamin B-komplex vet, 100 ml"], 2)
    return (f"{PRACTICE}\n\nFAKTURA nr {dt.year}-{r.randint(100, 480):04d}\nFakturadatum: {_d(dt)}\n"
            f"Förfallodatum: {_d(dt + timedelta(days=30))}\n\nKund: {farm}\nBesök: {_d(dt - timedelta(days=2))}, "
            f"{n} djur undersökta\n\nBesöksavgift                                  {_kr(r, 550, 650)}\n"
            f"Arbetstid {minutes} min                          {_kr(r, 900, 2400)}\n"
            f"Körersättning {km} km                         {_kr(r, 150, 600)}\n"
            f"{drugs[0]}        {_kr(r, 180, 900)}\n{drugs[1]}        {_kr(r, 120, 700)}\n\n"
            f"Summa exkl. moms   {_kr(r, 2500, 5200)}\nMoms 25 %   {_kr(r, 600, 1300)}\n"
            f"ATT BETALA   {_kr(r, 3100, 6500)}\n\nBankgiro 5712-0934. Ange fakturanummer vid betalning.\n"
            "Dröjsmålsränta enligt räntelagen. Betalningsvillkor 30 dagar netto.")


def t_lab_milk(r, dt):
    cow = _cow(r)
    quarter = r.choice(["VF", "HF", "VB", "HB"])
    finding = r.choice(["Staphylococcus aureus, rikligt", "Streptococcus uberis, måttligt", "E. coli, rikligt",
                        "Streptococcus dysgalactiae, sparsamt", "Koagulasnegativa stafylokocker (KNS), sparsamt"])
    pcr = r.choice(["Penicillinaskänslig", "Penicillinas NEGATIV", "Ej tillämpligt"])
    return (f"VetLab Mitt AB - Mastitlaboratoriet\nProvsvar bakteriologisk undersökning, mjölkprov\n\n"
            f"Remitterande veterinär: Astrid Lindqvist\nDjurägare: {r.choice(FARMS)}\nDjur-ID: {cow}  "
            f"Kvarter: {quarter}\nProvtagningsdatum: {_d(dt - timedelta(days=3))}  Ankomstdatum: "
            f"{_d(dt - timedelta(days=2))}\n\nOdlingsresultat: {finding}\nBetalaktamasproduktion: {pcr}\n"
            f"Celltal (kvartsprov): {r.randint(180, 2400)} 000 celler/ml\n\nResistensbestämning (MIC, mg/L):\n"
            f"Bensylpenicillin {r.choice(['<=0,06', '0,12', '>1'])}   Cefalotin <=1   Oxacillin 0,5   "
            f"Tetracyklin <=0,5   Trimetoprim-sulfa <=0,25\n\nKommentar: Vid behandling rekommenderas "
            "bensylpenicillin i första hand om isolatet är penicillinaskänsligt. Kontrollprov 3-4 veckor efter "
            "avslutad behandling.\nSvaret är signerat av ansvarig mikrobiolog.")


def t_lab_blood(r, dt):
    species = r.choice(["Nöt", "Häst", "Får", "Get"])
    return (f"VetLab Mitt AB\nLaboratorieremiss - svar\n\nDjurägare: {r.choice(FARMS)}\nDjurslag: {species}   "
            f"ID: {_cow(r) if species == 'Nöt' else r.randint(100, 999)}\nRemittent: leg. vet. Astrid Lindqvist\n"
            f"Datum: {_d(dt)}\n\nHematologi\nHb {r.randint(90, 140)} g/L (ref 80-150)\nLPK {r.uniform(5, 14):.1f} "
            f"x10^9/L (ref 4-12)\nHct {r.randint(24, 40)} %\n\nKlinisk kemi\nBHB {r.uniform(0.4, 3.2):.1f} mmol/L "
            f"(ref <1,2)\nKalcium {r.uniform(1.6, 2.6):.2f} mmol/L (ref 2,1-2,6)\nMagnesium {r.uniform(0.6, 1.1):.2f} "
            f"mmol/L\nGGT {r.randint(10, 60)} U/L\nSAA {r.randint(2, 180)} mg/L\n\nBedömning: värdena talar för "
            f"{r.choice(['subklinisk ketos', 'hypokalcemi', 'pågående inflammation', 'inga avvikelser av betydelse'])}."
            " Kontakta laboratoriet vid frågor.")


def t_journal(r, dt):
    case = r.choice([
        ("Ko, SRB, 5 år, kalvade för 6 dagar sedan", "nedsatt aptit, minskad mjölkmängd",
         "T 39,4. Vänstersidig löpmagsförskjutning, pling vänster sida.", "Löpmagsförskjutning vänster (LDA)",
         "Kirurgi, höger flankoperation, omentopexi. Metacam 20 mg/ml 15 ml s.c.", "Kött 15 dygn, mjölk 5 dygn"),
        ("Kviga, Holstein, 18 mån", "hälta vänster bak sedan 3 dagar",
         "Svullnad kron-klövrand, illaluktande. Klöveksem/klövröta.", "Klövspaltsinfektion",
         "Rengöring, Engemycin 10 mg/kg i.m. 3 dagar.", "Kött 21 dygn"),
        ("Tacka, Gotlandsfår, 3 år", "förlossning som inte går framåt",
         "Tvillingar, ett lamm i benbjudning. Korrigering.", "Dystoki", "Förlossningshjälp, oxytocin 10 IE i.m.",
         "Inga"),
        ("Kalv, 10 dagar", "diarré, slö", "Dehydrerad ca 8 %, sugreflex svag.", "Neonatal diarré",
         "Vätsketerapi 2 L Ringer-acetat i.v., elektrolyter per os.", "Inga"),
    ])
    return (f"JOURNALANTECKNING\nDatum: {_d(dt)}   Besök nr {r.randint(1200, 4800)}\nDjurägare: {r.choice(FARMS)}\n"
            f"Djur: {case[0]}, ID {_cow(r)}\n\nAnamnes: {case[1]}.\nStatus: {case[2]}\nDiagnos: {case[3]}\n"
            f"Behandling: {case[4]}\nKarenstid: {case[5]}\n\nUppföljning: djurägaren kontaktar vid utebliven "
            "förbättring inom 48 h.\nSignerat: Astrid Lindqvist, leg. veterinär")


def t_herd_visit(r, dt):
    return (f"BESÄTTNINGSBESÖK - djurhälsoprotokoll\n{r.choice(FARMS)}   Datum {_d(dt)}\nAntal kor: "
            f"{r.randint(60, 240)}   Kalvdödlighet 0-30 d: {r.uniform(1.5, 7):.1f} %\n"
            f"Tankcelltal senaste 3 mån: {r.randint(160, 310)} 000\nKlövhälsa: {r.randint(4, 20)} % halta vid "
            "rörelsebedömning.\n\nGenomgång: kalvningsboxar, råmjölksrutiner, sintidsutfodring.\n\nÅtgärdsförslag:\n"
            "1. Råmjölk 4 L inom 2 timmar, kontrollera kvalitet med refraktometer (Brix > 22).\n"
            "2. Klövverkning två gånger per år, fotbad kopparfritt.\n3. Provta nyinkalvade kor för BHB vecka 1.\n\n"
            "Nästa besök om 3 månader. Debiteras enligt avtal om djurhälsoprogram.")


def t_drug_order(r, dt):
    items = r.sample(["Penovet vet 300 mg/ml 100 ml x 4", "Metacam 20 mg/ml 100 ml x 2", "Finadyne vet 50 mg/ml x 2",
                      "Calcium-Magnesium infusion 500 ml x 10", "Engemycin 100 mg/ml 100 ml x 3",
                      "Ketamin 100 mg/ml 10 ml x 1", "Xylazin 20 mg/ml 25 ml x 2", "Cepravin sinlägg 24 st x 1",
                      "Lidokain 20 mg/ml 100 ml x 2", "Eprinex pour-on 1 L x 1"], 4)
    return (f"Orderbekräftelse {r.randint(400000, 499999)}\nNordVet Grossist AB\n\nKund: Lindqvist Lantbruksveterinär, "
            f"kundnr 20713\nOrderdatum: {_d(dt)}\nLeverans: {_d(dt + timedelta(days=2))} med DHL Service Point\n\n"
            + "\n".join(items) + f"\n\nOrdervärde exkl. moms: {_kr(r, 3200, 9800)}\nNarkotikaklassade preparat kräver "
            "rekvisition, förvaras i låst skåp och förs in i förbrukningsjournal.")


def t_vat(r, dt):
    return (f"Momsdeklaration - Lindqvist Lantbruksveterinär 800312-4418\nRedovisningsperiod: kvartal "
            f"{(dt.month - 1) // 3 + 1} {dt.year}\n\nRuta 05 Momspliktig försäljning: {_kr(r, 160000, 290000)}\n"
            f"Ruta 10 Utgående moms 25 %: {_kr(r, 40000, 72000)}\nRuta 48 Ingående moms att dra av: "
            f"{_kr(r, 9000, 21000)}\nRuta 49 Moms att betala: {_kr(r, 30000, 55000)}\n\nSkickad till Skatteverket "
            f"via e-tjänsten {_d(dt)}. Betalas till skattekontot senast den 12:e.")


def t_ledger_csv(r, dt):
    rows = ["Ver.nr;Datum;Konto;Text;Debet;Kredit"]
    acc = [("1930", "Inbetalning kund"), ("3001", "Försäljning tjänster 25 %"), ("4010", "Inköp läkemedel"),
           ("5611", "Drivmedel Hilux"), ("6212", "Mobiltelefon"), ("6310", "Ansvarsförsäkring"),
           ("6570", "Bankkostnader"), ("5460", "Förbrukningsmaterial handskar, kanyler")]
    for i in range(14):
        a = r.choice(acc)
        day = dt - timedelta(days=r.randint(0, 28))
        amt = f"{r.uniform(120, 9000):.2f}".replace(".", ",")
        rows.append(f"{r.randint(100, 900)};{_d(day)};{a[0]};{a[1]};{amt if i % 2 else ''};{'' if i % 2 else amt}")
    return "\n".join(rows) + "\n"


def t_client_mail(r, dt):
    who = _person(r)
    farm = r.choice(FARMS)
    issue = r.choice(["en ko som inte ätit sedan i går och har hög feber",
                      "tre kalvar med diarré, en ligger ner", "en kviga som haltar rejält på vänster bak",
                      "ett par tackor som ska lamma och en som verkar ha problem",
                      "dräktighetsundersökning av 14 kvigor"])
    return (f"From: {who} <{who.split()[0].lower()}@{farm.split(',')[0].split()[0].lower()}.se>\n"
            f"To: astrid@lindqvistvet.se\nDate: {dt.strftime('%a, %d %b %Y')} 06:{r.randint(10, 59)}:00 +0100\n"
            f"Subject: Besök?\nContent-Type: text/plain; charset=utf-8\n\nHej Astrid,\n\nVi har {issue}. "
            f"Kan du komma förbi i dag eller i morgon bitti? Vi är hemma hela dagen.\n\nMvh {who}\n{farm}\n")


def t_practice_ins(r, dt):
    return (f"Försäkringsbrev - Företagsförsäkring Veterinärverksamhet\nFörsäkringstagare: Lindqvist Lantbruksveterinär\n"
            f"Försäkringsnummer: FV-{r.randint(100000, 999999)}\nPeriod: {_d(dt)} - {_d(dt + timedelta(days=364))}\n\n"
            "Ingår: ansvarsförsäkring för djurhälsopersonal 10 000 000 kr, egendom i fordon (instrument, ultraljud,"
            " läkemedel) 250 000 kr, avbrottsförsäkring, rättsskydd.\nSjälvrisk: 1 basbelopp.\n"
            f"Premie: {_kr(r, 9800, 14200)} per år.\n\nVid skada: anmäl snarast via Mina sidor eller 0771-45 12 00.")


def t_jv_report(r, dt):
    return (f"Jordbruksverket - Rapportering av behandlingar, djurhälsopersonal\nVeterinär: Astrid Lindqvist, "
            f"legitimationsnr {r.randint(10000, 99999)}\nPeriod: {_d(dt - timedelta(days=30))} - {_d(dt)}\n\n"
            f"Antal rapporterade behandlingar: {r.randint(40, 140)}\nVarav antibiotika: {r.randint(10, 40)}\n"
            "Status: Mottagen. Uppgifterna förs till Jordbruksverkets veterinärregister (VetReg).\n"
            "Kontrollera att djurets id-nummer är korrekt för nötkreatur.")


def t_vet_dosing(r, dt):
    return ("Doseringstabell - vanliga preparat till nöt (egen sammanställning)\n\n"
            "Bensylpenicillinprokain: 20-25 mg/kg i.m. 1 gång/dygn, 5 dagar. Karens kött 6 d, mjölk 6 d (kontrollera"
            " FASS VET).\nOxytetracyklin: 10 mg/kg i.m./i.v. 1 gång/dygn.\nMeloxikam: 0,5 mg/kg s.c./i.v. "
            "engångsdos.\nFlunixin: 2,2 mg/kg i.v.\nKalciumborglukonat 40 %: 400-800 ml långsamt i.v. vid "
            "kalvningsförlamning, övervaka hjärtat.\nXylazin: 0,05-0,1 mg/kg i.m. för lätt sedering (nöt är "
            "känsliga!).\n\nObs: Följ Sveriges Veterinärförbunds behandlingsrekommendationer, penicillin förstahandsval.")


def t_vet_article(r, dt, k=None):
    texts = [
        ("Mycoplasma bovis i svenska mjölkbesättningar\n\nSammanfattning: Sedan det första fyndet 2011 har smittan "
        "påvisats i ett fåtal besättningar. Smittan sprids främst via inköpta djur och mjölk till kalvar. "
        "Klinisk bild: mastit som inte svarar på behandling, ledinflammation och lunginflammation hos kalvar. "
        "Diagnostik: PCR på tankmjölk och nässvabb. Åtgärder: inköpskontroll, pastörisering av mjölk till kalvar."),
        ("Ketos hos mjölkkor - diagnostik och förebyggande\n\nSubklinisk ketos definieras som BHB i blod över 1,2 "
        "mmol/L under de första veckorna efter kalvning. Förekomsten i svenska besättningar uppskattas till 10-30 %. "
        "Riskfaktorer: överhull vid sintid, abrupt foderbyte. Behandling: propylenglykol 300 ml per dag i 3-5 dagar."),
        ("BVD-fri status och bevakning\n\nSverige blev fritt från bovin virusdiarré efter ett frivilligt "
        "kontrollprogram. Bevakning sker genom tankmjölksprov. Vid misstanke: isolera, provta öronbiopsi på "
        "kalvar, kontakta länsveterinär. Persistent infekterade djur utsöndrar stora mängder virus hela livet."),
    ]
    return texts[k] if k is not None else r.choice(texts)


def t_cpd(r, dt):
    return ("Kursanteckningar - Ultraljud på nöt (reproduktion), Skara\n\nDag 1: Grundläggande fysik, val av "
            "linjär rektalprob 5-7,5 MHz. Dräktighetsdiagnostik från dag 28: fostervätska, embryo med hjärtslag.\n"
            "Dag 2: Ovarier - gulkroppar vs cystor (follikulär cysta > 25 mm, tunn vägg). Tvillingdiagnostik "
            "dag 35-55.\nKönsbestämning av foster dag 55-70 via genitaltuberkeln.\n\nAtt göra: öva på "
            "slakteripreparat, begär demo av Easi-Scan, jämför priser.")


def t_old_job(r, dt, kind):
    if kind == "contract":
        return ("ANSTÄLLNINGSAVTAL\nDistriktsveterinärerna, Statens jordbruksverk\n\nArbetstagare: Astrid Lindqvist\n"
                "Befattning: distriktsveterinär, stationeringsort Uppsala\nAnställningsform: tillsvidare från "
                "2012-09-01\nLön: 34 500 kr per månad\nJourtjänstgöring enligt schema, beredskapsersättning enligt "
                "avtal.\nUppsägningstid: 3 månader.")
    if kind == "payslip":
        return (f"LÖNESPECIFIKATION {dt.year}-{dt.month:02d}\nJordbruksverket - Distriktsveterinärerna\n"
                f"Astrid Lindqvist, anst.nr 40718\n\nMånadslön 44 800,00\nJour/beredskap {_kr(r, 3000, 9000)}\n"
                f"Skatt -{_kr(r, 12000, 16000)}\nNetto {_kr(r, 33000, 38000)}\nUtbetalas 25:e till konto i Swedbank.")
    return ("TJÄNSTGÖRINGSINTYG\n\nAstrid Lindqvist, född 1980, har varit anställd som distriktsveterinär vid "
            "Distriktsveterinärerna Uppsala 2012-09-01 - 2019-03-31. Arbetsuppgifterna omfattade akut och "
            "förebyggande djurhälsovård på nöt, får, gris och häst samt jourtjänstgöring. Hon har sagt upp sig "
            "på egen begäran för att starta egen verksamhet.\n\nUppsala 2019-03-29\nMarie Holm, regionchef")


# --------------------------------------------------------------------------- website project (Veterinary)


WEB_INDEX = """<!doctype html>
<html lang="sv">
<head><meta charset="utf-8"><title>Lindqvist Lantbruksveterinär - mobil veterinär för lantbrukets djur</title>
<link rel="stylesheet" href="css/style.css"></head>
<body>
<header><img src="bilder/logo.png" alt="Lindqvist Lantbruksveterinär"><nav><a href="index.html">Hem</a>
<a href="tjanster.html">Tjänster</a><a href="boka.html">Boka besök</a><a href="kontakt.html">Kontakt</a></nav></header>
<main>
<h1>Veterinär till gården - nöt, får, get och gris i Uppsala län</h1>
<p>Jag heter Astrid Lindqvist och är legitimerad veterinär med 20 års erfarenhet av lantbrukets djur.
Jag kommer ut till gården för akuta besök, besättningsbesök, dräktighetsundersökning med ultraljud och
djurhälsoprogram.</p>
<p>Akut? Ring 070-318 44 62, vardagar 07-18. Övrig tid hänvisas till Distriktsveterinärernas jour.</p>
</main>
<footer>Org.nr 800312-4418 | Godkänd för F-skatt</footer>
</body></html>
"""

WEB_SERVICES = """<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>Tjänster - Lindqvist Lantbruksveterinär</title>
<link rel="stylesheet" href="css/style.css"></head><body>
<h1>Tjänster och priser</h1>
<ul>
<li>Besöksavgift inom 30 km: 595 kr</li>
<li>Arbetstid: 1 150 kr/timme, debiteras per påbörjad kvart</li>
<li>Dräktighetsundersökning med ultraljud: 95 kr/djur (minst 10 djur)</li>
<li>Besättningsbesök enligt djurhälsoavtal: offert</li>
<li>Klövverkning i samarbete med klövvårdare</li>
</ul>
<p>Alla priser exkl. moms. Körersättning 45 kr/mil.</p>
</body></html>
"""

WEB_CSS = """:root { --green: #3d6b35; --sand: #f4efe6; }
body { font-family: "Source Sans Pro", sans-serif; background: var(--sand); margin: 0; }
header { display: flex; justify-content: space-between; padding: 1rem 2rem; background: var(--green); }
header a { color: white; margin-left: 1.2rem; text-decoration: none; }
main { max-width: 46rem; margin: 2rem auto; line-height: 1.5; }
.booking-form label { display: block; margin-top: .8rem; }
"""

WEB_JS = """// Booking form: validates input and posts it to the small Flask backend (booking_api/app.py).
const form = document.querySelector('#booking');
form.addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const data = Object.fromEntries(new FormData(form));
  if (!data.phone || data.phone.replace(/\\D/g, '').length < 8) {
    alert('Ange ett telefonnummer så att jag kan ringa upp.');
    return;
  }
  const res = await fetch('/api/booking', {method: 'POST', headers: {'Content-Type': 'application/json'},
                                            body: JSON.stringify(data)});
  document.querySelector('#status').textContent = res.ok ? 'Tack! Jag hör av mig inom en arbetsdag.'
                                                         : 'Något gick fel, ring 070-318 44 62.';
});
"""

WEB_APP = '''"""Tiny booking backend for the practice website: stores requests and mails Astrid."""
import json
import smtplib
from datetime import datetime
from email.message import EmailMessage
from pathlib import Path

from flask import Flask, jsonify, request

app = Flask(__name__)
STORE = Path(__file__).with_name("bookings.jsonl")
SPECIES = {"nöt", "får", "get", "gris", "häst"}


@app.post("/api/booking")
def booking():
    data = request.get_json(force=True)
    if data.get("species") not in SPECIES:
        return jsonify(error="okänt djurslag"), 400
    data["received"] = datetime.now().isoformat(timespec="minutes")
    with STORE.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(data, ensure_ascii=False) + "\\n")
    msg = EmailMessage()
    msg["Subject"] = f"Bokningsförfrågan: {data.get('farm', '?')} ({data['species']})"
    msg["From"] = "hemsida@lindqvistvet.se"
    msg["To"] = "astrid@lindqvistvet.se"
    msg.set_content(json.dumps(data, ensure_ascii=False, indent=2))
    with smtplib.SMTP("localhost") as smtp:
        smtp.send_message(msg)
    return jsonify(ok=True)


if __name__ == "__main__":
    app.run(debug=True)
'''

WEB_README = """# Hemsida - Lindqvist Lantbruksveterinär

Statisk sajt + en liten Flask-backend för bokningsformuläret. Ska vara live före midsommar 2026.

## Kvar att göra
- [x] Startsida och tjänstesida
- [ ] Bokningsformulär: koppla till SMTP hos webbhotellet
- [ ] Ta nya bilder i Hilux-boxen (Elsa fotograferar)
- [ ] GDPR-text: hur länge sparas bokningsförfrågningar?
- [ ] Peka om lindqvistvet.se till nya webbhotellet

## Köra lokalt
    python -m venv .venv && .venv/bin/pip install -r booking_api/requirements.txt
    .venv/bin/python booking_api/app.py
"""


def t_web_offer(r, dt):
    return (f"Offert - Webbhotell och domän\nUpplandsWebb AB\nTill: Astrid Lindqvist, Lindqvist Lantbruksveterinär\n"
            f"Datum: {_d(dt)}  Giltig 30 dagar\n\nWebbhotell Bas (PHP/Python, SSL, 10 GB): 89 kr/mån\n"
            "E-post 3 konton: 39 kr/mån\nDomänflytt lindqvistvet.se: 0 kr\nUppsättning av Python-app (engång): "
            "1 200 kr\n\nSumma första året exkl. moms: 2 736 kr. Tacka ja genom att svara på detta mejl.")


def t_web_texts(r, dt):
    return ("Texter till nya hemsidan (utkast 3)\n\nOm mig: Jag är uppvuxen på en mjölkgård i Västmanland och "
            "utbildade mig till veterinär på SLU i Uppsala. Efter sju år som distriktsveterinär startade jag "
            "egen praktik 2019. Jag åker ut till gårdar i hela Uppsala län.\n\nBoka besök: Fyll i formuläret, "
            "ange djurslag, antal djur och vad det gäller. Akuta fall: ring alltid.\n\nFrågor att lösa: "
            "ska priserna stå på sidan? Fråga Johan om bilderna från kalvningen i mars.")


# --------------------------------------------------------------------------- Finance


def t_bank(r, dt):
    lines = []
    for _ in range(9):
        day = dt - timedelta(days=r.randint(1, 29))
        what = r.choice(["ICA Kvantum Storvreta", "Swish till Elsa Lindqvist", "Vattenfall Eldistribution",
                         "Lön Uppsala kommun", "Överföring från företagskonto", "Bolåneränta", "Preem Storvreta",
                         "Clas Ohlson Uppsala", "Spotify", "Storvreta IK medlemsavgift", "Apotek Hjärtat"])
        lines.append(f"{_d(day)}  {what:<34} {'-' if 'Lön' not in what and 'Överföring' not in what else ''}"
                     f"{_kr(r, 60, 4800)}")
    return (f"Kontoutdrag - Privatkonto 8327-9, 904 118 223-4\nKontoinnehavare: Astrid Lindqvist och Johan Lindqvist\n"
            f"Period: {dt.strftime('%Y-%m')}\n\n" + "\n".join(sorted(lines)) +
            f"\n\nSaldo vid periodens slut: {_kr(r, 8000, 42000)}\nSparbanken Uppland")


def t_tax_return(r, dt):
    y = dt.year - 1
    return (f"Inkomstdeklaration 1 - inkomståret {y}\nSkatteverket\nAstrid Lindqvist, 800312-4418\n\n"
            f"Överskott av näringsverksamhet (NE-bilaga): {_kr(r, 380000, 520000)}\nAvdrag för egenavgifter: "
            f"{_kr(r, 60000, 90000)}\nRänteutgifter bolån (fördelas 50 %): {_kr(r, 18000, 34000)}\n"
            f"ROT-avdrag: {_kr(r, 0, 20000)}\n\nBeräknad slutlig skatt: {_kr(r, 130000, 190000)}\n"
            f"Preliminär skatt inbetald: {_kr(r, 130000, 190000)}\nDeklarationen godkänd med BankID {_d(dt)}.")


def t_mortgage(r, dt):
    return (f"Räntebesked {dt.year - 1}\nSparbanken Uppland - Bolån\nLåntagare: Astrid och Johan Lindqvist\n"
            f"Fastighet: Storvreta Ekeby 3:47\n\nLån 1: {_kr(r, 900000, 1400000)}, rörlig ränta {r.uniform(2.9, 4.6):.2f} %\n"
            f"Lån 2: {_kr(r, 600000, 900000)}, bunden 3 år {r.uniform(2.5, 3.9):.2f} %\nBetald ränta under året: "
            f"{_kr(r, 60000, 110000)}\nAmortering under året: {_kr(r, 30000, 60000)}\nUppgifterna har lämnats "
            "till Skatteverket.")


def t_isk(r, dt):
    return (f"Årsbesked investeringssparkonto (ISK) {dt.year - 1}\nAvanza Bank AB\nAstrid Lindqvist\n\n"
            f"Kapitalunderlag: {_kr(r, 180000, 420000)}\nSchablonintäkt: {_kr(r, 2000, 7000)}\nInnehav 31 dec: "
            "Avanza Global, Länsförsäkringar Sverige Index, Investor B.\nSkatten dras automatiskt via "
            "deklarationen.")


def t_pension(r, dt):
    return (f"Ditt orange kuvert - pensionsbesked {dt.year}\nPensionsmyndigheten\nAstrid Lindqvist\n\n"
            f"Inkomstpension, värde: {_kr(r, 900000, 1400000)}\nPremiepension, värde: {_kr(r, 300000, 620000)}\n"
            f"Prognos vid 67 år: {r.randint(17, 24)} 000 kr/mån före skatt.\nSom egenföretagare saknar du "
            "tjänstepension - överväg eget pensionssparande.")


def t_budget(r, dt):
    return ("Månad;Boende;Mat;Bil;Häst;Barn;Sparande;Övrigt\n" + "\n".join(
        f"{m};{r.randint(14000, 16000)};{r.randint(9000, 12500)};{r.randint(2500, 5200)};{r.randint(4800, 6200)};"
        f"{r.randint(2500, 6000)};{r.randint(3000, 8000)};{r.randint(1500, 5000)}"
        for m in ["jan", "feb", "mar", "apr", "maj", "jun"]) + "\n")


def t_swish(r, dt):
    rows = ["Datum;Mottagare/avsändare;Meddelande;Belopp"]
    for _ in range(10):
        rows.append(f"{_d(dt - timedelta(days=r.randint(0, 60)))};{_person(r)};"
                    f"{r.choice(['middag', 'fika', 'loppis', 'matkasse', 'biobiljett', 'present', 'bensin'])};"
                    f"{r.choice(['-', ''])}{r.randint(40, 900)},00")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- Health


def t_vardcentral(r, dt):
    return (f"Kallelse\nStorvreta vårdcentral\n\nTill: {r.choice(['Astrid', 'Johan', 'Elsa', 'Vilgot'])} Lindqvist\n"
            f"Tid: {_d(dt + timedelta(days=12))} kl {r.randint(8, 15)}:{r.choice(['00', '20', '40'])}\n"
            f"Hos: distriktsläkare {_person(r)}\nÄrende: {r.choice(['årlig kontroll blodtryck', 'uppföljning provsvar', 'hälsosamtal', 'astmakontroll'])}\n\n"
            "Om du får förhinder, avboka senast 24 timmar innan via 1177. Uteblivet besök debiteras 400 kr.\n"
            "Ta med legitimation.")


def t_blood_me(r, dt):
    return (f"Provsvar via 1177\nPatient: Astrid Lindqvist\nProvtagningsdatum: {_d(dt)}\n\nHb {r.randint(125, 145)} g/L\n"
            f"Ferritin {r.randint(12, 80)} ug/L (ref 13-150)\nTSH {r.uniform(0.8, 3.5):.1f} mIE/L\nB12 "
            f"{r.randint(200, 500)} pmol/L\n\nLäkarens kommentar: Lågt järnförråd, vanligt hos uthållighetsidrottare. "
            "Börja med järntabletter varannan dag och kontrollera om tre månader.")


def t_physio(r, dt):
    return (f"Fysioterapeut - behandlingsplan\nAktiv Rehab Uppsala\nPatient: Astrid Lindqvist\nDatum: {_d(dt)}\n\n"
            "Besvär: smärta i höger hälsena efter ökad löpmängd.\nBedömning: midportion akillestendinopati.\n"
            "Plan: excentrisk tåhävning 3x15 två gånger dagligen, minska intervaller i 2 veckor, återbesök om 3 "
            "veckor.\nPatientavgift 300 kr (frikort gäller ej).")


def t_dentist(r, dt):
    return (f"Folktandvården Storvreta\nFaktura för tandvård\nPatient: {r.choice(['Elsa', 'Vilgot', 'Astrid', 'Johan'])} "
            f"Lindqvist\nBehandlingsdatum: {_d(dt)}\n\nBasundersökning  {_kr(r, 600, 900)}\nTandhygienist  "
            f"{_kr(r, 500, 800)}\nStatligt tandvårdsstöd -300,00 kr\nAtt betala {_kr(r, 700, 1400)}\n"
            "Nästa undersökning om 18 månader.")


def t_vaccination(r, dt):
    return ("Vaccinationsintyg\nVaccinationscentralen Uppsala\n\nAstrid Lindqvist, 800312-4418\n"
            f"{_d(dt)}: Rabies (Rabipur) dos 3 av 3, förebyggande yrkesvaccination\n"
            f"{_d(dt - timedelta(days=28))}: Stelkramp-difteri påfyllnad\n\nNästa påfyllnad rabies: "
            "titerkontroll om 2 år enligt yrkesrisk.")


def t_kid_health(r, dt):
    return (f"Elevhälsan - hälsobesök åk 8\nStorvretaskolan\nElev: Vilgot Lindqvist\nDatum: {_d(dt)}\n\n"
            "Längd 171 cm, vikt 56 kg. Syn: normal. Hörsel: normal.\nVaccination HPV dos 2 given.\n"
            "Samtal om sömn, skärmtid och träning. Kontakta skolsköterskan Karin Berglund vid frågor.")


# --------------------------------------------------------------------------- Home


def t_electricity(r, dt):
    return (f"Faktura el\nTibber / Vattenfall Eldistribution\nAnläggning: Ekeby Byväg 7, Storvreta\nPeriod: "
            f"{dt.strftime('%Y-%m')}\n\nFörbrukning: {r.randint(900, 2600)} kWh\nElnät {_kr(r, 600, 1400)}\n"
            f"Elhandel spotpris {_kr(r, 700, 2900)}\nEnergiskatt {_kr(r, 400, 1200)}\nAtt betala "
            f"{_kr(r, 1800, 5200)}\nAutogiro dras {_d(dt + timedelta(days=25))}.")


def t_broadband(r, dt):
    return (f"Faktura {r.randint(10**7, 10**8)}\nBahnhof AB\nFiber 500/500, Storvreta Ekeby 3:47\n"
            f"Period {dt.strftime('%Y-%m')}\nMånadsavgift 399,00 kr\nAtt betala 399,00 kr")


def t_sotning(r, dt):
    return (f"Protokoll - brandskyddskontroll och sotning\nUppsala Brandförsvar / Storvreta Sotning\n"
            f"Fastighet: Storvreta Ekeby 3:47\nDatum: {_d(dt)}\n\nEldstad: kakelugn vardagsrum, braskamin kök.\n"
            "Anmärkning: bristfällig tätning vid rökkanalens anslutning i kök, åtgärdas före nästa eldning.\n"
            "Nästa kontroll: om 3 år. Avgift enligt taxa 1 240 kr.")


def t_water(r, dt):
    return (f"Uppsala Vatten och Avfall AB\nFaktura vatten, avlopp och avfall\nEkeby Byväg 7\nPeriod "
            f"{dt.strftime('%Y-%m')}\nVatten {r.randint(28, 44)} m3  {_kr(r, 900, 1500)}\nAvfall 190 l "
            f"kärl, tömning varannan vecka {_kr(r, 600, 800)}\nAtt betala {_kr(r, 1600, 2400)}")


def t_property_fee(r, dt):
    return (f"Fastighetsavgift {dt.year}\nSkatteverket\nFastighet: Storvreta Ekeby 3:47 (småhus)\nTaxeringsvärde: "
            f"{r.randint(2600, 3400)} 000 kr\nKommunal fastighetsavgift: 9 525 kr\nDebiteras på skattekontot "
            "i 12 delar.")


def t_heatpump(r, dt):
    return (f"Serviceprotokoll bergvärmepump\nNIBE F1255 - Värmeteknik i Uppsala\nDatum {_d(dt)}\n\nKontrollerat:"
            " köldbärartryck 1,2 bar, filter rengjort, varmvattentemp 50 C, larmlogg tom.\nRekommendation: byt "
            "cirkulationspump inom 2 år.\nKostnad 1 950 kr inkl. moms.")


def t_manual_home(r, dt, kind):
    return {
        "dishwasher": "Bruksanvisning diskmaskin Bosch Serie 6 SMV6ZCX07E\n\nFörsta användning: fyll på "
                      "regenereringssalt. Ställ in vattenhårdhet (Uppsala: mycket hårt vatten, nivå H5). "
                      "Felkod E15: vatten i bottenplattan, stäng av vattnet och kontakta service.",
        "induction": "Installations- och bruksanvisning induktionshäll\n\nAnvänd endast kokkärl med magnetisk "
                     "botten. Boost-funktion max 10 minuter. Barnlås: håll nyckelsymbolen intryckt i 3 sekunder."
                     " Rengöring: keramikskrapa och milt rengöringsmedel.",
        "robot": "Robotgräsklippare Husqvarna Automower 315 - snabbguide\n\nLägg begränsningskabeln 35 cm från "
                 "rabatter. Vinterförvaring: ladda fullt, förvara inomhus. Byt knivar var 2:a månad.",
        "heatpump": "NIBE F1255 Användarhandbok (utdrag)\n\nKurvlutning och förskjutning: öka förskjutningen "
                    "1 steg om det är för kallt inomhus. Extra varmvatten: tillfällig lyx 3 timmar.",
    }[kind]


# --------------------------------------------------------------------------- Kitchen renovation (Projects Home)


def t_kitchen_quote(r, dt):
    return (f"OFFERT - Köksrenovering\nUppsala Kök & Bygg AB\nKund: Astrid och Johan Lindqvist, Ekeby Byväg 7\n"
            f"Datum: {_d(dt)}\n\nRivning av befintligt kök och bortforsling  {_kr(r, 12000, 18000)}\n"
            f"Montering av köksstommar och luckor (Marbodal Arkitekt plus)  {_kr(r, 28000, 40000)}\n"
            f"El: ny grupp till induktionshäll, spotlights under överskåp  {_kr(r, 14000, 22000)}\n"
            f"VVS: flytt av diskbänk 60 cm, ny avstängningsventil  {_kr(r, 9000, 16000)}\nKakel stänkskydd "
            f"{_kr(r, 8000, 14000)}\n\nSumma arbete inkl. moms {_kr(r, 90000, 120000)}\nROT-avdrag 30 % av "
            "arbetskostnad dras på fakturan.\nBeräknad start vecka 14, ca 5 veckor.")


def t_kitchen_plan(r, dt):
    return ("Köket - planering\n\nMått: 3,40 x 4,10 m. Fönster mot trädgården behålls.\nÖnskemål:\n- Köksö "
            "90 x 180 med induktionshäll och fläkt i taket\n- Diskbänk under fönstret, underlimmad ho\n- Högskåp "
            "med inbyggnadsugn + mikro\n- Ekgolv ska slipas (det som klarade vattenskadan)\n\nBeslut kvar: "
            "bänkskiva komposit eller ek? Luckor grön (NCS S 5010-G30Y) eller grå?\nBudget: 280 000 kr totalt inkl. "
            "vitvaror.")


def t_kitchen_budget(r, dt):
    rows = ["Post;Leverantör;Offert;Betalt;Kommentar",
            f"Köksstommar och luckor;Marbodal via Kök & Bygg;{r.randint(82000, 96000)};{r.randint(40000, 48000)};50 % vid order",
            f"Bänkskiva komposit;Stenhuset Uppsala;{r.randint(24000, 31000)};0;mätning v.18",
            f"Vitvaror;Elgiganten;{r.randint(38000, 46000)};{r.randint(38000, 46000)};levererat",
            f"Snickare och rivning;Uppsala Kök & Bygg;{r.randint(60000, 72000)};0;ROT",
            f"Elektriker;Storvreta El;{r.randint(14000, 19000)};0;",
            f"Kakel;Kakelspecialisten;{r.randint(6000, 9000)};{r.randint(6000, 9000)};"]
    return "\n".join(rows) + "\n"


def t_kitchen_order(r, dt):
    return (f"Orderbekräftelse {r.randint(7000000, 7999999)}\nElgiganten\nLeverans till: Ekeby Byväg 7, 743 40 "
            f"Storvreta\nLeveransdag: {_d(dt + timedelta(days=9))}\n\nBosch induktionshäll PXX875D67E  1 st\n"
            "Bosch inbyggnadsugn HBG7741B1S  1 st\nBosch diskmaskin helintegrerad SMV6ZCX07E  1 st\n"
            "Siemens kyl/frys KI86NADD0  1 st\n\nInbärning och bortforsling av gamla vitvaror ingår.")


def t_kitchen_electrician(r, dt):
    return (f"From: Storvreta El <info@storvretael.se>\nTo: astrid.lindqvist@telia.com\nDate: {dt.strftime('%a, %d %b %Y')}"
            " 14:02:00 +0200\nSubject: Re: Köket - el\n\nHej Astrid,\n\nVi kommer torsdag kl 7 och drar ny 16A-grupp"
            " till hällen och flyttar uttagen till köksön. Snickarna måste ha rivit klart innan. Elcentralen är "
            "gammal - jag rekommenderar att vi byter till jordfelsbrytare på alla grupper, ca 8 500 kr extra.\n\n"
            "/Micke")


def t_rot(r, dt):
    return (f"Skatteverket - Begäran om utbetalning ROT\nUtförare: Uppsala Kök & Bygg AB\nKöpare: Astrid Lindqvist "
            f"50 %, Johan Lindqvist 50 %\nFastighet: Storvreta Ekeby 3:47\nArbetskostnad: {_kr(r, 50000, 70000)}\n"
            f"Begärt belopp: {_kr(r, 15000, 21000)}\nStatus: under handläggning.")


# --------------------------------------------------------------------------- Leak dispute (Projects Insurance)


def t_claim(r, dt):
    return (f"Skadeanmälan - vattenskada\nNordskydd Försäkring AB, Villahemförsäkring nr VH-{r.randint(1000000, 9999999)}\n"
            "Försäkringstagare: Astrid Lindqvist\nSkadedatum: 2025-11-08\n\nBeskrivning: Vi upptäckte vatten "
            "som trängde upp mellan golvbrädorna i köket vid diskbänken. Läckan kom från kopplingen till "
            "diskmaskinen. Vattnet stängdes av omedelbart. Golvet i kök och del av hall är fuktskadat.\n"
            "Åtgärder: rörmokare tätade kopplingen samma dag, avfuktare hyrd.")


def t_insurer_letter(r, dt):
    return (f"Nordskydd Försäkring AB\nSkadeavdelningen\nSkadenummer: 25-{r.randint(100000, 999999)}\nDatum: {_d(dt)}\n\n"
            "Beslut i ditt skadeärende\n\nVi har tagit del av fuktmätningsrapporten. Enligt rapporten har "
            "läckaget pågått under lång tid. Enligt försäkringsvillkoren punkt 7.3 ersätts inte skada som "
            "uppkommit genom läckage som pågått under längre tid. Vi ersätter därför endast kostnaden för att "
            "laga kopplingen, 2 840 kr efter självrisk.\n\nOm du inte är nöjd kan du begära omprövning hos vår "
            "kundombudsman eller vända dig till Allmänna reklamationsnämnden (ARN).")


def t_appeal(r, dt):
    return ("Begäran om omprövning - skadenummer 25-448210\n\nJag begär omprövning av beslutet. Diskmaskinen "
            "installerades i augusti 2025 och kopplingen var ny. Fuktmätarens bedömning bygger på ett enda "
            "mätvärde. Vi har anlitat en oberoende besiktningsman (bifogas) som bedömer att läckan varat högst "
            "några veckor. Jag begär full ersättning för golv och rivning enligt villkoren, med avdrag för "
            "ålder och självrisk.\n\nAstrid Lindqvist")


def t_arn(r, dt):
    return (f"Allmänna reklamationsnämnden\nAnmälan mottagen {_d(dt)}\nÄrendenummer {dt.year}-{r.randint(10000, 19999)}\n"
            "Anmälare: Astrid Lindqvist\nMotpart: Nordskydd Försäkring AB\nYrkande: ersättning för vattenskada, "
            "ca 96 000 kr.\n\nARN har begärt in yttrande från försäkringsbolaget. Handläggningstiden är för "
            "närvarande ca 6 månader. Du får en kopia av bolagets svar och kan då lämna synpunkter.")


def t_moisture(r, dt):
    return (f"Fuktmätning - rapport\nFuktkontroll Mälardalen AB\nObjekt: Ekeby Byväg 7, kök\nDatum: {_d(dt)}\n\n"
            f"Mätpunkt 1 (vid diskmaskin): RF {r.randint(88, 97)} % i träbjälklag\nMätpunkt 2 (köksmitt): RF "
            f"{r.randint(70, 85)} %\nMätpunkt 3 (hall): RF {r.randint(60, 72)} %\n\nBedömning: förhöjd fuktighet"
            " vid diskbänk. Missfärgning av syll tyder på att fukt funnits en tid. Uttorkning rekommenderas, "
            "golv måste rivas i ca 6 m2.")


def t_leak_mail(r, dt):
    return (f"From: Astrid Lindqvist <astrid.lindqvist@telia.com>\nTo: Konsumenternas Försäkringsbyrå "
            f"<info@konsumenternas.se>\nDate: {dt.strftime('%a, %d %b %Y')} 21:14:00 +0100\nSubject: Fråga om "
            "åldersavdrag och långvarigt läckage\n\nHej,\n\nMitt försäkringsbolag vägrar ersätta en vattenskada i "
            "köket med hänvisning till att läckaget pågått länge. Diskmaskinen var bara tre månader gammal. "
            "Har jag rätt att kräva att de visar hur länge det läckt? Kan ni hjälpa mig formulera en anmälan "
            "till ARN?\n\nVänliga hälsningar\nAstrid Lindqvist")


def t_leak_costs(r, dt):
    return ("Datum;Vad;Belopp;Kvitto\n" + "\n".join([
        f"2025-11-08;Rörmokare akut, Storvreta VVS;{r.randint(2800, 4200)};ja",
        f"2025-11-09;Hyra avfuktare 14 dagar;{r.randint(1400, 2200)};ja",
        f"2025-12-02;Fuktmätning Fuktkontroll Mälardalen;{r.randint(3500, 5200)};ja",
        f"2026-01-15;Oberoende besiktning;{r.randint(6500, 9000)};ja",
        f"2026-02-20;Rivning golv (del av köksoffert);{r.randint(12000, 18000)};ja"]) + "\n")


def t_home_policy(r, dt):
    return (f"Försäkringsbrev Villahemförsäkring {dt.year}\nNordskydd Försäkring AB\nFörsäkringstagare: Astrid "
            f"Lindqvist\nFörsäkringsställe: Storvreta Ekeby 3:47\nPeriod: {_d(dt)} - {_d(dt + timedelta(days=364))}\n\n"
            f"Omfattning: Bas + Allrisk\nBoyta 146 m2, biyta 40 m2\nSjälvrisk: 1 500 kr, vattenskada 3 000 kr\n"
            f"Premie: {_kr(r, 6200, 8400)} per år, betalas månadsvis.")


def t_accident_policy(r, dt):
    return (f"Barnförsäkring - årsbesked\nFolksam\nFörsäkrade: Elsa Lindqvist, Vilgot Lindqvist\nPremie "
            f"{_kr(r, 2400, 3600)} per barn och år\nOmfattning: olycksfall, sjukdom, medicinsk invaliditet "
            "upp till 1 000 000 kr.\nFörsäkringen gäller dygnet runt, även vid idrott.")


# --------------------------------------------------------------------------- Car


def t_car_inspection(r, dt):
    return (f"Kontrollrapport - kontrollbesiktning\nBesikta Bilprovning, Uppsala Fyrislund\nFordon: MKP 41T, "
            f"Volvo V60 2018\nDatum: {_d(dt)}\nMätarställning: {r.randint(110000, 190000)} km\n\nResultat: "
            f"{r.choice(['Godkänd utan anmärkning', 'Godkänd med anmärkning: strålkastarinställning'])}\n"
            "Nästa besiktning senast 14 månader från detta datum.")


def t_car_service(r, dt):
    return (f"Arbetsorder / Faktura\nBilia Uppsala\nVolvo V60 MKP 41T\nDatum {_d(dt)}\n\nService 150 000 km "
            f"{_kr(r, 3900, 5200)}\nByte bromsbelägg fram {_kr(r, 1800, 2900)}\nTorkarblad {_kr(r, 400, 600)}\n"
            f"Summa att betala {_kr(r, 6500, 8900)}")


def t_car_tax(r, dt):
    return (f"Transportstyrelsen\nFordonsskatt {dt.year}\nMKP 41T Volvo V60\nSkatt: 1 896 kr per år\n"
            "Betalas senast sista dagen i månaden efter skattemånaden. Obetald skatt = körförbud.")


def t_car_ins(r, dt):
    return (f"Försäkringsbrev Bilförsäkring Helförsäkring\nIf Skadeförsäkring\nFordon: MKP 41T Volvo V60\n"
            f"Period {_d(dt)} - {_d(dt + timedelta(days=364))}\nPremie {_kr(r, 5200, 7400)} per år\n"
            "Ingår: trafik, halv, vagn, hyrbil.\nSjälvrisk vagnskada 6 000 kr.")


# --------------------------------------------------------------------------- School


def t_school_letter(r, dt):
    who, school, cls = r.choice([("Vilgot", "Storvretaskolan", "8B"), ("Elsa", "Rosendalsgymnasiet", "NA23b")])
    topic = r.choice([
        (f"Utvecklingssamtal för {who} bokas via Schoolsoft vecka {r.randint(10, 46)}. Samtalet tar 30 minuter och "
        "vi går igenom kunskapsutveckling i alla ämnen samt trivsel."),
        (f"Klassen {cls} åker på studiebesök till Naturhistoriska riksmuseet. Avgift 150 kr för buss betalas "
        "via Swish senast fredag. Ta med matsäck."),
        f"{who} har ogiltig frånvaro från lektionen i matematik. Kontakta mentor om frånvaron är felregistrerad.",
        ("Information om nationella prov i svenska, engelska och matematik. Schemat finns på Schoolsoft; "
        "eleven ska vara på plats 08.15."),
    ])
    return (f"{school}\nTill vårdnadshavare för {who} Lindqvist, klass {cls}\nDatum: {_d(dt)}\n\n{topic}\n\n"
            f"Med vänlig hälsning\n{_person(r)}, mentor")


def t_school_mail(r, dt):
    return (f"From: {_person(r)} <mentor@rosendalsgymnasiet.uppsala.se>\nTo: astrid.lindqvist@telia.com\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 16:40:00 +0100\nSubject: Elsas gymnasiearbete\n\nHej!\n\nElsa har "
            "valt att göra sitt gymnasiearbete om antibiotikaresistens hos mastitbakterier och undrar om hon "
            "får följa med dig på gårdsbesök och ta mjölkprov. Det vore jättebra för arbetet. Handledare är "
            "biologiläraren.\n\nVänliga hälsningar, mentor NA23b")


def t_iup(r, dt):
    return (f"Individuell utvecklingsplan\nElev: Vilgot Lindqvist, åk 8, Storvretaskolan\nLäsår {dt.year - 1}/{dt.year}"
            "\n\nStyrkor: engagerad i NO och idrott, god muntlig förmåga i engelska.\nUtvecklingsområden: "
            "lämna in uppgifter i tid, skriftlig argumentation i svenska.\nÖverenskommelse: läxhjälp tisdagar, "
            "veckovis avstämning i Schoolsoft.\nUnderskrifter: elev, vårdnadshavare, mentor.")


def t_grades(r, dt):
    subj = ["Svenska", "Engelska", "Matematik", "Biologi", "Fysik", "Kemi", "Historia", "Idrott och hälsa", "Musik"]
    return ("Ämne;Betyg;Lärare\n" + "\n".join(f"{s};{r.choice(['A', 'B', 'C', 'C', 'D', 'E'])};{_person(r)}"
                                              for s in subj) + "\n")


def t_csn(r, dt):
    return (f"CSN - Beslut om studiehjälp\nElsa Lindqvist\nLäsår {dt.year}/{dt.year + 1}\nStudiebidrag 1 250 kr "
            "per månad under 10 månader. Utbetalas till vårdnadshavares konto. Vid ogiltig frånvaro kan "
            "studiebidraget dras in - skolan rapporterar till CSN.")


# --------------------------------------------------------------------------- Horse


def t_stable_rent(r, dt):
    return (f"Faktura stallhyra\nLövsta Stall & Hage HB\nTill: Astrid Lindqvist\nMånad: {dt.strftime('%Y-%m')}\n\n"
            f"Boxplats Saga, inkl. hö och utsläpp {_kr(r, 3800, 4200)}\nSpån {_kr(r, 250, 420)}\nKraftfoder "
            f"{_kr(r, 300, 600)}\nAtt betala {_kr(r, 4400, 5200)}\nBetalas till bg 5560-1183.")


def t_farrier(r, dt):
    return (f"Kvitto - hovslagare\n{_person(r)}, leg. hovslagare\nHäst: Saga\nDatum: {_d(dt)}\n\nSkoning 4 "
            "skor, verkning, brodd hål\nPris 1 650 kr\nNästa tid om 6-7 veckor. Lite tunn sula höger fram - håll"
            " koll.")


def t_horse_vet(r, dt):
    return (f"Faktura\nUppsala Hästklinik\nPatient: Saga, SWB sto, född 2014, UELN 752004001234567\nDatum: {_d(dt)}\n\n"
            f"Vaccination influensa och stelkramp {_kr(r, 600, 800)}\nTandrasp med sedering {_kr(r, 1200, 1700)}\n"
            f"Att betala {_kr(r, 1800, 2600)}\nVaccinationen är införd i hästpasset.")


def t_horse_ins(r, dt):
    return (f"Försäkringsbrev Häst\nAgria Djurförsäkring\nHäst: Saga, SWB, född 2014\nVeterinärvård 40 000 kr, "
            f"livvärde 60 000 kr\nPeriod: {_d(dt)} - {_d(dt + timedelta(days=364))}\nPremie {_kr(r, 5400, 7200)}"
            " per år.")


def t_horse_feed(r, dt):
    return ("Foderstat Saga (sommar)\n\nVikt ca 560 kg, lätt arbete 4-5 dagar/vecka.\nHö: 9 kg per dag, "
            "analyserat: 9,8 MJ/kg ts, råprotein 95 g/kg ts.\nMineralfoder: 80 g Krafft Mineral Plus.\n"
            "Salt fritt.\nKraftfoder endast vid hårt arbete: 0,5 kg havre.\nObs: ingen bete första veckan i "
            "maj - tillvänjning 1 h/dag.")


def t_horse_article(r, dt, k=None):
    texts = [
        ("Fång hos häst - att känna igen tidiga tecken\n\nFång är en inflammation i hovens lameller. Tidiga "
        "tecken: ökad digital puls, varma hovar, häst som flyttar vikten bakåt. Risk: tillgång till vårens "
        "bete, överviktiga hästar, PPID. Kyl hovarna och ring veterinär direkt."),
        ("Grunderna i hästens utfodring\n\nHästen är byggd för att äta grovfoder 14-16 timmar per dygn. "
        "Minimum 1,5 kg hö per 100 kg kroppsvikt. Tänk på mineraler, salt och vatten. Byt foder gradvis "
        "under minst två veckor."),
        ("Avmaskning efter träckprov\n\nSelektiv avmaskning bygger på träckprov vår och höst. Avmaska endast "
        "hästar med över 200 ägg per gram. Bandmask testas med salivtest. Resistens mot makrocykliska laktoner "
        "ökar."),
    ]
    return texts[k] if k is not None else r.choice(texts)


# --------------------------------------------------------------------------- Cottage


def t_cottage_booking(r, dt):
    guest = _person(r)
    wk = r.randint(24, 34)
    return (f"Bokningsbekräftelse - Stugan på Väddö\nGäst: {guest}, {r.randint(2, 5)} personer\nVecka {wk}, "
            f"lördag-lördag\nHyra: {r.choice(['6 500', '7 200', '8 500', '9 500'])} kr inkl. slutstädning\n"
            "Handpenning 30 % inom 10 dagar, resten 30 dagar före ankomst.\nIncheckning 15.00, utcheckning 11.00.\n"
            "Nyckeln finns i nyckelskåpet, koden skickas veckan innan.\nHusdjur: ej tillåtna. Rökning: ej tillåten."
            "\n\nAstrid Lindqvist, 070-318 44 62")


def t_cottage_enquiry(r, dt):
    g = _person(r)
    return (f"From: {g} <{g.split()[0].lower()}.{g.split()[1].lower()}@gmail.com>\nTo: astrid.lindqvist@telia.com\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 20:11:00 +0100\nSubject: Stugan vecka 29?\n\nHej!\n\nVi såg "
            "annonsen på Blocket. Är stugan ledig vecka 29? Vi är två vuxna och två barn (6 och 9). Finns det "
            "båt att låna och hur långt är det till badplatsen?\n\nHälsningar\n" + g)


def t_cottage_income(r, dt):
    rows = ["Vecka;Gäst;Hyra;Städning;Betalt"]
    for wk in (26, 27, 28, 30, 31, 33):
        rows.append(f"{wk};{_person(r)};{r.choice([6500, 7200, 8500, 9500])};{r.choice([0, 900])};"
                    f"{r.choice(['ja', 'ja', 'handpenning'])}")
    return "\n".join(rows) + "\n"


def t_cottage_cleaning(r, dt):
    return (f"Städning stugan - instruktion till {_person(r)}\n\n- Bädda rent i alla sängar (lakan i "
            "linneskåpet, märkta per säng)\n- Diska ur kylen, frysen avfrostas i september\n- Kolla att båten "
            "är fastlåst och att flytvästarna hänger i boden\n- Tömma sopor, kompost bakom boden\n"
            "- Fyll på toapapper, diskmedel, kaffefilter\nBetalning 900 kr per städning via Swish.")


def t_cottage_welcome(r, dt):
    return ("Välkommen till stugan! / Velkommen!\n\nWifi: Stugan_Vaddo, lösenord på kylskåpet.\nVatten: egen "
            "brunn, drickbart. Spara vatten i torka.\nAvlopp: slamavskiljare - inga våtservetter i toaletten.\n"
            "Bastu: vedeldad, tänd med tidning, spjället ska vara öppet.\nAvfall: återvinningsstation vid "
            "Älmsta, 6 km.\nNödnummer 112. Närmaste vårdcentral: Älmsta.")


def t_cottage_rental_tax(r, dt):
    return (f"Uthyrning av privatbostad - beräkning inkomstår {dt.year - 1}\n\nHyresintäkter: {_kr(r, 38000, 52000)}\n"
            "Schablonavdrag: 40 000 kr\nAvdrag 20 % av hyresintäkten: " + _kr(r, 7600, 10400) +
            "\nÖverskott att ta upp som kapitalinkomst: " + _kr(r, 0, 4000) + "\nAnmärkning: stugan ägs 50/50.")


def t_cottage_septic_decision(r, dt):
    return (f"Norrtälje kommun - Miljö- och hälsoskyddsnämnden\nBeslut om förbud mot utsläpp\nFastighet: Väddö "
            f"Bagghusen 2:14\nDatum: {_d(dt)}\n\nVid inventering av enskilda avlopp bedöms anläggningen (slamavskiljare"
            " med stenkista) inte uppfylla kraven. Förbud att släppa ut avloppsvatten gäller från 2026-10-31. "
            "Ansökan om tillstånd för ny anläggning ska lämnas in senast 2026-06-30.")


def t_cottage_septic_quote(r, dt):
    return (f"Offert - nytt enskilt avlopp\nRoslagens Gräv & Avlopp AB\nFastighet: Bagghusen 2:14, Väddö\nDatum {_d(dt)}"
            f"\n\nTrekammarbrunn 2 m3 + markbädd med fosforfälla\nGrävarbete och schakt {_kr(r, 45000, 62000)}\n"
            f"Material {_kr(r, 38000, 52000)}\nFosforfilter Filtralite P {_kr(r, 12000, 16000)}\n"
            "Summa inkl. moms: ca 125 000 kr. ROT-avdrag på arbetet.\nUtförande september, innan tjälen.")


def t_cottage_septic_permit(r, dt):
    return ("Ansökan om tillstånd för avloppsanordning (utkast)\n\nSökande: Astrid och Johan Lindqvist\n"
            "Fastighet: Bagghusen 2:14, fritidshus, 6 sängplatser, vatten från egen brunn\nTyp: markbädd med "
            "fosforfälla, trekammarbrunn\nAvstånd till egen brunn: 38 m, till grannens brunn: 62 m\nBilagor: "
            "situationsplan, provgropsprotokoll, produktblad\nAvgift enligt taxa: 7 800 kr")


def t_cottage_soil(r, dt):
    return (f"Provgropsprotokoll\nDatum: {_d(dt)}\nProvgrop 1: djup 1,6 m. 0-0,3 m mulljord, 0,3-1,6 m siltig "
            "sand. Inget grundvatten vid 1,6 m. Ingen berg.\nBedömning: lämpligt för markbädd, infiltration "
            "möjlig men skyddsnivå normal. Protokollet bifogas ansökan.")


def t_roof_2022(r, dt):
    return (f"Slutfaktura - takbyte\nRoslagstak AB\nObjekt: fritidshus Bagghusen 2:14\nDatum: {_d(dt)}\n\n"
            "Rivning av gammal eternit, nytt råspont, underlagspapp och plåttak Plannja, färg svart.\n"
            f"Arbete {_kr(r, 62000, 78000)}\nMaterial {_kr(r, 58000, 70000)}\nROT-avdrag -{_kr(r, 18000, 23000)}\n"
            "Garantitid 10 år på arbetet. Slutbesiktning godkänd.")


# --------------------------------------------------------------------------- Choir


def t_minutes(r, dt):
    return (f"Protokoll styrelsemöte Vaksala Kammarkör\nDatum: {_d(dt)}, Vaksala församlingshem\nNärvarande: "
            f"Astrid Lindqvist (ordf.), {_person(r)} (kassör), {_person(r)} (sekr.), {_person(r)}\n\n"
            "§1 Mötet öppnas.\n§2 Ekonomi: kassören rapporterar att alla utom fyra betalat terminsavgiften.\n"
            "§3 Repertoar: dirigenten föreslår Rheinbergers Mässa i Ess-dur till hösten.\n§4 Nya medlemmar: "
            "två tenorer har provsjungit och välkomnas.\n§5 Övrigt: städning av notförrådet efter sista "
            "repetitionen.\n§6 Nästa möte enligt kalendern.\nVid protokollet: sekreteraren. Justeras: ordföranden.")


def t_members(r, dt):
    rows = ["Namn;Stämma;E-post;Avgift betald"]
    for v in ["S1", "S1", "S2", "S2", "A1", "A1", "A2", "T1", "T2", "B1", "B2", "B2"]:
        n = _person(r)
        rows.append(f"{n};{v};{n.split()[0].lower()}@example.se;{r.choice(['ja', 'ja', 'nej'])}")
    return "\n".join(rows) + "\n"


def t_annual_report(r, dt):
    return (f"Verksamhetsberättelse {dt.year - 1}\nVaksala Kammarkör\n\nKören har haft {r.randint(28, 34)} aktiva "
            "medlemmar och repeterat varje tisdag i Vaksala församlingshem. Under året gav kören vårkonsert, "
            "medverkade vid gudstjänster och gav den traditionsenliga Luciakonserten. Styrelsen har haft 8 "
            f"protokollförda möten.\n\nEkonomi: intäkter {_kr(r, 90000, 130000)}, kostnader {_kr(r, 85000, 125000)}."
            "\nStyrelsen tackar Studieförbundet Bilda för samarbetet.\n\nAstrid Lindqvist, ordförande")


def t_choir_fees(r, dt):
    return (f"Påminnelse terminsavgift\n\nHej alla körmedlemmar!\nTerminsavgiften för {'våren' if dt.month < 7 else 'hösten'}"
            f" {dt.year} är 600 kr (studerande 300 kr). Betala till plusgiro 47 12 99-3 eller Swish 123 456 78 90 "
            "senast den 15:e. Märk betalningen med namn.\n\n/Styrelsen, Vaksala Kammarkör")


def t_concert_budget(r, dt):
    return ("Post;Budget;Utfall;Kommentar\n" + "\n".join([
        f"Solister (sopran, baryton);{r.randint(18000, 24000)};0;avtal klart",
        f"Orkester Uppsala Kammarsolister;{r.randint(45000, 60000)};0;offert",
        f"Kyrkhyra Vaksala kyrka;{r.randint(3000, 6000)};0;bokad 17 okt",
        f"Affischer och program;{r.randint(4000, 7000)};{r.randint(1000, 2000)};tryckeri",
        f"Biljettintäkter;-{r.randint(40000, 60000)};0;300 platser x 180 kr",
        f"Bidrag Uppsala kommun;-{r.randint(15000, 25000)};0;ansökt",
        f"Jubileumsmiddag;{r.randint(15000, 22000)};0;"]) + "\n")


def t_concert_grant(r, dt):
    return ("Ansökan om kulturbidrag - Uppsala kommun, föreningsbidrag för enskilt arrangemang\n\nFörening: "
            "Vaksala Kammarkör, org.nr 817605-2231\nArrangemang: Jubileumskonsert 40 år, lördag 17 oktober 2026 "
            "i Vaksala kyrka\nProgram: Rheinberger, Mässa i Ess-dur; Hugo Alfvén, Aftonen; nybeställt verk av "
            "Uppsalatonsättaren Maria Holm\nSökt belopp: 20 000 kr\nMålgrupp: allmänheten, fri entré för barn.")


def t_concert_mail(r, dt):
    return (f"From: Vaksala församling <bokning@vaksalaforsamling.se>\nTo: Astrid Lindqvist\nDate: "
            f"{dt.strftime('%a, %d %b %Y')} 10:03:00 +0200\nSubject: Bokning Vaksala kyrka 17/10\n\nHej Astrid,\n\n"
            "Kyrkan är bokad för er jubileumskonsert lördag 17 oktober kl 18, med repetition samma dag från 13. "
            "Generalrepetition fredag 16/10 kl 19-21. Orgeln är stämd i september. Vi behöver antal "
            "medverkande för brandsäkerheten.\n\nVänliga hälsningar, Kyrkokansliet")


def t_concert_soloist(r, dt):
    return ("AVTAL - solistmedverkan\n\nMellan Vaksala Kammarkör och sopranen Linnea Ek.\nUppdrag: "
            "sopransolo i jubileumskonserten 17 oktober 2026, Vaksala kyrka, inkl. generalrepetition 16/10.\n"
            "Arvode: 9 500 kr + resa. Faktureras efter konserten.\nVid sjukdom ansvarar solisten för ersättare i "
            "samråd med dirigenten.")


def t_lucia(r, dt):
    return ("Luciakonsert 2025 - körschema och ansvar\n\n13 december, Vaksala kyrka, kl 16 och 19\nLucia: "
            "Maja Wallin. Tärnor: 8, stjärngossar: 4, tomtenissar från barnkören.\nLjus: batteriljus till tärnor,"
            " riktiga ljus endast i kronan (brandvakt: Per).\nInsläpp 15.30. Kollekt till Stadsmissionen.\n"
            "Efteråt: glögg i församlingshemmet.")


def t_lucia_result(r, dt):
    return (f"Luciakonserterna 2025 - ekonomisk redovisning\n\nBiljetter: {_kr(r, 28000, 36000)}\nKollekt "
            f"Stadsmissionen: {_kr(r, 6000, 9000)}\nKostnader (ljus, noter, glögg): {_kr(r, 4000, 7000)}\n"
            "Överskott till körkassan. Tack alla som hjälpte till - vi ses i januari!")


def t_sheet(r, dt, piece):
    return (f"{piece}\nSATB a cappella\n\nSopran: ...\nAlt: ...\nTenor: ...\nBas: ...\n\nKörens exemplar - "
            "får ej kopieras vidare. Noteringar: andning efter takt 12, crescendo till fortissimo i takt 31.")


# --------------------------------------------------------------------------- Running (marathon)


def t_marathon_reg(r, dt):
    return (f"Anmälningsbekräftelse - Stockholm Marathon 2026\nDeltagare: Astrid Lindqvist, född 1980\nKlubb: "
            f"Storvreta IK\nStartgrupp: {r.choice(['D', 'E', 'F'])}   Startnummer skickas i maj\nLoppsdag: "
            "lördag 13 juni 2026, start 12.00 Lidingövägen\nAnmälningsavgift: 1 195 kr (betald)\n"
            "Nummerlappsutdelning: Marathonmässan, Östermalms IP, 11-12 juni.")


def t_training_plan(r, dt):
    return ("Träningsprogram marathon - 16 veckor, mål sub 3:45\n\nV1-4: grundperiod 40-50 km/vecka, långpass "
            "18-22 km i 6:10/km\nV5-8: tröskelintervaller 5x6 min i 4:55/km, långpass 24-28 km\nV9-12: "
            "maratonfart 2x8 km i 5:18/km, långpass upp till 32 km\nV13-14: toppvecka 62 km\nV15-16: nedtrappning"
            "\nStyrka: tåhävningar och utfall 2 ggr/vecka (akillesrehab!)\nTävlingsdag: gel var 30:e min.")


def t_training_log(r, dt):
    rows = ["Datum;Pass;Distans km;Tid;Puls snitt;Känsla"]
    for i in range(20):
        day = dt - timedelta(days=3 * i)
        kind = r.choice(["lugnt", "intervaller", "långpass", "tröskel", "återhämtning"])
        km = {"långpass": r.randint(22, 32), "lugnt": r.randint(8, 12)}.get(kind, r.randint(8, 14))
        rows.append(f"{_d(day)};{kind};{km};{km * r.randint(5, 6)}:{r.randint(10, 59)};{r.randint(132, 162)};"
                    f"{r.choice(['bra', 'tungt', 'ok', 'hälsenan kändes'])}")
    return "\n".join(rows) + "\n"


def t_gpx(r, dt):
    pts = "".join(f'<trkpt lat="{59.95 + i * 0.001:.5f}" lon="{17.70 + i * 0.0012:.5f}"><ele>{20 + i % 7}</ele>'
                  f'<time>{dt.strftime("%Y-%m-%d")}T06:{10 + i % 50:02d}:00Z</time></trkpt>' for i in range(30))
    return (f'<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="Garmin Connect"><metadata><name>'
            f"Långpass Storvreta-Uppsala {_d(dt)}</name></metadata><trk><name>Långpass 30 km</name><trkseg>{pts}"
            "</trkseg></trk></gpx>\n")


def t_marathon_hotel(r, dt):
    return (f"Bokningsbekräftelse\nScandic Continental, Stockholm\nGäst: Astrid Lindqvist\nIncheckning: 2026-06-12"
            f"\nUtcheckning: 2026-06-14\nRum: dubbelrum\nPris: {_kr(r, 2600, 3600)}\nBokningsnummer "
            f"{r.randint(10**8, 10**9)}\nSen utcheckning 14.00 bokad (löpare).")


def t_run_article(r, dt, k=None):
    texts = [
        ("Kolhydratladdning inför marathon\n\nDe tre sista dagarna före loppet: 8-10 g kolhydrater per kg "
        "kroppsvikt. Minska fiber. Drick till ljus urin. Under loppet: 60-90 g kolhydrater per timme."),
        ("Varför lugna pass ska vara lugna\n\n80/20-principen: ungefär 80 procent av träningen bör ligga i "
        "låg intensitet där du kan prata. Det bygger aerob kapacitet utan att öka skaderisken."),
        ("Akillestendinopati hos löpare\n\nÖverbelastning av hälsenan är vanligt vid snabb ökning av "
        "löpmängd. Excentrisk och tung långsam styrketräning har bäst stöd i forskningen."),
    ]
    return texts[k] if k is not None else r.choice(texts)


def t_gbg_varvet(r, dt):
    return (f"Göteborgsvarvet 2024 - resultat\nAstrid Lindqvist, K40\nNettotid: 1:{r.randint(44, 52)}:{r.randint(10, 59)}"
            f"\nPlacering klass: {r.randint(400, 900)}\n5 km 0:24:10, 10 km 0:49:02, 15 km 1:14:30\n"
            "Grattis till genomfört lopp! Diplom kan laddas ner från resultatsidan.")


# --------------------------------------------------------------------------- Travel (Lofoten 2026 / past)


def t_rorbu(r, dt):
    return (f"Bekreftelse på bestilling\nReine Rorbuer, Lofoten\nGjest: Astrid Lindqvist, 4 personer\nAnkomst: "
            f"2026-07-11  Avreise: 2026-07-18\nRorbu med 2 soverom, sjøutsikt\nPris: NOK {r.randint(16000, 21000)}"
            "\nDepositum 30 % er betalt. Resten betales ved ankomst.\nSengetøy og håndklær kan leies for NOK 180"
            " per person. Innsjekk fra kl 15.")


def t_ferry(r, dt):
    return (f"Billett - Torghatten Nord\nBodø - Moskenes\nDato: 2026-07-10 kl 15:30\nKjøretøy: personbil under 6 m,"
            f" MKP 41T\nPassasjerer: 2 voksne, 2 ungdom\nTotalpris: NOK {r.randint(1400, 1900)}\nBilletten må vises "
            "ved innkjøring. Møt opp senest 30 min før avgang.")


def t_packing(r, dt):
    return ("Packlista Lofoten\n\n- Regnkläder alla\n- Vandringskängor, Elsa behöver nya\n- Ullunderställ\n"
            "- Pannlampa (behövs inte - midnattssol!)\n- Kikare\n- Fiskespö till Vilgot\n- Norska kronor / kort\n"
            "- Körkort, bilens papper, grönt kort behövs ej\n- Sömnmask\n- Matlåda till färjan")


def t_lofoten_route(r, dt):
    return ("Körplan Lofoten juli 2026\n\nDag 1: Storvreta - Sundsvall - Östersund (övernattning)\nDag 2: "
            "Östersund - Storlien - Mo i Rana\nDag 3: Mo i Rana - Bodø, färja 15.30 till Moskenes\nDag 4-8: "
            "Reine, Kvalvika beach, Reinebringen, Nusfjord\nDag 9: Lofoten - Narvik - Kiruna\nDag 10: hem via "
            "Luleå.\nCa 3 400 km totalt. Boka hotell Östersund och Mo i Rana!")


def t_old_trip(r, dt, where):
    if where == "kreta":
        return (f"Resebekräftelse\nApollo\nResenärer: Astrid, Johan, Elsa och Vilgot Lindqvist\nResmål: Kreta, "
                f"Hersonissos\nUtresa: 2023-07-08 Arlanda - Heraklion\nHemresa: 2023-07-22\nHotell: Hersonissos "
                f"Palace, lägenhet 2 sovrum, halvpension\nTotalpris: {_kr(r, 52000, 64000)}")
    if where == "london":
        return ("Booking confirmation\nPremier Inn London County Hall\nGuest: Astrid Lindqvist\nCheck-in: 2024-10-17"
                "\nCheck-out: 2024-10-20\nFamily room, 2 adults 2 children\nTotal GBP 498.00 paid.")
    return (f"Bekreftelse - Hurtigbåt Bergen - Stavanger\nDato: 2024-06-28\nPassasjerer: 4\nPris: NOK "
            f"{r.randint(1800, 2400)}\nGod reise!")


# --------------------------------------------------------------------------- Estate (Archive)


def t_bouppteckning(r, dt):
    return (f"BOUPPTECKNING\nEfter Gunnar Erik Lindqvist, 470815-xxxx, avliden 2024-03-11, Sala\n\nDödsbodelägare: "
            "Astrid Lindqvist (dotter), Lars Lindqvist (son)\nFörrättningsdag: 2024-05-20\n\nTillgångar:\nFastighet "
            f"Sala Kumla 4:12, taxeringsvärde {_kr(r, 1100000, 1500000)}\nBankmedel Swedbank {_kr(r, 180000, 320000)}"
            "\nAndel (1/3) i fritidsbolig Sotra, Norge\nLösöre enligt bilaga\n\nSkulder: begravningskostnad, "
            "slutlig skatt.\nBouppteckningen registrerad hos Skatteverket 2024-07-02.")


def t_arvskifte(r, dt):
    return ("ARVSKIFTESHANDLING\n\nDödsbo efter Gunnar Lindqvist\nDelägare: Astrid Lindqvist och Lars "
            "Lindqvist, hälften var.\nFastigheten Sala Kumla 4:12 har sålts 2024-10-15. Köpeskillingen fördelas "
            "lika efter avdrag för mäklararvode.\nAndelen i hytta på Sotra överlåts till kusinerna Haugen enligt"
            " avtal.\nSkiftet är slutfört och delägarna har inga ytterligare anspråk på varandra.\n\nSala "
            "2025-03-28. Underskrifter.")


def t_estate_tax(r, dt):
    return (f"Inkomstdeklaration 4 - dödsbo efter Gunnar Lindqvist\nInkomstår 2024\nKapitalvinst försäljning "
            f"fastighet: {_kr(r, 200000, 400000)}\nSlutlig skatt: {_kr(r, 40000, 90000)}\nDeklarationen "
            "undertecknad av båda dödsbodelägarna.")


def t_hytte(r, dt):
    return ("Kjære Astrid,\n\nTakk for samtalen i går. Vi er enige om at du og Lars overdrar deres andel i "
            "hytta på Sotra til oss mot et oppgjør på NOK 420 000. Advokaten i Bergen setter opp skjøtet, og "
            "tinglysingen skjer hos Kartverket. Mamma ville ha blitt glad for at hytta blir i familien.\n\n"
            "Hilsen Kari Haugen")


def t_funeral(r, dt):
    return (f"Faktura\nFonus Sala\nBegravning Gunnar Lindqvist 2024-04-05, Sala kyrka\nKista, transport, "
            f"blommor, annons i Sala Allehanda, minnesstund\nSumma: {_kr(r, 32000, 41000)}\nBetalas från "
            "dödsboets konto.")


def t_house_sale(r, dt):
    return (f"Köpekontrakt\nFastighet: Sala Kumla 4:12\nSäljare: dödsboet efter Gunnar Lindqvist\nKöpare: "
            f"{_person(r)} och {_person(r)}\nKöpeskilling: {_kr(r, 1850000, 2350000)}\nTillträde: 2024-12-01\n"
            "Mäklare: Svensk Fastighetsförmedling Sala.")


# --------------------------------------------------------------------------- Cooking / misc resources


RECIPES = {
    "kanelbullar": "Kanelbullar (ca 40 st)\n\n50 g jäst, 150 g smör, 5 dl mjölk, 1 dl socker, 1 tsk salt, 2 tsk "
                   "kardemumma, 13-15 dl vetemjöl.\nFyllning: 150 g smör, 1 dl socker, 2 msk kanel.\nJäs 30 min,"
                   " kavla, fyll, rulla, skär. Jäs igen 30 min. Pensla med ägg, pärlsocker. 250 grader 6-8 min.",
    "fiskesuppe": "Bergensk fiskesuppe (fra mormor Ingrid)\n\n1 liter fiskekraft, 2 gulrøtter, 1 purre, 1 "
                  "pastinakk, 3 dl fløte, 400 g hvit fisk, 200 g reker. Jevn med smør og mel, smak til med eddik "
                  "og sukker - den skal være søtsyrlig. Strø over gressløk.",
    "kottbullar": "Köttbullar som Johan gör dem\n\n500 g blandfärs, 1 dl ströbröd, 2 dl mjölk, 1 ägg, 1 "
                  "riven lök (fräst), salt, vitpeppar, lite kryddpeppar. Låt ströbrödet svälla. Rulla små bullar,"
                  " stek i smör. Gräddsås: stekskyn, grädde, soja, svartvinbärsgelé.",
    "lasagne": "Vegetarisk lasagne\n\nLinser, krossade tomater, morot, zucchini, vitlök, oregano. Bechamel: 50 "
               "g smör, 4 msk mjöl, 8 dl mjölk, muskot. Varva med plattor, toppa med mozzarella. 200 grader 40 "
               "min.",
    "pasta": "Pasta carbonara (snabb)\n\n400 g spaghetti, 150 g guanciale eller pancetta, 3 äggulor + 1 ägg, 1 dl "
             "pecorino, svartpeppar. Ingen grädde! Blanda äggen med osten, vänd ner i pastan utanför värmen med "
             "lite pastavatten.",
    "surdeg": "Surdegsbröd - grundrecept\n\n100 g aktiv surdeg, 350 g vatten, 500 g vetemjöl special, 10 g salt. "
              "Autolys 1 h, vik 4 gånger med 30 min mellanrum, bulkjäs 4-5 h, forma, kallt i kylen över natten. "
              "Grädda i gjutjärnsgryta 250 grader 20 min med lock, 20 min utan.",
    "raggmunk": "Raggmunk med fläsk\n\n3 dl vetemjöl, 6 dl mjölk, 3 ägg, 1 tsk salt, 800 g riven potatis. Stek "
                "tunna plättar i smör. Servera med stekt rimmat sidfläsk och rårörda lingon.",
    "lapskaus": "Lapskaus\n\n600 g storfekjøtt i terninger, 1 kg poteter, 3 gulrøtter, 1 kålrot, 1 løk, "
                "laurbærblad. Brun kjøttet, kok med vann i 1 time, tilsett grønnsakene og kok til potetene går i "
                "stykker. Server med flatbrød.",
}


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

    # ------------------------------------------------------------ Dokument/Praktiken (Areas Veterinary)
    d = "Dokument/Praktiken"
    for i, age in enumerate((4, 19, 47, 95)):
        add(f"{d}/Fakturor/{2026 if age < 150 else 2025}/Faktura {2026}-{212 - i * 17:04d}.pdf", A, "Veterinary", age,
            t_vet_invoice)
    add(f"{d}/Fakturor/Faktura 2025-0388 Ekeby Mjölk.pdf", A, "Veterinary", 190, t_vet_invoice)
    add(f"{d}/Fakturor/kundreskontra maj.xlsx", A, "Veterinary", 3, lambda r, dt: "Kund;Faktura;Belopp;Förfallen\n" +
        "\n".join(f"{f.split(',')[0]};2026-0{r.randint(100, 199)};{r.randint(1800, 9000)};{r.choice(['ja', 'nej'])}"
                  for f in FARMS[:7]))
    for i, age in enumerate((6, 58)):
        add(f"{d}/Labbsvar/mjölkprov_{_d(NOW - timedelta(days=age))}.pdf", A, "Veterinary", age, t_lab_milk)
    add(f"{d}/Labbsvar/blodprov ketos Norrby.pdf", A, "Veterinary", 15, t_lab_blood)
    add(f"{d}/Labbsvar/VetLab svar 88213.pdf", A, "Veterinary", 72, t_lab_blood)
    for i, age in enumerate((2, 27)):
        add(f"{d}/Journal/journal_{_d(NOW - timedelta(days=age))}.docx", A, "Veterinary", age, t_journal)
    add(f"{d}/Journal/besättningsbesök Åkerby april.docx", A, "Veterinary", 45, t_herd_visit)
    add(f"{d}/Läkemedel/NordVet order 4471.pdf", A, "Veterinary", 13, t_drug_order)
    add(f"{d}/Läkemedel/förbrukningsjournal narkotika 2026.xlsx", A, "Veterinary", 7, lambda r, dt:
        "Datum;Preparat;Mängd;Djurägare;Djur;Sign\n" + "\n".join(
            f"{_d(dt - timedelta(days=i * 6))};{r.choice(['Ketamin 100 mg/ml', 'Butorfanol 10 mg/ml'])};"
            f"{r.randint(1, 6)} ml;{r.choice(FARMS).split(',')[0]};{_cow(r)};AL" for i in range(12)))
    add(f"{d}/Moms/momsdeklaration Q1 2026.pdf", A, "Veterinary", 40, t_vat)
    add(f"{d}/Bokföring/verifikationer april 2026.csv", A, "Veterinary", 30, t_ledger_csv)
    add(f"{d}/Försäkring företag 2026.pdf", A, "Veterinary", 150, t_practice_ins)
    add(f"{d}/Jordbruksverket rapport maj.pdf", A, "Veterinary", 1, t_jv_report)
    add(f"{d}/Kunder/Norrby gård - djurhälsoavtal.docx", A, "Veterinary", 210, lambda r, dt:
        "Avtal om djurhälsoprogram\n\nMellan Norrby gård, Björklinge, och Lindqvist Lantbruksveterinär.\n"
        "Omfattning: besättningsbesök var tredje månad, dräktighetsundersökning med ultraljud var sjätte vecka, "
        "rådgivning om kalvhälsa och juverhälsa.\nPris: 1 150 kr/timme, körersättning 45 kr/mil.\n"
        "Avtalet löper tills vidare med tre månaders uppsägningstid.")
    add(f"{d}/Kunder/kundlista.csv", A, "Veterinary", 20, lambda r, dt: "Kund;Ort;Djurslag;Antal;Telefon\n" +
        "\n".join(f"{f.split(',')[0]};{f.split(',')[1].strip()};{r.choice(['nöt', 'får', 'get', 'gris'])};"
                  f"{r.randint(20, 300)};070-{r.randint(1000000, 9999999)}" for f in FARMS))
    for age in (3, 38):
        add(f"Mail sparade/Praktiken/besök {_d(NOW - timedelta(days=age))}.eml", A, "Veterinary", age, t_client_mail)
    # clinical reference (Resources Veterinary)
    add("Dokument/Veterinärt/doseringstabell nöt.docx", R, "Veterinary", 400, t_vet_dosing)
    add("Dokument/Veterinärt/Artiklar/Mycoplasma bovis översikt.pdf", R, "Veterinary", 520,
        lambda r, dt: t_vet_article(r, dt, 0))
    add("Dokument/Veterinärt/Artiklar/ketos mjölkkor SVA.pdf", R, "Veterinary", 300,
        lambda r, dt: t_vet_article(r, dt, 1))
    add("Dokument/Veterinärt/Kurs ultraljud Skara 2025.docx", R, "Veterinary", 240, t_cpd)
    add("Dokument/Veterinärt/Behandlingsrekommendationer SVF 2024.pdf", R, "Veterinary", 560, lambda r, dt:
        "Sveriges Veterinärförbund - Behandlingsrekommendationer för vanliga infektioner hos nötkreatur\n\n"
        "Mastit orsakad av penicillinkänsliga grampositiva bakterier: bensylpenicillin systemiskt 5 dagar.\n"
        "Klövspaltsinflammation: lokalbehandling i första hand.\nPneumoni kalv: penicillin eller oxytetracyklin."
        "\nUndvik fluorokinoloner och tredje generationens cefalosporiner.")
    # former job (Archive Veterinary)
    dj = "Dokument/Distriktsveterinärerna (gammalt)"
    add(f"{dj}/Anställningsavtal 2012.pdf", X, "Veterinary", 5010, lambda r, dt: t_old_job(r, dt, "contract"))
    add(f"{dj}/lönespec 2018-11.pdf", X, "Veterinary", 2740, lambda r, dt: t_old_job(r, dt, "payslip"))
    add(f"{dj}/lönespec 2019-02.pdf", X, "Veterinary", 2650, lambda r, dt: t_old_job(r, dt, "payslip"))
    add(f"{dj}/Tjänstgöringsintyg.pdf", X, "Veterinary", 2620, lambda r, dt: t_old_job(r, dt, "cert"))

    # ------------------------------------------------------------ hemsida-praktiken (Projects Veterinary, code)
    w = "Projekt/hemsida-praktiken"
    add(f"{w}/index.html", P, "Veterinary", 5, WEB_INDEX)
    add(f"{w}/tjanster.html", P, "Veterinary", 8, WEB_SERVICES)
    add(f"{w}/css/style.css", P, "Veterinary", 5, WEB_CSS)
    add(f"{w}/js/booking.js", P, "Veterinary", 3, WEB_JS)
    add(f"{w}/booking_api/app.py", P, "Veterinary", 3, WEB_APP)
    add(f"{w}/booking_api/requirements.txt", P, "Veterinary", 21, "flask==3.0.3\n")
    add(f"{w}/README.md", P, "Veterinary", 2, WEB_README)
    photo(f"{w}/bilder/logo.png", P, "Veterinary", 30)
    photo(f"{w}/bilder/hilux-boxen.jpg", P, "Veterinary", 12)
    photo(f"{w}/bilder/ultraljud-kviga.jpg", P, "Veterinary", 70)
    add(f"{w}/texter/texter till hemsidan v3.docx", P, "Veterinary", 6, t_web_texts)
    add(f"{w}/UpplandsWebb offert.pdf", P, "Veterinary", 25, t_web_offer)
    dot(f"{w}/.gitignore", b".venv/\n__pycache__/\nbooking_api/bookings.jsonl\n", 30)
    dot(f"{w}/.git/HEAD", b"ref: refs/heads/main\n", 2)

    # ------------------------------------------------------------ Ekonomi (Areas Finance)
    e = "Dokument/Ekonomi"
    for age in (2, 63):
        add(f"{e}/Kontoutdrag/kontoutdrag {(NOW - timedelta(days=age)).strftime('%Y-%m')}.pdf", A, "Finance", age,
            t_bank)
    add(f"{e}/Skatt/Deklaration 2026 inkomstår 2025.pdf", A, "Finance", 35, t_tax_return)
    add(f"{e}/Skatt/Deklaration 2025.pdf", A, "Finance", 400, t_tax_return)
    add(f"{e}/Bolån/räntebesked 2025.pdf", A, "Finance", 140, t_mortgage)
    add(f"{e}/ISK årsbesked 2025.pdf", A, "Finance", 120, t_isk)
    add(f"{e}/Pension/orange kuvert 2026.pdf", A, "Finance", 80, t_pension)
    add(f"{e}/budget 2026.xlsx", A, "Finance", 10, t_budget)
    add(f"{e}/swish export.csv", A, "Finance", 14, t_swish)

    # ------------------------------------------------------------ Hälsa (Areas Health)
    h = "Dokument/Hälsa"
    add(f"{h}/kallelse vårdcentralen.pdf", A, "Health", 20, t_vardcentral)
    add(f"{h}/provsvar järn mars.pdf", A, "Health", 70, t_blood_me)
    add(f"{h}/Fysio hälsenan.pdf", A, "Health", 50, t_physio)
    add(f"{h}/vaccinationsintyg rabies.pdf", A, "Health", 800, t_vaccination)
    add(f"{h}/Vilgot hälsobesök åk8.pdf", A, "Health", 110, t_kid_health)

    # ------------------------------------------------------------ Huset (Areas Home) + manuals (Resources Home)
    hu = "Dokument/Huset"
    add(f"{hu}/El/elfaktura april.pdf", A, "Home", 28, t_electricity)
    add(f"{hu}/Bahnhof faktura.pdf", A, "Home", 15, t_broadband)
    add(f"{hu}/sotningsprotokoll 2025.pdf", A, "Home", 230, t_sotning)
    add(f"{hu}/fastighetsavgift 2026.pdf", A, "Home", 150, t_property_fee)
    add(f"{hu}/Manualer/Bosch diskmaskin bruksanvisning.pdf", R, "Home", 40,
        lambda r, dt: t_manual_home(r, dt, "dishwasher"))
    add(f"{hu}/Manualer/induktionshäll manual.pdf", R, "Home", 38, lambda r, dt: t_manual_home(r, dt, "induction"))
    add(f"{hu}/Manualer/Automower 315 snabbguide.pdf", R, "Home", 700, lambda r, dt: t_manual_home(r, dt, "robot"))
    add(f"{hu}/Manualer/NIBE F1255 användarhandbok.pdf", R, "Home", 1500,
        lambda r, dt: t_manual_home(r, dt, "heatpump"))
    # bathroom renovation 2021 (Archive Home)
    add(f"{hu}/Badrum 2021/offert badrum Våtrumsexperten.pdf", X, "Home", 1850, lambda r, dt:
        f"Offert badrumsrenovering\nVåtrumsexperten Uppsala AB\nDatum {_d(dt)}\nRivning, nytt tätskikt enligt "
        f"GVK, golvvärme, kakel och klinker, WC och handfat.\nPris inkl. moms {_kr(r, 160000, 190000)}, ROT avgår.")
    add(f"{hu}/Badrum 2021/våtrumsintyg GVK.pdf", X, "Home", 1700, lambda r, dt:
        "Kvalitetsdokument våtrum - GVK\nObjekt: Ekeby Byväg 7, badrum övervåning\nTätskikt: Casco "
        "Wetroom Membrane. Utfört av behörig plattsättare. Egenkontroll signerad. Spara detta intyg - "
        "försäkringsbolaget kan begära det vid skada.")
    photo(f"{hu}/Badrum 2021/badrum klart.jpg", X, "Home", 1690)
    photo(f"{hu}/Badrum 2021/IMG_2231.jpg", X, "Home", 1760)

    # ------------------------------------------------------------ Köksrenovering (Projects Home)
    k = "Projekt/Köket 2026"
    add(f"{k}/Offert Uppsala Kök & Bygg.pdf", P, "Home", 95, t_kitchen_quote)
    add(f"{k}/planering kök.docx", P, "Home", 20, t_kitchen_plan)
    add(f"{k}/budget kök.xlsx", P, "Home", 4, t_kitchen_budget)
    add(f"{k}/Elgiganten order vitvaror.pdf", P, "Home", 26, t_kitchen_order)
    add(f"{k}/mail elektrikern.eml", P, "Home", 18, t_kitchen_electrician)
    add(f"{k}/ROT begäran.pdf", P, "Home", 9, t_rot)
    add(f"{k}/ritning köksö.pdf", P, "Home", 60, lambda r, dt:
        "Ritning köksö 90 x 180 cm, skala 1:20\nHäll centrerad, 30 cm till kortsida. Överhäng 30 cm för "
        "barstolar på långsidan. Eluttag i ändgaveln. Takfläkt Eico monteras 65 cm ovan häll.")
    add(f"{k}/kakel alternativ.txt", P, "Home", 35, "Kakel stänkskydd:\n1. Vit blank 7,5x15 tegelförband (billig)\n"
        "2. Grön handgjord zellige - 1 900 kr/m2, 3 m2 behövs\n3. Samma som i badrummet?\nFråga Johan. Beställ v.20.")
    for n, age in ((1, 58), (3, 22), (5, 3)):
        photo(f"{k}/bilder/IMG_{4410 + n * 7}.jpg", P, "Home", age)
    photo(f"{k}/bilder/luckor NCS grön.png", P, "Home", 50)

    # ------------------------------------------------------------ Vattenskadan (Projects Insurance)
    v = "Dokument/Försäkringar/Vattenskadan kök"
    add(f"{v}/Skadeanmälan.pdf", P, "Insurance", 204, t_claim)
    add(f"{v}/Beslut Nordskydd jan.pdf", P, "Insurance", 140, t_insurer_letter)
    add(f"{v}/omprövning.docx", P, "Insurance", 115, t_appeal)
    add(f"{v}/ARN anmälan mottagen.pdf", P, "Insurance", 48, t_arn)
    add(f"{v}/Fuktmätning rapport.pdf", P, "Insurance", 180, t_moisture)
    add(f"{v}/kostnader vattenskadan.csv", P, "Insurance", 100, t_leak_costs)
    add(f"{v}/fråga Konsumenternas.eml", P, "Insurance", 120, t_leak_mail)
    for n, age in ((1, 205), (2, 205), (4, 190)):
        photo(f"{v}/foton/skada_{n}.jpg", P, "Insurance", age)
    add("Dokument/Försäkringar/Villahem Nordskydd 2026.pdf", A, "Insurance", 60, t_home_policy)
    add("Dokument/Försäkringar/Villahem Nordskydd 2025.pdf", A, "Insurance", 425, t_home_policy)
    add("Dokument/Försäkringar/barnförsäkring Folksam.pdf", A, "Insurance", 150, t_accident_policy)

    # ------------------------------------------------------------ Bilen (Areas Car)
    b = "Dokument/Bilen"
    add(f"{b}/besiktning 2026.pdf", A, "Car", 55, t_car_inspection)
    add(f"{b}/besiktning 2025.pdf", A, "Car", 420, t_car_inspection)
    add(f"{b}/Bilia service.pdf", A, "Car", 200, t_car_service)
    add(f"{b}/If bilförsäkring.pdf", A, "Car", 240, t_car_ins)

    # ------------------------------------------------------------ Skolan (Areas School)
    s = "Dokument/Skolan"
    add(f"{s}/Vilgot/IUP vt26.pdf", A, "School", 75, t_iup)
    add(f"{s}/Vilgot/utvecklingssamtal.pdf", A, "School", 100, t_school_letter)
    add(f"{s}/Vilgot/betyg åk7.xlsx", A, "School", 350, t_grades)
    add(f"{s}/Elsa/gymnasiearbete mentor.eml", A, "School", 65, t_school_mail)
    add(f"{s}/Elsa/CSN studiebidrag.pdf", A, "School", 270, t_csn)
    add(f"{s}/Elsa/frånvaro.pdf", A, "School", 33, t_school_letter)

    # ------------------------------------------------------------ Saga (Areas Horse) + reading (Resources Horse)
    sg = "Dokument/Saga"
    for age in (5, 66):
        add(f"{sg}/stallhyra {(NOW - timedelta(days=age)).strftime('%Y-%m')}.pdf", A, "Horse", age, t_stable_rent)
    add(f"{sg}/hovslagare kvitto.pdf", A, "Horse", 23, t_farrier)
    add(f"{sg}/Hästkliniken vaccination.pdf", A, "Horse", 130, t_horse_vet)
    add(f"{sg}/Agria försäkringsbrev.pdf", A, "Horse", 300, t_horse_ins)
    add(f"{sg}/foderstat sommar.docx", A, "Horse", 28, t_horse_feed)
    add(f"{sg}/Läsning/fång tidiga tecken.pdf", R, "Horse", 500, lambda r, dt: t_horse_article(r, dt, 0))
    photo("Bilder/Saga/Saga hoppning maj.jpg", R, "Photos", 14)
    photo("Bilder/Saga/IMG_3902.jpg", R, "Photos", 210)

    # ------------------------------------------------------------ Stugan (Areas Cottage / Projects / Archive)
    c = "Dokument/Stugan"
    add(f"{c}/Uthyrning/bokning v27 {_person(random.Random(11)).split()[1]}.pdf", A, "Cottage", 40, t_cottage_booking)
    add(f"{c}/Uthyrning/bokning v30.pdf", A, "Cottage", 25, t_cottage_booking)
    add(f"{c}/Uthyrning/förfrågan vecka 29.eml", A, "Cottage", 9, t_cottage_enquiry)
    add(f"{c}/Uthyrning/uthyrning 2026.xlsx", A, "Cottage", 4, t_cottage_income)
    add(f"{c}/Uthyrning/städinstruktion.docx", A, "Cottage", 330, t_cottage_cleaning)
    add(f"{c}/Uthyrning/Välkommen till stugan.pdf", A, "Cottage", 360, t_cottage_welcome)
    add(f"{c}/skatt uthyrning 2025.txt", A, "Cottage", 70, t_cottage_rental_tax)
    add(f"{c}/Avlopp/Beslut Norrtälje kommun.pdf", P, "Cottage", 160, t_cottage_septic_decision)
    add(f"{c}/Avlopp/offert Roslagens Gräv.pdf", P, "Cottage", 45, t_cottage_septic_quote)
    add(f"{c}/Avlopp/ansökan avlopp utkast.docx", P, "Cottage", 6, t_cottage_septic_permit)
    add(f"{c}/Avlopp/provgrop.pdf", P, "Cottage", 30, t_cottage_soil)
    photo(f"{c}/Avlopp/situationsplan.png", P, "Cottage", 7)
    add(f"{c}/Taket 2022/slutfaktura Roslagstak.pdf", X, "Cottage", 1380, t_roof_2022)
    photo(f"{c}/Taket 2022/tak före.jpg", X, "Cottage", 1420)
    photo(f"{c}/Taket 2022/tak efter.jpg", X, "Cottage", 1385)

    # ------------------------------------------------------------ Kören (Areas / Projects / Resources / Archive)
    ko = "Dokument/Kören"
    for age in (12, 103):
        add(f"{ko}/Protokoll/styrelsemöte {_d(NOW - timedelta(days=age))}.docx", A, "Choir", age, t_minutes)
    add(f"{ko}/medlemsregister.xlsx", A, "Choir", 17, t_members)
    add(f"{ko}/verksamhetsberättelse 2025.docx", A, "Choir", 95, t_annual_report)
    add(f"{ko}/terminsavgift påminnelse.txt", A, "Choir", 80, t_choir_fees)
    j = f"{ko}/Jubileum 40 år"
    add(f"{j}/budget jubileumskonsert.xlsx", P, "Choir", 8, t_concert_budget)
    add(f"{j}/ansökan kulturbidrag.docx", P, "Choir", 52, t_concert_grant)
    add(f"{j}/kyrkan bokning.eml", P, "Choir", 70, t_concert_mail)
    add(f"{j}/solistavtal Linnea Ek.pdf", P, "Choir", 30, t_concert_soloist)
    photo(f"{j}/affisch utkast.png", P, "Choir", 11)
    add(f"{ko}/Lucia 2025/körschema lucia.docx", X, "Choir", 180, t_lucia)
    add(f"{ko}/Lucia 2025/redovisning lucia.pdf", X, "Choir", 165, t_lucia_result)
    photo(f"{ko}/Lucia 2025/lucia kören.jpg", X, "Choir", 170)
    for piece, age in (("Rheinberger - Mässa i Ess-dur, Sanctus", 120), ("Hugo Alfvén - Aftonen", 200),
                       ("Gabriel Fauré - Cantique de Jean Racine", 400)):
        add(f"Noter/{piece}.pdf", R, "Choir", age, lambda r, dt, p=piece: t_sheet(r, dt, p))
    for n, (piece, voice) in enumerate((("Aftonen", "alt"), ("Sanctus Rheinberger", "alt"))):
        add(f"Noter/Stämfiler/{piece} - {voice}.mp3", R, "Choir", 100 + n * 20,
            lambda r, dt, p=piece, v=voice: _id3(r, f"{p} ({v}stämma)", "Vaksala Kammarkör övningsfil", "Stämfiler"))

    # ------------------------------------------------------------ Löpning (Projects / Resources / Archive Running)
    lp = "Dokument/Löpning"
    add(f"{lp}/Stockholm Marathon 2026/anmälan bekräftelse.pdf", P, "Running", 170, t_marathon_reg)
    add(f"{lp}/Stockholm Marathon 2026/träningsprogram 16 v.docx", P, "Running", 110, t_training_plan)
    add(f"{lp}/Stockholm Marathon 2026/träningslogg.xlsx", P, "Running", 1, t_training_log)
    add(f"{lp}/Stockholm Marathon 2026/hotell Scandic.pdf", P, "Running", 85, t_marathon_hotel)
    add(f"{lp}/Stockholm Marathon 2026/långpass 30 km.gpx", P, "Running", 16, t_gpx)
    add(f"{lp}/Artiklar/kolhydratladdning.pdf", R, "Running", 160, lambda r, dt: t_run_article(r, dt, 0))
    add(f"{lp}/Göteborgsvarvet 2024/resultat.pdf", X, "Running", 740, t_gbg_varvet)
    add(f"{lp}/Göteborgsvarvet 2024/startbevis.pdf", X, "Running", 750, lambda r, dt:
        "Göteborgsvarvet 2024 - startbevis\nAstrid Lindqvist, startnummer 31877, startgrupp 12\nStart Slottsskogen "
        "kl 14.42. Visa startbeviset vid nummerlappsutdelningen i Svenska Mässan.")
    photo(f"{lp}/Göteborgsvarvet 2024/målgång.jpg", X, "Running", 749)

    # ------------------------------------------------------------ Lofoten (Projects Travel) + past trips (Archive)
    lf = "Dokument/Resor/Lofoten 2026"
    add(f"{lf}/Reine Rorbuer bekreftelse.pdf", P, "Travel", 120, t_rorbu)
    add(f"{lf}/ferje Bodø-Moskenes.pdf", P, "Travel", 40, t_ferry)
    add(f"{lf}/packlista.txt", P, "Travel", 6, t_packing)
    add(f"{lf}/körplan.docx", P, "Travel", 22, t_lofoten_route)
    add("Dokument/Resor/Kreta 2023/Apollo bekräftelse.pdf", X, "Travel", 1080, lambda r, dt: t_old_trip(r, dt, "kreta"))
    add("Dokument/Resor/London höstlov 2024/Premier Inn booking.pdf", X, "Travel", 600,
        lambda r, dt: t_old_trip(r, dt, "london"))
    add("Dokument/Resor/Bergen 2024/hurtigbåt billett.pdf", X, "Travel", 720, lambda r, dt: t_old_trip(r, dt, "bergen"))

    # ------------------------------------------------------------ Pappas dödsbo (Archive Estate)
    pb = "Dokument/Pappas dödsbo"
    add(f"{pb}/Bouppteckning Gunnar Lindqvist.pdf", X, "Estate", 690, t_bouppteckning)
    add(f"{pb}/Arvskifte signerat.pdf", X, "Estate", 430, t_arvskifte)
    add(f"{pb}/Deklaration dödsbo 2024.pdf", X, "Estate", 390, t_estate_tax)
    add(f"{pb}/Hytta Sotra - brev fra Kari.docx", X, "Estate", 470, t_hytte)
    add(f"{pb}/Fonus faktura.pdf", X, "Estate", 780, t_funeral)
    add(f"{pb}/Köpekontrakt Kumla.pdf", X, "Estate", 590, t_house_sale)
    add(f"{pb}/dödsboets konto.xlsx", X, "Estate", 420, lambda r, dt: "Datum;Text;Belopp\n" + "\n".join([
        f"2024-04-10;Fonus begravning;-{r.randint(32000, 41000)}", f"2024-06-01;Elräkning Kumla;-{r.randint(900, 2500)}",
        f"2024-12-01;Köpeskilling Kumla 4:12;{r.randint(1850000, 2350000)}",
        f"2024-12-03;Mäklararvode;-{r.randint(60000, 80000)}", f"2025-03-30;Skifte Astrid;-{r.randint(900000, 1200000)}",
        f"2025-03-30;Skifte Lars;-{r.randint(900000, 1200000)}"]))

    # ------------------------------------------------------------ Recept (Resources Cooking)
    for name, age in (("kanelbullar", 400), ("fiskesuppe", 900), ("kottbullar", 300), ("lasagne", 120)):
        ext = "docx" if name in ("kanelbullar", "fiskesuppe") else "txt"
        fname = {"kottbullar": "köttbullar Johan", "fiskesuppe": "fiskesuppe mormor"}.get(name, name)
        add(f"Dokument/Recept/{fname}.{ext}", R, "Cooking", age, RECIPES[name])

    # ------------------------------------------------------------ Böcker (Resources Books)
    for title, author, lang, age in (("Händelser vid vatten", "Kerstin Ekman", "sv", 500), 
                                     ("Born to Run", "Christopher McDougall", "en", 200),
                                     ("All Creatures Great and Small", "James Herriot", "en", 1200),
                                     ("Berlinerpoplene", "Anne B. Ragde", "no", 650)):
        add(f"Böcker/{author} - {title}.epub", R, "Books", age,
            lambda r, dt, t=title, a=author, lg=lang: _epub(t, a, lg, f"{t}, by {a}. Chapter one."))
    add("Böcker/Herriot - If Only They Could Talk.pdf", R, "Books", 1300, "If Only They Could Talk\nJames Herriot\n\n"
        "Chapter 1\nThey didn't say anything about this in the books, I thought, as the snow blew in through "
        "the gaping doorway and settled on my naked back.")

    # ------------------------------------------------------------ Musik (Resources Music)
    for artist, album, tracks, age in (("Hugo Alfvén", "Midsommarvaka", ["Midsommarvaka", "Vallflickans dans"], 1500),
                                       ("Evert Taube", "Visor", ["Byssan lull", "Calle Schewens vals"], 900),
                                       ("Sissel", "Innerst i sjelen", ["Innerst i sjelen", "Våren"], 700)):
        for n, t in enumerate(tracks, 1):
            add(f"Musik/{artist}/{album}/{n:02d} {t}.mp3", R, "Music", age,
                lambda r, dt, t=t, a=artist, al=album: _id3(r, t, a, al))
    add("Musik/Johans ackord/Visa från Utanmyra ackord.txt", R, "Music", 400,
        "Visa från Utanmyra - ackord (Dm)\n\nDm   Am   Dm   Gm   A7   Dm\nIntro x2, vers x3, slut ritardando.")
    add("Musik/Johans ackord/Byssan lull ackord.pdf", R, "Music", 500,
        "Byssan lull - Evert Taube\nAckord: G  C  G  D7  G\nTakt 3/4. Kapo 2 för Elsa.")

    # ------------------------------------------------------------ Program (Resources Software)
    for name, head, age in (("Hämtade filer/SpotifySetup.exe", b"MZ\x90\x00", 300),
                            ("Hämtade filer/Firefox Installer.exe", b"MZ\x90\x00", 180),
                            ("Hämtade filer/LibreOffice_24.8.2_Win_x86-64.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 210),
                            ("Hämtade filer/python-3.12.4-amd64.exe", b"MZ\x90\x00", 50),
                            ("Downloads/vlc-3.0.18-win64.exe", b"MZ\x90\x00", 1000)):
        add(name, R, "Software", age, lambda r, dt, h=head: _blob(r, h, 2000))

    # ------------------------------------------------------------ Bilder (Resources Photos)
    albums = (("Bilder/2025/Midsommar på stugan", 345, 3),
              ("Bilder/2024/Bergen med kusinerna", 700, 2), ("Bilder/2023/Kreta", 1060, 3),
              ("Bilder/2026/Kalvning mars", 75, 2), ("Bilder/2025/Vilgot fotboll", 270, 1))
    for folder, age, n in albums:
        for i in range(n):
            photo(f"{folder}/IMG_{20250000 + age * 3 + i}.jpg" if "2023" not in folder
                  else f"{folder}/DSC0{1840 + i * 3}.JPG", R, "Photos", age - i * 0.2)
    photo("Bilder/2024/Bergen med kusinerna/IMG_5512.HEIC", R, "Photos", 699)
    photo("Bilder/julkort 2025.png", R, "Photos", 170)
    for n, age in ((1, 3), (3, 44)):
        photo(f"Bilder/Skärmbilder/Skärmbild {_d(NOW - timedelta(days=age))} 10{n}214.png", R, "Photos", age)
    photo("Skrivbord/Skärmbild (12).png", R, "Photos", 5)
    photo("Skrivbord/Skärmbild (13).png", R, "Photos", 2)

    # ------------------------------------------------------------ Telefonbackup (Archive Backup)
    tb = "Telefonbackup Astrid iPhone 11 (2024-03)"
    for i in range(4):
        photo(f"{tb}/DCIM/100APPLE/IMG_{1203 + i * 11}.{'HEIC' if i % 2 else 'JPG'}", X, "Backup", 800 + i * 30)
    add(f"{tb}/Kontakter.vcf", X, "Backup", 800, lambda r, dt: "".join(
        f"BEGIN:VCARD\nVERSION:3.0\nFN:{_person(r)}\nTEL;TYPE=CELL:070-{r.randint(1000000, 9999999)}\nEND:VCARD\n"
        for _ in range(12)))
    add(f"{tb}/sms export.txt", X, "Backup", 800, lambda r, dt: "\n".join(
        f"{_d(dt - timedelta(days=i))} {r.choice(['Johan', 'Elsa', 'Vilgot', 'Stallet'])}: "
        f"{r.choice(['Kommer hem 18', 'Kan du hämta mig?', 'Saga har tappat en sko', 'Handla mjölk', 'Ok!'])}"
        for i in range(20)))
    add(f"{tb}/backupinfo.txt", X, "Backup", 800, "Säkerhetskopia skapad 2024-03-02 innan byte till ny telefon.\n"
        "Innehåll: kamerarulle, kontakter, SMS. Appdata ej med.\n")

    # ------------------------------------------------------------ 2023/ (year folder: mixed, mostly hard)
    y = "2023"
    add(f"{y}/scan_0031.pdf", A, "Finance", 1100, t_tax_return, hard=True)
    add(f"{y}/scan_0032.pdf", A, "Veterinary", 1020, t_vat, hard=True)
    add(f"{y}/scan_0035.pdf", A, "Horse", 1000, t_farrier, hard=True)
    add(f"{y}/Dokument (1).pdf", A, "Veterinary", 960, t_lab_milk, hard=True)
    add(f"{y}/Dokument (2).pdf", X, "Travel", 1080, lambda r, dt: t_old_trip(r, dt, "kreta"), hard=True)
    add(f"{y}/Nytt dokument.docx", A, "Choir", 940, t_minutes, hard=True)
    add(f"{y}/Nytt dokument (2).docx", A, "School", 1000, t_iup, hard=True)
    add(f"{y}/anteckningar.txt", A, "Cottage", 1050, t_cottage_cleaning, hard=True)
    add(f"{y}/export.csv", A, "Veterinary", 900, t_ledger_csv, hard=True)
    add(f"{y}/Bok1.xlsx", A, "Cottage", 1020, t_cottage_income, hard=True)
    add(f"{y}/brev.docx", A, "Insurance", 1010, t_home_policy, hard=True)
    add(f"{y}/utskrift.pdf", A, "Car", 980, t_car_inspection, hard=True)
    add(f"{y}/utskrift (2).pdf", A, "Health", 1070, t_dentist, hard=True)
    add(f"{y}/meddelande.eml", A, "Veterinary", 930, t_client_mail, hard=True)
    photo(f"{y}/IMG_0412.jpg", R, "Photos", 1040)
    photo(f"{y}/IMG_0413.jpg", R, "Photos", 1040)

    # ------------------------------------------------------------ Hämtade filer (Downloads, many hard)
    hf = "Hämtade filer"
    hard_specs = [
        ("Dokument.pdf", P, "Insurance", 139, t_insurer_letter),
        ("Dokument (1).pdf", A, "Veterinary", 45, t_lab_milk),
        ("Dokument (2).pdf", A, "Finance", 60, t_bank),
        ("Dokument (3).pdf", P, "Home", 90, t_kitchen_quote),
        ("Dokument (4).pdf", A, "Horse", 95, t_stable_rent),
        ("Dokument (5).pdf", P, "Cottage", 44, t_cottage_septic_quote),
        ("Dokument (6).pdf", A, "School", 30, t_school_letter),
        ("Dokument (7).pdf", R, "Veterinary", 250, lambda r, dt: t_vet_article(r, dt, 2)),
        ("download.pdf", P, "Running", 168, t_marathon_reg),
        ("download (1).pdf", P, "Travel", 41, t_ferry),
        ("download (2).pdf", A, "Car", 88, t_car_tax),
        ("download (3).pdf", R, "Running", 150, lambda r, dt: t_run_article(r, dt, 2)),
        ("file.pdf", A, "Health", 70, t_blood_me),
        ("file (1).pdf", X, "Estate", 600, t_funeral),
        ("document.pdf", P, "Travel", 118, t_rorbu),
        ("bilaga.pdf", P, "Insurance", 47, t_arn),
        ("bilaga (1).pdf", A, "Veterinary", 150, t_practice_ins),
        ("bilaga (2).pdf", P, "Choir", 29, t_concert_soloist),
        ("Namnlös.pdf", A, "Home", 27, t_electricity),
        ("export.csv", A, "Finance", 13, t_swish),
        ("export (2).csv", P, "Running", 2, t_training_log),
        ("data.csv", A, "Choir", 18, t_members),
        ("Bok1.xlsx", A, "Finance", 11, t_budget),
        ("Bok2.xlsx", P, "Choir", 9, t_concert_budget),
        ("meddelande.eml", A, "Cottage", 8, t_cottage_enquiry),
        ("Vidarebefordrat meddelande.eml", P, "Choir", 69, t_concert_mail),
        ("mail.eml", A, "Veterinary", 5, t_client_mail),
        ("temp.txt", P, "Travel", 7, t_packing),
        ("sida.html", R, "Cooking", 210, lambda r, dt: "<html><head><meta charset='utf-8'><title>Recept</title>"
         f"</head><body><pre>{escape(RECIPES['surdeg'])}</pre></body></html>"),
        ("page.html", R, "Running", 330, lambda r, dt: "<html><head><meta charset='utf-8'></head><body><article>"
         f"<p>{escape(t_run_article(r, dt, 1))}</p></article></body></html>"),
        ("20260411_093311.pdf", A, "Veterinary", 51, t_vet_invoice),
        ("20260302_141502.pdf", P, "Home", 91, t_rot),
        ("ladda ner.pdf", X, "Estate", 395, t_estate_tax),
        ("Utskrift 2025-10-02.pdf", A, "Horse", 241, t_horse_ins),
    ]
    for name, bucket, topic, age, fn in hard_specs:
        add(f"{hf}/{name}", bucket, topic, age, fn, hard=True)
    # named downloads (not hard)
    add(f"{hf}/Behandlingsrekommendationer_mastit.pdf", R, "Veterinary", 90, lambda r, dt:
        "Behandling av mastit hos mjölkko\n\nTa alltid mjölkprov för odling före behandling. Klinisk mastit "
        "orsakad av penicillinkänsliga stafylokocker och streptokocker behandlas med bensylpenicillin "
        "systemiskt i 5 dagar. Kolimastit: stödbehandling med vätska och NSAID, antibiotika endast vid "
        "allmänpåverkan. Subklinisk mastit behandlas i regel vid sinläggning.")
    add(f"{hf}/Stockholm_Marathon_deltagarinfo_2026.pdf", P, "Running", 20, lambda r, dt:
        "Stockholm Marathon 2026 - deltagarinformation\n\nStart lördag 13 juni kl 12.00 på Lidingövägen. Mål på "
        "Stockholms Stadion. Vätskekontroller var 5:e km. Klädpåsen lämnas senast 11.15. Tidtagning via chip "
        "i nummerlappen. Tidsgräns 6 timmar.")
    add(f"{hf}/Skolverket_nationella_prov_info.pdf", A, "School", 140, t_school_letter)
    add(f"{hf}/ARN_anmalningsblankett.pdf", P, "Insurance", 75, lambda r, dt:
        "Allmänna reklamationsnämnden - anmälan försäkring\n\nBifoga: försäkringsbolagets slutliga beslut, "
        "försäkringsvillkor, kvitton och utredningar. Anmälan måste göras inom sex månader från att bolaget "
        "slutligt avslagit ditt krav.")
    add(f"{hf}/recept_raggmunk.txt", R, "Cooking", 260, RECIPES["raggmunk"])
    add(f"{hf}/Norrtalje_kommun_avlopp_vagledning.pdf", P, "Cottage", 150, lambda r, dt:
        "Vägledning: så ansöker du om enskilt avlopp\n\nNorrtälje kommun. Steg 1: kontakta en entreprenör. Steg 2: "
        "provgrop och situationsplan. Steg 3: skicka ansökan minst 8 veckor före planerad byggstart.")
    add(f"{hf}/Agria_villkor_hast.pdf", A, "Horse", 310, lambda r, dt:
        "Agria Djurförsäkring - Försäkringsvillkor Häst\n\nVeterinärvårdsförsäkringen ersätter kostnader för "
        "undersökning och behandling vid sjukdom och olycksfall. Fast självrisk 2 000 kr + rörlig 20 %. Undantag: "
        "förebyggande behandling, vaccination, tandraspning.")
    for name, age in (("IMG-20260412-WA0003.jpg", 50), ("IMG_20260507_181244.jpg", 25)):
        photo(f"{hf}/{name}", R, "Photos", age)
    add(f"{hf}/Berlinerpoplene - Ragde.epub", R, "Books", 640,
        lambda r, dt: _epub("Berlinerpoplene", "Anne B. Ragde", "no", "Berlinerpoplene. Kapittel en."))
    # unfinished downloads and lock files (Left)
    add(f"{hf}/Okänd 482913.crdownload", L, "System", 0.2, lambda r, dt: _blob(r, b"%PDF-1.7\n", 1200))
    add(f"{hf}/Ej bekräftad 771045.crdownload", L, "System", 12, lambda r, dt: _blob(r, b"MZ\x90\x00", 1200))
    add(f"{hf}/GarminConnect_export.zip.crdownload", L, "System", 3, lambda r, dt: _blob(r, b"PK\x03\x04", 1200))
    add(f"{hf}/ubuntu-24.04-desktop-amd64.iso.part", L, "System", 40, lambda r, dt: _blob(r, b"\x00" * 16, 1500))
    add(f"{hf}/Kalvningssäsong_webinar.mp4.part", L, "System", 66, lambda r, dt: _blob(r, b"\x00\x00\x00\x20ftypisom", 1500))
    add(f"{hf}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21798\nIconResource=%SystemRoot%\\system32\\imageres.dll,-184\n")

    # ------------------------------------------------------------ Skrivbord (Desktop, many hard)
    sk = "Skrivbord"
    desk = [
        ("namnlös.txt", P, "Choir", 4, lambda r, dt: "Att fixa till jubileet:\n- ringa orkestern om offert, "
         "Kammarsolisterna vill ha besked före 15 juni\n- affischen: fråga Elsa om foto på kören\n- "
         "biljettförsäljning via Tickster? avgift 4 %\n- middag efter konserten, boka församlingshemmet\n- tacka "
         "kommunen om bidraget beviljas"),
        ("namnlös (2).txt", A, "Horse", 6, lambda r, dt: "Saga: hovslagare 12/6, avmaskning träckprov skickat, "
         "stallhyran höjs till 4 300 från juli. Boka tandrasp i höst. Hagen: kolla strömmen i stängslet."),
        ("Nytt textdokument.txt", A, "Veterinary", 1, lambda r, dt: "Ring tillbaka:\nNorrby - ko 2211 kontroll "
         "efter LDA-op, ta bort stygn fredag\nHagby - dräktighetsundersökning 14 kvigor tisdag\nBeställ Penovet + "
         "handskar\nFakturera Tuna för besöket 28/5\nKörjournal Hilux maj ej ifylld!"),
        ("Nytt textdokument (2).txt", P, "Running", 3, lambda r, dt: "Loppdagen 13/6:\nFrukost 8.30: havregryn, "
         "banan, kaffe\nTåg 9.47 från Storvreta? nej - bor på hotellet\nGel: 6 st, var 30 min från 40 min\n"
         "Mål: 3:45, dela upp 5:15/km första halvan\nHälsenan: tejpa?"),
        ("Nytt dokument.docx", P, "Insurance", 16, lambda r, dt: "Till ARN - kompletterande yttrande\n\nNordskydd "
         "påstår i sitt yttrande att läckaget pågått i minst sex månader. Diskmaskinen installerades den 14 augusti"
         " 2025 (kvitto bifogas) och skadan upptäcktes den 8 november 2025. Läckaget kan alltså inte ha pågått i "
         "sex månader. Jag vidhåller mitt yrkande om ersättning för golvet, 96 000 kr minus självrisk."),
        ("Nytt dokument (2).docx", A, "Choir", 43, t_minutes),
        ("Dokument1.docx", P, "Cottage", 14, lambda r, dt: "Frågor till Roslagens Gräv:\n1. Kan arbetet göras i "
         "september innan gästerna i v.38?\n2. Ingår återställning av gräsmattan?\n3. Hur ofta byts fosforfiltret "
         "och vad kostar det?\n4. Behövs slamtömning före rivning av gamla brunnen?"),
        ("Dokument2.docx", A, "School", 26, t_school_letter),
        ("utkast.docx", P, "Veterinary", 10, t_web_texts),
        ("brev.docx", X, "Estate", 480, lambda r, dt: "Till Skatteverket\n\nAngående dödsboet efter Gunnar "
         "Lindqvist, 470815-xxxx. Härmed meddelas att arvskiftet är förrättat och att dödsboet därmed är avslutat. "
         "Slutlig skatt för dödsboet är betald. Kontaktperson: Astrid Lindqvist."),
        ("kom ihåg.txt", A, "Finance", 22, lambda r, dt: "Maj:\n- deklarationen klar, pengar tillbaka i juni?\n"
         "- bunda om lån 2 i september, jämför räntor\n- ISK: flytta 5 000/mån från företagskontot\n- "
         "Pensionssparande: kolla IPS vs eget"),
        ("anteckningar.md", P, "Travel", 19, lambda r, dt: "# Juli\n\n- Reine: boka fisketur med båt (Vilgot)\n"
         "- Reinebringen: tidigt på morgonen, 1 566 trappsteg\n- Nusfjord: fiskeläge, lunch\n- Färjan tillbaka? "
         "eller köra via Narvik\n- Handla i Bodø innan färjan"),
        ("Bok1.xlsx", A, "Cottage", 5, t_cottage_income),
        ("scan.pdf", P, "Home", 12, t_kitchen_order),
    ]
    for name, bucket, topic, age, fn in desk:
        add(f"{sk}/{name}", bucket, topic, age, fn, hard=True)
    add(f"{sk}/~$ytt dokument.docx", L, "System", 0.5, b"\x0bAstrid L   " + bytes(150))
    add(f"{sk}/~$budget kök.xlsx", L, "System", 4, b"\x0bAstrid L   " + bytes(150))
    add(f"{sk}/desktop.ini", L, "System", 1000, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21769\n")
    add(f"{sk}/Nya mappen/Dokument (8).pdf", A, "Veterinary", 80, t_herd_visit, hard=True)
    add(f"{sk}/Nya mappen/Dokument (9).pdf", P, "Insurance", 179, t_moisture, hard=True)
    add(f"{sk}/Nya mappen/namnlös.txt", R, "Cooking", 150, RECIPES["pasta"], hard=True)
    add(f"{sk}/Nya mappen/Nytt dokument (3).docx", P, "Cottage", 28, t_cottage_septic_permit, hard=True)
    add(f"{sk}/Nya mappen/Bok2.xlsx", P, "Home", 33, t_kitchen_budget, hard=True)
    add(f"{sk}/Stämfil.mp3", R, "Choir", 40, lambda r, dt: _id3(r, "Aftonen (sopranstämma)", "Vaksala Kammarkör övningsfil",
                                                                "Stämfiler"))

    # ------------------------------------------------------------ Skannat (scanner folder, all hard)
    sc = "Skannat"
    scans = [
        (1, A, "Finance", 140, t_mortgage), (2, A, "Finance", 120, t_isk), (3, X, "Estate", 700, t_bouppteckning),
        (4, X, "Estate", 430, t_arvskifte), (5, X, "Estate", 590, t_house_sale), (6, P, "Insurance", 203, t_claim),
        (7, P, "Insurance", 141, t_insurer_letter), (8, A, "Home", 230, t_sotning), (9, A, "Home", 150, t_property_fee),
        (10, A, "Health", 800, t_vaccination), (11, A, "Health", 20, t_vardcentral), (12, A, "Car", 55, t_car_inspection),
        (13, A, "Car", 200, t_car_service), (14, A, "School", 75, t_iup), (15, A, "School", 270, t_csn),
        (16, A, "Horse", 130, t_horse_vet), (17, A, "Horse", 23, t_farrier), (18, P, "Cottage", 160, t_cottage_septic_decision),
        (19, X, "Cottage", 1380, t_roof_2022), (20, X, "Veterinary", 2620, lambda r, dt: t_old_job(r, dt, "cert")),
        (21, A, "Veterinary", 62, t_vet_invoice), (22, A, "Veterinary", 60, t_jv_report),
        (23, X, "Choir", 165, t_lucia_result), (24, X, "Running", 740, t_gbg_varvet),
        (25, A, "Cottage", 70, t_cottage_rental_tax), (26, A, "Finance", 80, t_pension),
        (27, X, "Home", 1700, lambda r, dt: "Kvalitetsdokument våtrum - GVK\nObjekt: Ekeby Byväg 7, badrum övervåning"
         "\nTätskikt utfört 2021 av behörig plattsättare. Egenkontroll signerad. Slutbesiktning badrum godkänd."),
        (28, A, "Insurance", 425, t_home_policy), (29, P, "Running", 84, t_marathon_hotel),
        (30, X, "Travel", 600, lambda r, dt: t_old_trip(r, dt, "london")),
    ]
    for n, bucket, topic, age, fn in scans:
        name = f"scan_{n:04d}.pdf" if n % 3 else f"Skannat dokument {n}.pdf"
        add(f"{sc}/{name}", bucket, topic, age, fn, hard=True)
    add(f"{sc}/Thumbs.db", L, "System", 100, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))

    # ------------------------------------------------------------ Dokument root / Diverse / Att sortera (hard)
    misc = [
        ("Dokument/Dokument (3).pdf", A, "Veterinary", 19, t_lab_blood),
        ("Dokument/Dokument (4).pdf", A, "Home", 120, t_water),
        ("Dokument/Nytt dokument.docx", A, "Horse", 40, t_horse_feed),
        ("Dokument/Nytt dokument (4).docx", P, "Choir", 50, t_concert_grant),
        ("Dokument/namnlös.txt", R, "Cooking", 500, RECIPES["lapskaus"]),
        ("Dokument/Diverse/Dokument.pdf", X, "Estate", 470, t_hytte),
        ("Dokument/Diverse/Dokument (1).pdf", R, "Veterinary", 380, t_vet_dosing),
        ("Dokument/Diverse/text.txt", R, "Horse", 300, lambda r, dt: t_horse_article(r, dt, 2)),
        ("Dokument/Diverse/Nytt dokument.docx", R, "Veterinary", 230, t_cpd),
        ("Dokument/Diverse/Bok1.xlsx", X, "Estate", 420, lambda r, dt: "Datum;Text;Belopp\n2024-04-10;Fonus "
         f"begravning Gunnar;-{r.randint(32000, 41000)}\n2024-12-01;Köpeskilling Kumla 4:12;"
         f"{r.randint(1850000, 2350000)}\n2025-03-30;Arvskifte, hälften var;0"),
        ("Dokument/Diverse/utkast (2).docx", P, "Travel", 23, t_lofoten_route),
        ("Dokument/Att sortera/scan_0101.pdf", A, "Veterinary", 125, t_vat),
        ("Dokument/Att sortera/scan_0102.pdf", A, "Finance", 35, t_tax_return),
        ("Dokument/Att sortera/scan_0103.pdf", X, "Travel", 720, lambda r, dt: t_old_trip(r, dt, "bergen")),
        ("Dokument/Att sortera/scan_0104.pdf", P, "Home", 94, t_kitchen_quote),
        ("Dokument/Att sortera/Dokument (5).pdf", A, "Cottage", 24, t_cottage_booking),
        ("Dokument/Att sortera/Dokument (6).pdf", X, "Choir", 175, t_lucia),
        ("Dokument/Att sortera/mail.eml", P, "Home", 17, t_kitchen_electrician),
        ("Dokument/Att sortera/export.csv", P, "Insurance", 99, t_leak_costs),
        ("Dokument/Att sortera/Nytt textdokument.txt", A, "Cottage", 300, t_cottage_welcome),
    ]
    for rel, bucket, topic, age, fn in misc:
        add(rel, bucket, topic, age, fn, hard=True)
    add("Dokument/~$rvskifte.docx", L, "System", 400, b"\x0bAstrid L   " + bytes(150))
    add("Dokument/Kören/~$otokoll 2026-05-20.docx", L, "System", 12, b"\x0bAstrid L   " + bytes(150))
    add("Bilder/Thumbs.db", L, "System", 170, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    add("Dokument/desktop.ini", L, "System", 1500, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21770\n")

    # ------------------------------------------------------------ Downloads (old laptop account, hard mix)
    dl = "Downloads"
    old = [
        ("Document.pdf", X, "Veterinary", 2700, lambda r, dt: t_old_job(r, dt, "payslip")),
        ("Document (1).pdf", X, "Travel", 1075, lambda r, dt: t_old_trip(r, dt, "kreta")),
        ("Document (2).pdf", R, "Cooking", 1100, RECIPES["kanelbullar"]),
        ("untitled.txt", R, "Running", 1150, lambda r, dt: t_run_article(r, dt, 1)),
        ("New Text Document.txt", X, "Running", 760, lambda r, dt: "Inför Varvet:\nNummerlapp hämtas fredag på "
         "Svenska Mässan. Startgrupp 12, 14.42. Bo hos Lena i Majorna. Tåg hem söndag 10.12."),
        ("file.pdf", A, "Finance", 1200, t_bank),
    ]
    for name, bucket, topic, age, fn in old:
        add(f"{dl}/{name}", bucket, topic, age, fn, hard=True)
    add(f"{dl}/Thumbs.db", L, "System", 1100, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))

    # dot files: written, never labelled
    dot("Dokument/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 300)
    dot("Dokument/Kören/.~lock.medlemsregister.xlsx#", b"Astrid Lindqvist,astrid,DATOR,01.06.2026 09:12,\n", 0.1)
    dot("Skrivbord/.hidden", b"", 400)
    return items
