"""An eighty-third unseen labelled corpus: Johanna Lindqvist's MacBook, ``build(root, seed)``, written blind.

What was read to write it: ``unseen.py``'s module docstring, its helpers ``_d``, ``_kr``, ``_latin1``,
``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and the start of its ``build()`` (the write /
encode / add / dot / photo helpers); in ``corpus.py`` the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``,
``_pdf`` and ``_jpeg``; in ``blind.py`` ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. Nothing under
``foldwise/``, ``docs/``, ``tests/`` or ``scripts/`` was opened, nor any other corpus module's body. By
accident a ``sed`` range printed a few lines past ``Item`` (the head of ``corpus.py``'s ``NAMED`` table) and
past ``_jpeg`` (the first lines of ``corpus.py``'s ``build()``), and a ``git status`` listed two file names;
nothing from them is used here. The files and labels come from what this person would keep, not from what
any program looks for.

The person: Johanna Lindqvist, 46, teaches history and Swedish at Sorgenfrigymnasiet, an upper-secondary
school run by Malmö stad (since August 2016; from 2008 to 2016 she taught at Katedralskolan in Lund). She
is mentor for class SA24b (social-science programme) and the workplace representative (ombud) of the
teachers' union: Lärarförbundet until its 2023 merger into Sveriges Lärare, which she still is. She was
divorced from Magnus Ek in 2021 (the house in Bunkeflostrand was sold then); their children Ella (17, at
Malmö Borgarskola) and Vidar (15, year 9, choosing an upper-secondary programme this spring) live with each
parent every other week. Johanna bought a bostadsrätt in Brf Kastanjen 12 near Södervärn in 2021. Her
partner Mads Kjær lives on Frederiksberg in Copenhagen; she drives over the bridge most weekends, and his
family's papers arrive in Danish (his mother Karen turns 70 in August 2026, his son Oskar was confirmed in
May 2026). With her brother Anders she co-owns their late mother's summer house (sommarstuga) at
Vitemölla on Österlen; a January 2026 storm damaged its roof and the repair (insurance claim, quotes,
contract, ROT, works from May to late June 2026) is under way; the drainage was redone in 2023. Current
projects, as of ``NOW`` = 2026-06-01: the class study trip to Berlin in week 40 (28 Sep - 2 Oct 2026);
her master's thesis (självständigt arbete, 15 hp) in history didactics at Lund University, the last part
of the course she has taken part-time since autumn 2024, to be defended on 10 June 2026; Vidar's
gymnasieval (final admission 1 July 2026); the roof; and a week on Bornholm with Mads in July 2026. Her
hobby is genealogy (släktforskning) on her mother's Österlen family; she cooks, reads and takes photos.
Finished things: the divorce (2021), the old house (sold 2021), the job at Katedralskolan (ended 2016),
the Kraków study trip with a class (October 2023), a course in Swedish as a second language (2019), her
seat on Lärarförbundet Malmö's branch board (2018-2022), the stuga's drainage (2023), past holidays
(Gotland 2023, Lisbon 2024).

The machine: a MacBook set to Swedish, so the folders read ``Hämtade filer/`` (a mess of browser and mail
downloads: ``Dokument (3).pdf``, ``download (1).pdf``, ``unnamed.pdf``, WhatsApp documents, installers,
half-finished downloads), ``Skrivbord/`` (``Dokument1.docx``, ``namnlös.txt``, screenshots named
``Skärmavbild ... kl. ...png``), ``Dokument/`` with her own half-organised folders (``Skolan``, ``Lund
historiedidaktik``, ``Ekonomi``, ``Lägenheten``, ``Stugan Österlen``, ``Barnen``, ``Vården``, ``Facket``,
``Mads``, ``Släktforskning``, ``Recept``, ``Böcker``, ``Resor``, ``Gamla kurser``, a ``2023`` year folder of scans
and an ``Att sortera`` folder), ``iCloud Drive/`` (the iPhone's ``Skannade dokument`` and a folder shared with Mads),
``Bilder/`` (phone imports, the roof, old trips, screenshots) and ``Gamla datorn/``, a copy of the Windows
laptop she used until 2019 (with its ``desktop.ini`` and ``Thumbs.db``). Files are mostly Swedish, some
English and Danish, a little German (the Berlin bookings).

Labelling rules (written before any file was generated; every file is labelled by them as of ``NOW``):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  Berlin study trip of class SA24b (offers, bookings, programme, budget, parents' letter and consent
  slips, risk analysis, participant and allergy lists) -- topic Teaching; the master's thesis and the
  Lund course it completes (course PM, drafts, interviews, consent forms, literature notes and articles
  read for it, supervisor mail, books bought for it) -- topic Studies; the roof repair at the stuga
  (storm-damage claim, inspection, quotes, contract, materials, ROT, to-do, damage and progress photos)
  -- topic Cottage; Vidar's gymnasieval (catalogue, open-house notes, merit value, applications,
  preliminary admission, the study counsellor's mail) -- topic Family; the Bornholm week in July 2026
  (house rental, ferry, bikes, packing, plans) -- topic Travel.
- **Areas**: responsibilities with no end, whatever the document's age: her teaching (lesson plans,
  assessment and grades, national tests, the mentor class, her employment, salary talks, the workload
  plan, mail from the principal) -- Teaching; being a union member and ombud (pay round, meeting notes,
  agreements, fees, training) -- Union; money (tax returns from any year, salary slips, bank, savings,
  pension, mortgage, CSN, and whatever Försäkringskassan pays: child allowance, VAB) -- Finance; the flat
  (Brf papers, fees, electricity, broadband, home insurance, the purchase contract of the flat she still
  owns) -- Home; the stuga's running (co-ownership with Anders, shared costs, insurance, waste, power,
  well water, valuation) -- Cottage; the children and family (custody and maintenance, school, grades,
  driving lessons, Mads's family's invitations) -- Family; everyone's health (vårdcentralen, 1177,
  dentist, prescriptions, eyesight) -- Health; commuting to Copenhagen (BroPas agreement, bridge
  receipts, guest parking on Frederiksberg) -- Travel.
- **Resources**: reference and interests by subject: curricula, commentary material and teaching sources
  she draws on (Teaching); genealogy, including old family photos scanned for it (Genealogy); recipes,
  Danish ones too (Cooking); ebooks and the book-circle list (Books); appliance manuals (Home); a
  building-conservation guide (Cottage); a Copenhagen museum guide (Travel); installers (Software);
  photos and screenshots (Photos) -- except photos that document a project, current or finished (the
  roof, the Kraków class trip: the project's bucket and topic).
- **Archive**: finished projects and ended responsibilities: the Kraków trip 2023 and the Katedralskolan
  job (Teaching); the 2019 Swedish-as-a-second-language course (Studies); the branch-board seat
  (Union); the divorce (Family); the sold house (Home); the 2023 drainage (Cottage); past holidays
  (Travel); and the old laptop copy as a whole (Backup), whatever each file in it is about.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) -- topic System, wherever they lie. Dot files
  (``.DS_Store``, ``.localized``, ``.~lock...#``) are written but not labelled.

Topics (16): Teaching, Studies, Union, Finance, Home, Cottage, Family, Health, Travel, Genealogy, Cooking,
Books, Photos, Software, Backup, System. ``hard`` marks a file whose name *and* folder say nothing about its
subject (``Hämtade filer/Dokument (3).pdf``, ``Skrivbord/namnlös.txt``, ``Dokument/2023/scan0005.pdf``,
``iCloud Drive/Skannade dokument/Skannat dokument 4.pdf``): only the text inside can place it. Images are
never hard; nothing in ``Gamla datorn/`` is hard (the folder says what it is). Dates are relative to
``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _kr, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

MON = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
       "november", "december"]
WD_EN = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MON_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _sv(dt: datetime) -> str:
    return f"{dt.day} {MON[dt.month - 1]} {dt.year}"


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _ago(days: float) -> datetime:
    return NOW - timedelta(days=days)


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str, extra: str = "") -> str:
    date = f"{WD_EN[dt.weekday()]}, {dt.day:02d} {MON_EN[dt.month - 1]} {dt.year} {9 + dt.day % 9:02d}:{dt.day * 7 % 60:02d}:00 +0200"
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {date}\n{extra}MIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n{body.strip()}\n")


def _n(r: random.Random, lo: int, hi: int) -> str:
    return f"{r.randint(lo, hi):,}".replace(",", " ")


JO = "Johanna Lindqvist"
JO_MAIL = "johanna.lindqvist@icloud.com"
JO_WORK = "johanna.lindqvist@malmo.se"
SCHOOL = "Sorgenfrigymnasiet, Malmö stad, Gymnasieförvaltningen"
ADDR = "Bergsgatan 41 lgh 1102, 214 22 Malmö"
STUGA = "Vitemölla 2:31, Vitemöllavägen 14, 277 35 Kivik"
PNR = "19791103-4xx8"

KID_F = ["Alva", "Ebba", "Wilma", "Saga", "Nora", "Maja", "Amina", "Sara", "Yasmin", "Alma", "Vera", "Zeynep",
         "Ines", "Elin", "Leah", "Hanna"]
KID_M = ["Leo", "Hugo", "Noah", "Adam", "Omar", "Liam", "Elias", "Melvin", "Idris", "Theo", "Isak", "Filip",
         "Mohammed", "Albin", "Viktor", "Jonatan"]
KID_S = ["Nilsson", "Persson", "Hansson", "Jönsson", "Olsson", "Andersson", "Hassan", "Yilmaz", "Nowak",
         "Mårtensson", "Lundgren", "Pettersson", "Svensson", "Demir", "Berg", "Ahmadi", "Holm", "Sjöberg"]


def _class(r: random.Random, n: int = 28) -> list[str]:
    names: list[str] = []
    while len(names) < n:
        nm = f"{r.choice(KID_F + KID_M)} {r.choice(KID_S)}"
        if nm not in names:
            names.append(nm)
    return sorted(names, key=lambda s: s.split()[-1] + s)


GRADES = ["A", "B", "C", "C", "D", "E", "C", "B", "E", "F", "D", "C"]


# --------------------------------------------------------------------------- teaching (Areas / Resources)


def t_lesson(course: str, title: str, weeks: str, plan: list[str], aim: str):
    def f(r, dt):
        rows = "\n".join(f"Lektion {i}: {p}" for i, p in enumerate(plan, 1))
        return (f"{course} - {title}\nPlanering {weeks}, {JO}\n\nSyfte och centralt innehåll\n{aim}\n\n{rows}\n\n"
                f"Examination: {r.choice(['skriftligt prov', 'källanalys i par', 'muntlig redovisning', 'essä (600-900 ord)'])}"
                f" vecka {r.randint(3, 22) if 'VT' in weeks else r.randint(38, 50)}.\n"
                f"Material: lärobok Perspektiv på historien / Svenska impulser, utdelade källor på Classroom.\n"
                f"Att tänka på: {r.choice(['två elever med anpassning (förlängd tid)', 'SA24b har idrott innan - börja lugnt', 'boka datasalen B214', 'kopiera källhäftet i god tid'])}.\n")
    return f


LESSONS = {
    "Historia 1b": [
        ("Industriella revolutionen", "v.36-39 HT25", ["Varför England? Orsaker och förutsättningar",
         "Fabrikslivet - källor från barnarbete i Manchester", "Industrialiseringen i Sverige och Malmö (Kockums)",
         "Seminarium: vinnare och förlorare"], "Historia 1b: industrialiseringens orsaker och följder, "
         "användning av källor för att förklara förändring."),
        ("Kalla kriget", "v.3-8 VT26", ["Från allierade till fiender 1945-1949", "Berlinkrisen och muren 1961",
         "Kubakrisen - rollspel", "Sverige under kalla kriget: neutralitet och ubåtar", "Murens fall 1989"],
         "Historia 1b: det kalla kriget som konflikt mellan ideologier, orsaker och konsekvenser."),
        ("Förintelsen och folkmord", "v.10-13 VT26", ["Antisemitism i Europa före 1933", "Nürnberglagarna och pogromerna 1938",
         "Vittnesmål: Hédi Fried och Emerich Roth", "Folkmord efter 1945: Rwanda och Srebrenica"],
         "Historia 1b: hur folkmord kunnat ske, förintelsens historiebruk. Kopplas till Berlinresan i höst."),
        ("Källkritik", "v.34-35 HT25", ["Vad är en källa? Levning och berättande källa", "Äkthet, tid, beroende, tendens",
         "Övning: fotografier från 1918", "Falska nyheter förr och nu"], "Historia 1b: källkritiska metoder."),
    ],
    "Historia 2a": [
        ("Kulturmöten och migration", "v.36-41 HT25", ["Utvandringen till Amerika", "Arbetskraftsinvandring efter 1945",
         "Malmö som migrationsstad", "Intervjuprojekt: en äldre släkting"], "Historia 2a: migration i långt perspektiv."),
        ("Historiebruk", "v.14-19 VT26", ["Vad är historiebruk? Klas-Göran Karlssons typologi", "Monument och minnen",
         "Historia i spel och film", "Egen undersökning: historiebruk i Malmö"], "Historia 2a: hur historia används."),
        ("Revolutioner", "v.44-49 HT25", ["Franska revolutionen 1789", "Ryska revolutionen 1917",
         "Jämförelse: vad är en revolution?", "Skrivverkstad: jämförande text"], "Historia 2a: jämförande perspektiv."),
    ],
    "Svenska 1": [
        ("Novellanalys", "v.37-41 HT25", ["Novellens byggstenar", "Läsning: Hjalmar Söderberg, Pälsen",
         "Läsning: Stig Dagerman, Att döda ett barn", "Skriva en egen novell - respons i grupp"],
         "Svenska 1: skönlitteratur, berättartekniska begrepp."),
        ("Argumenterande tal", "v.5-9 VT26", ["Retorikens arbetsgång", "Ethos, logos, pathos",
         "Manusskrivande och respons", "Tal inför halvklass"], "Svenska 1: muntlig framställning."),
        ("Språksociologi", "v.15-18 VT26", ["Dialekter i Skåne", "Sociolekter och multietniskt ungdomsspråk",
         "Språk och makt", "Prov"], "Svenska 1: språkets variation."),
    ],
    "Svenska 3": [
        ("Litteraturhistoria 1800-tal", "v.36-42 HT25", ["Romantiken", "Realismen: Strindberg, Röda rummet",
         "Det moderna genombrottet i Norden: Ibsen, Et dukkehjem", "Litterär essä - handledning"],
         "Svenska 3: litteraturhistoriska sammanhang."),
        ("Vetenskaplig text", "v.2-9 VT26", ["Utredande text och referatteknik", "Källhänvisningar (APA/Harvard)",
         "Skrivstuga", "Opponering"], "Svenska 3: skriva vetenskaplig text, inför gymnasiearbetet."),
    ],
}


def t_grades(course: str, term: str):
    def f(r, dt):
        return "Elev;Prov 1;Prov 2;Muntligt;Betygsförslag\n" + "\n".join(
            f"{n};{r.choice(GRADES)};{r.choice(GRADES)};{r.choice(GRADES)};{r.choice(GRADES)}" for n in _class(r, 27)) + \
            f"\n\n{course} {term};;;;underlag för betygssättning, JL\n"
    return f


def t_matrix(r, dt):
    return ("Bedömningsmatris - argumenterande text (Svenska 1)\n\n"
            "Förmåga;E;C;A\n"
            "Tes och argument;Tesen framgår, enkla argument;Tydlig tes, välutvecklade argument;Nyanserad tes, "
            "väl underbyggda argument med motargument\n"
            "Struktur;Inledning, avslutning;Genomtänkt disposition;Effektiv disposition som stöder syftet\n"
            "Språk;Med viss säkerhet;Med säkerhet;Med säkerhet och variation\n"
            "Källor;Enkla hänvisningar;Relevanta källor;Källor värderas\n\n"
            "Används även för talet v.9, anpassas. Uppdaterad efter ämneslagsmöte.\n")


def t_feedback(r, dt):
    n = r.choice(KID_F + KID_M)
    return (f"Respons på essän om kalla kriget - {n}\n\n"
            "Det här gör du bra: du förklarar orsakerna till Berlinkrisen med flera perspektiv och du använder "
            "källorna från häftet på ett självständigt sätt.\n"
            "Att utveckla: skilj tydligare mellan orsaker och konsekvenser. I stycke tre blir det ett referat "
            "snarare än en analys. Ange sidnummer i referenserna.\n"
            f"Preliminär bedömning: {r.choice(['C', 'B', 'C/B', 'D'])}. Du får lämna in en reviderad version senast fredag.\n"
            "/Johanna\n")


def t_np_sambed(r, dt):
    return ("Nationellt prov Svenska 3 VT26 - delprov C (skriftlig framställning)\nSambedömning JL / TN\n\n"
            "Kod;Bedömare 1 (JL);Bedömare 2 (TN);Överenskommet;Kommentar\n" + "\n".join(
                f"S3-{i:03d};{a};{b};{a if r.random() < .7 else b};{r.choice(['', '', 'diskuterat', 'gränsfall E/F', 'stark analys'])}"
                for i, a, b in ((i, r.choice(GRADES), r.choice(GRADES)) for i in range(1, 25))) + "\n")


def t_np_instr(r, dt):
    return ("Nationella prov i svenska och svenska som andraspråk VT 2026\nInformation till lärare - gymnasieskolan\n\n"
            "Provdatum delprov C, Svenska 1 och Svenska 3: enligt Skolverkets provkalender.\n"
            "Provmaterialet ska förvaras inlåst fram till provtillfället och omfattas av sekretess "
            "(OSL 17 kap. 4 §).\nElevlösningarna bedöms med stöd av bedömningsanvisningarna. "
            "Skolan rekommenderas att sambedöma.\nResultat rapporteras till Skolverket senast i juni.\n"
            "Sorgenfrigymnasiet: provet skrivs i aulan, vakter enligt separat schema. Ansvarig: Tomas Nyberg.\n")


def t_np_schema(r, dt):
    return ("NP våren 2026 - tidsplan svenskämnet\n\n"
            "v.10 Delprov A (läsförståelse) Sv 1 - sal A101\n"
            "v.11 Delprov B (muntligt) - bokning av grupper, 20 min/grupp\n"
            "v.15 Delprov C skriftligt Sv 1 och Sv 3 - aulan 08.30-13.00\n"
            "v.16-18 Bedömning, sambedömning i par (JL+TN, MK+SA)\n"
            "v.19 Inrapportering till Skolverket, kopia till rektor\n\n"
            "Glöm inte: anpassningar för elever med förlängd skrivtid - lista från specialpedagogen.\n")


def t_classlist(r, dt):
    return "Namn;Personnummer;Vårdnadshavare;Telefon;Val\n" + "\n".join(
        f"{n};{r.randint(2007, 2008)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}-xxxx;"
        f"{r.choice(['Anna', 'Fatima', 'Peter', 'Linda', 'Mehmet', 'Sofia'])} {n.split()[-1]};07{r.randint(0, 9)}-{r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)};"
        f"{r.choice(['Moderna språk tyska', 'Psykologi 1', 'Filosofi 1', 'Engelska 7'])}" for n in _class(r))


def t_utv_mall(r, dt):
    return ("Utvecklingssamtal SA24b - underlag\n\nElev:\nDatum:\n\n"
            "1. Hur trivs du i klassen och på skolan?\n2. Vilka kurser går bra, vilka är svåra?\n"
            "3. Närvaro och studiero\n4. Mål till nästa termin\n5. Inför årskurs 3: gymnasiearbete, studieresan till Berlin\n\n"
            "Mentor: Johanna Lindqvist, Sorgenfrigymnasiet\n")


def t_foraldramote(r, dt):
    return ("Föräldramöte SA24b, hösten 2025 - anteckningar\n\n"
            "Närvarande: ca 20 vårdnadshavare, mentor Johanna Lindqvist, biträdande rektor Sami Ayoub.\n"
            "- Närvaron har blivit bättre efter jul, men fortfarande mycket sen ankomst på måndagar.\n"
            "- Information om gymnasiearbetet i åk 3.\n- Förslag om studieresa till Berlin hösten 2026: de flesta positiva, "
            "frågor om kostnad. Klassen startar försäljning (kakor, loppis).\n- Nästa möte i maj.\n")


def t_franvaro(r, dt):
    return ("Frånvarorapport SA24b april 2026 (utdrag ur Schoolsoft)\n\n" + "\n".join(
        f"{n}: ogiltig {r.randint(0, 9)} %, giltig {r.randint(0, 15)} %" for n in _class(r, 12)) +
        "\n\nElever över 10 % ogiltig frånvaro: kontakt med hemmet enligt rutin, meddela EHT.\n")


def t_anst(r, dt):
    return ("Malmö stad\nAnställningsbevis\n\n"
            f"Namn: {JO}, {PNR}\nBefattning: Gymnasielärare (historia, svenska)\nArbetsplats: Sorgenfrigymnasiet\n"
            "Anställningsform: Tillsvidareanställning från och med 2016-08-15\nSysselsättningsgrad: 100 %\n"
            "Lön: 33 400 kr/månad\nKollektivavtal: HÖK/AB\nUppsägningstid enligt AB.\n"
            "Malmö 2016-06-20\nHR-enheten, Gymnasieförvaltningen\n")


def t_lonesamtal(r, dt):
    return ("Lönesamtal 2025 - mina förberedelser\n\n"
            "Nuvarande lön: 44 150 kr. Önskemål: 46 500 kr.\n"
            "Argument:\n- Mentor för SA24b, hög måluppfyllelse i historia\n- Ämnesansvar historia sedan 2022\n"
            "- Pågående magisterkurs i historiedidaktik (Lund) - kompetens skolan har nytta av\n"
            "- Planerar och leder studieresan till Berlin 2026\n- Ombud - tänk på att det inte ska påverka\n"
            "Jämför med lönestatistiken från Sveriges Lärare (median Malmö gymnasielärare).\n"
            "Utfall: 45 600 kr från 1 april. Ok men inte bra.\n")


def t_medarb(r, dt):
    return ("Medarbetarsamtal 2026 med rektor Helena Bergkvist - förberedelse\n\n"
            "Vad har gått bra: historiekurserna, NP-arbetet, planeringen av Berlinresan.\n"
            "Vad har varit tungt: arbetstiden under hösten (magisterkursen + mentorskap + ombud).\n"
            "Önskemål HT26: färre Svenska 1-grupper, gärna Historia 2a och 3. Inga rastvakter.\n"
            "Kompetensutveckling: vill använda uppsatsen i ämneslaget, hålla en studiedag om historiskt tänkande.\n")


def t_tjf(r, dt):
    return ("Tjänstefördelning läsåret 2026/27 - preliminär\nSorgenfrigymnasiet\n\nLärare: Johanna Lindqvist (JL)\n"
            "Historia 1b SA25a 100 p\nHistoria 2a SA24b 50 p\nSvenska 3 SA24b 100 p\nSvenska 1 NA25b 100 p\n"
            "Mentor SA24b (åk 3)\nÄmnesansvar historia\nÖvrigt: ombudsuppdrag Sveriges Lärare enligt avtal\n"
            "Total undervisningstid: 87 % av riktmärket. Synpunkter till rektor senast 12 juni.\n")


def t_arbtid(r, dt):
    return ("Kompletterande överenskommelse om arbetstid\nMalmö stad - Sorgenfrigymnasiet\n\n"
            "Reglerad arbetstid 35 tim/vecka, förtroendearbetstid 10 tim/vecka.\n"
            "Ferie enligt HÖK. Studiedagar förläggs i juni och augusti.\n"
            "För läsåret 2025/26 gäller 10 % nedsättning för studier på avancerad nivå (historiedidaktik, Lunds universitet).\n"
            "Undertecknat: Helena Bergkvist, rektor / Johanna Lindqvist\n")


def t_rektor_mail(r, dt):
    return _eml("Helena Bergkvist <helena.bergkvist@malmo.se>", f"Johanna Lindqvist <{JO_WORK}>", "Re: Fråga",
                dt, """Hej Johanna,

