"""A fifty-sixth unseen labelled corpus: Olena Kovalenko, accountant in Warsaw, ``build(root, seed)``, written blind.

Written without reading the classifier. What was read, and nothing else: ``unseen.py``'s module docstring, the
first lines of its ``build()`` (the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``,
``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``; ``corpus.py``'s ``Item``
dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``,
``_png`` and ``HEIC_HEAD``. Nobody looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench
scripts, the bodies of the other corpus modules or any placement result. The files and labels are shaped by what
this person would have on disk, not by what the code looks for.

The person: Olena Kovalenko (Олена Коваленко), 37, an accountant from Kharkiv. Until February 2022 she worked in
the accounts department of TOV "Kharkivmashtorh" (2012-2022, last as deputy chief accountant). In March 2022 she
fled to Warsaw with her son Maksym (now 11, class 5b at Szkoła Podstawowa nr 73 on Wola, and in parallel
externally enrolled in the Ukrainian online school MUSh, Міжнародна українська школа). She got a PESEL UKR and
temporary protection in 2022, lived in a shared flat on Grochów until June 2024 and has rented a two-room flat
on ul. Ogrodowa (Wola) since July 2024. Since September 2022 she has worked for Bilans-Pro Biuro Rachunkowe
sp. z o.o. (umowa o pracę, since 2024 on an open-ended contract as specjalista ds. księgowości). Her parents,
Mykola and Halyna Kovalenko, stayed in their house in Kharkiv. Going on now (NOW is 2026-06-01): the renewal of
her and Maksym's temporary residence permits (karta pobytu, zezwolenie na pobyt czasowy i pracę, the 2023
decision runs out on 31 August 2026; filed through MOS in April 2026, fingerprints at the Mazowiecki Urząd
Wojewódzki); the ACCA Strategic Professional exams, SBR on 9 June 2026 and SBL on 8 September 2026; renting a
bigger three-room flat in Ursus from 1 August 2026 (najem okazjonalny, notarial statement, movers, notice on
the Wola flat); and the repair of her parents' house in Kharkiv after a drone strike nearby on 17 January 2026
blew in the windows and tore the roof (builders' estimates, contract, photos, money transfers via Wise, the
state eVidnovlennia compensation). Ongoing: her job, payslips and PIT, the Polish and Ukrainian bank accounts,
her own and Maksym's health (NFZ and the Medicover package from work), Maksym's two schools, her Ukrainian
papers (passports, diploma with apostille, sworn translations), regular money for her parents' medicines, and
volunteering at the Ukrainian Greek-Catholic parish on ul. Miodowa (aid packages, Sunday school, duty rota).
Finished: the Kharkiv job (2022), the first temporary-protection paperwork (PESEL UKR, 2022), the Grochów flat
(2022-2024), the Polish course of 2022-2023 and its B1 certificate, the Kraków trip of August 2024, the parish
Christmas fair of December 2025.

The machine: a Windows 11 laptop with a Polish interface (``Dokumenty``, ``Pobrane``, ``Pulpit``, ``Obrazy``,
``Muzyka``). Folder names mix Polish (for Polish paperwork), Ukrainian (for family, parish, personal papers) and
English (ACCA). Texts are Ukrainian, Polish and English; PDFs hold Latin script only (Polish letters are seen
without diacritics, as a text layer often does). Viber for Windows drops files into ``Dokumenty/ViberDownloads``,
Telegram into ``Pobrane/Telegram Desktop``; ``Pobrane`` is full of ``dokument (2).pdf``, ``Скан_001.pdf`` and
installers; ``Pulpit`` holds ``Nowy dokument tekstowy.txt`` notes; the home scanner writes
``Dokumenty/Skany/scan00NN.pdf``; there is a copy of the old Kharkiv laptop (``Копія ноутбука Харків 2022``),
unfinished downloads, Office lock files and ``desktop.ini``/``Thumbs.db``.

Labelling rules (written before any file was generated; every file is labelled by them, as of NOW):

- **Projects** (an outcome with an end, still being worked on now, whatever the file's age): the residence-permit
  renewal 2026 -- application forms, employer's Załącznik nr 1, UPO, fee receipts, MUW letters, copies of the
  passport, lease and 2023 decision gathered for it, biometric photo (Immigration); the ACCA exams of June and
  September 2026 and the qualification they finish -- entries, dockets, fees, exemption and results letters,
  study plan, her own revision notes and mock scores, the PER log (ACCA); the move to the Ursus flat --
  listings, comparison, draft lease, notarial statement, address consent, deposit, movers, notice on the Wola
  flat, viewing photos (Home); the repair of the parents' house -- estimates, contract, materials, transfers for
  the repair, eVidnovlennia papers, damage and progress photos (Family). Material gathered for a project belongs
  to it.
- **Areas** (responsibilities with a standard to keep, no end; an old PIT is still Areas): the job at Bilans-Pro
  -- contract, annexes, duties, leave, appraisals, meeting notes, work checklists, CV (Work); money -- Polish and
  Ukrainian bank statements, payslips, PIT-11/PIT-37, budget, 800+, PPK, deposits (Finance); the current Wola
  flat -- lease, bills, rent, renter's insurance (Home); Maksym's schooling in both schools (School); health and
  the Medicover package (Health); identity papers -- passports, the current residence card, diploma, apostille,
  sworn translations (Immigration); the regular support of the parents -- medicines, monthly money (Family); the
  parish volunteering -- rota, aid lists, Sunday school, meetings, collections (Community).
- **Resources** (reference and interests by subject): accounting/tax reference and KSeF guides (Work); ACCA study
  texts, exam kits, specimen papers, articles, podcasts (ACCA); appliance manuals (Home); Polish-language
  learning material (Language); recipes (Cooking); ebooks (Books); installers (Software); carols and Sunday-school
  material (Community); photos, phone pictures and screenshots (Photos) -- except images that document a project
  or are a picture of a document (damage, progress and viewing photos, biometric photo, a photographed
  certificate): those take that project's or document's bucket and topic.
- **Archive** (finished projects, ended responsibilities): the Kharkiv job (Work); PESEL UKR and the 2022
  temporary-protection papers (Immigration); the Grochów flat (Home); the 2022-2023 Polish course and B1 exam
  (Language); the Kraków trip 2024 with its photos (Travel); the parish Christmas fair 2025 (Community); and the
  whole copy of the old Kharkiv laptop, every file in it labelled Archive with the topic of its subject (Work,
  Finance, Home, Health, School, Travel, Cooking, Photos).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$...``), ``desktop.ini`` and
  ``Thumbs.db`` (topic System).

Topics are subjects, kept the same across buckets: Immigration, ACCA, Work, Finance, Home, Family, School,
Health, Community, Travel, Language, Cooking, Books, Photos, Software, System. Money sent for the repair is
Family (the repair), money for her own accounts is Finance; a payslip is Finance, the employment contract Work.
``hard`` marks a file whose name *and* folder say nothing about its subject (``Pobrane/dokument (2).pdf``,
``Pulpit/Nowy dokument tekstowy.txt``, ``Dokumenty/Skany/scan0014.pdf``, ``ViberDownloads/Документ.docx``, a
nameless file in the old laptop's desktop): only the text inside can place it. Images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

# --------------------------------------------------------------------------- helpers

_PL = str.maketrans("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ", "acelnoszzACELNOSZZ")


def _nopl(text: str) -> str:
    """Polish text as a PDF text layer without its diacritics gives it back."""
    return text.translate(_PL)


def _dpl(dt) -> str:
    return dt.strftime("%d.%m.%Y")


def _d(dt) -> str:
    return f"{dt.day} {dt:%B %Y}"


def _iso(dt) -> str:
    return dt.strftime("%Y-%m-%d")


def _zl(r: random.Random, lo: float, hi: float) -> str:
    return f"{r.uniform(lo, hi):,.2f}".replace(",", " ").replace(".", ",") + " zł"


def _amt(v: float) -> str:
    return f"{v:,.2f}".replace(",", " ").replace(".", ",")


def _grn(r: random.Random, lo: float, hi: float) -> str:
    return f"{r.uniform(lo, hi):,.0f}".replace(",", " ") + " грн"


ME = "Olena Kovalenko"
ME_UA = "Олена Коваленко"
SON = "Maksym Kovalenko"
PESEL = "88112317468"
PESEL_SON = "14300509872"
PASS = "GF 418273"
PASS_SON = "FX 902611"
ADDR = "ul. Ogrodowa 58 m. 21, 00-876 Warszawa"
ADDR_NEW = "ul. Gierdziejewskiego 7 m. 32, 02-495 Warszawa"
ADDR_OLD = "ul. Grochowska 221 m. 14, 04-077 Warszawa"
FIRM = "Bilans-Pro Biuro Rachunkowe sp. z o.o."
FIRM_ADDR = "ul. Grzybowska 87, 00-844 Warszawa, NIP 527-284-19-63"
IBAN = "PL61 1020 1097 0000 7102 0234 5678"
ACCA_NO = "4471236"
SURN_PL = ["Nowak", "Wiśniewska", "Kowalczyk", "Zielińska", "Mazur", "Wójcik", "Kamiński", "Lewandowska",
           "Dąbrowski", "Szymańska", "Woźniak", "Kozłowski", "Jankowska", "Pawlak"]
FIRST_PL = ["Anna", "Piotr", "Katarzyna", "Marek", "Agnieszka", "Tomasz", "Magdalena", "Paweł", "Ewa", "Michał"]
SURN_UA = ["Шевченко", "Бондаренко", "Ткаченко", "Кравченко", "Олійник", "Мельник", "Гнатюк", "Савчук",
           "Литвиненко", "Романюк", "Петренко", "Іваницька", "Гребенюк", "Захарченко"]
FIRST_UA = ["Оксана", "Тетяна", "Ірина", "Наталія", "Андрій", "Сергій", "Юлія", "Віктор", "Марія", "Ольга",
            "Богдан", "Світлана"]
CLIENTS = ["Piekarnia Złoty Kłos s.c.", "TRANS-MAZ Logistyka sp. z o.o.", "Dental Studio Mokotów",
           "Kwiaciarnia Aster Jolanta Borek", "Grafix Studio Projektowe sp. z o.o.", "Auto-Serwis Bemowo",
           "Restauracja Pod Lipami sp.j.", "EkoBud Instalacje sp. z o.o.", "Fizjo-Active Marta Lis",
           "IT-Core Solutions sp. z o.o.", "Hurtownia Odzieżowa Mila", "Kancelaria Radcy Prawnego J. Stępień"]


def _pl_person(r: random.Random) -> str:
    return f"{r.choice(FIRST_PL)} {r.choice(SURN_PL)}"


def _ua_person(r: random.Random) -> str:
    return f"{r.choice(FIRST_UA)} {r.choice(SURN_UA)}"


# --------------------------------------------------------------------------- texts: work (Bilans-Pro)


def t_umowa_o_prace(r, dt):
    return f"""UMOWA O PRACĘ NA CZAS NIEOKREŚLONY
zawarta w dniu {_dpl(dt)} w Warszawie pomiędzy:
{FIRM}, {FIRM_ADDR}, reprezentowaną przez Prezesa Zarządu Ryszarda Nowaka, zwaną dalej Pracodawcą,
a Panią {ME}, obywatelką Ukrainy, PESEL {PESEL}, zam. {ADDR}, zwaną dalej Pracownikiem.
§1. Pracodawca zatrudnia Pracownika od dnia 01.01.2024 na czas nieokreślony.
§2. Stanowisko: specjalista ds. księgowości. Wymiar czasu pracy: pełny etat.
§3. Miejsce pracy: siedziba Pracodawcy, z możliwością pracy zdalnej do 2 dni w tygodniu (regulamin pracy zdalnej).
§4. Wynagrodzenie zasadnicze: 8 900,00 zł brutto miesięcznie, płatne do 10. dnia następnego miesiąca
na rachunek {IBAN}.
§5. Pracownikowi przysługuje urlop wypoczynkowy w wymiarze 26 dni roboczych w roku kalendarzowym.
§6. Do zakresu obowiązków należy prowadzenie ksiąg rachunkowych klientów biura, rozliczenia VAT i JPK_V7,
sporządzanie sprawozdań finansowych pod nadzorem głównej księgowej.
Pracodawca: Ryszard Nowak                                   Pracownik: {ME}
"""


def t_aneks(r, dt):
    return f"""ANEKS NR 2 DO UMOWY O PRACĘ Z DNIA 29.12.2023
zawarty w dniu {_dpl(dt)} pomiędzy {FIRM} a Panią {ME}.
Strony zgodnie postanawiają, że z dniem 01.01.2026 wynagrodzenie zasadnicze Pracownika wynosi
9 600,00 zł brutto miesięcznie. Pozostałe postanowienia umowy pozostają bez zmian.
Dodatkowo Pracownik zostaje objęty premią kwartalną do 10% wynagrodzenia zasadniczego,
zgodnie z Regulaminem premiowania z dnia 15.11.2025.
Pracodawca                                   Pracownik
"""


def t_zakres(r, dt):
    return f"""Zakres obowiązków - specjalista ds. księgowości
Pracownik: {ME}      Przełożony: Agnieszka Wróblewska, główna księgowa
1. Prowadzenie ksiąg rachunkowych dla przydzielonych klientów (obecnie 14 podmiotów, w tym 5 spółek z o.o.).
2. Ewidencja dokumentów zakupu i sprzedaży, weryfikacja faktur w KSeF.
3. Miesięczne rozliczenia VAT, przygotowanie i wysyłka JPK_V7M/K.
4. Uzgadnianie sald, rozrachunków i kont bankowych; przygotowanie zestawień na koniec miesiąca.
5. Przygotowanie wstępnych wersji sprawozdań finansowych i CIT-8.
6. Kontakt z klientami w sprawie brakujących dokumentów (także klienci ukraińskojęzyczni).
7. Zastępstwo za Pawła Woźniaka w czasie jego nieobecności.
Data: {_dpl(dt)}
"""


def t_urlop(r, dt):
    return f"""Warszawa, {_dpl(dt)}
{ME}
Dział księgowości

WNIOSEK URLOPOWY
Proszę o udzielenie urlopu wypoczynkowego w dniach od 27.07.2026 do 07.08.2026 (10 dni roboczych).
Powód dodatkowy: przeprowadzka do nowego mieszkania 01.08.2026.
Zastępstwo: Paweł Woźniak (klienci: {', '.join(r.sample(CLIENTS, 3))}).
Podpis pracownika: ..................      Akceptacja przełożonego: ..................
"""


def t_bhp(r, dt):
    return f"""ZAŚWIADCZENIE O UKOŃCZENIU SZKOLENIA
w dziedzinie bezpieczeństwa i higieny pracy
Pani {ME}, urodzona 23.11.1988
ukończyła szkolenie okresowe BHP dla pracowników administracyjno-biurowych
zorganizowane w formie samokształcenia kierowanego przez BHP-Serwis Marek Lis
w dniach {_dpl(dt - timedelta(days=2))} - {_dpl(dt)}.
Nr rejestru: {r.randint(100, 999)}/BHP/{dt.year}
"""


def t_checklist_close(r, dt):
    rows = ["Klient;Okres;Wyciągi;Faktury KSeF;Płace;JPK_V7;Uzgodnienie sald;Uwagi"]
    for c in r.sample(CLIENTS, 9):
        rows.append(f"{c};{dt:%m/%Y};tak;{r.choice(['tak', 'brak 2 FV', 'tak'])};{r.choice(['tak', 'n/d'])};"
                    f"{r.choice(['wysłany', 'do wysyłki', 'wysłany'])};{r.choice(['OK', 'różnica 12,40', 'OK'])};"
                    f"{r.choice(['', 'dopytać o leasing', 'kasa fiskalna - raport', ''])}")
    return "\n".join(rows)


def t_client_deadlines(r, dt):
    rows = ["Klient;NIP;Forma;Termin dokumentów;JPK;Osoba kontaktowa;Telefon"]
    for c in r.sample(CLIENTS, 10):
        rows.append(f"{c};{r.randint(100, 999)}-{r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(10, 99)};"
                    f"{r.choice(['KH', 'KPiR', 'ryczałt'])};{r.choice(['5', '7', '10'])}. dzień m-ca;"
                    f"{r.choice(['V7M', 'V7K'])};{_pl_person(r)};{r.randint(500, 799)} {r.randint(100, 999)} "
                    f"{r.randint(100, 999)}")
    return "\n".join(rows)


def t_meeting(r, dt):
    c1, c2 = r.sample(CLIENTS, 2)
    return f"""Spotkanie zespołu księgowości - {_dpl(dt)}
Obecni: A. Wróblewska, P. Woźniak, O. Kovalenko, M. Zielińska (kadry)

1. KSeF: od 1 lutego obowiązek dla dużych podatników, od 1 kwietnia dla pozostałych klientów.
   Sprawdzić, kto z moich klientów nadal wystawia faktury poza KSeF: {c1}.
2. {c2} - zaległe dokumenty za {r.choice(['marzec', 'kwiecień', 'maj'])}, wysłać ponaglenie do piątku.
3. Sprawozdania finansowe za 2025 - termin złożenia do KRS 15.07; moje: 3 spółki, wersje robocze do 10.06.
4. Urlopy lato - zgłosić do końca maja (ja: 27.07-07.08, przeprowadzka).
5. Nowy klient ukraińskojęzyczny (FOP, działalność w PL) - przydzielony do mnie.
Zadania: OK - lista klientów spoza KSeF do środy.
"""


def t_ocena(r, dt):
    return f"""Ocena roczna pracownika - 2025
Pracownik: {ME}, specjalista ds. księgowości
Oceniający: Agnieszka Wróblewska

Mocne strony: dokładność, terminowość JPK (0 korekt z winy biura), samodzielność przy zamknięciu roku
5 spółek, obsługa klientów z Ukrainy, szybkie wdrożenie KSeF.
Do rozwoju: pewność w kontaktach telefonicznych po polsku z urzędami; prezentacje dla klientów.
Cele na 2026: ukończenie kwalifikacji ACCA (egzaminy SBR i SBL), przejęcie 2 dodatkowych spółek,
szkolenie z podatku minimalnego CIT.
Propozycja: podwyżka wynagrodzenia od 01.01.2026 (aneks).
Data rozmowy: {_dpl(dt)}
"""


def t_cv(r, dt):
    return f"""{ME.upper()}
Accountant | ACCA student (Strategic Professional level) | Warsaw
{ADDR} | olena.kovalenko88@gmail.com | +48 571 204 336

EXPERIENCE
09.2022 - now   {FIRM}, Warsaw - Accounting Specialist (from 01.2024), Junior Accountant (2022-2023)
                Full bookkeeping for 14 clients, VAT/JPK_V7, year-end closing, CIT-8, KSeF rollout.
03.2012 - 02.2022  TOV Kharkivmashtorh, Kharkiv, Ukraine - Deputy Chief Accountant (from 2018), Accountant
                Payroll for 120 staff, VAT returns, financial statements under Ukrainian GAAP and IFRS.
EDUCATION
2005 - 2010  Simon Kuznets Kharkiv National University of Economics - Master, Accounting and Audit
ACCA: Applied Knowledge exempt, Applied Skills passed (2023-2025); SBR June 2026, SBL September 2026.
LANGUAGES  Ukrainian (native), Russian (fluent), Polish (B2), English (C1)
SOFTWARE   Symfonia, Comarch Optima, Insert Rewizor, 1C, Excel (advanced), KSeF
Updated {_dpl(dt)}
"""


def t_work_mail(r, dt):
    c = r.choice(CLIENTS)
    return f"""From: Agnieszka Wróblewska <a.wroblewska@bilans-pro.pl>
To: Olena Kovalenko <o.kovalenko@bilans-pro.pl>
Date: {dt:%a, %d %b %Y} 09:{r.randint(10, 59)}:00 +0200
Subject: {c} - korekta JPK za {r.choice(['luty', 'marzec', 'kwiecień'])}

