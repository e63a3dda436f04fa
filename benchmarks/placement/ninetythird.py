"""A ninety-third unseen labelled corpus: Róisín Keaveney's Windows laptop, ``build(root, seed)``, written blind.

What was read to write it, and nothing else: ``unseen.py``'s module docstring (lines 1-60), its helpers
(lines 60-225: ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``
and the Swedish name lists) and the start of its ``build()`` (lines 1296-1365, the write / encode / add /
dot / photo helpers and its first few ``add`` calls); ``corpus.py`` lines 1-30 (``Item``, ``NOW``,
``NOW_S``, ``DAY``), ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``HEIC_HEAD``
and ``_png``. By accident a few neighbouring lines were printed as well: ``corpus.py`` lines 165-168 (the
tail of a generator method) and 205-215 (the first lines of its ``build()``, a loop over a ``NAMED``
table); ``blind.py`` lines 70-73, 108-115 (its ``SURNAMES``/``FIRST`` name lists) and 1315-1320 (the last
``put(...)`` calls of its ``build()``, for ``Thumbs.db``/``.DS_Store``). Besides, the file names in
``benchmarks/placement/`` were listed (to pick a free name) and ``pyproject.toml`` was grepped for ruff
settings (none found). Nothing under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no other
corpus module, no benchmark run and no placement output was read; no git command was used.

The person: Róisín Keaveney, 33, a primary-school teacher at Scoil Mhic Dara, Knocknacarra, Galway (an
English-medium national school with a strong Irish-language ethos), where she has taught since September
2022 and this year teaches 3rd class (Rang a Trí, 27 pupils). She does the school's planning paperwork --
the monthly ``cuntas míosúil``, long-term and fortnightly short-term plans, standardised-test results,
parent-teacher meetings, her Croke Park hours -- and she is the school's Green-Schools coordinator. She
lives with her partner Darragh Hession (a process engineer at a medtech firm in Parkmore) in a rented
house at 14 Cnoc Fraoigh, Knocknacarra; they are saving for a deposit. She grew up on her parents' dairy
farm at Cloonbeg near Mountbellew in east Galway; her brother Ciarán is in Perth, so she still does her
father Tom's paperwork (herd register, TB tests, Tirlán milk statements, Basic Payment / BISS letters
from the Department of Agriculture, Bord Bia audits). Current projects as of 2026-06-01: a part-time
M.Ed. at the University of Galway (started September 2024, thesis on outdoor place-based learning in her
own 3rd class, due August 2026); their wedding on 10 October 2026 (church at Cloonbeg, reception at
Cregg Abbey House Hotel, band, photographer, guest list, budget); a mortgage application (approval in
principle from Bank of Ireland in April 2026 through a broker, documents, Help to Buy, her parents' gift
letter, house viewings); a trip to Portugal on 11-21 July 2026 (Faro, Lagos, Lisbon). Ongoing: teaching,
money (payslips from the Department of Education, Revenue myAccount, Corrib Credit Union, AIB), health
(GP, Vhi, physio, dentist), the rented house, the car (a 2019 Skoda Fabia: NCT, insurance, motor tax),
the camogie club (she is secretary of Rahoon Rovers Camogie Club), the farm paperwork. Finished: her
Professional Master of Education at Hibernia College (2017-2019); a teaching year at a British school in
Dubai (August 2021 - June 2022); the flat on Newcastle Road she rented before Dubai (2019-2021); her old
Toyota Yaris (sold April 2023); her Ulster Bank account (closed 2023 when the bank left Ireland); the
camogie club's 50th-anniversary dinner (November 2025); past trips (Barcelona 2023, New York 2024,
Croatia 2025). Files are English, with Irish (Gaeilge) in school documents and letters to parents.

The machine: a Windows 11 laptop, folders in English: ``Downloads/`` (everything lands there:
``document (3).pdf``, ``GetDocument.pdf``, ``ATT00023.pdf``, installers, ebooks, unfinished downloads),
``Desktop/`` (``New Text Document.txt``, ``Doc1.docx``, a ``wedding stuff`` folder, a ``to sort``
folder), ``Documents/`` half organised (``School``, ``Masters``, ``Wedding``, ``Money``, ``House``,
``Car``, ``Camogie``, ``Farm - Dad``, ``Health``, ``Travel``, ``Portugal 2026``, ``Recipes``,
``Scanned Documents`` from Windows Fax and Scan, a ``2024`` year folder, ``Dubai 2021-22``,
``Old college stuff``), ``Pictures/`` (Screenshots, Saved Pictures, an iPhone import, Dubai, Croatia
2025, Farm), ``OneDrive/`` (her personal OneDrive: Documents, Pictures/Camera Roll from the phone) and
``OneDrive - Scoil Mhic Dara/`` (the school Microsoft 365 account), ``Music/``, and ``Old laptop/`` (a
copy of her previous laptop's user folders, taken in 2022).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  M.Ed. (modules, assignments, fees, ethics, thesis drafts, data, readings collected for the thesis,
  supervisor feedback, her 2024 application) -- topic Study; the wedding (venue, church, band,
  photographer, florist, dress, guest list, budget, civil-registration notice, pre-marriage course, the
  venue-visit and dress try-on photos) -- topic Wedding; the mortgage application (approval in
  principle, the broker's fact find, the document copies gathered for the bank, Help to Buy, the gift
  letter, the deposit savings tracker, viewing notes) -- topic Finance; the Portugal trip in July 2026
  (flights, accommodation, car hire, trains, itinerary, packing) -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: her
  teaching -- plans, cuntas míosúil, assessment, class lists, parent-teacher meetings, Croke Park hours,
  staff meetings, Teaching Council, her Twinkl membership, and the Green-Schools coordination, including
  its committee minutes, action plans and the photos she took of the school garden for it (Teaching);
  money -- payslips, Revenue
  (tax credit certificates, statements of liability), AIB, credit union, pension statements, the
  household budget (Finance); health -- GP, Vhi, physio, dentist, screening (Health); the rented house --
  tenancy, RTB, landlord, utility bills, the photos of the damp patch sent to the landlord (Home); the car
  -- NCT, insurance, motor tax, service (Car); secretary of the camogie club -- minutes, AGM, fixtures,
  registrations, county-board letters, vetting (Camogie); her father's farm paperwork -- herd register,
  TB tests, milk statements, BISS/BPS letters, ACRES, Bord Bia audits, fertiliser records (Farm). A 2024
  statement of liability or last year's minutes are still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: curriculum documents,
  worksheets and classroom ideas, Irish-language teaching material (Teaching); camogie drills and rules
  (Camogie); recipes (Cooking); gardening reading (Gardening); ebooks (Books); music files (Music);
  installers (Software); photos and screenshots -- the phone's camera roll, family and holiday photos,
  saved pictures (Photos) -- except photos taken as a record for a project or responsibility (the venue
  visit, the dress try-on, the school garden, the damp patch, the old Yaris's sale photo, the
  anniversary-dinner photos kept with its accounts: that project's or area's bucket and topic), and
  those inside the old-laptop copy.
- **Archive**: finished projects and ended responsibilities: the Hibernia PME, 2017-2019 (Study); the
  Dubai teaching year 2021-22 -- contract, visa, payslips, flat, reference (Teaching); the Newcastle Road
  flat, 2019-2021 (Home); the old Yaris, sold 2023 (Car); the closed Ulster Bank account (Finance); the
  club's 50th-anniversary dinner, 2025 (Camogie); past trips -- Barcelona 2023, New York 2024, Croatia 2025
  (Travel); and the ``Old laptop`` copy, kept whole as a snapshot whatever it holds (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``), wherever they are (topic System). Dot files are written
  but not labelled.

Topics are subjects (the mortgage application is ``Finance`` like the payslips; Dubai is ``Teaching``
like this year's plans; the M.Ed. and the PME are both ``Study``). ``hard`` marks a file whose name *and*
folder say nothing about its subject (``Downloads/document (3).pdf``, ``Desktop/New Text Document.txt``,
``Documents/Scanned Documents/Scan_0019.pdf``, ``Documents/2024/Doc1.docx``,
``OneDrive/Documents/Book1.xlsx``): only the text inside (.txt, .md, .csv, .eml, .ics, .pdf, .docx,
.xlsx) can place it. Images are never marked hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _d, _docx, _money, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- people and places

ME = "Róisín Keaveney"
ME_GA = "Róisín Ní Chíobháin"
PARTNER = "Darragh Hession"
ADDR = "14 Cnoc Fraoigh, Knocknacarra, Galway H91 KX27"
PPSN = "8817342KA"
SCHOOL = "Scoil Mhic Dara, Bóthar an Chnoic, Cnoc na Cathrach, Gaillimh H91 R2F6"
ROLL = "20154K"
PRINCIPAL = "Gráinne Ní Chonghaile"
DEPUTY = "Eoin Mac Donncha"
DAD = "Tom Keaveney"
FARM_ADDR = "Cloonbeg, Mountbellew, Co. Galway H53 YT40"
HERD = "G1450736"
CLUB = "Rahoon Rovers Camogie Club"
CAR_REG = "192-G-4418"
OLD_REG = "08-G-9132"
IBAN = "IE29 AIBK 9311 5212 3456 78"

KIDS = ["Oisín", "Saoirse", "Fionn", "Caoimhe", "Tadhg", "Aoife", "Cillian", "Éabha", "Rían", "Sadhbh", "Conor",
        "Ella", "Zofia", "Mateusz", "Amira", "Luca", "Ciara", "Senan", "Muireann", "Jack", "Aisling", "Dara",
        "Nadia", "Cathal", "Liadh", "Tomás", "Grace"]
SURN = ["Ó Flaithearta", "Conneely", "Mannion", "Fahy", "Kenny", "Greaney", "Burke", "Mac Donnchadha", "Joyce",
        "Furey", "Hynes", "Lally", "Forde", "Qualter", "Cloonan", "Mulkerrin", "Rabbitte", "Donoghue"]
FIRST = ["Bríd", "Máire", "Siobhán", "Niamh", "Orla", "Pádraig", "Seán", "Martina", "Declan", "Noreen",
         "Colm", "Deirdre", "Fiona", "Gerry", "Áine", "Brian"]
MONTHS_GA = ["Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh", "Iúil", "Lúnasa",
             "Meán Fómhair", "Deireadh Fómhair", "Samhain", "Nollaig"]


def _eur(r: random.Random, lo: float, hi: float) -> str:
    return f"€{r.uniform(lo, hi):,.2f}"


def _p(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _ago(days: float) -> datetime:
    return NOW - timedelta(days=days)


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} {10 + dt.day % 9:02d}:{dt.day * 7 % 60:02d}:00 +0100\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


# --------------------------------------------------------------------------- Teaching (Areas)

SUBJECTS_3RD = {
    "Gaeilge": ["Comhrá: An Aimsir -- briathra san aimsir láithreach", "Léitheoireacht: 'Bua na Cainte' Ceacht 14",
                "Scríbhneoireacht: cárta poist ón trá", "Filíocht: 'An Bháisteach'",
                "Comhrá: Mé Féin agus mo chlann", "Gramadach: an aidiacht shealbhach"],
    "English": ["Procedural writing: how to plant a seed", "Novel: 'The Twits' chapters 5-9",
                "Spelling: Jolly Grammar 3 unit 22 (-tion)", "Oral language: persuasive talk, class debate",
                "Poetry: 'The Sound Collector' by Roger McGough", "Comprehension: Reading Zone unit 18"],
    "Mata": ["Fractions: halves, quarters, eighths, tenths", "Multiplication: x3, x4 tables and arrays",
             "Length: m and cm, measuring the yard", "Time: analogue and digital to 5 minutes",
             "Data: block graphs from the traffic survey", "Money: giving change from €5"],
    "SESE": ["Tíreolaíocht: rivers of Ireland -- the Corrib", "Stair: the Vikings in Galway",
             "Eolaíocht: minibeasts in the school garden", "Eolaíocht: materials -- waterproof or not",
             "Tíreolaíocht: map of our locality"],
    "SPHE/OSPS": ["Stay Safe: friendship and bullying", "Weaving Wellbeing: resilience", "Walk Tall: my body"],
    "Arts": ["Ealaín: leaf printing", "Ceol: 'Báidín Fheilimí' on tin whistle", "Drámaíocht: freeze frames"],
    "PE/Corpoideachas": ["Gaelic games skills: solo and hand pass", "Athletics: relay changeovers",
                         "Dance: Walls of Limerick, Siege of Ennis"],
    "Religion": ["Grow in Love theme 7: Lent", "Grow in Love theme 9: Easter"],
}


def t_cuntas(month_idx: int, year: int):
    def f(r, dt):
        lines = [SCHOOL.split(",")[0], f"Cuntas Míosúil -- Rang a Trí -- Mí: {MONTHS_GA[month_idx]} {year}",
                 f"Múinteoir: {ME_GA}", f"Uimhir rolla: {ROLL}", ""]
        for subj, topics in SUBJECTS_3RD.items():
            picks = r.sample(topics, k=min(2, len(topics)))
            lines.append(f"{subj}: " + "; ".join(picks))
        notes = {2: "Seachtain na Gaeilge activities ran all week -- tráth na gceist, céilí sa halla.",
                 4: "Sigma-T and Micra-T administered; results to the principal by the 29th.",
                 0: "Two pupils absent for a week with flu; work sent home via Aladdin.",
                 11: "Carol service in the church; Christmas art displayed in the corridor.",
                 8: "Settling-in month; class rules agreed; baseline spelling and tables checks done."}
        lines += ["", "Nótaí: " + notes.get(month_idx, r.choice([
            "Class trip to the Marine Institute postponed to next month because of the weather.",
            "Green-Schools litter survey done with the class; results on the display board.",
            "Outdoor learning afternoon every Thursday; minibeast log kept on the classroom wall."])),
                  f"Sínithe: R. Ní Chíobháin    Dáta: {_d(dt)}"]
        return "\n".join(lines)
    return f


def t_ltp(r, dt):
    lines = [f"{SCHOOL.split(',')[0]} -- Plean Fadtéarmach / Long-Term Plan", "Class: 3rd Class (Rang a Trí)",
             f"Teacher: {ME}    Year: 2025-2026", ""]
    terms = [("Term 1 (Sept - Dec)", 0), ("Term 2 (Jan - Easter)", 2), ("Term 3 (Easter - June)", 4)]
    for term, k in terms:
        lines.append(term)
        for subj, topics in SUBJECTS_3RD.items():
            lines.append(f"  {subj}: {topics[k % len(topics)]}; {topics[(k + 1) % len(topics)]}")
        lines.append("")
    lines += ["Cross-curricular: outdoor learning one afternoon a week (links with M.Ed. action research).",
              "Assessment: teacher observation, checklists, spelling tests, Drumcondra/Sigma-T in May.",
              "Differentiation: support teacher in-class station teaching for literacy Tue/Thu.",
              "Approved: ____________ (Príomhoide)"]
    return "\n".join(lines)


def t_stp(r, dt):
    start = dt - timedelta(days=dt.weekday())
    lines = [f"Plean Gearrthéarmach / Short-Term Plan -- Rang a 3 -- {ME}",
             f"Fortnight beginning {_d(start)} to {_d(start + timedelta(days=11))}", ""]
    for subj, topics in SUBJECTS_3RD.items():
        t = r.choice(topics)
        lines.append(f"{subj}")
        lines.append(f"  Strand/Learning outcome: {t}")
        lines.append("  Activities: " + r.choice(["paired work, mini whiteboards", "stations, concrete materials",
                                                  "think-pair-share, exit ticket", "outdoor, clipboards",
                                                  "guided reading groups", "drama, hot-seating"]))
        lines.append("  Assessment: " + r.choice(["observation", "teacher-designed task", "checklist",
                                                  "self-assessment traffic lights", "questioning"]))
    lines += ["", "Reflection: " + r.choice([
        "Fractions took longer than planned -- revisit eighths next fortnight.",
        "Outdoor session on Thursday went very well; the minibeast hunt linked to the poem.",
        "Irish oral work needs more structure; try the 'Céard atá á dhéanamh agat?' game.",
    ])]
    return "\n".join(lines)


def t_class_list(r, dt):
    rows = ["No.;First name;Surname;DOB;Support;Notes"]
    for i, k in enumerate(KIDS, 1):
        y = 2016 if i % 5 else 2017
        sup = r.choice(["", "", "", "EAL", "Literacy", "Maths", ""])
        rows.append(f"{i};{k};{r.choice(SURN)};{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/{y};{sup};"
                    + r.choice(["", "", "Exempt from Irish: no", "Inhaler in classroom", "Collected by gran Wed"]))
    return "\n".join(rows)


def t_drumcondra(r, dt):
    rows = ["Pupil;Drumcondra English raw;STen;Percentile;Drumcondra Maths raw;STen;Percentile"]
    for k in KIDS:
        a, b = r.randint(2, 10), r.randint(2, 10)
        rows.append(f"{k};{r.randint(20, 60)};{a};{a * 10 - r.randint(1, 6)};{r.randint(18, 58)};{b};"
                    f"{b * 10 - r.randint(1, 6)}")
    rows.append(f"Class mean STen;;{r.uniform(5.2, 6.4):.1f};;;{r.uniform(5.0, 6.2):.1f};")
    rows.append(f"Tests administered 12-14 May 2026, Rang a 3, {ME}; returned to principal for the Dept. return")
    return "\n".join(rows)


def t_spelling(r, dt):
    rows = ["Pupil;" + ";".join(f"Week {w}" for w in range(20, 31))]
    for k in KIDS:
        rows.append(k + ";" + ";".join(str(r.randint(5, 10)) for _ in range(11)))
    return "\n".join(rows)


def t_ptm(r, dt):
    lines = [f"Parent-Teacher Meetings -- 3rd Class -- {_d(dt)}", "Room 9, 3:00 - 6:30 pm. 10-minute slots.", ""]
    for k in r.sample(KIDS, 12):
        lines.append(f"{k}: " + r.choice([
            "reading well above level, encourage library books; mum asked about Irish homework load.",
            "settling in after move from Poland; EAL support 3x week; parents very happy.",
            "tables need practice at home; dad will use Hit the Button app.",
            "lovely manners; sometimes distracted after yard -- agreed a movement break.",
            "handwriting improving; cursive practice book sent home.",
            "worried about friendships -- follow up with Stay Safe lesson and yard buddy.",
            "strong at maths, ready for extension work; parents asked about Maths Week quiz."]))
    lines += ["", "Follow-up: send note to SET re two pupils; talk to Gráinne about the reading group."]
    return "\n".join(lines)


def t_ptm_schedule(r, dt):
    lines = [f"{SCHOOL.split(',')[0]} -- Cruinnithe Tuismitheoirí agus Múinteoirí / Parent-Teacher Meetings",
             "Rang a Trí -- Múinteoir Róisín -- Tuesday 18 and Thursday 20 November 2025", ""]
    t = 15 * 60
    for k in KIDS:
        lines.append(f"{t // 60}:{t % 60:02d}  {k} {r.choice(SURN)}")
        t += 10
    lines.append("Please let the office know if the time does not suit. Go raibh maith agaibh.")
    return "\n".join(lines)


def t_croke_park(r, dt):
    rows = ["Date;Activity;Hours"]
    acts = ["Staff meeting", "SSE planning -- literacy", "Green-Schools committee (after school)",
            "Whole-school planning: Primary Maths Curriculum", "Parent-teacher meetings (extra hour)",
            "Child Safeguarding training (Tusla e-learning)", "Subject planning: Gaeilge", "Staff meeting",
            "Sacraments planning meeting", "Assessment policy review"]
    total = 0.0
    d = datetime(2025, 9, 3)
    for a in acts:
        h = r.choice([1.0, 1.0, 1.5, 2.0])
        total += h
        rows.append(f"{_iso(d)};{a};{h}")
        d += timedelta(days=r.randint(14, 30))
    rows.append(f"Total;of 36 hours;{total}")
    rows.append(f"Teacher;{ME};Croke Park hours 2025-26")
    return "\n".join(rows)


def t_staff_minutes(r, dt):
    return "\n".join([
        f"{SCHOOL.split(',')[0]} -- Miontuairiscí Cruinniú Foirne / Staff Meeting Minutes", f"Date: {_d(dt)}",
        f"Present: {PRINCIPAL} (Príomhoide), {DEPUTY}, {ME}, {_p(r)}, {_p(r)}, {_p(r)}, SNAs",
        "1. Sacraments: Confirmation date confirmed for 16 May; 6th class rehearsal times.",
        "2. SSE: focus remains on oral language; each class to log one talk-and-discussion activity a week.",
        "3. Green-Schools: Róisín reported on the Biodiversity theme -- pollinator bed, bug hotel, assessment "
        "visit expected in spring.",
        "4. Croke Park hours: calendar circulated; one hour remaining for most staff.",
        "5. Yard supervision rota for wet days revised.",
        "6. AOB: end-of-year tours -- 3rd/4th to Galway Atlantaquaria.",
        "Next meeting: first Tuesday of next month, 3:10 pm, staff room."])


def t_tc_renewal(r, dt):
    return "\n".join([
        "An Chomhairle Mhúinteoireachta / The Teaching Council", "Registration renewal -- receipt",
        f"Registered teacher: {ME}", f"Registration number: {r.randint(100000, 199999)}",
        "Route: Route 1 -- Primary", "Annual renewal fee: €65.00 (paid by card)",
        f"Payment date: {_d(dt)}", f"Registration valid to: 30 June {dt.year + 1}",
        "Conditions: none. Droichead: completed 2023.",
        "Please keep your contact details up to date in the My Registration portal."])


def t_green_minutes(r, dt):
    return "\n".join([
        "Green-Schools Committee -- Coiste na Scoileanna Glasa", f"{SCHOOL.split(',')[0]}   {_d(dt)}",
        f"Coordinator: {ME}. Pupils: two from each class 3rd-6th. Parent rep: {_p(r)}. Caretaker: Pádraig.",
        "Theme: Biodiversity (7th flag).",
        "1. Pollinator bed: 4th class planted 40 native wildflower plugs; 3rd class making bee-hotel tubes.",
        "2. Hedgerow survey: results graphed by 5th class; 14 species found along the back boundary.",
        "3. Green Code competition: winning line 'Ná bí mí-ámharach, fás plandaí dúchasacha!' -- needs checking.",
        "4. Litter: Walk on Wednesday continues; bin audit shows compost bin contaminated -- new signs.",
        "5. Assessment visit: An Taisce assessor expected after Easter; portfolio and action plan to be ready.",
        "Actions: Róisín to email the county council Heritage Officer about native trees; pupils to update "
        "the notice board.", "Next meeting: in three weeks, lunchtime, Room 9."])


def t_green_action(r, dt):
    return "\n".join([
        "Green-Schools Action Plan -- Biodiversity", f"{SCHOOL.split(',')[0]} -- drawn up by the Green-Schools "
        "committee", "",
        "Target 1: increase the number of habitats on the school grounds from 3 to 6 by May.",
        "  Actions: bug hotel (3rd class), log pile, pollinator bed, no-mow strip along the pitch, bird boxes.",
        "  Monitoring: termly habitat map; pupils' minibeast counts.",
        "Target 2: every class does one outdoor biodiversity lesson a month.",
        "  Monitoring: class logs collected by the coordinator.",
        "Target 3: raise awareness in the wider community.",
        "  Actions: newsletter articles, Green Day stand at the summer fair, seed-bomb sale.",
        "Curriculum links: SESE science (living things), geography (environmental awareness), Ealaín, Gaeilge.",
        f"Coordinator: {ME}"])


def t_green_review(r, dt):
    rows = ["Area;Habitat;Condition;Species seen;Pupil team"]
    for a, h in [("Front lawn", "Amenity grass"), ("Back boundary", "Hedgerow"), ("Garden", "Raised beds"),
                 ("Pitch edge", "Long grass strip"), ("Car park", "Tree pit"), ("Yard", "Planters")]:
        rows.append(f"{a};{h};{r.choice(['good', 'fair', 'poor'])};{r.randint(1, 14)};"
                    f"{r.choice(['3rd', '4th', '5th', '6th'])} class")
    rows.append("Green-Schools Environmental Review -- Biodiversity -- autumn")
    return "\n".join(rows)


def t_energy_csv(r, dt):
    lines = ["date,meter_day_kwh,meter_night_kwh,lights_left_on_rooms,checked_by"]
    for i in range(20):
        d = dt - timedelta(days=(19 - i) * 7)
        lines.append(f"{_iso(d)},{r.randint(180, 320)},{r.randint(40, 90)},{r.randint(0, 4)},"
                     f"{r.choice(['6th class energy team', 'Rang 5 fuinneamh'])}")
    return "\n".join(lines)


def t_wow_rota(r, dt):
    rows = ["Week;Walk on Wednesday meeting point;Teacher;Parent volunteers"]
    for w in range(1, 11):
        rows.append(f"{w};{r.choice(['Church car park', 'Cnoc Fraoigh green', 'Bus stop at Ballyburke'])};"
                    f"{r.choice(['Róisín', 'Eoin', 'Siobhán', 'Ruairí'])};{_p(r)}")
    return "\n".join(rows)


def t_tour_letter(r, dt):
    return "\n".join([
        f"{SCHOOL.split(',')[0]}", f"{_d(dt)}", "A Thuismitheoirí, a chairde,",
        "Beidh turas scoile Rang a 3 ar siúl Déardaoin 18 Meitheamh go dtí an Atlantaquaria i mBóthar na Trá.",
        "Dear Parents, the 3rd class school tour will take place on Thursday 18 June to Galway Atlantaquaria "
        "and the beach at Salthill.", "Cost: €18 (bus and entry). Please pay on Aladdin by Friday 5 June.",
        "Packed lunch, a rain jacket and sun cream please. We will be back by 2:30 pm.",
        "Le meas, Múinteoir Róisín"])


def t_sub_plan(r, dt):
    return "\n".join([
        "Sub plan -- Rang a 3 -- Room 9", "9:00 Roll on Aladdin, Nuacht an lae (one pupil each day).",
        "9:15 Mata: Busy at Maths p. 112, early finishers fraction cards in tray.",
        "10:00 Gaeilge: Bua na Cainte p. 64, listening track 21 on the IWB.",
        "10:30 Break. 10:40 English: The Twits ch. 9, comprehension Qs in copies.",
        "12:00 Lunch. Yard duty: not you today.",
        "12:30 SESE: Vikings worksheet, then finish timelines.",
        "1:30 Tin whistle -- Báidín Fheilimí. Homework on board (spellings list 27).",
        "Notes: Luca has an inhaler in the top drawer. Zofia goes to EAL at 11:15. Thank you!"])


def t_sse(r, dt):
    return "\n".join([
        "School Self-Evaluation -- Oral Language -- Improvement Plan 2025-2027", SCHOOL.split(",")[0],
        "Focus: pupils' talk and discussion across the curriculum (Primary Language Curriculum, Oral Language).",
        "Baseline: pupil questionnaire Sept 2025; teacher checklists.",
        "Targets: 80% of pupils contribute to structured discussion weekly; use of talk frames in each class.",
        "Actions: 'Talk Tuesday'; sentence stems displayed; Gaeilge: frásaí na seachtaine in every room.",
        "Review: June 2026 staff meeting.", f"Coordinator: {DEPUTY}"])


def t_calendar_ics(r, dt):
    ev = [("20250901", "Scoil ag oscailt / School reopens"), ("20251027", "Midterm break starts"),
          ("20251118", "Parent-teacher meetings"), ("20251219", "Christmas holidays, school closes 12 pm"),
          ("20260216", "February midterm"), ("20260327", "Easter holidays begin"), ("20260516", "Confirmation"),
          ("20260618", "3rd class school tour"), ("20260626", "School closes for summer")]
    out = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Scoil Mhic Dara//School Calendar 2025-26//EN"]
    for i, (d, s) in enumerate(ev):
        out += ["BEGIN:VEVENT", f"UID:smd-{i}@scoilmhicdara.ie", f"DTSTART;VALUE=DATE:{d}", f"SUMMARY:{s}",
                "END:VEVENT"]
    out.append("END:VCALENDAR")
    return "\n".join(out)


def t_principal_email(r, dt):
    return _eml(f"{PRINCIPAL} <principal@scoilmhicdara.ie>", "staff@scoilmhicdara.ie",
                "Standardised tests / Triailacha caighdeánaithe", dt, f"""