Tack för dina synpunkter på fördelningen. Jag ser att du har två Svenska 1-grupper i förslaget. Vi kan byta
NA25b mot Historia 2a i SA25a om Tomas går med på det, han har sagt att han gärna tar mer svenska.

Det du skriver om förtroendetiden och ombudsuppdraget tar vi på medarbetarsamtalet på torsdag.
Berlinresan: jag har fått budgeten, den ser bra ut. Skicka riskanalysen till mig innan sommaren så skriver
jag under.

Hälsningar
Helena Bergkvist
Rektor, Sorgenfrigymnasiet""")


def t_amnesplan(r, dt):
    return ("Skolverket\nÄmnesplan - Historia\n\nÄmnets syfte\nUndervisningen i ämnet historia ska syfta till att "
            "eleverna breddar, fördjupar och utvecklar sitt historiska kunnande. Eleverna ska ges möjlighet att "
            "utveckla ett historiskt perspektiv på sin egen tid och sina egna referensramar.\n"
            "Kurser i ämnet: Historia 1a1, 1a2, 1b, 2a, 2b - kultur, 3.\nHistoria 1b, 100 poäng\n"
            "Centralt innehåll: industrialisering och demokratisering under 1800- och 1900-talen, "
            "historiska källor, historiebruk.\n")


def t_kommentar(r, dt):
    return ("Kommentarmaterial till ämnesplanen i svenska\nSkolverket\n\nMaterialet beskriver hur ämnet är "
            "konstruerat och förklarar centrala begrepp: läsförståelse, skrivprocess, muntlig framställning, "
            "skönlitteratur och språkbruk. Progression mellan Svenska 1, 2 och 3.\n")


def t_primar(r, dt):
    return ("Primärkällor: Sverige och första världskriget 1914-1918 (urval för Historia 1b)\n\n"
            "1. Bondetågets tal, Borggårdstalet 6 februari 1914 (utdrag)\n"
            "2. Hungerkravallerna i Malmö 1917 - Sydsvenska Dagbladet 3 maj 1917\n"
            "3. Ransoneringskort för bröd 1917 (bild)\n4. Brev från en svensk volontär i Frankrike 1916\n"
            "Frågor: Vem skrev? När? Varför? Vad säger källan om tiden?\n")


def t_lankar(r, dt):
    return ("# Länkar - kalla kriget och Berlin\n\n- Bundeszentrale für politische Bildung: Mauerbau 1961\n"
            "- Forum för levande historia: lektionsmaterial om kommunismens brott\n"
            "- Riksarkivet: Sverige under kalla kriget, ubåtskränkningar\n- UR Play: Kalla kriget i Norden\n"
            "- Stasi-Unterlagen-Archiv: Beispielakten\n")


def t_litthist(r, dt):
    return ("Litteraturhistorisk översikt 1800-1900 (stenciler till Svenska 3)\n\nRomantiken ca 1800-1830: "
            "Tegnér, Geijer, Almqvist.\nRealismen ca 1830-1880: Fredrika Bremer, Flaubert.\n"
            "Det moderna genombrottet 1870-1890: Strindberg, Ibsen, Victoria Benedictsson, Ernst Ahlgren.\n"
            "Nittiotalisterna: Heidenstam, Lagerlöf, Fröding.\n")


# --------------------------------------------------------------------------- Berlin trip (Projects Teaching)


def t_berlin_prog(r, dt):
    return ("Studieresa Berlin SA24b, vecka 40 (28 september - 2 oktober 2026)\nProgram, version 3\n\n"
            "Mån 28/9: samling Malmö C 17.30, EuroNight mot Berlin, ankomst Berlin Hbf 06.50\n"
            "Tis 29/9: Reichstag (Besucherdienst, 10.00), Brandenburger Tor, Denkmal für die ermordeten Juden Europas\n"
            "Ons 30/9: Gedenkstätte Sachsenhausen, guidad visning 2,5 h, buss från hostelet 08.30\n"
            "Tor 1/10: Gedenkstätte Berliner Mauer (Bernauer Straße), eftermiddag Topographie des Terrors, "
            "kväll gemensam middag\nFre 2/10: Stasimuseum, hemresa 13.40 Berlin Hbf, Malmö ca 22.15\n\n"
            "Lärare: Johanna Lindqvist (ansvarig), Tomas Nyberg. Boende: Meininger Berlin Hauptbahnhof.\n")


def t_berlin_budget(r, dt):
    rows = [("Tåg Malmö-Berlin t/r (30 pers)", 30 * 1190), ("Meininger 4 nätter", 30 * 4 * 38 * 11),
            ("Sachsenhausen guidning + buss", 6400), ("Topographie des Terrors (gratis, guidning)", 0),
            ("Stasimuseum gruppentré", 30 * 9 * 11), ("Lokaltrafik AB gruppbiljett", 30 * 32 * 11 // 10),
            ("Gemensam middag", 30 * 220), ("Reserv 5 %", 9800)]
    tot = sum(v for _, v in rows)
    return ("Post;Kostnad (kr);Kommentar\n" + "\n".join(f"{a};{b};" for a, b in rows) +
            f"\nSumma;{tot};\nBidrag skolan;-60000;beslut rektor\nKlassens försäljning;-{r.randint(18, 26)}000;kakor, loppis\n"
            f"Kvar per elev;{(tot - 60000 - 22000) // 28};ska betalas senast 31/8\n")


def t_berlin_train(r, dt):
    return ("SJ Grupper - Offert nr SJG-2026-11487\n\nTill: Johanna Lindqvist, Sorgenfrigymnasiet Malmö\n"
            "Resa: Malmö C - Berlin Hbf med SJ EuroNight 28 sep 2026, retur Berlin Hbf - Malmö C 2 okt 2026\n"
            "Antal resenärer: 28 elever + 2 lärare\nKlass: liggvagn 6-bädds, 5 kupéer; retur 2 klass sittplats\n"
            f"Pris totalt: {_n(r, 34000, 37000)} kr inkl. moms\nOfferten gäller till 2026-06-15. Bokning bekräftas "
            "mot handpenning 20 %. Namnlista senast 30 dagar före avresa.\n")


def t_meininger(r, dt):
    return ("MEININGER Hotel Berlin Hauptbahnhof\nBuchungsbestätigung / Booking confirmation\n\n"
            "Group: Sorgenfrigymnasiet Malmö (SA24b), contact: Johanna Lindqvist\n"
            "Arrival: 29.09.2026  Departure: 02.10.2026 (3 nights) - note: 4th night option released\n"
            "Rooms: 6 x 4-bed (students female), 1 x 4-bed (students male), 1 x 6-bed, 2 x single (teachers)\n"
            "Breakfast included. City tax: EUR 2.00/person/night not included.\n"
            f"Total: EUR {r.randint(3400, 3900)},00. Deposit 30 % due 15.06.2026.\n"
            "Cancellation free until 60 days before arrival.\n")


def t_foraldrabrev(r, dt):
    return ("Till vårdnadshavare i SA24b\n\nStudieresa till Berlin vecka 40\n\n"
            "Klassen åker på studieresa till Berlin måndag 28 september - fredag 2 oktober 2026. Resan är en del "
            "av kurserna Historia 2a och Svenska 3 och knyter an till det vi läst om andra världskriget, "
            "Förintelsen och kalla kriget.\n\nVi reser med nattåg och bor på hostel i centrala Berlin. Skolan står för "
            "större delen av kostnaden. Elevens egen del är 1 350 kr, som kan betalas i två delar.\n\n"
            "Alla elever ska ha giltigt pass eller nationellt id-kort och EU-kort (europeiskt sjukförsäkringskort). "
            "Skolans regler gäller under hela resan, alkohol är förbjudet.\n\nLämna in talongen med underskrift "
            "senast 12 juni.\n\nVänliga hälsningar\nJohanna Lindqvist, mentor\n")


def t_risk(r, dt):
    return ("Riskanalys - studieresa Berlin v.40 2026\n\nRisk;Sannolikhet;Konsekvens;Åtgärd\n"
            "Elev kommer bort i tunnelbana;medel;hög;buddy-system, alla har lärarnas nummer, samlingsplats\n"
            "Sjukdom/olycka;medel;medel;EU-kort, skolans reseförsäkring (Kommunassurans), lista över mediciner\n"
            "Allergi (nötter, 2 elever);låg;hög;meddelat Meininger och restaurang, adrenalinpenna med\n"
            "Tåginställt;låg;medel;plan B: buss via Rostock-Trelleborg, kontakt SJ grupp\n"
            "Alkohol;medel;medel;kontrakt underskrivet av elev och vårdnadshavare\n\n"
            "Upprättad av Johanna Lindqvist och Tomas Nyberg. Ska godkännas av rektor.\n")


def t_topographie(r, dt):
    return ("Stiftung Topographie des Terrors\nAnmeldung Gruppenführung\n\n"
            "Gruppe: Sorgenfrigymnasiet Malmö, Schweden, 30 Personen (Schüler 17-18 Jahre)\n"
            "Termin: Donnerstag, 01.10.2026, 14:00 Uhr, Dauer 90 Minuten, Sprache: Englisch\n"
            "Thema: Die Zentralen des Terrors - SS und Gestapo in der Wilhelmstraße\n"
            "Die Führung ist kostenfrei. Bitte 15 Minuten vorher am Eingang sein.\n")


def t_sachsenhausen(r, dt):
    return _eml("Besucherdienst Sachsenhausen <besucherdienst@stiftung-bg.de>", f"{JO} <{JO_WORK}>",
                "AW: Group visit 30 Sept 2026 - Sorgenfrigymnasiet", dt, """Dear Ms Lindqvist,

thank you for your request. We can confirm a guided tour in English for your group of 30 on Wednesday,
30 September 2026, 10:30-13:00 (tour no. 26-4471). The fee is EUR 110 for the guide. Please note that the
memorial site is a place of remembrance; we ask the group to prepare the visit in class.

Arrival by S-Bahn (S1) to Oranienburg or by chartered coach, parking at the visitor centre.

Mit freundlichen Grüßen
Besucherdienst, Gedenkstätte und Museum Sachsenhausen""")


def t_mauer(r, dt):
    return _eml("Gedenkstätte Berliner Mauer <buchung@stiftung-berliner-mauer.de>", f"{JO} <{JO_WORK}>",
                "Buchungsbestätigung Seminar 01.10.2026", dt, """Sehr geehrte Frau Lindqvist,

hiermit bestätigen wir Ihre Buchung: Rundgang "Die Mauer und die Teilung Berlins", Donnerstag 01.10.2026,
09:30 Uhr, Besucherzentrum Bernauer Straße 119, Sprache Englisch, 30 Teilnehmende.
Kosten: 60 EUR, Zahlung vor Ort.