Olena,
klient przysłał dwie faktury korygujące od dostawcy, które nie zostały ujęte w JPK_V7M.
Proszę przygotuj korektę pliku i policz odsetki, jeśli wychodzi dopłata VAT.
Dokumenty są w folderze klienta na dysku W:, podfolder 2026/korekty.
Daj znać do czwartku, wyślę klientowi informację.

Pozdrawiam
Agnieszka Wróblewska
Główna Księgowa | {FIRM}
"""


def t_ksef(r, dt):
    return f"""Krajowy System e-Faktur (KSeF 2.0) - przewodnik dla biur rachunkowych
Stan prawny na {_dpl(dt)}
1. Terminy: od 1 lutego 2026 obowiązek wystawiania faktur w KSeF dla podatników, których sprzedaż w 2024
przekroczyła 200 mln zł; od 1 kwietnia 2026 dla pozostałych podatników; mikroprzedsiębiorcy - 1 stycznia 2027.
2. Uprawnienia: klient nadaje biuru uprawnienia do odczytu faktur (ZAW-FA lub w aplikacji KSeF).
3. Faktura ustrukturyzowana FA(3): numer KSeF jest nadawany w chwili przyjęcia dokumentu przez system.
4. Tryb offline24 i awaria: faktura wystawiona poza KSeF musi zostać przesłana w ciągu następnego dnia roboczego.
5. Ewidencja: w JPK_V7 należy podawać numer KSeF faktury, dla faktur spoza KSeF oznaczenia OFF, BFK lub DI.
6. Kary za niewystawienie faktury w KSeF obowiązują od 1 stycznia 2027.
"""


def t_kalendarz(r, dt):
    return f"""Kalendarz podatkowy {dt.year} - najważniejsze terminy
7. dzień miesiąca - wpłata podatku dochodowego pobranego od wynagrodzeń (jednostki budżetowe)
15. dzień miesiąca - składki ZUS (płatnicy inni niż jednostki budżetowe)
20. dzień miesiąca - zaliczki PIT/CIT, podatek od wynagrodzeń (PIT-4R - wpłata)
25. dzień miesiąca - VAT, JPK_V7M / JPK_V7K
31 stycznia - PIT-11, PIT-4R, PIT-8AR; 30 kwietnia - PIT-36, PIT-37, PIT-28
31 marca - CIT-8 (za rok kalendarzowy); 30 czerwca - zatwierdzenie sprawozdania finansowego
15 lipca - złożenie sprawozdania do KRS / Szefa KAS
"""


def t_amortyzacja(r, dt):
    return """Wykaz rocznych stawek amortyzacyjnych (załącznik do ustawy o PIT/CIT) - wyciąg
Grupa 1: budynki niemieszkalne 2,5%; lokale mieszkalne 1,5%
Grupa 3: kotły i maszyny energetyczne 7%
Grupa 4: komputery (KŚT 491) 30%; maszyny do obróbki metali 14%
Grupa 6: urządzenia techniczne (telefony) 18%
Grupa 7: samochody osobowe (KŚT 741) 20%; ciągniki 14%
Grupa 8: narzędzia, przyrządy, wyposażenie biurowe 14%
Wartości niematerialne: licencje 50% (2 lata), know-how 20%
Jednorazowa amortyzacja de minimis: do 50 000 euro rocznie.
"""


def t_old_work_contract_ua(r, dt):
    return f"""ТОВ «Харківмашторг»
НАКАЗ № {r.randint(10, 99)}-к
м. Харків                                                  {_dpl(dt)}
Про надання щорічної основної відпустки

НАКАЗУЮ:
Надати {r.choice(['бухгалтеру', 'заступнику головного бухгалтера'])} Коваленко Олені Миколаївні щорічну основну
відпустку тривалістю 24 календарні дні з {_dpl(dt + timedelta(days=14))}.
Підстава: заява Коваленко О. М., графік відпусток на {dt.year} рік.
Директор                                      В. П. Гребенюк
"""


def t_old_balance(r, dt):
    rows = ["Код рядка;Актив;На початок року;На кінець року"]
    for code, name in (("1010", "Основні засоби"), ("1100", "Запаси"), ("1125", "Дебіторська заборгованість"),
                       ("1165", "Гроші та їх еквіваленти"), ("1300", "Баланс"), ("1400", "Зареєстрований капітал"),
                       ("1615", "Поточна кредиторська заборгованість"), ("1900", "Баланс (пасив)")):
        rows.append(f"{code};{name};{r.randint(100, 9000)};{r.randint(100, 9000)}")
    return "ТОВ «Харківмашторг» — Баланс (форма №1) на 31.12.2021, тис. грн\n" + "\n".join(rows)


def t_old_vat(r, dt):
    rows = ["Рядок;Показник;Сума, грн"]
    for n, name in (("1", "Операції на митній території України 20%"), ("10.1", "Придбання з ПДВ"),
                    ("17", "Усього податкового кредиту"), ("18", "Від'ємне значення"), ("25", "Сума ПДВ до сплати")):
        rows.append(f"{n};{name};{r.randint(10_000, 900_000)},00")
    return f"Декларація з ПДВ ТОВ «Харківмашторг» за {dt:%m.%Y}\n" + "\n".join(rows)


def t_old_salary(r, dt):
    rows = ["Таб. №;ПІБ;Посада;Нараховано;ПДФО 18%;ВЗ 1,5%;До виплати"]
    for i in range(12):
        g = r.randint(8000, 26000)
        rows.append(f"{100 + i};{_ua_person(r)};{r.choice(['комірник', 'менеджер', 'водій', 'оператор', 'бухгалтер'])};"
                    f"{g};{g * 0.18:.2f};{g * 0.015:.2f};{g * 0.805:.2f}")
    return "Відомість нарахування заробітної плати за лютий 2022\n" + "\n".join(rows)


def t_old_inventory(r, dt):
    return f"""ТОВ «Харківмашторг»
Наказ про проведення річної інвентаризації
Для проведення інвентаризації основних засобів і товарно-матеріальних цінностей станом на 01.12.2021
призначити комісію: голова — Гребенюк В. П.; члени — Коваленко О. М., {_ua_person(r)}, {_ua_person(r)}.
Інвентаризацію провести з 01.12.2021 по 10.12.2021 на складі по вул. Морозова, 13.
Розбіжності оформити порівняльними відомостями до 15.12.2021.
"""


def t_old_supplier(r, dt):
    return f"""ДОГОВІР ПОСТАВКИ № {r.randint(100, 199)}/21
м. Харків                                                {_dpl(dt)}
ТОВ «Харківмашторг» (Покупець) та ТОВ «{r.choice(['Металсервіс', 'Укрпромпостач', 'ТехноДеталь'])}» (Постачальник)
уклали цей договір про таке: Постачальник зобов'язується поставити підшипники та комплектуючі згідно зі
специфікаціями, а Покупець — прийняти та оплатити товар протягом 30 календарних днів.
Загальна сума договору: {_grn(r, 200_000, 900_000)}, у т.ч. ПДВ 20%.
"""


def t_old_letter(r, dt):
    return f"""Вих. № {r.randint(100, 400)} від {_dpl(dt)}
Директору ТОВ «{r.choice(['Агроснаб-Схід', 'Слобожанський інструмент'])}»
Щодо акта звірки взаєморозрахунків

ТОВ «Харківмашторг» надсилає акт звірки станом на 31.12.2021. За нашими даними, заборгованість на вашу
користь становить {_grn(r, 10_000, 90_000)}. Просимо підписати акт або надати розбіжності до 20.01.2022.
Заступник головного бухгалтера                          О. М. Коваленко
"""


def t_old_cv(r, dt):
    return """РЕЗЮМЕ
Коваленко Олена Миколаївна, 23.11.1988 р. н., м. Харків
Мета: посада головного бухгалтера
Досвід: 2012—дотепер ТОВ «Харківмашторг» — бухгалтер, з 2018 р. заступник головного бухгалтера.
Облік ТМЦ, розрахунки з постачальниками, зарплата, податкова звітність (ПДВ, ЄСВ, 1ДФ), 1С:Підприємство 8.
Освіта: ХНЕУ ім. С. Кузнеця, магістр «Облік і аудит» (2010).
Курси: МСФЗ для практиків (2019), англійська B2.
"""


# --------------------------------------------------------------------------- texts: finance


def t_pko(r, dt):
    bal = r.uniform(4000, 15000)
    lines = []
    ops = [("Wynagrodzenie {m} Bilans-Pro", 6936.48, 6936.48), ("Czynsz najem {m} Kaminski", -3100, -3100),
           ("ZUS 800+ {m}", 800, 800), ("Biedronka Warszawa", -40, -260), ("Lidl Wola", -35, -210),
           ("ZTM bilet 30-dniowy", -110, -110),
           ("Orange Polska", -89, -89), ("PGE Obrot", -120, -260), ("Medicover Apteka", -20, -90),
           ("Przelew wlasny Revolut", -300, -900), ("Rossmann", -20, -120),
           ("Allegro", -40, -320)]
    m = dt.strftime("%m.%Y")
    picked = ops[:3] + r.sample(ops[3:], 6)
    for day, (desc, lo, hi) in sorted((r.randint(1, 28), op) for op in picked):
        amt = r.uniform(lo, hi) if lo != hi else lo
        bal += amt
        lines.append(f"{day:02d}.{m}  {desc.format(m=m)}  {_amt(amt)}  saldo {_amt(bal)}")
    return (f"PKO Bank Polski S.A.\nWyciąg z rachunku nr {dt.month:02d}/{dt.year}\nPosiadacz: {ME.upper()}, {ADDR}\n"
            f"Rachunek: PKO Konto za Zero {IBAN}\nOkres: 01.{m} - {_dpl(dt)}\nData  Opis  Kwota PLN  Saldo\n"
            + "\n".join(lines) + "\nPKO Bank Polski S.A., ul. Puławska 15, 02-515 Warszawa\n")


def t_mono_csv(r, dt):
    rows = ["Дата і час операції;Деталі операції;MCC;Сума в валюті картки (UAH);Курс;Залишок після операції"]
    bal = r.uniform(2000, 20000)
    for _ in range(10):
        d = dt - timedelta(days=r.randint(0, 28))
        desc, lo, hi = r.choice([("Поповнення з картки PKO", 2000, 8000),
                                 ("Переказ на картку Коваленко М.", -6000, -1500),
                                 ("Аптека АНЦ Харків", -900, -150), ("Київстар поповнення", -250, -100),
                                 ("Благодійний фонд Повернись живим", -500, -200), ("Нова пошта", -180, -60)])
        v = r.uniform(lo, hi)
        bal += v
        rows.append(f"{d:%d.%m.%Y} {r.randint(8, 22):02d}:{r.randint(0, 59):02d};{desc};{r.randint(4000, 6000)};"
                    f"{v:.2f};{'' if v < 0 else '10,38'};{bal:.2f}")
    return "\n".join(rows)


def t_privat(r, dt):
    rows = ["Дата;Категорія;Опис;Сума UAH;Валюта картки"]
    for _ in range(12):
        d = dt - timedelta(days=r.randint(0, 360))
        rows.append(f"{d:%d.%m.%Y};{r.choice(['Комунальні', 'Перекази', 'Зв’язок', 'Депозит'])};"
                    f"{r.choice(['Оплата комунальних — мама', 'Відсотки по депозиту', 'Lifecell', 'З monobank'])};"
                    f"{r.uniform(-2500, 3000):.2f};UAH")
    return f"ПриватБанк — виписка за карткою **** 5520, {dt.year} рік, Коваленко Олена\n" + "\n".join(rows)


def t_pasek(r, dt):
    brutto = 9600.0 if dt.year >= 2026 else 8900.0
    zus = brutto * 0.1371
    zdr = (brutto - zus) * 0.09
    pit = max(0.0, (brutto - zus - 250) * 0.12 - 300)
    ppk = brutto * 0.02
    netto = brutto - zus - zdr - pit - ppk
    return f"""{FIRM}
PASEK WYNAGRODZENIA za {dt:%m.%Y}
Pracownik: {ME}, nr ewid. 0047, stanowisko: specjalista ds. księgowości
Wynagrodzenie zasadnicze: {_amt(brutto)}
Składki ZUS pracownika (emerytalna 9,76%, rentowa 1,5%, chorobowa 2,45%): {_amt(zus)}
Składka zdrowotna 9%: {_amt(zdr)}
Zaliczka PIT: {_amt(pit)}
Wpłata PPK pracownika 2%: {_amt(ppk)}
Do wypłaty: {_amt(netto)} - przelew na {IBAN} dnia 10.{(dt + timedelta(days=15)):%m.%Y}
"""


def t_pit11(r, dt):
    y = dt.year - 1
    return f"""PIT-11 INFORMACJA O DOCHODACH ORAZ O POBRANYCH ZALICZKACH NA PODATEK DOCHODOWY za rok {y}
Płatnik: {FIRM}, NIP 5272841963
Podatnik: {ME.upper()}, PESEL {PESEL}, data urodzenia 23.11.1988
Adres zamieszkania: POLSKA, mazowieckie, Warszawa, ul. Ogrodowa 58/21
Urząd skarbowy: Drugi Urząd Skarbowy Warszawa-Śródmieście
Wynagrodzenie ze stosunku pracy - przychód: {_amt(r.uniform(104000, 116000))}; koszty uzyskania: 3 000,00
Zaliczka na podatek pobrana przez płatnika: {_amt(r.uniform(7000, 9500))}
Składki na ubezpieczenia społeczne: {_amt(r.uniform(14000, 16000))}; składka zdrowotna: {_amt(r.uniform(8000, 9000))}
Wpłaty PPK pracodawcy (przychód): {_amt(r.uniform(1500, 1800))}
"""


def t_pit37(r, dt):
    y = dt.year - 1
    return f"""Twój e-PIT - zeznanie PIT-37 za {y} - potwierdzenie
Podatnik: {ME.upper()}, PESEL {PESEL}
Wspólne rozliczenie z dzieckiem: ulga na dziecko - {SON}, PESEL {PESEL_SON}, 12 miesięcy: 1 112,04 zł
Kwota do zwrotu: {_amt(r.uniform(900, 2400))} zł na rachunek {IBAN}
1,5% podatku dla OPP: Fundacja "Ukraiński Dom" KRS 0000375400
Urzędowe poświadczenie odbioru (UPO): numer referencyjny {r.getrandbits(64):016x}
Data złożenia: {_dpl(dt)}
"""


def t_800(r, dt):
    return f"""Zakład Ubezpieczeń Społecznych - Oddział w Warszawie
INFORMACJA o przyznaniu świadczenia wychowawczego
Wnioskodawca: {ME}, PESEL {PESEL}
Dziecko: {SON}, PESEL {PESEL_SON}
Przyznano świadczenie wychowawcze 800 zł miesięcznie na okres świadczeniowy od 01.06.{dt.year} do 31.05.{dt.year + 1}.
Świadczenie będzie wypłacane na rachunek bankowy {IBAN}.
Przypominamy o obowiązku informowania ZUS o zmianie statusu pobytowego lub wyjeździe dziecka z Polski
na okres dłuższy niż 30 dni.
Data: {_dpl(dt)}   Nr sprawy: SW/{r.randint(100000, 999999)}/{dt.year}
"""


def t_ppk(r, dt):
    return f"""PKO TFI - Potwierdzenie przystąpienia do PPK
Uczestnik: {ME}, PESEL {PESEL}
Podmiot zatrudniający: {FIRM}
Nr rachunku PPK: PPK-{r.randint(10**7, 10**8 - 1)}
Wpłata podstawowa uczestnika: 2%, pracodawcy: 1,5%. Wpłata powitalna 250 zł, dopłata roczna 240 zł.
Fundusz zdefiniowanej daty: PKO PPK 2050
Data: {_dpl(dt)}
"""


def t_lokata(r, dt):
    return f"""PKO Bank Polski - potwierdzenie założenia lokaty
Klient: {ME}
Lokata na nowe środki 6 miesięcy, kwota {_amt(r.choice([5000, 8000, 10000]))} PLN, oprocentowanie 4,60% w skali roku
Data otwarcia: {_dpl(dt)}, data zapadalności: {_dpl(dt + timedelta(days=182))}
Rachunek do zwrotu: {IBAN}
"""


def t_budget(r, dt):
    rows = ["Категорія;Січень;Лютий;Березень;Квітень;Травень;План на місяць"]
    for cat, lo, hi in (("Оренда квартири", 3100, 3100), ("Комуналка + інтернет", 290, 420), ("Продукти", 1700, 2300),
                        ("Транспорт ZTM", 110, 150), ("Максим: школа, басейн, англійська", 350, 700),
                        ("Батькам (ліки)", 600, 900), ("Ремонт будинку батьків", 0, 9000),
                        ("ACCA (внески, курс)", 0, 1600), ("Одяг", 100, 600), ("Заощадження", 500, 1500)):
        rows.append(cat + ";" + ";".join(f"{r.uniform(lo, hi):.0f}" for _ in range(5)) + f";{hi:.0f}")
    rows.append("Дохід (зарплата + 800+);" + ";".join(f"{r.uniform(7900, 8300):.0f}" for _ in range(5)) + ";8200")
    return "\n".join(rows)


# --------------------------------------------------------------------------- texts: ACCA


def t_acca_entry(r, dt):
    exam, day = ("SBR INT - Strategic Business Reporting", "09 June 2026") if dt.month < 5 or dt.year < 2026 \
        else ("SBL - Strategic Business Leader", "08 September 2026")
    return f"""ACCA - Exam entry confirmation
Student: Mrs Olena Kovalenko     ACCA registration number: {ACCA_NO}
Thank you for your exam entry. Your entry has been received and processed.
Exam: {exam}
Session: {'June' if 'SBR' in exam else 'September'} 2026     Date: {day}
Exam centre: Warsaw (Poland) - Centre 7702, EXPO XXI, ul. Pradzynskiego 12/14
Entry type: {r.choice(['Standard', 'Early'])} entry     Fee paid: GBP {r.choice(['317.00', '295.00', '341.00'])}
Your exam docket will be available in myACCA two weeks before the exam.
Date of entry: {_iso(dt)}
"""


def t_acca_docket(r, dt):
    return f"""ACCA Examination attendance docket - June 2026
Name: Olena Kovalenko     Registration number: {ACCA_NO}
Exam: SBR INT Strategic Business Reporting (session CBE)
Date: Tuesday 09 June 2026     Arrival: 08:45     Start: 09:30     Duration: 3 hours 15 minutes
Venue: EXPO XXI Warsaw, Hall 3, desk {r.randint(10, 240)}
Bring this docket and valid photo ID (passport or residence card). Calculators must be non-programmable.
Mobile phones must be switched off and placed in the bag area.
"""


def t_acca_results(exam, done):
    return lambda r, dt: f"""ACCA - Your exam results, {dt:%B %Y} session
Olena Kovalenko ({ACCA_NO})
{exam}: {r.randint(58, 79)}  PASS
Congratulations. You have now completed {done} of the 6 Applied Skills exams.
Remaining to reach ACCA membership: Strategic Professional - SBL, SBR and two Options,
plus the Ethics and Professional Skills module and 36 months' practical experience (PER).
"""


def t_acca_exempt(r, dt):
    return f"""ACCA - Confirmation of exemptions
Dear Mrs Kovalenko,
Following the assessment of your Master's degree in Accounting and Audit from Simon Kuznets Kharkiv National
University of Economics (2010), you have been awarded exemptions from: BT Business and Technology,
MA Management Accounting, FA Financial Accounting, LW Corporate and Business Law (ENG).
An exemption fee of GBP {r.choice(['96', '104', '112'])} per exam is payable before the exemptions are applied.
Registration number: {ACCA_NO}     Date: {_d(dt)}
"""


def t_acca_receipt(r, dt):
    return f"""ACCA - Receipt
Receipt no. RC{r.randint(10**7, 10**8 - 1)}     Date: {_d(dt)}
Student: Olena Kovalenko, registration {ACCA_NO}
Annual subscription {dt.year}: GBP 136.00
Payment by Visa ending 4471 (PKO BP). Amount charged in PLN: {_amt(136 * r.uniform(5.0, 5.3))}
"""


def t_kaplan_invoice(r, dt):
    return f"""Kaplan Publishing / Kaplan Financial - Invoice INV-{r.randint(100000, 999999)}