A chairde,

Just a reminder that the Drumcondra English and Maths tests for 2nd, 4th and 6th class (and 3rd and 5th
using Micra-T / Sigma-T) should be done between 11 and 22 May. Please put the STen scores into the shared
spreadsheet by Friday 29 May so I can complete the return to the Department and the end-of-year reports.

Reports go home on Aladdin on 19 June. Comment banks are in the staff folder.

Go raibh maith agaibh,
Gráinne
{PRINCIPAL}, Príomhoide""")


def t_report_comments(r, dt):
    lines = ["End of year report comments -- 3rd class -- draft", ""]
    for k in KIDS[:14]:
        lines.append(f"{k}: " + r.choice([
            f"{k} has worked hard this year and shows great enthusiasm in Irish conversation.",
            f"{k} is a kind and helpful member of our class and has made great progress with tables.",
            f"{k} reads fluently and with expression; next year focus on neat presentation.",
            f"{k} loved our outdoor learning afternoons and is a real scientist in the making.",
            f"{k} has grown in confidence and now shares ideas in class discussions."]))
    return "\n".join(lines)


# --------------------------------------------------------------------------- Study: M.Ed. (Projects), PME (Archive)

SUPERVISOR = "Dr Fionnuala Tierney"
THESIS = ("Learning beyond the classroom walls: an action research study of place-based outdoor learning and "
          "environmental awareness in a Third Class")


def t_thesis_draft(version: int):
    def f(r, dt):
        return "\n".join([
            "University of Galway -- School of Education", "Master of Education (M.Ed.) -- part-time",
            f"Dissertation draft v{version}", THESIS, f"{ME}   Student ID 24{r.randint(100000, 999999)}",
            f"Supervisor: {SUPERVISOR}", "",
            "Abstract",
            "This study explores how a weekly programme of place-based outdoor learning in the school grounds "
            "and the local shoreline influenced the environmental awareness and engagement of 27 pupils in a "
            "Third Class in a Galway primary school. Using an action research design over two cycles "
            "(September-December 2025 and January-April 2026), data were gathered through a pupil attitude "
            "survey, my reflective journal, pupil work samples and semi-structured interviews with two colleagues.",
            "",
            "Chapter 1 Introduction",
            "1.1 Background: outdoor learning in the Irish Primary School Curriculum and the Primary Curriculum "
            "Framework (NCCA, 2023).",
            "1.2 My values as a teacher and as Green-Schools coordinator.",
            "Chapter 2 Literature Review -- see separate file (v3).",
            "Chapter 3 Methodology -- action research (McNiff & Whitehead, 2011); ethics; validity.",
            "Chapter 4 Findings -- Theme 1: 'the yard is a classroom'; Theme 2: noticing and naming; Theme 3: "
            "pupil voice.",
            "Chapter 5 Discussion and conclusion.",
            f"Word count (excl. references and appendices): {14000 + version * 900}",
            "TODO: fix APA 7 references; Appendix C consent forms; ask Fionnuala re Chapter 4 length."])
    return f


def t_litreview(r, dt):
    return "\n".join([
        "Chapter 2 -- Literature Review (draft 3)", "",
        "2.1 Defining outdoor learning",
        "Outdoor learning has been described as an umbrella term for learning that takes place outside the "
        "classroom (Waite, 2011). Beames, Higgins and Nicol (2012) argue for a place-responsive pedagogy in "
        "which the local environment becomes the text of the lesson.",
        "2.2 Outdoor learning and children's wellbeing",
        "Studies in Scotland and Denmark report gains in engagement and wellbeing (Mygind, 2007; Mannion et "
        "al., 2015), though the evidence on attainment is mixed.",
        "2.3 Environmental awareness and connection to nature",
        "Chawla (2007) traces environmental commitment to significant childhood experiences in nature.",
        "2.4 The Irish context",
        "The Primary Curriculum Framework (NCCA, 2023) names the outdoors as a learning environment; "
        "Green-Schools (An Taisce) gives schools a structure, but little research exists on its classroom "
        "practice.", "2.5 Summary and research question",
        "How does a weekly place-based outdoor learning programme affect the environmental awareness of "
        "pupils in my Third Class?"])


def t_method(r, dt):
    return "\n".join([
        "Chapter 3 Methodology", "3.1 Research paradigm: interpretivist, practitioner inquiry.",
        "3.2 Action research: two cycles of plan - act - observe - reflect (Kemmis & McTaggart).",
        "3.3 Participants: 27 pupils (14 girls, 13 boys, age 8-9); two critical friends (colleagues).",
        "3.4 Data collection: pupil survey (pre/post, 12 items, smiley-face Likert); reflective journal; "
        "work samples; semi-structured interviews.", "3.5 Data analysis: reflexive thematic analysis "
        "(Braun & Clarke, 2022), coded in NVivo.",
        "3.6 Ethics: approved by the School of Education Research Ethics Committee; board of management "
        "permission; parental consent and child assent in English and Irish; right to withdraw.",
        "3.7 Validity: triangulation, critical friends, validation group with M.Ed. peers."])


def t_ethics(r, dt):
    return "\n".join([
        "University of Galway -- School of Education Research Ethics Committee",
        f"Decision letter -- {_d(dt)}", f"Applicant: {ME} (M.Ed., part-time)", f"Supervisor: {SUPERVISOR}",
        f"Project title: {THESIS}", f"Reference: SOE-REC-2025-{r.randint(100, 199)}",
        "Decision: APPROVED, subject to the minor amendments below.",
        "1. The child assent form should use simpler wording and include pictures.",
        "2. Data must be stored on the university OneDrive, not on a personal device.",
        "3. Interview audio to be deleted after transcription.",
        "Approval is valid until 31 December 2026.", "Chairperson, SOE-REC"])


def t_consent(r, dt):
    return "\n".join([
        "Litir chuig Tuismitheoirí / Letter to Parents and Guardians", f"{_d(dt)}",
        "A thuismitheoir, a chara,",
        "Táim ag tabhairt faoi Mháistreacht san Oideachas in Ollscoil na Gaillimhe. Mar chuid de, beidh mé ag "
        "déanamh taighde ar fhoghlaim lasmuigh sa rang.",
        "Dear Parent/Guardian, I am completing a Master of Education at the University of Galway. As part of "
        "my dissertation I am researching how outdoor learning affects children's awareness of nature in our "
        "3rd class. Your child will take part in lessons as normal; with your consent I would like to use "
        "their anonymous survey answers and samples of their work.",
        "No names will be used. You may withdraw your child at any time without any effect on their schooling.",
        "Please sign and return the slip below.",
        "I consent / Aontaím: ____________   Child's name: ____________",
        f"Le meas, {ME} (Múinteoir Róisín)"])


def t_interview(r, dt):
    return "\n".join([
        "Interview transcript -- Critical friend T2 -- anonymised",
        "R: Can you tell me what you noticed when the class came back in from the outdoor sessions?",
        "T2: They were calmer, honestly. And the language -- they were using words like 'habitat' and "
        "'decompose' without being prompted.",
        "R: Was there anything that didn't work?",
        "T2: The wet days. And the first few weeks were chaos, you'd remember yourself.",
        "R: Did you see any change in the children who find the classroom hard?",
        "T2: Yeah, one or two of the lads who struggle with writing were leading the minibeast hunt.",
        "R: Thanks, that's really helpful. I'll send you the transcript to check.",
        "[Transcribed by R. Keaveney; audio deleted per ethics condition 3]"])


def t_survey(r, dt):
    rows = ["Pupil code;Cycle;Q1 I like being outside;Q2 I can name 5 trees;Q3 Litter hurts animals;"
            "Q4 I notice birds;Q5 I want to protect nature;Total"]
    for i in range(1, 28):
        for c in ("pre", "post"):
            v = [r.randint(1, 5) for _ in range(5)]
            rows.append(f"P{i:02d};{c};" + ";".join(map(str, v)) + f";{sum(v)}")
    return "\n".join(rows)


def t_journal(r, dt):
    return "\n".join([
        f"Reflective journal -- {_d(dt)}",
        "Outdoor session 14: we walked to the shore at Silverstrand with the rock-pool ID sheets.",
        "What happened: two groups found crabs and a blenny; one group more interested in throwing stones.",
        "What I learned: I need clearer roles (recorder, finder, photographer) before we leave the school.",
        "Pupil voice: 'Múinteoir, the sea is like a big classroom with no roof' (P11).",
        "Next cycle: add the picture glossary in Irish (portach, carraig, feamainn) -- link to Gaeilge.",
        "For Chapter 4: evidence for theme 2 (noticing and naming)."])


def t_feedback(r, dt):
    return "\n".join([
        "M.Ed. dissertation -- supervisor feedback", f"Student: {ME}", f"Supervisor: {SUPERVISOR}",
        f"Date: {_d(dt)}", "",
        "Overall this is a strong draft and the voice of the practitioner comes through well.",
        "1. Chapter 2 needs a clearer critical stance: you summarise the studies but say little about their "
        "limitations. Aim for 5,000-5,500 words.",
        "2. Chapter 3: justify action research against a case-study design; say more about your dual role "
        "as teacher and researcher and about power.",
        "3. Chapter 4: too many pupil quotes -- choose the strongest and interpret them.",
        "4. Referencing: several in-text citations are missing from the list (Chawla 2007; Mannion et al. 2015).",
        "Please send the full draft by 30 June; final submission date is 14 August 2026 via Canvas.",
        "Happy to meet on Teams next week -- send me two or three times.", "Fionnuala"])


def t_med_fees(r, dt):
    return "\n".join([
        "University of Galway -- Fees Office", "Statement of fees -- academic year 2025/26",
        f"Student: {ME}", "Programme: Master of Education (part-time), year 2 of 2",
        "Tuition fee: €3,850.00", "Student levy: €0.00 (part-time)", "Paid 1st instalment: €1,925.00",
        f"Paid 2nd instalment: €1,925.00 ({_d(dt)})", "Balance due: €0.00",
        "Tax relief on tuition fees may be claimed through Revenue myAccount."])


def t_module_assign(r, dt):
    return "\n".join([
        "ED6107 Research Methods in Education -- Assignment 2", f"{ME}", "Submitted via Canvas",
        "Title: A critical comparison of action research and case study for a classroom inquiry.",
        "Introduction: this assignment compares two qualitative designs I considered for my dissertation...",
        "Action research is cyclical and seeks improvement of one's own practice (McNiff, 2013), while the "
        "case study seeks to understand a bounded system in depth (Stake, 1995).",
        "Conclusion: action research suits my question because I want to change my own practice.",
        "Word count 3,012. Grade: 68% (H2.1). Lecturer comment: 'well argued; more on ethics'."])


def t_med_timeline(r, dt):
    rows = ["Task;Start;Finish;Status"]
    for t, s, e, st in [("Ethics application", "2025-06-01", "2025-08-15", "done"),
                        ("Cycle 1 outdoor lessons", "2025-09-08", "2025-12-12", "done"),
                        ("Cycle 2 outdoor lessons", "2026-01-12", "2026-04-24", "done"),
                        ("Transcribe interviews", "2026-04-27", "2026-05-08", "done"),
                        ("Chapter 2 rewrite", "2026-05-11", "2026-06-12", "in progress"),
                        ("Chapter 4 findings", "2026-06-01", "2026-07-03", "to do"),
                        ("Full draft to Fionnuala", "2026-06-30", "2026-06-30", "to do"),
                        ("Proofread + binding", "2026-08-01", "2026-08-12", "to do"),
                        ("Submit on Canvas", "2026-08-14", "2026-08-14", "to do")]:
        rows.append(f"{t};{s};{e};{st}")
    return "\n".join(rows)


def t_thesis_todo(r, dt):
    return "\n".join([
        "thesis - before end of June",
        "- ch2: add limitations para after Mygind, critical stance!!",
        "- ch3 positionality: teacher AND researcher, power w/ 8 yr olds",
        "- cut quotes in ch4, keep P11 'big classroom with no roof'",
        "- refs missing: Chawla 2007, Mannion 2015 -> zotero",
        "- appendix C consent forms (bilingual version)",
        "- email Fionnuala times for Teams: Tue 4pm / Thu 7pm",
        "- book library carrel for July?"])


def t_med_application(r, dt):
    return "\n".join([
        "Personal statement -- Master of Education (part-time), University of Galway", f"{ME}", "",
        "I qualified as a primary teacher through the Professional Master of Education at Hibernia College "
        "in 2019 and have taught in Ireland and, for one year, in Dubai. Since 2022 I have taught in a "
        "Galway national school where I coordinate the Green-Schools programme.",
        "I would like to research how outdoor learning can be built into ordinary classroom practice, and to "
        "develop as a reflective practitioner and a future leader in my school.",
        "I can commit to the part-time schedule of Friday evening and Saturday sessions over two years.",
        "Referees: Gráinne Ní Chonghaile (Principal), Dr ____ (Hibernia College)."])


def t_reading_notes(r, dt):
    return "\n".join([
        "# Reading notes -- outdoor learning",
        "## Waite, S. (2011) Teaching and learning outside the classroom: personal values, alternative "
        "pedagogies and standards. Education 3-13, 39(1), 65-82.",
        "- teachers' personal values drive outdoor practice more than policy",
        "- 'standards agenda' pushes learning back indoors",
        "## Chawla, L. (2007) Childhood experiences associated with care for the natural world.",
        "- significant life experiences; role of a caring adult",
        "## Mannion, G., Fenwick, A. & Lynch, J. (2013) Place-responsive pedagogy.",
        "- learning WITH place, not just IN it -> my shoreline sessions",
        "Use for ch2 sections 2.1 and 2.3"])


def t_pme_transcript(r, dt):
    return "\n".join([
        "Hibernia College -- Academic Transcript", f"Student: {ME}",
        "Programme: Professional Master of Education (Primary Teaching), 2017-2019",
        "Modules: Foundations of Education; Literacy and Language; Numeracy; Gaeilge; SESE; Arts Education; "
        "Inclusive Education; School Placement 1-3; Research Project",
        f"Research project: Using peer assessment in 4th class writing -- grade {r.choice(['H2.1', 'H1'])}",
        "School Placement 3: Merit", "Award: Professional Master of Education, Second Class Honours Grade 1",
        "Conferred: November 2019", "Registrar"])


def t_pme_placement(r, dt):
    return "\n".join([
        "Hibernia College -- School Placement 2 -- Tutor report", f"Student teacher: {ME}",
        f"School: St. Brendan's NS, Loughrea   Class: 2nd class   Visit date: {_d(dt)}",
        "Planning: detailed, well-differentiated, clear learning objectives.",
        "Teaching: good pace; use of concrete materials in maths; Irish lesson lively with songs.",
        "Classroom management: calm and consistent; consider positioning during group work.",
        "Assessment: exit tickets used well; record keeping to be developed.", "Grade: Merit",
        f"Tutor: {_p(r)}"])


def t_pme_assign(r, dt):
    return "\n".join([
        "Inclusive Education -- Assignment 1 (Hibernia PME)", ME,
        "Title: Supporting pupils with dyslexia in the mainstream primary classroom",
        "Drawing on the Continuum of Support (NEPS, 2007) this essay considers classroom-level strategies...",
        "Multi-sensory approaches, assistive technology and pre-teaching of vocabulary...",
        "Grade awarded: 64% (H2.2)"])


# --------------------------------------------------------------------------- Wedding (Projects)

VENUE = "Cregg Abbey House Hotel, Athenry, Co. Galway"
WED_DAY = "Saturday 10 October 2026"


def t_venue_contract(r, dt):
    return "\n".join([
        "Cregg Abbey House Hotel", "Athenry, Co. Galway  |  weddings@creggabbey.ie  |  091 84 4412",
        "Wedding Agreement", f"Couple: {ME} & {PARTNER}", f"Date of wedding: {WED_DAY}",
        "Package: Abbey Classic -- drinks reception (mulled wine, tea/coffee and cake on arrival), "
        "five-course meal, half bottle of house wine per guest, glass of bubbly for the toast, evening food "
        "(cocktail sausages, chips, cocktail sandwiches)", "Minimum numbers: 120 adults. Price: €89.00 per adult; "
        "children under 12: €35.00",
        "Complimentary bridal suite on the night; room block of 25 rooms at €145 B&B, release date 10 August.",
        "Deposit paid: €2,000.00 (non-refundable). Second payment of €5,000 due 10 June 2026.",
        "Final numbers 14 days before the wedding; balance payable on the morning of the wedding.",
        "Corkage not permitted. Band to finish by 1:30 am; residents' bar until 2:30 am.",
        f"Signed on behalf of the hotel: {_p(r)}, Wedding Coordinator    Date: {_d(dt)}"])


def t_venue_email(r, dt):
    return _eml("Clare Fahy <weddings@creggabbey.ie>", f"{ME} <roisin.keaveney@gmail.com>",
                "Re: Menu tasting and second payment", dt, """
