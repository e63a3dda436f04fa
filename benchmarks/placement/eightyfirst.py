"""An eighty-first unseen labelled corpus: Ivana Horvat's family laptop, ``build(root, seed)``, written blind.

What was read to write it, and nothing more: the module docstring of ``unseen.py`` (the model for how a
person and the labelling rules are written), its helpers ``_latin1``, ``_rezip``, ``_xlsx``, ``_epub``,
``_blob`` (with ``_d``, ``_kr``, ``_zip``, ``_id3`` beside them) and the start of its ``build()`` (the
write / encode / add / dot helpers); from ``corpus.py`` the ``Item`` dataclass, ``NOW``, ``NOW_S``,
``DAY``, ``_pdf`` and ``_jpeg``; from ``blind.py`` ``_d``, ``_money``, ``_docx``, ``_png`` and
``HEIC_HEAD``. While locating those helpers with ``grep -n`` the writer also saw, by accident, the list of
top-level names of ``unseen.py``, ``corpus.py`` and ``blind.py`` (function and constant names only,
e.g. ``t_vet_invoice``, ``NAMED``, ``HARD_NAMES``), the imports of ``blind.py`` and two stray lines next
to ``_pdf``; nothing from them is used here. Nobody who wrote this module looked at ``foldwise/``,
``docs/``, ``tests/``, ``scripts/``, the bench scripts or the body of any other corpus module.

The person: Ivana Horvat (née Kovač), 41, dipl. ing. građ., a structural engineer at Statika Horizont
d.o.o., a projektni biro on Radnička cesta in Zagreb (since 2019; from 2011 to 2019 she worked at
Tehnoprojekt Zagreb d.o.o.). She is an ovlaštena inženjerka in the Hrvatska komora inženjera
građevinarstva (HKIG) and also does occasional structural calculations for private clients on
author's contracts (autorski ugovor; the payer files the JOPPD). She lives in Trnsko, Novi Zagreb, with
her husband Marko (43, PE teacher -- profesor TZK -- at XI. gimnazija) and their children Lana (12,
6. razred at OŠ Trnsko, plays volleyball) and Jakov (7, last year of vrtić Trnoružica, enrolled in
1. razred for September 2026). The flat is paid off through a Zagrebačka banka stambeni kredit. Since
2021 the family lets a small apartment in Sukošan near Zadar to tourists in summer (booking.com,
eVisitor, turistička pristojba, paušalni porez); its bathroom was redone in 2022, and its kitchen is
being renovated this spring (March-June 2026, to be ready before the first guests on 20 June). Current
work: the rehabilitation design of the Mrežnica bridge in Duga Resa for Hrvatske ceste (inspection
March 2026, main design due 15 September 2026), the structural design and building permit
(građevinska dozvola, eDozvola) of the Perić family house in Sesvete, and the statics of a residential
building in Lanište. Her father Stjepan Kovač died in Sisak on 3 December 2025; his estate (ostavina:
the house in Sisak, a PBZ account, a car) is being settled with her brother Tomislav before the notary
Vesna Radić, hearing on 16 June 2026. Her mother Ljerka's estate was settled in 2020. The family goes
to Vienna by train on 25-28 June 2026; earlier trips: Rome 2019, Budapest 2024, Bled 2025. Ivana
hikes with PD Željezničar (Velebit, Medvednica). The family car is a 2017 Škoda Octavia; the old
Renault Clio was sold in 2021.

The machine: a Windows laptop shared by the family. ``Downloads/`` is a heap (``Dokument (3).pdf``,
``download.pdf``, ``WhatsApp DOC-...pdf``, installers, duplicates with ``(1)``); ``Desktop/`` holds
what is in use (``Novi tekstni dokument.txt``, ``Dokument1.docx``); ``Documents/`` has Ivana's half-kept
Croatian folders (``Posao``, ``Financije``, ``Porez``, ``Kuća``, ``Zdravlje``, ``Djeca``, ``Apartman
Sukošan``, ``Ostavina tata``, ``Auto``, ``Putovanja``, ``Planinarenje``, ``Recepti``), year folders
``2024/`` and ``2025/`` into which things were dropped, ``Skenirano/`` (the HP scanner's
``scan_00NN.pdf``), ``Stari laptop 2018/`` (a copy of the old laptop's ``Moji dokumenti`` made in 2018)
and ``Mobitel Samsung A51/`` (a dump of her previous phone, made in November 2024). ``OneDrive/`` is
the cloud folder shared with Marko; ``Pictures/`` has year folders, screenshots and WhatsApp images.
Most names and texts are Croatian; some downloads are English or German. PDFs lose their Croatian
diacritics (č, ć, š, ž become c, c, s, z; đ becomes dj), as text extracted from many real PDFs does.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age.
  The Mrežnica bridge rehabilitation design (project brief, inspection report, concrete tests, bills
  of quantities, drawings, minutes, site photos, travel orders), the Perić house in Sesvete (design
  contract, calculations, eDozvola submission, the city office's requests) and the Lanište building
  statics -- topic Work; the Sukošan kitchen renovation (quotes, the kitchen drawing, orders,
  payments to the carpenter and electrician, progress photos) -- topic Rental; Dad's estate (death
  certificate, list of assets, land-registry extracts, the notary's summons, the valuation, the
  funeral bill, letters with Tomislav, photos of the house for the valuer) -- topic Estate; the Vienna
  trip in June 2026 (hotel, ÖBB tickets, Schönbrunn tickets, plan, budget) -- topic Travel; Jakov's
  enrolment in 1. razred (summons to the school's assessment, medical certificate for enrolment,
  decision, after-school care application, list of supplies) -- topic School.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age.
  Household money -- bank statements, the stambeni kredit, payslips (hers and Marko's), pensions
  (II. and III. stup), savings, the annual tax return and ePorezna notices, JOPPD / paid-income
  certificates for her author's contracts, the budget (Finance); the Zagreb flat -- HEP, gas, water,
  building reserve (pričuva), waste, internet, home insurance, building meetings (Home); the family's
  health -- HZZO, dopunsko osiguranje, results, referrals, dentist (Health); Lana's school and Jakov's
  vrtić, school trips, meals, report cards (School); family papers, Marko's timetable and duty roster,
  the children's clubs (Family); letting the Sukošan apartment -- booking.com reservations and
  invoices, eVisitor, turistička pristojba, paušalni porez, categorisation, cleaning, the apartment's
  own utility bills and income records (Rental: the rental's taxes are Rental, not Finance); the car
  (Car); her employment and licence -- contract, timesheets, HKIG membership and CPD points, leave,
  her author's contracts themselves (Work); the hiking club membership (Hiking). A 2023 HEP bill or an
  old report card is still Areas.
- **Resources**: reference kept for its own sake, by subject: Eurocode notes, regulations, technical
  papers, software manuals for structural work, reinforcement tables (Work); appliance manuals
  (Home); recipes (Cooking); maps, GPX tracks, route descriptions and hiking guides (Hiking); health
  reading (Health); installers (Software); photos, albums and screenshots (Photos) -- except photos
  that document a project, current or finished (bridge damage, kitchen progress, Dad's house, the 2022
  bathroom: the project's bucket and topic), and those inside the phone dump. Holiday and family photos
  stay Photos even when taken on a trip: they are kept as memories, not as the trip's paperwork. An
  ebook or guide bought for the Vienna trip is the trip's (Projects / Travel).
- **Archive**: finished projects and ended responsibilities: her employment at Tehnoprojekt, ended
  2019, and finished client jobs (the Kovačić garage of 2024, the Marić attic conversion of 2025)
  (Work); the 2022 bathroom renovation in Sukošan (Rental); Mum's estate, settled 2020 (Estate); past
  trips (Travel); Lana's vrtić years, ended 2020 (School); the Clio, sold 2021 (Car); and the two old
  device copies, ``Stari laptop 2018/`` and ``Mobitel Samsung A51/``, kept whole as they were copied:
  every file inside them is Archive / Backup, whatever it is about.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.xlsx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.~lock...#``, OneDrive
  markers) are written but not labelled.

Topics are subjects shared across buckets: Work, Finance, Home, Health, School, Family, Rental,
Estate, Travel, Car, Hiking, Cooking, Photos, Software, Backup, System. A file is labelled by what it
is, not where it was dropped: a kitchen quote saved in ``Posao/`` is still Projects / Rental. ``hard``
marks a file whose name *and* folder say nothing about its subject (``Downloads/Dokument (3).pdf``,
``Documents/Skenirano/scan_0014.pdf``, ``Desktop/Dokument1.docx``, ``Documents/2025/ispis.pdf``): only
the text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it. Images are never hard.
Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

# --------------------------------------------------------------------------- helpers

_ASCII = str.maketrans({"č": "c", "ć": "c", "š": "s", "ž": "z", "Č": "C", "Ć": "C", "Š": "S", "Ž": "Z"})


def _plain(text: str) -> str:
    """What a PDF's extracted text keeps of Croatian: no č ć š ž, đ as dj."""
    return text.replace("đ", "dj").replace("Đ", "Dj").translate(_ASCII)


def _hr(dt: datetime) -> str:
    return dt.strftime("%d.%m.%Y.")


def _num(v: float) -> str:
    s = f"{v:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def _eur(r: random.Random, lo: float, hi: float) -> str:
    return _num(r.uniform(lo, hi)) + " EUR"


def _digits(r: random.Random, n: int) -> str:
    return str(r.randint(1, 9)) + "".join(str(r.randint(0, 9)) for _ in range(n - 1))


def _iban(r: random.Random) -> str:
    return "HR" + _digits(r, 2) + _digits(r, 17)


MONTHS = ["siječanj", "veljača", "ožujak", "travanj", "svibanj", "lipanj", "srpanj", "kolovoz", "rujan",
          "listopad", "studeni", "prosinac"]
PREZIMENA = ["Jurić", "Novak", "Kovačić", "Knežević", "Vuković", "Marković", "Petrović", "Matić", "Tomić",
             "Pavlović", "Šimić", "Radić", "Blažević", "Grgić", "Lovrić", "Božić", "Pavić", "Barišić"]
IMENA = ["Ana", "Ivan", "Marija", "Josip", "Petra", "Luka", "Maja", "Tomislav", "Katarina", "Dario",
         "Nikolina", "Goran", "Martina", "Krešimir", "Sanja", "Zoran", "Ivona", "Hrvoje"]
GUESTS = [("Thomas", "Müller", "DE"), ("Katarzyna", "Nowak", "PL"), ("Jan", "Novák", "CZ"),
          ("Anna", "Schmidt", "DE"), ("Petra", "Kralj", "SI"), ("Lukas", "Gruber", "AT"),
          ("Marta", "Kowalska", "PL"), ("Jiří", "Dvořák", "CZ"), ("Sabine", "Huber", "AT"),
          ("Matej", "Zupan", "SI"), ("Emma", "Johansson", "SE"), ("Pieter", "de Vries", "NL"),
          ("Gábor", "Nagy", "HU"), ("Sophie", "Wagner", "DE")]

IVANA = "Ivana Horvat"
IVANA_OIB = "48213907652"
MARKO_OIB = "71350284916"
ADRESA = "Trnsko 27c, 10020 Zagreb"
APT = "Put Debeljaka 12, 23206 Sukošan"
FIRMA = "Statika Horizont d.o.o., Radnička cesta 48, 10000 Zagreb, OIB 60417728395"


def _person(r: random.Random) -> str:
    return f"{r.choice(IMENA)} {r.choice(PREZIMENA)}"


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt.strftime('%a, %d %b %Y %H:%M:%S +0200')}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")


# --------------------------------------------------------------------------- work: the Mrežnica bridge

MOST = "Sanacija mosta preko rijeke Mrežnice u Dugoj Resi (DC 3, km 12+430)"


def t_most_zadatak(r, dt):
    return f"""HRVATSKE CESTE d.o.o.
Sektor za održavanje i sigurnost prometa, Vončinina 3, 10000 Zagreb

PROJEKTNI ZADATAK
{MOST}

Naručitelj: Hrvatske ceste d.o.o.
Projektant: {FIRMA}
Glavna projektantica: Ivana Horvat, dipl. ing. građ., ovl. inž. G 4187
Datum: {_hr(dt)}

1. Opis građevine
Armiranobetonski gredni most s tri polja raspona 18,0 + 24,0 + 18,0 m, izgrađen 1968. godine.
Poprečni presjek čine četiri prednapete T-grede i kolnička ploča debljine 20 cm. Stupovi su
zidni, temeljeni na bunarima. Ukupna širina mosta 9,60 m (kolnik 7,0 m i dva hodnika).

2. Utvrđena oštećenja (glavni pregled 2019.)
- korozija armature i odlamanje zaštitnog sloja na donjim pojasevima greda u krajnjim poljima,
- dotrajali neoprenski ležajevi na upornjaku U2,
- propuštanje dilatacijskih naprava i vlaženje ležajnih greda,
- dotrajala hidroizolacija i asfaltni zastor, neispravna odvodnja,
- pješačke ograde ne zadovoljavaju važeće propise.

3. Opseg projekta
Glavni projekt sanacije s proračunom nosivosti prema HRN EN 1990, 1991-2 i 1992-1-1/2, projektom
privremene regulacije prometa, troškovnikom i programom kontrole i osiguranja kvalitete.
Zamjena ležajeva i dilatacija, sanacija betona reprofiliranjem, nova hidroizolacija, nove ograde.

4. Rokovi
Istražni radovi i glavni pregled: do 31.03.2026.
Idejno rješenje sanacije: do 31.05.2026.
Glavni projekt s troškovnikom: do 15.09.2026.
"""


def t_most_pregled(r, dt):
    rows = [("Grede polje 1, donji pojas", "odlamanje zaštitnog sloja, vidljiva korodirana armatura", 4),
            ("Grede polje 2", "mrežaste pukotine, tragovi procjeđivanja", 3),
            ("Grede polje 3, donji pojas", "odlamanje betona na 3 mjesta, korozija spona", 4),
            ("Ležajevi U1", "deformirani, ali funkcionalni", 3),
            ("Ležajevi U2", "ispucali neopren, pomak izvan granice", 4),
            ("Dilatacija U2", "propušta vodu, oštećena gumena brtva", 4),
            ("Stupovi S1, S2", "erozija betona u zoni kolebanja vode", 2),
            ("Odvodnja", "slivnici začepljeni, izljevne cijevi prekratke", 3),
            ("Ograda", "korozija, visina 0,9 m", 3)]
    body = "\n".join(f"{a:32} {b:58} ocjena {c}" for a, b, c in rows)
    return f"""IZVJEŠTAJ O GLAVNOM PREGLEDU MOSTA
Most preko rijeke Mrežnice, Duga Resa, DC 3
Datum pregleda: 09.03. i 11.03.2026.   Izvještaj: {_hr(dt)}
Pregled obavili: I. Horvat, L. Grgić (Statika Horizont d.o.o.), uz nadzor Hrvatskih cesta, ispostava Karlovac
Pristup: podmosna platforma (vozilo MOOG), zatvaranje jednog traka od 8 do 14 h

Element                          Opis oštećenja                                             Ocjena (1-5)
{body}

Zaključak: ukupna ocjena stanja 4 (loše stanje). Nosivost nije neposredno ugrožena, ali je sanacija
potrebna u roku od dvije godine. Preporuča se ograničenje mase vozila na 30 t do završetka sanacije
i ispitivanje betona na izvađenim uzorcima (čvrstoća, karbonatizacija, kloridi).
"""


def t_most_beton(r, dt):
    lines = []
    for i in range(1, 9):
        el = r.choice(["greda G1", "greda G2", "greda G3", "greda G4", "stup S1", "stup S2", "upornjak U2"])
        lines.append(f"J-{i:02d};{el};{r.uniform(31, 48):.1f};{r.randint(18, 42)};{r.uniform(0.05, 0.62):.2f}")
    return ("Laboratorij za ispitivanje materijala - Geolab Karlovac d.o.o.\n"
            f"Izvještaj br. {r.randint(120, 480)}/26 o ispitivanju betona izvađenih jezgri\n"
            f"Naručitelj: Statika Horizont d.o.o., objekt: most Mrežnica, Duga Resa; datum: {_hr(dt)}\n\n"
            "Uzorak;Element;Tlačna čvrstoća fc,is [MPa];Dubina karbonatizacije [mm];Kloridi [% mase cementa]\n"
            + "\n".join(lines) +
            "\n\nNapomena: dubina karbonatizacije na donjim pojasevima greda prelazi debljinu zaštitnog sloja "
            "(20-25 mm). Sadržaj klorida uz dilataciju U2 iznad granične vrijednosti 0,4 %.\n")


def t_most_troskovnik(r, dt):
    items = [("1.01", "Pripremni radovi i privremena regulacija prometa", "kompl", 1, 9500),
             ("2.01", "Uklanjanje oštećenog betona hidrodemolicijom", "m2", 186, 95),
             ("2.02", "Čišćenje i zaštita armature", "m2", 186, 28),
             ("2.03", "Reprofiliranje polimercementnim mortom d=3-5 cm", "m2", 186, 140),
             ("3.01", "Podizanje rasponske konstrukcije i zamjena ležajeva", "kom", 8, 4200),
             ("3.02", "Nova vodonepropusna dilatacija", "m", 19.2, 1150),
             ("4.01", "Hidroizolacija kolničke ploče s asfaltom", "m2", 576, 62),
             ("5.01", "Nova pješačka ograda h=1,10 m, čelik vruće pocinčan", "m", 124, 210),
             ("6.01", "Odvodnja: novi slivnici i cijevi", "kom", 12, 680)]
    out = ["Stavka;Opis;Jed. mj.;Količina;Jed. cijena (EUR);Iznos (EUR)"]
    tot = 0.0
    for no, opis, jm, q, p in items:
        p = p * r.uniform(0.92, 1.08)
        tot += q * p
        out.append(f"{no};{opis};{jm};{q};{_num(p)};{_num(q * p)}")
    out.append(f";UKUPNO bez PDV-a;;;;{_num(tot)}")
    out.append(f";PDV 25 %;;;;{_num(tot * 0.25)}")
    return "\n".join(out) + "\n"


def t_most_zapisnik(r, dt):
    return f"""ZAPISNIK
s koordinacijskog sastanka - {MOST}
Mjesto: Hrvatske ceste d.o.o., Vončinina 3, Zagreb   Datum: {_hr(dt)}

Prisutni: {_person(r)} (HC, voditelj projekta), {_person(r)} (HC, ispostava Karlovac),
Ivana Horvat i Luka Grgić (Statika Horizont), {_person(r)} (Geolab Karlovac)

1. Rezultati ispitivanja betona - prihvaćeni. Kloridi uz U2 zahtijevaju uklanjanje betona do armature.
2. Varijanta sanacije: investitor prihvaća reprofiliranje (varijanta A), bez zamjene kolničke ploče.
3. Regulacija prometa: radovi uz naizmjenično odvijanje prometa jednim trakom, semafori; potpuna
   zatvorenost samo pri podizanju konstrukcije (najviše 2 noći). Obilazak preko Belajskih Poljica.
4. Projektant dostavlja idejno rješenje do 31.05.2026., glavni projekt do 15.09.2026.
5. HC dostavlja geodetsku podlogu i podatke o komunalnim instalacijama na mostu (HT kabel, vodovod DN 150).

Sljedeći sastanak: nakon predaje idejnog rješenja.
Zapisnik sastavila: Ivana Horvat
"""


def t_most_mail(r, dt):
    who = _person(r)
    return _eml(f"{who} <{who.split()[1].lower().translate(_ASCII)}@hrvatske-ceste.hr>",
                "Ivana Horvat <ivana.horvat@statika-horizont.hr>",
                "RE: Most Mrežnica - instalacije na mostu", dt,
                f"""Poštovana gospođo Horvat,

u privitku šaljem očitovanje Vodovoda Duga Resa: cjevovod DN 150 ovješen je o konzolu nizvodnog
hodnika i mora ostati u funkciji tijekom radova. Predlažu privremeno premještanje na skelu.
HT je potvrdio da se kabel može privremeno izmjestiti o njihovom trošku.

Molim da to uvrstite u idejno rješenje i u troškovnik (stavka privremenog premještanja).

Lijep pozdrav,
{who}
Hrvatske ceste d.o.o., Sektor za održavanje

> Poštovani, molim podatke o instalacijama koje prolaze preko mosta ... (I. Horvat)""")


