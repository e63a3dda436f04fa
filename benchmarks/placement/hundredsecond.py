"""A hundred-and-second unseen labelled corpus: the Moroz family's shared laptop, ``build(root, seed)``, written blind.

What was read to write it: ``benchmarks/placement/unseen.py`` lines 1-220 (its docstring and the helpers
``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``) and lines
1296-1360 (the ``write`` / ``encode`` / ``add`` / ``dot`` / ``photo`` helpers at the start of its ``build()``);
``benchmarks/placement/corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and its ``_pdf`` and
``_jpeg``; ``benchmarks/placement/blind.py`` lines 74-81 (``_d``, ``_money``), ``_docx``, ``HEIC_HEAD`` and
``_png``. Slips, said exactly: printing corpus.py lines 169-230 in one go also showed lines 204-230, the
first ~25 lines of corpus.py's ``build()`` (its loop over named loose files, work/travel files and camera
photos); ``ls benchmarks/placement/`` showed the other modules' file names (no bodies); one
``git status --short`` was run (it printed nothing); and one ``grep -n "line-length" pyproject.toml`` was
run to learn the line length (it printed nothing). Nothing under ``foldwise/``, ``docs/``, ``tests/`` or
``scripts/`` was read, and neither foldwise nor the benchmark was run.

The person(s): the Moroz family from Kharkiv, in Kraków since April 2022, sharing one Windows laptop
(user folder ``Moroz``). Olena Moroz (Олена Мороз, 39, née Tkachenko) is an accountant: since 2022 she
works remotely for Brightline Soft (ТОВ «Брайтлайн Софт»), a Ukrainian IT company, doing its month-end
close, payroll and Ukrainian tax reports; since March 2025 she also has her own one-person business in
Poland (jednoosobowa działalność gospodarcza "Olena Moroz Usługi Księgowe", VAT-exempt, skala podatkowa)
through which she invoices Brightline and keeps the books of a handful of small Polish clients, mostly
Ukrainian entrepreneurs in Kraków (a bakery-café, a renovation firm, a courier, a nail studio). Before
2022 she was deputy chief accountant at ТОВ «Слобожанська Агрологістика» in Kharkiv (2013-2022). Her
husband Andrii (Андрій, 42) works at CargoLink Polska's distribution warehouse in Modlniczka near Kraków
(umowa o pracę since March 2024). Children: Sofiia (Софія, 15, klasa 8 of Szkoła Podstawowa nr 147) and
Maksym (Максим, 10, klasa 4, same school); both have extra Polish lessons and follow the Ukrainian online
school. They rent a flat at ul. Stojałowskiego in Kraków (since July 2023; a first flat in Nowa Huta,
2022-2023, is behind them) and still own their flat in Kharkiv (Saltivka, просп. Тракторобудівників),
looked after by Olena's brother Ihor; it was damaged by a strike nearby in August 2024. They bought a
used 2016 Škoda Octavia in April 2024. Olena finished an intensive Polish course (B1) in June 2023.

As of ``NOW`` (2026-06-01) going on: karta pobytu (CUKR) applications for all four, filed through MOS in
February-March 2026, with a request for a missing document answered in May and the fingerprint
appointment on 10 June; the єВідновлення (eVidnovlennia) compensation for the Kharkiv flat -- the
commission's act (February), the decision (April), a contractor's estimate and repairs planned for the
summer; Sofiia's admission to a liceum (exam in May, applications now, results in July); Andrii's
forklift-operator course with the UDT exam on 16 June; a week at the Baltic (Władysławowo) in July.

Folders: ``Desktop/``, ``Documents/`` (half-organised, names in Ukrainian, Polish and English),
``Downloads/`` (with ``Telegram Desktop/``), ``Pictures/``, ``Music/``, ``Scans/`` (the printer's
scanner), a ``2025/`` dump folder and ``Backup Redmi Andrii 2022/`` (his old phone).

Labelling rules (written before any file was generated; as of ``NOW``):

- **Projects** (an outcome with an end, still being worked on, whatever the file's age):
  the karta pobytu CUKR applications -- forms, MOS confirmations, fees, 35x45 photos, the passport
  copies, the employer's certificate, the lease copy and the landlord's statement made for it, the
  request for documents and the answer, the fingerprint appointment (Residence); the єВідновлення
  claim for the Kharkiv flat -- damage photos, the commission's act, the decision, the estimate, the
  repair contract and the proxy for it (Kharkiv Flat); Sofiia's liceum admission -- mock-exam
  results, thresholds, the list of schools, the application, open days (School); Andrii's forklift
  course and UDT exam (CargoLink); the July 2026 Baltic holiday (Travel).
- **Areas** (responsibilities with no end, whatever the document's age): Olena's own business -- its
  ZUS and tax-office matters, CEIDG, invoices she issues (also those to Brightline), costs, its bank
  account, the OC policy, contracts with clients and the clients' books (Bookkeeping); her work for
  Brightline -- its closes, reconciliations, payroll, reports, the B2B agreement (Brightline);
  Andrii's job -- contract, pay slips, shift rosters, health-and-safety, leave (CargoLink); household
  money -- bank statements, the joint tax return, PIT-11, 800+, budget (Finance); the rented Kraków flat
  -- lease, rent, bills, landlord, tenant insurance (Home); the Kharkiv flat's ownership papers and
  utilities, paid from Kraków (Kharkiv Flat); the children's school, Polish lessons and the Ukrainian
  online school (School); health and NFZ (Health); the car -- its
  purchase contract, registration, insurance, inspections, service (Car); passports, birth and
  marriage certificates, sworn translations, PESEL (Identity).
- **Resources** (reference kept for its own sake): Polish grammar and vocabulary outside the finished
  course (Polish); Polish tax and accounting reference (Bookkeeping); Ukrainian accounting reference
  (Brightline); the car's manual (Car); appliance manuals (Home); recipes (Cooking); ebooks (Books);
  music (Music); installers (Software); family photos, holiday photos and screenshots (Photos) -- except
  photos that document a project (the damage photos, the application photos: the project's bucket and
  topic; the pictures of cars looked at in 2024: Archive Car), pictures of documents (a client's
  receipt photographed for the books, the Diia ID card, the MOS status: with the document's subject)
  and those in the phone backup.
- **Archive** (finished): the Polish course of 2023, everything in its folder (Polish); her employment
  at Слобожанська Агрологістика, ended 2022 (Slobozhanska); past trips, Zakopane 2024 and Gdańsk 2025
  (Travel); the 2022 arrival paperwork -- PESEL UKR application, temporary protection (Residence); the
  first flat in Nowa Huta, 2022-2023 (Home); the 2024 car search (Car); Sofiia's Kharkiv school
  2021-2022 (School); Andrii's old phone backup (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$x.docx``),
  ``desktop.ini``, ``Thumbs.db`` (topic System). Dot files are written with ``dot()`` and not labelled.

``hard`` marks a file whose name and folder say nothing about its subject (``Downloads/document
(3).pdf``, ``Scans/scan0007.pdf``, ``Desktop/Новий документ.docx``); images are never hard. The
hand-built PDFs only carry Latin-1 text, so Polish letters and Cyrillic in PDFs are transliterated
(as a poor OCR layer would give them); .docx, .xlsx, .txt, .csv, .eml and .ics keep real Ukrainian and
Polish. Ages are days before ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

_UA = dict(zip("абвгґдеєжзиіїйклмнопрстуфхцчшщьюя",
               ["a", "b", "v", "h", "g", "d", "e", "ie", "zh", "z", "y", "i", "i", "i", "k", "l", "m", "n", "o",
                "p", "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "iu", "ia"]))
_PL = dict(zip("ąćęłńśźżĄĆĘŁŃŚŹŻ", "acelnszzACELNSZZ"))


def _tr(text: str) -> str:
    """Latin transliteration of Ukrainian and Polish letters, for the Latin-1-only hand-built PDF."""
    out = []
    for ch in text:
        if ch in _PL:
            out.append(_PL[ch])
        elif ch.lower() in _UA:
            t = _UA[ch.lower()]
            out.append(t.capitalize() if ch.isupper() else t)
        elif ch == "№":
            out.append("No.")
        elif ch in "✔✓":
            out.append("+")
        else:
            out.append(ch)
    return "".join(out)


def _dd(dt: datetime) -> str:
    return dt.strftime("%d.%m.%Y")


def _ago(days: float) -> datetime:
    return (NOW - timedelta(days=days)).replace(tzinfo=None)


def _prev(dt: datetime) -> datetime:
    return dt.replace(day=1) - timedelta(days=1)


def _hms(r: random.Random) -> str:
    return f"{r.randint(8, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"


def _zl(r: random.Random, lo: float, hi: float) -> str:
    return f"{r.uniform(lo, hi):,.2f}".replace(",", " ").replace(".", ",") + " zł"


def _uah(r: random.Random, lo: float, hi: float) -> str:
    return f"{r.uniform(lo, hi):,.2f}".replace(",", " ").replace(".", ",") + " грн"


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:00 +0200\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body + "\n")


def _ics(summary: str, start: str, loc: str, desc: str) -> str:
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\nBEGIN:VEVENT\n"
            f"DTSTART:{start}\nSUMMARY:{summary}\nLOCATION:{loc}\nDESCRIPTION:{desc}\nEND:VEVENT\nEND:VCALENDAR\n")


OLENA = "Olena Moroz"
ADDR = "ul. Stojałowskiego 31/18, 30-611 Kraków"
FIRM = ("Olena Moroz Usługi Księgowe\n" + ADDR + "\nNIP 6793312874  REGON 527104388\n"
        "mBank 84 1140 2004 0000 3102 8876 4410")
CARGO = "CargoLink Polska Sp. z o.o., Centrum Dystrybucyjne Modlniczka, ul. Krakowska 280, 32-085 Modlniczka"
KH_FLAT = "м. Харків, просп. Тракторобудівників, 95, кв. 142"
PEOPLE = [("MOROZ", "OLENA", "14.03.1987", "87031412345"), ("MOROZ", "ANDRII", "02.11.1983", "83110207731"),
          ("MOROZ", "SOFIIA", "21.09.2010", "10292108264"), ("MOROZ", "MAKSYM", "05.05.2016", "16250511458")]
CLIENTS = {
    "Smaki Lwowa": ("Smaki Lwowa Iryna Bondar", "ul. Józefińska 12, 30-529 Kraków", "6762571190", "pełna KPiR, VAT"),
    "Bud-Rem Hnatyuk": ("BUD-REM Taras Hnatyuk", "ul. Wielicka 221/4, 30-663 Kraków", "6793280412", "KPiR, VAT"),
    "Savchuk TransKur": ("TransKur Dmytro Savchuk", "os. Kolorowe 9/33, 31-938 Kraków", "6783190577", "ryczałt 5,5%"),
    "Studio Kamila": ("Studio Paznokci Kamila Wróbel", "ul. Kalwaryjska 40, 30-504 Kraków", "6761988023",
                      "ryczałt 8,5%"),
}


# --------------------------------------------------------------------------- Residence (karta pobytu)


def t_mos(i: int):
    def f(r: random.Random, dt: datetime) -> str:
        sur, name, born, pesel = PEOPLE[i]
        minor = i >= 2
        return (
            "Moduł Obsługi Spraw (MOS) - Urząd do Spraw Cudzoziemców\nPOTWIERDZENIE ZŁOŻENIA WNIOSKU\n"
            "Rodzaj sprawy: udzielenie zezwolenia na pobyt czasowy - obywatel Ukrainy (karta pobytu CUKR)\n"
            f"Cudzoziemiec: {sur} {name}, data urodzenia {born}, obywatelstwo: ukraińskie, PESEL {pesel}\n"
            + (f"Wniosek złożony przez przedstawiciela ustawowego: MOROZ OLENA (matka)\n" if minor else "")
            + f"Numer wniosku: MOS/2026/{dt.month:02d}/{r.randint(100000, 999999)}\nData złożenia: {_dd(dt)}\n"
            "Organ: Wojewoda Małopolski, Wydział Spraw Cudzoziemców, ul. Przy Rondzie 6, 31-547 Kraków\n"
            "Status: złożony - oczekuje na stawiennictwo osobiste (pobranie odcisków linii papilarnych).\n"
            "Dokument wygenerowany elektronicznie, nie wymaga podpisu.")
    return f


def t_fee(who: str, what: str, amount: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"PKO Bank Polski - Potwierdzenie wykonania przelewu\nData operacji: {_dd(dt)}\n"
                "Z rachunku: 12 1020 2892 0000 5402 0711 3368 OLENA MOROZ\n"
                "Odbiorca: Urząd Miasta Krakowa - opłata skarbowa\nRachunek odbiorcy: 47 1020 2892 2276 3005 0000 "
                "0000\n"
                f"Tytuł: {what} {who}\nKwota: {amount} PLN\nStatus: zrealizowany")
    return f


def t_wezwanie(r, dt):
    return (f"WOJEWODA MAŁOPOLSKI\nWydział Spraw Cudzoziemców\nKraków, dnia {_dd(dt)}\n"
            f"Znak sprawy: WSC-II-P.6151.{r.randint(20000, 29999)}.2026\nPan\nAndrii MOROZ\n{ADDR}\n"
            "WEZWANIE\nNa podstawie art. 64 § 2 Kodeksu postępowania administracyjnego wzywam Pana do usunięcia "
            "braków formalnych wniosku o udzielenie zezwolenia na pobyt czasowy, złożonego w systemie MOS, poprzez:\n"
            "1. przedłożenie aktualnego zaświadczenia pracodawcy o zatrudnieniu i wysokości wynagrodzenia "
            "(wystawionego nie wcześniej niż 30 dni przed datą złożenia),\n2. okazanie oryginału paszportu "
            "podczas wizyty osobistej.\nBraki należy usunąć w terminie 14 dni od dnia doręczenia wezwania, pod "
            "rygorem pozostawienia wniosku bez rozpoznania.\nz up. Wojewody Małopolskiego\nInspektor Agnieszka Nowak")


def t_cert_employer(r, dt):
    return (f"{CARGO}\nModlniczka, {_dd(dt)}\nZAŚWIADCZENIE O ZATRUDNIENIU I WYNAGRODZENIU\n"
            "Zaświadcza się, że Pan Andrii MOROZ, ur. 02.11.1983, PESEL 83110207731, jest zatrudniony w CargoLink "
            "Polska Sp. z o.o. na podstawie umowy o pracę na czas nieokreślony od 01.03.2024 r. na stanowisku "
            "magazynier - operator skanera, w pełnym wymiarze czasu pracy.\nŚrednie miesięczne wynagrodzenie "
            f"brutto z ostatnich 3 miesięcy: {_zl(r, 5800, 6300)}.\nPracownik nie znajduje się w okresie "
            "wypowiedzenia. Zaświadczenie wydaje się na potrzeby postępowania w sprawie zezwolenia na pobyt czasowy.\n"
            "Dział Kadr i Płac - Monika Zając")


def t_odpowiedz(r, dt):
    return (f"Kraków, {_dd(dt)}\nAndrii Moroz\n{ADDR}\nWojewoda Małopolski\nWydział Spraw Cudzoziemców\n"
            "ul. Przy Rondzie 6, 31-547 Kraków\nDotyczy: WSC-II-P.6151.*.2026 - uzupełnienie braków formalnych\n"
            "W odpowiedzi na wezwanie z dnia 05.05.2026 przekazuję w załączeniu aktualne zaświadczenie pracodawcy "
            "CargoLink Polska Sp. z o.o. o zatrudnieniu i wynagrodzeniu. Oryginał paszportu okażę podczas wizyty "
            "osobistej wyznaczonej na 10.06.2026.\nZ poważaniem\nAndrii Moroz")


def t_karta_list(r, dt):
    return ("Карта побиту CUKR - що треба (на всіх 4)\n"
            "1. Закордонні паспорти - скани всіх сторінок ✔\n2. Фото 35x45 - 4 шт. на кожного (фотоательє на "
            "Кальварійській) ✔\n"
            "3. Договір оренди + згода власника (пан Збігнєв) ✔\n4. Довідка з роботи Андрія - ВЗЯТИ НОВУ, стара >30 "
            "днів!\n"
            "5. Свідоцтва про народження дітей + присяжний переклад ✔\n6. Оплата: 340 зл за дозвіл + 100 зл за карту, "
            "на кожного\n"
            "7. Мої документи по ДГ: витяг CEIDG, довідка з ZUS про відсутність заборгованості\n"
            "Відбитки пальців: 10.06.2026, 9:40, ul. Przy Rondzie 6 - всі четверо, діти теж!\n"
            "Статус дивитись в MOS кожного тижня.")


def t_landlord_consent(r, dt):
    return (f"Kraków, {_dd(dt)}\nOŚWIADCZENIE WŁAŚCICIELA LOKALU\nJa, niżej podpisany Zbigniew Kowalczyk, "
            "właściciel lokalu mieszkalnego przy ul. Stojałowskiego 31/18 w Krakowie, oświadczam, że Pani Olena "
            "Moroz, Pan Andrii Moroz oraz ich dzieci Sofiia i Maksym zamieszkują w tym lokalu na podstawie umowy "
            "najmu z dnia 01.07.2023 r. zawartej na czas nieokreślony i że tytuł prawny do lokalu jest ważny.\n"
            "Oświadczenie składam na potrzeby postępowania o udzielenie zezwolenia na pobyt czasowy.\nZbigniew "
            "Kowalczyk")


def t_mos_mail(r, dt):
    return _eml("powiadomienia.mos@udsc.gov.pl", "olena.moroz.ua@gmail.com",
                "MOS: wyznaczono termin stawiennictwa osobistego", dt,
                "Szanowna Pani,\nw sprawie wniosków o udzielenie zezwolenia na pobyt czasowy (karta pobytu CUKR) "
                "dla: MOROZ OLENA, MOROZ ANDRII, MOROZ SOFIIA, MOROZ MAKSYM wyznaczono termin stawiennictwa "
                "osobistego w celu pobrania odcisków linii papilarnych:\n10.06.2026, godz. 09:40\n"
                "Małopolski Urząd Wojewódzki, Wydział Spraw Cudzoziemców, ul. Przy Rondzie 6, Kraków, sala B.\n"
                "Prosimy zabrać ważne dokumenty podróży. Małoletni stawiają się z przedstawicielem ustawowym.\n"
                "Wiadomość wygenerowana automatycznie.")


# --------------------------------------------------------------------------- Kharkiv flat


def t_akt(r, dt):
    return (f"АКТ КОМІСІЙНОГО ОБСТЕЖЕННЯ пошкодженого об'єкта нерухомого майна\nм. Харків, {_dd(dt)}\n"
            "Комісія з розгляду питань щодо надання компенсації за пошкоджені об'єкти нерухомого майна "
            "Салтівської районної адміністрації Харківської міської ради\n"
            f"Об'єкт: квартира, {KH_FLAT}, загальна площа 64,3 кв.м\nВласник: Мороз Олена Володимирівна, "
            "Мороз Андрій Миколайович (спільна сумісна власність)\nПідстава: заява у застосунку Дія № "
            f"{r.randint(1000000, 9999999)}-ЄВ від 20.11.2025\nДата пошкодження: 31.08.2024, влучання КАБ поруч з "
            f"будинком\n"
            "Виявлені пошкодження: вікна металопластикові - 3 шт. (повністю), балконний блок з заскленням - 1 шт., "
            "вхідні двері (деформація), тріщини штукатурки у кімнаті 2, пошкодження стелі на кухні.\n"
            "Висновок: об'єкт підлягає ремонту (категорія пошкодження - поточний ремонт).\n"
            "Представник власника: Ткаченко Ігор Володимирович (довіреність № 1288 від 12.10.2025)\n"
            "Голова комісії ____  Члени комісії ____")


def t_rishennia(r, dt):
    return (f"РІШЕННЯ про надання компенсації за пошкоджений об'єкт нерухомого майна\nвід {_dd(dt)} № 418-К\n"
            "Комісія Салтівської районної адміністрації Харківської міської ради вирішила: надати компенсацію "
            f"за пошкоджену квартиру за адресою {KH_FLAT}.\nОтримувачі: Мороз Олена Володимирівна, "
            "Мороз Андрій Миколайович.\nРозмір компенсації: 96 480,00 грн.\nСпосіб: зарахування коштів на "
            "спеціальний рахунок, відкритий через Дію, для оплати будівельних матеріалів та робіт "
            "(програма єВідновлення).\nКошти мають бути використані протягом 6 місяців з дня зарахування.\n"
            "Звіт про виконані роботи подається через застосунок Дія.")


def t_koshtorys(r, dt):
    rows = [("Вікно м/п 1300x1400, 2-камерний склопакет, з монтажем", 3, 14200),
            ("Балконний блок із заскленням, алюміній", 1, 31500), ("Двері вхідні металеві, з монтажем", 1, 16900),
            ("Штукатурка стін, кімната 2, м2", 18, 420), ("Ремонт стелі на кухні, шпаклівка, фарбування, м2", 9, 380),
            ("Вивезення будівельного сміття", 1, 2400)]
    out = ["Кошторис;ФОП Литвиненко С.П., ремонт квартир, Харків;;;", "Адреса;" + KH_FLAT + ";;;",
           "Найменування робіт;К-сть;Ціна, грн;Сума, грн;"]
    tot = 0
    for n, q, p in rows:
        p = p + r.randint(-200, 200)
        tot += q * p
        out.append(f"{n};{q};{p};{q * p};")
    out.append(f"Разом;;;{tot};")
    out.append("Компенсація єВідновлення;;;96480;")
    out.append(f"Доплата власника;;;{tot - 96480};")
    return "\n".join(out)


def t_dovirenist(r, dt):
    return (f"ДОВІРЕНІСТЬ\nм. Краків, Республіка Польща, {_dd(dt)}\nЯ, Мороз Олена Володимирівна, "
            "РНОКПП 3183507722, цією довіреністю уповноважую свого брата Ткаченка Ігоря Володимировича "
            f"представляти мої інтереси щодо квартири за адресою {KH_FLAT}: подавати та отримувати документи в "
            "органах місцевого самоврядування, ОСББ, підприємствах, що надають комунальні послуги, бути присутнім "
            "під час обстеження квартири комісією, укладати договори на ремонтні роботи та приймати їх виконання.\n"
            "Довіреність видана строком на три роки. Засвідчено у Консульському відділі Посольства України в "
            "Республіці Польща (консульство у Кракові).")


def t_dohovir_pidriadu(r, dt):
    return (f"ДОГОВІР ПІДРЯДУ № 14/06\nм. Харків, {_dd(dt)}\nЗамовник: Мороз Олена Володимирівна, в особі "
            "представника Ткаченка Ігоря Володимировича (довіреність від 12.10.2025)\nПідрядник: ФОП Литвиненко "
            f"Сергій Петрович\nПредмет: ремонт квартири за адресою {KH_FLAT} відповідно до кошторису "
            "(заміна вікон, балконного блоку, вхідних дверей, штукатурні роботи).\nТермін виконання: 15.06.2026 - "
            "31.07.2026.\nОплата: 96 480,00 грн - з рахунку єВідновлення через Дію; решта - замовником.\n"
            "ПРОЄКТ - узгодити з Ігорем строки і доплату")


def t_ihor_msg(r, dt):
    return ("Ігор, 22.05:\nЛитвиненко був у квартирі, переміряв вікна. Каже, балкон треба повністю міняти, рама "
            "повело. Вікна можуть зробити за 3 тижні після передоплати. Кошторис скинув тобі на пошту.\n"
            "Гроші з єВідновлення прийшли на рахунок в Дії 15.05, 96 480. Можна платити тільки підряднику з реєстру, "
            "він там є.\nМені треба твоя згода в Дії на вибір підрядника до кінця тижня.\n"
            "Сусіди з 141 теж подавали, їм дали менше, бо без балкона.")


def t_kh_util(kind: str):
    def f(r, dt):
        if kind == "osbb":
            return (f"ОСББ «Тракторобудівників 95»\nРахунок-квитанція за {dt:%m.%Y}\nОсобовий рахунок 142-0087\n"
                    f"Платник: Мороз О.В., кв. 142, площа 64,3 м2\nУтримання будинку та прибудинкової території: "
                    f"{_uah(r, 520, 560)}\nВивезення ТПВ: {_uah(r, 60, 75)}\nДо сплати: {_uah(r, 590, 640)}\n"
                    "Оплата через Приват24 або на рахунок UA41 3052 9900 0002 6004 0160 1177")
        if kind == "gas":
            return (f"Харківгаз Збут / Нафтогаз України\nРахунок за природний газ, {dt:%m.%Y}\nОсобовий рахунок "
                    f"0800412391\nАдреса: {KH_FLAT}\nПоказник лічильника: {r.randint(4100, 4300)} м3 (не змінився)\n"
                    f"Розподіл газу (фіксований платіж): {_uah(r, 90, 110)}\nДо сплати: {_uah(r, 90, 110)}")
        if kind == "water":
            return (f"КП «Харківводоканал»\nРахунок {dt:%m.%Y}, о/р 3314208\nСпоживач: Мороз Олена\n{KH_FLAT}\n"
                    f"Абонентська плата: {_uah(r, 20, 30)}\nХолодна вода 0 м3\nДо сплати: {_uah(r, 20, 30)}")
        return (f"Приват24 - квитанція про оплату\nДата: {_dd(dt)}\nОтримувач: ТОВ «Харківенергозбут»\n"
                f"Особовий рахунок: 7104{r.randint(100000, 999999)}\nАдреса: {KH_FLAT}\n"
                f"Призначення: оплата за електроенергію за {dt:%m.%Y}\nСума: {_uah(r, 40, 160)}\nКомісія: 0,00 грн")
    return f


# --------------------------------------------------------------------------- Bookkeeping (her business)


def t_invoice(client: str, no: str):
    def f(r, dt):
        if client == "Brightline":
            buyer = ("Brightline Soft LLC (TOV Braitlain Soft), 14 Nauky Ave, 61166 Kharkiv, Ukraine, "
                     "EDRPOU 41873320")
            line = f"Accounting and payroll services / Usługi księgowe - {(dt - timedelta(days=5)):%m/%Y}"
            amt = r.choice([9800, 9800, 10400])
        else:
            name, adr, nip, _ = CLIENTS[client]
            buyer, amt = f"{name}, {adr}, NIP {nip}", r.choice([450, 600, 750, 900, 1200])
            line = f"Usługi księgowe - prowadzenie ewidencji, {(dt - timedelta(days=5)):%m/%Y}"
        return (f"FAKTURA nr {no}\nData wystawienia: {_dd(dt)}   Data sprzedaży: {_dd(dt - timedelta(days=2))}\n"
                f"Sprzedawca:\n{FIRM}\nNabywca:\n{buyer}\nLp. Nazwa usługi  Ilość  Cena  Wartość\n"
                f"1. {line}  1  {amt},00  {amt},00 zł\nRazem do zapłaty: {amt},00 zł\n"
                "Sprzedawca korzysta ze zwolnienia z VAT na podstawie art. 113 ust. 1 ustawy o VAT.\n"
                f"Termin płatności: {_dd(dt + timedelta(days=14))}, przelew")
    return f


def t_zus(r, dt):
    m = _prev(dt).strftime("%m/%Y")
    return (f"ZUS - Platforma Usług Elektronicznych\nPotwierdzenie opłacenia składek za okres {m}\n"
            f"Płatnik: OLENA MOROZ, NIP 6793312874\nNumer rachunku składkowego: 83 6000 0002 0260 6793 3128 7400\n"
            f"Składki na ubezpieczenia społeczne (preferencyjne): {_zl(r, 455, 465)}\n"
            f"Składka na ubezpieczenie zdrowotne: {_zl(r, 430, 530)}\nFundusz Pracy: nie dotyczy\n"
            f"Data wpłaty: {_dd(dt)}\nDeklaracja rozliczeniowa ZUS DRA złożona: {_dd(dt - timedelta(days=1))}")


def t_pit_zal(r, dt):
    return (f"Potwierdzenie przelewu - mikrorachunek podatkowy\nData: {_dd(dt)}\nZleceniodawca: Olena Moroz\n"
            "Rachunek: PL 71 1010 0071 2222 6793 3128 7400 (mikrorachunek podatkowy)\nIdentyfikator: NIP 6793312874\n"
            f"Symbol formularza: PIT-36  Okres: {_prev(dt):%y}M{_prev(dt).month:02d}\n"
            f"Kwota: {r.randint(180, 640)},00 PLN\nTytuł: zaliczka na podatek dochodowy")


def t_ceidg(r, dt):
    return ("Centralna Ewidencja i Informacja o Działalności Gospodarczej\nWYDRUK ZE ZGŁOSZENIA / WPIS\n"
            "Imię i nazwisko: OLENA MOROZ\nObywatelstwo: ukraińskie\nFirma: Olena Moroz Usługi Księgowe\n"
            "NIP: 6793312874   REGON: 527104388\nData rozpoczęcia wykonywania działalności: 03.03.2025\n"
            f"Adres wykonywania działalności: {ADDR}\nPKD przeważające: 69.20.Z Działalność rachunkowo-księgowa; "
            "doradztwo podatkowe\nForma opodatkowania: zasady ogólne (skala podatkowa)\nStatus: aktywny")


def t_oc(r, dt):
    return (f"POLISA nr OCB/{r.randint(100000, 999999)}/2025\nUbezpieczenie obowiązkowe OC podmiotów "
            "prowadzących działalność w zakresie usługowego prowadzenia ksiąg rachunkowych\n"
            "Ubezpieczający/Ubezpieczony: Olena Moroz Usługi Księgowe, NIP 6793312874\n"
            f"Okres ubezpieczenia: {_dd(dt)} - {_dd(dt + timedelta(days=364))}\nSuma gwarancyjna: "
            "równowartość 10 000 EUR na jedno zdarzenie\nSkładka: 340,00 zł\nUbezpieczyciel: TU Vistula S.A.")


def t_client_contract(client: str):
    def f(r, dt):
        name, adr, nip, form = CLIENTS[client]
        return (f"UMOWA O ŚWIADCZENIE USŁUG KSIĘGOWYCH\nzawarta w Krakowie dnia {_dd(dt)}\nmiędzy: {name}, {adr}, "
                f"NIP {nip} (Zleceniodawca)\na: Olena Moroz Usługi Księgowe, {ADDR}, NIP 6793312874 (Zleceniobiorca)\n"
                f"§1. Zleceniobiorca prowadzi dla Zleceniodawcy: {form}, rozliczenia z ZUS i US, sporządza "
                f"deklaracje.\n"
                "§2. Zleceniodawca dostarcza dokumenty za dany miesiąc do 5. dnia następnego miesiąca.\n"
                f"§3. Wynagrodzenie miesięczne: {r.choice([450, 600, 750, 900])},00 zł (zwolnione z VAT).\n"
                "§4. Zleceniobiorca posiada ubezpieczenie OC biura rachunkowego.\n§5. Umowa na czas nieokreślony, "
                "z jednomiesięcznym okresem wypowiedzenia.")
    return f


def t_kpir(client: str):
    def f(r, dt):
        out = ["Lp.;Data;Nr dowodu;Kontrahent;Opis;Przychód;Zakup towarów;Pozostałe wydatki"]
        ctrs = {"Smaki Lwowa": ["Makro Cash and Carry", "Hurtownia Piekarnicza Rogal", "Tauron Sprzedaż",
                                "Sprzedaż - raport kasa fiskalna"],
                "Bud-Rem Hnatyuk": ["Castorama Polska", "PSB Mrówka Wieliczka", "Orlen",
                                    "Wspólnota Mieszk. Wielicka 190"],
                "Savchuk TransKur": ["Allegro Paczkomaty", "Orlen", "DPD Polska"],
                "Studio Kamila": ["Indigo Nails", "Booksy", "Tauron Sprzedaż"]}[client]
        for i in range(1, 11):
            c = r.choice(ctrs)
            inc = c.startswith("Sprzedaż") or c.startswith("Wspólnota") or c in ("DPD Polska", "Booksy")
            amt = f"{r.uniform(120, 6800):.2f}".replace(".", ",")
            out.append(f"{i};{dt.year}-{dt.month:02d}-{min(28, i * 3):02d};FV/{r.randint(10, 999)}/{dt.month:02d};{c};"
                       f"{'usługa/sprzedaż' if inc else 'zakup'};{amt if inc else ''};"
                       f"{amt if not inc and i % 2 else ''};{amt if not inc and not i % 2 else ''}")
        return f"{CLIENTS[client][0]} - podatkowa księga przychodów i rozchodów {dt:%m/%Y}\n" + "\n".join(out)
    return f


def t_payroll_smaki(r, dt):
    rows = ["Pracownik;Stanowisko;Brutto;ZUS pracownik;Zdrowotna;Zaliczka PIT;Netto"]
    for n, s in (("Halyna Petrenko", "piekarz"), ("Oksana Melnyk", "sprzedawca"), ("Wiktoria Sowa", "kelnerka")):
        b = r.choice([4666, 5200, 5600])
        z = round(b * 0.1371, 2)
        h = round((b - z) * 0.09, 2)
        p = round(max(0, (b - z - 250) * 0.12 - 300), 0)
        rows.append(f"{n};{s};{b:.2f};{z:.2f};{h:.2f};{p:.2f};{b - z - h - p:.2f}")
    return f"Smaki Lwowa Iryna Bondar - lista płac {dt:%m/%Y}\n" + "\n".join(rows)


def t_jpk_note(r, dt):
    return (f"Smaki Lwowa - VAT {(dt - timedelta(days=20)):%m/%Y}\nJPK_V7M wysłany {_dd(dt)}, UPO ok.\n"
            f"Sprzedaż 8%: netto {_zl(r, 38000, 52000)}, sprzedaż 23%: netto {_zl(r, 3000, 6000)}\n"
            f"VAT naliczony: {_zl(r, 2500, 4200)}\nDo zapłaty: {_zl(r, 1200, 2900)} - termin 25.\n"
            "Pani Iryna nie przyniosła faktury za prąd z Tauronu - przypomnieć. Kasa fiskalna: raport miesięczny OK.\n"
            "Od 01.02.2026 KSeF - faktury kosztowe pobierać z KSeF, nie ze zdjęć w Viberze!")


def t_client_list(r, dt):
    rows = ["Klient;Forma;Abonament;Dokumenty do;Kontakt"]
    for k, (name, adr, nip, form) in CLIENTS.items():
        rows.append(f"{name};{form};{r.choice([450, 600, 750, 900])} zł;5.;{r.choice(['Viber', 'Telegram', 'e-mail'])}")
    rows.append("Brightline Soft (UA);B2B;9800 zł;-;Наталія Савченко")
    return "\n".join(rows)


def t_firm_bank_csv(r, dt):
    rows = ["#Data operacji;#Opis operacji;#Rachunek;#Kategoria;#Kwota;"]
    d = dt - timedelta(days=30)
    for i in range(14):
        d += timedelta(days=2)
        k = r.choice(list(CLIENTS) + ["Brightline"])
        if i % 4 == 3:
            rows.append(f"{d:%Y-%m-%d};PRZELEW NA MIKRORACHUNEK PIT-36;mBank "
                        f"firmowe;Podatki;-{r.randint(180, 600)},00;")
        elif i % 5 == 4:
            rows.append(f"{d:%Y-%m-%d};ZUS RACHUNEK SKŁADKOWY;mBank firmowe;Składki;-{r.randint(880, 990)},00;")
        else:
            t = "BRIGHTLINE SOFT LLC SWIFT PAYMENT INV" if k == "Brightline" else CLIENTS[k][0].upper()
            rows.append(f"{d:%Y-%m-%d};{t} FV/{d.month:02d}/{i + 1};mBank "
                        f"firmowe;Wpływy;{r.choice([450, 600, 900, 9800])},00;")
    return "\n".join(rows)


def t_zus_letter(r, dt):
    return (f"ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH\nOddział w Krakowie, ul. Pędzichów 27\nKraków, {_dd(dt)}\n"
            "Pani Olena Moroz\nNIP 6793312874\nINFORMACJA\nUprzejmie informujemy, że prawo do opłacania "
            "preferencyjnych składek na ubezpieczenia społeczne (art. 18a ustawy o systemie ubezpieczeń "
            "społecznych) przysługuje Pani przez 24 miesiące kalendarzowe od 01.09.2025 do 31.08.2027. "
            "Wcześniej przez 6 miesięcy korzystała Pani z ulgi na start (03.03.2025-31.08.2025).\n"
            "Składka zdrowotna jest należna w pełnej wysokości, obliczonej według zasad dla skali podatkowej.\n"
            "Jednocześnie informujemy, że na Pani koncie płatnika nie występuje zadłużenie.")


def t_cost_invoice(r, dt):
    return (f"FAKTURA VAT nr KP/{dt.year}/{r.randint(1000, 9999)}\nData wystawienia: {_dd(dt)}\n"
            "Sprzedawca: KsięgaPro Sp. z o.o., ul. Rakowicka 7, 31-511 Kraków, NIP 6751523087\n"
            "Nabywca: Olena Moroz Usługi Księgowe, NIP 6793312874\n1. Abonament KsięgaPro Biuro - do 10 firm, "
            "12 miesięcy  1  1 188,00  23%  273,24  1 461,24\nRazem brutto: 1 461,24 zł\nZapłacono kartą.")


# --------------------------------------------------------------------------- Brightline (her job)


def t_bl_close(r, dt):
    rows = ["Task;Owner;Due (WD);Status;Comment"]
    for t, d in (("Bank statements import (PrivatBank, Raiffeisen)", 1), ("Payoneer/Wise income matching", 2),
                 ("Accruals: contractors (FOP) invoices", 3), ("Payroll - ESV, PDFO, military levy", 3),
                 ("FX revaluation USD/EUR", 4), ("VAT return draft (declaration + registry)", 5),
                 ("Management P&L to CFO", 6)):
        rows.append(f"{t};Olena M.;WD{d};{r.choice(['done', 'done', 'in progress'])};")
    return f"Brightline Soft - month-end close {dt:%B %Y}\n" + "\n".join(rows)


def t_bl_recon(r, dt):
    rows = ["Date;Description;Bank, UAH;Ledger 311, UAH;Diff"]
    for i in range(10):
        a = round(r.uniform(-250000, 400000), 2)
        what = r.choice(["Client payment INV", "FOP contractor fee", "ESV payroll", "Bank fee", "FX sale USD"])
        rows.append(f"{dt:%Y-%m}-{i * 3 + 1:02d};{what};{a:.2f};{a:.2f};0.00")
    return "Brightline Soft LLC - bank reconciliation, PrivatBank UAH account 26005...4471\n" + "\n".join(rows)


def t_bl_payroll(r, dt):
    rows = ["Працівник;Посада;Оклад, грн;ПДФО 18%;Військовий збір 5%;ЄСВ 22%;До виплати"]
    for n, p in (("Коваль Т.", "Office manager"), ("Руденко В.", "HR"), ("Шевчук А.", "QA engineer"),
                 ("Бондаренко Л.", "Recruiter")):
        s = r.choice([28000, 32000, 36000, 45000])
        rows.append(f"{n};{p};{s};{s * 0.18:.2f};{s * 0.05:.2f};{s * 0.22:.2f};{s * 0.77:.2f}")
    return f"ТОВ «Брайтлайн Софт» - відомість нарахування зарплати за {dt:%m.%Y}\n" + "\n".join(rows)


def t_bl_mail(r, dt):
    return _eml("Natalia Savchenko <n.savchenko@brightlinesoft.com>", "olena.moroz@brightlinesoft.com",
                "Q1 management report + audit request", dt,
                "Hi Olena,\nthanks for the March close. Two things before the board call on Thursday:\n"
                "1) please add the split of FOP contractor costs by project to the Q1 management report;\n"
                "2) the auditors (Baker Tilly Ukraine) want the register of fixed assets and the VAT reconciliation "
                "for 2025 by the 20th.\nAlso, we move payroll to the new HR system from July - I'll add you to the "
                "calls.\n"
                "Дякую!\nNatalia\nCFO, Brightline Soft")


def t_bl_b2b(r, dt):
    return (f"SERVICES AGREEMENT No. BL-B2B-2025/07\nKharkiv / Kraków, {_dd(dt)}\nBrightline Soft LLC, EDRPOU "
            "41873320 (the Client), and Olena Moroz Usługi Księgowe, NIP 6793312874, Poland (the Contractor).\n"
            "1. The Contractor provides accounting services remotely: month-end close, payroll, tax reporting in "
            "Ukraine, management reporting.\n2. Fee: PLN 9 800 per month, invoiced by the 5th of the following "
            "month, paid in PLN within 10 days.\n3. Confidentiality: the Contractor keeps the Client's data in the "
            "Client's systems (BAS, Google Workspace) only.\n4. Term: from 01.04.2025 for an indefinite period; "
            "30 days' notice.\nThis agreement replaces the employment contract of 2022.")


def t_bl_vat(r, dt):
    return (f"Брайтлайн Софт - ПДВ за {(dt - timedelta(days=20)):%m.%Y}\nПодаткове зобов'язання: "
            f"{_uah(r, 180000, 260000)}\n"
            f"Податковий кредит: {_uah(r, 40000, 70000)}\nЕкспорт послуг (0%, п. 195.1.2): "
            f"{_uah(r, 4000000, 6000000)}\n"
            "Декларацію подано через Електронний кабінет, квитанція №2 отримана.\nРеєстрація ПН - без блокувань.\n"
            "Нагадати Наталії про акт звірки з ТОВ «Датахост».")


# --------------------------------------------------------------------------- CargoLink (his job)


def t_payslip(r, dt):
    base = 5900 if dt.year >= 2026 else 5400
    night = r.randint(3, 9) * 48
    brutto = base + night + r.choice([0, 250, 400])
    zus = brutto * 0.1371
    h = (brutto - zus) * 0.09
    pit = max(0, round((brutto - zus - 250) * 0.12 - 300))
    return (f"{CARGO}\nPASEK WYNAGRODZENIA za {(dt - timedelta(days=8)):%m/%Y}\nPracownik: Andrii Moroz, nr ewid. "
            f"4471\n"
            f"Stanowisko: magazynier - operator skanera\nWynagrodzenie zasadnicze: {base},00\n"
            f"Dodatek za pracę w nocy: {night},00\nPremia frekwencyjna: {brutto - base - night},00\nBrutto: "
            f"{brutto},00\n"
            f"Składki ZUS pracownika: {zus:.2f}\nSkładka zdrowotna: {h:.2f}\nZaliczka PIT: {pit},00\n"
            f"Do wypłaty: {brutto - zus - h - pit:.2f} zł\nPrzelew na rachunek PKO BP ...3368")


def t_umowa_pracy(r, dt):
    return (f"UMOWA O PRACĘ\nzawarta w dniu {_dd(dt)} w Modlniczce pomiędzy {CARGO}, reprezentowaną przez "
            "Kierownika Centrum Dystrybucyjnego, a Panem Andrii Moroz, zam. Kraków.\n1. Rodzaj umowy: na czas "
            "nieokreślony, od 01.03.2024.\n2. Stanowisko: magazynier - operator skanera.\n3. Miejsce pracy: "
            "Centrum Dystrybucyjne Modlniczka.\n4. Wymiar czasu pracy: pełny etat, system trzyzmianowy.\n"
            "5. Wynagrodzenie zasadnicze: 5 400,00 zł brutto miesięcznie + dodatek za pracę w porze nocnej.\n"
            "Podstawa zatrudnienia cudzoziemca: status UKR (powiadomienie do PUP złożone).")


def t_aneks_pracy(r, dt):
    return (f"ANEKS nr 1 do umowy o pracę z dnia 26.02.2024\nModlniczka, {_dd(dt)}\nStrony: {CARGO} oraz Andrii "
            "Moroz.\nOd dnia 01.01.2026 wynagrodzenie zasadnicze wynosi 5 900,00 zł brutto miesięcznie.\n"
            "Pozostałe warunki umowy bez zmian.")


def t_grafik(r, dt):
    rows = ["Data;Zmiana;Godziny;Strefa"]
    d = dt
    for i in range(14):
        z = ["I", "II", "III"][(i // 5) % 3]
        rows.append(f"{(d + timedelta(days=i)):%Y-%m-%d};{z};{ {'I': '06-14', 'II': '14-22', 'III': '22-06'}[z]};"
                    f"{r.choice(['Przyjęcia', 'Kompletacja', 'Wysyłki'])}")
    return "CD Modlniczka - grafik zmian: MOROZ ANDRII\n" + "\n".join(rows)


def t_bhp(r, dt):
    return (f"ZAŚWIADCZENIE o ukończeniu szkolenia w dziedzinie bezpieczeństwa i higieny pracy\n"
            f"Pan Andrii Moroz, ur. 02.11.1983, ukończył szkolenie okresowe BHP dla pracowników na stanowiskach "
            f"robotniczych, zorganizowane przez {CARGO}, w dniach {_dd(dt - timedelta(days=1))}-{_dd(dt)}.\n"
            "Szkolenie obejmowało: transport wewnętrzny, praca w magazynie wysokiego składowania, pierwsza pomoc.")


def t_orzeczenie(r, dt):
    return (f"ORZECZENIE LEKARSKIE nr {r.randint(1000, 9999)}/MP/{dt.year}\nwydane w wyniku badania okresowego\n"
            "Pracodawca: CargoLink Polska Sp. z o.o.\nPracownik: Andrii Moroz, stanowisko: magazynier, operator "
            "wózka jezdniowego\nBrak przeciwwskazań zdrowotnych do pracy na określonym stanowisku.\n"
            f"Data następnego badania: {_dd(dt + timedelta(days=730))}\nMedicover Medycyna Pracy, Kraków")


def t_urlop(r, dt):
    return (f"Modlniczka, {_dd(dt)}\nAndrii Moroz, nr ewid. 4471, dział Wysyłki\nKierownik zmiany\n"
            "WNIOSEK O URLOP WYPOCZYNKOWY\nProszę o udzielenie urlopu wypoczynkowego w dniach 20.07.2026 - "
            "24.07.2026 (5 dni roboczych).\nAndrii Moroz")


def t_forklift(kind: str):
    def f(r, dt):
        if kind == "skier":
            return (f"{CARGO}\nModlniczka, {_dd(dt)}\nSKIEROWANIE NA SZKOLENIE\nKierujemy Pana Andrii Moroz na kurs "
                    "operatora wózków jezdniowych podnośnikowych z mechanicznym napędem podnoszenia (kat. II WJO) "
                    "wraz z egzaminem przed komisją UDT. Koszt szkolenia pokrywa pracodawca.\nOśrodek: OSK Forklift "
                    "Partner, ul. Półłanki 18, Kraków.")
        if kind == "harm":
            return ("OSK Forklift Partner - harmonogram kursu: operator wózków jezdniowych (UDT)\nGrupa 05/2026\n"
                    "Zajęcia teoretyczne: 09.05, 10.05, 16.05 (sobota-niedziela), 9:00-15:00\nZajęcia praktyczne: "
                    "17.05, 23.05, 24.05 - plac manewrowy\nWymiana butli gazowej LPG: 24.05\nEgzamin UDT: "
                    "16.06.2026, godz. 8:00, Oddział UDT Kraków, ul. Pilotów 10\nUczestnik: Andrii Moroz")
        if kind == "udt":
            return ("URZĄD DOZORU TECHNICZNEGO\nWNIOSEK o sprawdzenie kwalifikacji\nImię i nazwisko: Andrii Moroz\n"
                    "Data urodzenia: 02.11.1983\nRodzaj kwalifikacji: obsługa wózków jezdniowych podnośnikowych z "
                    "mechanicznym napędem podnoszenia, z wyłączeniem wózków specjalizowanych (II WJO)\n"
                    "Wymiana butli gazowej: tak\nSzkolenie: OSK Forklift Partner, Kraków\nOpłata: 300,00 zł")
        if kind == "fv":
            return (f"FAKTURA nr FP/{r.randint(100, 999)}/05/2026\nData: {_dd(dt)}\nSprzedawca: OSK Forklift Partner, "
                    "ul. Półłanki 18, 30-740 Kraków\nNabywca: CargoLink Polska Sp. z o.o., NIP 5213877420\n"
                    "Uczestnik: Andrii Moroz\n1. Kurs operatora wózków jezdniowych II WJO z wymianą butli  1 100,00 "
                    "zł\n"
                    "2. Opłata egzaminacyjna UDT  300,00 zł\nRazem: 1 400,00 zł")
        return ("Питання UDT - вчити!\n1. Що таке УДТ і хто дозволяє працювати на візку? - Urząd Dozoru Technicznego\n"
                "2. Znak dopuszczalnego udźwigu - tabliczka znamionowa, не перевищувати!\n3. Перед початком зміни: "
                "огляд візка, гальма, сигнал, витоки LPG, wpis do dziennika\n4. Jazda z ładunkiem - widły nisko, "
                "15-30 cm, maszt odchylony do tyłu\n5. Wymiana butli: zamknąć zawór, rękawice, okulary\n"
                "Тест: 15 питань, треба 12 правильних. Практика - слалом з палетою.")
    return f


# --------------------------------------------------------------------------- Finance / Home / School / Health / Car


def t_pko(r, dt):
    rows = [f"PKO BP - wyciąg z rachunku 12 1020 2892 0000 5402 0711 3368 za {(dt - timedelta(days=3)):%m/%Y}",
            "Właściciele: OLENA MOROZ, ANDRII MOROZ", "Data;Opis;Kwota"]
    rows.append(f"{(dt - timedelta(days=28)):%d.%m};WYNAGRODZENIE CARGOLINK POLSKA SP Z O "
                f"O;{r.randint(4500, 5100)},{r.randint(10, 99)}")
    rows.append(f"{(dt - timedelta(days=27)):%d.%m};ZUS ŚWIADCZENIE 800+ MOROZ SOFIIA;800,00")
    rows.append(f"{(dt - timedelta(days=27)):%d.%m};ZUS ŚWIADCZENIE 800+ MOROZ MAKSYM;800,00")
    rows.append(f"{(dt - timedelta(days=26)):%d.%m};PRZELEW ZBIGNIEW KOWALCZYK CZYNSZ STOJAŁOWSKIEGO;-3 150,00")
    for s in ("BIEDRONKA KRAKOW", "LIDL KRAKOW WIELICKA", "ORLEN STACJA NR 4101", "APTEKA DOZ", "KOLEJE MAŁOPOLSKIE",
              "ŻABKA Z5521", "TAURON SPRZEDAŻ", "PLAY ABONAMENT"):
        rows.append(f"{(dt - timedelta(days=r.randint(2, 25))):%d.%m};{s};-{r.randint(12, 480)},{r.randint(10, 99)}")
    return "\n".join(rows)


def t_mono(r, dt):
    rows = ["Дата;Опис операції;Сума в валюті картки (UAH);Залишок"]
    bal = r.randint(8000, 20000)
    ops = [("Переказ мамі (Ткаченко Л.)", -2000), ("Київстар поповнення", -150), ("Поповнення з Wise", 3000),
           ("ОСББ Тракторобудівників 95", -620), ("Харківенергозбут", -110), ("Ліки для мами, аптека АНЦ", -800)]
    for i in range(10):
        op, a = r.choice(ops)
        a += r.randint(-40, 40) if abs(a) < 1000 else 0
        bal += a
        rows.append(f"{(dt - timedelta(days=30 - 3 * i)):%d.%m.%Y};{op};{a};{bal}")
    return "\n".join(rows)


def t_pit(r, dt):
    return (f"PIT-36 (31) - Zeznanie o wysokości osiągniętego dochodu w roku podatkowym 2025\nSposób opodatkowania: "
            "wspólnie z małżonkiem (art. 6 ust. 2)\nPodatnik: MOROZ OLENA, PESEL 87031412345 - przychody z "
            "działalności gospodarczej (skala)\nMałżonek: MOROZ ANDRII, PESEL 83110207731 - przychody ze stosunku "
            "pracy "
            "(PIT-11: CargoLink Polska Sp. z o.o.)\n"
            f"Ulga na dzieci (PIT/O): 2 x 1 112,04 zł\nNadpłata do zwrotu: {_zl(r, 2100, 3400)}\n"
            "Urząd Skarbowy Kraków-Podgórze\nUPO: zeznanie przyjęte " + _dd(dt))


def t_pit11(r, dt):
    return (f"PIT-11 Informacja o dochodach oraz o pobranych zaliczkach na podatek dochodowy za rok {dt.year - 1}\n"
            f"Płatnik: {CARGO}, NIP 5213877420\nPodatnik: MOROZ ANDRII, PESEL 83110207731, {ADDR}\n"
            f"Przychód ze stosunku pracy: {_zl(r, 71000, 76000)}\nKoszty uzyskania przychodu: 3 000,00 zł\n"
            f"Składki na ubezpieczenia społeczne: {_zl(r, 9700, 10400)}\nZaliczka na podatek: {_zl(r, 3300, 4100)}\n"
            f"Składka zdrowotna: {_zl(r, 5500, 6000)}")


def t_800(r, dt):
    return ("ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH\nINFORMACJA o przyznaniu świadczenia wychowawczego (800+)\n"
            "Wnioskodawca: OLENA MOROZ\nŚwiadczenie przyznane na dzieci: MOROZ SOFIIA (ur. 21.09.2010), MOROZ MAKSYM "
            "(ur. 05.05.2016)\nOkres: 01.06.2025 - 31.05.2026, kwota 800,00 zł miesięcznie na każde dziecko\n"
            "Warunek: aktywna działalność zawodowa rodzica (cudzoziemiec - obywatel Ukrainy) i realizacja obowiązku "
            "szkolnego w Polsce.\nNowy wniosek na okres 2026/2027 można złożyć od 1 lutego przez PUE ZUS.")


def t_budget(r, dt):
    rows = ["Стаття;Січень;Лютий;Березень;Квітень;Травень"]
    for s, lo, hi in (("Оренда + czynsz", 3150, 3150), ("Комуналка Краків", 380, 620), ("Продукти", 2600, 3400),
                      ("Авто (бензин, OC)", 500, 900), ("Діти: школа, гуртки, польська", 400, 900),
                      ("Харків: ОСББ, газ, світло", 90, 140), ("Мамі в Харків", 200, 400), ("Ліки / лікарі", 80, 500)):
        rows.append(s + ";" + ";".join(str(r.randint(lo, hi)) for _ in range(5)))
    rows.append("Доходи: Андрій ~4900, я ~11000 (з ЗУС), 800+ x2;;;;;")
    return "\n".join(rows)


def t_lease(r, dt):
    return (f"UMOWA NAJMU LOKALU MIESZKALNEGO\nzawarta w Krakowie dnia {_dd(dt)}\nWynajmujący: Zbigniew Kowalczyk, "
            "ul. Dauna 12/4, Kraków\nNajemcy: Olena Moroz i Andrii Moroz\nPrzedmiot: lokal mieszkalny nr 18 przy "
            "ul. Stojałowskiego 31 w Krakowie, 3 pokoje, 58 m2, z miejscem postojowym.\nCzynsz najmu: 2 700,00 zł "
            "miesięcznie + opłaty administracyjne według rozliczenia wspólnoty (ok. 450 zł) płatne do 10. dnia "
            "miesiąca.\nKaucja: 5 400,00 zł.\nUmowa zawarta na czas nieokreślony od 01.07.2023, z trzymiesięcznym "
            "okresem wypowiedzenia.\nMedia (prąd, internet) opłaca Najemca bezpośrednio.")


def t_lease_aneks(r, dt):
    return (f"ANEKS nr 1 do umowy najmu z dnia 20.06.2023\nKraków, {_dd(dt)}\nStrony zgodnie postanawiają, że od "
            "01.09.2025 czynsz najmu wynosi 2 700,00 zł, a zaliczka na opłaty administracyjne 450,00 zł, łącznie "
            "3 150,00 zł miesięcznie.\nZbigniew Kowalczyk    Olena Moroz    Andrii Moroz")


def t_tauron(r, dt):
    return (f"TAURON Sprzedaż sp. z o.o.\nFaktura VAT nr {r.randint(10000000, 99999999)}/{dt.year}\n"
            f"Data wystawienia: {_dd(dt)}\nOdbiorca: Olena Moroz, {ADDR}\nPunkt poboru: PPE "
            f"590243871000{r.randint(100000, 999999)}\n"
            f"Okres rozliczeniowy: {_dd(dt - timedelta(days=61))} - {_dd(dt - timedelta(days=1))}\n"
            f"Zużycie: {r.randint(390, 520)} kWh, taryfa G11\nDo zapłaty: {_zl(r, 310, 440)}\nTermin: "
            f"{_dd(dt + timedelta(days=14))}")


def t_internet(r, dt):
    return (f"PLAY - Faktura za usługi telekomunikacyjne\nNr F/{r.randint(1000000, 9999999)}/{dt:%m/%Y}\n"
            f"Abonent: Andrii Moroz, {ADDR}\nInternet światłowodowy 600 Mb/s: 59,99 zł\nPlay Box TV: 20,00 zł\n"
            "Abonament komórkowy x2: 70,00 zł\nRazem: 149,99 zł")


def t_home_ins(r, dt):
    return (f"Polisa nr MIE/{r.randint(1000000, 9999999)}\nUbezpieczenie mieszkania - wariant dla najemcy\n"
            f"Ubezpieczony: Olena Moroz\nMiejsce ubezpieczenia: {ADDR}\nOkres: {_dd(dt)} - "
            f"{_dd(dt + timedelta(days=364))}\n"
            "Ruchomości domowe: 30 000 zł, OC w życiu prywatnym i OC najemcy: 200 000 zł\nSkładka roczna: 219,00 zł")


def t_landlord_mail(r, dt):
    return _eml("Olena Moroz <olena.moroz.ua@gmail.com>", "zbigniew.kowalczyk@wp.pl", "Pralka - awaria", dt,
                "Dzień dobry Panie Zbigniewie,\npralka w łazience przestała odpompowywać wodę (błąd E18). "
                "Serwisant Bosch może przyjść w czwartek, koszt diagnozy 150 zł. Czy mogę zamówić i odliczyć od "
                "czynszu za czerwiec?\nPrzy okazji: w kuchni znowu cieknie syfon.\nPozdrawiam,\nOlena Moroz, m. 18")


def t_meters(r, dt):
    return ("Показники лічильників (Краків)\n" + "\n".join(
        f"{_dd(dt - timedelta(days=30 * i))}: вода хол. {412 - i * 7} м3, гар. {208 - i * 4} м3, світло "
        f"{18340 - i * 230} кВт·год"
        for i in range(6)) + "\nздавати до 25 числа адміністратору (pani Ewa, SMS)")


def t_wspolnota(r, dt):
    return (f"Wspólnota Mieszkaniowa Stojałowskiego 31\nKraków, {_dd(dt)}\nRozliczenie mediów za rok 2025 - lokal 18\n"
            f"Zaliczki wpłacone: {_zl(r, 5300, 5500)}\nKoszt rzeczywisty: {_zl(r, 5600, 6000)}\n"
            f"Niedopłata: {_zl(r, 150, 450)} - prosimy o wpłatę do 30 dni.\nZarządca: Admin-Dom s.c.")


def t_school_msg(kid: str, topic: str):
    def f(r, dt):
        kl = "8b" if kid == "Sofiia" else "4a"
        bodies = {
            "trip": f"Szanowni Rodzice,\nw dniach 9-10 czerwca klasa {kl} jedzie na wycieczkę do Ojcowa i Pieskowej "
                    f"Skały. "
                    "Koszt 260 zł (autokar, nocleg, przewodnik). Wpłaty do 3 czerwca na konto Rady Rodziców. "
                    "Prosimy o podpisanie zgody i informację o alergiach.\nWychowawczyni",
            "polish": "Szanowni Państwo,\nod lutego zajęcia dodatkowe z języka polskiego dla uczniów z Ukrainy "
                      f"odbywają się we wtorki i czwartki o 14:35 w sali 12. {kid} ma obowiązek uczęszczania do końca "
                      "roku szkolnego. Prosimy o usprawiedliwianie nieobecności w Librusie.\nPedagog szkolny",
            "meeting": f"Zapraszam na zebranie z rodzicami klasy {kl} w czwartek o 17:30. Tematy: oceny "
                       "przewidywane, zakończenie roku, " + ("egzamin ósmoklasisty i rekrutacja." if kid == "Sofiia"
                                                              else "wybór języka obcego od klasy 7.") + "\nWychowawca",
        }
        return _eml("Librus Synergia <powiadomienia@librus.pl>", "olena.moroz.ua@gmail.com",
                    f"Nowa wiadomość: SP 147 - {kid} Moroz", dt, bodies[topic])
    return f


def t_swiadectwo(kid: str, klasa: int):
    def f(r, dt):
        subj = ["język polski", "język angielski", "matematyka", "przyroda" if klasa < 4 else "historia", "plastyka"]
        marks = ["dostateczny", "dobry", "dobry", "bardzo dobry", "celujący"]
        grades = "\n".join(f"{s}: {r.choice(marks)}" for s in subj)
        return (f"ŚWIADECTWO SZKOLNE PROMOCYJNE\nSzkoła Podstawowa nr 147 im. Janusza Korczaka w Krakowie\n"
                f"{kid} Moroz ukończył(a) klasę {klasa} i otrzymuje promocję do klasy {klasa + 1}\n{grades}\n"
                f"zachowanie: {r.choice(['bardzo dobre', 'wzorowe'])}\nKraków, {_dd(dt)}")
    return f


def t_mush(r, dt):
    return ("Міжнародна українська школа (МУШ) - табель навчальних досягнень, 2024/2025\nУчень: Мороз Максим, "
            "3 клас, форма навчання: екстернат (дистанційно)\nУкраїнська мова: 10\nЛітературне читання: 11\n"
            "Я досліджую світ (українознавчий компонент): 10\nПереведений до 4 класу.\nДиректор МУШ")


def t_korepetycje(r, dt):
    return ("Польська для дітей - pani Magda (korepetycje)\nСофія: вівторок 17:00, підготовка до egzamin ósmoklasisty, "
            "wypracowanie + lektury (Kamienie na szaniec, Balladyna)\nМаксим: субота 10:00, читання і диктанти\n"
            "Ціна: 80 зл/година, платимо в кінці місяця на BLIK 600 412 089\n" +
            "\n".join(f"{(dt - timedelta(days=7 * i)):%d.%m} - {'С' if i % 2 else 'М'} - оплачено" for i in range(6)))


def t_rekrut(kind: str):
    def f(r, dt):
        if kind == "progi":
            rows = ["Szkoła;Klasa;Profil;Próg 2025 (pkt);Dojazd"]
            for s, k, p in (("V LO im. Witkowskiego", "1b", "mat-fiz-inf"),
                            ("VIII LO im. Wyspiańskiego", "1c", "biol-chem"),
                            ("XII LO im. Konopnickiej", "1a", "humanistyczna"),
                            ("II LO im. Sobieskiego", "1e", "mat-geo-ang"),
                            ("Technikum Łączności nr 14", "1TI", "technik informatyk")):
                rows.append(f"{s};{k};{p};{r.randint(140, 178)};{r.randint(15, 45)} min")
            return "Rekrutacja 2026 - Sofiia - progi punktowe z 2025\n" + "\n".join(rows)
        if kind == "wniosek":
            return (f"System elektronicznej rekrutacji - Kraków 2026/2027\nWNIOSEK o przyjęcie do szkoły "
                    "ponadpodstawowej\nKandydat: Sofiia Moroz, PESEL 10292108264\nSzkoła macierzysta: SP 147 Kraków\n"
                    "Lista preferencji:\n1. II LO im. Sobieskiego - 1e mat-geo-ang\n2. V LO - 1b mat-fiz-inf\n"
                    "3. XII LO - 1a humanistyczna\n4. Technikum Łączności nr 14 - 1TI\nDokument wydrukowano "
                    f"{_dd(dt)}. Podpisany wniosek należy złożyć w szkole pierwszego wyboru do 22.05.2026.")
        if kind == "probny":
            return (f"Próbny egzamin ósmoklasisty - styczeń 2026\nUczeń: Sofiia Moroz, klasa 8b\n"
                    f"Język polski: {r.randint(48, 62)}%\nMatematyka: {r.randint(70, 88)}%\nJęzyk angielski: "
                    f"{r.randint(82, 96)}%\nKomentarz: bardzo dobry wynik z matematyki; w wypracowaniu pracować nad "
                    "argumentacją i interpunkcją. Uczennica ma prawo do wydłużonego czasu (cudzoziemiec).")
        if kind == "dni":
            return ("Дні відкритих дверей - ліцеї\nII LO Sobieskiego - 14.03, 10:00, клас mat-geo-ang, вчать ще "
                    "іспанську\n"
                    "V LO - 21.03, дуже сильна математика, поріг високий\nXII LO - 28.03 - Софії не сподобалось\n"
                    "Technikum Łączności - 11.04, технік-інформатик 5 років, практики\nСофія хоче II LO. "
                    "Документи в першу школу до 22.05! Результати іспиту 3.07, списки 21.07")
        return (f"Punkty rekrutacyjne - kalkulator\nŚwiadectwo: polski 5, matematyka 6, angielski 6, geografia 5\n"
                "Oceny: 17+18+18+17 = 70\nŚwiadectwo z wyróżnieniem: 7 (jeśli średnia 4,75)\nWolontariat: 3\n"
                "Egzamin (szacunek): polski 60% x 0,35 = 21, matematyka 80% x 0,35 = 28, angielski 90% x 0,3 = 27\n"
                "RAZEM ok. 156 pkt")
    return f


def t_med(kind: str):
    def f(r, dt):
        if kind == "lab":
            return (f"DIAGNOSTYKA S.A. - Laboratorium Kraków\nPacjent: Olena Moroz, PESEL 87031412345\nData pobrania: "
                    f"{_dd(dt)}\nZlecający: POZ Przychodnia Podgórze, lek. Anna Sikora (NFZ)\n"
                    f"Morfologia: WBC {r.uniform(4.5, 7):.2f} tys/ul, HGB {r.uniform(11.2, 12.4):.1f} g/dl (L), "
                    f"PLT {r.randint(200, 300)}\nFerrytyna: {r.randint(9, 14)} ng/ml (L, norma 15-150)\n"
                    f"TSH: {r.uniform(1.1, 2.8):.2f} uIU/ml\nWitamina D3: {r.randint(16, 24)} ng/ml (niedobór)")
        if kind == "poz":
            return ("DEKLARACJA WYBORU lekarza, pielęgniarki i położnej podstawowej opieki zdrowotnej\n"
                    "Świadczeniodawca: Przychodnia Podgórze sp. z o.o., ul. Wielicka 28, Kraków (umowa z NFZ)\n"
                    "Świadczeniobiorcy: Olena Moroz, Andrii Moroz, Sofiia Moroz, Maksym Moroz\n"
                    "Lekarz POZ: Anna Sikora (dorośli), Tomasz Gil (pediatra)\nUprawnienie do świadczeń: "
                    f"zgłoszenie do ubezpieczenia zdrowotnego (ZUS)\nData: {_dd(dt)}")
        if kind == "alergia":
            return (f"SKIEROWANIE (e-skierowanie) kod {r.randint(1000, 9999)}\nPacjent: Maksym Moroz, 10 lat\n"
                    "Do: Poradnia Alergologiczna dla Dzieci, Uniwersytecki Szpital Dziecięcy, ul. Wielicka 265\n"
                    "Rozpoznanie: J30.1 alergiczny nieżyt nosa wywołany pyłkami; podejrzenie alergii na brzozę\n"
                    "Cel: testy skórne, kwalifikacja do immunoterapii\nTermin NFZ: 14.09.2026, 11:20")
        if kind == "dentist":
            return (f"Centrum Stomatologiczne Dentica, ul. Kalwaryjska 60, Kraków\nRachunek nr "
                    f"{r.randint(100, 999)}/{dt:%m/%Y}\n"
                    f"Pacjent: Sofiia Moroz\nLeczenie zęba 36 - wypełnienie kompozytowe (prywatnie) 320,00 zł\n"
                    "Przegląd i lakowanie zębów 37, 47 (NFZ) 0,00 zł\nRazem: 320,00 zł")
        if kind == "vacc":
            return ("Tłumaczenie przysięgłe z języka ukraińskiego\nKARTA SZCZEPIEŃ (forma 063/o)\nMaksym Moroz, "
                    "ur. 05.05.2016\nBCG - 08.05.2016\nWZW B - 3 dawki (2016)\nDTP - 4 dawki (2016-2017), "
                    "przypominająca 2022\nOdra, świnka, różyczka (MMR) - 2017, 2022\nPolio - 2016-2017\n"
                    "Tłumacz przysięgły Natalia Hrycenko, TP/1187/14")
        return ("Рецепти / ліки\nАндрій - Ibuprofen 400, спина після зміни, e-recepta код 4471 (до лікаря ще раз якщо "
                "не мине)\n"
                "Я - Tardyferon (залізо) 1 раз на день 3 міс, Vigantol 2000 j.m.\nМаксим - Zyrtec krople у "
                "квітні-травні, "
                "спрей Nasonex\nСофія - нічого\nПеревірити: Андрій - окуліст (NFZ черга 4 міс!)")
    return f


def t_car(kind: str):
    def f(r, dt):
        if kind == "kupno":
            return (f"UMOWA KUPNA-SPRZEDAŻY SAMOCHODU\nzawarta dnia {_dd(dt)} w Wieliczce\nSprzedający: Marek "
                    "Jaworski, ul. Słowackiego 8, Wieliczka\nKupujący: Andrii Moroz, Olena Moroz\nPojazd: Škoda "
                    "Octavia III 1.6 TDI, rok produkcji 2016, VIN TMBAG7NE5G0184427, nr rej. KWI 58H31, przebieg "
                    "168 400 km\nCena: 38 500,00 zł, zapłacona przelewem w dniu podpisania.\nSprzedający oświadcza, "
                    "że pojazd jest wolny od wad prawnych. Kupujący zobowiązuje się do zapłaty PCC 2% (770 zł).")
        if kind == "dowod":
            return ("DOWÓD REJESTRACYJNY (skan)\nRzeczpospolita Polska\nA: KR 5T841\nB: 28.06.2016\nC.1.1: MOROZ "
                    "ANDRII, C.1.3: Kraków\nD.1: SKODA  D.3: OCTAVIA\nE: TMBAG7NE5G0184427\nP.1: 1598 cm3  P.3: ON\n"
                    "Wydany przez: Prezydent Miasta Krakowa, 16.05.2024")
        if kind == "polisa":
            return (f"POLISA OC/AC nr {r.randint(900000000, 999999999)}\nUbezpieczyciel: Polisa Direct (TU Vistula "
                    f"S.A.)\n"
                    f"Pojazd: Škoda Octavia, KR 5T841, VIN TMBAG7NE5G0184427\nWłaściciel: Andrii Moroz, "
                    f"współwłaściciel: Olena Moroz\n"
                    f"Okres: {_dd(dt)} - {_dd(dt + timedelta(days=364))}\nOC: {_zl(r, 780, 980)}  AC (wariant serwis): "
                    f"{_zl(r, 900, 1300)}  Assistance: 89,00 zł\nZniżki OC: 30% (historia z Ukrainy nieuwzględniona)")
        if kind == "przeglad":
            return (f"ZAŚWIADCZENIE z przeprowadzonego badania technicznego pojazdu\nStacja Kontroli Pojazdów KR/041, "
                    f"ul. Zakopiańska 105, Kraków\nPojazd: Škoda Octavia, KR 5T841\nData badania: {_dd(dt)}\n"
                    f"Stan licznika: {r.randint(190000, 205000)} km\nWynik: pozytywny\nNastępne badanie: "
                    f"{_dd(dt + timedelta(days=365))}")
        if kind == "serwis":
            return (f"AUTO-SERWIS Podgórze, ul. Nowosądecka 4, Kraków\nFaktura nr {r.randint(100, 999)}/{dt:%m/%Y}\n"
                    "Nabywca: Andrii Moroz\nPojazd: Skoda Octavia KR 5T841\n1. Wymiana oleju 5W30 + filtr oleju  "
                    "340,00\n2. Filtr powietrza, filtr kabinowy  160,00\n3. Klocki hamulcowe przód  420,00\n"
                    f"4. Wymiana opon zimowe->letnie, wyważenie  140,00\nRazem: 1 060,00 zł")
        if kind == "search":
            rows = ["Авто;Рік;Пробіг;Ціна;Де;Нотатки"]
            for a in ("Skoda Octavia 1.6 TDI", "Toyota Auris hybrid", "VW Golf VII 1.6 TDI", "Kia Ceed SW 1.6",
                      "Skoda Octavia 2.0 TDI", "Opel Astra K"):
                rows.append(f"{a};{r.randint(2014, 2018)};{r.randint(120, 220)} тис;{r.randint(32, 52)} 000 zł;"
                            f"{r.choice(['Otomoto', 'OLX', 'Wieliczka', 'Tarnów', 'komis Zabierzów'])};"
                            f"{r.choice(['перевірити VIN', 'після ДТП?', 'сервісна книжка є', 'дорого'])}")
            return "\n".join(rows)
        return ("Raport z oględzin przedzakupowych - Sprawdź Auto Kraków\nPojazd: Skoda Octavia 1.6 TDI 2016, KWI "
                "58H31\n"
                f"Data: {_dd(dt)}\nLakier: grubość 110-140 um, drzwi tylne lewe 310 um (lakierowane)\n"
                "Silnik: bez wycieków, DPF OK\nHistoria: 2 właścicieli, serwis ASO do 2020\nOcena: polecamy, "
                "negocjować cenę (opony)")
    return f


def t_passport(i: int):
    def f(r, dt):
        sur, name, born, _ = PEOPLE[i]
        return (f"UKRAINA / UKRAINE\nПАСПОРТ / PASSPORT\nType P  Code UKR  Passport No. "
                f"F{r.choice('ABEKMN')}{r.randint(100000, 999999)}\n"
                f"Surname: {sur}\nGiven names: {name}\nNationality: UKRAINE\nDate of birth: {born}\n"
                "Place of birth: KHARKIV / UKR\nAuthority: 6310\n"
                f"Date of issue: {_dd(dt - timedelta(days=900))}  Date of expiry: {_dd(dt + timedelta(days=1500))}")
    return f


def t_cert(kind: str):
    def f(r, dt):
        if kind == "birth":
            return ("Tłumaczenie przysięgłe z języka ukraińskiego\nŚWIADECTWO O URODZENIU (Свідоцтво про народження)\n"
                    "Nazwisko, imię: MOROZ SOFIIA ANDRIIVNA\nData urodzenia: 21.09.2010\nMiejsce: m. Charków, Ukraina\n"
                    "Ojciec: Moroz Andrii Mykolaiovych, obywatel Ukrainy\nMatka: Moroz Olena Volodymyrivna, obywatelka "
                    "Ukrainy\nUrząd Stanu Cywilnego: Kijowski rejonowy w m. Charkowie\nTłumacz przysięgły języka "
                    "ukraińskiego Natalia Hrycenko, TP/1187/14, Kraków")
        if kind == "birth2":
            return ("Tłumaczenie przysięgłe z języka ukraińskiego\nŚWIADECTWO O URODZENIU\nNazwisko, imię: MOROZ "
                    "MAKSYM "
                    "ANDRIIOVYCH\nData urodzenia: 05.05.2016\nMiejsce: m. Charków, Ukraina\nRodzice: Moroz Andrii, "
                    "Moroz Olena\nTłumacz przysięgły Natalia Hrycenko, TP/1187/14")
        if kind == "marriage":
            return ("Tłumaczenie przysięgłe z języka ukraińskiego\nŚWIADECTWO O ZAWARCIU MAŁŻEŃSTWA\nMoroz Andrii "
                    "Mykolaiovych i Tkachenko Olena Volodymyrivna zawarli małżeństwo 17.07.2009 w m. Charkowie.\n"
                    "Nazwisko po zawarciu małżeństwa: żona - Moroz\nTłumacz przysięgły Natalia Hrycenko")
        return ("Zaświadczenie o nadaniu numeru PESEL\nUrząd Miasta Krakowa, Wydział Spraw Administracyjnych\n"
                "Imię i nazwisko: OLENA MOROZ\nPESEL: 87031412345\nStatus: UKR (art. 4 ust. 1 ustawy o pomocy "
                "obywatelom Ukrainy)\nData nadania: 22.04.2022\nDane zostały zaktualizowane.")
    return f


# --------------------------------------------------------------------------- Archive pieces


def t_slob(kind: str):
    def f(r, dt):
        if kind == "nakaz":
            return ("ТОВ «СЛОБОЖАНСЬКА АГРОЛОГІСТИКА»\nНАКАЗ № 47-к\nм. Харків, 30.06.2022\nПро звільнення\n"
                    "ЗВІЛЬНИТИ Мороз Олену Володимирівну, заступника головного бухгалтера, 30.06.2022 за власним "
                    "бажанням, ст. 38 КЗпП України.\nБухгалтерії провести остаточний розрахунок, виплатити "
                    "компенсацію за 19 днів невикористаної відпустки.\nДиректор С.В. Гуденко")
        if kind == "osv":
            rows = ["Рахунок;Назва;Сальдо поч. Дт;Оборот Дт;Оборот Кт;Сальдо кін. Дт"]
            for a, n in (("281", "Товари на складі"), ("311", "Поточні рахунки в нац. валюті"), ("361", "Розрахунки з "
                         "покупцями"), ("631", "Розрахунки з постачальниками"), ("641", "Розрахунки за податками"),
                         ("661", "Розрахунки з оплати праці")):
                rows.append(f"{a};{n};" + ";".join(str(r.randint(100000, 9000000)) for _ in range(4)))
            head = "ТОВ «Слобожанська Агрологістика» - оборотно-сальдова відомість за 4 квартал 2021\n"
            return head + "\n".join(rows)
        if kind == "dovidka":
            return ("ТОВ «Слобожанська Агрологістика», код ЄДРПОУ 38812405\nДОВІДКА про доходи\nвидана Мороз Олені "
                    "Володимирівні в тому, що її заробітна плата за період 01.2021-12.2021 склала:\n" +
                    "\n".join(f"{m:02d}.2021 - {r.randint(21000, 24500)},00 грн" for m in range(1, 13)) +
                    "\nГоловний бухгалтер Л.М. Кравець")
        if kind == "har":
            return ("ХАРАКТЕРИСТИКА / REFERENCE\nМороз Олена Володимирівна працювала в ТОВ «Слобожанська "
                    "Агрологістика» з 2013 по 2022 рік, з 2017 - заступником головного бухгалтера. Відповідала за "
                    "облік ПДВ, закриття місяця, звітність до ДПС, роботу в BAS/1С, консолідацію трьох складів у "
                    "Харківській та Полтавській областях.\nOlena Moroz worked at Slobozhanska Agrologistics LLC "
                    "(Kharkiv) in 2013-2022, from 2017 as deputy chief accountant. Reliable, accurate, team player.\n"
                    "Директор С.В. Гуденко")
        return _eml("Людмила Кравець <l.kravets@slobagro.com.ua>", "olena.moroz.ua@gmail.com",
                    "Re: передача справ", dt,
                    "Олено, добрий день!\nОтримали від вас акт передачі справ і паролі до клієнт-банку. Річну "
                    "звітність за 2021 ми подали, ПДВ за лютий теж. Склад на Циркунах зачинений, люди розʼїхались.\n"
                    "Трудову книжку вишлемо Новою Поштою, коли відкриється відділення, або зберігаємо в офісі.\n"
                    "Бережіть себе. Л.М.")
    return f


def t_kurs(kind: str):
    def f(r, dt):
        if kind == "cert":
            return ("CERTYFIKAT UKOŃCZENIA KURSU\nSzkoła Językowa Lingwa, ul. Karmelicka 34, Kraków\nPani Olena Moroz "
                    "ukończyła intensywny kurs języka polskiego jako obcego na poziomie B1 (120 godzin lekcyjnych), "
                    f"luty - czerwiec 2023.\nWynik testu końcowego: {r.randint(78, 90)}%\nKraków, 23.06.2023")
        if kind == "plan":
            return ("Kurs polski B1 - Lingwa, grupa UA-B1-3\nPn, Śr 18:00-20:15, sala 4, lektorka pani Joanna\n"
                    "Podręcznik: Krok po kroku B1 + ćwiczenia\nTest połówkowy: 12.04.2023\nTest końcowy: 21.06.2023\n"
                    "Opłata: 1 500 zł (dofinansowanie z fundacji 50%)")
        if kind == "hw":
            return ("Praca domowa nr 7 - Olena Moroz\nTemat: List formalny - reklamacja\nSzanowni Państwo,\n"
                    "piszę w sprawie pralki, którą kupiłam w Państwa sklepie 12 marca. Niestety po tygodniu przestała "
                    "działać...\n[poprawki lektorki: 'w sprawie' + dopełniacz; 'kupiłam' - dobrze]\nOcena: 4+")
        if kind == "fv":
            return ("Szkoła Językowa Lingwa s.c.\nRachunek nr 112/02/2023\nNabywca: Olena Moroz\nKurs języka "
                    "polskiego B1 "
                    "intensywny, luty-czerwiec 2023: 1 500,00 zł\nDofinansowanie Fundacja Ukraina-Kraków: -750,00 zł\n"
                    "Do zapłaty: 750,00 zł")
        return ("Słówka - lekcja " + str(r.randint(3, 20)) + "\n" + "\n".join(
            f"{p} - {u}" for p, u in r.sample([("umowa", "договір"), ("zaświadczenie", "довідка"), ("wniosek", "заява"),
                                               ("urząd", "установа"), ("rachunek", "рахунок"), ("zniżka", "знижка"),
                                               ("wypłata", "зарплата"), ("wynajem", "оренда"),
                                               ("przychodnia", "поліклініка"), ("skierowanie", "направлення")], 7)))
    return f


def t_first_flat(r, dt):
    return (f"UMOWA NAJMU OKAZJONALNEGO LOKALU\nzawarta w Krakowie dnia {_dd(dt)}\nWynajmujący: Krystyna Duda\n"
            "Najemcy: Olena i Andrii Moroz\nLokal: os. Złotej Jesieni 6/41, 31-826 Kraków (Nowa Huta), 2 pokoje, 38 "
            "m2\n"
            "Czynsz: 1 900,00 zł + opłaty ok. 400 zł. Kaucja 2 300,00 zł.\nOkres: 01.06.2022 - 30.06.2023.\n"
            "Najem okazjonalny - oświadczenie o poddaniu się egzekucji w formie aktu notarialnego (notariusz "
            "M. Sroka, Rep. A 2281/2022).")


def t_first_flat_end(r, dt):
    return (f"PROTOKÓŁ ZDAWCZO-ODBIORCZY (zwrot lokalu)\nKraków, {_dd(dt)}\nLokal: os. Złotej Jesieni 6/41\n"
            "Najemcy zwracają lokal wraz z 2 kompletami kluczy. Stan liczników: prąd 21880 kWh, woda 311 m3.\n"
            "Uszkodzenia: brak, ślady po gwoździach w pokoju dziecięcym.\nKaucja 2 300 zł do zwrotu w całości "
            "w ciągu 14 dni.\nKrystyna Duda   Olena Moroz")


def t_pesel2022(r, dt):
    return ("WNIOSEK o nadanie numeru PESEL w związku z konfliktem na terytorium Ukrainy\nUrząd Miasta Krakowa, "
            "os. Zgody 2\nWnioskodawca: MOROZ OLENA, data wjazdu do RP: 04.04.2022, przejście graniczne Medyka\n"
            "Dzieci: MOROZ SOFIIA, MOROZ MAKSYM\nZgoda na utworzenie profilu zaufanego: TAK\nAdres pobytu: "
            "ul. Na Kozłówce 14/7, Kraków (u p. Haliny Zych)\nData złożenia: 19.04.2022")


def t_ochrona(r, dt):
    return ("Zaświadczenie / Certificate - temporary protection\nZaświadczenie potwierdzające korzystanie z ochrony "
            "czasowej na terytorium Rzeczypospolitej Polskiej (decyzja Rady UE 2022/382)\nMOROZ ANDRII, ur. "
            "02.11.1983\n"
            f"Wydano przez Urząd do Spraw Cudzoziemców, {_dd(dt)}")


def t_trip(kind: str):
    def f(r, dt):
        if kind == "balt_booking":
            return ("Booking.com - Potwierdzenie rezerwacji\nNumer potwierdzenia: "
                    + str(r.randint(4000000000, 4999999999)) +
                    "\nObiekt: Apartamenty Bryza, ul. Morska 22, 84-120 Władysławowo\nZameldowanie: sobota, 18 lipca "
                    "2026 "
                    "(od 15:00)\nWymeldowanie: sobota, 25 lipca 2026 (do 10:00)\nApartament z 2 sypialniami, 4 osoby\n"
                    "Cena całkowita: 4 480 zł, płatność w obiekcie; bezpłatne odwołanie do 4 lipca 2026\nGość: Olena "
                    "Moroz")
        if kind == "balt_pkp":
            return ("PKP Intercity - bilet elektroniczny\nPociąg IC 3510 USTRONIE, 18.07.2026\nKraków Główny 06:12 -> "
                    "Władysławowo 15:21\nWagon 9, miejsca 63, 64, 65, 66\nNormalny x2, ulga 37% Duża Rodzina? nie - "
                    "dzieci ulga ustawowa 37% x2\nCena: 412,80 zł\nPodróżny: Olena Moroz")
        if kind == "balt_pack":
            return ("Море 2026 - що взяти\nКупальники, рушники пляжні 4\nКрем SPF50, Maksym - Zyrtec!!\nВітровки (на "
                    "морі "
                    "холодно ввечері)\nКарти побиту - якщо вже будуть; паспорти всім\nНасос для матраца\n"
                    "Андрію: відпустка 20-24.07 підписана?\nХель - велосипеди напрокат, тюлені в Helu, маяк Rozewie")
        if kind == "balt_plan":
            return ("Władysławowo 18-25.07\nсб - приїзд\nнд - пляж\nпн - Hel, fokarium, вело\nвт - Jastrzębia Góra, "
                    "Rozewie\nср - дощ? - Gdynia Akwarium\nчт - пляж\nпт - Puck, рибний ринок\nсб - поїзд 11:40")
        if kind == "zak":
            return ("Potwierdzenie rezerwacji - Willa Pod Giewontem, ul. Kasprusie 31, Zakopane\nPobyt: 16-19.02.2024 "
                    "(ferie zimowe)\n2 pokoje, śniadania\nGość: Olena Moroz, 4 osoby\nZaliczka 400 zł wpłacona, reszta "
                    "960 zł na miejscu\nSzkółka narciarska dla dzieci: 2 x 2 h, 17.02")
        if kind == "zak_plan":
            return ("Закопане лютий 2024\nпт - поїзд 7:45 Kraków Gł.\nсб - Gubałówka, лижі для дітей (szkółka 10:00)\n"
                    "нд - Morskie Oko? (Андрій хоче), Krupówki\nпн - термальні басейни Chochołów, автобус 18:30\n"
                    "Витрати: житло 1360, лижі 480, басейни 260")
        if kind == "gd":
            return ("PKP Intercity - bilet\nEIP 5300, 09.08.2025\nKraków Główny 07:00 -> Gdańsk Główny 11:55\n4 osoby, "
                    "wagon 4\nCena 588,00 zł\nPowrót 14.08.2025 EIP 3502 Gdańsk Gł. 16:05")
        return ("Gdańsk / Sopot серпень 2025 - витрати\nжитло Airbnb Oliwa 2 650\nпоїзди 1 176\nWesterplatte, "
                "Muzeum II Wojny 120\nMolo Sopot 48\nїжа ~1 400\nразом ~5 400 зл")
    return f


BOOKS = [("Лісова пісня", "Леся Українка", "uk",
          "Драма-феєрія в трьох діях. Дія відбувається в давній пралісі на Волині."),
         ("Захар Беркут", "Іван Франко", "uk", "Образ громадського життя Карпатської Русі в XIII віці."),
         ("Тіні забутих предків", "Михайло Коцюбинський", "uk",
          "Іван був дев'ятнадцятою дитиною в гуцульській родині."),
         ("Lalka", "Bolesław Prus", "pl",
          "Na początku roku 1878, kiedy świat polityczny zajmował się pokojem san-stefańskim."),
         ("W pustyni i w puszczy", "Henryk Sienkiewicz", "pl",
          "Wiesz, Nel, że Smain ma dzieci, ale nie ma przy sobie żony."),
         ("Wiersze dla dzieci", "Julian Tuwim", "pl",
          "Stoi na stacji lokomotywa, ciężka, ogromna i pot z niej spływa.")]
SONGS = [("Обійми", "Океан Ельзи", "Земля"), ("Без бою", "Океан Ельзи", "Міра"), ("Baby", "DakhaBrakha", "Alambari"),
         ("1944", "Jamala", "1944"), ("Stefania", "Kalush Orchestra", "Stefania"),
         ("Старі фотографії", "Скрябін", "Кінець фільму"), ("Małomiasteczkowy", "Dawid Podsiadło", "Małomiasteczkowy"),
         ("Шум", "Go_A", "Шум")]


def t_recipe(name: str):
    body = {
        "борщ": "Борщ (мамин)\nбуряк 2, капуста 1/4, картопля 3, морква, цибуля, квасоля 1 банка\nм'ясо - свинина на "
                "кістці, "
                "варити 1,5 год\nзасмажка: цибуля+морква+буряк+томатна паста, оцет 1 ч.л.\nчасник, кріп, сметана. "
                "У Польщі буряк - в Lidl, сметана 18% - Piątnica",
        "вареники": "Вареники з вишнею\nТісто: борошно 500 г, кефір 250 мл, яйце, сіль, сода 1/2 ч.л.\nвишня "
                    "заморожена "
                    "(Biedronka), цукор, крохмаль 1 ст.л.\nварити 3-4 хв після спливання, подавати зі сметаною",
        "сирники": "Сирники\ntwaróg półtłusty 500 г (кращий - Piątnica w wiaderku), яйце 2, цукор 2 ст.л., борошно 4 "
                   "ст.л., "
                   "ванілін\nсмажити на малому вогні, Максим любить з малиновим варенням",
        "pierogi": "Pierogi ruskie (przepis od pani Haliny)\nCiasto: 500 g mąki, 250 ml ciepłej wody, 2 łyżki oleju\n"
                   "Farsz: 1 kg ziemniaków, 400 g twarogu, 2 cebule podsmażone, sól, pieprz\nGotować 2 minuty od "
                   "wypłynięcia.",
        "голубці": "Голубці\nкапуста молода 1 головка, фарш 500 г, рис 1 склянка напівготовий, цибуля, морква\n"
                   "тушкувати в томатному соусі 1 год, 180 градусів в духовці",
    }[name]
    return lambda r, dt: body


def t_polish_res(kind: str):
    def f(r, dt):
        if kind == "przypadki":
            return ("Przypadki - tabela (відмінки)\nMianownik (kto? co?) - називний: dom, kobieta\nDopełniacz (kogo? "
                    "czego?) "
                    "- родовий: domu, kobiety\nCelownik (komu? czemu?) - давальний: domowi, kobiecie\nBiernik (kogo? "
                    "co?) "
                    "- знахідний: dom, kobietę\nNarzędnik (z kim? z czym?) - орудний: domem, kobietą\nMiejscownik (o "
                    "kim? o "
                    "czym?) - місцевий: domu, kobiecie\nWołacz - кличний: domie!, kobieto!")
        if kind == "false":
            return ("Фальшиві друзі перекладача PL-UA\nzapominać - забувати (не 'запам'ятовувати')\nuroda - краса (не "
                    "'урод')\n"
                    "dywan - килим\nsklep - магазин (склеп = grobowiec)\nowoce - фрукти (не 'овочі' = warzywa)\n"
                    "pachnieć - пахнути добре; śmierdzieć - погано\nrano - зранку; wcześnie - рано\nzapraszam - "
                    "запрошую")
        if kind == "B1":
            return ("Egzamin certyfikatowy z języka polskiego jako obcego - poziom B1\nCzęści: rozumienie ze słuchu "
                    "(40 min), "
                    "rozumienie tekstów pisanych (60 min), poprawność gramatyczna (60 min), pisanie (60 min), "
                    "mówienie (15 min)\n"
                    "Zaliczenie: min. 50% z każdej części\nWymagany m.in. przy wniosku o obywatelstwo polskie i pobyt "
                    "stały.")
        return ("Czasowniki ruchu\niść / chodzić - йти / ходити\njechać / jeździć - їхати / їздити\nlecieć / latać\n"
                "płynąć / pływać\nIdę do pracy (teraz). Chodzę do pracy codziennie.\nJadę tramwajem 50 do Kurdwanowa.")
    return f


def t_acc_ref(kind: str):
    def f(r, dt):
        return {
            "ksef": "Krajowy System e-Faktur (KSeF) - najważniejsze terminy\n1 lutego 2026 - obowiązek dla podatników, "
                    "których sprzedaż w 2024 r. przekroczyła 200 mln zł\n1 kwietnia 2026 - pozostali podatnicy VAT\n"
                    "1 stycznia 2027 - najmniejsi (sprzedaż do 10 000 zł miesięcznie)\nFaktura ustrukturyzowana FA(3), "
                    "numer KSeF, tryb offline24, uprawnienia dla biura rachunkowego (ZAW-FA).",
            "zus2026": "Składki ZUS przedsiębiorców 2026\nPreferencyjne (30% min. wynagrodzenia): emerytalna, rentowa, "
                       "chorobowa (dobrowolna), wypadkowa - ok. 456 zł\nDuży ZUS (60% prognozowanego przeciętnego "
                       "wynagrodzenia): ok. 1 927 zł\nZdrowotna - skala: 9% dochodu, min. 9% minimalnego wynagrodzenia "
                       "(432,54 zł)\nTermin płatności: do 20. dnia następnego miesiąca",
            "skala": "Skala podatkowa 2026\ndo 120 000 zł - 12% minus kwota zmniejszająca 3 600 zł\nponad 120 000 zł - "
                     "10 800 zł + 32% nadwyżki\nKwota wolna 30 000 zł\nWspólne rozliczenie małżonków - PIT-36/PIT-37\n"
                     "Ulga na dzieci: 1 112,04 zł rocznie na 1. i 2. dziecko",
            "jpk": "JPK_V7M - struktura\nCzęść ewidencyjna: sprzedaż (K_10-K_36), zakup (K_40-K_47)\nOznaczenia "
                   "GTU_01-13, "
                   "procedury: MPP, TP, WSTO_EE\nTerminy: do 25. dnia następnego miesiąca\nKorekta - cała struktura "
                   "ponownie, z celem złożenia 2",
            "kp": "Kodeks pracy - wyciąg dla biura\nUrlop: 20 dni (staż < 10 lat), 26 dni (>= 10 lat)\nPraca w nocy: "
                  "dodatek 20% stawki godzinowej z minimalnego wynagrodzenia\nŚwiadectwo pracy - 7 dni\n"
                  "Badania wstępne i okresowe - koszt pracodawcy",
            "ryczalt": "Ryczałt od przychodów ewidencjonowanych - stawki\n17% wolne zawody\n15% m.in. usługi "
                       "informatyczne niektóre, pośrednictwo\n12% IT (62.01, 62.02)\n8,5% usługi do 100 000 EUR\n"
                       "5,5% roboty budowlane\n3% handel, gastronomia (bez alkoholu)\nSkładka zdrowotna ryczałt: "
                       "3 progi przychodu (60 tys., 300 tys.)",
        }[kind]
    return f


def t_ua_ref(r, dt):
    return ("Шпаргалка: зарплатні податки в Україні 2026\nПДФО - 18%\nВійськовий збір - 5% (з 01.12.2024)\n"
            "ЄСВ - 22% (роботодавець), мінімальний внесок з мінімальної зарплати 8 000 грн = 1 760 грн\n"
            "ФОП 3 група - 5% єдиний податок, військовий збір 1%\nЕкспорт ІТ-послуг - ПДВ 0% / не об'єкт "
            "(п. 186.3 ПКУ)\nЗвіт 4ДФ об'єднаний - щоквартально, до 40 дня")


# --------------------------------------------------------------------------- the hard texts (mostly reused)


def t_telegram_notes(r, dt):
    return ("Ігор каже: в Дії статус заяви 'Розглядається комісією'. Комісія прийде 06.02 о 10:00, треба щоб він "
            "був з довіреністю. Фото пошкоджень до і після - в нього в телефоні. Вікна в кімнаті закрив плівкою "
            "ще в 2024. ОСББ дає довідку про пошкодження будинку. Номер заяви єВідновлення - в Дії, розділ Послуги.")


def t_ihor_eml(r, dt):
    return _eml("Ігор Ткаченко <ihor.tkachenko82@ukr.net>", "olena.moroz.ua@gmail.com", "Fwd: кошторис", dt,
                "Олю, пересилаю кошторис від Литвиненка. Вікна 3 шт, балконний блок, двері - разом виходить десь "
                "на 22 тисячі більше ніж дали по єВідновленню. Я можу частину доплатити, потім розберемось.\n"
                "Він починає 15.06, якщо в Дії погодимо його як підрядника. Напиши, чи згодна.\nІгор")


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
        dt = _ago(age)
        if callable(content):
            content = content(r, dt)
        if isinstance(content, bytes):
            return content
        ext = rel.rsplit(".", 1)[-1].lower()
        if ext == "pdf":
            return _pdf(_latin1(_tr(content)))
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

    def exe(n: int = 2400):
        return lambda r, dt: _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00", n)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    D, DL, DE, SC = "Documents", "Downloads", "Desktop", "Scans"

    # ------------------------------------------------------------ Projects: Residence (karta pobytu CUKR)
    k = f"{D}/Karta pobytu 2026"
    names = ["Olena", "Andrii", "Sofiia", "Maksym"]
    for i, n in enumerate(names):
        add(f"{k}/MOS potwierdzenie {n}.pdf", P, "Residence", 101 - i * 3 if i < 2 else 83 - i, t_mos(i))
        add(f"{k}/Opłaty/opłata skarbowa 340 {n}.pdf", P, "Residence", 100 - i, t_fee(f"MOROZ {n.upper()}",
            "Opłata skarbowa - zezwolenie na pobyt czasowy", "340,00"))
        photo(f"{k}/Фото 35x45/{n.lower()}_35x45.jpg", P, "Residence", 108)
    add(f"{k}/Opłaty/karta 100 zł x4.pdf", P, "Residence", 99, t_fee("MOROZ OLENA, ANDRII, SOFIIA, MAKSYM",
        "Opłata za wydanie karty pobytu x4", "400,00"))
    add(f"{k}/checklist CUKR.docx", P, "Residence", 6, t_karta_list)
    add(f"{k}/Wezwanie Andrii 05.05.2026.pdf", P, "Residence", 26, t_wezwanie)
    add(f"{k}/Odpowiedź na wezwanie - Andrii.docx", P, "Residence", 19, t_odpowiedz)
    add(f"{k}/zaświadczenie CargoLink maj 2026.pdf", P, "Residence", 20, t_cert_employer)
    add(f"{k}/umowa najmu - kopia do wniosku.pdf", P, "Residence", 110, t_lease)
    add(f"{k}/oświadczenie właściciela.pdf", P, "Residence", 112, t_landlord_consent)
    add(f"{k}/Paszporty skan/paszport Olena wszystkie strony.pdf", P, "Residence", 115, t_passport(0))
    add(f"{k}/Paszporty skan/paszport Andrii wszystkie strony.pdf", P, "Residence", 115, t_passport(1))
    add(f"{k}/termin odciski 10.06.ics", P, "Residence", 12, lambda r, dt: _ics(
        "MUW - odciski palców, karta pobytu (wszyscy 4)", "20260610T094000", "ul. Przy Rondzie 6, Kraków, sala B",
        "Paszporty, potwierdzenia opłat, dzieci z nami"))
    photo(f"{k}/mos_status.png", P, "Residence", 9)
    add(f"{DL}/document.pdf", P, "Residence", 26, t_wezwanie, True)
    add(f"{DL}/potwierdzenie.pdf", P, "Residence", 82, t_fee("MOROZ MAKSYM", "Opłata skarbowa - pobyt czasowy",
                                                                 "340,00"), True)
    add(f"{DL}/zaswiadczenie.pdf", P, "Residence", 21, t_cert_employer, True)
    add(f"{D}/Листи/повідомлення.eml", P, "Residence", 12, t_mos_mail, True)
    add(f"{DL}/invite.ics", P, "Residence", 12, lambda r, dt: _ics(
        "Wizyta MUW - pobranie odcisków linii papilarnych", "20260610T094000",
        "Małopolski Urząd Wojewódzki, ul. Przy Rondzie 6, Kraków",
        "Zezwolenie na pobyt czasowy CUKR: MOROZ OLENA, ANDRII, SOFIIA, MAKSYM. Zabrać paszporty."), True)
    add(f"{DE}/Новий документ.docx", P, "Residence", 4, t_karta_list, True)
    add(f"{SC}/scan0012.pdf", P, "Residence", 112, t_landlord_consent, True)

    # ------------------------------------------------------------ Projects: Kharkiv flat, єВідновлення
    e = f"{D}/Харків квартира/єВідновлення"
    add(f"{e}/Акт обстеження 06.02.2026.pdf", P, "Kharkiv Flat", 115, t_akt)
    add(f"{e}/Рішення про компенсацію 418-К.pdf", P, "Kharkiv Flat", 47, t_rishennia)
    add(f"{e}/Кошторис Литвиненко.xlsx", P, "Kharkiv Flat", 11, t_koshtorys)
    add(f"{e}/Довіреність на Ігоря 2025.pdf", P, "Kharkiv Flat", 232, t_dovirenist)
    add(f"{e}/Договір підряду - проєкт.docx", P, "Kharkiv Flat", 5, t_dohovir_pidriadu)
    add(f"{e}/Ігор - що сказав підрядник.txt", P, "Kharkiv Flat", 10, t_ihor_msg)
    photo(f"{e}/Дія - заява єВідновлення.png", P, "Kharkiv Flat", 193)
    photo(f"{e}/Дія - рішення.png", P, "Kharkiv Flat", 46)
    for i in range(6):
        photo(f"{e}/фото пошкоджень/photo_2024-09-0{1 + i // 3}_1{i}-{12 + i * 7}-{10 + i * 5}.jpg", P,
              "Kharkiv Flat", 638 - i // 3)
    tg = f"{DL}/Telegram Desktop"
    for i in range(3):
        photo(f"{tg}/photo_2026-02-06_10-{14 + i * 3}-{22 + i}.jpg", P, "Kharkiv Flat", 115)
    add(f"{tg}/file_7.xlsx", P, "Kharkiv Flat", 11, t_koshtorys, True)
    add(f"{tg}/document_2026-04-16.pdf", P, "Kharkiv Flat", 46, t_rishennia, True)
    add(f"{tg}/file_3.docx", P, "Kharkiv Flat", 6, t_dohovir_pidriadu, True)
    add(f"{D}/Листи/лист1.eml", P, "Kharkiv Flat", 10, t_ihor_eml, True)
    add(f"{DE}/нотатки.txt", P, "Kharkiv Flat", 122, t_telegram_notes, True)
    add(f"{SC}/scan0009.pdf", P, "Kharkiv Flat", 114, t_akt, True)
    add(f"{SC}/scan0010.pdf", P, "Kharkiv Flat", 232, t_dovirenist, True)

    # ------------------------------------------------------------ Projects: Sofiia's liceum admission
    s = f"{D}/Школа/Софія/Rekrutacja 2026"
    add(f"{s}/progi punktowe 2025.xlsx", P, "School", 70, t_rekrut("progi"))
    add(f"{s}/wniosek rekrutacja - wydruk.pdf", P, "School", 14, t_rekrut("wniosek"))
    add(f"{s}/próbny egzamin wyniki styczeń.pdf", P, "School", 120, t_rekrut("probny"))
    add(f"{s}/дні відкритих дверей.txt", P, "School", 60, t_rekrut("dni"))
    add(f"{s}/kalkulator punktów.docx", P, "School", 20, t_rekrut("calc"))
    for i, yr in enumerate((2023, 2024, 2025)):
        add(f"{s}/arkusze/E8 matematyka {yr}.pdf", P, "School", 150 - i * 10, lambda r, dt, yr=yr: (
            f"EGZAMIN ÓSMOKLASISTY - MATEMATYKA - {yr}\nCentralna Komisja Egzaminacyjna\nZadanie 1. (0-1)\n"
            "Cena biletu wzrosła o 20%, a potem zmalała o 20%. Czy cena końcowa jest równa początkowej? ..."))
    add(f"{s}/lektury - streszczenia.docx", P, "School", 40, lambda r, dt: (
        "Lektury na egzamin - Sofiia\nKamienie na szaniec - Rudy, Alek, Zośka, akcja pod Arsenałem\n"
        "Balladyna - ambicja, zbrodnia i kara\nOpowieść wigilijna - przemiana Scrooge'a\nZemsta - Cześnik i Rejent"))
    add(f"{DL}/wydruk.pdf", P, "School", 14, t_rekrut("wniosek"), True)
    add(f"{DL}/pobrane.pdf", P, "School", 119, t_rekrut("probny"), True)
    add(f"{DE}/Zeszyt1.xlsx", P, "School", 18, t_rekrut("calc"), True)

    # ------------------------------------------------------------ Projects: forklift course / UDT (CargoLink)
    u = f"{D}/Андрій/Курс UDT"
    add(f"{u}/skierowanie na kurs.pdf", P, "CargoLink", 45, t_forklift("skier"))
    add(f"{u}/harmonogram kursu WJO.pdf", P, "CargoLink", 30, t_forklift("harm"))
    add(f"{u}/wniosek UDT.pdf", P, "CargoLink", 25, t_forklift("udt"))
    add(f"{u}/pytania egzamin UDT.docx", P, "CargoLink", 8, t_forklift("q"))
    add(f"{DL}/faktura (2).pdf", P, "CargoLink", 28, t_forklift("fv"), True)
    add(f"{DL}/druk.pdf", P, "CargoLink", 25, t_forklift("udt"), True)
    add(f"{DL}/invite (1).ics", P, "CargoLink", 24, lambda r, dt: _ics(
        "Egzamin UDT - wózki jezdniowe II WJO (Andrii)", "20260616T080000", "UDT Oddział Kraków, ul. Pilotów 10",
        "Dowód tożsamości, zaświadczenie z kursu OSK Forklift Partner"), True)
    add(f"{DE}/Новий текстовий документ.txt", P, "CargoLink", 7, t_forklift("q"), True)

    # ------------------------------------------------------------ Projects: Baltic, July 2026 (Travel)
    m = f"{D}/Подорожі/Море 2026"
    add(f"{m}/Booking Władysławowo.pdf", P, "Travel", 40, t_trip("balt_booking"))
    add(f"{m}/PKP IC 18.07.pdf", P, "Travel", 30, t_trip("balt_pkp"))
    add(f"{m}/що взяти.docx", P, "Travel", 3, t_trip("balt_pack"))
    add(f"{m}/план.txt", P, "Travel", 12, t_trip("balt_plan"))
    add(f"{DL}/plik.pdf", P, "Travel", 40, t_trip("balt_booking"), True)
    add(f"{DL}/20260502_103355.pdf", P, "Travel", 30, t_trip("balt_pkp"), True)
    add(f"{D}/Андрій/Робота/wniosek urlopowy lipiec.docx", A, "CargoLink", 16, t_urlop)

    # ------------------------------------------------------------ Areas: Bookkeeping (her business)
    f = f"{D}/Firma"
    add(f"{f}/CEIDG/wpis CEIDG 03.03.2025.pdf", A, "Bookkeeping", 455, t_ceidg)
    add(f"{f}/CEIDG/polisa OC biura 2026.pdf", A, "Bookkeeping", 88, t_oc)
    add(f"{f}/ZUS/informacja ZUS preferencyjne.pdf", A, "Bookkeeping", 270, t_zus_letter)
    for i, age in enumerate((12, 42, 73, 101, 132, 163)):
        mo = _prev(_ago(age))
        add(f"{f}/ZUS/ZUS {mo:%m-%Y}.pdf", A, "Bookkeeping", age, t_zus)
    for age in (11, 41, 72, 102):
        mo = _prev(_ago(age))
        add(f"{f}/US/PIT zaliczka {mo:%m-%Y}.pdf", A, "Bookkeeping", age, t_pit_zal)
    inv = [("Smaki Lwowa", "SL"), ("Bud-Rem Hnatyuk", "BR"), ("Savchuk TransKur", "TK"), ("Studio Kamila", "SK"),
           ("Brightline", "BL")]
    for age in (88, 58, 27):
        mo = _ago(age)
        for j, (c, short) in enumerate(inv, 1):
            add(f"{f}/Faktury/{mo.year}/FV {j}-{mo:%m-%Y} {short}.pdf", A, "Bookkeeping", age - j * 0.2,
                t_invoice(c, f"{j}/{mo:%m/%Y}"))
    for age, c in ((310, "Smaki Lwowa"), (270, "Brightline"), (240, "Bud-Rem Hnatyuk")):
        mo = _ago(age)
        add(f"{f}/Faktury/{mo.year}/FV {mo:%m-%Y} {c}.pdf", A, "Bookkeeping", age, t_invoice(c, f"3/{mo:%m/%Y}"))
    add(f"{f}/Koszty/KsięgaPro abonament.pdf", A, "Bookkeeping", 130, t_cost_invoice)
    add(f"{f}/Umowy/umowa Smaki Lwowa.docx", A, "Bookkeeping", 420, t_client_contract("Smaki Lwowa"))
    add(f"{f}/Umowy/umowa Bud-Rem.docx", A, "Bookkeeping", 330, t_client_contract("Bud-Rem Hnatyuk"))
    add(f"{f}/mBank firmowe kwiecień.csv", A, "Bookkeeping", 30, t_firm_bank_csv)
    add(f"{f}/klienci - abonamenty.xlsx", A, "Bookkeeping", 35, t_client_list)
    for c in CLIENTS:
        kd = f"{D}/Klienci/{c}"
        for age in (8, 38) if c != "Studio Kamila" else (9,):
            add(f"{kd}/KPiR {_ago(age + 10):%Y-%m}.xlsx", A, "Bookkeeping", age, t_kpir(c))
    add(f"{D}/Klienci/Smaki Lwowa/lista płac 2026-05.xlsx", A, "Bookkeeping", 3, t_payroll_smaki)
    add(f"{D}/Klienci/Smaki Lwowa/lista płac 2026-04.xlsx", A, "Bookkeeping", 33, t_payroll_smaki)
    add(f"{D}/Klienci/Smaki Lwowa/VAT kwiecień notatki.txt", A, "Bookkeeping", 7, t_jpk_note)
    add(f"{D}/Klienci/Bud-Rem Hnatyuk/faktury kosztowe/IMG_20260508_181245.jpg", A, "Bookkeeping", 24, "exif")
    add(f"{D}/Klienci/Savchuk TransKur/ewidencja przychodów 2026.xlsx", A, "Bookkeeping", 10,
        t_kpir("Savchuk TransKur"))
    add(f"{DL}/document (3).pdf", A, "Bookkeeping", 270, t_zus_letter, True)
    add(f"{DL}/export.csv", A, "Bookkeeping", 2, t_firm_bank_csv, True)
    add(f"{DL}/potwierdzenie (1).pdf", A, "Bookkeeping", 12, t_zus, True)
    add(f"{DL}/faktura.pdf", A, "Bookkeeping", 131, t_cost_invoice, True)
    add(f"{DE}/Bez tytułu.docx", A, "Bookkeeping", 33, t_client_list, True)
    add(f"{SC}/scan0008.pdf", A, "Bookkeeping", 240, t_client_contract("Savchuk TransKur"), True)
    add("2025/dokument.pdf", A, "Bookkeeping", 455, t_ceidg, True)
    add("2025/dokument (2).pdf", A, "Bookkeeping", 452, t_oc, True)
    add("2025/tabela.xlsx", A, "Bookkeeping", 250, t_kpir("Smaki Lwowa"), True)
    add("2025/lista.xlsx", A, "Bookkeeping", 215, t_payroll_smaki, True)
    add("2025/umowa.pdf", A, "Bookkeeping", 300, t_client_contract("Savchuk TransKur"), True)
    add("2025/umowa (1).pdf", A, "Bookkeeping", 280, t_client_contract("Studio Kamila"), True)

    # ------------------------------------------------------------ Areas: Brightline (her job)
    b = f"{D}/Brightline"
    for age in (3, 33, 64):
        mo = _ago(age + 5)
        add(f"{b}/Close/{mo:%Y-%m} close checklist.xlsx", A, "Brightline", age, t_bl_close)
        add(f"{b}/Close/{mo:%Y-%m} bank recon PrivatBank.xlsx", A, "Brightline", age + 1, t_bl_recon)
    for age in (2, 32):
        add(f"{b}/Зарплата/відомість {_ago(age):%m.%Y}.xlsx", A, "Brightline", age, t_bl_payroll)
    add(f"{b}/ПДВ квітень.docx", A, "Brightline", 12, t_bl_vat)
    add(f"{b}/B2B agreement Brightline - Moroz.pdf", A, "Brightline", 430, t_bl_b2b)
    add(f"{b}/Q1 2026 management report.xlsx", A, "Brightline", 50, lambda r, dt: (
        "Brightline Soft - Q1 2026 management P&L (USD)\nLine;Jan;Feb;Mar\nRevenue;" +
        ";".join(str(r.randint(410000, 470000)) for _ in range(3)) + "\nFOP contractors;" +
        ";".join(str(r.randint(250000, 290000)) for _ in range(3)) + "\nPayroll (staff);" +
        ";".join(str(r.randint(30000, 36000)) for _ in range(3)) + "\nOffice Kharkiv + Lviv;" +
        ";".join(str(r.randint(9000, 12000)) for _ in range(3))))
    add(f"{D}/Листи/Fwd.eml", A, "Brightline", 48, t_bl_mail, True)
    add(f"{DL}/report.xlsx", A, "Brightline", 34, t_bl_recon, True)
    add("2025/Nowy dokument.docx", A, "Brightline", 430, t_bl_b2b, True)
    add("2025/Документ Microsoft Word.docx", A, "Brightline", 225, t_bl_vat, True)

    # ------------------------------------------------------------ Areas: CargoLink (his job)
    w = f"{D}/Андрій/Робота"
    add(f"{w}/umowa o pracę CargoLink.pdf", A, "CargoLink", 826, t_umowa_pracy)
    add(f"{w}/aneks 2026 podwyżka.pdf", A, "CargoLink", 160, t_aneks_pracy)
    for age in (1, 31, 60, 92, 121, 152, 182):
        add(f"{w}/Paski/pasek {_ago(age + 8):%Y-%m}.pdf", A, "CargoLink", age, t_payslip)
    for age in (4, 35):
        add(f"{w}/grafik {_ago(age - 10):%m-%Y}.xlsx", A, "CargoLink", age, t_grafik)
    add(f"{w}/BHP zaświadczenie.pdf", A, "CargoLink", 300, t_bhp)
    add(f"{DL}/document (5).pdf", A, "CargoLink", 61, t_payslip, True)
    add(f"{SC}/scan0006.pdf", A, "CargoLink", 210, t_orzeczenie, True)
    add(f"{SC}/scan0014.pdf", A, "CargoLink", 299, t_bhp, True)

    # ------------------------------------------------------------ Areas: Finance
    fi = f"{D}/Фінанси"
    for age in (3, 33, 64, 95):
        add(f"{fi}/PKO/wyciąg {_ago(age + 3):%Y-%m}.pdf", A, "Finance", age, t_pko)
    add(f"{fi}/monobank виписка квітень.csv", A, "Finance", 31, t_mono)
    add(f"{fi}/PIT 2025/PIT-36 2025 wspólnie + UPO.pdf", A, "Finance", 62, t_pit)
    add(f"{fi}/PIT 2025/PIT-11 Andrii 2025.pdf", A, "Finance", 110, t_pit11)
    add(f"{fi}/PIT 2024/PIT-11 Andrii 2024.pdf", A, "Finance", 475, t_pit11)
    add(f"{fi}/800+ ZUS decyzja.pdf", A, "Finance", 360, t_800)
    add(f"{fi}/бюджет 2026.xlsx", A, "Finance", 5, t_budget)
    add(f"{DL}/document (2).pdf", A, "Finance", 111, t_pit11, True)
    add(f"{DL}/export (1).csv", A, "Finance", 1, t_mono, True)
    add(f"{DL}/Dokument_2026-03-31.pdf", A, "Finance", 62, t_pit, True)
    add(f"{DL}/download.pdf", A, "Finance", 359, t_800, True)
    add(f"{DE}/Книга1.xlsx", A, "Finance", 2, t_budget, True)
    add(f"{SC}/scan0007.pdf", A, "Finance", 474, t_pit11, True)

    # ------------------------------------------------------------ Areas: Home (rented Kraków flat)
    h = f"{D}/Mieszkanie Kraków"
    add(f"{h}/umowa najmu Stojałowskiego.pdf", A, "Home", 1077, t_lease)
    add(f"{h}/aneks czynsz 2025.pdf", A, "Home", 275, t_lease_aneks)
    for age in (15, 76, 137, 199):
        add(f"{h}/Tauron/faktura {_ago(age):%Y-%m}.pdf", A, "Home", age, t_tauron)
    add(f"{h}/Play internet maj.pdf", A, "Home", 8, t_internet)
    add(f"{h}/ubezpieczenie mieszkania.pdf", A, "Home", 330, t_home_ins)
    add(f"{h}/rozliczenie wspólnoty 2025.pdf", A, "Home", 70, t_wspolnota)
    add(f"{h}/лічильники.txt", A, "Home", 6, t_meters)
    add(f"{D}/Листи/Re_ odpowiedź.eml", A, "Home", 17, t_landlord_mail, True)
    add(f"{DL}/document (4).pdf", A, "Home", 76, t_tauron, True)
    add(f"{DE}/Nowy dokument tekstowy.txt", A, "Home", 36, t_meters, True)
    add(f"{SC}/scan0003.pdf", A, "Home", 274, t_lease_aneks, True)

    # ------------------------------------------------------------ Areas: Kharkiv flat (upkeep)
    kh = f"{D}/Харків квартира"
    for age in (9, 40, 70, 101):
        mo = _ago(age)
        add(f"{kh}/ОСББ/квитанція {mo:%m.%Y}.pdf", A, "Kharkiv Flat", age, t_kh_util("osbb"))
        add(f"{kh}/Світло/приват24 {mo:%m.%Y}.pdf", A, "Kharkiv Flat", age - 1, t_kh_util("el"))
    add(f"{kh}/Газ/рахунок газ {_ago(40):%m.%Y}.pdf", A, "Kharkiv Flat", 40, t_kh_util("gas"))
    add(f"{kh}/Водоканал/рахунок {_ago(41):%m.%Y}.pdf", A, "Kharkiv Flat", 41, t_kh_util("water"))
    add(f"{kh}/Свідоцтво про право власності 2009.pdf", A, "Kharkiv Flat", 1300, lambda r, dt: (
        "СВІДОЦТВО ПРО ПРАВО ВЛАСНОСТІ НА НЕРУХОМЕ МАЙНО\nВидане Виконавчим комітетом Харківської міської ради "
        f"16.10.2009\nОб'єкт: квартира № 142, {KH_FLAT}, загальна площа 64,3 кв.м, житлова 41,2 кв.м\n"
        "Власники: Мороз Андрій Миколайович, Мороз Олена Володимирівна - спільна сумісна власність"))
    add(f"{kh}/Витяг з реєстру 2025.pdf", A, "Kharkiv Flat", 240, lambda r, dt: (
        "ІНФОРМАЦІЙНА ДОВІДКА з Державного реєстру речових прав на нерухоме майно\n"
        f"Номер інформаційної довідки: {r.randint(300000000, 399999999)}\nОб'єкт: квартира, {KH_FLAT}\n"
        "Реєстраційний номер об'єкта: 1622049863101\nФорма власності: приватна, спільна сумісна\n"
        "Власники: Мороз Олена Володимирівна, Мороз Андрій Миколайович\nОбтяження: не зареєстровано"))
    add(f"{tg}/квитанція.pdf", A, "Kharkiv Flat", 70, t_kh_util("osbb"), True)

    # ------------------------------------------------------------ Areas: School
    sf, mk = f"{D}/Школа/Софія", f"{D}/Школа/Максим"
    add(f"{sf}/świadectwo klasa 7.pdf", A, "School", 340, t_swiadectwo("Sofiia", 7))
    add(f"{mk}/świadectwo klasa 3.pdf", A, "School", 340, t_swiadectwo("Maksym", 3))
    add(f"{mk}/МУШ табель 2024-2025.pdf", A, "School", 350, t_mush)
    add(f"{sf}/Librus - lekcje polskiego.eml", A, "School", 120, t_school_msg("Sofiia", "polish"))
    add(f"{mk}/Librus - lekcje polskiego.eml", A, "School", 120, t_school_msg("Maksym", "polish"))
    add(f"{mk}/zgoda wycieczka Ojców.docx", A, "School", 9, lambda r, dt: (
        "ZGODA RODZICA\nWyrażam zgodę na udział mojego dziecka Maksyma Moroz, kl. 4a, w wycieczce do Ojcowa i "
        "Pieskowej Skały w dniach 9-10.06.2026. Dziecko jest uczulone na pyłki brzozy (Zyrtec).\nOlena Moroz"))
    add(f"{D}/Школа/польська репетитор.xlsx", A, "School", 4, t_korepetycje)
    add(f"{D}/Школа/Rada Rodziców wpłaty.txt", A, "School", 230, lambda r, dt: (
        "Rada Rodziców SP 147 - składka 2025/2026: 100 zł za pierwsze dziecko, 50 zł za drugie\n"
        "Konto: 64 1240 4722 1111 0010 8790 1254, tytuł: RR 8b Sofiia Moroz, 4a Maksym Moroz\nwpłacone 26.09.2025"))
    add(f"{D}/Листи/wiadomość.eml", A, "School", 10, t_school_msg("Sofiia", "trip"), True)
    add(f"{DL}/zaproszenie.ics", A, "School", 22, lambda r, dt: _ics(
        "Zebranie z rodzicami 4a", "20260521T173000", "SP 147, sala 21",
        "Oceny przewidywane, wycieczka do Ojcowa, wybór języka obcego od klasy 7"), True)
    add(f"{D}/Нова папка/документ (2).docx", A, "School", 40, t_korepetycje, True)
    add(f"{SC}/scan0011.pdf", A, "School", 338, t_swiadectwo("Maksym", 3), True)

    # ------------------------------------------------------------ Areas: Health
    he = f"{D}/Здоров'я"
    add(f"{he}/deklaracja POZ Przychodnia Podgórze.pdf", A, "Health", 1040, t_med("poz"))
    add(f"{he}/Олена аналізи квітень.pdf", A, "Health", 52, t_med("lab"))
    add(f"{he}/Максим алерголог skierowanie.pdf", A, "Health", 45, t_med("alergia"))
    add(f"{he}/karta szczepień Maksym tłumaczenie.pdf", A, "Health", 1020, t_med("vacc"))
    add(f"{he}/ліки.txt", A, "Health", 14, t_med("leki"))
    add(f"{he}/стоматолог Софія.pdf", A, "Health", 160, t_med("dentist"))
    add(f"{DL}/document (1).pdf", A, "Health", 51, t_med("lab"), True)
    add(f"{DL}/rachunek.pdf", A, "Health", 159, t_med("dentist"), True)
    add(f"{SC}/scan0015.pdf", A, "Health", 1019, t_med("vacc"), True)

    # ------------------------------------------------------------ Areas: Car
    c = f"{D}/Авто"
    add(f"{c}/umowa kupna Octavia.pdf", A, "Car", 772, t_car("kupno"))
    add(f"{c}/dowód rejestracyjny.pdf", A, "Car", 745, t_car("dowod"))
    add(f"{c}/polisa OC AC 2026.pdf", A, "Car", 44, t_car("polisa"))
    add(f"{c}/polisa OC AC 2025.pdf", A, "Car", 409, t_car("polisa"))
    add(f"{c}/przegląd 2026.pdf", A, "Car", 70, t_car("przeglad"))
    add(f"{c}/serwis kwiecień.pdf", A, "Car", 50, t_car("serwis"))
    add(f"{DL}/faktura (1).pdf", A, "Car", 50, t_car("serwis"), True)
    add(f"{SC}/scan0004.pdf", A, "Car", 44, t_car("polisa"), True)
    add(f"{SC}/scan0005.pdf", A, "Car", 770, t_car("kupno"), True)
    add("2025/skan 14.03.pdf", A, "Car", 444, t_car("przeglad"), True)

    # ------------------------------------------------------------ Areas: Identity
    i_ = f"{D}/Документи"
    for i, nm in enumerate(("Олена", "Андрій", "Софія", "Максим")):
        add(f"{i_}/паспорт {nm}.pdf", A, "Identity", 900 - i * 30, t_passport(i))
    add(f"{i_}/свідоцтво народження Софія + tłumaczenie.pdf", A, "Identity", 1480, t_cert("birth"))
    add(f"{i_}/свідоцтво народження Максим + tłumaczenie.pdf", A, "Identity", 1480, t_cert("birth2"))
    add(f"{i_}/свідоцтво про шлюб tłumaczenie.pdf", A, "Identity", 1478, t_cert("marriage"))
    add(f"{i_}/PESEL Olena.pdf", A, "Identity", 1500, t_cert("pesel"))
    photo(f"{i_}/Дія - ID-картка.png", A, "Identity", 600)
    add(f"{SC}/scan0001.pdf", A, "Identity", 901, t_passport(0), True)
    add(f"{SC}/scan0002.pdf", A, "Identity", 1481, t_cert("birth"), True)
    add(f"{SC}/scan0013.pdf", A, "Identity", 1479, t_cert("marriage"), True)
    add("2025/zaświadczenie.pdf", A, "Identity", 380, t_cert("pesel"), True)

    # ------------------------------------------------------------ Resources
    pl = f"{D}/Польська"
    add(f"{pl}/przypadki таблиця.docx", R, "Polish", 700, t_polish_res("przypadki"))
    add(f"{pl}/фальшиві друзі.txt", R, "Polish", 640, t_polish_res("false"))
    add(f"{pl}/czasowniki ruchu.pdf", R, "Polish", 520, t_polish_res("ruch"))
    add(f"{pl}/egzamin B1 - informacje.pdf", R, "Polish", 210, t_polish_res("B1"))
    add(f"{DL}/Polish_grammar_tables.pdf", R, "Polish", 300, t_polish_res("przypadki"))
    fw = f"{f}/Wiedza"
    for kind, name, age in (("ksef", "KSeF terminy 2026.pdf", 150), ("zus2026", "składki ZUS 2026.pdf", 140),
                            ("skala", "skala podatkowa 2026.docx", 145), ("jpk", "JPK_V7M struktura.pdf", 300),
                            ("kp", "Kodeks pracy - wyciąg.docx", 260), ("ryczalt", "ryczałt stawki.pdf", 380)):
        add(f"{fw}/{name}", R, "Bookkeeping", age, t_acc_ref(kind))
    add(f"{DL}/broszura_KSeF_dla_biur_rachunkowych.pdf", R, "Bookkeeping", 95, t_acc_ref("ksef"))
    add(f"{b}/Довідники/податки зарплата 2026.docx", R, "Brightline", 150, t_ua_ref)
    add(f"{c}/Octavia III instrukcja obsługi.pdf", R, "Car", 740, lambda r, dt: (
        "ŠKODA OCTAVIA - Instrukcja obsługi\nSpis treści: Bezpieczeństwo, Obsługa, Jazda, Pielęgnacja, Pomoc w "
        "razie awarii\nCiśnienie w oponach: 2,3 bar przód / 2,2 bar tył (obciążenie częściowe)\n"
        "Olej silnikowy: VW 507.00, pojemność 4,3 l"))
    add(f"{h}/Instrukcja pralki Bosch Serie 4.pdf", R, "Home", 320, lambda r, dt: (
        "Bosch Serie 4 WAN28262PL - Instrukcja obsługi i instalowania\nKody błędów: E18 - zatkana pompa odpływowa, "
        "wyczyścić filtr pompy; E17 - brak dopływu wody\nProgramy: Bawełna, Syntetyki, Mix, Delikatne/Jedwab, Szybkie "
        "15'"))
    rc = f"{D}/Рецепти"
    for nm, fn in (("борщ", "борщ.docx"), ("вареники", "вареники з вишнею.txt"), ("сирники", "сирники.txt"),
                   ("голубці", "голубці.docx")):
        add(f"{rc}/{fn}", R, "Cooking", r.uniform(200, 1200), t_recipe(nm))
    add(f"{DL}/pierogi-ruskie-przepis.pdf", R, "Cooking", 410, t_recipe("pierogi"))
    for i, (title, author, lang, para) in enumerate(BOOKS):
        where = f"{D}/Книги" if i % 3 else DL
        add(f"{where}/{author} - {title}.epub", R, "Books", 100 + i * 140, _epub(title, author, lang, para))
    for i, (title, artist, album) in enumerate(SONGS):
        add(f"Music/{artist}/{album}/{i % 3 + 1:02d} {title}.mp3", R, "Music", 900 - i * 60,
            lambda r, dt, t=title, a=artist, al=album: _id3(r, t, a, al))
    for name, age in (("ChromeSetup.exe", 1100), ("tsetup-x64.5.12.3.exe", 180), ("ViberSetup.exe", 700),
                      ("LibreOffice_24.8.4_Win_x86-64.msi", 330), ("ZoomInstallerFull.exe", 520),
                      ("TeamViewer_Setup_x64.exe", 430), ("AcroRdrDCx642400520414_pl.exe", 610)):
        add(f"{DL}/{name}", R, "Software", age, exe())

    # photos: family, holidays, screenshots
    for yr, ages in ((2024, (836, 835, 834, 700, 620)), (2025, (460, 298, 297, 296, 240, 180)),
                     (2026, (95, 60, 33, 12))):
        for age in ages:
            dt = _ago(age)
            photo(f"Pictures/{yr}/IMG_{dt:%Y%m%d}_{_hms(r)}.jpg", R, "Photos", age)
    for i, age in enumerate((70, 40, 20, 6)):
        photo(f"Pictures/Софія iPhone/IMG_{4400 + i * 37}.HEIC", R, "Photos", age)
    for age in (140, 63, 25, 2):
        dt = _ago(age)
        photo(f"Pictures/Screenshots/Знімок екрана {dt:%Y-%m-%d} {_hms(r)}.png", R, "Photos", age)
    photo(f"{DL}/IMG_2231.jpg", R, "Photos", 18)
    photo(f"{DE}/Максим перший день у школі.jpg", R, "Photos", 1365)

    # ------------------------------------------------------------ Archive
    kp = f"{D}/Kurs polskiego 2023"
    add(f"{kp}/certyfikat B1 Lingwa.pdf", X, "Polish", 1074, t_kurs("cert"))
    add(f"{kp}/plan zajęć.docx", X, "Polish", 1215, t_kurs("plan"))
    add(f"{kp}/rachunek kurs.pdf", X, "Polish", 1210, t_kurs("fv"))
    for i in range(3):
        add(f"{kp}/praca domowa {i + 5}.docx", X, "Polish", 1150 - i * 20, t_kurs("hw"))
        add(f"{kp}/słówka lekcja {i * 4 + 3}.txt", X, "Polish", 1180 - i * 25, t_kurs("words"))
    sl = f"{D}/Слобожанська 2013-2022"
    add(f"{sl}/Наказ про звільнення.pdf", X, "Slobozhanska", 1430, t_slob("nakaz"))
    add(f"{sl}/ОСВ 4 кв 2021.xlsx", X, "Slobozhanska", 1560, t_slob("osv"))
    add(f"{sl}/довідка про доходи 2021.pdf", X, "Slobozhanska", 1440, t_slob("dovidka"))
    add(f"{sl}/характеристика UA EN.docx", X, "Slobozhanska", 1425, t_slob("har"))
    add(f"{D}/Листи/Re передача справ.eml", X, "Slobozhanska", 1490, t_slob("mail"), True)
    add(f"{D}/Нова папка/документ.docx", X, "Slobozhanska", 1420, t_slob("har"), True)
    add(f"{SC}/scan0016.pdf", X, "Slobozhanska", 1400, t_slob("dovidka"), True)
    tr = f"{D}/Подорожі"
    add(f"{tr}/Zakopane 2024/rezerwacja Willa Pod Giewontem.pdf", X, "Travel", 860, t_trip("zak"))
    add(f"{tr}/Zakopane 2024/план.txt", X, "Travel", 840, t_trip("zak_plan"))
    add(f"{tr}/Gdańsk 2025/витрати.xlsx", X, "Travel", 290, t_trip("gd_cost"))
    add("2025/e-bilet.pdf", X, "Travel", 330, t_trip("gd"))
    add("2025/витрати.txt", X, "Travel", 293, t_trip("gd_cost"), True)
    ar = f"{D}/Архів 2022"
    add(f"{ar}/wniosek PESEL UKR.pdf", X, "Residence", 1504, t_pesel2022)
    add(f"{ar}/ochrona czasowa Andrii.pdf", X, "Residence", 1300, t_ochrona)
    add(f"{ar}/umowa najmu Nowa Huta.pdf", X, "Home", 1460, t_first_flat)
    add(f"{ar}/Софія табель Харків 2021-2022.pdf", X, "School", 1480, lambda r, dt: (
        "Харківська гімназія № 172 Харківської міської ради\nТабель навчальних досягнень 2021/2022\n"
        "Учениця 5-Б класу Мороз Софія\nУкраїнська мова 10, Математика 11, Англійська мова 11, Природознавство 10\n"
        "Навчання з 24.02.2022 - дистанційно. Переведена до 6 класу."))
    add(f"{DL}/wniosek.pdf", X, "Residence", 1505, t_pesel2022, True)
    add(f"{DL}/informacja.pdf", X, "Residence", 1301, t_ochrona, True)
    add(f"{DL}/umowa.pdf", X, "Home", 1461, t_first_flat, True)
    add(f"{DL}/protokol.pdf", X, "Home", 1065, t_first_flat_end, True)
    add(f"{c}/2024 пошук/оголошення.xlsx", X, "Car", 790, t_car("search"))
    add(f"{c}/2024 пошук/raport oględziny KWI 58H31.pdf", X, "Car", 775, t_car("ogledziny"))
    for i in range(3):
        photo(f"{c}/2024 пошук/фото/IMG_20240{4}1{i + 2}_1{i}0233.jpg", X, "Car", 781 - i)
    add(f"{D}/Нова папка/Аркуш1.xlsx", X, "Car", 792, t_car("search"), True)
    bk = "Backup Redmi Andrii 2022"
    for i, age in enumerate((1520, 1515, 1500, 1490, 1470, 1450, 1440)):
        dt = _ago(age)
        photo(f"{bk}/DCIM/Camera/IMG_{dt:%Y%m%d}_{_hms(r)}.jpg", X, "Backup", age)
    add(f"{bk}/contacts.vcf", X, "Backup", 1400, lambda r, dt: "".join(
        f"BEGIN:VCARD\nVERSION:2.1\nN:{s};{g};;;\nTEL;CELL:{p}\nEND:VCARD\n"
        for s, g, p in (("Ткаченко", "Ігор", "+380671234509"), ("Мороз", "Олена", "+48 512 880 417"),
                        ("Zych", "Halina", "+48 601 223 914"), ("Бригадир", "Павло склад", "+48 730 119 402"))))
    add(f"{bk}/sms_backup.xml", X, "Backup", 1400, lambda r, dt: (
        '<?xml version="1.0" encoding="UTF-8"?>\n<smses count="3">\n'
        '<sms address="+48601223914" date="1649404800000" body="Pan Andrii, klucze pod wycieraczką. Halina" />\n'
        '<sms address="PKO BP" date="1651000000000" body="Kod BLIK: 112893" />\n'
        '<sms address="+380671234509" date="1652000000000" body="Квартира ціла, вікна заклеїв" />\n</smses>\n'))
    add(f"{bk}/Download/квиток Перемишль-Краків.pdf", X, "Backup", 1518, lambda r, dt: (
        "PKP Intercity - bilet bezpłatny / Free ticket for Ukrainian citizens\nPrzemyśl Główny - Kraków Główny\n"
        "04.04.2022, TLK 31100\nMOROZ ANDRII + 3"))

    # ------------------------------------------------------------ Left and dot files
    def _ini(n: int) -> bytes:
        return (b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-"
                + str(n).encode() + b"\r\n")

    for rel, data in ((f"{DL}/Unconfirmed 188321.crdownload", _blob(r, b"%PDF-1.7\n", 1200)),
                      (f"{DL}/LibreOffice_25.2.3_Win_x86-64.msi.part", _blob(r, b"\xd0\xcf\x11\xe0", 1500)),
                      (f"{tg}/video_2026-05-30.mp4.part", _blob(r, b"\x00\x00\x00\x18ftypmp42", 1000)),
                      (f"{k}/~$ecklist CUKR.docx", b"\x05Olena" + b"\x00" * 40 + b"\x05\x00O\x00l\x00e\x00n\x00a\x00"),
                      (f"{DE}/~$вий документ.docx", b"\x05Moroz" + b"\x00" * 40 + b"\x05\x00M\x00o\x00r\x00o\x00z\x00"),
                      (f"{D}/Klienci/Smaki Lwowa/~$sta płac 2026-05.xlsx", b"\x05Olena" + b"\x00" * 50),
                      (f"{DE}/desktop.ini", _ini(21769)),
                      (f"{D}/desktop.ini", _ini(21770)),
                      (f"{DL}/desktop.ini", _ini(21798)),
                      ("Pictures/desktop.ini", _ini(21779)),
                      ("Pictures/2025/Thumbs.db", _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800)),
                      (f"{SC}/Thumbs.db", _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))):
        add(rel, L, "System", r.uniform(0.5, 200) if "ini" not in rel else 1200, data)
    dot(f"{D}/Klienci/Bud-Rem Hnatyuk/.~lock.KPiR {_ago(18):%Y-%m}.xlsx#",
        b"Olena Moroz,DESKTOP-7K2M,Moroz,01.06.2026 08:14,file:///C:/Users/Moroz/AppData/Roaming/LibreOffice/4;\n", 1)
    dot(f"{bk}/.nomedia", b"", 1400)
    dot(f"{DL}/Telegram Desktop/.thumbnails", b"", 20)
    return items
