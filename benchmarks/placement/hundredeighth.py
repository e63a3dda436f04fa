"""A hundred-and-eighth unseen labelled corpus: Park Seo-yeon's Windows laptop, ``build(root, seed)``, written blind.

What was read to write it: the brief (``/tmp/brief/corpus_rules.txt``); ``benchmarks/placement/unseen.py``
lines 1-220 (its docstring, for the way labelling rules are written, and the helpers ``_d``, ``_kr``,
``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``) and lines 1296-1360 (the
write / encode / add / dot / photo helpers at the start of its ``build()``); ``benchmarks/placement/corpus.py``
lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and lines 169-215, i.e. ``_pdf`` and ``_jpeg`` -- that range
was one sed call a little too long and also printed the first ten lines of ``corpus.py``'s own ``build()``
(``g = _Gen(root, seed)``, a loop over ``NAMED.items()`` writing loose files to ``Downloads``), a first slip;
``benchmarks/placement/blind.py`` lines 74-107 (``_d``, ``_money``, ``_docx``, ``HEIC_HEAD``) and 1321-1335
(``_png``); ``benchmarks/placement/__init__.py`` (empty) and the file names in ``benchmarks/placement/`` (to see
that this module's name was free). Nothing under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no
``bench_*.py``, no other corpus body, no placement result. A second slip: after writing the module, one
``git status --short`` was run (by mistake, against the brief); it showed only file names -- this module and
``hundredninth.py`` untracked, ``foldwise/plugins/organize/judge.py`` modified -- and no contents.

The person: Park Seo-yeon (박서연), 28, from Busan, a doctoral candidate in materials science at the
Technical University of Munich (Lehrstuhl für Funktionale Energiematerialien, Garching; supervisor Prof. Dr.
Katharina Brandt), employed since 1 October 2022 as a wissenschaftliche Mitarbeiterin on a TV-L E13 (75 %)
contract; her payslips (Bezügemitteilungen) come from the Landesamt für Finanzen. Her dissertation is on
Ta-doped LLZO garnet electrolytes for lithium-metal solid-state batteries; submission is planned for
February 2027, so in April 2026 her contract was extended (Änderungsvertrag) to 31 March 2027. Her first
paper came out in ACS Applied Energy Materials in 2025; the second is under review at the Journal of
Materials Chemistry A (major revision, due 22 June 2026). She attends the International Summer School on
Solid-State Ionics at Kloster Seeon (6-10 July 2026) and has an accepted talk at the E-MRS Fall Meeting in
Warsaw (14-17 September 2026); earlier she presented at the MSE Congress 2024 (Darmstadt) and the E-MRS Spring
Meeting 2025 (Strasbourg). Her residence permit (§ 18d AufenthG, valid to 30 June 2026) is being extended:
applied online in April, appointment at the Ausländerbehörde (KVR München) on 16 June 2026. She sublets a
room in a four-person WG in Milbertshofen (Keferloherstraße 58; main tenant Lena Hofmann), after a year in a
Studentenwerk dorm in Freimann (2022-2023). She is insured with the Techniker Krankenkasse (TK), banks with
DKB, saves in an ETF at Trade Republic and still has a KB Kookmin account in Korea. Her parents (Park
Jong-ho and Kim Mi-kyung) and younger brother Min-jun live in Busan; she sends her parents money every month
via Wise and flies home for most of August 2026 (a friend's wedding in Seoul on 8 August included). She did
her master's at Seoul National University (finished August 2022) and a German B2 course at the Münchner
Volkshochschule with the telc B2 exam (finished July 2024). She boulders at the DAV centre in Freimann,
watches K-dramas, listens to K-pop and some German bands. Files are Korean, German and English.

The machine: a Windows laptop with a Korean-language Windows (``새 텍스트 문서.txt``, ``문서1.docx``,
``통합 문서1.xlsx``): ``Desktop/``, ``Downloads/`` (``document (3).pdf``, ``scan0004.pdf``, ``export.csv``,
journal-article downloads, installers), ``Documents/`` with a ``PhD/`` tree (dissertation, data, scripts,
paper, summer school, conference, teaching, literature, an ``Archiv/``), a half-sorted ``서류/`` ("papers")
folder for contract, permit, health, flat and money, ``가족/``, ``여행/``, ``Deutsch/``, ``석사 (SNU)/``,
``Bouldern/``, ``Mail/`` exports, ``Scans/``, year folders ``2024/`` and ``2025/``, ``eBooks/``; ``Music/``,
``Videos/``, ``Pictures/``, and ``Galaxy S10 백업 (2022)/``, the backup of her old phone from Korea.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that she is still working on, whatever the file's age.
  The dissertation (outline, chapters, LaTeX sources and bibliography, figures, the lab data, lab notebook
  and analysis scripts that feed it, sample photos and micrographs, group-meeting and thesis-advisory-committee
  material, supervisor feedback, doctoral registration and graduate-school paperwork) -- topic PhD; the second
  paper under review at J. Mater. Chem. A (manuscript, SI, figures, cover letter, reviews, response) -- PhD;
  the Seeon summer school in July 2026 (application, acceptance, programme, fee, poster, train) -- PhD; the
  E-MRS Fall Meeting 2026 in Warsaw (abstract, acceptance, registration, hotel, travel request) -- PhD; the
  residence-permit extension (application, checklist, employer's confirmation and the copies gathered for it,
  appointment, biometric photo) -- topic Immigration; the visit home to Busan in August 2026 (flights, KTX,
  itinerary, gift list, the friend's wedding) -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. Her job as an
  employee: employment contract and its extension, payslips, Lohnsteuerbescheinigung, VBL pension, leave
  requests, letters from HR (Employment); the routine duties at the chair -- tutoring the lab course each
  semester, lab-safety instructions, glovebox and instrument rota, chemical orders (PhD); money -- bank
  account, budget, ETF savings, tax returns and notices, the Korean bank account (Finance); health insurance
  (TK) and her health -- doctors, dentist, physiotherapy, vaccinations (Health); the WG room -- sublease,
  rent, Nebenkosten, electricity and internet shares, broadcasting fee, liability insurance, cleaning plan,
  shared costs, letters to the property manager (Home); her legal status outside the current extension --
  passport, registration certificate, Korean consulate matters (Immigration); supporting her family in Busan
  -- money transfers, her father's knee operation, family documents (Family); bouldering -- Alpenverein
  membership, the climbing centre's annual pass, gear orders (Bouldering). An old payslip or the 2023 tax
  notice are still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: scientific articles,
  textbooks, instrument manuals and SOPs (PhD); German grammar and vocabulary material she still uses
  (German); training material (Bouldering); furniture and appliance manuals (Home); recipes (Cooking); ebooks
  (Books); music files (Music); K-drama watchlists and subtitles (Dramas); installers (Software); photos,
  albums and screenshots (Photos) -- except photos that document a project (sample photos, micrographs, the
  biometric photo: that project's bucket and topic) and those inside the old phone backup.
- **Archive**: finished things. The master's at Seoul National University, finished August 2022 (thesis,
  coursework, transcripts, diploma, the ZAB statement of comparability) -- Education; the B2 German course and
  the telc exam, finished July 2024 -- German; the first paper (published 2025) and the past conferences in
  Darmstadt 2024 and Strasbourg 2025 with their travel and reimbursement -- PhD; her arrival in 2022
  (national visa, blocked account, first permit, admission agreement) -- Immigration; the Freimann dorm she
  left in 2023 -- Home; past trips (Vienna 2023, Korea at Christmas 2024, Lake Garda 2025) -- Travel; the old
  Galaxy phone backup, whatever is inside -- Backup.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.gitignore``, ``.DS_Store``,
  ``.~lock...#``) are written but not labelled.

Topics are subjects (the permit extension is ``Immigration`` like the passport; teaching is ``PhD`` like the
dissertation). ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/document (3).pdf``, ``Desktop/새 텍스트 문서.txt``, ``Documents/2025/scan0003.pdf``, an article
saved as ``1-s2.0-S0167273825000871-main.pdf``): only the text inside can place it. Images are never hard.
"""

from __future__ import annotations

import base64
import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MO = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONATE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
          "November", "Dezember"]


def _de(dt: datetime) -> str:
    return dt.strftime("%d.%m.%Y")


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _eur(v: float) -> str:
    s = f"{v:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".") + " EUR"


def _won(v: int) -> str:
    return f"{v:,}원"


def _hdr(s: str) -> str:
    if all(ord(c) < 128 for c in s):
        return s
    return "=?utf-8?b?" + base64.b64encode(s.encode("utf-8")).decode("ascii") + "?="


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    date = f"{WD[dt.weekday()]}, {dt.day:02d} {MO[dt.month - 1]} {dt.year} {dt:%H:%M:%S} +0200"
    mid = f"<{abs(hash_str(subj + frm)) % 10**10}.{dt:%Y%m%d}@mail>"
    return (f"From: {_hdr(frm)}\nTo: {_hdr(to)}\nSubject: {_hdr(subj)}\nDate: {date}\nMessage-ID: {mid}\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
            f"{body.strip()}\n")


def hash_str(s: str) -> int:
    """A stable string hash (``hash()`` of str is salted per process)."""
    h = 2166136261
    for b in s.encode("utf-8"):
        h = ((h ^ b) * 16777619) & 0xFFFFFFFF
    return h


def _ics(summary: str, start: datetime, end: datetime, where: str, desc: str, org: str) -> str:
    f = "%Y%m%dT%H%M%S"
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:-//{org}//DE", "METHOD:PUBLISH", "BEGIN:VEVENT",
             f"UID:{hash_str(summary + start.strftime(f))}@{org.lower().replace(' ', '')}",
             f"DTSTAMP:{(start - timedelta(days=20)).strftime(f)}Z",
             f"DTSTART;TZID=Europe/Berlin:{start.strftime(f)}", f"DTEND;TZID=Europe/Berlin:{end.strftime(f)}",
             f"SUMMARY:{summary}", f"LOCATION:{where}", "DESCRIPTION:" + desc.replace("\n", "\\n"),
             "END:VEVENT", "END:VCALENDAR"]
    return "\r\n".join(lines) + "\r\n"


def _pptx(title: str, bullets: list[str]) -> bytes:
    from xml.sax.saxutils import escape
    ns = "http://schemas.openxmlformats.org"
    paras = "".join(f"<a:p><a:r><a:t>{escape(t)}</a:t></a:r></a:p>" for t in [title, *bullets])
    return _zip([
        ("[Content_Types].xml",
         f'<?xml version="1.0" encoding="UTF-8"?><Types xmlns="{ns}/package/2006/content-types">'
         '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
         '<Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/slides/slide1.xml" '
         'ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/></Types>'),
        ("_rels/.rels", f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{ns}/package/2006/'
         f'relationships"><Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/officeDocument" '
         'Target="ppt/presentation.xml"/></Relationships>'),
        ("ppt/presentation.xml", f'<?xml version="1.0" encoding="UTF-8"?><p:presentation '
         f'xmlns:p="{ns}/presentationml/2006/main"/>'),
        ("ppt/slides/slide1.xml", f'<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:p="{ns}/presentationml/'
         f'2006/main" xmlns:a="{ns}/drawingml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>{paras}'
         '</p:txBody></p:sp></p:spTree></p:cSld></p:sld>'),
    ])


ME = "Park Seo-yeon"
ADDR = "Seo-yeon Park\nKeferloherstraße 58, 80807 München"
CHAIR = ("Technische Universität München\nTUM School of Engineering and Design\nLehrstuhl für Funktionale "
         "Energiematerialien\nLichtenbergstraße 4, 85748 Garching b. München")
LIT = [
    ("Murugan2007_fast_lithium_garnet.pdf", "R. Murugan, V. Thangadurai, W. Weppner", "Fast lithium ion conduction "
     "in garnet-type Li7La3Zr2O12", "Angew. Chem. Int. Ed. 46 (2007) 7778-7781",
     "Cubic Li7La3Zr2O12 prepared by solid-state reaction shows a total conductivity of 3e-4 S/cm at 25 C and "
     "good chemical stability against molten lithium."),
    ("Sharafi2017_Li2CO3_surface.pdf", "A. Sharafi, E. Kazyak, A. L. Davis et al.", "Surface chemistry mechanism "
     "of ultra-low interfacial resistance in the solid-state electrolyte Li7La3Zr2O12", "Chem. Mater. 29 (2017)"
     " 7961-7968", "Li2CO3 and LiOH surface layers form on LLZO in air; removing them by heat treatment lowers "
     "the Li/LLZO interfacial resistance to about 2 Ohm cm2."),
    ("Han2017_ALD_interlayer_Nature_Mater.pdf", "X. Han, Y. Gong, K. Fu et al.", "Negating interfacial "
     "impedance in garnet-based solid-state Li metal batteries", "Nature Materials 16 (2017) 572-579",
     "An ultrathin Al2O3 layer deposited by atomic layer deposition makes garnet wettable by molten lithium."),
    ("Kasemchainan2019_CCD_stripping.pdf", "J. Kasemchainan, S. Zekoll, D. Spencer Jolly et al.", "Critical "
     "stripping current leads to dendrite formation on plating in lithium anode solid electrolyte cells",
     "Nature Materials 18 (2019) 1105-1111", "Voids form at the Li/Li6PS5Cl interface on stripping above a "
     "critical current; stack pressure and creep of lithium govern the limit."),
    ("Krauskopf2019_pressure_interface.pdf", "T. Krauskopf, H. Hartmann, W. G. Zeier, J. Janek", "Toward a "
     "fundamental understanding of the lithium metal anode in solid-state batteries: an electrochemo-mechanical"
     " study on the garnet-type solid electrolyte Li6.25Al0.25La3Zr2O12", "ACS Appl. Mater. Interfaces 11 "
     "(2019) 14463-14477", "Stack pressure above 400 MPa removes the interfacial resistance; vacancy diffusion "
     "in lithium limits the stripping current."),
    ("Thangadurai2014_garnet_review.pdf", "V. Thangadurai, S. Narayanan, D. Pinzaru", "Garnet-type solid-state "
     "fast Li ion conductors for Li batteries: critical review", "Chem. Soc. Rev. 43 (2014) 4714-4727",
     "Review of doping strategies (Al, Ga, Ta, Nb) to stabilise cubic LLZO and of sintering routes."),
]


def t_lit(entry):
    _, au, title, ref, abstract = entry
    return (f"{title}\n{au}\n{ref}\nAbstract\n{abstract} We discuss implications for the design of "
            "lithium-metal solid-state batteries with ceramic electrolytes.\n1. Introduction\nSolid-state "
            "batteries with a lithium metal anode promise higher energy density and safety than cells with "
            "liquid electrolytes. Garnet-type oxides are stable against lithium but the interface remains a "
            "bottleneck: poor wetting, contamination layers and dendrite growth along grain boundaries.")


def t_payslip(year: int, month: int, brutto: float = 3712.50, extra: str = ""):
    def f(r: random.Random, dt: datetime) -> str:
        lst = round(brutto * 0.1127, 2)
        kv, pv = round(brutto * 0.0868, 2), round(brutto * 0.018, 2)
        rv, av = round(brutto * 0.093, 2), round(brutto * 0.013, 2)
        vbl = round(brutto * 0.0165, 2)
        netto = brutto - lst - kv - pv - rv - av - vbl
        return (f"Landesamt für Finanzen - Dienststelle München - Bezügestelle\nBezügemitteilung {MONATE[month - 1]} "
                f"{year}\nFrau Seo-yeon Park, Keferloherstraße 58, 80807 München\nPersonalnummer 4021 7736 "
                "Dienststelle: Technische Universität München\nTarif: TV-L Entgeltgruppe 13 Stufe 2, "
                "Teilzeit 75,00 % (30,00 Std./Woche)  Steuerklasse I  Kinderfreibetrag 0  Konfession: --\n"
                f"Tabellenentgelt {_eur(brutto)}\n{extra}Steuer-Brutto {_eur(brutto)}\nLohnsteuer {_eur(lst)}\n"
                f"Krankenversicherung TK {_eur(kv)}\nPflegeversicherung {_eur(pv)}\nRentenversicherung {_eur(rv)}\n"
                f"Arbeitslosenversicherung {_eur(av)}\nVBL Umlage AN-Anteil {_eur(vbl)}\nAuszahlungsbetrag "
                f"{_eur(netto)} auf DE27 1203 0000 1064 3318 52 (DKB)\nZahltag: letzter Bankarbeitstag des Monats")
    return f


def t_dkb(months_back: int):
    def f(r: random.Random, dt: datetime) -> str:
        rows, bal = [], r.uniform(2400, 4200)
        lines = [("Gehalt LfF Bayern Bezuege", 2468.41), ("Miete Zimmer Keferloherstr. an Lena Hofmann", -640.0),
                 ("Wise Europe SA - Ueberweisung Mama", -r.choice([210.0, 220.0, 230.0])),
                 ("Trade Republic Sparplan Vanguard FTSE All-World", -200.0),
                 ("DAV Kletter- und Boulderzentrum Muenchen-Nord", -r.choice([0.0, 34.5])),
                 ("REWE Markt GmbH Muenchen", -r.uniform(22, 64)), ("Asia Markt Dong Duc", -r.uniform(18, 45)),
                 ("MVG Deutschlandticket", -58.0), ("Spotify AB", -10.99), ("Netflix.com", -13.99),
                 ("dm-drogerie markt", -r.uniform(8, 30)), ("Lidl sagt Danke", -r.uniform(12, 40))]
        for text, amt in lines:
            if amt:
                bal += amt
                rows.append(f"{r.randint(1, 28):02d}.{dt.month:02d}.  {text}  {amt:+.2f}")
        return (f"DKB AG  Kontoauszug {dt.month:02d}/{dt.year}  Girokonto DE27 1203 0000 1064 3318 52\n"
                f"Kontoinhaberin: Seo-yeon Park\n" + "\n".join(rows) + f"\nNeuer Kontostand {bal:.2f} EUR")
    return f