Bill to: Olena Kovalenko, {_nopl(ADDR)}, Poland
SBR INT Study Text 2025-26 (print + digital)   GBP 49.50
SBR INT Exam Kit 2025-26                          GBP 39.50
OnDemand revision course SBR (12 months)        GBP {r.choice(['265.00', '289.00'])}
Delivery to Poland                                GBP 14.00
Paid by card on {_d(dt)}. Thank you for your order.
"""


def t_study_plan(r, dt):
    rows = ["Тиждень;Дати;Тема SBR;Години;Mock / питання;Статус"]
    topics = ["Conceptual Framework, IFRS 13", "IFRS 15 Revenue", "IFRS 16 Leases", "IFRS 9 Financial instruments",
              "Group accounts: acquisitions", "Group: disposals, step acquisitions", "Foreign currency IAS 21",
              "IAS 19, IFRS 2", "Ethics and professional issues", "Current issues, IFRS 18", "Mock exam 1",
              "Mock exam 2", "Revision: Kaplan Exam Kit Q1-Q20"]
    start = dt
    for i, t in enumerate(topics):
        d = start + timedelta(days=7 * i)
        rows.append(f"{i + 1};{d:%d.%m}-{(d + timedelta(days=6)):%d.%m};{t};{r.choice([8, 10, 12])};"
                    f"{r.choice(['Kit Q' + str(r.randint(1, 40)), 'specimen', '-'])};"
                    f"{'готово' if i < 10 else 'в процесі'}")
    return "\n".join(rows)


def t_sbr_notes(r, dt):
    return f"""# SBR — мої нотатки, {r.choice(['IFRS 16, IFRS 15', 'лізинг і виручка', 'повторення'])}

Оновлено {_dpl(dt)}. Іспит 09.06.2026, 09:30, EXPO XXI.

## Ключове
- Right-of-use asset = lease liability + initial direct costs + prepayments − incentives
- Sale and leaseback: якщо є продаж за IFRS 15 → визнати лише частину прибутку (rights transferred)
- Short-term (≤12 міс.) і low-value — можна не капіталізувати
- Revenue: 5 кроків, variable consideration → constraint, principal vs agent

## Мої помилки в mock
1. Забула discount factor для lease payments in arrears/advance — втратила 3 бали.
2. В ethics-частині писала загально; треба: issue → principle (objectivity, integrity) → action.
3. Професійні бали: писати звіт для директора, не список.

## Що повторити
- IAS 21 translation of foreign operation — ще раз Kit Q{r.randint(20, 45)}
- IFRS 9 ECL simplified approach
"""


def t_mock(r, dt):
    rows = []
    for i in range(1, 5):
        rows.append(f"Mock {i} ({(dt - timedelta(days=(5 - i) * 9)):%d.%m}): Q1 {r.randint(14, 26)}/30, "
                    f"Q2 {r.randint(10, 18)}/20, Q3 {r.randint(12, 22)}/25, Q4 {r.randint(11, 21)}/25 "
                    f"-> {r.randint(48, 68)}%")
    return ("SBR mock exams — результати\n" + "\n".join(rows)
            + "\nЦіль: стабільно 60%+. Слабке місце — Q2 (ethics) і часу на Q4 не вистачає.\n")


def t_per(r, dt):
    rows = ["PO;Objective;Employer;Period;Months;Supervisor sign-off"]
    for po, name in (("PO1", "Ethics and professionalism"), ("PO2", "Stakeholder relationship management"),
                     ("PO3", "Strategy and innovation"), ("PO5", "Leadership and management"),
                     ("PO6", "Record and process transactions and events"),
                     ("PO7", "Prepare external financial reports"),
                     ("PO8", "Analyse and interpret financial reports"), ("PO13", "Plan and control performance")):
        rows.append(f"{po};{name};{r.choice(['Kharkivmashtorh', 'Bilans-Pro'])};{r.choice(['2019-2022', '2022-2026'])};"
                    f"{r.randint(6, 40)};{r.choice(['A. Wroblewska (ACCA)', 'pending', 'A. Wroblewska (ACCA)'])}")
    rows.append(f"Total relevant experience;;;;{r.randint(58, 70)} months;updated {_iso(dt)}")
    return "\n".join(rows)


def t_acca_mail(r, dt):
    return f"""From: ACCA <no-reply@accaglobal.com>
To: olena.kovalenko88@gmail.com
Date: {dt:%a, %d %b %Y} 16:{r.randint(10, 59)}:00 +0100
Subject: Your June 2026 exam docket is now available

Dear Olena,

Your exam docket for the June 2026 session is now available in myACCA.
Exam: Strategic Business Reporting (SBR INT) - 09 June 2026 - Warsaw.
Please check that your name on the docket matches your photo ID exactly. If you use a residence card as
ID, it must be valid on the day of the exam.

Good luck with your exam.
ACCA Exams Team
"""


def t_study_text(title):
    def f(r, dt):
        return f"""{title}
ACCA Strategic Professional - approved content provider
Chapter {r.randint(1, 20)}: {r.choice(['Leases (IFRS 16)', 'Revenue from contracts with customers (IFRS 15)',
                                         'Financial instruments (IFRS 9)', 'Group reporting: basic groups',
                                         'Professional and ethical duty of the accountant'])}
Learning outcomes: discuss and apply the accounting requirements; explain the ethical implications;
evaluate the impact on the financial statements and key performance measures.
1 Introduction. An entity shall recognise a right-of-use asset and a lease liability at the commencement date.
2 Measurement. The lease liability is measured at the present value of the lease payments not paid at that date,
discounted using the interest rate implicit in the lease or the lessee's incremental borrowing rate.
Test your understanding {r.randint(1, 12)}: Gunn Co leases a machine for 5 years...
"""
    return f


def t_acca_article(r, dt):
    return f"""ACCA Technical article - Strategic Business Reporting
{r.choice(['Alternative performance measures', 'IFRS 18 Presentation and Disclosure', 'ISSB S1 and S2'])}
Written by a member of the SBR examining team
Candidates are often asked to discuss the usefulness of information to investors. This article explains
how the requirements interact with the Conceptual Framework and what the examining team expects to see in a
well-structured answer: identify the issue, apply the principles to the scenario and conclude.
Published {_d(dt)}
"""


# --------------------------------------------------------------------------- texts: immigration


def t_wniosek(who):
    def f(r, dt):
        if who == "son":
            name, pesel, born, pas = "KOVALENKO MAKSYM", PESEL_SON, "05.10.2014", PASS_SON
            cel = "pobyt czasowy - członek rodziny cudzoziemca (art. 159 ust. 1 ustawy o cudzoziemcach)"
        else:
            name, pesel, born, pas = "KOVALENKO OLENA", PESEL, "23.11.1988", PASS
            cel = "pobyt czasowy i praca (art. 114 ustawy o cudzoziemcach)"
        return f"""WNIOSEK O UDZIELENIE ZEZWOLENIA NA POBYT CZASOWY
Organ: Wojewoda Mazowiecki - Mazowiecki Urząd Wojewódzki w Warszawie, Wydział Spraw Cudzoziemców
Wniosek złożony elektronicznie w Module Obsługi Spraw (MOS), nr wniosku MOS-{r.randint(10**6, 10**7 - 1)}
Dane cudzoziemca: {name}, data urodzenia {born}, obywatelstwo: ukraińskie, PESEL {pesel}
Dokument podróży: paszport {pas}
Adres zamieszkania w Polsce: {ADDR}
Cel pobytu: {cel}
Obecny tytuł pobytowy: zezwolenie na pobyt czasowy ważne do 31.08.2026
Data wypełnienia: {_dpl(dt)}
"""
    return f


def t_zal1(r, dt):
    return f"""ZAŁĄCZNIK NR 1 do wniosku o udzielenie zezwolenia na pobyt czasowy i pracę
Informacja podmiotu powierzającego wykonywanie pracy cudzoziemcowi
Podmiot: {FIRM}, {FIRM_ADDR}, KRS 0000412873, PKD 69.20.Z
Cudzoziemiec: KOVALENKO OLENA, obywatelstwo ukraińskie
Stanowisko: specjalista ds. księgowości, kod zawodu 331301
Rodzaj umowy: umowa o pracę na czas nieokreślony, pełny etat
Wynagrodzenie: 9 600,00 zł brutto miesięcznie
Podpisano elektronicznie przez: Ryszard Nowak, Prezes Zarządu, data {_dpl(dt)}
"""


def t_upo(r, dt):
    return f"""URZĘDOWE POŚWIADCZENIE PRZEDŁOŻENIA (UPO)
Moduł Obsługi Spraw - Urząd do Spraw Cudzoziemców
Identyfikator wniosku: {r.getrandbits(48):012X}
Wnioskodawca: {ME.upper()}
Rodzaj sprawy: zezwolenie na pobyt czasowy i pracę
Organ właściwy: Wojewoda Mazowiecki
Data i czas przedłożenia: {_dpl(dt)} {r.randint(8, 22):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}
Skrót dokumentu (SHA-256): {r.getrandbits(128):032x}
"""


def t_oplata(who):
    def f(r, dt):
        kw, tyt = ("440,00", "zezwolenie na pobyt czasowy i prace - KOVALENKO OLENA") if who == "me" else \
            ("340,00", "zezwolenie na pobyt czasowy - KOVALENKO MAKSYM")
        return f"""PKO Bank Polski - Potwierdzenie wykonania przelewu
Data operacji: {_dpl(dt)}
Z rachunku: {IBAN}, {ME.upper()}
Na rachunek: 21 1030 1508 0000 0005 5000 0070, Urząd Dzielnicy Centrum m.st. Warszawy
Tytuł: Opłata skarbowa - {tyt}
Kwota: {kw} PLN
Status: zrealizowany
"""
    return f


def t_wezwanie(r, dt):
    return f"""MAZOWIECKI URZĄD WOJEWÓDZKI W WARSZAWIE
Wydział Spraw Cudzoziemców, ul. Marszałkowska 3/5, 00-624 Warszawa
Warszawa, {_dpl(dt)}
Znak sprawy: WSC-II-P.6151.{r.randint(10000, 99999)}.2026
Pani OLENA KOVALENKO, {ADDR}

WEZWANIE
Na podstawie art. 105a ustawy o cudzoziemcach wzywam Panią do osobistego stawiennictwa w celu pobrania
odcisków linii papilarnych oraz okazania ważnego dokumentu podróży w dniu 16.06.2026 o godz. 10:40,
ul. Marszałkowska 3/5, sala 118. Jednocześnie wzywam do uzupełnienia braków formalnych w terminie 14 dni:
1. aktualne zaświadczenie pracodawcy o zatrudnieniu i wynagrodzeniu,
2. potwierdzenie ubezpieczenia zdrowotnego (np. druk ZUS RMUA),
3. jedna aktualna fotografia o wymiarach 35 x 45 mm.
Niestawiennictwo spowoduje pozostawienie wniosku bez rozpatrzenia.
Inspektor wojewódzki: {_pl_person(r)}
"""


def t_decyzja(r, dt):
    return f"""WOJEWODA MAZOWIECKI
DECYZJA nr {r.randint(10000, 99999)}/2023
Na podstawie art. 114 ust. 1 ustawy z dnia 12 grudnia 2013 r. o cudzoziemcach, po rozpatrzeniu wniosku
Pani OLENA KOVALENKO, ur. 23.11.1988, obywatelstwo ukraińskie,
udzielam zezwolenia na pobyt czasowy i pracę na okres od 01.09.2023 do 31.08.2026.
Warszawa, 28.08.2023
Podmiot powierzający wykonywanie pracy: {FIRM}; stanowisko: młodszy księgowy / specjalista ds. księgowości.
Cudzoziemiec jest zobowiązany do zgłoszenia utraty zatrudnienia w terminie 15 dni roboczych.
Od decyzji przysługuje odwołanie do Szefa Urzędu do Spraw Cudzoziemców w terminie 14 dni.
"""


def t_zasw_zatr(r, dt):
    return f"""{FIRM}
{FIRM_ADDR}
Warszawa, {_dpl(dt)}

ZAŚWIADCZENIE O ZATRUDNIENIU I WYNAGRODZENIU
Zaświadcza się, że Pani {ME}, PESEL {PESEL}, jest zatrudniona w naszej firmie od 01.09.2022,
obecnie na podstawie umowy o pracę na czas nieokreślony, na stanowisku specjalista ds. księgowości,
w pełnym wymiarze czasu pracy. Średnie miesięczne wynagrodzenie brutto z ostatnich 3 miesięcy wynosi
9 600,00 zł. Pracownica nie znajduje się w okresie wypowiedzenia.
Zaświadczenie wydaje się w celu przedłożenia w Mazowieckim Urzędzie Wojewódzkim.
Marta Zielińska, specjalista ds. kadr i płac
"""


def t_rmua(r, dt):
    return f"""ZUS RMUA - Informacja dla osoby ubezpieczonej za okres {dt:%m.%Y}
Płatnik: {FIRM}, NIP 5272841963
Ubezpieczony: KOVALENKO OLENA, PESEL {PESEL}, kod tytułu ubezpieczenia 0110
Podstawa wymiaru składek na ubezpieczenia społeczne: {_amt(9600)}
Składka na ubezpieczenie zdrowotne: {_amt(9600 * 0.8629 * 0.09)}
Członek rodziny zgłoszony do ubezpieczenia zdrowotnego: KOVALENKO MAKSYM (syn)
"""


def t_karta_checklist(r, dt):
    return f"""Карта побуту 2026 — що потрібно (оновлено {_dpl(dt)})

[x] Wniosek у MOS — я і Максим (подано 14.04, UPO збережено)
[x] Załącznik nr 1 — підписала пані Зелінська в MOS
[x] Оплата 440 zł (я) + 340 zł (Максим) — квитанції в папці
[x] Копія паспорта, всі сторінки
[x] Umowa najmu Ogrodowa + aneks (але з 01.08 нова адреса! — повідомити воєводу протягом 15 днів після переїзду)
[ ] Zaświadczenie o zatrudnieniu — свіже, взяти у відділі кадрів
[ ] ZUS RMUA за квітень
[ ] Фото 35x45 — зробити на Złotej, 2 шт.
[ ] Odciski palców 16.06 о 10:40, Marszałkowska 3/5 — відпроситися з роботи
[ ] Після децизії — забрати карти, оплата 100 zł за кожну
Стемпель у паспорті не дають, якщо подано через MOS — роздрукувати UPO, носити з собою.
"""


def t_mrz(who):
    def f(r, dt):
        if who == "son":
            return f"""UKRAINE  PASSPORT / PASSEPORT  Type P  Code UKR  No {PASS_SON.replace(' ', '')}
Surname: KOVALENKO   Given names: MAKSYM
Nationality: UKRAINE   Date of birth: 05 OCT 2014   Sex: M   Place of birth: KHARKIV
Date of issue: 21 MAR 2024   Date of expiry: 21 MAR 2028   Authority: 8001 (Consulate in Warsaw)
P<UKRKOVALENKO<<MAKSYM<<<<<<<<<<<<<<<<<<<<<<<<
{PASS_SON.replace(' ', '')}<5UKR1410053M2803216<<<<<<<<<<<<<<06
"""
        return f"""UKRAINE  PASSPORT / PASSEPORT  Type P  Code UKR  No {PASS.replace(' ', '')}
Surname: KOVALENKO   Given names: OLENA
Nationality: UKRAINE   Date of birth: 23 NOV 1988   Sex: F   Place of birth: KHARKIV
Date of issue: 02 AUG 2019   Date of expiry: 02 AUG 2029   Authority: 6311
P<UKRKOVALENKO<<OLENA<<<<<<<<<<<<<<<<<<<<<<<<<
{PASS.replace(' ', '')}<3UKR8811234F2908025<<<<<<<<<<<<<<04
All pages scanned {_dpl(dt)}: 1-32, visas and stamps p. 6-7.
"""
    return f


def t_apostille(r, dt):
    return f"""APOSTILLE (Convention de La Haye du 5 octobre 1961)
1. Country: Ukraine
This public document
2. has been signed by: Rector, Simon Kuznets Kharkiv National University of Economics
3. acting in the capacity of: Rector
4. bears the seal/stamp of: Simon Kuznets Kharkiv National University of Economics
Certified
5. at Kyiv  6. the {r.randint(3, 27)} May 2022
7. by the Ministry of Education and Science of Ukraine
8. No {r.randint(10000, 99999)}/22
Document: Master's diploma with distinction KH No 39{r.randint(100000, 999999)}, specialty Accounting and Audit,
holder KOVALENKO OLENA
"""


def t_tlumaczenie(what):
    def f(r, dt):
        if what == "birth":
            body = (f"AKT URODZENIA / ŚWIADECTWO URODZENIA seria I-WL nr {r.randint(100000, 999999)}\n"
                    f"Imię i nazwisko: Maksym Kovalenko\nData urodzenia: 05.10.2014, Charków\n"
                    f"Matka: Olena Kovalenko; Ojciec: Andrij Kovalenko\nWydany: Wydział Rejestracji Stanu Cywilnego "
                    f"w Charkowie, 15.10.2014")
        else:
            body = ("DYPLOM MAGISTRA z wyróżnieniem\nCharkowski Narodowy Uniwersytet Ekonomiczny im. Semena Kuźnieca\n"
                    "Olena Kovalenko ukończyła w 2010 roku studia w specjalności: Rachunkowość i Audyt\n"
                    "i uzyskała kwalifikację: magister rachunkowości i audytu, ekonomista")
        return f"""TŁUMACZENIE POŚWIADCZONE Z JĘZYKA UKRAIŃSKIEGO
{body}
Tłumacz przysięgły języka ukraińskiego Natalia Szymańska, nr wpisu TP/{r.randint(100, 999)}/15, poświadczam
zgodność powyższego tłumaczenia z okazanym oryginałem dokumentu.
Warszawa, {_dpl(dt)}, Rep. nr {r.randint(100, 900)}/{dt.year}
"""
    return f


def t_originals(r, dt):
    return f"""Де лежать оригінали (оновлено {_dpl(dt)})

Папка синя (шафа, верхня полиця):
- закордонні паспорти — мій і Максима
- ID-картка, свідоцтво про народження Максима + присяжний переклад
- диплом ХНЕУ з апостилем, додаток до диплома
- децизія про побут 2023, карти побуту
- трудова книжка (Харківмашторг)
Мама має в Харкові: свідоцтво про розлучення, старий внутрішній паспорт (книжечка).
Електронні копії: Diia, Google Drive/Документи, ця папка.
Закордонний Максима закінчується 21.03.2028 — продовжувати в консульстві заздалегідь.
"""


def t_pesel_ukr(r, dt):
    return f"""WNIOSEK O NADANIE NUMERU PESEL
w związku z ustawą z dnia 12 marca 2022 r. o pomocy obywatelom Ukrainy
Urząd Dzielnicy Praga-Południe m.st. Warszawy, ul. Grochowska 274
Wnioskodawca: KOVALENKO OLENA, ur. 23.11.1988 w Charkowie, obywatelstwo ukraińskie
Data wjazdu na terytorium RP: 08.03.2022, przejście graniczne Medyka
Adres pobytu: {ADDR_OLD}
Dokument tożsamości: paszport {PASS}
Wniosek o założenie profilu zaufanego: TAK, tel. +48 571 204 336
Data: {_dpl(dt)}
"""


def t_pesel_zasw(who):
    def f(r, dt):
        nm, ps = ("KOVALENKO MAKSYM", PESEL_SON) if who == "son" else ("KOVALENKO OLENA", PESEL)
        return f"""ZAŚWIADCZENIE O NADANIU NUMERU PESEL