Hi Róisín,

Lovely to hear from you. We'd be delighted to have you and Darragh in for your menu tasting on Thursday
11 June at 6.30pm -- you're welcome to bring two others.

Just a reminder that your second stage payment of €5,000 falls due on 10 June. You can pay by bank
transfer to the account on your agreement (please quote KEAVENEY-HESSION 10/10) or by card at reception.

I've also attached the updated room-block list; so far 11 of your 25 rooms have been booked by guests.

Kind regards,
Clare
Wedding Coordinator, Cregg Abbey House Hotel""")


def t_church_letter(r, dt):
    return "\n".join([
        "Parish of Cloonbeg and Kilkerrin", "Parochial House, Cloonbeg, Mountbellew, Co. Galway",
        f"{_d(dt)}", "Dear Róisín and Darragh,",
        f"I am happy to confirm that St. Kerrill's Church, Cloonbeg is booked for your marriage on {WED_DAY} "
        "at 1:00 pm.",
        "Please complete the Pre-Nuptial Enquiry forms with your own priests at least three months before the "
        "wedding and bring recent copies (issued within six months) of your baptismal certificates, with "
        "notes of Confirmation, to the meeting.",
        "Darragh's baptismal certificate will need to come from the parish of Claregalway.",
        "A contribution to the church of your choosing is customary; the sacristan and organist are arranged "
        "separately. Please let me know your choir or musicians.",
        "With every good wish, Fr. Michael Kenny PP"])


def t_band(r, dt):
    return "\n".join([
        "THE LATE ARRIVALS -- wedding band", "Booking confirmation and terms",
        f"Client: {ME} & {PARTNER}", f"Event: wedding, {WED_DAY}", f"Venue: {VENUE}",
        "Package: 5-piece band, 2 x 60-min sets (10pm - 12:30am approx.), DJ set until 1:30am, "
        "first dance learned on request, sound and lights.",
        "Fee: €2,950.00. Booking deposit €500 received with thanks. Balance due 7 days before the event.",
        "Couple to provide: a hot meal for 6 and a room or space to change. Power within 10m of the stage.",
        "Cancellation by the client within 6 months forfeits the deposit.",
        "First dance request: 'Beautiful Crazy' (Luke Combs) -- confirm by September.",
        f"Signed: {_p(r)}, band manager   {_d(dt)}"])


def t_photographer(r, dt):
    return "\n".join([
        "Saoirse Lane Photography -- Wedding Photography Agreement", f"Clients: {ME} & {PARTNER}",
        f"Wedding date: {WED_DAY}. Locations: bride's family home (Cloonbeg), St. Kerrill's Church, "
        "Cregg Abbey House Hotel", "Coverage: bridal prep 10:00 until first dance (approx. 10:30pm).",
        "Deliverables: online gallery of 500+ edited images within 8 weeks; 30-page fine-art album.",
        "Total fee: €2,450.00. Retainer €600.00 paid. Balance due 14 days before the wedding.",
        "Second shooter: included. Travel: included within 60 km of Galway.", f"Dated {_d(dt)}"])


def t_florist(r, dt):
    return "\n".join([
        "Bláth & Bloom Florist, Vicar Street, Tuam", f"Invoice INV-2026-{r.randint(100, 199)}   {_d(dt)}",
        f"Customer: {ME}   Event date: 10/10/2026", "Bridal bouquet (garden roses, eucalyptus, heather): €185.00",
        "2 x bridesmaid bouquets: €190.00", "6 x buttonholes: €72.00", "2 x corsages (mothers): €50.00",
        "Church pew ends x 10: €220.00", "Top table arrangement: €160.00", "14 x table centrepieces: €420.00",
        "Subtotal: €1,297.00", "Deposit paid (25%): €324.25", "Balance due on delivery: €972.75",
        "Thank you! Colour palette noted: sage, dusky pink, ivory."])


def t_dress(r, dt):
    return "\n".join([
        "Ivory Lane Bridal, Middle Street, Galway", f"Order confirmation   {_d(dt)}",
        f"Bride: {ME}", "Gown: 'Maeve' by Rosa Clará Couture, size 10, ivory, ordered to measure",
        "Price: €1,890.00   Deposit paid: €945.00", "Expected delivery: July 2026",
        "Alteration fittings: 3 fittings included; first fitting August, final fitting 1st week October",
        "Veil: cathedral length, €240.00 (to be confirmed)", "Please bring your shoes to the first fitting."])


def t_budget(r, dt):
    rows = ["Item;Budget;Quote;Paid;Balance;Notes"]
    items = [("Venue (130 x €89)", 11570, 2000), ("Band + DJ", 2950, 500), ("Photographer", 2450, 600),
             ("Videographer", 1800, 0), ("Flowers", 1297, 324), ("Dress + veil", 2130, 945),
             ("Suits (hire x 4)", 680, 0), ("Rings", 1900, 0), ("Church + choir + organist", 650, 0),
             ("Hair & make-up", 900, 150), ("Cars", 450, 0), ("Stationery + favours", 400, 85),
             ("Cake", 550, 0), ("Hotel room (night before)", 260, 0)]
    for name, quote, paid in items:
        rows.append(f"{name};{quote + r.randint(-200, 200)};{quote};{paid};{quote - paid};")
    rows.append(f"TOTAL;33000;{sum(i[1] for i in items)};{sum(i[2] for i in items)};;"
                "Mam & Dad giving €5k towards the day")
    return "\n".join(rows)


def t_guests(r, dt):
    rows = ["Name;Side;Invited to;RSVP;Dietary;Table"]
    fam = ["Keaveney", "Hession", "Fahy", "Cloonan", "Mannion", "Burke", "Greaney", "Kenny", "Lally", "Hynes"]
    for i in range(60):
        rows.append(f"{r.choice(FIRST)} {r.choice(fam)};{r.choice(['R', 'D'])};"
                    f"{r.choice(['Day', 'Day', 'Day', 'Evening'])};{r.choice(['yes', 'yes', 'no', 'pending'])};"
                    f"{r.choice(['', '', '', 'coeliac', 'vegetarian', 'no shellfish'])};{r.randint(1, 14)}")
    return "\n".join(rows)


def t_civil_reg(r, dt):
    return "\n".join([
        "HSE Civil Registration Service -- Oifig an Chláraitheora", "Marriage notification appointment",
        f"Parties: {ME} and {PARTNER}", f"Intended date of marriage: {WED_DAY}",
        "Appointment: Civil Registration Office, Galway -- both parties must attend in person",
        f"Booked on: {_d(dt)}", "Bring: passports, PPS numbers, birth certificates, details of the solemniser "
        "(Fr. Michael Kenny, registered solemniser), names and dates of birth of two witnesses, €200 fee.",
        "You must give at least three months' notice. Your Marriage Registration Form (MRF) will be issued "
        "at this appointment and must be given to the solemniser before the ceremony."])


def t_accord(r, dt):
    return "\n".join([
        "ACCORD Marriage Preparation Programme -- booking confirmation", f"Couple: {ME} & {PARTNER}",
        "Course: one-day programme, Saturday 25 April 2026, 9:30am - 5:00pm, Accord Centre, Galway",
        "Fee: €180 per couple (paid)", "A certificate of attendance will be given on the day for your priest.",
        "Topics: communication, conflict, finances, family of origin, faith and the sacrament."])


def t_readings(r, dt):
    return "\n".join([
        "Wedding ceremony -- readings and music (draft for Fr. Kenny)",
        "First reading: Song of Songs 2:8-10, 14, 16; 8:6-7 -- read by Clíona (sister)",
        "Psalm: 'The Lord is my shepherd' -- sung by choir", "Second reading: 1 Corinthians 13:4-13 -- read by "
        "Darragh's cousin Emer", "Gospel: John 15:9-12",
        "Prayers of the faithful: one in Irish -- 'Go mbeannaí Dia Róisín agus Darragh...' -- Ciarán "
        "(on video from Perth?)", "Signing of the register: 'An Raibh Tú ag an gCarraig?' fiddle + harp",
        "Exit: 'Signed, Sealed, Delivered' -- organ? ask choir"])


def t_save_date(r, dt):
    return "\n".join([
        "Save the date wording - options",
        "1) Róisín & Darragh are getting married! Save the date: 10.10.2026, Cloonbeg & Cregg Abbey. "
        "Invitation to follow.", "2) Sábháil an dáta -- Róisín agus Darragh -- 10 Deireadh Fómhair 2026",
        "order 120 cards from the printer in Tuam (matt, sage green), post by end of March",
        "Mam wants the Irish one for Nana"])


def t_first_dance(r, dt):
    return "\n".join(["first dance shortlist", "- Beautiful Crazy - Luke Combs (D's pick)",
                      "- The Parting Glass (slow version)?? maybe for end of night", "- Thinking Out Loud - no!",
                      "- Make You Feel My Love - Adele", "ask Late Arrivals if they can learn Beautiful Crazy",
                      "dance lessons? Salthill studio, 4 x 45 min €160"])


def t_hen(r, dt):
    return _eml("Clíona Keaveney <cliona.keaveney@outlook.com>", f"{ME} <roisin.keaveney@gmail.com>",
                "hen (don't read if you want a surprise!!)", dt, """
Ro,

Ok I'm not telling you where, but I need you to tell me (1) the weekend in September that suits -- 12th
or 19th? -- and (2) who you DON'T want me to invite, because Mam has given me a list of cousins as long
as my arm. Budget-wise I'm thinking €180 a head for two nights including one activity.

Also the bridesmaid dresses -- I found sage ones in ASOS for €79, will send you the link.