Mit freundlichen Grüßen
Besucherservice""")


def t_allergi(r, dt):
    cl = _class(r)
    return "Elev;Allergi/kost;Mediciner;Pass/ID;EU-kort\n" + "\n".join(
        f"{n};{r.choice(['', '', '', 'vegetarian', 'laktos', 'nötter (svår)', 'gluten', 'halal'])};"
        f"{r.choice(['', '', '', 'astmaspray', 'adrenalinpenna'])};{r.choice(['pass', 'id-kort', 'saknas'])};{r.choice(['ja', 'ja', 'nej'])}"
        for n in cl)


def t_berlin_list(r, dt):
    return "Namn;Talong inlämnad;Betalt del 1 (675);Betalt del 2 (675);Pass/ID;Rum\n" + "\n".join(
        f"{n};{r.choice(['ja', 'ja', 'nej'])};{r.choice(['ja', 'ja', 'nej'])};{r.choice(['', 'ja'])};"
        f"{r.choice(['pass', 'id-kort', '?'])};{r.randint(1, 9)}" for n in _class(r)) + \
        "\nSumma inbetalt Swish klasskassan;;;;;\nResa: Berlin v.40;;;;;\n"


def t_consent(r, dt):
    n = r.choice(KID_F + KID_M)
    s = r.choice(KID_S)
    return ("Svarstalong - lämnas till mentor senast 12 juni\n\n"
            f"Elevens namn: {n} {s}    Klass: SA24b\n\n"
            "[x] Mitt barn deltar i studieresan till Berlin 28/9 - 2/10 2026 och jag har tagit del av informationen.\n"
            "[x] Jag godkänner att skolans ordningsregler gäller under resan.\n"
            "Allergier / mediciner: " + r.choice(["inga", "pollen, tar Desloratadin", "laktosintolerant"]) + "\n"
            f"Telefon vårdnadshavare: 070-{r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)}\n"
            f"Underskrift vårdnadshavare: {r.choice(['Anna', 'Peter', 'Leila', 'Magnus'])} {s}\n")


def t_bus_offer(r, dt):
    return ("Havelland Reisen GmbH - Busvermietung\nOffer / Angebot Nr. 2026-0388\n\n"
            "Customer: Sorgenfrigymnasiet, Malmö (Ms J. Lindqvist)\n"
            "Transfer: Berlin, MEININGER Hauptbahnhof - Gedenkstätte Sachsenhausen, Oranienburg and return\n"
            "Date: Wednesday 30.09.2026, pick-up 08:30, return approx. 14:30\nCoach: 35 seats\n"
            f"Price: EUR {r.randint(520, 640)},00 incl. VAT and driver. Valid for 30 days.\n")


def t_berlin_check(r, dt):
    return ("Berlin - att göra\n\n- [x] offert SJ grupp\n- [x] Meininger bokat, handpenning före 15/6!\n"
            "- [x] Sachsenhausen bekräftat\n- [ ] buss till Sachsenhausen - jämför Havelland vs S-bahn\n"
            "- [ ] riskanalys till Helena\n- [ ] namnlista till SJ i augusti\n- [ ] talonger: 6 saknas\n"
            "- [ ] förberedande lektioner i Historia 2a v.36-38\n- [ ] fråga Tomas om rumsfördelningen\n")


# --------------------------------------------------------------------------- Kraków 2023, Katedralskolan (Archive Teaching)


def t_krakow_prog(r, dt):
    return ("Studieresa Kraków SA21a, 9-13 oktober 2023\n\nMån: flyg Kastrup-Kraków, vandring i Kazimierz\n"
            "Tis: Auschwitz-Birkenau, guidning på svenska via Forum för levande historia-kontakt\n"
            "Ons: Schindlers fabrik, Wawel\nTor: saltgruvan i Wieliczka, fri eftermiddag\nFre: hemresa\n")


def t_krakow_eval(r, dt):
    return ("Utvärdering studieresan till Kraków oktober 2023\n\n26 av 29 elever svarade. 92 % tyckte att resan "
            "gav dem en fördjupad förståelse av Förintelsen. Besöket i Birkenau upplevdes som starkt; flera "
            "önskade mer tid för samtal efteråt.\nTill nästa gång: boka efterarbete dagen efter hemkomst, "
            "färre programpunkter dag 3, billigare boende möjligt. Totalkostnad 312 000 kr, 0 kr över budget.\n")


def t_krakow_inv(r, dt):
    return ("Resebyrån Studieresor Syd AB\nFAKTURA 23-1187\n\nKund: Sorgenfrigymnasiet, Malmö stad, ref. "
            "Johanna Lindqvist\nAvser: gruppresa Kraków 9-13/10 2023, 31 personer, flyg CPH-KRK t/r, hotell "
            f"Ibis Kraków Centrum 4 nätter, guidning Auschwitz-Birkenau\nBelopp: {_n(r, 180000, 200000)} kr "
            "inkl. moms\nFörfallodag: 2023-09-15\nBankgiro 5012-4471\n")


def t_katedral_intyg(r, dt):
    return ("Lunds kommun - Katedralskolan\nTjänstgöringsintyg\n\nHärmed intygas att Johanna Lindqvist, "
            f"{PNR}, har varit anställd som gymnasielärare i historia och svenska vid Katedralskolan i Lund "
            "under tiden 2008-08-18 - 2016-06-30 med 100 % tjänstgöring. Johanna har även varit mentor och "
            "ingått i skolans ämneslag för historia.\nLund den 28 juni 2016\nAnders Falk, rektor\n")


def t_katedral_plan(r, dt):
    return ("Historia 1b, NA13b, HT 2014 - planering\n\nv.34-38 Antiken och medeltiden\nv.39-43 Renässans, "
            "reformation, stormaktstiden\nv.45-50 Revolutionernas tid\nProv v.51.\nKatedralskolan, JL\n")


def t_katedral_betyg(r, dt):
    return "Elev;Betyg Historia 1b;Betyg Svenska 1\n" + "\n".join(
        f"{n};{r.choice(GRADES)};{r.choice(GRADES)}" for n in _class(r, 25)) + "\nKatedralskolan NA13b VT 2016;;\n"


# --------------------------------------------------------------------------- Lund thesis (Projects Studies)

THESIS = "Att känna sig in i det förflutna. Gymnasieelevers historiska empati i mötet med vittnesmål"


def t_uppsats(version: int, comments: bool = False):
    def f(r, dt):
        c = ("\n[KS: Här behöver du tydligare skilja mellan empati som förmåga och som känsla - se Endacott & "
             "Brooks 2018.]\n[KS: Metodavsnittet är bra, men motivera urvalet av tre elever.]\n" if comments else "")
        return (f"{THESIS}\n\nJohanna Lindqvist\nSjälvständigt arbete i historiedidaktik, 15 hp, avancerad nivå\n"
                f"Lunds universitet, Historiska institutionen, VT 2026\nHandledare: Karin Sandström\nVersion {version}\n\n"
                "1. Inledning\nDenna studie undersöker hur elever i gymnasieskolans historiekurser uttrycker historisk "
                "empati när de arbetar med vittnesmål från Förintelsen. Historisk empati förstås här, med Seixas och "
                "Morton, som förmågan att förstå människor i det förflutna utifrån deras egen tid.\n"
                f"{c}2. Tidigare forskning\nKarlsson (2014) om historiemedvetande; Endacott & Brooks (2018); "
                "Ammert (2008) om läroböcker.\n3. Metod\nSemistrukturerade intervjuer med elever (E1-E6) samt "
                "analys av skriftliga elevtexter.\n4. Resultat\n" + ("(skrivs)" if version < 8 else
                "Eleverna växlar mellan affektiv inlevelse och kontextualisering ...") + "\n")
    return f


def t_dispo(r, dt):
    return ("# Disposition uppsats\n\n1. Inledning (syfte, frågeställningar)\n2. Teori: historisk empati, "
            "historiemedvetande\n3. Tidigare forskning\n4. Metod och material - intervjuer E1-E6, elevtexter, etik\n"
            "5. Resultat\n6. Diskussion - didaktiska konsekvenser\n7. Referenser\n\nDeadline till opponent: 1 juni. "
            "Slutseminarium 10 juni kl 13, sal 3 LUX.\n")


def t_intervju(code: str):
    def f(r, dt):
        return (f"Intervju {code} - transkription\nDatum: {_sv(dt)}, 34 min. Eleven är anonymiserad.\n\n"
                "I: Vad tänkte du när du läste Hédi Frieds vittnesmål?\n"
                f"{code}: Alltså, först blev jag bara ledsen. Men sen tänkte jag att hon inte visste då vad som skulle "
                "hända, det vet ju vi nu.\nI: Hur menar du?\n"
                f"{code}: Att man måste tänka som man tänkte 1944, inte som vi tänker. Det är svårt.\n"
                "I: Kan du ge ett exempel?\n"
                f"{code}: Typ varför de inte bara flydde. Det verkar självklart nu men ...\n[forts.]\n")
    return f


def t_samtycke(r, dt):
    return ("Information och samtycke - deltagande i en studie\nLunds universitet, Historiska institutionen\n\n"
            "Jag heter Johanna Lindqvist och skriver en uppsats i historiedidaktik. Jag vill intervjua dig om hur "
            "du arbetar med vittnesmål i historieundervisningen. Intervjun tar ca 30 minuter och spelas in. "
            "Materialet anonymiseras och förvaras enligt GDPR. Deltagandet är frivilligt och du kan avbryta när "
            "du vill.\n\n[ ] Jag samtycker till att delta.\nNamn: ______  Underskrift: ______\n"
            "Ansvarig: Johanna Lindqvist, handledare Karin Sandström\n")


def t_intervjuguide(r, dt):
    return ("Intervjuguide (semistrukturerad)\n\n1. Berätta om arbetet med vittnesmålen.\n2. Vad var svårt?\n"
            "3. Hur tror du att människor tänkte då?\n4. Skiljer sig det från hur du själv skulle tänka?\n"
            "5. Vad tar du med dig?\nFölj upp: exempel, 'hur menar du', 'varför'.\n")


def t_lit_seixas(r, dt):
    return ("Seixas & Morton, The Big Six Historical Thinking Concepts (2013) - anteckningar\n\n"
            "Kap. 6 Historical perspective-taking: undvik presentism, skilj på inlevelse och förståelse.\n"
            "Guidepost 1: 'the past is a foreign country'. Guidepost 3: kontextualisering.\n"
            "Använd i analysen: koda elevsvar som presentism / kontextualisering / affektiv koppling.\n"
            "Citat s. 138 till teorikapitlet.\n")


def t_lit_karlsson(r, dt):
    return ("Klas-Göran Karlsson: Historiedidaktik: begrepp, teori och analys\nI: Karlsson & Zander (red.), "
            "Historien är nu. En introduktion till historiedidaktiken. Lund: Studentlitteratur, 2014.\n\n"
            "Historiemedvetande som relationen mellan tolkning av det förflutna, förståelse av nuet och "
            "förväntningar på framtiden. Typologi över historiebruk: vetenskapligt, existentiellt, moraliskt, "
            "ideologiskt, politiskt-pedagogiskt, kommersiellt.\n")


def t_lit_article(r, dt):
    return ("Historical Empathy in the Classroom: Affective and Cognitive Dimensions\nJournal of Social Studies "
            "Research\n\nAbstract. This article examines how upper-secondary students engage with historical "
            "empathy when working with testimonies. Drawing on Endacott and Brooks' model, we distinguish "
            "historical contextualisation, perspective recognition and affective connection. Findings suggest "
            "that affective connection without contextualisation risks presentism.\n"
            "Keywords: historical empathy, history education, testimony, Holocaust education\n")


def t_bib(r, dt):
    return ("@book{seixas2013,\n  author = {Seixas, Peter and Morton, Tom},\n  title = {The Big Six Historical "
            "Thinking Concepts},\n  publisher = {Nelson},\n  year = {2013}\n}\n\n@incollection{karlsson2014,\n"
            "  author = {Karlsson, Klas-Göran},\n  title = {Historiedidaktik: begrepp, teori och analys},\n"
            "  booktitle = {Historien är nu},\n  publisher = {Studentlitteratur},\n  year = {2014}\n}\n\n"
            "@book{ammert2008,\n  author = {Ammert, Niklas},\n  title = {Det osamtidigas samtidighet},\n  year = {2008}\n}\n")


def t_kurspm(r, dt):
    return ("LUNDS UNIVERSITET, Historiska institutionen\nKurs-PM: Självständigt arbete i historiedidaktik, "
            "15 hp (avancerad nivå), VT 2026\n\nKursen examineras genom en uppsats som försvaras vid ett "
            "slutseminarium. Varje student opponerar även på en annan uppsats.\nViktiga datum:\n"
            "- 1 juni: uppsatsen skickas till opponent och examinator\n- 10 juni: slutseminarier\n"
            "- 25 juni: slutversion laddas upp i Canvas och Urkund/Ouriginal\nBetygsskala: U, G, VG.\n")


def t_seminar(r, dt):
    return ("Seminarieschema VT26 - självständigt arbete historiedidaktik\n\n"
            "10 juni 09.00 Ahmed Rashid, opp. Sara Lind\n10 juni 13.00 Johanna Lindqvist, opp. Per Sandell; "
            "examinator Lars Nordin\n11 juni 09.00 Per Sandell, opp. Johanna Lindqvist\nSal: LUX C126\n")


def t_handledare(r, dt):
    return _eml("Karin Sandström <karin.sandstrom@hist.lu.se>", f"{JO} <{JO_MAIL}>", "Re: version 8",
                dt, """Hej Johanna,

Jag har läst version 8 och skrivit kommentarer i marginalen. Resultatkapitlet har lyft ordentligt. Det som
återstår är framför allt diskussionen: koppla tillbaka till Endacott & Brooks och till din egen praktik.
Se till att etikavsnittet nämner hur du hanterat att du är lärare för informanterna.

Skicka gärna en sista version senast 29 maj, så hinner jag titta innan den går till opponenten.

