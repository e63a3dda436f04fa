"""A seventy-eighth unseen labelled corpus: a Budapest teacher's and electrician's family PC, ``build(root, seed)``, written blind.

What was read to write it, and nothing more: ``unseen.py``'s module docstring (the model for how a person and
the labelling rules are written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``,
``_epub``, ``_id3``, ``_blob`` and the start of its ``build()`` (the write / encode / add / dot helpers);
``corpus.py``'s ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``,
``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. Nothing under ``foldwise/``, ``docs/``, ``tests/`` or
``scripts/`` was opened, nor any bench script or other corpus module. By accident, while locating the allowed
helpers with ``grep -n '^def \\|^[A-Z_]* = '``, the one-line signatures of the template functions of
``unseen.py`` and ``blind.py`` and the first line of a few constants (name lists, ``corpus.py``'s ``NAMED``,
``VENDORS``, ``MIXED``...) were printed, and ``ls`` showed the names of the other corpus modules; nothing
from them was used. The files and labels are shaped by what this family would have on disk.

The person: Varga Eszter (née Szabó), 44, a maths teacher at the Gellérthegyi Gimnázium in Budapest's
XI. kerület (maintained by the Dél-Budai Tankerületi Központ) since September 2019; from 2006 to 2019 she
taught at the Rózsakerti Általános Iskola in Budafok (XXII. kerület). This year she is form teacher
(osztályfőnök) of 12.B, which sits its érettségi now: the written maths exam was on 5 May 2026 and the oral
exams run 15-26 June 2026. Her husband Varga Gábor, 47, is a self-employed electrician (egyéni vállalkozó
since 2016, under KATA until 2022, átalányadózó since 2023, alanyi adómentes for VAT), who invoices through
számlázz.hu and has an accountant, Tóthné Bíró Ágnes; before 2016 he was employed by Villamos-Szer Kft.
(2005-2016). From May to August 2026 he rewires the stairwells and risers of the condominium at Fehérvári
út 112. Their children are Bence, 15, in 8th grade at the Bikás Parki Általános Iskola, and Lili, 9, in
3.b at the same school. Bence sat the central written entrance exam (központi írásbeli felvételi) on
17 January 2026, had his orals in February, was admitted in April to the Kelenföldi Gimnázium and is
enrolled there on 23 June 2026. The family lives in a three-room panel flat at 1119 Budapest, Mérő utca
12. IV/11, bought in 2014 with an OTP lakáshitel that runs to 2034; the bathroom is being renovated
(April-June 2026: tiler Horváth Zsolt, Gábor does the wiring, planned finish 20 June). A holiday house
in Balatonboglár is booked through Szallas.hu for 18-25 July 2026, partly paid by SZÉP-kártya. Eszter's
parents, Szabó József (79) and Szabó Józsefné Tóth Ilona (76), are moving into a flat near Eszter's
sister Kati in Kecskemét; their family house (6000 Kecskemét, Hoffmann János utca 24) is being sold
through Hírös Ingatlan, with Eszter acting on their power of attorney: the preliminary contract was
signed in May 2026, the final contract and handover are due in July 2026. Gábor's father Varga István
died in November 2021; his estate was closed in 2022. The old Opel Astra was sold in 2023 (the family now
drives a 2019 Škoda Octavia Combi; Gábor's Ford Transit Custom is the business van). Gábor fishes on the
Ráckevei-Duna with the Csepeli Horgász Egyesület. Past trips: Crikvenica 2023, Fonyód 2024, Bled 2025.
The kitchen was redone in 2020. Lili left kindergarten (Bikás Ovi) in 2023.

The machine: one shared Windows 11 account. ``Downloads/`` (Chrome's "Nem megerősített ....crdownload"
leftovers, ``letöltés.pdf``, ``Dokumentum (3).pdf``, installers, WhatsApp Desktop saves), ``Desktop/``
(``Új szöveges dokumentum.txt``, ``Dokumentum1.docx``, ``Munkafüzet1.xlsx``), ``Documents/`` with the
family's own half-organised folders (``Iskola - Eszter/``, ``Gábor vállalkozás/``, ``Pénzügyek/``,
``Lakás/``, ``Egészség/``, ``Gyerekek/``, ``Kecskemét ház/``, ``Autó/``, ``Fürdőszoba felújítás/``...),
year folders ``Documents/2024/`` and ``Documents/2025/`` where things were dumped, ``Documents/Szkennelt/``
(the printer's ``scan0014.pdf`` and ``Scan 2026-03-14 10_22_41.pdf``), ``Telefonról/`` (a copy of
Gábor's phone: ``DCIM/Camera`` and ``WhatsApp Documents/DOC-2026...-WA0003.pdf``), ``OneDrive/`` (Eszter's
cloud folder with school work and ``Dokumentum 1.docx``), ``Pictures/`` (year folders, screenshots named
``Képernyőkép 2026-03-02 184512.png``), ``Régi laptop mentés 2019/`` (a copy of Eszter's old Dell laptop)
and ``Samsung telefon mentés 2021/`` (an old phone backup). Files are mostly Hungarian, a few English.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: outcomes with an end that are still being worked on now, whatever the file's age. The
  bathroom renovation (quotes, tiler's contract, tile order, receipts, budget, Gábor's wiring plan for the
  bathroom, progress photos) -- topic Home; Bence's secondary-school admission (school comparison, open
  days, application, the past central exam papers he practises on, his tutor's notes and bills, results,
  admission letter, enrolment on 23 June) -- topic School; the sale of the Kecskemét house (agency
  contract, valuation, energy certificate, land-registry sheet, power of attorney for the sale, buyer's
  offer, preliminary contract and deposit, lawyer's mail, listing text and listing photos, movers) --
  topic Family; the 12.B oral érettségi in June 2026 (oral topics and cards, exam schedule, committee
  mail, the class's written results) -- topic Teaching; the Fehérvári út 112 stairwell and riser job
  (survey, quote, contract, material list, schedule, building manager's mail, site photos) -- topic
  Electrical; the Balaton holiday of July 2026 (booking, SZÉP-kártya payment, house rules, host's mail,
  packing list, plans) -- topic Travel.
- **Areas**: responsibilities kept up with no end, whatever the document's age: Eszter's teaching --
  worksheets (feladatlapok), tests (dolgozatok) and marking keys, grade sheets, syllabi, timetables,
  department minutes, school mail, in-service training, her appointment papers (Teaching); Gábor's
  business -- his invoices, wholesalers' invoices, quotes, measurement reports, income ledger, NAV
  returns and contribution filings of the business, the accountant's mail, business insurance, chamber
  fee, the work van, including the KATA years (Electrical); household money -- bank statements and
  exports, Eszter's payslips and M30, the family's personal tax returns and the 1+1% declaration, the
  mortgage, government bonds, household and life insurance, family allowance, budget (Finance); the
  flat -- common charges, condominium meetings, utility bills, repairs (Home); the family's health
  (Health); the children's schooling apart from the admission -- Lili's school, Bence's 8th-grade
  matters, school meals, trips, reports (School); family papers and the grandparents' affairs other than
  the sale (Family); the family car -- insurance, inspection, service, vignette, vehicle tax (Car);
  Gábor's fishing licence and club membership (Fishing). An old tax return is still Areas.
- **Resources**: reference and interests by subject: maths and teaching reference (Teaching); electrical
  standards notes and datasheets (Electrical); appliance manuals (Home); health reading (Health); travel
  guides and maps of places not yet booked (Travel); fishing reading and Gábor's catch log (Fishing);
  recipes (Cooking); ebooks (Books); installers (Software); photos, albums and screenshots (Photos) --
  holiday snapshots included, even of past trips -- except photos that document a project (progress,
  site and listing photos: the project's bucket and topic) and those inside an old device's backup. A
  screenshot of a document (a booking, a transfer) is that document.
- **Archive**: finished projects and ended responsibilities: Eszter's job at the Rózsakerti school (ended
  2019) and her Pedagógus II qualification procedure (completed 2023) (Teaching); Gábor's employment at
  Villamos-Szer Kft. (ended 2016) (Electrical); the 2020 kitchen refit (Home); Lili's kindergarten (ended
  2023) (School); Varga István's estate, closed 2022 (Family); the Opel Astra, sold 2023 (Car); past trips
  (Travel); the old laptop copy and the old phone backup, whatever is inside them (Backup). ``Telefonról/``
  is a working copy of Gábor's current phone, not a backup: its files are labelled by their subject.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.~lock...#``) are written but
  not labelled: the scanner never lists them.

Topics (16): Teaching, Electrical, Finance, Home, Health, School, Family, Travel, Car, Fishing, Cooking,
Books, Photos, Software, Backup, System. ``hard`` marks a file whose name *and* folder say nothing about
its subject (``Downloads/Dokumentum (3).pdf``, ``Documents/Szkennelt/scan0014.pdf``, ``Desktop/Névtelen.txt``,
``Telefonról/WhatsApp Documents/DOC-20260415-WA0003.pdf``, ``OneDrive/Dokumentumok/Dokumentum 1.docx``):
only the text inside can place it. Images are never hard; nothing inside the two backups is hard (the
folder says what it is). Dates are relative to ``corpus.NOW``. Hungarian ő/ű become ö/ü in the PDFs
(their Latin-1 Helvetica has no such letters, nor Š, Ω or √, which are spelt out), as in many real
Hungarian PDFs with broken fonts.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

HU_MONTHS = ["január", "február", "március", "április", "május", "június", "július", "augusztus",
             "szeptember", "október", "november", "december"]
_OU = str.maketrans({"ő": "ö", "Ő": "Ö", "ű": "ü", "Ű": "Ü", "Š": "S", "š": "s", "√": "gyök", "π": "pi",
                     "₂": "2", "₃": "3", "Ω": "Ohm", "≥": ">=", "Δ": "d"})


def _hd(dt: datetime) -> str:
    """``2026. április 12.``"""
    return f"{dt.year}. {HU_MONTHS[dt.month - 1]} {dt.day}."


def _hn(dt: datetime) -> str:
    """``2026.04.12.``"""
    return f"{dt:%Y.%m.%d}."


def _n(v: int) -> str:
    return f"{v:,}".replace(",", " ")


def _ftv(r: random.Random, lo: int, hi: int, step: int = 10) -> int:
    return int(round(r.uniform(lo, hi) / step) * step)


def _ft(v: int) -> str:
    return _n(v) + " Ft"


def _hu_pdf(text: str) -> bytes:
    return _pdf(_latin1(text.translate(_OU)))


SURN = ["Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Kiss", "Molnár", "Németh", "Farkas", "Balogh", "Papp",
        "Takács", "Juhász", "Lakatos", "Mészáros", "Oláh", "Simon", "Rácz", "Fekete", "Szilágyi", "Török",
        "Fehér", "Balázs", "Gál", "Kis", "Szűcs", "Kocsis", "Orsós", "Pintér", "Fodor", "Sipos", "Vass"]
FIRST = ["László", "Zoltán", "Katalin", "Erzsébet", "Péter", "Andrea", "Tamás", "Judit", "Krisztina", "Attila",
         "Ildikó", "Gergely", "Réka", "Balázs", "Anikó", "Csaba", "Mónika", "Norbert", "Edit", "Ferenc"]
KIDS = ["Ádám", "Anna", "Boglárka", "Botond", "Dániel", "Dorina", "Emma", "Gréta", "Hanna", "Kristóf",
        "Levente", "Luca", "Máté", "Nóra", "Olivér", "Panna", "Péter", "Réka", "Szabolcs", "Zsófia", "Zalán",
        "Virág", "Barnabás", "Lilla", "Marcell", "Eszter", "Dominik", "Fanni"]
STREETS = ["1117 Budapest, Október huszonharmadika utca", "1118 Budapest, Rétköz utca", "1112 Budapest, Kánai út",
           "1116 Budapest, Fehérvári út", "1113 Budapest, Bocskai út", "1114 Budapest, Bartók Béla út",
           "2040 Budaörs, Szabadság út", "2045 Törökbálint, Munkácsy Mihály utca", "1221 Budapest, Kossuth Lajos utca",
           "1126 Budapest, Böszörményi út", "1115 Budapest, Etele út", "1119 Budapest, Tétényi út"]

ESZTER = "Varga Eszter"
GABOR = "Varga Gábor"
HOME_ADDR = "1119 Budapest, Mérő utca 12. IV/11."
EV_ADOSZAM = "68412395-1-43"
EV_NYSZ = "52418760"
SCHOOL = "Gellérthegyi Gimnázium"
SCHOOL_FULL = "Budapest XI. Kerületi Gellérthegyi Gimnázium"
TK = "Dél-Budai Tankerületi Központ"
KID_SCHOOL = "Bikás Parki Általános Iskola"


def _person(r: random.Random) -> str:
    return f"{r.choice(SURN)} {r.choice(FIRST)}"


def _addr(r: random.Random) -> str:
    return f"{r.choice(STREETS)} {r.randint(2, 140)}."


def _students(r: random.Random, k: int) -> list[str]:
    seen: list[str] = []
    while len(seen) < k:
        s = f"{r.choice(SURN)} {r.choice(KIDS)}"
        if s not in seen:
            seen.append(s)
    return sorted(seen)


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:00 +0200\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
            f"{body}\n")


# --------------------------------------------------------------------------- Teaching (Eszter)

MATH = {
    "Másodfokú egyenletek": [
        "Oldja meg a valós számok halmazán: x² - 5x + 6 = 0!",
        "Oldja meg: 2x² + 3x - 2 = 0, és ellenőrizze a gyököket behelyettesítéssel!",
        "Írja fel azt a másodfokú egyenletet, amelynek gyökei 3 és -4, a főegyüttható 2!",
        "Milyen p paraméter esetén van az x² + px + 9 = 0 egyenletnek két egyenlő valós gyöke?",
        "Egy téglalap kerülete 34 cm, területe 60 cm². Mekkorák az oldalai?",
        "Alakítsa szorzattá a Viète-formulák segítségével: x² - x - 12!",
    ],
    "Trigonometria": [
        "Egy derékszögű háromszög egyik hegyesszöge 35°, átfogója 12 cm. Számítsa ki a befogókat!",
        "Oldja meg a [0; 2π] intervallumon: 2 sin x = 1!",
        "Egy háromszögben a = 7 cm, b = 9 cm, γ = 48°. Számítsa ki a c oldalt (koszinusztétel)!",
        "Igazolja, hogy sin²α + cos²α = 1 az egységkörön!",
        "Egy 25 m magas torony tetejéből egy pont 32°-os depressziószögben látszik. Milyen messze van a torony aljától?",
        "Ábrázolja az f(x) = 2 cos x függvényt a [-π; 2π] intervallumon!",
    ],
    "Exponenciális és logaritmikus egyenletek": [
        "Oldja meg: 2^(x+1) = 32!",
        "Oldja meg: 3^(2x) - 4·3^x + 3 = 0!",
        "Számítsa ki: log₂ 8 + log₃ (1/9) - lg 1000!",
        "Oldja meg a valós számok halmazán: lg(x + 3) + lg x = 1!",
        "Egy baktériumtenyészet 3 óránként megduplázódik. Hány óra alatt lesz 500-ból 8000?",
    ],
    "Számtani és mértani sorozatok": [
        "Egy számtani sorozat első tagja 4, differenciája 3. Mennyi a 20. tag és az első 20 tag összege?",
        "Egy mértani sorozat második tagja 6, ötödik tagja 162. Adja meg a hányadost és az első tagot!",
        "Hány tagot kell összeadni az 1, 4, 7, ... sorozatból, hogy az összeg 247 legyen?",
        "Egy 2 000 000 Ft-os betét évi 5%-os kamatos kamattal nő. Mennyi lesz 6 év múlva?",
        "Egy számtani sorozat 3. és 7. tagjának összege 26, a 4. tag 11. Határozza meg a sorozatot!",
    ],
    "Valószínűségszámítás": [
        "Két szabályos dobókockával dobunk. Mennyi a valószínűsége, hogy a dobott számok összege 8?",
        "Egy urnában 5 piros és 3 kék golyó van. Visszatevés nélkül húzunk kettőt. Mennyi a valószínűsége, hogy mindkettő piros?",
        "Egy osztály 28 tanulójából 3 fős küldöttséget választunk. Hányféleképpen tehetjük meg?",
        "Egy érmét ötször feldobunk. Mennyi a valószínűsége, hogy pontosan háromszor lesz fej?",
        "A 32 lapos magyar kártyából húzunk egy lapot. Mennyi a valószínűsége, hogy piros vagy ász?",
    ],
    "Koordinátageometria": [
        "Írja fel az A(2; -1) és B(6; 3) pontokon átmenő egyenes egyenletét!",
        "Számítsa ki az A(1; 2) és B(7; 10) pontok távolságát és a szakasz felezőpontját!",
        "Írja fel annak a körnek az egyenletét, amelynek középpontja K(3; -2), sugara 5!",
        "Határozza meg a 2x - y = 4 és x + 3y = 9 egyenesek metszéspontját!",
        "Igazolja, hogy az A(0; 0), B(4; 0), C(2; 2√3) pontok szabályos háromszöget alkotnak!",
    ],
    "Függvények, függvénytranszformációk": [
        "Ábrázolja és jellemezze az f(x) = |x - 2| - 3 függvényt!",
        "Adja meg a g(x) = (x + 1)² - 4 függvény zérushelyeit és minimumát!",
        "Melyik függvény grafikonját kapjuk, ha az y = √x grafikonját 3 egységgel jobbra toljuk?",
        "Határozza meg a h(x) = 2/(x - 1) + 1 függvény értelmezési tartományát és értékkészletét!",
    ],
    "Statisztika": [
        "Adja meg a következő adatsor átlagát, mediánját és móduszát: 3, 5, 5, 6, 8, 9, 12!",
        "Egy dolgozat eredményei: 5 db ötös, 8 db négyes, 9 db hármas, 4 db kettes, 2 db egyes. Számítsa ki az átlagot és a szórást!",
        "Készítsen kördiagramot a következő megoszlásról: busz 40%, villamos 25%, gyalog 20%, autó 15%!",
        "Mennyivel változik az átlag, ha egy 20 elemű adatsor minden eleméhez 3-at adunk?",
    ],
}
CLASSES = ["9.C", "10.A", "11.B", "12.B"]


def t_feladatlap(r, dt, topic, cls):
    probs = r.sample(MATH[topic], min(4, len(MATH[topic])))
    body = "\n".join(f"{i}. {p}" for i, p in enumerate(probs, 1))
    return (f"{SCHOOL} - Matematika\nFeladatlap: {topic}\n{cls} osztály, {_hn(dt)}\nNév: ____________________\n\n"
            f"{body}\n\nHázi feladat: a tankönyv {r.randint(40, 180)}. oldalán a {r.randint(1, 9)}. és "
            f"{r.randint(10, 15)}. feladat.\n")


def t_dolgozat(r, dt, topic, cls, group="A"):
    probs = r.sample(MATH[topic], min(5, len(MATH[topic])))
    pts = [r.choice([4, 5, 6, 8]) for _ in probs]
    body = "\n".join(f"{i}. {p} ({q} pont)" for i, (p, q) in enumerate(zip(probs, pts), 1))
    tot = sum(pts)
    lim = [round(tot * x) for x in (0.35, 0.5, 0.65, 0.8)]
    return (f"Témazáró dolgozat - {topic}\n{cls}   {group} csoport   {_hn(dt)}\nIdő: 45 perc. Számológép és "
            f"függvénytábla használható.\nNév: ____________________\n\n{body}\n\nÖsszesen: {tot} pont\n"
            f"Ponthatárok: 2-es {lim[0]}, 3-as {lim[1]}, 4-es {lim[2]}, 5-ös {lim[3]} ponttól.\n")


def t_javitokulcs(r, dt, topic, cls):
    lines = [f"{i}. feladat: {r.choice(['helyes felírás 1 p, számolás 2 p, válasz 1 p', 'ábra 1 p, megoldás 3 p', 'gyökök 2+2 p, ellenőrzés 1 p', 'képlet 1 p, behelyettesítés 1 p, eredmény 2 p'])}"
             for i in range(1, 6)]
    return (f"Javítási útmutató - {topic} témazáró ({cls}, A és B csoport)\n\n" + "\n".join(lines) +
            "\n\nRészpontszám akkor is jár, ha a gondolatmenet helyes, de számolási hiba van benne.\n"
            "Ha csak a végeredmény szerepel indoklás nélkül, legfeljebb 1 pont adható.\n")


def t_jegyek(r, dt, cls, sep=";"):
    names = _students(r, r.randint(24, 31))
    cols = ["Név", "1. témazáró", "röpdolgozat", "házi feladat", "2. témazáró", "felelet", "átlag"]
    out = [sep.join(cols)]
    for n in names:
        g = [r.choice([2, 3, 3, 4, 4, 4, 5, 5, 1]) for _ in range(5)]
        w = (g[0] * 2 + g[1] + g[2] + g[3] * 2 + g[4]) / 7
        out.append(sep.join([n] + [str(x) for x in g] + [f"{w:.2f}".replace(".", ",")]))
    return "\n".join(out) + "\n"


def t_tanmenet(r, dt, cls):
    topics = r.sample(sorted(MATH), 5)
    rows = ["Hét;Óraszám;Téma;Megjegyzés"]
    week = 1
    for t in topics:
        n = r.randint(4, 7)
        rows.append(f"{week}-{week + n - 1};{n * 3};{t};témazáró a végén")
        week += n
    rows.append(f"{week};3;Év végi ismétlés;")
    return (f"Tanmenet - matematika, {cls} (heti 3 óra)\nTanár: {ESZTER}\nTankönyv: Sokszínű matematika\n\n"
            + "\n".join(rows) + "\n")


def t_orarend(r, dt):
    days = ["Hétfő", "Kedd", "Szerda", "Csütörtök", "Péntek"]
    rows = ["Óra;" + ";".join(days)]
    for h in range(1, 8):
        rows.append(f"{h};" + ";".join(r.choice(["", "", f"{r.choice(CLASSES)} matek", "ofő" if h == 1 else ""])
                                        for _ in days))
    return "\n".join(rows) + "\n"


def t_munkakozosseg(r, dt):
    return (f"Jegyzőkönyv\nMatematika munkaközösség értekezlete, {_hd(dt)}, 14:30, 112-es terem\n"
            f"Jelen vannak: {ESZTER}, {_person(r)}, {_person(r)}, {_person(r)} (munkaközösség-vezető)\n\n"
            "1. A félévi témazárók eredményeinek áttekintése: a 9. évfolyamon a függvények témakör sikerült a "
            "leggyengébben, felzárkóztató foglalkozást indítunk csütörtök 8. órában.\n"
            "2. Emelt szintű érettségi előkészítő: a 11. évfolyamon két csoport, heti 2 óra.\n"
            f"3. Kenguru és Zrínyi matematikaverseny: a felügyeletet {ESZTER.split()[1]} és a munkaközösség-vezető vállalja.\n"
            "4. Tankönyvrendelés a következő tanévre a KELLO rendszerben május 31-ig.\n"
            "Jegyzőkönyvet vezette: Varga Eszter\n")


def t_igazgato_mail(r, dt, k=None):
    msgs = [
        ("Helyettesítés holnap", "Kedves Eszter!\n\nHolnap a 3. órában kérlek helyettesítsd a 10.A-ban a fizikaórát "
         "(szakszerű helyettesítés nem megoldható, a tankönyv 54-56. oldalát dolgozzák fel). Köszönöm!\n\n"
         "Üdv.:\nKárpáti Zsuzsa igazgatóhelyettes"),
        ("Tanév végi teendők", "Kedves Kollégák!\n\nA tanév végi osztályozó értekezlet június 15-én 13 órakor lesz. "
         "A jegyeket a KRÉTÁ-ban június 12-ig kérem lezárni, a bizonyítványok kitöltése június 17-én.\n\n"
         "Köszönettel:\nDr. Somogyi Péter igazgató"),
        ("Nevelési értekezlet", "Kedves Kollégák!\n\nA tavaszi nevelési értekezlet témája a digitális eszközök "
         "használata a tanórán. Kérem, hogy a munkaközösségek egy-egy jó gyakorlatot hozzanak.\n\n"
         "Dr. Somogyi Péter igazgató"),
    ]
    subj, body = msgs[k] if k is not None else r.choice(msgs)
    return _eml("Gellérthegyi Gimnázium titkárság <titkarsag@gellerthegyi-gimn.hu>", "tanarok@gellerthegyi-gimn.hu",
                subj, dt, body)


def t_szulo_mail(r, dt):
    kid = f"{r.choice(SURN)} {r.choice(KIDS)}"
    return _eml(f"{_person(r)} <{r.choice(['szulo', 'anya', 'apa'])}{r.randint(10, 99)}@gmail.com>",
                "varga.eszter@gellerthegyi-gimn.hu", f"{kid} - matek dolgozat", dt,
                f"Tisztelt Tanárnő!\n\n{kid} a múlt heti dolgozatot betegség miatt nem tudta megírni. Az orvosi "
                "igazolást beadta az osztályfőnöknek. Kérdezném, mikor tudja pótolni, és melyik témakörből "
                "készüljön?\n\nKöszönettel:\n" + _person(r))


def t_tovabbkepzes(r, dt):
    name = r.choice(["Digitális eszközök a matematikaórán", "Differenciálás heterogén osztályokban",
                     "Felkészítés az új érettségi vizsgaleírásra - matematika"])
    return (f"TANÚSÍTVÁNY\n\n{ESZTER} (szül. Budapest, 1981) részt vett a(z)\n\"{name}\"\n"
            f"című 30 órás akkreditált pedagógus-továbbképzésen, és azt sikeresen teljesítette.\n"
            f"Alapítási engedély száma: {r.randint(100, 999)}/{r.randint(10, 99)}/{dt.year - 1}\n"
            f"Kelt: Budapest, {_hd(dt)}\nOktatási Hivatal által nyilvántartott képző intézmény\n")


def t_kinevezes(r, dt):
    return (f"{TK}\n1117 Budapest, Hauszmann Alajos utca 1/A\n\nKINEVEZÉS MÓDOSÍTÁSA\n\n"
            f"Név: {ESZTER}\nMunkahely: {SCHOOL_FULL}\nMunkakör: pedagógus (matematika)\nBesorolás: Pedagógus II.\n"
            f"A módosítás hatálya: {_hd(dt)}\n\nA pedagógusok új életpályájáról szóló 2023. évi LII. törvény alapján "
            f"a munkáltató a havi illetményt {_ft(_ftv(r, 640000, 720000, 100))} összegben állapítja meg.\n"
            "A munkaszerződés egyéb rendelkezései változatlanok.\n")


def t_ofo_notes(r, dt):
    return ("12.B - osztályfőnöki teendők\n"
            "- ballagási tarisznyák: SZMK intézi, pénz a szülőktől\n"
            "- tablóképek: fotós május elején\n"
            "- hiányzások lezárása KRÉTA, igazolások\n"
            "- érettségi jelentkezések ellenőrzése (3 emelt szint matekból)\n"
            "- osztálykép a ballagás után\n")


def t_math_ref(r, dt, kind):
    return {
        "azonossagok": ("Nevezetes azonosságok és összefüggések - összefoglaló\n(a + b)² = a² + 2ab + b²\n"
                        "(a - b)² = a² - 2ab + b²\na² - b² = (a + b)(a - b)\n(a + b)³ = a³ + 3a²b + 3ab² + b³\n"
                        "Másodfokú megoldóképlet: x = (-b ± √(b² - 4ac)) / 2a\nViète: x1 + x2 = -b/a, x1·x2 = c/a\n"),
        "geogebra": ("GeoGebra Classic 6 - gyors útmutató tanároknak\nCsúszka létrehozása: a = 1 (Enter), majd a "
                     "csúszka tulajdonságainál a tartomány beállítása.\nFüggvény: f(x) = a*sin(b*x)\nPontok "
                     "listája: {(1,2), (3,4)}\nA Feladatlap funkcióval a diákok kóddal csatlakoznak.\n"),
        "probability_en": ("Teaching probability through simulation\nStudents often distrust theoretical "
                           "probabilities until they see long-run frequencies. Let pairs roll two dice 50 times, "
                           "pool the class results and compare the relative frequency of a sum of 7 with 6/36. "
                           "A spreadsheet RAND() column scales the experiment to 10,000 trials.\n"),
        "erettsegi_kovetelmeny": ("Matematika érettségi - részletes követelmények (kivonat)\nKözépszint: "
                                  "gondolkodási módszerek, halmazok, logika, kombinatorika, gráfok; aritmetika, "
                                  "algebra, számelmélet; függvények, analízis elemei; geometria, koordinátageometria, "
                                  "trigonometria; valószínűségszámítás, statisztika.\nAz írásbeli vizsga 180 perc, "
                                  "két részből áll (I. rész 45 perc, II. rész 135 perc).\n"),
        "fuggveny": ("Függvények jellemzése - szempontok\n1. értelmezési tartomány\n2. értékkészlet\n3. zérushely\n"
                     "4. monotonitás\n5. szélsőérték\n6. paritás\n7. periodicitás\n8. korlátosság\n"),
    }[kind]


# ---- oral érettségi 2026 (Projects Teaching)

def t_tetelsor(r, dt):
    ts = ["Halmazok, halmazműveletek", "Kombinatorika", "Gráfok", "Számelmélet, oszthatóság", "Hatványozás, "
          "gyökvonás", "Másodfokú egyenletek", "Exponenciális függvények", "Logaritmus", "Számtani sorozat",
          "Mértani sorozat, kamatos kamat", "Trigonometrikus függvények", "Háromszögek nevezetes vonalai",
          "Koordinátageometria: egyenes", "Kör egyenlete", "Térgeometria, testek felszíne és térfogata",
          "Valószínűség", "Statisztikai mutatók", "Vektorok", "Szögfüggvények alkalmazása", "Függvénytranszformációk"]
    return (f"{SCHOOL_FULL}\nMatematika középszintű szóbeli érettségi tételsor - {dt.year}. május-júniusi vizsgaidőszak\n"
            f"Összeállította: {ESZTER}\n\n" + "\n".join(f"{i}. tétel: {t}" for i, t in enumerate(ts, 1)) +
            "\n\nMinden tétel egy elméleti kérdésből (definíció, tétel kimondása, bizonyítás) és három feladatból áll.\n")


def t_tetel(r, dt, n):
    topic = r.choice(sorted(MATH))
    probs = r.sample(MATH[topic], 3)
    return (f"{n}. tétel - {topic}\n\nElméleti kérdés: Mondja ki és bizonyítsa a témakör egyik tanult tételét!\n\n"
            + "\n".join(f"{i}. {p}" for i, p in enumerate(probs, 1)) + "\n\nFelkészülési idő: 30 perc.\n")


def t_szobeli_beosztas(r, dt):
    names = _students(r, 9)
    rows = ["Időpont;Tanuló;Tárgy;Terem"]
    for i, n in enumerate(names):
        rows.append(f"június {15 + i // 5}. {8 + (i % 5)}:{r.choice(['00', '20', '40'])};{n};matematika;214")
    return "\n".join(rows) + "\n"


def t_erettsegi_mail(r, dt):
    return _eml("Kárpáti Zsuzsa <karpati.zsuzsa@gellerthegyi-gimn.hu>", "varga.eszter@gellerthegyi-gimn.hu",
                "12.B szóbeli vizsgabizottság", dt,
                "Kedves Eszter!\n\nA 12.B szóbeli érettségijén a vizsgabizottság elnöke Dr. Fazekas Imre lesz "
                "(kirendelő határozat csatolva). A tételeket kérlek június 10-ig zárt borítékban add le a titkárságon, "
                "a vizsgajegyzőkönyvek kitöltéséhez holnap délután megbeszélés a tanáriban.\n"
                "A vizsga első napja június 15., 8:00. Az osztályfőnöki díszterem-foglalás rendben.\n\nÜdv.:\nZsuzsa")


def t_irasbeli_eredmeny(r, dt):
    names = _students(r, 27)
    rows = ["Tanuló;I. rész (30);II. rész (70);Összesen (100);Szóbeli szükséges"]
    for n in names:
        a, b = r.randint(10, 30), r.randint(12, 70)
        rows.append(f"{n};{a};{b};{a + b};{'igen' if a + b < 40 else 'nem'}")
    return "\n".join(rows) + "\n"


# ---- Archive Teaching

def t_old_school(r, dt, kind):
    if kind == "igazolas":
        return ("Budapest XXII. Kerületi Rózsakerti Általános Iskola\n1223 Budapest, Rózsakert utca 10.\n\n"
                "MUNKÁLTATÓI IGAZOLÁS\n\nIgazolom, hogy Varga Eszter 2006. szeptember 1. és 2019. augusztus 31. "
                "között intézményünkben matematika-fizika szakos tanárként dolgozott. Munkaviszonya közös "
                "megegyezéssel szűnt meg.\n\nBudapest, 2019. augusztus 30.\nHalász Mária igazgató\n")
    if kind == "bucsu":
        return ("Kedves Kollégák!\n\nTizenhárom év után szeptembertől a Gellérthegyi Gimnáziumban tanítok tovább. "
                "Köszönöm a sok segítséget, a közös kirándulásokat és a türelmet. A 7.a-nak külön köszönöm a "
                "búcsúajándékot, nagyon hiányozni fognak.\n\nSzeretettel: Eszter\n")
    return ("Tanmenet - matematika 6. évfolyam, 2018/2019\nRózsakerti Általános Iskola\nTörtek, tizedes törtek "
            "- 24 óra\nArányosság, százalékszámítás - 18 óra\nSíkidomok, kerület, terület - 20 óra\nEgész számok - "
            "15 óra\nÉv végi ismétlés - 8 óra\n")


def t_minosites(r, dt, kind):
    if kind == "eredmeny":
        return ("Oktatási Hivatal\nÉRTESÍTÉS minősítési eljárás eredményéről\n\nMinősített: Varga Eszter\n"
                "Eljárás: Pedagógus II. fokozat elérése (2023)\nA minősítő bizottság értékelése: 94%\n"
                "Eredmény: Pedagógus II. fokozatba lép 2024. január 1-jétől.\n")
    return ("Portfólió - szakmai önéletrajz és reflexiók (Pedagógus II. minősítés)\n"
            "1. Pedagógiai módszertani felkészültség: projektmódszer a statisztika tanításában\n"
            "2. A tanulás támogatása: felzárkóztató foglalkozások a 9. évfolyamon\n"
            "3. Reflexió egy óravázlatra: Valószínűségszámítás bevezetése kísérletekkel\n")


# --------------------------------------------------------------------------- Electrical (Gábor's business)

WORKS = [("Lakás villamos hálózatának felújítása", 380000, 920000), ("Elosztószekrény csere, FI-relé beépítése", 85000, 190000),
         ("Konyhai dugaljkör kiépítése", 45000, 110000), ("Hibaelhárítás, zárlat megszüntetése", 18000, 45000),
         ("Lámpatestek felszerelése (6 db)", 24000, 52000), ("Klíma villamos bekötése", 30000, 65000),
         ("Érintésvédelmi felülvizsgálat és jegyzőkönyv", 25000, 48000), ("Villanybojler bekötése", 22000, 40000),
         ("Kerti világítás kiépítése", 90000, 240000), ("Mérőhely szabványosítása (MVM-hez)", 140000, 260000)]
MATERIALS = [("MT 3x2,5 mm² kábel", "m", 420, 560), ("MT 3x1,5 mm² kábel", "m", 290, 380), ("NYM-J 5x2,5 kábel", "m", 760, 920),
             ("Schneider Resi9 kismegszakító B16", "db", 2100, 2700), ("Hager FI-relé 40A/30mA 4P", "db", 18500, 23900),
             ("Legrand Valena Allure dugalj fehér", "db", 1450, 1900), ("Gégecső 20 mm", "m", 95, 140),
             ("Kötődoboz 80 mm", "db", 160, 240), ("Wago 221-413 összekötő", "db", 115, 165),
             ("Hager 24 modulos elosztó", "db", 21900, 28500), ("LED panel 60x60 40W", "db", 7900, 11200),
             ("Szerelvénydoboz mélyített", "db", 190, 260)]
CLIENT_TOWNS = ["Budapest XI.", "Budapest XII.", "Budapest XXII.", "Budaörs", "Törökbálint"]


def t_invoice(r, dt, num):
    work, lo, hi = r.choice(WORKS)
    net = _ftv(r, lo, hi, 1000)
    client = _person(r)
    return (f"SZÁMLA\nSzámlaszám: VG-{dt.year}-{num:03d}\n\nEladó: {GABOR} egyéni vállalkozó\n{HOME_ADDR}\n"
            f"Adószám: {EV_ADOSZAM}   Nyilvántartási szám: {EV_NYSZ}\nBankszámla: 11773016-02948811-00000000 (OTP)\n\n"
            f"Vevő: {client}\n{_addr(r)}\n\nSzámla kelte: {_hn(dt)}   Teljesítés: {_hn(dt - timedelta(days=r.randint(0, 5)))}   "
            f"Fizetési határidő: {_hn(dt + timedelta(days=8))}\nFizetési mód: {r.choice(['átutalás', 'átutalás', 'készpénz'])}\n\n"
            f"Megnevezés;Mennyiség;Egységár;Áfa;Bruttó\n{work};1 tétel;{_ft(net)};AAM;{_ft(net)}\n\n"
            f"Végösszeg: {_ft(net)}\nAlanyi adómentes (Áfa tv. 187. §).\n"
            "A számla a Számlázz.hu rendszerben készült. Elektronikus számla, aláírás nélkül érvényes.\n")


def t_anyagszamla(r, dt):
    items = r.sample(MATERIALS, r.randint(4, 7))
    lines, tot = [], 0
    for name, unit, lo, hi in items:
        q = r.choice([1, 2, 5, 10, 20, 50, 100]) if unit == "m" else r.randint(1, 12)
        up = _ftv(r, lo, hi)
        tot += q * up
        lines.append(f"{name};{q} {unit};{_ft(up)};{_ft(q * up)}")
    vat = round(tot * 0.27)
    return (f"Voltker Villamossági Nagykereskedés Kft.\n1097 Budapest, Illatos út 9.\nAdószám: 14382907-2-43\n\n"
            f"SZÁMLA  VK-{dt.year}/{r.randint(10000, 99999)}\nVevő: {GABOR} e.v., {HOME_ADDR}, adószám: {EV_ADOSZAM}\n"
            f"Kelt: {_hn(dt)}  Fizetve: bankkártya\n\nTermék;Menny.;Nettó egységár;Nettó\n" + "\n".join(lines) +
            f"\n\nNettó: {_ft(tot)}\nÁFA 27%: {_ft(vat)}\nBruttó: {_ft(tot + vat)}\n")


def t_arajanlat(r, dt, k=None):
    work, lo, hi = WORKS[k] if k is not None else r.choice(WORKS)
    labour = _ftv(r, lo * 0.6, hi * 0.6, 1000)
    mat = _ftv(r, lo * 0.4, hi * 0.4, 1000)
    return (f"ÁRAJÁNLAT\n\n{GABOR} villanyszerelő, egyéni vállalkozó\n{HOME_ADDR}   Tel.: +36 30 418 2279\n\n"
            f"Tisztelt {_person(r)}!\n\nA {_hn(dt - timedelta(days=r.randint(2, 9)))} napon megtekintett munkára az alábbi "
            f"ajánlatot adom:\n\n{work}\nMunkadíj: {_ft(labour)}\nAnyagköltség (becsült): {_ft(mat)}\n"
            f"Összesen: {_ft(labour + mat)} (alanyi adómentes, áfát nem tartalmaz)\n\nKivitelezés: kb. "
            f"{r.randint(1, 6)} munkanap, kezdés egyeztetés szerint. A bontott falfelületek javítását (vakolás, festés) "
            "az ajánlat nem tartalmazza.\nAz ajánlat 30 napig érvényes.\n")


def t_nav_nyugta(r, dt, form):
    return (f"NAV - Elektronikus bevallás nyugtázása\n\nA beküldött dokumentum: {form}\nBeküldő: {GABOR} "
            f"(adóazonosító jel: 84{r.randint(10000000, 99999999)})\nÉrkeztetési szám: {r.randint(10**11, 10**12 - 1)}\n"
            f"Befogadás időpontja: {_hn(dt)} {r.randint(8, 22)}:{r.randint(10, 59)}\n"
            f"Ügyfél: {GABOR} e.v. ({EV_ADOSZAM})\nA dokumentum formailag megfelelt, befogadásra került.\n")


def t_2553(r, dt, year):
    bev = _ftv(r, 9_800_000, 14_600_000, 1000)
    kolt = round(bev * 0.8)
    jov = bev - kolt
    return (f"{str(year)[2:]}53 bevallás - összesítő a könyvelőtől\nVarga Gábor egyéni vállalkozó, átalányadózás, "
            f"{year}\n\nBevétel: {_ft(bev)}\nÁtalányban elismert költség (80%): {_ft(kolt)}\n"
            f"Átalányadó alapja (jövedelem): {_ft(jov)}\nAdómentes rész (minimálbér fele): levonva\n"
            f"Fizetendő szja: {_ft(round(jov * 0.15 * 0.6))}\nSzociális hozzájárulási adó: {_ft(round(jov * 0.13 * 0.7))}\n"
            f"Társadalombiztosítási járulék: {_ft(round(jov * 0.185 * 0.7))}\nIparűzési adó (XI. kerület): "
            f"{_ft(_ftv(r, 40000, 90000, 100))}\n\nBeküldve: {_hn(dt)}  Tóthné Bíró Ágnes, könyvelő\n")


def t_konyvelo_mail(r, dt, k=None):
    bodies = [
        "Kedves Gábor!\n\nA havi járulékbevalláshoz (2558) kérem küldje át a múlt havi kimenő számlákat, ha van "
        "készpénzes, azt is. A Számlázz.hu-ból elég az Excel export. A bankszámlakivonatot is csatolja, kérem.\n\n"
        "Üdvözlettel:\nTóthné Bíró Ágnes\nmérlegképes könyvelő",
        "Kedves Gábor!\n\nAz éves bevallást beküldtem, a fizetendő adó és járulék összegét a csatolt táblázatban "
        "találja, befizetési határidő február 25. Figyelem: idén már 18 millió forint az alanyi adómentesség "
        "határa, eddig 11,2 millió a bevétele, ezt figyeljük.\n\nÜdvözlettel:\nTóthné Bíró Ágnes",
        "Kedves Gábor!\n\nA NAV-tól levél jött a tárhelyére (folyószámla-egyeztetés), nem kell aggódni, az iparűzési "
        "adó előleg miatt van, rendezem. A negyedéves díjam számláját csatolom.\n\nÜdv.: Ágnes",
    ]
    k = r.randrange(3) if k is None else k
    return _eml("Tóthné Bíró Ágnes <biro.agnes.konyveles@gmail.com>", "vargagabor.villany@gmail.com",
                ["havi anyag", "Bevallás", "NAV levél"][k], dt, bodies[k])


def t_meres(r, dt):
    return (f"ÉRINTÉSVÉDELMI SZABVÁNYOSSÁGI FELÜLVIZSGÁLAT JEGYZŐKÖNYV\n\nSzám: EV-{dt.year}-{r.randint(10, 90)}\n"
            f"Helyszín: {_addr(r)}\nMegrendelő: {_person(r)}\nFelülvizsgáló: {GABOR}, villanyszerelő, "
            f"ÉV-jogosultság: {r.randint(1000, 9999)}/{r.randint(2010, 2016)}\nMérőműszer: Fluke 1664 FC, kalibrálva "
            f"{dt.year - 1}.\n\nHálózat: TN-C-S, 3x230/400 V\nHurokimpedancia (B16 körök): {r.uniform(0.4, 1.2):.2f} Ω - megfelel\n"
            f"FI-relé kioldási idő: {r.randint(14, 28)} ms (IΔn = 30 mA) - megfelel\n"
            f"Szigetelési ellenállás: > {r.choice([200, 300, 500])} MΩ - megfelel\n\nMinősítés: A berendezés "
            "az MSZ HD 60364 szerint érintésvédelmi szempontból MEGFELEL.\n")


def t_client_mail(r, dt, subj=None):
    who = _person(r)
    return _eml(f"{who} <{who.split()[1].lower()}.{r.randint(60, 99)}@freemail.hu>", "vargagabor.villany@gmail.com",
                subj or r.choice(["Villanyszerelés árajánlat", "Érdeklődés", "Re: bojler bekötés", "konyha villany"]), dt,
                f"Tisztelt Varga Úr!\n\nA szomszédunktól kaptuk a számát. {r.choice(['Kb. 60 négyzetméteres lakásban', 'Családi házban', 'Régi társasházi lakásban'])} "
                f"szeretnénk {r.choice(['a teljes villanyhálózatot felújíttatni, még alumínium vezetékes', 'a konyhába plusz dugaljakat és egy indukciós főzőlap bekötését', 'az elosztódobozt kicserélni, gyakran lecsap a biztosíték'])}. "
                "Mikor tudna kijönni felmérni, és nagyjából mennyi idő lenne a munka?\n\nKöszönettel:\n" + who)


def t_ledger(r, dt, year):
    rows = ["Dátum;Számlaszám;Vevő;Bevétel (Ft);Fizetés"]
    n = 1
    d = datetime(year, 1, 8)
    while d < dt.replace(tzinfo=None) and n < 40:
        rows.append(f"{_hn(d)};VG-{year}-{n:03d};{_person(r)};{_ftv(r, 18000, 650000, 1000)};{r.choice(['átutalás', 'átutalás', 'készpénz'])}")
        d += timedelta(days=r.randint(4, 15))
        n += 1
    return "\n".join(rows) + "\n"


def t_van_ins(r, dt):
    return (f"Generali Biztosító Zrt.\nKötelező gépjármű-felelősségbiztosítás - díjértesítő\n\nSzerződő: {GABOR} e.v.\n"
            f"Gépjármű: Ford Transit Custom 2.0 TDCi, rendszám: AE-JK-{r.randint(100, 999)}\nBonus-malus: B{r.randint(6, 10)}\n"
            f"Évforduló: {_hn(dt + timedelta(days=30))}\nÉves díj: {_ft(_ftv(r, 68000, 98000, 10))}\n"
            "A díj a vállalkozás költségei között elszámolható.\n")


def t_felelosseg(r, dt):
    return (f"Groupama Biztosító - Vállalkozói felelősségbiztosítás kötvény\nSzerződő: {GABOR} egyéni vállalkozó, "
            f"adószám {EV_ADOSZAM}\nTevékenység: TEÁOR 4321 Villanyszerelés\nKártérítési limit: 20 000 000 Ft/év\n"
            f"Önrész: 10%, min. 50 000 Ft\nÉves díj: {_ft(_ftv(r, 38000, 52000, 10))}\nKockázatviselés kezdete: {_hn(dt)}\n")


def t_kamara(r, dt):
    return (f"Budapesti Kereskedelmi és Iparkamara\nÉrtesítés kötelező kamarai hozzájárulásról - {dt.year}\n\n"
            f"Vállalkozás: {GABOR} e.v. ({EV_ADOSZAM})\nFizetendő: 5 000 Ft\nHatáridő: {dt.year}. május 31.\n"
            "Befizetés a kamara 10700024-24764207-51100005 számú számlájára, közleményben az adószámmal.\n")


def t_el_ref(r, dt, kind):
    return {
        "fi": ("FI-relé kiválasztás - jegyzet\nLakásban minden dugaljkör 30 mA-es áram-védőkapcsolóval (MSZ HD 60364-4-41).\n"
               "Fürdőszoba: 0-s zónában csak IPX7 SELV 12 V, 1-es zónában IPX4, a 2-es zónában IPX4.\n"
               "Bojler, mosógép külön kör. A-típus javasolt inverteres készülékekhez, F-típus hőszivattyúhoz.\n"),
        "datasheet_en": ("Hager ADA340G residual current breaker - datasheet\nRated current 40 A, 4 poles, sensitivity "
                         "30 mA, type A. Rated voltage 230/400 V AC. Breaking capacity 6 kA with upstream fuse. Width "
                         "4 modules (70 mm). Terminal capacity 25 mm² rigid, 16 mm² flexible. Complies with EN 61008-1.\n"),
        "keresztmetszet": ("Vezeték-keresztmetszet és kismegszakító - gyors táblázat\n1,5 mm² Cu - B10 (világítás)\n"
                           "2,5 mm² Cu - B16 (dugalj)\n4 mm² Cu - B20/B25 (főzőlap, bojler)\n6 mm² Cu - B32\n"
                           "Hosszú nyomvonalnál feszültségesést ellenőrizni (max. 4%).\n"),
        "mvm": ("MVM Démász/ELMŰ hálózat - mérőhely kialakítás műszaki követelmények (kivonat)\nA mérőszekrény "
                "közterületről hozzáférhető helyen, 0,8-1,8 m magasságban. Csatlakozó vezeték min. 10 mm² Cu. "
                "Az igénybejelentést a felhasználó nevében a regisztrált villanyszerelő adja be az ügyfélportálon.\n"),
    }[kind]


def t_old_employer(r, dt, kind):
    if kind == "kilepo":
        return ("Villamos-Szer Kft.\n1106 Budapest, Gyömrői út 84.\n\nIGAZOLÁS a munkaviszony megszűnéséről\n\n"
                "Munkavállaló: Varga Gábor, villanyszerelő\nMunkaviszony kezdete: 2005. március 1.\n"
                "Munkaviszony megszűnése: 2016. június 30. (munkavállalói felmondás)\nKiadott szabadság: 100%\n"
                "Levont tartozás: nincs\n\nBudapest, 2016. június 30.\nKeller Tibor ügyvezető\n")
    return (f"Villamos-Szer Kft. - bérjegyzék\nNév: Varga Gábor  Hónap: {dt.year}. {HU_MONTHS[dt.month - 1]}\n"
            f"Alapbér: {_ft(_ftv(r, 240000, 290000, 100))}\nTúlóra: {_ft(_ftv(r, 10000, 60000, 100))}\n"
            "Levonások: szja 15%, járulékok 18,5%\n")


# ---- Fehérvári út 112 (Projects Electrical)

def t_fv(r, dt, kind):
    if kind == "felmeres":
        return ("Felmérés - Fehérvári út 112. társasház, 2026. április 14.\n- 8 emelet, 2 lépcsőház, 64 lakás\n"
                "- felszálló vezetékek alumínium 16 mm², 1970-es évek, kötések melegszenek\n- lépcsőházi világítás "
                "időzítős, fénycsöves, több helyen nem működik\n- főelosztó a pincében, mérőhelyek emeletenként\n"
                "Javaslat: felszállók cseréje 5x16 mm² Cu, emeleti elosztók cseréje, LED lámpák mozgásérzékelővel.\n")
    if kind == "ajanlat":
        return ("ÁRAJÁNLAT - Fehérvári út 112. Társasház\nLépcsőházi villamos hálózat és felszálló vezetékek cseréje\n\n"
                "Felszálló vezeték csere (2 lépcsőház, 16 szint): 4 280 000 Ft\nEmeleti elosztók cseréje (16 db): 1 920 000 Ft\n"
                "Lépcsőházi LED világítás, mozgásérzékelők: 1 150 000 Ft\nMérés, jegyzőkönyv, MVM ügyintézés: 310 000 Ft\n"
                "Összesen: 7 660 000 Ft + ÁFA\nKivitelezés: 2026. május 18. - augusztus 14., szakaszosan, lépcsőházanként.\n"
                "Varga Gábor villanyszerelő, alvállalkozó: Pintér Villszer Bt. (áfás számlázás miatt)\n")
    if kind == "szerzodes":
        return ("VÁLLALKOZÁSI SZERZŐDÉS\n\nMegrendelő: Fehérvári út 112. Társasház, képviseli: Kocsis Ildikó közös képviselő\n"
                "Vállalkozó: Pintér Villszer Bt., teljesítési segéd: Varga Gábor e.v.\nTárgy: a lépcsőházi villamos "
                "hálózat és a felszálló vezetékek cseréje a 2026. április 22-i ajánlat szerint\nHatáridő: 2026. augusztus 14.\n"
                "Előleg: 30%, a munkakezdéskor. Kötbér: napi 20 000 Ft késedelem esetén.\nA munkavégzés hétköznap 8-17 óra között.\n")
    if kind == "anyag":
        rows = ["Tétel;Mennyiség;Megjegyzés", "NYY-J 5x16 mm² Cu;420 m;felszállók", "Hager emeleti elosztó 12 modul;16 db;",
                "Kismegszakító C32 3P;64 db;lakásonként", "LED lámpa mozgásérzékelős 18W;48 db;", "Kábeltálca 100 mm;180 m;pince",
                "Tűzgátló habarcs;12 zsák;födémáttörések"]
        return "\n".join(rows) + "\n"
    if kind == "utemterv":
        return ("Ütemterv - Fehérvári út 112.\nMájus 18-29: A lépcsőház felszálló, áramszünet naponta 9-14 óra\n"
                "Június 1-19: A lépcsőház emeleti elosztók\nJúnius 22 - július 10: B lépcsőház felszálló\n"
                "Július 13-31: B lépcsőház elosztók\nAugusztus 3-14: lépcsőházi LED, mérés, átadás, MVM bejelentés\n")
    return _eml("Kocsis Ildikó <kozoskepviselo.kocsis@gmail.com>", "vargagabor.villany@gmail.com",
                "Fehérvári 112 - áramszünet értesítés", dt,
                "Kedves Gábor!\n\nKiraktam a hirdetményt a lépcsőházban a jövő heti áramszünetekről. A 3. emeleten "
                "lakó Rácz néni oxigénkoncentrátort használ, vele kérlek külön egyeztess. Az előleget a társasház "
                "számlájáról ma utaltuk a Bt.-nek.\n\nÜdv.: Ildikó")


# --------------------------------------------------------------------------- Finance

def t_kivonat(r, dt):
    bal = _ftv(r, 180000, 900000)
    rows = []
    for desc, lo, hi, sign in [("Illetmény - Dél-Budai Tankerületi Központ", 560000, 590000, 1),
                               ("OTP lakáshitel törlesztés", 142380, 142380, -1), ("Közös költség - Mérő u. 12 Társasház", 38600, 38600, -1),
                               ("MVM Next áram", 9000, 19000, -1), ("FŐTÁV", 14000, 38000, -1), ("Családi pótlék - MÁK", 27000, 27000, 1),
                               ("Kártyás vásárlás SPAR", 3000, 21000, -1), ("Kártyás vásárlás dm", 2000, 12000, -1),
                               ("Átutalás Varga Gábor", 150000, 300000, 1), ("Telekom", 12990, 12990, -1)]:
        v = _ftv(r, lo, hi)
        bal += sign * v
        rows.append(f"{_hn(dt - timedelta(days=r.randint(1, 28)))} {desc} {'+' if sign > 0 else '-'}{_n(v)}")
    return (f"OTP Bank Nyrt. - Számlakivonat\nSzámlatulajdonos: {ESZTER}\nSzámlaszám: 11773016-01548267-00000000\n"
            f"Időszak: {dt.year}. {HU_MONTHS[(dt.month - 2) % 12]}\n\n" + "\n".join(sorted(rows)) +
            f"\n\nZáró egyenleg: {_ft(bal)}\n")


def t_bank_csv(r, dt):
    rows = ["Könyvelés dátuma;Összeg;Pénznem;Partner;Közlemény"]
    for _ in range(r.randint(14, 24)):
        p, amt = r.choice([("SPAR Magyarország", -r.randint(2000, 24000)), ("Lidl", -r.randint(3000, 28000)),
                           ("Magyar Telekom", -12990), ("MVM Next", -r.randint(8000, 19000)), ("BKK Bérlet", -8950),
                           ("Mérő u. 12 Társasház", -38600), ("Varga Gábor", r.randint(100000, 300000)),
                           ("Tankerület illetmény", r.randint(560000, 590000)), ("Rossmann", -r.randint(1500, 9000)),
                           ("MOL", -r.randint(12000, 25000))])
        rows.append(f"{_hn(dt - timedelta(days=r.randint(0, 30)))};{amt};HUF;{p};")
    return "\n".join(rows) + "\n"


def t_szja(r, dt, year):
    inc = _ftv(r, 6_700_000, 7_200_000, 1000)
    return (f"NAV - {str(year)[2:]}SZJA bevallási tervezet (összesítő)\nAdózó: {ESZTER}, adóazonosító jel: 83{r.randint(10000000, 99999999)}\n"
            f"Bevallási időszak: {year}. január 1. - december 31.\n\nÖsszevont adóalapba tartozó jövedelem: {_ft(inc)}\n"
            f"Munkáltató által levont szja: {_ft(round(inc * 0.15) - 2 * 66670 * 12 // 10)}\nCsaládi kedvezmény (2 eltartott): "
            f"{_ft(2 * 66670 * 12 // 10)}\nFizetendő / visszatérítendő adó: 0 Ft\n\nA tervezet {year + 1}. május 20-án bevallássá vált.\n"
            "Rendelkező nyilatkozat a befizetett adó kétszer 1%-áról: külön EGYSZA nyomtatványon.\n")


def t_egysza(r, dt, year):
    return (f"{str(year)[2:]}EGYSZA - Rendelkező nyilatkozat a befizetett személyi jövedelemadó 1+1%-áról\n\n"
            f"Magánszemély: {ESZTER}\nKedvezményezett civil szervezet: Bikás Parki Gyerekekért Alapítvány, adószám 18092214-1-43\n"
            "Kedvezményezett technikai szám: 0011 (Magyar Katolikus Egyház)\nA nyilatkozat visszavonásig érvényes: igen\n"
            f"Beküldve az eSZJA felületen: {_hn(dt)}\n")


def t_lakashitel(r, dt, year):
    return (f"OTP Jelzálogbank Zrt.\nÉves értesítő a kölcsönszerződésről - {year}\n\nAdósok: Varga Gábor, Varga Eszter\n"
            f"Kölcsön: lakásvásárlási hitel, szerződésszám: 0-HP-{r.randint(100000, 999999)}\nFolyósítás: 2014. augusztus 12.\n"
            f"Lejárat: 2034. augusztus 10.\nFennálló tőketartozás {year}. december 31-én: {_ft(_ftv(r, 9_400_000, 10_600_000, 1))}\n"
            f"Havi törlesztő: 142 380 Ft\nKamatperiódus: 5 év, ügyleti kamat: {r.uniform(4.9, 6.2):.2f}%\n"
            f"Következő kamatforduló: 2029. augusztus\nFedezet: 1119 Budapest, Mérő utca 12. IV/11., hrsz. 4151/{r.randint(10, 99)}/A/44\n")


def t_map(r, dt):
    return (f"Magyar Államkincstár - Értékpapír-számlakivonat\nÜgyfél: {ESZTER}\nFordulónap: {_hn(dt)}\n\n"
            f"MÁP Plusz 2027/I. névérték: {_ft(_ftv(r, 800000, 2000000, 100000))}\n"
            f"Prémium Magyar Állampapír PMÁP 2030/J: {_ft(_ftv(r, 500000, 1500000, 100000))}\n"
            f"Kamatjóváírás a tárgyidőszakban: {_ft(_ftv(r, 40000, 120000))}\n")


def t_payslip(r, dt):
    gross = _ftv(r, 655000, 705000, 100)
    return (f"ILLETMÉNYJEGYZÉK - KIRA\nMunkáltató: {TK}\nNév: {ESZTER}  Intézmény: {SCHOOL}\n"
            f"Hónap: {dt.year}. {HU_MONTHS[dt.month - 1]}\n\nIlletmény: {_ft(gross)}\nOsztályfőnöki pótlék: "
            f"{_ft(_ftv(r, 30000, 40000, 100))}\nTB járulék 18,5%: -{_ft(round(gross * 0.185))}\nSzja 15% (családi "
            f"kedvezmény után): -{_ft(round(gross * 0.15) - 40000)}\nNettó kifizetés: {_ft(round(gross * 0.665) + 40000)}\n"
            "Utalás: 11773016-01548267\n")


def t_m30(r, dt, year):
    inc = _ftv(r, 7_300_000, 7_900_000, 1000)
    return (f"M30 IGAZOLÁS a {year}. évi jövedelemről és levont adóról\nKifizető: {TK} (adószám 15835490-2-43)\n"
            f"Magánszemély: {ESZTER}\nMunkaviszonyból származó jövedelem: {_ft(inc)}\nLevont szja: {_ft(round(inc * 0.15) - 160000)}\n"
            f"Családi kedvezmény érvényesítve: {_ft(160008)}\nTB járulék: {_ft(round(inc * 0.185))}\n")


def t_biztositas(r, dt, kind):
    if kind == "otthon":
        return (f"Groupama Biztosító Zrt.\nOtthonbiztosítás - kötvény és díjértesítő\nSzerződő: {GABOR}\nKockázatviselési hely: "
                f"{HOME_ADDR}\nÉpület (társasházi lakás): 38 000 000 Ft\nIngóság: 9 000 000 Ft\nFelelősségbiztosítás: 20 000 000 Ft\n"
                f"Éves díj: {_ft(_ftv(r, 48000, 62000))}\nÉvforduló: március 1.\nKárbejelentés: 06 1 467 3500\n")
    return (f"Allianz Hungária - Életbiztosítás éves értesítő\nBiztosított: {ESZTER}\nKedvezményezett: Varga Gábor, "
            f"Varga Bence, Varga Lili\nBiztosítási összeg haláleset: 10 000 000 Ft\nÉves díj: {_ft(_ftv(r, 96000, 120000))}\n"
            "Tartam: 2016-2036\n")


def t_csaladi_potlek(r, dt):
    return ("Magyar Államkincstár - Családtámogatási Főosztály\nÉRTESÍTÉS családi pótlék folyósításáról\n\n"
            f"Jogosult: {ESZTER}\nGyermekek: Varga Bence (2010), Varga Lili (2016)\nHavi összeg: 26 000 Ft "
            f"(2 gyermek, gyermekenként 13 000 Ft)\nFolyósítás: minden hónap 5-éig bankszámlára\nKelt: {_hd(dt)}\n")


def t_budget(r, dt):
    rows = ["Tétel;Havi összeg;Megjegyzés", "Lakáshitel;142380;OTP", "Közös költség;38600;", "Rezsi (áram, távhő, víz);"
            f"{_ftv(r, 38000, 62000)};télen több", "Telekom;12990;net+TV", "Kaja;" + str(_ftv(r, 180000, 240000, 1000)) + ";",
            "BKK bérletek;" + str(8950 + 3450) + ";Eszter + Bence diák", "Autó (benzin, biztosítás);" + str(_ftv(r, 45000, 70000, 1000)) + ";",
            "Gyerekek (úszás, menza, különóra);" + str(_ftv(r, 55000, 85000, 1000)) + ";magyar különóra Bencének",
            "Megtakarítás MÁP;50000;", "Fürdőszoba;" + str(_ftv(r, 100000, 200000, 1000)) + ";idén"]
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- Home

def t_kozos(r, dt):
    return (f"Mérő utca 12. Társasház\nKözös képviselő: Pannon-Ház Kft., 1117 Budapest, Irinyi József utca 4.\n\n"
            f"EGYENLEGKÖZLŐ - {dt.year}. {HU_MONTHS[dt.month - 1]}\nAlbetét: IV. emelet 11. ({ESZTER}, {GABOR})\n"
            f"Közös költség: 27 400 Ft/hó\nFelújítási alap: 8 200 Ft/hó\nLift karbantartás: 3 000 Ft/hó\n"
            f"Havi előírás összesen: 38 600 Ft\nEgyenleg {_hn(dt)}: {r.choice(['0 Ft', '0 Ft', '-38 600 Ft (hátralék)'])}\n"
            "Befizetés: 10700055-65482911-51100005, közlemény: IV/11\n")


def t_kozgyules(r, dt, kind):
    if kind == "meghivo":
        return (f"MEGHÍVÓ\nA Mérő utca 12. Társasház éves rendes közgyűlésére\nIdőpont: {_hd(dt + timedelta(days=14))} 18:00\n"
                "Helyszín: a Bikás Parki Általános Iskola ebédlője\nNapirend:\n1. A 2025. évi elszámolás elfogadása\n"
                "2. A 2026. évi költségvetés, közös költség emelése 6%-kal\n3. A tető szigetelésének felújítása, "
                "árajánlatok\n4. Kerékpártároló kialakítása a pincében\n5. Egyebek\nHatározatképtelenség esetén a "
                "megismételt közgyűlés 18:30-kor.\n")
    return (f"JEGYZŐKÖNYV\nMérő utca 12. Társasház közgyűlés, {_hd(dt)}\nJelen: 41 tulajdonos, 6 380/10 000 tulajdoni "
            "hányad, határozatképes.\n1/2026. határozat: a közgyűlés a 2025. évi elszámolást elfogadja (igen 38).\n"
            "2/2026. határozat: a közös költség 2026. július 1-től 6%-kal emelkedik (igen 29, nem 12).\n"
            "3/2026. határozat: a tetőszigetelésre a Tetőmester Kft. ajánlatát fogadja el, 18,4 millió Ft, "
            "felújítási alapból.\nA felújítások miatti zajos munka hétköznap 8-18 óra között végezhető.\n")


def t_mvm(r, dt):
    kwh = r.randint(160, 290)
    return (f"MVM Next Energiakereskedelmi Zrt.\nVillamosenergia számla\nFelhasználó: {GABOR}\nFelhasználási hely: {HOME_ADDR}\n"
            f"Vevő (fizető) azonosító: {r.randint(10**9, 10**10 - 1)}\nElszámolt időszak: {dt.year}. {HU_MONTHS[(dt.month - 2) % 12]}\n"
            f"Fogyasztás: {kwh} kWh (részszámla, becsült)\nRezsicsökkentett ár: 36 Ft/kWh az átlagfogyasztásig\n"
            f"Fizetendő: {_ft(round(kwh * 36.0) + 420)}\nFizetési határidő: {_hn(dt + timedelta(days=15))}\nCsoportos beszedés.\n")


def t_fotav(r, dt):
    return (f"FŐTÁV Zrt.\nTávhő- és használati melegvíz számla\nDíjfizető: {GABOR}, {HOME_ADDR}\n"
            f"Időszak: {dt.year}. {HU_MONTHS[(dt.month - 2) % 12]}\nAlapdíj (légtérfogat 156 m³): {_ft(_ftv(r, 5800, 6400))}\n"
            f"Hődíj (költségosztós): {_ft(_ftv(r, 2000, 24000))}\nMelegvíz: {r.uniform(3.5, 6.8):.1f} m³, {_ft(_ftv(r, 4500, 9000))}\n"
            f"Fizetendő: {_ft(_ftv(r, 14000, 38000))}\n")


def t_vizmuvek(r, dt):
    return (f"Fővárosi Vízművek Zrt.\nVíz- és csatornadíj számla\nFelhasználási hely: {HOME_ADDR}\nMérőállás: "
            f"{r.randint(300, 900)} m³\nFogyasztás: {r.randint(8, 16)} m³ (két hónap)\nVízdíj + csatornadíj: {_ft(_ftv(r, 7000, 14000))}\n"
            f"Fizetési határidő: {_hn(dt + timedelta(days=15))}\n")


def t_nhkv(r, dt):
    return (f"NHKV Nemzeti Hulladékgazdálkodási Koordináló és Vagyonkezelő Zrt.\nHulladékgazdálkodási közszolgáltatási díj - "
            f"negyedéves számla\nIngatlan: {HOME_ADDR}\nKözszolgáltató: FKF\nÜrítés: 120 l, heti 2 alkalom (társasházi)\n"
            f"Fizetendő: {_ft(_ftv(r, 9000, 11000))}\n")


def t_telekom(r, dt):
    return (f"Magyar Telekom Nyrt.\nSzámla - {dt.year}. {HU_MONTHS[dt.month - 1]}\nElőfizető: {GABOR}\nSzolgáltatások: "
            "Magenta Otthon Net 1000 Mbps, TV M csomag, 2 mobil-előfizetés\nHavi díj: 12 990 Ft + mobil 2x5 990 Ft\n"
            f"Fizetendő: {_ft(24970 + _ftv(r, 0, 3000))}\n")


def t_javitas(r, dt):
    return (f"MUNKALAP - Szerviz-Pont Háztartásigép Javító\n1115 Budapest, Bartók Béla út 105.\n\nÜgyfél: {ESZTER}, {HOME_ADDR}\n"
            f"Készülék: {r.choice(['Whirlpool FFB 8458 mosógép', 'Bosch SMS4HVI33E mosogatógép', 'Samsung RB34 hűtő'])}\n"
            f"Hiba: {r.choice(['nem ereszti le a vizet', 'E15 hibakód, szivárgás', 'hangos, nem hűt rendesen'])}\n"
            f"Elvégzett munka: {r.choice(['szivattyú csere', 'tömítés csere, tisztítás', 'ventilátor csere'])}\n"
            f"Kiszállás: 9 000 Ft, munkadíj: {_ft(_ftv(r, 12000, 24000))}, alkatrész: {_ft(_ftv(r, 8000, 26000))}\n"
            "Garancia a javításra: 6 hónap\n")


def t_manual(r, dt, kind):
    return {
        "mosogep": ("Whirlpool FFB 8458 - Használati útmutató\nProgramok: Pamut, Szintetikus, Gyapjú, Gyors 30', Öko 40-60.\n"
                    "A szivattyú szűrőjét havonta tisztítsa. Hibakódok: F06 ajtózár, F09 túl sok víz, F18 leeresztés.\n"),
        "mosogatogep": ("Bosch Serie 4 mosogatógép - Kezelési útmutató\nSóadagolás: a vízkeménység beállítása H:04 (Budapest).\n"
                        "Öblítőszer szint alacsony: ha a jelzőfény világít. E15: a talpban víz van, áramtalanítsa a készüléket.\n"),
        "robot_en": ("Xiaomi Robot Vacuum S10 - User Manual\nCharging the robot: place the dock against a wall with 0.5 m "
                     "clearance on each side. Mapping: the first run creates a map in the Mi Home app. Clean the main brush "
                     "weekly and replace the filter every 3-6 months.\n"),
        "klima": ("Gree Pulse 3,5 kW klíma - kezelési útmutató\nÜzemmódok: hűtés, fűtés, szárítás, ventilátor.\n"
                  "A szűrőt kéthetente tisztítsa langyos vízzel. Téli fűtés -15 °C külső hőmérsékletig.\n"),
        "suto_en": ("Electrolux oven EOF3H50BX - Instructions\nBefore first use heat the empty oven at 250 °C for one hour. "
                    "Use the rack on level 2 for cakes. Pyrolytic cleaning: remove all accessories before starting.\n"),
    }[kind]


# --------------------------------------------------------------------------- Health

def t_lab(r, dt, who):
    return (f"Szent Imre Egyetemi Oktatókórház - Központi Laboratórium\n1115 Budapest, Tétényi út 12-16.\n\n"
            f"Beteg: {who}  TAJ: {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}\nMintavétel: {_hn(dt)}\n"
            f"Beküldő: dr. Fekete Judit háziorvos\n\nVizsgálat;Eredmény;Referencia\n"
            f"Hemoglobin;{r.randint(118, 152)} g/l;120-160\nVas;{r.uniform(6, 25):.1f} µmol/l;9-30\n"
            f"Ferritin;{r.randint(8, 90)} µg/l;15-150\nTSH;{r.uniform(0.6, 4.2):.2f} mU/l;0,35-4,94\n"
            f"Glükóz (éhgyomri);{r.uniform(4.2, 6.1):.1f} mmol/l;3,9-6,0\nKoleszterin;{r.uniform(4.2, 6.4):.1f} mmol/l;<5,2\n"
            "Az eredményeket az EESZT-be feltöltöttük.\n")


def t_ambulans(r, dt, who, kind):
    if kind == "terd":
        return (f"AMBULÁNS LAP\nSzent Imre Egyetemi Oktatókórház, Ortopédiai Szakrendelés\nBeteg: {who}\nDátum: {_hn(dt)}\n\n"
                "Panasz: jobb térd fájdalma lépcsőn lefelé, munka közben (térdelés) rosszabb.\nStátusz: mozgás szabad, "
                "mediális ízületi rés nyomásérzékeny, folyadék nincs.\nRtg: kezdődő degeneratív eltérés.\n"
                "Javaslat: gyógytorna 10 alkalom, térdvédő munka közben, NSAID szükség szerint. Kontroll 3 hónap múlva.\n"
                "dr. Bíró Ákos ortopéd szakorvos\n")
    return (f"AMBULÁNS LAP - Fül-orr-gégészet\nBeteg: {who}\nDátum: {_hn(dt)}\nDg.: akut arcüreggyulladás\nTerápia: "
            "Augmentin 875/125 mg 2x1, 7 napig; orrspray.\nKeresőképtelen: 5 napig.\n")


def t_fogorvos(r, dt, who):
    return (f"Dr. Kiss Dental Kft. - Fogászati kezelési terv és számla\n1114 Budapest, Bartók Béla út 48.\nPáciens: {who}\n"
            f"Dátum: {_hn(dt)}\n\nKompozit tömés (36): {_ft(24000)}\nFogkő-eltávolítás, polírozás: {_ft(16000)}\n"
            f"Röntgen (panoráma): {_ft(9000)}\nÖsszesen: {_ft(49000)}\nFizetve: bankkártya\n")


def t_gyerekorvos(r, dt, kind):
    if kind == "oltas":
        return ("Oltási kiskönyv - kivonat (dr. Mészáros Anikó házi gyermekorvos)\nVarga Lili (szül. 2016.10.03.)\n"
                "BCG: 2016 - kórház\nDTPa-IPV-Hib-HBV: 2 hó, 3 hó, 4 hó, 18 hó\nMMR: 15 hó, 11 év (esedékes)\n"
                "PCV13: 2 hó, 4 hó, 12 hó\nBárányhimlő (Varilrix): 2018, 2019\nKullancs (FSME Junior): 2023, 2024\n")
    if kind == "sport":
        return (f"SPORTORVOSI ENGEDÉLY\nNév: Varga Bence (szül. 2010.11.21.)\nSportág: kosárlabda, versenyszerű\n"
                f"Egyesület: Gazdagréti Kosárlabda SE\nEKG: ép, vérnyomás 118/72\nAlkalmas: {_hn(dt)} - {_hn(dt + timedelta(days=182))}\n")
    return (f"Gyermekorvosi igazolás\nVarga Lili 3.b osztályos tanuló {_hn(dt - timedelta(days=4))} és {_hn(dt)} között "
            "betegség (láz, torokgyulladás) miatt nem látogathatta az iskolát. Közösségbe mehet holnaptól.\n"
            "dr. Mészáros Anikó házi gyermekorvos\n")


def t_recept(r, dt, who):
    return (f"EESZT - Kiváltható receptek\n{who}\nLekérdezés: {_hn(dt)}\n\nEuthyrox 50 µg tabletta 100x - felírta dr. Fekete Judit\n"
            "Algopyrin 500 mg - vény nélküli, nem szerepel\nSmecta por - kiváltva\n")


def t_gyogytorna(r, dt):
    return (f"Gyógytorna - Szent Imre Rehabilitáció\nPáciens: {GABOR}\nBeutaló: ortopédia, jobb térd\n"
            f"Időpontok: {', '.join(_hn(dt + timedelta(days=7 * i)) for i in range(5))}\n"
            "Otthoni gyakorlatok: quadriceps feszítés 3x15, egylábas állás 3x30 mp, szobabicikli 15 perc ellenállás nélkül.\n")


def t_szemuveg(r, dt):
    return (f"Optic World - Bartók Béla út\nVevő: {ESZTER}\nDioptria: J -2,25 cyl -0,50 ax 90; B -2,00\n"
            f"Multifokális lencse, antireflex: {_ft(_ftv(r, 68000, 98000, 1000))}\nKeret: {_ft(_ftv(r, 24000, 38000, 1000))}\n"
            "Egészségpénztári számlára (OTP Egészségpénztár) kiállítva.\n")


def t_health_article(r, dt, kind):
    return {
        "vas": ("Vashiány gyerekeknél - mire figyeljünk?\nFáradékonyság, sápadtság, koncentrációs zavar utalhat rá. "
                "Vasban gazdag ételek: máj, vörös hús, lencse, spenót. A C-vitamin segíti a felszívódást, a tej és a tea "
                "gátolja. Vaspótlást csak orvosi javaslatra, vérkép alapján kezdjünk.\n"),
        "terd": ("Térdkímélő mozgás ülőmunkát és térdelést végzőknek\nA combizom erősítése csökkenti a térdízület terhelését. "
                 "Javasolt: úszás, kerékpár, nordic walking. Kerülje a mély guggolást és a hosszú térdelést térdvédő nélkül.\n"),
        "sleep_en": ("Teenagers and sleep: why 8-10 hours still matters\nAdolescents' body clocks shift later, so early "
                     "school starts cut into sleep. Keeping screens out of the bedroom and a consistent wake-up time at "
                     "weekends help more than catching up on Saturday.\n"),
    }[kind]


# --------------------------------------------------------------------------- School (children)

def t_kreta(r, dt, k=None):
    msgs = [
        ("Szülői értekezlet", "Tisztelt Szülők! A 3.b osztály szülői értekezletét jövő kedden 17:30-kor tartjuk a 12-es "
         "teremben. Téma: az erdei iskola, a tanév vége, a negyedik osztályos tankönyvek. Bodnárné Kis Edit osztályfőnök"),
        ("Erdei iskola befizetés", "Tisztelt Szülők! Az erdei iskola (Bánkút, június 8-10.) díja 42 000 Ft, amelyet "
         "május 20-ig kérünk befizetni az alapítvány számlájára. Bodnárné Kis Edit"),
        ("Matematika felmérő", "Tisztelt Szülők! A szorzótábla felmérőt jövő szerdán írjuk, kérem, otthon gyakoroljanak a "
         "gyerekekkel a 6-os, 7-es, 8-as szorzótáblát. Bodnárné Kis Edit"),
        ("Ballagás", "Tisztelt Szülők! A 8. évfolyam ballagása június 13-án szombaton 10 órakor lesz az iskola udvarán. "
         "A ballagó diákok ünneplő ruhában 9 órára érkezzenek. Tóth Krisztina, 8.a osztályfőnök"),
    ]
    subj, body = msgs[k] if k is not None else r.choice(msgs)
    return f"e-KRÉTA üzenet\nFeladó: {KID_SCHOOL}\nTárgy: {subj}\nDátum: {_hn(dt)}\n\n{body}\n"


def t_menza(r, dt):
    return (f"XI. kerületi Gazdasági Ellátó Szervezet - Étkezési díj\nTanuló: Varga Lili (3.b), {KID_SCHOOL}\n"
            f"Időszak: {dt.year}. {HU_MONTHS[dt.month % 12]}\nNapi díj: 561 Ft (napi háromszori étkezés)\n"
            f"Munkanapok: {r.randint(17, 22)}\nFizetendő: {_ft(561 * r.randint(17, 22))}\nFizetés: online, SimplePay, "
            f"a hó 10-éig. Lemondás: előző nap 9 óráig az e-menza felületen.\n")


def t_kirandulas(r, dt):
    return (f"SZÜLŐI NYILATKOZAT\nAlulírott Varga Eszter hozzájárulok, hogy gyermekem, Varga Lili (3.b) részt vegyen a "
            "bánkúti erdei iskolában (2026. június 8-10.).\nGyermekem gyógyszert nem szed / a következő gyógyszert szedi: "
            "-\nÉtelallergia: nincs\nTelefonszám: +36 30 512 7741\nBudapest, 2026. május ____\n"
            "Aláírás: ____________________\n")


def t_ertesito(r, dt, who):
    subj = ["Magyar nyelv és irodalom", "Matematika", "Környezetismeret", "Angol nyelv", "Ének-zene", "Vizuális kultúra",
            "Testnevelés", "Technika"] if who == "Lili" else ["Magyar nyelv", "Irodalom", "Matematika", "Történelem",
            "Angol nyelv", "Fizika", "Kémia", "Biológia", "Földrajz", "Informatika", "Testnevelés"]
    g = ["jeles", "jó", "jeles", "közepes", "jeles"] if who == "Lili" else ["5", "4", "4", "5", "3"]
    return (f"{KID_SCHOOL}\nFélévi értesítő - {dt.year - 1}/{dt.year}. tanév\nTanuló: Varga {who}   Osztály: "
            f"{'3.b' if who == 'Lili' else '8.a'}\n\n" + "\n".join(f"{s}: {r.choice(g)}" for s in subj) +
            f"\nMagatartás: {r.choice(['példás', 'jó'])}  Szorgalom: {r.choice(['példás', 'jó'])}\nMulasztás: {r.randint(2, 30)} óra, igazolt\n")


def t_uszas(r, dt):
    return ("Kelenföldi Úszóiskola - tájékoztató\nVarga Lili, haladó csoport, kedd-csütörtök 16:30, Tüske uszoda\n"
            f"Havidíj: 16 500 Ft, a hó 5-éig átutalással.\nJúniusban a csoport {_hn(dt + timedelta(days=20))}-ig edz, utána nyári szünet.\n")


def t_ovoda(r, dt, kind):
    if kind == "ballagas":
        return ("Bikás Ovi - Napsugár csoport\nKedves Szülők! Az évzáró és ballagás 2023. május 26-án pénteken 16 órakor lesz. "
                "A nagycsoportosok tarisznyáját a szülői közösség készíti. Köszönjük ezt a négy évet!\nZsuzsa óvó néni és Kati néni\n")
    return ("Óvodai szakvélemény / iskolaérettség\nVarga Lili (szül. 2016.10.03.)\nA gyermek a 2023/2024. tanévben "
            "megkezdheti az általános iskolát. Finommotorika megfelelő, figyelme életkorának megfelelő.\nBikás Ovi, 2023. január\n")


# ---- Bence's admission (Projects School)

def t_felv(r, dt, kind):
    if kind == "iskolak":
        return ("Bence - gimnázium lista (2025 ősz)\n1. Kelenföldi Gimnázium - 4 évfolyamos, emelt matek-fizika (kód 0011) - "
                "tavaly 78 pont volt a határ\n2. Kelenföldi Gimnázium - általános tantervű (0012)\n3. Budai Szent Gellért "
                "Gimnázium - informatika (1002) - messzebb, 45 perc BKV\n4. Újbudai Technikum - informatika (2301) - tartalék\n"
                "Nyílt napok: november 7., november 19., november 26.\nKözponti írásbeli jelentkezés: december 5-ig!\n")
    if kind == "nyilt":
        return ("Nyílt nap - Kelenföldi Gimnázium, 2025. november 19.\n- matek-fizika tagozat: heti 6 matek, 9.-ben "
                "csoportbontás\n- felvételi pontszám: hozott pont 50 (7. év vége + 8. félév), írásbeli 100, szóbeli 50\n"
                "- szóbeli: matematika feladatmegoldás és beszélgetés\n- Bencének tetszett a fizika labor, az igazgató kedves volt\n")
    if kind == "jelentkezes":
        return ("JELENTKEZÉSI LAP - központi írásbeli felvételi vizsgára\nTanuló: Varga Bence  Oktatási azonosító: 7"
                f"{r.randint(10**9, 10**10 - 1)}\nÁltalános iskola: {KID_SCHOOL}\nVizsga helye: Kelenföldi Gimnázium\n"
                "Tantárgyak: magyar nyelv, matematika\nSajátos nevelési igény: nincs\nBudapest, 2025. november 28.\n")
    if kind == "ertekelolap":
        return ("ÉRTÉKELŐ LAP - központi írásbeli vizsga, 2026. január 17.\nVarga Bence\n\nMatematika: 41 / 50 pont\n"
                "Magyar nyelv: 36 / 50 pont\nÖsszesen: 77 / 100 pont\nA dolgozatok megtekintése: január 27., 8-16 óra.\n")
    if kind == "tanar":
        return ("Magyar felvételi előkészítő - jegyzet (Pintér Réka)\nBence: szövegértés jó, helyesírás gyenge (j/ly, "
                "egybe- és különírás). Fogalmazás: túl rövid, a 8-10 mondatot nem éri el. Következő alkalom: 2022-es "
                "feladatsor 6-10. feladat, szófajok ismétlése.\nÓradíj: 7 000 Ft, heti egy alkalom, szerda 17:00.\n")
    if kind == "tanar_szamla":
        return (f"NYUGTA\nPintér Réka magántanár\nÓradíj - magyar felvételi felkészítés, Varga Bence, {dt.year}. "
                f"{HU_MONTHS[dt.month - 1]}: 4 alkalom x 7 000 Ft = 28 000 Ft\nFizetve készpénzben.\n")
    if kind == "rangsor":
        return ("Kelenföldi Gimnázium - ideiglenes felvételi jegyzék (kivonat)\nTagozat: 0011 matematika-fizika\n"
                "Azonosító;Összpont;Helyezés\n...\n7" + str(r.randint(10**9, 10**10 - 1)) + ";168;23\n...\n"
                "A keretszám 34 fő. A jegyzék nem jelenti a felvételt, a végleges döntés április 30.\n")
    if kind == "ertesites":
        return ("Kelenföldi Gimnázium\n1119 Budapest\n\nÉRTESÍTÉS FELVÉTELRŐL\n\nTisztelt Varga Eszter és Varga Gábor!\n\n"
                "Értesítjük, hogy gyermeküket, Varga Bencét a 2026/2027. tanévre a 9. évfolyam matematika-fizika "
                "tagozatára (0011) felvettük. A beiratkozás időpontja: 2026. június 23. 8-12 óra.\n"
                "Kérjük, hozzák magukkal az általános iskolai bizonyítványt, a TAJ-kártyát, a lakcímkártyát és a "
                "diákigazolványt.\n\nBudapest, 2026. április 24.\nDr. Halmi Gábor igazgató\n")
    if kind == "beiratkozas":
        return ("Beiratkozás - teendők (jún. 23.)\n- 8. osztályos bizonyítvány (jún. 19-én kapja meg)\n- TAJ kártya, "
                "lakcímkártya, személyi\n- nyilatkozat etika/hittan\n- 2. idegen nyelv választása: német vagy spanyol "
                "(Bence: spanyol)\n- tankönyvrendelés szeptemberre, gólyatábor aug. 24-26. (28 000 Ft)\n")
    # practice paper
    probs = [
        "Számítsd ki a következő kifejezés értékét: 3/4 + 5/6 - 1/3!",
        "Egy kerékpáros 2,5 óra alatt 40 km-t tesz meg. Mekkora az átlagsebessége km/h-ban?",
        "Egy téglatest élei 3 cm, 4 cm és 12 cm. Mekkora a testátlója?",
        "Egy kabát árát 20%-kal csökkentették, így 23 200 Ft lett. Mennyi volt az eredeti ár?",
        "Hány olyan háromjegyű szám van, amelynek minden jegye páratlan?",
        "Egy osztály tanulóinak 3/7 része fiú. Hány lány van az osztályban, ha 12 fiú jár oda?",
        "Oldd meg az egyenletet: 5(x - 2) = 3x + 6!",
    ]
    return (f"Központi írásbeli felvételi feladatsor - Matematika - 8. évfolyam ({kind})\nOktatási Hivatal\n"
            "A feladatok megoldására 45 perc áll rendelkezésedre. Zsebszámológépet nem használhatsz.\n\n"
            + "\n".join(f"{i}. {p}" for i, p in enumerate(r.sample(probs, 5), 1)) + "\n")


# --------------------------------------------------------------------------- Family

KK = "6000 Kecskemét, Hoffmann János utca 24."


def t_kk(r, dt, kind):
    if kind == "megbizas":
        return ("INGATLANKÖZVETÍTŐI MEGBÍZÁSI SZERZŐDÉS (kizárólagos)\n\nMegbízók: Szabó József és Szabó Józsefné szül. Tóth Ilona, "
                f"{KK}\nképviseli: Varga Eszter meghatalmazott\nMegbízott: Hírös Ingatlan Kft., 6000 Kecskemét, Rákóczi út 7.\n\n"
                f"Ingatlan: {KK}, hrsz. 2871/4, 96 m² családi ház, 612 m² telek\nIrányár: 64 900 000 Ft\n"
                "Jutalék: a vételár 3%-a + áfa, sikeres adásvétel esetén\nA megbízás 2026. február 1-től hat hónapig "
                "kizárólagos.\nKecskemét, 2026. január 29.\n")
    if kind == "ertekbecsles":
        return (f"Értékbecslés / piaci ár javaslat\nIngatlan: {KK}\nÉpült: 1978, tégla, 3 szoba + nappali, pince, garázs\n"
                "Állapot: felújítandó (nyílászárók eredetiek, gázkazán 2011-es)\nÖsszehasonlító adatok: Hoffmann J. u. 18: "
                "61,5 M Ft (2025 nov.), Kápolna u.: 68 M Ft (felújított)\nJavasolt irányár: 63-66 millió Ft\nHírös Ingatlan, Nagy Tamás\n")
    if kind == "energetikai":
        return (f"ENERGETIKAI TANÚSÍTVÁNY\nÉpület: {KK} (hrsz. 2871/4)\nRendeltetés: lakóépület\nFajlagos primerenergia-igény: "
                "312 kWh/m²év\nBesorolás: HH (gyenge)\nKorszerűsítési javaslat: homlokzati hőszigetelés 15 cm, ablakcsere, "
                "kondenzációs kazán\nAzonosító: HET-" + str(r.randint(10**7, 10**8 - 1)) + "\nÉrvényes 10 évig.\n")
    if kind == "tulajdonilap":
        return ("TULAJDONI LAP - nem hiteles másolat (E-hiteles)\nKecskemét belterület 2871/4 helyrajzi szám\nKivett lakóház, "
                "udvar, 612 m²\nII. rész: 1. Szabó József 1/2, 2. Szabó Józsefné szül. Tóth Ilona 1/2 (vétel, 1979)\n"
                "III. rész: terhek: nincs\nLekérdezve: Földhivatal Online, " + _hn(dt) + "\n")
    if kind == "meghatalmazas":
        return ("MEGHATALMAZÁS\n\nAlulírott Szabó József (szül. Kecskemét, 1947) és Szabó Józsefné szül. Tóth Ilona (szül. "
                f"Lajosmizse, 1950), {KK} szám alatti lakosok meghatalmazzuk lányunkat, Varga Eszter (szül. Kecskemét, 1981) "
                f"{HOME_ADDR} szám alatti lakost, hogy a {KK} alatti ingatlan eladása ügyében az ingatlanközvetítővel, a "
                "vevőkkel, a földhivatallal és a közműszolgáltatókkal eljárjon.\n\nKecskemét, 2026. január 20.\n"
                "Tanúk: Kovácsné Szabó Katalin, Kovács Péter\n")
    if kind == "ajanlat":
        return _eml("Nagy Tamás - Hírös Ingatlan <nagy.tamas@hirosingatlan.hu>", "varga.eszter81@gmail.com",
                    "Vételi ajánlat - Hoffmann János u. 24.", dt,
                    "Kedves Eszter!\n\nA Fekete házaspár a második megtekintés után 61 500 000 Ft-os vételi ajánlatot tett, "
                    "3 000 000 Ft foglalóval, birtokbaadás július végén. Banki hitel (CSOK Plusz) is lesz, ezért az "
                    "értékbecslőt be kell engedni. Szerintem 63 millióig fel tudjuk vinni. Beszéljen a szüleivel, "
                    "és holnap estig jelezzen vissza.\n\nÜdvözlettel:\nNagy Tamás\nHírös Ingatlan Kft.")
    if kind == "eloszerzodes":
        return ("ADÁSVÉTELI ELŐSZERZŐDÉS - tervezet v2\n\nEladók: Szabó József, Szabó Józsefné (képviseli Varga Eszter)\n"
                "Vevők: Fekete Tamás és Fekete-Kiss Anna, 6000 Kecskemét, Szolnoki út 31.\n"
                f"Ingatlan: {KK}, hrsz. 2871/4\nVételár: 62 800 000 Ft\nFoglaló: 3 000 000 Ft, az aláíráskor átutalással\n"
                "A fennmaradó vételárból 38 000 000 Ft banki kölcsönből, a többi önerőből a végleges szerződéskor.\n"
                "Birtokbaadás: 2026. július 31. Az eladók a közműórák állását a birtokbaadáskor jegyzőkönyvben rögzítik.\n"
                "Ellenjegyző ügyvéd: dr. Balogh Katalin\n")
    if kind == "ugyved":
        return _eml("dr. Balogh Katalin <iroda@baloghugyved.hu>", "varga.eszter81@gmail.com", "Hoffmann u. 24 - végleges szerződés",
                    dt, "Tisztelt Varga Eszter!\n\nA vevők bankja (OTP) a kölcsönt jóváhagyta, az értékbecslés 63,5 millió Ft. "
                    "A végleges adásvételi szerződés aláírását július 8-ra javaslom az irodámban. Kérem, hozza magával a "
                    "meghatalmazás eredeti példányát és a szülei személyi okmányainak másolatát. A vételár a szülők "
                    "K&H számlájára érkezik.\n\nÜdvözlettel:\ndr. Balogh Katalin ügyvéd")
    if kind == "foglalo":
        return (f"NYUGTA / ELISMERVÉNY foglaló átvételéről\nAlulírott Varga Eszter mint a Szabó házaspár meghatalmazottja "
                f"elismerem, hogy a {KK} alatti ingatlan vételárába beszámítandó 3 000 000 Ft foglalót a vevők a mai napon "
                f"átutalták a 10402805-50526789-00000000 számlára.\nKecskemét, {_hd(dt)}\n")
    if kind == "hirdetes":
        return ("Eladó családi ház Kecskemét, Hoffmann János utcában!\n96 m²-es, 3 szoba + nappalis, tégla építésű ház "
                "612 m²-es gondozott telken, garázzsal, pincével. Csendes, kertvárosi utca, iskola, bolt 5 percre. "
                "Gázcirkó fűtés, felújítandó. Irányár: 64,9 M Ft. Érdeklődni: Hírös Ingatlan, Nagy Tamás +36 70 451 2286\n")
    if kind == "koltoztetes":
        return ("Árajánlat költöztetésre - Kecske-Trans Kft.\nHonnan: Hoffmann János u. 24., hová: Kecskemét, Nyíri út 38. "
                "fszt. 2.\nIdőpont: 2026. július 24.\n2 fő + 3,5 t-s teherautó, bútorbontás, csomagolóanyag: 148 000 Ft\n"
                "A régi bútorok elszállítása (lomtalanítás) külön: 45 000 Ft\n")
    if kind == "todo":
        return ("Kecskemét ház - teendők\n- [x] meghatalmazás anyáéktól (jan. 20)\n- [x] energetikai tanúsítvány\n"
                "- [x] előszerződés aláírva (máj. 12), foglaló megjött\n- [ ] végleges szerződés júl. 8, Balogh ügyvédnő\n"
                "- [ ] lomtalanítás, padlás! Kati hétvégén\n- [ ] MVM, gáz, víz átírás a birtokbaadáskor\n- [ ] költöztetés "
                "júl. 24, Nyíri út\n- [ ] apa szerszámai: Gábor elviszi, ami kell\n")
    return ("Közműórák - Hoffmann u. 24. (előzetes leolvasás, május)\nVillany: 48 213 kWh\nGáz: 31 877 m³\nVíz: 1 204 m³\n"
            "Szolgáltatók: MVM Next (villany, gáz), BÁCSVÍZ Zrt. (víz)\n")


def t_family(r, dt, kind):
    if kind == "anyakonyv":
        return ("SZÜLETÉSI ANYAKÖNYVI KIVONAT (másolat)\nNév: Varga Lili\nSzületés helye, ideje: Budapest XI., 2016. október 3.\n"
                "Anyja neve: Szabó Eszter\nApja neve: Varga Gábor\nKiállította: Budapest Főváros XI. kerület Újbuda "
                "Polgármesteri Hivatal, anyakönyvvezető\n")
    if kind == "szemelyi":
        return (f"Időpontfoglalás visszaigazolás - Kormányablak\nÜgyfél: Varga Bence (törvényes képviselő: {ESZTER})\n"
                "Ügytípus: személyazonosító igazolvány csere (lejárt, 14 év feletti)\nHelyszín: XI. kerületi Kormányablak, "
                f"Bocskai út 39-41.\nIdőpont: {_hn(dt + timedelta(days=9))} 10:40\n")
    if kind == "nyugdij":
        return (f"Magyar Államkincstár - Nyugdíjfolyósító\nÉrtesítés a nyugellátás emeléséről\nSzabó József, {KK}\n"
                "Öregségi nyugdíj havi összege 2026. január 1-től: 287 460 Ft\nEmelés mértéke: 3,6%\n")
    if kind == "szulinapok":
        return ("Családi születésnapok, névnapok\nAnya (Ilona): márc. 8.\nApa (József): febr. 14.\nKati: szept. 22.\n"
                "Gábor anyja (Margit): nov. 2.\nBence: nov. 21.\nLili: okt. 3.\nHázassági évforduló: 2008. június 28.\n")
    if kind == "hagyatek_vegzes":
        return ("KÖZJEGYZŐI VÉGZÉS - hagyatékátadó\nÖrökhagyó: Varga István (elhunyt: 2021. november 9., Budapest)\n"
                "Örökösök: Varga Istvánné Molnár Margit (haszonélvezet), Varga Gábor 1/2, Varga Tibor 1/2\n"
                "Hagyaték: Budapest XXII., Nagytétényi út 212. 1/2 tulajdoni hányad, OTP betét 2 140 000 Ft\n"
                "A végzés 2022. április 14-én jogerős.\ndr. Szalai Erika közjegyző\n")
    if kind == "temetes":
        return ("Nemzeti Sírkert / Budafoki temető - temetési számla\nElhunyt: Varga István\nTemetés: 2021. november 19.\n"
                "Koporsós temetés, sírhely megváltás 25 évre: 486 000 Ft\nFizette: Varga Gábor\n")
    return ("Hagyatéki leltár - Varga István\nIngatlan: Nagytétényi út 212., 1/2 rész\nIngóság: Opel Zafira 2006 (eladva 2022)\n"
            "Bankbetét: OTP\nTartozás: nincs\nLeltárt felvette: Budapest XXII. kerületi jegyző, 2021. december\n")


# --------------------------------------------------------------------------- Travel

def t_bal(r, dt, kind):
    if kind == "foglalas":
        return ("Szallas.hu - Foglalás visszaigazolás\nFoglalási szám: SZ-" + str(r.randint(10**7, 10**8 - 1)) + "\n"
                "Szálláshely: Napfény Nyaraló, 8630 Balatonboglár, Kikötő utca 14.\nÉrkezés: 2026. július 18. (szombat), 15:00-tól\n"
                "Távozás: 2026. július 25. (szombat), 10:00-ig\nVendégek: 2 felnőtt, 2 gyermek (9 és 15 év)\n"
                "Ár: 7 éj, 412 000 Ft, idegenforgalmi adó a helyszínen (18 év felett 500 Ft/fő/éj)\nElőleg: 30% "
                "SZÉP-kártyával, a maradék érkezéskor\n")
    if kind == "szep":
        return (f"OTP SZÉP Kártya - tranzakció\nKártyabirtokos: {ESZTER}\nAlszámla: Szálláshely\nElfogadóhely: Napfény Nyaraló "
                f"Balatonboglár (Szallas.hu)\nÖsszeg: -123 600 Ft\nDátum: {_hn(dt)}\nEgyenleg: {_ft(_ftv(r, 60000, 200000))}\n")
    if kind == "hazirend":
        return ("Napfény Nyaraló - Házirend\nA vendégek 15:00-tól érkezhetnek, távozás 10:00-ig. A kertben grillezni "
                "lehet, tűzgyújtás tilos. 22:00 után csend. A strand 300 m, a szabadstrand ingyenes. Kulcs a dobozban, "
                "kód érkezés előtt SMS-ben. Háziállat nem hozható.\n")
    if kind == "host":
        return _eml("Sipos Mónika <napfenynyaralo.boglar@gmail.com>", "varga.eszter81@gmail.com",
                    "Re: Érkezés július 18.", dt, "Kedves Eszter!\n\nKöszönöm az előleget, megérkezett. Az ágyneműt és "
                    "törölközőt biztosítjuk, a strandtörölközőt hozzák magukkal. Kerékpártároló van, két gyerekülés is. "
                    "Ha késő este érkeznek, a kulcsdoboz kódját előző nap küldöm.\n\nÜdvözlettel: Sipos Mónika")
    if kind == "pakolas":
        return ("Balaton pakolás\n- fürdőruha, strandtörölköző x4\n- naptej 50, sapka\n- szúnyogriasztó!\n- bicikli: Gábor "
                "tetőcsomagtartó\n- társasjáték (Catan, Dobble)\n- Lili úszógumi NEM, már tud úszni\n- SZÉP-kártya, "
                "TAJ kártyák\n- kaja első napra\n")
    return ("Balaton 2026 ötletek\n- Fonyód vár, kilátó\n- Szigliget hajóval Badacsonyból\n- Kishegyi kilátó, "
            "Boglár\n- Kalandpark Balatonboglár (Lili)\n- kerékpározás Balatonlelléig a bringaúton\n- Gábor horgászik "
            "(balatoni területi jegy kell!)\n")


def t_old_trip(r, dt, year):
    if year == 2023:
        return ("Booking.com - Reservation confirmed\nApartmani Marija, Crikvenica, Croatia\nCheck-in: Saturday 22 July 2023\n"
                "Check-out: Saturday 29 July 2023\n2 adults, 2 children\nTotal price: EUR 742\nPay at the property.\n")
    if year == 2024:
        return ("Szallas.hu - Foglalás visszaigazolás\nSzálláshely: Fenyves Apartman, Fonyód, Ady Endre u. 9.\nÉrkezés: "
                "2024. július 13., távozás: 2024. július 20.\nÁr: 336 000 Ft, SZÉP-kártyával fizetve\n")
    return ("Bled, Szlovénia - 2025. augusztus 9-14.\nSzállás: Penzion Mlino, 5 éj, 690 EUR\nÚt: M7, Zágráb felé, "
            "vignetta Szlovénia 7 napos 16 EUR\nProgram: Vintgar-szurdok, Bohinj, Vogel kötélpálya\n")


def t_travel_res(r, dt, kind):
    return {
        "bringa": ("Balatoni Bringakör - útvonalleírás (kivonat)\nA Balaton körül 210 km kiépített kerékpárút. Déli part: "
                   "Siófok - Fonyód szakasz nagyrészt önálló kerékpárút, Boglár és Lelle között a Kishegy felé "
                   "kitérő. Kompok: Szántód-Tihany, óránként.\n"),
        "tatra_en": ("High Tatras hiking guide - Slovakia\nThe most popular route from Štrbské Pleso to Popradské "
                     "Pleso takes about 1.5 hours. Hiking trails above the huts are closed from 1 November to 15 June.\n"),
    }[kind]


# --------------------------------------------------------------------------- Car

def t_car(r, dt, kind):
    if kind == "kgfb":
        return (f"K&H Biztosító - Kötelező gépjármű-felelősségbiztosítás\nSzerződő: {GABOR}\nGépjármű: Škoda Octavia Combi "
                f"1.5 TSI, rendszám: AAH-{r.randint(100, 999)}\nBonus-malus: B9\nÉves díj: {_ft(_ftv(r, 52000, 71000))}\n"
                "Díjfizetés: negyedévente, csoportos beszedés\n")
    if kind == "muszaki":
        return ("Műszaki vizsga - vizsgálati jegyzőkönyv\nJármű: Škoda Octavia Combi, 2019, rendszám AAH-" + str(r.randint(100, 999)) +
                "\nEredmény: MEGFELELT\nMűszaki érvényesség: 2027. május 10.\nKm-óra: 112 480\nVizsgahely: Autó-Teszt Kft., Budaörs\n")
    if kind == "szerviz":
        return (f"Munkalap - Porsche Budaörs Škoda szerviz\nJármű: Octavia Combi 1.5 TSI\nKm: {r.randint(98000, 118000)}\n"
                f"Olajcsere, olajszűrő, pollenszűrő, fékfolyadék: {_ft(_ftv(r, 68000, 95000))}\nKövetkező szerviz: 15 000 km vagy 1 év\n")
    if kind == "matrica":
        return (f"Nemzeti Útdíjfizetési Szolgáltató - e-matrica\nRendszám: AAH-{r.randint(100, 999)}\nKategória: D1\n"
                f"Típus: vármegyei matrica - Pest vármegye, éves\nÉrvényes: {dt.year}. január 1. - {dt.year + 1}. január 31.\nÁr: 5 450 Ft\n")
    if kind == "adó":
        return (f"NAV - Határozat gépjárműadóról\nAdózó: {GABOR}\nGépjármű: Škoda Octavia, 110 kW, 2019\nÉves adó: "
                f"{_ft(110 * 300)}\nFizetés: március 15. és szeptember 15., két részletben\n")
    return ("ADÁSVÉTELI SZERZŐDÉS gépjárműre\nEladó: Varga Gábor\nVevő: Lakatos Norbert, Szigetszentmiklós\nJármű: Opel Astra H "
            "1.6, 2007, rendszám: KJR-" + str(r.randint(100, 999)) + "\nVételár: 1 250 000 Ft\nDátum: 2023. március 4.\n"
            "A vevő 15 napon belül intézi az átírást.\n")


# --------------------------------------------------------------------------- Fishing, Cooking

def t_fish(r, dt, kind):
    if kind == "jegy":
        return (f"Horgász jegy - MOHOSZ / Horgászjegy.hu\nNév: {GABOR}\nÁllami horgászjegy {dt.year}: érvényes\nTerületi jegy: "
                "Ráckevei (Soroksári) Duna-ág, éves, felnőtt, RDHSZ - 48 000 Ft\nEgyesület: Csepeli Horgász Egyesület, tagdíj befizetve\n"
                f"Fogási napló leadása: {dt.year + 1}. február 28-ig\n")
    if kind == "tagdij":
        return (f"Csepeli Horgász Egyesület\nTagdíj értesítő {dt.year}\nTag: {GABOR}\nTagdíj: 8 000 Ft, MOHOSZ szövetségi díj 3 000 Ft\n"
                "Közösségi munka (partrendezés): április 12. szombat 8:00, vagy megváltás 6 000 Ft.\n")
    if kind == "naplo":
        rows = ["Dátum;Hely;Hal;Súly (kg);Csali"]
        for _ in range(r.randint(6, 12)):
            rows.append(f"{_hn(dt - timedelta(days=r.randint(0, 300)))};{r.choice(['RSD Dömsöd', 'RSD Ráckeve híd', 'Kvassay', 'Tass'])};"
                        f"{r.choice(['ponty', 'keszeg', 'compó', 'csuka', 'amur'])};{r.uniform(0.3, 7.5):.1f};{r.choice(['kukorica', 'bojli', 'csonti', 'kenyér'])}")
        return "\n".join(rows) + "\n"
    return ("Nyári pontyozás folyóvízen - tippek\nMeleg napokon a hal a hajnali és esti órákban táplálkozik. A Ráckevei Duna-ágon "
            "a sodrás gyenge, feeder botos módszerrel 30-40 grammos kosárral érdemes. Etetőanyagba szúnyoglárva, kukorica.\n")


RECIPES = {
    "rakott krumpli": "Rakott krumpli\n1,5 kg krumpli, 6 tojás, 30 dkg kolbász, 4 dl tejföl, vaj\nA krumplit héjában megfőzzük, "
                      "karikázzuk, rétegezzük a főtt tojással és a kolbásszal, tejföllel meglocsoljuk. 180 fokon 40 perc.\n",
    "lecsó": "Lecsó (Nagyi)\n1 kg lecsópaprika, 50 dkg paradicsom, 2 hagyma, zsír, só, pirospaprika\nA hagymát zsíron "
             "megdinszteljük, hozzáadjuk a paprikát, majd a paradicsomot. Tojással vagy kolbásszal.\n",
    "túrós csusza": "Túrós csusza\n50 dkg széles metélt, 50 dkg tehéntúró, 3 dl tejföl, 15 dkg füstölt szalonna\nA tésztát "
                    "kifőzzük, a szalonnát kisütjük, összeforgatjuk a zsírral, túróval, tejföllel, tepertővel tálaljuk.\n",
    "bejgli": "Anyu bejglije (4 rúd)\nTészta: 1 kg liszt, 40 dkg vaj, 2 dl tej, 5 dkg élesztő, 3 tojássárga\nDiós töltelék: "
              "50 dkg darált dió, 30 dkg cukor, citromhéj, mazsola. Mákos: 50 dkg mák. 180 fok, 35 perc, tojással kenve.\n",
    "pogácsa": "Tepertős pogácsa\n50 dkg liszt, 25 dkg darált tepertő, 2,5 dkg élesztő, 2 dl tejföl, 1 tojás, só\n"
               "Hajtogatjuk háromszor, 30 percet pihentetjük, kiszaggatjuk, 200 fokon 20 perc.\n",
    "banana bread": "Easy banana bread\n3 ripe bananas, 75 g melted butter, 150 g sugar, 1 egg, 1 tsp vanilla, 1 tsp baking soda, "
                    "190 g flour. Mash, mix, bake at 175 °C for 55-60 minutes.\n",
    "gulyás": "Gulyásleves\n60 dkg marhalábszár, 2 hagyma, 4 krumpli, 2 sárgarépa, paprika, köménymag, csipetke\nA húst "
              "hagymás zsíron pirospaprikával megpároljuk, felöntjük, puhára főzzük, a zöldséget a végén adjuk hozzá.\n",
}


# --------------------------------------------------------------------------- bathroom (Projects Home)

def t_bath(r, dt, kind):
    if kind == "ajanlat_horvath":
        return ("ÁRAJÁNLAT - fürdőszoba felújítás\nHorváth Zsolt burkoló, 2040 Budaörs\nMegrendelő: Varga Eszter, Mérő u. 12. IV/11.\n\n"
                "Bontás (kád, csempe, padlólap), sitt elszállítás konténerrel: 160 000 Ft\nAljzatkiegyenlítés, kenhető "
                "vízszigetelés: 95 000 Ft\nFalburkolás 22 m², padlóburkolás 4,5 m²: 265 000 Ft\nZuhanytálca, "
                "zuhanyfal, WC, mosdó beszerelése: 120 000 Ft\nÖsszesen munkadíj: 640 000 Ft\nAnyagot a megrendelő "
                "biztosítja. Kezdés: 2026. május 4., időtartam kb. 3 hét.\n")
    if kind == "ajanlat_masik":
        return ("Fürdőszoba felújítás árajánlat - Tóth és Fia Bt.\nKulcsrakész felújítás anyaggal együtt (közepes "
                "kategória), 4,5 m² fürdőszoba, panellakás: 2 350 000 Ft + áfa\nIdőtartam: 4 hét. Szabad kapacitás: "
                "2026 szeptembertől.\n")
    if kind == "koltsegvetes":
        rows = ["Tétel;Tervezett;Tényleges;Hol", "Burkoló munkadíj;640000;640000;Horváth Zsolt",
                "Csempe Zalakerámia 25x40 fehér 24 m²;168000;171400;CsempeMánia", "Padlólap 30x60 antracit 5 m²;42000;44900;CsempeMánia",
                "Ragasztó, fuga, vízszigetelés;55000;61230;OBI", "Zuhanytálca 90x90 + zuhanyfal;149000;152990;OBI",
                "Fali WC + Geberit tartály;118000;;", "Mosdó szekrénnyel;89000;;", "Csaptelep, zuhanyszett;74000;;",
                "Villanyanyag (Gábor);35000;28640;Voltker", "Konténer;45000;45000;", "Tartalék 10%;141000;;",
                "Összesen;1556000;;"]
        return "\n".join(rows) + "\n"
    if kind == "csempe_rendeles":
        return ("CsempeMánia Kft. - Rendelés visszaigazolás\nRendelésszám: CSM-26-" + str(r.randint(1000, 9999)) + "\n"
                "Vevő: Varga Eszter\nZalakerámia Tapolca fehér falicsempe 25x40, 24 m² (12 doboz): 171 400 Ft\n"
                "Zalakerámia padlólap 30x60 antracit, 5 m²: 44 900 Ft\nSzállítás: 2026. április 29., Mérő u. 12., "
                "emeletre szállítás nélkül\nFizetve: átutalás\n")
    if kind == "obi":
        items = r.sample(["Mapei Keraflex ragasztó 25 kg x4", "Mapei Ultracolor fuga 5 kg", "Ceresit CL 51 kenhető "
                          "vízszigetelés 15 kg", "Zuhanytálca 90x90 akril", "Zuhanyfal 90 cm üveg", "Szilikon fehér x3",
                          "Élvédő alu 2,5 m x6", "Fugakereszt 3 mm"], 4)
        return (f"OBI Budaörs - NYUGTA\nAP A29{r.randint(100000, 999999)}\n" + "\n".join(f"{i}  {_ft(_ftv(r, 1500, 60000))}" for i in items)
                + f"\nÖSSZESEN: {_ft(_ftv(r, 40000, 160000))}\nBankkártya\n{_hn(dt)}\n")
    if kind == "villany":
        return ("Fürdő villany - terv (Gábor)\n- külön áramkör: 2,5 mm², B16, FI 30 mA (meglévő FI jó)\n- zuhany 1-es zóna: "
                "nincs dugalj, csak IPX4 lámpa\n- tükör feletti LED lámpa IP44, kapcsoló a fürdőn kívül\n- mosdó mellett "
                "dugalj a 2-es zónán kívül, 60 cm-re a zuhanytól\n- mosógép dugalj: fedeles, IP44\n- potenciálkiegyenlítés "
                "a zuhanytálca lefolyójához\n- ventilátor: Vents 100 időkapcsolós, a lámpával együtt\n")
    if kind == "szerzodes":
        return ("VÁLLALKOZÁSI SZERZŐDÉS (egyszerű)\nMegrendelő: Varga Eszter, 1119 Budapest, Mérő u. 12. IV/11.\n"
                "Vállalkozó: Horváth Zsolt egyéni vállalkozó, adószám 56781234-1-33\nMunka: fürdőszoba bontás, "
                "vízszigetelés, burkolás, szaniterek beszerelése az április 2-i ajánlat szerint\nDíj: 640 000 Ft, "
                "50% előleg a kezdéskor, a maradék átadáskor\nHatáridő: 2026. június 20.\nGarancia: 2 év a vízszigetelésre\n")
    if kind == "chat":
        return ("Horváth Zsolt: Jó napot, hétfőn 8-ra jövök bontani, a konténer 7:30-ra jön, kérem szóljanak a közös képviselőnek.\n"
                "Eszter: Rendben, szóltam. A lift kulcsát a portán kérje.\nHorváth Zsolt: A vízszigetelés száradjon 2 napot, "
                "szerdán burkolok. A zuhanytálca nem 90x90, hanem 80x80 fér be a strang miatt!!\nEszter: Jaj, akkor visszaviszem "
                "az OBI-ba.\nHorváth Zsolt: A fuga szürke vagy fehér legyen?\nEszter: Világosszürke.\n")
    if kind == "kozos_ertesites":
        return ("Tisztelt Lakótársak!\n\nA IV/11-es lakásban 2026. május 4. és június 20. között fürdőszoba-felújítás "
                "folyik. A zajos munkákat (bontás, fúrás) hétköznap 8 és 17 óra között végezzük. Május 4-én reggel a "
                "konténer a ház előtt áll. Elnézést kérünk a kellemetlenségért!\nVarga család\n")
    if kind == "todo":
        return ("fürdő teendők\n- zuhanytálca csere 80x80-ra (OBI, blokk megvan)\n- Geberit tartály megrendelni\n- Gábor: "
                "ventilátor bekötése a lámpára\n- tükrös szekrény: IKEA Godmorgon?\n- Zsolt utolsó részlet (320 000 Ft) "
                "átadáskor\n- fugázás után 24 óra víz nélkül\n")
    return ("Fürdőszoba méretek\nHossz: 2,10 m, szélesség: 1,65 m, belmagasság: 2,60 m\nAjtó: 65 cm, balos\nStrang: a "
            "bal hátsó sarokban, 25x25 cm doboz\nKád helye: 1,70 m a hátsó falon -> zuhany 80x80 a sarokba, mellette "
            "mosógép (60 cm)\nMosdó a bejárattal szemben\n")


# --------------------------------------------------------------------------- build


def _f(fn, *a):
    return lambda r, dt: fn(r, dt, *a)


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
            return _hu_pdf(content)
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

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    T, E = "Teaching", "Electrical"

    # ------------------------------------------------------------ Documents/Iskola - Eszter (Areas Teaching)
    d = "Documents/Iskola - Eszter"
    for name, topic, cls, age in [
            ("9C_fuggvenyek_feladatlap.docx", "Függvények, függvénytranszformációk", "9.C", 12),
            ("9C statisztika gyakorlo.docx", "Statisztika", "9.C", 33),
            ("10A_masodfoku_gyakorlas.docx", "Másodfokú egyenletek", "10.A", 96),
            ("10A masodfoku 2.docx", "Másodfokú egyenletek", "10.A", 94),
            ("11B_trigonometria_feladatok.docx", "Trigonometria", "11.B", 58),
            ("11B exp log.pdf", "Exponenciális és logaritmikus egyenletek", "11.B", 140),
            ("12B_ismetles_sorozatok.docx", "Számtani és mértani sorozatok", "12.B", 70),
            ("12B ismetles valoszinuseg.docx", "Valószínűségszámítás", "12.B", 49),
            ("koordinatageometria_11B.pdf", "Koordinátageometria", "11.B", 21)]:
        add(f"{d}/Feladatlapok/{name}", A, T, age, _f(t_feladatlap, topic, cls))
    for stem, topic, cls, age in [("10A_masodfoku_temazaro", "Másodfokú egyenletek", "10.A", 88),
                                  ("11B_trigonometria_temazaro", "Trigonometria", "11.B", 40),
                                  ("9C_fuggvenyek_temazaro", "Függvények, függvénytranszformációk", "9.C", 8)]:
        add(f"{d}/Dolgozatok/{stem}_A.docx", A, T, age, _f(t_dolgozat, topic, cls, "A"))
        add(f"{d}/Dolgozatok/{stem}_B.docx", A, T, age, _f(t_dolgozat, topic, cls, "B"))
        add(f"{d}/Dolgozatok/{stem}_javitokulcs.pdf", A, T, age - 2, _f(t_javitokulcs, topic, cls))
    add(f"{d}/Dolgozatok/11B_trigonometria_temazaro_A (1).docx", A, T, 39,
        _f(t_dolgozat, "Trigonometria", "11.B", "A"))
    add(f"{d}/Dolgozatok/12B_valoszinuseg_temazaro_marcius.pdf", A, T, 75,
        _f(t_dolgozat, "Valószínűségszámítás", "12.B", "A"))
    for cls, age in [("9C", 5), ("10A", 6), ("11B", 9), ("12B", 30)]:
        add(f"{d}/Jegyek/jegyek_{cls}_2025_26.xlsx", A, T, age, _f(t_jegyek, cls[:-1] + "." + cls[-1]))
    dot(f"{d}/Jegyek/.~lock.jegyek_10A_2025_26.xlsx#", b",Varga Eszter,ESZTER-PC,01.06.2026 07:12,file:///C:/Users/Eszter/AppData/Roaming/LibreOffice/4;", 1)
    add(f"{d}/Jegyek/kreta_export_9C_felev.csv", A, T, 128, _f(t_jegyek, "9.C"))
    for cls, age in [("9C", 270), ("10A", 271), ("11B", 271), ("12B", 272)]:
        add(f"{d}/Tanmenetek/tanmenet_{cls}_2025-26.docx", A, T, age, _f(t_tanmenet, cls[:-1] + "." + cls[-1]))
    add(f"{d}/orarend_2025_26_2felev.xlsx", A, T, 122, t_orarend)
    add(f"{d}/munkakozossegi_jegyzokonyv_2026_02.docx", A, T, 101, t_munkakozosseg)
    add(f"{d}/Levelek/Helyettesítés holnap.eml", A, T, 64, _f(t_igazgato_mail, 0))
    add(f"{d}/Levelek/Tanév végi teendők.eml", A, T, 11, _f(t_igazgato_mail, 1))
    add(f"{d}/Levelek/Nevelési értekezlet.eml", A, T, 83, _f(t_igazgato_mail, 2))
    add(f"{d}/Levelek/matek dolgozat potlas.eml", A, T, 37, t_szulo_mail)
    add(f"{d}/tovabbkepzes_tanusitvany_2025.pdf", A, T, 190, t_tovabbkepzes)
    add(f"{d}/kinevezes_modositas_2026.pdf", A, T, 150, t_kinevezes)
    add(f"{d}/12B ofő teendők.txt", A, T, 44, t_ofo_notes)
    # misfiled: Bence's practice paper saved among Eszter's teaching files
    add(f"{d}/Bence_felveteli_matek_gyakorlo.pdf", P, "School", 160, _f(t_felv, "2024. 1. feladatlap"))
    # reference
    add(f"{d}/Segédanyagok/nevezetes_azonossagok.pdf", R, T, 400, _f(t_math_ref, "azonossagok"))
    add(f"{d}/Segédanyagok/GeoGebra_tippek.pdf", R, T, 330, _f(t_math_ref, "geogebra"))
    add(f"{d}/Segédanyagok/fuggvenyjellemzes_szempontok.docx", R, T, 610, _f(t_math_ref, "fuggveny"))
    add(f"{d}/Segédanyagok/matematika_erettsegi_kovetelmenyek.pdf", R, T, 520, _f(t_math_ref, "erettsegi_kovetelmeny"))
    add("Downloads/Teaching_probability_through_simulation.pdf", R, T, 230, _f(t_math_ref, "probability_en"))

    # ------------------------------------------------------------ oral érettségi 2026 (Projects Teaching)
    d = "Documents/Iskola - Eszter/Szóbeli érettségi 2026"
    add(f"{d}/szóbeli tételsor 2026.docx", P, T, 3, t_tetelsor)
    add(f"{d}/~$óbeli tételsor 2026.docx", L, "System", 0.2, b"\x0cVarga Eszter" + b"\x00" * 40)
    for n in (1, 2, 3, 5, 8, 13):
        add(f"{d}/tetelek/{n:02d}_tetel.docx", P, T, 6 + n % 4, _f(t_tetel, n))
    add(f"{d}/szobeli_beosztas_12B.xlsx", P, T, 4, t_szobeli_beosztas)
    add(f"{d}/12.B szóbeli vizsgabizottság.eml", P, T, 7, t_erettsegi_mail)
    add(f"{d}/12B_irasbeli_eredmenyek_matek.xlsx", P, T, 2, t_irasbeli_eredmeny)

    # ------------------------------------------------------------ Archive Teaching
    d = "Documents/Iskola - Eszter/Régi iskola - Rózsakert"
    add(f"{d}/munkaltatoi_igazolas_2019.pdf", X, T, 2467, _f(t_old_school, "igazolas"))
    add(f"{d}/bucsulevel_kollegaknak.docx", X, T, 2470, _f(t_old_school, "bucsu"))
    add(f"{d}/tanmenet_6_evfolyam_2018.docx", X, T, 2820, _f(t_old_school, "tanmenet"))
    d = "Documents/Iskola - Eszter/Minősítés Ped II 2023"
    add(f"{d}/minosites_eredmeny_ertesites.pdf", X, T, 960, _f(t_minosites, "eredmeny"))
    add(f"{d}/portfolio_vegleges.docx", X, T, 1010, _f(t_minosites, "portfolio"))

    # ------------------------------------------------------------ Documents/Gábor vállalkozás (Areas Electrical)
    d = "Documents/Gábor vállalkozás"
    for num, age in [(31, 52), (34, 44), (36, 38), (38, 29), (40, 21), (43, 9), (44, 3)]:
        add(f"{d}/Számlák 2026/VG-2026-{num:03d}.pdf", A, E, age, _f(t_invoice, num))
    add(f"{d}/Számlák 2026/VG-2026-038 (1).pdf", A, E, 29, _f(t_invoice, 38))
    for num, age in [(12, 300), (27, 210), (45, 120)]:
        add(f"{d}/Számlák 2025/VG-2025-{num:03d}.pdf", A, E, age, _f(t_invoice, num))
    for i, age in enumerate((48, 27, 14, 6)):
        add(f"{d}/Anyagszámlák/voltker_{i + 1}.pdf", A, E, age, t_anyagszamla)
    add(f"{d}/Árajánlatok/ajanlat_Budaors_Szabadsag_ut.docx", A, E, 35, _f(t_arajanlat, 0))
    add(f"{d}/Árajánlatok/ajanlat konyha villany.docx", A, E, 19, _f(t_arajanlat, 2))
    add(f"{d}/Árajánlatok/arajanlat_mérőhely.docx", A, E, 8, _f(t_arajanlat, 9))
    add(f"{d}/NAV/2558_2026_04_nyugta.pdf", A, E, 20, _f(t_nav_nyugta, "2558 (havi járulékbevallás, 2026. április)"))
    add(f"{d}/NAV/2558_2026_03_nyugta.pdf", A, E, 50, _f(t_nav_nyugta, "2558 (havi járulékbevallás, 2026. március)"))
    add(f"{d}/NAV/2553_osszesito_2025.pdf", A, E, 96, _f(t_2553, 2025))
    add(f"{d}/NAV/2453_osszesito_2024.pdf", A, E, 462, _f(t_2553, 2024))
    add(f"{d}/NAV/KATA/22KATA_nyugta.pdf", A, E, 1220, _f(t_nav_nyugta, "22KATA (kisadózó vállalkozások tételes adója, 2022)"))
    add(f"{d}/NAV/KATA/21KATA_nyugta.pdf", A, E, 1585, _f(t_nav_nyugta, "21KATA (kisadózó vállalkozások tételes adója, 2021)"))
    add(f"{d}/bevetel_nyilvantartas_2026.xlsx", A, E, 3, _f(t_ledger, 2026))
    add(f"{d}/bevetel_nyilvantartas_2025.xlsx", A, E, 150, _f(t_ledger, 2025))
    for i, age in enumerate((62, 25, 11)):
        add(f"{d}/Mérési jegyzőkönyvek/EV_jegyzokonyv_{i + 1}.pdf", A, E, age, t_meres)
    add(f"{d}/Biztosítás/Transit_KGFB_2026.pdf", A, E, 70, t_van_ins)
    add(f"{d}/Biztosítás/felelossegbiztositas_Groupama.pdf", A, E, 240, t_felelosseg)
    add(f"{d}/BKIK_kamarai_hozzajarulas_2026.pdf", A, E, 60, t_kamara)
    add(f"{d}/Levelek/Bevallás.eml", A, E, 98, _f(t_konyvelo_mail, 1))
    add(f"{d}/Levelek/havi anyag.eml", A, E, 24, _f(t_konyvelo_mail, 0))
    add(f"{d}/Levelek/Villanyszerelés árajánlat.eml", A, E, 40, _f(t_client_mail, "Villanyszerelés árajánlat"))
    add(f"{d}/Levelek/Érdeklődés.eml", A, E, 13, _f(t_client_mail, "Érdeklődés"))
    # Fehérvári út 112 (Projects Electrical)
    f = f"{d}/Fehérvári 112 társasház"
    add(f"{f}/felmeres_2026_04_14.txt", P, E, 48, _f(t_fv, "felmeres"))
    add(f"{f}/arajanlat_Fehervari_112.pdf", P, E, 40, _f(t_fv, "ajanlat"))
    add(f"{f}/vallalkozasi_szerzodes_alairt.pdf", P, E, 27, _f(t_fv, "szerzodes"))
    add(f"{f}/anyaglista.xlsx", P, E, 22, _f(t_fv, "anyag"))
    add(f"{f}/utemterv.docx", P, E, 18, _f(t_fv, "utemterv"))
    add(f"{f}/Fehérvári 112 - áramszünet értesítés.eml", P, E, 15, _f(t_fv, "mail"))
    for name, age in [("IMG_20260414_101522.jpg", 48), ("IMG_20260414_102047.jpg", 48), ("IMG_20260521_153311.jpg", 11)]:
        photo(f"{f}/fotók/{name}", P, E, age)
    # Archive: the Villamos-Szer job
    add(f"{d}/Régi munkahely Villamos-Szer/kilepo_igazolas_2016.pdf", X, E, 3623, _f(t_old_employer, "kilepo"))
    add(f"{d}/Régi munkahely Villamos-Szer/berjegyzek_2016_05.pdf", X, E, 3650, _f(t_old_employer, "ber"))
    # reference
    add(f"{d}/Segédlet/FI_rele_furdo_zonak.txt", R, E, 700, _f(t_el_ref, "fi"))
    add(f"{d}/Segédlet/keresztmetszet_tablazat.txt", R, E, 1300, _f(t_el_ref, "keresztmetszet"))
    add(f"{d}/Segédlet/MVM_merohely_kovetelmenyek_kivonat.pdf", R, E, 420, _f(t_el_ref, "mvm"))

    # ------------------------------------------------------------ Documents/Pénzügyek (Areas Finance)
    d = "Documents/Pénzügyek"
    for m, age in [("2026_01", 120), ("2026_02", 92), ("2026_03", 60), ("2026_04", 31)]:
        add(f"{d}/Bank/OTP_kivonat_{m}.pdf", A, "Finance", age, t_kivonat)
    add(f"{d}/Bank/netbank_export_2026_05.csv", A, "Finance", 1, t_bank_csv)
    # misfiled: Lili's school-meal bill among the bank statements
    add(f"{d}/Bank/menza_befizetes_marcius.pdf", A, "School", 92, t_menza)
    add(f"{d}/NAV/25SZJA_tervezet_Eszter.pdf", A, "Finance", 72, _f(t_szja, 2025))
    add(f"{d}/NAV/24SZJA_tervezet_Eszter.pdf", A, "Finance", 440, _f(t_szja, 2024))
    add(f"{d}/NAV/25EGYSZA_1szazalek.pdf", A, "Finance", 30, _f(t_egysza, 2025))
    add(f"{d}/NAV/M30_2025_Tankerulet.pdf", A, "Finance", 100, _f(t_m30, 2025))
    add(f"{d}/Lakáshitel/OTP_eves_ertesito_2025.pdf", A, "Finance", 130, _f(t_lakashitel, 2025))
    add(f"{d}/Lakáshitel/OTP_eves_ertesito_2024.pdf", A, "Finance", 495, _f(t_lakashitel, 2024))
    add(f"{d}/Állampapír/MAK_ertekpapir_kivonat_2025.pdf", A, "Finance", 150, t_map)
    for m, age in [("marcius", 62), ("aprilis", 33), ("majus", 3)]:
        add(f"{d}/Bérpapírok/illetmeny_{m}.pdf", A, "Finance", age, t_payslip)
    add(f"{d}/Biztosítások/Groupama_otthonbiztositas_2026.pdf", A, "Finance", 95, _f(t_biztositas, "otthon"))
    add(f"{d}/Biztosítások/Allianz_eletbiztositas_ertesito.pdf", A, "Finance", 180, _f(t_biztositas, "elet"))
    add(f"{d}/havi koltsegvetes 2026.xlsx", A, "Finance", 10, t_budget)

    # ------------------------------------------------------------ Documents/Lakás (Areas Home)
    d = "Documents/Lakás"
    add(f"{d}/Közös költség/egyenlegkozlo_2026_04.pdf", A, "Home", 35, t_kozos)
    add(f"{d}/Közös költség/kozgyules_meghivo_2026.pdf", A, "Home", 60, _f(t_kozgyules, "meghivo"))
    add(f"{d}/Közös költség/kozgyules_jegyzokonyv_2026.pdf", A, "Home", 38, _f(t_kozgyules, "jegyzokonyv"))
    for name, fn, age in [("MVM_aram_2026_02.pdf", t_mvm, 84), ("MVM_aram_2026_03.pdf", t_mvm, 55), ("MVM_aram_2026_04.pdf", t_mvm, 25),
                          ("FOTAV_2026_04.pdf", t_fotav, 30), ("Vizmuvek_2026_04.pdf", t_vizmuvek, 41),
                          ("NHKV_hulladek_2026_Q1.pdf", t_nhkv, 70), ("Telekom_szamla_2026_05.pdf", t_telekom, 6)]:
        add(f"{d}/Rezsi/{name}", A, "Home", age, fn)
    add(f"{d}/mosogep_javitas_munkalap.pdf", A, "Home", 205, t_javitas)
    for name, kind, age in [("Whirlpool_mosogep_hasznalati.pdf", "mosogep", 1500), ("Bosch_mosogatogep_kezelesi.pdf", "mosogatogep", 2100),
                            ("Gree_klima_kezelesi_utmutato.pdf", "klima", 700), ("Electrolux_oven_EOF3H50BX_manual_EN.pdf", "suto_en", 2080)]:
        add(f"{d}/Használati útmutatók/{name}", R, "Home", age, _f(t_manual, kind))
    add("Downloads/Xiaomi_Robot_Vacuum_S10_User_Manual.pdf", R, "Home", 160, _f(t_manual, "robot_en"))
    d = "Documents/Lakás/Konyha 2020"
    add(f"{d}/konyhabutor_ajanlat_Konyhastudio.pdf", X, "Home", 2190,
        "Konyhastúdió Kft. - árajánlat\nEgyedi konyhabútor, fehér magasfényű front, 3,2 m + sziget nélkül\n"
        "Munkalap: Egger tölgy 38 mm\nBeépített gépek: Electrolux sütő, Bosch mosogatógép\nÖsszesen: 1 680 000 Ft\n"
        "Szállítás és beépítés: 2020. június második hete\n")
    add(f"{d}/konyha_vegszamla.pdf", X, "Home", 2150,
        "Konyhastúdió Kft. - SZÁMLA\nVevő: Varga Eszter, Mérő u. 12. IV/11.\nEgyedi konyhabútor beépítéssel: 1 680 000 Ft\n"
        "Electrolux EOF3H50BX sütő: 189 900 Ft\nVégösszeg: 1 869 900 Ft\nTeljesítés: 2020. június 19.\n")
    photo(f"{d}/IMG_20200621_184402.jpg", X, "Home", 2171)

    # ------------------------------------------------------------ Documents/Fürdőszoba felújítás (Projects Home)
    d = "Documents/Fürdőszoba felújítás"
    add(f"{d}/arajanlat_Horvath_Zsolt.pdf", P, "Home", 60, _f(t_bath, "ajanlat_horvath"))
    add(f"{d}/fürdőszoba költségvetés.xlsx", P, "Home", 1, _f(t_bath, "koltsegvetes"))
    add(f"{d}/~$rdőszoba költségvetés.xlsx", L, "System", 0.1, b"\x0cVarga Eszter" + b"\x00" * 40)
    add(f"{d}/csempe_rendeles_visszaigazolas.pdf", P, "Home", 36, _f(t_bath, "csempe_rendeles"))
    add(f"{d}/OBI_nyugta_0502.pdf", P, "Home", 30, _f(t_bath, "obi"))
    add(f"{d}/OBI_nyugta_0516.pdf", P, "Home", 16, _f(t_bath, "obi"))
    add(f"{d}/villany terv - Gábor.txt", P, "Home", 40, _f(t_bath, "villany"))
    add(f"{d}/meretek.txt", P, "Home", 75, _f(t_bath, "meretek"))
    add(f"{d}/Zsolt WhatsApp mentés.txt", P, "Home", 14, _f(t_bath, "chat"))
    add(f"{d}/ertesites_lakoknak.docx", P, "Home", 31, _f(t_bath, "kozos_ertesites"))
    for name, age in [("IMG_20260504_093015.jpg", 28), ("IMG_20260505_171244.jpg", 27), ("IMG_20260507_080512.jpg", 25),
                      ("IMG_20260513_190030.jpg", 19), ("IMG_20260522_182247.jpg", 10), ("IMG_20260530_120105.jpg", 2)]:
        photo(f"{d}/Képek/{name}", P, "Home", age)

    # ------------------------------------------------------------ Documents/Egészség (Areas Health)
    d = "Documents/Egészség"
    H = "Health"
    add(f"{d}/Eszter/labor_2026_03.pdf", A, H, 70, _f(t_lab, ESZTER))
    add(f"{d}/Eszter/labor_2025_09.pdf", A, H, 250, _f(t_lab, ESZTER))
    add(f"{d}/Eszter/ful-orr-gege_ambulans_lap.pdf", A, H, 125, _f(t_ambulans, ESZTER, "arc"))
    add(f"{d}/Eszter/szemuveg_Optic_World.pdf", A, H, 300, t_szemuveg)
    add(f"{d}/Eszter/EESZT_receptek.pdf", A, H, 20, _f(t_recept, ESZTER))
    add(f"{d}/Gábor/labor_Gabor_2026.pdf", A, H, 85, _f(t_lab, GABOR))
    add(f"{d}/Gábor/ortopedia_terd_ambulans.pdf", A, H, 150, _f(t_ambulans, GABOR, "terd"))
    add(f"{d}/Gábor/gyogytorna_idopontok.pdf", A, H, 140, t_gyogytorna)
    add(f"{d}/Gyerekek/Lili_oltasi_konyv_kivonat.pdf", A, H, 400, _f(t_gyerekorvos, "oltas"))
    add(f"{d}/Gyerekek/Bence_sportorvosi_2026.pdf", A, H, 55, _f(t_gyerekorvos, "sport"))
    add(f"{d}/Gyerekek/fogorvos_Bence.pdf", A, H, 110, _f(t_fogorvos, "Varga Bence"))
    add(f"{d}/fogorvos_Eszter_2026.pdf", A, H, 46, _f(t_fogorvos, ESZTER))
    add(f"{d}/Olvasnivaló/vashiany_gyerekeknel.pdf", R, H, 380, _f(t_health_article, "vas"))
    add(f"{d}/Olvasnivaló/terdkimelo_mozgas.pdf", R, H, 145, _f(t_health_article, "terd"))
    add("Downloads/teenagers-and-sleep.pdf", R, H, 260, _f(t_health_article, "sleep_en"))

    # ------------------------------------------------------------ Documents/Gyerekek (Areas School)
    d = "Documents/Gyerekek"
    S = "School"
    add(f"{d}/Lili/kreta_szuloi_ertekezlet.pdf", A, S, 26, _f(t_kreta, 0))
    add(f"{d}/Lili/kreta_erdei_iskola.pdf", A, S, 34, _f(t_kreta, 1))
    add(f"{d}/Lili/menza_majus.pdf", A, S, 60, t_menza)
    add(f"{d}/Lili/felevi_ertesito_3b.pdf", A, S, 125, _f(t_ertesito, "Lili"))
    add(f"{d}/Lili/uszas_tajekoztato.pdf", A, S, 90, t_uszas)
    add(f"{d}/Bence/felevi_ertesito_8a.pdf", A, S, 124, _f(t_ertesito, "Bence"))
    add(f"{d}/Bence/szemelyi_idopont.pdf", A, "Family", 12, _f(t_family, "szemelyi"))
    # Bence's admission (Projects School)
    f = f"{d}/Bence felvételi 2026"
    add(f"{f}/jelentkezesi_lap_kozponti.pdf", P, S, 185, _f(t_felv, "jelentkezes"))
    add(f"{f}/nyilt nap Kelenfoldi.docx", P, S, 194, _f(t_felv, "nyilt"))
    add(f"{f}/ertekelo_lap_kozponti_irasbeli.pdf", P, S, 130, _f(t_felv, "ertekelolap"))
    add(f"{f}/ideiglenes_rangsor_0011.pdf", P, S, 70, _f(t_felv, "rangsor"))
    add(f"{f}/magyar kulonora jegyzet.docx", P, S, 150, _f(t_felv, "tanar"))
    add(f"{f}/Pinter_Reka_nyugta_januar.pdf", P, S, 125, _f(t_felv, "tanar_szamla"))
    add(f"{f}/Pinter_Reka_nyugta_december.pdf", P, S, 155, _f(t_felv, "tanar_szamla"))
    for name, age in [("M8_2025_1_fl.pdf", 200), ("M8_2024_1_fl.pdf", 201), ("M8_2023_2_fl.pdf", 175)]:
        add(f"Downloads/{name}", P, S, age, _f(t_felv, name[3:9].replace("_", ". ") + ". feladatlap"))
    add("Downloads/M8_2024_1_fl (1).pdf", P, S, 168, _f(t_felv, "2024. 1. feladatlap"))
    # Lili's kindergarten (Archive School)
    add(f"{d}/Lili ovi/evzaro_ballagas_2023.pdf", X, S, 1105, _f(t_ovoda, "ballagas"))
    add(f"{d}/Lili ovi/iskolaerettsegi_szakvelemeny.pdf", X, S, 1230, _f(t_ovoda, "szakvelemeny"))

    # ------------------------------------------------------------ Documents/Kecskemét ház (Projects Family)
    d = "Documents/Kecskemét ház"
    Fa = "Family"
    add(f"{d}/megbizasi_szerzodes_Hiros_Ingatlan.pdf", P, Fa, 123, _f(t_kk, "megbizas"))
    add(f"{d}/ertekbecsles_arjavaslat.pdf", P, Fa, 135, _f(t_kk, "ertekbecsles"))
    add(f"{d}/tulajdoni_lap_2871_4.pdf", P, Fa, 128, _f(t_kk, "tulajdonilap"))
    add(f"{d}/Vételi ajánlat - Hoffmann János u. 24..eml", P, Fa, 45, _f(t_kk, "ajanlat"))
    add(f"{d}/eloszerzodes_tervezet_v2.docx", P, Fa, 22, _f(t_kk, "eloszerzodes"))
    add(f"{d}/Hoffmann u. 24 - végleges szerződés.eml", P, Fa, 5, _f(t_kk, "ugyved"))
    add(f"{d}/hirdetes_szoveg.txt", P, Fa, 120, _f(t_kk, "hirdetes"))
    add(f"{d}/koltoztetes_arajanlat_KecskeTrans.pdf", P, Fa, 9, _f(t_kk, "koltoztetes"))
    add(f"{d}/kozmuorak_majus.txt", P, Fa, 18, _f(t_kk, "kozmu"))
    for i, age in enumerate((126, 126, 126, 125, 125)):
        photo(f"{d}/hirdetés fotók/DSC_{4410 + i * 3}.jpg", P, Fa, age)
    # family papers and the grandparents' other affairs (Areas Family)
    d = "Documents/Család"
    add(f"{d}/Lili_szuletesi_anyakonyvi_kivonat.pdf", A, Fa, 900, _f(t_family, "anyakonyv"))
    add(f"{d}/Apa_nyugdij_emeles_2026.pdf", A, Fa, 140, _f(t_family, "nyugdij"))
    add(f"{d}/szulinapok.txt", A, Fa, 480, _f(t_family, "szulinapok"))
    add(f"{d}/Varga István hagyaték/kozjegyzoi_vegzes_hagyatekatado.pdf", X, Fa, 1505, _f(t_family, "hagyatek_vegzes"))
    add(f"{d}/Varga István hagyaték/temetesi_szamla.pdf", X, Fa, 1655, _f(t_family, "temetes"))
    add(f"{d}/Varga István hagyaték/hagyateki_leltar.pdf", X, Fa, 1630, _f(t_family, "leltar"))

    # ------------------------------------------------------------ Travel
    d = "Documents/Nyaralás/Balaton 2026"
    add(f"{d}/szallas_hu_visszaigazolas.pdf", P, "Travel", 58, _f(t_bal, "foglalas"))
    add(f"{d}/SZEP_kartya_eloleg.pdf", P, "Travel", 56, _f(t_bal, "szep"))
    add(f"{d}/hazirend_Napfeny_Nyaralo.pdf", P, "Travel", 55, _f(t_bal, "hazirend"))
    add(f"{d}/Re_ Érkezés július 18..eml", P, "Travel", 13, _f(t_bal, "host"))
    add(f"{d}/programok.txt", P, "Travel", 20, _f(t_bal, "otletek"))
    add(f"{d}/Képernyőkép 2026-04-03 093015.png", P, "Travel", 58, "")
    d = "Documents/Nyaralás"
    add(f"{d}/2023 Horvátország/Booking_confirmation_Crikvenica.pdf", X, "Travel", 1080, _f(t_old_trip, 2023))
    add(f"{d}/2025 Bled/Bled terv.docx", X, "Travel", 320, _f(t_old_trip, 2025))
    add(f"{d}/Balatoni_Bringakor_utvonal.pdf", R, "Travel", 90, _f(t_travel_res, "bringa"))
    add("Downloads/High_Tatras_hiking_guide.pdf", R, "Travel", 47, _f(t_travel_res, "tatra_en"))

    # ------------------------------------------------------------ Car
    d = "Documents/Autó"
    add(f"{d}/Octavia_KGFB_KH_2026.pdf", A, "Car", 150, _f(t_car, "kgfb"))
    add(f"{d}/Octavia_szerviz_2025_10.pdf", A, "Car", 225, _f(t_car, "szerviz"))
    add(f"{d}/e-matrica_Pest_2026.pdf", A, "Car", 152, _f(t_car, "matrica"))
    add(f"{d}/gepjarmuado_hatarozat.pdf", A, "Car", 760, _f(t_car, "adó"))

    # ------------------------------------------------------------ Fishing, Cooking, Books
    d = "Documents/Horgászat"
    add(f"{d}/horgaszjegy_2026.pdf", A, "Fishing", 140, _f(t_fish, "jegy"))
    add(f"{d}/horgaszjegy_2025.pdf", A, "Fishing", 505, _f(t_fish, "jegy"))
    add(f"{d}/fogasi_naplo_2025.xlsx", R, "Fishing", 200, _f(t_fish, "naplo"))
    add(f"{d}/nyari_pontyozas_tippek.pdf", R, "Fishing", 350, _f(t_fish, "tippek"))
    d = "Documents/Receptek"
    for name, key, age in [("rakott krumpli.txt", "rakott krumpli", 900), ("Nagyi lecsója.docx", "lecsó", 1300),
                           ("túrós csusza.txt", "túrós csusza", 420), ("Anyu bejgli.docx", "bejgli", 530),
                           ("gulyasleves.txt", "gulyás", 250)]:
        add(f"{d}/{name}", R, "Cooking", age, RECIPES[key])
    add("Downloads/easy-banana-bread-recipe.pdf", R, "Cooking", 66, RECIPES["banana bread"])
    d = "Documents/Könyvek"
    for name, title, author, lang, age in [
            ("Molnar_Ferenc-A_Pal_utcai_fiuk.epub", "A Pál utcai fiúk", "Molnár Ferenc", "hu", 620),
            ("Fekete_Istvan-Vuk.epub", "Vuk", "Fekete István", "hu", 250),
            ("Szabo_Magda-Abigel.epub", "Abigél", "Szabó Magda", "hu", 400),
            ("Mark_Haddon-The_Curious_Incident.epub", "The Curious Incident of the Dog in the Night-Time", "Mark Haddon", "en", 180)]:
        add(f"{d}/{name}", R, "Books", age, _epub(title, author, lang, f"{title} - {author}. Első fejezet."))

    # ------------------------------------------------------------ Software (installers in Downloads)
    for name, head, age in [("ChromeSetup.exe", b"MZ", 420), ("GeoGebra-Windows-Installer-6-0-870-0.exe", b"MZ", 260),
                            ("abevjava_install.jar", b"PK\x03\x04", 110), ("HPEasyStart-13.6.3.exe", b"MZ", 700),
                            ("DIALux-evo-13-setup.exe", b"MZ", 330), ("vlc-3.0.21-win64.exe", b"MZ", 480),
                            ("AnyDesk.exe", b"MZ", 90)]:
        add(f"Downloads/{name}", R, "Software", age, _blob(r, head, 2000))

    # ------------------------------------------------------------ Photos (Resources)
    Ph = "Photos"
    for name, age in [("IMG_20250706_112030.jpg", 330), ("IMG_20250706_112544.jpg", 330), ("IMG_20250809_173512.jpg", 296),
                      ("IMG_20251003_180244.jpg", 241), ("IMG_20251121_191005.jpg", 192), ("IMG_20251224_172233.jpg", 159),
                      ("IMG_20251224_181517.jpg", 159)]:
        photo(f"Pictures/2025/{name}", R, Ph, age)
    for name, age in [("IMG_20250810_101233.jpg", 295), ("IMG_20250812_092751.jpg", 293)]:
        photo(f"Pictures/2025/Bled/{name}", R, Ph, age)
    for name, age in [("IMG_20260117_121502.jpg", 135), ("IMG_20260214_165830.jpg", 107), ("IMG_20260315_103344.jpg", 78),
                      ("IMG_20260426_140921.jpg", 36)]:
        photo(f"Pictures/2026/{name}", R, Ph, age)
    add("Pictures/Képernyőképek/Képernyőkép 2026-03-02 184512.png", R, Ph, 91, "")
    add("Pictures/Képernyőképek/Képernyőkép 2026-02-14 201133.png", R, Ph, 106, "")
    photo("Pictures/Horgászat/ponty_Domsod_2025_09.jpg", R, Ph, 262)
    for name, age in [("IMG_20260405_131755.jpg", 57), ("IMG_20260419_095010.jpg", 43), ("IMG_20260503_171402.jpg", 29),
                      ("IMG_20260524_112818.jpg", 8)]:
        photo(f"Telefonról/DCIM/Camera/{name}", R, Ph, age)
    photo("Telefonról/WhatsApp Images/IMG-20260502-WA0014.jpg", R, Ph, 30, exif=False)
    photo("Telefonról/WhatsApp Images/IMG-20260516-WA0003.jpg", R, Ph, 16, exif=False)
    photo("OneDrive/Képek/Camera Roll/20260301_142210.jpg", R, Ph, 92)
    photo("OneDrive/Képek/Camera Roll/20260418_163544.jpg", R, Ph, 44)
    add("OneDrive/Képek/Camera Roll/IMG_4471.HEIC", R, Ph, 23, "")

    # ------------------------------------------------------------ old device copies (Archive Backup)
    B = "Backup"
    d = "Régi laptop mentés 2019"
    add(f"{d}/Dokumentumok/tanmenet_7a_2017.docx", X, B, 2480, _f(t_old_school, "tanmenet"))
    add(f"{d}/Dokumentumok/szja_2017_bevallas.pdf", X, B, 2480, _f(t_szja, 2017))
    add(f"{d}/Dokumentumok/lakashitel_szerzodes_2014.pdf", X, B, 2480,
        "OTP Jelzálogbank - Kölcsönszerződés (másolat)\nAdósok: Varga Gábor, Varga Eszter\nKölcsönösszeg: 16 500 000 Ft\n"
        "Futamidő: 240 hónap\nFedezet: 1119 Budapest, Mérő utca 12. IV/11.\nKelt: 2014. augusztus 5.\n")
    add(f"{d}/Dokumentumok/Bence_ovi_jelentkezes.docx", X, B, 2481,
        "Óvodai jelentkezés - Varga Bence (szül. 2010.11.21.)\nVálasztott óvoda: Bikás Ovi\nBeiratkozás: 2013. április\n")
    add(f"{d}/Dokumentumok/jegyek_7a_2018.xlsx", X, B, 2481, _f(t_jegyek, "7.a"))
    add(f"{d}/Asztal/receptek.txt", X, B, 2482, RECIPES["pogácsa"])
    add(f"{d}/Asztal/Új szöveges dokumentum.txt", X, B, 2482, "Gábor szülinap: ajándék Bosch fúró?\nKati: vasárnap ebéd 12-re\n")
    for i, age in enumerate((2600, 2750, 2900)):
        photo(f"{d}/Képek/DSC0{1200 + i * 57}.JPG", X, B, age)
    add(f"{d}/Képek/Thumbs.db", L, "System", 2482, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    d = "Samsung telefon mentés 2021"
    for name, age in [("20190623_151022.jpg", 2535), ("20200815_112340.jpg", 2116), ("20210704_093312.jpg", 1793)]:
        photo(f"{d}/DCIM/Camera/{name}", X, B, age)
    photo(f"{d}/WhatsApp/Media/WhatsApp Images/IMG-20210512-WA0008.jpg", X, B, 1846, exif=False)
    add(f"{d}/WhatsApp/Media/WhatsApp Documents/Oltasi_igazolas.pdf", X, B, 1830,
        "Védettségi igazolás / oltási igazolás\nNév: Varga Gábor\nOltás: 2021. május 3. és 2021. június 1.\n")

    # ------------------------------------------------------------ hard: vague names in vague folders
    hard = [
        # Downloads
        ("Downloads/letöltés.pdf", A, E, 33, _f(t_invoice, 37)),
        ("Downloads/letöltés (1).pdf", A, "Home", 95, t_mvm),
        ("Downloads/letöltés (2).pdf", P, "Travel", 58, _f(t_bal, "foglalas")),
        ("Downloads/Dokumentum (3).pdf", P, "Home", 61, _f(t_bath, "ajanlat_horvath")),
        ("Downloads/Dokumentum (1).pdf", A, "Car", 151, _f(t_car, "kgfb")),
        ("Downloads/document.pdf", R, E, 300, _f(t_el_ref, "datasheet_en")),
        ("Downloads/file.pdf", P, "School", 190, _f(t_felv, "2022. 2. feladatlap")),
        ("Downloads/nyomtatvany.pdf", A, "Finance", 31, _f(t_egysza, 2025)),
        ("Downloads/nyomtatvany (1).pdf", A, "School", 110, t_menza),
        ("Downloads/export.csv", A, "Finance", 62, t_bank_csv),
        ("Downloads/export (1).csv", A, E, 45, _f(t_ledger, 2026)),
        ("Downloads/csatolmany.pdf", P, "Family", 118, _f(t_kk, "energetikai")),
        ("Downloads/Melléklet_1.pdf", P, E, 28, _f(t_fv, "szerzodes")),
        ("Downloads/WhatsApp Document 2026-04-17 at 18.22.31.pdf", P, "Family", 45, _f(t_kk, "tulajdonilap")),
        ("Downloads/WhatsApp Document 2026-05-09 at 07.41.12.pdf", A, E, 23, t_anyagszamla),
        ("Downloads/ATT00001.pdf", A, "Finance", 122, t_payslip),
        ("Downloads/adatlap.pdf", P, "School", 186, _f(t_felv, "jelentkezes")),
        ("Downloads/Dokumentum.docx", P, "Family", 38, lambda r, dt: t_kk(r, dt, "eloszerzodes").replace("v2", "v1")
         .replace("62 800 000", "61 500 000")),
        ("Downloads/üzenet.eml", A, E, 150, _f(t_konyvelo_mail, 2)),
        ("Downloads/Dokumentum (4).pdf", A, "Health", 124, _f(t_ambulans, ESZTER, "arc")),
        # Desktop
        ("Desktop/Új szöveges dokumentum (4).txt", R, E, 365, _f(t_el_ref, "keresztmetszet")),
        ("Desktop/Névtelen.txt", R, "Cooking", 160, RECIPES["pogácsa"]),
        ("Desktop/Új szöveges dokumentum.txt", P, "Home", 7, _f(t_bath, "todo")),
        ("Desktop/Új szöveges dokumentum (2).txt", P, "Travel", 4, _f(t_bal, "pakolas")),
        ("Desktop/Új szöveges dokumentum (3).txt", P, "Family", 3, _f(t_kk, "todo")),
        ("Desktop/Dokumentum1.docx", A, T, 1, _f(t_dolgozat, "Statisztika", "9.C", "A")),
        ("Desktop/Dokumentum2.docx", A, "School", 24, t_kirandulas),
        ("Desktop/Munkafüzet1.xlsx", A, "Finance", 15, t_budget),
        ("Desktop/Munkafüzet2.xlsx", R, "Fishing", 70, _f(t_fish, "naplo")),
        ("Desktop/jegyzet.txt", P, "School", 210, _f(t_felv, "iskolak")),
        ("Desktop/fontos.txt", P, "School", 5, _f(t_felv, "beiratkozas")),
        ("Desktop/ezt kinyomtatni.pdf", P, T, 3, t_szobeli_beosztas),
        # the printer's scan folder
        ("Documents/Szkennelt/scan0001.pdf", A, "Home", 66, t_kozos),
        ("Documents/Szkennelt/scan0002.pdf", A, "Health", 64, _f(t_lab, ESZTER)),
        ("Documents/Szkennelt/scan0003.pdf", P, "Family", 132, _f(t_kk, "meghatalmazas")),
        ("Documents/Szkennelt/scan0004.pdf", A, "Health", 149, _f(t_ambulans, GABOR, "terd")),
        ("Documents/Szkennelt/scan0005.pdf", A, "School", 123, _f(t_ertesito, "Lili")),
        ("Documents/Szkennelt/scan0006.pdf", P, "Family", 20, _f(t_kk, "foglalo")),
        ("Documents/Szkennelt/scan0007.pdf", A, "Car", 21, _f(t_car, "muszaki")),
        ("Documents/Szkennelt/scan0008.pdf", A, T, 149, t_kinevezes),
        ("Documents/Szkennelt/scan0009.pdf", P, "School", 128, _f(t_felv, "tanar_szamla")),
        ("Documents/Szkennelt/scan0010.pdf", A, "Finance", 165, t_csaladi_potlek),
        ("Documents/Szkennelt/scan0011.pdf", A, "Family", 12, _f(t_family, "anyakonyv")),
        ("Documents/Szkennelt/scan0012.pdf", A, "Health", 52, _f(t_gyerekorvos, "igazolas")),
        ("Documents/Szkennelt/scan0013.pdf", A, "Fishing", 139, _f(t_fish, "jegy")),
        ("Documents/Szkennelt/scan0014.pdf", P, "Home", 33, _f(t_bath, "szerzodes")),
        ("Documents/Szkennelt/scan0015.pdf", A, "Home", 37, _f(t_kozgyules, "jegyzokonyv")),
        ("Documents/Szkennelt/Scan 2026-03-14 10_22_41.pdf", A, "Finance", 79, _f(t_lakashitel, 2025)),
        ("Documents/Szkennelt/Scan 2026-04-30 17_05_09.pdf", P, "School", 32, _f(t_felv, "ertesites")),
        ("Documents/Szkennelt/Scan 2026-05-12 19_44_02.pdf", P, "Family", 20, _f(t_kk, "eloszerzodes")),
        ("Documents/Szkennelt/Scan 2025-11-20 08_15_33.pdf", X, "Family", 193, _f(t_family, "hagyatek_vegzes")),
        # Gábor's phone: WhatsApp documents
        ("Telefonról/WhatsApp Documents/DOC-20260415-WA0003.pdf", P, "Home", 47, _f(t_bath, "ajanlat_masik")),
        ("Telefonról/WhatsApp Documents/DOC-20260422-WA0007.pdf", P, E, 40, _f(t_fv, "ajanlat")),
        ("Telefonról/WhatsApp Documents/DOC-20260503-WA0002.pdf", A, E, 29, t_meres),
        ("Telefonról/WhatsApp Documents/DOC-20260511-WA0011.pdf", P, "Home", 21, _f(t_bath, "csempe_rendeles")),
        ("Telefonról/WhatsApp Documents/DOC-20260519-WA0004.pdf", P, E, 13, _f(t_fv, "utemterv")),
        ("Telefonról/WhatsApp Documents/DOC-20260210-WA0001.pdf", A, "Fishing", 111, _f(t_fish, "tagdij")),
        ("Telefonról/WhatsApp Documents/DOC-20260527-WA0009.pdf", P, "Family", 5, _f(t_kk, "koltoztetes")),
        # year folders
        ("Documents/2025/scan0011.pdf", A, "Car", 226, _f(t_car, "szerviz")),
        ("Documents/2025/scan0003.pdf", A, "Finance", 400, _f(t_szja, 2024)),
        ("Documents/2025/Dokumentum (1).pdf", X, "Travel", 318, _f(t_old_trip, 2025)),
        ("Documents/2025/letöltés.pdf", A, "Health", 230, _f(t_fogorvos, "Varga Lili")),
        ("Documents/2025/Névtelen.docx", A, T, 280, t_munkakozosseg),
        ("Documents/2024/scan0021.pdf", X, "Travel", 690, _f(t_old_trip, 2024)),
        ("Documents/2024/Dokumentum2.docx", X, T, 930, _f(t_minosites, "portfolio")),
        ("Documents/2024/export.csv", A, "Finance", 600, t_bank_csv),
        ("Documents/2024/letöltés (3).pdf", X, "Car", 1185, _f(t_car, "astra")),
        ("Documents/2024/scan0009.pdf", A, "Home", 560, t_vizmuvek),
        # OneDrive
        ("OneDrive/Dokumentumok/Dokumentum 1.docx", A, T, 17, _f(t_dolgozat, "Koordinátageometria", "11.B", "B")),
        ("OneDrive/Dokumentumok/Dokumentum 2.docx", P, T, 9, _f(t_tetel, 17)),
        ("OneDrive/Dokumentumok/Munkafüzet.xlsx", A, T, 14, _f(t_jegyek, "10.A")),
        ("OneDrive/Dokumentumok/Dokumentum 3.docx", A, T, 50, t_ofo_notes),
        # loose in Documents
        ("Documents/Dokumentum1.docx", P, "School", 140, _f(t_felv, "tanar")),
        ("Documents/Új Microsoft Word-dokumentum.docx", P, E, 47, _f(t_fv, "felmeres")),
        ("Documents/nyomtatni.pdf", A, "School", 19, _f(t_kreta, 3)),
    ]
    for rel, bucket, topic, age, content in hard:
        add(rel, bucket, topic, age, content, hard=True)

    # a few plainly named OneDrive school files
    add("OneDrive/Dokumentumok/Iskola/12B_valoszinuseg_gyakorlo.docx", A, T, 47, _f(t_feladatlap, "Valószínűségszámítás", "12.B"))
    add("OneDrive/Dokumentumok/Iskola/9C_statisztika_temazaro_B.docx", A, T, 26, _f(t_dolgozat, "Statisztika", "9.C", "B"))

    # ------------------------------------------------------------ Left: unfinished downloads, lock and system files
    Sy = "System"
    add("Downloads/Nem megerősített 482913.crdownload", L, Sy, 0.5, _blob(r, b"%PDF-1.7\n", 900))
    add("Downloads/Nem megerősített 90517.crdownload", L, Sy, 12, _blob(r, b"MZ", 1500))
    add("Downloads/LibreOffice_25.2.3_Win_x86-64.msi.part", L, Sy, 3, _blob(r, b"\xd0\xcf\x11\xe0", 1500))
    add("Desktop/~$kumentum1.docx", L, Sy, 0.3, b"\x0cVarga Eszter" + b"\x00" * 40)
    ini = ("\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-{n}\r\n"
           "IconResource=%SystemRoot%\\system32\\imageres.dll,-{i}\r\n")
    for folder, n, i in [("Desktop", 21769, 183), ("Documents", 21770, 112), ("Downloads", 21798, 184), ("Pictures", 21779, 113)]:
        add(f"{folder}/desktop.ini", L, Sy, 900, ("\ufeff" + ini.format(n=n, i=i)).encode("utf-16-le"))
    add("Pictures/2025/Thumbs.db", L, Sy, 150, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add("Documents/Szkennelt/Thumbs.db", L, Sy, 20, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    dot("OneDrive/.849C9593-D756-4E56-8D6E-42412F2A707B", b"", 30)
    return items