def t_most_biljeske(r, dt):
    return f"""# Most Mrežnica - bilješke za proračun ({_hr(dt)})

- model: roštilj u SCIA, 4 grede + ploča, ležajevi kao opruge
- prometno opterećenje HRN EN 1991-2, LM1, alfa faktori prema HR nacionalnom dodatku
- provjera postojećeg stanja: smanjena površina armature u donjem pojasu polja 1 i 3 (gubitak ~15 %)
- fc,is iz Geolaba: karakteristična čvrstoća ~ C30/37 -> računati s C25/30 na strani sigurnosti
- prednapinjanje: nema nacrta kabela! tražiti arhivu HC (projekt iz 1967., Hidroelektra?)
- ležajevi: novi elastomerni, podizanje s 8 preša po 100 t, kontrola pomaka
- pitati Luku za detalj dilatacije (Maurer ili Mageba, max pomak +-40 mm)
- rok IR 31.5. -> poslano 29.5., čekamo primjedbe
"""


def t_most_putni(r, dt):
    return f"""PUTNI NALOG br. {r.randint(40, 95)}/2026
Statika Horizont d.o.o.
Upućuje se: Ivana Horvat, dipl. ing. građ.
Na službeni put u: Duga Resa (most preko Mrežnice) i Karlovac (HC ispostava)
Svrha putovanja: glavni pregled mosta, uzimanje uzoraka betona
Datum polaska: {_hr(dt)}   Trajanje: 1 dan
Prijevozno sredstvo: službeni automobil ZG-7731-SH
Prijeđeno km: {r.randint(118, 140)}   Dnevnica: 30,00 EUR
Odobrio: Dražen Matić, direktor
"""


def t_most_ponuda_geo(r, dt):
    return f"""GEO-MJERA d.o.o., Karlovac
PONUDA br. {r.randint(10, 99)}/2026
Predmet: geodetski snimak mosta preko Mrežnice u Dugoj Resi za potrebe projekta sanacije
Naručitelj: Statika Horizont d.o.o., n/r Ivana Horvat

1. Snimak postojećeg stanja (tlocrt, uzdužni profil, 5 poprečnih profila) ..... {_eur(r, 1400, 1900)}
2. Snimak donjeg ustroja i dna korita u zoni stupova .......................... {_eur(r, 600, 900)}
3. Izrada digitalnog modela terena ............................................ {_eur(r, 300, 450)}
Rok izvršenja: 15 dana od narudžbe. PDV nije uključen.
Datum: {_hr(dt)}
"""


# --------------------------------------------------------------------------- work: clients and job


def t_peric_ugovor(r, dt):
    return f"""UGOVOR O IZRADI PROJEKTNE DOKUMENTACIJE br. {r.randint(10, 40)}/2025

Naručitelj: Davor Perić i Nikolina Perić, Ulica Ivana Gorana Kovačića 8, 10360 Sesvete
Izvršitelj: {FIRMA}

Članak 1. Predmet ugovora je izrada glavnog projekta obiteljske kuće (Po+P+1), k.č. 2314/5,
k.o. Sesvete: arhitektonski projekt (P. Lovrić), projekt konstrukcije (I. Horvat), elaborat
energetske učinkovitosti te podnošenje zahtjeva za izdavanje građevinske dozvole putem sustava eDozvola.
Članak 2. Cijena: 7.800,00 EUR + PDV, plativo u tri obroka (30 % po potpisu, 40 % po predaji
glavnog projekta, 30 % po izdavanju građevinske dozvole).
Članak 3. Rok: glavni projekt u roku 90 dana od dostave geodetske situacije.

U Zagrebu, {_hr(dt)}
"""


def t_peric_edozvola(r, dt):
    return f"""MINISTARSTVO PROSTORNOGA UREĐENJA, GRADITELJSTVA I DRŽAVNE IMOVINE
Sustav eDozvola - POTVRDA O ZAPRIMANJU ZAHTJEVA

Broj zahtjeva: {r.randint(100000, 999999)}/2026
Vrsta zahtjeva: zahtjev za izdavanje građevinske dozvole
Nadležno tijelo: Grad Zagreb, Gradski ured za gospodarstvo, ekološku održivost i strategijsko planiranje,
Sektor za graditeljstvo, Odjel za graditeljstvo Sesvete
Investitor: Davor Perić, Nikolina Perić
Građevina: obiteljska kuća, k.č. 2314/5, k.o. Sesvete
Podnositelj (opunomoćenik): Statika Horizont d.o.o., Ivana Horvat
Datum i vrijeme podnošenja: {_hr(dt)} 11:42
Priloženo: glavni projekt (ZOP {r.randint(10, 99)}/25), geodetska situacija, dokaz pravnog interesa, upravna pristojba.
"""


def t_peric_dopuna(r, dt):
    return f"""GRAD ZAGREB
Odjel za graditeljstvo Sesvete
KLASA: UP/I-361-03/26-01/{r.randint(100, 900)}
URBROJ: 251-13-42-2/3-26-{r.randint(2, 6)}
Zagreb, {_hr(dt)}

Statika Horizont d.o.o., n/r Ivana Horvat (opunomoćenica investitora)

PREDMET: Davor i Nikolina Perić - zahtjev za izdavanje građevinske dozvole, dopuna

U postupku izdavanja građevinske dozvole za obiteljsku kuću na k.č. 2314/5, k.o. Sesvete, utvrđeno je
da je potrebno dostaviti:
1. potvrdu glavnog projekta Vodoopskrbe i odvodnje d.o.o. (priključak na javnu kanalizaciju),
2. ispravak iskaza površina (GBP podzemne etaže),
3. dokaz o uplati komunalnog doprinosa nije potreban prije izdavanja dozvole.
Rok za dopunu: 30 dana od primitka ovog poziva. Ako se zahtjev ne dopuni, bit će odbačen.

Viša stručna savjetnica: {_person(r)}
"""


def t_peric_mail(r, dt):
    return _eml("Davor Perić <davor.peric71@gmail.com>", "Ivana Horvat <ivana.horvat@statika-horizont.hr>",
                "Kuća Sesvete - pitanje za dozvolu", dt,
                """Poštovana Ivana,

jeste li dobili kakav odgovor iz ureda u Sesvetama? Banka nam traži građevinsku dozvolu do kraja
lipnja zbog kredita, pa vas molim da požurite ako išta fali s naše strane. Potvrdu od Vodoopskrbe
smo predali prošli tjedan, broj predmeta šaljem u privitku.

Također - možemo li na katu ipak pomaknuti zid između dječjih soba 40 cm? Ako to mijenja statiku,
javite koliko bi to koštalo.

Hvala i pozdrav,
Davor""")


def t_laniste(r, dt):
    return f"""STATIČKI PRORAČUN - PRIVREMENI (v{r.randint(2, 4)})
Stambena zgrada Po+P+4, Lanište, Zagreb, k.č. 1290/3, k.o. Trnje
Investitor: Lanište Gradnja d.o.o.   Projektant konstrukcije: Ivana Horvat   {_hr(dt)}

1. Materijali: beton C30/37 (ploče, grede), C35/45 (zidovi podruma), armatura B500B
2. Opterećenja: dodatno stalno 2,5 kN/m2, uporabno 2,0 kN/m2 (stanovi), 3,0 kN/m2 (stubišta),
   snijeg Zagreb s_k = 1,0 kN/m2, vjetar v_b,0 = 20 m/s
3. Potres: a_gR = 0,25 g (povratni period 475 god.), tlo tipa C, q = 3,0 (DCM, zidni sustav)
4. Ploče d = 20 cm, otvori do 6,2 m; progib ograničen na L/250
5. Otvoreno: temeljna ploča d = 70 cm ili 60 cm s vutama ispod zidova - čeka se geotehnički elaborat
"""


def t_timesheet(r, dt):
    rows = ["Datum;Projekt;Sati;Opis"]
    d = dt.replace(day=1)
    projs = [("HC-Mrežnica", "pregled, proračun, troškovnik"), ("Perić Sesvete", "dopuna zahtjeva"),
             ("Lanište", "model, ploče"), ("Interno", "sastanak tima")]
    while d.month == dt.month and d <= dt:
        if d.weekday() < 5:
            p, o = r.choice(projs)
            rows.append(f"{d.strftime('%d.%m.%Y')};{p};{r.choice([6, 7, 8, 8, 8, 9])};{o}")
        d += timedelta(days=1)
    return "Evidencija radnog vremena - Ivana Horvat - Statika Horizont d.o.o.\n" + "\n".join(rows) + "\n"


def t_hkig(r, dt):
    return f"""HRVATSKA KOMORA INŽENJERA GRAĐEVINARSTVA
Ulica grada Vukovara 271, Zagreb

Obavijest o članarini za {dt.year}. godinu
Član: Ivana Horvat, dipl. ing. građ., upisnik ovlaštenih inženjera građevinarstva br. G 4187
Godišnja članarina: 200,00 EUR, rok plaćanja 31.03.{dt.year}.
IBAN: HR1723400091100195612, poziv na broj: HR00 4187-{dt.year}

Podsjećamo da je u razdoblju od tri godine potrebno prikupiti najmanje 15 bodova stručnog
usavršavanja (od toga 5 iz opće, 10 iz stručne teme). Vaše stanje: {r.randint(9, 14)} bodova.
"""


def t_cpd(r, dt):
    topic = r.choice(["Sanacija betonskih konstrukcija i mostova", "Potresna obnova zgrada - iskustva",
                      "Eurokod 8: proračun zidanih zgrada", "Novi Zakon o gradnji i eDozvola"])
    return f"""POTVRDA O SUDJELOVANJU
Hrvatska komora inženjera građevinarstva - program stručnog usavršavanja
Ivana Horvat, G 4187, sudjelovala je na seminaru "{topic}"
održanom {_hr(dt)} u Zagrebu (Hotel Antunović). Broj bodova: {r.choice([2, 3, 4])} (stručna tema).
"""


def t_godisnji(r, dt):
    return f"""Statika Horizont d.o.o.
ZAHTJEV ZA KORIŠTENJE GODIŠNJEG ODMORA
Zaposlenik: Ivana Horvat, radno mjesto: projektantica konstrukcija
Razdoblje: od 22.06.{dt.year}. do 10.07.{dt.year}. ({r.randint(12, 14)} radnih dana)
Preostalo dana za {dt.year}.: {r.randint(6, 10)}
Zamjena za tekuće projekte: Luka Grgić (HC-Mrežnica), Petra Lovrić (Perić)
Datum: {_hr(dt)}            Odobrio: D. Matić
"""


def t_ugovor_rad(r, dt):
    return f"""UGOVOR O RADU NA NEODREĐENO VRIJEME

Poslodavac: {FIRMA}, koga zastupa direktor Dražen Matić
Radnik: Ivana Horvat, OIB {IVANA_OIB}, {ADRESA}

Članak 1. Radnik se zapošljava na radnom mjestu projektant konstrukcija - ovlašteni inženjer,
s danom početka rada 01.04.2019.
Članak 2. Mjesto rada: Zagreb, Radnička cesta 48, te gradilišta i objekti naručitelja.
Članak 3. Puno radno vrijeme od 40 sati tjedno.
Članak 4. Osnovna bruto plaća: 14.200,00 kn mjesečno (od 01.01.2023. iskazano u eurima).
Članak 5. Godišnji odmor: 24 radna dana.
U Zagrebu, {_hr(dt)}
"""


JOBS = ["nadogradnju garaže", "nadstrešnicu i terasu", "rekonstrukciju stropa obiteljske kuće",
        "armiranobetonski potporni zid"]


def t_autorski(r, dt):
    who = _person(r)
    return f"""UGOVOR O AUTORSKOM DJELU
Naručitelj: {who}, OIB {_digits(r, 11)}
Autor: Ivana Horvat, OIB {IVANA_OIB}, {ADRESA}
Predmet: izrada statičkog proračuna i nacrta armature za {r.choice(JOBS)}
Autorska naknada: {_eur(r, 400, 1200)} bruto. Naručitelj obračunava i uplaćuje doprinose i porez
te podnosi obrazac JOPPD.
Rok izrade: 30 dana. Mjesto i datum: Zagreb, {_hr(dt)}
"""


def t_old_job(r, dt, kind):
    if kind == "otkaz":
        return f"""Tehnoprojekt Zagreb d.o.o., Savska cesta 41
Predmet: Sporazum o prestanku ugovora o radu
Radnica Ivana Horvat i poslodavac sporazumno utvrđuju da ugovor o radu prestaje 31.03.2019.
Radnici se isplaćuje naknada za neiskorišteni godišnji odmor (9 dana).
Zagreb, {_hr(dt)}
"""
    if kind == "preporuka":
        return f"""To whom it may concern - Reference letter
Ivana Horvat worked at Tehnoprojekt Zagreb d.o.o. from 2011 to 2019 as a structural engineer.
She designed bridges and culverts on the A1 and A11 motorways and led the structural design of
the Sveta Nedelja overpass. She is thorough, reliable and a good team player.
Zagreb, {_hr(dt)}  -- Mladen Barišić, Head of Structural Department
"""
    return f"""Tehnoprojekt Zagreb d.o.o. - potvrda o radnom stažu
Ivana Horvat bila je zaposlena od 01.09.2011. do 31.03.2019. na poslovima projektanta konstrukcija.
Izdano na osobni zahtjev radi ostvarivanja prava kod novog poslodavca. {_hr(dt)}
"""


def t_kovacic_garaza(r, dt):
    return f"""OKONČANA SITUACIJA / ZAVRŠNI RAČUN br. {r.randint(60, 140)}-1-1
Statika Horizont d.o.o.
Kupac: Zdravko Kovačić, Velika Gorica
Predmet: projekt konstrukcije i glavni projekt - garaža s nadstrešnicom, k.č. 877/2 k.o. Velika Gorica
Građevinska dozvola izdana (KLASA UP/I-361-03/24-01/212), projekt predan investitoru.
Iznos: {_eur(r, 900, 1400)} + PDV 25 %
Datum računa: {_hr(dt)}   Plaćeno: DA
"""


def t_maric_potkrovlje(r, dt):
    return f"""ZAPISNIK O PRIMOPREDAJI PROJEKTA
Investitor: Sanja i Hrvoje Marić, Ulica Baruna Filipovića 19, Zagreb
Građevina: adaptacija potkrovlja postojeće stambene zgrade u stan
Predano: glavni projekt (3 primjerka), izvedbeni detalji drvene krovne konstrukcije, troškovnik
Izjava: projekt je izrađen u skladu s građevinskom dozvolom izdanom {_hr(dt - timedelta(days=80))}.
Ovim je ugovor o izradi projektne dokumentacije ispunjen u cijelosti.
Zagreb, {_hr(dt)}
"""


def t_eurokod(r, dt):
    return f"""Eurokod - brzi podsjetnik (osobne bilješke)

HRN EN 1990: kombinacije
  GSN: 1,35 G + 1,5 Q (+ 1,5 psi0 Q2)
  GSU karakteristična: G + Q1 + psi0 Q2;  kvazistalna: G + psi2 Q
  psi za stanove (kat. A): psi0 = 0,7; psi1 = 0,5; psi2 = 0,3

HRN EN 1992-1-1:
  zaštitni sloj c_nom = c_min + 10 mm; XC3 -> c_min,dur = 25 mm (S4)
  minimalna armatura greda: As,min = 0,26 fctm/fyk b d >= 0,0013 b d
  progib: L/d za ploču s obje strane oslonjenu ~ 20 (K = 1,0)

HRN EN 1991-2 (mostovi): LM1 - tandem 300/200/100 kN, UDL 9,0 / 2,5 kN/m2
HRN EN 1998-1: q za zidne sustave DCM 3,0 (uz kw); tlo C: S = 1,15, TB = 0,20 s, TC = 0,60 s
zadnja izmjena: {_hr(dt)}
"""


def t_pravilnik(r, dt):
    return """PRAVILNIK O ODRŽAVANJU GRAĐEVINA
(Narodne novine br. 122/14, 98/14 pročišćeni tekst - izvadak)

Članak 3. Održavanje građevine obuhvaća redovite i izvanredne preglede, izvanredno održavanje i
izvođenje radova kojima se očuvaju temeljni zahtjevi za građevinu.
Članak 6. Redoviti pregled mosta obavlja se najmanje jednom godišnje, a glavni pregled najmanje
svakih šest godina, te nakon izvanrednih događaja (potres, poplava, udar vozila).
Članak 8. O pregledu se sastavlja izvješće koje sadrži ocjenu stanja i prijedlog mjera.
"""


def t_paper(r, dt):
    return """Carbonation-induced corrosion in reinforced concrete bridges: assessment and repair strategies
Abstract. Many highway bridges built in the 1960s and 1970s show reinforcement corrosion caused by
carbonation of the concrete cover and by chlorides from de-icing salts. We review non-destructive
assessment methods (half-cell potential, cover meters, carbonation depth by phenolphthalein) and
compare patch repair, cathodic protection and realkalisation on 34 European bridges. Patch repair
with polymer-modified mortars remains the most economic option when chloride contamination is
local, while cathodic protection pays off where chlorides exceed 0.4 % by mass of cement over
large areas. Keywords: bridges, durability, corrosion, repair, life-cycle cost.
"""


def t_tablice(r, dt):
    rows = ["Promjer (mm);Masa (kg/m);1 šipka;2;3;4;5;6;8;10"]
    for d in (6, 8, 10, 12, 14, 16, 20, 25, 28, 32):
        a = 3.14159 * d * d / 4 / 100
        rows.append(f"{d};{_num(a * 0.785)};" + ";".join(_num(a * n) for n in (1, 2, 3, 4, 5, 6, 8, 10)))
    return "Površine presjeka armature (cm2)\n" + "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- finance


def t_izvod(r, dt):
    lines = [f"{_hr(dt.replace(day=1))};Početno stanje;;{_num(r.uniform(900, 3500))}"]
    ops = [("Plaća Statika Horizont d.o.o.", 1, 1750, 1950), ("Plaća COP - XI. gimnazija", 1, 1150, 1300),
           ("Otplata kredita partija 3200418877", -1, 640, 640), ("HEP ELEKTRA d.o.o.", -1, 48, 95),
           ("Gradska plinara Zagreb - Opskrba", -1, 30, 120), ("KONZUM PLUS d.o.o.", -1, 20, 110),
           ("LIDL HRVATSKA", -1, 15, 80), ("A1 Hrvatska d.o.o.", -1, 39, 39), ("Dječji vrtić Trnoružica", -1, 65, 65),
           ("INA - Industrija nafte, BS Trnsko", -1, 40, 70), ("Booking.com B.V. isplata", 1, 300, 1400),
           ("dm-drogerie markt", -1, 10, 45), ("Bankomat ZABA Trnsko", -1, 50, 200)]
    tx = []
    for name, sign, lo, hi in r.sample(ops, 10):
        tx.append((r.randint(1, 28), name, sign, r.uniform(lo, hi)))
    for day, name, sign, amt in sorted(tx):
        lines.append(f"{_hr(dt.replace(day=day))};{name};{'+' if sign > 0 else '-'};{_num(amt)}")
    return (f"ZAGREBAČKA BANKA d.d. - IZVOD PO TEKUĆEM RAČUNU\nVlasnik: {IVANA}, {ADRESA}\n"
            f"IBAN: HR4123600003215567890   Razdoblje: {MONTHS[dt.month - 1]} {dt.year}.\n\n"
            "Datum;Opis;Smjer;Iznos (EUR)\n" + "\n".join(lines) + "\n")