Vänliga hälsningar
Karin""")


def t_handl_notes(r, dt):
    return ("Handledning 2026-04-22 (Zoom)\n\n- Resultat: strukturera efter de tre dimensionerna, inte per elev\n"
            "- Ta bort E5, för tunn intervju\n- Etik: dubbla rollen lärare/forskare\n"
            "- Litteratur: läs Nordgren om interkulturell historiedidaktik\n- Nästa: 13 maj\n")


def t_supervisor_notes(r, dt):
    return ("möte KS 13/5\n\nhon gillar resultatkap nu!\ndiskussionen för kort - 3-4 sidor till\n"
            "'historisk empati' vs 'inlevelse' - välj en svensk term och håll fast vid den\n"
            "abstract på engelska\nreferenser: kolla att alla i texten finns i listan (Ammert saknas)\n"
            "skicka till opp 1 juni, seminarium 10/6\n")


def t_chapter(r, dt):
    return ("5. Diskussion\n\nResultaten visar att eleverna sällan stannar vid ren inlevelse. När de läser "
            "vittnesmålen pendlar de mellan affektiva reaktioner och försök att placera människorna i sin tid. "
            "Det stämmer med Endacott och Brooks modell, men mina intervjuer tyder på att kontextualiseringen "
            "kräver stöd av läraren. För historieundervisningen innebär det att arbete med vittnesmål behöver "
            "kombineras med källor som beskriver samtiden. En begränsning i studien är att jag själv var lärare "
            "för informanterna.\n")


def t_exam_instr(r, dt):
    return ("Instruktioner för slutseminarium och opponering\nHistoriedidaktik, avancerad nivå\n\n"
            "Respondenten presenterar uppsatsen kort (5 min). Opponenten leder diskussionen (30-40 min) och "
            "lämnar skriftliga kommentarer. Examinator bedömer uppsatsen efter seminariet. Uppsatsen ska vara "
            "uppladdad i Canvas två veckor innan. Plagiatkontroll görs.\n")


def t_adlibris(r, dt):
    return ("Adlibris - Orderbekräftelse\nOrdernummer 611874221\n\nLeveransadress: Johanna Lindqvist, "
            f"{ADDR}\n\n1 x Historien är nu. En introduktion till historiedidaktiken (Karlsson, Zander) 389 kr\n"
            "1 x Historisk empati och vittnesmål i undervisningen (antologi) 312 kr\n"
            "1 x Kvalitativa intervjuer (Kvale, Brinkmann) 449 kr\nFrakt 0 kr\nTotalt 1 150 kr inkl. moms\n")


def t_tjl(r, dt):
    return ("Ansökan om tjänstledighet / nedsättning för studier\nMalmö stad\n\nSökande: Johanna Lindqvist, "
            "Sorgenfrigymnasiet\nOmfattning: 10 % under läsåret 2025/26\nSkäl: studier på avancerad nivå, "
            "historiedidaktik vid Lunds universitet (enligt studieledighetslagen)\nBeviljas: ja, "
            "Helena Bergkvist, rektor\n")


def t_sva(kind: str):
    def f(r, dt):
        if kind == "tenta":
            return ("Hemtentamen - Svenska som andraspråk 1, delkurs 2: Andraspråksinlärning\nJohanna Lindqvist\n\n"
                    "Fråga 1. Redogör för begreppet interimsspråk ...\nFråga 2. Jämför Krashens input-hypotes med ...\n")
        if kind == "bevis":
            return ("Malmö universitet\nKursbevis\n\nJohanna Lindqvist har med godkänt resultat genomgått kursen "
                    "Svenska som andraspråk I, 30 hp, vårterminen 2019.\nMalmö 2019-06-28\n")
        return ("Kursplan: Svenska som andraspråk I, 30 hp\nMalmö universitet, Fakulteten för lärande och samhälle\n"
                "Delkurser: Språk och identitet 7,5; Andraspråksinlärning 7,5; Textanalys 7,5; Bedömning 7,5\n")
    return f


# --------------------------------------------------------------------------- Union (Areas / Archive)


def t_lonerev(r, dt):
    return ("Sveriges Lärare, Malmö\nLönerevision 2026 - underlag för ombud\n\nNivå enligt avtal: 3,0 % i "
            "kommunen. Lärarnas utfall ska följas upp per skola.\nFokus 2026: gymnasielärare med mentorskap, "
            "lärare med ämnesansvar.\nTidsplan: lönesamtal mars, förhandling april, ny lön i maj-lönen (retro "
            "från 1 april).\nKontakta avdelningen vid oenighet.\n")


def t_ombud_notes(r, dt):
    return ("Ombudsmöte med rektor 2026-03-12\n\nNärvarande: Helena Bergkvist, Johanna Lindqvist (Sveriges Lärare), "
            "Ola Mårtensson (Vision)\n1. Arbetsmiljöenkäten: hög arbetsbelastning kring NP, åtgärd: fler "
            "studiedagar för bedömning\n2. Tjänstefördelning HT26 - preliminär senast 1 juni\n"
            "3. Rastvaktsschema ändras\nNästa möte: maj\n")


def t_amenkat(r, dt):
    return "Fråga;Andel instämmer (%);Förra året\n" + "\n".join(
        f"{q};{r.randint(30, 85)};{r.randint(30, 85)}" for q in
        ["Jag hinner med mina arbetsuppgifter", "Jag har tid för för- och efterarbete", "Jag trivs med mina kollegor",
         "Ledningen lyssnar", "Jag har inte ont i kroppen på grund av jobbet"]) + "\nArbetsmiljöenkät Sorgenfrigymnasiet 2026;;\n"


def t_medlemsavg(r, dt):
    return ("Sveriges Lärare - Medlemsavgift 2026\n\nMedlem: Johanna Lindqvist, medlemsnr 88 41 207\n"
            "Avgift: 1 % av månadslönen, högst 440 kr/mån, dras via autogiro den 27:e.\n"
            "Inkomstförsäkring ingår. A-kassa: Akademikernas a-kassa (separat avgift).\n")


def t_hok(r, dt):
    return ("HÖK 21 - Huvudöverenskommelse om lön och allmänna anställningsvillkor\nmellan SKR/Sobona och "
            "Lärarförbundet och Lärarnas Riksförbund\n\nBilaga: arbetstid för lärare. Semestertjänst, "
            "ferieperioder, 1 360 timmar reglerad arbetstid.\nAvtalet gäller från 1 april 2021.\n")


def t_lf_protokoll(r, dt):
    return ("Lärarförbundet Malmö - Protokoll avdelningsstyrelsen 2021-11-16\n\nNärvarande: Eva Pålsson (ordf.), "
            "Johanna Lindqvist, Karim Haddad, Lotta Sjöberg m.fl.\n§ 4 Löneavtal: uppföljning av lönerevision 2021.\n"
            "§ 5 Sammanslagningen med LR: remissvar skickas till förbundsstyrelsen.\n§ 6 Ombudsutbildning v.48.\n"
            "Justeras: Johanna Lindqvist\n")


def t_lf_vb(r, dt):
    return ("Lärarförbundet Malmö - Verksamhetsberättelse 2022\n\nStyrelsen har under året haft 11 möten. "
            "Avdelningen hade vid årets slut 4 812 medlemmar. Det sista året innan bildandet av Sveriges Lärare "
            "den 1 januari 2023. Styrelsen tackar Johanna Lindqvist som lämnar styrelsen efter fyra år.\n")


def t_merger(r, dt):
    return ("Lärarförbundet + LR = Sveriges Lärare\nInformation till medlemmar, december 2022\n\n"
            "Den 1 januari 2023 bildas Sveriges Lärare. Ditt medlemskap flyttas automatiskt. Ombud fortsätter "
            "sina uppdrag tills nya val hållits. Medlemsavgiften blir 1 % av lönen.\n")


def t_ombud_intyg(r, dt):
    return ("Sveriges Lärare - Intyg\n\nJohanna Lindqvist har genomgått grundutbildning för ombud, 3 dagar, "
            "Malmö 14-16 oktober 2025: arbetsrätt, lönebildning, arbetsmiljö och samverkan.\n")


def t_union_arbtid(r, dt):
    return ("Anteckningar - samtal med Helena om arbetstiden\n\nKollegorna i svenskämnet har över 40 elever "
            "per grupp i Svenska 1 och bedömningen av NP tas på förtroendetid. Som ombud begär jag att skolan "
            "räknar på tiden enligt arbetstidsbilagan i HÖK. Helena ska ta det till ledningsgruppen.\n"
            "Ta upp i samverkansgruppen (LSG) 24/4. Informera medlemmarna på APT.\n")


def t_avtal_bilaga(r, dt):
    return ("Bilaga 1 - Lönebildningsavtal för lärare i kommunal verksamhet 2024-2027\n\nParterna är överens "
            "om att lärarnas löner ska utvecklas i takt med arbetsmarknaden i övrigt. Lönesamtal förs mellan "
            "lärare och chef. Den lokala arbetstagarorganisationen (Sveriges Lärare) har rätt att påkalla "
            "förhandling om lönesättningen.\n")


def t_lonestat(r, dt):
    return ("Sveriges Lärare - Lönestatistik 2026\nGymnasielärare, Malmö kommun\n\nMedian: 44 900 kr\n"
            "Percentil 25: 41 800 kr\nPercentil 75: 47 300 kr\nLegitimerade med 15+ år i yrket: median 46 200 kr\n"
            "Källa: medlemsregistret, oktober 2025. Använd i ditt lönesamtal.\n")


# --------------------------------------------------------------------------- Finance (Areas)


def t_deklaration(year: int):
    def f(r, dt):
        inc = r.randint(505, 560) * 1000
        return (f"Skatteverket\nInkomstdeklaration 1 - inkomståret {year - 1}\n\n{JO}, {PNR}\n{ADDR}\n\n"
                f"1.1 Lön, förmåner, sjukpenning m.m.: {inc:,} kr\n".replace(",", " ") +
                f"7.1 Ränteinkomster: {r.randint(200, 2400)} kr\n8.3 Ränteutgifter (bolån SBAB): {r.randint(21, 38)} 412 kr\n"
                "Uppgifterna är förifyllda med kontrolluppgifter. Deklarationen godkänd via e-tjänsten med BankID "
                f"{year}-03-{r.randint(20, 31)}.\n")
    return f


def t_slutskatt(r, dt):
    return ("Skatteverket\nBeslut om slutlig skatt för inkomståret 2024\n\n"
            f"{JO}, {PNR}\nBeskattningsbar förvärvsinkomst: 498 300 kr\nSlutlig skatt: 149 877 kr\n"
            "Preliminär skatt (avdragen av Malmö stad): 152 511 kr\nSkattereduktion för räntor: 7 320 kr\n"
            "Att få tillbaka: 9 954 kr. Beloppet betalas till ditt konto hos Sparbanken Skåne.\n")


def t_aterbaring(r, dt):
    return ("Skatteverket\nBesked om skatteåterbäring\n\nHej Johanna Lindqvist,\n"
            "Din deklaration för inkomståret 2025 är nu granskad och du får pengar tillbaka. "
            f"Återbäringen, {_kr(r, 6000, 12000)}, betalas ut till ditt konto i banken under vecka 15. "
            "Du behöver inte göra något mer. Det slutliga beskedet om skatt kommer senare.\n"
            "Skattekonto: 19791103-4xx8\n")


def t_ku(r, dt):
    return ("Skatteverket - Kontrolluppgifter inkomståret 2025\n\nMalmö stad: lön 531 600 kr, avdragen skatt "
            "158 904 kr\nSBAB Bank: betalda räntor 31 412 kr\nSparbanken Skåne: ränteinkomst 1 204 kr\n"
            "Avanza Bank: schablonintäkt investeringssparkonto 2 318 kr\nFörsäkringskassan: tillfällig "
            "föräldrapenning 4 120 kr\n")


def t_lonespec(month: int):
    def f(r, dt):
        gross = 45600 if month >= 4 else 44150
        tax = int(gross * .312)
        return (f"Malmö stad - Lönespecifikation\nUtbetalningsdag: 2026-{month:02d}-25\n\nAnställd: {JO}\n"
                f"Befattning: Gymnasielärare, Sorgenfrigymnasiet\nMånadslön: {gross} kr\n"
                + (f"Retroaktiv lön april: 1 450 kr\n" if month == 5 else "") +
                f"Preliminär skatt (tabell 32): -{tax} kr\nFackavgift Sveriges Lärare: -440 kr\n"
                f"Att utbetala: {gross - tax - 440 + (1450 if month == 5 else 0)} kr\nSemesterdagar kvar: ferietjänst\n")
    return f


def t_kontoutdrag(r, dt):
    rows = [("Lön Malmö stad", 30750), ("Brf Kastanjen 12 avgift", -4389), ("SBAB ränta", -2610),
            ("ICA Supermarket Södervärn", -r.randint(300, 900)), ("E.ON Energidistribution", -r.randint(300, 700)),
            ("Swish Magnus Ek (underhåll/halva)", -1250), ("Øresundsbron BroPas", -r.randint(300, 600)),
            ("Avanza månadssparande", -2000), ("Systembolaget", -r.randint(150, 400))]
    return "Sparbanken Skåne - Kontoutdrag mars 2026\nKonto: Lönekonto 8431-4, 933 118 412-7\n\nDatum;Text;Belopp\n" + \
        "\n".join(f"2026-03-{r.randint(1, 28):02d};{a};{b}" for a, b in rows) + "\n"


def t_isk(r, dt):
    return ("Avanza Bank - Årsbesked 2025\nInvesteringssparkonto 4471-12\n\nVärde 2025-12-31: "
            f"{_n(r, 180000, 240000)} kr\nInsättningar under året: 24 000 kr\nSchablonintäkt: 2 318 kr\n"
            "Innehav: Avanza Global, Spiltan Aktiefond Investmentbolag, Länsförsäkringar Sverige Index\n")


def t_budget(r, dt):
    rows = ["Inkomst lön;30750", "Barnbidrag (halva);1325", "Avgift Brf;-4389", "Bolåneränta;-2610",
            "Amortering;-1500", "El + bredband;-820", "Mat (mina veckor);-6000", "Telefon;-299",
            "BroPas + bensin;-1400", "Sparande barnen;-1000", "Stugan (min halva);-900", "Buffert;-2000"]
    return "Post;Belopp/mån\n" + "\n".join(rows) + "\nKvar;" + str(30750 + 1325 - 4389 - 2610 - 1500 - 820 - 6000
                                                               - 299 - 1400 - 1000 - 900 - 2000) + "\n"


def t_barnspar(r, dt):
    return "Månad;Ella;Vidar;Kommentar\n" + "\n".join(
        f"2026-{m:02d};500;500;{'engångsbelopp från mormors gåva' if m == 1 else ''}" for m in range(1, 6)) + \
        "\nSaldo Ella (barnsparkonto Sparbanken Skåne);38 200;;\nSaldo Vidar;;29 650;\n"


def t_kpa(r, dt):
    return ("KPA Pension - Värdebesked 2025\nAvtalspension AKAP-KR, Malmö stad\n\nJohanna Lindqvist\n"
            f"Pensionsbehållning 2025-12-31: {_n(r, 610000, 690000)} kr\nInbetalt under året: {_n(r, 24000, 29000)} kr\n"
            "Förvaltningsform: KPA Traditionell pensionsförsäkring\nFörmånstagare: barn\n")


def t_minpension(r, dt):
    return ("minPension.se - Prognos\n\nUttag från 67 år, livsvarigt\nAllmän pension: 17 800 kr/mån\n"
            "Tjänstepension (KPA, AKAP-KR samt äldre KAP-KL från Lunds kommun): 6 900 kr/mån\n"
            "Privat pension: 0 kr\nTotalt före skatt: 24 700 kr/mån\nPrognosen bygger på 2 % löneökning.\n")


def t_orange(r, dt):
    return ("Pensionsmyndigheten\nDitt pensionsbesked 2025 - allmän pension\n\nJohanna Lindqvist\n"
            f"Inkomstpension, behållning: {_n(r, 1700000, 1900000)} kr\nPremiepension, värde: {_n(r, 540000, 620000)} kr\n"
            "Inbetalt för 2024: 72 600 kr\nPrognos vid 67 år: 17 800 kr/mån före skatt\n")


def t_csn(kind: str):
    def f(r, dt):
        if kind == "arsbesked":
            return ("CSN - Årsbesked 2026\nÅterbetalning av studielån (annuitetslån)\n\nSkuld 2026-01-01: 71 412 kr\n"
                    "Årsbelopp 2026: 9 840 kr, betalas kvartalsvis\nSlutbetalt beräknat: 2033\n")
        return ("CSN - Inbetalningskort kvartal 2 2026\nOCR 7912 0334 1187\nBelopp: 2 460 kr\nSista betalningsdag: "
                "2026-06-30\nBankgiro 5180-4212\n")
    return f


def t_sbab(r, dt):
    return ("SBAB Bank - Villkorsändring bolån\nLån 44 187 221-3, Brf Kastanjen 12 lgh 1102\n\n"
            "Ny räntebindning: 3 år från 2026-04-28\nRänta: 3,12 %\nLånebelopp: 1 015 000 kr\n"
            "Amortering: 1 500 kr/mån enligt amorteringskravet\n")


def t_sbab_ars(r, dt):
    return ("SBAB Bank - Årsbesked 2025\n\nLåntagare: Johanna Lindqvist\nSäkerhet: bostadsrätt, Brf "
            "Kastanjen 12, lgh 1102, Malmö\nSkuld 2025-12-31: 1 033 000 kr\nBetald ränta 2025: 31 412 kr\n"
            "Amortering 2025: 18 000 kr\nUppgifterna har lämnats till Skatteverket.\n")


def t_fk(kind: str):
    def f(r, dt):
        if kind == "vab":
            return ("Försäkringskassan\nUtbetalning - tillfällig föräldrapenning (vab)\n\nJohanna Lindqvist\n"
                    "Barn: Vidar Ek\nDagar: 2026-03-09 - 2026-03-11, heltid\n"
                    f"Belopp före skatt: {r.randint(2400, 2900)} kr\nSkatt: {r.randint(700, 900)} kr\n"
                    "Utbetalningsdag: 2026-03-25 till konto i Sparbanken Skåne.\n")
        if kind == "delning":
            return ("Försäkringskassan\nBeslut om barnbidrag - delning\n\nDu och Magnus Ek har anmält att ni "
                    "har barnen Ella och Vidar växelvis boende. Barnbidraget och flerbarnstillägget delas "
                    "lika från och med oktober 2021. Du får 1 325 kr per månad (halva beloppet).\n")
        return ("Försäkringskassan\nBesked om höjt barnbidrag 2026\n\nBarnbidraget är 1 250 kr per barn och "
                "månad. Flerbarnstillägg för två barn: 150 kr. Eftersom bidraget delas får du hälften, "
                "utbetalt den 20:e varje månad.\n")
    return f


def t_bankexport(r, dt):
    lines = ["Bokföringsdag,Transaktionsdag,Text,Belopp,Saldo"]
    bal = 18400.0
    for i in range(1, 28, 2):
        t, a = r.choice([("ICA NARA SODERVARN", -r.randint(80, 650)), ("SWISH TILL ELLA EK", -r.choice([200, 300, 500])),
                         ("SKANETRAFIKEN", -r.choice([28, 36])), ("APOTEKET HJARTAT", -r.randint(60, 300)),
                         ("OERESUNDSBRON", -r.choice([215, 430])), ("WILLYS MALMO", -r.randint(200, 900)),
                         ("SPOTIFY", -129), ("LON MALMO STAD", 30750)])
        bal += a
        lines.append(f"2026-05-{i:02d},2026-05-{i:02d},{t},{a:.2f},{bal:.2f}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- Home (Areas / Resources / Archive)


def t_brf_ar(year: int):
    def f(r, dt):
        return (f"Brf Kastanjen 12, org.nr 769612-4471\nÅrsredovisning {year}\n\nFörvaltningsberättelse: "
                "Föreningen äger fastigheten Kastanjen 12 i Malmö med 38 lägenheter. Under året har "
                + ("fönstren på gårdssidan bytts." if year < 2025 else "stambytet utretts; det planeras till 2027.") +
                f"\nÅrsavgiften har höjts med {r.randint(3, 9)} %.\nResultat: {_n(r, -300000, 400000)} kr\n"
                f"Föreningens lån: {_n(r, 11000000, 13000000)} kr\nStyrelsen: Per Håkansson (ordf.), Leila Nasser, m.fl.\n")
    return f


def t_stamma(kind: str):
    def f(r, dt):
        if kind == "kallelse":
            return ("Brf Kastanjen 12\nKallelse till ordinarie föreningsstämma\n\nTid: onsdag 13 maj 2026 kl. 18.30\n"
                    "Plats: föreningslokalen, Bergsgatan 41\nDagordning: 1. Öppnande ... 12. Beslut om stambyte "
                    "2027 ... 15. Motioner (laddstolpar, cykelrum)\nVälkomna! Styrelsen\n")
        return ("Brf Kastanjen 12 - Protokoll föreningsstämma 2026-05-13\n\n§ 7 Styrelsen beviljades "
                "ansvarsfrihet.\n§ 12 Stämman beslutade att genomföra stambyte 2027. Avgiften höjs med 12 % från "
                "1 januari 2027.\n§ 15 Motion om laddstolpar avslogs.\nJusterare: Johanna Lindqvist, Omar Saleh\n")
    return f


def t_stambyte(r, dt):
    return ("Information om stambyte 2027\nBrf Kastanjen 12\n\nBadrum och kök i alla lägenheter berörs. Varje "
            "lägenhet är utan vatten ca 6 veckor; föreningen ordnar duschvagn på gården. Tillval för badrum "
            "beställs via entreprenören hösten 2026. Frågor: styrelsen@kastanjen12.se\n")


def t_ordning(r, dt):
    return ("Ordningsregler Brf Kastanjen 12\n\n- Tyst efter kl. 22\n- Cyklar i cykelrummet, inte i trapphuset\n"
            "- Grillning med el-grill på balkong tillåten\n- Tvättstugan bokas på tavlan, max 3 h\n")


def t_avgiftsavi(q: str):
    def f(r, dt):
        return (f"Brf Kastanjen 12 - Avgiftsavi {q}\nLägenhet 1102, Johanna Lindqvist\n\n"
                "Månadsavgift: 4 389 kr\nVarav bredband (gruppavtal): 0 kr\nFörfallodagar: sista vardagen före månad\n"
                "Bankgiro 5543-1187, OCR 11021 \nFörvaltare: SBC Sveriges BostadsrättsCentrum\n")
    return f


def t_eon(month: str):
    def f(r, dt):
        kwh = r.randint(150, 320)
        return (f"E.ON Energidistribution AB\nFaktura elnät {month} 2026\n\nKund: Johanna Lindqvist\n"
                f"Anläggningsadress: {ADDR}\nNätområde: Malmö (MMO), säkring 16 A\nFörbrukning: {kwh} kWh\n"
                f"Fast avgift: 262,50 kr\nÖverföring: {kwh * 0.31:.2f} kr\nEnergiskatt: {kwh * 0.55:.2f} kr\n"
                f"Att betala: {262.5 + kwh * 0.86:.2f} kr inkl. moms. Förfallodag 30:e.\n")
    return f


def t_godel(r, dt):
    kwh = r.randint(150, 320)
    return (f"GodEl - Elhandelsfaktura april 2026\n\nKund: Johanna Lindqvist, {ADDR}\nElområde SE4\n"
            f"Rörligt pris: {kwh} kWh x {r.uniform(0.6, 1.3):.2f} kr\nMånadsavgift: 39 kr\nVi skänker vårt "
            "överskott till välgörenhet.\n")


def t_elcsv(r, dt):
    return "Månad;kWh;Kostnad nät+handel (kr)\n" + "\n".join(
        f"2025-{m:02d};{r.randint(140, 330)};{r.randint(380, 900)}" for m in range(1, 13)) + "\n"


def t_overlatelse(r, dt):
    return ("Överlåtelseavtal bostadsrätt\n\nSäljare: Gunilla och Bo Ström\nKöpare: Johanna Lindqvist\n"
            "Objekt: Brf Kastanjen 12, lägenhet 1102, 3 rok, 74 kvm, Bergsgatan 41, Malmö\n"
            "Köpeskilling: 2 450 000 kr. Tillträde: 2021-09-01\nMäklare: Fastighetsbyrån Malmö Söder\n")


def t_hemfors(year: int):
    def f(r, dt):
        return (f"Länsförsäkringar Skåne\nFörsäkringsbrev Hemförsäkring {year}\n\nFörsäkringstagare: Johanna Lindqvist\n"
                f"Adress: {ADDR}\nBostadsrätt, 74 kvm, bostadsrättstillägg ingår\nAllrisk: ja\nSjälvrisk: 1 500 kr\n"
                f"Premie: {r.randint(2100, 2600)} kr/år. Period {year}-03-01 - {year + 1}-02-28.\n")
    return f


def t_bahnhof(r, dt):
    return ("Bahnhof AB - Faktura\nBredband 250/250 Mbit, Bergsgatan 41 lgh 1102\nPeriod: maj 2026\nBelopp: "
            "349 kr\nAutogiro\n")


def t_manual(kind: str):
    def f(r, dt):
        if kind == "bosch":
            return ("Bosch SMV4HTX31E - Bruksanvisning diskmaskin\n\nInnan första användning: fyll på specialsalt. "
                    "Program: Eco 50, Auto 45-65, Intensiv 70, Snabb 45. Felkod E:24 - avloppet är igensatt, "
                    "rengör filtret.\n")
        return ("Electrolux induktionshäll - Bruksanvisning\n\nLämpliga kokkärl: järn eller stål. Barnspärr: håll "
                "nyckelsymbolen intryckt 3 s. Felkod E6 - strömavbrott.\n")
    return f


def t_hus(kind: str):
    def f(r, dt):
        if kind == "kontrakt":
            return ("Köpekontrakt fastighet Bunkeflo 1:412\n\nSäljare: Magnus Ek och Johanna Lindqvist\n"
                    "Köpare: familjen Rahimi\nKöpeskilling: 5 950 000 kr\nTillträde: 2021-08-15\n"
                    "Fastigheten säljs i befintligt skick. Säljarna har lämnat frågelista.\n")
        return ("Likvidavräkning - försäljning Bunkeflo 1:412\n\nKöpeskilling 5 950 000 kr\nLösen lån SBAB "
                "-3 210 000 kr\nMäklararvode -89 000 kr\nAtt fördela enligt bodelning: Magnus 1 325 500, "
                "Johanna 1 325 500\n")
    return f


# --------------------------------------------------------------------------- Cottage (Projects / Areas / Archive)


def t_tak_offert(firm: str, lo: int, hi: int):
    def f(r, dt):
        return (f"{firm}\nOFFERT takrenovering\n\nKund: Johanna Lindqvist och Anders Lindqvist\nObjekt: {STUGA}\n"
                "Arbete: omläggning av stormskadat tegeltak på bostadshusets norra takfall (ca 62 kvm), byte av "
                "läkt och underlagspapp, nya vindskivor, plåtarbeten kring skorsten.\nMaterial: återanvänt "
                "lertegel där det går, kompletteras med enkupigt rött tegel.\n"
                f"Pris: {_n(r, lo, hi)} kr inkl. moms, varav arbetskostnad ca 60 % (ROT-avdrag kan göras).\n"
                "Start: tidigast vecka 19. Offerten gäller 30 dagar.\n")
    return f


def t_tak_jmf(r, dt):
    return ("Firma;Pris;Start;Garanti;Kommentar\nÖsterlens Takservice;186 000;v.19;10 år;bra referenser, Kivik\n"
            "Simrishamns Bygg & Tak;211 500;v.23;5 år;dyrare, inkl. ställning\nTomelilla Tak & Plåt;174 000;"
            "v.26;10 år;kan inte garantera klart till midsommar\n\nVal: Österlens Takservice (Anders håller med)\n")


def t_tak_avtal(r, dt):
    return ("Avtal om takrenovering (ABS 18 - konsument)\n\nBeställare: Johanna Lindqvist och Anders Lindqvist\n"
            f"Entreprenör: Österlens Takservice AB, org.nr 559122-4410\nObjekt: {STUGA}\n"
            "Kontraktssumma: 186 000 kr inkl. moms. Betalning: 30 % vid start, rest efter slutbesiktning.\n"
            "Start: 11 maj 2026. Färdigställande: senast 26 juni 2026.\nROT-avdrag begärs av entreprenören.\n")


def t_skadeanm(r, dt):
    return ("Länsförsäkringar Skåne - Skadeanmälan\nSkadenummer 26-004187\n\nFörsäkring: Fritidshusförsäkring, "
            f"{STUGA}\nSkadedatum: 2026-01-{r.randint(10, 20)}\nOrsak: storm, takpannor har blåst ner och "
            "underlagspappen skadats på norra takfallet. Vatten har trängt in på vinden.\nAnmälare: Johanna "
            "Lindqvist (delägare)\n")


def t_fors_beslut(r, dt):
    return ("Länsförsäkringar Skåne\nErsättningsbeslut skada 26-004187\n\nVi har bedömt skadan på taket. "
            "Stormskadan ersätts för de delar som skadats av stormen. Takets ålder (1974) innebär åldersavdrag "
            "på 40 % för underlagspapp och läkt.\nErsättning: 61 200 kr efter självrisk 5 000 kr och åldersavdrag.\n"
            "Utbetalas till konto som anvisas.\n")


def t_besiktning(r, dt):
    return ("Besiktningsprotokoll - skadebesiktning\nLänsförsäkringar Skåne, skada 26-004187\n\n"
            f"Objekt: fritidshus, {STUGA}\nBesiktningsman: Jörgen Malmqvist\nIakttagelser: ca 40 takpannor "
            "lossnat, underlagspapp sönderriven över 12 kvm, fuktfläckar i vindsbjälklaget. Läkten delvis "
            "rötskadad (äldre skada, ej storm).\nBedömning: stormskada på takpannor och papp. Rötskador i läkt är "
            "ålders- och underhållsrelaterade.\n")


def t_rot(r, dt):
    return ("Underlag ROT-avdrag - Österlens Takservice AB\n\nKöpare 1: Johanna Lindqvist, 50 %\nKöpare 2: Anders "
            "Lindqvist, 50 %\nArbetskostnad: 111 600 kr\nROT 30 %: 33 480 kr, fördelas 16 740 kr per person\n"
            "Fastighetsbeteckning: Simrishamn Vitemölla 2:31\n")


def t_anders_mail(r, dt):
    return _eml("Anders Lindqvist <anders.lindqvist@telia.com>", f"{JO} <{JO_MAIL}>", "Sv: taket",
                dt, """Hej syrran,

