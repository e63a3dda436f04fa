"""A seventh labelled corpus: a teacher-potter's family PC, ``build(root, seed)``, written without reading the classifier.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bodies of
``corpus.py``, ``heldout.py``, ``blind.py``, ``fresh.py`` or ``sixth.py``, or at any placement result: only
``unseen.py``'s docstring, helpers and ``build`` mechanics, the ``Item`` dataclass and the signatures of the
helpers ``_pdf``, ``_jpeg`` (``corpus.py``), ``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``). The files and
labels are shaped by what this person would have on disk, not by what the code looks for.

The person: Fiona Gallagher, 41, teaches chemistry at Meanwood Park Academy in Leeds (part of the Aire
Valley Learning Trust) and is head of Year 9 there; she joined in September 2018 after nine years at
Bramley Fold High School in Bradford (2009-2018), which followed her PGCE at the University of Leeds
(2008-09). She also runs Larkfield Pottery, a small sole-trader business selling stoneware on Etsy and at
craft fairs, fired in a kiln in the garden workshop. She lives at 27 Larkfield Crescent, Horsforth, with
her husband Declan (an electrician, from Co. Mayo), their daughter Aoife (17, in Year 12 at Aireborough
Sixth Form College, applying through UCAS this autumn for pharmacy, 2027 entry) and son Rory (12, Year 7
at Horsforth Moor School, asthmatic), and Biscuit, a working cocker spaniel. Her mother, Maureen Kelly,
died in September 2023; her house in Wakefield was cleared and sold and the estate closed in October
2024. The family PC is a Windows machine with the usual chaos: a ``Downloads/`` full of ``document (2).pdf``,
a ``Desktop/`` of ``New Text Document.txt``, ``My Documents/`` with half-made folders (``New folder``,
``Misc``, a ``2022`` folder, ``School`` which is *her teaching* folder), a ``Scanned Documents/`` folder
of ``scan0001.pdf``, a copy of an old USB stick (``USB backup 2019/``), unfinished downloads and system
files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  loft conversion (architect's fee proposal and drawings, planning application and decision, structural
  calculations, builder quotes, building control, party wall notice, budget, before photos and
  inspiration pictures; building starts July 2026) -- topic Home; Aoife's university application
  (personal statement drafts, course shortlist, open days, reference request, student finance sums,
  accommodation, her pharmacy work-experience letter) -- topic University; the St Bride's Hospice 10k
  at Harewood on Sunday 13 September 2026 (registration, training plan and log, JustGiving text,
  sponsor form, fundraising tracker, bake sale) -- topic Charity; the Year 9 science trip to Catalyst
  in Widnes on 7 July 2026 that she is organising (letters, risk assessment, EVOLVE approval, coach,
  consent and payments, medical list, groups) -- topic Teaching; the pottery stall at Saltaire Christmas
  Makers Market, 5-6 December 2026 (application, acceptance, stock plan, display) -- topic Pottery; the
  family's August 2026 trip to Declan's family in Mayo (ferry, cottage, packing) -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: her
  teaching job (lesson plans, schemes of work, mark sheets, reports, department meetings, safeguarding
  and Prevent training, appraisal, timetable, Year 9 pastoral work, colleagues' e-mails) -- Teaching;
  household money: bank, savings and ISA, mortgage, pension, payslips, life cover, budget, and the
  Self Assessment return and HMRC letters (even though the profit in them is the pottery's) --
  Finance; the house and its bills: energy, council tax, water, broadband, home insurance, boiler
  service, TV licence -- Home; the family's health (GP, dentist, optician, Rory's asthma plan) --
  Health; the car (MOT, insurance, service, tax, breakdown cover) -- Car; Biscuit (vet, insurance,
  microchip, walks) -- Pet; the children's school (reports, parents' evenings, letters, ParentPay, Aoife's
  predicted grades as a school report) -- School; the pottery business (Etsy statements and orders,
  sales ledger, expenses and receipts, kiln costs and firing log, stock, price list, public liability
  insurance, the year's craft-fair calendar, the business bank account, and the product photos that
  sell the pots) -- Pottery. A 2022 council-tax bill or a 2019 microchip record is still an Area.
- **Resources**: reference and interests kept for their own sake, by subject: chemistry teaching
  resources, worksheets, knowledge organisers and past exam papers with mark schemes (Teaching); glaze
  recipes, glaze-test notes and pottery technique articles (Pottery); dog-care reading (Pet); appliance
  manuals (Home); recipes (Cooking); ebooks (Books); music files (Music); installers (Software); photos
  from the phone's camera roll, holiday photos (Cornwall, Spain: the album is kept for its own sake, the
  bookings are Archive) and screenshots (Photos) -- except photos that document a project, current or
  finished (the loft's before photos and inspiration pictures, the 2023 kitchen, Mum's house, the 2025
  Christmas-fair stall: that project's bucket and topic) and the pottery product photos (Areas Pottery).
- **Archive**: finished projects and ended responsibilities: the PGCE year 2008-09 and her job at
  Bramley Fold High School, ended August 2018 (Teaching); the Year 9 Magna trip of July 2025
  (Teaching); the 2023 kitchen refit (Home); Mum's house clearance and estate, settled 2024 (Estate);
  past holidays' bookings, Cornwall 2024 and Spain 2025 (Travel); the old Ford Focus, sold February 2026
  (Car); Rory's primary school, left July 2025 (School); the Headingley Christmas craft fair of December
  2025 (Pottery). Everything inside ``USB backup 2019/`` is Archive (a frozen copy of the stick she
  carried at Bramley Fold), topic by subject (Teaching, Photos, Music), except its system files.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``, ``.~lock...#``)
  are written but not labelled: the scanner never lists them.

Topics are subjects (the loft is ``Home`` like the gas bill; the Catalyst trip is ``Teaching`` like the
lesson plans; the Christmas market is ``Pottery`` like the Etsy statements). ``hard`` marks a file
whose name *and* folder say nothing about its subject (``Downloads/document (2).pdf``,
``Desktop/New Text Document.txt``, ``My Documents/Misc/scan0012.pdf``, ``My Documents/2022/Book1.xlsx``,
``Scanned Documents/scan0007.pdf``): only the text inside (.txt, .csv, .eml, .pdf, .docx, .xlsx) can place
it. Images are never marked hard. Dates are relative to ``corpus.NOW`` so all corpora share the
benchmark's reference time.
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


def _uk(dt: datetime) -> str:
    return f"{dt.day} {dt:%B %Y}"


def _dmy(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _gbp(r: random.Random, lo: float, hi: float) -> str:
    return f"£{r.uniform(lo, hi):,.2f}"


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} {9 + dt.day % 10:02d}:{(dt.day * 7) % 60:02d}:00 +0100\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


FIONA_MAIL = "Fiona Gallagher <fionagallagher.leeds@gmail.com>"
FIONA_WORK = "Mrs F Gallagher <f.gallagher@meanwoodpark.airevalley.org.uk>"
ADDR = "Mrs Fiona Gallagher\n27 Larkfield Crescent\nHorsforth\nLeeds LS18 4QP"
SCHOOL = "Meanwood Park Academy, Green Lane, Leeds LS6 4JN - part of the Aire Valley Learning Trust"
SHOP = "Larkfield Pottery - handmade stoneware by Fiona Gallagher - etsy.com/shop/LarkfieldPottery"

PUPIL_FIRST = ["Aaliyah", "Ben", "Callum", "Chloe", "Daniel", "Ella", "Freya", "Harvey", "Isla", "Jack", "Kacper",
               "Leah", "Maisie", "Mohammed", "Noah", "Olivia", "Priya", "Reuben", "Sophie", "Tyler", "Zain",
               "Amelia", "Ewan", "Grace", "Hamza", "Lily", "Oscar", "Ruby", "Theo", "Yusuf"]
PUPIL_LAST = ["Ahmed", "Barker", "Clarke", "Dobson", "Evans", "Fenwick", "Gill", "Hussain", "Iqbal", "Jowett",
              "Kowalski", "Lister", "Mahmood", "Naylor", "Oduya", "Patel", "Riley", "Sutcliffe", "Thornton",
              "Walsh", "Wood", "Young"]
ADULTS = ["Sarah Whitaker", "Gemma Holroyd", "Paul Ackroyd", "Niamh Brennan", "Claire Dawson", "Mark Hepworth",
          "Joanne Firth", "Siobhan Moran", "Rachel Booth", "Dave Lockwood", "Helen Marsden", "Kevin Sykes"]


def _pupils(r: random.Random, n: int) -> list[str]:
    return [f"{r.choice(PUPIL_FIRST)} {r.choice(PUPIL_LAST)}" for _ in range(n)]


# --------------------------------------------------------------------------- teaching (Areas)

CHEM = [
    ("Rates of reaction", "Explain how temperature, concentration and surface area change the rate of a reaction "
     "using collision theory", "Sodium thiosulfate and hydrochloric acid 'disappearing cross' (Required Practical 5)",
     "activation energy, collision frequency, catalyst"),
    ("Atomic structure", "Describe the structure of the atom and work out the numbers of protons, neutrons and "
     "electrons", "No practical - build Bohr models with mini-whiteboards", "isotope, mass number, atomic number, shell"),
    ("Acids and alkalis", "Describe neutralisation, use the pH scale and write the ionic equation H+ + OH- -> H2O",
     "Making copper sulfate crystals from copper oxide and dilute sulfuric acid (Required Practical 1)",
     "salt, base, indicator, concentration"),
    ("Electrolysis", "Predict the products at each electrode when aqueous solutions are electrolysed",
     "Electrolysis of copper sulfate solution with carbon electrodes (Required Practical 3)",
     "cathode, anode, half equation, oxidation, reduction"),
    ("Chemical bonding", "Compare ionic, covalent and metallic bonding and link structure to properties",
     "No practical - dot and cross card sort, then melting point data task", "lattice, delocalised electrons"),
    ("The periodic table", "Explain the trends in reactivity in Group 1 and Group 7",
     "Teacher demo: lithium, sodium and potassium in water behind the safety screen; halogen displacement in "
     "spotting tiles", "alkali metal, halogen, displacement"),
    ("Crude oil and fuels", "Describe fractional distillation and cracking of long-chain hydrocarbons",
     "Cracking liquid paraffin over broken pot - teacher demo, suck-back risk", "alkane, alkene, bromine water"),
    ("Energy changes", "Measure temperature changes in exothermic and endothermic reactions",
     "Neutralising HCl with NaOH in a polystyrene cup (Required Practical 4)", "exothermic, endothermic, profile"),
    ("Chromatography", "Separate food colourings with paper chromatography and calculate Rf values",
     "Paper chromatography of food colourings (Required Practical 6)", "mobile phase, stationary phase, Rf"),
]


def t_lesson(i: int, old: bool = False):
    def f(r: random.Random, dt: datetime) -> str:
        title, obj, prac, words = CHEM[i]
        cls = r.choice(["10B/Sc2", "11A/Sc1", "9D/Sc3"] if old else ["9C2", "9F1", "10X2", "10Y3", "11Y1"])
        room, tech = ("S2", "Mrs Lister") if old else ("S4", "Mrs Holroyd")
        hw = f"textbook questions p.{r.randint(40, 180)}" if old else f"Seneca assignment '{title}'"
        dt = dt - timedelta(days=max(0, dt.weekday() - 4))  # lessons fall on weekdays
        return (f"Lesson plan - {cls} Chemistry - {title}\nTeacher: Mrs F Gallagher    Room {room}    {_uk(dt)}, "
                f"period {r.randint(1, 5)}\n\nLearning objective: {obj}.\nKey words: {words}.\n\n"
                "Starter (8 min): Do Now - five retrieval questions from last lesson, self-marked in green pen.\n"
                f"Main (30 min): explain with worked example on the visualiser; paired practice questions.\n"
                f"Practical: {prac}. Goggles on throughout, hair tied back, spills reported to me; "
                f"technician request sent to {tech}.\n"
                "Differentiation: scaffolded method sheet for group 3; stretch question on the board for group 1.\n"
                "Plenary: exit ticket - 3 questions, collect at the door.\n"
                f"Homework: {hw} due next lesson.")
    return f


def t_sow(r: random.Random, dt: datetime) -> str:
    rows = [f"{w + 1};{CHEM[w % len(CHEM)][0]};{CHEM[w % len(CHEM)][2][:60]};"
            f"{'End of topic test' if w % 3 == 2 else 'Exit tickets'}" for w in range(9)]
    return ("Scheme of work - Year 9 Chemistry (AQA KS4 start) - Meanwood Park Academy Science Department\n"
            f"Written by F Gallagher, updated {_uk(dt)}\n\nWeek;Topic;Practical;Assessment\n" + "\n".join(rows) +
            "\n\nNotes: two lessons a week. Required practicals logged in the student practical book.")


def t_marks(title: str):
    def f(r: random.Random, dt: datetime) -> str:
        head = f"{title};;;;\nStudent;Paper 1 /100;Paper 2 /100;Total /200;Grade;Target\n"
        rows = []
        for p in _pupils(r, 24):
            a, b = r.randint(18, 92), r.randint(15, 90)
            rows.append(f"{p};{a};{b};{a + b};{min(9, max(1, (a + b) // 20))};{r.randint(4, 8)}")
        return head + "\n".join(rows)
    return f


def t_topic_tests(r: random.Random, dt: datetime) -> str:
    head = "9C2 Chemistry - end of topic tests 2025-26\nStudent;Atomic structure /40;Bonding /40;Rates /40;Effort\n"
    return head + "\n".join(f"{p};{r.randint(10, 39)};{r.randint(8, 40)};{r.randint(9, 38)};{r.randint(1, 4)}"
                            for p in _pupils(r, 26))


def t_reports(r: random.Random, dt: datetime) -> str:
    phr = ["works hard in practical lessons and writes careful methods",
           "needs to complete Seneca homework on time",
           "has made excellent progress with balancing equations",
           "should revise the required practicals using the knowledge organiser",
           "contributes well to class discussion but must check units in calculations",
           "is a pleasure to teach and should aim for the higher tier"]
    lines = [f"{p}: {p.split()[0]} {r.choice(phr)}. Working at grade {r.randint(3, 7)}."
             for p in _pupils(r, 10)]
    return (f"Chemistry report comments - 9C2 - summer term {dt.year}\nTeacher: Mrs F Gallagher\n"
            "Deadline for SIMS entry: Friday 19 June\n\n" + "\n".join(lines))


def t_dept_minutes(r: random.Random, dt: datetime) -> str:
    return (f"Science Department Meeting - Minutes - {_uk(dt)}\nPresent: A Pickersgill (HoD), F Gallagher, "
            "T Oduya, R Booth, K Sykes, G Holroyd (technician)\nApologies: H Marsden\n\n"
            "1. Required practicals: Year 10 still missing RP3 electrolysis in two groups - FG to timetable catch-up.\n"
            "2. Mock moderation: Year 11 papers double-marked, grade boundaries agreed from June 2024 series.\n"
            "3. Technician requests must be in by Wednesday for the following week.\n"
            "4. KS3 curriculum review - draft Year 8 chemistry units to AP by half term.\n"
            "5. Budget: £" + str(r.randint(900, 1800)) + " left for consumables this year.\n\n"
            "Actions: FG - Year 9 SoW update; TO - revision guide order; GH - fume cupboard test booked.")


def t_safeguard_cert(r: random.Random, dt: datetime) -> str:
    return ("Certificate of Completion\n\nThis is to certify that Fiona Gallagher\nhas successfully completed\n"
            "Safeguarding Children - Level 2 (Education)\nincluding Keeping Children Safe in Education 2025 updates\n"
            f"Date completed: {_uk(dt)}   Score: {r.randint(85, 100)}%\nValid for 12 months.\n"
            "Aire Valley Learning Trust - staff training platform")


def t_kcsie(r: random.Random, dt: datetime) -> str:
    return ("KCSIE 2025 - staff briefing notes (INSET day)\n\n- Designated Safeguarding Lead: Mrs Dawson; deputies "
            "listed on the staffroom board.\n- Record every concern on CPOMS the same day, facts not opinions.\n"
            "- Online safety: filtering and monitoring responsibilities, report gaps to IT.\n"
            "- Never promise confidentiality to a pupil.\n- Low-level concerns about staff go to the Head.\n"
            "As head of year: check CPOMS Year 9 alerts daily, weekly summary to DSL on Fridays.")


def t_prevent(r: random.Random, dt: datetime) -> str:
    return ("Home Office - Prevent duty training\nCertificate of completion\n\nName: Fiona Gallagher\n"
            "Course: Prevent awareness (education)\n"
            f"Completed: {_uk(dt)}\nYou now understand how to recognise and refer concerns about radicalisation.")


def t_options_letter(r: random.Random, dt: datetime) -> str:
    return (f"{SCHOOL}\n\n{_uk(dt)}\n\nDear Parent/Carer,\n\nYear 9 Options Evening\n\nYour child will soon choose "
            "the GCSE subjects they will study in Years 10 and 11. Please join us for Options Evening on Thursday "
            "12 February from 5.30pm in the main hall. Subject staff will be available, and the options booklet "
            "will be sent home on the same day. Option forms must be returned to form tutors by Friday 6 March.\n\n"
            "Yours sincerely,\n\nMrs F Gallagher\nHead of Year 9")


def t_attendance(r: random.Random, dt: datetime) -> str:
    return ("Year 9 attendance watchlist - below 90%\nStudent;Form;Attendance %;Action;Next review\n" + "\n".join(
        f"{p};9{r.choice('CFGHKP')};{r.randint(71, 89)}.{r.randint(0, 9)};"
        f"{r.choice(['letter 1 sent', 'phone call home', 'meeting with parents', 'EWO referral'])};"
        f"{_dmy(dt + timedelta(days=r.randint(7, 21)))}" for p in _pupils(r, 14)))


def t_pastoral(r: random.Random, dt: datetime) -> str:
    return (f"Year 9 pastoral team meeting - {_uk(dt)}\nPresent: F Gallagher (HoY9), form tutors 9C, 9F, 9G, 9H, "
            "9K, 9P, S Moran (pastoral support)\n\n1. Attendance: year group at 92.4%, target 95%. Watchlist "
            "reviewed.\n2. Behaviour: detentions down since the new lunchtime rota.\n3. Rewards trip - Catalyst "
            "letters out, consent chasers to tutors.\n4. Transition to Year 10: options confirmed for all but 6.\n"
            "5. Any safeguarding concerns go on CPOMS - not discussed here.")


def t_behaviour_csv(r: random.Random, dt: datetime) -> str:
    rows = [f"{_dmy(dt - timedelta(days=i * 2))};{p};9{r.choice('CFGHKP')};"
            f"{r.choice(['Defiance', 'Late to lesson', 'Phone out', 'Disruption', 'Uniform', 'Positive - kindness'])};"
            f"{r.choice(['Detention', 'Warning', 'Parent call', 'Praise postcard', 'Report card'])}"
            for i, p in enumerate(_pupils(r, 12))]
    return "Date,Student,Form,Incident,Outcome\n".replace(",", ";") + "\n".join(rows)


def t_assembly(r: random.Random, dt: datetime) -> str:
    return ("Year 9 assembly rota - summer term\n\nWeek 1 - Mrs Gallagher: exam season and revision habits\n"
            "Week 2 - 9C: Mental Health Awareness Week\nWeek 3 - Mr Sykes: online safety\nWeek 4 - 9K: "
            "kindness\nWeek 5 - PCSO visit: knife crime awareness\nWeek 6 - Mrs Gallagher: looking ahead to "
            "Year 10 and the Catalyst trip\nAll assemblies Tuesday 8.40 in the drama studio.")


def t_appraisal(r: random.Random, dt: datetime) -> str:
    return ("Appraisal objectives 2025-26 - Fiona Gallagher (UPS3 + TLR2b Head of Year 9)\n\n1. Pupil "
            "progress: Year 11 chemistry residuals at or above zero.\n2. Leadership: raise Year 9 attendance to "
            "95% and reduce persistent absence by 3%.\n3. Professional development: complete NPQLBC module 2.\n"
            f"Reviewer: A Pickersgill. Mid-year review held {_uk(dt)} - on track.")


def t_timetable(r: random.Random, dt: datetime) -> str:
    days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    return ("Staff timetable 2025-26 - GAL (F Gallagher) - Science S4\n\n" + "\n".join(
        f"{d}: P1 {r.choice(['9C2', '10X2', 'PPA', '11Y1'])}  P2 {r.choice(['9F1', 'HoY', '10Y3'])}  "
        f"P3 {r.choice(['11Y1', '9C2', 'PPA'])}  P4 {r.choice(['10X2', 'HoY', '9F1'])}  P5 "
        f"{r.choice(['11Y1', 'PPA', '10Y3'])}" for d in days) + "\nDuty: Wednesday lunch, science corridor.")


def t_cover_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Andrew Pickersgill <a.pickersgill@meanwoodpark.airevalley.org.uk>", FIONA_WORK,
                "Cover for Thursday P3/P4", dt,
                "Hi Fiona,\n\nI'm at the AQA moderation meeting on Thursday. Could you set cover work for 10Y3 "
                "(P3, energy changes - worksheet is in the shared drive) and check the technician has put the "
                "polystyrene cups away? Thanks.\n\nAndrew\nHead of Science")


def t_moderation_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Exams Office <exams@meanwoodpark.airevalley.org.uk>", "Science staff",
                "Year 11 mocks - marks due", dt,
                "Dear colleagues,\n\nPlease enter Year 11 chemistry mock marks (paper 1 and 2) into the SIMS "
                "marksheet by Friday. Scripts for moderation: please bring a top, middle and bottom script per "
                "class to the department meeting.\n\nMany thanks,\nJoanne Firth, Exams Officer")


def t_rory_parents(r: random.Random, dt: datetime) -> str:
    return ("Horsforth Moor School - Year 7 Parents' Evening\n\nStudent: Rory Gallagher (7M)\nParent: Mrs F "
            "Gallagher\n\nAppointments (5 minutes each):\n17:10 Maths - Mr Lister\n17:20 English - Ms Brennan\n"
            "17:35 Science - Dr Oduya\n17:45 Form tutor - Mrs Naylor\nPlease bring Rory's planner.")


# --------------------------------------------------------------------------- teaching (Resources)


def t_past_paper(series: str, paper: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"AQA GCSE Chemistry 8462/{paper} - {series}\nTime allowed: 1 hour 45 minutes. Maximum mark 100.\n\n"
                "01.1 Complete the table to show the number of protons, neutrons and electrons in a 19F atom. [3]\n"
                "01.2 Explain why isotopes of an element have the same chemical properties. [2]\n"
                "02.1 A student electrolysed copper sulfate solution using inert electrodes. Write a half equation "
                "for the reaction at the cathode. [2]\n"
                "03.4 Calculate the relative formula mass of calcium carbonate, CaCO3. Ar: Ca = 40, C = 12, O = 16 [2]\n"
                "05.2 Suggest why the reaction between magnesium and hydrochloric acid slows down. [3]\n"
                "END OF QUESTIONS. Copyright AQA and its licensors.")
    return f


def t_markscheme(r: random.Random, dt: datetime) -> str:
    return ("AQA GCSE Chemistry 8462/1H - Mark scheme - June 2023\n\n01.1 protons 9, neutrons 10, electrons 9 "
            "(1 mark each)\n01.2 same number of electrons in the outer shell (1) so react in the same way (1)\n"
            "02.1 Cu2+ + 2e- -> Cu (allow multiples)\n03.4 40 + 12 + 48 = 100\n"
            "05.2 concentration of acid decreases (1) so fewer collisions per second (1) so rate decreases (1)")


WORKSHEETS = {
    "moles": "Moles and relative formula mass - practice\n1. Calculate Mr of H2SO4.\n2. How many moles in 12 g of "
             "magnesium?\n3. What mass of CO2 is made from 50 g of CaCO3?\nAnswers on the back. n = m / Mr.",
    "balancing": "Balancing equations - worksheet\nBalance: Mg + O2 -> MgO\nNa + H2O -> NaOH + H2\nCH4 + O2 -> "
                 "CO2 + H2O\nFe2O3 + CO -> Fe + CO2\nChallenge: write the state symbols.",
    "bonding": "Ionic and covalent bonding - dot and cross practice\nDraw dot and cross diagrams for NaCl, MgO, "
               "H2O, CH4 and O2. Explain why sodium chloride has a high melting point and conducts when molten.",
    "rp_titration": "Required practical - titration (chemistry only)\nMethod: rinse the burette with acid, fill to "
                    "0.00 cm3, add 25.0 cm3 NaOH by pipette to a conical flask with 3 drops phenolphthalein, titrate "
                    "until colourless. Repeat until concordant results within 0.10 cm3.",
    "ko_y9": "Year 9 Chemistry knowledge organiser - atoms, elements and compounds\nAtom: smallest part of an "
             "element. Element: one type of atom. Compound: two or more elements chemically bonded. Mixture: not "
             "chemically bonded, separated by filtration, crystallisation, distillation or chromatography.",
}


def t_rsc(r: random.Random, dt: datetime) -> str:
    return ("Education in Chemistry - Royal Society of Chemistry\nTackling misconceptions about chemical bonding\n\n"
            "Students often believe ionic bonds are formed between pairs of ions, or that covalent bonds break "
            "when a simple molecular substance melts. Use physical models and ask students to predict the "
            "melting point of substances before showing the data. Concept cartoons work well for starters.")


def t_rp_handbook(r: random.Random, dt: datetime) -> str:
    return ("AQA GCSE Chemistry - Required practical activities handbook\n\nRP1 Making salts; RP2 Neutralisation "
            "(titration, chemistry only); RP3 Electrolysis; RP4 Temperature changes; RP5 Rates of reaction; RP6 "
            "Chromatography; RP7 Identifying ions (chemistry only); RP8 Water purification.\nEach activity lists "
            "apparatus, method, risk assessment and the skills students must show in the written exam.")


# --------------------------------------------------------------------------- school trip (Projects Teaching)


def t_trip_letter(r: random.Random, dt: datetime) -> str:
    return (f"{SCHOOL}\n\n{_uk(dt)}\n\nDear Parent/Carer,\n\nYear 9 Science Trip - Catalyst Science Discovery "
            "Centre, Widnes - Tuesday 7 July 2026\n\nAs a reward for an excellent year, Year 9 students are invited "
            "on a trip to Catalyst, where they will take part in a hands-on chemistry workshop and explore the "
            "galleries. The coach leaves school at 8.15am and returns at about 4.30pm. The cost is £18, payable on "
            "ParentPay by Friday 12 June. Students need a packed lunch and school uniform.\nPlease complete the "
            "consent form on the app including any medical needs.\n\nMrs F Gallagher\nHead of Year 9")


def t_trip_risk(r: random.Random, dt: datetime) -> str:
    return ("Educational visit risk assessment - Year 9 Catalyst trip, 7 July 2026\nVisit leader: F Gallagher\n"
            "Staff:student ratio 1:12, 8 staff for 92 students, first aider: R Booth.\n\nHazard;Risk;Control\n"
            "Coach travel;Injury;Seatbelts worn, registered coach firm with PSV licence\nLost student;Medium;"
            "Buddy system, headcounts at every move, meeting point at reception\nLaboratory workshop;Low;Venue "
            "staff lead, goggles provided\nMedical (asthma, allergies);Medium;Medical list carried, inhalers "
            "checked on the coach\nWeather/heat;Low;Water bottles, sun cream")


def t_evolve(r: random.Random, dt: datetime) -> str:
    return ("EVOLVE - Educational Visits approval\nVisit ref: 112" + str(r.randint(1000, 9999)) + "\n"
            "Visit: Year 9 Science Trip - Catalyst Science Discovery Centre, Widnes\nDate: 07/07/2026\n"
            "Leader: Fiona Gallagher\nStatus: APPROVED by Educational Visits Coordinator (C Dawson) on "
            f"{_dmy(dt)}\nCategory: B - day visit outside Leeds. Remember to upload the final student list.")


def t_trip_consent(trip: str = "Catalyst", fee: int = 18):
    return lambda r, dt: _consent(r, trip, fee)


def _consent(r: random.Random, trip: str, fee: int) -> str:
    return (f"Year 9 {trip} trip - consent and payments\nStudent;Form;Consent;Paid £{fee};Medical\n" + "\n".join(
        f"{p};9{r.choice('CFGHKP')};{r.choice(['Y', 'Y', 'Y', 'N'])};{r.choice(['Y', 'Y', 'N'])};"
        f"{r.choice(['', '', 'asthma', 'nut allergy'])}" for p in _pupils(r, 30)))


def t_trip_medical(r: random.Random, dt: datetime) -> str:
    return ("Student,Form,Condition,Medication,Carried by\n".replace(",", ";") + "\n".join(
        f"{p};9{r.choice('CFGHKP')};{c};{m};{w}" for p, (c, m, w) in zip(_pupils(r, 6), [
            ("Asthma", "Salbutamol inhaler", "student"), ("Nut allergy", "2x EpiPen", "student + Mrs Booth"),
            ("Type 1 diabetes", "Insulin pen, glucose tablets", "student"), ("Asthma", "Inhaler + spacer", "student"),
            ("Epilepsy", "Buccal midazolam", "Mrs Booth"), ("Travel sickness", "Kwells", "Mrs Gallagher")])) +
        "\nCatalyst trip 7/7 - copy in trip folder and with first aider")


def t_coach_quote(r: random.Random, dt: datetime) -> str:
    return ("Aireline Coaches Ltd - Quotation\nTo: Mrs F Gallagher, Meanwood Park Academy\n\nJourney: Meanwood "
            "Park Academy to Catalyst, Mersey Road, Widnes and return, Tuesday 7 July 2026\nVehicles: 2 x 53-seat "
            f"coaches with seatbelts\nDepart 08:15, return from Widnes 15:00\nPrice: {_gbp(r, 1180, 1420)} incl. VAT\n"
            "Quote valid 30 days. Driver hours compliant.")


def t_catalyst_booking(r: random.Random, dt: datetime) -> str:
    return ("Catalyst Science Discovery Centre - Booking confirmation\nSchool: Meanwood Park Academy\nDate: "
            "Tuesday 7 July 2026, arrival 10:15\nStudents: 92  Staff: 8\nWorkshops: 'Chemistry of Colour' "
            "(2 groups), 'Soap and Suds' (2 groups), gallery time, observatory lift\nLunch room booked 12:30-13:00\n"
            f"Total: {_gbp(r, 690, 760)}. Invoice to follow.")


def t_trip_groups(r: random.Random, dt: datetime) -> str:
    staff = ["F Gallagher (lead)", "R Booth (first aid)", "K Sykes", "T Oduya", "S Moran", "M Hepworth",
             "H Marsden", "J Firth"]
    return "Catalyst trip - staff and groups\n\n" + "\n".join(
        f"Group {i + 1}: {s} - {', '.join(_pupils(r, 4))} ..." for i, s in enumerate(staff))


def t_trip_itinerary(r: random.Random, dt: datetime) -> str:
    return ("Catalyst 7 July - running order\n07:55 staff at school, collect medical bag + first aid kits\n08:15 "
            "coaches leave (register on coach)\n10:15 arrive Widnes, toilets\n10:30 workshops groups 1-4, galleries "
            "5-8\n12:30 lunch\n13:00 swap\n14:45 gift shop (max 10 mins)\n15:00 coaches depart\n16:30 back at "
            "school - text parents via Arbor when on the M62")


# --------------------------------------------------------------------------- teaching (Archive)


def t_pgce_essay(r: random.Random, dt: datetime) -> str:
    return ("PGCE Secondary Science (Chemistry) 2008-09 - University of Leeds\nAssignment 2: Addressing "
            "misconceptions about the particle model in Key Stage 3\nFiona Gallagher - student no. 200812245\n\n"
            "Introduction. Research by Driver et al. shows that many pupils believe particles expand when heated "
            "... During my first placement at Crossgates High I tested a sequence of lessons using role play and "
            "predict-observe-explain tasks. Word count 4,980.")


def t_pgce_placement(r: random.Random, dt: datetime) -> str:
    return ("University of Leeds PGCE - Placement 2 final report\nTrainee: Fiona Gallagher   School: Bramley Fold High "
            "School, Bradford\nSubject mentor: Mr D Lockwood\n\nStandards: all Q standards met. Strengths: "
            "practical work well organised, excellent relationships with Year 10. Target for NQT year: use "
            "assessment data to plan for groups. Overall grade: 1 (outstanding). Date: June 2009")


def t_qts(r: random.Random, dt: datetime) -> str:
    return ("Training and Development Agency for Schools\nQTS skills tests - results\nCandidate: Fiona Gallagher\n"
            "Numeracy: PASS (2008)\nLiteracy: PASS (2008)\nICT: PASS (2009)\nYou have met the skills test "
            "requirement for the award of Qualified Teacher Status.")


def t_old_contract(r: random.Random, dt: datetime) -> str:
    return ("City of Bradford Metropolitan District Council - Statement of particulars of employment\n"
            "Employee: Fiona Gallagher   Post: Teacher of Science (Chemistry), newly qualified\nSchool: Bramley Fold "
            "High School\nStart date: 1 September 2009\nSalary: Main pay scale M1 £21,102\nConditions: School "
            "Teachers' Pay and Conditions Document and Burgundy Book.")


def t_resignation(r: random.Random, dt: datetime) -> str:
    return ("27 Larkfield Crescent\nHorsforth\nLeeds LS18 4QP\n\n" + _uk(dt) + "\n\nDear Mrs Thornton,\n\nPlease "
            "accept this letter as formal notice of my resignation from my post as Second in Science at Bramley "
            "Fold High School, with effect from 31 August 2018. I have accepted a post at Meanwood Park Academy in "
            "Leeds. I have loved my nine years at Bramley Fold and thank you for your support.\n\nYours sincerely,"
            "\nFiona Gallagher")


def t_old_reference(r: random.Random, dt: datetime) -> str:
    return ("Bramley Fold High School - Confidential reference\nCandidate: Mrs Fiona Gallagher, Second in Science\n"
            "Post applied for: Teacher of Chemistry with pastoral responsibility, Meanwood Park Academy\n\n"
            "Mrs Gallagher has taught at Bramley Fold since 2009 ... consistently strong GCSE chemistry results, "
            "led our KS3 curriculum redesign and ran the STEM club. No disciplinary or safeguarding concerns. "
            "I recommend her without reservation.\nMrs L Thornton, Headteacher")


def t_p45(r: random.Random, dt: datetime) -> str:
    return ("P45 Part 1A - Details of employee leaving work\nHMRC\nEmployer PAYE reference: 074/BA93120\nEmployee: "
            "GALLAGHER Fiona   NI number: JT 41 23 55 C\nLeaving date: 31 08 2018\nTax code at leaving: 1185L\n"
            f"Total pay to date: {_gbp(r, 16000, 19000)}  Total tax to date: {_gbp(r, 2000, 2700)}\n"
            "Employer: City of Bradford MDC - Bramley Fold High School")


def t_old_sow(r: random.Random, dt: datetime) -> str:
    return ("Bramley Fold High School - Science Department\nYear 10 Chemistry scheme of work 2017-18 (new 9-1 spec)\n"
            "Autumn 1: Atomic structure and the periodic table\nAutumn 2: Bonding, structure and properties\n"
            "Spring 1: Quantitative chemistry\nSpring 2: Chemical changes and electrolysis\nSummer: Energy changes, "
            "required practicals catch-up\nAuthor: F Gallagher (Second in Science)")


def t_old_markbook(r: random.Random, dt: datetime) -> str:
    return ("Bramley Fold - mark book 2017-18 - 10B/Sc2\nStudent;Autumn test;Spring test;Mock;Target\n" + "\n".join(
        f"{p};{r.randint(20, 60)};{r.randint(20, 60)};{r.randint(3, 8)};{r.randint(4, 8)}" for p in _pupils(r, 20)))


def t_magna_letter(r: random.Random, dt: datetime) -> str:
    return (f"{SCHOOL}\n\n{_uk(dt)}\n\nDear Parent/Carer,\n\nYear 9 rewards trip - Magna Science Adventure Centre, "
            "Rotherham - Wednesday 9 July 2025\n\nStudents with 95% attendance and fewer than 5 behaviour points "
            "are invited. Cost £15 on ParentPay. Coach leaves 8.30am, back 3.45pm.\n\nMrs F Gallagher\nHead of Year 9")


def t_magna_eval(r: random.Random, dt: datetime) -> str:
    return ("Magna trip 9 July 2025 - evaluation\n84 students, 7 staff. No incidents; one student travel sick. "
            "Fire and Water pavilions were the highlight. Next year: book earlier, venue with a proper chemistry "
            "workshop (Catalyst?), two coaches not one plus minibus. Final cost per student £14.20, surplus "
            "£67 returned to the Year 9 fund. Trip closed on EVOLVE.")


# --------------------------------------------------------------------------- finance (Areas)


def t_bank(r: random.Random, dt: datetime) -> str:
    lines, bal = [], r.uniform(600, 2500)
    txs = [("AIRE VALLEY LEARNING TRUST SALARY", 3520, 3620), ("DD HALIFAX MORTGAGE", -1090, -1090),
           ("DD LEEDS CITY COUNCIL CTAX", -214, -214), ("DD OCTOPUS ENERGY", -168, -168),
           ("TESCO STORES 2291 HORSFORTH", -35, -120), ("ALDI 84 KIRKSTALL", -20, -80),
           ("DD YORKSHIRE WATER", -52, -52), ("TFR D GALLAGHER", 1200, 1200), ("DD PETPLAN", -41, -41),
           ("DD VIRGIN MEDIA", -62, -62), ("SHELL HORSFORTH", -55, -70), ("CHILD BENEFIT", 153, 153)]
    for i, (desc, lo, hi) in enumerate(txs):
        amt = r.uniform(lo, hi)
        bal += amt
        lines.append(f"{_dmy(dt - timedelta(days=28 - i * 2))}  {desc:<36} {amt:>10,.2f}  {bal:>10,.2f}")
    return ("Nationwide Building Society - FlexAccount statement\nMr D & Mrs F Gallagher\nSort code 07-04-36  Account "
            f"no. 31528846\nStatement date {_uk(dt)}\n\nDate        Description                          Amount    "
            "Balance\n" + "\n".join(lines))


def t_bank_csv(r: random.Random, dt: datetime) -> str:
    rows = []
    for i in range(16):
        d = dt - timedelta(days=i * 2)
        desc, amt = r.choice([("TESCO STORES 2291", -r.uniform(10, 95)), ("AMAZON MKTPLACE", -r.uniform(8, 60)),
                              ("COSTA HORSFORTH", -4.2), ("DD OCTOPUS ENERGY", -168.0), ("TFR D GALLAGHER", 400.0),
                              ("SAINSBURYS MOORTOWN", -r.uniform(20, 70))])
        rows.append(f'"{_dmy(d)}","{desc}","{amt:.2f}"')
    return ('"Account Name:","Nationwide FlexAccount ****8846"\n"Date","Transactions","Amount"\n' + "\n".join(rows))


def t_isa(r: random.Random, dt: datetime) -> str:
    return ("Vanguard Investor - Stocks and Shares ISA - Annual statement 6 April 2025 to 5 April 2026\nAccount "
            f"holder: Mrs Fiona Gallagher\nOpening value: {_gbp(r, 14000, 16000)}\nContributions: £2,400.00 "
            f"(£200 monthly)\nClosing value: {_gbp(r, 17500, 19500)}\nHolding: LifeStrategy 80% Equity Fund - "
            "Accumulation\nOngoing charge 0.22%. ISA allowance used this year: £2,400 of £20,000.")


def t_mortgage(r: random.Random, dt: datetime) -> str:
    return ("Halifax - Annual mortgage statement\nMr Declan Gallagher and Mrs Fiona Gallagher\nProperty: 27 "
            f"Larkfield Crescent, Horsforth, LS18 4QP\nStatement period to {_uk(dt)}\nBalance outstanding: "
            f"{_gbp(r, 138000, 152000)}\nProduct: 5 year fixed 4.19% until 31/08/2027, then Standard Variable Rate\n"
            "Monthly payment: £1,090.00   Remaining term: 17 years 3 months\nOverpayments this year: £0.00")


def t_mortgage_offer(r: random.Random, dt: datetime) -> str:
    return ("Halifax - Mortgage offer (remortgage)\nApplicants: Declan Gallagher, Fiona Gallagher\nLoan amount: "
            "£171,500   Term: 22 years   Repayment\nInitial rate: 1.84% fixed until 31/08/2022\nSecurity: 27 "
            "Larkfield Crescent, Horsforth, Leeds LS18 4QP\nEarly repayment charge applies during the fixed period.")


def t_pension(r: random.Random, dt: datetime) -> str:
    return ("Teachers' Pensions - Annual Benefit Statement at 31 March 2026\nMember: Fiona Gallagher  Ref "
            "TP/4419087\nScheme: Career Average (2015) plus Final Salary (NPA 60) service 2009-2015\n"
            f"Pension built up to date: {_gbp(r, 15000, 17500)} a year\nLump sum (final salary section): "
            f"{_gbp(r, 9000, 11000)}\nNormal pension age: 68. Check your service history in My Pension Online.")


def t_payslip(r: random.Random, dt: datetime) -> str:
    gross = r.uniform(4390, 4450)
    return (f"Aire Valley Learning Trust - Payslip {dt:%B %Y}\nEmployee: GALLAGHER, Fiona  No. 004512  NI JT412355C\n"
            f"Post: Teacher UPS3 + TLR2b (Head of Year 9)\nBasic pay {gross:,.2f}\nTax (1257L) -{gross * 0.16:,.2f}\n"
            f"National Insurance -{gross * 0.055:,.2f}\nTeachers' Pension (11.7%) -{gross * 0.117:,.2f}\n"
            f"Net pay {gross * (1 - 0.16 - 0.055 - 0.117):,.2f}   Paid to Nationwide ****8846")


def t_sa302(r: random.Random, dt: datetime) -> str:
    return ("HM Revenue & Customs - Tax calculation (SA302) for the year 2024-25\nMrs Fiona Gallagher  UTR 58421 "
            f"90377\nPay from employment: {_gbp(r, 50500, 52500)}\nProfit from self-employment (Larkfield Pottery): "
            f"{_gbp(r, 2100, 3300)}\nPersonal allowance: £12,570.00\nIncome tax due: {_gbp(r, 8100, 8700)}\n"
            f"Class 4 NIC: {_gbp(r, 0, 60)}\nLess tax deducted under PAYE. Balance to pay by 31 January 2026: "
            f"{_gbp(r, 420, 690)}")


def t_hmrc_letter(r: random.Random, dt: datetime) -> str:
    return ("HM Revenue & Customs - Self Assessment\n" + ADDR + "\n\n" + _uk(dt) + "\n\nStatement of account\n"
            f"Payment on account due 31 July 2026: {_gbp(r, 210, 340)}\nYou can pay online or through your tax code. "
            "If you think your payments on account are too high you can ask us to reduce them (form SA303).")


def t_sa_notes(r: random.Random, dt: datetime) -> str:
    return ("Self assessment 2025-26 working\nItem;Amount\nSalary (P60);51,920.40\nTax paid (P60);8,341.20\n"
            f"Pottery turnover;{r.randint(6200, 7800)}\nPottery expenses (clay, glaze, kiln electric, fair fees, "
            f"Etsy fees);{r.randint(3500, 4400)}\nGift Aid donations;180\nTrading allowance? no - use actual "
            "expenses\nFile by;31/01/2027")


def t_budget(r: random.Random, dt: datetime) -> str:
    rows = [("Mortgage", 1090), ("Council tax", 214), ("Energy", 168), ("Water", 52), ("Food", 720),
            ("Petrol", 180), ("Broadband + phones", 96), ("Petplan + Biscuit", 75), ("Car insurance", 58),
            ("Rory clubs", 45), ("Aoife phone + bus pass", 60), ("ISA", 200), ("Holiday pot", 250)]
    return ("Household budget 2026;Monthly;Yearly\n" + "\n".join(f"{n};{v};{v * 12}" for n, v in rows) +
            f"\nIncome (Fiona + Declan net);{r.randint(6100, 6500)};\nLeft over;;")


def t_life(r: random.Random, dt: datetime) -> str:
    return ("Legal & General - Joint life insurance - Policy schedule\nLives assured: Declan Gallagher and Fiona "
            "Gallagher\nCover: decreasing term, £172,000 falling with the mortgage\nTerm ends: 2043\nMonthly "
            f"premium: {_gbp(r, 21, 29)}\nPolicy number: L&G-" + str(r.randint(1000000, 9999999)))


def t_premium(r: random.Random, dt: datetime) -> str:
    return ("NS&I - Premium Bonds - holding statement\nHolder: Fiona Gallagher\nHolder's number 52 3311 874\n"
            f"Total holding: £{r.randint(3, 6)},000\nPrizes this year: £25 (March), £25 (May)\nPrize fund rate 3.6%")


# --------------------------------------------------------------------------- home (Areas / Resources / Archive)


def t_energy(r: random.Random, dt: datetime) -> str:
    kwh, gas = r.randint(230, 320), r.randint(600, 1400)
    return (f"Octopus Energy - Your statement {_uk(dt)}\n" + ADDR + "\nAccount A-3F92C71D\n\nElectricity: "
            f"{kwh} kWh at 24.5p = £{kwh * 0.245:.2f}, standing charge 30 days at 51.4p\nGas: {gas} kWh at "
            f"6.2p = £{gas * 0.062:.2f}, standing charge 30 days at 32.6p\nDirect Debit: £168.00 a month\n"
            "Tariff: Flexible Octopus. Meter readings taken from your smart meter.")


def t_ctax(year: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Leeds City Council - Council Tax bill {year}\n" + ADDR + f"\n\nProperty: 27 Larkfield Crescent, "
                f"Horsforth   Band D\nAnnual charge: {_gbp(r, 2050, 2300)} (includes West Yorkshire Police, Fire and "
                "Horsforth Town Council precepts)\nPayable by 10 monthly instalments by Direct Debit on the 1st.\n"
                "Account reference 42170" + str(r.randint(10000, 99999)))
    return f


def t_water(r: random.Random, dt: datetime) -> str:
    return ("Yorkshire Water - Your water and sewerage bill\n" + ADDR + f"\n\nMeter reading {r.randint(1200, 1500)} "
            f"m3 (actual)\nWater supply {_gbp(r, 190, 260)}\nSewerage {_gbp(r, 210, 290)}\nPayments: monthly Direct "
            "Debit £52. Customer ref 8831 442 901.")


def t_broadband(r: random.Random, dt: datetime) -> str:
    return (f"Virgin Media bill - {dt:%B %Y}\nAccount 0471238851\nM500 fibre broadband £41.00\nTalk Weekends £4.50"
            "\nMobile (2 SIMs) £16.50\nTotal £62.00 by Direct Debit. Your contract ends 14/10/2026 - "
            "check your options.")


def t_home_ins(r: random.Random, dt: datetime) -> str:
    return ("Aviva Home Insurance - Renewal\nPolicyholders: Mr D and Mrs F Gallagher\nAddress: 27 Larkfield Crescent, "
            f"Horsforth, Leeds\nBuildings sum insured: £450,000   Contents: £60,000\nPremium: {_gbp(r, 380, 460)} a year"
            "\nExcess: £250. Note: tell us before any building work, such as a loft conversion, starts.")


def t_boiler(r: random.Random, dt: datetime) -> str:
    return ("Horsforth Heating & Plumbing - Service record\nAppliance: Worcester Bosch Greenstar 30i combi\n"
            f"Date: {_uk(dt)}\nFlue gas analysis CO/CO2 ratio 0.0012 - pass\nGas rate and burner pressure checked, "
            f"condensate trap cleaned.\nCharge: {_gbp(r, 85, 95)}. Next service due in 12 months. Gas Safe 552104.")


def t_tvl(r: random.Random, dt: datetime) -> str:
    return ("TV Licensing - Your TV Licence\nLicence number 3112 7749 9021\nIssued to: Mrs F Gallagher, 27 "
            "Larkfield Crescent, Horsforth, LS18 4QP\nValid until 30 April 2027. Cost £174.50 paid by Direct Debit.")


MANUALS = {
    "washer": "Bosch Serie 6 washing machine WGG24409GB - Instruction manual\nProgramme overview: Cottons 40-90, "
              "Easy-care, Mix, Wool/Hand wash, Quick 15'. Clean the drain pump filter every two months. Error E18: "
              "water drainage blocked.",
    "boiler": "Worcester Greenstar 30i - User instructions\nRepressurising: open the filling loop until the gauge "
              "reads 1.0-1.5 bar. Display code EA 227: ignition fault, press reset once. Have the boiler serviced "
              "annually by a Gas Safe engineer.",
    "oven": "Hotpoint SA2 electric single oven - User guide\nCleaning the enamel, setting the clock, fan-oven "
            "temperatures 20 degrees lower than conventional recipes. Defrost setting uses the fan only.",
    "hoover": "Dyson V11 - Operating manual\nCharge for 4.5 hours before first use. Wash the filter monthly in cold "
              "water and leave to dry for 24 hours. Do not use near ash, water or damp surfaces.",
}


def t_kitchen_quote(r: random.Random, dt: datetime) -> str:
    return ("Howdens Joinery - Kitchen design and quotation\nCustomer: Mrs F Gallagher, Horsforth\nRange: Chelford "
            f"sage green, 14 units, quartz-effect laminate worktops\nUnits and worktops: {_gbp(r, 6200, 7100)}\n"
            "Appliances: Lamona induction hob, extractor, integrated dishwasher\nFitting by your own fitter.\n"
            "Design ref KIT-HOR-2209.")


def t_kitchen_invoice(r: random.Random, dt: datetime) -> str:
    return ("M. Sutcliffe Kitchens - Final invoice\nJob: kitchen refit at 27 Larkfield Crescent\nStrip out, first "
            "fix plumbing, fit 14 units, worktop cutting, tiling splashback, plinths\nLabour 9 days "
            f"{_gbp(r, 2600, 3000)}\nSkip hire £240.00\nPaid in full with thanks. 12 month guarantee on workmanship.")


def t_kitchen_budget(r: random.Random, dt: datetime) -> str:
    return ("Kitchen refit 2023;Budget;Actual\nHowdens units + worktops;6500;6840\nFitter;2800;2810\nElectrics "
            "(Declan);0;180\nTiles;400;455\nFlooring (Karndean);900;1020\nSkip;240;240\nPaint;120;96\n"
            "Total;10960;11641")


def t_kitchen_notes(r: random.Random, dt: datetime) -> str:
    return ("Kitchen ideas\n- sage green shaker units, brass handles\n- move sink under window, dishwasher next to it"
            "\n- induction hob (Declan to put in a new 32A radial)\n- pull-out larder for Rory's snacks\n- get 3 "
            "quotes: Howdens, Wren, Magnet\n- ask Mark Sutcliffe if he can fit in the Easter holidays 2023")


# --------------------------------------------------------------------------- loft conversion (Projects Home)


def t_loft_fee(r: random.Random, dt: datetime) -> str:
    return ("Hartley Rowe Architects - Fee proposal\nClient: Mr and Mrs Gallagher\nProject: rear dormer loft "
            "conversion with en-suite, 27 Larkfield Crescent, Horsforth\nStage 1 measured survey and existing "
            "drawings £650\nStage 2 proposed design and planning application £1,250\nStage 3 building regulations "
            "drawings and specification £1,450\nPlanning fee (Leeds City Council) payable by client: £258\nExcl. VAT.")


def t_loft_drawings(rev: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Hartley Rowe Architects - Drawing 2417-{'01' if rev == 'A' else '05'} rev {rev}\n"
                f"{'Existing' if rev == 'A' else 'Proposed'} plans and elevations - 27 Larkfield Crescent, Horsforth\n"
                "Scale 1:50 @ A1. Rear dormer 4.6 m wide, set back 0.5 m from the eaves. Two Velux windows to the "
                "front roof slope. New staircase over existing stairs, 2.0 m headroom. En-suite shower room 2.1 x "
                "1.6 m. Fire door to the new bedroom, mains-wired smoke alarms.\nDo not scale. All dimensions to be "
                "checked on site.")
    return f


def t_planning_ack(r: random.Random, dt: datetime) -> str:
    return ("Leeds City Council - Planning Services\nAcknowledgement of a valid application\nApplication no. "
            "26/00412/FU\nProposal: rear dormer window and two rooflights to front, 27 Larkfield Crescent, "
            "Horsforth LS18 4QP\nApplicant: Mr and Mrs D Gallagher   Agent: Hartley Rowe Architects\nTarget decision "
            "date: 8 weeks. Neighbours have been notified.")


def t_planning_decision(r: random.Random, dt: datetime) -> str:
    return ("Leeds City Council - Town and Country Planning Act 1990\nDecision notice - PERMISSION GRANTED\nApp "
            "no. 26/00412/FU - rear dormer and rooflights, 27 Larkfield Crescent, Horsforth\nConditions: 1. Work to "
            "begin within 3 years. 2. Materials to match the existing roof (grey slate-effect tiles). 3. Obscure "
            "glazing to the en-suite window.\nDate: " + _uk(dt))


def t_loft_quote(firm: str, lo: int, hi: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"{firm} - Quotation\nClient: Mr & Mrs Gallagher, 27 Larkfield Crescent, Horsforth\nWorks: rear "
                "dormer loft conversion to architect's drawings 2417-05 rev C and building regs spec\nScaffolding, "
                "steel beams and padstones, dormer framing, insulation to Part L, plasterboard and skim, staircase, "
                f"en-suite first and second fix, Velux x2, fire doors\nTotal: {_gbp(r, lo, hi)} + VAT\nProgramme: "
                f"{r.randint(8, 11)} weeks. Start date available: July 2026. Stage payments.\nExcludes: decoration, "
                "carpets, building control fees.")
    return f


def t_loft_compare(r: random.Random, dt: datetime) -> str:
    return ("Loft quotes;Price ex VAT;Weeks;Start;Notes\nAire Valley Lofts;48,900;9;Sept;did Helen's loft, good\n"
            "Brannigan Building;46,250;10;13 July;includes skip, Declan knows him\nPennine Loft Co;52,700;8;Aug;"
            "dearest, but en-suite tiling included\nDecision;Brannigan?;;;check insurance + references")


def t_building_control(r: random.Random, dt: datetime) -> str:
    return ("Leeds Building Control - Full plans application received\nRef: FP/26/03117\nSite: 27 Larkfield "
            "Crescent, Horsforth\nDescription: loft conversion with rear dormer and en-suite\nPlan charge "
            f"{_gbp(r, 380, 420)} received. Inspection charge invoiced after first site visit.\nNotify us 48 hours "
            "before starting work, excavation, and before covering up the steels.")


def t_struct(r: random.Random, dt: datetime) -> str:
    return ("Calder Structural Design - Calculations\nJob 26-044 loft conversion, 27 Larkfield Crescent\nBeam B1: "
            "203x133x25 UB, span 4.8 m, on 440x215x100 concrete padstones\nBeam B2: 2/47x200 C24 timber trimmers\n"
            "Floor joists: 47x195 C24 @ 400 centres\nDesign to Eurocode 3 and 5. Check existing wall beneath B1 on "
            "site.")


def t_party_wall(r: random.Random, dt: datetime) -> str:
    return ("Party Wall etc. Act 1996 - Notice (Section 2 - party structure)\nTo: Mr and Mrs Riley, 25 Larkfield "
            "Crescent, Horsforth\nFrom: Declan and Fiona Gallagher, 27 Larkfield Crescent\n\nWe intend to cut into "
            "the party wall to insert steel beam bearings for our loft conversion, starting on or after 13 July "
            "2026. Drawings are enclosed. Please reply within 14 days to consent or to appoint a surveyor.")


def t_loft_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Jimmy Brannigan <jimmy@branniganbuilding.co.uk>", FIONA_MAIL, "Re: Loft - start date", dt,
                "Hi Fiona,\n\nWe can start on Monday 13th July with the scaffold going up the Friday before. Steels "
                "are on order once building control have the calcs. We'll need the loft emptied and access "
                "through the side gate. Deposit 10% to hold the slot.\n\nCheers\nJimmy")


def t_loft_budget(r: random.Random, dt: datetime) -> str:
    return ("Loft conversion budget;Estimate\nArchitect;3350\nPlanning fee;258\nStructural engineer;480\nBuilding "
            "control;790\nParty wall;0 (neighbours consented?)\nBuilder (Brannigan) inc VAT;55500\nEn-suite fittings;"
            "2200\nCarpet + blinds;1400\nContingency 10%;6400\nTotal;70378\nFunded by: savings 25k + further advance "
            "45k")


def t_loft_ideas(r: random.Random, dt: datetime) -> str:
    return ("Loft ideas\n- Aoife's room up there while she's home from uni, then a guest room\n- walk-in shower, no "
            "bath\n- eaves storage both sides for the Christmas stuff and pottery boxes\n- Velux with blackout "
            "blinds\n- radiator or underfloor? ask Declan about the electrics\n- keep the stairs light - glass "
            "balustrade?")


# --------------------------------------------------------------------------- health, car, pet, school (Areas)


def t_gp(r: random.Random, dt: datetime) -> str:
    return ("Horsforth Medical Practice\n" + ADDR + "\n\n" + _uk(dt) + "\n\nDear Mrs Gallagher,\n\nYour recent blood "
            "tests (full blood count, thyroid function, ferritin) are within the normal range apart from a slightly "
            "low ferritin of 18. Dr Naylor suggests ferrous fumarate 210mg once a day for three months and a repeat "
            "test in September. No appointment is needed.\n\nYours sincerely,\nPractice nurse team")


def t_asthma_plan(r: random.Random, dt: datetime) -> str:
    return ("My Asthma Action Plan - Asthma + Lung UK\nName: Rory Gallagher   DOB 03/02/2014\nEvery day: brown "
            "preventer inhaler (Clenil 100) 2 puffs morning and night with spacer\nWhen symptoms get worse: blue "
            "reliever (salbutamol) up to 10 puffs\nEmergency: if the reliever does not help, call 999\nTriggers: "
            "colds, cold air, dog hair after swimming?\nReview by asthma nurse: " + _uk(dt))


def t_asthma_review(r: random.Random, dt: datetime) -> str:
    return ("Horsforth Medical Practice - Asthma review\nPatient: Rory Gallagher\nPeak flow best 320 L/min. Inhaler "
            "technique good with spacer. Preventer continued. Flu vaccine (nasal spray) offered in the autumn. "
            "Copy of the asthma plan given for school. Review in 12 months.")


def t_dentist(r: random.Random, dt: datetime) -> str:
    return ("Horsforth Dental Care - Treatment plan (NHS)\nPatient: Fiona Gallagher\nBand 2: one filling (lower "
            "left 6), scale and polish\nNHS charge: £75.30\nAppointments: " + _uk(dt + timedelta(days=14)) +
            " 16:20 with Dr Iqbal\nChildren Aoife and Rory: check-ups due in July (free under 18).")


def t_optician(r: random.Random, dt: datetime) -> str:
    return ("Specsavers Horsforth - Spectacle prescription\nName: Fiona Gallagher\nRight: -1.75 / -0.50 x 170\n"
            "Left: -1.50 / -0.25 x 10\nAdd: none. Recall: 2 years. Intraocular pressures normal.")


def t_physio_mail(r: random.Random, dt: datetime) -> str:
    return _eml("NHS MSK Leeds <noreply@msk.leedscommunity.nhs.uk>", "declan.gallagher@outlook.com",
                "Appointment confirmation - physiotherapy", dt,
                "Dear Declan Gallagher,\n\nYour physiotherapy appointment for your right knee is at Wharfedale "
                "Hospital outpatients on " + _uk(dt + timedelta(days=9)) + " at 10:40. Please wear shorts. To "
                "cancel, reply CANCEL.")


def t_flu(r: random.Random, dt: datetime) -> str:
    return ("Leeds Community Healthcare - School aged immunisation\nChild: Rory Gallagher\nNasal flu vaccine "
            "given at school on " + _uk(dt) + ". Slight runny nose afterwards is normal. Children with asthma "
            "should still have the vaccine.")


def t_mot(reg: str, car: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"MOT test certificate - DVSA\nRegistration: {reg}   Make/model: {car}\nTest date: {_uk(dt)}\n"
                f"Odometer: {r.randint(42000, 98000)} miles\nResult: PASS\nAdvisories: nearside front tyre worn close "
                "to the legal limit; slight play in front anti-roll bar link\nExpiry: " + _uk(dt + timedelta(days=364)) +
                "\nTesting station: Horsforth Autocentre, Low Lane")
    return f


def t_car_ins(r: random.Random, dt: datetime) -> str:
    return ("Admiral Car Insurance - Renewal notice\nPolicyholder: Fiona Gallagher   Named driver: Declan "
            "Gallagher\nVehicle: Skoda Octavia Estate 1.5 TSI SE L, YD19 KXF\nComprehensive, 9 years no claims "
            f"bonus\nRenewal premium: {_gbp(r, 520, 690)} (last year £611.40)\nAnnual mileage 8,000. Compare before "
            "you renew - you can call us to discuss.")


def t_car_service(r: random.Random, dt: datetime) -> str:
    return ("Horsforth Autocentre - Invoice\nVehicle: Skoda Octavia YD19 KXF\nFull service: oil and filter, air "
            "filter, pollen filter, brake fluid\nFront brake pads and discs\nParts " + _gbp(r, 180, 240) +
            "  Labour " + _gbp(r, 150, 210) + "\nTotal inc VAT paid by card. Next service due in 12,000 miles.")


def t_vehicle_tax(r: random.Random, dt: datetime) -> str:
    return ("DVLA - Vehicle tax reminder V11\nRegistration YD19 KXF  Skoda Octavia\nTax due by " +
            _uk(dt + timedelta(days=30)) + "\n12 months £195.00  or by monthly Direct Debit\nUse the 16 digit "
            "reference on this letter to tax online.")


def t_rac(r: random.Random, dt: datetime) -> str:
    return ("RAC - Breakdown cover\nMember: Fiona Gallagher   Cover: Roadside, At Home, Recovery\nVehicle-based "
            f"cover, YD19 KXF\nPrice: {_gbp(r, 99, 140)} a year\nCall 0333 2000 999 or use the RAC app.")


def t_focus_sale(r: random.Random, dt: datetime) -> str:
    return ("Receipt - private car sale\nVehicle: Ford Focus 1.6 Zetec 2011, registration YG11 PFX\nSold by: Fiona "
            "Gallagher, 27 Larkfield Crescent, Horsforth\nBought by: Kacper Kowalski, Bramley\nPrice: £1,850 received "
            f"in full by bank transfer on {_uk(dt)}\nSold as seen. V5C new keeper slip given to buyer.")


def t_v5c(r: random.Random, dt: datetime) -> str:
    return ("DVLA - Confirmation you've told us you sold your vehicle\nVehicle: YG11 PFX Ford Focus\nDate of sale: "
            f"{_uk(dt)}\nYou are no longer the registered keeper. Any vehicle tax refund will be sent to you "
            "automatically.")


def t_vet_booster(r: random.Random, dt: datetime) -> str:
    return ("Aireborough Vets - Vaccination record\nPatient: Biscuit (working cocker spaniel, male neutered, born April 2020)"
            "\nOwner: Mrs F Gallagher\nDHPPi + L4 booster given " + _uk(dt) + f"\nWeight {r.uniform(13.5, 15.0):.1f} kg"
            "\nNext booster due in 12 months. Flea and worm treatment (NexGard Spectra) dispensed x3.")


def t_petplan(r: random.Random, dt: datetime) -> str:
    return ("Petplan - Covered for Life renewal\nPet: Biscuit, cocker spaniel\nVet fee limit £12,000 a year\n"
            f"Excess £99 + 20% co-pay from age 8\nMonthly premium: {_gbp(r, 38, 46)}\nPolicy no. PP-" +
            str(r.randint(10000000, 99999999)))


def t_vet_ear(r: random.Random, dt: datetime) -> str:
    return ("Aireborough Vets - Invoice\nPatient: Biscuit\nConsultation - otitis externa right ear £52.00\nSurolan "
            "ear drops 15 ml £24.80\nRecheck in 10 days (free)\nTotal £76.80 paid. Claim form for Petplan signed.")


def t_biscuit_rota(r: random.Random, dt: datetime) -> str:
    return ("Biscuit - who does what\nMorning walk: Declan before work (6.30)\nLunch: Rory lets him out on his "
            "way in from school\nEvening walk: Fiona or Aoife, Golden Acre on weekends\nFood: 2 x 100 g Burns "
            "Original, no scraps!!\nEars: clean Sundays\nBath after the beck")


def t_microchip(r: random.Random, dt: datetime) -> str:
    return ("Petlog - Registration certificate\nMicrochip number 977200008" + str(r.randint(100000, 999999)) +
            "\nAnimal: Biscuit, dog, cocker spaniel, golden, male\nKeeper: Fiona Gallagher, 27 Larkfield Crescent, "
            "Horsforth, LS18 4QP\nKeep your details up to date if you move.")


def t_dog_article(i: int):
    texts = ["Caring for your cocker spaniel's ears\nLong, heavy ears trap moisture. Dry them after swimming, check "
             "weekly for smell or redness, and never poke cotton buds into the canal. Recurrent otitis can be linked "
             "to food allergy.",
             "Recall training that works\nUse a high-value reward, practise in the garden first, never call the dog "
             "to something unpleasant. A long line gives freedom while you build reliability. Gundog breeds respond "
             "well to the whistle."]

    def f(r: random.Random, dt: datetime) -> str:
        return texts[i]
    return f


def t_aoife_report(r: random.Random, dt: datetime) -> str:
    return ("Aireborough Sixth Form College - Year 12 Progress Report (spring)\nStudent: Aoife Gallagher\n"
            "Chemistry: working at A, target A, attitude excellent\nBiology: working at B, target A\nMaths: working at "
            "A, target A*\nEPQ: title agreed - 'Should antibiotics be sold without prescription?'\nAttendance 97.8%. "
            "Tutor: a conscientious student, keep up the independent study.")


def t_predicted(r: random.Random, dt: datetime) -> str:
    return ("Aireborough Sixth Form College - Predicted grades for UCAS (issued to student)\nStudent: Aoife "
            "Gallagher\nChemistry A*  Biology A  Mathematics A  EPQ A\nThese predictions will be entered in your "
            "UCAS reference in September. Discuss with your tutor if you have concerns.")


def t_sf_evening(r: random.Random, dt: datetime) -> str:
    return _eml("Aireborough Sixth Form <info@aireborough6f.ac.uk>", FIONA_MAIL,
                "Year 12 consultation evening - your appointments", dt,
                "Dear Mrs Gallagher,\n\nYour appointments for Aoife Gallagher:\n16:30 Chemistry - Mr Okafor\n16:40 "
                "Biology - Ms Walsh\n16:50 Mathematics - Mr Jowett\nPlease come to the Learning Resource Centre. "
                "Parking is limited.")


def t_rory_report(r: random.Random, dt: datetime) -> str:
    return ("Horsforth Moor School - Year 7 Interim Report\nStudent: Rory Gallagher   Form 7M\nEnglish: Secure  "
            "Maths: Secure+  Science: Mastering  History: Developing  PE: Mastering\nAttitude to learning: 1 "
            "(excellent) in most subjects. Homework completion 88%.\nForm tutor: Rory has settled really well and "
            "enjoys football club.")


def t_parentpay(r: random.Random, dt: datetime) -> str:
    return ("ParentPay - Payment receipt\nPayer: Fiona Gallagher\nChild: Rory Gallagher (Horsforth Moor School)\n"
            "Item: Year 7 Eureka trip £14.00\nItem: Dinner money top-up £30.00\nTotal £44.00 paid by card on "
            + _uk(dt))


def t_rory_homework(r: random.Random, dt: datetime) -> str:
    return ("Rory - homework timetable (Year 7)\nMon: Sparx maths 30 mins\nTue: Languagenut French\nWed: Seneca "
            "science\nThu: reading log (20 mins every night anyway)\nFri: English - Bedrock\nPlanner signed on "
            "Sundays by Mum or Dad.")


def t_residential(r: random.Random, dt: datetime) -> str:
    return ("Horsforth Moor School\nDear Parent/Carer of Rory Gallagher,\nYear 7 residential - Robinwood Activity "
            "Centre, Todmorden, 24-26 June 2026. Cost £189, deposit £50 by ParentPay. Kit list and medical form "
            "attached. Please tell us about any medication (for example inhalers).")


def t_year6_leavers(r: random.Random, dt: datetime) -> str:
    return ("Broadgate Primary School\nYear 6 leavers' celebration\nDear families,\nOur Year 6 leavers' assembly "
            "is on Friday 18 July 2025 at 2pm, followed by the leavers' disco. Shirt signing on the last day! "
            "We wish Rory and all of Class 6B every success at high school.")


def t_sats(r: random.Random, dt: datetime) -> str:
    return ("Broadgate Primary School - Key Stage 2 results 2025\nPupil: Rory Gallagher\nReading: scaled score "
            f"{r.randint(104, 112)} - met the expected standard\nMaths: {r.randint(106, 115)} - met\nGrammar, "
            "punctuation and spelling: 108 - met\nWriting (teacher assessment): working at the expected standard")


def t_gcse_options(r: random.Random, dt: datetime) -> str:
    return ("Aoife's options (Year 9)\n- Triple science - yes!\n- Geography or History? Geography (Mr Lister)\n- "
            "Spanish\n- Art - she loves it but also wants Computer Science\nDeadline Friday 4 March, form to Mrs "
            "Holroyd. Options evening was useful - talk to her about A levels later.")


# --------------------------------------------------------------------------- university (Projects University)


def t_ps(draft: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"UCAS personal statement - draft {draft} - Aoife Gallagher (Pharmacy, 2027 entry)\n\n"
                "1. Why do you want to study this course or subject?\nWatching my grandmother manage eleven "
                "different medicines made me curious about how drugs work and why the pharmacist mattered as much "
                "as her GP...\n\n2. How have your qualifications and studies helped you prepare?\nA-level "
                "chemistry, especially organic synthesis, and my EPQ on antibiotic resistance...\n\n3. What else "
                "have you done to prepare outside education?\nWork experience at Boots, Horsforth; volunteering at "
                "the hospice shop" + (" ... (Mum: cut this bit, too long)" if draft < 3 else "") +
                f"\n\nCharacters: {3200 + draft * 180} / 4000")
    return f


def t_shortlist(r: random.Random, dt: datetime) -> str:
    return ("University;Course;Typical offer;Open day;Distance;Notes\nNottingham;MPharm Pharmacy;AAB;Fri 26 June;"
            "1h30;top choice\nManchester;MPharm;AAB;Sat 27 June;1h;city\nBath;MPharm with placement;AAA;Sat 4 July;"
            "4h;far\nLeeds? (no pharmacy) - Bradford;MPharm;BBB;July;30 min;insurance choice\nSheffield? no MPharm - "
            "Huddersfield;MPharm;BBB;Sat 11 July;40 min;\nUCAS deadline;15 Jan 2027;;;;")


def t_openday_txt(r: random.Random, dt: datetime) -> str:
    return ("Open days\n26 June Nottingham - train 07:41 Leeds, Aoife + me (book day off? it's a school day - ask "
            "AP)\n27 June Manchester - Declan drives\n4 July Bath - too far? maybe virtual\n11 July Huddersfield\n"
            "Questions: placement year? pre-registration year? accommodation cost? contact hours? MPharm accredited "
            "by GPhC")


def t_openday_mail(r: random.Random, dt: datetime) -> str:
    return _eml("University of Nottingham Open Days <opendays@nottingham.ac.uk>", "aoife.gallagher08@gmail.com",
                "Your booking: Undergraduate Open Day, Friday 26 June", dt,
                "Hi Aoife,\n\nThanks for booking. You're registered for the School of Pharmacy talk (11:00, "
                "Boots Science Building) and a lab tour (13:30). Bring your QR code. Parents are welcome.")


def t_openday_pdf(r: random.Random, dt: datetime) -> str:
    return ("The University of Manchester - Open Day confirmation\nName: Aoife Gallagher\nDate: Saturday 27 June "
            "2026\nSubject sessions: Pharmacy (Stopford Building, 10:30), Student finance talk (12:00)\nGuests: 2")


def t_student_finance(r: random.Random, dt: datetime) -> str:
    return ("Student finance estimate (England) 2027-28;;\nItem;Amount;Notes\nTuition fee loan;9535;paid to uni\n"
            f"Maintenance loan (away, outside London);{r.randint(4900, 5600)};household income ~£80k so reduced\n"
            "Parental top-up needed;3500;say £300/month\nRent (halls 40 weeks);6800;\nCheck: SFE calculator "
            "again in March when applications open")


def t_ucas_dates(r: random.Random, dt: datetime) -> str:
    return ("UCAS - Key dates for 2027 entry\nMay 2026: Apply opens for registration\nSeptember 2026: applications "
            "can be sent to UCAS\n15 October 2026: deadline for medicine, dentistry, vet and Oxford/Cambridge\n14 "
            "January 2027: equal consideration deadline for most courses\nYour personal statement is now three "
            "questions, 4,000 characters in total.")


def t_reference_mail(r: random.Random, dt: datetime) -> str:
    return _eml("aoife.gallagher08@gmail.com", "Mr Okafor <c.okafor@aireborough6f.ac.uk>",
                "UCAS reference - Pharmacy", dt,
                "Dear Mr Okafor,\n\nCould you write the chemistry part of my UCAS reference? I'm applying for "
                "Pharmacy at Nottingham, Manchester, Bath and Bradford. I've attached my personal statement draft "
                "and a list of what I've done (Boots work experience, EPQ, Salters' Festival of Chemistry).\n\n"
                "Thank you,\nAoife")


def t_accommodation(r: random.Random, dt: datetime) -> str:
    return ("University,Hall,Weekly rent,Catered,Contract weeks\n".replace(",", ";") + "\n".join(
        f"{u};{h};{r.randint(165, 235)};{c};{w}" for u, h, c, w in [
            ("Nottingham", "Cavendish Hall", "yes", 36), ("Nottingham", "Broadgate Park", "no", 42),
            ("Manchester", "Owens Park", "no", 41), ("Manchester", "Dalton-Ellis", "yes", 38),
            ("Bath", "Woodland Court", "no", 44), ("Bradford", "The Green", "no", 42)]))


def t_work_exp(r: random.Random, dt: datetime) -> str:
    return ("Boots UK - Horsforth store\nWork experience confirmation\nDear Aoife,\nWe are pleased to offer you one "
            "week's work experience in our pharmacy dispensary, Monday 20 to Friday 24 July 2026, 9am-3pm, shadowing "
            "our pharmacist Mrs Patel. Please bring photo ID. This letter can be used for your university "
            "application.")


# --------------------------------------------------------------------------- charity 10k (Projects Charity)


def t_10k_reg(r: random.Random, dt: datetime) -> str:
    return _eml("St Bride's Hospice Events <events@stbrideshospice.org.uk>", FIONA_MAIL,
                "You're in! Harewood 10K for St Bride's - Sunday 13 September", dt,
                "Hi Fiona,\n\nThank you for signing up for the Harewood 10K on Sunday 13 September 2026. Your "
                "registration fee is £22 and your fundraising target is £300. Your race number and T-shirt will "
                "arrive in August. Every £25 pays for an hour of nursing care at the hospice.")


def t_10k_plan(r: random.Random, dt: datetime) -> str:
    rows = []
    for w in range(1, 13):
        rows.append(f"{w};{_dmy(datetime(2026, 6, 22) + timedelta(weeks=w - 1))};{2 + w // 3} km easy;"
                    f"{'intervals 6x400m' if w % 2 else 'hills 5 reps'};{3 + w // 2} km long run")
    return "Harewood 10k - 12 week plan (from couch-ish!)\nWeek;Mon;Tue;Thu;Sun\n" + "\n".join(rows)


def t_10k_justgiving(r: random.Random, dt: datetime) -> str:
    return ("JustGiving page text\n\nFiona's Harewood 10K for St Bride's Hospice\n\nIn September 2023 the nurses at "
            "St Bride's looked after my mum, Maureen, in her last weeks with such kindness. This September I'm "
            "running my first ever 10K around the Harewood estate to say thank you. I am not a runner. Please "
            "sponsor me - every pound helps the hospice care for families across Leeds and Wakefield. Target £500.")


def t_10k_sponsor(r: random.Random, dt: datetime) -> str:
    return ("St Bride's Hospice - Sponsorship form\nEvent: Harewood 10K, 13 September 2026\nParticipant: Fiona "
            "Gallagher\nName;Amount;Gift Aid\n" + "\n".join(f"{n};£{r.choice([5, 10, 10, 20, 25])};"
                                                            f"{r.choice(['yes', 'no'])}" for n in ADULTS[:7]))


def t_10k_tracker(r: random.Random, dt: datetime) -> str:
    return ("Date,Source,Amount\n".replace(",", ";") + "\n".join(
        f"{_dmy(dt - timedelta(days=i * 5))};{s};{a}" for i, (s, a) in enumerate([
            ("JustGiving online", 185), ("Staff bake sale", 142.6), ("Sponsor form (cash)", 70),
            ("Declan's work", 50), ("Auntie Bernie (Mayo)", 40)])) + "\nTotal;;487.60\nTarget;;500")


def t_bake_sale(r: random.Random, dt: datetime) -> str:
    return ("STAFF BAKE SALE\nFriday in the staffroom, break and lunch\nAll money to St Bride's Hospice - Mrs "
            "Gallagher is running the Harewood 10K in September!\nBrownies 80p, lemon drizzle £1, flapjack 80p\n"
            "Gluten-free options labelled. Bring your own cup for tea.")


def t_10k_pack(r: random.Random, dt: datetime) -> str:
    return ("St Bride's Hospice - Your fundraising pack\nHarewood 10K 2026\nTop tips: share your story, ask your "
            "workplace to match donations, add Gift Aid. Paying in: send cheques payable to St Bride's Hospice or "
            "pay in online with your supporter number. Training: build up gradually, three runs a week.")


def t_10k_log(r: random.Random, dt: datetime) -> str:
    return ("Runs\n" + "\n".join(f"{_dmy(dt - timedelta(days=i * 3))} - {r.uniform(2.5, 5.5):.1f} km, "
                                 f"{r.randint(6, 7)}:{r.randint(10, 59):02d}/km, "
                                 f"{r.choice(['legs heavy', 'good', 'Biscuit came', 'knee ok', 'rain'])}"
                                 for i in range(8)) + "\nRun club Tuesday at Horsforth Hall Park - try it")


# --------------------------------------------------------------------------- pottery (Areas / Resources / P / X)


POTS = ["speckled mug", "celadon bud vase", "tenmoku bowl", "noodle bowl", "serving platter", "planter with saucer",
        "espresso cup", "jug", "butter dish", "tea bowl"]


def t_etsy_csv(r: random.Random, dt: datetime) -> str:
    rows = []
    for i in range(14):
        item = r.choice(POTS)
        price = r.choice([18, 22, 26, 34, 42, 48, 65])
        rows.append(f"{_dmy(dt - timedelta(days=i * 2))},Sale,Payment for order #{3340000 + r.randint(0, 9999)},"
                    f"{item},{price:.2f},-{price * 0.065:.2f},-0.20,{price * 0.93 - 0.2:.2f}")
    return "Date,Type,Title,Info,Amount,Fees (transaction),Listing fee,Net\n" + "\n".join(rows)


def t_sales_ledger(r: random.Random, dt: datetime) -> str:
    rows = [f"{_dmy(dt - timedelta(days=i * 9))};{r.choice(['Etsy', 'Etsy', 'Craft fair', 'Commission'])};"
            f"{r.choice(POTS)};{r.randint(1, 4)};{r.randint(18, 180)}" for i in range(16)]
    return "Larkfield Pottery - sales ledger;;;;\nDate;Channel;Item;Qty;Total £\n" + "\n".join(rows)


def t_expenses(r: random.Random, dt: datetime) -> str:
    rows = [f"{_dmy(dt - timedelta(days=i * 17))};{s};{c};{r.uniform(lo, hi):.2f}" for i, (s, c, lo, hi) in enumerate([
        ("Pennine Clay Supplies", "Clay - buff stoneware 12.5kg x4", 60, 80), ("Pennine Clay Supplies",
        "Glaze materials", 35, 70), ("Etsy", "Fees", 40, 70), ("Octopus (kiln share)", "Electricity", 90, 140),
        ("Headingley Craft Fair", "Pitch fee", 45, 45), ("Amazon", "Bubble wrap + boxes", 20, 35),
        ("Royal Mail", "Postage", 60, 110), ("Craft Insurance", "Public liability", 68, 68)])]
    return "Date;Supplier;Description;Amount\n" + "\n".join(rows)


def t_clay_order(r: random.Random, dt: datetime) -> str:
    return ("Pennine Clay Supplies Ltd - Order confirmation 8841\nDeliver to: Larkfield Pottery, 27 Larkfield "
            f"Crescent, Horsforth\nSpeckled buff stoneware 12.5 kg x 4 {_gbp(r, 60, 75)}\nPorcelain P300 12.5 kg x 1 "
            f"{_gbp(r, 22, 28)}\nFerro frit 3134 2.5 kg  Custer feldspar 5 kg  Red iron oxide 500 g\nCarriage £14.50"
            "\nDispatched by pallet - please be in.")


def t_kiln_elements(r: random.Random, dt: datetime) -> str:
    return ("Kilncare Services - Invoice\nCustomer: Fiona Gallagher (Larkfield Pottery)\nKiln: Rohde TE 100 "
            "electric top-loader\nReplace 4 elements and thermocouple, test fire to 1260C\nParts "
            f"{_gbp(r, 280, 340)}  Labour £95.00\nNext PAT and safety check due in 12 months.")


def t_kiln_costs(r: random.Random, dt: datetime) -> str:
    return ("Kiln electricity per firing;kWh;Cost at 24.5p\nBisque 1000C;" + str(r.randint(28, 34)) +
            ";7.35\nGlaze 1240C;" + str(r.randint(44, 52)) + ";11.76\nFirings per month (avg);6;\nMonthly kiln "
            "cost;;~55\nHalf of standing charge? (ask accountant) - claim kiln kWh only")


def t_pli(r: random.Random, dt: datetime) -> str:
    return ("Craft Insurance UK - Certificate of insurance\nInsured: Fiona Gallagher t/a Larkfield Pottery\nCover: "
            "Public and products liability £5,000,000; stock and equipment £3,000\nPeriod: 12 months from "
            f"{_uk(dt)}\nPremium £68.00. Show this certificate to fair organisers on request.")


def t_price_list(r: random.Random, dt: datetime) -> str:
    return (SHOP + "\n\nPrice list 2026 (wholesale in brackets)\nSpeckled mug 350ml £26 (£13)\nEspresso cup "
            "£16 (£8)\nNoodle bowl £32 (£16)\nCeladon bud vase £22 (£11)\nServing platter 30cm £65\nJug 1 litre £48\n"
            "Commissions: wedding sets quoted individually, 8 weeks lead time.")


def t_commission_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Sarah Whitaker <sarahwhitaker.88@hotmail.co.uk>", "Larkfield Pottery <larkfieldpottery@gmail.com>",
                "Wedding mugs - commission", dt,
                "Hi Fiona,\n\nWe met at the Headingley fair. Could you make 12 mugs in the blue speckle glaze with "
                "'S & T 15.08.26' stamped on the base as gifts for our wedding party? Budget about £300. Would "
                "they be ready by the start of August?\n\nThanks, Sarah")


def t_etsy_order_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Etsy Conversations <conversations@mail.etsy.com>", "larkfieldpottery@gmail.com",
                "Message from a buyer about order #3348" + str(r.randint(100, 999)), dt,
                "Hi, I ordered the tenmoku noodle bowls (x2). Could you send them in time for my sister's birthday "
                "on the 14th? Happy to pay for Special Delivery. Love your shop! - Priya")


def t_fairs(r: random.Random, dt: datetime) -> str:
    return ("Craft fairs 2026\n- Otley Makers Market, 2nd Sunday monthly (Apr-Oct), £30\n- Saltaire Makers, 3rd "
            "Saturday, £35\n- Harrogate Spring Flower Show craft tent - no, too dear\n- Kirkstall Abbey Deli "
            "Market, last Sunday, £40\n- Saltaire Christmas Makers Market, 5-6 Dec - APPLY by 31 May\nPack list: "
            "gazebo, weights, 2 tables, crates, card reader, float £50, price cards")


def t_stock(r: random.Random, dt: datetime) -> str:
    return "Item;In stock;Glaze;Price\n" + "\n".join(
        f"{p};{r.randint(0, 18)};{r.choice(['blue speckle', 'celadon', 'tenmoku', 'oatmeal', 'shino'])};"
        f"{r.choice([16, 22, 26, 32, 48, 65])}" for p in POTS)


def t_business_bank(r: random.Random, dt: datetime) -> str:
    return ("Starling Bank - Sole trader account statement\nLarkfield Pottery (Fiona Gallagher)\nSort code 60-83-71"
            f"  Account 19274455\nPeriod to {_uk(dt)}\nEtsy payout +{r.uniform(80, 260):.2f}\nEtsy payout "
            f"+{r.uniform(80, 260):.2f}\nPennine Clay Supplies -{r.uniform(60, 130):.2f}\nRoyal Mail Click & Drop "
            f"-{r.uniform(18, 45):.2f}\nSumUp card payments (Otley market) +{r.uniform(120, 310):.2f}")


def t_firing_log(r: random.Random, dt: datetime) -> str:
    return ("Date;Firing;Cone;Schedule;Result\n" + "\n".join(
        f"{_dmy(dt - timedelta(days=i * 5))};{f};{'04' if f == 'Bisque' else '6'};{s};{res}"
        for i, (f, s, res) in enumerate([(r.choice(["Bisque", "Glaze"]), r.choice(["slow bisque", "medium glaze",
                                                                                  "glaze + slow cool"]),
                                          r.choice(["good", "2 crawled", "pinholes on platter", "all good"]))
                                         for _ in range(10)])))


GLAZES = {
    "celadon": "Celadon - cone 6 oxidation\nCuster feldspar 25\nSilica 25\nWhiting 20\nEPK kaolin 20\nFrit 3134 10\n"
               "+ red iron oxide 1%\nSieve 80 mesh. Apply 3 seconds dip. Pools beautifully in texture.",
    "tenmoku": "Tenmoku - cone 6\nCuster feldspar 40\nSilica 25\nWhiting 15\nEPK 10\nTalc 10\n+ red iron oxide 10%\n"
               "Breaks rust on edges. Don't apply too thick on the foot - runs.",
    "floating": "Floating Blue (cone 6 classic)\nGerstley borate 27\nNepheline syenite 47\nSilica 20\nEPK 6\n+ "
                "cobalt carbonate 1, red iron oxide 2, rutile 4\nNeeds slow cool for the blue float.",
    "shino": "Oatmeal 'shino' liner - cone 6\nNepheline syenite 50\nSpodumene 20\nEPK 20\nSilica 10\nFood safe? "
             "tested with lemon overnight - no change. Use as liner for mugs.",
}


def t_glaze_tests(r: random.Random, dt: datetime) -> str:
    return "Test tile;Base;Colourant;Thickness;Result\n" + "\n".join(
        f"T{i + 1};{r.choice(list(GLAZES))};{r.choice(['Co 0.5%', 'Cu 2%', 'Fe 4%', 'Rutile 5%', 'none'])};"
        f"{r.choice(['thin', '2 dips', 'thick'])};{r.choice(['glossy', 'matt', 'crawled', 'nice!', 'crazed'])}"
        for i in range(12))


POT_ARTICLES = {
    "trimming": "Ceramic Arts Network - Trimming tips for better feet\nTrim at leather-hard: firm enough to hold "
                "its shape, soft enough to carve. Centre with a tap, secure with clay lugs, and keep tools sharp. "
                "Match the foot ring to the curve of the inside.",
    "faults": "Glaze faults explained: crawling, crazing, pinholing and shivering\nCrawling: glaze pulls back, "
              "often from dust or too much raw clay in the recipe. Crazing: glaze expansion too high - add silica. "
              "Pinholing: hold at peak temperature or slow the cool.",
    "bisque": "Firing schedules for electric kilns\nSlow bisque to cone 04: 60C/hr to 600C, then 150C/hr to "
              "1000C. Glaze to cone 6: 150C/hr to 1100C, 60C/hr to 1220C, hold 10 min. Vent the kiln during "
              "the early bisque to burn out organics.",
    "handles": "Pulling handles for mugs\nWet the clay and pull with a relaxed hand. Let handles stiffen before "
               "attaching; score and slip well; wrap the mug in plastic overnight to even out the moisture.",
}


def t_saltaire_app(r: random.Random, dt: datetime) -> str:
    return ("Saltaire Christmas Makers Market 2026 - Stallholder application\nBusiness: Larkfield Pottery\nMaker: "
            "Fiona Gallagher\nProducts: wheel-thrown stoneware - mugs, bowls, vases, Christmas decorations\nStall: "
            "3m x 3m gazebo, both days (Sat 5 and Sun 6 December 2026)\nPublic liability insurance: yes, Craft "
            "Insurance UK\nPitch fee if accepted: £120. Selection is juried.")


def t_saltaire_accept(r: random.Random, dt: datetime) -> str:
    return _eml("Saltaire Makers <hello@saltairemakers.co.uk>", "larkfieldpottery@gmail.com",
                "Christmas Makers Market 2026 - you're in!", dt,
                "Dear Fiona,\n\nWe're delighted to offer Larkfield Pottery a pitch at the Christmas Makers Market "
                "in Roberts Park on 5-6 December. Please pay the £120 pitch fee by 30 June to confirm. Set up from "
                "8am, trading 10-4. Gazebos must be weighted (15kg per leg).")


def t_saltaire_stock(r: random.Random, dt: datetime) -> str:
    return ("Saltaire Christmas 2026 - stock target;Number;Make by\nMugs;60;October half term\nBaubles "
            "(porcelain);120;November\nNoodle bowls;30;October\nBud vases;40;September\nPlatters;8;October\n"
            "Gift boxes + tissue;100;order Nov\nEst. takings;~£2,400;")


def t_saltaire_display(r: random.Random, dt: datetime) -> str:
    return ("Christmas market display\n- crates on their sides as shelves, fairy lights (battery!)\n- baubles on a "
            "branch in a big jug\n- price cards: kraft card, white pen\n- gift wrapping included\n- card reader "
            "(SumUp) charged, float £50\n- ask Declan to make a wooden sign: LARKFIELD POTTERY")


def t_headingley_booking(r: random.Random, dt: datetime) -> str:
    return ("Headingley Christmas Craft Fair 2025 - Booking confirmation\nStallholder: Larkfield Pottery\nDate: "
            "Saturday 6 December 2025, St Michael's Church hall\nTable 6ft inside, electricity not available\nFee "
            "£45 paid. Set up from 8.30.")


def t_headingley_takings(r: random.Random, dt: datetime) -> str:
    return ("Headingley Christmas fair 6/12/25;;\nItem;Sold;Takings\nMugs;" + str(r.randint(10, 16)) + ";338\nBaubles;"
            + str(r.randint(30, 45)) + ";296\nBowls;7;210\nVases;9;198\nTotal cash;;186\nTotal card (SumUp);;856\n"
            "Pitch fee;;-45\nProfit approx;;~£700 after materials")


def t_headingley_notes(r: random.Random, dt: datetime) -> str:
    return ("Headingley fair - notes for next time\n- sold out of baubles by 1pm - make double\n- people asked for "
            "gift wrapping\n- too cold by the door, bring the thermos\n- card reader signal bad, offline mode worked"
            "\n- 3 people took cards for commissions (Sarah - wedding mugs)")


# --------------------------------------------------------------------------- travel (Projects / Archive)


def t_ferry(r: random.Random, dt: datetime) -> str:
    return ("Irish Ferries - Booking confirmation IF" + str(r.randint(1000000, 9999999)) + "\nHolyhead to Dublin, "
            "Saturday 1 August 2026, 08:55 sailing (W.B. Yeats)\nDublin to Holyhead, Saturday 15 August 2026, "
            "14:30\nVehicle: car YD19 KXF, 2 adults, 2 children (12, 17), dog in a pet kennel\n"
            f"Total paid: {_gbp(r, 480, 560)}. Check in 60 minutes before departure.")


def t_achill(r: random.Random, dt: datetime) -> str:
    return _eml("Mary Gallagher <marygallagher.achill@eircom.net>", FIONA_MAIL, "Re: the cottage in August", dt,
                "Hi Fiona,\n\nThe cottage at Keel is yours from Sunday 2nd to Saturday 15th August, sure we'll "
                "give you the family rate, €650 for the two weeks. The dog is welcome. Declan's uncle Pádraig says "
                "he'll take Rory out on the boat. Safe travels, Mary x")


def t_ireland_packing(r: random.Random, dt: datetime) -> str:
    return ("Packing - Mayo\n- passports (Aoife's expires 2027 ok), ferry booking\n- Biscuit: pet passport/AHC? "
            "no - not needed for Ireland, but tapeworm treatment 1-5 days before!\n- Rory's inhalers + spare\n"
            "- wetsuits, raincoats (it's Mayo)\n- presents for Nana Gallagher\n- euros")


def t_ireland_plan(r: random.Random, dt: datetime) -> str:
    return ("Ireland 2026\nSat 1 Aug: drive to Holyhead (leave 4am!), ferry 08:55, drive to Westport\nSun 2: "
            "Achill - cottage at Keel\nWeek 1: Keem Bay, Croagh Patrick climb (Declan + Rory), Westport market\n"
            "Week 2: Nana's 80th party at the hotel in Castlebar on the 8th\nSat 15: ferry 14:30 from Dublin")


def t_cornwall_booking(r: random.Random, dt: datetime) -> str:
    return ("Cornish Cottage Holidays - Booking confirmation\nProperty: Harbour View, St Ives (sleeps 5, dogs "
            "welcome)\nArrival Saturday 10 August 2024, departure Saturday 17 August 2024\nGuests: 2 adults, 2 "
            f"children, 1 dog\nTotal: {_gbp(r, 1350, 1550)} - balance paid.")


def t_cornwall_itin(r: random.Random, dt: datetime) -> str:
    return ("Cornwall Aug 2024\nSat: drive down, stop at Taunton\nSun: Porthmeor beach, surf lesson for Rory\nMon: "
            "Leach Pottery!! and Barbara Hepworth garden\nTue: Minack Theatre\nWed: Eden Project\nThu: St Michael's "
            "Mount\nFri: pasties, pack")


def t_jet2(r: random.Random, dt: datetime) -> str:
    return ("Jet2holidays - Booking confirmation\nLead passenger: Mrs Fiona Gallagher\nLeeds Bradford - Malaga, Sat 19 "
            "July 2025 LS1021\nMalaga - Leeds Bradford, Sat 2 August 2025 LS1022\nPassengers: 4, 22kg hold bag each\n"
            f"Total {_gbp(r, 2300, 2700)}. Villa and car hire booked separately.")


def t_villa(r: random.Random, dt: datetime) -> str:
    return _eml("Villa Los Almendros <reservas@villalosalmendros.es>", FIONA_MAIL, "Reserva confirmada - Nerja 19/07",
                dt, "Dear Fiona,\n\nYour reservation at Villa Los Almendros, Nerja, is confirmed for 19 July to 2 August "
                    "2025. Private pool, 3 bedrooms. Deposit €600 received; balance due 30 days before arrival. "
                    "Key box code will be sent the week before.")


def t_travel_ins(r: random.Random, dt: datetime) -> str:
    return ("Staysure - Single trip travel insurance\nTrip: Spain, 19 July - 2 August 2025\nInsured: Declan, Fiona, "
            "Aoife, Rory Gallagher\nMedical conditions declared: asthma (Rory) - covered\nCancellation cover £3,000 "
            f"per person. Premium {_gbp(r, 60, 90)}.")


def t_car_hire(r: random.Random, dt: datetime) -> str:
    return ("Malaga car hire - voucher\nPick up: Malaga airport 19/07/2025 12:30\nDrop off: 02/08/2025 09:00\n"
            "Group C - Seat Leon or similar, full to full\nExcess insurance included. Bring driving licence and "
            "credit card of the main driver (Declan Gallagher).")


# --------------------------------------------------------------------------- estate (Archive Estate)


def t_probate(r: random.Random, dt: datetime) -> str:
    return ("In the High Court of Justice - The Principal Registry of the Family Division\nGrant of Representation "
            "(Probate)\nMaureen Kelly, of 14 Elm Tree Close, Wakefield WF2 7TN, died on 11 September 2023\nThe Will "
            "was proved and administration granted to Fiona Gallagher, executor\nGross estate £" +
            str(r.randint(205000, 235000)) + ". Net estate £" + str(r.randint(190000, 205000)))


def t_clearance(r: random.Random, dt: datetime) -> str:
    return ("Wakefield House Clearances - Quotation\nProperty: 14 Elm Tree Close, Wakefield\nFull clearance of house, "
            "loft and garage, furniture to charity where possible, licensed waste disposal\nPrice: "
            f"{_gbp(r, 650, 900)}. Items to keep marked with green stickers. Broom-swept finish for estate agent.")


def t_completion(r: random.Random, dt: datetime) -> str:
    return ("Moorhouse & Lee Solicitors - Completion statement\nSale of 14 Elm Tree Close, Wakefield (the late Maureen "
            f"Kelly)\nSale price £195,000\nEstate agent fee (Dacre Son & Hartley) -{_gbp(r, 2200, 2500)}\nLegal fees "
            f"-{_gbp(r, 1100, 1400)}\nBalance to estate account: see attached. Completion date: {_uk(dt)}")


def t_estate_accounts(r: random.Random, dt: datetime) -> str:
    return ("Estate of Maureen Kelly - final accounts;;\nItem;In;Out\nHouse sale (net);191150;\nBank and savings;"
            "18442;\nFuneral (Co-op Wakefield);;4380\nProbate fee;;300\nHouse clearance;;780\nCouncil tax + utilities"
            " to sale;;1212\nDistribution: Fiona 50%;;\nDistribution: Brendan 50%;;")


def t_estate_final(r: random.Random, dt: datetime) -> str:
    return ("Moorhouse & Lee Solicitors\n" + _uk(dt) + "\n\nDear Mrs Gallagher,\n\nEstate of Maureen Kelly deceased"
            "\n\nWe enclose the final estate accounts, approved by you and your brother Brendan, and confirm that "
            "the final distributions have been made. HMRC have issued clearance. We are now closing our file. May "
            "we again offer our condolences.\n\nYours sincerely,\nJ. Moorhouse")


def t_contents(r: random.Random, dt: datetime) -> str:
    return ("Mum's house - what goes where\nKEEP (Fiona): Belleek china, the Sacred Heart picture, Dad's toolbox for "
            "Declan, photo albums\nKEEP (Brendan): clock, Mum's rings (to Brendan's girls)\nCHARITY (St Bride's "
            "shop): coats, books, kitchen stuff\nDUMP: mattress, garage junk\nCancel: Yorkshire Water, council tax, "
            "phone, TV licence, Sky")


# --------------------------------------------------------------------------- misc reference


RECIPES = {
    "soda": "Nana's brown soda bread\n450g wholemeal flour, 50g plain flour, 1 tsp bread soda, 1 tsp salt, 400ml "
            "buttermilk. Mix quickly, cut a cross, bake 200C for 40 mins. Tap the bottom - hollow = done.",
    "stew": "Irish stew\n800g lamb neck, 4 potatoes, 3 carrots, 2 onions, thyme, 750ml stock. Layer in the pot, "
            "simmer 2 hours. Better the next day.",
    "parkin": "Yorkshire parkin\n200g butter, 85g black treacle, 85g golden syrup, 100g light brown sugar, 100g "
              "oatmeal, 250g self-raising flour, 4 tsp ground ginger, 2 eggs, 1 tbsp milk. Bake 160C 50 mins. Keep "
              "wrapped for 3 days before eating - Bonfire Night!",
    "drizzle": "Lemon drizzle traybake (bake sale)\n225g butter, 225g caster sugar, 275g self-raising flour, 2 tsp "
               "baking powder, 4 eggs, 4 tbsp milk, zest of 2 lemons. Bake 180C 35 mins. Drizzle: juice of 2 "
               "lemons, 175g granulated sugar.",
    "curry": "Slow cooker chicken curry\n8 chicken thighs, 2 onions, garlic, ginger, 3 tbsp curry paste, tin of "
             "tomatoes, 200ml coconut milk. Low for 7 hours. Add spinach at the end. Rory likes it mild.",
    "flapjack": "Flapjack\n250g oats, 125g butter, 125g brown sugar, 3 tbsp golden syrup. 180C for 20 mins, cut "
                "while warm.",
    "chilli": "BBC Good Food - Slow cooker chilli con carne\n500g beef mince, onion, 2 peppers, 2 tsp chilli "
              "powder, cumin, kidney beans, chopped tomatoes, beef stock. Cook on low for 8 hours. Serves 4.",
}

BOOKS = [
    ("Persuasion", "Jane Austen", "Sir Walter Elliot, of Kellynch Hall, in Somersetshire, was a man who, for his "
     "own amusement, never took up any book but the Baronetage."),
    ("Dubliners", "James Joyce", "There was no hope for him this time: it was the third stroke."),
    ("Middlemarch", "George Eliot", "Miss Brooke had that kind of beauty which seems to be thrown into relief by "
     "poor dress."),
    ("North and South", "Elizabeth Gaskell", "Edith! said Margaret, gently, Edith! But, as Margaret half suspected, "
     "Edith had fallen asleep."),
    ("The Secret Garden", "Frances Hodgson Burnett", "When Mary Lennox was sent to Misselthwaite Manor to live with "
     "her uncle everybody said she was the most disagreeable-looking child ever seen."),
    ("Wuthering Heights", "Emily Bronte", "1801. I have just returned from a visit to my landlord."),
]

SONGS = [
    ("Dreams", "The Cranberries", "Everybody Else Is Doing It"), ("Linger", "The Cranberries",
                                                                 "Everybody Else Is Doing It"),
    ("Running Up That Hill", "Kate Bush", "Hounds of Love"), ("Dog Days Are Over", "Florence + the Machine", "Lungs"),
    ("Galway Girl", "Sharon Shannon & Mundy", "The Galway Girl"), ("Mr. Brightside", "The Killers", "Hot Fuss"),
    ("Chasing Cars", "Snow Patrol", "Eyes Open"), ("Rise Up", "Imelda May", "11 Past the Hour"),
    ("The Whole of the Moon", "The Waterboys", "This Is the Sea"), ("Zombie", "The Cranberries",
                                                                     "No Need to Argue"),
]


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

    def cam(age: float, prefix: str = "IMG_") -> str:
        dt = NOW - timedelta(days=age)
        return f"{prefix}{dt:%Y%m%d}_{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"

    def shot(age: float) -> str:
        dt = NOW - timedelta(days=age)
        return f"Screenshot {dt:%Y-%m-%d} {r.randint(7, 22):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.png"

    def mp3(title: str, artist: str, album: str):
        return lambda r, dt: _id3(r, title, artist, album)

    def exe(head: bytes = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff"):
        return lambda r, dt: _blob(r, head, 2000)

    lock = b"\x0fFiona Gallagher" + bytes(140)
    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    md = "My Documents"

    # ------------------------------------------------------------ My Documents/School (her teaching: Areas)
    s = f"{md}/School"
    for i, (name, age) in enumerate([("9C2 rates of reaction", 9), ("9F1 atomic structure", 240),
                                     ("10X2 acids and alkalis making salts", 55), ("11Y1 electrolysis RP3", 120),
                                     ("9C2 bonding card sort", 180), ("10Y3 energy changes", 16),
                                     ("11Y1 chromatography revision", 33)]):
        add(f"{s}/Lesson plans/{name}.docx", A, "Teaching", age, t_lesson([0, 1, 2, 3, 4, 7, 8][i]))
    add(f"{s}/Lesson plans/Y9 periodic table demo - group 1.docx", A, "Teaching", 400, t_lesson(5))
    add(f"{s}/Schemes of work/Y9 chemistry SoW 2025-26.docx", A, "Teaching", 280, t_sow)
    add(f"{s}/Schemes of work/Y9 chemistry SoW 2026-27 DRAFT.docx", A, "Teaching", 6, t_sow)
    add(f"{s}/Mark sheets/10X2 mock results Jan 2026.xlsx", A, "Teaching", 130,
        t_marks("10X2 Chemistry - mock results January 2026"))
    add(f"{s}/Mark sheets/11Y1 predicted grades.xlsx", A, "Teaching", 60,
        t_marks("11Y1 Chemistry - final predictions before study leave"))
    add(f"{s}/Mark sheets/9C2 end of topic tests.xlsx", A, "Teaching", 12, t_topic_tests)
    add(f"{s}/Mark sheets/Y11 mocks Dec 2024.xlsx", A, "Teaching", 540,
        t_marks("Year 11 Chemistry - December 2024 mocks"))
    add(f"{s}/Reports/9C2 report comments summer 2026.docx", A, "Teaching", 3, t_reports)
    add(f"{s}/Reports/9F1 report comments summer 2025.docx", A, "Teaching", 355, t_reports)
    add(f"{s}/Department/dept meeting minutes 2026-05-12.docx", A, "Teaching", 20, t_dept_minutes)
    add(f"{s}/Department/dept meeting minutes 2025-11-18.docx", A, "Teaching", 195, t_dept_minutes)
    add(f"{s}/Safeguarding/Safeguarding Level 2 certificate 2025.pdf", A, "Teaching", 270, t_safeguard_cert)
    add(f"{s}/Safeguarding/KCSIE 2025 INSET notes.docx", A, "Teaching", 272, t_kcsie)
    add(f"{s}/Safeguarding/Prevent certificate.pdf", A, "Teaching", 820, t_prevent)
    hy = f"{s}/Head of Year 9"
    add(f"{hy}/options evening letter 2026.docx", A, "Teaching", 130, t_options_letter)
    add(f"{hy}/attendance watchlist.xlsx", A, "Teaching", 4, t_attendance)
    add(f"{hy}/pastoral team meeting 2026-05-19.docx", A, "Teaching", 13, t_pastoral)
    add(f"{hy}/behaviour log summer.csv", A, "Teaching", 2, t_behaviour_csv)
    add(f"{hy}/assembly rota summer term.docx", A, "Teaching", 45, t_assembly)
    add(f"{s}/appraisal objectives 2025-26.docx", A, "Teaching", 150, t_appraisal)
    add(f"{s}/timetable 2025-26.pdf", A, "Teaching", 275, t_timetable)
    add(f"{s}/cover for Thursday.eml", A, "Teaching", 24, t_cover_mail)
    add(f"{s}/Year 11 mocks marks due.eml", A, "Teaching", 140, t_moderation_mail)
    # a child's school letter dropped in her teaching folder (School, not Teaching)
    add(f"{s}/Rory Y7 parents evening appointments.pdf", A, "School", 85, t_rory_parents)
    # teaching resources
    rs = f"{s}/Resources"
    add(f"{rs}/Past papers/8462 Paper 1H June 2023.pdf", R, "Teaching", 600, t_past_paper("June 2023", "1H"))
    add(f"{rs}/Past papers/8462 Paper 1H June 2023 mark scheme.pdf", R, "Teaching", 600, t_markscheme)
    add(f"{rs}/Past papers/8462 Paper 2H June 2024.pdf", R, "Teaching", 250, t_past_paper("June 2024", "2H"))
    add(f"{rs}/Past papers/8462 Paper 1F November 2022.pdf", R, "Teaching", 900, t_past_paper("November 2022", "1F"))
    for key, name, age in [("moles", "moles practice", 300), ("balancing", "balancing equations worksheet", 700),
                           ("bonding", "dot and cross practice", 420), ("rp_titration", "RP titration method", 380),
                           ("ko_y9", "Y9 knowledge organiser atoms elements compounds", 260)]:
        add(f"{rs}/{name}.docx", R, "Teaching", age, WORKSHEETS[key])
    add(f"{rs}/RSC misconceptions bonding.pdf", R, "Teaching", 500, t_rsc)
    add(f"{rs}/AQA required practicals handbook.pdf", R, "Teaching", 1000, t_rp_handbook)
    # school trip she is organising (Projects Teaching)
    tr = f"{s}/Year 9 trip Catalyst July 2026"
    add(f"{tr}/parent letter Catalyst.docx", P, "Teaching", 44, t_trip_letter)
    add(f"{tr}/risk assessment Catalyst.docx", P, "Teaching", 30, t_trip_risk)
    add(f"{tr}/EVOLVE approval.pdf", P, "Teaching", 19, t_evolve)
    add(f"{tr}/consent and payments.xlsx", P, "Teaching", 1, t_trip_consent())
    add(f"{tr}/Aireline Coaches quote.pdf", P, "Teaching", 52, t_coach_quote)
    add(f"{tr}/Catalyst booking confirmation.pdf", P, "Teaching", 61, t_catalyst_booking)
    add(f"{tr}/staff and groups.docx", P, "Teaching", 6, t_trip_groups)
    add(f"{tr}/medical needs.csv", P, "Teaching", 5, t_trip_medical)
    add(f"{tr}/running order.txt", P, "Teaching", 8, t_trip_itinerary)
    # last year's trip (Archive Teaching)
    add(f"{s}/Old trips/Magna July 2025/parent letter Magna.docx", X, "Teaching", 400, t_magna_letter)
    add(f"{s}/Old trips/Magna July 2025/trip evaluation.docx", X, "Teaching", 325, t_magna_eval)
    add(f"{s}/Old trips/Magna July 2025/consent list.xlsx", X, "Teaching", 330, t_trip_consent("Magna", 15))

    # ------------------------------------------------------------ PGCE + Bramley Fold (Archive Teaching)
    add(f"{md}/PGCE 2008-09/Assignment 2 - particle model misconceptions.docx", X, "Teaching", 6230, t_pgce_essay)
    add(f"{md}/PGCE 2008-09/Placement 2 final report.pdf", X, "Teaching", 6190, t_pgce_placement)
    add(f"{md}/PGCE 2008-09/QTS skills tests.pdf", X, "Teaching", 6350, t_qts)
    add(f"{md}/PGCE 2008-09/standards evidence tracker.xlsx", X, "Teaching", 6200, lambda r, dt:
        "Q standard;Evidence;Folder\nQ1 high expectations;Y10 lesson obs 12/11/08;A3\nQ10 teaching strategies;"
        "Assignment 2;B1\nQ22 planning;SoW Bramley Fold;C2\nQ25 teaching;Placement 2 report;C4\nQ30 learning "
        "environment;Lab safety induction;D1")
    bf = f"{md}/Bramley Fold"
    add(f"{bf}/contract 2009.pdf", X, "Teaching", 6120, t_old_contract)
    add(f"{bf}/resignation letter.docx", X, "Teaching", 2965, t_resignation)
    add(f"{bf}/reference from Mrs Thornton.pdf", X, "Teaching", 2990, t_old_reference)
    add(f"{bf}/P45 2018.pdf", X, "Teaching", 2840, t_p45)

    # ------------------------------------------------------------ Money (Areas Finance)
    m = f"{md}/Money"
    for age in (3, 34, 64):
        add(f"{m}/Bank/Nationwide statement {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Finance", age, t_bank)
    add(f"{m}/Bank/Nationwide statement 2023-11.pdf", A, "Finance", 940, t_bank)
    add(f"{m}/Bank/transactions export.csv", A, "Finance", 7, t_bank_csv)
    add(f"{m}/ISA/Vanguard annual statement 2025-26.pdf", A, "Finance", 48, t_isa)
    add(f"{m}/Mortgage/Halifax annual statement 2025.pdf", A, "Finance", 150, t_mortgage)
    add(f"{m}/Mortgage/Halifax mortgage offer 2017.pdf", A, "Finance", 3180, t_mortgage_offer)
    add(f"{m}/Pension/Teachers Pensions ABS 2026.pdf", A, "Finance", 40, t_pension)
    for age in (2, 32, 63):
        add(f"{m}/Payslips/payslip {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Finance", age, t_payslip)
    add(f"{m}/Tax/SA302 2024-25.pdf", A, "Finance", 200, t_sa302)
    add(f"{m}/Tax/HMRC statement of account.pdf", A, "Finance", 26, t_hmrc_letter)
    add(f"{m}/Tax/self assessment 2025-26 working.xlsx", A, "Finance", 15, t_sa_notes)
    add(f"{m}/household budget 2026.xlsx", A, "Finance", 10, t_budget)
    add(f"{m}/Legal and General life cover.pdf", A, "Finance", 1500, t_life)
    add(f"{m}/Premium Bonds.pdf", A, "Finance", 90, t_premium)

    # ------------------------------------------------------------ House (Areas Home, Resources Home manuals)
    h = f"{md}/House"
    for age in (5, 36):
        add(f"{h}/Bills/Octopus statement {(NOW - timedelta(days=age)):%b %Y}.pdf", A, "Home", age, t_energy)
    add(f"{h}/Bills/Council tax 2026-27.pdf", A, "Home", 75, t_ctax("2026/27"))
    add(f"{h}/Bills/Council tax 2025-26.pdf", A, "Home", 440, t_ctax("2025/26"))
    add(f"{h}/Bills/Yorkshire Water bill.pdf", A, "Home", 60, t_water)
    add(f"{h}/Bills/Virgin Media May.pdf", A, "Home", 18, t_broadband)
    add(f"{h}/Aviva home insurance renewal 2026.pdf", A, "Home", 110, t_home_ins)
    add(f"{h}/boiler service 2025.pdf", A, "Home", 230, t_boiler)
    add(f"{h}/TV licence.pdf", A, "Home", 35, t_tvl)
    for key, name, age in [("washer", "Bosch washing machine manual", 1200), ("boiler", "Worcester Greenstar user guide",
                           2400), ("oven", "Hotpoint oven manual", 1110), ("hoover", "Dyson V11 manual", 650)]:
        add(f"{h}/Manuals/{name}.pdf", R, "Home", age, MANUALS[key])
    k = f"{h}/Kitchen 2023"
    add(f"{k}/Howdens quote.pdf", X, "Home", 1290, t_kitchen_quote)
    add(f"{k}/Sutcliffe final invoice.pdf", X, "Home", 1140, t_kitchen_invoice)
    add(f"{k}/kitchen budget.xlsx", X, "Home", 1135, t_kitchen_budget)
    for age in (1180, 1150, 1138):
        photo(f"{k}/{cam(age)}", X, "Home", age)

    # ------------------------------------------------------------ Loft conversion (Projects Home)
    lo = f"{md}/Loft conversion"
    add(f"{lo}/Hartley Rowe fee proposal.pdf", P, "Home", 212, t_loft_fee)
    add(f"{lo}/Drawings/2417-01 existing plans rev A.pdf", P, "Home", 176, t_loft_drawings("A"))
    add(f"{lo}/Drawings/2417-05 proposed plans and elevations rev C.pdf", P, "Home", 128, t_loft_drawings("C"))
    add(f"{lo}/Planning/application acknowledgement 26-00412-FU.pdf", P, "Home", 136, t_planning_ack)
    add(f"{lo}/Planning/decision notice.pdf", P, "Home", 59, t_planning_decision)
    add(f"{lo}/Quotes/Aire Valley Lofts.pdf", P, "Home", 41, t_loft_quote("Aire Valley Lofts Ltd", 48000, 49500))
    add(f"{lo}/Quotes/Brannigan Building.pdf", P, "Home", 33, t_loft_quote("J. Brannigan Building Ltd", 45800, 46500))
    add(f"{lo}/Quotes/Pennine Loft Co.pdf", P, "Home", 27, t_loft_quote("Pennine Loft Co", 52000, 53200))
    add(f"{lo}/Quotes/quote comparison.xlsx", P, "Home", 12, t_loft_compare)
    add(f"{lo}/Building control full plans.pdf", P, "Home", 10, t_building_control)
    add(f"{lo}/structural calcs.pdf", P, "Home", 98, t_struct)
    add(f"{lo}/party wall notice no 25.docx", P, "Home", 20, t_party_wall)
    add(f"{lo}/Re Loft - start date.eml", P, "Home", 4, t_loft_mail)
    add(f"{lo}/loft budget.xlsx", P, "Home", 6, t_loft_budget)
    add(f"{lo}/ideas.txt", P, "Home", 160, t_loft_ideas)
    photo(f"{lo}/photos/loft before 1.jpg", P, "Home", 221)
    photo(f"{lo}/photos/loft before 2.jpg", P, "Home", 221)
    photo(f"{lo}/photos/where the stairs go.jpg", P, "Home", 119)
    photo(f"{lo}/inspiration/dormer bedroom pinterest.png", P, "Home", 150)
    photo(f"{lo}/inspiration/walk in shower.png", P, "Home", 90)

    # ------------------------------------------------------------ Health / Car / Biscuit (Areas)
    he = f"{md}/Health"
    add(f"{he}/GP letter blood results.pdf", A, "Health", 45, t_gp)
    add(f"{he}/Rory asthma action plan 2026.pdf", A, "Health", 80, t_asthma_plan)
    add(f"{he}/Rory asthma review.pdf", A, "Health", 440, t_asthma_review)
    add(f"{he}/dentist treatment plan.pdf", A, "Health", 30, t_dentist)
    add(f"{he}/Specsavers prescription.pdf", A, "Health", 610, t_optician)
    add(f"{he}/Declan physio appointment.eml", A, "Health", 15, t_physio_mail)
    add(f"{he}/Rory flu vaccine.pdf", A, "Health", 230, t_flu)
    c = f"{md}/Car"
    add(f"{c}/MOT 2026.pdf", A, "Car", 70, t_mot("YD19 KXF", "Skoda Octavia Estate SE L"))
    add(f"{c}/MOT 2025.pdf", A, "Car", 435, t_mot("YD19 KXF", "Skoda Octavia Estate SE L"))
    add(f"{c}/Admiral renewal 2026.pdf", A, "Car", 25, t_car_ins)
    add(f"{c}/service invoice.pdf", A, "Car", 150, t_car_service)
    add(f"{c}/DVLA tax reminder.pdf", A, "Car", 52, t_vehicle_tax)
    add(f"{c}/RAC breakdown cover.pdf", A, "Car", 300, t_rac)
    add(f"{c}/Old Focus/sale receipt.pdf", X, "Car", 112, t_focus_sale)
    add(f"{c}/Old Focus/DVLA sold confirmation.pdf", X, "Car", 108, t_v5c)
    add(f"{c}/Old Focus/MOT 2024.pdf", X, "Car", 700, t_mot("YG11 PFX", "Ford Focus Zetec 1.6"))
    b = f"{md}/Biscuit"
    add(f"{b}/booster vaccination.pdf", A, "Pet", 90, t_vet_booster)
    add(f"{b}/Petplan renewal 2026.pdf", A, "Pet", 120, t_petplan)
    add(f"{b}/vet invoice ear.pdf", A, "Pet", 35, t_vet_ear)
    add(f"{b}/walks rota.txt", A, "Pet", 300, t_biscuit_rota)
    add(f"{b}/Petlog microchip.pdf", A, "Pet", 2150, t_microchip)
    add(f"{b}/reading/recall training.pdf", R, "Pet", 800, t_dog_article(1))

    # ------------------------------------------------------------ Kids (Areas School, Archive primary)
    kd = f"{md}/Kids"
    add(f"{kd}/Aoife/Y12 report spring 2026.pdf", A, "School", 70, t_aoife_report)
    add(f"{kd}/Aoife/predicted grades.pdf", A, "School", 20, t_predicted)
    add(f"{kd}/Aoife/consultation evening.eml", A, "School", 95, t_sf_evening)
    add(f"{kd}/Rory/Y7 interim report.pdf", A, "School", 40, t_rory_report)
    add(f"{kd}/Rory/ParentPay receipt.pdf", A, "School", 60, t_parentpay)
    add(f"{kd}/Rory/homework timetable.docx", A, "School", 250, t_rory_homework)
    add(f"{kd}/Rory/Robinwood residential letter.pdf", A, "School", 100, t_residential)
    add(f"{kd}/Rory/Primary/Year 6 leavers.pdf", X, "School", 330, t_year6_leavers)
    add(f"{kd}/Rory/Primary/KS2 results 2025.pdf", X, "School", 322, t_sats)

    # ------------------------------------------------------------ Aoife uni (Projects University)
    u = f"{md}/Aoife uni"
    add(f"{u}/personal statement draft 1.docx", P, "University", 62, t_ps(1))
    add(f"{u}/personal statement draft 2.docx", P, "University", 31, t_ps(2))
    add(f"{u}/PS draft 3 - Aoife edits.docx", P, "University", 3, t_ps(3))
    add(f"{u}/course shortlist.xlsx", P, "University", 14, t_shortlist)
    add(f"{u}/open days.txt", P, "University", 10, t_openday_txt)
    add(f"{u}/Nottingham open day booking.eml", P, "University", 25, t_openday_mail)
    add(f"{u}/Manchester open day confirmation.pdf", P, "University", 18, t_openday_pdf)
    add(f"{u}/student finance sums.xlsx", P, "University", 22, t_student_finance)
    add(f"{u}/UCAS key dates 2027 entry.pdf", P, "University", 40, t_ucas_dates)
    add(f"{u}/reference request Mr Okafor.eml", P, "University", 8, t_reference_mail)
    add(f"{u}/accommodation costs.csv", P, "University", 16, t_accommodation)
    add(f"{u}/Boots work experience letter.pdf", P, "University", 50, t_work_exp)
    add(f"{u}/~$rsonal statement draft 2.docx", L, "System", 31, lock)

    # ------------------------------------------------------------ Hospice 10k (Projects Charity)
    c10 = f"{md}/Hospice 10k"
    add(f"{c10}/registration confirmation.eml", P, "Charity", 76, t_10k_reg)
    add(f"{c10}/training plan 12 weeks.xlsx", P, "Charity", 28, t_10k_plan)
    add(f"{c10}/JustGiving page text.docx", P, "Charity", 70, t_10k_justgiving)
    add(f"{c10}/sponsor form.pdf", P, "Charity", 64, t_10k_sponsor)
    add(f"{c10}/fundraising tracker.csv", P, "Charity", 2, t_10k_tracker)
    add(f"{c10}/bake sale poster.docx", P, "Charity", 12, t_bake_sale)
    add(f"{c10}/St Brides fundraising pack.pdf", P, "Charity", 74, t_10k_pack)
    add(f"{c10}/runs log.txt", P, "Charity", 1, t_10k_log)

    # ------------------------------------------------------------ Pottery (Areas, Resources, Projects, Archive)
    pt = f"{md}/Pottery"
    add(f"{pt}/Accounts/sales ledger 2025-26.xlsx", A, "Pottery", 55, t_sales_ledger)
    add(f"{pt}/Accounts/sales ledger 2026-27.xlsx", A, "Pottery", 3, t_sales_ledger)
    add(f"{pt}/Accounts/expenses 2025-26.csv", A, "Pottery", 56, t_expenses)
    add(f"{pt}/Accounts/sales ledger 2023-24.xlsx", A, "Pottery", 780, t_sales_ledger)
    add(f"{pt}/Accounts/Etsy statement April 2026.csv", A, "Pottery", 30, t_etsy_csv)
    add(f"{pt}/Accounts/Etsy statement May 2026.csv", A, "Pottery", 1, t_etsy_csv)
    add(f"{pt}/Accounts/Starling statement May.pdf", A, "Pottery", 2, t_business_bank)
    add(f"{pt}/Receipts/Pennine Clay order 8841.pdf", A, "Pottery", 40, t_clay_order)
    add(f"{pt}/Receipts/Kilncare elements invoice.pdf", A, "Pottery", 160, t_kiln_elements)
    add(f"{pt}/kiln electricity costs.xlsx", A, "Pottery", 20, t_kiln_costs)
    add(f"{pt}/firing log 2026.csv", A, "Pottery", 4, t_firing_log)
    add(f"{pt}/Craft Insurance certificate.pdf", A, "Pottery", 95, t_pli)
    add(f"{pt}/price list 2026.docx", A, "Pottery", 100, t_price_list)
    add(f"{pt}/stock list.xlsx", A, "Pottery", 8, t_stock)
    add(f"{pt}/craft fairs 2026.txt", A, "Pottery", 130, t_fairs)
    add(f"{pt}/Orders/Sarah wedding mugs commission.eml", A, "Pottery", 12, t_commission_mail)
    add(f"{pt}/Orders/Etsy buyer message.eml", A, "Pottery", 6, t_etsy_order_mail)
    for key, name, age in [("celadon", "celadon cone 6", 900), ("tenmoku", "tenmoku", 760),
                           ("floating", "Floating Blue", 420), ("shino", "oatmeal liner", 200)]:
        add(f"{pt}/Glazes/{name}.txt", R, "Pottery", age, GLAZES[key])
    add(f"{pt}/Glazes/glaze tests spring 2026.xlsx", R, "Pottery", 40, t_glaze_tests)
    add(f"{pt}/Articles/glaze faults crawling crazing.pdf", R, "Pottery", 640, POT_ARTICLES["faults"])
    add(f"{pt}/Articles/firing schedules electric kiln.pdf", R, "Pottery", 1000, POT_ARTICLES["bisque"])
    sm = f"{pt}/Saltaire Christmas market 2026"
    add(f"{sm}/stallholder application.pdf", P, "Pottery", 18, t_saltaire_app)
    add(f"{sm}/accepted.eml", P, "Pottery", 3, t_saltaire_accept)
    add(f"{sm}/stock plan.xlsx", P, "Pottery", 2, t_saltaire_stock)
    add(f"{sm}/display ideas.txt", P, "Pottery", 10, t_saltaire_display)
    photo(f"{sm}/display mock up.jpg", P, "Pottery", 9)
    hf = f"{pt}/Headingley Christmas fair 2025"
    add(f"{hf}/booking confirmation.pdf", X, "Pottery", 240, t_headingley_booking)
    add(f"{hf}/takings.xlsx", X, "Pottery", 177, t_headingley_takings)
    add(f"{hf}/notes for next time.txt", X, "Pottery", 176, t_headingley_notes)
    photo(f"{hf}/stall.jpg", X, "Pottery", 177)
    photo(f"{hf}/stall 2.jpg", X, "Pottery", 177)

    # ------------------------------------------------------------ Holidays (Projects / Archive Travel)
    ho = f"{md}/Holidays"
    add(f"{ho}/Ireland 2026/Irish Ferries booking.pdf", P, "Travel", 110, t_ferry)
    add(f"{ho}/Ireland 2026/Re the cottage in August.eml", P, "Travel", 95, t_achill)
    add(f"{ho}/Ireland 2026/packing list.txt", P, "Travel", 5, t_ireland_packing)
    add(f"{ho}/Ireland 2026/plan.docx", P, "Travel", 30, t_ireland_plan)
    add(f"{ho}/Cornwall 2024/St Ives cottage booking.pdf", X, "Travel", 800, t_cornwall_booking)
    add(f"{ho}/Cornwall 2024/itinerary.docx", X, "Travel", 670, t_cornwall_itin)
    add(f"{ho}/Spain 2025/Jet2 booking confirmation.pdf", X, "Travel", 480, t_jet2)
    add(f"{ho}/Spain 2025/villa Nerja.eml", X, "Travel", 470, t_villa)
    add(f"{ho}/Spain 2025/travel insurance.pdf", X, "Travel", 365, t_travel_ins)
    add(f"{ho}/Spain 2025/car hire voucher.pdf", X, "Travel", 318, t_car_hire)

    # ------------------------------------------------------------ Mum's house (Archive Estate)
    mh = f"{md}/Mum's house"
    add(f"{mh}/probate grant.pdf", X, "Estate", 850, t_probate)
    add(f"{mh}/house clearance quote.pdf", X, "Estate", 835, t_clearance)
    add(f"{mh}/completion statement.pdf", X, "Estate", 720, t_completion)
    add(f"{mh}/estate accounts final.xlsx", X, "Estate", 612, t_estate_accounts)
    add(f"{mh}/solicitor closing letter.pdf", X, "Estate", 598, t_estate_final)
    add(f"{mh}/what goes where.docx", X, "Estate", 845, t_contents)
    photo(f"{mh}/photos/front room.jpg", X, "Estate", 838)
    photo(f"{mh}/photos/garage.jpg", X, "Estate", 838)

    # ------------------------------------------------------------ Recipes, eBooks (Resources)
    for key, name, age in [("soda", "Nana's soda bread", 2100), ("stew", "Irish stew", 1400),
                           ("parkin", "parkin", 580), ("drizzle", "lemon drizzle traybake", 20),
                           ("curry", "slow cooker chicken curry", 330), ("flapjack", "flapjack", 900)]:
        add(f"{md}/Recipes/{name}.docx" if age > 1000 else f"{md}/Recipes/{name}.txt", R, "Cooking", age, RECIPES[key])
    for title, author, para in BOOKS[:4]:
        add(f"{md}/eBooks/{title} - {author}.epub", R, "Books", r.randint(200, 1500),
            lambda r, dt, t=title, a=author, p=para: _epub(t, a, "en-GB", p))

    # ------------------------------------------------------------ Music (Resources Music)
    for i, (title, artist, album) in enumerate(SONGS[:8]):
        add(f"Music/{artist}/{album}/{i % 5 + 1:02d} {title}.mp3", R, "Music", r.randint(300, 2500),
            mp3(title, artist, album))

    # ------------------------------------------------------------ Pictures
    pic = "Pictures"
    for age in (2, 6, 11, 19, 33, 47, 76, 101, 160, 210, 290, 365, 430, 520):
        photo(f"{pic}/Camera Roll/{cam(age)}", R, "Photos", age)
    for n, age in ((4411, 8), (4398, 23), (4102, 140)):
        photo(f"{pic}/iPhone import/IMG_{n}.HEIC", R, "Photos", age)
    for age in (666, 664, 662, 660):
        photo(f"{pic}/Cornwall 2024/{cam(age)}", R, "Photos", age)
    for age in (317, 315, 312, 309, 306):
        photo(f"{pic}/Spain 2025/{cam(age)}", R, "Photos", age)
    for name, age in [("speckled mugs blue", 14), ("celadon bud vases", 40), ("tenmoku noodle bowls", 28),
                      ("platter oatmeal", 95), ("baubles white", 190), ("espresso cups", 7), ("jug listing photo",
                                                                                                 60)]:
        photo(f"{pic}/Shop photos/{name}.jpg", A, "Pottery", age)
    for age in (1, 9, 27, 58, 140, 380):
        photo(f"{pic}/Screenshots/{shot(age)}", R, "Photos", age)
    add(f"{pic}/Thumbs.db", L, "System", 60, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    add(f"{pic}/desktop.ini", L, "System", 1900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21779\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-113\r\n")

    # ------------------------------------------------------------ Downloads (named)
    dl = "Downloads"
    add(f"{dl}/8462-1H-QP-JUN22.pdf", R, "Teaching", 380, t_past_paper("June 2022", "1H"))
    add(f"{dl}/8462-1H-MS-JUN22.pdf", R, "Teaching", 380, t_markscheme)
    add(f"{dl}/Seneca atomic structure revision.pdf", R, "Teaching", 210, WORKSHEETS["ko_y9"])
    add(f"{dl}/trimming-tips-better-feet.pdf", R, "Pottery", 300, POT_ARTICLES["trimming"])
    add(f"{dl}/pulling handles.pdf", R, "Pottery", 150, POT_ARTICLES["handles"])
    add(f"{dl}/cocker-spaniel-ear-care.pdf", R, "Pet", 34, t_dog_article(0))
    add(f"{dl}/slow-cooker-chilli-con-carne.pdf", R, "Cooking", 120, RECIPES["chilli"])
    add(f"{dl}/North and South.epub", R, "Books", 45,
        lambda r, dt: _epub(BOOKS[3][0], BOOKS[3][1], "en-GB", BOOKS[3][2]))
    add(f"{dl}/Wuthering Heights - Emily Bronte.epub", R, "Books", 230,
        lambda r, dt: _epub(BOOKS[5][0], BOOKS[5][1], "en-GB", BOOKS[5][2]))
    add(f"{dl}/The Secret Garden.epub", R, "Books", 610,
        lambda r, dt: _epub(BOOKS[4][0], BOOKS[4][1], "en-GB", BOOKS[4][2]))
    add(f"{dl}/{SONGS[8][1]} - {SONGS[8][0]}.mp3", R, "Music", 90, mp3(*SONGS[8]))
    add(f"{dl}/Zombie.mp3", R, "Music", 700, mp3(*SONGS[9]))
    add(f"{dl}/document (4).pdf", P, "Travel", 60, t_ferry, hard=True)
    add(f"{dl}/Saltaire_Makers_Christmas_2026_application.pdf", P, "Pottery", 25, t_saltaire_app)
    add(f"{dl}/Harewood-10K-fundraising-pack.pdf", P, "Charity", 76, t_10k_pack)
    add(f"{dl}/ucas-key-dates-2027-entry.pdf", P, "University", 58, t_ucas_dates)
    add(f"{dl}/download (2).pdf", A, "Home", 76, t_ctax("2026/27"), hard=True)
    add(f"{dl}/export (2).csv", A, "Pottery", 62, t_etsy_csv, hard=True)
    add(f"{dl}/file (1).pdf", A, "Car", 26, t_car_ins, hard=True)
    add(f"{dl}/Petplan_policy_schedule.pdf", A, "Pet", 121, t_petplan)
    add(f"{dl}/Safeguarding_Level2_certificate.pdf", A, "Teaching", 269, t_safeguard_cert)
    photo(f"{dl}/IMG-20260503-WA0004.jpg", R, "Photos", 29)
    photo(f"{dl}/IMG-20251224-WA0011.jpg", R, "Photos", 159)
    for name, age, head in [("ChromeSetup.exe", 400, None), ("Firefox Installer.exe", 250, None),
                            ("ZoomInstallerFull.exe", 700, None), ("Audacity-3.7.1-64bit.exe", 130, None),
                            ("vlc-3.0.21-win64.exe", 310, None), ("HP_Smart_Setup.exe", 540, None),
                            ("SMART_Notebook_24_0.msi", 280, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")]:
        add(f"{dl}/{name}", R, "Software", age, exe(head) if head else exe())
    # Downloads with names and a folder that say nothing (hard)
    dl_hard = [
        ("document.pdf", A, "Finance", 95, t_bank),
        ("document (1).pdf", P, "Home", 58, t_planning_decision),
        ("document (2).pdf", A, "Health", 44, t_gp),
        ("document (3).pdf", R, "Teaching", 820, t_past_paper("June 2019", "2F")),
        ("Untitled.pdf", X, "Travel", 364, t_travel_ins),
        ("download.pdf", A, "Pottery", 85, t_clay_order),
        ("download (1).pdf", P, "University", 41, t_ucas_dates),
        ("file.pdf", A, "Car", 24, t_car_ins),
        ("getfile.pdf", A, "Home", 440, t_ctax("2025/26")),
        ("viewdocument.pdf", P, "Charity", 73, t_10k_pack),
        ("export.csv", A, "Pottery", 92, t_etsy_csv),
        ("export (1).csv", A, "Finance", 38, t_bank_csv),
        ("data.csv", P, "Teaching", 4, t_trip_medical),
        ("Book1.xlsx", P, "University", 21, t_student_finance),
        ("message.eml", P, "Home", 47, lambda r, dt: _eml(
            "Hartley Rowe Architects <studio@hartleyrowe.co.uk>", FIONA_MAIL, "Planning - good news", dt,
            "Dear Fiona and Declan,\n\nPleased to say Leeds have approved the dormer (26/00412/FU), with the usual "
            "conditions on matching tiles and obscure glazing to the en-suite. We'll now finish the building regs "
            "package so you can send it to builders for final pricing.\n\nBest wishes,\nEmma Hartley")),
        ("message (1).eml", A, "School", 96, t_sf_evening),
        ("notes.txt", R, "Pottery", 380, GLAZES["celadon"].replace("Celadon - cone 6 oxidation", "cone 6 - from Jo")),
        ("untitled.txt", R, "Cooking", 520, RECIPES["parkin"]),
        ("Doc1.docx", P, "University", 45, t_ps(1)),
        ("20260519_083012.pdf", A, "Health", 13, t_dentist),
        ("1.pdf", X, "Estate", 600, t_estate_final),
        ("AttachmentFile.pdf", A, "Teaching", 268, t_safeguard_cert),
        ("Untitled (1).pdf", X, "Car", 110, t_focus_sale),
        ("print.pdf", A, "Finance", 49, t_isa),
    ]
    for name, bucket, topic, age, fn in dl_hard:
        add(f"{dl}/{name}", bucket, topic, age, fn, hard=True)
    # unfinished downloads and lock files (Left)
    add(f"{dl}/Unconfirmed 381922.crdownload", L, "System", 0.3, lambda r, dt: _blob(r, b"%PDF-1.7\n", 1200))
    add(f"{dl}/Unconfirmed 77410.crdownload", L, "System", 21, lambda r, dt: _blob(r, b"MZ\x90\x00", 1200))
    add(f"{dl}/Spain photos.zip.crdownload", L, "System", 300, lambda r, dt: _blob(r, b"PK\x03\x04", 1200))
    add(f"{dl}/iTunes64Setup.exe.part", L, "System", 150, lambda r, dt: _blob(r, b"MZ\x90\x00", 1500))
    add(f"{dl}/Mayo holiday video.mp4.part", L, "System", 200, lambda r, dt: _blob(r, b"\x00\x00\x00\x20ftypisom", 1500))
    add(f"{dl}/desktop.ini", L, "System", 1900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21798\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-184\r\n")

    # ------------------------------------------------------------ Desktop
    dk = "Desktop"
    add(f"{dk}/UCAS personal statement NEW.docx", P, "University", 2, t_ps(3))
    add(f"{dk}/Etsy listing text - speckled mugs.txt", A, "Pottery", 15, lambda r, dt:
        "Handmade speckled stoneware mug - blue glaze - 350ml\n\nThrown on the wheel in my garden studio in Leeds. "
        "Each mug is unique: the iron speckles come through the glaze in the kiln. Dishwasher and microwave safe. "
        "Ships in 2-3 days, plastic-free packaging. Larkfield Pottery.")
    add(f"{dk}/Catalyst consent chasers.xlsx", P, "Teaching", 3, t_trip_consent())
    dk_hard = [
        ("New Text Document.txt", P, "Charity", 9, lambda r, dt: "sponsor money still to collect:\nGemma H £10\n"
         "Paul A £20 (cash in drawer)\nNiamh B - on JustGiving?\nstaff bake sale total £142.60 - pay in to St "
         "Bride's\nHarewood 10K race pack comes August"),
        ("New Text Document (2).txt", A, "Teaching", 1, lambda r, dt: "Tues:\n- 9K detention list to Mr Sykes\n"
         "- ring home re Tyler (attendance 78%)\n- CPOMS weekly summary to Mrs Dawson (DSL)\n- set 10Y3 cover "
         "Thursday\n- SIMS reports 9C2 by 19 June"),
        ("New Text Document (3).txt", P, "Travel", 7, t_ireland_packing),
        ("New Microsoft Word Document.docx", P, "Home", 22, t_party_wall),
        ("Doc1.docx", A, "Teaching", 5, t_reports),
        ("Document2.docx", P, "Pottery", 11, t_saltaire_display),
        ("notes.txt", P, "University", 9, t_openday_txt),
        ("todo.txt", A, "Home", 16, lambda r, dt: "- boiler service due - ring Horsforth Heating\n- council tax: "
         "new DD amount from April £214\n- Octopus meter reading\n- gutter over back door leaking\n- TV licence "
         "renewed ok"),
        ("Book1.xlsx", A, "Pottery", 8, t_stock),
        ("untitled.docx", P, "Teaching", 46, t_trip_letter),
        ("stuff.txt", A, "Pet", 35, lambda r, dt: "Biscuit: ear drops twice a day for 7 days (Surolan), recheck "
         "at Aireborough Vets 10 days. Claim Petplan - excess £99. Booster due in March."),
        ("scan.pdf", A, "Car", 69, t_mot("YD19 KXF", "Skoda Octavia Estate SE L")),
    ]
    for name, bucket, topic, age, fn in dk_hard:
        add(f"{dk}/{name}", bucket, topic, age, fn, hard=True)
    add(f"{dk}/~$AS personal statement NEW.docx", L, "System", 2, lock)
    add(f"{dk}/~$Book1.xlsx", L, "System", 8, lock)
    add(f"{dk}/desktop.ini", L, "System", 1900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21769\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-183\r\n")

    # ------------------------------------------------------------ My Documents: New folder, Misc, 2022 (hard)
    misc = [
        (f"{md}/New folder/Document1.docx", A, "Finance", 140, t_budget),
        (f"{md}/New folder/New Text Document.txt", R, "Cooking", 260, RECIPES["curry"]),
        (f"{md}/New folder/Book2.xlsx", P, "Home", 7, t_loft_budget),
        (f"{md}/New folder/scan0003.pdf", A, "Pet", 119, t_petplan),
        (f"{md}/New folder/New folder/Document2.docx", X, "Teaching", 2980, t_old_reference),
        (f"{md}/Misc/scan0012.pdf", A, "Health", 81, t_asthma_plan),
        (f"{md}/Misc/document.pdf", A, "Home", 61, t_water),
        (f"{md}/Misc/notes.docx", R, "Pottery", 500, POT_ARTICLES["faults"]),
        (f"{md}/Misc/Untitled 1.docx", X, "Estate", 843, t_contents),
        (f"{md}/Misc/info.txt", A, "Car", 300, lambda r, dt: "RAC membership no. 4471 0932\nCall 0333 2000 999\n"
         "Skoda YD19 KXF - tyre pressures 2.3 bar front, 2.1 rear (2.5 loaded)\nLocking wheel nut in the glovebox"),
        (f"{md}/Misc/list.xlsx", P, "Charity", 50, t_10k_sponsor),
        (f"{md}/2022/scan0041.pdf", A, "Finance", 1330, t_mortgage),
        (f"{md}/2022/Document1.docx", X, "Home", 1300, t_kitchen_notes),
        (f"{md}/2022/Book1.xlsx", A, "Pottery", 1450, t_sales_ledger),
        (f"{md}/2022/New Text Document.txt", A, "School", 1550, t_gcse_options),
        (f"{md}/2022/document (4).pdf", A, "Home", 1520, t_ctax("2022/23")),
        (f"{md}/2022/notes 2.txt", R, "Teaching", 1600, WORKSHEETS["bonding"]),
        (f"{md}/2022/scan0044.pdf", A, "Pet", 1480, t_vet_booster),
        (f"{md}/2022/Document2.docx", A, "Teaching", 1380, t_dept_minutes),
    ]
    for rel, bucket, topic, age, fn in misc:
        add(rel, bucket, topic, age, fn, hard=True)
    add(f"{md}/desktop.ini", L, "System", 1900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21770\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n")

    # ------------------------------------------------------------ Scanned Documents (all hard)
    sc = "Scanned Documents"
    scans = [
        (1, A, "Finance", 200, t_sa302), (2, A, "Home", 230, t_boiler), (3, X, "Estate", 851, t_probate),
        (4, X, "Estate", 721, t_completion), (5, A, "Health", 440, t_asthma_review), (6, A, "Car", 436,
                                                                                     t_mot("YD19 KXF", "Skoda Octavia")),
        (7, P, "Home", 99, t_struct), (8, A, "School", 71, t_aoife_report), (9, A, "Pet", 2150, t_microchip),
        (10, X, "Teaching", 2841, t_p45), (11, A, "Pottery", 161, t_kiln_elements), (12, P, "University", 51,
                                                                                     t_work_exp),
        (13, A, "Finance", 3180, t_mortgage_offer), (14, X, "Travel", 801, t_cornwall_booking),
        (15, A, "Health", 611, t_optician), (16, P, "Teaching", 20, t_evolve), (17, X, "School", 323, t_sats),
        (18, A, "Finance", 1500, t_life), (19, A, "Home", 111, t_home_ins), (20, P, "Charity", 63, t_10k_sponsor),
    ]
    for n, bucket, topic, age, fn in scans:
        add(f"{sc}/scan{n:04d}.pdf", bucket, topic, age, fn, hard=True)
    add(f"{sc}/Thumbs.db", L, "System", 50, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))

    # ------------------------------------------------------------ USB backup 2019 (all Archive)
    ub = "USB backup 2019"
    add(f"{ub}/Bramley Fold/Y10 chemistry SoW 2017-18.docx", X, "Teaching", 2590, t_old_sow)
    add(f"{ub}/Bramley Fold/10B mark book 2017-18.xlsx", X, "Teaching", 2590, t_old_markbook)
    add(f"{ub}/Bramley Fold/Lesson plans/Y11 electrolysis.docx", X, "Teaching", 2600, t_lesson(3, True))
    add(f"{ub}/Bramley Fold/Lesson plans/Y10 rates of reaction.docx", X, "Teaching", 2600, t_lesson(0, True))
    add(f"{ub}/Bramley Fold/STEM club register.xlsx", X, "Teaching", 2620, lambda r, dt:
        "Bramley Fold STEM club 2017-18 - Thursdays 3.15 lab S2;;\nStudent;Year;Sessions\n" + "\n".join(
            f"{p};{r.randint(7, 9)};{r.randint(3, 20)}" for p in _pupils(r, 12)))
    add(f"{ub}/PGCE/assignment 2 final.docx", X, "Teaching", 2600, t_pgce_essay)
    add(f"{ub}/CV Fiona Gallagher 2018.docx", X, "Teaching", 2600, lambda r, dt:
        "Fiona Gallagher BSc (Hons) PGCE\nTeacher of Chemistry\n\nExperience\n2013-present Second in Science, "
        "Bramley Fold High School, Bradford\n2009-2013 Teacher of Science, Bramley Fold High School\n\nEducation\n"
        "2008-09 PGCE Secondary Science, University of Leeds\n2004-07 BSc Chemistry, University of Sheffield (2:1)"
        "\n\nInterests: ceramics (evening classes at Leeds Arts Centre), running, family")
    add(f"{ub}/Document1.docx", X, "Teaching", 2610, t_lesson(6, True), hard=True)
    add(f"{ub}/New Text Document.txt", X, "Teaching", 2605, lambda r, dt: "Y11 revision after school:\nMon - "
        "bonding (S2)\nWed - quantitative chem, moles!!\nTechnician: Mrs Lister, ask for the electrolysis kit for "
        "RP\nMocks marking back to Mr Lockwood by Friday", hard=True)
    add(f"{ub}/Book1.xlsx", X, "Teaching", 2615, t_old_markbook, hard=True)
    for age in (2700, 2690, 2650):
        photo(f"{ub}/photos/DSC_{r.randint(1000, 9999)}.JPG", X, "Photos", age)
    add(f"{ub}/music/{SONGS[0][0]}.mp3", X, "Music", 3000, mp3(*SONGS[0]))
    add(f"{ub}/music/{SONGS[6][0]}.mp3", X, "Music", 3000, mp3(*SONGS[6]))
    add(f"{ub}/Thumbs.db", L, "System", 2650, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))

    # dot files: written, never labelled
    dot(f"{ub}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 2600)
    dot(f"{ub}/._CV Fiona Gallagher 2018.docx", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        " + bytes(40), 2600)
    dot(f"{md}/Pottery/.~lock.stock list.xlsx#", b"Fiona Gallagher,FIONA-PC/Fiona,FIONA-PC,01.06.2026 08:41,\n",
        0.1)
    return items
