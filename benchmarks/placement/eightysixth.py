"""An eighty-sixth unseen labelled corpus: Jerry and Carol Brandt's shared iMac, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at any
``benchmarks/bench_*.py``, at any placement result, or at the bodies of the other placement modules. What was
read: ``unseen.py``'s module docstring and its helpers (lines 1-220) and the start of its ``build()`` (lines
1296-1360, the write / encode / add / dot / photo helpers); ``corpus.py`` lines 1-30 (``Item``, ``NOW``,
``NOW_S``, ``DAY``) and its ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``,
``HEIC_HEAD`` and ``_png``; and the list of file names in ``benchmarks/placement/``. Reading slightly past the
allowed ranges by accident: ``corpus.py`` lines 205-230 (the first lines of its ``build()``: a loop writing
loosely named files and camera photos into ``Downloads``) and ``blind.py`` lines 108-115 (a comment and two
lists of British first names and surnames); also a grep of ``pyproject.toml`` for ruff settings (no match)
and a listing of ``.venv/bin``. Nothing here is shaped by them.

The people: Gerald "Jerry" Brandt, 73, and Carol Brandt (née Novak), 71, married 14 August 1976, retired
and living since spring 2021 at 412 Egret Bay Lane in Osprey Bend, a gated HOA community in Venice,
Sarasota County, Florida. Jerry taught social studies and was principal of Harding Valley High School in
Medina County, Ohio until June 2014; he draws a pension from the Buckeye Educators Retirement System
(BERS), whose retiree health plan (administered by Meridian Health Partners) is his coverage next to
Medicare. Carol was a dental hygienist at Medina Family Dentistry until 2017; she has Medicare with a
Suncoast Mutual Medigap Plan G and a ClearWell Rx Part D plan. Since January 2023 she is the volunteer
coordinator of the Loaves & Fishes Food Pantry at St. Andrew's Lutheran Church, Venice: she keeps the
volunteer schedules, the donation logs, the food-bank orders and the monthly reports. Jerry sees a
cardiologist (Dr. Priya Raman, atrial fibrillation on Eliquis). Money: a Harborline Investments joint
brokerage account and two IRAs (Jerry takes required minimum distributions since 2025, partly as
qualified charitable distributions to the church), a checking account at Gulf Palms Bank, a CPA for the
taxes. They have a 2021 RAV4 and a golf cart. Children: Mark (Columbus, Ohio; children Tyler 16 and
Emma 13) and Karen Walsh (Charlotte, North Carolina; children Lily 10 and Owen 7).

As of NOW (2026-06-01) these are under way: Jerry's right knee replacement on 23 June 2026 with Dr. Alan
Petrakis of Gulf Coast Orthopaedic Associates (pre-op testing, cardiac clearance, the retiree plan's
prior authorization, the physical-therapy plan, getting the house ready); the restatement of their 2012
Ohio revocable trust and new wills, powers of attorney and health-care surrogates with the estate lawyer
Margaret Tolliver (Tolliver & Haines, Sarasota; signing on 18 June 2026); hurricane shutters for the
house by Gulf Shield Storm Protection (three quotes, HOA architectural approval, county permit,
installation in June, then a new wind-mitigation inspection for the insurer); and the 50th-anniversary
Alaska cruise, 9-16 August 2026 from Seattle (booking, flights, hotel, excursions, travel insurance,
Carol's passport renewal). Finished: the sale of the Ohio house at 2280 Ridgewood Drive, Medina (closed
July 2021) and the purchase of the Venice house (March 2021); the estate of Jerry's mother Dorothy
Brandt (died October 2022, probate closed August 2023); both careers; Carol's cataract surgeries (2024);
the Hurricane Milton roof and lanai claim (October 2024, paid February 2025); past trips (Hawaii 2019,
New England 2022, Smoky Mountains 2023, Charleston 2025).

The machine: one iMac, macOS in English, both logged in as one user. ``Downloads/`` (everything either
of them ever clicked, installers, email attachments named ``ATT00001.pdf``, ``document (2).pdf``),
``Desktop/`` (screenshots, ``untitled.txt``, scans named ``Scan.pdf``), ``Documents/`` with
``Jerry/``, ``Carol/``, ``House/``, ``Medical/``, ``Financial/``, ``Scanned Documents/``, a ``2024/``
year folder, ``From Old Dell PC/`` (the copy of the Windows PC from Medina, with its ``desktop.ini``
and ``Thumbs.db``) and ``Carol iPhone 8 Backup 2022/`` (the export of her old phone); ``Pictures/``
with ``Photos Exports/`` and ``Scanned Old Photos/``; ``Music/`` and ``Books/``.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age.
  The knee replacement (surgeon's letters, pre-op instructions and tests, cardiac clearance, prior
  authorization, cost estimate, PT plan, equipment, the recovery plan, the X-ray) -- topic Health;
  the trust and will update (engagement letter, questionnaire, drafts, asset list, deed to the trust,
  beneficiary forms, the 2012 trust being restated) -- topic Estate; the hurricane shutters (quotes and
  their comparison, contract, measurements, HOA application and approval, permit, product approval,
  scheduling, the window photos taken for them, the follow-up wind-mitigation inspection) -- topic
  Home; the Alaska cruise (booking, payments, flights, hotel, excursions, travel insurance, packing,
  passport renewal for it, the port guide downloaded for it) -- topic Travel.
- **Areas**: responsibilities kept up with no end, whatever the document's age: money -- bank,
  brokerage, IRAs and RMDs, pension, Social Security, taxes and tax returns of any year, budget, church
  giving (Finance); both of their health and health coverage -- doctors, cardiology, tests, Medicare
  notices, the Medigap, Part D and retiree plan papers (Health); the Venice house -- HOA, utilities,
  property tax and homestead, maintenance, hurricane-season preparation (Home); the property and
  vehicle policies -- homeowners, flood, auto, golf cart, umbrella, and the 2021 wind-mitigation report
  that sets the premium credits (Insurance); the car and the golf cart -- service, registration,
  batteries (Vehicles); Carol's food-pantry coordination -- schedules,
  donation logs, food-bank orders, reports, volunteers (Pantry); children and grandchildren --
  birthdays, gifts, addresses, visits (Family).
- **Resources**: reference and interests by subject: family history research, records, transcriptions,
  the GEDCOM file (Genealogy); Jerry's woodworking plans, cut lists and tool manuals (Woodworking);
  recipes (Cooking); appliance manuals (Home); the golf cart's owner's manual (Vehicles); ebooks
  (Books); music files (Music); installers (Software); photo exports, scanned old photos and
  screenshots (Photos) -- except photos that document a project, current or finished (the windows
  measured for the shutters, the knee X-ray, the Milton damage, the Ohio listing photos: that
  project's bucket and topic), and those inside the phone backup.
- **Archive**: finished projects and ended responsibilities: Dorothy Brandt's estate (Estate); the
  Ohio house sale and the Venice purchase of 2021, and the Ohio house's last bills (Home); Jerry's
  school career and Carol's dental career (Work); past trips (Travel); Carol's 2024 cataract surgeries
  (Health); the Hurricane Milton claim (Insurance); the old iPhone 8 backup, whatever is in it (Backup).
  The ``From Old Dell PC`` copy is not one backup blob: each of its files is labelled by what it is
  (a 2019 tax return is still Finance in Areas; an old recipe is Cooking; school papers are Work).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  Windows system files (``desktop.ini``, ``Thumbs.db``) -- topic System. ``.DS_Store`` and ``.localized``
  files are written but not labelled.

Topics are subjects (the knee project is ``Health`` like the cardiology letters; the shutters are
``Home`` like the HOA dues; the trust update and Dorothy's estate are both ``Estate``). ``hard`` marks a
file whose name *and* folder say nothing about its subject (``Downloads/document (2).pdf``,
``Desktop/untitled.txt``, ``Documents/Scanned Documents/Scan 4.pdf``, ``Documents/2024/scan0003.pdf``):
only the text inside (.txt, .md, .csv, .eml, .ics, .pdf, .docx, .xlsx) places it. Images are never
hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _d, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

# --------------------------------------------------------------------------- helpers


def _us(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _mdy(dt: datetime) -> str:
    return dt.strftime("%m/%d/%Y")


HOME = "Gerald and Carol Brandt\n412 Egret Bay Lane\nVenice, FL 34293"
OHIO = "2280 Ridgewood Drive, Medina, OH 44256"
FIRST = ["Linda", "Barbara", "Susan", "Nancy", "Donna", "Judy", "Sharon", "Patricia", "Janet", "Diane", "Ron",
         "Bill", "Dave", "Jim", "Tom", "Bob", "Gary", "Ken", "Larry", "Marilyn", "Ruth", "Joan", "Phil", "Sandy"]
SURN = ["Miller", "Johnson", "Schultz", "Peterson", "Anderson", "Kowalski", "Baker", "Reynolds", "Harris",
        "Lindgren", "Olson", "Mattson", "Fischer", "Carter", "Hughes", "DeLuca", "Nguyen", "Moore", "Hale"]


def _name(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


ORTHO = ("GULF COAST ORTHOPAEDIC ASSOCIATES\nAlan J. Petrakis, MD - Adult Reconstruction / Joint Replacement\n"
         "1250 Jacaranda Blvd, Suite 300, Venice, FL 34292  |  Tel (941) 485-7720  |  Fax (941) 485-7731")
HEART = ("SUNCOAST HEART & VASCULAR\nPriya Raman, MD, FACC - Cardiology\n"
         "600 Tamiami Trail S, Suite 210, Venice, FL 34285  |  (941) 488-3300")
LAW = ("TOLLIVER & HAINES, P.A.\nEstate Planning - Elder Law - Probate\n"
       "1800 Second Street, Suite 720, Sarasota, FL 34236  |  (941) 366-4150  |  tolliverhaines.com")
SHIELD = ("GULF SHIELD STORM PROTECTION, LLC\nRoll-Down - Accordion - Impact Panels\n"
          "455 Commercial Court, Nokomis, FL 34275  |  (941) 412-0098  |  Lic. CGC1529904")
HARBOR = ("HARBORLINE INVESTMENTS\nMember SIPC\nP.O. Box 70311, Charlotte, NC 28272  |  1-800-555-0142")
PANTRY = "Loaves & Fishes Food Pantry - St. Andrew's Lutheran Church, 2100 Harbor Drive, Venice, FL 34285"


# --------------------------------------------------------------------------- Projects: the knee (Health)


def t_knee_preop(r: random.Random, dt: datetime) -> str:
    return f"""{ORTHO}

PRE-OPERATIVE INSTRUCTIONS
Patient: Gerald R. Brandt    DOB: 10/07/1952    MRN: GCOA-0418822
Procedure: RIGHT total knee arthroplasty (CPT 27447)
Surgeon: Alan J. Petrakis, MD
Surgery date: Tuesday, June 23, 2026    Facility: Venice Bay Regional Medical Center, 540 The Rialto, Venice
Arrival time: 6:00 AM at the Surgical Services desk, main entrance, 2nd floor. The hospital will call the
business day before to confirm your arrival time.

BEFORE SURGERY
- Pre-admission testing (blood work, EKG, urinalysis) must be completed no later than June 12.
- Medical/cardiac clearance: your cardiologist, Dr. Raman, must send clearance to our office by June 12.
- BLOOD THINNERS: Stop ELIQUIS (apixaban) 3 days before surgery - last dose the morning of June 19 -
  ONLY as directed by your cardiologist. Stop aspirin, ibuprofen, naproxen, fish oil and vitamin E
  7 days before surgery. Tylenol is OK.
- Chlorhexidine (Hibiclens) shower the night before and the morning of surgery. Do not shave the leg.
- Nothing to eat after midnight. You may drink clear liquids until 4:00 AM (water, apple juice, Gatorade).
- Take your metoprolol with a sip of water the morning of surgery.
- Bring: photo ID, Medicare and BERS/Meridian cards, list of medications, your walker (labeled), CPAP if used.
- Arrange for a responsible adult to drive you home and stay with you for the first 72 hours.

AFTER SURGERY
Most patients go home the same day or after one night. Physical therapy begins the day of surgery.
Outpatient PT starts within 3-5 days (MotionWorks Physical Therapy, Venice - referral sent).
Post-op visit with Dr. Petrakis: 2 weeks after surgery for staple removal and wound check.

Questions: Surgery Scheduler Denise, (941) 485-7720 ext. 214.
Printed {_mdy(dt)}
"""


def t_knee_preauth(r: random.Random, dt: datetime) -> str:
    return f"""MERIDIAN HEALTH PARTNERS
Administrator for the Buckeye Educators Retirement System Retiree Health Care Plan
P.O. Box 44810, Dublin, OH 43017

{_us(dt)}

GERALD R BRANDT
412 EGRET BAY LN
VENICE FL 34293

NOTICE OF PRIOR AUTHORIZATION APPROVAL

Member ID: BRS 0071 4418 02    Group: BERS-MEDSUP-2
Authorization number: PA-26-0551873
Requesting provider: Alan J. Petrakis, MD, Gulf Coast Orthopaedic Associates (NPI 1386721904)
Facility: Venice Bay Regional Medical Center
Service: Total knee arthroplasty, right (CPT 27447), with up to 1 inpatient day
Approved dates of service: 06/15/2026 through 08/14/2026
Post-acute services: outpatient physical therapy, up to 24 visits, 06/24/2026 - 09/30/2026

This plan pays secondary to Medicare Part A and Part B. Medicare does not require prior
authorization for this service; this approval applies to benefits under the BERS plan only.
Approval is not a guarantee of payment. Benefits are subject to eligibility on the date of service.

If you have questions, call Member Services at 1-888-555-0177 (TTY 711), 8 a.m. to 8 p.m. ET.
"""


def t_knee_clearance(r: random.Random, dt: datetime) -> str:
    return f"""{HEART}

{_us(dt)}

Alan J. Petrakis, MD
Gulf Coast Orthopaedic Associates
Fax (941) 485-7731

RE: Gerald R. Brandt, DOB 10/07/1952 - Preoperative cardiovascular evaluation

Dear Dr. Petrakis,

I saw Mr. Brandt today for preoperative risk assessment before his planned right total knee
arthroplasty on 06/23/2026. He has paroxysmal atrial fibrillation diagnosed in 2019, rate controlled on
metoprolol succinate 50 mg daily and anticoagulated with apixaban 5 mg twice daily; CHA2DS2-VASc 3
(age, hypertension). He walks 2 miles most mornings and plays nine holes of golf, limited only by knee
pain; he reports no chest pain, dyspnea or syncope. Functional capacity > 4 METs.

ECG today: sinus rhythm 64 bpm, PR 186 ms, no acute changes. Echocardiogram 03/2026: LVEF 55-60%,
mild left atrial enlargement, mild mitral regurgitation.

Assessment: low-to-intermediate risk for an intermediate-risk procedure. No further cardiac testing
is needed. He may proceed.

Recommendations:
1. Hold apixaban 72 hours before surgery (last dose AM of 06/19). No bridging required.
2. Resume apixaban 24-48 hours after surgery once hemostasis is secured; this may also serve as VTE
   prophylaxis per your protocol.
3. Continue metoprolol through the perioperative period, including the morning of surgery.
4. Telemetry while inpatient.

Sincerely,
Priya Raman, MD, FACC
"""


def t_knee_pt(r: random.Random, dt: datetime) -> str:
    return f"""MOTIONWORKS PHYSICAL THERAPY - Venice
3320 S. Tamiami Trail, Venice FL 34293 | (941) 493-2261

PLAN OF CARE - Pre-habilitation and post-operative rehabilitation
Patient: Gerald Brandt    Referring: A. Petrakis, MD    Dx: M17.11 primary osteoarthritis, right knee
Evaluation date: {_mdy(dt)}    Therapist: Kelly Ferreira, PT, DPT

Findings: R knee ROM 5-108 deg, quad strength 4-/5, antalgic gait, TUG 11.2 s. Pain 6/10 with stairs.

PRE-OP (2x/week until surgery, plus home program daily):
- Quad sets, straight leg raises 3x10, short-arc quads, heel slides, ankle pumps
- Stationary bike 10 min, no resistance
- Walker training and stair practice so you know the technique before surgery

POST-OP PHASES (3x/week, 6-8 weeks, starting 3-5 days after surgery):
Weeks 0-2: swelling control, ice and elevation, ROM goal 0-90, walker
Weeks 2-6: ROM goal 0-115, wean to cane, bike with resistance, step-ups
Weeks 6-12: strength, balance, return to walking program; golf chipping/putting ~8 weeks per surgeon;
full swing at 12 weeks.

Goals: independent community ambulation without device; stairs reciprocal; walk 1 mile by week 10.
"""


def t_knee_equipment(r: random.Random, dt: datetime) -> str:
    return """Things to have at home BEFORE June 23

[x] front-wheeled walker - borrowed from church loan closet (Marge)
[x] raised toilet seat with arms - Amazon, came 5/14
[ ] shower chair / tub bench - check if guest bath shower is big enough
[ ] ice machine (cold therapy) - ortho office sells one $175, not covered. Polar Care?
[x] grabber / reacher
[ ] long shoehorn, sock aid
[ ] move the throw rugs out of the hall and bedroom
[ ] night lights in hall to bathroom
[ ] recliner in family room - he can sleep there first nights
[ ] frozen meals - Karen says she'll cook when she comes 6/22
[ ] get Eliquis refilled before, stop 6/19 AM!!
[ ] pick up oxycodone Rx after surgery - Gulfside pharmacy on Jacaranda
"""


def t_knee_questions(r: random.Random, dt: datetime) -> str:
    return """questions for Dr Petrakis - pre-op visit

- cemented or not? which implant?
- how long in hospital, 1 night or same day - Medicare + BERS cover either?
- when can I drive (right knee!) - RAV4 - 4-6 wks?
- golf cart driving - same rule?
- stairs: we have none at home except the 2 steps into the lanai
- when can I fly - CRUISE Aug 8 to Seattle - DVT risk, compression socks?
- shore excursions - walking on a glacier tour? Skagway train is fine
- dental cleaning: antibiotics before dental work after joint replacement, for how long?
- Eliquis restart - him or Dr Raman decides
- ice machine - need it?
- PT at MotionWorks 3x week - how many weeks
"""


def t_knee_ics(r: random.Random, dt: datetime) -> str:
    ev = [("20260528T093000", "20260528T103000", "Pre-admission testing - Venice Bay Regional, Lab 1st floor",
           "Bring Medicare + BERS card. Fasting not required."),
          ("20260609T140000", "20260609T150000", "Pre-op visit Dr. Petrakis",
           "Gulf Coast Orthopaedic, Jacaranda Blvd Suite 300"),
          ("20260611T100000", "20260611T120000", "Joint replacement class (Joint Camp)",
           "Venice Bay Regional, Education Room B - Carol comes too"),
          ("20260623T060000", "20260623T140000", "SURGERY - right knee (arrive 6:00 AM)",
           "Nothing to eat after midnight. Last Eliquis 6/19 AM.")]
    body = "".join(
        f"BEGIN:VEVENT\r\nUID:knee-{i}@brandt-imac\r\nDTSTAMP:20260520T120000Z\r\nDTSTART;TZID=America/New_York:"
        f"{s}\r\nDTEND;TZID=America/New_York:{e}\r\nSUMMARY:{t}\r\nDESCRIPTION:{d}\r\nEND:VEVENT\r\n"
        for i, (s, e, t, d) in enumerate(ev))
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Apple Inc.//macOS 14.5//EN\r\nCALSCALE:GREGORIAN\r\n"
            + body + "END:VCALENDAR\r\n")


def t_knee_eml(r: random.Random, dt: datetime) -> str:
    return f"""From: Denise Alvarez <dalvarez@gcoaortho.com>
To: jerrybrandt52@gulfbreeze.net
Subject: Your surgery date - confirmation
Date: {dt:%a, %d %b %Y} 11:42:10 -0400
Message-ID: <20260412.114210.dalvarez@gcoaortho.com>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"

Good morning Mr. Brandt,

This confirms your right total knee replacement with Dr. Petrakis on Tuesday, June 23, 2026 at
Venice Bay Regional Medical Center. Your pre-op appointment with Dr. Petrakis is June 9 at 2:00 PM.

We will request prior authorization from your secondary plan (Meridian / BERS) and clearance from
Dr. Raman's office. Please schedule your pre-admission testing at the hospital (941-485-5501) for
the last week of May.

Attached you will find the pre-operative instructions and the Joint Camp class schedule.

Thank you,
Denise Alvarez
Surgery Scheduler, Gulf Coast Orthopaedic Associates
(941) 485-7720 ext. 214
"""


def t_knee_labs(r: random.Random, dt: datetime) -> str:
    return f"""VENICE BAY REGIONAL MEDICAL CENTER - LABORATORY SERVICES
Patient: BRANDT, GERALD R    DOB 10/07/1952    Acct 77310442
Ordering: PETRAKIS, ALAN J MD    Collected: {_mdy(dt)} 09:41    Reason: Pre-admission testing, R TKA 06/23/2026

CBC
WBC 6.8 K/uL (4.0-11.0)   HGB 14.1 g/dL (13.0-17.0)   HCT 42.3 %   PLT 212 K/uL (150-400)
BASIC METABOLIC PANEL
Sodium 139  Potassium 4.3  Chloride 103  CO2 26  BUN 18  Creatinine 1.02 mg/dL  eGFR 74  Glucose 97
COAGULATION
PT 13.9 s (11.5-14.5)   INR 1.1   aPTT 31 s
HEMOGLOBIN A1c 5.6 %
URINALYSIS: negative nitrite, negative leukocyte esterase
MRSA nasal screen: NEGATIVE
TYPE AND SCREEN: O POS, antibody screen negative
EKG: sinus rhythm, rate 62, no acute ST-T changes (read by C. Whitfield MD)
"""


def t_knee_estimate(r: random.Random, dt: datetime) -> str:
    return f"""VENICE BAY REGIONAL MEDICAL CENTER
GOOD FAITH / PATIENT COST ESTIMATE
Prepared {_mdy(dt)} for: Gerald R. Brandt
Service: Total knee replacement, right - outpatient/observation (CPT 27447), anesthesia, implant
Scheduled date: 06/23/2026

Estimated total charges ........................ $58,420.00
Primary insurance: MEDICARE PART A/B
  Expected Medicare payment (DRG/APC) ........... $14,906.12
Secondary insurance: BERS RETIREE PLAN (Meridian Health Partners)
  Part B deductible 2026 ........................ $283.00 - covered by secondary plan
  Coinsurance ................................... covered by secondary plan
ESTIMATED PATIENT RESPONSIBILITY ................ $0.00 - $150.00 (plan copay)
Surgeon, anesthesiologist and physical therapy bill separately.

This estimate is based on the information available today and is not a guarantee.
Patient Financial Counseling: (941) 485-5590
"""


def t_knee_recovery(r: random.Random, dt: datetime) -> str:
    return """Jerry's knee - plan for the weeks after surgery