Jag har läst avtalet med Österlens Takservice, skriv under du så swishar jag min halva av första
betalningen (27 900) när de börjat. Försäkringspengarna får gå in på stugkontot.

Kan du vara där på måndag när de kommer? Jag jobbar hela veckan.

Kram Anders""")


def t_material(r, dt):
    return ("Material;Antal;Pris;Köps av\nEnkupigt lertegel rött;450 st;18 900;entreprenör\nUnderlagspapp YAP 2200;"
            "6 rullar;inkl.;entreprenör\nLäkt 25x38;400 m;inkl.;entreprenör\nTakfotsplåt svart;8 st;2 340;"
            "vi själva (Byggmax)\nSkorstensbeslag;1;inkl.;entreprenör\n")


def t_tak_tidplan(r, dt):
    return ("Tidplan taket\n\nv.19-20 ställning, rivning norra takfallet\nv.21-22 ny papp och läkt, tegel\n"
            "v.23 plåt, skorsten\nv.24-25 efterarbete, städning\nv.26 slutbesiktning (senast 26/6)\n"
            "Jag är i stugan: 15-17 maj, 5-7 juni, midsommar\n")


def t_tak_todo(r, dt):
    return ("- ringa Österlens Takservice om skorstenen (sprucken murstock?)\n- fota vinden innan de stänger\n"
            "- köpa takfotsplåt på Byggmax Simrishamn\n- betala 30 % startbetalning, Anders swishar halva\n"
            "- skicka kvittona till Länsförsäkringar\n- be grannen Birgitta låsa upp för hantverkarna\n")


def t_byggmax(r, dt):
    return ("BYGGMAX SIMRISHAMN\nKvitto 4471-228-0931\n\n8 x Takfotsplåt svart 2 m  2 340,00\n2 x Takpappspik "
            "2,5 kg  318,00\n1 x Presenning 4x6 m  279,00\nSumma 2 937,00 SEK\nvarav moms 587,40\nKort ****4412\n"
            "Öppet köp 30 dagar\n")


def t_okrab(r, dt):
    return ("ÖKRAB - Österlens Kommunala Renhållnings AB\nFaktura renhållning 2026\n\nFastighet: Vitemölla 2:31, "
            "Simrishamns kommun\nAbonnemang: fritidshus, sommarhämtning maj-september, 190 l kärl\n"
            "Belopp: 1 860 kr\nBetalare: Johanna Lindqvist\n")


def t_stuga_el(r, dt):
    kwh = r.randint(120, 520)
    return (f"Kivik - elfaktura fritidshus\nC4 Elnät / Skånska Energi\n\nAnläggning: {STUGA}\n"
            f"Förbrukning: {kwh} kWh\nAtt betala: {kwh * 1.9 + 310:.2f} kr. Autogiro stugkontot.\n")


def t_fritidsfors(r, dt):
    return ("Länsförsäkringar Skåne\nFörsäkringsbrev Fritidshusförsäkring 2026\n\nFörsäkringstagare: Johanna "
            f"Lindqvist, Anders Lindqvist\nFastighet: {STUGA}\nByggnadsår: 1928, tak 1974\n"
            f"Premie: {r.randint(3400, 4200)} kr/år\nSjälvrisk: 5 000 kr\n")


def t_delagare(r, dt):
    return ("Delägaravtal - Vitemölla 2:31\n\nMellan Johanna Lindqvist och Anders Lindqvist, som äger fastigheten "
            "med hälften var efter arvskifte efter Ingrid Lindqvist (avliden 2020).\n1. Löpande kostnader delas "
            "lika och betalas från ett gemensamt stugkonto.\n2. Veckorna på sommaren fördelas växelvis, "
            "ojämna år har Johanna juli.\n3. Större åtgärder (tak, dränering) beslutas gemensamt.\n"
            "4. Vill en part sälja har den andra förköpsrätt.\nKivik 2021-05-02\n")


def t_stuga_kost(r, dt):
    return "Kostnad;Belopp;Johanna;Anders\n" + "\n".join(
        f"{a};{b};{b // 2};{b // 2}" for a, b in (("Försäkring", 3800), ("ÖKRAB", 1790), ("El", 4120),
                                                 ("Vattenprov", 890), ("Sotning", 640), ("Gräsklippning", 2400))) + \
        "\nStugkonto 2025, saldo 31/12;18 300;;\n"


def t_stuga_sommar(r, dt):
    return ("# Stugan inför sommaren 2026\n\n- vattnet på (kommer Birgitta åt kranen?)\n- sommarhämtning ÖKRAB "
            "startar 1 juni\n- sotning beställd\n- klippa häcken mot vägen\n- juli: jag och barnen v.27-28, "
            "Anders v.29-31\n- nycklar: en hos Birgitta, en i boden\n")


def t_grannar(r, dt):
    return ("Grannar och kontakter, Vitemölla\n\nBirgitta Nordh (granne norr) 0414-701 12, har nyckel\n"
            "Rörmokare: Kiviks VVS 0414-700 45\nElektriker: Österlen El 0414-188 20\nÖKRAB kundtjänst 0414-133 70\n")


def t_vattenprov(r, dt):
    return ("ALcontrol / Eurofins - Analysrapport dricksvatten, enskild brunn\n\nProvplats: Vitemölla 2:31, "
            "kök\nE. coli: ej påvisad\nKoliforma bakterier: <1/100 ml\nNitrat: 8 mg/l\nBedömning: tjänligt\n")


def t_taxering(r, dt):
    return ("Skatteverket\nBesked om fastighetstaxering - småhus, taxeringsår 2025\n\nFastighet: Simrishamn "
            "Vitemölla 2:31\nÄgare: Johanna Lindqvist 1/2, Anders Lindqvist 1/2\nTaxeringsvärde: 2 108 000 kr "
            "(byggnad 812 000, mark 1 296 000)\nFastighetsavgift 2026 fördelas på ägarna.\n")


def t_dranering(kind: str):
    def f(r, dt):
        if kind == "faktura":
            return ("Österlens Mark & Dränering AB\nFaktura 2023-118\n\nAvser: dränering runt fritidshus "
                    "Vitemölla 2:31, nytt dräneringsrör, isolering av grund, singel.\nBelopp: 142 500 kr inkl. "
                    "moms, ROT-avdrag 28 300 kr avräknat.\nFörfallodag: 2023-09-30\n")
        if kind == "offert":
            return ("Österlens Mark & Dränering AB\nOffert 2023-044\n\nTill: Anders och Johanna Lindqvist\n"
                    "Dränering av fritidshus på Vitemölla 2:31: schaktning runt grunden, dräneringsrör, "
                    "isolerskivor, grundmursskydd, återfyllning med singel. Pris 142 500 kr inkl. moms före ROT.\n"
                    "Godkänd: Anders Lindqvist, Johanna Lindqvist 2023-05-20\n")
        return ("Slutbesiktning - dränering Vitemölla 2:31\n2023-09-12\n\nArbetet är utfört enligt avtal. Inga "
                "anmärkningar. Garantitid 5 år. Närvarande: Anders Lindqvist, Johanna Lindqvist, Kent Ohlsson.\n")
    return f


def t_byggnadsvard(r, dt):
    return ("Byggnadsvård på Österlen - gamla hus och tak\nÖsterlens museum / Regionmuseet\n\nLertegel är "
            "det traditionella takmaterialet på skånelängor. Vid omläggning: spara hela pannor, komplettera med "
            "begagnat tegel. Kalkbruk i stället för cement vid murning av skorstenar.\n")


# --------------------------------------------------------------------------- Family


def t_boende(r, dt):
    return ("Avtal om vårdnad, boende och umgänge\n(godkänt av familjerätten i Malmö stad)\n\n"
            "Föräldrar: Magnus Ek och Johanna Lindqvist\nBarn: Ella Ek (2008), Vidar Ek (2011)\n"
            "Vårdnaden är gemensam. Barnen bor växelvis hos föräldrarna, byte fredagar efter skolan.\n"
            "Lov delas enligt särskilt schema. Avtalet gäller från 2021-09-01.\n")


def t_vaxel(r, dt):
    return "Vecka;Hos\n" + "\n".join(f"v.{w};{'Mamma' if w % 2 else 'Pappa'}" for w in range(1, 53)) + \
        "\nSommarlov: Mamma v.27-28 (stugan), Pappa v.29-31;\n"


def t_underhall(r, dt):
    return ("Överenskommelse om kostnader för barnen (Magnus och Johanna), reviderad 2025\n\n"
            "Barnbidraget delas lika. Större kostnader delas 50/50: glasögon, mobil, sportutrustning, "
            "körkort (Ella), resor med skolan.\nElla får 1 500 kr/mån i fickpengar som vi betalar hälften var.\n"
            "Avstämning via Swish i slutet av varje månad.\n")


def t_ella(kind: str):
    def f(r, dt):
        if kind == "utv":
            return ("Utvecklingssamtal Ella Ek, NA24c, Malmö Borgarskola, ht 2025\n\nMentor: Jonas Bergh\n"
                    "Ella har höga resultat i biologi och kemi, behöver jobba med matematik 2c. "
                    "Närvaron är god. Hon funderar på läkarprogrammet.\nMål: planera inför nationella provet i matte.\n")
        if kind == "korkort":
            return ("Transportstyrelsen\nBeslut om körkortstillstånd\n\nSökande: Ella Ek\nBehörighet: B\n"
                    "Körkortstillståndet gäller i fem år. Handledare: Johanna Lindqvist, Magnus Ek (godkända).\n")
        return ("Intyg - sommarjobb\n\nElla Ek har arbetat som feriepraktikant på Malmö stads fritidsgård "
                "Sorgenfri 23 juni - 18 juli 2025, 4 veckor, och skött sina uppgifter mycket bra.\n")
    return f


def t_vidar(kind: str):
    def f(r, dt):
        if kind == "betyg8":
            return ("Betyg årskurs 8, vårterminen 2025\nVidar Ek, 8B, Möllevångsskolan\n\n" + "\n".join(
                f"{s}: {r.choice(['A', 'B', 'C', 'C', 'D', 'E'])}" for s in
                ["Svenska", "Engelska", "Matematik", "Historia", "Samhällskunskap", "Biologi", "Idrott", "Bild"]) + "\n")
        if kind == "veckobrev":
            return ("Veckobrev 9B, vecka 20\n\nHej vårdnadshavare! Nu närmar sig slutet av grundskolan. "
                    "Tisdag: prao-redovisning. Torsdag: studiedag, eleverna ledig. Avslutning 11 juni i aulan. "
                    "Kom ihåg att ändra gymnasievalet senast 15 maj om ni vill göra omval.\n/Mentorerna 9B\n")
        if kind == "betyght":
            return ("Möllevångsskolan\nTerminsbetyg höstterminen 2025, åk 9\nElev: Vidar Ek, 9B\n\n" + "\n".join(
                f"{s}: {r.choice(['A', 'B', 'C', 'C', 'D'])}" for s in
                ["Svenska", "Engelska", "Matematik", "Historia", "Geografi", "Fysik", "Kemi", "Teknik", "Idrott"]) +
                "\nMeritvärde (17 ämnen): 262,5\n")
        return ("Utvecklingssamtal Vidar 9B - mina anteckningar\n\nMentor Sofia: Vidar har lyft sig i matte, "
                "men lämnar in sent i SO. Vill läsa teknik eller naturvetenskap på gymnasiet. Trivs, spelar "
                "mycket fotboll. Ska läsa på inför NP i engelska. Magnus var med via Teams.\n")
    return f


def t_gymval(kind: str):
    def f(r, dt):
        if kind == "program":
            return ("Vidars gymnasieval - våra tankar\n\n1. Teknikprogrammet, Malmö latinskola? nej - Malmö "
                    "Borgarskola TE\n2. Naturvetenskapsprogrammet, Malmö Borgarskola\n3. Teknikprogrammet, "
                    "Polhemskolan Lund\n4. El- och energiprogrammet (reserv)\nVidar vill helst TE. Vi har sagt att "
                    "han själv bestämmer ordningen.\n")
        if kind == "oppethus":
            return ("Öppet hus anteckningar (jan 2026)\n\nBorgarskolan TE: bra labb, robotik, 32 platser, "
                    "antagningspoäng i fjol 265\nPolhemskolan Lund: längre resa, 40 min med tåg\n"
                    "Pauliskolan: Vidar gillade inte\nFråga SYV om meritvärdet räcker.\n")
        if kind == "prelim":
            return ("Gymnasieantagningen Malmö\nPreliminärt antagningsbesked\n\nVidar Ek\n"
                    "Du är preliminärt antagen till: Teknikprogrammet, Malmö Borgarskola (val 1)\n"
                    "Ditt meritvärde: 262,5. Preliminärt lägsta antagen: 258,0\n"
                    "Omval kan göras 1-15 maj. Slutligt antagningsbesked 1 juli 2026.\n")
        if kind == "katalog":
            return ("Gymnasieantagningen - Gymnasieval 2026\nUtbildningskatalog för Malmö, Burlöv, Lomma, "
                    "Svedala, Vellinge\n\nNaturvetenskapsprogrammet (NA) ... Teknikprogrammet (TE) ... "
                    "Ansökan i e-tjänsten 15 januari - 15 februari 2026.\n")
        if kind == "jmf":
            return ("Skola;Program;Restid;Antagning 2025;Vidars kommentar\nMalmö Borgarskola;TE;12 min cykel;265;"
                    "bäst\nMalmö Borgarskola;NA;12 min;278;kanske för svårt\nPolhemskolan Lund;TE;40 min tåg;"
                    "242;långt\nMalmö latinskola;ES;15 min;230;nej\n")
        if kind == "merit":
            return ("Ämne;Betyg;Poäng\n" + "\n".join(f"{s};{g};{p}" for s, g, p in (
                ("Svenska", "B", 17.5), ("Engelska", "A", 20), ("Matematik", "C", 15), ("Teknik", "A", 20),
                ("Fysik", "B", 17.5), ("Historia", "C", 15))) + "\nSumma 17 ämnen;;262,5\n")
        if kind == "syv":
            return _eml("Sara Pålsson SYV <sara.palsson@malmo.se>", f"{JO} <{JO_MAIL}>",
                        "Sv: Vidars val", dt, """Hej Johanna,

Vidars meritvärde ser bra ut för Teknikprogrammet på Borgarskolan. Antagningsgränserna kan ändras lite
mellan preliminär och slutlig antagning, men jag ser ingen anledning att göra omval. Sätt gärna NA på
Borgarskolan som val 2 som ni gjort.