Minister Cyfryzacji zaświadcza, że osobie: {nm}
nadano numer PESEL: {ps}
Status: UKR - obywatel Ukrainy przebywający legalnie na terytorium RP na podstawie art. 2 ustawy
o pomocy obywatelom Ukrainy w związku z konfliktem zbrojnym.
Data nadania: {_dpl(dt)}
"""
    return f


def t_powiadomienie(r, dt):
    return f"""Powiadomienie o powierzeniu wykonywania pracy obywatelowi Ukrainy
Powiatowy Urząd Pracy dla m.st. Warszawy - praca.gov.pl
Podmiot: {FIRM}
Cudzoziemiec: KOVALENKO OLENA, PESEL {PESEL}, status UKR
Stanowisko: młodszy księgowy; umowa o pracę; data rozpoczęcia pracy: 01.09.2022
Powiadomienie złożone w terminie 14 dni od dnia podjęcia pracy, data złożenia {_dpl(dt)}
"""


def t_diia_pl(r, dt):
    return f"""Diia.pl — як активувати (нотатка {_dpl(dt)})
1. Профіль довіреної особи (profil zaufany) — підтвердили в ужонді на Грохові разом з PESEL.
2. Завантажити застосунок mObywatel, увійти через profil zaufany.
3. Вибрати «Diia.pl», сфотографуватися — документ з'являється одразу.
Діє як документ, що підтверджує особу, разом з паспортом — для перетину кордону.
Максиму — через мою апку не можна, він дитина: тільки паспорт + PESEL-довідка.
"""


# --------------------------------------------------------------------------- texts: parents' house (Family)


def t_roof_estimate(r, dt):
    rows = ["№;Найменування робіт / матеріалів;Од.;К-сть;Ціна, грн;Сума, грн"]
    items = [("Демонтаж пошкодженого шиферу", "м2", 96, 120),
             ("Заміна пошкоджених крокв (сосна 50x150)", "шт", 7, 1450),
             ("Обрешітка, брус 40x50", "м.п.", 310, 38), ("Гідробар'єр Juta", "м2", 110, 42),
             ("Металочерепиця 0,45 мм, RAL 8017", "м2", 112, 365), ("Монтаж покрівлі", "м2", 112, 260),
             ("Водостічна система (ринви, труби)", "компл.", 1, 14500), ("Вивіз сміття, контейнер", "рейс", 2, 2800)]
    tot = 0
    for i, (n, u, q, p) in enumerate(items, 1):
        p = round(p * r.uniform(0.9, 1.15))
        tot += q * p
        rows.append(f"{i};{n};{u};{q};{p};{q * p}")
    rows.append(f";Разом;;;;{tot}")
    rows.append(";Кошторис склав: ФОП Литвиненко С. В., тел. +380 67 {r.randint(100, 999)} {r.randint(10, 99)} "
                f"{r.randint(10, 99)};;;;дійсний до {(dt + timedelta(days=30)):%d.%m.%Y}")
    return "Кошторис: ремонт покрівлі, м. Харків, пров. Тихий, 9 (Коваленко М. І.)\n" + "\n".join(rows)


def t_windows_estimate(r, dt):
    n = r.choice(["ВікнаПласт Харків", "Стеко-Схід", "Термо-Вікна"])
    return f"""Комерційна пропозиція № {r.randint(100, 999)} від {_dpl(dt)}
Постачальник: ТОВ «{n}», м. Харків
Замовник: Коваленко Микола Іванович, пров. Тихий, 9

Металопластикові вікна, профіль WDS 5S, двокамерний склопакет 4-10-4-10-4i, фурнітура Maco:
1. Кухня 1300x1400, поворотно-відкидне — 1 шт.
2. Зала 2100x1400, дві стулки — 2 шт.
3. Спальня 1000x1400 — 1 шт.
4. Вхідні двері металеві (заміна пошкоджених), 960x2050 — 1 шт.
Демонтаж, монтаж, відкоси, підвіконня, відливи включено.
Разом: {_grn(r, 78_000, 104_000)}. Термін виготовлення 10—14 днів. Передоплата 50%.
Плівка/OSB на вікна тимчасово — безкоштовно до монтажу.
"""


def t_compare_estimates(r, dt):
    rows = ["Роботи;ФОП Литвиненко;ТОВ «Дахбуд Харків»;Бригада з OLX (Віталій);Коментар"]
    notes = ['тато за Литвиненка — робив у сусідів', 'Дахбуд дорожче, але гарантія 5 років',
             'OLX — без договору, ризик', '']
    for n in ("Покрівля (метал. черепиця)", "Крокви + обрешітка", "Вікна (4 шт.) + двері", "Фасад: тріщини, штукатурка",
              "Паркан (секція 6 м)"):
        rows.append(f"{n};{r.randint(40, 190) * 1000};{r.randint(40, 210) * 1000};{r.randint(30, 160) * 1000};"
                    f"{r.choice(notes)}")
    rows.append(f"Рішення;так (дах + фасад);ні;ні;вирішили {_dpl(dt)}")
    return "\n".join(rows)


def t_contract_builder(r, dt):
    return f"""ДОГОВІР ПІДРЯДУ № {r.randint(10, 40)}/26
м. Харків                                                    {_dpl(dt)}
Фізична особа-підприємець Литвиненко Сергій Вікторович (Підрядник) та Коваленко Микола Іванович (Замовник)
уклали цей договір про таке:
1. Підрядник зобов'язується виконати ремонт покрівлі житлового будинку за адресою: м. Харків, пров. Тихий, 9
   (демонтаж, заміна крокв, монтаж металочерепиці, водостік) згідно з кошторисом (додаток 1).
2. Вартість робіт і матеріалів: {_grn(r, 150_000, 190_000)}. Аванс 40% — на матеріали, решта — після акта.
3. Строк виконання: з {_dpl(dt + timedelta(days=7))} по {_dpl(dt + timedelta(days=45))}, з урахуванням погоди
   та повітряних тривог.
4. Гарантія на покрівельні роботи — 3 роки.
5. Оплата може здійснюватися третьою особою (донькою Замовника Коваленко О. М.) переказом на картку Підрядника.
Підрядник ______ Литвиненко С. В.            Замовник ______ Коваленко М. І.
"""


def t_transfers_log(r, dt):
    rows = ["Дата;Сервіс;Сума PLN;Курс;Сума UAH;Кому;Призначення"]
    d = dt - timedelta(days=120)
    for purpose in ("плівка і OSB на вікна", "аванс Литвиненку — матеріали на дах", "вікна — передоплата 50%",
                    "дах — друга частина", "вікна — решта", "штукатурка фасаду"):
        d += timedelta(days=r.randint(10, 25))
        pln = r.randint(8, 60) * 100
        k = r.uniform(10.2, 10.6)
        rows.append(f"{d:%d.%m.%Y};{r.choice(['Wise', 'Wise', 'PKO SWIFT'])};{pln};{k:.2f};{pln * k:.0f};"
                    f"{r.choice(['тато (Приват)', 'Литвиненко С. (Моно)', 'тато (Приват)'])};{purpose}")
    rows.append("Разом;;;;;;компенсація єВідновлення — чекаємо")
    return "\n".join(rows)


def t_wise(r, dt):
    pln = r.randint(15, 70) * 100
    k = r.uniform(10.2, 10.6)
    return f"""Wise - Transfer receipt
Transfer #{r.randint(10**8, 10**9 - 1)}     Created {_d(dt)}
From: Olena Kovalenko, PKO BP account ending 5678
You sent: {_amt(pln)} PLN     Wise fee: {_amt(pln * 0.0061)} PLN     Rate: 1 PLN = {k:.4f} UAH
Recipient gets: {_amt((pln * 0.9939) * k)} UAH
Recipient: MYKOLA KOVALENKO, PrivatBank card ending 7731
Reference: remont dachu / roof repair, Kharkiv
Status: delivered {_d(dt + timedelta(days=1))}
"""


def t_akt(r, dt):
    return f"""АКТ ОБСТЕЖЕННЯ
пошкодженого (зруйнованого) об'єкта нерухомого майна внаслідок збройної агресії рф
м. Харків                                                       {_dpl(dt)}
Комісія Салтівської районної адміністрації Харківської міської ради у складі: {_ua_person(r)} (голова),
{_ua_person(r)}, {_ua_person(r)} провела обстеження житлового будинку за адресою: пров. Тихий, 9.
Власник: Коваленко Микола Іванович.
Дата пошкодження: 17.01.2026 (атака БпЛА, вибухова хвиля).
Виявлено: пошкоджено покрівлю (~60%), вибито 4 вікна та вхідні двері, тріщини фасаду, пошкоджено паркан.
Висновок: об'єкт підлягає відновленню (поточний ремонт). Рекомендовано подати заяву на компенсацію
через Дію (програма «єВідновлення»).
"""


def t_evidnovlennia(r, dt):
    return f"""єВідновлення — статус заяви (переписала з Дії для себе)
Номер заяви: ЄВ-{r.randint(10**7, 10**8 - 1)}
Заявник: Коваленко Микола Іванович
Об'єкт: житловий будинок, м. Харків, пров. Тихий, 9
Подано: {_dpl(dt - timedelta(days=20))}
Статус на {_dpl(dt)}: «Рішення про надання компенсації прийнято», сума {_grn(r, 140_000, 200_000)}
Кошти надходять на картку єВідновлення (Монобанк/Приват) — використати лише на будматеріали і роботи.
Ліміт — 200 000 грн. Чеки й акти зберігати (мама складає в зелену папку).
Наступне: тато має підписати акт виконаних робіт з Литвиненком після даху.
"""


def t_materials(r, dt):
    return f"""Матеріали — що купили / що треба ({_dpl(dt)})

Купили (Епіцентр на Героїв Праці, чеки у мами):
- плівка армована 2 рулони — {r.randint(900, 1400)} грн
- OSB 9 мм, 6 листів — {r.randint(2400, 3100)} грн
- саморізи, рейки
Треба до початку робіт:
- металочерепиця 112 м2 (Литвиненко замовляє сам, гроші — аванс)
- гідробар'єр, брус — теж через нього
- фарба фасадна 15 л, сітка, клей для сітки — купимо після даху
Тато просить: не брати найдешевшу водостічну систему.
"""


def t_builder_contacts(r, dt):
    return f"""Контакти по ремонту
Сергій Литвиненко (дах, бригада) — +380 67 {r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)},
  картка Моно 5375 **** **** {r.randint(1000, 9999)}
ВікнаПласт — менеджер Віталіна, +380 57 {r.randint(700, 799)} {r.randint(10, 99)} {r.randint(10, 99)}
Районна адміністрація, комісія з обстеження — каб. 14, прийом вт/чт
Сусід Володимир (ключі, якщо батьки в укритті) — +380 50 {r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)}
"""


def t_dad_call(r, dt):
    return f"""{_dpl(dt)} — розмова з татом

- Дах накрили плівкою, поки що не тече. Вночі знову тривоги, але все тихо на нашій вулиці.
- Литвиненко може почати з {_dpl(dt + timedelta(days=12))}, якщо привезуть металочерепицю.
- Вікна: ВікнаПласт заміряли, мама хоче білі, тато — під дерево. Взяти білі (дешевше на 8%).
- Я переказую аванс у п'ятницю через Wise, тато скине фото чека.
- Акт обстеження підписали, заяву в Дії подав сусідський син Денис.
"""


def t_parents_meds(r, dt):
    return f"""Ліки для батьків — щомісяця (оновлено {_dpl(dt)})
Тато:
- Бісопролол 5 мг — 1 раз вранці
- Аторвастатин 20 мг — ввечері
- Кардіомагніл 75 мг
Мама:
- L-тироксин 75 мкг — натще
- Метформін 850 мг — двічі на день
Щомісяця десь {_grn(r, 2200, 3100)}. Гроші — на мамину картку Приват 15-го числа.
Інсуліновий контроль мами — ендокринолог, ОКЛ, наступний прийом у {r.choice(['липні', 'серпні'])}.
"""


def t_parents_money(r, dt):
    rows = ["Місяць;Ліки;Комуналка;Інше;Разом UAH;Коментар"]
    for m in range(1, 13):
        a, b, c = r.randint(2100, 3100), r.randint(1200, 3800), r.randint(0, 2500)
        rows.append(f"{m:02d}.{dt.year};{a};{b};{c};{a + b + c};"
                    f"{r.choice(['', 'генератор — пальне', 'зубний мамі', 'день народження тата', ''])}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- texts: home


def t_lease(addr, owner, rent, start):
    def f(r, dt):
        return f"""UMOWA NAJMU LOKALU MIESZKALNEGO
zawarta w dniu {_dpl(dt)} w Warszawie pomiędzy:
{owner}, zwanym dalej Wynajmującym,
a Panią {ME}, obywatelką Ukrainy, legitymującą się paszportem {PASS}, PESEL {PESEL}, zwaną dalej Najemcą.
§1. Przedmiotem najmu jest lokal mieszkalny położony w Warszawie, {addr}.
§2. Umowa zostaje zawarta na czas określony od {start} na 12 miesięcy z możliwością przedłużenia.
§3. Czynsz najmu wynosi {rent} zł miesięcznie, płatny z góry do 10. dnia miesiąca. Opłaty za media (prąd, gaz)
Najemca reguluje samodzielnie na podstawie faktur; czynsz administracyjny wliczony.
§4. Najemca wpłaca kaucję zabezpieczającą w wysokości jednomiesięcznego czynszu.
§5. W lokalu zamieszkiwać będą: Najemca oraz jej syn {SON}.
§6. Wypowiedzenie umowy: z zachowaniem jednomiesięcznego okresu wypowiedzenia ze skutkiem na koniec miesiąca.
Wynajmujący                                   Najemca
"""
    return f


def t_rent_aneks(r, dt):
    return f"""ANEKS NR 1 DO UMOWY NAJMU z dnia 24.06.2024
lokal: {ADDR}
Strony przedłużają umowę najmu na czas nieokreślony od 01.07.2025. Czynsz najmu od 01.07.2025 wynosi
3 100 zł miesięcznie (waloryzacja o wskaźnik inflacji). Pozostałe warunki bez zmian.
Warszawa, {_dpl(dt)}     Tomasz Kamiński          {ME}
"""


def t_pge(r, dt):
    return f"""PGE Obrót S.A. - Faktura VAT nr {r.randint(10**9, 10**10 - 1)}/{dt.year}
Nabywca: {ME.upper()}, {ADDR}
Punkt poboru energii: {ADDR}, nr PPE 590243{r.randint(10**11, 10**12 - 1)}
Okres rozliczeniowy: {_dpl(dt - timedelta(days=61))} - {_dpl(dt)}
Zużycie: {r.randint(260, 420)} kWh, taryfa G11
Energia czynna: {_zl(r, 140, 230)}; opłaty dystrybucyjne: {_zl(r, 90, 140)}
Do zapłaty: {_zl(r, 250, 380)}, termin płatności {_dpl(dt + timedelta(days=14))}
Rachunek do wpłat: 79 1140 2004 {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}
"""


def t_orange(r, dt):
    return f"""Orange Polska S.A. - Faktura nr F/{r.randint(10**7, 10**8 - 1)}/{dt:%m/%Y}
Klient: {ME}, nr klienta 1.{r.randint(10**6, 10**7 - 1)}
Usługa: Orange Światłowód 600 Mb/s + Orange Flex dla dziecka (nr 571 ***)
Okres: {dt:%m.%Y}     Kwota brutto: {_zl(r, 89, 129)}
Termin płatności: {_dpl(dt + timedelta(days=20))}. Płatność automatyczna kartą.
"""


def t_rent_log(r, dt):
    rows = ["Miesiąc;Czynsz;Prąd PGE;Internet Orange;Zapłacono;Uwagi"]
    for m in range(1, 13):
        rows.append(f"{m:02d}.{dt.year};{3000 if dt.year < 2025 else 3100};{r.randint(110, 190)};{r.choice([89, 99])};"
                    f"{r.randint(1, 10):02d}.{m:02d};{r.choice(['', '', 'pralka - serwis, odliczone 180 zł', ''])}")
    return "\n".join(rows)


def t_protokol(addr, who):
    def f(r, dt):
        return f"""PROTOKÓŁ ZDAWCZO-ODBIORCZY LOKALU
Lokal: {addr}     Data: {_dpl(dt)}
Wynajmujący: {who}     Najemca: {ME}
Stan liczników: prąd {r.randint(10000, 40000)} kWh, woda zimna {r.randint(100, 500)} m3,
woda ciepła {r.randint(50, 300)} m3
Klucze: 2 komplety do mieszkania, 1 do skrzynki, 1 pilot do bramy
Wyposażenie: pralka Bosch Serie 4, lodówka Samsung, płyta indukcyjna, szafa w przedpokoju, 2 łóżka, biurko
Uwagi: rysa na blacie kuchennym, plama na wykładzinie w pokoju dziecka - stan istniejący.
"""
    return f


def t_pzu(r, dt):
    return f"""PZU Dom - polisa nr {r.randint(10**9, 10**10 - 1)}
Ubezpieczający: {ME}, {ADDR}
Przedmiot: ruchomości domowe (wariant najemcy) - suma ubezpieczenia 30 000 zł; OC w życiu prywatnym 100 000 zł
Okres ubezpieczenia: {_dpl(dt)} - {_dpl(dt + timedelta(days=364))}
Składka roczna: {_zl(r, 190, 260)}
Assistance domowy 24h: 801 102 102
Zmiana adresu ubezpieczonego lokalu - zgłosić w aplikacji mojePZU.
"""


def t_manual(r, dt):
    return """Bosch Serie 4 WAN2828KPL - Instrukcja obsługi i instalacji (wyciąg)
Programy: Bawełna 40-90 st., Syntetyki, Mix, Delikatne/Jedwab, Wełna, Szybki 15', Outdoor, Odwirowanie.
Czyszczenie filtra pompy odpływowej: co 2 miesiące; wyłączyć urządzenie, odkręcić pokrywę w lewym dolnym rogu.
Komunikat E18: zatkany filtr lub wąż odpływowy. Komunikat E17: brak dopływu wody - sprawdzić zawór.
Maks. załadunek: 8 kg. Gwarancja 2 lata, rejestracja MyBosch przedłuża do 3 lat.
"""


def t_listing(r, dt):
    return f"""otodom.pl - ogłoszenie zapisane {_dpl(dt)}
3 pokoje, 58 m2, Ursus, ul. Gierdziejewskiego - bezpośrednio
Cena: 4 200 zł / miesiąc + czynsz administracyjny 780 zł + media wg zużycia
Kaucja: 5 000 zł. Dostępne od: 01.08.2026
Piętro 3/4, blok z 2008 r., winda, balkon 6 m2, komórka lokatorska
Umowa najmu okazjonalnego. Zwierzęta - do uzgodnienia. Blisko SKM Ursus Niedźwiadek, szkoła, Biedronka.
Kontakt: Piotr Sadowski, tel. 601 {r.randint(100, 999)} {r.randint(100, 999)}
Moje notatki: oglądanie w sobotę o 11:00; zapytać o miejsce parkingowe i czy można zameldować się czasowo.
"""


def t_compare_flats(r, dt):
    rows = ["Adres;Pokoje;m2;Czynsz;Opłaty;Kaucja;Dojazd do szkoły;Dojazd do pracy;Plusy;Minusy"]
    for a in ("Ursus, Gierdziejewskiego 7", "Wola, Górczewska 124", "Bemowo, Powstańców Śląskich 90",
              "Ochota, Grójecka 186", "Włochy, Popularna 31"):
        plus = r.choice(['balkon', 'nowy blok', 'cicho', 'park obok'])
        minus = r.choice(['4 piętro bez windy', 'daleko od SKM', 'właściciel nie chce dziecka', 'drogo'])
        rows.append(f"{a};3;{r.randint(52, 66)};{r.randint(38, 48) * 100};{r.randint(550, 900)};"
                    f"{r.randint(4, 9) * 1000};{r.randint(15, 45)} min;{r.randint(20, 50)} min;{plus};{minus}")
    return "\n".join(rows)


def t_najem_okaz(r, dt):
    return f"""UMOWA NAJMU OKAZJONALNEGO LOKALU (projekt - wersja od właściciela, {_dpl(dt)})