Mon 6/22  Karen flies in from Charlotte (arr. SRQ 3:40 PM) - stays to Fri 7/3
Tue 6/23  Surgery. Carol drives, Karen stays home to set up the recliner. Arrive 6 AM!
Wed 6/24  Home (if he stays one night)
Week 1    PT starts at MotionWorks Fri 6/26 - Carol or Karen drives (he can't drive)
          Mon-Wed-Fri 10:30 AM
Week 2    Post-op visit Petrakis ~ 7/7, staples out
7/3-7/12  Mark says he can come for a long weekend 7/9-7/12
Pantry: ask Ruth Olson to cover my Tuesday intake shifts June 23 - July 14
Golf: cancel Jerry's Thursday tee times through August (tell Ron)
Cruise Aug 9: surgeon said walking tours OK by then if PT goes well - get a wheelchair at airports

Meals: church meal train - Patricia is setting it up for 2 weeks
Medications: oxycodone first days, then Tylenol; Eliquis restart per Dr. Raman; stool softener
Ice every 2 hours 20 min, leg up above the heart
"""


def t_knee_class(r: random.Random, dt: datetime) -> str:
    return """JOINT CAMP - Your Guide to Total Joint Replacement
Venice Bay Regional Medical Center - Orthopedic & Spine Institute

Welcome! This class prepares you and your coach for surgery day and the first weeks at home.

Your coach: a family member or friend who comes to class, stays with you the first days and helps with
exercises, medications and the walker.

What to pack: loose shorts, a T-shirt, non-skid shoes with backs, your walker with your name on it,
glasses, hearing aids, a list of your medications, your CPAP.

Preventing complications: blood clots (ankle pumps, walking, blood thinner as ordered), infection
(keep the dressing dry, no soaking in a tub or pool for 6 weeks), falls (remove rugs, use night lights).

Pain: expect swelling and bruising down to the foot. Ice 20 minutes every 1-2 hours. Take pain
medicine before therapy. Call the surgeon for fever over 101.5, calf pain, drainage or redness.

Dental work: tell your dentist you have a joint replacement; you may need antibiotics beforehand.
"""


def t_knee_consult(r: random.Random, dt: datetime) -> str:
    return f"""{ORTHO}

OFFICE VISIT NOTE    Date of service: {_mdy(dt)}
Patient: Gerald R. Brandt, 73 y/o male    PCP: Steven Ochoa, MD

CC: Right knee pain, worsening over 3 years.
HPI: Retired educator, avid golfer. Pain medial right knee, 6-7/10, worse with stairs and after 9 holes.
Failed conservative care: PT 2024, two cortisone injections (last 11/2025), hyaluronic acid series 2025,
meloxicam stopped because of apixaban. Uses a cane on longer walks.
Exam: varus 8 deg, effusion 1+, ROM 5-105, medial joint line tenderness, stable ligaments.
X-rays (standing AP, lateral, sunrise): bone-on-bone medial compartment, osteophytes, subchondral sclerosis.
Assessment: Primary osteoarthritis, right knee (M17.11), end stage.
Plan: Discussed right total knee arthroplasty, risks and benefits including infection, DVT, stiffness,
anesthesia risk given AFib. Patient wishes to proceed. Schedule surgery; cardiology clearance from
Dr. Raman; pre-hab PT; Joint Camp class.
"""


# --------------------------------------------------------------------------- Projects: trust and wills (Estate)


def t_trust_engage(r: random.Random, dt: datetime) -> str:
    return f"""{LAW}

{_us(dt)}

Mr. and Mrs. Gerald R. Brandt
412 Egret Bay Lane
Venice, FL 34293

Re: Engagement for estate planning services

Dear Jerry and Carol,

Thank you for meeting with me on February 10. This letter confirms the terms on which Tolliver & Haines,
P.A. will represent you jointly in updating your estate plan.

Scope: (1) a Restatement of the Gerald R. Brandt and Carol A. Brandt Revocable Trust dated April 11, 2012,
which was prepared under Ohio law, so that it conforms to the Florida Trust Code; (2) new pour-over wills;
(3) Florida durable powers of attorney; (4) designations of health care surrogate and living wills;
(5) HIPAA authorizations; (6) a warranty deed conveying 412 Egret Bay Lane to you as trustees while
preserving your homestead exemption; (7) guidance on beneficiary designations for your IRAs.

Fee: a flat fee of $3,850.00, plus recording costs for the deed (approximately $27.00). One half is due
on signing this letter and the balance at the execution meeting.

Joint representation: because we represent you both, information either of you shares with us about
the plan may be shared with the other. If a conflict arises we may have to withdraw.

Please sign and return one copy together with the completed Estate Planning Questionnaire.

Very truly yours,
Margaret A. Tolliver, Esq.
Board Certified in Wills, Trusts & Estates
"""


def t_trust_questionnaire(r: random.Random, dt: datetime) -> str:
    return """TOLLIVER & HAINES, P.A. - ESTATE PLANNING QUESTIONNAIRE (married couple)

Client 1: Gerald Robert Brandt, born 10/07/1952, Medina OH. Retired high school principal.
Client 2: Carol Ann Brandt (nee Novak), born 02/19/1955, Cleveland OH. Retired dental hygienist.
Married: August 14, 1976, Medina, Ohio. No prior marriages.
Florida domicile since: April 2021 (Declaration of Domicile filed Sarasota County 05/2021)

Children:
1. Mark Gerald Brandt, 48, Columbus OH - married (Jennifer) - children Tyler (2009), Emma (2012)
2. Karen Louise Walsh, 45, Charlotte NC - married (Brian) - children Lily (2015), Owen (2018)

Existing documents: Revocable Trust dated 04/11/2012 (Ohio, attorney Paul Renner, Medina); pour-over
wills 2012; Ohio durable POAs and health care POAs 2012; living wills 2012.

Successor trustee wishes: surviving spouse, then Mark and Karen as co-trustees (currently Mark alone).
Distribution: equally to Mark and Karen; a deceased child's share to his/her children in trust to age 25.
Specific gifts: Jerry's woodworking tools to Tyler; Carol's grandmother's china to Emma; $5,000 to
St. Andrew's Lutheran Church, Venice.
Health care surrogate: each other, then Karen, then Mark.

Assets (approximate): home 412 Egret Bay Lane, Venice ($540,000, in our joint names - NOT in trust);
Harborline joint brokerage (in trust name); Harborline IRA (Jerry) ~$610,000; Harborline IRA (Carol)
~$238,000; Gulf Palms Bank checking/savings; 2021 Toyota RAV4; golf cart; BERS pension with 50% joint
and survivor option for Carol; life insurance - none remaining.
"""


def t_trust_summary(r: random.Random, dt: datetime) -> str:
    return f"""{LAW}

MEMORANDUM - Summary of your draft documents ({_us(dt)})
To: Jerry and Carol Brandt    From: Margaret A. Tolliver

Enclosed are drafts of your Restated Revocable Trust Agreement, Pour-Over Wills, Durable Powers of
Attorney and Designations of Health Care Surrogate. Please read them and mark any questions.

1. Trustees. You both remain co-trustees. On the death or incapacity of either of you the other continues
   alone. After both of you, Mark Brandt and Karen Walsh serve as co-successor trustees; either may act
   alone for routine matters.
2. Incapacity. A trustee is incapacitated on the written opinion of two licensed physicians.
3. Homestead. Article VII preserves your Florida homestead exemption and the surviving spouse's right to
   live in the residence. The deed to the trustees will be recorded after signing.
4. Specific gifts: tools to Tyler Brandt; china to Emma Brandt; $5,000 to St. Andrew's Lutheran Church.
5. Residue: equal shares to Mark and Karen. A share for a grandchild under 25 is held in a separate
   trust for health, education, maintenance and support.
6. IRAs are NOT controlled by the trust. Name each other as primary beneficiary and Mark and Karen
   equally as contingent beneficiaries, per stirpes (see enclosed Harborline forms).
7. Signing meeting: Thursday, June 18, 2026 at 10:00 AM at our office. Two witnesses and a notary will
   be provided. Bring photo ID. Plan on about 90 minutes.
"""


def t_trust_assets(r: random.Random, dt: datetime) -> str:
    return """Asset;Owner / titled as;Approx value;Beneficiary / POD;Action for trust update
412 Egret Bay Lane Venice;Jerry & Carol joint;540000;n/a;deed to trustees - Tolliver prepares
Harborline joint brokerage x4417;Brandt Revocable Trust 2012;415000;n/a;retitle to restated trust name?
Harborline IRA Jerry x2208;Jerry;610000;Carol 100%, contingent Mark;add Karen 50/50 contingent
Harborline IRA Carol x6631;Carol;238000;Jerry 100%, contingent Mark;add Karen 50/50 contingent
Gulf Palms Bank checking x0913;Jerry & Carol joint;18000;none;add POD to trust
Gulf Palms Bank savings x0921;Jerry & Carol joint;42000;none;add POD to trust
2021 Toyota RAV4;Jerry;24000;n/a;leave - FL allows TOD on title? ask
Golf cart 2020;Carol;6500;n/a;leave
BERS pension;Jerry;3920/mo;Carol 50% J&S;nothing - already elected
Burial plots Medina (Fairlawn Memorial);Jerry & Carol;n/a;n/a;keep in Ohio
"""


def t_trust_eml(r: random.Random, dt: datetime) -> str:
    return f"""From: "Beth Carrow" <bcarrow@tolliverhaines.com>
To: "Carol Brandt" <carolbrandt55@gulfbreeze.net>
Cc: jerrybrandt52@gulfbreeze.net
Subject: Brandt - drafts and execution meeting
Date: {dt:%a, %d %b %Y} 15:07:33 -0400
Message-ID: <CAB7781.tolliverhaines@mail.tolliverhaines.com>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"

Hi Carol,

Attorney Tolliver has finished the drafts of your restated trust, wills, powers of attorney and health
care surrogate designations - they are attached as PDFs with a summary memo.

We have reserved Thursday, June 18 at 10:00 AM for the signing. Please let me know by June 10 if you
have changes so we can prepare the final versions. Because Jerry's surgery is on the 23rd we kept the
date early - if anything moves we can also come to your home after the surgery.

Please bring your current Harborline statements and the original 2012 trust binder if you have it.

Best regards,
Beth Carrow, Florida Registered Paralegal
Tolliver & Haines, P.A. | (941) 366-4150 ext. 3
"""


def t_trust_hcs(r: random.Random, dt: datetime) -> str:
    return """DRAFT - DESIGNATION OF HEALTH CARE SURROGATE (Florida Statutes Chapter 765)

I, CAROL ANN BRANDT, designate as my health care surrogate under s. 765.202, Florida Statutes:
Name: GERALD ROBERT BRANDT, 412 Egret Bay Lane, Venice, FL 34293, phone (941) 555-0186

If my health care surrogate is not willing, able, or reasonably available to perform his duties,
I designate as my alternate health care surrogate:
Name: KAREN LOUISE WALSH, Charlotte, North Carolina, phone (704) 555-0119
and then: MARK GERALD BRANDT, Columbus, Ohio, phone (614) 555-0172

I authorize my health care surrogate to: receive any of my health information, whether oral or
recorded; make all health care decisions for me, including health care to keep me alive; consent
to my admission to or transfer from a health care facility; and apply for public benefits such as
Medicare and Medicaid on my behalf.

Signed: ______________________  Date: ____________
Witnesses (two, not both related to the principal): __________________  __________________
"""


def t_trust_notes(r: random.Random, dt: datetime) -> str:
    return """notes for Tolliver - Feb 10

- 2012 trust done in Ohio by Paul Renner. Still valid in FL? She says valid but restate anyway
- house was never deeded into the trust when we bought in 2021 - title company never asked
- successor trustee: Mark alone now. Want Mark AND Karen together
- grandkids - hold their money till 25, not 21
- tools to Tyler (he's the only one who likes the shop)
- church gift 5000
- POA: Ohio POA from 2012 - banks here don't like it. Harborline rejected it for Mom's account once
- ask: does the pension survivor (50% to Carol) need anything - no
- ask: living will - no feeding tube for either of us
- cost? she quoted flat 3,850
"""


def t_trust_deed(r: random.Random, dt: datetime) -> str:
    return """DRAFT - Prepared by and return to: Margaret A. Tolliver, Esq., Tolliver & Haines, P.A.,
1800 Second Street, Suite 720, Sarasota, FL 34236
Parcel ID: 0418-07-2231

WARRANTY DEED TO TRUSTEES

THIS DEED is made this ___ day of June, 2026, by GERALD R. BRANDT and CAROL A. BRANDT, husband and
wife, whose address is 412 Egret Bay Lane, Venice, FL 34293 ("Grantors"), to GERALD R. BRANDT and
CAROL A. BRANDT, as Trustees of the GERALD R. BRANDT AND CAROL A. BRANDT REVOCABLE TRUST dated
April 11, 2012, as restated on June 18, 2026, with full power to protect, conserve, sell, lease and
encumber the real property ("Grantees").

Grantors, for ten dollars and other good and valuable consideration, grant to Grantees the following
land in Sarasota County, Florida: Lot 112, OSPREY BEND UNIT 3, according to the plat thereof recorded
in Plat Book 51, Page 18, Public Records of Sarasota County, Florida.

The property is the homestead of the Grantors. Grantors retain the beneficial interest and right of
possession for life for purposes of the homestead exemption under s. 196.041, Florida Statutes.
"""


def t_trust_beneficiary(r: random.Random, dt: datetime) -> str:
    return f"""{HARBOR}

IRA BENEFICIARY DESIGNATION / CHANGE FORM
Account owner: Gerald R. Brandt    Account number: ****2208 (Rollover IRA)
This designation replaces all prior designations for this account.

PRIMARY BENEFICIARY (must total 100%)
Carol A. Brandt - spouse - DOB 02/19/1955 - 100%
CONTINGENT BENEFICIARIES (must total 100%)
Mark G. Brandt - son - DOB 04/02/1978 - 50% - per stirpes [x]
Karen L. Walsh - daughter - DOB 09/23/1980 - 50% - per stirpes [x]

Spousal consent (community property states only): not applicable - Florida
Signature of account owner: ______________________   Date: ____________
Return to Harborline Investments, P.O. Box 70311, Charlotte, NC 28272 or upload at harborline.com.
Form HL-IRA-BEN (rev. {dt:%m/%y})
"""


def t_trust_ics(r: random.Random, dt: datetime) -> str:
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Apple Inc.//macOS 14.5//EN\r\nBEGIN:VEVENT\r\n"
            "UID:tolliver-signing-20260618@brandt-imac\r\nDTSTAMP:20260519T190000Z\r\n"
            "DTSTART;TZID=America/New_York:20260618T100000\r\nDTEND;TZID=America/New_York:20260618T113000\r\n"
            "SUMMARY:Sign trust + wills - Tolliver & Haines\r\n"
            "LOCATION:1800 Second Street\\, Suite 720\\, Sarasota\r\n"
            "DESCRIPTION:Bring photo IDs\\, 2012 trust binder\\, Harborline statements. Balance of fee $1\\,925.\r\n"
            "BEGIN:VALARM\r\nTRIGGER:-P1D\r\nACTION:DISPLAY\r\nDESCRIPTION:Reminder\r\nEND:VALARM\r\n"
            "END:VEVENT\r\nEND:VCALENDAR\r\n")


def t_trust_will(r: random.Random, dt: datetime) -> str:
    return """DRAFT 05/19/2026
LAST WILL AND TESTAMENT OF GERALD ROBERT BRANDT

I, GERALD ROBERT BRANDT, a resident of Sarasota County, Florida, declare this to be my Last Will and
revoke all wills and codicils previously made by me, including my will dated April 11, 2012.

ARTICLE I - FAMILY. I am married to CAROL ANN BRANDT. I have two children, MARK GERALD BRANDT and
KAREN LOUISE WALSH.

ARTICLE II - TANGIBLE PERSONAL PROPERTY. I give my woodworking tools and shop equipment to my grandson
TYLER BRANDT, if he survives me. I give my remaining tangible personal property to my wife, if she
survives me, otherwise to my children who survive me, in shares of substantially equal value.

ARTICLE III - RESIDUE. I give the residue of my estate to the then-acting trustee of the GERALD R.
BRANDT AND CAROL A. BRANDT REVOCABLE TRUST dated April 11, 2012, as restated, to be added to and
administered as part of that trust.

ARTICLE IV - PERSONAL REPRESENTATIVE. I appoint my wife as Personal Representative; if she fails to
serve, I appoint my son MARK GERALD BRANDT and my daughter KAREN LOUISE WALSH as co-Personal
Representatives. No bond shall be required.
"""


def t_trust_2012(r: random.Random, dt: datetime) -> str:
    return """THE GERALD R. BRANDT AND CAROL A. BRANDT REVOCABLE TRUST
Dated April 11, 2012

This Trust Agreement is made at Medina, Ohio, between GERALD R. BRANDT and CAROL A. BRANDT, of Medina
County, Ohio, as Grantors, and GERALD R. BRANDT and CAROL A. BRANDT, as Trustees.

ARTICLE 1. Trust Property. The Grantors transfer to the Trustees the property described in Schedule A,
to be held and administered under this Agreement. Schedule A: residence at 2280 Ridgewood Drive,
Medina, Ohio; Buckeye Savings joint account; Harborline Investments joint account.

ARTICLE 2. Revocation. Either Grantor may revoke this Agreement in whole or in part by written notice.

ARTICLE 5. Successor Trustee. Upon the death, resignation or incapacity of both Grantors, MARK G. BRANDT
shall serve as successor Trustee.

ARTICLE 7. Distribution. Upon the death of the surviving Grantor the Trustee shall distribute the trust
estate in equal shares to the Grantors' children, MARK G. BRANDT and KAREN L. WALSH; the share of a
deceased child shall pass to that child's descendants per stirpes, held in trust until age 21.

Governing law: this Agreement shall be governed by the laws of the State of Ohio.
Prepared by Paul D. Renner, Attorney at Law, 112 N. Court Street, Medina, Ohio 44256.
"""


def t_trust_poa(r: random.Random, dt: datetime) -> str:
    return """DRAFT - DURABLE POWER OF ATTORNEY (Florida Statutes Chapter 709, Part II)

I, CAROL ANN BRANDT, of Sarasota County, Florida, appoint GERALD ROBERT BRANDT as my agent. If he dies,
becomes incapacitated, resigns or refuses to act, I appoint KAREN LOUISE WALSH as successor agent.

This power of attorney is durable and is not affected by my subsequent incapacity except as provided
in chapter 709, Florida Statutes. It is effective immediately.

GENERAL AUTHORITY: my agent may act for me in all matters relating to banking, investments and
retirement plans (including IRAs and the Buckeye Educators Retirement System), real property,
insurance, Social Security and Medicare, and tax matters for tax years 2010 through 2045.

SUPERIOR POWERS (initial each one you grant): ____ create, amend or revoke a trust; ____ make gifts;
____ create or change rights of survivorship; ____ create or change beneficiary designations;
____ waive the principal's right to be a beneficiary of a joint and survivor annuity.
"""


# --------------------------------------------------------------------------- Projects: hurricane shutters (Home)

OPENINGS = [("Front bedroom window", 36, 62, "accordion"), ("Front office window", 36, 62, "accordion"),
            ("Front entry sidelight + door", 58, 84, "accordion"), ("Garage side door", 36, 82, "accordion"),
            ("Dining room window", 72, 62, "accordion"), ("Kitchen window", 48, 48, "accordion"),
            ("Guest bedroom window", 36, 62, "accordion"), ("Guest bath window", 24, 36, "panel"),
            ("Primary bedroom window", 72, 62, "accordion"), ("Primary bath window", 36, 36, "panel"),
            ("Lanai slider 1", 144, 96, "roll-down"), ("Lanai slider 2", 96, 96, "roll-down"),
            ("Family room window", 96, 62, "accordion"), ("Laundry window", 24, 36, "panel")]


def t_shut_quote(r: random.Random, dt: datetime, company: str = SHIELD, factor: float = 1.0) -> str:
    lines, total = [], 0.0
    for name, w, h, kind in OPENINGS:
        rate = {"accordion": 11.5, "roll-down": 24.0, "panel": 6.8}[kind] * factor
        price = round(w * h / 144 * rate * 3.2, 2)
        total += price
        lines.append(f"{name:<30} {w}\" x {h}\"  {kind:<10} ${price:>9,.2f}")
    permit = 450.0
    return f"""{company}

PROPOSAL / ESTIMATE    Date: {_mdy(dt)}    Valid 30 days
Customer: Gerald & Carol Brandt, 412 Egret Bay Lane, Venice FL 34293 (Osprey Bend)
Phone: (941) 555-0186

Scope: furnish and install Florida-approved hurricane protection for 14 openings. Accordion shutters
0.050 aluminum, bronze finish, center-lock with keyed lock; roll-down shutters with manual crank and
motor-ready box on the lanai; clear polycarbonate storm panels with stored-in-garage tracks.
Design pressure per Sarasota County wind zone 150 mph (ASCE 7-22).

{chr(10).join(lines)}

Engineering, permit and inspections ........... ${permit:,.2f}
TOTAL .......................................... ${total + permit:,.2f}
Terms: 40% deposit on signing, balance on final inspection. Lead time 8-10 weeks after permit.
HOA architectural approval is the homeowner's responsibility; we supply product approvals and drawings.
"""


def t_shut_compare(r: random.Random, dt: datetime) -> str:
    return """Company;Type front;Lanai;Total;Lead time;Warranty;Notes
Gulf Shield Storm Protection;accordion bronze;roll-down manual crank;18940;8-10 wks;10/5 yr;Bob Hale used them - good
Storm Armor of Florida;accordion white;accordion;15210;12-14 wks;5 yr;no roll-down offered; white not HOA color
Suncoast Shutters & Glass;impact windows (replace);impact slider;61500;6 months;lifetime glass;way too much
Gulf Shield - motorized lanai option;;roll-down motor;+2350;;;maybe later
"""


def t_shut_arc_app(r: random.Random, dt: datetime) -> str:
    return f"""OSPREY BEND HOMEOWNERS ASSOCIATION, INC.
ARCHITECTURAL REVIEW COMMITTEE (ARC) - MODIFICATION APPLICATION

Owner: Gerald & Carol Brandt    Address: 412 Egret Bay Lane, Lot 112    Phone: (941) 555-0186
Date submitted: {_mdy(dt)}

Type of modification: [ ] paint  [ ] landscaping  [ ] pool/lanai  [x] hurricane shutters  [ ] other
Description: Permanent accordion shutters on 10 front and side openings, bronze finish (approved color
"Dark Bronze" per Section 9.4 of the Design Guidelines); two roll-down shutters on the rear lanai
(housing mounted under soffit, bronze); three removable clear panels on small bath/laundry windows.
Contractor: Gulf Shield Storm Protection, LLC, license CGC1529904, insurance certificate attached.
Attachments: [x] proposal  [x] product brochure & color sample  [x] site plan marking openings
[x] Florida Product Approval FL#21774  [x] contractor license & insurance

Owner acknowledges: shutters may be closed only when a tropical storm or hurricane watch or warning is
in effect for Sarasota County and must be opened within 7 days after it is lifted (Rule 4.12).

Owner signature: Gerald R. Brandt
"""


def t_shut_arc_ok(r: random.Random, dt: datetime) -> str:
    return f"""OSPREY BEND HOMEOWNERS ASSOCIATION, INC.
c/o Gulfstream Community Management, 4100 Center Pointe Dr, Venice, FL 34292 | (941) 493-8800

{_us(dt)}

Gerald & Carol Brandt
412 Egret Bay Lane, Venice, FL 34293

RE: ARC Application #2026-031 - Hurricane shutters - APPROVED WITH CONDITIONS

Dear Mr. and Mrs. Brandt,

The Architectural Review Committee reviewed your application at its meeting of April 6, 2026 and
approved it with the following conditions:

1. Finish must be Dark Bronze on all accordion tracks, roll-down housings and end retainers.
2. Roll-down housings on the lanai must be mounted under the soffit and not visible from the golf course.
3. Work hours Monday-Friday 8:00 AM - 5:00 PM; no work on weekends or holidays.
4. Contractor vehicles may not park on the common-area grass.
5. Shutters may be closed only while a watch or warning is in effect (Rule 4.12).
6. A copy of the Sarasota County permit must be provided before work begins.
7. Work must be completed within 180 days of this approval.

Please call the office when the work is complete so that the committee can perform a final inspection.

Sincerely,
Janet Lindgren, ARC Chair, for the Board of Directors
"""


def t_shut_permit(r: random.Random, dt: datetime) -> str:
    return f"""SARASOTA COUNTY PLANNING & DEVELOPMENT SERVICES - BUILDING PERMIT
Permit number: BLD-26-041873    Issued: {_mdy(dt)}    Expires: 180 days without inspection
Work type: RESIDENTIAL - SHUTTERS / STORM PANELS
Site address: 412 EGRET BAY LN, VENICE FL 34293    Parcel: 0418-07-2231
Owner: BRANDT GERALD R & CAROL A
Contractor: GULF SHIELD STORM PROTECTION LLC - CGC1529904
Description: install 11 accordion shutters, 2 roll-down shutters, 3 storm panels per FL#21774, FL#19402
Valuation: $18,490    Fees paid: $312.40
Required inspections: 420 Shutter - Final
Florida Building Code 8th Edition (2023). Wind speed Vult 150 mph, Exposure C.
THIS CARD MUST BE POSTED AND VISIBLE FROM THE STREET UNTIL FINAL INSPECTION.
"""


def t_shut_measure(r: random.Random, dt: datetime) -> str:
    rows = ["Opening;Width in;Height in;Type;Mount;Note"]
    for name, w, h, kind in OPENINGS:
        rows.append(f"{name};{w};{h};{kind};{r.choice(['wall', 'wall', 'header', 'buildout'])};"
                    f"{r.choice(['', '', 'stucco crack below', 'check sill', 'sprinkler head near'])}")
    return "\n".join(rows)


def t_shut_eml(r: random.Random, dt: datetime) -> str:
    return f"""From: Gulf Shield Scheduling <schedule@gulfshieldfl.com>
To: jerrybrandt52@gulfbreeze.net
Subject: Installation scheduled - Brandt, 412 Egret Bay Ln
Date: {dt:%a, %d %b %Y} 09:15:02 -0400
Message-ID: <sched-88231@gulfshieldfl.com>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"

Dear Gerald,

Your shutters have arrived from the factory. Installation is scheduled for Monday, June 8 through
Wednesday, June 10, starting at 8:00 AM each day. Crew lead: Hector. Please:

- move furniture and blinds away from the windows (2 feet)
- have the lanai cleared near the sliders
- make sure the garage is accessible for panel track storage
- post the permit card (BLD-26-041873) in the front window

The county final inspection will be requested when we are done; someone over 18 must be home.
The balance of $11,364.00 is due after the final inspection passes (check or card, 3% card fee).

Reminder: after installation, ask your insurance agent about a new wind mitigation inspection -
opening protection can lower your windstorm premium.

Gulf Shield Storm Protection, LLC | (941) 412-0098
"""


def t_shut_deposit(r: random.Random, dt: datetime) -> str:
    return f"""{SHIELD}

RECEIPT    No. 26-0318    Date: {_mdy(dt)}
Received from: Gerald R. Brandt - 412 Egret Bay Lane, Venice
Contract: 26-114 (hurricane protection, 14 openings), contract price $18,940.00
Deposit (40%) ...................... $7,576.00   Check #4471, Gulf Palms Bank
Balance due on final inspection .... $11,364.00
Thank you for your business!
"""


def t_shut_contract(r: random.Random, dt: datetime) -> str:
    return f"""{SHIELD}

CONTRACT 26-114 - HURRICANE PROTECTION    Date: {_mdy(dt)}
Owner: Gerald R. & Carol A. Brandt, 412 Egret Bay Lane, Venice, FL 34293

Contractor agrees to furnish and install the hurricane protection described in Proposal dated
February 9, 2026 (14 openings), Dark Bronze finish, for the contract price of $18,940.00.
Payment: 40% deposit ($7,576.00) on signing; balance on passed final inspection.
Schedule: permit application within 10 business days after owner delivers HOA approval; installation
within 10 weeks after permit issuance, weather permitting.
Warranty: 10 years on parts, 5 years on labor; roll-down motor (if added) 5 years.

FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND: payment may be available from the Florida Homeowners'
Construction Recovery Fund if you lose money on a project performed under contract, where the loss
results from specified violations of Florida law by a licensed contractor.

Owner has the right to cancel this contract within 3 business days of signing.
Signed: Gerald R. Brandt / Carol A. Brandt      For contractor: Mike Dunleavy, President
"""


def t_shut_windmit(r: random.Random, dt: datetime) -> str:
    return """Wind mitigation - after the shutters are in

Agent Tom at Coastal Harbor says: current policy has credits for roof-to-wall clips and hip roof
(2021 inspection when we bought) but NOTHING for opening protection ("X" on question 7).
New inspection with all openings protected (Class A) could save ~$700-900/yr on the wind part.

Inspector: Sunbelt Home Inspections - Greg - $95 - book for after county final (mid June)
Form OIR-B1-1802 (Rev. 01/12) - he sends it to us, we send it to Tom
Need: permit final, product approval numbers (FL#21774 accordion, FL#19402 roll-down), photos of
each opening with the shutter closed.
"""


def t_shut_product(r: random.Random, dt: datetime) -> str:
    return """FLORIDA BUILDING CODE - PRODUCT APPROVAL
Florida Department of Business and Professional Regulation
Product Approval Number: FL21774-R3
Manufacturer: Coastline Aluminum Products, Inc., Fort Myers, FL
Category: Shutters    Subcategory: Accordion
Product: CAP-Series 5000 Accordion Shutter, 0.050" extruded aluminum
Approved for use in the High Velocity Hurricane Zone: No    Outside HVHZ: Yes
Impact resistant: Yes (large and small missile, TAS 201/202/203 and ASTM E1886/E1996)
Design pressure: +/- 80 psf maximum, span to 144 in. with center mullion
Installation: per Drawing CAP-5000-IN, Sheets 1-8, anchors 1/4" Tapcon at 12" o.c. into concrete block
Evaluation report by: Thornton Engineering Group, P.E. #51902
"""


def t_shut_notes(r: random.Random, dt: datetime) -> str:
    return """shutters - what we decided
- after Milton we did plywood for the back and it took me and Bob 2 days. never again at 73
- HOA rule: only bronze, only closed when watch/warning
- Gulf Shield 18,940 - accordions front, roll-downs on lanai (crank, motor later maybe +2,350)
- deposit 7,576 paid 3/2 check 4471
- ARC approved 4/7 (conditions: housings under soffit)
- permit came 5/12
- install Jun 8-10 - BEFORE knee surgery 6/23, good
- then wind mit inspection -> Coastal Harbor
"""


def t_shut_ics(r: random.Random, dt: datetime) -> str:
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Apple Inc.//macOS 14.5//EN\r\nBEGIN:VEVENT\r\n"
            "UID:gulfshield-install@brandt-imac\r\nDTSTAMP:20260526T133000Z\r\n"
            "DTSTART;VALUE=DATE:20260608\r\nDTEND;VALUE=DATE:20260611\r\n"
            "SUMMARY:Gulf Shield installing shutters (crew 8 AM)\r\n"
            "DESCRIPTION:Move furniture 2 ft from windows\\, clear lanai\\, permit card in front window.\r\n"
            "END:VEVENT\r\nEND:VCALENDAR\r\n")


# --------------------------------------------------------------------------- Projects: Alaska cruise (Travel)


def t_cruise_booking(r: random.Random, dt: datetime) -> str:
    return f"""AURORA PACIFIC CRUISES
BOOKING CONFIRMATION    Booking number: APC-7741925    Issued: {_mdy(dt)}

Guests: MR GERALD BRANDT (Captain's Circle Silver #44180271), MRS CAROL BRANDT
Ship: AURORA DAWN    Voyage AD2609 - 7-Night Alaska Inside Passage, roundtrip Seattle
Embark: Sunday, August 9, 2026, Pier 91 Seattle    Disembark: Sunday, August 16, 2026
Stateroom: 8142 - Category BA, Balcony, Deck 8 (Aloha), aft    Bed: queen
Dining: Anytime Dining    Celebration noted: 50th wedding anniversary, August 14

ITINERARY
Aug 9  Seattle, Washington            depart 4:00 PM
Aug 10 At sea - Inside Passage
Aug 11 Juneau, Alaska                  12:00 PM - 10:00 PM
Aug 12 Skagway, Alaska                 7:00 AM - 8:30 PM
Aug 13 Glacier Bay National Park       scenic cruising
Aug 14 Ketchikan, Alaska               7:00 AM - 1:00 PM
Aug 15 Victoria, British Columbia      7:00 PM - 11:59 PM
Aug 16 Seattle, Washington             arrive 7:00 AM

Cruise fare (2 guests) .......... $5,398.00
Taxes, fees and port expenses ... $  612.40
Prepaid gratuities .............. $  252.00
TOTAL ........................... $6,262.40
Deposit received 09/22/2025 ..... $  800.00
Final payment due 05/11/2026

Travel documents: a valid passport is strongly recommended (Canada port of call).
Booked through: Bon Voyage Travel of Venice - Sue Mahler, (941) 484-3300
"""


def t_cruise_final(r: random.Random, dt: datetime) -> str:
    return f"""BON VOYAGE TRAVEL OF VENICE
215 W. Venice Ave, Venice, FL 34285 | (941) 484-3300 | Sue Mahler, CTC

INVOICE / PAYMENT RECEIPT    {_mdy(dt)}
Client: Gerald & Carol Brandt    Booking: Aurora Pacific APC-7741925, Aurora Dawn, Aug 9-16, 2026

Cruise total ........................ $6,262.40
Deposit 09/22/2025 .................. -$800.00
Final payment (Visa ending 3308) .... -$5,462.40
Balance ............................. $0.00

Also booked: TripGuard Plus travel protection (2 travelers) $489.00, paid separately.
Your e-documents will be available 30 days before sailing. Online check-in opens 90 days before.
Happy 50th!
"""


def t_cruise_flights(r: random.Random, dt: datetime) -> str:
    return f"""COASTLINE AIRWAYS - Trip confirmation    Confirmation code: KQ7T4M
Issued {_mdy(dt)}

Passengers: BRANDT/GERALD R MR    BRANDT/CAROL A MRS

Sat, Aug 8, 2026   CL 1184   Sarasota (SRQ) 7:05 AM  ->  Atlanta (ATL) 8:50 AM     Main Cabin  14C/14D
Sat, Aug 8, 2026   CL 2231   Atlanta (ATL) 10:15 AM  ->  Seattle (SEA) 12:40 PM    Comfort+    22A/22B
Sun, Aug 16, 2026  CL 2608   Seattle (SEA) 1:05 PM   ->  Atlanta (ATL) 9:12 PM     Comfort+    21A/21B
Sun, Aug 16, 2026  CL 1921   Atlanta (ATL) 10:30 PM  ->  Sarasota (SRQ) 12:05 AM+1 Main Cabin  12C/12D

Fare: $1,388.40 total (2 adults) incl. taxes. Checked bags: 1st bag $35 each way per person.
Special service request: WCHR (wheelchair to/from gate) for BRANDT/GERALD - all segments.
Known Traveler Numbers on file for both passengers.
"""


def t_cruise_hotel(r: random.Random, dt: datetime) -> str:
    return f"""PIKE HARBOR HOTEL - SEATTLE WATERFRONT
Reservation confirmed    Confirmation #: 83310927    Booked {_mdy(dt)}
Guest: Gerald Brandt    Arrive: Saturday, August 8, 2026    Depart: Sunday, August 9, 2026 (1 night)
Room: 1 King, Bay View    Rate: $389.00 + tax (AAA rate)    Cancellation: free until Aug 6, 4 PM
Check-in 3 PM, check-out 11 AM. Cruise shuttle to Pier 91 departs 11:30 AM ($25 per person, book at desk).
"""


def t_cruise_excursions(r: random.Random, dt: datetime) -> str:
    return """AURORA PACIFIC CRUISES - Shore Excursions - Booking APC-7741925, stateroom 8142

Aug 11 Juneau  JNU-210  Whale Watching & Mendenhall Glacier Visitor Center  1:15 PM  5.5 hrs  2 x $219.95
       Activity level: easy. Bus + stable boat; short paved walk at the glacier (0.5 mile).
Aug 12 Skagway SGY-101  White Pass Summit Scenic Railway                    8:00 AM  3.5 hrs  2 x $159.00
       Activity level: easy. Vintage parlor cars; restrooms on board.
Aug 14 Ketchikan KTN-305 Great Alaskan Lumberjack Show & Creek Street stroll 9:00 AM 2 hrs    2 x $  69.95
Total: $897.80 charged to onboard account. Cancel up to 48 hours before the tour without penalty.
"""


def t_cruise_insurance(r: random.Random, dt: datetime) -> str:
    return f"""TRIPGUARD PLUS - Travel Protection Plan - Confirmation of Coverage
Underwritten by Meridian Atlantic Casualty Company
Policy number: TGP-26-4419731    Purchase date: {_mdy(dt)}
Insured: Gerald Brandt (age 72), Carol Brandt (age 70)
Trip: Alaska cruise and air, departure 08/08/2026, return 08/17/2026    Trip cost insured: $8,139.80

Benefits (per person): Trip cancellation 100% of trip cost; Trip interruption 150%; Travel delay $1,000;
Emergency medical $50,000 (primary); Medical evacuation $500,000; Baggage $1,500.
PRE-EXISTING CONDITION EXCLUSION WAIVER: included - plan purchased within 14 days of initial trip
deposit and insured medically able to travel on purchase date.

Note for travelers with scheduled procedures: a scheduled surgery known at purchase is not by itself a
covered reason to cancel; complications arising from it may be covered under the waiver.
Claims: 1-866-555-0124 | claims@tripguardplus.com. Free look period: 15 days.
"""


def t_cruise_packing(r: random.Random, dt: datetime) -> str:
    return """ALASKA PACKING LIST - Carol

layers layers layers (50s-60s in Aug, rain in Ketchikan)
- rain jackets x2 (Jerry's new one from LL Bean)
- fleece x2, long sleeve tees, 1 pr jeans each, khakis
- hats + light gloves for Glacier Bay
- binoculars!!  camera + charger
- formal night x2: Jerry navy suit, my blue dress + silver shawl
- anniversary night Aug 14 - the pearls
- walking shoes broken in (J: new ones for the knee)
- compression socks for the flights
- meds in carry-on: Eliquis, metoprolol, my Fosamax, list of meds + Dr Raman's number
- passports (mine - renewal, watch mail!), Medicare cards, TripGuard policy
- power strip (no surge), nightlight, magnets for door
- seasick bands
"""


def t_cruise_anniv(r: random.Random, dt: datetime) -> str:
    return f"""From: Carol Brandt <carolbrandt55@gulfbreeze.net>
To: Sue Mahler <sue@bonvoyagevenice.com>
Subject: Re: anniversary dinner on the ship
Date: {dt:%a, %d %b %Y} 20:31:44 -0400
Message-ID: <7A3E5C20-91B4-4B9E-9E12-88F1B0C7D3A2@gulfbreeze.net>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"

Hi Sue,

Thank you for noting the anniversary on our booking. Could you ask Aurora Pacific for a table for two
by a window in the Crown Grill on Friday August 14 (Ketchikan day)? We were married 8/14/76 - 50 years!
Jerry doesn't know that I ordered the cake and the photo package, so please don't email him.

Also - Jerry's knee replacement is June 23. If he can't do a lot of walking do we need to tell the
cruise line anything? He may still use a cane.

Thanks so much,
Carol
"""


def t_cruise_budget(r: random.Random, dt: datetime) -> str:
    return """Item;Budget;Actual;Paid;Note
Cruise fare + taxes + gratuities;6300;6262.40;yes;APC-7741925
Flights SRQ-SEA;1400;1388.40;yes;Coastline KQ7T4M
Hotel Seattle 1 night;450;431.80;no;pay at hotel
TripGuard insurance;500;489.00;yes;
Shore excursions;900;897.80;no;onboard account
Onboard extras / drinks;600;;;
Anniversary cake + photo package;250;;;Carol - surprise
Passport renewal Carol;130;130.00;yes;DS-82 mailed
Parking SRQ 9 days;160;;;or Karen drives us
Total;10690;9599.40;;
"""


def t_cruise_passport(r: random.Random, dt: datetime) -> str:
    return f"""U.S. PASSPORT RENEWAL APPLICATION (DS-82) - worksheet copy
Applicant: CAROL ANN BRANDT    Date of birth: 02/19/1955    Place of birth: Cleveland, Ohio, U.S.A.
Most recent passport: book no. 48810xxxx, issued 03/2015 (expired 03/2025)
Mailing address: 412 Egret Bay Lane, Venice, FL 34293    Phone (941) 555-0187
Travel plans: departure 08/09/2026, destination Canada (cruise port Victoria BC)
Fee: $130.00 passport book, check no. 4492 payable to "U.S. Department of State"
Routine service: 4-6 weeks. Mailed {_mdy(dt)} to National Passport Processing Center, Philadelphia.
Photo taken at the Venice post office. Old passport enclosed.
"""


def t_cruise_guide(r: random.Random, dt: datetime) -> str:
    return """PORT GUIDE: JUNEAU, ALASKA
Your ship docks at the cruise terminals downtown; the Mount Roberts Tramway is steps from the pier.
Getting around: the Blue Glacier Bus to the Mendenhall Glacier leaves every 30 minutes ($45 round trip).
Don't miss: the Alaska State Museum, Red Dog Saloon, salmon bake, Shrine of St. Therese.
Weather in August: highs 63F, lows 50F, rain on about half of the days - bring a waterproof layer.
Accessibility: the glacier visitor center and the Photo Point trail are paved and wheelchair accessible;
Nugget Falls trail is 2 miles round trip, mostly level gravel.
PORT GUIDE: SKAGWAY
The White Pass & Yukon Route railway station is a short walk from the dock. Broadway Street's
boardwalks date from the Klondike Gold Rush of 1898.
"""


# --------------------------------------------------------------------------- Areas: Finance


def t_harbor_stmt(r: random.Random, dt: datetime) -> str:
    start = dt.replace(day=1) - timedelta(days=1)
    begin = r.uniform(390_000, 430_000)
    div = r.uniform(600, 1900)
    chg = r.uniform(-9000, 11000)
    rows = "\n".join(f"{_mdy(start - timedelta(days=r.randint(1, 27)))}  DIVIDEND  {s:<36} ${r.uniform(40, 420):>9,.2f}"
                     for s in ("HARBORLINE TOTAL MARKET INDEX FD", "US TREASURY MMKT FUND",
                               "VANTAGE DIVIDEND GROWTH ETF", "COASTAL MUNI BOND FUND"))
    return f"""{HARBOR}

ACCOUNT STATEMENT    Period ending {_mdy(start)}
GERALD R BRANDT & CAROL A BRANDT TTEES, BRANDT REVOCABLE TRUST U/A DTD 04/11/2012
Account number: ****4417 (Trust - joint brokerage)    Your advisor: Dale Whitcomb, CFP, (941) 480-2210

Beginning value ............ ${begin:,.2f}
Dividends and interest ..... ${div:,.2f}
Change in value ............ ${chg:,.2f}
Ending value ............... ${begin + div + chg:,.2f}

Asset allocation: stocks 48%, bonds 38%, cash 14%
Activity:
{rows}
Income year to date is reported on your Form 1099 after year end.
"""


def t_rmd_notice(r: random.Random, dt: datetime) -> str:
    bal = 623_418.77
    return f"""{HARBOR}

{_us(dt)}

GERALD R BRANDT
412 EGRET BAY LN, VENICE FL 34293

YOUR 2026 REQUIRED MINIMUM DISTRIBUTION (RMD)
Account: Rollover IRA ****2208

Because you are age 73 or older, the IRS requires you to withdraw a minimum amount from your IRA each year.
December 31, 2025 account value ........... ${bal:,.2f}
Life expectancy factor (Uniform Lifetime Table, age 74) ... 25.5
2026 RMD ................................. ${bal / 25.5:,.2f}
Deadline: December 31, 2026

Your current instructions: monthly distribution of $1,500.00 to Gulf Palms Bank checking ****0913,
10% federal withholding; remaining amount in December. Qualified charitable distributions (QCDs) paid
directly to a charity count toward your RMD and are not taxable (2026 limit $111,000).
Questions? Call 1-800-555-0142.
"""


def t_qcd_ack(r: random.Random, dt: datetime) -> str:
    amt = r.choice([2500, 3000, 4000])
    return f"""ST. ANDREW'S LUTHERAN CHURCH
2100 Harbor Drive, Venice, FL 34285 | (941) 488-7761 | EIN 59-1188204

{_us(dt)}

Gerald and Carol Brandt
412 Egret Bay Lane, Venice, FL 34293

Dear Jerry and Carol,

Thank you for your gift of ${amt:,.2f} received {_mdy(dt - timedelta(days=6))} by check from Harborline
Investments, from IRA account ****2208, designated for the General Fund (${amt - 500:,.2f}) and the
Loaves & Fishes Food Pantry ($500.00).

No goods or services were provided in exchange for this contribution. This letter may serve as your
written acknowledgment for a qualified charitable distribution from an IRA.

With gratitude,
Pastor David Engstrom        Linda Fischer, Financial Secretary
"""


def t_1099r(r: random.Random, dt: datetime) -> str:
    gross = r.uniform(46_000, 48_000)
    return f"""FORM 1099-R  {dt.year - 1}  Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans
PAYER: BUCKEYE EDUCATORS RETIREMENT SYSTEM, 275 E. Broad Street, Columbus, OH 43215  TIN 31-6012044
RECIPIENT: GERALD R BRANDT, 412 EGRET BAY LN, VENICE FL 34293    TIN ***-**-4471
1  Gross distribution ................. ${gross:,.2f}
2a Taxable amount ..................... ${gross - 1_212:,.2f}
4  Federal income tax withheld ........ ${gross * 0.12:,.2f}
5  Employee contributions ............. $1,212.00
7  Distribution code: 7 (normal)     IRA/SEP/SIMPLE: no
Benefit: service retirement, joint and survivor 50% - beneficiary Carol A. Brandt
"""


def t_ssa1099(r: random.Random, dt: datetime) -> str:
    return f"""FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT  {dt.year - 1}
Beneficiary: CAROL A BRANDT    Claim number: ***-**-6012A
Box 3 Benefits paid in {dt.year - 1}: ${r.uniform(21_000, 23_000):,.2f}
Box 4 Benefits repaid to SSA: $0.00
Description of amount in box 3: paid by check or direct deposit; Medicare Part B premiums deducted
from your benefits: $2,434.80; Medicare prescription drug (Part D) premiums: $0.00
Box 6 Voluntary federal income tax withheld: $0.00
DO NOT RETURN THIS FORM TO SSA OR IRS.
"""


def t_tax_return(r: random.Random, dt: datetime, year: int = 2025, ohio: bool = False) -> str:
    agi = r.uniform(88_000, 112_000)
    if ohio:
        return f"""KRAMER & LINTZ TAX SERVICE - 40 Public Square, Medina, OH 44256

{year} Federal and Ohio Income Tax Returns - client copy
Form 1040 - Married filing jointly - Gerald R. & Carol A. Brandt, {OHIO}
Pensions and annuities (BERS): ${r.uniform(43000, 45000):,.0f}
Social Security benefits: ${r.uniform(24000, 28000):,.0f} (taxable ${r.uniform(18000, 22000):,.0f})
Taxable interest: ${r.uniform(900, 1800):,.0f}    Ordinary dividends: ${r.uniform(5000, 9000):,.0f}
Adjusted gross income: ${agi:,.0f}    Standard deduction $27,000
Federal tax: ${(agi - 27_000) * 0.11:,.0f}    Withheld: ${(agi - 27_000) * 0.12:,.0f}
Ohio IT 1040: Ohio AGI ${agi * 0.74:,.0f} (retirement income credit, senior citizen credit)
Medina city income tax: retirement income exempt - no return required
E-filed {_mdy(dt)}. Refund direct deposit to Buckeye Savings ****2291.
"""
    return f"""DEBORAH LINTZ, CPA, PLLC
880 Jacaranda Blvd, Venice, FL 34293 | (941) 497-6610

{year} Federal Income Tax Return - Filing copy
Form 1040 - Married filing jointly - Gerald R. & Carol A. Brandt, 412 Egret Bay Lane, Venice FL 34293
Both spouses 65 or older.

Wages: 0    Taxable interest: ${r.uniform(1200, 2600):,.0f}    Ordinary dividends: ${r.uniform(7000, 12000):,.0f}
IRA distributions: ${r.uniform(24000, 26000):,.0f} (taxable ${r.uniform(20000, 22000):,.0f} after QCD)
Pensions and annuities: ${r.uniform(45000, 47000):,.0f}
Social Security benefits: ${r.uniform(40000, 44000):,.0f} (taxable ${r.uniform(30000, 35000):,.0f})
Adjusted gross income: ${agi:,.0f}
Standard deduction (incl. additional 65+): $33,200
Taxable income: ${agi - 33_200:,.0f}
Total tax: ${(agi - 33_200) * 0.115:,.0f}    Federal tax withheld: ${(agi - 33_200) * 0.125:,.0f}
Refund: direct deposit to Gulf Palms Bank ****0913
E-filed {_mdy(dt)}. Keep this copy with your records for at least 7 years. Florida has no state income tax.
"""


def t_bank_stmt(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(9_000, 24_000)
    lines = [("BERS PENSION DIR DEP", 3920.17), ("SSA TREAS 310 XXSOC SEC", 2488.00),
             ("SSA TREAS 310 XXSOC SEC", 1831.00), ("HARBORLINE IRA DIST", 1350.00),
             ("PENINSULA POWER & LIGHT", -r.uniform(140, 290)), ("OSPREY BEND HOA", -685.00),
             ("SUN HARVEST MKT #1142", -r.uniform(80, 210)), ("SUNCOAST MUTUAL MEDIGAP", -221.40),
             ("CLEARWELL RX PART D", -38.90), ("ST ANDREWS LUTHERAN", -200.00),
             ("COASTAL HARBOR INS", -r.choice([0, 412.75])), ("CHECK 44" + str(r.randint(50, 99)),
                                                               -r.uniform(50, 900))]
    body = "\n".join(f"{_mdy(dt - timedelta(days=r.randint(2, 28)))}  {d:<30} {v:>10,.2f}" for d, v in lines)
    return f"""GULF PALMS BANK
Member FDIC | 300 Tamiami Trail S, Venice FL 34285 | (941) 484-0900

Statement period ending {_mdy(dt)}
GERALD R BRANDT OR CAROL A BRANDT    Senior Advantage Checking ****0913

Beginning balance  ${bal:,.2f}
{body}
Ending balance     ${bal + r.uniform(-800, 1500):,.2f}
Interest earned this period $1.12    Annual percentage yield earned 0.05%
"""


def t_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Category;Monthly;Yearly;Note", "BERS pension (net);3920;47040;", "Social Security Jerry;2488;29856;",
            "Social Security Carol;1831;21972;", "IRA RMD (Jerry);1500;18000;rest in Dec",
            "HOA dues;228;2740;quarterly 685", "Power;210;2520;summer higher", "Water/sewer;68;816;",
            "Internet + phone;142;1704;Gulf Breeze Cable", "Groceries;750;9000;", "Medigap Carol;221;2657;",
            "Part D Carol;39;467;", "BERS plan Jerry;0;0;free with 25+ yrs", "Homeowners + wind;412;4953;",
            "Flood;61;732;", "Auto;118;1416;", "Golf;180;2160;", "Church;400;4800;+ QCD",
            "Grandkids birthdays + Christmas;125;1500;", "Travel;600;7200;Alaska!"]
    return "\n".join(rows)


def t_cpa_organizer(r: random.Random, dt: datetime) -> str:
    return f"""DEBORAH LINTZ, CPA, PLLC - {dt.year - 1} TAX ORGANIZER CHECKLIST
Client: Gerald & Carol Brandt

Please bring or upload to the client portal by March 15:
[x] BERS Form 1099-R (Jerry)
[x] SSA-1099 for each of you
[x] Harborline consolidated Form 1099 (trust account ****4417) - arrives mid-February
[x] Harborline 1099-R for IRA distributions (****2208) and list of QCD checks with church letters
[ ] Gulf Palms Bank 1099-INT
[ ] Property tax paid (Sarasota County) - only needed if you itemize
[ ] Medical expenses over 7.5% of AGI - knee surgery will be in 2026, keep receipts
[ ] Estimated tax payments made (none last year)
[ ] Any sale of property, gifts over $19,000 to one person, new accounts
Engagement fee: $475 (joint 1040, no state return).
"""


def t_pension_cola(r: random.Random, dt: datetime) -> str:
    return f"""BUCKEYE EDUCATORS RETIREMENT SYSTEM
275 E. Broad Street, Columbus, OH 43215 | 1-888-555-0163 | bers-ohio.org

{_us(dt)}

GERALD R BRANDT    Retiree ID 0071-4418

ANNUAL BENEFIT ADJUSTMENT NOTICE
Your cost-of-living adjustment (COLA) of 1.0% is applied on your benefit anniversary, July 1.
Current gross monthly benefit: $4,411.52    New gross monthly benefit: $4,455.64
Deductions: federal tax withholding $535.47; health care premium $0.00 (25+ years of service credit)
Net monthly deposit beginning July 1: $3,920.17 -> $3,954.66
Plan of payment: Joint and 50% survivor - beneficiary Carol A. Brandt
Direct deposit: Gulf Palms Bank ****0913
"""


# --------------------------------------------------------------------------- Areas: Health


def t_cardio_visit(r: random.Random, dt: datetime) -> str:
    hr = r.randint(58, 72)
    return f"""{HEART}

AFTER VISIT SUMMARY - {_mdy(dt)}
Patient: Gerald R. Brandt    DOB 10/07/1952    Provider: Priya Raman, MD

Reason for visit: 6-month follow-up, paroxysmal atrial fibrillation, hypertension
Vitals: BP {r.randint(122, 138)}/{r.randint(72, 84)}  HR {hr}  Wt {r.randint(188, 196)} lb
ECG: sinus rhythm {hr} bpm
Kardia/Apple Watch review: 2 brief episodes of AF since last visit, under 1 hour each.

Your medications:
- apixaban (Eliquis) 5 mg - twice a day
- metoprolol succinate ER 50 mg - once a day
- lisinopril 10 mg - once a day
- atorvastatin 20 mg - at bedtime

Plan: continue current medicines. Echocardiogram before next visit. Lipid panel and BMP with PCP.
Call if you have palpitations lasting more than a few hours, chest pain, fainting or shortness of breath.
Next appointment: 6 months.
"""


def t_echo(r: random.Random, dt: datetime) -> str:
    return f"""SUNCOAST HEART & VASCULAR - ECHOCARDIOGRAPHY LABORATORY
TRANSTHORACIC ECHOCARDIOGRAM REPORT    Study date: {_mdy(dt)}
Patient: BRANDT, GERALD R    DOB 10/07/1952    Indication: atrial fibrillation (I48.0), follow-up
Ordering: Priya Raman, MD    Sonographer: T. Boyle, RDCS
Rhythm during study: sinus rhythm
Left ventricle: normal size, normal wall thickness. LVEF 55-60% (biplane). Grade I diastolic dysfunction.
Left atrium: mildly dilated, LA volume index 38 mL/m2.
Right ventricle: normal size and function. TAPSE 2.2 cm.
Valves: trace aortic regurgitation; mild mitral regurgitation; trace tricuspid regurgitation, RVSP 28 mmHg.
CONCLUSION: Normal LV systolic function. Mild LA enlargement. Mild MR. No significant change from 2024.
Electronically signed by Priya Raman, MD, FACC
"""


def t_msn(r: random.Random, dt: datetime, who: str = "GERALD R BRANDT") -> str:
    svc = [("Office visit, est. patient (99214)", 182.00, 128.41),
           ("Electrocardiogram complete (93000)", 41.00, 16.52),
           ("Lipid panel (80061)", 28.00, 13.39),
           ("Annual wellness visit (G0439)", 189.00, 132.33)]
    r.shuffle(svc)
    rows = "\n".join(f"{_mdy(dt - timedelta(days=r.randint(20, 80)))} {d:<40} ${c:>7.2f}  ${a:>7.2f}"
                     for d, c, a in svc[:3])
    ded = {2024: 240, 2025: 257}.get(dt.year, 283)
    return f"""MEDICARE SUMMARY NOTICE for Part B (Medical Insurance)
THE OFFICIAL SUMMARY OF YOUR MEDICARE CLAIMS FROM THE CENTERS FOR MEDICARE & MEDICAID SERVICES
{who}    Medicare Number: ****-**-**{r.randint(10, 99)}    Notice date: {_us(dt)}

Your deductible status: you have met the Part B deductible for {dt.year} (${ded}.00).
Total for claims processed in this period: provider charged ${r.uniform(250, 400):,.2f}

Date      Service                                   Charged   Medicare approved
{rows}
You may be billed: $0.00 - your supplement/secondary plan will receive this claim automatically.
THIS IS NOT A BILL. Keep this notice for your records.
"""


def t_medigap(r: random.Random, dt: datetime) -> str:
    return f"""SUNCOAST MUTUAL LIFE & HEALTH
Medicare Supplement Insurance - Plan G | P.O. Box 2290, Tampa, FL 33601

{_us(dt)}

CAROL A BRANDT    Policy MS-G-4419066

PREMIUM RATE CHANGE NOTICE
Effective with your policy anniversary, your monthly premium for Medicare Supplement Plan G will change:
Current monthly premium: $206.90    New monthly premium: $221.40
This change reflects increases in Medicare-approved costs and your attained age (70), area (Sarasota
County, FL) and tobacco status (non-tobacco). Premiums continue to be drafted from Gulf Palms Bank on
the 1st of each month. Your benefits do not change: Plan G pays the Part A deductible, Part B
coinsurance and excess charges; you pay the Part B deductible.
"""


def t_partd(r: random.Random, dt: datetime) -> str:
    return f"""CLEARWELL RX CHOICE (PDP) - EXPLANATION OF BENEFITS
Member: CAROL A BRANDT    Member ID: CWR77142081    For: {dt:%B %Y}

Prescriptions filled this month:
{_mdy(dt - timedelta(days=9))} alendronate 70 mg tab, 4 tabs  Gulfside Pharmacy #0417  Tier 1  you paid $0.00
{_mdy(dt - timedelta(days=9))} levothyroxine 50 mcg, 90 tabs  Gulfside Pharmacy #0417  Tier 1  you paid $0.00
{_mdy(dt - timedelta(days=17))} rosuvastatin 10 mg, 90 tabs  Mail order             Tier 2  you paid $6.00
Year-to-date total drug costs: ${r.uniform(180, 420):,.2f}    Your out-of-pocket costs: ${r.uniform(12, 40):,.2f}
In 2026 your out-of-pocket maximum is $2,100. You are in the Initial Coverage stage.
"""


def t_mammo(r: random.Random, dt: datetime) -> str:
    return f"""SARASOTA BREAST IMAGING CENTER
Letter to patient - {_us(dt)}

Dear Ms. Carol Brandt,

We are pleased to inform you that the results of your recent screening mammogram ({_mdy(dt - timedelta(days=5))})
are NORMAL / BENIGN (BI-RADS 1). A report has been sent to your physician, Steven Ochoa, MD.
Your breast tissue is scattered fibroglandular (density B).
We recommend that you continue yearly screening mammograms. Florida law requires us to tell you that
dense breast tissue can make it harder to find cancer; your tissue is not dense.
"""


def t_dexa(r: random.Random, dt: datetime) -> str:
    return f"""VENICE FAMILY MEDICINE - BONE DENSITY (DXA) REPORT
Patient: Carol A. Brandt, F, DOB 02/19/1955    Exam date: {_mdy(dt)}    Ordering: Steven Ochoa, MD
Lumbar spine L1-L4: BMD 0.861 g/cm2, T-score -2.1
Left femoral neck: BMD 0.642 g/cm2, T-score -2.4
Total hip: T-score -1.9
Compared with prior study (2 years ago): spine +1.8%, femoral neck +0.6% - stable on alendronate.
Impression: Osteopenia. FRAX 10-year probability: major osteoporotic fracture 14%, hip 2.9%.
Recommendation: continue alendronate (year 4 of 5), calcium 1200 mg/day, vitamin D, weight-bearing exercise.
"""


def t_medlist(r: random.Random, dt: datetime) -> str:
    return """MEDICATIONS - keep in wallet - updated

JERRY (Gerald Brandt, DOB 10/7/52)  allergies: penicillin (rash)
Eliquis 5 mg 2x day
Metoprolol succ ER 50 mg morning
Lisinopril 10 mg morning
Atorvastatin 20 mg bedtime
Tylenol arthritis as needed
Dr Raman (cardio) 941-488-3300 / Dr Ochoa (PCP) 941-493-1120

CAROL (DOB 2/19/55)  allergies: sulfa
Levothyroxine 50 mcg morning empty stomach
Alendronate 70 mg Sunday mornings
Rosuvastatin 10 mg
Calcium + D3, fish oil
Dr Ochoa (PCP) / Dr Vasquez (eyes) / Dr Kim (skin)
"""


def t_derm(r: random.Random, dt: datetime) -> str:
    return f"""GULF SHORES DERMATOLOGY - Patient visit summary {_mdy(dt)}
Patient: Carol Brandt    Provider: Jennifer Kim, MD
Full skin exam. Findings: multiple seborrheic keratoses (benign) on back; actinic keratoses on left
forehead and right forearm x4 treated with liquid nitrogen (cryotherapy). One 4 mm pink papule, left
upper back - shave biopsy taken. Results in 7-10 days via patient portal.
Sun protection: SPF 50 daily, hat, avoid 10-2 sun. Return in 6 months or sooner for any changing spot.
"""


def t_bers_card(r: random.Random, dt: datetime) -> str:
    return """MERIDIAN HEALTH PARTNERS - BERS Retiree Health Care Plan - 2026 Benefit Summary
Member: Gerald R. Brandt    ID BRS 0071 4418 02    Plan: BERS Medicare Supplemental (group) with Rx
Medicare is primary. This plan pays after Medicare for Medicare-covered services.
Medical: annual deductible $0; Part B coinsurance covered 100%; hospital inpatient covered after Medicare.
Prescription drugs (group Part D, Employer Group Waiver Plan):
 Tier 1 generic $5 / Tier 2 preferred brand $30 (Eliquis) / Tier 3 $60 / Specialty 20% to $150.
 90-day mail order through ExpressLine Pharmacy at 2x copay.
Prior authorization required for: inpatient surgery, advanced imaging, DME over $500, home health.
Member Services 1-888-555-0177. Nurse line 24/7 1-888-555-0190.
"""


def t_pcp_awv(r: random.Random, dt: datetime, who: str = "Carol A. Brandt") -> str:
    return f"""VENICE FAMILY MEDICINE - Steven Ochoa, MD - 1600 E. Venice Ave, Venice FL 34292
MEDICARE ANNUAL WELLNESS VISIT - Personalized prevention plan - {_mdy(dt)}
Patient: {who}

Screenings and vaccines:
- Colonoscopy: last 2021 - next due 2031 (or stop at 75 - discuss)
- Shingrix: 2 doses complete.  Pneumococcal PCV20: done.  RSV: done 2024.  Flu: each fall.
- COVID-19 booster: fall 2025 done.
- Depression screen PHQ-2: negative.  Fall risk: low.  Cognitive screen (Mini-Cog): normal.
Blood pressure {r.randint(118, 134)}/{r.randint(70, 82)}. BMI {r.uniform(24, 28):.1f}.
Advance directive on file: NO - patient is updating with attorney; bring a copy when signed.
Next visit: 6 months for labs (TSH, lipids, CMP).
"""


def t_dental(r: random.Random, dt: datetime) -> str:
    return f"""VENICE SMILES FAMILY DENTISTRY - Statement {_mdy(dt)}
Patient: Carol Brandt / Gerald Brandt
D1110 Adult prophylaxis (cleaning) - Carol ............ $128.00
D0120 Periodic oral evaluation - Carol ................ $62.00
D0274 Bitewings, four films - Carol ................... $84.00
D1110 Adult prophylaxis (cleaning) - Gerald ........... $128.00
D0120 Periodic oral evaluation - Gerald ............... $62.00
Courtesy discount (retired RDH, 10%) .................. -$46.40
Paid today (Visa) ..................................... $417.60
Next recall: 6 months. Both patients: continue electric toothbrush, floss daily; Carol - watch #14 MO
composite margin.
"""


# --------------------------------------------------------------------------- Areas: Home, Insurance, Vehicles


def t_hoa_coupon(r: random.Random, dt: datetime) -> str:
    q = (dt.month - 1) // 3 + 1
    return f"""OSPREY BEND HOMEOWNERS ASSOCIATION, INC.
c/o Gulfstream Community Management, 4100 Center Pointe Dr, Venice, FL 34292

QUARTERLY ASSESSMENT STATEMENT - Q{q} {dt.year}
Owner: Gerald & Carol Brandt    Property: 412 Egret Bay Lane (Lot 112)    Account: OSB-0112
Regular assessment ........................ $685.00
Includes: lawn care and irrigation, gate and guard house, clubhouse and pool, common-area insurance,
cable TV bulk agreement, reserves.
Due date: {_mdy(dt + timedelta(days=28))}    Late after the 15th: $25.00 plus interest at 18% per annum.
Pay online at gulfstreamcm.com/pay or by ACH autopay.
"""


def t_hoa_meeting(r: random.Random, dt: datetime) -> str:
    return f"""OSPREY BEND HOMEOWNERS ASSOCIATION - NOTICE OF ANNUAL MEETING OF MEMBERS
Date: {_us(dt + timedelta(days=16))}, 7:00 PM    Place: Osprey Bend Clubhouse, Grand Room

AGENDA
1. Call to order, proof of notice, quorum
2. Approval of minutes of prior annual meeting
3. President's report - roadway resurfacing completed; gatehouse camera upgrade
4. Treasurer's report and proposed budget (assessment stays $685 per quarter)
5. Reserve study update - pool resurfacing planned next year
6. Election of directors - three seats (candidates: R. Hale, S. Mattson, D. Nguyen)
7. Hurricane preparedness: shutter rules (Rule 4.12), debris pickup, generator use
8. Owner comments (3 minutes each)
Proxy form enclosed. A quorum of 30% of the 412 members is required.
"""


def t_power_bill(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(900, 2300)
    return f"""PENINSULA POWER & LIGHT COMPANY
Residential service bill - statement date {_mdy(dt)}
Account 48210-77311 | GERALD BRANDT | 412 EGRET BAY LN VENICE FL 34293
Service period {_mdy(dt - timedelta(days=31))} - {_mdy(dt - timedelta(days=1))} (30 days)
Meter reading: {r.randint(40000, 60000)} kWh    Usage: {kwh} kWh    Average per day: {kwh / 30:.0f} kWh
Customer charge $9.61  Energy charge ${kwh * 0.0871:,.2f}  Fuel ${kwh * 0.0392:,.2f}
Storm protection ${kwh * 0.0061:,.2f}
Gross receipts tax and franchise fee ${kwh * 0.0098:,.2f}
Amount due ${9.61 + kwh * 0.1422:,.2f} - will be drafted on {_mdy(dt + timedelta(days=20))} (AutoPay)
Tip: raising your thermostat to 78F in summer can save up to 10% on cooling.
"""


def t_water_bill(r: random.Random, dt: datetime) -> str:
    gal = r.randint(3000, 8000)
    return f"""SARASOTA COUNTY PUBLIC UTILITIES - Water/Wastewater statement {_mdy(dt)}
Service address: 412 EGRET BAY LN    Account 3318840-02    Customer: BRANDT GERALD R
Water usage: {gal:,} gallons (billing period 30 days)
Water base charge $14.22  Water usage ${gal * 0.00481:,.2f}  Wastewater base $24.90  Wastewater ${gal * 0.0071:,.2f}
Total due ${14.22 + 24.90 + gal * 0.01191:,.2f}    Due {_mdy(dt + timedelta(days=21))}
Watering restrictions: irrigation allowed two days a week, before 10 AM or after 4 PM.
"""


def t_property_tax(r: random.Random, dt: datetime) -> str:
    return f"""SARASOTA COUNTY TAX COLLECTOR - {dt.year} NOTICE OF AD VALOREM TAXES AND NON-AD VALOREM ASSESSMENTS
Parcel ID 0418-07-2231    Owner: BRANDT GERALD R & CAROL A    Situs: 412 EGRET BAY LN, VENICE
Legal: LOT 112 OSPREY BEND UNIT 3
Just value $538,900    Assessed value (Save Our Homes cap) $452,360
Exemptions: HOMESTEAD $25,000 + ADDITIONAL HOMESTEAD $25,722
Taxable value: $401,638
County, school, city, hospital, water management, mosquito control ... ad valorem ${r.uniform(5900, 6400):,.2f}
Non-ad valorem: solid waste $286.00, stormwater $94.00
PAY BY NOVEMBER 30 for a 4% discount. Taxes become delinquent April 1.
"""


def t_ac_service(r: random.Random, dt: datetime) -> str:
    return f"""COOL BREEZE AIR OF VENICE, INC. - Service invoice #{r.randint(30000, 39999)}  {_mdy(dt)}
Customer: Brandt, 412 Egret Bay Ln    System: Carrier 3-ton heat pump, installed 2017
Comfort Club maintenance visit (spring): cleaned condenser coil, flushed condensate line, added
algae tablets, checked refrigerant charge (R-410A, OK), capacitor 35/5 uF tested 31 uF - weak, replaced.
Capacitor replacement ............. $189.00
Comfort Club member discount ...... -$28.35
Maintenance visit ................. included (plan renews {_mdy(dt + timedelta(days=180))})
Total ............................. $160.65    Paid by check
Technician note: unit is 9 years old; plan for replacement in the next 3-5 years.
"""


def t_pest(r: random.Random, dt: datetime) -> str:
    return f"""BAYSIDE PEST SOLUTIONS - Service ticket {_mdy(dt)}
412 Egret Bay Ln, Venice    Quarterly general pest + lanai
Treated: exterior perimeter (bifenthrin), eaves swept for webs, garage baited for roaches, ant mounds
by the lanai treated. Inside: kitchen and baths - no activity. Termite bond (Sentricon) stations
checked: 12 of 12, no activity. Next service in 90 days. Charged to card on file: $89.00.
"""


def t_hurricane_prep(r: random.Random, dt: datetime) -> str:
    return """HURRICANE SEASON CHECKLIST (June 1 - Nov 30)

Supplies - check every May:
- water 1 gal/person/day x 7 days = 14 gal (rotate)
- canned food, can opener, paper plates
- flashlights, lantern, batteries D and AA, battery radio
- Jerry's meds 2 week supply, Eliquis refill early
- cash $500 small bills
- fill both cars with gas, golf cart charged
- propane tank for grill full
- important papers in the waterproof box: deed, insurance policies, trust, passports, Medicare cards

Evacuation: we are zone B - evacuation level B. If ordered: go to Mark's in Columbus or a hotel in
Orlando. Pets - none. Tell the HOA office and Karen where we are.
Before leaving: move lanai furniture inside, unplug electronics, turn off water at the main,
close the shutters or put up the plywood, take photos of every room for insurance.
"""


def t_homeowners_dec(r: random.Random, dt: datetime) -> str:
    return f"""COASTAL HARBOR INSURANCE COMPANY - HOMEOWNERS POLICY DECLARATIONS (HO-3)
Policy number: CHH-4471-90218    Policy period: {_mdy(dt)} to {_mdy(dt + timedelta(days=365))}
Named insured: Gerald R. Brandt and Carol A. Brandt    Residence: 412 Egret Bay Lane, Venice FL 34293
Construction: masonry, hip roof (2025 shingle), built 2006    Protection class 3
Agent: Tom Reilly, Reilly Insurance Group, Venice (941) 485-1144

Coverage A Dwelling $468,000   B Other structures $9,360   C Personal property $234,000
D Loss of use $46,800   E Personal liability $300,000   F Medical payments $2,000
Deductibles: All other perils $2,500; Hurricane 2% of Coverage A ($9,360)
Wind mitigation credits applied: roof-to-wall clips, hip roof geometry, secondary water resistance: yes,
opening protection: NONE.
Annual premium ${r.uniform(4700, 5200):,.2f} (includes FHCF and FIGA assessments)
Flood is NOT covered under this policy.
"""


def t_flood(r: random.Random, dt: datetime) -> str:
    return f"""SENTINEL FLOOD SERVICES - Write-Your-Own, National Flood Insurance Program
FLOOD POLICY DECLARATIONS    Policy FLD-0933812    Term {_mdy(dt)} - {_mdy(dt + timedelta(days=365))}
Insured: Gerald & Carol Brandt    Property: 412 Egret Bay Ln, Venice FL 34293
Flood zone: X (moderate risk)    Rating: Risk Rating 2.0    Building: 1 story, slab, no basement
Building coverage $250,000    Contents coverage $100,000    Deductible $2,000 / $2,000
Premium ${r.uniform(640, 760):,.2f}    ICC premium included    Federal policy fee $50.00
"""


def t_auto_policy(r: random.Random, dt: datetime) -> str:
    return f"""PALMWAY AUTO INSURANCE - Renewal Declarations
Policy PAI-33-7710294    Term {_mdy(dt)} to {_mdy(dt + timedelta(days=182))} (6 months)
Drivers: Gerald R Brandt (73), Carol A Brandt (71) - mature driver course discount applied
Vehicle 1: 2021 Toyota RAV4 Hybrid XLE  VIN 2T3RWRFV5MW1xxxxx
  Bodily injury 100/300, PIP $10,000, property damage $100,000, UM 100/300, comp $500, collision $500
Vehicle 2: 2020 golf cart (low-speed vehicle, street legal)  VIN 1G9LSV2Kxxxxxx
  PIP $10,000, PD $10,000, BI 10/20, comp/collision $250
Six-month premium ${r.uniform(690, 780):,.2f}
"""


def t_umbrella(r: random.Random, dt: datetime) -> str:
    return f"""COASTAL HARBOR INSURANCE COMPANY - PERSONAL UMBRELLA POLICY RENEWAL
Policy CHU-22019    Period {_mdy(dt)} - {_mdy(dt + timedelta(days=365))}
Insureds: Gerald R. and Carol A. Brandt    Limit $1,000,000    Retained limit $0
Required underlying: auto BI 100/300, homeowners liability $300,000, golf cart liability 100/300
Annual premium $318.00
"""


def t_car_service(r: random.Random, dt: datetime) -> str:
    miles = r.randint(31000, 42000)
    return f"""TAMIAMI TOYOTA - Service invoice  RO #{r.randint(510000, 519999)}   {_mdy(dt)}
Customer: Gerald Brandt    Vehicle: 2021 Toyota RAV4 Hybrid XLE, silver    Mileage in: {miles:,}
- 0W-16 synthetic oil and filter change, 4-tire rotation, multi-point inspection ... $89.95
- Cabin air filter (customer approved) .............................................. $54.20
- Hybrid battery health check: PASS
- Brake pads front 7 mm / rear 6 mm. Tires 6/32.
Recommended next service: {miles + 5000:,} miles or 6 months.
Total $151.08 incl. tax. Thank you for choosing Tamiami Toyota!
"""


def t_golfcart_battery(r: random.Random, dt: datetime) -> str:
    return f"""PALM COAST CARTS & SERVICE - Invoice #{r.randint(2000, 2999)}  {_mdy(dt)}
Customer: Carol Brandt, 412 Egret Bay Ln, Osprey Bend    Cart: 2020 48V 4-passenger, street legal (LSV)
- Lithium conversion: 48V 105Ah LiFePO4 battery pack with BMS and onboard charger ... $2,895.00
- Removed and recycled 6 x 8V lead-acid batteries (core credit) ...................... -$120.00
- State-of-charge meter installed .................................................... $149.00
- Labor 2.5 h ........................................................................ $237.50
Tax $189.69    TOTAL $3,351.19    Battery warranty 8 years (pro-rated after 5).
Next service: annual - brakes, lights, tires, tag renewal reminder.
"""


def t_golfcart_reg(r: random.Random, dt: datetime) -> str:
    return f"""FLORIDA DEPARTMENT OF HIGHWAY SAFETY AND MOTOR VEHICLES
VEHICLE REGISTRATION RENEWAL NOTICE    Mail date {_mdy(dt)}
Owner: BRANDT CAROL A    Plate: LSV 8841Q    Vehicle type: LOW SPEED VEHICLE
Year/Make: 2020 PALMCOAST LSV    Registration expires: midnight on Carol's birthday, 02/19
Renewal fee: $28.35 (1 year) / $55.45 (2 years). Proof of Florida PIP and PD insurance required.
Renew at flhsmv.gov/gorenew or Sarasota County Tax Collector.
"""


def t_rav4_reg(r: random.Random, dt: datetime) -> str:
    return f"""FLORIDA DEPARTMENT OF HIGHWAY SAFETY AND MOTOR VEHICLES - REGISTRATION
Registration certificate    Issued {_mdy(dt)}    Valid through 10/07/{dt.year + 1}
Owner: BRANDT GERALD R, 412 EGRET BAY LN, VENICE FL 34293
Plate: QJK 42F    2021 TOYOTA RAV4 4D  Color SIL  Weight 3710    Title 139822004
Fees paid $46.15. Keep this registration in your vehicle.
"""


# --------------------------------------------------------------------------- Areas: Pantry (Carol's volunteering)

VOLS = ["Ruth Olson", "Marge DeLuca", "Bill Peterson", "Sandy Hale", "Joan Mattson", "Phil Carter",
        "Donna Schultz", "Ken Lindgren", "Patricia Moore", "Ron Baker", "Judy Fischer", "Larry Hughes",
        "Diane Nguyen", "Tom Reynolds", "Nancy Anderson", "Gary Kowalski"]


def t_pantry_schedule(r: random.Random, dt: datetime) -> str:
    first = dt.replace(day=1)
    rows = ["Date;Day;Shift;Intake desk;Shopping floor;Stocking;Driver (food bank pickup)"]
    d = first
    while d.month == first.month:
        if d.weekday() in (1, 3, 5):
            shift = "9-12" if d.weekday() != 5 else "9-11"
            vs = r.sample(VOLS, 6)
            rows.append(f"{d:%m/%d};{d:%a};{shift};{vs[0]};{vs[1]}, {vs[2]};{vs[3]}, {vs[4]};"
                        f"{vs[5] if d.weekday() == 1 else ''}")
        d += timedelta(days=1)
    rows.append("Coordinator on call;;;Carol Brandt (941) 555-0187;;;")
    return "\n".join(rows)


def t_pantry_donations(r: random.Random, dt: datetime) -> str:
    donors = ["Suncoast Harvest Food Bank (TEFAP)", "Suncoast Harvest Food Bank (purchased)",
              "Gulfview Grocery #214 (rescue)", "Osprey Bend residents collection", "Boy Scout Troop 41",
              "Venice Garden Club", "Anonymous drop-off", "St. Andrew's Sunday collection",
              "Sun Harvest Market #1142 (rescue bakery)", "Venice High School Key Club"]
    rows = ["Date;Donor / source;Category;Pounds;Received by"]
    total = 0
    for _ in range(r.randint(12, 18)):
        lbs = r.randint(15, 900)
        total += lbs
        rows.append(f"{_mdy(dt - timedelta(days=r.randint(0, 28)))};{r.choice(donors)};"
                    f"{r.choice(['dry goods', 'canned', 'produce', 'bakery', 'frozen meat', 'dairy', 'hygiene'])};"
                    f"{lbs};{r.choice(VOLS)}")
    rows.append(f"TOTAL;;;{total};")
    return "\n".join(rows)


def t_pantry_report(r: random.Random, dt: datetime) -> str:
    hh = r.randint(180, 290)
    return f"""LOAVES & FISHES FOOD PANTRY - Monthly report to Church Council
Month: {(dt.replace(day=1) - timedelta(days=1)):%B %Y}    Prepared by Carol Brandt, Volunteer Coordinator

Households served: {hh} ({r.randint(20, 40)} new)    Individuals: {hh * 2 + r.randint(0, 40)}
(children {r.randint(90, 160)}, seniors 60+ {r.randint(80, 140)})
Pounds distributed: {r.randint(9000, 15000):,}    Pounds received: {r.randint(9000, 16000):,}
Open days: {r.randint(12, 14)}    Volunteer hours: {r.randint(260, 380)} by {r.randint(24, 34)} volunteers
Food bank (Suncoast Harvest) purchases: ${r.uniform(600, 1400):,.2f} from the pantry fund

Notes:
- Freezer #2 compressor repaired (Cool Breeze donated labor).
- Need more Saturday drivers for summer - several snowbirds leave in May.
- Back-to-school snack packs in August with Venice Elementary.
- TEFAP income-eligibility forms renewed for all households this quarter.
"""


def t_pantry_order(r: random.Random, dt: datetime) -> str:
    items = [("Peanut butter 16 oz (case 12)", 18.50), ("Green beans #300 can (case 24)", 11.20),
             ("Tuna in water 5 oz (case 48)", 39.90), ("Spaghetti 1 lb (case 20)", 14.00),
             ("Rice 2 lb (case 12)", 12.60), ("Cereal assorted (case 10)", 16.00),
             ("Shelf-stable milk 32 oz (case 12)", 0.00), ("Fresh produce mixed (pallet share)", 0.00),
             ("Frozen chicken leg quarters 40 lb", 22.00)]
    rows = "\n".join(f"{n:<40} qty {r.randint(2, 12):>2}  ${p:>6.2f}/cs" for n, p in items)
    return f"""SUNCOAST HARVEST FOOD BANK - Partner Agency Order Confirmation
Agency: Loaves & Fishes Food Pantry (St. Andrew's Lutheran)  Agency #SH-2291
Order {r.randint(700000, 799999)}    Placed {_mdy(dt)} by Carol Brandt
Pickup: Tuesday 7:30 AM, Dock 3, Palmetto warehouse
{rows}
TEFAP items are free; shared maintenance fee $0.19/lb on purchased product. Invoice net 30.
Bring the refrigerated van - frozen items must stay below 0F.
"""


def t_pantry_roster(r: random.Random, dt: datetime) -> str:
    rows = ["Name;Phone;Email;Days;Food handler cert;Notes"]
    for v in VOLS:
        first = v.split()[0].lower()
        rows.append(f"{v};(941) 555-{r.randint(1000, 9999)};{first}{r.randint(1, 99)}@gmail.com;"
                    f"{r.choice(['Tue', 'Thu', 'Sat', 'Tue/Thu', 'any'])};{r.choice(['yes 2025', 'yes 2024', 'no'])};"
                    f"{r.choice(['', '', 'snowbird - gone May-Oct', 'can drive van', 'Spanish speaker'])}")
    return "\n".join(rows)


def t_pantry_eml(r: random.Random, dt: datetime) -> str:
    v = r.choice(VOLS)
    return f"""From: {v} <{v.split()[0].lower()}.{v.split()[1].lower()}@gmail.com>
To: Carol Brandt <carolbrandt55@gulfbreeze.net>
Subject: Re: Saturday shifts
Date: {dt:%a, %d %b %Y} 08:12:55 -0400
Message-ID: <{r.randint(10**9, 10**10)}.{r.randint(1000, 9999)}@mail.gmail.com>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"

Hi Carol,

I can take the intake desk the next two Saturdays but not the one after - we have grandkids coming.
Also, the clients were asking again if we'll have diapers this month. The Key Club drive brought
in 140 lbs but mostly cereal. I put it all on the donation log sheet at the desk.

Do you want me to do the food handler training online again this year or does last year's count?

See you Tuesday,
{v.split()[0]}
"""


def t_pantry_flyer(r: random.Random, dt: datetime) -> str:
    return """SUMMER FOOD DRIVE - "No Empty Shelves"
Loaves & Fishes Food Pantry at St. Andrew's Lutheran Church

Summer is our hardest season: school meals stop and many of our volunteers and donors go north.
MOST NEEDED: peanut butter, canned tuna and chicken, cereal, shelf-stable milk, pasta sauce,
diapers (sizes 4-6), toothpaste, shampoo.
Drop-off: the blue bins in the narthex, or Tuesdays and Thursdays 9-12 at the pantry door.
Want to volunteer? Call Carol Brandt, Volunteer Coordinator, (941) 555-0187.
"""


def t_foodsafety(r: random.Random, dt: datetime) -> str:
    return f"""CERTIFICATE OF COMPLETION
Suncoast Harvest Food Bank - Partner Agency Food Safety Training (2 hours)
This certifies that CAROL BRANDT of Loaves & Fishes Food Pantry completed Food Safety for Food Pantries
on {_us(dt)}. Topics: cold chain and temperature logs, date labels, allergen awareness,
cleaning and sanitizing, pest control, civil rights and TEFAP requirements. Valid for two years.
"""


# --------------------------------------------------------------------------- Areas: Family

GRANDKIDS = [("Tyler Brandt", "03/03/2010", "Columbus OH", "car stuff - gas card; driving!"),
             ("Emma Brandt", "09/19/2012", "Columbus OH", "art supplies, Taylor Swift?, books"),
             ("Lily Walsh", "07/11/2015", "Charlotte NC", "horses, Lego Friends, swim lessons"),
             ("Owen Walsh", "12/02/2018", "Charlotte NC", "dinosaurs, trucks, soccer ball")]


def t_birthdays(r: random.Random, dt: datetime) -> str:
    rows = ["Name;Birthday;City;Gift ideas;Card sent " + str(dt.year)]
    for n, b, c, g in GRANDKIDS:
        rows.append(f"{n};{b};{c};{g};{r.choice(['yes', 'yes', ''])}")
    rows += ["Mark;04/02/1978;Columbus OH;;yes", "Jen (Mark);11/15/1979;Columbus OH;;",
             "Karen;09/23/1980;Charlotte NC;;", "Brian (Karen);01/28/1979;Charlotte NC;;yes"]
    return "\n".join(rows)


def t_christmas_list(r: random.Random, dt: datetime) -> str:
    rows = ["Name;Address;City;State;Zip;Card;Letter"]
    for _ in range(18):
        city = r.choice(["Medina", "Wadsworth", "Akron", "Venice", "Brunswick", "Sarasota", "Columbus"])
        rows.append(f"{_name(r)};{r.randint(100, 9999)} {r.choice(['Oak', 'Maple', 'Elm', 'Lake', 'Ridge'])} "
                    f"{r.choice(['St', 'Dr', 'Ave', 'Ct'])};{city};"
                    f"{r.choice(['OH', 'OH', 'FL', 'FL', 'NC'])};{r.randint(30000, 45999)};x;"
                    f"{r.choice(['x', ''])}")
    return "\n".join(rows)


def t_family_letter(r: random.Random, dt: datetime) -> str:
    return f"""Christmas {dt.year}

Dear friends and family,

Greetings from Venice! Another year in Florida and we are still getting used to Christmas in shorts.
Jerry's knee finally won the argument - he is having it replaced next summer, and then he says he will
beat Ron at golf again. Carol keeps busy at the church food pantry, where she schedules about thirty
volunteers and we served more families this year than ever before.

Mark, Jen, Tyler and Emma came down at Thanksgiving. Tyler got his learner's permit (pray for Mark)
and Emma was in the school musical. Karen and Brian's Lily swam on a team this summer and Owen started
first grade. We spent Christmas with them in Charlotte.

Next August is our 50th anniversary - we are going on a cruise to Alaska!

Love and blessings,
Jerry and Carol
"""


def t_visit_plan(r: random.Random, dt: datetime) -> str:
    return """Who comes when - 2026

Mar 14-21   Karen, Brian, Lily, Owen (spring break) - guest room + air mattress. Beach day Caspersen
Jun 22-Jul 3  Karen alone - helping after Jerry's surgery
Jul 9-12    Mark (long weekend)
Jul 11      Lily's birthday - call, card mailed by Jul 6
Aug 8-16    WE are gone (Alaska). Karen drives us to SRQ? / Ruth gets the mail
Sep 19      Emma's birthday (14)
Thanksgiving - Columbus this year (our turn to go north)
Dec 2       Owen 8
"""


# --------------------------------------------------------------------------- Resources: Genealogy, Woodworking, Cooking


def t_kirchenbuch(r: random.Random, dt: datetime) -> str:
    return f"""Kirchenbuch Ober-Ramstadt (evangelisch), Taufen 1853, Nr. 47 - Abschrift / transcription
(from the Arcinsys microfilm image, film 8, frame 212; transcribed by Carol {_d(dt)})

Johann Heinrich Brandt, geboren den vierzehnten März 1853 morgens 4 Uhr, getauft den zwanzigsten März.
Vater: Georg Philipp Brandt, Leinweber, Bürger und Einwohner dahier, evangelischer Religion.
Mutter: Anna Margaretha geb. Schäfer, Tochter des verstorbenen Peter Schäfer, Taglöhner zu Nieder-Modau.
Taufpaten: Johann Heinrich Schäfer, lediger Bursch, Bruder der Mutter, und Katharina Elisabetha Roß.

English: Johann Heinrich Brandt, born 14 March 1853 at 4 in the morning, baptized 20 March. Father:
Georg Philipp Brandt, linen weaver, citizen and resident here, Lutheran. Mother: Anna Margaretha nee
Schaefer, daughter of the late Peter Schaefer, day laborer at Nieder-Modau. Godparents: the mother's
brother and Katharina Elisabetha Ross.
-> this is Jerry's great-great-grandfather "Henry Brandt" who came to Wooster, Ohio in 1872!
"""


def t_census(r: random.Random, dt: datetime) -> str:
    return """1900 United States Federal Census - Wayne County, Ohio, Chippewa Township, ED 112, sheet 7B
Line;Name;Relation;Race;Sex;Born;Age;Marital;Yrs married;Birthplace;Father b.;Mother b.;Immigr.;Occupation
61;Brandt, Henry;Head;W;M;Mar 1853;47;M;24;Germany;Germany;Germany;1872;Farmer
62;Brandt, Louisa;Wife;W;F;Jun 1856;43;M;24;Ohio;Germany;Germany;;
63;Brandt, William;Son;W;M;Feb 1878;22;S;;Ohio;Germany;Ohio;;Farm laborer
64;Brandt, Emma;Daughter;W;F;Oct 1881;18;S;;Ohio;Germany;Ohio;;
65;Brandt, George;Son;W;M;May 1886;14;S;;Ohio;Germany;Ohio;;At school
66;Brandt, Clara;Daughter;W;F;Aug 1890;9;S;;Ohio;Germany;Ohio;;At school
"""


def t_ellis(r: random.Random, dt: datetime) -> str:
    return """Novak line - passenger manifest notes (Carol's side)

S.S. Pannonia, departed Fiume 2 April 1907, arrived New York (Ellis Island) 19 April 1907
List 14, line 22: NOVAK, Jan, 24, m, laborer, can read/write: yes, nationality Hungary, race Slovak,
last residence Spisska Stara Ves, nearest relative: wife Maria Novak in Spisska Stara Ves,
final destination Cleveland, Ohio, joining cousin Josef Hudak, 2814 E. 65th St. Paid own passage,
$18 in his possession. Height 5'6", complexion fair, hair brown, eyes blue.

Baptism (Latin, Roman Catholic parish Spisska Stara Ves, 1882): "Joannes, filius legitimus Michaelis
Novak agricolae et Annae Kovac" - born 11 Nov 1882, baptized 12 Nov.
TODO: wife Maria (nee Hudak?) arrives 1909? search manifests 1908-1910; 1910 census Cleveland ward 14.
"""


def t_dna(r: random.Random, dt: datetime) -> str:
    rows = ["Match;Shared cM;Segments;Predicted;Tree;Side;Notes"]
    for n, cm in (("D. Brandt-Weller", 862), ("kjhoffmann", 412), ("Susan Troyer", 233), ("R.N. (managed)", 181),
                  ("Mary K Hudak", 96), ("mcnovak1961", 388), ("T. Schaefer", 44), ("lpetrak", 31)):
        rows.append(f"{n};{cm};{max(2, cm // 40)};{'1C' if cm > 500 else '2C' if cm > 200 else '3C-4C'};"
                    f"{r.choice(['public', 'private', 'none'])};{r.choice(['Brandt', 'Novak', '?'])};"
                    f"{r.choice(['', 'emailed', 'descends from William Brandt?', 'Hudak cluster'])}")
    return "\n".join(rows)


def t_gedcom(r: random.Random, dt: datetime) -> str:
    return """0 HEAD
1 SOUR FamilyTreeBuilder
2 VERS 9.1
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Gerald Robert /Brandt/
1 SEX M
1 BIRT
2 DATE 7 OCT 1952
2 PLAC Medina, Medina, Ohio, USA
1 FAMS @F1@
1 FAMC @F2@
0 @I2@ INDI
1 NAME Carol Ann /Novak/
1 SEX F
1 BIRT
2 DATE 19 FEB 1955
2 PLAC Cleveland, Cuyahoga, Ohio, USA
1 FAMS @F1@
0 @I3@ INDI
1 NAME Dorothy Mae /Keller/
1 SEX F
1 BIRT
2 DATE 12 JAN 1926
1 DEAT
2 DATE 3 OCT 2022
2 PLAC Wadsworth, Medina, Ohio, USA
1 FAMS @F2@
0 @I4@ INDI
1 NAME Johann Heinrich /Brandt/
1 SEX M
1 BIRT
2 DATE 14 MAR 1853
2 PLAC Ober-Ramstadt, Hessen, Germany
1 IMMI
2 DATE 1872
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 MARR
2 DATE 14 AUG 1976
2 PLAC Medina, Ohio
0 TRLR
"""


def t_obit_old(r: random.Random, dt: datetime) -> str:
    return """The Wooster Daily Republican, March 9, 1931 (transcribed)

BRANDT - William H. Brandt, 53, well-known Chippewa township farmer, died Saturday at his home after an
illness of several weeks. He was born February 11, 1878, the son of the late Henry and Louisa Brandt,
and spent his entire life in the community. He was a member of St. Paul's Lutheran church at Doylestown.
Surviving are his widow, Ida; two sons, Walter of Medina and Robert at home; a daughter, Mrs. Ralph
Keller of Rittman; a brother, George, and a sister, Mrs. Emma Troyer. Funeral services Tuesday at
2 p.m. at the church, burial in Chippewa cemetery.
"""


def t_wood_adirondack(r: random.Random, dt: datetime) -> str:
    return """ADIRONDACK CHAIR - cut list (cypress, 5/4 and 1x stock)

Part;Qty;Thickness;Width;Length;Note
Back legs (stringers);2;7/8";5-1/2";34";15 deg cut front, 35 deg back
Front legs;2;7/8";3-1/2";21";
Apron;1;7/8";3-1/2";22-1/2";arc 1" rise
Seat slats;5;7/8";2-1/2";22-1/2";round over 1/4"
Back slats center;1;7/8";5-1/2";35";
Back slats side;4;7/8";3-1/2";32";trim to arc after assembly
Upper back brace;1;7/8";2-1/2";25";arc 2" rise
Arms;2;7/8";5-1/2";27";taper front 1/2"
Arm supports (corbels);2;7/8";3";10";

Hardware: #8 x 1-1/4" stainless deck screws, 3/8" carriage bolts 2-1/2" x 4 with nuts.
Finish: leave cypress natural or 2 coats of spar urethane. Build two - anniversary pair for the lanai.
"""


def t_wood_stool(r: random.Random, dt: datetime) -> str:
    return """Step stool for Owen (and Lily) - 2-step, poplar

- sides: 2 @ 3/4 x 11-1/4 x 15, cut the step profile 7-1/2" rise per step, hand hole 1 x 4
- steps: top 3/4 x 7-1/4 x 14, bottom 3/4 x 7-1/4 x 14
- back stretcher 3/4 x 3 x 12-1/2
- dadoes 1/4 deep with the router + edge guide, glue + 1-1/4 pocket screws underneath
- 120 then 180 grit, round everything over (kids!)
- paint: Owen wants green dinosaur. Lily purple. Use water-based enamel, 3 coats
- burn names on top step with the wood burner
"""


def t_wood_tools(r: random.Random, dt: datetime) -> str:
    return """Tool;Brand/model;Bought;Price;Note
Table saw;TrueCut 10in jobsite saw TC-1050;2021;549;manual in Documents/Jerry/Shop
Miter saw;12in sliding compound;2016 (Ohio);399;new blade 2025
Router;2-1/4 hp fixed/plunge combo;2012;219;
Random orbit sander;5in;2019;89;
Drill/driver + impact;18V kit;2022;229;
Pocket hole jig;K4 style;2018;139;
Clamps;bar clamps x8, pipe clamps x4;;;
Dust collection;shop vac + cyclone bucket;2021;160;garage - HOA says door closed when running
"""


def t_wood_finish(r: random.Random, dt: datetime) -> str:
    return """FINISHING NOTES - what worked in the Florida garage

- humidity 70%+: oil-based poly takes 24 h to dry, water-based 2-3 h. Use water-based indoors pieces.
- cypress and cedar outside: spar urethane, recoat every 2 yrs, or just let it go gray
- cutting boards: mineral oil + beeswax (1:4 by weight, melt in double boiler), NO poly
- shellac as sealer under stain on pine to avoid blotching, 1 lb cut
- sand between coats 320, tack cloth
- don't leave oily rags in the garage! lay flat outside to dry or in a can of water (fire)
"""


def t_wood_manual(r: random.Random, dt: datetime) -> str:
    return """TRUECUT TC-1050 10 in. JOBSITE TABLE SAW - OPERATOR'S MANUAL
WARNING: To reduce the risk of injury, the user must read and understand the operator's manual.

Specifications: 15 A, 120 V, 4,800 RPM no-load, 10 in. blade with 5/8 in. arbor, rip capacity 25 in.
right, 12 in. left, depth of cut 3-1/8 in. at 90 deg, 2-1/4 in. at 45 deg.
Safety: always use the blade guard, riving knife and anti-kickback pawls for through cuts. Use a push
stick when ripping stock narrower than 6 in. Never reach over or behind the blade. Stand to the side
of the blade path. Never cut freehand - use the rip fence or miter gauge.
Blade change: unplug the saw, raise the blade fully, remove the throat plate, hold the arbor with the
wrench and turn the nut toward the front of the saw.
Fence alignment: the fence must be parallel to the miter slot within 1/64 in.
"""


def t_recipe(title: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\n\n{body}"
    return f


RECIPES = {
    "buckeyes": ("Ohio Buckeyes (Grandma Dorothy's)", """\
1 1/2 cups creamy peanut butter
1/2 cup butter, softened
1 tsp vanilla
3-4 cups powdered sugar
12 oz semi-sweet chocolate chips + 1 Tbsp shortening
Beat peanut butter, butter and vanilla, add powdered sugar until dough holds together. Roll 1 inch balls,
chill 30 min on wax paper. Melt chocolate with shortening; dip balls with a toothpick leaving the top
uncovered so they look like buckeyes. Smooth the hole. Refrigerate. Makes about 5 dozen.
Every Christmas since 1976!"""),
    "kolache": ("Kolache (Novak family - Grandma Maria)", """\
Dough: 1 pkg yeast, 1/4 cup warm water, 1 cup warm milk, 1/2 cup sugar, 1/2 cup butter melted,
2 egg yolks, 1 tsp salt, 4 1/2 cups flour. Let rise till double, about 1 1/2 hrs.
Filling: apricot or prune lekvar, or poppy seed (1 cup ground poppy seed, 1/2 cup milk, 1/3 cup sugar,
cook until thick). Form 2 inch rounds, press a well, fill. Posypka: 1/4 cup flour, 1/4 cup sugar,
2 Tbsp butter crumbled on top. Rise 30 min. Bake 375F 15-18 min."""),
    "keylime": ("Key Lime Pie (from Ruth at the pantry)", """\
Crust: 1 1/2 cups graham cracker crumbs, 1/3 cup sugar, 6 Tbsp melted butter. Bake 350F 10 min.
Filling: 3 egg yolks, 1 can (14 oz) sweetened condensed milk, 1/2 cup key lime juice (Nellie & Joe's ok),
zest of 2 limes. Whisk yolks and zest 2 min, add milk, then juice. Bake 15 min at 350F.
Chill 3 hours. Whipped cream, not meringue."""),
    "chili": ("Jerry's Crockpot Chili", """\
2 lb ground chuck browned with 1 large onion and 3 cloves garlic, drained
2 cans kidney beans, 1 can black beans, 1 can (28 oz) crushed tomatoes, 1 can diced tomatoes w/ green chilies
3 Tbsp chili powder, 1 Tbsp cumin, 1 tsp oregano, 1 tsp cocoa, salt, pinch of cinnamon (Cincinnati style)
Low 8 hours. Serve over spaghetti with cheddar and oyster crackers for a 3-way."""),
    "grouper": ("Blackened Grouper", """\
4 grouper fillets (6 oz), 1/4 cup butter melted
Seasoning: 1 Tbsp paprika, 1 tsp each garlic powder, onion powder, thyme, oregano, 1/2 tsp cayenne, salt, pepper
Dip in butter, coat in seasoning. Cast iron VERY hot, 2-3 min per side - do it on the grill burner on the
lanai, not in the kitchen (smoke alarm!). Serve with mango salsa and rice."""),
    "casserole": ("Funeral Potatoes / Cheesy Hash Brown Casserole (church potluck)", """\
2 lb frozen hash browns thawed, 1 can cream of chicken soup, 2 cups sour cream, 2 cups shredded cheddar,
1/2 cup butter melted, 1/2 cup chopped onion, salt, pepper. Mix, spread in 9x13.
Topping: 2 cups crushed cornflakes + 1/4 cup melted butter. Bake 350F 45 min. Serves 12."""),
    "zucchini": ("Zucchini Bread", """\
3 eggs, 1 cup oil, 2 cups sugar, 2 cups grated zucchini, 3 tsp vanilla, 3 cups flour, 1 tsp soda,
1/4 tsp baking powder, 1 tsp salt, 3 tsp cinnamon, 1 cup walnuts. Two loaf pans, 325F for 1 hour."""),
    "pierogi": ("Pierogi (Aunt Helen, Parma)", """\
Dough: 2 cups flour, 1 egg, 1/2 cup sour cream, 1/4 cup butter soft, 1/2 tsp salt, knead, rest 30 min.
Filling: 2 cups mashed potatoes, 1 cup sharp cheddar, 1 onion sauteed in butter, salt, pepper.
Roll thin, cut 3 in circles, fill, pinch. Boil until they float + 2 min. Fry in butter with onions."""),
}


def t_manual(title: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\n\n{body}"
    return f


# --------------------------------------------------------------------------- Archive: estate, Ohio house, work


def t_estate_letters(r: random.Random, dt: datetime) -> str:
    return """PROBATE COURT OF MEDINA COUNTY, OHIO
ESTATE OF DOROTHY M. BRANDT, DECEASED    Case No. 2022 ES 00871

LETTERS OF AUTHORITY FOR EXECUTOR
To: GERALD R. BRANDT, 412 Egret Bay Lane, Venice, Florida 34293

On the application filed herein, the Court has appointed you executor of the estate of Dorothy M. Brandt,
deceased, who died on October 3, 2022, domiciled in Wadsworth, Medina County, Ohio. You are authorized
to take possession of the assets of the decedent and to administer the estate according to law.
Bond waived by the will. Inventory due within three months of appointment.
Issued November 14, 2022.    Judge, Probate Division.
"""


def t_estate_inventory(r: random.Random, dt: datetime) -> str:
    return """Estate of Dorothy M. Brandt - Case 2022 ES 00871 - INVENTORY AND APPRAISAL (Form 6.0 summary)
Item;Description;Value at death
1;Condominium unit 4B, 155 Lakeview Circle, Wadsworth OH (appraised);162000.00
2;Buckeye Savings checking ****3302;8941.22
3;Buckeye Savings CD ****3310;25000.00
4;Harborline brokerage ****8810 (Dorothy M Brandt);96412.55
5;1998 Buick LeSabre;1500.00
6;Household goods and furniture;2500.00
7;Jewelry (appraised by Lasko Jewelers);3800.00
;Total probate assets;300153.77
Non-probate (not on inventory): annuity with beneficiaries Gerald Brandt and Janet Hoover; burial plot.
"""


def t_estate_final(r: random.Random, dt: datetime) -> str:
    return """PROBATE COURT OF MEDINA COUNTY, OHIO - Estate of Dorothy M. Brandt, Case No. 2022 ES 00871
FIDUCIARY'S FINAL AND DISTRIBUTIVE ACCOUNT

Receipts: assets on inventory $300,153.77; condo sale proceeds over appraisal $3,410.00; interest and
dividends $2,218.31; refund Medina County property tax $412.08.
Disbursements: funeral (Hilliard-Keller Funeral Home) $9,840.00; attorney fees (Renner Law) $6,500.00;
court costs $358.00; condo fees and utilities during administration $2,114.66; final income tax
returns (Form 1041 prep) $650.00.
Distributions: Gerald R. Brandt (one-half) $143,385.75; Janet K. Hoover (one-half) $143,385.75.
Balance remaining: $0.00
Approved and settled August 22, 2023. Estate closed. Fiduciary discharged.
"""


def t_estate_condo(r: random.Random, dt: datetime) -> str:
    return """SETTLEMENT STATEMENT (HUD-1 style)  Western Reserve Title Agency, Medina OH  File WR-23-1184
Seller: Estate of Dorothy M. Brandt, Gerald R. Brandt, Executor
Buyer: Steven and Michelle Orlov
Property: 155 Lakeview Circle, Unit 4B, Wadsworth, OH 44281    Settlement date: 04/28/2023
Contract sales price $165,410.00
Seller charges: commission 5% $8,270.50; title/closing $612.00; county conveyance fee $661.64;
prorated property tax $1,204.18; HOA transfer fee $250.00
Cash to seller (estate account) $154,411.68
"""


def t_estate_eml(r: random.Random, dt: datetime) -> str:
    return """From: Janet Hoover <jkhoover@neo.rr.com>
To: Jerry Brandt <jerrybrandt52@gulfbreeze.net>
Subject: Mom's things
Date: Sun, 20 Nov 2022 19:44:02 -0500
Message-ID: <3391.jkhoover@neo.rr.com>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"

Jerry,

I went through Mom's closet and the china cabinet at the condo yesterday. I took the quilt from Grandma
Keller and her Bible like we said. The rest of the furniture the Habitat ReStore can pick up on the 2nd.
The realtor (Deb at Keystone) says list it after the holidays. The Buick - Tyler could use it?
Mr. Renner needs the death certificates (I ordered 6) and the bank statements for the inventory.

Love, Jan
"""


def t_ohio_listing(r: random.Random, dt: datetime) -> str:
    return """EXCLUSIVE RIGHT TO SELL LISTING AGREEMENT  - Medina County Board of REALTORS form
Seller: Gerald R. Brandt and Carol A. Brandt, Trustees    Property: 2280 Ridgewood Drive, Medina OH 44256
Listing broker: Keystone Realty Group, agent Deborah Lasko
List price: $329,900    Term: 05/01/2021 through 10/31/2021    Commission: 5.5% of sale price
Property: 4 BR, 2.5 BA colonial, 2,460 sq ft, built 1984, 0.52 acre, 2-car attached garage, basement
partially finished (Jerry's woodshop), updated kitchen 2015, roof 2012, furnace 2018.
Seller disclosure: basement water in 2011 - drain tile installed with transferable warranty.
"""


def t_ohio_closing(r: random.Random, dt: datetime) -> str:
    return """CLOSING DISCLOSURE - SELLER    Western Reserve Title Agency, 250 S. Court St, Medina OH
Closing date: July 16, 2021    Disbursement: July 16, 2021    File WR-21-0772
Seller: Gerald R. Brandt and Carol A. Brandt, Trustees of the Brandt Revocable Trust dtd 4/11/2012
Buyer: Daniel and Ashley Kuchar    Property: 2280 Ridgewood Drive, Medina OH 44256
Sale price: $344,000.00
Payoff of existing loans: none
Real estate commission (Keystone 5.5%) $18,920.00; title and escrow $845.00; deed preparation $150.00;
conveyance fee $1,376.00; prorated taxes to 7/16 $2,418.66; home warranty for buyer $525.00
Cash to seller: $319,765.34 wired to Harborline Investments ****4417
"""


def t_ohio_utility(r: random.Random, dt: datetime) -> str:
    return """NORTHERN OHIO ELECTRIC COMPANY / FINAL BILL
Account 110 082 441 7    Service address: 2280 RIDGEWOOD DR, MEDINA OH 44256
Customer: GERALD BRANDT    Final meter read 07/16/2021    Service disconnected at customer request
Usage 06/15/2021 - 07/16/2021: 612 kWh    Amount due: $88.14
Forwarding address: 412 Egret Bay Ln, Venice FL 34293
Your deposit of $0.00 has been applied. Thank you for being our customer.
"""


def t_movers(r: random.Random, dt: datetime) -> str:
    return """BUCKEYE STATE MOVERS, INC. - Binding Estimate #21-5530    USDOT 1188230
Shipper: Gerald & Carol Brandt    From: 2280 Ridgewood Dr, Medina OH    To: 412 Egret Bay Ln, Venice FL
Load date: 07/12/2021    Delivery spread: 07/16 - 07/20/2021
Estimated weight 9,800 lb, 1,110 miles. Packing: kitchen, china, books, garage/shop tools (crated table saw).
Linehaul $7,420.00  Fuel surcharge $612.00  Packing materials + labor $1,650.00  Valuation full value
protection $100,000 declared $890.00   TOTAL $10,572.00. Deposit $1,000 paid 05/28/2021.
"""


def t_venice_purchase(r: random.Random, dt: datetime) -> str:
    return """CLOSING DISCLOSURE - BUYER (summary)    Suncoast Title & Escrow, Venice FL
Closing date: 03/26/2021    Property: 412 Egret Bay Lane, Venice, FL 34293 (Osprey Bend, Lot 112)
Borrowers/Buyers: Gerald R. Brandt and Carol A. Brandt, husband and wife
Sellers: Leonard and Frances Wozniak
Purchase price $462,500.00    Loan amount: none (cash purchase)
Owner's title policy $2,380.00  Settlement fee $595.00  Recording $70.70  HOA estoppel + capital
contribution $1,870.00  Prorated taxes (credit) -$1,288.40  Wind mitigation + 4-point inspection $225.00
Cash to close: $466,352.30 (wire from Harborline ****4417 and Gulf Palms Bank)
"""


def t_commencement(r: random.Random, dt: datetime) -> str:
    return """Commencement Address - Harding Valley High School, Class of 2014 - Principal Gerald Brandt
Sunday, June 1, 2014, Medina County Fairgrounds Arena

Good afternoon, graduates, families, faculty, and members of the Board of Education.

This is my twenty-fifth commencement at Harding Valley and my eighteenth as your principal - and, as
most of you have heard by now, my last. So the Class of 2014 and I are graduating together.

When you were freshmen, I told you three things: show up, be kind, and finish what you start. You did.
Four hundred and twelve of you are crossing this stage today. Eighty-one of you earned college credit;
nineteen are joining the armed forces; and the robotics team went to state twice...

Thank you to Mrs. Hollis and the counseling office, to the custodians who keep this place running, and
to my wife Carol, who has shared me with this school for thirty-nine years.
"""


def t_retire_letter(r: random.Random, dt: datetime) -> str:
    return """Gerald R. Brandt, Principal
Harding Valley High School
January 13, 2014

Dr. Susan Whitaker, Superintendent
Harding Valley Local Schools

Dear Dr. Whitaker,

Please accept this letter as formal notice of my retirement, effective July 31, 2014, after 39 years in
public education, 25 of them in Harding Valley Local Schools. I will file my application for service
retirement with the Buckeye Educators Retirement System this month.

I am grateful to the Board and to you for the opportunity to serve. I will do everything I can to help
with a smooth transition for my successor, including the master schedule and staffing plan for 2014-15.

Sincerely,
Gerald R. Brandt
"""


def t_staff_memo(r: random.Random, dt: datetime) -> str:
    return """HARDING VALLEY HIGH SCHOOL - MEMO TO ALL STAFF
From: G. Brandt, Principal    Date: August 19, 2013
Re: Opening days

- Convocation Tuesday 8/20, 8:00 AM auditorium; department meetings 10:30; building time after lunch.
- New teacher mentors: please meet your mentee before Thursday.
- Bell schedule unchanged; 2-hour delay schedule attached.
- Lockdown drill within the first 10 days (ALICE training refresh with Officer Dreher 8/21).
- OTES evaluations: pre-observation conferences to be scheduled by October 1.
- Open house: Thursday September 12, 6:30-8:00 PM.
Have a great year - Jerry
"""


def t_rdh_ce(r: random.Random, dt: datetime) -> str:
    return """CERTIFICATE OF CONTINUING EDUCATION
Northeast Ohio Dental Hygienists' Association - Spring Seminar
This certifies that CAROL BRANDT, RDH, License 30.014477, attended
"Periodontal Risk Assessment and Local Antimicrobials" on April 9, 2016 - 6.0 CE hours (clinical)
Provider #OH-DH-0431. Ohio State Dental Board approved. Retain for license renewal audit.
"""


def t_rdh_license(r: random.Random, dt: datetime) -> str:
    return """OHIO STATE DENTAL BOARD - Dental Hygienist License Renewal Confirmation
Licensee: Carol A. Brandt, RDH    License 30.014477    Status: ACTIVE
Renewal period: January 1, 2016 - December 31, 2017
CE requirement: 24 hours (completed 26), CPR/BLS current through 05/2017
Local anesthesia and nitrous oxide permits: current.
Note added 2018: license status changed to RETIRED at licensee request.
"""


def t_dental_farewell(r: random.Random, dt: datetime) -> str:
    return """Medina Family Dentistry - Thomas Kerrigan DDS

Dear Carol,

Twenty-nine years! On behalf of everyone here, thank you for all you have done for our patients. We have
lost count of the nervous kids you calmed down and the patients who would only book with "Carol".
Your last day is Friday, June 30, 2017 - lunch is on us at the Main Street Cafe that day at 12:30.
We are giving you the rest of the summer off, then Florida!

Tom, Lisa, Becky, Jeanine and the whole team
"""


def t_hawaii(r: random.Random, dt: datetime) -> str:
    return """HAWAII Feb 2019 - itinerary (Sunshine Tours, Medina)
Feb 5  CLE - HNL via DEN. Waikiki Shore Hotel 4 nights. Pearl Harbor / USS Arizona 2/6 8:00 AM tickets
Feb 9  HNL - Kona (Big Island). Kona Coast Resort 4 nights. Volcanoes NP day trip 2/10, Kona coffee farm
Feb 13 Kona - Kahului (Maui). Road to Hana tour 2/14 (Valentine's!). Lahaina dinner.
Feb 17 OGG - CLE overnight.
Budget ~ $8,900 total. Jerry wants the luau - Old Lahaina Luau booked for 2/15.
"""


def t_newengland(r: random.Random, dt: datetime) -> str:
    return """New England fall foliage - Oct 2022
Oct 1  fly SRQ-BOS, rent car. Salem - Hawthorne Hotel
Oct 3  Kennebunkport ME, lobster roll at Clam Shack
Oct 4  North Conway NH - Kancamagus Highway, Mount Washington Cog Railway (Carol's bucket list)
Oct 6  Stowe VT - Ben & Jerry's, Trapp Family Lodge
Oct 8  Woodstock VT, Quechee Gorge
Oct 9  fly BTV-SRQ
(Mom was in the hospital when we got back - Oct 3 she passed while we were in Maine, flew to CLE Oct 4.)
"""


def t_smokies(r: random.Random, dt: datetime) -> str:
    return """SMOKY MOUNTAIN HIDEAWAY CABINS - Reservation confirmation #SM-55120
Guests: Carol Brandt + 7    Cabin: "Bear Necessities" 3 BR, hot tub, Wears Valley TN
Check-in Sat June 17, 2023 4 PM    Check-out Sat June 24, 2023 10 AM
Rate $289/night x 7 = $2,023.00  cleaning $225  taxes $290.81  TOTAL $2,538.81  paid in full 03/10/2023
Family week - Mark's and Karen's families meet us there. Cades Cove, Dollywood day, tubing.
"""


def t_charleston(r: random.Random, dt: datetime) -> str:
    return """Charleston SC - April 2025 - 4 nights
Drive Venice-Charleston (8 hrs) stop in Savannah overnight Apr 6, Marshall House
Apr 7-11 The Vendue Inn, French Quarter
- carriage tour, Fort Sumter ferry 10:30 AM Apr 8
- Magnolia Plantation gardens, Boone Hall
- Husk dinner Apr 9 (reservation 6:30)
- Karen + kids drive down from Charlotte Apr 10 for the day!
"""


def t_cataract(r: random.Random, dt: datetime) -> str:
    return """SUNCOAST EYE INSTITUTE - Luis Vasquez, MD
CATARACT SURGERY - POST-OPERATIVE INSTRUCTIONS & EYE DROP SCHEDULE
Patient: Carol Brandt    Left eye: 02/13/2024    Right eye: 03/05/2024
Lens: monofocal toric, target distance vision
Drops (wait 5 minutes between drops):
- Ofloxacin 4x a day for 1 week
- Prednisolone acetate: 4x a day week 1, 3x week 2, 2x week 3, 1x week 4
- Ketorolac 2x a day for 4 weeks
Wear the shield at night for 1 week. No swimming, eye makeup or heavy lifting for 2 weeks.
Post-op visits: next day, 1 week, 1 month. Glasses prescription at 1 month.
"""


def t_cataract_bill(r: random.Random, dt: datetime) -> str:
    return """SUNCOAST EYE INSTITUTE - Patient statement (final)
Patient: Carol A. Brandt    Account 20448813
03/05/2024  66984 Cataract removal w/ IOL, right      Medicare approved $540.12  paid by Medicare + Suncoast Mutual
03/05/2024  V2787 Astigmatism-correcting IOL (toric)  Non-covered - patient elected             $1,250.00
02/13/2024  V2787 Astigmatism-correcting IOL (toric)  Non-covered - patient elected             $1,250.00
Payments received 02/13 and 03/05 (Visa)                                                      -$2,500.00
BALANCE $0.00 - thank you. This account is closed.
"""


def t_milton_claim(r: random.Random, dt: datetime) -> str:
    return """COASTAL HARBOR INSURANCE COMPANY - CLAIM ACKNOWLEDGMENT
Claim number: CH-24-H-0188214    Date of loss: 10/09/2024 (Hurricane Milton)
Insured: Gerald R. Brandt    Policy CHH-4471-90218    Property: 412 Egret Bay Lane, Venice
Reported damage: missing shingles on the west and south roof slopes, torn lanai screen enclosure
panels, fallen oak limb on the fence, water stain in the guest bedroom ceiling.
Hurricane deductible applies: 2% of Coverage A = $9,360.00.
Your field adjuster, Kyle Brennan, will contact you within 10 days. Please take photos, make temporary
repairs to prevent further damage (tarp) and keep all receipts.
"""


def t_milton_payment(r: random.Random, dt: datetime) -> str:
    return """COASTAL HARBOR INSURANCE COMPANY - STATEMENT OF LOSS / PAYMENT LETTER
Claim CH-24-H-0188214 - Hurricane Milton, DOL 10/09/2024 - Insured Gerald & Carol Brandt

Coverage A Dwelling: roof replacement (full, 31 squares, architectural shingle, code upgrade) $28,640.00
Interior: guest bedroom ceiling drywall and paint $1,480.00
Other structures: lanai screen enclosure re-screen 9 panels, fence section $3,115.00
Replacement cost value $33,235.00 less hurricane deductible $9,360.00 = NET CLAIM $23,875.00
Prior payment (advance 11/2024) -$5,000.00    Final payment enclosed: $18,875.00
Date: February 11, 2025. Claim closed upon negotiation of this check.
"""


def t_milton_roofer(r: random.Random, dt: datetime) -> str:
    return """TOP NOTCH ROOFING OF SARASOTA - Final invoice #T-1149    01/29/2025
Job: 412 Egret Bay Ln, Venice - reroof after Hurricane Milton. Permit BLD-24-112930 - final passed 01/27/2025
Tear-off 31 sq, replace 14 sheets of decking, peel-and-stick underlayment (secondary water barrier),
architectural shingles (Weatherwood), new drip edge and ridge vent.
Contract $28,900.00  Deposit (insurance advance) -$5,000.00  BALANCE DUE $23,900.00
Roof warranty 10 yr workmanship. Keep the permit final for your insurance wind mitigation credit!
"""


# --------------------------------------------------------------------------- more texts (second pass over each topic)


def t_knee_hep(r: random.Random, dt: datetime) -> str:
    return """MOTIONWORKS PHYSICAL THERAPY - HOME EXERCISE PROGRAM
Patient: Gerald Brandt    Program: Total knee - pre-operative strengthening    Access code: 7RKXQ2

1. Quad sets - tighten thigh, push knee into the bed, hold 5 sec - 10 reps, 3x/day
2. Straight leg raise - other knee bent, lift the straight leg 12 inches - 3 sets of 10
3. Heel slides - slide heel toward buttock, hold 5 sec - 15 reps
4. Short arc quad - towel roll under knee, straighten, hold 3 sec - 3 x 10
5. Seated knee extension (long arc quad) - 3 x 10
6. Ankle pumps - 20 reps every hour when sitting
7. Standing hip abduction at the counter - 2 x 10 each side
8. Mini squats holding the counter - 2 x 10, only to a comfortable depth
Ice 15-20 minutes after exercise. Stop any exercise that increases pain more than 2 points.
"""


def t_knee_prereg(r: random.Random, dt: datetime) -> str:
    return f"""VENICE BAY REGIONAL MEDICAL CENTER - PATIENT PRE-REGISTRATION
Date completed: {_mdy(dt)}    Scheduled: 06/23/2026  ORTHO SURGERY  Petrakis, Alan J MD
Patient: Brandt, Gerald Robert  DOB 10/07/1952  Sex M  Marital M  Language English
Address: 412 Egret Bay Ln, Venice FL 34293   Home (941) 555-0186   Cell (941) 555-0186
Emergency contact: Carol Brandt (wife) (941) 555-0187; Karen Walsh (daughter) (704) 555-0119
Primary insurance: MEDICARE PART A & B  MBI 4TW7-xx2-xx81
Secondary insurance: MERIDIAN HEALTH PARTNERS / BERS  ID BRS0071441802  Group BERS-MEDSUP-2
Advance directive: Living will YES (Ohio 2012, being updated)  Health care surrogate: Carol Brandt
Allergies: PENICILLIN (rash)
Anticoagulant: apixaban - hold per cardiology
"""


def t_living_will(r: random.Random, dt: datetime) -> str:
    return """LIVING WILL (Florida Statutes s. 765.303 suggested form)

Declaration made this ___ day of ________, 20__, I, ______________________, willfully and voluntarily
make known my desire that my dying not be artificially prolonged under the circumstances set forth
below, and I do hereby declare that, if at any time I am incapacitated and
___ I have a terminal condition, or ___ I have an end-stage condition, or ___ I am in a persistent
vegetative state, and if my primary physician and another consulting physician have determined that
there is no reasonable medical probability of my recovery from such condition, I direct that
life-prolonging procedures be withheld or withdrawn when the application of such procedures would serve
only to prolong artificially the process of dying, and that I be permitted to die naturally with only
the administration of medication or the performance of any medical procedure deemed necessary to provide
me with comfort care or to alleviate pain.
"""


def t_trust_restated(r: random.Random, dt: datetime) -> str:
    return """DRAFT v1 - FOR CLIENT REVIEW ONLY
RESTATEMENT OF THE GERALD R. BRANDT AND CAROL A. BRANDT REVOCABLE TRUST
originally dated April 11, 2012, restated ____________, 2026

GERALD R. BRANDT and CAROL A. BRANDT, of Sarasota County, Florida, as Settlors and as Trustees,
under the power of amendment reserved in Article 2 of the original trust agreement, amend and restate
the trust agreement in its entirety as follows. This restatement shall be governed by the Florida
Trust Code, Chapter 736, Florida Statutes.

ARTICLE I - Name. This trust shall be known as the BRANDT FAMILY REVOCABLE TRUST.
ARTICLE II - Revocation and amendment during the joint lives of the Settlors.
ARTICLE III - Administration during incapacity. A Settlor shall be considered incapacitated upon the
written certification of two licensed physicians...
ARTICLE VII - Homestead. The Settlors' residence at 412 Egret Bay Lane, Venice, shall be held so as to
qualify for the homestead exemption under Article VII, Section 6 of the Florida Constitution...
ARTICLE IX - Successor trustees: MARK G. BRANDT and KAREN L. WALSH, co-trustees.
ARTICLE XI - Trusts for descendants under age 25.
"""


def t_pod(r: random.Random, dt: datetime) -> str:
    return f"""GULF PALMS BANK - PAYABLE ON DEATH (POD) BENEFICIARY DESIGNATION
Account owners: Gerald R. Brandt and Carol A. Brandt    Accounts: checking ****0913, savings ****0921
Upon the death of the last surviving owner, pay the balance to:
Trustee(s) of the Brandt Family Revocable Trust, as restated 2026 - 100%
Florida law (s. 655.82) - a POD designation may be changed only by written notice to the bank.
Owner signatures: _____________________  _____________________   Date: {_mdy(dt)}
Bank use: verified by ________ Branch 014 Venice
"""


def t_shut_brochure(r: random.Random, dt: datetime) -> str:
    return """GULF SHIELD STORM PROTECTION - Which shutter is right for your home?

ACCORDION SHUTTERS - permanently mounted beside the window, fold out and lock in minutes. One person can
close a house in about 30 minutes. Available in white, ivory, beige and bronze.
ROLL-DOWN SHUTTERS - the premium choice for lanais and sliders. Housing above the opening; crank or
motor. Also gives privacy, light control and burglary deterrence.
CLEAR STORM PANELS - polycarbonate panels that let light in; stored in the garage and bolted onto
tracks before a storm. Best for small windows.
All products carry Florida Product Approval and are tested for large-missile impact.
Ask about insurance savings: opening protection is one of the largest wind mitigation credits.
"""


def t_hoa_guidelines(r: random.Random, dt: datetime) -> str:
    return """OSPREY BEND DESIGN GUIDELINES - SECTION 9: HURRICANE PROTECTION
9.1 Permanent shutters require ARC approval before installation.
9.2 Permitted types: accordion, roll-down, colonial/Bahama (rear only), clear or aluminum storm panels.
9.3 Plywood is permitted only as temporary protection and must be removed within 7 days.
9.4 Approved colors: Dark Bronze (exterior, all sides) or a color matching the house trim; white only
    where the existing window frames are white.
9.5 Roll-down housings must be concealed beneath soffits or painted to match the fascia.
9.6 Shutters may be closed only while a tropical storm or hurricane watch or warning is in effect
    (see Rule 4.12), or while the owner is away between June 1 and November 30 with written notice
    to management.
"""


def t_windmit_form(r: random.Random, dt: datetime) -> str:
    return """Uniform Mitigation Verification Inspection Form OIR-B1-1802 (Rev. 01/12)
Owner information: Owner name ___________  Address ___________  County ___________
Year of home ____  Insurance company ___________  Policy # ___________

1. Building code: Was the structure built in compliance with the Florida Building Code (FBC 2001 or later)?
2. Roof covering: ... 3. Roof deck attachment ... 4. Roof to wall attachment: toe nails / clips / single
wraps / double wraps ... 5. Roof geometry: hip / flat / other ... 6. Secondary water resistance (SWR)
7. OPENING PROTECTION: What is the weakest form of wind-borne debris protection installed on the
structure? A - Exterior openings cyclic pressure and large missile (9 lb) ... N - not all glazed
openings protected ... X - no protection.
Inspector certification: licensed home inspector, general/building contractor, engineer or architect.
"""


def t_cruise_deck(r: random.Random, dt: datetime) -> str:
    return """AURORA DAWN - DECK 8 (ALOHA DECK) - stateroom plan
Forward: 8001-8061 oceanview, elevators A (forward), Launderette 8F
Midship: 8062-8120 balcony (BA/BB), elevators B, Launderette 8M
Aft: 8121-8168 balcony BA (larger balconies on the corner staterooms 8140-8148), elevators C
Stateroom 8142 - BA balcony - 233 sq ft incl. balcony - queen bed convertible to two twins,
sofa, shower, two balcony chairs and table. Closest elevator: C (aft). Accessible routes on all decks.
Deck 7 below: Promenade (walk around), Crown Grill (aft), Explorers Lounge.
"""


def t_cruise_housecheck(r: random.Random, dt: datetime) -> str:
    return """while we're in Alaska Aug 8-16
- USPS mail hold online Aug 7-17 (or Ruth picks it up - she has the key)
- Gulfstream mgmt office: tell them we are away (gate list: Ruth Olson, Bob Hale can enter)
- hurricane season!! if a storm comes Bob closes the new shutters (show him how the crank works)
- thermostat 82, dehumidify setting on, water heater vacation mode
- turn water off at the main? yes if > 7 days
- golf cart: unplug? the lithium one can stay on the charger
- pantry: Sandy coordinates Aug 4-17, give her the volunteer binder
- stop the newspaper Aug 8-16
"""


def t_cruise_checkin(r: random.Random, dt: datetime) -> str:
    return f"""AURORA PACIFIC CRUISES - ONLINE CHECK-IN COMPLETE
Booking APC-7741925    Aurora Dawn    Sailing August 9, 2026 from Seattle
Guests: Gerald Brandt (checked in {_mdy(dt)}), Carol Brandt (checked in {_mdy(dt)})
Arrival appointment at Pier 91 terminal: 12:30 PM - 1:00 PM
Travel document on file: Gerald - U.S. passport exp. 2031; Carol - U.S. passport: PENDING (enter before sailing)
Onboard account: Visa ending 3308
Your eDocs and luggage tags will be available 30 days before sailing. Print luggage tags and attach
before arriving at the pier. Mobility assistance at the terminal: requested for 1 guest.
"""


def t_ira_stmt(r: random.Random, dt: datetime) -> str:
    v = r.uniform(226_000, 245_000)
    return f"""{HARBOR}

QUARTERLY STATEMENT - Traditional IRA    Period ending {_mdy(dt)}
CAROL A BRANDT    Account ****6631    Custodian: Harborline Trust Company
Beginning value ${v:,.2f}    Ending value ${v * r.uniform(0.98, 1.04):,.2f}
Holdings: Harborline Balanced Income Fund 62%; Coastal Short-Term Bond Fund 30%; cash 8%
Beneficiaries on file: primary Gerald R. Brandt 100%; contingent Mark G. Brandt 100%
Required minimum distributions: not required until the year you turn 73 (2028).
"""


def t_1099_composite(r: random.Random, dt: datetime) -> str:
    return f"""{HARBOR}

{dt.year - 1} CONSOLIDATED FORM 1099 (DIV, INT, B)    Date prepared: {_mdy(dt)}
Account ****4417  GERALD R BRANDT & CAROL A BRANDT TTEES
1099-DIV  1a Total ordinary dividends ${r.uniform(7000, 11000):,.2f}
          1b Qualified dividends ${r.uniform(5000, 7000):,.2f}
          2a Capital gain distributions ${r.uniform(800, 2200):,.2f}  7 Foreign tax paid ${r.uniform(40, 120):,.2f}
1099-INT  1 Interest income ${r.uniform(900, 2100):,.2f}  8 Tax-exempt interest ${r.uniform(300, 800):,.2f}
1099-B    Short-term: none.  Long-term covered: proceeds ${r.uniform(20000, 30000):,.2f},
          cost ${r.uniform(15000, 19000):,.2f}
This is important tax information and is being furnished to the IRS.
"""


def t_bank_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Description,Amount,Running Bal."]
    bal = r.uniform(12000, 18000)
    for i in range(25):
        d = dt - timedelta(days=30 - i)
        desc, amt = r.choice([("SUN HARVEST MKT #1142 VENICE FL", -r.uniform(30, 190)),
                              ("PENINSULA PWR & LT AUTOPAY", -r.uniform(140, 280)),
                              ("BERS OHIO PENSION DIR DEP", 3920.17), ("SSA TREAS 310 SOC SEC", 2488.00),
                              ("HARBORLINE IRA DISTRIB", 1350.00), ("GULFWAY FUEL 5723 VENICE", -r.uniform(30, 60)),
                              ("OSPREY BEND HOA ACH", -685.00), ("AMAZON MKTPL", -r.uniform(12, 90)),
                              ("CHECK #" + str(r.randint(4460, 4499)), -r.uniform(40, 600))])
        bal += amt
        rows.append(f"{_mdy(d)},{desc},{amt:.2f},{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_qcd_sheet(r: random.Random, dt: datetime) -> str:
    return """Date;From;To;Type;Amount;Counts toward RMD;Letter received
01/15/2026;IRA 2208;Gulf Palms checking;monthly RMD (net of 10%);1350;1500;
01/20/2026;IRA 2208;St. Andrew's Lutheran;QCD check;3000;3000;yes
02/15/2026;IRA 2208;Gulf Palms checking;monthly RMD;1350;1500;
03/15/2026;IRA 2208;Gulf Palms checking;monthly RMD;1350;1500;
03/28/2026;IRA 2208;Suncoast Harvest Food Bank;QCD check;1000;1000;yes
04/15/2026;IRA 2208;Gulf Palms checking;monthly RMD;1350;1500;
05/15/2026;IRA 2208;Gulf Palms checking;monthly RMD;1350;1500;
;;;Total so far;;11500;
;;;2026 RMD required;;24447.79;
;;;Remaining (take in December);;12947.79;
"""


def t_home_todo(r: random.Random, dt: datetime) -> str:
    return """to do - house

- Cool Breeze: AC filter 20x25x1 - buy 4 at Home Depot
- HOA letter: pressure wash the driveway + the north wall (mildew) by end of month
- smoke detector beeping in guest room - 9V
- gate remote battery (CR2032)
- irrigation head by mailbox broken - call Gulfstream, it's the HOA's
- caulk master shower
- dryer vent cleaning - last done 2024
- garage fridge - set to 38
- pay Q3 HOA before the 15th
"""


def t_windmit_2021(r: random.Random, dt: datetime) -> str:
    return """UNIFORM MITIGATION VERIFICATION INSPECTION FORM (OIR-B1-1802)
Inspection date: 03/12/2021    Owner: Leonard & Frances Wozniak (seller) / buyer Gerald Brandt
Address: 412 Egret Bay Lane, Venice FL 34293    Year built: 2006
1. Building code: B - built under FBC 2001 (permit applied 2005)
2. Roof covering: A - all roof coverings meet FBC; permit 2019 shingle
3. Roof deck attachment: B - 8d nails 6"/12"
4. Roof to wall attachment: B - CLIPS
5. Roof geometry: A - HIP ROOF
6. Secondary water resistance: No
7. Opening protection: X - none / plywood only
Inspector: Sunbelt Home Inspections, Greg Wallace, HI-11822. This form is valid for 5 years.
"""


def t_hoa_newsletter(r: random.Random, dt: datetime) -> str:
    return f"""THE OSPREY BEND BULLETIN - {dt:%B %Y}
From the Board: the gatehouse cameras are upgraded - please register your guests in the app.
Landscaping: annual mulch in the common areas this month; your irrigation may be turned off for a day.
Clubhouse: pickleball courts resurfaced; new sign-up sheet for the golf cart parade on July 4th.
Reminder: trash cans may be put out after 5 PM the night before pickup and must be stored out of sight.
ARC corner: applications approved last month - 3 paint, 2 landscaping, 4 hurricane shutters.
Hurricane season begins June 1 - see the Rule 4.12 reminder on page 2.
Social: ice-cream social Sunday 3 PM by the pool. Welcome new neighbors on Heron Point Court!
"""


def t_hoa_rules(r: random.Random, dt: datetime) -> str:
    return """OSPREY BEND HOMEOWNERS ASSOCIATION - RULES AND REGULATIONS (amended)
4.1 Vehicles: no commercial vehicles, boats, trailers or RVs parked overnight in driveways.
4.3 Golf carts: must be registered with the management office; street-legal carts only on Osprey
    Bend Boulevard; no drivers under 16.
4.5 Garage doors shall be kept closed except when in use.
4.7 Leasing: minimum 90 days, no more than 2 leases per year; tenant registration required.
4.9 Pets: two per home; leashed in common areas.
4.12 Hurricane shutters and panels may be closed only while a watch or warning is in effect and must
     be opened within 7 days thereafter.
4.15 Holiday decorations: November 15 - January 15.
"""


def t_homestead(r: random.Random, dt: datetime) -> str:
    return """SARASOTA COUNTY PROPERTY APPRAISER - HOMESTEAD EXEMPTION APPROVED
Parcel 0418-07-2231    Owners: Gerald R. Brandt, Carol A. Brandt    412 Egret Bay Ln, Venice
Your application for Homestead Exemption for tax year 2022 has been APPROVED.
Exemptions granted: Homestead $25,000; Additional Homestead $25,000.
Beginning next year your assessed value may not increase more than 3% or the change in CPI,
whichever is less (Save Our Homes). You do not need to reapply each year; you must notify us if
the property is rented or is no longer your permanent residence.
"""


def t_gift_ideas(r: random.Random, dt: datetime) -> str:
    return """gifts 2026
Tyler 16 (3/3) - done: $100 gas card + AAA membership
Mark 4/2 - golf balls (Pro V1), card
Lily 11 (7/11) - horse riding lesson gift cert in Charlotte? Karen says yes. + book
Emma 14 (9/19) - art set, the sketchbooks she likes, $50
Karen 9/23 - spa day?
Owen 8 (12/2) - dinosaur excavation kit, soccer cleats size 13
Christmas: each grandkid $100 in the 529 + one gift
"""


def t_lily_invite(r: random.Random, dt: datetime) -> str:
    return """You're invited!
LILY is turning 11!
Pool party at the Walsh house - 5618 Carriage Oaks Lane, Charlotte NC
Saturday, July 11, 2:00 - 5:00 PM
Bring your swimsuit and a towel. Pizza and cake!
RSVP to Karen (704) 555-0119
Grandma and Grandpa - we know you can't come this year with Grandpa's knee, we'll FaceTime you at 4!
"""


def t_emma_ics(r: random.Random, dt: datetime) -> str:
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Apple Inc.//macOS 14.5//EN\r\nBEGIN:VEVENT\r\n"
            "UID:emma-bday-0919@brandt-imac\r\nDTSTAMP:20250101T120000Z\r\nDTSTART;VALUE=DATE:20250919\r\n"
            "RRULE:FREQ=YEARLY\r\nSUMMARY:Emma's birthday (Mark's)\r\n"
            "DESCRIPTION:Born 2012. Mail card by the 14th. 614-555-0172\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\n"
            "UID:tyler-bday-0303@brandt-imac\r\nDTSTAMP:20250101T120000Z\r\nDTSTART;VALUE=DATE:20250303\r\n"
            "RRULE:FREQ=YEARLY\r\nSUMMARY:Tyler's birthday\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")


def t_marriage_record(r: random.Random, dt: datetime) -> str:
    return """Wayne County, Ohio - Probate Court Marriage Records, Vol. 9, p. 212 (FamilySearch image 418)

State of Ohio, Wayne County, ss. Personally appeared Henry Brandt and made application for a marriage
license for himself and Louisa Weygandt, and being duly sworn, says that he is of the age of twenty-one
years and upwards, and the said Louisa Weygandt is of the age of eighteen years and upwards, and that
they have no wife or husband living, and that they are not nearer of kin than second cousins.
License issued 11 Oct 1875. Solemnized 14 Oct 1875 by J. G. Baumann, pastor, St. Paul's Ev. Lutheran,
Doylestown.
(C.B. note: so Henry married 3 yrs after arriving - Louisa's parents from Wuerttemberg per 1880 census)
"""


def t_gen_todo(r: random.Random, dt: datetime) -> str:
    return """research to do
- Novak: find Maria's arrival 1908-1910, check Hamburg lists too (not just Fiume/Bremen)
- 1910 census Cleveland ward 14 - Jan + Maria + baby Anna?
- St. Wendelin parish Cleveland baptisms 1911-1920 (Slovak parish) - write to the diocese archive
- Brandt: Ober-Ramstadt marriages 1840-1852 for Georg Philipp + Anna Margaretha Schaefer
- ask Jan (Jerry's sister) for Mom's Keller photos to scan
- DNA: email mcnovak1961 (388 cM - 2nd cousin on Novak side?)
- Chippewa cemetery - photos of Henry + Louisa stone (FindAGrave request)
"""


def t_group_sheet(r: random.Random, dt: datetime) -> str:
    return """FAMILY GROUP SHEET
Husband: Jan (John) NOVAK  b. 11 Nov 1882 Spisska Stara Ves, Hungary (now Slovakia)  d. 2 Feb 1951 Cleveland OH
  Father: Michal Novak    Mother: Anna Kovac    Arrived NY 19 Apr 1907 (SS Pannonia)
Wife: Maria HUDAK  b. abt 1885 Spisska Stara Ves  d. 1962 Parma OH
Married: abt 1906, Spisska Stara Ves (record not yet found)
Children:
1. Anna Novak b. 1910 Cleveland, m. Joseph Sabo
2. Stephen Novak b. 1912 Cleveland d. 1944 France (WWII)
3. Helen Novak b. 1915 Cleveland (Aunt Helen - pierogi!)
4. Andrew Novak b. 1921 Cleveland d. 1999 Parma - Carol's father, m. Rose Petrik 1950
Sources: 1920/1930/1940 census; Ellis Island manifest; Social Security Death Index; obit Plain Dealer 1951
"""


def t_hesse_index(r: random.Random, dt: datetime) -> str:
    return """Hessische Auswanderer - Index (Hessian emigrants database), search results: BRANDT, Kreis Darmstadt

Name;Vorname;Geburtsdatum;Ort;Ziel;Jahr;Quelle
Brandt;Johann Heinrich;14.03.1853;Ober-Ramstadt;Nordamerika;1872;HStAD G 15 Dieburg Q 212
Brandt;Georg;1849;Ober-Ramstadt;Nordamerika;1869;HStAD G 15 Dieburg Q 198
Brandt;Katharina;1851;Nieder-Modau;Nordamerika;1872;HStAD G 15 Dieburg Q 212
Hinweis: Auswanderung mit Konsens (with permission); Militärpflicht geprüft.
"""


def t_census_1910(r: random.Random, dt: datetime) -> str:
    return """Name;Relation;Age;Birthplace;Language;Year of immigration;Occupation;Industry
Novak, John;Head;27;Hungary;Slovak;1907;laborer;steel mill
Novak, Mary;Wife;25;Hungary;Slovak;1909;none;
Novak, Anna;Daughter;0 (4/12);Ohio;;;;
Hudak, Joseph;Boarder;31;Hungary;Slovak;1903;laborer;steel mill
Source;1910 US census Cleveland Ward 14 ED 231 sheet 12A lines 18-21;;;;;;
"""


def t_wood_plan(r: random.Random, dt: datetime) -> str:
    return """CLASSIC ADIRONDACK CHAIR - free woodworking plan
Skill level: intermediate. Time: one weekend. Cost: about $90 in cedar or cypress.
Tools: jigsaw, drill/driver, random orbit sander, clamps, countersink bit, square, compass.
Step 1: Cut the back legs (stringers) from 1x6: mark the 15 degree front cut and the 35 degree back cut.
Step 2: Cut the front legs and attach the apron with 1-1/4" screws, flush at the top.
Step 3: Attach the stringers inside the front legs 14" from the floor, check for square.
Step 4: Seat slats with 1/4" gaps, starting at the front.
Step 5: Back slats fanned against the upper and lower back braces; trace the arc with a string compass.
Step 6: Arms on the corbels and back brace; round all edges; finish with exterior oil or paint.
"""


def t_wood_cuttingboard(r: random.Random, dt: datetime) -> str:
    return """END GRAIN CUTTING BOARD - walnut and maple checkerboard, 12 x 16 x 1-1/2

1. Mill strips 1-3/4" wide from 8/4 stock: 5 walnut, 4 maple, 18" long.
2. Glue the strips edge to edge (alternate species) with Titebond III. Clamp overnight.
3. Flatten the panel (planer sled or hand plane), crosscut into 1-3/4" strips.
4. Flip every other strip end-for-end to get the checkerboard, glue up the second time.
5. Flatten with a router sled - end grain tears out in the planer!
6. Round over edges 1/4", chamfer the bottom, rubber feet.
7. Sand 80-120-180-220, raise the grain with water, sand 220 again.
8. Mineral oil until it stops soaking in, then board butter.
Made 3 for Christmas 2024 (Mark, Karen, Ruth at the pantry).
"""


def t_wood_bench(r: random.Random, dt: datetime) -> str:
    return """lanai bench - idea
60" long x 16" deep x 18" high, cypress, slatted top 5 boards 1x4 with 3/8 gaps
legs 4x4 (3-1/2 sq) x 17-1/4, aprons 1x4 mortise & tenon? or pocket screws (faster)
stretcher low between the legs - storage shelf for the grandkids' beach toys
finish: spar urethane 3 coats
wood: Venice lumber yard has cypress 1x4 @ $3.10/ft -> 5 x 60" + aprons ~ 40 ft = $125
"""


def t_wood_bookcase(r: random.Random, dt: datetime) -> str:
    return """Bookcase for the den - oak, 36" W x 72" H x 12" D
Sides: 2 pcs 3/4 oak ply 11-1/4 x 72
Top/bottom: 2 pcs 3/4 oak ply 11-1/4 x 34-1/2 (dadoed 3/8 into sides)
Fixed shelf: 1 pc at 36" - adjustable shelves 3 pcs 11 x 34-3/8 (shelf pins 32mm)
Face frame: 1x2 solid oak, stiles 72, rails 33, bottom rail 1x3
Back: 1/4 oak ply 35-1/4 x 71-1/4 in rabbet
Finish: golden oak stain, 3 coats wipe-on poly
Cost: 2 sheets ply $118 ea, oak 1x2 24 ft $58 - total ~$320
"""


def t_cookies(r: random.Random, dt: datetime) -> str:
    return """CHRISTMAS COOKIE BAKING - the list (every year first Saturday of December)
1. Buckeyes (double batch)
2. Cut-out sugar cookies - Mom Brandt's recipe: 1 cup butter, 1 1/2 cups powdered sugar, 1 egg,
   1 tsp vanilla, 1/2 tsp almond extract, 2 1/2 cups flour, 1 tsp soda, 1 tsp cream of tartar.
   Chill 3 hrs, roll 1/4", 375F for 7-8 min. Frosting: powdered sugar, milk, drop of almond.
3. Kolache - apricot and nut
4. Snickerdoodles
5. Peanut butter blossoms (Hershey kisses - 2 bags)
6. Rum balls (adults only!)
Tins: Mark, Karen, Jan, the Kerrigans, school office, neighbors on Ridgewood
"""


def t_crabcakes(r: random.Random, dt: datetime) -> str:
    return """MARYLAND-STYLE CRAB CAKES (serves 4)
1 lb jumbo lump crab meat, picked over
1/3 cup crushed saltine crackers (about 10)
1/4 cup mayonnaise, 1 egg, 1 tsp Dijon mustard, 1 tsp Worcestershire, 1 tsp Old Bay, 1 Tbsp parsley
Whisk everything except crab and crackers. Gently fold in crab and crackers - do not break the lumps.
Shape 8 cakes, chill 1 hour. Pan-fry in butter and oil 3-4 minutes per side or bake at 450F 12-14 min.
Serve with lemon wedges and tartar sauce.
"""


MANUALS = {
    "dishwasher": ("BOSCHWELL 300 SERIES DISHWASHER - USE AND CARE GUIDE", """\
Loading: place plates in the lower rack facing the center; cups and glasses in the upper rack.
Detergent: use pods or powder; fill the rinse aid dispenser for best drying.
Cycles: Auto (sensor), Heavy, Normal, Speed60, Rinse. Options: Sanitize, Extra Dry, Half Load.
Filter: twist out the cylindrical filter monthly and rinse under warm water.
Error E15: water in the base - switch off at the breaker and call service.
Error E24: drain blocked - clean the filter and check the drain hose for kinks."""),
    "microwave": ("LUMINA OVER-THE-RANGE MICROWAVE OVEN - OWNER'S MANUAL", """\
Cooking power 1000 W. Sensor cook: Popcorn, Potato, Reheat, Vegetables.
Charcoal filter: replace every 6 months when the vent fan is recirculating.
Grease filters: remove and wash monthly in hot soapy water.
Do not operate the oven empty. Do not use metal pans or aluminum foil except as directed.
Cooktop light: two 40 W appliance bulbs; unplug before replacing."""),
    "thermostat": ("CLIMATEPRO T6 SMART THERMOSTAT - USER GUIDE", """\
Home screen: current temperature, set point, system mode (Heat/Cool/Auto/Off), fan (Auto/On/Circulate).
Schedule: up to 4 periods per day (Wake, Away, Home, Sleep). Hold: tap the set point to hold until the next period.
Dehumidify: in Cool mode, set a humidity target (recommended 50% in humid climates).
Vacation mode: set the dates and the away temperatures.
Replace batteries: 2 AAA when the low-battery icon appears. Wi-Fi setup via the ClimatePro app."""),
    "washer": ("AQUAMAX FRONT LOAD WASHER - OWNER'S MANUAL", """\
Use only HE detergent. Do not overfill the dispenser.
Cycles: Normal, Heavy Duty, Bulky/Bedding, Delicates, Quick Wash, Tub Clean.
Monthly: run Tub Clean with a cleaning tablet and leave the door ajar to prevent odors.
Clean the drain pump filter behind the lower front panel every 3 months.
Code dE: door not locked. Code LE: motor overload. Code UE: unbalanced load - redistribute."""),
    "garagedoor": ("LIFTRIGHT 1/2 HP BELT-DRIVE GARAGE DOOR OPENER - MANUAL", """\
Programming a remote: press the LEARN button on the motor unit, then within 30 seconds press the remote button.
Safety reversal test: place a 1-1/2" board flat under the door - the door must reverse on contact. Test monthly.
Photo eyes must be installed no higher than 6" above the floor.
Travel limits: adjust with the UP and DOWN arrows on the motor unit.
Battery backup: replace the 12 V battery every 2-3 years."""),
    "fridge": ("FROSTLINE FRENCH-DOOR REFRIGERATOR - USE & CARE", """\
Recommended settings: fresh food 37F, freezer 0F.
Water filter: replace every 6 months (model FLW-200) - the filter light turns red.
Ice maker: allow 24 hours for the first ice after installation; discard the first 3 batches.
Clean the condenser coils behind the lower grille once a year.
Power outage: keep the doors closed; food stays cold about 4 hours, freezer full 48 hours."""),
    "golfcart": ("PALMCOAST LSV 4-PASSENGER - OWNER'S MANUAL (48V)", """\
This vehicle is a Low Speed Vehicle (LSV) under FMVSS 500: maximum speed 25 mph. In Florida it may be
driven on roads with posted speed limits of 35 mph or less and must be registered, titled and insured.
Required equipment: headlights, turn signals, brake lights, reflectors, mirrors, parking brake,
windshield, seat belts, VIN.
Charging: use only the supplied charger; charge after each day's use. Lithium packs may remain on the charger.
Maintenance: tire pressure 20-22 psi; check brakes and steering every 6 months; wash with mild soap only,
never pressure wash the controller or motor."""),
}


def t_dorothy_obit(r: random.Random, dt: datetime) -> str:
    return """Dorothy Mae Brandt (nee Keller), 96, of Wadsworth, passed away peacefully on Monday, October 3,
2022 at Summa Health Wadsworth-Rittman. She was born January 12, 1926 in Rittman to Ralph and Edna
Keller. Dorothy graduated from Rittman High School in 1943 and worked as a bookkeeper at the Medina
County Farm Bureau for 30 years. She was a lifelong member of St. Paul's Lutheran Church, where she
sang in the choir and led the quilting circle.

She was preceded in death by her husband of 54 years, Walter Brandt, in 2003. She is survived by her
son Gerald (Carol) Brandt of Venice, Florida; daughter Janet (Tom) Hoover of Akron; grandchildren
Mark (Jennifer) Brandt, Karen (Brian) Walsh, Amy Hoover and Daniel Hoover; and six great-grandchildren.

Friends may call Friday 4-7 PM at Hilliard-Keller Funeral Home, Wadsworth. Funeral service Saturday
11 AM at St. Paul's Lutheran Church. In lieu of flowers, memorials to the church's quilting ministry.
"""


def t_funeral(r: random.Random, dt: datetime) -> str:
    return """HILLIARD-KELLER FUNERAL HOME - 188 College Street, Wadsworth, OH 44281
STATEMENT OF FUNERAL GOODS AND SERVICES SELECTED
Deceased: Dorothy M. Brandt    Date of death: 10/03/2022    Arranged by: Gerald R. Brandt (son)
Basic services of funeral director and staff $2,495.00
Embalming $795.00   Other preparation $275.00   Visitation (4 hrs) $595.00
Funeral ceremony at church $695.00   Hearse $395.00   Service car $195.00
Casket: Oak, crepe interior $2,980.00   Outer burial container $1,195.00
Cash advances: certified death certificates (6) $150.00, clergy honorarium $150.00, organist $100.00
TOTAL $9,840.00    Paid from estate account 12/20/2022
"""


def t_estate_k1(r: random.Random, dt: datetime) -> str:
    return """KRAMER & LINTZ TAX SERVICE - Medina, Ohio
Dear Jerry,

Enclosed is your Schedule K-1 (Form 1041) from the final fiduciary income tax return of the Estate of
Dorothy M. Brandt (EIN 92-6618830) for the fiscal year ending 08/31/2023. Because this was the
estate's final year, the distributable net income of $1,106.16 passes through to you (one-half), as
interest and dividends. Your sister Janet received the same. Please give this K-1 to your Florida
preparer with your 2023 return. The estate has no remaining filing obligations.

Final fiduciary return filed. Estate closed with the Medina County Probate Court on 08/22/2023.
"""


def t_estate_receipt(r: random.Random, dt: datetime) -> str:
    return """PROBATE COURT OF MEDINA COUNTY, OHIO - Estate of Dorothy M. Brandt, Case No. 2022 ES 00871
RECEIPT AND WAIVER OF NOTICE - DISTRIBUTEE

I, Janet K. Hoover, acknowledge receipt from Gerald R. Brandt, Executor, of the sum of $143,385.75
in full satisfaction of my distributive share as a residuary beneficiary under the will of the
decedent, and I waive notice of the hearing on the fiduciary's final account.

Signed: Janet K. Hoover    Date: 08/09/2023
"""


def t_estate_register(r: random.Random, dt: datetime) -> str:
    return """Date;Payee / source;Memo;Deposit;Payment;Balance
11/18/2022;Buckeye Savings;opening transfer from Dorothy's checking;8941.22;;8941.22
12/20/2022;Hilliard-Keller Funeral Home;funeral;;9840.00;-898.78
12/21/2022;Buckeye Savings CD;CD redeemed;25000.00;;24101.22
01/05/2023;Lakeview Condo Assn;condo fee Jan;;212.00;23889.22
02/14/2023;Harborline;liquidation acct 8810;96412.55;;120301.77
04/28/2023;Western Reserve Title;condo sale proceeds;154411.68;;274713.45
06/30/2023;Renner Law;attorney fees;;6500.00;268213.45
08/09/2023;Janet K. Hoover;distribution 1/2;;143385.75;124827.70
08/09/2023;Gerald R. Brandt;distribution 1/2;;124827.70;0.00
"""


def t_ohio_inspection(r: random.Random, dt: datetime) -> str:
    return """BUYER'S REQUEST FOR REPAIRS - Addendum to Purchase Agreement
Property: 2280 Ridgewood Drive, Medina OH 44256    Buyers: Daniel & Ashley Kuchar    Sellers: Brandt
Based on the home inspection by Northcoast Home Inspection (05/24/2021), Buyers request:
1. Replace the cracked heat exchanger cover and have the furnace serviced by a licensed HVAC contractor.
2. Repair the GFCI outlets in the garage and the basement workshop.
3. Radon test result 5.1 pCi/L: install a radon mitigation system ($1,150 quote from Radon Pros).
4. Regrade soil at the northeast corner away from the foundation.
Sellers' response: agree to items 1, 2 and 3; item 4 declined - credit of $500 at closing instead.
"""


def t_moving_checklist(r: random.Random, dt: datetime) -> str:
    return """MOVING TO FLORIDA - list
- Buckeye State Movers 7/12 load - confirm 7/8
- change address USPS, BERS, Social Security, Medicare, Harborline, magazines
- Northern Ohio Electric, gas co., Medina water - final reads 7/16
- cancel the cable, return the box
- Florida drivers licenses within 30 days + car registration + declaration of domicile
- file homestead by March 1 next year!!
- transfer prescriptions to Gulfside Pharmacy Venice
- church letter of transfer St. Paul's -> St. Andrew's
- dentist records (Carol - ask Tom Kerrigan)
- sell: snowblower, riding mower, the ping pong table. Tools go in a crate.
"""


def t_master_schedule(r: random.Random, dt: datetime) -> str:
    return """2014-15 staffing plan / master schedule notes - for my successor

Enrollment projection 1,618 (down 22). Sections: English 62, Math 60, Science 54, Social Studies 52.
Retirements: Brandt (principal), Hollis (counselor), two science. Hire 2 science (1 chem, 1 physics).
AP expansion: AP Human Geography added (Mr. Patel), AP Computer Science Principles pending board approval.
Lunch periods: keep 3 (5A/5B/5C). Seniors with early release: 148.
Ohio Graduation Tests -> end-of-course exams transition: freshmen take Algebra I and ELA I EOCs.
Keep the 2-hour delay schedule as is. Bell 7:25 - 2:20.
"""


def t_handbook(r: random.Random, dt: datetime) -> str:
    return """HARDING VALLEY HIGH SCHOOL - STAFF HANDBOOK 2013-2014
Mission: Every student, every day, prepared for what comes next.
Contract day: 7:10 AM - 2:40 PM. Teachers must be in their classrooms by 7:15.
Absence: call the substitute line (AESOP) by 6:00 AM; lesson plans in the main office sub folder.
Supervision: hall duty between classes at your door; cafeteria and bus duty per the duty roster.
Discipline: classroom-managed behaviors vs. office referrals (see matrix, p. 14).
Grading: progress reports every 4.5 weeks; grades posted in the gradebook weekly.
Field trips: Board Form 6.20 at least 4 weeks ahead.
Emergency procedures: fire, tornado, lockdown (ALICE), evacuation - see the red flip chart.
G. Brandt, Principal; T. Ruggles and M. Sanchez, Assistant Principals
"""


def t_retire_party(r: random.Random, dt: datetime) -> str:
    return """A CELEBRATION OF 39 YEARS - Mr. Gerald "Jerry" Brandt
Harding Valley High School - Friday, May 30, 2014, 6:00 PM - Medina Country Club

Welcome ................................. Dr. Susan Whitaker, Superintendent
Memories of Mr. B ........................ Class of 1994 - Jennifer Ruiz and Tom Kessler
The "Brandt Rules" (slide show) .......... Social Studies Department
Presentation ............................. Harding Valley Board of Education
Music .................................... HVHS Chamber Choir - "Shenandoah"
Remarks .................................. Jerry Brandt
Dinner and dessert buffet
"""


def t_charleston_hotel(r: random.Random, dt: datetime) -> str:
    return """THE VENDUE INN - CHARLESTON
Reservation confirmation  #VND-229104
Guest: Carol Brandt    Arrival: Monday, April 7, 2025    Departure: Friday, April 11, 2025 (4 nights)
Room: Deluxe King, courtyard view    Rate: $329.00 per night + 14.5% tax    Valet parking $38/night
Includes: breakfast for two, evening wine and cheese, rooftop bar access.
Cancellation: 72 hours before arrival. 19 Vendue Range, Charleston, SC 29401.
"""


def t_ne_car(r: random.Random, dt: datetime) -> str:
    return """COASTLINE CAR RENTAL - Reservation confirmed    Confirmation 1188-0022-US
Renter: Gerald Brandt    Pick-up: Boston Logan Airport (BOS), Sat 10/01/2022 1:30 PM
Return: Burlington International Airport (BTV), Sun 10/09/2022 10:00 AM - one-way drop fee $150.00
Car class: Intermediate SUV (Toyota RAV4 or similar)    Rate $61.99/day    Estimated total $742.56
AAA discount applied. Loss damage waiver declined (covered by credit card).
"""


def t_cataract_consent(r: random.Random, dt: datetime) -> str:
    return """SUNCOAST EYE INSTITUTE - Lens selection and financial acknowledgment
Patient: Carol A. Brandt    Surgeon: Luis Vasquez, MD
Biometry (IOLMaster): OD axial length 23.41 mm, K 43.25/44.75 (1.50 D astigmatism); OS 23.38 mm, 1.25 D
Lens choice: [ ] standard monofocal (covered by Medicare)  [x] toric monofocal - astigmatism correction
             [ ] multifocal / extended depth of focus
I understand Medicare and my supplement do not pay for the astigmatism-correcting portion: $1,250 per eye,
due on the day of surgery. Surgery dates: left eye 02/13/2024, right eye 03/05/2024 at Venice Surgery Center.
Signed: Carol A. Brandt    Date: 01/22/2024
"""


def t_milton_tarp(r: random.Random, dt: datetime) -> str:
    return """EMERGENCY ROOF TARP - RECEIPT
Gulf Coast Emergency Services, Nokomis FL    Job 10-14-0291    Date: 10/14/2024
Property: 412 Egret Bay Ln, Venice    Owner: Gerald Brandt
Hurricane Milton - installed 2 blue tarps (20x30) on west and south slopes with 2x4 battens and cap nails.
Removed fallen oak limb from the fence line and lanai screen frame.
Tarp labor and materials $1,650.00    Debris removal $450.00    TOTAL $2,100.00 - paid by check #4318
Keep this receipt for your insurance claim (mitigation of further damage).
"""


BACKUP_NOTES = {
    "Grocery.txt": "Grocery\nmilk\neggs\nbread - rye\nbananas\ncoffee (Maxwell)\nJerry's Metamucil\n"
                   "paper towels\nchicken thighs\nfrozen peas\n",
    "Florida house ideas.txt": "Florida house ideas\n- paint the guest room sea glass\n- new lanai furniture "
                               "(Sam's?)\n- Jerry's shop in the 3rd garage bay\n- pavers by the side door\n"
                               "- ceiling fan in the den\n",
    "Church new members.txt": "St Andrews new member class Sundays 9:15 Oct 9 - Nov 13 (Pastor Engstrom)\n"
                              "bring baptism certificates? letter of transfer from St Paul's Medina\n",
    "Passwords - do not share.txt": "(moved to the little black book)\n",
}


def _sched(year: int, month: int):
    def f(r: random.Random, dt: datetime) -> str:
        return t_pantry_schedule(r, datetime(year, month, 1))
    return f


def _csv(fn):
    def f(r: random.Random, dt: datetime) -> str:
        return fn(r, dt).replace(",", " ").replace(";", ",") + "\n"
    return f


def _dmg(r: random.Random) -> bytes:
    return _blob(r, b"", 2400) + b"koly" + bytes(508)


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
        dt = (NOW - timedelta(days=age)).replace(tzinfo=None)
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
        age += r.uniform(0.25, 0.6)  # taken in the daytime, not at midnight
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DL, DT, DOC = "Downloads", "Desktop", "Documents"
    SCN = f"{DOC}/Scanned Documents"
    OLD = f"{DOC}/From Old Dell PC"
    MYD = f"{OLD}/My Documents"
    BAK = f"{DOC}/Carol iPhone 8 Backup 2022"
    ds = b"\x00\x00\x00\x01Bud1" + bytes(2048)

    # ------------------------------------------------------------ Projects: the knee (Health)
    k = f"{DOC}/Medical/Jerry Knee"
    add(f"{k}/Petrakis visit 2-6-26.pdf", P, "Health", 115, t_knee_consult)
    photo(f"{k}/R knee xray AP.jpg", P, "Health", 115)
    photo(f"{k}/R knee xray lateral.jpg", P, "Health", 115)
    add(f"{k}/Surgery date confirmation.eml", P, "Health", 50, t_knee_eml)
    add(f"{k}/MotionWorks home exercises.pdf", P, "Health", 27, t_knee_hep)
    add(f"{k}/VBRMC cost estimate.pdf", P, "Health", 14, t_knee_estimate)
    add(f"{k}/knee appointments.ics", P, "Health", 12, t_knee_ics)
    add(f"{k}/things to get before surgery.txt", P, "Health", 18, t_knee_equipment)
    add(f"{DL}/PreOp_Instructions_Brandt.pdf", P, "Health", 10, t_knee_preop)
    add(f"{DL}/PreOp_Instructions_Brandt (1).pdf", P, "Health", 9, t_knee_preop)
    add(f"{DL}/Joint Camp Guide.pdf", P, "Health", 50, t_knee_class)
    add(f"{DL}/document.pdf", P, "Health", 17, t_knee_preauth, hard=True)
    add(f"{DL}/ATT00001.pdf", P, "Health", 12, t_knee_clearance, hard=True)
    add(f"{DL}/GetDocument.pdf", P, "Health", 4, t_knee_labs, hard=True)
    add(f"{DL}/report.pdf", P, "Health", 27, t_knee_pt, hard=True)
    add(f"{DT}/untitled.txt", P, "Health", 20, t_knee_questions, hard=True)
    add(f"{DT}/Scan 2.pdf", P, "Health", 7, t_knee_prereg, hard=True)
    add(f"{SCN}/Scan 7.pdf", P, "Health", 115, t_knee_consult, hard=True)
    add(f"{DOC}/Carol/Document1.docx", P, "Health", 8, t_knee_recovery, hard=True)

    # ------------------------------------------------------------ Projects: trust and wills (Estate)
    t = f"{DOC}/Jerry/Trust Update 2026"
    add(f"{t}/Engagement letter Tolliver.pdf", P, "Estate", 109, t_trust_engage)
    add(f"{t}/Estate Planning Questionnaire.docx", P, "Estate", 95, t_trust_questionnaire)
    add(f"{t}/~$tate Planning Questionnaire.docx", L, "System", 95,
        b"\x0bJerry Brandt" + bytes(41) + b"\x0b\x00J\x00e\x00r\x00r\x00y" + bytes(100))
    add(f"{t}/Asset list for Tolliver.xlsx", P, "Estate", 93, t_trust_assets)
    add(f"{t}/Gulf Palms POD form.pdf", P, "Estate", 40, t_pod)
    add(f"{t}/HL IRA beneficiary change Jerry.pdf", P, "Estate", 12, t_trust_beneficiary)
    add(f"{t}/Drafts/Summary memo.pdf", P, "Estate", 13, t_trust_summary)
    add(f"{t}/Drafts/Restated Trust DRAFT v1.pdf", P, "Estate", 13, t_trust_restated)
    add(f"{t}/Drafts/Will Gerald DRAFT.pdf", P, "Estate", 13, t_trust_will)
    add(f"{t}/Drafts/HCS Carol DRAFT.pdf", P, "Estate", 13, t_trust_hcs)
    add(f"{t}/Drafts/POA Carol DRAFT.pdf", P, "Estate", 13, t_trust_poa)
    add(f"{DL}/Brandt Summary Memo.pdf", P, "Estate", 13, t_trust_summary)
    add(f"{DL}/Florida_Living_Will_form.pdf", P, "Estate", 100, t_living_will)
    add(f"{DL}/ATT00002.pdf", P, "Estate", 13, t_trust_deed, hard=True)
    add(f"{DL}/invite.ics", P, "Estate", 12, t_trust_ics, hard=True)
    add(f"{DT}/Notes.txt", P, "Estate", 111, t_trust_notes, hard=True)
    add(f"{SCN}/Scan 3.pdf", P, "Estate", 100, t_trust_2012, hard=True)
    add(f"{DOC}/Carol/Mail/message.eml", P, "Estate", 13, t_trust_eml, hard=True)

    # ------------------------------------------------------------ Projects: hurricane shutters (Home)
    s = f"{DOC}/House/Shutters"
    add(f"{s}/Gulf Shield proposal.pdf", P, "Home", 112, t_shut_quote)
    add(f"{s}/Storm Armor quote.pdf", P, "Home", 105, lambda r, dt: t_shut_quote(
        r, dt, "STORM ARMOR OF FLORIDA, INC.\n2900 Tamiami Trail N, Sarasota FL 34234 | (941) 351-7700", 0.8))
    add(f"{s}/Gulf Shield brochure.pdf", P, "Home", 112, t_shut_brochure)
    add(f"{s}/shutter quotes compare.xlsx", P, "Home", 100, t_shut_compare)
    add(f"{s}/window measurements.xlsx", P, "Home", 98, t_shut_measure)
    for i, n in enumerate((5311, 5312, 5314, 5318, 5321)):
        photo(f"{s}/photos/IMG_{n}.jpeg", P, "Home", 99 - i * 0.01)
    add(f"{s}/Contract 26-114 signed.pdf", P, "Home", 91, t_shut_contract)
    add(f"{s}/HOA design guidelines sec 9.pdf", P, "Home", 86, t_hoa_guidelines)
    add(f"{s}/HOA ARC application.pdf", P, "Home", 83, t_shut_arc_app)
    add(f"{s}/Gulf Shield install email.eml", P, "Home", 6, t_shut_eml)
    add(f"{s}/install.ics", P, "Home", 6, t_shut_ics)
    add(f"{s}/notes.txt", P, "Home", 5, t_shut_notes)
    add(f"{DL}/Wind_Mitigation_Form_OIR-B1-1802.pdf", P, "Home", 24, t_windmit_form)
    add(f"{DL}/receipt.pdf", P, "Home", 91, t_shut_deposit, hard=True)
    add(f"{DL}/BLD-26-041873.pdf", P, "Home", 20, t_shut_permit, hard=True)
    add(f"{DL}/FL21774-R3.pdf", P, "Home", 84, t_shut_product, hard=True)
    add(f"{SCN}/Scan 5.pdf", P, "Home", 55, t_shut_arc_ok, hard=True)
    add(f"{DT}/Untitled 2.txt", P, "Home", 24, t_shut_windmit, hard=True)

    # ------------------------------------------------------------ Projects: Alaska cruise (Travel)
    a = f"{DOC}/Carol/Alaska 2026"
    add(f"{a}/Booking confirmation APC-7741925.pdf", P, "Travel", 252, t_cruise_booking)
    add(f"{DL}/Booking confirmation APC-7741925 (1).pdf", P, "Travel", 200, t_cruise_booking)
    add(f"{a}/TripGuard policy.pdf", P, "Travel", 250, t_cruise_insurance)
    add(f"{a}/Flights Coastline KQ7T4M.pdf", P, "Travel", 180, t_cruise_flights)
    add(f"{a}/Aurora Dawn deck 8.pdf", P, "Travel", 240, t_cruise_deck)
    add(f"{a}/Shore excursions.pdf", P, "Travel", 40, t_cruise_excursions)
    add(f"{a}/Online check-in.pdf", P, "Travel", 18, t_cruise_checkin)
    add(f"{a}/packing list.docx", P, "Travel", 15, t_cruise_packing)
    add(f"{a}/house while we're gone.txt", P, "Travel", 9, t_cruise_housecheck)
    add(f"{DL}/Juneau_Skagway_Port_Guide.pdf", P, "Travel", 70, t_cruise_guide)
    add(f"{DL}/Ketchikan_Port_Guide.pdf.crdownload", L, "System", 70, b"%PDF-1.6\n%\xe2\xe3\xcf\xd3\n" + bytes(700))
    add(f"{DL}/document (1).pdf", P, "Travel", 21, t_cruise_final, hard=True)
    add(f"{DL}/confirmation.pdf", P, "Travel", 150, t_cruise_hotel, hard=True)
    add(f"{DOC}/Carol/Book1.xlsx", P, "Travel", 21, t_cruise_budget, hard=True)
    add(f"{SCN}/Scan 9.pdf", P, "Travel", 60, t_cruise_passport, hard=True)
    add(f"{DOC}/Carol/Mail/message (2).eml", P, "Travel", 44, t_cruise_anniv, hard=True)

    # ------------------------------------------------------------ Areas: Finance
    f = f"{DOC}/Financial"
    for ym, age in (("2025-12", 146), ("2026-01", 116), ("2026-02", 88), ("2026-03", 56), ("2026-04", 27)):
        add(f"{f}/Harborline/Trust acct 4417 {ym}.pdf", A, "Finance", age, t_harbor_stmt)
    add(f"{DL}/Statement_20260430.pdf", A, "Finance", 26, t_harbor_stmt)
    add(f"{f}/Harborline/Carol IRA Q1 2026.pdf", A, "Finance", 58, t_ira_stmt)
    add(f"{f}/Harborline/RMD 2026 notice.pdf", A, "Finance", 150, t_rmd_notice)
    add(f"{f}/Harborline/1099 consolidated 2025.pdf", A, "Finance", 105, t_1099_composite)
    for age in (2, 32, 61):
        add(f"{f}/Gulf Palms/Checking {_mdy(NOW - timedelta(days=age)).replace('/', '-')}.pdf", A, "Finance", age,
            t_bank_stmt)
    add(f"{f}/Taxes/2025/1099-R BERS 2025.pdf", A, "Finance", 125, t_1099r)
    add(f"{f}/Taxes/2025/SSA-1099 Carol 2025.pdf", A, "Finance", 125, t_ssa1099)
    add(f"{f}/Taxes/2025/Lintz organizer.pdf", A, "Finance", 140, t_cpa_organizer)
    add(f"{f}/Taxes/2025/2025 Form 1040 filing copy.pdf", A, "Finance", 50, t_tax_return)
    add(f"{f}/Taxes/2024/2024 Form 1040 filing copy.pdf", A, "Finance", 415,
        lambda r, dt: t_tax_return(r, dt, 2024))
    add(f"{f}/Budget 2026.xlsx", A, "Finance", 150, t_budget)
    add(f"{f}/BERS COLA notice 2025.pdf", A, "Finance", 360, t_pension_cola)
    add(f"{DL}/download.pdf", A, "Finance", 40, t_qcd_ack, hard=True)
    add(f"{DL}/file.pdf", A, "Finance", 210, t_harbor_stmt, hard=True)
    add(f"{DL}/export.csv", A, "Finance", 15, t_bank_csv, hard=True)
    add(f"{DT}/Scan.pdf", A, "Finance", 490, t_1099r, hard=True)
    add(f"{SCN}/Scan 2.pdf", A, "Finance", 480, t_ssa1099, hard=True)
    add(f"{DOC}/2024/scan0003.pdf", A, "Finance", 780, lambda r, dt: t_tax_return(r, dt, 2023), hard=True)
    add(f"{DOC}/Jerry/misc/Untitled spreadsheet.xlsx", A, "Finance", 16, t_qcd_sheet, hard=True)
    add(f"{MYD}/Taxes/2018 tax return.pdf", A, "Finance", 2600, lambda r, dt: t_tax_return(r, dt, 2018, True))
    add(f"{MYD}/Taxes/2019 tax return.pdf", A, "Finance", 2240, lambda r, dt: t_tax_return(r, dt, 2019, True))

    # ------------------------------------------------------------ Areas: Health
    m = f"{DOC}/Medical"
    add(f"{m}/Jerry/Dr Raman visit Nov 2025.pdf", A, "Health", 200, t_cardio_visit)
    add(f"{m}/Jerry/Dr Raman visit May 2025.pdf", A, "Health", 380, t_cardio_visit)
    add(f"{m}/Jerry/Echo March 2026.pdf", A, "Health", 75, t_echo)
    add(f"{m}/Jerry/BERS plan 2026 benefits.pdf", A, "Health", 150, t_bers_card)
    add(f"{m}/Jerry/Ochoa wellness visit 2025.pdf", A, "Health", 250,
        lambda r, dt: t_pcp_awv(r, dt, "Gerald R. Brandt"))
    add(f"{m}/Medicare/MSN Jerry Feb 2026.pdf", A, "Health", 110, t_msn)
    add(f"{m}/Medicare/MSN Jerry Apr 2026.pdf", A, "Health", 50, t_msn)
    add(f"{m}/Medicare/MSN Carol Mar 2026.pdf", A, "Health", 80, lambda r, dt: t_msn(r, dt, "CAROL A BRANDT"))
    add(f"{m}/Carol/Medigap rate change.pdf", A, "Health", 130, t_medigap)
    add(f"{m}/Carol/Part D EOB April.pdf", A, "Health", 35, t_partd)
    add(f"{m}/Carol/Part D EOB March.pdf", A, "Health", 66, t_partd)
    add(f"{m}/Carol/Mammogram 2026.pdf", A, "Health", 45, t_mammo)
    add(f"{m}/Carol/DEXA 2025.pdf", A, "Health", 260, t_dexa)
    add(f"{m}/med list.docx", A, "Health", 9, t_medlist)
    add(f"{DL}/document (2).pdf", A, "Health", 92, t_partd, hard=True)
    add(f"{DL}/viewdoc.pdf", A, "Health", 70, t_pcp_awv, hard=True)
    add(f"{DL}/PDF.pdf", A, "Health", 165, t_derm, hard=True)
    add(f"{SCN}/Scan 1.pdf", A, "Health", 410, t_mammo, hard=True)
    add(f"{DT}/Scan 3.pdf", A, "Health", 100, t_dental, hard=True)
    add(f"{DOC}/2024/scan0005.pdf", A, "Health", 700, t_msn, hard=True)

    # ------------------------------------------------------------ Areas: Home
    h = f"{DOC}/House"
    add(f"{h}/HOA/HOA Q3 2025.pdf", A, "Home", 300, t_hoa_coupon)
    add(f"{h}/HOA/HOA Q1 2026.pdf", A, "Home", 140, t_hoa_coupon)
    add(f"{h}/HOA/HOA Q2 2026.pdf", A, "Home", 55, t_hoa_coupon)
    add(f"{h}/HOA/Annual meeting notice 2026.pdf", A, "Home", 118, t_hoa_meeting)
    add(f"{h}/HOA/Osprey Bend Rules and Regulations.pdf", A, "Home", 1850, t_hoa_rules)
    add(f"{h}/HOA/Bulletin May 2026.pdf", A, "Home", 28, t_hoa_newsletter)
    for lab, age in (("2025-07", 330), ("2025-08", 300), ("2026-03", 64), ("2026-05", 3)):
        add(f"{h}/Bills/PPL {lab}.pdf", A, "Home", age, t_power_bill)
    add(f"{h}/Bills/Water 2026-04.pdf", A, "Home", 35, t_water_bill)
    add(f"{h}/Bills/Water 2026-02.pdf", A, "Home", 95, t_water_bill)
    add(f"{h}/Property tax 2025.pdf", A, "Home", 200, t_property_tax)
    add(f"{h}/Homestead approval.pdf", A, "Home", 1560, t_homestead)
    add(f"{h}/Cool Breeze AC service.pdf", A, "Home", 75, t_ac_service)
    add(f"{h}/Hurricane checklist.docx", A, "Home", 360, t_hurricane_prep)
    add(f"{DL}/document (3).pdf", A, "Home", 33, t_power_bill, hard=True)
    add(f"{DL}/invoice (1).pdf", A, "Home", 40, t_pest, hard=True)
    add(f"{SCN}/Scan 4.pdf", A, "Home", 560, t_property_tax, hard=True)
    add(f"{DT}/todo.txt", A, "Home", 11, t_home_todo, hard=True)

    # ------------------------------------------------------------ Areas: Insurance
    i_ = f"{DOC}/House/Insurance"
    add(f"{i_}/Coastal Harbor HO3 declarations 2026.pdf", A, "Insurance", 70, t_homeowners_dec)
    add(f"{i_}/Flood policy 2025-26.pdf", A, "Insurance", 220, t_flood)
    add(f"{i_}/Palmway auto renewal.pdf", A, "Insurance", 45, t_auto_policy)
    add(f"{i_}/Umbrella renewal.pdf", A, "Insurance", 70, t_umbrella)
    add(f"{i_}/Wind mitigation report 2021.pdf", A, "Insurance", 1907, t_windmit_2021)
    add(f"{DL}/ATT00003.pdf", A, "Insurance", 435, t_homeowners_dec, hard=True)
    add(f"{SCN}/Scan 6.pdf", A, "Insurance", 230, t_auto_policy, hard=True)
    add(f"{DOC}/2024/scan0002.pdf", A, "Insurance", 600, t_flood, hard=True)

    # ------------------------------------------------------------ Areas: Vehicles
    add(f"{DOC}/Jerry/Car/RAV4 service Feb 2026.pdf", A, "Vehicles", 100, t_car_service)
    add(f"{DOC}/Jerry/Car/RAV4 service Aug 2025.pdf", A, "Vehicles", 290, t_car_service)
    add(f"{DOC}/Jerry/Car/Registration 2025.pdf", A, "Vehicles", 235, t_rav4_reg)
    add(f"{DOC}/Carol/Golf cart/Lithium battery invoice.pdf", A, "Vehicles", 400, t_golfcart_battery)
    add(f"{DOC}/Carol/Golf cart/LSV registration renewal.pdf", A, "Vehicles", 130, t_golfcart_reg)
    add(f"{DL}/invoice.pdf", A, "Vehicles", 20, t_car_service, hard=True)
    add(f"{SCN}/Scan 8.pdf", A, "Vehicles", 495, t_golfcart_reg, hard=True)

    # ------------------------------------------------------------ Areas: Pantry
    pn = f"{DOC}/Carol/Pantry"
    for y, mo, age in ((2026, 1, 152), (2026, 3, 95), (2026, 4, 64), (2026, 5, 33), (2026, 6, 5)):
        add(f"{pn}/Schedules/{datetime(y, mo, 1):%B %Y} schedule.xlsx", A, "Pantry", age, _sched(y, mo))
    add(f"{pn}/Schedules/~$ne 2026 schedule.xlsx", L, "System", 5,
        b"\x0cCarol Brandt" + bytes(40) + b"\x0c\x00C\x00a\x00r\x00o\x00l" + bytes(100))
    add(f"{DOC}/Jerry/Pantry schedule Dec 2025.xlsx", A, "Pantry", 183, _sched(2025, 12))
    add(f"{DOC}/Carol/Book2.xlsx", A, "Pantry", 122, _sched(2026, 2), hard=True)
    for lab, age in (("February", 92), ("March", 61), ("April", 31), ("May", 1)):
        add(f"{pn}/Donation logs/Donations {lab} 2026.xlsx", A, "Pantry", age, t_pantry_donations)
    for lab, age in (("February", 88), ("March", 58), ("April", 27)):
        add(f"{pn}/Reports/Council report {lab}.docx", A, "Pantry", age, t_pantry_report)
    add(f"{pn}/Volunteer roster.xlsx", A, "Pantry", 40, t_pantry_roster)
    add(f"{pn}/Food safety certificate 2025.pdf", A, "Pantry", 320, t_foodsafety)
    add(f"{pn}/Summer food drive flyer.docx", A, "Pantry", 20, t_pantry_flyer)
    add(f"{DL}/order_confirmation.pdf", A, "Pantry", 6, t_pantry_order, hard=True)
    add(f"{DL}/export (2).csv", A, "Pantry", 123, _csv(t_pantry_donations), hard=True)
    add(f"{DOC}/Carol/Mail/message (1).eml", A, "Pantry", 11, t_pantry_eml, hard=True)
    add(f"{DOC}/Jerry/Document2.docx", A, "Pantry", 150, t_pantry_report, hard=True)

    # ------------------------------------------------------------ Areas: Family
    fam = f"{DOC}/Carol/Family"
    add(f"{fam}/Grandkids birthdays.xlsx", A, "Family", 30, t_birthdays)
    add(f"{fam}/Christmas card list 2025.xlsx", A, "Family", 180, t_christmas_list)
    add(f"{fam}/Christmas letter 2025.docx", A, "Family", 170, t_family_letter)
    add(f"{fam}/visits 2026.txt", A, "Family", 10, t_visit_plan)
    add(f"{fam}/birthdays.ics", A, "Family", 500, t_emma_ics)
    add(f"{DT}/Notes 2.txt", A, "Family", 25, t_gift_ideas, hard=True)
    add(f"{DL}/invitation.pdf", A, "Family", 9, t_lily_invite, hard=True)

    # ------------------------------------------------------------ Resources: Genealogy
    g = f"{DOC}/Carol/Genealogy"
    add(f"{g}/Brandt/Kirchenbuch Ober-Ramstadt 1853 Taufe.docx", R, "Genealogy", 300, t_kirchenbuch)
    add(f"{g}/Brandt/1900 census Chippewa Twp.xlsx", R, "Genealogy", 420, t_census)
    add(f"{g}/Brandt/William Brandt obituary 1931.txt", R, "Genealogy", 500, t_obit_old)
    add(f"{g}/Novak/Jan Novak manifest 1907.docx", R, "Genealogy", 280, t_ellis)
    add(f"{g}/Novak/1910 census Cleveland.xlsx", R, "Genealogy", 270, t_census_1910)
    add(f"{g}/DNA matches.xlsx", R, "Genealogy", 90, t_dna)
    add(f"{g}/Brandt-Novak family tree.ged", R, "Genealogy", 45, t_gedcom)
    add(f"{DL}/Hessen_Auswanderer_Brandt.pdf", R, "Genealogy", 310, t_hesse_index)
    add(f"{DL}/record.pdf", R, "Genealogy", 260, t_marriage_record, hard=True)
    add(f"{DT}/Untitled 4.txt", R, "Genealogy", 60, t_gen_todo, hard=True)
    add(f"{DOC}/Carol/Document3.docx", R, "Genealogy", 240, t_group_sheet, hard=True)
    add(f"{MYD}/Genealogy/Brandt tree 2019.ged", R, "Genealogy", 2300, t_gedcom)

    # ------------------------------------------------------------ Resources: Woodworking
    w = f"{DOC}/Jerry/Shop"
    add(f"{w}/Adirondack chair cut list.xlsx", R, "Woodworking", 200, t_wood_adirondack)
    add(f"{w}/step stool for grandkids.txt", R, "Woodworking", 120, t_wood_stool)
    add(f"{w}/tool inventory.xlsx", R, "Woodworking", 300, t_wood_tools)
    add(f"{w}/finishing notes.txt", R, "Woodworking", 400, t_wood_finish)
    add(f"{w}/TrueCut TC-1050 manual.pdf", R, "Woodworking", 1700, t_wood_manual)
    add(f"{DL}/adirondack-chair-plans.pdf", R, "Woodworking", 210, t_wood_plan)
    add(f"{DL}/download (1).pdf", R, "Woodworking", 560, t_wood_cuttingboard, hard=True)
    add(f"{DT}/Untitled 3.txt", R, "Woodworking", 35, t_wood_bench, hard=True)
    add(f"{MYD}/Woodshop/bookcase plans.docx", R, "Woodworking", 2900, t_wood_bookcase)

    # ------------------------------------------------------------ Resources: Cooking
    c = f"{DOC}/Carol/Recipes"
    for key, name, age in (("buckeyes", "Buckeyes.docx", 170), ("kolache", "Kolache Grandma Maria.docx", 175),
                           ("keylime", "Key lime pie.txt", 230), ("grouper", "blackened grouper.txt", 90),
                           ("casserole", "Funeral potatoes church.docx", 380)):
        add(f"{c}/{name}", R, "Cooking", age, t_recipe(*RECIPES[key]))
    add(f"{DL}/zucchini-bread-recipe.pdf", R, "Cooking", 640, t_recipe(*RECIPES["zucchini"]))
    add(f"{DL}/crab-cakes-recipe.pdf", R, "Cooking", 44, t_crabcakes)
    add(f"{DL}/print.pdf", R, "Cooking", 190, t_recipe(*RECIPES["pierogi"]), hard=True)
    add(f"{DOC}/Jerry/Document1.docx", R, "Cooking", 260, t_recipe(*RECIPES["chili"]), hard=True)
    add(f"{DOC}/Carol/Untitled.txt", R, "Cooking", 330, t_recipe(*RECIPES["casserole"]), hard=True)
    add(f"{MYD}/Recipes/Christmas cookies.docx", R, "Cooking", 2380, t_cookies)

    # ------------------------------------------------------------ Resources: manuals
    mn = f"{DOC}/House/Manuals"
    for key, name, age in (("dishwasher", "Dishwasher manual.pdf", 1800), ("microwave", "Microwave manual.pdf", 1790),
                           ("thermostat", "Thermostat manual.pdf", 900), ("washer", "Washer manual.pdf", 1100),
                           ("garagedoor", "Garage door opener manual.pdf", 1750)):
        add(f"{mn}/{name}", R, "Home", age, t_manual(*MANUALS[key]))
    add(f"{DL}/manual.pdf", R, "Home", 620, t_manual(*MANUALS["fridge"]), hard=True)
    add(f"{DOC}/Carol/Golf cart/Owners Manual LSV.pdf", R, "Vehicles", 1500, t_manual(*MANUALS["golfcart"]))

    # ------------------------------------------------------------ Resources: Photos
    pe = "Pictures/Photos Exports"
    for n in range(6):
        photo(f"{pe}/Christmas 2025 Charlotte/IMG_{6101 + n * 3}.jpeg", R, "Photos", 158 - n * 0.3)
    for n in range(5):
        photo(f"{pe}/Karen visit March 2026/IMG_{6410 + n * 2}.jpeg", R, "Photos", 75 - n)
    for n in range(3):
        photo(f"{pe}/Golf cart parade July 4 2025/IMG_{5702 + n}.jpeg", R, "Photos", 332)
    for n in range(3):
        photo(f"{pe}/Emma recital Dec 2025/IMG_{6050 + n * 4}.jpeg", R, "Photos", 175)
    for n in range(3):
        photo(f"{pe}/Lanai birds/IMG_{6530 + n * 7}.jpeg", R, "Photos", 40 - n * 5)
    photo(f"{pe}/Venice beach sunset/IMG_6620.jpeg", R, "Photos", 20)
    photo(f"{pe}/Venice beach sunset/IMG_6621.jpeg", R, "Photos", 20)
    so = "Pictures/Scanned Old Photos"
    for n in range(1, 5):
        add(f"{so}/Wedding 1976/Scan {n}.jpeg", R, "Photos", 900, "")
    for n in range(5, 8):
        add(f"{so}/Ohio 1980s/Scan {n}.jpeg", R, "Photos", 880, "")
    photo(f"{DL}/IMG_6702.HEIC", R, "Photos", 8)
    photo(f"{DL}/IMG_6703.HEIC", R, "Photos", 8)
    for ts, age in (("2026-05-21 at 3.41.07 PM", 11), ("2026-04-30 at 10.02.55 AM", 32),
                    ("2025-12-02 at 8.15.31 PM", 181)):
        add(f"{DT}/Screenshot {ts}.png", R, "Photos", age, "")
    for n, age in ((1234, 2720), (1237, 2720), (1251, 2719)):
        photo(f"{OLD}/My Pictures/2018 Christmas/DSC0{n}.JPG", R, "Photos", age)

    # ------------------------------------------------------------ Resources: Books, Music, Software
    for name, title, author, age in (
            ("Books/The Call of the Wild - Jack London.epub", "The Call of the Wild", "Jack London", 160),
            ("Books/Pride and Prejudice.epub", "Pride and Prejudice", "Jane Austen", 700),
            ("Books/The Adventures of Sherlock Holmes.epub", "The Adventures of Sherlock Holmes",
             "Arthur Conan Doyle", 520),
            (f"{DL}/pg74-images.epub", "The Adventures of Tom Sawyer", "Mark Twain", 95)):
        add(name, R, "Books", age, _epub(title, author, "en", "Chapter I. " + title + " by " + author + "."))
    for artist, title, album, age in (("Andy Williams", "Moon River", "Moon River and Other Great Movie Themes", 1400),
                                      ("Carpenters", "Close to You", "Close to You", 1400),
                                      ("Glen Campbell", "Wichita Lineman", "Wichita Lineman", 1390),
                                      ("Simon & Garfunkel", "Bridge Over Troubled Water",
                                       "Bridge Over Troubled Water", 1390),
                                      ("Elvis Presley", "Can't Help Falling in Love", "Blue Hawaii", 1380)):
        add(f"Music/{artist}/{title}.mp3", R, "Music", age, _id3(r, title, artist, album))
    add(f"{DL}/googlechrome.dmg", R, "Software", 400, _dmg(r))
    add(f"{DL}/zoomusInstallerFull.pkg", R, "Software", 230, _blob(r, b"xar!\x00\x1c\x00\x01", 2400))
    add(f"{DL}/FamilyTreeBuilder-9.1.dmg", R, "Software", 310, _dmg(r))
    add(f"{DL}/HP_Easy_Start.dmg", R, "Software", 1700, _dmg(r))
    add(f"{OLD}/Downloads/Firefox Setup 68.0.exe", R, "Software", 2500, _blob(r, b"MZ\x90\x00\x03\x00", 2400))

    # ------------------------------------------------------------ Archive: Dorothy's estate
    e = f"{DOC}/Jerry/Mom Estate"
    add(f"{e}/Obituary Dorothy Brandt.docx", X, "Estate", 1335, t_dorothy_obit)
    add(f"{e}/Letters of Authority.pdf", X, "Estate", 1295, t_estate_letters)
    add(f"{e}/Jan email Mom's things.eml", X, "Estate", 1288, t_estate_eml)
    add(f"{e}/Inventory.xlsx", X, "Estate", 1240, lambda r, dt: t_estate_inventory(r, dt).split("\n", 1)[1])
    add(f"{e}/Estate checking register.xlsx", X, "Estate", 1030, t_estate_register)
    add(f"{e}/Condo closing statement.pdf", X, "Estate", 1130, t_estate_condo)
    add(f"{e}/Final account.pdf", X, "Estate", 1014, t_estate_final)
    add(f"{SCN}/Scan 11.pdf", X, "Estate", 1257, t_funeral, hard=True)
    add(f"{DOC}/2024/scan0001.pdf", X, "Estate", 800, t_estate_k1, hard=True)
    add(f"{DL}/ATT00004.pdf", X, "Estate", 1020, t_estate_receipt, hard=True)

    # ------------------------------------------------------------ Archive: Ohio house sale, Venice purchase (Home)
    add(f"{MYD}/House/Listing agreement Keystone.pdf", X, "Home", 1860, t_ohio_listing)
    add(f"{MYD}/New Microsoft Word Document.docx", X, "Home", 1850, t_moving_checklist, hard=True)
    for n, age in (("kitchen", 1875), ("living room", 1875), ("backyard", 1874)):
        photo(f"{OLD}/My Pictures/House listing/{n}.jpg", X, "Home", age)
    o = f"{DOC}/House/Ohio house sale"
    add(f"{o}/Closing disclosure 2280 Ridgewood.pdf", X, "Home", 1781, t_ohio_closing)
    add(f"{o}/Northern Ohio Electric final bill.pdf", X, "Home", 1765, t_ohio_utility)
    add(f"{o}/Buckeye State Movers estimate.pdf", X, "Home", 1830, t_movers)
    add(f"{DOC}/House/Purchase 2021/Closing Disclosure Buyer.pdf", X, "Home", 1893, t_venice_purchase)
    add(f"{SCN}/Scan 12.pdf", X, "Home", 1820, t_ohio_inspection, hard=True)

    # ------------------------------------------------------------ Archive: careers (Work)
    sc = f"{MYD}/School"
    add(f"{sc}/Commencement 2014.docx", X, "Work", 4383, t_commencement)
    add(f"{sc}/Retirement letter to Dr Whitaker.docx", X, "Work", 4520, t_retire_letter)
    add(f"{sc}/Staff memo opening days 2013.docx", X, "Work", 4670, t_staff_memo)
    add(f"{sc}/HVHS staff handbook 2013-14.docx", X, "Work", 4690, t_handbook)
    add(f"{sc}/Retirement dinner program.docx", X, "Work", 4385, t_retire_party)
    add(f"{MYD}/Doc1.docx", X, "Work", 4440, t_master_schedule, hard=True)
    add(f"{MYD}/Carol/RDH CE certificate 2016.pdf", X, "Work", 3700, t_rdh_ce)
    add(f"{MYD}/Carol/RDH license renewal.pdf", X, "Work", 3000, t_rdh_license)
    add(f"{MYD}/New Text Document.txt", X, "Work", 3262, t_dental_farewell, hard=True)

    # ------------------------------------------------------------ Archive: past trips (Travel)
    add(f"{MYD}/Trips/Hawaii 2019 itinerary.docx", X, "Travel", 2720, t_hawaii)
    tr = f"{DOC}/Carol/Trips"
    add(f"{tr}/New England Oct 2022.docx", X, "Travel", 1330, t_newengland)
    add(f"{tr}/Smokies cabin confirmation.pdf", X, "Travel", 1180, t_smokies)
    add(f"{tr}/Charleston April 2025.txt", X, "Travel", 425, t_charleston)
    add(f"{DL}/document (5).pdf", X, "Travel", 440, t_charleston_hotel, hard=True)
    add(f"{DL}/ATT00005.pdf", X, "Travel", 1370, t_ne_car, hard=True)

    # ------------------------------------------------------------ Archive: cataracts 2024 (Health)
    ct = f"{DOC}/Medical/Carol/Cataract 2024"
    add(f"{ct}/Post-op instructions.pdf", X, "Health", 850, t_cataract)
    add(f"{ct}/Final statement.pdf", X, "Health", 780, t_cataract_bill)
    add(f"{DOC}/2024/scan0004.pdf", X, "Health", 861, t_cataract_consent, hard=True)

    # ------------------------------------------------------------ Archive: Hurricane Milton claim (Insurance)
    mi = f"{DOC}/2024/Milton"
    add(f"{mi}/Claim acknowledgment.pdf", X, "Insurance", 596, t_milton_claim)
    for n in range(4):
        photo(f"{mi}/photos/IMG_{4410 + n}.jpeg", X, "Insurance", 597 - n * 0.02)
    add(f"{mi}/Top Notch roof invoice.pdf", X, "Insurance", 488, t_milton_roofer)
    add(f"{DOC}/Financial/Milton payment letter.pdf", X, "Insurance", 475, t_milton_payment)
    add(f"{DOC}/2024/scan0008.pdf", X, "Insurance", 595, t_milton_tarp, hard=True)

    # ------------------------------------------------------------ Archive: Carol's old iPhone 8 (Backup)
    for n, age in ((211, 1530), (214, 1530), (260, 1480), (305, 1450), (377, 1420), (402, 1400), (451, 1380),
                   (452, 1380), (498, 1360)):
        photo(f"{BAK}/DCIM/100APPLE/IMG_0{n}.HEIC", X, "Backup", age)
    photo(f"{BAK}/DCIM/100APPLE/IMG_0233.JPG", X, "Backup", 1510)
    photo(f"{BAK}/DCIM/100APPLE/IMG_0390.JPG", X, "Backup", 1410)
    for name, body in BACKUP_NOTES.items():
        add(f"{BAK}/Notes/{name}", X, "Backup", r.uniform(1350, 1600), body)
    add(f"{BAK}/Contacts.vcf", X, "Backup", 1340, "".join(
        f"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:{n}\r\nTEL;TYPE=CELL:(941) 555-{r.randint(1000, 9999)}\r\nEND:VCARD\r\n"
        for n in ("Mark Brandt", "Karen Walsh", "Janet Hoover", "Dr Ochoa office", "Ruth Olson", "Pastor Engstrom")))
    add(f"{BAK}/Voice Memos/New Recording 3.m4a", X, "Backup", 1440,
        _blob(r, b"\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00M4A mp42isom", 1800))

    # ------------------------------------------------------------ Left: unfinished downloads, system files
    add(f"{DL}/Unconfirmed 481223.crdownload", L, "System", 2, _blob(r, b"PK\x03\x04", 900))
    add(f"{OLD}/Downloads/ohio_bmv_title_form.pdf.part", L, "System", 1790, b"%PDF-1.4\n" + bytes(400))
    ini = (b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
           b"IconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n")
    add(f"{MYD}/desktop.ini", L, "System", 2950, ini)
    add(f"{OLD}/My Pictures/desktop.ini", L, "System", 2950, ini.replace(b"21770", b"21779"))
    thumbs = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(24) + b"\x3e\x00\x03\x00\xfe\xff"
    add(f"{OLD}/My Pictures/2018 Christmas/Thumbs.db", L, "System", 2700, thumbs + bytes(500))
    add(f"{OLD}/My Pictures/House listing/Thumbs.db", L, "System", 1870, thumbs + bytes(480))

    # ------------------------------------------------------------ dot files (written, not labelled)
    for d in ("", DL, DT, DOC, f"{DOC}/Carol", f"{DOC}/Jerry", f"{DOC}/House", "Pictures", pe, s):
        dot(f"{d}/.DS_Store".lstrip("/"), ds, r.uniform(1, 60))
    dot(f"{DOC}/.localized", b"", 1900)
    dot(f"{DL}/.localized", b"", 1900)

    return items