def t_wise(r: random.Random, dt: datetime) -> str:
    eur = r.choice([210, 220, 230])
    rate = r.uniform(1470, 1530)
    return (f"Wise Europe SA  Transfer receipt  #{r.randint(1000000000, 1999999999)}\nCreated {_de(dt)}\n"
            f"Sender: Seo-yeon Park, DKB account ending 3318\nYou sent {eur:.2f} EUR  fee 2.31 EUR\n"
            f"Exchange rate 1 EUR = {rate:.2f} KRW\nRecipient gets {int((eur - 2.31) * rate):,} KRW\n"
            "Recipient: KIM MI KYUNG, Busan Bank (부산은행) account ending 2207\nReference: 생활비 (living costs)"
            f" {MONATE[dt.month - 1]}\nStatus: delivered")


def t_eis(temp: int, sample: str):
    def f(r: random.Random, dt: datetime) -> str:
        rb, rgb = r.uniform(180, 260) * (0.3 if temp > 40 else 1), r.uniform(60, 140) * (0.3 if temp > 40 else 1)
        out = [f"# BioLogic VMP-300 PEIS export  date {_iso(dt)}", f"# sample {sample} Ta-LLZO pellet d=10.1 mm "
               f"t=1.32 mm  Au blocking electrodes  T={temp} C  amplitude 10 mV", "freq_Hz,Zre_Ohm,-Zim_Ohm"]
        for k in range(34):
            fr = 7e6 / (10 ** (k * 0.2))
            w = 2 * 3.14159 * fr
            z1 = rb / (1 + (w * rb * 2e-11) ** 2)
            z2 = rgb / (1 + (w * rgb * 4e-9) ** 2)
            im = z1 * w * rb * 2e-11 + z2 * w * rgb * 4e-9 + (2e5 / w if fr < 100 else 0)
            out.append(f"{fr:.4e},{rb - (rb - z1) + z2 + r.uniform(-0.5, 0.5):.3f},{im:.3f}")
        return "\n".join(out)
    return f


def t_xrd(r: random.Random, dt: datetime) -> str:
    peaks = {16.7: 80, 19.3: 30, 25.6: 55, 27.5: 100, 30.9: 70, 34.3: 40, 38.3: 25, 42.5: 30, 50.4: 45, 52.6: 35}
    rows = ["# Bruker D8 ADVANCE  Cu Ka  LynxEye  2theta 10-60 step 0.02  LLZTO batch 21 (Li6.4La3Zr1.4Ta0.6O12)"
            "  after 2-step anneal", "# reference ICSD 183685 cubic garnet Ia-3d", "2theta,intensity_counts"]
    for i in range(0, 2500, 20):
        tt = 10 + i * 0.02
        y = 120 + r.randint(-15, 15) + sum(h * 40 for p, h in peaks.items() if abs(tt - p) < 0.12)
        rows.append(f"{tt:.2f},{y}")
    return "\n".join(rows)