zawarta pomiędzy Piotrem Sadowskim i Ewą Sadowską (Wynajmujący) a {ME} (Najemca)
§1. Lokal: {ADDR_NEW}, 3 pokoje, 58,2 m2, księga wieczysta WA1M/00{r.randint(100000, 999999)}/3
§2. Okres: od 01.08.2026 do 31.07.2027.
§3. Czynsz najmu 4 200 zł + opłaty administracyjne 780 zł; płatność do 5. dnia miesiąca.
§4. Kaucja 5 000 zł, płatna przy podpisaniu umowy.
§5. Załączniki (art. 19a ustawy o ochronie praw lokatorów): oświadczenie Najemcy w formie aktu notarialnego
o poddaniu się egzekucji; wskazanie lokalu do zamieszkania w razie wykonania egzekucji; oświadczenie
właściciela tego lokalu o wyrażeniu zgody na zamieszkanie.
§6. Umowa podlega zgłoszeniu do urzędu skarbowego w terminie 14 dni od rozpoczęcia najmu.
UWAGI OK: zapytać o §8 (zakaz zmiany adresu zameldowania?) i o wymianę zamka.
"""


def t_notarial(r, dt):
    return f"""Kancelaria Notarialna Joanna Stępień, ul. Chłodna 22, Warszawa
Informacja dla klienta: oświadczenie o poddaniu się egzekucji (najem okazjonalny)
Klient: {ME}, dokument: paszport {PASS}, karta pobytu
Termin: {_dpl(dt + timedelta(days=14))}, godz. 14:30
Wymagane: projekt umowy najmu okazjonalnego, dane właściciela lokalu wskazanego, dokument tożsamości.
Cudzoziemiec nie znający biegle języka polskiego - konieczny tłumacz przysięgły (koszt po stronie klienta).
Taksa notarialna: 190 zł netto + VAT; wypis aktu: 6 zł/strona + VAT.
"""


def t_consent(r, dt):
    return f"""OŚWIADCZENIE WŁAŚCICIELA LOKALU
Ja, niżej podpisana Katarzyna Dąbrowska, PESEL 79{r.randint(10**8, 10**9 - 1)}, właścicielka lokalu
mieszkalnego położonego w Pruszkowie, ul. Kraszewskiego 11 m. 4, wyrażam zgodę na zamieszkanie w tym lokalu
Pani {ME} oraz jej syna {SON} w przypadku wykonania egzekucji obowiązku opróżnienia lokalu
przy ul. Gierdziejewskiego 7 m. 32 w Warszawie, wynikającego z umowy najmu okazjonalnego.
Pruszków, {_dpl(dt)}
(podpis notarialnie poświadczony)
"""


def t_kaucja(r, dt):
    return f"""PKO Bank Polski - Potwierdzenie wykonania przelewu
Data: {_dpl(dt)}
Z rachunku: {IBAN} ({ME.upper()})
Odbiorca: PIOTR SADOWSKI, rachunek 45 1140 2004 0000 3402 {r.randint(1000, 9999)} {r.randint(1000, 9999)}
Tytuł: Kaucja - najem {_nopl(ADDR_NEW)} od 01.08.2026
Kwota: 5 000,00 PLN
"""


def t_movers(r, dt):
    return f"""Przeprowadzki-Express Warszawa - oferta nr {r.randint(100, 999)}/{dt.year}
Dla: {ME}, tel. 571 204 336
Trasa: Warszawa, ul. Ogrodowa 58 (3 piętro, winda) -> Warszawa-Ursus, ul. Gierdziejewskiego 7 (3 piętro, winda)
Termin: sobota 01.08.2026, start 8:00
Zakres: 2 pracowników + samochód 20 m3, demontaż/montaż 2 szaf i łóżka, 25 kartonów w cenie
Cena: {_zl(r, 1300, 1900)} brutto (stawka godzinowa powyżej 6 h: 190 zł)
Ubezpieczenie OC przewoźnika do 50 000 zł. Zaliczka 200 zł przy rezerwacji.
"""


def t_moving_list(r, dt):
    return f"""Переїзд 01.08 — список
[ ] Wypowiedzenie Kamińskiemu — віддати до 30.06 (термін 1 місяць, на кінець місяця)!
[ ] Нотаріус — 12.06, взяти паспорт, карту побуту, проект umowy
[ ] Зґода від Каси на адресу в Прушкові — підписано, нотаріально засвідчити
[ ] Kaucja 5000 — переказано {_dpl(dt - timedelta(days=3))}
[ ] Przeprowadzki-Express — підтвердити, завдаток 200
[ ] PGE, Orange — переписати / розірвати
[ ] Воєводі повідомити нову адресу (15 днів) + ZUS (800+), школа, Medicover, ACCA, банк
[ ] Коробки — з роботи (папір А4), скотч
[ ] Максимові — стіл і ліжко з IKEA (окрема кімната!)
"""


def t_notice(r, dt):
    return f"""Warszawa, {_dpl(dt)}
{ME}
{ADDR}
Pan Tomasz Kamiński

WYPOWIEDZENIE UMOWY NAJMU
Niniejszym wypowiadam umowę najmu lokalu mieszkalnego przy {ADDR} z dnia 24.06.2024 (wraz z aneksem nr 1)
z zachowaniem jednomiesięcznego okresu wypowiedzenia, ze skutkiem na dzień 31.07.2026.
Proszę o zwrot kaucji w wysokości 3 000 zł na rachunek {IBAN} po protokolarnym zdaniu lokalu.
Proponuję termin zdania mieszkania: 31.07.2026, godz. 18:00.
Z poważaniem, {ME}
"""


def t_ikea(r, dt):
    return f"""IKEA — для нової квартири (кошик збережено {_dpl(dt)})
Максим: ліжко SLÄKT 90x200 — 599 zł, матрац ÅGOTNES — 449 zł, стіл MICKE — 349 zł, стілець MARKUS — 699 zł(?)
Вітальня: диван FRIHETEN — {r.choice(['1899', '1999'])} zł (подивитися б/в на OLX), лампа
Кухня: у квартирі все є, тільки сушарка для посуду
Доставка до Урсуса — 99 zł, збирання — сама / пан Марек із роботи
Разом приблизно 4 500 zł — частину з відпускних.
"""


def t_landlord_mail(r, dt):
    return f"""From: Piotr Sadowski <p.sadowski@wp.pl>
To: olena.kovalenko88@gmail.com
Date: {dt:%a, %d %b %Y} 20:{r.randint(10, 59)}:00 +0200
Subject: Re: Mieszkanie Gierdziejewskiego - umowa

Dzień dobry Pani Oleno,
dziękuję za przesłanie danych. Projekt umowy najmu okazjonalnego w załączniku. Proszę zwrócić uwagę,
że potrzebujemy oświadczenia notarialnego i zgody właściciela innego lokalu przed 01.08.
Kaucję proszę wpłacić do {_dpl(dt + timedelta(days=7))}, wtedy zdejmujemy ogłoszenie.
Przekazanie kluczy 01.08 o 9:00 - pasuje z firmą przeprowadzkową?
Pozdrawiam, Piotr Sadowski
"""


def t_old_flat_return(r, dt):
    return f"""Potwierdzenie zwrotu kaucji
Ja, Barbara Lis, potwierdzam zwrot kaucji w kwocie 2 400 zł Pani {ME} w związku z zakończeniem najmu
lokalu {ADDR_OLD} w dniu {_dpl(dt)}. Lokal zdany bez zastrzeżeń, potrącono 150 zł za wymianę zamka.
Podpisy stron
"""


def t_old_flat_list(r, dt):
    return f"""Квартира на Гроховській — хто що платить ({_dpl(dt)})
Ми з Максимом — маленька кімната, 1 200 zł + 1/2 комуналки
Світлана з донькою — велика кімната, 1 200 zł + 1/2 комуналки
Пані Барбара — гроші 10-го, на рахунок, готівкою не бере.
Інтернет UPC — на Світлані, ділимо навпіл (35 zł).
Газ — лічильник у коридорі, фото 1-го числа.
"""


# --------------------------------------------------------------------------- texts: school, health, parish


def t_school_form(r, dt):
    return f"""Szkoła Podstawowa nr 73 im. Marii Konopnickiej, ul. Żelazna 10, 00-851 Warszawa
ZGŁOSZENIE / WNIOSEK O PRZYJĘCIE UCZNIA
Uczeń: {SON}, PESEL {PESEL_SON}, ur. 05.10.2014 w Charkowie (Ukraina)
Klasa: {r.choice(['4', '5'])}, oddział z dodatkową nauką języka polskiego (2 godz. tygodniowo)
Matka / opiekun prawny: {ME}, tel. 571 204 336, adres: {ADDR}
Ojciec: Andrij Kovalenko - zamieszkały na Ukrainie, kontakt przez matkę
Informacja o wcześniejszej edukacji: Charkowska Szkoła nr 151 (kl. 1), nauka zdalna ukraińska.
Data: {_dpl(dt)}
"""


def t_swiadectwo(r, dt):
    g = {1: "niedostateczny", 2: "dopuszczający", 3: "dostateczny", 4: "dobry", 5: "bardzo dobry", 6: "celujący"}
    subj = ["język polski", "język angielski", "matematyka", "przyroda", "historia", "plastyka", "muzyka",
            "technika", "informatyka", "wychowanie fizyczne"]
    return (f"ŚWIADECTWO SZKOLNE PROMOCYJNE\nSzkoła Podstawowa nr 73 w Warszawie, rok szkolny {dt.year - 1}/{dt.year}\n"
            f"{SON}, ur. 05.10.2014, PESEL {PESEL_SON}, uczeń klasy {dt.year - 2021}\n"
            + "\n".join(f"{s}: {g[r.randint(3, 6)]}" for s in subj)
            + f"\nzachowanie: {r.choice(['bardzo dobre', 'wzorowe', 'dobre'])}\nPromowany do klasy następnej.\n")


def t_librus(r, dt):
    return f"""Librus Synergia - wiadomość
Od: Joanna Mazur (wychowawca, klasa 5b)
Do: rodzice klasy 5b
Data: {_dpl(dt)} {r.randint(14, 20)}:{r.randint(10, 59)}
Temat: {r.choice(['Wycieczka do Kampinosu', 'Zebranie z rodzicami', 'Próbny test z matematyki'])}

Szanowni Państwo,
informuję, że {_dpl(dt + timedelta(days=10))} klasa 5b jedzie na wycieczkę do Kampinoskiego Parku Narodowego.
Koszt 85 zł (autokar, przewodnik, ognisko). Zgody proszę oddawać do piątku. Zbiórka 7:45 przed szkołą.
Uczniowie z opinią o dodatkowej nauce polskiego - zajęcia wyrównawcze w środy przenosimy na czwartek.
Pozdrawiam, Joanna Mazur
"""


def t_parent_meeting(r, dt):
    return f"""Збори батьків 5б — {_dpl(dt)}
- Пані Мазур: Максим добре з математики (5), з польської — 3, треба більше читати вголос.
- Лектура на червень: «Opowieści z Narnii» — купити / бібліотека.
- Екскурсія в Кампінос — 85 zł, зґода до п'ятниці.
- Кінець року 26.06, świadectwa — урочисто о 9:00.
- Батьківський фонд: 150 zł на рік (я ще не здала другу половину — 75 zł).
- Наступного року — новий вчитель математики, профіль англійської.
"""


def t_trip_consent(r, dt):
    return f"""ZGODA RODZICA NA UDZIAŁ DZIECKA W WYCIECZCE
Wyrażam zgodę na udział mojego syna {SON}, ucznia klasy 5b Szkoły Podstawowej nr 73 w Warszawie,
w wycieczce do Kampinoskiego Parku Narodowego w dniu {_dpl(dt + timedelta(days=9))}.
Oświadczam, że syn nie ma przeciwwskazań zdrowotnych. Telefon kontaktowy: 571 204 336.
Data i podpis rodzica: {_dpl(dt)} ....................
"""


def t_mush_schedule(r, dt):
    rows = "\n".join(f"{s} — {(dt + timedelta(days=r.randint(3, 40))):%d.%m.%Y}, онлайн-тест, {r.randint(30, 60)} хв"
                     for s in ("Українська мова", "Українська література", "Історія України (вступ)",
                               "Математика", "Пізнаємо природу"))
    return f"""Міжнародна українська школа (МУШ), екстернатна форма навчання
Учень: Коваленко Максим Андрійович, 5 клас
Графік річного оцінювання, {dt.year - 1}/{dt.year} н. р.
{rows}
Доступ: платформа МУШ, логін — електронна пошта мами. Результати — в електронному щоденнику.
Після атестації видається свідоцтво досягнень (табель) з апостилем на запит.
"""


def t_mush_contract(r, dt):
    return f"""ЗАЯВА
Директору Міжнародної української школи
від Коваленко Олени Миколаївни, яка проживає: Польща, м. Варшава, {ADDR}
Прошу зарахувати мого сина, Коваленка Максима Андрійовича, 05.10.2014 р. н., до {r.choice(['4', '5'])} класу
на екстернатну форму навчання у {dt.year}/{dt.year + 1} навчальному році.
Син одночасно навчається в польській школі (SP nr 73, Варшава).
Додатки: копія свідоцтва про народження, табель за попередній клас.
{_dpl(dt)}                                       Підпис
"""


def t_basen(r, dt):
    return f"""Ośrodek Sportu i Rekreacji Wola - basen ul. Nowolipki 6
Potwierdzenie płatności za zajęcia nauki pływania
Uczestnik: {SON}, grupa: doskonalenie 10-12 lat, wtorki i czwartki 17:15
Okres: semestr {r.choice(['zimowy', 'letni'])} {dt.year}, 30 zajęć
Kwota: {_zl(r, 420, 540)}, zapłacono kartą {_dpl(dt)}
"""


def t_tutor(r, dt):
    rows = ["Data;Przedmiot;Korepetytor;Godziny;Kwota;Zapłacono"]
    for _ in range(10):
        d = dt - timedelta(days=r.randint(0, 120))
        rows.append(f"{d:%d.%m.%Y};{r.choice(['angielski', 'polski', 'matematyka'])};"
                    f"{r.choice(['Ms. Kate (online)', 'pani Ewa', 'Oksana (polski)'])};1;{r.choice([70, 80, 90])};tak")
    return "\n".join(rows)


def t_homework(r, dt):
    return f"""Praca domowa - język polski, klasa 5b
{SON}
Temat: Opis przeżyć wewnętrznych - "Mój pierwszy dzień w nowej szkole"
Kiedy pierwszy raz wszedłem do szkoły w Warszawie, bardzo się bałem. Nie rozumiałem, co mówi pani,
i wszyscy na mnie patrzyli. Serce mi biło szybko. Potem Kuba dał mi kredkę i pokazał, gdzie jest stołówka.
Teraz mam dużo kolegów i lubię matematykę. Termin oddania: {_dpl(dt + timedelta(days=3))}
"""


def t_morfologia(r, dt):
    return f"""Medicover - Wynik badania laboratoryjnego
Pacjent: {ME}, PESEL {PESEL}     Data pobrania: {_dpl(dt)}     Zlecający: lek. Anna Kowalczyk
Morfologia krwi: WBC {r.uniform(4.5, 8.5):.2f} tys/ul; RBC {r.uniform(4.0, 4.9):.2f} mln/ul;
HGB {r.uniform(11.2, 13.9):.1f} g/dl
PLT {r.randint(180, 340)} tys/ul
Ferrytyna: {r.uniform(9, 40):.1f} ng/ml (norma 13-150)
TSH: {r.uniform(0.8, 3.6):.2f} uIU/ml
Witamina D 25(OH): {r.uniform(14, 32):.1f} ng/ml (niedobór < 20)
"""


def t_pakiet(r, dt):
    return f"""Medicover - potwierdzenie objęcia pakietem medycznym
Pracodawca: {FIRM}
Pracownik: {ME}, pakiet Indywidualny+ ; członek rodziny: {SON} (pakiet Dziecko)
Zakres: lekarze pierwszego kontaktu, 27 specjalistów, badania laboratoryjne, stomatologia - przegląd raz w roku.
Koszt potrącany z wynagrodzenia: {_zl(r, 120, 160)} miesięcznie. Data rozpoczęcia: {_dpl(dt)}
Infolinia 500 900 500, aplikacja Medicover OnLine.
"""


def t_vaccines(r, dt):
    return f"""TŁUMACZENIE POŚWIADCZONE Z JĘZYKA UKRAIŃSKIEGO
Karta szczepień (formularz 063/o) - {SON}, ur. 05.10.2014
BCG - 08.10.2014; WZW B - 3 dawki (2014-2015); DTP - 4 dawki; Polio (IPV/OPV) - 4 dawki;
Odra, świnka, różyczka (MMR) - 05.10.2015 i 12.09.2021; Hib - 3 dawki
Tłumacz przysięgły Natalia Szymańska, Warszawa, {_dpl(dt)}
"""


def t_dentist(r, dt):
    return f"""Faktura nr FV/{r.randint(100, 999)}/{dt:%m/%Y}
Sprzedawca: Dental Kids Wola s.c., ul. Chłodna 40, Warszawa
Nabywca: {ME}, {ADDR}
Pacjent: {SON}
1. Lakowanie zębów stałych (4 zęby) - {_zl(r, 320, 420)}
2. Wypełnienie kompozytowe ząb 36 - {_zl(r, 250, 330)}
Zapłacono kartą, data {_dpl(dt)}
"""


def t_erecepta(r, dt):
    return f"""Informacja o wystawionej e-recepcie
Kod recepty: {r.randint(1000, 9999)}     PESEL pacjenta: {PESEL}
Pacjent: {ME}
Wystawca: lek. Anna Kowalczyk, Przychodnia NFZ Wola, ul. Leszno 17
Leki: {r.choice(['Tardyferon 80 mg, 30 tabl., 1x1', 'Vigantol 1000 j.m., 1x1 kropli', 'Euthyrox N 50, 50 tabl., 1x1'])}
Data wystawienia: {_dpl(dt)}; recepta ważna 30 dni.
"""


def t_skierowanie(r, dt):
    return f"""SKIEROWANIE na badanie diagnostyczne
Świadczeniodawca: Przychodnia Wola, ul. Leszno 17, umowa z NFZ nr 07-00-0{r.randint(1000, 9999)}
Pacjent: {ME}, PESEL {PESEL}, ubezpieczenie: NFZ (eWUŚ potwierdzony)
Badanie: USG tarczycy
Rozpoznanie: E04.1 - pojedynczy guzek tarczycy nietoksyczny (kontrola)
Lekarz: Anna Kowalczyk     Data: {_dpl(dt)}
"""


def t_health_note(r, dt):
    return f"""Здоров'я — нотатки ({_dpl(dt)})
Я: залізо низьке (феритин {r.randint(9, 14)}), п'ю Tardyferon 3 міс, повторити аналіз у липні.
УЗД щитовидки — скерування від д-р Ковальчик (NFZ), черга в Leszno — серпень; або Medicover швидше.
Максим: стоматолог 2 рази на рік (Dental Kids), окуліст — окуляри для дальності з березня.
Bilans 12-latka — восени, у педіатра в przychodni.
Medicover: чи покриває ортодонта? — запитати HR.
"""


def t_bilans(r, dt):
    return f"""Bilans zdrowia dziecka - 10/11 lat