Hälsningar
Sara Pålsson, studie- och yrkesvägledare, Möllevångsskolan""")
        if kind == "kvittens":
            return ("Gymnasieantagningen\nKvittens - din ansökan är mottagen\n2026-02-11\n\nSökande: Vidar Ek\n"
                    "Val 1: Teknikprogrammet - Malmö Borgarskola\nVal 2: Naturvetenskapsprogrammet - Malmö "
                    "Borgarskola\nVal 3: Teknikprogrammet - Polhemskolan\nDu kan ändra dina val fram till 15 maj.\n")
        return ("Blankett: Omval / ändring av gymnasieval 2026\nGymnasieantagningen Malmö\n\nElev: Vidar Ek, "
                "Möllevångsskolan 9B\nÄndring: ingen ändring av val 1. Val 4 (El- och energiprogrammet) tas bort.\n"
                "Underskrift elev: Vidar Ek   Vårdnadshavare: Johanna Lindqvist\n")
    return f


def t_skilsm(kind: str):
    def f(r, dt):
        if kind == "bodelning":
            return ("Bodelningsavtal\n\nMellan Magnus Ek och Johanna Lindqvist med anledning av äktenskapsskillnad.\n"
                    "Fastigheten Bunkeflo 1:412 säljs och överskottet delas lika. Volvo V70 tillfaller Magnus. "
                    "Bohaget enligt bilaga. Ingen av parterna har något ytterligare att fordra.\nMalmö 2021-06-30\n")
        if kind == "dom":
            return ("Malmö tingsrätt\nDOM 2021-06-14, mål nr T 2231-21\n\nParter: Magnus Ek, Johanna Lindqvist\n"
                    "Tingsrätten dömer till äktenskapsskillnad mellan parterna efter betänketid. Vårdnaden om barnen "
                    "Ella och Vidar är fortsatt gemensam.\n")
        return ("Ansökan om äktenskapsskillnad - gemensam\nMalmö tingsrätt\n\nVi begär betänketid, eftersom vi "
                "har barn under 16 år som bor hos oss. Magnus Ek, Johanna Lindqvist, 2020-11-20\n")
    return f


def t_karen70(r, dt):
    return ("Kære Johanna og Mads\n\nInvitation\nKaren fylder 70 år!\n\nVi fejrer dagen lørdag den 22. august "
            "2026 kl. 13 i Risskov, Aarhus, med frokost i haven og kaffe og kage bagefter.\nOvernatning kan "
            "arrangeres hos Lene og Søren.\nSvar udbedes senest 1. juli til Lene på 2741 1187.\n"
            "Ønsker: bidrag til en rejse til Skagen.\nMange hilsner\nKaren\n")


def t_oskar_konf(r, dt):
    return ("Oskar skal konfirmeres!\n\nKære Johanna\nVi vil rigtig gerne have dig med, når Oskar konfirmeres i "
            "Frederiksberg Kirke søndag den 3. maj 2026 kl. 10. Bagefter er der frokost hos Mads i "
            "Sankt Thomas Allé. Ella og Vidar er også meget velkomne.\nSvar til Mads.\nKærlig hilsen Oskar, "
            "Mads og Line\n")


def t_trafikskola(r, dt):
    return ("Trafikskolan Syd - Faktura 26-0412\n\nElev: Ella Ek\nPaket: 10 körlektioner + riskutbildning 1 och 2\n"
            "Belopp: 8 950 kr\nBetalas av: Magnus Ek\n\nHej Johanna, här är fakturan för Ellas körskola. "
            "Enligt vår överenskommelse delar vi, kan du swisha 4 475 till mig? /Magnus\n")


# --------------------------------------------------------------------------- Health (Areas)


def t_provsvar(r, dt):
    return ("1177 - Provsvar\nVårdcentralen Södervärn, Region Skåne\n\nPatient: Johanna Lindqvist\n"
            f"Provtagning: {_sv(dt - timedelta(days=3))}\nB-Hb: {r.randint(121, 142)} g/L (ref 117-153)\n"
            f"S-Ferritin: {r.randint(9, 40)} ug/L (ref 13-150)\nTSH: {r.uniform(1.1, 3.8):.1f} mIE/L (ref 0,4-4,0)\n"
            "Kommentar från läkaren: Lätt sänkt järndepå. Rekommenderar järntabletter i tre månader och "
            "ny kontroll i september.\n")


def t_mammografi(r, dt):
    return ("Region Skåne - Kallelse till mammografi\nSkånes universitetssjukhus Malmö, Bröstcentrum\n\n"
            f"Johanna Lindqvist\nTid: {_sv(dt + timedelta(days=28))} kl. 08.40\nAvgift: 0 kr\n"
            "Ombokning via 1177.se\n")


def t_recept(r, dt):
    return ("1177 - Mina recept\n\nJohanna Lindqvist\nDesloratadin 5 mg, 1 dagligen vid behov (pollen) - 2 uttag kvar\n"
            "Järn Duretter 100 mg, 1 dagligen - förskriven av Vårdcentralen Södervärn\n"
            "Ibuprofen 400 mg vid behov\n")


def t_ftv(kind: str):
    def f(r, dt):
        if kind == "faktura":
            return ("Folktandvården Skåne - Faktura\nKlinik: Folktandvården Möllevången\n\nPatient: Johanna "
                    f"Lindqvist\nBehandling: basundersökning, 1 fyllning (16)\nAtt betala: {r.randint(900, 1600)} kr "
                    "efter statligt tandvårdsstöd\n")
        return ("Folktandvården Skåne\nKallelse till undersökning\n\nHej Johanna!\nDet är dags för din "
                f"regelbundna undersökning hos tandhygienist. Tid: {_sv(dt + timedelta(days=21))} kl. 14.20, "
                "Folktandvården Möllevången. Av- och ombokning senast 24 timmar innan, annars debiteras "
                "uteblivandeavgift.\n")
    return f


def t_knee(r, dt):
    return ("Fysioterapi Södervärn - Hemövningar knä (patellofemoral smärta)\n\n1. Knäböj mot vägg 3x10\n"
            "2. Step-down från trappsteg 3x8\n3. Sidoliggande benlyft 3x12\n4. Cykling 15 min\n"
            "Utvärdering om 6 veckor. Fysioterapeut: Malin Ohlsson\n")


def t_vacc(r, dt):
    return ("Vaccinationer barnen\n\nElla: MPR x2, DTP, HPV x2 (åk 5), TBE x3 (2022-2023 inför stugan)\n"
            "Vidar: MPR x2, DTP, HPV x2, TBE x2 - dos 3 saknas! boka innan sommaren\n"
            "Johanna: TBE påfyllnad 2024, stelkramp 2019\n")


def t_synsam(r, dt):
    return ("Synsam - Synundersökning\n\nKund: Johanna Lindqvist\nHöger: +1,25 add 1,50\nVänster: +1,00 add 1,50\n"
            "Rekommendation: progressiva glasögon. Nästa kontroll om 2 år.\n")


def t_hogkost(r, dt):
    return ("Region Skåne - Högkostnadsskydd öppenvård\n\nPatient: Johanna Lindqvist\nBetalt hittills: 1 100 kr av 1 450 kr\n"
            "När du betalat 1 450 kr får du frikort resten av tolvmånadersperioden.\n")


def t_intyg(r, dt):
    return ("Läkarintyg\nVårdcentralen Södervärn\n\nIntygas att Johanna Lindqvist har undersökts 2026-02-10 "
            "på grund av akut lumbago och bedöms ha nedsatt arbetsförmåga med 100 % under perioden 2026-02-10 - "
            "2026-02-16.\nLeg. läkare Ahmad Karimi\n")


def t_apotek(r, dt):
    return ("Apotek Hjärtat Malmö Triangeln\nKvitto\n\nRecept: Desloratadin Orifarm 5 mg 100 st  95,00\n"
            "Receptfritt: Alvedon 500 mg 20 st  39,50\nSumma 134,50 kr\nHögkostnadsskydd läkemedel: 595 kr av 1 450\n")


def t_besok(r, dt):
    return ("1177 - Sammanfattning av besök\nVårdcentralen Södervärn\n\nDu har träffat läkare för smärta i "
            "höger knä sedan två månader, särskilt i trappor. Undersökningen visar inga tecken på skada på "
            "menisk eller ledband. Bedömning: patellofemoralt smärtsyndrom. Remiss till fysioterapeut skickad.\n")


# --------------------------------------------------------------------------- Travel


def t_bropas(r, dt):
    return ("Øresundsbron - BroPas aftale / BroPas-avtal\n\nKunde: Johanna Lindqvist, Malmö\nBil: ABC 12D (Toyota Yaris)\n"
            "Produkt: BroPas Pendler - rabat på enkeltture med personbil, årsavgift 440 kr\n"
            "Betaling: månedlig faktura / månadsfaktura via autogiro\nAftalen løber indtil opsigelse.\n")


def t_bro_csv(r, dt):
    rows = ["Dato;Tid;Retning;Beløb (SEK)"]
    for d in range(2, 150, 7):
        day = _ago(d)
        rows.append(f"{_iso(day)};{r.randint(15, 21)}:{r.randint(0, 59):02d};SE-DK;215")
        rows.append(f"{_iso(day + timedelta(days=2))};{r.randint(15, 21)}:{r.randint(0, 59):02d};DK-SE;215")
    return "\n".join(rows) + "\n"


def t_parkering(r, dt):
    return ("Frederiksberg Kommune\nGæsteparkeringstilladelse - digital\n\nBeboer: Mads Kjær, Sankt Thomas Allé 9, "
            "1824 Frederiksberg C\nGæst: Johanna Lindqvist, svensk nummerplade ABC 12D\n"
            "Gyldig: weekender, maks. 3 døgn ad gangen. Pris: 10 kr/døgn, betales via app.\n")


def t_sandvig(r, dt):
    return ("Bornholms Feriehusudlejning - Lejekontrakt\n\nLejer: Johanna Lindqvist og Mads Kjær\n"
            "Feriehus nr. 4471, Sandvig, 3770 Allinge - 6 personer, 2 km til Hammershus\n"
            "Periode: lørdag 11. juli - lørdag 18. juli 2026\nLeje: 8 950 DKK, depositum 1 500 DKK\n"
            "Ankomst efter kl. 15, afrejse før kl. 10. Slutrengøring kan tilkøbes.\n")


def t_faerge(r, dt):
    return ("Bornholmslinjen - Booking confirmation\nBooking no. BHL-77120449\n\nYstad - Rønne 11.07.2026 "
            "08:30, return Rønne - Ystad 18.07.2026 16:30\nVehicle: car (under 1.95 m), 4 passengers\n"
            "Price: DKK 1 640,00. Check-in closes 20 min before departure.\n")


def t_pakk(r, dt):
    return ("pakkeliste Bornholm / packlista\n\n- cykelhjälmar x4\n- badkläder, våtdräkt Vidar\n- solskydd\n"
            "- vandringsskor (Hammeren)\n- kort til færgen (app)\n- Mads: grill, rødvin\n- Ella kommer v.2? fråga\n")


def t_bornholm_plan(r, dt):
    return ("Sommar 2026 - Mads och jag\n\nv.27-28 stugan med barnen (taket klart!)\nlör 11/7 färjan Ystad 08.30 -> "
            "Rønne, huset i Sandvig\ndagar: Hammershus, cykla till Gudhjem, Østerlars rundkirke, rökeriet i "
            "Hasle, bad vid Sandvig\nlör 18/7 hem\naug: Karens 70 i Aarhus 22/8\n")


def t_bornholm_notes(r, dt):
    return ("sön: Hammershus tidigt innan bussarna, lunch Slotslyngen\nmån: cykla Allinge - Gudhjem (30 km), "
            "tåget/bussen hem?\ntis: regnväder -> Bornholms Museum i Rønne, Kunstmuseet\nons: Dueodde, fina "
            "stranden\ntors: smørrebrød i Svaneke, glas och karameller\nfre: packa, städa huset, ferja lör 16.30\n")


def t_cykel(r, dt):
    return ("Bornholms Cykeludlejning - Bekræftelse\n\nKære Johanna Lindqvist\nTak for din bestilling:\n"
            "3 x trekkingcykel, 1 x el-cykel, 12.07-17.07.2026, levering til feriehus i Sandvig\n"
            "Pris i alt: 1 980 DKK, betales ved levering. Hjelme kan lånes gratis.\n")


def t_fwd_ferry(r, dt):
    return _eml("Mads Kjær <mads.kjaer@gmail.com>", f"{JO} <{JO_MAIL}>", "Fwd:", dt, """Se her fra Lene - hun
siger vi skal tage den tidlige færge fra Ystad, den kl. 16.30 hjem er altid fyldt om lørdagen i juli. Jeg
har booket 08.30 derover. Skal vi købe madpakker på færgen eller tage med? Kys M

