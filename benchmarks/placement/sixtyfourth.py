"""A sixty-fourth unseen labelled corpus: a Turkish test engineer's MacBook in Amsterdam, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bench scripts
(``benchmarks/*.py``), at the bodies of the other corpus modules in ``benchmarks/placement/`` or at any placement
result. What was read: ``unseen.py``'s module docstring (the model for how a person and the labelling rules are
written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``
and the first lines of its ``build()`` (the write/encode/add/dot helpers); ``corpus.py``'s ``Item`` dataclass,
``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and
``HEIC_HEAD``. The files and labels are shaped by what this person would have on disk, not by what any code
looks for.

The person: Emre Yıldız, 33, from Izmir, a software test engineer (QA) at Kanaal Payments B.V. in Amsterdam
since May 2022, on a highly-skilled-migrant (kennismigrant) residence permit with the 30% ruling. Before that
he worked for Trendpara Teknoloji A.Ş. in Istanbul (2018-2022) and rented a flat in Kadıköy. He is married to
Selin Yıldız, a dentist from Izmir who is going through the Dutch BIG-registration track for foreign
diplomas (CIBG; Dutch B2 passed, the professional knowledge test in June 2026 and the skills test in October
2026). They first lived in a short-stay flat in Amstelveen (2022-2023) and now rent a flat at Klaprozenweg in
Amsterdam-Noord; they are buying their first apartment (Van der Pekstraat 54-2, bid accepted April 2026,
mortgage with ING via an adviser, key transfer at the notary on 10 July 2026). Emre prepares for the
Staatsexamen NT2 (B1, 18 June 2026) with a private teacher -- he wants to naturalise in 2027 -- and for the
ISTQB Advanced Test Automation Engineer exam (26 June 2026); at work he owns the test strategy for the
Checkout v3 migration (go-live July 2026). His sister Elif marries in Urla on 12 September 2026, and he
helps with the wedding; he sends money to his parents in Izmir every month and keeps his father's medical
papers. He climbs (bouldering gym membership, NKBV member, an outdoor lead-climbing course on 20-21 June
2026) and photographs with a Fujifilm X-T30. The couple go to Georgia in August 2026. Finished things:
the Istanbul job, the Kadıköy and Amstelveen flats, the 2022 permit application and move, Emre's A2 Dutch
course (2023), his indoor lead course (2023), Selin's job at a clinic in Izmir (ended 2022), his parents'
visit to Amsterdam (2024), a closed Akbank account, trips to Lisbon (2023), Cappadocia (2024) and the
Dolomites (2025).

The machine: a MacBook with ``Downloads/`` (browser downloads, ``Document (3).pdf``, ``download.pdf``,
WhatsApp documents ``DOC-20260412-WA0003.pdf``, a ``Telegram Desktop/`` folder with ``file_17.pdf``),
``Desktop/`` (screenshots, ``untitled.txt``, ``Adsız.txt``), ``Documents/`` with half-organised folders named
in English, Dutch and Turkish (``Work/``, ``Belastingdienst/``, ``Huis kopen/``, ``Sağlık/``, ``Aile/``), a
scanner folder ``Documents/Scans/`` (``scan_0013.pdf``), year folders ``Documents/2023/``..``2025/``,
``iCloud Drive/`` (with a folder shared with Selin and iPhone scans ``Scanned Document 3.pdf``),
``Pictures/`` (camera imports ``DSCF4411.JPG``, iPhone ``IMG_4410.HEIC``), code repositories in ``dev/`` and
a copy of his old Windows laptop from Istanbul, ``Eski Laptop Yedek 2022/``. Names carry version suffixes
(``v2``, ``final``, ``FINAL2``) and duplicates. Texts are English (work), Dutch (government, landlord,
insurer, bank, lessons) and Turkish (family, Turkish bank, the old job).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. Buying
  the apartment -- viewings and their photos, bids, the structural survey, valuation, mortgage offer,
  employer's statement, VvE papers, purchase contract, notary, the move, and the ``dev/funda-alert`` script
  he wrote to catch listings -- topic Home; Selin's BIG registration track (CIBG letters, diploma
  evaluation, test results and bookings, study plans) -- topic Dentistry; Emre's NT2 B1 exam (DUO
  registration, lessons and invoices of his teacher, practice exams, writing assignments) -- topic Dutch;
  the ISTQB TAE exam (booking, syllabus, mock exams, his ``dev/istqb-flashcards`` repo) and the Checkout v3
  migration test strategy -- topic Work; Elif's wedding (venue, programme, invitation, speech, gift, flights
  for it) -- topic Family; the outdoor lead-climbing course (booking, packing list, carpool, camping, the
  training plan for it) -- topic Climbing; the Georgia trip (flights, bookings, itinerary, budget, phrase
  list) -- topic Travel.
- **Areas**: ongoing responsibilities with no end, whatever the document's age: the job at Kanaal --
  contract and addenda, payslips, performance reviews, certificates, benefits (Work); bank accounts in NL
  and Turkey, savings, investments, pension, budget (Finance); income-tax returns (also the 2022 migration
  return and the one for 2025 now being prepared), the 30% ruling, provisional assessments and annual
  salary statements (jaaropgaaf) (Tax); the rented flat -- lease, rent, energy, internet, water, municipal
  charges, contents insurance, repairs and photos of defects (Home); the residence permits, municipal
  registration, DigiD, passports and consulate matters (Immigration); health insurance, GP, physiotherapy,
  optician, pharmacy (Health); support for his parents -- money sent to them, his father's medical reports (Family);
  gym and NKBV memberships (Climbing).
- **Resources**: reference and interests kept for their own sake, by subject: testing cheat sheets,
  articles and a Playwright course repo (Work); Dutch grammar notes, word lists and listening tips (Dutch);
  Selin's dental reference, a dental textbook included (Dentistry); climbing training plans, topos, knots,
  gear manuals (Climbing); recipes (Cooking); novels and other leisure ebooks (Books); installers and the dotfiles repo (Software); photos -- camera imports, iPhone photos (holiday
  pictures included), WhatsApp and Telegram images, screenshots and screen recordings, the camera manual,
  film recipes and presets (Photos) -- except photos that document a matter, which go with it (viewing
  photos of the apartment: Projects Home; defect photos of the rented flat: Areas Home; a photo of a
  residence card: Areas Immigration).
- **Archive**: finished projects and ended responsibilities: the Trendpara job and his university thesis,
  test plans of releases that have shipped (Work); the Kadıköy and Amstelveen flats (Home); the 2022 permit
  application and move to the Netherlands (Immigration); the A2 course (Dutch); the indoor lead course
  (Climbing); Selin's Izmir clinic job (Dentistry); his parents' 2024 visit (Family); the closed Akbank
  account (Finance); past trips (Travel). Files in the old-laptop copy are labelled by what they are:
  ended matters are Archive, its photos are Resources Photos.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``, ``.gitignore``)
  are written but not labelled.

Topics are subjects: Work, Finance, Tax, Home, Immigration, Dutch, Health, Dentistry, Family, Climbing,
Travel, Photos, Software, Books, Cooking (and System for Left). ``hard`` marks a file whose name *and* folder
say nothing about its subject (``Downloads/Document (3).pdf``, ``Desktop/untitled.txt``,
``Documents/Scans/scan_0013.pdf``, ``Downloads/Telegram Desktop/file_17.pdf``): only the text inside can
place it, and that text is a real letter, statement, report or note. Images are never marked hard. Dates
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
    return dt.strftime("%d-%m-%Y")


MAANDEN = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
           "november", "december"]
AYLAR = ["ocak", "şubat", "mart", "nisan", "mayıs", "haziran", "temmuz", "ağustos", "eylül", "ekim", "kasım", "aralık"]


def _maand(dt: datetime) -> str:
    return f"{MAANDEN[dt.month - 1]} {dt.year}"


def _ay(dt: datetime) -> str:
    return AYLAR[dt.month - 1]


def _eur(r: random.Random, lo: float, hi: float) -> str:
    v = r.uniform(lo, hi)
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return "€ " + s


def _tl(r: random.Random, lo: float, hi: float) -> str:
    v = r.uniform(lo, hi)
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return s + " TL"


def _latin1(text: str) -> str:
    for a, b in (("\u2013", "-"), ("\u2014", "-"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"'),
                 ("\u2026", "..."), ("\u20ac", "EUR"), ("\u2022", "*"), ("\u00a0", " "), ("\u0131", "i"),
                 ("\u0130", "I"), ("\u015f", "s"), ("\u015e", "S"), ("\u011f", "g"), ("\u011e", "G"),
                 ("\u20ba", "TL"), ("\u2192", "->"), ("\u00e9", "e"), ("\u00e8", "e"), ("\u00eb", "e"),
                 ("\u00ea", "e"), ("\u00c7", "C"), ("\u00fb", "u"), ("\u00e1", "a"), ("\u00fa", "u"),
                 ("\u00f1", "n"), ("\u00c4", "A"), ("\u00cb", "E"), ("\u00cf", "I"), ("\u00ba", "o")):
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
            f"Date: {dt.strftime('%a, %d %b %Y %H:%M:%S +0200')}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")


# --------------------------------------------------------------------------- people and places

EMRE = "E. Yıldız"
ADDR = "Klaprozenweg 75-C, 1033 NN Amsterdam"
NEW_ADDR = "Van der Pekstraat 54-2, 1031 CV Amsterdam"
BSN = "2741.88.305"
EMPLOYER = "Kanaal Payments B.V., Stadhouderskade 14, 1054 ES Amsterdam"
NL_FIRST = ["Jeroen", "Sanne", "Bart", "Femke", "Pieter", "Lotte", "Ruud", "Marloes", "Thijs", "Ilse"]
NL_LAST = ["de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "van Dijk", "Mulder", "Bos", "Vos"]
TR_FIRST = ["Ayşe", "Mehmet", "Fatma", "Mustafa", "Zeynep", "Ahmet", "Burak", "Deniz", "Ceren", "Can"]
TR_LAST = ["Demir", "Kaya", "Şahin", "Çelik", "Aydın", "Öztürk", "Arslan", "Doğan", "Koç", "Kurt"]


def _nl(r: random.Random) -> str:
    return f"{r.choice(NL_FIRST)} {r.choice(NL_LAST)}"


def _tr(r: random.Random) -> str:
    return f"{r.choice(TR_FIRST)} {r.choice(TR_LAST)}"


# --------------------------------------------------------------------------- texts: Work

def t_payslip(r, dt):
    gross = r.uniform(6350, 6520)
    free = gross * 0.30
    return (f"Kanaal Payments B.V.\nLoonstrook / Payslip  periode {dt:%m-%Y}\n"
            f"Werknemer: Emre Yıldız   Personeelsnr 10472   BSN {BSN}\nFunctie: Senior QA Engineer\n"
            f"Salaris bruto                € {gross:,.2f}\n30%-regeling onbelaste vergoeding  € {free:,.2f}\n"
            f"Loonheffing                  € {gross * 0.7 * 0.37:,.2f}\nPensioenpremie werknemer     € {gross * 0.045:,.2f}\n"
            f"Netto uitbetaald             € {gross - gross * 0.7 * 0.37 - gross * 0.045:,.2f}\n"
            f"Vakantietoeslag opbouw 8%    € {gross * 0.08:,.2f}\nVerlofsaldo: {r.randint(8, 22)} dagen\n"
            f"Uitbetaald op {dt:%d-%m-%Y} op NL91 INGB 0006 5128 44")


def t_contract(r, dt):
    return ("ARBEIDSOVEREENKOMST VOOR ONBEPAALDE TIJD\n"
            f"Partijen: {EMPLOYER} (werkgever) en Emre Yıldız, geboren 14-03-1993 te Izmir (werknemer).\n"
            "Functie: QA Engineer, Payments Platform. Indiensttreding: 2 mei 2022. Proeftijd: 1 maand.\n"
            "Bruto maandsalaris: € 5.650,00 bij 40 uur per week. Vakantietoeslag 8%. 26 vakantiedagen.\n"
            "Werknemer is kennismigrant; werkgever is erkend referent bij de IND.\n"
            "Partijen verzoeken gezamenlijk toepassing van de 30%-regeling.\n"
            "Pensioen: deelname aan de pensioenregeling van BeFrank per indiensttreding.\n"
            "Getekend te Amsterdam, 21 maart 2022.")


def t_addendum(r, dt):
    return (f"Addendum to employment agreement - Emre Yıldız\nKanaal Payments B.V.  |  {dt:%d %B %Y}\n"
            f"With effect from 1 {dt:%B %Y} your job title changes to Senior QA Engineer (level L4).\n"
            f"Your gross monthly salary is adjusted to € {r.uniform(6100, 6450):,.2f}.\n"
            "All other terms of your employment agreement of 21 March 2022 remain unchanged.\n"
            "People Team, Kanaal Payments")


def t_review(r, dt):
    return (f"Performance review {dt.year} - Emre Yıldız (Senior QA Engineer)\nReviewer: Sanne Visser, QA lead\n"
            "Rating: Exceeds expectations\nStrengths: owns the contract-test suite for the acquirer integrations,\n"
            "reduced flaky E2E tests from 11% to 2%, mentors two junior testers.\n"
            "Growth areas: present test risks earlier to product; write more for the engineering blog.\n"
            f"Goals for {dt.year + 1}: lead test strategy for the Checkout v3 migration; ISTQB Advanced TAE.")


def t_selfassess(r, dt):
    return ("Self-assessment H1 2026 (draft)\nWhat went well: Checkout v3 test strategy accepted by the\n"
            "architecture board; contract tests for 3DS2 flows in CI; on-call rota for test environments.\n"
            "What I want to improve: say no to ad-hoc regression requests; pair more with the SRE team.\n"
            "Ask for the review meeting with Sanne: training budget for ISTQB TAE exam fee (EUR 330).")


def t_benefits(r, dt):
    return (f"Kanaal Payments - your benefits {dt.year}\nPension: BeFrank, employer contribution 8%.\n"
            "Training budget: EUR 1.500 per year. NS Business Card for commuting.\n"
            "Home-office allowance EUR 2,35 per day. Bike plan via Lease a Bike.\n"
            "Questions: people@kanaal.example")


def t_cert_ctfl(r, dt):
    return ("ISTQB(R) Certified Tester Foundation Level\nThis is to certify that\nEMRE YILDIZ\n"
            "has successfully passed the examination. Certificate no. TR-CTFL-2019-08814\n"
            "Exam date: 16 March 2019, Istanbul. Issued by the Turkish Testing Board (TTB) on behalf of ISTQB.")


def t_cert_agile(r, dt):
    return ("ISTQB(R) Certified Tester Foundation Level - Agile Tester Extension\nEMRE YILDIZ\n"
            "Certificate no. NL-AT-2023-1127, exam date 9 November 2023, issued by TMNL on behalf of ISTQB.")


def t_werkgeversverklaring(r, dt):
    return ("WERKGEVERSVERKLARING (model 2026)\nGegevens werkgever: Kanaal Payments B.V., KvK 71830455\n"
            "Werknemer: Emre Yıldız, geboren 14-03-1993\nIn dienst sinds: 02-05-2022, vast dienstverband: ja\n"
            "Bruto jaarsalaris excl. vakantietoeslag: € 77.340,00\nVakantietoeslag: € 6.187,20\n"
            "Onregelmatigheidstoeslag: nee. Geen loonbeslag. Geen voornemen dienstverband te beëindigen.\n"
            "Doel: aanvraag hypotheek voor aankoop woning Van der Pekstraat 54-2, Amsterdam.\n"
            f"Ondertekend namens de werkgever: L. Meijer, HR manager, {_d(dt)}")


def t_strategy(r, dt):
    return ("Checkout v3 migration - Test strategy\nOwner: Emre Yıldız   Status: draft for review\n"
            "Scope: migrate card checkout from the legacy monolith to checkout-service v3 (Kotlin),\n"
            "including 3DS2 challenge flows, Apple Pay, iDEAL 2.0 and partial captures.\n"
            "Approach: contract tests per acquirer, shadow traffic comparison for 2 weeks,\n"
            "E2E smoke in Playwright on staging, canary at 1% -> 10% -> 50% -> 100%.\n"
            "Exit criteria: no P1/P2 open, auth-rate delta < 0.2pp vs legacy, refunds reconciled.\n"
            "Go-live target: 7 July 2026.")


def t_risks(r, dt):
    rows = ["Risk;Likelihood;Impact;Mitigation;Owner",
            "3DS2 challenge timeout differs from legacy;Medium;High;contract test + shadow compare;Emre",
            "iDEAL 2.0 redirect loses session;Low;High;E2E on staging with real banks;Jeroen",
            "Partial capture rounding;Medium;Medium;property-based tests on amounts;Emre",
            "Webhook ordering for refunds;High;Medium;idempotency tests;Lotte",
            "Canary rollback not rehearsed;Medium;High;game day 23 June;SRE"]
    return "\n".join(rows)


def t_regression_csv(r, dt):
    lines = ["id,area,scenario,automated,priority"]
    areas = ["cards", "3ds2", "applepay", "ideal", "refunds", "captures"]
    for i in range(1, 19):
        a = r.choice(areas)
        lines.append(f"CV3-{i:03d},{a},checkout v3 {a} scenario {i},{r.choice(['yes', 'yes', 'no'])},P{r.randint(1, 3)}")
    return "\n".join(lines)


def t_golive(r, dt):
    return ("# Checkout v3 go-live checklist\n\n- [x] test strategy signed off\n- [x] contract tests green for Adyen-like acquirer stubs\n"
            "- [ ] shadow traffic report week 2\n- [ ] rollback game day (23 June)\n- [ ] iDEAL 2.0 bank list verified\n"
            "- [ ] support runbook reviewed with Customer Care\n- [ ] go/no-go meeting 6 July\n")


def t_cv3_notes(r, dt):
    return ("checkout v3 sync - notes\n- Jeroen: shadow compare shows 0.4% diff on 3DS frictionless, mostly Amex\n"
            "- need test cards for Amex SafeKey on staging (ask acquirer)\n- partial captures: rounding bug CV3-212 fixed\n"
            "- me: update test strategy v3 with canary stages, send to Sanne before Friday\n"
            "- go-live still 7 July, go/no-go 6 July")


def t_old_testplan(r, dt):
    return ("Test plan - Refunds API v2 (released 2024-10)\nAuthor: Emre Yıldız\n"
            "Features: partial refunds, refund reasons, async webhook notifications.\n"
            "Test levels: unit (dev), contract (Pact), API (RestAssured), E2E smoke.\n"
            "Entry/exit criteria, environments, defect triage, sign-off by product owner.\n"
            "Result: released 14 Oct 2024, 2 minor defects in production, closed.")


def t_tae_booking(r, dt):
    return ("Exam booking confirmation\nCandidate: Emre Yildiz\nExam: ISTQB Advanced Level Test Automation Engineer (CTAL-TAE v2.0)\n"
            "Date: 26 June 2026, 10:00 CEST - online proctored (Kryterion Webassessor)\n"
            "Language: English, 90 minutes (+25% non-native extension: 113 minutes)\nFee paid: EUR 330,00 (invoice iSQI-2026-448102)\n"
            "Please run the system check at least 48 hours before the exam.")


def t_tae_plan(r, dt):
    return ("# CTAL-TAE study plan\n\n| week | chapter | done |\n|---|---|---|\n| 18 | 1-2 intro, TAA | x |\n"
            "| 19 | 3 generic test automation architecture | x |\n| 20 | 4 deployment risks | x |\n"
            "| 21 | 5 reporting & metrics | x |\n| 22 | 6 transitioning manual to automated | |\n"
            "| 23 | 7 verifying the TAS + mock exams | |\n| 24 | mock exams B and C | |\n| 25 | rest, exam 26 June | |\n")


def t_tae_mock(r, dt):
    rows = ["mock;date;score;pass"]
    for i, s in enumerate((54, 61, 68, 72)):
        rows.append(f"Mock {chr(65 + i)};2026-05-{5 + 6 * i:02d};{s}%;{'yes' if s >= 65 else 'no'}")
    return "\n".join(rows)


def t_cheatsheet(r, dt):
    return ("HTTP status codes for API testers\n200 OK, 201 Created, 202 Accepted (async), 204 No Content\n"
            "400 Bad Request, 401 Unauthorized, 403 Forbidden, 404 Not Found, 409 Conflict, 422 Unprocessable\n"
            "429 Too Many Requests - check Retry-After. 500/502/503/504 - server side, retry with backoff.\n"
            "Idempotency-Key header: repeat POST must return the same result.")


def t_pairwise(r, dt):
    return ("Pairwise testing - notes from 'The Art of Software Testing' and Allpairs docs\n"
            "For n parameters with v values, all-pairs needs about v^2 cases instead of v^n.\n"
            "Tools: PICT (Microsoft), allpairspy. Use constraints to exclude impossible combos.")


def t_tr_contract(r, dt):
    return ("BELİRSİZ SÜRELİ İŞ SÖZLEŞMESİ\nİşveren: Trendpara Teknoloji A.Ş., Maslak Mah. Büyükdere Cad. No:237, Sarıyer/İstanbul\n"
            "İşçi: Emre Yıldız, T.C. Kimlik No: 3********12\nGörevi: Yazılım Test Uzmanı\nİşe başlama tarihi: 03.09.2018\n"
            "Brüt ücret: aylık 9.800,00 TL. Deneme süresi iki aydır.\nİstanbul, 27.08.2018")


def t_tr_bordro(r, dt):
    return (f"TRENDPARA TEKNOLOJİ A.Ş.\nÜCRET BORDROSU  Dönem: {dt:%m/%Y}\nPersonel: Emre Yıldız  Sicil: 2291\n"
            f"Brüt ücret: {_tl(r, 21000, 24000)}\nSGK işçi payı: {_tl(r, 2900, 3300)}\nGelir vergisi: {_tl(r, 3000, 3600)}\n"
            f"Damga vergisi: {_tl(r, 150, 190)}\nNet ödenen: {_tl(r, 15000, 17000)}")


def t_tr_istifa(r, dt):
    return ("TRENDPARA TEKNOLOJİ A.Ş. İNSAN KAYNAKLARI MÜDÜRLÜĞÜ'NE\n"
            "Şirketinizde 03.09.2018 tarihinden beri Yazılım Test Uzmanı olarak çalışmaktayım.\n"
            "Yurt dışında yeni bir iş teklifini kabul ettiğim için 15.04.2022 tarihi itibarıyla\n"
            "kendi isteğimle istifa ediyorum. İhbar süreme uyacağımı bildiririm.\nGereğini arz ederim.\n"
            "Emre Yıldız, İstanbul, 01.03.2022")


def t_tr_reference(r, dt):
    return ("To whom it may concern\nEmre Yıldız worked at Trendpara Teknoloji A.Ş. from September 2018 to April 2022 as\n"
            "Software Test Specialist in the mobile payments team. He designed the regression suite for our\n"
            "wallet app and introduced API test automation. We recommend him without reservation.\n"
            "Kerem Aksoy, Engineering Manager, Trendpara, Istanbul, 12 April 2022")


def t_sgk(r, dt):
    return ("T.C. SOSYAL GÜVENLİK KURUMU\n4/a HİZMET DÖKÜMÜ\nAd Soyad: EMRE YILDIZ\n"
            "İşyeri: TRENDPARA TEKNOLOJİ A.Ş.  Giriş: 03.09.2018  Çıkış: 15.04.2022  Çıkış kodu: 03 (istifa)\n"
            "Toplam prim gün sayısı: 1299\nBu belge e-Devlet Kapısı üzerinden oluşturulmuştur. Barkod: SGK4A-88123-33810")


def t_tr_testnotes(r, dt):
    return ("cüzdan uygulaması regresyon notları\n- android 9 cihazlarda QR ödeme ekranı donuyor, TP-4412\n"
            "- para transferi limit testi: günlük 50.000 TL sınırı, 49.999,99 sınır değer\n"
            "- sprint 42 smoke: login, bakiye, QR öde, fatura öde, IBAN transfer\n- Kerem beye rapor cuma 16:00")


def t_thesis(r, dt):
    return ("EGE ÜNİVERSİTESİ MÜHENDİSLİK FAKÜLTESİ BİLGİSAYAR MÜHENDİSLİĞİ BÖLÜMÜ\nBİTİRME PROJESİ\n"
            "Mobil Uygulamalarda Otomatik Kullanıcı Arayüzü Testi: Appium ve Espresso Karşılaştırması\n"
            "Hazırlayan: Emre Yıldız   Danışman: Doç. Dr. Hakan Ergün   İzmir, Haziran 2016\n"
            "Özet: Bu çalışmada iki test çerçevesinin kararlılık ve hız açısından karşılaştırması yapılmıştır.")


# --------------------------------------------------------------------------- texts: Finance, Tax

def t_ing(r, dt):
    lines = [f"ING Bank N.V.  Rekeningafschrift  {_maand(dt)}", "Betaalrekening NL91 INGB 0006 5128 44  t.n.v. E Yildiz",
             f"Beginsaldo € {r.uniform(2500, 6000):,.2f}"]
    for desc, lo, hi in (("Salaris Kanaal Payments BV", 4700, 4950), ("Noordhuis Vastgoed huur", -1895, -1895),
                         ("Vattenfall termijn", -145, -120), ("Zilveren Kruis premie", -298, -280),
                         ("Albert Heijn 1083 Amsterdam", -95, -20), ("Wise Europe SA", -600, -400),
                         ("NS Groep", -40, -10), ("Ziggo Services", -62, -62)):
        lines.append(f"{r.randint(1, 28):02d}-{dt:%m}  {desc:<30} € {r.uniform(lo, hi):,.2f}")
    lines.append(f"Eindsaldo € {r.uniform(2500, 7000):,.2f}")
    return "\n".join(lines)


def t_bunq_csv(r, dt):
    out = ['"Date","Amount","Account","Counterparty","Name","Description"']
    for i in range(14):
        d = dt - timedelta(days=r.randint(0, 30))
        name, desc = r.choice([("Albert Heijn", "AH to go"), ("Monk Bouldering", "day pass"), ("Thuisbezorgd", "order"),
                               ("Selin Yildiz", "boodschappen"), ("Coolblue", "usb-c dock"), ("Bol.com", "boek")])
        out.append(f'"{d:%Y-%m-%d}","-{r.uniform(4, 120):.2f}","NL12BUNQ2045587731","","{name}","{desc}"')
    return "\n".join(out)


def t_garanti(r, dt):
    return (f"Garanti BBVA\nHESAP ÖZETİ  {dt:%m/%Y}\nMüşteri: EMRE YILDIZ   Şube: İzmir Alsancak (0412)\n"
            "IBAN: TR45 0006 2000 4120 0006 6831 07 (TL vadesiz)\n"
            f"Devreden bakiye: {_tl(r, 8000, 30000)}\nGelen havale WISE EUROPE: {_tl(r, 18000, 22000)}\n"
            f"Giden EFT - Hasan Yıldız (baba): {_tl(r, 15000, 20000)}\nKart aidatı: 0,00 TL\n"
            f"Dönem sonu bakiye: {_tl(r, 8000, 30000)}")


def t_budget(r, dt):
    rows = ["Categorie;Jan;Feb;Mar;Apr;May", "Netto salaris;4812;4805;4790;4833;5120",
            "Huur;1895;1895;1895;1895;1895", "Energie;138;138;138;138;138", "Boodschappen;512;488;530;475;501",
            "Zorgverzekering;289;289;289;289;289", "Anne-baba (Wise);450;450;450;600;450",
            "Klimmen;65;65;80;65;65", "Sparen (eigen inleg huis);1000;1000;1000;1000;1500"]
    return "\n".join(rows)


def t_meesman(r, dt):
    return (f"Meesman Indexbeleggingen - Jaaroverzicht {dt.year - 1}\nRekeninghouder: E. Yıldız\n"
            "Fonds: Aandelen Wereldwijd Totaal\n"
            f"Waarde per 1 januari: {_eur(r, 9000, 12000)}\nInleg: {_eur(r, 3000, 4000)}\n"
            f"Waarde per 31 december: {_eur(r, 14000, 18000)}\nVermogensrendementsheffing: opgeven in box 3.")


def t_befrank(r, dt):
    return (f"Uniform Pensioenoverzicht {dt.year}\nBeFrank PPI - Kanaal Payments B.V.\nDeelnemer: E. Yıldız, geb. 14-03-1993\n"
            f"Opgebouwd pensioenkapitaal: {_eur(r, 22000, 36000)}\nVerwacht pensioen vanaf 68 jaar: {_eur(r, 900, 1400)} bruto per maand\n"
            "Partnerpensioen: meeverzekerd voor Selin Yıldız.")


def t_savings(r, dt):
    return ("Spaardoelen 2026\nEigen inleg huis (kosten koper + buffer): doel 38.000, nu 35.600\n"
            "Noodbuffer: 3 x netto maandlasten = 9.000\nTürkiye (Garanti TL) - sadece aile için\nReis Georgië: 2.500")


def t_akbank_close(r, dt):
    return ("AKBANK T.A.Ş. Kadıköy Şubesi\nHESAP KAPAMA TEYİT YAZISI\nSayın Emre Yıldız,\n"
            "0087 nolu şubemizdeki 1134556 numaralı vadesiz TL hesabınız ve bağlı banka kartınız\n"
            "14.02.2023 tarihinde talebiniz üzerine kapatılmıştır. Hesapta bakiye kalmamıştır.\nSaygılarımızla, Akbank")


def t_akbank_ozet(r, dt):
    return (f"AKBANK HESAP ÖZETİ {dt:%m/%Y}\nEMRE YILDIZ  Hesap: 0087-1134556\n"
            f"Maaş ödemesi TRENDPARA: {_tl(r, 15000, 17000)}\nKira - Kadıköy: {_tl(r, 5500, 6500)}\n"
            f"İstanbulkart dolum: {_tl(r, 200, 400)}\nBakiye: {_tl(r, 3000, 9000)}")


def t_aangifte(r, dt, year):
    return (f"Belastingdienst - Aangifte inkomstenbelasting {year}\nE. Yıldız  BSN {BSN}\n"
            f"Loon uit dienstbetrekking (Kanaal Payments B.V.): {_eur(r, 52000, 58000)}\n"
            f"30%-regeling: onbelaste vergoeding {_eur(r, 19000, 23000)}; keuze partiële buitenlandse belastingplicht: nee\n"
            f"Box 3 bezittingen: {_eur(r, 30000, 60000)} (Garanti BBVA Turkije meegenomen)\nFiscale partner: S. Yıldız\n"
            f"Te betalen / terug te ontvangen: {_eur(r, -900, 400)}\nVerzonden op {_d(dt)}")


def t_mbiljet(r, dt):
    return ("Aangifte inkomstenbelasting 2022 - M-formulier (migratie)\nE. Yıldız, immigratiedatum 2 mei 2022\n"
            "Binnenlands belastingplichtig vanaf 02-05-2022. Buitenlands inkomen Turkije jan-apr 2022: Trendpara Teknoloji.\n"
            "Voorkoming dubbele belasting: verdrag Nederland-Turkije. Fiscale partner: S. Yıldız.")


def t_30ruling(r, dt):
    return ("Belastingdienst\nBeschikking toepassing 30%-regeling\nWerknemer: E. Yıldız, BSN 2741.88.305\n"
            "Inhoudingsplichtige: Kanaal Payments B.V.\nWij hebben uw verzoek ingewilligd. De 30%-regeling geldt vanaf\n"
            "2 mei 2022 en eindigt uiterlijk op 1 mei 2027 (looptijd 60 maanden). Let op: vanaf 2027 gelden de\n"
            "gewijzigde percentages. Bij wisseling van werkgever moet opnieuw een verzoek worden ingediend.")


def t_voorlopig(r, dt):
    return ("Belastingdienst\nVoorlopige aanslag inkomstenbelasting 2026\nAanslagnummer 2741.88.305.H.66.01\n"
            f"Ten name van E. Yıldız, {ADDR}\nWij betalen u maandelijks terug: {_eur(r, 60, 140)} (hypotheekrente nog niet meegenomen)\n"
            "Wijzigingen in uw situatie, zoals de aankoop van een eigen woning, kunt u doorgeven via Mijn Belastingdienst.")


def t_jaaropgaaf(r, dt):
    return (f"Jaaropgaaf {dt.year - 1}\nWerkgever: Kanaal Payments B.V., loonheffingennummer 8601.44.123.L01\n"
            f"Werknemer: E. Yıldız  BSN {BSN}\nFiscaal loon: {_eur(r, 54000, 59000)}\nIngehouden loonheffing: {_eur(r, 17000, 20000)}\n"
            "Toegepaste loonheffingskorting: ja\nOnbelaste vergoeding 30%-regeling: zie loonstroken\nZvw-bijdrage werkgever: ja")


def t_tax_todo(r, dt):
    return ("to do voor de aangifte 2025 (uitstel tot 1 sept via adviseur)\n- jaaropgaaf Kanaal downloaden\n"
            "- Garanti saldo 1 jan 2025 in EUR omrekenen (koers DNB)\n- Meesman jaaroverzicht\n"
            "- Selin fiscaal partner, giften? nee\n- 30%-regeling: check of box 3 partieel nog kan (vervalt 2025!)\n- mail naar Ruud (belastingadviseur)")


def t_tax_adviser(r, dt):
    return _eml("Ruud Bakker <ruud@bakkerbelastingadvies.example>", "Emre Yıldız <emre.yildiz@icloud.example>",
                "Aangifte IB 2025 - uitstel aangevraagd", dt,
                "Beste Emre,\n\nIk heb uitstel aangevraagd voor jullie aangifte inkomstenbelasting 2025 tot 1 september 2026.\n"
                "Wil je mij de jaaropgaaf, het jaaroverzicht van Meesman en het saldo van de Turkse rekening per\n"
                "1 januari 2025 sturen? Omdat jullie dit jaar een woning kopen, nemen we in de aangifte 2026 ook de\n"
                "hypotheekrente en de afsluitkosten mee.\n\nMet vriendelijke groet,\nRuud Bakker")


def t_gemeente_tax(r, dt):
    return (f"Gemeente Amsterdam - Belastingen\nAanslag gemeentelijke belastingen {dt.year}\nE. Yıldız, {ADDR}\n"
            f"Afvalstoffenheffing meerpersoonshuishouden: {_eur(r, 440, 470)}\nRioolheffing: n.v.t. (huurder)\n"
            "Betaling in 8 termijnen via automatische incasso.")


# --------------------------------------------------------------------------- texts: Home

def t_huurcontract(r, dt):
    return ("HUUROVEREENKOMST WOONRUIMTE (model ROZ 2017)\nVerhuurder: Noordhuis Vastgoed B.V., Amsterdam\n"
            f"Huurder: E. Yıldız en S. Yıldız\nHet gehuurde: {ADDR}, 2-kamerappartement, 64 m2\n"
            "Ingangsdatum: 1 maart 2023, voor onbepaalde tijd. Huurprijs: € 1.795,00 per maand excl. servicekosten € 60,00.\n"
            "Waarborgsom: € 3.590,00. Opzegtermijn huurder: één maand.")


def t_huurverhoging(r, dt):
    return (f"Noordhuis Vastgoed B.V.\nAan de huurder(s) van {ADDR}\nVoorstel huurverhoging per 1 juli {dt.year}\n"
            f"Uw huidige kale huur: € {1795 + 50 * (dt.year - 2024):,.2f}. Voorgestelde verhoging: 4,1%.\n"
            "U kunt tot de ingangsdatum bezwaar maken. Bij vrije-sectorhuur geldt de maximale verhoging volgens de wet.")


def t_vattenfall(r, dt):
    return (f"Vattenfall - Jaarafrekening energie {dt.year - 1}\nLeveringsadres: {ADDR}\nKlantnummer 60881245\n"
            f"Stroom: {r.randint(1700, 2300)} kWh; stadsverwarming: {r.uniform(14, 20):.1f} GJ\n"
            f"Totaal kosten: {_eur(r, 1500, 1900)}  Betaalde termijnen: {_eur(r, 1500, 1800)}\n"
            f"Nieuw termijnbedrag: {_eur(r, 125, 150)} per maand")


def t_ziggo(r, dt):
    return (f"Ziggo - factuur {_maand(dt)}\nKlantnummer 41200583  Adres: {ADDR}\nInternet Giga 1000 Mbit/s: € 62,00\n"
            "Wordt afgeschreven van NL91 INGB 0006 5128 44 rond de 24e.")


def t_waternet(r, dt):
    return (f"Waternet - Jaarnota drinkwater {dt.year}\n{ADDR}\nVast recht + verbruik {r.randint(55, 80)} m3\n"
            f"Totaal: {_eur(r, 180, 260)}, maandtermijn {_eur(r, 15, 22)}")


def t_inboedel(r, dt):
    return (f"Centraal Beheer - Polisblad Inboedelverzekering\nPolisnummer 77.301.662  Verzekerde: E. Yıldız\n"
            f"Risicoadres: {ADDR}\nDekking: all risks, inboedelwaarde garantie tot € 75.000\n"
            f"Premie per maand: {_eur(r, 9, 14)}. Aansprakelijkheid particulieren meeverzekerd.")


def t_repair_mail(r, dt):
    return _eml("Emre Yıldız <emre.yildiz@icloud.example>", "onderhoud@noordhuisvastgoed.example",
                f"Lekkage onder gootsteen - {ADDR}", dt,
                "Beste meneer/mevrouw,\n\nSinds vorige week lekt de sifon onder de gootsteen in de keuken. Het kastje is nat\n"
                "en de bodemplaat zwelt op. Foto's bijgevoegd. Kunt u een loodgieter sturen? Wij zijn thuis op\n"
                "dinsdag en donderdag.\n\nMet vriendelijke groet,\nEmre Yıldız, Klaprozenweg 75-C")


def t_repair_reply(r, dt):
    return (f"Noordhuis Vastgoed - Reparatieverzoek 2025-0441\nAdres: {ADDR}\nMelding: lekkage sifon keuken\n"
            "Afspraak loodgieter Van Dijk Installatie: donderdag tussen 8:00 en 12:00. Kosten voor rekening verhuurder.")


def t_bod(r, dt):
    return (f"Bod op {NEW_ADDR}\nVraagprijs: € 449.000 k.k.\nOns bod: € 465.000 k.k., onder voorbehoud van financiering (4 weken),\n"
            "bouwkundige keuring en taxatie. Oplevering: 10 juli 2026. Roerende zaken: vloer en gordijnen overnemen.\n"
            f"Verzonden via aankoopmakelaar Pieter Smit (Smit Makelaardij Noord), {_d(dt)}")


def t_bod_accepted(r, dt):
    return _eml("Pieter Smit <pieter@smitmakelaardij.example>", "Emre Yıldız <emre.yildiz@icloud.example>",
                "Bod Van der Pekstraat 54-2 GEACCEPTEERD", dt,
                "Hoi Emre en Selin,\n\nGoed nieuws: de verkoper accepteert jullie bod van € 465.000 k.k. met de voorbehouden\n"
                "van financiering en bouwkundige keuring. De notaris (Notariskantoor Noord, mr. Bos) stelt de\n"
                "koopovereenkomst op. Ontbindende voorwaarde financiering: 5 juni 2026. Overdracht 10 juli.\n\nGefeliciteerd!\nPieter")


def t_koopovereenkomst(r, dt):
    return ("CONCEPT KOOPOVEREENKOMST APPARTEMENTSRECHT (NVM model 2024)\nVerkoper: mevrouw J. Meijer\n"
            "Koper: E. Yıldız en S. Yıldız\nHet verkochte: het appartementsrecht Van der Pekstraat 54-2, 1031 CV Amsterdam,\n"
            "kadastraal bekend gemeente Amsterdam sectie N nummer 4412-A-3, erfpacht eeuwigdurend afgekocht.\n"
            "Koopsom: € 465.000,00 kosten koper. Waarborgsom 10%: € 46.500 of bankgarantie uiterlijk 20 mei 2026.\n"
            "Ontbindende voorwaarden: financiering tot 5 juni 2026. Eigendomsoverdracht: 10 juli 2026 bij Notariskantoor Noord.")


def t_keuring(r, dt):
    return (f"Bouwkundig keuringsrapport\nObject: {NEW_ADDR} (bouwjaar 1928, 2e verdieping, 71 m2)\nOpdrachtgever: E. Yıldız\n"
            "Staat van het casco: redelijk. Kozijnen voorgevel: houtrot onderdorpels, herstel binnen 2 jaar (€ 2.400).\n"
            "Dak: VvE-onderhoud 2024 uitgevoerd. Elektra: groepenkast verouderd, vervangen aanbevolen (€ 1.100).\n"
            "Geen asbestverdachte materialen aangetroffen in het appartement. Totaal herstel 5 jaar: ca. € 6.800.")


def t_taxatie(r, dt):
    return (f"Taxatierapport woning (NWWI gevalideerd)\nAdres: {NEW_ADDR}\nOpdrachtgever: E. en S. Yıldız, geldverstrekker ING\n"
            "Marktwaarde: € 470.000  Marktwaarde na verbouwing: n.v.t.\nWaardepeildatum: 12-05-2026\n"
            "Referentiepanden: Van der Pekstraat 31-1, Hagedoornweg 12-2, Tolstraat... (Noord, 2025-2026)")


def t_offerte(r, dt):
    return ("ING Hypotheekofferte (bindend)\nAanvragers: E. Yıldız en S. Yıldız\nOnderpand: Van der Pekstraat 54-2, Amsterdam\n"
            "Hypotheekbedrag: € 425.000 in twee leningdelen: annuïteit € 300.000 (10 jaar rentevast 3,72%) en\n"
            "annuïteit € 125.000 (20 jaar rentevast 3,94%). Bruto maandlast ca. € 2.010.\n"
            "Geldig tot 12 juni 2026. Stukken aanleveren: werkgeversverklaring, salarisstrook, taxatierapport, koopovereenkomst.")


def t_adviseur_mail(r, dt):
    return _eml("Marloes Visser <marloes@hypotheekhuisnoord.example>", "Emre Yıldız <emre.yildiz@icloud.example>",
                "Checklist stukken hypotheek", dt,
                "Hoi Emre,\n\nVoor de aanvraag bij ING heb ik nog nodig: werkgeversverklaring (getekend), laatste salarisstrook,\n"
                "kopie verblijfsdocument van jou en Selin, bankafschrift waaruit de eigen inleg blijkt, en het\n"
                "taxatierapport zodra het gevalideerd is. Let op: met een verblijfsvergunning kennismigrant\n"
                "accepteert ING de aanvraag, dat hebben we gecheckt.\n\nGroet, Marloes (Hypotheekhuis Noord)")


def t_berekening(r, dt):
    rows = ["Post;Bedrag", "Koopsom;465000", "Overdrachtsbelasting (startersvrijstelling);0", "Notaris (akte + hypotheekakte);2150",
            "Taxatie;795", "Bouwkundige keuring;425", "Hypotheekadvies;3250", "Makelaar aankoop;4100",
            "Totaal kosten koper;10720", "Hypotheek;425000", "Eigen inleg;50720"]
    return "\n".join(rows)


def t_vve(r, dt):
    return ("VvE Van der Pekstraat 50-58 - Notulen algemene ledenvergadering\nAanwezig: 7 van 9 appartementsrechten.\n"
            "1. Jaarrekening 2025 vastgesteld. Reservefonds: € 88.400.\n2. MJOP: schilderwerk voorgevel 2027, dak 2034.\n"
            "3. Maandelijkse bijdrage blijft € 185 per appartement.\n4. Verduurzaming: offerte zonnepanelen op gemeenschappelijk dak.")


def t_viewing_notes(r, dt):
    return ("bezichtigingen april\n- Van der Pekstraat 54-2: licht, 2 slaapkamers, balkon op zuid, VvE actief (!), groepenkast oud\n"
            "- Hagedoornweg 8-1: te donker, erfpacht niet afgekocht\n- Zamenhofstraat 120: galerij, 3 hoog, geen lift, vraagprijs te hoog\n"
            "-> bod op Van der Pek, max 470k")


def t_notary(r, dt):
    return ("Notariskantoor Noord - mr. F. Bos\nBetreft: levering Van der Pekstraat 54-2 en hypotheekakte ING\n"
            "Passeerdatum: vrijdag 10 juli 2026, 10:30 uur. Neem een geldig identiteitsbewijs mee (paspoort of\n"
            "verblijfsdocument). De nota van afrekening ontvangt u uiterlijk drie dagen voor de overdracht.\n"
            "Eigen middelen over te maken op kwaliteitsrekening NL20 RABO 0312 4455 66 o.v.v. dossier 2026.0388.")


def t_move_plan(r, dt):
    return ("# Verhuizing juli\n\n- 10/7 sleutel, 11-12/7 schilderen slaapkamer\n- verhuisbus Noord Verhuist: 18 juli (offerte 640)\n"
            "- huur Klaprozenweg opzeggen voor 1 juli (1 maand opzegtermijn)\n- adreswijziging gemeente (binnen 5 dagen)\n"
            "- Ziggo verhuisservice, Vattenfall nieuw adres\n- groepenkast laten vervangen (offerte elektricien)\n")


def t_kadikoy(r, dt):
    return ("KONUT KİRA SÖZLEŞMESİ\nKiraya veren: Nermin Aydın\nKiracı: Emre Yıldız\n"
            "Adres: Caferağa Mah. Moda Cad. No:54 D:6 Kadıköy/İstanbul\nBaşlangıç: 01.10.2019, süre 1 yıl, yenilenir.\n"
            "Aylık kira: 4.250 TL, depozito: 8.500 TL. Kira her ayın 5'ine kadar banka hesabına ödenir.")


def t_kadikoy_tahliye(r, dt):
    return ("Sayın Nermin Hanım,\nModa Caddesi No:54 D:6 adresindeki daireyi 30.04.2022 tarihinde tahliye edeceğimi\n"
            "bildiririm. Yurt dışına taşınıyorum. Depozitonun (8.500 TL) iadesini rica ederim.\nEmre Yıldız, 15.03.2022")


def t_amstelveen(r, dt):
    return ("SHORT STAY AGREEMENT\nLandlord: Amstel Corporate Housing B.V.\nTenant: Emre Yıldız (employee of Kanaal Payments B.V.)\n"
            "Unit: Stadshart 12-4B, 1181 Amstelveen, furnished. Period: 2 May 2022 - 28 February 2023.\n"
            "Rent EUR 2.150 all-in. Deposit EUR 2.150.")


def t_amstelveen_deposit(r, dt):
    return ("Amstel Corporate Housing B.V.\nEindafrekening waarborgsom\nHuurder: E. Yıldız, Stadshart 12-4B Amstelveen\n"
            "Einde huur: 28-02-2023. Waarborgsom € 2.150,00 - schoonmaak € 95,00 = terug te betalen € 2.055,00.\n"
            "Overgemaakt op 17-03-2023.")


# --------------------------------------------------------------------------- texts: Immigration, Dutch

def t_ind_permit(r, dt):
    return ("Immigratie- en Naturalisatiedienst\nBesluit: verlenging verblijfsvergunning regulier bepaalde tijd\n"
            "Naam: E. Yıldız, V-nummer 3098441276\nVerblijfsdoel: arbeid als kennismigrant\n"
            "Geldig tot: 02-05-2029. U kunt uw verblijfsdocument ophalen bij het IND-loket Amsterdam na afspraak.\n"
            "Let op: na 5 jaar rechtmatig verblijf kunt u naturalisatie of een vergunning voor onbepaalde tijd aanvragen.")


def t_ind_selin(r, dt):
    return ("Immigratie- en Naturalisatiedienst\nBesluit verblijfsvergunning - verblijf bij echtgenoot\n"
            "Naam: S. Yıldız, V-nummer 3098441284. Referent: Kanaal Payments B.V. (erkend referent)\n"
            "Hoofdpersoon: E. Yıldız. Arbeid vrij toegestaan. Geldig tot: 02-05-2029.")


def t_brp(r, dt):
    return (f"Gemeente Amsterdam\nUittreksel Basisregistratie Personen\nNaam: Yıldız, Emre   Geboren: 14-03-1993, İzmir (Turkije)\n"
            f"Nationaliteit: Turkse. Adres: {ADDR}, sinds 01-03-2023\nBurgerlijke staat: gehuwd met S. Yıldız (20-06-2020, İzmir)\n"
            f"Datum uitgifte: {_d(dt)}")


def t_passport(r, dt):
    return ("T.C. Amsterdam Başkonsolosluğu\nRandevu teyidi - Pasaport işlemleri\nAd Soyad: Emre Yıldız\n"
            f"Randevu: {(dt + timedelta(days=21)):%d.%m.%Y} 09:40, Ruysdaelstraat konsolosluk binası\n"
            "Getirilecek belgeler: eski pasaport, biyometrik fotoğraf, oturum kartı, harç ödeme dekontu (Konsolosluk hesabı).\n"
            "Umuma mahsus pasaport 10 yıllık harç ve defter bedeli ödenmiş olmalıdır.")


def t_digid(r, dt):
    return ("DigiD - Activeringscode\nGeachte heer Yıldız,\nU heeft een DigiD aangevraagd. Activeer uw DigiD binnen 20 dagen\n"
            "met de code in deze brief via digid.nl/activeren. Activeringscode: K7QF 2M9X")


def t_mvv(r, dt):
    return ("Immigratie- en Naturalisatiedienst\nBesluit op de aanvraag toegang en verblijf (TEV)\nReferent: Kanaal Payments B.V.\n"
            "Vreemdeling: E. Yıldız, geboren 14-03-1993, Turkse nationaliteit; gezinslid: S. Yıldız\n"
            "De aanvraag is ingewilligd. De mvv kan binnen 3 maanden worden opgehaald bij de Nederlandse ambassade in Ankara\n"
            "of het consulaat-generaal in Istanbul. Daarna verblijfsvergunning kennismigrant.")


def t_relocation(r, dt):
    return ("taşınma listesi (nisan 2022)\n- MVV randevusu konsolosluk İstanbul 12 nisan\n- doğum belgeleri apostil (nüfus müdürlüğü + valilik)\n"
            "- evlilik cüzdanı uluslararası formül\n- Kadıköy ev tahliye 30 nisan, depozito\n- kargo: 6 koli DHL, bisiklet satılacak\n"
            "- Amstelveen short stay anahtar 2 mayıs\n- gemeente inschrijving + BSN randevusu 4 mayıs\n- 30% ruling Kanaal HR başvuruyor")


def t_relocation_pkg(r, dt):
    return ("Kanaal Payments - Relocation package confirmation\nEmployee: Emre Yıldız, start date 2 May 2022\n"
            "Covered: flights IST-AMS for 2 persons, 3 months short-stay housing (Amstelveen), shipping up to 2 m3,\n"
            "relocation allowance EUR 3.000 gross, IND fees, help with BSN registration and 30% ruling application.\n"
            "Repayment clause: 100% if you resign within 12 months, 50% within 24 months.")


def t_apostille(r, dt):
    return ("T.C. İZMİR VALİLİĞİ\nAPOSTILLE (Convention de La Haye du 5 octobre 1961)\n1. Country: Türkiye\n"
            "2. Has been signed by Karşıyaka İlçe Nüfus Müdürlüğü\n3. Document: Formül A Doğum Kayıt Örneği - Emre Yıldız\n"
            "Certified at İzmir on 23.03.2022, No. 2022/11804")


def t_duo(r, dt):
    return ("DUO - Bevestiging aanmelding Staatsexamen NT2 Programma I (B1)\nKandidaat: E. Yıldız\n"
            "Onderdelen: Lezen, Luisteren, Schrijven en Spreken\nExamendatum: donderdag 18 juni 2026, Examenlocatie Amsterdam (Orlyplein)\n"
            "Kosten: € 50,00 per examen (totaal € 200,00), betaald via iDEAL.\nNeem een geldig identiteitsbewijs mee.")


def t_teacher_invoice(r, dt):
    return (f"Factuur {dt:%Y%m}-07\nNederlands met Femke - privéles NT2\nFemke Jansen, KvK 80213344, vrijgesteld van btw\n"
            f"Aan: Emre Yıldız\nLessen {_maand(dt)}: {r.randint(3, 4)} x 60 min à € 45,00 (voorbereiding staatsexamen B1)\n"
            "Betalen binnen 14 dagen op NL55 ASNB 0707 1122 33")


def t_schrijf(r, dt):
    return ("Schrijfopdracht 4 - Een e-mail aan uw buurman\nBeste meneer De Vries,\n"
            "Volgende week zaterdag geven wij een klein feest omdat mijn vrouw haar examen heeft gehaald.\n"
            "Het kan een beetje laat en druk worden. Wij willen u graag uitnodigen om ook te komen.\n"
            "Als het te veel lawaai is, kunt u altijd aanbellen.\nMet vriendelijke groet, Emre\n"
            "[Femke: goed! let op woordvolgorde na 'omdat' -> werkwoord achteraan]")


def t_practice_exam(r, dt):
    return ("Oefenexamen Staatsexamen NT2 Programma I - Lezen\nTekst 3: Het nieuwe parkeerbeleid in Amsterdam-Noord\n"
            "Vraag 11. Wat is het doel van de nieuwe regels?\nA Meer ruimte voor fietsers  B Minder auto's van bezoekers  C Hogere inkomsten\n"
            "Antwoordblad: 22 vragen, tijd 100 minuten. Cesuur: 60% goed.")


def t_lesson_notes(r, dt):
    return ("les 14 met Femke\n- scheidbare werkwoorden: opbellen -> ik bel je op, ik heb je opgebeld\n"
            "- spreken taak 3: mening geven + reden (ik vind dat..., omdat...)\n- huiswerk: schrijfopdracht 5, luisteren oefenexamen 2\n"
            "- examen 18 juni, nog 4 lessen")


def t_grammar(r, dt):
    return ("Nederlandse grammatica - overzicht\nDe/het: 2/3 van de woorden is de; verkleinwoorden altijd het.\n"
            "Inversie: Morgen ga ik naar Utrecht. Bijzin: ..., omdat ik morgen naar Utrecht ga.\n"
            "Perfectum: hebben/zijn + voltooid deelwoord ('t kofschip: gewerkt, gebeld).\nEr: er zijn drie katten; ik denk er niet aan.")


def t_wordlist(r, dt):
    words = [("de huurder", "kiracı"), ("de verhuurder", "ev sahibi"), ("de aanslag", "vergi tarhı"),
             ("de zorgverzekering", "sağlık sigortası"), ("het bezwaar", "itiraz"), ("de koopsom", "satış bedeli"),
             ("afspraak maken", "randevu almak"), ("de gemeente", "belediye"), ("opzeggen", "iptal etmek"),
             ("de werkgever", "işveren"), ("de aanvraag", "başvuru"), ("het eigen risico", "muafiyet")]
    return "nederlands;türkçe\n" + "\n".join(f"{a};{b}" for a, b in words)


def t_a2_cert(r, dt):
    return ("Taalschool Mondria Amsterdam\nCertificaat\nEmre Yıldız heeft de cursus Nederlands A2 (intensief, 80 uur)\n"
            "met goed gevolg afgerond. Periode: februari - juni 2023. Niveau behaald: A2 (ERK).")


def t_a2_invoice(r, dt):
    return ("Taalschool Mondria - Factuur 2023-0318\nCursus Nederlands A2 intensief, cursist E. Yıldız\n"
            "Bedrag: € 1.260,00 (vergoed uit opleidingsbudget Kanaal Payments B.V.)")


# --------------------------------------------------------------------------- texts: Health, Dentistry

def t_zk_polis(r, dt):
    return (f"Zilveren Kruis - Polisblad {dt.year}\nVerzekeringnemer: E. Yıldız, {ADDR}\n"
            "Verzekerden: Emre Yıldız (Basis Budget + Aanvullend 2 sterren), Selin Yıldız (Basis Budget)\n"
            f"Premie per maand: {_eur(r, 280, 300)}. Verplicht eigen risico: € 385 per persoon.\n"
            "Fysiotherapie aanvullend: 9 behandelingen per jaar.")


def t_zk_decl(r, dt):
    return (f"Zilveren Kruis - Overzicht declaraties\nVerzekerde: E. Yıldız\nZorgverlener: Fysiotherapie Buiksloterham\n"
            f"Behandeldata: {r.randint(2, 9)} behandelingen, {_maand(dt)}\nVergoed uit aanvullende verzekering: {_eur(r, 180, 320)}\n"
            f"Ten laste van eigen risico: € 0,00")


def t_huisarts(r, dt):
    return ("Huisartsenpraktijk Noorderpark - dr. I. Mulder\nVerwijsbrief fysiotherapie\nPatiënt: E. Yıldız, geb. 14-03-1993\n"
            "Klachten: pijn ringvinger rechts na klimmen (crimp), verdenking A2-pulleyletsel, geen instabiliteit.\n"
            "Verzoek: beoordeling en oefentherapie. Bij onvoldoende herstel na 6 weken terugverwijzen voor echo.")


def t_fysio(r, dt):
    return (f"Fysiotherapie Buiksloterham - Factuur {dt:%Y}-{r.randint(100, 999)}\nPatiënt: E. Yıldız\n"
            f"Behandelingen vingerpulley rechts: {r.randint(3, 6)} x € 39,00. Gedeclareerd bij Zilveren Kruis.")


def t_pharmacy(r, dt):
    return ("Apotheek Noord - medicatieoverzicht\nE. Yıldız\n- Naproxen 250 mg, 2 dd 1 bij pijn (juni 2025)\n"
            "- Cetirizine 10 mg, 1 dd 1 (hooikoorts, maart-juli)\nAllergie: geen bekend.")


def t_eye(r, dt):
    return ("Pearle Opticiens - oogmeting\nKlant: E. Yıldız\nOD: S -1,25 C -0,50 as 175   OS: S -1,00 C -0,25 as 10\n"
            "Advies: beeldschermbril of lenzen. Volgende controle over 2 jaar.")


def t_cibg(r, dt):
    return ("CIBG - Ministerie van Volksgezondheid, Welzijn en Sport\nBeroepskwalificaties buitenlands gediplomeerden\n"
            "Betreft: S. Yıldız, tandarts (diploma Ege Üniversitesi, 2017), dossier BBG-2024-7712\n"
            "U heeft de onderdelen Nederlandse taal (B2), Engelse taal (B1) en Kennis van de Nederlandse gezondheidszorg\n"
            "behaald. U kunt zich nu aanmelden voor de beroepsinhoudelijke toets (BI-toets) tandheelkunde.\n"
            "Kennistoets: 16 juni 2026. Vaardighedentoets: oktober 2026 (ACTA, Amsterdam).")


def t_cibg_invoice(r, dt):
    return ("CIBG - Factuur\nDossier BBG-2024-7712, S. Yıldız\nOmschrijving: deelname BI-toets tandheelkunde, kennistoets\n"
            "Bedrag: € 690,00. Te betalen binnen 30 dagen o.v.v. het factuurnummer 2026-118804.")


def t_nuffic(r, dt):
    return ("Nuffic - Diplomawaardering\nNaam: Selin Yıldız (geb. Arslan)\nDiploma: Diş Hekimliği Lisans Diploması, Ege Üniversitesi,\n"
            "İzmir, Turkije, 2017. Vergelijkbaar met: master Tandheelkunde (wo) in Nederland.\n"
            "Let op: voor het beroep van tandarts is registratie in het BIG-register vereist (procedure CIBG).")


def t_nt2_selin(r, dt):
    return ("Staatsexamens NT2 - Uitslag\nKandidaat: S. Yıldız\nProgramma II (B2): Lezen 532 - Luisteren 540 - Schrijven 518 - Spreken 521\n"
            "Cesuur: 500 per onderdeel. Resultaat: GESLAAGD voor alle onderdelen. Diploma volgt per post.")


def t_bi_schedule(r, dt):
    return ("BI-toets tandheelkunde - studieschema (studiegroep)\nweek 19: cariologie + endodontologie (Kidd, Essentials)\n"
            "week 20: parodontologie + implantologie\nweek 21: orthodontie, kindertandheelkunde (KNMT richtlijnen)\n"
            "week 22: farmacologie, antistolling en tandheelkundige ingrepen\nweek 23: oefentoetsen ACTA 2023-2025\n"
            "kennistoets 16 juni, vaardighedentoets oktober")


def t_bi_notes(r, dt):
    return ("Selin - BI toets sorular\n- KNMT richtlijn antistolling: INR < 3,5 ise ekstraksiyon ok?\n"
            "- Nederlandse termen: wortelkanaalbehandeling = kanal tedavisi, gebitsreiniging, tandsteen\n"
            "- mondhygiënist rolü NL'de daha büyük\n- ACTA oefentoets 2024: 71% (geçme 65%)")


def t_dental_ref(r, dt):
    return ("Antibiotische profylaxe bij tandheelkundige behandelingen - samenvatting KNMT richtlijn\n"
            "Profylaxe alleen bij hoog risico op endocarditis: eerdere endocarditis, kunstklep, bepaalde aangeboren hartafwijkingen.\n"
            "Middel van eerste keus: amoxicilline 2 g p.o. 30-60 min voor de ingreep; bij allergie clindamycine 600 mg.")


def t_dental_terms(r, dt):
    return ("türkçe;nederlands;english\nçürük;cariës;caries\nkanal tedavisi;wortelkanaalbehandeling;root canal treatment\n"
            "diş taşı;tandsteen;calculus\ndiş eti çekilmesi;gingivarecessie;gingival recession\nköprü;brug;bridge\n"
            "kron;kroon;crown\ndolgu;vulling;filling\ndiş çekimi;extractie;extraction")


def t_clinic_contract(r, dt):
    return ("İŞ SÖZLEŞMESİ\nİşveren: Gülüş Ağız ve Diş Sağlığı Polikliniği, Bornova/İzmir\nÇalışan: Dt. Selin Arslan Yıldız\n"
            "Görev: Diş hekimi (genel). Başlangıç: 01.09.2018. Prim: aylık cironun %30'u.")


def t_clinic_leave(r, dt):
    return ("Gülüş Ağız ve Diş Sağlığı Polikliniği\nÇALIŞMA BELGESİ\nDt. Selin Yıldız 01.09.2018 - 29.04.2022 tarihleri arasında\n"
            "polikliniğimizde diş hekimi olarak çalışmıştır. Kendi isteğiyle ayrılmıştır.\nBu belge ilgilinin talebi üzerine verilmiştir.")


# --------------------------------------------------------------------------- texts: Family

def t_wise(r, dt):
    return (f"Wise - Transfer receipt\nTransfer #{r.randint(900000000, 999999999)}\nYou sent: {_eur(r, 420, 620)} EUR\n"
            f"Recipient got: {_tl(r, 18000, 24000)}\nRecipient: Hasan Yıldız, Garanti BBVA, TR12 0006 2000 1410 0006 2993 41\n"
            f"Reference: annem babam {_ay(dt)}\nFee: € 3,41  Rate guaranteed for 48h")


def t_transfers(r, dt):
    rows = ["tarih;EUR;TL;not"]
    for m in range(1, 13):
        rows.append(f"2025-{m:02d}-05;{r.choice([450, 450, 500, 600])};{r.randint(17000, 22000)};aylık")
    rows.append("2026-01-05;450;20800;aylık")
    return "\n".join(rows)


def t_dad_mr(r, dt):
    return ("T.C. SAĞLIK BAKANLIĞI İZMİR ATATÜRK EĞİTİM VE ARAŞTIRMA HASTANESİ\nRADYOLOJİ RAPORU\nHasta: Hasan Yıldız, 66 yaş\n"
            "Tetkik: Lomber MR\nBulgular: L4-L5 düzeyinde diffüz bulging ve sol paramedian protrüzyon, sol L5 sinir kökünde bası.\n"
            "Sonuç: L4-L5 disk hernisi. Beyin cerrahisi polikliniğine yönlendirilmiştir.")


def t_dad_lab(r, dt):
    return ("ÖZEL EGE LABORATUVARI - TAHLİL SONUÇLARI\nHasta: Hasan Yıldız\nHbA1c: 6,9 % (ref < 6,0)\n"
            "Açlık kan şekeri: 131 mg/dL\nLDL kolesterol: 142 mg/dL\nKreatinin: 1,02 mg/dL\nDoktor notu: diyet + metformin devam.")


def t_dad_note(r, dt):
    return ("babam - doktor notları\n- MR sonucu: L4-L5 fıtık, ameliyat şimdilik yok, fizik tedavi 15 seans\n"
            "- şeker: HbA1c 6,9, metformin 2x1000\n- kontrol: eylül, Dr. Aydın (beyin cerrahisi)\n- fizik tedavi ücreti ben gönderiyorum (Wise)")


def t_wedding_venue(r, dt):
    return ("DÜĞÜN SÖZLEŞMESİ\nMekan: Urla Bağ Evi Davet ve Organizasyon, Urla/İzmir\nGelin: Elif Yıldız  Damat: Can Koç\n"
            "Tarih: 12 Eylül 2026, Cumartesi, 19:00-24:00. Kişi sayısı: 180\nMenü: Ege mezeleri, ana yemek, pasta.\n"
            "Toplam: 540.000 TL; kapora 100.000 TL ödendi. Kalan düğünden 15 gün önce.")


def t_wedding_program(r, dt):
    return ("Elif & Can - düğün programı\n11 Eylül: kına gecesi (evde, Karşıyaka)\n12 Eylül 17:00 nikah - Urla Belediyesi nikah salonu\n"
            "19:00 düğün yemeği Urla Bağ Evi\nNikah şahitleri: Emre Yıldız (abi), Deniz Kurt\nEmre: konuşma + fotoğraf listesi")


def t_wedding_gifts(r, dt):
    return ("düğün için yapılacaklar\n- Elif'e hediye: çeyrek altın değil, bulaşık makinesi + 1.000 EUR (Selin ile karar)\n"
            "- nikah şahidi: kimlik fotokopisi gönder\n- takım elbise: Amsterdam'da al\n- uçak AMS-ADB 9 eylül, dönüş 15 eylül\n"
            "- konuşma metni (tr + biraz ingilizce, Can'ın arkadaşları için)")


def t_wedding_flight(r, dt):
    return ("Pegasus Airlines - Rezervasyon onayı\nPNR: K8XW2Q\nYolcular: EMRE YILDIZ, SELIN YILDIZ\n"
            "PC 1254 Amsterdam (AMS) - İzmir (ADB) 09.09.2026 07:35-12:15\nPC 1253 İzmir (ADB) - Amsterdam (AMS) 15.09.2026 19:40-22:30\n"
            "Bagaj: 20 kg + kabin 8 kg. Toplam: 612,40 EUR")


def t_visa_invite(r, dt):
    return ("Invitation letter\nTo the Consulate-General of the Kingdom of the Netherlands (VFS Global), Izmir\n"
            "I, Emre Yıldız, residing at Klaprozenweg 75-C, Amsterdam (residence permit valid until 2027), invite my parents\n"
            "Hasan Yıldız and Ayten Yıldız to visit us from 18 April to 16 May 2024. They will stay at our home and I\n"
            "will cover their costs. A signed 'bewijs van garantstelling' from the gemeente is attached.")


def t_garant(r, dt):
    return ("Bewijs van garantstelling en/of particuliere logiesverstrekking\nGarantsteller: E. Yıldız, BSN 2741.88.305\n"
            "Vreemdelingen: Hasan Yıldız en Ayten Yıldız (Turkije), verblijf 18-04-2024 t/m 16-05-2024\n"
            "Handtekening gelegaliseerd door gemeente Amsterdam, Stadsloket Noord, 04-03-2024.")


def t_parents_ins(r, dt):
    return ("Schengen Seyahat Sağlık Sigortası - Poliçe\nSigortalılar: Hasan Yıldız, Ayten Yıldız\n"
            "Teminat: 30.000 EUR, Schengen ülkeleri, 17.04.2024 - 17.05.2024\nPrim: 2.140 TL")


def t_parents_plan(r, dt):
    return ("annem babam amsterdam programı (nisan-mayıs 2024)\n- 20 nisan: Keukenhof (Selin tren bileti aldı)\n"
            "- Zaanse Schans + Volendam\n- Koningsdag 27 nisan: Vondelpark değil, Noord'da kal\n"
            "- babam için tekerlekli sandalye? gerek yok, ama çok yürümesin\n- dönüş 16 mayıs THY")


# --------------------------------------------------------------------------- texts: Climbing, Travel, Cooking

def t_gym(r, dt):
    return (f"Blok Noord Boulderhal - Factuur {dt:%Y-%m}\nLid: Emre Yıldız, lidnummer 30381\n"
            "Abonnement: onbeperkt boulderen, maandelijks opzegbaar\nBedrag: € 64,50 (incl. 9% btw)\nIncasso op of rond de 1e.")


def t_nkbv(r, dt):
    return (f"Koninklijke Nederlandse Klim- en Bergsportvereniging (NKBV)\nContributienota {dt.year}\nLid: E. Yıldız, lidnr. 1184220\n"
            "A-lidmaatschap incl. Bergsportverzekering Wereld (klimmen, via ferrata, trekking): € 89,50")


def t_course_confirm(r, dt):
    return ("Bevestiging inschrijving - NKBV cursus Outdoor Voorklimmen (Sportklimmen)\nDeelnemer: Emre Yıldız\n"
            "Data: 20-21 juni 2026, Freyr (België). Verzamelen 08:30 parking Chalet des Rochers.\n"
            "Instructeur: Thijs Bos (NKBV Klimtrainer 3). Vereist: NKBV Indoor Voorklimmen + eigen materiaal.\n"
            "Kosten: € 245,00 (betaald).")


def t_gear_list(r, dt):
    return ("# Freyr outdoor voorklimmen - packlist\n\n- touw 70 m (lenen van Thijs?)\n- 12 setjes (heb er 8, 4 kopen bij Bever)\n"
            "- gordel, GriGri, helm (!!), 2 HMS, standplaatsbandlus 120\n- klimschoenen + tape\n- tent Freyr camping 20/6\n"
            "- NKBV pas, verzekering check\n")


def t_course_carpool(r, dt):
    return ("carpool naar Freyr\nvr 19/6 18:00 vertrek Amsterdam Noord (Ilse rijdt, Golf)\n"
            "mee: Ilse, Bart, ik\nkosten: benzine + tol ~ € 90, delen door 3\nterug zo 21/6 na de cursus")


def t_hangboard(r, dt):
    return ("Hangboard protocol - max hangs (Eva López style)\nWarm-up 15 min. Edge 20 mm, half crimp.\n"
            "5 sets x 10 s hang, 3 min rest, added weight so that 3 s are left in reserve.\n"
            "2x per week, never on consecutive days. Stop at any finger pain (pulley!).")


def t_training(r, dt):
    return ("training plan mei-juni (voor Freyr)\nma: boulderen limit, 90 min\nwo: lead volume (Klimmuur Centraal) 4x4\n"
            "vr: hangboard + core\nza: rust of buiten\nzo: lange routes, 6a-6b, clippen oefenen")


def t_topo(r, dt):
    return ("Freyr - topo secteur Al'Lègne\n1. Tarzan 5b  22 m\n2. La Directe 5c  25 m\n3. Le Pilier 6a  28 m\n"
            "4. L'Arête 6a+  30 m\n5. Les Gaulois 6b  26 m\nAcces: parking Chalet des Rochers, 10 min. Rocher calcaire, polished.")


def t_gear_manual(r, dt):
    return ("PETZL GRIGRI - Instructions for use\nBelay device with cam-assisted blocking for single ropes 8.5 to 11 mm.\n"
            "Check the rope direction (pictogram) before each use. Keep the brake hand on the rope at all times.")


def t_lead_indoor(r, dt):
    return ("NKBV Diploma Indoor Voorklimmen\nEmre Yıldız heeft op 14-10-2023 het examen Indoor Voorklimmen\n"
            "met goed gevolg afgelegd bij Klimcentrum Mountain Network Amsterdam. Examinator: L. Smit.")


def t_lead_indoor_inv(r, dt):
    return ("Mountain Network Amsterdam - Factuur\nCursus Indoor Voorklimmen (4 avonden, sept-okt 2023), E. Yıldız\n"
            "Bedrag: € 175,00. Inclusief examen NKBV.")


def t_georgia_flight(r, dt):
    return ("Booking confirmation - Wizz Air\nBooking code: QJ7X3M\nPassengers: EMRE YILDIZ, SELIN YILDIZ\n"
            "W6 2171 Eindhoven (EIN) - Kutaisi (KUT) 01 Aug 2026 14:40-21:55\nW6 2172 Kutaisi (KUT) - Eindhoven (EIN) 11 Aug 2026 06:20-08:10\n"
            "Total paid: EUR 386,60 incl. 2 checked bags 20 kg")


def t_georgia_itin(r, dt):
    return ("# Gürcistan - ağustos 2026\n\n| gün | yer | konaklama |\n|---|---|---|\n| 1-2 | Kutaisi | Hostel Kutaisi Inn |\n"
            "| 3-5 | Tiflis | Fabrika? / Airbnb Sololaki |\n| 6-7 | Kazbegi | Guesthouse Nunu |\n| 8-9 | Sighnaghi | wine region |\n"
            "| 10 | Kutaisi | - |\n\nmarshrutka Tiflis-Kazbegi 15 GEL, Gergeti Trinity yürüyüş\n")


def t_georgia_guesthouse(r, dt):
    return ("Booking.com - Confirmation 4418829100\nGuesthouse Nunu, Stepantsminda (Kazbegi), Georgia\n"
            "Check-in: Thursday 6 August 2026  Check-out: Saturday 8 August 2026\nGuests: 2 adults, double room with mountain view\n"
            "Price: GEL 340 (pay at the property). Free cancellation until 30 July 2026.")


def t_georgia_budget(r, dt):
    return "kalem;GEL;EUR\nuçak;;386\nkonaklama;1300;450\nyemek;1200;415\nulaşım;400;140\nşarap turu;250;87\ntoplam;;1478"


def t_lisbon(r, dt):
    return ("Hotel invoice - Lisboa Baixa Suites\nGuest: Emre Yildiz\nStay: 9-13 November 2023, 4 nights, double room\n"
            "Room EUR 520,00, city tax EUR 16,00. Total EUR 536,00 paid by Visa ****4412.")


def t_lisbon_flight(r, dt):
    return ("KLM e-ticket receipt\nPassengers: YILDIZ/EMRE MR, YILDIZ/SELIN MRS\nKL1693 Amsterdam - Lisbon 09 NOV 2023\n"
            "KL1696 Lisbon - Amsterdam 13 NOV 2023\nTotal EUR 412,38")


def t_cappadocia(r, dt):
    return ("KAPADOKYA TUR ONAYI\nMüşteri: Emre Yıldız (4 kişi: Emre, Selin, Hasan, Ayten Yıldız)\n"
            "Tarih: 18-21 Ekim 2024. Otel: Göreme Cave Suites, 3 gece\nBalon turu 19 Ekim 05:30 (4 kişi) - 480 EUR\n"
            "Kırmızı tur + Yeşil tur, özel araç. Toplam: 38.400 TL")


def t_dolomites(r, dt):
    return ("Rifugio Lagazuoi - Conferma prenotazione\nOspite: Emre Yildiz, 2 persone\nArrivo 19/08/2025, partenza 20/08/2025, mezza pensione\n"
            "Caparra versata EUR 80,00. Saldo in rifugio: EUR 176,00")


def t_dolomites_plan(r, dt):
    return ("Dolomites aug 2025\n- 16/8 fly AMS-VCE, rental car to Cortina\n- 17/8 Tre Cime loop\n- 18/8 via ferrata Averau (easy)\n"
            "- 19/8 Lagazuoi, sleep in rifugio\n- 20/8 Cinque Torri\n- 22/8 back")


def t_recipe(name, body):
    def f(r, dt):
        return f"{name}\n{body}"
    return f


RECIPES = {
    "mercimek çorbası": "1 su bardağı kırmızı mercimek, 1 soğan, 1 havuç, 1 patates, 1 yk salça, 6 su bardağı su.\n"
                        "Soğanı kavur, sebzeleri ekle, 25 dk pişir, blenderdan geçir. Üstüne pul biberli tereyağı. - annem",
    "karnıyarık": "4 patlıcan alaca soyulur, kızartılır. 250 g kıyma, 2 soğan, 2 domates, sivri biber harç yapılır.\n"
                  "Patlıcanlar yarılır, harç doldurulur, 180 derece 25 dk. Pilavla servis. - annem",
    "zeytinyağlı enginar": "6 enginar, limonlu su, 1 havuç, 1 patates, bezelye, dereotu, 1/2 çay bardağı zeytinyağı.\n"
                           "Kısık ateşte 35 dk. Soğuk servis. (anneannemin İzmir usulü)",
}


# --------------------------------------------------------------------------- texts: code repositories

FUNDA_README = """# funda-alert

