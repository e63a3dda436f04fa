"""A hundred-and-thirteenth unseen labelled corpus: Tiana Caldwell's Windows laptop, ``build(root, seed)``, written blind.

What was read to write it: the brief (``corpus_rules.txt``); ``benchmarks/placement/unseen.py`` lines 1-220
(docstring and the helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``,
``_blob``) and lines 1296-1360 (the ``write``/``encode``/``add``/``dot``/``photo`` helpers at the start of its
``build()``); ``benchmarks/placement/corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and its
``_pdf`` and ``_jpeg`` functions; ``benchmarks/placement/blind.py`` lines 74-107 (``_d``, ``_money``, ``_docx``,
``HEIC_HEAD``) and its ``_png``. A directory listing of ``benchmarks/placement/`` was seen (file names only).
Nothing under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/`` and no other corpus body was read; no
placement result was seen.

The person: Tiana Marie Caldwell, 29, of Atlanta, Georgia. She is in the accelerated BSN program (Cohort 14)
at Westview University School of Nursing, May 2025 - August 2026, now in her final summer semester
(capstone preceptorship at Peachtree Regional Medical Center, Leadership & Management, NCLEX Readiness,
ATI Comprehensive Predictor); graduation and pinning are on 14 August 2026 and she sits the NCLEX-RN after
that (Georgia Board of Nursing application and Pearson VUE registration under way). She is applying to
new-graduate RN residency programs at Atlanta hospitals. She pays her way driving for Uber and DoorDash part
time (since 2024) in a 2011 Toyota Corolla LE, keeps mileage logs and pays quarterly estimated taxes. She
shares a two-bedroom apartment at Moreland Commons (1420 Moreland Ave SE, Apt 3B, Atlanta GA 30316) with her
roommate Jasmine Ortiz and splits the utilities. Her health insurance is the Westview Student Health Plan.
Before nursing she was store manager of Hartwell Home & Linen store #212 at Cumberland Mall (2017 - Feb 2024);
she did her prerequisites at DeKalb Metro College in 2024 and applied to the ABSN that year. She ran the
Atlanta Half Marathon on Thanksgiving Day 2025 (finished). Her sister Kendra marries Andre Whitfield in
Negril, Jamaica on 18 July 2026; Tiana is a bridesmaid and flies ATL-MBJ 15-21 July. Past trips: New Orleans
(2024), Savannah (2023). English only.

The machine: ``Desktop/``, ``Documents/`` (a half-organised ``Nursing School/`` by semester, ``Jobs/``,
``Money/``, ``Taxes/``, ``Uber DoorDash/``, ``Apartment/``, ``Car/``, ``Health/``, ``Jamaica Wedding/``, an old
``Hartwell/`` folder, loose files), ``Downloads/`` (``document (3).pdf``, ``scan0004.pdf``, ``export.csv``,
installers), a ``2025/`` folder of dumped files, ``Pictures/`` (camera roll, screenshots, ``iPhone 11 backup
2024/``), ``Music/``, ``Books/``.

Labelling rules (written before any file was generated; as of ``NOW``, 2026-06-01):

- **Projects** (an outcome with an end still being worked on, whatever the file's age):
  the ABSN program until graduation in August 2026 -- every semester's lecture notes, care plans, clinical
  rotation paperwork and hour logs, ATI practice and proctored exam reports, syllabi, faculty emails,
  graduation application and pinning (topic Nursing School); the NCLEX-RN and Georgia licence -- Board of
  Nursing application, fingerprints, Pearson VUE registration, her own study schedule and the review-course
  receipt (topic NCLEX); the new-grad RN residency applications -- resume, cover letters, references,
  application confirmations, interview invitations, tracker (topic Job Search); Kendra's wedding trip to
  Jamaica in July 2026 -- flights, resort, passport renewal, bridesmaid dress, itinerary, packing list
  (topic Travel).
- **Areas** (responsibilities with no end, whatever the document's age): money -- bank and card
  statements, budget, student loans, FAFSA and financial-aid award letters, tuition bills, tax returns and
  tax forms of any year including W-2s, quarterly estimated federal and Georgia tax payments (Finance); the
  gig work -- Uber and DoorDash earnings statements, 1099-K/1099-NEC from them, mileage logs, driving
  expenses and account notices (Gig Driving); the apartment -- lease, renewal, rent, Georgia Power, water
  and internet bills, roommate split, renter's insurance, maintenance requests (Home); the Corolla --
  insurance, repairs, oil changes, registration, emissions test, and photos taken for a repair (Car); her
  health -- student health plan, claims, visits, prescriptions, dentist (Health); keeping her clinical
  compliance current -- immunization records, titers, TB tests, flu shot, background check, drug screen,
  BLS/CPR card, compliance-tracker notices (Compliance).
- **Resources** (reference and interests): nursing reference she got on her own, not issued by a course --
  drug guides, lab-value charts, NCLEX review books, nursing articles (Nursing); running articles and
  training reading (Running); recipes and meal prep (Cooking); other ebooks (Books); music (Music);
  installers (Software); photos and screenshots of everyday life (Photos) -- except photos that document a
  project or a responsibility (Jamaica resort/dress pictures: Projects Travel; finish-line photos: Archive
  Running; photos of the car's damage: Areas Car) and the photos inside the phone backup.
- **Archive** (finished projects, ended responsibilities): her retail career at Hartwell Home & Linen,
  ended February 2024 -- schedules, reviews, store reports, old retail resume, resignation (Retail); getting
  into nursing school, finished 2025 -- prerequisite courses, TEAS, application essays, acceptance letter
  (Nursing School); the Atlanta Half Marathon 2025 -- registration, training plan, results, photos
  (Running); past trips to New Orleans and Savannah (Travel); her previous apartment in Decatur, left in
  2024 (Home); the iPhone 11 backup of 2024 (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``), and
  ``desktop.ini``/``Thumbs.db`` (topic System). Dot files are written with ``dot()`` and not labelled.

Topics are subjects, not file kinds. ``hard`` marks a file whose name and folder say nothing about its
subject (``Downloads/document (3).pdf``, ``Desktop/scan0004.pdf``, ``2025/New Text Document.txt``): only the
text inside can place it. Images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

ME = "Tiana M. Caldwell"
ADDR = "1420 Moreland Ave SE, Apt 3B, Atlanta, GA 30316"
SCHOOL = "Westview University School of Nursing"
FIRST = ["Maria", "James", "Linda", "Robert", "Patricia", "Michael", "Dorothy", "William", "Gloria", "Terrence",
         "Shirley", "Anthony", "Brenda", "Marcus", "Helen", "Curtis"]
LAST = ["Johnson", "Williams", "Jackson", "Harris", "Thompson", "Robinson", "Walker", "Greene", "Mitchell",
        "Carter", "Hughes", "Patterson", "Bailey", "Reed"]
HOSP = ["Peachtree Regional Medical Center", "Chattahoochee Health System", "Northlake Memorial Hospital",
        "Fulton Heights Medical Center", "Druid Hills Children's Hospital", "Southside Community Hospital"]
DX = [("CHF exacerbation", "Excess fluid volume", "furosemide 40 mg IV BID, daily weights, 1.5 L fluid restriction"),
      ("COPD exacerbation", "Impaired gas exchange", "albuterol/ipratropium nebs q4h, O2 2 L NC titrate to SpO2 88-92%"),
      ("Type 2 diabetes with DKA resolved", "Risk for unstable blood glucose", "insulin glargine 20 units HS, POC glucose AC/HS"),
      ("Community-acquired pneumonia", "Ineffective airway clearance", "ceftriaxone 1 g IV daily, IS 10x/hr, cough and deep breathe"),
      ("Post-op total knee arthroplasty", "Acute pain", "oxycodone 5 mg PO q4h PRN, CPM machine, ice, PT BID"),
      ("Sepsis secondary to UTI", "Risk for shock", "30 mL/kg LR bolus, blood cultures x2, lactate q6h"),
      ("Acute pancreatitis", "Imbalanced nutrition: less than body requirements", "NPO, IV fluids, hydromorphone PCA"),
      ("Preeclampsia, 36 weeks", "Risk for injury (maternal)", "magnesium sulfate 2 g/hr, DTRs q1h, strict I&O")]
COURSES = {
    "Summer 2026": ["NURS 4950 Capstone Preceptorship", "NURS 4820 Leadership and Management", "NURS 4890 NCLEX Readiness"],
    "Spring 2026": ["NURS 4410 Med-Surg II", "NURS 4310 Pediatrics", "NURS 4520 Psych-Mental Health", "NURS 4600 Community Health"],
    "Fall 2025": ["NURS 3410 Med-Surg I", "NURS 3360 Maternal-Newborn", "NURS 3250 Pharmacology II"],
    "Summer 2025": ["NURS 3100 Fundamentals", "NURS 3150 Health Assessment", "NURS 3200 Pharmacology I", "NURS 3050 Pathophysiology"],
}
FACULTY = ["Dr. Renee Holloway, DNP, RN", "Prof. Carla Mendez, MSN, RN, CNE", "Dr. Obi Nwosu, PhD, RN",
           "Prof. Laura Beckett, MSN, RN", "Dr. Sandra Kim, DNP, APRN"]
TOPICS = ["Heart failure and fluid balance", "Acid-base interpretation (ABGs)", "Insulin types and onset/peak/duration",
          "Prioritization and delegation to UAP and LPN", "Postpartum hemorrhage and fundal assessment",
          "Pediatric developmental milestones", "Therapeutic communication and suicide risk", "Anticoagulants: heparin vs warfarin",
          "Burns: rule of nines and Parkland formula", "Chest tubes and water-seal drainage", "Renal failure: AKI vs CKD",
          "Lithium toxicity and mood stabilizers", "Infection control and isolation precautions", "Shock states and vasopressors"]


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _day(dt) -> str:
    return dt.strftime("%B %d, %Y").replace(" 0", " ")


def _pt(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


def _eml(frm: str, to: str, subj: str, dt, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt.strftime('%a, %d %b %Y')} 10:{dt.day:02d}:00 -0400\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


# --------------------------------------------------------------------------- Nursing School (Projects)
def t_care_plan(r, dt):
    dx, nd, orders = r.choice(DX)
    age = r.randint(34, 88)
    return (f"{SCHOOL}\nNursing Care Plan - Clinical Week {r.randint(2, 12)}\nStudent: {ME}   Clinical site: {r.choice(HOSP)}\n"
            f"Date of care: {_day(dt)}   Patient initials: {r.choice('ABCDGJKLMRST')}.{r.choice('ABCDHJMPRW')}.  Age: {age}\n"
            f"Admitting diagnosis: {dx}\nPriority nursing diagnosis: {nd}\n"
            f"Assessment data: BP {r.randint(96, 168)}/{r.randint(58, 98)}, HR {r.randint(62, 118)}, RR {r.randint(14, 26)}, "
            f"SpO2 {r.randint(88, 99)}%, pain {r.randint(0, 8)}/10\nPertinent orders: {orders}\n"
            "Goal (SMART): patient will demonstrate improvement in the priority problem by end of shift.\n"
            "Interventions with rationale:\n1. Assess and document every 4 hours and PRN; report changes to charge RN.\n"
            "2. Administer medications as ordered; monitor therapeutic and adverse effects.\n"
            "3. Teach-back on disease process and discharge medications.\nEvaluation: goal partially met; continue plan.\n"
            f"Clinical instructor: {r.choice(FACULTY)}\n")


def t_lecture(r, dt, course=None):
    topic = r.choice(TOPICS)
    pts = r.sample(["priority = ABCs, then Maslow", "know normal ranges cold for the exam",
                    "S/S early vs late -- late signs are an emergency", "never delegate assessment, teaching, evaluation",
                    "hold med and call provider if parameters out of range", "NCLEX likes 'first action' questions here",
                    "compare with baseline, trend the data", "safety first: fall and bleeding precautions",
                    "watch K+ with loop diuretics", "check apical pulse 1 full min before digoxin"], 5)
    return (f"{course or 'NURS lecture'} -- lecture notes {_day(dt)}\nTopic: {topic}\n"
            + "\n".join(f"- {p}" for p in pts) + f"\nExam {r.randint(2, 4)} covers this. Review ATI module chapter {r.randint(3, 40)}.\n")


def t_ati(r, dt):
    kind = r.choice(["RN Adult Medical Surgical 2023", "RN Pharmacology 2023", "RN Maternal Newborn 2023",
                     "RN Mental Health 2023", "RN Fundamentals 2023", "RN Comprehensive Predictor 2023"])
    score = r.uniform(64, 88)
    return (f"ATI Assessment Technologies Institute\nIndividual Performance Profile\n{kind} {r.choice(['Online Practice A', 'Online Practice B', 'Proctored'])}\n"
            f"Student: Caldwell, Tiana   Institution: {SCHOOL}   Cohort: ABSN 14\nDate completed: {_day(dt)}\n"
            f"Individual score: {score:.1f}%   Proficiency level: {'Level 2' if score > 72 else 'Level 1'}\n"
            f"Predicted probability of passing NCLEX-RN: {min(99, score + 17):.0f}%\n"
            "Topics to review: Reduction of Risk Potential; Pharmacological and Parenteral Therapies; Safety and Infection Control\n"
            f"Time spent: {r.randint(52, 118)} min\nFocused review remediation: 2 hours, three critical points per topic.\n")


def t_clinical_log(r, dt):
    rows = ["Date;Unit;Preceptor;Hours;Skills"]
    for i in range(10):
        d = dt - timedelta(days=3 * i)
        rows.append(f"{d:%m/%d/%Y};{r.choice(['5 West Med-Surg', '4 North Tele', 'ICU step-down'])};Angela Moore RN;12;"
                    f"{r.choice(['IV start', 'Foley', 'med pass 5 pts', 'wound vac change', 'admission', 'discharge teaching'])}")
    rows.append(f"Total;;;{120};Capstone requires 180 hours")
    return "\n".join(rows)


def t_school_mail(r, dt):
    subj, body = r.choice([
        ("Capstone preceptor hours due Friday", "Please upload your signed hour log and reflective journal to the course shell by Friday 11:59 pm."),
        ("ATI Comprehensive Predictor - proctored date", "The proctored Comprehensive Predictor is scheduled in the Sim Lab, Room 210. Bring your student ID and arrive 20 minutes early."),
        ("Clinical assignment update", f"Your clinical group moves to {r.choice(HOSP)}, 5 West, starting next week. Report at 0645 in navy scrubs."),
        ("Exam 3 review session", "Optional review Thursday 4-6 pm on Zoom. Focus: endocrine, renal, priority questions."),
        ("Graduation application deadline", "Apply for August 2026 graduation in the student portal and order your pinning ceremony pin by June 15."),
    ])
    return _eml(r.choice(FACULTY).split(",")[0] + " <faculty@westview.edu>", "tcaldwell14@student.westview.edu",
                subj, dt, f"Hello Cohort 14,\n\n{body}\n\nThank you,\n{r.choice(FACULTY)}\n{SCHOOL}")


def t_syllabus(r, dt, course):
    return (f"{SCHOOL}\n{course}\nCourse syllabus\nFaculty: {r.choice(FACULTY)}\nCredit hours: {r.randint(2, 6)}\n"
            "Grading: exams 60%, ATI proctored 10%, care plans 15%, clinical evaluation pass/fail, quizzes 15%\n"
            "Minimum passing grade: 77% exam average. Attendance at clinical is mandatory.\n"
            "Required: ATI content mastery series; Lewis Medical-Surgical Nursing, 12th ed.\n")


def t_sim(r, dt):
    return (f"Simulation debrief -- {_day(dt)}\nScenario: {r.choice(['rapid response, hypoglycemia', 'post-op hemorrhage', 'pediatric asthma', 'anaphylaxis after antibiotic'])}\n"
            f"Role: {r.choice(['primary nurse', 'medication nurse', 'observer'])}\nWhat went well: called SBAR to provider, closed-loop communication.\n"
            "What I would change: reassess vitals sooner after intervention.\nFaculty: Prof. Laura Beckett\n")


# --------------------------------------------------------------------------- NCLEX (Projects)
def t_gbon(r, dt):
    return (f"Georgia Board of Nursing\nApplication for Licensure by Examination - Registered Nurse\nApplicant: {ME}\n"
            f"Application ID: GA-RN-{r.randint(400000, 499999)}   Submitted: {_day(dt)}\nFee paid: $40.00\n"
            "Status: pending - awaiting program completion verification from Westview University and GAPS fingerprint results.\n"
            "You will receive Authorization to Test (ATT) from Pearson VUE once made eligible.\n")


def t_pearson(r, dt):
    return _eml("Pearson VUE <noreply@pearson.com>", "tiana.caldwell29@gmail.com", "NCLEX Registration Confirmation", dt,
                f"Dear Tiana Caldwell,\n\nThank you for registering for the NCLEX-RN examination.\nCandidate ID: NCX{r.randint(1000000, 9999999)}\n"
                "Nursing Regulatory Body: Georgia Board of Nursing (RN)\nRegistration fee: $200.00 paid by Visa ending 4417\n"
                "Your Authorization to Test will be emailed when the board declares you eligible.\n\nPearson VUE")


def t_study_plan(r, dt):
    rows = ["Week;Focus;UWorld Qs;Target %"]
    for i, f in enumerate(["Pharm", "Med-Surg cardiac/resp", "Peds + OB", "Psych + Leadership", "Priority/SATA", "CAT practice tests",
                           "Weak areas", "Final review"]):
        rows.append(f"{i + 1};{f};{r.randint(300, 600)};{r.randint(60, 70)}")
    return "\n".join(rows)


def t_gaps(r, dt):
    return (f"Georgia Applicant Processing Service (GAPS)\nFingerprint appointment receipt\nApplicant: {ME}\n"
            f"Reason fingerprinted: Georgia Board of Nursing - RN licensure\nRegistration ID: GA{r.randint(10000000, 99999999)}\n"
            f"Date: {_day(dt)}  Location: IdentoGO, 2581 Piedmont Rd NE\nFee: $52.75\n")


# --------------------------------------------------------------------------- Job Search (Projects)
def t_resume(r, dt):
    return (f"TIANA M. CALDWELL, BSN Student\nAtlanta, GA | tiana.caldwell29@gmail.com | (404) 555-0183\n"
            f"EDUCATION\nBachelor of Science in Nursing (Accelerated), {SCHOOL}, expected August 2026, GPA 3.71\n"
            "B.A. Communication, Georgia State University, 2018\nLICENSURE & CERTIFICATIONS\nNCLEX-RN eligible August 2026; BLS (AHA)\n"
            f"CLINICAL EXPERIENCE\nCapstone preceptorship, 5 West Med-Surg, {HOSP[0]}, 180 hours\n"
            "Rotations: Med-Surg I/II, Maternal-Newborn, Pediatrics, Psych, Community\n"
            "PROFESSIONAL EXPERIENCE\nStore Manager, Hartwell Home & Linen, 2017-2024: led team of 24, budget $4.1M\n"
            "Rideshare/Delivery driver, Uber and DoorDash, 2024-present\n")


def t_cover(r, dt, hosp):
    return (f"{_day(dt)}\nNurse Residency Recruitment\n{hosp}\nAtlanta, Georgia\n\nDear Nurse Recruiter,\n"
            f"I am applying to the {hosp} New Graduate RN Residency Program, {r.choice(['Med-Surg', 'Critical Care', 'Emergency'])} track, "
            "for the fall 2026 cohort. I graduate from the accelerated BSN program at Westview University in August 2026.\n"
            "Seven years managing a retail store taught me to lead under pressure, de-escalate, and keep a team safe and on time.\n"
            f"Sincerely,\n{ME}\n")


def t_app_confirm(r, dt, hosp):
    return _eml(f"{hosp} Careers <careers@talent-mail.com>", "tiana.caldwell29@gmail.com",
                "Application received: New Graduate RN Residency", dt,
                f"Dear Tiana,\n\nThank you for applying for Requisition {r.randint(100000, 999999)} - Registered Nurse Resident "
                f"(New Grad), {hosp}. Our nurse recruitment team reviews applications after the window closes. Candidates "
                "selected will be invited to a panel interview.\n\nTalent Acquisition")


def t_interview(r, dt, hosp):
    s = (dt + timedelta(days=9)).strftime("%Y%m%d")
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Microsoft Corporation//Outlook 16.0//EN\nBEGIN:VEVENT\n"
            f"UID:{r.randint(10 ** 8, 10 ** 9)}@outlook.com\nDTSTART:{s}T140000Z\nDTEND:{s}T150000Z\n"
            f"SUMMARY:Panel interview - New Grad RN Residency - {hosp}\nLOCATION:Teams meeting\n"
            "DESCRIPTION:Behavioral interview with nurse manager and residency coordinator. Prepare STAR examples.\n"
            "END:VEVENT\nEND:VCALENDAR\n")


def t_job_tracker(r, dt):
    rows = ["Hospital;Program;Track;Applied;Status;Contact"]
    for h in HOSP[:5]:
        rows.append(f"{h};New Grad RN Residency;{r.choice(['Med-Surg', 'ICU', 'ED', 'Tele'])};"
                    f"{(dt - timedelta(days=r.randint(5, 60))):%m/%d/%Y};{r.choice(['applied', 'interview', 'phone screen', 'waiting'])};recruiter")
    return "\n".join(rows)


def t_reference(r, dt):
    return (f"Letter of Recommendation\n{_day(dt)}\nTo the Nurse Residency Selection Committee:\n"
            f"I have precepted Tiana Caldwell for 180 hours on 5 West at {HOSP[0]}. She manages a four-patient assignment, "
            "prioritizes well and communicates clearly with providers. I recommend her for a new graduate residency without reservation.\n"
            "Angela Moore, BSN, RN, Charge Nurse\n")


# --------------------------------------------------------------------------- Travel: Jamaica (Projects)
def t_flight(r, dt):
    return (f"Delta Air Lines - Trip confirmation\nConfirmation #: {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            "Passenger: TIANA CALDWELL\nWed 15 Jul 2026  DL 1851  ATL 09:05 -> MBJ 12:20  Main Cabin\n"
            "Tue 21 Jul 2026  DL 1852  MBJ 13:30 -> ATL 16:55  Main Cabin\n"
            f"Total paid: {_usd(r, 480, 620)}  (Kendra & Andre wedding block)\nCheck passport validity: 6 months recommended.\n")


def t_resort(r, dt):
    return (f"Coral Bay Resort Negril - Reservation confirmation\nGuest: Tiana Caldwell   Room: Garden View King, shared with cousin Brianna\n"
            f"Arrival: July 15, 2026   Departure: July 21, 2026   6 nights\nGroup: Caldwell-Whitfield Wedding\nRate: {_usd(r, 189, 240)} per night, all-inclusive\n"
            f"Deposit paid: {_usd(r, 300, 450)}  Balance due 30 days before arrival.\n")


def t_wedding(r, dt):
    return ("Kendra & Andre - Wedding weekend, Negril Jamaica\nThu 16 July: welcome dinner on the beach, 7 pm\n"
            "Fri 17 July: bridesmaids hair and makeup trial; rehearsal 5 pm\nSat 18 July: ceremony 4:30 pm at the cliffs, reception to follow\n"
            "Sun 19 July: catamaran day, Rick's Cafe\nBridesmaids: emerald satin, gold sandals. Dress code guests: beach formal.\n")


def t_passport(r, dt):
    return (f"U.S. Department of State - Passport renewal status\nApplicant: TIANA MARIE CALDWELL\nForm DS-82 received {_day(dt)}\n"
            "Service: routine, $130.00 fee paid\nStatus: In Process. Routine processing 4-6 weeks.\nTravel date entered: 07/15/2026 (Jamaica)\n")


def t_packing(r, dt):
    return ("Jamaica packing list\n- passport!! + copy\n- bridesmaid dress (steam at resort)\n- gold sandals\n- reef-safe sunscreen\n"
            "- swimsuits x3\n- gift for Kendra & Andre\n- JMD cash? use card mostly\n- phone charger, adapter not needed\n- meds, bug spray\n")


# --------------------------------------------------------------------------- Finance (Areas)
def t_bank(r, dt):
    bal = r.uniform(300, 2400)
    lines = [f"Magnolia Federal Credit Union\nMember statement  {dt.replace(day=1):%B %Y}\n{ME}\n{ADDR}\nShare Draft Checking ****2290",
             f"Beginning balance ${bal:,.2f}"]
    for _ in range(8):
        lines.append(r.choice([f"DIRECT DEP UBER TECHNOLOGIES +{_usd(r, 180, 520)}", f"DOORDASH DASHER PAYOUT +{_usd(r, 90, 310)}",
                               f"ZELLE FROM JASMINE ORTIZ UTIL SHARE +{_usd(r, 60, 110)}", f"MORELAND COMMONS RENT -$812.50",
                               f"KROGER #449 -{_usd(r, 20, 90)}", f"QT 745 FUEL -{_usd(r, 25, 55)}", f"AIDVANTAGE LOAN PMT -$0.00 in-school"]))
    lines.append(f"Ending balance ${bal + r.uniform(-300, 400):,.2f}")
    return "\n".join(lines)


def t_loan(r, dt):
    return (f"Aidvantage - Federal Student Aid\nAccount summary as of {_day(dt)}\nBorrower: {ME}\n"
            f"Loan 1: Direct Unsubsidized, disbursed 05/2025, principal {_usd(r, 9000, 10500)}, rate 6.53%\n"
            f"Loan 2: Direct Unsubsidized, disbursed 08/2025, principal {_usd(r, 6000, 7500)}, rate 6.53%\n"
            f"Loan 3: Direct Unsubsidized, disbursed 01/2026, principal {_usd(r, 6000, 7500)}, rate 6.39%\n"
            "Status: In school deferment. Grace period ends 6 months after you leave school (February 2027).\n"
            "Interest accrues during deferment.\n")


def t_fafsa(r, dt):
    return (f"2026-27 FAFSA Submission Summary\nStudent: Tiana M Caldwell\nSubmitted: {_day(dt)}\nStudent Aid Index (SAI): {r.randint(900, 4000)}\n"
            "Dependency status: independent\nSchools: Westview University (Federal School Code 00xxxx)\n"
            "Pell Grant eligibility: not eligible - prior bachelor's degree\nNext steps: review aid offer from your school.\n")


def t_aid(r, dt):
    return (f"Westview University Office of Financial Aid\nFinancial Aid Award Letter 2025-26\nStudent: {ME}  ID 9003{r.randint(10000, 99999)}\n"
            "Program: BSN Accelerated (second degree)\nFederal Direct Unsubsidized Loan: $20,500.00\n"
            f"Nursing Workforce Scholarship (HRSA): {_usd(r, 1500, 3000)}\nTotal award: see portal. Accept or decline by the deadline.\n")


def t_tuition(r, dt):
    return (f"Westview University Bursar - Student Account Statement\nTerm: {r.choice(['Summer 2026', 'Spring 2026', 'Fall 2025'])}\n{ME}\n"
            f"Tuition ABSN flat rate {_usd(r, 11000, 13500)}\nClinical lab fee $450.00\nATI testing fee $610.00\nStudent health insurance {_usd(r, 1300, 1500)}\n"
            f"Financial aid applied -{_usd(r, 9000, 11000)}\nBalance due {_usd(r, 600, 4800)}\n")


def t_est_tax(r, dt):
    q = r.choice(["1", "2", "3", "4"])
    return (f"IRS Direct Pay - Payment confirmation\nConfirmation number: {r.randint(10 ** 11, 10 ** 12)}\n"
            f"Tax type: Estimated Tax 1040ES  Tax period: {dt.year if q != '4' else dt.year - 1}  Q{q}\nTaxpayer: TIANA M CALDWELL\n"
            f"Payment amount: {_usd(r, 280, 620)}\nPayment date: {_day(dt)}\nKeep this confirmation for your records.\n")


def t_ga_tax(r, dt):
    return (f"Georgia Tax Center - Georgia Department of Revenue\nForm 500-ES Individual estimated tax payment\nTaxpayer: Tiana M Caldwell\n"
            f"Payment: {_usd(r, 70, 160)}  Submitted {_day(dt)}\nConfirmation: GTC{r.randint(1000000, 9999999)}\n")


def t_budget(r, dt):
    rows = ["Item;Monthly;Notes", "Rent (my half);812.50;Moreland Commons", "Georgia Power (half);" + f"{r.uniform(45, 85):.2f};",
            "Internet (half);37.50;Xfinity", "Car insurance;148.00;Peach State Mutual", "Gas;" + f"{r.uniform(180, 260):.0f};for gig driving too",
            "Groceries;320;", "Phone;55;", "Set aside for taxes;" + f"{r.uniform(250, 400):.0f};25% of gig profit", "Savings - Jamaica;150;"]
    return "\n".join(rows)


def t_return(r, dt):
    y = dt.year - 1
    return (f"Form 1040 U.S. Individual Income Tax Return {y} - summary\nTiana M Caldwell\nFiling status: Single\n"
            f"Wages (W-2): {_usd(r, 0, 2000) if y >= 2025 else '$11,482.00'}\nSchedule C net profit (rideshare/delivery): {_usd(r, 8000, 14000)}\n"
            f"Self-employment tax: {_usd(r, 1100, 1900)}\nEducation credit (Lifetime Learning, Form 8863): $2,000.00\n"
            f"Estimated payments applied: {_usd(r, 1200, 2000)}\nRefund/Amount owed: {_usd(r, 40, 700)}\nPrepared with FreeTaxUSA.\n")


def t_w2(r, dt):
    return (f"Form W-2 Wage and Tax Statement 2024\nEmployer: Hartwell Home & Linen Inc, EIN 58-{r.randint(1000000, 9999999)}\n"
            f"Employee: Tiana M Caldwell\nBox 1 Wages: $11,482.00\nBox 2 Federal tax withheld: $1,036.00\nBox 16 State wages GA: $11,482.00\n")


# --------------------------------------------------------------------------- Gig Driving (Areas)
def t_uber(r, dt):
    return (f"Uber - Weekly earnings statement\nDriver: Tiana C.\nWeek: {(dt - timedelta(days=7)):%b %d} - {dt:%b %d, %Y}\n"
            f"Trips: {r.randint(14, 38)}  Online hours: {r.uniform(9, 22):.1f}\nFares {_usd(r, 220, 610)}\nTips {_usd(r, 20, 90)}\n"
            f"Promotions (Quest) {_usd(r, 0, 60)}\nService fee deducted, net payout {_usd(r, 200, 560)}\nVehicle: Toyota Corolla 2011 GA plate RBX 4471\n")


def t_dd(r, dt):
    return (f"DoorDash Dasher - Pay summary\nDasher: Tiana Caldwell\nPay period ending {_day(dt)}\nDeliveries: {r.randint(10, 40)}\n"
            f"Base pay {_usd(r, 60, 180)}  Peak pay {_usd(r, 0, 30)}  Customer tips {_usd(r, 40, 160)}\nActive time {r.uniform(6, 16):.1f} h, "
            f"{r.randint(60, 190)} miles\nFast Pay transfer to debit card ****2290\n")


def t_mileage(r, dt):
    rows = ["Date,App,Start odometer,End odometer,Business miles,Notes"]
    odo = r.randint(188000, 196000)
    for i in range(14):
        d = dt - timedelta(days=14 - i)
        m = r.randint(35, 140)
        rows.append(f"{d:%Y-%m-%d},{r.choice(['Uber', 'DoorDash', 'Uber+DoorDash'])},{odo},{odo + m},{m},{r.choice(['airport run', 'dinner rush', 'Buckhead', 'Midtown', ''])}")
        odo += m + r.randint(5, 25)
    return "\n".join(rows)


def t_1099(r, dt):
    who = r.choice(["Uber Technologies Inc - Form 1099-K", "DoorDash Inc - Form 1099-NEC"])
    return (f"{who}\nTax year {dt.year - 1}\nRecipient: Tiana M Caldwell, {ADDR}\nGross amount: {_usd(r, 5000, 16000)}\n"
            "Box 1 nonemployee compensation / gross payments. Report on Schedule C.\n")


def t_gig_exp(r, dt):
    rows = ["Date;Vendor;Category;Amount"]
    for _ in range(9):
        rows.append(f"{(dt - timedelta(days=r.randint(1, 90))):%m/%d/%Y};{r.choice(['QT', 'Costco Gas', 'Mister Car Wash', 'AutoZone', 'T-Mobile'])};"
                    f"{r.choice(['fuel', 'car wash', 'phone (50% business)', 'phone mount', 'insulated bag'])};{r.uniform(8, 60):.2f}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Home (Areas)
def t_lease(r, dt):
    return (f"Moreland Commons Apartments - Residential Lease Agreement\nResidents: Tiana M. Caldwell and Jasmine R. Ortiz\nPremises: {ADDR}\n"
            f"Term: 12 months beginning {_day(dt)}\nMonthly rent: $1,625.00 due on the 1st; late fee $75 after the 5th\nSecurity deposit: $800.00\n"
            "Utilities: residents pay Georgia Power electric, Xfinity internet; water/sewer/trash billed by RealPage.\n"
            "Joint and several liability. Landlord: Moreland Commons LLC, managed by Crestline Residential.\n")


def t_power(r, dt):
    return (f"Georgia Power - Residential bill\nService address: {ADDR}\nAccount: {r.randint(10 ** 9, 10 ** 10)}\n"
            f"Billing period ending {_day(dt)}\nkWh used: {r.randint(540, 1380)}\nAmount due: {_usd(r, 88, 190)} by {_day(dt + timedelta(days=18))}\n")


def t_water(r, dt):
    return (f"RealPage Utility Management - Moreland Commons\nResident: Caldwell/Ortiz  Unit 3B\nStatement date {_day(dt)}\n"
            f"Water/sewer {_usd(r, 40, 80)}  Trash {_usd(r, 12, 18)}  Pest control $3.00\nTotal due {_usd(r, 58, 100)}\n")


def t_split(r, dt):
    rows = ["Month;Rent;Georgia Power;Xfinity;Water/trash;Jasmine owes;Paid?"]
    for i in range(6):
        d = dt - timedelta(days=30 * i)
        rows.append(f"{d:%b %Y};1625;{r.uniform(90, 180):.2f};75;{r.uniform(55, 95):.2f};{r.uniform(950, 1020):.2f};{r.choice(['yes', 'yes', 'Venmo pending'])}")
    return "\n".join(rows)


def t_renters(r, dt):
    return (f"Lemonade Renters Insurance - Policy declarations\nNamed insured: Tiana Caldwell\nLocation: {ADDR}\n"
            f"Personal property $20,000; Liability $100,000; deductible $500\nAnnual premium {_usd(r, 110, 160)}\nPolicy period starts {_day(dt)}\n")


def t_maint(r, dt):
    return _eml("Moreland Commons Resident Portal <noreply@crestline-res.com>", "tiana.caldwell29@gmail.com",
                f"Service request #{r.randint(20000, 29999)} completed", dt,
                f"Hi Tiana,\n\nYour service request for Unit 3B ({r.choice(['AC not cooling', 'dishwasher leaking', 'bathroom fan noise', 'garbage disposal jammed'])}) "
                "was completed by our maintenance team today. Please rate your experience.\n\nMoreland Commons Leasing Office")


# --------------------------------------------------------------------------- Car (Areas)
def t_car_ins(r, dt):
    return (f"Peach State Mutual Auto Insurance - Declarations page\nNamed insured: Tiana M Caldwell\nVehicle: 2011 Toyota Corolla LE VIN 2T1BU4EE{r.randint(100000000, 999999999)}\n"
            f"Policy period: {_day(dt)} to {_day(dt + timedelta(days=182))}\nCoverage: liability 50/100/50, collision $1,000 ded., rideshare endorsement\n"
            f"6-month premium: {_usd(r, 820, 980)}\n")


def t_repair(r, dt):
    job = r.choice([("front brake pads and rotors", 380, 520), ("alternator replacement", 420, 610), ("struts, rear pair", 500, 700),
                    ("check engine P0420 catalytic converter diagnosis", 120, 160), ("new tires x4, alignment", 540, 690)])
    return (f"Ponce Auto Care - Invoice #{r.randint(10000, 99999)}\n{_day(dt)}\nCustomer: Tiana Caldwell\nVehicle: 2011 Toyota Corolla, odometer {r.randint(185000, 199000)}\n"
            f"Work performed: {job[0]}\nParts and labor total: {_usd(r, job[1], job[2])}\nWarranty 12 months / 12,000 miles\n")


def t_tag(r, dt):
    return (f"Fulton County Tag Office - Vehicle registration renewal\nOwner: Tiana M Caldwell\nPlate RBX4471  2011 TOYOTA COROLLA\n"
            f"Ad valorem tax {_usd(r, 40, 90)}  Registration $20.00\nValid through {_day(dt + timedelta(days=365))}\n")


def t_emissions(r, dt):
    return (f"Georgia's Clean Air Force - Vehicle emissions inspection report\nVehicle: 2011 TOYOTA COROLLA  Plate RBX4471\nTest date {_day(dt)}\n"
            "OBD result: PASS\nStation: Moreland Ave Emissions, fee $25.00\n")


# --------------------------------------------------------------------------- Health (Areas)
def t_health_eob(r, dt):
    return (f"UnitedHealthcare StudentResources - Explanation of Benefits\nMember: Tiana Caldwell  Plan: Westview University Student Health Plan 2025-26\n"
            f"Date of service: {_day(dt)}\nProvider: {r.choice(['Westview Student Health Center', 'MinuteClinic Atlanta', 'Emory Midtown Urgent Care', 'Piedmont Physicians'])}\n"
            f"Billed {_usd(r, 120, 480)}  Plan paid {_usd(r, 60, 300)}  You owe {_usd(r, 20, 60)}\n")


def t_visit(r, dt):
    return (f"After Visit Summary - {_day(dt)}\nPatient: Tiana Caldwell, DOB 03/11/1997\nReason for visit: {r.choice(['annual physical', 'right knee pain after running', 'sinus infection', 'follow-up iron levels'])}\n"
            f"Vitals: BP {r.randint(108, 124)}/{r.randint(68, 80)}, BMI 23.8\nPlan: {r.choice(['ibuprofen 400 mg PRN, rest, PT referral', 'amoxicillin 500 mg TID x10 days', 'ferrous sulfate 325 mg daily, recheck CBC 3 months'])}\n"
            "Provider: Nia Fofanah, FNP-C\n")


def t_dental(r, dt):
    return (f"Bright Smile Dental of East Atlanta\nPatient: Tiana Caldwell\nDate {_day(dt)}\nProcedures: D1110 cleaning, D0274 bitewings\n"
            f"Total {_usd(r, 160, 260)}  Insurance est. {_usd(r, 100, 180)}  Patient paid {_usd(r, 30, 80)}\n")


# --------------------------------------------------------------------------- Compliance (Areas)
def t_immun(r, dt):
    return (f"Immunization record - {ME}, DOB 03/11/1997\nMMR: 2 doses (1998, 2002); MMR titer immune {_day(dt - timedelta(days=380))}\n"
            "Hepatitis B: 3-dose series complete; anti-HBs 48 mIU/mL (immune)\nVaricella IgG: positive\nTdap: 04/2025\n"
            f"Influenza 2025-26: 10/2025 lot {r.randint(100000, 999999)}\nCOVID-19: updated 2025-26\n"
            f"TB: QuantiFERON-TB Gold negative {_day(dt)}\nVerified for clinical placement by Westview Student Health\n")


def t_tb(r, dt):
    return (f"Quest Diagnostics - Laboratory report\nPatient: CALDWELL, TIANA\nCollected {_day(dt)}\nTest: QuantiFERON-TB Gold Plus\n"
            "Result: NEGATIVE\nTB1 antigen minus Nil: 0.01 IU/mL  TB2 antigen minus Nil: 0.02 IU/mL\nOrdering: Westview Student Health Center\n")


def t_bls(r, dt):
    return (f"American Heart Association - BLS Provider eCard\nName: Tiana Caldwell\nIssue date: {_day(dt)}\nRecommended renewal: {_day(dt + timedelta(days=730))}\n"
            f"eCard code: {r.randint(10 ** 11, 10 ** 12)}\nTraining Center: Atlanta CPR Pros\nInstructor: D. Grant\n")


def t_background(r, dt):
    return (f"ClinTrack Compliance - Background check report\nSubject: Tiana Marie Caldwell\nOrdered by: {SCHOOL}, clinical placement\n"
            f"Completed {_day(dt)}\nCounty criminal search Fulton, DeKalb: clear\nNational sex offender registry: clear\nOIG/GSA exclusion: clear\n"
            "Drug screen 10-panel: negative\nStatus: COMPLIANT\n")


def t_clintrack(r, dt):
    return _eml("ClinTrack <alerts@clintrack.com>", "tcaldwell14@student.westview.edu", "Requirement expiring soon", dt,
                f"Hello Tiana,\n\nThe following requirement in your ClinTrack To-Do list expires in 30 days: "
                f"{r.choice(['Influenza vaccination', 'Annual TB screening', 'BLS certification', 'Health insurance card'])}.\n"
                "Upload new documentation so you remain compliant for clinical placement.\n\nClinTrack Compliance Team")


# --------------------------------------------------------------------------- Archive texts
def t_retail_review(r, dt):
    return (f"Hartwell Home & Linen - Annual Performance Review {dt.year}\nStore Manager: Tiana Caldwell, Store #212 Cumberland Mall\n"
            f"District Manager: Greg Paulson\nSales vs plan: {r.uniform(96, 108):.1f}%  Shrink: {r.uniform(0.9, 1.8):.2f}%  Payroll to plan: on target\n"
            "Strengths: team development, visual standards, holiday staffing\nRating: Exceeds expectations. Merit increase 3.5%.\n")


def t_retail_report(r, dt):
    rows = ["Week;Sales;Plan;Traffic;Conversion;Payroll hrs"]
    for i in range(8):
        rows.append(f"{(dt - timedelta(days=7 * i)):%m/%d/%Y};{r.randint(52000, 98000)};{r.randint(55000, 90000)};{r.randint(3100, 6900)};"
                    f"{r.uniform(18, 31):.1f}%;{r.randint(540, 780)}")
    return "Hartwell #212 weekly flash report\n" + "\n".join(rows)


def t_retail_sched(r, dt):
    names = ["Tiana (SM)", "Marcus (ASM)", "Keke", "Devon", "Alyssa", "Jordan", "Brittany", "Luis"]
    rows = ["Associate;Sun;Mon;Tue;Wed;Thu;Fri;Sat"]
    for n in names:
        rows.append(n + ";" + ";".join(r.choice(["9-6", "12-9", "OFF", "10-7", "7-4 truck"]) for _ in range(7)))
    return "\n".join(rows)


def t_resign(r, dt):
    return (f"{_day(dt)}\nGreg Paulson, District Manager\nHartwell Home & Linen, District 14\n\nDear Greg,\n"
            "Please accept this letter as my resignation as Store Manager of store #212, effective two weeks from today. "
            "I am leaving retail to go back to school for nursing. Thank you for seven great years.\n\nTiana Caldwell\n")


def t_old_resume(r, dt):
    return ("TIANA CALDWELL\nRetail Store Manager | Atlanta GA\nHartwell Home & Linen, Store Manager 2020-2024, Assistant Store Manager 2017-2020\n"
            "- Grew store sales 11% in 2022, reduced shrink to 1.1%\n- Hired and trained 24 associates, 3 promoted to management\n"
            "Skills: P&L, merchandising, inventory control, scheduling (Kronos)\n")


def t_teas(r, dt):
    return (f"ATI TEAS - Score report\nCandidate: Tiana Caldwell\nTest date: {_day(dt)}\nAdjusted individual total score: {r.uniform(82, 90):.1f}%\n"
            "Academic preparedness level: Advanced\nReading 88.1  Math 84.4  Science 81.2  English 85.0\nSent to: Westview University ABSN\n")


def t_accept(r, dt):
    return (f"{_day(dt)}\nDear Tiana,\nCongratulations! On behalf of the admissions committee, I am pleased to offer you a seat in the "
            f"Accelerated BSN Cohort 14 at {SCHOOL}, beginning May 2025. Please submit your $500 seat deposit and complete "
            "ClinTrack onboarding by the deadline.\nDirector of Admissions, School of Nursing\n")


def t_essay(r, dt):
    return ("Personal statement - ABSN application\nFor seven years I ran a store. What I liked most was not the sales numbers but the day a "
            "customer collapsed near the registers and I watched a nurse who was shopping take charge. I want to be that person. "
            "My prerequisites (A&P I and II, microbiology, statistics) are complete with a 3.9 GPA at DeKalb Metro College.\n")


def t_prereq(r, dt):
    return (f"DeKalb Metro College - Unofficial transcript\nStudent: Tiana M Caldwell\nSpring 2024: BIOL 2113 Anatomy & Physiology I A; MATH 1401 Statistics A\n"
            "Summer 2024: BIOL 2114 Anatomy & Physiology II A; PSYC 2103 Human Growth and Development A\nFall 2024: BIOL 2240 Microbiology A-; CHEM 1151 B+\nTerm GPA 3.88\n")


def t_race_reg(r, dt):
    return (f"Atlanta Track Club - Registration confirmation\nAtlanta Half Marathon, Thursday November 27, 2025 (Thanksgiving Day)\n"
            f"Participant: Tiana Caldwell  Bib assignment: corral {r.choice('CDEF')}\nFee paid: $95.00\nStart: Center Parc Stadium 7:15 am\n")


def t_race_plan(r, dt):
    rows = ["Week;Tue;Thu;Sat long run;Total miles"]
    for w in range(1, 13):
        rows.append(f"{w};{r.randint(3, 5)} easy;{r.randint(3, 6)} tempo;{min(13, 5 + w)};{r.randint(14, 28)}")
    return "Half marathon plan - Aug to Nov 2025 (race Thanksgiving)\n" + "\n".join(rows)


def t_race_result(r, dt):
    return (f"Atlanta Half Marathon 2025 - Official result\nTiana Caldwell  F25-29  Atlanta GA\nChip time 2:{r.randint(8, 22)}:{r.randint(10, 59)}\n"
            f"Pace {r.randint(9, 10)}:{r.randint(10, 59)}/mi  Overall place {r.randint(2100, 4800)}  Division {r.randint(120, 380)}\n")


def t_nola(r, dt):
    return (f"Hotel confirmation - The Frenchmen Hotel, New Orleans\nGuest: Tiana Caldwell\nCheck-in Fri 12 Apr 2024, check-out Sun 14 Apr 2024\n"
            f"Total {_usd(r, 380, 520)} incl. taxes\nFrench Quarter Fest weekend\n")


def t_old_lease(r, dt):
    return (f"Oakhurst Village Apartments - Notice of move-out inspection\nResident: Tiana Caldwell, 305 W Ponce de Leon Ave Apt 12, Decatur GA 30030\n"
            f"Move-out date: {_day(dt)}\nDeposit $650.00; deductions carpet cleaning $95.00; refund {_usd(r, 520, 555)} mailed\n")


# --------------------------------------------------------------------------- Resources texts
def t_nurse_ref(r, dt):
    title, body = r.choice([
        ("Normal lab values quick reference", "Na 135-145 mEq/L; K 3.5-5.0; Ca 8.5-10.5 mg/dL; Mg 1.5-2.5; BUN 10-20; creatinine 0.6-1.2; "
         "glucose 70-110; Hgb F 12-16 g/dL; platelets 150,000-400,000; INR 0.8-1.1 (2-3 on warfarin); aPTT 30-40 s."),
        ("High-alert medications", "Insulin, heparin, potassium chloride concentrate, opioids, magnesium sulfate, chemotherapy: independent double check."),
        ("ABG interpretation - ROME", "Respiratory Opposite, Metabolic Equal. pH 7.35-7.45, PaCO2 35-45, HCO3 22-26."),
        ("Dosage calculation formulas", "Desired over have times quantity; mL/hr = volume / time; gtt/min = volume x drop factor / minutes."),
    ])
    return f"{title}\n{body}\nSource: nurse study blog, printed for my own reference.\n"


def t_run_article(r, dt):
    return r.choice(["How to run your first half marathon: build the long run by one mile a week, keep 80% of runs easy.",
                     "Shin splints in runners: causes, rest, calf strengthening, and when to see a doctor.",
                     "Heat running in Georgia summers: hydrate, run before 7 am, adjust pace by 20-30 seconds per mile.",
                     "Strength training for runners: single-leg deadlifts, glute bridges, planks twice a week."]) + "\n"


def t_recipe(r, dt):
    name, ing = r.choice([("Sheet-pan chicken and veggies (meal prep)", "chicken thighs, broccoli, sweet potato, olive oil, garlic powder, 425F 25 min"),
                          ("Turkey chili for clinical week", "ground turkey, kidney beans, crushed tomatoes, chili powder, cumin, onion"),
                          ("Overnight oats", "oats, almond milk, chia, Greek yogurt, berries, honey"),
                          ("Jerk chicken like Auntie's", "scotch bonnet, allspice, thyme, scallion, soy sauce, lime, brown sugar")])
    return f"{name}\nIngredients: {ing}\nMakes 4 portions. Freezes well.\n"


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
    NS, NC, JS, TR = "Nursing School", "NCLEX", "Job Search", "Travel"

    # ------------------------------------------------------------ Documents/Nursing School (Projects)
    ns = "Documents/Nursing School"
    sem_age = {"Summer 2026": (2, 30), "Spring 2026": (35, 145), "Fall 2025": (150, 270), "Summer 2025": (275, 385)}
    for sem, courses in COURSES.items():
        lo, hi = sem_age[sem]
        for c in courses:
            code = c.split(" ")[0] + " " + c.split(" ")[1]
            add(f"{ns}/{sem}/{code}/{code} syllabus.pdf", P, NS, hi, lambda r, dt, c=c: t_syllabus(r, dt, c))
            for k in range({"Summer 2026": 3, "Spring 2026": 2}.get(sem, 1)):
                age = r.uniform(lo, hi)
                ext = r.choice(["docx", "docx", "txt"])
                add(f"{ns}/{sem}/{code}/Lecture {k + 1} notes.{ext}", P, NS, age, lambda r, dt, c=c: t_lecture(r, dt, c))
    for i, age in enumerate((6, 13, 20, 27)):
        add(f"{ns}/Summer 2026/Capstone/Care plan week {i + 2}.docx", P, NS, age, t_care_plan)
    add(f"{ns}/Summer 2026/Capstone/preceptor hours log.xlsx", P, NS, 1, t_clinical_log)
    add(f"{ns}/Summer 2026/Capstone/reflective journal wk3.docx", P, NS, 9, lambda r, dt:
        "Reflective journal week 3\nThis week I took a full four-patient assignment with Angela. I caught a potassium of 3.1 before the "
        "furosemide dose and called the provider. I still need to get faster at charting in Epic.\n")
    add(f"{ns}/Summer 2026/Capstone/Preceptor agreement signed.pdf", P, NS, 29, lambda r, dt:
        f"{SCHOOL} - Preceptor agreement\nStudent: {ME}\nPreceptor: Angela Moore, BSN, RN\nUnit: 5 West Med-Surg, {HOSP[0]}\nHours required: 180\n")
    for i, age in enumerate((11, 25)):
        add(f"{ns}/Summer 2026/ATI/Comprehensive Predictor practice {'AB'[i]}.pdf", P, NS, age, t_ati)
    for sem in ("Spring 2026", "Fall 2025"):
        lo, hi = sem_age[sem]
        for i in range(3):
            add(f"{ns}/{sem}/Clinical/care plan {i + 1}.docx", P, NS, r.uniform(lo, hi), t_care_plan)
        add(f"{ns}/{sem}/Clinical/clinical eval final.pdf", P, NS, lo + 2, lambda r, dt:
            f"{SCHOOL} - Clinical Evaluation Tool (final)\nStudent: {ME}\nAll competencies: Satisfactory\nFaculty: {r.choice(FACULTY)}\n")
        for i in range(2):
            add(f"{ns}/{sem}/ATI/ATI report {i + 1}.pdf", P, NS, r.uniform(lo, hi), t_ati)
    add(f"{ns}/Summer 2025/Skills checkoff sheet.pdf", P, NS, 330, lambda r, dt:
        "Fundamentals skills check-off\nHand hygiene PASS\nSterile gloving PASS\nFoley catheter insertion PASS (2nd attempt)\nIM injection PASS\n")
    add(f"{ns}/Summer 2025/Sim debrief.docx", P, NS, 300, t_sim)
    add(f"{ns}/Spring 2026/Sim debrief peds.docx", P, NS, 90, t_sim)
    add(f"{ns}/Graduation application confirmation.pdf", P, NS, 8, lambda r, dt:
        f"Westview University Registrar\nGraduation application received\nStudent: {ME}\nDegree: BSN\nTerm: Summer 2026 (August 14, 2026 ceremony)\nPinning ceremony: School of Nursing, August 14, 2026, 10 am\n")
    add(f"{ns}/pinning ceremony RSVP.docx", P, NS, 4, lambda r, dt:
        "Pinning ceremony guest list (4 tickets)\nMom\nKendra (if back from honeymoon - no, wedding is July, fine)\nAndre\nJasmine\nPin order #PN-2271 placed\n")
    add(f"{ns}/~$re plan week 5.docx", L, "System", 6, b"\x00" * 162)
    add(f"{ns}/Summer 2026/desktop.ini", L, "System", 30, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-3\r\n")

    # ------------------------------------------------------------ Compliance (Areas)
    cp = "Documents/Nursing School/Clinical Compliance"
    add(f"{cp}/Immunization record 2026.pdf", A, "Compliance", 40, t_immun)
    add(f"{cp}/Immunization record 2025.pdf", A, "Compliance", 400, t_immun)
    add(f"{cp}/QuantiFERON result.pdf", A, "Compliance", 45, t_tb)
    add(f"{cp}/BLS card AHA.pdf", A, "Compliance", 395, t_bls)
    add(f"{cp}/background check ClinTrack.pdf", A, "Compliance", 410, t_background)
    add(f"{cp}/flu shot 2025.jpg", A, "Compliance", 230, "exif")
    add(f"{cp}/Hep B titer.pdf", A, "Compliance", 402, lambda r, dt:
        "LabCorp - Hepatitis B surface antibody, quantitative\nPatient: Caldwell, Tiana\nResult: 48 mIU/mL  Reference: >10 immune\n")
    add(f"{cp}/Requirement expiring soon.eml", A, "Compliance", 52, t_clintrack)
    add(f"{cp}/health insurance card for ClinTrack.png", A, "Compliance", 250, "")

    # ------------------------------------------------------------ NCLEX (Projects)
    nc = "Documents/NCLEX"
    add(f"{nc}/GA Board of Nursing application.pdf", P, NC, 12, t_gbon)
    add(f"{nc}/Pearson VUE registration.eml", P, NC, 10, t_pearson)
    add(f"{nc}/GAPS fingerprint receipt.pdf", P, NC, 16, t_gaps)
    add(f"{nc}/NCLEX study plan.xlsx", P, NC, 5, t_study_plan)
    add(f"{nc}/UWorld receipt.pdf", P, NC, 70, lambda r, dt:
        f"UWorld - Order receipt\nProduct: NCLEX-RN QBank 180-day subscription\nCustomer: Tiana Caldwell\nTotal: $169.00\nOrder {r.randint(10 ** 7, 10 ** 8)}\n")
    add(f"{nc}/NCSBN test plan notes.docx", P, NC, 22, lambda r, dt:
        "My notes on the NCLEX-RN test plan\nManagement of care 15-21%\nSafety and infection control 10-16%\nPharm 13-19%\nNGN case studies: 6 per test\nExam 85-150 questions, 5 hours\n")

    # ------------------------------------------------------------ Jobs (Projects)
    jb = "Documents/Jobs"
    add(f"{jb}/Tiana Caldwell RN resume 2026.docx", P, JS, 6, t_resume)
    add(f"{jb}/Tiana Caldwell RN resume 2026.pdf", P, JS, 6, t_resume)
    add(f"{jb}/resume draft old.docx", P, JS, 95, t_resume)
    for i, h in enumerate(HOSP[:5]):
        short = h.split(" ")[0]
        add(f"{jb}/Cover letters/{short} cover letter.docx", P, JS, 20 + i * 9, lambda r, dt, h=h: t_cover(r, dt, h))
        add(f"{jb}/Confirmations/{short} application received.eml", P, JS, 18 + i * 9, lambda r, dt, h=h: t_app_confirm(r, dt, h))
    add(f"{jb}/Interview - Peachtree Regional.ics", P, JS, 8, lambda r, dt: t_interview(r, dt, HOSP[0]))
    add(f"{jb}/Interview - Northlake.ics", P, JS, 14, lambda r, dt: t_interview(r, dt, HOSP[2]))
    add(f"{jb}/application tracker.xlsx", P, JS, 2, t_job_tracker)
    add(f"{jb}/Angela Moore reference letter.pdf", P, JS, 7, t_reference)
    add(f"{jb}/STAR interview answers.txt", P, JS, 9, lambda r, dt:
        "STAR answers\nConflict: two associates at Hartwell, mediated, set expectations.\nMistake: almost gave wrong med, caught on 3rd check.\n"
        "Why this residency: 12-month program, preceptor model, tuition for BSN-to-MSN later.\n")
    add(f"{jb}/~$Tiana Caldwell RN resume 2026.docx", L, "System", 6, b"\x00" * 162)

    # ------------------------------------------------------------ Jamaica Wedding (Projects)
    jm = "Documents/Jamaica Wedding"
    add(f"{jm}/Delta confirmation ATL-MBJ.pdf", P, TR, 88, t_flight)
    add(f"{jm}/Coral Bay Resort reservation.pdf", P, TR, 102, t_resort)
    add(f"{jm}/wedding weekend schedule.docx", P, TR, 34, t_wedding)
    add(f"{jm}/passport renewal status.pdf", P, TR, 41, t_passport)
    add(f"{jm}/packing list.txt", P, TR, 3, t_packing)
    add(f"{jm}/bridesmaid dress order.eml", P, TR, 60, lambda r, dt: _eml(
        "Azazie <orders@azazie.com>", "tiana.caldwell29@gmail.com", "Your order has shipped", dt,
        "Hi Tiana,\n\nYour Azazie bridesmaid dress 'Marisol' in Emerald, size 8, has shipped. Group: Kendra & Andre Wedding 07/18/2026.\n"))
    add(f"{jm}/travel insurance.pdf", P, TR, 80, lambda r, dt:
        f"Allianz Travel - OneTrip Basic\nInsured: Tiana Caldwell\nTrip: Atlanta to Jamaica, Jul 15-21, 2026\nPremium {_usd(r, 38, 55)}\nTrip cancellation up to $1,500\n")
    add(f"{jm}/wedding budget.xlsx", P, TR, 27, lambda r, dt:
        "Item;Cost;Paid\nFlight;" + f"{r.uniform(480, 620):.2f};yes\nResort 6 nights share;1290;deposit\nDress;189;yes\nHair/makeup;120;no\nGift;150;no\nExcursions;100;no")
    for i in range(4):
        photo(f"{jm}/dress ideas/IMG_{4410 + i}.PNG", P, TR, 140 - i * 6)
    photo(f"{jm}/resort pool.jpg", P, TR, 103)

    # ------------------------------------------------------------ Money / Taxes (Areas Finance)
    mo = "Documents/Money"
    for i, age in enumerate((3, 34, 64, 95, 125)):
        m = (NOW - timedelta(days=age + 3)).strftime("%Y-%m")
        add(f"{mo}/Statements/MFCU statement {m}.pdf", A, "Finance", age, t_bank)
    add(f"{mo}/Student loans/Aidvantage summary.pdf", A, "Finance", 44, t_loan)
    add(f"{mo}/Student loans/Master Promissory Note.pdf", A, "Finance", 380, lambda r, dt:
        "Federal Direct Loan Master Promissory Note (MPN) - confirmation\nBorrower: Tiana M Caldwell\nSchool: Westview University\nCompleted and signed electronically.\n")
    add(f"{mo}/Student loans/entrance counseling.pdf", A, "Finance", 381, lambda r, dt:
        "StudentAid.gov - Entrance Counseling completed\nBorrower: Tiana M Caldwell\nLoan type: Direct Unsubsidized\n")
    add(f"{mo}/FAFSA/FAFSA 2026-27 submission summary.pdf", A, "Finance", 120, t_fafsa)
    add(f"{mo}/FAFSA/FAFSA 2025-26 submission summary.pdf", A, "Finance", 470, t_fafsa)
    add(f"{mo}/FAFSA/award letter 2025-26.pdf", A, "Finance", 420, t_aid)
    for i, age in enumerate((25, 148, 265)):
        add(f"{mo}/Tuition/bursar statement {i + 1}.pdf", A, "Finance", age, t_tuition)
    add(f"{mo}/budget 2026.xlsx", A, "Finance", 11, t_budget)
    add(f"{mo}/budget 2025.xlsx", A, "Finance", 300, t_budget)
    tx = "Documents/Taxes"
    add(f"{tx}/2025/2025 federal return summary.pdf", A, "Finance", 48, t_return)
    add(f"{tx}/2024/2024 federal return summary.pdf", A, "Finance", 410, t_return)
    add(f"{tx}/2024/W-2 Hartwell 2024.pdf", A, "Finance", 480, t_w2)
    for i, age in enumerate((47, 140, 230, 260)):
        add(f"{tx}/Estimated/IRS Direct Pay confirmation {i + 1}.pdf", A, "Finance", age, t_est_tax)
    add(f"{tx}/Estimated/GA 500-ES April 2026.pdf", A, "Finance", 47, t_ga_tax)
    add(f"{tx}/Estimated/GA 500-ES Jan 2026.pdf", A, "Finance", 140, t_ga_tax)
    add(f"{tx}/Estimated/quarterly tax calc.xlsx", A, "Finance", 50, lambda r, dt:
        "Quarter;Gig net profit;SE tax 15.3%;Fed income est;GA est;Pay\nQ1 2026;" + f"{r.randint(2600, 3600)};;;;\nQ2 2026;{r.randint(2400, 3600)};;;;due June 15")
    add(f"{tx}/2025/1098-T Westview.pdf", A, "Finance", 122, lambda r, dt:
        f"Form 1098-T Tuition Statement 2025\nFiler: Westview University\nStudent: Tiana M Caldwell\nBox 1 payments received: {_usd(r, 24000, 28000)}\nBox 5 scholarships: {_usd(r, 1500, 3000)}\n")

    # ------------------------------------------------------------ Uber DoorDash (Areas Gig Driving)
    gd = "Documents/Uber DoorDash"
    for i in range(5):
        add(f"{gd}/Uber weekly/uber statement {i + 1}.pdf", A, "Gig Driving", 4 + i * 14, t_uber)
    for i in range(4):
        add(f"{gd}/DoorDash/dasher pay {i + 1}.pdf", A, "Gig Driving", 9 + i * 21, t_dd)
    for i, age in enumerate((2, 33, 63, 94)):
        add(f"{gd}/Mileage/mileage {(NOW - timedelta(days=age)).strftime('%Y-%m')}.csv", A, "Gig Driving", age, t_mileage)
    add(f"{gd}/1099-K Uber 2025.pdf", A, "Gig Driving", 115, t_1099)
    add(f"{gd}/1099-NEC DoorDash 2025.pdf", A, "Gig Driving", 118, t_1099)
    add(f"{gd}/gig expenses 2026.xlsx", A, "Gig Driving", 15, t_gig_exp)
    add(f"{gd}/gig expenses 2025.xlsx", A, "Gig Driving", 160, t_gig_exp)
    add(f"{gd}/Uber vehicle inspection.pdf", A, "Gig Driving", 210, lambda r, dt:
        "Uber - Annual vehicle inspection form (Georgia)\nDriver: Tiana Caldwell\nVehicle: 2011 Toyota Corolla, plate RBX4471\nAll 19 points: PASS\nMechanic signature: Ponce Auto Care\n")

    # ------------------------------------------------------------ Apartment (Areas Home)
    ap = "Documents/Apartment"
    add(f"{ap}/Moreland Commons lease 2025-26.pdf", A, "Home", 300, t_lease)
    add(f"{ap}/lease renewal offer.pdf", A, "Home", 21, lambda r, dt:
        f"Moreland Commons - Lease renewal offer\nResidents: Tiana Caldwell, Jasmine Ortiz, Unit 3B\nCurrent rent $1,625; renewal 12 months {_usd(r, 1680, 1720)}; 6 months $1,795\nRespond by July 1, 2026\n")
    for i, age in enumerate((8, 39, 69, 100)):
        add(f"{ap}/Georgia Power/bill {(NOW - timedelta(days=age)).strftime('%Y-%m')}.pdf", A, "Home", age, t_power)
    add(f"{ap}/water trash statement.pdf", A, "Home", 17, t_water)
    add(f"{ap}/roommate split Jasmine.xlsx", A, "Home", 1, t_split)
    add(f"{ap}/renters insurance Lemonade.pdf", A, "Home", 200, t_renters)
    add(f"{ap}/AC repair request.eml", A, "Home", 24, t_maint)
    add(f"{ap}/Xfinity bill.pdf", A, "Home", 10, lambda r, dt:
        f"Xfinity - Monthly statement\nService address: {ADDR}\nInternet 300 Mbps $70.00\nEquipment $5.00\nTotal due {_usd(r, 75, 80)}\n")
    photo(f"{ap}/move in photos/IMG_0712.jpg", A, "Home", 430)
    photo(f"{ap}/move in photos/IMG_0713.jpg", A, "Home", 430)

    # ------------------------------------------------------------ Car (Areas)
    ca = "Documents/Car"
    add(f"{ca}/Peach State insurance dec page 2026.pdf", A, "Car", 30, t_car_ins)
    add(f"{ca}/Peach State insurance dec page 2025.pdf", A, "Car", 212, t_car_ins)
    for i, age in enumerate((19, 150, 320)):
        add(f"{ca}/Repairs/Ponce Auto invoice {i + 1}.pdf", A, "Car", age, t_repair)
    add(f"{ca}/tag renewal 2026.pdf", A, "Car", 80, t_tag)
    add(f"{ca}/emissions 2026.pdf", A, "Car", 82, t_emissions)
    add(f"{ca}/oil changes.txt", A, "Car", 12, lambda r, dt:
        "Corolla oil changes\n" + "\n".join(f"{(dt - timedelta(days=70 * i)):%m/%d/%Y} - {195800 - i * 4100} mi - Valvoline 0W-20" for i in range(5)))
    for i in range(3):
        photo(f"{ca}/bumper damage/IMG_{5120 + i}.jpg", A, "Car", 151)

    # ------------------------------------------------------------ Health (Areas)
    he = "Documents/Health"
    for i, age in enumerate((26, 88, 190)):
        add(f"{he}/EOB {i + 1}.pdf", A, "Health", age, t_health_eob)
    add(f"{he}/student health plan ID card.pdf", A, "Health", 255, lambda r, dt:
        "UnitedHealthcare StudentResources\nWestview University Student Health Plan 2025-2026\nMember: TIANA CALDWELL\nMember ID 9{0}\nRx Bin 610279\n".format(r.randint(10 ** 7, 10 ** 8)))
    add(f"{he}/after visit summary knee.pdf", A, "Health", 170, t_visit)
    add(f"{he}/annual physical 2026.pdf", A, "Health", 62, t_visit)
    add(f"{he}/dental cleaning.pdf", A, "Health", 110, t_dental)
    add(f"{he}/CVS prescription receipt.pdf", A, "Health", 66, lambda r, dt:
        f"CVS Pharmacy #4512 Atlanta\nPatient: Tiana Caldwell\nRx amoxicillin 500 mg #30\nInsurance: UHC StudentResources  Copay {_usd(r, 5, 15)}\n")

    # ------------------------------------------------------------ Hartwell (Archive Retail)
    hw = "Documents/Hartwell"
    for y, age in ((2021, 1600), (2022, 1240), (2023, 880)):
        add(f"{hw}/Reviews/performance review {y}.pdf", X, "Retail", age, t_retail_review)
    for i, age in enumerate((870, 900, 940, 990)):
        add(f"{hw}/Flash reports/flash wk{i + 1}.xlsx", X, "Retail", age, t_retail_report)
    for i, age in enumerate((860, 905)):
        add(f"{hw}/Schedules/schedule wk{i + 10}.xlsx", X, "Retail", age, t_retail_sched)
    add(f"{hw}/resignation letter.docx", X, "Retail", 840, t_resign)
    add(f"{hw}/Tiana Caldwell resume retail 2023.docx", X, "Retail", 900, t_old_resume)
    add(f"{hw}/holiday staffing plan 2023.docx", X, "Retail", 950, lambda r, dt:
        "Holiday staffing plan 2023 - store 212\nSeasonal hires: 9\nBlack Friday open 6 am, 3 registers + line buster\nTruck days Tue/Fri, 7 am unload\n")
    add(f"{hw}/inventory audit results.pdf", X, "Retail", 1000, lambda r, dt:
        f"Hartwell Home & Linen - Physical inventory results\nStore 212 Cumberland\nBook value {_usd(r, 700000, 900000)}\nShrink {r.uniform(0.9, 1.6):.2f}% of sales\nAuditor: RGIS\n")
    add(f"{hw}/final paycheck stub.pdf", X, "Retail", 835, lambda r, dt:
        f"Hartwell Home & Linen Inc - Earnings statement\nEmployee: Tiana Caldwell, Store Manager #212\nFinal pay incl. PTO payout {_usd(r, 2100, 2900)}\nSeparation date 02/2024\n")
    add(f"{hw}/COBRA notice.pdf", X, "Retail", 830, lambda r, dt:
        "COBRA continuation coverage election notice\nFormer employer: Hartwell Home & Linen Inc\nQualified beneficiary: Tiana Caldwell\nEvent: termination of employment (voluntary) 02/2024\n")

    # ------------------------------------------------------------ Nursing school application (Archive)
    ap2 = "Documents/ABSN application"
    add(f"{ap2}/TEAS score report.pdf", X, NS, 560, t_teas)
    add(f"{ap2}/personal statement final.docx", X, NS, 540, t_essay)
    add(f"{ap2}/personal statement v2.docx", X, NS, 548, t_essay)
    add(f"{ap2}/DeKalb Metro transcript.pdf", X, NS, 520, t_prereq)
    add(f"{ap2}/Westview acceptance letter.pdf", X, NS, 470, t_accept)
    add(f"{ap2}/seat deposit receipt.pdf", X, NS, 465, lambda r, dt:
        "Westview University - Payment receipt\nSeat deposit, ABSN Cohort 14: $500.00\nStudent: Tiana Caldwell\n")
    for i, (c, age) in enumerate((("A&P I", 760), ("A&P II", 680), ("Microbiology", 560))):
        add(f"{ap2}/Prereqs/{c} study guide.docx", X, NS, age, lambda r, dt, c=c:
            f"{c} - DeKalb Metro College study guide\nExam review: cell membrane transport, tissues, bones, muscle physiology / microbe staining.\n")

    # ------------------------------------------------------------ Running (Archive Running + Resources)
    rn = "Documents/Running"
    add(f"{rn}/Atlanta Half registration.pdf", X, "Running", 290, t_race_reg)
    add(f"{rn}/half marathon training plan.xlsx", X, "Running", 295, t_race_plan)
    add(f"{rn}/Atlanta Half 2025 result.pdf", X, "Running", 185, t_race_result)
    for i in range(4):
        photo(f"{rn}/finish line/IMG_{6601 + i}.jpg", X, "Running", 186)
    for i, n in enumerate(["first half marathon tips", "shin splints", "running in the heat", "strength for runners"]):
        add(f"{rn}/articles/{n}.pdf", R, "Running", 200 + i * 40, t_run_article)

    # ------------------------------------------------------------ Old apartment, past trips (Archive)
    add("Documents/Old apartment Decatur/move out inspection.pdf", X, "Home", 600, t_old_lease)
    add("Documents/Old apartment Decatur/Oakhurst lease 2023.pdf", X, "Home", 900, lambda r, dt:
        "Oakhurst Village Apartments - Lease\nResident: Tiana Caldwell\n305 W Ponce de Leon Ave Apt 12, Decatur GA 30030\nRent $1,210/month, 12 months\n")
    add("Documents/Trips/NOLA hotel.pdf", X, "Travel", 790, t_nola)
    add("Documents/Trips/Savannah itinerary.docx", X, "Travel", 1080, lambda r, dt:
        "Savannah girls trip Oct 2023\nFri: drive down, Forsyth Park\nSat: ghost tour 8 pm, River Street\nSun: Tybee Island brunch\n")
    for i in range(3):
        photo(f"Pictures/New Orleans 2024/IMG_{2201 + i}.jpg", X, "Travel", 779)
    for i in range(3):
        photo(f"Pictures/Savannah 2023/IMG_{1101 + i}.jpg", X, "Travel", 1075)

    # ------------------------------------------------------------ hard files: name and folder say nothing
    HARD = [
        ("docx", P, NS, 10, t_care_plan), ("docx", P, NS, 100, t_care_plan), ("txt", P, NS, 4, t_lecture),
        ("txt", P, NS, 230, t_lecture), ("pdf", P, NS, 16, t_ati), ("pdf", P, NS, 200, t_ati),
        ("eml", P, NS, 3, t_school_mail), ("eml", P, NS, 57, t_school_mail), ("eml", P, NS, 180, t_school_mail),
        ("docx", P, NS, 310, t_sim), ("xlsx", P, NS, 14, t_clinical_log),
        ("pdf", P, NC, 12, t_gbon), ("eml", P, NC, 10, t_pearson), ("pdf", P, NC, 17, t_gaps),
        ("docx", P, JS, 31, lambda r, dt: t_cover(r, dt, HOSP[5])), ("eml", P, JS, 24, lambda r, dt: t_app_confirm(r, dt, HOSP[5])),
        ("eml", P, JS, 40, lambda r, dt: t_app_confirm(r, dt, HOSP[3])), ("ics", P, JS, 5, lambda r, dt: t_interview(r, dt, HOSP[3])),
        ("pdf", P, JS, 15, t_resume),
        ("pdf", P, TR, 89, t_flight), ("pdf", P, TR, 103, t_resort), ("pdf", P, TR, 42, t_passport), ("docx", P, TR, 33, t_wedding),
        ("pdf", A, "Finance", 5, t_bank), ("pdf", A, "Finance", 220, t_bank), ("pdf", A, "Finance", 45, t_loan),
        ("pdf", A, "Finance", 121, t_fafsa), ("pdf", A, "Finance", 415, t_aid), ("pdf", A, "Finance", 26, t_tuition),
        ("pdf", A, "Finance", 46, t_est_tax), ("pdf", A, "Finance", 232, t_est_tax), ("pdf", A, "Finance", 46, t_ga_tax),
        ("pdf", A, "Finance", 410, t_return), ("xlsx", A, "Finance", 60, t_budget),
        ("pdf", A, "Gig Driving", 7, t_uber), ("pdf", A, "Gig Driving", 260, t_uber), ("pdf", A, "Gig Driving", 18, t_dd),
        ("pdf", A, "Gig Driving", 330, t_dd), ("csv", A, "Gig Driving", 1, t_mileage), ("csv", A, "Gig Driving", 290, t_mileage),
        ("pdf", A, "Gig Driving", 480, t_1099),
        ("pdf", A, "Home", 9, t_power), ("pdf", A, "Home", 250, t_power), ("pdf", A, "Home", 48, t_water),
        ("eml", A, "Home", 160, t_maint), ("xlsx", A, "Home", 36, t_split),
        ("pdf", A, "Car", 20, t_repair), ("pdf", A, "Car", 345, t_repair), ("pdf", A, "Car", 213, t_car_ins), ("pdf", A, "Car", 445, t_tag),
        ("pdf", A, "Health", 27, t_health_eob), ("pdf", A, "Health", 205, t_health_eob), ("pdf", A, "Health", 171, t_visit),
        ("pdf", A, "Health", 111, t_dental),
        ("pdf", A, "Compliance", 46, t_tb), ("pdf", A, "Compliance", 396, t_bls), ("eml", A, "Compliance", 13, t_clintrack),
        ("pdf", A, "Compliance", 41, t_immun),
        ("pdf", X, "Retail", 1250, t_retail_review), ("xlsx", X, "Retail", 960, t_retail_report),
        ("xlsx", X, "Retail", 880, t_retail_sched), ("docx", X, "Retail", 841, t_resign),
        ("pdf", X, NS, 561, t_teas), ("pdf", X, NS, 471, t_accept), ("pdf", X, NS, 600, t_prereq),
        ("pdf", X, "Running", 184, t_race_result), ("pdf", X, "Running", 291, t_race_reg),
        ("pdf", X, "Travel", 791, t_nola), ("pdf", X, "Home", 601, t_old_lease),
        ("pdf", R, "Nursing", 70, t_nurse_ref), ("txt", R, "Nursing", 140, t_nurse_ref), ("pdf", R, "Nursing", 300, t_nurse_ref),
        ("txt", R, "Cooking", 55, t_recipe), ("txt", R, "Cooking", 350, t_recipe), ("pdf", R, "Running", 240, t_run_article),
    ]
    BASE = {("Downloads", "pdf"): "document", ("Desktop", "pdf"): "scan", ("2025", "pdf"): "scan",
            ("Documents/misc", "pdf"): "file", ("Downloads", "docx"): "Document", ("Desktop", "docx"): "New Microsoft Word Document",
            ("2025", "docx"): "Document", ("Documents/misc", "docx"): "Document", ("Downloads", "txt"): "New Text Document",
            ("Desktop", "txt"): "New Text Document", ("2025", "txt"): "notes", ("Documents/misc", "txt"): "notes",
            ("Downloads", "xlsx"): "Book", ("Desktop", "xlsx"): "Book", ("2025", "xlsx"): "Book", ("Documents/misc", "xlsx"): "Book",
            ("Downloads", "csv"): "export", ("Desktop", "csv"): "export", ("2025", "csv"): "export",
            ("Downloads", "eml"): "message", ("Desktop", "eml"): "message", ("2025", "eml"): "message",
            ("Documents/misc", "eml"): "message", ("Downloads", "ics"): "invite", ("Desktop", "ics"): "invite"}
    count: dict[tuple[str, str], int] = {}
    for k, (ext, b, t, age, gen) in enumerate(HARD):
        folder = ("Downloads" if k % 3 else "Desktop") if age <= 150 else "2025" if age <= 516 else "Documents/misc"
        key = (folder, ext)
        n = count.get(key, 0)
        count[key] = n + 1
        base = BASE[key]
        if base == "scan":
            name = f"scan{(n + 1) * 3 + (0 if folder == 'Desktop' else 10):04d}.{ext}"
        elif base in ("Document", "Book"):
            name = f"{base}{n + 1}.{ext}"
        else:
            name = f"{base}.{ext}" if n == 0 else f"{base} ({n}).{ext}"
        add(f"{folder}/{name}", b, t, age, gen, hard=True)

    # ------------------------------------------------------------ Downloads (named), installers, leftovers
    dl = "Downloads"
    for name, age in (("ChromeSetup.exe", 400), ("ZoomInstallerFull.exe", 360), ("Examplify_3.7.2_win.exe", 150),
                      ("SpotifySetup.exe", 500), ("Respondus LockDown Browser installer.exe", 370), ("npp.8.6.Installer.x64.exe", 90)):
        add(f"{dl}/{name}", R, "Software", age, _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 2500))
    add(f"{dl}/lab values cheat sheet.pdf", R, "Nursing", 210, t_nurse_ref)
    add(f"{dl}/ABG interpretation ROME.pdf", R, "Nursing", 160, t_nurse_ref)
    add(f"{dl}/high alert meds.pdf", R, "Nursing", 95, t_nurse_ref)
    add(f"{dl}/dosage calc formulas.pdf", R, "Nursing", 320, t_nurse_ref)
    add(f"{dl}/Uber tax summary 2025.pdf", A, "Gig Driving", 117, t_1099)
    add(f"{dl}/Azazie order receipt.pdf", P, TR, 61, lambda r, dt:
        f"Azazie - Order receipt\nBridesmaid dress Marisol, Emerald, size 8\nEvent: Kendra & Andre 07/18/2026\nTotal {_usd(r, 170, 200)}\n")
    add(f"{dl}/NURS4820 leadership case study.pdf", P, NS, 18, lambda r, dt:
        "NURS 4820 Leadership and Management - Case study 2\nYou are charge nurse on a 28-bed med-surg unit with two call-outs. Prioritize assignments and delegation.\n")
    add(f"{dl}/Coral Bay Resort map.pdf", P, TR, 100, "Coral Bay Resort Negril - property map\nBeach bar, spa, wedding gazebo at West End cliffs\n")
    add(f"{dl}/GA Power autopay setup.pdf", A, "Home", 260, lambda r, dt:
        f"Georgia Power - AutoPay enrollment confirmed\nService address: {ADDR}\nDraft from Magnolia Federal CU checking ****2290\n")
    add(f"{dl}/NCLEX-RN Candidate Bulletin.pdf", P, NC, 28, "NCLEX Candidate Rules and Bulletin 2026\nRegistration, ATT validity 90 days, scheduling with Pearson VUE, exam-day ID requirements.\n")
    add(f"{dl}/UWorld NCLEX qbank setup.exe.crdownload", L, "System", 2, _blob(r, b"MZ\x90\x00", 700))
    add(f"{dl}/ATI_Capstone_Pharm_Review.pdf.part", L, "System", 1, _blob(r, b"%PDF-1.6\n", 600))
    add(f"{dl}/desktop.ini", L, "System", 400, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")
    add("Desktop/desktop.ini", L, "System", 420, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    add("Pictures/Camera Roll/Thumbs.db", L, "System", 30, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    add("Documents/Jamaica Wedding/~$dding weekend schedule.docx", L, "System", 34, b"\x00" * 162)
    dot("Downloads/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 500)
    dot("Documents/Hartwell/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 830)

    # ------------------------------------------------------------ Desktop (named)
    add("Desktop/TO DO this week.txt", P, NS, 1, lambda r, dt:
        "TO DO\n- upload preceptor hours\n- ATI predictor remediation 2 hrs\n- care plan wk 6 due Sun\n- print pinning RSVP\n- leadership paper draft\n")
    add("Desktop/NCLEX countdown.txt", P, NC, 3, "NCLEX plan: graduate Aug 14 -> ATT late Aug -> test early-mid September.\n75 UWorld Qs a day until then.\n")
    add("Desktop/Q2 estimated tax June 15.txt", A, "Finance", 6, "Q2 estimated: IRS $420 via Direct Pay + GA 500-ES $110. Due June 15.\n")
    add("Desktop/Jamaica countdown.png", P, TR, 20, "")

    # ------------------------------------------------------------ Recipes, nursing reference, books (Resources)
    for n, age in (("turkey chili", 210), ("overnight oats", 330), ("sheet pan chicken", 120), ("jerk chicken", 600)):
        add(f"Documents/Recipes/{n}.txt", R, "Cooking", age, t_recipe)
    bk = "Books"
    for title, author, age, topic in (
            ("NCLEX-RN Prep Plus", "Kaplan Nursing", 140, "Nursing"), ("Saunders Comprehensive Review for the NCLEX-RN", "Linda Silvestri", 160, "Nursing"),
            ("Fluids and Electrolytes Made Incredibly Easy", "Lippincott", 250, "Nursing"), ("Med-Surg Nursing Made Incredibly Easy", "Lippincott", 230, "Nursing"),
            ("The Nurse's Guide to Pharmacology", "M. Adams", 300, "Nursing"),
            ("Atomic Habits", "James Clear", 520, "Books"), ("The Body Keeps the Score", "Bessel van der Kolk", 440, "Books"),
            ("Where the Crawdads Sing", "Delia Owens", 700, "Books"), ("The Vanishing Half", "Brit Bennett", 380, "Books"),
            ("Born to Run", "Christopher McDougall", 330, "Running"), ("Becoming", "Michelle Obama", 900, "Books")):
        add(f"{bk}/{title}.epub", R, topic, age, _epub(title, author, "en", f"{title} by {author}. Chapter one."))

    # ------------------------------------------------------------ Music (Resources)
    for artist, album, songs in (("SZA", "SOS", ["Kill Bill", "Snooze", "Good Days"]),
                                 ("Beyonce", "Renaissance", ["Break My Soul", "Cuff It", "Alien Superstar"]),
                                 ("Bob Marley & The Wailers", "Legend", ["Three Little Birds", "Could You Be Loved", "One Love"]),
                                 ("Koffee", "Gifted", ["Toast", "West Indies"])):
        for i, s in enumerate(songs):
            add(f"Music/{artist}/{album}/{i + 1:02d} {s}.mp3", R, "Music", r.uniform(200, 900), _id3(r, s, artist, album))

    # ------------------------------------------------------------ Pictures (Resources Photos, phone backup Archive)
    cr = "Pictures/Camera Roll"
    for i in range(12):
        ext = "jpg" if i % 3 else "HEIC"
        photo(f"{cr}/IMG_{7003 + i * 7}.{ext}", R, "Photos", 5 + i * 21)
    for i in range(6):
        d = NOW - timedelta(days=3 + i * 37)
        photo(f"Pictures/Screenshots/Screenshot {d:%Y-%m-%d} {10 + i}{i * 7 % 60:02d}{i * 13 % 60:02d}.png", R, "Photos", 3 + i * 37)
    photo("Pictures/Kendra engagement party/IMG_3301.jpg", R, "Photos", 420)
    photo("Pictures/Kendra engagement party/IMG_3302.jpg", R, "Photos", 420)
    bu = "Pictures/iPhone 11 backup 2024"
    for i in range(9):
        ext = "HEIC" if i % 2 else "JPG"
        photo(f"{bu}/DCIM/100APPLE/IMG_{1204 + i * 11}.{ext}", X, "Backup", 760 + i * 25)
    add(f"{bu}/Contacts.vcf", X, "Backup", 760, "BEGIN:VCARD\nVERSION:3.0\nFN:Kendra Caldwell\nTEL;TYPE=CELL:+1-404-555-0144\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Greg Paulson (DM)\nTEL;TYPE=CELL:+1-770-555-0102\nEND:VCARD\n")
    add(f"{bu}/Notes export.txt", X, "Backup", 760, "grocery list\nsend Greg Q4 shrink numbers\nprereq deadline DeKalb Metro Jan 5\n")
    return items