def t_kredit_plan(r, dt):
    rows = ["Rata;Datum dospijeća;Anuitet;Kamata;Glavnica;Ostatak duga"]
    debt = 96_400.0
    d = dt
    for i in range(1, 25):
        k = debt * 0.0335 / 12
        g = 640.0 - k
        debt -= g
        rows.append(f"{i};{_hr(d)};640,00;{_num(k)};{_num(g)};{_num(debt)}")
        d = (d.replace(day=1) + timedelta(days=32)).replace(day=dt.day)
    return ("Zagrebačka banka d.d. - Otplatni plan\nStambeni kredit, partija 3200418877, korisnici: "
            "Ivana Horvat i Marko Horvat\nKamatna stopa: 3,35 % fiksna do 2029., nakon toga 6M NRS + marža\n"
            + "\n".join(rows) + "\n")


def t_kredit_obavijest(r, dt):
    return f"""Zagrebačka banka d.d., Trg bana Josipa Jelačića 10, Zagreb

Poštovana gospođo Horvat,

obavještavamo Vas da je za Vaš stambeni kredit partija 3200418877 istekao ugovorom dogovoreni
period fiksne kamatne stope. S obzirom na to da ste prihvatili ponudu za novi fiksni period,
kamatna stopa od {_hr(dt + timedelta(days=30))} iznosi 3,35 % godišnje (EKS 3,52 %), fiksno pet godina.
Visina anuiteta ostaje 640,00 EUR, a preostali rok otplate je 14 godina i 3 mjeseca.
Preostali dug na dan obavijesti: {_num(r.uniform(95000, 98000))} EUR.

S poštovanjem, Zagrebačka banka, Služba za stambene kredite
Datum: {_hr(dt)}
"""


def t_placa(r, dt, who="ivana"):
    if who == "ivana":
        bruto = r.uniform(2350, 2450)
        head = f"{FIRMA}\nISPLATNA LISTA za {MONTHS[dt.month - 1]} {dt.year}.\nRadnik: Ivana Horvat, OIB {IVANA_OIB}"
    else:
        bruto = r.uniform(1580, 1650)
        head = (f"Centralni obračun plaća - XI. gimnazija, Zagreb\nISPLATNA LISTA za {MONTHS[dt.month - 1]} "
                f"{dt.year}.\nZaposlenik: Marko Horvat, prof. TZK, OIB {MARKO_OIB}")
    kids = 2 if who == "ivana" else 0
    mio1, mio2 = bruto * 0.15, bruto * 0.05
    doh = bruto - mio1 - mio2
    odbitak = 600 + kids * 300
    porez = max(0.0, doh - odbitak) * 0.20
    return (f"{head}\n\nBruto plaća: {_num(bruto)} EUR\nDoprinos MIO I. stup (15 %): {_num(mio1)}\n"
            f"Doprinos MIO II. stup (5 %): {_num(mio2)}\nDohodak: {_num(doh)}\nOsobni odbitak (uzdržavana djeca: {kids}): "
            f"{_num(odbitak)}\nPorez na dohodak: {_num(porez)}\nNeto za isplatu: {_num(doh - porez)} EUR\n"
            f"Isplaćeno na račun: HR4123600003215567890, {_hr(dt)}\n")


def t_porez_obracun(r, dt):
    y = dt.year - 1
    return f"""REPUBLIKA HRVATSKA - MINISTARSTVO FINANCIJA, POREZNA UPRAVA
Područni ured Zagreb, Ispostava Novi Zagreb

Obavijest o godišnjem obračunu poreza na dohodak za {y}. godinu
Porezni obveznik: Ivana Horvat, OIB {IVANA_OIB}

Ukupni primici od nesamostalnog rada: {_num(r.uniform(28000, 30000))} EUR
Primici od drugog dohotka (autorski honorari, JOPPD): {_num(r.uniform(1200, 3200))} EUR
Osobni odbitak uvećan za uzdržavanu djecu (Lana, Jakov): 16.560,00 EUR
Utvrđena razlika poreza za povrat: {_num(r.uniform(180, 520))} EUR

Povrat će biti isplaćen na račun HR4123600003215567890. Ako se s obračunom ne slažete, prigovor
možete podnijeti u roku od 15 dana putem sustava ePorezna.
Datum: {_hr(dt)}
"""


def t_joppd(r, dt):
    who = _person(r)
    bruto = r.uniform(400, 1200)
    return f"""POTVRDA O ISPLAĆENOM PRIMITKU I OBRAČUNATOM POREZU (na temelju obrasca JOPPD)
Isplatitelj: {who}, OIB {_digits(r, 11)}
Primatelj: Ivana Horvat, OIB {IVANA_OIB}
Oznaka izvješća JOPPD: {dt.strftime('%y')}{dt.timetuple().tm_yday:03d}   Vrsta primitka: 4030 (autorska naknada)
Bruto primitak: {_num(bruto)} EUR
Paušalni izdatak 30 %: {_num(bruto * 0.3)}
Doprinosi MIO I. i II. stup: {_num(bruto * 0.7 * 0.1)}
Porez na dohodak (20 %): {_num(bruto * 0.7 * 0.9 * 0.2)}
Isplaćeno: {_hr(dt)}
"""


def t_eporezna_mail(r, dt):
    return _eml("ePorezna <noreply@porezna-uprava.hr>", "ivana.horvat.zg@gmail.com",
                "Nova poruka u Vašem korisničkom pretincu ePorezna", dt,
                """Poštovani,

u Vašem korisničkom pretincu sustava ePorezna zaprimljena je nova poruka: "Godišnji obračun poreza
na dohodak". Poruku možete pročitati nakon prijave u sustav ePorezna (eGrađani, vjerodajnica
razine 3 ili više).

Ovo je automatski generirana poruka, molimo ne odgovarajte na nju.
Porezna uprava""")


def t_mirovinski(r, dt):
    return f"""AZ obvezni mirovinski fond kategorije B
Godišnji izvadak s osobnog računa člana za {dt.year - 1}. godinu
Član: Ivana Horvat, OIB {IVANA_OIB}
Stanje na dan 31.12.{dt.year - 2}.: {_num(r.uniform(21000, 23000))} EUR
Uplaćeni doprinosi u {dt.year - 1}.: {_num(r.uniform(1350, 1450))} EUR
Prinos: {_num(r.uniform(900, 1600))} EUR
Stanje na dan 31.12.{dt.year - 1}.: {_num(r.uniform(24000, 26000))} EUR
Broj obračunskih jedinica: {r.uniform(480, 520):.4f}
"""


def t_treci_stup(r, dt):
    return f"""Raiffeisen dobrovoljni mirovinski fond - potvrda o uplatama za {dt.year - 1}.
Član: Marko Horvat, OIB {MARKO_OIB}
Ukupne uplate: 670,00 EUR; državna poticajna sredstva (15 %, najviše 99,54 EUR): 99,54 EUR
Stanje računa: {_num(r.uniform(7000, 8500))} EUR
"""


def t_budzet(r, dt):
    rows = ["Mjesec;Plaća Ivana;Plaća Marko;Apartman;Kredit;Režije Zagreb;Vrtić+škola;Hrana;Auto;Ostalo"]
    for m in range(1, dt.month + 1):
        rows.append(f"{m:02d}/{dt.year};{_num(r.uniform(1750, 1950))};{_num(r.uniform(1150, 1300))};"
                    f"{_num(r.uniform(0, 300) if m < 6 else r.uniform(800, 2500))};640,00;"
                    f"{_num(r.uniform(210, 330))};{_num(r.uniform(90, 140))};{_num(r.uniform(650, 850))};"
                    f"{_num(r.uniform(80, 220))};{_num(r.uniform(150, 600))}")
    return "\n".join(rows) + "\n"


def t_stednja(r, dt):
    return f"""Privredna banka Zagreb d.d. - Potvrda o oročenju
Vlasnik: Marko Horvat; oročeni iznos: 5.000,00 EUR; rok: 12 mjeseci; kamatna stopa: 2,10 % godišnje
Datum oročenja: {_hr(dt)}; dospijeće: {_hr(dt + timedelta(days=365))}; automatsko produljenje: NE
"""


# --------------------------------------------------------------------------- home (Zagreb flat)


def t_hep(r, dt, where="zg"):
    kwh = r.randint(230, 420)
    if where == "zg":
        place, mm = f"{IVANA}, {ADRESA}", "3211045780"
    else:
        place, mm = f"Ivana Horvat (apartman), {APT}", "3308812246"
    iznos = kwh * 0.145 + 8.9
    return f"""HEP ELEKTRA d.o.o. - RAČUN ZA ELEKTRIČNU ENERGIJU
Kupac: {place}
Obračunsko mjerno mjesto: {mm}   Tarifni model: Bijeli (dvotarifni)
Obračunsko razdoblje: {MONTHS[(dt.month - 2) % 12]} {dt.year if dt.month > 1 else dt.year - 1}.
Potrošnja VT: {int(kwh * 0.7)} kWh   NT: {kwh - int(kwh * 0.7)} kWh
Energija: {_num(kwh * 0.085)}  Mrežarina: {_num(kwh * 0.06)}  Naknada za OIE: {_num(kwh * 0.0013)}
Opskrbna naknada: 0,98  Ukupno s PDV-om (13 %): {_num(iznos)} EUR
Rok plaćanja: {_hr(dt + timedelta(days=15))}   IBAN HEP ELEKTRA: HR7123400091100055555  Poziv na broj: HR05 {mm}-{dt.strftime('%m%y')}
"""


def t_plin(r, dt):
    m3 = r.randint(20, 140)
    return f"""GRADSKA PLINARA ZAGREB - OPSKRBA d.o.o.
Račun za isporučeni plin br. {r.randint(10**7, 10**8)}
Kupac: Ivana Horvat, {ADRESA}; mjerno mjesto 0044713
Razdoblje: {MONTHS[(dt.month - 2) % 12]}; potrošnja {m3} m3 ({m3 * 9.25:.0f} kWh)
Iznos za plaćanje: {_num(m3 * 0.62 + 4.5)} EUR; dospijeće {_hr(dt + timedelta(days=15))}
"""


def t_voda(r, dt):
    m3 = r.randint(12, 22)
    return f"""VODOOPSKRBA I ODVODNJA d.o.o., Folnegovićeva 1, Zagreb
Račun za vodne usluge, korisnik: Horvat Ivana, {ADRESA}
Potrošnja: {m3} m3 (razdjelnik, stan 14)
Vodoopskrba {_num(m3 * 1.05)}; odvodnja {_num(m3 * 0.62)}; naknada za zaštitu voda {_num(m3 * 0.14)};
naknada za razvoj {_num(m3 * 0.55)}; ukupno {_num(m3 * 2.36 * 1.13)} EUR s PDV-om
"""


def t_pricuva(r, dt):
    return f"""STANOUPRAVA d.o.o. - upravitelj zgrade Trnsko 27c
Obavijest o zaduženju zajedničke pričuve za {MONTHS[dt.month - 1]} {dt.year}.
Suvlasnik: Horvat Ivana i Marko, stan br. 14, površina 68,40 m2
Pričuva: 68,40 m2 x 0,61 EUR = 41,72 EUR
Stanje pričuve zgrade: {_num(r.uniform(18000, 26000))} EUR
Planirani radovi: sanacija ravnog krova (2026.), zamjena ulaznih vrata (2027.)
"""


def t_suvlasnici(r, dt):
    return f"""ZAPISNIK sa sastanka suvlasnika zgrade Trnsko 27c, održanog {_hr(dt)} u 19 h u podrumu

Prisutno: 21 od 36 suvlasnika (58 % suvlasničkih dijelova)
1. Sanacija ravnog krova - prikupljene tri ponude; izabrana ponuda Krovopokrivač Ivić d.o.o.,
   {_eur(r, 31000, 36000)}, financiranje iz pričuve i kredita upravitelja. Suglasno 19 suvlasnika.
2. Povećanje pričuve na 0,61 EUR/m2 od sljedećeg mjeseca - prihvaćeno.
3. Bicikli u hodniku prizemlja - dogovoreno uređenje spremišta za bicikle.
Predstavnica suvlasnika: {_person(r)}
"""


def t_cistoca(r, dt):
    return f"""Zagrebački holding d.o.o. - Podružnica Čistoća
Račun za javnu uslugu prikupljanja miješanog komunalnog otpada
Korisnik: Horvat Marko, {ADRESA}; spremnik 120 l, udio 1/12
Minimalna javna usluga: 9,87 EUR; volumen: {_num(r.uniform(3, 7))} EUR; ukupno {_num(r.uniform(13, 17))} EUR
Razdoblje: {MONTHS[(dt.month - 2) % 12]} {dt.year}.
"""


def t_a1(r, dt):
    return f"""A1 Hrvatska d.o.o. - Vaš račun za {MONTHS[(dt.month - 2) % 12]}
Korisnik: Ivana Horvat, {ADRESA}; korisnički broj 1.{r.randint(1000000, 9999999)}
Paket: A1 Internet i TV - Optika 300 Mbit/s; naknada 39,00 EUR; iznos za plaćanje 39,00 EUR
"""


def t_osig_stan(r, dt):
    return f"""CROATIA OSIGURANJE d.d. - POLICA OSIGURANJA KUĆANSTVA I STANA br. {r.randint(10**9, 10**10)}
Ugovaratelj: Ivana Horvat, {ADRESA}
Predmet: stan 68,40 m2 (građevinski dio), stvari kućanstva, odgovornost prema trećima
Rizici: požar, izljev vode, provalna krađa, potres (uz franšizu 5 %)
Trajanje: {_hr(dt)} - {_hr(dt + timedelta(days=365))}; premija {_eur(r, 160, 210)} godišnje
"""


def t_manual(r, dt, which):
    texts = {
        "perilica": "Gorenje WNEI84APS - Upute za uporabu perilice rublja\n1. Sigurnosne upute\n2. Opis "
                    "programa: Pamuk 40/60/90, Sintetika, Mix, Brzo 20 min, Vuna\n3. Doziranje deterdženta\n"
                    "4. Čišćenje filtra pumpe: svaka 3 mjeseca. Kod greške E23 provjerite odvod.\n",
        "klima": "Daikin Sensira FTXC35C - Operation manual\nRemote control: MODE, FAN, ECONO, POWERFUL.\n"
                 "Cleaning the air filter: every 2 weeks. Error U4: communication error between indoor and "
                 "outdoor unit - contact your dealer.\n",
        "susilica": "Bosch Serie 6 WQG24509BY - Upute za uporabu i postavljanje sušilice s dizalicom topline\n"
                    "Čišćenje filtra za dlačice nakon svakog sušenja; spremnik kondenzata isprazniti.\n",
        "ikea": "IKEA PAX - montažne upute (wardrobe frame 100x58x236)\nTwo people needed. Attach the wardrobe "
                "to the wall with the included anti-tip fitting.\n",
        "bojler": "Gorenje TGR 80 N - električni bojler, upute za montažu i uporabu\nAnodu zamijeniti svake "
                  "2 godine. Termostat: preporučeno 55 °C.\n"}
    return texts[which]


# --------------------------------------------------------------------------- health


def t_dopunsko(r, dt, who=None):
    return f"""HRVATSKI ZAVOD ZA ZDRAVSTVENO OSIGURANJE
POLICA DOPUNSKOG ZDRAVSTVENOG OSIGURANJA br. {r.randint(10**8, 10**9)}
Osiguranik: {who or r.choice(['Ivana Horvat', 'Marko Horvat'])}
Razdoblje osiguranja: {_hr(dt)} - {_hr(dt + timedelta(days=364))}
Mjesečna premija: 9,29 EUR; plaćanje trajnim nalogom s računa kod Zagrebačke banke
Djeca do 18 godina pokrivena su obveznim zdravstvenim osiguranjem bez sudjelovanja.
"""


def t_nalaz_lab(r, dt):
    return f"""KBC SESTRE MILOSRDNICE - Klinički zavod za kemiju
LABORATORIJSKI NALAZ   Pacijent: Ivana Horvat, r. 1984.   MBO: {_digits(r, 9)}
Datum uzorkovanja: {_hr(dt)}   Uputio: dr. Sanja Blažević, dr. med. spec. obiteljske medicine

Pretraga          Rezultat   Ref. interval
Hemoglobin        {r.randint(118, 138)} g/L     119-157
Feritin           {r.randint(8, 40)} ug/L     10-120
TSH               {r.uniform(0.8, 4.6):.2f} mIU/L  0,35-4,94
Glukoza           {r.uniform(4.2, 5.8):.1f} mmol/L  4,4-6,4
Kolesterol        {r.uniform(4.4, 6.1):.1f} mmol/L  <5,0
Vitamin D         {r.randint(28, 70)} nmol/L   >75
"""


def t_nalaz_mr(r, dt):
    return f"""POLIKLINIKA SUNCE - RADIOLOGIJA
MR LIJEVOG KOLJENA   Pacijent: Marko Horvat, r. 1983.   Datum: {_hr(dt)}
Nalaz: djelomična ruptura stražnjeg roga medijalnog meniska (gradus II-III). Prednji križni ligament
intaktan. Manji izljev u zglobu. Hondromalacija patele gradus I.
Zaključak: preporuča se pregled ortopeda; privremeno izbjegavati skokove i trčanje.
"""


def t_pedijatar(r, dt, kid):
    if kid == "jakov":
        return f"""Dom zdravlja Zagreb - Zapad, pedijatrijska ambulanta dr. Martina Šimić
Sistematski pregled: Jakov Horvat, rođ. 20.04.2019.   Datum: {_hr(dt)}
Visina 124 cm, težina 23,5 kg, ITM 15,3 (P50). Vid 1,0/1,0. Sluh uredan. Zubi: 2 karijesa - uputa stomatologu.
Cijepljenje: prema kalendaru (DI-TE-PER, polio - docjepljivanje pri upisu u školu).
"""
    return f"""Poliklinika za dječje bolesti Helena - alergologija
Pacijentica: Lana Horvat, rođ. 09.09.2013.   Datum: {_hr(dt)}
Kožni prick test: pozitivan na pelud ambrozije (+++) i trava (++); grinje negativno.
Preporuka: antihistaminik u sezoni (kolovoz-rujan), kontrola za godinu dana, razmotriti imunoterapiju.
"""


def t_zubar(r, dt):
    return f"""DENTALNI CENTAR TRNSKO - RAČUN br. {r.randint(100, 999)}-1-1
Pacijent: {r.choice(['Lana Horvat', 'Jakov Horvat', 'Ivana Horvat'])}
Usluge: kompozitni ispun ({r.randint(1, 2)}x), pregled, fluorizacija
Iznos: {_eur(r, 45, 180)} - plaćeno karticom, {_hr(dt)}
"""


def t_uputnica(r, dt):
    return f"""eUputnica - ispis za pacijenta
Pacijent: Marko Horvat, MBO {_digits(r, 9)}
Uputnica: A2 - kontrolni specijalistički pregled, ortopedija, KB Sveti Duh
Dijagnoza: M23.2 (oštećenje meniska)   Izdao: dr. Sanja Blažević   {_hr(dt)}
Naručen: {_hr(dt + timedelta(days=r.randint(20, 60)))} u 10:30, ambulanta 4
"""


def t_vitd(r, dt):
    return """Vitamin D kod djece - što roditelji trebaju znati
Vitamin D važan je za zdrave kosti i imunitet. Djeca koja malo borave na suncu, osobito zimi,
često imaju nisku razinu. Hrvatsko pedijatrijsko društvo preporučuje nadoknadu od 400 IU dnevno
u prvoj godini života, a kasnije prema procjeni pedijatra. Izvori u prehrani: plava riba, jaja,
obogaćeni mliječni proizvodi. Prije uzimanja većih doza savjetujte se s liječnikom.
"""


# --------------------------------------------------------------------------- school, vrtić, family


def t_ednevnik(r, dt):
    subj = ["Hrvatski jezik", "Matematika", "Engleski jezik", "Njemački jezik", "Priroda", "Povijest",
            "Geografija", "Tehnička kultura", "Likovna kultura", "Glazbena kultura", "Tjelesna i zdr. kultura",
            "Informatika", "Vjeronauk"]
    rows = ["Predmet;Ocjene;Zaključno"]
    for s in subj:
        oc = [r.choice([3, 4, 4, 5, 5, 5]) for _ in range(r.randint(3, 6))]
        rows.append(f"{s};{' '.join(map(str, oc))};{round(sum(oc) / len(oc))}")
    return (f"e-Dnevnik - pregled ocjena\nUčenik: Lana Horvat, 6.b razred, OŠ Trnsko\nŠkolska godina "
            f"{dt.year - 1 if dt.month < 9 else dt.year}./{dt.year if dt.month < 9 else dt.year + 1}.\n"
            + "\n".join(rows) + f"\nIspisano: {_hr(dt)}\n")