Small script that polls saved searches for apartments in Amsterdam-Noord and pings me on Telegram
when a new listing matches (2+ bedrooms, > 60 m2, max EUR 475k, erfpacht afgekocht or eigen grond).
Written during our house hunt (Feb-Apr 2026). Keep running until the transfer on 10 July, then archive.

    python -m funda_alert --config config.yaml
"""

FUNDA_MAIN = '''"""Poll saved apartment searches and notify on new matches."""
import json
import time
from pathlib import Path

import requests
import yaml

SEEN = Path("seen.json")


def load_config(path):
    return yaml.safe_load(Path(path).read_text())


def matches(listing, cfg):
    return (listing["price"] <= cfg["max_price"] and listing["area_m2"] >= cfg["min_area"]
            and listing["bedrooms"] >= cfg["min_bedrooms"] and listing["postcode"][:4] in cfg["postcodes"])


def notify(cfg, listing):
    text = f"{listing['address']} - EUR {listing['price']:,} - {listing['area_m2']} m2\\n{listing['url']}"
    requests.post(f"https://api.telegram.org/bot{cfg['bot_token']}/sendMessage",
                  data={"chat_id": cfg["chat_id"], "text": text}, timeout=10)


def main(config="config.yaml"):
    cfg = load_config(config)
    seen = set(json.loads(SEEN.read_text())) if SEEN.exists() else set()
    while True:
        for listing in fetch_listings(cfg):
            if listing["id"] not in seen and matches(listing, cfg):
                notify(cfg, listing)
                seen.add(listing["id"])
        SEEN.write_text(json.dumps(sorted(seen)))
        time.sleep(cfg.get("interval", 600))
'''

FUNDA_CONFIG = """# copy to config.yaml
postcodes: ["1031", "1032", "1033", "1034", "1021", "1022"]
max_price: 475000
min_area: 60
min_bedrooms: 2
interval: 600
bot_token: "<telegram bot token>"
chat_id: "<chat id>"
"""

FUNDA_TEST = '''from funda_alert.main import matches

CFG = {"max_price": 475000, "min_area": 60, "min_bedrooms": 2, "postcodes": ["1031"]}


def test_match_van_der_pek():
    listing = {"price": 449000, "area_m2": 71, "bedrooms": 2, "postcode": "1031CV"}
    assert matches(listing, CFG)


def test_too_expensive():
    assert not matches({"price": 499000, "area_m2": 71, "bedrooms": 2, "postcode": "1031CV"}, CFG)
'''

FLASH_README = """# istqb-flashcards