---------- Videresendt besked ----------
Fra: Lene Kjær
Emne: Bornholm
Husk at I skal være ved Bornholmslinjen i Ystad 30 min før. Sandvig er skønt, køb røget sild i Hasle!""")


def t_lissabon(kind: str):
    def f(r, dt):
        if kind == "boarding":
            return ("TAP Air Portugal - Boarding pass\nPassenger: LINDQVIST/JOHANNA MS\nTP 755 Copenhagen (CPH) - "
                    "Lisbon (LIS)\n2024-10-26, boarding 10:35, seat 14C\n")
        return ("Booking.com - Bekräftelse\nCasa do Largo, Alfama, Lissabon\n26-31 oktober 2024, 5 nätter, "
                "dubbelrum\nGäster: Johanna Lindqvist, Mads Kjær\nTotalpris: EUR 612\n")
    return f


def t_gotland(r, dt):
    return ("Destination Gotland - Bokningsbekräftelse\nOskarshamn - Visby 2023-07-03 08:15, retur Visby - "
            "Oskarshamn 2023-07-10 17:30\nPersonbil + 3 resenärer (Johanna, Ella, Vidar)\nPris 2 864 kr\n")


def t_kbh_museum(r, dt):
    return ("Copenhagen museums - guide\n\nNationalmuseet: Danmarks historie, gratis for under 18\n"
            "Frihedsmuseet: modstandsbevægelsen 1940-45\nDesignmuseum Danmark\nArbejdermuseet: "
            "arbejderbevægelsens historie\nLouisiana (Humlebæk): moderne kunst, 35 min med tog\n")


# --------------------------------------------------------------------------- Genealogy (Resources)


def t_antavla(r, dt):
    return ("Nr;Namn;Född;Ort;Död\n1;Johanna Lindqvist;1979;Malmö;\n2;Sven Lindqvist;1948;Lund;2017\n"
            "3;Ingrid Lindqvist f. Nilsson;1951;Kivik;2020\n6;Nils Persson Nilsson;1921;Vitemölla;1994\n"
            "7;Anna Jönsdotter;1924;Ravlunda;2009\n12;Per Nilsson;1889;Vitemölla;1958\n"
            "13;Kersti Olsdotter;1893;Södra Mellby;1971\n24;Nils Persson;1851;Ravlunda;1922\n")


def t_ged(r, dt):
    return ("0 HEAD\n1 SOUR MyHeritage\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Johanna /Lindqvist/\n"
            "1 SEX F\n1 BIRT\n2 DATE 3 NOV 1979\n2 PLAC Malmö, Skåne, Sverige\n1 FAMC @F1@\n0 @I3@ INDI\n"
            "1 NAME Ingrid /Nilsson/\n1 BIRT\n2 DATE 1951\n2 PLAC Kivik, Skåne\n0 @I12@ INDI\n1 NAME Per /Nilsson/\n"
            "1 BIRT\n2 DATE 1889\n2 PLAC Vitemölla, Södra Mellby\n0 @F1@ FAM\n1 HUSB @I2@\n1 WIFE @I3@\n0 TRLR\n")


def t_husforhor(r, dt):
    return ("Södra Mellby husförhörslängd 1850-1860 (AI:14), s. 112 - Vitemölla nr 3\n\n"
            "Nils Persson, fiskare, f. 1818 i Ravlunda\nh. Bengta Nilsdotter, f. 1822\nbarn: Per 1845, Kersti "
            "1848, Nils 1851, Hanna 1855\nanm.: läser väl i bok, begått nattvarden\n"
            "(källa: Arkiv Digital, bild 118)\n")


def t_emigrant(r, dt):
    return ("Hanna Nilsdotter (1855-?) - emigrerade?\n\nUtflyttad 1880 till Nordamerika enligt flyttlängd. "
            "Passagerarlistor Göteborg: Hanna Nilsdotter, 25, Södra Mellby, till Chicago via Hull, 12 april 1880.\n"
            "Hittad i US census 1900: Hannah Nelson, Rockford, Illinois, gift med John Nelson.\n"
            "Att göra: kolla kyrkböcker i Rockford (Swedish American Museum).\n")


def t_arkivdigital(r, dt):
    return ("Arkiv Digital - Kvitto\n\nAbonnemang: 12 månader, Sverige\nKund: Johanna Lindqvist\n"
            "Belopp: 1 495 kr\nPeriod: 2026-01-15 - 2027-01-14\n")


def t_bouppt(r, dt):
    return ("Bouppteckning efter Nils Persson, Vitemölla, död 3 mars 1922 (transkription)\n\n"
            "Den 28 mars 1922 förrättades bouppteckning efter fiskaren Nils Persson. Sterbhusdelägare: sönerna "
            "Per Nilsson och Ola Nilsson.\nTillgångar: boningshus med gårdsplats 1 200 kr, en båt med garn 300 kr, "
            "möbler och husgeråd 140 kr.\nSkulder: 85 kr. Behållning 1 555 kr.\n")


def t_dna(r, dt):
    rows = ["Name,Estimated relationship,Shared DNA (cM),Ancestral surnames"]
    for nm, rel, cm in (("Karl Nelson", "2nd-3rd cousin", 212), ("Birgitta Ohlsson", "3rd cousin", 88),
                        ("Lars Jönsson", "3rd-5th cousin", 41), ("Susan Nelson Hart", "3rd-4th cousin", 63)):
        rows.append(f"{nm},{rel},{cm},Nilsson; Nelson; Persson")
    return "\n".join(rows) + "\n"


def t_gen_results(r, dt):
    return ("Namn;Född;Församling;Källa;Anteckning\nPer Nilsson;1889-05-02;Södra Mellby;Födelsebok C:9 s. 41;far Nils "
            "Persson fiskare\nKersti Olsdotter;1893-11-19;Södra Mellby;C:9 s. 77;\nOla Nilsson;1885-02-11;Södra Mellby;"
            "C:9 s. 12;bror till Per\nHanna Nilsdotter;1855;Ravlunda;C:6;utflyttad Amerika 1880\n")


def t_gen_ny(r, dt):
    return ("mormors mormor = Kersti Olsdotter, f. 1893 Södra Mellby\nhennes far Ola Jeppsson var skomakare i "
            "Kivik? står \"skom.\" i husförhöret 1890-95\nkolla Södra Mellby AI:19 och flyttlängden 1911\n"
            "Birgitta Ohlsson (DNA-match) har foton på Kersti - mejla henne\n")


def t_gen_scan(r, dt):
    return ("Brev från Hanna Nelson i Rockford, Ill., till brodern Nils Persson i Vitemölla, daterat 14 december "
            "1901 (avskrift)\n\nKäre Bror! Tack för ditt bref som kom i slutet af november. Här är kallt och mycket "
            "snö. John har arbete vid möbelfabriken. Våra barn Carl och Anna går i den svenska skolan. Hälsa mor "
            "och alla i Mellby. Din syster Hanna\n")


# --------------------------------------------------------------------------- Cooking / Books


def t_recipe(title: str, body: str):
    def f(r, dt):
        return f"{title}\n\n{body}\n"
    return f


RECIPES = [
    ("Äggakaka (skånsk)", "4 ägg, 4 dl mjölk, 2 dl vetemjöl, 1 tsk salt, 300 g rimmat sidfläsk. Stek fläsket, häll "
     "smeten i pannan, grädda i ugnen 225 grader 25 min. Servera med lingonsylt."),
    ("Spettekaka - mormors anteckningar", "Mormor gjorde aldrig själv, köpte i Sjöbo. Bra att veta: ägg, socker och "
     "potatismjöl, gräddas på spett över öppen eld."),
    ("Mads mormors rugbrød", "Surdej 2 dl, 1 l vand, 500 g rugkerner, 250 g solsikkekerner, 800 g rugmel, 2 spsk salt. "
     "Hæv 12 timer. Bages 180 grader i 1 time 45 min."),
    ("Frikadeller (Karens opskrift)", "500 g hakket svin og kalv, 1 løg, 1 æg, 1 dl mælk, 3 spsk mel. Steges i smør. "
     "Serveres med kartofler og brun sovs."),
    ("Linssoppa med kokos", "2 dl röda linser, 1 burk krossade tomater, 1 burk kokosmjölk, curry, ingefära. Koka 20 "
     "min. Vidars favorit."),
    ("Mormors äppelkaka", "Från Ingrid: 5 äpplen från stugan, 150 g smör, 2 dl socker, 2 ägg, 3 dl mjöl, kanel. "
     "Ugn 175 grader 40 min. Vaniljsås!"),
]

BOOKS = [("Gösta Berlings saga", "Selma Lagerlöf", "sv", "Äntligen stod prästen i predikstolen."),
         ("Röda rummet", "August Strindberg", "sv", "Det var en afton i början af maj."),
         ("Hemsöborna", "August Strindberg", "sv", "Han kom som ett yrväder en aprilafton."),
         ("Fru Marianne", "Victoria Benedictsson", "sv", "Det var en vacker dag på den skånska slätten."),
         ("Et dukkehjem", "Henrik Ibsen", "da", "Helmer: Er det lærkefuglen, som kvidrer derude?")]


def t_laslista(r, dt):
    return ("Bokcirkeln (Lena, Maria, Annika, jag) - läslista 2026\n\njan: Lydia Sandgren, Samlade verk\n"
            "mars: Tove Ditlevsen, Barndom (på danska!)\nmaj: Kerstin Ekman, Händelser vid vatten\n"
            "sept: Victoria Benedictsson, Pengar - min tur att hålla i\nnov: ?\n")


# --------------------------------------------------------------------------- old laptop (Archive Backup)


def t_old(kind: str):
    def f(r, dt):
        return {
            "cv": "Johanna Lindqvist - CV 2016\n\nGymnasielärare historia och svenska, Katedralskolan Lund 2008-2016\n"
                  "Lärarexamen Lunds universitet 2007\nSöker tjänst på Sorgenfrigymnasiet, Malmö\n",
            "ansokan": "Personligt brev - ansökan gymnasielärare historia/svenska, Sorgenfrigymnasiet\n\nJag har "
                       "undervisat i åtta år på Katedralskolan och söker nu nya utmaningar i Malmö ...\n",
            "jul": "Julklappar 2018\n\nElla: Pippi-boxen, skridskor\nVidar: Lego Technic, fotbollströja MFF\n"
                   "Magnus: ?\nMamma: fotobok från Vitemölla\n",
            "budget": "Månad;Inkomst;Utgift\n2018-09;52100;48700\n2018-10;52100;51200\n2018-11;52100;47900\n",
            "planering": "Svenska 2 - planering HT 2018\nv.35-40 Litteraturhistoria\nv.41-45 Retorik\n",
            "bil": "Volvo V70 - service 2018\nBilia Malmö, 60 000 mil-service, 6 400 kr\n",
            "semester": "Kreta 2018 - packlista och bokning\nApollo, Hersonissos 14-21 juli, 4 personer\n",
            "recept": "Pepparkakor (mammas)\n150 g smör, 3 dl socker, 1 dl sirap, 1 dl vatten, 9 dl mjöl ...\n",
        }[kind]
    return f


def t_lyrik(r, dt):
    return ("Lyrikanalys Svenska 1 - tre lektioner (vecka 21)\n\n1. Bildspråk: metafor, liknelse, "
            "besjälning. Läsa Karin Boye, I rörelse, och Edith Södergran, Dagen svalnar.\n2. Dikter om Malmö: "
            "Johannes Anyuru och Ola Larsmo (utdrag). Gruppsamtal: vad gör formen?\n3. Skriftlig analys av en "
            "valfri dikt, 45 min. Bedöms med matrisen för analyserande text.\nAnpassning: dikterna högläses.\n")


def t_present(r, dt):
    return ("Karen 70 - gave\n\nMads och syskonen ger bidrag till Skagen-resan. Vi lägger 1 500 DKK var.\n"
            "Jag: gör en fotobok med bilder från Risskov + Vitemölla?\nTal: Mads håller det, jag säger "
            "några ord på danska (öva!)\n")


# --------------------------------------------------------------------------- build


def build(root: Path, seed: int = 14) -> list[Item]:
    r = random.Random(seed)
    items: list[Item] = []
    root = Path(root)

    def write(rel: str, data: bytes, age: float) -> None:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
        t = NOW_S - int(age * DAY) - r.randint(0, 30_000)
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
        add(rel, bucket, topic, age, "exif" if exif else "")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    H = True

    # ------------------------------------------------------------ Dokument/Skolan
    d = "Dokument/Skolan"
    for course, lessons in LESSONS.items():
        for title, weeks, plan, aim in lessons:
            age = r.uniform(250, 290) if "HT25" in weeks else r.uniform(70, 150)
            add(f"{d}/Lektionsplanering/{course}/{title}.docx", A, "Teaching", age,
                t_lesson(course, title, weeks, plan, aim))
    add(f"{d}/Bedömning/Bedömningsmatris argumenterande text.docx", A, "Teaching", 120, t_matrix)
    add(f"{d}/Bedömning/Respons essä kalla kriget - Alva.docx", A, "Teaching", 88, t_feedback)
    add(f"{d}/Bedömning/Respons essä kalla kriget - Omar.docx", A, "Teaching", 87, t_feedback)
    add(f"{d}/Bedömning/Omdömen Historia 1b SA25a VT26.xlsx", A, "Teaching", 9, t_grades("Historia 1b", "VT26"))
    add(f"{d}/Bedömning/Betyg Svenska 3 SA24b HT25.xlsx", A, "Teaching", 160, t_grades("Svenska 3", "HT25"))
    add(f"{d}/Bedömning/betyg hi2a VT26 utkast.xlsx", A, "Teaching", 4, t_grades("Historia 2a", "VT26"))
    add(f"{d}/Nationella prov/NP Sv3 VT26 sambedömning.xlsx", A, "Teaching", 38, t_np_sambed)
    add(f"{d}/Nationella prov/Information NP svenska VT2026.pdf", A, "Teaching", 110, t_np_instr)
    add(f"{d}/Nationella prov/NP tidsplan VT26.docx", A, "Teaching", 105, t_np_schema)
    add(f"{d}/Mentor SA24b/Klasslista SA24b.xlsx", A, "Teaching", 270, t_classlist)
    add(f"{d}/Mentor SA24b/Utvecklingssamtal mall.docx", A, "Teaching", 240, t_utv_mall)
    add(f"{d}/Mentor SA24b/Föräldramöte ht25.docx", A, "Teaching", 235, t_foraldramote)
    add(f"{d}/Mentor SA24b/Frånvaro april 2026.pdf", A, "Teaching", 30, t_franvaro)
    add(f"{d}/Anställning/Anställningsbevis Malmö stad 2016.pdf", A, "Teaching", 3600, t_anst)
    add(f"{d}/Anställning/Lönesamtal 2025.docx", A, "Teaching", 430, t_lonesamtal)
    add(f"{d}/Anställning/Medarbetarsamtal 2026 förberedelse.docx", A, "Teaching", 12, t_medarb)
    add(f"{d}/Anställning/Tjänstefördelning 2026-27 prel.pdf", A, "Teaching", 5, t_tjf)
    add(f"{d}/Anställning/Arbetstidsavtal 2025-26.pdf", A, "Teaching", 290, t_arbtid)
    add(f"{d}/Material/Ämnesplan historia.pdf", R, "Teaching", 700, t_amnesplan)
    add(f"{d}/Material/Kommentarmaterial svenska.pdf", R, "Teaching", 650, t_kommentar)
    add(f"{d}/Material/Primärkällor Sverige 1914-1918.docx", R, "Teaching", 520, t_primar)
    add(f"{d}/Material/länkar kalla kriget.md", R, "Teaching", 140, t_lankar)
    add(f"{d}/Material/Litteraturhistoria 1800-talet stencil.pdf", R, "Teaching", 980, t_litthist)
    b = f"{d}/Berlinresan 2026"
    add(f"{b}/Program Berlin v40 v3.docx", P, "Teaching", 6, t_berlin_prog)
    add(f"{b}/Budget Berlinresan.xlsx", P, "Teaching", 14, t_berlin_budget)
    add(f"{b}/Offert SJ grupp.pdf", P, "Teaching", 41, t_berlin_train)
    add(f"{b}/Meininger Buchungsbestätigung.pdf", P, "Teaching", 33, t_meininger)
    add(f"{b}/Föräldrabrev Berlin.docx", P, "Teaching", 8, t_foraldrabrev)
    add(f"{b}/~$räldrabrev Berlin.docx", L, "System", 8, b"\x0bJohanna L   " + bytes(150))
    add(f"{b}/Riskanalys studieresa.docx", P, "Teaching", 11, t_risk)
    add(f"{b}/Topographie des Terrors Anmeldung.pdf", P, "Teaching", 25, t_topographie)
    add(f"{b}/Sachsenhausen bekräftelse.eml", P, "Teaching", 29, t_sachsenhausen)
    add(f"{b}/Gedenkstätte Berliner Mauer.eml", P, "Teaching", 22, t_mauer)
    add(f"{b}/Allergier och mediciner SA24b.xlsx", P, "Teaching", 17, t_allergi)
    k = f"{d}/Krakowresan 2023"
    add(f"{k}/Program Kraków.docx", X, "Teaching", 990, t_krakow_prog)
    add(f"{k}/Utvärdering Krakowresan.docx", X, "Teaching", 945, t_krakow_eval)
    add(f"{k}/Faktura Studieresor Syd.pdf", X, "Teaching", 1000, t_krakow_inv)
    kl = f"{d}/Katedralskolan (gammalt)"
    add(f"{kl}/Tjänstgöringsintyg Katedralskolan.pdf", X, "Teaching", 3625, t_katedral_intyg)
    add(f"{kl}/Historia 1b NA13b planering HT14.docx", X, "Teaching", 4300, t_katedral_plan)
    add(f"{kl}/Betyg NA13b VT16.xlsx", X, "Teaching", 3640, t_katedral_betyg)

    # ------------------------------------------------------------ Dokument/Lund historiedidaktik
    u = "Dokument/Lund historiedidaktik"
    add(f"{u}/Uppsats/Uppsats_v7.docx", P, "Studies", 52, t_uppsats(7))
    add(f"{u}/Uppsats/Uppsats_v8_KS kommentarer.docx", P, "Studies", 24, t_uppsats(8, True))
    add(f"{u}/Uppsats/Uppsats_v9.docx", P, "Studies", 1, t_uppsats(9))
    add(f"{u}/Uppsats/~$psats_v9.docx", L, "System", 1, b"\x0bJohanna L   " + bytes(150))
    add(f"{u}/Uppsats/disposition.md", P, "Studies", 60, t_dispo)
    for i, age in enumerate((118, 116, 111, 104), 1):
        add(f"{u}/Intervjuer/Intervju E{i} transkription.docx", P, "Studies", age, t_intervju(f"E{i}"))
    add(f"{u}/Intervjuer/Samtyckesblankett.pdf", P, "Studies", 135, t_samtycke)
    add(f"{u}/Intervjuer/Intervjuguide.docx", P, "Studies", 136, t_intervjuguide)
    add(f"{u}/Litteratur/Seixas Morton Big Six - anteckningar.docx", P, "Studies", 160, t_lit_seixas)
    add(f"{u}/Litteratur/Karlsson 2014 Historiedidaktik begrepp.pdf", P, "Studies", 400, t_lit_karlsson)
    add(f"{u}/Litteratur/referenser.bib", P, "Studies", 3, t_bib)
    add(f"{u}/Kurs-PM självständigt arbete VT26.pdf", P, "Studies", 140, t_kurspm)
    add(f"{u}/Seminarieschema VT26.pdf", P, "Studies", 10, t_seminar)
    add(f"{u}/Handledning/Re version 8.eml", P, "Studies", 20, t_handledare)
    add(f"{u}/Handledning/Handledning 22 april.docx", P, "Studies", 40, t_handl_notes)
    add(f"{u}/Ansökan tjänstledighet studier.pdf", P, "Studies", 300, t_tjl)
    add(f"{u}/Historiebruk planering VT26 (kopia).docx", A, "Teaching", 64,
        t_lesson("Historia 2a", "Historiebruk", "v.14-19 VT26", LESSONS["Historia 2a"][1][2], LESSONS["Historia 2a"][1][3]))
    g = "Dokument/Gamla kurser/SvA 1 Malmö universitet 2019"
    add(f"{g}/Hemtentamen delkurs 2.docx", X, "Studies", 2590, t_sva("tenta"))
    add(f"{g}/Kursbevis SvA 1.pdf", X, "Studies", 2530, t_sva("bevis"))
    add(f"{g}/Kursplan SvA I.pdf", X, "Studies", 2680, t_sva("plan"))

    # ------------------------------------------------------------ Dokument/Facket
    f = "Dokument/Facket"
    add(f"{f}/Sveriges Lärare/Lönerevision 2026 underlag.pdf", A, "Union", 95, t_lonerev)
    add(f"{f}/Sveriges Lärare/Medlemsavgift 2026.pdf", A, "Union", 150, t_medlemsavg)
    add(f"{f}/Sveriges Lärare/Intyg ombudsutbildning.pdf", A, "Union", 225, t_ombud_intyg)
    add(f"{f}/Ombud/Möte rektor 2026-03-12.docx", A, "Union", 80, t_ombud_notes)
    add(f"{f}/Ombud/Arbetsmiljöenkät 2026.xlsx", A, "Union", 70, t_amenkat)
    add(f"{f}/Lärarförbundet/HÖK 21.pdf", A, "Union", 1850, t_hok)
    add(f"{f}/Lärarförbundet/Sveriges Lärare info dec 2022.pdf", A, "Union", 1260, t_merger)
    add(f"{f}/Lärarförbundet/Avdelningsstyrelsen/Verksamhetsberättelse 2022.pdf", X, "Union", 1200, t_lf_vb)

    # ------------------------------------------------------------ Dokument/Ekonomi
    e = "Dokument/Ekonomi"
    add(f"{e}/Skatt/Deklaration 2024.pdf", A, "Finance", 790, t_deklaration(2024))
    add(f"{e}/Skatt/Deklaration 2025.pdf", A, "Finance", 425, t_deklaration(2025))
    add(f"{e}/Skatt/Slutskattebesked 2025.pdf", A, "Finance", 280, t_slutskatt)
    add(f"{e}/Skatt/Kontrolluppgifter 2025.pdf", A, "Finance", 75, t_ku)
    for m in range(1, 6):
        add(f"{e}/Lön/Lönespecifikation 2026-{m:02d}.pdf", A, "Finance", (5 - m) * 30.5 + 7, t_lonespec(m))
    add(f"{e}/Bank/Kontoutdrag mars 2026.pdf", A, "Finance", 60, t_kontoutdrag)
    add(f"{e}/Bank/Avanza ISK årsbesked 2025.pdf", A, "Finance", 128, t_isk)
    add(f"{e}/Bank/Sparande barnen.xlsx", A, "Finance", 15, t_barnspar)
    add(f"{e}/Budget 2026.xlsx", A, "Finance", 140, t_budget)
    add(f"{e}/Pension/KPA värdebesked 2025.pdf", A, "Finance", 100, t_kpa)
    add(f"{e}/Pension/minPension prognos.pdf", A, "Finance", 210, t_minpension)
    add(f"{e}/CSN/CSN årsbesked 2026.pdf", A, "Finance", 140, t_csn("arsbesked"))
    add(f"{e}/Bolån/SBAB villkorsändring april 2026.pdf", A, "Finance", 34, t_sbab)
    add(f"{e}/Försäkringskassan/Barnbidrag delning beslut 2021.pdf", A, "Finance", 1700, t_fk("delning"))
    add(f"{e}/Försäkringskassan/Barnbidrag 2026.pdf", A, "Finance", 150, t_fk("hojt"))
    add(f"{e}/Försäkringskassan/Utbetalning vab mars.pdf", A, "Finance", 68, t_fk("vab"))
    add(f"{e}/Elräkning stugan mars.pdf", A, "Cottage", 62, t_stuga_el)

    # ------------------------------------------------------------ Dokument/Lägenheten
    h = "Dokument/Lägenheten"
    add(f"{h}/BRF Kastanjen/Årsredovisning 2025.pdf", A, "Home", 45, t_brf_ar(2025))
    add(f"{h}/BRF Kastanjen/Kallelse stämma 2026.pdf", A, "Home", 38, t_stamma("kallelse"))
    add(f"{h}/BRF Kastanjen/Protokoll stämma 2026-05-13.pdf", A, "Home", 10, t_stamma("protokoll"))
    add(f"{h}/BRF Kastanjen/Info stambyte 2027.pdf", A, "Home", 90, t_stambyte)
    add(f"{h}/BRF Kastanjen/Ordningsregler.pdf", A, "Home", 1700, t_ordning)
    add(f"{h}/BRF Kastanjen/Avgiftsavi Q1 2026.pdf", A, "Home", 155, t_avgiftsavi("Q1 2026"))
    add(f"{h}/El/E.ON nät mars 2026.pdf", A, "Home", 58, t_eon("mars"))
    add(f"{h}/El/E.ON nät april 2026.pdf", A, "Home", 28, t_eon("april"))
    add(f"{h}/El/GodEl april.pdf", A, "Home", 27, t_godel)
    add(f"{h}/El/förbrukning 2025.csv", A, "Home", 140, t_elcsv)
    add(f"{h}/Överlåtelseavtal Kastanjen 12 lgh 1102.pdf", A, "Home", 1760, t_overlatelse)
    add(f"{h}/Hemförsäkring 2025.pdf", A, "Home", 460, t_hemfors(2025))
    add(f"{h}/Bahnhof maj.pdf", A, "Home", 20, t_bahnhof)
    add(f"{h}/Manualer/Bosch diskmaskin SMV4HTX31E.pdf", R, "Home", 1650, t_manual("bosch"))
    add(f"{h}/Manualer/Electrolux häll bruksanvisning.pdf", R, "Home", 1650, t_manual("electrolux"))
    add(f"{h}/Gamla huset Bunkeflo/Köpekontrakt försäljning 2021.pdf", X, "Home", 1790, t_hus("kontrakt"))

    # ------------------------------------------------------------ Dokument/Stugan Österlen
    s = "Dokument/Stugan Österlen"
    t = f"{s}/Taket 2026"
    add(f"{t}/Skadeanmälan storm jan.pdf", P, "Cottage", 135, t_skadeanm)
    add(f"{t}/Ersättningsbeslut Länsförsäkringar.pdf", P, "Cottage", 84, t_fors_beslut)
    add(f"{t}/Offert Österlens Takservice.pdf", P, "Cottage", 66, t_tak_offert("Österlens Takservice AB", 180000, 190000))
    add(f"{t}/Offert Simrishamns Bygg & Tak.pdf", P, "Cottage", 61, t_tak_offert("Simrishamns Bygg & Tak AB", 205000, 215000))
    add(f"{t}/jämförelse offerter.xlsx", P, "Cottage", 48, t_tak_jmf)
    add(f"{t}/Avtal takrenovering signerat.pdf", P, "Cottage", 40, t_tak_avtal)
    add(f"{t}/Sv taket (Anders).eml", P, "Cottage", 39, t_anders_mail)
    add(f"{t}/materiallista.xlsx", P, "Cottage", 30, t_material)
    add(f"{t}/ROT underlag.pdf", P, "Cottage", 12, t_rot)
    add(f"{t}/tidplan.txt", P, "Cottage", 26, t_tak_tidplan)
    add(f"{s}/ÖKRAB 2026.pdf", A, "Cottage", 125, t_okrab)
    add(f"{s}/Försäkring fritidshus 2026.pdf", A, "Cottage", 170, t_fritidsfors)
    add(f"{s}/Delägaravtal Anders Johanna.pdf", A, "Cottage", 1855, t_delagare)
    add(f"{s}/Stugkostnader 2025.xlsx", A, "Cottage", 150, t_stuga_kost)
    add(f"{s}/Inför sommaren 2026.md", A, "Cottage", 16, t_stuga_sommar)
    add(f"{s}/grannar och telefonnummer.txt", A, "Cottage", 700, t_grannar)
    add(f"{s}/Vattenprov brunn 2025.pdf", A, "Cottage", 330, t_vattenprov)
    add(f"{s}/Dränering 2023/Faktura dränering.pdf", X, "Cottage", 975, t_dranering("faktura"))
    add(f"{s}/Dränering 2023/Slutbesiktning.pdf", X, "Cottage", 990, t_dranering("besiktning"))
    add(f"{s}/Byggnadsvård Österlen tak och tegel.pdf", R, "Cottage", 120, t_byggnadsvard)

    # ------------------------------------------------------------ Dokument/Barnen
    c = "Dokument/Barnen"
    add(f"{c}/Boende och vårdnad/Avtal boende växelvis 2021.pdf", A, "Family", 1740, t_boende)
    add(f"{c}/Boende och vårdnad/Schema 2026.xlsx", A, "Family", 155, t_vaxel)
    add(f"{c}/Boende och vårdnad/Kostnader barnen överenskommelse.docx", A, "Family", 400, t_underhall)
    add(f"{c}/Ella/Utvecklingssamtal ht25.docx", A, "Family", 200, t_ella("utv"))
    add(f"{c}/Ella/Körkortstillstånd.pdf", A, "Family", 260, t_ella("korkort"))
    add(f"{c}/Vidar/Betyg åk 8.pdf", A, "Family", 350, t_vidar("betyg8"))
    add(f"{c}/Vidar/Veckobrev v20.pdf", A, "Family", 13, t_vidar("veckobrev"))
    gv = f"{c}/Vidar/Gymnasieval 2026"
    add(f"{gv}/Vidars val - tankar.docx", P, "Family", 130, t_gymval("program"))
    add(f"{gv}/Öppet hus anteckningar.txt", P, "Family", 140, t_gymval("oppethus"))
    add(f"{gv}/Preliminärt antagningsbesked.pdf", P, "Family", 50, t_gymval("prelim"))
    add(f"{gv}/jämförelse skolor.xlsx", P, "Family", 125, t_gymval("jmf"))
    add(f"{gv}/meritvärde.xlsx", P, "Family", 150, t_gymval("merit"))
    add(f"{gv}/Sv Vidars val (SYV).eml", P, "Family", 44, t_gymval("syv"))
    sk = f"{c}/Skilsmässan 2021"
    add(f"{sk}/Bodelningsavtal.pdf", X, "Family", 1796, t_skilsm("bodelning"))
    add(f"{sk}/Dom Malmö tingsrätt.pdf", X, "Family", 1812, t_skilsm("dom"))

    # ------------------------------------------------------------ Dokument/Vården
    v = "Dokument/Vården"
    add(f"{v}/1177 provsvar mars.pdf", A, "Health", 75, t_provsvar)
    add(f"{v}/Kallelse mammografi.pdf", A, "Health", 18, t_mammografi)
    add(f"{v}/Mina recept 1177.pdf", A, "Health", 90, t_recept)
    add(f"{v}/Folktandvården faktura 2025.pdf", A, "Health", 380, t_ftv("faktura"))
    add(f"{v}/Knä övningar fysio.pdf", A, "Health", 200, t_knee)
    add(f"{v}/Vaccinationer barnen.docx", A, "Health", 300, t_vacc)
    add(f"{v}/Synsam 2025.pdf", A, "Health", 410, t_synsam)
    add(f"{v}/Högkostnadsskydd.pdf", A, "Health", 55, t_hogkost)

    # ------------------------------------------------------------ Dokument/Mads (Danish papers)
    m = "Dokument/Mads"
    add(f"{m}/Invitation Karen 70 år.pdf", A, "Family", 47, t_karen70)
    add(f"{m}/BroPas aftale.pdf", A, "Travel", 900, t_bropas)
    add(f"{m}/Øresundsbron ture 2026.csv", A, "Travel", 2, t_bro_csv)
    add(f"{m}/Gæsteparkering Frederiksberg.pdf", A, "Travel", 420, t_parkering)
    add(f"{m}/Bornholm 2026/Lejekontrakt sommerhus Sandvig.pdf", P, "Travel", 120, t_sandvig)
    add(f"{m}/Bornholm 2026/Bornholmslinjen booking.pdf", P, "Travel", 95, t_faerge)
    add(f"{m}/Bornholm 2026/pakkeliste.txt", P, "Travel", 9, t_pakk)
    add(f"{m}/Opskrifter/rugbrød.txt", R, "Cooking", 500, t_recipe(*RECIPES[2]))
    add(f"{m}/Opskrifter/frikadeller Karen.txt", R, "Cooking", 380, t_recipe(*RECIPES[3]))

    # ------------------------------------------------------------ Dokument/Släktforskning, Recept, Böcker
    g = "Dokument/Släktforskning"
    add(f"{g}/Antavla Lindqvist-Nilsson.xlsx", R, "Genealogy", 220, t_antavla)
    add(f"{g}/Johanna_Lindqvist_tree.ged", R, "Genealogy", 190, t_ged)
    add(f"{g}/Husförhör Södra Mellby 1850-60.txt", R, "Genealogy", 410, t_husforhor)
    add(f"{g}/Hanna Nilsdotter emigrant.docx", R, "Genealogy", 170, t_emigrant)
    add(f"{g}/Arkiv Digital kvitto 2026.pdf", R, "Genealogy", 137, t_arkivdigital)
    add(f"{g}/Bouppteckning Nils Persson 1922.docx", R, "Genealogy", 460, t_bouppt)
    add(f"{g}/MyHeritage DNA matches.csv", R, "Genealogy", 165, t_dna)
    add("Dokument/Recept/Äggakaka.txt", R, "Cooking", 800, t_recipe(*RECIPES[0]))
    add("Dokument/Recept/Spettekaka.txt", R, "Cooking", 1100, t_recipe(*RECIPES[1]))
    add("Dokument/Recept/Linssoppa kokos.docx", R, "Cooking", 260, t_recipe(*RECIPES[4]))
    for title, author, lang, para in BOOKS[2:]:
        add(f"Dokument/Böcker/{author} - {title}.epub", R, "Books", r.uniform(300, 900),
            _rezip(_epub(title, author, lang, para)))
    add("Dokument/Böcker/Bokcirkel läslista 2026.txt", R, "Books", 150, t_laslista)

    # ------------------------------------------------------------ Dokument/2023, Att sortera, loose
    y = "Dokument/2023"
    add(f"{y}/scan0001.pdf", A, "Finance", 1160, t_deklaration(2023), H)
    add(f"{y}/scan0002.pdf", A, "Home", 1110, t_brf_ar(2022), H)
    add(f"{y}/scan0004.pdf", X, "Teaching", 1000, t_krakow_inv, H)
    add(f"{y}/scan0005.pdf", X, "Cottage", 1105, t_dranering("offert"), H)
    add(f"{y}/scan0007.pdf", A, "Health", 930, t_ftv("faktura"), H)
    add(f"{y}/Gotland färja juli.pdf", X, "Travel", 1090, t_gotland)
    add(f"{y}/Vidar utvecklingssamtal vt23.docx", A, "Family", 1140, lambda r, dt: (
        "Utvecklingssamtal Vidar 6A, vt 2023\n\nLäraren (Petra): läser mer nu, bra i matte och NO. Glömmer "
        "läxor veckorna hos pappa - vi ska ha en gemensam planering i Schoolsoft. Trivs, fotboll i BK Olympic.\n"))
    o = "Dokument/Att sortera"
    add(f"{o}/dok.pdf", A, "Cottage", 240, t_taxering, H)
    add(f"{o}/Skanning_001.pdf", X, "Teaching", 1500, t_katedral_intyg, H)
    add(f"{o}/Namnlöst.txt", R, "Genealogy", 95, t_gen_ny, H)
    add(f"{o}/IMG_2231.pdf", A, "Family", 310, t_ella("sommarjobb"), H)
    add(f"{o}/Dokument 2024-08-19.docx", A, "Teaching", 650, t_utv_mall, H)
    add("Dokument/Dokument1 (2).docx", R, "Cooking", 640, t_recipe(*RECIPES[5]), H)
    add("Dokument/Untitled.pdf", A, "Health", 215, t_besok, H)

    # ------------------------------------------------------------ Hämtade filer (downloads)
    dl = "Hämtade filer"
    for name, age in (("Zoom.pkg", 400), ("Firefox 128.0.dmg", 330), ("LibreOffice_24.8.4_MacOS_aarch64.dmg", 190),
                      ("Audacity-3.5.1-universal.dmg", 130), ("MicrosoftTeams.pkg", 260), ("googlechrome.dmg", 520)):
        add(f"{dl}/{name}", R, "Software", age, _blob(r, b"koly" if name.endswith("dmg") else b"xar!", 2400))
    add(f"{dl}/Audacity-3.6.0-universal.dmg.crdownload", L, "System", 3, _blob(r, b"", 1800))
    add(f"{dl}/Uppsats_opponent_Sandell.pdf.crdownload", L, "System", 1, _blob(r, b"%PDF-1.7\n", 700))
    add(f"{dl}/Strindberg_Roda_rummet.epub.part", L, "System", 240, _blob(r, b"PK\x03\x04", 600))
    add(f"{dl}/Lönespecifikation 2026-05 (1).pdf", A, "Finance", 6, t_lonespec(5))
    add(f"{dl}/gymnasieval_2026_utbildningskatalog.pdf", P, "Family", 160, t_gymval("katalog"))
    add(f"{dl}/gymnasieval_2026_utbildningskatalog (1).pdf", P, "Family", 141, t_gymval("katalog"))
    add(f"{dl}/Endacott_Brooks_historical_empathy.pdf", P, "Studies", 170, t_lit_article)
    add(f"{dl}/kommentarmaterial_svenska_gy.pdf", R, "Teaching", 300, t_kommentar)
    add(f"{dl}/Kallelse_stamma_Kastanjen12.pdf", A, "Home", 39, t_stamma("kallelse"))
    add(f"{dl}/SJ_offert_SJG-2026-11487.pdf", P, "Teaching", 42, t_berlin_train)
    add(f"{dl}/CSN_inbetalning_kv2.pdf", A, "Finance", 45, t_csn("inbet"))
    for title, author, lang, para in BOOKS[:2]:
        add(f"{dl}/{author.split()[-1]}_{title.replace(' ', '_')}.epub", R, "Books", r.uniform(200, 600),
            _rezip(_epub(title, author, lang, para)))
    add(f"{dl}/IMG_5210.HEIC", R, "Photos", 21, "")
    add(f"{dl}/WhatsApp Image 2026-05-17 at 18.22.41.jpeg", R, "Photos", 15, "")
    # downloads whose name says nothing
    add(f"{dl}/Dokument (3).pdf", A, "Finance", 58, t_aterbaring, H)
    add(f"{dl}/download.pdf", A, "Home", 90, t_eon("februari"), H)
    add(f"{dl}/download (1).pdf", A, "Home", 62, t_avgiftsavi("Q2 2026"), H)
    add(f"{dl}/download (2).pdf", A, "Cottage", 420, t_okrab, H)
    add(f"{dl}/20260412_103355.pdf", P, "Cottage", 50, t_tak_offert("Tomelilla Tak & Plåt AB", 170000, 178000), H)
    add(f"{dl}/Dokument (1).pdf", P, "Teaching", 36, t_bus_offer, H)
    add(f"{dl}/Dokument (2).pdf", P, "Teaching", 34, t_meininger, H)
    add(f"{dl}/file.pdf", P, "Studies", 45, t_exam_instr, H)
    add(f"{dl}/file (1).pdf", P, "Studies", 11, t_seminar, H)
    add(f"{dl}/document.pdf", A, "Health", 26, t_ftv("kallelse"), H)
    add(f"{dl}/202602111432.pdf", P, "Family", 110, t_gymval("kvittens"), H)
    add(f"{dl}/blankett.pdf", P, "Family", 24, t_gymval("omval"), H)
    add(f"{dl}/Bekræftelse.pdf", P, "Travel", 33, t_cykel, H)
    add(f"{dl}/print.pdf", A, "Finance", 170, t_orange, H)
    add(f"{dl}/Kvitto (2).pdf", P, "Cottage", 19, t_byggmax, H)
    add(f"{dl}/WhatsApp Document 2026-04-18 at 21.14.07.pdf", A, "Family", 44, t_oskar_konf, H)
    add(f"{dl}/Bilaga.pdf", A, "Union", 510, t_avtal_bilaga, H)
    add(f"{dl}/a3f1c9e2-7b44-4e0a-9d1c-58e2f0b6c4d1.pdf", A, "Finance", 66, t_fk("vab"), H)
    add(f"{dl}/export.csv", A, "Finance", 1, t_bankexport, H)
    add(f"{dl}/results.csv", R, "Genealogy", 180, t_gen_results, H)
    add(f"{dl}/Dokument (4).pdf", P, "Studies", 150, t_lit_article, H)
    add(f"{dl}/Dokument (5).pdf", A, "Health", 7, t_provsvar, H)
    add(f"{dl}/Dokument.pdf", R, "Teaching", 720, t_amnesplan, H)
    add(f"{dl}/Dokument (6).pdf", A, "Union", 100, t_lonestat, H)
    add(f"{dl}/Dokument (7).pdf", A, "Home", 91, t_stambyte, H)
    add(f"{dl}/Dokument (8).pdf", A, "Union", 900, t_hok, H)
    add(f"{dl}/Dokument (9).pdf", P, "Travel", 121, t_sandvig, H)
    add(f"{dl}/Dokument (10).pdf", A, "Health", 17, t_mammografi, H)
    add(f"{dl}/unnamed.pdf", A, "Family", 70, t_trafikskola, H)
    add(f"{dl}/unnamed (1).pdf", A, "Family", 48, t_karen70, H)
    add(f"{dl}/scan.pdf", A, "Home", 92, t_hemfors(2026), H)
    add(f"{dl}/attachment.pdf", P, "Cottage", 133, t_skadeanm, H)
    add(f"{dl}/receipt.pdf", P, "Studies", 190, t_adlibris, H)
    add(f"{dl}/Re_ Fråga.eml", A, "Teaching", 4, t_rektor_mail, H)
    add(f"{dl}/Fwd_.eml", P, "Travel", 30, t_fwd_ferry, H)

    # ------------------------------------------------------------ Skrivbord (desktop)
    sb = "Skrivbord"
    add(f"{sb}/Berlin att göra.txt", P, "Teaching", 2, t_berlin_check)
    add(f"{sb}/Uppsats_v9 kopia.docx", P, "Studies", 3, t_uppsats(9))
    add(f"{sb}/namnlös.txt", P, "Travel", 12, t_bornholm_notes, H)
    add(f"{sb}/namnlös 2.txt", A, "Cottage", 17, t_stuga_sommar, H)
    add(f"{sb}/Dokument1.docx", P, "Teaching", 9, t_foraldrabrev, H)
    add(f"{sb}/~$kument1.docx", L, "System", 9, b"\x0bJohanna L   " + bytes(150))
    add(f"{sb}/Dokument2.docx", A, "Union", 50, t_union_arbtid, H)
    add(f"{sb}/Dokument3.docx", A, "Family", 175, t_vidar("utvnotes"), H)
    add(f"{sb}/anteckningar.txt", P, "Studies", 19, t_supervisor_notes, H)
    add(f"{sb}/att göra.txt", P, "Cottage", 22, t_tak_todo, H)
    add(f"{sb}/Namnlös.docx", A, "Teaching", 14, t_lyrik, H)
    add(f"{sb}/lista.xlsx", P, "Teaching", 5, t_berlin_list, H)
    add(f"{sb}/utkast.docx", P, "Studies", 8, t_chapter, H)
    add(f"{sb}/Kopia av Blad1.xlsx", A, "Finance", 145, t_budget, H)
    for day, hh in ((_ago(4), "09.14.33"), (_ago(19), "21.02.10"), (_ago(63), "13.47.55"), (_ago(101), "16.20.04")):
        add(f"{sb}/Skärmavbild {_iso(day)} kl. {hh}.png", R, "Photos", (NOW - day).days, "")

    # ------------------------------------------------------------ iCloud Drive
    ic = "iCloud Drive/Skannade dokument"
    add(f"{ic}/Skannat dokument.pdf", A, "Cottage", 168, t_fritidsfors, H)
    add(f"{ic}/Skannat dokument 2.pdf", A, "Health", 110, t_intyg, H)
    add(f"{ic}/Skannat dokument 3.pdf", A, "Family", 135, t_vidar("betyght"), H)
    add(f"{ic}/Skannat dokument 4.pdf", P, "Cottage", 118, t_besiktning, H)
    add(f"{ic}/Skannat dokument 5.pdf", X, "Family", 1780, t_skilsm("bodelning"), H)
    add(f"{ic}/Skannat dokument 6.pdf", R, "Genealogy", 300, t_gen_scan, H)
    add(f"{ic}/Skannat dokument 7.pdf", P, "Teaching", 6, t_consent, H)
    add(f"{ic}/Skannat dokument 8.pdf", A, "Finance", 122, t_sbab_ars, H)
    add(f"{ic}/Skannat dokument 9.pdf", X, "Union", 1650, t_lf_protokoll, H)
    add(f"{ic}/Skannat dokument 10.pdf", A, "Health", 40, t_apotek, H)
    add(f"{ic}/Skannat dokument 11.pdf", X, "Family", 1900, t_skilsm("ansokan"), H)
    add(f"{ic}/Skannat dokument 12.pdf", X, "Home", 1785, t_hus("likvid"), H)
    add(f"{ic}/Skannat dokument 13.pdf", A, "Cottage", 1850, t_delagare, H)
    add("iCloud Drive/Delat med Mads/Sommar 2026.txt", P, "Travel", 27, t_bornholm_plan)
    add("iCloud Drive/Delat med Mads/Karen 70 gave.txt", A, "Family", 20, t_present)
    add("iCloud Drive/Delat med Mads/København museer.pdf", R, "Travel", 600, t_kbh_museum)

    # ------------------------------------------------------------ Bilder (photos)
    bi = "Bilder"
    n = 5301
    for age in (3, 5, 9, 14, 16, 23, 31, 38, 52, 60, 77, 95):
        n += r.randint(3, 40)
        add(f"{bi}/iPhone-import 2026/IMG_{n}.HEIC", R, "Photos", age, "")
    for age in (2, 11, 44):
        n += r.randint(3, 40)
        photo(f"{bi}/iPhone-import 2026/IMG_{n}.JPG", R, "Photos", age)
    n = 4890
    for age in (136, 134, 27, 20, 13, 6):
        n += r.randint(2, 30)
        photo(f"{bi}/Stugan taket 2026/IMG_{n}.JPG", P, "Cottage", age)
    for i, age in enumerate((964, 963, 962, 961)):
        photo(f"{bi}/Kraków 2023 klassresa/DSC_{1120 + i * 7:04d}.JPG", X, "Teaching", age)
    for i, age in enumerate((322, 321, 320, 318)):
        photo(f"{bi}/Bornholm 2025/IMG_{3801 + i * 11}.JPG", R, "Photos", age)
    for i, age in enumerate((583, 582, 580)):
        photo(f"{bi}/Lissabon 2024/IMG_{2210 + i * 9}.JPG", R, "Photos", age)
    for i, age in enumerate((210, 112, 57)):
        photo(f"{bi}/Köpenhamn/IMG_{4402 + i * 131}.jpg", R, "Photos", age)
    for nm, age in (("mormor och morfar Vitemölla 1962.jpg", 190), ("Per Nilsson med båten ca 1925.jpg", 190),
                    ("Kersti Olsdotter 1911.jpg", 188)):
        photo(f"{bi}/Gamla foton (skannade)/{nm}", R, "Genealogy", age, exif=False)
    for day, hh in ((_ago(140), "11.05.12"), (_ago(230), "19.33.40")):
        add(f"{bi}/Skärmavbilder/Skärmavbild {_iso(day)} kl. {hh}.png", R, "Photos", (NOW - day).days, "")

    # ------------------------------------------------------------ Lissabon 2024 (past trip)
    add("Dokument/Resor/Lissabon 2024/Boarding pass TP755.pdf", X, "Travel", 583, t_lissabon("boarding"))
    add("Dokument/Resor/Lissabon 2024/Casa do Largo bokning.pdf", X, "Travel", 640, t_lissabon("hotel"))

    # ------------------------------------------------------------ Gamla datorn (Windows laptop copy, 2019)
    gd = "Gamla datorn (Windows)"
    for rel, kind, age in (("Dokument/CV 2016.docx", "cv", 3660), ("Dokument/Ansökan Sorgenfrigymnasiet.docx", "ansokan", 3670),
                           ("Dokument/Julklappar 2018.txt", "jul", 2740), ("Dokument/Budget 2018.xlsx", "budget", 2720),
                           ("Dokument/Skolan/Svenska 2 HT18.docx", "planering", 2830),
                           ("Dokument/Bilen/Volvo service 2018.txt", "bil", 2760),
                           ("Dokument/Kreta 2018.docx", "semester", 2900), ("Dokument/Recept/Pepparkakor.txt", "recept", 3100)):
        add(f"{gd}/{rel}", X, "Backup", age, t_old(kind))
    for i, age in enumerate((2870, 2869, 2868, 2790, 2755, 2710)):
        photo(f"{gd}/Bilder/2018/IMG_{210 + i * 23:04d}.JPG", X, "Backup", age)
    for i, age in enumerate((2500, 2470, 2440)):
        photo(f"{gd}/Bilder/2019/IMG_{1003 + i * 41:04d}.JPG", X, "Backup", age)
    add(f"{gd}/Hämtade filer/ChromeSetup.exe", X, "Backup", 2900, _blob(r, b"MZ\x90\x00", 2000))
    add(f"{gd}/Hämtade filer/SpotifySetup.exe", X, "Backup", 2600, _blob(r, b"MZ\x90\x00", 2000))
    add(f"{gd}/Hämtade filer/Lärarförbundet_löneavtal_2017.pdf", X, "Backup", 3000, t_hok)
    ini = b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
    add(f"{gd}/Dokument/desktop.ini", L, "System", 2900, ini)
    add(f"{gd}/Skrivbord/desktop.ini", L, "System", 2900, ini.replace(b"21770", b"21769"))
    add(f"{gd}/Bilder/2018/Thumbs.db", L, "System", 2700, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))

    # ------------------------------------------------------------ dot files (not labelled)
    for folder in ("", "Hämtade filer", "Skrivbord", "Dokument", "Dokument/Skolan", "Bilder", "Dokument/Stugan Österlen"):
        dot(f"{folder}/.DS_Store".lstrip("/"), _blob(r, b"\x00\x00\x00\x01Bud1", 400), 2)
    for folder in ("Hämtade filer", "Skrivbord", "Dokument", "Bilder"):
        dot(f"{folder}/.localized", b"", 1500)
    dot("Dokument/Lund historiedidaktik/.~lock.referenser.bib#", b"Johanna Lindqvist,johanna,MacBook-Air,01.06.2026 08:12,\n", 1)
    return items
