"""A hundred-and-first unseen labelled corpus: a Graz piano teacher and church organist's Windows PC, ``build(root, seed)``, written blind.

What was read to write it: the brief (``/tmp/brief/corpus_rules.txt``); a directory listing of
``benchmarks/placement/`` (file names only); ``benchmarks/placement/unseen.py`` lines 1-220 (its docstring and
the helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``, plus
its seed lists ``SURN``/``FIRST``/``FARMS``/``PRACTICE`` and ``_person``/``_cow`` that fall in that range) and
lines 1296-1360 (the ``write``/``encode``/``add``/``dot``/``photo`` helpers at the start of its ``build()`` and
its first ``add`` calls); ``benchmarks/placement/corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``)
and lines 169-230, i.e. ``_pdf`` and ``_jpeg`` and -- a slip -- also the first 25 lines of corpus.py's own
``build()`` (lines 205-230), which were printed in the same ``sed`` range; ``benchmarks/placement/blind.py``
lines 74-84 (``_d``, ``_money`` and the first lines of ``_docx``), the ``HEIC_HEAD`` line (107) and the first
three lines of ``_png`` (1321-1323). Nothing under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no
``benchmarks/bench_*.py``, no other corpus module's body, no git command, no placement result.

The person: Markus Pölzl, 44, a self-employed piano teacher in Graz (Klavierstudio Pölzl, since autumn 2021,
teaching about seventeen pupils in a rented room in the Schubertstraße, Kleinunternehmer without VAT) and
part-time organist of the parish Graz-St. Peter, employed by the Diözese Graz-Seckau for eight hours a week
since 2019 (Sunday masses, weddings, funerals). From 2012 to June 2021 he taught piano at the Musikschule
Gratwein-Straßengel, which he left to go freelance. He is divorced from Katrin Hasler (2020); their son Jakob
(15, 6. Klasse at the BRG Graz-Geidorf) lives with him every other week (Doppelresidenz). In autumn 2025 he
bought a flat (Leechgasse 24/7, 8010 Graz) and moved out of his rented flat in the Gabelsbergerstraße; the
flat's renovation -- painting and parquet done in autumn 2025, the bathroom under way since May 2026 -- is not
finished. He drives a 2017 Škoda Octavia Combi, is insured with the ÖGK (e-card) through the organist job and
pays SVS contributions as a self-employed teacher; his income tax goes to the Finanzamt Österreich via
FinanzOnline. In 2023 he recorded and released a CD, "Nachtstücke" (Schumann, Chopin, Fauré), with a grant
from the Land Steiermark -- finished. As of ``NOW`` (2026-06-01) he is organising his pupils' summer recital
(Sommervorspiel, Friday 19 June 2026, Pfarrsaal St. Peter) and the entry of two pupils, Lena Pichler and
Tobias Wurzer, in the youth piano competition "Concorso Arpeggio" in Villach (26-28 June 2026), and he has
booked a fortnight with Jakob on Lošinj in August 2026; earlier summers were spent in Croatia too (Poreč
2023, Vis 2024, Krk 2025). Files are German (Austrian usage: Jänner, Pickerl, Matura, Schularbeit) with some
English (bookings, the competition, the CD booklet).

The machine (Windows, his home directory): ``Desktop/`` with ``Neues Textdokument.txt`` and friends,
``Documents/`` with half-organised subject folders (``Klavierstudio/``, ``Organist St. Peter/``,
``Finanzen/``, ``Wohnung/``, ``Jakob/``, ``Auto/``, ``Gesundheit/``, ``CD Nachtstücke 2023/``,
``Musikschule Gratwein (bis 2021)/``, ``Urlaub/``, ``Noten/``, ``E-Books/``, ``Anleitungen/``), a scan folder
(``Documents/Scans/scan0001.pdf``...), a year folder ``Documents/2024/`` of loose leftovers, a messy
``Downloads/`` (``document (3).pdf``, ``export.csv``, installers, ``.crdownload``), ``Music/``,
``Pictures/`` and a copy of his old phone, ``Handy-Backup Galaxy S9 2022/``.

Labelling rules (decided from his life before any file was generated; every file is labelled by them as of
``NOW``, 2026-06-01):

- **Projects** -- outcomes with an end that are still being worked on now, whatever the file's age:
  the Sommervorspiel 2026 of his piano class (programme, invitations, poster, participant list, rehearsal
  plan, hall booking, piano tuning for it) -- topic Teaching; the Concorso Arpeggio 2026 entry of Lena and
  Tobias (call for entries, registrations, fees, repertoire, video pre-selection, schedule, hotel in
  Villach, parents' consent, practice plans) -- topic Teaching; the renovation of the new flat (bathroom
  quotes, orders, plans, tiles, schedule, invoices, progress photos, and the already finished painting and
  parquet stages of the same renovation, cost tracking) -- topic Home; the Lošinj holiday in August 2026
  (booking, deposit, ferry, route, packing list) -- topic Travel.
- **Areas** -- responsibilities with no end, whatever the document's age: the piano studio's running
  business -- pupils, registrations, semester fees and Honorarnoten, lesson schedules, lesson notes, the
  studio room's lease and rent, piano tuning of the studio grand, the studio's income/expense bookkeeping and
  terms (Teaching); the organist post -- contract, pay slips and annual Lohnzettel, hymn/service plans,
  weddings and funerals, the organ's maintenance, substitutes, leave (Organist); money -- bank statements,
  income tax (Finanzamt, FinanzOnline, E1/E1a, assessments, advance payments, Familienbonus), SVS
  contributions, church tax (Kirchenbeitrag), the mortgage, building-society saving, pension account,
  household budget (Finance; SVS and income tax are Finance even though the studio causes them); owning
  and running the flat -- purchase contract, land register extract, Hausverwaltung charges and statements, owners' meeting, energy, internet,
  ORF fee, household insurance (Home); Jakob's school (School); custody, the divorce settlement, the
  alternating-week arrangement, maintenance, holiday split (Family); the car -- registration, insurance,
  Pickerl, service, tyres, vignette, fines, ÖAMTC (Car); his and Jakob's health -- ÖGK, e-card, findings,
  physiotherapy, refunds, dentist, vaccinations (Health). An old tax assessment or an old pay slip is
  still an Area.
- **Resources** -- reference kept for its own sake: teaching material (worksheets, scale fingerings,
  repertoire lists, pedagogy articles) (Teaching); sheet music for piano and organ, music recordings
  including his own organ improvisations, the digital piano's manual (Music); appliance manuals (Home);
  the car's owner's manual (Car); ebooks, whatever their subject (Books); installers (Software); photos,
  family and holiday pictures of every year, screenshots, pictures from Jakob's phone (Photos) -- except
  photos that document a project, current or finished (bathroom building site: Projects Home; the 2025
  recital: Archive Teaching; the 2023 recording sessions: Archive Music) and those inside the phone backup.
- **Archive** -- finished projects and ended responsibilities: the CD "Nachtstücke" 2023 (recording plan,
  studio, booklet, cover, pressing, ISRC, grant and its accounts, presentation, review, masters) (Music);
  the employment at the Musikschule Gratwein-Straßengel, ended 2021 (Teaching); the Sommervorspiel 2025 and
  the 2024 recital (Teaching); the purchase of the flat in 2025 (exposés, viewings, bank offers, offer to
  buy, broker, notary's tax statement, handover) and the old rented flat in the Gabelsbergerstraße, given
  up in 2025 (Home); the Croatia holidays 2023-2025 (Travel); the old phone backup, everything in it
  (Backup).
- **Left** -- unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``) are written but not
  labelled.

``hard`` marks a file whose name *and* folder say nothing about its subject (``Downloads/document (2).pdf``,
``Desktop/Neues Textdokument.txt``, ``Documents/Scans/scan0004.pdf``, ``Documents/2024/Brief.docx``): only its
text can place it. Images are never hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

MONTHS = ["Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
          "November", "Dezember"]


def _at(y: int, m: int, d: int) -> float:
    """Age in days of a date (noon UTC) relative to NOW."""
    return (NOW - datetime(y, m, d, 12, tzinfo=timezone.utc)).total_seconds() / DAY


def _dd(dt: datetime) -> str:
    return f"{dt.day:02d}.{dt.month:02d}.{dt.year}"


def _mon(dt: datetime) -> str:
    return f"{MONTHS[dt.month - 1]} {dt.year}"


def _eur(v: float) -> str:
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return f"€ {s}"


def _sundays(y: int, m: int) -> list[datetime]:
    d = datetime(y, m, 1)
    out = []
    while d.month == m:
        if d.weekday() == 6:
            out.append(d)
        d += timedelta(days=1)
    return out


ME = "Markus Pölzl"
IBAN = "AT42 2081 5000 4127 3390"
STUDIO = ("Klavierstudio Pölzl - Mag. art. Markus Pölzl, Klavierpädagoge\n"
          "Unterrichtsraum: Schubertstraße 14/2, 8010 Graz | Post: Leechgasse 24/7, 8010 Graz\n"
          "Tel. 0664 318 72 45 | klavierstudio.poelzl@gmx.at")
PUPILS = [("Lena Pichler", "Sandra Pichler", 60), ("Tobias Wurzer", "Michael Wurzer", 45),
          ("Anna Hödl", "Birgit Hödl", 45), ("Paul Reiter", "Christine Reiter", 30),
          ("Sophie Kogler", "Andrea Kogler", 45), ("Felix Strommer", "Thomas Strommer", 30),
          ("Emma Url", "Barbara Url", 45), ("Jonas Lackner", "Petra Lackner", 45),
          ("Marie Hofer", "Doris Hofer", 30), ("Leonie Zach", "Karin Zach", 60),
          ("David Kainz", "Gerald Kainz", 45), ("Valentina Rossmann", "Eva Rossmann", 30),
          ("Hannah Pucher", "Martina Pucher", 45), ("Moritz Feiel", "Stefan Feiel", 45),
          ("Clara Windisch", "Ulrike Windisch", 60), ("Elias Pammer", "Julia Pammer", 30),
          ("Herbert Lindner", "", 60)]
FEE = {30: 380.0, 45: 540.0, 60: 700.0}
PIECES = ["J. S. Bach: Präludium C-Dur BWV 846", "R. Schumann: Von fremden Ländern und Menschen op. 15/1",
          "F. Burgmüller: Arabesque op. 100/2", "D. Kabalewski: Toccatina op. 27/12",
          "W. A. Mozart: Sonate C-Dur KV 545, 1. Satz", "C. Debussy: The Little Shepherd", "E. Satie: Gymnopédie Nr. 1",
          "F. Chopin: Walzer a-Moll KK IVb/11", "B. Bartók: Mikrokosmos Nr. 81", "J. Haydn: Sonate G-Dur Hob. XVI:8",
          "L. v. Beethoven: Für Elise WoO 59", "A. Chatschaturjan: Iwan ist krank", "Y. Tiersen: Comptine d'un autre été",
          "M. Clementi: Sonatine op. 36/1, 1. Satz", "S. Heller: Etüde op. 47/15", "R. Schumann: Wilder Reiter op. 68/8"]
HYMNS = ["GL 142 Zu dir, o Gott, erheben wir", "GL 392 Lobe den Herren", "GL 380 Großer Gott, wir loben dich",
         "GL 144 Nun jauchzt dem Herren, alle Welt", "GL 346 Atme in uns, Heiliger Geist",
         "GL 351 Komm, Schöpfer Geist", "GL 405 Nun danket alle Gott", "GL 481 Sonne der Gerechtigkeit",
         "GL 395 Den Herren will ich loben", "GL 409 Singt dem Herrn ein neues Lied", "GL 453 Bewahre uns, Gott",
         "GL 456 Herr, du bist mein Leben", "GL 468 Gott gab uns Atem", "GL 534 Maria, breit den Mantel aus",
         "GL 318 Christ ist erstanden", "GL 329 Das ist der Tag, den Gott gemacht"]

# --------------------------------------------------------------------------- text templates


def t_honorar(r: random.Random, dt: datetime, nr: str = "") -> str:
    child, parent, mins = r.choice(PUPILS)
    if 2 <= dt.month <= 7:
        sem = f"Sommersemester {dt.year} (Februar bis Juni)"
    else:
        y = dt.year if dt.month >= 8 else dt.year - 1
        sem = f"Wintersemester {y}/{str(y + 1)[2:]} (September bis Jänner)"
    nr = nr or f"{dt.year}-{r.randint(10, 140):03d}"
    return (f"{STUDIO}\n\nHONORARNOTE Nr. {nr}\nGraz, am {_dd(dt)}\n\nAn: {parent or child}\n"
            f"Klavierunterricht {child}, {sem}\nEinzelunterricht, {mins} Minuten wöchentlich, 18 Einheiten\n"
            f"Semesterhonorar: {_eur(FEE[mins])}\n"
            "Gemäß § 6 Abs. 1 Z 27 UStG wird keine Umsatzsteuer verrechnet (Kleinunternehmerregelung).\n"
            f"Bitte um Überweisung binnen 14 Tagen auf {IBAN}, Verwendungszweck {nr}.\n"
            "Absagen bitte bis 24 Stunden vorher, sonst gilt die Stunde als gehalten.\nMit lieben Grüßen, Markus Pölzl")


def t_payslip(r: random.Random, dt: datetime) -> str:
    base = 742.30 if dt.year >= 2026 else 718.60
    extra = r.choice([0.0, 0.0, 58.0, 116.0, 174.0])
    gross = base + extra
    sv = round(gross * 0.1807, 2)
    tax = round(max(0.0, (gross - sv) * 0.02), 2)
    return (f"Diözese Graz-Seckau - Personalverrechnung\nBischofplatz 4, 8010 Graz\n\n"
            f"Gehaltsabrechnung {_mon(dt)}\nDienstnehmer: {ME}, Pers.-Nr. 40718, SV-Nr. 4127 120381\n"
            "Dienststelle: Pfarre Graz-St. Peter, Kirchenmusik (Organist), 8 Wochenstunden\n"
            f"Grundbezug {_eur(base)}\nKasualien (Trauungen, Begräbnisse) {_eur(extra)}\nBrutto {_eur(gross)}\n"
            f"SV-Dienstnehmeranteil ÖGK {_eur(sv)}\nLohnsteuer {_eur(tax)}\nNetto {_eur(gross - sv - tax)}\n"
            f"Überweisung auf {IBAN} am {_dd(dt)}")


def t_hymnplan(r: random.Random, dt: datetime) -> str:
    m = dt.month % 12 + 1
    y = dt.year + (1 if dt.month == 12 else 0)
    lines = [f"Pfarre Graz-St. Peter - Liedplan {MONTHS[m - 1]} {y}",
             f"Organist: {ME} | Kantorin: Veronika Hiebler | Pfarrer: Mag. Johann Kober", ""]
    for s in _sundays(y, m):
        h = r.sample(HYMNS, 5)
        lines.append(f"Sa {(s - timedelta(days=1)):%d.%m.} 18:30 Vorabendmesse / So {s:%d.%m.} 09:30 Pfarrmesse")
        lines.append(f"  Eingang {h[0]} | Gabenbereitung {h[1]} | Sanctus {h[2]} | Kommunion {h[3]} | Dank {h[4]}")
        lines.append("  Auszug: Orgel solo")
    lines.append("Änderungen bitte bis Donnerstag an die Pfarrkanzlei (Frau Fink).")
    return "\n".join(lines)


def t_statement(r: random.Random, dt: datetime) -> str:
    rows = []
    bal = r.uniform(1800, 5200)
    m = f"{dt.month:02d}.{dt.year}"
    pay = [("Gutschrift Diözese Graz-Seckau Gehalt", 612.4), ("Lastschrift SVS Beiträge", -r.uniform(690, 760)),
           ("Dauerauftrag Strobl Raummiete Schubertstraße", -398.0), ("Lastschrift Hausverwaltung Rauch Top 7", -327.9),
           ("Kreditrate Wohnkredit 4127-88", -862.15), ("Lastschrift Energie Graz", -r.uniform(70, 95)),
           ("Kartenzahlung SPAR Leechgasse", -r.uniform(20, 90)), ("Kartenzahlung OMV Graz Petersgasse", -r.uniform(45, 80)),
           ("Lastschrift Magenta Telekom", -39.9)]
    for _ in range(r.randint(2, 4)):
        c, p, mins = r.choice(PUPILS)
        pay.append((f"Gutschrift {p or c} Klavierunterricht", FEE[mins]))
    for day, t, v in sorted((r.randint(1, 28), t, v) for t, v in pay):
        bal += v
        rows.append(f"{day:02d}.{m} {t} {_eur(v)} Saldo {_eur(bal)}")
    return (f"Steiermärkische Sparkasse - Kontoauszug {_mon(dt)}\nKontoinhaber: {ME}\nIBAN {IBAN}  BIC STSPAT2GXXX\n\n"
            + "\n".join(rows) + "\n\nNeuer Kontostand " + _eur(bal))


def t_svs(r: random.Random, dt: datetime) -> str:
    q = (dt.month - 1) // 3 + 1
    base = r.uniform(2480, 2620)
    pv, kv, uv, sv = base * 0.185, base * 0.068, 12.07, base * 0.0153
    return ("Sozialversicherungsanstalt der Selbständigen (SVS)\nLandesstelle Steiermark, Körblergasse 115, 8010 Graz\n\n"
            f"Beitragsvorschreibung {q}. Quartal {dt.year}\nVersicherter: {ME}, VSNR 4127 120381\n"
            f"Vorläufige monatliche Beitragsgrundlage {_eur(base)}\n"
            f"Pensionsversicherung 18,5 %: {_eur(pv * 3)}\nKrankenversicherung 6,8 %: {_eur(kv * 3)}\n"
            f"Unfallversicherung: {_eur(uv * 3)}\nSelbständigenvorsorge 1,53 %: {_eur(sv * 3)}\n"
            f"Gesamt fällig bis {_dd(dt + timedelta(days=30))}: {_eur((pv + kv + uv + sv) * 3)}\n"
            "Hinweis: Mehrfachversicherung (ASVG-Dienstverhältnis Diözese) ist berücksichtigt.")


def t_bk(r: random.Random, dt: datetime) -> str:
    return ("Hausverwaltung Rauch GmbH, Elisabethstraße 38, 8010 Graz\n\n"
            f"Vorschreibung ab {_mon(dt)}\nLiegenschaft Leechgasse 24, 8010 Graz, EZ 1873, Top 7\nEigentümer: {ME}\n"
            f"Betriebskosten akonto {_eur(148.2)}\nReparaturrücklage {_eur(96.4)}\nHeizung/Warmwasser akonto {_eur(71.0)}\n"
            f"Lift {_eur(12.3)}\nSumme monatlich {_eur(327.9)}, zahlbar am 5. des Monats per Lastschrift.")


def t_energy(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(1500, 2100)
    return ("Energie Graz GmbH & Co KG, Schönaugürtel 65, 8010 Graz\n\n"
            f"Teilbetragsvorschreibung Strom {dt.year}\nKunde: {ME}, Leechgasse 24/7, 8010 Graz\n"
            f"Zählpunkt AT0017000000000000000000000{r.randint(100000, 999999)}\nPrognose Jahresverbrauch {kwh} kWh\n"
            f"Monatlicher Teilbetrag {_eur(kwh * 0.29 / 12 + 6.5)} inkl. Netz, Abgaben und 20 % USt.")


def t_roomrent(r: random.Random, dt: datetime) -> str:
    return ("Mag. Renate Strobl, Vermietung Klanghaus Geidorf, Schubertstraße 14, 8010 Graz\n\n"
            f"Vorschreibung Miete Unterrichtsraum 2 ab {_mon(dt)}\nMieter: Klavierstudio Pölzl, {ME}\n"
            f"Nettomiete {_eur(344.0)}\nBetriebskosten-Pauschale {_eur(54.0)}\nGesamt monatlich {_eur(398.0)}\n"
            "Fällig jeweils am 1. des Monats. Der Flügel (Yamaha C3) ist Eigentum des Mieters.")


def t_tuning(r: random.Random, dt: datetime) -> str:
    return ("Klavierbau Kern e.U., Grabenstraße 61, 8010 Graz\n\n"
            f"RECHNUNG Nr. {dt.year}/{r.randint(100, 399)} vom {_dd(dt)}\nKunde: Klavierstudio Pölzl, Schubertstraße 14/2\n"
            "Stimmen Flügel Yamaha C3 (Seriennr. 5184273) auf a' = 443 Hz\n"
            f"Stimmung {_eur(145.0)}\nKleine Regulierung Mechanik, 2 Hämmer nachintoniert {_eur(60.0)}\n"
            f"Summe netto {_eur(205.0)}, USt 20 % {_eur(41.0)}, Gesamt {_eur(246.0)}\nNächste Stimmung empfohlen in 6 Monaten.")


WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MO = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _eml(frm: str, to: str, subject: str, body: str, hour: int = 10):
    def f(r: random.Random, dt: datetime) -> str:
        off = "+0200" if 4 <= dt.month <= 10 else "+0100"
        date = f"{WD[dt.weekday()]}, {dt.day:02d} {MO[dt.month - 1]} {dt.year} {hour:02d}:{r.randint(0, 59):02d}:00 {off}"
        return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {date}\nMIME-Version: 1.0\n"
                f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")
    return f


def _ics(events: list[tuple[str, str, str, str]]) -> str:
    out = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "METHOD:REQUEST"]
    for i, (start, end, summary, loc) in enumerate(events):
        out += ["BEGIN:VEVENT", f"UID:{start}-{i}@google.com", f"DTSTART:{start}", f"DTEND:{end}",
                f"SUMMARY:{summary}", f"LOCATION:{loc}", "END:VEVENT"]
    out.append("END:VCALENDAR")
    return "\r\n".join(out) + "\r\n"


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
    T, O = "Teaching", "Organist"
    MAIL = f"{ME} <klavierstudio.poelzl@gmx.at>"
    KANZLEI = "Gerlinde Fink <pfarrkanzlei.stpeter@graz-seckau.at>"

    def fee_table(title: str, paid_share: float):
        def f(r: random.Random, dt: datetime) -> str:
            rows = [title, "Schüler/in;Eltern;Minuten;Honorar;bezahlt am"]
            for c, p, mins in PUPILS:
                paid = _dd(dt - timedelta(days=r.randint(3, 40))) if r.random() < paid_share else "offen"
                rows.append(f"{c};{p or '-'};{mins};{_eur(FEE[mins])};{paid}")
            rows.append(f"Summe;;;{_eur(sum(FEE[m] for _, _, m in PUPILS))};")
            return "\n".join(rows)
        return f

    def timetable(title: str):
        def f(r: random.Random, dt: datetime) -> str:
            ps = PUPILS[:]
            r.shuffle(ps)
            cuts = [0, 4, 8, 11, 14, 17]
            lines = [f"Klavierstudio Pölzl - {title}", "Unterrichtsraum Schubertstraße 14/2", ""]
            for i, day in enumerate(["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"]):
                lines.append(day + ":")
                t = 13 * 60 if day == "Mittwoch" else 14 * 60 + 30
                for c, _p, mins in ps[cuts[i]:cuts[i + 1]]:
                    lines.append(f"  {t // 60:02d}:{t % 60:02d}-{(t + mins) // 60:02d}:{(t + mins) % 60:02d} {c} ({mins} Min.)")
                    t += mins + 5
            lines.append("Donnerstag ab 18:30 Orgel St. Peter, Samstag 18:30 Vorabendmesse - keine Stunden.")
            lines.append("Jakob-Wochen (gerade KW): Mittwoch spätestens 17:30 Schluss.")
            return "\n".join(lines)
        return f

    def programme(title: str, when: str, n: int):
        def f(r: random.Random, dt: datetime) -> str:
            ps = r.sample(PUPILS[:16], n)
            pcs = r.sample(PIECES, n)
            lines = [title, when, "Klavierklasse Markus Pölzl", "", "PROGRAMM"]
            lines += [f"{i + 1}. {c}: {pc}" for i, ((c, _p, _m), pc) in enumerate(zip(ps, pcs))]
            lines += ["", "Pause mit Buffet (Spenden für die Pfarrcaritas erbeten)",
                      "Zum Abschluss: Lehrer und Schüler vierhändig - A. Diabelli, Sonatine op. 24"]
            return "\n".join(lines)
        return f

    # ================================================================ Teaching - studio (Areas)
    k = "Documents/Klavierstudio"
    for i, (m, d) in enumerate(((2, 9), (2, 10), (2, 12), (2, 16), (2, 23), (3, 2))):
        n = f"2026-{14 + i * 3:03d}"
        add(f"{k}/Rechnungen/2026/Honorarnote {n}.pdf", A, T, _at(2026, m, d),
            lambda r, dt, n=n: t_honorar(r, dt, n))
    for i, (m, d) in enumerate(((9, 15), (9, 16), (9, 22), (10, 6))):
        n = f"2025-{101 + i * 4:03d}"
        add(f"{k}/Rechnungen/2025/Honorarnote {n}.pdf", A, T, _at(2025, m, d),
            lambda r, dt, n=n: t_honorar(r, dt, n))
    add(f"{k}/Rechnungen/Vorlage Honorarnote.docx", A, T, 620,
        f"{STUDIO}\n\nHONORARNOTE Nr. JJJJ-NNN\nAn: NAME\nKlavierunterricht NAME, SEMESTER\n"
        "Einzelunterricht, XX Minuten wöchentlich, 18 Einheiten\nSemesterhonorar: € ...\n"
        "Gemäß § 6 Abs. 1 Z 27 UStG wird keine Umsatzsteuer verrechnet (Kleinunternehmerregelung).")
    add(f"{k}/Honorare/Honorarliste SS 2026.xlsx", A, T, 4, fee_table("Honorarliste Sommersemester 2026", 0.85))
    add(f"{k}/Honorare/Honorarliste WS 2025-26.xlsx", A, T, _at(2026, 1, 30), fee_table("Honorarliste WS 2025/26", 1.0))
    add(f"{k}/Honorare/Honorarliste 2024-25.xlsx", A, T, _at(2025, 7, 3), fee_table("Honorarliste Schuljahr 2024/25", 1.0))
    add(f"{k}/Schüler/Schülerliste Kontakte 2025-26.xlsx", A, T, _at(2025, 9, 10), lambda r, dt: (
        "Schüler/in;Eltern;Telefon;E-Mail;Unterricht seit\n" + "\n".join(
            f"{c};{p or '-'};0664 {r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)};"
            f"{(p or c).split()[0].lower()}.{c.split()[-1].lower().replace('ö', 'oe')}@gmx.at;{r.randint(2021, 2025)}"
            for c, p, _ in PUPILS)))
    add(f"{k}/Schüler/Anmeldung Clara Windisch.pdf", A, T, _at(2025, 9, 2),
        f"{STUDIO}\n\nANMELDUNG Klavierunterricht\nSchülerin: Clara Windisch, geb. 14.03.2012\n"
        "Erziehungsberechtigte: Ulrike Windisch, Hilmteichstraße 9, 8010 Graz\nGewünschte Dauer: 60 Minuten\n"
        "Vorkenntnisse: 4 Jahre Musikschule, zuletzt Czerny op. 849 und Bach Inventionen\n"
        "Die Unterrichtsbedingungen (Semesterhonorar, Absagen 24 h) habe ich gelesen.\nGraz, 02.09.2025  U. Windisch")
    add(f"{k}/Schüler/Anmeldeformular Vorlage.docx", A, T, 640,
        f"{STUDIO}\nANMELDUNG Klavierunterricht\nSchüler/in:\nGeburtsdatum:\nErziehungsberechtigte/r:\n"
        "Gewünschte Dauer: 30 / 45 / 60 Minuten\nUnterschrift:")
    add(f"{k}/Schüler/Abmeldung Elias Pammer.eml", A, T, 40, _eml(
        "Julia Pammer <julia.pammer@aon.at>", MAIL, "Abmeldung Elias zum Semesterende",
        "Lieber Herr Pölzl,\nElias möchte ab Herbst ins Fußball-Leistungszentrum wechseln und hört mit dem "
        "Klavier leider auf. Er spielt aber beim Vorspiel noch gerne mit. Danke für die drei schönen Jahre!\n"
        "Liebe Grüße, Julia Pammer"))
    add(f"{k}/Schüler/Unterrichtsnotizen SS 2026.docx", A, T, 2, lambda r, dt: "Unterrichtsnotizen Sommersemester 2026\n" +
        "\n".join(f"{c}: {r.choice(PIECES)} - {r.choice(['linke Hand leiser', 'Pedal sauber wechseln', 'langsam üben mit Metronom 60', 'Fingersatz T. 12 notieren', 'Phrasenenden nicht abreißen', 'auswendig bis zur Reprise'])}"
                  for c, _, _ in PUPILS))
    add(f"{k}/Schüler/Übungsnotizen Jonas.docx", A, T, 12,
        "Jonas Lackner - Übeplan\nMo-Fr je 20 Minuten\n1. Tonleiter G-Dur zwei Oktaven, Hände getrennt\n"
        "2. Burgmüller Arabesque: Takt 1-12 staccato, dann legato\n3. Vom-Blatt-Spiel: 1 Seite Bartók Mikrokosmos\n"
        "Mama bitte unterschreiben, wenn geübt wurde.")
    add(f"{k}/Stundenplan/Stundenplan SS 2026.docx", A, T, _at(2026, 2, 8), timetable("Stundenplan Sommersemester 2026"))
    add(f"{k}/Stundenplan/Stundenplan WS 2025-26.docx", A, T, _at(2025, 9, 7), timetable("Stundenplan Wintersemester 2025/26"))
    add(f"{k}/Stundenplan/Stundenplan SS 2025.pdf", A, T, _at(2025, 2, 10), timetable("Stundenplan Sommersemester 2025"))
    add(f"{k}/Stundenplan/Terminverschiebungen Mai.txt", A, T, 9,
        "Verschiebungen Mai 2026\n14.5. Christi Himmelfahrt - keine Stunden, nachholen: Anna Hödl Di 19.5. 17:15, Paul Mo 18.5.\n"
        "25.5. Pfingstmontag frei - Leonie nachholen Fr 29.5. 16:00\nDavid krank 20.5. -> Juni\n")
    add(f"{k}/Raummiete/Mietvertrag Unterrichtsraum Schubertstraße.pdf", A, T, _at(2021, 8, 20),
        "MIETVERTRAG über einen Unterrichtsraum\nVermieterin: Mag. Renate Strobl, Schubertstraße 14, 8010 Graz\n"
        f"Mieter: {ME}, Klavierpädagoge\nMietgegenstand: Raum 2 im Klanghaus Geidorf, Schubertstraße 14/2, ca. 24 m2\n"
        "Beginn: 1. September 2021, unbefristet, Kündigung 3 Monate zum Quartalsende\n"
        "Nettomiete EUR 320,00 zzgl. Betriebskostenpauschale EUR 50,00, wertgesichert nach VPI 2020\n"
        "Nutzung ausschließlich für Instrumentalunterricht Mo-Fr 8-21 Uhr, Sa 9-14 Uhr. Kaution drei Monatsmieten.")
    add(f"{k}/Raummiete/Indexanpassung 2026.pdf", A, T, _at(2026, 1, 5),
        f"Mag. Renate Strobl\nWertanpassung der Miete Unterrichtsraum 2 zum 1. Februar 2026\nSehr geehrter Herr Pölzl,\n"
        f"gemäß Punkt 5 des Mietvertrags erhöht sich die Nettomiete entsprechend VPI 2020 auf {_eur(344.0)}.\n"
        f"Die Betriebskostenpauschale beträgt ab Februar {_eur(54.0)}. Neue monatliche Miete: {_eur(398.0)}.")
    add(f"{k}/Raummiete/Vorschreibung Miete 2026.pdf", A, T, _at(2026, 1, 20), t_roomrent)
    add(f"{k}/Buchhaltung/Einnahmen-Ausgaben 2025.xlsx", A, T, 58, lambda r, dt: (
        "Einnahmen-Ausgaben-Rechnung 2025 - Klavierstudio Pölzl\nPosten;Betrag\n"
        f"Honorare Sommersemester 2025;{_eur(8920.0)}\nHonorare Wintersemester 2025/26 (Zufluss 2025);{_eur(9140.0)}\n"
        f"Raummiete;-{_eur(4440.0)}\nKlavierstimmung Flügel (2x);-{_eur(492.0)}\nNoten und Unterrichtsmaterial;-{_eur(r.uniform(280, 420))}\n"
        f"Berufshaftpflicht;-{_eur(118.0)}\nHandy 50 %;-{_eur(181.2)}\nFahrtkosten;-{_eur(r.uniform(150, 260))}\n"
        "Gewinn -> Beilage E1a Kennzahl 9230"))
    add(f"{k}/Buchhaltung/Einnahmen-Ausgaben 2026.xlsx", A, T, 2, lambda r, dt: (
        "Einnahmen-Ausgaben 2026\nDatum;Text;Einnahme;Ausgabe\n" + "\n".join(
            f"{r.randint(1, 28):02d}.{m:02d}.2026;{t};{e};{a}" for m, t, e, a in
            [(1, "Miete Jänner", "", "370,00"), (2, "Honorare SS 2026", "8.760,00", ""), (2, "Miete Februar", "", "398,00"),
             (3, "Klavierbau Kern Stimmung", "", "246,00"), (3, "Musikalien Scherz", "", "64,80"),
             (4, "Miete April", "", "398,00"), (5, "Miete Mai", "", "398,00")])))
    add(f"{k}/Buchhaltung/Belege 2026/Klavierbau Kern Stimmung März.pdf", A, T, _at(2026, 3, 17), t_tuning)
    add(f"{k}/Buchhaltung/Belege 2025/Klavierbau Kern Stimmung September.pdf", A, T, _at(2025, 9, 4), t_tuning)
    add(f"{k}/Buchhaltung/Belege 2026/Musikalien Scherz 2026-02.pdf", A, T, _at(2026, 2, 19),
        "Musikalienhandlung Scherz, Kaiserfeldgasse 3, 8010 Graz\nRechnung 26-0412\nKunde: Klavierstudio Pölzl\n"
        "1 x Bartók Mikrokosmos Bd. 2 (Boosey) EUR 21,50\n1 x Heumann, Piano Kids 2 EUR 16,95\n"
        "2 x Burgmüller 25 Etüden op. 100 (Henle) EUR 26,35\nSumme EUR 64,80 inkl. 10 % USt")
    add(f"{k}/Buchhaltung/Belege 2025/Berufshaftpflicht Polizze.pdf", A, T, _at(2025, 3, 3),
        "Grazer Wechselseitige Versicherung AG\nBetriebshaftpflicht für freie Musikpädagogen\n"
        f"Versicherungsnehmer: {ME}, Klavierstudio, Schubertstraße 14/2, 8010 Graz\nPolizze Nr. 41-7782013\n"
        "Deckung EUR 2.000.000 pauschal, Jahresprämie EUR 118,00, Hauptfälligkeit 1. März")
    add(f"{k}/Unterrichtsbedingungen 2025.docx", A, T, _at(2025, 8, 25),
        f"{STUDIO}\nUnterrichtsbedingungen ab Schuljahr 2025/26\n1. Das Honorar wird pro Semester (18 Einheiten) im Voraus verrechnet.\n"
        "2. 30 Min. EUR 380, 45 Min. EUR 540, 60 Min. EUR 700 pro Semester.\n3. Absagen bis 24 h vorher werden nachgeholt.\n"
        "4. Schulferien in der Steiermark sind unterrichtsfrei.\n5. Abmeldung schriftlich bis 31. Jänner bzw. 30. Juni.")
    add(f"{k}/Einwilligung Fotos Vorlage.docx", A, T, 700,
        "Einverständniserklärung Foto- und Tonaufnahmen\nIch bin einverstanden, dass bei Vorspielen des Klavierstudios Pölzl "
        "Fotos meines Kindes gemacht und auf der Website klavierstudio-poelzl.at gezeigt werden.\nName des Kindes:\nUnterschrift:")

    # ================================================================ Teaching - Sommervorspiel 2026 (Projects)
    v = f"{k}/Vorspielabend 2026"
    when = "Freitag, 19. Juni 2026, 18:00 Uhr - Pfarrsaal St. Peter, Graz"
    add(f"{v}/Programm Vorspiel 2026.docx", P, T, 2, programme("Sommervorspiel 2026", when, 14))
    add(f"{v}/Programm Vorspiel 2026 v1.docx", P, T, 25, programme("Sommervorspiel 2026 (Entwurf)", when, 12))
    inv = (f"Einladung zum Sommervorspiel der Klavierklasse Markus Pölzl\n{when}\n"
           "Vierzehn Schülerinnen und Schüler spielen Werke von Bach bis Tiersen.\n"
           "Eintritt frei - Spenden für die Pfarrcaritas. Eltern, Großeltern und Freunde sind herzlich willkommen!\n"
           "Bitte um kurze Rückmeldung, wie viele Personen kommen (für die Bestuhlung).")
    add(f"{v}/Einladung Sommervorspiel 2026.docx", P, T, 15, inv)
    add(f"{v}/Einladung Sommervorspiel 2026.pdf", P, T, 14, inv)
    photo(f"{v}/Plakat Vorspiel A3.png", P, T, 14)
    add(f"{v}/Teilnehmerliste.xlsx", P, T, 6, lambda r, dt: "Teilnehmerliste Sommervorspiel 19.6.2026\nSchüler/in;Stück;Dauer;Foto ok\n" +
        "\n".join(f"{c};{r.choice(PIECES)};{r.randint(2, 5)} min;{r.choice(['ja', 'ja', 'nein'])}" for c, _, _ in PUPILS[:14]))
    add(f"{v}/Probenplan Generalprobe.docx", P, T, 8,
        "Generalprobe Sommervorspiel - Donnerstag 18. Juni 2026, Pfarrsaal St. Peter\n"
        "15:00 Flügel gestimmt (Klavierbau Kern, 13:30)\n15:15-16:00 die Kleinen (Paul, Felix, Marie, Valentina, Elias)\n"
        "16:00-17:00 Mittelstufe (Anna, Sophie, Emma, Jonas, David, Hannah, Moritz)\n"
        "17:00-17:30 Lena und Tobias - Wettbewerbsprogramm als Generalprobe für Villach\nVerbeugen üben!")
    add(f"{v}/Saalreservierung Pfarrsaal.eml", P, T, 70, _eml(
        KANZLEI, MAIL, "AW: Pfarrsaal 19. Juni für Vorspiel",
        "Lieber Markus,\nder Pfarrsaal ist für Freitag, 19. Juni 2026, ab 14 Uhr für dein Sommervorspiel reserviert, "
        "Generalprobe am Donnerstag 18. Juni ab 15 Uhr geht auch. Der Flügel im Saal muss aber gestimmt werden, "
        "das zahlst bitte du. Sessel für 80 Personen stehen im Lager.\nLiebe Grüße, Gerlinde"))
    add(f"{v}/Klavierstimmer Termin 18. Juni.eml", P, T, 20, _eml(
        "Klavierbau Kern <office@klavierbau-kern.at>", MAIL, "Stimmung Pfarrsaal St. Peter 18.06.",
        "Sehr geehrter Herr Pölzl,\nwir bestätigen die Stimmung des Bösendorfer-Stutzflügels im Pfarrsaal St. Peter "
        "am Donnerstag, 18.06.2026 um 13:30. Kosten EUR 150,00 zzgl. USt, Anfahrt inklusive.\nMit freundlichen Grüßen, J. Kern"))
    add(f"{v}/Urkunden Vorlage.docx", P, T, 10,
        "URKUNDE\nfür ______________\nfür die gelungene Mitwirkung beim Sommervorspiel der Klavierklasse Markus Pölzl\n"
        "am 19. Juni 2026 im Pfarrsaal St. Peter\nGraz, im Juni 2026")
    add(f"{v}/Buffet und Helfer.xlsx", P, T, 4, "Buffet Sommervorspiel 19.6.\nWer;Was\nFam. Pichler;Kuchen\n"
        "Fam. Hödl;Brötchen\nFam. Kogler;Säfte und Wasser\nFam. Zach;Kaffee, Thermoskannen\nFam. Url;Aufbau Sessel 17:00\n"
        "Herr Lindner;Fotos (nur mit Einverständnis)")

    # ================================================================ Teaching - Concorso Arpeggio 2026 (Projects)
    w = f"{k}/Wettbewerb Arpeggio 2026"
    for c, cat, age_ in (("Lena Pichler", "C (13-15 Jahre)", "14"), ("Tobias Wurzer", "B (10-12 Jahre)", "11")):
        add(f"{w}/Anmeldebestätigung {c}.pdf", P, T, 50,
            f"Concorso Arpeggio - 9. Internationaler Jugend-Klavierwettbewerb Villach\n26.-28. Juni 2026, Congress Center Villach\n"
            f"REGISTRATION CONFIRMATION / ANMELDEBESTÄTIGUNG\nCandidate: {c}, age {age_}, category {cat}\n"
            f"Teacher: {ME}, Graz\nEntry fee received. Pre-selection by video: deadline 30 April 2026.\n"
            "Results of the pre-selection will be sent by 15 May 2026.")
    add(f"{w}/Repertoire Lena und Tobias.docx", P, T, 60,
        "Wettbewerbsprogramm Concorso Arpeggio 2026\nLena Pichler (Kat. C, max. 15 min):\n"
        "- J. S. Bach: Sinfonia f-Moll BWV 795\n- J. Haydn: Sonate e-Moll Hob. XVI:34, 1. Satz\n"
        "- F. Chopin: Nocturne cis-Moll KK IVa/16\n- A. Ginastera: Danza de la moza donosa\n"
        "Tobias Wurzer (Kat. B, max. 10 min):\n- J. S. Bach: Invention F-Dur BWV 779\n- M. Clementi: Sonatine op. 36/3, 1. Satz\n"
        "- D. Kabalewski: Toccatina op. 27/12\n- R. Schumann: Wilder Reiter op. 68/8")
    add(f"{w}/Video Vorauswahl Upload Bestätigung.eml", P, T, 45, _eml(
        "Concorso Arpeggio <info@concorso-arpeggio.at>", MAIL, "Video upload received - Pichler / Wurzer",
        "Dear Mr Pölzl,\nwe confirm receipt of the pre-selection videos of Lena Pichler (cat. C) and Tobias Wurzer (cat. B). "
        "The jury will announce the results by 15 May.\nKind regards, the Arpeggio team"))
    add(f"{w}/Ergebnis Vorauswahl.eml", P, T, 18, _eml(
        "Concorso Arpeggio <info@concorso-arpeggio.at>", MAIL, "Pre-selection results / Ergebnis der Vorauswahl",
        "Sehr geehrter Herr Pölzl,\nwir freuen uns mitzuteilen, dass Lena Pichler und Tobias Wurzer zur Finalrunde in Villach "
        "zugelassen sind. Auftrittszeiten: Kat. B Samstag 27.6. vormittags, Kat. C Sonntag 28.6. ab 10:00. "
        "Einspielzeit am Vortag im Congress Center.\nMit freundlichen Grüßen, Dr. Sabine Moser, Wettbewerbsleitung"))
    for c, pcs in (("Lena", "Bach Sinfonia, Chopin Nocturne, Ginastera"), ("Tobias", "Bach Invention, Clementi, Kabalewski, Schumann")):
        add(f"{w}/Übeplan {c} Juni.docx", P, T, 3,
            f"Übeplan {c} bis Villach\n{pcs}\nTäglich: 10 Min. Technik, dann je ein Stück langsam, eines im Tempo\n"
            "Mo/Mi: Durchspiel des ganzen Programms mit Handyaufnahme\nWochenende 13./14.6.: Vorspiel bei Oma und Opa\n"
            "18.6. Generalprobe beim Vorspiel, 26.6. Einspielen Villach")
    add(f"{w}/Reise Villach Planung.txt", P, T, 7,
        "Villach 26.-28.6.\nFahrt: ich nehme Lena und Tobias im Auto mit (Fr 26.6. ab Graz 13:00, A2 über Packsattel, 2 h)\n"
        "Fam. Pichler kommt am So nach, Herr Wurzer fährt selbst am Sa\nHotel Drau-Stern: 2 Zimmer reserviert\n"
        "Noten-Kopien für die Jury mitnehmen (je 3 Sätze)! Geburtsurkunden-Kopien!\n")

    # ================================================================ Teaching - finished recitals (Archive)
    a5 = f"{k}/Vorspiel 2025"
    add(f"{a5}/Programm Vorspiel 2025.docx", X, T, _at(2025, 6, 22),
        programme("Sommervorspiel 2025", "Freitag, 27. Juni 2025, 18:00 Uhr - Pfarrsaal St. Peter, Graz", 13))
    add(f"{a5}/Einladung Vorspiel 2025.pdf", X, T, _at(2025, 6, 2),
        "Einladung zum Sommervorspiel der Klavierklasse Markus Pölzl\nFreitag, 27. Juni 2025, 18:00 Uhr, Pfarrsaal St. Peter\n"
        "Eintritt frei - Spenden für die Pfarrcaritas")
    add(f"{a5}/Teilnehmerliste 2025.xlsx", X, T, _at(2025, 6, 18), lambda r, dt: "Vorspiel 2025\nSchüler/in;Stück\n" +
        "\n".join(f"{c};{r.choice(PIECES)}" for c, _, _ in PUPILS[:13]))
    for i in range(4):
        photo(f"Pictures/Vorspiel 2025/IMG_20250627_{183012 + i * 417}.jpg", X, T, _at(2025, 6, 27))

    # ================================================================ Teaching - Musikschule (Archive)
    ms = "Documents/Musikschule Gratwein (bis 2021)"
    add(f"{ms}/Dienstvertrag Musikschule 2012.pdf", X, T, _at(2019, 3, 4),
        "Marktgemeinde Gratwein-Straßengel - Musikschule\nDIENSTVERTRAG\nzwischen der Marktgemeinde und Herrn Mag. art. Markus Pölzl\n"
        "Verwendung: Musikschullehrer für Klavier, Beginn 10.09.2012, Entlohnung nach Stmk. Musikschulgesetz, 18 Wochenstunden\n(Scan 2019)")
    add(f"{ms}/Auflösungsvereinbarung 2021.pdf", X, T, _at(2021, 5, 28),
        "Marktgemeinde Gratwein-Straßengel\nEinvernehmliche Auflösung des Dienstverhältnisses\n"
        f"Das Dienstverhältnis mit {ME}, Musikschullehrer Klavier, endet einvernehmlich mit 30.06.2021.\n"
        "Resturlaub wird ausbezahlt. Gratwein, 28.05.2021 - Bürgermeister / Musikschulleitung Mag. Eva Lechner")
    add(f"{ms}/Dienstzeugnis Musikschule.pdf", X, T, _at(2021, 7, 12),
        f"DIENSTZEUGNIS\nHerr {ME}, geb. 12.03.1982, war vom 10.09.2012 bis 30.06.2021 an unserer Musikschule als Lehrer "
        "für Klavier und Korrepetition beschäftigt. Seine Schülerinnen und Schüler erzielten zahlreiche Preise bei prima la musica. "
        "Er verlässt uns auf eigenen Wunsch, um sich selbständig zu machen.\nMag. Eva Lechner, Musikschulleiterin")
    add(f"{ms}/Lohnzettel 2021 Gemeinde.pdf", X, T, _at(2022, 1, 28),
        "Lohnzettel L16 für 2021\nArbeitgeber: Marktgemeinde Gratwein-Straßengel\nDienstnehmer: Markus Pölzl\n"
        "Zeitraum 01.01.-30.06.2021\nBruttobezüge (KZ 210) EUR 19.842,10\nLohnsteuer (KZ 260) EUR 2.314,77")
    add(f"{ms}/Klassenliste 2020-21.xlsx", X, T, _at(2020, 9, 20), "Klasse Pölzl 2020/21\nSchüler;Stufe;Minuten\n"
        "Lisa Gruber;Mittelstufe;50\nNiklas Hutter;Unterstufe;25\nJana Zöhrer;Oberstufe;50\nMaximilian Ofner;Unterstufe;25\n"
        "Sarah Kniely;Mittelstufe;50\nLukas Rinner;Elementar;25")
    add(f"{ms}/Vorspielprogramm Juni 2019.docx", X, T, _at(2019, 6, 14),
        "Musikschule Gratwein-Straßengel - Klassenabend Klavier Markus Pölzl\n19. Juni 2019, Festsaal\n"
        "1. Niklas Hutter: Kuckuck\n2. Lisa Gruber: Bach Menuett G-Dur\n3. Jana Zöhrer: Chopin Walzer a-Moll")
    add(f"{ms}/Stundenplan 2020-21.docx", X, T, _at(2020, 9, 8),
        "Musikschule Gratwein - Stundenplan Pölzl 2020/21\nMontag Zweigstelle Gratkorn 14-19 Uhr\n"
        "Dienstag Hauptstelle 13-20 Uhr\nDonnerstag Hauptstelle 14-18 Uhr\nCorona: Distance Learning per Zoom bis auf Weiteres")
    add(f"{ms}/Abschied Brief an die Eltern.docx", X, T, _at(2021, 6, 10),
        "Liebe Eltern meiner Klavierschülerinnen und -schüler an der Musikschule Gratwein,\nmit Ende dieses Schuljahres "
        "verlasse ich die Musikschule und unterrichte ab Herbst in meinem eigenen Studio in Graz. Danke für das Vertrauen!\nMarkus Pölzl")

    # ================================================================ Teaching - material (Resources)
    um = f"{k}/Unterrichtsmaterial"
    add(f"{um}/Arbeitsblatt Notenlesen Bassschlüssel.pdf", R, T, 400,
        "Arbeitsblatt: Noten im Bassschlüssel\nSchreibe die Notennamen unter die Noten: G - H - D - F - A\n"
        "Merksatz: Geh Hin Du Fauler Affe")
    add(f"{um}/Arbeitsblatt Intervalle.docx", R, T, 300,
        "Intervalle erkennen\nPrime, Sekunde, Terz, Quarte, Quinte, Sexte, Septime, Oktave\n"
        "Aufgabe 1: Bestimme die Intervalle. Aufgabe 2: Singe eine große und eine kleine Terz.")
    add(f"{um}/Tonleitern Fingersätze Dur Moll.pdf", R, T, 900,
        "Tonleiter-Fingersätze\nC, G, D, A, E-Dur: rechts 123 1234, links 54321 321\nF-Dur: rechts 1234 123\n"
        "H-Dur: links 4321 4321\nMoll harmonisch und melodisch ...")
    photo(f"{um}/Quintenzirkel.png", R, T, 900)
    add(f"{um}/Repertoireliste nach Schwierigkeitsgrad.xlsx", R, T, 200, "Repertoireliste\nStufe;Stück;Verlag\n"
        "Elementar;Heumann Piano Kids 1;Schott\nUnterstufe;Burgmüller op. 100;Henle\nUnterstufe;Kabalewski op. 39;Sikorski\n"
        "Mittelstufe;Bach Inventionen;Henle\nMittelstufe;Clementi Sonatinen op. 36;Henle\nOberstufe;Chopin Nocturnes;Henle")
    add(f"{um}/Artikel Üben mit Kindern.pdf", R, T, 500,
        "Üben mit Kindern - was Eltern tun können\nKurze, tägliche Übeeinheiten sind wirksamer als lange am Wochenende. "
        "Loben Sie konkret. Ein fixer Übeplatz und eine feste Uhrzeit helfen.")
    add(f"{um}/Vom-Blatt-Spiel Übungen.pdf", R, T, 150,
        "Vom-Blatt-Spiel: 30 kurze Übungen in C-, G- und F-Dur\nVorher: Taktart, Tonart, Rhythmus klatschen, dann ohne Stoppen spielen.")

    # ================================================================ Organist (Areas)
    og = "Documents/Organist St. Peter"
    add(f"{og}/Dienstvertrag Diözese 2019.pdf", A, O, _at(2019, 8, 30),
        "Diözese Graz-Seckau\nDIENSTVERTRAG für Kirchenmusikerinnen und Kirchenmusiker\n"
        f"Dienstnehmer: {ME}\nDienstort: Pfarre Graz-St. Peter\nVerwendung: Organist (Gottesdienste, Kasualien, Proben)\n"
        "Beginn: 01.09.2019, Beschäftigungsausmaß 8 Wochenstunden, Einstufung nach Kirchenmusikerordnung\n"
        "Kasualien (Trauungen, Begräbnisse) werden gesondert pauschal abgegolten.")
    for y, m in ((2025, 11), (2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4), (2026, 5)):
        add(f"{og}/Gehaltszettel/Gehaltsabrechnung {y}-{m:02d}.pdf", A, O, _at(y, m, 26), t_payslip)
    add(f"{og}/Gehaltszettel/Lohnzettel L16 2025.pdf", A, O, _at(2026, 2, 20),
        "Lohnzettel L16 für 2025\nArbeitgeber: Diözese Graz-Seckau, Bischofplatz 4, 8010 Graz\n"
        f"Dienstnehmer: {ME}, VSNR 4127 120381\nZeitraum 01.01.-31.12.2025\nBruttobezüge (KZ 210) EUR 10.388,40\n"
        "SV-Beiträge (KZ 230) EUR 1.877,18\nLohnsteuer (KZ 260) EUR 96,30")
    for y, m in ((2026, 2), (2026, 3), (2026, 4), (2026, 5)):
        add(f"{og}/Liedpläne/Liedplan {y}-{m + 1:02d}.docx", A, O, _at(y, m, 24), t_hymnplan)
    add(f"{og}/Liedpläne/Fronleichnam 2026.docx", A, O, 6,
        "Fronleichnam, Donnerstag 4. Juni 2026\n09:00 Festmesse in St. Peter, anschließend Prozession (4 Stationen)\n"
        "Orgel: Einzug GL 380, Stationen mit Bläsern der Stadtkapelle, Te Deum am Schluss\nBei Regen: Andacht in der Kirche")
    add(f"{og}/Kasualien/Trauung Huber-Leitner 13.06.2026.docx", A, O, 20,
        "Trauung Katharina Huber & Florian Leitner, Samstag 13. Juni 2026, 14:00, St. Peter\n"
        "Einzug: Wagner Brautchor (Orgel)\nNach dem Ja-Wort: Halleluja von Cohen (mit Sängerin Mira Zach)\n"
        "Ringe: Ave Maria (Bach/Gounod)\nAuszug: Mendelssohn Hochzeitsmarsch\nHonorar Organist EUR 120 bar am Tag")
    add(f"{og}/Kasualien/Begräbnisse 2026.xlsx", A, O, 10, "Begräbnisse 2026\nDatum;Verstorbene/r;Ort;Musikwunsch\n"
        "14.01.;Maria Leopold;Friedhof St. Peter;Ave Maria, Großer Gott\n03.02.;Johann Spreitzer;St. Peter;Näher mein Gott zu dir\n"
        "21.03.;Hildegard Koch;St. Peter;Von guten Mächten\n08.05.;Franz Pongratz;Friedhof St. Leonhard;Largo Händel")
    add(f"{og}/Kasualien/Hochzeitsanfragen.txt", A, O, 35,
        "Anfragen Trauungen 2026\n13.6. Huber/Leitner - zugesagt\n4.7. Pratter/Kienzl - zugesagt, Vorgespräch 20.6.\n"
        "15.8. - bin in Kroatien, Vertretung Reinhold fragen\n12.9. Wieser - offen\n")
    add(f"{og}/Orgel/Registrierung Notizen.docx", A, O, 200,
        "Orgel St. Peter (2 Manuale, 24 Register)\nHW: Prinzipal 8, Rohrflöte 8, Oktave 4, Mixtur IV\nSW: Gedackt 8, Salicional 8, Oboe 8\n"
        "Setzer: 1 = leise Kommunion, 2 = Gemeindegesang, 3 = Plenum\nAchtung: c' im SW hängt bei Kälte")
    add(f"{og}/Orgel/Wartung Orgelbau Steinwender 2025.pdf", A, O, _at(2025, 10, 2),
        "Orgelbau Steinwender, Weiz\nWartungsbericht Orgel Pfarrkirche Graz-St. Peter, 29.09.2025\n"
        "Generalstimmung der Zungen, Trompete 8 nachintoniert, Tremulant justiert, Hänger c' SW behoben.\n"
        "Empfehlung: Ausreinigung in ca. 3 Jahren. Rechnung an die Pfarre.")
    add(f"{og}/Vertretungen Sommer 2026.xlsx", A, O, 15, "Vertretungen Sommer 2026\nDatum;Messe;Vertretung\n"
        "08.08.;Vorabendmesse;Reinhold Mauthner\n09.08.;Pfarrmesse;Reinhold Mauthner\n15.08.;Maria Himmelfahrt;Anna Gsell\n"
        "16.08.;Pfarrmesse;Anna Gsell\n22.08.;Vorabendmesse;Reinhold Mauthner")
    add(f"{og}/Urlaubsmeldung August 2026.docx", A, O, 62,
        f"An die Pfarre Graz-St. Peter, z. H. Herrn Pfarrer Mag. Kober\nUrlaubsmeldung\nIch, {ME}, Organist, "
        "nehme vom 7. bis 23. August 2026 Urlaub. Die Vertretungen organisiere ich selbst (Liste folgt).")
    add(f"{og}/Jahresplan Kirchenmusik 2026.pdf", A, O, _at(2026, 1, 9),
        "Pfarre Graz-St. Peter - Kirchenmusik 2026\nOstern 5.4.: Festmesse mit Kirchenchor, Haydn Missa brevis\n"
        "Pfingsten 24.5., Fronleichnam 4.6., Pfarrfest 28.6., Erntedank 4.10., Patrozinium 29.6.\n"
        "Adventkonzert 6.12. Orgel und Bläser")

    # ================================================================ Finance (Areas)
    fi = "Documents/Finanzen"
    for y, m in ((2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4), (2026, 5)):
        add(f"{fi}/Bank/Kontoauszug {y}-{m:02d}.pdf", A, "Finance", _at(y, m, 28) if m != 5 else 3, t_statement)
    add(f"{fi}/Steuer/Einkommensteuerbescheid 2023.pdf", A, "Finance", _at(2024, 8, 21),
        "Finanzamt Österreich, Dienststelle Graz-Stadt\nEinkommensteuerbescheid 2023\n"
        f"Abgabepflichtiger: {ME}, Steuernummer 68 412/7733\nEinkünfte aus selbständiger Arbeit EUR 14.210,55\n"
        "Einkünfte aus nichtselbständiger Arbeit EUR 8.402,11\nFamilienbonus Plus (Jakob, 50 %) -EUR 1.000,08\n"
        "Festgesetzte Einkommensteuer EUR 1.288,00, Abgabengutschrift EUR 212,00")
    add(f"{fi}/Steuer/Einkommensteuererklärung 2024 abgeschickt.pdf", A, "Finance", _at(2025, 6, 12),
        "FinanzOnline - Übermittlungsbestätigung\nErklärung E1 2024 mit Beilage E1a, eingebracht am 12.06.2025\n"
        f"Abgabepflichtiger {ME}, StNr 68 412/7733\nEinkünfte selbständige Arbeit (KZ 320) EUR 15.890,20")
    add(f"{fi}/Steuer/E1 2025 Notizen.xlsx", A, "Finance", 4, "Einkommensteuer 2025 - Vorbereitung\nPosten;Betrag;Kennzahl\n"
        "Gewinn Klavierstudio (E1a);16.402,18;320\nLohnzettel Diözese;10.388,40;L16\nSVS Beiträge bezahlt 2025;8.812,40;9225\n"
        "Kirchenbeitrag;200,00;458\nSpenden Caritas;150,00;451\nFamilienbonus Jakob 50 %;1.000,08;\nAbgabe bis 30.06.2026!;;")
    add(f"{fi}/Steuer/Vorauszahlungsbescheid 2026.pdf", A, "Finance", _at(2025, 10, 2),
        "Finanzamt Österreich\nBescheid über die Festsetzung von Vorauszahlungen an Einkommensteuer für 2026\n"
        f"{ME}, StNr 68 412/7733\nJahresbetrag EUR 1.640,00, fällig je EUR 410,00 am 15.02., 15.05., 15.08., 15.11.2026")
    add(f"{fi}/Steuer/Familienbonus Plus Aufteilung.pdf", A, "Finance", _at(2024, 1, 22),
        "Formular E 9 - Familienbonus Plus\nKind: Jakob Pölzl, geb. 17.09.2010\nAufteilung 50:50 zwischen Markus Pölzl und Katrin Hasler\n"
        "Beide Elternteile beziehen die Hälfte")
    for y, q, m, d in ((2025, 3, 7, 8), (2025, 4, 10, 7), (2026, 1, 1, 9)):
        add(f"{fi}/SVS/Beitragsvorschreibung Q{q} {y}.pdf", A, "Finance", _at(y, m, d), t_svs)
    add(f"{fi}/SVS/Nachbemessung 2024.pdf", A, "Finance", _at(2025, 12, 11),
        "SVS - Endgültige Beitragsgrundlage 2024\nAuf Grund des Einkommensteuerbescheides 2024 wird die Beitragsgrundlage "
        f"mit EUR 22.740,00 festgestellt. Nachzahlung: EUR 684,12, fällig mit der Vorschreibung Q1 2026.\nVersicherter: {ME}")
    add(f"{fi}/SVS/Antrag Herabsetzung vorläufige Beitragsgrundlage.docx", A, "Finance", _at(2025, 12, 18),
        f"An die SVS, Landesstelle Steiermark\nVSNR 4127 120381, {ME}\nAntrag auf Herabsetzung der vorläufigen "
        "Beitragsgrundlage 2026\nDurch den Wegfall zweier Schüler und die Finanzierung der Wohnung erwarte ich 2026 "
        "einen Gewinn von ca. EUR 15.000. Ich ersuche um Herabsetzung auf EUR 1.250 monatlich.")
    add(f"{fi}/Kredit Wohnung/Kreditvertrag Steiermärkische.pdf", A, "Finance", _at(2025, 8, 22),
        "Steiermärkische Bank und Sparkassen AG\nKREDITVERTRAG Wohnkredit Nr. 4127-88\n"
        f"Kreditnehmer: {ME}\nKreditbetrag EUR 215.000,00, Laufzeit 30 Jahre, Fixzins 3,45 % für 10 Jahre\n"
        "Verwendungszweck: Erwerb Eigentumswohnung Leechgasse 24/7, 8010 Graz\nBesicherung: Pfandrecht EUR 258.000")
    add(f"{fi}/Kredit Wohnung/Tilgungsplan.xlsx", A, "Finance", _at(2025, 8, 25), lambda r, dt: (
        "Tilgungsplan Wohnkredit 4127-88\nRate;Datum;Zinsen;Tilgung;Restschuld\n" + "\n".join(
            f"{i + 1};01.{(9 + i) % 12 + 1:02d}.{2025 + (9 + i) // 12};{215000 * 0.0345 / 12:.2f};{862.15 - 215000 * 0.0345 / 12 + i * 1.8:.2f};"
            f"{215000 - i * 245.0:.2f}" for i in range(24))))
    add(f"{fi}/Kredit Wohnung/Kontomitteilung Kredit 2025.pdf", A, "Finance", _at(2026, 1, 12),
        f"Steiermärkische Sparkasse - Jahresmitteilung Wohnkredit 4127-88 zum 31.12.2025\nKreditnehmer {ME}\n"
        "Aushaftend EUR 213.842,10, bezahlte Zinsen 2025 EUR 2.472,30")
    add(f"{fi}/Bausparvertrag s Bausparkasse.pdf", A, "Finance", _at(2022, 4, 5),
        f"s Bausparkasse - Bausparvertrag Nr. 20-771284\nBausparer: {ME}\nVertragssumme EUR 12.000, monatliche Einzahlung EUR 100,00\n"
        "Laufzeit 6 Jahre, staatliche Prämie 1,5 %")
    add(f"{fi}/Haushaltsbudget 2026.xlsx", A, "Finance", 8, "Haushaltsbudget 2026\nPosten;Monat\n"
        "Kreditrate;862,15\nHausverwaltung;327,90\nEnergie Graz;84,00\nSVS (Schnitt);735,00\nAuto (Versicherung, Sprit);210,00\n"
        "Jakob (Schule, Kleidung, Taschengeld);260,00\nLebensmittel;480,00\nRücklage Bad;400,00")

    # ================================================================ Home - owning the flat (Areas)
    wo = "Documents/Wohnung"
    add(f"{wo}/Kaufvertrag Leechgasse 24 Top 7.pdf", A, "Home", _at(2025, 8, 29),
        "KAUFVERTRAG\nVerkäufer: Dr. Waltraud Seidl, Wien\nKäufer: Markus Pölzl, Graz\n"
        "Kaufgegenstand: 58/1420 Anteile an EZ 1873 KG Geidorf, verbunden mit Wohnungseigentum an Top 7, Leechgasse 24\n"
        "Kaufpreis EUR 268.000,00, Übergabe 30.09.2025\nVertragserrichtung und Treuhand: Notar Dr. Andreas Pilz, Graz")
    add(f"{wo}/Grundbuchsauszug EZ 1873.pdf", A, "Home", _at(2025, 11, 3),
        "Grundbuch 63104 Geidorf EZ 1873\nB-Blatt: 58/1420 Anteile, Markus Pölzl, geb. 1982-03-12, Wohnungseigentum an W 7\n"
        "Kaufvertrag 2025-08-29, TZ 14872/2025\nC-Blatt: Pfandrecht Höchstbetrag EUR 258.000 für Steiermärkische Bank und Sparkassen AG")
    add(f"{wo}/Nutzwertgutachten.pdf", A, "Home", _at(2025, 7, 20),
        "Nutzwertgutachten Liegenschaft Leechgasse 24, 8010 Graz\nTop 7: Wohnung 3. OG, 68,4 m2, Nutzwert 58\nKellerabteil K7")
    add(f"{wo}/Hausverwaltung/Vorschreibung 2026.pdf", A, "Home", _at(2025, 12, 15), t_bk)
    add(f"{wo}/Hausverwaltung/Betriebskostenabrechnung 2025.pdf", A, "Home", 40,
        "Hausverwaltung Rauch GmbH\nBetriebskostenabrechnung 2025, Leechgasse 24, Top 7 (anteilig ab 01.10.2025)\n"
        "Wasser/Kanal, Müll, Hausbetreuung, Versicherung, Lift, Strom allgemein\nAnteil Top 7: EUR 402,66, Akonto geleistet EUR 444,60\n"
        "Guthaben EUR 41,94 wird mit der Juni-Vorschreibung gutgeschrieben.")
    add(f"{wo}/Hausverwaltung/Hausordnung.pdf", A, "Home", _at(2025, 10, 1),
        "Hausordnung Leechgasse 24\nRuhezeiten 22-6 Uhr und 12-14 Uhr. Musizieren ist werktags 8-12 und 15-20 Uhr gestattet.\n"
        "Fahrräder nur im Radraum. Bauarbeiten sind der Hausverwaltung zu melden.")
    add(f"{wo}/Energie/Energie Graz Vertrag Strom.pdf", A, "Home", _at(2025, 9, 26),
        f"Energie Graz - Vertragsbestätigung Strom\nKunde: {ME}, Leechgasse 24/7, 8010 Graz\nProdukt: Graz Strom Fix 12\nBeginn: 01.10.2025")
    add(f"{wo}/Energie/Teilbetragsvorschreibung 2026.pdf", A, "Home", _at(2026, 1, 20), t_energy)
    add(f"{wo}/Internet Magenta Rechnung Mai 2026.pdf", A, "Home", 12,
        f"Magenta Telekom - Rechnung Mai 2026\nKunde: {ME}, Leechgasse 24/7\nInternet Giga 150 EUR 39,90\nSumme EUR 39,90 inkl. USt")
    add(f"{wo}/ORF-Beitrag 2026.pdf", A, "Home", _at(2026, 1, 14),
        f"ORF-Beitrags Service GmbH\nZahlungsaufforderung ORF-Beitrag 2026\nBeitragsnummer 8820 4471 02, {ME}, Leechgasse 24/7\n"
        "Jahresbetrag inkl. Landesabgabe Steiermark EUR 220,80")

    # ================================================================ Home - renovation (Projects)
    sa = f"{wo}/Sanierung"
    add(f"{sa}/Bad/Angebot Purkarthofer Haustechnik.pdf", P, "Home", 95,
        "Haustechnik Purkarthofer GmbH, Triester Straße 212, 8020 Graz\nANGEBOT Nr. 26-0217\n"
        f"Bauvorhaben: Badsanierung {ME}, Leechgasse 24/7\nDemontage Wanne, WC, Waschtisch; neue Leitungen Kalt-/Warmwasser\n"
        "Bodenebene Dusche 90x120 mit Duschrinne, Hänge-WC mit Vorwand, Waschtisch 80 cm\nSumme netto EUR 9.860,00, USt EUR 1.972,00, gesamt EUR 11.832,00")
    add(f"{sa}/Bad/Auftragsbestätigung Purkarthofer.pdf", P, "Home", 70,
        "Haustechnik Purkarthofer GmbH\nAUFTRAGSBESTÄTIGUNG zu Angebot 26-0217\nBaubeginn: 4. Mai 2026, Dauer ca. 4 Wochen\n"
        "Anzahlung 30 % bei Baubeginn, Rest nach Fertigstellung. Ansprechpartner: Ing. Daniel Purkarthofer, 0664 120 44 71")
    add(f"{sa}/Bad/Angebot Fliesen Strohmaier.pdf", P, "Home", 90,
        "Fliesen Strohmaier, Graz-Puntigam\nAngebot Bad Leechgasse 24/7\nBodenfliesen 60x60 grau matt 6 m2, Wandfliesen 30x60 weiß 22 m2\n"
        "Abdichtung Dusche, Verlegung, Silikon\nGesamt EUR 4.380,00 inkl. USt")
    add(f"{sa}/Bad/Fliesenauswahl.docx", P, "Home", 60,
        "Fliesenauswahl Bad\nBoden: Marazzi Mystone grau 60x60 R10\nWand: weiß matt 30x60, Dusche bis Decke\n"
        "Fugenfarbe: zementgrau\nNische in der Dusche 30x60 mit Ablage")
    photo(f"{sa}/Bad/Grundriss Bad neu.png", P, "Home", 85)
    add(f"{sa}/Bad/Grundriss Bad neu.pdf", P, "Home", 85,
        "Grundriss Bad neu - Leechgasse 24/7\nRaum 2,10 x 2,45 m\nDusche 90x120 links hinten, Duschrinne an der Wand\n"
        "WC Vorwand rechts, Waschtisch 80 cm an der Fensterwand, Waschmaschine bleibt im Vorraum")
    add(f"{sa}/Bad/Bauzeitplan Bad.xlsx", P, "Home", 30, "Bauzeitplan Bad\nWoche;Gewerk;Firma\n"
        "KW 19;Abbruch, Entsorgung;Purkarthofer\nKW 20;Leitungen, Vorwand;Purkarthofer\nKW 20;Elektro;Elektro Lenz\n"
        "KW 21;Estrich, Abdichtung;Strohmaier\nKW 22-23;Fliesen;Strohmaier\nKW 24;Endmontage Sanitär;Purkarthofer")
    add(f"{sa}/Bad/Rechnung Anzahlung Purkarthofer.pdf", P, "Home", 28,
        "Haustechnik Purkarthofer GmbH\nANZAHLUNGSRECHNUNG 26-1140\nBadsanierung Leechgasse 24/7, 30 % von EUR 11.832,00\n"
        "Betrag EUR 3.549,60, zahlbar sofort")
    add(f"{sa}/Bad/Aushang Bauarbeiten.docx", P, "Home", 33,
        "Liebe Nachbarinnen und Nachbarn,\nin Top 7 wird von 4. Mai bis ca. 12. Juni 2026 das Bad saniert. "
        "Lärmintensive Arbeiten nur werktags 8-12 und 13-17 Uhr. Danke für Ihr Verständnis! Markus Pölzl, Top 7")
    add(f"{sa}/Bad/Mängel und Fragen.txt", P, "Home", 1,
        "Bad - offene Punkte\n- Gefälle Duschrinne prüfen (Wasser steht links)\n- Steckdose beim Spiegel 10 cm höher\n"
        "- Silikonfarbe grau, nicht weiß!\n- Handtuchheizkörper Lieferung KW 24?\n")
    add(f"{sa}/Bad/Produktdatenblatt Duschrinne.pdf", P, "Home", 50,
        "Produktdatenblatt Duschrinne Wandablauf 90 cm\nEdelstahl gebürstet, Ablaufleistung 0,8 l/s, Bauhöhe 70 mm\nEinbauanleitung siehe Rückseite")
    add(f"{sa}/Kostenübersicht Sanierung.xlsx", P, "Home", 3, "Sanierung Leechgasse - Kosten\nPosten;Angebot;bezahlt\n"
        "Malerarbeiten Fuchs;3.120,00;3.120,00\nParkett Gaube;6.480,00;6.480,00\nBad Purkarthofer;11.832,00;3.549,60\n"
        "Fliesen Strohmaier;4.380,00;0\nElektro Lenz;1.240,00;0\nDuschrinne, Armaturen;890,40;890,40\nSumme;27.942,40;14.040,00")
    add(f"{sa}/Maler/Rechnung Malerbetrieb Fuchs.pdf", P, "Home", _at(2025, 10, 17),
        "Malerbetrieb Fuchs, Graz-Andritz\nRechnung 2025-388\nLeechgasse 24/7: Wände und Decken 4 Räume spachteln und streichen\n"
        "Gesamt EUR 3.120,00 inkl. USt")
    add(f"{sa}/Boden/Angebot Parkett Gaube.pdf", P, "Home", _at(2025, 9, 12),
        "Bodenleger Gaube, Gleisdorf\nAngebot Parkett Eiche geölt, Wohnzimmer und 2 Zimmer, 48 m2, alten Teppich entfernen\nGesamt EUR 6.480,00")
    add(f"{sa}/Boden/Rechnung Parkett.pdf", P, "Home", _at(2025, 11, 7),
        "Bodenleger Gaube\nRechnung 25/611, Parkett Eiche geölt verlegt 48 m2, Sockelleisten\nGesamt EUR 6.480,00 - dankend erhalten")
    add(f"{sa}/Küche später.txt", P, "Home", 120,
        "Küche: erst nach dem Bad. Alte Küche bleibt bis Herbst. Ideen: Zeile 3,2 m, Induktion, Geschirrspüler 45 cm.\n")
    for i in range(6):
        photo(f"Pictures/Bad Baustelle/IMG_202605{(4 + i * 4):02d}_{101530 + i * 311}.jpg", P, "Home", _at(2026, 5, 4 + i * 4))

    # ================================================================ Home - purchase & old flat (Archive)
    wk = f"{wo}/Wohnungskauf 2025"
    add(f"{wk}/Exposé Leechgasse 24 Top 7.pdf", X, "Home", _at(2025, 3, 28),
        "EXPOSÉ - Helle 3-Zimmer-Wohnung in Geidorf\nLeechgasse 24, Top 7, 3. OG mit Lift, 68 m2, Loggia\n"
        "Kaufpreis EUR 279.000, Betriebskosten EUR 215/Monat, HWB 98\nBad und Küche sanierungsbedürftig\nImmobilien Prettenhofer, 0316 82 11 04")
    add(f"{wk}/Exposé Waltendorfer Hauptstraße.pdf", X, "Home", _at(2025, 2, 18),
        "EXPOSÉ - 2-Zimmer-Wohnung Waltendorfer Hauptstraße 70, 55 m2, EUR 239.000\nGarage optional EUR 22.000")
    add(f"{wk}/Besichtigungen Notizen.docx", X, "Home", _at(2025, 4, 8),
        "Besichtigungen\n12.3. Waltendorf: zu klein für Klavier + Jakobs Zimmer\n5.4. Leechgasse: super Lage (Jakobs Schule 10 Min.), "
        "Bad 70er-Jahre, Hausordnung erlaubt Musizieren! Angebot 265.000?")
    add(f"{wk}/Finanzierung Vergleich Banken.xlsx", X, "Home", _at(2025, 5, 15), "Finanzierung\nBank;Zins;Fix;Rate\n"
        "Steiermärkische;3,45 %;10 J.;862\nRaiffeisen;3,6 %;15 J.;879\nBank Austria;3,9 % variabel;-;845")
    add(f"{wk}/Kaufanbot unterschrieben.pdf", X, "Home", _at(2025, 5, 20),
        "KAUFANBOT\nIch, Markus Pölzl, biete für die Wohnung Leechgasse 24 Top 7 einen Kaufpreis von EUR 268.000. Bindung bis 15.06.2025.")
    add(f"{wk}/Maklerprovision Rechnung.pdf", X, "Home", _at(2025, 9, 3),
        "Immobilien Prettenhofer GmbH\nHonorarnote Vermittlung Leechgasse 24/7\n3 % vom Kaufpreis EUR 268.000 zzgl. 20 % USt = EUR 9.648,00")
    add(f"{wk}/Grunderwerbsteuer Abrechnung Notar.pdf", X, "Home", _at(2025, 9, 10),
        "Notar Dr. Andreas Pilz\nSelbstberechnung Grunderwerbsteuer 3,5 % EUR 9.380,00, Eintragungsgebühr 1,1 % EUR 2.948,00\n"
        "Pfandrechtseintragung 1,2 % EUR 3.096,00")
    add(f"{wk}/Übergabeprotokoll Leechgasse.pdf", X, "Home", _at(2025, 9, 30),
        "Übergabeprotokoll Wohnung Leechgasse 24/7, 30.09.2025\n3 Wohnungsschlüssel, 1 Postkasten, 1 Keller\n"
        "Zählerstände: Strom 41 822 kWh, Warmwasser 211,4 m3")
    ga = f"{wo}/Alte Wohnung Gabelsbergerstraße"
    add(f"{ga}/Mietvertrag Gabelsbergerstraße 2020.pdf", X, "Home", _at(2020, 10, 12),
        "MIETVERTRAG\nVermieter: Gabelsberger Immobilien KG\nMieter: Markus Pölzl\nWohnung Gabelsbergerstraße 31/5, 8020 Graz, 62 m2\n"
        "Beginn 01.11.2020, befristet 5 Jahre, Hauptmietzins EUR 690 inkl. BK")
    add(f"{ga}/Kündigung Mietvertrag.docx", X, "Home", _at(2025, 8, 27),
        "Kündigung des Mietverhältnisses Gabelsbergerstraße 31/5\nSehr geehrte Damen und Herren,\n"
        "hiermit kündige ich das Mietverhältnis fristgerecht zum 30.11.2025.\nMarkus Pölzl")
    add(f"{ga}/Kaution Rückzahlung.pdf", X, "Home", _at(2025, 12, 16),
        "Gabelsberger Immobilien KG\nRückzahlung Kaution Top 5: EUR 2.070,00 abzüglich Malerkosten EUR 180,00 = EUR 1.890,00")

    # ================================================================ Jakob - school & custody (Areas)
    jk = "Documents/Jakob"
    SCHOOL = "BRG Graz-Geidorf, Bergmanngasse 12, 8010 Graz"
    add(f"{jk}/Schule/Semesterinformation Februar 2026.pdf", A, "School", _at(2026, 2, 6),
        f"{SCHOOL}\nSemesterinformation Schuljahr 2025/26\nSchüler: Jakob Pölzl, Klasse 6B\nDeutsch 2, Englisch 2, Mathematik 4, "
        "Physik 3, Biologie 2, Geschichte 1, Musik 1, Latein 3, Bewegung und Sport 1\nKlassenvorstand: Mag. Sonja Kreiner")
    add(f"{jk}/Schule/Jahreszeugnis 2024-25.pdf", A, "School", _at(2025, 7, 4),
        f"{SCHOOL}\nJahreszeugnis 2024/25, Klasse 5B\nJakob Pölzl ist zum Aufsteigen in die nächste Schulstufe berechtigt.\n"
        "Mathematik Befriedigend, Musik Sehr gut")
    add(f"{jk}/Schule/Schularbeitstermine SS 2026.pdf", A, "School", _at(2026, 2, 20),
        "6B - Schularbeiten Sommersemester 2026\nMathematik 10.03. und 19.05.\nDeutsch 17.03. und 26.05.\nEnglisch 24.03. und 02.06.\nLatein 14.04.")
    add(f"{jk}/Schule/Frühwarnung Mathematik.pdf", A, "School", _at(2026, 3, 18),
        f"{SCHOOL}\nVerständigung gemäß § 19 Abs. 3a SchUG (Frühwarnung)\nSehr geehrte Erziehungsberechtigte,\n"
        "die Leistungen Ihres Sohnes Jakob Pölzl (6B) im Pflichtgegenstand Mathematik lassen eine Beurteilung mit "
        "'Nicht genügend' befürchten. Wir laden zu einem Beratungsgespräch ein.\nMag. Harald Wutte, Mathematik")
    add(f"{jk}/Schule/Sportwoche Anmeldung.pdf", A, "School", _at(2026, 1, 7),
        "Sommersportwoche 6B/6C, 15.-19. Juni 2026, Faaker See\nKosten EUR 395,00, Anzahlung EUR 100 bis 30.01.\nUnterschrift beider Erziehungsberechtigter")
    add(f"{jk}/Schule/Schulbuchaktion 2026-27.pdf", A, "School", 30,
        "Schulbuchaktion 2026/27 - 7. Klasse\nSelbstbehalt 10 %: EUR 23,40, Einzahlung bis 20.06.2026")
    add(f"{jk}/Schule/Nachhilfe Mathe Rechnung.pdf", A, "School", 40,
        "LernQuadrat Graz-Geidorf\nRechnung April 2026\nNachhilfe Mathematik Jakob Pölzl, 8 x 50 Min. Einzel\nEUR 296,00, halbe-halbe mit Mutter vereinbart")
    add(f"{jk}/Obsorge/Scheidungsvergleich 2020.pdf", A, "Family", _at(2020, 9, 22),
        "Bezirksgericht Graz-West\nVergleich im Verfahren über die einvernehmliche Scheidung Pölzl\n"
        "1. Die Obsorge für den mj. Jakob, geb. 17.09.2010, kommt beiden Eltern gemeinsam zu.\n"
        "2. Hauptaufenthalt bei der Mutter; Betreuung im wöchentlichen Wechsel (Wechsel jeweils Sonntag 18 Uhr).\n"
        "3. Der Vater leistet Geldunterhalt von EUR 210 monatlich.")
    add(f"{jk}/Obsorge/Vereinbarung Doppelresidenz.pdf", A, "Family", _at(2020, 10, 5),
        "Elternvereinbarung Katrin Hasler / Markus Pölzl\nJakob wohnt abwechselnd je eine Woche bei Mutter und Vater.\n"
        "Ferien: Sommer je drei Wochen, Weihnachten abwechselnd, Ostern bei dem Elternteil der jeweiligen Woche.\n"
        "Kosten für Schule, Musik und Sport werden geteilt.")
    add(f"{jk}/Obsorge/Wechselwochen 2026.ics", A, "Family", _at(2026, 1, 2), _ics(
        [(f"2026{m:02d}{d:02d}T170000Z", f"2026{m:02d}{d:02d}T180000Z", "Wechsel: Jakob kommt zu Papa", "Leechgasse 24")
         for m, d in ((1, 4), (1, 18), (2, 1), (2, 15), (3, 1), (3, 15), (3, 29), (4, 12), (4, 26), (5, 10), (5, 24), (6, 7))]))
    add(f"{jk}/Obsorge/Unterhalt Anpassung 2025.docx", A, "Family", _at(2025, 4, 14),
        "Vereinbarung zur Anpassung des Kindesunterhalts Jakob\nAb 1. Mai 2025 beträgt der Geldunterhalt EUR 240 monatlich "
        "(Erhöhung wegen gestiegener Kosten, Doppelresidenz unverändert).\nGraz, 14.04.2025  Katrin Hasler  Markus Pölzl")
    add(f"{jk}/Obsorge/Ferienaufteilung 2026.docx", A, "Family", 95,
        "Ferien 2026 - mit Katrin abgesprochen\nSemesterferien 16.-21.2.: Jakob bei mir\nOstern: Katrin\n"
        "Sommer: 6.7.-26.7. Katrin, 3.8.-23.8. ich, Rest nach Wochenrhythmus\nAllerheiligen: ich, Weihnachten 2026: Katrin, Silvester: ich")

    # ================================================================ Car (Areas)
    au = "Documents/Auto"
    add(f"{au}/Zulassungsschein Octavia.pdf", A, "Car", _at(2021, 9, 10),
        "Zulassungsschein Teil I\nKennzeichen G-318 KP\nŠkoda Octavia Combi 1,6 TDI, EZ 03/2017\nFIN TMBJG7NE4H0127735\nZulassungsbesitzer: Markus Pölzl")
    add(f"{au}/Kfz-Versicherung GRAWE 2026.pdf", A, "Car", _at(2026, 2, 2),
        "Grazer Wechselseitige Versicherung AG\nKfz-Polizze 61-0042817, Kennzeichen G-318 KP\nHaftpflicht und Teilkasko, Bonus-Malus-Stufe 2\n"
        "Jahresprämie 2026 EUR 748,20 inkl. motorbezogener Versicherungssteuer")
    add(f"{au}/Pickerl Gutachten 2025.pdf", A, "Car", _at(2025, 3, 11),
        "Gutachten gemäß § 57a KFG\nFahrzeug Škoda Octavia, G-318 KP\nErgebnis: keine Mängel, Plakette gelocht 03/2026")
    add(f"{au}/Service Autohaus Kalcher 2025.pdf", A, "Car", _at(2025, 9, 18),
        "Autohaus Kalcher, Graz-Liebenau\nRechnung Service 150.000 km\nÖlwechsel, Filter, Bremsflüssigkeit\nGesamt EUR 486,30")
    add(f"{au}/Reifenwechsel April 2026.pdf", A, "Car", _at(2026, 4, 8),
        "Reifen Kos Graz\nRäderwechsel Winter auf Sommer, Einlagerung Winterreifen 205/55 R16\nEUR 69,00")
    add(f"{au}/ÖAMTC Mitgliedschaft 2026.pdf", A, "Car", _at(2026, 1, 4),
        "ÖAMTC Mitgliedsbeitrag 2026\nMitglied Markus Pölzl, Nr. 4 211 882, Schutzbrief\nEUR 132,00")

    # ================================================================ Health (Areas)
    ge = "Documents/Gesundheit"
    add(f"{ge}/Befund Orthopädie Dr. Maier.pdf", A, "Health", 80,
        "Dr. Christian Maier, FA für Orthopädie, Wahlarzt, Graz\nBefund\nPatient: Markus Pölzl, SVNR 4127 120381\n"
        "Diagnose: Tendovaginitis de Quervain rechts, Überlastung (Pianist)\nTherapie: Schiene nachts, Physiotherapie 10x, Übepensum reduzieren")
    add(f"{ge}/Physiotherapie Verordnung.pdf", A, "Health", 78,
        "Ärztliche Verordnung Physiotherapie\nPatient: Markus Pölzl, ÖGK\n10 x Heilgymnastik und Querfriktion rechtes Handgelenk\nDiagnose M65.4")
    add(f"{ge}/Wahlarzt Honorarnote Physio.pdf", A, "Health", 30,
        "Physiotherapie Mag. Lisa Hammer, Graz\nHonorarnote: 10 Einheiten à 45 Min. à EUR 75,00 = EUR 750,00\nPatient: Markus Pölzl")
    add(f"{ge}/Kostenerstattung Antrag ÖGK.pdf", A, "Health", 28,
        "Österreichische Gesundheitskasse - Antrag auf Kostenerstattung\nVersicherter: Markus Pölzl, 4127 120381\n"
        "Beilage: Honorarnote Physiotherapie Hammer EUR 750,00, Verordnung Dr. Maier")
    add(f"{ge}/Laborbefund Jänner 2026.pdf", A, "Health", _at(2026, 1, 23),
        "Labor Dr. Gruber, Graz\nPatient: Markus Pölzl\nCholesterin 221 mg/dl (H), LDL 148 (H), HDL 52, Triglyzeride 130\n"
        "HbA1c 5,4 %, TSH 1,8, Vitamin D 19 ng/ml (niedrig)")
    add(f"{ge}/Zahnarzt Kostenvoranschlag.pdf", A, "Health", _at(2025, 11, 12),
        "Dr. Petra Obermayer, Zahnärztin\nHeil- und Kostenplan: Krone Zahn 36, Vollkeramik\nEUR 980,00, Kassenanteil ÖGK ca. EUR 210")
    add(f"{ge}/Impfungen.txt", A, "Health", 400,
        "FSME: 3. Teilimpfung 04/2022, nächste Auffrischung 2027\nTetanus/Diphtherie/Pertussis: 2019, nächste 2029\nJakob FSME: 2024, nächste 2027\n")
    add(f"{ge}/Jakob/Allergietest Kinderarzt.pdf", A, "Health", _at(2025, 4, 2),
        "Dr. Eva Rainer, Kinder- und Jugendheilkunde\nPatient: Jakob Pölzl, geb. 17.09.2010\nPricktest: Gräserpollen +++, Birke ++\n"
        "Empfehlung: Antihistaminikum bei Bedarf, Sublinguale Immuntherapie besprechen")

    # ================================================================ CD Nachtstücke 2023 (Archive)
    cd = "Documents/CD Nachtstücke 2023"
    M = "Music"
    add(f"{cd}/Aufnahmeplan Florentinersaal April 2023.docx", X, M, _at(2023, 4, 3),
        "CD Nachtstücke - Aufnahmeplan\n17.4. 10-17 Uhr: Schumann Nachtstücke op. 23 (alle vier)\n18.4.: Chopin Nocturnes op. 48, op. 62/1\n"
        "19.4.: Fauré Nocturnes Nr. 6 und 13, Reserve\nFlügel Steinway D, Stimmung jeden Morgen 8:30\nTonmeister: Peter Mayr")
    add(f"{cd}/Angebot Tonstudio Mayr.pdf", X, M, _at(2023, 1, 24),
        "Tonstudio Mayr, Ing. Peter Mayr, Graz\nAngebot CD-Produktion 'Nachtstücke'\n3 Aufnahmetage mobil, Schnitt, Mastering\nPauschal EUR 3.900,00 zzgl. USt")
    add(f"{cd}/Booklet Text DE.docx", X, M, _at(2023, 8, 30),
        "Nachtstücke\nDie Nacht als Raum der Fantasie: Robert Schumann nannte seine vier Stücke op. 23 zunächst 'Leichenphantasie'. "
        "Chopins Nocturnes und Faurés späte Nocturnes zeigen das Genre zwischen Gesang und Abgrund.\nMarkus Pölzl, Klavier")
    add(f"{cd}/Booklet Text EN.docx", X, M, _at(2023, 9, 4),
        "Night Pieces\nNight as a space of imagination: Schumann first called his four pieces op. 23 'Corpse Fantasy'. "
        "Chopin's and Fauré's nocturnes show the genre between song and abyss.\nMarkus Pölzl, piano")
    photo(f"{cd}/Cover final.png", X, M, _at(2023, 9, 15))
    photo(f"{cd}/Cover Entwurf 2.png", X, M, _at(2023, 8, 20))
    add(f"{cd}/Presswerk Auftrag DiscFactory.pdf", X, M, _at(2023, 9, 28),
        "DiscFactory Wien - Auftragsbestätigung\n500 CDs im Digipak 4-seitig, 12-seitiges Booklet\nLiefertermin 03.11.2023\nEUR 1.420,00 zzgl. USt")
    add(f"{cd}/ISRC Codes.xlsx", X, M, _at(2023, 9, 20), "ISRC - Nachtstücke\nTrack;Titel;ISRC\n"
        "1;Schumann op. 23/1;AT-P91-23-00001\n2;Schumann op. 23/2;AT-P91-23-00002\n3;Schumann op. 23/3;AT-P91-23-00003\n"
        "4;Schumann op. 23/4;AT-P91-23-00004\n5;Chopin op. 48/1;AT-P91-23-00005\n6;Chopin op. 48/2;AT-P91-23-00006\n"
        "7;Chopin op. 62/1;AT-P91-23-00007\n8;Fauré Nr. 6;AT-P91-23-00008\n9;Fauré Nr. 13;AT-P91-23-00009")
    add(f"{cd}/Förderansuchen Land Steiermark.pdf", X, M, _at(2023, 1, 12),
        "Amt der Steiermärkischen Landesregierung, Abteilung 9 Kultur\nAnsuchen um Förderung: CD-Produktion 'Nachtstücke'\n"
        "Antragsteller: Markus Pölzl\nGesamtkosten EUR 7.850, beantragte Förderung EUR 3.000")
    add(f"{cd}/Förderung Endabrechnung.pdf", X, M, _at(2024, 2, 26),
        "Verwendungsnachweis Förderung A9-K 2023/1184\nCD 'Nachtstücke', tatsächliche Kosten EUR 8.112,40, Förderung EUR 2.500\n"
        "Belege beigelegt, Projekt abgeschlossen")
    add(f"{cd}/CD-Präsentation Einladung.pdf", X, M, _at(2023, 10, 30),
        "Einladung zur CD-Präsentation 'Nachtstücke'\nMarkus Pölzl, Klavier\nFreitag 17. November 2023, 19:30, Palais Meran, Graz\nEintritt frei")
    add(f"{cd}/Rezension Kleine Zeitung.pdf", X, M, _at(2023, 12, 9),
        "Kleine Zeitung, 9.12.2023\nNächtliche Klangwelten: Der Grazer Pianist Markus Pölzl legt mit 'Nachtstücke' ein berührendes Debüt vor ...")
    for i, t in enumerate(("01 Schumann Nachtstück op23 Nr1", "05 Chopin Nocturne op48 Nr1", "08 Fauré Nocturne Nr6")):
        add(f"{cd}/Master/{t}.wav", X, M, _at(2023, 6, 2), lambda r, dt: _blob(r, b"RIFF\x24\xa0\x00\x00WAVEfmt \x10\x00\x00\x00", 1800))
    dot(f"{cd}/Master/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 600), _at(2023, 6, 2))
    for i in range(3):
        photo(f"Pictures/CD Aufnahme 2023/DSC_{4711 + i * 23}.jpg", X, M, _at(2023, 4, 17 + i))

    # ================================================================ Travel
    ur = "Documents/Urlaub"
    add(f"{ur}/Kroatien 2026/Buchung Apartmani Marija Mali Losinj.pdf", P, "Travel", _at(2026, 1, 29),
        "Apartmani Marija, Sunčana uvala 14, 51550 Mali Lošinj, Croatia\nBOOKING CONFIRMATION\nGuest: Markus Pölzl + 1 (Jakob, 15)\n"
        "Arrival 8 August 2026, departure 22 August 2026, Apartment A2 (sea view)\nPrice EUR 1.540,00, deposit 30 % due by 15 February")
    add(f"{ur}/Kroatien 2026/Anzahlung Apartment.pdf", P, "Travel", _at(2026, 2, 3),
        "Steiermärkische Sparkasse - Auslandsüberweisung SEPA\nEmpfänger Marija Vlahov, HR12 2340 0093 1100 4471 8\n"
        "Betrag EUR 462,00, Zweck: deposit A2 08.-22.08.2026 Pölzl")
    add(f"{ur}/Kroatien 2026/Fähre Brestova Porozina.txt", P, "Travel", 20,
        "Fähre Brestova - Porozina (Cres), Jadrolinija, ca. 20 Min., im Sommer stündlich, keine Reservierung\n"
        "PKW ca. EUR 25, Personen EUR 3,30\nDann Cres - Mali Lošinj 1,5 h, Brücke Osor öffnet 9:00 und 17:00!\n")
    add(f"{ur}/Kroatien 2026/Route Graz Losinj.txt", P, "Travel", 15,
        "Graz - Spielfeld - Maribor - Ljubljana - Rijeka - Brestova: ca. 4 h\nVignette Slowenien 7 Tage kaufen!\nAbfahrt 8.8. früh 6:00\n")
    add(f"{ur}/Kroatien 2026/Packliste.docx", P, "Travel", 5,
        "Packliste Lošinj August 2026\nSchnorchel + Taucherbrille (Jakob neue Größe!), Badeschuhe, Sonnencreme 50\n"
        "e-cards, Personalausweise, Apotheke (Antihistaminikum für Jakob)\nNoten? - nein, Urlaub!")
    add(f"{ur}/Kroatien 2023 Poreč/Buchung Camping Poreč.pdf", X, "Travel", _at(2023, 3, 2),
        "Camping Lanterna, Poreč - Mobile home booking\nGuest: Markus Pölzl, 2 persons, 29.07.-10.08.2023\nTotal EUR 1.260,00")
    add(f"{ur}/Kroatien 2023 Poreč/Kosten.xlsx", X, "Travel", _at(2023, 8, 14), "Urlaub Poreč 2023\nPosten;EUR\n"
        "Mobilheim;1260\nSprit und Maut;148\nEssen;610\nAusflug Limski Kanal;70")
    add(f"{ur}/Kroatien 2024 Vis/Fähre Split Vis Tickets.pdf", X, "Travel", _at(2024, 7, 1),
        "Jadrolinija e-ticket\nSplit - Vis, 03.08.2024 15:00, vehicle G-318 KP + 2 passengers\nVis - Split 17.08.2024 05:30\nTotal EUR 168,60")
    add(f"{ur}/Kroatien 2024 Vis/Apartment Vis Bestätigung.pdf", X, "Travel", _at(2024, 2, 20),
        "Booking confirmation - Apartment Kut, Vis town\nMarkus Pölzl, 03.-17.08.2024, 2 guests, EUR 1.330,00")
    add(f"{ur}/Kroatien 2025 Krk/Krk Apartment Buchung.pdf", X, "Travel", _at(2025, 2, 10),
        "Booking confirmation - Villa Lucija, Baška, Krk\nMarkus Pölzl + Jakob, 02.-16.08.2025, EUR 1.480,00")
    add(f"{ur}/Kroatien 2025 Krk/Ausgaben Krk.xlsx", X, "Travel", _at(2025, 8, 20), "Krk 2025\nPosten;EUR\n"
        "Apartment;1480\nMaut Slowenien/Kroatien;64\nSprit;132\nRestaurants;540\nKajak Tour;90")

    # ================================================================ Music (Resources)
    nk = "Documents/Noten"
    for name, title in (("IMSLP00912-Bach_Inventionen_BWV772-786.pdf", "J. S. Bach - Inventionen und Sinfonien BWV 772-801"),
                        ("Chopin_Nocturnes_Op9.pdf", "F. Chopin - Trois Nocturnes op. 9"),
                        ("Schumann_Kinderszenen_Op15.pdf", "R. Schumann - Kinderszenen op. 15"),
                        ("Debussy_Childrens_Corner.pdf", "C. Debussy - Children's Corner"),
                        ("Satie_Gymnopedies.pdf", "E. Satie - Trois Gymnopédies"),
                        ("Mozart_Sonate_KV545.pdf", "W. A. Mozart - Sonate C-Dur KV 545"),
                        ("Burgmueller_25_Etudes_Op100.pdf", "F. Burgmüller - 25 Études faciles op. 100"),
                        ("Faure_Nocturne_6.pdf", "G. Fauré - 6e Nocturne op. 63")):
        add(f"{nk}/Klavier/{name}", R, M, r.uniform(200, 1600), f"{title}\nPublic domain - IMSLP Petrucci Music Library\nPiano solo")
    for name, title in (("Buxtehude_Praeludium_g-Moll_BuxWV149.pdf", "D. Buxtehude - Praeludium g-Moll BuxWV 149"),
                        ("Bach_Orgelbuechlein.pdf", "J. S. Bach - Orgelbüchlein BWV 599-644"),
                        ("Pachelbel_Choralvorspiele.pdf", "J. Pachelbel - Choralvorspiele"),
                        ("Vierne_Pieces_en_style_libre.pdf", "L. Vierne - 24 Pièces en style libre op. 31"),
                        ("Orgelvorspiele zum Gotteslob Auswahl.pdf", "Vorspiele und Intonationen zum Gotteslob - Auswahl für Orgel")):
        add(f"{nk}/Orgel/{name}", R, M, r.uniform(150, 2000), f"{title}\nOrgel, manualiter und pedaliter\nPublic domain")
    for path, (t, a, al) in (("Martha Argerich/Chopin Preludes/01 Prelude C-Dur.mp3", ("Prelude in C major op. 28/1", "Martha Argerich", "Chopin: 24 Preludes")),
                             ("Martha Argerich/Chopin Preludes/04 Prelude e-Moll.mp3", ("Prelude in E minor op. 28/4", "Martha Argerich", "Chopin: 24 Preludes")),
                             ("Glenn Gould/Goldberg Variations 1981/01 Aria.mp3", ("Aria", "Glenn Gould", "Bach: Goldberg Variations (1981)")),
                             ("Keith Jarrett/The Koeln Concert/01 Part I.mp3", ("Part I", "Keith Jarrett", "The Köln Concert")),
                             ("Olivier Latry/Bach to the Future/03 Toccata und Fuge d-Moll.mp3", ("Toccata and Fugue in D minor", "Olivier Latry", "Bach to the Future")),
                             ("Alfred Brendel/Schubert Impromptus/02 Impromptu Es-Dur.mp3", ("Impromptu E-flat major D 899/2", "Alfred Brendel", "Schubert: Impromptus")),
                             ("Eigene Aufnahmen/Improvisation Orgel St. Peter 2025-11.mp3", ("Improvisation über 'Macht hoch die Tür'", "Markus Pölzl", "Orgel St. Peter"))):
        add(f"Music/{path}", R, M, r.uniform(60, 1500), lambda r, dt, t=t, a=a, al=al: _id3(r, t, a, al))
    add("Documents/Anleitungen/Yamaha CLP-745 Bedienungsanleitung.pdf", R, M, 1300,
        "Yamaha Clavinova CLP-745 Owner's Manual / Bedienungsanleitung\nVRM Flex, GrandTouch-S Tastatur, Bluetooth Audio")

    # ================================================================ Manuals, books, software (Resources)
    add("Documents/Anleitungen/Miele Waschmaschine W1 Gebrauchsanweisung.pdf", R, "Home", 240,
        "Miele Gebrauchsanweisung Waschmaschine W1 WCA 020\nProgrammübersicht, Pflege, Störungen beheben")
    add("Documents/Anleitungen/Bosch Geschirrspüler Serie 4.pdf", R, "Home", 230,
        "Bosch Gebrauchsanleitung Geschirrspüler SMV4HTX31E, Serie 4\nKlarspüler, Regeneriersalz, Filter reinigen")
    add("Documents/Anleitungen/Skoda Octavia Betriebsanleitung.pdf", R, "Car", 1500,
        "ŠKODA Octavia Combi Betriebsanleitung\nBedienung, Fahren, Pflege, Selbsthilfe, Reifendruck 2,4 bar")
    eb = "Documents/E-Books"
    for fn, (t, a, lang, para) in (
            ("Neuhaus - Die Kunst des Klavierspiels.epub", ("Die Kunst des Klavierspiels", "Heinrich Neuhaus", "de", "Über das künstlerische Bild eines Musikwerks.")),
            ("Brendel - Nachdenken über Musik.epub", ("Nachdenken über Musik", "Alfred Brendel", "de", "Essays über Beethoven, Schubert und Liszt.")),
            ("Geiger - Der alte König in seinem Exil.epub", ("Der alte König in seinem Exil", "Arno Geiger", "de", "Als mein Vater ...")),
            ("Rusbridger - Play It Again.epub", ("Play It Again: An Amateur Against the Impossible", "Alan Rusbridger", "en", "A year learning Chopin's Ballade No. 1.")),
            ("Haas - Das Wetter vor 15 Jahren.epub", ("Das Wetter vor 15 Jahren", "Wolf Haas", "de", "Ein Roman in Interviewform."))):
        add(f"{eb}/{fn}", R, "Books", r.uniform(100, 1400), lambda r, dt, t=t, a=a, lang=lang, para=para: _epub(t, a, lang, para))
    for fn, head, age in (("MuseScore-Studio-4.4.4.241231548-x86_64.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 150),
                          ("audacity-win-3.6.4-64bit.exe", b"MZ\x90\x00\x03\x00\x00\x00", 260),
                          ("ZoomInstallerFull.exe", b"MZ\x90\x00\x03\x00\x00\x00", 700),
                          ("Firefox Setup 128.0.exe", b"MZ\x90\x00\x03\x00\x00\x00", 330),
                          ("iriverTwain_ScanSetup.exe", b"MZ\x90\x00\x03\x00\x00\x00", 800),
                          ("ChromeSetup.exe", b"MZ\x90\x00\x03\x00\x00\x00", 45)):
        add(f"Downloads/{fn}", R, "Software", age, lambda r, dt, head=head: _blob(r, head, 2000))

    # ================================================================ Photos (Resources)
    for i, (y, m, d) in enumerate(((2025, 9, 14), (2025, 10, 26), (2025, 12, 24), (2026, 1, 1), (2026, 3, 8), (2026, 4, 5), (2026, 5, 17))):
        photo(f"Pictures/Kamera/IMG_{y}{m:02d}{d:02d}_{152210 + i * 1371}.jpg", R, "Photos", _at(y, m, d))
    for i in range(5):
        photo(f"Pictures/Kroatien 2025/IMG_202508{3 + i * 3:02d}_{110502 + i * 2203}.jpg", R, "Photos", _at(2025, 8, 3 + i * 3))
    for i in range(3):
        photo(f"Pictures/Kroatien 2024/DSC_{1204 + i * 17}.jpg", R, "Photos", _at(2024, 8, 5 + i * 4))
    for i in range(3):
        photo(f"Pictures/Jakob/IMG_{2023 + i}0917_{180011 + i * 77}.jpg", R, "Photos", _at(2023 + i, 9, 17))
    for i, (m, d) in enumerate(((2, 11), (3, 30), (5, 6))):
        photo(f"Pictures/Screenshots/Screenshot 2026-{m:02d}-{d:02d} {14 + i}{10 + 7 * i}{12 + i}.png", R, "Photos", _at(2026, m, d))
    for i, (m, d) in enumerate(((4, 18), (5, 9))):
        photo(f"Pictures/WhatsApp/IMG-2026{m:02d}{d:02d}-WA00{12 + i * 7}.jpg", R, "Photos", _at(2026, m, d))
    for i in range(2):
        photo(f"Pictures/von Jakob/IMG_{4471 + i * 6}.HEIC", R, "Photos", _at(2025, 12, 24 + i))
    photo("Downloads/IMG_1234.jpg", R, "Photos", 66)
    photo("Downloads/IMG-20260321-WA0003.jpg", R, "Photos", _at(2026, 3, 21))

    # ================================================================ old phone backup (Archive Backup)
    hb = "Handy-Backup Galaxy S9 2022"
    for i, (m, d) in enumerate(((5, 1), (6, 12), (7, 30), (8, 4), (8, 9), (10, 2))):
        photo(f"{hb}/DCIM/Camera/2022{m:02d}{d:02d}_{121500 + i * 3301}.jpg", X, "Backup", _at(2022, 11, 20))
    for i in range(3):
        photo(f"{hb}/WhatsApp/Media/WhatsApp Images/IMG-202209{10 + i:02d}-WA00{31 + i}.jpg", X, "Backup", _at(2022, 11, 20))
    add(f"{hb}/Kontakte.vcf", X, "Backup", _at(2022, 11, 20),
        "BEGIN:VCARD\nVERSION:3.0\nFN:Katrin Hasler\nTEL;TYPE=CELL:+43 664 5512870\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Pfarrkanzlei St. Peter\nTEL:+43 316 471 220\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Sandra Pichler\nTEL;TYPE=CELL:+43 699 1192 4410\nEND:VCARD\n")
    add(f"{hb}/Notizen/Einkaufsliste.txt", X, "Backup", _at(2022, 11, 20), "Milch, Brot, Kernöl, Äpfel, Kaffee, Zahnpasta\n")
    add(f"{hb}/Download/Konzertkarte Musikverein.pdf", X, "Backup", _at(2022, 11, 20),
        "Musikverein für Steiermark - Stefaniensaal\nE-Ticket: Grazer Philharmoniker, 14.10.2022, Reihe 12 Platz 8")

    # ================================================================ hard: Downloads with names that say nothing
    dl = "Downloads"
    add(f"{dl}/document.pdf", A, "Finance", _at(2026, 4, 8), t_svs, hard=True)
    add(f"{dl}/document (1).pdf", A, "Health", 9,
        "Österreichische Gesundheitskasse, Landesstelle Steiermark\nMitteilung über die Kostenerstattung\n"
        "Versicherter: Markus Pölzl, VSNR 4127 120381\nWahlbehandlung Physiotherapie Mag. Lisa Hammer, 10 Einheiten\n"
        "Rechnungsbetrag EUR 750,00, Erstattung 80 % des Kassentarifs: EUR 218,40\nÜberweisung auf AT42 2081 5000 4127 3390", hard=True)
    add(f"{dl}/document (2).pdf", P, "Home", 55,
        "Fliesen Strohmaier, Graz-Puntigam\nAUFTRAGSBESTÄTIGUNG 26-077\nKunde: Markus Pölzl, Leechgasse 24/7\n"
        "Bodenfliesen 60x60 grau matt 6,5 m2, Wandfliesen 30x60 weiß 24 m2, Abdichtung Dusche\n"
        "Verlegung KW 22-23 nach Fertigstellung Installateur\nAuftragssumme EUR 4.380,00 inkl. USt", hard=True)
    add(f"{dl}/document (3).pdf", P, T, 16,
        "Concorso Arpeggio 2026 - Zeitplan Finalrunde / Schedule\nCongress Center Villach, Europaplatz 1\n"
        "Fr 26.6. 15-19 Uhr Einspielen (20 Min. je Teilnehmer/in)\nSa 27.6. 09:00 Kategorie A und B\n"
        "So 28.6. 10:00 Kategorie C, 17:00 Preisträgerkonzert und Preisverleihung\nWurzer Tobias: Sa 27.6., 10:40\nPichler Lena: So 28.6., 11:25", hard=True)
    add(f"{dl}/Rechnung.pdf", A, T, _at(2025, 3, 14), t_tuning, hard=True)
    add(f"{dl}/Rechnung (1).pdf", A, "Car", _at(2026, 3, 25),
        "Autohaus Kalcher GmbH, Liebenauer Hauptstraße, 8041 Graz\nRechnung 2026-01187\nFahrzeug: Škoda Octavia Combi, G-318 KP, 162.400 km\n"
        "Begutachtung § 57a, Wischerblätter, Bremsbeläge vorne\nGesamt EUR 412,80 inkl. USt", hard=True)
    add(f"{dl}/export.csv", A, "Finance", 6, lambda r, dt: "Buchungsdatum;Valuta;Partner;Verwendungszweck;Betrag;Waehrung\n" + "\n".join(
        f"{d:02d}.05.2026;{d:02d}.05.2026;{p};{z};{b};EUR" for d, p, z, b in
        ((2, "Diözese Graz-Seckau", "Gehalt 04/2026", "612,40"), (4, "Hausverwaltung Rauch GmbH", "Top 7 Mai", "-327,90"),
         (4, "Steiermärkische Bank", "Kreditrate 4127-88", "-862,15"), (5, "Mag. Renate Strobl", "Miete Raum 2 Mai", "-398,00"),
         (8, "BILLA AG", "Kartenzahlung", "-43,18"), (15, "Finanzamt Österreich", "ESt-Vorauszahlung 2. Quartal", "-410,00"),
         (18, "SVS", "Beiträge Q2/2026", "-738,51"), (22, "Haustechnik Purkarthofer", "Anzahlung Bad", "-3.549,60"))), hard=True)
    add(f"{dl}/export (1).csv", P, T, 11, lambda r, dt: "Zeitstempel;Name des Kindes;Anzahl Gäste;Stück;Foto erlaubt\n" + "\n".join(
        f"2026/05/{r.randint(8, 20)} {r.randint(8, 21)}:{r.randint(10, 59)};{c};{r.randint(1, 5)};{r.choice(PIECES)};{r.choice(['Ja', 'Ja', 'Nein'])}"
        for c, _, _ in PUPILS[:12]) + "\n(Formular: Anmeldung Sommervorspiel 19.6.2026)", hard=True)
    add(f"{dl}/Bestaetigung.pdf", P, "Travel", _at(2026, 1, 28),
        "Reservation confirmed - Apartmani Marija, Mali Losinj, Croatia\nBooking no. 4 127 809 331\n"
        "Check-in Sat 8 Aug 2026 from 15:00, check-out Sat 22 Aug 2026 until 10:00\nApartment with sea view, 2 adults\n"
        "Total EUR 1.540; 30 % deposit to the host's bank account", hard=True)
    add(f"{dl}/Buchungsbestätigung_483920.pdf", P, T, 27,
        "Hotel Drau-Stern, Villach\nBuchungsbestätigung 483920\nGast: Markus Pölzl, Klavierstudio Pölzl\n"
        "26.06.-28.06.2026, 1 Doppelzimmer (Pölzl/Wurzer Tobias mit Vater), 1 Einzelzimmer (Pichler Lena mit Mutter ab 27.6.)\n"
        "Sonderpreis für Teilnehmer Concorso Arpeggio, Congress Center 5 Gehminuten", hard=True)
    add(f"{dl}/Vorschreibung.pdf", A, "Home", _at(2026, 5, 20), t_bk, hard=True)
    add(f"{dl}/Bescheid.pdf", A, "Finance", _at(2025, 8, 11),
        "Finanzamt Österreich, Dienststelle Graz-Stadt\nEinkommensteuerbescheid 2024\nMarkus Pölzl, StNr 68 412/7733\n"
        "Einkünfte aus selbständiger Arbeit EUR 15.890,20, nichtselbständige Arbeit EUR 8.611,03\n"
        "Familienbonus Plus -EUR 1.000,08\nAbgabennachforderung EUR 382,00, fällig 18.09.2025", hard=True)
    add(f"{dl}/Formular_ausgefüllt.pdf", P, T, 33,
        "Concorso Arpeggio 2026 - Einverständniserklärung der Erziehungsberechtigten\nTeilnehmer: Tobias Wurzer, geb. 02.11.2014\n"
        "Ich erlaube die Teilnahme, Ton- und Bildaufnahmen beim Preisträgerkonzert und die Begleitung durch den Lehrer Markus Pölzl.\n"
        "Graz, 29.04.2026  Michael Wurzer", hard=True)
    add(f"{dl}/attachment.pdf", A, O, _at(2026, 3, 20),
        "Pfarre Graz-St. Peter - Gottesdienstordnung Karwoche und Ostern 2026\nPalmsonntag 29.3. 09:00 Palmweihe, Prozession, Messe\n"
        "Gründonnerstag 2.4. 19:00 Abendmahlmesse (Orgel schweigt nach dem Gloria)\nKarfreitag 3.4. 15:00 Liturgie ohne Orgel\n"
        "Osternacht 4.4. 20:30 - Orgel ab dem Gloria, Halleluja GL 312\nOstersonntag 5.4. 09:30 Festmesse mit Kirchenchor", hard=True)
    add(f"{dl}/file.pdf", A, "School", _at(2026, 4, 22),
        "BRG Graz-Geidorf - Elternbrief Nr. 7/2026\nLiebe Eltern der 6. Klassen,\nam 15.-19. Juni findet die Sommersportwoche am Faaker See statt. "
        "Restzahlung EUR 295 bis 20. Mai. Bitte die Gesundheitserklärung (Beilage) unterschrieben mitgeben.\nDie Schulleitung", hard=True)
    add(f"{dl}/Scan_20260412.pdf", A, "Health", _at(2026, 4, 12),
        "Diagnostikum Graz Süd-West\nMRT rechtes Handgelenk\nPatient: Markus Pölzl\nBefund: Flüssigkeit im 1. Strecksehnenfach, "
        "Verdickung der Sehnenscheide, kein Hinweis auf Ruptur. Beurteilung: Tendovaginitis de Quervain", hard=True)
    add(f"{dl}/Angebot.pdf", P, "Home", 88,
        "Elektro Lenz GmbH, Graz\nAngebot 2026-112, Badsanierung Leechgasse 24/7\nNeue Steckdosen (FI-geschützt), Spiegelleuchte, "
        "Anschluss Handtuchheizkörper, Potentialausgleich Dusche\nGesamt EUR 1.240,00 inkl. USt", hard=True)
    add(f"{dl}/Angebot (1).pdf", X, "Home", _at(2025, 5, 12),
        "Raiffeisenbank Graz-St. Peter\nFinanzierungsangebot Wohnungskauf Leechgasse 24/7\nKreditbetrag EUR 215.000, 25 Jahre, "
        "Fixzins 3,6 % auf 15 Jahre, Rate EUR 879\nGültig bis 31.05.2025", hard=True)
    add(f"{dl}/Download.pdf", A, "Car", _at(2025, 11, 29),
        "ASFINAG - Rechnung Digitale Vignette\nJahresvignette 2026 für Kennzeichen G-318 KP (A)\nGültig 01.12.2025 - 31.01.2027\nEUR 103,80", hard=True)
    add(f"{dl}/Info.pdf", P, "Travel", 21,
        "Jadrolinija - Timetable summer 2026\nLine 332 Brestova - Porozina (island Cres)\nDaily 05:30-23:30, in July and August every 45 minutes\n"
        "Tickets at the port, no reservation possible. Car EUR 25,10, adult EUR 3,30", hard=True)
    add(f"{dl}/Vertrag_final.pdf", A, O, _at(2025, 12, 19),
        "Diözese Graz-Seckau\n1. Nachtrag zum Dienstvertrag vom 30.08.2019\nDienstnehmer: Markus Pölzl, Kirchenmusik Pfarre Graz-St. Peter\n"
        "Ab 01.01.2026 Erhöhung des Grundbezugs auf EUR 742,30 (Valorisierung), Kasualienpauschale EUR 58 je Trauung/Begräbnis.", hard=True)
    add(f"{dl}/Liste.xlsx", P, T, 13, "Probenplan Vorspiel - Einzelproben im Pfarrsaal\nTermin;Schüler/in\n"
        "Mo 8.6. 15:00;Paul Reiter, Felix Strommer\nMo 8.6. 16:00;Anna Hödl, Sophie Kogler\nDi 9.6. 15:30;Jonas Lackner, Emma Url\n"
        "Mi 10.6. 14:00;Lena Pichler (Programm Villach)\nMi 10.6. 15:00;Tobias Wurzer (Programm Villach)\nDo 18.6. 15:00;Generalprobe alle", hard=True)
    add(f"{dl}/Tabelle1.xlsx", X, "Travel", _at(2024, 8, 19), "Vis 2024 - wer zahlt was\nPosten;Betrag;bezahlt von\n"
        "Apartment Kut;1330;Markus\nFähre Split-Vis;168,60;Markus\nBootsausflug Blaue Grotte;120;Markus\nPizza Vis Hafen;46;Jakob Taschengeld", hard=True)
    add(f"{dl}/Protokoll.pdf", A, "Home", _at(2026, 4, 28),
        "Protokoll der Eigentümerversammlung Leechgasse 24, 23.04.2026\nAnwesend 11 von 16 Eigentümern, Hausverwaltung Rauch GmbH\n"
        "TOP 1: Fassadensanierung 2027 - Angebote einholen\nTOP 2: Erhöhung Reparaturrücklage um 15 % ab Juli - beschlossen\n"
        "TOP 3: Badsanierung Top 7 zur Kenntnis genommen", hard=True)
    add(f"{dl}/invoice_2023_118.pdf", X, M, _at(2023, 5, 8),
        "Tonstudio Mayr - Ing. Peter Mayr, Graz\nInvoice 2023-118\nClient: Markus Pölzl\nCD production 'Nachtstücke': recording 17-19 April 2023, "
        "Florentinersaal; editing, mastering\nEUR 3.900,00 + 20 % VAT = EUR 4.680,00", hard=True)
    add(f"{dl}/Nachricht.eml", A, O, 26, _eml(
        KANZLEI, MAIL, "Begräbnis Fr 5.6.",
        "Lieber Markus,\nam Freitag 5. Juni um 10:30 ist das Begräbnis von Frau Theresia Kainz in St. Peter (Seelenmesse, dann Friedhof). "
        "Die Familie wünscht sich 'Näher, mein Gott, zu dir' und das Ave Maria. Kannst du spielen? Sonst frage ich Reinhold.\nLG Gerlinde"), hard=True)
    add(f"{dl}/AW_ Anfrage.eml", A, T, 23, _eml(
        "Birgit Hödl <birgit.hoedl@gmail.com>", MAIL, "AW: Anfrage",
        "Hallo Herr Pölzl,\nAnna hat nächsten Dienstag Schikurs-Nachbesprechung, könnten wir die Klavierstunde auf Donnerstag 16:30 verlegen? "
        "Und für das Wintersemester hätte sie gern 60 statt 45 Minuten - was würde das kosten?\nDanke, Birgit Hödl"), hard=True)
    add(f"{dl}/WG_ Info.eml", A, "School", 47, _eml(
        "Katrin Hasler <katrin.hasler@outlook.at>", MAIL, "WG: Info",
        "Hi Markus, zur Info von der Klassenvorständin, Jakob ist ja in deiner Woche dran:\n-----\n"
        "Liebe Eltern der 6B, die Mathematik-Schularbeit wird auf 19. Mai verschoben. Förderunterricht Mathematik jeden Mittwoch 7. Stunde. "
        "Mag. Sonja Kreiner"), hard=True)
    add(f"{dl}/invite.ics", A, "School", _at(2026, 3, 30), _ics(
        [("20260415T150000Z", "20260415T151000Z", "Elternsprechtag BRG Geidorf - Mag. Wutte (Mathematik), Jakob Pölzl 6B", "BRG Graz-Geidorf, Raum 214")]), hard=True)
    add(f"{dl}/invite (1).ics", P, "Home", 24, _ics(
        [("20260609T070000Z", "20260609T080000Z", "Baubesprechung Bad mit Purkarthofer und Strohmaier - Gefälle Duschrinne", "Leechgasse 24/7")]), hard=True)
    add(f"{dl}/event.ics", P, T, 7, _ics(
        [("20260618T130000Z", "20260618T153000Z", "Generalprobe Sommervorspiel Klavierklasse", "Pfarrsaal St. Peter, Graz")]), hard=True)
    add(f"{dl}/Zahlungsbestätigung.pdf", P, T, _at(2026, 3, 31),
        "Steiermärkische Sparkasse - Überweisungsbestätigung\nEmpfänger: Verein Concorso Arpeggio, Villach, AT61 3900 0000 0210 4471\n"
        "Betrag EUR 135,00\nVerwendungszweck: Teilnahmegebühr Pichler Kat. C (75) + Wurzer Kat. B (60)", hard=True)
    add(f"{dl}/Ausschreibung.pdf", P, T, _at(2026, 1, 19),
        "Concorso Arpeggio 2026 - 9. Internationaler Jugend-Klavierwettbewerb Villach - Ausschreibung / Call for entries\n"
        "Kategorien: A bis 9, B 10-12, C 13-15, D 16-19 Jahre\nAnmeldeschluss 31. März 2026, Video-Vorauswahl bis 30. April\n"
        "Finalrunde 26.-28. Juni 2026, Preise: Geldpreise, Konzerte, Meisterkurs", hard=True)
    add(f"{dl}/Polizze.pdf", A, "Home", _at(2025, 10, 3),
        "Grazer Wechselseitige Versicherung AG\nHaushaltsversicherung Polizze 53-1187402\nVersicherungsort: Leechgasse 24/7, 8010 Graz, 68 m2\n"
        "Versicherungssumme EUR 85.000 inkl. Musikinstrumente (Flügel Yamaha C3 separat EUR 38.000)\nJahresprämie EUR 296,40", hard=True)
    add(f"{dl}/Jahresabrechnung.pdf", A, "Home", _at(2026, 1, 15),
        "Energie Graz - Jahresabrechnung Strom 01.10.2025 - 31.12.2025\nAnlage Leechgasse 24/7, Kunde Markus Pölzl\n"
        "Verbrauch 486 kWh, Energie EUR 88,40, Netz EUR 41,20, Abgaben und USt EUR 36,50\nGuthaben EUR 12,10", hard=True)
    add(f"{dl}/Mitteilung.pdf", A, "Finance", _at(2026, 2, 24),
        "Pensionsversicherungsanstalt - Kontomitteilung Pensionskonto\nVersicherter: Markus Pölzl, VSNR 4127 120381\n"
        "Gesamtgutschrift zum 31.12.2025: EUR 18.204,66 (monatlich brutto EUR 1.300,33)\nVersicherungsmonate ASVG und GSVG", hard=True)
    add(f"{dl}/Bestellung 30582.pdf", P, "Home", 52,
        "Sanitär-Online-Shop - Bestellbestätigung 30582\nLieferadresse: Markus Pölzl, Leechgasse 24/7, 8010 Graz\n"
        "1 x Duschrinne Wandablauf 90 cm Edelstahl EUR 289,00\n1 x Unterputz-Brausethermostat EUR 412,40\n1 x Handtuchheizkörper 50x120 EUR 189,00", hard=True)
    add(f"{dl}/Programm.docx", X, M, _at(2023, 11, 6),
        "CD-Präsentation 'Nachtstücke' - 17. November 2023, Palais Meran\nR. Schumann: Nachtstücke op. 23\n"
        "F. Chopin: Nocturne c-Moll op. 48/1\nG. Fauré: Nocturne Nr. 6 Des-Dur op. 63\nAnschließend Umtrunk, CDs zum Preis von EUR 18", hard=True)
    add(f"{dl}/Offer.pdf", X, "Travel", _at(2023, 1, 30),
        "Camping Lanterna, Porec - Offer\nMobile home Premium, 29 July - 10 August 2023, 1 adult + 1 child (12)\nEUR 1.260, cancellation free until 30 days before", hard=True)

    # ================================================================ hard: Desktop
    dk = "Desktop"
    add(f"{dk}/Neues Textdokument.txt", P, T, 1,
        "TODO Vorspiel 19.6.\n- Programm fertig machen, Elias noch rein\n- Sessel Lager Pfarrsaal fragen\n- Urkunden drucken (14)\n"
        "- Klavierbau Kern 18.6. bestätigt\n- Blumen für Frau Fink\n- Villach: Noten-Kopien für Jury!\n", hard=True)
    add(f"{dk}/Neues Textdokument (2).txt", P, "Home", 11,
        "Telefonat Purkarthofer 21.5.:\nVorwand-WC fertig, Leitungen abgedrückt ok\nDuschrinne sitzt 1 cm zu tief -> Estrich anpassen\n"
        "Strohmaier kann erst 1.6. mit Fliesen beginnen\nRestzahlung erst nach Abnahme!\n", hard=True)
    add(f"{dk}/Unbenannt.docx", A, "Family", 37,
        "Liebe Katrin,\nwegen der Wechselwochen im Sommer: Ich würde Jakob von 3. bis 23. August nehmen, danach wieder normaler Rhythmus "
        "ab 30.8. Können wir den Wechsel am 5. Juli auf Montag verschieben, weil ich am Sonntag Orgeldienst habe?\nLG Markus", hard=True)
    add(f"{dk}/Notizen.txt", A, O, 3,
        "So 7.6. Pfarrmesse: Eingang GL 392, Gabenbereitung GL 409, Kommunion GL 468 (Kantorin), Auszug Buxtehude g-Moll\n"
        "Sa 13.6. Trauung Huber-Leitner 14:00 - Brautchor Registrierung Setzer 2\n", hard=True)
    add(f"{dk}/wichtig.txt", A, "Finance", 14,
        "FinanzOnline: Erklärung 2025 bis 30.6. abschicken!\nSVS: Antwort auf Herabsetzungsantrag noch offen\n"
        "ESt-Vorauszahlung 15.8. EUR 410\nKredit: Sondertilgung erst 2027 möglich\n", hard=True)
    add(f"{dk}/Dokument1.docx", A, "School", 43,
        "An den Klassenvorstand der 6B, Mag. Sonja Kreiner\nEntschuldigung\nMein Sohn Jakob Pölzl konnte vom 14. bis 16. April wegen "
        "einer Angina nicht am Unterricht teilnehmen. Ärztliche Bestätigung liegt bei.\nMit freundlichen Grüßen, Markus Pölzl", hard=True)
    add(f"{dk}/Liste.txt", P, "Travel", 2,
        "für Lošinj kaufen: Sonnencreme 50, Schnorchelset Größe L für Jakob, Kühlbox-Akkus, Adapter fürs Auto-Ladekabel\n"
        "Apartment: Restzahlung EUR 1.078 bar bei Ankunft 8.8.\n", hard=True)

    # ================================================================ hard: Scans, year folder, loose Documents
    sc = "Documents/Scans"
    scans = [
        (A, "Car", _at(2026, 3, 25), "Gutachten gemäß § 57a Abs. 4 KFG (Pickerl)\nŠkoda Octavia Combi, Kennzeichen G-318 KP, km 162.400\n"
         "Keine Mängel, nächste Begutachtung 03/2027\nPrüfstelle Autohaus Kalcher, Graz"),
        (A, "Health", _at(2025, 6, 2), "Internationaler Impfpass - Seite 4\nMarkus Pölzl, geb. 12.03.1982\nFSME-Immun 0,5 ml, Ch.-B. 4471A, 04/2022\n"
         "Boostrix Polio 05/2019, Dr. Obermüller, Graz"),
        (A, "School", _at(2025, 7, 4), "BRG Graz-Geidorf - Jahreszeugnis Schuljahr 2024/25\nJakob Pölzl, 5B\nDeutsch Gut, Englisch Gut, Mathematik Befriedigend, Latein Befriedigend, Musik Sehr gut\n"
         "Berechtigt zum Aufsteigen"),
        (A, "Family", _at(2020, 9, 24), "Bezirksgericht Graz-West, Beschluss\nDie Ehe der Katrin Pölzl und des Markus Pölzl wird gemäß § 55a EheG geschieden.\n"
         "Vergleich über Obsorge, Kontaktrecht und Unterhalt für den mj. Jakob bildet einen integrierenden Bestandteil."),
        (X, T, _at(2021, 7, 12), "DIENSTZEUGNIS (Kopie)\nMusikschule der Marktgemeinde Gratwein-Straßengel\nHerr Markus Pölzl unterrichtete von 2012 bis 30.06.2021 Klavier ..."),
        (A, "Home", _at(2025, 11, 3), "Grundbuchsauszug KG 63104 Geidorf, EZ 1873\nEigentum 58/1420 Anteile Markus Pölzl, W 7 Leechgasse 24\nPfandrecht Steiermärkische Bank"),
        (A, O, _at(2025, 2, 20), "Lohnzettel L16 für 2024\nArbeitgeber: Diözese Graz-Seckau\nDienstnehmer: Markus Pölzl\nBruttobezüge EUR 10.092,60, Lohnsteuer EUR 81,70"),
        (A, T, _at(2021, 8, 20), "Mietvertrag Unterrichtsraum, Seite 2 von 3\nPunkt 5 Wertsicherung nach VPI 2020. Punkt 6 Nutzung nur für Instrumentalunterricht, "
         "Mieter Markus Pölzl, Vermieterin Mag. Renate Strobl, Schubertstraße 14"),
        (X, "Home", _at(2025, 11, 28), "Rückgabeprotokoll Wohnung Gabelsbergerstraße 31/5\n28.11.2025, 3 Schlüssel retourniert\nMängel: Bohrlöcher Wohnzimmer, Malerkosten EUR 180 von der Kaution"),
        (A, "Car", _at(2025, 7, 15), "Bezirkshauptmannschaft Graz-Umgebung\nStrafverfügung\nSie haben am 28.06.2025 um 14:12 auf der A2 bei km 187 die erlaubte Höchstgeschwindigkeit "
         "von 100 km/h um 17 km/h überschritten. Fahrzeug G-318 KP. Geldstrafe EUR 70,00"),
        (A, "Health", _at(2026, 1, 23), "Labor Dr. Gruber - Befund\nMarkus Pölzl, Cholesterin gesamt 221 mg/dl, LDL 148 mg/dl\nEmpfehlung: Kontrolle in 6 Monaten"),
    ]
    for i, (b, tp, age, text) in enumerate(scans):
        add(f"{sc}/scan{i + 1:04d}.pdf", b, tp, age, text, hard=True)
    y4 = "Documents/2024"
    add(f"{y4}/Übersicht.xlsx", A, T, _at(2024, 10, 3), "Semesterhonorare WS 2024/25\nSchüler/in;Minuten;Betrag;bezahlt\n" +
        "\n".join(f"{c};{m};{_eur(FEE[m])};ja" for c, _, m in PUPILS[:15]) + "\nSumme;;;", hard=True)
    add(f"{y4}/Brief.docx", A, "Finance", _at(2024, 11, 20),
        "An die SVS Landesstelle Steiermark\nVSNR 4127 120381\nBetreff: Ratenzahlung Nachbemessung 2023\n"
        "Ich ersuche, die Nachzahlung von EUR 1.112,40 in vier Monatsraten begleichen zu dürfen.\nMarkus Pölzl", hard=True)
    add(f"{y4}/Zahlungsbestätigung.pdf", X, "Travel", _at(2024, 2, 22),
        "Überweisung an Apartment Kut, Vis, Croatia\nEUR 400,00 deposit 03.-17.08.2024, Markus Pölzl", hard=True)
    add(f"{y4}/Rechnung 17.pdf", A, "Health", _at(2024, 5, 10),
        "Physiotherapie Mag. Lisa Hammer\nRechnung 17/2024, Patient Markus Pölzl\n6 x Heilgymnastik Schulter-Nacken à EUR 75 = EUR 450", hard=True)
    add(f"{y4}/Antrag.pdf", A, "Health", _at(2024, 4, 2),
        "ÖGK - Bewilligung\nDie Physiotherapie (6 Einheiten) für Markus Pölzl laut Verordnung Dr. Maier wird bewilligt.", hard=True)
    add(f"{y4}/Abrechnung.pdf", A, O, _at(2024, 12, 20), t_payslip, hard=True)
    add(f"{y4}/Einladung.pdf", X, T, _at(2024, 6, 5),
        "Einladung zum Klassenabend der Klavierklasse Markus Pölzl\nFreitag, 21. Juni 2024, 18:00, Pfarrsaal St. Peter\n"
        "Zehn Schülerinnen und Schüler spielen - Eintritt frei", hard=True)
    add(f"{y4}/Mail.eml", A, "Family", _at(2024, 9, 2), _eml(
        "Katrin Hasler <katrin.hasler@outlook.at>", MAIL, "Herbst",
        "Markus, ab September wohne ich in der neuen Wohnung in Andritz, Jakobs Schulweg wird länger, der Wochenwechsel bleibt aber. "
        "Können wir den Unterhalt im Frühjahr neu anschauen? Und Weihnachten ist heuer bei dir.\nK."), hard=True)
    add("Documents/Dokument1.docx", X, M, _at(2023, 8, 10),
        "Danksagung\nIch danke Peter Mayr für Geduld und Ohren, dem Land Steiermark für die Förderung und der KUG für den Florentinersaal. "
        "Diese Aufnahme ist Jakob gewidmet.\n(für das Booklet der CD, Seite 11)", hard=True)
    add("Documents/Neues Microsoft Word-Dokument.docx", A, "Family", 160,
        "Vorschlag Betreuung 2026\nWechsel weiter sonntags 18 Uhr, Übergabe bei mir in der Leechgasse\nJakob entscheidet ab 16 selbst mit\n"
        "Kosten Handy und Öffi-Jahreskarte teilen wir 50:50", hard=True)
    add("Documents/Mappe1.xlsx", P, "Home", 19, "Posten;Preis;Shop;bestellt\nWaschtisch 80 cm;349;Sanitär-Online;ja\n"
        "Spiegelschrank;229;Möbelix;nein\nWC-Sitz Softclose;59;Baumax;ja\nFliesenkleber (Strohmaier bringt);0;-;-\nDuschglas 90x200;640;Glaserei Haas;Aufmaß 9.6.", hard=True)
    add("Documents/Unbenannt.txt", A, O, 48,
        "Registrierung Pfingsten: HW Prinzipal 8, Oktave 4, Mixtur; SW Trompete 8 für Halleluja\nPostludium: Vierne Carillon de Westminster (zu schwer? sonst Bach BWV 552)\n", hard=True)

    add(f"{dl}/document (4).pdf", A, T, 16,
        "ANMELDUNG Klavierunterricht ab Wintersemester 2026/27\nSchüler: Maximilian Rauter, geb. 05.07.2017\n"
        "Erziehungsberechtigte: Verena Rauter, Heinrichstraße 41, 8010 Graz\nGewünschte Dauer: 30 Minuten, bevorzugt Montag\n"
        "Vorkenntnisse: 1 Jahr Blockflöte. Die Unterrichtsbedingungen des Klavierstudios Pölzl habe ich gelesen.", hard=True)
    add(f"{dl}/Brief.pdf", A, "Finance", _at(2026, 2, 11),
        "Kirchenbeitragsstelle der Diözese Graz-Seckau\nVorschreibung Kirchenbeitrag 2026\nBeitragspflichtiger: Markus Pölzl, Leechgasse 24/7\n"
        "Bemessungsgrundlage Einkommen 2024, Kirchenbeitrag EUR 212,00, abzüglich Familienabzug EUR 12,00\nZu zahlen EUR 200,00 bis 31.03.2026", hard=True)
    add(f"{sc}/scan0012.pdf", A, "Health", _at(2026, 4, 16),
        "Dr. Eva Rainer, Kinder- und Jugendheilkunde, Graz\nÄrztliche Bestätigung\nJakob Pölzl, geb. 17.09.2010, war vom 14.04. bis 16.04.2026 "
        "wegen einer eitrigen Angina tonsillaris in meiner Behandlung. Therapie: Amoxicillin 7 Tage.", hard=True)
    add(f"{dk}/Neues Textdokument (3).txt", A, "Car", 52,
        "Reifen Kos: Winterreifen eingelagert, Lagernummer 4471-B, Profil noch 5 mm\nÖlstand kontrollieren vor Villach-Fahrt? -> nein, vor Kroatien\n"
        "Pickerl erledigt 25.3., nächstes 03/2027\n", hard=True)
    add(f"{y4}/Kopie.pdf", A, "Finance", _at(2024, 7, 29),
        "Finanzamt Österreich - Einkommensteuerbescheid 2022 (Kopie)\nMarkus Pölzl, StNr 68 412/7733\n"
        "Einkünfte aus selbständiger Arbeit EUR 11.204,30, nichtselbständige Arbeit EUR 8.012,44\nGutschrift EUR 388,00", hard=True)

    # ================================================================ Left
    add(f"{dl}/MuseScore-Studio-4.5.2.msi.crdownload", L, "System", 0.2, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0", 900))
    add(f"{dl}/Liedplan_Juli_2026.pdf.part", L, "System", 0.5, lambda r, dt: b"%PDF-1.4\n" + _blob(r, b"", 300))
    lock = bytes([12]) + "Markus Pölzl".encode("latin-1").ljust(53, b" ") + "Markus Pölzl".encode("utf-16-le").ljust(108, b" ")
    add(f"{k}/Stundenplan/~$undenplan SS 2026.docx", L, "System", 0.3, lock)
    add(f"{v}/~$ogramm Vorspiel 2026.docx", L, "System", 2, lock)
    ini = ("\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-{}\r\n")
    add("Desktop/desktop.ini", L, "System", 900, ini.format(21769).encode("utf-16"))
    add("Documents/desktop.ini", L, "System", 900, ini.format(21770).encode("utf-16"))
    add("Downloads/desktop.ini", L, "System", 900, ini.format(21798).encode("utf-16"))
    add("Pictures/Thumbs.db", L, "System", 20, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add("Pictures/Kroatien 2025/Thumbs.db", L, "System", 280, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    return items