def t_roditeljski(r, dt):
    return f"""Poštovani roditelji učenika 6.b razreda,

pozivam Vas na roditeljski sastanak u {['utorak', 'srijedu', 'četvrtak'][r.randint(0, 2)]}, {_hr(dt + timedelta(days=6))}
u 18 sati, u učionici 14 (prvi kat).
Dnevni red: 1. uspjeh i vladanje na kraju polugodišta, 2. terenska nastava (Plitvička jezera),
3. natjecanja i izvannastavne aktivnosti, 4. razno.

Srdačno, razrednica {r.choice(['Snježana Tomić', 'Vesna Pavić'])}, prof. hrvatskog jezika
OŠ Trnsko, Trnsko 8a, Zagreb
"""


def t_izlet(r, dt):
    return f"""OŠ TRNSKO - SUGLASNOST RODITELJA ZA TERENSKU NASTAVU
Odredište: Nacionalni park Plitvička jezera   Datum: {_hr(dt + timedelta(days=20))}
Razred: 6.b   Cijena po učeniku: 38,00 EUR (prijevoz, ulaznica, vodič, osiguranje)
Polazak u 7:30 ispred škole, povratak oko 19 h.
Suglasan/suglasna sam da moje dijete Lana Horvat sudjeluje u terenskoj nastavi.
Potpis roditelja: ______________   Uplata na IBAN škole HR4423600001101234567, poziv na broj 6-{r.randint(10, 30)}
"""


def t_prehrana(r, dt):
    return f"""OŠ Trnsko - uplatnica za školsku prehranu
Učenik: Lana Horvat, 6.b   Mjesec: {MONTHS[dt.month - 1]}
Marenda besplatna (Zakon o odgoju i obrazovanju, čl. 143.); produženi ručak: {_num(r.uniform(18, 26))} EUR
"""


def t_vrtic_uplata(r, dt):
    return f"""DJEČJI VRTIĆ TRNORUŽICA, Zagreb
Obavijest o zaduženju za {MONTHS[dt.month - 1]} {dt.year}.
Dijete: Jakov Horvat, skupina "Sovice" (predškolska), 10-satni program
Iznos: 65,00 EUR (umanjeno prema prihodu) + {r.randint(0, 4)} dana opravdanog izostanka
Plaćanje do 15. u mjesecu, IBAN HR1024020061500102030, poziv na broj {_digits(r, 8)}
"""


def t_vrtic_obavijest(r, dt):
    return f"""Dragi roditelji Sovica,

završna priredba naše predškolske skupine bit će {_hr(dt + timedelta(days=12))} u 17 sati u dvorani vrtića.
Djeca će izvesti igrokaz "Zločesta kraljica" i pjesmice koje smo učili ove godine. Molimo da djeca
dođu odjevena u bijelu majicu i tamne hlače. Nakon priredbe druženje u dvorištu - tko želi, neka
donese kolač ili sok.

Vaše odgojiteljice Ljiljana i Renata, DV Trnoružica
"""


def t_svjedodzba(r, dt, razred):
    return f"""REPUBLIKA HRVATSKA - OSNOVNA ŠKOLA TRNSKO, Zagreb
SVJEDODŽBA o završenom {razred}. razredu osnovne škole
Učenica: Lana Horvat, rođena 09.09.2013. u Zagrebu
Opći uspjeh: odličan ({r.uniform(4.6, 5.0):.2f})   Vladanje: uzorno
Školska godina: {dt.year - 1}./{dt.year}.   U Zagrebu, {_hr(dt)}
"""


def t_udzbenici(r, dt):
    books = ["Hrvatska krijesnica 7 (Naklada Ljevak)", "Matematika 7, 1. i 2. dio (Školska knjiga)",
             "Right on! 3 (Alfa)", "Fizika oko nas 7 (Školska knjiga)", "Kemija 7 (Profil Klett)",
             "Biologija 7 (Alfa)", "Gea 3 (Školska knjiga)", "Povijest 7 (Profil Klett)", "#deutsch 4 (Školska knjiga)"]
    return ("Popis udžbenika i radnih bilježnica za 7. razred, šk. god. 2026./2027. - OŠ Trnsko\n"
            "Udžbenike financira Ministarstvo znanosti, obrazovanja i mladih; radne bilježnice kupuju roditelji.\n"
            + "\n".join(f"- {b}" for b in books) + "\n")


def t_upis_poziv(r, dt):
    return f"""OSNOVNA ŠKOLA TRNSKO - Stručno povjerenstvo za upis u prvi razred
POZIV
Poštovani roditelji djeteta Jakov Horvat, rođ. 20.04.2019.,
pozivamo Vas na utvrđivanje psihofizičkog stanja djeteta radi upisa u prvi razred osnovne škole
dana {_hr(dt + timedelta(days=14))} u {r.choice(['9:00', '10:30', '12:00'])} sati (ured pedagoginje, prizemlje).
Ponesite: potvrdu o obavljenom sistematskom pregledu (pedijatar), mišljenje logopeda ako ga imate.
Pregled traje oko 45 minuta; dijete razgovara s psihologinjom i pedagoginjom.
"""


def t_upis_potvrda(r, dt):
    return f"""POTVRDA O OBAVLJENOM LIJEČNIČKOM PREGLEDU PRIJE UPISA U PRVI RAZRED
Dijete: Jakov Horvat, rođ. 20.04.2019., OIB {_digits(r, 11)}
Nakon obavljenog pregleda dijete je sposobno za upis u prvi razred osnovne škole.
Nalaz: vid i sluh uredni, govor uredan, motorika primjerena dobi.
Cijepljenje: proveden DI-TE-PER, polio (docjepljivanje).
Školski liječnik: dr. {_person(r)}, Služba za školsku i adolescentnu medicinu, NZJZ dr. Andrija Štampar
Datum: {_hr(dt)}
"""


def t_upis_rjesenje(r, dt):
    return f"""OSNOVNA ŠKOLA TRNSKO
KLASA: UP/I-602-02/26-01/{r.randint(10, 99)}   URBROJ: 251-180-26-2   Zagreb, {_hr(dt)}

Na temelju članka 20. Zakona o odgoju i obrazovanju u osnovnoj i srednjoj školi donosi se
RJEŠENJE
Jakov Horvat, rođen 20.04.2019., upisuje se u prvi razred Osnovne škole Trnsko u školskoj godini
2026./2027. Nastava počinje 7. rujna 2026. Raspored po razrednim odjelima bit će objavljen krajem kolovoza.
"""


def t_boravak(r, dt):
    return f"""Prijava za produženi boravak - 1. razred, šk. god. 2026./2027.
Učenik: Jakov Horvat   Roditelji: Ivana Horvat (mob. 091 555 2318), Marko Horvat (mob. 098 174 5520)
Oba roditelja zaposlena: DA (potvrde poslodavaca u privitku)
Dijete ide kući: samo u pratnji roditelja ili bake Mire Horvat
Cijena boravka s ručkom: {_num(r.uniform(55, 75))} EUR mjesečno
Datum: {_hr(dt)}
"""


def t_pribor(r, dt):
    return """Što treba kupiti za prvi razred (popis učiteljice + moje napomene)
- školska torba (ortopedska), pernica s dvije pregrade
- 2 bilježnice A4 s crtama za prvi razred, 2 bilježnice na kvadratiće (veliki kvadrat)
- drvene bojice (12), flomasteri, vodene boje, kist br. 6 i 12, paleta
- kolaž papir, škarice zaobljenog vrha, ljepilo u stiku
- papuče za učionicu, vrećica za TZK (majica, kratke hlače, tenisice)
- NE kupovati radne bilježnice dok ne dobijemo popis (stiže u srpnju)
Pitati Marka za tenisice - Jakov ima broj 31
"""


def t_marko_raspored(r, dt):
    days = ["Ponedjeljak", "Utorak", "Srijeda", "Četvrtak", "Petak"]
    rows = ["Sat;" + ";".join(days)]
    for h in range(1, 8):
        rows.append(f"{h}.;" + ";".join(r.choice(["TZK 1.a", "TZK 2.c", "TZK 3.b", "TZK 4.a", "-", "-", "ŠSD odbojka",
                                               "TZK 2.a"]) for _ in days))
    return ("XI. gimnazija Zagreb - raspored sati, nastavnik: Marko Horvat, prof. TZK\n"
            f"Šk. god. 2025./2026., vrijedi od {_hr(dt)}, jutarnja smjena (A tjedan)\n" + "\n".join(rows) + "\n")


def t_dezurstva(r, dt):
    return f"""XI. gimnazija - raspored dežurstava nastavnika, {MONTHS[dt.month - 1]} {dt.year}.
Marko Horvat: ulaz B, utorkom 7:30-8:00; sportska dvorana, četvrtkom veliki odmor
Županijsko natjecanje ŠSD (odbojka): {_hr(dt + timedelta(days=9))}, pratnja M. Horvat
"""


def t_obiteljski_kalendar(r, dt):
    return f"""Tko vodi/vozi koga - tjedan od {_hr(dt)}
pon: Jakov vrtić -> Marko (A smjena, gotov u 13:30); Lana odbojka 17-18:30 -> Ivana
uto: Ivana na terenu (Duga Resa) -> baka Mira po Jakova u 16 h
sri: Jakov plivanje 17:00 Mladost -> Marko
čet: Lana odbojka -> Marko; Ivana kasni (sastanak HC)
pet: slobodno :) - Lana spava kod Tene
"""


def t_odbojka(r, dt):
    return f"""ŽOK Novi Zagreb - obavijest roditeljima
Članarina za {MONTHS[dt.month - 1]}: 35,00 EUR (IBAN HR9124840081106543210, poziv na broj: ime djeteta)
Raspored treninga (kadetkinje, 2012./2013.): ponedjeljak i četvrtak 17:00-18:30, OŠ Trnsko
Turnir u Samoboru: {_hr(dt + timedelta(days=10))}, okupljanje u 8 h. Igračica: Lana Horvat
"""


def t_plivanje(r, dt):
    return f"""Plivački klub Mladost - škola plivanja
Polaznik: Jakov Horvat (2019.), grupa "Delfini", srijedom 17:00, bazen Mladost
Mjesečna uplata: 40,00 EUR za {MONTHS[dt.month - 1]}; plaćeno {_hr(dt)}
"""


def t_rodni(r, dt, who):
    name, born = {"jakov": ("Jakov Horvat", "20.04.2019."), "lana": ("Lana Horvat", "09.09.2013.")}[who]
    return f"""IZVADAK IZ MATICE ROĐENIH (ispis iz sustava e-Građani)
Ime i prezime: {name}   Datum rođenja: {born}   Mjesto rođenja: Zagreb
Otac: Marko Horvat   Majka: Ivana Horvat, rođ. Kovač
Matično područje: Zagreb   Datum izdavanja: {_hr(dt)}
"""


# --------------------------------------------------------------------------- rental: apartment in Sukošan


GUEST_NOTES = ["We arrive late, around 22h, is that ok?", "Können wir einen Parkplatz bekommen?",
               "Is a baby cot available?", "Hello, do you have air conditioning in the bedroom?",
               "Is there a supermarket nearby?"]


def t_booking_res(r, dt, g=None):
    first, last, cc = g or r.choice(GUESTS)
    n = r.randint(3, 10)
    arr = dt + timedelta(days=r.randint(10, 60))
    price = n * r.uniform(68, 105)
    return _eml("Booking.com <noreply@booking.com>", "ivana.horvat.zg@gmail.com",
                f"Nova rezervacija! ({arr.strftime('%d.%m.%Y.')} - {(arr + timedelta(days=n)).strftime('%d.%m.%Y.')})",
                dt, f"""Nova rezervacija za Apartman Mira Sukošan

Broj rezervacije: {_digits(r, 10)}
Gost: {first} {last} ({cc})
Dolazak: {_hr(arr)} (od 15:00)   Odlazak: {_hr(arr + timedelta(days=n))} (do 10:00)
Broj noćenja: {n}   Odrasli: {r.randint(2, 4)}   Djeca: {r.randint(0, 2)}
Ukupna cijena: {_num(price)} EUR   Provizija: {_num(price * 0.15)} EUR
Način plaćanja: plaćanje na objektu

Poruka gosta: "{r.choice(GUEST_NOTES)}"
Upravljajte rezervacijom u Extranetu.""")


def t_booking_racun(r, dt):
    return f"""Booking.com B.V., Herengracht 597, 1017 CE Amsterdam, Netherlands - VAT NL805734958B01
INVOICE / RAČUN no. {_digits(r, 10)}
Property: Apartman Mira Sukošan (ID {_digits(r, 7)}), Ivana Horvat, {APT}
Period: {MONTHS[(dt.month - 2) % 12]} {dt.year}
Commission on {r.randint(2, 9)} reservations: {_eur(r, 90, 620)}
Reverse charge - VAT to be accounted for by the recipient (čl. 75. st. 2. Zakona o PDV-u).
Payment due: {_hr(dt + timedelta(days=14))}
"""


def t_evisitor(r, dt):
    rows = ["Ime;Prezime;Država;Dokument;Dolazak;Odlazak;Noćenja;Pristojba (EUR)"]
    stays = sorted((r.randint(5, 80), r.choice(GUESTS), r.randint(3, 10)) for _ in range(r.randint(4, 9)))
    for back, (f, l, cc), n in reversed(stays):
        d = dt - timedelta(days=back)
        rows.append(f"{f};{l};{cc};putovnica;{_hr(d)};{_hr(d + timedelta(days=n))};{n};{_num(n * 1.6)}")
    return "eVisitor - popis turista, obveznik Ivana Horvat (Apartman Mira, Sukošan)\n" + "\n".join(rows) + "\n"


def t_pristojba(r, dt):
    return f"""TURISTIČKA ZAJEDNICA OPĆINE SUKOŠAN / Ministarstvo turizma i sporta
RJEŠENJE o paušalnom iznosu turističke pristojbe za {dt.year}. godinu
Obveznik: Ivana Horvat, OIB {IVANA_OIB}, {ADRESA}
Objekt: Apartman Mira, {APT}, kategorija 3*, 4 osnovna + 1 pomoćni krevet
Paušalni iznos po krevetu: {_num(r.uniform(40, 55))} EUR; ukupno: {_num(r.uniform(200, 260))} EUR
Rokovi plaćanja: 1/3 do 31.07., 1/3 do 31.08., 1/3 do 30.09.; uplata putem sustava eVisitor.
"""


def t_pausal(r, dt):
    return f"""POREZNA UPRAVA, Područni ured Zadar, Ispostava Zadar
RJEŠENJE o utvrđivanju paušalnog poreza na dohodak od iznajmljivanja stanova, soba i postelja putnicima i turistima
Porezni obveznik: Ivana Horvat, OIB {IVANA_OIB}
Broj kreveta: 4, pomoćni kreveti: 1; godišnji porez po krevetu: {_num(r.uniform(100, 150))} EUR
Ukupni godišnji paušalni porez: {_num(r.uniform(500, 700))} EUR, plaća se tromjesečno do kraja tromjesečja.
Zadar, {_hr(dt)}
"""


def t_kategorizacija(r, dt):
    return f"""ZADARSKA ŽUPANIJA - Upravni odjel za turizam
KLASA: UP/I-335-02/21-01/{r.randint(100, 999)}
RJEŠENJE
Ivani Horvat, OIB {IVANA_OIB}, odobrava se pružanje ugostiteljskih usluga u domaćinstvu u objektu
vrste apartman, naziv "Apartman Mira", {APT}, kategorija TRI ZVJEZDICE, kapacitet 4+1 postelja.
Rješenje vrijedi do promjene uvjeta. Zadar, {_hr(dt)}
"""


def t_prihodi(r, dt):
    rows = ["Datum;Gost;Noćenja;Prihod (EUR);Način plaćanja;Račun br."]
    days = sorted((r.randint(6, 9), r.randint(1, 28)) for _ in range(r.randint(11, 19)))
    for i, (mo, day) in enumerate(days, 1):
        f, l, cc = r.choice(GUESTS)
        n = r.randint(3, 10)
        rows.append(f"{dt.year}-{mo:02d}-{day:02d};{f} {l};{n};{_num(n * r.uniform(70, 105))};"
                    f"{r.choice(['gotovina', 'kartica', 'Booking (virtualna kartica)'])};{i}-1-1")
    return "Knjiga prometa - iznajmljivanje, Apartman Mira Sukošan\n" + "\n".join(rows) + "\n"


def t_ciscenje(r, dt):
    rows = ["Datum;Smjena gostiju;Sati;Iznos"]
    for back in sorted((r.randint(0, 70) for _ in range(r.randint(5, 9))), reverse=True):
        h = r.choice([2, 2.5, 3])
        rows.append(f"{_hr(dt - timedelta(days=back))};da;{str(h).replace('.', ',')};{_num(h * 15)}")
    return "Mirjana - čišćenje i pranje posteljine, apartman Sukošan\n" + "\n".join(rows) + "\nPlaćeno gotovinom.\n"


def t_kucni_red(r, dt):
    return """Apartman Mira - House rules / Hausordnung / Kućni red
Check-in 15:00-21:00, check-out until 10:00. Late arrival - please message us.
Parking: one place in front of the house (sign "Apartman Mira").
Please separate waste: the containers are at the end of the street (plastika = yellow, papir = blue).
Quiet hours 23:00-07:00. No smoking inside. Pets on request.
Wi-Fi: Mira_Sukosan / password on the fridge.
Beach Dražica 300 m, bakery Kruh i kiflice 5 min, Konzum in the centre.
Host: Ivana +385 91 555 2318 (WhatsApp). Emergency 112.
"""


def t_gost_poruka(r, dt):
    f, l, cc = r.choice(GUESTS)
    return _eml(f"{f} {l} <{f.lower()}.{l.lower().replace(' ', '')}@gmx.net>", "ivana.horvat.zg@gmail.com",
                "Apartment Sukošan - thank you / question", dt,
                f"""Dear Ivana,

thank you for the lovely stay, the children loved the beach. We think we left a blue swimming
towel and a charger (Samsung, white) in the bedroom. Could your cleaning lady check? We would pay
for postage, of course. We would also like to come back next year in the second half of July -
is it possible to book directly with you?

Best regards,
{f} {l}""")


def t_voda_zd(r, dt):
    return f"""VODOVOD d.o.o. Zadar - račun za vodu
Korisnik: Horvat Ivana, {APT}; kategorija: kućanstvo (turistički smještaj u domaćinstvu)
Razdoblje: {MONTHS[(dt.month - 2) % 12]}; potrošnja {r.randint(4, 28)} m3; iznos {_eur(r, 12, 70)}
"""


# --------------------------------------------------------------------------- rental: kitchen 2026 / bathroom 2022