Pacjent: {SON}, PESEL {PESEL_SON}
Waga {r.uniform(34, 40):.1f} kg, wzrost {r.randint(143, 150)} cm, BMI w normie; ciśnienie 105/68
Wzrok: OP 0,8 OL 0,7 - skierowanie do okulisty; słuch prawidłowy; postawa: asymetria łopatek - ćwiczenia
Szczepienia: zgodnie z kalendarzem, dokumentacja z Ukrainy przetłumaczona.
Lekarz: lek. pediatra Ewa Pawlak, Przychodnia Wola, {_dpl(dt)}
"""


def t_rota(r, dt):
    rows = ["Дата;Склад допомоги (10-13);Недільна школа;Кава після Літургії;Прибирання"]
    for i in range(5):
        d = dt + timedelta(days=7 * i)
        rows.append(f"{d:%d.%m};{_ua_person(r)}, Олена К.;{r.choice(['Олена К.', 'Тетяна Г.', 'Ірина М.'])};"
                    f"{_ua_person(r)};{_ua_person(r)}")
    return f"Графік чергувань волонтерів парафії, {dt:%m.%Y}\n" + "\n".join(rows)


def t_aid_list(r, dt):
    rows = ["№;Родина;Кількість осіб;Діти;Потреби;Видано;Підпис"]
    for i in range(1, 13):
        rows.append(f"{i};{r.choice(SURN_UA)} {r.choice(FIRST_UA)[0]}.;{r.randint(1, 5)};{r.randint(0, 3)};"
                    f"{r.choice(['продуктовий набір', 'гігієна', 'шкільне приладдя', 'ліки (за рецептом)'])};"
                    f"{(dt - timedelta(days=r.randint(0, 20))):%d.%m};так")
    return "\n".join(rows)


def t_sunday_school(r, dt):
    return f"""Недільна школа при парафії Успіння Пресвятої Богородиці — план занять, {dt:%m.%Y}
Група 8—11 років (веде Олена Коваленко, допомагає Тетяна Гнатюк)
1. {_dpl(dt)} — Притча про блудного сина; малюємо комікс.
2. {_dpl(dt + timedelta(days=7))} — Свято Трійці: звичаї, зелені свята, плетемо вінки.
3. {_dpl(dt + timedelta(days=14))} — Українські святі: Володимир і Ольга.
4. {_dpl(dt + timedelta(days=21))} — Підсумкове заняття, чай, нагородження.
Потрібно: папір А3, фломастери, зелені гілки (попросити пана Богдана).
"""


def t_parish_notice(r, dt):
    return f"""ОГОЛОШЕННЯ
Українська греко-католицька парафія Успіння Пресвятої Богородиці, вул. Медова 16, Варшава
{r.choice(['Збір допомоги для Харкова і Сум', 'Великодній кошик для родин у потребі'])}
Приймаємо: консерви, крупи, засоби гігієни, павербанки, ліхтарики, медичні аптечки.
Коли: суботи 10:00—13:00, {_dpl(dt)} — {_dpl(dt + timedelta(days=21))}, зал під храмом.
Контакт: Оксана Гнатюк, координаторка волонтерів, +48 5{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}
"""


def t_volunteer_report(r, dt):
    return f"""Звіт волонтерської групи парафії за {r.choice(['I квартал', 'квітень—травень'])} {dt.year}
Підготувала: Олена Коваленко ({_dpl(dt)})
- Видано продуктових наборів: {r.randint(120, 260)}; гігієнічних: {r.randint(60, 140)}
- Відправлено до Харкова: {r.randint(2, 5)} палети (генератори — 2, аптечки — 80)
- Пожертви на рахунок парафії: {_zl(r, 8000, 24000)}; витрати: {_zl(r, 6000, 20000)} (чеки — у скарбника)
- Недільна школа: {r.randint(14, 25)} дітей щонеділі
- Проблеми: бракує волонтерів у будні; склад протікає — повідомили адміністрацію
"""


def t_parish_minutes(r, dt):
    return f"""Протокол зборів парафіяльної громади від {_dpl(dt)}
Присутні: о. Петро Савчук, О. Гнатюк, О. Коваленко (секретар), ще {r.randint(12, 30)} осіб
1. Про відпустові свята у серпні — відповідальні: сестринство.
2. Волонтерський склад: графік, нові ключі — у Оксани і Олени.
3. Фінансовий звіт — О. Коваленко, підтверджено одноголосно.
4. Літній табір для дітей — подумати про співпрацю з Caritas.
Секретар: О. Коваленко
"""


def t_zbiorka(r, dt):
    rows = ["Data;Opis;Wpływy;Wydatki;Saldo"]
    bal = 0.0
    for _ in range(9):
        v = r.uniform(-2500, 3500)
        bal += v
        rows.append(f"{(dt - timedelta(days=r.randint(0, 60))):%d.%m.%Y};"
                    f"{r.choice(['taca - zbiórka na Charków', 'zakup generatora', 'Caritas - przelew', 'apteczki'])};"
                    f"{max(v, 0):.2f};{max(-v, 0):.2f};{bal:.2f}")
    return "\n".join(rows)


def t_fair(r, dt):
    return f"""Різдвяний ярмарок 2025 — підсумки ({_dpl(dt)})
Дата: 14.12.2025, зал парафії. Стенди: вареники, пампушки, вишиванки, дитячі роботи, книжки.
Виручка: {_zl(r, 9000, 16000)}; витрати на продукти: {_zl(r, 1500, 2800)}.
Усе на дитячий відпочинок для дітей з Харківщини (через фонд «Рідні»).
Дякуємо 26 волонтерам. Наступного року — більше місця для черги, термінал для карток.
"""


def t_carols(r, dt):
    return """Колядки — тексти для недільної школи
Нова радість стала, яка не бувала:
Над вертепом звізда ясна на весь світ засіяла.
Де Христос родився, з Діви воплотився,
Як чоловік пеленами убого повився.

Добрий вечір тобі, пане господарю, радуйся!
Ой радуйся, земле, Син Божий народився!
Застеляйте столи та все килимами, радуйся...
"""


def t_parish_mail(r, dt):
    return f"""From: Oksana Hnatiuk <oksana.hnatiuk@gmail.com>
To: olena.kovalenko88@gmail.com
Date: {dt:%a, %d %b %Y} 21:{r.randint(10, 59)}:00 +0200
Subject: Склад у суботу + звіт

Олено, привіт!
У суботу на складі будемо лише ми вдвох і пан Богдан — приходь о 9:30, приїде бус з Caritas.
І нагадую про звіт за квартал для о. Петра до неділі (таблиця пожертв у тебе).
Дякую тобі! Оксана
"""


# --------------------------------------------------------------------------- texts: travel, language, cooking, old


def t_pkp(r, dt):
    return f"""PKP Intercity - Bilet elektroniczny nr eIC{r.randint(10**8, 10**9 - 1)}
EIP 1{r.randint(300, 399)} "Pendolino"   Warszawa Centralna -> Kraków Główny
Odjazd: 15.08.2024 08:{r.randint(10, 50)}   Przyjazd: 15.08.2024 10:{r.randint(30, 59)}
Pasażerowie: 1 x normalny, 1 x ulgowy 37% (dziecko)   Wagon 4, miejsca 51, 53 (okno)
Cena: {_zl(r, 190, 260)}. Powrót: 18.08.2024 Kraków Główny -> Warszawa Centralna, EIP 1{r.randint(300, 399)}
Bilet imienny - okaż dokument tożsamości: {ME.upper()}
"""


def t_hotel(r, dt):
    return f"""Booking.com - Booking confirmation {r.randint(10**9, 10**10 - 1)}
Apartamenty Kazimierz, ul. Józefa 12, 31-056 Kraków
Check-in: Thursday 15 August 2024 (from 15:00)   Check-out: Sunday 18 August 2024 (until 11:00)
Guests: 1 adult, 1 child (9)   Studio apartment with kitchenette
Total price: PLN {r.randint(980, 1350)}.00 (paid at property)   PIN: {r.randint(1000, 9999)}
Guest: Olena Kovalenko
"""


def t_wieliczka(r, dt):
    return f"""Kopalnia Soli "Wieliczka" - bilet
Trasa Turystyczna, język: ukraiński, 16.08.2024 godz. 11:{r.choice(['00', '15', '30'])}
Bilet normalny x1, bilet ulgowy (dziecko) x1
Razem: {_zl(r, 190, 230)}   Nr rezerwacji: WL{r.randint(100000, 999999)}
Prosimy o przybycie 15 minut przed wejściem na trasę, Szyb Daniłowicza.
"""


def t_krakow_plan(r, dt):
    return """Краків 15—18 серпня — план
Чт: приїзд, Казимир, обід на Plac Nowy (запіканки!), Вісла ввечері
Пт: Величка — соляна шахта о 11:00 (квитки є), ввечері Rynek, Сукенниці
Сб: Вавель — замок і Смоча яма, дракон для Максима; Planty; морозиво в Good Lood
Нд: Muzeum Inżynierii Miejskiej (Максим хоче трамваї), поїзд о 16:40
Бюджет: ~1 800 zł разом з житлом.
"""


def t_pl_grammar(r, dt):
    return """Gramatyka języka polskiego - przypadki (ściąga)
Mianownik (kto? co?) - To jest Olena. Dopełniacz (kogo? czego?) - Nie ma Oleny.
Celownik (komu? czemu?) - Daję Olenie książkę. Biernik (kogo? co?) - Widzę Olenę.
Narzędnik (z kim? z czym?) - Idę z Oleną. Miejscownik (o kim? o czym?) - Mówię o Olenie.
Wołacz - Oleno! Uwaga: po liczebnikach 5+ dopełniacz liczby mnogiej: pięć faktur, dziesięć zeznań.
"""


def t_glossary(r, dt):
    rows = ["Polski;Українська;English"]
    for a, b, c in (("faktura korygująca", "коригуючий рахунок-фактура", "credit note"),
                    ("środki trwałe", "основні засоби", "fixed assets"), ("rozrachunki", "розрахунки", "settlements"),
                    ("zaliczka na podatek", "авансовий платіж податку", "tax advance"),
                    ("bilans otwarcia", "вступний баланс", "opening balance"),
                    ("należności", "дебіторська заборгованість", "receivables"),
                    ("zobowiązania", "кредиторська заборгованість", "liabilities"),
                    ("księga główna", "головна книга", "general ledger"),
                    ("sprawozdanie finansowe", "фінансова звітність", "financial statements"),
                    ("odsetki za zwłokę", "пеня", "late-payment interest"),
                    ("składka zdrowotna", "медичний внесок", "health contribution")):
        rows.append(f"{a};{b};{c}")
    return "\n".join(rows)


def t_pl_lesson(r, dt):
    return f"""Lekcja {r.randint(10, 30)} - rozmowa telefoniczna w urzędzie ({_dpl(dt)})
Dzień dobry, nazywam się Olena Kovalenko, dzwonię w sprawie mojego wniosku o pobyt czasowy.
Czy mogłabym prosić o informację, na jakim etapie jest sprawa? Numer sprawy to...
Przepraszam, czy może Pan powtórzyć wolniej? / Czy mogę przesłać brakujące dokumenty mailowo?
Słówka: termin - строк; uzupełnić braki - доповнити недоліки; pełnomocnictwo - довіреність; stawiennictwo - явка.
"""


def t_b1_sample(r, dt):
    return """Państwowy egzamin certyfikatowy z języka polskiego jako obcego - poziom B1 (przykładowy test)
Rozumienie ze słuchu - 3 zadania, 30 min. Rozumienie tekstów pisanych - 3 zadania, 45 min.
Poprawność gramatyczna - 3 zadania. Pisanie - list prywatny i oficjalny, 60 min. Mówienie - 15 min.
Zadanie 2. Przeczytaj ogłoszenie i zdecyduj, które zdania są prawdziwe (P), a które fałszywe (F).
"""


def t_b1_cert(r, dt):
    return f"""CERTYFIKAT ZNAJOMOŚCI JĘZYKA POLSKIEGO JAKO OBCEGO
Państwowa Komisja do spraw Poświadczania Znajomości Języka Polskiego jako Obcego
poświadcza, że OLENA KOVALENKO, ur. 23.11.1988 w Charkowie,
zdała egzamin na poziomie B1 ogólny z wynikiem {r.randint(68, 86)}%.
Miejsce egzaminu: Uniwersytet Warszawski, Centrum Polonicum. Data: {_dpl(dt)}.
Nr certyfikatu: B1/{r.randint(1000, 9999)}/2023
"""


def t_course_cert(r, dt):
    return f"""ZAŚWIADCZENIE
Fundacja Ocalenie zaświadcza, że Pani Olena Kovalenko ukończyła kurs języka polskiego dla osób z Ukrainy
na poziomie A2/B1 (120 godzin lekcyjnych) w okresie 10.2022 - 06.2023.
Lektorka: Magdalena Szymańska. Warszawa, {_dpl(dt)}
"""


def t_course_notes(r, dt):
    return f"""Курс польської, Fundacja Ocalenie — домашнє завдання {_dpl(dt)}
Napisz e-mail do właściciela mieszkania: zepsuła się pralka.
Szanowna Pani Barbaro, piszę, ponieważ od wczoraj nie działa pralka. Na ekranie widać błąd E18.
Czy mogłaby Pani wezwać serwis? Jestem w domu po 17:00. Z poważaniem, Olena.
Помилки: «zepsuła się» (не «zepsuł»), «wezwać» — з двома «w»?! — перевірити.
"""


RECIPES = {
    "borshch": ("Борщ червоний (мамин рецепт)", (
                "Бульйон на свинячих реберцях 1,5 год. Буряк (2 шт.) соломкою, тушкувати з оцтом і ложкою цукру. "
                "Картопля, капуста, засмажка з цибулі й моркви, томатна паста. В кінці — часник з салом, "
                "лавровий лист, кріп. Настояти 30 хв. Подавати зі сметаною і пампушками.")),
    "varenyky": ("Вареники з картоплею і грибами", (
                 "Тісто: 500 г борошна, 250 мл теплої води, 1 яйце, ложка олії, сіль. Начинка: пюре з 1 кг картоплі, "
                 "300 г печериць з цибулею. Варити 3—4 хв після спливання. Шкварки, цибулька.")),
    "syrnyky": ("Сирники на сніданок", (
                "500 г сиру (twaróg półtłusty — підходить!), 2 яйця, 3 ложки борошна, ложка цукру, "
                "ванілін. Сформувати, обваляти в борошні, смажити на малому вогні по 4 хв.")),
    "sernik": ("Sernik krakowski (od pani Ewy z pracy)", (
               "1 kg twarogu sernikowego z wiaderka, 6 jajek, 200 g cukru, 100 g masła, budyń waniliowy, "
               "skórka z cytryny. Spód kruchy. Piec 60 min w 170 st., studzić w uchylonym piekarniku.")),
    "pierogi": ("Pierogi ruskie - przepis Wojtka", (
                "Ciasto jak na pierogi, farsz: ziemniaki, twaróg, smażona cebula, pieprz. Ciekawe, że w Polsce "
                "'ruskie' = z Rusi (Galicja), nie rosyjskie. Podawać z cebulką i śmietaną.")),
    "napoleon": ("Торт Наполеон", (
                 "8 коржів на маргарині з листкового тіста, заварний крем: 1 л молока, 4 жовтки, 200 г цукру, "
                 "3 ложки борошна, 200 г масла. Просочити на ніч, обсипати крихтами.")),
    "holubtsi": ("Голубці ліниві", (
                 "Фарш 500 г, рис 150 г, капуста дрібно, цибуля, морква. Сформувати котлети, запікати "
                 "в томатно-сметанному соусі 40 хв при 180 градусах.")),
}


def t_recipe(key):
    def f(r, dt):
        title, body = RECIPES[key]
        return f"{title}\n\n{body}\n\nПорцій: {r.randint(4, 8)}. Записала {_dpl(dt)}.\n"
    return f


def t_old_bank(r, dt):
    rows = ["Дата;Опис;Сума, грн;Залишок"]
    bal = r.uniform(5000, 30000)
    for _ in range(12):
        v = r.uniform(-4000, 9000)
        bal += v
        rows.append(f"{(dt - timedelta(days=r.randint(0, 300))):%d.%m.%Y};"
                    f"{r.choice(['Зарплата ТОВ Харківмашторг', 'АТБ-маркет', 'Комунальні', 'Сільпо', 'Депозит'])};"
                    f"{v:.2f};{bal:.2f}")
    return "Виписка ПриватБанк, 2021, Коваленко О. М.\n" + "\n".join(rows)


def t_old_utilities(r, dt):
    rows = ["Місяць;Квартплата;Газ;Світло;Вода;Інтернет Triolan;Разом"]
    for m in range(1, 13):
        v = [r.randint(400, 700), r.randint(150, 1900), r.randint(300, 600), r.randint(150, 300), 200]
        rows.append(f"{m:02d}.2021;" + ";".join(map(str, v)) + f";{sum(v)}")
    return "Комуналка — квартира на Героїв Праці (оренда), 2021\n" + "\n".join(rows)


def t_old_health(r, dt):
    return f"""Аналізи {_dpl(dt)}, лабораторія «Сінево» Харків
Коваленко Олена, 32 р.
Загальний аналіз крові: гемоглобін {r.randint(112, 128)} г/л, лейкоцити {r.uniform(4.5, 7.5):.1f}
ТТГ {r.uniform(1.2, 3.5):.2f} мМО/л. Феритин {r.randint(12, 30)} нг/мл
Висновок ендокринолога: спостереження, УЗД щитовидної залози раз на рік.
"""


def t_old_kinder(r, dt):
    return f"""Дитячий садок № {r.randint(100, 300)}, м. Харків — пам'ятка для батьків, група «Сонечко»
Коваленко Максим. Оплата за харчування — до 10 числа, {r.randint(300, 600)} грн/міс.
Випускне свято {_dpl(dt)}, костюми: хлопчики — білі сорочки. Подарунок вихователям — скинутися по 200 грн.
"""


def t_odesa(r, dt):
    return """Одеса, липень 2021 — що взяти
Квитки Укрзалізниця Харків — Одеса, поїзд 64, купе, 12.07 → 22.07
Житло: Аркадія, квартира на Генуезькій, 900 грн/доба
Максимові: нарукавники, панамка, крем SPF 50
Дельфінарій «Немо», Ланжерон, Привоз за рибою, Потьомкінські сходи
"""


def t_old_workbook_pl(r, dt):
    return f"""TŁUMACZENIE POŚWIADCZONE Z JĘZYKA UKRAIŃSKIEGO
ZAŚWIADCZENIE nr {r.randint(10, 99)} z dnia 14.02.2022
TOV "Kharkivmashtorh", Charków, kod EDRPOU 3{r.randint(1000000, 9999999)}, zaświadcza, że Olena Kovalenko
była zatrudniona w spółce od 12.03.2012: na stanowisku księgowej, a od 01.09.2018 zastępcy głównego
księgowego. Zakres obowiązków: rozliczenia płac, VAT, sprawozdawczość finansowa.
Tłumacz przysięgły języka ukraińskiego Natalia Szymańska, Warszawa, {_dpl(dt)}
"""


def t_fair_stands(r, dt):
    rows = ["Стенд;Відповідальна;Що продаємо;Потрібно"]
    for s in ("Вареники", "Пампушки і пиріжки", "Вишиванки і прикраси", "Дитячі роботи", "Книжки", "Кава/чай"):
        rows.append(f"{s};{_ua_person(r)};{r.choice(['своє', 'пожертви', 'виготовили діти'])};"
                    f"{r.choice(['стіл, скатертина', 'термос, стакани', 'подовжувач', 'цінники'])}")
    return "Різдвяний ярмарок 14.12.2025 — розподіл стендів\n" + "\n".join(rows)


def t_sunday_games(r, dt):
    return """Ігри для недільної школи (8—11 років)
1. «Ноїв ковчег» — діти в парах показують тварин без слів, інші вгадують.
2. «Біблійна естафета» — скласти вірш із карток із перемішаними словами.
3. «Хто я?» — на спині картка з іменем біблійного героя, питання тільки «так/ні».
4. Великодня писанка з паперу — шаблони в папці, кольоровий папір, клей.
"""


def t_induction(r, dt):
    return """Amica PI6541NSTK - płyta indukcyjna, skrócona instrukcja