Love you, x
Clíona""")


# --------------------------------------------------------------------------- Mortgage (Projects Finance)

BROKER = "Westway Mortgage Advisors, 3 Eyre Square, Galway"


def t_aip(r, dt):
    return "\n".join([
        "Bank of Ireland Mortgages", "Approval in Principle", f"Date of issue: {_d(dt)}",
        f"Applicants: {ME} and {PARTNER}", f"Address: {ADDR}", f"Application reference: MTG-{r.randint(10**7, 10**8)}",
        "We are pleased to confirm that your mortgage application has been approved in principle for:",
        "Loan amount: up to €440,000.00   Term: 30 years   Purchase price up to: €490,000",
        "Product: 4-year fixed green rate (subject to BER A1-B3) or variable rate",
        "Loan to value: not more than 90%. Loan to income: 3.7x combined gross basic income.",
        "This approval in principle is valid for six months from the date of issue and is subject to: "
        "satisfactory valuation of the property; an up-to-date credit check; confirmation that your "
        "financial circumstances have not changed; mortgage protection life cover; home insurance.",
        "This is not a loan offer. A Letter of Offer will issue when you have found a property.",
        f"Your broker: {BROKER}"])


def t_factfind(r, dt):
    rows = ["Section;Applicant 1;Applicant 2"]
    rows += [f"Name;{ME};{PARTNER}", "Date of birth;14/11/1992;03/05/1991",
             "Employer;Department of Education (Scoil Mhic Dara);Corrib Medical Devices Ltd",
             "Occupation;Primary teacher (permanent);Process engineer (permanent)",
             f"Gross basic salary;{r.randint(51000, 54000)};{r.randint(66000, 71000)}",
             "Overtime / bonus;0;4,200 (annual bonus, not guaranteed)",
             "Current rent;1,850 per month (joint);", f"Savings -- credit union;{r.randint(21000, 26000)};",
             f"Savings -- AIB / Trading 212;{r.randint(9000, 14000)};{r.randint(18000, 24000)}",
             "Gift from parents;25,000 (Tom & Bernie Keaveney);", "Loans;none;car loan 6,400 (ends 2027)",
             "First-time buyers;yes;yes", "Help to Buy eligible;if new build;if new build",
             "Target area;Oranmore, Claregalway, Knocknacarra;", "Adviser;Conall Burke QFA, Westway;"]
    return "\n".join(rows)


def t_mortgage_checklist(r, dt):
    return "\n".join([
        "Westway Mortgage Advisors -- document checklist for your mortgage application", "",
        "For each applicant:", "[x] Photo ID (passport) and proof of address (utility bill < 6 months)",
        "[x] Last 3 payslips (teachers: Department of Education payslips)", "[x] Salary certificate signed by "
        "employer", "[x] Employment Detail Summary / Statement of Liability for last 2 years (Revenue myAccount)",
        "[x] 6 months' current account statements", "[x] 6 months' statements for all savings accounts, incl. "
        "credit union", "[ ] 6 months' rent payment proof (tenancy agreement + bank statements)",
        "[x] Gift letter signed by the donors + donors' bank statement showing the funds",
        "[ ] Help to Buy: access code from Revenue (new builds only)", "[ ] Solicitor's details",
        "Note: any missed payments or unpaid direct debits on statements will need an explanation."])


def t_gift_letter(r, dt):
    return "\n".join([
        "Gift Letter", f"Date: {_d(dt)}", "To whom it may concern,",
        f"We, Tom Keaveney and Bernadette Keaveney, of {FARM_ADDR}, confirm that we are giving a gift of "
        f"€25,000 (twenty-five thousand euro) to our daughter {ME} towards the purchase of a home with her "
        f"partner {PARTNER}.",
        "This is a gift and not a loan. It does not have to be repaid and we will have no interest in or "
        "claim on the property.", "The money is held in our joint account with Tuam Credit Union and will be "
        "transferred before the purchase completes.",
        "We understand the gift is within the Group A Capital Acquisitions Tax threshold.",
        "Signed: ____________ Tom Keaveney     ____________ Bernadette Keaveney"])


def t_salary_cert(r, dt):
    return "\n".join([
        "Salary Certificate -- for mortgage purposes", f"Employee: {ME}   PPSN: {PPSN}",
        "Employer: Department of Education (paying authority) / Board of Management, Scoil Mhic Dara, "
        f"roll number {ROLL}", "Position: Mainstream class teacher, permanent, whole-time, since 01/09/2022",
        f"Basic annual salary: €{r.randint(51000, 54000):,}.00 (common basic scale, point 8)",
        "Allowances: none", "Probation: completed. Not under notice.",
        f"Signed: {PRINCIPAL}, Principal     Date: {_d(dt)}", "School stamp"])


def t_savings_tracker(r, dt):
    rows = ["Month;Credit union;AIB saver;Trading 212;Total;Goal 60k deposit+fees"]
    total = 18000
    d = datetime(2024, 9, 1)
    while d < dt.replace(tzinfo=None):
        total += r.randint(1100, 2100)
        cu = int(total * 0.45)
        aib = int(total * 0.25)
        rows.append(f"{d:%b %Y};{cu};{aib};{total - cu - aib};{total};{round(total / 600)}%")
        d = (d + timedelta(days=32)).replace(day=1)
    return "\n".join(rows)


def t_viewings(r, dt):
    return "\n".join([
        "viewings",
        "sat - 22 Cois Chláir, Claregalway - 3 bed semi-d, asking 425k, BER C1, garden north facing, "
        "needs windows. DNG. Offers already 440?",
        "sat - Oranmore, Coill Mhuire show house - new build A2, 465k, HTB yes! 30k back. Phase 3 released "
        "July. Site 14 end of terrace",
        "sun - Knocknacarra, Ard Aoibhinn - 3 bed, 495k, over budget, gorgeous kitchen tho",
        "ask Conall: can AIP go to 455k if D's bonus counts?",
        "book Coill Mhuire sales agent call Mon"])


def t_htb(r, dt):
    return "\n".join([
        "Revenue -- Help to Buy (HTB) incentive", "Application -- stage 1 confirmation",
        f"Applicants: {ME} (PPSN {PPSN}) and {PARTNER}", f"Application ID: HTB{r.randint(10**6, 10**7)}",
        "Status: application submitted -- access code issued", "Maximum relief available based on income "
        "tax paid in the previous four years: €30,000 (combined)",
        "Qualifying property: a new build to be used as your main residence, purchase price not above €500,000.",
        "Your access code must be given to your mortgage provider and solicitor. To claim, you must sign a "
        "contract for the property and draw down at least 70% loan-to-value.", "Valid until: 31 December 2026"])


def t_cu_stmt_mortgage(r, dt):
    bal = r.randint(20000, 24000)
    lines = ["Corrib Credit Union Ltd -- member statement", f"Member: {ME}   Member no. 41{r.randint(1000, 9999)}",
             f"Period: 6 months to {_d(dt)}", "Date;Description;Lodgement;Withdrawal;Balance"]
    for i in range(6, 0, -1):
        bal += 1000
        d = dt - timedelta(days=i * 30)
        lines.append(f"{_iso(d)};Payroll deduction DES;1,000.00;;{bal:,}.00")
    lines.append(f"Shares balance: €{bal:,}.00   Loans: none")
    return "\n".join(lines)


# --------------------------------------------------------------------------- Portugal (Projects Travel)

def t_ryanair(r, dt):
    return "\n".join([
        "Ryanair -- Booking confirmation", f"Reservation number: {r.choice('ABCDEFGHJK')}{r.randint(10000, 99999)}"
        f"{r.choice('LMNPQRSTUV')}", f"Booked: {_d(dt)}",
        "Flight FR 7142  Shannon (SNN) 06:25 -> Faro (FAO) 10:05  Saturday 11 July 2026",
        f"Passengers: MS {ME.upper()}, MR {PARTNER.upper()}", "Fare: Regular bundle x 2 -- 20kg checked bag x 1, "
        "reserved seats 14B 14C", "Total paid: €412.86", "Check-in opens 24 hours before departure (free with "
        "reserved seating from 60 days).", "Travel documents: valid passport."])


def t_aerlingus(r, dt):
    return "\n".join([
        "Aer Lingus -- Your booking is confirmed", f"Booking reference: {r.choice('XYZW')}{r.randint(1000, 9999)}K",
        "Tuesday 21 July 2026  EI 485  Lisbon (LIS) 13:05 -> Dublin (DUB) 15:30",
        f"Passengers: {ME}, {PARTNER}", "Fare: Saver + 1 checked bag (20kg)", "Total: €338.40",
        "Manage your booking at aerlingus.com"])


def t_airbnb(r, dt):
    return "\n".join([
        "Airbnb -- Reservation confirmed", "Casa Azul -- whole home hosted by Marta",
        "Rua da Barroca 22, 8600-584 Lagos, Portugal", "Check-in: Sat 11 July 2026, 15:00",
        "Checkout: Thu 16 July 2026, 11:00", "Guests: 2 adults", "5 nights x €148.00 = €740.00",
        "Cleaning fee: €45.00   Service fee: €111.35   Total (EUR): €896.35",
        f"Confirmation code: HM{r.randint(10**7, 10**8)}", "Directions: 10 min walk to Praia da Batata; "
        "parking on the street, blue zone free after 7pm."])


def t_lisbon_hotel(r, dt):
    return "\n".join([
        "Booking.com -- booking confirmation", "Hotel Miradouro Alfama, Rua de São Miguel 41, Lisbon",
        f"Confirmation number: {r.randint(4000000000, 4999999999)}", "Check-in Thursday 16 July 2026 (from 14:00)",
        "Check-out Tuesday 21 July 2026 (until 12:00)", "Double room with river view, breakfast included",
        "Price: €1,085.00 (5 nights) -- pay at the property", "Free cancellation until 9 July 2026",
        "City tax: €4 per person per night, payable at hotel"])


def t_carhire(r, dt):
    return "\n".join([
        "DiscoverCars.com -- booking voucher", f"Booking: DC-{r.randint(10**6, 10**7)}",
        "Pick-up: Faro Airport, Sat 11 Jul 2026 10:30   Drop-off: Faro Airport, Thu 16 Jul 2026 09:00",
        "Supplier: Centauro   Car: Fiat 500 or similar, manual, A/C", f"Main driver: {ME}",
        "Price: €186.20 incl. full coverage", "Fuel policy: full to full. Via Verde toll transponder: €2/day "
        "at the desk.", "Bring: driving licence, passport, credit card in the driver's name."])


def t_cp_train(r, dt):
    return "\n".join([
        "CP -- Comboios de Portugal", "Bilhete / Ticket", "Alfa Pendular 184 / Intercidades",
        "Faro 09:48 -> Lisboa Oriente 12:50   16/07/2026", f"Passageiros: {ME}, {PARTNER}",
        "Classe: 2.a   Carruagem 5  Lugares 61, 62", "Preço total: 48,60 EUR",
        f"Código: {r.randint(10**9, 10**10)}", "Apresente este bilhete no telemóvel ou impresso."])


def t_itinerary(r, dt):
    return "\n".join([
        "Portugal July 2026 -- plan", "Sat 11: SNN 06:25 -> Faro, car, drive to Lagos (1h), Casa Azul",
        "Sun 12: Ponta da Piedade boat trip (book!), Praia do Camilo", "Mon 13: Benagil caves kayak 9am",
        "Tue 14: Sagres + Cabo de São Vicente, sunset", "Wed 15: beach day, dinner at A Forja",
        "Thu 16: return car Faro 9:00, train 09:48 to Lisbon, Alfama hotel",
        "Fri 17: tram 28, Castelo, Time Out market", "Sat 18: Sintra day trip (Pena palace tickets online)",
        "Sun 19: Belém -- pastéis!, LX Factory", "Mon 20: free day / Cascais", "Tue 21: EI 485 LIS 13:05 -> DUB",
        "budget approx €2,800 all in -- keep it cheap, wedding!!"])


def t_packing(r, dt):
    return "\n".join(["packing portugal", "passports (D's expires 2027 ok)", "EHIC cards x2",
                      "euro cash ~200", "sun cream 50, after sun", "adapter - no, same plug",
                      "hiking runners for Ponta da Piedade", "swimsuits x2, beach towels (airbnb has?)",
                      "thesis laptop?? NO", "chargers, kindle", "tablets, plasters, Imodium"])


def t_ehic(r, dt):
    return "\n".join([
        "HSE -- European Health Insurance Card (EHIC)", "Your EHIC renewal has been processed",
        f"Cardholder: {ME}   PPSN ending ...{PPSN[-4:]}", "Card valid until: 05/2031",
        "Your card will be posted to the address we hold for you within 10 working days.",
        "The EHIC gives access to state-provided healthcare during a temporary stay in another EU/EEA "
        "country, Switzerland or the UK. It is not a substitute for travel insurance."])


# --------------------------------------------------------------------------- Finance (Areas)

def t_payslip(r, dt):
    gross = r.uniform(1990, 2060)
    paye = gross * 0.138
    usc = gross * 0.031
    prsi = gross * 0.041
    pens = gross * 0.065
    asc = max(0.0, (gross - 1346) * 0.10)
    into = 16.42
    cu = 1000.0 / 2.17
    net = gross - paye - usc - prsi - pens - asc - into - cu
    return "\n".join([
        "An Roinn Oideachais / Department of Education -- Primary Teachers' Payroll, Athlone",
        f"Payslip -- Pay date: {_d(dt)}   Fortnightly",
        f"Name: {ME}   PPSN: {PPSN}   Payroll no: 07{r.randint(100000, 999999)}",
        f"School: Scoil Mhic Dara ({ROLL})   Grade: Teacher, Scale Point 8   Tax basis: Cumulative",
        f"Basic salary: €{gross:,.2f}", "Deductions:", f"  PAYE: €{paye:,.2f}", f"  USC: €{usc:,.2f}",
        f"  PRSI Class A1: €{prsi:,.2f}", f"  Single Scheme pension contribution: €{pens:,.2f}",
        f"  Additional Superannuation Contribution (ASC): €{asc:,.2f}", f"  INTO subscription: €{into:,.2f}",
        f"  Corrib Credit Union: €{cu:,.2f}", f"Net pay: €{net:,.2f}", f"Paid to: AIB ...{IBAN[-4:]}",
        f"Tax credits this period: €{4000 / 26:,.2f}   Standard rate cut-off: €{44000 / 26:,.2f}"])


def t_tcc(r, dt):
    return "\n".join([
        "Revenue -- Tax Credit Certificate 2026", f"{ME}   PPSN {PPSN}", f"Date of issue: {_d(dt)}",
        "Employer: Department of Education   Employer registration no: 0000123T", "Tax credits:",
        "  Personal Tax Credit: €2,000", "  Employee (PAYE) Tax Credit: €2,000", "  Rent Tax Credit: €1,000",
        "  Total: €5,000 per year", "Rate band: 20% on the first €44,000; 40% on the balance",
        "USC: cumulative basis", "Flat rate expenses (teachers, primary): €518 allowed",
        "Please check your details in myAccount. This replaces any previous certificate for 2026."])


def t_sol(year: int):
    def f(r, dt):
        income = r.randint(49000, 53000)
        tax = income * 0.2 - 4000 + r.randint(-300, 300)
        return "\n".join([
            f"Revenue -- Statement of Liability {year}", f"{ME}   PPSN {PPSN}", "Single assessment",
            f"Gross income from employment (Department of Education): €{income:,.2f}",
            "Less: flat rate expenses €518.00; pension contributions (net pay arrangement)",
            "Tax credits: personal, employee, rent tax credit", f"Tax due: €{tax:,.2f}",
            f"Tax paid: €{tax + r.randint(50, 600):,.2f}", "Health expenses relief (20%): included",
            "Tuition fees relief: included" if year >= 2024 else "Tuition fees relief: none",
            f"Result: overpayment -- refund of €{r.randint(180, 900):,.2f} will be paid to your bank account",
            f"Issued {_d(dt)}"])
    return f


def t_peoy(r, dt):
    return "\n".join([
        "Revenue -- Preliminary End of Year Statement 2025", f"{ME}   PPSN {PPSN}",
        "This statement is based on the information your employer reported to Revenue in 2025.",
        f"Pay: €{r.randint(49000, 53000):,.2f}   Tax deducted: €{r.randint(6000, 7200):,.2f}",
        f"USC deducted: €{r.randint(1300, 1700):,.2f}",
        "You may be due a refund. Complete an Income Tax Return to claim credits such as health expenses, "
        "tuition fees, rent tax credit or flat rate expenses."])


def t_aib_stmt(r, dt):
    bal = r.uniform(1200, 3200)
    lines = ["AIB -- Personal Current Account statement", f"{ME}  {ADDR}", f"IBAN {IBAN}",
             f"Statement date: {_d(dt)}", "Date;Details;Debit;Credit;Balance"]
    tx = [("DEPT OF EDUCATION SAL", 0, 1530), ("Westside Lettings rent share", 925, 0), ("TESCO KNOCKNACARRA", 86, 0),
          ("ELECTRIC IRELAND DD", 64, 0), ("VHI HEALTHCARE DD", 71, 0), ("CIRCLE K SALTHILL", 58, 0),
          ("SPOTIFY", 10.99, 0), ("REVOLUT TRANSFER DARRAGH", 0, 120), ("VIRGIN MEDIA", 55, 0),
          ("DEPT OF EDUCATION SAL", 0, 1530), ("NETFLIX", 13.99, 0), ("ALDI GALWAY", 62, 0)]
    for i, (d_, deb, cre) in enumerate(tx):
        bal = bal - deb + cre
        day = dt - timedelta(days=30 - i * 2.5)
        lines.append(f"{day:%d %b};{d_};{deb or ''};{cre or ''};{bal:,.2f}")
    return "\n".join(lines)


def t_cu_stmt(r, dt):
    shares = r.randint(15000, 24000)
    return "\n".join([
        "Corrib Credit Union Ltd -- Annual statement of account",
        f"Member: {ME}   Member no. 41{r.randint(1000, 9999)}",
        f"Statement to 30 September {dt.year}", f"Shares: €{shares:,}.00",
        f"Dividend declared at AGM: 0.75% -- €{shares * 0.0075:,.2f} credited", "Loan balance: €0.00",
        "Life savings insurance: covered", "Member's AGM: Monday 8 December, Ardilaun Hotel, 8pm"])


def t_budget_home(r, dt):
    rows = ["Category;Monthly;Notes"]
    for c, v, n in [("Rent (half)", 925, "Westside Lettings"), ("Electricity", 70, "Electric Ireland"),
                    ("Broadband/TV", 55, "Virgin"), ("Groceries", 380, ""), ("Car (fuel, tax, ins.)", 210, ""),
                    ("Vhi", 71, ""), ("Phone", 20, "48"), ("Camogie/gym", 45, ""), ("Savings -> credit union", 1000,
                                                                                       "deposit!"),
                    ("Wedding fund", 400, ""), ("M.Ed. fees", 160, "until Aug"), ("Spending", 250, "")]:
        rows.append(f"{c};{v};{n}")
    rows.append("Take-home (approx);3300;2 payslips + occasional sub cover")
    return "\n".join(rows)


def t_pension(r, dt):
    return "\n".join([
        "Single Public Service Pension Scheme -- Annual Benefit Statement", f"Member: {ME}   PPSN {PPSN}",
        f"Statement date: {_d(dt)}", "Employer: Department of Education", f"Reckonable service to 31 Dec "
        f"{dt.year - 1}: {r.randint(5, 7)} years", f"Referable amount (pension): €{r.randint(2500, 3600):,.2f}",
        f"Referable amount (lump sum): €{r.randint(7500, 10500):,.2f}", "Minimum pension age: 68",
        "Your benefits are CPI-linked. This statement is for information only."])


def t_flat_rate_letter(r, dt):
    return "\n".join([
        "Revenue -- myAccount -- Review your tax 2024 -- Receipt", f"{ME}   PPSN {PPSN}",
        f"Submitted: {_d(dt)}", "Claims made: Health expenses (GP, physio, prescriptions): €612.50",
        "Tuition fees: University of Galway, M.Ed. €3,850 (less disregard €3,000)", "Rent tax credit: €750",
        "Your Statement of Liability will be available in myDocuments in 5 working days."])


def t_ulster_close(r, dt):
    return "\n".join([
        "Ulster Bank Ireland DAC", f"{_d(dt)}", f"Dear {ME},",
        "As we previously told you, Ulster Bank is withdrawing from the Irish market. Your current account "
        "ending 4471 has now been closed and the remaining balance of €0.00 has been transferred as instructed.",
        "Your final statement is enclosed. Please destroy any remaining cards and cheque books.",
        "Thank you for banking with us.", "Ulster Bank Customer Service"])


def t_ulster_stmt(r, dt):
    return "\n".join([
        "Ulster Bank -- Current account -- final statement", f"{ME}", "Account ending 4471",
        "Closing balance transferred to AIB: €1,842.17", f"Statement date {_d(dt)}",
        "Switching completed under the Account Switching Code."])


# --------------------------------------------------------------------------- Health (Areas)

def t_vhi_renewal(r, dt):
    return "\n".join([
        "Vhi Healthcare -- Your renewal", f"Policyholder: {ME}", f"Policy number: {r.randint(10**7, 10**8)}",
        f"Renewal date: {_d(dt + timedelta(days=30))}", "Plan: Health Plus Extra", "Annual premium: €1,102.80 "
        "(before tax relief at source)", "Payment: monthly direct debit €91.90",
        "Cover highlights: semi-private room, day-to-day benefits for GP, physio and dental (€25 per visit, "
        "up to 8 visits), €0 excess in Vhi hospitals.",
        "If you do nothing your policy will renew automatically."])


def t_vhi_claim(r, dt):
    return "\n".join([
        "Vhi -- Day-to-day claim statement", f"Member: {ME}", f"Claim processed: {_d(dt)}",
        "Service;Date;Amount claimed;Benefit paid",
        f"Physiotherapy -- Atlantic Physio Salthill;{_iso(dt - timedelta(days=20))};€60.00;€25.00",
        f"GP visit -- Knocknacarra Family Practice;{_iso(dt - timedelta(days=12))};€65.00;€25.00",
        "Total benefit: €50.00 paid to your bank account ending ...5678",
        "Remaining day-to-day visits this year: 5"])


def t_gp_receipt(r, dt):
    return "\n".join([
        "Knocknacarra Family Practice", "Dr Deirdre Mannion MICGP, Dr Kevin Folan MICGP",
        "Unit 3, Knocknacarra Town Centre, Galway   091 52 7790", f"Receipt no. {r.randint(40000, 49999)}",
        f"Date: {_d(dt)}", f"Patient: {ME}", "Consultation: €65.00", "Paid: card", "Thank you."])


def t_physio(r, dt):
    return "\n".join([
        "Atlantic Physio, Upper Salthill Road, Galway", f"{_d(dt)}", "To Dr Mannion,",
        f"Re: {ME}, DOB 14/11/1992", "Thank you for referring Róisín, who presented with a right lateral ankle "
        "sprain (grade II) sustained playing camogie.", "Treatment to date: 4 sessions -- manual therapy, "
        "proprioception and strengthening programme.", "Progress: full range of movement; hopping pain-free. "
        "Return to training with ankle taping advised; graded return to matches in two weeks.",
        "Yours sincerely,", "Ciara Lally MISCP, Chartered Physiotherapist"])


def t_dentist(r, dt):
    return "\n".join([
        "Seapoint Dental, Salthill", f"Invoice {r.randint(1000, 9999)}   {_d(dt)}", f"Patient: {ME}",
        "Examination (PRSI Treatment Benefit): €0.00", "Scale and polish (PRSI): €15.00",
        "White filling UL6: €120.00", "Total: €135.00   Paid", "Next check-up recommended in 6 months."])


def t_cervical(r, dt):
    return "\n".join([
        "CervicalCheck -- National Screening Service", f"{_d(dt)}", f"Dear {ME},",
        "Your recent cervical screening test result is: HPV not found.",
        "This means your risk of developing cervical cancer is very low. You will be invited for your next "
        "screening test in 5 years.", "A copy of this letter has been sent to your GP, Dr Deirdre Mannion.",
        "CervicalCheck, PO Box 161, Limerick"])


def t_prescription(r, dt):
    return "\n".join([
        "Prescription -- Knocknacarra Family Practice", f"{_d(dt)}", f"Patient: {ME}",
        "Rx: Cetirizine 10mg tablets, one daily, 30 tablets, repeat x 5 (hay fever)",
        "Rx: Naproxen 500mg, one twice daily with food for 5 days", "Dr Deirdre Mannion  IMC 41852"])


# --------------------------------------------------------------------------- Home: rented house (Areas)

def t_tenancy(r, dt):
    return "\n".join([
        "Residential Tenancy Agreement", "Landlord: Pádraig Costello, c/o Westside Lettings, Dominick St, Galway",
        f"Tenants: {ME} and {PARTNER}", f"Property: {ADDR}", "Term: 12 months from 1 September 2024, "
        "thereafter a Part 4 tenancy", "Rent: €1,850.00 per month payable in advance on the 1st by standing order",
        "Deposit: €1,850.00 held by the landlord's agent", "Tenants responsible for electricity, broadband and "
        "bin charges. No smoking. One small pet with written consent.", "RTB registration to be completed by "
        "the landlord within one month.", f"Signed {_d(dt)}"])


def t_rtb(r, dt):
    return "\n".join([
        "Residential Tenancies Board / An Bord um Thionóntachtaí Cónaithe", "Tenancy registration -- confirmation",
        f"Registration number: RT{r.randint(10**8, 10**9)}", f"Dwelling: {ADDR}",
        f"Tenants: {ME}, {PARTNER}", "Landlord: Pádraig Costello", "Tenancy start date: 01/09/2024",
        "Rent: €1,850 monthly", "Rent Pressure Zone: Galway City -- rent increases limited to general inflation "
        "or 2%, whichever is lower.", f"Issued {_d(dt)}"])


def t_rent_review(r, dt):
    return "\n".join([
        "Westside Lettings -- Notice of Rent Review", f"Date of service: {_d(dt)}", f"To: {ME} and {PARTNER}",
        f"Dwelling: {ADDR}", "Current rent: €1,850.00 per month", "New rent: €1,887.00 per month",
        "Effective date: 1 September 2025 (not less than 90 days after service of this notice)",
        "The new rent is calculated in line with the Rent Pressure Zone formula (2% cap). Three comparable "
        "properties are listed overleaf.", "Any dispute must be referred to the RTB within 28 days of service "
        "or before the new rent takes effect.", "Signed for the landlord: Westside Lettings"])


def t_landlord_email(r, dt):
    return _eml(f"{ME} <roisin.keaveney@gmail.com>", "Westside Lettings <lettings@westside.ie>",
                "14 Cnoc Fraoigh - damp in back bedroom", dt, """