def t_kuhinja_ponuda(r, dt, who="stolar"):
    if who == "stolar":
        return f"""STOLARIJA BURA, obrt, vl. Ante Jurić, Bibinje
PONUDA br. {r.randint(10, 60)}/2026 za izradu kuhinje po mjeri
Kupac: Ivana Horvat - apartman, {APT}
- donji elementi 240 cm, oplemenjena iverica 18 mm, fronte MDF lakirane bijelo mat ..... {_eur(r, 1900, 2300)}
- gornji elementi 180 cm s rasvjetom ispod elemenata .................................. {_eur(r, 800, 1000)}
- radna ploča kompakt 12 mm, hrast, s izrezom za sudoper i ploču .................... {_eur(r, 450, 620)}
- okovi Blum, tihi hod ..................................................................... {_eur(r, 180, 260)}
- montaža i prijevoz do Sukošana ......................................................... {_eur(r, 250, 350)}
Rok izrade: 5 tjedana od uplate predujma 40 %. Ponuda vrijedi 30 dana. Datum: {_hr(dt)}
"""
    if who == "elektro":
        return f"""ELEKTRO ŠIMIĆ, Zadar - ponuda za elektroinstalacije kuhinje (Sukošan)
- nova linija za ploču 400 V (kabel 5x2,5) i FID sklopka ............ {_eur(r, 280, 360)}
- 6 novih utičnica iznad radne ploče, 2 za uređaje ispod .................. {_eur(r, 190, 260)}
- premještanje izvoda za napu, LED rasvjeta ........................................ {_eur(r, 120, 180)}
Radovi nakon skidanja stare kuhinje, prije pločica. Termin: {_hr(dt + timedelta(days=20))}
"""
    return f"""KERAMIKA MODRIĆ d.o.o., Zadar - predračun br. {r.randint(1000, 9999)}
Kupac: Ivana Horvat; isporuka: Sukošan
Zidne pločice 30x60 bijele mat, 9 m2 .... {_eur(r, 220, 290)}
Podne pločice 60x60 imitacija drva, 14 m2 .... {_eur(r, 380, 480)}
Ljepilo C2TE 8 vreća, fugirna masa siva ..... {_eur(r, 90, 130)}
"""


def t_kuhinja_plan(r, dt):
    return f"""Kuhinja Sukošan - plan i rokovi (ažurirano {_hr(dt)})

Mjere: zid A (prozor) 2,42 m, zid B 1,85 m, visina 2,58 m; prozor na 1,05 m od poda
Raspored: sudoper ispod prozora, ploča indukcija 60 cm na zidu B, hladnjak ugradbeni (lijevo od vrata)

Tko/što/kada:
- 28.3. skidanje stare kuhinje i pločica - Marko + šogor Tomislav (vikend)
- 14.4. elektro (Šimić) - DONE
- 21.-25.4. pločice (majstor Zdenko) - DONE, fuga svjetlija nego smo htjeli
- 12.5. montaža Stolarija Bura - kasni, nova obećana 3.6.!!
- uređaji: indukcija Gorenje, napa, perilica suđa 45 cm - naručeno u Linksu, isporuka u Zadar
- ZADNJI ROK: 18.6. (prvi gosti 20.6., Booking!)

Budžet: 6.500 EUR - trenutno {_num(r.uniform(5900, 6400))} potrošeno/ugovoreno
"""


def t_kuhinja_racun(r, dt, what):
    if what == "uredjaji":
        return f"""LINKS d.o.o. - RAČUN br. {r.randint(10000, 99999)}/WEB/1
Kupac: Ivana Horvat, {ADRESA}; adresa isporuke: {APT}
Gorenje indukcijska ploča IT643BSC ......... {_eur(r, 260, 320)}
Gorenje napa WHC63CLB ............................ {_eur(r, 130, 170)}
Bosch perilica posuđa SPV2HKX39E 45 cm ..... {_eur(r, 380, 450)}
Gorenje ugradbeni hladnjak RKI418FE0 ........ {_eur(r, 420, 510)}
Dostava: {_hr(dt + timedelta(days=7))}; plaćeno karticom (6 rata)
"""
    return f"""Ante Jurić, STOLARIJA BURA - RAČUN br. {r.randint(20, 80)}-1-1 (predujam 40 %)
Za: izradu i montažu kuhinje po ponudi {r.randint(10, 60)}/2026, Sukošan
Iznos predujma: {_eur(r, 1500, 1800)}; plaćeno virmanom {_hr(dt)}
"""


def t_kuhinja_mail(r, dt):
    return _eml("Ante Jurić <stolarija.bura@gmail.com>", "ivana.horvat.zg@gmail.com",
                "Re: kuhinja Sukošan - termin montaže", dt,
                """Poštovana gospođo Horvat,

ispričavam se zbog kašnjenja, dobavljač je kasnio s frontama (lak). Fronte su stigle jučer,
montažu možemo napraviti 3. i 4. lipnja. Radnu ploču smo izrezali po vašoj skici (sudoper 78 cm od
lijevog ruba). Molim vas da do tada bude slobodan pristup i da je struja na mjestu.

Pozdrav,
Ante""")


def t_kupaonica(r, dt, what):
    if what == "racun":
        return f"""OBRT VODOMONT, Zadar - ZAVRŠNI RAČUN br. {r.randint(40, 90)}-1-1
Radovi: adaptacija kupaonice u apartmanu, {APT}
Rušenje, nova vodovodna i odvodna instalacija, hidroizolacija, tuš kada 90x120 sa staklenom stijenom,
pločice, sanitarije (Geberit, Grohe) - ukupno {_num(r.uniform(32000, 39000))} kn
Radovi završeni i preuzeti bez primjedbi. Datum: {_hr(dt)}
"""
    return f"""Kupaonica apartman - troškovi (konačno, {_hr(dt)})
stavka;iznos (kn)
pločice Keramika Modrić;{_num(r.uniform(5200, 6800))}
Vodomont rad;{_num(r.uniform(21000, 25000))}
sanitarije i armatura;{_num(r.uniform(6800, 9000))}
ogledalo i ormarić;{_num(r.uniform(1100, 1900))}
gotovo, više nikad :)
"""


# --------------------------------------------------------------------------- car


def t_ao(r, dt):
    return f"""POLICA OBVEZNOG OSIGURANJA OD AUTOMOBILSKE ODGOVORNOSTI br. {r.randint(10**9, 10**10)}
Osiguratelj: Allianz Hrvatska d.d.   Ugovaratelj: Marko Horvat, {ADRESA}
Vozilo: Škoda Octavia Combi 1.6 TDI, reg. ZG-4417-HK, godina proizvodnje 2017.
Razdoblje: {_hr(dt)} - {_hr(dt + timedelta(days=364))}; bonus razred: -50 %
Premija AO: {_eur(r, 190, 240)}; kasko: ne; osiguranje vozača i putnika (AN): da
"""


def t_tehnicki(r, dt):
    return f"""CENTAR ZA VOZILA HRVATSKE - STP Zagreb Jankomir
ZAPISNIK O TEHNIČKOM PREGLEDU VOZILA   Datum: {_hr(dt)}
Registracija: ZG-4417-HK   Marka/tip: Škoda Octavia   Km: {r.randint(148000, 172000)}
Rezultat: ISPRAVNO. Napomena: istrošene pločice prednjih kočnica (lakša neispravnost).
Registracija vrijedi do: {_hr(dt + timedelta(days=365))}
"""


def t_servis(r, dt):
    return f"""AUTO CENTAR ZAGREB-JUG d.o.o., ovlašteni Škoda servis - RAČUN br. {r.randint(1000, 9999)}
Vozilo ZG-4417-HK, km {r.randint(148000, 172000)}
Redovni servis: ulje 5W-30, filtar ulja, zraka i kabine ..... {_eur(r, 180, 240)}
Pločice prednjih kočnica ..... {_eur(r, 90, 130)}
Ukupno s PDV-om: {_eur(r, 300, 420)}, {_hr(dt)}
"""


def t_clio(r, dt):
    return f"""UGOVOR O KUPOPRODAJI RABLJENOG MOTORNOG VOZILA
Prodavatelj: Ivana Horvat, {ADRESA}   Kupac: {_person(r)}, Velika Gorica
Vozilo: Renault Clio 1.2 16V, godina 2008., reg. ZG-2290-DE, šasija VF1BR1M0{_digits(r, 9)}
Cijena: 18.500,00 kn, plaćeno u gotovini pri potpisu. Vozilo se prodaje u viđenom stanju.
Zagreb, {_hr(dt)}
"""


# --------------------------------------------------------------------------- estate (Dad, 2025-26; Mum, 2019-20)

TATA = "Stjepan Kovač, rođ. 14.02.1949., OIB 30586214477, posljednje prebivalište Kranjčevićeva 22, 44000 Sisak"


def t_smrtni(r, dt):
    return f"""REPUBLIKA HRVATSKA - IZVADAK IZ MATICE UMRLIH
Ime i prezime: Stjepan Kovač   Datum rođenja: 14.02.1949.   Mjesto rođenja: Petrinja
Datum smrti: 03.12.2025.   Mjesto smrti: Sisak (OB dr. Ivo Pedišić)
Bračno stanje: udovac   Matično područje: Sisak   Datum izdavanja: {_hr(dt)}
"""


def t_popis_imovine(r, dt):
    return f"""Tata - popis imovine za ostavinsku (radna verzija, {_hr(dt)})

1. Kuća s okućnicom, Kranjčevićeva 22, Sisak - k.č. 1874, k.o. Sisak Stari, ZK ul. 3302
   (vlasnik 1/1 Stjepan Kovač nakon mamine ostavine 2020.)
2. Tekući račun PBZ - stanje na dan smrti {_num(r.uniform(3800, 5200))} EUR; štedni račun PBZ {_num(r.uniform(9000, 12000))} EUR
3. Osobni automobil VW Golf VI, 2010., SK-512-GH - procjena ~3.500 EUR
4. Vikendica? NE - parcela u Letovaniću prodana 2016. (provjeriti u ZK!)
5. Dugovi: račun za pogreb (plaćeno s mog računa - tražiti povrat iz ostavine), zadnji račun HEP i Vodoopskrba Sisak

Nasljednici: Ivana Horvat i Tomislav Kovač, svatko 1/2.
Dogovor s Tomom: kuću prodajemo, auto uzima Tomo (isplaćuje meni pola procjene).
"""


def t_ostavinska_poziv(r, dt):
    return f"""JAVNI BILJEŽNIK VESNA RADIĆ, Sisak, Ulica Stjepana i Antuna Radića 11
Broj: UPP/OS-{r.randint(100, 400)}/2025
POZIV NA OSTAVINSKU RASPRAVU

U ostavinskom predmetu iza pok. {TATA}, umrlog 03.12.2025., pozivate se na raspravu
koja će se održati dana 16.06.2026. u 10:00 sati u uredu javnog bilježnika.
Pozvani: Ivana Horvat, rođ. Kovač, Zagreb; Tomislav Kovač, Rijeka.
Ponesite osobnu iskaznicu i isprave o imovini ostavitelja (zemljišnoknjižni izvadak, potvrde banke,
prometna dozvola vozila). Nasljednici mogu dati nasljedničku izjavu ili se odreći nasljedstva.
Sisak, {_hr(dt)}
"""


def t_zk_izvadak(r, dt):
    return f"""REPUBLIKA HRVATSKA - Općinski sud u Sisku, Zemljišnoknjižni odjel Sisak
IZVADAK IZ ZEMLJIŠNE KNJIGE (ispis sa stranice Zajednički informacijski sustav zemljišnih knjiga i katastra)
Katastarska općina: Sisak Stari   Broj ZK uloška: 3302
A - posjedovnica: k.č. 1874, kuća i dvorište, Kranjčevićeva 22, površine 712 m2
B - vlastovnica: Stjepan Kovač, OIB 30586214477, Sisak - vlasnik 1/1
C - teretovnica: nema upisanih tereta
Stanje na dan: {_hr(dt)}
"""


def t_procjena(r, dt):
    return f"""PROCJEMBENI ELABORAT - tržišna vrijednost nekretnine
Nekretnina: obiteljska kuća P+1 (1978.), Kranjčevićeva 22, Sisak, k.č. 1874 k.o. Sisak Stari
Naručitelj: Ivana Horvat   Stalni sudski vještak za graditeljstvo i procjenu nekretnina: {_person(r)}
Stanje: kuća je oštećena u potresu 2020. (pukotine u nosivim zidovima kata, dimnjak uklonjen) i
nije obnovljena; krov i stolarija dotrajali.
Metoda: poredbena, 6 usporedivih prodaja u Sisku 2024.-2025.
Procijenjena tržišna vrijednost: {_num(r.uniform(68000, 82000))} EUR. Datum: {_hr(dt)}
"""


def t_pogreb(r, dt):
    return f"""KOMUNALAC d.o.o. Sisak - Pogrebna služba
RAČUN br. {r.randint(1000, 9999)}-2-1   Datum: {_hr(dt)}
Naručitelj: Ivana Horvat; pokojnik: Stjepan Kovač
Lijes, oprema pokojnika, prijevoz, ispraćaj, ukop na groblju Viktorovac, grobno mjesto polje 7 ....
Ukupno: {_eur(r, 1900, 2600)}; plaćeno karticom
"""


def t_tomo_mail(r, dt):
    return _eml("Tomislav Kovač <tomo.kovac@net.hr>", "Ivana Horvat <ivana.horvat.zg@gmail.com>",
                "Re: tatina kuća i ostavinska", dt,
                """Ivana,

razgovarao sam s agentom iz Siska, kaže da kuću realno možemo prodati za 70-75 tisuća s obzirom na
štetu od potresa. Ne bih je obnavljao. Za auto - uzet ću ga i isplatiti ti 1.750 eura kad se
ostavinska završi. Tatin PBZ račun je blokiran dok ne dobijemo rješenje.

Možeš li ti ponijeti sve papire bilježnici 16.6.? Ja dolazim iz Rijeke ujutro, bit ću tamo do 10.
Javi ako ti treba da nešto potpišem prije.

Tomo""")


def t_hzmo_tata(r, dt):
    return f"""HRVATSKI ZAVOD ZA MIROVINSKO OSIGURANJE, Područni ured Sisak
Obavijest o obustavi isplate mirovine
Korisnik: Stjepan Kovač, umro 03.12.2025. Isplata mirovine obustavljena je s danom smrti.
Mirovina za prosinac 2025. isplaćena za razdoblje do 03.12.2025. u iznosu od {_num(r.uniform(60, 90))} EUR
nasljedniku prema rješenju o nasljeđivanju. Sisak, {_hr(dt)}
"""


def t_mama_rjesenje(r, dt):
    return f"""JAVNI BILJEŽNIK VESNA RADIĆ, Sisak
Broj: UPP/OS-{r.randint(100, 400)}/2019
RJEŠENJE O NASLJEĐIVANJU
iza pok. Ljerke Kovač, rođ. Babić, umrle 11.08.2019. u Sisku.
Nasljednici: suprug Stjepan Kovač 1/1 (djeca Ivana Horvat i Tomislav Kovač dala su izjave o odricanju
u korist oca). Imovina: 1/2 kuće Kranjčevićeva 22, Sisak, k.č. 1874, štedni račun PBZ.
Rješenje je postalo pravomoćno {_hr(dt + timedelta(days=15))}.
"""


# --------------------------------------------------------------------------- travel


def t_hotel_bec(r, dt):
    return _eml("Booking.com <customer.service@booking.com>", "ivana.horvat.zg@gmail.com",
                "Your booking is confirmed at Hotel Donaublick Wien", dt,
                f"""Thanks, Ivana! Your booking in Vienna is confirmed.

Hotel Donaublick ***, Praterstraße 61, 1020 Wien, Austria
Check-in: Thursday, 25 June 2026 (from 14:00)   Check-out: Sunday, 28 June 2026 (until 11:00)
Family room (1 double bed, 2 single beds), breakfast included
Guests: 2 adults, 2 children (12, 7)
Total price: € {_num(r.uniform(520, 610))} (including City tax)
Confirmation number: {_digits(r, 10)}   PIN: {_digits(r, 4)}
Free cancellation until 18 June 2026.""")


def t_obb(r, dt):
    return f"""ÖBB-Personenverkehr AG - Ticket / Fahrkarte
Zagreb Glavni kol. -> Wien Hbf   Do, 25.06.2026, ab 08:{r.choice(['45', '50'])}, an 15:{r.randint(10, 40)}  EC 158 "Croatia"
Wien Hbf -> Zagreb Glavni kol.   So, 28.06.2026, ab 15:58, an 22:{r.randint(30, 59)}
Reisende: 2 Erwachsene, 2 Kinder (6-14) - Familienticket, Sitzplatzreservierung Wagen 25, Plätze 61-64
Sparschiene Preis gesamt: EUR {_num(r.uniform(160, 230))}
Ticketcode {_digits(r, 12)} - gilt nur mit Lichtbildausweis: Ivana Horvat
"""


def t_schonbrunn(r, dt):
    return f"""Schloss Schönbrunn Kultur- und Betriebsges.m.b.H. - Online ticket
Grand Tour with audio guide + Gloriette + Labyrinth (Classic Pass)
Date: Friday, 26 June 2026, time slot 10:30   Visitors: 2 adults, 2 children
Total: EUR {_num(r.uniform(90, 120))}   Order no. {_digits(r, 8)}
Please show this ticket on your smartphone or printed at the entrance.
"""


def t_bec_plan(r, dt):
    return f"""Beč 25.-28.6. - plan

čet 25.6.: vlak 8:45 iz Zagreba (ponijeti hranu!), hotel Praterstraße, navečer Prater - Riesenrad
pet 26.6.: 10:30 Schönbrunn (karte kupljene), poslijepodne Zoo Schönbrunn (Jakov!), večera Figlmüller?
sub 27.6.: Naturhistorisches Museum (dinosauri), Stephansdom, Haus des Meeres ako pada kiša;
          Lana želi u Mariahilfer Straße u šoping :(
ned 28.6.: MuseumsQuartier / Donauinsel, vlak 15:58

Javni prijevoz: 72/48h Wien-Karte za odrasle, djeca do 15 g. nedjeljom i praznicima besplatno
Budžet: hotel ~560, vlak ~200, ulaznice ~250, hrana ~350 -> oko 1.400 EUR
Ponijeti: osobne iskaznice (djeca!), EKZO kartice, punjači, kabanice
"""


def t_bec_budzet(r, dt):
    return ("Stavka;Planirano;Plaćeno\nHotel Donaublick;560;0 (plaća se u hotelu)\nÖBB vlak;"
            f"{r.randint(170, 230)};DA\nSchönbrunn;{r.randint(90, 120)};DA\nZoo Schönbrunn;75;\n"
            "Naturhistorisches Museum;38;\nWien-Karte;34;\nHrana;350;\nSuveniri;80;\n")


def t_budimpesta(r, dt):
    return f"""Hotel Moments Budapest - booking confirmation
Guest: Ivana Horvat   Arrival: {_hr(dt + timedelta(days=20))}   Departure: {_hr(dt + timedelta(days=23))}
Family room, breakfast included. Total: HUF {r.randint(180, 240)} 000 (paid at the hotel)
"""


def t_bled(r, dt):
    return f"""Bled, svibanj 2025. - trošak
Hotel Triglav Bled 2 noći;{_num(r.uniform(380, 460))}
vinjeta SLO 7 dana;16,00
Vintgar klanac ulaznice;{_num(r.uniform(30, 45))}
pletna na otok;{_num(r.uniform(60, 80))}
kremšnite :);{_num(r.uniform(20, 30))}
"""


# --------------------------------------------------------------------------- hiking, cooking


def t_pd_clanarina(r, dt):
    return f"""HPD Željezničar Zagreb - potvrda o plaćenoj članarini za {dt.year}.
Članica: Ivana Horvat, iskaznica HPS br. {r.randint(10000, 99999)}; kategorija A (puna članarina s osiguranjem)
Iznos: 30,00 EUR; markica uručena. Članarina uključuje osiguranje pri HGSS intervencijama u Hrvatskoj i inozemstvu.
"""


def t_ruta(r, dt, which):
    if which == "premuzic":
        return """Premužićeva staza - sjeverni dio (Zavižan - Alan)
Duljina: ~16 km, 5-6 h hoda, uspon malen. Polazište planinarski dom Zavižan (1594 m).
Put prolazi kroz Rožanske kukove (skrenuti na Vučjak, Rossijevo sklonište), Veliki Alan.
Voda: samo na Zavižanu i kod Rossijevog skloništa (cisterna). Povratak: prijevoz dogovoriti s Alana.
Najbolje: lipanj-rujan. Pažnja: zmije (poskok) na osunčanim dijelovima.
"""
    return """Medvednica - kružna tura Sljeme preko Kraljičinog zdenca
Polazište: Gornji Stenjevec ili Kraljičin zdenac (parking). Staza 12: Kraljičin zdenac - Puntijarka
(1 h 45 min), dalje do Sljemena (15 min), povratak stazom 18 preko Medvedgrada.
Ukupno 4 h. Prikladno za djecu od 7 godina. Planinarski dom Puntijarka - grah i štrudla.
"""


