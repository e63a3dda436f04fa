"""A thirty-sixth unseen labelled corpus: a Polish site manager's laptop, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts
or the bodies of the other corpora: only ``unseen.py``'s docstring and the write/encode/add helpers of its
``build()``, the ``Item`` dataclass, ``NOW``/``NOW_S``/``DAY``, ``_pdf`` and ``_jpeg`` (``corpus.py``),
``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``) and the small helpers ``_blob``,
``_xlsx``, ``_rezip``, ``_latin1``, ``_epub`` and ``_id3`` (``unseen.py``). The files and labels are shaped
by what this person would have on disk, not by what the code looks for.

The person: Tomasz Kowalczyk, 45, a civil engineer in Kraków with full building licences (uprawnienia
budowlane bez ograniczeń w specjalności konstrukcyjno-budowlanej, 2008), a member of the Małopolska
chamber of civil engineers (MPOIIB, part of PIIB) with its compulsory OC insurance. Since June 2019 he is
kierownik budowy at KBO Kraków Budownictwo Ogólne S.A.; from 2009 to May 2019 he worked for Inżbud Tarnów
Sp. z o.o. He is married to Magda (a pharmacist); their children are Zosia (14, finishing year 8 of
primary school) and Kuba (9, year 3). They live in a flat on Ruczaj in Kraków (bought 2015 with an ING
mortgage; a wspólnota mieszkaniowa manages the building) and drive a 2018 Škoda Octavia Combi.

What is going on now (June 2026): Tomasz manages the construction of an office building, "Zabłocie Point"
at ul. Ślusarska 9 for Zabłocie Development Sp. z o.o. (started September 2025, completion planned for
spring 2027): daily log (dziennik budowy) entries, subcontractor invoices and contracts, inspection and
acceptance reports, concrete test results, drawings (.dwg and .pdf exports), dated site photos and mail
with the investor's inspector. Privately he is turning his late grandparents' wooden house (a góralska
chałupa in Dzianisz, gmina Kościelisko, inherited in 2024) into a family holiday home: building permit from
the Starosta Tatrzański, quotes from local carpenters, an inventory survey and drawings, a budget, dated
progress photos. Zosia is choosing a high school (the Kraków recruitment closes in July 2026). The
family drives to Croatia (Makarska, with a ferry to Hvar) in July 2026, and Tomasz trains for an amateur
road race, the Gorce Road Race on 28 June 2026.

What is finished: the grandparents' estate (spadek after Jan and Helena Kowalczyk), settled with a notarial
certificate of inheritance and the tax office in 2024; his employment at Inżbud Tarnów (ended May 2019);
his earlier sites for KBO -- the Zielone Tarasy housing estate in Wieliczka (2021-2023), the Skawina
warehouse hall (2023-2024) and the extension of the primary school in Niepołomice (handed over in December
2025, occupancy permit January 2026: its folder still sits among the live sites and still gets files);
past holidays (Lake Garda 2024, Hel 2025, winter break in Białka 2025); last year's race (Gorce Road Race
2025).

The machine: one Windows laptop with Polish folder names: ``Dokumenty/`` (tidy in places: ``Budowy/``,
``Finanse/``, ``Praca/``, ``Mieszkanie/``), ``Pobrane/`` full of ``dokument (3).pdf`` and installers,
``Pulpit/`` with ``Nowy dokument tekstowy.txt``, ``Nowy folder/``, a ``Skany/`` folder of ``skan_0012.pdf``
from the home printer, ``Obrazy/`` with albums, screenshots and a phone dump, ``Muzyka/``, and a copy of
his previous laptop (``Kopia laptopa Dell 2019/``). Files are mostly Polish, with English manufacturers'
manuals and standards. Near-duplicates (``Harmonogram_v7.xlsx``, ``Harmonogram_v8_FINAL.xlsx``),
unfinished downloads, Office lock files and Windows system files are there too.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age.
  The Zabłocie Point office building (contract extract, schedule, dziennik budowy entries, subcontractor
  contracts and invoices, acceptance and inspection reports, concrete results, drawings, site photos,
  mail, the site safety plan) -- topic Work; the renovation of the Dzianisz house (permit application and
  decision, land-register extract and map obtained for the permit, carpenters' quotes, inventory and
  drawings, budget, shopping lists, the stove-fitter's and window quotes, the draft carpentry contract,
  progress photos including the "before" photos taken for it) -- topic Cottage; Zosia's choice of high
  school (school list, thresholds, open days, mock-exam results, contest certificate, application) --
  topic School; the Croatia trip in July 2026 (apartment and ferry bookings, deposit, route and day plan,
  travel insurance, packing list, a beach map, a screenshot of the booking) -- topic Travel; the Gorce
  Road Race 2026 (registration and rules, training plan and log, route, nutrition, the medical
  certificate for it, group rides on the course, accommodation) -- topic Cycling.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: his job
  and licence -- employment contract and annexes, payslips, bonus rules, leave requests, annual reviews,
  the PIIB/MPOIIB membership and its OC policy, the licence decision of 2008, completed-course
  certificates, occupational-medicine referrals and certificates, business-trip settlements (Work);
  household money -- bank, PIT returns, PIT-11s (his, Magda's, even the 2018 one from Inżbud), tax
  refunds, the mortgage on the flat, IKE savings and bonds, the household budget (Finance); the flat --
  wspólnota fees, resolutions and reports, the flat's property tax, utilities, internet, the rented
  parking space, repairs, the flat's insurance and deed (Home); the family's health (Health); the car
  and its insurance, inspections, service, fines and damage claims (Car); the children's school outside
  Zosia's recruitment -- Kuba's class, counselling opinion, supplies, parents' council, trips, reports
  (School); owning the Dzianisz house -- property tax, electricity and meter readings, its insurance,
  the chimney sweep (Cottage). A 2019 PIT or the 2015 flat deed are Areas.
- **Resources**: reference and interests kept for their own sake, by subject: building law, standards,
  manufacturers' data sheets, safety data sheets and manuals, course and exam notes, calculators (Work)
  -- also when they sit inside the live site's folder; reference on wooden houses, shingles, wood
  treatment and the Zakopane style, with saved inspiration pictures, even inside the renovation folder
  (Cottage); cycling articles and the bike's manual (Cycling); appliance manuals
  (Home); recipes (Cooking); ebooks and reading lists (Books); music files (Music); installers
  (Software); family albums, the phone dump, Magda's iPhone photos, scanned old family photos and screenshots (Photos) --
  except photos that document a project, current or finished (site photos, renovation photos, race
  photos, a screenshot of a booking: the project's bucket and topic), and anything inside the old-laptop
  copy.
- **Archive**: finished projects and ended responsibilities, however recent: the grandparents' estate,
  settled 2024 (Estate); the Inżbud employment, ended 2019, and the finished sites Wieliczka, Skawina and
  Niepołomice -- even Niepołomice's 2026 occupancy permit and thank-you mail (Work); past trips, with
  their cost notes and packing lists (Travel); the Gorce Road Race 2025 (Cycling); the copy of the old
  Dell laptop, kept whole as it was, whatever is inside (Backup) -- only its system files are Left.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.xlsx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Topics are subjects, one per subject (the site's invoices are ``Work`` like the payslips; the house's
property tax is ``Cottage`` like its renovation; Zosia's recruitment is ``School`` like Kuba's class).
``hard`` marks a file whose name *and* folder say nothing about its subject (``Pobrane/dokument (3).pdf``,
``Pulpit/Nowy dokument tekstowy.txt``, ``Skany/skan_0012.pdf``, ``Nowy folder/tekst.txt``): only the
text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it. Images are never marked hard.
Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf  # noqa: F401
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

PL = str.maketrans("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ", "acelnoszzACELNOSZZ")
MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
          "października", "listopada", "grudnia"]
MIES = ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień",
        "październik", "listopad", "grudzień"]


def _pl(dt: datetime) -> str:
    return f"{dt.day} {MONTHS[dt.month - 1]} {dt.year}"


def _dd(dt: datetime) -> str:
    return f"{dt:%d.%m.%Y}"


def _zl(r: random.Random, lo: float, hi: float) -> str:
    v = f"{r.uniform(lo, hi):,.2f}".replace(",", " ").replace(".", ",")
    return f"{v} zł"


def _dwg(r: random.Random, ver: bytes = b"AC1032") -> bytes:
    return _blob(r, ver + b"\x00\x00\x00\x00\x00\x06\x01", 2400)


SUBS = [("ELMONT-KRAK Sp. z o.o.", "instalacje elektryczne", "676-248-19-02"),
        ("Instal-Bud Podgórze s.c.", "instalacje sanitarne i wentylacja", "679-301-44-17"),
        ("Fasady Glass System Sp. z o.o.", "fasada aluminiowo-szklana", "944-212-87-30"),
        ("Zbrojarnia Bieżanów Sp. z o.o.", "dostawa i montaż zbrojenia", "675-155-02-61"),
        ("Beton-Mix Kraków Sp. z o.o.", "dostawa betonu towarowego", "677-230-91-18"),
        ("DACH-POL Tomasz Pająk", "pokrycie dachu i obróbki blacharskie", "735-100-28-44")]
INSP = "inż. Marek Wróbel"
PM = "Krzysztof Nowicki"
INV = "Zabłocie Development Sp. z o.o."
SITE = "Zabłocie Point, ul. Ślusarska 9, 30-710 Kraków"


# ------------------------------------------------------------------ texts: the current site (Projects Work)
def t_dziennik(r: random.Random, dt: datetime) -> str:
    works = r.sample([
        "Betonowanie stropu nad 4. kondygnacją, pole B2-B4, beton C30/37 W8, ok. 86 m3, pompa 42 m.",
        "Montaż zbrojenia słupów osi 5-9 na 5. kondygnacji - brygada Zbrojarni Bieżanów (8 os.).",
        "Szalowanie ścian klatki schodowej K2, system PERI TRIO, 5. kondygnacja.",
        "Rozszalowanie stropu nad 3. kondygnacją po uzyskaniu 70% wytrzymałości (wg badań próbek).",
        "Wykonanie przepustów instalacyjnych w stropie - Instal-Bud Podgórze, zgodnie z rys. S-310 rev B.",
        "Układanie izolacji przeciwwodnej ścian garażu podziemnego od strony ul. Ślusarskiej.",
        "Murowanie ścian działowych z bloczków silikatowych 18 cm na 2. kondygnacji.",
        "Montaż kotew pod fasadę słupowo-ryglową - Fasady Glass System, oś A.",
        "Prowadzenie tras kablowych w garażu -1, ELMONT-KRAK, 6 os."], 3)
    weather = r.choice(["pogodnie, +18°C", "zachmurzenie, przelotny deszcz, +12°C", "słonecznie, +23°C",
                        "mgła rano, później pogodnie, +9°C", "deszcz od 14:00, +11°C"])
    return (f"DZIENNIK BUDOWY nr 112/2025 - wpis roboczy (do przepisania do dziennika papierowego/EDB)\n"
            f"Budowa: budynek biurowy {SITE}\n"
            f"Data: {_dd(dt)}    Pogoda: {weather}\n"
            f"Stan zatrudnienia na budowie: {r.randint(38, 74)} os. (w tym podwykonawcy)\n\n"
            "Roboty wykonane:\n" + "\n".join(f"- {w}" for w in works) + "\n\n"
            f"Uwagi kierownika budowy: pobrano {r.randint(3, 9)} kompletów próbek betonu (kostki 150 mm). "
            f"Dostawy: stal zbrojeniowa {r.randint(8, 30)} t, bloczki silikatowe {r.randint(2, 9)} palet.\n"
            "Wpis dokonał: mgr inż. Tomasz Kowalczyk, kierownik budowy, upr. MAP/0148/POOK/08\n")


def t_sub_invoice(sub: tuple[str, str, str], no: str):
    def f(r: random.Random, dt: datetime) -> str:
        net = r.uniform(38_000, 410_000)
        return (f"FAKTURA VAT nr {no}\n"
                f"Data wystawienia: {_dd(dt)}    Termin płatności: {_dd(dt + timedelta(days=30))}\n"
                f"Sprzedawca: {sub[0]}, NIP {sub[2]}\n"
                "Nabywca: KBO Kraków Budownictwo Ogólne S.A., ul. Półłanki 18, 30-740 Kraków, NIP 679-288-10-55\n"
                f"Zadanie: budowa budynku biurowego Zabłocie Point, ul. Ślusarska 9, Kraków\n"
                f"Przedmiot: {sub[1]} - wykonanie robót wg protokołu zaawansowania nr {r.randint(3, 9)} "
                f"za {MIES[(dt.month - 2) % 12]} {dt.year if dt.month > 1 else dt.year - 1}\n"
                f"Wartość netto: {net:,.2f} zł    VAT 23% (odwrotne obciążenie nie dotyczy)\n"
                f"Kaucja gwarancyjna 5%: {net * 0.05:,.2f} zł - zatrzymana zgodnie z umową podwykonawczą\n"
                "Potwierdzam wykonanie robót: kierownik budowy T. Kowalczyk\n")
    return f


def t_sub_contract(sub: tuple[str, str, str]):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"UMOWA PODWYKONAWCZA nr KBO/ZP/{r.randint(10, 40)}/2025\n"
                f"zawarta w Krakowie dnia {_pl(dt)} pomiędzy KBO Kraków Budownictwo Ogólne S.A. (Generalny "
                f"Wykonawca) a {sub[0]} (Podwykonawca).\n"
                f"§1. Przedmiot umowy: {sub[1]} w budynku biurowym Zabłocie Point, ul. Ślusarska 9 w Krakowie, "
                "zgodnie z dokumentacją projektową i harmonogramem stanowiącym załącznik nr 2.\n"
                f"§3. Wynagrodzenie ryczałtowe: {r.randint(400, 2900)} 000,00 zł netto.\n"
                "§5. Terminy: rozpoczęcie wg wezwania kierownika budowy, zakończenie do 28.02.2027.\n"
                "§8. Kaucja gwarancyjna 5% wartości każdej faktury; okres gwarancji 60 miesięcy.\n"
                "§11. Umowa podlega zgłoszeniu Inwestorowi zgodnie z art. 647(1) Kodeksu cywilnego.\n")
    return f


def t_odbior(element: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"PROTOKÓŁ ODBIORU ROBÓT ZANIKAJĄCYCH nr {r.randint(20, 90)}\n"
                f"Budowa: {SITE}    Data: {_dd(dt)}\n"
                f"Element: {element}\n"
                f"Komisja: inspektor nadzoru {INSP}, kierownik budowy mgr inż. Tomasz Kowalczyk, "
                "kierownik robót Paweł Ryba\n"
                "Sprawdzono zgodność zbrojenia z rys. konstrukcyjnymi (średnice, rozstaw, otulina 30 mm, "
                "długości zakładów), czystość deskowania, dystanse.\n"
                f"Uwagi: {r.choice(['brak', 'uzupełnić dystanse w polu B3 - usunięto w trakcie odbioru', 'dozbroić otwór 60x80 wg detalu D-12'])}\n"
                "Wynik: roboty odebrane, zezwala się na betonowanie.\n")
    return f


def t_inspekcja(r: random.Random, dt: datetime) -> str:
    return (f"RAPORT Z WIZYTY INSPEKTORA NADZORU INWESTORSKIEGO nr {r.randint(30, 60)}\n"
            f"Inwestor: {INV}    Inwestycja: budynek biurowy Zabłocie Point, Kraków\n"
            f"Data wizyty: {_dd(dt)}    Inspektor: {INSP} (konstrukcja)\n"
            "Stan zaawansowania: konstrukcja żelbetowa 5. kondygnacji, instalacje w garażu, fasada oś A.\n"
            "Stwierdzenia:\n"
            "1. Roboty prowadzone zgodnie z projektem wykonawczym i harmonogramem (opóźnienie 6 dni "
            "na stropie nad 4p - do nadrobienia).\n"
            "2. Należy uzupełnić dokumentację jakościową betonu z dostaw z dni 12-14 bm.\n"
            "3. Zalecam poprawę zabezpieczeń krawędzi stropów (barierki) na 5p - BHP.\n"
            "Termin usunięcia uwag: 7 dni. Kierownik budowy przyjął do wiadomości.\n")


def t_beton(r: random.Random, dt: datetime) -> str:
    vals = [round(r.uniform(38.5, 47.9), 1) for _ in range(6)]
    return (f"SPRAWOZDANIE Z BADAŃ nr LB/{r.randint(1000, 1999)}/{dt.year}\n"
            "Laboratorium Budowlane GEO-LAB Kraków (akredytacja PCA AB 1234)\n"
            f"Zleceniodawca: KBO S.A., budowa Zabłocie Point    Data badania: {_dd(dt)}\n"
            "Badanie wytrzymałości na ściskanie próbek sześciennych 150 mm wg PN-EN 12390-3, po 28 dniach\n"
            "Beton: C30/37 XC3 W8, dostawca Beton-Mix Kraków, element: strop nad 3. kondygnacją\n"
            + "\n".join(f"próbka {i + 1}: {v} MPa" for i, v in enumerate(vals)) +
            f"\nŚrednia fcm = {sum(vals) / 6:.1f} MPa; kryteria zgodności wg PN-EN 206 spełnione.\n")


def t_harmonogram(r: random.Random, dt: datetime) -> str:
    rows = ["Etap;Początek;Koniec;Zaawansowanie %;Wartość netto zł",
            "Roboty ziemne i ścianki szczelne;2025-09-15;2025-11-10;100;2 140 000",
            "Konstrukcja garażu -1;2025-11-03;2026-01-30;100;3 860 000",
            "Konstrukcja kondygnacji 0-3;2026-01-26;2026-04-24;100;4 920 000",
            f"Konstrukcja kondygnacji 4-6;2026-04-20;2026-07-10;{r.randint(35, 60)};3 980 000",
            "Dach i stropodach;2026-07-06;2026-08-28;0;1 210 000",
            f"Fasada słupowo-ryglowa;2026-05-11;2026-11-20;{r.randint(3, 12)};6 450 000",
            f"Instalacje elektryczne;2026-02-02;2027-01-29;{r.randint(10, 25)};4 300 000",
            f"Instalacje sanitarne i HVAC;2026-02-16;2027-02-12;{r.randint(8, 20)};5 720 000",
            "Wykończenia części wspólnych;2026-10-01;2027-02-26;0;2 650 000",
            "Odbiory i pozwolenie na użytkowanie;2027-03-01;2027-04-30;0;-"]
    return "\n".join(rows)


def t_platnosci(r: random.Random, dt: datetime) -> str:
    lines = ["Podwykonawca;Nr faktury;Data;Netto;Kaucja 5%;Status"]
    for s in SUBS:
        net = r.randint(40_000, 400_000)
        lines.append(f"{s[0]};{r.randint(10, 99)}/{dt.month:02d}/2026;{dt:%Y-%m}-{r.randint(1, 28):02d};{net};"
                     f"{net * 0.05:.0f};{r.choice(['zapłacona', 'do akceptacji KB', 'zapłacona', 'wstrzymana - brak protokołu'])}")
    return "\n".join(lines)


def t_narada(r: random.Random, dt: datetime) -> str:
    return (f"Protokół z narady koordynacyjnej nr {r.randint(20, 40)} - budowa Zabłocie Point\n"
            f"Data: {_dd(dt)}, kontener biurowy KBO na placu budowy\n"
            f"Obecni: {INSP} (INI), arch. Ewa Lis (Pracownia Linea), {PM} (KBO, kierownik projektu), "
            "Tomasz Kowalczyk (KBO, kierownik budowy), przedstawiciele ELMONT-KRAK i Instal-Bud\n"
            "1. Kolizja kanału wentylacyjnego z podciągiem P-7 na 3p - projektant HVAC przedstawi "
            "rozwiązanie do piątku.\n"
            "2. Próbka fasady - akceptacja Inwestora, zamówienie profili ruszy w przyszłym tygodniu.\n"
            "3. Harmonogram: stan surowy zamknięty planowany na koniec lipca.\n"
            "4. Następna narada za dwa tygodnie, ta sama godzina.\n"
            "Protokołował: T. Kowalczyk\n")


def t_eml_site(subject: str, frm: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"From: {frm}\nTo: Tomasz Kowalczyk <t.kowalczyk@kbo-krakow.pl>\n"
                f"Date: {dt:%a, %d %b %Y %H:%M:%S} +0200\nSubject: {subject}\n"
                "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body)
    return f


def t_drawing(no: str, title: str, rev: str, project: str = "Budynek biurowy Zabłocie Point, ul. Ślusarska 9, Kraków"):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"{project}\nPROJEKT WYKONAWCZY - BRANŻA {'KONSTRUKCJA' if no[0] == 'K' else 'ARCHITEKTURA'}\n"
                f"Rysunek: {no} {title}\nSkala 1:50    Rewizja: {rev}    Data: {_dd(dt)}\n"
                "Beton C30/37, stal B500SP, otulina 30 mm. Wymiary w cm, rzędne w m.\n"
                "Projektant: mgr inż. Adam Sowa, upr. MAP/0211/PWOK/05    Sprawdzający: mgr inż. Joanna Kruk\n")
    return f


def t_bioz(r: random.Random, dt: datetime) -> str:
    return ("PLAN BEZPIECZEŃSTWA I OCHRONY ZDROWIA (BIOZ) - aktualizacja 2\n"
            f"Budowa: {SITE}    Sporządził: kierownik budowy Tomasz Kowalczyk    {_dd(dt)}\n"
            "Zagrożenia: praca na wysokości powyżej 5 m, praca żurawia wieżowego Liebherr 172 EC-B, "
            "wykopy o głębokości powyżej 3 m, roboty przy instalacjach elektrycznych.\n"
            "Środki: balustrady na krawędziach stropów, siatki ochronne, strefy niebezpieczne żurawia, "
            "instruktaż stanowiskowy każdego nowego pracownika podwykonawcy.\n")


# ------------------------------------------------------------------ texts: employment (Areas Work)
def t_pasek(r: random.Random, dt: datetime) -> str:
    gross = r.choice([16_800, 16_800, 17_400])
    bonus = r.choice([0, 0, 1_500, 2_200])
    return ("KBO Kraków Budownictwo Ogólne S.A. - PASEK WYNAGRODZEŃ\n"
            f"Pracownik: Tomasz Kowalczyk, nr ewid. 0417, stanowisko: kierownik budowy\n"
            f"Okres: {MIES[dt.month - 1]} {dt.year}    Data wypłaty: {_dd(dt)}\n"
            f"Wynagrodzenie zasadnicze: {gross:,.2f} zł\nPremia regulaminowa: {bonus:,.2f} zł\n"
            f"Dodatek samochodowy (ryczałt): 600,00 zł\n"
            f"Składki ZUS pracownika: {(gross + bonus) * 0.1371:,.2f} zł    Zaliczka PIT: {(gross + bonus) * 0.11:,.0f},00 zł\n"
            f"PPK pracownik 2%: {(gross + bonus) * 0.02:,.2f} zł\n"
            f"Do wypłaty: {(gross + bonus) * 0.70:,.2f} zł na rachunek PKO BP ...4821\n")


def t_umowa_kbo(r: random.Random, dt: datetime) -> str:
    return ("UMOWA O PRACĘ na czas nieokreślony\n"
            "zawarta w dniu 20 maja 2019 r. w Krakowie pomiędzy KBO Kraków Budownictwo Ogólne S.A., "
            "ul. Półłanki 18, Kraków, reprezentowaną przez Prezesa Zarządu, a Panem Tomaszem Kowalczykiem.\n"
            "1. Stanowisko: kierownik budowy. Miejsce pracy: budowy prowadzone przez Pracodawcę na terenie "
            "województwa małopolskiego.\n2. Wymiar czasu pracy: pełny etat.\n"
            "3. Wynagrodzenie zasadnicze: 12 500,00 zł brutto miesięcznie oraz premia wg regulaminu.\n"
            "4. Dzień rozpoczęcia pracy: 3 czerwca 2019 r.\n")


def t_aneks(year: int, amount: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"ANEKS nr {year - 2020} do umowy o pracę z dnia 20.05.2019\n"
                f"Kraków, {_pl(dt)}\nPracodawca: KBO Kraków Budownictwo Ogólne S.A.\n"
                "Pracownik: Tomasz Kowalczyk, kierownik budowy\n"
                f"Strony zgodnie postanawiają, że od dnia 1 stycznia {year} r. wynagrodzenie zasadnicze "
                f"Pracownika wynosi {amount} zł brutto miesięcznie. Pozostałe warunki umowy bez zmian.\n")
    return f


def t_piib_skladka(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Małopolska Okręgowa Izba Inżynierów Budownictwa - składka członkowska {year}\n"
                f"Członek: mgr inż. Tomasz Kowalczyk, nr członkowski MAP/BO/1187/02\n"
                f"Składka roczna na rzecz izby okręgowej i krajowej: {r.choice(['540,00', '576,00'])} zł\n"
                "w tym ubezpieczenie OC obowiązkowe (umowa generalna PIIB z Sopockim TU Ergo Hestia): 115,00 zł\n"
                f"Zapłacono przelewem dnia {_dd(dt)}. Zaświadczenie o przynależności do izby jest ważne do "
                f"31.12.{year} i dostępne w portalu PIIB.\n")
    return f


def t_oc_piib(r: random.Random, dt: datetime) -> str:
    return ("Certyfikat ubezpieczenia OC obowiązkowego inżynierów budownictwa\n"
            "Ubezpieczyciel: Sopockie Towarzystwo Ubezpieczeń Ergo Hestia S.A.\n"
            "Ubezpieczony: Tomasz Kowalczyk, członek MPOIIB MAP/BO/1187/02\n"
            f"Okres ubezpieczenia: 01.01.{dt.year} - 31.12.{dt.year}\n"
            "Suma gwarancyjna: równowartość 50 000 EUR na jedno zdarzenie\n"
            "Zakres: odpowiedzialność cywilna za szkody wyrządzone w związku z pełnieniem samodzielnych "
            "funkcji technicznych w budownictwie.\n")


def t_uprawnienia(r: random.Random, dt: datetime) -> str:
    return ("DECYZJA nr MAP/0148/POOK/08\n"
            "Małopolska Okręgowa Komisja Kwalifikacyjna Izby Inżynierów Budownictwa, Kraków, 16 czerwca 2008\n"
            "Na podstawie art. 12 ustawy Prawo budowlane nadaje się Panu Tomaszowi Kowalczykowi, "
            "magistrowi inżynierowi budownictwa, UPRAWNIENIA BUDOWLANE do projektowania i kierowania "
            "robotami budowlanymi bez ograniczeń w specjalności konstrukcyjno-budowlanej.\n")


def t_cert(course: str, org: str, hours: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"ZAŚWIADCZENIE nr {r.randint(100, 999)}/{dt.year}\n"
                f"{org} zaświadcza, że Pan Tomasz Kowalczyk ukończył szkolenie:\n\"{course}\"\n"
                f"w wymiarze {hours} godzin, w dniu {_pl(dt)}.\n"
                "Szkolenie realizowane w ramach doskonalenia zawodowego członków MPOIIB.\n")
    return f


def t_medycyna(r: random.Random, dt: datetime) -> str:
    return ("ORZECZENIE LEKARSKIE nr 2231/MP/2025 (badania okresowe)\n"
            "Centrum Medycyny Pracy MEDPRO, ul. Kalwaryjska 69, Kraków\n"
            "Pracodawca: KBO Kraków Budownictwo Ogólne S.A.\nPracownik: Tomasz Kowalczyk, kierownik budowy\n"
            "Brak przeciwwskazań do pracy na stanowisku, w tym do pracy na wysokości powyżej 3 m.\n"
            f"Data badania: {_dd(dt)}. Następne badanie okresowe do: {_dd(dt + timedelta(days=730))}.\n")


def t_delegacja(r: random.Random, dt: datetime) -> str:
    return ("ROZLICZENIE KOSZTÓW PODRÓŻY SŁUŻBOWEJ\n"
            f"Pracownik: Tomasz Kowalczyk    Data: {_dd(dt)}\n"
            "Cel: narada w biurze projektowym Pracownia Linea oraz wizyta w zakładzie produkcji fasad "
            "(Fasady Glass System, Bielsko-Biała)\n"
            f"Przejazd samochodem prywatnym: {r.randint(180, 260)} km x 1,15 zł\nDieta: 45,00 zł\n")


# ------------------------------------------------------------------ texts: professional reference (Resources Work)
T_PRAWO_BUD = ("Ustawa z dnia 7 lipca 1994 r. Prawo budowlane - tekst jednolity (wyciąg, opracowanie własne)\n"
               "Art. 22. Do podstawowych obowiązków kierownika budowy należy: protokolarne przejęcie od inwestora "
               "terenu budowy, prowadzenie dokumentacji budowy, zorganizowanie budowy i kierowanie nią w sposób "
               "zgodny z projektem i przepisami, w tym BHP...\n"
               "Art. 45. Dziennik budowy stanowi urzędowy dokument przebiegu robót budowlanych. Od 2023 r. "
               "możliwy dziennik elektroniczny (EDB).\n"
               "Art. 57. Do zawiadomienia o zakończeniu budowy inwestor dołącza oryginał dziennika budowy, "
               "oświadczenie kierownika budowy...\n")
T_PERI = ("PERI TRIO Panel Formwork - Instructions for Assembly and Use (Standard Configuration), Edition 03/2022\n"
          "1. Product description: TRIO is a crane-dependent wall formwork with panels 2.70 m and 3.30 m high.\n"
          "2. Permissible fresh concrete pressure: 80 kN/m2 over the entire formwork area.\n"
          "3. Safety instructions: use only original PERI parts; check the BFD alignment couplers before "
          "pouring; never climb on the panel struts.\n")
T_SIKA = ("Sika Igolflex N - Karta techniczna produktu, wersja 02.2024\n"
          "Bitumiczno-kauczukowa masa hydroizolacyjna, jednoskładnikowa, do izolacji fundamentów i ścian "
          "piwnic. Zużycie: 1,0-1,2 kg/m2 na warstwę, min. dwie warstwy. Temperatura aplikacji +5 do +30°C.\n"
          "Czas schnięcia między warstwami: ok. 12 h w 20°C i 65% wilgotności.\n")
T_HILTI = ("Hilti HIT-RE 500 V4 Injectable mortar - Technical Data Sheet (ETA-16/0143)\n"
           "Epoxy mortar for rebar connections and heavy anchoring in cracked and uncracked concrete.\n"
           "Base material temperature -5°C to +40°C. Gel time at 20°C: 30 min; curing time: 7 h.\n"
           "Design according to EN 1992-4 and EOTA TR 069 for post-installed rebar.\n")
T_STAL = ("Tabela - ciężary i przekroje prętów zbrojeniowych (stal B500SP)\n"
          "fi 6: 0,222 kg/m; 0,283 cm2\nfi 8: 0,395 kg/m; 0,503 cm2\nfi 10: 0,617 kg/m; 0,785 cm2\n"
          "fi 12: 0,888 kg/m; 1,131 cm2\nfi 16: 1,578 kg/m; 2,011 cm2\nfi 20: 2,466 kg/m; 3,142 cm2\n"
          "fi 25: 3,853 kg/m; 4,909 cm2\nfi 32: 6,313 kg/m; 8,042 cm2\n")
T_EC2 = ("# Eurokod 2 (PN-EN 1992-1-1) - moje notatki\n\n"
         "- otulina: c_nom = c_min + Δc_dev (Δc_dev = 10 mm), klasa ekspozycji XC3 -> c_min,dur = 25 mm\n"
         "- rozstaw prętów w płycie: max 3h lub 400 mm dla zbrojenia głównego\n"
         "- długość zakotwienia l_bd - tab. w arkuszu 'kotwienie.xlsx'\n"
         "- rozszalowanie: stropy po osiągnięciu 70% f_ck, sprawdzać próbkami świadkami\n"
         "- pielęgnacja betonu wg PN-EN 13670: min. 3 doby dla klasy pielęgnacji 2\n")
T_BIM = ("Kurs: BIM dla kierowników budów - notatki z zajęć (MPOIIB, 2025)\n"
         "Dzień 1: modele IFC, różnica między LOD a LOI, przeglądarki (BIMvision, Solibri).\n"
         "Dzień 2: wykrywanie kolizji, raporty BCF, harmonogram 4D - powiązanie elementów modelu z "
         "zadaniami harmonogramu.\nWnioski: na następnej budowie żądać modelu koordynacyjnego od GW/projektanta.\n")
T_EGZAMIN = ("Egzamin na uprawnienia budowlane - notatki do nauki (2007/2008)\n"
             "Prawo budowlane: art. 28-36 pozwolenie na budowę; art. 29-30 zgłoszenia; art. 41-45 "
             "rozpoczęcie i prowadzenie robót.\nRozporządzenie w sprawie warunków technicznych - "
             "odległości budynków od granicy działki: 4 m ściana z oknami, 3 m bez okien.\n")


def t_kalkulator(r: random.Random, dt: datetime) -> str:
    return ("Pręt;Beton;Warunki przyczepności;l_b,rqd [cm];l_bd [cm]\n" +
            "\n".join(f"fi {d};C30/37;{c};{d * k};{int(d * k * 0.7)}" for d in (10, 12, 16, 20, 25)
                      for c, k in (("dobre", 4), ("słabe", 5))))


# ------------------------------------------------------------------ texts: finished sites and old employer (Archive Work)
def t_odbior_koncowy(obj: str, date: str):
    def f(r: random.Random, dt: datetime) -> str:
        return ("PROTOKÓŁ ODBIORU KOŃCOWEGO ROBÓT\n"
                f"Obiekt: {obj}\nData odbioru: {date}\n"
                "Wykonawca: KBO Kraków Budownictwo Ogólne S.A., kierownik budowy mgr inż. Tomasz Kowalczyk\n"
                "Komisja stwierdza, że roboty zostały wykonane zgodnie z umową, projektem i sztuką budowlaną. "
                "Drobne usterki wymienione w załączniku 1 usunięto w terminie. Dokumentacja powykonawcza "
                "przekazana Inwestorowi. Od dnia odbioru biegnie okres gwarancji.\n"
                "Budowa zakończona, plac budowy przekazany Inwestorowi.\n")
    return f


def t_pnu_niepolomice(r: random.Random, dt: datetime) -> str:
    return ("POWIATOWY INSPEKTOR NADZORU BUDOWLANEGO w Wieliczce\n"
            f"DECYZJA nr 14/2026 z dnia {_pl(dt)}\n"
            "Na podstawie art. 59 ustawy Prawo budowlane udziela się Gminie Niepołomice POZWOLENIA NA "
            "UŻYTKOWANIE rozbudowy Szkoły Podstawowej nr 2 w Niepołomicach o segment dydaktyczny z salą "
            "gimnastyczną, wykonanej na podstawie pozwolenia na budowę nr 412/2024.\n"
            "Kierownik budowy: Tomasz Kowalczyk (KBO S.A.). Obiekt odebrany w grudniu 2025 r.\n")


def t_swiadectwo(r: random.Random, dt: datetime) -> str:
    return ("ŚWIADECTWO PRACY\n"
            "Inżbud Tarnów Sp. z o.o., ul. Przemysłowa 4, 33-100 Tarnów\n"
            "Stwierdza się, że Pan Tomasz Kowalczyk był zatrudniony w okresie od 01.03.2009 do 31.05.2019 "
            "w pełnym wymiarze czasu pracy na stanowiskach: inżynier budowy (2009-2012), kierownik robót "
            "(2012-2015), kierownik budowy (2015-2019).\n"
            "Stosunek pracy ustał w wyniku rozwiązania umowy za wypowiedzeniem dokonanym przez pracownika.\n"
            "Urlop wypoczynkowy wykorzystany w roku 2019: 10 dni.\n")


def t_inzbud_pasek(r: random.Random, dt: datetime) -> str:
    return ("Inżbud Tarnów Sp. z o.o. - lista płac / odcinek wypłaty\n"
            f"Pracownik: Kowalczyk Tomasz, kierownik budowy    Miesiąc: {MIES[dt.month - 1]} {dt.year}\n"
            f"Płaca zasadnicza: 9 800,00 zł  Dodatek za rozłąkę: 700,00 zł  Do wypłaty: {r.randint(7300, 7700)},41 zł\n")


def t_inzbud_umowa(r: random.Random, dt: datetime) -> str:
    return ("UMOWA O PRACĘ na okres próbny 3 miesięcy\n"
            "zawarta 27 lutego 2009 r. w Tarnowie pomiędzy Inżbud Tarnów Sp. z o.o. a Tomaszem Kowalczykiem.\n"
            "Stanowisko: inżynier budowy. Wynagrodzenie: 4 200,00 zł brutto. Rozpoczęcie pracy: 01.03.2009.\n")


def t_usterki_niep(r: random.Random, dt: datetime) -> str:
    return ("Lista usterek - rozbudowa SP nr 2 Niepołomice (odbiór końcowy 17.12.2025)\n"
            "Nr;Lokalizacja;Opis;Odpowiedzialny;Termin;Status\n"
            "1;Sala gimnastyczna;rysa na tynku ściany wschodniej;KBO;2026-01-15;usunięta\n"
            "2;Korytarz 1p;regulacja samozamykacza drzwi EI30;ELMONT-KRAK;2026-01-10;usunięta\n"
            "3;Dach;uzupełnienie obróbki przy wyłazie;DACH-POL;2026-01-20;usunięta\n"
            "4;Sanitariaty 0;wymiana uszkodzonej płytki;KBO;2026-01-12;usunięta\n"
            "Wszystkie usterki usunięte - protokół potwierdzony przez Gminę 22.01.2026.\n")


def t_rozliczenie_skawina(r: random.Random, dt: datetime) -> str:
    return ("Pozycja;Umowa netto;Wykonano netto;Różnica\n"
            "Konstrukcja stalowa hali;6 200 000;6 240 500;40 500\n"
            "Posadzka przemysłowa 9 800 m2;1 960 000;1 952 000;-8 000\n"
            "Obudowa z płyt warstwowych;2 450 000;2 475 300;25 300\n"
            "Roboty dodatkowe (rampa nr 4);0;186 000;186 000\n"
            "RAZEM - rozliczenie końcowe hali magazynowej Skawina (zamknięte 30.06.2024);;;\n")


# ------------------------------------------------------------------ texts: the Dzianisz house (Cottage)
HOUSE = "dom drewniany w Dzianiszu, dz. ewid. nr 2417/3, obręb Dzianisz, gmina Kościelisko"


def t_oferta_ciesla(name: str, firm: str, town: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"{firm}\n{name}, {town}, tel. 6{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}\n"
                f"{town}, {_dd(dt)}\n\nOFERTA dla Pana Tomasza Kowalczyka\n"
                f"dotyczy: remontu chałupy - {HOUSE}\n"
                f"1. Rozbiórka starego pokrycia z blachy i wymiana więźby w części uszkodzonej - {_zl(r, 18000, 32000)}\n"
                f"2. Nowe pokrycie z gontu świerkowego łupanego, ok. 190 m2 - {_zl(r, 62000, 88000)}\n"
                f"3. Wymiana podwalin i dolnych wieńców płazów od strony północnej - {_zl(r, 21000, 36000)}\n"
                f"4. Uszczelnienie mchem/konopią i zacieranie płazów - {_zl(r, 9000, 15000)}\n"
                "Drewno własne z tartaku w Witowie, sezonowane. Termin: od lipca do października 2026, przed "
                "zimą dach musi być zakryty. Zaliczka 30% przy podpisaniu umowy.\n"
                "Ceny netto, do uzgodnienia na miejscu. Z Panem Bogiem - " + name.split()[0] + "\n")
    return f


def t_porownanie(r: random.Random, dt: datetime) -> str:
    return ("Pozycja;Chowaniec (Ząb);Gąsienica-Józkowy (Kościelisko);Bukowski (Witów)\n"
            f"Więźba;{r.randint(18, 32)} 000;{r.randint(18, 32)} 000;{r.randint(18, 32)} 000\n"
            f"Gont 190 m2;{r.randint(62, 88)} 000;{r.randint(62, 88)} 000;{r.randint(62, 88)} 000\n"
            f"Podwaliny;{r.randint(21, 36)} 000;{r.randint(21, 36)} 000;{r.randint(21, 36)} 000\n"
            "Termin;lip-paź 2026;od sierpnia;wrzesień-listopad\n"
            "Uwagi;polecony przez wujka Staszka;robił kościółek w Dzianiszu;najtańszy ale późno\n")


def t_budzet(r: random.Random, dt: datetime) -> str:
    return ("Kategoria;Plan;Wydane;Pozostało\n"
            f"Projekt i inwentaryzacja;14 000;{r.randint(12000, 14500)};\n"
            "Dach (więźba + gont);110 000;0;110 000\n"
            f"Podwaliny i płazy;32 000;{r.randint(5000, 9000)};\n"
            "Instalacja elektryczna;28 000;0;28 000\n"
            "Łazienka i kanalizacja (przydomowa oczyszczalnia?);45 000;0;45 000\n"
            f"Piec kaflowy - renowacja;12 000;{r.randint(500, 1500)};\n"
            "Okna drewniane (skrzynkowe);36 000;0;36 000\n"
            "Rezerwa 15%;41 000;0;41 000\n"
            "Finansowanie: oszczędności + sprzedaż działki rolnej z działu spadku (2024);;;\n")


def t_wniosek_pnb(r: random.Random, dt: datetime) -> str:
    return ("WNIOSEK O POZWOLENIE NA BUDOWĘ (PB-1) - kopia złożona przez e-Budownictwo\n"
            "Organ: Starosta Tatrzański, ul. Chramcówki 15, 34-500 Zakopane\n"
            "Inwestor: Tomasz Kowalczyk, Kraków\n"
            f"Zamierzenie: przebudowa i remont budynku mieszkalnego jednorodzinnego - {HOUSE}, "
            "ze zmianą sposobu użytkowania części strychu na pomieszczenia mieszkalne\n"
            "Załączniki: projekt zagospodarowania działki, projekt architektoniczno-budowlany (3 egz.), "
            "oświadczenie o prawie do dysponowania nieruchomością na cele budowlane (PB-2), "
            "uzgodnienie z Tatrzańskim Parkiem Narodowym nie jest wymagane (poza otuliną).\n"
            f"Data złożenia: {_dd(dt)}\n")


def t_decyzja_pnb(r: random.Random, dt: datetime) -> str:
    return ("STAROSTA TATRZAŃSKI\nAB.6740.1.{0}.2026\n".format(r.randint(100, 400)) +
            f"Zakopane, {_pl(dt)}\n\nDECYZJA nr {r.randint(80, 200)}/2026\n"
            "Na podstawie art. 28, 33 ust. 1, art. 34 ust. 4 i art. 36 ustawy Prawo budowlane zatwierdzam "
            "projekt zagospodarowania działki i projekt architektoniczno-budowlany oraz udzielam Panu "
            f"Tomaszowi Kowalczykowi pozwolenia na budowę obejmującego przebudowę - {HOUSE}.\n"
            "Warunki: zachować tradycyjną bryłę, pokrycie dachu z gontu lub wiórów drewnianych, elewacje "
            "z bali drewnianych. Kierownik budowy: Tomasz Kowalczyk (upr. MAP/0148/POOK/08).\n"
            "Decyzja staje się ostateczna po upływie 14 dni od doręczenia stronom.\n")


def t_kw(r: random.Random, dt: datetime) -> str:
    return (f"ODPIS ZWYKŁY KSIĘGI WIECZYSTEJ NS1Z/000{r.randint(10000, 99999)}/3\n"
            "Sąd Rejonowy w Zakopanem, IV Wydział Ksiąg Wieczystych\n"
            "Dział I-O: działka nr 2417/3, obręb Dzianisz, gmina Kościelisko, pow. 0,1842 ha, budynek "
            "mieszkalny drewniany\nDział II: właściciel Tomasz Kowalczyk - na podstawie aktu poświadczenia "
            "dziedziczenia Rep. A nr 3318/2024\n"
            f"Wydruk pobrany z systemu EKW dnia {_dd(dt)} - do wniosku o pozwolenie na budowę.\n")


def t_inwentaryzacja(r: random.Random, dt: datetime) -> str:
    return ("INWENTARYZACJA BUDOWLANA - dom drewniany, Dzianisz 2417/3\n"
            "Budynek parterowy z użytkowym poddaszem, zbudowany ok. 1936 r. z płazów świerkowych na "
            "podmurówce kamiennej. Wymiary zewn. 11,40 x 7,20 m. Dach dwuspadowy z naczółkami, pokrycie "
            "blachą (z lat 70., pierwotnie gont).\nStan: zbutwiałe podwaliny od strony północnej, ugięcie "
            "krokwi w 3 polach, zawilgocenie podmurówki. Piec kaflowy w izbie białej - do renowacji.\n"
            f"Pomiar: T. Kowalczyk, arch. Maria Skupień, {_dd(dt)}\n")


def t_podatek_dzianisz(r: random.Random, dt: datetime) -> str:
    return ("WÓJT GMINY KOŚCIELISKO\nDECYZJA w sprawie wymiaru podatku od nieruchomości na "
            f"{dt.year if dt.month < 6 else dt.year + 1} rok\n"
            "Podatnik: Tomasz Kowalczyk, Kraków\n"
            "Przedmiot opodatkowania: budynek mieszkalny 94 m2, grunt 1842 m2 - Dzianisz\n"
            f"Kwota podatku: {r.randint(190, 260)},00 zł, płatna w ratach do 15 marca, 15 maja, 15 września "
            "i 15 listopada na rachunek Gminy Kościelisko.\n")


def t_tauron_dzianisz(r: random.Random, dt: datetime) -> str:
    return ("TAURON Sprzedaż Sp. z o.o. - Faktura VAT za energię elektryczną\n"
            f"Odbiorca: Tomasz Kowalczyk    Punkt poboru: Dzianisz 2417/3, 34-511 Kościelisko\n"
            f"Okres rozliczeniowy: {MIES[(dt.month - 3) % 12]} - {MIES[(dt.month - 1) % 12]} {dt.year}\n"
            f"Zużycie: {r.randint(60, 240)} kWh (taryfa G11)    Do zapłaty: {_zl(r, 90, 260)}\n"
            f"Termin płatności: {_dd(dt + timedelta(days=14))}\n")


def t_polisa_dzianisz(r: random.Random, dt: datetime) -> str:
    return ("POLISA ubezpieczenia domu - Generali T.U. S.A.\n"
            f"Ubezpieczający: Tomasz Kowalczyk    Miejsce ubezpieczenia: Dzianisz 2417/3\n"
            "Przedmiot: budynek mieszkalny o konstrukcji drewnianej (niezamieszkany, w remoncie), suma "
            "ubezpieczenia 380 000 zł; ryzyka: ogień, huragan, śnieg, powódź\n"
            f"Okres: {_dd(dt)} - {_dd(dt + timedelta(days=364))}    Składka roczna: {_zl(r, 900, 1400)}\n")


def t_kominiarz(r: random.Random, dt: datetime) -> str:
    return ("PROTOKÓŁ z okresowej kontroli przewodów kominowych\n"
            f"Obiekt: budynek mieszkalny drewniany, Dzianisz 2417/3    Data: {_dd(dt)}\n"
            "Mistrz kominiarski Andrzej Kuchta, Poronin\n"
            "Przewód dymowy pieca kaflowego: drożny, wyczyszczony. Przewód wentylacyjny kuchni: drożny.\n"
            "Zalecenie: przed ponownym użytkowaniem pieca wykonać wkład lub szczelność przewodu.\n")


T_GONT = ("Gont - jak układać (artykuł z portalu o budownictwie drewnianym, zapisany)\n"
          "Gont łupany ze świerka lub jodły jest trwalszy od piłowanego, bo włókna nie są przecięte. "
          "Układa się go na łatach w 3 warstwach, z zakładem 2/3 długości. Gwoździe ocynkowane lub "
          "miedziane. Nachylenie dachu min. 45°. Trwałość 40-60 lat przy dobrej wentylacji.\n")
T_STYL = ("Styl zakopiański - Stanisław Witkiewicz (notatki z książki i wystawy w Muzeum Tatrzańskim)\n"
          "Willa Koliba (1892-93) jako pierwsza realizacja. Cechy: wysoki dach z naczółkami, zdobione "
          "szczyty ze słoneczkiem, płazy łączone na obłap, ganki i werandy, snycerka w motywach "
          "lilijki i parzenicy.\n")
T_IMPREG = ("Impregnacja drewna konstrukcyjnego - poradnik producenta (Drewnochron / Altax)\n"
            "Podwaliny i elementy narażone na wilgoć: impregnat klasy 4 (kontakt z gruntem). Drewno "
            "wewnętrzne: środki ogniochronne i przeciw owadom (spuszczel). Nakładać dwukrotnie, przerwa 24 h.\n")


# ------------------------------------------------------------------ texts: school
def t_lista_lo(r: random.Random, dt: datetime) -> str:
    return ("Szkoła;Klasa/profil;Próg 2025 (pkt);Dojazd z Ruczaju;Dzień otwarty;Uwagi Zosi\n"
            "V LO im. A. Witkowskiego;mat-fiz-inf;182,4;tramwaj 18 + 40 min;14.03;chce biol-chem\n"
            "V LO im. A. Witkowskiego;biol-chem;178,9;40 min;14.03;nr 1\n"
            "II LO im. J. Sobieskiego;biol-chem;171,2;35 min;21.03;nr 2\n"
            "VIII LO im. S. Wyspiańskiego;biol-chem;169,5;30 min;28.03;blisko, koleżanki\n"
            "XII LO im. Sz. Konarskiego;matematyczno-geograficzna;150,3;25 min;-;awaryjnie\n")


def t_progi(r: random.Random, dt: datetime) -> str:
    return ("Kuratorium Oświaty w Krakowie - progi punktowe w rekrutacji do liceów 2025/2026 (wybrane)\n"
            "V LO Kraków - oddział biologiczno-chemiczny: 178,90 pkt\nII LO Kraków - biol-chem: 171,20 pkt\n"
            "VIII LO Kraków - biol-chem: 169,50 pkt\nPunkty: max 200 = 100 za egzamin ósmoklasisty + 100 za "
            "oceny, świadectwo z wyróżnieniem i osiągnięcia.\n"
            "Harmonogram rekrutacji 2026/2027: wnioski 12.05-16.06.2026, uzupełnienie o świadectwo i wyniki "
            "egzaminu 26.06-10.07.2026, listy zakwalifikowanych 17.07.2026.\n")


def t_wniosek_lo(r: random.Random, dt: datetime) -> str:
    return ("WNIOSEK o przyjęcie do szkoły ponadpodstawowej - system rekrutacji Kraków (wydruk)\n"
            "Kandydat: Zofia Kowalczyk, SP nr 162 w Krakowie, klasa 8b\n"
            "Preferencje: 1) V LO - biol-chem (j. ang., j. niem.), 2) II LO - biol-chem, 3) VIII LO - "
            "biol-chem, 4) XII LO - mat-geo\n"
            f"Wniosek złożony elektronicznie {_dd(dt)}; podpisany przez rodziców: Magdalena i Tomasz Kowalczyk.\n"
            "Wydrukowany wniosek należy dostarczyć do szkoły pierwszego wyboru do 16.06.2026.\n")


def t_librus(subject: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"From: Librus Synergia <powiadomienia@librus.pl>\nTo: tomasz.kowalczyk@gmail.com\n"
                f"Date: {dt:%a, %d %b %Y %H:%M:%S} +0200\nSubject: {subject}\n"
                "Content-Type: text/plain; charset=utf-8\n\n" + body)
    return f


def t_rada_rodzicow(r: random.Random, dt: datetime) -> str:
    return ("Rada Rodziców przy Szkole Podstawowej nr 162 w Krakowie\n"
            f"Potwierdzenie wpłaty składki na rok szkolny {dt.year - (dt.month < 9)}/{dt.year + (dt.month >= 9)}\n"
            "Uczniowie: Zofia Kowalczyk (8b), Jakub Kowalczyk (3a)\nKwota: 150,00 zł (rodzeństwo)\n"
            "Dziękujemy - składka finansuje nagrody, wycieczki i festyn rodzinny.\n")


# ------------------------------------------------------------------ texts: Croatia 2026 and past trips (Travel)
def t_booking_makarska(r: random.Random, dt: datetime) -> str:
    return ("Booking.com - Potwierdzenie rezerwacji nr 4217.883.106\n"
            "Apartmani Vila Ana, Put Cvitačke 12, 21300 Makarska, Chorwacja\n"
            "Zameldowanie: sobota 11 lipca 2026 od 15:00    Wymeldowanie: sobota 25 lipca 2026 do 10:00\n"
            "Apartament z 2 sypialniami i balkonem z widokiem na morze, 2 dorosłych + 2 dzieci\n"
            "Cena całkowita: 2 380 EUR (płatność na miejscu, gotówka lub karta). Bezpłatne parkowanie.\n"
            "Gość: Tomasz Kowalczyk\n")


def t_prom_hvar(r: random.Random, dt: datetime) -> str:
    return ("Jadrolinija - e-ticket / karta\nRelacija: Makarska - Sumartin (Brač) / Split - Stari Grad (Hvar)\n"
            "Datum: 18.07.2026  Polazak: 07:30    Vozilo: osobni automobil KR 7K412\n"
            "Putnici: 2 odrasla, 2 djeca    Cijena: 96,40 EUR\nBooking ref: JL-2026-558019\n")


def t_trasa(r: random.Random, dt: datetime) -> str:
    return ("Chorwacja 2026 - trasa i plan\n\n"
            "Wyjazd pt 10.07 wieczorem, nocleg Zagrzeb? albo jedziemy na raz (ok. 1250 km, 14 h)\n"
            "Kraków - Cieszyn - Brno - Wiedeń - Graz - Maribor - Zagrzeb - Split - Makarska\n"
            "Winiety: CZ (elektroniczna, 10 dni), AT (10 dni), SLO (7 dni) - kupić online przed wyjazdem!\n"
            "Chorwacja: autostrada płatna na bramkach, ok. 40 EUR w jedną stronę.\n"
            "18.07 - wycieczka na Hvar (prom z Makarskiej), 22.07 - Park Narodowy Krka w drodze? raczej nie.\n")


def t_packing(r: random.Random, dt: datetime) -> str:
    return ("- paszporty/dowody (Kuba - nowy dowód odebrany?)\n- EHIC x4\n- polisa turystyczna PZU Wojażer\n"
            "- kamizelki odblaskowe x4, apteczka, trójkąt, żarówki zapasowe\n- buty do wody (jeżowce!)\n"
            "- maska i rurka Kuba, krem 50+\n- ładowarki, powerbank, nawigacja offline\n- gotówka EUR ~300\n")


def t_polisa_wojazer(r: random.Random, dt: datetime) -> str:
    return ("PZU Wojażer - polisa ubezpieczenia podróży nr WJ/2026/0918374\n"
            "Ubezpieczeni: Tomasz, Magdalena, Zofia, Jakub Kowalczyk\n"
            "Kierunek: Europa (Chorwacja, Słowenia, Austria, Czechy)    Okres: 10.07.2026 - 26.07.2026\n"
            "Koszty leczenia: 200 000 zł, NNW, bagaż, assistance samochodowe. Składka: 312,00 zł\n")


def t_garda(r: random.Random, dt: datetime) -> str:
    return ("Camping Bella Italia, Peschiera del Garda - conferma prenotazione\n"
            "Arrivo: 13.07.2024  Partenza: 27.07.2024  Mobile home Comfort, 4 persone\n"
            "Totale: 2.146,00 EUR - acconto pagato 600,00 EUR. Ospite: Kowalczyk Tomasz\n")


def t_hel(r: random.Random, dt: datetime) -> str:
    return ("Rezerwacja - Pokoje Gościnne 'Mewa', ul. Wiejska 41, Jastarnia\n"
            "Termin: 2-16 sierpnia 2025, pokój rodzinny 4-osobowy z łazienką\n"
            "Cena: 4 760 zł, zadatek 1 000 zł wpłacony 14.03.2025. Goście: Kowalczyk Tomasz + 3 os.\n")


def t_bialka(r: random.Random, dt: datetime) -> str:
    return ("Kotelnica Białczańska - karnety narciarskie (ferie zimowe 2025)\n"
            "Zamówienie nr KB/2025/77120: 4 karnety 5-dniowe 20-24.01.2025, 2 dorosłe + 2 dziecięce\n"
            "Kwota: 2 412,00 zł, zapłacono kartą.\n")


# ------------------------------------------------------------------ texts: cycling
def t_zapisy(r: random.Random, dt: datetime) -> str:
    return ("Gorce Road Race 2026 - potwierdzenie zapisu\n"
            "Zawodnik: Tomasz Kowalczyk, rocznik 1981, kategoria M40, klub: niezrzeszony (Kraków)\n"
            "Dystans: MEGA 142 km / 2 350 m przewyższenia, start Ochotnica Dolna 28.06.2026 godz. 9:00\n"
            "Opłata startowa: 189,00 zł - zaksięgowana. Numer startowy do odbioru w biurze zawodów w "
            "sobotę 27.06 w godz. 16-20.\n")


def t_plan_treningowy(r: random.Random, dt: datetime) -> str:
    rows = ["Tydzień;Pon;Wt;Śr;Czw;Pt;Sob;Nd;Suma h"]
    for w in range(1, 13):
        rows.append(f"{w};wolne;interwały 4x8' Z4;{r.choice(['trenażer 1h Z2', 'siłownia'])};"
                    f"tempo 2x20' Z3;wolne;długa {60 + w * 8} km Z2;{r.choice(['regeneracja 1h', 'góry 80 km'])};"
                    f"{7 + w * 0.5:.1f}")
    return "\n".join(rows)


def t_log_trening(r: random.Random, dt: datetime) -> str:
    rows = ["data,aktywność,dystans_km,czas,przewyższenie_m,śr_moc_W,tętno_śr"]
    d = dt - timedelta(days=60)
    while d < dt:
        d += timedelta(days=r.choice([1, 2, 2, 3]))
        km = r.randint(28, 130)
        rows.append(f"{d:%Y-%m-%d},{r.choice(['Jazda rowerem', 'Jazda wirtualna'])},{km},"
                    f"{km // 28}:{r.randint(0, 59):02d}:00,{r.randint(100, 1900)},{r.randint(170, 245)},{r.randint(128, 152)}")
    return "\n".join(rows)


def t_gpx(r: random.Random, dt: datetime) -> str:
    pts = "\n".join(f'      <trkpt lat="{49.52 + r.uniform(-0.05, 0.05):.5f}" lon="{20.29 + r.uniform(-0.1, 0.1):.5f}">'
                    f"<ele>{r.randint(480, 1100)}</ele></trkpt>" for _ in range(12))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Gorce Road Race">\n'
            "  <trk><name>Gorce Road Race 2026 - MEGA 142 km</name><trkseg>\n" + pts +
            "\n  </trkseg></trk>\n</gpx>\n")


def t_wyniki_2025(r: random.Random, dt: datetime) -> str:
    return ("Gorce Road Race 2025 - wyniki, dystans MEGA 138 km\n"
            "Miejsce open;Miejsce M40;Nazwisko;Czas\n"
            "212;41;Kowalczyk Tomasz;5:02:37\n"
            "Mój cel na 2026: poniżej 4:45 (trzeba lepiej jechać podjazd na Przełęcz Knurowską).\n")


# ------------------------------------------------------------------ texts: money (Areas Finance)
def t_wyciag(r: random.Random, dt: datetime) -> str:
    ops = [("Wynagrodzenie KBO Kraków Budownictwo Ogólne S.A.", r.randint(11800, 12900)),
           ("Wynagrodzenie Apteka Pod Orłem Sp. z o.o. - M. Kowalczyk", r.randint(6900, 7400)),
           ("ING Bank Śląski - rata kredytu hipotecznego 0731...", -r.randint(3480, 3620)),
           ("Wspólnota Mieszkaniowa Kobierzyńska 97 - zaliczka", -r.randint(690, 760)),
           ("BIEDRONKA 3871 KRAKOW", -r.randint(120, 460)), ("ORLEN STACJA 4410", -r.randint(180, 320)),
           ("Przelew na IKE - obligacje skarbowe", -500), ("Play - abonament", -129)]
    return (f"PKO Bank Polski - Wyciąg z rachunku nr 57 1020 2892 0000 5102 0478 4821 za {MIES[dt.month - 1]} {dt.year}\n"
            "Posiadacz: Tomasz Kowalczyk, Magdalena Kowalczyk (rachunek wspólny)\n"
            f"Saldo początkowe: {_zl(r, 8000, 21000)}\n" +
            "\n".join(f"{_dd(dt - timedelta(days=r.randint(1, 27)))}  {t}  {v:+,.2f} zł" for t, v in ops) +
            f"\nSaldo końcowe: {_zl(r, 8000, 21000)}\n")


def t_pit(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        inc = r.randint(150_000, 235_000) if year >= 2019 else 120_000
        return (f"PIT-37 ZEZNANIE O WYSOKOŚCI OSIĄGNIĘTEGO DOCHODU W ROKU {year}\n"
                "Urząd Skarbowy Kraków-Podgórze\nSposób opodatkowania: wspólnie z małżonkiem\n"
                "Podatnik: Tomasz Kowalczyk    Małżonek: Magdalena Kowalczyk\n"
                f"Przychody ze stosunku pracy (PIT-11): {inc:,} zł\nUlga na dzieci: 2 x 1 112,04 zł\n"
                f"Do zwrotu: {r.randint(900, 4200)},00 zł\n1,5% dla OPP: Fundacja Hospicjum Małopolska\n"
                f"Wysłano przez e-Urząd Skarbowy {_dd(dt)}, UPO nr {r.getrandbits(40):x}\n")
    return f


def t_pit11(r: random.Random, dt: datetime) -> str:
    return (f"PIT-11 INFORMACJA O PRZYCHODACH OD INNYCH ŹRÓDEŁ za rok {dt.year - 1}\n"
            "Płatnik: KBO Kraków Budownictwo Ogólne S.A., NIP 679-288-10-55\n"
            "Podatnik: Tomasz Kowalczyk, PESEL 81030812345\n"
            f"Przychód ze stosunku pracy: {r.randint(205000, 230000):,} zł    Koszty uzyskania: 3 000,00 zł\n"
            f"Zaliczka na podatek pobrana przez płatnika: {r.randint(24000, 30000):,} zł\n")


def t_kredyt_harm(r: random.Random, dt: datetime) -> str:
    rows = ["Nr raty;Data;Rata;Kapitał;Odsetki;Saldo po racie"]
    saldo = 286_400.0
    d = datetime(2026, 1, 15)
    for n in range(133, 157):
        ods = saldo * 0.0712 / 12
        kap = 3560 - ods
        saldo -= kap
        rows.append(f"{n};{d:%Y-%m-%d};3560,00;{kap:.2f};{ods:.2f};{saldo:.2f}")
        d = datetime(d.year + (d.month == 12), d.month % 12 + 1, 15)
    return "\n".join(rows)


def t_kredyt_umowa(r: random.Random, dt: datetime) -> str:
    return ("UMOWA KREDYTU HIPOTECZNEGO nr 0731/KH/2015\nING Bank Śląski S.A.\n"
            "Kredytobiorcy: Tomasz Kowalczyk i Magdalena Kowalczyk\n"
            "Kwota kredytu: 420 000,00 zł na zakup lokalu mieszkalnego nr 23 przy ul. Kobierzyńskiej 97 w Krakowie\n"
            "Okres: 360 miesięcy, raty równe. Oprocentowanie zmienne: WIBOR 3M + marża 1,85 p.p.\n"
            "Zabezpieczenie: hipoteka do kwoty 630 000 zł na KW KR1P/00421187/2.\n")


def t_wiron(r: random.Random, dt: datetime) -> str:
    return ("ING Bank Śląski - informacja o zmianie wskaźnika referencyjnego\n"
            "Dotyczy umowy kredytu hipotecznego nr 0731/KH/2015\n"
            "Zgodnie z rozporządzeniem Ministra Finansów wskaźnik WIBOR 3M zostanie zastąpiony wskaźnikiem "
            "WIRON 3M z korektą spreadu. Marża nie ulega zmianie. Nowa wysokość raty zostanie przekazana w "
            "harmonogramie spłat.\n")


def t_ike(r: random.Random, dt: datetime) -> str:
    return (f"IKE Obligacje Skarbowe - roczna informacja o stanie rachunku za {dt.year - 1}\n"
            "Posiadacz: Tomasz Kowalczyk    Prowadzący: PKO BP (Biuro Maklerskie)\n"
            f"Wpłaty w roku: {r.randint(5000, 9000):,} zł (limit {dt.year - 1}: 26 019 zł)\n"
            f"Wartość rachunku na 31.12: {r.randint(41000, 58000):,} zł; obligacje EDO (10-letnie) - "
            f"{r.randint(300, 500)} szt.\n")


def t_budzet_domowy(r: random.Random, dt: datetime) -> str:
    rows = ["Miesiąc;Dochody;Kredyt;Wspólnota;Jedzenie;Samochód;Dzieci;Chałupa;Oszczędności"]
    for m in range(1, 6):
        rows.append(f"2026-{m:02d};{r.randint(18800, 20500)};3560;{r.randint(690, 760)};{r.randint(2800, 3600)};"
                    f"{r.randint(600, 1400)};{r.randint(700, 1600)};{r.randint(300, 6000)};{r.randint(500, 2500)}")
    return "\n".join(rows)


# ------------------------------------------------------------------ texts: the flat (Areas Home)
def t_wspolnota_zaliczki(r: random.Random, dt: datetime) -> str:
    return ("Wspólnota Mieszkaniowa Kobierzyńska 97, Kraków - zarządca: Admin-Ruczaj Sp. z o.o.\n"
            f"Zawiadomienie o wysokości opłat od 1 {MONTHS[dt.month % 12]} {dt.year}\n"
            "Lokal nr 23, pow. 68,4 m2, 4 osoby    Właściciele: Tomasz i Magdalena Kowalczyk\n"
            f"Zaliczka na koszty zarządu: {68.4 * 3.1:.2f} zł\nFundusz remontowy: {68.4 * 2.2:.2f} zł\n"
            f"Woda i ścieki: {r.randint(170, 210)},00 zł\nCentralne ogrzewanie: {r.randint(220, 280)},00 zł\n"
            "Wywóz odpadów: 4 x 36,00 zł\nWpłaty do 15. dnia miesiąca na indywidualny rachunek lokalu.\n")


def t_uchwala(r: random.Random, dt: datetime) -> str:
    return (f"UCHWAŁA nr {r.randint(3, 9)}/{dt.year} Wspólnoty Mieszkaniowej Kobierzyńska 97\n"
            "w sprawie: wymiany dźwigów osobowych w klatkach A i B oraz zaciągnięcia kredytu remontowego\n"
            "Za uchwałą głosowało 71,3% udziałów. Koszt: 468 000 zł, realizacja III kwartał. "
            "Fundusz remontowy podnosi się do 2,20 zł/m2.\n")


def t_tauron_flat(r: random.Random, dt: datetime) -> str:
    return ("TAURON Sprzedaż - Faktura VAT (prognoza/rozliczenie)\n"
            "Odbiorca: Tomasz Kowalczyk, ul. Kobierzyńska 97/23, 30-382 Kraków\n"
            f"Okres: {MIES[(dt.month - 2) % 12]}-{MIES[(dt.month - 1) % 12]} {dt.year}    Zużycie: {r.randint(310, 460)} kWh G11\n"
            f"Należność: {_zl(r, 230, 380)}    Termin: {_dd(dt + timedelta(days=14))}\n")


def t_pgnig(r: random.Random, dt: datetime) -> str:
    return ("PGNiG Obrót Detaliczny - Faktura rozliczeniowa za paliwo gazowe\n"
            "Miejsce dostarczania: Kraków, ul. Kobierzyńska 97/23 (kuchenka gazowa, W-1.1)\n"
            f"Zużycie: {r.randint(12, 40)} m3    Do zapłaty: {_zl(r, 40, 110)}\n")


def t_ubezp_mieszkanie(r: random.Random, dt: datetime) -> str:
    return ("PZU Dom - Polisa nr DOM/{0}\n".format(r.randint(1000000, 9999999)) +
            "Przedmiot ubezpieczenia: mieszkanie Kraków, ul. Kobierzyńska 97/23, 68,4 m2; ruchomości domowe\n"
            "Suma: mury 520 000 zł, ruchomości 80 000 zł, OC w życiu prywatnym 200 000 zł\n"
            f"Okres: {_dd(dt)} - {_dd(dt + timedelta(days=364))}    Składka: {_zl(r, 560, 760)}\n")


def t_akt_notarialny(r: random.Random, dt: datetime) -> str:
    return ("Repertorium A nr 5127/2015\nAKT NOTARIALNY\nDnia 28 sierpnia 2015 r. przed notariuszem Anną "
            "Zielińską w Kancelarii Notarialnej w Krakowie stawili się: ... Dom-Inwest Ruczaj Sp. z o.o. "
            "oraz Tomasz i Magdalena Kowalczykowie.\nUMOWA USTANOWIENIA ODRĘBNEJ WŁASNOŚCI LOKALU I SPRZEDAŻY\n"
            "Lokal mieszkalny nr 23 przy ul. Kobierzyńskiej 97, pow. 68,40 m2, wraz z udziałem 684/41210 "
            "w nieruchomości wspólnej. Cena: 468 000,00 zł.\n")


T_BOSCH = ("Bosch Serie 6 WAU28PH0PL - Instrukcja obsługi i instalacji pralki\n"
           "Programy: Bawełna, Syntetyki, Mix, Delikatne/Jedwab, Wełna, Szybki 15', Outdoor.\n"
           "Komunikat E18: zatkana pompa odpływowa - oczyścić filtr pompy (klapka w prawym dolnym rogu).\n"
           "Konserwacja: czyścić szufladę na środki piorące raz w miesiącu, program Czyszczenie bębna co 2 miesiące.\n")
T_VAILLANT = ("Vaillant ecoTEC plus VC 20 - Instrukcja obsługi dla użytkownika\n"
              "Ciśnienie w instalacji: 1,0-2,0 bar. Kod F.22: zbyt niskie ciśnienie wody - uzupełnić.\n"
              "Przegląd serwisowy raz w roku przez autoryzowany serwis.\n")


# ------------------------------------------------------------------ texts: health, car, estate
def t_wyniki_krwi(r: random.Random, dt: datetime) -> str:
    return ("Diagnostyka S.A. - Punkt pobrań Kraków, ul. Zachodnia\n"
            f"Pacjent: Tomasz Kowalczyk, PESEL 81030812345    Data pobrania: {_dd(dt)}\n"
            f"Morfologia: WBC {r.uniform(4.5, 8.5):.2f} tys/ul, HGB {r.uniform(14, 16.5):.1f} g/dl\n"
            f"Cholesterol całkowity: {r.randint(185, 235)} mg/dl (norma <190)   LDL: {r.randint(110, 160)} mg/dl\n"
            f"Glukoza na czczo: {r.randint(88, 104)} mg/dl    TSH: {r.uniform(0.9, 2.8):.2f} uIU/ml\n"
            "Wynik do konsultacji z lekarzem POZ.\n")


def t_alergolog(r: random.Random, dt: datetime) -> str:
    return ("Poradnia Alergologiczna dla Dzieci - Uniwersytecki Szpital Dziecięcy w Krakowie\n"
            f"Pacjent: Jakub Kowalczyk, ur. 2017    Data wizyty: {_dd(dt)}\n"
            "Rozpoznanie: alergiczny nieżyt nosa, uczulenie na pyłki traw i brzozy (testy skórne +++).\n"
            "Zalecenia: lek przeciwhistaminowy w sezonie pylenia, kontrola za 6 miesięcy, rozważyć "
            "immunoterapię swoistą.\n")


def t_ortodonta(r: random.Random, dt: datetime) -> str:
    return ("Gabinet Ortodontyczny dr Katarzyna Mróz, Kraków\n"
            f"Pacjentka: Zofia Kowalczyk    Wizyta kontrolna {_dd(dt)}: aparat stały, wymiana łuku.\n"
            f"Płatność: {_zl(r, 250, 350)}. Następna wizyta za 6 tygodni.\n")


def t_oc_auto(r: random.Random, dt: datetime) -> str:
    return ("WARTA S.A. - Polisa OC/AC nr 9087{0}\n".format(r.randint(100000, 999999)) +
            "Pojazd: Škoda Octavia Combi 2.0 TDI, rok prod. 2018, nr rej. KR 7K412, VIN TMBJG7NE5J0xxxxx\n"
            f"Okres: {_dd(dt)} - {_dd(dt + timedelta(days=364))}\n"
            f"OC: {_zl(r, 700, 900)}  AC (suma 54 000 zł): {_zl(r, 1300, 1800)}  Assistance Max  NNW\n"
            "Właściciel: Tomasz Kowalczyk, współwłaściciel: Magdalena Kowalczyk\n")


def t_przeglad(r: random.Random, dt: datetime) -> str:
    return ("Stacja Kontroli Pojazdów ul. Zakopiańska, Kraków - zaświadczenie o badaniu technicznym\n"
            f"Pojazd: Škoda Octavia KR 7K412    Data badania: {_dd(dt)}    Przebieg: {r.randint(148000, 171000)} km\n"
            f"Wynik: pozytywny. Następne badanie: {_dd(dt + timedelta(days=365))}. Opłata: 149,00 zł\n")


def t_serwis(r: random.Random, dt: datetime) -> str:
    return ("Auto-Serwis Kozłowski - Faktura nr FV/{0}/{1}\n".format(r.randint(100, 900), dt.year) +
            "Pojazd: Škoda Octavia KR 7K412\nWymiana oleju 5W30 + filtr oleju, filtr powietrza, filtr kabinowy\n"
            f"Klocki hamulcowe przód - wymiana\nRazem brutto: {_zl(r, 900, 1700)}\n")


def t_postanowienie(r: random.Random, dt: datetime) -> str:
    return ("Repertorium A nr 3318/2024\nAKT POŚWIADCZENIA DZIEDZICZENIA\n"
            "Notariusz Barbara Gąsienica-Roj, Kancelaria Notarialna w Zakopanem, dnia 9 kwietnia 2024 r.\n"
            "Poświadcza się, że spadek po Helenie Kowalczyk z domu Stopka, zmarłej 2 stycznia 2024 r. w "
            "Zakopanem, ostatnio stale zamieszkałej w Dzianiszu, na podstawie testamentu notarialnego z 2019 r. "
            "nabył wnuk Tomasz Kowalczyk w całości (dom z działką nr 2417/3) oraz ... Spadek po Janie Kowalczyku, "
            "zmarłym 11.11.2021, nabyła wcześniej żona Helena.\n")


def t_sd_z2(r: random.Random, dt: datetime) -> str:
    return ("SD-Z2 ZGŁOSZENIE O NABYCIU WŁASNOŚCI RZECZY LUB PRAW MAJĄTKOWYCH (kopia)\n"
            "Urząd Skarbowy w Zakopanem\nNabywca: Tomasz Kowalczyk - wnuk (I grupa podatkowa)\n"
            "Spadkodawca: Helena Kowalczyk, zm. 02.01.2024\n"
            "Nabyte: nieruchomość zabudowana Dzianisz dz. 2417/3 - wartość 610 000 zł; działka rolna "
            "Ciche dz. 881 - 74 000 zł\nZgłoszenie w terminie 6 miesięcy - zwolnienie z podatku (art. 4a).\n"
            f"Złożono {_dd(dt)}.\n")


def t_dzial_spadku(r: random.Random, dt: datetime) -> str:
    return ("UMOWA DZIAŁU SPADKU I SPŁATY - Rep. A nr 6042/2024\n"
            "Strony: Tomasz Kowalczyk oraz jego ciotka Anna Stopka-Nowak (zapis windykacyjny na działkę "
            "rolną w Cichem).\nTomasz Kowalczyk spłaca na rzecz Anny Stopka-Nowak kwotę 45 000 zł do "
            "30.11.2024. Strony oświadczają, że po dokonaniu spłaty nie mają wobec siebie roszczeń z "
            "tytułu spadku po Helenie Kowalczyk. Sprawa spadkowa zakończona.\n")


def _eml(frm: str, to: str, subject: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"From: {frm}\nTo: {to}\nDate: {dt:%a, %d %b %Y %H:%M:%S} +0200\nSubject: {subject}\n"
                "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
                + body)
    return f


TK = "Tomasz Kowalczyk <tomasz.kowalczyk@gmail.com>"
TKW = "Tomasz Kowalczyk <t.kowalczyk@kbo-krakow.pl>"


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
            return _pdf(_latin1(content.translate(PL)))
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
        if ext == "dwg":
            return _dwg(r)
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

    def day(y: int, m: int, d: int) -> float:
        return (NOW.replace(tzinfo=None) - datetime(y, m, d)).days

    def shots(folder: str, y: int, m: int, d: int, n: int, bucket: str, topic: str, pre: str = "IMG_") -> None:
        age = day(y, m, d)
        for k in range(n):
            hh, mm = r.randint(7, 17), r.randint(0, 59)
            photo(f"{folder}/{pre}{y}{m:02d}{d:02d}_{hh:02d}{mm:02d}{r.randint(10, 59)}.jpg", bucket, topic,
                  age - (hh * 60 + mm) / 1440)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ================================================================ the live site: Zabłocie Point (Projects Work)
    zp = "Dokumenty/Budowy/B-2025-03 Biurowiec Zabłocie Point"
    add(f"{zp}/01 Umowa i harmonogram/Umowa GW - wyciąg (bez cen).pdf", P, "Work", 265, lambda r, dt:
        f"UMOWA O GENERALNE WYKONAWSTWO nr ZD/GW/02/2025 (wyciąg)\nZamawiający: {INV}\n"
        "Wykonawca: KBO Kraków Budownictwo Ogólne S.A.\nPrzedmiot: budowa budynku biurowego klasy A z garażem "
        f"podziemnym, {SITE}, 7 kondygnacji nadziemnych, GLA 14 200 m2\n"
        "Termin zakończenia robót: 30.04.2027. Kierownik budowy: mgr inż. Tomasz Kowalczyk.\n")
    add(f"{zp}/01 Umowa i harmonogram/Harmonogram_v7.xlsx", P, "Work", 96, t_harmonogram)
    add(f"{zp}/01 Umowa i harmonogram/Harmonogram_v8_FINAL.xlsx", P, "Work", 38, t_harmonogram)
    add(f"{zp}/01 Umowa i harmonogram/Harmonogram_v8_FINAL (2).xlsx", P, "Work", 37, t_harmonogram)
    add(f"{zp}/01 Umowa i harmonogram/protokół przekazania placu budowy.pdf", P, "Work", 262, lambda r, dt:
        f"PROTOKÓŁ PRZEKAZANIA TERENU BUDOWY\nKraków, {_dd(dt)}\nInwestor {INV} przekazuje, a kierownik "
        "budowy Tomasz Kowalczyk (KBO S.A.) przejmuje teren budowy przy ul. Ślusarskiej 9 (dz. 155/4, "
        "obręb 12 Podgórze) wraz z dziennikiem budowy nr 112/2025 i projektem budowlanym.\n")
    for age in (1, 2, 6, 13, 41):
        add(f"{zp}/02 Dziennik budowy/wpis_{_dd(NOW - timedelta(days=age)).replace('.', '-')}.docx", P, "Work",
            age, t_dziennik)
    add(f"{zp}/02 Dziennik budowy/skan dziennik str 41-48.pdf", P, "Work", 17, lambda r, dt:
        "Dziennik budowy nr 112/2025 - strony 41-48 (skan)\n" + t_dziennik(r, dt))
    for i, (sub, age) in enumerate(zip(SUBS, (4, 11, 16, 24, 35, 47))):
        no = f"{r.randint(20, 180)}/{(NOW - timedelta(days=age)).month:02d}/2026"
        short = sub[0].split()[0].replace(",", "")
        add(f"{zp}/03 Podwykonawcy/Faktury/FV {no.replace('/', '_')} {short}.pdf", P, "Work", age,
            t_sub_invoice(sub, no))
    add(f"{zp}/03 Podwykonawcy/Faktury/zestawienie płatności podwykonawców.xlsx", P, "Work", 3, t_platnosci)
    for sub, age in zip(SUBS[:3], (240, 200, 110)):
        add(f"{zp}/03 Podwykonawcy/Umowy/Umowa {sub[0].split()[0]}.pdf", P, "Work", age, t_sub_contract(sub))
    add(f"{zp}/04 Odbiory i badania/Protokół odbioru zbrojenia strop nad 3p.pdf", P, "Work", 52,
        t_odbior("zbrojenie stropu nad 3. kondygnacją, osie 1-12 / A-F"))
    add(f"{zp}/04 Odbiory i badania/Protokół odbioru zbrojenia strop nad 4p.pdf", P, "Work", 19,
        t_odbior("zbrojenie stropu nad 4. kondygnacją, osie 1-12 / A-F"))
    add(f"{zp}/04 Odbiory i badania/Protokół odbioru izolacji garaż.pdf", P, "Work", 150,
        t_odbior("izolacja przeciwwodna ścian zewnętrznych garażu -1 przed zasypaniem"))
    add(f"{zp}/04 Odbiory i badania/Raport INI nr 41.pdf", P, "Work", 27, t_inspekcja)
    add(f"{zp}/04 Odbiory i badania/Raport INI nr 44.pdf", P, "Work", 6, t_inspekcja)
    add(f"{zp}/04 Odbiory i badania/badania betonu LB strop 3p.pdf", P, "Work", 23, t_beton)
    add(f"{zp}/04 Odbiory i badania/badania betonu LB garaż.pdf", P, "Work", 120, t_beton)
    add(f"{zp}/04 Odbiory i badania/narada koordynacyjna 28.docx", P, "Work", 10, t_narada)
    add(f"{zp}/04 Odbiory i badania/narada koordynacyjna 27.docx", P, "Work", 24, t_narada)
    drw = [("K-201", "Rzut stropu nad 3p - zbrojenie dolne", "C"), ("K-202", "Rzut stropu nad 4p - zbrojenie dolne", "B"),
           ("K-310", "Słupy S1-S14 - zestawienie stali", "A"), ("A-101", "Rzut parteru", "D"),
           ("A-105", "Rzut 5. piętra", "C")]
    for no, title, rev in drw:
        add(f"{zp}/05 Rysunki/PDF/{no} {title} rev{rev}.pdf", P, "Work", r.randint(40, 200),
            t_drawing(no, title, rev))
    for no, title, rev in drw[:2]:
        add(f"{zp}/05 Rysunki/DWG/{no}_rev{rev}.dwg", P, "Work", r.randint(40, 200), b"")
    add(f"{zp}/05 Rysunki/DWG/K-202_revB_moje poprawki otwory.dwg", P, "Work", 21, b"")
    add(f"{zp}/05 Rysunki/lista rysunków - rewizje.xlsx", P, "Work", 20, lambda r, dt:
        "Nr;Tytuł;Rewizja;Data wpływu;Uwagi\n" +
        "\n".join(f"{n};{t};{v};2026-0{r.randint(1, 5)}-{r.randint(10, 28)};{r.choice(['', 'zastępuje poprz.', 'do zatwierdzenia INI'])}"
                  for n, t, v in drw))
    for (y, m, d), n in (((2025, 9, 22), 1), ((2025, 12, 4), 1), ((2026, 3, 18), 2), ((2026, 5, 12), 2),
                         ((2026, 5, 27), 2)):
        shots(f"{zp}/06 Zdjęcia/{y}-{m:02d}-{d:02d}", y, m, d, n, P, "Work")
    add(f"{zp}/07 Korespondencja/RE_ kolizja wentylacji z podciągiem P-7.eml", P, "Work", 12, _eml(
        "Ewa Lis <e.lis@pracownialinea.pl>", TKW, "RE: kolizja wentylacji z podciągiem P-7",
        "Panie Tomaszu,\nw załączeniu szkic przesunięcia kanału o 35 cm w stronę osi 7. Konstruktor potwierdził, "
        "że otwór w podciągu nie wchodzi w grę. Proszę o informację, czy Instal-Bud zdąży przed betonowaniem 5p.\n"
        "Pozdrawiam, Ewa Lis, Pracownia Architektoniczna Linea\n"))
    add(f"{zp}/07 Korespondencja/Opóźnienie dostaw profili fasadowych.eml", P, "Work", 8, _eml(
        TKW, "Krzysztof Nowicki <k.nowicki@kbo-krakow.pl>", "Opóźnienie dostaw profili fasadowych",
        "Krzysztof,\nFasady Glass System informuje, że profile Aluprof na oś A-C przyjdą 3 tygodnie później "
        "(huta). Proponuję przestawić montaż na elewację wschodnią, żeby żuraw nie stał. Do omówienia na "
        "naradzie.\nTomek\n"))
    add(f"{zp}/07 Korespondencja/Pismo INI - uzupełnienie dokumentacji betonu.pdf", P, "Work", 26, lambda r, dt:
        f"Kraków, {_dd(dt)}\n{INSP}, inspektor nadzoru inwestorskiego\nKBO S.A. - kierownik budowy Zabłocie Point\n"
        "Wzywam do uzupełnienia dokumentacji jakościowej: deklaracje właściwości użytkowych i WZ dla betonu "
        "dostarczonego w dniach 12-14 maja oraz wyniki badań próbek 7-dniowych.\n")
    add(f"{zp}/08 BHP/Plan BIOZ - aktualizacja 2.pdf", P, "Work", 130, t_bioz)
    add(f"{zp}/08 BHP/lista instruktaży stanowiskowych maj.xlsx", P, "Work", 2, lambda r, dt:
        "Data;Imię i nazwisko;Firma;Instruktaż;Podpis\n" + "\n".join(
            f"2026-05-{r.randint(4, 29):02d};{n};{r.choice([s[0] for s in SUBS])};stanowiskowy + praca na wysokości;tak"
            for n in ("Mariusz Koc", "Dawid Nowak", "Jurij Bondarenko", "Piotr Sikora", "Oleh Melnyk")))
    # reference kept inside the live site's folder (Resources Work)
    add(f"{zp}/99 Karty techniczne/Sika Igolflex N - karta techniczna.pdf", R, "Work", 160, T_SIKA)
    add(f"{zp}/99 Karty techniczne/PERI TRIO Instructions for Assembly and Use.pdf", R, "Work", 140, T_PERI)
    add(f"{zp}/99 Karty techniczne/Hilti HIT-RE 500 V4 TDS.pdf", R, "Work", 60, T_HILTI)
    add(f"{zp}/01 Umowa i harmonogram/~$Harmonogram_v8_FINAL.xlsx", L, "System", 1, b"\x0cTomasz K." + b"\x00" * 150)
    add(f"{zp}/06 Zdjęcia/Thumbs.db", L, "System", 5, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))

    # ================================================================ the job and licence (Areas Work)
    pr = "Dokumenty/Praca"
    add(f"{pr}/Umowa o pracę KBO 2019.pdf", A, "Work", day(2019, 5, 21), t_umowa_kbo)
    add(f"{pr}/Aneks 2023 wynagrodzenie.pdf", A, "Work", day(2022, 12, 20), t_aneks(2023, "14 900,00"))
    add(f"{pr}/Aneks 2025 wynagrodzenie.pdf", A, "Work", day(2024, 12, 18), t_aneks(2025, "16 800,00"))
    for y, m in ((2026, 5), (2026, 4), (2026, 3), (2026, 1), (2025, 12)):
        add(f"{pr}/Paski płacowe/{y}/pasek_{y}-{m:02d}.pdf", A, "Work", day(y, m, 28), t_pasek)
    add(f"{pr}/PIIB/Decyzja uprawnienia budowlane 2008 skan.pdf", A, "Work", day(2019, 6, 2), t_uprawnienia)
    add(f"{pr}/PIIB/składka MPOIIB 2026 potwierdzenie.pdf", A, "Work", day(2026, 1, 14), t_piib_skladka(2026))
    add(f"{pr}/PIIB/składka MPOIIB 2025 potwierdzenie.pdf", A, "Work", day(2025, 1, 20), t_piib_skladka(2025))
    add(f"{pr}/PIIB/Certyfikat OC Ergo Hestia 2026.pdf", A, "Work", day(2026, 1, 15), t_oc_piib)
    add(f"{pr}/PIIB/zaświadczenie o przynależności MPOIIB 2026.pdf", A, "Work", day(2026, 1, 15), lambda r, dt:
        "ZAŚWIADCZENIE nr MAP-{0}-2026\n".format(r.randint(10000, 99999)) +
        "Pan Tomasz Kowalczyk, posiadający uprawnienia budowlane nr MAP/0148/POOK/08, jest członkiem "
        "Małopolskiej Okręgowej Izby Inżynierów Budownictwa i posiada wymagane ubezpieczenie OC.\n"
        "Zaświadczenie ważne od 01.01.2026 do 31.12.2026.\n")
    add(f"{pr}/Szkolenia/Zaświadczenie BIM dla kierowników budów 2025.pdf", A, "Work", day(2025, 10, 18),
        t_cert("BIM w praktyce kierownika budowy", "Małopolska Okręgowa Izba Inżynierów Budownictwa", 16))
    add(f"{pr}/Szkolenia/Zaświadczenie nowelizacja Prawa budowlanego 2026.pdf", A, "Work", day(2026, 3, 7),
        t_cert("Nowelizacja Prawa budowlanego 2026 - obowiązki kierownika budowy", "MPOIIB, Kraków", 6))
    add(f"{pr}/Szkolenia/BHP okresowe kadra kierownicza 2024.pdf", A, "Work", day(2024, 4, 11),
        t_cert("Szkolenie okresowe BHP dla pracodawców i osób kierujących pracownikami", "Ośrodek Szkoleń BHP Safe-Bud", 16))
    add(f"{pr}/orzeczenie medycyna pracy 2025.pdf", A, "Work", day(2025, 2, 12), t_medycyna)
    add(f"{pr}/Delegacje/delegacja Bielsko 2026-04.xlsx", A, "Work", day(2026, 4, 23), lambda r, dt:
        "Data;Trasa;km;Stawka;Kwota\n" + f"2026-04-21;Kraków - Bielsko-Biała - Kraków;{r.randint(190, 230)};1,15;\n"
        "Dieta;;;;45,00\nCel: wizyta w zakładzie Fasady Glass System (próbka fasady Zabłocie Point)\n")
    add(f"{pr}/Delegacje/rozliczenie delegacji marzec.pdf", A, "Work", day(2026, 3, 30), t_delegacja)
    add(f"{pr}/ocena roczna 2025 - samoocena.docx", A, "Work", day(2026, 1, 28), lambda r, dt:
        "Ocena roczna pracownika 2025 - część wypełniana przez pracownika\nTomasz Kowalczyk, kierownik budowy\n"
        "Najważniejsze osiągnięcia: oddanie rozbudowy SP Niepołomice w terminie (grudzień 2025), rozpoczęcie "
        "budowy Zabłocie Point, zero wypadków przy pracy.\nCele na 2026: zamknięcie stanu surowego Zabłocie "
        "Point do sierpnia, wdrożenie EDB, kurs z BIM 4D.\nPotrzeby rozwojowe: drugi inżynier budowy na fasady.\n")

    # ================================================================ professional reference (Resources Work)
    nm = "Dokumenty/Normy i przepisy"
    add(f"{nm}/Prawo budowlane - tekst jednolity 2025 wyciąg.pdf", R, "Work", 300, T_PRAWO_BUD)
    add(f"{nm}/Eurokod 2 - notatki.md", R, "Work", 420, T_EC2)
    add(f"{nm}/tabela stali zbrojeniowej.pdf", R, "Work", 1500, T_STAL)
    add(f"{nm}/kotwienie i zakłady EC2.xlsx", R, "Work", 700, t_kalkulator)
    add(f"{nm}/Warunki techniczne WT 2021 - odległości od granicy.pdf", R, "Work", 900, lambda r, dt:
        "Rozporządzenie w sprawie warunków technicznych, jakim powinny odpowiadać budynki i ich usytuowanie - "
        "wyciąg: §12 usytuowanie budynku na działce budowlanej - 4 m od granicy ścianą z oknami lub drzwiami, "
        "3 m ścianą bez okien. §271-273 odległości ze względów pożarowych.\n")
    add(f"{nm}/Kurs BIM - notatki.docx", R, "Work", day(2025, 10, 20), T_BIM)
    add(f"{nm}/Leica DISTO D2 user manual.pdf", R, "Work", 1100, lambda r, dt:
        "Leica DISTO D2 - User Manual, version 1.0, English\nMeasuring range 0.05 - 100 m, accuracy +/- 1.5 mm.\n"
        "Functions: single distance, area, volume, min/max tracking, Bluetooth Smart to DISTO Plan app.\n")
    add("Dokumenty/Uprawnienia - nauka 2008/egzamin notatki prawo budowlane.docx", R, "Work", 5300, T_EGZAMIN)
    add("Dokumenty/Uprawnienia - nauka 2008/pytania egzaminacyjne konstrukcje.pdf", R, "Work", 5290, lambda r, dt:
        "Pytania testowe - egzamin na uprawnienia budowlane, specjalność konstrukcyjno-budowlana\n"
        "1. Kto prowadzi dziennik budowy? 2. W jakim terminie inwestor zawiadamia o zamiarze rozpoczęcia robót? "
        "3. Jakie są obowiązki kierownika budowy wg art. 22?\n")

    # ================================================================ finished sites and old employer (Archive Work)
    ar = "Dokumenty/Budowy/ARCHIWUM"
    wz = f"{ar}/2021-2023 Zielone Tarasy Wieliczka"
    add(f"{wz}/Protokół odbioru końcowego Zielone Tarasy.pdf", X, "Work", day(2023, 6, 30),
        t_odbior_koncowy("Zespół budynków mieszkalnych wielorodzinnych Zielone Tarasy, ul. Klaśnieńska, Wieliczka",
                         "29.06.2023"))
    add(f"{wz}/dziennik budowy skan całość.pdf", X, "Work", day(2023, 7, 5), lambda r, dt:
        "Dziennik budowy nr 88/2021 - Zielone Tarasy Wieliczka (skan całości, 96 stron)\n"
        "Ostatni wpis 29.06.2023: roboty zakończone, budowa gotowa do odbioru. Kierownik budowy T. Kowalczyk.\n")
    add(f"{wz}/rozliczenie końcowe podwykonawców.xlsx", X, "Work", day(2023, 8, 10), lambda r, dt:
        "Podwykonawca;Umowa;Zafakturowano;Kaucja zwrócona\n" +
        "\n".join(f"{s[0]};{r.randint(500, 3000)} 000;{r.randint(500, 3000)} 000;tak" for s in SUBS[:4]))
    add(f"{wz}/Rysunki/Budynek B - rzut typowy.dwg", X, "Work", day(2022, 3, 3), b"")
    add(f"{wz}/Rysunki/Budynek B - rzut typowy.pdf", X, "Work", day(2022, 3, 3),
        t_drawing("A-112", "Budynek B - rzut kondygnacji typowej", "E", "Zielone Tarasy, Wieliczka"))
    shots(f"{wz}/Zdjęcia", 2022, 5, 17, 1, X, "Work")
    shots(f"{wz}/Zdjęcia", 2023, 6, 28, 1, X, "Work")
    sk = f"{ar}/2023-2024 Hala magazynowa Skawina"
    add(f"{sk}/rozliczenie końcowe hala Skawina.xlsx", X, "Work", day(2024, 7, 2), t_rozliczenie_skawina)
    add(f"{sk}/Protokół odbioru końcowego hala.pdf", X, "Work", day(2024, 6, 28),
        t_odbior_koncowy("Hala magazynowo-produkcyjna z częścią biurową, ul. Piłsudskiego, Skawina", "27.06.2024"))
    add(f"{sk}/posadzka - protokół badań płaskości.pdf", X, "Work", day(2024, 3, 14), lambda r, dt:
        "Protokół pomiaru płaskości posadzki przemysłowej wg DIN 15185 - hala Skawina\n"
        f"Pole 1-12: odchyłki mieszczą się w klasie FM2. Data pomiaru: {_dd(dt)}.\n")
    shots(f"{sk}/foto", 2024, 2, 8, 2, X, "Work", pre="DSC_")
    np_ = "Dokumenty/Budowy/B-2024-07 Rozbudowa SP Niepołomice"
    add(f"{np_}/Protokół odbioru końcowego 17.12.2025.pdf", X, "Work", day(2025, 12, 17),
        t_odbior_koncowy("Rozbudowa Szkoły Podstawowej nr 2 w Niepołomicach o segment dydaktyczny z salą gimnastyczną",
                         "17.12.2025"))
    add(f"{np_}/Decyzja PINB pozwolenie na użytkowanie.pdf", X, "Work", day(2026, 1, 29), t_pnu_niepolomice)
    add(f"{np_}/lista usterek - status.xlsx", X, "Work", day(2026, 1, 23), t_usterki_niep)
    add(f"{np_}/dokumentacja powykonawcza - spis.docx", X, "Work", day(2025, 12, 12), lambda r, dt:
        "Spis dokumentacji powykonawczej - rozbudowa SP nr 2 Niepołomice\n1. Dziennik budowy nr 412/2024 (oryginał)\n"
        "2. Oświadczenie kierownika budowy o zakończeniu robót\n3. Projekt powykonawczy z naniesionymi zmianami\n"
        "4. Protokoły badań instalacji elektrycznej i odgromowej\n5. Deklaracje właściwości użytkowych\n"
        "Przekazano Gminie Niepołomice przy odbiorze końcowym.\n")
    add(f"{np_}/Rysunki/A-201 sala gimnastyczna rzut.pdf", X, "Work", day(2024, 8, 30),
        t_drawing("A-201", "Sala gimnastyczna - rzut", "C", "Rozbudowa SP nr 2, Niepołomice"))
    add(f"{np_}/Rysunki/K-101 fundamenty.dwg", X, "Work", day(2024, 8, 30), b"")
    shots(f"{np_}/Zdjęcia/2025-06 stan surowy", 2025, 6, 11, 1, X, "Work")
    shots(f"{np_}/Zdjęcia/2025-12 odbiór", 2025, 12, 17, 2, X, "Work")
    add(f"{np_}/RE_ podziękowanie - rozbudowa SP2.eml", X, "Work", day(2026, 2, 3), _eml(
        "Sekretariat Burmistrza Niepołomic <sekretariat@niepolomice.eu>", TKW, "RE: podziękowanie - rozbudowa SP2",
        "Szanowny Panie Kierowniku,\nw imieniu Burmistrza dziękujemy za sprawne zakończenie rozbudowy szkoły. "
        "Nowy segment i sala gimnastyczna są użytkowane od 2 lutego. Zaproszenie na uroczyste otwarcie w załączeniu.\n"))
    ib = "Dokumenty/Inżbud Tarnów"
    add(f"{ib}/Świadectwo pracy Inżbud.pdf", X, "Work", day(2019, 6, 4), t_swiadectwo)
    add(f"{ib}/umowa o pracę 2009.pdf", X, "Work", day(2016, 4, 2), t_inzbud_umowa)
    add(f"{ib}/wypowiedzenie.docx", X, "Work", day(2019, 2, 27), lambda r, dt:
        "Tarnów, 28 lutego 2019 r.\nTomasz Kowalczyk\nInżbud Tarnów Sp. z o.o. - Zarząd\n\n"
        "Niniejszym wypowiadam umowę o pracę na czas nieokreślony z zachowaniem trzymiesięcznego okresu "
        "wypowiedzenia, który upłynie 31 maja 2019 r. Dziękuję za dziesięć lat współpracy.\n")
    for y, m in ((2019, 4), (2019, 5), (2018, 12)):
        add(f"{ib}/paski/pasek {m:02d}-{y}.pdf", X, "Work", day(y, m, 30), t_inzbud_pasek)
    add(f"{ib}/Budowy Inżbud - lista referencyjna.docx", X, "Work", day(2019, 5, 10), lambda r, dt:
        "Wykaz budów prowadzonych w Inżbud Tarnów (do CV, maj 2019)\n2015-2017 Galeria handlowa w Dębicy - "
        "kierownik budowy\n2017-2019 Hala sportowa w Tarnowie-Mościcach - kierownik budowy (odbiór 04.2019)\n"
        "2012-2015 Osiedle Zielony Jar, Tarnów - kierownik robót\n")

    # ================================================================ the Dzianisz house renovation (Projects Cottage)
    ch = "Dokumenty/Chałupa Dzianisz"
    add(f"{ch}/Pozwolenie/wniosek PB-1 kopia.pdf", P, "Cottage", day(2026, 1, 19), t_wniosek_pnb)
    add(f"{ch}/Pozwolenie/Decyzja pozwolenie na budowę Starosta Tatrzański.pdf", P, "Cottage", day(2026, 3, 24),
        t_decyzja_pnb)
    add(f"{ch}/Pozwolenie/odpis KW NS1Z.pdf", P, "Cottage", day(2026, 1, 8), t_kw)
    add(f"{ch}/Pozwolenie/mapa do celów projektowych.pdf", P, "Cottage", day(2025, 11, 20), lambda r, dt:
        "MAPA DO CELÓW PROJEKTOWYCH - skala 1:500\nObręb Dzianisz, gmina Kościelisko, działka nr 2417/3\n"
        "Wykonał: geodeta uprawniony Jan Zięba, Zakopane. Zlecający: Tomasz Kowalczyk.\n"
        "Przyjęto do zasobu PODGiK w Zakopanem, nr ewid. P.1217.2025.4412\n")
    add(f"{ch}/Pozwolenie/warunki przyłączenia Tauron zwiększenie mocy.pdf", P, "Cottage", day(2026, 2, 10),
        lambda r, dt: "TAURON Dystrybucja S.A. Oddział w Krakowie - WARUNKI PRZYŁĄCZENIA nr WP/0{0}/2026\n".format(
            r.randint(1000, 9999)) + "Obiekt: budynek mieszkalny, Dzianisz dz. 2417/3. Zwiększenie mocy "
        "przyłączeniowej z 4 kW do 14 kW (pompa ciepła, kuchnia indukcyjna). Ważne 2 lata.\n")
    add(f"{ch}/Pozwolenie/zawiadomienie o rozpoczęciu robót - szkic.docx", P, "Cottage", 9, lambda r, dt:
        "Starosta Tatrzański / PINB w Zakopanem\nZAWIADOMIENIE O ZAMIERZONYM TERMINIE ROZPOCZĘCIA ROBÓT BUDOWLANYCH\n"
        "Inwestor: Tomasz Kowalczyk. Obiekt: przebudowa domu drewnianego, Dzianisz dz. 2417/3.\n"
        "Termin rozpoczęcia: 1 lipca 2026. Kierownik budowy: Tomasz Kowalczyk (oświadczenie w załączeniu).\n"
        "Inspektor nadzoru: nie ustanowiono.\n")
    for who, firm, town, age in (("Józef Chowaniec", "Usługi Ciesielsko-Dekarskie CHOWANIEC", "Ząb", 61),
                                 ("Franciszek Gąsienica-Józkowy", "Ciesielstwo Góralskie F. Gąsienica-Józkowy", "Kościelisko", 48),
                                 ("Tadeusz Bukowski", "Bukowski - Budownictwo Drewniane", "Witów", 30)):
        add(f"{ch}/Oferty/Oferta {who.split()[-1]}.pdf", P, "Cottage", age, t_oferta_ciesla(who, firm, town))
    add(f"{ch}/Oferty/porównanie ofert cieśle.xlsx", P, "Cottage", 25, t_porownanie)
    add(f"{ch}/Oferty/Oferta okna skrzynkowe Stolarka Podhale.pdf", P, "Cottage", 40, lambda r, dt:
        "Stolarka Podhale s.c., Nowy Targ - oferta nr 118/2026\nOkna drewniane skrzynkowe, sosna klejona, "
        f"szprosy konstrukcyjne, 9 szt. wg zestawienia inwentaryzacji - {_zl(r, 31000, 38000)} brutto z montażem.\n"
        "Dla: Tomasz Kowalczyk, dom w Dzianiszu. Termin realizacji 10 tygodni od zaliczki.\n")
    add(f"{ch}/Oferty/RE_ wycena dachu gont.eml", P, "Cottage", 47, _eml(
        "Franciszek Gąsienica <f.gasienica.ciesielstwo@wp.pl>", TK, "RE: wycena dachu gont",
        "Dzień dobry Panie Tomaszu,\nbyłem obejrzeć chałupę po dziadkach, tak jak rozmawialiśmy. Więźbę od północy "
        "trzeba wymienić, podwaliny też. Gont dam łupany, świerk z Witowa. Wycenę przesyłam w załączniku. "
        "Mogę zacząć w sierpniu jak skończę kościół w Chochołowie.\nFranek Gąsienica\n"))
    add(f"{ch}/Projekt/inwentaryzacja - opis.docx", P, "Cottage", day(2025, 10, 14), t_inwentaryzacja)
    add(f"{ch}/Projekt/rzut parteru inwentaryzacja.dwg", P, "Cottage", day(2025, 10, 30), b"")
    add(f"{ch}/Projekt/rzut parteru projekt.dwg", P, "Cottage", day(2026, 1, 12), b"")
    add(f"{ch}/Projekt/rzut parteru projekt.pdf", P, "Cottage", day(2026, 1, 12), t_drawing(
        "A-02", "Rzut parteru - projekt przebudowy", "B", "Przebudowa domu drewnianego, Dzianisz dz. 2417/3"))
    add(f"{ch}/Projekt/przekrój A-A.pdf", P, "Cottage", day(2026, 1, 12), t_drawing(
        "A-05", "Przekrój A-A (więźba, podwaliny)", "A", "Przebudowa domu drewnianego, Dzianisz dz. 2417/3"))
    add(f"{ch}/Projekt/umowa z architektem M. Skupień.pdf", P, "Cottage", day(2025, 9, 26), lambda r, dt:
        "UMOWA o wykonanie dokumentacji projektowej\nZamawiający: Tomasz Kowalczyk. Projektant: arch. Maria "
        "Skupień, Pracownia Architektury Regionalnej, Zakopane.\nPrzedmiot: inwentaryzacja i projekt "
        "przebudowy domu drewnianego w Dzianiszu wraz z uzyskaniem pozwolenia na budowę. Wynagrodzenie 13 500 zł.\n")
    add(f"{ch}/budżet remontu chałupy.xlsx", P, "Cottage", 4, t_budzet)
    add(f"{ch}/kontakty fachowcy.txt", P, "Cottage", 15,
        "Franek Gąsienica (cieśla, Kościelisko) 604 ...\nJózef Chowaniec (Ząb) 692 ...\n"
        "Tadek Bukowski (Witów) - tylko wieczorem\nelektryk: Mietek Styrczula, Poronin\n"
        "kominiarz: Andrzej Kuchta\nzduń (piec kaflowy): p. Dziedzic, Nowy Targ - polecony przez Muzeum Tatrzańskie\n"
        "tartak Witów - drewno na podwaliny, sezonowane od jesieni\n")
    add(f"{ch}/lista zakupów materiały.md", P, "Cottage", 7,
        "# Chałupa - materiały do kupienia przed lipcem\n\n- [ ] folia wstępnego krycia paroprzepuszczalna 200 m2\n"
        "- [x] impregnat do podwalin (klasa 4) 40 l\n- [ ] łaty 40x60 świerk - od Franka?\n"
        "- [ ] gwoździe ocynkowane do gontu 25 kg\n- [ ] papa podkładowa na podmurówkę\n- [ ] kontener na gruz 7 m3\n")
    for (y, m, d), n, sub in (((2025, 10, 11), 3, "2025-10 stan przed remontem"), ((2026, 4, 25), 2, "2026-04 rozbiórka ganku"),
                              ((2026, 5, 23), 2, "2026-05 podwaliny odkrywka")):
        shots(f"{ch}/Zdjęcia/{sub}", y, m, d, n, P, "Cottage")
    add(f"{ch}/Zdjęcia/piec kaflowy detal.HEIC", P, "Cottage", day(2025, 10, 11), "")
    # reference kept in the renovation folder (Resources Cottage)
    add(f"{ch}/Inspiracje/gont - jak układać.pdf", R, "Cottage", 160, T_GONT)
    add(f"{ch}/Inspiracje/Styl zakopiański - notatki.docx", R, "Cottage", 210, T_STYL)
    add(f"{ch}/Inspiracje/impregnacja drewna poradnik.pdf", R, "Cottage", 75, T_IMPREG)
    for k in range(2):
        photo(f"{ch}/Inspiracje/pinterest_chata_{k + 1}.jpg", R, "Cottage", 180 + k * 9)
    # owning the house (Areas Cottage)
    cu = f"{ch}/Opłaty i podatek"
    add(f"{cu}/Podatek od nieruchomości 2026 Kościelisko.pdf", A, "Cottage", day(2026, 2, 12), t_podatek_dzianisz)
    add(f"{cu}/Podatek od nieruchomości 2025 Kościelisko.pdf", A, "Cottage", day(2025, 2, 18), t_podatek_dzianisz)
    add(f"{cu}/Tauron Dzianisz 2026-03.pdf", A, "Cottage", day(2026, 3, 31), t_tauron_dzianisz)
    add(f"{cu}/Polisa Generali dom Dzianisz.pdf", A, "Cottage", day(2025, 9, 1), t_polisa_dzianisz)
    add(f"{cu}/protokół kominiarski 2025.pdf", A, "Cottage", day(2025, 10, 11), t_kominiarz)

    # ================================================================ Zosia's high school (Projects School) and school (Areas)
    zo = "Dokumenty/Dzieci/Zosia/Liceum 2026"
    add(f"{zo}/lista liceów - porównanie.xlsx", P, "School", 70, t_lista_lo)
    add(f"{zo}/progi punktowe 2025 Kraków.pdf", P, "School", 150, t_progi)
    add(f"{zo}/wniosek rekrutacyjny wydruk.pdf", P, "School", 14, t_wniosek_lo)
    add(f"{zo}/dni otwarte - notatki.txt", P, "School", 75,
        "V LO 14.03 - byliśmy, Zosi się podobało, klasa biol-chem ma zajęcia w lab. UJ\n"
        "II LO 21.03 - duża szkoła, daleko, ale dobre wyniki z biologii\n"
        "VIII LO 28.03 - Magda była z Zosią, blisko, dużo koleżanek z 8b tam idzie\n"
        "Do sprawdzenia: czy wolontariat doliczają (3 pkt)\n")
    add(f"{zo}/próbny egzamin ósmoklasisty - wyniki.pdf", P, "School", 140, lambda r, dt:
        "Próbny egzamin ósmoklasisty - wyniki ucznia\nZofia Kowalczyk, SP 162 Kraków, kl. 8b\n"
        f"Język polski: {r.randint(70, 90)}%  Matematyka: {r.randint(65, 88)}%  Język angielski: {r.randint(85, 98)}%\n"
        "Przeliczenie na punkty rekrutacyjne (szacunkowo): 82 / 100.\n")
    add(f"{zo}/kalkulator punktów.xlsx", P, "School", 20, lambda r, dt:
        "Składnik;Punkty\nPolski (egzamin %) x0,35;28\nMatematyka x0,35;27\nAngielski x0,3;28\n"
        "Oceny: polski 5, matematyka 5, biologia 6, chemia 5;70\nŚwiadectwo z wyróżnieniem;7\nWolontariat;3\n"
        "RAZEM (szac.);163\n")
    sc = "Dokumenty/Dzieci"
    add(f"{sc}/Kuba/wycieczka Ojców 3a zgoda.pdf", A, "School", 30, lambda r, dt:
        "Zgoda rodzica na udział dziecka w wycieczce szkolnej\nSP 162 Kraków, klasa 3a - Ojcowski Park Narodowy, "
        f"{_dd(dt + timedelta(days=12))}\nUczeń: Jakub Kowalczyk. Koszt: 85 zł. Podpis rodzica: Tomasz Kowalczyk\n")
    add(f"{sc}/Kuba/świadectwo klasa 2.pdf", A, "School", day(2025, 6, 27), lambda r, dt:
        "ŚWIADECTWO SZKOLNE PROMOCYJNE - Szkoła Podstawowa nr 162 w Krakowie\nJakub Kowalczyk, klasa 2a, rok "
        "szkolny 2024/2025\nOcena opisowa: Kuba chętnie czyta, bardzo dobrze liczy w pamięci, pracuje w grupie...\n")
    add(f"{sc}/Zosia/świadectwo klasa 7.pdf", A, "School", day(2025, 6, 27), lambda r, dt:
        "ŚWIADECTWO SZKOLNE PROMOCYJNE Z WYRÓŻNIENIEM - SP 162 Kraków\nZofia Kowalczyk, klasa 7b, 2024/2025\n"
        "Średnia ocen: 5,27. Zachowanie: wzorowe.\n")
    add(f"{sc}/Rada rodziców składka 2025-26.pdf", A, "School", day(2025, 9, 20), t_rada_rodzicow)
    add(f"{sc}/Kuba/Librus - zebranie z rodzicami.eml", A, "School", 45, t_librus(
        "Wiadomość: zebranie z rodzicami klasy 3a",
        "Od: Agnieszka Wójcik (wychowawca 3a)\nSzanowni Państwo, zapraszam na zebranie 21 kwietnia o 17:30, "
        "sala 104. Omówimy wyniki klasyfikacji śródrocznej, wycieczkę do Ojcowa i zieloną szkołę w klasie 4.\n"))
    add(f"{sc}/Kuba/Librus - basen.eml", A, "School", 120, t_librus(
        "Wiadomość: zajęcia na basenie",
        "Od: Agnieszka Wójcik\nProszę pamiętać o czepkach i klapkach na czwartkowe zajęcia na basenie "
        "w Parku Wodnym. Opłata za semestr 180 zł do końca miesiąca.\n"))
    add(f"{sc}/Zosia/plan lekcji 8b.pdf", A, "School", 250, lambda r, dt:
        "Plan lekcji klasy 8b, rok szkolny 2025/2026, SP 162 Kraków\nPoniedziałek: matematyka, polski, biologia, "
        "wf, angielski, historia\nWtorek: chemia, fizyka, polski, niemiecki, geografia, godz. wychowawcza\n")

    # ================================================================ trips (Projects / Archive Travel)
    tr = "Dokumenty/Wakacje/Chorwacja 2026"
    add(f"{tr}/Booking Makarska potwierdzenie.pdf", P, "Travel", 112, t_booking_makarska)
    add(f"{tr}/prom Hvar Jadrolinija.pdf", P, "Travel", 20, t_prom_hvar)
    add(f"{tr}/trasa i winiety.txt", P, "Travel", 11, t_trasa)
    add(f"{tr}/co zabrać.txt", P, "Travel", 5, t_packing)
    add(f"{tr}/polisa PZU Wojażer.pdf", P, "Travel", 3, t_polisa_wojazer)
    add(f"{tr}/budżet wyjazdu.xlsx", P, "Travel", 16, lambda r, dt:
        "Pozycja;EUR;PLN\nApartament Vila Ana 14 nocy;2380;\nPaliwo (2 x 1250 km);;1900\nWiniety CZ/AT/SLO;;420\n"
        "Autostrady HR;80;\nProm Hvar;96,40;\nWycieczki i jedzenie;1200;\nPolisa;;312\n")
    add(f"{tr}/zrzut - rezerwacja Vila Ana.png", P, "Travel", 112, "")
    add(f"{tr}/Vila Ana - dojazd i klucze.eml", P, "Travel", 9, _eml(
        "Ana Marinović <vila.ana.makarska@gmail.com>", TK, "Vila Ana - arrival information",
        "Dear Mr Kowalczyk,\nthank you for your booking 11-25 July. Please call me one hour before arrival, I will "
        "wait at the apartment with the keys. Parking is behind the house, the code for the gate is 2607. "
        "Tourist tax is 1.60 EUR per adult per night, paid on arrival.\nSee you soon! Ana\n"))
    pt = "Dokumenty/Wakacje/archiwum"
    add(f"{pt}/2024 Garda/camping Bella Italia.pdf", X, "Travel", day(2024, 3, 2), t_garda)
    add(f"{pt}/2024 Garda/winiety i trasa 2024.txt", X, "Travel", day(2024, 7, 8),
        "Garda 2024: Kraków - Brno - Wiedeń - Villach - Werona, 1150 km\nWinieta AT 10 dni kupiona, CZ 10 dni kupiona\n"
        "Gardaland bilety kupione online (4 x 49 EUR)\n")
    add(f"{pt}/2025 Hel/rezerwacja Mewa Jastarnia.pdf", X, "Travel", day(2025, 3, 14), t_hel)
    add(f"{pt}/2025 Hel/bilety PKP Intercity Kraków-Hel.pdf", X, "Travel", day(2025, 6, 20), lambda r, dt:
        "PKP Intercity - bilet IC 'Mewa' Kraków Główny - Hel, 02.08.2025, wagon 7, miejsca 61-64\n"
        "Pasażerowie: 2 normalne, 2 ulgowe (dzieci)    Cena: 512,80 zł\n")
    add(f"{pt}/Ferie 2025 Białka/karnety Kotelnica.pdf", X, "Travel", day(2025, 1, 12), t_bialka)
    add(f"{pt}/Ferie 2025 Białka/apartament Białka.eml", X, "Travel", day(2024, 11, 5), _eml(
        "Apartamenty Pod Kotelnicą <rezerwacje@podkotelnica.pl>", TK, "Potwierdzenie rezerwacji 18-25.01.2025",
        "Dzień dobry,\npotwierdzamy rezerwację apartamentu 4-osobowego w terminie 18-25.01.2025. Zadatek 800 zł "
        "prosimy wpłacić w ciągu 7 dni. Narciarnia i parking w cenie.\n"))

    # ================================================================ cycling (Projects / Resources / Archive Cycling)
    cy = "Dokumenty/Rower"
    add(f"{cy}/Gorce Road Race 2026/potwierdzenie zapisu.pdf", P, "Cycling", 130, t_zapisy)
    add(f"{cy}/Gorce Road Race 2026/plan treningowy 12 tyg.xlsx", P, "Cycling", 84, t_plan_treningowy)
    add(f"{cy}/Gorce Road Race 2026/trening_log_export.csv", P, "Cycling", 1, t_log_trening)
    add(f"{cy}/Gorce Road Race 2026/GRR_2026_MEGA.gpx", P, "Cycling", 60, t_gpx)
    add(f"{cy}/Gorce Road Race 2026/nocleg Ochotnica.eml", P, "Cycling", 44, _eml(
        "Agroturystyka U Krzysia <ukrzysia.ochotnica@onet.pl>", TK, "Re: nocleg 27-28 czerwca",
        "Dzień dobry, potwierdzam pokój jednoosobowy na noc 27/28 czerwca, śniadanie o 6:30 dla kolarzy. "
        "Rower można zostawić w garażu. Cena 140 zł. Pozdrawiam, Krzysztof\n"))
    add(f"{cy}/Gorce Road Race 2026/żywienie na wyścig.md", P, "Cycling", 13,
        "# GRR 2026 - żywienie\n\n- co 20-25 min żel lub pół batona, cel 70-80 g węgli/h\n- 2 bidony 750 ml z izotonikiem, "
        "bufet na 60 i 105 km\n- śniadanie 3 h przed startem: owsianka + banan\n- przed Knurowską: żel z kofeiną\n")
    add(f"{cy}/artykuły/bike fitting - wysokość siodła.pdf", R, "Cycling", 400, lambda r, dt:
        "Bike fitting - jak ustawić wysokość siodła (artykuł)\nMetoda LeMond: 0,883 x długość przekroku. Kąt w "
        "kolanie w dolnym położeniu pedału 25-35 stopni. Przesuw siodła: kolano nad osią pedału (KOPS).\n")
    add(f"{cy}/artykuły/trening z pomiarem mocy - strefy FTP.pdf", R, "Cycling", 260, lambda r, dt:
        "Strefy mocy wg Coggana: Z1 <55% FTP, Z2 56-75%, Z3 76-90%, Z4 91-105%, Z5 106-120%, Z6 >121%.\n"
        "Test FTP: 20 minut maksymalnie, wynik x 0,95.\n")
    add(f"{cy}/Shimano 105 R7100 Dealer's Manual.pdf", R, "Cycling", 380, lambda r, dt:
        "SHIMANO 105 Di2 R7100 Series - Dealer's Manual, ROAD\nInstallation of the rear derailleur, chain length, "
        "adjusting the hydraulic disc brakes, Bluetooth LE pairing with E-TUBE PROJECT Cyclist.\n")
    add(f"{cy}/GRR 2025/wyniki GRR 2025.xlsx", X, "Cycling", day(2025, 6, 30), t_wyniki_2025)
    add(f"{cy}/GRR 2025/dyplom.pdf", X, "Cycling", day(2025, 7, 2), lambda r, dt:
        "DYPLOM - Gorce Road Race 2025\nTomasz Kowalczyk ukończył dystans MEGA 138 km z czasem 5:02:37, "
        "zajmując 41. miejsce w kategorii M40.\n")
    photo(f"{cy}/GRR 2025/meta GRR 2025.jpg", X, "Cycling", day(2025, 6, 29))
    photo(f"{cy}/GRR 2025/podjazd Knurowska.jpg", X, "Cycling", day(2025, 6, 29))

    # ================================================================ money (Areas Finance)
    fi = "Dokumenty/Finanse"
    for m in (5, 4, 2):
        add(f"{fi}/Bank PKO/wyciąg 2026-{m:02d}.pdf", A, "Finance", day(2026, m, 28) - 4, t_wyciag)
    add(f"{fi}/Bank PKO/wyciąg 2025-12.pdf", A, "Finance", day(2025, 12, 31) - 3, t_wyciag)
    for y in (2025, 2024, 2023, 2019):
        add(f"{fi}/PIT/PIT {y}/PIT-37 {y}.pdf", A, "Finance", day(y + 1, 4, 10 + y % 7), t_pit(y))
    add(f"{fi}/PIT/PIT 2025/UPO PIT-37 2025.pdf", A, "Finance", day(2026, 4, 16), lambda r, dt:
        "URZĘDOWE POŚWIADCZENIE ODBIORU DOKUMENTU ELEKTRONICZNEGO\nIdentyfikator dokumentu: "
        f"{r.getrandbits(64):x}\nNazwa: PIT-37 (30) za 2025 r.\nPodatnik: Tomasz Kowalczyk\n"
        f"Data wpływu: {_dd(dt)}\nUrząd Skarbowy Kraków-Podgórze\n")
    add(f"{fi}/PIT/PIT 2025/PIT-11 KBO 2025.pdf", A, "Finance", day(2026, 2, 20), t_pit11)
    add(f"{fi}/PIT/PIT 2024/PIT-11 KBO 2024.pdf", A, "Finance", day(2025, 2, 21), t_pit11)
    add(f"{fi}/Kredyt hipoteczny/Umowa kredytu ING 2015.pdf", A, "Finance", day(2015, 8, 20), t_kredyt_umowa)
    add(f"{fi}/Kredyt hipoteczny/harmonogram spłat 2026-2027.xlsx", A, "Finance", day(2026, 1, 3), t_kredyt_harm)
    add(f"{fi}/Kredyt hipoteczny/zmiana wskaźnika WIBOR-WIRON.pdf", A, "Finance", 210, t_wiron)
    add(f"{fi}/Kredyt hipoteczny/zaświadczenie o odsetkach 2025.pdf", A, "Finance", day(2026, 1, 20), lambda r, dt:
        "ING Bank Śląski - zaświadczenie\nKredyt hipoteczny nr 0731/KH/2015. W roku 2025 kredytobiorcy "
        f"Tomasz i Magdalena Kowalczyk spłacili odsetki w kwocie {_zl(r, 17000, 21000)} i kapitał {_zl(r, 20000, 24000)}.\n"
        f"Saldo zadłużenia na 31.12.2025: {_zl(r, 280000, 290000)}\n")
    add(f"{fi}/Kredyt hipoteczny/nadpłata - symulacja.xlsx", A, "Finance", 34, lambda r, dt:
        "Wariant;Nadpłata jednorazowa;Skrócenie okresu (mies.);Nowa rata;Oszczędność odsetek\n"
        "A - nic;0;0;3560;0\nB - 30 000 zł, niższa rata;30000;0;3180;41 200\nC - 30 000 zł, krótszy okres;30000;38;3560;64 900\n"
        "Pytanie: nadpłacić czy zostawić na chałupę? Decyzja po ofertach cieśli.\n")
    add(f"{fi}/IKE/IKE obligacje informacja roczna 2025.pdf", A, "Finance", day(2026, 1, 30), t_ike)
    add(f"{fi}/IKE/umowa IKE 2019.pdf", A, "Finance", day(2019, 10, 2), lambda r, dt:
        "UMOWA prowadzenia Indywidualnego Konta Emerytalnego - IKE Obligacje Skarbowe\nPKO BP, Biuro Maklerskie. "
        "Oszczędzający: Tomasz Kowalczyk. Data zawarcia: 01.10.2019. Wpłaty do limitu rocznego.\n")
    add(f"{fi}/budżet domowy 2026.xlsx", A, "Finance", 2, t_budzet_domowy)

    # ================================================================ the flat (Areas Home) and manuals (Resources Home)
    mi = "Dokumenty/Mieszkanie"
    add(f"{mi}/Wspólnota/zawiadomienie o opłatach 2026.pdf", A, "Home", day(2026, 2, 20), t_wspolnota_zaliczki)
    add(f"{mi}/Wspólnota/uchwała 5-2026 windy.pdf", A, "Home", day(2026, 4, 30), t_uchwala)
    add(f"{mi}/Wspólnota/protokół zebrania 2026.docx", A, "Home", day(2026, 4, 27), lambda r, dt:
        "Protokół z zebrania ogólnego Wspólnoty Mieszkaniowej Kobierzyńska 97 - 22 kwietnia 2026\n"
        "1. Przyjęto sprawozdanie finansowe za 2025 r. i udzielono absolutorium zarządowi.\n"
        "2. Uchwała w sprawie wymiany dźwigów (patrz uchwała 5/2026).\n3. Sprawy różne: miejsca parkingowe dla "
        "rowerów w garażu, wymiana domofonu.\n")
    add(f"{mi}/Wspólnota/rozliczenie wody 2025.pdf", A, "Home", day(2026, 3, 15), lambda r, dt:
        "Rozliczenie zużycia wody za 2025 r. - lokal 23, Kobierzyńska 97\n"
        f"Zużycie wg wodomierzy: ZW {r.randint(90, 130)} m3, CW {r.randint(50, 80)} m3. Wpłacone zaliczki: "
        f"{_zl(r, 2100, 2400)}. Niedopłata: {_zl(r, 40, 190)} - do zapłaty w terminie 30 dni.\n")
    add(f"{mi}/Rachunki/Tauron 2026-04.pdf", A, "Home", day(2026, 4, 20), t_tauron_flat)
    add(f"{mi}/Rachunki/PGNiG gaz 2026-03.pdf", A, "Home", day(2026, 3, 12), t_pgnig)
    add(f"{mi}/Rachunki/Play internet światłowód umowa.pdf", A, "Home", day(2024, 9, 9), lambda r, dt:
        "Play - umowa o świadczenie usług: Internet światłowodowy 1 Gb/s + Play NOW TV Box\n"
        "Abonent: Tomasz Kowalczyk, ul. Kobierzyńska 97/23 Kraków. Okres: 24 miesiące. Abonament: 129 zł/mies.\n")
    add(f"{mi}/Ubezpieczenie PZU Dom 2025-2026.pdf", A, "Home", day(2025, 9, 15), t_ubezp_mieszkanie)
    add(f"{mi}/Akt notarialny mieszkanie 2015.pdf", A, "Home", day(2015, 9, 1), t_akt_notarialny)
    add(f"{mi}/Instrukcje/Bosch pralka WAU28PH0PL instrukcja.pdf", R, "Home", 1300, T_BOSCH)
    add(f"{mi}/Instrukcje/Vaillant ecoTEC instrukcja.pdf", R, "Home", 2900, T_VAILLANT)
    add(f"{mi}/Instrukcje/Electrolux zmywarka EEM48321L.pdf", R, "Home", 900, lambda r, dt:
        "Electrolux EEM48321L - Instrukcja obsługi zmywarki\nProgramy: Eco 50°, AutoSense, 30 min, Intensywny 70°.\n"
        "Wskaźnik soli regeneracyjnej - uzupełnić sól, twardość wody w Krakowie: poziom 6.\n")

    # ================================================================ health (Areas Health)
    he = "Dokumenty/Zdrowie"
    add(f"{he}/Tomek/wyniki krwi 2026-03.pdf", A, "Health", day(2026, 3, 9), t_wyniki_krwi)
    add(f"{he}/Tomek/wyniki krwi 2024-02.pdf", A, "Health", day(2024, 2, 21), t_wyniki_krwi)
    add(f"{he}/Kuba/alergolog 2026-04.pdf", A, "Health", day(2026, 4, 14), t_alergolog)
    add(f"{he}/Kuba/karta szczepień skan.pdf", A, "Health", day(2023, 9, 3), lambda r, dt:
        "Karta uodpornienia - Jakub Kowalczyk, ur. 14.02.2017\nSzczepienia obowiązkowe wg kalendarza: komplet do "
        "6 r.ż. Szczepienie przeciw grypie 2023/24. Przychodnia Ruczaj, ul. Kobierzyńska.\n")
    add(f"{he}/Zosia/ortodonta 2026-05.pdf", A, "Health", day(2026, 5, 19), t_ortodonta)
    add(f"{he}/Zosia/ortodonta plan leczenia.docx", A, "Health", day(2024, 10, 2), lambda r, dt:
        "Plan leczenia ortodontycznego - Zofia Kowalczyk\nAparat stały górny i dolny, czas leczenia ok. 24 mies.\n"
        "Koszt: aparat 2 x 3 200 zł, wizyty kontrolne 300 zł. Retencja po zdjęciu aparatu.\n")
    add(f"{he}/Luxmed pakiet rodzinny.pdf", A, "Health", day(2025, 1, 8), lambda r, dt:
        "LUX MED - Potwierdzenie przystąpienia do pakietu Rodzina Plus (finansowane przez pracodawcę KBO S.A.)\n"
        "Osoby: Tomasz (pracownik), Magdalena (małżonek), Zofia, Jakub (dzieci). Obowiązuje od 01.02.2025.\n")

    # ================================================================ the car (Areas Car)
    ca = "Dokumenty/Samochód Octavia"
    add(f"{ca}/polisa Warta OC AC 2026.pdf", A, "Car", day(2026, 3, 2), t_oc_auto)
    add(f"{ca}/przegląd techniczny 2026.pdf", A, "Car", day(2026, 4, 8), t_przeglad)
    add(f"{ca}/serwis 2026-04 olej klocki.pdf", A, "Car", day(2026, 4, 10), t_serwis)
    add(f"{ca}/dowód rejestracyjny skan.pdf", A, "Car", day(2018, 7, 4), lambda r, dt:
        "DOWÓD REJESTRACYJNY - skan\nNr rej.: KR 7K412. Marka: SKODA, typ: OCTAVIA COMBI, rok produkcji 2018\n"
        "Właściciel: Tomasz Kowalczyk, Magdalena Kowalczyk, Kraków\n")
    add(f"{ca}/opony - przechowalnia.txt", A, "Car", 60,
        "Opony zimowe Michelin Alpin 6 205/55 R16 - w przechowalni Vulco Kraków, ul. Zakopiańska\n"
        "Kwit nr 2204, odebrać w październiku. Bieżnik 5 mm - jeszcze sezon.\n")
    add(f"{ca}/kilometrówka i koszty auta 2026.xlsx", A, "Car", 5, lambda r, dt:
        "Data;Przebieg;Co;Kwota\n" + "\n".join(
            f"2026-0{m}-{r.randint(2, 27):02d};{160000 + m * 1900};{r.choice(['tankowanie', 'myjnia', 'tankowanie', 'parking'])};{r.randint(40, 320)}"
            for m in range(1, 6)))

    # ================================================================ the estate, settled 2024 (Archive Estate)
    es = "Dokumenty/Spadek po dziadkach"
    add(f"{es}/akt poświadczenia dziedziczenia.pdf", X, "Estate", day(2024, 4, 10), t_postanowienie)
    add(f"{es}/SD-Z2 zgłoszenie US Zakopane.pdf", X, "Estate", day(2024, 5, 6), t_sd_z2)
    add(f"{es}/umowa działu spadku.pdf", X, "Estate", day(2024, 9, 17), t_dzial_spadku)
    add(f"{es}/wpis do KW - zawiadomienie sądu.pdf", X, "Estate", day(2024, 7, 2), lambda r, dt:
        "Sąd Rejonowy w Zakopanem, IV Wydział KW - ZAWIADOMIENIE o dokonaniu wpisu\nKW NS1Z/00041870/3: w dziale II "
        "wpisano jako właściciela Tomasza Kowalczyka na podstawie aktu poświadczenia dziedziczenia Rep. A 3318/2024.\n")
    add(f"{es}/faktura notariusz.pdf", X, "Estate", day(2024, 4, 10), lambda r, dt:
        "Kancelaria Notarialna Barbara Gąsienica-Roj, Zakopane - Faktura nr 412/2024\nCzynności: protokół "
        "dziedziczenia, akt poświadczenia dziedziczenia, wypisy. Razem: 1 082,40 zł. Nabywca: Tomasz Kowalczyk.\n")
    add(f"{es}/potwierdzenie spłaty ciotka Anna.pdf", X, "Estate", day(2024, 11, 27), lambda r, dt:
        "Potwierdzenie przelewu PKO BP: 45 000,00 zł na rzecz Anna Stopka-Nowak, tytuł: spłata z działu spadku "
        "po Helenie Kowalczyk, Rep. A 6042/2024. Data: 27.11.2024.\n")
    add(f"{es}/sprzedaż działki Ciche - umowa.pdf", X, "Estate", day(2024, 10, 30), lambda r, dt:
        "Rep. A nr 7120/2024 - UMOWA SPRZEDAŻY nieruchomości rolnej dz. 881 obręb Ciche, gmina Czarny Dunajec\n"
        "Sprzedający: Tomasz Kowalczyk (nabytej w drodze spadku po Helenie Kowalczyk). Cena: 78 000 zł.\n")
    add(f"{es}/notatki sprawa spadkowa.txt", X, "Estate", day(2024, 12, 2),
        "Spadek po babci Helenie - stan na 2.12.2024:\n- akt poświadczenia dziedziczenia: jest (kwiecień)\n"
        "- SD-Z2 złożone w US Zakopane w terminie - zwolnienie, podatku nie ma\n- KW przepisana na mnie (lipiec)\n"
        "- ciocia Ania spłacona 27.11 - KONIEC sprawy, wszystko załatwione\n- działka w Cichem sprzedana\n")
    add(f"{es}/dziadkowie przed domem 1975 skan.jpg", R, "Photos", day(2024, 3, 20), "")

    # ================================================================ photos, music, books, recipes, software
    ob = "Obrazy"
    shots(f"{ob}/2025/Wigilia u teściów", 2025, 12, 24, 2, R, "Photos")
    shots(f"{ob}/2025/Hel sierpień", 2025, 8, 6, 2, R, "Photos")
    shots(f"{ob}/2024/Garda", 2024, 7, 18, 2, R, "Photos")
    shots(f"{ob}/2026/Komunia Kuby", 2026, 5, 17, 2, R, "Photos")
    for k, (y, m, d) in enumerate(((2026, 5, 30), (2026, 5, 3), (2026, 3, 1), (2026, 2, 14))):
        photo(f"{ob}/Telefon/Camera/IMG_{y}{m:02d}{d:02d}_{r.randint(9, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg",
              R, "Photos", day(y, m, d))
    for k in range(3):
        add(f"{ob}/Od Magdy/IMG_{4400 + k * 37}.HEIC", R, "Photos", 20 + k * 31, "")
    for k, age in enumerate((4, 39, 88)):
        dt = NOW - timedelta(days=age)
        add(f"{ob}/Zrzuty ekranu/Zrzut ekranu {dt:%Y-%m-%d} {r.randint(8, 22):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.png",
            R, "Photos", age, "")
    for k in range(3):
        add(f"{ob}/Dziadkowie - stare zdjęcia/skan_{k + 1:03d}.jpg", R, "Photos", day(2024, 3, 20), "")
    add(f"{ob}/desktop.ini", L, "System", 600, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779\r\n")
    add(f"{ob}/Telefon/Camera/Thumbs.db", L, "System", 1, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 900))

    mu = "Muzyka"
    for art, title, alb in (("Zakopower", "Boso", "Boso"), ("Zakopower", "Kiebyś ty", "Music Hal"),
                            ("Trebunie-Tutki", "Hej, bystra woda", "Folk Roots")):
        add(f"{mu}/{art}/{title}.mp3", R, "Music", r.randint(400, 2500), lambda r, dt, t=title, a=art, b=alb: _id3(r, t, a, b))
    eb = "Dokumenty/Ebooki"
    for title, auth, age in (("Księgi Jakubowe", "Olga Tokarczuk", 700), ("Atlas chmur", "David Mitchell", 380), ("Widnokrąg", "Wiesław Myśliwski", 190)):
        add(f"{eb}/{auth} - {title}.epub", R, "Books", age, lambda r, dt, t=title, a=auth:
            _epub(t, a, "pl", f"{t} - rozdział pierwszy."))
    pz = "Dokumenty/Przepisy"
    add(f"{pz}/pierogi ruskie Magdy.txt", R, "Cooking", 800,
        "Ciasto: 500 g mąki, 250 ml ciepłej wody, 2 łyżki oleju, szczypta soli.\nFarsz: 1 kg ziemniaków, "
        "500 g twarogu półtłustego, 2 cebule zeszklone, pieprz.\nGotować 2-3 min od wypłynięcia.\n")
    add(f"{pz}/moskole.md", R, "Cooking", 500,
        "# Moskole (placki ziemniaczane po góralsku)\n\n- 1 kg ugotowanych ziemniaków, przeciśnięte\n"
        "- ok. 250 g mąki, sól\n- piec na suchej blasze, podawać z masłem czosnkowym\n")
    add(f"{pz}/sernik babci.docx", R, "Cooking", 1300,
        "Sernik babci Heleny\n1 kg twarogu zmielonego 3 razy, 6 jajek, 1,5 szklanki cukru, kostka masła, "
        "budyń waniliowy, rodzynki.\nPiec 60 min w 170 stopniach, studzić w uchylonym piekarniku.\n")
    pb = "Pobrane"
    for name, head, age in (("DWGTrueView_2026_English_64bit_dlm.exe", b"MZ\x90\x00\x03\x00\x00\x00", 200),
                            ("GarminExpressInstaller.exe", b"MZ\x90\x00\x03\x00\x00\x00", 150),
                            ("7z2501-x64.exe", b"MZ\x90\x00\x03\x00\x00\x00", 300),
                            ("e-pity2025_setup.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 70)):
        add(f"{pb}/{name}", R, "Software", age, _blob(r, head, 2000))
    add(f"{pb}/Garmin Express (1).exe.crdownload", L, "System", 150, _blob(r, b"MZ\x90\x00", 700))
    add(f"{pb}/Zdjęcia_budowa_paczka.zip.part", L, "System", 2, _blob(r, b"PK\x03\x04", 700))
    add("Dokumenty/Finanse/~$dżet domowy 2026.xlsx", L, "System", 2, b"\x0cTomasz K." + b"\x00" * 150)
    add("Dokumenty/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n")
    add("Pulpit/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    dot("Dokumenty/Chałupa Dzianisz/Projekt/.~lock.inwentaryzacja - opis.docx#",
        b",Tomasz Kowalczyk,TKOWALCZYK-LAP,01.06.2026 08:14,file:///C:/Users/tomek/AppData/Roaming/LibreOffice/4;", 1)
    dot("Dokumenty/Budowy/ARCHIWUM/2023-2024 Hala magazynowa Skawina/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 700)

    # named downloads (not hard: the name says what they are)
    add(f"{pb}/Regulamin_Gorce_Road_Race_2026.pdf", P, "Cycling", 135, lambda r, dt:
        "REGULAMIN Gorce Road Race 2026\n1. Organizator: Stowarzyszenie Kolarskie Gorce. 2. Termin: 28.06.2026, "
        "start i meta Ochotnica Dolna. 3. Dystanse: MINI 62 km, MEGA 142 km. 4. Obowiązek jazdy w kasku, ruch "
        "drogowy częściowo otwarty - obowiązują przepisy PoRD. 5. Limit czasu na MEGA: 7 h.\n")
    add(f"{pb}/harmonogram-rekrutacji-2026-2027-Krakow.pdf", P, "School", 120, t_progi)
    add(f"{pb}/FV_2026_05_118_ELMONT.pdf", P, "Work", 6, t_sub_invoice(SUBS[0], "118/05/2026"))
    add(f"{pb}/PIT-37_2025_zeznanie.pdf", A, "Finance", day(2026, 4, 16), t_pit(2025))
    add(f"{pb}/Decyzja_PnB_skan_Starostwo.pdf", P, "Cottage", day(2026, 3, 27), t_decyzja_pnb)
    add(f"{pb}/Makarska_mapa_plaże.pdf", P, "Travel", 25, lambda r, dt:
        "Makarska Riviera - mapa plaż i atrakcji (Turistička zajednica grada Makarske)\nPlaże: Donja Luka, "
        "Ratac, Nugal (dzika), Tučepi. Biokovo Skywalk - bilety online, wjazd samochodem do 17:00.\n")

    # ================================================================ chaos: files whose name and folder say nothing (hard)
    def H(rel: str, bucket: str, topic: str, age: float, content) -> None:
        add(rel, bucket, topic, age, content, hard=True)

    H(f"{pb}/dokument.pdf", A, "Finance", day(2025, 11, 30), t_wyciag)
    H(f"{pb}/dokument (1).pdf", A, "Cottage", day(2024, 2, 15), t_podatek_dzianisz)
    H(f"{pb}/dokument (2).pdf", P, "Work", 13, t_inspekcja)
    H(f"{pb}/dokument (3).pdf", X, "Estate", day(2024, 5, 6), t_sd_z2)
    H(f"{pb}/dokument (4).pdf", A, "Car", day(2026, 2, 10), lambda r, dt:
        "WARTA - Przypomnienie o kończącej się polisie i propozycja odnowienia\nSzanowny Panie Tomaszu, polisa "
        "OC/AC dla pojazdu Škoda Octavia KR 7K412 kończy się 01.03.2026. Proponujemy odnowienie: OC "
        f"{_zl(r, 700, 900)}, AC {_zl(r, 1300, 1800)}, zniżka za bezszkodową jazdę 60%.\n")
    H(f"{pb}/pobrane.pdf", A, "Health", day(2025, 9, 22), lambda r, dt:
        "Diagnostyka S.A. - wynik badania\nPacjent: Magdalena Kowalczyk    Data pobrania: " + _dd(dt) + "\n"
        "Witamina D3 (25-OH): 21 ng/ml (niedobór <30)\nFerrytyna: 18 ng/ml\nTSH: 2,1 uIU/ml\n")
    H(f"{pb}/pobrane (1).pdf", P, "School", 100, lambda r, dt:
        "V Liceum Ogólnokształcące im. Augusta Witkowskiego w Krakowie\nOFERTA EDUKACYJNA 2026/2027\n"
        "Klasa 1B - biologiczno-chemiczna, przedmioty rozszerzone: biologia, chemia, j. angielski.\n"
        "Przedmioty punktowane: j. polski, matematyka, biologia, chemia. Współpraca z Wydziałem Biologii UJ.\n"
        "Dzień otwarty: 14 marca 2026, godz. 10:00-14:00.\n")
    H(f"{pb}/pobrane (2).pdf", A, "Finance", day(2019, 2, 20), lambda r, dt:
        "PIT-11 za rok 2018\nPłatnik: Inżbud Tarnów Sp. z o.o., NIP 873-102-44-19\nPodatnik: Tomasz Kowalczyk\n"
        "Przychód: 131 420,00 zł  Koszty: 1 668,72 zł  Zaliczka pobrana: 16 890,00 zł\n")
    H(f"{pb}/attachment.pdf", P, "Cottage", 29, lambda r, dt:
        "Zdun Władysław Dziedzic, Nowy Targ - wycena renowacji pieca kaflowego\nObiekt: dom drewniany w Dzianiszu "
        "(p. Tomasz Kowalczyk)\nRozbiórka pieca, oczyszczenie kafli (ok. 40% do wymiany - dorobienie wg wzoru), "
        f"nowy wkład szamotowy, ponowne postawienie: {_zl(r, 9000, 13000)}\nTermin: po zakończeniu robót "
        "ciesielskich, najwcześniej październik 2026.\n")
    H(f"{pb}/załącznik.pdf", P, "Work", 18, t_sub_invoice(SUBS[2], "77/05/2026"))
    H(f"{pb}/załącznik (1).pdf", A, "Finance", day(2026, 2, 25), lambda r, dt:
        "PIT-11 za rok 2025\nPłatnik: Apteka Pod Orłem Sp. z o.o., Kraków\nPodatnik: Magdalena Kowalczyk\n"
        f"Przychód ze stosunku pracy: {r.randint(88000, 98000):,} zł    Zaliczka: {r.randint(6000, 9000):,} zł\n")
    H(f"{pb}/plik.xlsx", P, "Work", 9, lambda r, dt:
        "Element;Pręt;Długość m;Ilość szt.;Masa kg\n" + "\n".join(
            f"Strop nad 5p pole {p};fi {d};{r.uniform(3, 12):.2f};{r.randint(20, 140)};{r.randint(300, 2400)}"
            for p, d in (("A1", 12), ("A2", 12), ("B1", 16), ("B2", 16), ("C1", 10))) +
        "\nZamówienie do Zbrojarni Bieżanów - budowa Ślusarska 9, dostawa na czwartek\n")
    H(f"{pb}/export.csv", P, "Cycling", 3, t_log_trening)
    H(f"{pb}/download.pdf", R, "Work", 330, lambda r, dt:
        "Doka Framax Xlife - User Information, Instructions for assembly and use\nFrame formwork for walls, "
        "columns and foundations. Permissible fresh-concrete pressure 80 kN/m2. Panel heights 0.90, 1.35, 2.70, "
        "3.30 m. Always secure panels against wind loads with pushpull props.\n")
    H(f"{pb}/download (1).pdf", R, "Cycling", 140, lambda r, dt:
        "Tapering before a road race - how to arrive fresh (article)\nReduce training volume by 40-60% in the "
        "final 7-10 days while keeping a few short high-intensity efforts. Carbohydrate loading 24-36 h before "
        "a race longer than 90 minutes.\n")
    H(f"{pb}/wiadomosc.eml", X, "Estate", day(2024, 3, 28), _eml(
        "Kancelaria Notarialna B. Gąsienica-Roj <kancelaria@notariusz-zakopane.pl>", TK, "termin 9 kwietnia",
        "Szanowny Panie,\npotwierdzam termin sporządzenia protokołu dziedziczenia po śp. Helenie Kowalczyk na "
        "9 kwietnia, godz. 11:00. Prosimy o zabranie odpisu skróconego aktu zgonu, testamentu oraz dowodów "
        "osobistych wszystkich spadkobierców ustawowych (także Pani Anny Stopka-Nowak).\n"))
    H(f"{pb}/document.pdf", X, "Travel", day(2024, 7, 27), lambda r, dt:
        "Camping Bella Italia - Ricevuta / Invoice\nOspite: Kowalczyk Tomasz, 4 persone\n"
        "Mobile home Comfort 13.07.2024 - 27.07.2024 (14 notti): 2.146,00 EUR\nTassa di soggiorno: 42,00 EUR\n"
        "Pagato: saldo 1.588,00 EUR carta Visa ****4821\n")

    pu = "Pulpit"
    H(f"{pu}/Nowy dokument tekstowy.txt", P, "Cottage", 2,
        "zadzwonić do Franka - czy łaty kupuje on czy ja?\nkontener 7 m3 na gruz - zamówić na 1 lipca do Dzianisza\n"
        "folia wstępnego krycia - Castorama Nowy Targ, 2 rolki\nzapytać zduna o kafle z pieca - zostawić na strychu\n"
        "przed rozbiórką dachu zgłosić rozpoczęcie robót do PINB Zakopane!\n")
    H(f"{pu}/Nowy dokument tekstowy (2).txt", A, "Finance", 30,
        "Pytania do ING (infolinia / oddział Bonarka):\n- czy nadpłata 30 tys. bez prowizji? (umowa z 2015 - po 3 latach "
        "0%)\n- skrócenie okresu czy obniżenie raty - poprosić o 2 symulacje\n- czy przejście na stałe oprocentowanie "
        "na 5 lat się opłaca przy obecnym WIRON\n- zaświadczenie o saldzie do wniosku o kartę\n")
    H(f"{pu}/Nowy dokument tekstowy (3).txt", P, "Work", 1,
        "obchód 1.06 rano:\n- 5p oś C: brak barierki na krawędzi stropu - Zbrojarnia, natychmiast\n"
        "- pompa do betonu na środę zamówiona 6:30, 42 m\n- Instal-Bud: przepusty w polu B3 przed zbrojeniem!\n"
        "- INI w czwartek - przygotować WZ betonu z 12-14.05\n- kontener socjalny nr 3 - wymiana zamka\n")
    H(f"{pu}/Nowy Dokument programu Microsoft Word.docx", A, "Home", 19, lambda r, dt:
        "Kraków, " + _pl(dt) + "\nTomasz Kowalczyk, lokal 23\nZarząd Wspólnoty Mieszkaniowej Kobierzyńska 97 / "
        "Admin-Ruczaj Sp. z o.o.\n\nZgłaszam przeciek z balkonu lokalu 33 nad moim mieszkaniem - po każdym deszczu "
        "zacieka sufit balkonu i ściana w pokoju dziecięcym. Proszę o przegląd hydroizolacji balkonów (część "
        "wspólna) i naprawę przed zimą. Zdjęcia w załączeniu.\nZ poważaniem, Tomasz Kowalczyk\n")
    H(f"{pu}/Nowy Arkusz programu Microsoft Excel.xlsx", P, "Travel", 6, lambda r, dt:
        "Dzień;Plan;Koszt EUR\n11.07 sob;przyjazd Makarska, klucze od Ani;\n12.07;plaża Donja Luka;\n"
        "14.07;Biokovo Skywalk;40\n18.07;prom na Hvar, Stari Grad + Hvar miasto;96,40\n21.07;kajaki rzeka Cetina;120\n"
        "25.07 sob;wyjazd 10:00, powrót przez Zagrzeb;\n")
    H(f"{pu}/notatki.txt", P, "School", 40,
        "Zosia - wybór szkoły, rozmowa przy kolacji:\n+ V LO: najlepsza biol-chem, ale progi wysokie (179), "
        "dojazd 40 min\n+ VIII LO: koleżanki, blisko, próg 170 - bezpiecznie\nZosia chce do V. Ustalamy: V na 1. "
        "miejscu, VIII na 3.\nDo 16 czerwca wydruk wniosku do szkoły pierwszego wyboru. Podpisy oboje rodzice.\n")
    H(f"{pu}/do zrobienia.txt", P, "Cycling", 8,
        "tydzień przed startem (22-28.06):\n- wymiana łańcucha i opon na nowe (Continental GP5000 28 mm)\n"
        "- serwis przerzutek Di2 - naładować baterię!\n- odebrać pakiet startowy sobota 16-20\n"
        "- nie jeździć już powyżej 2 h od czwartku\n- żele x8, izotonik\n")
    H(f"{pu}/Dokument1.docx", P, "Cottage", 36, lambda r, dt:
        "OŚWIADCZENIE KIEROWNIKA BUDOWY\nOświadczam, że przyjmuję obowiązki kierownika budowy przy przebudowie "
        "budynku mieszkalnego drewnianego na działce nr 2417/3 w Dzianiszu, gmina Kościelisko, objętej "
        "pozwoleniem na budowę Starosty Tatrzańskiego z 2026 r.\nTomasz Kowalczyk, uprawnienia nr "
        "MAP/0148/POOK/08, członek MPOIIB MAP/BO/1187/02. Zaświadczenie o przynależności w załączeniu.\n")
    H(f"{pu}/tekst.txt", A, "School", 4,
        "Wyprawka Kuba - klasa 4 od września:\n- zeszyty 16-kartkowe w kratkę x6, w linię x4\n- cyrkiel, ekierka, "
        "kątomierz\n- strój na WF + worek\n- atlas geograficzny dla kl. 4-8\nPodręczniki darmowe ze szkoły, ćwiczenia "
        "zamówić przez Radę Rodziców do 30.06.\n")
    photo(f"{pu}/IMG_20260531_184512.jpg", R, "Photos", 1)
    add(f"{pu}/Zrzut ekranu 2026-05-29 071203.png", R, "Photos", 3, "")

    sc2 = "Skany"
    scans = [
        (A, "Home", 230, lambda r, dt: "Admin-Ruczaj Sp. z o.o. - zarządca nieruchomości\nKraków, " + _dd(dt) + "\n"
         "Do właścicieli lokali budynku Kobierzyńska 97\nInformujemy, że w dniach 14-16 października nastąpi "
         "przerwa w dostawie ciepła w związku z płukaniem instalacji c.o. Prosimy o udostępnienie lokali "
         "dla odczytu podzielników ciepła.\n"),
        (A, "Home", day(2026, 2, 10), lambda r, dt: "PREZYDENT MIASTA KRAKOWA - DECYZJA w sprawie wymiaru "
         "podatku od nieruchomości na 2026 r.\nPodatnicy: Tomasz i Magdalena Kowalczyk\nLokal mieszkalny ul. "
         f"Kobierzyńska 97/23, 68,4 m2 wraz z udziałem w gruncie. Podatek: {r.randint(80, 120)},00 zł, płatny do 15 marca.\n"),
        (A, "School", 300, lambda r, dt: "Poradnia Psychologiczno-Pedagogiczna nr 2 w Krakowie\nOPINIA nr "
         f"{r.randint(100, 900)}/2025\nDotyczy: Jakub Kowalczyk, uczeń kl. 2a SP 162\nChłopiec o inteligencji w "
         "normie, z trudnościami w zakresie grafomotoryki. Zalecenia dla szkoły: wydłużenie czasu pisania, "
         "zajęcia korekcyjno-kompensacyjne.\n"),
        (X, "Estate", day(2024, 1, 25), lambda r, dt: "Rep. A nr 1190/2019 - TESTAMENT (wypis)\n"
         "Ja, Helena Kowalczyk z domu Stopka, zamieszkała w Dzianiszu, oświadczam, że do całego spadku po mnie "
         "powołuję wnuka Tomasza Kowalczyka. Działkę rolną w Cichem zapisuję córce Annie Stopka-Nowak.\n"
         "Notariusz Barbara Gąsienica-Roj, Zakopane, 14 maja 2019 r.\n"),
        (A, "Health", 25, lambda r, dt: "SKIEROWANIE do poradni kardiologicznej\nPacjent: Tomasz Kowalczyk, 45 l.\n"
         "Rozpoznanie: R00.2 kołatanie serca; nadciśnienie tętnicze do weryfikacji (Holter RR). Lekarz POZ: "
         "lek. med. Piotr Maj, Przychodnia Ruczaj.\n"),
        (X, "Work", day(2017, 12, 15), lambda r, dt: "Inżbud Tarnów Sp. z o.o. - ARKUSZ OCENY OKRESOWEJ 2017\n"
         "Pracownik: Tomasz Kowalczyk, kierownik budowy - hala sportowa Mościce\nOcena: bardzo dobra. Terminowość, "
         "dobra współpraca z inwestorem. Wnioskuje się o podwyżkę od 01.2018.\n"),
        (P, "Cottage", day(2026, 2, 2), lambda r, dt: "STAROSTA TATRZAŃSKI - ZAWIADOMIENIE o wszczęciu "
         "postępowania administracyjnego\nw sprawie wniosku Pana Tomasza Kowalczyka o pozwolenie na budowę - "
         "przebudowa domu drewnianego na dz. 2417/3 w Dzianiszu. Strony mogą zapoznać się z aktami sprawy w "
         "Wydziale Architektury, pok. 12, w terminie 7 dni.\n"),
        (A, "Finance", day(2019, 4, 20), t_pit(2018)),
        (A, "Car", 75, lambda r, dt: "GŁÓWNY INSPEKTOR TRANSPORTU DROGOWEGO - CANARD\nWezwanie do wskazania "
         "kierującego pojazdem\nPojazd: SKODA nr rej. KR 7K412. Zdarzenie: przekroczenie prędkości o 17 km/h, "
         f"DK47 Zakopianka, Lubień, {_dd(dt - timedelta(days=12))}. Termin odpowiedzi: 14 dni.\n"),
        (A, "Work", day(2023, 3, 3), lambda r, dt: "KBO Kraków Budownictwo Ogólne S.A. - REGULAMIN PREMIOWANIA "
         "kadry kierowniczej budów (wyciąg, zapoznałem się)\nPremia kwartalna do 30% wynagrodzenia zasadniczego "
         "za terminowość, wynik na kontrakcie i brak wypadków. Podpis pracownika: T. Kowalczyk\n"),
        (P, "Work", 16, lambda r, dt: "Dziennik budowy 112/2025 str. 49 - wpis inspektora nadzoru\n"
         f"{_dd(dt)}: Zezwalam na betonowanie stropu nad 4. kondygnacją po uzupełnieniu dystansów w polu B3. "
         f"{INSP}.\nPotwierdzam przyjęcie wpisu - kierownik budowy Tomasz Kowalczyk.\n"),
        (P, "Travel", 110, lambda r, dt: "Potwierdzenie przelewu zagranicznego SEPA - PKO BP\nOdbiorca: "
         "Ana Marinović, Makarska, IBAN HR12 2340 0093 ...\nKwota: 500,00 EUR. Tytuł: deposit Vila Ana 11-25.07.2026 "
         "Kowalczyk\n"),
        (P, "Cycling", 22, lambda r, dt: "ZAŚWIADCZENIE LEKARSKIE\nStwierdzam brak przeciwwskazań zdrowotnych "
         "do udziału Pana Tomasza Kowalczyka w amatorskim wyścigu kolarskim szosowym (Gorce Road Race, "
         "28.06.2026). Badanie EKG spoczynkowe - prawidłowe. Lek. sportowej med. Ewa Rak.\n"),
    ]
    for k, (b, t, age, c) in enumerate(scans):
        H(f"{sc2}/skan_{k + 3:04d}.pdf", b, t, age, c)

    H("Nowy folder/dokument.docx", P, "Work", 5, lambda r, dt:
        "Notatka ze spotkania z Fasady Glass System - " + _dd(dt) + "\nObecni: T. Kowalczyk (KB), inż. Paweł Ryba, "
        "kierownik montażu FGS.\n1. Profile na elewację A-C opóźnione o 3 tygodnie - montaż zaczynamy od "
        "elewacji wschodniej, kotwy już osadzone.\n2. Żuraw dostępny dla FGS wt/czw 7-11.\n3. Szklenie parteru "
        "po zamknięciu stanu surowego.\n")
    H("Nowy folder/tekst.txt", R, "Cooking", 420,
        "Bigos babci Heleny (tak jak robiła w Dzianiszu):\n1,5 kg kiszonej kapusty + 0,5 kg świeżej, 1 kg mięsa "
        "(łopatka, boczek, kiełbasa), garść suszonych grzybów, śliwki węgierki suszone, ziele angielskie, liść.\n"
        "Dusić 3 dni po 2 h, pod koniec łyżka powideł i kieliszek czerwonego wina.\n")
    H("Nowy folder (2)/Nowy dokument tekstowy.txt", X, "Travel", day(2024, 7, 30),
        "rozliczenie wakacji lipiec 2024:\ncamping 2146 EUR + taksa 42\npaliwo ok. 1800 zł\nwiniety AT+CZ 260 zł\n"
        "Gardaland 196 EUR\nrazem ok. 12 900 zł - Werona i Sirmione super, Peschiera za głośno, następnym razem "
        "Riva del Garda\n")
    H("Nowy folder (2)/arkusz.xlsx", A, "Finance", 120, lambda r, dt:
        "Seria;Data zakupu;Ilość;Oprocentowanie 1. rok;Wykup\nEDO0230;2020-02;60;2,70%;2030-02\n"
        "EDO0324;2024-03;80;6,80%;2034-03\nEDO0125;2025-01;100;6,80%;2035-01\nEDO0126;2026-01;50;5,60%;2036-01\n"
        "Konto IKE PKO BM - limit 2026 wpłacać co miesiąc 500 zł\n")
    rz = "Dokumenty/różne"
    H(f"{rz}/pismo.docx", X, "Work", day(2025, 12, 19), lambda r, dt:
        "Niepołomice, " + _pl(dt) + "\nGmina Niepołomice (Inwestor)\nOŚWIADCZENIE KIEROWNIKA BUDOWY\n"
        "o zgodności wykonania obiektu z projektem budowlanym i warunkami pozwolenia na budowę nr 412/2024 - "
        "rozbudowa Szkoły Podstawowej nr 2 o segment dydaktyczny z salą gimnastyczną. Oświadczam o "
        "doprowadzeniu do należytego stanu i porządku terenu budowy.\nTomasz Kowalczyk\n")
    H(f"{rz}/wiadomość.eml", P, "School", 52, _eml(
        "Joanna Sikora <j.sikora@sp162.krakow.pl>", TK, "Zosia - konkurs biologiczny",
        "Dzień dobry Panie Tomaszu,\nmiło mi poinformować, że Zosia uzyskała tytuł finalisty Małopolskiego "
        "Konkursu Biologicznego. Zaświadczenie będzie w sekretariacie - w rekrutacji do liceum daje to 7 punktów "
        "za osiągnięcia, trzeba je wpisać do wniosku. Gratuluję!\nJoanna Sikora, wychowawczyni 8b\n"))
    H(f"{rz}/mail.eml", A, "Health", 10, _eml(
        "LUX MED <powiadomienia@luxmed.pl>", TK, "Przypomnienie o wizycie",
        "Przypominamy o wizycie: Konsultacja kardiologiczna, lek. Adam Wolny, 9 czerwca 2026, 16:40, Centrum "
        "Medyczne LUX MED Kraków Bonarka. Pacjent: Tomasz Kowalczyk. Prosimy zabrać wyniki Holtera RR.\n"))
    H(f"{rz}/notatka.txt", A, "Car", 140,
        "14.01 parking Bonarka - ktoś porysował tylne drzwi (Octavia), sprawca zostawił kartkę: Marek Zając, "
        "tel. 501..., polisa OC PZU nr ...\nzgłoszenie szkody z OC sprawcy - nr szkody PZU 2026/0114/552\n"
        "oględziny w serwisie Kozłowski, kosztorys 2 300 zł, bezgotówkowo\n")
    H(f"{rz}/2024.xlsx", X, "Estate", day(2024, 12, 5), lambda r, dt:
        "Pozycja;Kwota zł\nNotariusz - akt poświadczenia dziedziczenia;1082,40\nWpis do KW;150,00\n"
        "Spłata cioci Ani (dział spadku);45000,00\nNotariusz - dział spadku;2 460,00\n"
        "Sprzedaż działki Ciche;-78000,00\nPodatek od spadku (zwolnienie SD-Z2);0,00\nSaldo po babci:;-28 307,60\n")
    H(f"{rz}/lista.txt", X, "Travel", day(2025, 7, 30),
        "Hel - zabrać: parawan (!), rowery? (nie - wypożyczymy w Jastarni), kurtki przeciwdeszczowe, "
        "bilety IC wydrukowane, kąpielówki, wiatrówka Kuby, książki na deszcz\n")
    H(f"{rz}/ważne.pdf", A, "Home", day(2021, 5, 4), lambda r, dt:
        "UMOWA NAJMU miejsca postojowego nr 14 w garażu podziemnym przy ul. Kobierzyńskiej 97\n"
        "Wynajmujący: Jan Sroka (lokal 41). Najemca: Tomasz Kowalczyk (lokal 23). Czynsz: 250 zł miesięcznie, "
        "płatny do 10. dnia miesiąca. Umowa na czas nieokreślony z miesięcznym wypowiedzeniem.\n")
    y25 = "Dokumenty/2025"
    H(f"{y25}/scan0004.pdf", A, "Health", day(2025, 4, 22), t_alergolog)
    H(f"{y25}/dokument.docx", A, "Work", day(2025, 7, 1), lambda r, dt:
        "Kraków, " + _pl(dt) + "\nTomasz Kowalczyk, kierownik budowy\nDział Kadr KBO Kraków Budownictwo "
        "Ogólne S.A.\nWNIOSEK o urlop wypoczynkowy w dniach 4-15 sierpnia 2025 r. (10 dni roboczych). "
        "Zastępstwo na budowie SP Niepołomice: kierownik robót Paweł Ryba.\n")
    H(f"{y25}/Bez tytułu.pdf", A, "Finance", day(2025, 4, 29), lambda r, dt:
        "Urząd Skarbowy Kraków-Podgórze - informacja o zwrocie nadpłaty\nPodatnicy: Tomasz i Magdalena "
        f"Kowalczyk. Zeznanie PIT-37 za 2024 r. Kwota zwrotu: {_zl(r, 1500, 3500)} przekazana na rachunek "
        "PKO BP ...4821.\n")
    H(f"{y25}/notatki.md", X, "Cycling", day(2025, 6, 30),
        "# GRR 2025 po wyścigu\n\n- 5:02 - za mocno na pierwszym podjeździe, na Knurowskiej odcięło\n"
        "- jedzenie ok, ale za mało picia w upale (31°C)\n- 41/120 w M40\n- na przyszły rok: trening z mocą, "
        "mniej kilogramów (-4 kg)\n")
    po = "Dokumenty/Poczta"
    H(f"{po}/RE_ pytanie.eml", P, "Cottage", 27, _eml(
        "Władysław Dziedzic <zdun.dziedzic@interia.pl>", TK, "RE: pytanie",
        "Panie Tomaszu, kafle z tego pieca to jeszcze przedwojenne, z Dziedzińca w Nowym Targu. Niech Pan ich "
        "nie wyrzuca przy rozbiórce dachu, tylko zniesie do sieni. Brakujące dorobię w glinie wg wzoru. Piec "
        "stawiać po cieślach, jesienią.\nDziedzic\n"))
    H(f"{po}/Fwd_ dokumenty.eml", P, "Work", 7, _eml(
        "Krzysztof Nowicki <k.nowicki@kbo-krakow.pl>", TKW, "Fwd: dokumenty",
        "Tomek, przesyłam od Instal-Bud aktualne zaświadczenia o niezaleganiu ZUS/US i polisę OC - potrzebne do "
        "zgłoszenia dalszego podwykonawcy na Ślusarskiej. Zgłoś proszę Inwestorowi do piątku.\nK.\n"))
    H(f"{po}/(bez tematu).eml", P, "Travel", 12, _eml(
        "Magda <magda.kowalczyk@o2.pl>", TK, "",
        "Tomek, sprawdziłam - dowód Kuby ważny do 2027, paszport niepotrzebny. EKUZ mamy wszyscy. Zarezerwuj "
        "proszę ten prom na Hvar, bo na 18 lipca już mało miejsc dla aut. Buziaki, M.\n"))
    H(f"{po}/Odp_ informacja.eml", A, "Home", 80, _eml(
        "Admin-Ruczaj <biuro@admin-ruczaj.pl>", TK, "Odp: informacja",
        "Szanowny Panie,\nodczyt wodomierzy w lokalu 23 odbędzie się zdalnie (radiowo). Niedopłatę za wodę za 2025 r. "
        "prosimy uregulować na indywidualny rachunek lokalu. Zaliczka od kwietnia wzrasta do 195 zł.\n"))
    H(f"{po}/Fwd_ skan.eml", X, "Work", day(2019, 6, 4), _eml(
        "Kadry Inżbud <kadry@inzbud.tarnow.pl>", TK, "Fwd: skan",
        "Panie Tomaszu, w załączeniu skan świadectwa pracy, oryginał wysłaliśmy pocztą. Dziękujemy za lata w "
        "Inżbudzie i życzymy powodzenia w KBO.\nDział kadr\n"))
    H(f"{po}/RE_ termin.eml", A, "Health", 50, _eml(
        "Gabinet Ortodontyczny dr Mróz <rejestracja@ortomroz.pl>", TK, "RE: termin",
        "Dzień dobry, potwierdzamy zmianę terminu wizyty kontrolnej Zosi na 19 maja, 15:20. Przypominamy "
        "o zabraniu szyny nocnej.\n"))
    H(f"{po}/Re_ spotkanie.eml", P, "Cycling", 18, _eml(
        "Bartek Lis <bartek.lis.rower@gmail.com>", TK, "Re: spotkanie",
        "Tomek, w sobotę 6:30 spod Ronda Grunwaldzkiego, objazd trasy GRR - Przełęcz Knurowska i Przysłop, ok. "
        "140 km, tempo jak na wyścig na podjazdach. Weź 2 bidony, bufet w Ochotnicy u Krzyśka.\n"))
    H(f"{po}/Fwd_ pismo.eml", X, "Estate", day(2024, 11, 20), _eml(
        "Anna Stopka-Nowak <anna.stopka@wp.pl>", TK, "Fwd: pismo",
        "Tomku, przesyłam pismo z US w Nowym Targu - moje zgłoszenie SD-Z2 za działkę po mamie też przyjęte. "
        "Czekam na przelew tych 45 tys. jak ustaliliśmy u notariusza, i zamykamy temat spadku. Ciocia\n"))
    H(f"{po}/RE_ dokumenty.eml", P, "School", 6, _eml(
        "Sekretariat V LO <sekretariat@vlo.krakow.pl>", TK, "RE: dokumenty",
        "Dzień dobry,\nwydrukowany i podpisany wniosek kandydatki Zofii Kowalczyk należy złożyć w sekretariacie "
        "do 16 czerwca. Kopię zaświadczenia finalisty konkursu można dołączyć razem ze świadectwem (26.06-10.07).\n"))

    H(f"{pb}/dokument (5).pdf", P, "Work", 180, t_sub_contract(SUBS[5]))
    H(f"{pb}/pobrane (3).pdf", A, "Home", day(2026, 4, 8), lambda r, dt:
        "SPRAWOZDANIE FINANSOWE ZARZĄDU za rok 2025 - Wspólnota Mieszkaniowa Kobierzyńska 97\n"
        f"Przychody z zaliczek właścicieli: {_zl(r, 610000, 640000)}\nKoszty eksploatacji: {_zl(r, 540000, 600000)}\n"
        f"Stan funduszu remontowego na 31.12.2025: {_zl(r, 180000, 260000)}\n"
        "Do zatwierdzenia na zebraniu ogólnym właścicieli lokali w kwietniu 2026.\n")
    H(f"{pb}/wiadomosc (1).eml", A, "Car", 26, _eml(
        "Auto-Serwis Kozłowski <serwis@autokozlowski.pl>", TK, "Potwierdzenie wizyty",
        "Dzień dobry, potwierdzamy termin 10.06 godz. 8:00 - przegląd klimatyzacji i wymiana opon na letnie w "
        "Škodzie Octavii KR 7K412. Prosimy o pozostawienie kluczyka w recepcji.\n"))
    H(f"{pb}/Untitled.pdf", R, "Work", 610, lambda r, dt:
        "KARTA CHARAKTERYSTYKI - cement portlandzki CEM I 42,5R (Górażdże)\nSekcja 2: Identyfikacja zagrożeń - "
        "działa drażniąco na skórę, może powodować poważne uszkodzenie oczu.\nSekcja 8: Środki ochrony "
        "indywidualnej: rękawice nitrylowe, okulary ochronne, maska FFP2 przy pyleniu.\n")
    H(f"{sc2}/skan_0016.pdf", A, "Health", 64, lambda r, dt:
        "Gabinet Stomatologiczny DentKids, Kraków - rachunek\nPacjent: Jakub Kowalczyk, 9 l.\nLakowanie zębów "
        f"6-tych x4, przegląd, fluoryzacja. Razem: {_zl(r, 380, 520)}. Kolejna wizyta kontrolna za pół roku.\n")
    H(f"{sc2}/skan_0017.pdf", A, "Work", day(2025, 1, 28), lambda r, dt:
        "KBO Kraków Budownictwo Ogólne S.A. - SKIEROWANIE NA BADANIA LEKARSKIE OKRESOWE\nPracownik: Tomasz "
        "Kowalczyk, stanowisko: kierownik budowy. Czynniki szkodliwe: praca na wysokości, hałas, praca przy "
        "monitorze ekranowym do 4 h dziennie, prowadzenie pojazdu służbowego.\n")
    H(f"{sc2}/skan_0018.pdf", A, "Finance", day(2022, 8, 9), lambda r, dt:
        "ING Bank Śląski - potwierdzenie zawieszenia spłaty (wakacje kredytowe)\nUmowa kredytu nr 0731/KH/2015, "
        "kredytobiorcy: Tomasz i Magdalena Kowalczyk. Zawieszenie spłaty rat za sierpień i wrzesień 2022 r. "
        "na podstawie ustawy o finansowaniu społecznościowym. Okres kredytowania wydłuża się o 2 miesiące.\n")
    H(f"{pu}/Nowy dokument tekstowy (4).txt", A, "Home", 45,
        "łazienka - kabina prysznicowa do wymiany (pęknięta uszczelka, grzyb):\nbrodzik 90x90, wysokość 195\n"
        "Radaway albo Kermi z Castoramy Bonarka, ok. 1500-2200 zł\nhydraulik p. Zbyszek - 600 zł montaż\n"
        "przy okazji: wymienić syfon w umywalce i wężyki baterii w kuchni\n")
    H(f"{pu}/nowy 1.txt", R, "Books", 90,
        "do przeczytania:\n- Szczepan Twardoch - Król (Magda poleca)\n- Wojciech Chmielarz - Żmijowisko\n"
        "- Dzienniki Witkiewicza? o Zakopanem\n- Mariusz Szczygieł - Gottland\nna Kindle'a przed Chorwacją\n")
    H("Nowy folder (3)/Dokument2.docx", P, "Cottage", 11, lambda r, dt:
        "UMOWA O ROBOTY CIESIELSKIE (projekt - do uzgodnienia z p. Gąsienicą)\nZamawiający: Tomasz Kowalczyk. "
        "Wykonawca: Franciszek Gąsienica-Józkowy, Ciesielstwo Góralskie, Kościelisko.\n§1 Wymiana podwalin i "
        "dolnych płazów, więźby dachowej oraz pokrycie gontem świerkowym budynku w Dzianiszu dz. 2417/3.\n"
        "§2 Termin: 1 sierpnia - 31 października 2026. §3 Wynagrodzenie ryczałtowe, zaliczka 30%.\n")
    H(f"{rz}/skan.pdf", X, "Work", day(2024, 7, 12), lambda r, dt:
        "KBO Kraków Budownictwo Ogólne S.A. - FAKTURA KOŃCOWA nr 2024/07/133\nNabywca: Logistic Park Skawina "
        "Sp. z o.o.\nDotyczy: hala magazynowo-produkcyjna w Skawinie - rozliczenie końcowe po odbiorze z "
        f"27.06.2024, w tym roboty dodatkowe (rampa nr 4). Netto: {_zl(r, 180000, 240000)}. Kopia dla kierownika budowy.\n")
    H(f"{rz}/Nowy dokument tekstowy.txt", A, "Cottage", 100,
        "odczyt licznika prądu w chałupie (Dzianisz) 22.02: 18 442 kWh - podać do Tauronu przez eBOK\n"
        "kominiarz przyjdzie jesienią, woda spuszczona na zimę, klucz u sąsiadki pani Stopkowej\n")
    H(f"{y25}/scan0005.pdf", A, "Cottage", day(2025, 8, 20), lambda r, dt:
        "Generali T.U. S.A. - propozycja wznowienia ubezpieczenia\nDom drewniany w Dzianiszu, gm. Kościelisko "
        "(właściciel Tomasz Kowalczyk). Budynek niezamieszkany - wymagane oględziny co 30 dni i spuszczenie "
        "wody na zimę. Składka na kolejny rok: " + _zl(r, 900, 1400) + ".\n")

    # ================================================================ the copy of the old laptop (Archive Backup)
    ol = "Kopia laptopa Dell 2019"
    add(f"{ol}/Moje dokumenty/CV Tomasz Kowalczyk 2019.docx", X, "Backup", day(2019, 3, 10), lambda r, dt:
        "CURRICULUM VITAE - mgr inż. Tomasz Kowalczyk\nDoświadczenie: 2009-2019 Inżbud Tarnów (inżynier budowy, "
        "kierownik robót, kierownik budowy)\nUprawnienia budowlane bez ograniczeń (2008), członek MPOIIB.\n")
    add(f"{ol}/Moje dokumenty/PIT 2017/PIT-37 2017.pdf", X, "Backup", day(2018, 4, 11), t_pit(2017))
    add(f"{ol}/Moje dokumenty/Inżbud/hala Mościce harmonogram.xlsx", X, "Backup", day(2018, 5, 2), lambda r, dt:
        "Etap;Start;Koniec\nFundamenty;2017-09;2017-11\nKonstrukcja stalowa;2018-03;2018-06\nOdbiory;2019-03;2019-04\n")
    add(f"{ol}/Moje dokumenty/Inżbud/hala Mościce rzut.dwg", X, "Backup", day(2017, 8, 20), b"")
    add(f"{ol}/Moje dokumenty/Nowy dokument tekstowy.txt", X, "Backup", day(2018, 11, 2),
        "hasło wifi u teściów: Sosnowa12!\nnumer do pana od okien: 608 ...\n")
    add(f"{ol}/Moje dokumenty/mieszkanie - wykończenie koszty 2015.xlsx", X, "Backup", day(2015, 12, 1), lambda r, dt:
        "Pozycja;Kwota\nPodłogi dąb;14 200\nŁazienka płytki + montaż;18 900\nKuchnia IKEA;22 400\nMalowanie;4 800\n")
    for y, m, d in ((2016, 8, 14), (2017, 12, 24), (2018, 7, 21), (2019, 1, 19)):
        for k in range(1):
            photo(f"{ol}/Moje obrazy/{y}/DSC_{r.randint(1000, 9999)}.JPG", X, "Backup", day(y, m, d))
    add(f"{ol}/Moja muzyka/Skaldowie - Medytacje wiejskiego listonosza.mp3", X, "Backup", day(2014, 5, 5),
        lambda r, dt: _id3(r, "Medytacje wiejskiego listonosza", "Skaldowie", "Od wschodu do zachodu słońca"))
    add(f"{ol}/Pulpit/AutoCAD_LT_2014_skróty.pdf", X, "Backup", day(2015, 2, 2), lambda r, dt:
        "AutoCAD LT 2014 - skróty klawiszowe: L linia, PL polilinia, TR utnij, EX wydłuż, O odsuń, MA dopasuj\n")
    add(f"{ol}/Pobrane/skype_setup.exe", X, "Backup", day(2017, 3, 3), _blob(r, b"MZ\x90\x00\x03\x00", 1500))
    add(f"{ol}/Pulpit/Thumbs.db", L, "System", day(2019, 5, 20), _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))

    return items