Anki-style flashcards for the ISTQB Advanced Level Test Automation Engineer (CTAL-TAE v2.0) exam,
26 June 2026. `cards.csv` is the deck, `quiz.py` asks random questions in the terminal.
"""

FLASH_CARDS = """chapter,question,answer
1,What is a TAS?,Test Automation Solution: the implementation of a TAA for a specific SUT
3,Layers of the gTAA?,test generation; test definition; test execution; test adaptation
3,What is keyword-driven testing?,tests described by keywords that are mapped to implementation scripts
4,Name two deployment risks,packaging/versioning of the TAS; environment differences between dev and prod
5,What should a TAS report contain?,test results; logs; trend metrics; links to defects
6,When to automate a manual suite?,stable features; repeated regression; clear expected results
7,How do you verify a TAS?,test the test scripts themselves; check the environment; review logs
"""

FLASH_QUIZ = '''import csv
import random

cards = list(csv.DictReader(open("cards.csv")))
while True:
    c = random.choice(cards)
    input(f"[ch {c['chapter']}] {c['question']} ")
    print("->", c["answer"], "\\n")
'''

PW_README = """# playwright-course

Exercises from the 'Playwright with TypeScript' course (Udemy, 2024). Reference for page objects,
fixtures and API mocking - I keep it to look things up.
"""

PW_SPEC = """import { test, expect } from '@playwright/test';