Hi Sinéad,

I'm writing again about the damp patch in the back bedroom ceiling at 14 Cnoc Fraoigh. It has grown
since January and there's now black mould along the window reveal. We're airing the room every day and
the dehumidifier is running but it keeps coming back. Photos attached.

Could you ask Pádraig to get someone out to look at the gutter and the flat roof over the extension
before the next lot of rain? We'd also like the extractor fan in the bathroom looked at, it stopped
working a few weeks ago.

Thanks,
Róisín Keaveney""")


def t_electric(r, dt):
    return "\n".join([
        "Electric Ireland -- Your electricity bill", f"Account holder: {ME}", f"Supply address: {ADDR}",
        f"MPRN: 10 0{r.randint(10**7, 10**8)}", f"Bill date: {_d(dt)}   Billing period: 60 days",
        f"Day units: {r.randint(700, 1100)} kWh   Night units: {r.randint(250, 450)} kWh",
        f"Standing charge: €{r.uniform(40, 55):.2f}   PSO levy: €{r.uniform(2, 5):.2f}",
        f"Total due incl. VAT at 9%: {_eur(r, 180, 310)}", "Paid by direct debit on or after 14 days."])


def t_virgin(r, dt):
    return "\n".join([
        "Virgin Media -- bill", f"Account: {r.randint(10**8, 10**9)}   {ME}", f"{ADDR}",
        f"Bill date {_d(dt)}", "1 Gig Broadband + TV: €55.00", "Next bill will be taken by direct debit."])


def t_bins(r, dt):
    return "\n".join([
        "Westbin Waste Services -- annual service renewal", f"Customer: {ME}   {ADDR}",
        "Service: 3-bin (general, recycling, compost), fortnightly collection, Tuesday",
        f"Annual service charge: €{r.randint(150, 190)}.00   Lift charge: €3.50 per lift + weight charge",
        f"Renewal date: {_d(dt)}"])


def t_contents_ins(r, dt):
    return "\n".join([
        "Tenants' contents insurance -- policy schedule", "Insurer: Atlantic Direct Insurance DAC",
        f"Policyholders: {ME}, {PARTNER}   Risk address: {ADDR}", f"Period: {_d(dt)} to {_d(dt + timedelta(days=364))}",
        "Contents sum insured: €30,000   All risks (specified): engagement ring €4,200; laptop €1,100",
        "Excess: €150   Premium: €148.00 incl. 3% levy", "Tenant's liability: €2,000,000"])


def t_old_lease(r, dt):
    return "\n".join([
        "Letting agreement -- Apartment 6, Corrib View, Newcastle Road, Galway", f"Tenant: {ME}",
        "Landlord: Margaret Hynes", "Term: 12 months from 1 September 2019", "Rent: €1,050.00 per month",
        "Deposit: €1,050.00", f"Signed {_d(dt)}"])


def t_old_deposit(r, dt):
    return _eml("Margaret Hynes <mhynes56@eircom.net>", f"{ME} <roisin.keaveney@gmail.com>",
                "Re: Apt 6 Corrib View - deposit", dt, """
Hi Róisín,

Thanks for leaving the apartment so clean. I've transferred your deposit of €1,050 back to your Ulster
Bank account today, less €40 for the replacement fob you mentioned. Best of luck in Dubai, it sounds
like a great adventure!

Margaret""")


# --------------------------------------------------------------------------- Car (Areas / Archive)

def t_nct_cert(r, dt):
    return "\n".join([
        "National Car Test -- NCT Certificate", f"Vehicle registration: {CAR_REG}", "Make/Model: SKODA FABIA 1.0 TSI",
        f"Test centre: Galway (Parkmore)   Test date: {_d(dt)}", "Result: PASS",
        f"Odometer: {r.randint(60000, 80000)} km", f"Certificate expiry: {_d(dt + timedelta(days=365))}",
        "Advisory: rear tyres approaching the legal limit; front brake discs worn."])


def t_nct_appt(r, dt):
    return "\n".join([
        "NCTS -- Appointment confirmation", f"Registration: {CAR_REG}", "Centre: Galway (Parkmore), Ballybrit",
        "Date: Friday 19 June 2026   Time: 16:20", "Fee: €55.00 (paid online)",
        "Please bring the vehicle registration certificate and arrive 10 minutes early.",
        "Current certificate expires: 28/06/2026"])


def t_car_ins(r, dt):
    return "\n".join([
        "Atlantic Direct Insurance -- Motor policy renewal schedule", f"Policyholder: {ME}",
        f"Vehicle: {CAR_REG} Skoda Fabia 2019", f"Period of insurance: {_d(dt)} to {_d(dt + timedelta(days=364))}",
        f"Cover: comprehensive   Named driver: {PARTNER}", "No claims discount: 7 years (protected)",
        f"Premium: {_eur(r, 480, 640)} incl. levy", "Certificate of insurance and disc enclosed.",
        "Windscreen cover: unlimited, no effect on NCD."])


def t_motor_tax(r, dt):
    return "\n".join([
        "motortax.ie -- Transaction receipt", f"Vehicle: {CAR_REG}", "Tax class: private, CO2 band A4 (111 g/km)",
        "Period: 12 months", "Amount: €200.00", f"Transaction date: {_d(dt)}",
        "Your tax disc will be posted to you within 5 working days."])


def t_service(r, dt):
    return "\n".join([
        "Corrib Motors, Oranmore Business Park", f"Invoice {r.randint(20000, 29999)}   {_d(dt)}",
        f"Vehicle: {CAR_REG} Skoda Fabia   Mileage: {r.randint(60000, 80000)} km",
        "Annual service: oil and filter, air filter, check brakes: €229.00", "2 x rear tyres Continental: €198.00",
        "VAT included. Total: €427.00. Paid by card.", "Next service due in 12 months or 15,000 km."])


def t_old_car_sale(r, dt):
    return "\n".join([
        "Receipt -- sale of vehicle", f"Vehicle: {OLD_REG} Toyota Yaris 1.0, silver",
        f"Seller: {ME}, {ADDR}", f"Buyer: {_p(r)}, Ballinasloe", "Price: €1,900 (cash)",
        "Sold as seen, NCT to 11/2023, 2 keys, service history.", f"Date: {_d(dt)}",
        "Change of ownership to be completed online by the seller."])


def t_old_car_nct(r, dt):
    return "\n".join([
        "National Car Test -- NCT Certificate", f"Vehicle registration: {OLD_REG}", "Make/Model: TOYOTA YARIS",
        f"Test date: {_d(dt)}   Result: PASS after retest", f"Odometer: {r.randint(180000, 210000)} km",
        "Certificate expiry: 11/2023"])


# --------------------------------------------------------------------------- Camogie (Areas, Archive, Resources)

def t_club_minutes(r, dt):
    return "\n".join([
        f"{CLUB} -- Committee meeting minutes", f"Date: {_d(dt)}, 8pm, clubhouse, Rahoon",
        f"Present: Bríd Conneely (Chair), {ME} (Secretary), Paula Greaney (Treasurer), {_p(r)} (Registrar), "
        f"{_p(r)} (Children's Officer), {_p(r)}", "Apologies: " + _p(r),
        "1. Minutes of last meeting read and adopted (proposed P. Greaney, seconded " + _p(r) + ").",
        "2. Correspondence: County board re fixtures for U12/U14 league; Camogie Association re insurance "
        "renewal and safeguarding course dates.",
        f"3. Treasurer's report: balance €{r.randint(6000, 14000):,}; lotto income up; pitch rental to Salthill "
        "AFC agreed for Saturdays.", "4. Registrations: 142 players registered on Foireann; 6 coaches still "
        "to complete Garda vetting.", "5. Summer camp: Cúl Camp week 2 dates confirmed; need 8 coaches.",
        "6. Senior team: Junior B championship group stage; physio cover at home matches.",
        "7. AOB: new jerseys -- sponsor Corrib Motors; club gear shop online.",
        "Next meeting: second Tuesday of next month.", f"Signed: {ME}, Rúnaí"])


def t_agm_report(r, dt):
    return "\n".join([
        f"{CLUB} -- Secretary's Report to the AGM", f"{_d(dt)}",
        "A Chathaoirligh, a chairde, it is my pleasure to present my report for the year.",
        "Membership: 142 registered players from U8 to adult; 38 coaches and mentors; 210 members.",
        "Teams: the U14s reached the county B final; the adult team retained Junior B status.",
        "Coaching: 9 coaches completed the Foundation award; two completed Safeguarding 1.",
        "Our thanks to the parents who run the lotto, the canteen and the Christmas bingo.",
        "The committee met 10 times. I would like to thank Bríd and Paula for their support.",
        f"{ME}, Rúnaí / Secretary"])


def t_fixtures(r, dt):
    rows = ["Date;Grade;Opposition;Venue;Throw-in;Referee"]
    opp = ["Oranmore-Maree", "Salthill-Knocknacarra", "Athenry", "Mountbellew-Moylough", "Moycullen", "Killimor",
           "Craughwell", "Pearses"]
    for i in range(12):
        d = dt + timedelta(days=7 * (i // 2))
        rows.append(f"{_iso(d)};{r.choice(['U12', 'U14', 'U16', 'Junior B'])};{r.choice(opp)};"
                    f"{r.choice(['Home', 'Away'])};{r.choice(['11:00', '12:00', '19:00', '19:30'])};TBC")
    return "\n".join(rows)


def t_registrations(r, dt):
    rows = ["Player;DOB;Grade;Parent/guardian;Membership fee;Paid;Foireann"]
    for i in range(40):
        rows.append(f"{r.choice(KIDS)} {r.choice(SURN)};{r.randint(1, 28)}/{r.randint(1, 12)}/"
                    f"{r.randint(2012, 2018)};{r.choice(['U10', 'U12', 'U14', 'U16'])};{_p(r)};€60;"
                    f"{r.choice(['yes', 'yes', 'no'])};{r.choice(['registered', 'registered', 'pending'])}")
    return "\n".join(rows)


def t_county_email(r, dt):
    return _eml("Rúnaí Coiste Camógaíochta na Gaillimhe <secretary.galway@camogie.ie>",
                "club secretaries <secretaries@galwaycamogie.ie>", "Club affiliations and Foireann deadline", dt, """
A Rúnaithe, a chairde,

A reminder that all clubs must complete their affiliation and player registration on Foireann by 31
March. Players not registered will not be covered by the Camogie Association Injury Fund and cannot
be named on a team sheet.

Please also confirm the name of your club Children's Officer and Designated Liaison Person, and
that all coaches working with under-18s hold current Garda vetting and Safeguarding 1.

The county convention will be held in the Claregalway Hotel on a date to be confirmed.

