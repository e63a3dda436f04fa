"""A hundred-and-sixteenth unseen labelled corpus: the Chaudhry family's shared Windows laptop in Mississauga, ``build(root, seed)``, written blind.

What was read to write it: the brief (``/tmp/brief/corpus_rules.txt``); ``benchmarks/placement/unseen.py``
lines 1-220 (docstring, imports, helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``,
``_epub``, ``_id3``, ``_blob``) and lines 1296-1360 (start of its ``build()``: ``write``/``encode``/``add``/
``dot``/``photo``); ``benchmarks/placement/corpus.py`` lines 1-30 and its functions ``_pdf`` and ``_jpeg``;
``benchmarks/placement/blind.py`` lines 74-107 (``_d``, ``_money``, ``_docx``, ``HEIC_HEAD``) and ``_png``; a
listing of ``benchmarks/placement/``. Slip, recorded honestly: while checking the docstring format I
printed the first three lines of ``hundredthirteenth.py`` (its one-line title and the opening of its
"what was read" sentence); nothing from it is used here beyond the title format the brief already gives.
Nothing under ``foldwise/``, ``docs/``, ``tests/``, ``scripts/`` and no placement result was read.

The family (as of ``NOW``, 2026-06-01): the Chaudhrys of 4172 Bramblewood Crescent, Mississauga, Ontario
(a semi-detached house bought in August 2019), one shared HP laptop, files in English and Urdu (Urdu
script in some notes, emails and file names, Roman Urdu elsewhere).

- Tariq Mahmood Chaudhry, 48, drives for Uber (his own 2019 Toyota Camry Hybrid, GST/HST-registered
  sole proprietor since April 2021). Before that he worked nine years at Maplegate Logistics, a
  warehouse on Tranmere Drive (2012 - March 2021, forklift operator then shift lead): that job has ended.
  He is taking the Humber real-estate salesperson programme (RECO pre-registration education): Course 1
  passed in September 2025, Course 2 passed in February 2026, the Course 3 exam is booked for 18 June
  2026, then the simulation sessions and registration with a brokerage - in progress.
  He volunteers at Masjid Al-Noor (Jummah parking and security team, weekend maintenance), ongoing.
- Nadia Chaudhry, 45, runs Little Stars Home Child Care in the house, a licensed home child care
  premises affiliated with Bright Path Home Child Care Agency (up to six children): parent agreements,
  monthly invoices with the CWELCC fee reduction, attendance, food and menus, fire drills, quarterly
  home-visitor monitoring visits and Ministry of Education licensing inspections, her first-aid and
  police-check renewals, and the business income she reports to the CRA on form T2125. Ongoing.
- Ayesha, 17, in grade 12 at Meadowvale Heights Secondary School, applied through OUAC in January 2026
  (UTM, McMaster, Waterloo, York, TMU); offers, scholarships, essays, OSAP and residence for September
  2026 are being worked on now - in progress.
- Hamza, 12, in grade 7 at Ridgewood Public School (Peel District School Board): report cards,
  permission forms, teacher emails, his asthma.
- Ongoing: family money (RBC chequing, Visa, Tangerine savings, a "committee" savings circle, zakat),
  Canada Child Benefit, the RESP; CRA tax returns of every year (accountant Saeed Tax Services); the
  house (TD mortgage up for renewal in September 2026, City of Mississauga property tax, Alectra,
  Enbridge, Region of Peel water, Rogers, home insurance); two cars (the Camry, a 2014 Honda Odyssey);
  health (OHIP, dentist and the Canadian Dental Care Plan, LifeLabs, pharmacy, eye exams).
- Being planned: an Umrah trip in December 2026 (travel agent quotes, passports, checklist).
- Ended: the warehouse job (2021); the immigration papers (Federal Skilled Worker, landed 2011,
  citizenship 2016) kept but long finished; the trip to Lahore for Nadia's brother Bilal's wedding
  (December 2024 - January 2025); the rented apartment at 35 Elmview Court, unit 1408 (2011 - 2019); the
  Ramadan 2026 food-hamper drive at the masjid (finished in March 2026); an old Galaxy S9 phone backup.

The machine (half organised): ``Documents/`` has good folders (``Little Stars Daycare/``, ``Bank &
Finance/``, ``Tax/2021..2025``, ``House/``, ``Cars/``, ``Health/``, ``School - Hamza/``, ``School - Ayesha/``,
``Ayesha University 2026/``, ``Real Estate Course/``, ``Uber/``, ``Masjid Volunteer/``, ``Maplegate (old
job)/``, ``Immigration/``, ``Lahore Shadi Dec 2024/``, ``Old Apartment Elmview/``, ``Umrah 2026/``,
``Recipes/``, ``eBooks/``) plus a ``Scans/`` folder of numbered scans and a few loose files; ``Downloads/``
is full of PDFs (``document (4).pdf``, ``download.pdf``, ``export.csv``), installers and unfinished
downloads; ``Desktop/`` is a dump (``scan0004.pdf``, ``New Text Document.txt``, ``Book1.xlsx``); ``2025/``
is a dump folder of phone scans and WhatsApp documents; ``Pictures/``, ``Music/``; ``Phone Backup -
Galaxy S9 2021/``.

LABELLING RULES (written before any file was generated; every file is labelled by them as of NOW):

- **Projects** (an outcome with an end, still being worked on, whatever the file's age):
  Ayesha's university applications, offers, transcripts sent to OUAC, supplementary applications,
  scholarship essays and lists, OSAP 2026-27, residence, her reference-letter requests -- topic
  ``University``; Tariq's real-estate licence course (enrolment, course readings, notes, practice
  quizzes, exam results for passed courses, exam booking, tuition receipts, brokerage talks about
  joining after licensing) -- topic ``Real Estate Course``; the Umrah trip of December 2026 (quotes,
  checklists, passport-expiry notes) -- topic ``Travel``.
- **Areas** (responsibilities with no end, whatever the document's age): the daycare business
  (contracts, invoices, attendance, menus, food and grocery logs, inspections, agency and ministry
  letters, parent emails, child-care receipts issued to parents, business income/expense summaries
  kept in the daycare folder, Nadia's CPR and police-check renewals) -- ``Daycare``; bank, cards,
  savings, committee, zakat, CCB notices, RESP statements, budget -- ``Finance``; tax returns, notices of
  assessment, T4/T4A/slips of any year (even a 2020 warehouse T4), Uber annual tax summary, GST/HST
  returns, RRSP and donation receipts, the accountant's emails -- ``Taxes``; mortgage, property tax,
  utilities, home insurance, repairs -- ``Home``; both cars' insurance, service, registration, 407 bills
  -- ``Cars``; Tariq's driving (weekly Uber statements, trip exports, mileage log, Uber document
  reminders, the Camry's Uber inspection) -- ``Work``; health of all four -- ``Health``; both children's
  school (report cards including Ayesha's grade-12 ones, permission forms, teacher emails, newsletters,
  community-hours log) -- ``Kids' School``; the masjid volunteering (rosters, coordinator emails,
  meeting notes) -- ``Mosque``.
- **Resources** (reference and interests): recipes -- ``Cooking``; duas, Islamic books and Quran
  recitation -- ``Islam``; ebooks and Urdu poetry -- ``Books``; songs (Nusrat, Coke Studio...) --
  ``Music``; installers -- ``Software``; everyday family photos and screenshots -- ``Photos``; generic
  daycare reference (Food Guide, learning framework, craft ideas) -- ``Daycare``; car owner's manual --
  ``Cars``; generic health leaflets -- ``Health``. Course textbook chapters are NOT resources: they
  serve the licence course until its exam (Projects, Real Estate Course); likewise guides downloaded for
  a project in progress (the OUAC applicant guide, the Humber study guide) belong to that project.
- **Archive** (finished or ended): the Maplegate warehouse job (pay stubs, ROE, WSIB claim,
  resignation, forklift card) -- ``Work``; immigration and citizenship papers -- ``Immigration``; the
  Lahore wedding trip (tickets, gift lists, budget, wedding photos) -- ``Travel``; the old rented
  apartment (lease, rent receipts, N9, deposit) -- ``Home``; the Ramadan 2026 food drive -- ``Mosque``; the
  old phone backup and everything inside it -- ``Backup``.
- **Left**: ``.crdownload``/``.part`` downloads, Office lock files ``~$...``, ``desktop.ini``,
  ``Thumbs.db`` -- topic ``System``. Dot files are written with ``dot()`` and not labelled.
- Edge cases: a scan or download is labelled by what it is, wherever it sits (``Desktop/scan0003.pdf``
  holding the 2021 Record of Employment is Archive/Work; ``Downloads/document (1).pdf`` holding an offer
  of admission is Projects/University). Ayesha's report cards are ``Kids' School`` (Areas) but the
  transcript she sends to OUAC is ``University``. A charity receipt from the masjid is ``Taxes``. NICOP
  card renewal done for the Lahore trip is Archive/Travel. Photos from the wedding are Archive/Travel;
  photos of daycare craft activities are Areas/Daycare; other photos are Resources/Photos.
- ``hard`` marks a file whose name and folder say nothing of its subject (``Downloads/document (3).pdf``,
  ``Desktop/New Text Document.txt``, ``2025/IMG_20250412_0001.pdf``, ``Documents/Scans/scan_0007.pdf``):
  only its text can place it. Images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

ADDR = "4172 Bramblewood Crescent, Mississauga, ON L5M 6T2"
OLD_ADDR = "Unit 1408, 35 Elmview Court, Mississauga, ON L5B 2K9"
DAYCARE = ("Little Stars Home Child Care - Nadia Chaudhry\n" + ADDR +
           "\nAffiliated with Bright Path Home Child Care Agency | 905-555-0143 | littlestars.nadia@gmail.com")
KIDS = [("Zara", "Khan", "Sana Khan"), ("Liam", "Petrovic", "Ana Petrovic"), ("Eesa", "Malik", "Imran Malik"),
        ("Olivia", "Reyes", "Carla Reyes"), ("Mateo", "Santos", "Joana Santos"), ("Hana", "Ahmed", "Rukhsana Ahmed")]
UNIS = [("University of Toronto Mississauga", "Life Sciences"), ("McMaster University", "Life Sciences (Gateway)"),
        ("University of Waterloo", "Biomedical Sciences"), ("York University", "Kinesiology and Health Science"),
        ("Toronto Metropolitan University", "Biomedical Sciences")]


def m(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def ld(dt) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def iso(dt) -> str:
    return dt.strftime("%Y-%m-%d")


def eml(frm: str, to: str, subj: str, dt, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:00 -0400\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


# --------------------------------------------------------------------------- Daycare (Areas)

def t_dc_invoice(r, dt):
    f, l, p = r.choice(KIDS)
    days = r.randint(17, 22)
    return (f"{DAYCARE}\n\nINVOICE LS-{dt:%Y%m}-{r.randint(1, 6):02d}\nBill to: {p}\nChild: {f} {l}\n"
            f"Month of care: {dt:%B %Y}\nDays of care: {days}\nBase daily fee: $49.00\n"
            f"CWELCC fee reduction (Ontario): -$27.00 per day\nParent fee: $22.00 x {days} = ${22 * days:,.2f}\n"
            f"Late pick-up charges: ${r.choice([0, 0, 15, 30]):.2f}\nPayment by Interac e-Transfer to "
            f"littlestars.nadia@gmail.com by the 5th. Thank you!")


def t_dc_contract(r, dt):
    f, l, p = r.choice(KIDS)
    return (f"PARENT AGREEMENT - LICENSED HOME CHILD CARE\n{DAYCARE}\n\nParent/Guardian: {p}\nChild: {f} {l}, "
            f"date of birth {2021 + r.randint(0, 3)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}\n"
            f"Start date: {ld(dt + timedelta(days=14))}\nHours of care: Monday to Friday, 7:30 a.m. - 5:30 p.m.\n"
            "Fees: $22.00 per day after the CWELCC reduction, invoiced monthly, paid by the 5th.\n"
            "Statutory holidays and two weeks in August are closed days (no charge).\n"
            "Sick policy: fever over 38.0 C, vomiting or diarrhea - child stays home 24 hours.\n"
            "Allergies / medical: " + r.choice(["none", "peanut allergy - EpiPen in red bag", "eczema cream"]) +
            "\nThe agency home visitor may visit the premises at any time during care hours.\n"
            "Two weeks written notice to withdraw.\nSigned: ____________ (parent)   Nadia Chaudhry (provider)")


def t_dc_attendance(r, dt):
    rows = ["Child;Date;In;Out;Signed by"]
    for k in range(5):
        d = dt - timedelta(days=4 - k)
        for f, l, p in KIDS[:5]:
            rows.append(f"{f} {l[0]}.;{iso(d)};7:{r.randint(30, 59)};{r.choice(['4', '5'])}:{r.randint(10, 50)};"
                        f"{p.split()[0]}")
    return "\n".join(rows)


def t_dc_visit(r, dt):
    return (f"BRIGHT PATH HOME CHILD CARE AGENCY\nQuarterly Home Monitoring Visit\nProvider: Nadia Chaudhry, {ADDR}"
            f"\nVisit date: {ld(dt)}   Home visitor: Melissa Grant\nChildren present: {r.randint(4, 6)} "
            "(max 6, no more than 2 under 2 years)\n"
            "Smoke and CO alarms tested: YES\nMedication stored locked, labelled: YES\n"
            "Sleep room / cots checked, sleep records current: YES\nFire drill log monthly: "
            + r.choice(["YES", "missing March entry - complete"]) + "\n"
            "Outdoor play space checked, gate latched: YES\nFood and menus posted, allergy list posted: YES\n"
            "Program plan on display (How Does Learning Happen?): YES\n"
            "Follow-up: " + r.choice(["cover electrical outlet in basement playroom", "update emergency contacts for "
                                     "two children", "renew vulnerable sector check before expiry"]) +
            "\nNext visit: within 90 days.")


def t_dc_ministry(r, dt):
    return ("Ministry of Education\nEarly Years and Child Care Division - Child Care Quality Assurance and Licensing"
            f"\n{ld(dt)}\nRe: Licensing inspection of home child care premises - Bright Path Home Child Care "
            f"Agency\nPremises: {ADDR} (provider Nadia Chaudhry)\n\nA program adviser inspected the above premises "
            "as part of the agency's licence renewal under the Child Care and Early Years Act, 2014.\n"
            f"Result: {r.choice(['compliant', 'compliant with one item corrected on site'])}. Items reviewed: "
            "ratios, sleep supervision, anaphylaxis plans, drinking water, criminal reference checks, "
            "first aid certification.\nThe agency licence is renewed for 12 months. Program adviser: K. Osei")


def t_dc_menu(r, dt):
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    lunch = ["chicken and rice with peas", "whole wheat pasta with lentil sauce", "daal, roti and cucumber",
             "fish sticks, potatoes and carrots", "vegetable khichdi and yogurt", "turkey wraps and corn"]
    return ("Little Stars weekly menu - week of " + ld(dt) + "\n(Canada's Food Guide, all meat halal, NO NUTS)\n" +
            "\n".join(f"{d}: snack {r.choice(['apple slices', 'banana', 'cheese and crackers', 'oranges'])}; "
                      f"lunch {r.choice(lunch)}; pm snack {r.choice(['yogurt', 'muffin', 'veggies and hummus'])}"
                      for d in days) + "\nAllergies posted: Liam P. - peanut (EpiPen)")


def t_dc_grocery(r, dt):
    rows = ["Date;Store;Total;Daycare %;Daycare amount;Note"]
    for k in range(10):
        d = dt - timedelta(days=3 * k)
        amt = r.uniform(40, 260)
        rows.append(f"{iso(d)};{r.choice(['Costco Heartland', 'Food Basics', 'Iqbal Foods', 'No Frills', 'Walmart'])};"
                    f"{amt:.2f};{r.choice([40, 50, 100])};{amt * 0.5:.2f};daycare food")
    return "\n".join(rows)


def t_dc_income(r, dt):
    y = dt.year - (1 if dt.month < 4 else 0)
    rows = [f"Little Stars - business income {y};Parent fees;CWELCC funding from agency;Total"]
    for mo in ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]:
        a, b = r.randint(2100, 2700), r.randint(2600, 3300)
        rows.append(f"{mo};{a};{b};{a + b}")
    rows.append("Expenses for T2125;food 4,210; supplies 980; home office % 28; insurance rider 340;")
    return "\n".join(rows)


def t_dc_drill(r, dt):
    return ("FIRE DRILL LOG - Little Stars Home Child Care\n" + "\n".join(
        f"{iso(dt - timedelta(days=30 * k))}  time to exit {r.randint(55, 95)} sec, children {r.randint(3, 6)}, "
        f"exit {r.choice(['front door', 'back patio door'])}, meeting place: neighbour's driveway #4176"
        for k in range(6)))


def t_dc_receipt(r, dt):
    f, l, p = r.choice(KIDS)
    return (f"{DAYCARE}\nOFFICIAL RECEIPT FOR CHILD CARE EXPENSES - tax year {dt.year - 1}\nReceived from: {p}\n"
            f"For care of: {f} {l}\nPeriod: January 1 - December 31, {dt.year - 1}\nTotal paid: "
            f"{m(r, 4200, 5600)}\nProvider SIN available on request for line 21400.\nSigned: Nadia Chaudhry")


def t_dc_parent_mail(r, dt):
    f, l, p = r.choice(KIDS)
    body = r.choice([
        f"Hi Nadia, {f} has a doctor's appointment on Thursday so I will pick up at 2:30. Thanks!",
        f"Hi Nadia, just letting you know we will be away the week of the long weekend. Will {f}'s spot be "
        "kept? Also can you send the receipt for last year for our taxes?",
        f"Nadia baji, {f} ko kal se halki khansi hai, fever nahi hai. Agar zyada ho to call kar dein please.",
    ])
    return eml(f"{p} <{p.split()[0].lower()}.{l.lower()}@gmail.com>", "littlestars.nadia@gmail.com",
               f"{f} - {r.choice(['pickup', 'holidays', 'update'])}", dt, body + f"\n\n{p}")


def t_dc_agency_mail(r, dt):
    return eml("Melissa Grant <mgrant@brightpathhcc.ca>", "littlestars.nadia@gmail.com",
               r.choice(["Quarterly visit next week", "Reminder: VSC and first aid renewal"]), dt,
               f"Hi Nadia,\nI will do your quarterly monitoring visit on {ld(dt + timedelta(days=7))} around 10 am. "
               "Please have the sleep records, fire drill log and the updated emergency contacts ready.\n"
               "Also a reminder that your Standard First Aid & CPR-C expires in August and your vulnerable "
               "sector check must be renewed (offence declaration every year, full check every 5 years).\n"
               "CWELCC attendance forms for May are due to the agency by June 5.\nMelissa\nHome Visitor, Bright Path")


def t_dc_cpr(r, dt):
    return ("CANADIAN RED CROSS\nStandard First Aid with CPR Level C & AED - Certificate\nName: Nadia Chaudhry\n"
            f"Date of completion: {ld(dt)}\nExpiry: {ld(dt + timedelta(days=1095))}\nInstructor: R. Fernandes, "
            "Mississauga Training Centre\nCertificate # SFA-" + str(r.randint(1000000, 9999999)))


def t_dc_waitlist(r, dt):
    return ("Waitlist - Little Stars (Sept 2026)\n1. Farah Siddiqui - baby boy 14 months, needs Sept 2, full time\n"
            "2. Jenna Clarke - 3 yrs, 3 days/week (Mon Wed Fri)\n3. Usman bhai ki beti - ۲ سال، شاید اکتوبر سے\n"
            "Mateo S. leaves for JK in September -> 1 spot. Zara goes to kindergarten too -> 2 spots.\n"
            "Bright Path ko batana hai before July 15.")


def t_dc_learning(r, dt):
    return ("How Does Learning Happen? Ontario's Pedagogy for the Early Years - summary for home providers\n"
            "Four foundations: Belonging, Well-being, Engagement, Expression.\nPlan the environment, observe and "
            "document children's learning, reflect with families. Play-based programs, outdoor time 2 hours daily.")


def t_dc_foodguide(r, dt):
    return ("Canada's Food Guide - snapshot\nHave plenty of vegetables and fruits, eat protein foods, choose whole "
            "grain foods. Make water your drink of choice. Cook more often, eat meals with others. Limit highly "
            "processed foods. Toddlers: offer small portions, 3 meals and 2-3 snacks.")


# --------------------------------------------------------------------------- Finance (Areas)

def t_bank(r, dt):
    bal = r.uniform(1500, 6000)
    lines = [f"RBC Royal Bank - Personal Chequing statement\nTariq Chaudhry / Nadia Chaudhry\n{ADDR}\n"
             f"Account 02541-5078934   Statement period ending {ld(dt)}\nOpening balance ${bal:,.2f}"]
    for desc, lo, hi, sign in [("Uber Canada payout", 600, 1100, 1), ("Canada Child Benefit CCB", 610, 640, 1),
                               ("e-Transfer received S. KHAN", 400, 480, 1), ("e-Transfer received A. PETROVIC", 400, 480, 1),
                               ("TD MORTGAGE PAYMENT", 2184.66, 2184.66, -1), ("Alectra Utilities", 110, 190, -1),
                               ("Enbridge Gas", 60, 140, -1), ("COSTCO WHOLESALE #535", 180, 420, -1),
                               ("PETRO-CANADA", 50, 90, -1), ("ROGERS", 142.37, 142.37, -1),
                               ("RBC RESP contribution", 200, 200, -1)]:
        v = r.uniform(lo, hi)
        bal += sign * v
        lines.append(f"{iso(dt - timedelta(days=r.randint(1, 28)))}  {desc:34s} {'+' if sign > 0 else '-'}{v:,.2f}")
    lines.append(f"Closing balance ${bal:,.2f}")
    return "\n".join(lines)


def t_bank_csv(r, dt):
    rows = ["Account Type,Account Number,Transaction Date,Cheque Number,Description 1,Description 2,CAD$"]
    for k in range(14):
        d, a = r.choice([("Uber Canada BV", r.uniform(500, 1100)), ("CCB", 624.16), ("COSTCO WHOLESALE", -r.uniform(90, 400)),
                         ("Interac e-Transfer", r.uniform(300, 480)), ("TD MORTGAGE", -2184.66),
                         ("FOOD BASICS #658", -r.uniform(30, 140)), ("PETRO-CANADA", -r.uniform(40, 90)),
                         ("IQBAL HALAL FOODS", -r.uniform(20, 110))])
        rows.append(f"Chequing,02541-5078934,{(dt - timedelta(days=k * 2)):%m/%d/%Y},,{d},,{a:.2f}")
    return "\n".join(rows)


def t_visa(r, dt):
    return (f"RBC Cash Back Mastercard - Statement {ld(dt)}\nNADIA CHAUDHRY   card ending 4417\n" +
            "\n".join(f"{iso(dt - timedelta(days=r.randint(2, 29)))} {s} {m(r, 15, 260)}" for s in
                      ["AMAZON.CA", "DOLLARAMA #1123", "WALMART HEARTLAND", "SHOPPERS DRUG MART", "NOOR GROCERY",
                       "MICHAELS #3910 (daycare crafts)"]) +
            f"\nNew balance {m(r, 400, 1600)}  Minimum payment $10.00  Due {ld(dt + timedelta(days=21))}")


def t_ccb(r, dt):
    y = dt.year if dt.month >= 7 else dt.year - 1
    return ("Canada Revenue Agency\nCanada child benefit notice\n" + f"Nadia Chaudhry, {ADDR}\nDate: {ld(dt)}\n"
            f"Benefit year: July {y} to June {y + 1}, based on your {y - 1} family net income of "
            f"{m(r, 78000, 92000)}\nChildren: Ayesha (born 2008-09-12), Hamza (born 2014-02-20)\n"
            f"Monthly payment: {m(r, 560, 660)} (includes Ontario child benefit)\n"
            "Payments stop for Ayesha after September 2026 (age 18).")


def t_resp(r, dt):
    return (f"RBC Royal Bank - Family RESP annual statement as of {ld(dt)}\nSubscribers: Tariq and Nadia Chaudhry\n"
            f"Beneficiaries: Ayesha Chaudhry, Hamza Chaudhry\nContributions to date: {m(r, 28000, 34000)}\n"
            f"Canada Education Savings Grant received: {m(r, 5500, 7000)}\nCanada Learning Bond: $0.00\n"
            f"Investment income: {m(r, 6000, 9000)}\nMarket value: {m(r, 42000, 52000)}\n"
            "Ayesha becomes eligible for Educational Assistance Payments once enrolled in a qualifying program.")


def t_budget(r, dt):
    return ("Item;Monthly;Note\nMortgage TD;2184.66;renewal Sept 2026\nProperty tax;412;pre-authorized\n"
            f"Hydro Alectra;{r.randint(120, 180)};\nGas Enbridge;{r.randint(70, 130)};\nWater Peel;65;quarterly\n"
            f"Rogers internet+phones;212;\nCar insurance x2;{r.randint(480, 560)};\nGroceries;{r.randint(900, 1200)};\n"
            "RESP;200;\nCommittee;500;\nAmmi Abbu Lahore bhejna;300;\nMasjid chanda;50;\n"
            f"Income Uber (avg);{r.randint(3800, 4600)};\nIncome daycare;{r.randint(4500, 5600)};\nCCB;624;")


def t_committee(r, dt):
    names = ["Nadia", "Shazia", "Rubina", "Asma", "Farhat", "Saima", "Nighat", "Uzma", "Bushra", "Kiran"]
    r.shuffle(names)
    return "Committee 2026 - $500 per month each;Month;Payout $5,000 to\n" + "\n".join(
        f"{i + 1};{mo} 2026;{n}" for i, (mo, n) in enumerate(zip(
            ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct"], names)))


def t_zakat(r, dt):
    return ("زکوٰۃ حساب - رمضان ۱۴۴۷\nZakat calculation Ramadan 2026\n"
            f"Cash in RBC chequing + Tangerine savings: {m(r, 9000, 14000)}\nGold (Nadia jewellery) 62 g x "
            f"$135/g = $8,370\nCommittee money received, not spent: $0\nMinus debts due now: {m(r, 1200, 2500)}\n"
            "Nisab (silver) about $700 - above nisab\nZakat 2.5% = total x 0.025 -> approx $430\n"
            "Bheja: $200 Masjid Al-Noor zakat fund, $230 Lahore mein Khala ke ghar.")


def t_tangerine(r, dt):
    return (f"Tangerine - Savings account statement {dt:%B %Y}\nTariq M Chaudhry\nSavings #3087711452\n"
            f"Interest rate 1.10%\nOpening {m(r, 6000, 9000)}  deposits {m(r, 200, 800)}  interest {m(r, 5, 12)}\n"
            "Goal: 'Ayesha university' and 'Umrah 2026'")


# --------------------------------------------------------------------------- Taxes (Areas)

def t_noa(r, dt):
    who = r.choice(["Tariq Mahmood Chaudhry", "Nadia Chaudhry"])
    y = dt.year - 1
    return (f"Canada Revenue Agency\nNotice of assessment - tax year {y}\n{who}\n{ADDR}\nDate issued: {ld(dt)}\n"
            f"Line 15000 total income: {m(r, 38000, 52000)}\nLine 23600 net income: {m(r, 32000, 45000)}\n"
            f"Line 26000 taxable income: {m(r, 30000, 44000)}\nBalance: {r.choice(['refund', 'amount owing'])} "
            f"{m(r, 120, 1900)}\nRRSP deduction limit for {y + 1}: {m(r, 6000, 14000)}")


def t_t1sum(r, dt):
    y = dt.year - 1
    return (f"Saeed Tax Services - T1 {y} summary prepared for Tariq & Nadia Chaudhry\n"
            f"Tariq: T2125 business income (rideshare) gross {m(r, 58000, 70000)}, expenses {m(r, 24000, 30000)} "
            "(fuel, insurance, CCA on 2019 Camry 60% business use)\n"
            f"Nadia: T2125 business income (home child care) gross {m(r, 52000, 64000)}, business-use-of-home 28%\n"
            "GST/HST Tariq: quick method, remitted\nRRSP: none\nDonations: Masjid Al-Noor $620\n"
            f"E-filed {ld(dt)}. Nadia's filing deadline June 15 (self-employed), balance due April 30.")


def t_uber_tax(r, dt):
    return (f"Uber - Annual tax summary {dt.year - 1}\nDriver: Tariq Chaudhry, Ontario\nGST/HST # 78451 2290 RT0001\n"
            f"Gross fares {m(r, 60000, 72000)}\nBooking fees and regulatory fees {m(r, 9000, 12000)}\n"
            f"Uber service fee {m(r, 14000, 18000)}\nGST/HST collected on rides {m(r, 6800, 8200)}\n"
            f"Online kilometres {r.randint(48000, 62000):,} km\nTips {m(r, 1800, 3200)}\n"
            "This document is not an official tax slip.")


def t_gst(r, dt):
    return (f"CRA - GST/HST NETFILE confirmation\nBusiness number 78451 2290 RT0001 (Tariq Chaudhry)\nReporting period "
            f"{dt.year - 1}-01-01 to {dt.year - 1}-12-31 (annual)\nQuick method remittance rate 8.8%\n"
            f"Net tax {m(r, 3100, 4300)}\nConfirmation number {r.randint(10**9, 10**10)}")


def t_t4(r, dt):
    return ("T4 Statement of Remuneration Paid - 2020\nEmployer: Maplegate Logistics Inc., 7100 Tranmere Drive, "
            "Mississauga ON\nEmployee: CHAUDHRY, TARIQ M\nBox 14 employment income 46,318.22\nBox 16 CPP 2,732.81\n"
            "Box 18 EI 736.46\nBox 22 income tax deducted 5,904.10")


def t_rrsp(r, dt):
    return (f"RRSP contribution receipt\nTangerine Investment Funds\nAnnuitant: Nadia Chaudhry\nContribution {m(r, 1000, 3000)}"
            f" received {ld(dt)}\nFor the {dt.year - 1 if dt.month <= 3 else dt.year} tax year (first 60 days rule)")


def t_donation(r, dt):
    return (f"MASJID AL-NOOR ISLAMIC CENTRE - Official receipt for income tax purposes\nCharity BN 85210 3344 RR0001\n"
            f"Donor: Tariq Chaudhry, {ADDR}\nYear {dt.year - 1}: total eligible donations {m(r, 400, 900)}\n"
            "Includes zakat fund and Ramadan fundraiser. Receipt #" + str(r.randint(20000, 29999)))


def t_acct_mail(r, dt):
    return eml("Saeed Ahmed <saeed@saeedtax.ca>", "tariq.chaudhry77@gmail.com",
               f"Documents for {dt.year - 1} returns", dt,
               "Assalam o alaikum Tariq bhai,\nPlease send for this year: Uber annual tax summary, mileage log, fuel "
               "and repair receipts, car insurance; for Bhabhi's daycare: income per family, CWELCC payments from the "
               "agency, grocery and supplies totals, hydro/gas/insurance for home %; RESP and donation receipts; "
               "both slips for Ayesha if she worked (T4 from Sobeys?).\nNadia's deadline is June 15 but any balance "
               "is due April 30.\nFee same as last year $450 for both.\nSaeed")


# --------------------------------------------------------------------------- Home (Areas)

def t_mortgage(r, dt):
    return (f"TD Canada Trust - Mortgage renewal notice\n{ld(dt)}\nBorrowers: Tariq M Chaudhry, Nadia Chaudhry\n"
            f"Property: {ADDR}\nMortgage # 8841-2207\nCurrent term: 5-year fixed 2.39%, matures September 1, 2026\n"
            f"Outstanding principal at maturity approx. {m(r, 412000, 436000)}\nRenewal options: 3-year fixed 4.39%, "
            "5-year fixed 4.54%, 5-year variable prime - 0.65%\nPlease choose by August 1, 2026.")


def t_proptax(r, dt):
    return (f"City of Mississauga - {r.choice(['Interim', 'Final'])} Property Tax Bill {dt.year}\nRoll 21 05 040 118 "
            f"42600\nOwner: CHAUDHRY TARIQ M, CHAUDHRY NADIA\nLocation: {ADDR}\nAssessment (MPAC): $612,000\n"
            f"City {m(r, 1300, 1600)}  Region of Peel {m(r, 1900, 2300)}  Education {m(r, 900, 1100)}\n"
            "Pre-authorized tax payment plan: 12 monthly instalments of $412.00")


def t_utility(co):
    def f(r, dt):
        amt = m(r, 60, 230)
        extra = {"Alectra Utilities": f"Electricity use {r.randint(620, 980)} kWh (on-peak, mid-peak, off-peak)",
                 "Enbridge Gas": f"Gas use {r.randint(40, 260)} m3, customer charge $25.82",
                 "Region of Peel - Water": f"Water {r.randint(38, 60)} m3 this quarter, wastewater charge",
                 "Rogers": "Ignite Internet 1Gbps + 3 mobile lines"}[co]
        return (f"{co}\nAccount holder: Tariq Chaudhry\nService address: {ADDR}\nBill date {ld(dt)}\n{extra}\n"
                f"Amount due {amt} by {ld(dt + timedelta(days=18))}")
    return f


def t_home_ins(r, dt):
    return (f"Aviva Canada - Homeowners policy renewal\nPolicy HO-5562018\nInsured: Tariq & Nadia Chaudhry\nRisk: {ADDR}"
            f"\nPeriod {ld(dt)} - {ld(dt + timedelta(days=365))}\nDwelling $780,000, contents $120,000, liability $2M\n"
            "Endorsement: licensed home child care operation (up to 6 children), liability extended\n"
            f"Annual premium {m(r, 2100, 2600)}")


def t_furnace(r, dt):
    return (f"Reliance Home Comfort - service invoice\n{ADDR}\nDate {ld(dt)}\nFurnace annual maintenance (Carrier "
            f"59SC5), filter replaced, flame sensor cleaned\nAir conditioner check, refrigerant OK\nTotal {m(r, 150, 280)}")


def t_home_todo(r, dt):
    return ("Ghar ke kaam - summer\n- eavestrough clean (Abdul Rehman ka number 647-555-0198)\n- back fence 2 boards "
            "loose (daycare yard!)\n- basement washroom fan noisy\n- گھر کی کھڑکیوں کی صفائی\n- TD renewal: compare "
            "with broker before August\n- property tax instalment changed to $412")


# --------------------------------------------------------------------------- Cars (Areas)

def t_car_ins(r, dt):
    return (f"Intact Insurance - Ontario Automobile Policy renewal\nPolicy 7730-45291\nNamed insured: Tariq Chaudhry, {ADDR}"
            f"\nTerm {ld(dt)} to {ld(dt + timedelta(days=365))}\nVehicle 1: 2019 Toyota Camry Hybrid LE, VIN "
            "4T1B21HK3KU01xxxx - Rideshare endorsement OPCF 6TN\nVehicle 2: 2014 Honda Odyssey EX, VIN "
            f"5FNRL5H46EB0xxxxx\nDrivers: Tariq (principal V1), Nadia (principal V2)\nAnnual premium {m(r, 5600, 6800)}")


def t_car_service(r, dt):
    car = r.choice(["2019 Toyota Camry Hybrid, odometer " + f"{r.randint(190, 260)},{r.randint(100, 999)} km",
                    "2014 Honda Odyssey, odometer " + f"{r.randint(170, 200)},{r.randint(100, 999)} km"])
    return (f"Heartland Auto Centre - Work order {r.randint(30000, 39999)}\n{ld(dt)}\nCustomer: Tariq Chaudhry\n{car}\n"
            f"{r.choice(['Oil and filter change 0W-16 synthetic', 'Front brake pads and rotors', 'Tire swap winter to summer', 'Cabin and engine air filters'])}\n"
            f"Total incl. HST {m(r, 90, 780)}")


def t_car_reg(r, dt):
    return (f"ServiceOntario - Vehicle permit renewal receipt\n{ld(dt)}\nPlate {r.choice(['CKRT 418', 'BVXA 903'])}\n"
            "Owner: CHAUDHRY, TARIQ M\nValidation period: 1 year\nFee: $0.00 (licence plate sticker fees eliminated)\n"
            "Emissions test: not required")


def t_407(r, dt):
    return (f"407 ETR - Statement {ld(dt)}\nAccount 11045-8824 Tariq Chaudhry\nTransponder: none (video toll)\n"
            f"Trips {r.randint(3, 11)}  tolls {m(r, 30, 120)}  video toll charges {m(r, 10, 40)}  account fee $4.25")


# --------------------------------------------------------------------------- Work: Uber (Areas) / Maplegate (Archive)

def t_uber_week(r, dt):
    return (f"Uber - Weekly earnings statement\nTariq Chaudhry | Toronto/Mississauga\nWeek {ld(dt - timedelta(days=7))} "
            f"- {ld(dt)}\nTrips {r.randint(55, 90)}  Online hours {r.randint(38, 52)}\nFares {m(r, 1100, 1700)}\n"
            f"Tips {m(r, 40, 120)}\nQuest promotion {m(r, 0, 90)}\nGST/HST collected {m(r, 140, 210)}\n"
            f"Payout to RBC ****8934 {m(r, 950, 1450)}")


def t_uber_trips(r, dt):
    rows = ["trip_id,date,pickup,dropoff,distance_km,fare,tip"]
    for k in range(16):
        rows.append(f"{r.getrandbits(32):08x},{iso(dt - timedelta(days=k // 4))},"
                    f"{r.choice(['Square One', 'Pearson T1', 'Pearson T3', 'Heartland', 'Erin Mills', 'Port Credit'])},"
                    f"{r.choice(['Streetsville', 'Brampton', 'Oakville', 'Etobicoke', 'Meadowvale'])},"
                    f"{r.uniform(4, 38):.1f},{r.uniform(11, 72):.2f},{r.choice([0, 0, 2, 5])}")
    return "\n".join(rows)


def t_mileage(r, dt):
    rows = ["Date;Start km;End km;Business km;Personal km;Fuel $"]
    odo = r.randint(210000, 240000)
    for k in range(12):
        b, p = r.randint(140, 320), r.randint(5, 40)
        rows.append(f"{iso(dt - timedelta(days=12 - k))};{odo};{odo + b + p};{b};{p};{r.uniform(0, 70):.2f}")
        odo += b + p
    return "\n".join(rows)


def t_uber_mail(r, dt):
    return eml("Uber <no-reply@uber.com>", "tariq.chaudhry77@gmail.com", "Action needed: annual vehicle inspection", dt,
               "Hi Tariq,\nYour Ontario Safety Standards / annual vehicle inspection for the 2019 Toyota Camry (plate "
               f"CKRT 418) expires on {ld(dt + timedelta(days=20))}. Upload a new inspection form in the Driver app to "
               "keep driving. Your commercial insurance document is on file until renewal.\n- Uber Support")


def t_inspection(r, dt):
    return ("Vehicle inspection form - rideshare (Ontario)\nVehicle 2019 Toyota Camry Hybrid, plate CKRT 418\n"
            f"Date {ld(dt)}  Mechanic: Heartland Auto Centre, licence 310S #{r.randint(100000, 999999)}\n"
            "Brakes PASS  Tires tread 6/32 PASS  Lights PASS  Seat belts PASS  Windshield PASS\nResult: PASS")


def t_paystub(r, dt):
    return (f"MAPLEGATE LOGISTICS INC. - Pay statement\nEmployee: Tariq Chaudhry #40318   Dept: Outbound, night shift\n"
            f"Pay period ending {ld(dt)}\nRegular 80.00 h x $21.40  Overtime {r.randint(0, 12)}.00 h x $32.10\n"
            f"Forklift premium $0.75/h\nGross {m(r, 1750, 2150)}  CPP  EI  Tax  Union dues\nNet {m(r, 1350, 1650)}")


def t_roe(r, dt):
    return ("Service Canada - Record of Employment (ROE)\nEmployer: Maplegate Logistics Inc., 7100 Tranmere Drive, "
            "Mississauga ON L5S 1L9\nEmployee: Tariq M Chaudhry\nFirst day worked: 2012-06-04\nLast day for which "
            "paid: 2021-03-26\nReason for issuing: E - Quit\nInsurable hours (last 53 weeks): 2,028\nComments: "
            "voluntary resignation, vacation pay paid out")


def t_resign(r, dt):
    return ("Tariq Chaudhry\n" + ADDR + "\nMarch 12, 2021\nTo: Kevin Doyle, Operations Manager, Maplegate Logistics\nDear Kevin,\nPlease accept "
            "this letter as my resignation as shift lead, outbound. My last day will be March 26, 2021. After nine "
            "years I am starting my own driving work. Thank you for the opportunity.\nTariq Chaudhry")


def t_wsib(r, dt):
    return ("WSIB Ontario - Decision letter\nClaim 34021887  Worker: Tariq Chaudhry  Employer: Maplegate Logistics Inc.\n"
            "Injury date: 2019-02-11 (lower back strain, lifting pallet)\nDecision: loss of earnings benefits "
            "approved Feb 12 - Mar 18, 2019; physiotherapy covered. Return to modified duties March 19, 2019.\n"
            "The claim is now closed.")


def t_forklift(r, dt):
    return ("Maplegate Logistics - Forklift operator authorization\nOperator: Tariq Chaudhry\nClass: counterbalance "
            "(Class 4/5) and reach truck (Class 2)\nTrained under O. Reg. 851, evaluated 2018-05-14, valid 3 years "
            "at Maplegate only.")


# --------------------------------------------------------------------------- Health (Areas)

def t_cdcp(r, dt):
    return ("Government of Canada - Canadian Dental Care Plan\nSun Life (plan administrator)\n" + ld(dt) +
            "\nDear Nadia Chaudhry,\nYou and your eligible family members are enrolled in the CDCP. Member IDs: "
            "Nadia, Hamza, Ayesha. Co-payment: 0% (adjusted family net income under $70,000).\nCoverage starts "
            f"{ld(dt + timedelta(days=30))}. Show your member card at the dentist. Eligibility is renewed each year "
            "when you file your taxes.")


def t_dentist(r, dt):
    who = r.choice(["Hamza Chaudhry", "Ayesha Chaudhry", "Tariq Chaudhry", "Nadia Chaudhry"])
    return (f"Erin Mills Family Dental - Treatment plan / invoice\nPatient: {who}\nDate: {ld(dt)}\n"
            f"11101 scaling 1 unit {m(r, 50, 70)}\n01202 recall exam {m(r, 40, 55)}\n"
            f"{r.choice(['23312 composite filling 2 surfaces', '02144 bitewing x-rays', '13401 fluoride'])} {m(r, 40, 210)}\n"
            f"Billed to: {r.choice(['CDCP (Sun Life)', 'patient - no insurance'])}  Patient portion {m(r, 0, 120)}")


def t_lab(r, dt):
    return (f"LifeLabs - Patient results\nPatient: CHAUDHRY, TARIQ  DOB 1977-11-03\nCollected {ld(dt)}\n"
            f"Ordering: Dr. Sameera Haq, Churchill Meadows Medical Clinic\nHemoglobin A1c {r.uniform(5.9, 6.8):.1f} % "
            "(ref < 6.0; 6.0-6.4 prediabetes)\nFasting glucose " + f"{r.uniform(5.8, 7.1):.1f} mmol/L\n"
            f"LDL cholesterol {r.uniform(2.6, 3.9):.1f} mmol/L\nALT {r.randint(22, 48)} U/L")


def t_pharmacy(r, dt):
    return (f"Shoppers Drug Mart #1271 - Erin Mills Town Centre\n{ld(dt)}\nPatient: {r.choice(['Hamza Chaudhry', 'Tariq Chaudhry'])}\n"
            f"{r.choice(['Salbutamol (Ventolin) HFA 100mcg - 1 inhaler', 'Metformin 500 mg x 60', 'Fluticasone 125 mcg inhaler'])}"
            f"\nOHIP+ / ODB: covered   Dispensing fee {m(r, 0, 12)}\nRx # {r.randint(1000000, 9999999)}")


def t_ohip(r, dt):
    return (f"ServiceOntario - Health card renewal\n{ld(dt)}\nTo: {r.choice(['Nadia Chaudhry', 'Tariq M Chaudhry'])}\n"
            "Your Ontario photo health card expires on your next birthday. Renew online with your driver's licence "
            "or at a ServiceOntario centre (Heartland Town Centre, 5985 Rodeo Drive).\nBring proof of residency, "
            "citizenship and identity.")


def t_asthma(r, dt):
    return ("ASTHMA ACTION PLAN - Hamza Chaudhry (age 12)\nDr. Sameera Haq, Churchill Meadows Medical Clinic\n"
            f"Updated {ld(dt)}\nGREEN: Flovent 125 mcg 1 puff twice daily with spacer\nYELLOW (cough, wheeze, "
            "cold): Ventolin 2-4 puffs every 4 hours\nRED: Ventolin 6 puffs, call 911\nCopy given to Ridgewood PS "
            "office and gym teacher (Ryan's Law form).")


def t_eye(r, dt):
    return (f"Heartland Vision Centre - Eye exam report\nPatient {r.choice(['Ayesha', 'Hamza'])} Chaudhry\n{ld(dt)}\n"
            f"OD -{r.uniform(1, 3):.2f} OS -{r.uniform(1, 3):.2f}\nOHIP covered (under 20). Next exam in 12 months.")


def t_health_leaflet(r, dt):
    return ("Prediabetes: what you can do - Diabetes Canada\nLose 5-10% of body weight, walk 150 minutes a week, "
            "choose whole grains, fewer sugary drinks. Roti: prefer whole wheat atta, smaller portions of rice.")


# --------------------------------------------------------------------------- Kids' School (Areas)

def t_report(r, dt):
    g = lambda: r.choice(["A-", "A", "B+", "B", "A+", "B-"])
    term = "Progress Report" if dt.month in (11, 12) else ("Report Card Term 1" if dt.month in (1, 2, 3) else "Report Card Term 2")
    gr = 6 if (dt.year, dt.month) < (2025, 9) else 7
    return (f"Peel District School Board - Elementary Provincial {term}, Grade {gr}\nStudent: Hamza Chaudhry   OEN "
            f"621-448-903\nRidgewood Public School   Teacher: Ms. J. Bhatt\nLanguage {g()}  Mathematics {g()}  "
            f"Science {g()}  History {g()}  Geography {g()}  French {g()}  Health & PE {g()}  Visual Arts {g()}\n"
            "Learning skills: Responsibility G, Organization S, Independent work G, Collaboration E\n"
            "Comments: Hamza participates well in math discussions and should hand in assignments on time.")


def t_hs_report(r, dt):
    g = lambda: r.randint(84, 98)
    return ("Peel District School Board - Ontario Student Provincial Report Card, Grade 12\nStudent: Ayesha Chaudhry\n"
            f"Meadowvale Heights Secondary School   {ld(dt)}\nSBI4U Biology {g()}  SCH4U Chemistry {g()}  "
            f"MHF4U Advanced Functions {g()}  ENG4U English {g()}  MCV4U Calculus {g()}  SPH4U Physics {g()}\n"
            "Credits earned to date: 27.0  Community involvement hours: 40 complete  OSSLT: successful")


def t_permission(r, dt):
    trip = r.choice(["Ontario Science Centre - Science at the Waterfront", "Crawford Lake Conservation Area",
                     "Canada's Wonderland - Physics Day", "Grade 7 overnight trip to Camp Kawartha"])
    cls = "6A (Mr. Lawson)" if (dt.year, dt.month) < (2025, 9) else "7B (Ms. Bhatt)"
    return (f"Ridgewood Public School - Field trip permission form\nStudent: Hamza Chaudhry  Class {cls}\n"
            f"Trip: {trip}\nDate: {ld(dt + timedelta(days=12))}\nCost: {m(r, 18, 95)} via School Cash Online\n"
            "Transportation: school bus  Lunch: bring a nut-free lunch\n[x] I give permission  Parent: Nadia Chaudhry\n"
            "Medical: asthma - Ventolin inhaler in backpack")


def t_teacher_mail(r, dt):
    return eml("Jasleen Bhatt <jasleen.bhatt@peelsb.com>", "nadia.chaudhry80@gmail.com", "Hamza - missing assignments", dt,
               "Good afternoon Mrs. Chaudhry,\nHamza has two missing assignments in science (the ecosystems lab and the "
               "food web poster). He can hand them in by Friday without penalty. He is capable and participates well "
               "in class. Please check Google Classroom with him.\nThank you,\nMs. Bhatt, Grade 7, Ridgewood PS")


def t_newsletter(r, dt):
    return (f"Ridgewood Public School - {dt:%B} Newsletter\nPrincipal: Mr. D. Almeida\nDates: PA day "
            f"{ld(dt + timedelta(days=9))}; Eid celebration assembly; EQAO Grade 6 window; Grade 8 graduation "
            "June 24\nReminder: Kiss and ride - do not park on Ridgewood Drive. Lost and found table by the gym.")


def t_hours(r, dt):
    return ("Ayesha - community involvement hours (OSSD 40 hours)\nDate;Organization;Activity;Hours;Supervisor\n" +
            "\n".join(f"{iso(dt - timedelta(days=40 * k))};{o};{a};{h};{s}" for k, (o, a, h, s) in enumerate([
                ("Masjid Al-Noor", "Ramadan food hamper packing", 6, "Br. Faisal Rana"),
                ("Mississauga Library Meadowvale", "homework club helper", 10, "L. Chen"),
                ("Masjid Al-Noor", "weekend Quran class assistant", 14, "Sr. Huma Javed"),
                ("Credit Valley Hospital volunteer", "info desk", 12, "V. Lewis")])) + "\nTotal: 42 hours")


# --------------------------------------------------------------------------- University (Projects)

def t_ouac(r, dt):
    return ("OUAC - Ontario Universities' Application Centre\n101 application confirmation\nApplicant: Ayesha Chaudhry"
            f"\nOUAC reference 2026-{r.randint(100000, 999999)}\nSchool: Meadowvale Heights SS (Peel DSB)\nChoices:\n" +
            "\n".join(f"{i + 1}. {u} - {p}" for i, (u, p) in enumerate(UNIS)) +
            "\nFee paid: $195.00 + $55.00 extra choices\nGrades will be sent electronically by your school board.")


def t_offer(r, dt, k=None):
    u, p = UNIS[k] if k is not None else r.choice(UNIS[:4])
    return (f"{u} - Office of Admissions\n{ld(dt)}\nDear Ayesha Chaudhry,\nCongratulations! We are pleased to offer you "
            f"admission to {p}, September 2026.\nConditions: maintain a final average of {r.choice([80, 82, 85])}% in "
            "six grade 12 U/M courses including SBI4U, SCH4U and MHF4U.\nEntrance scholarship: "
            f"{r.choice(['$1,000', '$2,000', '$2,500'])} (renewable with 80% average).\nRespond through OUAC by June 1, 2026."
            "\nResidence: guaranteed for first-year students who accept by the deadline.")


def t_essay(r, dt):
    return ("Scholarship essay - draft 3 (Ayesha)\nPrompt: Describe a challenge you overcame and how it shaped your goals."
            " (500 words)\n\nWhen my mother opened her home daycare, our living room became a classroom every morning at "
            "7:30. I learned to make oatmeal for six toddlers before catching the bus, and I learned that care is "
            "work. My father drove nights for Uber while studying for his real estate licence at the kitchen table. "
            "Watching them I decided to study life sciences and become a pharmacist, so I can work in the community "
            "that... [Ammi: add volunteering at Masjid food drive, hospital info desk]")


def t_scholarships(r, dt):
    return ("Scholarship;Amount;Deadline;Status\nSchulich Leader nomination (school);$100,000;2026-01-28;not nominated\n"
            "Loran Award;$100,000;2025-10-15;missed\nTD Scholarship for Community Leadership;$70,000;2025-11-14;submitted - no\n"
            "Peel Muslim Professionals Scholarship;$2,500;2026-05-31;submitted\nCanadian Islamic Trust bursary;$1,500;"
            "2026-06-30;essay draft\nMississauga Rotary;$1,000;2026-04-15;interview 2026-05-08\nUTM entrance;$2,000;auto;offered")


def t_osap(r, dt):
    return (f"OSAP - Application summary 2026-2027\nStudent: Ayesha Chaudhry\nSchool: {r.choice(UNIS[:3])[0]}  Program start "
            "2026-09-08\nStudy period: September 2026 - April 2027\nParental income (2025 line 15000): reported\n"
            f"Estimated funding: Canada Student Grant {m(r, 2000, 4200)}, Ontario Student Grant {m(r, 900, 2500)}, loans "
            f"{m(r, 1500, 3500)}\nNext steps: sign MSFAA, upload parent declaration (Tariq and Nadia), SIN verified.")


def t_residence(r, dt):
    return (f"Residence application - confirmation\n{r.choice(UNIS[:3])[0]} Housing\nApplicant: Ayesha Chaudhry\n"
            f"Submitted {ld(dt)}\nPreferences: 1. traditional double, 2. suite style  Meal plan: halal options requested\n"
            "Deposit $500.00 paid by credit card (non-refundable after July 15)\nRoommate questionnaire: completed")


def t_ref_mail(r, dt):
    return eml("Ayesha Chaudhry <ayesha.chaudhry08@gmail.com>", "Mr. T. Ferreira <tiago.ferreira@peelsb.com>",
               "Reference letter for scholarship", dt,
               "Hi Mr. Ferreira,\nI hope you are well. I am applying for the Peel Muslim Professionals Scholarship (deadline "
               "May 31) and the Canadian Islamic Trust bursary, and both need a teacher reference. Would you be able "
               "to write one? I attached my resume and the essay draft. Thank you so much for SCH4U this year.\nAyesha")


def t_uni_notes(r, dt):
    return ("Ayesha uni decision - notes\nUTM: close, can live at home, no residence cost, bus 110 + MiWay. Life Sci -> "
            "pharmacy later\nMcMaster: best for life sci, res $9,800, 45 min drive\nWaterloo biomed: co-op but far\n"
            "امی: گھر سے قریب بہتر ہے، خرچہ کم\nAbbu: McMaster agar scholarship mile\nRESP: EAP withdrawal after "
            "enrolment confirmation. Decision by June 1 on OUAC!")


def t_supp(r, dt):
    return ("McMaster Life Sciences - supplementary questions (draft)\nApplicant Ayesha Chaudhry, OUAC 2026\n"
            "Q1 Why life sciences? I first became interested in biology when my little brother was diagnosed with "
            "asthma...\nQ2 Describe an activity outside school: weekend Quran class assistant and Ramadan food drive.\n"
            "Word limit 250 each. Due Feb 1.")


# --------------------------------------------------------------------------- Real Estate Course (Projects)

def t_re_enrol(r, dt):
    return ("Humber College - Real Estate Salesperson Program (RECO pre-registration education)\nEnrolment confirmation"
            f"\nStudent: Tariq Chaudhry  Student # N0{r.randint(1000000, 9999999)}\nCourse 1: Real Estate as a "
            "Professional Career - self-paced online, exam at Humber testing centre\nCourse 2: Real Estate "
            "Transactions - General\nCourse 3: Residential Real Estate Transactions\nSimulation Sessions and "
            "Course 4/5 follow\nEach course must be completed within 18 months of its start. Exams: 70% to pass.")


def t_re_result(r, dt):
    return (f"Humber Real Estate - Exam result\nStudent: Tariq Chaudhry\n{r.choice(['Course 1: Real Estate as a Professional Career', 'Course 2: Real Estate Transactions - General'])}"
            f"\nExam date {ld(dt - timedelta(days=5))}\nScore {r.randint(74, 88)}%  Result: PASS\nYou may now register "
            "for the next course. Keep this result for your RECO registration.")


def t_re_booking(r, dt):
    return ("Humber Real Estate - Exam booking confirmation\nCandidate: Tariq Chaudhry\nExam: Course 3 - Residential "
            "Real Estate Transactions\nDate: June 18, 2026, 9:00 a.m.\nLocation: online remote proctoring (ProctorU), "
            "webcam and government ID required\nRescheduling fee $75 if changed less than 7 days before.")


def t_re_notes(r, dt):
    return ("RE course 3 notes\n- TRESA replaced REBBA (Dec 1 2023): self-represented party, no double ending rules "
            "explained\n- Form 100 Agreement of Purchase and Sale: irrevocable date, deposit within 24 h of acceptance\n"
            "- Form 120 amendment, Form 123 waiver, Form 124 notice of fulfillment\n- FINTRAC: ID the buyer, "
            "receipt of funds record, keep 5 years\n- Multiple offers: disclose number of offers, not terms\n"
            "- Status certificate for condos: 10 days, $100 max\nYaad rakhna: cooling off only for new condo (10 days)\n"
            "Practice quiz galat: Q14, Q22, Q31")


def t_re_quiz(r, dt):
    return ("Course 3 practice quiz - answers\n" + "\n".join(
        f"Q{i}: {r.choice('ABCD')}  {'correct' if r.random() > 0.25 else 'WRONG - review chapter ' + str(r.randint(1, 12))}"
        for i in range(1, 21)) + f"\nScore {r.randint(70, 90)}%")


def t_re_chapter(r, dt):
    return (f"Residential Real Estate Transactions - Chapter {r.randint(2, 11)}\nLearning outcomes: explain the "
            "listing agreement (Form 200), seller disclosure, representation and customer service agreements, "
            "calculate land transfer tax for Ontario and Toronto, prepare an offer with conditions on financing and "
            "home inspection.\nKey terms: chattels, fixtures, title search, closing adjustments.")


def t_re_fee(r, dt):
    return (f"Humber College - Payment receipt\n{ld(dt)}\nStudent Tariq Chaudhry\nReal Estate Salesperson Program - "
            f"{r.choice(['Course 2', 'Course 3'])} registration {m(r, 700, 900)} incl. HST\nPaid Visa ****4417")


def t_re_broker(r, dt):
    return eml("Imran Qadri <imran.qadri@homelinkrealty.ca>", "tariq.chaudhry77@gmail.com",
               "Joining Homelink Realty after your licence", dt,
               "Tariq bhai, assalam o alaikum,\nGood to hear Course 3 exam is on June 18. Once you finish simulation and "
               "the last course, you can register with RECO through our brokerage. Our desk fee is $0 for the first 6 "
               "months, 80/20 split, you keep Uber part time in the beginning. Mississauga and Brampton Urdu-speaking "
               "buyers are a big market.\nImran Qadri, Broker of Record, Homelink Realty Inc., Brokerage")


# --------------------------------------------------------------------------- Mosque (Areas / Archive)

def t_roster(r, dt):
    return ("Masjid Al-Noor - Jummah parking & security roster\nDate;Khutbah;Lot A;Lot B;Door\n" + "\n".join(
        f"{iso(dt + timedelta(days=7 * k))};{r.choice(['1:15', '2:00'])};{r.choice(['Tariq C', 'Faisal R', 'Adnan'])};"
        f"{r.choice(['Bilal M', 'Tariq C', 'Yusuf'])};{r.choice(['Omar', 'Hamid', 'Tariq C'])}" for k in range(6)))


def t_mosque_mail(r, dt):
    return eml("Faisal Rana <volunteers@masjidalnoor.ca>", "tariq.chaudhry77@gmail.com", "Volunteers meeting & Eid prayer", dt,
               "السلام علیکم برادران،\nEid prayer volunteers meeting after Isha on Thursday. Parking plan for Eid: "
               "Lot B closed, use Heartland overflow, shuttle van with Tariq bhai. Orange vests at the office.\n"
               "جزاک اللہ خیر\nFaisal Rana, Volunteer Coordinator, Masjid Al-Noor")


def t_mosque_minutes(r, dt):
    return (f"Masjid Al-Noor volunteer committee - meeting notes {ld(dt)}\nPresent: Faisal, Tariq, Adnan, Sr. Huma, Yusuf\n"
            "1. Snow removal contract - volunteers only for sidewalks\n2. Weekend Quran class needs 2 more helpers\n"
            "3. Security camera at Lot B - quote $1,400\n4. Youth basketball Saturday - Tariq to ask Hamza's friends\n"
            "Next meeting first Thursday of next month.")


def t_ramadan(r, dt):
    return ("Ramadan 2026 food hamper drive - final report\nMasjid Al-Noor, Feb 18 - Mar 19, 2026\nHampers packed: 412"
            f"\nFamilies served: 388 (Mississauga, Brampton)\nDonations collected: {m(r, 21000, 26000)}\nVolunteers: 64 "
            "(Tariq Chaudhry - pickup van Saturdays)\nLeftover rice and oil donated to Eden Food for Change.\nThank you all.")


# --------------------------------------------------------------------------- Travel (Archive Lahore / Projects Umrah)

def t_ticket(r, dt):
    return ("Qatar Airways - e-ticket itinerary receipt\nBooking ref " + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6)) +
            "\nPassengers: CHAUDHRY/TARIQ MR, CHAUDHRY/NADIA MRS, CHAUDHRY/AYESHA MS, CHAUDHRY/HAMZA MSTR\n"
            "QR 764 Toronto YYZ 14 Dec 2024 18:05 - Doha DOH 15 Dec 2024 14:05\nQR 628 Doha 15 Dec 2024 19:40 - "
            "Lahore LHE 16 Dec 2024 02:05\nReturn QR 629 LHE 5 Jan 2025 04:00 - DOH; QR 763 DOH - YYZ 5 Jan 2025\n"
            f"Baggage 2 x 23 kg per passenger\nTotal fare CAD {m(r, 7400, 8600)}")


def t_gifts(r, dt):
    return ("Bilal ki shadi - tohfay (gifts list)\nتحفوں کی فہرست\n- Ammi: 2 suits (lawn) + shawl\n- Bilal: watch "
            "(Costco Seiko)\n- دلہن: gold set 1 tola from Lahore, Anarkali se\n- Khala Rukhsana: chocolates, Tim Hortons "
            "coffee\n- Cousins kids: Canada t-shirts 12\n- Salami envelopes: mehndi 19 Dec, baraat 21 Dec, walima 22 Dec")


def t_wed_budget(r, dt):
    return ("Lahore trip Dec 2024;CAD;PKR\nTickets Qatar x4;8120;\nGifts;1450;\nDress shopping Liberty Market;;180000\n"
            "Salami;;150000\nGold set;;265000\nCar hire with driver 18 days;;126000\nMurree day trip;;35000\n"
            "Total approx;;\nRate 1 CAD = 205 PKR")


def t_nicop(r, dt):
    return ("NADRA - NICOP application receipt\nApplicant: Nadia Chaudhry  Tracking ID " + str(r.randint(10**11, 10**12)) +
            "\nService: renewal, urgent\nFee USD 63 paid online (Pak-Identity)\nDelivery: Mississauga address, Oct 2024\n"
            "Required for travel to Lahore in December without visa.")


def t_wed_mail(r, dt):
    return eml("Bilal Aslam <bilal.aslam92@gmail.com>", "nadia.chaudhry80@gmail.com", "شادی کی تاریخیں", dt,
               "باجی السلام علیکم،\nمہندی 19 دسمبر، بارات 21 دسمبر، ولیمہ 22 دسمبر - Pearl Continental ka hall book ho "
               "gaya hai. Aap log 16 ko pohanch jao to dholki mein bhi shamil ho jao ge. Hamza ke liye sherwani ka size "
               "bhej dein.\nBilal")


def t_umrah_quote(r, dt):
    return ("Al-Safa Travels - Umrah package quotation\nFor: Tariq Chaudhry family (4 adults/children)\n"
            "Dates: December 20, 2026 - January 2, 2027 (school winter break)\nFlights: Saudia YYZ-JED, return MED-YYZ\n"
            f"Makkah: 6 nights, hotel 600 m from Haram; Madinah: 5 nights near Masjid an-Nabawi\nPrice per person "
            f"{m(r, 3300, 3900)} (quad room), visa and transport included\nDeposit $500 per person to hold seats by August 31.")


def t_umrah_plan(r, dt):
    return ("Umrah December 2026 - checklist\n- passports: Hamza ka passport expires Feb 2027 - 6 months rule! renew NOW\n"
            "- Saudi e-visa online (Canadian passport) or with package\n- vaccination: meningitis ACWY for all 4\n"
            "- ihram 2 sets (Tariq, Hamza)\n- Al-Safa vs Hajj & Umrah Centre quotes compare\n- Nadia daycare closed "
            "Dec 21 - Jan 2: notice to parents by October\nعمرہ کی دعائیں کتاب لینی ہے")


# --------------------------------------------------------------------------- Immigration & old apartment (Archive)

def t_copr(r, dt):
    return ("Citizenship and Immigration Canada - Confirmation of Permanent Residence (IMM 5292)\nSurname: CHAUDHRY  "
            "Given name: TARIQ MAHMOOD\nDate of birth 1977-11-03  Country of birth: Pakistan\nCategory: Federal Skilled "
            "Worker (FC1)\nAccompanying: Nadia (spouse), Ayesha (daughter, 2008)\nPort of entry: Toronto Pearson, "
            "landed 2011-04-17\nValid until 2011-06-30")


def t_citizen(r, dt, who=None):
    return (f"Citizenship certificate - {who or r.choice(['TARIQ MAHMOOD CHAUDHRY', 'NADIA CHAUDHRY', 'AYESHA CHAUDHRY'])}\n"
            "Immigration, Refugees and Citizenship Canada\nCertificate # 1" + str(r.randint(1000000, 9999999)) +
            "\nEffective date: 2016-08-23  Ceremony: Mississauga\nOath of citizenship taken.")


def t_ircc(r, dt):
    return ("Immigration, Refugees and Citizenship Canada\nInvitation to take the citizenship test\nApplicant: Nadia "
            "Chaudhry  UCI 89-4417-2290\nTest: 2016-03-09, 10:00, 2 St Clair Ave E, Toronto\nBring: this letter, PR card, "
            "passports, two pieces of ID. Study guide: Discover Canada.")


def t_imm_notes(r, dt):
    return ("Immigration file - what we sent (2009-2011)\n- IELTS Tariq 7.0 (2009)\n- WES degree assessment, B.Com Punjab "
            "University\n- police certificates Pakistan and UAE (Dubai years)\n- medical at Lahore panel physician 2010\n"
            "- proof of funds $15,000 HBL letter\n- landing Apr 17 2011, first address Elmview Court\n"
            "Citizenship 2016 done. Hamza born here 2014. Rakh lo, sab original in blue file cabinet.")


def t_lease(r, dt):
    return ("Residential Tenancy Agreement (Standard Form of Lease) - Ontario\nLandlord: Elmview Towers Inc. c/o "
            "Parkvale Property Management\nTenants: Tariq Chaudhry, Nadia Chaudhry\nRental unit: " + OLD_ADDR +
            "\nTerm: 1 year from 2016-05-01, then monthly\nRent $1,640.00 per month, parking $40.00\nLast month's rent "
            "deposit $1,640.00")


def t_rent(r, dt):
    return (f"Parkvale Property Management - rent receipt\nUnit 1408, 35 Elmview Court\n{r.choice(['March', 'April', 'May'])} "
            f"2019 rent received $1,{r.choice(['684', '712'])}.00 incl. parking, cheque #{r.randint(100, 400)}\nTenant: T. Chaudhry")


def t_n9(r, dt):
    return ("Form N9 - Tenant's Notice to End the Tenancy\nTo landlord: Elmview Towers Inc.\nFrom tenants: Tariq Chaudhry, "
            f"Nadia Chaudhry\nAddress of rental unit: {OLD_ADDR}\nTermination date: August 31, 2019\nSigned June 24, 2019"
            "\nReason: purchased a home (not required to state).")


def t_deposit(r, dt):
    return ("Parkvale Property Management\nSeptember 20, 2019\nRe: move-out inspection Unit 1408, 35 Elmview Court\n"
            "Last month's rent deposit applied to August 2019. Interest on deposit $63.18 refunded by cheque. "
            "Carpet cleaning charge waived. Keys and fobs (3) returned.")


# --------------------------------------------------------------------------- Resources

RECIPES = {
    "Nihari (Shan masala + Ammi tips).txt": "Nihari - 1.5 kg beef shank (Iqbal Foods), Shan nihari masala 1 packet, 1/2 cup oil, "
    "atta 3 tbsp in water to thicken. Slow cook 6 hours or Instant Pot 75 min. Garnish adrak, hari mirch, lemon. Ammi: "
    "add bone marrow (nalli) and cook on very low flame.",
    "چکن بریانی.txt": "چکن بریانی\nچاول ۱ کلو (سیلا)، چکن ۱ کلو، دہی ۱ کپ، پیاز ۳، ٹماٹر ۳، بریانی مصالحہ\n"
    "Rice 70% boil, layer with chicken, zafran + kewra, dum 20 min on tawa.",
    "Haleem slow cooker.docx": "Haleem for 20 people (masjid potluck)\nWheat, barley, chana daal, masoor, moong, urad - soak "
    "overnight. Beef 2 kg with bones. Slow cooker 10 hours, ghotna. Tarka: fried onions, ginger julienne, mint, lemon.",
    "Daycare-friendly muffins.docx": "Banana oat muffins (nut-free)\n3 ripe bananas, 2 cups oats, 2 eggs, 1/3 cup milk, 1 tsp "
    "baking powder, cinnamon. 350F 18 min. Makes 18 mini muffins. Freeze well.",
    "Gajar ka halwa.txt": "Gajar ka halwa - 2 kg carrots grated, 1.5 L milk, 1 cup sugar, 1/2 cup ghee, khoya 200 g, "
    "elaichi, badam pista (not for daycare!). Cook milk down 1 hour.",
    "Chicken karahi - Coke Studio style lol.txt": "Karahi: 1 kg chicken, 4 tomatoes, 1/2 cup oil, ginger garlic paste, "
    "black pepper, green chilies, no onion. High heat 25 min. Finish with butter and coriander.",
}
BOOKS = [("Fortress of the Muslim (Hisn al-Muslim)", "Sa'id bin Ali al-Qahtani", "en", "Islam",
          "Supplications from the Quran and Sunnah for morning, evening, travel and sleep."),
         ("Dast-e-Saba", "Faiz Ahmed Faiz", "ur", "Books", "Selected poems of Faiz Ahmed Faiz in Urdu."),
         ("The Kite Runner", "Khaled Hosseini", "en", "Books", "A novel of friendship and betrayal in Kabul."),
         ("Rich Dad Poor Dad", "Robert T. Kiyosaki", "en", "Books", "What the rich teach their kids about money."),
         ("Peer-e-Kamil", "Umera Ahmed", "ur", "Books", "Urdu novel about faith and redemption."),
         ("Atomic Habits", "James Clear", "en", "Books", "Tiny changes, remarkable results.")]
SONGS = [("Tajdar-e-Haram", "Atif Aslam", "Coke Studio Season 8", "Music"),
         ("Afreen Afreen", "Rahat Fateh Ali Khan & Momina Mustehsan", "Coke Studio Season 9", "Music"),
         ("Pasoori", "Ali Sethi & Shae Gill", "Coke Studio Season 14", "Music"),
         ("Mast Qalandar", "Nusrat Fateh Ali Khan", "Mast Qalandar", "Music"),
         ("Dam Mast Qalandar", "Nusrat Fateh Ali Khan", "Live in London", "Music"),
         ("Tere Bin", "Atif Aslam", "Doorie", "Music"),
         ("Dil Dil Pakistan", "Vital Signs", "Vital Signs 1", "Music"),
         ("Kana Yaari", "Kaifi Khalil, Eva B, Abdul Wahab Bugti", "Coke Studio Season 14", "Music"),
         ("Surah Yaseen", "Mishary Rashid Alafasy", "The Holy Quran", "Islam"),
         ("Surah Ar-Rahman", "Abdul Basit Abdul Samad", "The Holy Quran", "Islam"),
         ("Surah Al-Mulk", "Mishary Rashid Alafasy", "The Holy Quran", "Islam"),
         ("Tu Kuja Man Kuja (naat)", "Junaid Jamshed", "Naats", "Islam")]


# --------------------------------------------------------------------------- build

def build(root: Path, seed: int = 14) -> list[Item]:
    from datetime import datetime, timezone
    r = random.Random(seed)
    items: list[Item] = []
    root = Path(root)

    def ago(y: int, mo: int, d: int) -> float:
        return (NOW - datetime(y, mo, d, 12, tzinfo=timezone.utc)).total_seconds() / DAY

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
    DC, FI, TX, HO, CA, HE, KS = "Daycare", "Finance", "Taxes", "Home", "Cars", "Health", "Kids' School"
    UN, RE, MO, TR, WO, IM = "University", "Real Estate Course", "Mosque", "Travel", "Work", "Immigration"

    # ------------------------------------------------------------ Documents/Little Stars Daycare (Areas)
    d = "Documents/Little Stars Daycare"
    for i, (f, l, p) in enumerate(KIDS):
        add(f"{d}/Contracts/Parent Agreement - {f} {l}.docx", A, DC, 95 + 70 * i, t_dc_contract)
    for mo, kid in [(1, 0), (1, 2), (2, 1), (3, 3), (4, 4), (4, 5), (5, 0), (5, 1)]:
        add(f"{d}/Invoices 2026/Invoice LS-2026-{mo:02d} {KIDS[kid][0]}.pdf", A, DC, ago(2026, mo, 28), t_dc_invoice)
    for mo, kid in [(9, 2), (10, 3), (11, 0), (12, 5)]:
        add(f"{d}/Invoices 2025/Invoice LS-2025-{mo:02d} {KIDS[kid][0]}.pdf", A, DC, ago(2025, mo, 28), t_dc_invoice)
    for age in (3, 10, 17, 38):
        add(f"{d}/Attendance/Attendance week {iso(NOW - timedelta(days=age + 4))}.xlsx", A, DC, age, t_dc_attendance)
    add(f"{d}/Attendance/CWELCC attendance May 2026.xlsx", A, DC, 1, t_dc_attendance)
    add(f"{d}/Inspections/Home visit Q1 2026.pdf", A, DC, ago(2026, 3, 12), t_dc_visit)
    add(f"{d}/Inspections/Home visit Q4 2025.pdf", A, DC, ago(2025, 12, 4), t_dc_visit)
    add(f"{d}/Inspections/Ministry licensing letter 2025.pdf", A, DC, ago(2025, 10, 20), t_dc_ministry)
    for age in (5, 26, 61):
        add(f"{d}/Food/Menu week of {iso(NOW - timedelta(days=age))}.docx", A, DC, age, t_dc_menu)
    add(f"{d}/Food/Grocery log 2026.xlsx", A, DC, 2, t_dc_grocery)
    add(f"{d}/Fire drill log.docx", A, DC, 28, t_dc_drill)
    for kid in (0, 1, 3):
        add(f"{d}/Receipts for parents/Child care receipt 2025 - {KIDS[kid][0]} {KIDS[kid][1]}.pdf", A, DC,
            ago(2026, 2, 10), t_dc_receipt)
    add(f"{d}/Business income 2025 for Saeed.xlsx", A, DC, ago(2026, 3, 20), t_dc_income)
    for age in (8, 44, 120):
        add(f"{d}/Emails/parent email {iso(NOW - timedelta(days=age))}.eml", A, DC, age, t_dc_parent_mail)
    add(f"{d}/Emails/Bright Path - quarterly visit.eml", A, DC, 72, t_dc_agency_mail)
    add(f"{d}/Nadia First Aid CPR-C certificate.pdf", A, DC, ago(2023, 8, 19), t_dc_cpr)
    add(f"{d}/waitlist Sept 2026.txt", A, DC, 11, t_dc_waitlist)
    add(f"{d}/Resources/How Does Learning Happen - summary.pdf", R, DC, 700, t_dc_learning)
    add(f"{d}/Resources/Canada Food Guide snapshot.pdf", R, DC, 820, t_dc_foodguide)
    add(f"{d}/Resources/craft ideas winter.docx", R, DC, 190,
        "Craft ideas - winter\n- paper plate snowman (cotton balls, glue sticks)\n- mitten matching game\n"
        "- salt dough ornaments for Eid and Christmas\n- ice painting outside with food colouring\n"
        "- handprint penguins. Buy at Michaels: googly eyes, felt, pipe cleaners.")
    for i, age in enumerate((14, 52, 160)):
        photo(f"Pictures/Daycare/craft table {i + 1}.jpg", A, DC, age)

    # ------------------------------------------------------------ Documents/Bank & Finance (Areas)
    d = "Documents/Bank & Finance"
    for y, mo in [(2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4), (2026, 5)]:
        add(f"{d}/RBC/RBC chequing {datetime(y, mo, 1):%b %Y}.pdf", A, FI, ago(y, mo, 28), t_bank)
    for y, mo in [(2026, 2), (2026, 3), (2026, 5)]:
        add(f"{d}/RBC/Mastercard {datetime(y, mo, 1):%b %Y}.pdf", A, FI, ago(y, mo, 22), t_visa)
    add(f"{d}/CCB/CCB notice July 2025.pdf", A, FI, ago(2025, 7, 18), t_ccb)
    add(f"{d}/CCB/CCB notice July 2024.pdf", A, FI, ago(2024, 7, 16), t_ccb)
    add(f"{d}/RESP/RESP statement 2025.pdf", A, FI, ago(2026, 1, 15), t_resp)
    add(f"{d}/RESP/RESP statement 2024.pdf", A, FI, ago(2025, 1, 14), t_resp)
    add(f"{d}/Budget 2026.xlsx", A, FI, 16, t_budget)
    add(f"{d}/Committee 2026.xlsx", A, FI, ago(2026, 1, 3), t_committee)
    add(f"{d}/زکوٰۃ 2026.txt", A, FI, ago(2026, 3, 12), t_zakat)
    add(f"{d}/Tangerine savings Apr 2026.pdf", A, FI, ago(2026, 4, 30), t_tangerine)

    # ------------------------------------------------------------ Documents/Tax (Areas)
    d = "Documents/Tax"
    for y, who in [(2021, "Tariq"), (2022, "Tariq"), (2023, "Tariq"), (2023, "Nadia"), (2024, "Tariq"), (2024, "Nadia"),
                   (2025, "Tariq"), (2025, "Nadia")]:
        add(f"{d}/{y}/NOA {who} {y}.pdf", A, TX, ago(y + 1, 5, 20 if who == "Tariq" else 27), t_noa)
    for y in (2022, 2023, 2024, 2025):
        add(f"{d}/{y}/T1 summary {y} - Saeed.pdf", A, TX, ago(y + 1, 4, 24), t_t1sum)
    for y in (2023, 2024, 2025):
        add(f"{d}/{y}/Uber tax summary {y}.pdf", A, TX, ago(y + 1, 2, 9), t_uber_tax)
    for y in (2024, 2025):
        add(f"{d}/{y}/GST-HST return {y}.pdf", A, TX, ago(y + 1, 4, 28), t_gst)
    add(f"{d}/2020/T4 Maplegate 2020.pdf", A, TX, ago(2021, 2, 26), t_t4)
    add(f"{d}/2025/RRSP receipt Nadia.pdf", A, TX, ago(2026, 2, 27), t_rrsp)
    add(f"{d}/2025/Masjid donation receipt 2025.pdf", A, TX, ago(2026, 2, 5), t_donation)
    add(f"{d}/2025/Saeed - documents needed.eml", A, TX, ago(2026, 2, 16), t_acct_mail)

    # ------------------------------------------------------------ Documents/House (Areas)
    d = "Documents/House"
    add(f"{d}/Mortgage/TD renewal notice 2026.pdf", A, HO, 24, t_mortgage)
    add(f"{d}/Mortgage/TD mortgage statement 2025.pdf", A, HO, ago(2026, 1, 20), lambda r, dt: (
        f"TD Canada Trust - Annual mortgage statement 2025\nMortgage # 8841-2207  {ADDR}\nPayments made: 12 x "
        f"$2,184.66 (monthly)\nPrincipal paid {m(r, 15000, 17000)}  Interest paid {m(r, 10000, 11500)}\n"
        f"Balance December 31, 2025: {m(r, 425000, 440000)}\nMaturity date 2026-09-01"))
    add(f"{d}/Property Tax/2025 final tax bill.pdf", A, HO, ago(2025, 6, 10), t_proptax)
    add(f"{d}/Property Tax/2026 interim tax bill.pdf", A, HO, ago(2026, 1, 25), t_proptax)
    for co, short, ages in [("Alectra Utilities", "Alectra", (12, 43, 74)), ("Enbridge Gas", "Enbridge", (9, 40, 130)),
                            ("Region of Peel - Water", "Peel water", (35, 126)), ("Rogers", "Rogers", (6, 37))]:
        for age in ages:
            add(f"{d}/Bills/{short} {(NOW - timedelta(days=age)):%b %Y}.pdf", A, HO, age, t_utility(co))
    add(f"{d}/Insurance/Aviva home renewal 2025.pdf", A, HO, ago(2025, 9, 1), t_home_ins)
    add(f"{d}/Reliance furnace service Oct 2025.pdf", A, HO, ago(2025, 10, 14), t_furnace)
    add(f"{d}/ghar ke kaam.txt", A, HO, 19, t_home_todo)
    photo(f"{d}/fence broken boards.jpg", A, HO, 21)

    # ------------------------------------------------------------ Documents/Cars (Areas)
    d = "Documents/Cars"
    add(f"{d}/Intact auto renewal 2025.pdf", A, CA, ago(2025, 11, 2), t_car_ins)
    for i, age in enumerate((33, 150, 290)):
        add(f"{d}/Camry service {iso(NOW - timedelta(days=age))}.pdf", A, CA, age, t_car_service)
    for age in (95, 410):
        add(f"{d}/Odyssey service {iso(NOW - timedelta(days=age))}.pdf", A, CA, age, t_car_service)
    add(f"{d}/ServiceOntario plate renewal Camry.pdf", A, CA, 240, t_car_reg)
    add(f"{d}/ServiceOntario plate renewal Odyssey.pdf", A, CA, 600, t_car_reg)
    add(f"{d}/407 ETR Apr 2026.pdf", A, CA, 40, t_407)
    add(f"{d}/407 ETR Jan 2026.pdf", A, CA, 130, t_407)
    add(f"{d}/Camry 2019 Owner's Manual.pdf", R, CA, 1500,
        "2019 Toyota Camry Hybrid Owner's Manual\nHybrid system overview, EV mode, regenerative braking. Maintenance: "
        "engine oil SAE 0W-16, tire pressure 35 psi front/rear. Warning lights and what to do. Jump starting the "
        "12-volt battery in the trunk.")

    # ------------------------------------------------------------ Documents/Uber (Areas Work)
    d = "Documents/Uber"
    for age in (2, 9, 16, 23, 30, 65):
        add(f"{d}/Weekly/Uber weekly {iso(NOW - timedelta(days=age))}.pdf", A, WO, age, t_uber_week)
    add(f"{d}/Mileage log 2026.xlsx", A, WO, 3, t_mileage)
    add(f"{d}/Vehicle inspection 2025.pdf", A, WO, ago(2025, 6, 20), t_inspection)
    add(f"{d}/Uber - inspection reminder.eml", A, WO, ago(2025, 6, 2), t_uber_mail)
    add(f"{d}/Uber trips April 2026.csv", A, WO, 29, t_uber_trips)

    # ------------------------------------------------------------ Documents/Health (Areas)
    d = "Documents/Health"
    add(f"{d}/CDCP letter Sun Life.pdf", A, HE, ago(2025, 4, 15), t_cdcp)
    for who, age in (("Hamza", 48), ("Ayesha", 48), ("Tariq", 230)):
        add(f"{d}/Dentist/Erin Mills Dental {who} {iso(NOW - timedelta(days=age))}.pdf", A, HE, age, t_dentist)
    add(f"{d}/LifeLabs Tariq HbA1c Mar 2026.pdf", A, HE, ago(2026, 3, 6), t_lab)
    add(f"{d}/LifeLabs Tariq Sep 2025.pdf", A, HE, ago(2025, 9, 11), t_lab)
    add(f"{d}/Shoppers receipt Ventolin.pdf", A, HE, 57, t_pharmacy)
    add(f"{d}/Shoppers receipt metformin.pdf", A, HE, 88, t_pharmacy)
    add(f"{d}/OHIP renewal Nadia.pdf", A, HE, 300, t_ohip)
    add(f"{d}/Hamza asthma action plan.docx", A, HE, ago(2025, 9, 2), t_asthma)
    add(f"{d}/Eye exam Ayesha 2025.pdf", A, HE, ago(2025, 8, 14), t_eye)
    add(f"{d}/Eye exam Hamza 2025.pdf", A, HE, ago(2025, 8, 14), t_eye)
    add(f"{d}/Prediabetes - Diabetes Canada.pdf", R, HE, 260, t_health_leaflet)

    # ------------------------------------------------------------ Documents/School (Areas Kids' School)
    d = "Documents/School - Hamza"
    add(f"{d}/Report card Nov 2025 progress.pdf", A, KS, ago(2025, 11, 20), t_report)
    add(f"{d}/Report card Feb 2026.pdf", A, KS, ago(2026, 2, 18), t_report)
    add(f"{d}/Report card June 2025 grade 6.pdf", A, KS, ago(2025, 6, 26), t_report)
    add(f"{d}/Permission form Crawford Lake.pdf", A, KS, 58, t_permission)
    add(f"{d}/Permission form Camp Kawartha.pdf", A, KS, 30, t_permission)
    add(f"{d}/Ms Bhatt - missing assignments.eml", A, KS, 66, t_teacher_mail)
    add(f"{d}/Newsletter May 2026.pdf", A, KS, 31, t_newsletter)
    add(f"{d}/Newsletter March 2026.pdf", A, KS, 92, t_newsletter)
    d = "Documents/School - Ayesha"
    add(f"{d}/Grade 12 report card sem 1.pdf", A, KS, ago(2026, 2, 12), t_hs_report)
    add(f"{d}/Grade 12 midterm sem 2.pdf", A, KS, ago(2026, 4, 22), t_hs_report)
    add(f"{d}/Community hours log.xlsx", A, KS, ago(2025, 10, 2), t_hours)

    # ------------------------------------------------------------ Documents/Ayesha University 2026 (Projects)
    d = "Documents/Ayesha University 2026"
    add(f"{d}/OUAC 101 confirmation.pdf", P, UN, ago(2026, 1, 10), t_ouac)
    add(f"{d}/Offers/UTM offer Life Sciences.pdf", P, UN, ago(2026, 3, 4), lambda r, dt: t_offer(r, dt, 0))
    add(f"{d}/Offers/McMaster offer.pdf", P, UN, ago(2026, 4, 9), lambda r, dt: t_offer(r, dt, 1))
    add(f"{d}/Offers/York offer Kinesiology.pdf", P, UN, ago(2026, 2, 24), lambda r, dt: t_offer(r, dt, 3))
    add(f"{d}/Scholarship essay draft 3.docx", P, UN, 12, t_essay)
    add(f"{d}/Scholarships list.xlsx", P, UN, 7, t_scholarships)
    add(f"{d}/OSAP 2026-27 summary.pdf", P, UN, 18, t_osap)
    add(f"{d}/Residence application confirmation.pdf", P, UN, 27, t_residence)
    add(f"{d}/Reference request Mr Ferreira.eml", P, UN, 34, t_ref_mail)
    add(f"{d}/uni decision notes.txt", P, UN, 5, t_uni_notes)
    add(f"{d}/McMaster supplementary draft.docx", P, UN, ago(2026, 1, 28), t_supp)
    add(f"{d}/Transcript sent to OUAC.pdf", P, UN, ago(2026, 2, 14), t_hs_report)

    # ------------------------------------------------------------ Documents/Real Estate Course (Projects)
    d = "Documents/Real Estate Course"
    add(f"{d}/Humber enrolment confirmation.pdf", P, RE, ago(2025, 4, 8), t_re_enrol)
    add(f"{d}/Course 1 exam result.pdf", P, RE, ago(2025, 9, 22), t_re_result)
    add(f"{d}/Course 2 exam result.pdf", P, RE, ago(2026, 2, 19), t_re_result)
    add(f"{d}/Course 3 exam booking June 18.pdf", P, RE, 20, t_re_booking)
    add(f"{d}/notes course 3.docx", P, RE, 1, t_re_notes)
    add(f"{d}/Practice quiz 1.docx", P, RE, 15, t_re_quiz)
    add(f"{d}/Practice quiz 2.docx", P, RE, 4, t_re_quiz)
    for ch, age in ((3, 70), (5, 52), (7, 38), (9, 22)):
        add(f"{d}/Course 3 readings/Chapter {ch}.pdf", P, RE, age, t_re_chapter)
    add(f"{d}/Receipts/Humber receipt Course 2.pdf", P, RE, ago(2025, 10, 1), t_re_fee)
    add(f"{d}/Receipts/Humber receipt Course 3.pdf", P, RE, ago(2026, 2, 25), t_re_fee)
    add(f"{d}/Imran Qadri - Homelink.eml", P, RE, 9, t_re_broker)

    # ------------------------------------------------------------ Documents/Masjid Volunteer (Areas; Ramadan drive Archive)
    d = "Documents/Masjid Volunteer"
    add(f"{d}/Jummah roster May-June.xlsx", A, MO, 27, t_roster)
    add(f"{d}/Jummah roster Mar-Apr.xlsx", A, MO, 88, t_roster)
    add(f"{d}/Eid volunteers meeting.eml", A, MO, ago(2026, 5, 21), t_mosque_mail)
    add(f"{d}/Ramadan volunteers Feb.eml", A, MO, ago(2026, 2, 10), t_mosque_mail)
    add(f"{d}/Committee notes Jan 2026.docx", A, MO, ago(2026, 1, 8), t_mosque_minutes)
    add(f"{d}/Committee notes Apr 2026.docx", A, MO, ago(2026, 4, 2), t_mosque_minutes)
    add(f"{d}/Ramadan Food Drive 2026/Final report.pdf", X, MO, ago(2026, 3, 28), t_ramadan)
    add(f"{d}/Ramadan Food Drive 2026/Hamper contents.xlsx", X, MO, ago(2026, 2, 14),
        "Item;Qty per hamper;Supplier\nBasmati rice 10 lb;1;Iqbal Foods\nCooking oil 3 L;1;Costco\nAtta 10 lb;1;Iqbal Foods\n"
        "Daal masoor 2 lb;2;Iqbal Foods\nDates 1 kg;1;Al-Madina\nSugar 2 kg;1;Costco\nTea Tapal 450 g;1;Iqbal Foods\n"
        "Chickpeas cans;4;No Frills\nRooh Afza;1;Iqbal Foods")
    add(f"{d}/Ramadan Food Drive 2026/Saturday pickup schedule.docx", X, MO, ago(2026, 2, 16),
        "Ramadan Food Drive 2026 - Saturday pickup van\nFeb 21, Feb 28, Mar 7, Mar 14: Tariq C (Odyssey) + Yusuf\n"
        "Pickup from Costco Heartland 9 am, Iqbal Foods 10:30 am, deliver to masjid basement.\nContact Br. Faisal 416-555-0172")

    # ------------------------------------------------------------ Documents/Maplegate (old job) (Archive Work)
    d = "Documents/Maplegate (old job)"
    for y, mo, dd in [(2020, 9, 18), (2020, 12, 11), (2021, 1, 22), (2021, 3, 26)]:
        add(f"{d}/Pay stubs/paystub {y}-{mo:02d}-{dd:02d}.pdf", X, WO, ago(y, mo, dd), t_paystub)
    add(f"{d}/ROE Maplegate.pdf", X, WO, ago(2021, 4, 6), t_roe)
    add(f"{d}/resignation letter.docx", X, WO, ago(2021, 3, 12), t_resign)
    add(f"{d}/WSIB decision 2019.pdf", X, WO, ago(2019, 4, 2), t_wsib)
    add(f"{d}/Forklift card.pdf", X, WO, ago(2018, 5, 20), t_forklift)

    # ------------------------------------------------------------ Documents/Immigration (Archive)
    d = "Documents/Immigration"
    add(f"{d}/COPR Tariq.pdf", X, IM, 1650, t_copr)
    for who, age in (("Tariq", 1600), ("Nadia", 1600), ("Ayesha", 1598)):
        add(f"{d}/Citizenship certificate {who}.pdf", X, IM, age,
            lambda r, dt, w=who: t_citizen(r, dt, {"Tariq": "TARIQ MAHMOOD CHAUDHRY", "Nadia": "NADIA CHAUDHRY",
                                                   "Ayesha": "AYESHA CHAUDHRY"}[w]))
    add(f"{d}/Citizenship test invitation Nadia 2016.pdf", X, IM, 1640, t_ircc)
    add(f"{d}/what we sent - immigration file.txt", X, IM, 1700, t_imm_notes)

    # ------------------------------------------------------------ Documents/Lahore Shadi Dec 2024 (Archive Travel)
    d = "Documents/Lahore Shadi Dec 2024"
    add(f"{d}/Qatar Airways e-ticket.pdf", X, TR, ago(2024, 9, 3), t_ticket)
    add(f"{d}/تحفوں کی فہرست.docx", X, TR, ago(2024, 11, 25), t_gifts)
    add(f"{d}/Trip budget.xlsx", X, TR, ago(2025, 1, 9), t_wed_budget)
    add(f"{d}/NICOP receipt Nadia.pdf", X, TR, ago(2024, 9, 28), t_nicop)
    add(f"{d}/Bilal - shadi dates.eml", X, TR, ago(2024, 10, 6), t_wed_mail)
    for i, (dd, hh) in enumerate([(19, 1), (19, 2), (21, 1), (21, 2), (21, 3), (22, 1), (27, 1), (30, 1)]):
        photo(f"Pictures/Lahore Shadi 2024/IMG_202412{dd:02d}_{20 + hh}{i}1{i}4.jpg", X, TR, ago(2024, 12, dd))
    photo("Pictures/Lahore Shadi 2024/mehndi group.HEIC", X, TR, ago(2024, 12, 19))

    # ------------------------------------------------------------ Documents/Umrah 2026 (Projects Travel)
    add("Documents/Umrah 2026/Al-Safa Travels quote.pdf", P, TR, 39, t_umrah_quote)
    add("Documents/Umrah 2026/Umrah checklist.txt", P, TR, 10, t_umrah_plan)

    # ------------------------------------------------------------ Documents/Old Apartment Elmview (Archive Home)
    d = "Documents/Old Apartment Elmview"
    add(f"{d}/Lease 2016 Elmview.pdf", X, HO, 2500, t_lease)
    add(f"{d}/Rent receipt March 2019.pdf", X, HO, ago(2019, 3, 2), t_rent)
    add(f"{d}/Rent receipt May 2019.pdf", X, HO, ago(2019, 5, 2), t_rent)
    add(f"{d}/N9 notice to landlord.pdf", X, HO, ago(2019, 6, 24), t_n9)
    add(f"{d}/Deposit interest letter.pdf", X, HO, ago(2019, 9, 20), t_deposit)

    # ------------------------------------------------------------ Resources: recipes, ebooks, Islam
    for i, (name, text) in enumerate(RECIPES.items()):
        add(f"Documents/Recipes/{name}", R, "Cooking", 100 + 170 * i, text)
    for title, author, lang, topic, para in BOOKS:
        add(f"Documents/eBooks/{title}.epub", R, topic, r.randint(200, 1400), _epub(title, author, lang, para))
    add("Documents/Islamic/Morning and evening duas.pdf", R, "Islam", 640,
        "Morning and evening adhkar\nAyat al-Kursi (2:255) after each prayer\nSurah Al-Ikhlas, Al-Falaq, An-Nas x3 "
        "morning and evening\nSayyid al-Istighfar\nDua before travel: Subhanalladhi sakhkhara lana hadha...")
    add("Documents/Islamic/Ramadan timetable 2026 Mississauga.pdf", R, "Islam", ago(2026, 2, 10),
        "Ramadan 1447 / 2026 timetable - Mississauga\nFeb 18: Sehri ends 5:47, Iftar 5:58\nMar 1: Sehri 5:30, Iftar 6:13\n"
        "Mar 19: Sehri 5:59 (DST), Iftar 7:35\nHanafi Asr times. Printed courtesy of Masjid Al-Noor.")

    # ------------------------------------------------------------ Documents/Scans and loose files (hard)
    d = "Documents/Scans"
    for i, (fn, b, tp, age) in enumerate([(t_copr, X, IM, 900), (t_paystub, X, WO, 900), (t_rent, X, HO, 880),
                                          (t_proptax, A, HO, 330), (t_dc_receipt, A, DC, 470), (t_donation, A, TX, 95),
                                          (t_n9, X, HO, 860), (t_eye, A, HE, 200), (t_ouac, P, UN, 140)], 1):
        add(f"{d}/scan_{i:04d}.pdf", b, tp, age, fn, True)
    add("Documents/Untitled.docx", X, WO, 1900, t_resign, True)
    add("Documents/Document.docx", A, DC, 300, t_dc_contract, True)
    add("Documents/New Microsoft Word Document.docx", X, TR, 560, t_gifts, True)
    add("Documents/Book2.xlsx", P, UN, 60, t_scholarships, True)
    add("Documents/notes.txt", A, HO, 26, t_home_todo, True)

    # ------------------------------------------------------------ Downloads (dump)
    d = "Downloads"
    for fn, (t, b, tp, age) in {
        "document.pdf": (t_ccb, A, FI, 9), "document (1).pdf": (t_offer, P, UN, 80), "document (2).pdf": (t_noa, A, TX, 30),
        "document (3).pdf": (t_re_result, P, RE, 100), "document (4).pdf": (t_dc_ministry, A, DC, 200),
        "document (5).pdf": (t_cdcp, A, HE, 150), "document (6).pdf": (t_proptax, A, HO, 60),
        "document (7).pdf": (t_osap, P, UN, 20), "document (8).pdf": (t_gst, A, TX, 85), "document (9).pdf": (t_407, A, CA, 44),
        "document (10).pdf": (t_ramadan, X, MO, 70), "download.pdf": (t_uber_tax, A, TX, 70),
        "download (1).pdf": (t_resp, A, FI, 120), "download (2).pdf": (t_ticket, X, TR, 560),
        "download (3).pdf": (t_rrsp, A, TX, 95), "file.pdf": (t_car_ins, A, CA, 190), "receipt (1).pdf": (t_re_fee, P, RE, 45),
        "form.pdf": (t_permission, A, KS, 25), "letter.pdf": (t_ircc, X, IM, 400), "export.csv": (t_bank_csv, A, FI, 12),
        "export (1).csv": (t_uber_trips, A, WO, 33), "report.pdf": (t_lab, A, HE, 40),
        "view.pdf": (t_utility("Alectra Utilities"), A, HO, 15), "GetDocument.pdf": (t_mortgage, A, HO, 18),
        "attachment.pdf": (t_dc_contract, A, DC, 240), "attachment (1).pdf": (t_wsib, X, WO, 300),
        "Untitled document.docx": (t_essay, P, UN, 50), "print.pdf": (t_umrah_quote, P, TR, 22),
    }.items():
        add(f"{d}/{fn}", b, tp, age, t, True)
    for fn, age in (("ChromeSetup.exe", 410), ("ZoomInstaller.exe", 230), ("HPSmart_Setup_x64.exe", 380),
                    ("WhatsApp Installer.exe", 150), ("vlc-3.0.21-win64.exe", 300), ("StudioTax2025_Setup.exe", 60)):
        add(f"{d}/{fn}", R, "Software", age, _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 2000))
    add(f"{d}/Humber_RE_Course3_Study_Guide.pdf", P, RE, 74, t_re_chapter)
    add(f"{d}/OUAC_Applicant_Guide_2026.pdf", P, UN, 240,
        "OUAC 101 Applicant Guide 2026 - for Ontario secondary school students\nApply by January 15, 2026 for equal "
        "consideration. Response deadline for offers: June 1, 2026. Supplementary applications are submitted directly "
        "to universities.")
    add(f"{d}/Canadas_Food_Guide_kids.pdf", R, DC, 330, t_dc_foodguide)
    add(f"{d}/Surah Al-Kahf - Mishary.mp3", R, "Islam", 180, _id3(r, "Surah Al-Kahf", "Mishary Rashid Alafasy", "The Holy Quran"))
    add(f"{d}/Windows10Upgrade.zip", R, "Software", 520, _zip([("readme.txt", "Windows 10 Update Assistant")]))
    add(f"{d}/OSAP_Parent_Declaration_2026.pdf.crdownload", L, "System", 3, _blob(r, b"%PDF-1.7\n", 600))
    add(f"{d}/Unconfirmed 412233.crdownload", L, "System", 41, _blob(r, b"MZ\x90\x00", 800))
    add(f"{d}/Coke Studio S15 playlist.zip.part", L, "System", 120, _blob(r, b"PK\x03\x04", 700))

    # ------------------------------------------------------------ Desktop (dump)
    d = "Desktop"
    for fn, (t, b, tp, age) in {
        "scan0001.pdf": (t_dc_visit, A, DC, 65), "scan0002.pdf": (t_report, A, KS, 110), "scan0003.pdf": (t_roe, X, WO, 500),
        "scan0004.pdf": (t_citizen, X, IM, 500), "scan0005.pdf": (t_dentist, A, HE, 35), "scan0006.pdf": (t_hs_report, A, KS, 130),
        "New Text Document.txt": (t_re_notes, P, RE, 6), "New Text Document (2).txt": (t_umrah_plan, P, TR, 14),
        "New Text Document (3).txt": (t_zakat, A, FI, 75), "Document1.docx": (t_mosque_minutes, A, MO, 40),
        "Book1.xlsx": (t_dc_grocery, A, DC, 10), "Doc1.docx": (t_supp, P, UN, 130), "notes.txt": (t_uni_notes, P, UN, 4),
        "New Microsoft Excel Worksheet.xlsx": (t_roster, A, MO, 20),
    }.items():
        add(f"{d}/{fn}", b, tp, age, t, True)
    add(f"{d}/Hamza science fair ideas.docx", A, KS, 47,
        "Hamza - science fair (Ridgewood, grade 7)\nIdeas: 1. which paper towel absorbs most 2. plant growth with "
        "music 3. homemade water filter (sand, charcoal)\nBoard from Dollarama, due May 15.")
    add(f"{d}/Screenshot 2026-05-21 093112.png", R, "Photos", 11, "")
    add(f"{d}/Screenshot 2026-04-02 221540.png", R, "Photos", 60, "")
    add(f"{d}/desktop.ini", L, "System", 700, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\n")
    add(f"{d}/~$cument1.docx", L, "System", 1, b"\x0cTariq Chaudhry" + b"\x00" * 40)

    # ------------------------------------------------------------ 2025 dump folder
    d = "2025"
    for fn, (t, b, tp, age) in {
        "IMG_20250114_0001.pdf": (t_dc_receipt, A, DC, ago(2025, 1, 14)), "IMG_20250207_0002.pdf": (t_t4, A, TX, ago(2025, 2, 7)),
        "IMG_20250302_0001.pdf": (t_t1sum, A, TX, ago(2025, 3, 2)), "IMG_20250412_0001.pdf": (t_car_service, A, CA, ago(2025, 4, 12)),
        "IMG_20250519_0003.pdf": (t_ohip, A, HE, ago(2025, 5, 19)), "IMG_20250603_0001.pdf": (t_permission, A, KS, ago(2025, 6, 3)),
        "IMG_20250822_0001.pdf": (t_dc_cpr, A, DC, ago(2025, 8, 22)), "IMG_20251104_0002.pdf": (t_deposit, X, HO, ago(2025, 11, 4)),
        "IMG_20251119_0001.pdf": (t_re_result, P, RE, ago(2025, 11, 19)), "IMG_20251210_0001.pdf": (t_asthma, A, HE, ago(2025, 12, 10)),
        "Scanned Document.pdf": (t_nicop, X, TR, 420), "Scanned Document 2.pdf": (t_lease, X, HO, 440),
        "WhatsApp Document 2025-04-10 at 9.12.44 PM.pdf": (t_re_enrol, P, RE, ago(2025, 4, 10)),
        "WhatsApp Document 2025-09-03 at 11.02.17 AM.pdf": (t_home_ins, A, HO, ago(2025, 9, 3)),
        "export.csv": (t_mileage, A, WO, 200), "new 1.txt": (t_committee, A, FI, 300),
        "Document 2025-08-22.docx": (t_hours, A, KS, ago(2025, 8, 22)), "Book1.xlsx": (t_wed_budget, X, TR, 480),
        "WhatsApp Document 2025-06-30 at 4.40.02 PM.pdf": (t_dc_visit, A, DC, ago(2025, 6, 30)),
    }.items():
        add(f"{d}/{fn}", b, tp, age, t, True)
    for i, (mo, dd) in enumerate([(3, 30), (3, 31), (6, 6), (6, 7), (8, 16), (10, 25)]):
        photo(f"{d}/WhatsApp Image 2025-{mo:02d}-{dd:02d} at {10 + i}.{12 + i * 7}.0{i}.jpeg", R, "Photos", ago(2025, mo, dd))
    photo(f"{d}/Eid ul Adha 2025 family.jpg", R, "Photos", ago(2025, 6, 7))

    # ------------------------------------------------------------ Pictures, Music
    for i in range(10):
        age = 8 + i * 37 + r.randint(0, 20)
        photo(f"Pictures/Camera Roll/IMG_{(NOW - timedelta(days=age)):%Y%m%d}_{r.randint(100000, 235959)}.jpg", R, "Photos", age)
    for i, age in enumerate((30, 31, 250)):
        photo(f"Pictures/Camera Roll/IMG_{(NOW - timedelta(days=age)):%Y%m%d}_{150000 + i * 1111}.HEIC", R, "Photos", age)
    for i, age in enumerate((3, 22, 90, 160)):
        photo(f"Pictures/Screenshots/Screenshot ({i + 1}).png", R, "Photos", age)
    for i in range(3):
        photo(f"Pictures/Eid 2026/Eid ul Fitr {i + 1}.jpg", R, "Photos", ago(2026, 3, 20))
    photo("Pictures/Hamza grade 6 graduation.jpg", R, "Photos", ago(2025, 6, 25))
    for title, artist, album, topic in SONGS:
        folder = "Music/Quran & Naat" if topic == "Islam" else f"Music/{artist.split(' &')[0].split(',')[0]}"
        add(f"{folder}/{title}.mp3", R, topic, r.randint(300, 2200), _id3(r, title, artist, album))

    # ------------------------------------------------------------ Phone Backup - Galaxy S9 2021 (Archive Backup)
    d = "Phone Backup - Galaxy S9 2021"
    bk = ago(2021, 11, 6)
    for i in range(8):
        dd = datetime(2021, 1, 1) + timedelta(days=r.randint(0, 300))
        photo(f"{d}/DCIM/Camera/{dd:%Y%m%d}_{r.randint(80000, 215959):06d}.jpg", X, "Backup", bk)
    add(f"{d}/Contacts.vcf", X, "Backup", bk, "BEGIN:VCARD\nVERSION:3.0\nFN:Ammi Lahore\nTEL:+92 300 4417 221\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Kevin Maplegate\nTEL:+1 905 555 0110\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\n"
        "FN:Saeed Tax\nTEL:+1 905 555 0187\nEND:VCARD\n")
    add(f"{d}/sms-20211106.xml", X, "Backup", bk, '<?xml version="1.0"?>\n<smses count="3">\n<sms address="+19055550110" '
        'body="Tariq your last shift is Friday, come get your ROE papers" />\n<sms address="+923004417221" '
        'body="Beta kab aa rahe ho Pakistan?" />\n<sms address="32665" body="Your Uber code is 4471" />\n</smses>\n')
    add(f"{d}/calllog-20211106.xml", X, "Backup", bk, '<?xml version="1.0"?>\n<calls count="2">\n<call number="+19055550187" '
        'duration="312" />\n<call number="+923004417221" duration="1840" />\n</calls>\n')
    add(f"{d}/WhatsApp/Media/WhatsApp Documents/Maplegate schedule March.pdf", X, "Backup", bk,
        "Maplegate Logistics - Outbound night shift schedule March 2021\nTariq C: Mon-Thu 22:00-08:30\nLast week before "
        "resignation: cover by Jaspreet")
    add(f"{d}/WhatsApp/Media/WhatsApp Voice Notes/PTT-20210914-WA0007.opus", X, "Backup", bk, _blob(r, b"OggS\x00\x02", 900))
    photo(f"{d}/WhatsApp/Media/WhatsApp Images/IMG-20210822-WA0011.jpg", X, "Backup", bk)

    # ------------------------------------------------------------ Left / system, dot files
    add("Pictures/Thumbs.db", L, "System", 40, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add("Pictures/Camera Roll/desktop.ini", L, "System", 900, "[.ShellClassInfo]\nIconResource=C:\\Windows\\system32\\imageres.dll,-3\n")
    add("Documents/Ayesha University 2026/~$holarship essay draft 3.docx", L, "System", 12, b"\x06Ayesha" + b"\x00" * 50)
    add("Documents/Real Estate Course/~$tes course 3.docx", L, "System", 1, b"\x0eTariq Chaudhry" + b"\x00" * 40)
    dot(f"{d}/DCIM/.thumbnails/.nomedia", b"", bk)
    dot("Pictures/.picasa.ini", b"[Contacts2]\n", 800)
    return items
