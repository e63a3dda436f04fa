"""A thirty-fifth labelled corpus: a Norwegian clinical psychologist's Windows PC, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bench
scripts, at any other corpus's body or at any placement result: only ``unseen.py``'s docstring and the start of
its ``build()``, the ``Item`` dataclass and the helpers ``_pdf``, ``_jpeg`` (``corpus.py``), ``_docx``,
``_png``, ``_d``, ``_money`` and ``HEIC_HEAD`` (``blind.py``) and ``_blob``, ``_xlsx``, ``_rezip``,
``_latin1``, ``_epub``, ``_id3`` (``unseen.py``). The files and labels are shaped by what this person would
have on disk, not by what the code looks for.

The person: Ingrid Solberg, 58, psychologist specialist (klinisk voksenpsykologi) in private practice at
Bygdøy allé in Frogner, Oslo (enkeltpersonforetak "Psykologspesialist Ingrid Solberg", since August 2017,
with a driftsavtale with Helse Sør-Øst and direct settlement (direkteoppgjør) with Helfo). Before that she
worked at Vestre Aker DPS (2005-2017). She supervises two psychologists in specialist training
(veiledning), keeps professional liability insurance, is a member of Norsk Psykologforening and does the
specialists' maintenance programme (vedlikeholdsprogram). Client administration is kept anonymised
(client codes such as K-2026-014, never names). Her husband Terje (60 on 15 August 2026) is an engineer
who took early retirement from Statkraft in 2024; their children Sigrid (31) and Martin (27) live in Bergen and
Trondheim. They own a flat in a sameie in Frogner and a hytte at Hafjell (Øyer kommune), and drive a Toyota
RAV4 hybrid. Ingrid manages the affairs of her mother Astrid Hauge (86), who moved into Solvang sykehjem in
Bærum in 2025, under a fremtidsfullmakt confirmed (stadfestet) by Statsforvalteren i Oslo og Viken.

Going on now (June 2026): selling her mother's flat at Stabekk (Nadderudveien 14 B) through Bærum
Eiendomsmegling -- tilstandsrapport, prospekt, viewing, bids, settlement; writing a chapter
("Stabilisering og fasebasert behandling av kompleks traume") for a textbook on trauma therapy, manuscript
due 1 September 2026; renovating the hytte at Hafjell (new kitchen, annex and terrace with Øyer Bygg AS,
building permit from Øyer kommune); planning Terje's 60th birthday party on 15 August 2026 at Hafjell; a
trip to Japan 2-20 October 2026.

Finished: her years at Vestre Aker DPS (ended 2017); her mother's move into the care home (application
for a long-term place, 2025); the clearing of her mother's flat (January-April 2026, done before the
sale); the kitchen renovation at home (2019); the hytte bathroom (2021); past trips (New York 2019,
Lofoten 2022, Toscana 2024); past courses (EMDR level 1 and 2, 2020-2021; a CFT course 2023); the
silver-wedding party (2018); Terje's retirement party (2024). A copy of the old Dell PC ("Gammel PC")
sits on the new one.

The machine: a Windows user folder in Norwegian -- ``Dokumenter/`` with some tidy folders (``Praksis``,
``Mamma``, ``Økonomi``, ``Hytta``), ``Nedlastinger/`` full of ``dokument (3).pdf`` and Helfo
specifications, ``Skrivebord/`` with ``Nytt dokument.docx`` and ``Uten navn.txt``, ``Skanninger/`` from
the printer (``scan_0031.pdf``), saved e-mails in ``E-post/``, ``Bilder/`` with albums, phone photos and
screenshots, ``Musikk/``, a ``Diverse/`` folder, the old PC copy, unfinished downloads and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age.
  Selling mother's flat (broker contract, tilstandsrapport, prospekt, viewing, bids, the flat's sale
  photos, the settlement) -- topic Mother; the textbook chapter (drafts, outline, contract and letters
  with the editors, figures) -- topic Psychology; the hytte renovation (permit, drawings, quotes,
  contract, orders, progress photos) -- topic Cabin; Terje's 60th (guest list, invitation, menu, caterer,
  speech, budget, the old photos collected for the slideshow) -- topic Party; the Japan trip (flights,
  hotels, rail pass, itinerary) -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. The
  practice -- invoices, Helfo settlements, refusals and controls, accounts, the driftsavtale, office
  lease, anonymised client administration, her specialist approval (still valid, wherever it is
  filed), supervision given, professional liability insurance, Psykologforeningen membership, the
  maintenance programme and continuing-education plans (Psychology); her mother's affairs -- the
  fremtidsfullmakt, care-home bills and meetings, medication lists, her bank, pension, tax, dentist,
  the accounts Ingrid keeps as fullmektig (Mother); household money -- bank, tax returns, pension
  (including the KLP pension earned at the DPS), savings, loans (Finance); the family's own health
  (Health); the flat in Frogner, its sameie and bills (Home); the hytte's running -- electricity,
  municipal fees, road association, snow clearing, upkeep (Cabin); the car, including its insurance
  (Car); the household's other insurance policies -- home contents, hytte, travel, life (Insurance). A
  2019 tax return or a 2021 Helfo letter is still an Area.
- **Resources**: reference and interests kept for their own sake, by subject: clinical articles, test
  manuals, treatment guides and course notes worth keeping (Psychology) -- also the trauma articles she
  collected in the chapter folder, since they outlive the chapter; recipes (Cooking); knitting patterns
  (Knitting); health reading (Health); appliance manuals for the flat (Home) and for the hytte (Cabin);
  guidebooks and phrasebooks (Travel), even inside the Japan folder; ebooks (Books); music (Music);
  installers (Software); photos, albums and screenshots (Photos) -- except photos that document a
  project, current or finished (renovation progress, the flat's sale photos, clearing photos), which
  take the project's bucket and topic, and the photos inside the old PC copy.
- **Archive**: finished projects and ended responsibilities, however recent: the employment at Vestre
  Aker DPS, ended 2017 (contract, pay slips, team minutes, the notice), and finished courses -- their
  registrations, invoices and certificates, while their clinical hand-outs are Resources (Psychology);
  her mother's move into the care home (2025) and the clearing of her flat (finished April 2026, even
  though the sale goes on) (Mother); the 2019 kitchen renovation at home (Home); the 2021 hytte bathroom
  (Cabin); past trips (Travel); the 2018 silver-wedding and 2024 retirement parties (Party); the copy of
  the old PC as a whole, whatever is inside it (Backup). A photo from the DPS farewell is an album photo
  (Resources Photos), not a project record.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Topics are subjects (the flat sale is ``Mother`` like the care-home bills; the chapter is ``Psychology``
like the practice; car insurance is ``Car``). ``hard`` marks a file whose name *and* folder say nothing
about its subject (``Nedlastinger/dokument (4).pdf``, ``Skrivebord/Uten navn.txt``,
``Skanninger/scan_0031.pdf``): only the text inside can place it. Images are never marked hard. Dates are
relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _d, _docx, _money, _png  # noqa: F401
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
          "november", "desember"]

PRACTICE = ("Psykologspesialist Ingrid Solberg\nOrg.nr. 918 442 107\nBygdøy allé 23, 0262 Oslo\n"
            "Tlf. 917 44 208 - post@psykologsolberg.no")


def nd(dt: datetime) -> str:
    """A Norwegian date: 14. mai 2026."""
    return f"{dt.day}. {MONTHS[dt.month - 1]} {dt.year}"


def dd(dt: datetime) -> str:
    return f"{dt:%d.%m.%Y}"


def kr(r: random.Random, lo: int, hi: int) -> str:
    return f"kr {r.randint(lo, hi):,}".replace(",", " ") + ",-"


def eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt:%a, %d %b %Y} 09:{dt.day + 10:02d}:00 +0200\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


ING = "Ingrid Solberg <ingrid.solberg@online.no>"


# ---------------------------------------------------------------- the practice (Areas Psychology)
def t_invoice(r: random.Random, dt: datetime) -> str:
    code = f"K-{dt.year}-{r.randint(3, 60):03d}"
    n = r.randint(1, 4)
    return (f"{PRACTICE}\n\nKVITTERING / FAKTURA nr. {dt.year}-{r.randint(100, 900)}\nDato: {dd(dt)}\n"
            f"Klient: {code} (navn i journalsystemet)\n\n"
            f"Samtaler: {n} x psykologisk behandling, takst 2da / 2db\n"
            f"Egenandel etter Helfo-regelverket: {n} x kr 400,- = kr {n * 400},-\n"
            "Resten av honoraret gjøres opp direkte med Helfo (direkteoppgjør).\n"
            "Har du frikort, skal du ikke betale egenandel - gi beskjed.\n\n"
            "Betales til konto 1506 33 81204 innen 14 dager. Helsetjenester er fritatt for merverdiavgift.")


def t_supervision_invoice(r: random.Random, dt: datetime) -> str:
    h = r.choice((4, 6, 8))
    return (f"{PRACTICE}\n\nFAKTURA nr. {dt.year}-V{r.randint(10, 40)}\nDato: {dd(dt)}\n\n"
            f"Til: Psykolog M. Lund, Majorstuen psykologsenter\n"
            f"Individuell veiledning i spesialistutdanningen, klinisk voksenpsykologi\n"
            f"{h} timer a kr 1 800,- = kr {h * 1800:,},-".replace(",", " ") +
            "\nVeiledning er fritatt for mva. Forfall 30 dager.")


def t_helfo(r: random.Random, dt: datetime) -> str:
    n = r.randint(55, 110)
    return (f"Helfo - Helseøkonomiforvaltningen\nOppgjørsoversikt direkteoppgjør\n\n"
            f"Behandler: Ingrid Solberg, psykologspesialist, HPR-nr. 9120447\n"
            f"Oppgjørsperiode: {MONTHS[(dt.month - 2) % 12]} {dt.year if dt.month > 1 else dt.year - 1}\n"
            f"Antall behandlede regninger: {n}\nAvviste regninger: {r.randint(0, 3)}\n"
            f"Sum refusjon utbetalt: {kr(r, 62000, 118000)}\n"
            f"Utbetalt til konto 1506 33 81204 den {dd(dt)}.\n\n"
            "Spørsmål om oppgjøret: helfo.no/behandler eller tlf. 23 32 70 00.")


def t_helfo_refusal(r: random.Random, dt: datetime) -> str:
    return (f"Helfo\nMelding om avviste regninger\nDato: {dd(dt)}\n\n"
            "Til: Psykologspesialist Ingrid Solberg, HPR-nr. 9120447\n\n"
            f"Følgende regninger i oppgjør {r.randint(40000, 49999)} er avvist:\n"
            f"- Regning {r.randint(100000, 999999)}: takst 2db krever gyldig henvisning. Henvisningen er utløpt.\n"
            f"- Regning {r.randint(100000, 999999)}: pasienten har frikort, egenandel skal ikke trekkes.\n\n"
            "Du kan rette og sende regningene på nytt innen seks måneder etter behandlingsdato.")


def t_timeliste(r: random.Random, dt: datetime) -> str:
    rows = ["Klientkode;Dato;Takst;Egenandel;Frikort;Henvisning gyldig til"]
    for _ in range(14):
        day = dt - timedelta(days=r.randint(0, 30))
        rows.append(f"K-{day.year}-{r.randint(1, 60):03d};{dd(day)};{r.choice(['2da', '2db', '2da+2dd'])};"
                    f"{r.choice(['400', '400', '0'])};{r.choice(['nei', 'nei', 'ja'])};{dd(day + timedelta(days=200))}")
    return "\n".join(rows)


SUPERVISION_THEMES = ("kasusformulering", "terapeutisk allianse", "avslutning av behandling",
                      "suicidalitet og risikovurdering", "traumefokusert arbeid", "egne reaksjoner i terapirommet")


def t_supervision_log(who: str):
    return lambda r, dt: (f"Veiledningslogg - psykolog i spesialisering {who}\nVeileder: Ingrid Solberg, spesialist i klinisk "
            f"voksenpsykologi\nÅr: {dt.year}\n\n" + "\n".join(
                f"{dd(dt - timedelta(days=14 * i))}: 2 t. Tema: {r.choice(SUPERVISION_THEMES)}"
                for i in range(6)) + "\n\nSum timer hittil i år: 12. Godkjennes i Psykologforeningens portal.")


# ---------------------------------------------------------------- mother (Areas / Projects / Archive Mother)
def t_care_bill(r: random.Random, dt: datetime) -> str:
    return (f"Bærum kommune\nFaktura - vederlag for langtidsopphold\nFakturadato: {dd(dt)}\n\n"
            "Beboer: Astrid Hauge, Solvang sykehjem, avd. 2 Syrin\nFakturamottaker: Ingrid Solberg (fullmektig)\n\n"
            f"Vederlag for {MONTHS[dt.month - 1]} {dt.year} etter forskrift om egenandel for kommunale helse- "
            f"og omsorgstjenester: {kr(r, 24000, 29500)}\nKID: {r.randint(10**11, 10**12 - 1)}\n"
            "Kontonummer 1503 11 40062. Forfall 20. i måneden.")


def t_mother_bank(r: random.Random, dt: datetime) -> str:
    rows = [f"Kontoutskrift - Astrid Hauge - brukskonto 1503 22 41876 - {MONTHS[dt.month - 1]} {dt.year}",
            "Dato;Tekst;Ut;Inn"]
    rows.append(f"{dd(dt.replace(day=20))};NAV alderspensjon;;{r.randint(21000, 23000)}")
    rows.append(f"{dd(dt.replace(day=12))};KLP pensjon;;{r.randint(3100, 3400)}")
    rows.append(f"{dd(dt.replace(day=20))};Bærum kommune vederlag sykehjem;{r.randint(24000, 29500)};")
    rows.append(f"{dd(dt.replace(day=5))};Frisør Solvang;450;")
    rows.append(f"{dd(dt.replace(day=9))};Apotek 1 Bekkestua;{r.randint(120, 600)};")
    return "\n".join(rows)


def t_fullmakt_regnskap(r: random.Random, dt: datetime) -> str:
    rows = ["Regnskap som fremtidsfullmektig for Astrid Hauge (f. 1940)", "Måned;Inntekter;Utgifter;Kommentar"]
    for m in range(1, 13 if dt.year < 2026 else dt.month):
        rows.append(f"{MONTHS[m - 1]};{r.randint(24000, 27000)};{r.randint(25000, 31000)};"
                    f"{r.choice(['', 'klær', 'briller', 'tannlege', 'fotpleie', 'gave oldebarn'])}")
    return "\n".join(rows)


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

    def photo(rel: str, bucket: str, topic: str, age: float, exif: bool = True) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if exif and ext in ("jpg", "jpeg") else "")

    def day(age: float) -> datetime:
        return NOW - timedelta(days=age)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    PSY, MOR, FIN, HEA, HOM, CAB, CAR, INS = ("Psychology", "Mother", "Finance", "Health", "Home", "Cabin", "Car",
                                              "Insurance")
    DOK = "Dokumenter"

    # ------------------------------------------------------------ Dokumenter/Praksis (Areas Psychology)
    d = f"{DOK}/Praksis"
    for age in (3, 9, 16, 24, 38, 52):
        add(f"{d}/Fakturaer/2026/Faktura {day(age):%Y-%m-%d}.pdf", A, PSY, age, t_invoice)
    for age in (190, 240, 330):
        add(f"{d}/Fakturaer/2025/Faktura {day(age):%Y-%m-%d}.pdf", A, PSY, age, t_invoice)
    add(f"{d}/Fakturaer/Veiledning/Faktura veiledning M.L. mai 2026.pdf", A, PSY, 2, t_supervision_invoice)
    add(f"{d}/Fakturaer/Veiledning/Faktura veiledning M.L. mars 2026.pdf", A, PSY, 62, t_supervision_invoice)
    for age in (1, 33, 63, 94, 124, 155, 185, 216):
        add(f"{d}/Helfo/Oppgjør/Helfo oppgjør {day(age):%Y-%m}.pdf", A, PSY, age, t_helfo)
    add(f"{d}/Helfo/Avviste regninger april 2026.pdf", A, PSY, 40, t_helfo_refusal)
    add(f"{d}/Helfo/Avviste regninger nov 2025.pdf", A, PSY, 200, t_helfo_refusal)
    add(f"{d}/Helfo/Helfo brev stikkprøvekontroll 2021.pdf", A, PSY, 1916,
        "Helfo\nStikkprøvekontroll av direkteoppgjør\nOslo, 3. mars 2021\n\n"
        "Til: Psykologspesialist Ingrid Solberg, HPR-nr. 9120447\n\n"
        "Helfo har gjennomført stikkprøvekontroll av 25 regninger fra perioden januar-juni 2020. "
        "Kontrollen viste at takstene er brukt i samsvar med regelverket. Saken er avsluttet.\n"
        "Vi minner om at henvisning og journalnotat skal kunne fremlegges ved kontroll.")
    add(f"{d}/Klientadministrasjon/timeliste mai 2026.xlsx", A, PSY, 1, t_timeliste)
    add(f"{d}/Klientadministrasjon/timeliste april 2026.xlsx", A, PSY, 31, t_timeliste)
    add(f"{d}/Klientadministrasjon/venteliste anonymisert.xlsx", A, PSY, 6, lambda r, dt:
        "Kode;Henvist dato;Henviser;Prioritet;Første time\n" + "\n".join(
            f"V-{i:02d};{dd(dt - timedelta(days=r.randint(5, 90)))};{r.choice(['fastlege', 'DPS', 'fastlege'])};"
            f"{r.choice(['ordinær', 'prioritert'])};{r.choice(['', 'juni', 'august'])}" for i in range(1, 12)))
    add(f"{d}/Klientadministrasjon/Rutiner for journalføring og personvern.docx", A, PSY, 420,
        "Rutiner for journalføring og personvern\nPsykologspesialist Ingrid Solberg\nRevidert august 2025\n\n"
        "1. Journal føres i det elektroniske journalsystemet, aldri på denne PC-en.\n"
        "2. Regneark og lister på PC bruker bare klientkode (K-år-nummer), aldri navn eller fødselsnummer.\n"
        "3. Papir med personopplysninger makuleres samme dag.\n"
        "4. Avvik meldes og loggføres i avviksloggen. Datatilsynet varsles innen 72 timer ved brudd.")
    add(f"{d}/Klientadministrasjon/avvikslogg.xlsx", A, PSY, 75,
        "Dato;Avvik;Tiltak;Lukket\n14.03.2024;SMS med timebekreftelse sendt til feil nummer;ny rutine dobbeltsjekk;ja\n"
        "02.02.2026;Henvisning kom på vanlig e-post;ba fastlegen bruke Norsk helsenett;ja")
    add(f"{d}/Klientadministrasjon/Samtykkeerklæring mal.docx", A, PSY, 900,
        "Samtykke til behandling og informasjon om taushetsplikt\n\nJeg er informert om behandlingens rammer, "
        "egenandel, avbestilling senest 24 timer før og om psykologens taushetsplikt og opplysningsplikt.\n\n"
        "Klientkode: ________  Dato: ________  Signatur: ________")
    add(f"{d}/Veiledning/Veiledningsavtale M.L. 2025-2027.docx", A, PSY, 280,
        "Veiledningsavtale\nVeileder: Ingrid Solberg, psykologspesialist\nKandidat: M.L., psykolog i spesialisering, "
        "klinisk voksenpsykologi\nPeriode: september 2025 - juni 2027\nOmfang: 2 timer hver 14. dag, til sammen "
        "minst 120 timer.\nHonorar: kr 1 800 per time, faktureres kvartalsvis.")
    add(f"{d}/Veiledning/Logg M.L. 2026.docx", A, PSY, 4, t_supervision_log("M.L."))
    add(f"{d}/Veiledning/Logg T.K. 2025.docx", A, PSY, 160, t_supervision_log("T.K."))
    add(f"{d}/Veiledning/Attestasjon veiledning T.K. 2025.pdf", A, PSY, 150,
        "Attestasjon av veiledning - Norsk Psykologforening\n\nVeileder Ingrid Solberg bekrefter at psykolog T.K. "
        "har mottatt 60 timer individuell veiledning i perioden januar 2024 - desember 2025.\n"
        "Veiledningen oppfyller kravene i spesialistutdanningen.")
    add(f"{d}/Forsikring/Ansvarsforsikring polise 2026.pdf", A, PSY, 150,
        "Gjensidige Forsikring - kollektiv ansvarsforsikring for medlemmer av Norsk Psykologforening\n"
        "Forsikringsbevis 2026\nForsikret: Ingrid Solberg, selvstendig næringsdrivende psykolog\n"
        "Dekning: profesjonsansvar inntil kr 10 000 000 per skade. Egenandel kr 10 000.\n"
        "Forsikringen gjelder behandling, veiledning og sakkyndig arbeid.")
    add(f"{d}/Forsikring/Ansvarsforsikring polise 2023.pdf", A, PSY, 880,
        "Gjensidige Forsikring - forsikringsbevis 2023\nProfesjonsansvarsforsikring psykolog\n"
        "Forsikret: Ingrid Solberg. Dekning kr 10 000 000. Premie kr 4 120 per år.")
    add(f"{d}/Psykologforeningen/Kontingent 2026.pdf", A, PSY, 140,
        "Norsk Psykologforening\nFaktura medlemskontingent 2026\nMedlem: Ingrid Solberg, medlemsnr. 11473\n"
        "Kategori: selvstendig næringsdrivende, inkl. Næringsforeningen\nBeløp: kr 11 640,-. Forfall 15.02.2026.")
    add(f"{d}/Psykologforeningen/Vedlikeholdsprogram logg.xlsx", A, PSY, 20,
        "Aktivitet;Dato;Timer;Kategori\nTraumekonferansen Oslo;14.11.2024;12;kurs\nFagfellegruppe traume;"
        "løpende 2025;20;kollegaveiledning\nLitteraturstudium kompleks PTSD;2025;30;selvstudium\n"
        "Fagdag etikk;18.03.2026;6;kurs")
    add(f"{d}/Psykologforeningen/Plan etterutdanning 2026-2027.docx", A, PSY, 60,
        "Plan for etterutdanning 2026-2027\n\n- Vedlikeholdsprogrammet: 160 timer per femårsperiode, neste "
        "frist 2027.\n- Ønsker: skjematerapi grunnkurs høsten 2026, fagdag om PTSD hos eldre.\n"
        "- Budsjett: kr 25 000 per år, fradragsberettiget i næringen.")
    add(f"{d}/Driftsavtale/Driftsavtale Helse Sør-Øst 2017.pdf", A, PSY, 3240,
        "Helse Sør-Øst RHF\nAvtale om drift av privat praksis som psykologspesialist\n\n"
        "Avtalepart: Ingrid Solberg. Avtalehjemmel: 100 %. Lokalisering: Oslo, bydel Frogner.\n"
        "Avtalen gjelder fra 1. august 2017. Psykologen skal ha minst 1 548 pasientkonsultasjoner per år.")
    add(f"{d}/Driftsavtale/Årlig rapport driftsavtale 2025.docx", A, PSY, 95,
        "Rapport til Helse Sør-Øst - avtalespesialist 2025\nAntall konsultasjoner: 1 602\nAntall nye pasienter: 41\n"
        "Ventetid fra henvisning til første time: 7 uker (median)\n"
        "Samarbeid med Lovisenberg DPS og fastleger i bydelen.")
    add(f"{d}/Regnskap/Årsregnskap 2025 Frogner Regnskap.pdf", A, PSY, 45,
        "Frogner Regnskapskontor AS\nÅrsoppgjør 2025 - Psykologspesialist Ingrid Solberg (ENK)\n\n"
        "Driftsinntekter: kr 1 612 400\nHerav Helfo: kr 1 204 900, egenandeler kr 308 200, veiledning kr 99 300\n"
        "Driftskostnader: kr 412 700 (husleie, forsikring, kurs, journalsystem)\nNæringsinntekt: kr 1 199 700")
    add(f"{d}/Regnskap/Årsregnskap 2024.pdf", A, PSY, 410,
        "Frogner Regnskapskontor AS\nÅrsoppgjør 2024 - Psykologspesialist Ingrid Solberg\nNæringsinntekt: kr 1 143 250")
    add(f"{d}/Regnskap/Bilag Q1 2026.xlsx", A, PSY, 55,
        "Dato;Leverandør;Beløp;Konto\n05.01.2026;Bygdøy allé 23 AS husleie;14500;6300\n"
        "12.01.2026;Pasientsky journalsystem;1290;6540\n20.02.2026;Psykologforeningen kontingent;11640;7420\n"
        "18.03.2026;Fagdag etikk;2400;7140")
    add(f"{d}/Kontor/Leiekontrakt kontor Bygdøy allé 23.pdf", A, PSY, 1500,
        "Leiekontrakt for næringslokale\nUtleier: Bygdøy allé 23 AS\nLeietaker: Psykologspesialist Ingrid Solberg\n"
        "Lokale: kontor 18 kvm, 2. etasje, med felles venterom.\nLeie: kr 13 200 per måned, KPI-regulert. "
        "Løpetid 1.1.2022 - 31.12.2026 med rett til forlengelse.")

    # ------------------------------------------------------------ Fagstoff (Resources Psychology), courses
    d = f"{DOK}/Fagstoff"
    add(f"{d}/Cloitre 2020 ICD-11 complex PTSD treatment.pdf", R, PSY, 700,
        "Treatment of complex PTSD: results of the ISTSS expert clinician survey on best practices\n"
        "Abstract. Complex PTSD (CPTSD) was introduced in ICD-11 with disturbances in self-organisation "
        "(affect dysregulation, negative self-concept, relational difficulties). Experts endorsed a flexible, "
        "phase-based approach beginning with stabilisation and skills training.")
    add(f"{d}/PCL-5 skåringsveiledning norsk.pdf", R, PSY, 1100,
        "PCL-5 - sjekkliste for PTSD-symptomer (DSM-5)\nSkåringsveiledning\n\n20 ledd skåres 0-4. Totalskår 0-80. "
        "En totalskår på 31-33 eller høyere tyder på sannsynlig PTSD. Endring på 10 poeng regnes som klinisk "
        "meningsfull.")
    add(f"{d}/ITQ International Trauma Questionnaire.pdf", R, PSY, 820,
        "International Trauma Questionnaire (ITQ)\nAn 18-item self-report measure of ICD-11 PTSD and complex PTSD. "
        "Scoring: PTSD requires one of two symptoms in each cluster (re-experiencing, avoidance, sense of threat) "
        "plus functional impairment.")
    add(f"{d}/Toleransevinduet - psykoedukasjon.docx", R, PSY, 1300,
        "Toleransevinduet - til bruk i psykoedukasjon\n\nInnenfor vinduet kan vi kjenne følelser og samtidig tenke. "
        "Over vinduet: hyperaktivering (uro, panikk, sinne). Under vinduet: hypoaktivering (nummenhet, tomhet).\n"
        "Øvelser: 5-4-3-2-1 sanseøvelse, pustetelling, trygt sted.")
    add(f"{d}/Helsedirektoratet veileder psykiske lidelser voksne.pdf", R, PSY, 1500,
        "Helsedirektoratet\nNasjonal veileder: Psykiske lidelser hos voksne - utredning og behandling\n"
        "Kapittel 6: Posttraumatisk stresslidelse. Traumefokusert kognitiv terapi og EMDR anbefales som "
        "førstevalg.")
    add(f"{d}/Artikler/van der Hart strukturell dissosiasjon.pdf", R, PSY, 2200,
        "The theory of structural dissociation of the personality\nOnno van der Hart, Ellert Nijenhuis, Kathy Steele\n"
        "Trauma-related dissociation is understood as a division of personality into apparently normal parts and "
        "emotional parts.")
    add(f"{d}/Artikler/Schematerapi oversikt Tidsskrift.pdf", R, PSY, 600,
        "Skjematerapi - en oversikt\nTidsskrift for Norsk psykologforening\nSkjematerapi integrerer kognitiv "
        "terapi, tilknytningsteori og opplevelsesbaserte teknikker. Effekt er vist ved personlighetsforstyrrelser.")
    add(f"{d}/Kurs/EMDR nivå 2 kursmateriell protokoll.pdf", R, PSY, 1800,
        "EMDR - standardprotokollen, åtte faser\n1 Anamnese 2 Forberedelse 3 Vurdering 4 Desensitivisering "
        "5 Installasjon 6 Kroppsskanning 7 Avslutning 8 Reevaluering\nSUD 0-10, VoC 1-7. Kognitive innvevinger "
        "ved blokkert prosessering.")
    add(f"{d}/Kurs/CFT kurs 2023 øvelser medfølelse.docx", R, PSY, 1020,
        "Compassion Focused Therapy - øvelser fra kurset\n\n- Tre sirkler: trussel, drivkraft, beroligelse.\n"
        "- Rytmisk beroligende pust.\n- Det medfølende selvet: kvaliteter og stemme.\n- Medfølende brev til seg selv.")
    add(f"{d}/Kurs/EMDR nivå 2 kursbevis 2021.pdf", X, PSY, 1780,
        "Kursbevis\nIngrid Solberg har gjennomført EMDR nivå 2 (EMDR Europe-godkjent), 3 dager, mai 2021, "
        "i regi av EMDR Norge.\nKurset er godkjent med 21 timer i Psykologforeningens vedlikeholdsprogram.")
    add(f"{d}/Kurs/Påmelding EMDR nivå 1 2020.pdf", X, PSY, 2150,
        "Bekreftelse på påmelding\nEMDR nivå 1, Oslo, 15.-17. oktober 2020 og 26.-27. november 2020\n"
        "Deltaker: Ingrid Solberg. Kursavgift kr 16 900 er mottatt.")
    add(f"{d}/Kurs/CFT kurs faktura 2023.pdf", X, PSY, 1040,
        "Faktura\nKurs i Compassion Focused Therapy, modul 1-2, Bergen 2023\nDeltaker: Ingrid Solberg\nBeløp kr 9 800")
    add(f"{d}/Kurs/Kursbevis CFT 2023.pdf", X, PSY, 960,
        "Kursbevis - Compassion Focused Therapy grunnkurs, 24 timer, gjennomført oktober 2023. "
        "Deltaker Ingrid Solberg.")

    # ------------------------------------------------------------ DPS (Archive Psychology)
    d = f"{DOK}/Vestre Aker DPS"
    add(f"{d}/Arbeidsavtale 2005.pdf", X, PSY, 7700,
        "Arbeidsavtale\nArbeidsgiver: Vestre Aker DPS\nArbeidstaker: Ingrid Solberg, psykolog\n"
        "Stilling: psykolog, poliklinikk voksne, 100 %. Tiltredelse 1. februar 2005.")
    add(f"{d}/Oppsigelse 2017.docx", X, PSY, 3320,
        "Til: Avdelingsleder, Vestre Aker DPS\nOslo, 30. april 2017\n\nOppsigelse av stilling\n"
        "Jeg sier med dette opp min stilling som psykologspesialist ved poliklinikken, med virkning fra "
        "31. juli 2017, da jeg har fått driftsavtale i Frogner.\nMed vennlig hilsen\nIngrid Solberg")
    add(f"{d}/Attest Vestre Aker DPS.pdf", X, PSY, 3225,
        "Attest\nIngrid Solberg har vært ansatt ved Vestre Aker DPS fra 1.2.2005 til 31.7.2017, fra 2011 som "
        "psykologspesialist. Hun har hatt ansvar for traumeteamet og vært veileder for yngre kolleger.")
    add(f"{d}/Lønnsslipp juni 2017.pdf", X, PSY, 3260,
        "Vestre Aker DPS - lønnsslipp juni 2017\nIngrid Solberg, psykologspesialist, lønnstrinn 78\n"
        "Brutto kr 63 400. Skattetrekk kr 21 600. Pensjon KLP 2 %.")
    add(f"{d}/Traumeteamet/Møtereferat traumeteam 2016-09.docx", X, PSY, 3550,
        "Referat traumeteamet, poliklinikk voksne\nDato: 12. september 2016\n1. Venteliste: 14 henviste til "
        "traumebehandling.\n2. Oppstart stabiliseringsgruppe nytt semester.\n3. EMDR-veiledning annenhver uke.")
    add(f"{d}/Traumeteamet/Stabiliseringsgruppe program.docx", X, PSY, 3800,
        "Stabiliseringsgruppe - 20 samlinger (DPS)\nSamling 1: Hva er traume? Samling 2: Toleransevinduet "
        "Samling 3: Trygghet ... Gruppeledere: I. Solberg og H. Berge.")
    add(f"{d}/Spesialistgodkjenning 2011.pdf", A, PSY, 5460,
        "Norsk Psykologforening\nSpesialistgodkjenning\nIngrid Solberg er godkjent som spesialist i klinisk "
        "voksenpsykologi fra 14. juni 2011.")
    photo(f"{d}/Avskjed juli 2017.jpg", R, "Photos", 3230)

    # ------------------------------------------------------------ Bokkapittel (Projects Psychology)
    d = f"{DOK}/Bokkapittel traumeterapi"
    add(f"{d}/Forlagsavtale kapittel signert.pdf", P, PSY, 150,
        "Forlagsavtale - bidrag til antologi\nVerk: Traumebehandling i klinisk praksis (red. K. Aasen og "
        "P. Mjelde)\nBidragsyter: Ingrid Solberg\nKapittel 7: Stabilisering og fasebasert behandling av kompleks "
        "traume, ca. 9 000 ord\nManuskriptfrist: 1. september 2026. Honorar kr 15 000 ved levering.")
    add(f"{d}/Disposisjon kapittel 7.docx", P, PSY, 120,
        "Kapittel 7 - disposisjon\n1. Innledning: fra PTSD til kompleks PTSD i ICD-11\n2. Fasebasert modell: "
        "stabilisering, bearbeiding, integrering\n3. Kasus (sammensatt, anonymisert)\n4. Kritikk av fasemodellen\n"
        "5. Anbefalinger for klinikere")
    add(f"{d}/Utkast/Kapittel 7 utkast v1.docx", P, PSY, 75,
        "Stabilisering og fasebasert behandling av kompleks traume\nIngrid Solberg\n\nInnledning\nMange av "
        "pasientene som henvises til traumebehandling, har vært utsatt for gjentatte traumer i oppveksten. ...")
    add(f"{d}/Utkast/Kapittel 7 utkast v2.docx", P, PSY, 33,
        "Stabilisering og fasebasert behandling av kompleks traume\nIngrid Solberg (utkast 2)\n\nInnledning\n"
        "Med ICD-11 fikk vi diagnosen kompleks PTSD. ... Debatten mellom fasebasert og direkte traumefokusert "
        "behandling (De Jongh mfl. 2016; Cloitre mfl. 2012) ...")
    add(f"{d}/Utkast/Kapittel 7 utkast v3 IS kommentarer.docx", P, PSY, 4,
        "Stabilisering og fasebasert behandling av kompleks traume - versjon 3\n[Kommentar PM: kortere kasus, "
        "bedre overgang til del 4]\n[IS: legge inn figur 7.1 om toleransevinduet]\n...")
    add(f"{d}/Figurer/Figur 7.1 toleransevinduet.png", P, PSY, 10, "")
    add(f"{d}/Figurer/Figur 7.2 fasemodell.png", P, PSY, 10, "")
    add(f"{d}/Referanser kapittel 7.md", P, PSY, 6,
        "# Referanseliste kapittel 7\n\n- Cloitre, M. mfl. (2012). ISTSS Expert Consensus Treatment Guidelines "
        "for Complex PTSD in Adults.\n- De Jongh, A. mfl. (2016). Critical analysis of the current treatment "
        "guidelines for complex PTSD. Depression and Anxiety.\n- Herman, J. (1992). Trauma and Recovery.\n"
        "- van der Hart, O., Nijenhuis, E., Steele, K. (2006). The Haunted Self.\n")
    add(f"{d}/Tilbakemelding redaktør mars.eml", P, PSY, 70, lambda r, dt: eml(
        "Kari Aasen <kari.aasen@uio.no>", ING, "Kapittel 7 - tilbakemelding på første utkast", dt,
        "Hei Ingrid,\n\ntakk for utkastet! Strukturen fungerer godt. Vi ønsker at kasuset blir noe kortere og at "
        "du sier mer om kritikken av fasemodellen. Neste versjon gjerne innen 15. mai, endelig manus 1. "
        "september.\n\nHilsen Kari"))
    add(f"{d}/Forfatterveiledning antologi.pdf", P, PSY, 148,
        "Forfatterveiledning - Traumebehandling i klinisk praksis\nOmfang 8 000-10 000 ord. APA 7 referansestil. "
        "Kasus skal være sammensatte og anonymiserte, og pasientsamtykke er ikke nødvendig når ingen kan "
        "gjenkjennes. Figurer leveres som egne filer.")
    # the articles she collected for the chapter are reference (Resources Psychology)
    add(f"{d}/Litteratur/De Jongh 2016 critical analysis CPTSD guidelines.pdf", R, PSY, 110,
        "Critical analysis of the current treatment guidelines for complex PTSD in adults\nAd de Jongh et al., "
        "Depression and Anxiety 2016\nWe argue that there is insufficient evidence that a phase-based approach "
        "is required for patients with complex PTSD.")
    add(f"{d}/Litteratur/Karatzias 2019 meta-analysis CPTSD.pdf", R, PSY, 108,
        "Psychological interventions for ICD-11 complex PTSD symptoms: systematic review and meta-analysis\n"
        "Karatzias T. et al., Psychological Medicine 2019. CBT, exposure and EMDR were effective for "
        "disturbances in self-organisation.")
    add(f"{d}/Litteratur/Herman Trauma and Recovery kap 8 notater.docx", R, PSY, 100,
        "Notater - Judith Herman, Trauma and Recovery, kap. 8 Safety\nFørste stadium: trygghet. Kontroll over "
        "kroppen før kontroll over omgivelsene. 'No therapeutic work can succeed if safety is not adequately "
        "secured.'")

    # ------------------------------------------------------------ Mamma (Areas / Projects / Archive Mother)
    d = f"{DOK}/Mamma"
    add(f"{d}/Fremtidsfullmakt/Fremtidsfullmakt Astrid Hauge 2019.pdf", A, MOR, 2585,
        "Fremtidsfullmakt\nJeg, Astrid Hauge, f. 12.03.1940, gir min datter Ingrid Solberg fullmakt til å "
        "representere meg i økonomiske og personlige forhold dersom jeg på grunn av sinnslidelse eller svekket "
        "helbred ikke lenger er i stand til å ivareta mine interesser.\nFullmakten omfatter også salg av fast "
        "eiendom.\nBekkestua, 4. mai 2019. Vitner: Knut Hauge, Liv Aamodt")
    add(f"{d}/Fremtidsfullmakt/Stadfesting Statsforvalteren 2025.pdf", A, MOR, 430,
        "Statsforvalteren i Oslo og Viken\nVedtak om stadfesting av fremtidsfullmakt\n\nFullmaktsgiver: Astrid "
        "Hauge\nFullmektig: Ingrid Solberg\nStatsforvalteren har mottatt legeerklæring og finner at vilkårene "
        "i vergemålsloven § 84 er oppfylt. Fremtidsfullmakten er stadfestet og har virkning fra "
        "12. mars 2025.")
    add(f"{d}/Fremtidsfullmakt/Legeerklæring fastlege 2025.pdf", A, MOR, 450,
        "Legeerklæring til bruk ved stadfesting av fremtidsfullmakt\nPasient: Astrid Hauge, 85 år\n"
        "Moderat demens av Alzheimer-type, MMSE 16/30. Pasienten er ikke i stand til å ivareta egne økonomiske "
        "interesser.\nBekkestua legesenter, dr. Hilde Nyhus")
    for age in (1, 32, 62, 93, 121):
        add(f"{d}/Sykehjem/Vederlag Solvang {day(age):%Y-%m}.pdf", A, MOR, age, t_care_bill)
    add(f"{d}/Sykehjem/Vederlag beregning 2026.pdf", A, MOR, 130,
        "Bærum kommune - vedtak om vederlag for langtidsopphold 2026\nBeboer: Astrid Hauge\n"
        "Vederlaget er beregnet til 85 % av inntekt over fribeløpet, etter fradrag for skatt. "
        "Nytt vedtak fattes når ligningen for 2025 foreligger.")
    add(f"{d}/Sykehjem/Innkalling pårørendemøte Solvang.docx", A, MOR, 22,
        "Solvang sykehjem\nInnkalling til pårørendesamtale om Astrid Hauge\nTirsdag 16. juni kl. 13.00, "
        "avdeling Syrin.\nTema: ernæring, fall, tilpasning av medisiner. Tilsynslege deltar.")
    add(f"{d}/Sykehjem/Medisinliste mamma mai 2026.pdf", A, MOR, 12,
        "Solvang sykehjem - legemiddelliste\nAstrid Hauge\nDonepezil 10 mg x 1\nParacet 1 g ved behov\n"
        "Vitamin D 20 mikrogram x 1\nSist revidert av tilsynslege mai 2026.")
    add(f"{d}/Bank/Kontoutskrift mamma april 2026.xlsx", A, MOR, 30, t_mother_bank)
    add(f"{d}/Bank/Kontoutskrift mamma mars 2026.xlsx", A, MOR, 60, t_mother_bank)
    add(f"{d}/Bank/Fullmakt DNB nettbank.pdf", A, MOR, 400,
        "DNB\nBekreftelse: Ingrid Solberg er registrert som fremtidsfullmektig for kunde Astrid Hauge og har "
        "disposisjonsrett over konto 1503 22 41876 og sparekonto 1503 22 41884.")
    add(f"{d}/Regnskap fullmektig 2025.xlsx", A, MOR, 140, t_fullmakt_regnskap)
    add(f"{d}/Regnskap fullmektig 2026.xlsx", A, MOR, 3, t_fullmakt_regnskap)
    add(f"{d}/Pensjon/NAV alderspensjon 2026 mamma.pdf", A, MOR, 125,
        "NAV\nVedtak om regulering av alderspensjon\nAstrid Hauge\nFra 1. mai 2026 utgjør din alderspensjon "
        "kr 276 100 per år før skatt.")
    add(f"{d}/Pensjon/KLP pensjon Astrid 2024.pdf", A, MOR, 800,
        "KLP\nÅrsoppgave 2024 - utbetalt pensjon\nMottaker: Astrid Hauge\nUtbetalt alderspensjon fra offentlig "
        "tjenestepensjon: kr 39 480. Forskuddstrekk: kr 6 240.")
    add(f"{d}/Skatt/Skattemelding 2025 Astrid Hauge.pdf", A, MOR, 35,
        "Skatteetaten\nSkattemelding for formues- og inntektsskatt 2025\nSkattyter: Astrid Hauge\n"
        "Levert av fullmektig Ingrid Solberg. Pensjon kr 312 600. Formue: bolig (Nadderudveien 14 B) og "
        "bankinnskudd. Fradrag for store sykdomskostnader vurdert.")
    add(f"{d}/Skatt/Skatteoppgjør 2023 Astrid.pdf", A, MOR, 680,
        "Skatteetaten\nSkatteoppgjøret for 2023\nAstrid Hauge\nDu får igjen kr 1 912 på skatten.")
    add(f"{d}/Mamma hos tannlegen faktura.pdf", A, MOR, 85,
        "Bekkestua Tannklinikk\nFaktura\nPasient: Astrid Hauge (Solvang sykehjem)\nUndersøkelse og ny protese-"
        "tilpasning. Kr 3 850. Betales av pårørende / fullmektig Ingrid Solberg.")

    # selling the flat at Stabekk (Projects Mother)
    s = f"{d}/Salg leiligheten Nadderudveien"
    add(f"{s}/Oppdragsavtale Bærum Eiendomsmegling.pdf", P, MOR, 60,
        "Oppdragsavtale - salg av eiendom\nOppdragsgiver: Astrid Hauge v/ fremtidsfullmektig Ingrid Solberg\n"
        "Eiendom: Nadderudveien 14 B, 1357 Bekkestua, 3-roms selveierleilighet, 74 kvm\nMegler: Bærum "
        "Eiendomsmegling AS, v/ Henrik Moe\nProvisjon 1,4 % av salgssum, min. kr 45 000. Prisantydning kr 6 350 000.")
    add(f"{s}/Tilstandsrapport Nadderudveien 14 B.pdf", P, MOR, 38,
        "Tilstandsrapport (forskrift til avhendingslova)\nNadderudveien 14 B, Bærum\nBygget 1978, leilighet i "
        "2. etasje.\nTG2: bad fra 1998, nærmer seg forventet levetid. TG2: vinduer. TG1: kjøkken (2012).\n"
        "Takstmann: Per Gulbrandsen, BMTF")
    add(f"{s}/Prospekt utkast v2.pdf", P, MOR, 21,
        "UTKAST - Lys og romslig 3-roms med vestvendt balkong - Bekkestua\nNadderudveien 14 B. Prisantydning "
        "kr 6 350 000 + omk. Felleskostnader kr 4 320. Gangavstand til T-bane og Bekkestua senter.")
    add(f"{s}/Egenerklæringsskjema selger.docx", P, MOR, 40,
        "Egenerklæringsskjema\nEiendom: Nadderudveien 14 B\nSelger: Astrid Hauge v/ fullmektig\n"
        "Fullmektig har ikke bodd i boligen og kjenner den begrenset. Kjente forhold: lekkasje fra "
        "oppvaskmaskin 2016, utbedret av forsikringsselskapet.")
    add(f"{s}/Visningsliste 30 mai.xlsx", P, MOR, 1,
        "Navn;Telefon;Interessert;Kommentar\nInteressent 1;9xx;ja;vil se bad igjen\nInteressent 2;4xx;kanskje;"
        "\nInteressent 3;9xx;ja;finansiering klar\nInteressent 4;4xx;nei;for liten")
    add(f"{s}/Bud og budjournal.eml", P, MOR, 0.5, lambda r, dt: eml(
        "Henrik Moe <henrik@baerum-eiendom.no>", ING, "Nadderudveien 14 B - bud mottatt", dt,
        "Hei Ingrid,\n\nvi har mottatt første bud på kr 6 200 000 med akseptfrist i morgen kl. 12. Ett budlag "
        "til har varslet bud. Jeg ringer deg i kveld.\n\nMvh Henrik Moe, Bærum Eiendomsmegling"))
    add(f"{s}/Styregodkjenning og sameieinfo.pdf", P, MOR, 45,
        "Sameiet Nadderudveien 12-16\nOpplysninger til megler\nFelleskostnader kr 4 320 per måned. Ingen "
        "forkjøpsrett. Planlagt fasadeoppgradering 2027, ikke vedtatt.")
    add(f"{s}/Boligselgerforsikring tilbud.pdf", P, MOR, 40,
        "Boligselgerforsikring - tilbud\nEiendom Nadderudveien 14 B. Premie kr 14 800 (0,2 % av prisantydning).")
    add(f"{s}/Maler tilbud oppussing før salg.pdf", P, MOR, 70,
        "Tilbud - maling av stue, gang og soverom før salg\nNadderudveien 14 B\nMalermester Bekkestua AS\n"
        "Arbeid og materialer kr 38 500 inkl. mva.")
    add(f"{s}/Sjekkliste salg.md", P, MOR, 2,
        "# Salg av mammas leilighet\n\n- [x] Oppdragsavtale signert\n- [x] Tilstandsrapport\n- [x] Maling\n"
        "- [x] Foto og visning 30. mai\n- [ ] Budrunde\n- [ ] Kontrakt og oppgjør via megler\n"
        "- [ ] Informere Knut om salget\n- [ ] Sette salgssum på mammas sparekonto\n")
    for i, age in enumerate((25, 25, 25, 25, 25)):
        photo(f"{s}/Bilder til prospekt/IMG_{4410 + i}.jpg", P, MOR, age)

    # earlier: the move into the care home (Archive Mother), the clearing of the flat (Archive Mother)
    t = f"{d}/Flytting til sykehjem 2025"
    add(f"{t}/Søknad om langtidsplass.docx", X, MOR, 520,
        "Til Bærum kommune, Tildelingskontoret\nSøknad om langtidsopphold i sykehjem for Astrid Hauge\n\n"
        "Min mor har hatt hjemmesykepleie tre ganger daglig siden høsten 2024, men har falt to ganger og går "
        "seg bort om natten. Vi søker derfor om langtidsplass.\nIngrid Solberg, datter og fullmektig")
    add(f"{t}/Vedtak langtidsplass Solvang.pdf", X, MOR, 470,
        "Bærum kommune\nVedtak om langtidsopphold\nAstrid Hauge tildeles langtidsplass ved Solvang sykehjem fra "
        "3. mars 2025.")
    add(f"{t}/Pakkeliste flytting mamma.txt", X, MOR, 462,
        "Til Solvang:\n- lenestolen\n- bildene av pappa og barnebarna\n- dyne og pute\n- klær merket med navn\n"
        "- radioen\n- kommoden fra soverommet")
    c = f"{d}/Rydding av leiligheten"
    add(f"{c}/Fordeling av møbler Knut og Ingrid.xlsx", X, MOR, 140,
        "Gjenstand;Til;Kommentar\nSpisestuebord;Knut;hentes påske\nBestemors skap;Ingrid;til hytta\n"
        "Maleri Nesodden;Sigrid;\nPorselen;Blomqvist auksjon;\nBøker;Fretex;")
    add(f"{c}/Blomqvist auksjon oppgjør.pdf", X, MOR, 62,
        "Blomqvist Kunsthandel\nOppgjør fra auksjon\nInnleverer: Astrid Hauge v/ Ingrid Solberg\n"
        "Porselen (Porsgrund) og sølvtøy: tilslag kr 11 400, provisjon kr 2 280. Utbetalt kr 9 120.")
    add(f"{c}/Container og bortkjøring faktura.pdf", X, MOR, 75,
        "Bærum Renovasjon og Flytt AS\nFaktura: tømming av leilighet, Nadderudveien 14 B\n"
        "Bortkjøring til gjenvinning, 2 lass. Kr 14 200 inkl. mva.")
    add(f"{c}/Rydding ferdig - mail til Knut.eml", X, MOR, 48, lambda r, dt: eml(
        ING, "Knut Hauge <knut.hauge@lyse.net>", "Leiligheten er tom", dt,
        "Hei Knut,\n\nnå er leiligheten helt tom og vasket. Blomqvist har gjort opp for porselenet, og Fretex "
        "hentet resten i går. Jeg har tatt bilder av alle rom. Nå kan megleren komme i gang.\n\nKlem Ingrid"))
    for i, age in enumerate((49, 49, 49)):
        photo(f"{c}/Bilder tom leilighet/IMG_{4102 + i}.jpg", X, MOR, age)

    # ------------------------------------------------------------ Økonomi (Areas Finance)
    d = f"{DOK}/Økonomi"
    for y, age in ((2025, 40), (2024, 405), (2023, 770), (2019, 2230)):
        add(f"{d}/Skatt/{y}/Skattemelding {y} Ingrid.pdf", A, FIN, age,
            f"Skatteetaten\nSkattemelding for formues- og inntektsskatt {y} - personlig næringsdrivende\n"
            f"Skattyter: Ingrid Solberg\nNæringsinntekt fra psykologpraksis, renteinntekter, formue i bolig og "
            f"fritidsbolig (Øyer). Levert {dd(day(age))}.")
    add(f"{d}/Skatt/2025/Skattemelding 2025 Terje.pdf", A, FIN, 42,
        "Skatteetaten\nSkattemelding 2025\nSkattyter: Terje Solberg\nPensjon fra Statkraft pensjonskasse og "
        "AFP. Felles gjeld med ektefelle fordelt 50/50.")
    add(f"{d}/Skatt/2024/Skatteoppgjør 2024.pdf", A, FIN, 310,
        "Skatteoppgjøret for 2024\nIngrid Solberg\nBeregnet skatt kr 412 380. Forskuddsskatt betalt kr 420 000. "
        "Du får tilbake kr 7 620.")
    add(f"{d}/Skatt/Forskuddsskatt 2026 næring.pdf", A, FIN, 150,
        "Skatteetaten\nSkattekort / forskuddsskatt 2026 for selvstendig næringsdrivende\nIngrid Solberg\n"
        "Fire terminer: 15.03, 15.05, 15.09, 15.11. Hver termin kr 108 500.")
    for age in (2, 33, 63):
        add(f"{d}/Bank/DNB kontoutskrift {day(age):%Y-%m}.pdf", A, FIN, age, lambda r, dt:
            f"DNB\nKontoutskrift felleskonto 1506 40 22871 - Ingrid og Terje Solberg\n{MONTHS[dt.month - 1]} "
            f"{dt.year}\nInngående saldo {kr(r, 40000, 90000)}\nPensjon Terje, overføring fra næringskonto, "
            f"felleskostnader sameie, strøm, Rema 1000, Vinmonopolet, Fjellinjen.\n"
            f"Utgående saldo {kr(r, 30000, 90000)}")
    add(f"{d}/Bank/Budsjett husholdning 2026.xlsx", A, FIN, 150,
        "Post;Per måned;Kommentar\nFelleskostnader sameie;6840;\nStrøm Frogner;1400;snitt\nHytta drift;3200;\n"
        "Bil;2600;forsikring, bom, service\nMat;11000;\nSparing fond;8000;\nReiser;5000;Japan 2026")
    add(f"{d}/Pensjon/KLP pensjonsopptjening Vestre Aker DPS.pdf", A, FIN, 300,
        "KLP\nDin pensjonsopptjening i offentlig tjenestepensjon\nIngrid Solberg\nOpptjent i Vestre Aker DPS "
        "2005-2017 (oppsatt rett). Beregnet årlig pensjon fra 67 år: kr 118 300.")
    add(f"{d}/Pensjon/Norsk Pensjon oversikt 2026.pdf", A, FIN, 80,
        "Norsk Pensjon - oversikt over pensjonsavtaler\nIngrid Solberg\nFolketrygd, KLP (oppsatt), "
        "egen pensjonskonto (IPS) i Storebrand, kr 612 400.")
    add(f"{d}/Pensjon/Statkraft pensjonskasse Terje.pdf", A, FIN, 700,
        "Statkraft Pensjonskasse\nVedtak om alderspensjon\nTerje Solberg\nFra 1. juni 2024 utbetales "
        "alderspensjon med kr 31 900 per måned. Samordning med folketrygd fra 67 år.")
    add(f"{d}/Sparing/Aksjesparekonto årsoppgave 2025.pdf", A, FIN, 120,
        "Nordnet\nÅrsoppgave 2025 - aksjesparekonto\nIngrid Solberg\nMarkedsverdi 31.12.2025: kr 845 210. "
        "Innskudd kr 520 000.")
    add(f"{d}/Sparing/Fondsoversikt.xlsx", A, FIN, 12,
        "Fond;Andeler;Verdi;Dato\nKLP AksjeGlobal Indeks;1204;402110;31.05.2026\nDNB Norge Indeks;880;231900;"
        "31.05.2026\nStorebrand Renteinvest;510;58300;31.05.2026")
    add(f"{d}/Lån/Boliglån DNB nedbetalingsplan.pdf", A, FIN, 500,
        "DNB Boligkreditt\nNedbetalingsplan\nLånetakere: Ingrid og Terje Solberg\nRestgjeld kr 1 240 000. "
        "Nominell rente 5,2 %. Nedbetalt 2032.")

    # ------------------------------------------------------------ Helse (Areas Health, Resources Health)
    d = f"{DOK}/Helse"
    add(f"{d}/Mammografi innkalling 2026.pdf", A, HEA, 55,
        "Mammografiprogrammet - Kreftregisteret\nInnkalling til mammografi\nIngrid Solberg\nTid: 12. juni 2026 "
        "kl. 10.20, Ullevål sykehus, Brystdiagnostisk senter.")
    add(f"{d}/Blodprøver fastlege 2025.pdf", A, HEA, 210,
        "Frogner legesenter\nPrøvesvar\nPasient: Ingrid Solberg\nHbA1c 5,4 %, kolesterol 6,1 mmol/l, LDL 3,9, "
        "TSH 2,1. Kommentar: noe høyt kolesterol, ny kontroll om ett år.")
    add(f"{d}/Fysioterapi nakke timer.docx", A, HEA, 95,
        "Fysioterapi - Majorstuen Fysikalske\nTimer: 3., 10., 17. og 24. mars\nHjemmeøvelser: chin tucks, "
        "skulderbladsklem, tøying øvre trapezius 3 x 30 sek.")
    add(f"{d}/Terje/PSA kontroll Terje.pdf", A, HEA, 160,
        "Frogner legesenter\nPrøvesvar Terje Solberg\nPSA 2,8 - normalt for alder. Ny kontroll om 12 måneder.")
    add(f"{d}/Terje/Henvisning kne ortoped.pdf", A, HEA, 240,
        "Henvisning til ortoped\nPasient: Terje Solberg, 59 år\nSmerter medialt i venstre kne etter fjelltur. "
        "MR ønskes.")
    add(f"{d}/Optiker resept 2024.pdf", A, HEA, 560,
        "Brilleland Bogstadveien\nSynsundersøkelse Ingrid Solberg\nH: +2,25 V: +2,00 Add 2,25. Progressive glass.")
    add(f"{d}/Vaksiner reise.xlsx", A, HEA, 330,
        "Vaksine;Dato;Neste\nTetanus/difteri;2019;2029\nHepatitt A+B (Twinrix);2019;-\nInfluensa;okt 2025;okt 2026\n"
        "Covid;okt 2025;")
    add(f"{d}/Lesestoff/Overgangsalder og søvn Helsenorge.pdf", R, HEA, 700,
        "Helsenorge\nSøvnproblemer i overgangsalderen\nSvingninger i østrogen kan gi hetetokter og oppvåkning. "
        "Råd: kjølig soverom, faste tider, begrens alkohol. Hormonbehandling kan vurderes med fastlegen.")
    add(f"{d}/Lesestoff/Kolesterol og kosthold.pdf", R, HEA, 200,
        "Nasjonalt råd for ernæring\nKosthold ved høyt kolesterol\nBytt mettet fett med umettet fett, spis mer "
        "fiber, grønnsaker og belgvekster.")

    # ------------------------------------------------------------ Hjemme (Areas Home) + kitchen 2019 (Archive)
    d = f"{DOK}/Leiligheten Frogner"
    add(f"{d}/Sameiet/Innkalling årsmøte 2026.pdf", A, HOM, 50,
        "Sameiet Gabels gate 14\nInnkalling til ordinært årsmøte\nTirsdag 21. april 2026 kl. 18.00 i "
        "fellesrommet.\nSaker: årsregnskap 2025, budsjett 2026, utskifting av heis, valg av styre.")
    add(f"{d}/Sameiet/Protokoll årsmøte 2025.pdf", A, HOM, 410,
        "Sameiet Gabels gate 14\nProtokoll fra årsmøte 2025\nVedtatt: økning av felleskostnader med 6 %. "
        "Heisutskifting utredes.")
    add(f"{d}/Sameiet/Felleskostnader 2026.pdf", A, HOM, 150,
        "Sameiet Gabels gate 14 - OBOS Eiendomsforvaltning\nFelleskostnader 2026, seksjon 7\n"
        "kr 6 840 per måned.")
    add(f"{d}/Strøm Fjordkraft april.pdf", A, HOM, 28,
        "Fjordkraft\nFaktura strøm april 2026\nMålepunkt Gabels gate 14, seksjon 7\nForbruk 612 kWh. Å betale "
        "kr 1 184,50.")
    add(f"{d}/Telenor bredbånd faktura.pdf", A, HOM, 18,
        "Telenor\nFaktura bredbånd og TV, juni 2026\nKunde: Terje Solberg, Gabels gate 14\nkr 1 029,-")
    add(f"{d}/Vaktmester og nøkler.txt", A, HOM, 600,
        "Vaktmester: Frogner Drift, tlf. 22 44 11 90\nNøkkelbrikke nr 31, 32, 33 (Terje, Ingrid, reserve)\n"
        "Bodnr. 7 i kjelleren\nStoppekran: bak vaskemaskinen")
    add(f"{d}/Inventarliste leilighet.xlsx", A, HOM, 380,
        "Rom;Gjenstand;Kjøpt;Pris\nStue;Sofa Bolia;2020;32000\nKjøkken;Oppvaskmaskin Siemens;2019;8900\n"
        "Soverom;Seng Jensen;2021;27000\nArbeidsrom;PC Lenovo;2025;11990")
    k = f"{d}/Kjøkken 2019"
    add(f"{k}/Tilbud Kvik kjøkken.pdf", X, HOM, 2600,
        "Kvik Majorstuen\nTilbud kjøkken\nKunde: Ingrid og Terje Solberg, Gabels gate 14\nFronter hvit matt, "
        "benkeplate eik, montering. Totalt kr 186 400.")
    add(f"{k}/Kontrakt snekker.pdf", X, HOM, 2560,
        "Kontrakt NS 8406\nRiving og montering av kjøkken, Gabels gate 14\nEntreprenør: Frogner Snekkerservice "
        "AS\nOppstart 2. september 2019, ferdig 11. oktober 2019.")
    add(f"{k}/Sluttfaktura elektriker.pdf", X, HOM, 2400,
        "Elektro-Tjenester Oslo AS\nSluttfaktura\nNytt kurs komfyr og oppvask, spotter under overskap. "
        "Kr 23 750. Samsvarserklæring vedlagt.")
    add(f"{k}/Tegning kjøkken.png", X, HOM, 2620, "")
    photo(f"{k}/Ferdig kjøkken okt 2019.jpg", X, HOM, 2420)
    add(f"{d}/Bruksanvisninger/Siemens oppvaskmaskin SN65.pdf", R, HOM, 2390,
        "Siemens iQ500 oppvaskmaskin - bruksanvisning\nProgramoversikt: Eco 50, Auto 45-65, Intensiv 70.\n"
        "Rengjøring av filter: vri filteret mot klokken og løft ut.")
    add(f"{d}/Bruksanvisninger/Miele vaskemaskin.pdf", R, HOM, 1500,
        "Miele W1 - bruksanvisning\nTwinDos-dosering, programvalg, feilkoder F11 avløp, F12 vanninntak.")

    # ------------------------------------------------------------ Hytta Hafjell (Areas / Projects / Archive Cabin)
    d = f"{DOK}/Hytta Hafjell"
    add(f"{d}/Drift/Øyer kommune eiendomsskatt 2026.pdf", A, CAB, 120,
        "Øyer kommune\nFaktura kommunale avgifter og eiendomsskatt 2026, termin 1\nEiendom: gnr. 51 bnr. 212, "
        "Hafjelltoppen 38\nEiendomsskatt, renovasjon fritidsbolig, vann og avløp. Kr 9 812.")
    add(f"{d}/Drift/Eidsiva strøm hytta mars.pdf", A, CAB, 62,
        "Eidsiva Energi\nFaktura strøm, mars 2026\nAnlegg: Hafjelltoppen 38, Øyer\nForbruk 1 940 kWh. "
        "Kr 2 716.")
    add(f"{d}/Drift/Veilag og brøyting 2025-26.pdf", A, CAB, 220,
        "Hafjelltoppen veilag\nFaktura brøyting og veivedlikehold sesongen 2025/26\nHytte 38: kr 6 400.")
    add(f"{d}/Drift/Hytteforeningen årsmøte referat 2025.docx", A, CAB, 300,
        "Hafjelltoppen hytteeierforening\nReferat årsmøte 10. august 2025\nSaker: ny bom ved innkjøring, "
        "løypekjøring med Hafjell Alpinsenter, kontingent kr 800.")
    add(f"{d}/Drift/Feiing og tilsyn ildsted.pdf", A, CAB, 560,
        "Lillehammer og Gausdal brannvesen\nMelding om tilsyn og feiing fritidsbolig\nHafjelltoppen 38\n"
        "Feiing utført. Ingen avvik på peis.")
    add(f"{d}/Drift/Sjekkliste stenge hytta.md", A, CAB, 900,
        "# Stenge hytta\n\n- Sett varmepumpa på 10 grader\n- Steng hovedkran for vann i kjelleren\n"
        "- Tøm kjøleskapet, la døra stå på gløtt\n- Sjekk at vinduene er lukket\n- Søppel til containeren ved "
        "bommen\n")
    add(f"{d}/Drift/Utgifter hytta 2025.xlsx", A, CAB, 140,
        "Post;Beløp\nEiendomsskatt og avgifter;19600\nStrøm;21400\nVeilag brøyting;6400\nForsikring;7300\n"
        "Hytteforening;800\nVedlikehold;12300")
    add(f"{d}/Bruksanvisninger/Mitsubishi varmepumpe Hafjell.pdf", R, CAB, 1700,
        "Mitsubishi Electric Kirigamine Hara - bruksanvisning\nFjernstyring via MELCloud. Vedlikeholdsmodus 10 "
        "grader (i-save). Rengjør filtre hver 2. uke i fyringssesongen.")
    add(f"{d}/Bruksanvisninger/Jøtul peisinnsats.pdf", R, CAB, 2800,
        "Jøtul I 520 - monterings- og bruksanvisning\nTenning ovenfra, bruk tørr ved (under 20 % fuktighet).")
    rv = f"{d}/Renovering 2026"
    add(f"{rv}/Byggesøknad tilbygg og terrasse.pdf", P, CAB, 160,
        "Søknad om tillatelse i ett trinn\nTiltakshaver: Ingrid og Terje Solberg\nEiendom: gnr. 51 bnr. 212, "
        "Hafjelltoppen 38, Øyer\nTiltak: tilbygg (anneks med soverom, 22 m2 BRA) og ny terrasse 40 m2.\n"
        "Ansvarlig søker: Øyer Bygg AS")
    add(f"{rv}/Vedtak byggetillatelse Øyer kommune.pdf", P, CAB, 95,
        "Øyer kommune - vedtak\nTillatelse til tilbygg og terrasse, Hafjelltoppen 38\nTiltaket er i samsvar "
        "med reguleringsplan for Hafjelltoppen. Tillatelsen faller bort om arbeidet ikke er startet innen tre år.")
    add(f"{rv}/Tilbud Øyer Bygg.pdf", P, CAB, 190,
        "Øyer Bygg AS\nTilbud: anneks, terrasse og nytt kjøkken i hytte, Hafjelltoppen 38\nAnneks kr 640 000, "
        "terrasse kr 185 000, kjøkken montering kr 96 000. Sum eks. kjøkkeninnredning kr 921 000 inkl. mva.")
    add(f"{rv}/Tilbud Gudbrandsdal Tre.pdf", P, CAB, 185,
        "Gudbrandsdal Tre og Bygg\nPristilbud anneks og terrasse, hytte Hafjell\nSum kr 1 012 000 inkl. mva.")
    add(f"{rv}/Kontrakt Øyer Bygg signert.pdf", P, CAB, 140,
        "Byggekontrakt NS 8416\nByggherre: Ingrid og Terje Solberg\nEntreprenør: Øyer Bygg AS\nOppstart "
        "20. april 2026. Ferdigstillelse 31. juli 2026. Dagmulkt 1 promille.")
    add(f"{rv}/Tegninger anneks.pdf", P, CAB, 170,
        "Plan og fasader - anneks Hafjelltoppen 38\nMålestokk 1:100\nSoverom 9 m2, bad 4 m2, gang. Torvtak.")
    add(f"{rv}/Kjøkken Sigdal bestilling.pdf", P, CAB, 35,
        "Sigdal Kjøkken Lillehammer\nOrdrebekreftelse\nKunde: Terje Solberg, levering Hafjelltoppen 38\n"
        "Fronter Lerk, benkeplate kompaktlaminat. Levering uke 27. Kr 148 900.")
    add(f"{rv}/Budsjett renovering.xlsx", P, CAB, 5,
        "Post;Budsjett;Påløpt\nAnneks;640000;320000\nTerrasse;185000;0\nKjøkkeninnredning;148900;44670\n"
        "Elektriker;60000;12000\nUforutsett;80000;0")
    add(f"{rv}/Byggemøte referat 12 mai.docx", P, CAB, 20,
        "Byggemøte Hafjelltoppen 38 - 12. mai 2026\nTil stede: Terje Solberg, Tor Bakken (Øyer Bygg)\n"
        "Grunnmur anneks ferdig. Råbygg uke 22-23. Terrasse starter når kjøkken er levert. Avvik: ingen.")
    add(f"{rv}/Status fra Øyer Bygg.eml", P, CAB, 3, lambda r, dt: eml(
        "Tor Bakken <tor@oyerbygg.no>", ING, "Hafjelltoppen 38 - status uke 22", dt,
        "Hei Ingrid og Terje,\n\nråbygget på annekset er tett, takstoler kom på plass torsdag. Elektriker kommer "
        "uke 24. Vi holder ferdigdato 31. juli.\n\nMvh Tor, Øyer Bygg AS"))
    for i, age in enumerate((40, 26, 15, 4)):
        photo(f"{rv}/Bilder/{day(age):%Y%m%d}_{130512 + i * 711}.jpg", P, CAB, age)
    photo(f"{rv}/Bilder/grunnmur.heic", P, CAB, 28)
    b = f"{d}/Bad 2021"
    add(f"{b}/Tilbud bad Lillehammer Rør.pdf", X, CAB, 1950,
        "Lillehammer Rør AS\nTilbud nytt bad hytte, Hafjelltoppen 38\nRiving, membran, fliser, dusjhjørne, "
        "varmekabler. Kr 214 000.")
    add(f"{b}/Våtromssertifikat.pdf", X, CAB, 1809,
        "Samsvarserklæring og våtromsdokumentasjon\nHafjelltoppen 38, bad 5 m2\nMembran: Mapei. Utført etter "
        "Byggebransjens våtromsnorm. Ferdig 18. juni 2021.")
    add(f"{b}/Sluttfaktura bad.pdf", X, CAB, 1800,
        "Lillehammer Rør AS\nSluttfaktura bad hytte\nKr 226 350 inkl. tillegg for ekstra sluk.")
    photo(f"{b}/Ferdig bad.jpg", X, CAB, 1805)
    photo(f"{b}/Før riving.jpg", X, CAB, 1870)

    # ------------------------------------------------------------ Bil (Areas Car), Forsikring (Areas Insurance)
    d = f"{DOK}/Bil"
    add(f"{d}/Vognkort RAV4.pdf", A, CAR, 1400,
        "Statens vegvesen\nVognkort del 1\nRegistreringsnummer DN 48213\nToyota RAV4 Hybrid AWD, 2022\n"
        "Eier: Terje Solberg")
    add(f"{d}/EU-kontroll 2026 innkalling.pdf", A, CAR, 25,
        "Statens vegvesen\nFrist for EU-kontroll\nKjøretøy DN 48213 må godkjennes innen 31. august 2026.")
    add(f"{d}/Service Toyota Økern 2025.pdf", A, CAR, 260,
        "Toyota Økern - arbeidsordre\nDN 48213, km 61 240\n3-års service, bremsevæske, pollenfilter. "
        "Kr 6 480.")
    add(f"{d}/Bilforsikring If 2026.pdf", A, CAR, 150,
        "If Skadeforsikring\nForsikringsbevis bil 2026\nDN 48213 Toyota RAV4\nKasko, 16 000 km, bonus 75 %. "
        "Premie kr 9 840 per år.")
    add(f"{d}/AutoPASS Fjellinjen.pdf", A, CAR, 10,
        "Fjellinjen AS\nFaktura bompasseringer april 2026\nBrikke knyttet til DN 48213. 34 passeringer. Kr 742.")
    add(f"{d}/Dekkhotell.txt", A, CAR, 230,
        "Dekkhotell Vianor Skøyen, hylle 4B-17. Vinterdekk Nokian Hakkapeliitta 225/60R18, 6 mm.\n"
        "Bytte til sommerdekk bestilt 22. april.")
    d = f"{DOK}/Forsikring"
    add(f"{d}/If innbo Gabels gate 2026.pdf", A, INS, 150,
        "If Skadeforsikring\nForsikringsbevis innbo 2026\nForsikringssted Gabels gate 14, 0272 Oslo\n"
        "Innbo Super, forsikringssum kr 2 000 000. Egenandel kr 4 000.")
    add(f"{d}/If hytteforsikring 2026.pdf", A, INS, 150,
        "If Skadeforsikring\nForsikringsbevis fritidsbolig 2026\nHafjelltoppen 38, Øyer\nBygning fullverdi, "
        "innbo kr 600 000. Melding om tilbygg må gis når det er ferdig.")
    add(f"{d}/Reiseforsikring familie.pdf", A, INS, 500,
        "If helårs reiseforsikring - familie\nForsikrede: Ingrid og Terje Solberg\nGjelder reiser inntil 60 dager, "
        "hele verden. Avbestilling inntil kr 60 000 per person.")
    add(f"{d}/Livsforsikring Storebrand.pdf", A, INS, 900,
        "Storebrand\nForsikringsbevis livsforsikring\nForsikret: Ingrid Solberg. Begunstiget: ektefelle. "
        "Forsikringssum kr 1 500 000.")
    add(f"{d}/Oversikt forsikringer.xlsx", A, INS, 140,
        "Forsikring;Selskap;Polisenr;Premie;Fornyes\nInnbo Gabels gate;If;7712044;5400;01.01\nHytte Hafjell;If;"
        "7712061;7300;01.01\nReise familie;If;7712090;2900;01.03\nLiv Ingrid;Storebrand;LF-338120;4100;01.06")

    # ------------------------------------------------------------ Terje 60 (Projects Party), old parties (Archive)
    d = f"{DOK}/Terje 60"
    add(f"{d}/Gjesteliste.xlsx", P, "Party", 2, lambda r, dt:
        "Navn;Antall;Svar;Overnatting\n" + "\n".join(
            f"{n};{r.randint(1, 4)};{r.choice(['ja', 'ja', 'nei', 'venter'])};"
            f"{r.choice(['hytta', 'Hafjell Hotell', 'eget'])}"
            for n in ("Sigrid og Jonas", "Martin", "Knut og Randi", "Svein Arne (Statkraft)", "Bjørg og Ola",
                      "Nabo Hafjelltoppen 36", "Turgruppa", "Liv Aamodt", "Elin og Per")))
    add(f"{d}/Invitasjon Terje 60.docx", P, "Party", 40,
        "Terje fyller 60 år!\nVi feirer med fest på Hafjell lørdag 15. august 2026 kl. 16.00.\nFjelltur for de "
        "spreke kl. 11, middag i låven til Hafjelltoppen Gård, dans etterpå.\nSvar til Ingrid innen 1. juli.")
    add(f"{d}/Meny tilbud Hafjelltoppen Gård.pdf", P, "Party", 30,
        "Hafjelltoppen Gård - selskapslokale og catering\nTilbud 15. august 2026, ca. 45 gjester\nForrett: "
        "rakfisk og spekemat. Hovedrett: hjortestek med tyttebær. Dessert: multekrem.\nKr 895 per kuvert, "
        "leie av låven kr 12 000.")
    add(f"{d}/Budsjett fest.xlsx", P, "Party", 8,
        "Post;Beløp\nMat 45 x 895;40275\nLeie låve;12000\nDrikke;18000\nMusikk (Spellemannslaget);8000\n"
        "Pynt og blomster;3500\nSum;81775")
    add(f"{d}/Tale til Terje utkast.docx", P, "Party", 6,
        "Kjære Terje\n\nDa jeg møtte deg på Blindern i 1988, snakket du om turbiner hele kvelden ... Nå har du "
        "vært pensjonist i to år, og hytta har aldri vært så godt vedlikeholdt.")
    add(f"{d}/Sangtekst melodi Vårsøg.txt", P, "Party", 5,
        "Sang til Terje (mel.: Vårsøg)\n\nNå er Terje seksti år, og det fyker om hans hår,\nhan har bygget "
        "kraftverk før, nå han hytta snekre gjør ...")
    add(f"{d}/Mail fra Sigrid om lysbildeshow.eml", P, "Party", 12, lambda r, dt: eml(
        "Sigrid Solberg <sigrid.solberg@gmail.com>", ING, "Bilder til pappa sin fest", dt,
        "Hei mamma!\n\nMartin og jeg lager lysbildeshow til festen. Kan du skanne bildene fra albumene fra "
        "80- og 90-tallet og legge dem i mappa? Spesielt fra Statkraft-tiden og turene i Jotunheimen.\n\nKlem Sigrid"))
    for i, age in enumerate((14, 14, 14, 13)):
        photo(f"{d}/Lysbilder/skannet_{i + 1:02d}.jpg", P, "Party", age, exif=False)
    f = f"{DOK}/Fester"
    add(f"{f}/Sølvbryllup 2018/Gjester sølvbryllup.xlsx", X, "Party", 2900,
        "Navn;Svar\nKnut og Randi;ja\nBjørg og Ola;ja\nLiv Aamodt;ja\nTurgruppa;ja\nElin og Per;nei")
    add(f"{f}/Sølvbryllup 2018/Meny Lysebu.pdf", X, "Party", 2950,
        "Lysebu - selskapsmeny 25. august 2018\nSølvbryllup Solberg, 38 gjester\nSjøkreps, lammecarré, "
        "sjokoladefondant.")
    add(f"{f}/Sølvbryllup 2018/Takketale.docx", X, "Party", 2880,
        "Takk til alle som kom og feiret 25 år med oss ...")
    add(f"{f}/Terje pensjonsfest 2024/Invitasjon.docx", X, "Party", 760,
        "Terje går av med pensjon!\nKake og bobler hjemme i Gabels gate fredag 31. mai 2024 fra kl. 17.")
    add(f"{f}/Terje pensjonsfest 2024/Handleliste.txt", X, "Party", 735,
        "Prosecco 12 fl\nbløtkake x 2 (Baker Hansen)\nservietter\nreker 3 kg\nloff og majones")

    # ------------------------------------------------------------ Japan 2026 (Projects Travel) + past trips
    d = f"{DOK}/Reiser/Japan 2026"
    add(f"{d}/Finnair bestilling OSL-HND.pdf", P, "Travel", 90,
        "Finnair - booking confirmation AY8K4Q\nPassengers: SOLBERG/INGRID MRS, SOLBERG/TERJE MR\n"
        "02 OCT 2026 OSL-HEL AY 656, HEL-HND AY 61\n20 OCT 2026 KIX-HEL AY 68, HEL-OSL AY 661\nEconomy Comfort.")
    add(f"{d}/Reiserute Japan.xlsx", P, "Travel", 7,
        "Dato;Sted;Overnatting;Notat\n03.10;Tokyo;Hotel Gracery Shinjuku;\n06.10;Hakone;Ryokan Fuji-ya;onsen\n"
        "08.10;Kyoto;Hotel Kanra;Fushimi Inari tidlig\n12.10;Hiroshima;;Miyajima dagstur\n14.10;Kanazawa;;"
        "Kenroku-en\n17.10;Osaka;Cross Hotel;\n20.10;Kansai fly hjem;;")
    add(f"{d}/Ryokan Fuji-ya bekreftelse.eml", P, "Travel", 60, lambda r, dt: eml(
        "Fuji-ya Ryokan <reservation@fujiya-hakone.jp>", ING, "Reservation confirmed 6-8 October 2026", dt,
        "Dear Ms Solberg,\n\nThank you for your reservation of a Japanese-style room with private open-air bath "
        "for two guests, 6-8 October 2026, including kaiseki dinner and breakfast.\nCheck-in from 15:00.\n\n"
        "Fuji-ya Ryokan, Hakone"))
    add(f"{d}/Booking Kyoto Hotel Kanra.pdf", P, "Travel", 58,
        "Booking.com - bekreftelse\nHotel Kanra Kyoto, 8.-12. oktober 2026, 2 voksne\nBestillingsnummer "
        "4410.221.908. Gratis avbestilling til 1. oktober.")
    add(f"{d}/JR Pass vurdering.md", P, "Travel", 20,
        "# JR Pass eller enkeltbilletter?\n\nJR Pass 14 dager: ca. 80 000 yen per person etter prisøkningen.\n"
        "Tokyo-Kyoto-Hiroshima-Kanazawa-Osaka med Shinkansen enkeltbilletter: ca. 62 000 yen.\n"
        "=> Kjøpe enkeltbilletter + Suica på telefonen.\n")
    add(f"{d}/Pakkeliste Japan.txt", P, "Travel", 4,
        "Pakkeliste Japan\n- pass (Terjes utløper 2027 - ok)\n- gode sko\n- universaladapter type A\n"
        "- kontanter yen\n- reiseforsikringsbevis\n- små gaver til vertskapet på ryokan")
    add(f"{d}/Japansk for reisende.epub", R, "Travel", 45, _epub(
        "Japansk for reisende", "Yuki Tanaka", "no",
        "Konnichiwa betyr god dag. Arigatou gozaimasu betyr tusen takk. Sumimasen brukes både som unnskyld og "
        "for å få oppmerksomhet."))
    add(f"{d}/Kyoto templer guide.pdf", R, "Travel", 44,
        "Kyoto temple guide\nKiyomizu-dera, Kinkaku-ji, Ginkaku-ji, Fushimi Inari Taisha, Ryoan-ji. Best visited "
        "early morning. Most temples charge 400-600 yen entry.")
    a = f"{DOK}/Reiser"
    add(f"{a}/Toscana 2024/Agriturismo bekreftelse.pdf", X, "Travel", 800,
        "Agriturismo Poggio al Sole - conferma di prenotazione\nSolberg Ingrid, 2 adulti, 7-14 settembre 2024\n"
        "Appartamento Olivo, colazione inclusa.")
    add(f"{a}/Toscana 2024/Leiebil Pisa.pdf", X, "Travel", 805,
        "Hertz Pisa Airport - rental agreement\nFiat Tipo SW, 7-14 Sept 2024. Driver: Terje Solberg.")
    add(f"{a}/Toscana 2024/Vinsmaking og restauranter.txt", X, "Travel", 790,
        "Montalcino: Il Grappolo Blu (bestill!)\nVinsmaking Castello Banfi 10. sept kl 11\nSan Gimignano tidlig "
        "morgen")
    add(f"{a}/Lofoten 2022/Hurtigruten billetter.pdf", X, "Travel", 1500,
        "Hurtigruten\nBillett Bodø-Svolvær 14. juli 2022\n2 voksne + bil DN 48213.")
    add(f"{a}/Lofoten 2022/Rorbu Henningsvær.pdf", X, "Travel", 1510,
        "Henningsvær Rorbuer\nBekreftelse 14.-20. juli 2022, rorbu nr 4, 2 personer.")
    add(f"{a}/New York 2019/ESTA Ingrid.pdf", X, "Travel", 2660,
        "ESTA - Electronic System for Travel Authorization\nApplicant: SOLBERG, INGRID\nAuthorization approved. "
        "Valid until 2021.")
    add(f"{a}/New York 2019/Hotell og show.docx", X, "Travel", 2640,
        "New York april 2019\nHotell: The Roosevelt, 12.-18. april\nShow: Hamilton 15. april\nMoMA, Met, "
        "High Line, Brooklyn Bridge")

    # ------------------------------------------------------------ Resources: cooking, knitting, books, music
    d = f"{DOK}/Oppskrifter"
    recipes = {
        "Fårikål.txt": "Fårikål (6 pers)\n2 kg fårekjøtt i skiver, 2 kg hvitkål, 2 ss hel pepper, 1 ss salt.\n"
                       "Legg kjøtt og kål lagvis, strø over pepper og salt, 3 dl vann. Småkok 2 timer.",
        "Mammas julekaker - sandkaker.docx": "Sandkaker (mammas)\n250 g smør, 125 g sukker, 1 egg, 375 g hvetemel, "
                                             "50 g malte mandler. Trykk i former, 200 grader i 8-10 min.",
        "Sjokoladekake langpanne.txt": "Sjokoladekake i langpanne\n4 egg, 4 dl sukker, 250 g smør, 5 dl mel, "
                                       "4 ss kakao, 2 ts bakepulver, 2 dl melk. 180 grader i 25 min. Glasur med "
                                       "melis, kakao og kaffe.",
        "Ramen hjemmelaget.pdf": "Hjemmelaget shoyu-ramen\nKraft: kyllingvinger, ingefær, hvitløk, vårløk, 3 timer. "
                                 "Tare: soyasaus, mirin, sake. Toppes med egg marinert i soya, nori og vårløk.",
        "Hjortegryte Hafjell.docx": "Hjortegryte\n800 g hjortekjøtt i terninger, bacon, sjalottløk, sopp, 3 dl "
                                    "rødvin, 3 dl vilt-kraft, einebær, timian. Småkok 1,5 time. Rømme til slutt.",
        "Fiskesuppe bergensk.txt": "Bergensk fiskesuppe\nFiskekraft 1,5 l, gulrot, sellerirot, purre, 400 g sei, "
                                   "fiskeboller, 2 dl fløte, 2 eggeplommer, eddik og sukker etter smak.",
        "Surdeigsbrød.md": "# Surdeigsbrød\n\n- 100 g aktiv surdeig\n- 375 g vann\n- 500 g mel (20 % sammalt)\n"
                           "- 10 g salt\n\nAutolyse 1 t, bretting 4 ganger, kald heving over natten. 250 grader i "
                           "jerngryte 20 + 25 min.\n",
    }
    for i, (name, text) in enumerate(recipes.items()):
        add(f"{d}/{name}", R, "Cooking", 300 + i * 170, text)
    d = f"{DOK}/Strikking"
    add(f"{d}/Marius genser oppskrift.pdf", R, "Knitting", 1600,
        "Mariusgenser - voksen\nGarn: Rauma Finull, 6 nøster hovedfarge. Pinne 3 og 3,5. Strikkefasthet 24 m = "
        "10 cm. Mønster etter diagram A og B.")
    add(f"{d}/Sokker til Terje.pdf", R, "Knitting", 1100,
        "Raggsokker str. 43-45\nGarn: Rauma Ragg, 3 nøster. Pinne 3,5. Legg opp 56 m. Vrangbord 2r/2vr 5 cm. "
        "Hælen strikkes frem og tilbake.")
    add(f"{d}/Babyteppe Sigrid.docx", R, "Knitting", 500,
        "Babyteppe i perlestrikk\nGarn: Sandnes Garn Sunday, 5 nøster. Pinne 3,5 rundpinne. Legg opp 160 m.")
    add(f"{d}/Garnlager.xlsx", R, "Knitting", 90,
        "Garn;Farge;Nøster;Prosjekt\nRauma Finull;naturhvit;4;\nDrops Alpaca;grå;7;lue\nSandnes Tynn Merinoull;"
        "dueblå;5;")
    photo(f"{d}/Ferdig lusekofte.jpg", R, "Knitting", 640)
    d = f"{DOK}/E-bøker"
    for age, (title, author, para) in zip((400, 900, 250, 1300, 60), (
            ("Kroppen husker alt", "Bessel van der Kolk", "Traumer setter spor i kroppen og hjernen."),
            ("Jeg er Zlatan", "David Lagercrantz", "Jag var en ung kille från Rosengård."),
            ("Lykkeland", "Maja Lunde", "En roman om Stavanger og oljeeventyret."),
            ("Min kamp 1", "Karl Ove Knausgård", "For hjertet er livet enkelt: det slår så lenge det kan."),
            ("Norwegian Wood", "Haruki Murakami", "I was thirty-seven then, strapped in my seat on a 747."))):
        add(f"{d}/{title}.epub", R, "Books", age, _epub(title, author, "no", para))
    d = "Musikk"
    for i, (artist, album, title) in enumerate((
            ("Kari Bremnes", "Over en by", "Byssan lull"), ("Kari Bremnes", "Over en by", "Ei kvinne mot nord"),
            ("Sissel", "Innerst i sjelen", "Vårsøg"), ("Jan Eggum", "Underveis", "En natt forbi"),
            ("Lars Lillo-Stenberg", "Musikk for folk", "Ekte mennesker"),
            ("Ole Paus", "Stein på stein", "Engler i sneen"),
            ("Ryuichi Sakamoto", "Playing the piano", "Merry Christmas Mr Lawrence"))):
        add(f"{d}/{artist}/{album}/{i + 1:02d} {title}.mp3", R, "Music", 1200 + i * 90, lambda r, dt, t=title, a=artist,
            al=album: _id3(r, t, a, al))

    # ------------------------------------------------------------ Bilder (Resources Photos)
    d = "Bilder"
    for i, age in enumerate((3, 9, 9, 20, 33, 47, 70, 110)):
        ext = "heic" if i % 3 == 0 else "jpg"
        photo(f"{d}/Kamerarull/{day(age):%Y%m%d}_{101500 + i * 977}.{ext}", R, "Photos", age)
    for i, age in enumerate((140, 145, 150, 500, 505)):
        photo(f"{d}/Hafjell/Hafjell vinter {day(age).year} {i + 1}.jpg", R, "Photos", age)
    for i, age in enumerate((632, 630, 627)):
        photo(f"{d}/Toscana 2024/IMG_{2201 + i * 4}.jpg", R, "Photos", age)
    for i, age in enumerate((1416, 1414)):
        photo(f"{d}/Lofoten 2022/DSC0{3310 + i * 8}.jpg", R, "Photos", age)
    photo(f"{d}/Familie/Sigrid bryllup 2024 - alle.jpg", R, "Photos", 680)
    photo(f"{d}/Familie/Mamma 85 år.jpg", R, "Photos", 446)
    photo(f"{d}/Familie/Martin disputas Trondheim.jpg", R, "Photos", 260)
    photo(f"{d}/Familie/Jul 2025 Gabels gate.heic", R, "Photos", 158)
    add(f"{d}/Skjermbilder/Skjermbilde 2026-05-18 210433.png", R, "Photos", 14, "")
    add(f"{d}/Skjermbilder/Skjermbilde 2026-03-02 083112.png", R, "Photos", 90, "")
    add(f"{d}/Skjermbilder/Skjermbilde 2025-11-20 164501.png", R, "Photos", 193, "")

    # ------------------------------------------------------------ Nedlastinger: installers (Resources Software)
    d = "Nedlastinger"
    add(f"{d}/ChromeSetup.exe", R, "Software", 150, lambda r, dt: _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 1800))
    add(f"{d}/ZoomInstallerFull.exe", R, "Software", 420, lambda r, dt: _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 1800))
    add(f"{d}/BankID-oppdatering.msi", R, "Software", 95,
        lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1500))
    add(f"{d}/VLC-3.0.21-win64.exe", R, "Software", 600, lambda r, dt: _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 1800))
    add(f"{d}/AcroRdrDC2500120432_no_NO.exe", R, "Software", 70,
        lambda r, dt: _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 1800))

    # ------------------------------------------------------------ Left (System) and dot files
    add("Nedlastinger/prospekt_nadderudveien_final.pdf.crdownload", L, "System", 0.2,
        lambda r, dt: _blob(r, b"%PDF-1.7\n", 700))
    add("Nedlastinger/Kyoto_map_offline.zip.part", L, "System", 11, lambda r, dt: _blob(r, b"PK\x03\x04", 700))
    add(f"{DOK}/Bokkapittel traumeterapi/Utkast/~$pittel 7 utkast v3 IS kommentarer.docx", L, "System", 0.3,
        lambda r, dt: _blob(r, b"\x0cIngrid Solberg", 140))
    add(f"{DOK}/Terje 60/~$dsjett fest.xlsx", L, "System", 8, lambda r, dt: _blob(r, b"\x0cIngrid", 140))
    add(f"{DOK}/desktop.ini", L, "System", 1500,
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    add("Bilder/desktop.ini", L, "System", 1500,
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779\r\n")
    add("Bilder/Hafjell/Thumbs.db", L, "System", 140, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    dot(f"{DOK}/Bokkapittel traumeterapi/.~lock.Referanser#", b"Ingrid Solberg,INGRID-PC,01.06.2026 08:12\n", 0.3)
    dot("Gammel PC/Bilder/2013/.picasa.ini", b"[Picasa]\nname=2013\n[IMG_0412.jpg]\nstar=yes\n", 4620)

    # ------------------------------------------------------------ Gammel PC (Archive Backup, as a whole)
    g = "Gammel PC"
    BK = "Backup"
    add(f"{g}/Dokumenter/Skatt/Selvangivelse 2014.pdf", X, BK, 4050,
        "Skatteetaten\nSelvangivelse 2014 for lønnstakere og pensjonister\nIngrid Solberg\nLønn fra Vestre Aker DPS "
        "kr 712 400.")
    add(f"{g}/Dokumenter/Skatt/Selvangivelse 2015.pdf", X, BK, 3690,
        "Skatteetaten\nSelvangivelse 2015\nIngrid Solberg\nLønn fra Vestre Aker DPS kr 731 900.")
    add(f"{g}/Dokumenter/Jobb/Traumeteam årsrapport 2015.docx", X, BK, 3780,
        "Traumeteamet Vestre Aker DPS - årsrapport 2015\n86 pasienter behandlet. Ventetid 11 uker.")
    add(f"{g}/Dokumenter/Jobb/CV Ingrid Solberg 2017.docx", X, BK, 3300,
        "CV\nIngrid Solberg, f. 1968\nCand.psychol. Universitetet i Oslo 1994\nSpesialist klinisk "
        "voksenpsykologi 2011\nVestre Aker DPS 2005-2017, Ullevål sykehus 1995-2005")
    add(f"{g}/Dokumenter/Søknad driftsavtale Frogner.docx", X, BK, 3350,
        "Til Helse Sør-Øst RHF\nSøknad på ledig driftsavtale for psykologspesialist, Oslo bydel Frogner\n"
        "Jeg søker herved på den utlyste hjemmelen ...")
    add(f"{g}/Dokumenter/Oppskrifter/Pepperkaker.txt", X, BK, 4500,
        "Pepperkaker\n250 g sirup, 250 g sukker, 250 g smør, 2 dl fløte, krydder, 1 kg mel.")
    add(f"{g}/Dokumenter/Hytta/Kjøpekontrakt hytte Hafjell 2009.pdf", X, BK, 6100,
        "Kjøpekontrakt fritidseiendom\ngnr. 51 bnr. 212, Hafjelltoppen 38, Øyer\nKjøpere: Ingrid og Terje "
        "Solberg. Kjøpesum kr 2 150 000.")
    add(f"{g}/Dokumenter/Budsjett 2016.xlsx", X, BK, 3700,
        "Post;Måned\nBoliglån;14200\nHytte;2800\nBarnehage/skole;0\nSparing BSU Martin;2083")
    add(f"{g}/Skrivebord/Nytt tekstdokument.txt", X, BK, 3310,
        "ring Helse Sør-Øst om oppstartsdato\nbestille kontormøbler\nsi fra til KLP")
    for i, age in enumerate((4620, 4610, 4600)):
        photo(f"{g}/Bilder/2013/IMG_{412 + i * 3:04d}.jpg", X, BK, age)
    photo(f"{g}/Bilder/2016/Påske Hafjell 2016.jpg", X, BK, 3718)
    add(f"{g}/Musikk/Kari Bremnes - Svarta Bjørn.mp3", X, BK, 4600, lambda r, dt: _id3(
        r, "Svarta Bjørn", "Kari Bremnes", "Svarta Bjørn"))

    # ------------------------------------------------------------ Nedlastinger: nameless downloads (hard)
    d = "Nedlastinger"
    add(f"{d}/dokument.pdf", A, PSY, 1, t_helfo, hard=True)
    add(f"{d}/dokument (1).pdf", A, MOR, 33, t_care_bill, hard=True)
    add(f"{d}/dokument (2).pdf", P, MOR, 38,
        "Sammendrag av tilstandsrapport\nBoligtype: leilighet i 2. etasje, byggeår 1978, 74 kvm BRA\n"
        "Adresse: Nadderudveien 14 B, Bekkestua\nOppdragsgiver: Astrid Hauge v/ fullmektig\n"
        "Markedsverdi vurdert til kr 6 300 000. Rapporten skal brukes ved salg av boligen (jf. avhendingslova).",
        hard=True)
    add(f"{d}/dokument (3).pdf", P, "Travel", 89,
        "Kvittering for kjøp\nReferanse AY8K4Q\nSolberg, Ingrid og Solberg, Terje\nOslo - Helsinki - Tokyo Haneda "
        "2. oktober 2026, retur Osaka Kansai 20. oktober 2026\nTotalpris NOK 31 460 betalt med Visa.", hard=True)
    add(f"{d}/dokument (4).pdf", A, FIN, 44,
        "Skatteetaten\nSkatteoppgjøret for 2025 er klart\nIngrid Solberg\nBeregnet skatt kr 428 910. "
        "Innbetalt forskuddsskatt kr 434 000. Du får tilbake kr 5 090, som utbetales til konto 1506 40 22871.",
        hard=True)
    add(f"{d}/dokument (5).pdf", R, PSY, 210,
        "Prolonged exposure versus phase-based treatment for PTSD after childhood abuse: a randomised trial\n"
        "Abstract. 149 patients with PTSD after childhood abuse were randomised. Both arms improved; adding a "
        "skills-training phase did not improve outcomes compared with direct trauma-focused treatment.",
        hard=True)
    add(f"{d}/download.pdf", P, CAB, 94,
        "Øyer kommune\nSaksnr. 2026/311\nVedtak: Søknaden om tillatelse til tilbygg og terrasse på gnr. 51 bnr. 212 "
        "godkjennes etter plan- og bygningsloven § 20-3. Ansvarlig søker Øyer Bygg AS.", hard=True)
    add(f"{d}/download (1).pdf", R, "Cooking", 380,
        "Kanelboller\n5 dl melk, 50 g gjær, 150 g smør, 1 dl sukker, 2 ts kardemomme, 13 dl hvetemel.\n"
        "Fyll: 100 g mykt smør, 1 dl sukker, 2 ss kanel. 225 grader i 10 minutter.", hard=True)
    add(f"{d}/vedlegg.pdf", A, INS, 150,
        "Forsikringsbevis\nForsikringstaker: Ingrid Solberg\nInnboforsikring for Gabels gate 14, 0272 Oslo, "
        "forsikringssum kr 2 000 000, egenandel kr 4 000. Gjelder 01.01.2026 - 31.12.2026.", hard=True)
    add(f"{d}/vedlegg (1).pdf", X, PSY, 2010,
        "Kursbevis\nDeltaker: Ingrid Solberg\nEMDR nivå 1, gjennomført oktober og november 2020, 35 timer.\n"
        "EMDR Norge", hard=True)
    add(f"{d}/vedlegg (2).pdf", P, "Party", 29,
        "Hafjelltoppen Gård\nBekreftelse av selskap lørdag 15. august 2026\nBestiller: Ingrid Solberg\n"
        "Anledning: 60-årsdag for Terje Solberg. 45 kuverter, låven fra kl. 16. Depositum kr 5 000 er mottatt.",
        hard=True)
    add(f"{d}/print.pdf", A, CAR, 26,
        "Statens vegvesen\nPåminnelse om periodisk kjøretøykontroll\nDN 48213 Toyota RAV4\nSiste frist: "
        "31.08.2026. Kjøretøyet kan bli avregistrert dersom fristen ikke overholdes.", hard=True)
    add(f"{d}/skjema.pdf", A, MOR, 110,
        "NAV\nMelding om endring - alderspensjon\nPensjonsmottaker: Astrid Hauge\nMeldt av: Ingrid Solberg, "
        "fremtidsfullmektig\nEndring: ny adresse Solvang sykehjem, Bærum. Pensjon utbetales som før til "
        "konto 1503 22 41876.", hard=True)
    add(f"{d}/document.pdf", P, PSY, 149,
        "Avtale om bidrag\nForlaget og forfatteren Ingrid Solberg er enige om at forfatteren skriver kapittelet "
        "'Stabilisering og fasebasert behandling av kompleks traume' til antologien Traumebehandling i klinisk "
        "praksis. Manus leveres redaktørene innen 1. september 2026.", hard=True)
    add(f"{d}/Dokument1.docx", X, "Travel", 1440,
        "Pakkeliste\n- regntøy og ullundertøy\n- fjellsko til Reinebringen\n- kikkert\n- fiskestang til Terje\n"
        "- billetter Hurtigruten Bodø-Svolvær\n- bekreftelse rorbu Henningsvær", hard=True)
    add(f"{d}/export.csv", A, FIN, 5, lambda r, dt: "Dato;Forklaring;Rentedato;Ut fra konto;Inn på konto\n" +
        "\n".join(f"{dd(dt - timedelta(days=k))};{t};{dd(dt - timedelta(days=k))};{u};{i}" for k, t, u, i in (
            (1, "Varekjøp Rema 1000 Frogner", "412,30", ""), (2, "Overføring fra næringskonto I. Solberg", "",
                                                              "45000,00"),
            (3, "Felleskostnader Sameiet Gabels gate 14", "6840,00", ""), (6, "Fjordkraft strøm", "1184,50", ""),
            (8, "Statkraft Pensjonskasse pensjon", "", "31900,00"), (9, "Vinmonopolet Majorstuen", "389,00", ""))),
        hard=True)
    add(f"{d}/export (1).csv", A, MOR, 31, lambda r, dt: t_mother_bank(r, dt).replace(" - ", ";", 1), hard=True)
    add(f"{d}/rapport.pdf", A, HEA, 120,
        "Laboratoriesvar - Fürst Medisinsk Laboratorium\nPasient: Ingrid Solberg, 58 år\nRekvirent: Frogner "
        "legesenter\nTotalkolesterol 5,8 mmol/l, LDL 3,6 mmol/l, HDL 1,7, Triglyserider 1,1, Ferritin 64.",
        hard=True)
    add(f"{d}/invoice_88213.pdf", P, "Travel", 57,
        "Invoice / Receipt\nCross Hotel Osaka\nGuest: Ingrid Solberg\nStay: 17-20 October 2026, Superior Double\n"
        "Prepaid: JPY 96,300", hard=True)
    add(f"{d}/kvittering.pdf", X, MOR, 58,
        "Kvittering\nFretex Øst - henting av møbler og klær\nAdresse: Nadderudveien 14 B, Bekkestua\n"
        "Bestilt av Ingrid Solberg på vegne av Astrid Hauge. Henting utført 1. april 2026. Ingen kostnad.",
        hard=True)
    add(f"{d}/tmp_4471.docx", X, "Party", 740,
        "Kjære Terje!\nI dag går du av med pensjon etter 31 år i Statkraft. Kollegene dine sier du var den som "
        "alltid hadde svaret om turbinene ... Skål for deg, og velkommen hjem - det står en hytte som venter.",
        hard=True)
    add(f"{d}/dokument (6).pdf", A, MOR, 100,
        "NAV\nÅrsoppgave 2025 for skatt\nMottaker: Astrid Hauge, Solvang sykehjem, Bærum\nUtbetalt alderspensjon "
        "kr 273 120. Forskuddstrekk kr 38 400. Opplysningene er sendt Skatteetaten.", hard=True)
    add(f"{d}/dokument (7).pdf", A, HOM, 4,
        "OBOS Eiendomsforvaltning\nFaktura juni 2026\nSameiet Gabels gate 14, seksjon 7 - Ingrid og Terje "
        "Solberg\nFelleskostnader kr 6 840, ekstraordinær innbetaling heis kr 1 500. Forfall 20.06.2026.", hard=True)
    add(f"{d}/fil.pdf", X, "Travel", 2680,
        "Ticketmaster - order confirmation\nHamilton, Richard Rodgers Theatre, New York\nMonday April 15, 2019, "
        "8:00 PM. 2 tickets, Orchestra row M. Total USD 598.00. Purchaser: Ingrid Solberg.", hard=True)
    add(f"{d}/Untitled.pdf", R, "Knitting", 330,
        "Lue med flette\nGarn: 2 nøster Drops Air. Rundpinne 5, 40 cm. Legg opp 88 masker. Vrangbord 4 cm, "
        "deretter flettemønster etter diagram. Fell av i toppen over 4 omganger.", hard=True)
    add(f"{d}/Helfo_oppgjorsspesifikasjon_2026-03.pdf", A, PSY, 63, t_helfo)
    add(f"{d}/Helfo_oppgjorsspesifikasjon_2026-02.pdf", A, PSY, 90, t_helfo)
    add(f"{d}/Traumebehandling_antologi_manusmal.docx", P, PSY, 146,
        "Manusmal - Traumebehandling i klinisk praksis\nKapitteltittel\nForfatter\nSammendrag (maks 150 ord)\n"
        "Nøkkelord\nBrødtekst med overskrifter på to nivåer\nReferanser (APA 7)")
    add(f"{d}/sykehjem_vederlag_forskrift.pdf", A, MOR, 135,
        "Forskrift om egenandel for kommunale helse- og omsorgstjenester, kap. 3 Langtidsopphold\nVederlaget "
        "kan utgjøre inntil 75 % av grunnbeløpet minus fribeløp, og 85 % av inntekt over dette.")

    # ------------------------------------------------------------ Skanninger from the printer (hard)
    d = "Skanninger"
    scans = [
        (A, MOR, 425, "Statsforvalteren i Oslo og Viken\nBekreftelse\nFremtidsfullmakten for Astrid Hauge er "
                      "stadfestet. Fullmektig: Ingrid Solberg. Vi minner om at fullmektigen skal holde fullmaktsgivers "
                      "midler atskilt fra egne midler og kunne gjøre rede for disposisjonene."),
        (X, MOR, 468, "Bærum kommune, Tildelingskontoret\nMelding om innflytting\nAstrid Hauge flytter inn på "
                      "Solvang sykehjem, avdeling Syrin, rom 214, mandag 3. mars 2025 kl. 11. Ta med klær merket med "
                      "navn, og gjerne personlige gjenstander."),
        (A, CAB, 118, "Øyer kommune\nEiendomsskatt 2026 - skatteseddel\nGnr. 51 bnr. 212, Hafjelltoppen 38\n"
                      "Takstgrunnlag kr 3 120 000, promillesats 2,0. Eiendomsskatt kr 4 368, fordelt på to terminer."),
        (A, HOM, 52, "Sameiet Gabels gate 14\nTil alle seksjonseiere\nVannet blir stengt tirsdag 9. juni kl. 9-14 "
                     "på grunn av utskifting av stoppekraner i kjelleren. Vaktmester har nøkkel til bodene."),
        (A, HEA, 60, "Frogner legesenter\nHenvisning til bildediagnostikk\nPasient: Ingrid Solberg\nProblemstilling: "
                     "vedvarende smerter i høyre skulder etter fall på ski i mars. Spørsmål om rotatorcuffskade. "
                     "Ultralyd ønskes."),
        (X, PSY, 3250, "Vestre Aker DPS\nBekreftelse på sluttdato\nIngrid Solberg fratrer sin stilling som "
                       "psykologspesialist ved poliklinikk voksne 31. juli 2017. Feriepenger utbetales i juni 2018."),
        (X, HOM, 2410, "Kvik Majorstuen\nFaktura 19-44871\nLevering og montering av kjøkken, Gabels gate 14\n"
                       "Restbeløp kr 93 200 forfaller 30.10.2019."),
        (X, CAB, 1790, "Ferdigattest\nØyer kommune\nTiltak: rehabilitering av bad i fritidsbolig, Hafjelltoppen 38\n"
                       "Det bekreftes at tiltaket er ferdigstilt i samsvar med tillatelsen. Juni 2021."),
        (A, HEA, 200, "Frogner Tannhelse\nKvittering\nPasient: Terje Solberg\nKrone 26, rotfylling. Kr 11 850. "
                      "Helfo-refusjon er ikke aktuelt."),
        (P, MOR, 1.2, "Kjøpetilbud / bud\nBudgiver: Mari og Anders Berg\nEiendom: Nadderudveien 14 B, 1357 "
                      "Bekkestua\nBud: kr 6 275 000,- med akseptfrist 2. juni 2026 kl. 12.00\nFinansiering: "
                      "DNB, finansieringsbevis vedlagt. Ønsket overtakelse: 1. september 2026."),
        (A, PSY, 1718, "Helfo\nAvslutning av kontroll\nKontrollen av direkteoppgjør for psykologspesialist Ingrid "
                       "Solberg for 2020 er avsluttet uten merknader. Takk for god dokumentasjon."),
        (A, MOR, 360, "Skatteetaten\nBrev til Astrid Hauge v/ fullmektig\nVi har endret skattemeldingen for 2024: "
                      "fradrag for foreldrefradrag er fjernet, da det ikke gjelder. "
                      "Du må betale kr 2 140 i restskatt."),
        (A, CAR, 262, "Toyota Økern\nKvittering\nKunde: Terje Solberg\nReg.nr. DN 48213. Service 60 000 km. "
                      "Bremseklosser bak skiftet. Neste service ved 75 000 km."),
        (A, PSY, 900, "Norsk Psykologforening\nGodkjenning av vedlikeholdsprogram\nIngrid Solberg har fullført "
                      "vedlikeholdsprogrammet for perioden 2017-2022 og beholder spesialisttittelen."),
        (R, "Cooking", 2000, "Mammas bløtkake\n4 egg, 2 dl sukker, 2 dl mel, 1 ts bakepulver. Stek 40 min på "
                             "170 grader. Fyll med vaniljekrem og jordbær, dekk med krem."),
        (P, CAB, 30, "Øyer Bygg AS\nA-konto faktura nr. 1\nProsjekt: anneks og terrasse, Hafjelltoppen 38\n"
                     "Byggherre: Ingrid og Terje Solberg\nUtført: grunnarbeid og grunnmur anneks. "
                     "Kr 320 000 inkl. mva. "
                     "Forfall 14 dager."),
        (P, PSY, 28, "Bekreftelse\nVi har mottatt andre versjon av kapittel 7, 'Stabilisering og fasebasert behandling "
                     "av kompleks traume', fra Ingrid Solberg. Redaktørene gir tilbakemelding innen 15. juni. Endelig "
                     "manus leveres 1. september 2026."),
        (A, FIN, 700, "Statkraft Pensjonskasse\nBekreftelse\nTerje Solberg har fått innvilget alderspensjon fra "
                      "1. juni 2024. Pensjonen utbetales den 20. hver måned til konto 1506 40 22871."),
    ]
    for i, (b, t, age, text) in enumerate(scans):
        add(f"{d}/scan_{12 + i * 3:04d}.pdf", b, t, age, text, hard=True)

    # ------------------------------------------------------------ Skrivebord (Desktop): nameless notes (hard)
    d = "Skrivebord"
    add(f"{d}/Nytt dokument.docx", P, PSY, 9,
        "Til del 4 (kritikk):\n- De Jongh mfl. mener stabiliseringsfasen kan forsinke effektiv behandling\n"
        "- mitt svar: fasene er ikke trinn, men vektlegging - vise med kasuset\n- spør Kari om ordgrensen "
        "gjelder med referanser\n- figur om toleransevinduet må tegnes på nytt for forlaget", hard=True)
    add(f"{d}/Nytt dokument (2).docx", P, "Party", 15,
        "Ideer til talen:\n- da han bar kjøleskapet opp til hytta på ryggen i 2009\n- Statkraft-årene, "
        "Ulla-Førre\n- barna: Sigrid og Martin skal si noe etter middagen\n- avslutte med sangen og skål "
        "kl. 21 før dansen i låven", hard=True)
    add(f"{d}/Uten navn.txt", P, MOR, 3,
        "ringe Henrik (megler) etter budfristen\nsjekke at kjøper har finansieringsbevis\nsende kopi av "
        "stadfestingen til megler - han trenger den til kontrakten\nsi til Knut at visningen gikk bra, 11 par\n"
        "hvem tar nøklene ved overtakelse?", hard=True)
    add(f"{d}/Uten navn 2.txt", P, "Travel", 16,
        "Tokyo: teamLab Planets (kjøp billett på forhånd), Asakusa tidlig, Tsukiji-markedet\n"
        "Hakone: Hakone Free Pass, båt over Ashi-sjøen\nKyoto: Arashiyama bambusskog kl 7\nHusk: yen, "
        "Suica på iPhone, hotellbekreftelser printet", hard=True)
    add(f"{d}/Nytt tekstdokument.txt", R, "Knitting", 260,
        "Strikkefasthet Mariusgenser: 26 m på pinne 3,5 ble for fast - bytt til pinne 4.\n"
        "Forhøyning bak: 6 vendinger. Kant rundt halsen: 2r 2vr i 3 cm, fell løst av.", hard=True)
    add(f"{d}/Nytt Microsoft Excel-regneark.xlsx", P, CAB, 45,
        "Hva;Leverandør;Pris;Bestilt\nTerrassebord royalimpregnert 28x120;Byggmakker Øyer;38600;nei\n"
        "Rekkverk glass;Glassmester Lillehammer;42000;nei\nDør anneks;Swedoor;11900;ja\nBenkeplate kjøkken;"
        "Sigdal;inkl;ja\nTorvtak anneks;Øyer Bygg;inkl;-", hard=True)
    add(f"{d}/Dokument1.docx", A, PSY, 18,
        "Veiledning 12.05 med M.L.\n- pasient med dissosiative symptomer, usikker på om hun skal starte "
        "traumebearbeiding\n- vi gikk gjennom toleransevinduet og stabiliseringsplan\n- M.L. skal lese Steele kap. 4 "
        "til neste gang\n- timer så langt: 38 av 120", hard=True)
    add(f"{d}/notater.txt", A, MOR, 40,
        "Fra pårørendesamtalen på Solvang:\n- mamma spiser dårlig, får næringsdrikk\n- nytt fall i mars, ingen "
        "brudd\n- hun trenger nye sko med borrelås og en varm kofte\n- tilsynslegen vil ta ned dosen av "
        "sovemedisinen", hard=True)
    add(f"{d}/huskeliste.txt", A, HOM, 70,
        "bytte filter i kjøkkenviften\nmelde fra til styret om lekkasje i boden\nbestille pipefeier? nei - det er "
        "hytta\nbetale felleskostnader for juli manuelt, avtalegiro slutter", hard=True)
    add(f"{d}/ny.txt", R, "Cooking", 130,
        "Japansk gyoza (40 stk)\n300 g svinekjøttdeig, 2 dl finhakket kinakål, 2 vårløk, 1 ss ingefær, 2 ss soya, "
        "1 ts sesamolje. Stek i panne, tilsett 1 dl vann og legg på lokk i 5 min.", hard=True)
    add(f"{d}/Nytt dokument (4).docx", A, HEA, 36,
        "Spørsmål til fastlegen 8. mai:\n- skulderen etter skifallet, fortsatt vondt å løfte armen\n- søvn: våkner "
        "kl. 4 hver natt\n- kolesterol - ny prøve?\n- fornye resept på Livial", hard=True)

    # ------------------------------------------------------------ E-post: saved messages (hard)
    d = "E-post"
    mails = [
        (P, MOR, 2, "Henrik Moe <henrik@baerum-eiendom.no>", "Oppsummering etter visning",
         "Hei Ingrid,\n\n11 par på visning på Nadderudveien i går, tre har bedt om salgsoppgave og kontraktsutkast. "
         "Jeg forventer bud i morgen. Husk at du som fremtidsfullmektig må signere aksept med BankID.\n\nHenrik"),
        (P, PSY, 18, "Per Mjelde <per.mjelde@ntnu.no>", "Kap. 7 - versjon 2",
         "Hei Ingrid,\n\nversjon 2 er mye strammere. Jeg savner fortsatt en tydeligere drøfting av om "
         "stabiliseringsfasen trengs for alle. Ordgrensen på 10 000 er inkludert referanser. Frist for endelig "
         "manus står fast: 1. september.\n\nBeste hilsen Per"),
        (P, CAB, 33, "Tor Bakken <tor@oyerbygg.no>", "Endringsmelding - vindu i annekset",
         "Hei,\n\nsom avtalt på befaringen blir vinduet på gavlen i annekset større (120x140). Tillegg kr 8 400 inkl. "
         "mva. Bekreft på e-post så bestiller vi.\n\nMvh Tor"),
        (P, "Party", 25, "Martin Solberg <martin.solberg@ntnu.no>", "Overnatting i august",
         "Hei mamma,\n\njeg kommer med Ida fredag 14. august. Kan vi sove i annekset hvis det er ferdig? Ellers "
         "tar vi hotellet. Jeg har snakket med spellemannslaget, de kan spille fra kl. 22.\n\nMartin"),
        (P, "Travel", 55, "Hotel Gracery Shinjuku <info@gracery.jp>", "Booking confirmation 3-6 Oct",
         "Dear Ingrid Solberg,\n\nWe are pleased to confirm your stay from 3 October to 6 October 2026, Standard "
         "Twin, non-smoking. Check-in 14:00. We look forward to welcoming you to Tokyo."),
        (A, MOR, 40, "Solvang sykehjem <solvang@baerum.kommune.no>", "Astrid - klær og frisør",
         "Hei Ingrid,\n\nmoren din trenger flere bukser med strikk i livet og et par sko. Frisøren kommer neste "
         "torsdag, skal vi bestille time? Hun har hatt en fin uke og var med på allsang.\n\nHilsen primærkontakt Åse"),
        (A, PSY, 65, "Line <line@frognerregnskap.no>", "Bilag til årsoppgjøret",
         "Hei Ingrid,\n\nvi mangler fortsatt bilag for kurset i mars og fakturaen fra journalsystemet. Helfo-"
         "oppgjørene for november og desember er avstemt. Næringsoppgaven sendes innen fristen.\n\nMvh Line"),
        (A, HOM, 120, "Styret Gabels gate 14 <styret.gabels14@gmail.com>", "Heisutskifting - informasjon",
         "Til beboerne\n\nHeisen skiftes ut i uke 14-17. I perioden må alle bruke trappen. Ekstraordinær "
         "innbetaling på kr 18 000 per seksjon fordeles over felleskostnadene.\n\nStyret"),
        (A, PSY, 200, "Psykologforeningen <post@psykologforeningen.no>", "Husk registrering i "
         "vedlikeholdsprogrammet",
         "Kjære medlem\n\nDu har registrert 68 av 160 timer i inneværende femårsperiode. Husk å laste opp "
         "kursbevis og dokumentasjon på kollegaveiledning i Min side."),
        (X, MOR, 47, "Knut Hauge <knut.hauge@lyse.net>", "SV: Leiligheten er tom",
         "Takk for at du tok hele ryddejobben, Ingrid. Spisebordet kom vel frem til Stavanger. Jeg overfører "
         "min halvdel av containerregningen i dag.\n\nKnut"),
        (X, "Travel", 640, "Agriturismo Poggio al Sole <info@poggioalsole.it>", "Arrivo 7 settembre",
         "Dear Ingrid,\n\nwe look forward to welcoming you and Terje on 7 September. Check-in from 16:00. The "
         "wine tasting at the farm is on Tuesday evening.\n\nCiao, Francesca"),
        (A, INS, 160, "If Skadeforsikring <kundeservice@if.no>", "Fornyelse av forsikringene dine",
         "Hei Ingrid,\n\nforsikringene dine for innbo, fritidsbolig og reise fornyes 1. januar. Ny samlet pris er "
         "kr 15 600 per år. Har du bygget på fritidsboligen, må du gi oss beskjed så forsikringssummen blir riktig."),
        (A, CAB, 240, "Hafjelltoppen veilag <veilag@hafjelltoppen.no>", "Brøyting sesongen 2025/26",
         "Til hytteeierne\n\nBrøytingen utføres av Øyer Maskin også denne sesongen. Prisen er kr 6 400 per hytte. "
         "Husk å sette ut brøytestikker ved egen innkjørsel før 1. november."),
    ]
    for i, (b, t, age, frm, subj, body) in enumerate(mails):
        add(f"{d}/melding_{i + 1:02d}.eml", b, t, age, lambda r, dt, f=frm, s=subj, bo=body: eml(f, ING, s, dt, bo),
            hard=True)

    # ------------------------------------------------------------ Diverse and loose documents (hard)
    d = "Diverse"
    add(f"{d}/liste.xlsx", X, "Party", 2960,
        "Navn;Adresse;Svar;Gave\nKnut og Randi Hauge;Stavanger;ja;sølvfat\nBjørg og Ola Lien;Nesodden;ja;"
        "vin\nLiv Aamodt;Bekkestua;ja;blomster\nNaboene i Gabels gate 14;;ja;\n\nSølvbryllup 25. august 2018, "
        "Lysebu", hard=True)
    add(f"{d}/ark1.csv", A, HEA, 15, lambda r, dt: "Dato;Systolisk;Diastolisk;Puls\n" + "\n".join(
        f"{dd(dt - timedelta(days=k * 3))};{r.randint(128, 146)};{r.randint(80, 92)};{r.randint(58, 72)}"
        for k in range(10)), hard=True)
    add(f"{d}/tekst.docx", A, MOR, 100,
        "Oversikt over mammas faste utgifter og inntekter (for fullmakten)\nInn: alderspensjon NAV, KLP-pensjon\n"
        "Ut: vederlag Solvang, fellesutgifter leiligheten til den er solgt, strøm, innboforsikring, frisør\n"
        "Sparekonto: salgssummen skal settes her", hard=True)
    add(f"{d}/notater.txt", R, PSY, 500,
        "Bøker å lese:\n- Janina Fisher: Healing the Fragmented Selves of Trauma Survivors\n- Pat Ogden: "
        "Sensorimotor Psychotherapy\n- Deb Dana: The Polyvagal Theory in Therapy\n- Kathy Steele mfl.: "
        "Treating Trauma-Related Dissociation", hard=True)
    add(f"{d}/referat.docx", X, PSY, 3600,
        "Referat personalmøte poliklinikken 6. juni 2016\n1. Ny pakkeforløp-registrering fra høsten\n2. Ventelisten "
        "for traumebehandling er 11 uker\n3. Sommerferieavvikling: stengt uke 29-31\nReferent: I. Solberg",
        hard=True)
    add(f"{d}/Ny tekst.txt", A, CAR, 200,
        "Vianor Skøyen: vinterhjul på hotell, hylle 4B-17. Mønster 6 mm foran, 5 mm bak - nye dekk neste "
        "høst.\nbytte til vinterdekk bestilt 28. oktober kl 08.30, reg.nr. DN 48213", hard=True)
    add(f"{d}/oversikt.xlsx", A, INS, 420,
        "Selskap;Type;Polisenummer;Telefon\nIf;Innbo;7712044;21 49 24 00\nIf;Fritidsbolig;7712061;21 49 24 00\n"
        "If;Reise;7712090;21 49 24 00\nStorebrand;Liv;LF-338120;915 08880", hard=True)
    d = DOK
    add(f"{d}/Nytt dokument (3).docx", A, FIN, 130,
        "Til neste bankmøte:\n- refinansiere boliglånet? rente 5,2 % nå\n- flytte IPS til aksjesparekonto?\n"
        "- Terje: uttak av folketrygd fra 67 eller tidligere?\n- testament - oppdatere etter at mamma flyttet",
        hard=True)
    add(f"{d}/Dokument2.docx", X, CAB, 1900,
        "Til Lillehammer Rør:\nVi ønsker flis 30x60 grå på gulvet og hvit blank på vegg. Dusjhjørne 90x90 med "
        "glassdører. Varmekabler i gulvet med termostat. Ferdig før fellesferien.", hard=True)
    add(f"{d}/Uten tittel.md", R, "Travel", 150,
        "# Japanske høflighetsregler\n\n- Ta av skoene når det står tøfler ved inngangen\n- Ikke gi tips\n"
        "- Ikke sett spisepinnene rett opp i risen\n- Snakk lavt på toget\n- Bukk ved hilsen\n", hard=True)

    return items