Le meas,
Rúnaí, Coiste Camógaíochta na Gaillimhe""")


def t_vetting(r, dt):
    rows = ["Coach;Team;Garda vetting (date);Safeguarding 1;Foundation award"]
    for i in range(14):
        rows.append(f"{_p(r)};{r.choice(['U8', 'U10', 'U12', 'U14', 'U16', 'Junior B'])};"
                    f"{r.choice(['2024-03-11', '2025-01-20', '2023-09-02', 'pending'])};"
                    f"{r.choice(['yes', 'yes', 'no'])};{r.choice(['yes', 'no'])}")
    return "\n".join(rows)


def t_agenda(r, dt):
    return "\n".join(["agenda tuesday", "1 minutes", "2 correspondence - county board re U14 fixtures, "
                      "insurance renewal from Camogie Assoc", "3 treasurer (Paula)", "4 registrations - 6 coaches "
                      "not vetted!!", "5 cúl camp coaches", "6 jerseys - Corrib Motors sponsor",
                      "7 aob - pitch booking w/ Salthill AFC", "bring: minutes book, sign-in sheet"])


def t_drills(r, dt):
    return "\n".join([
        "Camogie coaching -- U12 skills session (60 min)", "Warm-up (10): dynamic stretches, ball-on-hurley "
        "relay", "Drill 1 (10): ground strike in pairs, both sides", "Drill 2 (10): hand pass and catch under "
        "pressure -- 3 v 1 box", "Drill 3 (15): solo run and strike to target, cones at 20m",
        "Game (15): conditioned game -- 3 hand passes before a score", "Cool down and huddle.",
        "Source: Camogie Association coach education resources."])


def t_anniv(r, dt):
    return "\n".join([
        f"{CLUB} 50th Anniversary Dinner Dance -- final accounts", "Friday 21 November 2025, Galway Bay Hotel",
        "Tickets sold: 186 x €60 = €11,160", "Raffle: €2,340   Sponsorship: €1,500",
        "Hotel (meal + room hire): €8,370   Band: €1,200   Commemorative booklet: €950",
        "Photographer: €300   Plaques for past chairs: €410", "Surplus to club funds: €3,770",
        f"Prepared by {ME} (Secretary) and Paula Greaney (Treasurer)"])


# --------------------------------------------------------------------------- Farm - Dad (Areas)

def t_biss(r, dt):
    return "\n".join([
        "An Roinn Talmhaíochta, Bia agus Mara / Department of Agriculture, Food and the Marine",
        "Basic Income Support for Sustainability (BISS) and CRISS -- payment notification",
        f"Herd number: {HERD}", f"Name: {DAD}", f"Address: {FARM_ADDR}", f"Scheme year: {dt.year - 1}",
        "Eligible hectares declared: 38.62   Entitlements held: 38.62", f"BISS payment: {_eur(r, 6800, 7600)}",
        f"CRISS (Complementary Redistributive Income Support): {_eur(r, 1200, 1500)}",
        f"Payment date: {_d(dt)}", "Payment has been made to the bank account held on our records.",
        "Queries: BISS Section, Old Road, Castlebar, Co. Mayo"])


def t_bps_old(r, dt):
    return "\n".join([
        "Department of Agriculture, Food and the Marine", "Basic Payment Scheme 2022 -- Statement of payment",
        f"Herd number: {HERD}   Applicant: {DAD}", "Advance payment (70%): €5,204.18",
        "Balancing payment: €2,230.36", "Greening payment: included", f"Issued: {_d(dt)}"])


def t_tb_test(r, dt):
    return "\n".join([
        "Department of Agriculture, Food and the Marine -- Bovine TB Eradication Programme",
        "Herd test result -- ER76 record", f"Herd: {HERD}   Keeper: {DAD}   {FARM_ADDR}",
        f"Test type: Annual round test   Date of reading: {_d(dt)}",
        f"Animals tested: {r.randint(95, 130)}   Reactors: 0   Inconclusive: 0",
        "Herd status: CLEAR -- Trading status: open", "Tested by: Mountbellew Veterinary Clinic, "
        "Veterinary Practitioner MVB", "Next test due within 12 months."])


def t_milk(r, dt):
    litres = r.randint(48000, 76000)
    return "\n".join([
        "Tirlán -- Milk supplier statement", f"Supplier: {DAD}   Supplier no. 31{r.randint(1000, 9999)}",
        f"Month: {dt:%B %Y}", f"Litres supplied: {litres:,}", f"Butterfat: {r.uniform(4.0, 4.6):.2f}%   "
        f"Protein: {r.uniform(3.4, 3.8):.2f}%", f"SCC: {r.randint(90, 190)}k   TBC: {r.randint(8, 25)}k",
        f"Base price: {r.uniform(44, 52):.2f} c/l", "Deductions: levies, milk recording, co-op shares",
        f"Net payment: {_eur(r, litres * 0.42, litres * 0.5)}"])


def t_herd_register(r, dt):
    rows = ["Tag no.;Sex;Breed;Date of birth;Dam tag;Event;Date of event"]
    for i in range(30):
        rows.append(f"IE 14 5073 6{r.randint(1000, 9999)};{r.choice(['F', 'M'])};"
                    f"{r.choice(['FR', 'FRX', 'JEX', 'AAX'])};"
                    f"{_iso(dt - timedelta(days=r.randint(20, 1500)))};IE 14 5073 6{r.randint(1000, 9999)};"
                    f"{r.choice(['Birth', 'Birth', 'Moved out - mart', 'Death - knackery', 'Moved in'])};"
                    f"{_iso(dt - timedelta(days=r.randint(1, 120)))}")
    return "\n".join(rows)


def t_calf_reg(r, dt):
    lines = ["tag,dob,sex,breed,dam,sire,registered_agfood"]
    for i in range(12):
        lines.append(f"IE1450736{r.randint(1000, 9999)},{_iso(dt - timedelta(days=i * 3))},{r.choice('FM')},"
                     f"{r.choice(['FR', 'AAX', 'HEX'])},IE1450736{r.randint(1000, 9999)},"
                     f"{r.choice(['FR4467', 'AA2213', 'HE1096'])},{r.choice(['yes', 'no'])}")
    return "\n".join(lines)


def t_sdas(r, dt):
    return "\n".join([
        "Bord Bia -- Sustainable Dairy Assurance Scheme (SDAS)", "Audit report", f"Herd: {HERD}  {DAD}",
        f"Audit date: {_d(dt)}", "Result: CERTIFIED", "Non-conformances: 1 minor -- medicine record for "
        "one treatment not signed by the administering person; corrective action within 28 days.",
        "Carbon Navigator: completed with Teagasc adviser", "Certificate valid for 18 months."])


def t_acres(r, dt):
    return "\n".join([
        "Agri-Climate Rural Environment Scheme (ACRES) -- approval letter",
        f"Participant: {DAD}   Herd number: {HERD}", "Approach: General", "Actions approved: Low input "
        "permanent pasture (6.2 ha); Planting new hedgerows (220 m); Riparian buffer strips; Winter bird "
        "food crop", f"Estimated annual payment: {_eur(r, 4200, 6500)}", "Contract period: 5 years",
        "Your ACRES advisor will be in touch about the training course.", f"Date: {_d(dt)}"])


def t_fert(r, dt):
    rows = ["Date;Field;Product;Rate (kg/ha);Area (ha);N kg"]
    for i in range(14):
        field = r.choice(['Páirc Mhór', 'Bog field', 'Lios', 'Road field', 'Well field'])
        rows.append(f"{_iso(dt - timedelta(days=i * 9))};{field};"
                    f"{r.choice(['Protected urea', 'CAN', '18-6-12', 'Slurry (LESS)'])};{r.randint(80, 220)};"
                    f"{r.uniform(2, 8):.1f};{r.randint(20, 60)}")
    rows.append("Nitrates records -- Keaveney, Cloonbeg -- herd G1450736")
    return "\n".join(rows)


def t_dad_note(r, dt):
    return "\n".join(["Dad - things to do", "- ring Mountbellew vets re TB test date (before cows go out)",
                      "- BISS / ACRES application - deadline 15 May, need Agfood login (password in drawer)",
                      "- register 4 calves on Agfood within 27 days!!", "- Tirlán statement missing March - ring",
                      "- Teagasc adviser visit re nitrates derogation", "- Bord Bia audit folder up to date?"])


# --------------------------------------------------------------------------- Dubai 2021-22 (Archive Teaching)

DXB_SCHOOL = "Greenfield Heights British School, Al Barsha South, Dubai, UAE"


def t_dxb_offer(r, dt):
    return "\n".join([
        DXB_SCHOOL, f"{_d(dt)}", "Dear Ms Keaveney,", "Offer of employment -- Year 4 Class Teacher",
        "We are delighted to offer you the position of Year 4 Class Teacher from 15 August 2021 on a "
        "two-year contract, subject to KHDA approval and attestation of your degree certificates.",
        "Basic salary: AED 11,500 per month; housing allowance AED 4,000 per month; annual flight home; "
        "medical insurance; end-of-service gratuity as per UAE Labour Law.",
        "Please sign and return this letter within 7 days.", "Principal, Greenfield Heights British School"])


def t_dxb_contract(r, dt):
    return "\n".join([
        "Employment contract -- Ministry of Human Resources and Emiratisation (MOHRE)", f"Employee: {ME}",
        "Nationality: Irish   Passport: PX49*****", f"Employer: {DXB_SCHOOL}", "Job title: Teacher",
        "Contract type: limited, 2 years", "Total monthly remuneration: AED 15,500", "Probation: 6 months",
        "Working week: Monday to Friday", "Notice period: 60 days"])


def t_dxb_payslip(r, dt):
    return "\n".join([
        "Greenfield Heights British School -- Salary slip", f"Month: {dt:%B %Y}", f"Employee: {ME}  ID GHB-0412",
        "Basic: AED 11,500.00", "Housing: AED 4,000.00", "Transport: AED 500.00", "Deductions: AED 0.00",
        "Net salary: AED 16,000.00", "Paid via WPS to Emirates NBD account"])


def t_dxb_resign(r, dt):
    return "\n".join([
        f"{_d(dt)}", "Dear Principal,", "Please accept this letter as notice of my resignation from my post as "
        "Year 4 teacher, effective at the end of the academic year on 1 July 2022.",
        "For family reasons I have decided to return to Ireland. I have loved my year at Greenfield Heights "
        "and I am very grateful for the support of the Year 4 team.", "Kind regards,", ME])


def t_dxb_reference(r, dt):
    return "\n".join([
        DXB_SCHOOL, "To whom it may concern", f"{_d(dt)}",
        f"{ME} was employed as a Year 4 class teacher at our school from August 2021 to July 2022.",
        "Róisín is a warm, well-organised and reflective teacher. Her lessons were consistently judged good "
        "or better in internal observations, and she led our Year 4 eco-club.",
        "She leaves us to return to Ireland and we recommend her without reservation.", "Head of Primary"])


def t_dxb_gratuity(r, dt):
    return "\n".join([
        "End of service settlement", f"Employee: {ME}", "Service: 15/08/2021 - 01/07/2022 (321 days)",
        "Gratuity: not applicable (less than 1 year service)", "Leave encashment: AED 2,150.00",
        "Flight allowance (one way): AED 2,400.00", "Final settlement: AED 4,550.00", f"Date: {_d(dt)}"])


def t_dxb_flat(r, dt):
    return "\n".join([
        "Tenancy contract (Ejari registered)", "Unit 1207, Marina Pinnacle, Dubai Marina",
        f"Tenant: {ME} (shared with Aoife Burke)", "Annual rent: AED 78,000 in 4 cheques",
        "Period: 20/08/2021 - 19/08/2022", "Security deposit: AED 3,900"])


# --------------------------------------------------------------------------- Past trips (Archive Travel)

def t_bcn(r, dt):
    return "\n".join([
        "Vueling -- boarding pass / booking", "Dublin (DUB) -> Barcelona (BCN)  VY 8721  Thu 6 April 2023",
        "Barcelona (BCN) -> Dublin (DUB)  VY 8720  Mon 10 April 2023", f"Passengers: {ME}, {PARTNER}",
        f"Booking code: {r.choice('QRSTU')}{r.randint(1000, 9999)}B", "Total: €318.20"])


def t_bcn_hotel(r, dt):
    return "\n".join(["Booking.com -- Hotel Casa Gràcia, Barcelona", "6 - 10 April 2023, 4 nights, double room",
                      "Total: €612.00 -- paid", f"Guest: {ME}"])


def t_ny_esta(r, dt):
    return "\n".join([
        "U.S. Customs and Border Protection -- ESTA", "Electronic System for Travel Authorization",
        f"Applicant: {ME.upper()}", "Authorization status: AUTHORIZATION APPROVED",
        f"Application number: {r.randint(10**13, 10**14)}", "Valid until: 2026-09-04 or passport expiry",
        "Note: preclearance at Dublin Airport."])


def t_ny_itin(r, dt):
    return "\n".join([
        "New York -- D's 30th -- midterm Oct 2024", "Sat 26: EI 105 DUB 10:50 -> JFK, subway to Pod 51 hotel",
        "Sun 27: Central Park bikes, Met museum", "Mon 28: Top of the Rock sunset (booked 6pm)",
        "Tue 29: Brooklyn bridge walk, Dumbo, Katz's", "Wed 30: Broadway - Hamilton (tkts booth?)",
        "Thu 31: Halloween parade Greenwich Village!!", "Fri 1: EI 104 JFK 18:20 -> DUB"])


def t_croatia(r, dt):
    return "\n".join([
        "Jadrolinija -- ferry ticket", "Split -> Stari Grad (Hvar)  catamaran 08:30  15/07/2025",
        f"Passengers: 2 adults ({ME}, {PARTNER})", "Price: 22,00 EUR", f"Ticket no. {r.randint(10**8, 10**9)}"])


def t_croatia_apt(r, dt):
    return "\n".join(["Airbnb -- Apartment Lavanda, Hvar town", "Check-in 15 July 2025  Check-out 20 July 2025",
                      "2 guests, 5 nights, total €945.00", f"Confirmation HM{r.randint(10**7, 10**8)}"])


# --------------------------------------------------------------------------- Resources

def t_recipe_bread(r, dt):
    return "\n".join(["Mam's brown bread", "450g coarse wholemeal flour", "100g plain flour",
                      "1 level tsp bread soda (sieved!)", "1 tsp salt", "1 tbsp brown sugar", "1 egg",
                      "500ml buttermilk, 1 tbsp oil", "Mix dry, well in middle, add wet, should be sloppy",
                      "Loaf tin, 200C for 45 min then out of tin 10 more min", "Knock on bottom = hollow"])


def t_recipe_traybake(r, dt):
    return "\n".join(["Rocky road traybake (staffroom fav)", "200g dark chocolate, 100g milk chocolate",
                      "125g butter, 3 tbsp golden syrup", "200g rich tea biscuits broken", "100g mini marshmallows",
                      "Melt choc, butter and syrup. Stir in biscuits and marshmallows.",
                      "Press into lined 20cm tin, fridge 2 hours, dust with icing sugar, cut in 16."])


def t_recipe_curry(r, dt):
    return "\n".join(["Chicken and sweet potato curry (slow cooker) -- serves 4", "Ingredients: 4 chicken thighs, "
                      "2 sweet potatoes, 1 onion, 3 cloves garlic, thumb of ginger, 2 tbsp korma paste, 400ml "
                      "coconut milk, spinach", "Method: fry onion, garlic, ginger and paste; add everything but "
                      "spinach to the slow cooker; low 6 hours; stir in spinach.", "Serve with rice and naan."])


def t_recipe_lasagne(r, dt):
    return "\n".join(["BBC Good Food -- Classic lasagne", "Prep: 30 mins  Cook: 1 hr 30 mins  Serves 6",
                      "Ingredients: 1 tbsp olive oil, 2 onions, 2 carrots, 2 celery sticks, 500g beef mince, "
                      "2 x 400g chopped tomatoes, 2 tbsp tomato purée, 12 lasagne sheets, 125g mozzarella",
                      "White sauce: 50g butter, 50g plain flour, 600ml milk, nutmeg",
                      "Method: 1. Make the ragu... 2. Make the white sauce... 3. Layer and bake at 180C for 45 mins."])


def t_maths_curric(r, dt):
    return "\n".join([
        "Primary Mathematics Curriculum -- for primary and special schools", "NCCA -- An Chomhairle Náisiúnta "
        "Curaclaim agus Measúnachta", "Stage 3 (third and fourth classes)", "Strands: Number; Algebra; Shape "
        "and Space; Measurement; Data and Chance", "Learning outcome (Number, stage 3): through appropriately "
        "playful and engaging learning experiences children should be able to explore, represent and "
        "compare fractions, decimals and percentages...", "Mathematical proficiency: conceptual understanding, "
        "procedural fluency, productive disposition, adaptive reasoning, strategic competence."])


def t_plc(r, dt):
    return "\n".join([
        "Primary Language Curriculum / Curaclam Teanga na Bunscoile", "English and Gaeilge -- stages 3 and 4",
        "Strands: Oral Language / Teanga ó Bhéal; Reading / Léitheoireacht; Writing / Scríbhneoireacht",
        "Elements: communicating; understanding the content and structure of language; exploring and using "
        "language", "Progression milestones a-h", "Support material: oral language -- talk and discussion "
        "across the curriculum."])


def t_frasai(r, dt):
    return "\n".join([
        "Frásaí na Seachtaine -- Rang a 3", "Seachtain 1: An bhfuil cead agam dul go dtí an leithreas?",
        "Seachtain 2: An féidir liom peann luaidhe a fháil, le do thoil?", "Seachtain 3: Tá brón orm, bhí mé "
        "déanach.", "Seachtain 4: Cad atá ar siúl agat?", "Seachtain 5: Ar mhaith leat imirt liom?",
        "Seachtain 6: Is breá liom an aimsir inniu!", "Seachtain 7: Ná déan dearmad ar do chóipleabhar.",
        "Seachtain 8: Maith thú! Ar fheabhas!"])


def t_twinkl(r, dt):
    return "\n".join([
        "Twinkl -- Third Class -- Fractions of a set -- differentiated activity sheets", "Name: ________",
        "1. What is 1/2 of 12 apples?   2. What is 1/4 of 20 sweets?   3. Colour 1/3 of the stars.",
        "4. Dara has 24 marbles. He gives 1/8 to Aoife. How many does she get?",
        "Challenge: Is 2/4 of 16 the same as 1/2 of 16? Explain.", "twinkl.ie -- Irish curriculum resources"])


def t_twinkl_invoice(r, dt):
    return "\n".join([
        "Twinkl Ltd -- Invoice", f"Invoice number: TW-{r.randint(10**6, 10**7)}   Date: {_d(dt)}",
        f"Customer: {ME}", "Twinkl Ultimate (Ireland) -- annual membership", f"Amount: {_money(r, 59, 75)}",
        "Payment: card ending 5678", "Thank you for supporting teachers!"])


def t_seachtain(r, dt):
    return "\n".join([
        "Seachtain na Gaeilge -- smaointe don rang", "- Tráth na gceist idir ranganna", "- Céilí mór sa halla "
        "Dé hAoine", "- Biongó Gaeilge: na huimhreacha agus na dathanna", "- Scéal agus amhrán: 'Bríd Óg Ní Mháille'",
        "- Lá glas: gach duine ag caitheamh glas", "- Comórtas póstaer: 'Is fearr Gaeilge bhriste ná Béarla cliste'"])


def t_green_handbook(r, dt):
    return "\n".join([
        "Green-Schools -- Biodiversity theme handbook (An Taisce)", "The seven steps: 1. Green-Schools "
        "Committee 2. Environmental Review 3. Action Plan 4. Monitoring and Evaluation 5. Curriculum Work "
        "6. Informing and Involving 7. Green Code", "Biodiversity ideas: habitat mapping, pollinator-friendly "
        "planting (All-Ireland Pollinator Plan), no-mow May, bird feeders, hedgerow surveys, native tree "
        "planting", "Assessment: the school's work on the theme is assessed over two years."])


def t_garden(r, dt):
    return "\n".join([
        "Growing vegetables in containers -- a beginner's guide", "Best crops for pots: salad leaves, radish, "
        "spring onions, dwarf French beans, cherry tomatoes (greenhouse or sunny wall), herbs",
        "Compost: peat-free multipurpose; add slow-release feed", "Water: daily in summer; pots dry out fast",
        "Sow salad every 3 weeks from April to August for a continuous supply.", "GIY Ireland"])


def t_garden_plan(r, dt):
    return "\n".join(["back garden pots plan (rented so no digging!)", "- 3 big pots: tomatoes (Gardeners' Delight)",
                      "- window box: basil, parsley, chives", "- trough: cut-and-come-again lettuce, rocket",
                      "- strawberry planter from Mam", "- wildflower seed bomb leftovers from school for the "
                      "back wall"])


def t_camogie_rules(r, dt):
    return "\n".join([
        "Camogie Association -- Official Guide 2026 -- Playing Rules (extract)", "Rule 3: the team -- 15 players",
        "Rule 6: the ball may be caught in the hand and carried for not more than four steps",
        "Rule 8: a player may not deliberately drop the hurley", "Rule 11: shoulder-to-shoulder contact is "
        "permitted when both players are moving in the same direction (from 2023)",
        "Rule 14: a goal counts three points; a point is scored over the crossbar."])


def t_old_laptop_cv(r, dt):
    return "\n".join([
        f"Curriculum Vitae -- {ME}", f"{ADDR.split(',')[0]}   roisin.keaveney@gmail.com",
        "Education: Professional Master of Education (Primary), Hibernia College, 2019; BA Geography and "
        "Irish, NUI Galway, 2014", "Experience: substitute and temporary teacher, Galway city schools, "
        "2019-2021; SNA, St. Brendan's NS, 2015-2017", "Teaching Council registration: Route 1 Primary",
        "Interests: camogie (club player and coach), sean-nós singing, hill walking"])


def t_old_laptop_essay(r, dt):
    return "\n".join(["GY305 -- Coastal processes essay", "Róisín Keaveney, 3rd Arts, NUI Galway",
                      "Longshore drift along the Galway Bay coast at Silverstrand...", "Bibliography..."])


# --------------------------------------------------------------------------- build


def _age(y: int, m: int, d: int) -> float:
    return (NOW - datetime(y, m, d, 12, tzinfo=NOW.tzinfo)).total_seconds() / DAY


def _ini(lines: list[str]) -> bytes:
    return ("\r\n".join(["", "[.ShellClassInfo]"] + lines) + "\r\n").encode("utf-16")


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

    written: dict[str, bytes] = {}

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False) -> None:
        assert all(i.rel != rel for i in items), rel
        data = encode(rel, content, age)
        written[rel] = data
        write(rel, data, age)
        items.append(Item(rel, bucket, topic, hard))

    def dup(src: str, rel: str, age: float, hard: bool = False) -> None:
        # a second copy of a file already written: same bytes, same label
        it = next(i for i in items if i.rel == src)
        add(rel, it.bucket, it.topic, age, written[src], hard)

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def text(s: str):
        return lambda r_, dt_: s

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    D, DL, DT, OD = "Documents", "Downloads", "Desktop", "OneDrive"
    SD = f"{D}/Scanned Documents"
    TEACH, STUDY, WED, FIN, TRAV = "Teaching", "Study", "Wedding", "Finance", "Travel"

    # ------------------------------------------------------------ Documents/School (Areas Teaching)
    s = f"{D}/School"
    for y, m in ((2025, 9), (2025, 10), (2025, 11), (2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4),
                 (2026, 5)):
        end = _age(y + (m == 12), m % 12 + 1, 1) + 1.5
        add(f"{s}/2025-26/Cuntas Míosúil/Cuntas Míosúil {MONTHS_GA[m - 1]} {y}.docx", A, TEACH, max(end, 0.6),
            t_cuntas(m - 1, y))
    add(f"{s}/2025-26/Plean Fadtéarmach Rang 3 2025-26.docx", A, TEACH, _age(2025, 9, 2), t_ltp)
    for y, m, d in ((2026, 1, 12), (2026, 4, 20), (2026, 5, 5), (2026, 5, 18)):
        add(f"{s}/2025-26/Short term plans/STP {y}-{m:02d}-{d:02d}.docx", A, TEACH, _age(y, m, d) + 2, t_stp)
    add(f"{s}/2025-26/Assessment/Drumcondra + Sigma-T May 2026.xlsx", A, TEACH, 3, t_drumcondra)
    add(f"{s}/2025-26/Assessment/Spelling tracker.xlsx", A, TEACH, 10, t_spelling)
    add(f"{s}/2025-26/PT meetings/PTM notes Nov 2025.docx", A, TEACH, _age(2025, 11, 20), t_ptm)
    dup(f"{s}/2025-26/PT meetings/PTM notes Nov 2025.docx", f"{s}/2025-26/PT meetings/PTM notes Nov 2025 (1).docx",
        _age(2025, 11, 21))
    add(f"{s}/2025-26/Class list Rang 3 2025-26.xlsx", A, TEACH, _age(2025, 8, 28), t_class_list)
    add(f"{s}/2025-26/Report comments draft.docx", A, TEACH, 2, t_report_comments)
    add(f"{s}/2025-26/~$port comments draft.docx", L, "System", 0.3,
        b"\x0fRoisin Keaveney" + bytes(38) + "Róisín Keaveney".encode("utf-16-le") + bytes(60))
    add(f"{s}/2025-26/School tour letter June.docx", A, TEACH, 9, t_tour_letter)
    add(f"{s}/Croke Park hours 2025-26.xlsx", A, TEACH, 20, t_croke_park)
    add(f"{s}/Sub plan Room 9.docx", A, TEACH, 60, t_sub_plan)
    add(f"{s}/Teaching Council/TC renewal receipt 2025.pdf", A, TEACH, _age(2025, 7, 2), t_tc_renewal)
    g = f"{s}/Green Schools"
    add(f"{g}/Committee minutes Nov 2025.docx", A, TEACH, _age(2025, 11, 12), t_green_minutes)
    add(f"{g}/Committee minutes March 2026.docx", A, TEACH, _age(2026, 3, 18), t_green_minutes)
    add(f"{g}/Action plan Biodiversity.docx", A, TEACH, _age(2025, 10, 1), t_green_action)
    add(f"{g}/Environmental review autumn 2025.xlsx", A, TEACH, _age(2025, 10, 6), t_green_review)
    add(f"{g}/energy_readings.csv", A, TEACH, 40, t_energy_csv)
    add(f"{g}/Walk on Wednesday rota.xlsx", A, TEACH, 150, t_wow_rota)
    for i, age in enumerate((402, 401, 64, 63)):
        photo(f"{g}/Photos/IMG_{6621 + i * 71}.JPG", A, TEACH, age)
    add(f"{s}/2024-25/Cuntas Míosúil Márta 2025.docx", A, TEACH, _age(2025, 4, 2), t_cuntas(2, 2025))
    add(f"{s}/2024-25/Cuntas Míosúil Bealtaine 2025.docx", A, TEACH, _age(2025, 6, 2), t_cuntas(4, 2025))
    add(f"{s}/2024-25/PTM notes Nov 2024.docx", A, TEACH, _age(2024, 11, 21), t_ptm)
    add(f"{s}/Cúl Camp coaches 2026.xlsx", A, "Camogie", 33, lambda r_, dt_: "Coach;Days;Vetted;T-shirt\n" +
        "\n".join(f"{_p(r_)};Mon-Fri;{r_.choice(['yes', 'yes', 'pending'])};{r_.choice('SML')}" for _ in range(9)))
    add(f"{s}/Camogie U12 skills session.docx", R, "Camogie", 500, t_drills)
    # resources for teaching
    add(f"{s}/Resources/Primary Mathematics Curriculum.pdf", R, TEACH, 610, t_maths_curric)
    add(f"{s}/Resources/Primary Language Curriculum.pdf", R, TEACH, 900, t_plc)
    add(f"{s}/Resources/Frásaí na seachtaine.docx", R, TEACH, 262, t_frasai)
    add(f"{s}/Resources/Seachtain na Gaeilge ideas.docx", R, TEACH, 450, t_seachtain)
    add(f"{s}/Resources/Green-Schools Biodiversity handbook.pdf", R, TEACH, 300, t_green_handbook)
    add(f"{DL}/3rd-class-fractions-of-a-set-activity-sheets.pdf", R, TEACH, 120, t_twinkl)
    dup(f"{DL}/3rd-class-fractions-of-a-set-activity-sheets.pdf",
        f"{DL}/3rd-class-fractions-of-a-set-activity-sheets (1).pdf", 119.8)
    add(f"{DL}/download (1).pdf", R, TEACH, 200, t_twinkl, hard=True)
    add(f"{DL}/Invoice-1187342.pdf", A, TEACH, 240, t_twinkl_invoice, hard=True)
    # the school's Microsoft 365 OneDrive
    sch = "OneDrive - Scoil Mhic Dara"
    add(f"{sch}/Staff/Staff meeting minutes 2026-03-03.docx", A, TEACH, _age(2026, 3, 4), t_staff_minutes)
    add(f"{sch}/Staff/Staff meeting minutes 2026-05-05.docx", A, TEACH, _age(2026, 5, 6), t_staff_minutes)
    add(f"{sch}/Staff/SSE Oral Language plan 2025-27.docx", A, TEACH, 250, t_sse)
    add(f"{sch}/Staff/School calendar 2025-26.ics", A, TEACH, 280, t_calendar_ics)
    dup(f"{s}/2025-26/Class list Rang 3 2025-26.xlsx", f"{sch}/Rang 3/Class list (shared).xlsx", 271)
    # hard teaching files
    add(f"{DL}/document (2).pdf", A, TEACH, 50, t_tc_renewal, hard=True)
    add(f"{DT}/Doc1.docx", A, TEACH, 6, t_stp, hard=True)
    add(f"{DT}/~$Doc1.docx", L, "System", 5.9, b"\x0fRoisin Keaveney" + bytes(40))
    add(f"{DL}/message (1).eml", A, TEACH, 25, t_principal_email, hard=True)
    add(f"{SD}/Scan_0014.pdf", A, TEACH, 205, t_ptm_schedule, hard=True)
    add(f"{OD}/Documents/Book1.xlsx", A, TEACH, 230, t_wow_rota, hard=True)
    add(f"{DT}/New Text Document (2).txt", A, TEACH, 100, t_sub_plan, hard=True)
    add(f"{DL}/Untitled document (2).docx", A, TEACH, 4, t_report_comments, hard=True)
    add(f"{D}/2024/Doc3.docx", A, TEACH, _age(2024, 12, 2), t_cuntas(10, 2024), hard=True)
    add(f"{DT}/to sort/Doc2 (1).docx", A, TEACH, 320, t_green_minutes, hard=True)

    # ------------------------------------------------------------ Documents/Masters (Projects Study)
    m = f"{D}/Masters"
    add(f"{m}/Thesis/Thesis draft v5.docx", P, STUDY, 60, t_thesis_draft(5))
    add(f"{m}/Thesis/Thesis draft v7.docx", P, STUDY, 5, t_thesis_draft(7))
    add(f"{m}/Thesis/~$esis draft v7.docx", L, "System", 0.4, b"\x0fRoisin Keaveney" + bytes(46))
    add(f"{m}/Thesis/Ch2 Literature Review v3.docx", P, STUDY, 8, t_litreview)
    add(f"{m}/Thesis/Ch3 Methodology.docx", P, STUDY, 35, t_method)
    add(f"{m}/Thesis/Feedback Fionnuala 12 May.docx", P, STUDY, 20, t_feedback)
    add(f"{m}/Thesis/Thesis timeline.xlsx", P, STUDY, 21, t_med_timeline)
    add(f"{m}/Ethics/Ethics decision letter SOE-REC.pdf", P, STUDY, _age(2025, 8, 12), t_ethics)
    add(f"{m}/Ethics/Consent letter parents EN-GA.docx", P, STUDY, _age(2025, 9, 3), t_consent)
    dup(f"{m}/Ethics/Consent letter parents EN-GA.docx", f"{m}/Ethics/Consent letter parents EN-GA (1).docx",
        _age(2025, 9, 4))
    add(f"{m}/Data/pupil survey pre-post.xlsx", P, STUDY, 38, t_survey)
    add(f"{m}/Data/Interview T2 transcript.docx", P, STUDY, 30, t_interview)
    add(f"{m}/Data/Journal/journal 2026-02-26.docx", P, STUDY, _age(2026, 2, 26), t_journal)
    add(f"{m}/Data/Journal/journal 2026-03-12.docx", P, STUDY, _age(2026, 3, 12), t_journal)
    add(f"{m}/Readings/reading notes outdoor learning.md", P, STUDY, 150, t_reading_notes)
    add(f"{m}/Readings/Waite 2011 Teaching and learning outside the classroom.pdf", P, STUDY, 420, text(
        "Education 3-13, Vol. 39, No. 1, February 2011, 65-82\nTeaching and learning outside the classroom: "
        "personal values, alternative pedagogies and standards\nSue Waite, University of Plymouth\nAbstract\n"
        "This paper reports on a survey of practitioners in early years and primary settings about outdoor "
        "learning. Personal values emerged as a key driver of provision, while a perceived conflict with "
        "standards and curriculum pressures reduced outdoor learning as children grew older.\n"
        "Keywords: outdoor learning; values; pedagogy; curriculum"))
    add(f"{m}/Year 1/ED6107 Assignment 2.docx", P, STUDY, 400, t_module_assign)
    add(f"{m}/Fees statement 2025-26.pdf", P, STUDY, 150, t_med_fees)
    add(f"{D}/2024/Personal statement MEd.docx", P, STUDY, _age(2024, 3, 20), t_med_application)
    add(f"{DL}/ATT00023.pdf", P, STUDY, 20.5, t_feedback, hard=True)
    add(f"{DT}/notes.txt", P, STUDY, 3, t_thesis_todo, hard=True)
    add(f"{DL}/Untitled document (1).docx", P, STUDY, 110, t_journal, hard=True)
    add(f"{OD}/Documents/Document 3.docx", P, STUDY, 140, t_litreview, hard=True)
    add(f"{SD}/Scan_0022.pdf", P, STUDY, 270, t_consent, hard=True)
    add(f"{DT}/New Microsoft Word Document.docx", P, STUDY, 160, t_method, hard=True)

    # ------------------------------------------------------------ Documents/Wedding (Projects Wedding)
    w = f"{D}/Wedding"
    add(f"{w}/Budget.xlsx", P, WED, 7, t_budget)
    add(f"{w}/~$Budget.xlsx", L, "System", 0.2, b"\x0fRoisin Keaveney" + bytes(40))
    add(f"{w}/Guest list v3.xlsx", P, WED, 60, t_guests)
    add(f"{w}/Guest list v4.xlsx", P, WED, 12, t_guests)
    add(f"{w}/Cregg Abbey/Wedding agreement Cregg Abbey.pdf", P, WED, 290, t_venue_contract)
    for i, age in enumerate((300, 300, 299.9)):
        photo(f"{w}/Cregg Abbey/Venue visit/IMG_{5530 + i * 2}.JPG", P, WED, age)
    add(f"{w}/Cregg Abbey/Venue visit/Thumbs.db", L, "System", 299, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(f"{w}/Church/Letter from Fr Kenny.pdf", P, WED, 250, t_church_letter)
    add(f"{w}/Church/Readings draft.docx", P, WED, 30, t_readings)
    add(f"{w}/Band - Late Arrivals booking.pdf", P, WED, 230, t_band)
    add(f"{w}/Photographer contract Saoirse Lane.pdf", P, WED, 220, t_photographer)
    add(f"{w}/Dress/Ivory Lane order confirmation.pdf", P, WED, 160, t_dress)
    photo(f"{w}/Dress/try on 1.jpg", P, WED, 175)
    photo(f"{w}/Dress/try on 2.jpg", P, WED, 175)
    add(f"{w}/Civil registration appointment.pdf", P, WED, 70, t_civil_reg)
    add(f"{w}/Save the date wording.txt", P, WED, 100, t_save_date)
    add(f"{D}/Money/Cregg Abbey deposit receipt.pdf", P, WED, 289, text(
        "Cregg Abbey House Hotel -- Receipt\nReceived with thanks from Róisín Keaveney & Darragh Hession\n"
        "Wedding deposit, 10 October 2026: €2,000.00\nPayment method: bank transfer\nReceipt no. CA-W-0417"))
    wd = f"{DT}/wedding stuff"
    add(f"{wd}/first dance.txt", P, WED, 15, t_first_dance)
    add(f"{wd}/table plan ideas.txt", P, WED, 22, text(
        "table plan\ntop table: us, Clíona, D's brother Shane, both sets of parents? (or parents at table 1)\n"
        "t1 Keaveney aunts + Nana (near the door for her wheelchair)\nt2 Hession side, Claregalway crowd\n"
        "t3 camogie girls\nt4 school staff - Gráinne, Eoin, Siobhán +1s\nt5 D's work\nkids table?? no\n"
        "round tables of 10, hotel says max 14 tables in the Abbey Suite"))
    dup(f"{w}/Guest list v4.xlsx", f"{wd}/Guest list v4 (1).xlsx", 11)
    add(f"{DL}/INV-2026-142.pdf", P, WED, 45, t_florist, hard=True)
    add(f"{DL}/message (2).eml", P, WED, 6, t_venue_email, hard=True)
    add(f"{DL}/document (4).pdf", P, WED, 81, t_accord, hard=True)
    add(f"{OD}/Documents/Book2.xlsx", P, WED, 130, t_budget, hard=True)
    add(f"{DT}/to sort/message.eml", P, WED, 18, t_hen, hard=True)
    add(f"{SD}/Scan_0027.pdf", P, WED, 249, t_church_letter, hard=True)
    dup(f"{w}/Dress/Ivory Lane order confirmation.pdf", f"{DL}/ATT00031.pdf", 161, hard=True)
    add(f"{DL}/Untitled spreadsheet (1).xlsx", P, WED, 90, t_guests, hard=True)
    add(f"{DL}/Cregg Abbey Wedding Brochure 2026.pdf.crdownload", L, "System", 0.5,
        b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" + bytes(r.getrandbits(8) for _ in range(900)))

    # ------------------------------------------------------------ Documents/House/Mortgage (Projects Finance)
    h = f"{D}/House/Mortgage"
    add(f"{h}/AIP Bank of Ireland April 2026.pdf", P, FIN, 42, t_aip)
    add(f"{h}/Westway fact find.xlsx", P, FIN, 70, t_factfind)
    add(f"{h}/Document checklist Westway.docx", P, FIN, 72, t_mortgage_checklist)
    add(f"{h}/Gift letter Mam and Dad.docx", P, FIN, 55, t_gift_letter)
    for age in (60, 46, 32):
        add(f"{h}/Docs for bank/Payslip {_iso(_ago(age + 1))}.pdf", P, FIN, age, t_payslip)
    add(f"{h}/Docs for bank/Statement of Liability 2024.pdf", P, FIN, 75, t_sol(2024))
    add(f"{h}/Docs for bank/Statement of Liability 2025.pdf", P, FIN, 74, t_sol(2025))
    add(f"{h}/Docs for bank/Salary cert signed.pdf", P, FIN, 64, t_salary_cert)
    add(f"{h}/Docs for bank/Credit union 6 months.pdf", P, FIN, 66, t_cu_stmt_mortgage)
    add(f"{h}/Deposit tracker.xlsx", P, FIN, 4, t_savings_tracker)
    dup(f"{h}/AIP Bank of Ireland April 2026.pdf", f"{DL}/GetDocument.pdf", 43, hard=True)
    add(f"{DT}/New Text Document.txt", P, FIN, 9, t_viewings, hard=True)
    add(f"{DL}/document.pdf", P, FIN, 36, t_htb, hard=True)
    add(f"{SD}/Scan_0031.pdf", P, FIN, 50, t_gift_letter, hard=True)
    add(f"{SD}/Scan_0033.pdf", P, FIN, 64.5, t_salary_cert, hard=True)

    # ------------------------------------------------------------ Documents/Portugal 2026 (Projects Travel)
    pt = f"{D}/Portugal 2026"
    add(f"{pt}/Ryanair SNN-FAO 11 July.pdf", P, TRAV, 150, t_ryanair)
    add(f"{pt}/Aer Lingus LIS-DUB 21 July.pdf", P, TRAV, 148, t_aerlingus)
    add(f"{pt}/Casa Azul Lagos Airbnb.pdf", P, TRAV, 140, t_airbnb)
    add(f"{pt}/itinerary.docx", P, TRAV, 10, t_itinerary)
    add(f"{pt}/packing list.txt", P, TRAV, 2, t_packing)
    add(f"{pt}/EHIC renewal.pdf", P, TRAV, 45, t_ehic)
    add(f"{DL}/confirmation.pdf", P, TRAV, 100, t_lisbon_hotel, hard=True)
    add(f"{DL}/download (2).pdf", P, TRAV, 30, t_cp_train, hard=True)
    add(f"{DL}/voucher.pdf", P, TRAV, 90, t_carhire, hard=True)

    # ------------------------------------------------------------ Documents/Money (Areas Finance)
    mo = f"{D}/Money"
    for y, mth, d in ((2025, 9, 11), (2025, 10, 23), (2025, 12, 4)):
        add(f"{mo}/Payslips/2025/Payslip {y}-{mth:02d}-{d:02d}.pdf", A, FIN, _age(y, mth, d), t_payslip)
    for y, mth, d in ((2026, 1, 15), (2026, 2, 26), (2026, 5, 14), (2026, 5, 28)):
        add(f"{mo}/Payslips/2026/Payslip {y}-{mth:02d}-{d:02d}.pdf", A, FIN, _age(y, mth, d), t_payslip)
    add(f"{mo}/Revenue/Tax Credit Certificate 2026.pdf", A, FIN, _age(2026, 1, 3), t_tcc)
    add(f"{mo}/Revenue/Statement of Liability 2025.pdf", A, FIN, 60, t_sol(2025))
    add(f"{mo}/Revenue/Review your tax 2024 receipt.pdf", A, FIN, _age(2025, 2, 9), t_flat_rate_letter)
    add(f"{mo}/Credit Union/CU annual statement 2025.pdf", A, FIN, _age(2025, 10, 20), t_cu_stmt)
    add(f"{mo}/AIB/AIB statement Mar 2026.pdf", A, FIN, 60, t_aib_stmt)
    add(f"{mo}/AIB/AIB statement Apr 2026.pdf", A, FIN, 30, t_aib_stmt)
    add(f"{mo}/Monthly budget 2026.xlsx", A, FIN, 150, t_budget_home)
    add(f"{mo}/Pension/Single Scheme benefit statement 2025.pdf", A, FIN, 330, t_pension)
    add(f"{mo}/Ulster Bank (closed)/Account closure letter.pdf", X, FIN, _age(2023, 4, 20), t_ulster_close)
    add(f"{mo}/Ulster Bank (closed)/Final statement.pdf", X, FIN, _age(2023, 4, 14), t_ulster_stmt)
    add(f"{DL}/view.pdf", A, FIN, 32.5, t_payslip, hard=True)
    add(f"{DL}/1745923011234.pdf", A, FIN, 141, t_peoy, hard=True)
    add(f"{D}/2024/scan0004.pdf", A, FIN, _age(2024, 2, 15), t_sol(2023), hard=True)
    add(f"{OD}/Documents/Book3.xlsx", A, FIN, 400, t_budget_home, hard=True)
    add(f"{SD}/Scan_0009.pdf", A, FIN, 580, t_cu_stmt, hard=True)
    add(f"{DL}/pdf.pdf", A, FIN, 90, t_aib_stmt, hard=True)
    add(f"{DL}/document (7).pdf", A, FIN, 700, t_pension, hard=True)

    # ------------------------------------------------------------ Documents/Health (Areas Health)
    he = f"{D}/Health"
    add(f"{he}/Vhi/Vhi renewal 2026.pdf", A, "Health", 40, t_vhi_renewal)
    add(f"{he}/Vhi/Vhi claim statement March.pdf", A, "Health", 70, t_vhi_claim)
    add(f"{he}/GP receipts/GP receipt Jan 2026.pdf", A, "Health", 140, t_gp_receipt)
    add(f"{he}/GP receipts/GP receipt Oct 2025.pdf", A, "Health", 230, t_gp_receipt)
    add(f"{he}/Prescription hay fever.pdf", A, "Health", 25, t_prescription)
    add(f"{he}/CervicalCheck result.pdf", A, "Health", _age(2024, 9, 10), t_cervical)
    add(f"{DL}/receipt.pdf", A, "Health", 12, t_gp_receipt, hard=True)
    add(f"{SD}/Scan_0012.pdf", A, "Health", 290, t_physio, hard=True)
    add(f"{DL}/document (1).pdf", A, "Health", 10, t_vhi_claim, hard=True)
    add(f"{DL}/file.pdf", A, "Health", 200, t_dentist, hard=True)
    add(f"{D}/2024/scan0007.pdf", A, "Health", _age(2024, 4, 22), t_cervical, hard=True)

    # ------------------------------------------------------------ Documents/House/Rent (Areas Home)
    ho = f"{D}/House/Rent"
    add(f"{ho}/Tenancy agreement 14 Cnoc Fraoigh.pdf", A, "Home", _age(2024, 8, 26), t_tenancy)
    add(f"{ho}/RTB registration.pdf", A, "Home", _age(2024, 10, 2), t_rtb)
    add(f"{ho}/Bills/Electric Ireland Jan 2026.pdf", A, "Home", 125, t_electric)
    add(f"{ho}/Bills/Electric Ireland Mar 2026.pdf", A, "Home", 65, t_electric)
    add(f"{ho}/Bills/Virgin Media May 2026.pdf", A, "Home", 20, t_virgin)
    add(f"{ho}/Bills/Westbin renewal.pdf", A, "Home", 240, t_bins)
    add(f"{ho}/Contents insurance 2025.pdf", A, "Home", 270, t_contents_ins)
    add(f"{ho}/Damp/email to Westside re damp.eml", A, "Home", 50, t_landlord_email)
    photo(f"{ho}/Damp/damp 1.jpg", A, "Home", 51)
    photo(f"{ho}/Damp/damp 2.jpg", A, "Home", 51)
    add(f"{DL}/ATT00007.pdf", A, "Home", _age(2025, 5, 28), t_rent_review, hard=True)
    add(f"{DL}/bill (2).pdf", A, "Home", 5, t_electric, hard=True)
    add(f"{D}/2024/scan0011.pdf", A, "Home", _age(2024, 9, 30), t_bins, hard=True)
    add(f"{DL}/document (6).pdf", A, "Home", 190, t_electric, hard=True)
    add(f"{D}/House/Old flat Newcastle Rd/Lease Corrib View 2019.pdf", X, "Home", _age(2019, 8, 20), t_old_lease)
    add(f"{D}/House/Old flat Newcastle Rd/deposit back.eml", X, "Home", _age(2021, 8, 9), t_old_deposit)

    # ------------------------------------------------------------ Documents/Car (Areas / Archive Car)
    c = f"{D}/Car"
    add(f"{c}/NCT cert 2025.pdf", A, "Car", _age(2025, 6, 26), t_nct_cert)
    add(f"{c}/NCT appointment June 2026.pdf", A, "Car", 8, t_nct_appt)
    add(f"{c}/Insurance renewal 2025-26.pdf", A, "Car", 230, t_car_ins)
    add(f"{c}/Motor tax 2025.pdf", A, "Car", 229, t_motor_tax)
    add(f"{c}/Corrib Motors service Feb 2026.pdf", A, "Car", 100, t_service)
    add(f"{SD}/Scan_0019.pdf", A, "Car", _age(2024, 6, 27), t_nct_cert, hard=True)
    add(f"{DL}/receipt (1).pdf", A, "Car", 595, t_motor_tax, hard=True)
    add(f"{c}/Old Yaris/Sale receipt Yaris.docx", X, "Car", _age(2023, 4, 8), t_old_car_sale)
    add(f"{c}/Old Yaris/NCT Yaris 2022.pdf", X, "Car", _age(2022, 11, 15), t_old_car_nct)
    photo(f"{c}/Old Yaris/Yaris for DoneDeal.jpg", X, "Car", _age(2023, 3, 25))

    # ------------------------------------------------------------ Documents/Camogie (Areas Camogie)
    ca = f"{D}/Camogie"
    for y, mth, d in ((2026, 1, 13), (2026, 2, 10), (2026, 3, 10), (2026, 4, 14), (2026, 5, 12)):
        add(f"{ca}/Minutes/Committee minutes {datetime(y, mth, 1):%B} {y}.docx", A, "Camogie", _age(y, mth, d) - 1,
            t_club_minutes)
    add(f"{ca}/AGM/Secretary's report AGM 2025.docx", A, "Camogie", 180, t_agm_report)
    add(f"{ca}/Fixtures 2026.xlsx", A, "Camogie", 60, t_fixtures)
    add(f"{ca}/Registrations 2026.xlsx", A, "Camogie", 70, t_registrations)
    add(f"{ca}/Vetting and safeguarding.xlsx", A, "Camogie", 50, t_vetting)
    add(f"{ca}/Correspondence/County board Foireann deadline.eml", A, "Camogie", 80, t_county_email)
    add(f"{DL}/Doc2.docx", A, "Camogie", 200, t_club_minutes, hard=True)
    add(f"{DT}/untitled.txt", A, "Camogie", 16, t_agenda, hard=True)
    add(f"{DL}/message.eml", A, "Camogie", 420, t_county_email, hard=True)
    add(f"{D}/2024/Book1.xlsx", A, "Camogie", _age(2024, 4, 2), t_fixtures, hard=True)
    add(f"{DL}/Untitled spreadsheet.xlsx", A, "Camogie", 40, t_registrations, hard=True)
    add(f"{DL}/Official Guide 2026 Playing Rules.pdf", R, "Camogie", 150, t_camogie_rules)
    add(f"{ca}/50th Anniversary/Dinner dance final accounts.docx", X, "Camogie", 170, t_anniv)
    photo(f"{ca}/50th Anniversary/IMG_3391.JPG", X, "Camogie", 192)
    photo(f"{ca}/50th Anniversary/IMG_3402.JPG", X, "Camogie", 192)

    # ------------------------------------------------------------ Documents/Farm - Dad (Areas Farm)
    f = f"{D}/Farm - Dad"
    add(f"{f}/BISS 2025 payment.pdf", A, "Farm", 180, t_biss)
    add(f"{f}/BPS 2022 statement.pdf", A, "Farm", _age(2022, 12, 14), t_bps_old)
    add(f"{f}/TB test Feb 2026.pdf", A, "Farm", 100, t_tb_test)
    add(f"{f}/Tirlán/Milk statement March 2026.pdf", A, "Farm", 60, t_milk)
    add(f"{f}/Tirlán/Milk statement April 2026.pdf", A, "Farm", 30, t_milk)
    add(f"{f}/Herd register 2026.xlsx", A, "Farm", 12, t_herd_register)
    add(f"{f}/calves 2026.csv", A, "Farm", 70, t_calf_reg)
    add(f"{f}/Bord Bia SDAS audit 2025.pdf", A, "Farm", 260, t_sdas)
    add(f"{f}/ACRES approval.pdf", A, "Farm", _age(2024, 3, 28), t_acres)
    add(f"{f}/Fertiliser records 2025.xlsx", A, "Farm", 190, t_fert)
    add(f"{DL}/letter.pdf", A, "Farm", 460, t_tb_test, hard=True)
    add(f"{SD}/Scan_0021.pdf", A, "Farm", 640, t_sdas, hard=True)
    add(f"{DT}/New Text Document (3).txt", A, "Farm", 35, t_dad_note, hard=True)
    add(f"{DL}/statement (4).pdf", A, "Farm", 1, t_milk, hard=True)
    add(f"{OD}/Documents/Book4.xlsx", A, "Farm", 380, t_herd_register, hard=True)
    add(f"{DL}/export.csv", A, "Farm", 20, t_calf_reg, hard=True)

    # ------------------------------------------------------------ Archive: PME, Dubai, past trips
    pme = f"{D}/Old college stuff/Hibernia PME"
    add(f"{pme}/Transcript PME.pdf", X, STUDY, _age(2019, 11, 20), t_pme_transcript)
    add(f"{pme}/School Placement 2 report.pdf", X, STUDY, _age(2018, 11, 28), t_pme_placement)
    add(f"{pme}/Inclusive Ed assignment 1.docx", X, STUDY, _age(2018, 3, 2), t_pme_assign)
    add(f"{pme}/Research project final.docx", X, STUDY, _age(2019, 5, 10), text(
        "Hibernia College -- PME Research Project\nUsing peer assessment to improve narrative writing in a "
        "Fourth Class\nRóisín Keaveney\nAbstract: This small-scale action research project examined the use "
        "of two stars and a wish peer feedback in a fourth class of 24 pupils during School Placement 3...\n"
        "Findings: pupils' revisions increased; quality of feedback improved with modelling and success "
        "criteria.\nWord count: 8,000"))
    add(f"{OD}/Documents/Document 1.docx", X, STUDY, _age(2018, 3, 1), t_pme_assign, hard=True)
    dx = f"{D}/Dubai 2021-22"
    add(f"{dx}/Offer letter Greenfield Heights.pdf", X, TEACH, _age(2021, 4, 12), t_dxb_offer)
    add(f"{dx}/MOHRE contract.pdf", X, TEACH, _age(2021, 8, 22), t_dxb_contract)
    add(f"{dx}/Payslips/Salary slip Sep 2021.pdf", X, TEACH, _age(2021, 9, 28), t_dxb_payslip)
    add(f"{dx}/Payslips/Salary slip Jan 2022.pdf", X, TEACH, _age(2022, 1, 27), t_dxb_payslip)
    add(f"{dx}/Resignation letter.docx", X, TEACH, _age(2022, 3, 30), t_dxb_resign)
    add(f"{dx}/Reference Greenfield Heights.pdf", X, TEACH, _age(2022, 6, 24), t_dxb_reference)
    add(f"{dx}/End of service settlement.pdf", X, TEACH, _age(2022, 6, 30), t_dxb_gratuity)
    add(f"{dx}/Flat - Marina Pinnacle tenancy.pdf", X, TEACH, _age(2021, 8, 19), t_dxb_flat)
    add(f"{SD}/Scan_0002.pdf", X, TEACH, _age(2023, 5, 3), t_dxb_reference, hard=True)
    tr = f"{D}/Travel"
    add(f"{tr}/Barcelona 2023/Vueling booking.pdf", X, TRAV, _age(2023, 1, 28), t_bcn)
    add(f"{tr}/Barcelona 2023/Hotel Casa Gracia.pdf", X, TRAV, _age(2023, 2, 4), t_bcn_hotel)
    add(f"{tr}/New York 2024/ESTA approval.pdf", X, TRAV, _age(2024, 9, 5), t_ny_esta)
    add(f"{tr}/New York 2024/Aer Lingus EI105.pdf", X, TRAV, _age(2024, 7, 14), text(
        "Aer Lingus -- booking confirmation\nBooking reference 2KF9QL\nSat 26 Oct 2024 EI 105 Dublin 10:50 -> "
        "New York JFK 13:05\nFri 1 Nov 2024 EI 104 New York JFK 18:20 -> Dublin 06:10 +1\n"
        "Passengers: Róisín Keaveney, Darragh Hession\nTotal EUR 1,286.40"))
    add(f"{D}/2024/Doc1.docx", X, TRAV, _age(2024, 10, 20), t_ny_itin, hard=True)
    add(f"{tr}/Croatia 2025/Jadrolinija ferry.pdf", X, TRAV, _age(2025, 7, 2), t_croatia)
    add(f"{tr}/Croatia 2025/Airbnb Hvar.pdf", X, TRAV, _age(2025, 3, 1), t_croatia_apt)

    # ------------------------------------------------------------ Old laptop (Archive Backup)
    ol = "Old laptop"
    add(f"{ol}/Documents/CV Róisín 2021.docx", X, "Backup", _age(2021, 3, 10), t_old_laptop_cv)
    add(f"{ol}/Documents/College/GY305 coastal essay.docx", X, "Backup", _age(2013, 11, 20), t_old_laptop_essay)
    add(f"{ol}/Documents/Hibernia/SP3 lesson plans.docx", X, "Backup", _age(2019, 2, 18), text(
        "School Placement 3 -- Lesson plan -- 4th class -- English writing\nLearning objective: the child will "
        "be enabled to use peer feedback to improve a narrative\nResources: success criteria chart, visualiser"
        "\nIntroduction (10 min)...\nDevelopment (25 min)...\nConclusion (5 min): two stars and a wish"))
    add(f"{ol}/Documents/Dubai/visa medical appointment.pdf", X, "Backup", _age(2021, 8, 25), text(
        "Dubai Health Authority -- Medical fitness test appointment\nApplicant: ROISIN KEAVENEY\n"
        "Centre: Al Barsha Medical Fitness Centre\nDate: 25 Aug 2021 09:30\nBring Emirates ID application and "
        "passport"))
    add(f"{ol}/Documents/budget 2020.xlsx", X, "Backup", _age(2020, 1, 6), text(
        "Item;Month\nRent Corrib View;1050\nBills;120\nFood;300\nCar;150\nSavings for Dubai;400"))
    add(f"{ol}/Desktop/stuff.txt", X, "Backup", _age(2021, 7, 30), text(
        "before Dubai:\n- cancel Bord Gáis\n- forward post to Mam's\n- sell bike\n- attest degree cert at DFA\n"
        "- give Margaret notice by 1 Aug"))
    for i, (y, mo_, d) in enumerate(((2018, 6, 2), (2018, 8, 15), (2019, 7, 6), (2020, 12, 24))):
        photo(f"{ol}/Pictures/{y}/IMG_{423 + i * 311:04d}.JPG", X, "Backup", _age(y, mo_, d))
    photo(f"{ol}/Pictures/Graduation 2019/DSC_0101.JPG", X, "Backup", _age(2019, 11, 22))
    photo(f"{ol}/Pictures/Graduation 2019/DSC_0102.JPG", X, "Backup", _age(2019, 11, 22))
    add(f"{ol}/Music/Sean-nós/Amhrán na Trá Báine.mp3", X, "Backup", _age(2017, 5, 1),
        _id3(r, "Amhrán na Trá Báine", "Máire Ní Fhátharta", "Amhráin Chonamara"))
    add(f"{ol}/Music/Misc/Galway Girl.mp3", X, "Backup", _age(2017, 5, 1),
        _id3(r, "Galway Girl", "The Corrib Ramblers", "Live in Salthill"))
    add(f"{ol}/Downloads/vlc-3.0.11-win64.exe", X, "Backup", _age(2020, 9, 1), _blob(r, b"MZ\x90\x00\x03", 1800))
    add(f"{ol}/Pictures/Thumbs.db", L, "System", _age(2021, 1, 2), _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 900))
    add(f"{ol}/Documents/desktop.ini", L, "System", _age(2019, 9, 1),
        _ini(["IconResource=%SystemRoot%\\system32\\imageres.dll,-112",
              "LocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770"]))

    # ------------------------------------------------------------ Pictures, OneDrive camera roll (Resources Photos)
    for i, age in enumerate((2, 14, 33, 70, 160, 410)):
        stamp = _ago(age)
        add(f"Pictures/Screenshots/Screenshot {stamp:%Y-%m-%d} {10 + i * 2:02d}{i * 7 + 11:02d}{i * 9 + 3:02d}.png",
            R, "Photos", age, "")
    for i, age in enumerate((3, 9, 20, 26, 41, 58, 88, 131, 176, 203, 260, 330)):
        ext = "HEIC" if i % 3 else "JPG"
        y = _ago(age).year
        photo(f"{OD}/Pictures/Camera Roll/{y}/IMG_{7480 - i * 97}.{ext}", R, "Photos", age)
    for i, age in enumerate((1700, 1690, 1560)):
        photo(f"Pictures/Dubai/IMG_{1203 + i * 40}.JPG", R, "Photos", age)
    add("Pictures/Dubai/Thumbs.db", L, "System", 1400, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    for i in range(3):
        photo(f"Pictures/Croatia 2025/IMG_{2811 + i * 13}.JPG", R, "Photos", _age(2025, 7, 16 + i))
    photo("Pictures/Farm/calves March.jpg", R, "Photos", 78)
    photo("Pictures/Farm/Dad silage 2025.jpg", R, "Photos", 330)
    add("Pictures/Saved Pictures/wallpaper connemara.jpg", R, "Photos", 500, "")
    add("Pictures/Saved Pictures/teacher meme.png", R, "Photos", 240, "")
    for i, age in enumerate((640, 639, 612)):
        photo(f"Pictures/iPhone import 2024-09/IMG_{5102 + i * 6}.JPG", R, "Photos", age)

    # ------------------------------------------------------------ Music, ebooks, installers, recipes, garden
    for title, artist, album in (("The Siege of Ennis", "The Corrib Céilí Band", "Céilí Time"),
                                 ("Báidín Fheilimí", "Ceoltóirí na Scoile", "Amhráin don Rang"),
                                 ("An Poc ar Buile", "Seosamh Ó Dubhghaill", "Seanamhráin"),
                                 ("Raglan Road", "Niamh Forde", "Dublin Songs"),
                                 ("Salthill Prom", "The Late Arrivals", "Wedding Sessions Vol. 2"),
                                 ("Beautiful Crazy (cover)", "The Late Arrivals", "Wedding Sessions Vol. 2"),
                                 ("Sunday Morning Reels", "Lough Corrib Trio", "Reels & Jigs"),
                                 ("Caoineadh Uí Néill", "Harp of Connacht", "Slow Airs")):
        add(f"Music/{artist}/{title}.mp3", R, "Music", r.randint(60, 1200), _id3(r, title, artist, album))
    for title, author, para, age in (
            ("Dubliners", "James Joyce", "There was no hope for him this time: it was the third stroke.", 400),
            ("The Aran Islands", "J. M. Synge", "I am in Aranmor, sitting over a turf fire...", 650),
            ("Persuasion", "Jane Austen", "Sir Walter Elliot, of Kellynch Hall, in Somersetshire...", 820),
            ("The Secret Garden", "Frances Hodgson Burnett", "When Mary Lennox was sent to Misselthwaite...", 300),
            ("Castle Rackrent", "Maria Edgeworth", "Having, out of friendship for the family...", 1000)):
        add(f"{DL}/{title.replace(' ', '_')}.epub", R, "Books", age, _epub(title, author, "en", para))
    add(f"{DL}/Dubliners (1).epub.part", L, "System", 399, _blob(r, b"PK\x03\x04", 600))
    for name, age in (("ZoomInstaller.exe", 640), ("ChromeSetup.exe", 1000), ("Zotero-7.0.15_setup.exe", 300),
                      ("TeamsSetup_c_w_.exe", 630), ("vlc-3.0.21-win64.exe", 500),
                      ("AcroRdrDCx642400420220_en_US.exe", 410), ("HPSmartSetup.exe", 900)):
        add(f"{DL}/{name}", R, "Software", age, _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 2000))
    add(f"{DL}/GoogleDriveSetup.msi", R, "Software", 720, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1500))
    add(f"{DL}/Unconfirmed 482913.crdownload", L, "System", 30, _blob(r, b"MZ\x90\x00", 700))
    rc = f"{D}/Recipes"
    add(f"{rc}/Mam's brown bread.txt", R, "Cooking", 800, t_recipe_bread)
    add(f"{rc}/Rocky road traybake.docx", R, "Cooking", 450, t_recipe_traybake)
    add(f"{DL}/Classic lasagne recipe BBC Good Food.pdf", R, "Cooking", 260, t_recipe_lasagne)
    add(f"{OD}/Documents/Document 2.docx", R, "Cooking", 700, t_recipe_curry, hard=True)
    add(f"{DL}/document (3).pdf", A, "Home", _age(2024, 10, 3), t_rtb, hard=True)
    add(f"{DT}/to sort/scan.pdf", A, "Farm", 175, t_biss, hard=True)
    add(f"{OD}/Documents/Document.docx", A, "Camogie", 181, t_agm_report, hard=True)
    add(f"{SD}/Scan_0035.pdf", A, "Car", 7, t_nct_appt, hard=True)
    add(f"{DL}/GIY growing veg in containers.pdf", R, "Gardening", 420, t_garden)
    add(f"{D}/garden pots plan.txt", R, "Gardening", 410, t_garden_plan)

    # ------------------------------------------------------------ system files (Left) and dot files
    for folder, lines in ((DT, ["LocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769"]),
                          (D, ["LocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770"]),
                          (DL, ["LocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798"]),
                          ("Pictures", ["LocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779"]),
                          ("Music", ["LocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21790"])):
        add(f"{folder}/desktop.ini", L, "System", 1300, _ini(lines))
    dot(f"{DL}/.sync_a81f3c.tmp", b"", 12)
    return items