def t_gpx(r, dt, name):
    pts = []
    lat, lon = (44.81, 14.98) if "Velebit" in name else (45.90, 15.95)
    for i in range(30):
        lat += r.uniform(-0.0015, 0.0015)
        lon += r.uniform(-0.0015, 0.002)
        pts.append(f'<trkpt lat="{lat:.6f}" lon="{lon:.6f}"><ele>{r.randint(900, 1700)}</ele></trkpt>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Garmin Connect">'
            f"<trk><name>{name}</name><trkseg>" + "".join(pts) + "</trkseg></trk></gpx>\n")


def t_recept(r, dt, which):
    rec = {
        "sarma": "Sarma (mamin recept)\n1 glavica kiselog kupusa, 500 g miješanog mljevenog mesa, 150 g riže, "
                 "1 luk, 2 češnja češnjaka, slanina, suha rebra, papar, crvena paprika, lovor.\n"
                 "Listove isprati ako su preslani. Meso pomiješati s rižom i prženim lukom, zamotati. "
                 "Slagati u lonac s narezanim kupusom i rebrima, kuhati lagano 3 sata. Zadnjih pola sata "
                 "dodati zapršku. Još bolja drugi dan!\n",
        "fritule": "Fritule\n500 g brašna, 2 jaja, 1 kocka kvasca, 3 žlice šećera, prstohvat soli, korica limuna, "
                   "žličica rakije (travarica), 300 ml mlakog mlijeka, grožđice namočene u rum.\n"
                   "Tijesto mora biti rjeđe od kruha. Ostaviti 45 min da se digne, žlicom umočenom u ulje "
                   "vaditi u vruće ulje. Posuti šećerom u prahu.\n",
        "strukli": "Zagorski štrukli (kuhani i pečeni)\nTijesto: 500 g glatkog brašna, 1 jaje, 2 žlice ulja, "
                   "mlaka voda, sol. Nadjev: 800 g svježeg kravljeg sira, 3 jaja, 2 dl kiselog vrhnja, sol.\n"
                   "Tijesto razvući na stolnjaku, preliti nadjevom, zamotati, rezati rubom tanjura. Kuhati "
                   "10 min u slanoj vodi, zatim zapeći s vrhnjem na 200 °C 25 min.\n",
        "pasticada": "Pašticada (od Mirjane iz Sukošana)\n1,5 kg junećeg frikandoa, slanina, češnjak, klinčići, "
                     "2 mrkve, celer, luk, suhe šljive, 3 dl prošeka, crno vino, ocat za mariniranje.\n"
                     "Meso nadjenuti i marinirati preko noći u octu. Propirjati povrće, dodati meso, "
                     "podlijevati vinom i prošekom 4-5 sati. Umak propasirati. Uz domaće njoke.\n",
        "paprikas": "Fish paprikash (riblji paprikaš) - from a Slavonian cooking blog\nCarp and catfish, 1 kg "
                    "onions, sweet and hot paprika, tomato paste, white wine. Do not stir - shake the pot. "
                    "Serve with homemade noodles (škrlaki).\n"}
    return rec[which]


# --------------------------------------------------------------------------- more texts


def t_nacrt(r, dt, title, no, proj=MOST):
    return f"""STATIKA HORIZONT d.o.o. - projektni biro, Radnička cesta 48, Zagreb
Građevina: {proj}
Razina: GLAVNI PROJEKT - projekt konstrukcije   ZOP: {r.randint(10, 40)}/26
Sadržaj: {title}
Mjerilo: {r.choice(['1:50', '1:100', '1:20'])}   List: {no}   Datum: {_hr(dt)}
Projektantica: Ivana Horvat, dipl. ing. građ.   Suradnik: Luka Grgić, mag. ing. aedif.
Napomene: sve mjere provjeriti na licu mjesta; beton za reprofiliranje razreda R4 prema HRN EN 1504-3;
zaštitni sloj nove armature min. 45 mm.
"""


def t_peric_statika(r, dt):
    return f"""PROJEKT KONSTRUKCIJE - TEHNIČKI OPIS I PRORAČUN (izvadak)
Obiteljska kuća Po+P+1, k.č. 2314/5, k.o. Sesvete; investitori Davor i Nikolina Perić
Projektantica: Ivana Horvat, ovl. inž. građ. G 4187   {_hr(dt)}

Nosivi sustav: podrum armiranobetonski (zidovi d = 25 cm, C30/37, vodonepropusni beton), prizemlje i
kat zidani blok opekom 25 cm s vertikalnim i horizontalnim serklažima, međukatne AB ploče d = 18 cm.
Krov drveni, dvostrešni, nagib 35°. Temeljenje: temeljna ploča d = 40 cm, dopušteno naprezanje tla
150 kPa (geotehnički elaborat Geo-Tim, 2025.).
Seizmičnost: a_gR = 0,22 g, tlo tipa B. Zidana konstrukcija provjerena prema HRN EN 1998-1 i 1996-1-1.
Izmjena 2: zid između dječjih soba pomaknut 40 cm - ploča ponovno provjerena, armatura bez promjene.
"""


def t_pbz_tata(r, dt):
    return f"""PRIVREDNA BANKA ZAGREB d.d. - POTVRDA O STANJU RAČUNA
Na zahtjev javnog bilježnika, za potrebe ostavinskog postupka iza pok. Stjepana Kovača, OIB 30586214477
Stanje na dan smrti (03.12.2025.):
- tekući račun HR2523400093101234567: {_num(r.uniform(3800, 5200))} EUR
- oročena štednja (dospijeće 2026.): {_num(r.uniform(9000, 12000))} EUR
Ovlaštenja za raspolaganje prestala su danom smrti. Datum izdavanja: {_hr(dt)}
"""


def t_smrtni_mama(r, dt):
    return f"""IZVADAK IZ MATICE UMRLIH
Ime i prezime: Ljerka Kovač, rođ. Babić   Datum rođenja: 23.06.1952.   Datum smrti: 11.08.2019.
Mjesto smrti: Sisak   Bračno stanje: udana (suprug Stjepan Kovač)   Izdano: {_hr(dt)}
"""


def t_rim(r, dt):
    return f"""Ryanair - Boarding pass / Your itinerary
Passenger: MRS IVANA HORVAT   Booking ref: {''.join(r.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(6))}
FR 4312  Zagreb (ZAG) -> Rome Ciampino (CIA)  {_hr(dt + timedelta(days=10))}  dep 06:25
FR 4313  Rome Ciampino (CIA) -> Zagreb (ZAG)  {_hr(dt + timedelta(days=14))}  dep 21:40
Seat 17C. Priority & 2 cabin bags. Gate closes 30 minutes before departure.
"""


def t_osobna(r, dt):
    return f"""Preslike osobnih dokumenata - obitelj Horvat (za potrebe prijave i putovanja)
Ivana Horvat, osobna iskaznica br. {_digits(r, 9)}, vrijedi do 2031.
Marko Horvat, osobna iskaznica br. {_digits(r, 9)}, vrijedi do 2029.
Lana Horvat, osobna iskaznica br. {_digits(r, 9)}, vrijedi do {dt.year + 3}.
Jakov Horvat, osobna iskaznica br. {_digits(r, 9)}, izdana {_hr(dt)}, vrijedi 5 godina.
Domovnice: izdane u sustavu e-Građani, originali u plavoj mapi u ormaru.
"""


def t_cjenik(r, dt):
    rows = ["Razdoblje;Cijena/noć (EUR);Min. noćenja"]
    for per, lo, hi, mn in (("01.05.-14.06.", 55, 65, 3), ("15.06.-10.07.", 80, 90, 5), ("11.07.-20.08.", 105, 120, 7),
                            ("21.08.-15.09.", 80, 90, 5), ("16.09.-15.10.", 55, 65, 3)):
        rows.append(f"{per};{r.randint(lo, hi)};{mn}")
    return "Apartman Mira Sukošan - cjenik 2026 (Booking + direktno)\n" + "\n".join(rows) + \
        "\nBoravišna pristojba uključena u cijenu. Čišćenje uključeno. Ljubimci +10 EUR/noć.\n"


def t_todo_sezona(r, dt):
    return """prije sezone (prvi gosti 20.6.)
- prijaviti objekt u eVisitor za novu godinu, provjeriti pristojbu
- uplatiti paušal za 2. kvartal
- nova posteljina 2 kompleta (Jysk), ručnici
- servis klime u dnevnom boravku - nazvati Klima Zadar
- nove fotke za Booking kad kuhinja bude gotova
- Mirjani javiti raspored smjena gostiju za lipanj/srpanj
- cijene u Extranetu za rujan još nisu unesene!!
"""


def t_old(r, dt, kind):
    if kind == "vijadukt":
        return (f"Vijadukt Sveta Nedelja - statički proračun, Tehnoprojekt Zagreb, {_hr(dt)}\n"
                "Rasponska konstrukcija: prednapeti sandučasti nosač, rasponi 32+45+32 m. Beton C40/50.\n"
                "Prometno opterećenje prema HRN EN 1991-2, LM1. Stupovi d = 1,6 m, temelji na pilotima Ø120.\n")
    if kind == "doh":
        return (f"POREZNA PRIJAVA - obrazac DOH za {dt.year - 1}. godinu\nPorezni obveznik: Ivana Horvat, OIB "
                f"{IVANA_OIB}\nPrimici od nesamostalnog rada: {_num(r.uniform(150000, 170000))} kn\n"
                f"Uzdržavani članovi: Lana (dijete)\nPovrat poreza: {_num(r.uniform(1200, 2800))} kn\n")
    if kind == "kredit":
        return (f"UGOVOR O STAMBENOM KREDITU br. 3200418877\nZagrebačka banka d.d. i korisnici kredita Ivana "
                f"Horvat i Marko Horvat\nIznos kredita: 1.050.000,00 kn (EUR klauzula), rok otplate 25 godina\n"
                f"Namjena: kupnja stana, Trnsko 27c, Zagreb. Datum: {_hr(dt)}\n")
    if kind == "vrtic":
        return (f"Zahtjev za upis djeteta u dječji vrtić - Grad Zagreb\nDijete: Lana Horvat, rođ. 09.09.2013.\n"
                f"Željeni vrtić: DV Trnoružica, objekt Trnsko; program: 10-satni\nDatum: {_hr(dt)}\n")
    if kind == "vjencanje":
        return ("Ime;Prezime;Stol;Potvrdio\n" + "\n".join(
            f"{r.choice(IMENA)};{r.choice(PREZIMENA)};{r.randint(1, 12)};{r.choice(['da', 'da', 'ne'])}"
            for _ in range(25)) + "\n")
    if kind == "kolaci":
        return "Kolači - Baka Mira\nOrehnjača, makovnjača, Madarica (5 kora, čokoladni krem), Kremšnite.\n"
    if kind == "tekst":
        return "nazvati vodoinstalatera za bojler\nLana - cijepljenje MO-PA-RU u 4.mj\nregistracija Clio do 15.5.\n"
    if kind == "putni":
        return f"PUTNI NALOG 2017 - Tehnoprojekt, Ivana Horvat, gradilište A11 Jakovlje, {_hr(dt)}\n"
    return ""


def t_vcf(r, dt):
    out = []
    for _ in range(12):
        n = _person(r)
        out.append(f"BEGIN:VCARD\nVERSION:2.1\nN:{n.split()[1]};{n.split()[0]};;;\nFN:{n}\n"
                   f"TEL;CELL:+38591{_digits(r, 7)}\nEND:VCARD")
    return "\n".join(out) + "\n"


def t_bookmarks(r, dt):
    return """<!DOCTYPE NETSCAPE-Bookmark-file-1>
<TITLE>Bookmarks</TITLE><H1>Bookmarks</H1><DL><p>
<DT><A HREF="https://www.e-gradjani.gov.hr/">e-Građani</A>
<DT><A HREF="https://e-porezna.porezna-uprava.hr/">ePorezna</A>
<DT><A HREF="https://www.hkig.hr/">HKIG</A>
<DT><A HREF="https://www.zaba.hr/">Zaba e-zaba</A>
<DT><A HREF="https://admin.booking.com/">Booking Extranet</A>
</DL><p>
"""


def t_odbojka_raspored(r, dt):
    return f"ŽOK Novi Zagreb - raspored utakmica, kadetkinje, proljeće {dt.year}.\n" + "\n".join(
        f"{_hr(dt + timedelta(days=7 * i))} 10:00 - ŽOK Novi Zagreb : {r.choice(['OK Dubrava', 'ŽOK Sesvete', 'OK Mladost', 'ŽOK Samobor'])}"
        for i in range(6)) + "\n"


def t_biljeske_mob(r, dt):
    return """lozinka wifi apartman: Mira_Sukosan (na frižideru)
mjere kupaonica: 1,65 x 2,10; visina pločica 2,20
Lana - veličina tenisica 38
kupiti: žarulje E14, silikon bijeli
"""


# --------------------------------------------------------------------------- build

EXE = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00\xb8\x00"
OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00\x00\x00"
DWG = b"AC1032\x00\x00\x00\x00\x00\x06\x01"
INI = ("\ufeff[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n"
       "IconResource=%SystemRoot%\\system32\\imageres.dll,-183\r\n").encode("utf-16-le")