def t_ccd(r: random.Random, dt: datetime) -> str:
    rows = ["# Li|LLZTO|Li symmetric cell A07, stack pressure 5 MPa, 25 C, stepwise current +0.05 mA/cm2 per "
            "30 min", "step,current_density_mA_cm2,overpotential_mV,short_circuit"]
    for s in range(1, 19):
        j = 0.05 * s
        rows.append(f"{s},{j:.2f},{j * 24 + r.uniform(-1.5, 1.5):.1f},{'yes' if s == 18 else 'no'}")
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

    def blob(head: bytes, n: int = 1500):
        return lambda r, dt: _blob(r, head, n)

    def on(age: float) -> datetime:
        return NOW - timedelta(days=age)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    EXE, TIF, MP4 = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00", b"II*\x00\x08\x00\x00\x00", b"\x00\x00\x00\x18ftypmp42"
    OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"

    # ------------------------------------------------------------ Documents/PhD/Dissertation (Projects PhD)
    d = "Documents/PhD/Dissertation"
    add(f"{d}/Gliederung_Dissertation_v4.docx", P, "PhD", 21,
        "Dissertation - Gliederung (Stand Mai 2026, v4)\nArbeitstitel: Interface engineering of Ta-doped "
        "Li7La3Zr2O12 garnet electrolytes for lithium-metal solid-state batteries\nKandidatin: Seo-yeon Park  "
        "Betreuerin: Prof. Dr. Katharina Brandt  Mentor: Dr. Florian Huber\n1 Introduction (fertig, 18 S.)\n"
        "2 Fundamentals: garnet structure, Li transport, interfaces (Entwurf)\n3 Methods: synthesis, sintering, "
        "XRD, EIS, XPS, SEM/FIB, symmetric cells\n4 Surface chemistry of LLZTO after air exposure and the "
        "two-step anneal (= Paper 2, in review JMCA)\n5 Interlayers and critical current density (= Paper 1 + "
        "neue Daten 2026)\n6 Conclusions and outlook\nZeitplan: Kapitel 5 Daten bis Ende Juli, Rohfassung "
        "komplett Oktober 2026, Abgabe Februar 2027, Vertrag bis 31.03.2027")
    thesis = f"{d}/thesis"
    add(f"{thesis}/main.tex", P, "PhD", 3,
        "\\documentclass[twoside,12pt]{tumthesis}\n\\title{Interface engineering of Ta-doped Li$_7$La$_3$Zr$_2$O"
        "$_{12}$ garnet electrolytes for lithium-metal solid-state batteries}\n\\author{Seo-yeon Park}\n"
        "\\faculty{TUM School of Engineering and Design}\n\\begin{document}\n\\maketitle\n\\frontmatter\n"
        "\\input{chapters/abstract}\n\\tableofcontents\n\\mainmatter\n\\input{chapters/ch1_introduction}\n"
        "\\input{chapters/ch2_fundamentals}\n\\input{chapters/ch3_methods}\n\\input{chapters/ch4_surface}\n"
        "\\input{chapters/ch5_interlayers}\n\\backmatter\n\\printbibliography\n\\end{document}\n")
    add(f"{thesis}/tumthesis.cls", P, "PhD", 240,
        "% tumthesis.cls - unofficial TUM dissertation class, adapted from the chair's template\n"
        "\\NeedsTeXFormat{LaTeX2e}\n\\ProvidesClass{tumthesis}[2023/05/02]\n\\LoadClass[a4paper]{book}\n"
        "\\RequirePackage[backend=biber,style=chem-acs]{biblatex}\n\\addbibresource{references.bib}\n")
    add(f"{thesis}/chapters/ch1_introduction.tex", P, "PhD", 64,
        "\\chapter{Introduction}\nThe electrification of transport requires batteries with higher energy density "
        "than today's lithium-ion cells. Replacing the graphite anode by lithium metal raises the theoretical "
        "specific capacity from 372 to 3860 mAh g$^{-1}$, but only a solid electrolyte can suppress dendrite "
        "growth safely~\\cite{Janek2016}. Garnet-type Li$_7$La$_3$Zr$_2$O$_{12}$ (LLZO) is stable against lithium "
        "and reaches 10$^{-3}$ S cm$^{-1}$ when the cubic phase is stabilised by Ta doping~\\cite{Thangadurai2014}.\n"
        "This thesis addresses the Li|LLZO interface: its contamination by Li$_2$CO$_3$, its wetting, and the "
        "critical current density at which lithium filaments short the cell.\n")
    add(f"{thesis}/chapters/ch3_methods.tex", P, "PhD", 33,
        "\\chapter{Methods}\n\\section{Synthesis}\nLi$_{6.4}$La$_3$Zr$_{1.4}$Ta$_{0.6}$O$_{12}$ (LLZTO) powders were "
        "prepared by solid-state reaction from LiOH$\\cdot$H$_2$O (10 wt\\% excess), La$_2$O$_3$ (dried at 900 "
        "$^\\circ$C), ZrO$_2$ and Ta$_2$O$_5$, calcined at 950 $^\\circ$C for 12 h in MgO crucibles.\n"
        "\\section{Electrochemical characterisation}\nImpedance spectra were recorded on a BioLogic VMP-300 from 7 MHz "
        "to 1 Hz with 10 mV amplitude; spectra were fitted with an (R$_b$Q$_b$)(R$_{gb}$Q$_{gb}$)Q$_{el}$ circuit.\n")
    add(f"{thesis}/chapters/ch4_surface.tex", P, "PhD", 11,
        "\\chapter{Surface chemistry of LLZTO after air exposure}\n\\label{ch:surface}\nThis chapter is based on "
        "the manuscript currently under review at \\emph{J. Mater. Chem. A}. XPS C 1s and O 1s spectra show that "
        "a 5-20 nm Li$_2$CO$_3$/LiOH layer forms within 24 h in ambient air. A two-step anneal (400 $^\\circ$C in "
        "Ar, then 700 $^\\circ$C in dry O$_2$) removes the carbonate and lowers the interfacial resistance from "
        "1240 to 14 $\\Omega$ cm$^2$.\n% TODO KB: compare with Sharafi 2017, add ToF-SIMS depth profile\n")
    add(f"{thesis}/chapters/ch5_interlayers.tex", P, "PhD", 6,
        "\\chapter{Interlayers and critical current density}\n\\label{ch:ccd}\nSymmetric Li|LLZTO|Li cells with a "
        "20 nm ZnO interlayer reach a critical current density of 0.85 mA cm$^{-2}$ at 25 $^\\circ$C and 5 MPa "
        "stack pressure (Fig.~\\ref{fig:ccd}). % new 2026 data: cells A05-A09, still missing 60 C series\n")
    add(f"{thesis}/references.bib", P, "PhD", 4, "\n".join(
        f"@article{{{e[0].split('_')[0]},\n  author = {{{e[1]}}},\n  title = {{{e[2]}}},\n  journal = {{{e[3]}}}\n}}"
        for e in LIT) + "\n@article{Park2025,\n  author = {Park, Seo-yeon and Huber, Florian and Brandt, Katharina},"
        "\n  title = {ZnO interlayers raise the critical current density of Ta-doped LLZO},\n  journal = {ACS Appl."
        " Energy Mater.},\n  year = {2025},\n  volume = {8},\n  pages = {4412--4421}\n}\n")
    add(f"{thesis}/main.pdf", P, "PhD", 3,
        "Interface engineering of Ta-doped Li7La3Zr2O12 garnet electrolytes for lithium-metal solid-state "
        "batteries\nSeo-yeon Park\nDissertation draft - compiled 2026-05-29 - not for circulation\nContents\n1 "
        "Introduction 1\n2 Fundamentals 19\n3 Methods 41\n4 Surface chemistry of LLZTO after air exposure 63\n"
        "5 Interlayers and critical current density 97\n6 Conclusions and outlook 131")
    for name, age in (("fig3_1_XRD_batch21.png", 40), ("fig4_2_XPS_C1s.png", 75), ("fig4_4_Nyquist_anneal.png", 70),
                      ("fig5_1_CCD_ZnO.png", 9), ("fig5_3_SEM_crosssection.png", 14)):
        add(f"{thesis}/figures/{name}", P, "PhD", age, "")
    add(f"{d}/Kapitel4_Entwurf_KB_Kommentare.docx", P, "PhD", 17,
        "Chapter 4 - Surface chemistry (draft 2, comments by K. Brandt, 14.05.2026)\n[KB] The argument that LiOH "
        "forms first and then carbonates needs the humidity series - please add the 30 % / 70 % RH data.\n[KB] "
        "Figure 4.4: show the equivalent circuit in the inset.\n[KB] Section 4.3 overlaps strongly with the "
        "JMCA manuscript; paraphrase and cite it as Park et al. (under review).\n[SP] 네, 습도 데이터 추가할게요. "
        "Fig 4.4 inset 수정 완료.")
    add(f"{d}/Chapter5_draft_v2.docx", P, "PhD", 5,
        "5 Interlayers and critical current density (draft v2)\n5.1 Motivation: void formation on stripping\n"
        "5.2 ZnO and Al2O3 interlayers by ALD (cooperation with Lehrstuhl für Halbleitertechnologie, Dr. Yilmaz)\n"
        "5.3 Critical current density vs. stack pressure: A05-A09\n5.4 Post-mortem FIB-SEM\nOpen: 60 C series, "
        "statistics (n=3 per condition), discussion against Kasemchainan 2019")
    add(f"{d}/TAC/TAC_Meeting_2026-03-19.pptx", P, "PhD", 75, lambda r, dt: _pptx(
        "Thesis Advisory Committee - 3rd meeting - Seo-yeon Park", ["Progress since TAC 2025: Paper 2 submitted to "
        "JMCA", "Chapter 5: CCD with ZnO interlayer 0.85 mA/cm2", "Plan: submission February 2027",
        "Committee: Prof. Brandt, Prof. Wenzel (LMU), Dr. Huber"]))
    add(f"{d}/TAC/TAC_Protokoll_2025.pdf", P, "PhD", 430,
        "TUM Graduate School - Thesis Advisory Committee Meeting Minutes\nDoctoral candidate: Seo-yeon Park  "
        "Date: 27.03.2025\nMembers: Prof. Dr. K. Brandt (supervisor), Prof. Dr. M. Wenzel (LMU, mentor), Dr. F. "
        "Huber\nAssessment: progress on track; first paper accepted in ACS AEM. Recommendation: focus on CCD "
        "statistics, consider a stay at Forschungszentrum Jülich for cryo-FIB.\nNext meeting: spring 2026")
    add(f"{d}/Promotion/Betreuungsvereinbarung_unterschrieben.pdf", P, "PhD", 1330,
        "Betreuungsvereinbarung / Supervision Agreement - Technische Universität München\nDoktorandin: Seo-yeon "
        "Park, geb. 14.03.1998 in Busan\nBetreuerin: Prof. Dr. Katharina Brandt\nThema: Grenzflächen in "
        "Festkörperbatterien mit Granat-Elektrolyten\nBeginn: 01.10.2022  geplante Dauer: 4 Jahre\nQualifizierung"
        "sprogramm TUM Graduate School: Auftaktveranstaltung, 6 Credits überfachlich")
    add(f"{d}/Promotion/TUM-GS_Qualifizierungsnachweis.pdf", P, "PhD", 160,
        "TUM Graduate School - Nachweis Qualifizierungsprogramm\nSeo-yeon Park (Promotion seit 01.10.2022)\n"
        "Kick-off Seminar Raitenhaslach 11/2022 - erfüllt\nGood Scientific Practice (online) - erfüllt\n"
        "Scientific Writing in English 3 CP - erfüllt\nProject Management for Doctoral Candidates 2 CP - erfüllt\n"
        "Status: Anforderungen für die Zulassung zur Promotionsprüfung erfüllt")
    add(f"{d}/Gruppenmeeting/GM_2026-05-06_Seoyeon.pptx", P, "PhD", 26, lambda r, dt: _pptx(
        "Group meeting 06.05.2026 - Seo-yeon", ["CCD cells A07/A08 with ZnO: 0.85 and 0.80 mA/cm2",
                                                "Glovebox O2 problem last week - cells A06 discarded",
                                                "Next: 60 C series, FIB-SEM slot on 20.05."]))
    add(f"{d}/Gruppenmeeting/GM_2026-02-11_Seoyeon.pptx", P, "PhD", 110, lambda r, dt: _pptx(
        "Group meeting 11.02.2026", ["JMCA submission done 09.02.", "Humidity series 30/70 % RH", "Anneal 700 C O2"]))

    # ------------------------------------------------------------ Data and scripts (Projects PhD)
    dd = "Documents/PhD/Data"
    add(f"{dd}/2026-05-12_EIS_S14/S14_EIS_25C.csv", P, "PhD", 20, t_eis(25, "S14"))
    add(f"{dd}/2026-05-12_EIS_S14/S14_EIS_60C.csv", P, "PhD", 20, t_eis(60, "S14"))
    add(f"{dd}/2026-05-12_EIS_S14/S14_fit_results.xlsx", P, "PhD", 19,
        "sample;T_C;R_bulk_Ohm;R_gb_Ohm;sigma_total_S_cm;Ea_eV\nS14;25;212.4;88.1;5.5E-04;0.41\nS14;40;121.0;44.9;"
        "9.8E-04;\nS14;60;64.2;21.7;1.9E-03;\nS12;25;240.7;131.5;4.8E-04;0.43")
    add(f"{dd}/2026-04-28_XRD/LLZTO_batch21.xy", P, "PhD", 34, t_xrd)
    add(f"{dd}/2026-04-28_XRD/LLZTO_batch21.raw", P, "PhD", 34, blob(b"RAW4.00", 2400))
    add(f"{dd}/2026-05-CCD/cell_A07_CCD.csv", P, "PhD", 12, t_ccd)
    add(f"{dd}/2026-05-CCD/cell_A08_CCD.csv", P, "PhD", 10, t_ccd)
    add(f"{dd}/SEM/A07_FIB_crosssection_5kX.tif", P, "PhD", 12, blob(TIF, 3000))
    add(f"{dd}/SEM/S14_surface_after_anneal.tif", P, "PhD", 38, blob(TIF, 3000))
    add(f"{dd}/Probenliste_2026.xlsx", P, "PhD", 2,
        "Probe;Batch;Sinterung;Dichte_%;Behandlung;Messung;Status\nS12;20;1150C 6h Pt-Tiegel;95.8;2-Stufen-Anneal;"
        "EIS;fertig\nS14;21;1150C 6h;96.4;2-Stufen-Anneal;EIS XPS;fertig\nA05;21;1150C 6h;96.1;ZnO 20nm ALD;CCD;"
        "Kurzschluss\nA07;21;1150C 6h;96.3;ZnO 20nm ALD;CCD FIB;fertig\nA08;22;1150C 6h;95.9;ZnO 20nm ALD;CCD;"
        "fertig\nA09;22;1150C 6h;96.0;Al2O3 10nm;CCD 60C;geplant")
    add(f"{dd}/Laborbuch_2026.docx", P, "PhD", 1,
        "Laborbuch Seo-yeon Park - 2026\n12.05. S14 EIS 25/40/60 C, Au sputtered 2x 60 s, Spektren sauber\n"
        "14.05. Glovebox 2 (MBraun) O2 12 ppm -> Regeneration angefragt, Zellen A06 verworfen\n19.05. A07 "
        "CCD bis 0.85 mA/cm2, Kurzschluss bei Schritt 18\n20.05. FIB-SEM A07 mit Dr. Huber (Zeiss Crossbeam), "
        "Lithiumfilament entlang Korngrenze sichtbar\n27.05. Batch 22 kalziniert, 950 C 12 h")
    sc = "Documents/PhD/scripts"
    add(f"{sc}/eis_fit.py", P, "PhD", 18,
        '"""Fit LLZO impedance spectra with (RQ)(RQ)Q using impedance.py; writes fit table for the thesis."""\n'
        "import sys\nfrom pathlib import Path\n\nimport numpy as np\nimport pandas as pd\n"
        "from impedance.models.circuits import CustomCircuit\n\nAREA_CM2 = np.pi * (1.01 / 2) ** 2\nTHICK_CM = "
        "0.132\n\n\ndef fit(path: Path):\n    df = pd.read_csv(path, comment='#')\n    f = df.freq_Hz.values\n"
        "    z = df.Zre_Ohm.values - 1j * df['-Zim_Ohm'].values\n    c = CustomCircuit('p(R1,CPE1)-p(R2,CPE2)-"
        "CPE3', initial_guess=[200, 1e-11, 0.9, 100, 1e-9, 0.8, 1e-6, 0.7])\n    c.fit(f, z)\n    rb, rgb = "
        "c.parameters_[0], c.parameters_[3]\n    return rb, rgb, THICK_CM / (AREA_CM2 * (rb + rgb))\n\n\nif "
        "__name__ == '__main__':\n    for p in sys.argv[1:]:\n        print(p, *fit(Path(p)))\n")
    add(f"{sc}/plot_xrd.py", P, "PhD", 40,
        '"""Plot XRD patterns against the cubic LLZO reference (ICSD 183685) for chapter 3."""\n'
        "import matplotlib.pyplot as plt\nimport pandas as pd\n\nREF = [16.7, 19.3, 25.6, 27.5, 30.9, 34.3, 38.3, "
        "42.5, 50.4, 52.6]\n\ndf = pd.read_csv('../Data/2026-04-28_XRD/LLZTO_batch21.xy', comment='#')\n"
        "plt.plot(df['2theta'], df.intensity_counts, lw=0.8)\nplt.vlines(REF, 0, 300, colors='grey')\n"
        "plt.xlabel('2θ (°)')\nplt.savefig('../Dissertation/thesis/figures/fig3_1_XRD_batch21.png', dpi=300)\n")
    add(f"{sc}/ccd_analysis.ipynb", P, "PhD", 9,
        '{"cells": [{"cell_type": "markdown", "source": ["# Critical current density - cells A05-A09 (ZnO vs '
        'Al2O3 interlayer)"]}, {"cell_type": "code", "source": ["import pandas as pd\\n", "cells = [\'A07\', '
        '\'A08\']\\n", "dfs = {c: pd.read_csv(f\'../Data/2026-05-CCD/cell_{c}_CCD.csv\', comment=\'#\') for c in '
        'cells}"]}], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}')
    add(f"{sc}/README.md", P, "PhD", 60,
        "# phd-analysis\nScripts for my dissertation data (LLZTO garnet electrolytes): `eis_fit.py` (impedance "
        "fitting), `plot_xrd.py`, `ccd_analysis.ipynb`. Environment: `pip install -r requirements.txt`.\n")
    add(f"{sc}/requirements.txt", P, "PhD", 60, "numpy==1.26.4\npandas==2.2.2\nmatplotlib==3.8.4\nimpedance==1.7.1\n")
    dot(f"{sc}/.gitignore", b"__pycache__/\n.ipynb_checkpoints/\n*.pyc\n", 60)
    for name, age in (("S14_pellet_after_sintering.jpg", 41), ("A07_cell_disassembled.jpg", 11)):
        photo(f"Pictures/Lab/{name}", P, "PhD", age)

    # ------------------------------------------------------------ Paper 2 (Projects PhD)
    pp = "Documents/PhD/Paper2_JMCA"
    add(f"{pp}/manuscript_v7.docx", P, "PhD", 112,
        "Carbonate-free garnet surfaces by a two-step anneal enable low-resistance lithium interfaces\n"
        "Seo-yeon Park, Florian Huber, Jonas Richter, Katharina Brandt*\nAbstract: Ta-doped Li7La3Zr2O12 (LLZTO) "
        "forms Li2CO3 and LiOH within hours in air. We combine XPS, ToF-SIMS and impedance spectroscopy to show "
        "that a two-step anneal (400 C Ar, 700 C dry O2) removes the carbonate without Li loss and reduces the "
        "Li|LLZTO interfacial resistance from 1240 to 14 Ohm cm2.\nKeywords: solid-state battery; garnet; "
        "interface; lithium metal")
    add(f"{pp}/SI_v3.docx", P, "PhD", 112,
        "Supporting Information - Carbonate-free garnet surfaces by a two-step anneal\nFigure S1 XRD of LLZTO "
        "batches 18-21\nFigure S2 XPS survey spectra\nTable S1 Fit parameters of impedance spectra\nFigure S5 "
        "TGA-MS of air-exposed powder (CO2 release at 680 C)")
    add(f"{pp}/cover_letter_JMCA.docx", P, "PhD", 113,
        "Dear Dr. Harper,\nPlease find enclosed our manuscript 'Carbonate-free garnet surfaces by a two-step "
        "anneal enable low-resistance lithium interfaces' for consideration in Journal of Materials Chemistry A."
        "\nSuggested reviewers: Prof. J. Sakamoto (UC Santa Barbara), Dr. T. Krauskopf, Prof. Y. Zhu (UMD).\n"
        "Yours sincerely, Katharina Brandt, on behalf of all authors")
    for i, age in ((1, 115), (2, 115), (3, 116), (4, 114)):
        add(f"{pp}/figures/Fig{i}.png", P, "PhD", age, "")
    add(f"{pp}/Reviews_TA-ART-02-2026-001234.pdf", P, "PhD", 24,
        "Journal of Materials Chemistry A - Decision on manuscript TA-ART-02-2026-001234\nDecision: major "
        "revision. Revised manuscript due 22 June 2026.\nReferee 1: The carbonate removal is convincing, but the "
        "authors should show that the 700 C step does not cause Li loss (ICP-OES of annealed pellets).\n"
        "Referee 2: Please compare with the acid-etching route and discuss long-term air stability after the "
        "anneal (storage in dry room for 1 week).\nReferee 3: minor - units in Table 1, reference 23 incomplete.")
    add(f"{pp}/response_to_reviewers_draft.docx", P, "PhD", 2,
        "Response to reviewers - TA-ART-02-2026-001234 (draft, SP 30.05.)\nReferee 1, comment 1: We thank the "
        "referee. ICP-OES on three annealed pellets gives Li/La = 2.13 +- 0.02, identical to as-sintered "
        "(2.14), see new Table S3.\nReferee 2, comment 1: Acid etching (1 M HCl, 30 s) was added as a "
        "comparison (Fig. S7). Dry-room storage for 7 days: R_int rises from 14 to 19 Ohm cm2.\nTODO: ToF-SIMS "
        "re-measurement am 04.06. mit Jonas")
    add(f"{pp}/JMCA_submission_confirmation.eml", P, "PhD", 112, lambda r, dt: _eml(
        "Journal of Materials Chemistry A <onbehalfof@manuscriptcentral.com>", "seoyeon.park@tum.de",
        "Journal of Materials Chemistry A - Manuscript ID TA-ART-02-2026-001234", dt,
        "Dear Ms Park,\nYour manuscript entitled 'Carbonate-free garnet surfaces by a two-step anneal enable "
        "low-resistance lithium interfaces' has been successfully submitted online and is presently being given "
        "full consideration for publication in Journal of Materials Chemistry A.\nYour manuscript ID is "
        "TA-ART-02-2026-001234.\nYours sincerely, Editorial Office, Royal Society of Chemistry"))
    dot(f"{pp}/.~lock.response_to_reviewers_draft.docx#", b"Seo-yeon Park,DESKTOP-SP14,30.05.2026 22:41,\n", 2)
    add(f"{pp}/~$sponse_to_reviewers_draft.docx", L, "System", 2, lambda r, dt: b"\x0cSeo-yeon Park" + b"\x00" * 40)

    # ------------------------------------------------------------ Summer school, E-MRS Fall 2026 (Projects PhD)
    ss = "Documents/PhD/Summer School Seeon 2026"
    add(f"{ss}/Motivation_Letter_Seeon.docx", P, "PhD", 165,
        "Application - International Summer School on Solid-State Ionics, Kloster Seeon, 6-10 July 2026\n"
        "Motivation letter - Seo-yeon Park, TU München\nIn my doctoral work I study the lithium/garnet interface. "
        "The summer school's lectures on defect chemistry and on impedance analysis would help me to interpret "
        "the grain-boundary contributions in my spectra, and the poster session is a chance to discuss my "
        "results on carbonate removal with the community.")
    add(f"{ss}/Zusage_Summer_School.eml", P, "PhD", 96, lambda r, dt: _eml(
        "SSI Summer School Office <summerschool-ssi@uni-giessen.de>", "seoyeon.park@tum.de",
        "Acceptance - International Summer School on Solid-State Ionics 2026", dt,
        "Dear Ms Park,\nWe are pleased to inform you that you have been accepted to the International Summer "
        "School on Solid-State Ionics, 6-10 July 2026, Kloster Seeon (Bavaria). The fee of 620 EUR includes "
        "accommodation in double rooms and full board. Please bring an A0 poster (portrait).\nBest regards,\n"
        "the organising committee"))
    add(f"{ss}/Poster_Seeon_draft.pptx", P, "PhD", 4, lambda r, dt: _pptx(
        "Carbonate-free LLZTO surfaces - Seo-yeon Park, K. Brandt (TUM)", ["Two-step anneal removes Li2CO3",
                                                                          "R_int 1240 -> 14 Ohm cm2",
                                                                          "CCD 0.85 mA/cm2 with ZnO"]))
    add(f"{ss}/Dienstreiseantrag_Seeon.pdf", P, "PhD", 30,
        "Antrag auf Genehmigung einer Dienstreise - TUM\nName: Park, Seo-yeon  Lehrstuhl für Funktionale "
        "Energiematerialien\nReiseziel: Kloster Seeon, 83370 Seeon-Seebruck  Zweck: International Summer School "
        "on Solid-State Ionics\nBeginn: 06.07.2026  Ende: 10.07.2026  Verkehrsmittel: Bahn\nKosten: Teilnahme "
        "620,00 EUR, Fahrt 42,80 EUR  Finanzierung: DFG Projekt BR 2291/4-1\nGenehmigt: Prof. Dr. K. Brandt")
    em = "Documents/PhD/EMRS Fall 2026 Warsaw"
    add(f"{em}/Abstract_EMRS_Fall2026.docx", P, "PhD", 118,
        "E-MRS 2026 Fall Meeting, Warsaw - Symposium F: Solid-state batteries\nTitle: ZnO interlayers and stack "
        "pressure: what limits the critical current density of Ta-LLZO?\nS. Park, F. Huber, K. Brandt\n"
        "Technical University of Munich\nPreferred presentation: oral")
    add(f"{em}/Acceptance_oral_F-12.pdf", P, "PhD", 44,
        "E-MRS 2026 Fall Meeting - 14-17 September 2026 - Warsaw University of Technology\nDear Seo-yeon Park,\n"
        "Your abstract F-12-0347 'ZnO interlayers and stack pressure: what limits the critical current density "
        "of Ta-LLZO?' has been accepted as an ORAL presentation in Symposium F.\nEarly registration closes 30 "
        "June 2026.")
    add(f"{em}/Dienstreiseantrag_Warschau.docx", P, "PhD", 15,
        "Dienstreiseantrag - Entwurf\nReiseziel: Warschau (PL), E-MRS Fall Meeting 14.-17.09.2026, Vortrag\n"
        "Flug LOT MUC-WAW 13.09. / 17.09. ca. 210 EUR, Hotel 4 Nächte ca. 480 EUR, Tagungsgebühr 590 EUR\n"
        "Finanzierung: DFG BR 2291/4-1 - mit Frau Ostermann (Sekretariat) abklären")

    # ------------------------------------------------------------ Teaching and lab duties (Areas PhD)
    lt = "Documents/PhD/Lehre & Labor"
    add(f"{lt}/Praktikum_SS2026_Versuch5_Anleitung.pdf", A, "PhD", 50,
        "Werkstoffpraktikum Sommersemester 2026 - Versuch 5: Ionenleitfähigkeit keramischer Festelektrolyte\n"
        "Betreuung: Seo-yeon Park (Geb. 5, Raum 1.214)\nLernziele: Impedanzspektroskopie, Arrhenius-Auftragung,"
        " Aktivierungsenergie\nVorbereitung: Kapitel 4 des Skripts, Sicherheitsbelehrung Lithiumverbindungen")
    add(f"{lt}/Praktikum_WS2025_Testate.xlsx", A, "PhD", 140,
        "Gruppe;Matrikelnr;Name;Versuch5_Testat;Protokoll;Note\n3;03781123;Fischer, Lukas;bestanden;ok;1,7\n3;"
        "03790451;Yilmaz, Elif;bestanden;Nachbesserung;2,3\n4;03785519;Schneider, Tim;bestanden;ok;2,0\n4;"
        "03799042;Nguyen, Thi Lan;bestanden;ok;1,3")
    add(f"{lt}/Sicherheitsunterweisung_2025_Bestaetigung.pdf", A, "PhD", 290,
        "Jährliche Sicherheitsunterweisung nach § 12 ArbSchG / § 14 GefStoffV\nLehrstuhl für Funktionale "
        "Energiematerialien - 19.08.2025\nInhalte: Umgang mit Lithiummetall und Glovebox, Brandklasse D, "
        "Druckgasflaschen Argon, Abfallentsorgung\nTeilnehmerin: Seo-yeon Park - Unterschrift")
    add(f"{lt}/Glovebox_Dienstplan_2026.xlsx", A, "PhD", 80,
        "KW;Glovebox 1 (Li-Metall);Glovebox 2 (Synthese);XRD-Betreuung\n10;Park;Richter;Huber\n11;Richter;Park;"
        "Huber\n12;Meier;Park;Park\n13;Park;Meier;Richter\n14;Richter;Richter;Park")
    add(f"{lt}/Bestellung_Sigma_Aldrich_2026-04.pdf", A, "PhD", 55,
        "Merck / Sigma-Aldrich - Auftragsbestätigung 4411873201\nKunde: TU München, Lehrstuhl Funktionale "
        "Energiematerialien, z.Hd. S. Park\n1x 402974-100G Lithium hydroxide monohydrate 99.995 %  214,00 EUR\n"
        "1x 203203-25G Tantalum(V) oxide 99.99 %  168,50 EUR\nKostenstelle 8000317  Lieferung Gebäude 5, "
        "Chemikalienannahme")
    add(f"{lt}/Betriebsanweisung_Lithium.pdf", A, "PhD", 600,
        "Betriebsanweisung gemäß § 14 GefStoffV - Lithium (Metall)\nGefahren: reagiert heftig mit Wasser unter "
        "Bildung von Wasserstoff, entzündbar\nSchutzmaßnahmen: nur in der Glovebox unter Argon handhaben, "
        "Schutzbrille, Nitrilhandschuhe\nVerhalten im Gefahrfall: Löschsand / Metallbrandpulver Klasse D, "
        "niemals Wasser")

    # ------------------------------------------------------------ Literature (Resources PhD)
    li = "Documents/PhD/Literatur"
    for k, e in enumerate(LIT):
        add(f"{li}/{e[0]}", R, "PhD", 1200 - k * 130, t_lit(e))
    add(f"{li}/Huggins_Advanced_Batteries_Ch8.pdf", R, "PhD", 1100,
        "Robert A. Huggins - Advanced Batteries: Materials Science Aspects - Chapter 8: Solid electrolytes\n"
        "Mobile ions in solids move through interstitial sites; conductivity follows sigma T = A exp(-Ea/kT).")
    add(f"{li}/Lasia_Impedance_Spectroscopy_Ch3.pdf", R, "PhD", 980,
        "A. Lasia - Electrochemical Impedance Spectroscopy and its Applications - 3 Equivalent circuits\n"
        "Constant phase elements describe distributed time constants; Z_CPE = 1 / (Q (j omega)^n).")
    add(f"{li}/SOP_BioLogic_VMP300_Lehrstuhl.pdf", R, "PhD", 1250,
        "SOP - Impedanzmessungen am BioLogic VMP-300 (Lehrstuhl FEM)\n1. Probe in Swagelok-Zelle oder "
        "Temperaturkammer einbauen\n2. EC-Lab: PEIS, 7 MHz - 1 Hz, 10 mV\n3. Daten als .mpr und .txt sichern auf "
        "\\\\fem-nas\\messdaten")
    add(f"{li}/Zeiss_Crossbeam_FIB_Kurzanleitung.pdf", R, "PhD", 700,
        "ZEISS Crossbeam 550 - Kurzanleitung für Nutzer\nProbe einschleusen, Kippung 54 Grad, Pt-Schutzschicht, "
        "Grobschnitt 30 kV 15 nA, Politur 1.5 nA")
    dot(f"{li}/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 60, 900)
    for fn, e, age in (("1-s2.0-S0167273825000871-main.pdf", ("", "L. Wang, M. Schmidt, P. Hartmann", "Humidity-"
                        "dependent carbonate growth on Ta-doped LLZO studied by operando XPS", "Solid State Ionics "
                        "421 (2025) 116788", "LiOH forms first by proton exchange and converts to Li2CO3 within "
                        "12 h at 40 % RH."), 200),
                       ("s41560-024-01543-z.pdf", ("", "Y. Lu, C.-Z. Zhao, Q. Zhang et al.", "Lithium filament growth"
                        " along grain boundaries in oxide solid electrolytes", "Nature Energy 9 (2024) 1012-1023",
                        "Electronic leakage at grain boundaries lets lithium nucleate inside LLZO pellets."), 420),
                       ("2405.01234v2.pdf", ("", "A. Kumar, S. Ito", "Machine-learned interatomic potentials for "
                        "Li diffusion in cubic garnets", "arXiv:2405.01234 [cond-mat.mtrl-sci]", "A MACE potential "
                        "reproduces DFT Li hopping barriers in Li7La3Zr2O12 within 20 meV."), 300)):
        add(f"Downloads/{fn}", R, "PhD", age, t_lit(e), hard=True)

    # ------------------------------------------------------------ PhD archive: paper 1, past conferences
    pa = "Documents/PhD/Archiv"
    add(f"{pa}/Paper1_ACS_AEM/Park_2025_ACSAEM_ZnO_interlayer.pdf", X, "PhD", 430,
        "ACS Applied Energy Materials 2025, 8, 4412-4421\nZnO interlayers raise the critical current density of "
        "Ta-doped LLZO\nSeo-yeon Park, Florian Huber, Katharina Brandt\nTechnical University of Munich\n"
        "Received December 2, 2024; accepted March 3, 2025")
    add(f"{pa}/Paper1_ACS_AEM/manuscript_final_accepted.docx", X, "PhD", 460,
        "ZnO interlayers raise the critical current density of Ta-doped LLZO - revised manuscript, final\n"
        "Response to referee 2 incorporated; Figure 3 replaced with statistics of 4 cells")
    add(f"{pa}/Paper1_ACS_AEM/Proofs_ae-2024-02211x.pdf", X, "PhD", 445,
        "ACS Publications - Galley proofs ae-2024-02211x\nPlease return corrections within 48 hours.\nQ1: Please "
        "confirm the funding statement (DFG BR 2291/4-1).")
    add(f"{pa}/Paper1_ACS_AEM/Copyright_Transfer_ACS.pdf", X, "PhD", 447,
        "American Chemical Society - Journal Publishing Agreement\nManuscript ae-2024-02211x  Corresponding "
        "author: Katharina Brandt  Signed electronically by Seo-yeon Park")
    ms = f"{pa}/MSE Congress 2024 Darmstadt"
    add(f"{ms}/Poster_MSE2024_final.pdf", X, "PhD", 615,
        "MSE Congress 2024 - Darmstadt, 24-26 September 2024\nPoster C-117: Interlayers for garnet/lithium "
        "interfaces - S. Park, F. Huber, K. Brandt, TUM")
    add(f"{ms}/DB_Ticket_Muenchen_Darmstadt.pdf", X, "PhD", 625,
        "Deutsche Bahn - Ihr Online-Ticket  Auftragsnummer 8R4K2M\nMünchen Hbf -> Darmstadt Hbf  23.09.2024  "
        "ICE 628  Flexpreis 2. Klasse\nReisende: Seo-yeon Park  BahnCard 25  Preis 89,90 EUR")
    add(f"{ms}/Reisekostenabrechnung_MSE2024.pdf", X, "PhD", 590,
        "Reisekostenabrechnung nach BayRKG - TU München\nReisende: Park, Seo-yeon  Reise: MSE Congress "
        "Darmstadt 23.-26.09.2024\nFahrtkosten 179,80 EUR  Übernachtung 3x 96,00 EUR  Tagungsgebühr 290,00 EUR "
        "Tagegeld gekürzt\nErstattungsbetrag 757,80 EUR - überwiesen am 04.11.2024")
    es = f"{pa}/EMRS Spring 2025 Strasbourg"
    add(f"{es}/Talk_EMRS_Spring2025.pptx", X, "PhD", 380, lambda r, dt: _pptx(
        "ZnO interlayers for Ta-LLZO - E-MRS Spring Meeting 2025, Strasbourg", ["Symposium T", "CCD statistics"]))
    add(f"{es}/Hotel_Strasbourg_booking.pdf", X, "PhD", 420,
        "Booking.com - Confirmation 4412.873.009\nHôtel Le Grand Café, Strasbourg  26-30 May 2025  4 nights  "
        "452,00 EUR\nGuest: Seo-yeon Park")

    # ------------------------------------------------------------ Employment (Areas)
    ag = "Documents/서류/Arbeitsvertrag & Gehalt"
    add(f"{ag}/Arbeitsvertrag_TUM_2022.pdf", A, "Employment", 1345,
        "Arbeitsvertrag für befristet beschäftigte Arbeitnehmerinnen\nzwischen dem Freistaat Bayern, vertreten "
        "durch die Technische Universität München, und Frau Seo-yeon Park, geb. 14.03.1998\n§ 1 Frau Park wird "
        "ab 01.10.2022 als wissenschaftliche Mitarbeiterin mit 75 % der regelmäßigen Arbeitszeit eingestellt. "
        "Befristung nach § 2 Abs. 1 WissZeitVG bis 30.06.2026 zur Förderung der eigenen Promotion.\n§ 2 Es "
        "gilt der TV-L. Eingruppierung: Entgeltgruppe 13.")
    add(f"{ag}/Änderungsvertrag_2026_Verlängerung.pdf", A, "Employment", 52,
        "Änderungsvertrag zum Arbeitsvertrag vom 12.09.2022\nFreistaat Bayern / TU München und Frau Seo-yeon "
        "Park\n§ 1 Das Arbeitsverhältnis wird bis 31.03.2027 verlängert (§ 2 Abs. 1 WissZeitVG).\n§ 2 Alle "
        "übrigen Bestimmungen bleiben unverändert. Finanzierung: DFG BR 2291/4-1 und Lehrstuhlmittel.\n"
        "München, 09.04.2026  Personalabteilung (ZA 2)")
    for y, m, age in ((2026, 5, 2), (2026, 4, 33), (2026, 3, 63), (2026, 2, 92), (2026, 1, 122), (2025, 11, 183),
                      (2024, 11, 548)):
        extra = "Jahressonderzahlung 2.246,06 EUR\n" if m == 11 else ""
        add(f"{ag}/Bezüge/Bezügemitteilung_{y}-{m:02d}.pdf", A, "Employment", age,
            t_payslip(y, m, 3712.50 if y == 2026 else 3598.20, extra))
    add(f"{ag}/Lohnsteuerbescheinigung_2024.pdf", A, "Employment", 480,
        "Ausdruck der elektronischen Lohnsteuerbescheinigung für 2024\nArbeitgeber: Freistaat Bayern, Landesamt "
        "für Finanzen  Arbeitnehmerin: Seo-yeon Park  IdNr 57 318 204 991\nBescheinigungszeitraum 01.01.-31.12."
        "2024  Bruttoarbeitslohn 45.417,88  Einbehaltene Lohnsteuer 5.102,00  Solidaritätszuschlag 0,00")
    add(f"{ag}/VBL_Anmeldung_Versicherungsnachweis.pdf", A, "Employment", 1290,
        "VBL - Versorgungsanstalt des Bundes und der Länder\nVersicherungsnachweis - Pflichtversicherung\n"
        "Versicherte: Seo-yeon Park  Versicherungsnummer 1498 3140 98\nBeginn der Pflichtversicherung 01.10.2022"
        " Arbeitgeber: Freistaat Bayern (TU München)")
    add(f"{ag}/Urlaubsantrag_August_2026.docx", A, "Employment", 40,
        "Urlaubsantrag\nName: Seo-yeon Park  Lehrstuhl Funktionale Energiematerialien\nUrlaub von 03.08.2026 bis "
        "25.08.2026 (17 Arbeitstage)  Resturlaub 2026 danach: 9 Tage\nVertretung Glovebox-Dienst: Jonas Richter"
        "\nGenehmigt: ____________ (Prof. Dr. K. Brandt)")
    add(f"{ag}/Bezüge/Bezügemitteilung_2023-10.pdf", A, "Employment", 975, t_payslip(2023, 10, 3340.12))

    # ------------------------------------------------------------ Immigration
    vz = "Documents/서류/Visum"
    vv = f"{vz}/Verlängerung 2026"
    add(f"{vv}/Antrag_Aufenthaltstitel_ausgefuellt.pdf", P, "Immigration", 56,
        "Landeshauptstadt München - Kreisverwaltungsreferat - Service für Ausländerangelegenheiten\nAntrag auf "
        "Verlängerung des Aufenthaltstitels\nName: PARK  Vorname: SEO YEON  Staatsangehörigkeit: Republik Korea\n"
        "Reisepass Nr. M71843205  gültig bis 11.08.2031\nZweck: Forschung / Promotion § 18d AufenthG  derzeitiger "
        "Titel gültig bis 30.06.2026\nArbeitgeber: Technische Universität München, befristet bis 31.03.2027")
    add(f"{vv}/Checkliste_Verlängerung.docx", P, "Immigration", 8,
        "체류허가 연장 준비물 (Termin 16.06.2026, 10:40, KVR Ruppertstraße 19)\n1. Reisepass + aktueller eAT\n"
        "2. biometrisches Passfoto (dm에서 찍음 - 완료)\n3. Änderungsvertrag (Kopie) - 완료\n4. Arbeitgeber"
        "bestätigung Prof. Brandt - 완료\n5. TK Versicherungsbescheinigung - 다운로드 완료\n6. Mietbescheinigung "
        "Lena - 아직!\n7. Gehaltsnachweise letzte 3 Monate\n8. Gebühr 96 EUR (EC-Karte)")
    add(f"{vv}/Arbeitgeberbestätigung_Prof_Brandt.pdf", P, "Immigration", 30,
        "Technische Universität München - Lehrstuhl für Funktionale Energiematerialien\nBestätigung zur Vorlage "
        "bei der Ausländerbehörde\nHiermit bestätige ich, dass Frau Seo-yeon Park seit 01.10.2022 als "
        "wissenschaftliche Mitarbeiterin an meinem Lehrstuhl beschäftigt ist und ihre Promotion voraussichtlich "
        "im Februar 2027 einreicht. Das Arbeitsverhältnis wurde bis 31.03.2027 verlängert.\nProf. Dr. Katharina "
        "Brandt")
    add(f"{vv}/Änderungsvertrag_Kopie_für_KVR.pdf", P, "Immigration", 50,
        "Kopie - Änderungsvertrag zum Arbeitsvertrag vom 12.09.2022 (für die Ausländerbehörde)\nDas "
        "Arbeitsverhältnis von Frau Seo-yeon Park wird bis 31.03.2027 verlängert.")
    add(f"{vv}/TK_Versicherungsbescheinigung_ABH.pdf", P, "Immigration", 9,
        "Techniker Krankenkasse - Versicherungsbescheinigung zur Vorlage bei der Ausländerbehörde\nFrau "
        "Seo-yeon Park, geb. 14.03.1998, ist seit 01.10.2022 bei der TK als Arbeitnehmerin gesetzlich kranken- "
        "und pflegeversichert. Der Versicherungsschutz besteht weiterhin.")
    photo(f"{vv}/Passfoto_biometrisch.jpg", P, "Immigration", 12)
    add(f"{vv}/Terminbestätigung_KVR.eml", P, "Immigration", 27, lambda r, dt: _eml(
        "Kreisverwaltungsreferat München <terminvereinbarung@muenchen.de>", "seoyeon.park98@gmail.com",
        "Terminbestätigung - Ausländerbehörde - Verlängerung Aufenthaltstitel", dt,
        "Sehr geehrte Frau Park,\nhiermit bestätigen wir Ihren Termin:\nDienstag, 16.06.2026, 10:40 Uhr\n"
        "Service für Ausländerangelegenheiten, Ruppertstraße 19, 80337 München, Wartebereich B\nVorgangsnummer: "
        "ABH-2026-118842\nBitte bringen Sie alle Unterlagen laut Checkliste mit.\nIhr Kreisverwaltungsreferat"))
    vo = f"{vz}/2022 Einreise"
    add(f"{vo}/Visumantrag_Botschaft_Seoul.pdf", X, "Immigration", 1460,
        "Botschaft der Bundesrepublik Deutschland Seoul - Antrag auf Erteilung eines nationalen Visums\nPARK SEO "
        "YEON  geb. 14.03.1998 Busan\nZweck des Aufenthalts: Promotion / wissenschaftliche Tätigkeit an der TU "
        "München  geplante Einreise 20.09.2022")
    add(f"{vo}/Expatrio_Sperrkonto_Bestätigung.pdf", X, "Immigration", 1480,
        "Expatrio Global Services GmbH - Bestätigung Sperrkonto\nKontoinhaberin: Seo-yeon Park\nEingezahlter "
        "Betrag: 11.208,00 EUR  monatlicher Freibetrag 934,00 EUR\nDiese Bestätigung dient zur Vorlage bei der "
        "deutschen Auslandsvertretung.")
    add(f"{vo}/Aufnahmevereinbarung_TUM.pdf", X, "Immigration", 1470,
        "Aufnahmevereinbarung nach § 18d AufenthG\nForschungseinrichtung: Technische Universität München\n"
        "Forscherin: Seo-yeon Park, M.S. (Seoul National University)\nForschungsvorhaben: Festkörperbatterien mit "
        "Granat-Elektrolyten  Dauer: 01.10.2022 - 30.06.2026")
    add(f"{vo}/Aufenthaltserlaubnis_2022_Kopie.pdf", X, "Immigration", 1390,
        "Kopie elektronischer Aufenthaltstitel (eAT)\nAufenthaltserlaubnis  PARK, SEO YEON  KOR\ngültig bis "
        "30.06.2026  Anmerkungen: § 18d AufenthG, Beschäftigung nur bei TU München gestattet")
    add(f"{vo}/Anmeldung_Wohnheim_Freimann.pdf", X, "Immigration", 1375,
        "Landeshauptstadt München - Meldebescheinigung\nPark, Seo-yeon  Einzug 21.09.2022\nAnschrift: "
        "Studentenstadt Freimann, Christoph-Probst-Straße 10, App. 1117, 80805 München")
    add(f"{vz}/Reisepass_Kopie.pdf", A, "Immigration", 700,
        "REPUBLIC OF KOREA  PASSPORT  Type PM  Code KOR  Passport No. M71843205\nSurname PARK  Given names SEO "
        "YEON  Date of birth 14 MAR 1998  Sex F\nDate of issue 12 AUG 2021  Date of expiry 11 AUG 2031  "
        "Authority MINISTRY OF FOREIGN AFFAIRS")
    add(f"{vz}/Meldebescheinigung_2023_Keferloherstr.pdf", A, "Immigration", 1030,
        "Landeshauptstadt München - Kreisverwaltungsreferat - Meldebescheinigung\nPark, Seo-yeon  geb. "
        "14.03.1998  Staatsangehörigkeit koreanisch\nAnschrift seit 01.08.2023: Keferloherstraße 58, 80807 "
        "München (Hauptwohnung)")
    add(f"{vz}/재외국민등록_안내.txt", A, "Immigration", 880,
        "주 프랑크푸르트 대한민국 총영사관 - 재외국민등록 안내\n독일에 90일 이상 거주하는 국민은 재외국민등록을 "
        "해야 합니다. 온라인(재외국민 24)으로 신청 가능.\n나: 2022.10 등록 완료. 주소 변경 시 신고 필요 -> "
        "2023.08 Keferloherstr. 로 변경 신고함.\n여권 만료 2031.08 - 그 전에 뮌헨 출장영사 때 재발급 가능.")

    # ------------------------------------------------------------ Health (Areas)
    hg = "Documents/서류/TK & Gesundheit"
    add(f"{hg}/TK_Mitgliedsbescheinigung.pdf", A, "Health", 1320,
        "Techniker Krankenkasse - Mitgliedsbescheinigung zur Vorlage beim Arbeitgeber\nFrau Seo-yeon Park ist ab "
        "01.10.2022 Mitglied der TK. Versichertennummer T284117396.")
    add(f"{hg}/Impfpass_Scan.pdf", A, "Health", 1340,
        "Internationale Bescheinigungen über Impfungen - Park Seo-yeon\nMMR 1999/2003, Tetanus/Diphtherie/"
        "Pertussis Boostrix 14.11.2022 (Dr. Reiter), COVID-19 Comirnaty 3 Dosen 2021 (Seoul), Influenza 10/2025")
    add(f"{hg}/Hausarzt_Befund_Blutbild_2025.pdf", A, "Health", 230,
        "Praxis Dr. med. Sabine Reiter, Fachärztin für Allgemeinmedizin, Milbertshofener Str. 96, 80807 München\n"
        "Befund Blutbild vom 14.10.2025 - Patientin Park, Seo-yeon\nFerritin 11 ng/ml (niedrig), Hb 11,8 g/dl, "
        "TSH 1,9 - Empfehlung: Eisensubstitution 3 Monate, Kontrolle Januar 2026")
    add(f"{hg}/Physio_Verordnung_2026.pdf", A, "Health", 70,
        "Verordnung Heilmittel (Muster 13) - Techniker Krankenkasse\nPatientin: Park, Seo-yeon\nDiagnose: S63.6 "
        "Distorsion Ringband A2 Ringfinger rechts\nKrankengymnastik 6x, 1-2x wöchentlich\nDr. med. T. Aigner, "
        "Orthopädie und Handchirurgie, Schwabing")
    add(f"{hg}/Zahnarzt_Rechnung_PZR_2025.pdf", A, "Health", 250,
        "Zahnarztpraxis Dr. Lehner & Kollegen, Leopoldstraße 180, München\nRechnung Nr. 2025-3381  Professionelle"
        " Zahnreinigung GOZ 1040 (28 Zähne)  98,40 EUR\nZahlbar bis 15.10.2025. Hinweis: TK Zuschuss bis 40 "
        "EUR/Jahr über die TK-App einreichen.")
    add(f"{hg}/병원_메모.txt", A, "Health", 72,
        "정형외과 (Dr. Aigner) 갈 때 말할 것\n- 3월 22일 볼더링 하다가 오른손 약지 크림프 잡고 '딱' 소리\n- 붓기 "
        "있음, 구부리면 아픔, 주먹 쥐기 힘듦\n- Ringband A2 ? 초음파 해달라고 하기\n- Physio 처방 받기, "
        "Krankmeldung 필요 없음 (재택 가능)")
    add(f"{hg}/TK_Bonusprogramm_2025.pdf", A, "Health", 140,
        "TK-Bonusprogramm - Auszahlung für 2025\nFrau Seo-yeon Park: Gesundheits-Check-up, Zahnvorsorge, "
        "Mitgliedschaft Sportverein (DAV) - 3 Maßnahmen\nBonus: 45,00 EUR, überwiesen auf Ihr Konto")

    # ------------------------------------------------------------ Home (Areas, Archive, Resources)
    wg = "Documents/서류/WG"
    add(f"{wg}/Untermietvertrag_Keferloherstr58.pdf", A, "Home", 1040,
        "Untermietvertrag über ein möbliertes Zimmer\nHauptmieterin: Lena Hofmann  Untermieterin: Seo-yeon Park"
        "\nObjekt: Keferloherstraße 58, 3. OG links, 80807 München, Zimmer 2 (14 m²) mit Mitbenutzung von Küche "
        "und Bad\nMietbeginn 01.08.2023, unbefristet. Miete 640,00 EUR warm inkl. Nebenkosten-Vorauszahlung, "
        "Strom und Internet anteilig gesondert. Kaution 1.280,00 EUR. Zustimmung der Vermieterin (Hausverwaltung "
        "Brunner Immobilien) liegt vor.")
    add(f"{wg}/Nebenkostenabrechnung_2024_Anteil.pdf", A, "Home", 330,
        "Brunner Immobilien GmbH - Betriebskostenabrechnung 2024, Keferloherstr. 58, Whg. 3.OG links (Hofmann)"
        "\nGesamtkosten Wohnung 3.842,16 EUR, Vorauszahlungen 3.600,00 EUR, Nachzahlung 242,16 EUR\nAnteil "
        "Zimmer 2 (Park) laut WG-Schlüssel 1/4: 60,54 EUR")
    add(f"{wg}/Miete_Überweisungen_2026.xlsx", A, "Home", 3,
        "Monat;Miete;Strom SWM;Internet M-net;Haushaltskasse;bezahlt am\nJan;640;24;10;15;30.12.2025\nFeb;640;24;"
        "10;15;29.01.2026\nMär;640;24;10;15;27.02.2026\nApr;640;24;10;15;30.03.2026\nMai;640;26;10;15;29.04.2026"
        "\nJun;640;26;10;15;28.05.2026")
    add(f"{wg}/Putzplan_WG.xlsx", A, "Home", 95,
        "Woche;Küche;Bad;Flur & Müll;Einkauf Putzmittel\nKW 9;Seo-yeon;Jonas;Priya;Lena\nKW 10;Lena;Seo-yeon;"
        "Jonas;Priya\nKW 11;Priya;Lena;Seo-yeon;Jonas\nKW 12;Jonas;Priya;Lena;Seo-yeon")
    add(f"{wg}/Rundfunkbeitrag_Befreiung_Mitbewohner.pdf", A, "Home", 1000,
        "ARD ZDF Deutschlandradio Beitragsservice - Bestätigung\nFür die Wohnung Keferloherstraße 58, 3. OG links,"
        " wird der Rundfunkbeitrag bereits von Lena Hofmann (Beitragsnummer 512 883 104) gezahlt. Frau Seo-yeon "
        "Park ist daher nicht gesondert beitragspflichtig.")
    add(f"{wg}/Haftpflicht_Police_HUK24.pdf", A, "Home", 1010,
        "HUK24 AG - Versicherungsschein Privat-Haftpflichtversicherung\nVersicherungsnehmerin: Seo-yeon Park, "
        "Keferloherstraße 58, 80807 München\nTarif Single Basis, Deckungssumme 10 Mio. EUR, inkl. Mietsachschäden"
        "\nJahresbeitrag 38,76 EUR, Beginn 01.08.2023")
    add(f"{wg}/splitwise_WG_export.csv", A, "Home", 14,
        "Date,Description,Category,Cost,Currency,Lena Hofmann,Jonas Weber,Priya Nair,Seo-yeon Park\n2026-04-03,"
        "Toilettenpapier Spülmittel dm,Household supplies,23.40,EUR,-5.85,-5.85,17.55,-5.85\n2026-04-19,"
        "Staubsaugerbeutel,Household supplies,12.99,EUR,9.74,-3.25,-3.25,-3.25\n2026-05-02,WG-Grillen Olympiapark,"
        "Food,46.20,EUR,-11.55,-11.55,-11.55,34.65\n2026-05-18,Neue Duschvorhang,Household supplies,19.90,EUR,"
        "-4.98,14.92,-4.98,-4.98")
    add(f"{wg}/M-net_Vertrag_Lena.pdf", A, "Home", 1020,
        "M-net Telekommunikations GmbH - Auftragsbestätigung Glasfaser 250\nKundin: Lena Hofmann, Keferloherstr."
        " 58  Monatlich 39,90 EUR  Mindestlaufzeit 24 Monate")
    wh = f"{wg}/Wohnheim Freimann 2022-23"
    add(f"{wh}/Mietvertrag_Studentenwerk.pdf", X, "Home", 1385,
        "Studierendenwerk München Oberbayern - Mietvertrag Wohnheimplatz\nMieterin: Seo-yeon Park\nStudentenstadt"
        " Freimann, Christoph-Probst-Str. 10, Appartement 1117  Mietzeit 21.09.2022 - 31.07.2023  Miete 395 EUR")
    add(f"{wh}/Kündigung_Wohnheim.docx", X, "Home", 1110,
        "Seo-yeon Park, Christoph-Probst-Str. 10, App. 1117, 80805 München\nAn das Studierendenwerk München "
        "Oberbayern, Abteilung Wohnen\nKündigung meines Wohnheimplatzes zum 31.07.2023\nBitte überweisen Sie "
        "die Kaution (790 EUR) auf mein Konto bei der DKB.")
    add(f"{wh}/Übergabeprotokoll_Auszug.pdf", X, "Home", 1035,
        "Wohnungsübergabeprotokoll - Auszug 31.07.2023 - App. 1117 Studentenstadt Freimann\nZustand: besenrein, "
        "keine Mängel. Schlüssel: 2 Zimmer, 1 Briefkasten zurückgegeben. Kaution wird vollständig erstattet.")
    add("Documents/Anleitungen/IKEA_MALM_Kommode_Montage.pdf", R, "Home", 1025,
        "IKEA MALM Kommode mit 4 Schubladen - Montageanleitung\nWichtig: Kippschutz an der Wand befestigen. "
        "Benötigt: Schraubendreher, Hammer")
    add("Documents/Anleitungen/Bosch_WAN28K40_Waschmaschine.pdf", R, "Home", 1000,
        "Bosch Serie 4 Waschmaschine WAN28K40 - Gebrauchsanleitung\nProgramm Pflegeleicht 40 C, Fehlercode E18: "
        "Laugenpumpe reinigen")

    # ------------------------------------------------------------ Finance (Areas)
    fi = "Documents/서류/Finanzen"
    for k, age in enumerate((3, 33, 64)):
        m = on(age)
        add(f"{fi}/DKB/Kontoauszug_{m.year}_{m.month:02d}.pdf", A, "Finance", age, t_dkb(k))
    add(f"{fi}/DKB/Kontoauszug_2024_12.pdf", A, "Finance", 515, t_dkb(0))
    add(f"{fi}/Steuer/Steuerbescheid_2023.pdf", A, "Finance", 690,
        "Finanzamt München - Bescheid für 2023 über Einkommensteuer\nFrau Seo-yeon Park, Steuernummer "
        "146/234/51773\nFestgesetzt: Einkommensteuer 4.211,00 EUR, bereits gezahlt 4.702,00 EUR\nErstattung "
        "491,00 EUR. Werbungskosten anerkannt: Arbeitszimmer nein, Fachliteratur, Umzug, Sprachkurs Deutsch.")
    add(f"{fi}/Steuer/Steuererklärung_2025_Belege.xlsx", A, "Finance", 6,
        "Posten;Betrag;Beleg;Anlage\nFahrten Garching (Deutschlandticket anteilig);696,00;DKB;N\nArbeitsmittel "
        "Laptop (AfA 1/1);1.049,00;Rechnung Cyberport;N\nFachliteratur;84,50;Amazon;N\nKontoführung;16,00;"
        "pauschal;N\nHaftpflicht;38,76;HUK24;Vorsorgeaufwand\nSpenden UNICEF;60,00;Quittung;Sonderausgaben")
    add(f"{fi}/Steuer/ELSTER_Entwurf_2025_Notizen.txt", A, "Finance", 5,
        "ESt 2025 - Abgabe bis 31.07.2026 (ohne Steuerberater)\n- Lohnsteuerbescheinigung 2025 ist in ELSTER "
        "vorausgefüllt (Belegabruf) ✔\n- Anlage N: Fahrtkosten? Ich habe Deutschlandticket -> tatsächliche "
        "Kosten vs. Pendlerpauschale 15 km x 0,30 x 210 Tage vergleichen\n- Unterhalt an Eltern in Korea? "
        "Anlage Unterhalt braucht Unterhaltserklärung in Deutsch/Koreanisch + Nachweis Bedürftigkeit -> fragen")
    add(f"{fi}/Trade_Republic_Jahresübersicht_2025.pdf", A, "Finance", 130,
        "Trade Republic Bank GmbH - Jahressteuerbescheinigung / Depotübersicht 2025\nDepot Seo-yeon Park\n"
        "Vanguard FTSE All-World UCITS ETF (IE00BK5BQT80) 38,214 Stk., Wert 31.12.2025: 5.118,44 EUR\n"
        "Sparplan 200 EUR monatlich. Vorabpauschale 2025: 12,31 EUR, Freistellungsauftrag 1.000 EUR")
    add(f"{fi}/KB국민은행_거래내역_2026.xlsx", A, "Finance", 20,
        "거래일시;적요;출금;입금;잔액;거래점\n2026.01.25;KB카드 결제;32,400;;4,812,330;인터넷\n2026.02.10;이자;;"
        "1,210;4,813,540;본점\n2026.03.02;통신비 SKT 유심 유지;4,400;;4,809,140;자동이체\n2026.04.15;정기적금 "
        "이체;300,000;;4,509,140;인터넷\n2026.05.02;엄마 카드값 보탬;200,000;;4,309,140;인터넷")
    add(f"{fi}/가계부_2026.xlsx", A, "Finance", 2,
        "월;수입(넷);월세;생활비;교통;보험;송금(엄마);저축ETF;여가;남은돈\n1월;2468;640;410;58;3;220;200;120;817"
        "\n2월;2468;640;380;58;3;220;200;95;872\n3월;2468;640;455;58;3;220;200;210;682\n4월;2468;640;420;58;3;"
        "230;200;160;757\n5월;2468;640;398;58;3;230;200;140;799\n8월 한국 비행기표;1.284 (2월 결제)")
    add(f"{fi}/~$계부_2026.xlsx", L, "System", 2, lambda r, dt: b"\x0cSeo-yeon Park" + b"\x00" * 40)

    # ------------------------------------------------------------ Family (Areas)
    fa = "Documents/가족"
    add(f"{fa}/Wise_송금내역_2025.csv", A, "Family", 150,
        "ID,Status,Direction,Created on,Source amount,Source currency,Target amount,Target currency,Target name,"
        "Reference\n" + "\n".join(f"TRANSFER-{1380000000 + m * 7731},COMPLETED,OUT,2025-{m:02d}-0{1 + m % 5},"
                                  f"{210 if m < 7 else 220}.00,EUR,{(210 if m < 7 else 220) * 1489:,},KRW,KIM MI KYUNG,"
                                  f"생활비 {m}월" for m in range(1, 13)))
    add(f"{fa}/Wise_receipt_2026-05.pdf", A, "Family", 29, t_wise)
    add(f"{fa}/아빠_무릎수술_메모.docx", A, "Family", 47,
        "아빠 무릎 수술 (인공관절) 관련 정리 - 2026년 4월\n병원: 부산 해운대백병원 정형외과, 수술일 5월 12일\n"
        "비용: 약 650만원, 실손보험으로 일부 환급 예정 (엄마가 서류 제출)\n민준이가 입원 기간 간병 (5/11-5/20)\n"
        "내가 보탤 돈: 150만원 -> 4월 말 KB에서 엄마 계좌로 이체 완료\n8월에 가면 재활 병원 같이 가기")
    add(f"{fa}/가족관계증명서_영문.pdf", A, "Family", 1400,
        "CERTIFICATE OF FAMILY RELATIONS (Basic)  Republic of Korea, Supreme Court\nRegistration base: Busan "
        "Haeundae-gu\nPrincipal: PARK SEO YEON (1998.03.14)\nFather: PARK JONG HO (1966.07.02)  Mother: KIM MI "
        "KYUNG (1969.11.23)")
    add(f"{fa}/엄마_환갑_계획.txt", A, "Family", 160,
        "엄마 환갑 (2029년 11월이지만 미리 적금)\n- 민준이랑 매달 10만원씩 모으기로 함 (2026년 1월부터)\n- 가족 "
        "여행: 제주도 or 일본 후쿠오카\n- 올해 생신 (11/23) 선물: 목도리 + 뮌헨에서 산 Rösle 주방용품?")

    # ------------------------------------------------------------ Travel (Projects: Busan 2026; Archive: past)
    tv = "Documents/여행/2026 8월 한국"
    add(f"{tv}/Lufthansa_Buchung_MUC-ICN.pdf", P, "Travel", 118,
        "Lufthansa - Buchungsbestätigung  Buchungscode 6ZTQ4L\nPassagier: MS SEO YEON PARK\nLH 718 München (MUC) "
        "- Seoul Incheon (ICN) 03.08.2026 20:45 - 04.08.2026 15:10\nLH 719 Seoul Incheon - München 24.08.2026 "
        "12:30 - 18:55\nEconomy Classic, 2 x 23 kg  Gesamtpreis 1.284,36 EUR")
    add(f"{tv}/KTX_예매.txt", P, "Travel", 10,
        "코레일 KTX 예매 (8월)\n8/5 (수) 서울 -> 부산 KTX 031  09:00-11:41  8호차 12A  59,800원\n8/9 (일) 부산 "
        "-> 서울 KTX 062 ? - 아직 예매 안 함 (결혼식은 8/8 토 서울에서... 그럼 8/7 금에 올라가야 함)\n"
        "Korail 앱 외국 카드 결제 안 돼서 민준이 카드로 결제함")
    add(f"{tv}/선물리스트.xlsx", P, "Travel", 6,
        "누구;선물;어디서;가격;샀음\n엄마;Weleda 크림 세트;dm;24;O\n아빠;무릎 보호대 Bauerfeind;Sanitätshaus;89;X\n"
        "민준;Adidas Samba;Zalando;110;X\n할머니;Ritter Sport + Haribo;Rewe;15;O\n연구실 후배들;"
        "Lindt 초콜릿;Lindt Outlet;30;X\n지은 (결혼 축의금);현금 20만원;;;")
    add(f"{tv}/지은_결혼식.txt", P, "Travel", 35,
        "지은이 결혼식\n2026년 8월 8일 (토) 오후 1시, 서울 강남 더채플앳청담 3층\n축의금 20만원, 대학 동기들이랑 "
        "같이 앉음\n드레스코드 없음 - 원피스 한국 가서 사기?")
    add(f"{tv}/Reiseplan_August.docx", P, "Travel", 12,
        "8월 한국 일정 (3.8.-24.8.2026)\n4.8. 인천 도착, 서울 언니집(사촌) 1박\n5.8.-7.8. 부산 집, 아빠 재활병원\n"
        "7.8.-9.8. 서울 - 지은 결혼식 8.8.\n10.8.-23.8. 부산: 가족, 해운대, 할머니댁 (김해), 치과\n24.8. "
        "귀국 LH 719")
    to = "Documents/여행/지난 여행"
    add(f"{to}/Wien 2023/ÖBB_Sparschiene_Wien.pdf", X, "Travel", 960,
        "ÖBB Ticket - Sparschiene  München Hbf - Wien Hbf  14.10.2023 07:27  Railjet 61  29,90 EUR\nReisende: "
        "Seo-yeon Park")
    add(f"{to}/Wien 2023/Hostel_Wombats_Wien.pdf", X, "Travel", 965,
        "Wombat's City Hostel Vienna - The Naschmarkt - Reservation 2 nights 14-16 Oct 2023, female dorm, 2 "
        "guests (Park, Nair) 118,00 EUR")
    add(f"{to}/Korea Dezember 2024/Asiana_eTicket.pdf", X, "Travel", 560,
        "Asiana Airlines e-Ticket Itinerary/Receipt  PARK/SEOYEON MS\nOZ 542 FRA-ICN 20DEC2024  OZ 541 ICN-FRA "
        "05JAN2025  Fare EUR 968,00\nICE München-Frankfurt Flughafen separat")
    add(f"{to}/Korea Dezember 2024/일정_연말.txt", X, "Travel", 545,
        "연말 한국 방문 12/21-1/5\n12/24 부산 도착, 크리스마스 가족 외식 (광안리)\n12/31 해돋이 - 해운대\n"
        "1/3 서울 연구실 (이재원 교수님) 인사드리기")
    add(f"{to}/Gardasee 2025/Airbnb_Malcesine.pdf", X, "Travel", 370,
        "Airbnb - Reservation confirmed  Malcesine, Lago di Garda  Apartment Casa Olivo\n13-16 June 2025, 4 "
        "guests (Lena, Jonas, Priya, Seo-yeon)  Total 612,00 EUR")
    add(f"{to}/Gardasee 2025/Flixbus_Muenchen_Verona.pdf", X, "Travel", 372,
        "FlixBus - Buchung 3102887431  München ZOB - Verona Porta Nuova 13.06.2025 06:30  Rückfahrt 16.06.2025"
        "  4 Fahrgäste  Gesamt 131,96 EUR")

    # ------------------------------------------------------------ German (Archive course, Resources)
    de = "Documents/Deutsch"
    add(f"{de}/B2 Kurs MVHS 2024/MVHS_Anmeldung_B2.2.pdf", X, "German", 900,
        "Münchner Volkshochschule - Anmeldebestätigung\nKurs F341-220 Deutsch Intensiv B2.2, 15.01.-28.06.2024, "
        "Mo/Mi 18:00-21:00, Einsteinstraße 28\nTeilnehmerin: Seo-yeon Park  Entgelt 468,00 EUR")
    for i, (topic, age) in enumerate((("Homeoffice - Vor- und Nachteile", 840), ("Soll das Auto aus der "
                                      "Innenstadt verbannt werden?", 790), ("Forschung und Ethik", 750)), 1):
        add(f"{de}/B2 Kurs MVHS 2024/Hausaufgabe_Erörterung_{i}.docx", X, "German", age,
            f"Erörterung: {topic}\nIn den letzten Jahren wird immer häufiger darüber diskutiert, ob ... Einerseits "
            "spricht dafür, dass ... Andererseits darf man nicht vergessen, dass ... Meiner Meinung nach ...\n"
            "[Korrektur Frau Lindner: Konnektoren gut! Achtung Verbposition im Nebensatz, Artikel 'die Forschung']")
    add(f"{de}/B2 Kurs MVHS 2024/telc_Deutsch_B2_Zertifikat.pdf", X, "German", 680,
        "telc Deutsch B2 - Zertifikat\nSeo-yeon Park, geb. 14.03.1998 in Busan\nPrüfungsdatum 13.07.2024, "
        "Prüfungszentrum Münchner Volkshochschule\nErgebnis: gut (Schriftlich 201,5 / Mündlich 62 von 75)")
    add(f"{de}/B2 Kurs MVHS 2024/Modelltest_Hören_Teil2.mp3", X, "German", 720,
        lambda r, dt: _id3(r, "Modelltest 1 Hören Teil 2", "telc", "Deutsch B2 Übungstest"))
    add(f"{de}/Grammatik_Übersicht_Nebensätze.pdf", R, "German", 400,
        "Grammatik-Übersicht: Nebensätze und Konnektoren\nweil / da (Grund), obwohl (Gegengrund), damit / um ... "
        "zu (Ziel), sodass (Folge), indem (Mittel)\nVerb am Ende: ..., weil ich morgen ins Labor gehen muss.")
    add(f"{de}/Redemittel_Präsentation_Meeting.docx", R, "German", 260,
        "Redemittel für Besprechungen und Präsentationen\nIch würde gern kurz auf ... eingehen.\nDarf ich da kurz"
        " einhaken?\nWie auf der Folie zu sehen ist, ...\nZusammenfassend lässt sich sagen, dass ...")
    add(f"{de}/Deutsch_Wortschatz.apkg", R, "German", 30, lambda r, dt: _zip(
        [("collection.anki2", "SQLite format 3 deck: Deutsch Wortschatz Alltag & Labor"), ("media", "{}")]))

    # ------------------------------------------------------------ Master's at SNU (Archive Education)
    ed = "Documents/석사 (SNU)"
    add(f"{ed}/석사학위논문_최종.hwp", X, "Education", 1420, blob(OLE, 4000))
    add(f"{ed}/석사학위논문_최종.pdf", X, "Education", 1420,
        "Master's Thesis - Sol-gel synthesis and sintering of Al-doped Li7La3Zr2O12 solid electrolytes\nPark "
        "Seo-yeon\nDepartment of Materials Science and Engineering, Graduate School, Seoul National University"
        "\nAdvisor: Prof. Lee Jae-won\nAugust 2022")
    add(f"{ed}/졸업증명서_영문.pdf", X, "Education", 1400,
        "SEOUL NATIONAL UNIVERSITY - CERTIFICATE OF GRADUATION\nName: PARK SEO YEON  Date of birth: March 14, "
        "1998\nDegree: Master of Science in Engineering (Materials Science and Engineering)\nDate of graduation: "
        "August 29, 2022")
    add(f"{ed}/성적증명서_영문.pdf", X, "Education", 1400,
        "SEOUL NATIONAL UNIVERSITY - OFFICIAL TRANSCRIPT (Graduate School)\nPARK SEO YEON  Materials Science and "
        "Engineering\nThermodynamics of Materials A+, Advanced Ceramics A0, Electrochemistry of Energy Materials "
        "A+, Research Ethics P\nGPA 4.11 / 4.3")
    add(f"{ed}/ZAB_Zeugnisbewertung.pdf", X, "Education", 1480,
        "Zentralstelle für ausländisches Bildungswesen - Zeugnisbewertung\nInhaberin: Seo-yeon Park\nMaster of "
        "Science in Engineering, Seoul National University (2022)\nBewertung: entspricht einem deutschen "
        "Hochschulabschluss auf Masterebene")
    add(f"{ed}/연구실_최종발표_2022.pptx", X, "Education", 1440, lambda r, dt: _pptx(
        "석사 최종 발표 - Al 도핑 LLZO의 졸-겔 합성", ["이재원 교수님 연구실 (에너지세라믹스)", "입방정 상 안정화",
                                                 "이온전도도 2.1e-4 S/cm"]))
    add(f"{ed}/수업/재료열역학_과제3.docx", X, "Education", 1750,
        "재료열역학 (2021 봄) 과제 3 - 박서연\n1. Ellingham diagram을 이용하여 1000 K에서 ZrO2의 환원 조건을 구하시오."
        "\n2. 정규용체 모델에서 Ω = 15 kJ/mol일 때 임계온도 계산: Tc = Ω / 2R = 902 K")
    add(f"{ed}/수업/전기화학_기말레포트.docx", X, "Education", 1600,
        "에너지소재 전기화학 기말 레포트 - 고체전해질의 계면 저항\n박서연 (2021-2xxxx)\n가넷형 LLZO의 Li2CO3 "
        "표면층이 계면 저항을 증가시키는 메커니즘을 정리하였다.")

    # ------------------------------------------------------------ Bouldering (Areas, Resources)
    bo = "Documents/Bouldern"
    add(f"{bo}/DAV_Mitgliedschaft_2026.pdf", A, "Bouldering", 150,
        "Deutscher Alpenverein - Sektion München  Mitgliedsausweis 2026\nSeo-yeon Park  Mitgliedsnummer "
        "101/00/448213  Kategorie A-Mitglied (Junior bis 27 endet: ab 2026 Vollmitglied)  Beitrag 94,00 EUR")
    add(f"{bo}/Jahreskarte_Kletterzentrum_Freimann.pdf", A, "Bouldering", 160,
        "DAV Kletter- und Boulderzentrum München-Nord (Freimann) - Jahreskarte\nInhaberin: Seo-yeon Park, DAV "
        "Mitglied Sektion München\nGültig 01.01.2026 - 31.12.2026  Preis 395,00 EUR (ermäßigt)")
    add(f"{bo}/Fingerboard_Plan_nach_Verletzung.pdf", R, "Bouldering", 45,
        "Return to climbing after an A2 pulley strain - a progressive hangboard protocol\nWeeks 1-2: open-hand "
        "hangs 10 s on 20 mm edge with feet on, 40 % body weight\nWeeks 3-4: half-crimp 10 s, 60 %\nAvoid full "
        "crimp until week 8, tape with H-taping")
    add(f"{bo}/Technik_Notizen.txt", R, "Bouldering", 300,
        "볼더링 기술 메모\n- heel hook: 발뒤꿈치 당기면서 엉덩이 벽쪽으로\n- drop knee 할 때 반대손 멀리\n- 슬랩: "
        "발 믿기! 체중 발 위에\n- 다이노 연습은 노란색 (Freimann 2층)")
    add("Documents/Mail/Ihre Bestellung bei Bergfreunde.eml", A, "Bouldering", 210, lambda r, dt: _eml(
        "Bergfreunde.de <service@bergfreunde.de>", "seoyeon.park98@gmail.com", "Ihre Bestellung 4471-2231-08", dt,
        "Hallo Seo-yeon,\nvielen Dank für deine Bestellung!\n1x La Sportiva Solution Comp Kletterschuh Gr. 37,5  "
        "129,95 EUR\n1x Black Diamond Chalk Bag Mojo  24,95 EUR\nVersandkostenfrei. Dein Bergfreunde-Team"))

    # ------------------------------------------------------------ hobbies and media (Resources)
    add("Documents/레시피/김치찌개.txt", R, "Cooking", 500,
        "김치찌개 (2인분)\n묵은지 1/4포기, 돼지 앞다리살 200g, 두부 반 모, 대파, 고춧가루 1T, 국간장 1T\n1. 돼지고기 "
        "참기름에 볶기 2. 김치 넣고 5분 3. 물 500ml (쌀뜨물이면 더 좋음) 20분 끓이기\nAsia Markt Dong Duc에서 "
        "종가집 김치 사면 됨")
    add("Documents/레시피/된장찌개_엄마버전.txt", R, "Cooking", 820,
        "엄마 된장찌개\n멸치 다시마 육수 -> 된장 2T + 고추장 0.5T -> 애호박, 감자, 양파 -> 두부, 청양고추\n"
        "독일에서는 애호박 대신 Zucchini 써도 됨")
    add("Documents/레시피/Kimchi_selbstgemacht_für_WG.docx", R, "Cooking", 420,
        "Kimchi selbst machen (für Lena & Jonas übersetzt)\n1 Chinakohl, 100 g grobes Meersalz, 3 EL Gochugaru, "
        "5 Knoblauchzehen, Ingwer, 2 EL Fischsauce, Frühlingszwiebeln\nKohl 6 h salzen, abspülen, Paste "
        "einmassieren, 2 Tage bei Raumtemperatur, dann Kühlschrank")
    eb = "Documents/eBooks"
    for fn, t, a, lang, age in (("Han_Kang_채식주의자.epub", "채식주의자", "한강", "ko", 600),
                                ("Han_Kang_소년이_온다.epub", "소년이 온다", "한강", "ko", 560),
                                ("Kafka_Die_Verwandlung.epub", "Die Verwandlung", "Franz Kafka", "de", 800),
                                ("Juli_Zeh_Unterleuten.epub", "Unterleuten", "Juli Zeh", "de", 380),
                                ("Ishiguro_Klara_and_the_Sun.epub", "Klara and the Sun", "Kazuo Ishiguro", "en", 950),
                                ("Clear_Atomic_Habits.epub", "Atomic Habits", "James Clear", "en", 1150),
                                ("김초엽_우리가_빛의_속도로_갈_수_없다면.epub", "우리가 빛의 속도로 갈 수 없다면", "김초엽",
                                 "ko", 1500),
                                ("Pachinko_Min_Jin_Lee.epub", "Pachinko", "Min Jin Lee", "en", 300)):
        add(f"{eb}/{fn}", R, "Books", age, lambda r, dt, t=t, a=a, lang=lang: _epub(t, a, lang, f"{t} - {a}."))
    mu = "Music"
    for fn, t, a, al, age in (("IU - 밤편지.mp3", "밤편지", "IU", "Palette", 1200),
                              ("IU - Love wins all.mp3", "Love wins all", "IU", "The Winning", 480),
                              ("AKMU - 어떻게 이별까지 사랑하겠어, 널 사랑하는 거지.mp3", "어떻게 이별까지 사랑하겠어, 널 사랑하는 거지",
                               "AKMU", "항해", 1300),
                              ("10CM - 봄이 좋냐.mp3", "봄이 좋냐??", "10CM", "4.0", 1250),
                              ("NewJeans - Ditto.mp3", "Ditto", "NewJeans", "OMG", 1150),
                              ("DAY6 - 예뻤어.mp3", "예뻤어", "DAY6", "Every DAY6 February", 700),
                              ("Jannabi - 주저하는 연인들을 위해.mp3", "주저하는 연인들을 위해", "잔나비",
                               "전설", 900),
                              ("AnnenMayKantereit - Pocahontas.mp3", "Pocahontas", "AnnenMayKantereit", "Alles Nix "
                               "Konkretes", 820),
                              ("Provinz - Wenn die Party vorbei ist.mp3", "Wenn die Party vorbei ist", "Provinz",
                               "Wir bauten uns Amerika", 640),
                              ("성시경 - 너의 모든 순간.mp3", "너의 모든 순간", "성시경", "별에서 온 그대 OST", 1380),
                              ("Crush - Beautiful.mp3", "Beautiful", "Crush", "도깨비 OST", 1360)):
        add(f"{mu}/{fn}", R, "Music", age, lambda r, dt, t=t, a=a, al=al: _id3(r, t, a, al))
    add("Videos/Dramas/나의 아저씨 E01.srt", R, "Dramas", 600,
        "1\n00:00:05,200 --> 00:00:08,100\nWer weiß schon, wie es ist, erwachsen zu sein?\n\n2\n00:00:09,000 --> "
        "00:00:11,500\n(My Mister, Episode 1 - deutsche Untertitel, Fan-Übersetzung)\n")
    add("Videos/Dramas/Crash Landing on You E05.en.srt", R, "Dramas", 1000,
        "1\n00:01:12,400 --> 00:01:15,000\nI'm not going to let anything happen to you.\n")
    add("Documents/드라마_볼거리.xlsx", R, "Dramas", 16,
        "제목;채널;회차;상태;별점\n폭싹 속았수다;Netflix;16;다 봄;5\n나의 아저씨;tvN;16;다 봄(두 번째);5\n"
        "선재 업고 튀어;tvN;16;다 봄;4\n중증외상센터;Netflix;8;보는 중 E5;\n미지의 서울;tvN;12;볼 예정;")
    for fn, head, age in (("KakaoTalk_Setup.exe", EXE, 1330), ("ZoteroSetup-7.0.11.exe", EXE, 200),
                          ("OriginPro2024b_Setup.exe", EXE, 540), ("python-3.12.4-amd64.exe", EXE, 330),
                          ("basic-miktex-24.1-x64.exe", EXE, 900), ("Anki-24.11-windows-qt6.exe", EXE, 170),
                          ("HwpViewer_2024.exe", EXE, 1280), ("VESTA-win64.zip", b"PK\x03\x04", 1100)):
        add(f"Downloads/{fn}", R, "Software", age, blob(head, 2500))

    # ------------------------------------------------------------ Photos (Resources)
    for age in (3, 9, 23, 41, 58, 77, 104, 150, 212, 260, 310, 505):
        n = on(age).replace(hour=9 + age % 11, minute=age % 60)
        photo(f"Pictures/Camera/{n:%Y%m%d_%H%M%S}.jpg", R, "Photos", age)
    for age in (2, 15, 88, 200):
        n = on(age)
        add(f"Pictures/Screenshots/Screenshot_{n:%Y%m%d}-{age % 24:02d}{age % 60:02d}17_KakaoTalk.png", R,
            "Photos", age, "")
    for k, age in enumerate((350, 350, 351, 352)):
        photo(f"Pictures/Gardasee 2025/IMG_{20250613 + k}_{1100 + k * 37}.jpg", R, "Photos", age)
    for k, age in enumerate((526, 525, 520, 514)):
        photo(f"Pictures/Korea 2024-25/부산_{k + 1:02d}.jpg", R, "Photos", age)
    for k, age in enumerate((36, 120, 240)):
        photo(f"Pictures/Bouldern/Freimann_{on(age):%Y%m%d}_{k}.jpg", R, "Photos", age)
    add("Pictures/Bouldern/projekt_gelb_send.mp4", R, "Photos", 120, blob(MP4, 3000))
    for k, age in enumerate((80, 80, 81)):
        photo(f"Pictures/von Priya/IMG_{4521 + k}.HEIC", R, "Photos", age)
    photo("Desktop/캡처.png", R, "Photos", 7)
    add("Pictures/Camera/Thumbs.db", L, "System", 3, blob(OLE, 600))

    # ------------------------------------------------------------ old phone backup (Archive Backup)
    bk = "Galaxy S10 백업 (2022)"
    for k, age in enumerate((1420, 1460, 1500, 1530, 1600, 1700, 1800)):
        n = on(age).replace(hour=12 + k, minute=7 * k)
        photo(f"{bk}/DCIM/Camera/{n:%Y%m%d_%H%M%S}.jpg", X, "Backup", age)
    add(f"{bk}/Contacts/연락처_2022.vcf", X, "Backup", 1395,
        "BEGIN:VCARD\nVERSION:3.0\nFN:엄마\nTEL;TYPE=CELL:+82 10-4412-7731\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\n"
        "FN:이재원 교수님\nTEL;TYPE=WORK:+82 2-880-7xxx\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:지은\n"
        "TEL;TYPE=CELL:+82 10-3391-2250\nEND:VCARD\n")
    add(f"{bk}/Documents/Samsung Notes/독일_준비.txt", X, "Backup", 1410,
        "독일 가기 전 할 일 (2022)\n- 비자 인터뷰 7/18 대사관\n- 블록계좌 Expatrio 입금\n- 국제운전면허증\n"
        "- 뮌헨 기숙사 계약서 서명\n- 치과, 안경 맞추기")
    add(f"{bk}/KakaoTalk/KakaoTalk_Chat_연구실_2022.txt", X, "Backup", 1398,
        "Talk_2022.8.30 21:12-1.txt\n2022. 8. 29. 오후 3:12, 이재원 교수님 : 서연아 졸업 축하한다. 뮌헨 가서도 연락하고\n"
        "2022. 8. 29. 오후 3:15, 박서연 : 감사합니다 교수님! 꼭 연락드리겠습니다")
    add(f"{bk}/Call/통화 녹음 기숙사 문의_220905.m4a", X, "Backup", 1396, blob(b"\x00\x00\x00\x20ftypM4A ", 2000))
    add(f"{bk}/Download/Studentenwerk_Zusage.pdf", X, "Backup", 1440,
        "Studierendenwerk München Oberbayern - Zimmerangebot\nSehr geehrte Frau Park, wir bieten Ihnen einen "
        "Wohnheimplatz in der Studentenstadt Freimann ab 21.09.2022 an.")
    add(f"{bk}/Download/KTX_영수증.pdf", X, "Backup", 1650, "KORAIL e-ticket receipt  Busan - Seoul  KTX 014  "
        "2021-12-24  59,800 KRW  PARK SEOYEON")

    # ------------------------------------------------------------ Downloads: loose and nameless files (hard)
    dl = "Downloads"
    add(f"{dl}/document.pdf", A, "Finance", 260,
        "KB Kookmin Bank - Certificate of Deposit Balance (English)\nAccount holder: PARK SEO YEON  Account "
        "No. 612302-04-118xxx (ordinary deposit)\nBalance as of 2025-09-01: KRW 4,655,210\nIssued for: personal "
        "use (overseas)", hard=True)
    add(f"{dl}/document (1).pdf", A, "Finance", 95, t_dkb(2), hard=True)
    add(f"{dl}/document (2).pdf", X, "German", 890,
        "Münchner Volkshochschule GmbH - Rechnung 2024-F341-0187\nKurs F341-220 Deutsch Intensiv B2.2 "
        "(15.01.-28.06.2024)\nTeilnehmerin: Seo-yeon Park  Kursentgelt 468,00 EUR, Lehrbuch Aspekte neu B2 "
        "32,50 EUR\nZahlbar per Lastschrift", hard=True)
    add(f"{dl}/document (3).pdf", A, "Employment", 152, t_payslip(2025, 12, 3598.20), hard=True)
    add(f"{dl}/scan0004.pdf", A, "Home", 25,
        "Brunner Immobilien GmbH, Hausverwaltung - Betriebskostenabrechnung 2025\nObjekt Keferloherstr. 58, "
        "Wohnung 3.OG links, Mieterin Lena Hofmann\nHeizung und Warmwasser 1.811,40, Müll 298,10, Wasser 402,77, "
        "Hausmeister 510,00, Grundsteuer 331,20\nSumme 3.971,34 EUR, Vorauszahlungen 3.600,00 EUR, Nachzahlung "
        "371,34 EUR fällig zum 30.06.2026", hard=True)
    add(f"{dl}/scan0005.pdf", P, "Immigration", 4,
        "Mietbescheinigung zur Vorlage bei der Ausländerbehörde\nHiermit bestätige ich, Lena Hofmann "
        "(Hauptmieterin, Keferloherstr. 58, 80807 München), dass Frau Seo-yeon Park seit 01.08.2023 ein Zimmer "
        "(14 m²) in meiner Wohnung zur Untermiete bewohnt. Die Warmmiete beträgt 640 EUR monatlich und wird "
        "regelmäßig gezahlt.\nMünchen, 27.05.2026  Lena Hofmann", hard=True)
    add(f"{dl}/export.csv", A, "Finance", 33,
        "Buchungsdatum;Wertstellung;Status;Zahlungspflichtige*r;Zahlungsempfänger*in;Verwendungszweck;Betrag (€)"
        "\n29.04.26;29.04.26;Gebucht;Landesamt für Finanzen;Seo-yeon Park;BEZUEGE 04/2026 PNR 40217736;2.468,41"
        "\n30.04.26;30.04.26;Gebucht;Seo-yeon Park;Lena Hofmann;Miete Mai Zimmer 2;-640,00\n02.05.26;02.05.26;"
        "Gebucht;Seo-yeon Park;Wise Europe SA;P2P Transfer;-230,00\n05.05.26;05.05.26;Gebucht;Seo-yeon Park;"
        "Trade Republic;Sparplan;-200,00", hard=True)
    add(f"{dl}/export (1).csv", P, "PhD", 22,
        "Name,Pos. (eV),FWHM,Area,%At Conc,Sample\nC 1s C-C,284.80,1.12,5120.3,21.4,S14 air 24h\nC 1s CO3,"
        "289.85,1.31,3301.7,13.8,S14 air 24h\nO 1s lattice,528.90,1.05,8812.2,30.1,S14 annealed\nLi 1s,55.20,"
        "1.40,611.5,18.9,S14 annealed\n# CasaXPS export - Kratos Axis Supra, Al Ka, LLZTO pellet after two-step "
        "anneal", hard=True)
    add(f"{dl}/Rechnung_2026-04871.pdf", P, "PhD", 88,
        "Justus-Liebig-Universität Gießen - Institut für Physikalische Chemie\nRechnung Nr. 2026-04871\n"
        "Teilnahmegebühr International Summer School on Solid-State Ionics, Kloster Seeon, 06.-10.07.2026, "
        "inkl. Unterkunft und Vollpension\nTeilnehmerin: Seo-yeon Park, TU München  Betrag 620,00 EUR\n"
        "Zahlbar bis 15.05.2026", hard=True)
    add(f"{dl}/Rechnung.pdf", A, "Health", 38,
        "Physiotherapie am Petuelpark, Schleißheimer Str. 277, München\nRechnung Zuzahlung gemäß § 32 SGB V\n"
        "Patientin: Seo-yeon Park, TK  Verordnung Krankengymnastik 6x vom 23.03.2026\nZuzahlung 10 EUR je "
        "Verordnung + 10 % = 22,36 EUR", hard=True)
    add(f"{dl}/Buchungsbestätigung.pdf", P, "PhD", 20,
        "Booking.com - Confirmation 5130.227.481\nHotel Metropol Warszawa, ul. Marszałkowska 99a\nCheck-in "
        "Sunday 13 September 2026, check-out Thursday 17 September 2026, 4 nights, single room  PLN 2,040\n"
        "Guest: Seo-yeon Park  Note: invoice to Technische Universität München requested", hard=True)
    add(f"{dl}/invoice_8841207.pdf", A, "Family", 60, t_wise, hard=True)
    add(f"{dl}/receipt.pdf", P, "Travel", 14,
        "Deutsche Lufthansa AG - Receipt for additional services (EMD 220-4471932018)\nPassenger PARK/SEOYEON MS"
        "  Booking 6ZTQ4L\nLH 718 MUC-ICN 03AUG2026: seat 41K  29.00 EUR\nLH 719 ICN-MUC 24AUG2026: seat 38A  "
        "29.00 EUR  Total 58.00 EUR, paid by Visa", hard=True)
    add(f"{dl}/Antrag.pdf", P, "Immigration", 58,
        "Antrag auf Erteilung / Verlängerung eines Aufenthaltstitels - Landeshauptstadt München, "
        "Kreisverwaltungsreferat, Service für Ausländerangelegenheiten\n1. Familienname 2. Vorname 3. "
        "Geburtsdatum 4. Staatsangehörigkeit 5. Reisepass Nr. ... 12. Zweck des Aufenthalts: [ ] Studium [ ] "
        "Forschung § 18d [ ] Beschäftigung\nBitte fügen Sie ein biometrisches Lichtbild bei.", hard=True)
    add(f"{dl}/Formular.pdf", X, "PhD", 365,
        "Reisekostenabrechnung nach BayRKG - Technische Universität München\nReisende: Park, Seo-yeon  Ziel: "
        "Strasbourg (F), E-MRS Spring Meeting 26.-30.05.2025, Vortrag Symposium T\nBahn 142,60 EUR, Hotel 452,00 "
        "EUR, Tagungsgebühr 550,00 EUR, Tagegeld Frankreich\nErstattung 1.258,40 EUR", hard=True)
    add(f"{dl}/Schreiben.pdf", A, "Finance", 310,
        "Finanzamt München - Bescheid für 2024 über Einkommensteuer\nFrau Seo-yeon Park, Keferloherstr. 58\n"
        "Steuernummer 146/234/51773  Festsetzung: 4.690,00 EUR  Lohnsteuer einbehalten 5.102,00 EUR\nErstattung "
        "412,00 EUR auf DE27 1203 0000 1064 3318 52", hard=True)
    add(f"{dl}/ticket.pdf", P, "PhD", 18,
        "Deutsche Bahn - Online-Ticket  Auftrag 9XKM4P\nMünchen Hbf 06.07.2026 07:52 -> Traunstein 09:17 (RE 5)"
        ", Bus 9524 nach Seeon Kloster\nRückfahrt 10.07.2026 ab Traunstein 16:42  Sparpreis 2 x 21,40 EUR\n"
        "Reisende: Seo-yeon Park (dienstlich, Kostenstelle Lehrstuhl FEM)", hard=True)
    add(f"{dl}/file.pdf", A, "Health", 130,
        "Praxis Dr. med. Sabine Reiter - Laborbefund Kontrolle 20.01.2026\nPatientin Park, Seo-yeon, geb. "
        "14.03.1998\nFerritin 38 ng/ml (nach 3 Monaten Eisen), Hb 12,9 g/dl - Eisentabletten absetzen, "
        "Kontrolle in 6 Monaten", hard=True)
    add(f"{dl}/message.eml", P, "PhD", 24, lambda r, dt: _eml(
        "Journal of Materials Chemistry A <onbehalfof@manuscriptcentral.com>", "katharina.brandt@tum.de, "
        "seoyeon.park@tum.de", "Decision on your manuscript TA-ART-02-2026-001234", dt,
        "Dear Professor Brandt,\nThank you for submitting your manuscript 'Carbonate-free garnet surfaces by a "
        "two-step anneal enable low-resistance lithium interfaces'. After careful evaluation, the referees "
        "recommend major revision. Please submit your revised manuscript by 22 June 2026 together with a "
        "point-by-point response.\nDr. Eleanor Harper, Associate Editor"), hard=True)
    add(f"{dl}/invite.ics", P, "Immigration", 27, _ics(
        "Termin Ausländerbehörde - Verlängerung Aufenthaltstitel", datetime(2026, 6, 16, 10, 40),
        datetime(2026, 6, 16, 11, 10), "KVR München, Ruppertstraße 19, 80337 München",
        "Vorgangsnummer ABH-2026-118842. Reisepass, Passfoto, Arbeitsvertrag, Mietbescheinigung mitbringen.",
        "Landeshauptstadt Muenchen"), hard=True)
    add(f"{dl}/invite (1).ics", P, "PhD", 8, _ics(
        "ToF-SIMS depth profiles LLZTO (revision JMCA) - Park/Richter", datetime(2026, 6, 4, 9, 0),
        datetime(2026, 6, 4, 15, 0), "Garching, Geb. 5, ToF-SIMS Labor 0.112",
        "Samples S14 air 24h, S14 annealed, S15 acid etched. Referee 1 comment.", "TUM Outlook"), hard=True)
    add(f"{dl}/calendar.ics", A, "Health", 66, _ics(
        "Krankengymnastik Finger (3/6)", datetime(2026, 4, 14, 7, 30), datetime(2026, 4, 14, 8, 0),
        "Physiotherapie am Petuelpark", "Ringband A2 rechts - Übungen mitbringen", "Physio Petuelpark"), hard=True)
    add(f"{dl}/Anmeldung.pdf", P, "PhD", 13,
        "E-MRS 2026 Fall Meeting - Registration confirmation EMRS26F-2291\nParticipant: Seo-yeon Park, Technical "
        "University of Munich\nCategory: PhD student, early registration 590 EUR incl. VAT\nPresentation: oral "
        "F-12-0347, Symposium F, 15 September 2026", hard=True)
    add(f"{dl}/Bestätigung.pdf", P, "Immigration", 54,
        "Landeshauptstadt München - Online-Service Ausländerbehörde - Eingangsbestätigung\nIhr Antrag auf "
        "Verlängerung des Aufenthaltstitels ist am 08.04.2026 eingegangen. Vorgangsnummer ABH-2026-118842.\n"
        "Ihr bisheriger Aufenthaltstitel gilt bis zur Entscheidung als fortbestehend (§ 81 Abs. 4 AufenthG).",
        hard=True)
    add(f"{dl}/Information.pdf", A, "Immigration", 240,
        "Generalkonsulat der Republik Korea in Frankfurt am Main - Konsularsprechtag in München\nTermin: "
        "18.10.2025, Koreanisches Kulturzentrum München. Angebote: Reisepassantrag, Beglaubigungen, "
        "Registrierung von Auslandskoreanern. Voranmeldung erforderlich.", hard=True)
    add(f"{dl}/programme.pdf", P, "PhD", 40,
        "International Summer School on Solid-State Ionics - Kloster Seeon, 6-10 July 2026 - Programme\nMon: "
        "Defect chemistry of oxides (J. Maier)  Tue: Impedance spectroscopy hands-on  Wed: Interfaces in "
        "solid-state batteries, poster session I  Thu: Excursion Chiemsee, poster session II  Fri: closing", hard=True)
    add(f"{dl}/Zertifikat.pdf", A, "PhD", 62,
        "Zertifikat - Strahlenschutzunterweisung Röntgendiffraktometer 2026\nTU München, Strahlenschutz"
        "beauftragter Dr. H. Kellner\nTeilnehmerin Seo-yeon Park hat die jährliche Unterweisung nach § 63 StrlSchV "
        "für das Bruker D8 ADVANCE (Geb. 5, Raum 0.108) am 30.03.2026 erhalten.", hard=True)
    add(f"{dl}/Teilnahmebestätigung.pdf", P, "PhD", 980,
        "TUM Graduate School - Teilnahmebestätigung\nSeo-yeon Park hat am Kurs 'Good Scientific Practice for "
        "Doctoral Candidates' (online, 4 Module) erfolgreich teilgenommen. Anrechnung für die Promotion: 1 CP.",
        hard=True)
    add(f"{dl}/Übersicht.xlsx", A, "PhD", 48,
        "Werkstoffpraktikum SS 2026 - Versuch 5 Ionenleitfähigkeit;;;\nTermin;Gruppe;Betreuung;Raum\n21.04.2026;"
        "1;Park;5.1.214\n28.04.2026;2;Park;5.1.214\n05.05.2026;3;Richter;5.1.214\n12.05.2026;4;Park;5.1.214",
        hard=True)
    add(f"{dl}/Zusammenfassung.pdf", A, "Health", 68,
        "Orthopädie und Handchirurgie Schwabing - Dr. med. T. Aigner\nBefundbericht: Sonographie Ringfinger "
        "rechts, Patientin Park, Seo-yeon\nTeilruptur Ringband A2 ohne Bowstringing. Therapie konservativ, "
        "H-Tape, Krankengymnastik, Kletterpause 6 Wochen", hard=True)
    add(f"{dl}/letter.pdf", X, "Education", 1490,
        "Seoul National University, Department of Materials Science and Engineering\nLetter of recommendation "
        "for Ms. Seo-yeon Park\nI have supervised Ms. Park's master's research on sol-gel Al-doped LLZO since "
        "2020. She is among the best students I have advised and I strongly recommend her for doctoral studies "
        "at TU Munich.\nProf. Lee Jae-won", hard=True)
    add(f"{dl}/Angebot.pdf", P, "Travel", 9,
        "HanseMerkur - Angebot Reisekrankenversicherung\nReise nach Südkorea 03.08.-24.08.2026, versicherte "
        "Person: Seo-yeon Park\nTarif RK Einzelreise bis 56 Tage, inkl. Rücktransport, Beitrag 19,00 EUR",
        hard=True)
    add(f"{dl}/OriginPro2025b_Setup.exe.crdownload", L, "System", 0.2, blob(EXE, 1800))
    add(f"{dl}/ubuntu-24.04.2-desktop-amd64.iso.part", L, "System", 5, blob(b"\x00" * 16, 2000))
    add(f"{dl}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21798\r\n")
    add("Documents/PhD/Dissertation/~$apter5_draft_v2.docx", L, "System", 1,
        lambda r, dt: b"\x0cSeo-yeon Park" + b"\x00" * 40)

    # ------------------------------------------------------------ Desktop, Documents root, year folders, Scans, Mail
    dk = "Desktop"
    add(f"{dk}/새 텍스트 문서.txt", P, "Immigration", 6,
        "16.06. KVR 가서 물어볼 것\n- 연장 기간: 계약 31.03.2027까지인데 박사 끝나고 구직 기간 (§ 20 Abs. 1 "
        "AufenthG, 18개월) 바로 신청 가능한지?\n- Fiktionsbescheinigung 필요? (6월 30일 만료 -> 8월 한국 갈 때 "
        "재입국 문제!!)\n- 새 eAT 카드 수령까지 몇 주? PIN 편지\n- 수수료 96유로 카드 가능?", hard=True)
    add(f"{dk}/새 텍스트 문서 (2).txt", A, "Family", 19,
        "엄마랑 통화 5/13\n- 아빠 수술 잘 끝남, 5/20 퇴원 예정\n- 재활병원 3주 (동래 봉생병원), 비용 1주 약 80만원"
        "\n- 실손보험 청구 서류: 진단서, 수술확인서 -> 민준이가 처리\n- 6월 생활비 조금 더 보내기 (250유로)", hard=True)
    add(f"{dk}/memo.txt", P, "PhD", 3,
        "revision - left\n* R1: ICP-OES Li/La done (Table S3) -> write text\n* R2: acid etching comparison Fig S7 "
        "ok; air stability 7d dry room ok\n* R2: ToF-SIMS depth profile 04.06. Jonas\n* R3: units Table 1, ref 23 "
        "(Sharafi 2017 page numbers)\n* KB wants to read response by 15.06. -> submit 19.06.", hard=True)
    add(f"{dk}/todo.txt", P, "PhD", 1,
        "이번 주\n- A09 셀 (Al2O3 10nm) 60도 CCD 시작\n- Kapitel 5 Abb. 5.3 SEM 새로 (5kX)\n- Fig 4.4 inset 회로\n"
        "- 배치 22 소결 1150C - 퍼니스 예약 (Mi)\n- TAC 코멘트 반영: Jülich cryo-FIB 메일 보내기", hard=True)
    add(f"{dk}/문서1.docx", A, "Home", 44,
        "Sehr geehrte Damen und Herren der Brunner Immobilien GmbH,\nin der Wohnung Keferloherstraße 58, 3. OG "
        "links (Mieterin Lena Hofmann), funktioniert der Heizkörper in Zimmer 2 seit dem 10.04. nicht mehr; "
        "außerdem bildet sich Schimmel an der Außenwand hinter dem Schrank. Wir bitten um einen zeitnahen "
        "Termin mit dem Hausmeister.\nMit freundlichen Grüßen\nSeo-yeon Park (Untermieterin) im Auftrag von Lena "
        "Hofmann", hard=True)
    add(f"{dk}/새 Microsoft Word 문서.docx", A, "Health", 235,
        "Techniker Krankenkasse, 22291 Hamburg\nVersichertennummer T284117396\nAntrag auf Kostenerstattung "
        "professionelle Zahnreinigung\nSehr geehrte Damen und Herren, anbei sende ich die Rechnung von Dr. Lehner "
        "über 98,40 EUR vom 24.09.2025 und bitte um Erstattung des Zuschusses von 40 EUR.\nSeo-yeon Park",
        hard=True)
    add(f"{dk}/notes.txt", R, "German", 110,
        "neue Wörter\ndie Befristung - 계약 기한\nder Zuschuss - 보조금\nvorläufig - 임시의\ndie Nachzahlung - 추가 "
        "납부\nsich bewähren - 입증되다\netw. in Anspruch nehmen - 이용하다\nAusdruck: 'Das ist nicht mein "
        "Bier' = 내 알 바 아니다", hard=True)
    add(f"{dk}/JMCA_Revision_Plan.docx", P, "PhD", 20,
        "JMCA revision plan (TA-ART-02-2026-001234), due 22.06.2026\nWeek 1: ICP-OES, acid etching samples\n"
        "Week 2: ToF-SIMS, dry-room storage\nWeek 3: text, response letter, KB check")
    add(f"{dk}/desktop.ini", L, "System", 1300, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21769\r\n")
    dot(f"{dk}/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 40, 400)
    doc = "Documents"
    add(f"{doc}/Dokument1.docx", P, "PhD", 35,
        "Antrag auf Reisekostenzuschuss - TUM Graduate School Internationalization Funding\nAntragstellerin: "
        "Seo-yeon Park, Lehrstuhl für Funktionale Energiematerialien\nKonferenz: E-MRS Fall Meeting 2026, "
        "Warschau, 14.-17.09.2026 - eigener Vortrag (F-12-0347)\nBeantragter Zuschuss: 500 EUR (Flug, Hotel)",
        hard=True)
    add(f"{doc}/통합 문서1.xlsx", A, "Home", 12,
        "WG Haushaltskasse Mai;;\nDatum;Was;Betrag;Wer\n02.05.;Spülmaschinentabs, Müllbeutel;11,85;Seo-yeon\n"
        "09.05.;Klopapier 24er;8,95;Jonas\n16.05.;Olivenöl, Salz, Reis 10 kg (gemeinsam);27,40;Priya\n"
        "Kassenstand;51,80;", hard=True)
    add(f"{doc}/메모.txt", R, "Cooking", 210,
        "잡채 (WG 파티 6인분)\n당면 300g 30분 불리기, 시금치 한 단 데치기, 당근 양파 파프리카 채썰기, 소고기 "
        "200g 간장 마늘 양념\n양념: 간장 6T, 설탕 3T, 참기름 3T, 후추 - 마지막에 통깨", hard=True)
    y5 = f"{doc}/2025"
    add(f"{y5}/scan0001.pdf", A, "Employment", 95,
        "Ausdruck der elektronischen Lohnsteuerbescheinigung für 2025\nArbeitgeber: Freistaat Bayern - Landesamt"
        " für Finanzen, Dienststelle München  Personalnummer 40217736\nArbeitnehmerin Seo-yeon Park, Steuerklasse "
        "1\nBruttoarbeitslohn 45.424,80 EUR  Lohnsteuer 5.118,00 EUR  AN-Anteil Rentenversicherung 4.224,51 EUR",
        hard=True)
    add(f"{y5}/scan0002.pdf", A, "Health", 240,
        "Zahnarztpraxis Dr. Lehner & Kollegen - Heil- und Kostenplan\nPatientin Seo-yeon Park, TK\nZahn 36: "
        "Kompositfüllung mehrflächig, Eigenanteil ca. 145,00 EUR. Bitte vor Behandlungsbeginn unterschrieben "
        "zurückgeben.", hard=True)
    add(f"{y5}/scan0003.pdf", X, "PhD", 368,
        "E-MRS Spring Meeting 2025 - Strasbourg, 26-30 May 2025\nCertificate of attendance\nThis is to certify "
        "that Seo-yeon Park (Technical University of Munich) attended the meeting and gave the oral "
        "presentation T-8-2 in Symposium T.", hard=True)
    add(f"{y5}/scan0004.pdf", A, "Home", 215,
        "Lena Hofmann an alle Mitbewohner*innen, 01.11.2025\nBetreff: Anpassung Untermiete ab 01.01.2026\nDie "
        "Hausverwaltung erhöht die Nebenkostenvorauszahlung um 30 EUR/Monat. Die Warmmiete für Zimmer 2 (Seo-yeon)"
        " bleibt bei 640 EUR, Strom steigt von 24 auf 26 EUR ab Mai.\nUnterschrift Untermieterin: S. Park", hard=True)
    add(f"{y5}/scan0005.pdf", X, "PhD", 455,
        "ACS Applied Energy Materials - Manuscript ae-2024-02211x - Accepted\nDear Prof. Brandt, I am pleased "
        "to inform you that your manuscript 'ZnO interlayers raise the critical current density of Ta-doped "
        "LLZO' has been accepted for publication.", hard=True)
    add(f"{y5}/scan0006.pdf", A, "Employment", 250,
        "VBL - Versorgungsanstalt des Bundes und der Länder - Renteninformation 2025\nVersicherte Seo-yeon Park, "
        "Versicherungsnummer 1498 3140 98\nVersorgungspunkte bis 31.12.2024: 8,71  Wartezeit erfüllt: nein "
        "(27 von 60 Umlagemonaten)", hard=True)
    add(f"{y5}/회의록.docx", P, "PhD", 215,
        "그룹 미팅 회의록 2025-10-22 (Brandt group)\n- 서연: 2단계 어닐링 XPS 결과 -> 논문 2 초안 12월까지\n- "
        "KB: humidity series 추가, ToF-SIMS는 Jonas와\n- Florian: ALD ZnO 시료 A05-A09 11월 준비\n- 다음 발표: "
        "Priya (11/5)", hard=True)
    add(f"{y5}/정리.xlsx", X, "Travel", 345,
        "Gardasee 13.-16.06.;;;;\nPosten;Betrag;bezahlt von;pro Person\nAirbnb Malcesine;612,00;Lena;153,00\n"
        "FlixBus;131,96;Seo-yeon;32,99\nFähre Limone;48,00;Jonas;12,00\nEinkauf Coop;86,40;Priya;21,60", hard=True)
    y4 = f"{doc}/2024"
    add(f"{y4}/scan_0012.pdf", X, "German", 760,
        "telc gGmbH - Anmeldebestätigung Prüfung\ntelc Deutsch B2, Prüfungstermin 13.07.2024, Münchner "
        "Volkshochschule, Einsteinstraße 28\nTeilnehmerin Seo-yeon Park  Prüfungsgebühr 195,00 EUR bezahlt",
        hard=True)
    add(f"{y4}/Dokument.docx", X, "Travel", 565,
        "연말 한국 짐 리스트 (12/20 출발)\n- 엄마: Weleda, 아빠: 무릎 연고 (Voltaren), 민준: Lebkuchen\n- 연구실 "
        "교수님 선물: Nürnberger Lebkuchen 틴케이스\n- 프랑크푸르트 공항까지 ICE 12/20 10:28", hard=True)
    add(f"{y4}/liste.xlsx", X, "PhD", 612,
        "Darmstadt MSE 2024 - Belege;;\nPosten;Betrag;Beleg vorhanden\nICE hin/zurück;179,80;ja\nHotel Atlanta "
        "3 Nächte;288,00;ja\nTagungsgebühr;290,00;ja\nPoster Druck Copyshop Garching;38,00;ja", hard=True)
    add(f"{y4}/Brief.pdf", A, "Health", 520,
        "Techniker Krankenkasse - Ihr Beitrag ab 1. Januar 2025\nSehr geehrte Frau Park, der Zusatzbeitrag der "
        "TK steigt 2025 auf 2,45 Prozent. Als Arbeitnehmerin tragen Sie die Hälfte; Ihr Arbeitgeber führt den "
        "Beitrag ab. Sie haben ein Sonderkündigungsrecht.", hard=True)
    sn = f"{doc}/Scans"
    add(f"{sn}/Scan_0031.pdf", A, "Home", 1035,
        "Quittung Mietkaution\nErhalten von Seo-yeon Park: 1.280,00 EUR als Kaution für Zimmer 2, "
        "Keferloherstraße 58, München (Untermiete ab 01.08.2023). Rückzahlung bei Auszug.\nLena Hofmann",
        hard=True)
    add(f"{sn}/Scan_0032.pdf", X, "Education", 1395,
        "SEOUL NATIONAL UNIVERSITY\nThis is to certify that PARK SEO YEON has completed the prescribed course "
        "of the Graduate School and is hereby awarded the degree of Master of Science in Engineering\nAugust 29,"
        " 2022  President of Seoul National University", hard=True)
    add(f"{sn}/Scan_0033.pdf", A, "Immigration", 1250,
        "Consulate General of the Republic of Korea in Frankfurt - Confirmation of overseas national "
        "registration (재외국민등록부 등본)\nName PARK SEO YEON  Address in Germany: Keferloherstr. 58, 80807 "
        "München  Registered 2022-10-11, address changed 2023-08-05", hard=True)
    add(f"{sn}/Scan_0034.pdf", P, "PhD", 1300,
        "Technische Universität München - Bestätigung der Aufnahme in die Promotionsliste\nFrau Seo-yeon Park, "
        "M.S., ist seit 07.11.2022 als Doktorandin der TUM School of Engineering and Design in der "
        "Doktorandenliste eingetragen. Angestrebter Grad: Dr.-Ing.", hard=True)
    ml = f"{doc}/Mail"
    add(f"{ml}/Re_ Frage.eml", A, "Employment", 70, lambda r, dt: _eml(
        "Personalabteilung ZA 2 <personal@tum.de>", "seoyeon.park@tum.de", "Re: Frage", dt,
        "Liebe Frau Park,\nIhr Änderungsvertrag (Verlängerung bis 31.03.2027, weiterhin 75 %, E13) ist in "
        "Vorbereitung. Eine Erhöhung auf 100 % ist aus Projektmitteln leider nicht möglich. Bitte kommen Sie zur "
        "Unterschrift in die Arcisstraße 21, Zimmer 0.312.\nMit freundlichen Grüßen, S. Kranz"), hard=True)
    add(f"{ml}/AW_ Ihre Anfrage.eml", A, "Home", 40, lambda r, dt: _eml(
        "Brunner Immobilien GmbH <verwaltung@brunner-immo.de>", "seoyeon.park98@gmail.com", "AW: Ihre Anfrage",
        dt, "Sehr geehrte Frau Park,\nder Hausmeister Herr Kovačević kommt am Dienstag, 28.04., zwischen 8 und 12 "
        "Uhr, um den Heizkörper in Zimmer 2 zu entlüften und die Schimmelstelle anzusehen. Bitte informieren Sie "
        "Frau Hofmann.\nMit freundlichen Grüßen, Hausverwaltung Brunner"), hard=True)
    add(f"{ml}/Fwd_ 확인 부탁드려요.eml", A, "Family", 22, lambda r, dt: _eml(
        "박민준 <minjun.park01@naver.com>", "seoyeon.park98@gmail.com", "Fwd: 확인 부탁드려요", dt,
        "누나, 아빠 병원비 영수증 보내. 해운대백병원 수술+입원 본인부담 6,412,300원. 누나가 보낸 150만원이랑 실손 "
        "청구하면 엄마 부담은 200만원 정도래. 재활병원은 다음주 월요일 입원.\n---------- Forwarded message ----------"
        "\n해운대백병원 원무과: 진료비 계산서·영수증 (입원) 환자명 박종호"), hard=True)
    add(f"{ml}/Re_ Termin.eml", A, "Health", 235, lambda r, dt: _eml(
        "Zahnarztpraxis Dr. Lehner <praxis@zahnarzt-lehner.de>", "seoyeon.park98@gmail.com", "Re: Termin", dt,
        "Liebe Frau Park,\nwir bestätigen Ihren Termin zur professionellen Zahnreinigung und Kontrolle am "
        "Mittwoch, 24.09.2025, 8:15 Uhr. Bitte bringen Sie Ihre TK-Gesundheitskarte mit.\nIhr Praxisteam"),
        hard=True)
    dot(f"{doc}/.~lock.통합 문서1.xlsx#", b"Seo-yeon Park,DESKTOP-SP14,20.05.2026 19:02,\n", 12)

    return items