test('checkout form validates card number', async ({ page }) => {
  await page.goto('/checkout');
  await page.getByLabel('Card number').fill('4111 1111 1111 1112');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Invalid card number')).toBeVisible();
});
"""

PW_CONFIG = """import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: './tests',
  retries: 1,
  use: { baseURL: 'http://localhost:3000', trace: 'on-first-retry' },
});
"""

DOT_ZSHRC = """# ~/.zshrc - emre
export PATH="$HOME/.local/bin:$PATH"
alias gs='git status'
alias k='kubectl'
alias py='python3'
eval "$(pyenv init -)"
export EDITOR=vim
"""

DOT_GITCONFIG = """[user]
    name = Emre Yildiz
    email = emre.yildiz@icloud.example
[pull]
    rebase = true
[alias]
    lg = log --oneline --graph --decorate
"""

DOT_BREW = """brew "git"
brew "pyenv"
brew "node"
brew "jq"
cask "docker"
cask "visual-studio-code"
cask "postman"
cask "adobe-lightroom"
"""


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

    # ------------------------------------------------------------ Work: Kanaal (Areas Work)
    d = "Documents/Work/Kanaal"
    add(f"{d}/Contract/arbeidsovereenkomst_Kanaal_2022_signed.pdf", A, "Work", _ago(2022, 3, 21), t_contract)
    add(f"{d}/Contract/addendum_promotion_2024.pdf", A, "Work", _ago(2024, 1, 8), t_addendum)
    add(f"{d}/Contract/addendum_salary_2025.pdf", A, "Work", _ago(2025, 4, 1), t_addendum)
    add(f"{d}/benefits_overview_2026.pdf", A, "Work", _ago(2026, 1, 12), t_benefits)
    for y, m in [(2025, 6), (2025, 7), (2025, 8), (2025, 9), (2025, 10), (2025, 11), (2025, 12), (2026, 1),
                 (2026, 2), (2026, 3), (2026, 4), (2026, 5)]:
        add(f"{d}/Payslips/loonstrook_{y}-{m:02d}.pdf", A, "Work", _ago(y, m, 25), t_payslip)
    add(f"{d}/Payslips/loonstrook_2026-03 (1).pdf", A, "Work", _ago(2026, 4, 14),
        lambda r, dt: t_payslip(r, datetime(2026, 3, 25)))
    add(f"{d}/Reviews/performance_review_2023.pdf", A, "Work", _ago(2024, 1, 30), t_review)
    add(f"{d}/Reviews/performance_review_2024.docx", A, "Work", _ago(2025, 1, 28), t_review)
    add(f"{d}/Reviews/performance_review_2025_final.docx", A, "Work", _ago(2026, 1, 27), t_review)
    add(f"{d}/Reviews/self_assessment_H1_2026_draft.docx", A, "Work", 3, t_selfassess)
    add("Documents/Work/Certificates/ISTQB_CTFL_2019.pdf", A, "Work", _ago(2022, 4, 20), t_cert_ctfl)
    add("Documents/Work/Certificates/ISTQB_Agile_Tester_2023.pdf", A, "Work", _ago(2023, 11, 20), t_cert_agile)

    # ------------------------------------------------------------ Work: Checkout v3 + ISTQB TAE (Projects Work)
    d = "Documents/Work/Checkout v3"
    add(f"{d}/test_strategy_v1.docx", P, "Work", 58, t_strategy)
    add(f"{d}/test_strategy_v2.docx", P, "Work", 37, t_strategy)
    add(f"{d}/test_strategy_v3_FINAL.docx", P, "Work", 16, t_strategy)
    add(f"{d}/test_strategy_v3_FINAL2.docx", P, "Work", 6, t_strategy)
    add(f"{d}/~$st_strategy_v3_FINAL2.docx", L, "System", 6, b"\x05Emre Yildiz" + b"\x00" * 40)
    add(f"{d}/risk_matrix.xlsx", P, "Work", 12, t_risks)
    add(f"{d}/regression_scope.csv", P, "Work", 9, t_regression_csv)
    add(f"{d}/go-live checklist.md", P, "Work", 2, t_golive)
    add(f"{d}/sync 2026-05-19.txt", P, "Work", 13,
        "checkout v3 weekly sync 19/5\n- canary plan agreed: 1% / 10% / 50% / 100% over 6 days\n"
        "- shadow compare week 1 done, diff report from Jeroen friday\n- rollback game day 23 June, SRE owns\n"
        "- me: regression scope csv to Lotte, update test strategy v3")
    d = "Documents/Work/ISTQB TAE"
    add(f"{d}/exam_booking_confirmation.pdf", P, "Work", 40, t_tae_booking)
    add(f"{d}/study_plan.md", P, "Work", 8, t_tae_plan)
    add(f"{d}/mock_exam_scores.xlsx", P, "Work", 5, t_tae_mock)
    add(f"{d}/CTAL-TAE_v2.0_Syllabus.pdf", P, "Work", 44,
        "ISTQB Certified Tester Advanced Level Test Automation Engineering (CTAL-TAE) Syllabus v2.0\n"
        "Chapter 1 Introduction and Objectives for Test Automation\nChapter 3 Test Automation Architecture: the gTAA\n"
        "Chapter 5 Test Automation Reporting and Metrics\nBusiness outcomes, learning objectives and K-levels.")
    add(f"{d}/sample_exam_A_answers.pdf", P, "Work", 27,
        "CTAL-TAE v2.0 Sample Exam A - Answer key\nQuestion 1: b (K2, TAE-1.1.1)\nQuestion 2: c (K4, TAE-3.1.2)\n"
        "Question 3: a, d (K3, TAE-4.2.1)\n40 questions, 88 points, pass mark 65% (57 points)")
    d = "dev/istqb-flashcards"
    add(f"{d}/README.md", P, "Work", 30, FLASH_README)
    add(f"{d}/cards.csv", P, "Work", 4, FLASH_CARDS)
    add(f"{d}/quiz.py", P, "Work", 29, FLASH_QUIZ)
    dot(f"{d}/.gitignore", b"__pycache__/\n.venv/\n", 30)

    # ------------------------------------------------------------ Work: reference (Resources Work)
    d = "Documents/Work/Reading"
    add(f"{d}/http_status_cheatsheet.pdf", R, "Work", 410, t_cheatsheet)
    add(f"{d}/pairwise testing notes.md", R, "Work", 290, t_pairwise)
    add(f"{d}/ISTQB_Glossary_v4.pdf", R, "Work", 520,
        "ISTQB Glossary of Testing Terms v4.0\nacceptance testing: A test level that focuses on determining whether to accept the system.\n"
        "boundary value analysis: A black-box test technique in which test cases are designed based on boundary values.\n"
        "flaky test: a test that passes and fails on the same code.")
    add(f"{d}/Contract testing with Pact - talk notes.md", R, "Work", 230,
        "# Contract testing with Pact (TestBash NL 2025)\n\n- consumer-driven contracts, broker with can-i-deploy\n"
        "- provider states = test data setup\n- don't test business logic in contracts\n- pending pacts for new consumers\n")
    add(f"{d}/test_pyramid_fowler.pdf", R, "Work", 640,
        "The Practical Test Pyramid - Ham Vocke (martinfowler.com)\nWrite lots of small and fast unit tests, some more coarse-grained\n"
        "tests and very few high-level tests that test your application from end to end.")
    d = "dev/playwright-course"
    add(f"{d}/README.md", R, "Work", 700, PW_README)
    add(f"{d}/tests/checkout.spec.ts", R, "Work", 690, PW_SPEC)
    add(f"{d}/playwright.config.ts", R, "Work", 700, PW_CONFIG)
    add(f"{d}/package.json", R, "Work", 700,
        '{\n  "name": "playwright-course",\n  "private": true,\n  "devDependencies": {\n    "@playwright/test": "^1.44.0"\n  }\n}\n')
    dot(f"{d}/.gitignore", b"node_modules/\ntest-results/\nplaywright-report/\n", 700)

    # ------------------------------------------------------------ Work: shipped releases (Archive Work)
    d = "Documents/Work/Test plans (old)"
    add(f"{d}/test_plan_refunds_v2_2024.docx", X, "Work", _ago(2024, 10, 20), t_old_testplan)
    add(f"{d}/test_plan_payouts_2023.docx", X, "Work", _ago(2023, 6, 2),
        "Test plan - Merchant payouts (SEPA instant) 2023\nAuthor: Emre Yıldız\nScope: payout scheduling, SEPA Instant fallback to SCT,\n"
        "reconciliation files. Released 5 June 2023; post-release review done, no open defects.")
    add(f"{d}/test_report_refunds_final.pdf", X, "Work", _ago(2024, 10, 16),
        "Test summary report - Refunds API v2\n412 test cases executed, 409 passed, 3 failed (known, accepted by PO).\n"
        "Recommendation: GO for release on 14 October 2024. Signed: E. Yıldız, S. Visser.")

    # ------------------------------------------------------------ old Windows laptop copy (mostly Archive)
    d = "Eski Laptop Yedek 2022"
    add(f"{d}/Belgeler/Trendpara/iş_sözleşmesi_2018.pdf", X, "Work", _ago(2018, 8, 27), t_tr_contract)
    add(f"{d}/Belgeler/Trendpara/bordro_2021_12.pdf", X, "Work", _ago(2021, 12, 31), t_tr_bordro)
    add(f"{d}/Belgeler/Trendpara/bordro_2022_03.pdf", X, "Work", _ago(2022, 3, 31), t_tr_bordro)
    add(f"{d}/Belgeler/Trendpara/istifa_dilekcesi.docx", X, "Work", _ago(2022, 3, 1), t_tr_istifa)
    add(f"{d}/Belgeler/Trendpara/referans_mektubu_Kerem.pdf", X, "Work", _ago(2022, 4, 12), t_tr_reference)
    add(f"{d}/Belgeler/Yeni Metin Belgesi.txt", X, "Work", _ago(2021, 11, 3), t_tr_testnotes, hard=True)
    add(f"{d}/Belgeler/belge1.docx", X, "Work", _ago(2022, 4, 14),
        "ZİMMET İADE TUTANAĞI\nTrendpara Teknoloji A.Ş. - Bilgi İşlem\nPersonel: Emre Yıldız (Yazılım Test Uzmanı)\n"
        "İade edilen ekipman: Dell Latitude 5420 dizüstü (seri 7HX2Q33), test cihazları: Samsung A52, iPhone 11,\n"
        "YubiKey, giriş kartı. Son çalışma günü: 15.04.2022. Teslim alan: Bilgi İşlem - Murat Doğan", hard=True)
    add(f"{d}/Üniversite/bitirme_projesi_son.docx", X, "Work", _ago(2016, 6, 10), t_thesis)
    add(f"{d}/Üniversite/bitirme_sunum.pdf", X, "Work", _ago(2016, 6, 14),
        "Bitirme Projesi Sunumu - Appium ve Espresso Karşılaştırması\nEmre Yıldız, Ege Üniversitesi Bilgisayar Mühendisliği, 2016\n"
        "Sonuç: Espresso %38 daha hızlı, Appium platformlar arası.")
    add(f"{d}/Belgeler/Akbank/hesap_ozeti_2021_11.pdf", X, "Finance", _ago(2021, 11, 30), t_akbank_ozet)
    add(f"{d}/Belgeler/Akbank/hesap_ozeti_2022_02.pdf", X, "Finance", _ago(2022, 2, 28), t_akbank_ozet)
    add(f"{d}/Belgeler/scan0003.pdf", X, "Finance", _ago(2022, 1, 5), t_akbank_ozet, hard=True)
    add(f"{d}/Belgeler/Ev/kira_sozlesmesi_Moda.pdf", X, "Home", _ago(2019, 9, 25), t_kadikoy)
    add(f"{d}/Belgeler/Ev/tahliye_bildirimi.docx", X, "Home", _ago(2022, 3, 15), t_kadikoy_tahliye)
    add(f"{d}/Masaüstü/notlar.txt", X, "Immigration", _ago(2022, 4, 2), t_relocation, hard=True)
    add(f"{d}/Masaüstü/Yeni Metin Belgesi (2).txt", X, "Travel", _ago(2021, 8, 10),
        "bodrum ağustos 2021\n- otel: Gümüşlük Pansiyon 14-18 ağustos, 4 gece\n- araba kiralama Milas havalimanı\n"
        "- Selin: tekne turu (Orak adası)\n- dönüş Pegasus BJV-SAW 18 ağustos 21:10", hard=True)
    for i, (n, a) in enumerate([("IMG_20190714_183322.jpg", _ago(2019, 7, 14)), ("IMG_20200620_201544.jpg", _ago(2020, 6, 20)),
                                ("IMG_20200620_203010.jpg", _ago(2020, 6, 20)), ("IMG_20210812_110431.jpg", _ago(2021, 8, 12)),
                                ("IMG_20211231_235912.jpg", _ago(2021, 12, 31))]):
        photo(f"{d}/Resimler/{n}", R, "Photos", a)
    add(f"{d}/desktop.ini", L, "System", _ago(2022, 4, 20), "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    add(f"{d}/Resimler/Thumbs.db", L, "System", _ago(2022, 4, 20), _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))

    # ------------------------------------------------------------ Finance (Areas Finance; Akbank Archive)
    d = "Documents/Finans"
    for m in (1, 2, 3, 4, 5):
        add(f"{d}/ING/ING_afschrift_2026-{m:02d}.pdf", A, "Finance", _ago(2026, m + 1, 2) if m < 5 else 1,
            lambda r, dt, m=m: t_ing(r, datetime(2026, m, 28)))
    add(f"{d}/Garanti/hesap_ozeti_2026_03.pdf", A, "Finance", _ago(2026, 4, 2),
        lambda r, dt: t_garanti(r, datetime(2026, 3, 28)))
    add(f"{d}/Garanti/hesap_ozeti_2026_04.pdf", A, "Finance", _ago(2026, 5, 3),
        lambda r, dt: t_garanti(r, datetime(2026, 4, 28)))
    add(f"{d}/budget_2026.xlsx", A, "Finance", 4, t_budget)
    add(f"{d}/Meesman_jaaroverzicht_2025.pdf", A, "Finance", _ago(2026, 2, 3), t_meesman)
    add(f"{d}/BeFrank_UPO_2025.pdf", A, "Finance", _ago(2025, 9, 20), t_befrank)
    add(f"{d}/spaardoelen.txt", A, "Finance", 20, t_savings)
    add(f"{d}/Akbank_hesap_kapama_2023.pdf", X, "Finance", _ago(2023, 2, 20), t_akbank_close)
    add("Downloads/belge.pdf", A, "Finance", 33, t_garanti, hard=True)
    add("Downloads/export.csv", A, "Finance", 11, t_bunq_csv, hard=True)
    add("Downloads/Document (5).pdf", A, "Finance", _ago(2025, 2, 6), t_meesman, hard=True)
    add("Documents/2025/export.xlsx", A, "Finance", _ago(2025, 12, 30),
        "Categorie;Jul;Aug;Sep;Oct;Nov;Dec\nNetto salaris;4702;4695;4710;4712;4705;5050\nHuur;1845;1845;1845;1845;1845;1845\n"
        "Boodschappen;498;455;512;530;488;610\nZorgverzekering;276;276;276;276;276;276\nSparen (huis);1000;1000;1000;1000;1000;1200",
        hard=True)

    # ------------------------------------------------------------ Tax (Areas Tax)
    d = "Documents/Belastingdienst"
    add(f"{d}/2022/aangifte_IB_2022_M-biljet.pdf", A, "Tax", _ago(2023, 6, 12), t_mbiljet)
    add(f"{d}/2023/aangifte_IB_2023.pdf", A, "Tax", _ago(2024, 4, 18), lambda r, dt: t_aangifte(r, dt, 2023))
    add(f"{d}/2024/aangifte_IB_2024_verzonden.pdf", A, "Tax", _ago(2025, 4, 25), lambda r, dt: t_aangifte(r, dt, 2024))
    add(f"{d}/2024/jaaropgaaf_2024.pdf", A, "Tax", _ago(2025, 2, 10), t_jaaropgaaf)
    add(f"{d}/2025/jaaropgaaf_2025.pdf", A, "Tax", _ago(2026, 2, 9), t_jaaropgaaf)
    add(f"{d}/2025/Aangifte IB 2025 - uitstel aangevraagd.eml", A, "Tax", _ago(2026, 3, 30), t_tax_adviser)
    add(f"{d}/30procent_beschikking_2022.pdf", A, "Tax", _ago(2022, 7, 14), t_30ruling)
    add(f"{d}/voorlopige_aanslag_2026.pdf", A, "Tax", _ago(2026, 1, 20), t_voorlopig)
    add("Downloads/Document (1).pdf", A, "Tax", _ago(2026, 1, 22), t_voorlopig, hard=True)
    add("Desktop/todo.txt", A, "Tax", 7, t_tax_todo, hard=True)
    add("Documents/Scans/scan_0013.pdf", A, "Tax", _ago(2024, 2, 20), t_jaaropgaaf, hard=True)
    add("Documents/2025/scan_0027.pdf", A, "Tax", _ago(2025, 4, 26), lambda r, dt: t_aangifte(r, dt, 2024), hard=True)

    # ------------------------------------------------------------ Home: the rented flat (Areas Home)
    d = "Documents/Huur Klaprozenweg"
    add(f"{d}/huurovereenkomst_Klaprozenweg_75C.pdf", A, "Home", _ago(2023, 2, 10), t_huurcontract)
    add(f"{d}/huurverhoging_2024.pdf", A, "Home", _ago(2024, 4, 25), t_huurverhoging)
    add(f"{d}/huurverhoging_2025.pdf", A, "Home", _ago(2025, 4, 24), t_huurverhoging)
    add(f"{d}/Vattenfall_jaarafrekening_2025.pdf", A, "Home", _ago(2026, 3, 15), t_vattenfall)
    add(f"{d}/Ziggo_factuur_mei.pdf", A, "Home", 9, t_ziggo)
    add(f"{d}/Waternet_2026.pdf", A, "Home", _ago(2026, 1, 30), t_waternet)
    add(f"{d}/Centraal Beheer inboedel polis.pdf", A, "Home", _ago(2025, 12, 12), t_inboedel)
    add(f"{d}/gemeentebelastingen_2026.pdf", A, "Home", _ago(2026, 2, 27), t_gemeente_tax)
    add(f"{d}/lekkage gootsteen/Lekkage onder gootsteen.eml", A, "Home", _ago(2025, 11, 4), t_repair_mail)
    add(f"{d}/lekkage gootsteen/reparatieverzoek_2025-0441.pdf", A, "Home", _ago(2025, 11, 6), t_repair_reply)
    for n in ("IMG_3811.HEIC", "IMG_3812.HEIC", "IMG_3815.jpg"):
        photo(f"{d}/lekkage gootsteen/{n}", A, "Home", _ago(2025, 11, 3))
    add("Downloads/doc_20260328.pdf", A, "Home", _ago(2026, 3, 28),
        lambda r, dt: t_huurverhoging(r, datetime(2026, 3, 28)), hard=True)
    add("Downloads/receipt.pdf", A, "Home", 38, t_ziggo, hard=True)
    add("Documents/Scans/scan_0004.pdf", A, "Home", _ago(2023, 2, 12), t_huurcontract, hard=True)
    add("Documents/Scans/scan_0015.pdf", A, "Home", _ago(2024, 3, 18), t_vattenfall, hard=True)

    # ------------------------------------------------------------ Home: buying the apartment (Projects Home)
    d = "Documents/Huis kopen"
    add(f"{d}/bezichtigingen april.txt", P, "Home", 57, t_viewing_notes)
    add(f"{d}/Bod/bod_VanderPek54-2.pdf", P, "Home", 52, t_bod)
    add(f"{d}/Bod/Bod Van der Pekstraat 54-2 GEACCEPTEERD.eml", P, "Home", 42, t_bod_accepted)
    add(f"{d}/Koopovereenkomst/concept_koopovereenkomst_v1.pdf", P, "Home", 38, t_koopovereenkomst)
    add(f"{d}/Koopovereenkomst/koopovereenkomst_getekend.pdf", P, "Home", 31, t_koopovereenkomst)
    add(f"{d}/bouwkundige_keuring_rapport.pdf", P, "Home", 36, t_keuring)
    add(f"{d}/Hypotheek/taxatierapport_NWWI.pdf", P, "Home", 19, t_taxatie)
    add(f"{d}/Hypotheek/ING_hypotheekofferte.pdf", P, "Home", 10, t_offerte)
    add(f"{d}/Hypotheek/werkgeversverklaring_Kanaal_getekend.pdf", P, "Home", 26, t_werkgeversverklaring)
    add(f"{d}/Hypotheek/Checklist stukken hypotheek.eml", P, "Home", 33, t_adviseur_mail)
    add(f"{d}/Hypotheek/kosten koper berekening.xlsx", P, "Home", 45, t_berekening)
    add(f"{d}/Hypotheek/kosten koper berekening v2.xlsx", P, "Home", 21, t_berekening)
    add(f"{d}/VvE/notulen_ALV_2025.pdf", P, "Home", 40, t_vve)
    add(f"{d}/VvE/MJOP_2024-2034.pdf", P, "Home", 40,
        "Meerjarenonderhoudsplan VvE Van der Pekstraat 50-58, 2024-2034\n2027 schilderwerk voorgevel en kozijnen € 24.000\n"
        "2029 trappenhuis € 6.500\n2034 dakbedekking € 31.000\nAanbevolen reservering per jaar: € 14.800")
    add(f"{d}/notaris_passeerdatum.pdf", P, "Home", 6, t_notary)
    add(f"{d}/verhuizing.md", P, "Home", 3, t_move_plan)
    add(f"{d}/Verhuizen_offerte_NoordVerhuist.pdf", P, "Home", 8,
        "Noord Verhuist - Offerte 26-1187\nVan: Klaprozenweg 75-C  Naar: Van der Pekstraat 54-2 (2e etage, trap smal: ladderlift)\n"
        "Datum: zaterdag 18 juli 2026, 2 verhuizers + bus 20 m3, 5 uur\nPrijs: € 640,00 incl. btw, ladderlift € 145,00")
    for n, a in (("IMG_4402.HEIC", 60), ("IMG_4403.HEIC", 60), ("IMG_4405.HEIC", 60), ("IMG_4409.jpg", 60),
                 ("IMG_4471.HEIC", 53), ("IMG_4472.HEIC", 53), ("IMG_4488.jpg", 35)):
        photo(f"{d}/Bezichtiging foto's/{n}", P, "Home", a)
    add("Downloads/Document (3).pdf", P, "Home", 37, t_koopovereenkomst, hard=True)
    add("Downloads/Document (4).pdf", P, "Home", 10, t_offerte, hard=True)
    add("Downloads/attachment.pdf", P, "Home", 36, t_keuring, hard=True)
    add("Desktop/untitled.txt", P, "Home", 18,
        "call Marloes di 14:00\n- rentevast 10 vs 20 jaar? verschil 0,22%\n- ING accepteert kennismigrant ok\n"
        "- taxatie 470k > koopsom, goed\n- financieringsvoorbehoud 5 juni, halen we het? offerte geldig tot 12/6\n"
        "- overbruggen niet nodig, eigen inleg 50.7k klaar op spaarrekening", hard=True)
    add("iCloud Drive/Scans/Scanned Document 3.pdf", P, "Home", 39, t_vve, hard=True)
    add("Documents/Scans/scan_0044.pdf", P, "Home", 30, t_werkgeversverklaring, hard=True)
    d = "dev/funda-alert"
    add(f"{d}/README.md", P, "Home", 90, FUNDA_README)
    add(f"{d}/funda_alert/main.py", P, "Home", 71, FUNDA_MAIN)
    add(f"{d}/funda_alert/__init__.py", P, "Home", 110, "")
    add(f"{d}/config.example.yaml", P, "Home", 98, FUNDA_CONFIG)
    add(f"{d}/tests/test_matches.py", P, "Home", 70, FUNDA_TEST)
    add(f"{d}/requirements.txt", P, "Home", 110, "requests==2.32.3\nPyYAML==6.0.2\npytest==8.3.3\n")
    dot(f"{d}/.gitignore", b"config.yaml\nseen.json\n__pycache__/\n", 110)

    # ------------------------------------------------------------ Home: former flats (Archive Home)
    d = "Documents/Amstelveen short stay"
    add(f"{d}/short_stay_agreement_2022.pdf", X, "Home", _ago(2022, 4, 28), t_amstelveen)
    add(f"{d}/eindafrekening_waarborgsom.pdf", X, "Home", _ago(2023, 3, 17), t_amstelveen_deposit)
    add(f"{d}/inventory_checkin.docx", X, "Home", _ago(2022, 5, 3),
        "Check-in inventory - Stadshart 12-4B Amstelveen, 2 May 2022\nLiving room: sofa (small stain left arm), TV 43\", dining table 4 chairs\n"
        "Kitchen: dishwasher ok, 1 glass missing\nBedroom: double bed, wardrobe\nMeter readings: electricity 041223, water 1120")
    add("Documents/2023/scan_0006.pdf", X, "Home", _ago(2023, 3, 18), t_amstelveen_deposit, hard=True)

    # ------------------------------------------------------------ Immigration (Areas; 2022 move Archive)
    d = "Documents/IND"
    add(f"{d}/IND_besluit_verlenging_Emre_2026.pdf", A, "Immigration", _ago(2026, 3, 9), t_ind_permit)
    add(f"{d}/IND_besluit_Selin_2026.pdf", A, "Immigration", _ago(2026, 3, 9), t_ind_selin)
    add(f"{d}/verblijfspas_Emre_voor-achter.pdf", A, "Immigration", _ago(2026, 4, 2),
        "VERBLIJFSDOCUMENT / RESIDENCE DOCUMENT - Koninkrijk der Nederlanden\nYILDIZ, EMRE  M  TUR  14.03.1993\n"
        "Soort: Regulier bepaalde tijd - Arbeid als kennismigrant\nGeldig tot 02.05.2029  Documentnr. W91K27X04\n"
        "Arbeid vrij toegestaan, TWV niet vereist")
    photo(f"{d}/verblijfspas_Selin.jpg", A, "Immigration", _ago(2026, 4, 2))
    add(f"{d}/BRP_uittreksel_2026.pdf", A, "Immigration", 30, t_brp)
    add("Documents/Gemeente/BRP_uittreksel_2024.pdf", A, "Immigration", _ago(2024, 3, 4), t_brp)
    add("Documents/Gemeente/DigiD_activeringsbrief.pdf", A, "Immigration", _ago(2022, 5, 20), t_digid)
    add("Documents/Konsolosluk/pasaport_randevu.pdf", A, "Immigration", 16, t_passport)
    add("Downloads/Telegram Desktop/file_12.pdf", A, "Immigration", 15, t_passport, hard=True)
    add("Documents/Scans/scan_0041.pdf", A, "Immigration", _ago(2026, 3, 12), t_ind_permit, hard=True)
    add("Documents/Scans/scan_0005.pdf", A, "Immigration", _ago(2023, 3, 3),
        lambda r, dt: t_brp(r, datetime(2023, 3, 3)), hard=True)
    d = "Documents/IND/2022 aanvraag"
    add(f"{d}/IND_besluit_TEV_2022.pdf", X, "Immigration", _ago(2022, 3, 30), t_mvv)
    add(f"{d}/Kanaal_relocation_package.pdf", X, "Immigration", _ago(2022, 3, 22), t_relocation_pkg)
    add(f"{d}/apostil_dogum_belgesi_Emre.pdf", X, "Immigration", _ago(2022, 3, 24), t_apostille)
    add(f"{d}/apostil_evlilik_formul_B.pdf", X, "Immigration", _ago(2022, 3, 24),
        "T.C. İZMİR VALİLİĞİ - APOSTILLE\nDocument: Uluslararası Evlenme Kayıt Örneği (Formül B) - Emre Yıldız / Selin Arslan\n"
        "Date of marriage: 20.06.2020, Karşıyaka. Certified at İzmir on 23.03.2022, No. 2022/11805")
    add(f"{d}/MVV_randevu_Istanbul.pdf", X, "Immigration", _ago(2022, 4, 5),
        "Consulate-General of the Kingdom of the Netherlands, Istanbul\nAppointment confirmation - MVV sticker collection\n"
        "Name: YILDIZ Emre, YILDIZ Selin. Date: 12 April 2022, 09:15. Bring passports and the IND approval letter.")
    add(f"{d}/gemeente_inschrijving_afspraak_2022.pdf", X, "Immigration", _ago(2022, 4, 25),
        "Gemeente Amstelveen - Bevestiging afspraak\nEerste inschrijving vanuit het buitenland (BRP) en BSN\n"
        "Naam: E. Yıldız en S. Yıldız. Datum: 4 mei 2022, 10:20, Raadhuis Amstelveen.\nMeenemen: paspoort, gelegaliseerde geboorteakte, huurcontract.")
    add("Documents/Scans/scan_0001.pdf", X, "Immigration", _ago(2022, 5, 10), t_mvv, hard=True)

    # ------------------------------------------------------------ Dutch: NT2 B1 exam (Projects), reference, A2 course
    d = "Documents/Nederlands/Staatsexamen B1"
    add(f"{d}/DUO_aanmelding_staatsexamen.pdf", P, "Dutch", 75, t_duo)
    for m in (1, 2, 3, 4, 5):
        add(f"{d}/Femke facturen/factuur_2026{m:02d}.pdf", P, "Dutch", _ago(2026, m, 28) if m < 5 else 2, t_teacher_invoice)
    add(f"{d}/schrijfopdracht_4.docx", P, "Dutch", 24, t_schrijf)
    add(f"{d}/schrijfopdracht_5_v2.docx", P, "Dutch", 10,
        "Schrijfopdracht 5 - Een klacht aan de gemeente\nGeachte heer, mevrouw,\nIn onze straat staan al twee weken de vuilcontainers vol.\n"
        "Er ligt afval op de stoep en er komen meeuwen op af. Ik wil u vragen de containers vaker te legen.\n"
        "Met vriendelijke groet, E. Yıldız")
    add(f"{d}/oefenexamen_lezen_1.pdf", P, "Dutch", 40, t_practice_exam)
    add(f"{d}/lesnotities.txt", P, "Dutch", 6, t_lesson_notes)
    add("Desktop/Naamloos document.docx", P, "Dutch", 4,
        "Spreken - oefenen opdracht 7\nU woont in een nieuwe stad. Een collega vraagt hoe u uw vrije tijd doorbrengt.\n"
        "Mijn antwoord: In mijn vrije tijd ga ik graag klimmen. Ik vind het leuk omdat je tegelijk moet nadenken en sporten.\n"
        "(Femke: gebruik meer voegwoorden, 'daarom', 'bovendien'; examen staatsexamen NT2 18 juni)", hard=True)
    add("Downloads/Telegram Desktop/file_31.pdf", P, "Dutch", 22,
        "Staatsexamen NT2 Programma I - Oefenexamen Luisteren 2\nFragment 4: Een gesprek bij de huisarts\n"
        "Vraag 9. Waarom belt de vrouw de huisarts? A Ze wil een afspraak verzetten  B Ze heeft een recept nodig\n"
        "Luister naar het fragment en kies het goede antwoord. Totaal 30 vragen, tijd 70 minuten.", hard=True)
    add("Downloads/Document.pdf", P, "Dutch", 76, t_duo, hard=True)
    add("Documents/Nederlands/grammatica overzicht.pdf", R, "Dutch", 420, t_grammar)
    add("Documents/Nederlands/woordenlijst_nl_tr.xlsx", R, "Dutch", 14, t_wordlist)
    add("Documents/Nederlands/podcasts en series.md", R, "Dutch", 300,
        "# Nederlands luisteren\n\n- Zeg het maar (podcast, B1)\n- NOS Journaal in Makkelijke Taal\n- series: Flikken Maastricht, Toren C\n"
        "- Nieuws in Makkelijke Taal (website)\n")
    add("Downloads/handout.pdf", R, "Dutch", 180,
        "Handout - de/het en bijvoeglijke naamwoorden\nhet huis -> een groot huis, het grote huis\nde auto -> een grote auto, de grote auto\n"
        "Stofnamen en verkleinwoorden: het. Taalcafé Noord, OBA Banne", hard=True)
    d = "Documents/Nederlands/A2 cursus 2023"
    add(f"{d}/certificaat_A2_Mondria.pdf", X, "Dutch", _ago(2023, 6, 30), t_a2_cert)
    add(f"{d}/factuur_Mondria_2023.pdf", X, "Dutch", _ago(2023, 1, 20), t_a2_invoice)
    add(f"{d}/huiswerk_les8.docx", X, "Dutch", _ago(2023, 4, 12),
        "Huiswerk les 8 - Nederlands A2 (Mondria)\n1. Ik woon in Amstelveen. Ik werk in Amsterdam.\n2. Gisteren ben ik naar de markt gegaan.\n"
        "3. Mijn vrouw is tandarts. Zij leert ook Nederlands.")
    add("Documents/Scans/scan_0009.pdf", X, "Dutch", _ago(2023, 7, 4), t_a2_cert, hard=True)

    # ------------------------------------------------------------ Health (Areas Health)
    d = "Documents/Sağlık"
    add(f"{d}/Zilveren Kruis polisblad 2026.pdf", A, "Health", _ago(2026, 1, 3), t_zk_polis)
    add(f"{d}/Zilveren Kruis polisblad 2025.pdf", A, "Health", _ago(2025, 1, 4), t_zk_polis)
    add(f"{d}/verwijsbrief_fysio_vinger.pdf", A, "Health", _ago(2025, 6, 10), t_huisarts)
    add(f"{d}/fysio_factuur_juni_2025.pdf", A, "Health", _ago(2025, 6, 30), t_fysio)
    add(f"{d}/fysio_factuur_juli_2025.pdf", A, "Health", _ago(2025, 7, 31), t_fysio)
    add(f"{d}/medicatieoverzicht_apotheek.pdf", A, "Health", _ago(2025, 7, 2), t_pharmacy)
    add(f"{d}/oogmeting_Pearle.pdf", A, "Health", _ago(2024, 11, 9), t_eye)
    add("Downloads/download.pdf", A, "Health", _ago(2026, 1, 3), t_zk_polis, hard=True)
    add("iCloud Drive/Scans/Scanned Document 4.pdf", A, "Health", _ago(2025, 8, 12), t_zk_decl, hard=True)
    add("Documents/Scans/scan_0030.pdf", A, "Health", _ago(2025, 6, 11), t_huisarts, hard=True)
    add("Documents/Scans/scan_0031.pdf", A, "Health", _ago(2025, 7, 1), t_fysio, hard=True)

    # ------------------------------------------------------------ Dentistry: Selin's BIG track (Projects), reference, Izmir job
    d = "iCloud Drive/Selin - BIG"
    add(f"{d}/CIBG_brief_BI-toets.pdf", P, "Dentistry", 47, t_cibg)
    add(f"{d}/CIBG_factuur_kennistoets.pdf", P, "Dentistry", 44, t_cibg_invoice)
    add(f"{d}/Nuffic_diplomawaardering.pdf", P, "Dentistry", _ago(2024, 9, 18), t_nuffic)
    add(f"{d}/NT2_programma_II_uitslag.pdf", P, "Dentistry", _ago(2025, 12, 2), t_nt2_selin)
    add(f"{d}/BI-toets studieschema.docx", P, "Dentistry", 28, t_bi_schedule)
    add(f"{d}/BI-toets notlar.txt", P, "Dentistry", 5, t_bi_notes)
    add(f"{d}/BIG traject overzicht.xlsx", P, "Dentistry", 12,
        "Stap;Status;Datum\nDiplomawaardering Nuffic;klaar;2024-09\nDossier CIBG geopend;klaar;2024-11\n"
        "NT2 programma II (B2);geslaagd;2025-11\nEngels B1 (IELTS 6.5);geslaagd;2025-03\n"
        "Kennis NL gezondheidszorg;geslaagd;2026-02\nBI-toets kennistoets;ingeschreven;2026-06-16\n"
        "BI-toets vaardighedentoets ACTA;nog inschrijven;2026-10\nBIG-registratie aanvraag;open;")
    add(f"{d}/KNGZ_toets_uitslag.pdf", P, "Dentistry", _ago(2026, 2, 20),
        "CIBG - Uitslag toets Kennis van de Nederlandse Gezondheidszorg (KNGZ)\nKandidaat: S. Yıldız, dossier BBG-2024-7712\n"
        "Score: 78% (cesuur 70%). Resultaat: voldoende. U kunt verder met de beroepsinhoudelijke toets.")
    add(f"{d}/apostil_diploma_Selin.pdf", P, "Dentistry", _ago(2024, 8, 30),
        "T.C. İZMİR VALİLİĞİ - APOSTILLE\nDocument: Diş Hekimliği Lisans Diploması - Selin Arslan, Ege Üniversitesi, 2017\n"
        "Certified at İzmir on 22.08.2024, No. 2024/30912. For use with CIBG (BIG-register), the Netherlands.")
    add("Downloads/untitled.pdf", P, "Dentistry", 46, t_cibg, hard=True)
    add("Downloads/Document (7).pdf", P, "Dentistry", 43, t_cibg_invoice, hard=True)
    add("Downloads/DOC-20260502-WA0007.docx", P, "Dentistry", 30, t_bi_schedule, hard=True)
    add("iCloud Drive/Scans/Scanned Document.pdf", P, "Dentistry", _ago(2025, 12, 4), t_nt2_selin, hard=True)
    add("Documents/Scans/scan_0019.pdf", P, "Dentistry", _ago(2024, 9, 2),
        lambda r, dt: t_nuffic(r, dt).replace("Nuffic - Diplomawaardering", "Nuffic - Aanvraag diplomawaardering ontvangen"),
        hard=True)
    d = "iCloud Drive/Selin - BIG/Naslag"
    add(f"{d}/KNMT_antibiotische_profylaxe_samenvatting.pdf", R, "Dentistry", 130, t_dental_ref)
    add(f"{d}/tandheelkundige termen tr-nl-en.xlsx", R, "Dentistry", 200, t_dental_terms)
    add(f"{d}/Essentials of Dental Caries - Kidd.epub", R, "Dentistry", 260,
        _epub("Essentials of Dental Caries", "Edwina Kidd", "en",
              "Caries is a biofilm-mediated, sugar-driven, multifactorial dynamic disease."))
    add(f"{d}/lokale anesthesie doseringen.pdf", R, "Dentistry", 150,
        "Lokale anesthesie - maximale doseringen\nArticaïne 4% met adrenaline 1:100.000: max 7 mg/kg\n"
        "Lidocaïne 2% met adrenaline: max 7 mg/kg\nEén carpule = 1,7 ml. Voorzichtig bij cardiovasculaire patiënten.")
    d = "Documents/Selin/Gülüş Poliklinik"
    add(f"{d}/is_sozlesmesi_2018.pdf", X, "Dentistry", _ago(2018, 8, 28), t_clinic_contract)
    add(f"{d}/calisma_belgesi_2022.pdf", X, "Dentistry", _ago(2022, 4, 29), t_clinic_leave)
    add(f"{d}/hasta_istatistik_2021.xlsx", X, "Dentistry", _ago(2022, 1, 10),
        "Ay;Hasta sayısı;Dolgu;Kanal;Çekim\nOcak;142;61;18;22\nŞubat;131;55;20;19\nMart;150;66;17;25\nNisan;126;52;15;21")

    # ------------------------------------------------------------ Family: parents (Areas), Elif's wedding (Projects), 2024 visit (Archive)
    d = "Documents/Aile"
    add(f"{d}/anne-baba transferler.xlsx", A, "Family", 26, t_transfers)
    add(f"{d}/Wise/wise_transfer_2026-03.pdf", A, "Family", _ago(2026, 3, 5), t_wise)
    add(f"{d}/Wise/wise_transfer_2026-04.pdf", A, "Family", _ago(2026, 4, 5), t_wise)
    add(f"{d}/Wise/wise_transfer_2026-05.pdf", A, "Family", _ago(2026, 5, 5), t_wise)
    add(f"{d}/babam/lomber_MR_raporu.pdf", A, "Family", 62, t_dad_mr)
    add(f"{d}/babam/doktor notlari.txt", A, "Family", 17, t_dad_note)
    add("Downloads/file.pdf", A, "Family", _ago(2026, 2, 5), t_wise, hard=True)
    add("Downloads/scan.pdf", A, "Family", 63, t_dad_mr, hard=True)
    add("Downloads/DOC-20251103-WA0001.pdf", A, "Family", _ago(2025, 11, 3), t_dad_lab, hard=True)
    d = "Documents/Aile/Elif düğün"
    add(f"{d}/dugun_sozlesmesi_Urla.pdf", P, "Family", 48, t_wedding_venue)
    add(f"{d}/program.docx", P, "Family", 14, t_wedding_program)
    add(f"{d}/Pegasus_AMS-ADB_eylul.pdf", P, "Family", 25, t_wedding_flight)
    add(f"{d}/konusma_taslak.docx", P, "Family", 2,
        "Elif ve Can'ın düğünü için konuşma (taslak)\nSevgili misafirler, hoş geldiniz. Ben Elif'in abisi Emre.\n"
        "Elif küçükken bana hep 'abi beni de götür' derdi... Bugün onu Can'a emanet ediyoruz.\n"
        "(İngilizce kısım: Can's friends from Ankara and London)")
    add("Desktop/Adsız.txt", P, "Family", 9, t_wedding_gifts, hard=True)
    add("Downloads/Telegram Desktop/file_23.docx", P, "Family", 13, t_wedding_program, hard=True)
    add("Downloads/DOC-20260412-WA0003.pdf", P, "Family", 50, t_wedding_venue, hard=True)
    d = "Documents/Aile/annem babam ziyaret 2024"
    add(f"{d}/invitation_letter_VFS.docx", X, "Family", _ago(2024, 2, 28), t_visa_invite)
    add(f"{d}/garantstelling_gelegaliseerd.pdf", X, "Family", _ago(2024, 3, 4), t_garant)
    add(f"{d}/seyahat_sigortasi.pdf", X, "Family", _ago(2024, 3, 20), t_parents_ins)
    add(f"{d}/program.txt", X, "Family", _ago(2024, 4, 15), t_parents_plan)
    add("Documents/2024/untitled.docx", X, "Family", _ago(2024, 2, 27), t_visa_invite, hard=True)
    add("Documents/2024/scan_0014.pdf", X, "Family", _ago(2024, 3, 5), t_garant, hard=True)

    # ------------------------------------------------------------ Climbing
    d = "Documents/Climbing"
    add(f"{d}/Blok Noord factuur 2026-05.pdf", A, "Climbing", 31, t_gym)
    add(f"{d}/Blok Noord factuur 2026-04.pdf", A, "Climbing", 61, t_gym)
    add(f"{d}/NKBV contributie 2026.pdf", A, "Climbing", _ago(2026, 1, 15), t_nkbv)
    add(f"{d}/NKBV contributie 2025.pdf", A, "Climbing", _ago(2025, 1, 14), t_nkbv)
    add("Downloads/invoice_88213.pdf", A, "Climbing", 92, t_gym, hard=True)
    add("Documents/Scans/scan_0038.pdf", A, "Climbing", _ago(2026, 1, 16), t_nkbv, hard=True)
    d = "Documents/Climbing/Freyr voorklimcursus juni"
    add(f"{d}/bevestiging_inschrijving.pdf", P, "Climbing", 66, t_course_confirm)
    add(f"{d}/packlist.md", P, "Climbing", 4, t_gear_list)
    add(f"{d}/carpool.txt", P, "Climbing", 7, t_course_carpool)
    add(f"{d}/training plan mei-juni.txt", P, "Climbing", 29, t_training)
    add("Downloads/print.pdf", P, "Climbing", 66, t_course_confirm, hard=True)
    d = "Documents/Climbing/Reference"
    add(f"{d}/hangboard_protocol.pdf", R, "Climbing", 380, t_hangboard)
    add(f"{d}/Freyr topo Al'Legne.pdf", R, "Climbing", 70, t_topo)
    add(f"{d}/Petzl_GriGri_manual.pdf", R, "Climbing", 900, t_gear_manual)
    add(f"{d}/Fontainebleau circuits 95.2.pdf", R, "Climbing", 520,
        "Fontainebleau - Circuits of 95.2 and Cuvier Rempart\nOrange circuit AD, 42 problems; Blue circuit D, 38 problems\n"
        "Parking: Route de Milly. Bring crash pad, brush, towel for sandy feet. No chalk on the soft sandstone if wet.")
    add(f"{d}/knopen en standplaats.md", R, "Climbing", 450,
        "# Knopen\n\n- achtknoop (inbinden), controleren: 5 paren, 10 cm staart\n- mastworp aan HMS voor zelfzekering\n"
        "- prusik als back-up bij abseilen\n- standplaats: 2 haken, bandlus, kracht verdelen\n")
    add("Downloads/unnamed.pdf", R, "Climbing", 300,
        "Finger strength for climbers - 8 week plan\nWeeks 1-4: repeaters 7 s on / 3 s off x 6, 20 mm edge, 3 sets\n"
        "Weeks 5-8: max hangs 10 s, add weight; bouldering limit 2x/week. Deload week after each block. Protect the A2 pulley.",
        hard=True)
    d = "Documents/Climbing/Indoor voorklimcursus 2023"
    add(f"{d}/NKBV_diploma_indoor_voorklimmen.pdf", X, "Climbing", _ago(2023, 10, 20), t_lead_indoor)
    add(f"{d}/factuur_MountainNetwork.pdf", X, "Climbing", _ago(2023, 9, 1), t_lead_indoor_inv)
    add(f"{d}/lesnotities_voorklimmen.txt", X, "Climbing", _ago(2023, 9, 28),
        "les 3 voorklimmen\n- clippen vanuit heup, niet boven je hoofd\n- z-clip vermijden\n- valtraining: roepen 'val!', zekeraar zacht vangen\n"
        "- examen 14 oktober")

    # ------------------------------------------------------------ Travel: Georgia (Projects), past trips (Archive)
    d = "Documents/Travel/Georgia 2026"
    add(f"{d}/WizzAir_EIN-KUT_booking.pdf", P, "Travel", 80, t_georgia_flight)
    add(f"{d}/itinerary.md", P, "Travel", 11, t_georgia_itin)
    add(f"{d}/Guesthouse Nunu booking.pdf", P, "Travel", 45, t_georgia_guesthouse)
    add("Downloads/5f3a9c1e-7b2d-4e11-9a0c-2c8e61b4d903.pdf", P, "Travel", 80, t_georgia_flight, hard=True)
    add("Downloads/Document (8).pdf", P, "Travel", 45, t_georgia_guesthouse, hard=True)
    add("Desktop/Untitled spreadsheet.xlsx", P, "Travel", 15, t_georgia_budget, hard=True)
    d = "Documents/Travel"
    add(f"{d}/Lisbon 2023/KLM_eticket.pdf", X, "Travel", _ago(2023, 9, 30), t_lisbon_flight)
    add(f"{d}/Lisbon 2023/hotel_invoice.pdf", X, "Travel", _ago(2023, 11, 13), t_lisbon)
    add(f"{d}/Kapadokya 2024/tur_onayi.pdf", X, "Travel", _ago(2024, 9, 12), t_cappadocia)
    add(f"{d}/Kapadokya 2024/THY_biletler.pdf", X, "Travel", _ago(2024, 9, 10),
        "TÜRK HAVA YOLLARI - E-bilet\nYolcular: YILDIZ/EMRE, YILDIZ/SELIN\nTK1954 Amsterdam-İstanbul 16 Ekim 2024; TK2008 İstanbul-Kayseri 17 Ekim 2024\n"
        "Dönüş: TK2013 Kayseri-İstanbul 21 Ekim; TK1957 İstanbul-Amsterdam 22 Ekim. Toplam 684,20 EUR")
    add(f"{d}/Dolomites 2025/plan.txt", X, "Travel", _ago(2025, 8, 1), t_dolomites_plan)
    add(f"{d}/Dolomites 2025/Rifugio Lagazuoi conferma.pdf", X, "Travel", _ago(2025, 6, 20), t_dolomites)
    add(f"{d}/Dolomites 2025/car_rental_Venice.pdf", X, "Travel", _ago(2025, 7, 2),
        "Sixt rent a car - Reservation confirmation\nRenter: Emre Yildiz\nPick-up: Venice Marco Polo Airport 16 Aug 2025 11:00\n"
        "Return: 22 Aug 2025 09:00, same location. VW T-Roc or similar. Total EUR 412,80")
    add("Documents/2023/Document.pdf", X, "Travel", _ago(2023, 11, 13), t_lisbon, hard=True)
    add("Documents/2024/Document (2).pdf", X, "Travel", _ago(2024, 9, 12), t_cappadocia, hard=True)
    add("Documents/2025/Untitled.pdf", X, "Travel", _ago(2025, 6, 21), t_dolomites, hard=True)

    # ------------------------------------------------------------ Photos (Resources Photos)
    def taken(y, mo, dd):
        return _ago(y, mo, dd)

    for n, a in (("DSCF2231.JPG", taken(2023, 11, 10)), ("DSCF2240.JPG", taken(2023, 11, 11)),
                 ("DSCF2266.JPG", taken(2023, 11, 12))):
        photo(f"Pictures/2023/Lisbon/{n}", R, "Photos", a)
    for n, a in (("DSCF3102.JPG", taken(2024, 10, 19)), ("DSCF3104.JPG", taken(2024, 10, 19)),
                 ("DSCF3150.JPG", taken(2024, 10, 20)), ("IMG_1820.HEIC", taken(2024, 10, 19))):
        photo(f"Pictures/2024/Kapadokya/{n}", R, "Photos", a)
    for n, a in (("IMG_1502.HEIC", taken(2024, 4, 20)), ("IMG_1503.HEIC", taken(2024, 4, 20)),
                 ("IMG_1561.jpg", taken(2024, 4, 27))):
        photo(f"Pictures/2024/annem babam Amsterdam/{n}", R, "Photos", a)
    for n, a in (("DSCF3871.JPG", taken(2025, 8, 17)), ("DSCF3890.JPG", taken(2025, 8, 18)),
                 ("DSCF3912.JPG", taken(2025, 8, 19)), ("DSCF3913.JPG", taken(2025, 8, 19))):
        photo(f"Pictures/2025/Dolomites/{n}", R, "Photos", a)
    for n, a in (("DSCF4102.JPG", taken(2025, 12, 6)), ("DSCF4133.JPG", taken(2026, 1, 18)),
                 ("DSCF4190.JPG", taken(2026, 3, 1)), ("DSCF4411.JPG", taken(2026, 5, 10)),
                 ("DSCF4412.JPG", taken(2026, 5, 10))):
        photo(f"Pictures/Fuji import/{n}", R, "Photos", a)
    for n, a in (("NDSM_ferry_sunset.jpg", 40), ("Noord_fog_edit.jpg", 130), ("Klaprozenweg_snow.jpg", 140)):
        photo(f"Pictures/Lightroom exports/{n}", R, "Photos", a)
    for n, a in (("IMG_4320.HEIC", 72), ("IMG_4355.HEIC", 66), ("IMG_4501.HEIC", 25), ("IMG_4530.jpg", 12)):
        photo(f"Pictures/iPhone/{n}", R, "Photos", a)
    for n, a in (("WhatsApp Image 2026-04-12 at 21.05.33.jpeg", 50), ("WhatsApp Image 2026-05-03 at 10.14.02.jpeg", 29),
                 ("WhatsApp Image 2026-05-03 at 10.14.02 (1).jpeg", 29), ("WhatsApp Image 2025-12-31 at 23.59.40.jpeg", 152)):
        add(f"Downloads/{n}", R, "Photos", a, "")
    for n, a in (("photo_2026-05-14_19-22-08.jpg", 18), ("photo_2026-04-02_08-40-51.jpg", 60)):
        add(f"Downloads/Telegram Desktop/{n}", R, "Photos", a, "")
    for n, a in (("Screenshot 2026-05-21 at 09.12.44.png", 11), ("Screenshot 2026-05-27 at 16.40.03.png", 5),
                 ("Screenshot 2026-03-02 at 11.03.19.png", 91), ("Screen Recording 2026-05-28 at 14.20.11.mov", 4)):
        add(f"Desktop/{n}", R, "Photos", a, _blob(r, b"\x00\x00\x00\x14ftypqt  ", 1200) if n.endswith(".mov") else "")
    add("Documents/Photography/Fujifilm_X-T30_manual_EN.pdf", R, "Photos", 800,
        "FUJIFILM X-T30 Owner's Manual\nFilm simulation modes: PROVIA/Standard, Velvia/Vivid, ASTIA/Soft, CLASSIC CHROME, ETERNA, ACROS.\n"
        "Q menu, AF-C custom settings, face/eye detection. Battery NP-W126S.")
    add("Documents/Photography/classic chrome recipes.md", R, "Photos", 260,
        "# Fuji recipes\n\n## Kodachrome 64-ish\nClassic Chrome, DR200, Highlight -1, Shadow +1, Color +2, WB Daylight R+2 B-5, grain weak\n\n"
        "## Amsterdam grey days\nEterna, DR400, Color -1, sharpness -1, WB auto\n")
    add("Documents/Photography/Lightroom_presets_street.zip", R, "Photos", 300,
        _zip([("street_bw.xmp", "<x:xmpmeta><rdf:Description crs:Saturation=\"-100\" crs:Contrast2012=\"+25\"/></x:xmpmeta>"),
              ("street_warm.xmp", "<x:xmpmeta><rdf:Description crs:Temperature=\"5600\" crs:Vibrance=\"+12\"/></x:xmpmeta>")]))
    dot("Pictures/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 64, 3)
    dot("Desktop/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 64, 1)

    # ------------------------------------------------------------ Cooking, Books, Software (Resources)
    for i, (name, body) in enumerate(RECIPES.items()):
        add(f"Documents/Tarifler/{name}.txt", R, "Cooking", 500 - 90 * i, t_recipe(name, body))
    add("Documents/Tarifler/stamppot boerenkool.pdf", R, "Cooking", 180,
        "Stamppot boerenkool (Allerhande)\n1 kg kruimige aardappelen, 500 g gesneden boerenkool, 1 rookworst, melk, boter, mosterd.\n"
        "Kook aardappelen met boerenkool erop 20 min, stamp met warme melk en boter. Serveer met rookworst en jus.")
    add("Documents/Tarifler/menemen nasıl.md", R, "Cooking", 90,
        "# Menemen\n\n- 3 sivri biber, 4 domates (rendele), 3 yumurta\n- soğanlı mı soğansız mı: soğansız (babam kızar)\n"
        "- tereyağı + biraz zeytinyağı, pul biber, en son yumurta, çok karıştırma\n")
    add("Downloads/Telegram Desktop/file_17.pdf", R, "Cooking", 120,
        "Ayten Hanım'ın Tarif Defteri - Tatlılar\nİrmik helvası: 2 su bardağı irmik, 125 g tereyağı, 1 çay bardağı çam fıstığı kavrulur.\n"
        "Şerbet: 2 su bardağı süt, 1 su bardağı su, 1,5 su bardağı şeker. Kaynar şerbet dökülür, demlenir.\n"
        "Revani: 3 yumurta, 1 su bardağı şeker, 1 su bardağı irmik, 1 su bardağı un, yoğurt, limonlu şerbet.", hard=True)
    add("iCloud Drive/Documents/Untitled 2.txt", R, "Cooking", 210,
        "Selin'in annesinin imam bayıldısı\n4 patlıcan, 3 soğan (piyazlık), 6 diş sarımsak, 3 domates, maydanoz, 1 su bardağı zeytinyağı.\n"
        "Patlıcanlar kızartılmaz, fırında yumuşatılır. İç harç yağda soteleyip doldur, 45 dk kısık fırın. Soğuk yenir.", hard=True)
    books = [("Kürk Mantolu Madonna.epub", "Kürk Mantolu Madonna", "Sabahattin Ali", "tr",
              "Bir ressam kadının ve genç bir adamın Berlin'deki aşkının hikayesi."),
             ("Masumiyet Muzesi - Orhan Pamuk.epub", "Masumiyet Müzesi", "Orhan Pamuk", "tr",
              "Hayatımın en mutlu anıymış, bilmiyordum."),
             ("Project Hail Mary.epub", "Project Hail Mary", "Andy Weir", "en",
              "A lone astronaut must save the earth from disaster."),
             ("De avonden - Gerard Reve.epub", "De avonden", "Gerard Reve", "nl",
              "Het was nog donker, toen in de vroegte van de tweeëntwintigste december 1946..."),
             ("The Phoenix Project.epub", "The Phoenix Project", "Gene Kim, Kevin Behr, George Spafford", "en",
              "A novel about IT, DevOps, and helping your business win."),
             ("Serenad - Livaneli.epub", "Serenad", "Zülfü Livaneli", "tr",
              "İstanbul Üniversitesi'nde çalışan Maya, Amerikalı bir profesörü karşılamaya gider.")]
    for fn, title, author, lang, para in books:
        add(f"Documents/Books/{fn}", R, "Books", r.randint(60, 900), _epub(title, author, lang, para))
    add("Downloads/Tutunamayanlar - Oguz Atay.epub", R, "Books", 140, _epub("Tutunamayanlar", "Oğuz Atay", "tr",
        "Turgut Özben, arkadaşı Selim Işık'ın intiharından sonra onun hayatının izini sürer."))
    for fn, head, a in (("Docker.dmg", b"koly", 70), ("Postman-osx-11.2.0.zip", b"PK\x03\x04", 120),
                        ("VSCode-darwin-universal.zip", b"PK\x03\x04", 35), ("Lightroom_Installer.dmg", b"koly", 260),
                        ("WhatsApp.dmg", b"koly", 400), ("Telegram.dmg", b"koly", 380), ("pycharm-community-2026.1.dmg", b"koly", 24),
                        ("Anki-25.02-mac-apple.dmg", b"koly", 31)):
        add(f"Downloads/{fn}", R, "Software", a, _blob(r, head, 2000))
    add("Downloads/python-3.12.4-macos11.pkg", R, "Software", 330, _blob(r, b"xar!", 1800))
    d = "dev/dotfiles"
    add(f"{d}/zshrc", R, "Software", 60, DOT_ZSHRC)
    add(f"{d}/gitconfig", R, "Software", 300, DOT_GITCONFIG)
    add(f"{d}/Brewfile", R, "Software", 45, DOT_BREW)
    add(f"{d}/README.md", R, "Software", 300, "# dotfiles\n\nMy macOS setup. `./install.sh` symlinks everything and runs `brew bundle`.\n")
    add(f"{d}/install.sh", R, "Software", 300,
        "#!/bin/sh\nset -e\nfor f in zshrc gitconfig; do ln -sf \"$PWD/$f\" \"$HOME/.$f\"; done\nbrew bundle --file=Brewfile\n")

    # ------------------------------------------------------------ more nameless files (hard), by subject
    add("Downloads/Document (6).pdf", R, "Work", 150,
        "Flaky tests: causes and cures (Google Testing Blog, summary)\nTop causes: async waits, shared state between tests,\n"
        "order dependency, time zones, network calls to real services. Quarantine flaky tests, track flake rate per suite,\n"
        "replace sleeps with explicit waits, make test data unique per run.", hard=True)
    add("Downloads/Document (2).pdf", P, "Work", 40,
        "iSQI GmbH - Invoice iSQI-2026-448102\nCustomer: Emre Yildiz, Amsterdam\nItem: ISTQB Advanced Level Test Automation Engineering\n"
        "(CTAL-TAE v2.0) exam voucher, online proctored, 26 June 2026\nNet EUR 277,31  VAT 19% EUR 52,69  Total EUR 330,00 (paid by card)",
        hard=True)
    add("Desktop/notes.md", P, "Work", 1, t_cv3_notes, hard=True)
    add("Desktop/Document1.docx", A, "Work", 20,
        "1:1 with Sanne - 12 May\n- promotion to L5 (Staff QA) discussed for the October cycle; need evidence: Checkout v3 strategy,\n"
        "  mentoring Lotte and Bart\n- training budget 2026: ISTQB TAE exam (330) approved, TestBash ticket maybe\n"
        "- next 1:1 26 May", hard=True)
    add("Downloads/output.pdf", A, "Work", _ago(2026, 4, 26), lambda r, dt: t_payslip(r, datetime(2026, 4, 25)), hard=True)
    add("Downloads/indir.pdf", X, "Work", _ago(2024, 6, 3), t_sgk, hard=True)
    add("Downloads/Telegram Desktop/file_9.pdf", A, "Family", 40,
        "ÖZEL KARŞIYAKA FİZİK TEDAVİ MERKEZİ - FATURA\nHasta: Hasan Yıldız\nHizmet: Fizik tedavi ve rehabilitasyon, 15 seans (bel fıtığı L4-L5)\n"
        "Tutar: 13.500,00 TL + KDV %10 = 14.850,00 TL\nÖdeme: havale (Garanti BBVA), gönderen Emre Yıldız", hard=True)
    add("iCloud Drive/Documents/Untitled.txt", P, "Travel", 9,
        "gürcüce birkaç kelime\ngamarjoba = merhaba\nmadloba = teşekkürler\nra ghirs? = ne kadar?\n"
        "Tiflis-Kazbegi marshrutka Didube otogarından, 3 saat\nyanına al: lari nakit, dağ için mont, Kazbegi'de ATM az", hard=True)
    add("Documents/Scans/scan_0021.pdf", A, "Finance", _ago(2024, 10, 2), t_befrank, hard=True)
    add("Documents/2024/scan_0016.pdf", A, "Tax", _ago(2024, 4, 19), lambda r, dt: t_aangifte(r, dt, 2023), hard=True)
    add("Downloads/DOC-20260520-WA0002.pdf", P, "Family", 12,
        "DAVETİYE (taslak)\nKızımız Elif ile oğlumuz Can'ın düğün törenlerinde sizleri de aramızda görmekten mutluluk duyarız.\n"
        "12 Eylül 2026 Cumartesi, saat 19:00 - Urla Bağ Evi, Urla/İzmir\nAyten & Hasan Yıldız - Gülay & Orhan Koç\nLCV: Emre 0 6 1234 5678",
        hard=True)
    add("Desktop/naamloos.txt", P, "Climbing", 8,
        "Camping Le Rocher, Freyr - reservering\nnacht van vr 19 op za 20 juni en za 20 op zo 21 juni, 1 tent, 3 personen\n"
        "€ 14 p.p.p.n., betalen ter plaatse; douches tot 22:00. Cursus start za 08:30 bij Chalet des Rochers", hard=True)
    add("Documents/2023/Document (1).pdf", X, "Climbing", _ago(2023, 9, 1), t_lead_indoor_inv, hard=True)
    add("Downloads/Document (9).pdf", A, "Immigration", _ago(2026, 1, 26),
        "Immigratie- en Naturalisatiedienst\nOntvangstbevestiging aanvraag verlenging verblijfsvergunning\n"
        "Aanvrager: Kanaal Payments B.V. (erkend referent) namens E. Yıldız en gezinslid S. Yıldız\n"
        "Leges: € 2 x 228,00 ontvangen. Beslistermijn: 90 dagen. U mag in Nederland blijven en werken tijdens de procedure.",
        hard=True)

    # ------------------------------------------------------------ Left: unfinished downloads, lock files
    add("Downloads/Fujifilm_XT30_firmware_v2.10.zip.crdownload", L, "System", 1, _blob(r, b"PK\x03\x04", 900))
    add("Downloads/CTAL-TAE_sample_exam_B.pdf.crdownload", L, "System", 2, b"%PDF-1.6\n" + _blob(r, b"", 600))
    add("Downloads/Freyr_topo_2026.pdf.part", L, "System", 3, b"%PDF-1.4\n" + _blob(r, b"", 500))
    add("Downloads/ubuntu-24.04-desktop-amd64.iso.part", L, "System", 12, _blob(r, b"", 1200))
    add("Documents/Huis kopen/Hypotheek/~$sten koper berekening v2.xlsx", L, "System", 21, b"\x05Emre Yildiz" + b"\x00" * 40)
    add("Documents/Nederlands/Staatsexamen B1/~$hrijfopdracht_5_v2.docx", L, "System", 10, b"\x05Emre Yildiz" + b"\x00" * 40)
    add("Documents/Aile/Elif düğün/~$nusma_taslak.docx", L, "System", 2, b"\x05Emre Yildiz" + b"\x00" * 40)
    dot("Downloads/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 64, 1)
    dot("Documents/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 64, 2)

    return items