Blokada rodzicielska: przytrzymaj klawisz z kluczykiem 3 s. Funkcja Booster (P) - maks. 10 min.
Naczynia: dno ferromagnetyczne, średnica min. 12 cm. Komunikat F9: przegrzanie elektroniki - odczekaj.
Czyszczenie: skrobak do płyt ceramicznych, nie używać środków ściernych.
"""


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
            text = _nopl(content)
            assert text == _latin1(text), rel  # PDFs hold Latin script only
            return _pdf(text)
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

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def when(age: float):
        return NOW - timedelta(days=age)

    def phone(folder: str, bucket: str, topic: str, ages, prefix: str = "IMG_") -> None:
        for age in ages:
            dt = when(age)
            photo(f"{folder}/{prefix}{dt:%Y%m%d}_{hms()}.jpg", bucket, topic, age)

    def hms() -> str:
        return f"{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"

    def stamp(age: float):
        return when(age) + timedelta(seconds=r.randint(27_000, 79_000))

    def system(rel: str, age: float, data: bytes) -> None:
        add(rel, L, "System", age, data)

    ini = ("[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-{}\r\n"
           "IconResource=%SystemRoot%\\system32\\imageres.dll,-{}\r\n")
    thumbs = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 16 + b"\x3e\x00\x03\x00\xfe\xff\x09\x00"
    lock = (b"\x0fOlena Kovalenko" + b"\x20" * 39)[:54] + b"\x00" * 110

    D = "Dokumenty"
    # ------------------------------------------------------------ Dokumenty/Praca (Areas Work)
    w = f"{D}/Praca"
    add(f"{w}/Umowa o pracę - Olena Kovalenko.pdf", A, "Work", 885, t_umowa_o_prace)
    add(f"{w}/Aneks nr 2 - 2026.pdf", A, "Work", 170, t_aneks)
    add(f"{w}/Zakres obowiązków.docx", A, "Work", 880, t_zakres)
    add(f"{w}/Wniosek urlopowy lipiec 2026.docx", A, "Work", 15, t_urlop)
    add(f"{w}/BHP zaświadczenie 2025.pdf", A, "Work", 300, t_bhp)
    add(f"{w}/Checklista zamknięcia 04-2026.xlsx", A, "Work", 30, t_checklist_close)
    add(f"{w}/Klienci - terminy i kontakty.xlsx", A, "Work", 140, t_client_deadlines)
    for age in (48, 20, 6):
        add(f"{w}/Spotkania/{when(age):%Y-%m-%d} spotkanie zespołu.txt", A, "Work", age, t_meeting)
    add(f"{w}/Ocena roczna 2025.docx", A, "Work", 160, t_ocena)
    add(f"{w}/CV/CV_Olena_Kovalenko_EN.pdf", A, "Work", 60, t_cv)
    add(f"{w}/CV/CV_Olena_Kovalenko_PL.docx", A, "Work", 200, t_cv)
    add(f"{w}/Korekta JPK - mail od Agnieszki.eml", A, "Work", 25, t_work_mail)
    add(f"{w}/Materiały/KSeF - przewodnik 2026.pdf", R, "Work", 120, t_ksef)
    add(f"{w}/Materiały/Kalendarz podatkowy 2026.pdf", R, "Work", 150, t_kalendarz)
    add(f"{w}/Materiały/Stawki amortyzacyjne KŚT.pdf", R, "Work", 400, t_amortyzacja)
    add(f"{D}/Харків робота/Трудова книжка стор 1.jpg", X, "Work", 1400, "exif")
    add(f"{D}/Харків робота/Трудова книжка стор 2-3.jpg", X, "Work", 1400, "exif")
    add(f"{D}/Харків робота/Zaświadczenie Kharkivmashtorh - tłumaczenie.pdf", X, "Work", 1180, t_old_workbook_pl)

    # ------------------------------------------------------------ Dokumenty/Finanse (Areas Finance)
    f = f"{D}/Finanse"
    for i, age in enumerate((121, 93, 62, 32, 1), 1):
        add(f"{f}/PKO/Wyciąg 2026-{i:02d}.pdf", A, "Finance", age, t_pko)
        add(f"{f}/Paski wynagrodzeń/Pasek 2026-{i:02d}.pdf", A, "Finance", age + 1, t_pasek)
    for age in (70, 40, 10):
        add(f"{f}/monobank/виписка_{when(age):%Y_%m}.csv", A, "Finance", age, t_mono_csv)
    add(f"{f}/ПриватБанк 2025.xlsx", A, "Finance", 150, t_privat)
    for y, a11, a37 in ((2023, 850, 800), (2024, 485, 430), (2025, 120, 60)):
        add(f"{f}/PIT/{y}/PIT-11 {y}.pdf", A, "Finance", a11, t_pit11)
        add(f"{f}/PIT/{y}/PIT-37 {y} UPO.pdf", A, "Finance", a37, t_pit37)
    add(f"{f}/Бюджет 2026.xlsx", A, "Finance", 3, t_budget)
    add(f"{f}/ZUS 800+ informacja 2026.pdf", A, "Finance", 1, t_800)
    add(f"{f}/PPK przystąpienie.pdf", A, "Finance", 600, t_ppk)
    add(f"{f}/Lokata 6M PKO.pdf", A, "Finance", 90, t_lokata)

    # ------------------------------------------------------------ Dokumenty/ACCA (Projects ACCA, Resources ACCA)
    a = f"{D}/ACCA"
    add(f"{a}/2023 Exemptions confirmation.pdf", P, "ACCA", 1170, t_acca_exempt)
    for label, age, exam, done in (("Dec 2023", 890, "PM Performance Management", 2),
                                   ("Mar 2024", 800, "FR Financial Reporting", 3),
                                   ("Sep 2024", 620, "AA Audit and Assurance", 4),
                                   ("Mar 2025", 440, "FM Financial Management", 5),
                                   ("Sep 2025", 255, "TX-UK Taxation", 6)):
        add(f"{a}/Results/ACCA results {label}.pdf", P, "ACCA", age, t_acca_results(exam, done))
    add(f"{a}/Exam entry SBR June 2026.pdf", P, "ACCA", 130, t_acca_entry)
    add(f"{a}/Exam entry SBL September 2026.pdf", P, "ACCA", 20, t_acca_entry)
    add(f"{a}/Docket SBR 09.06.2026.pdf", P, "ACCA", 12, t_acca_docket)
    add(f"{a}/Your June 2026 exam docket is now available.eml", P, "ACCA", 14, t_acca_mail)
    add(f"{a}/Subscription receipt 2026.pdf", P, "ACCA", 150, t_acca_receipt)
    add(f"{a}/Kaplan invoice SBR.pdf", P, "ACCA", 160, t_kaplan_invoice)
    add(f"{a}/Plan nauki SBR.xlsx", P, "ACCA", 2, t_study_plan)
    for nm, age in (("IFRS 16", 40), ("IFRS 15", 33), ("Groups", 9)):
        add(f"{a}/SBR нотатки/{nm}.md", P, "ACCA", age, t_sbr_notes)
    add(f"{a}/SBR нотатки/Mock results.txt", P, "ACCA", 4, t_mock)
    add(f"{a}/PER log.xlsx", P, "ACCA", 45, t_per)
    add(f"{a}/Potwierdzenie rezerwacji SBR.png", P, "ACCA", 130, "")
    add(f"{a}/Materiały/SBR Study Text 2025-26 (Kaplan).pdf", R, "ACCA", 158,
        t_study_text("Kaplan Publishing - SBR INT Strategic Business Reporting Study Text 2025-26"))
    add(f"{a}/Materiały/SBL Study Text (BPP).pdf", R, "ACCA", 60,
        t_study_text("BPP Learning Media - SBL Strategic Business Leader Workbook"))
    add(f"{a}/Materiały/Technical articles/APMs.pdf", R, "ACCA", 210, t_acca_article)
    add(f"{a}/Materiały/Technical articles/IFRS 18.pdf", R, "ACCA", 95, t_acca_article)
    system(f"{a}/~$an nauki SBR.xlsx", 2, lock)

    # ------------------------------------------------------------ residence permit renewal (Projects Immigration)
    k = f"{D}/Karta pobytu 2026"
    add(f"{k}/Wniosek - Olena (MOS).pdf", P, "Immigration", 48, t_wniosek("me"))
    add(f"{k}/Wniosek - Maksym (MOS).pdf", P, "Immigration", 48, t_wniosek("son"))
    add(f"{k}/Załącznik nr 1 - Bilans-Pro.pdf", P, "Immigration", 50, t_zal1)
    add(f"{k}/UPO - Olena.pdf", P, "Immigration", 48, t_upo)
    add(f"{k}/UPO - Maksym.pdf", P, "Immigration", 48, t_upo)
    add(f"{k}/Opłata skarbowa 440 zł.pdf", P, "Immigration", 47, t_oplata("me"))
    add(f"{k}/Opłata skarbowa 340 zł - Maksym.pdf", P, "Immigration", 47, t_oplata("son"))
    add(f"{k}/Wezwanie MUW - odciski 16.06.pdf", P, "Immigration", 9, t_wezwanie)
    add(f"{k}/Decyzja 2023 - kopia.pdf", P, "Immigration", 49, t_decyzja)
    add(f"{k}/Zaświadczenie o zatrudnieniu 05-2026.pdf", P, "Immigration", 5, t_zasw_zatr)
    add(f"{k}/ZUS RMUA 04-2026.pdf", P, "Immigration", 20, t_rmua)
    add(f"{k}/umowa najmu.pdf", P, "Immigration", 50, t_lease(ADDR.split(", ")[0], "Tomasz Kamiński",
                                                              "3 000", "01.07.2024"))
    add(f"{k}/paszport - wszystkie strony.pdf", P, "Immigration", 50, t_mrz("me"))
    add(f"{k}/paszport Maksym.pdf", P, "Immigration", 50, t_mrz("son"))
    add(f"{k}/Що потрібно - список.txt", P, "Immigration", 2, t_karta_checklist)
    photo(f"{k}/zdjęcie 35x45.jpg", P, "Immigration", 8)

    # ------------------------------------------------------------ identity papers (Areas Immigration)
    u = f"{D}/Документи"
    add(f"{u}/Закордонний паспорт - Олена.pdf", A, "Immigration", 700, t_mrz("me"))
    add(f"{u}/Закордонний паспорт - Максим.pdf", A, "Immigration", 790, t_mrz("son"))
    add(f"{u}/Диплом ХНЕУ - апостиль.pdf", A, "Immigration", 1460, t_apostille)
    add(f"{u}/Диплом - tłumaczenie przysięgłe.pdf", A, "Immigration", 1380, t_tlumaczenie("diploma"))
    add(f"{u}/Свідоцтво про народження Максима - tłumaczenie.pdf", A, "Immigration", 1500, t_tlumaczenie("birth"))
    add(f"{u}/Де оригінали.txt", A, "Immigration", 45, t_originals)
    photo(f"{u}/Karta pobytu 2023 - awers rewers.jpg", A, "Immigration", 960)

    # ------------------------------------------------------------ 2022 temporary protection (Archive Immigration)
    o = f"{D}/2022 PESEL UKR"
    add(f"{o}/Wniosek PESEL UKR - Olena.pdf", X, "Immigration", 1535, t_pesel_ukr)
    add(f"{o}/Zaświadczenie PESEL - Olena.pdf", X, "Immigration", 1533, t_pesel_zasw("me"))
    add(f"{o}/Zaświadczenie PESEL - Maksym.pdf", X, "Immigration", 1533, t_pesel_zasw("son"))
    add(f"{o}/Powiadomienie PUP 2022.pdf", X, "Immigration", 1368, t_powiadomienie)

    # ------------------------------------------------------------ parents' house repair (Projects Family)
    m = f"{D}/Мама і тато/Ремонт будинку 2026"
    add(f"{m}/Кошторис дах - Литвиненко.xlsx", P, "Family", 118, t_roof_estimate)
    add(f"{m}/Кошторис вікна - ВікнаПласт.docx", P, "Family", 115, t_windows_estimate)
    add(f"{m}/Порівняння кошторисів.xlsx", P, "Family", 104, t_compare_estimates)
    add(f"{m}/Договір підряду.docx", P, "Family", 96, t_contract_builder)
    system(f"{m}/~$говір підряду.docx", 96, lock)
    add(f"{m}/Перекази на ремонт.xlsx", P, "Family", 6, t_transfers_log)
    for age in (116, 90, 62, 35):
        add(f"{m}/Wise/Wise receipt {when(age):%Y-%m-%d}.pdf", P, "Family", age, t_wise)
    add(f"{m}/Акт обстеження.docx", P, "Family", 125, t_akt)
    add(f"{m}/єВідновлення статус.txt", P, "Family", 30, t_evidnovlennia)
    add(f"{m}/Матеріали.txt", P, "Family", 100, t_materials)
    add(f"{m}/Контакти.txt", P, "Family", 110, t_builder_contacts)
    add(f"{m}/Розмова з татом {when(111):%Y-%m-%d}.txt", P, "Family", 111, t_dad_call)
    phone(f"{m}/Фото пошкоджень", P, "Family", (134, 134, 134, 133, 133, 128))
    phone(f"{m}/Фото ремонт", P, "Family", (44, 38, 21, 19))
    add(f"{D}/Мама і тато/Ліки батькам.txt", A, "Family", 70, t_parents_meds)
    add(f"{D}/Мама і тато/Батькам 2025.xlsx", A, "Family", 160, t_parents_money)

    # ------------------------------------------------------------ current flat (Areas Home)
    h = f"{D}/Mieszkanie Ogrodowa"
    add(f"{h}/Umowa najmu Ogrodowa 2024.pdf", A, "Home", 707, t_lease(ADDR.split(", ")[0], "Tomasz Kamiński",
                                                                       "3 000", "01.07.2024"))
    add(f"{h}/Aneks nr 1 2025.pdf", A, "Home", 340, t_rent_aneks)
    add(f"{h}/Protokół zdawczo-odbiorczy 2024.pdf", A, "Home", 700, t_protokol(ADDR, "Tomasz Kamiński"))
    for age in (125, 64, 3):
        add(f"{h}/Rachunki/PGE {when(age):%Y-%m}.pdf", A, "Home", age, t_pge)
    for age in (40, 10):
        add(f"{h}/Rachunki/Orange {when(age):%Y-%m}.pdf", A, "Home", age, t_orange)
    add(f"{h}/Czynsz i media 2025.xlsx", A, "Home", 155, t_rent_log)
    add(f"{h}/Czynsz i media 2026.xlsx", A, "Home", 5, t_rent_log)
    add(f"{h}/PZU Dom polisa 2026.pdf", A, "Home", 150, t_pzu)
    add(f"{h}/Instrukcje/Pralka Bosch WAN2828KPL.pdf", R, "Home", 690, t_manual)
    add(f"{h}/Instrukcje/Płyta indukcyjna Amica.pdf", R, "Home", 690, t_induction)

    # ------------------------------------------------------------ the move to Ursus (Projects Home)
    n = f"{D}/Nowe mieszkanie 2026"
    add(f"{n}/Ogłoszenie Ursus Gierdziejewskiego.txt", P, "Home", 62, t_listing)
    add(f"{n}/Porównanie mieszkań.xlsx", P, "Home", 52, t_compare_flats)
    add(f"{n}/Umowa najmu okazjonalnego - projekt.docx", P, "Home", 30, t_najem_okaz)
    system(f"{n}/~$owa najmu okazjonalnego - projekt.docx", 1, lock)
    add(f"{n}/Re_ Mieszkanie Gierdziejewskiego - umowa.eml", P, "Home", 29, t_landlord_mail)
    add(f"{n}/Notariusz - informacja.pdf", P, "Home", 18, t_notarial)
    add(f"{n}/Zgoda Kasia - lokal Pruszków.docx", P, "Home", 16, t_consent)
    add(f"{n}/Kaucja - potwierdzenie.pdf", P, "Home", 24, t_kaucja)
    add(f"{n}/Przeprowadzka - oferta.pdf", P, "Home", 12, t_movers)
    add(f"{n}/Переїзд список.txt", P, "Home", 4, t_moving_list)
    add(f"{n}/Wypowiedzenie Ogrodowa.docx", P, "Home", 3, t_notice)
    add(f"{n}/IKEA кошик.txt", P, "Home", 8, t_ikea)
    phone(f"{n}/Oglądanie {when(51):%Y-%m-%d}", P, "Home", (51, 51, 51, 51))
    add(f"{n}/plan mieszkania.png", P, "Home", 50, "")

    # ------------------------------------------------------------ the Grochów flat (Archive Home)
    g = f"{D}/Mieszkanie Grochowska 2022-2024"
    add(f"{g}/umowa najmu.pdf", X, "Home", 1520, t_lease(ADDR_OLD.split(", ")[0], "Barbara Lis", "1 200", "01.04.2022"))
    add(f"{g}/Protokół Grochowska.pdf", X, "Home", 1519, t_protokol(ADDR_OLD, "Barbara Lis"))
    add(f"{g}/Zwrot kaucji 2024.pdf", X, "Home", 701, t_old_flat_return)
    add(f"{g}/Хто що платить.txt", X, "Home", 1400, t_old_flat_list)

    # ------------------------------------------------------------ Maksym's schools (Areas School)
    s = f"{D}/Szkoła Maksym"
    add(f"{s}/SP73 - zgłoszenie 2024.pdf", A, "School", 720, t_school_form)
    add(f"{s}/Świadectwo klasa 3 2024.pdf", A, "School", 705, t_swiadectwo)
    add(f"{s}/Świadectwo klasa 4 2025.pdf", A, "School", 340, t_swiadectwo)
    add(f"{s}/Librus - wycieczka Kampinos.txt", A, "School", 13, t_librus)
    add(f"{s}/Збори батьків травень.txt", A, "School", 18, t_parent_meeting)
    add(f"{s}/Basen semestr letni 2026.pdf", A, "School", 110, t_basen)
    add(f"{s}/Praca domowa - opis przeżyć.docx", A, "School", 75, t_homework)
    add(f"{s}/МУШ/Заява МУШ 2025.docx", A, "School", 280, t_mush_contract)
    add(f"{s}/МУШ/Графік атестацій 2026.docx", A, "School", 35, t_mush_schedule)
    add(f"{s}/Plan lekcji 5b.png", A, "School", 270, "")

    # ------------------------------------------------------------ health (Areas Health)
    z = f"{D}/Zdrowie"
    add(f"{z}/Medicover pakiet 2024.pdf", A, "Health", 520, t_pakiet)
    add(f"{z}/Wyniki 2025-10 morfologia.pdf", A, "Health", 225, t_morfologia)
    add(f"{z}/Wyniki 2026-03 morfologia.pdf", A, "Health", 75, t_morfologia)
    add(f"{z}/e-recepta Tardyferon.pdf", A, "Health", 72, t_erecepta)
    add(f"{z}/Skierowanie USG tarczycy.pdf", A, "Health", 72, t_skierowanie)
    add(f"{z}/Maksym/Karta szczepień - tłumaczenie.pdf", A, "Health", 1000, t_vaccines)
    add(f"{z}/Maksym/Bilans 10-latka.pdf", A, "Health", 560, t_bilans)
    add(f"{z}/Maksym/Dental Kids faktura 2026-02.pdf", A, "Health", 100, t_dentist)

    # ------------------------------------------------------------ the parish (Community)
    c = f"{D}/Парафія"
    add(f"{c}/Графік чергувань травень 2026.xlsx", A, "Community", 35, t_rota)
    add(f"{c}/Графік чергувань червень 2026.xlsx", A, "Community", 4, t_rota)
    add(f"{c}/Список родин - видача квітень.xlsx", A, "Community", 45, t_aid_list)
    add(f"{c}/Недільна школа - план червень.docx", A, "Community", 6, t_sunday_school)
    add(f"{c}/Оголошення - збір для Харкова.docx", A, "Community", 58, t_parish_notice)
    add(f"{c}/Звіт волонтерів Q1 2026.docx", A, "Community", 55, t_volunteer_report)
    add(f"{c}/Протокол зборів 2026-03.docx", A, "Community", 70, t_parish_minutes)
    add(f"{c}/Zbiórka na Charków - rozliczenie.xlsx", A, "Community", 40, t_zbiorka)
    add(f"{c}/Склад у суботу + звіт.eml", A, "Community", 9, t_parish_mail)
    add(f"{c}/Колядки.docx", R, "Community", 530, t_carols)
    add(f"{c}/Ігри для недільної школи.docx", R, "Community", 240, t_sunday_games)
    y = f"{c}/Різдвяний ярмарок 2025"
    add(f"{y}/Підсумки.docx", X, "Community", 165, t_fair)
    add(f"{y}/Розподіл стендів.xlsx", X, "Community", 180, t_fair_stands)
    add(f"{y}/Афіша ярмарку.png", X, "Community", 190, "")
    phone(y, X, "Community", (169, 169))

    # ------------------------------------------------------------ Kraków 2024 (Archive Travel)
    t = f"{D}/Kraków 2024"
    add(f"{t}/Bilet PKP Warszawa-Kraków.pdf", X, "Travel", 700, t_pkp)
    add(f"{t}/Booking Apartamenty Kazimierz.pdf", X, "Travel", 720, t_hotel)
    add(f"{t}/Wieliczka bilety.pdf", X, "Travel", 690, t_wieliczka)
    add(f"{t}/План поїздки.txt", X, "Travel", 665, t_krakow_plan)

    # ------------------------------------------------------------ Polish (Resources / Archive Language)
    pl = f"{D}/Polski"
    add(f"{pl}/Przypadki - ściąga.pdf", R, "Language", 1200, t_pl_grammar)
    add(f"{pl}/Słownik księgowy PL-UA-EN.xlsx", R, "Language", 1100, t_glossary)
    add(f"{pl}/Lekcja 14 - telefon do urzędu.docx", R, "Language", 900, t_pl_lesson)
    add(f"{pl}/B1 przykładowy test.pdf", R, "Language", 1130, t_b1_sample)
    add(f"{pl}/Kurs Ocalenie 2022-2023/Zaświadczenie ukończenia.pdf", X, "Language", 1070, t_course_cert)
    add(f"{pl}/Kurs Ocalenie 2022-2023/Praca domowa 11.docx", X, "Language", 1400, t_course_notes)
    add(f"{pl}/Kurs Ocalenie 2022-2023/Certyfikat B1 2023.pdf", X, "Language", 1000, t_b1_cert)

    # ------------------------------------------------------------ recipes, ebooks
    for nm, key, age in (("Борщ.docx", "borshch", 1300), ("Вареники.txt", "varenyky", 1200),
                         ("Сирники.txt", "syrnyky", 800), ("Sernik krakowski.docx", "sernik", 400),
                         ("Pierogi ruskie.txt", "pierogi", 600)):
        add(f"{D}/Рецепти/{nm}", R, "Cooking", age, t_recipe(key))
    for title, author, lang, fn, age in (
            ("Інтернат", "Сергій Жадан", "uk", "Жадан - Інтернат.epub", 1100),
            ("Ворошиловград", "Сергій Жадан", "uk", "Жадан - Ворошиловград.epub", 900),
            ("Felix Austria", "Софія Андрухович", "uk", "Андрухович - Felix Austria.epub", 700),
            ("Bieguni", "Olga Tokarczuk", "pl", "Tokarczuk - Bieguni.epub", 500),
            ("Atomic Habits", "James Clear", "en", "Clear - Atomic Habits.epub", 300)):
        add(f"{D}/Книги/{fn}", R, "Books", age, _epub(title, author, lang, f"{title}. {author}. Розділ 1."))

    # ------------------------------------------------------------ Pobrane (the downloads mess)
    b = "Pobrane"
    add(f"{b}/dokument.pdf", A, "Finance", 122, t_pit11, hard=True)
    add(f"{b}/dokument (1).pdf", A, "Health", 74, t_morfologia, hard=True)
    add(f"{b}/dokument (2).pdf", A, "Finance", 1, t_800, hard=True)
    add(f"{b}/dokument (3).pdf", P, "Immigration", 5, t_zasw_zatr, hard=True)
    add(f"{b}/dokument (4).pdf", P, "Home", 18, t_notarial, hard=True)
    add(f"{b}/dokument (5).pdf", A, "Health", 519, t_pakiet, hard=True)
    add(f"{b}/Скан_001.pdf", A, "Immigration", 1455, t_apostille, hard=True)
    add(f"{b}/Скан_002.pdf", A, "Immigration", 1378, t_tlumaczenie("birth"), hard=True)
    add(f"{b}/Скан_003.pdf", A, "Home", 706, t_lease(ADDR.split(", ")[0], "Tomasz Kamiński", "3 000", "01.07.2024"),
        hard=True)
    add(f"{b}/Скан_004.pdf", X, "Immigration", 1534, t_pesel_ukr, hard=True)
    add(f"{b}/download.pdf", R, "Work", 119, t_ksef, hard=True)
    add(f"{b}/download (1).pdf", R, "ACCA", 94, t_acca_article, hard=True)
    add(f"{b}/download (2).pdf", R, "Language", 1128, t_b1_sample, hard=True)
    add(f"{b}/file.pdf", P, "Family", 89, t_wise, hard=True)
    add(f"{b}/attachment.pdf", P, "Home", 12, t_movers, hard=True)
    add(f"{b}/Potwierdzenie_operacji.pdf", P, "Immigration", 47, t_oplata("me"), hard=True)
    add(f"{b}/Potwierdzenie_operacji (1).pdf", P, "Home", 24, t_kaucja, hard=True)
    add(f"{b}/Faktura_FV_2026_02.pdf", A, "Health", 100, t_dentist, hard=True)
    add(f"{b}/faktura (1).pdf", A, "Home", 64, t_pge, hard=True)
    add(f"{b}/Informacja.pdf", A, "Finance", 599, t_ppk, hard=True)
    add(f"{b}/zaswiadczenie.pdf", A, "Work", 299, t_bhp, hard=True)
    add(f"{b}/pismo.pdf", P, "ACCA", 1169, t_acca_exempt, hard=True)
    add(f"{b}/receipt.pdf", P, "ACCA", 149, t_acca_receipt, hard=True)
    add(f"{b}/invoice.pdf", P, "ACCA", 161, t_kaplan_invoice, hard=True)
    add(f"{b}/confirmation.pdf", X, "Travel", 721, t_hotel, hard=True)
    add(f"{b}/wniosek.docx", A, "School", 281, t_mush_contract, hard=True)
    add(f"{b}/Документ.docx", P, "Family", 97, t_contract_builder, hard=True)
    add(f"{b}/Без назви.docx", A, "Community", 34, t_sunday_school, hard=True)
    add(f"{b}/plik.docx", P, "Home", 29, t_najem_okaz, hard=True)
    add(f"{b}/Arkusz1.xlsx", P, "Home", 53, t_compare_flats, hard=True)
    add(f"{b}/export.csv", A, "Finance", 100, t_mono_csv, hard=True)
    add(f"{b}/tabela.xlsx", P, "ACCA", 46, t_per, hard=True)
    add(f"{b}/wiadomość.eml", A, "Work", 24, t_work_mail, hard=True)
    add(f"{b}/bilet.pdf", X, "Travel", 701, t_pkp)
    add(f"{b}/PIT-37 2025 UPO.pdf", A, "Finance", 60, t_pit37)
    add(f"{b}/SBR_Specimen_exam_2026.pdf", R, "ACCA", 170,
        t_study_text("ACCA SBR INT Specimen exam - applicable from September 2025"))
    add(f"{b}/wzor-umowy-najmu-okazjonalnego.docx", P, "Home", 58, t_najem_okaz)
    add(f"{b}/Zadanie_matematyka_kl5.docx", A, "School", 26,
        f"Matematyka - klasa 5b, zadanie domowe\n{SON}\n1. Oblicz: 3/4 + 5/6 = ...\n"
        "2. Pole prostokąta 12 cm x 7,5 cm.\n"
        "3. Zadanie tekstowe: Ola kupiła 3 zeszyty po 4,20 zł i długopis za 2,80 zł. Ile zapłaciła?\n")
    add(f"{b}/Tokarczuk - Księgi Jakubowe.epub", R, "Books", 420,
        _epub("Księgi Jakubowe", "Olga Tokarczuk", "pl", "Wielka podróż przez siedem granic, pięć języków."))
    add(f"{b}/przepis-sernik-z-brzoskwiniami.pdf", R, "Cooking", 330,
        "Sernik z brzoskwiniami na zimno\n500 g twarogu, 250 ml smietanki 30%, 3 lyzeczki zelatyny,\n"
        "100 g cukru pudru,\n"
        "puszka brzoskwin, galaretka brzoskwiniowa, biszkopty na spod. Chlodzic 4 godziny.\n")
    for nm, head, age in (("ChromeSetup.exe", b"MZ\x90\x00", 900), ("ViberSetup.exe", b"MZ\x90\x00", 880),
                          ("tsetup-x64.5.12.3.exe", b"MZ\x90\x00", 60),
                          ("AcroRdrDC2400120643_pl_PL.exe", b"MZ\x90\x00", 400),
                          ("LibreOffice_24.8.4_Win_x86-64.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 300),
                          ("EUSignWebInstall.exe", b"MZ\x90\x00", 210), ("ZoomInstallerFull.exe", b"MZ\x90\x00", 640)):
        add(f"{b}/{nm}", R, "Software", age, _blob(r, head, 2500))
    system(f"{b}/SBR_Kaplan_Exam_Kit_2026.pdf.crdownload", 0.2, b"%PDF-1.6\n" + r.randbytes(700))
    system(f"{b}/Niepotwierdzony 551203.crdownload", 3, r.randbytes(900))
    system(f"{b}/LibreOffice_25.2.3_Win_x86-64.msi.part", 1, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + r.randbytes(800))
    system(f"{b}/desktop.ini", 1400, ini.format(21798, 184).encode("utf-16"))

    tg = f"{b}/Telegram Desktop"
    add(f"{tg}/document.pdf", R, "ACCA", 80,
        t_study_text("SBR revision notes - shared by the Warsaw ACCA study group"), hard=True)
    add(f"{tg}/document (1).pdf", A, "School", 339, t_swiadectwo, hard=True)
    add(f"{tg}/Розклад.docx", A, "School", 36, t_mush_schedule, hard=True)
    add(f"{tg}/file_12.xlsx", P, "Family", 119, t_roof_estimate, hard=True)
    add(f"{tg}/SBR_mock_2_answers.pdf", R, "ACCA", 30,
        t_study_text("SBR Mock exam 2 - suggested answers (tutor: M. Ellis)"))
    add(f"{tg}/Кошторис_вікна_final.docx", P, "Family", 105, t_windows_estimate)
    for age in (150, 88, 41):
        photo(f"{tg}/photo_{stamp(age):%Y-%m-%d_%H-%M-%S}.jpg", R, "Photos", age)

    # ------------------------------------------------------------ ViberDownloads
    v = f"{D}/ViberDownloads"
    add(f"{v}/Документ.docx", P, "Family", 124, t_akt, hard=True)
    add(f"{v}/Список.xlsx", A, "Community", 44, t_aid_list, hard=True)
    add(f"{v}/scan.pdf", A, "School", 12, t_trip_consent, hard=True)
    add(f"{v}/Розклад (1).docx", A, "Community", 36, t_rota, hard=True)
    add(f"{v}/0-02-05-7f3a91c2d4e85b6a.docx", A, "Family", 68, t_parents_meds, hard=True)
    add(f"{v}/0-02-05-c9e14b0a77d2f318.xlsx", A, "Family", 150, t_parents_money, hard=True)
    add(f"{v}/Кошторис.xlsx", P, "Family", 119, t_roof_estimate)
    for age in (134, 134, 133):
        photo(f"{v}/viber_image_{stamp(age):%Y-%m-%d_%H-%M-%S}-{r.randint(100, 999)}.jpg", P, "Family", age)
    for age in (27, 16):
        photo(f"{v}/viber_image_{stamp(age):%Y-%m-%d_%H-%M-%S}-{r.randint(100, 999)}.jpg", R, "Photos", age)

    # ------------------------------------------------------------ Pulpit
    k2 = "Pulpit"
    add(f"{k2}/Nowy dokument tekstowy.txt", P, "Home", 4, t_moving_list, hard=True)
    add(f"{k2}/Nowy dokument tekstowy (2).txt", R, "Language", 880, t_pl_lesson, hard=True)
    add(f"{k2}/Nowy dokument tekstowy (3).txt", P, "Home", 8, t_ikea, hard=True)
    add(f"{k2}/Новий текстовий документ.txt", P, "Family", 57, t_dad_call, hard=True)
    add(f"{k2}/Новий текстовий документ (2).txt", A, "Health", 71, t_health_note, hard=True)
    add(f"{k2}/Dokument1.docx", A, "Work", 15, t_urlop, hard=True)
    add(f"{k2}/Nowy Arkusz programu Microsoft Excel.xlsx", A, "Finance", 3, t_budget, hard=True)
    add(f"{k2}/Документ Microsoft Word.docx", A, "Community", 54, t_volunteer_report, hard=True)
    add(f"{k2}/notatki.txt", P, "ACCA", 7, t_sbr_notes, hard=True)
    add(f"{k2}/do zrobienia.txt", P, "Immigration", 1, t_karta_checklist, hard=True)
    add(f"{k2}/Zrzut ekranu {when(2):%Y-%m-%d} 214512.png", R, "Photos", 2, "")
    system(f"{k2}/desktop.ini", 1400, ini.format(21769, 183).encode("utf-16"))

    # ------------------------------------------------------------ Skany (home scanner) and loose Dokumenty
    sk = f"{D}/Skany"
    for nm, bucket, topic, age, fn in (
            ("scan0007.pdf", A, "Immigration", 1380, t_tlumaczenie("diploma")),
            ("scan0008.pdf", A, "Health", 1000, t_vaccines),
            ("scan0009.pdf", A, "Home", 700, t_protokol(ADDR, "Tomasz Kamiński")),
            ("scan0011.pdf", X, "Immigration", 1530, t_pesel_zasw("me")),
            ("scan0012.pdf", A, "Immigration", 1005, t_decyzja),
            ("scan0013.pdf", A, "Work", 884, t_umowa_o_prace),
            ("scan0014.pdf", P, "Home", 15, t_consent),
            ("scan0015.pdf", X, "Home", 700, t_old_flat_return),
            ("scan0016.pdf", X, "Language", 999, t_b1_cert),
            ("scan0017.pdf", P, "Immigration", 50, t_zal1)):
        add(f"{sk}/{nm}", bucket, topic, age, fn, hard=True)
    add(f"{D}/Nowy dokument.docx", A, "Community", 69, t_parish_minutes, hard=True)
    add(f"{D}/Bez tytułu.xlsx", A, "School", 22, t_tutor, hard=True)
    add(f"{D}/tekst.txt", X, "Immigration", 1500, t_diia_pl, hard=True)
    system(f"{D}/desktop.ini", 1400, ini.format(21770, 112).encode("utf-16"))

    # ------------------------------------------------------------ Obrazy
    ob = "Obrazy"
    phone(f"{ob}/Z telefonu/2025-12", R, "Photos", (160, 159, 159, 152))
    phone(f"{ob}/Z telefonu/2026-03", R, "Photos", (88, 83, 70, 63))
    phone(f"{ob}/Z telefonu/2026-05", R, "Photos", (30, 24, 17, 9))
    for age in (140, 97, 66, 43, 22, 11):
        add(f"{ob}/Zrzuty ekranu/Zrzut ekranu {when(age):%Y-%m-%d} {hms()}.png",
            R, "Photos", age, "")
    for age in (210, 205, 120):
        photo(f"{ob}/Od Iryny/IMG_{r.randint(4000, 6999)}.HEIC", R, "Photos", age)
    for nm, age in (("Maksym - zakończenie roku 2025.jpg", 340), ("Maksym basen.jpg", 200),
                    ("Jasełka 2025.jpg", 165)):
        photo(f"{ob}/Maksym/{nm}", R, "Photos", age)
    for age in (77, 29):
        photo(f"{ob}/Camera Roll/WIN_{when(age):%Y%m%d}_{r.randint(10, 21)}_{r.randint(10, 59)}_"
              f"{r.randint(10, 59)}_Pro.jpg", R, "Photos", age)
    phone(f"{ob}/Kraków 2024", X, "Travel", (655, 655, 654, 654, 653, 652))
    system(f"{ob}/Kraków 2024/Thumbs.db", 650, thumbs + r.randbytes(400))
    system(f"{ob}/Z telefonu/2026-03/Thumbs.db", 60, thumbs + r.randbytes(400))
    system(f"{ob}/desktop.ini", 1400, ini.format(21779, 113).encode("utf-16"))

    # ------------------------------------------------------------ Muzyka (ACCA podcasts)
    for nm, title, age in (("SBR technical podcast - IFRS 16.mp3", "SBR technical: IFRS 16 leases", 140),
                           ("SBL - how to pass.mp3", "SBL: how to pass, examiner's tips", 50)):
        add(f"Muzyka/ACCA podcasts/{nm}", R, "ACCA", age, _id3(r, title, "ACCA", "ACCA Podcasts"))
    system("Muzyka/desktop.ini", 1400, ini.format(21790, 108).encode("utf-16"))

    # ------------------------------------------------------------ copy of the old Kharkiv laptop (Archive)
    hk = "Копія ноутбука Харків 2022"
    md = f"{hk}/Мої документи"
    for nm, fn, age in (("Баланс 2021.xlsx", t_old_balance, 1560), ("Декларація ПДВ 12.2021.xlsx", t_old_vat, 1600),
                        ("Зарплата лютий 2022.xlsx", t_old_salary, 1555),
                        ("Накази/Наказ відпустка.docx", t_old_work_contract_ua, 1700),
                        ("Накази/Наказ інвентаризація.docx", t_old_inventory, 1640),
                        ("Договори/Договір поставки 118.docx", t_old_supplier, 1800),
                        ("Листи/Акт звірки лист.docx", t_old_letter, 1600),
                        ("Звіт ПДВ 11.2021.csv", t_old_vat, 1630)):
        add(f"{md}/Робота ХМТ/{nm}", X, "Work", age, fn)
    add(f"{md}/Резюме Коваленко.docx", X, "Work", 2100, t_old_cv)
    add(f"{md}/Особисте/Виписка Приват 2021.xlsx", X, "Finance", 1580, t_old_bank)
    add(f"{md}/Особисте/Комуналка 2021.xlsx", X, "Home", 1580, t_old_utilities)
    add(f"{md}/Особисте/Аналізи 2021.docx", X, "Health", 1750, t_old_health)
    add(f"{md}/Максим/Садочок пам'ятка.docx", X, "School", 1850, t_old_kinder)
    add(f"{md}/Рецепти/Торт Наполеон.docx", X, "Cooking", 2300, t_recipe("napoleon"))
    add(f"{md}/Рецепти/Голубці.docx", X, "Cooking", 2000, t_recipe("holubtsi"))
    add(f"{md}/Документ1.docx", X, "Health", 1760, t_old_health, hard=True)
    add(f"{md}/Лист1.xlsx", X, "Finance", 1590, t_old_bank, hard=True)
    rs = f"{hk}/Робочий стіл"
    add(f"{rs}/Новий документ Microsoft Word.docx", X, "Work", 1570, t_old_letter, hard=True)
    add(f"{rs}/Документ.docx", X, "Work", 1620, t_old_work_contract_ua, hard=True)
    add(f"{rs}/Новий текстовий документ.txt", X, "Travel", 1790, t_odesa, hard=True)
    add(f"{rs}/Книга1.xlsx", X, "Home", 1600, t_old_utilities, hard=True)
    add(f"{hk}/Завантаження/файл.docx", X, "School", 1840, t_old_kinder, hard=True)
    phone(f"{hk}/Фото 2019", X, "Photos", (2510, 2400, 2380, 2300))
    system(f"{hk}/Фото 2019/Thumbs.db", 2290, thumbs + r.randbytes(400))
    phone(f"{hk}/Фото 2021 Одеса", X, "Travel", (1780, 1778, 1775))

    return items
