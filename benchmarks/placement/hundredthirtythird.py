"""A hundred-and-thirty-third unseen labelled corpus: Eivind Tangen's Linux desktop in Oslo, ``build(root, seed)``, written blind.

What was read to write it, and nothing else: ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py``
lines 1-220 (docstring and helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``,
``_id3``, ``_blob``) and lines 1296-1360 (the write/encode/add/dot/photo helpers at the start of ``build()``);
``benchmarks/placement/corpus.py`` lines 1-30 and its functions ``_pdf`` and ``_jpeg``; ``blind.py`` lines 74-107
and its function ``_png``; a listing of the file names in ``benchmarks/placement/``. Slip, recorded honestly:
printing ``corpus.py``'s ``_jpeg`` with a line range that ran to line 215 also showed the first ten lines of
``corpus.py``'s ``build()`` (a loop over a ``NAMED`` table writing loose files into ``Downloads``). Nothing from
it was used. No other module body, nothing under ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, no git, no
benchmark run, no placement result.

The person: Eivind Tangen, 34 (born March 1992), lives alone in a rented two-room flat in Hagegata 22 B on Tøyen,
Oslo. He co-owns Grålys Studio AS (org.nr 928 441 205, founded 2022), a two-person game studio with the artist
Live Haugen (50/50; Eivind is styreleder and programmer, Live daglig leder and art director). The studio's
first game ``Kjellerlys`` came out on Steam in 2023 and still earns a little every month; the current game
``Lyktemann`` launches on Steam in October 2026. The studio does a little contract work (invoices), files MVA
every second month through Altinn, has an accountant (Regnskapskontoret Lindeberg AS, Tone Lindeberg) and
reports to Innovasjon Norge every quarter on a commercialisation grant (2025-2027). Eivind also teaches one
course a semester, SPU120 Spillprogrammering, in a 20 % position at Oslo tekniske fagskole (course plans,
assignments, exams, grades). Private life: skattemelding, BSU and Lånekassen study loan at Fjordbanken/Lånekassen,
a paid-up pension policy (fripolise) from his old job; the current flat (husleie to landlord Bjørn Aune, strøm
from Nordkraft, nettleie Elvia, contents insurance); his fastlege at Grønland legesenter (a climbing shoulder
injury is being followed up); he is a member and volunteer belay instructor in Tøyen Klatreklubb. Language:
Norwegian bokmål for life, teaching and the studio's paperwork; English for game work (press kit, store page,
marketing, code, Steam). Single, no children, no car.

Ongoing projects as of NOW (2026-06-01): the Steam launch of Lyktemann in autumn 2026 (trailer, press kit, store
page, marketing plan, wishlists, Next Fest, the game's repository ``~/dev/lyktemann``); an application to Norsk
filminstitutt (NFI) for a development grant for the next game ``Saltvann`` (deadline 17 June 2026); moving to a
new rented flat in Sandakerveien 41 A (Torshov) on 1 August 2026 (new lease, deposit, notice on the old flat,
movers). Ended: his job as gameplay programmer at Krakenhavn Interactive AS (2017 - March 2022); the Global Game
Jam 2024 game ``Tåkelur`` (``~/dev/ggj2024-takelur``); NFI's development grant for Lyktemann (2024-2025, final
report approved October 2025); a trip to Tokyo for Tokyo Game Show in September 2025.

The machine (Linux, home folder): ``Dokumenter/`` with half-good folders (``Grålys Studio AS/``,
``Fagskolen/``, ``Økonomi/``, ``Leilighet Hagegata/``, ``Flytting august 2026/``, ``Helse/``, ``Klatring/``,
``Lyktemann lansering/``, ``Søknad NFI Saltvann/``, ``NFI Lyktemann 2024-2025/``, ``Krakenhavn/``,
``Tokyo 2025/``, ``Game jam 2024/``, ``Fagstoff/``, ``Bøker/``, ``Oppskrifter/``, a dumped ``2024/`` folder and
loose files); ``Nedlastinger/`` (a dump of downloads, installers and half-finished downloads); ``Skrivebord/``
(a dump of notes and scans); ``Bilder/`` (phone photos by year, ``Skjermbilder/``, trip and event folders);
``Musikk/``; ``dev/`` with three git repos (``lyktemann``, ``ggj2024-takelur``, ``gralys-tools``); and
``gammel-laptop-2022/``, a copy of his old Windows work laptop made when he left Krakenhavn.

LABELLING RULES (written before any file was generated; every file is labelled by them as of NOW):

- **Projects** (outcome with an end, still being worked on, whatever the file's age):
  Lyktemann's launch and the game itself -- marketing plan, press kit, trailer (shot lists, composer's trailer
  cue and its invoice, voice-over contract), store page texts and capsule art, wishlist/traffic exports,
  Next Fest, Valve's store review, the game repo, press screenshots -- topic ``Lyktemann``. The NFI
  application for Saltvann -- draft, budget, schedule, design doc, concept art, CVs written for it, NFI's
  guidelines downloaded for it -- topic ``Grants``. The move in August 2026 -- new lease, deposit account,
  notice on the old flat and its acknowledgement, movers' quotes, address change, moving lists, viewing
  photos, floor plan -- topic ``Home``.
- **Areas** (ongoing responsibilities, no end, whatever the document's age): everything that runs the
  studio -- invoices, MVA, Altinn, annual accounts, accountant, board minutes, shareholder agreement,
  Innovasjon Norge quarterly reports, Steam revenue statements and sales reports for the released game, the
  studio's travel expense claim for TGS 2025, the studio's internal tools repo -- topic ``Studio``. The
  teaching job -- employment contract, pay slips, course plans, lecture notes, assignments, student
  submissions, exams, grades, evaluations of any semester -- topic ``Teaching``. Personal money -- tax
  returns of any year (2023 too), tax card, bank statements, BSU, study loan, budget, the fripolise from the
  old job's pension -- topic ``Finance``. The current flat -- lease in force, rent, electricity, grid rent,
  contents insurance -- topic ``Home``. Health -- GP, referrals, physio, MRI, test results, receipts for
  co-payments, travel vaccines -- topic ``Health``. The climbing club -- membership fees, belay-card, instructor
  shifts, meeting minutes -- topic ``Climbing``.
- **Resources** (reference and interests): game-dev articles, cheat sheets, talk notes, generic Steam/Godot
  documentation even when read for the launch (``Gamedev``); climbing training articles and topos
  (``Climbing``); recipes (``Cooking``); ebooks (``Books``); music (``Music``); installers and tool archives
  (``Software``); everyday phone photos, climbing photos and screenshots (``Photos``) -- except photos and
  screenshots that document a project (press screenshots, store page captures, viewing photos of the new
  flat, concept art: the project's bucket/topic) or a finished one (Tokyo, game jam: Archive).
- **Archive** (finished projects, ended responsibilities): the Krakenhavn job incl. its last payslip and
  reference letter (``Krakenhavn``); the game jam 2024 entry, its repo, notes and photos (``Game Jam``); the
  finished NFI grant for Lyktemann, 2024-2025 -- grant letter, final report, approval (``Grants``); the
  Tokyo 2025 trip -- tickets, hotel, itinerary, receipts, photos (``Travel``); the old laptop copy, everything
  in ``gammel-laptop-2022/`` whatever it holds (``Backup``).
- **Left** (must stay where they are): ``.crdownload``/``.part`` downloads, ``~$`` Office lock files,
  ``desktop.ini``, ``Thumbs.db`` -- topic ``System``. Dot files (``.git/`` internals, ``.gitignore``,
  ``.directory``, ``.~lock.*#``) are written with ``dot()`` and not labelled.

Edge cases decided up front: the Innovasjon Norge grant is reported every quarter and is Areas/Studio, whereas
the NFI grant for Lyktemann is a finished project (Archive/Grants) and the Saltvann application a live one
(Projects/Grants); the fripolise from Krakenhavn is Finance (money still owned), not Archive; the TGS travel
expense claim is Studio bookkeeping, while the trip's own papers are Archive/Travel; the current flat's papers
stay Areas/Home until the move, but the notice on it belongs to the move (Projects/Home); lecture notes are the
job's working material (Areas/Teaching), not Resources. ``hard`` marks a file whose name and folder say nothing
of its subject (``Nedlastinger/dokument (2).pdf``, ``Skrivebord/skann0004.pdf``, ``Skrivebord/notat.txt``,
``Nedlastinger/eksport.csv``, ``Bilder/mobil/2026/IMG_20260421_093210.pdf``, ``Dokumenter/2024/mail.eml``);
images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _kr, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

ME = "Eivind Tangen"
ADDR = "Hagegata 22 B, 0653 Oslo"
NEWADDR = "Sandakerveien 41 A, 0477 Oslo"
AS = "Grålys Studio AS"
ORG = "928 441 205"
STUDIO_HEAD = f"{AS}\nSchweigaards gate 34 C, 0191 Oslo\nOrg.nr {ORG} MVA\npost@graalys.no"
STUDENTS = ["Sander Lie", "Amalie Hansen", "Jonas Berg", "Nora Kristiansen", "Emil Johansen", "Thea Larsen",
            "Mathias Olsen", "Ida Nilsen", "Oskar Pedersen", "Sara Andersen", "Tobias Eide", "Maja Solberg",
            "Henrik Dahl", "Ingrid Moen", "Adrian Hagen", "Julie Bakken"]
GRADES = "ABBCCCDDEBACBCDF"


def _dd(age: float) -> str:
    """A Norwegian date (dd.mm.yyyy) ``age`` days before NOW."""
    return (NOW - timedelta(days=age)).strftime("%d.%m.%Y")


def _n(v: int) -> str:
    """A whole number with Norwegian thousands spacing."""
    return f"{v:,}".replace(",", " ")


def _iso(age: float) -> str:
    return (NOW - timedelta(days=age)).strftime("%Y-%m-%d")


def _eml(frm: str, to: str, subj: str, age: float, body: str) -> str:
    dt = NOW - timedelta(days=age)
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt.strftime('%a, %d %b %Y')} 10:{int(age) % 60:02d}:00 +0200\n"
            f"Message-ID: <{len(subj) * 7919 + int(age * 13)}.{len(body)}@mail.example>\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


def t_invoice_out(client: str, no: str, what: str, hours: int, rate: int, age: float) -> str:
    net = hours * rate
    return (f"{STUDIO_HEAD}\n\nFAKTURA {no}\nFakturadato: {_dd(age)}   Forfall: {_dd(age - 14)}\n"
            f"Kunde: {client}\n\nBeskrivelse: {what}\nAntall timer: {hours}   Timepris: {rate} kr\n"
            f"Sum eks. mva: {_n(net)} kr\nMVA 25 %: {_n(net // 4)} kr\nÅ betale: {_n(net + net // 4)} kr\n"
            "Kontonr 1506.23.88412 (Fjordbanken). Merk betalingen med fakturanummer.")


def t_steam(month: str, units: int, gross: float, age: float) -> str:
    net = gross * 0.7
    return (f"Valve Corporation - Steamworks Partner Payment Statement\nPartner: {AS} (Partner ID 318822)\n"
            f"Period: {month}\nProduct: Kjellerlys (App ID 2147330)\nUnits sold: {units}\nRefunds: {max(1, units // 18)}\n"
            f"Gross revenue: USD {gross:,.2f}\nValve share (30%): USD {gross - net:,.2f}\nNet payable: USD {net:,.2f}\n"
            f"US withholding: 0.00 (W-8BEN-E on file, Norway treaty)\nPayment date: {_dd(age)}\n"
            "Paid by wire to Fjordbanken, account NO93 1506 2388 412")


def t_mva(term: str, age: float, r: random.Random) -> str:
    r = random.Random(term)  # the same return downloaded twice reads the same
    out = r.randint(40_000, 160_000)
    inn = r.randint(8_000, 30_000)
    return (f"Kvittering - MVA-melding\nAltinn / Skatteetaten\nOpplysningspliktig: {AS}, org.nr {ORG}\n"
            f"Termin: {term}\nInnsendt: {_dd(age)} av {ME}\nGrunnlag utgående avgift 25 %: {_n(out)} kr\n"
            f"Utgående avgift: {_n(out // 4)} kr\nInngående avgift (fradrag): {_n(inn)} kr\n"
            f"Å betale: {_n(out // 4 - inn)} kr\nKID: 0092844120{r.randint(1000, 9999)}\nReferanse: AR{r.randint(10**8, 10**9)}")


def t_skatt(year: int, r: random.Random) -> str:
    wage = r.randint(170_000, 210_000)
    div = r.randint(0, 40_000)
    return (f"Skattemelding for {year} - formues- og inntektsskatt\nSkatteetaten\nNavn: {ME}   Fødselsnummer: 140392*****\n"
            f"Adresse: {ADDR}\n\nLønn fra Oslo tekniske fagskole: {_n(wage)} kr\nLønn fra {AS}: {_n(r.randint(260_000, 340_000))} kr\n"
            f"Utbytte fra {AS}: {_n(div)} kr\nRenter på bankinnskudd: {_n(r.randint(3_000, 9_000))} kr\n"
            f"Gjeldsrenter Lånekassen: {_n(r.randint(9_000, 14_000))} kr\nFagforeningskontingent: 4 320 kr\n"
            f"BSU-sparing, skattefradrag 10 %: 2 750 kr\nFormue bankinnskudd: {_n(r.randint(80_000, 200_000))} kr\n"
            f"Gjeld Lånekassen: {_n(r.randint(240_000, 310_000))} kr\nBeregnet skatt: {_n(r.randint(120_000, 160_000))} kr")


def t_statement(month: str, r: random.Random) -> str:
    rows = [("Husleie Bjørn Aune", -14500), ("Nordkraft strøm", -r.randint(400, 1300)), ("REMA 1000 Tøyen", -r.randint(200, 600)),
            ("Lønn Oslo tekniske fagskole", r.randint(14000, 16500)), ("Lønn Grålys Studio AS", r.randint(22000, 27000)),
            ("BSU overføring", -2292), ("Lånekassen", -2817), ("Tøyen Klatreklubb", -450), ("Vinmonopolet", -r.randint(200, 500)),
            ("Ruter månedskort", -902), ("Spotify", -129), ("Kiwi Grønland", -r.randint(150, 400))]
    return (f"Fjordbanken - Kontoutskrift {month}\nKonto: Brukskonto 1503.44.10236\nKontohaver: {ME}, {ADDR}\n\n"
            + "\n".join(f"{r.randint(1, 28):02d}  {t:<32} {v:>8} kr" for t, v in rows)
            + f"\n\nInngående saldo: {r.randint(12000, 30000)} kr   Utgående saldo: {r.randint(12000, 30000)} kr")


def t_power(month: str, r: random.Random) -> str:
    kwh = r.randint(180, 640)
    return (f"Nordkraft Strøm AS - Faktura\nKunde: {ME}\nAnlegg: {ADDR}, målepunkt 7070575000{r.randint(10**7, 10**8)}\n"
            f"Periode: {month}\nForbruk: {kwh} kWh\nSpotpris snitt: {r.uniform(0.4, 1.3):.2f} kr/kWh\nPåslag 4,9 øre/kWh\n"
            f"Fastbeløp 39 kr\nNorgespris/strømstøtte: -{r.randint(0, 200)} kr\nÅ betale: {r.randint(250, 1100)} kr\n"
            f"Forfall: 20. i måneden   KID {r.randint(10**9, 10**10)}")


def t_grades(sem: str, r: random.Random) -> str:
    rows = ["Kandidatnr;Navn;Oppgave 1;Oppgave 2;Oppgave 3;Eksamen;Karakter"]
    for i, n in enumerate(STUDENTS[: r.randint(11, 16)]):
        rows.append(f"{1001 + i * 7};{n};godkjent;godkjent;{r.choice(['godkjent', 'godkjent', 'ikke levert'])};"
                    f"{r.randint(38, 96)};{GRADES[i]}")
    return "\n".join(rows)


def t_ingrant_q(q: str, r: random.Random) -> str:
    return (f"Fremdriftsrapport {q}\nInnovasjon Norge - Kommersialiseringstilskudd, saksnr. 2025/104877\n"
            f"Tilskuddsmottaker: {AS} ({ORG})\nProsjekt: Kommersialisering av Lyktemann, internasjonal lansering\n\n"
            "1. Status for aktiviteter\n- Vertikalt snitt ferdig og vist for tre forlag; valgt selvpublisering\n"
            "- Steam-side publisert, ønskeliste-tall rapportert under\n- Lokalisering til tysk, japansk og forenklet kinesisk bestilt\n"
            f"2. Nøkkeltall\nØnskelister: {r.randint(4000, 14000)}\nTimer påløpt i perioden: {r.randint(520, 760)}\n"
            f"Påløpte kostnader: {r.randint(310_000, 480_000)} kr\n3. Avvik og risiko\nLanseringsdato holdt (oktober 2026). "
            "Ingen vesentlige avvik.\nSignert: Live Haugen, daglig leder")


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

    def stamp(age: float) -> str:
        return (NOW - timedelta(days=age)).strftime("%Y%m%d_%H%M%S")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Dokumenter/Grålys Studio AS (Areas Studio)
    d = "Dokumenter/Grålys Studio AS"
    inv = [("Nordlys Media AS, Kirkegata 5, 0153 Oslo", "2026-014", "Godot-konsulentbistand, interaktiv utstilling", 42, 1150, 9),
           ("Spillhuset SA, Schweigaards gate 34, 0191 Oslo", "2026-012", "Kurs i Godot for medlemmer (2 dager)", 14, 1300, 38),
           ("Tromsø Museum - UiT", "2026-009", "Portering av læringsspill til web (HTML5)", 60, 1100, 84),
           ("Nordlys Media AS, Kirkegata 5, 0153 Oslo", "2026-006", "Feilretting og ytelsesoptimalisering", 25, 1150, 131)]
    for client, no, what, h, rate, age in inv:
        add(f"{d}/Fakturaer/2026/Faktura {no}.pdf", A, "Studio", age, t_invoice_out(client, no, what, h, rate, age))
    add(f"{d}/Fakturaer/2025/Faktura 2025-031 Nordlys Media.pdf", A, "Studio", 200,
        t_invoice_out("Nordlys Media AS, Kirkegata 5, 0153 Oslo", "2025-031", "Prototyping AR-app", 36, 1100, 200))
    add(f"{d}/Fakturaer/2025/Faktura 2025-027 Spillhuset.pdf", A, "Studio", 260,
        t_invoice_out("Spillhuset SA, Schweigaards gate 34, 0191 Oslo", "2025-027", "Mentortimer game jam", 10, 1000, 260))
    add(f"{d}/Fakturaer/fakturaoversikt 2026.xlsx", A, "Studio", 8, "Nr;Kunde;Dato;Beløp eks mva;Betalt\n"
        + "\n".join(f"{no};{c.split(',')[0]};{_dd(a)};{h * rt};{'ja' if a > 30 else 'nei'}" for c, no, _w, h, rt, a in inv[::-1]))
    add(f"{d}/Inngående/Spillhuset kontorleie mai 2026.pdf", A, "Studio", 27,
        f"Spillhuset SA\nFaktura 8841 til {AS}\nKontorplass 2 pulter, mai 2026: 6 400 kr\nMøterom 3 t: 450 kr\nMVA: 1 712,50 kr\nSum: 8 562,50 kr")
    add(f"{d}/Inngående/JetBrains Rider invoice.pdf", A, "Studio", 70,
        f"JetBrains s.r.o.\nInvoice JB-2026-114522\nBill to: {AS}, VAT NO{ORG.replace(' ', '')}MVA\nRider, Organization subscription, 2 users, 12 months\nTotal EUR 838.00 (reverse charge)")
    for term, age in (("2026 termin 2 (mars-april)", 12), ("2026 termin 1 (januar-februar)", 73), ("2025 termin 6 (november-desember)", 133)):
        add(f"{d}/MVA/MVA-melding {term.split(' (')[0]}.pdf", A, "Studio", age, lambda r, dt, term=term, age=age: t_mva(term, age, r))
    add(f"{d}/MVA/mva-grunnlag T3 2026.xlsx", A, "Studio", 2, lambda r, dt: "Bilag;Dato;Tekst;Grunnlag;MVA\n"
        + "\n".join(f"{2201 + i};{_dd(30 - i * 4)};{t};{v};{v // 4}" for i, (t, v) in enumerate(
            (("Faktura 2026-014 Nordlys", 48300), ("Spillhuset leie mai", 6850), ("Steam mai (utland, 0-sats)", 0), ("Wacom Cintiq", 15992)))))
    add(f"{d}/Altinn/A-melding mai 2026 kvittering.pdf", A, "Studio", 5,
        f"Altinn - Kvittering A-melding\nOpplysningspliktig: {AS} ({ORG})\nKalendermåned: 2026-05\nAntall inntektsmottakere: 2\n"
        "Sum lønn: 74 000 kr\nForskuddstrekk: 19 460 kr\nArbeidsgiveravgift sone 1 (14,1 %): 10 434 kr\nStatus: Mottatt")
    add(f"{d}/Altinn/Skattemelding AS 2025 kvittering.pdf", A, "Studio", 6,
        f"Kvittering - Skattemelding for aksjeselskap 2025\n{AS}, {ORG}\nNæringsoppgave RF-1167 og RF-1028 mottatt\nSkattepliktig inntekt: 112 480 kr\nInnsendt av Regnskapskontoret Lindeberg AS")
    add(f"{d}/Altinn/Aksjonærregisteroppgave 2025.pdf", A, "Studio", 120,
        f"RF-1086 Aksjonærregisteroppgave 2025\nSelskap: {AS}\nAksjekapital 30 000 kr, 300 aksjer\nEivind Tangen 150 aksjer\nLive Haugen 150 aksjer\nUtbytte utdelt 2025: 60 000 kr")
    add(f"{d}/Regnskap/Årsregnskap 2025 Grålys Studio AS.pdf", A, "Studio", 40,
        f"Årsregnskap 2025 - {AS}\nDriftsinntekter: 1 284 300 kr (herav Steam 402 900, konsulent 611 400, tilskudd 270 000)\n"
        "Lønnskostnad: 868 200 kr\nAndre driftskostnader: 262 700 kr\nDriftsresultat: 153 400 kr\nÅrsresultat etter skatt: 119 600 kr\nStyrets leder: Eivind Tangen")
    add(f"{d}/Regnskap/Saldobalanse april 2026.xlsx", A, "Studio", 28,
        "Konto;Navn;Saldo\n1920;Bank driftskonto;412 880\n1500;Kundefordringer;69 375\n2400;Leverandørgjeld;-11 240\n3000;Salgsinntekt;-388 100\n3100;Salg utland (Steam);-121 450\n5000;Lønn;296 000\n6300;Leie lokaler;25 600")
    add(f"{d}/Regnskap/Oppdragsavtale regnskapsføring.pdf", A, "Studio", 640,
        f"Oppdragsavtale\nRegnskapskontoret Lindeberg AS og {AS}\nLøpende bokføring, MVA-meldinger, lønn og årsoppgjør\nFast honorar 3 900 kr/mnd eks. mva\nKontaktperson: Tone Lindeberg, autorisert regnskapsfører")
    add(f"{d}/Regnskap/Re: bilag april og periodisering av tilskudd.eml", A, "Studio", 24, _eml(
        "Tone Lindeberg <tone@lindeberg-regnskap.no>", "Eivind Tangen <eivind@graalys.no>", "Re: bilag april og periodisering av tilskudd", 24,
        "Hei Eivind,\n\nTakk for bilagene. Utbetalingen fra Innovasjon Norge periodiserer vi mot kostnadene i Q1 og Q2, "
        "så den kommer ikke som inntekt i sin helhet i april.\nKvitteringen for Wacom-skjermen mangler fortsatt.\n\nMvh Tone"))
    for q, age in (("Q1 2026", 55), ("Q4 2025", 148), ("Q3 2025", 240)):
        add(f"{d}/Innovasjon Norge/Fremdriftsrapport {q}.docx", A, "Studio", age, lambda r, dt, q=q: t_ingrant_q(q, r))
    add(f"{d}/Innovasjon Norge/Tilsagnsbrev 2025-104877.pdf", A, "Studio", 420,
        f"Innovasjon Norge\nTilsagn om tilskudd - saksnr. 2025/104877\nMottaker: {AS}\nTilskudd inntil 450 000 kr, kommersialisering av Lyktemann\n"
        "Rapportering: fremdriftsrapport hvert kvartal, sluttrapport innen 31.03.2027\nUtbetaling etter dokumenterte kostnader")
    add(f"{d}/Innovasjon Norge/timeliste Q2 2026.xlsx", A, "Studio", 1, lambda r, dt: "Uke;Eivind;Live;Aktivitet\n"
        + "\n".join(f"{w};{r.randint(28, 40)};{r.randint(28, 40)};{a}" for w, a in zip(range(14, 23), ["lokalisering", "trailer", "Steam-side", "presse",
                                                                                                    "festival", "QA", "trailer", "pressekit", "QA"])))
    for month, age, units in (("April 2026", 26, 61), ("March 2026", 56, 74), ("February 2026", 87, 58)):
        add(f"{d}/Steam/Steam payment {month}.pdf", A, "Studio", age, lambda r, dt, m=month, u=units, a=age: t_steam(m, u, u * 12.99 * 0.86, a))
    add(f"{d}/Steam/W-8BEN-E Grålys.pdf", A, "Studio", 700,
        f"Form W-8BEN-E (Rev. October 2021)\nCertificate of Status of Beneficial Owner for United States Tax Withholding\nName of organization: {AS}\nCountry: Norway\nClaim of treaty benefits: Article 12, 0 % royalties")
    add(f"{d}/Steam/Kjellerlys salg 2025 per land.csv", A, "Studio", 150, "country,units,gross_usd\nUS,612,6210.40\nDE,318,3402.11\nNO,204,2480.02\nJP,119,1380.55\nGB,146,1501.30\nFR,98,990.12\nBR,77,402.60\n")
    add(f"{d}/Styre/Protokoll ordinær generalforsamling 2026.docx", A, "Studio", 32,
        f"PROTOKOLL FRA ORDINÆR GENERALFORSAMLING\n{AS}\nDato: {_dd(32)}, Schweigaards gate 34 C\nTil stede: Eivind Tangen (150 aksjer), Live Haugen (150 aksjer)\n"
        "Sak 1: Godkjenning av årsregnskap 2025 - vedtatt\nSak 2: Utbytte 40 000 kr - vedtatt\nSak 3: Styrehonorar - ingen\nSak 4: Lansering av Lyktemann, budsjettramme 350 000 kr")
    add(f"{d}/Styre/Aksjeeieravtale Grålys Studio.pdf", A, "Studio", 1400,
        "AKSJONÆRAVTALE\nmellom Eivind Tangen og Live Haugen\n1. Eierskap 50/50\n2. Forkjøpsrett ved salg\n3. IP til spill tilhører selskapet\n4. Uenighet løses ved mekling")
    add(f"{d}/Reiseregning TGS 2025.xlsx", A, "Studio", 235, "Dato;Post;Beløp NOK;Bilag\n2025-09-23;Fly Finnair OSL-HND t/r;8 940;1\n2025-09-24;Hotell Shinjuku 6 netter;11 320;2\n"
        "2025-09-25;TGS business day pass;1 480;3\n2025-09-26;Middag med utgiver (Kowloon Games);1 260;4\n2025-09-27;Diett 6 døgn;4 680;-\nSum;;27 680;")
    add(f"{d}/~$markedsbudsjett.xlsx", L, "System", 3, b"\x0bEivind T   " + bytes(150))
    dot(f"{d}/.~lock.Saldobalanse april 2026.xlsx#", b",Eivind Tangen,eivind-desktop,01.06.2026 09:12,file:///home/eivind/.config/libreoffice/4;", 0.2)

    g = "dev/gralys-tools"
    add(f"{g}/README.md", A, "Studio", 45, "# gralys-tools\n\nInternal tools for Grålys Studio games (Godot 4).\n\n- `atlas_packer.py` - packs Aseprite exports into atlases\n"
        "- `loc_export.py` - exports/imports localisation CSV (en, nb, de, ja, zh)\n- `steam_upload.sh` - wraps steamcmd for depot uploads\n\nUsed by Kjellerlys and Lyktemann.\n")
    add(f"{g}/tools/atlas_packer.py", A, "Studio", 60, '"""Pack Aseprite JSON exports into one texture atlas."""\nimport json\nimport sys\nfrom pathlib import Path\n\n\ndef main(src: str) -> None:\n'
        '    frames = [json.loads(p.read_text()) for p in Path(src).glob("*.json")]\n    print(f"packing {len(frames)} sheets")\n\n\nif __name__ == "__main__":\n    main(sys.argv[1])\n')
    add(f"{g}/tools/loc_export.py", A, "Studio", 35, '"""Export translation keys from .tscn/.gd files to loc.csv."""\nimport csv\nimport re\n\nKEY = re.compile(r\'tr\\("([A-Z_0-9]+)"\\)\')\nLANGS = ["en", "nb", "de", "ja", "zh"]\n')
    add(f"{g}/tools/steam_upload.sh", A, "Studio", 90, "#!/bin/sh\n# usage: steam_upload.sh <app_build.vdf>\nset -e\nsteamcmd +login \"$STEAM_USER\" +run_app_build \"$1\" +quit\n")
    add(f"{g}/CHANGELOG.md", A, "Studio", 35, "## 0.6.0\n- loc_export: Japanese and Simplified Chinese columns\n## 0.5.2\n- atlas_packer: trim transparent borders\n")
    for rp, age in ((g, 35), ("dev/lyktemann", 1), ("dev/ggj2024-takelur", 850)):
        dot(f"{rp}/.git/HEAD", b"ref: refs/heads/main\n", age)
        dot(f"{rp}/.git/config", b"[core]\n\trepositoryformatversion = 0\n[remote \"origin\"]\n\turl = git@github.com:graalys/" + rp.split("/")[1].encode() + b".git\n", age + 30)
        dot(f"{rp}/.gitignore", b".godot/\n*.import\nexport/\n__pycache__/\n", age + 60)

    # ------------------------------------------------------------ Dokumenter/Fagskolen (Areas Teaching)
    d = "Dokumenter/Fagskolen"
    add(f"{d}/Arbeidsavtale 20 prosent Oslo tekniske fagskole.pdf", A, "Teaching", 1000,
        f"ARBEIDSAVTALE\nArbeidsgiver: Oslo tekniske fagskole, Lakkegata 3, 0187 Oslo\nArbeidstaker: {ME}, {ADDR}\n"
        "Stilling: Høyskolelektor/faglærer, 20 % fast stilling, fagområde spillutvikling\nLønnstrinn 58\nTiltredelse: 01.08.2023")
    for m, age in (("mai 2026", 11), ("april 2026", 41)):
        add(f"{d}/Lønnsslipp {m}.pdf", A, "Teaching", age, lambda r, dt, m=m: f"Oslo tekniske fagskole - Lønnsslipp {m}\n{ME}, ansattnr 40718\n"
            f"Fastlønn 20 %: {r.randint(14100, 14300)} kr\nTrekk pensjon SPK 2 %: 287 kr\nForskuddstrekk tabell 8115: {r.randint(3900, 4300)} kr\nUtbetalt til 1503.44.10236")
    s = f"{d}/SPU120 vår 2026"
    add(f"{s}/Emneplan SPU120 vår 2026.docx", A, "Teaching", 150,
        "Emneplan SPU120 Spillprogrammering, vår 2026\nOmfang: 10 studiepoeng\nFaglærer: Eivind Tangen\nLæringsutbytte: studenten kan bruke Godot 4 og GDScript, tilstandsmaskiner, "
        "signaler, fysikk, enkel AI og eksport.\nArbeidskrav: tre innleveringer\nVurdering: 4 timers skriftlig eksamen, A-F")
    add(f"{s}/Undervisningsplan uke 2-22.xlsx", A, "Teaching", 148, "Uke;Tema;Rom\n" + "\n".join(
        f"{w};{t};B2-14" for w, t in zip(range(2, 23, 2), ["Intro og Godot-editoren", "Noder og scener", "Signaler", "Fysikk og kollisjon",
                                                        "Tilstandsmaskiner", "Animasjon", "Pathfinding", "UI og meny", "Lyd", "Eksport", "Repetisjon"])))
    add(f"{s}/Oppgave 1 - plattformspill.pdf", A, "Teaching", 135, "SPU120 Arbeidskrav 1\nLag et enkelt plattformspill i Godot 4 med minst ett nivå, en spillerfigur med hopp og en fiende.\nFrist: 13. februar kl 23.59 i Canvas.")
    add(f"{s}/Oppgave 2 - tilstandsmaskiner.pdf", A, "Teaching", 100, "SPU120 Arbeidskrav 2\nImplementer en fiende med tilstandene idle, patrol, chase og attack som en tilstandsmaskin.\nLever zip av prosjektet. Frist 20. mars.")
    add(f"{s}/Oppgave 3 - eksportert spill.pdf", A, "Teaching", 60, "SPU120 Arbeidskrav 3\nEksporter spillet ditt til Linux og Web, og skriv en kort refleksjon (1 side).")
    add(f"{s}/Eksamensoppgave SPU120 V26.pdf", A, "Teaching", 22, "Oslo tekniske fagskole\nEksamen SPU120 Spillprogrammering, "
        f"{_dd(18)}\nVarighet 4 timer. Hjelpemidler: ingen.\nOppgave 1 (25 %): Forklar forskjellen på _process og _physics_process.\nOppgave 2 (35 %): Tegn en tilstandsmaskin for en vakt.\nOppgave 3 (40 %): A*-søk på rutenett.")
    add(f"{s}/Sensorveiledning SPU120 V26.docx", A, "Teaching", 19, "Sensorveiledning SPU120 V26\nOppgave 1: full uttelling krever at fast tidssteg nevnes.\nOppgave 3: heuristikk må være tillatt (Manhattan).\nKarakter A: 90-100 poeng, B: 80-89, C: 60-79, D: 50-59, E: 40-49")
    add(f"{s}/Karakterer SPU120 V26.xlsx", A, "Teaching", 3, lambda r, dt: t_grades("V26", r))
    for k in (1043, 1057, 1071):
        add(f"{s}/Innleveringer/oppgave2_kandidat_{k}.zip", A, "Teaching", 72, lambda r, dt: _blob(r, b"PK\x03\x04", 700))
    s = f"{d}/SPU120 høst 2025"
    add(f"{s}/Emneplan SPU120 høst 2025.docx", A, "Teaching", 300, "Emneplan SPU120 Spillprogrammering, høst 2025\nFaglærer: Eivind Tangen\nVurdering: mappe (60 %) og muntlig (40 %)")
    add(f"{s}/Karakterer SPU120 H25.xlsx", A, "Teaching", 165, lambda r, dt: t_grades("H25", r))
    add(f"{s}/Emneevaluering H25.pdf", A, "Teaching", 150, "Emneevaluering SPU120 høst 2025\nSvarprosent 62 %\nHelhetsinntrykk 4,3 av 5\n"
        "Kommentarer: 'Bra med live-koding', 'Mer om shaders', 'Innleveringsfristene kolliderte med 3D-emnet'\nTiltak: flytte oppgave 2 en uke")
    add(f"{d}/Forelesninger/F05 - signaler og scener.md", A, "Teaching", 120, "# F05 Signaler og scener\n\n- `signal health_changed(value)`\n- koble i editor vs. `connect()`\n- demo: dør som åpnes når spilleren plukker nøkkel\n")
    add(f"{d}/Forelesninger/F13 - pathfinding.md", A, "Teaching", 75, "# F13 Pathfinding\n\n- AStarGrid2D i Godot 4\n- heuristikker: Manhattan, Euclid, Octile\n- live-koding: fiende som jager spilleren\n")

    # ------------------------------------------------------------ Dokumenter/Økonomi (Areas Finance)
    d = "Dokumenter/Økonomi"
    add(f"{d}/Skatt/Skattemelding 2024.pdf", A, "Finance", 410, lambda r, dt: t_skatt(2024, r))
    add(f"{d}/Skatt/Skatteoppgjør 2024.pdf", A, "Finance", 330, "Skatteoppgjøret for 2024\nSkatteetaten\nDu får tilbake 6 214 kr\nUtbetales til konto 1503.44.10236 innen 3 uker")
    add(f"{d}/Skatt/Skattekort 2026.pdf", A, "Finance", 150, f"Skattekort for 2026\n{ME}\nHovedarbeidsgiver Grålys Studio AS: tabelltrekk 8115\nBiarbeidsgiver Oslo tekniske fagskole: prosenttrekk 38 %")
    add(f"{d}/BSU/BSU årsoppgave 2025.pdf", A, "Finance", 140, f"Fjordbanken - Årsoppgave 2025\nBSU-konto 1503.44.12877\nKontohaver {ME}\nInnskudd 2025: 27 500 kr\nRenter 2025: 9 842 kr\nSaldo 31.12.2025: 241 650 kr\nSkattefradrag grunnlag: 27 500 kr")
    add(f"{d}/BSU/BSU sparing.xlsx", A, "Finance", 30, "År;Innskudd;Saldo\n2019;25000;25600\n2020;25000;52100\n2021;27500;82300\n2022;27500;113900\n2023;27500;148100\n2024;27500;201300\n2025;27500;241650")
    add(f"{d}/Lånekassen/Årsoppgave studielån 2025.pdf", A, "Finance", 135, f"Lånekassen - Årsoppgave 2025\n{ME}\nGjeld 31.12.2025: 276 412 kr\nBetalte renter 2025: 12 880 kr\nNominell rente: 5,049 %")
    add(f"{d}/Bank/Kontoutskrift april 2026.pdf", A, "Finance", 30, lambda r, dt: t_statement("april 2026", r))
    add(f"{d}/Bank/Kontoutskrift mars 2026.pdf", A, "Finance", 61, lambda r, dt: t_statement("mars 2026", r))
    add(f"{d}/budsjett 2026.xlsx", A, "Finance", 20, "Post;Per måned\nHusleie;14500\nStrøm;700\nMat;5500\nRuter;902\nKlatring;450\nBSU;2292\nLånekassen;2817\nSparing flytting;3000")

    # ------------------------------------------------------------ Leilighet (Areas Home) / Flytting (Projects Home)
    d = "Dokumenter/Leilighet Hagegata"
    add(f"{d}/Husleiekontrakt Hagegata 22B.pdf", A, "Home", 1550, f"HUSLEIEKONTRAKT\nUtleier: Bjørn Aune, Tvetenveien 8, 0661 Oslo\nLeietaker: {ME}\nLeieobjekt: {ADDR}, 2 rom, 46 m2\n"
        "Husleie: 13 200 kr/mnd, KPI-regulert\nDepositum: 39 600 kr på depositumskonto\nOppsigelsestid: 3 måneder")
    add(f"{d}/Husleie 2026.xlsx", A, "Home", 5, "Måned;Husleie;Betalt\n" + "\n".join(f"{m};14500;{d_}" for m, d_ in
        (("januar", "2026-01-01"), ("februar", "2026-02-01"), ("mars", "2026-03-01"), ("april", "2026-04-01"), ("mai", "2026-05-01"), ("juni", "2026-06-01"))))
    add(f"{d}/Husleieregulering 2026.pdf", A, "Home", 190, "Fra Bjørn Aune\nVarsel om regulering av husleie etter KPI\nNy husleie fra 01.01.2026: 14 500 kr (KPI-endring 3,1 %)")
    add(f"{d}/Strøm/Nordkraft april 2026.pdf", A, "Home", 29, lambda r, dt: t_power("april 2026", r))
    add(f"{d}/Strøm/Nordkraft mars 2026.pdf", A, "Home", 60, lambda r, dt: t_power("mars 2026", r))
    add(f"{d}/Strøm/Elvia nettleie april 2026.pdf", A, "Home", 28, f"Elvia AS - Nettleie april 2026\n{ADDR}\nEnergiledd 212 kWh x 0,3575 kr\nKapasitetsledd trinn 2-5 kW: 250 kr\nÅ betale: 325,79 kr")
    add(f"{d}/Innboforsikring 2026.pdf", A, "Home", 160, f"Forsikringsbevis - Innbo\nForsikringstaker: {ME}\nAdresse: {ADDR}\nForsikringssum 600 000 kr, egenandel 4 000 kr\nÅrspremie 2 316 kr")
    d = "Dokumenter/Flytting august 2026"
    add(f"{d}/Leiekontrakt Sandakerveien 41A.pdf", P, "Home", 18, f"HUSLEIEKONTRAKT (Husleieloven)\nUtleier: Torshov Eiendom AS, v/ Hilde Brekke\nLeietaker: {ME}\n"
        f"Leieobjekt: {NEWADDR}, leilighet H0302, 3 rom, 61 m2\nLeieperiode: fra 01.08.2026, tidsubestemt\nHusleie: 17 900 kr/mnd\nDepositum: 53 700 kr")
    add(f"{d}/Oppsigelse Hagegata.docx", P, "Home", 25, f"{ME}\n{ADDR}\n\nTil Bjørn Aune\n\nOppsigelse av leieforhold\nJeg sier med dette opp leieavtalen for {ADDR}. "
        "Med tre måneders oppsigelsestid fra utgangen av mai blir siste dag 31.08.2026. Jeg ønsker å avtale overtakelse og gjennomgang av depositum.\n\nOslo, " + _dd(25))
    add(f"{d}/Tilbud Oslo Flyttesentral.pdf", P, "Home", 12, f"Oslo Flyttesentral AS\nTilbud nr 26-1187 til {ME}\nFra {ADDR} (3. etg uten heis) til {NEWADDR} (3. etg med heis)\n"
        "Dato: 01.08.2026\n3 flyttemenn + bil 18 m3, ca 5 timer\nFastpris: 9 800 kr inkl. mva\nNedpakking: 2 200 kr")
    add(f"{d}/Tilbud Bærekraft Flytt.pdf", P, "Home", 10, f"Bærekraft Flytt\nPristilbud flytting 1. august\n{ME}\nTimepris 2 mann og bil: 1 450 kr\nEstimert 6 timer: 8 700 kr\nFlyttekasser 30 stk leie: 600 kr")
    add(f"{d}/flytteliste.md", P, "Home", 4, "# Flytting 1. august\n\n- [x] signere kontrakt Sandakerveien\n- [x] si opp Hagegata (3 mnd)\n- [ ] bestille flyttebyrå\n- [ ] adresseendring Posten / folkeregister\n"
        "- [ ] flytte strømavtale Nordkraft\n- [ ] innboforsikring ny adresse\n- [ ] vaske ut Hagegata\n- [ ] depositum tilbake fra Aune\n")
    add(f"{d}/Budsjett flytting.xlsx", P, "Home", 9, "Post;Beløp\nDepositum ny;53700\nFlyttebyrå;9800\nVask;3500\nOverlapp husleie august;14500\nNy sofa;12000\nSum;93500")
    add(f"{d}/Plantegning Sandakerveien 41A.png", P, "Home", 40, "")
    for i, age in enumerate((44, 44, 44, 44, 43)):
        photo(f"{d}/Visning/IMG_{stamp(age + i * 0.01)}.jpg", P, "Home", age)

    # ------------------------------------------------------------ Helse, Klatring (Areas)
    d = "Dokumenter/Helse"
    add(f"{d}/Henvisning fysioterapi skulder.pdf", A, "Health", 95, f"Grønland legesenter, fastlege Amir Haddad\nHenvisning til fysioterapeut\nPasient: {ME}, f. 14.03.1992\n"
        "Problemstilling: smerter høyre skulder etter klatring, mistenkt impingement. Ønsker vurdering og opptrening, 12 behandlinger.")
    add(f"{d}/MR-svar høyre skulder.pdf", A, "Health", 60, f"Aleris Røntgen Colosseum\nMR høyre skulder - {ME}\nFunn: lett tendinopati i supraspinatus, ingen ruptur.\nKonklusjon: konservativ behandling anbefales.")
    add(f"{d}/Vaksiner Japan 2025.pdf", A, "Health", 275, f"Reisevaksinasjon - Oslo Vaksinasjonssenter\n{ME}\nHepatitt A (Havrix 1440), dose 1, {_dd(275)}\nNeste dose etter 6-12 mnd")
    add(f"{d}/egenandeler 2026.xlsx", A, "Health", 14, "Dato;Behandler;Egenandel\n2026-02-11;Fastlege Haddad;177\n2026-03-03;Fysioterapi Tøyen;298\n2026-03-17;Fysioterapi Tøyen;298\n2026-04-02;Aleris MR;298\n2026-04-20;Fastlege Haddad;177")
    d = "Dokumenter/Klatring"
    add(f"{d}/Medlemskontingent 2026 Tøyen Klatreklubb.pdf", A, "Climbing", 150, f"Tøyen Klatreklubb\nFaktura medlemskontingent 2026\nMedlem 2213: {ME}\nKontingent voksen 1 200 kr\nTreningsavgift vår 2 400 kr\nNorges Klatreforbund lisens inkludert")
    add(f"{d}/Brattkort instruktør bevis.pdf", A, "Climbing", 900, f"Norges Klatreforbund\nBevis: Brattkortinstruktør\n{ME}\nGyldig som instruktør i medlemsklubb. Kurs gjennomført Oslo Klatresenter.")
    add(f"{d}/Referat medlemsmøte mars 2026.docx", A, "Climbing", 70, "Tøyen Klatreklubb - referat medlemsmøte\nSak 1: nye grep i buldrerommet, 18 000 kr\nSak 2: instruktørvakter vår\nSak 3: dugnad Kolsås 25. april")
    add(f"{d}/Instruktørvakter vår 2026.xlsx", A, "Climbing", 110, "Dato;Tid;Instruktør\n2026-02-04;18-20;Eivind T\n2026-02-18;18-20;Hanne K\n2026-03-04;18-20;Eivind T\n2026-03-18;18-20;Petter L\n2026-04-15;18-20;Eivind T")
    add(f"{d}/Fagstoff/Hangboard protokoll.md", R, "Climbing", 200, "# Hangboard\n\n7 s heng / 3 s pause x 6, 3 min hvile, 5 sett.\nKantdybde 20 mm, halvkrimp. Maks 2 økter i uka.\n")
    add(f"{d}/Fagstoff/Topo Kolsås vestveggen.pdf", R, "Climbing", 380, "Kolsås - Vestveggen\nRute 1 Solveggen 5 (10 m)\nRute 2 Tørrfisk 6- (14 m)\nRute 3 Fingertupp 6+ (15 m)\nAdkomst fra Kolsås stasjon 20 min")
    add(f"{d}/Fagstoff/Skulderskader hos klatrere.pdf", R, "Climbing", 85, "Skulderskader hos klatrere - en oversikt\nImpingement og rotatorcuff-tendinopati er vanlige. Styrk ytre rotasjon, "
        "unngå dype dynamiske trekk i opptreningsfasen.\nKilde: Klatring og idrettsmedisin, 2024")

    # ------------------------------------------------------------ Lyktemann (Projects)
    d = "Dokumenter/Lyktemann lansering"
    add(f"{d}/Marketing plan Lyktemann 2026.docx", P, "Lyktemann", 15, "Lyktemann - Marketing plan 2026\nGoal: 40 000 wishlists before launch (8 Oct 2026)\n"
        "Beats:\n- June: Steam Next Fest demo (from the June edition, registration done)\n- July: announce release date with trailer 2\n"
        "- August: Gamescom via Norwegian pavilion (Music Norway/NFI)\n- September: press previews, 60 keys to streamers\n- October: launch, 15 % launch discount\nBudget: 350 000 NOK")
    add(f"{d}/Launch budget.xlsx", P, "Lyktemann", 13, "Post;NOK\nTrailer (klipp + musikk);65000\nVoice-over;12000\nPR-byrå (3 mnd);90000\nGamescom;70000\nAnnonser;60000\nLokalisering;53000\nSum;350000")
    add(f"{d}/Influencer list.xlsx", P, "Lyktemann", 6, "Channel;Platform;Followers;Contacted\nCozyGamerNora;Twitch;48000;yes\nIndieSpelare;YouTube;120000;no\nPixelHygge;YouTube;36000;yes\nSpelkväll;Twitch;22000;no")
    add(f"{d}/Festivals and events.xlsx", P, "Lyktemann", 50, "Event;Date;Status\nSteam Next Fest June 2026;2026-06-08;registered\nGamescom 2026;2026-08-26;applied (Norwegian stand)\nNordic Game 2026;2026-05-19;attended\nIndieCade;2026-10;maybe")
    add(f"{d}/Press kit/factsheet.md", P, "Lyktemann", 8, "# Lyktemann - factsheet\n\n- Developer: Grålys Studio (Oslo, Norway)\n- Release: 8 October 2026, PC (Steam), Linux\n- Price: USD 17.99\n"
        "- Genre: atmospheric puzzle-platformer\n- Pitch: A lantern keeper walks the Norwegian coast at night, relighting lighthouses that remember who built them.\n")
    add(f"{d}/Press kit/press release EN.docx", P, "Lyktemann", 7, "FOR IMMEDIATE RELEASE\nLyktemann, a folklore puzzle-platformer from Oslo studio Grålys, arrives on Steam 8 October 2026\n"
        "Play the demo during Steam Next Fest. Contact: press@graalys.no")
    add(f"{d}/Press kit/pressemelding NO.docx", P, "Lyktemann", 7, "PRESSEMELDING\nOslo-studioet Grålys lanserer Lyktemann på Steam 8. oktober 2026. Demoen kan spilles under Steam Next Fest i juni.")
    for n in ("logo_lyktemann.png", "keyart_1920x1080.png", "screenshot_01_harbour.png", "screenshot_02_lighthouse.png", "screenshot_03_storm.png"):
        add(f"{d}/Press kit/{n}", P, "Lyktemann", 16, "")
    add(f"{d}/Trailer/trailer shot list v2.md", P, "Lyktemann", 21, "# Trailer 2 (release date) - shot list\n\n1. 0:00 black, sea sound\n2. 0:04 lantern ignites, title\n3. 0:12 harbour chase\n"
        "4. 0:25 lighthouse puzzle, gears\n5. 0:40 storm sequence, music swell\n6. 0:55 release date card 8.10.2026, wishlist CTA\n")
    add(f"{d}/Trailer/trailer_cue_v3_master.mp3", P, "Lyktemann", 19, lambda r, dt: _id3(r, "Lyktemann trailer cue v3", "Marte Vik", "Lyktemann OST (work in progress)"))
    add(f"{d}/Store page/store description v5.txt", P, "Lyktemann", 11, "SHORT: Relight the lighthouses of a forgotten coast in this hand-drawn puzzle-platformer.\n\n"
        "ABOUT THE GAME\nYou are the lantern keeper. Every lighthouse you relight tells a piece of the coast's story...\n\nFEATURES\n* 40 hand-drawn levels\n* Light-and-shadow puzzles\n* Original score by Marte Vik\n")
    add(f"{d}/Store page/tags.md", P, "Lyktemann", 11, "Puzzle Platformer, Atmospheric, Hand-drawn, Folklore, Singleplayer, Relaxing, 2D, Story Rich, Indie, Nordic")
    add(f"{d}/Store page/capsule_main_616x353.png", P, "Lyktemann", 23, "")
    add(f"{d}/Store page/capsule_header_920x430.png", P, "Lyktemann", 23, "")
    add(f"{d}/Lokalisering/strings_de.csv", P, "Lyktemann", 33, "key,en,de\nMENU_START,Start,Starten\nMENU_QUIT,Quit,Beenden\nLANTERN_LIT,The lantern is lit,Die Laterne brennt\n")
    add(f"{d}/Lokalisering/strings_ja.csv", P, "Lyktemann", 31, "key,en,ja\nMENU_START,Start,スタート\nMENU_QUIT,Quit,終了\nLANTERN_LIT,The lantern is lit,ランタンが灯った\n")
    add(f"{d}/Steam Direct receipt Lyktemann.pdf", P, "Lyktemann", 300, f"Steam Direct Fee Receipt\nPartner: {AS}\nApp: Lyktemann (App ID 2893110)\nAmount: USD 100.00\nRecoupable after USD 1,000 adjusted gross revenue")
    d = "dev/lyktemann"
    add(f"{d}/README.md", P, "Lyktemann", 2, "# Lyktemann\n\nGodot 4.4 project. Release target: 8 Oct 2026 (Steam).\n\n## Build\n`godot --headless --export-release \"Linux\" build/lyktemann.x86_64`\n")
    add(f"{d}/project.godot", P, "Lyktemann", 1, '[application]\nconfig/name="Lyktemann"\nrun/main_scene="res://scenes/title.tscn"\nconfig/version="0.9.3"\n[rendering]\ntextures/canvas_textures/default_texture_filter=0\n')
    add(f"{d}/scripts/lantern.gd", P, "Lyktemann", 1, "extends PointLight2D\n\nsignal lit\n@export var fuel := 100.0\n\nfunc _process(delta):\n\tfuel -= delta * 2.0\n\tenergy = clamp(fuel / 100.0, 0.2, 1.0)\n")
    add(f"{d}/scripts/player.gd", P, "Lyktemann", 3, "extends CharacterBody2D\n\nconst SPEED = 140.0\nconst JUMP = -320.0\n\nfunc _physics_process(delta):\n\tvelocity.y += 900 * delta\n\tmove_and_slide()\n")
    add(f"{d}/docs/launch-checklist.md", P, "Lyktemann", 4, "# Launch checklist\n\n- [x] Steam Deck verified request\n- [ ] achievements (24)\n- [ ] cloud saves\n- [ ] demo build for Next Fest\n- [ ] release build 1.0 by 15 Sept\n")
    add(f"{d}/CHANGELOG.md", P, "Lyktemann", 1, "## 0.9.3 (demo)\n- storm level polish\n- Japanese font fallback\n## 0.9.2\n- lighthouse gear puzzle\n")
    add(f"{d}/export_presets.cfg", P, "Lyktemann", 9, '[preset.0]\nname="Linux"\nplatform="Linux"\nexport_path="build/lyktemann.x86_64"\n[preset.1]\nname="Windows Desktop"\nexport_path="build/Lyktemann.exe"\n')
    for i, age in enumerate((20, 27, 55, 90)):
        add(f"Bilder/Skjermbilder/Skjermbilde fra {_iso(age)} 2{i}-1{i}-0{i}.png", R, "Photos", age, "")

    # ------------------------------------------------------------ Søknad NFI Saltvann (Projects Grants)
    d = "Dokumenter/Søknad NFI Saltvann"
    add(f"{d}/Søknad utviklingstilskudd Saltvann - utkast v4.docx", P, "Grants", 3,
        "Søknad om utviklingstilskudd for dataspill - Norsk filminstitutt\nProsjekt: Saltvann\nSøker: Grålys Studio AS\n"
        "Kort beskrivelse: Et fortellerdrevet dykkerspill om en fiskerfamilie på Lofoten-kysten i 1890, der spilleren bytter mellom tre generasjoner.\n"
        "Kunstnerisk visjon: ... (Live skriver)\nMålgruppe: 25-45, Steam og Switch\nSøknadsbeløp: 800 000 kr\nSøknadsfrist: 17.06.2026")
    add(f"{d}/Budsjett Saltvann.xlsx", P, "Grants", 5, "Post;Timer;Beløp\nSpilldesign;420;378000\nKonseptkunst;300;270000\nPrototype;500;450000\nLyd;60;54000\nProsjektledelse;80;72000\nSum;1360;1224000\nSøkt NFI;;800000\nEgenfinansiering;;424000")
    add(f"{d}/Fremdriftsplan Saltvann.xlsx", P, "Grants", 5, "Fase;Start;Slutt\nKonsept;2026-09;2026-11\nVertikalt snitt;2026-12;2027-05\nPitch til forlag;2027-06;2027-08")
    add(f"{d}/Spilldesigndokument Saltvann.md", P, "Grants", 9, "# Saltvann - GDD 0.3\n\n## Kjerne-loop\nDykk - finn - husk. Oksygen er tid.\n\n## Generasjoner\n1. Ingeborg (1890)\n2. Arne (1941)\n3. Silje (2024)\n")
    add(f"{d}/CV Eivind Tangen.pdf", P, "Grants", 10, f"CV - {ME}\nGrålys Studio AS, medgründer og programmerer (2022-)\nKrakenhavn Interactive AS, gameplay programmer (2017-2022)\n"
        "Oslo tekniske fagskole, faglærer 20 % (2023-)\nUtdanning: Bachelor i spillprogrammering, Høyskolen Kristiania (2014-2017)\nSpill: Kjellerlys (2023), Lyktemann (2026)")
    add(f"{d}/CV Live Haugen.pdf", P, "Grants", 10, "CV - Live Haugen\nGrålys Studio AS, daglig leder og art director (2022-)\nFrilans illustratør (2015-2022)\nUtdanning: KHiO, bachelor illustrasjon")
    add(f"{d}/Pitch deck Saltvann.pdf", P, "Grants", 6, "SALTVANN\nA narrative diving game across three generations of a Lofoten fishing family\nPlatforms: PC, Switch\nTeam: Grålys Studio (Kjellerlys, Lyktemann)\nAsk: NOK 800k development grant")
    for n in ("konsept_ingeborg.png", "konsept_vrak.png", "moodboard_lofoten.jpg"):
        add(f"{d}/Konseptkunst/{n}", P, "Grants", 20, "")

    # ------------------------------------------------------------ Archive: NFI Lyktemann, Krakenhavn, Game jam, Tokyo
    d = "Dokumenter/NFI Lyktemann 2024-2025"
    add(f"{d}/Sluttrapport utviklingstilskudd Lyktemann.docx", X, "Grants", 245, "Sluttrapport - utviklingstilskudd dataspill\nProsjekt: Lyktemann, NFI saksnr 24/00871\n"
        "Tilskudd: 600 000 kr\nResultat: vertikalt snitt ferdig, Steam-side publisert, produksjon finansiert med Innovasjon Norge og egne midler\nRegnskap vedlagt, revisorbekreftet")
    add(f"{d}/Regnskap tilskudd revisorbekreftelse.pdf", X, "Grants", 250, "Revisorbekreftelse\nUavhengig revisors uttalelse om prosjektregnskap for Lyktemann (NFI 24/00871)\nTotale kostnader: 1 046 300 kr\nRevisjon Øst AS, statsautorisert revisor K. Bøe")
    add(f"{d}/Søknad utviklingstilskudd Lyktemann 2024.docx", X, "Grants", 800, "Søknad om utviklingstilskudd - Lyktemann\nSøker: Grålys Studio AS\nSøknadsbeløp: 600 000 kr")
    d = "Dokumenter/Krakenhavn"
    add(f"{d}/Arbeidsavtale Krakenhavn 2017.pdf", X, "Krakenhavn", 1600, f"ARBEIDSAVTALE\nKrakenhavn Interactive AS, Grønland 58, 0188 Oslo\nArbeidstaker: {ME}\nStilling: Junior gameplay programmer\nTiltredelse 14.08.2017\nÅrslønn 480 000 kr")
    add(f"{d}/Sluttavtale 2022.pdf", X, "Krakenhavn", 1560, f"Avtale om avslutning av arbeidsforhold\nKrakenhavn Interactive AS og {ME}\nSiste arbeidsdag 31.03.2022 etter egen oppsigelse\nFeriepenger utbetales med sluttoppgjør")
    add(f"{d}/Performance review 2021.docx", X, "Krakenhavn", 1700, "Krakenhavn - Annual review 2021\nEmployee: Eivind Tangen, Gameplay Programmer II\nStrengths: combat systems, mentoring juniors\nGoals 2022: lead the AI feature team")
    add(f"{d}/NDA Krakenhavn.pdf", X, "Krakenhavn", 1620, "NON-DISCLOSURE AGREEMENT\nKrakenhavn Interactive AS and Eivind Tangen\nConfidential information includes unreleased titles, including project 'Drakar'.")
    add(f"{d}/avskjed kort.jpg", X, "Krakenhavn", 1525, "exif")
    d = "Dokumenter/Game jam 2024"
    add(f"{d}/GGJ 2024 påmelding.pdf", X, "Game Jam", 870, "Global Game Jam 2024 - Oslo site (Spillhuset)\nRegistration confirmed: Eivind Tangen\n26-28 January 2024\nBring laptop, headphones and good mood")
    add(f"{d}/idémyldring.md", X, "Game Jam", 858, "# GGJ24 - tema: Make me laugh\n\n- et spill der tåkelurer spiller feil melodi\n- fyrvokter som prøver å skremme måker\n- **valgt: Tåkelur** - rytmespill, 3 personer\n")
    for i in range(3):
        photo(f"Bilder/GGJ 2024/IMG_{stamp(857 - i * 0.2)}.jpg", X, "Game Jam", 857 - i * 0.2)
    g = "dev/ggj2024-takelur"
    add(f"{g}/README.md", X, "Game Jam", 855, "# Tåkelur\n\nGlobal Game Jam 2024 entry (Oslo site). Theme: *Make me laugh*.\nTeam: Eivind Tangen (code), Kasper Lund (art), Siri Holm (audio).\nPlayable on itch.io.\n")
    add(f"{g}/project.godot", X, "Game Jam", 856, '[application]\nconfig/name="Takelur"\nrun/main_scene="res://main.tscn"\n')
    add(f"{g}/main.gd", X, "Game Jam", 856, "extends Node2D\n\nvar beat := 0\n\nfunc _on_beat_timer_timeout():\n\tbeat += 1\n\t$Horn.play() if beat % 4 == 0 else null\n")
    add(f"{g}/seagull.gd", X, "Game Jam", 856, "extends Area2D\n\nfunc scare():\n\t$AnimatedSprite2D.play(\"flap\")\n\tqueue_free()\n")
    d = "Dokumenter/Tokyo 2025"
    add(f"{d}/Finnair e-ticket OSL-HND.pdf", X, "Travel", 260, f"Finnair - Electronic ticket receipt\nPassenger: TANGEN/EIVIND MR\nAY912 Oslo 23SEP 11:40 - Helsinki\nAY61 Helsinki 23SEP - Tokyo Haneda 24SEP 08:55\nReturn AY62 30SEP\nTotal NOK 8 940")
    add(f"{d}/Reiseplan Tokyo.md", X, "Travel", 250, "# Tokyo 24.-30. sept 2025\n\n- 25-26: TGS business days (Makuhari Messe), møte Kowloon Games\n- 27: Akihabara, Nakano Broadway\n- 28: Kamakura dagstur\n"
        "- 29: klatring på B-Pump Ogikubo!\n- 30: hjem\n\nSuica lades på Haneda.\n")
    add(f"{d}/TGS 2025 business day pass.pdf", X, "Travel", 262, "TOKYO GAME SHOW 2025\nBusiness Day Pass - 25-26 September 2025\nName: Eivind Tangen\nCompany: Grålys Studio AS\nMakuhari Messe, Chiba")
    add(f"{d}/utgifter Tokyo.xlsx", X, "Travel", 244, "Dato;Hva;Yen\n24.09;Suica;5000\n25.09;Keiyo Line;1300\n27.09;Nakano Broadway;8200\n28.09;Kamakura;2600\n29.09;B-Pump;2860")
    for i in range(8):
        age = 253 - i * 0.8
        photo(f"Bilder/Tokyo 2025/{'IMG_' + stamp(age) + ('.jpg' if i % 3 else '.heic')}", X, "Travel", age)

    # ------------------------------------------------------------ Archive: old laptop copy (Backup)
    b = "gammel-laptop-2022"
    add(f"{b}/Documents/CV Eivind Tangen 2017.docx", X, "Backup", 1700, "CV\nEivind Tangen\nBachelor spillprogrammering, Høyskolen Kristiania 2017\nSommerjobb: QA-tester, Funmill 2016")
    add(f"{b}/Documents/Bacheloroppgave - prosedyrisk terreng.pdf", X, "Backup", 1700, "Bacheloroppgave 2017\nProsedyrisk generering av terreng med Perlin-støy i Unity\nEivind Tangen og Kasper Lund\nHøyskolen Kristiania")
    add(f"{b}/Documents/Krakenhavn/Drakar combat design notes.docx", X, "Backup", 1560, "Drakar - combat notes (internal)\nStamina model v3, parry window 9 frames, heavy attack cancel")
    add(f"{b}/Documents/Krakenhavn/overtime 2021.xlsx", X, "Backup", 1600, "Month;Hours\nJan;12\nFeb;20\nMar;31\nApr;8")
    add(f"{b}/Desktop/notes.txt", X, "Backup", 1570, "handover before leaving:\n- AI behaviour tree docs -> Jonas\n- perforce workspace delete\n- return laptop + badge to IT 31.03\n")
    add(f"{b}/Desktop/New Text Document.txt", X, "Backup", 1580, "unity 2020.3.33f1\nvisual studio 2019 license key in 1password\n")
    add(f"{b}/Downloads/vs_community.exe", X, "Backup", 1650, lambda r, dt: _blob(r, b"MZ\x90\x00", 1200))
    for i in range(5):
        photo(f"{b}/Pictures/Julebord 2021/IMG_{4100 + i * 3}.JPG", X, "Backup", 1620 - i * 0.1)
    photo(f"{b}/Pictures/Screenshots/Screenshot (41).png", X, "Backup", 1590)
    add(f"{b}/Music/Kaizers Orchestra - Ompa til du dør.mp3", X, "Backup", 1900, lambda r, dt: _id3(r, "Ompa til du dør", "Kaizers Orchestra", "Ompa til du dør"))
    for sub, age in (("Desktop", 1570), ("Pictures/Julebord 2021", 1620), ("Documents", 1580)):
        add(f"{b}/{sub}/desktop.ini", L, "System", age, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    add(f"{b}/Pictures/Julebord 2021/Thumbs.db", L, "System", 1620, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500))

    # ------------------------------------------------------------ Resources
    d = "Dokumenter/Fagstoff"
    add(f"{d}/Godot 4 shader cheat sheet.pdf", R, "Gamedev", 180, "Godot 4 shading language cheat sheet\nshader_type canvas_item;\nuniform float speed = 1.0;\nCOLOR, UV, TIME, SCREEN_TEXTURE via hint_screen_texture")
    add(f"{d}/GDC 2025 - notes Steam visibility.md", R, "Gamedev", 430, "# GDC 2025 - How Steam surfaces your game\n\n- wishlists -> conversion ~10-20 % in launch week\n- Next Fest traffic matters less than follower count\n- update visibility rounds\n")
    add(f"{d}/Steamworks - Store page best practices.pdf", R, "Gamedev", 120, "Steamworks Documentation\nStore Page Best Practices\nCapsule images must show game name legibly. Use short description to describe gameplay, not story.\nScreenshots: at least 5, 1920x1080.")
    add(f"{d}/Pixel art color ramps.pdf", R, "Gamedev", 500, "Color ramps for pixel art\nHue shift toward warm in highlights and cool in shadows. Keep 5-7 steps per ramp.")
    add(f"{d}/Game feel - juice checklist.md", R, "Gamedev", 700, "# Juice\n\n- screenshake (small!)\n- hit stop 50 ms\n- squash & stretch\n- particle on landing\n- coyote time 0.1 s, jump buffer 0.1 s\n")
    add(f"{d}/Norsk spillbransje 2025 - rapport.pdf", R, "Gamedev", 160, "Norsk spillbransje 2025\nProduksjon, omsetning og sysselsetting\nOmsetning: 2,4 mrd kr, 1 100 årsverk, 62 % av studioene har under 5 ansatte.")
    add(f"{d}/Postmortem - A Short Hike.md", R, "Gamedev", 620, "# A Short Hike postmortem (notes)\n\n- small scope, finished in ~1 year\n- pixelated render at low res, upscaled\n- playtests on Twitch\n")
    d = "Dokumenter/Bøker"
    for t, a, lang, para, age in (("Game Programming Patterns", "Robert Nystrom", "en", "Design patterns revisited for games: command, flyweight, observer, state.", 900),
                                  ("Blood, Sweat, and Pixels", "Jason Schreier", "en", "The triumphant, turbulent stories behind how video games are made.", 760),
                                  ("The Art of Game Design", "Jesse Schell", "en", "A book of lenses.", 1100),
                                  ("Naiv. Super.", "Erlend Loe", "nb", "Jeg har en bror som heter Kim.", 400),
                                  ("Doppler", "Erlend Loe", "nb", "Min far er død. Jeg bor i skogen med en elgkalv.", 390)):
        add(f"{d}/{t} - {a}.epub", R, "Books", age, lambda r, dt, t=t, a=a, lang=lang, para=para: _rezip(_epub(t, a, lang, para)))
    d = "Dokumenter/Oppskrifter"
    add(f"{d}/Fiskesuppe bergensk.md", R, "Cooking", 320, "# Bergensk fiskesuppe\n\n- 1 l fiskekraft\n- 2 gulrøtter, 1 purre\n- 300 g torsk, 200 g laks\n- 3 dl fløte, eggeplomme\n- eddik og sukker etter smak\n")
    add(f"{d}/Ramen tonkotsu forenklet.md", R, "Cooking", 230, "# Tonkotsu (forenklet)\n\nKok svineknoker 8 t. Tare: soya, mirin, sake. Chashu rulles og brases.\n")
    add(f"{d}/Surdeigsbrød.pdf", R, "Cooking", 500, "Surdeigsbrød\n500 g mel, 350 g vann, 100 g surdeig, 10 g salt\nAutolyse 1 t, strekk og brett 4 ganger, kald heving over natten, 250 C i gryte")
    m = "Musikk"
    for t, a, al in (("Kjærlighetssang", "Jenny Hval", "Classic Objects"), ("Lyktemann", "Kaizers Orchestra", "Evig pint"),
                     ("To the Moon - Main Theme", "Kan Gao", "To the Moon OST"), ("Celeste - First Steps", "Lena Raine", "Celeste OST"),
                     ("Hollow Knight - Greenpath", "Christopher Larkin", "Hollow Knight OST"), ("Sommerfuglen", "Jonas Fjeld", "Texas Jensen")):
        add(f"{m}/{a}/{t}.mp3", R, "Music", r.randint(200, 1500), lambda r, dt, t=t, a=a, al=al: _id3(r, t, a, al))
    nd = "Nedlastinger"
    for n, head, age in (("Godot_v4.4.1-stable_linux.x86_64.zip", b"PK\x03\x04", 75), ("aseprite_1.3.13-1_amd64.deb", b"!<arch>\n", 110),
                         ("blender-4.4.3-linux-x64.tar.xz", b"\xfd7zXZ\x00", 95), ("krita-5.2.9-x86_64.appimage", b"\x7fELF", 260),
                         ("discord-0.0.91.deb", b"!<arch>\n", 40), ("steamcmd_linux.tar.gz", b"\x1f\x8b\x08\x00", 330)):
        add(f"{nd}/{n}", R, "Software", age, lambda r, dt, head=head: _blob(r, head, 1500))
    add(f"{nd}/Godot_v4.5-beta2_linux.x86_64.zip.part", L, "System", 0.5, lambda r, dt: _blob(r, b"PK\x03\x04", 400))
    add(f"{nd}/lyktemann_trailer2_v4_export.mp4.crdownload", L, "System", 1, lambda r, dt: _blob(r, b"\x00\x00\x00\x20ftypisom", 400))
    add(f"{nd}/Saltvann_moodboard_ref.zip.crdownload", L, "System", 4, lambda r, dt: _blob(r, b"PK\x03\x04", 300))
    add("Dokumenter/Søknad NFI Saltvann/~$knad utviklingstilskudd Saltvann - utkast v4.docx", L, "System", 3, b"\x0bEivind T   " + bytes(150))
    dot("Bilder/.directory", b"[Dolphin]\nViewMode=1\n", 300)

    # ------------------------------------------------------------ Photos (Resources) and Bilder dumps
    for y, ages in ((2026, (3, 9, 15, 22, 37, 48, 66, 80, 102, 130)), (2025, (160, 190, 205, 300, 333, 360))):
        for i, age in enumerate(ages):
            photo(f"Bilder/mobil/{y}/IMG_{stamp(age)}.{'heic' if i % 4 == 3 else 'jpg'}", R, "Photos", age)
    for i, age in enumerate((34, 34.1, 96, 215)):
        photo(f"Bilder/Klatring/IMG_{stamp(age)}.jpg", R, "Photos", age)
    for i, age in enumerate((6, 13, 45)):
        add(f"Bilder/Skjermbilder/Skjermbilde fra {_iso(age)} 1{i}-3{i}-5{i}.png", R, "Photos", age, "")
    add("Bilder/bakgrunn fjord.jpg", R, "Photos", 700, "")

    # ------------------------------------------------------------ hard: Nedlastinger dump
    H = True
    add(f"{nd}/dokument.pdf", A, "Finance", 8, lambda r, dt: t_skatt(2025, r), H)
    add(f"{nd}/dokument (1).pdf", A, "Studio", 12, lambda r, dt: t_mva("2026 termin 2 (mars-april)", 12, r), H)
    add(f"{nd}/dokument (2).pdf", P, "Home", 16, f"Fjordbanken\nBekreftelse på opprettet depositumskonto\nKontonummer: 1503.71.40988\nLeietaker: {ME}\n"
        f"Utleier: Torshov Eiendom AS (org.nr 915 220 461)\nLeieobjekt: {NEWADDR}, H0302\nDepositumsbeløp: 53 700 kr\n"
        "Kontoen er sperret til fordel for utleier i leieperioden. Innskudd må være registrert før overtakelse 01.08.2026.", H)
    add(f"{nd}/dokument (3).pdf", A, "Studio", 57, lambda r, dt: t_steam("March 2026", 74, 74 * 12.99 * 0.86, 57), H)
    add(f"{nd}/dokument (4).pdf", X, "Grants", 230, "Norsk filminstitutt\nVedtak - godkjenning av sluttrapport\nSaksnr. 24/00871 Lyktemann\nTilskuddsmottaker: Grålys Studio AS\n"
        "NFI har gjennomgått sluttrapport og revisorbekreftet prosjektregnskap. Rapporten godkjennes, og siste utbetaling på 60 000 kr (10 %) "
        "frigis. Tilskuddssaken er med dette avsluttet.\nOslo, 14.10.2025\nSeniorrådgiver Heidi Strand", H)
    add(f"{nd}/dokument (5).pdf", X, "Krakenhavn", 1520, f"ATTEST\n{ME}, født 14.03.1992, var ansatt i Krakenhavn Interactive AS fra 14.08.2017 til 31.03.2022, "
        "først som junior gameplay programmer og fra 2020 som gameplay programmer II.\nHan arbeidet med kampsystem og AI på titlene 'Ravnfjell' og 'Drakar', "
        "og var fadder for nyansatte. Han slutter etter eget ønske for å starte eget studio.\nOslo, 30.03.2022\nMarius Engen, studio director", H)
    add(f"{nd}/download.pdf", P, "Grants", 30, "Norsk filminstitutt\nRetningslinjer for utviklingstilskudd til dataspill 2026\nFormål: stimulere til utvikling av kvalitetsspill med norsk forankring.\n"
        "Søknadsfrister 2026: 11. mars og 17. juni\nMaksimalt tilskudd: 1 000 000 kr, inntil 75 % av godkjent budsjett\nVedlegg: spilldesigndokument, budsjett, fremdriftsplan, CV for nøkkelpersoner, visuell presentasjon", H)
    add(f"{nd}/download (1).pdf", R, "Gamedev", 140, "Optimizing 2D lighting in Godot 4\nPointLight2D is expensive when many lights overlap the same canvas items. Bake static lights into "
        "a CanvasModulate + light texture, limit shadow-casting lights to 4 per screen, and use LightOccluder2D polygons with few vertices.\nBenchmark: 120 lights, 38 fps -> 144 fps.", H)
    add(f"{nd}/vedlegg.pdf", A, "Health", 35, f"Grønland legesenter\nPrøvesvar - {ME}, f. 14.03.1992\nRekvirent: lege Amir Haddad\nHb 14,8 g/dL (ref 13,4-17,0)\nCRP <1 mg/L\nFerritin 88 ug/L\n"
        "Vitamin D 41 nmol/L (lav-normal)\nKommentar: fine verdier. Anbefaler tran i vinterhalvåret.", H)
    add(f"{nd}/vedlegg (1).pdf", A, "Studio", 54, f"Innovasjon Norge\nKvittering for mottatt rapport\nSaksnr.: 2025/104877\nRapporttype: Fremdriftsrapport Q1 2026\nInnsender: Live Haugen, {AS}\n"
        "Mottatt: 06.04.2026\nNeste rapport forfaller: 06.07.2026 (Q2 2026)", H)
    add(f"{nd}/vedlegg (2).pdf", A, "Home", 150, f"Tryg Forsikring\nFornyelse innboforsikring\nForsikringstaker: {ME}\nForsikringssted: {ADDR}\nPeriode 01.01.2026-31.12.2026\nPremie 2 316 kr, forfall 20.01.2026", H)
    add(f"{nd}/attachment.pdf", P, "Lyktemann", 46, "Steamworks - Store Page Review\nApp: Lyktemann (2893110)\nResult: Changes required\n"
        "1. Your main capsule must contain the game's logo legibly at small sizes.\n2. Screenshot 4 contains concept art; screenshots must show gameplay.\n"
        "3. The short description mentions a 'free DLC' that is not yet available.\nPlease resubmit for review.", H)
    add(f"{nd}/document.pdf", P, "Lyktemann", 58, "Steam Next Fest - June 2026 Edition\nRegistration confirmation\nPartner: Grålys Studio AS\nApp: Lyktemann\n"
        "Demo app ID 3120440 must be live by 1 June 2026. Press preview period starts 2 June. Festival: 8-15 June 2026.\nDemo status: submitted for review", H)
    add(f"{nd}/untitled.pdf", R, "Climbing", 220, "Fingerboard training for intermediate climbers\nStart with repeaters on a 20 mm edge: 7 seconds on, 3 off, six reps, five sets.\n"
        "Progress by adding 2.5 kg every second week. Never hang the day after a hard bouldering session.\nWarning signs: pain at A2 pulley.", H)
    add(f"{nd}/IMG_4471.pdf", P, "Home", 11, f"Oslo Flyttesentral AS - befaringsskjema\nKunde: {ME}\nFra: {ADDR}, 3. etg, ingen heis\nTil: {NEWADDR}, 3. etg, heis\n"
        "Volum: ca 16 m3, 25 kasser, sofa, seng 160, skrivebord x2, 3 skjermer (emballeres)\nDato ønsket: lørdag 01.08.2026 kl 08\nSignert på befaring", H)
    add(f"{nd}/bekreftelse.pdf", X, "Travel", 268, "Booking confirmation 4418 209 771\nHotel Kinokuniya Shinjuku, 3-17-2 Shinjuku, Tokyo 160-0022\n"
        "Guest: Eivind Tangen\nCheck-in: Wed 24 September 2025 from 15:00\nCheck-out: Tue 30 September 2025 by 11:00\nSingle room, non-smoking, 6 nights\nTotal: JPY 108,600 (paid)", H)
    add(f"{nd}/print.pdf", A, "Climbing", 148, f"Tøyen Klatreklubb\nFaktura 2026-2213\nTil: {ME}\nTreningsavgift vår 2026: 2 400 kr\nInstruktørrabatt: -1 200 kr\n"
        "Å betale: 1 200 kr til 1254.05.77120 innen 15.02.2026", H)
    add(f"{nd}/skjema.pdf", A, "Finance", 125, f"Lånekassen\nBetalingsplan 2026\n{ME}\nGjeld: 276 412 kr\nTerminbeløp: 2 817 kr, 12 terminer\nForfall: 15. hver måned\n"
        "Gjenstående løpetid: 11 år og 2 mnd\nRente: flytende, 5,049 %", H)
    add(f"{nd}/skjema (1).pdf", A, "Finance", 70, f"Storebrand Livsforsikring\nÅrsoppgave pensjonskapitalbevis 2025\nInnehaver: {ME}\nTidligere arbeidsgiver: Krakenhavn Interactive AS\n"
        "Verdi 31.12.2025: 214 880 kr\nAvkastning 2025: 9,8 %\nProfil: Storebrand Balansert", H)
    add(f"{nd}/eksport.csv", A, "Finance", 2, lambda r, dt: "Dato;Beskrivelse;Ut;Inn;Konto\n" + "\n".join(
        f"{_iso(k)};{t};{u};{i};1503.44.10236" for k, (t, u, i) in enumerate((
            ("Husleie juni Bjørn Aune", 14500, ""), ("Lønn Grålys Studio AS", "", 24680), ("Lånekassen termin", 2817, ""),
            ("BSU fast overføring", 2292, ""), ("REMA 1000 Tøyen", r.randint(200, 500), ""), ("Ruter billett", 902, ""),
            ("Lønn Oslo tekniske fagskole", "", 10185), ("Nordkraft strøm", r.randint(300, 700), ""), ("Vipps Hanne K klatretur", 650, ""),
            ("Fjordbanken depositumskonto", 53700, "")), 2)), H)
    add(f"{nd}/export (1).csv", P, "Lyktemann", 1, lambda r, dt: "Date,App,Adds,Deletes,Purchases&Activations,Gifts,Balance\n" + "\n".join(
        f"{_iso(k)},Lyktemann (2893110),{r.randint(40, 260)},{r.randint(3, 20)},0,0,{22000 - k * 110}" for k in range(1, 15)), H)
    add(f"{nd}/report.csv", P, "Lyktemann", 3, "utm_source,utm_campaign,visits,wishlists\nreddit,trailer1,4210,388\ntwitter,nextfest_announce,1980,140\n"
        "presskit,press,720,91\nyoutube_cozygamernora,influencer,3310,402\nnewsletter,devlog_12,510,77\n", H)
    add(f"{nd}/data.xlsx", A, "Teaching", 4, lambda r, dt: "Canvas - SPU120 Spillprogrammering V26 - karakterbok\n" + t_grades("V26", r), H)
    add(f"{nd}/export.csv", A, "Teaching", 40, "Student,ID,Section,Arbeidskrav 1,Arbeidskrav 2,Arbeidskrav 3,Frammøte %\n" + "\n".join(
        f"{n},{1001 + i * 7},SPU120-V26,G,G,{'G' if i % 5 else 'IL'},{92 - i * 3}" for i, n in enumerate(STUDENTS[:12])), H)
    add(f"{nd}/melding.eml", P, "Home", 6, _eml("Hilde Brekke <hilde@torshov-eiendom.no>", "eivind.tangen@gmail.com", "Nøkler og innflytting", 6,
        f"Hei Eivind,\n\nVelkommen som leietaker i {NEWADDR}. Nøkler kan hentes på vårt kontor i Vogts gate 12 fredag 31. juli etter kl 14, "
        "forutsatt at depositum er registrert.\nVi gjør innflyttingsprotokoll sammen 1. august kl 09.\n\nHilsen Hilde Brekke\nTorshov Eiendom AS"), H)
    add(f"{nd}/dokument (6).pdf", A, "Finance", 139, f"Fjordbanken\nÅrsoppgave 2025 - innskudd og lån\nKunde: {ME}\nBrukskonto 1503.44.10236: saldo 18 442 kr, renter 412 kr\n"
        "BSU 1503.44.12877: saldo 241 650 kr, renter 9 842 kr, innbetalt 27 500 kr\nSparekonto 1503.44.18890: saldo 96 210 kr, renter 3 880 kr", H)
    add(f"{nd}/dokument (7).pdf", A, "Home", 1, lambda r, dt: t_power("mai 2026", r), H)
    add(f"{nd}/Scan_20260304.pdf", A, "Teaching", 89, f"Oslo tekniske fagskole\nTillegg til arbeidsavtale\nArbeidstaker: {ME}\nFra 01.08.2026 økes stillingen fra 20 % til 25 % for å dekke nytt emne "
        "SPU220 Shaderprogrammering (høst).\nØvrige vilkår uendret.\nSignert: studieleder Rune Solvik / Eivind Tangen", H)
    add(f"{nd}/invoice_88213.pdf", P, "Lyktemann", 17, "Marte Vik Musikk (ENK, org.nr 921 334 870)\nInvoice 88213\nTo: Grålys Studio AS\n"
        "Composition and mix: trailer cue 'Lanterns' v3, 1:05, incl. stems\nLicense: perpetual, worldwide, for marketing of Lyktemann\nAmount: 14 000 NOK + 25 % VAT = 17 500 NOK", H)
    add(f"{nd}/Dokument1.docx", A, "Teaching", 58, "Refleksjonsnotat - Arbeidskrav 3\nKandidat 1057\nJeg eksporterte plattformspillet mitt til Web, men lydene spilte ikke før første klikk "
        "på grunn av nettleserens autoplay-regler. Jeg løste det med en startskjerm.\nLinux-eksporten fungerte på første forsøk.", H)
    add(f"{nd}/output.pdf", P, "Lyktemann", 24, "VOICE-OVER AGREEMENT\nBetween Grålys Studio AS (Producer) and Ola Stavik (Performer)\nProject: Lyktemann - release date trailer and in-game narrator (Norwegian and English)\n"
        "Session: 2 hours at Lydhuset, Oslo, 10 June 2026\nFee: NOK 12 000, buy-out for trailer and game", H)
    add(f"{nd}/dokument (8).pdf", A, "Studio", 119, "Altinn - kvittering\nRF-1086 Aksjonærregisteroppgave for inntektsåret 2025\nSelskap: Grålys Studio AS, 928 441 205\n"
        "Aksjonærer: 2  Utbytte: 60 000 kr\nInnsendt av Regnskapskontoret Lindeberg AS på vegne av selskapet", H)
    add(f"{nd}/dokument (9).pdf", P, "Home", 2, f"Skatteetaten / Folkeregisteret\nKvittering for flyttemelding\nNavn: {ME}\nFlytter fra: {ADDR}\nFlytter til: {NEWADDR}, bolignr H0302\n"
        "Flyttedato: 01.08.2026\nMeldingen er registrert og vil bli behandlet.", H)
    add(f"{nd}/dokument (10).pdf", R, "Gamedev", 180, "Steamworks Documentation - Wishlists\nWishlist notifications are sent when the game launches and when it goes on sale "
        "with a discount of at least 20 %. Wishlist counts are not a guarantee of sales; median conversion in the first week is around 0.2 units per wishlist.", H)
    add(f"{nd}/dokument (11).pdf", A, "Health", 58, f"Aleris Røntgen\nSvar på undersøkelse - MR høyre skulder\nPasient: {ME}\nHenvisende lege: Amir Haddad, Grønland legesenter\n"
        "Funn: moderat tendinopati i supraspinatussenen, ingen ruptur, lett bursitt.\nVurdering: funn forenlig med overbelastning.", H)
    add(f"{nd}/dokument (12).pdf", X, "Krakenhavn", 1510, f"Krakenhavn Interactive AS - lønnsslipp mars 2022 (sluttoppgjør)\n{ME}, ansattnr 117\nFastlønn: 51 250 kr\n"
        "Feriepenger 12 %: 61 800 kr\nAvspasering utbetalt 18 t: 6 700 kr\nForskuddstrekk: 41 300 kr\nUtbetalt: 78 450 kr", H)

    # ------------------------------------------------------------ hard: Skrivebord dump
    sk = "Skrivebord"
    add(f"{sk}/notat.txt", P, "Lyktemann", 5, "trailer 2 - tanker etter møte m/ Live\n\n- åpne med lykta som tennes, ikke logoen\n- stormscenen må komme før 0:40\n"
        "- Marte: cue v3 er bra, men drop på 0:38 må matche lyn\n- dato-kort: 8. oktober 2026 + 'Wishlist now'\n- Ola leser voice-over 10. juni\n- eksport 4K til Steam, 1080p til Reddit", H)
    add(f"{sk}/notater.txt", A, "Studio", 33, "møte Tone 28.4\n\n- årsoppgjør 2025 levert, generalforsamling før 30.6\n- utbytte: max 40k pga likviditet høsten\n"
        "- IN-utbetaling periodiseres\n- husk: reiseregning TGS mangler kvittering taxi\n- MVA termin 3 frist 10. juli\n- vurdere å gå over til årlig MVA? nei, for stor omsetning", H)
    add(f"{sk}/Nytt dokument.txt", A, "Teaching", 110, "uke 12 forelesning\n\ntilstandsmaskin-demo: vakt som patruljerer\n- enum State {IDLE, PATROL, CHASE}\n"
        "- match state i _physics_process\nspør klassen: hvorfor ikke bare if/else?\nhusk å dele ut arbeidskrav 2 etter pausen\nSander og Nora trenger utsatt frist (sykdom)", H)
    add(f"{sk}/todo.md", P, "Home", 7, "# før 1.8\n\n- ring Nordkraft: flytte avtale til Sandakerveien\n- bestille Oslo Flyttesentral (9 800)\n- male stua i Hagegata?? sjekk med Aune\n"
        "- måle plass til skrivebord x2 i nytt arbeidsrom\n- internett Telia/Altibox på ny adresse\n- 53 700 til depositumskonto FØR 31.7", H)
    add(f"{sk}/skann0001.pdf", X, "Travel", 247, "JR EAST\nReceipt\nTokyo -> Kamakura round trip, Yokosuka Line\n2025-09-28\nFare JPY 1,880\nIssued at Shinjuku Station ticket office", H)
    add(f"{sk}/skann0002.pdf", A, "Finance", 420, f"Storebrand Livsforsikring AS\nPensjonskapitalbevis (tidligere fripolise)\nInnehaver: {ME}, f. 14.03.1992\n"
        "Opptjent i Krakenhavn Interactive AS 2017-2022\nKapital: 196 400 kr\nDu kan flytte beviset til egen pensjonskonto hos Storebrand eller annen leverandør.", H)
    add(f"{sk}/skann0003.pdf", A, "Health", 96, f"Grønland legesenter\nHenvisning\nTil: Tøyen Fysioterapi, Hagegata 15\nPasient: {ME}\nDiagnose: L92 Skuldersyndrom\n"
        "Ønsker: vurdering og behandling, 12 konsultasjoner. Pasienten klatrer 3-4 ganger i uka.\nLege Amir Haddad", H)
    add(f"{sk}/skann0004.pdf", P, "Home", 20, f"Bekreftelse på mottatt oppsigelse\nUtleier Bjørn Aune bekrefter å ha mottatt oppsigelse fra {ME} for leiligheten i {ADDR}.\n"
        "Leieforholdet opphører 31.08.2026. Visning for nye leietakere kan skje etter avtale i juni og juli.\nDepositum (39 600 kr + renter) frigis etter overtakelse.\nOslo, " + _dd(20), H)
    add(f"{sk}/skann0005.pdf", A, "Studio", 31, f"PROTOKOLL FRA STYREMØTE\n{AS}\nTil stede: Eivind Tangen (styreleder), Live Haugen\n"
        "Sak 1/26: Ansettelse av PR-konsulent på timebasis for lanseringen - vedtatt\nSak 2/26: Styret foreslår utbytte 40 000 kr\nSignert begge", H)
    add(f"{sk}/skann0006.pdf", A, "Teaching", 12, "Oslo tekniske fagskole - Sensurskjema\nEmne SPU120 V26\nIntern sensor: Eivind Tangen  Ekstern sensor: Katrine Moe (NTNU Gjøvik)\n"
        "Antall kandidater: 14\nKarakterfordeling: A 2, B 3, C 4, D 3, E 1, F 1\nSignert begge sensorer", H)
    add(f"{sk}/skann0007.pdf", A, "Climbing", 500, f"Norges Klatreforbund\nKursbevis - Instruktør 1 Klatring Inne\nDeltaker: {ME}\nGjennomført 24 timer, Oslo Klatresenter\nKursleder: Trine Aas", H)
    add(f"{sk}/Uten navn.docx", P, "Grants", 2, "2.3 Kunstnerisk visjon\nSaltvann skal kjennes som å bla i et familiealbum under vann. Hver generasjon har sin egen palett: "
        "Ingeborg i sepia og kobber, Arne i krigsgrått, Silje i sterk turkis. Spillet bruker norsk dialekt (lofotmål) med engelsk undertekst.\n"
        "2.4 Norsk forankring\nFortellingen bygger på intervjuer med fiskerfamilier i Henningsvær.", H)
    add(f"{sk}/Dokument1.docx", P, "Lyktemann", 9, "PRESS RELEASE - DRAFT 2\nOslo, June 2026 - Independent studio Grålys today announced that its folklore puzzle-platformer "
        "Lyktemann will launch on Steam on 8 October 2026. A free demo is available during Steam Next Fest (8-15 June).\nQuote Live Haugen: '...'\nAssets: graalys.no/presskit", H)
    add(f"{sk}/eksport.csv", A, "Studio", 25, "Date,Product,Country,Units,Net USD\n2026-04-01,Kjellerlys,US,4,36.12\n2026-04-02,Kjellerlys,DE,2,18.90\n"
        "2026-04-05,Kjellerlys Soundtrack,NO,1,3.50\n2026-04-11,Kjellerlys,JP,3,27.40\n2026-04-19,Kjellerlys,BR,1,4.20\n", H)
    add(f"{sk}/liste.txt", A, "Climbing", 75, "vakter vår - Tøyen KK\n\nons 4/3 18-20 Eivind (brattkortkurs, 6 stk påmeldt)\nons 18/3 Petter\nons 1/4 Eivind\n"
        "dugnad Kolsås 25/4: ta med børster og bolter-nøkkel\nkontingent må betales før brattkortprøve", H)
    add(f"{sk}/Ark1.xlsx", P, "Grants", 4, "Saltvann - søknadsbudsjett NFI;;\nKostnad;Timer;Beløp\nDesign (Eivind);420;378000\nKunst (Live);300;270000\n"
        "Prototype;500;450000\nLydkonsulent;60;54000\nSum;;1224000\nSøkt;;800000", H)
    add(f"{sk}/Untitled Document 1.txt", R, "Gamedev", 260, "talks å se:\n- 'Math for Game Programmers: Juicing Your Cameras' (GDC)\n- 'Level design in a day'\n"
        "- 'The Art of Screenshake' - Jan Willem Nijman\n- Freya Holmér: 'The Beauty of Bezier Curves'\n- Godot Con 2025: 2D lighting deep dive", H)
    add(f"{sk}/Untitled Document 2.txt", R, "Cooking", 180, "pasta alla gricia\n\n150 g guanciale i staver, stekes sakte\n200 g rigatoni, al dente\npecorino + mye pepper, pastavann til emulsjon\nikke fløte!!", H)
    add(f"{sk}/tmp.md", P, "Lyktemann", 14, "- juli: release date + trailer 2 (IGN? Wholesome Direct for sent)\n- august: Gamescom norsk stand, 30 demo-stasjoner? nei, 2\n"
        "- presse: 60 nøkler via Keymailer\n- lanseringsrabatt 15 %, pris 17.99\n- 40k ønskelister mål", H)
    add(f"{sk}/videresendt.eml", A, "Studio", 23, _eml("Eivind Tangen <eivind@graalys.no>", "Live Haugen <live@graalys.no>", "Fwd: MVA termin 2", 23,
        "FYI\n\n---------- Videresendt melding ----------\nFra: Tone Lindeberg\n\nMVA-melding for mars-april er klar. Å betale 21 418 kr, frist 10. juni. "
        "Steam-inntektene fra Valve er tjenesteeksport og er ført med nullsats.\nHilsen Tone"), H)
    add(f"{sk}/mail.eml", P, "Lyktemann", 10, _eml("Live Haugen <live@graalys.no>", "Eivind Tangen <eivind@graalys.no>", "key art final?", 10,
        "Hei!\n\nLa ut keyart v7 i delt mappe. Logoen er større nå som Valve ba om. Kan du sjekke capsule 616x353 og header 920x430 før vi sender "
        "storesiden til ny review? Vil gjerne ha det inne før Next Fest.\n\nL"), H)
    add(f"{sk}/Nytt dokument (2).txt", P, "Grants", 40, "ideer til neste spill etter Lyktemann\n\n- dykking, lofoten, tre generasjoner\n- oksygen som tidsressurs\n"
        "- arbeidstittel: Saltvann\n- søke NFI utviklingstilskudd i juni-runden\n- Live: akvarell-stil?", H)
    add(f"{sk}/kladd.docx", A, "Finance", 60, f"Til Skatteetaten\nEndring av skattemelding 2024\n{ME}, f.nr 140392*****\nJeg ber om at fradrag for fagforeningskontingent (4 320 kr) "
        "og BSU-sparing legges inn for inntektsåret 2024; dette ble ikke med i den leverte skattemeldingen.\nVedlegg: årsoppgave Fjordbanken 2024", H)

    # ------------------------------------------------------------ hard: Dokumenter loose, 2024 dump, phone scans
    add("Dokumenter/Dokument3.docx", X, "Travel", 270, "Japan - planlegging\nFly: Finnair via Helsinki 23/9, hjem 30/9\nHotell: Shinjuku, 6 netter\nTGS business day 25-26/9 - møte Kowloon Games 26/9 kl 14\n"
        "Kjøpe: Suica, JR-billett til Kamakura\nSpise: Fuunji (tsukemen), Omoide Yokocho", H)
    add("Dokumenter/notat (2).txt", X, "Krakenhavn", 1530, "sluttsamtale med Marius 28.3.2022\n\n- takket for 4,5 år, hyggelig\n- Drakar-teamet får ny AI-lead (Jonas)\n"
        "- laptop og adgangskort leveres 31.3\n- attest sendes på mail\n- pensjon: Storebrand flytter til pensjonskapitalbevis automatisk", H)
    y = "Dokumenter/2024"
    add(f"{y}/dokument.pdf", A, "Finance", 760, lambda r, dt: t_skatt(2023, r), H)
    add(f"{y}/skann0017.pdf", A, "Home", 620, lambda r, dt: t_power("januar 2024", r), H)
    add(f"{y}/vedlegg (1).pdf", X, "Grants", 790, "Norsk filminstitutt\nTilsagn om utviklingstilskudd til dataspill\nSaksnr. 24/00871\nProsjekt: Lyktemann\nTilskuddsmottaker: Grålys Studio AS\n"
        "Tilskudd: 600 000 kr, utbetales 50 % ved aksept, 40 % ved milepæl, 10 % etter godkjent sluttrapport\nSluttrapport frist: 30.06.2025", H)
    add(f"{y}/notat.txt", X, "Game Jam", 858, "fredag kveld:\ntema = make me laugh\nteam: meg, Kasper, Siri\nide: fyrvokter-rytmespill, tåkelur spiller feil\nscope: 1 skjerm, 3 sanger, måker\n"
        "søndag 15:00 innlevering!!! itch + globalgamejam.org", H)
    add(f"{y}/eksport.csv", A, "Finance", 520, "Dato;Tekst;Beløp;Saldo\n2024-01-15;BSU innskudd;2292;150392\n2024-02-15;BSU innskudd;2292;152684\n"
        "2024-03-15;BSU innskudd;2292;154976\n2024-06-30;Renter BSU;3120;164388\n2024-12-31;Renter BSU;4410;201300\n", H)
    add(f"{y}/mail.eml", X, "Game Jam", 853, _eml("Oslo GGJ site <oslo@globalgamejam.example>", "eivind.tangen@gmail.com", "Thanks for jamming!", 853,
        "Hi jammers,\n\n34 games were made at the Oslo site this weekend. Audience award went to 'Tåkelur' (Eivind, Kasper, Siri) - congratulations!\n"
        "Please remember to upload your source to the GGJ page before Wednesday.\n\nSee you next year,\nThe Oslo site team"), H)
    add(f"{y}/Dokument2.docx", A, "Teaching", 540, "Emnerapport SPU120 høst 2024\nFaglærer: Eivind Tangen\n16 studenter startet, 14 tok eksamen, strykprosent 7 %\n"
        "Studentene ønsker mer om shaders - vurdere nytt emne\nTiltak til neste år: Godot 4.3 i stedet for 4.2, flere små oppgaver", H)
    add(f"{y}/skann0019.pdf", A, "Health", 680, f"Grønland legesenter\nKvittering\nPasient: {ME}\nKonsultasjon fastlege Amir Haddad, 2cd\nEgenandel 160 kr\nBetalt med kort", H)
    add(f"{y}/dokument (1).pdf", A, "Studio", 510, "Steamworks Financial Summary 2024\nPartner: Grålys Studio AS\nKjellerlys: 3 412 units, gross USD 31,882\nKjellerlys Soundtrack: 280 units, USD 1,120\n"
        "Net paid to partner 2024: USD 23,100", H)
    add(f"{y}/Dokument1.docx", X, "Game Jam", 840, "Postmortem - Tåkelur (GGJ 2024)\nWhat went well: one-screen scope, Siri's horn samples, we finished at 14:30 on Sunday.\n"
        "What went wrong: the rhythm timing drifted on Web export (audio latency). Lesson: test exports on Saturday.", H)
    add("Bilder/mobil/2026/IMG_20260421_093210.pdf", A, "Health", 41, f"Tøyen Fysioterapi\nKvittering\n{ME}\nBehandling 6 av 12, henvisning fra fastlege\nEgenandel 298 kr\nFrikort-grense 2026: 3 278 kr", H)
    add("Bilder/mobil/2026/IMG_20260509_141100.pdf", P, "Lyktemann", 23, "TRAILER 2 STORYBOARD (whiteboard)\n1 lantern lights  2 title  3 harbour chase  4 gears puzzle\n"
        "5 storm + lightning on 0:38 drop  6 8 OCT 2026  7 WISHLIST ON STEAM", H)
    add("Bilder/mobil/2025/IMG_20250926_201455.pdf", X, "Travel", 248, "Fuunji Shinjuku\nReceipt\n2025-09-26 20:14\nTsukemen x2  JPY 2,200\nBeer x1  JPY 600\nTotal JPY 2,800 (tax incl.)", H)

    # ------------------------------------------------------------ more named files, photos
    add(f"{nd}/Skattemelding_2025_kvittering.pdf", A, "Finance", 8, f"Skatteetaten\nKvittering for levert skattemelding 2025\n{ME}\nLevert {_dd(8)} kl 21:14\nForeløpig beregnet: til gode 3 980 kr")
    add(f"{nd}/Steamworks_SDK_162.zip", R, "Software", 65, lambda r, dt: _blob(r, b"PK\x03\x04", 1200))
    add(f"{nd}/GodotCon2025_slides_2D_lighting.pdf", R, "Gamedev", 150, "GodotCon 2025\n2D lighting deep dive\nCanvasModulate, PointLight2D, normal maps for sprites, SDF shadows")
    add(f"{nd}/presskit_template_dopresskit.zip", R, "Gamedev", 210, lambda r, dt: _blob(r, b"PK\x03\x04", 900))
    add(f"{nd}/Kolsas_topo_2026.pdf", R, "Climbing", 45, "Kolsås klatrefører 2026 (utdrag)\nSektor Solveggen: 24 ruter, 4-7\nNye bolter på Tørrfisk 6-, 2025")
    add(f"{nd}/Eksamensoppgave_SPU120_H25.pdf", A, "Teaching", 170, "Oslo tekniske fagskole\nEksamen SPU120 H25 - muntlig\nTrekk ett av tre tema: signaler, tilstandsmaskiner, pathfinding")
    add(f"{nd}/Finnair_boarding_pass_AY61.pdf", X, "Travel", 251, "FINNAIR Boarding pass\nTANGEN/EIVIND\nAY61 HEL-HND 23SEP25 Seat 41C Gate 36\nBoarding 16:50")
    add(f"{nd}/Lyktemann_demo_feedback.csv", P, "Lyktemann", 2, "player,minutes,stuck_at,rating\n#1,34,gear puzzle,4\n#2,18,storm,3\n#3,52,none,5\n#4,27,gear puzzle,4\n")
    add(f"{nd}/Forbrukerrådet - sjekkliste innflytting.pdf", P, "Home", 15, "Forbrukerrådet\nSjekkliste ved innflytting i leid bolig\nFyll ut innflyttingsprotokoll, ta bilder av skader, les av strømmåler, sjekk depositumskonto")
    add("Dokumenter/Grålys Studio AS/Steam/Steam payment January 2026.pdf", A, "Studio", 117, lambda r, dt: t_steam("January 2026", 66, 66 * 12.99 * 0.86, 117))
    add("Dokumenter/Grålys Studio AS/MVA/MVA-melding 2025 termin 5.pdf", A, "Studio", 195, lambda r, dt: t_mva("2025 termin 5 (september-oktober)", 195, r))
    add("Dokumenter/Grålys Studio AS/Innovasjon Norge/Fremdriftsrapport Q2 2025.docx", A, "Studio", 330, lambda r, dt: t_ingrant_q("Q2 2025", r))
    add("Dokumenter/Fagskolen/SPU120 høst 2024/Emneplan SPU120 høst 2024.docx", A, "Teaching", 670, "Emneplan SPU120 Spillprogrammering, høst 2024\nGodot 4.2\nVurdering: 4 timers skriftlig")
    add("Dokumenter/Fagskolen/SPU120 høst 2024/Karakterer SPU120 H24.xlsx", A, "Teaching", 530, lambda r, dt: t_grades("H24", r))
    add("Dokumenter/Lyktemann lansering/Devlog/devlog_12.md", P, "Lyktemann", 26, "# Devlog 12 - Storms\n\nThis month we rebuilt the storm level: rain is now a GPU particle system and lightning syncs with the music.\n")
    add("Dokumenter/Lyktemann lansering/Devlog/devlog_11.md", P, "Lyktemann", 57, "# Devlog 11 - Gears\n\nThe lighthouse gear puzzle went through five versions. Playtesters got stuck, so gears now glow when aligned.\n")
    for i, age in enumerate((1, 4, 7, 11, 18, 25)):
        photo(f"Bilder/mobil/2026/IMG_{stamp(age + 0.3)}.jpg", R, "Photos", age + 0.3)
    for i, age in enumerate((175, 222, 280, 345)):
        photo(f"Bilder/mobil/2025/IMG_{stamp(age + 0.4)}.jpg", R, "Photos", age + 0.4)
    for age in (58, 59):
        photo(f"Bilder/Klatring/IMG_{stamp(age)}.jpg", R, "Photos", age)
    for age in (252.3, 250.6):
        photo(f"Bilder/Tokyo 2025/IMG_{stamp(age)}.jpg", X, "Travel", age)
    photo(f"Dokumenter/Flytting august 2026/Visning/IMG_{stamp(43.5)}.jpg", P, "Home", 43.5)

    return items