def P(fn, *a):
    """``fn`` with its extra arguments bound: a content function of (r, dt)."""
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
            return _pdf(_latin1(_plain(content)))
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

    def snap(folder: str, prefix: str, age: float, bucket: str, topic: str, fmt: str = "%Y%m%d_%H%M%S",
             ext: str = ".jpg") -> None:
        """A camera photo: named after, stamped with (EXIF) and dated at the moment it was taken."""
        taken = NOW - timedelta(days=age) + timedelta(seconds=r.randint(27_000, 70_000))
        rel = folder + prefix + taken.strftime(fmt) + ext
        assert all(i.rel != rel for i in items), rel
        data = _blob(r, HEIC_HEAD, 900) if ext.lower() == ".heic" else _jpeg(r, taken.replace(tzinfo=None))
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
        t = int(taken.timestamp())
        os.utime(p, (t, t))
        items.append(Item(rel, bucket, topic, False))

    def blob(head: bytes, n: int = 2500):
        return lambda rr, dt: _blob(rr, head, n)

    # ------------------------------------------------------------------ Downloads: the heap
    D = "Downloads/"
    add(D + "Dokument (1).pdf", "Areas", "Home", 35, P(t_hep, "zg"), True)
    add(D + "Dokument (1) (1).pdf", "Areas", "Home", 34, P(t_hep, "zg"), True)
    add(D + "Dokument (2).pdf", "Areas", "Finance", 118, t_joppd, True)
    add(D + "Dokument (3).pdf", "Projects", "Estate", 40, t_ostavinska_poziv, True)
    add(D + "Dokument (4).pdf", "Projects", "Travel", 31, t_schonbrunn, True)
    add(D + "Dokument (5).pdf", "Areas", "Rental", 26, t_booking_racun, True)
    add(D + "Dokument (6).pdf", "Projects", "School", 10, t_upis_rjesenje, True)
    add(D + "Dokument (7).pdf", "Areas", "Health", 64, t_uputnica, True)
    add(D + "Dokument (8).pdf", "Areas", "Work", 149, t_hkig, True)
    add(D + "Document (1).pdf", "Projects", "Estate", 58, t_pbz_tata, True)
    add(D + "preuzimanje (2).pdf", "Resources", "Cooking", 45, P(t_recept, "sarma"), True)
    add(D + "DOC-20260527-WA0001.pdf", "Areas", "Family", 5, t_dezurstva, True)
    add(D + "download.pdf", "Projects", "Travel", 46, t_obb, True)
    add(D + "download (1).pdf", "Resources", "Work", 101, t_paper, True)
    add(D + "download (2).pdf", "Resources", "Work", 152, t_pravilnik, True)
    add(D + "file.pdf", "Projects", "Rental", 29, P(t_kuhinja_racun, "uredjaji"), True)
    add(D + "Document.pdf", "Areas", "Health", 151, t_dopunsko, True)
    add(D + "Scan.pdf", "Areas", "Health", 71, t_nalaz_mr, True)
    add(D + "preuzimanje.pdf", "Projects", "Work", 139, t_most_zadatak, True)
    add(D + "preuzimanje (1).pdf", "Areas", "Finance", 73, t_porez_obracun, True)
    add(D + "Obavijest.pdf", "Areas", "Finance", 161, t_kredit_obavijest, True)
    add(D + "Racun.pdf", "Areas", "Car", 62, t_servis, True)
    add(D + "potvrda.pdf", "Areas", "Work", 92, t_cpd, True)
    add(D + "ispis.pdf", "Areas", "School", 8, t_ednevnik, True)
    add(D + "obrazac.docx", "Projects", "School", 16, t_boravak, True)
    add(D + "export.csv", "Areas", "Rental", 248, t_evisitor, True)
    add(D + "export (1).csv", "Areas", "Finance", 33, t_izvod, True)
    add(D + "DOC-20260318-WA0003.pdf", "Projects", "Rental", 75, P(t_kuhinja_ponuda, "stolar"), True)
    add(D + "DOC-20260421-WA0007.pdf", "Areas", "School", 41, t_izlet, True)
    add(D + "DOC-20260510-WA0011.pdf", "Projects", "Estate", 22, t_procjena, True)
    add(D + "DOC-20260505-WA0002.docx", "Projects", "School", 27, t_upis_potvrda, True)
    add(D + "DOC-20260214-WA0005.pdf", "Areas", "Family", 107, t_odbojka_raspored, True)
    add(D + "HEP_racun_2026_04.pdf", "Areas", "Home", 58, P(t_hep, "zg"))
    add(D + "HEP_racun_2026_04 (1).pdf", "Areas", "Home", 58, P(t_hep, "zg"))
    add(D + "Ponuda_kuhinja_Bura_v2.pdf", "Projects", "Rental", 68, P(t_kuhinja_ponuda, "stolar"))
    add(D + "Izvadak_ZK_3302_Sisak_Stari.pdf", "Projects", "Estate", 95, t_zk_izvadak)
    add(D + "Procjena_Kranjceviceva22.pdf", "Projects", "Estate", 21, t_procjena)
    add(D + "Rjesenje_pausalni_porez_2026.pdf", "Areas", "Rental", 130, t_pausal)
    add(D + "Polica_AO_2026.pdf", "Areas", "Car", 44, t_ao)
    add(D + "Most_Mreznica_izvjestaj_pregled_v2.pdf", "Projects", "Work", 70, t_most_pregled)
    add(D + "Geolab_izvjestaj_jezgre_247-26.pdf", "Projects", "Work", 50, t_most_beton)
    add(D + "Popis_udzbenika_7_razred.pdf", "Areas", "School", 12, t_udzbenici)
    add(D + "Vitamin D kod djece.pdf", "Resources", "Health", 210, t_vitd)
    add(D + "Zavizan-Alan.gpx", "Resources", "Hiking", 330, P(t_gpx, "Velebit Zavizan - Alan"))
    add(D + "Fish paprikash recipe.pdf", "Resources", "Cooking", 260, P(t_recept, "paprikas"))
    add(D + "Gorenje_WNEI84APS_upute.pdf", "Resources", "Home", 400, P(t_manual, "perilica"))
    add(D + "Daikin_FTXC35C_operation_manual_EN.pdf", "Resources", "Home", 300, P(t_manual, "klima"))
    add(D + "OEBB_Ticket_Zagreb_Wien.pdf", "Projects", "Travel", 46, t_obb)
    add(D + "Your booking is confirmed at Hotel Donaublick Wien.eml", "Projects", "Travel", 55, t_hotel_bec)
    add(D + "Bec_za_djecu_vodic.epub", "Projects", "Travel", 38,
        _epub("Beč za djecu - mali vodič", "Sanja Knežević", "hr",
              "Beč je grad carskih palača, muzeja i parkova, ali i grad za djecu: Prater s divovskim "
              "kotačem, zoološki vrt Schönbrunn, Prirodoslovni muzej s dinosaurima i Haus des Meeres."))
    add(D + "Velebit_planinarski_vodic.epub", "Resources", "Hiking", 420,
        _epub("Velebit - planinarski vodič", "Alan Čaplar", "hr",
              "Velebit je najduža hrvatska planina. Vodič opisuje Premužićevu stazu, Rožanske i Hajdučke "
              "kukove, Zavižan, Alan, Baške Oštarije i Paklenicu, s planinarskim domovima i izvorima vode."))
    add(D + "JOPPD_potvrda_autorski_2025-11.pdf", "Areas", "Finance", 190, t_joppd)
    add(D + "Obavijest_o_godisnjem_obracunu_2025.pdf", "Areas", "Finance", 72, t_porez_obracun)
    add(D + "Nalaz_KBC_lab_2026-02.pdf", "Areas", "Health", 104, t_nalaz_lab)
    add(D + "izvod_2026_05.pdf", "Areas", "Finance", 2, t_izvod)
    for name, age in (("ChromeSetup.exe", 380), ("Firefox Installer.exe", 240), ("vlc-3.0.21-win64.exe", 200),
                      ("ZoomInstallerFull.exe", 150), ("AcroRdrDCx642400320180_hr_HR.exe", 96),
                      ("WhatsApp Installer.exe", 60), ("SCIA_Engineer_24.1.3010_setup.exe", 140)):
        add(D + name, "Resources", "Software", age, blob(EXE, 3000))
    for name, age in (("LibreOffice_25.2.3_Win_x86-64.msi", 110), ("Certilia_middleware_3.2.0_x64.msi", 75)):
        add(D + name, "Resources", "Software", age, blob(OLE, 3000))
    add(D + "Unconfirmed 482913.crdownload", "Left", "System", 0.2, blob(b"%PDF-1.5\n", 900))
    add(D + "Ostavina_tata_skenovi.zip.crdownload", "Left", "System", 3, blob(b"PK\x03\x04", 1200))
    add(D + "Teams_windows_x64.exe.part", "Left", "System", 5, blob(EXE, 1500))
    add(D + "desktop.ini", "Left", "System", 900, INI)
    photo(D + "IMG-20260512-WA0004.jpg", "Projects", "Rental", 20, exif=False)
    photo(D + "IMG-20260512-WA0005.jpg", "Projects", "Rental", 20, exif=False)
    photo(D + "IMG-20260301-WA0012.jpg", "Resources", "Photos", 92, exif=False)
    add(D + "Screenshot 2026-05-20 093112.png", "Resources", "Photos", 12, "")

    # ------------------------------------------------------------------ Desktop: what is in use
    K = "Desktop/"
    add(K + "Novi tekstni dokument.txt", "Areas", "Family", 4, t_obiteljski_kalendar, True)
    add(K + "Novi tekstni dokument (2).txt", "Projects", "Work", 3, t_most_biljeske, True)
    add(K + "Dokument1.docx", "Projects", "School", 9, t_pribor, True)
    add(K + "Dokument2.docx", "Projects", "Estate", 18, t_popis_imovine, True)
    add(K + "bilješke.txt", "Projects", "Rental", 2, t_kuhinja_plan, True)
    add(K + "Doc2.docx", "Projects", "Travel", 6, t_bec_plan, True)
    add(K + "todo.txt", "Areas", "Rental", 5, t_todo_sezona, True)
    add(K + "Troškovnik_most_v4.xlsx", "Projects", "Work", 1, t_most_troskovnik)
    add(K + "~$oškovnik_most_v4.xlsx", "Left", "System", 1, b"\x0cIvana Horvat" + b"\x20" * 40 + b"\x00" * 100)
    add(K + "Perić - poziv na dopunu.pdf", "Projects", "Work", 24, t_peric_dopuna)
    add(K + "Evidencija sati svibanj.xlsx", "Areas", "Work", 1, t_timesheet)
    add(K + "kuhinja_skica.png", "Projects", "Rental", 40, "")
    add(K + "desktop.ini", "Left", "System", 900, INI)

    # ------------------------------------------------------------------ Documents/Posao
    W = "Documents/Posao/"
    M = W + "HC Most Mrežnica/"
    add(M + "01 Projektni zadatak/Projektni_zadatak_Mreznica.pdf", "Projects", "Work", 140, t_most_zadatak)
    add(M + "01 Projektni zadatak/Ponuda_Statika_Horizont_HC.docx", "Projects", "Work", 160,
        lambda rr, dt: (f"PONUDA br. 04/2026 - {MOST}\nNaručitelj: Hrvatske ceste d.o.o.\n"
                        f"Glavni pregled mosta s istražnim radovima: {_eur(rr, 6500, 7500)}\n"
                        f"Idejno rješenje i glavni projekt sanacije s troškovnikom: {_eur(rr, 28000, 33000)}\n"
                        f"Projekt privremene regulacije prometa: {_eur(rr, 2500, 3200)}\n"
                        f"Rok: glavni projekt do 15.09.2026. Datum: {_hr(dt)}\nIvana Horvat, Dražen Matić\n"))
    add(M + "02 Pregled/Izvjestaj_glavni_pregled_2026-03.pdf", "Projects", "Work", 72, t_most_pregled)
    add(M + "02 Pregled/Geolab_247-26.pdf", "Projects", "Work", 50, t_most_beton)
    add(M + "02 Pregled/Geolab_247-26.csv", "Projects", "Work", 50, t_most_beton)
    add(M + "03 Proracun/biljeske_proracun.md", "Projects", "Work", 14, t_most_biljeske)
    add(M + "03 Proracun/Most_Mreznica_model_v2.esa", "Projects", "Work", 9, blob(b"SCIA.ESA\x00\x18\x00", 4000))
    add(M + "04 Nacrti/MRZ-01_situacija.dwg", "Projects", "Work", 30, blob(DWG, 4000))
    add(M + "04 Nacrti/MRZ-02_uzduzni_presjek.dwg", "Projects", "Work", 28, blob(DWG, 4000))
    add(M + "04 Nacrti/MRZ-05_sanacija_greda.dwg", "Projects", "Work", 7, blob(DWG, 4000))
    add(M + "04 Nacrti/MRZ-05_sanacija_greda.pdf", "Projects", "Work", 7,
        P(t_nacrt, "Sanacija donjeg pojasa greda G1-G4, polja 1 i 3 - detalji reprofiliranja", "5"))
    add(M + "04 Nacrti/MRZ-07_zamjena_lezajeva.pdf", "Projects", "Work", 5,
        P(t_nacrt, "Podizanje rasponske konstrukcije i zamjena ležajeva na U1 i U2 - položaj preša", "7"))
    add(M + "05 Troskovnik/Troskovnik_sanacija_v3.xlsx", "Projects", "Work", 11, t_most_troskovnik)
    add(M + "06 Sastanci/Zapisnik_koordinacija_2026-05-12.docx", "Projects", "Work", 20, t_most_zapisnik)
    add(M + "06 Sastanci/RE Most Mrežnica - instalacije na mostu.eml", "Projects", "Work", 13, t_most_mail)
    add(M + "Putni nalozi/PN_2026-03-09_Duga_Resa.pdf", "Projects", "Work", 84, t_most_putni)
    add(M + "Putni nalozi/PN_2026-03-11_Duga_Resa.pdf", "Projects", "Work", 82, t_most_putni)
    add(M + "Ponude/Geo-Mjera_ponuda_snimak.pdf", "Projects", "Work", 120, t_most_ponuda_geo)
    dot(M + "05 Troskovnik/.~lock.Troskovnik_sanacija_v2.xlsx#", b"Ivana Horvat,DESKTOP-IH2021,25.05.2026 09:14,", 7)
    PS = W + "Perić Sesvete/"
    add(PS + "Ugovor_Peric_projekt.pdf", "Projects", "Work", 250, t_peric_ugovor)
    add(PS + "Projekt konstrukcije - tehnicki opis.docx", "Projects", "Work", 19, t_peric_statika)
    add(PS + "eDozvola_potvrda_zaprimanja.pdf", "Projects", "Work", 48, t_peric_edozvola)
    add(PS + "Poziv_na_dopunu_Sesvete.pdf", "Projects", "Work", 24, t_peric_dopuna)
    add(PS + "Kuća Sesvete - pitanje za dozvolu.eml", "Projects", "Work", 15, t_peric_mail)
    add(PS + "Peric_PK-03_ploca_kata.dwg", "Projects", "Work", 19, blob(DWG, 3500))
    add(W + "Lanište/Staticki_proracun_privremeni_v3.docx", "Projects", "Work", 6, t_laniste)
    add(W + "Lanište/Laniste_model_v3.esa", "Projects", "Work", 6, blob(b"SCIA.ESA\x00\x18\x00", 4000))
    Z = W + "Završeno/"
    add(Z + "Kovačić garaža VG/Zavrsni_racun_Kovacic.pdf", "Archive", "Work", 500, t_kovacic_garaza)
    add(Z + "Kovačić garaža VG/Garaza_Kovacic_konstrukcija.dwg", "Archive", "Work", 560, blob(DWG, 3000))
    add(Z + "Marić potkrovlje/Zapisnik_primopredaja.pdf", "Archive", "Work", 230, t_maric_potkrovlje)
    add(Z + "Marić potkrovlje/Krovna_konstrukcija_detalji.pdf", "Archive", "Work", 260,
        P(t_nacrt, "Drvena krovna konstrukcija - detalji spojeva rogova i nazidnice", "3",
          "Adaptacija potkrovlja u stan, Ulica Baruna Filipovića 19, Zagreb"))
    J = W + "Moje/"
    add(J + "Ugovor_o_radu_Statika_Horizont_2019.pdf", "Areas", "Work", 2620, t_ugovor_rad)
    add(J + "Evidencija_sati_2026-03.xlsx", "Areas", "Work", 62, t_timesheet)
    add(J + "Evidencija_sati_2026-04.xlsx", "Areas", "Work", 32, t_timesheet)
    add(J + "HKIG_clanarina_2026.pdf", "Areas", "Work", 150, t_hkig)
    add(J + "HKIG_potvrda_seminar_sanacija.pdf", "Areas", "Work", 92, t_cpd)
    add(J + "HKIG_potvrda_seminar_2025.pdf", "Areas", "Work", 400, t_cpd)
    add(J + "Zahtjev_GO_2026.docx", "Areas", "Work", 45, t_godisnji)
    add(J + "Autorski ugovori/Ugovor_autorski_2025-10.docx", "Areas", "Work", 235, t_autorski)
    add(J + "Autorski ugovori/Ugovor_autorski_2026-02.docx", "Areas", "Work", 110, t_autorski)
    T = W + "Tehnoprojekt/"
    add(T + "Sporazum_o_prestanku_ugovora.pdf", "Archive", "Work", 2640, P(t_old_job, "otkaz"))
    add(T + "Reference_letter_Tehnoprojekt.pdf", "Archive", "Work", 2630, P(t_old_job, "preporuka"))
    add(T + "Potvrda_o_radnom_stazu.pdf", "Archive", "Work", 2625, P(t_old_job, "staz"))
    L = W + "Literatura/"
    add(L + "Eurokod_podsjetnik.docx", "Resources", "Work", 330, t_eurokod)
    add(L + "Tablice_armature.xlsx", "Resources", "Work", 900, t_tablice)
    add(L + "Carbonation_corrosion_RC_bridges_2023.pdf", "Resources", "Work", 100, t_paper)
    add(L + "Pravilnik_o_odrzavanju_gradjevina_NN122-14.pdf", "Resources", "Work", 150, t_pravilnik)
    add(L + "SCIA_Engineer_24_Reference_Guide.pdf", "Resources", "Work", 139,
        "SCIA Engineer 24 - Reference Guide\nChapter 5: Bridges - load models according to EN 1991-2, moving "
        "loads and influence lines.\nChapter 7: Concrete design - ULS and SLS checks to EN 1992-1-1 and "
        "EN 1992-2, crack width, stress limitation.\n")
    add(W + "Ponuda Keramika Modrić.pdf", "Projects", "Rental", 66, P(t_kuhinja_ponuda, "keramika"))

    # ------------------------------------------------------------------ Documents/Financije, Porez
    F = "Documents/Financije/"
    for age in (93, 63, 32):
        dt = NOW - timedelta(days=age)
        add(F + f"Izvodi/Izvod_ZABA_{dt:%Y-%m}.pdf", "Areas", "Finance", age, t_izvod)
    add(F + "Kredit/Otplatni_plan_2026.xlsx", "Areas", "Finance", 170, t_kredit_plan)
    add(F + "Kredit/Obavijest_fiksna_kamata_2026.pdf", "Areas", "Finance", 160, t_kredit_obavijest)
    for age in (62, 33):
        dt = NOW - timedelta(days=age)
        add(F + f"Plaće/Isplatna_lista_{dt:%Y-%m}.pdf", "Areas", "Finance", age, P(t_placa, "ivana"))
    add(F + "Plaće/Marko_isplatna_lista_2026-04.pdf", "Areas", "Finance", 30, P(t_placa, "marko"))
    add(F + "Mirovinski/AZ_izvadak_2025.pdf", "Areas", "Finance", 120, t_mirovinski)
    add(F + "Mirovinski/Raiffeisen_III_stup_potvrda_2025.pdf", "Areas", "Finance", 125, t_treci_stup)
    add(F + "Budžet_2026.xlsx", "Areas", "Finance", 3, t_budzet)
    add(F + "Budžet_2025.xlsx", "Areas", "Finance", 160, t_budzet)
    add(F + "PBZ_orocenje_Marko.pdf", "Areas", "Finance", 300, t_stednja)
    X = "Documents/Porez/"
    add(X + "Porez 2025/Obavijest_godisnji_obracun_2025.pdf", "Areas", "Finance", 72, t_porez_obracun)
    add(X + "Porez 2025/JOPPD potvrde/Potvrda_isplata_2025-05.pdf", "Areas", "Finance", 360, t_joppd)
    add(X + "Porez 2025/JOPPD potvrde/Potvrda_isplata_2025-11.pdf", "Areas", "Finance", 188, t_joppd)
    add(X + "Porez 2024/Obavijest_godisnji_obracun_2024.pdf", "Areas", "Finance", 430, t_porez_obracun)
    add(X + "Nova poruka ePorezna.eml", "Areas", "Finance", 74, t_eporezna_mail)

    # ------------------------------------------------------------------ Documents/Kuća (the Zagreb flat)
    H = "Documents/Kuća/"
    for age in (150, 120, 90, 58, 28):
        dt = NOW - timedelta(days=age)
        add(H + f"Režije/HEP/HEP_{dt:%Y_%m}.pdf", "Areas", "Home", age, P(t_hep, "zg"))
    for age in (147, 88, 27):
        dt = NOW - timedelta(days=age)
        add(H + f"Režije/Plin/Plinara_{dt:%Y_%m}.pdf", "Areas", "Home", age, t_plin)
    add(H + "Režije/Voda/Vodoopskrba_2026_02.pdf", "Areas", "Home", 100, t_voda)
    add(H + "Režije/Voda/Vodoopskrba_2026_04.pdf", "Areas", "Home", 40, t_voda)
    add(H + "Režije/Pričuva_2026_05.pdf", "Areas", "Home", 25, t_pricuva)
    add(H + "Režije/Čistoća_2026_04.pdf", "Areas", "Home", 45, t_cistoca)
    add(H + "Režije/A1_racun_2026_05.pdf", "Areas", "Home", 20, t_a1)
    add(H + "HEP_2023_12.pdf", "Areas", "Home", 890, P(t_hep, "zg"))
    add(H + "Osiguranje_stana_CO_2025-2026.pdf", "Areas", "Home", 280, t_osig_stan)
    add(H + "Zgrada/Zapisnik_suvlasnici_2026-03.docx", "Areas", "Home", 70, t_suvlasnici)
    add(H + "Upute/Bosch_susilica_WQG24509BY.pdf", "Resources", "Home", 700, P(t_manual, "susilica"))
    add(H + "Upute/IKEA_PAX_montaza.pdf", "Resources", "Home", 1100, P(t_manual, "ikea"))
    add(H + "Upute/Gorenje_bojler_TGR80.pdf", "Resources", "Home", 1500, P(t_manual, "bojler"))

    # ------------------------------------------------------------------ Documents/Zdravlje
    Q = "Documents/Zdravlje/"
    add(Q + "Ivana/Lab_KBC_2026-02.pdf", "Areas", "Health", 104, t_nalaz_lab)
    add(Q + "Ivana/Lab_KBC_2025-01.pdf", "Areas", "Health", 490, t_nalaz_lab)
    add(Q + "Marko/MR_koljeno_lijevo.pdf", "Areas", "Health", 70, t_nalaz_mr)
    add(Q + "Marko/eUputnica_ortoped.pdf", "Areas", "Health", 64, t_uputnica)
    add(Q + "Lana/Alergolog_Helena_2025.pdf", "Areas", "Health", 300, P(t_pedijatar, "lana"))
    add(Q + "Jakov/Sistematski_pregled_2026.pdf", "Areas", "Health", 55, P(t_pedijatar, "jakov"))
    add(Q + "Dopunsko/Polica_dopunsko_Ivana_2026.pdf", "Areas", "Health", 151, P(t_dopunsko, "Ivana Horvat"))
    add(Q + "Dopunsko/Polica_dopunsko_Marko_2026.pdf", "Areas", "Health", 150, P(t_dopunsko, "Marko Horvat"))
    add(Q + "Zubar/Racun_Dentalni_centar_2026-03.pdf", "Areas", "Health", 80, t_zubar)
    add(Q + "Zubar/Racun_Dentalni_centar_2025-10.pdf", "Areas", "Health", 230, t_zubar)

    # ------------------------------------------------------------------ Documents/Djeca, Marko
    C = "Documents/Djeca/"
    add(C + "Lana/Svjedodžba_5_razred.pdf", "Areas", "School", 345, P(t_svjedodzba, 5))
    add(C + "Lana/Svjedodžba_4_razred.pdf", "Areas", "School", 710, P(t_svjedodzba, 4))
    add(C + "Lana/Roditeljski_sastanak_sijecanj.docx", "Areas", "School", 130, t_roditeljski)
    add(C + "Lana/e-Dnevnik_ocjene_polugodiste.pdf", "Areas", "School", 130, t_ednevnik)
    add(C + "Lana/Prehrana_2026_04.pdf", "Areas", "School", 58, t_prehrana)
    add(C + "Lana/Odbojka_clanarina_svibanj.pdf", "Areas", "Family", 28, t_odbojka)
    add(C + "Lana/Rodni_list_Lana.pdf", "Areas", "Family", 800, P(t_rodni, "lana"))
    add(C + "Jakov/Vrtić/Uplata_vrtic_2026_03.pdf", "Areas", "School", 88, t_vrtic_uplata)
    add(C + "Jakov/Vrtić/Uplata_vrtic_2026_04.pdf", "Areas", "School", 58, t_vrtic_uplata)
    add(C + "Jakov/Vrtić/Uplata_vrtic_2026_05.pdf", "Areas", "School", 28, t_vrtic_uplata)
    add(C + "Jakov/Vrtić/Zavrsna_priredba_Sovice.docx", "Areas", "School", 4, t_vrtic_obavijest)
    U = C + "Jakov/Upis u školu/"
    add(U + "Poziv_utvrdjivanje_psihofizickog_stanja.pdf", "Projects", "School", 68, t_upis_poziv)
    add(U + "Potvrda_lijecnik_upis.pdf", "Projects", "School", 27, t_upis_potvrda)
    add(U + "Rjesenje_o_upisu_Jakov.pdf", "Projects", "School", 10, t_upis_rjesenje)
    add(U + "Prijava_produzeni_boravak.docx", "Projects", "School", 16, t_boravak)
    add(C + "Jakov/Plivanje_uplata_svibanj.pdf", "Areas", "Family", 29, t_plivanje)
    add(C + "Jakov/Rodni_list_Jakov.pdf", "Areas", "Family", 75, P(t_rodni, "jakov"))
    add(C + "Lana vrtić (stari)/Zahtjev_upis_vrtic_2016.docx", "Archive", "School", 3700, P(t_old, "vrtic"))
    add(C + "Lana vrtić (stari)/Ispis_iz_vrtica_2020.pdf", "Archive", "School", 2200,
        lambda rr, dt: (f"DJEČJI VRTIĆ TRNORUŽICA - potvrda o ispisu\nDijete Lana Horvat (2013.) ispisuje se iz "
                        f"vrtića s danom 31.08.2020. zbog polaska u osnovnu školu.\nDugovanja nema. {_hr(dt)}\n"))
    add("Documents/Marko/Raspored_sati_2025-26_A_tjedan.xlsx", "Areas", "Family", 260, t_marko_raspored)
    add("Documents/Marko/Raspored_sati_2025-26_od_veljace.xlsx", "Areas", "Family", 120, t_marko_raspored)
    add("Documents/Marko/Dezurstva_svibanj.pdf", "Areas", "Family", 32, t_dezurstva)

    # ------------------------------------------------------------------ Documents/Apartman Sukošan
    A = "Documents/Apartman Sukošan/"
    add(A + "Rješenja/Kategorizacija_2021.pdf", "Areas", "Rental", 1850, t_kategorizacija)
    add(A + "Rješenja/Rjesenje_pausal_2026.pdf", "Areas", "Rental", 130, t_pausal)
    add(A + "Rješenja/Turisticka_pristojba_2026.pdf", "Areas", "Rental", 125, t_pristojba)
    add(A + "Rješenja/Turisticka_pristojba_2025.pdf", "Areas", "Rental", 490, t_pristojba)
    for i, age in enumerate((62, 48, 35, 19, 9, 3)):
        g = GUESTS[(i * 5) % len(GUESTS)]
        dt = NOW - timedelta(days=age)
        add(A + f"Booking/Rezervacija_{g[1].replace(' ', '')}_{dt:%Y%m%d}.eml", "Areas", "Rental", age,
            P(t_booking_res, g))
    add(A + "Booking/Booking_racun_2025-09.pdf", "Areas", "Rental", 250, t_booking_racun)
    add(A + "Booking/Booking_racun_2026-05.pdf", "Areas", "Rental", 26, t_booking_racun)
    add(A + "eVisitor/Popis_turista_2025.csv", "Areas", "Rental", 240, t_evisitor)
    add(A + "Prihodi/Knjiga_prometa_2025.xlsx", "Areas", "Rental", 230, t_prihodi)
    add(A + "Prihodi/Knjiga_prometa_2024.xlsx", "Areas", "Rental", 600, t_prihodi)
    add(A + "Čišćenje_Mirjana_2025.xlsx", "Areas", "Rental", 235, t_ciscenje)
    add(A + "Kućni_red_EN_DE_HR.docx", "Areas", "Rental", 700, t_kucni_red)
    add(A + "Režije apartman/HEP_Sukosan_2025_08.pdf", "Areas", "Rental", 290, P(t_hep, "apt"))
    add(A + "Režije apartman/HEP_Sukosan_2026_04.pdf", "Areas", "Rental", 50, P(t_hep, "apt"))
    add(A + "Režije apartman/Vodovod_Zadar_2025_09.pdf", "Areas", "Rental", 260, t_voda_zd)
    add(A + "Gosti/Apartment Sukosan - thank you.eml", "Areas", "Rental", 270, t_gost_poruka)
    KU = A + "Kuhinja 2026/"
    add(KU + "Ponuda_Stolarija_Bura.pdf", "Projects", "Rental", 75, P(t_kuhinja_ponuda, "stolar"))
    add(KU + "Ponuda_Elektro_Simic.pdf", "Projects", "Rental", 70, P(t_kuhinja_ponuda, "elektro"))
    add(KU + "Predracun_Keramika_Modric.pdf", "Projects", "Rental", 66, P(t_kuhinja_ponuda, "keramika"))
    add(KU + "Plan_i_rokovi.docx", "Projects", "Rental", 1, t_kuhinja_plan)
    add(KU + "Kuhinja_Sukosan_tlocrt.dwg", "Projects", "Rental", 80, blob(DWG, 3000))
    add(KU + "Links_racun_uredjaji.pdf", "Projects", "Rental", 29, P(t_kuhinja_racun, "uredjaji"))
    add(KU + "Bura_racun_predujam.pdf", "Projects", "Rental", 60, P(t_kuhinja_racun, "predujam"))
    add(KU + "Re kuhinja Sukošan - termin montaže.eml", "Projects", "Rental", 4, t_kuhinja_mail)
    for age in (64, 63, 48, 37, 36, 11):
        snap(KU + "Slike/", "IMG_", age, "Projects", "Rental")
    KP = A + "Kupaonica 2022/"
    add(KP + "Vodomont_zavrsni_racun.pdf", "Archive", "Rental", 1420, P(t_kupaonica, "racun"))
    add(KP + "Troskovi_kupaonica.xlsx", "Archive", "Rental", 1415, P(t_kupaonica, "troskovi"))
    for age in (1450, 1440, 1421):
        snap(KP, "", age, "Archive", "Rental")

    # ------------------------------------------------------------------ Documents/Ostavina tata (+ Mum's, 2019-20)
    O = "Documents/Ostavina tata/"
    add(O + "Smrtni_list_tata.pdf", "Projects", "Estate", 175, t_smrtni)
    add(O + "Popis_imovine_radna.docx", "Projects", "Estate", 18, t_popis_imovine)
    add(O + "Poziv_ostavinska_16-6.pdf", "Projects", "Estate", 40, t_ostavinska_poziv)
    add(O + "ZK_izvadak_Kranjceviceva22.pdf", "Projects", "Estate", 95, t_zk_izvadak)
    add(O + "Procjena_vjestak.pdf", "Projects", "Estate", 21, t_procjena)
    add(O + "Pogreb_racun_Komunalac.pdf", "Projects", "Estate", 176, t_pogreb)
    add(O + "PBZ_potvrda_stanje_racuna.pdf", "Projects", "Estate", 60, t_pbz_tata)
    add(O + "HZMO_obustava_mirovine.pdf", "Projects", "Estate", 150, t_hzmo_tata)
    add(O + "Re tatina kuća i ostavinska.eml", "Projects", "Estate", 9, t_tomo_mail)
    for age in (120, 120, 120, 119):
        snap(O + "Slike kuće/", "IMG_", age, "Projects", "Estate")
    MA = O + "Mama 2019/"
    add(MA + "Rjesenje_o_nasljedjivanju_mama.pdf", "Archive", "Estate", 2290, t_mama_rjesenje)
    add(MA + "Smrtni_list_mama.pdf", "Archive", "Estate", 2480, t_smrtni_mama)

    # ------------------------------------------------------------------ Documents/Auto
    V = "Documents/Auto/"
    add(V + "Polica_AO_2025.pdf", "Areas", "Car", 410, t_ao)
    add(V + "Tehnicki_pregled_2025.pdf", "Areas", "Car", 400, t_tehnicki)
    add(V + "Servis_Skoda_2025-10.pdf", "Areas", "Car", 230, t_servis)
    add(V + "Stari auto Clio/Ugovor_prodaja_Clio.pdf", "Archive", "Car", 1780, t_clio)

    # ------------------------------------------------------------------ Documents/Putovanja
    B = "Documents/Putovanja/Beč 2026/"
    add(B + "Hotel_Donaublick_potvrda.eml", "Projects", "Travel", 55, t_hotel_bec)
    add(B + "OEBB_karte.pdf", "Projects", "Travel", 46, t_obb)
    add(B + "Schonbrunn_ulaznice.pdf", "Projects", "Travel", 31, t_schonbrunn)
    add(B + "Plan_Bec.docx", "Projects", "Travel", 6, t_bec_plan)
    add(B + "Budzet_Bec.xlsx", "Projects", "Travel", 30, t_bec_budzet)
    add("Documents/Putovanja/Budimpešta 2024/Hotel_Moments_potvrda.pdf", "Archive", "Travel", 580, t_budimpesta)
    add("Documents/Putovanja/Bled 2025/Troskovi_Bled.xlsx", "Archive", "Travel", 370, t_bled)
    add("Documents/Putovanja/Rim 2019/Ryanair_boarding_pass.pdf", "Archive", "Travel", 2620, t_rim)

    # ------------------------------------------------------------------ Documents/Planinarenje, Recepti
    G = "Documents/Planinarenje/"
    add(G + "HPD_Zeljeznicar_clanarina_2026.pdf", "Areas", "Hiking", 140, t_pd_clanarina)
    add(G + "HPD_Zeljeznicar_clanarina_2025.pdf", "Areas", "Hiking", 500, t_pd_clanarina)
    add(G + "Premuziceva_staza_opis.pdf", "Resources", "Hiking", 330, P(t_ruta, "premuzic"))
    add(G + "Medvednica_kruzna_s_djecom.docx", "Resources", "Hiking", 220, P(t_ruta, "sljeme"))
    add(G + "GPX/Sljeme_Kraljicin_zdenac_2025-10.gpx", "Resources", "Hiking", 230,
        P(t_gpx, "Medvednica Kraljičin zdenac - Sljeme"))
    add(G + "GPX/Velebit_Rozanski_kukovi_2025-07.gpx", "Resources", "Hiking", 320, P(t_gpx, "Velebit Rožanski kukovi"))
    R = "Documents/Recepti/"
    add(R + "Sarma_mama.docx", "Resources", "Cooking", 1000, P(t_recept, "sarma"))
    add(R + "fritule.txt", "Resources", "Cooking", 540, P(t_recept, "fritule"))
    add(R + "Štrukli.docx", "Resources", "Cooking", 800, P(t_recept, "strukli"))
    add(R + "pašticada Mirjana.txt", "Resources", "Cooking", 320, P(t_recept, "pasticada"))

    # ------------------------------------------------------------------ Documents/2024, 2025: dropped in by year
    Y4, Y5 = "Documents/2024/", "Documents/2025/"
    add(Y4 + "Dokument (7).pdf", "Archive", "Travel", 580, t_budimpesta, True)
    add(Y4 + "scan.pdf", "Areas", "Finance", 430, t_porez_obracun, True)
    add(Y4 + "Novi dokument.docx", "Archive", "Work", 500, t_kovacic_garaza, True)
    add(Y4 + "ispis (2).pdf", "Areas", "School", 710, P(t_svjedodzba, 4), True)
    add(Y4 + "HEP_2024_12.pdf", "Areas", "Home", 520, P(t_hep, "zg"))
    add(Y4 + "Bez naslova.txt", "Areas", "Rental", 640, t_prihodi, True)
    add(Y5 + "Dokument (1).pdf", "Areas", "Car", 400, t_tehnicki, True)
    add(Y5 + "ispis.pdf", "Areas", "Rental", 490, t_pristojba, True)
    add(Y5 + "Bez naslova.docx", "Archive", "Work", 230, t_maric_potkrovlje, True)
    add(Y5 + "scan_20251210.pdf", "Projects", "Estate", 173, t_pogreb, True)
    add(Y5 + "Novi tekstni dokument.txt", "Archive", "Travel", 372, t_bled, True)
    add(Y5 + "export.xlsx", "Areas", "Rental", 230, t_prihodi, True)
    add(Y5 + "Doc1.docx", "Areas", "Home", 440, t_suvlasnici, True)
    add(Y5 + "Dokument (2).pdf", "Areas", "Health", 300, P(t_pedijatar, "lana"), True)
    add(Y5 + "Popis_turista_kolovoz.csv", "Areas", "Rental", 280, t_evisitor)
    add(Y5 + "scan (1).pdf", "Areas", "Finance", 115, t_mirovinski, True)

    # ------------------------------------------------------------------ Documents/Skenirano: the scanner's dump
    S = "Documents/Skenirano/"
    scans = [(t_smrtni, "Projects", "Estate", 174), (t_zk_izvadak, "Projects", "Estate", 160),
             (t_hzmo_tata, "Projects", "Estate", 149), (t_ugovor_rad, "Areas", "Work", 2600),
             (t_kategorizacija, "Areas", "Rental", 1840), (P(t_rodni, "jakov"), "Areas", "Family", 740),
             (P(t_svjedodzba, 5), "Areas", "School", 344), (t_nalaz_lab, "Areas", "Health", 103),
             (P(t_pedijatar, "jakov"), "Areas", "Health", 54), (t_upis_potvrda, "Projects", "School", 26),
             (t_mama_rjesenje, "Archive", "Estate", 2280), (t_clio, "Archive", "Car", 1770),
             (t_ao, "Areas", "Car", 409), (t_osig_stan, "Areas", "Home", 279),
             (t_dopunsko, "Areas", "Health", 150), (P(t_kupaonica, "racun"), "Archive", "Rental", 1410),
             (t_peric_ugovor, "Projects", "Work", 249), (t_joppd, "Areas", "Finance", 187),
             (t_stednja, "Areas", "Finance", 299), (t_pbz_tata, "Projects", "Estate", 59),
             (t_pogreb, "Projects", "Estate", 170), (t_zubar, "Areas", "Health", 79)]
    scans.sort(key=lambda s: -s[3])
    for n, (fn, bucket, topic, age) in enumerate(scans, 1):
        add(S + f"scan_{n:04d}.pdf", bucket, topic, age, fn, True)
    add(S + "Thumbs.db", "Left", "System", 26, blob(OLE, 1800))

    # ------------------------------------------------------------------ OneDrive: shared with Marko
    OD = "OneDrive/"
    add(OD + "Skenirani dokument.pdf", "Areas", "Family", 790, P(t_rodni, "lana"), True)
    add(OD + "Dokument 1.docx", "Areas", "Rental", 690, t_kucni_red, True)
    add(OD + "Dokument 2.docx", "Areas", "Family", 75, t_osobna, True)
    add(OD + "Apartman/Cjenik_2026.xlsx", "Areas", "Rental", 150, t_cjenik)
    add(OD + "Apartman/Kucni_red.pdf", "Areas", "Rental", 690, t_kucni_red)
    add(OD + "Obitelj/Marko_raspored_2025-26.pdf", "Areas", "Family", 259, t_marko_raspored)
    add(OD + "Obitelj/Osobne_iskaznice_preslike.pdf", "Areas", "Family", 75, t_osobna)
    add(OD + "Beč/Plan_Bec_zajednicki.docx", "Projects", "Travel", 7, t_bec_plan)
    add(OD + "Ostavina/Popis_imovine_za_Tomu.docx", "Projects", "Estate", 17, t_popis_imovine)
    dot(OD + ".849C9593-D756-4E56-8D6E-42412F2A707B", b"", 400)

    # ------------------------------------------------------------------ Pictures
    PI = "Pictures/"
    for age in (325, 324, 322, 318, 315):
        snap(PI + "2025/Sukošan ljeto/", "", age, "Resources", "Photos")
    for age in (371, 371, 370):
        snap(PI + "2025/Bled/", "", age, "Resources", "Photos")
    for age in (560, 559):
        snap(PI + "2024/Budimpešta/", "", age, "Resources", "Photos")
    for age in (43, 43, 42):
        snap(PI + "2026/Jakov 7. rođendan/", "IMG_", age, "Resources", "Photos")
    for age in (84, 84, 82, 82, 82):
        snap(PI + "Most Mrežnica pregled 2026-03/", "IMG_", age, "Projects", "Work")
    for n, age in ((4521, 200), (5107, 96), (5630, 15)):
        snap(PI + "Marko iPhone/", "IMG_", age, "Resources", "Photos", fmt=str(n), ext=".HEIC")
    for age in (140, 66, 12):
        dt = NOW - timedelta(days=age)
        hms = f"{r.randint(8, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        add(PI + f"Screenshots/Snimka zaslona {dt:%Y-%m-%d} {hms}.png", "Resources",
            "Photos", age, "")
    photo(PI + "WhatsApp Images/IMG-20251224-WA0031.jpg", "Resources", "Photos", 159, exif=False)
    photo(PI + "WhatsApp Images/IMG-20260412-WA0008.jpg", "Resources", "Photos", 50, exif=False)
    add(PI + "Thumbs.db", "Left", "System", 42, blob(OLE, 2000))
    add(PI + "2025/Sukošan ljeto/Thumbs.db", "Left", "System", 314, blob(OLE, 1600))
    add(PI + "desktop.ini", "Left", "System", 900, INI)

    # ------------------------------------------------------------------ Documents/Stari laptop 2018: old copy
    OL = "Documents/Stari laptop 2018/"
    MD = OL + "Moji dokumenti/"
    old = [(MD + "Tehnoprojekt/Vijadukt_Sveta_Nedelja_proracun.docx", 2950, P(t_old, "vijadukt")),
           (MD + "Tehnoprojekt/Putni_nalog_2017-05.docx", 3300, P(t_old, "putni")),
           (MD + "Tehnoprojekt/Vijadukt_SN_oplata.dwg", 2960, blob(DWG, 3000)),
           (MD + "Porez/DOH_2016.pdf", 3350, P(t_old, "doh")),
           (MD + "Porez/DOH_2017.pdf", 2990, P(t_old, "doh")),
           (MD + "Kredit/Ugovor_stambeni_kredit_2016.pdf", 3600, P(t_old, "kredit")),
           (MD + "Lana/Zahtjev_vrtic_2016.docx", 3710, P(t_old, "vrtic")),
           (MD + "Vjenčanje/Popis_gostiju.xlsx", 5500, P(t_old, "vjencanje")),
           (MD + "Recepti/Kolaci_baka_Mira.docx", 4000, P(t_old, "kolaci")),
           (MD + "Novi tekstni dokument.txt", 2930, P(t_old, "tekst")),
           (OL + "Favoriti/bookmarks.html", 2925, t_bookmarks),
           (OL + "Downloads/AutoCAD_2016_setup.exe", 3400, blob(EXE, 3000)),
           (OL + "Downloads/IMG_2016_stan_tlocrt.pdf", 3620,
            lambda rr, dt: "Tlocrt stana Trnsko 27c, stan 14, 68,40 m2 - prilog kupoprodajnom ugovoru\n")]
    for rel, age, content in old:
        add(rel, "Archive", "Backup", age, content)
    for name, title, artist in (("Oliver Dragojević - Cesarica.mp3", "Cesarica", "Oliver Dragojević"),
                                ("Gibonni - Činim pravu stvar.mp3", "Činim pravu stvar", "Gibonni"),
                                ("Parni valjak - Sve još miriše na nju.mp3", "Sve još miriše na nju", "Parni valjak")):
        add(OL + "Moja glazba/" + name, "Archive", "Backup", 3100,
            lambda rr, dt, t=title, a=artist: _id3(rr, t, a, "Najveći hitovi"))
    for n, age in ((2214, 3220), (2231, 3219), (2260, 3218), (3408, 2960), (3415, 2958), (3442, 2957)):
        snap(OL + "Moje slike/" + ("2017 Krk/" if age > 3000 else "2018 Uskrs/"), "DSC_", age, "Archive",
             "Backup", fmt=f"{n:04d}", ext=".JPG")

    # ------------------------------------------------------------------ Documents/Mobitel Samsung A51: phone dump
    PH = "Documents/Mobitel Samsung A51/"
    for age in (930, 929, 760, 700, 698, 640, 612, 590):
        snap(PH + "DCIM/Camera/", "", age, "Archive", "Backup")
    for name, age in (("IMG-20240603-WA0014.jpg", 728), ("IMG-20240818-WA0002.jpg", 652)):
        photo(PH + "WhatsApp/Media/WhatsApp Images/" + name, "Archive", "Backup", age, exif=False)
    add(PH + "WhatsApp/Media/WhatsApp Documents/Raspored_utakmica_jesen.pdf", "Archive", "Backup", 640,
        t_odbojka_raspored)
    add(PH + "Download/Booking_Sukosan_2024.pdf", "Archive", "Backup", 700,
        lambda rr, dt: t_booking_res(rr, dt).split("\n\n", 1)[1])
    add(PH + "Documents/Biljeske.txt", "Archive", "Backup", 580, t_biljeske_mob)
    add(PH + "Recordings/Snimka_001.m4a", "Archive", "Backup", 600, blob(b"\x00\x00\x00\x20ftypM4A ", 2500))
    add(PH + "Contacts.vcf", "Archive", "Backup", 575, t_vcf)

    return items
