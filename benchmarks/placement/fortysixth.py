"""A forty-sixth unseen labelled corpus: Dr Ngozi Okafor, a Manchester GP, ``build(root, seed)``, written blind.

What was read before writing it, and nothing else: ``unseen.py``'s module docstring, the first lines of its
``build()`` (the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``,
``_zip``, ``_xlsx``, ``_epub``, ``_id3`` and ``_blob``; ``corpus.py``'s ``Item`` dataclass, ``NOW``, ``NOW_S``,
``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. No
classifier code, docs, tests, scripts, other corpus bodies or placement results were opened. The files and their
labels are shaped by what this person would have on her disk, not by what the code looks for.

The person: Dr Ngozi Okafor, 39, a Nigerian-British general practitioner in Manchester. She grew up in Surulere,
Lagos, came to the UK for sixth form, studied medicine in Manchester, did her foundation years and hospital
rotations in Greater Manchester (2010-2019: FY1/FY2, then core medical posts), then GP specialty training
(ST1-ST3, August 2019 to February 2023 with maternity leave; MRCGP passed, CCT in February 2023). Since March 2023
she is a salaried GP three days a week (six sessions) at Alder Road Medical Practice in Burnage, and works locum
sessions through an agency (NorthMed Locums) on her free days, which makes her self-employed for those sessions:
locum invoices, GP Locum pension forms, an accountant and a self-assessment return. She is halfway through the
North West GP trainers' course (September 2025 to July 2026) and its portfolio, aiming for approval as a GP
trainer at her practice. Her husband Kwame Mensah (Ghanaian-British, a structural engineer) and she have two
children: Adaeze (4, starts Reception at Cringle Park Primary School in September 2026) and Kofi (2, at Little
Acorns Day Nursery). They live in a two-bedroom terrace in Levenshulme (bought 2019) and are now buying a
four-bedroom semi on Broomfield Road, Heaton Moor (offer accepted March 2026; mortgage application through a
broker with Halifax, a RICS survey, a conveyancing solicitor, and their own house being sold in the same chain).
Her father, Mr Emmanuel Okafor, turns 70 on 12 December 2026 and she is organising the celebration in Lagos with
her brother Chukwudi (in Lagos) and sister Ifeoma (in Houston): a thanksgiving service, a party at an event
centre in Ikeja, aso-ebi, caterer, flights. She sends money home every month (her mother's upkeep, Dad's
medication, her nephew's school fees). She runs the youth choir at New Covenant Church, Longsight. Finished: GP
training and MRCGP, the hospital years, the wedding (August 2019, Manchester), her old one-bedroom flat at
Salford Quays (let out 2019-2023, sold October 2023), and the family trip to Ghana (December 2023 - January 2024).
NOW is 2026-06-01 (``corpus.NOW``).

The machine: a MacBook Air (2022) with the usual Mac habits: ``Documents/`` holds a half-tidy tree (``Work/``,
``GP Trainer Course/``, ``House Move 2026/``, ``Daddy at 70/``, ``Finance/``, ``Kids/``, ``Church/``...), while
``Downloads/`` is full of ``document (3).pdf``, ``download.pdf``, ``attachment.pdf``, ``.dmg`` installers and
WhatsApp images; ``Desktop/`` has ``Screenshot 2026-05-14 at 22.41.07.png`` files, ``Untitled.txt`` notes and an
``untitled folder/``; ``Scans/`` holds the printer app's ``Scan 12.pdf``; ``Pictures/`` has iPhone exports
(``IMG_4821.HEIC``, ``IMG_4822.jpg``) and albums; ``iCloud Drive (Archive)/`` is what macOS left after a sign-out;
``Old MacBook Pro 2015/`` is a copy of her previous laptop; a folder from the wedding photographer's USB stick
still carries ``Thumbs.db``. Names are English, with Yoruba/Igbo/Pidgin words where she would use them.

Labelling rules (written before any file was generated; every file is labelled by them as of NOW):

- **Projects** (an outcome with an end, still being worked on now, whatever the file's age):
  the GP trainers' course and its portfolio, approval as a trainer, the practice approval visit, course handouts
  and reading packs handed out on the course (topic Medicine); buying the Heaton Moor house and selling the
  Levenshulme house: mortgage, broker, survey, solicitor, searches, removals, viewing and survey photos (Home);
  Dad's 70th in Lagos in December 2026: budget, venue, caterer, aso-ebi, guests, invitations, flights, the
  children's Nigerian visas for the trip, venue photos (Family); Adaeze starting primary school in September
  2026: application, offer, uniform, starter pack, breakfast club, medical form (Children).
- **Areas** (responsibilities with a standard to keep and no end, whatever the document's age): her work as a
  GP: salaried post, contract, rota, payslips, locum sessions, locum invoices and pension forms, agency, appraisal,
  revalidation, CPD certificates, indemnity, GMC/BMA/RCGP fees (Medicine); household money: bank and card
  statements, budget, savings, ISA, NHS Pension statements, P60s, self-assessment, HMRC, the accountant, life
  insurance (Finance); the current house: council tax, energy, water, broadband, home insurance, repairs
  (Home); the children's care: nursery, funded hours, Tax-Free Childcare, childcare vouchers, swimming
  lessons (Children); the family's health, any member, including the children's vaccinations (Health); running
  the youth choir: rehearsals, members, consent forms, DBS, set lists, minutes (Church); supporting family in
  Nigeria: transfers, their records, school fees for her nephew (Family); the car (Car); passports (Travel).
- **Resources** (reference and interests kept for their own sake, by subject): clinical guideline summaries,
  referral guides, formulary extracts, medical ebooks (Medicine); appliance manuals (Home); money guides
  (Finance); fitness and nutrition guides (Health); parenting articles (Children); sheet music, lyrics, chord
  charts and backing tracks of the choir's repertoire (Church); recipes (Cooking); novels and general ebooks
  (Books); installers (Software); photos, albums and screenshots (Photos), except photos that document a
  project, current or finished (house viewings, venue photos, the school uniform, the wedding, the Ghana trip:
  the project's bucket and topic), and those inside the old laptop copy.
- **Archive** (finished projects and ended responsibilities): GP specialty training, MRCGP, ARCPs and the
  hospital rotations (Medicine); the wedding, 2019 (Family); the old Salford Quays flat, its letting and its
  sale (Home); the Ghana trip (Travel); everything in the copy of the old MacBook Pro (Backup).
- **Left** (must stay where they are): unfinished downloads (``.crdownload``, ``.part``), Office lock files
  (``~$name.docx``), ``desktop.ini`` and ``Thumbs.db``, topic System. Dot files (``.DS_Store``, ``._Scan 3.pdf``)
  are written but not labelled.

Topics are subjects, kept the same across buckets: Medicine, Finance, Home, Children, Family, Health, Church,
Car, Travel, Cooking, Books, Photos, Software, Backup, System. The house purchase and the council tax are both
Home; the trainers' course and the GP training of 2019-2023 are both Medicine; Dad's 70th, the money sent home and
the 2019 wedding are Family. ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/document (3).pdf``, ``Desktop/Untitled.txt``, ``Scans/Scan 12.pdf``,
``iCloud Drive (Archive)/Untitled.pdf``): only its text can place it. Images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _d, _docx, _money, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

ME = "Dr Ngozi Okafor"
GMC = "7093418"
HOME_ADDR = "27 Stovell Avenue, Levenshulme, Manchester M19 2QF"
NEW_ADDR = "14 Broomfield Road, Heaton Moor, Stockport SK4 4ND"
PRACTICE = "Alder Road Medical Practice, 112 Alder Road, Burnage, Manchester M19 1LP"

PATIENT_FIRST = ["Sandra", "Mohammed", "Gary", "Aisha", "Joan", "Tariq", "Kelly", "Bogdan", "Precious", "Dennis",
                 "Farah", "Lee", "Olumide", "Margaret", "Ryan", "Shabana"]
COLLEAGUES = ["Dr Rajesh Mistry", "Dr Claire Houghton", "Dr Imran Siddiqui", "Dr Fiona McAllister",
              "Dr Tom Whittaker", "Dr Sadia Anwar"]
LOCUM_PRACTICES = ["Ladybarn Group Practice, Fallowfield", "Northenden Health Centre", "Gorton Medical Centre",
                   "Chorlton Family Practice", "Wythenshawe Forum Surgery", "Longsight Medical Practice",
                   "Didsbury Village Surgery", "Reddish Family Practice, Stockport"]
CHOIR = ["Tolu Adeyemi", "Grace Mensah", "Daniel Okonkwo", "Precious Nwachukwu", "Joshua Bello", "Esther Danso",
         "Samuel Oyelaran", "Blessing Eze", "Favour Ogunleye", "David Asante", "Ruth Ibrahim", "Michael Boateng",
         "Deborah Ojo", "Praise Uche", "Kemi Afolabi", "Nathan Osei"]
GUESTS = ["Chief & Mrs Ikenna Obi", "Prof. Bola Adebayo", "Mr & Mrs Uche Nwosu", "Engr. Femi Adeleke",
          "Mrs Ngozi Eze (Aunty Ngo)", "Deacon & Mrs Chinedu Okeke", "Mr Tunde Bakare", "Dr & Mrs Chidi Anozie",
          "Mrs Patience Okafor", "Barr. Kelechi Umeh", "Mr & Mrs Segun Oladipo", "Lady Comfort Agu",
          "Mr Obinna Okafor", "Pastor & Mrs Dayo Fashola", "Mrs Ifeyinwa Ndukwe", "Alhaji Musa Bello"]


def _ref(r: random.Random, prefix: str = "", n: int = 8) -> str:
    return prefix + "".join(str(r.randint(0, 9)) for _ in range(n))


def _gbp(v: float) -> str:
    return f"£{v:,.2f}"


def _ngn(v: float) -> str:
    return f"NGN {v:,.0f}"


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:00 +0100\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


NGOZI_MAIL = "Ngozi Okafor <ngozi.okafor@icloud.com>"

# --------------------------------------------------------------------------- Medicine: the job (Areas)


def t_payslip(r, dt):
    gross = 6 * 10_950 / 12 * r.uniform(0.99, 1.04)
    tax = gross * 0.24
    ni = gross * 0.06
    pen = gross * 0.125
    net = gross - tax - ni - pen
    return (f"ALDER ROAD MEDICAL PRACTICE\n{PRACTICE}\nPAYSLIP - {dt:%B %Y}\n"
            f"Employee: {ME}    Employee no: 0042    Payroll: Monthly    Pay date: {_d(dt)}\n"
            "Tax code: 1257L    NI number: SX******C    NI category: A\n"
            f"Salaried GP (6 sessions)             {_gbp(gross)}\nPAYE tax                            -{_gbp(tax)}\n"
            f"National Insurance                  -{_gbp(ni)}\nNHS Pension (Tier 5, 12.5%)         -{_gbp(pen)}\n"
            f"NET PAY                              {_gbp(net)}\n"
            f"Employer NHS Pension contribution (23.7%): {_gbp(gross * 0.237)}\n"
            "Payroll bureau: Medicash Payroll Services, Stockport. Queries to the practice manager, "
            "Joanne Whitworth.\n")


def t_locum_invoice(r, dt):
    n = r.randint(2, 4)
    rate = r.choice([420, 440, 460, 480])
    rows = []
    for i in range(n):
        day = dt - timedelta(days=7 * (n - i))
        rows.append(f"{day:%a %d %b %Y}  {r.choice(['AM', 'PM', 'AM+PM'])} session  "
                    f"{r.choice(LOCUM_PRACTICES)}  {_gbp(rate)}")
    return (f"INVOICE  NO-{dt:%Y}-{r.randint(10, 99):03d}\n{ME} MBChB MRCGP - Locum General Practitioner\n"
            f"GMC {GMC}  |  Performers List: Greater Manchester  |  {HOME_ADDR}\n"
            f"Invoice date: {_d(dt)}\nBill to: via NorthMed Locums Ltd, 4th Floor, 55 Spring Gardens, Manchester M2 "
            "2BY\nSessions worked:\n" + "\n".join(rows) + "\n"
            f"Total due: {_gbp(rate * n)}\nPayment within 14 days to: Ngozi Okafor, Starling Bank 60-83-71 "
            f"acc 2{r.randint(1000000, 9999999)}\nNot VAT registered (medical services exempt). "
            "NHS Pension GP Locum Form A enclosed for the practice to sign.\n")


def t_formA(r, dt):
    fee = r.choice([840, 1320, 1760, 920])
    return (f"NHS Pensions - GP LOCUM FORM A (monthly)\nMonth: {dt:%B %Y}\nLocum: {ME}   SD number: "
            f"{r.randint(1000000, 9999999)}X\nPractice: {r.choice(LOCUM_PRACTICES)}\n"
            f"Total fees invoiced: {_gbp(fee)}\nLess 10% expenses allowance: {_gbp(fee * 0.1)}\n"
            f"Pensionable pay: {_gbp(fee * 0.9)}\nPractice signature: ______  Date: {_d(dt)}\n"
            "Send with Form B to Primary Care Support England within 10 days of the month end.\n")


def t_agency_mail(r, dt):
    prac = r.choice(LOCUM_PRACTICES)
    day = dt + timedelta(days=r.randint(5, 20))
    return _eml("NorthMed Locums <bookings@northmedlocums.co.uk>", NGOZI_MAIL,
                f"Booking confirmed - {prac} - {day:%d/%m/%Y}", dt,
                f"Hi Ngozi,\n\nThanks for accepting. Booking ref NML-{r.randint(40000, 49999)}.\n"
                f"Practice: {prac}\nDate: {day:%A %d %B %Y}, "
                f"{r.choice(['08:30-12:30', '14:00-18:00', '08:30-18:00'])}\n"
                f"Rate: £{r.choice([95, 100, 105])}/hour, 15 min appointments, EMIS Web, telephone triage first hour.\n"
                "Parking on site. Please bring your smartcard. Timesheet via the app as usual.\n\n"
                "Kind regards,\nBecky Lowe\nGP Desk, NorthMed Locums\n")


def t_appraisal(r, dt):
    return (f"MEDICAL APPRAISAL - SUMMARY AND OUTPUTS\nDoctor: {ME}   GMC {GMC}\n"
            f"Appraisal date: {_d(dt)}   Appraiser: Dr Helen Brierley   Designated body: NHS England - North West\n"
            "Revalidation due: 14 February 2028\n\nSummary of discussion\n"
            "Scope of work: salaried GP 6 sessions at Alder Road Medical Practice; ad hoc locum sessions across "
            "Manchester and Stockport via NorthMed Locums (about 3 sessions a month). Supporting information "
            f"reviewed: {r.randint(52, 71)} CPD credits, one significant event, a prescribing QIA on "
            "DOAC monitoring, patient feedback (n=34) and colleague feedback (MSF, 15 respondents).\n"
            "Personal development plan agreed:\n1. Complete the GP trainers' course and submit the portfolio.\n"
            "2. Update skills in menopause care (BMS course).\n3. Lead the practice's safeguarding QI project.\n"
            "The appraiser confirms the five statements required by the Responsible Officer.\n")


def t_pdp(r, dt):
    return (f"Personal Development Plan {dt.year}-{dt.year + 1} - Ngozi Okafor\n\n"
            "Goal 1: Become an approved GP trainer\nAction: finish the North West trainers' course; teach FY2s; host a "
            "registrar from August 2027\nTimescale: July 2026\n\nGoal 2: Menopause and HRT\nAction: British Menopause "
            "Society essentials course; audit HRT prescribing\nTimescale: December\n\nGoal 3: Safeguarding\nAction: "
            "Level 3 update, case review with the practice lead\nTimescale: ongoing\nReviewed with appraiser Dr H "
            "Brierley.\n")


CPD = [("Red Whale GP Update Course", 6.5), ("Safeguarding Children and Young People - Level 3 update", 4),
       ("Basic Life Support and Anaphylaxis - annual update", 2), ("BMS Menopause Essentials (online)", 8),
       ("RCGP Greater Manchester Faculty: Frailty in primary care", 3), ("Prescribing for pain - GMMMG webinar", 1.5),
       ("Information Governance - Data Security Awareness Level 1", 1), ("Women's Health Update - Pulse Live", 5)]


def t_cpd_cert(r, dt):
    name, hrs = r.choice(CPD)
    return (f"CERTIFICATE OF ATTENDANCE\nThis is to certify that\n{ME}\nGMC {GMC}\nattended\n{name}\n"
            f"on {_d(dt)} and may claim {hrs} CPD credits for appraisal.\nCertificate no. "
            f"{_ref(r, 'CPD-', 7)}\nSigned: Course Director\n")


def t_cpd_log(r, dt):
    lines = ["date,activity,type,credits,reflection_done"]
    for i in range(14):
        d = dt - timedelta(days=i * 23 + r.randint(0, 9))
        name, hrs = r.choice(CPD + [("Clinical reading: BMJ 10-minute consultation", 0.5),
                                    ("Practice clinical meeting - cancer significant event", 1)])
        lines.append(f"{d:%Y-%m-%d},\"{name}\",{r.choice(['course', 'e-learning', 'meeting', 'reading'])},{hrs},"
                     f"{r.choice(['yes', 'yes', 'no'])}")
    return "\n".join(lines) + "\n"


def t_mddus(r, dt):
    return (f"MDDUS - Membership renewal\nMember: {ME}   Membership no. {r.randint(100000, 999999)}\n"
            f"Renewal date: {_d(dt)}\nCategory: General Practitioner - non-NHS work only (CNSGP covers NHS "
            "clinical work)\nIncludes: GMC investigations, private reports, medico-legal advice, Good Samaritan acts\n"
            f"Annual subscription: {_money(r, 390, 520)} by direct debit in 12 instalments\n")


def t_gmc_fee(r, dt):
    return (f"General Medical Council - receipt\nReference: {GMC}\nDr Ngozi Okafor\nAnnual retention fee "
            f"{dt.year}/{dt.year + 1}: £{r.choice(['420.00', '436.00', '444.00'])}\nPaid by direct debit on "
            f"{_d(dt)}\nYour registration: Registered with a licence to practise, on the GP Register.\n"
            "Revalidation date: 14 February 2028\n")


def t_contract(r, dt):
    return ("VARIATION TO CONTRACT OF EMPLOYMENT (BMA model salaried GP contract)\n"
            f"Between: the partners of Alder Road Medical Practice and {ME}\n"
            f"Effective from: {_d(dt)}\nSessions: 6 per week (Mon, Tue, Thu), each 4 hours 10 minutes\n"
            f"Annual salary: £{6 * r.choice([10_950, 11_200, 11_480]):,} (pro rata), uplifted by the DDRB award\n"
            "Annual leave: 6 weeks pro rata plus bank holidays; study leave: 1 week pro rata\n"
            "Signed for the practice: Dr Rajesh Mistry (senior partner)\n")


def t_rota(r, dt):
    lines = ["week_commencing,Mon AM,Mon PM,Tue AM,Tue PM,Thu AM,Thu PM,notes"]
    for w in range(6):
        d = dt + timedelta(days=7 * w)
        duty = r.choice(["Mon PM", "Tue AM", "Thu PM", ""])
        lines.append(f"{d:%d/%m/%Y},surgery,{'duty doctor' if duty == 'Mon PM' else 'surgery'},"
                     f"{'duty doctor' if duty == 'Tue AM' else 'surgery'},admin/visits,surgery,"
                     f"{'duty doctor' if duty == 'Thu PM' else 'surgery'},"
                     f"{r.choice(['', 'FY2 tutorial Tue PM', 'practice meeting Thu 13:00', 'leave Fri'])}")
    return "\n".join(lines) + "\n"


def t_sea(r, dt):
    pt = r.choice(PATIENT_FIRST)
    return ("Significant Event Analysis - reflective template (anonymised)\n"
            f"Date of event: {_d(dt - timedelta(days=30))}   Date of SEA meeting: {_d(dt)}\n"
            f"What happened: a 62-year-old patient ('{pt[0]}.') had a raised PSA result filed as 'no action' by a "
            "locum colleague; picked up at a medication review six weeks later.\nWhat went well: the patient was "
            "called the same day and referred on the 2WW pathway.\nWhat could have been done differently: results "
            "workflow does not flag tasks for locums.\nLearning and change: new EMIS protocol; all abnormal results "
            "from locum sessions reviewed by the duty doctor. Reflection for my appraisal portfolio.\n")


def t_practice_mail(r, dt):
    return _eml("Joanne Whitworth <joanne.whitworth@nhs.net>", "ngozi.okafor2@nhs.net",
                r.choice(["Clinical meeting Thursday", "Leave requests summer", "CQC inspection prep"]), dt,
                "Hi all,\n\nReminder that clinical meeting is Thursday 13:00 in the library. Agenda: QOF end of "
                "year, the new ARRS pharmacist, and Ngozi will present her FY2 teaching plan. Please also send me "
                "summer leave dates by Friday so I can book locums.\n\nThanks, Jo\nPractice Manager\n")


def t_bma(r, dt):
    return (f"British Medical Association\nMembership confirmation {dt.year}\nDr N Okafor - member no. "
            f"{r.randint(7000000, 7999999)}\nCategory: Salaried GP / sessional GP\nSubscription: "
            f"{_money(r, 38, 46)} per month by direct debit\nRCGP membership renewed separately "
            f"(MRCGP, member no. {r.randint(60000, 69999)}).\n")


# --------------------------------------------------------------------------- Medicine: trainers' course (Projects)


def t_course_timetable(r, dt):
    mods = ["Adult learning and the educational supervisor",
            "Giving feedback; the consultation observation tool",
            "Assessment in the MRCGP: WPBA, CbDs, COTs",
            "The doctor in difficulty",
            "Equality and differential attainment",
            "Curriculum planning and the learning environment",
            "Trainer approval and the practice visit",
            "Portfolio presentations"]
    out = ["NHS England North West - GP School\nGP Trainers' Course 2025-26 (Cohort 14) - timetable",
           "Venue: Bridgewater House, Manchester / MS Teams. Course lead: Dr Aisha Rahman"]
    for i, m in enumerate(mods):
        out.append(f"Day {i + 1}: {_d(datetime(2025, 9, 18) + timedelta(days=35 * i))} - {m}")
    out.append("Portfolio deadline: 30 June 2026. Approval visits from July 2026.")
    return "\n".join(out) + "\n"


def t_course_mail(r, dt):
    return _eml("GP School NW <england.gpschool.nw@nhs.net>", NGOZI_MAIL,
                r.choice(["Trainers' course: portfolio deadline 30 June", "Day 8 portfolio presentations",
                          "Your approval visit - next steps"]), dt,
                "Dear Course Participants,\n\nA reminder that the trainer portfolio must be uploaded by 30 June "
                "2026. It should include: your learning agreement, two teaching reflections, the observed teaching "
                "feedback, your educational theory assignment (1,500 words), the practice learning-environment "
                "self-assessment and your trainer application form signed by the practice.\n"
                "Approval visits for new training practices will run July-September.\n\n"
                "Best wishes,\nLauren Kay, Programme Administrator, on behalf of Dr Aisha Rahman\n")


def t_teaching_reflection(r, dt):
    topic = r.choice(["red flags in headache", "managing uncertainty in telephone triage", "safety-netting",
                      "prescribing in chronic kidney disease", "consulting with an interpreter"])
    return (f"Teaching reflection {r.randint(1, 3)} - tutorial with FY2 doctor (Dr "
            f"{r.choice(['J. Patel', 'S. Oduya', 'L. Green'])})\n"
            f"Date: {_d(dt)}   Length: 60 minutes   Topic: {topic}\n\n"
            "What I planned: case-based discussion from two of the learner's own consultations, then a short "
            "role-play.\nWhat happened: the learner engaged well with the first case; the role-play felt "
            "forced.\nFeedback from the learner: wanted more structure and a summary sheet.\nWhat I learned about my "
            "teaching (Kolb cycle): I talk too much in the first ten minutes; next time set learning objectives "
            "together and use silence.\nLink to course learning outcome 2 (facilitating learning).\n")


def t_essay(r, dt):
    return ("Assignment 2 - Educational theory in practice (draft v" + str(r.randint(2, 5)) + ")\n"
            "Ngozi Okafor, GP Trainers' Course 2025-26\n\n"
            "Title: Applying Knowles' principles of adult learning to a GP registrar's first month\n\n"
            "Introduction. Registrars arrive in general practice from hospital posts where learning is often "
            "didactic and service-led. Knowles (1984) describes adults as self-directed, drawing on experience and "
            "problem-centred. In this assignment I reflect on how I structured an FY2 doctor's induction at Alder "
            "Road around these assumptions, and where Vygotsky's zone of proximal development was more useful...\n\n"
            "Word count so far: " + str(r.randint(900, 1400)) + " / 1500\nTo do: references (Harvard), link to the "
            "RCGP curriculum, Aisha's comments on section 3.\n")


def t_tutorial_plan(r, dt):
    return (f"Tutorial plan\nLearner: FY2 (4-month GP placement)\nDate: {_d(dt)}\nTopic: "
            f"{r.choice(['Safety-netting and follow-up', 'Breaking bad news', 'The 10-minute consultation'])}\n"
            "Learning objectives:\n- describe three safety-netting components\n- apply them to own cases\nMethod: "
            "random case analysis (2 cases), video of own consultation, 10 min summary\nResources: RCGP safety-netting "
            "toolkit, TARGET leaflets\nEvaluation: learner feedback form, my reflection\n")


def t_observation(r, dt):
    return (f"Observed teaching - feedback form\nParticipant: {ME}   Observer: Dr Aisha Rahman   Date: {_d(dt)}\n"
            "Setting: small-group teaching, 4 FY2 doctors, topic: chest pain in primary care\n"
            "Strengths: clear objectives, good use of questioning, safe learning climate\n"
            "Development points: check understanding before moving on; summarise at the end; time management\n"
            f"Overall: {r.choice(['meets expectations', 'meets expectations - good'])}. Include in your portfolio.\n")


def t_trainer_application(r, dt):
    return ("APPLICATION FOR APPROVAL AS A GP EDUCATIONAL SUPERVISOR (GP TRAINER)\n"
            f"Applicant: {ME}   GMC {GMC}   MRCGP 2023\nTraining practice: {PRACTICE}\n"
            "Date of CCT: 02/2023   Sessions in practice: 6\nTrainers' course: NW Cohort 14 (completion July 2026)\n"
            "Practice trainer(s) already approved: Dr Rajesh Mistry (since 2014)\n"
            "Proposed start of first registrar: August 2027\nRoom for registrar: Room 6 (with video camera)\n"
            "Signed applicant: ________   Signed senior partner: ________\n")


def t_approval_checklist(r, dt):
    items = ["Registrar has own consulting room", "Protected tutorial time 4 hours/week", "Induction pack updated",
             "Library / online resources (BMJ Learning, NB Medical)", "Video consultation recording with consent",
             "Clinical supervision rota for the registrar", "Practice policy on out-of-hours for registrars",
             "Significant event meetings minuted", "Access to clinical meetings and MDTs"]
    return "Practice learning environment - self assessment for approval visit\n" + "\n".join(
        f"[{r.choice(['x', 'x', ' '])}] {i}" for i in items) + "\nTo do before visit: update induction pack, ask Jo.\n"


def t_course_invoice(r, dt):
    return (f"University of Cumbria / NHS England NW - course fee statement\nStudent: {ME}\n"
            f"Programme: GP Educational Supervisor Course (30 credits, Level 7)\nFee: £{r.choice([1250, 1400])}.00\n"
            "Funded by: NHS England study leave budget (approved)\nBalance payable by student: £0.00\n"
            f"Statement date: {_d(dt)}\n")


def t_portfolio_tracker(r, dt):
    rows = ["Section;Item;Status;Due;Notes", "1;Learning agreement;done;Oct 2025;signed by Aisha",
            "2;Teaching reflection 1;done;Dec 2025;FY2 headache", "3;Teaching reflection 2;done;Mar 2026;",
            f"4;Observed teaching feedback;{r.choice(['done', 'booked'])};Apr 2026;",
            "5;Educational theory assignment;draft v3;30 Jun 2026;1,500 words",
            "6;Learning environment self-assessment;in progress;30 Jun 2026;practice meeting",
            "7;Trainer application form;not started;30 Jun 2026;needs Raj's signature",
            "8;Equality & diversity e-learning;done;Jan 2026;certificate"]
    return "\n".join(rows)


# --------------------------------------------------------------------------- Medicine: reference (Resources)

GUIDES = [
    ("Hypertension in adults (NICE NG136)",
     ("Clinic BP 140/90 or higher: offer ABPM. Stage 1: 135/85 ABPM. Treat stage 1 if under 80 with target organ "
      "damage, CVD, diabetes, CKD or QRISK 10% or more. Step 1: ACEi/ARB if under 55 or T2DM; CCB if 55+ or Black "
      "African/African-Caribbean family origin.")),
    ("Type 2 diabetes - drug treatment (NICE NG28)",
     ("HbA1c targets 48 / 53 mmol/mol. First line metformin; add SGLT2 inhibitor if CVD, heart failure or high risk. "
      "Check eGFR and ketone risk.")),
    ("Menopause: HRT prescribing summary",
     ("Estradiol gel 1-2 pumps; continuous combined if LMP over 12 months ago. Micronised progesterone 100 mg daily "
      "continuous or 200 mg days 1-12. Review at 3 months.")),
    ("Asthma (BTS/NICE/SIGN 2024)",
     ("AIR therapy with budesonide-formoterol as needed for ages 12+; move to MART; FeNO and spirometry for diagnosis "
      "where available.")),
    ("Suspected cancer: recognition and referral (NG12) - quick table",
     ("2WW for unexplained weight loss with raised platelets; FIT 10 or more for lower GI; post-menopausal bleeding "
      "55+.")),
    ("Childhood fever - traffic light system (NG143)",
     ("Red: pale, no response to social cues, grunting, RR over 60, reduced skin turgor, non-blanching rash. Amber: "
      "nasal flaring, CRT 3 s or more, poor feeding.")),
]


def t_guide(r, dt, i=None):
    title, body = GUIDES[r.randrange(len(GUIDES)) if i is None else i]
    return f"{title}\nSummary notes for clinic - last checked {_d(dt)}\n\n{body}\n\nSource: NICE CKS / BNF.\n"


def t_referral(r, dt):
    return ("Manchester primary care - referral pathways cheat sheet\n2WW suspected cancer: e-RS, MFT Wythenshawe / "
            "North Manchester, use the GM proforma\nRapid access chest pain: MRI Cardiology - phone triage\nFirst "
            "seizure: Salford neurology clinic\nCommunity MSK physio: self-referral via MSK Manchester website\nMental "
            "health: Greater Manchester Mental Health, Access team 0161 271 0070\nGM Joint Formulary: gmmmg.nhs.uk\n")


# --------------------------------------------------------------------------- Medicine: training and hospital (Archive)


def t_arcp(r, dt):
    st = r.choice(["ST1", "ST2", "ST3"])
    return (f"ANNUAL REVIEW OF COMPETENCE PROGRESSION - OUTCOME\nTrainee: {ME}   GMC {GMC}\n"
            f"Programme: GP Specialty Training, Greater Manchester (Stockport VTS)   Year: {st}\n"
            f"Panel date: {_d(dt)}\nOutcome: "
            f"{r.choice(['1 - Satisfactory progress', '1 - Satisfactory progress', '6 - CCT recommended'])}\n"
            "Evidence reviewed: ESR, CSR, WPBA (CbDs 4/4, COTs 6/6, mini-CEX), CEPS, MSF, PSQ, learning logs.\n"
            "Panel chair: Dr P Goldsmith, Associate Dean\n")


def t_akt(r, dt):
    return (f"Royal College of General Practitioners - MRCGP Applied Knowledge Test\nCandidate: {ME}\n"
            f"Sitting: {dt:%B %Y}\nResult: PASS\nYour score: {r.randint(158, 178)}/200 (pass mark "
            f"{r.randint(138, 144)})\nClinical medicine 78% | Evidence-based practice 74% | Organisational 71%\n")


def t_rca(r, dt):
    return (f"MRCGP Recorded Consultation Assessment - result\nCandidate: {ME}   Submission: {dt:%B %Y}\n"
            f"Result: PASS   Score: {r.randint(78, 92)} (pass mark {r.randint(70, 74)})\n"
            "13 cases marked by 13 examiners. Feedback: data gathering strong; management plans sometimes lack "
            "shared decision making.\n")


def t_cct(r, dt):
    return (f"Certificate of Completion of Training - confirmation\nDr Ngozi Okafor, GMC {GMC}\n"
            f"The GMC has approved your CCT in General Practice with effect from {_d(dt)}. You have been entered on "
            "the GP Register. Congratulations.\n")


def t_eportfolio(r, dt):
    lines = ["FourteenFish GP Trainee Portfolio - learning log export", f"Trainee: {ME}", ""]
    for i in range(8):
        d = dt - timedelta(days=12 * i)
        kind = r.choice(['Clinical case review', 'Tutorial', 'Significant event', 'Reading'])
        case = r.choice(['Diabetic foot', 'Palliative care syringe driver', 'Post-natal depression', 'Gout flare',
                         'Child safeguarding referral'])
        lines.append(f"{d:%d/%m/%Y} | {kind} | {case} | capabilities: "
                     f"{r.choice(['Clinical examination', 'Data gathering', 'Decision making', 'Ethics'])}")
    return "\n".join(lines) + "\n"


def t_hospital_rota(r, dt):
    lines = ["Core Medical Training - Salford Royal - on-call rota", "date,shift,ward,registrar"]
    for i in range(12):
        d = dt + timedelta(days=i)
        lines.append(f"{d:%d/%m/%Y},{r.choice(['long day 08-21', 'night 20:30-09:00', 'normal 08-17', 'zero'])},"
                     f"{r.choice(['AMU', 'Ward B4', 'Ward H7 (elderly)', 'Cardiology'])},{r.choice(COLLEAGUES)}")
    return "\n".join(lines) + "\n"


def t_fy_cert(r, dt):
    return (f"Foundation Programme Certificate of Completion (FPCC)\nThis certifies that {ME} (GMC {GMC}) has "
            "completed the UK Foundation Programme in the North Western Foundation School, meeting all the "
            f"outcomes of the Foundation Programme Curriculum.\nDate of completion: {_d(dt)}\n")


def t_placement_letter(r, dt):
    return ("Health Education England - North West\nDear Dr Okafor,\nGP Specialty Training: rotation confirmation\n"
            "ST1 August 2019: Obstetrics and Gynaecology, Stepping Hill Hospital\nST1 February 2020: GP, Heaton "
            "Mersey Surgery\nST2: Paediatrics, then Psychiatry (Pennine Care)\nST3: GP, Alder Road Medical Practice "
            f"(trainer Dr R Mistry)\nIssued {_d(dt)}. Please confirm acceptance on Oriel.\n")


def t_audit(r, dt):
    what = r.choice(['Anticoagulation in AF (CHA2DS2-VASc)', 'Sepsis six in AMU', 'VTE prophylaxis on admission'])
    return (f"Audit: {what}\nNgozi Okafor, {r.choice(['FY2', 'CT1', 'ST1'])}   Presented {_d(dt)}\n"
            f"Cycle 1: {r.randint(40, 60)} patients, standard met in {r.randint(55, 72)}%\n"
            f"Cycle 2 after teaching and poster: standard met in {r.randint(80, 94)}%\n"
            "Recommendations: add prompt to admission clerking proforma.\n")

# --------------------------------------------------------------------------- Finance (Areas / Resources)

SHOPS = ["TESCO STORES 2931 LEVENSHULME", "ALDI 4411 STOCKPORT RD", "AFRO-CARIBBEAN FOODS LONGSIGHT", "TFL/BEE NETWORK",
         "AMAZON.CO.UK", "SHELL BURNAGE", "LITTLE ACORNS DAY NURSERY", "OCTOPUS ENERGY", "NETFLIX.COM",
         "BOOTS 1123 MANCHESTER", "PAYPAL *ASOS", "MANCHESTER CITY COUNCIL CTAX", "LEMFI *TRANSFER NG",
         "COSTA COFFEE", "GREGGS", "PURE GYM MANCHESTER", "JOHN LEWIS CHEADLE", "APPLE.COM/BILL"]


def t_bank_statement(r, dt):
    bal = r.uniform(1500, 6000)
    lines = [("Barclays Bank UK PLC - Statement\nMrs N Okafor & Mr K Mensah - Joint Account\nSort code 20-55-41  "
             f"Account 4{r.randint(1000000, 9999999)}\nStatement period: {_d(dt - timedelta(days=30))} to {_d(dt)}"),
             f"Opening balance {_gbp(bal)}"]
    for i in range(11):
        d = dt - timedelta(days=30 - i * 3)
        if i == 2:
            amt = r.uniform(3600, 4100)
            lines.append(f"{d:%d %b}  ALDER ROAD MED PRACT SALARY   +{_gbp(amt)}")
        elif i == 5:
            amt = -1289.44
            lines.append(f"{d:%d %b}  HALIFAX MORTGAGE DD          -{_gbp(1289.44)}")
        else:
            amt = -r.uniform(4, 180)
            lines.append(f"{d:%d %b}  {r.choice(SHOPS):32s} -{_gbp(-amt)}")
        bal += amt
    lines.append(f"Closing balance {_gbp(bal)}")
    return "\n".join(lines) + "\n"


def t_monzo_csv(r, dt):
    lines = ["Transaction ID,Date,Time,Type,Name,Category,Amount,Currency,Notes"]
    for i in range(18):
        d = dt - timedelta(days=i * 2)
        nm = r.choice(SHOPS)
        lines.append(f"tx_0000{r.randint(10**9, 10**10 - 1)},{d:%d/%m/%Y},{r.randint(7, 22):02d}:{r.randint(0, 59):02d}"
                     f":00,Card payment,{nm.title()},"
                     f"{r.choice(['groceries', 'transport', 'bills', 'shopping', 'eating_out'])},"
                     f"-{r.uniform(2, 95):.2f},GBP,")
    return "\n".join(lines) + "\n"


def t_sa302(r, dt):
    y = dt.year - 1 if dt.month > 4 else dt.year - 2
    emp = r.uniform(64000, 69000)
    se = r.uniform(9000, 16000)
    return (f"HM Revenue & Customs - Tax calculation (SA302)\nTax year 6 April {y} to 5 April {y + 1}\n"
            f"Mrs Ngozi Okafor   UTR {r.randint(10**9, 10**10 - 1)}\n"
            f"Pay from employment: {_gbp(emp)}\nProfit from self-employment (locum GP): {_gbp(se)}\n"
            f"Total income: {_gbp(emp + se)}\nLess personal allowance: £12,570.00\n"
            f"Income tax due: {_gbp((emp + se - 50270) * 0.4 + 7540)}\nClass 4 NIC: {_gbp(se * 0.06)}\n"
            f"Less tax deducted under PAYE: {_gbp(emp * 0.23)}\nBalancing payment due 31 January {y + 2}\n")


def t_accountant_mail(r, dt):
    return _eml("Priya Shah <priya@shahandco-accountants.co.uk>", NGOZI_MAIL,
                f"Your {dt.year - 1}/{str(dt.year)[2:]} tax return - records needed", dt,
                "Hi Ngozi,\n\nTo prepare your self-assessment we need: P60 from Alder Road, all locum invoices and "
                "the NorthMed remittance advices, Locum Forms A and B (pension), MDDUS, GMC, BMA and RCGP receipts "
                "(allowable), mileage log for locum sessions, and your Starling statements for the business "
                "account. Our fee is unchanged at £450 + VAT.\n\nPayments on account of "
                f"{_money(r, 1800, 2600)} are due 31 January and 31 July.\n\nKind regards,\nPriya Shah ACCA\n"
                "Shah & Co Chartered Accountants, Cheadle Hulme\n")


def t_poa(r, dt):
    return (f"HMRC Self Assessment - statement\nMrs N Okafor  UTR ***** {r.randint(10000, 99999)}\nStatement date: "
            f"{_d(dt)}\n"
            f"2nd payment on account due 31 July {dt.year}: {_money(r, 1800, 2600)}\nPay by bank transfer to HMRC "
            "Cumbernauld 08-32-10 12001039, reference your UTR followed by K.\n")


def t_pension(r, dt):
    return (f"NHS Pension Scheme - Total Reward Statement / Annual Benefit Statement\nMember: {ME}\n"
            f"As at 31 March {dt.year}\n2015 Scheme (CARE):\nPension built up: {_money(r, 9000, 12500)} a year\n"
            "Including locum pensionable pay from GP Locum Forms A/B\nNormal pension age: 68\n"
            f"Death in service lump sum: {_money(r, 130000, 150000)}\n")


def t_isa(r, dt):
    v = r.uniform(18000, 32000)
    return (f"Vanguard Investor - Stocks & Shares ISA\nMrs Ngozi Okafor  Account {_ref(r, 'VI', 8)}\n"
            f"Valuation at {_d(dt)}: {_gbp(v)}\nHoldings: LifeStrategy 80% Equity Fund - Accumulation\n"
            f"Contributions this tax year: {_money(r, 1500, 6000)} (allowance £20,000)\n")


def t_budget(r, dt):
    rows = ["Item;Monthly;Notes", f"Net pay Ngozi (salary);{r.randint(3600, 4000)};", ("Locum (after "
                                                                                      f"tax);{r.randint(700, 1300)};"),
            f"Net pay Kwame;{r.randint(3000, 3400)};", "Mortgage;1289;Halifax fix ends Sep 2026",
            f"Nursery Kofi;{r.randint(780, 980)};minus TFC top-up", f"Food;{r.randint(650, 800)};",
            "Council tax;168;band B", f"Energy;{r.randint(120, 180)};Octopus", "Car PCP;249;Toyota",
            f"Send home (Mum + Dad meds);{r.choice([300, 350, 400])};", f"Tithe/offering;{r.randint(250, 350)};",
            "Savings ISA;300;", "Daddy 70th fund;250;from Jan 2026"]
    return "\n".join(rows)


def t_amex(r, dt):
    return (f"American Express - British Airways Credit Card\nStatement date {_d(dt)}\nMrs N Okafor  Card ending "
            f"{r.randint(1000, 9999)}1\nNew balance: {_money(r, 400, 2200)}   Minimum payment: £25.00\n"
            f"Avios collected this month: {r.randint(900, 2500)}   Total Avios: {r.randint(40000, 90000):,}\n")


def t_p60(r, dt):
    y = dt.year
    return (f"P60 End of Year Certificate - tax year to 5 April {y}\nEmployer: Alder Road Medical Practice "
            f"(PAYE ref 083/AB{r.randint(10000, 99999)})\nEmployee: Ngozi Okafor   Tax code 1257L\n"
            f"Pay in this employment: {_money(r, 63000, 69000)}\nTax deducted: {_money(r, 13000, 15000)}\n"
            "Keep this certificate: you will need it for your Self Assessment return.\n")


def t_life(r, dt):
    return (f"Legal & General - Joint Life Decreasing Cover - policy schedule\nPolicy no. {_ref(r, 'LG', 9)}\n"
            f"Lives assured: Ngozi Okafor and Kwame Mensah\nSum assured: £{r.choice([280000, 300000]):,}\n"
            f"Term: 25 years from {_d(dt)}\nMonthly premium: {_money(r, 22, 38)}\nTrust: written in trust for the "
            "children\n")


def t_money_guide(r, dt, i):
    return ([
        ("MoneySavingExpert - Pension or ISA for higher-rate taxpayers?\nPension contributions get 40% relief and the "
        "NHS scheme is defined benefit; an ISA is flexible and tax-free on the way out. Watch the annual allowance "
        "(£60,000) and the tapered allowance if income tops £260,000. Keep 3-6 months' costs in easy access first.\n"),
        ("Locum GP tax guide (BMA)\nAllowable expenses: indemnity, GMC, BMA, RCGP, mileage at 45p for the first 10,000 "
        "miles, equipment, accountancy. Use GP Locum Forms A and B to keep NHS pension contributions. Keep "
        "invoices for six years.\n")])[i]


# --------------------------------------------------------------------------- Home: the move (Projects)


def t_dip(r, dt):
    return ("Halifax - Mortgage Agreement in Principle\nApplicants: Ngozi Okafor, Kwame Mensah\nReference: "
            f"{_ref(r, 'AIP', 9)}\nDate: {_d(dt)}\nWe may be able to lend you: "
            f"£{r.choice([395000, 410000, 420000]):,}\n"
            f"Purchase price: £{r.choice([525000, 535000]):,}   Deposit: from sale of {HOME_ADDR}\n"
            "Valid for 90 days. This is not a mortgage offer. Broker: Hennessy Mortgage Solutions (FCA 742119)\n")


def t_broker_mail(r, dt):
    return _eml("Mark Hennessy <mark@hennessymortgages.co.uk>", NGOZI_MAIL,
                r.choice(["Broomfield Road - documents for full application", "Halifax valuation booked",
                          "Mortgage offer issued!"]), dt,
                "Hi Ngozi and Kwame,\n\nFor the full application on Broomfield Road please upload: last 3 payslips "
                "each, Ngozi's SA302s and tax year overviews for 2 years (locum income), P60s, 3 months' bank "
                "statements, proof of deposit (sale of Stovell Avenue + savings), and ID. Halifax will instruct a "
                "valuation once the fee is paid. Rate: 5-year fix at "
                f"{r.choice(['4.19', '4.24', '4.31'])}%, product fee £999.\n\nCheers,\nMark\n")


def t_offer_accepted(r, dt):
    return ("Bridgefield Homes - Heaton Moor\nMEMORANDUM OF SALE\n"
            f"Property: {NEW_ADDR}\nPrice agreed: £535,000\nVendors: Mr & Mrs D. Hartley\n"
            f"Purchasers: Dr N Okafor & Mr K Mensah, {HOME_ADDR}\nPurchasers' solicitor: Whitfield Lowe Solicitors, "
            f"Stockport (Sarah Whitfield)\nChain: purchasers selling 27 Stovell Avenue (under offer)\nDate: {_d(dt)}\n")


def t_particulars(r, dt):
    return (f"{NEW_ADDR} - Offers over £525,000\nA beautifully presented four bedroom 1930s semi-detached family home "
            "in the heart of Heaton Moor, walking distance to Heaton Moor Road and Heaton Chapel station. "
            "Two reception rooms, extended kitchen-diner with bi-fold doors, utility, downstairs WC, four bedrooms, "
            "family bathroom and en-suite, south-facing garden, off-road parking for two cars. EPC rating D. "
            "Council tax band E. Freehold.\n")


def t_survey(r, dt):
    return ("RICS Home Survey - Level 2 - extract\n"
            f"Property: {NEW_ADDR}\nSurveyor: Pennine Chartered Surveyors (J. Lomax MRICS)   Inspection: {_d(dt)}\n"
            "Condition ratings: 3 = defects that are serious and/or need to be repaired, replaced or investigated "
            "urgently\n"
            "E2 Roof coverings: 2 - some slipped tiles to rear slope\nE4 Main walls: 3 - dampness to the rear "
            "reception, possibly bridging of the DPC by raised patio\nF4 Electricity: 3 - consumer unit dated, "
            "no recent EICR; recommend test\nG Garden: Japanese knotweed not seen\n"
            f"Market value opinion: £{r.choice([525000, 530000, 535000]):,}\n")


def t_client_care(r, dt):
    return ("Whitfield Lowe Solicitors - 8 Greek Street, Stockport SK3 8AB\n"
            f"Our ref: SW/{r.randint(20000, 29999)}/OKAF\nDate: {_d(dt)}\nDear Dr Okafor and Mr Mensah\n"
            f"Your purchase of {NEW_ADDR} and sale of {HOME_ADDR}\n"
            "Thank you for instructing us. Our fixed fee is £1,650 + VAT for the purchase and £1,100 + VAT for the "
            "sale. Disbursements: searches £365, Land Registry £150, SDLT to be calculated. Please complete the ID "
            "check via Thirdfort and return the signed terms.\nYours sincerely, Sarah Whitfield, Partner\n")


def t_enquiries(r, dt):
    return ("Pre-contract enquiries - replies from sellers' solicitors (summary by SW)\n"
            "1. Boundary: the sellers maintain the left fence. 2. Extension (2018): building regs completion "
            "certificate "
            "supplied. 3. Boiler: Worcester Greenstar, serviced Oct 2025. 4. FENSA for windows: outstanding - "
            "indemnity policy offered. 5. Damp: sellers not aware of any issue (see survey item E4).\n"
            f"Sent to clients {_d(dt)}.\n")


def t_searches(r, dt):
    return (f"Local Authority Search - Stockport MBC\nProperty: {NEW_ADDR}\nDate: {_d(dt)}\n"
            "Planning: 2018 DC/068912 single-storey rear extension - granted\nRoads: Broomfield Road adopted highway\n"
            "Conservation area: Heaton Moor conservation area - yes\nTree preservation orders: none\n"
            "Environmental search: low flood risk; no contaminated land entry.\n")


def t_removals(r, dt):
    return (f"Quotation - Stockport Removals & Storage\nFrom: {HOME_ADDR}\nTo: {NEW_ADDR}\n"
            f"Survey date: {_d(dt)}   Volume: approx. {r.randint(850, 1100)} cu ft\n"
            f"Full packing service: {_money(r, 1350, 1700)} + VAT\nLoad and move only: {_money(r, 650, 900)} + VAT\n"
            "Includes 3 men and a 7.5t Luton, wardrobe cartons, mattress covers. 25% deposit to confirm the date.\n")


def t_sale_mos(r, dt):
    return ("Crescent Sales & Lettings - Levenshulme\nMEMORANDUM OF SALE\n"
            f"Property: {HOME_ADDR}\nSale price agreed: £{r.choice([238000, 242500]):,}\nBuyer: Ms L. Carter "
            "(first-time buyer, mortgage AIP seen)\nVendors: Dr N Okafor & Mr K Mensah\n"
            f"Vendors' solicitor: Whitfield Lowe Solicitors\nDate: {_d(dt)}\n")


def t_sdlt(r, dt):
    return ("Stamp Duty calculation - Broomfield Road (replacing main residence)\nPrice £535,000\n"
            "0% up to £125,000: £0\n2% £125,001-£250,000: £2,500\n5% £250,001-£535,000: £14,250\n"
            "Total SDLT: £16,750  (paid by solicitor on completion)\n")


def t_move_checklist(r, dt):
    items = ["Give notice to Octopus / United Utilities / Virgin", "Change address: GMC, NHS Pensions, HMRC, DVLA",
             "Redirect post (Royal Mail, 6 months)", "Tell Little Acorns - Kofi's nursery run from Heaton Moor?",
             "Adaeze: school is Cringle Park - travel plan from SK4", "Book removals - confirm date with Sarah",
             "Buildings insurance from exchange", "Meter readings on completion day", "Keys from Bridgefield"]
    return "House move checklist\n" + "\n".join(f"- [{r.choice(['x', ' ', ' '])}] {i}" for i in items) + "\n"


def t_move_budget(r, dt):
    rows = ["Item;Amount;Status", "Deposit (equity from Stovell Ave);118000;expected", "Savings towards deposit;22000;",
            "SDLT;16750;", "Solicitor purchase+sale inc VAT;3300;", "Searches & disbursements;515;",
            "Survey (RICS L2);695;paid", "Mortgage product fee;999;add to loan?",
            f"Removals;{r.randint(1400, 2000)};quote",
            "Estate agent fee (sale) 1.2% + VAT;3485;", "EICR + electrics;900;estimate"]
    return "\n".join(rows)


def t_mortgage_offer(r, dt):
    return (f"Halifax - MORTGAGE OFFER\nOffer reference {_ref(r, 'HX', 10)}\nDate of offer: {_d(dt)}\n"
            f"Borrowers: Ngozi Okafor, Kwame Mensah\nSecurity: {NEW_ADDR}\nLoan amount: "
            f"£{r.choice([395000, 410000]):,}\n"
            "Term: 30 years   Product: 5 year fixed 4.24% until 31/08/2031, then Homeowner Variable Rate\n"
            "Monthly payment: £2,147.36\nThis offer is valid for 6 months.\n")


# -------------------------------------------------------------------------- Home: the current house (Areas / Resources)


def t_council_tax(r, dt):
    return (f"Manchester City Council - Council Tax bill {dt.year}/{str(dt.year + 1)[2:]}\nAccount ref "
            f"{r.randint(30000000, 39999999)}\nProperty: {HOME_ADDR}   Band B\nAnnual charge: "
            f"£{r.choice(['1,874.62', '1,968.10'])}\nPayable by 10 monthly direct debits from 1 April.\n")


def t_energy(r, dt):
    kwh = r.randint(180, 420)
    return (f"Octopus Energy - your statement\nAccount A-{r.randint(10000000, 99999999):X}\nSupply: {HOME_ADDR}\n"
            f"Period: {_d(dt - timedelta(days=30))} - {_d(dt)}\nElectricity (Octopus Flexible): {kwh} kWh - "
            f"{_gbp(kwh * 0.245 + 15)}\nGas: {r.randint(300, 1500)} kWh - {_money(r, 30, 110)}\n"
            f"Direct debit: £{r.choice([135, 150, 165])}/month. Account balance: {_money(r, 10, 240)} in credit.\n")


def t_water(r, dt):
    return (f"United Utilities - water and wastewater bill\nCustomer {r.randint(1000000000, 9999999999)}\n"
            f"{HOME_ADDR}\nCharges 1 April {dt.year} to 31 March {dt.year + 1}: {_money(r, 480, 560)}\n"
            "Metered: no. Instalments: monthly.\n")


def t_broadband(r, dt):
    return (f"Virgin Media - bill {dt:%B %Y}\nAccount {r.randint(100000000, 999999999)}\nM250 Fibre broadband + "
            f"Talk Weekends: {_money(r, 52, 64)}\nYour contract ends {_d(dt + timedelta(days=200))}.\n")


def t_home_insurance(r, dt):
    return (f"Aviva - Home Insurance renewal\nPolicy {_ref(r, 'HOM', 9)}\nProperty: {HOME_ADDR}\n"
            f"Buildings sum insured: £{r.choice([250000, 275000]):,}  Contents: £60,000\nRenewal date: {_d(dt)}\n"
            f"Annual premium: {_money(r, 290, 390)}\nExcess: £250 (escape of water £500)\n")


def t_boiler(r, dt):
    return (f"British Gas HomeCare - annual service report\n{HOME_ADDR}\nAppliance: Baxi 624 Combi\n"
            f"Date: {_d(dt)}   Engineer: {r.choice(['Darren Walsh', 'Adeel Khan'])}\nFlue gas analysis: CO2 9.2%, "
            "CO 42 ppm, ratio 0.0005 - pass\nAdvice: pressure dropping, magnetic filter cleaned.\n")


PLUMBING = ["Replace kitchen tap and isolation valves", "Clear blocked bathroom sink trap",
            "Fix leaking radiator valve in back bedroom"]


def t_plumber(r, dt):
    return (f"INVOICE - M19 Plumbing & Heating\nInvoice {r.randint(1000, 1999)}   {_d(dt)}\nTo: Dr Okafor, "
            f"{HOME_ADDR}\n{r.choice(PLUMBING)}\n"
            f"Labour and parts: {_money(r, 90, 260)}\nPaid by bank transfer - thank you.\n")


def t_manual(r, dt, what):
    return {"wm": "Bosch Serie 4 WAN28281GB washing machine - instruction manual\nProgrammes: Cotton 40-90, Easy care, "
                  "Mix, Delicates/Silk, Wool, Quick 15'. Child lock: hold 3 s. Clean the drain pump filter every 2 "
                  "months. Error E18: pump blocked.\n",
            "dw": "Beko DVN04X20W dishwasher - user manual\nProgrammes: Auto, Eco 50, Intensive 70, Mini 30. Refill "
                  "salt when the indicator lights. Clean the filter weekly.\n",
            "boiler": "Baxi 624 Combi - user guide\nRepressurise: open the filling loop until the gauge reads 1-1.5 "
                      "bar. Fault E119: low water pressure. Annual service by a Gas Safe engineer.\n"}[what]

# --------------------------------------------------------------------------- Home: the old flat (Archive)

FLAT = "Apartment 58, Imperial Point, The Quays, Salford M50 3RA"


def t_tenancy(r, dt):
    return (f"ASSURED SHORTHOLD TENANCY AGREEMENT\nProperty: {FLAT}\nLandlord: Dr Ngozi Okafor c/o Quays Property "
            f"Management\nTenant: {r.choice(['Mr Jack Dawson', 'Ms Yuki Tanaka', 'Mr Hassan Ali'])}\nTerm: 12 months "
            f"from {_d(dt)}\n"
            f"Rent: £{r.choice([850, 895, 925])} per calendar month   Deposit: £1,000 protected with the DPS\n")


def t_letting_statement(r, dt):
    rent = r.choice([895, 925])
    return (f"Quays Property Management - landlord statement {dt:%B %Y}\nLandlord: Dr N Okafor\nProperty: {FLAT}\n"
            f"Rent received: {_gbp(rent)}\nManagement fee 12% + VAT: -{_gbp(rent * 0.144)}\n"
            f"{r.choice(['Gas safety certificate: -£72.00', 'Smoke alarm battery: -£18.00', 'No other charges'])}\n"
            f"Paid to landlord: {_gbp(rent * 0.856)}\n")


def t_flat_completion(r, dt):
    return (f"Completion statement - sale of {FLAT}\nSeller: Dr Ngozi Okafor\nCompletion date: {_d(dt)}\n"
            "Sale price: £182,500.00\nRedemption of Nationwide mortgage: -£118,402.17\nEstate agent (Reeds Rains): "
            "-£2,190.00\nOur fees and disbursements: -£1,146.00\nBalance to you: £60,761.83\n"
            "Capital gains: report and pay within 60 days (HMRC CGT on UK property).\n")


def t_flat_service(r, dt):
    return (f"Imperial Point Management Co - service charge demand\n{FLAT}\nPeriod {_d(dt)} to "
            f"{_d(dt + timedelta(days=181))}\nService charge: {_money(r, 980, 1150)}\nGround rent: £125.00\n"
            "Cladding remediation update: EWS1 form awaited.\n")


# --------------------------------------------------------------------------- Children (Areas / Projects)


def t_nursery_invoice(r, dt):
    days = r.choice([12, 13, 14])
    fee = days * 78.5
    fund = r.uniform(280, 340)
    return (f"Little Acorns Day Nursery - Levenshulme\nINVOICE {dt:%B %Y}\nChild: Kofi Mensah   Room: Hedgehogs\n"
            f"Sessions: {days} full days @ £78.50 = {_gbp(fee)}\nLess funded hours (working parents, 15h): "
            f"-{_gbp(fund)}\n"
            f"Consumables/meals: {_gbp(days * 6)}\nTotal due: {_gbp(fee - fund + days * 6)}\nPay by Tax-Free Childcare "
            f"(provider ref LAN{r.randint(10000, 99999)}) by the 5th.\n")


def t_funded_code(r, dt):
    return ("Childcare Service - your 30 hours / working parents code\n"
            f"Code: {r.randint(50000000000, 59999999999)}\nChild: Kofi Mensah (DOB 02/05/2024)\n"
            f"Valid from {_d(dt)}; reconfirm by {_d(dt + timedelta(days=91))}.\nGive this code to your provider.\n")


def t_tfc(r, dt):
    return (f"Tax-Free Childcare account - Kofi Mensah\nStatement {_d(dt)}\nYou paid in: {_money(r, 400, 700)}\n"
            f"Government top-up: {_money(r, 100, 175)}\nPaid to Little Acorns Day Nursery: {_money(r, 500, 850)}\n"
            "Remember to reconfirm your eligibility every 3 months.\n")


def t_vouchers(r, dt):
    return ("Edenred Childcare Vouchers - account statement\nEmployee: N Okafor (Manchester University NHS FT "
            f"scheme)\nStatement date: {_d(dt)}\nVouchers received: £243.00 x 3\nPaid to Little Acorns: "
            f"{_money(r, 500, 729)}\nBalance: {_money(r, 0, 230)}\n")


def t_swim(r, dt):
    return ("Better - Swim School Manchester\nLevenshulme Leisure Centre\nBooking confirmed: Adaeze Mensah - "
            f"Ducklings Stage {r.randint(2, 4)}, Saturdays 09:30\nTerm {_d(dt)} to {_d(dt + timedelta(days=70))}\n"
            f"Direct debit: £{r.choice(['29.50', '31.00'])} per month\n")


def t_nursery_news(r, dt):
    return (f"Little Acorns newsletter - {dt:%B %Y}\nDear families, this month Hedgehogs room is exploring "
            f"{r.choice(['minibeasts', 'the seasons', 'transport', 'our families'])}. Please label spare clothes. "
            "Fees rise 3% from September. World Book Day dress-up Thursday. Hand, foot and mouth in Squirrels "
            "room - keep children off until blisters crust.\n")


def t_parenting(r, dt, i):
    return ([("Toddler sleep regression at 2: what helps\nKeep bedtime routine under 30 minutes, move to a "
                     "toddler bed only when climbing out, use a gro-clock...\n"),
                     ("Raising bilingual children: tips for Igbo/Twi at home\nOne parent, one language; songs; video "
                     "calls with grandparents; don't correct, recast.\n")])[i]


def t_school_offer(r, dt):
    return _eml("Manchester City Council School Admissions <schooladmissions@manchester.gov.uk>", NGOZI_MAIL,
                "Primary school offer - September 2026", dt,
                "Dear Parent/Carer,\n\nApplication for: Adaeze Mensah (DOB 14/03/2022)\n"
                "We are pleased to offer a Reception place at: Cringle Park Primary School (your 1st preference).\n"
                "Please accept or decline the place online by 30 April 2026. If you wish to appeal for a "
                "higher-preference school, see manchester.gov.uk/admissions.\n\nSchool Admissions Team\n")


def t_school_app(r, dt):
    return ("Primary school application - Reception 2026 (summary)\nChild: Adaeze Chiamaka Mensah, DOB 14/03/2022\n"
            f"Home address: {HOME_ADDR}\nPreferences: 1. Cringle Park Primary School  2. St Mary's CE Primary, "
            "Levenshulme  3. Chapel Street Primary\nSibling link: none\nSubmitted "
            f"{_d(dt)} - reference MCC/RA/{r.randint(100000, 199999)}\n"
            "Note: if we move to Heaton Moor after September she keeps the place; Stockport in-year later?\n")


def t_uniform(r, dt):
    return ("Cringle Park Primary - uniform list (Reception)\nRed sweatshirt or cardigan with logo (from "
            "Pinders Schoolwear, Stockport Rd)\nWhite polo shirt\nGrey skirt/pinafore/trousers\nRed gingham dress "
            "(summer)\nBlack school shoes (no trainers)\nPE: red T-shirt, black shorts, plimsolls in a named bag\n"
            "Book bag with logo, water bottle. Please label everything!\n"
            f"Ordered: 2 sweatshirts, 3 polos, 1 dress - {_money(r, 45, 75)}\n")


def t_starter(r, dt):
    return ("Welcome to Reception! - Cringle Park Primary School\nNew starters' meeting: Tuesday 23 June 2026, "
            "6pm in the school hall\nStay and play sessions: 1 and 8 July\nHome visits: first week of September\n"
            "Staggered start: mornings only 3-5 September, full days from Monday 8 September\nClass teacher: Miss "
            f"{r.choice(['Begum', 'Rowlands', 'Okoro'])}\nPlease complete the data collection form and medical form.\n")


def t_breakfast(r, dt):
    return ("Cringle Park Primary - Breakfast & After School Club booking\nChild: Adaeze Mensah (Reception)\n"
            "Breakfast club 07:45: Mon, Tue, Thu - £4.00 per session\nAfter-school club until 17:45: Mon, Tue - "
            f"£11.50\nStart date: 8 September 2026. Booked on ParentPay {_d(dt)}.\nPayable with Tax-Free Childcare.\n")


def t_school_medical(r, dt):
    return ("Pupil medical information form\nName: Adaeze Mensah   Class: Reception 2026\nGP: Alder Road Medical "
            "Practice (mum is a GP there - registered at Levenshulme Health Centre)\nAllergies: peanut (mild, "
            "cetirizine)\nEczema: emollient twice daily\nAsthma: no\nImmunisations up to date: yes (pre-school "
            "booster due)\nEmergency contacts: Ngozi Okafor (mum), Kwame Mensah (dad), Mrs Akua Mensah (grandma)\n")


# --------------------------------------------------------------------------- Health (Areas / Resources)


DENTAL = ["NHS Band 1 check-up and scale: £27.40", "NHS Band 2 filling UL6: £75.30", "Child check-up: free"]
JABS = ["MMR 1 + Hib/MenC + PCV booster + MenB booster (1 year)", "Pre-school booster (4-in-1) and MMR 2",
        "Nasal flu vaccine"]


def t_dentist(r, dt):
    return ("Levenshulme Dental Care - treatment plan / receipt\nPatient: "
            f"{r.choice(['Ngozi Okafor', 'Kwame Mensah', 'Adaeze Mensah'])}\nDate: {_d(dt)}\n{r.choice(DENTAL)}\n"
            "Next recall: 6 months.\n")


def t_optician(r, dt):
    return (f"Specsavers - Your prescription\nNgozi Okafor   Date of test: {_d(dt)}\n"
            "R: -2.25 / -0.50 x 180   L: -2.00 / -0.25 x 170   Add: none\nRecall: 2 years. Glasses ordered: "
            f"{_money(r, 99, 189)} (2 pairs)\n")


def t_physio(r, dt):
    return (f"MSK Physiotherapy - discharge letter\nPatient: Mrs Ngozi Okafor, DOB 07/11/1986\nDate: {_d(dt)}\n"
            "Diagnosis: non-specific low back pain (after lifting the toddler)\nTreatment: 4 sessions, core and hip "
            "exercises. Advice: keep active, pilates. Discharged to self-management.\n")


def t_vacc(r, dt):
    return (f"Child health record (Red Book) - immunisations\nChild: {r.choice(['Kofi Mensah', 'Adaeze Mensah'])}\n"
            f"{_d(dt)}: {r.choice(JABS)}\n"
            "Given at: Levenshulme Health Centre by practice nurse. Next due: as per schedule.\n")


def t_allergy(r, dt):
    return (f"Paediatric Allergy Clinic - Royal Manchester Children's Hospital\nDate: {_d(dt)}\nRe: Adaeze Mensah, "
            "DOB 14/03/2022\nSkin prick test peanut 5 mm; specific IgE 1.2 kU/L. Mild reaction history (urticaria). "
            "Plan: strict avoidance, cetirizine, allergy action plan to nursery and school; review in 12 months. "
            "No adrenaline auto-injector needed at present.\n")


def t_c25k(r, dt):
    return ("Couch to 5K - 9 week plan\nWeek 1: 60 s run / 90 s walk x 8\nWeek 3: 90 s / 90 s, 3 min / 3 min x 2\n"
            "Week 5: 8 min run / 5 min walk / 8 min run\nWeek 9: 30 min run, three times a week\n"
            "Parkrun: Heaton Park / Burnage - Saturdays 9:00\n")

# -------------------------------------------------------------------------- Church: the youth choir (Areas / Resources)

SONGS = ["Way Maker (Sinach)", "Olowogbogboro (Nathaniel Bassey)", "Nara (Mercy Chinwo)", "Excess Love (Mercy Chinwo)",
         "Jehovah Overdo", "Oh Happy Day", "Goodness of God", "Imela (Nathaniel Bassey)",
         "Total Praise (Richard Smallwood)", "Onise Iyanu", "Yahweh Sabaoth", "Great Are You Lord"]


def t_choir_schedule(r, dt):
    lines = [f"NCC Youth Voices - rehearsal schedule (term from {_d(dt)})", ("New Covenant Church, 41 Stockport Road, "
             "Longsight M13"), "Rehearsals Saturdays 4-6pm, main hall. Doors 3:45. Parents collect by 6:10.", ""]
    for i in range(8):
        d = dt + timedelta(days=7 * i)
        lines.append(f"{d:%a %d %b}: {r.choice(SONGS)} + {r.choice(SONGS)}{' - YOUTH SUNDAY prep' if i == 6 else ''}")
    lines.append("Ministering: 1st and 3rd Sunday, 10:30 service. Uniform: black trousers/skirt, white top, red scarf.")
    return "\n".join(lines) + "\n"


def t_choir_members(r, dt):
    rows = ["Name;Age;Part;Parent/carer;Phone;Consent form;Photo consent"]
    for n in r.sample(CHOIR, 12):
        rows.append(f"{n};{r.randint(11, 18)};{r.choice(['S', 'A', 'T', 'B'])};{r.choice(['Mrs', 'Mr'])} "
                    f"{n.split()[1]};07{r.randint(100000000, 999999999)};{r.choice(['yes', 'yes', 'chase'])};"
                    f"{r.choice(['yes', 'no'])}")
    return "\n".join(rows)


def t_dbs(r, dt):
    return ("Disclosure and Barring Service - Enhanced certificate (with barred lists: children)\nCertificate no. "
            f"00{r.randint(1000000000, 1999999999)}\nApplicant: Ngozi Okafor\nPosition applied for: Youth choir leader "
            "- volunteer\nOrganisation: New Covenant Church Manchester (via CCPAS/thirtyone:eight)\n"
            f"Date of issue: {_d(dt)}\nPolice records: NONE RECORDED\nUpdate Service subscribed.\n")


def t_setlist(r, dt):
    songs = "\n".join(f"{i + 1}. {s}" for i, s in enumerate(r.sample(SONGS, 4)))
    return (f"Youth Choir - ministration {_d(dt)}\n{songs}"
            f"\nLead: {r.choice(CHOIR)} (v1), {r.choice(CHOIR)} (v2)\nKeyboard: Bro. Femi; drums: Michael\n"
            "Key changes: song 2 up to A. Walk in during offering.\n")


def t_pastor_mail(r, dt):
    return _eml("Pastor Dayo Fashola <pastor@newcovenantmcr.org.uk>", NGOZI_MAIL,
                r.choice(["Youth Sunday - choir", "Safeguarding refresher for volunteers", "Carol service slots"]), dt,
                "Dear Sister Ngozi,\n\nThank you and the youth choir for last Sunday - the congregation was blessed. "
                "For Youth Sunday the choir will lead the whole praise session (20 mins) and one special number. "
                "Please also make sure all volunteers have completed the safeguarding refresher and that every "
                "child has a signed consent form on file before the summer trip.\n\nGod bless,\nPastor Dayo\n")


def t_choir_minutes(r, dt):
    return (f"Worship department meeting - minutes {_d(dt)}\nPresent: Pastor Dayo, Sis. Ngozi (youth choir), "
            "Bro. Femi (music director), Sis. Bukola (main choir)\n1. Youth choir numbers: "
            f"{r.randint(14, 22)} registered, average attendance {r.randint(10, 16)}.\n2. New keyboard for the "
            "youth - quote £640, approved from the youth budget.\n3. Two youth choir members to join the main choir "
            "for the harvest service.\n4. AOB: uniform scarves reorder.\n")


def t_consent(r, dt):
    n = r.choice(CHOIR)
    return (f"New Covenant Church - youth activity consent form\nYoung person: {n}   Date of birth: "
            f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/{r.randint(2008, 2014)}\n"
            "Activity: NCC Youth Voices rehearsals and ministrations (2025-26)\nMedical info: none\n"
            "I consent to photos on the church social media: YES / NO\nParent signature: ______\n")


def t_lyrics(r, dt):
    s = r.choice(SONGS)
    return (f"{s} - youth choir arrangement (SATB)\nKey: {r.choice(['G', 'Bb', 'D', 'Eb'])}   Tempo: "
            f"{r.randint(66, 120)} bpm\n"
            "Intro: keys 4 bars\nVerse 1: unison (altos lead)\nChorus: SA in thirds, TB on the root\n"
            "Bridge x3: build, drums in on the 2nd\nTag: a cappella\nChords: I - V/7 - vi - IV ...\n")


def t_warmups(r, dt):
    return ("Vocal warm-ups for the youth choir (10 minutes)\n1. Lip trills 5-note scale\n2. 'Mum-mum-mum' "
            "arpeggios\n3. Sirens\n4. 'Zing-a-ling' for placement\n5. Round: 'I love the Lord'\nPosture, breathing "
            "from the belly, no shouting!\n")


# --------------------------------------------------------------------------- Family: home support (Areas)


def t_remit(r, dt):
    gbp = r.choice([150, 200, 250, 300, 350, 400])
    rate = r.uniform(1950, 2150)
    who = r.choice([("Grace Okafor", "Access Bank", "Mum - upkeep"), ("Chukwudi Okafor", "GTBank", "Daddy's drugs"),
                    ("St Gabriel's Int'l School", "Zenith Bank", "Chinedu school fees")])
    return (f"LemFi - transfer receipt\nTransfer ID LF{r.randint(10**9, 10**10 - 1)}\nDate: {_d(dt)}\n"
            f"You sent: {_gbp(gbp)}   Fee: £0.00\nRate: 1 GBP = {rate:,.2f} NGN\nRecipient gets: {_ngn(gbp * rate)}\n"
            f"Recipient: {who[0]}, {who[1]} ****{r.randint(1000, 9999)}\nPurpose: {who[2]}\nStatus: Delivered\n")


def t_remit_log(r, dt):
    rows = ["Date;To;Purpose;GBP;NGN received;Via"]
    for i in range(12):
        d = dt - timedelta(days=30 * i)
        gbp = r.choice([200, 250, 300, 350, 400])
        rows.append(f"{d:%d/%m/%Y};{r.choice(['Mum', 'Chukwudi', 'School (Chinedu)', 'Aunty Ebere'])};"
                    f"{r.choice(['upkeep', 'Daddy BP drugs + tests', 'school fees', 'NEPA/diesel', 'rent help'])};{gbp}"
                    f";{gbp * r.randint(1700, 2100)};{r.choice(['LemFi', 'Wise', 'LemFi'])}")
    return "\n".join(rows)


def t_school_fees_ng(r, dt):
    return ("St Gabriel's International School, Surulere, Lagos\nSCHOOL FEES INVOICE - "
            f"{r.choice(['First', 'Second', 'Third'])} Term {dt.year}/{dt.year + 1}\nPupil: Chinedu Okafor (JSS 2)\n"
            f"Tuition: NGN {r.choice([485000, 520000]):,}\nPTA levy: NGN 15,000\nBus: NGN 90,000\n"
            "Pay into Zenith Bank, account 101XXXXXXX. Parent/guardian: Mr Chukwudi Okafor\n")


def t_family_chat(r, dt):
    return (f"[{dt:%d/%m/%Y}, 19:02:11] Chukwudi: Sis, Daddy's BP was 168/95 today. Dr at LUTH changed amlodipine to "
            "10mg\n"
            f"[{dt:%d/%m/%Y}, 19:05:40] Ngozi: Is he taking the losartan too? Tell him no more salt in the pepper soup "
            f"o\n[{dt:%d/%m/%Y}, 19:07:02] Chukwudi: Yes both. Pharmacy na 46k for the month\n"
            f"[{dt:%d/%m/%Y}, 19:09:15] Ngozi: I'll send this evening via Lemfi. Send me the receipt abeg\n"
            f"[{dt:%d/%m/%Y}, 19:20:33] Ifeoma: I'll cover Mummy's upkeep this month, Ngo you did last month\n")


# --------------------------------------------------------------------------- Family: Daddy at 70 (Projects)


def t_party_budget(r, dt):
    rows = ["Item;Vendor;NGN;Paid by;Status",
            f"Hall (Eko Grand Event Centre, Ikeja GRA);Eko Grand;{r.choice([3500000, 3800000]):,};Ngozi;deposit paid",
            ("Catering 300 guests (jollof, fried rice, small chops, pepper soup);Mama Titi's Kitchen;"
             f"{r.choice([4200000, 4500000]):,};Ifeoma;quote"),
            "Cake (3 tier);Cakes by Tolu;450,000;Chukwudi;",
            "Live band (highlife) + DJ;Emeka Sounds;1,200,000;Ngozi;",
            "MC;MC Gbenga;350,000;;",
            "Photography + video;Lens by Femi;800,000;Ifeoma;",
            "Decor;Events by Zainab;1,500,000;;",
            "Souvenirs (branded flasks);;600,000;;",
            "Thanksgiving service (St Jude's Anglican, Surulere);;250,000;Daddy;",
            "Aso-ebi (family);Balogun - Mrs Adebayo;see list;each person;"]
    return "\n".join(rows)


def t_venue_quote(r, dt):
    return ("EKO GRAND EVENT CENTRE - 15 Isaac John Street, Ikeja GRA, Lagos\nQUOTATION No. "
            f"EG/{dt:%y}/{r.randint(100, 999)}\n"
            "Client: Dr Ngozi Okafor (on behalf of the Okafor family)\nEvent: 70th birthday celebration of Mr Emmanuel "
            "Okafor\nDate: Saturday 12 December 2026, 2pm-9pm\nMain hall (capacity 400), chairs, tables, basic "
            "lighting, generator (diesel inclusive), security, 2 hours setup\nTotal: NGN 3,800,000 (VAT incl.)\n50% "
            "deposit to secure the date, balance 4 weeks before.\n")


def t_caterer(r, dt):
    return ("Mama Titi's Kitchen & Small Chops - quotation\nEvent: Daddy Okafor @ 70, 12 Dec 2026, 300 guests\n"
            "Menu: Jollof rice, fried rice, ofada with ayamase, pounded yam + egusi / ofe onugbu, asun, peppered "
            "chicken, moi moi, dodo, salad. Small chops: puff-puff, samosa, spring rolls, gizdodo.\nDrinks: Chapman "
            f"bar, soft drinks, water.\nTotal: NGN {r.choice(['4,200,000', '4,500,000'])} incl. 12 servers\n")


def t_asoebi(r, dt):
    rows = ["Name;Fabric;Gele/cap;Size/notes;Paid (NGN)"]
    for n in r.sample(GUESTS, 8) + ["Ngozi", "Kwame", "Adaeze (small dress)", "Kofi (agbada)"]:
        rows.append(f"{n};{r.choice(['Gold lace', 'Wine George', 'Ankara (family print)'])};"
                    f"{r.choice(['gele', 'cap', '-'])};{r.choice(['M', 'L', 'XL', 'child 4-5', 'sew in Lagos'])};"
                    f"{r.choice(['85,000', '120,000', 'pending'])}")
    return "\n".join(rows)


def t_guest_list(r, dt):
    rows = ["Guest;Side;Invited by;RSVP"]
    for g in GUESTS:
        side = r.choice(['Daddy colleagues (NNPC retirees)', 'church', 'family - Nnewi', 'family - Lagos',
                         'Mummy friends'])
        rows.append(f"{g};{side};"
                    f"{r.choice(['Daddy', 'Mummy', 'Chukwudi', 'Ngozi'])};{r.choice(['yes', 'yes', 'maybe', '?'])}")
    return "\n".join(rows)


def t_invitation(r, dt):
    return ("Invitation wording (draft 3)\n\nTo God be the glory!\nThe Okafor family cordially invites you to the "
            "70th birthday thanksgiving and celebration of our father, grandfather and friend\nMR EMMANUEL "
            "CHUKWUEMEKA OKAFOR (Ide Nnewi)\nThanksgiving service: 10am, St Jude's Anglican Church, Surulere\n"
            "Reception: 2pm, Eko Grand Event Centre, Ikeja GRA\nColours of the day: gold and wine\nRSVP: Chukwudi "
            "0803 XXX XXXX, Ngozi +44 7XXX XXX XXX\n")


def t_flights(r, dt):
    return (f"Flight options MAN - LOS for Dec 2026 (searched {_d(dt)})\n"
            f"1. Emirates via Dubai: dep 5 Dec, ret 2 Jan, 2 adults + 2 children: {_money(r, 4300, 5200)}\n"
            f"2. KLM via Amsterdam: dep 6 Dec 21:40, ret 3 Jan: {_money(r, 4000, 4800)}\n"
            f"3. BA via Heathrow (Avios part-pay): {_money(r, 4500, 5600)} or 120k Avios + £1,400\n"
            "Need: kids' Nigerian visas (or Nigerian passports?), yellow fever certs, malaria tablets.\n")


def t_ng_visa(r, dt):
    return ("Nigeria Immigration Service - e-Visa / Visa on Arrival approval\n"
            f"Applicant: {r.choice(['Adaeze Mensah', 'Kofi Mensah', 'Kwame Mensah'])} (British passport)\n"
            f"Application ID: NIS{r.randint(10**9, 10**10 - 1)}\nPurpose: family visit - father's 70th birthday\n"
            "Intended arrival: 6 December 2026, Murtala Muhammed Int'l Airport\nStatus: "
            f"{r.choice(['submitted', 'approved'])}\nBiometrics at OIS Services, Manchester.\n")


def t_party_tasks(r, dt):
    return ("Daddy @ 70 - who is doing what\nNgozi: hall, band, flights, souvenirs design, UK guests\n"
            "Chukwudi: thanksgiving service with the vicar, cake, transport from Surulere, permits\n"
            "Ifeoma: caterer, photographer, sending aso-ebi to Houston people\nMummy: guest list for her "
            "church women, Nnewi people\nSurprise video montage - collect clips by 31 October!\n")


def t_sibling_mail(r, dt):
    return _eml("Ifeoma Okafor-Williams <ifeoma.ow@gmail.com>", NGOZI_MAIL, "Re: Daddy's 70th - caterer + deposit", dt,
                "Ngo,\n\nSpoke to Mama Titi today. She can hold 12th Dec if we pay 30% by end of June. I think we go "
                "with the 300-guest menu; Chukwudi says Daddy's church people alone are 120. I've sent my half of the "
                "hall deposit. Can you handle the band? Also Mummy wants gold and wine colours - fine with me.\n\n"
                "Love, Ify\n")


# --------------------------------------------------------------------------- Family: the wedding 2019 (Archive)


def t_wedding_venue(r, dt):
    return ("The Monastery, Gorton - wedding booking confirmation\nCouple: Ngozi Okafor & Kwame Mensah\n"
            "Date: Saturday 17 August 2019\nCeremony 1pm, wedding breakfast 4pm, evening reception 7pm-midnight\n"
            f"Guests: 180 day / 250 evening\nVenue hire: £8,500   Deposit paid {_d(dt)}: £2,500\n")


def t_wedding_budget(r, dt):
    rows = ["Item;Budget;Actual;Paid", "Venue (The Monastery);8500;8500;yes",
            "Caterer (Nigerian + Ghanaian menu);9000;9850;yes", "Dress + alterations;1800;2100;yes",
            "Kente + aso-oke for the families;2500;3100;yes", "Photographer (Ade Photography);2200;2200;yes",
            "DJ + MC;1200;1350;yes", "Cake;650;650;yes", "Flowers;1100;980;yes"]
    return "\n".join(rows)


def t_wedding_guests(r, dt):
    rows = ["Name;Side;Table;RSVP"]
    for g in r.sample(GUESTS, 10) + ["Auntie Akua & Uncle Kofi (Kumasi)", "Dr Sadia Anwar", "Dr Tom Whittaker"]:
        rows.append(f"{g};{r.choice(['bride', 'groom'])};{r.randint(1, 18)};{r.choice(['yes', 'yes', 'no'])}")
    return "\n".join(rows)


def t_photographer(r, dt):
    return ("Ade Photography - INVOICE 2019-088\nClient: Ngozi & Kwame\nWedding 17 August 2019 - full day coverage, "
            "2 photographers, online gallery, USB of 650 edited images, 30x30 album\nTotal: £2,200. Balance paid "
            f"{_d(dt)}. Thank you!\n")


def t_thankyou(r, dt):
    done = [f"{g} - {r.choice(['sent', 'sent', 'to do'])}" for g in r.sample(GUESTS, 12)]
    return "Thank-you cards - sent?\n" + "\n".join(done) + "\n"

# --------------------------------------------------------------------------- Car (Areas)

REG = "MA21 KXO"


def t_car_insurance(r, dt):
    return (f"Admiral - Car insurance renewal\nPolicy P{r.randint(10**7, 10**8 - 1)}\nVehicle: Toyota Yaris Cross "
            f"Hybrid, {REG}\nPolicyholder: Ngozi Okafor; named driver: Kwame Mensah\nRenewal: {_d(dt)}\n"
            "Comprehensive, social domestic and pleasure + commuting (incl. travel to locum sessions)\n"
            f"Premium: {_money(r, 520, 780)}   NCD: {r.randint(5, 9)} years protected\n")


def t_mot(r, dt):
    return (f"MOT test certificate\nVehicle: {REG} TOYOTA YARIS CROSS\nTest date: {_d(dt)}\nResult: PASS\n"
            f"Odometer: {r.randint(28000, 46000)} miles\nAdvisories: "
            f"{r.choice(['none', 'nearside front tyre worn close to limit', 'brake disc slightly worn'])}\n"
            f"Expiry: {_d(dt + timedelta(days=364))}\nTest centre: Burnage Autos, Kingsway\n")


def t_car_service(r, dt):
    return (f"Inchcape Toyota Stockport - service invoice\nReg {REG}\nDate: {_d(dt)}\nFull hybrid health check + "
            f"annual service: {_money(r, 190, 260)}\nWiper blades: £32.00\nNext service due in 12 months / 10,000 "
            "miles.\n")


def t_pcp(r, dt):
    return (f"Toyota Financial Services - annual statement\nAgreement {_ref(r, 'TFS', 9)}\nVehicle {REG}\n"
            "Monthly payment: £249.00   Payments remaining: " + str(r.randint(8, 14)) + "\nOptional final payment "
            "(GFV): £11,420.00 due December 2026\n")


def t_parking(r, dt):
    return (f"Manchester City Council - residents' parking permit\nZone: Levenshulme L2\nVehicle: {REG}\n"
            f"Valid {_d(dt)} to {_d(dt + timedelta(days=365))}\nFee: £{r.choice(['30.00', '35.00'])}\n")


# --------------------------------------------------------------------------- Travel (Areas / Archive)


def t_passport(r, dt):
    return ("HM Passport Office - application received\n"
            f"Applicant: {r.choice(['Kofi Mensah (child, first passport)', 'Adaeze Mensah (child renewal)'])}\n"
            f"Reference: {r.randint(1000, 9999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"
            f"-{r.randint(1000, 9999)}\n"
            f"Received: {_d(dt)}. Allow 3 weeks. Send the supporting documents (birth certificate, countersigned "
            "photo) to the address shown.\n")


def t_ng_passport(r, dt):
    return ("Nigeria High Commission London - passport renewal appointment\nApplicant: OKAFOR, Ngozi Adaora\n"
            f"Old passport A{r.randint(10**7, 10**8 - 1)} (expires {_d(dt + timedelta(days=120))})\n"
            f"Appointment: {_d(dt + timedelta(days=14))}, 10:30, OIS Services Manchester\nPayment: USD 230 - paid\n")


def t_ghana_itinerary(r, dt):
    return ("Ghana Christmas trip - itinerary (20 Dec 2023 - 7 Jan 2024)\n20 Dec: MAN-AMS-ACC KLM KL1084/KL589, arrive "
            "19:55. Kwame's cousin Yaw picking up.\n21-26 Dec: Accra - East Legon with Auntie Esi. Christmas at Christ "
            "the King.\n27-31 Dec: Kumasi - grandparents, Manhyia Palace, Kejetia market, New Year's Eve watchnight "
            "service.\n1-3 Jan: Cape Coast castle + Kakum canopy walk (Adaeze in the carrier!)\n4-6 Jan: Accra, Labadi "
            "beach, shopping at Makola, Jamestown lighthouse\n7 Jan: ACC-AMS-MAN\n")


def t_ghana_visa(r, dt):
    return ("Ghana High Commission - visa approval\nApplicant: Ngozi Okafor (British passport)\nVisa type: single "
            f"entry tourist, 60 days\nRef GHC/LON/{r.randint(100000, 999999)}\nIssued: {_d(dt)}\nFee: "
            f"£{r.choice([100, 110])}\nYellow fever certificate required at Kotoka.\n")


def t_ghana_flights(r, dt):
    return (f"KLM - e-ticket receipt\nBooking code {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            "Passengers: MRS NGOZI OKAFOR, MR KWAME MENSAH, MISS ADAEZE MENSAH (infant 1y)\n"
            "20DEC23 KL1084 MAN-AMS 06:00-08:25 / KL589 AMS-ACC 10:20-17:00\n07JAN24 KL590 ACC-AMS 21:45-06:10 / "
            f"KL1071 AMS-MAN 07:25-07:50\nTotal paid: {_money(r, 2600, 3200)}\n")


def t_ghana_hotel(r, dt):
    return ("Golden Tulip Kumasi City - booking confirmation\nGuest: Mrs Ngozi Okafor\nCheck-in 27 Dec 2023, "
            "check-out 1 Jan 2024 (5 nights)\nFamily room + cot, breakfast included\nTotal: GHS "
            f"{r.randint(9000, 12000):,} paid at hotel\n")


def t_ghana_costs(r, dt):
    rows = ["Date;Item;GHS;GBP"]
    for i in range(10):
        g = r.randint(80, 2500)
        what = r.choice(['Bolt', 'Fuel for Yaw', 'Gifts for grandma', 'Kakum tickets', 'Cape Coast castle',
                         'Makola fabrics', 'Restaurant (Buka)', 'Data SIM'])
        rows.append(f"{(datetime(2023, 12, 21) + timedelta(days=i * 2)):%d/%m};{what};{g};{g / 15:.2f}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Cooking (Resources)

RECIPES = {
    "Jollof rice (party style)": "4 cups long grain parboiled rice, 6 plum tomatoes, 3 red bell peppers, 2 scotch "
                                 "bonnets, 2 onions, 1/2 cup oil, 2 tbsp tomato paste, curry, thyme, bay leaves, 2 "
                                 "stock cubes, chicken stock. Blend peppers; fry paste 5 min; add blend and reduce 20 "
                                 "min; add stock and rice; cover with foil, low heat 30 min. Let it burn small at the "
                                 "bottom for the party taste.",
    "Egusi soup": "2 cups ground egusi, 500 g assorted meat, stockfish, dry fish, 1 cup palm oil, ugu or spinach, "
    "crayfish, 2 scotch bonnets, iru optional. Fry egusi in palm oil in lumps, add stock, simmer 20 min, add leaves "
    "last.",
    "Puff-puff": "500 g plain flour, 7 g yeast, 100 g sugar, pinch nutmeg, 400 ml warm water. Rest 1 hour until "
                 "doubled. Deep fry scoops at 170 C until golden.",
    "Light soup (Kwame's mum)": "Goat meat, tomatoes, onions, garden eggs, ginger, scotch bonnet, aniseed. Boil "
    "tomatoes and garden eggs, blend, sieve back into the meat stock. Serve with fufu or omo tuo.",
    "Pepper soup": "1 kg goat meat or catfish, pepper soup spice (calabash nutmeg, alligator pepper, uziza), "
    "scent leaf, 2 scotch bonnets, stock cubes. Simmer 40 min. Good for a cold Manchester evening.",
    "Chin chin": "500 g flour, 100 g butter, 100 g sugar, 1 egg, 150 ml milk, nutmeg. Roll thin, cut squares, fry "
                 "until golden.",
    "Kelewele": "4 ripe plantains cubed, ginger, garlic, cayenne, grains of selim, salt. Marinate 20 min, fry until "
                "caramelised.",
    "Moi moi": "3 cups peeled black-eyed beans, 2 red peppers, 1 onion, scotch bonnet, 1/2 cup oil, crayfish, boiled "
    "eggs. Blend smooth, steam in ramekins or leaves 45 min.",
}


def t_recipe(r, dt, name):
    return f"{name}\nServes {r.randint(4, 10)}\n\n{RECIPES[name]}\n"


# --------------------------------------------------------------------------- generic notes for the mess


def t_note_lagos(r, dt):
    return ("things to sort for Lagos Dec\n- ask Chukwudi if hall includes generator diesel\n- band: Emeka Sounds "
            "deposit 50% = NGN 600k\n- aso-ebi: Ify's Houston people want wine not gold??\n- video montage clips - "
            "WhatsApp group for cousins\n- kids visas! biometrics Manchester\n- souvenirs: flasks with 'Daddy @ 70' "
            "logo\n")


def t_note_house(r, dt):
    return ("Q's for Sarah (solicitor)\n- FENSA indemnity - ok?\n- damp in back reception: get a damp survey before "
            "exchange or ask for reduction?\n- EICR - sellers to pay?\n- completion date: aim for end of August before "
            "Adaeze starts school\n- chain: Ms Carter's mortgage offer yet?\n")


def t_note_work(r, dt):
    return ("To do Thursday\n- sign off bloods inbox (Dr Houghton away)\n- 2 med reports for DWP\n- ring pt re: PSA "
            "recall\n- locum invoice NorthMed May!\n- Form A for Ladybarn\n- FY2 tutorial prep: safety-netting\n")


def t_note_choir(r, dt):
    return ("youth choir - Saturday\nwarm up 10 mins\nOlowogbogboro - sopranos still flat on the high bit\nNara - "
            "teach the harmony to altos\nask parents re summer trip consent\nKemi + Joshua to lead Youth Sunday\n")


def t_note_trainer(r, dt):
    return ("Trainers' course day 6 notes\nAisha: 'the learning environment is the practice, not the room'\n"
            "- registrar induction: 2 weeks sitting-in, then 30-min appts, debrief after every surgery\n"
            "- clinical supervisor of the day on the rota\n- ESR every 6 months, CSR from supervisors\n"
            "- differential attainment: IMGs, ask about support early\nPortfolio: write reflection 3 this week!\n")


def t_note_tax(r, dt):
    return ("Tax 2025/26 - for Priya\nLocum income (NorthMed): May 1,320; Jun 880; Jul 0; Aug 1,760; Sep 1,320; "
            "Oct 440; Nov 1,320; Dec 880; Jan 1,320; Feb 880; Mar 1,760; Apr 440\nExpenses: MDDUS 468, GMC 436, BMA "
            "(share) 240, RCGP 590, mileage 1,180 miles\nForms A/B: all sent? check Nov\n")

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

    img = [4100]

    def photo(folder: str, bucket: str, topic: str, age: float, ext: str = "jpg", prefix: str = "IMG_") -> None:
        img[0] += r.randint(1, 37)
        rel = f"{folder}/{prefix}{img[0]:04d}.{ext}"
        add(rel, bucket, topic, age, "exif" if ext.lower() in ("jpg", "jpeg") else "")

    def when(age: float) -> datetime:
        return NOW - timedelta(days=age)

    ds = b"\x00\x00\x00\x01Bud1" + bytes(60)
    MED, FIN, HOME, KIDS, FAM, HEALTH, CHURCH = "Medicine", "Finance", "Home", "Children", "Family", "Health", "Church"

    # ------------------------------------------------------------ Documents/Work (Areas Medicine)
    w = "Documents/Work"
    for i in range(10):
        y, mo = (2026, 5 - i) if i < 5 else (2025, 17 - i)
        age = (NOW.replace(tzinfo=None) - datetime(y, mo, 27)).days
        add(f"{w}/Payslips/Payslip {when(age):%B %Y}.pdf", A, MED, age, t_payslip)
    for i, age in enumerate((6, 36, 66, 97, 128, 160)):
        add(f"{w}/Locum/Invoices/Invoice NO-{when(age):%Y}-{40 - i:03d} NorthMed.docx", A, MED, age, t_locum_invoice)
    add(f"{w}/Locum/Invoices/Invoice NO-2025-028 NorthMed.pdf", A, MED, 250, t_locum_invoice)
    for age in (8, 38, 69, 130):
        add(f"{w}/Locum/Pension forms/Form A {when(age):%b %y}.pdf", A, MED, age, t_formA)
    add(f"{w}/Locum/Locum sessions 2025-26.xlsx", A, MED, 12,
        lambda r, dt: "\n".join(["Date;Practice;Session;Hours;Rate;Invoiced"] + [
            f"{(dt - timedelta(days=9 * i)):%d/%m/%Y};{r.choice(LOCUM_PRACTICES)};{r.choice(['AM', 'PM', 'AM+PM'])};"
            f"{r.choice([4, 4, 8])};{r.choice([95, 100, 105])};{r.choice(['yes', 'yes', 'no'])}" for i in range(20)]))
    for age in (15, 44):
        add(f"{w}/Locum/NorthMed booking {when(age):%d-%m-%Y}.eml", A, MED, age, t_agency_mail)
    add(f"{w}/Appraisal/2025 appraisal - summary and outputs.pdf", A, MED, 205, t_appraisal)
    add(f"{w}/Appraisal/2024 appraisal - summary and outputs.pdf", A, MED, 570, t_appraisal)
    add(f"{w}/Appraisal/PDP 2025-26.docx", A, MED, 200, t_pdp)
    add(f"{w}/Appraisal/SEA reflection - PSA result.docx", A, MED, 90, t_sea)
    add(f"{w}/Appraisal/CPD log.csv", A, MED, 9, t_cpd_log)
    add(f"{w}/Appraisal/~$A reflection - PSA result.docx", L, "System", 90, b"\x0cNgozi Okafor" + bytes(150))
    for i, age in enumerate((30, 75, 140, 188, 260, 330)):
        add(f"{w}/CPD/certificate_{i + 1}.pdf", A, MED, age, t_cpd_cert)
    add(f"{w}/Indemnity/MDDUS renewal 2026.pdf", A, MED, 60, t_mddus)
    add(f"{w}/Indemnity/MDDUS renewal 2025.pdf", A, MED, 425, t_mddus)
    add(f"{w}/GMC ARF 2025.pdf", A, MED, 120, t_gmc_fee)
    add(f"{w}/BMA membership 2026.pdf", A, MED, 150, t_bma)
    add(f"{w}/Contract variation 2024.pdf", A, MED, 640, t_contract)
    add(f"{w}/Rota June-July.csv", A, MED, 5, t_rota)
    add(f"{w}/Clinical meeting Thursday.eml", A, MED, 11, t_practice_mail)
    dot(f"{w}/.DS_Store", ds, 3)

    # ------------------------------------------------------------ GP Trainer Course (Projects Medicine)
    g = "Documents/GP Trainer Course"
    add(f"{g}/Course timetable 2025-26.pdf", P, MED, 262, t_course_timetable)
    add(f"{g}/Portfolio tracker.xlsx", P, MED, 4, t_portfolio_tracker)
    add(f"{g}/Portfolio/Teaching reflection 1 - headache.docx", P, MED, 170, t_teaching_reflection)
    add(f"{g}/Portfolio/Teaching reflection 2.docx", P, MED, 80, t_teaching_reflection)
    add(f"{g}/Portfolio/Assignment 2 - educational theory v3.docx", P, MED, 25, t_essay)
    add(f"{g}/Portfolio/Assignment 2 - educational theory v4.docx", P, MED, 2, t_essay)
    add(f"{g}/Portfolio/Tutorial plan - safety netting.docx", P, MED, 52, t_tutorial_plan)
    add(f"{g}/Portfolio/Observed teaching feedback.pdf", P, MED, 47, t_observation)
    add(f"{g}/Portfolio/Trainer application form.docx", P, MED, 14, t_trainer_application)
    add(f"{g}/Portfolio/Learning environment self-assessment.docx", P, MED, 10, t_approval_checklist)
    add(f"{g}/Course fee statement.pdf", P, MED, 250, t_course_invoice)
    add(f"{g}/Portfolio deadline 30 June.eml", P, MED, 18, t_course_mail)
    add(f"{g}/Handouts/Day 2 - giving feedback.pdf", P, MED, 225,
        "GP Trainers' Course - Day 2 handout: giving feedback\nPendleton's rules: learner first says what went well, "
        "trainer agrees and adds; then what could be done differently. ALOBA (agenda-led, outcome-based analysis, "
        "Silverman/Kurtz): start with the learner's agenda, look at outcomes, offer alternatives, rehearse.\n"
        "Feedback sandwich: avoid. Be specific, timely, behaviour not person.\n")
    add(f"{g}/Handouts/Day 3 - WPBA and the COT.pdf", P, MED, 190,
        "Day 3 handout - Workplace based assessment in the MRCGP\nCOT / Audio-COT: 13 performance criteria, "
        "rated against the standard expected at the end of training. CbD: 4 per review period in ST3. ESR every 6 "
        "months; the educational supervisor makes a judgement on the 13 capabilities.\n")
    add(f"{g}/Handouts/Day 5 - differential attainment.pdf", P, MED, 120,
        "Day 5 - Equality, diversity and differential attainment\nIMG and BME registrars have lower pass rates in "
        "the SCA. Supervisor actions: early diagnostic, consultation skills groups, cultural safety, explicit "
        "feedback on language and structure. Avoid deficit framing.\n")
    add(f"{g}/Day 6 notes.txt", P, MED, 86, t_note_trainer)

    # ------------------------------------------------------------ clinical reference (Resources Medicine)
    c = "Documents/Clinical reference"
    for i, fn in enumerate(("Hypertension NG136 summary.pdf", "T2DM drugs NG28.md", "HRT prescribing.pdf",
                            "Asthma 2024 guideline.pdf", "NG12 2WW table.pdf")):
        add(f"{c}/{fn}", R, MED, 80 + i * 70, lambda r, dt, i=i: t_guide(r, dt, i))
    add(f"{c}/Manchester referral pathways.docx", R, MED, 330, t_referral)
    add("Books/Oxford Handbook of General Practice 5e.epub", R, MED, 700,
        _epub("Oxford Handbook of General Practice", "Simon, Everitt, van Dorp", "en",
              "Chapter 1. What is general practice? The consultation, continuity of care and the GP's role..."))
    add("Books/The Inner Consultation - Roger Neighbour.epub", R, MED, 240,
        _epub("The Inner Consultation", "Roger Neighbour", "en",
              "Five checkpoints: connecting, summarising, handing over, safety-netting, housekeeping."))
    add("Downloads/gmmmg-formulary-chapter-4-cns.pdf", R, MED, 160,
        "Greater Manchester Joint Formulary - Chapter 4: Central nervous system\nFirst-line antidepressant: "
        "sertraline 50 mg. Insomnia: sleep hygiene, CBT-I (Sleepio); zopiclone short-term only. Neuropathic pain: "
        "amitriptyline or duloxetine first line; gabapentinoids with caution.\n")

    # ------------------------------------------------------------ GP training and hospital (Archive Medicine)
    t = "Documents/Training/GP training 2019-2023"
    for i, age in enumerate((2150, 1780, 1210)):
        add(f"{t}/ARCP outcome ST{i + 1}.pdf", X, MED, age, t_arcp)
    add(f"{t}/MRCGP AKT result.pdf", X, MED, 1420, t_akt)
    add(f"{t}/MRCGP RCA result.pdf", X, MED, 1300, t_rca)
    add(f"{t}/CCT confirmation GMC.pdf", X, MED, 1200, t_cct)
    add(f"{t}/Rotation letter HEE 2019.pdf", X, MED, 2520, t_placement_letter)
    add(f"{t}/FourteenFish learning log export ST3.txt", X, MED, 1230, t_eportfolio)
    add(f"{t}/FourteenFish learning log export ST2.txt", X, MED, 1600, t_eportfolio)
    h = "Documents/Training/Hospital"
    add(f"{h}/FPCC certificate 2012.pdf", X, MED, 5070, t_fy_cert)
    add(f"{h}/Audit - AF anticoagulation.docx", X, MED, 3600, t_audit)
    add(f"{h}/Salford on-call rota Feb 2017.csv", X, MED, 3400, t_hospital_rota)

    # ------------------------------------------------------------ Finance (Areas)
    f = "Documents/Finance"
    for age in (4, 35, 65, 96, 126, 157):
        add(f"{f}/Bank statements/Barclays joint {when(age):%b %Y}.pdf", A, FIN, age, t_bank_statement)
    add(f"{f}/Bank statements/monzo_export_2026-04.csv", A, FIN, 33, t_monzo_csv)
    add(f"{f}/Bank statements/monzo_export_2026-05.csv", A, FIN, 2, t_monzo_csv)
    add(f"{f}/Tax/SA302 2023-24.pdf", A, FIN, 480, t_sa302)
    add(f"{f}/Tax/SA302 2024-25.pdf", A, FIN, 125, t_sa302)
    add(f"{f}/Tax/P60 2025-26.pdf", A, FIN, 5, t_p60)
    add(f"{f}/Tax/P60 2024-25.pdf", A, FIN, 370, t_p60)
    add(f"{f}/Tax/Shah & Co - records needed.eml", A, FIN, 7, t_accountant_mail)
    add(f"{f}/Tax/HMRC statement Jan.pdf", A, FIN, 140, t_poa)
    add(f"{f}/Tax/tax 2025-26 notes.txt", A, FIN, 6, t_note_tax)
    add(f"{f}/Pension/NHS Pension ABS 2025.pdf", A, FIN, 240, t_pension)
    add(f"{f}/ISA/Vanguard valuation Apr 2026.pdf", A, FIN, 50, t_isa)
    add(f"{f}/Budget 2026.xlsx", A, FIN, 20, t_budget)
    add(f"{f}/Amex statement Apr 2026.pdf", A, FIN, 40, t_amex)
    add(f"{f}/Amex statement May 2026.pdf", A, FIN, 10, t_amex)
    add(f"{f}/Life insurance - L&G schedule.pdf", A, FIN, 1900, t_life)
    add(f"{f}/Guides/Pension or ISA - MSE.pdf", R, FIN, 300, lambda r, dt: t_money_guide(r, dt, 0))
    add(f"{f}/Guides/BMA locum tax guide.pdf", R, FIN, 520, lambda r, dt: t_money_guide(r, dt, 1))

    # ------------------------------------------------------------ House Move 2026 (Projects Home)
    m = "Documents/House Move 2026"
    add(f"{m}/Halifax AIP.pdf", P, HOME, 95, t_dip)
    add(f"{m}/Broker - documents for full application.eml", P, HOME, 70, t_broker_mail)
    add(f"{m}/Broker - valuation booked.eml", P, HOME, 41, t_broker_mail)
    add(f"{m}/Memorandum of sale - Broomfield Rd.pdf", P, HOME, 74, t_offer_accepted)
    add(f"{m}/Particulars 14 Broomfield Road.pdf", P, HOME, 104, t_particulars)
    add(f"{m}/Survey/RICS Level 2 survey - Broomfield Rd.pdf", P, HOME, 27, t_survey)
    add(f"{m}/Solicitor/Whitfield Lowe client care letter.pdf", P, HOME, 68, t_client_care)
    add(f"{m}/Solicitor/Enquiries replies summary.docx", P, HOME, 12, t_enquiries)
    add(f"{m}/Solicitor/Local search Stockport.pdf", P, HOME, 30, t_searches)
    add(f"{m}/Solicitor/Q for Sarah.txt", P, HOME, 9, t_note_house)
    add(f"{m}/Removals quote - Stockport Removals.pdf", P, HOME, 16, t_removals)
    add(f"{m}/Sale Stovell Ave/Memorandum of sale - Stovell Ave.pdf", P, HOME, 60, t_sale_mos)
    add(f"{m}/Sale Stovell Ave/Crescent valuation.pdf", P, HOME, 110,
        f"Crescent Sales & Lettings - market appraisal\nProperty: {HOME_ADDR}\nTwo-bedroom mid-terrace, through "
        "lounge, kitchen extension, loft boarded. Suggested asking price: £240,000-£245,000. Our fee: 1.2% + VAT, "
        "no sale no fee, 12-week sole agency.\n")
    add(f"{m}/SDLT calc.txt", P, HOME, 90, t_sdlt)
    add(f"{m}/Moving checklist.md", P, HOME, 3, t_move_checklist)
    add(f"{m}/Moving budget.xlsx", P, HOME, 4, t_move_budget)
    add(f"{m}/~$ving budget.xlsx", L, "System", 4, b"\x0cNgozi Okafor" + bytes(150))
    add(f"{m}/Mortgage offer Halifax.pdf", P, HOME, 8, t_mortgage_offer)
    add(f"{m}/floorplan.png", P, HOME, 104, "")
    for age in (101, 101, 101, 88, 88):
        photo(f"{m}/Viewing photos", P, HOME, age)
    photo(f"{m}/Viewing photos", P, HOME, 88, "HEIC")
    photo(f"{m}/Survey", P, HOME, 27, "HEIC")
    dot(f"{m}/.DS_Store", ds, 3)

    # ------------------------------------------------------- current house (Areas / Resources Home), old flat (Archive)
    b = "Documents/Home"
    add(f"{b}/Bills/Council tax 2025-26.pdf", A, HOME, 425, t_council_tax)
    add(f"{b}/Bills/Council tax 2026-27.pdf", A, HOME, 62, t_council_tax)
    for age in (8, 39, 70):
        add(f"{b}/Bills/Octopus {when(age):%b %Y}.pdf", A, HOME, age, t_energy)
    add(f"{b}/Bills/United Utilities 2026-27.pdf", A, HOME, 58, t_water)
    add(f"{b}/Bills/Virgin Media {when(22):%b %Y}.pdf", A, HOME, 22, t_broadband)
    add(f"{b}/Insurance/Aviva home renewal 2025.pdf", A, HOME, 290, t_home_insurance)
    add(f"{b}/Boiler service 2025.pdf", A, HOME, 215, t_boiler)
    add(f"{b}/M19 Plumbing invoice.pdf", A, HOME, 140, t_plumber)
    for fn, k in (("Bosch washing machine manual.pdf", "wm"), ("Beko dishwasher manual.pdf", "dw"),
                  ("Baxi 624 user guide.pdf", "boiler")):
        add(f"{b}/Manuals/{fn}", R, HOME, 1500 + len(fn) * 10, lambda r, dt, k=k: t_manual(r, dt, k))
    o = "Documents/Old flat - Imperial Point"
    add(f"{o}/Tenancy agreement 2021.pdf", X, HOME, 1800, t_tenancy)
    add(f"{o}/Tenancy agreement 2022.pdf", X, HOME, 1430, t_tenancy)
    for age in (1520, 1250, 1010):
        add(f"{o}/Landlord statement {when(age):%b %Y}.pdf", X, HOME, age, t_letting_statement)
    add(f"{o}/Completion statement - sale.pdf", X, HOME, 955, t_flat_completion)
    add(f"{o}/Service charge 2023.pdf", X, HOME, 1090, t_flat_service)

    # ------------------------------------------------------------ Kids (Areas / Resources / Projects Children)
    k = "Documents/Kids"
    for age in (3, 33, 64, 95, 125, 156):
        add(f"{k}/Nursery/Little Acorns invoice {when(age):%b %Y}.pdf", A, KIDS, age, t_nursery_invoice)
    add(f"{k}/Nursery/Childcare code Kofi.pdf", A, KIDS, 150, t_funded_code)
    add(f"{k}/Nursery/LA_newsletter_may.pdf", A, KIDS, 28, t_nursery_news)
    add(f"{k}/Tax-Free Childcare/TFC statement Mar 2026.pdf", A, KIDS, 70, t_tfc)
    add(f"{k}/Tax-Free Childcare/TFC statement May 2026.pdf", A, KIDS, 8, t_tfc)
    add(f"{k}/Childcare vouchers Edenred 2022.pdf", A, KIDS, 1500, t_vouchers)
    add(f"{k}/Swimming - Better booking.pdf", A, KIDS, 45, t_swim)
    add(f"{k}/Articles/toddler sleep regression.pdf", R, KIDS, 210, lambda r, dt: t_parenting(r, dt, 0))
    add(f"{k}/Articles/bilingual children.pdf", R, KIDS, 400, lambda r, dt: t_parenting(r, dt, 1))
    s = f"{k}/Adaeze - school 2026"
    add(f"{s}/Application summary.pdf", P, KIDS, 215, t_school_app)
    add(f"{s}/Offer - Cringle Park.eml", P, KIDS, 46, t_school_offer)
    add(f"{s}/Uniform list.pdf", P, KIDS, 30, t_uniform)
    add(f"{s}/Welcome to Reception.pdf", P, KIDS, 20, t_starter)
    add(f"{s}/Breakfast club booking.pdf", P, KIDS, 6, t_breakfast)
    add(f"{s}/Medical form.docx", P, KIDS, 15, t_school_medical)
    photo(s, P, KIDS, 12, "HEIC")

    # ------------------------------------------------------------ Health (Areas / Resources)
    e = "Documents/Health"
    add(f"{e}/Dentist receipt Jan 2026.pdf", A, HEALTH, 135, t_dentist)
    add(f"{e}/Dentist receipt Jul 2025.pdf", A, HEALTH, 320, t_dentist)
    add(f"{e}/Specsavers prescription.pdf", A, HEALTH, 410, t_optician)
    add(f"{e}/Physio discharge letter.pdf", A, HEALTH, 190, t_physio)
    add(f"{e}/Kofi immunisations.pdf", A, HEALTH, 390, t_vacc)
    add(f"{e}/Adaeze allergy clinic letter.pdf", A, HEALTH, 230, t_allergy)
    add(f"{e}/Couch to 5K plan.pdf", R, HEALTH, 500, t_c25k)
    add("Downloads/eatwell-guide.pdf", R, HEALTH, 600,
        "The Eatwell Guide (Public Health England)\nFruit and vegetables: at least 5 portions a day. Base meals on "
        "starchy carbohydrates, wholegrain where possible. Some dairy or alternatives. Beans, pulses, fish, eggs. "
        "Unsaturated oils in small amounts. 6-8 glasses of fluid a day.\n")

    # ------------------------------------------------------------ Church (Areas / Resources)
    ch = "Documents/Church/Youth Choir"
    add(f"{ch}/Rehearsal schedule Summer 2026.docx", A, CHURCH, 10, t_choir_schedule)
    add(f"{ch}/Rehearsal schedule Spring 2026.docx", A, CHURCH, 150, t_choir_schedule)
    add(f"{ch}/Members and consent 2025-26.xlsx", A, CHURCH, 40, t_choir_members)
    add(f"{ch}/DBS certificate 2024.pdf", A, CHURCH, 700, t_dbs)
    for age in (14, 42, 77):
        add(f"{ch}/Set lists/Set list {when(age):%d %b}.txt", A, CHURCH, age, t_setlist)
    add(f"{ch}/Youth Sunday - choir.eml", A, CHURCH, 25, t_pastor_mail)
    add(f"{ch}/Minutes worship dept Mar 2026.docx", A, CHURCH, 80, t_choir_minutes)
    add(f"{ch}/Minutes worship dept Nov 2025.docx", A, CHURCH, 200, t_choir_minutes)
    for i, age in enumerate((240, 238, 236)):
        add(f"{ch}/Consent forms/consent_{i + 1:02d}.pdf", A, CHURCH, age, t_consent)
    sm = "Documents/Church/Sheet music"
    for sg in ("Way Maker", "Olowogbogboro", "Nara", "Total Praise", "Imela"):
        add(f"{sm}/{sg} SATB.pdf", R, CHURCH, r.randint(60, 900), t_lyrics)
    add(f"{sm}/Vocal warm-ups.docx", R, CHURCH, 500, t_warmups)
    for sg, art in (("Way Maker", "Sinach"), ("Olowogbogboro", "Nathaniel Bassey"), ("Nara", "Mercy Chinwo"),
                    ("Total Praise", "Richard Smallwood")):
        add(f"Music/Youth Choir/{sg} - backing track.mp3", R, CHURCH, r.randint(100, 700),
            _id3(r, f"{sg} (backing track)", art, "Youth choir rehearsal"))

    # ------------------------------------------------------------ Family: money home (A), Daddy at 70 (P), wedding (X)
    n = "Documents/Family/Nigeria"
    for age in (2, 31, 61, 92, 122, 184):
        add(f"{n}/Transfers/LemFi receipt {when(age):%Y-%m-%d}.pdf", A, FAM, age, t_remit)
    add(f"{n}/Money sent home 2025-26.xlsx", A, FAM, 5, t_remit_log)
    add(f"{n}/St Gabriel's fees - Chinedu 2nd term.pdf", A, FAM, 160, t_school_fees_ng)
    add(f"{n}/WhatsApp Chat - Okafor Siblings.txt", A, FAM, 35, t_family_chat)
    d7 = "Documents/Daddy at 70"
    add(f"{d7}/Budget.xlsx", P, FAM, 7, t_party_budget)
    add(f"{d7}/Eko Grand quote.pdf", P, FAM, 66, t_venue_quote)
    add(f"{d7}/Mama Titi catering quote.pdf", P, FAM, 38, t_caterer)
    add(f"{d7}/Aso-ebi list.xlsx", P, FAM, 19, t_asoebi)
    add(f"{d7}/Guest list.xlsx", P, FAM, 24, t_guest_list)
    add(f"{d7}/Invitation wording.docx", P, FAM, 13, t_invitation)
    add(f"{d7}/~$vitation wording.docx", L, "System", 13, b"\x0cNgozi Okafor" + bytes(150))
    add(f"{d7}/Flight options.txt", P, FAM, 33, t_flights)
    add(f"{d7}/Who is doing what.docx", P, FAM, 55, t_party_tasks)
    add(f"{d7}/Re Daddy's 70th - caterer + deposit.eml", P, FAM, 17, t_sibling_mail)
    add(f"{d7}/Visas/NIS application Adaeze.pdf", P, FAM, 21, t_ng_visa)
    add(f"{d7}/Visas/NIS application Kofi.pdf", P, FAM, 21, t_ng_visa)
    for age, hms in ((64, "14.22.31"), (64, "14.22.32"), (63, "09.10.05")):
        add(f"{d7}/Venue photos/WhatsApp Image {when(age):%Y-%m-%d} at {hms}.jpeg", P, FAM, age, "exif")
    wd = "Documents/Wedding 2019"
    add(f"{wd}/Monastery booking confirmation.pdf", X, FAM, 2750, t_wedding_venue)
    add(f"{wd}/Budget.xlsx", X, FAM, 2470, t_wedding_budget)
    add(f"{wd}/Guest list.xlsx", X, FAM, 2520, t_wedding_guests)
    add(f"{wd}/Ade Photography invoice.pdf", X, FAM, 2440, t_photographer)
    add(f"{wd}/Thank you cards.txt", X, FAM, 2400, t_thankyou)
    pw = "Pictures/Wedding 2019 - Ade Photography USB"
    for _ in range(6):
        photo(pw, X, FAM, 2480, "jpg", "DSC_")
    add(f"{pw}/Thumbs.db", L, "System", 2420, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(f"{pw}/desktop.ini", L, "System", 2420,
        b"[.ShellClassInfo]\r\nIconResource=C:\\Windows\\system32\\imageres.dll,-113\r\n")

    # ------------------------------------------------------------ Car (Areas), Travel (Areas / Archive)
    cr = "Documents/Car"
    add(f"{cr}/Admiral renewal 2025.pdf", A, "Car", 300, t_car_insurance)
    add(f"{cr}/Admiral renewal 2024.pdf", A, "Car", 665, t_car_insurance)
    add(f"{cr}/MOT certificate 2024.pdf", A, "Car", 575, t_mot)
    add(f"{cr}/Toyota service 2025.pdf", A, "Car", 240, t_car_service)
    add(f"{cr}/PCP annual statement.pdf", A, "Car", 130, t_pcp)
    add(f"{cr}/Parking permit 2026.pdf", A, "Car", 85, t_parking)
    add("Documents/Passports/HMPO Kofi first passport.pdf", A, "Travel", 100, t_passport)
    add("Documents/Passports/Nigerian passport renewal appointment.pdf", A, "Travel", 45, t_ng_passport)
    gh = "Documents/Ghana 2023"
    add(f"{gh}/Itinerary.docx", X, "Travel", 930, t_ghana_itinerary)
    add(f"{gh}/Ghana visa approval.pdf", X, "Travel", 940, t_ghana_visa)
    add(f"{gh}/KLM e-ticket.pdf", X, "Travel", 990, t_ghana_flights)
    add(f"{gh}/Golden Tulip Kumasi.pdf", X, "Travel", 960, t_ghana_hotel)
    add(f"{gh}/Costs.xlsx", X, "Travel", 875, t_ghana_costs)
    for age in (893, 890, 886, 884, 880):
        photo("Pictures/Ghana 2023", X, "Travel", age)
    photo("Pictures/Ghana 2023", X, "Travel", 882, "HEIC")

    # ------------------------------------------------------------ Recipes, Books, Photos, Software (Resources)
    for i, name in enumerate(RECIPES):
        ext = ("docx", "txt", "pdf")[i % 3]
        add(f"Documents/Recipes/{name}.{ext}", R, "Cooking", 200 + i * 97,
            lambda r, dt, name=name: t_recipe(r, dt, name))
    add("Downloads/jollof-rice-party-style.pdf", R, "Cooking", 58,
        lambda r, dt: t_recipe(r, dt, "Jollof rice (party style)"))
    for title, author, fn in (("Americanah", "Chimamanda Ngozi Adichie", "Americanah - Adichie"),
                              ("Half of a Yellow Sun", "Chimamanda Ngozi Adichie", "Half of a Yellow Sun"),
                              ("Stay With Me", "Ayobami Adebayo", "Stay With Me - Ayobami Adebayo"),
                              ("Things Fall Apart", "Chinua Achebe", "Things Fall Apart"),
                              ("Becoming", "Michelle Obama", "Becoming - Michelle Obama"),
                              ("The Secret Lives of Baba Segi's Wives", "Lola Shoneyin", "Baba Segi's Wives"),
                              ("Homegoing", "Yaa Gyasi", "Homegoing - Yaa Gyasi")):
        add(f"Books/{fn}.epub", R, "Books", r.randint(90, 1400),
            _epub(title, author, "en", f"{title} by {author}. Chapter One. The story begins..."))
    pe = "Pictures/iPhone export 2026-05"
    for i in range(13):
        photo(pe, R, "Photos", 5 + i * 4, "HEIC" if i % 3 else "jpg")
    for _ in range(3):
        photo("Pictures/Albums/Adaeze 4th birthday", R, "Photos", 79)
    for age, hms in ((3, "22.41.07"), (9, "08.12.55"), (17, "21.03.19"), (48, "13.30.02"), (120, "19.45.40")):
        add(f"Desktop/Screenshot {when(age):%Y-%m-%d} at {hms}.png", R, "Photos", age, "")
    for age in (26, 140):
        add(f"Downloads/WhatsApp Image {when(age):%Y-%m-%d} at 18.0{age % 10}.11.jpeg", R, "Photos", age, "exif")
    for fn, head in (("Zoom.pkg", b"xar!\x00\x1c\x00\x01"), ("googlechrome.dmg", b"x\xda\x63\x60"),
                     ("WhatsApp.dmg", b"x\xda\x63\x60"),
                     ("Microsoft_365_and_Office_16.96_Installer.pkg", b"xar!\x00\x1c\x00\x01"),
                     ("Spotify.dmg", b"x\xda\x63\x60"), ("MicrosoftTeams.pkg", b"xar!\x00\x1c\x00\x01")):
        add(f"Downloads/{fn}", R, "Software", r.randint(10, 500), _blob(r, head, 2500))

    # ------------------------------------------------------------ copy of the old laptop (Archive Backup)
    ob = "Old MacBook Pro 2015"
    BK = "Backup"
    add(f"{ob}/Desktop/notes.txt", X, BK, 2900,
        "on call survival\n- bleep 4411 = AMU coordinator\n- sepsis 6 within the hour\n- night reg: check handover "
        "list at 21:00\n- eat something at 2am!!\n")
    add(f"{ob}/Documents/CV Ngozi Okafor 2018.docx", X, BK, 2800,
        "Dr Ngozi Okafor MBChB MRCP(UK) Part 1\nCurriculum vitae\nCore Medical Trainee, Salford Royal NHS FT "
        "(2016-2018)\nFY1/FY2 North Western Foundation School (2010-2012)\nMBChB University of Manchester 2010\n"
        "Audit: VTE prophylaxis; sepsis six. Teaching: FY1 ECG sessions.\n")
    add(f"{ob}/Documents/GP application/Personal statement Oriel 2018.docx", X, BK, 2750,
        "Why general practice? Seven years in hospital medicine showed me that the most important conversations "
        "happen at the edges: the discharge, the relative's question, the community...\n")
    add(f"{ob}/Documents/FY2/Audit sepsis six.docx", X, BK, 4750, t_audit)
    add(f"{ob}/Documents/FY2/Teaching - ECG basics.docx", X, BK, 4700,
        "ECG basics for FY1s\nRate, rhythm, axis, P waves, PR, QRS, ST, T, QT. STEMI criteria. Hyperkalaemia: "
        "peaked T, wide QRS, sine wave.\n")
    add(f"{ob}/Documents/MRCP Part 1 result.pdf", X, BK, 3500,
        "MRCP(UK) Part 1 - result notification\nCandidate: Dr Ngozi Okafor\nResult: PASS\nScore: 612 (pass mark 540)\n")
    add(f"{ob}/Documents/Rota Salford 2016.csv", X, BK, 3600, t_hospital_rota)
    add(f"{ob}/Documents/Flat/Imperial Point completion 2014.pdf", X, BK, 4300,
        f"Completion statement - purchase of {FLAT}\nBuyer: Dr Ngozi Okafor\nPrice £165,000\nNationwide mortgage "
        "£140,250\nHelp to Buy ISA bonus applied\n")
    add(f"{ob}/Documents/Money/Nationwide statement 2016.pdf", X, BK, 3550,
        "Nationwide FlexAccount - statement\nMiss N Okafor\nSalary SALFORD ROYAL NHS FT +2,455.12\nMortgage -612.40\n")
    add(f"{ob}/Documents/Wedding ideas.docx", X, BK, 2700,
        "Wedding ideas!!\nVenue: Monastery Gorton vs Hilton Deansgate\nTrad wedding in Lagos first? or combined?\n"
        "Kente + aso-oke colours: gold and emerald\nCaterer: Nigerian AND Ghanaian jollof (no wahala)\n")
    add(f"{ob}/Downloads/BNF notes.pdf", X, BK, 3300,
        "BNF notes - antibiotics\nCAP CURB65 0-1: amoxicillin 500 mg TDS 5 days. UTI: nitrofurantoin 100 mg MR BD 3 "
        "days.\n")
    for age in (3100, 3050, 2990, 2860):
        photo(f"{ob}/Pictures", X, BK, age)
    add(f"{ob}/Music/Asa - Jailer.mp3", X, BK, 4000, _id3(r, "Jailer", "Asa", "Asa"))
    dot(f"{ob}/.DS_Store", ds, 2700)
    dot(f"{ob}/Documents/.DS_Store", ds, 2700)

    # ------------------------------------------------------------ the mess: names and folders that say nothing (hard)
    hard = [
        ("Downloads/document.pdf", A, MED, 33, t_payslip),
        ("Downloads/document (1).pdf", P, MED, 249, t_course_invoice),
        ("Downloads/document (2).pdf", A, FIN, 66, t_bank_statement),
        ("Downloads/document (3).pdf", P, HOME, 8, t_mortgage_offer),
        ("Downloads/document (4).pdf", A, HOME, 39, t_energy),
        ("Downloads/document (5).pdf", A, KIDS, 64, t_nursery_invoice),
        ("Downloads/document (6).pdf", A, HEALTH, 410, t_optician),
        ("Downloads/document (7).pdf", A, FAM, 92, t_remit),
        ("Downloads/document (8).pdf", P, KIDS, 6, t_breakfast),
        ("Downloads/document (9).pdf", A, "Car", 300, t_car_insurance),
        ("Downloads/attachment.pdf", A, MED, 97, t_locum_invoice),
        ("Downloads/attachment (1).pdf", P, MED, 47, t_observation),
        ("Downloads/attachment (2).pdf", P, HOME, 30, t_searches),
        ("Downloads/attachment (3).pdf", P, KIDS, 20, t_starter),
        ("Downloads/attachment (4).pdf", A, CHURCH, 700, t_dbs),
        ("Downloads/download.pdf", R, MED, 180, lambda r, dt: t_guide(r, dt, 5)),
        ("Downloads/download (1).pdf", A, FIN, 140, t_poa),
        ("Downloads/download (2).pdf", A, MED, 480, t_gmc_fee),
        ("Downloads/download (3).pdf", A, KIDS, 130, t_tfc),
        ("Downloads/download (4).pdf", A, FAM, 280, t_school_fees_ng),
        ("Downloads/download (5).pdf", A, FAM, 150, t_remit),
        ("Downloads/file.pdf", P, HOME, 27, t_survey),
        ("Downloads/file (1).pdf", P, FAM, 66, t_venue_quote),
        ("Downloads/file (2).pdf", P, FAM, 21, t_ng_visa),
        ("Downloads/file (3).pdf", A, "Travel", 75, t_passport),
        ("Downloads/invoice.pdf", A, MED, 128, t_locum_invoice),
        ("Downloads/receipt.pdf", A, MED, 60, t_mddus),
        ("Downloads/print.pdf", A, MED, 205, t_appraisal),
        ("Downloads/Untitled.pdf", P, MED, 14, t_trainer_application),
        ("Downloads/output.pdf", R, MED, 300, lambda r, dt: t_guide(r, dt, 3)),
        ("Downloads/letter.pdf", A, FIN, 125, t_sa302),
        ("Downloads/letter (1).pdf", A, HEALTH, 190, t_physio),
        ("Downloads/form.pdf", P, HOME, 60, t_sale_mos),
        ("Downloads/report.pdf", A, HOME, 215, t_boiler),
        ("Downloads/doc00234520260418.pdf", P, HOME, 44, t_enquiries),
        ("Downloads/export.csv", A, FIN, 64, t_monzo_csv),
        ("Downloads/data.csv", A, MED, 190, t_cpd_log),
        ("Downloads/Book1.xlsx", P, FAM, 19, t_asoebi),
        ("Downloads/Document.docx", A, CHURCH, 42, t_setlist),
        ("Downloads/message.eml", A, MED, 70, t_agency_mail),
        ("Downloads/message (1).eml", P, MED, 100, t_course_mail),
        ("Downloads/message (2).eml", P, HOME, 55, t_broker_mail),
        ("Downloads/message (3).eml", P, FAM, 40, t_sibling_mail),
        ("Desktop/Untitled.txt", A, MED, 2, t_note_work),
        ("Desktop/Untitled 2.txt", A, FIN, 6, t_note_tax),
        ("Desktop/Untitled 3.txt", P, HOME, 9, t_note_house),
        ("Desktop/Untitled 4.txt", A, CHURCH, 1, t_note_choir),
        ("Desktop/Untitled 5.txt", P, FAM, 11, t_note_lagos),
        ("Desktop/Untitled 6.txt", R, "Cooking", 150, lambda r, dt: t_recipe(r, dt, "Puff-puff")),
        ("Desktop/notes.txt", P, MED, 86, t_note_trainer),
        ("Desktop/untitled folder/Untitled.docx", A, MED, 95, t_sea),
        ("Desktop/untitled folder/Untitled 2.txt", P, FAM, 34, t_flights),
        ("Scans/Scan.pdf", X, MED, 1210, t_arcp),
        ("Scans/Scan 2.pdf", X, HOME, 955, t_flat_completion),
        ("Scans/Scan 3.pdf", A, MED, 75, t_cpd_cert),
        ("Scans/Scan 4.pdf", A, HOME, 140, t_plumber),
        ("Scans/Scan 5.pdf", A, HEALTH, 230, t_allergy),
        ("Scans/Scan 6.pdf", X, "Travel", 900, t_ghana_visa),
        ("Scans/Scan 7.pdf", A, FIN, 370, t_p60),
        ("Scans/Scan 8.pdf", A, CHURCH, 236, t_consent),
        ("Scans/Scan 9.pdf", P, HOME, 66, t_client_care),
        ("Scans/Scan 10.pdf", A, "Car", 210, t_mot),
        ("Scans/Scan 11.pdf", P, KIDS, 14, t_school_medical),
        ("Scans/Scan 12.pdf", A, MED, 130, t_formA),
        ("Scans/Scan 13.pdf", A, FIN, 240, t_pension),
        ("Documents/Document1.docx", P, MED, 120, t_essay),
        ("Documents/Document2.docx", P, MED, 30, t_teaching_reflection),
        ("Documents/Document3.docx", A, CHURCH, 300, t_choir_minutes),
        ("Documents/Untitled spreadsheet.xlsx", A, FIN, 200, t_budget),
        ("iCloud Drive (Archive)/Untitled.pdf", A, FIN, 1900, t_life),
        ("iCloud Drive (Archive)/Document.pdf", A, HOME, 790, t_council_tax),
        ("iCloud Drive (Archive)/Document 2.pdf", X, MED, 1420, t_akt),
        ("iCloud Drive (Archive)/Untitled 2.pdf", X, FAM, 2440, t_photographer),
        ("iCloud Drive (Archive)/Untitled 3.pdf", A, KIDS, 1460, t_vouchers),
        ("iCloud Drive (Archive)/Scan 2023-10-20.pdf", X, HOME, 1000, t_letting_statement),
    ]
    for rel, bucket, topic, age, content in hard:
        add(rel, bucket, topic, age, content, hard=True)
    dot("Scans/._Scan 3.pdf", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        " + bytes(40), 75)

    # ------------------------------------------------------------ unfinished downloads and system files (Left)
    add("Downloads/Unconfirmed 482913.crdownload", L, "System", 1, _blob(r, b"%PDF-1.7\n", 800))
    add("Downloads/FourteenFish_appraisal_export.zip.crdownload", L, "System", 0, _blob(r, b"PK\x03\x04", 1200))
    add("Downloads/Eko_Grand_walkthrough.mp4.part", L, "System", 63, _blob(r, b"\x00\x00\x00\x20ftypisom", 1500))
    for folder in ("Desktop", "Downloads", "Documents", "Pictures", "Documents/Daddy at 70"):
        dot(f"{folder}/.DS_Store", ds, r.randint(0, 30))
    dot("Documents/.localized", b"", 900)
    return items
