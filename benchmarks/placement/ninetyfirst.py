"""A ninety-first unseen labelled corpus: Kristen Hollister's Windows laptop, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the benchmark
runners or any placement output, and no git command was run. What was read: ``unseen.py``'s module docstring
(lines 1-60), its helpers (lines 60-220: ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``,
``_id3``, ``_blob`` and its Swedish name lists) and the start of its ``build()`` (lines 1296-1360: the write /
encode / add / dot / photo helpers, and the first few ``add`` calls of its practice section); ``corpus.py``
lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and its ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``,
``_money``, ``_docx``, ``HEIC_HEAD`` and ``_png``. Read by accident beyond that list: ``blind.py`` was printed as
whole ranges, lines 60-120 (so also its imports, ``__all__``, ``DAY``, and the name lists ``SURNAMES`` /
``FIRST`` and ``_person`` that follow ``HEIC_HEAD``) and lines 1315-1345 (so also the last six lines of its
``build()``: ``put`` calls writing a ``Thumbs.db`` and two ``.DS_Store`` files labelled Left/System, and
``return items``); and a directory listing of ``benchmarks/placement/`` (file names only). None of it shaped
the labels below.

The person: Kristen Hollister, 39, of Millbrook, a small town in Wayne County, Ohio. Since August 2020 she
has been the office manager of Cedar Ridge Family Dentistry (Dr. Alan Whitcomb DDS and Dr. Priya Natarajan
DMD): she runs the biweekly payroll through ClearPay, follows up insurance claims and denials, writes the
staff and hygiene schedules, orders supplies and keeps the HR and OSHA paperwork, and the office files live on
her home laptop too. Before that she worked eleven years at Tri-County Savings Bank (teller, then branch
operations supervisor); that job ended in June 2020 (she still banks there). On the side she makes soy candles
as Sycamore Lane Candle Co.: an Etsy shop plus craft fairs, with an Ohio vendor's license, semiannual sales-tax
returns, supply orders and booth applications. Her divorce from Derek Hollister was final in September 2022;
they share parenting of Madison "Maddie" (14, finishing 8th grade, plays for the Wayne County Wildcats 14U
travel softball team) and Owen (9, 3rd grade at Eastview Elementary, on an IEP for a specific learning
disability in reading plus speech services), with a week-on/week-off schedule and child support paid by Derek
through the Wayne County CSEA. As of NOW (2026-06-01) she is refinancing the house at 418 Sycamore Lane
(closing in June), having the kitchen remodelled by Troyer Custom Remodeling, planning a week in a rental
house at Kill Devil Hills on the Outer Banks (July 11-18, 2026), running the Wildcats' "Summer Slam"
tournament fundraiser (June 20-21, 2026), and studying for the Certified Medical Office Manager (CMOM) exam
in July. Finished: the divorce (2022), the bank job (2020), past trips (Myrtle Beach 2022, Cedar Point 2023,
Gatlinburg 2024, a Nashville girls' weekend 2025) and her 2023 craft-fair season, kept as its own folder.

The machine: a Windows 11 laptop bought in 2021, user folder ``Kristen``: ``Downloads/`` (everything the
browser and Outlook ever saved: ``document (3).pdf``, ``download.pdf``, ``GetDocument.pdf``, installers,
ebooks, half-finished ``.crdownload`` files), ``Desktop/`` (``New Text Document.txt``, ``Doc1.docx``,
``Book1.xlsx``), ``Documents/`` half organised (``Cedar Ridge/``, ``CMOM Exam/``, ``Tri-County Bank (old job)/``,
``Candles/``, ``Money/``, ``Taxes/``, ``Bills/``, ``House/``, ``Manuals/``, ``Kitchen Remodel/``,
``Refi 2026/``, ``Car/``, ``Health/``, ``Kids/``, ``Divorce/``, ``Outer Banks 2026/``, ``Trips/``,
``Recipes/``, ``Scanned Documents/`` from the printer's scan button, a ``2024/`` and a ``2025/`` folder where
a year's loose files were swept, and loose ``Document.docx`` files), ``Pictures/`` (``Camera Roll``,
``Screenshots``, ``Saved Pictures``, an iPhone import, trip, softball, kitchen and candle pictures), ``Music/``,
``Videos/``, ``OneDrive/`` (the shared fundraiser folder and Outlook's ``Attachments``), and ``Old HP Laptop/``
-- the copy of her previous laptop made in 2021. US English throughout, dollars, US dates.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  refinance (loan estimates, rate lock, appraisal, title, payoff, lender checklist) -- topic Finance; the
  kitchen remodel (quotes, contract, change orders, invoices, countertop and appliance orders, budget,
  progress photos, layout drawings) -- topic Home; the Outer Banks trip of July 2026 (rental, tickets,
  charter, budget, packing, itinerary, screenshots of the listing) -- topic Travel; the Wildcats Summer Slam
  fundraiser she runs (sponsors, budget, concessions, raffle, volunteers, field rental, flyer) -- topic
  Sports; the CMOM exam (registration, handbook, study notes, flashcards, practice-test scores) -- topic Work.
- **Areas**: ongoing responsibilities, whatever the document's age: household money -- budget, bank and card
  statements, income taxes, the current mortgage, retirement savings (Finance); the dental office job --
  payroll, claims and appeals, schedules, supply orders, HR, OSHA, her current resume (Work); the candle
  business -- Etsy and fair sales, supplies, sales tax, vendor license, booth applications, the Etsy 1099-K,
  product photos for listings, and fair records of 2024-2025 (Candles); the family's health, insurance EOBs,
  orthodontics, HSA, sports physicals (Health); the house -- utilities, property tax, homeowners policy,
  repairs, deed (Home); the car -- registration, insurance, service, loan payoff (Car); the children's school
  and Owen's IEP (School); the children's sports outside the fundraiser -- team fees, schedules, uniforms,
  tournament hotels, tryouts, Owen's baseball (Sports); co-parenting -- the shared parenting plan, the
  support order and payments, the parenting-time calendar, letters with Derek about schedules and expenses
  (Custody).
- **Resources**: reference and interests by subject: dental coding and claim-form reference (Work);
  candle-making charts, her fragrance blends and wick-test notes (Candles); appliance manuals (Home); the car's
  owner's manual (Car); health reading (Health); parent guides on dyslexia and IEPs (School); softball drills
  (Sports); recipes (Cooking); ebooks (Books) -- except a candle-making book (Candles) and a dyslexia
  handbook for parents (School); music (Music); installers (Software); photos, videos and screenshots
  (Photos) -- except pictures that document a project, a business or a finished season (kitchen progress,
  the fundraiser flyer, the rental listing, Etsy product shots, the 2023 booth), which take that bucket and
  topic, and those inside the old-laptop copy.
- **Archive**: finished projects and ended responsibilities: the divorce proceedings -- decree, separation
  agreement, mediation, affidavit, attorney invoices (Custody); the Tri-County Savings Bank job, its reviews,
  training, resignation, 401(k) rollover and the 2020 resume (Work); past trips (Travel); the 2023 craft-fair
  season (Candles); the whole ``Old HP Laptop/`` copy, whatever is in it (Backup), except its system files.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.xlsx``) and system
  files (``desktop.ini``, ``Thumbs.db``, also inside the old-laptop copy) -- topic System. Dot files are not
  written.

Topics are subjects (the refinance is ``Finance`` like the budget; the fundraiser is ``Sports`` like the team
fees; the CMOM exam is ``Work`` like the payroll). ``hard`` marks a file whose name *and* folder say nothing
about its subject (``Downloads/document (3).pdf``, ``Desktop/New Text Document.txt``,
``Documents/Scanned Documents/scan0004.pdf``, ``OneDrive/Attachments/Document.pdf``, ``Documents/2024/Book3.xlsx``):
only the text inside can place it. Images are never hard, and nothing inside ``Old HP Laptop/`` is hard (the
folder says what it is). Dates are relative to ``corpus.NOW``.
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


def _us(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _mdy(dt: datetime) -> str:
    return f"{dt:%m/%d/%Y}"


def _usd(v: float) -> str:
    return f"${v:,.2f}"



def _ago(days: float) -> datetime:
    return NOW - timedelta(days=days)


def _plus(dt: datetime, days: int) -> datetime:
    return dt + timedelta(days=days)


FIRST = ["Amanda", "Brian", "Crystal", "Dustin", "Heather", "Josh", "Kelly", "Lori", "Mark", "Nicole", "Ryan",
         "Stacy", "Travis", "Wendy", "Cody", "Megan", "Tyler", "Brittany", "Shawn", "Rachel", "Gary", "Denise"]
LAST = ["Miller", "Yoder", "Troyer", "Hershberger", "Stutzman", "Schlabach", "Weaver", "Mast", "Hochstetler",
        "Zimmerman", "Baker", "Ramsey", "Snyder", "Gerber", "Lehman", "Sprang", "Kline", "Fenstermaker", "Oberlin",
        "Wengerd", "Hartman", "Shultz"]

ME = "Kristen Hollister"
ADDR = "418 Sycamore Lane, Millbrook, OH 44690"
EX = "Derek Hollister"
EX_ADDR = "2250 Cleveland Rd, Apt 4B, Wooster, OH 44691"
OFFICE = ("Cedar Ridge Family Dentistry\n1220 N. Main Street, Millbrook, OH 44690\n"
          "Phone (330) 555-0148  Fax (330) 555-0149")
STAFF = [("Becky Sturgill", "Hygienist (RDH)", 42.50), ("Alyssa Moreno", "Hygienist (RDH)", 40.00),
         ("Jen Kaufman", "Hygienist (RDH)", 38.75), ("Tiffany Roush", "Dental Assistant (EFDA)", 24.50),
         ("Kayla Brenneman", "Dental Assistant", 20.75), ("Carla Minnick", "Front Desk / Scheduling", 19.25),
         ("Dana Wiles", "Insurance Coordinator", 21.00), ("Kristen Hollister", "Office Manager", 29.80)]
CARRIERS = ["Keystone Dental Benefits", "Unity Dental PPO", "Buckeye Benefit Plans", "MetroGuard Dental",
            "Lakeland Health Plan Dental"]
PROCS = [("D0120", "Periodic oral evaluation", 62), ("D1110", "Prophylaxis - adult", 105),
         ("D0274", "Bitewings - four radiographs", 78), ("D2740", "Crown - porcelain/ceramic", 1195),
         ("D2392", "Resin composite - two surfaces, posterior", 235), ("D4341", ("Periodontal scaling and root "
         "planing - four or more teeth per quadrant"), 265), ("D4910", "Periodontal maintenance", 145),
         ("D2950", "Core buildup, including any pins", 285), ("D3330", "Endodontic therapy, molar", 1150),
         ("D0220", "Periapical - first radiographic image", 34), ("D1206", ("Topical application of fluoride "
         "varnish"), 48), ("D7140", "Extraction, erupted tooth or exposed root", 210)]
CANDLE = "Sycamore Lane Candle Co."
CANDLE_HEAD = ("Sycamore Lane Candle Co.\nKristen Hollister, owner\n418 Sycamore Lane, Millbrook, OH 44690\n"
               "etsy.com/shop/SycamoreLaneCandleCo  |  sycamorelanecandles@gmail.com")
SCENTS = ["Lavender Fields", "Autumn Harvest", "Sea Salt & Orchid", "Cinnamon Stick", "Farmhouse Kitchen",
          "Mahogany & Teakwood", "Sweet Pea", "Fresh Cut Christmas Tree", "Lemon Pound Cake", "Amish Country Porch",
          "Pumpkin Spice Latte", "Cozy Flannel"]
SIZES = [("8 oz amber jar", 16.00), ("12 oz amber jar", 22.00), ("4 oz travel tin", 9.00),
         ("16 oz two-wick tumbler", 30.00), ("wax melt clamshell", 6.00)]
CONTRACTOR = ("Troyer Custom Remodeling LLC\n6840 Kidron Road, Kidron, OH 44636\n(330) 555-0192  "
              "nate@troyerremodeling.com\nOhio contractor reg. WC-41872")
LENDER = ("Heartland Community Credit Union", "Jessica Pruitt", "NMLS 1487732", "(330) 555-0177")
LENDER2 = ("Summit Ridge Mortgage", "Brandon Kolb", "NMLS 2210458", "(330) 555-0163")
LOAN_OLD = "Lakeshore Home Loans, loan no. 0048817263"
VIN = "2GNAXSEV4J6172934"
PLATE = "JKT 4821"
SCHOOL = "Millbrook City Schools"
TEAM = "Wayne County Wildcats 14U"
RENTAL = "Sandbar Vacation Rentals, 1512 S. Croatan Hwy, Kill Devil Hills, NC 27948"


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(LAST)}"



# --------------------------------------------------------------------------- Work: dental office (Areas)


def t_payroll_register(r: random.Random, dt: datetime) -> str:
    end = _plus(dt, -5)
    start = _plus(end, -13)
    lines = ["Cedar Ridge Family Dentistry - Payroll Register (ClearPay client 60418)",
             f"Pay period {_mdy(start)} - {_mdy(end)},Check date {_mdy(dt)}",
             "Employee,Position,Rate,Reg Hrs,OT Hrs,Gross,Fed WH,OH WH,Millbrook 1.75%,Soc Sec,Medicare,401k,Net"]
    tot = 0.0
    for name, pos, rate in STAFF:
        reg = 80.0 if "Manager" in pos else round(r.choice([64, 68, 72, 76, 80]) - r.choice([0, 0, 4, 8]), 2)
        ot = round(r.choice([0, 0, 0, 1.5, 2.25, 3.0]), 2) if "Hygienist" not in pos else 0.0
        gross = round(rate * reg + rate * 1.5 * ot, 2)
        fed, st, city = round(gross * 0.094, 2), round(gross * 0.024, 2), round(gross * 0.0175, 2)
        ss, med = round(gross * 0.062, 2), round(gross * 0.0145, 2)
        k = round(gross * r.choice([0, 0.03, 0.04, 0.05]), 2)
        net = round(gross - fed - st - city - ss - med - k, 2)
        tot += gross
        lines.append(f"{name},{pos},{rate:.2f},{reg:.2f},{ot:.2f},{gross:.2f},{fed:.2f},{st:.2f},{city:.2f},"
                     f"{ss:.2f},{med:.2f},{k:.2f},{net:.2f}")
    lines.append(f"TOTAL,,,,,{tot:.2f},,,,,,,")
    lines.append("Employer taxes: FICA match; FUTA 0.6%; Ohio SUI 2.7% (wage base $9,000)")
    return "\n".join(lines) + "\n"


def t_payroll_checklist(r: random.Random, dt: datetime) -> str:
    return ("PAYROLL CHECKLIST - Cedar Ridge Family Dentistry (biweekly, paid Fridays)\n\n"
            "MONDAY after period ends\n"
            "1. Pull timecard report from the time clock (Reports > Pay Period Summary). Check missed punches.\n"
            "2. Text anyone with a missing punch - needs Dr. Whitcomb's initials on the correction form.\n"
            "3. Hygiene production bonus: pull hygiene production by provider for the period, bonus = 3% over goal.\n"
            "TUESDAY by noon\n"
            "4. Enter hours, PTO and bonuses in ClearPay. PTO accrues 2.31 hrs per 80 hrs worked (full-time only).\n"
            "5. New hires: W-4, IT-4, Millbrook city form, I-9, direct deposit form scanned to HR folder.\n"
            "WEDNESDAY by 2:00 pm\n"
            "6. Preview payroll register. Compare gross to last period - anything over $500 different, find out why.\n"
            "7. Submit. ClearPay debits the operating account Thursday, direct deposits land Friday.\n"
            "AFTER\n"
            "8. Save register PDF and CSV to Cedar Ridge > Payroll. Update PTO balances sheet.\n"
            "9. Quarter end: check 941, Ohio IT-941 and the RITA/city withholding filings show up in ClearPay.\n"
            "10. 401k deferrals upload to the plan portal within 3 business days.\n")


def t_pto_balances(r: random.Random, dt: datetime) -> str:
    rows = ["PTO balances as of " + _mdy(dt) + ";;;;", "Employee;Hire date;Accrued YTD;Used YTD;Balance (hrs)"]
    for name, _pos, _rate in STAFF:
        acc = round(r.uniform(20, 45), 2)
        used = round(r.uniform(0, acc), 2)
        rows.append(f"{name};{r.randint(1, 12):02d}/{r.randint(1, 28):02d}/{r.randint(2012, 2025)};{acc};{used};"
                    f"{round(acc - used + r.uniform(0, 30), 2)}")
    return "\n".join(rows)


AR_STATUS = ["pending", "resubmitted", "need narrative", "called - in process", "denied - appeal"]
HYG_NOTES = ["", "Becky vacation Thu-Fri", "school checkups - extra kids appts", "Jen CE course Fri"]


def t_aging(r: random.Random, dt: datetime) -> str:
    rows = [f"Insurance AR Aging - as of {_mdy(dt)};;;;;;;;",
            "Carrier;Patient;DOS;Code;Billed;0-30;31-60;61-90;Status"]
    for _ in range(r.randint(12, 18)):
        code, _desc, fee = r.choice(PROCS)
        dos = _plus(dt, -r.randint(5, 120))
        age = (dt - dos).days
        cols = ["", "", ""]
        cols[min(2, age // 31)] = f"{fee:.2f}"
        rows.append(f"{r.choice(CARRIERS)};{_person(r)};{_mdy(dos)};{code};{fee:.2f};{';'.join(cols)};"
                    f"{r.choice(AR_STATUS)}")
    return "\n".join(rows)


def t_appeal(r: random.Random, dt: datetime) -> str:
    pat = _person(r)
    carrier = r.choice(CARRIERS[:4])
    code, desc, fee = r.choice([p for p in PROCS if p[0] in ("D4341", "D2740", "D3330", "D2950")])
    return (f"{OFFICE}\n\n{_us(dt)}\n\n{carrier}\nAttn: Claims Appeals\nP.O. Box {r.randint(1000, 9999)}\n"
            f"Columbus, OH 43216\n\nRE: Request for reconsideration\nPatient: {pat}\n"
            f"Subscriber ID: {r.choice('KUBM')}{r.randint(10000000, 99999999)}\n"
            f"Claim number: {r.randint(2026000000, 2026999999)}\nDate of service: "
            f"{_mdy(_plus(dt, -r.randint(20, 70)))}\n"
            f"Procedure: {code} {desc}, fee {_usd(fee)}\n\nTo whom it may concern,\n\n"
            f"We are requesting reconsideration of the denial of procedure {code} for the patient above. The EOB "
            "states the service was denied as 'not supported by documentation'. Enclosed please find the "
            "periodontal charting showing pocket depths of 5-6 mm with bleeding on probing, current radiographs, "
            "intraoral photographs and Dr. Whitcomb's clinical narrative.\n\nThe treatment was medically necessary "
            "and meets your plan's published criteria. Please review the attached records and reprocess the claim."
            "\n\nIf you need anything further please contact me directly at (330) 555-0148 ext. 2.\n\nSincerely,\n\n"
            "Kristen Hollister\nOffice Manager\nCedar Ridge Family Dentistry\n\nEnclosures: perio chart, FMX, "
            "narrative, copy of EOB\n")


def t_dental_eob(r: random.Random, dt: datetime) -> str:
    carrier = r.choice(CARRIERS[:4])
    lines = [f"{carrier}", "PROVIDER EXPLANATION OF BENEFITS", "Payee: Cedar Ridge Family Dentistry  TIN ***4471",
             f"Payment date: {_mdy(dt)}  EFT trace: {r.randint(100000000, 999999999)}", "",
             "Patient  Claim  DOS  Code  Submitted  Allowed  Plan paid  Patient resp  Remark"]
    total = 0.0
    for _ in range(r.randint(4, 8)):
        code, _d2, fee = r.choice(PROCS)
        allowed = round(fee * r.uniform(0.62, 0.85), 2)
        pct = 1.0 if code in ("D0120", "D1110", "D0274", "D1206", "D0220") else r.choice([0.8, 0.5, 0.0])
        paid = round(allowed * pct, 2)
        total += paid
        remark = "N130 frequency limitation" if pct == 0 else ("" if pct == 1 else f"{int(pct * 100)}% coinsurance")
        lines.append(f"{_person(r)}  {r.randint(6000000, 6999999)}  {_mdy(_plus(dt, -r.randint(14, 45)))}  {code}  "
                     f"{_usd(fee)}  {_usd(allowed)}  {_usd(paid)}  {_usd(allowed - paid)}  {remark}")
    lines += ["", f"Total paid this EFT: {_usd(total)}",
              ("Remark N130: Consult plan benefit documents for frequency limits. Appeals must be received within "
              "180 days of this notice.")]
    return "\n".join(lines)


OUTCOMES = ["reprocessing 10-14 days", "needs x-rays - sent via portal", "paid 5/2 - check lost",
            "COB - other ins primary", "waiting on narrative from Dr W", "timely filing - write off?"]


def t_claims_followup(r: random.Random, dt: datetime) -> str:
    rows = ["Claims follow-up list;;;;;", "Date called;Carrier;Patient;Claim #;Rep / ref #;Outcome"]
    for i in range(r.randint(8, 12)):
        rows.append(f"{_mdy(_plus(dt, -i * 2))};{r.choice(CARRIERS)};{_person(r)};{r.randint(6000000, 6999999)};"
                    f"{r.choice(FIRST)} ref {r.randint(10000, 99999)};{r.choice(OUTCOMES)}")
    return "\n".join(rows)


def t_narrative_template(r: random.Random, dt: datetime) -> str:
    return ("NARRATIVE TEMPLATE - copy into claim attachment\n\n"
            "SRP (D4341/D4342): Patient presents with generalized/localized moderate chronic periodontitis. "
            "Probing depths of __ to __ mm with bleeding on probing in quadrant(s) __. Radiographic bone loss noted "
            "on teeth #__. Scaling and root planing completed under local anesthesia. Re-evaluation in 4-6 weeks.\n\n"
            "CROWN (D2740): Tooth #__ presents with fractured cusp / large failing restoration involving more than "
            "50% of the clinical crown. Recurrent decay noted under existing amalgam. Tooth is non-restorable with a "
            "direct restoration. Pre-op radiograph and intraoral photo attached.\n\n"
            "CORE BUILDUP (D2950): Insufficient tooth structure remaining to retain the crown after removal of decay.\n"
            "\nAlways attach: pre-op PA or BWX, perio chart dated within 12 months, intraoral photo.\n")


def t_staff_schedule(r: random.Random, dt: datetime) -> str:
    month = _plus(dt, 10)
    rows = [f"Cedar Ridge Family Dentistry - Staff Schedule {month:%B %Y};;;;;",
            "Name;Mon;Tue;Wed;Thu;Fri"]
    for name, pos, _rate in STAFF:
        days = []
        for d in range(5):
            if d == 4 and "Hygienist" in pos and r.random() < 0.5:
                days.append("off")
            elif d == 4:
                days.append("7:30-1:00")
            else:
                days.append(r.choice(["7:30-4:00", "8:00-5:00", "7:00-3:30", "10:00-7:00"]))
        rows.append(f"{name} ({pos});{';'.join(days)}")
    rows.append("Doctors;Dr W all day;Dr N all day;Dr W am / Dr N pm;Dr W all day;Dr N (every other)")
    rows.append("Notes;Late night Wed till 7 - rotate front desk;Office closed Fri 7/3;;;")
    return "\n".join(rows)


def t_hyg_schedule(r: random.Random, dt: datetime) -> str:
    rows = ["Hygiene schedule - summer (June-August);;;;", "Week of;Op 1;Op 2;Op 3;Notes"]
    for w in range(12):
        wk = _plus(dt, 7 * w + 7)
        rows.append(f"{_mdy(wk)};Becky;{r.choice(['Alyssa', 'Jen'])};{r.choice(['Jen', 'open - temp?', 'Alyssa'])};"
                    f"{r.choice(HYG_NOTES)}")
    return "\n".join(rows)


def t_timeoff(r: random.Random, dt: datetime) -> str:
    rows = ["2026 time off calendar;;;", "Employee;Dates;Type;Approved"]
    for name, _pos, _rate in STAFF:
        for _ in range(r.randint(1, 2)):
            s = _plus(dt, r.randint(-90, 150))
            rows.append(f"{name};{_mdy(s)}-{_mdy(_plus(s, r.randint(0, 4)))};"
                        f"{r.choice(['PTO', 'PTO', 'unpaid', 'CE'])};"
                        f"{r.choice(['yes - AW', 'yes', 'pending'])}")
    return "\n".join(rows)


DENTAL_SUPPLIES = [("Nitrile exam gloves, size S, 200/bx", 14.99), ("Nitrile exam gloves, size M, 200/bx", 14.99),
                   ("Level 3 ear-loop masks, 50/bx", 11.49), ("Prophy paste, mint medium, 200/bx", 38.95),
                   ("Fluoride varnish 5% NaF, 50 unit dose", 54.00), ("Patient bibs, 2-ply blue, 500/cs", 29.99),
                   ("Saliva ejectors, 100/bg", 6.25), ("Sterilization pouches 3.5x9, 200/bx", 13.75),
                   ("CaviWipes surface disinfectant, 160 ct", 12.89), ("Composite A2 syringe 4g", 46.50),
                   ("Articaine 4% 1:100k, 50 cartridges", 62.00), ("Air/water syringe tips, 250/bg", 34.00)]


def t_supply_order(r: random.Random, dt: datetime) -> str:
    lines = ["Midwest Dental Supply", "ORDER CONFIRMATION", f"Order #{r.randint(20000, 29999)}  Date {_mdy(dt)}",
             "Ship to: Cedar Ridge Family Dentistry, 1220 N. Main Street, Millbrook, OH 44690",
             "Account 88-41720  Ordered by: Kristen Hollister", "", "Qty  Item  Unit  Ext"]
    tot = 0.0
    for item, price in r.sample(DENTAL_SUPPLIES, r.randint(5, 8)):
        q = r.randint(1, 10)
        tot += q * price
        lines.append(f"{q}  {item}  {_usd(price)}  {_usd(q * price)}")
    lines += ["", f"Subtotal {_usd(tot)}  Shipping FREE over $250  Total {_usd(tot)}",
              "Backordered items ship when available. Questions: your rep Shelly, (800) 555-0119."]
    return "\n".join(lines)


def t_supply_order_xlsx(r: random.Random, dt: datetime) -> str:
    rows = [f"Supply order {dt:%B %Y};;;", "Item;On hand;Par;Order qty"]
    for item, _p in DENTAL_SUPPLIES:
        par = r.randint(4, 20)
        oh = r.randint(0, par)
        rows.append(f"{item};{oh};{par};{par - oh}")
    return "\n".join(rows)


def t_gloves_eml(r: random.Random, dt: datetime) -> str:
    return (f"From: Shelly Aukerman <saukerman@midwestdentalsupply.com>\nTo: Kristen Hollister "
            f"<office@cedarridgedental.com>\n"
            f"Date: {dt:%a, %d %b %Y} 10:14:22 -0400\nSubject: RE: order {r.randint(20000, 29999)} - small gloves\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\nHi Kristen,\n\n"
            "The size small nitrile gloves are on manufacturer backorder again, ETA is 3-4 weeks. I can sub the "
            "Sempercare smalls at $16.49/bx, same thickness. Want me to ship 6 boxes of those so the girls don't "
            "run out? Everything else on the order shipped today, tracking to follow.\n\nThanks!\nShelly\n"
            "Midwest Dental Supply | Territory Rep, NE Ohio\n")


def t_supply_quote(r: random.Random, dt: datetime) -> str:
    return (f"Lakeview Dental Equipment & Supply\nQUOTATION Q-{r.randint(4000, 4999)}  {_mdy(dt)}\n"
            "Prepared for: Cedar Ridge Family Dentistry, attn. Kristen Hollister\n\n"
            f"1  Statim 5000 G4 cassette autoclave  {_usd(r.uniform(7800, 8600))}\n"
            f"1  Installation and staff in-service  {_usd(250)}\n"
            f"1  Trade-in credit: Midmark M11 (2014)  -{_usd(r.uniform(600, 900))}\n\n"
            "Quote valid 30 days. Lease option: 36 months at $0 down available through DentaLease.\n")


def t_handbook(r: random.Random, dt: datetime) -> str:
    return ("CEDAR RIDGE FAMILY DENTISTRY\nEMPLOYEE HANDBOOK - 2026 DRAFT (KH edits in progress)\n\n"
            "1. Office hours. Monday-Thursday 7:30 am - 5:00 pm, Wednesday until 7:00 pm, Friday 7:30 am - 1:00 pm.\n"
            "2. Attendance. Call the office manager at least two hours before your shift if you will be absent. "
            "Three unexcused tardies in a quarter result in a written warning.\n"
            "3. Paid time off. Full-time employees accrue PTO each pay period (60 hrs/yr years 1-3, 80 hrs/yr after "
            "year 3). Requests go on the time off calendar at least 30 days ahead. Blackout: the week of school "
            "checkups in August.\n"
            "4. Holidays. New Year's Day, Memorial Day, July 4, Labor Day, Thanksgiving and the day after, "
            "Christmas Eve (half), Christmas Day.\n"
            "5. Dress code. Scrubs in the office color of the month; closed-toe shoes; no acrylic nails in clinical "
            "areas (OSHA/CDC infection control).\n"
            "6. Confidentiality. All patient information is protected under HIPAA. Never discuss patients outside "
            "the office or on social media.\n"
            "7. Continuing education. The practice pays up to $400/yr of CE for licensed staff (RDH, EFDA).\n"
            "8. Uniform allowance, 401(k) match (3% safe harbor), dental benefits for employee and family.\n")


def t_new_hire(r: random.Random, dt: datetime) -> str:
    return ("NEW HIRE CHECKLIST\n\nBefore day 1: offer letter signed, background check, copy of license/EFDA "
            "certificate, CPR card, hep B vaccine record or declination.\n"
            "Day 1 paperwork: W-4, Ohio IT-4, Millbrook municipal withholding form, I-9 with ID, direct deposit, "
            "emergency contact, handbook acknowledgement, HIPAA confidentiality agreement.\n"
            "Week 1: OSHA bloodborne pathogens training, hazard communication/SDS binder walk-through, "
            "sterilization area tour, practice software login and security role, badge for alarm system.\n"
            "Day 30: 401(k) eligibility notice, scrubs order. Day 90: review with Dr. Whitcomb and Kristen.\n")


def t_osha_signin(r: random.Random, dt: datetime) -> str:
    names = "\n".join(f"{n}  {p}  ______________" for n, p, _ in STAFF)
    return (f"Cedar Ridge Family Dentistry\nANNUAL OSHA TRAINING - SIGN-IN SHEET\nDate: {_mdy(dt)}  "
            "Trainer: Kristen Hollister (Office Manager)\nTopics: Bloodborne Pathogens Standard 29 CFR 1910.1030, "
            "exposure control plan, sharps injury log, Hazard Communication / GHS labels and SDS, fire extinguisher "
            "locations, eyewash station check.\n\nName  Position  Signature\n" + names + "\n")


def t_job_posting(r: random.Random, dt: datetime) -> str:
    return ("NOW HIRING: Dental Assistant - Cedar Ridge Family Dentistry, Millbrook OH\n\n"
            "Full-time, Monday-Friday, no weekends. We are a friendly two-doctor family practice looking for a "
            "dental assistant to join our team. EFDA a plus but we will train the right person. Radiography "
            "certificate required (Ohio). Pay $19-$25/hr depending on experience, paid holidays, PTO, 401(k) with "
            "match, free dental care for you and your family, scrub allowance.\n\n"
            "Send resume to office@cedarridgedental.com or drop off at 1220 N. Main St. Attn: Kristen.\n")


def t_staff_meeting(r: random.Random, dt: datetime) -> str:
    return (f"Staff meeting {_mdy(dt)} - notes (KH)\n\nPresent: Dr. Whitcomb, Dr. Natarajan, Becky, Alyssa, Jen, "
            "Tiffany, Kayla, Carla, Dana, Kristen\n\n"
            "1. Schedule: too many open hygiene slots on Mondays. Carla to run the recall list every Thursday.\n"
            "2. Insurance: Keystone now requires perio charts with every SRP claim. Dana will attach them.\n"
            "3. New autoclave quote from Lakeview - Dr W wants to wait until after July.\n"
            "4. Summer hours: Fridays closed July 3 and August 28. PTO requests by June 15.\n"
            "5. Reminder: masks and eyewear in the sterilization area at all times (OSHA).\n"
            "6. Dr N's new patient special promo in the Millbrook Gazette in June.\n")


def t_staff_memo(r: random.Random, dt: datetime) -> str:
    return ("MEMO\nTo: All staff\nFrom: Kristen\nRe: Summer hours and July 4th week\n\n"
            "Starting Monday June 8 the office will open at 7:00 am on Tuesdays and Thursdays so Dr. Natarajan can "
            "see early hygiene checks before the kids' summer camps. Hygienists, your first patient will be 7:00. "
            "The office is CLOSED Friday July 3. Payroll for that week will still be deposited Thursday July 2.\n\n"
            "Please put any summer PTO on the time off calendar by June 15 - no more than two clinical staff off "
            "on the same day. Temp hygienist from DentalTemps is booked for the week of July 13.\n\nThanks, Kristen\n")


def t_timeclock_export(r: random.Random, dt: datetime) -> str:
    lines = ["EmployeeID,Name,Date,In,Out,Lunch,Hours,Dept"]
    for i, (name, pos, _rate) in enumerate(STAFF[:7]):
        for d in range(5):
            day = _plus(dt, -dt.weekday() - 14 + d)
            h_in = r.choice(["07:26", "07:29", "07:31", "07:58", "09:56"])
            h_out = r.choice(["16:02", "16:05", "17:01", "15:34"])
            lines.append(f"{1040 + i},{name},{_mdy(day)},{h_in},{h_out},0:30,{r.choice([7.5, 8.0, 8.25, 7.75])},"
                         f"{'HYG' if 'Hyg' in pos else ('CLIN' if 'Assist' in pos else 'FRONT')}")
    lines.append("# Cedar Ridge Family Dentistry - time clock export for payroll")
    return "\n".join(lines) + "\n"


def t_fax_appeal_response(r: random.Random, dt: datetime) -> str:
    return (f"FAX  {_mdy(dt)} 14:22  FROM: 614-555-0100  TO: 330-555-0149  P. 1/1\n\n"
            "Unity Dental PPO - Appeals Unit\n\nCedar Ridge Family Dentistry\nAttn: Kristen Hollister\n\n"
            f"RE: Appeal {r.randint(100000, 999999)} - Patient {_person(r)} - DOS {_mdy(_plus(dt, -60))}\n\n"
            "We have completed our review of your request for reconsideration of procedure D2740 (crown, tooth #19). "
            "Based on the additional radiographs and the dentist's narrative, the original decision has been "
            "OVERTURNED. The claim will be reprocessed and payment issued at the plan's 50% major services level "
            "within 15 business days. The patient's annual maximum will be applied.\n\n"
            "This notice is for the provider's records. Unity Dental PPO, P.O. Box 18820, Columbus, OH 43218\n")


def t_ui_notice(r: random.Random, dt: datetime) -> str:
    return ("Ohio Department of Job and Family Services\nOffice of Unemployment Insurance Operations\n"
            "EMPLOYER'S CONTRIBUTION RATE NOTICE\n\n"
            f"Employer: WHITCOMB DENTAL LLC DBA CEDAR RIDGE FAMILY DENTISTRY\nEmployer account no. "
            f"{r.randint(1000000, 9999999)}"
            f"\nRate year: {dt.year + 1}\n\nYour contribution rate for calendar year {dt.year + 1} is 1.9%, which "
            "includes the mutualized rate of 0.5%. The taxable wage base is $9,000 per employee.\n"
            "Computation: average annual payroll (3 yrs) $412,660; reserve balance $18,204.55; reserve ratio 4.4%.\n"
            "If you believe this rate is incorrect you may request reconsideration within 30 days of the mailing date."
            "\nFile quarterly reports and pay contributions through the Employer Resource Information Center (ERIC).\n")


def t_backorder_notice(r: random.Random, dt: datetime) -> str:
    return (f"Midwest Dental Supply - BACKORDER NOTICE\n{_mdy(dt)}\n\nCustomer: Cedar Ridge Family Dentistry "
            f"(acct 88-41720)\nOriginal order {r.randint(20000, 29999)}\n\n"
            "The following items could not be shipped and remain on backorder:\n"
            "6  Nitrile exam gloves, size S, 200/bx  est. ship 3-4 weeks\n"
            "2  Fluoride varnish 5% NaF, 50 unit dose  est. ship 10 days\n\n"
            "You will not be charged until the items ship. To cancel a backordered line call customer care.\n")


def t_job_desc(r: random.Random, dt: datetime) -> str:
    return ("JOB DESCRIPTION - Treatment Coordinator / Front Office\n\nReports to: Office Manager\n"
            "Cedar Ridge Family Dentistry\n\nResponsibilities:\n- Present treatment plans and fees to patients after "
            "the doctor's exam; explain insurance estimates and financing (CareCredit).\n"
            "- Pre-authorize crowns, bridges, implants and perio with insurance; follow up on pending pre-auths.\n"
            "- Schedule multi-visit treatment and confirm appointments 48 hours ahead.\n"
            "- Collect patient portions at checkout; post payments; run the daily deposit.\n"
            "Qualifications: two years dental front office experience; knowledge of CDT codes and EOBs.\n"
            "Pay range: $18.50 - $22.00 per hour. Full-time with benefits.\n")


def t_osha_cert(r: random.Random, dt: datetime) -> str:
    return (f"CERTIFICATE OF COMPLETION\n\nThis certifies that\nKristen Hollister\nCedar Ridge Family Dentistry\n"
            f"has completed\nOSHA Compliance for the Dental Office: Bloodborne Pathogens and Hazard Communication\n"
            f"(2.0 CE hours)\non {_us(dt)}\n\nOhio Dental Association Continuing Education\n"
            "Course ID ODA-OSHA-24-07  Instructor: Marcy Feltner, RDH, MS\n")


def t_resume(r: random.Random, dt: datetime) -> str:
    cur = dt.year >= 2026
    body = (f"KRISTEN HOLLISTER\n{ADDR}  |  (330) 555-0126  |  khollister86@gmail.com\n\n")
    if cur:
        body += ("OFFICE MANAGER - Cedar Ridge Family Dentistry, Millbrook OH  (Aug 2020 - present)\n"
                 "- Manage front office, clinical scheduling and HR for a two-doctor practice with 10 staff\n"
                 "- Run biweekly payroll (ClearPay), PTO tracking, quarterly tax filings review\n"
                 "- Reduced insurance AR over 90 days from $41k to $12k through weekly follow-up and appeals\n"
                 "- Annual OSHA and HIPAA training; vendor and supply management\n"
                 "- Certified Medical Office Manager (CMOM) - exam July 2026\n\n")
    if dt.year < 2016:
        body += "HEAD TELLER / TELLER - Tri-County Savings Bank, Millbrook OH  (2009 - present)\n\n"
    else:
        body += ("BRANCH OPERATIONS SUPERVISOR - Tri-County Savings Bank, Millbrook OH  (2016 - 2020)\n"
                 "- Supervised 6 tellers, cash management, vault and ATM balancing, BSA/AML reporting\n"
                 "HEAD TELLER / TELLER - Tri-County Savings Bank  (2009 - 2016)\n\n")
    body += ("EDUCATION\nAssociate of Applied Business, Accounting - Wayne College (The University of Akron), 2008\n"
             "Millbrook High School, 2005\n\nSKILLS: QuickBooks, Excel, " + ("Dentrix, payroll, " if cur else "cash "
             "handling, ") + "customer service\n")
    return body


# --------------------------------------------------------------------------- Work: references and CMOM exam


def t_cdt_changes(r: random.Random, dt: datetime) -> str:
    return ("CDT 2026 - Summary of Code Changes for Dental Offices\n\nEffective January 1, 2026.\n"
            "New codes: additional codes for caries risk assessment documentation, teledentistry synchronous and "
            "asynchronous encounters, and several implant services.\nRevised: nomenclature of periodontal "
            "maintenance and of the topical fluoride codes clarified.\nDeleted: a handful of rarely used codes.\n"
            "Reminder: claims with dates of service on or after January 1 must use the current CDT version. Update "
            "your fee schedule and practice software code list before the first claim of the year.\n")


def t_ada_form(r: random.Random, dt: datetime) -> str:
    return ("ADA American Dental Association Dental Claim Form (2024)\nHEADER INFORMATION\n1. Type of Transaction: "
            "Statement of Actual Services / Request for Predetermination/Preauthorization\n2. Predetermination/"
            "Preauthorization Number\nINSURANCE COMPANY/DENTAL BENEFIT PLAN INFORMATION\n3. Company/Plan Name, "
            "Address, City, State, Zip Code\nOTHER COVERAGE 4. Dental? Medical?\nPOLICYHOLDER/SUBSCRIBER INFORMATION"
            "\nPATIENT INFORMATION\nRECORD OF SERVICES PROVIDED 24. Procedure Date 25. Area of Oral Cavity 26. Tooth "
            "System 27. Tooth Number(s) 28. Tooth Surface 29. Procedure Code 31. Fee\nMISSING TEETH INFORMATION\n"
            "BILLING DENTIST OR DENTAL ENTITY 48-52A  TREATING DENTIST 53-58\n")


def t_dental_terms(r: random.Random, dt: datetime) -> str:
    return ("Front Office Cheat Sheet - dental terms and insurance\n\nMOD / DO / MO: tooth surfaces (mesial, "
            "occlusal, distal). Teeth 1-32 adult, A-T primary.\nBWX = bitewings, FMX = full mouth series, PA = "
            "periapical, Pano = panoramic.\nSRP = scaling and root planing (D4341/D4342), perio maint D4910.\n"
            "Frequency: most plans pay prophy 2x per calendar year or 1 per 6 months; BWX 1x/yr; FMX/pano 1 per 5 yrs."
            "\nWaiting periods: basic 6 months, major 12 months on many individual plans.\nMissing tooth clause, "
            "downgrades (posterior composites paid as amalgam), LEAT.\nCOB: birthday rule for children - the parent "
            "whose birthday comes first in the year is primary.\n")


def t_cmom_plan(r: random.Random, dt: datetime) -> str:
    return ("CMOM STUDY PLAN - exam Saturday July 18, 2026 (Practice Management Institute, proctored online)\n\n"
            "Goal: 1 hour a night Mon-Thu after the kids are in bed, 2 hours Sunday morning.\n"
            "Wk 1-2  Ch 1-3: Role of the office manager, HR & employment law (FLSA, FMLA, ADA), hiring/firing\n"
            "Wk 3-4  Ch 4-5: Financial management - budgets, AR, collections, accounts payable, internal controls\n"
            "Wk 5    Ch 6: Compliance - HIPAA privacy & security, OSHA, CLIA, fraud & abuse (Stark, Anti-Kickback)\n"
            "Wk 6    Ch 7: Coding & billing overview - CPT/ICD-10/HCPCS, claim cycle, denials\n"
            "Wk 7    Ch 8-9: Patient flow, scheduling, marketing, technology/EHR\n"
            "Wk 8    Practice tests 1-3, review weak chapters. Flashcards every day at lunch.\n"
            "Pass = 70%. 100 multiple choice questions, 2.5 hours. Bring photo ID, webcam check 30 min before.\n")


def t_flashcards(r: random.Random, dt: datetime) -> str:
    cards = [("FLSA", "Fair Labor Standards Act - minimum wage, overtime after 40 hrs/week for non-exempt staff"),
             ("FMLA applies to", "employers with 50+ employees within 75 miles; 12 weeks unpaid job-protected leave"),
             ("HIPAA breach notice", "notify individuals without unreasonable delay, no later than 60 days"),
             ("Stark Law", "physician self-referral ban for designated health services"),
             (("Anti-Kickback "
              "Statute"), "criminal law - no remuneration to induce referrals of federal program patients"),
             ("Days in AR goal", "under 40 days; AR over 90 days should be < 15%"),
             ("Clean claim rate target", "95% or higher"),
             ("Form I-9", "within 3 business days of hire; keep 3 yrs after hire or 1 yr after termination"),
             ("OSHA BBP training", "at hire and annually; records kept 3 years"),
             ("ICD-10-CM", "diagnosis codes; CPT = procedures (AMA); HCPCS Level II = supplies, DME"),
             ("Exempt employee", "salary basis + salary level + duties test"),
             ("Embezzlement red flag", "same person posts payments, makes deposits and reconciles")]
    return "term,definition,chapter\n" + "\n".join(f'"{a}","{b}",{r.randint(1, 7)}' for a, b in cards) + "\n"


def t_practice_results(r: random.Random, dt: datetime) -> str:
    lines = ["Practice Management Institute - CMOM Online Practice Exam", "Candidate: Kristen Hollister",
             f"Attempt date: {_mdy(dt)}", f"Score: {r.randint(64, 86)}% (passing score 70%)", "",
             "Performance by domain:"]
    for dom in ("Human Resources", "Financial Management", "Compliance (HIPAA, OSHA)", "Coding & Reimbursement",
                "Operations & Patient Flow", "Leadership & Communication"):
        lines.append(f"  {dom}: {r.randint(55, 95)}%")
    lines.append("Review the chapters where you scored below 70% before scheduling your proctored exam.")
    return "\n".join(lines)


def t_cmom_coding(r: random.Random, dt: datetime) -> str:
    return ("Ch 7 notes - Coding & billing (CMOM)\n\nClaim cycle: registration -> insurance verification -> "
            "encounter/charge capture -> coding -> claim scrub -> submit (837P) -> adjudication -> ERA/EOB (835) -> "
            "payment posting -> denial mgmt -> patient statement.\nCPT categories I (procedures), II (performance "
            "tracking), III (emerging tech). Modifiers: 25 significant separately identifiable E/M, 59 distinct "
            "procedural service.\nICD-10: code to the highest specificity, 7th character for injuries.\n"
            "Medical vs dental: our office bills CDT codes on the ADA form, medical offices bill CPT on the CMS-1500."
            "\nTop denial reasons: eligibility, missing info, non-covered, timely filing, duplicate.\n")


def t_cmom_registration(r: random.Random, dt: datetime) -> str:
    return ("Practice Management Institute\nCERTIFICATION EXAM REGISTRATION - CONFIRMATION\n\n"
            f"Order #{r.randint(300000, 399999)}  {_mdy(dt)}\nCandidate: Kristen Hollister\nCredential: Certified "
            "Medical Office Manager (CMOM)\nExam format: live remote proctored\nExam date: Saturday, July 18, 2026, "
            "9:00 am ET\nFees: course materials $395.00, exam $175.00, paid by Visa ending 4418\n\n"
            "You will receive your proctor link 48 hours before the exam. Eligibility is valid for one year.\n")


def t_hipaa_notes(r: random.Random, dt: datetime) -> str:
    return ("HIPAA notes for CMOM ch 6\n\nPrivacy Rule = who can see PHI. Security Rule = ePHI safeguards "
            "(administrative, physical, technical). Breach Notification Rule: 500+ people -> HHS and media within "
            "60 days; under 500 -> log and report to HHS within 60 days after end of calendar year.\n"
            "Minimum necessary standard - except treatment.\nNPP (notice of privacy practices) posted + given at first "
            "visit, acknowledgment signed.\nBAA needed with: billing company, IT vendor, shredding company, cloud "
            "backup. NOT needed with: other providers for treatment.\nPatients get copies of records within 30 days "
            "(one 30 day extension). Reasonable cost-based fee only.\n")


def t_osha_notes(r: random.Random, dt: datetime) -> str:
    return ("Compliance notes - OSHA, CLIA, fraud & abuse (CMOM)\n\nOSHA: exposure control plan reviewed yearly; "
            "hep B vaccine offered within 10 days of assignment at no cost; sharps injury log if 11+ employees.\n"
            "CLIA: waived tests still need a certificate of waiver.\nFalse Claims Act: up to treble damages plus "
            "per-claim penalties. Overpayments must be returned within 60 days of identification.\n"
            "OIG exclusion list - check new hires and monthly.\nCompliance program 7 elements: policies, compliance "
            "officer, training, communication, auditing, enforcement, corrective action.\n")


def t_cmom_handbook(r: random.Random, dt: datetime) -> str:
    return ("PRACTICE MANAGEMENT INSTITUTE\nCertified Medical Office Manager (CMOM) Candidate Handbook 2026\n\n"
            "Eligibility: The CMOM credential is for managers and supervisors of physician and dental practices. "
            "Candidates should have at least one year of experience in medical office management or complete the "
            "CMOM course.\nExam: 100 multiple-choice questions, 150 minutes, passing score 70%.\nContent outline: "
            "human resources, financial management, compliance, coding and reimbursement, operations, leadership.\n"
            "Recertification: 12 CEUs each year and an annual renewal fee.\nRemote proctoring rules: clear desk, "
            "no second monitor, government-issued photo ID, webcam and microphone on throughout.\n")


def t_cmom_week(r: random.Random, dt: datetime) -> str:
    return ("this week\nmon - ch 4 financial mgmt (internal controls, embezzlement red flags)\n"
            "tue - flashcards + ch 4 quiz\nwed - NO study, Maddie game 6pm\nthu - ch 5 AR / collections, days in AR "
            "formula = AR / (avg daily charges)\nsun - practice test 2, time it 150 min\n\n"
            "weak spots from practice test 1: FMLA vs ADA, Stark vs anti-kickback, exempt vs non-exempt\n"
            "exam July 18 - ask Dr W about the day off before? no its a saturday\n")


def t_cmom_admission(r: random.Random, dt: datetime) -> str:
    return ("Your exam appointment is confirmed\n\nPractice Management Institute | Remote Proctoring Services\n\n"
            "Candidate: KRISTEN HOLLISTER\nExam: CMOM - Certified Medical Office Manager\n"
            "Date/time: 07/18/2026 09:00 AM (America/New_York)\nDuration: 150 minutes + 30 minute check-in\n"
            f"Appointment ID: RP-{r.randint(1000000, 9999999)}\n\nBefore exam day: run the system check, install the "
            "secure browser, and make sure your room is private and quiet. Rescheduling is free up to 72 hours "
            "before the appointment.\n")


def t_cmom_notes_hr(r: random.Random, dt: datetime) -> str:
    return ("Ch 2 HR & employment law - notes\n\nAt-will employment (Ohio) - either side can end it, but not for an "
            "illegal reason.\nTitle VII (15+ employees), ADEA age 40+ (20+ employees), ADA (15+), FMLA (50+).\n"
            "Progressive discipline: verbal -> written -> final written -> termination. DOCUMENT everything.\n"
            "Interview questions to avoid: age, marital status, kids, religion, national origin, disability.\n"
            "Performance reviews at least annually; tie raises to the review.\n"
            "Record retention: payroll records 3 yrs (FLSA), I-9 3 yrs/1 yr after termination, OSHA training 3 yrs,"
            " medical records of exposure 30 yrs after employment.\n")


# --------------------------------------------------------------------------- Work: the old bank job (Archive)


def t_teller_manual(r: random.Random, dt: datetime) -> str:
    return ("TRI-COUNTY SAVINGS BANK\nTeller Operations Procedures - Millbrook Branch (rev. 2018)\n\n"
            "Opening: dual control for the vault; verify the vault combination log; count the teller drawer "
            "($3,000 standard cash limit).\nCash transactions over $10,000 in a business day require a Currency "
            "Transaction Report (CTR) - aggregate multiple transactions by the same customer.\n"
            "Suspicious activity: structuring, reluctance to provide ID - notify the BSA officer, never tip off the "
            "customer.\nCheck holds per Reg CC: next-day availability for the first $225; exception holds for "
            "deposits over $5,525.\nBalancing: drawer must balance to the penny; differences over $25 reported to "
            "the branch operations supervisor.\n")


def t_perf_review(r: random.Random, dt: datetime) -> str:
    return ("Tri-County Savings Bank - Annual Performance Review 2019\nEmployee: Kristen Hollister\n"
            "Position: Branch Operations Supervisor, Millbrook\nReviewer: Dale Ringer, Branch Manager\n\n"
            "Ratings (1-5): Operational accuracy 5; BSA/AML compliance 4; Staff supervision 4; Customer service 5; "
            "Sales referrals 3.\nComments: Kristen ran the branch through two audits with zero findings and trained "
            "three new tellers. Goal for 2020: increase referrals to lending, complete the ABA supervisor course.\n"
            "Merit increase: 3.0% effective 01/01/2020.\n")


def t_resignation(r: random.Random, dt: datetime) -> str:
    return ("June 5, 2020\n\nDale Ringer\nBranch Manager\nTri-County Savings Bank\n200 E. Liberty St.\n"
            "Millbrook, OH 44690\n\nDear Dale,\n\nPlease accept this letter as my resignation from my position as "
            "Branch Operations Supervisor. My last day will be June 19, 2020.\n\nAfter eleven years at Tri-County "
            "I have decided to take some time with my family and look for something with hours that work better "
            "for the kids. Thank you for the opportunities you gave me, from teller to supervisor. I will make sure "
            "the vault procedures and the teller schedule are handed over to Stephanie before I go.\n\n"
            "Sincerely,\n\nKristen Hollister\n")


def t_rollover(r: random.Random, dt: datetime) -> str:
    return ("TRI-COUNTY SAVINGS BANK 401(k) PLAN\nDISTRIBUTION / DIRECT ROLLOVER REQUEST\n\nParticipant: "
            "Kristen Hollister  Date of termination: 06/19/2020\nVested balance: "
            f"{_usd(r.uniform(38000, 52000))}\nElection: Direct rollover of entire vested balance to an IRA\n"
            "Receiving institution: Fidelity Investments, Rollover IRA\nNo federal withholding applies to a direct "
            "rollover. Participant signature / date: Kristen Hollister 07/22/2020\n")


def t_bsa_cert(r: random.Random, dt: datetime) -> str:
    return ("Certificate of Completion\n\nKristen Hollister\nTri-County Savings Bank\n\nhas successfully completed\n"
            "Bank Secrecy Act / Anti-Money Laundering Annual Training 2019\nincluding CTR, SAR, OFAC and CIP "
            "requirements\n\nCompleted 03/14/2019  Score 96%\nOhio Bankers League Online Learning\n")


def t_branch_ops(r: random.Random, dt: datetime) -> str:
    rows = ["Millbrook branch - daily ops checklist;;", "Task;Who;Done"]
    for t in ("Vault open - dual control", "ATM balance and cassette load", "Night drop processing", ("Teller drawer "
              "counts"), "CTR review", "Cash order to Fed (Tues)", "Overdraft report", "Safe deposit access log"):
        rows.append(f"{t};{r.choice(['KH', 'Stephanie', 'Marcus', 'Dale'])};")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Candles


def t_etsy_orders(r: random.Random, dt: datetime) -> str:
    lines = [("Sale Date,Order ID,Buyer,Number of Items,Item Names,Order Value,Shipping,Sales Tax,Order Total,"
             "Ship State,Date Shipped")]
    for _ in range(r.randint(9, 18)):
        day = _plus(dt, -r.randint(1, 28))
        n = r.randint(1, 4)
        names = " | ".join(f"{r.choice(SCENTS)} {r.choice(SIZES)[0]}" for _ in range(min(n, 2)))
        val = round(sum(r.choice(SIZES)[1] for _ in range(n)), 2)
        ship = 0.0 if val >= 35 else 5.95
        st = r.choice(["OH", "PA", "MI", "IN", "NY", "TX", "FL", "NC", "KY", "WV"])
        tax = round(val * (0.0675 if st == "OH" else r.choice([0.06, 0.07, 0.0625])), 2)
        lines.append(f"{_mdy(day)},{r.randint(3300000000, 3399999999)},{r.choice(FIRST).lower()}{r.randint(10, 99)},"
                     f"{n},{names},{val:.2f},{ship:.2f},{tax:.2f},{val + ship + tax:.2f},{st},{_mdy(_plus(day, 2))}")
    return "\n".join(lines) + "\n"


def t_etsy_statement(r: random.Random, dt: datetime) -> str:
    lines = ["Date,Type,Title,Info,Currency,Amount,Fees & Taxes,Net,Tax Details"]
    for _ in range(r.randint(10, 16)):
        day = _plus(dt, -r.randint(1, 30))
        kind = r.choice(["Sale", "Sale", "Fee", "Fee", "Marketing", "Shipping"])
        if kind == "Sale":
            amt = round(r.choice(SIZES)[1] * r.randint(1, 3), 2)
            lines.append(f"{_mdy(day)},Sale,Payment for Order #{r.randint(3300000000, 3399999999)},,USD,{amt:.2f},"
                         f"-{amt * 0.095 + 0.25:.2f},{amt * 0.905 - 0.25:.2f},--")
        elif kind == "Fee":
            lines.append(f"{_mdy(day)},Fee,Listing fee,{r.choice(SCENTS)} Soy Candle,USD,--,-0.20,-0.20,--")
        elif kind == "Marketing":
            lines.append(f"{_mdy(day)},Marketing,Etsy Ads,Click fees,USD,--,-{r.uniform(2, 14):.2f},--,--")
        else:
            lines.append(f"{_mdy(day)},Shipping,USPS Ground Advantage label,,USD,--,-{r.uniform(5, 11):.2f},--,--")
    lines.append(f"{_mdy(dt)},Deposit,{_usd(r.uniform(180, 640))} sent to your bank account,Tri-County Savings "
                 f"****2291,"
                 "USD,--,--,--,--")
    return "\n".join(lines) + "\n"


def t_square(r: random.Random, dt: datetime) -> str:
    lines = [("Date,Time,Time Zone,Gross Sales,Discounts,Net Sales,Tax,Tip,Total Collected,Source,Card Brand,Fees,"
             "Net Total,Description,Location")]
    for _ in range(r.randint(12, 22)):
        val = r.choice(SIZES)[1] * r.randint(1, 3)
        tax = round(val * 0.0675, 2)
        fee = round((val + tax) * 0.026 + 0.15, 2)
        lines.append(f"{_mdy(dt)},{r.randint(9, 16)}:{r.randint(0, 59):02d},Eastern Time,${val:.2f},$0.00,${val:.2f},"
                     f"${tax:.2f},$0.00,${val + tax:.2f},Square Point of "
                     f"Sale,{r.choice(['Visa', 'Mastercard', 'Cash'])},"
                     f"-${fee:.2f},${val + tax - fee:.2f},{r.choice(SCENTS)} candle,Sycamore Lane Candle Co.")
    return "\n".join(lines) + "\n"


def t_fair_sales(r: random.Random, dt: datetime) -> str:
    rows = [f"Craft fair sales {dt.year};;;;;", "Date;Event;Booth fee;Gross sales;Sales tax collected;Notes"]
    events = ["Millbrook Summer Arts & Crafts Fair", "Wayne County Fair - Merchants Bldg", "Kidron Fall Fest",
              "Orrville Christmas Market", "Holmes County Fall Craft Festival", "St. Mary's Holiday Bazaar"]
    for ev in r.sample(events, 5):
        g = round(r.uniform(320, 1650), 2)
        rows.append(f"{_mdy(_plus(dt, -r.randint(10, 200)))};{ev};{r.choice([35, 50, 75, 90, 125])};{g};"
                    f"{round(g * 0.0675, 2)};{r.choice(['rain - slow', 'sold out of 8oz', 'bring more tins', ''])}")
    return "\n".join(rows)


def t_wick_invoice(r: random.Random, dt: datetime) -> str:
    items = [("ECO 8 cotton wicks 6in tabbed, 100 pk", 8.95), ("CD 12 wicks 6in, 100 pk", 9.50),
             ("Golden Brands 464 soy wax, 45 lb case", 109.00), ("Wick stickers, 200 ct", 5.25),
             ("Wick centering bars, 24 ct", 7.80), ("Liquid candle dye - Amber, 1 oz", 4.50)]
    lines = ["Wick & Pour Supply Co.", "1180 Commerce Dr, Akron, OH 44312", f"INVOICE {r.randint(10000, 11999)}",
             f"Date: {_mdy(dt)}", ("Bill to: Sycamore Lane Candle Co., Kristen Hollister, 418 Sycamore Lane, "
             "Millbrook OH 44690"), "Resale certificate on file - Ohio STEC B - no sales tax charged", ""]
    tot = 0.0
    for item, price in r.sample(items, r.randint(3, 6)):
        q = r.randint(1, 4)
        tot += q * price
        lines.append(f"{q} x {item} @ {_usd(price)} = {_usd(q * price)}")
    ship = round(r.uniform(14, 38), 2)
    lines += [f"Shipping (UPS Ground): {_usd(ship)}", f"TOTAL: {_usd(tot + ship)}  PAID - Visa"]
    return "\n".join(lines)


def t_fragrance_invoice(r: random.Random, dt: datetime) -> str:
    lines = [("Lone Oak Fragrance "
             "Supply"), "Fragrance oils for candle and soap makers", (f"Invoice #{r.randint(5000, 5999)}"
             f"   {_mdy(dt)}"), "Customer: Sycamore Lane Candle Co. (wholesale acct)", ""]
    tot = 0.0
    for sc in r.sample(SCENTS, r.randint(3, 5)):
        size = r.choice([("16 oz", 21.95), ("1 lb", 21.95), ("4 oz", 8.45), ("5 lb jug", 89.00)])
        tot += size[1]
        lines.append(f"{sc} fragrance oil, {size[0]}, flash point 200F+  {_usd(size[1])}")
    lines += ["", (f"Total {_usd(tot)}  Free shipping over "
                  f"$150"), "IFRA certificates and SDS available on each product page."]
    return "\n".join(lines)


def t_jar_order(r: random.Random, dt: datetime) -> str:
    q = r.choice([96, 144, 192])
    return ("Keystone Glass & Jar\nORDER CONFIRMATION\n"
            f"Order {r.randint(700000, 799999)}  {_mdy(dt)}\nShip to: Kristen Hollister, 418 Sycamore Lane, "
            f"Millbrook OH\n\n"
            f"{q}  8 oz amber straight-sided jar w/ black metal lid (case of 48)  {_usd(q / 48 * 52.80)}\n"
            f"48  4 oz round travel tin, silver  {_usd(24.96)}\n"
            "Freight: LTL not required - ships UPS in 3 boxes\nPlease inspect glass on arrival; breakage claims "
            "within 5 days.\n")


def t_supply_costs(r: random.Random, dt: datetime) -> str:
    rows = ["Supply costs 2026;;;;", "Date;Vendor;What;Amount;Per-candle"]
    for _ in range(r.randint(10, 15)):
        rows.append(f"{_mdy(_plus(dt, -r.randint(0, 150)))};"
                    f"{r.choice(['Wick & Pour', 'Lone Oak', 'Keystone Glass', 'Hobby Lobby', 'Amazon', 'Staples'])};"
                    f"{r.choice(['wax 45 lb', 'wicks', 'fragrance', 'jars', 'labels', 'shipping boxes', 'tissue'])};"
                    f"{r.uniform(8, 160):.2f};{r.uniform(0.05, 1.9):.2f}")
    return "\n".join(rows)


def t_ust1(r: random.Random, dt: datetime) -> str:
    gross = round(r.uniform(4200, 6800), 2)
    exempt = round(gross * r.uniform(0.45, 0.6), 2)
    taxable = gross - exempt
    return ("Ohio Business Gateway\nFILING CONFIRMATION\n\nTax type: Sales Tax - Vendor's License (UST-1)\n"
            "Account: 85-{0}  SYCAMORE LANE CANDLE CO\nPeriod: 07/01/2025 - 12/31/2025 (semiannual)\n"
            f"Gross sales: {_usd(gross)}\nExempt sales (marketplace facilitator - Etsy collected): {_usd(exempt)}\n"
            f"Taxable sales: {_usd(taxable)}\nCounty: Wayne (85) rate 6.75%\nTax due: {_usd(taxable * 0.0675)}\n"
            f"Vendor discount (0.75%): -{_usd(taxable * 0.0675 * 0.0075)}\n"
            f"Confirmation number: {r.randint(100000000000, 999999999999)}\nSubmitted: {_mdy(dt)}\n"
            "Payment: ACH debit scheduled\n").format(r.randint(100000, 999999))


def t_salestax_ws(r: random.Random, dt: datetime) -> str:
    rows = ["Sales tax worksheet 2026 H1 (Jan-Jun) - due July 23;;;", ("Month;Fair/in-person sales;Etsy (Etsy remits);"
            "Ohio tax owed 6.75%")]
    for m in ("Jan", "Feb", "Mar", "Apr", "May", "Jun"):
        inp = round(r.uniform(0, 420), 2)
        rows.append(f"{m};{inp};{r.uniform(300, 1100):.2f};{inp * 0.0675:.2f}")
    rows.append("Note;transient vendor license needed for fairs outside Wayne Co? - Holmes Co fair uses my regular;;")
    return "\n".join(rows)


def t_vendor_license(r: random.Random, dt: datetime) -> str:
    return ("STATE OF OHIO - DEPARTMENT OF TAXATION\nVENDOR'S LICENSE\n\nThis license must be conspicuously "
            f"displayed at the place of business.\nVendor's license number: 85-{r.randint(100000, 999999)}\n"
            "Name: KRISTEN M HOLLISTER\nDBA: SYCAMORE LANE CANDLE CO\nLocation: 418 SYCAMORE LANE, MILLBROOK OH 44690\n"
            "County: WAYNE\nIssued by: Wayne County Auditor\nFee paid: $25.00\n"
            "Reporting frequency: semiannual\n")


def t_booth_app(r: random.Random, dt: datetime) -> str:
    return ("MILLBROOK SUMMER ARTS & CRAFTS FAIR - 2026 VENDOR APPLICATION\nSaturday July 25, 2026, 9 am - 4 pm, "
            "Millbrook Village Green\n\nBusiness name: Sycamore Lane Candle Co.\nContact: Kristen Hollister\n"
            "Phone: (330) 555-0126  Email: sycamorelanecandles@gmail.com\nOhio vendor's license #: on file\n"
            "Products: hand-poured soy candles (8 oz and 12 oz jars, travel tins), wax melts, reed diffusers\n"
            "Booth size requested: 10x10 (outdoor) - own canopy with weights\nElectricity needed: No\n"
            "Booth fee: $75.00 (juried) - check #2148 enclosed\n"
            "Photos: 3 product photos and 1 booth photo attached\n"
            "I agree to remain set up until 4 pm and carry my own liability insurance.\nSignature: Kristen Hollister\n")


def t_holmes_app(r: random.Random, dt: datetime) -> str:
    return ("HOLMES COUNTY FALL CRAFT FESTIVAL\nOctober 2-4, 2026 - Holmes County Fairgrounds, Millersburg OH\n"
            "VENDOR APPLICATION & CONTRACT\n\nAll items must be handmade by the vendor. No resale or commercial "
            "products. Jury photos required for new vendors.\nSpace: inside Building B 10x8 $160 / outside 12x12 $130"
            "\nVendor: Sycamore Lane Candle Co. - Kristen Hollister\nCategory: candles / home fragrance\n"
            "Space requested: inside, near the food court if possible\nOhio vendor's license required on display. "
            "Candles may NOT be burned in the buildings (fire marshal).\nApplications accepted through July 15. "
            "Notification by August 1.\n")


def t_fair_checklist(r: random.Random, dt: datetime) -> str:
    return ("CRAFT FAIR PACKING CHECKLIST\n\nCanopy + 4 weights (40 lb each!)\n2 folding tables + tablecloths "
            "(black to floor)\nRisers, crates, the wood ladder shelf\nSigns: prices, scent list, 'Hand poured in "
            "Millbrook OH'\nVendor's license in frame\nSquare reader + charged phone + battery pack\nCash box: $150 "
            "in small bills\nBags, tissue, business cards, Etsy QR code sign\nTesters (closed jars) - NO lit candles"
            "\nInventory sheet + pen\nWater, snacks, sunscreen, zip ties, clips, tape\n")


def t_vendor_coi(r: random.Random, dt: datetime) -> str:
    return ("CERTIFICATE OF LIABILITY INSURANCE\nDate issued: " + _mdy(dt) + "\n\nProducer: Artisan Vendor "
            "Insurance Program\nInsured: Kristen Hollister DBA Sycamore Lane Candle Co., 418 Sycamore Lane, "
            "Millbrook OH 44690\nCoverage: General liability - each occurrence $1,000,000; aggregate $2,000,000; "
            "products-completed operations $2,000,000\nPolicy period: 03/01/2026 - 03/01/2027\n"
            "Certificate holder / additional insured: Millbrook Summer Arts & Crafts Fair Committee\n"
            "Description: craft show vendor - handmade candles\n")


def t_inventory(r: random.Random, dt: datetime) -> str:
    rows = [f"Inventory - updated {_mdy(dt)};;;;", "Scent;8 oz;12 oz;tins;melts"]
    for sc in SCENTS:
        rows.append(f"{sc};{r.randint(0, 24)};{r.randint(0, 12)};{r.randint(0, 30)};{r.randint(0, 20)}")
    return "\n".join(rows)


def t_pricing(r: random.Random, dt: datetime) -> str:
    rows = ["Pricing calculator;;;;;;", "Product;Wax;Fragrance;Jar+lid;Wick+label+box;Total cost;Retail"]
    for name, price in SIZES:
        wax = round(r.uniform(0.3, 1.6), 2)
        fo = round(r.uniform(0.4, 2.2), 2)
        jar = round(r.uniform(0.4, 2.4), 2)
        oth = round(r.uniform(0.3, 0.9), 2)
        rows.append(f"{name};{wax};{fo};{jar};{oth};{wax + fo + jar + oth:.2f};{price:.2f}")
    rows.append("Rule;retail = 2x wholesale, wholesale = 2x cost;Etsy fees ~10%;;;;")
    return "\n".join(rows)


def t_label_template(r: random.Random, dt: datetime) -> str:
    return ("SYCAMORE LANE CANDLE CO.\n{SCENT}\nhand-poured soy candle  8 oz / 227 g\n\nCAUTION: Burn within "
            "sight. Keep away from things that catch fire. Keep away from children and pets. Trim wick to 1/4 inch "
            "before each use. Burn no longer than 4 hours at a time. Stop use when 1/2 inch of wax remains.\n"
            "Contains fragrance oil. Made in Millbrook, Ohio.  sycamorelanecandles.etsy.com\n"
            "Avery 22807 2in round - print at 'actual size'\n")


def t_product_desc(r: random.Random, dt: datetime) -> str:
    out = ["Etsy listing descriptions (copy/paste)\n"]
    for sc in r.sample(SCENTS, 4):
        out.append(f"{sc} Soy Candle | 8 oz Amber Jar | Hand Poured in Ohio\n"
                   f"Cozy up with {sc}, hand poured in small batches in my kitchen in Millbrook, Ohio. 100% soy wax, "
                   "cotton wick, phthalate-free fragrance oil. Burn time about 45 hours.\nTags: soy candle, amber jar "
                   "candle, gift for her, ohio made, housewarming gift, farmhouse decor\n")
    return "\n".join(out)


def t_schedc(r: random.Random, dt: datetime) -> str:
    gross = round(r.uniform(7200, 9800), 2)
    rows = ["2025 Schedule C worksheet - Sycamore Lane Candle Co.;", "Line;Amount",
            f"1 Gross receipts (Etsy 1099-K + Square + cash);{gross}", f"2 Returns;{r.uniform(20, 90):.2f}",
            f"4 Cost of goods sold (wax, jars, fragrance, wicks);{gross * 0.34:.2f}",
            f"8 Advertising (Etsy Ads);{r.uniform(180, 420):.2f}", (f"10 Commissions and fees (Etsy, Square);"
            f"{gross * 0.1:.2f}"), (f"15 Insurance (vendor "
                                   f"liability);{189:.2f}"), f"18 Office expense;{r.uniform(40, 120):.2f}",
            (f"22 Supplies (labels, "
            f"boxes);{r.uniform(150, 320):.2f}"), (f"23 Taxes and licenses (vendor license, booth fees)"
            f";{r.uniform(380, 620):.2f}"), f"24a Travel (craft fair mileage 0.70/mi);{r.uniform(140, 300):.2f}"]
    return "\n".join(rows)


def t_1099k(r: random.Random, dt: datetime) -> str:
    g = r.uniform(5200, 7400)
    return ("Form 1099-K  Payment Card and Third Party Network Transactions  2025\n\nFILER'S name: Etsy, Inc., "
            "117 Adams Street, Brooklyn, NY 11201  FILER'S TIN 26-0404271\nPAYEE'S name: KRISTEN HOLLISTER  "
            "PAYEE'S TIN ***-**-7710\nCheck to indicate transactions reported are: Third party network\n"
            f"1a Gross amount of payment card/third party network transactions {_usd(g)}\n"
            f"3 Number of payment transactions {r.randint(280, 420)}\n"
            "5a-5l monthly amounts on page 2\nThis is important tax information and is being furnished to the IRS.\n")


def t_fragrance_load(r: random.Random, dt: datetime) -> str:
    return ("FRAGRANCE LOAD & POUR TEMPERATURE CHART - soy wax\n\nFragrance load = weight of oil / weight of wax.\n"
            "6% = 0.96 oz per lb of wax (light)\n8% = 1.28 oz per lb (typical)\n10% = 1.6 oz per lb (max for most soy)"
            "\n\nHeat wax to 185F, add fragrance at 185F, stir gently 2 minutes, pour at 135F. Cure soy candles "
            "1-2 weeks before test burning.\nWet spots and frosting are cosmetic; pour cooler and warm the jars to "
            "reduce them.\nFlash point matters for safety during heating, not for the finished candle.\n")


def t_blends(r: random.Random, dt: datetime) -> str:
    return ("MY BLENDS (do not share!)\n\nAmish Country Porch = 50% hay & cedar + 30% apple butter + 20% vanilla bean\n"
            "Farmhouse Kitchen = 60% lemon pound cake + 40% fresh basil\nCozy Flannel = 40% mahogany teakwood + 40% "
            "amber + 20% clove\nSea Salt & Orchid straight, 9%\nChristmas Tree 10% - throws best in the 12 oz with "
            "2x CD 10\n\nTried and hated: cucumber melon (smells like sunscreen), 'birthday cake' (too sweet)\n")


def t_wick_test(r: random.Random, dt: datetime) -> str:
    rows = ["Wick test log;;;;;", "Date;Vessel;Wick;FO %;Melt pool 1hr/2hr/4hr;Result"]
    for _ in range(r.randint(8, 12)):
        rows.append(f"{_mdy(_plus(dt, -r.randint(0, 300)))};"
                    f"{r.choice(['8oz amber', '12oz amber', '4oz tin', '16oz tumbler'])};"
                    f"{r.choice(['ECO 6', 'ECO 8', 'CD 10', 'CD 12', '2x CD 8'])};{r.choice([7, 8, 9, 10])}%;"
                    f"{r.randint(40, 70)}%/{r.randint(70, 95)}%/{r.choice(['full', 'full', '95%'])};"
                    f"{r.choice(['good', 'mushrooming - size down', 'tunneling - size up', 'sooting', 'winner'])}")
    return "\n".join(rows)


def t_wax_guide(r: random.Random, dt: datetime) -> str:
    return ("GOLDEN BRANDS 464 SOY WAX - Technical Guide\n\nContainer wax for jars and tins. Melt point 113-119F.\n"
            "Recommended fragrance load up to 10%. Add fragrance at 185F. Pour temperature 120-140F.\n"
            "Cure time: at least 3-5 days, best hot throw after 2 weeks.\nStore in a cool, dry place below 80F.\n")


def t_wick_notes(r: random.Random, dt: datetime) -> str:
    return ("test burn 5/9\n12 oz amber - Cozy Flannel 9%\nleft jar 2x CD 10 -> full melt pool at 3 hrs, little soot, "
            "flame tall at hr 4\nright jar 2x CD 8 -> hang up on the sides, tunneled\nnext batch try 2x CD 9? or "
            "ECO 10 single\nhot throw great in living room, cold throw weak - let cure 2 wks before fair\n"
            "NOTE: mahogany teakwood from Lone Oak discolors to yellow, add 1 drop brown dye\n")


def t_fair_2023_schedule(r: random.Random, dt: datetime) -> str:
    rows = ["2023 FAIR SCHEDULE;;;;", "Date;Show;Location;Fee;Status"]
    for d, show, loc, fee in (("06/10/2023", "Strawberry Festival", "Millbrook", 40), ("07/29/2023",
                              "Summer Arts & Crafts Fair", "Millbrook Village Green", 65),
                              ("09/16/2023", "Wooster Fall Fest", "Wooster Public Square", 85),
                              ("10/07/2023", "Kidron Fall Fest", "Kidron Community Park", 50),
                              ("11/18/2023", "St. Mary's Holiday Bazaar", "Wooster", 35),
                              ("12/02/2023", "Christmas Market", "Orrville", 75)):
        rows.append(f"{d};{show};{loc};{fee};{r.choice(['paid', 'paid', 'paid - accepted'])}")
    return "\n".join(rows)


def t_fair_2023_accept(r: random.Random, dt: datetime) -> str:
    return ("Wooster Fall Fest 2023\nVendor Acceptance\n\nDear Kristen Hollister,\n\nCongratulations! Sycamore Lane "
            "Candle Co. has been accepted as a vendor for the Wooster Fall Fest on Saturday, September 16, 2023. "
            "Your space is #42 on the north side of the Public Square (10x10). Set-up begins at 6:30 am; all "
            "vehicles must be off the square by 8:30 am. Booth fee of $85 received - thank you.\n\nMain Street "
            "Wooster Events Committee\n")


def t_xmas_2023_sales(r: random.Random, dt: datetime) -> str:
    rows = ["Orrville Christmas Market 12/2/2023 - sales;;;", "Item;Qty;Price;Total"]
    for sc in r.sample(SCENTS, 7):
        size, price = r.choice(SIZES)
        q = r.randint(1, 9)
        rows.append(f"{sc} {size};{q};{price};{q * price:.2f}")
    rows.append(f"Cash;;;{r.uniform(150, 300):.2f}")
    return "\n".join(rows)


def t_2023_fees(r: random.Random, dt: datetime) -> str:
    rows = ["2023 booth fees & mileage;;;", "Show;Fee;Miles;Paid by"]
    for show in ("Strawberry Festival", "Summer Arts Fair", "Wooster Fall Fest", "Kidron Fall Fest",
                 "Holiday Bazaar", "Orrville Christmas Market"):
        rows.append(f"{show};{r.choice([35, 40, 50, 65, 75, 85])};{r.randint(4, 40)};"
                    f"{r.choice(['check', 'Venmo', 'card'])}")
    return "\n".join(rows)


def t_2023_wrapup(r: random.Random, dt: datetime) -> str:
    return ("2023 fair season - wrap up\n\n6 shows, about $3,900 gross at fairs, best day Orrville Christmas Market "
            "($1,020).\nWhat sold: 8 oz amber jars, Christmas Tree and Cinnamon Stick, tins as stocking stuffers.\n"
            "What didn't: reed diffusers, 16 oz tumblers at $30 (too pricey for fairs).\nNext year: skip the "
            "Strawberry Festival (hot, nobody buys candles in June), buy a second canopy weight set, take Square "
            "not Venmo, get liability insurance BEFORE March, print a QR code for Etsy.\n")


def t_booth_accept(r: random.Random, dt: datetime) -> str:
    return ("Millbrook Summer Arts & Crafts Fair Committee\nc/o Millbrook Area Chamber of Commerce\n\n"
            f"{_us(dt)}\n\nDear Vendor,\n\nThank you for applying. We are pleased to let you know that Sycamore Lane "
            "Candle Co. has been ACCEPTED for the 2026 fair on Saturday, July 25. Your booth is space 17 (10x10, "
            "grass, east row). Load-in 7:00-8:30 am. Canopies must be weighted with at least 40 lb per leg. Please "
            "email your certificate of insurance naming the Committee as additional insured by July 1.\n\n"
            "We look forward to seeing you on the Green!\nMarcia Oberlin, Vendor Chair\n")


def t_2023_payout(r: random.Random, dt: datetime) -> str:
    return ("Square\nTransfer receipt\n\nSycamore Lane Candle Co.\nTransfer date: 12/04/2023\n"
            "Payments from 12/02/2023 (Orrville Christmas Market)\n"
            f"Gross sales {_usd(r.uniform(680, 780))}  Fees -{_usd(r.uniform(18, 24))}\n"
            f"Net transferred to Tri-County Savings Bank ****2291: {_usd(r.uniform(660, 760))}\n"
            "Questions? squareup.com/help\n")


# --------------------------------------------------------------------------- Finance


def t_budget(r: random.Random, dt: datetime) -> str:
    rows = [f"Monthly budget {dt.year};Planned;Jan;Feb;Mar;Apr;May", "INCOME;;;;;;"]
    inc = [("Cedar Ridge paychecks (2x)", 3820), ("Child support (Derek)", 612), ("Candles (Etsy deposits)", 450)]
    exp = [("Mortgage - Lakeshore", 1148), ("Buckeye Valley Electric", 140), ("Tri-Valley Gas", 95),
           ("Water/sewer", 68), ("Internet", 70), ("Phone", 95), ("Car insurance", 118), ("Gas (car)", 200),
           ("Groceries", 780), ("Softball (Maddie)", 150), ("Owen tutoring", 160), ("Ortho payment", 135),
           ("Lakeview Visa payment", 250), ("Savings - OBX trip", 200), ("Kids/misc", 150), ("Netflix/Spotify", 29)]
    for name, amt in inc:
        rows.append(f"{name};{amt};" + ";".join(str(round(amt * r.uniform(0.85, 1.12))) for _ in range(5)))
    rows.append("EXPENSES;;;;;;")
    for name, amt in exp:
        rows.append(f"{name};{amt};" + ";".join(str(round(amt * r.uniform(0.8, 1.25))) for _ in range(5)))
    return "\n".join(rows)


def t_debt(r: random.Random, dt: datetime) -> str:
    rows = ["Debt snowball;;;;", "Debt;Balance;Rate;Min payment;Payoff target"]
    for d, b, rate, mn, tgt in (("Lakeview Visa", r.randint(1800, 3200), "24.99%", 75, "Oct 2026"),
                                (("Care Credit (Owen tutoring "
                                 "eval)"), r.randint(300, 700), "0% till 8/26", 50, "Aug 2026"),
                                ("Ortho - Wayne Orthodontics", r.randint(1200, 2200), "0%", 135, "2027"),
                                ("Mortgage", r.randint(96000, 104000), "6.875%", 1148, "REFI!")):
        rows.append(f"{d};{b};{rate};{mn};{tgt}")
    return "\n".join(rows)


def t_bills_due(r: random.Random, dt: datetime) -> str:
    return ("BILLS - due dates\n1st  mortgage (Lakeshore autopay) 1,148.22\n5th  car insurance Heartland Mutual 118\n"
            "8th  Lakeshore Broadband 69.99 (autopay)\n12th electric Buckeye Valley (budget billing 140)\n"
            "15th Lakeview Visa - pay in full if you can!!\n18th gas Tri-Valley\n20th water/sewer (city, every other "
            "month)\n22nd Verizon 94.50\n25th Wayne Orthodontics 135\n28th Netflix, Spotify\n"
            "child support from Derek comes around the 3rd and 17th (2x month through CSEA)\n")


def t_savings(r: random.Random, dt: datetime) -> str:
    return ("Savings goals 2026\n\n1. Emergency fund: $6,000 (3 months bare bones). Currently "
            f"{_usd(r.uniform(2600, 3900))} in Tri-County savings.\n2. Outer Banks trip: $3,000 by July 1 - "
            "$200/month + tax refund.\n3. Christmas: $50/paycheck into the Christmas club account.\n"
            "4. Pay off Lakeview Visa by October.\n5. IRA: keep the rollover IRA invested, add $100/mo when Visa is "
            "gone."
            "\n6. Maddie's car fund (she'll be 16 in 2027!!)\n")


def t_w2(employer: str, ein: str):
    def fn(r: random.Random, dt: datetime) -> str:
        wages = r.uniform(48000, 56000) if "Cedar" in employer else r.uniform(17000, 21000)
        return (f"Form W-2 Wage and Tax Statement {dt.year - 1}\nCopy B - To Be Filed With Employee's FEDERAL Tax "
                f"Return\n\na Employee's SSN ***-**-7710\nb Employer identification number {ein}\n"
                f"c Employer's name, address: {employer}\ne Employee: KRISTEN M HOLLISTER, {ADDR}\n"
                f"1 Wages, tips, other compensation {_usd(wages * 0.96)}\n2 Federal income tax withheld "
                f"{_usd(wages * 0.082)}\n3 Social security wages {_usd(wages)}\n4 Social security tax withheld "
                f"{_usd(wages * 0.062)}\n5 Medicare wages {_usd(wages)}\n6 Medicare tax withheld "
                f"{_usd(wages * 0.0145)}\n"
                f"12a D {_usd(wages * 0.04)}\n15 State OH  16 State wages {_usd(wages * 0.96)}  17 State income tax "
                f"{_usd(wages * 0.021)}\n18 Local wages {_usd(wages)}  19 Local income tax {_usd(wages * 0.0175)}  "
                "20 Locality MILLBROOK\n")
    return fn


def t_1099int(r: random.Random, dt: datetime) -> str:
    return (f"Form 1099-INT  Interest Income  {dt.year - 1}\nPAYER: Tri-County Savings Bank, 200 E. Liberty St., "
            "Millbrook, OH 44690  PAYER'S TIN 34-0487726\nRECIPIENT: KRISTEN M HOLLISTER\nAccount number ****2291\n"
            f"1 Interest income {_usd(r.uniform(18, 96))}\n4 Federal income tax withheld $0.00\n")


def t_fed_return(r: random.Random, dt: datetime) -> str:
    y = dt.year - 1
    wages = r.uniform(49000, 54000)
    sch_c = r.uniform(1800, 3200)
    return (f"Form 1040 U.S. Individual Income Tax Return {y}\nFiling status: Head of household\n"
            f"Name: Kristen M Hollister  Address: {ADDR}\nDependents: Madison Hollister (daughter), Owen Hollister "
            "(son) - child tax credit\n"
            f"1a Wages from Form W-2 {_usd(wages)}\n8 Other income from Schedule 1 (Schedule C business income) "
            f"{_usd(sch_c)}\n11 Adjusted gross income {_usd(wages + sch_c * 0.93)}\n12 Standard deduction "
            f"{_usd({2019: 18350, 2023: 20800, 2024: 21900}.get(y, 23625))}\n19 Child tax credit "
            f"{_usd(4000 if y < 2025 else 4400)}\n"
            f"25a Federal income tax withheld from W-2 {_usd(wages * 0.082)}\n34 Overpaid - refund "
            f"{_usd(r.uniform(2100, 3900))}\n35a Direct deposit routing ****0118 checking\n"
            "Prepared by: self, FreeTaxUSA. E-filed and accepted.\n")


def t_oh_return(r: random.Random, dt: datetime) -> str:
    return (f"Ohio IT 1040 {dt.year - 1} Individual Income Tax Return\nKRISTEN M HOLLISTER  Wayne County  "
            "School district no. 8504 (Millbrook City SD)\n1 Federal adjusted gross income "
            f"{_usd(r.uniform(50000, 56000))}\nOhio income tax withheld {_usd(r.uniform(900, 1200))}\n"
            f"Refund {_usd(r.uniform(90, 260))}\nSchedule of Dependents: 2\n")


def t_sd100(r: random.Random, dt: datetime) -> str:
    return (f"Ohio SD 100 {dt.year - 1} School District Income Tax Return\nSchool district number 8504 - "
            "MILLBROOK CSD\nTaxpayer: Kristen M Hollister\nTax base: earned income (traditional/earned income base: "
            f"earned income)\nIncome subject to school district tax {_usd(r.uniform(49000, 55000))}\n"
            f"Tax rate 1.00%  Tax {_usd(r.uniform(490, 550))}  Withheld {_usd(r.uniform(400, 480))}\n"
            f"Amount due {_usd(r.uniform(20, 110))}\n")


def t_1098(r: random.Random, dt: datetime) -> str:
    return (f"Form 1098 Mortgage Interest Statement {dt.year - 1}\nRECIPIENT/LENDER: Lakeshore Home Loans, "
            "P.O. Box 7718, Cleveland, OH 44101\nPAYER/BORROWER: KRISTEN M HOLLISTER\n"
            f"1 Mortgage interest received from payer(s)/borrower(s) {_usd(r.uniform(6600, 7100))}\n"
            f"2 Outstanding mortgage principal {_usd(r.uniform(100000, 106000))}\n3 Mortgage origination date "
            "08/14/2023\n7 Address of property: 418 Sycamore Lane, Millbrook OH 44690\n"
            f"10 Other: property taxes paid from escrow {_usd(r.uniform(2600, 2900))}\n")


def t_bank_stmt(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(900, 2400)
    lines = ["Tri-County Savings Bank", "200 E. Liberty St., Millbrook, OH 44690  |  tricountysavings.com",
             f"Statement period {_mdy(_plus(dt, -30))} - {_mdy(dt)}", f"KRISTEN M HOLLISTER  {ADDR}",
             "Everyday Checking ****0118", f"Beginning balance {_usd(bal)}", ""]
    for day, desc, amt in ((1, "ACH CLEARPAY PAYROLL CEDAR RIDGE", 1912.40), (2, "LAKESHORE HOME LN MTG PMT", -1148.22),
                           (3, "OH CSPC CHILD SUPPORT", 306.20), (6, "HEARTLAND MUTUAL INS", -118.00),
                           (9, ("KROGER #0417 "
                               "WOOSTER"), -r.uniform(80, 190)), (11, "ETSY INC PAYOUT", r.uniform(120, 480)),
                           (12, "BUCKEYE VALLEY ELEC", -140.00), (14, "WAYNE COUNTY WILDCATS VENMO", -75.00),
                           (15, "ACH CLEARPAY PAYROLL CEDAR RIDGE", 1912.40), (17, "OH CSPC CHILD SUPPORT", 306.20),
                           (19, "WALMART SUPERCENTER MILLBROOK", -r.uniform(60, 160)),
                           (22, "VERIZON WIRELESS", -94.50), (25, "WAYNE ORTHODONTICS", -135.00),
                           (27, "SPEEDWAY 4471", -r.uniform(35, 60))):
        bal += amt
        lines.append(f"{_mdy(_plus(dt, -30 + day))}  {desc}  {amt:,.2f}  {bal:,.2f}")
    lines += ["", f"Ending balance {_usd(bal)}", "Member FDIC. Equal Housing Lender."]
    return "\n".join(lines)


def t_cc_stmt(r: random.Random, dt: datetime) -> str:
    lines = [("Lakeview Bank Visa "
             "Signature"), f"Statement closing date {_mdy(dt)}", "KRISTEN HOLLISTER  Account ending 4418",
             f"Previous balance {_usd(r.uniform(1900, 2800))}", ""]
    for desc in ("AMAZON MKTPL", "TARGET WOOSTER", "HOBBY LOBBY #411", "DICKS SPORTING GOODS", "CHICK-FIL-A WOOSTER",
                 "PMI PRACTICEMGMT.COM", "LOWES #0912", "SHEETZ 0388"):
        lines.append(f"{_mdy(_plus(dt, -r.randint(1, 29)))}  {desc}  {r.uniform(12, 190):.2f}")
    lines += ["", f"New balance {_usd(r.uniform(2000, 3100))}  Minimum payment due {_usd(75)}",
              f"Payment due date {_mdy(_plus(dt, 25))}", "APR purchases 24.99%. Late payment warning: up to $40."]
    return "\n".join(lines)


def t_mortgage_stmt(r: random.Random, dt: datetime) -> str:
    prin = r.uniform(99000, 101000)
    return (f"Lakeshore Home Loans\nMORTGAGE STATEMENT\nStatement date {_mdy(dt)}\nLoan number 0048817263\n"
            f"Borrower: Kristen M Hollister  Property: 418 Sycamore Lane, Millbrook OH 44690\n\n"
            f"Payment due date {_mdy(_plus(dt, 15))}  Amount due $1,148.22\n"
            f"Principal $ {r.uniform(268, 290):.2f}  Interest $ {prin * 0.06875 / 12:.2f}  Escrow (taxes & insurance)"
            f" $ 296.40\nOutstanding principal {_usd(prin)}  Interest rate 6.875%\n"
            "Late charge of $45.06 if received after the 16th.\n")


def t_401k(r: random.Random, dt: datetime) -> str:
    return ("Cedar Ridge Family Dentistry 401(k) Safe Harbor Plan - Enrollment Form\nEmployee: Kristen Hollister\n"
            "Date of hire: 08/24/2020  Eligibility date: 02/01/2021\nDeferral election: 4% pre-tax\nInvestment: "
            "Target Date 2055 Fund 100%\nBeneficiary: Madison Hollister 50%, Owen Hollister 50% (per stirpes) - "
            "Trustee: Linda Shultz (mother) until age 18\nEmployer safe harbor contribution: 3% nonelective\n")


def t_retire_stmt(r: random.Random, dt: datetime) -> str:
    b = r.uniform(61000, 72000)
    return ("Quarterly Retirement Statement - Q1 2026\nFidelity Investments\nKristen M Hollister\n\n"
            f"Rollover IRA (from Tri-County Savings Bank 401k)  {_usd(b * 0.72)}\nCedar Ridge 401(k)  {_usd(b * 0.28)}"
            f"\nTotal  {_usd(b)}\nChange this quarter: {r.uniform(-2.5, 3.5):.1f}%\nPersonal rate of return 1-yr "
            f"{r.uniform(5, 12):.1f}%\n")


def t_refund_notice(r: random.Random, dt: datetime) -> str:
    return ("OHIO DEPARTMENT OF TAXATION\nP.O. Box 182382, Columbus OH 43218-2382\n\n"
            f"{_us(dt)}\n\nKRISTEN M HOLLISTER\n{ADDR}\n\nNotice of adjustment - Tax year 2023 Ohio IT 1040\n\n"
            "We have reviewed your return and adjusted your refund. The Ohio withholding claimed did not match the "
            "W-2 information we received from your employer.\n"
            f"Refund as filed: {_usd(r.uniform(180, 260))}\nAdjusted refund: {_usd(r.uniform(90, 170))}\n"
            "If you disagree, send a copy of your W-2 within 60 days. Visit tax.ohio.gov/refund.\n")


def t_budget_draft(r: random.Random, dt: datetime) -> str:
    rows = ["June;;", "take home;3820;", "support;612;", "candles;300;", "total in;4732;", ";;",
            "mortgage;1148;(new payment after refi?)", "utilities;380;", "groceries;780;", "car ins;118;",
            "gas;200;", "softball;150;tourney hotel Columbus extra", "tutor;160;", "ortho;135;", "visa;250;",
            "obx savings;200;", f"left over;{r.randint(150, 400)};"]
    return "\n".join(rows)


# --------------------------------------------------------------------------- Refinance (Projects Finance)


def t_loan_estimate(lender: tuple[str, str, str, str], rate: float):
    def fn(r: random.Random, dt: datetime) -> str:
        amt = 148000
        pmt = amt * (rate / 1200) / (1 - (1 + rate / 1200) ** -360)
        return (f"{lender[0]}\nLoan Estimate  Save this Loan Estimate to compare with your Closing Disclosure.\n\n"
                f"DATE ISSUED {_mdy(dt)}\nAPPLICANTS Kristen M Hollister, {ADDR}\nPROPERTY 418 Sycamore Lane, "
                f"Millbrook, OH 44690\nEST. PROP. VALUE $245,000\nLOAN TERM 30 years  PURPOSE Refinance (cash-out)  "
                "PRODUCT Fixed Rate  LOAN TYPE Conventional\n"
                f"RATE LOCK NO - interest rate can change until you lock\n\nLoan Terms\nLoan Amount {_usd(amt)}\n"
                f"Interest Rate {rate:.3f}%\nMonthly Principal & Interest {_usd(pmt)}\nPrepayment Penalty NO  "
                "Balloon Payment NO\n\nProjected Payments\nEstimated Escrow (property taxes, homeowner's insurance) "
                f"$296\nEstimated Total Monthly Payment {_usd(pmt + 296)}\n\nCosts at Closing\nEstimated Closing "
                f"Costs {_usd(r.uniform(4200, 6100))} includes Loan Costs and Other Costs\nEstimated Cash to Close "
                f"(to borrower) {_usd(r.uniform(38000, 42000))}\n\nLoan officer: {lender[1]} {lender[2]}  {lender[3]}\n"
                "Cash-out purpose: pay off existing mortgage and fund kitchen remodel.\n")
    return fn


def t_refi_compare(r: random.Random, dt: datetime) -> str:
    return ("Refi comparison;Heartland CU;Summit Ridge;current Lakeshore\nRate;6.125%;6.375% (0.5 pt);6.875%\n"
            "Loan amount;148000;148000;100200 balance\nP&I;899.26;923.34;851.82\nEscrow;296;296;296\n"
            "Total pmt;1195.26;1219.34;1148.22\nClosing costs;4860;5920 incl points;-\nCash out;about 40000;about "
            "39000;-"
            "\nNotes;credit union - Jessica very responsive;appraisal waiver maybe?;\nDECISION;HEARTLAND - locked "
            "5/12;;\n")


def t_refi_checklist(r: random.Random, dt: datetime) -> str:
    return ("Heartland CU - refinance document checklist (Kristen)\n\n[x] 2 most recent pay stubs (Cedar Ridge)\n"
            "[x] W-2s 2024 and 2025\n[x] 2025 tax return all pages incl. Schedule C (candles)\n[x] 2 months bank "
            "statements - Tri-County checking + savings\n[x] Current mortgage statement Lakeshore\n"
            "[x] Homeowners insurance declarations page - Buckeye Farm & Home (agent Tom)\n[x] Divorce decree + "
            "shared parenting plan (child support income)\n[ ] Child support payment history 12 months - print from "
            "CSEA site\n[ ] Kitchen contract from Troyer (for cash-out purpose)\n[ ] Letter of explanation - "
            "large deposit 3/14 (tax refund)\n[ ] Photo ID both sides\n")


def t_rate_lock(r: random.Random, dt: datetime) -> str:
    return (f"Heartland Community Credit Union\nRATE LOCK CONFIRMATION\n\nDate: {_mdy(dt)}\nBorrower: Kristen M "
            f"Hollister\nLoan #: HCCU-{r.randint(2600000, 2699999)}\nProduct: 30-year fixed conventional, cash-out "
            "refinance\nLocked rate: 6.125%  Discount points: 0.000\nLock period: 45 days\nLock expiration: "
            f"{_mdy(_plus(dt, 45))}\nLoan officer: Jessica Pruitt NMLS 1487732\nIf the loan does not close before the "
            "expiration date an extension fee may apply.\n")


def t_appraisal(r: random.Random, dt: datetime) -> str:
    return ("UNIFORM RESIDENTIAL APPRAISAL REPORT (summary)\n\nSubject: 418 Sycamore Lane, Millbrook, OH 44690  "
            "County: Wayne\nBorrower: Kristen M Hollister  Lender/client: Heartland Community Credit Union\n"
            "Purpose: refinance  Occupancy: owner\nDesign: 1.5-story Cape Cod, built 1962, 1,540 sq ft GLA, 3 BR, "
            "1.5 BA, full basement, detached 1-car garage, 0.31 acre\nCondition: C4 - kitchen is original/dated "
            "(remodel planned)\nComparable sales: 502 Walnut St $238,500; 311 Beechwood Dr $251,000; 1190 Oak Knoll "
            f"$244,900\nIndicated value by sales comparison approach: $247,000\nEffective date: {_mdy(dt)}\n"
            "Appraiser: Gregory Lehman, Ohio Certified Residential Appraiser\n")


def t_cd_draft(r: random.Random, dt: datetime) -> str:
    return ("Closing Disclosure - DRAFT for review\nHeartland Community Credit Union\n\nClosing information: "
            "Date issued " + _mdy(dt) + "  Closing date 06/12/2026  Disbursement date 06/17/2026\n"
            "Settlement agent: Wayne County Title Agency  Property: 418 Sycamore Lane, Millbrook OH 44690\n"
            "Loan term 30 years  Purpose Refinance  Product Fixed Rate\nLoan amount $148,000  Interest rate 6.125%  "
            "Monthly P&I $899.26\nTotal closing costs $4,791.18\nPayoff of Lakeshore Home Loans $100,244.61\n"
            "Cash to borrower $42,964.21\nRight of rescission: 3 business days after signing.\n")


def t_title(r: random.Random, dt: datetime) -> str:
    return ("WAYNE COUNTY TITLE AGENCY\nCOMMITMENT FOR TITLE INSURANCE\n\nCommitment no. "
            "WCT-26-0" + str(r.randint(1000, 9999))
            + "\nEffective date " + _mdy(dt) + "\nProposed insured: Heartland Community Credit Union, its successors "
            "and/or assigns\nProposed policy amount: $148,000.00\nTitle vested in: Kristen M. Hollister, unmarried, by "
            "quitclaim deed from Derek A. Hollister recorded 10/21/2022 as instrument 202200014471\n"
            "Requirements: payoff and release of mortgage to Lakeshore Home Loans; 2025 2nd half taxes paid.\n"
            "Exceptions: easements of record; utility easement 10 ft along rear lot line.\n")


def t_payoff(r: random.Random, dt: datetime) -> str:
    return (f"Lakeshore Home Loans\nPAYOFF STATEMENT\n\nLoan number 0048817263\nBorrower: Kristen M Hollister\n"
            f"Requested by: Wayne County Title Agency\nGood through: {_mdy(_plus(dt, 30))}\n"
            f"Principal balance {_usd(r.uniform(99800, 100400))}\nInterest to payoff date {_usd(r.uniform(380, 620))}\n"
            "Recording fee $50.00\nLess escrow balance refund (sent separately after payoff)\n"
            "Per diem interest $18.88\nWire funds to: Lakeshore Home Loans, ABA on request by phone only\n")


def t_lo_call_notes(r: random.Random, dt: datetime) -> str:
    return ("call w/ Jessica (Heartland CU) 5/12\n- LOCKED 6.125% 45 days, no points\n- appraisal came in 247k, "
            "so LTV ~60% - good\n- they count child support as income bc decree shows it continues 3+ yrs (Owen)\n"
            "- need 12 months support history printout from CSEA\n- closing target June 12 at Wayne County Title, "
            "funds June 17 (3 day rescission)\n- cash out ~43k -> Troyer draw #2 and countertops\n"
            "- new payment ~1195 w escrow, first pmt Aug 1\n- DON'T open any new credit cards before closing\n")


def t_appraisal_invoice(r: random.Random, dt: datetime) -> str:
    return ("Lehman Appraisal Services LLC\nINVOICE\n\n" + _mdy(dt) + "\nClient: Heartland Community Credit Union "
            "(borrower paid)\nBorrower: Kristen Hollister\nProperty: 418 Sycamore Lane, Millbrook OH 44690\n"
            "Form 1004 Uniform Residential Appraisal - refinance  $525.00\nPaid by card at ordering  -$525.00\n"
            "Balance due $0.00\n")


def t_refi_new(r: random.Random, dt: datetime) -> str:
    rows = ["lender;rate;points;closing;payment;cash out", "Heartland CU;6.125;0;4860;899;40000",
            "Summit Ridge;6.375;0.5;5920;923;39000", "Lakeshore (streamline? no cash out);6.5;0;2800;633;0",
            "Rocket quote online;6.25;1.2;6400;911;38500"]
    return "\n".join(rows)


# --------------------------------------------------------------------------- Kitchen remodel (Projects Home)


def t_kitchen_quote(r: random.Random, dt: datetime) -> str:
    return (f"{CONTRACTOR}\n\nPROPOSAL - REVISION 2\nDate: {_mdy(dt)}\nCustomer: Kristen Hollister, {ADDR}\n"
            "Project: Kitchen remodel\n\nScope:\n1. Demo existing cabinets, counters, soffit and vinyl floor; haul "
            "away  $2,400\n2. Remove wall between kitchen and dining room (non-bearing - verified), patch ceiling  "
            "$1,850\n3. Electrical: new 20A small appliance circuits, under-cabinet lights, 6 recessed cans (licensed "
            "electrician)  $3,900\n4. Plumbing: relocate sink 18 in. to window, dishwasher hookup  $1,450\n"
            "5. Supply and install semi-custom cabinets, Shaker, painted 'Sage' (Yoder Cabinetry)  $14,200\n"
            "6. Install quartz countertops (by others, template coordination)  included\n7. LVP flooring 240 sq ft "
            "$2,880\n8. Tile backsplash install (customer supplies tile)  $1,100\n9. Drywall, paint, trim  $1,650\n\n"
            "TOTAL $29,430.00\nPayment: 30% deposit at signing, 40% at cabinet install, 30% at completion.\n"
            "Estimated duration 5-6 weeks. Price valid 30 days.\n")


def t_contract(r: random.Random, dt: datetime) -> str:
    return (f"{CONTRACTOR}\n\nHOME IMPROVEMENT CONTRACT\n\nThis agreement dated {_mdy(dt)} is between Troyer Custom "
            "Remodeling LLC (Contractor) and Kristen Hollister (Owner) for the remodeling of the kitchen at "
            "418 Sycamore Lane, Millbrook OH 44690 per Proposal Revision 2, attached.\nContract price: $29,430.00.\n"
            "Deposit: $8,829.00 due at signing. Start date: on or about April 20, 2026.\nChanges must be in a written "
            "change order signed by both parties.\nContractor carries general liability and workers' compensation "
            "insurance. Warranty: one year on workmanship.\nOwner's right to cancel: You may cancel this transaction "
            "at any time prior to midnight of the third business day after the date of this transaction "
            "(Ohio Home Solicitation Sales Act).\n\nContractor: Nathan Troyer    Owner: Kristen Hollister\n")


def t_change_order(n: int, what: str, price: str):
    def fn(r: random.Random, dt: datetime) -> str:
        return (f"{CONTRACTOR}\n\nCHANGE ORDER #{n}\nDate: {_mdy(dt)}\nProject: Hollister kitchen, 418 Sycamore "
                f"Lane\n\nDescription of change: {what}\nAdditional cost: {price}\nSchedule impact: "
                f"{r.choice(['none', '1 day', '2 days'])}\nRevised contract total: see attached summary\n\n"
                "Approved: ______ Kristen Hollister (owner)   ______ Nate Troyer (contractor)\n")
    return fn


def t_deposit(r: random.Random, dt: datetime) -> str:
    return ("Troyer Custom Remodeling LLC\nRECEIPT\n\n" + _mdy(dt) + "\nReceived from: Kristen Hollister\n"
            "Amount: $8,829.00 (eight thousand eight hundred twenty-nine and 00/100)\nFor: 30% deposit - kitchen "
            "remodel per contract\nPaid by: check #2131\nReceived by: Nate Troyer\n")


def t_cabinets(r: random.Random, dt: datetime) -> str:
    return ("Cabinet selections - Yoder Cabinetry (through Nate)\n\nStyle: Shaker, 5-piece door, maple\n"
            "Paint: 'Sage Meadow' (sample #SM-14) - island in 'Natural Walnut' stain\nHardware: matte black "
            "5in pulls (Amerock) x 28, knobs x 6\nUppers: 42in to ceiling, glass doors on both sides of the window?"
            " (decided NO - dust)\nBase: 3-drawer stack by range, trash pullout, lazy susan corner\nIsland: 6 ft x "
            "3 ft with seating overhang 12in for 3 stools\nLead time 6-7 weeks from order - ORDERED 3/30\n")


def t_quartz(r: random.Random, dt: datetime) -> str:
    return ("Buckeye Stone & Quartz\n3344 Old Lincoln Way, Wooster OH 44691\nQUOTE\n\n" + _mdy(dt) + "\nCustomer: "
            "Kristen Hollister (GC: Troyer Remodeling)\nMaterial: Calacatta Laza quartz, 3 cm, eased edge\n"
            "Perimeter 41 sq ft + island 22 sq ft = 63 sq ft @ $62/sq ft  $3,906.00\nUndermount single-bowl sink "
            "cutout  $250.00\nRange cutout / faucet holes (2)  $90.00\nTemplate + install  included\nTear-out of "
            "existing laminate  by GC\nTOTAL $4,246.00  50% deposit to schedule template\n")


def t_appliance(r: random.Random, dt: datetime) -> str:
    return ("LOWE'S\nOrder confirmation\n\nOrder #" + str(r.randint(900000000, 999999999)) + "  " + _mdy(dt) +
            "\nDeliver to: 418 Sycamore Lane, Millbrook OH - delivery window June 9\n\n"
            "GE 30-in 5 burner freestanding gas range, fingerprint resistant stainless  $1,149.00\n"
            "GE 24-in top control built-in dishwasher, 46 dBA  $749.00\nGE 1.9 cu ft over-the-range microwave  "
            "$379.00\n"
            "Haul away old appliances (3)  $0.00\nSubtotal $2,277.00  Tax (6.75%) $153.70  Total $2,430.70\n"
            "Paid: Lowe's Advantage card - 6 months special financing\n")


def t_remodel_budget(r: random.Random, dt: datetime) -> str:
    return ("Kitchen budget;Budget;Actual;Paid;Notes\nTroyer contract;29430;29430;8829;draw 2 at cabinet install\n"
            "Change order 1 (outlet/island);450;450;0;\nChange order 2 (pantry shelving);780;780;0;\n"
            "Quartz - Buckeye Stone;4000;4246;2123;template 6/4\nAppliances - Lowe's;2500;2430.70;2430.70;6 mo "
            "financing\nBacksplash tile;600;;0;Floor & Decor\nFaucet + sink;450;389;389;\nLighting fixtures "
            "(pendants);300;;0;\nContingency 10%;3500;;0;\nTOTAL;42010;;;from refi cash-out ~43k\n")


def t_backsplash(r: random.Random, dt: datetime) -> str:
    return ("Backsplash ideas\n\n1. White 3x12 handmade-look subway, vertical stack, light gray grout - $8.99/sq ft "
            "at Floor & Decor\n2. Zellige look in 'sage' - pretty but $18/sq ft\n3. Plain white 3x6 - cheapest, "
            "classic\nNeed about 32 sq ft + 10% waste. Nate says his tile guy needs it on site by the week of June "
            "15.\n"
            "Maddie votes #2, Owen doesn't care, I think #1\n")


def t_timeline(r: random.Random, dt: datetime) -> str:
    return ("timeline from Nate (text 4/14)\nApr 20-22 demo + wall out\nApr 23-May 1 electric + plumbing rough, "
            "inspection May 4\nMay 5-8 drywall, ceiling patch, prime\nMay 26-29 cabinets (delayed from 5/18 - Yoder "
            "backorder on doors)\nJune 4 quartz template, install ~2 wks later\nJune 9 appliances delivered\n"
            "June 22-26 backsplash, floor, trim, punch list\nKitchen out of service: use the microwave + grill, "
            "fridge in dining room\n")


def t_progress_invoice(r: random.Random, dt: datetime) -> str:
    return (f"{CONTRACTOR}\n\nINVOICE #2614\nDate: {_mdy(dt)}\nBill to: Kristen Hollister, {ADDR}\n\n"
            "Progress payment #2 (40%) - cabinet installation complete  $11,772.00\nChange order #1  $450.00\n\n"
            "Amount due: $12,222.00 on receipt\nThank you - Nate\n")


def t_delay_letter(r: random.Random, dt: datetime) -> str:
    return (f"{_us(dt)}\n\nNate,\n\nThanks for the update on the cabinet doors. I understand the backorder is at "
            "Yoder's end and not yours, but I want to put in writing where we are. The contract had cabinets going in "
            "the week of May 18 and the kitchen done by mid-June. With the doors now coming May 26, can you send me "
            "a revised schedule for the countertop template and the backsplash? My refinance closes June 12 and "
            "draw #2 will be paid from that, so the timing works out, but I need the kitchen usable before we leave "
            "for the Outer Banks on July 10.\n\nAlso please confirm the outlet on the island end (change order 1) is "
            "still in the plan.\n\nThanks,\nKristen Hollister\n418 Sycamore Lane\n")


def t_kitchen_meeting(r: random.Random, dt: datetime) -> str:
    return ("walkthrough w/ Nate + electrician\n- island outlet on the END panel, not the side (CO #1, $450)\n"
            "- pendant boxes centered on island, 2 pendants 30in apart\n- under-cab lights on the dimmer by the "
            "back door\n- sink centered on window, faucet hole on right for sprayer\n- pantry: add 5 adjustable "
            "shelves + pull-out baskets = CO #2 $780\n- paint color for walls: 'Agreeable Gray'\n- dumpster leaves "
            "Friday\n")


def t_permit(r: random.Random, dt: datetime) -> str:
    return ("CITY OF MILLBROOK - BUILDING DEPARTMENT\nRESIDENTIAL BUILDING PERMIT\n\nPermit no. R26-0" +
            str(r.randint(100, 999)) + "\nIssued: " + _mdy(dt) + "\nSite: 418 Sycamore Lane\nOwner: Kristen "
            "Hollister  Contractor: Troyer Custom Remodeling LLC\nWork: interior alteration - kitchen; remove "
            "non-bearing wall; electrical (new circuits) and plumbing (relocate sink)\nInspections required: rough "
            "electrical, rough plumbing, final\nPermit fee: $185.00 PAID\nPOST THIS PERMIT WHERE VISIBLE FROM THE "
            "STREET\n")


# --------------------------------------------------------------------------- Home


def t_homeowners(r: random.Random, dt: datetime) -> str:
    return ("Buckeye Farm & Home Mutual Insurance Company\nHOMEOWNERS POLICY DECLARATIONS\n\n"
            f"Policy number HO-{r.randint(3000000, 3999999)}\nPolicy period {_mdy(dt)} to {_mdy(_plus(dt, 365))} "
            f"12:01 am\nNamed insured: Kristen M Hollister\nResidence premises: {ADDR}\n\nCoverage A Dwelling "
            "$265,000\nCoverage B Other structures $26,500\nCoverage C Personal property $132,500\nCoverage D Loss of "
            "use $53,000\nCoverage E Personal liability $300,000\nCoverage F Medical payments $5,000\nDeductible "
            "$1,000 all perils; wind/hail 1%\nEndorsements: water backup and sump overflow $10,000\n"
            f"Annual premium {_usd(r.uniform(1180, 1390))} - paid through escrow by Lakeshore Home Loans\n"
            "Agent: Tom Schlabach Insurance, Millbrook (330) 555-0139\n")


def t_property_tax(r: random.Random, dt: datetime) -> str:
    return ("WAYNE COUNTY TREASURER\nREAL ESTATE TAX BILL - 2nd HALF 2025 (payable 2026)\n\n"
            "Owner: HOLLISTER KRISTEN M\nParcel 52-00418.000  Location: 418 SYCAMORE LN\nTaxing district: MILLBROOK "
            f"CITY / MILLBROOK CSD\nFull tax {_usd(r.uniform(2700, 2900))}  Less 2.5% owner occupancy reduction  "
            f"Less rollback\nHalf-year net tax {_usd(r.uniform(1310, 1420))}\nDue date: July 15, 2026\n"
            "Paid by escrow: mortgage company Lakeshore Home Loans has requested this bill.\n")


def t_furnace(r: random.Random, dt: datetime) -> str:
    return ("Stutzman Heating & Cooling\nSERVICE TICKET\n\n" + _mdy(dt) + "  Tech: Levi S.\nCustomer: Hollister, "
            "418 Sycamore Ln\nSpring A/C tune-up (Comfort Club member)\n- checked refrigerant pressures, capacitor "
            "reading 38.6 uF (rated 40, OK for now)\n- cleaned condenser coil, replaced 16x25x1 filter\n"
            "- furnace: flame sensor cleaned, heat exchanger no cracks visible\nRecommend: replace capacitor next "
            "visit; unit is 17 yrs old - start budgeting for replacement.\nCharge: $89.00 (club rate)  PAID\n")


def t_wh_warranty(r: random.Random, dt: datetime) -> str:
    return ("A.O. Smith - Residential Water Heater Limited Warranty\nModel GCR-40 40 gal natural gas\nSerial "
            + str(r.randint(1900000000, 1999999999)) + "\nInstalled 11/2019 by Millbrook Plumbing\n"
            "Tank: 6 years from date of installation. Parts: 6 years.\nRegister within 30 days of installation.\n"
            "Flush the tank once a year to remove sediment.\n")


def t_gutter(r: random.Random, dt: datetime) -> str:
    return ("Clear View Gutter Cleaning\nReceipt\n" + _mdy(dt) + "\n418 Sycamore Lane - clean gutters and "
            "downspouts, 1.5 story, front and back + garage  $165.00\nNoted: downspout at NE corner loose, "
            "reattached. Fascia soft near back porch - have checked.\nPaid Venmo.\n")


def t_deed(r: random.Random, dt: datetime) -> str:
    return ("QUITCLAIM DEED\n\nDerek A. Hollister, unmarried, for valuable consideration paid, grants to Kristen M. "
            "Hollister, unmarried, whose tax mailing address is 418 Sycamore Lane, Millbrook, Ohio 44690, the "
            "following real property: Situated in the City of Millbrook, County of Wayne, State of Ohio, and known "
            "as being Lot 62 in the Sycamore Heights Allotment, Parcel 52-00418.000.\nPrior instrument reference: "
            "2014-0007720.\nSigned 10/14/2022 pursuant to the Decree of Divorce, Case 2022 DR 0318.\n"
            "Recorded 10/21/2022 Wayne County Recorder instrument 202200014471.\n")


def t_home_inventory(r: random.Random, dt: datetime) -> str:
    rows = ["Home inventory (for insurance);;;", "Room;Item;Approx value;Purchased"]
    for room, item, v, y in (("Living room", ("Samsung 55in "
                                             "TV"), 480, 2022), ("Living room", "sectional couch", 1300, 2023),
                             ("Kitchen", "GE range (new)", 1149, 2026), ("Kitchen", "KitchenAid mixer", 380, 2019),
                             ("Office nook", "HP laptop", 700, 2021), ("Basement", "washer + dryer", 1400, 2020),
                             ("Garage", "Craftsman mower", 350, 2021), ("Candle room", ("wax melter + "
                                                                                       "supplies"), 900, 2024),
                             ("Maddie room", "bed + dresser", 600, 2022), ("Owen room", "bunk bed", 450, 2023)):
        rows.append(f"{room};{item};{v};{y}")
    return "\n".join(rows)


def t_electric(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(520, 980)
    return ("Buckeye Valley Electric\nAccount 110 482 7731 9  Service address: 418 SYCAMORE LN, MILLBROOK OH\n"
            f"Bill date {_mdy(dt)}  Due date {_mdy(_plus(dt, 21))}\nMeter reading {_mdy(_plus(dt, -30))} to "
            f"{_mdy(dt)}  Usage {kwh} kWh\nCustomer charge $4.00\nDistribution {_usd(kwh * 0.041)}\nGeneration & "
            f"transmission {_usd(kwh * 0.092)}\nBudget billing amount due: $140.00\nActual charges this period "
            f"{_usd(4 + kwh * 0.133)}  Budget balance {_usd(r.uniform(-80, 60))}\n"
            "To report an outage call 1-888-555-0100.\n")


def t_gas(r: random.Random, dt: datetime) -> str:
    ccf = r.randint(18, 140)
    return ("Tri-Valley Gas Service\nNatural gas statement\nAccount 6623 0418 1127  418 SYCAMORE LN\n"
            f"Statement date {_mdy(dt)}  Amount due {_usd(ccf * 0.98 + 38.5)} by {_mdy(_plus(dt, 20))}\n"
            f"Usage {ccf} CCF  Customer charge $38.50  Gas cost recovery {_usd(ccf * 0.61)}  Distribution "
            f"{_usd(ccf * 0.37)}\nSmell gas? Leave the house and call 1-800-555-0175.\n")


def t_water(r: random.Random, dt: datetime) -> str:
    return ("CITY OF MILLBROOK UTILITIES DEPARTMENT\nWater - Sewer - Refuse\nAccount 04-1180-00  418 SYCAMORE LN\n"
            f"Billing period 2 months ending {_mdy(dt)}\nWater {r.randint(5, 9)},000 gal  {_usd(r.uniform(38, 62))}\n"
            f"Sewer {_usd(r.uniform(44, 70))}\nRefuse/recycling $28.50\nStorm water $6.00\nTotal due "
            f"{_usd(r.uniform(120, 165))}  Due {_mdy(_plus(dt, 18))}\nPay at City Hall, 30 N. Broad St.\n")


def t_internet(r: random.Random, dt: datetime) -> str:
    return ("Lakeshore Broadband\nMonthly statement  Account 8155 2004 1187 3310\n"
            f"{_mdy(dt)}  KRISTEN HOLLISTER  418 SYCAMORE LN\nInternet 300 Mbps  $69.99\nWiFi equipment  $0.00\n"
            "AutoPay discount applied. Amount due $69.99 - will be charged to card ending 4418.\n")


def t_gutter_estimate(r: random.Random, dt: datetime) -> str:
    return ("Miller Exteriors\nESTIMATE\n" + _mdy(dt) + "\nKristen Hollister  418 Sycamore Lane\n\n"
            "Replace rotted fascia board at back porch approx 14 ft, wrap in aluminum (white)  $640\n"
            "Replace 5in K-style gutter back of house 38 ft + 2 downspouts, seamless  $725\nGutter guards "
            "(optional)  $390\nTotal without guards $1,365\n'Can schedule in the fall.' - Ervin\n")


def t_manual(product: str, body: str):
    def fn(r: random.Random, dt: datetime) -> str:
        return (f"{product}\nUse & Care Guide / Owner's Manual\n\nIMPORTANT SAFETY INSTRUCTIONS - read all "
                f"instructions before using this appliance.\n{body}\nTroubleshooting: before calling for service, "
                "check the circuit breaker and the power cord. Warranty: one year parts and labor from the date of "
                "original purchase.\n")
    return fn


# --------------------------------------------------------------------------- Car


def t_registration(r: random.Random, dt: datetime) -> str:
    return ("OHIO BUREAU OF MOTOR VEHICLES\nCERTIFICATE OF REGISTRATION\n\nPlate: " + PLATE + "  Expires: "
            "11/03/2026 (owner's birthday)\nOwner: KRISTEN M HOLLISTER, " + ADDR + "\nVehicle: 2018 CHEVROLET "
            f"EQUINOX LT  VIN {VIN}\nCounty: WAYNE  Tax district 8504\nFees: registration $31.00, county permissive "
            "tax $20.00, deputy fee $5.00, total $56.00 (plus $15 planning fee?)\nKEEP THIS IN THE VEHICLE\n")


def t_auto_card(r: random.Random, dt: datetime) -> str:
    return ("OHIO INSURANCE IDENTIFICATION CARD\nHeartland Mutual Insurance Company  NAIC 28411\n"
            f"Policy number PA-{r.randint(5000000, 5999999)}\nEffective {_mdy(dt)}  Expires {_mdy(_plus(dt, 182))}\n"
            f"2018 Chevrolet Equinox  VIN {VIN}\nInsured: Kristen M Hollister\nAgent: Tom Schlabach Insurance "
            "(330) 555-0139\nThis card must be carried in the insured motor vehicle for production upon demand.\n")


def t_auto_renewal(r: random.Random, dt: datetime) -> str:
    return ("Heartland Mutual Insurance - Personal Auto Policy Renewal Declarations\n"
            f"Policy period {_mdy(dt)} - {_mdy(_plus(dt, 182))}\nNamed insured: Kristen M Hollister\n"
            "Drivers: Kristen M Hollister (39). Note: Madison Hollister to be added when she receives her temporary "
            "permit (eligible 2027).\nVehicle: 2018 Chevrolet Equinox LT\nBodily injury 100/300, property damage "
            "$100,000, uninsured motorist 100/300, comprehensive $500 ded., collision $500 ded., rental $40/day\n"
            f"Six-month premium {_usd(r.uniform(690, 760))}  Multi-policy discount (home) applied.\n")


def t_oil(r: random.Random, dt: datetime) -> str:
    return ("Millbrook Auto Care\n522 W. High St, Millbrook OH  (330) 555-0151\nINVOICE " + str(r.randint(40000, 49999))
            + "\n" + _mdy(dt) + "\nCustomer: Kristen Hollister  Vehicle: 2018 Chevy Equinox  Mileage: "
            f"{r.randint(88000, 96000):,}\nOil & filter change - Dexos 5W-30 full synthetic 5 qt  $74.95\n"
            "Tire rotation  $19.95\nCabin air filter  $32.50\nInspection notes: front brake pads 4 mm - replace within "
            "3-5k miles. Rear wiper streaking.\nTotal $127.40 + tax  PAID VISA\n")


def t_tires(r: random.Random, dt: datetime) -> str:
    return ("Millbrook Tire & Auto\nSALES RECEIPT\n" + _mdy(dt) + "\n2018 Chevrolet Equinox - 225/65R17\n"
            "4 x Michelin Defender2 225/65R17 102H @ $189.99  $759.96\nMount & balance, valve stems, disposal  $96.00"
            "\nAlignment  $99.99\nRoad hazard protection 4 x $18  $72.00\nTax $69.14  TOTAL $1,097.09\n"
            "Free rotation every 6,000 miles with this receipt.\n")


def t_car_title(r: random.Random, dt: datetime) -> str:
    return ("STATE OF OHIO CERTIFICATE OF TITLE FOR A MOTOR VEHICLE\nTitle number "
            "8501" + str(r.randint(1000000, 9999999))
            + f"\nVIN {VIN}  Year 2018  Make CHEV  Model EQUINOX  Body SW\nOwner: KRISTEN M HOLLISTER, {ADDR}\n"
            "Odometer at transfer: 41,210 actual miles\nLien holder: NONE - lien cancelled 03/2024\nIssued: Wayne "
            "County Clerk of Courts, Title Division\n")


def t_car_payoff(r: random.Random, dt: datetime) -> str:
    return ("Tri-County Savings Bank - Consumer Lending\n\n" + _us(dt) + "\n\nKristen M Hollister\n" + ADDR +
            "\n\nRE: Auto loan ****6612 - 2018 Chevrolet Equinox\n\nCongratulations! Your auto loan has been paid in "
            "full. We have released our lien electronically with the Ohio BMV; you can obtain a clear title from the "
            "Wayne County Clerk of Courts Title Office. Please keep this letter for your records.\n\nConsumer Loan "
            "Servicing\n")


def t_repair(r: random.Random, dt: datetime) -> str:
    return ("Millbrook Auto Care\n522 W. High St, Millbrook OH\nREPAIR ORDER " + str(r.randint(40000, 49999)) + "\n"
            + _mdy(dt) + "\nCustomer: Hollister, Kristen  Vehicle: 2018 CHEV EQUINOX LT  VIN ...172934  Mileage "
            f"{r.randint(90000, 97000):,}\nConcern: grinding noise front when braking\nFound: front pads at 2 mm, "
            "rotors scored\nReplaced front brake pads (ceramic) and rotors  parts $212.40  labor 1.4 hr $168.00\n"
            "Replaced rear wiper blade $18.99\nSubtotal $399.39  Tax $14.34  Total $413.73\nWarranty 12 mo/12k mi\n")


def t_bmv_renewal(r: random.Random, dt: datetime) -> str:
    return ("Ohio BMV - Online Services\nREGISTRATION RENEWAL RECEIPT\n\nTransaction "
            "" + str(r.randint(10000000, 99999999))
            + f"  {_mdy(dt)}\nPlate {PLATE}  2018 CHEV EQUINOX\nOwner: KRISTEN M HOLLISTER\nNew expiration: 11/03/2026"
            "\nRegistration fee $31.00  Permissive tax $20.00  Service fee $5.00  Processing $3.50\nTotal paid "
            "$59.50 (Visa ****4418)\nYour new sticker will be mailed within 7-10 business days.\n")


# --------------------------------------------------------------------------- Health


def t_health_eob(r: random.Random, dt: datetime) -> str:
    who = r.choice(["Kristen", "Madison", "Owen"])
    prov, svc, chg = r.choice([("Millbrook Pediatrics", "Office visit, est. patient (99213)", 168.00),
                               ("Wooster Family Medicine", "Preventive visit 18-39 (99395)", 289.00),
                               ("Wooster Community Hospital Lab", "Comprehensive metabolic panel (80053)", 96.00),
                               ("Akron Children's Urgent Care", "Urgent care visit (S9083)", 210.00),
                               ("Ohio Sports Medicine Assoc.", "X-ray wrist 3 views (73110)", 142.00)])
    allowed = round(chg * r.uniform(0.55, 0.8), 2)
    you = round(r.choice([30.0, 40.0, allowed * 0.2, 0.0]), 2)
    return ("Lakeland Health Plan\nEXPLANATION OF BENEFITS - THIS IS NOT A BILL\n\n"
            f"Member: {who} Hollister  Subscriber: Kristen M Hollister  ID LHP{r.randint(10000000, 99999999)}\n"
            f"Group: Whitcomb Dental LLC  Claim {r.randint(100000000, 999999999)}  Processed {_mdy(dt)}\n\n"
            f"Provider: {prov}\nService date {_mdy(_plus(dt, -r.randint(10, 30)))}  {svc}\nAmount billed "
            f"{_usd(chg)}  Plan discount {_usd(chg - allowed)}  Allowed {_usd(allowed)}\nPlan paid "
            f"{_usd(allowed - you)}  Your responsibility {_usd(you)} (copay/deductible)\n"
            f"Deductible met so far this year: {_usd(r.uniform(300, 1500))} of $2,000 family\n")


def t_sports_physical(r: random.Random, dt: datetime) -> str:
    return ("OHIO HIGH SCHOOL ATHLETIC ASSOCIATION\nPREPARTICIPATION PHYSICAL EVALUATION - 2026-2027\n\n"
            "Student: Madison Hollister  DOB 09/14/2011  Grade entering: 9  Sport(s): softball\n"
            "Millbrook High School\nHeight 5'5\"  Weight 124  BP 108/68  Vision R 20/20 L 20/25\n"
            "History form reviewed with parent. No cardiac symptoms. Prior injury: sprained left wrist 2025, resolved."
            "\nCLEARED for all sports without restriction.\nExaminer: Susan Hartzler, MD - Millbrook Pediatrics  "
            f"Date {_mdy(dt)}\nValid until one year from date of exam.\n")


def t_allergy_plan(r: random.Random, dt: datetime) -> str:
    return ("FOOD ALLERGY & ANAPHYLAXIS EMERGENCY CARE PLAN\n\nName: Owen Hollister  DOB 10/03/2016  Weight 64 lb\n"
            "Allergy to: tree nuts (cashew, pistachio)\nAsthma: no\nFOR ANY OF THE FOLLOWING SEVERE SYMPTOMS: "
            "shortness of breath, throat tightness, many hives, repetitive vomiting -> INJECT EPINEPHRINE "
            "IMMEDIATELY and call 911.\nMedication: EpiPen Jr 0.15 mg; cetirizine 5 mg for mild symptoms.\n"
            "Parent/guardian: Kristen Hollister (330) 555-0126; Derek Hollister (330) 555-0184\n"
            "Physician: Susan Hartzler MD, Millbrook Pediatrics  Date " + _mdy(dt) + "\n")


def t_labs(r: random.Random, dt: datetime) -> str:
    return ("Wooster Community Hospital - Laboratory Services\nPatient: HOLLISTER, KRISTEN M  DOB 11/22/1986\n"
            f"Ordering: Rachel Amstutz, DO  Collected {_mdy(dt)} 07:42\n\nLIPID PANEL\nCholesterol, total "
            f"{r.randint(182, 214)} mg/dL (<200)\nTriglycerides {r.randint(90, 160)} mg/dL (<150)\nHDL "
            f"{r.randint(44, 62)} mg/dL (>39)\nLDL calc {r.randint(105, 138)} mg/dL (<100) H\n"
            f"HEMOGLOBIN A1C {r.uniform(5.1, 5.6):.1f}% (<5.7)\nTSH {r.uniform(1.1, 3.2):.2f} uIU/mL (0.45-4.5)\n"
            f"Vitamin D, 25-OH {r.randint(18, 29)} ng/mL (30-100) L\nComment: discuss at follow-up visit.\n")


def t_ortho(r: random.Random, dt: datetime) -> str:
    return ("Wayne Orthodontics - Mark Feller, DDS, MS\nORTHODONTIC TREATMENT CONTRACT & PAYMENT AGREEMENT\n\n"
            "Patient: Madison Hollister  Responsible party: Kristen Hollister (50%) / Derek Hollister (50%)\n"
            "Treatment: comprehensive orthodontics, full upper and lower braces, est. 22 months\n"
            "Total fee $5,600.00  Insurance estimate (Lakeland Dental lifetime ortho max) -$1,500.00\n"
            "Down payment $650.00  Balance $3,450.00 in 24 monthly payments of $143.75 (Kristen's half $71.88 - "
            f"she pays full, Derek reimburses)\nStart date {_mdy(dt)}. Missed appointments and broken brackets "
            "may extend treatment.\n")


def t_immunization(r: random.Random, dt: datetime) -> str:
    return ("Millbrook Pediatrics - IMMUNIZATION RECORD\nPatient: Owen Hollister  DOB 10/03/2016\n\n"
            "DTaP: 12/2016, 02/2017, 04/2017, 01/2018, 10/2020\nIPV: 12/2016, 02/2017, 10/2017, 10/2020\n"
            "MMR: 10/2017, 10/2020\nVaricella: 10/2017, 10/2020\nHep B: 10/2016, 12/2016, 04/2017\n"
            "Hep A: 10/2017, 04/2018\nInfluenza: yearly 2017-2025\nRequired for Ohio school attendance: COMPLETE\n")


def t_hsa(r: random.Random, dt: datetime) -> str:
    rows = ["HSA 2026 - Lakeland HDHP;;;", "Date;What;For;Amount"]
    for _ in range(r.randint(7, 11)):
        rows.append(f"{_mdy(_plus(dt, -r.randint(0, 150)))};"
                    f"{r.choice(['contribution (payroll)', 'Rx CVS', 'copay', 'lab bill', 'glasses', 'ortho'])};"
                    f"{r.choice(['Kristen', 'Maddie', 'Owen'])};{r.uniform(15, 220):.2f}")
    rows.append("Limit 2026 family;;;8750")
    return "\n".join(rows)


def t_vision(r: random.Random, dt: datetime) -> str:
    return ("Millbrook Eye Care - Spectacle Prescription\nPatient: Kristen Hollister  Date " + _mdy(dt) + "\n"
            "OD  SPH -1.75  CYL -0.50  AXIS 090\nOS  SPH -2.00  CYL -0.25  AXIS 085\nADD none  PD 62\n"
            "Expires one year from exam date. Dr. Jill Wengerd, OD\n")


def t_physical_notes(r: random.Random, dt: datetime) -> str:
    return ("physical w/ Dr Amstutz 3/18\n- BP 124/82 - recheck in 3 months, less salt/caffeine\n- LDL a little high,"
            " vit D low -> take 2000 IU daily\n- mammogram: start at 40 (Nov) - schedule baseline\n- knee pain from "
            "standing at fairs -> better shoes, PT if not better\n- sleep ~6 hrs, 'stress' - yeah no kidding\n"
            "- next visit June 24 8:15\n")


def t_hospital_dispute(r: random.Random, dt: datetime) -> str:
    return (f"{_us(dt)}\n\nWooster Community Hospital\nPatient Financial Services\n1761 Beall Ave\nWooster, OH 44691\n"
            "\nRe: Account 77104433 - patient Owen Hollister, date of service 08/30/2024\n\nTo whom it may concern,\n\n"
            "I received a statement for $486.00 for Owen's emergency room visit on August 30. Lakeland Health Plan's "
            "EOB shows this claim was processed in-network with a patient responsibility of $150.00 (ER copay), "
            "which I paid at the time of the visit. It looks like the claim was billed a second time under the "
            "physician group. Please review the account and send a corrected statement. A copy of the EOB is "
            "enclosed.\n\nThank you,\nKristen Hollister\n(330) 555-0126\n")


def t_derm_notes(r: random.Random, dt: datetime) -> str:
    return ("dermatologist 8/12 - Dr Hochstetler, Wooster\nmole on left shoulder - biopsy done, results in 1-2 wks\n"
            "(called 8/20: benign, dysplastic nevus mild, no more treatment)\nfull skin check every year now\n"
            "sunscreen SPF 30+ at softball games!!! (me and the kids)\ncopay $40\n")


def t_plantar(r: random.Random, dt: datetime) -> str:
    return ("Plantar Fasciitis: Stretches and Self-Care\n\nPlantar fasciitis is irritation of the thick band of "
            "tissue along the bottom of the foot. It often causes heel pain with the first steps in the morning.\n"
            "1. Towel stretch before getting out of bed - 3 x 30 seconds.\n2. Calf stretch against a wall.\n"
            "3. Roll the arch over a frozen water bottle for 5-10 minutes.\nWear supportive shoes, avoid going "
            "barefoot on hard floors, and consider over-the-counter arch supports.\n")


# --------------------------------------------------------------------------- School


def t_iep(r: random.Random, dt: datetime) -> str:
    return ("MILLBROOK CITY SCHOOLS\nINDIVIDUALIZED EDUCATION PROGRAM (IEP) - Ohio PR-07\n\nChild: Owen Hollister  "
            "DOB 10/03/2016  Grade 3  Eastview Elementary\nIEP meeting date: 10/16/2025  Annual review by: 10/15/2026"
            "  ETR date: 11/07/2024\nDisability category: Specific Learning Disability (reading) ; Speech or Language"
            " Impairment\nPROFILE: Owen is a friendly, hardworking student who loves science and Legos. He decodes "
            "CVC words but struggles with vowel teams and multisyllable words (DIBELS ORF 38 wcpm, benchmark 70).\n"
            "GOAL 1 Reading fluency: by 10/2026 Owen will read grade-level text at 75 wcpm with 95% accuracy.\n"
            "GOAL 2 Phonics: decode vowel-team words with 90% accuracy in 4/5 trials.\nGOAL 3 Articulation: produce /r/"
            " in sentences with 80% accuracy.\nSERVICES: specially designed instruction in reading 150 min/week "
            "(intervention specialist, resource room); speech-language therapy 60 min/month.\n"
            "ACCOMMODATIONS: read aloud of tests except reading tests, extended time 1.5x, small group testing.\n"
            "Third Grade Reading Guarantee: reading improvement and monitoring plan is part of this IEP.\n")


def t_iep_progress(r: random.Random, dt: datetime) -> str:
    return ("Millbrook City Schools - IEP PROGRESS REPORT\nStudent: Owen Hollister  Grade 3  Eastview Elementary\n"
            f"Reporting period: Quarter {r.choice([2, 3])}  Date: {_mdy(dt)}\nCase manager: Laura Steiner, "
            f"Intervention "
            f"Specialist\n\nGoal 1 - Reading fluency: current {r.randint(52, 66)} wcpm, 93% accuracy. Progress is "
            f"being "
            "made; Owen is more confident reading aloud.\nGoal 2 - Decoding vowel teams: 78% accuracy (4 of 5 "
            "probes). Making progress.\nGoal 3 - /r/ articulation (Diane Horst, SLP): 70% at sentence level. Making "
            "progress.\nComments: Owen's Wilson Reading System lessons are at Step 3. Please keep reading 20 minutes "
            "a night and signing the reading log.\n")


def t_etr(r: random.Random, dt: datetime) -> str:
    return ("EVALUATION TEAM REPORT (ETR) - Ohio PR-06 - summary\nChild: Owen Hollister  Date of report 11/07/2024\n"
            "Reason for evaluation: parent request (Kristen Hollister) and teacher concern - reading below grade "
            "level after Tier 2 intervention.\nAssessments: WISC-V (FSIQ 101, average), WIAT-4 (word reading 78, "
            "pseudoword decoding 74, reading comprehension 86), CTOPP-2 phonological processing below average, "
            "GFTA-3 articulation.\nTeam determination: Owen is eligible for special education services as a child "
            "with a Specific Learning Disability in basic reading skills and reading fluency, and a Speech or Language "
            "Impairment (articulation).\nSchool psychologist: Dr. Ann Kline\n")


def t_iep_meeting_notes(r: random.Random, dt: datetime) -> str:
    return ("IEP check-in meeting 5/14 - my notes\nThere: Ms. Steiner, Mrs. Bixler, Mrs. Horst (speech), Mr. Albaugh? "
            "no - principal Mrs. Weaver, me. Derek on speaker phone.\n- Owen passed the 3rd grade reading test "
            "cut score on the spring retake!! (Third Grade Reading Guarantee) - moves to 4th\n- fluency up to 61 wcpm,"
            " goal 75 by Oct\n- summer: ESY? no, not eligible. They suggest the library summer reading + Wilson "
            "practice cards 3x a week\n- 4th grade: same amount of resource room time, add keyboarding\n"
            "- ask about audiobooks (Learning Ally) for science/social studies - YES they'll add it\n")


def t_iep_questions(r: random.Random, dt: datetime) -> str:
    return ("questions for IEP mtg\n1. how many minutes is he actually pulled for reading (he says not every day)\n"
            "2. can he take spelling tests orally?\n3. what's his DIBELS now vs fall\n4. is the reading guarantee "
            "retake in May or summer\n5. speech - is /r/ goal still needed? he sounds so much better\n"
            "6. audiobooks for content classes\n7. who will be his 4th grade teacher - want someone patient\n")


def t_reading_log(r: random.Random, dt: datetime) -> str:
    rows = ["Owen reading log;;;", "Date;Book;Minutes;Parent initials"]
    books = ["Dog Man", "Mercy Watson", "Magic Tree House #3", "Bad Kitty", "Nate the Great", "Wilson cards"]
    for i in range(14):
        rows.append(f"{_mdy(_plus(dt, -i))};{r.choice(books)};{r.choice([10, 15, 20, 20, 25])};"
                    f"{r.choice(['KH', 'DH'])}")
    return "\n".join(rows)


def t_8th_schedule(r: random.Random, dt: datetime) -> str:
    return ("MILLBROOK MIDDLE SCHOOL - Student Schedule 2025-2026\nStudent: Madison Hollister  Grade 8  Homeroom 214"
            "\nPeriod 1 Algebra I - Mr. Fenstermaker\nPeriod 2 ELA 8 - Mrs. Sprang\nPeriod 3 Physical Science - "
            "Ms. Lehman\nPeriod 4 US History - Mr. Shultz\nPeriod 5 Lunch / Study hall\nPeriod 6 Spanish I - Sra. "
            "Ramsey\nPeriod 7 Art / Health (semester)\nCounselor: Greg Albaugh\n")


def t_hs_course(r: random.Random, dt: datetime) -> str:
    return ("MILLBROOK HIGH SCHOOL - Course Selection Sheet, Class of 2030 (Grade 9, 2026-2027)\n"
            "Student: Madison Hollister\nEnglish 9 Honors (teacher rec: YES)\nGeometry (completed Algebra I in 8th)\n"
            "Biology\nWorld History\nSpanish II\nPhysical Education / Health\nElective 1: Intro to Business\n"
            "Elective 2: Digital Photography\nCollege Credit Plus info night: February 19 - parents encouraged.\n"
            "Parent signature: Kristen Hollister   Due to counselor by February 27\n")


def t_report_card(kid: str):
    def fn(r: random.Random, dt: datetime) -> str:
        if kid == "Owen":
            return ("Eastview Elementary - Grade 3 Progress Report\nStudent: Owen Hollister  Teacher: Mrs. Kendra "
                    f"Bixler\nQuarter {r.choice([2, 3])}\nReading: 2 (progressing toward standard) - see IEP progress "
                    "report\nWriting: 2\nMath: 3 (meets standard)\nScience: 4 (exceeds)\nSocial Studies: 3\n"
                    "Effort: excellent. Comment: Owen is a kind classmate and a great helper with the class fish.\n")
        return ("Millbrook Middle School - Report Card 2025-2026 Q3\nStudent: Madison Hollister  Grade 8\n"
                f"Algebra I A-  ELA 8 B+  Physical Science A  US History B  Spanish I A  Art A\nGPA "
                f"{r.uniform(3.5, 3.8):.2f}"
                "\nAttendance: 2 absences (tournament travel), 1 tardy\nHonor Roll\n")
    return fn


def t_field_trip(r: random.Random, dt: datetime) -> str:
    return ("Millbrook Middle School - Grade 8\nFIELD TRIP PERMISSION SLIP\n\nDestination: COSI (Center of Science"
            " and Industry), Columbus\nDate: May 8, 2026  Depart 7:30 am, return about 5:00 pm\nCost $28 (admission + "
            "bus). Students bring a packed lunch or money for the cafe.\nI give permission for my child Madison "
            "Hollister to attend. Parent/guardian signature: Kristen Hollister  Emergency phone (330) 555-0126\n")


def t_supply_list(r: random.Random, dt: datetime) -> str:
    return ("Eastview Elementary - 3rd Grade Supply List 2025-2026\n24 #2 pencils (Ticonderoga please)\n2 pink "
            "erasers\n4 glue sticks\n1 pair Fiskars scissors\n4 plastic folders with pockets (red, blue, green, "
            "yellow)\n3 wide-ruled composition notebooks\n1 box of tissues\n1 pair of headphones in a labeled bag\n"
            "Crayola markers and colored pencils\nPlease label everything with your child's name.\n")


def t_school_calendar(r: random.Random, dt: datetime) -> str:
    return ("MILLBROOK CITY SCHOOLS 2025-2026 DISTRICT CALENDAR\nAug 20 first day grades 1-12\nSep 1 Labor Day - no "
            "school\nOct 10 teacher in-service\nNov 26-28 Thanksgiving break\nDec 22 - Jan 2 winter break\n"
            "Jan 19 MLK Day\nFeb 16 Presidents' Day\nMar 23-27 spring break\nApr 3 Good Friday\nMay 22 last day for "
            "students (weather make-up days May 26-28)\nMay 31 MHS graduation\n")


def t_parent_input(r: random.Random, dt: datetime) -> str:
    return ("Parent input statement for Owen's IEP\n\nOwen's strengths at home: he builds Lego sets from the "
            "instructions for hours, loves anything about animals and space, and is very patient with his big sister. "
            "He can retell a story he listened to in great detail.\n\nConcerns: homework that involves reading still "
            "takes a long time and he gets frustrated and says he is 'dumb'. He avoids reading out loud. Spelling "
            "tests are very stressful. At his dad's house the week-on routine is the same.\n\nWhat we would like: "
            "audiobooks for science and social studies, oral spelling tests, continued speech for the /r/ sound, and "
            "a plan for 4th grade so he keeps the same intervention teacher if possible.\n\nKristen Hollister (mom)\n")


def t_teacher_eml(r: random.Random, dt: datetime) -> str:
    return ("From: Greg Albaugh <galbaugh@millbrookschools.org>\nTo: khollister86@gmail.com\n"
            f"Date: {dt:%a, %d %b %Y} 15:41:09 -0400\nSubject: Re: Madison - Honors English 9 / Geometry\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\nHi Ms. Hollister,\n\nThanks for your "
            "email. Madison's teachers recommended her for English 9 Honors and she has credit for Algebra I, so she "
            "is placed in Geometry for next fall. If she wants to try College Credit Plus in 10th grade, the "
            "intent-to-participate form is due April 1 of next year.\n\nHer 9th grade schedule will be available in "
            "the parent portal in early August. Softball players usually take PE in the spring semester - I made "
            "a note.\n\nGreg Albaugh\nSchool Counselor, Millbrook Middle School\n")


def t_consent_reeval(r: random.Random, dt: datetime) -> str:
    return ("PARENT CONSENT FOR EVALUATION - Ohio PR-05\nMillbrook City Schools\n\nChild: Owen Hollister  DOB "
            "10/03/2016  School: Eastview Elementary\nThe district proposes to evaluate your child in the following "
            "areas: academic achievement (reading), communication status (speech/articulation), intellectual "
            "functioning.\nReason: initial evaluation requested by parent; Tier 2 reading intervention data shows "
            "limited progress.\n[X] I give consent for the evaluation.\nParent signature: Kristen Hollister  Date: "
            "09/12/2024\nThe evaluation must be completed within 60 days of consent.\n")


def t_iep_request(r: random.Random, dt: datetime) -> str:
    return (f"{_us(dt)}\n\nLaura Steiner, Intervention Specialist\nEastview Elementary School\n\nDear Ms. Steiner,\n\n"
            "I am writing to request an IEP team meeting to review Owen's progress before the end of the school year."
            " His latest progress report shows his fluency at 61 words per minute, and I would like to talk about "
            "his 4th grade services, audiobook access and whether he still needs the speech goal. His father, Derek "
            "Hollister, would like to join by phone.\n\nWe are available any day after 3:30 pm, or on Fridays after "
            "1:00.\n\nThank you,\nKristen Hollister\n")


def t_tutor(r: random.Random, dt: datetime) -> str:
    return ("tutor - Mrs. Gerber (Orton-Gillingham certified, retired teacher)\ntues + thurs 4:30-5:15 at the "
            "library study room\n$40/session, pay monthly, Venmo @Janet-Gerber-OG\nDerek pays half per the parenting "
            "plan extracurricular/educational split - send him receipt\nshe wants: Owen's IEP goals, his Wilson step, "
            "spelling list each week\nsummer: 1x week June-July\n")


def t_rgg_letter(r: random.Random, dt: datetime) -> str:
    return ("Eastview Elementary School\n\n" + _us(dt) + "\n\nDear Parent/Guardian of Owen Hollister,\n\n"
            "Under Ohio's Third Grade Reading Guarantee, students in grade 3 must reach a promotion score on the "
            "Ohio State Test in English Language Arts. Your child's fall score was below the promotion score. This "
            "does not mean your child will be retained; students with an IEP who have reading goals may be exempt, "
            "and there are more chances to take the test in the spring and summer.\n\nYour child will continue to "
            "receive intensive reading support (90 minutes a day) under a reading improvement and monitoring plan. "
            "Please call me with any questions.\n\nMrs. Patricia Weaver, Principal\n")


def t_dyslexia_guide(r: random.Random, dt: datetime) -> str:
    return ("Understanding Dyslexia: A Guide for Parents\n\nDyslexia is a specific learning disability that is "
            "neurobiological in origin. It is characterized by difficulties with accurate and/or fluent word "
            "recognition and by poor spelling and decoding abilities.\nSigns in early grades: trouble learning "
            "letter sounds, guessing at words from the first letter, slow laborious reading.\nWhat helps: explicit, "
            "systematic, multisensory phonics instruction (Orton-Gillingham approaches), audiobooks for content, "
            "extra time, and protecting your child's confidence.\nOhio's dyslexia law (2021) requires screening in "
            "K-3 and teacher training.\n")


def t_safeguards(r: random.Random, dt: datetime) -> str:
    return ("Whose IDEA Is This? A Parent's Guide to the Individuals with Disabilities Education Improvement Act "
            "(Ohio Department of Education and Workforce) - Procedural Safeguards Notice\n\n"
            "Prior written notice; parent consent; independent educational evaluation (IEE) at public expense; "
            "access to education records; mediation; due process complaints; state complaints; discipline "
            "procedures; placement in private schools by parents.\n")


def t_iep_tips(r: random.Random, dt: datetime) -> str:
    return ("10 Tips for Your Child's IEP Meeting\n1. Ask for draft goals and progress data before the meeting.\n"
            "2. Bring a parent input statement.\n3. Goals must be measurable - 'will improve reading' is not a goal.\n"
            "4. Ask how progress will be measured and how often you will be told.\n5. You can take the IEP home "
            "before signing.\n6. Put requests in writing.\n7. Bring someone with you to take notes.\n")


# --------------------------------------------------------------------------- Sports and the Summer Slam fundraiser


def t_softball_schedule(r: random.Random, dt: datetime) -> str:
    lines = [f"{TEAM} - 2026 SUMMER SCHEDULE", "Head coach Rick Moser (330) 555-0170  Asst. Jamie Wengerd", ""]
    for d, ev, loc in (("May 2-3", "Spring Fling (USSSA)", "Canton - Sherman Smith Complex"),
                       ("May 16-17", "Buckeye Bash", "Mansfield"),
                       ("May 30-31", "Memorial Classic", "Akron - Firestone"),
                       ("June 6-7", "Lake Erie Showcase", "Sandusky - Sports Force Parks"),
                       ("June 20-21", "WILDCATS SUMMER SLAM (home - fundraiser)", "Millbrook Community Park"),
                       ("June 26-28", "Ohio State Qualifier", "Columbus - Berliner Park"),
                       ("July 17-19", "Midwest Nationals", "Westfield, IN (Grand Park)")):
        lines.append(f"{d}  {ev}  {loc}")
    lines += ["", "Practices: Tues/Thurs 6-8 pm at Millbrook HS field. Bring both uniforms to every tournament."]
    return "\n".join(lines)


def t_team_fees(r: random.Random, dt: datetime) -> str:
    return (f"{TEAM} - 2026 Player Fee Statement\nPlayer: Madison Hollister (#7)\n\nSeason fee (tournament entries, "
            "umpires, insurance, field time)  $1,150.00\nUniform package (2 jerseys, pants, helmet decal, bag)  "
            "$185.00\nFundraiser credit (Summer Slam - each family sells 20 raffle tickets) -$100.00\n"
            "Paid: 01/10 $400 / 02/10 $400\nBalance due $435.00 by May 1\nPayments: Venmo @WCWildcats14U or check to "
            "treasurer Stacy Baker.\n")


def t_uniform(r: random.Random, dt: datetime) -> str:
    return ("WILDCATS 14U UNIFORM ORDER FORM\nPlayer name: Maddie Hollister  Number: 7\nJersey size: Adult S  "
            "Pants: Youth XL, grey belted  Socks: M\nVisor / headband: headband x2\nBackpack with name embroidered: "
            "YES - MADDIE 7 (+$12)\nDue to Coach Rick by January 20. Orders go to Millbrook Sporting Goods.\n")


def t_tourney_hotel(r: random.Random, dt: datetime) -> str:
    return ("Hampton Inn Columbus - Hilliard\nReservation confirmation\n\nConfirmation "
            "" + str(r.randint(80000000, 89999999))
            + "\nGuest: Kristen Hollister\nCheck-in Fri June 26, 2026  Check-out Sun June 28, 2026\n"
            "1 room, 2 queen beds, non-smoking\nGroup: WAYNE COUNTY WILDCATS 14U - Ohio State Qualifier "
            "(team block rate $139/night + tax)\nCancel by 6 pm June 24 to avoid one night charge.\n")


def t_player_contract(r: random.Random, dt: datetime) -> str:
    return (f"{TEAM} PLAYER & PARENT COMMITMENT 2026\n\nThe player commits to attend all practices and tournaments "
            "unless excused by the head coach at least 48 hours ahead. School events come first; family vacations "
            "must be on the calendar by March 1 (Hollister - week of July 11 OBX noted, will miss nothing - no "
            "event that week).\nParents agree to: pay fees on time, work one fundraiser shift, no coaching from the "
            "stands, 24-hour rule before discussing playing time.\nPlayer: Madison Hollister  Parent: Kristen "
            "Hollister  Parent: Derek Hollister\n")


def t_ics(r: random.Random, dt: datetime) -> str:
    ev = [("20260606", "20260608", "Lake Erie Showcase - Sandusky"), ("20260620", "20260622", "Wildcats Summer Slam"),
          ("20260626", "20260629", "Ohio State Qualifier - Columbus"), ("20260717", "20260720", "Midwest Nationals")]
    out = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TeamSnap//Schedule//EN", "X-WR-CALNAME:Wildcats 14U"]
    for i, (s, e, name) in enumerate(ev):
        out += ["BEGIN:VEVENT", f"UID:wc14u-2026-{i}@teamsnap.com", f"DTSTAMP:{dt:%Y%m%dT120000Z}",
                f"DTSTART;VALUE=DATE:{s}", f"DTEND;VALUE=DATE:{e}", f"SUMMARY:{name}", "END:VEVENT"]
    out.append("END:VCALENDAR")
    return "\r\n".join(out) + "\r\n"


def t_baseball_reg(r: random.Random, dt: datetime) -> str:
    return ("MILLBROOK YOUTH BASEBALL - 2026 REGISTRATION CONFIRMATION\nPlayer: Owen Hollister  Age: 9  Division: "
            "Coach Pitch / Minors (9U)\nFee: $85 (includes jersey and hat)  Paid by card\nEvaluations: Saturday "
            "March 14, 10 am, Millbrook Community Park Field 3\nSeason: April 18 - June 27, games Mon/Wed evenings\n"
            "Volunteer requirement: 2 concession shifts per family\n")


def t_parent_packet(r: random.Random, dt: datetime) -> str:
    return (f"{TEAM}\nPARENT INFORMATION PACKET - 2026 SEASON\n\nWelcome to the Wildcats family! Our team plays "
            "USSSA and Ohio Girls Softball tournaments from May through mid-July.\nCommunication: all schedules and "
            "changes go out through TeamSnap. Tournament schedules are posted Thursday night.\nTravel: families book "
            "hotels in the team block when one is offered. Carpools are allowed with parent permission.\n"
            "Equipment: each player needs a fastpitch bat (USSSA/USA certified), helmet with face mask, glove, "
            "cleats, and a catcher's set if applicable.\nFees: $1,150 per player paid in three installments. "
            "Fundraiser: our home tournament, the Summer Slam, pays for field rentals and umpires.\n"
            "Code of conduct: parents cheer, coaches coach, players play.\n")


def t_tryout_notes(r: random.Random, dt: datetime) -> str:
    return ("tryouts 8/10 - 13U/14U Wildcats, Smithville field\n- Maddie: 2B and OF, hit 3 line drives off the "
            "machine, 1 strikeout in live ABs\n- Coach Rick said call-backs by Wednesday\n- offered spot 8/14!! "
            "$1100 fee, first payment Jan\n- other option Orrville Lady Hawks (less travel) - Maddie wants Wildcats\n"
            "- need new bat: Easton Ghost 31/21? ask Derek to split\n")


def t_drills(r: random.Random, dt: datetime) -> str:
    return ("Fastpitch Softball Hitting Drills for Home\n1. Tee work - high/low/inside/outside, 25 swings each.\n"
            "2. Soft toss from the side - focus on keeping hands inside the ball.\n3. One-knee drill for top-hand "
            "strength.\n4. Wiffle ball front toss behind a screen.\n5. Dry swings in front of a mirror to check the "
            "load and stride.\nKeep it short and fun: 15-20 minutes a day beats one long session a week.\n")


SPONSORS = ["Millbrook Auto Care", "Troyer Custom Remodeling", "Hartman Insurance Agency", ("Cedar Ridge Family "
            "Dentistry"), "Buckeye Stone & Quartz", "Smokin' Barrel BBQ", "Millbrook Sporting Goods", ("Kline Farms "
            "Market"), "First Choice Realty - Amy Mast", "Stutzman Heating & Cooling", "Village Pizza"]


def t_sponsor_letter(r: random.Random, dt: datetime) -> str:
    return (f"{TEAM}\nWILDCATS SUMMER SLAM - June 20-21, 2026 - Millbrook Community Park\n\n{_us(dt)}\n\n"
            "Dear Local Business Owner,\n\nThe Wayne County Wildcats 14U are hosting our annual Summer Slam fastpitch "
            "tournament. Last year 16 teams and more than 600 players and fans came to Millbrook for the weekend. "
            "The tournament is our team's main fundraiser and pays for field rentals, umpires and tournament entry "
            "fees so more girls can play.\n\nSponsorship levels:\nHOME RUN $500 - 3x8 ft banner on the Field 1 "
            "fence, logo on the t-shirt, 4 weekend passes\nTRIPLE $250 - banner on Field 2 or 3, logo on t-shirt\n"
            "DOUBLE $100 - name on the t-shirt and the program\nSINGLE $50 - name in the program\n\n"
            "Checks payable to 'Wayne County Wildcats Softball' (a 501(c)(3), EIN 82-4471903). Logos due by June 5 "
            "for the shirts.\n\nThank you for supporting girls' softball!\nKristen Hollister, Fundraiser Chair  "
            "(330) 555-0126\n")


def t_sponsor_tracker(r: random.Random, dt: datetime) -> str:
    rows = ["Sponsor;Level;Amount;Contact;Logo received;Paid"]
    for s in SPONSORS:
        lvl, amt = r.choice([("Home Run", 500), ("Triple", 250), ("Double", 100), ("Single", 50)])
        rows.append(f"{s};{lvl};{amt};{_person(r)};{r.choice(['yes', 'no', 'emailed'])};"
                    f"{r.choice(['yes', 'yes', 'no'])}")
    return "\n".join(rows)


def t_tourney_budget(r: random.Random, dt: datetime) -> str:
    return ("Summer Slam 2026 budget;Budget;Actual so far\nINCOME;;\nTeam entry fees 16 x $450;7200;5400\n"
            "Gate (admission $5 adult);2800;\nSponsors;3000;2150\nConcessions;2400;\nRaffle / 50-50;900;420\n"
            "T-shirt sales;600;\nEXPENSES;;\nField rental Millbrook Parks (4 fields 2 days);1600;800\n"
            "Umpires 40 games x $110;4400;\nUSSSA sanction + insurance;350;350\nBalls (12 dz);780;780\n"
            "Concession stock (GFS, Sam's);1100;\nT-shirts (Millbrook Sporting Goods);900;\nAwards/rings;650;\n"
            "Banners;240;240\nNET (goal $7,000);7660;\n")


def t_concessions(r: random.Random, dt: datetime) -> str:
    return ("CONCESSIONS PLAN - Summer Slam\n\nStand: Field 1 building (Millbrook Parks key from Jeff). Health dept "
            "temporary food license applied 5/20 ($50) - hot dogs + walking tacos need it.\nMenu & prices: hot dog $3,"
            " walking taco $5, nachos $4, pulled pork $7 (Smokin' Barrel donating 20 lb), candy $1.50, water $1, "
            "Gatorade $2.50, coffee $1 (Sat am).\nShifts 7-11, 11-3, 3-close each day, 3 parents per shift.\n"
            "Buy list: GFS - hot dogs 10 lb x4, buns, chips, nacho cheese x6; Sam's - water 8 cases, Gatorade 6 cases."
            "\nCash box: $300 in small bills from team account. Square reader for cards.\n")


def t_volunteers(r: random.Random, dt: datetime) -> str:
    rows = ["Day;Shift;Job;Volunteer 1;Volunteer 2;Volunteer 3"]
    for day in ("Sat 6/20", "Sun 6/21"):
        for sh in ("7-11", "11-3", "3-close"):
            for job in ("Concessions", "Gate", "Raffle table"):
                rows.append(f"{day};{sh};{job};{_person(r)};{_person(r)};{r.choice(['', _person(r)])}")
    return "\n".join(rows)


def t_raffle(r: random.Random, dt: datetime) -> str:
    return ("RAFFLE BASKETS - Summer Slam\n1. Ohio State tailgate basket (team parents donated) - value ~$150\n"
            "2. Sycamore Lane candle basket - 4 jars + melts (me)\n3. Cedar Point 2 tickets (donated by Hartman Ins.)\n"
            "4. Date night: Village Pizza + Regal gift card\n5. Softball basket: Easton bat (Millbrook Sporting Goods)"
            "\n6. Car detail - Millbrook Auto Care\nTickets $1 each / 25 for $20. Drawing Sunday 3 pm at the "
            "championship game. Need Ohio raffle rules check - 501c3 OK.\n50/50 every Saturday and Sunday game.\n")


def t_banner_proof(r: random.Random, dt: datetime) -> str:
    return ("Millbrook Sign & Graphics\nPROOF - please approve\nJob: Wildcats Summer Slam sponsor banners (6)\n"
            "Size: 3 ft x 8 ft, 13 oz vinyl, hemmed with grommets every 2 ft\nText: 'THANK YOU TO OUR SPONSORS - "
            "WILDCATS SUMMER SLAM 2026' + sponsor logos\nColors: navy / gold per team\nPrice: 6 x $40 = $240.00\n"
            "Reply APPROVED to print. Turnaround 5 business days.\n")


def t_field_rental(r: random.Random, dt: datetime) -> str:
    return ("CITY OF MILLBROOK PARKS & RECREATION\nFACILITY USE AGREEMENT\n\nPermit holder: Wayne County Wildcats "
            "Softball (Kristen Hollister, tournament director)\nFacility: Millbrook Community Park softball "
            "complex, Fields 1-4, concession stand, PA system\nDates: Saturday June 20 and Sunday June 21, 2026, "
            "7:00 am - 9:00 pm\nFee: 4 fields x 2 days x $200 = $1,600.00 (50% deposit paid, balance due June 12)\n"
            "Field prep: Parks staff drag and line fields each morning; team provides volunteers between games.\n"
            "Certificate of insurance naming the City of Millbrook as additional insured required 10 days prior.\n"
            "No alcohol. Trash removed to dumpsters by permit holder.\n")


def t_umpire(r: random.Random, dt: datetime) -> str:
    rows = ["Umpires - Summer Slam (assignor: Todd Snyder);;;", "Game slot;Field;Umpires;Fee"]
    for i in range(14):
        rows.append(f"Sat {8 + i // 2}:{'00' if i % 2 == 0 else '45'};Field {i % 4 + 1};2;220")
    return "\n".join(rows)


def t_bracket(r: random.Random, dt: datetime) -> str:
    teams = ["Wildcats 14U", "Orrville Lady Hawks", "Canton Heat", "Ohio Outlaws", "Akron Storm", "Lady Lightning",
             "Medina Mayhem", "Ashland Thunder", "Mansfield Fury", "Stark County Sting", "Holmes Co Hurricanes",
             "Ohio Sliders"]
    rows = ["Pool;Team;Coach;Paid entry"]
    for i, t in enumerate(teams):
        rows.append(f"{'ABCD'[i % 4]};{t};{_person(r)};{r.choice(['yes', 'yes', 'pending'])}")
    return "\n".join(rows)


def t_fund_todo(r: random.Random, dt: datetime) -> str:
    return ("SUMMER SLAM TO DO\n- call Troyer + Millbrook Auto about banner logos (due 6/5)\n- health dept temp food"
            " license - pick up\n- order tshirts by 6/8 (need final sponsor list)\n- COI from USSSA to Parks dept\n"
            "- umpire assignments from Todd\n- buy concessions Thurs 6/18, Stacy has truck\n- print brackets + "
            "program\n- raffle baskets to Amy by 6/15\n- cash box $300 from treasurer\n")


def t_thankyou(r: random.Random, dt: datetime) -> str:
    return (f"{_us(dt)}\n\nDear {r.choice(SPONSORS[:3])},\n\nOn behalf of the Wayne County Wildcats 14U, thank you for "
            "your generous Home Run sponsorship of this year's Summer Slam tournament. Your banner will hang on the "
            "Field 1 fence all weekend and your logo is on the back of the tournament t-shirt. Your support pays for "
            "umpires and field time so our girls can compete.\n\nPlease accept the enclosed weekend passes and come "
            "cheer us on June 20-21 at Millbrook Community Park!\n\nGratefully,\nKristen Hollister\n"
            "Summer Slam Fundraiser Chair\nWayne County Wildcats Softball is a 501(c)(3) organization. No goods or "
            "services were provided in exchange for this contribution other than 4 passes valued at $40.\n")


def t_concession_shopping(r: random.Random, dt: datetime) -> str:
    return ("GFS\nhot dogs 4 x 10lb\nbuns 20 dz\nnacho cheese #10 can x6\ntortilla chips 6 cases\nfritos single "
            "bags 3 cases (walking tacos)\ntaco meat - make at home Fri\nsour cream, shredded cheese\n\nSAMS\nwater "
            "8 cs\n"
            "gatorade 6 cs\ncandy variety 4 boxes\ncoffee + cups\nice - 20 bags Sat morning\n\nreceipts -> Stacy "
            "(treasurer) for reimbursement\n")


def t_raffle_sales(r: random.Random, dt: datetime) -> str:
    rows = ["Family;Tickets out;Sold;$ turned in"]
    for _ in range(12):
        sold = r.randint(5, 25)
        rows.append(f"{r.choice(LAST)};25;{sold};{sold}")
    rows.append("Note;each family sells 20 for $100 fee credit;;")
    return "\n".join(rows)


def t_sponsor_form(r: random.Random, dt: datetime) -> str:
    return ("WILDCATS SUMMER SLAM 2026 - SPONSOR RESPONSE FORM\n\nBusiness: Hartman Insurance Agency\nContact: Gary "
            "Hartman  Phone (330) 555-0131\nLevel: [X] HOME RUN $500  [ ] TRIPLE $250  [ ] DOUBLE $100  [ ] SINGLE $50"
            "\nLogo: sent by email (vector .eps)\nPayment: check #5521 enclosed, payable to Wayne County Wildcats "
            "Softball\nReturn to Kristen Hollister, 418 Sycamore Lane, Millbrook OH 44690 by June 5.\n")


# --------------------------------------------------------------------------- Custody: divorce (done), co-parenting


def t_decree(r: random.Random, dt: datetime) -> str:
    return ("IN THE COURT OF COMMON PLEAS, WAYNE COUNTY, OHIO\nDOMESTIC RELATIONS DIVISION\n\nKRISTEN M. HOLLISTER, "
            "Plaintiff  v.  DEREK A. HOLLISTER, Defendant\nCase No. 2022 DR 0318  Judge Elaine R. Mast\n\n"
            "JUDGMENT ENTRY - DECREE OF DIVORCE\n\nThis matter came before the Court on September 8, 2022 upon the "
            "Plaintiff's Complaint for Divorce. The parties have entered into a Separation Agreement and a Shared "
            "Parenting Plan, which the Court finds fair, just and equitable and in the best interest of the minor "
            "children, Madison (DOB 09/14/2011) and Owen (DOB 10/03/2016).\nIT IS ORDERED that the parties are "
            "granted a divorce on the grounds of incompatibility. The Separation Agreement is incorporated. The "
            "Shared Parenting Plan is adopted. Child support is ordered per the attached worksheet through the Wayne "
            "County Child Support Enforcement Agency. The marital residence at 418 Sycamore Lane is awarded to "
            "Plaintiff, who shall refinance or assume the mortgage.\n\nJUDGE ELAINE R. MAST  Filed 09/15/2022\n")


def t_separation(r: random.Random, dt: datetime) -> str:
    return ("SEPARATION AGREEMENT\n\nDerek A. Hollister and Kristen M. Hollister, married June 12, 2010 in "
            "Millbrook, Ohio, agree as follows:\n1. Real estate: Wife receives the residence at 418 Sycamore Lane "
            "and pays Husband $18,500 for his equity within 90 days.\n2. Vehicles: Wife keeps the 2018 Chevrolet "
            "Equinox and its loan; Husband keeps the 2016 Ford F-150.\n3. Retirement: each keeps his or her own "
            "accounts.\n4. Debts: each pays the credit cards in his or her own name.\n5. Spousal support: none.\n"
            "6. Tax dependency: Wife claims both children in even years, Husband claims Owen in odd years if "
            "current on support.\nSigned 08/22/2022 before a notary.\n")


def t_atty_invoice(r: random.Random, dt: datetime) -> str:
    return ("GERBER & STOLL LAW LLC\n140 N. Market St, Wooster OH 44691\n\nStatement " + _mdy(dt) + "\n"
            "Client: Kristen Hollister  Matter: Hollister v. Hollister (divorce) 2022 DR 0318\n\n"
            "08/02 Review financial disclosures; draft separation agreement  2.4 h\n08/11 Mediation session "
            "(attend)  3.5 h\n08/19 Revise shared parenting plan per mediation  1.2 h\n08/22 Signing conference  "
            "0.8 h\n09/08 Final hearing  1.5 h\nAttorney Lisa Gerber  9.4 h @ $225 = $2,115.00\n"
            "Less retainer applied  -$1,500.00\nBalance due $615.00\n")


def t_mediation(r: random.Random, dt: datetime) -> str:
    return ("Mediation 8/11/22 - my notes\n- house: I keep it, buy out Derek's equity 18,500 (HELOC? ask Tri-County)\n"
            "- kids: week on/week off, exchange Sunday 6 pm at Derek's, he wants Wednesday dinners on my weeks - OK\n"
            "- holidays alternate, Christmas Eve/Day split, each gets 2 weeks summer vacation with notice by April 1\n"
            "- child support per guideline worksheet, he pays (income 68k vs my 48k)\n- extracurriculars split 50/50 "
            "(softball!)\n- mediator: Carol Hershberger\n")


def t_fin_affidavit(r: random.Random, dt: datetime) -> str:
    return ("AFFIDAVIT OF INCOME, EXPENSES, AND FINANCIAL DISCLOSURE (Ohio Uniform Domestic Relations Form 2)\n"
            "Case No. 2022 DR 0318  Affiant: Kristen M. Hollister\n\nSection I Income: employer Cedar Ridge Family "
            "Dentistry, office manager, base $46,800/yr; self-employment (candles) approx $1,200/yr\n"
            "Section II Expenses: housing $1,180; utilities $360; food $700; childcare (summer) $250\n"
            "Section III Assets: checking, savings, 401(k), residence (equity approx $37,000)\n"
            "Sworn before a notary public 06/30/2022.\n")


def t_atty_final(r: random.Random, dt: datetime) -> str:
    return ("GERBER & STOLL LAW LLC\nFINAL STATEMENT - ACCOUNT CLOSED\n\nClient: Kristen M. Hollister\nMatter: "
            "Divorce, Wayne County Common Pleas Case 2022 DR 0318\n\nBalance forward $615.00\nPayment received "
            "11/02/2022 - check 1987  -$615.00\nBalance $0.00\n\nThe Court's decree was journalized 09/15/2022 and the "
            "quitclaim deed recorded 10/21/2022. Our representation in this matter is concluded. Please keep your "
            "certified copy of the decree in a safe place.\n")


def t_spp(r: random.Random, dt: datetime) -> str:
    return ("SHARED PARENTING PLAN - Case No. 2022 DR 0318\n\n1. Both parents are residential parents and legal "
            "custodians of Madison and Owen.\n2. Regular schedule: alternating weeks, exchange Sundays at 6:00 pm at "
            "the children's school or Father's residence. The non-residential parent has dinner Wednesdays 5-7:30 pm."
            "\n3. Holidays alternate by even/odd years (Thanksgiving to Mother in even years, Easter to Father in even "
            "years). Christmas Eve noon to Christmas Day noon alternates.\n4. Summer: each parent may take up to two "
            "non-consecutive vacation weeks with written notice by April 1.\n5. School: both parents have access to "
            "records; Mother is the school's primary contact; both attend IEP meetings.\n6. Extracurricular and "
            "tutoring"
            " costs split 50/50 if agreed in writing (text is fine).\n7. Health: Mother carries health and dental "
            "insurance; uncovered expenses split 59% Father / 41% Mother.\n")


def t_support_order(r: random.Random, dt: datetime) -> str:
    return ("WAYNE COUNTY CHILD SUPPORT ENFORCEMENT AGENCY\nADMINISTRATIVE ADJUSTMENT / SUPPORT ORDER\n\nObligor: "
            "Derek A. Hollister  Obligee: Kristen M. Hollister\nCSEA case 7045123891  Court case 2022 DR 0318\n"
            "Children: Madison Hollister, Owen Hollister\nChild support: $600.39 per month plus 2% processing charge "
            "$12.01 = $612.40 per month, effective 10/01/2024 (after administrative review)\nCash medical support: $0 "
            "while Mother provides health insurance\nPayments by income withholding through Ohio Child Support Payment"
            " Central.\nSupport continues until each child turns 18 and graduates high school, not past age 19.\n")


def t_parenting_cal(r: random.Random, dt: datetime) -> str:
    rows = ["2026 parenting time;Week of;With;Notes"]
    start = datetime(2026, 1, 4)
    for i in range(30):
        wk = start + timedelta(days=7 * i)
        who = "Mom" if i % 2 == 0 else "Dad"
        note = ""
        if wk.month == 7 and wk.day <= 14:
            note = "OBX - swapped w/ Derek (he takes 7/26 week)"
        rows.append(f";{_mdy(wk)};{who};{note}")
    return "\n".join(rows)


def t_support_history(r: random.Random, dt: datetime) -> str:
    lines = ["Ohio Child Support Payment Central - PAYMENT HISTORY", "Case 7045123891  Obligee: KRISTEN M HOLLISTER",
             f"Printed {_mdy(dt)}", "", "Date  Source  Amount  Disbursed to obligee"]
    d = _plus(dt, -360)
    while d < dt:
        lines.append(f"{_mdy(d)}  Income withholding - employer  $306.20  Direct deposit ****0118")
        d = _plus(d, r.choice([14, 14, 15, 16]))
    lines.append("Arrears balance: $0.00")
    return "\n".join(lines)


def t_summer_sched(r: random.Random, dt: datetime) -> str:
    return ("Summer 2026 schedule - Kristen & Derek (agreed by text 3/28)\n\nJune: regular alternating weeks; "
            "Maddie's tournaments - whoever has the week drives, Derek takes Columbus June 26-28 even though it's my "
            "week (I'm running Summer Slam the week before and need the weekend).\nJuly 10-18: kids with Kristen - "
            "Outer Banks (my vacation week, notice given 3/28).\nJuly 26-Aug 1: Derek's vacation week (Lake Erie "
            "camping).\nOwen tutoring continues 1x week; Derek drives on his weeks.\nBack to school Aug 19.\n")


def t_swap_note(r: random.Random, dt: datetime) -> str:
    return ("derek text 3/28 - agreed:\nhe keeps kids the wk of 7/5 instead of 7/12 so i have them 7/10-7/18 for obx\n"
            "i give him 7/26-8/1 for his camping week\nhe wants to take owen to reds game 6/13 on my weekend - fine\n"
            "send him the rental address + itinerary (parenting plan says 'notice of where')\n"
            "remind him his half of softball fee $217.50 still owed\n")


def t_csea_review(r: random.Random, dt: datetime) -> str:
    return ("WAYNE COUNTY CHILD SUPPORT ENFORCEMENT AGENCY\n\n" + _us(dt) + "\n\nKristen M. Hollister\n" + ADDR +
            "\n\nNOTICE OF ADMINISTRATIVE REVIEW\nCSEA case 7045123891\n\nAn administrative review of the child "
            "support order in your case has been scheduled because 36 months have passed since the order was "
            "established. Both parties must submit: the last two years of federal tax returns, current pay stubs, "
            "and proof of health insurance costs for the children within 14 days. The review hearing will be held "
            "at 356 W. North St., Wooster. Failure to provide information may result in an order based on imputed "
            "income.\n")


def t_expense_letter(r: random.Random, dt: datetime) -> str:
    return (f"{_us(dt)}\n\nDerek,\n\nPer section 6 of our shared parenting plan, here are the shared expenses for "
            "the kids since January that we agreed to split 50/50:\n- Wildcats season fee $1,150 (your half $575, "
            "you paid $400)\n- Owen's tutoring with Mrs. Gerber Jan-Jun $960 (your half $480)\n- Maddie's new bat "
            "$279.99 (your half $140)\nUncovered medical (59% yours): Owen ER copay $150 = $88.50\n\nTotal you owe: "
            "$883.50. Receipts attached. Venmo or check is fine. Thanks.\n\nKristen\n")


# --------------------------------------------------------------------------- Travel


def t_rental_confirm(r: random.Random, dt: datetime) -> str:
    return (f"{RENTAL}\nRESERVATION CONFIRMATION\n\nConfirmation #SB-{r.randint(200000, 299999)}\nGuest: Kristen "
            "Hollister  (330) 555-0126\nProperty: 'Salty Dog Cottage' - 5012 N. Virginia Dare Trail, Kill Devil "
            "Hills NC - 3 BR / 2 BA, semi-oceanfront, 2nd row\nArrival Saturday July 11, 2026 (check-in 4:00 pm)\n"
            "Departure Saturday July 18, 2026 (check-out 10:00 am)\nRent $2,150.00  Occupancy tax 12.75% $274.13  "
            "Cleaning $225.00  Damage waiver $39.00\nTotal $2,688.13  Paid deposit $1,344.07  Balance due "
            "June 11, 2026 $1,344.06\nLinens NOT included - add linen package ($32/bed) by June 27.\n")


def t_rental_agreement(r: random.Random, dt: datetime) -> str:
    return ("SANDBAR VACATION RENTALS - VACATION RENTAL AGREEMENT (NC Vacation Rental Act)\n\nTenant: Kristen "
            "Hollister  Property: Salty Dog Cottage, Kill Devil Hills\nTerm: 07/11/2026 - 07/18/2026\nMax occupancy 6."
            " No pets. No smoking. Quiet hours 10 pm - 8 am.\nMandatory evacuation: if a mandatory evacuation order "
            "is issued for the area, tenant is entitled to a refund of rent for the days not used unless tenant "
            "declined travel insurance.\nTravel insurance: DECLINED / ACCEPTED (circle) - accepted $89\n"
            "Signed electronically " + _mdy(dt) + "\n")


def t_obx_budget(r: random.Random, dt: datetime) -> str:
    return ("OBX budget;Est;Actual\nRental (incl tax, fees);2688;2688\nTravel insurance;89;89\nGas (640 mi each way, "
            "Equinox 26 mpg);260;\nHotel on the way (Wytheville? no - drive straight);0;\nGroceries week;350;\n"
            "Eating out 3x;300;\nWright Brothers memorial;30;30\nFishing charter (half day);450;225 deposit\n"
            "Jockey's Ridge / free;0;\nMini golf, ice cream, souvenirs;250;\nTotal;4417;\nSaved so far;3100;\n")


def t_packing(r: random.Random, dt: datetime) -> str:
    return ("OUTER BANKS PACKING LIST\nSheets + towels for 3 beds (linens not included!!) - or rent linens $96\n"
            "Beach: chairs, umbrella, boogie boards, sand toys for Owen, cooler, beach cart\nSunscreen x3 SPF 50, "
            "aloe, hats\nOwen's EpiPen x2 + cetirizine!!\nMaddie's glove + ball (she'll want to throw)\nChargers, "
            "Owen's tablet + headphones for the car (10 hr drive)\nBug spray, flashlight, rain jackets\n"
            "Groceries to bring: coffee, spices, snacks\nKitchen at home won't be done - pack from the dining room\n")


def t_obx_todo(r: random.Random, dt: datetime) -> str:
    return ("Things to do - OBX\n- Wright Brothers National Memorial (Kill Devil Hills) - tickets booked Tue 7/14\n"
            "- Jockey's Ridge State Park - sunset on the dunes, maybe kite\n- Bodie Island Lighthouse\n- Half day "
            "inshore fishing charter from Pirate's Cove, Manteo (Wed 7/15 7 am)\n- Corolla wild horses? tour is $$$\n"
            "- Duck Donuts every morning (lol)\n- Outer Banks Brewing? no - kids\n- Mini golf at Mutiny Bay\n")


def t_route(r: random.Random, dt: datetime) -> str:
    return ("drive to OBX\nleave 5:00 am Sat 7/11\nI-77 S to Charleston WV -> I-64 E -> Richmond -> I-295/I-64 to "
            "Chesapeake -> US-168 -> US-158 over Wright Memorial Bridge\n~640 mi, 10.5 hrs with stops\nstops: "
            "Marietta (gas), Beckley WV (lunch - Tamarack), Richmond (gas)\ntolls: WV turnpike $4.25 x? (E-ZPass works)"
            "\narrive Kill Devil Hills ~4 pm check-in\nheading home Sat 7/18 10 am, stay over in Beckley? decide "
            "later\n")


def t_wright_tix(r: random.Random, dt: datetime) -> str:
    return ("Recreation.gov\nTicket confirmation\n\nWright Brothers National Memorial - Entrance\nOrder " +
            str(r.randint(1000000000, 1999999999)) + "\nDate of visit: Tuesday, July 14, 2026, 10:00 AM time slot\n"
            "1 Adult (16+) $10.00  Children 15 and under free (2)\nPurchaser: Kristen Hollister\n"
            "Show this ticket on your phone at the visitor center.\n")


def t_charter(r: random.Random, dt: datetime) -> str:
    return ("Pirate's Cove Marina - Inshore Fishing Charters\nBOOKING RECEIPT\n\nCaptain: Mike Baker - 'Reel "
            "Deal'\nTrip: half-day inshore (4 hrs), Roanoke Sound - speckled trout, red drum, flounder\nDate: "
            "Wednesday "
            "July 15, 2026, 7:00 am\nParty: Kristen Hollister + 2 (ages 14, 9)\nTotal $450.00  Deposit paid $225.00 "
            "(non-refundable within 14 days)\nBalance due to captain at the dock. NC coastal recreational fishing "
            "license covered by the boat's license. Bring sunscreen, food and drinks; tip customary.\n")


def t_obx_itin(r: random.Random, dt: datetime) -> str:
    return ("Day by day\nSat 7/11 drive down, check in 4 pm Salty Dog Cottage, groceries at Food Lion, beach walk\n"
            "Sun 7/12 beach day, Jockey's Ridge at sunset\nMon 7/13 Bodie Island lighthouse + Nags Head fishing pier\n"
            "Tue 7/14 Wright Brothers Memorial 10 am, lunch, pool/beach\nWed 7/15 fishing charter 7 am Manteo, "
            "aquarium in the afternoon if rain\nThu 7/16 beach, mini golf, seafood dinner out\nFri 7/17 souvenirs,"
            " pack, last beach day\nSat 7/18 check out 10 am, drive home\n")


def t_packing_list(r: random.Random, dt: datetime) -> str:
    return ("pack\nboogie boards (garage)\nbeach chairs x3\numbrella + sand anchor\ncooler\nsunscreen / aloe\n"
            "EpiPens!!!\nswimsuits x2 each\nhoodies - it's windy at the beach at night\nsheets+towels (rental no "
            "linens)"
            "\nE-ZPass\nrental confirmation printed\nfishing: hats, sunglasses, dramamine for Owen\n")


def t_charter_receipt(r: random.Random, dt: datetime) -> str:
    return ("Square receipt\nReel Deal Charters - Capt. Mike Baker\nPirate's Cove Marina, Manteo NC\n\n" + _mdy(dt) +
            "\nDeposit - half day inshore trip 07/15/2026 7am (party of 3)  $225.00\nVisa ending 4418\n"
            "Thank you! Balance $225 due at the dock. Cancellation less than 14 days before trip forfeits deposit "
            "unless weather cancels.\n")


def t_cabin(r: random.Random, dt: datetime) -> str:
    return ("Smoky Mountain Hideaway Cabins\nReservation confirmation\n\nGuest: Kristen Hollister\nCabin: 'Bear "
            "Necessities' - 2 BR, hot tub, mountain view, Wears Valley Rd, Sevierville TN\nCheck-in Fri October 11, "
            "2024 4 pm  Check-out Tue October 15, 2024 11 am\n4 nights $149 + cleaning $125 + tax\nTotal $891.40  PAID"
            "\nDriveway is steep - 4WD recommended in winter. Door code sent 24 hrs before arrival.\n")


def t_dollywood(r: random.Random, dt: datetime) -> str:
    return ("DOLLYWOOD - e-tickets\nOrder " + str(r.randint(50000000, 59999999)) + "\nDate: Saturday, October 12, 2024"
            "\nHarvest Festival\n1 Adult 1-Day $94.00\n2 Child (4-9) / Adult  $84.00 / $94.00\nParking (prepaid) "
            "$25.00\nTotal $297.00\nPresent barcode at the turnstile.\n")


def t_gat_budget(r: random.Random, dt: datetime) -> str:
    return ("Gatlinburg fall break;Est;Actual\nCabin 4 nights;891;891.40\nGas;220;204\nDollywood;297;297\n"
            "Food;400;462\nAnakeesta;120;118\nPancake Pantry;45;51\nSouvenirs;100;138\nTotal;2073;2161.40\n")


def t_myrtle(r: random.Random, dt: datetime) -> str:
    return ("Ocean Reef Condos - Myrtle Beach SC\nRECEIPT\n\nGuest Kristen Hollister\nUnit 1207 2BR oceanfront\n"
            "Arrive 07/30/2022  Depart 08/05/2022\n6 nights $1,188.00  Resort fee $90.00  Tax $158.60\nTotal "
            "$1,436.60  Paid in full - Visa\nThank you for staying with us!\n")


def t_cedar_point(r: random.Random, dt: datetime) -> str:
    return ("CEDAR POINT - Sandusky, Ohio\nMobile tickets\nVisit date: Saturday, July 22, 2023\n"
            "Single-day admission x 3  $59.99 each\nAll-day dining plan x 1  $49.99\nParking $35.00\n"
            "Order total $264.96  Purchased by Kristen Hollister\nKiddy Kingdom height checks: Owen 48in - "
            "OK for most coasters with an adult.\n")


def t_nashville(r: random.Random, dt: datetime) -> str:
    return ("NASHVILLE GIRLS WEEKEND - Sept 19-21, 2025\nWho: me, Heather, Lori, Crystal (kids with the dads!)\n"
            "Fri: drive down (8 hrs) - check in Airbnb Germantown 4 pm, dinner Hattie B's\nSat: brunch, Broadway "
            "honky tonks, Ryman tour 2 pm, Wildhorse Saloon line dancing\nSun: Loveless Cafe biscuits, drive home\n"
            "Airbnb $612 split 4 ways = $153 each, gas split, Venmo Heather\n")


def t_gat_itin(r: random.Random, dt: datetime) -> str:
    return ("fall break trip - Oct 11-15\nFri leave after school pickup 12:30 (early release), drive 7 hrs via I-75,"
            " stop Corbin KY dinner\nSat Dollywood (Harvest Festival) all day\nSun Cades Cove loop drive + Laurel "
            "Falls hike (easy 2.6 mi), Gatlinburg strip, Anakeesta\nMon rain day? Ripley's aquarium / Pigeon Forge "
            "mini golf, cabin hot tub\nTue check out 11, Pancake Pantry, home by 8\nDerek agreed it's my fall break "
            "(even year)\n")


def t_nash_receipt(r: random.Random, dt: datetime) -> str:
    return ("Airbnb\nYour receipt from Airbnb\nReceipt ID: RC" + str(r.randint(10000000, 99999999)) + "\n\n"
            "Germantown modern townhouse - walk to Broadway\nNashville, Tennessee\nFri, Sep 19, 2025 -> Sun, Sep 21,"
            " 2025  2 nights, 4 guests\n$225.00 x 2 nights $450.00\nCleaning fee $95.00\nAirbnb service fee $67.12\n"
            "Taxes $0 (collected by host)\nTotal (USD) $612.12\nPaid with Visa ****4418\n")


# --------------------------------------------------------------------------- Recipes, backup and misc


RECIPES = {
    "crockpot chicken tacos": ("Crockpot Chicken Tacos\n3 lb boneless chicken breasts, 1 jar salsa (16 oz), 1 packet "
                               "taco seasoning, 1 can black beans drained, 1 cup corn.\nPut chicken in the slow cooker,"
                               " sprinkle seasoning, pour salsa over. Low 6-7 hrs or high 3-4. Shred with 2 forks, "
                               "stir in beans and corn. Serve with tortillas, cheese, sour cream.\n"),
    "grandmas zucchini bread": ("Grandma Shultz's Zucchini Bread (makes 2 loaves)\n3 eggs, 1 cup oil, 2 cups sugar, "
                                "2 cups grated zucchini, 3 tsp vanilla, 3 cups flour, 1 tsp salt, 1 tsp baking soda, "
                                "1/4 tsp baking powder, 3 tsp cinnamon, 1 cup chopped walnuts (leave out for Owen!)."
                                "\nBeat eggs, add oil, sugar, zucchini, vanilla. Mix dry ingredients, combine. Bake at "
                                "325F 60 minutes in greased loaf pans.\n"),
    "buffalo chicken dip": ("Buffalo Chicken Dip\nIngredients: 2 cups shredded cooked chicken, 8 oz cream cheese "
                            "softened, 1/2 cup ranch dressing, 1/2 cup Frank's RedHot, 1 1/2 cups shredded cheddar."
                            "\nDirections: Heat oven to 350F. Mix cream cheese, ranch and hot sauce until smooth. "
                            "Stir in "
                            "chicken and 1 cup cheese. Spread in a pie plate, top with remaining cheese. Bake 20 "
                            "minutes until bubbly. Serve with celery and tortilla chips.\n"),
    "meal plan ideas": ("MEAL PLAN IDEAS - busy weeks (softball nights!)\nMon: sheet pan sausage + peppers\n"
                        "Tue (practice): crockpot chicken tacos\nWed: breakfast for dinner\nThu (practice): sloppy "
                        "joes "
                        "from the freezer\nFri: homemade pizza night\nSat/Sun tournaments: cooler - wraps, grapes, "
                        "pretzels, string cheese\n"),
    "amish haystack supper": ("Haystack Supper (church potluck style)\nLayer on your plate: crushed saltines, rice, "
                              "seasoned ground beef, lettuce, tomatoes, onion, shredded cheese, crushed Doritos, "
                              "cheese sauce (Velveeta + milk), salsa, sour cream. Feeds a crowd - great for the team "
                              "end of season party.\n"),
}


def t_recipe(key: str):
    def fn(r: random.Random, dt: datetime) -> str:
        return RECIPES[key]
    return fn


def t_wedding_guests(r: random.Random, dt: datetime) -> str:
    rows = ["Name;Side;RSVP;Number"]
    for _ in range(20):
        rows.append(f"{_person(r)};{r.choice(['Kristen', 'Derek'])};{r.choice(['yes', 'yes', 'no'])};{r.randint(1, 4)}")
    return "\n".join(rows)


def t_old_budget(r: random.Random, dt: datetime) -> str:
    return ("Derek & Kristen budget 2018;Amount\nDerek paycheck;2100\nKristen paycheck (bank);1480\nMortgage;1020\n"
            "Truck payment;412\nEquinox payment;338\nDaycare Owen (Little Lambs);640\nGroceries;650\nUtilities;320\n"
            "Phone;160\nSavings;100\n")



def t_bank_notes(r: random.Random, dt: datetime) -> str:
    return ("teller training notes - week 1\n- always count cash twice, fan it out under the camera\n- ID for every "
            "withdrawal over $200 unless you know them\n- CTR at $10,000 cash in a day\n- holds: Reg CC, next day $225"
            "\n- balancing: every drawer every day, $5 tolerance\n- never leave the drawer unlocked\n")


def t_old_notes(r: random.Random, dt: datetime) -> str:
    return ("passwords moved to the notebook in the kitchen drawer\nthings to copy to new laptop:\n- pictures\n"
            "- Documents\n- music\n- candle spreadsheet\n- tax stuff 2018-2020\nHP laptop goes to Maddie for school\n")


def t_old_candle(r: random.Random, dt: datetime) -> str:
    rows = ["first candles 2019;;;", "Scent;jars made;sold;price"]
    for sc in SCENTS[:6]:
        rows.append(f"{sc};{r.randint(6, 20)};{r.randint(2, 12)};12")
    return "\n".join(rows)


EBOOKS = [("The Candle Maker's Companion", "Betty Oppenheimer", "Resources", "Candles"),
          ("Where the Crawdads Sing", "Delia Owens", "Resources", "Books"),
          ("The Seven Husbands of Evelyn Hugo", "Taylor Jenkins Reid", "Resources", "Books"),
          ("Lessons in Chemistry", "Bonnie Garmus", "Resources", "Books"),
          ("The Total Money Makeover", "Dave Ramsey", "Resources", "Books"),
          ("Little Women", "Louisa May Alcott", "Resources", "Books"),
          ("The Overcoming Dyslexia Handbook for Parents", "M. R. Hollings", "Resources", "School")]

SONGS = [("Fancy Like", "Walker Hayes", "Country Stuff"), ("Last Night", "Morgan Wallen", "One Thing at a Time"),
         ("Anti-Hero", "Taylor Swift", "Midnights"), ("Tennessee Whiskey", "Chris Stapleton", "Traveller"),
         ("Fast Car", "Luke Combs", "Gettin' Old"), ("Jolene", "Dolly Parton", "Jolene"),
         ("Cruel Summer", "Taylor Swift", "Lover"), ("Wagon Wheel", "Darius Rucker", "True Believers")]


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

    def dup(src: str, rel: str, age: float, hard: bool | None = None) -> None:
        item = next(i for i in items if i.rel == src)
        assert all(i.rel != rel for i in items), rel
        write(rel, (root / src).read_bytes(), age)
        items.append(Item(rel, item.bucket, item.topic, item.hard if hard is None else hard))

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def left(rel: str, age: float, data: bytes) -> None:
        add(rel, L, "System", age, data)

    def lock(rel: str, age: float) -> None:
        name = b"Kristen Hollister"
        left(rel, age, bytes([len(name)]) + name + b"\x00" * (54 - len(name)) + bytes([len(name)]) + b"\x00"
             + "Kristen Hollister".encode("utf-16-le") + b"\x00" * 48)

    def exe(rel: str, age: float, bucket: str = "Resources", topic: str = "Software") -> None:
        add(rel, bucket, topic, age, _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", 2400))

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    D, DL, DT, PIC, OD, OLD = "Documents", "Downloads", "Desktop", "Pictures", "OneDrive", "Old HP Laptop"
    INI_DOCS = ("\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\windows.storage.dll,-21770\r\n"
                "IconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n").encode("utf-16")

    def ini(rel: str, age: float, res: int) -> None:
        left(rel, age, INI_DOCS.replace("21770".encode("utf-16-le"), str(res).encode("utf-16-le")))

    def thumbs(rel: str, age: float) -> None:
        left(rel, age, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))

    # ------------------------------------------------------------ Documents/Cedar Ridge (Areas Work)
    cr = f"{D}/Cedar Ridge"
    for age in (3, 17, 31):
        day = _ago(age)
        add(f"{cr}/Payroll/Payroll Register {day:%Y-%m-%d}.csv", A, "Work", age, t_payroll_register)
    add(f"{cr}/Payroll/payroll checklist.docx", A, "Work", 410, t_payroll_checklist)
    add(f"{cr}/Payroll/PTO balances May.xlsx", A, "Work", 4, t_pto_balances)
    add(f"{cr}/Claims/AR aging 05-2026.xlsx", A, "Work", 2, t_aging)
    add(f"{cr}/Claims/appeal - Keystone - D4341 denial.docx", A, "Work", 12, t_appeal)
    add(f"{cr}/Claims/appeal Unity crown 19.docx", A, "Work", 58, t_appeal)
    add(f"{cr}/Claims/EOB Keystone 0519.pdf", A, "Work", 13, t_dental_eob)
    add(f"{cr}/Claims/claims follow up list.xlsx", A, "Work", 1, t_claims_followup)
    add(f"{cr}/Claims/narrative template SRP crown.docx", A, "Work", 520, t_narrative_template)
    add(f"{cr}/Schedules/June 2026 staff schedule.xlsx", A, "Work", 6, t_staff_schedule)
    lock(f"{cr}/Schedules/~$June 2026 staff schedule.xlsx", 0.2)
    add(f"{cr}/Schedules/hygiene schedule summer.xlsx", A, "Work", 9, t_hyg_schedule)
    add(f"{cr}/Schedules/time off calendar 2026.xlsx", A, "Work", 15, t_timeoff)
    add(f"{cr}/Supplies/Midwest Dental order 22871.pdf", A, "Work", 22, t_supply_order)
    add(f"{cr}/Supplies/supply order May.xlsx", A, "Work", 24, t_supply_order_xlsx)
    add(f"{cr}/Supplies/RE_ order - small gloves.eml", A, "Work", 20, t_gloves_eml)
    add(f"{cr}/Supplies/autoclave quote Lakeview.pdf", A, "Work", 40, t_supply_quote)
    add(f"{cr}/Supplies/Wick and Pour invoice 10877.pdf", A, "Candles", 48, t_wick_invoice)  # misfiled
    add(f"{cr}/HR/Employee handbook 2026 draft.docx", A, "Work", 19, t_handbook)
    add(f"{cr}/HR/new hire checklist.docx", A, "Work", 300, t_new_hire)
    add(f"{cr}/HR/OSHA training sign-in 2026.pdf", A, "Work", 120, t_osha_signin)
    add(f"{cr}/HR/job posting - dental assistant.docx", A, "Work", 75, t_job_posting)
    add(f"{cr}/staff meeting notes 5-6.docx", A, "Work", 26, t_staff_meeting)
    add(f"{cr}/Reference/CDT 2026 code changes.pdf", R, "Work", 150, t_cdt_changes)
    add(f"{cr}/Reference/ADA claim form 2024 blank.pdf", R, "Work", 480, t_ada_form)
    add(f"{D}/Kristen Hollister resume 2026.docx", A, "Work", 50, t_resume)

    # ------------------------------------------------------------ CMOM exam (Projects Work)
    cm = f"{D}/CMOM Exam"
    add(f"{cm}/CMOM study plan.docx", P, "Work", 55, t_cmom_plan)
    add(f"{cm}/flashcards ch 1-6.csv", P, "Work", 8, t_flashcards)
    add(f"{cm}/practice test 1 results.pdf", P, "Work", 30, t_practice_results)
    add(f"{cm}/practice test 2 results.pdf", P, "Work", 9, t_practice_results)
    add(f"{cm}/ch 7 notes - coding and billing.docx", P, "Work", 5, t_cmom_coding)
    add(f"{cm}/exam registration confirmation.pdf", P, "Work", 60, t_cmom_registration)
    add(f"{cm}/HIPAA notes.txt", P, "Work", 14, t_hipaa_notes)
    add(f"{cm}/OSHA & compliance notes.docx", P, "Work", 12, t_osha_notes)
    lock(f"{cm}/~$ 7 notes - coding and billing.docx", 0.5)
    add(f"{DL}/PMI_CMOM_Candidate_Handbook_2026.pdf", P, "Work", 61, t_cmom_handbook)

    # ------------------------------------------------------------ Documents/Tri-County Bank (Archive Work)
    tb = f"{D}/Tri-County Bank (old job)"
    add(f"{tb}/teller procedures manual.pdf", X, "Work", 2900, t_teller_manual)
    add(f"{tb}/performance review 2019.pdf", X, "Work", 2330, t_perf_review)
    add(f"{tb}/resignation letter.docx", X, "Work", 2187, t_resignation)
    add(f"{tb}/401k rollover form.pdf", X, "Work", 2140, t_rollover)
    add(f"{tb}/BSA training certificate 2019.pdf", X, "Work", 2635, t_bsa_cert)
    add(f"{tb}/branch ops checklist.xlsx", X, "Work", 2400, t_branch_ops)
    add(f"{tb}/Kristen resume 2020.docx", X, "Work", 2180, lambda r, dt: t_resume(r, datetime(2020, 7, 1)))

    # ------------------------------------------------------------ Documents/Candles (Areas Candles)
    cd = f"{D}/Candles"
    for m, age in ((2, 94), (3, 63), (4, 33), (5, 2)):
        add(f"{cd}/Sales/EtsySoldOrders2026-{m}.csv", A, "Candles", age, t_etsy_orders)
    dup(f"{cd}/Sales/EtsySoldOrders2026-5.csv", f"{cd}/Sales/EtsySoldOrders2026-5 (1).csv", 1)
    add(f"{cd}/Sales/etsy_statement_2026_4.csv", A, "Candles", 30, t_etsy_statement)
    add(f"{cd}/Sales/fair sales log 2025.xlsx", A, "Candles", 170, t_fair_sales)
    add(f"{cd}/Sales/transactions-2025-12-06-2025-12-07.csv", A, "Candles", 176, t_square)
    add(f"{cd}/Supplies/Wick and Pour order 10482.pdf", A, "Candles", 88, t_wick_invoice)
    add(f"{cd}/Supplies/Lone Oak Fragrance invoice 5531.pdf", A, "Candles", 41, t_fragrance_invoice)
    add(f"{cd}/Supplies/jar order Keystone Glass.pdf", A, "Candles", 70, t_jar_order)
    add(f"{cd}/Supplies/supply costs 2026.xlsx", A, "Candles", 7, t_supply_costs)
    add(f"{cd}/Sales Tax/UST-1 2025 H2 confirmation.pdf", A, "Candles", 128, t_ust1)
    add(f"{cd}/Sales Tax/sales tax worksheet 2026 H1.xlsx", A, "Candles", 3, t_salestax_ws)
    add(f"{cd}/Sales Tax/vendor license.pdf", A, "Candles", 1180, t_vendor_license)
    add(f"{cd}/Craft Fairs 2026/Millbrook Summer Arts Fair booth application.docx", A, "Candles", 52, t_booth_app)
    add(f"{cd}/Craft Fairs 2026/Holmes County Fall Festival vendor app.pdf", A, "Candles", 11, t_holmes_app)
    add(f"{cd}/Craft Fairs 2026/fair checklist.docx", A, "Candles", 400, t_fair_checklist)
    add(f"{cd}/Craft Fairs 2026/certificate of insurance.pdf", A, "Candles", 90, t_vendor_coi)
    photo(f"{cd}/Craft Fairs 2026/booth layout idea.png", A, "Candles", 50)
    add(f"{cd}/inventory.xlsx", A, "Candles", 5, t_inventory)
    add(f"{cd}/pricing calculator.xlsx", A, "Candles", 210, t_pricing)
    add(f"{cd}/label template.docx", A, "Candles", 330, t_label_template)
    add(f"{cd}/product descriptions etsy.docx", A, "Candles", 140, t_product_desc)
    add(f"{cd}/2025 Schedule C worksheet.xlsx", A, "Candles", 80, t_schedc)
    add(f"{cd}/haystack supper for team party.docx", R, "Cooking", 260, t_recipe("amish haystack supper"))  # misfiled
    add(f"{cd}/Recipes/fragrance load chart.pdf", R, "Candles", 700, t_fragrance_load)
    add(f"{cd}/Recipes/my blends.docx", R, "Candles", 95, t_blends)
    add(f"{cd}/Recipes/wick test log.xlsx", R, "Candles", 25, t_wick_test)
    add(f"{cd}/Recipes/GB 464 tech guide.pdf", R, "Candles", 890, t_wax_guide)
    c23 = f"{cd}/Craft Fairs 2023"
    add(f"{c23}/2023 fair schedule.xlsx", X, "Candles", 1050, t_fair_2023_schedule)
    add(f"{c23}/Wooster Fall Fest 2023 acceptance.pdf", X, "Candles", 1000, t_fair_2023_accept)
    add(f"{c23}/Christmas market 2023 sales.xlsx", X, "Candles", 910, t_xmas_2023_sales)
    add(f"{c23}/2023 booth fees paid.xlsx", X, "Candles", 905, t_2023_fees)
    add(f"{c23}/2023 season wrap up.docx", X, "Candles", 900, t_2023_wrapup)
    for i, age in enumerate((905, 1041)):
        photo(f"{PIC}/Craft fair 2023/IMG_{2210 + i * 37}.JPG", X, "Candles", age)
    for name, age in (("lavender fields 8oz.jpg", 200), ("flat lay listing 3.jpg", 35),
                      ("christmas tree 12oz.jpg", 190)):
        photo(f"{PIC}/Candles/{name}", A, "Candles", age)

    # ------------------------------------------------------------ Finance (Areas)
    mo = f"{D}/Money"
    add(f"{mo}/Budget 2026.xlsx", A, "Finance", 2, t_budget)
    add(f"{mo}/Budget 2025.xlsx", A, "Finance", 160, t_budget)
    add(f"{mo}/debt snowball.xlsx", A, "Finance", 20, t_debt)
    add(f"{mo}/bills due dates.txt", A, "Finance", 140, t_bills_due)
    add(f"{mo}/savings goals 2026.docx", A, "Finance", 150, t_savings)
    add(f"{mo}/Lakeview Visa statement May 2026.pdf", A, "Finance", 10, t_cc_stmt)
    add(f"{mo}/Tri-County statement 2026-04.pdf", A, "Finance", 32, t_bank_stmt)
    add(f"{mo}/Tri-County statement 2026-03.pdf", A, "Finance", 62, t_bank_stmt)
    add(f"{mo}/Fidelity Q1 2026.pdf", A, "Finance", 55, t_retire_stmt)
    add(f"{mo}/401k enrollment Cedar Ridge.pdf", A, "Finance", 1950, t_401k)
    tx = f"{D}/Taxes"
    add(f"{tx}/2025/W-2 Cedar Ridge 2025.pdf", A, "Finance", 120, t_w2("Whitcomb Dental LLC dba Cedar Ridge Family "
                                                                       "Dentistry, 1220 N. Main St, Millbrook OH",
                                                                       "31-1604418"))
    add(f"{tx}/2025/1099-INT Tri-County 2025.pdf", A, "Finance", 118, t_1099int)
    add(f"{tx}/2025/Form 1098 Lakeshore 2025.pdf", A, "Finance", 119, t_1098)
    add(f"{tx}/2025/1099-K Etsy 2025.pdf", A, "Candles", 122, t_1099k)
    add(f"{tx}/2025/2025 Federal Return.pdf", A, "Finance", 75, t_fed_return)
    add(f"{tx}/2025/Ohio IT 1040 2025.pdf", A, "Finance", 75, t_oh_return)
    add(f"{tx}/2025/SD 100 Millbrook CSD 2025.pdf", A, "Finance", 75, t_sd100)
    add(f"{tx}/2024/2024 tax return.pdf", A, "Finance", 430, t_fed_return)
    add(f"{tx}/2024/W-2 2024.pdf", A, "Finance", 485, t_w2("Whitcomb Dental LLC dba Cedar Ridge Family Dentistry",
                                                           "31-1604418"))
    add(f"{tx}/2023/2023 return filed.pdf", A, "Finance", 790, t_fed_return)

    # ------------------------------------------------------------ Refi 2026 (Projects Finance)
    rf = f"{D}/Refi 2026"
    add(f"{rf}/Loan Estimate - Heartland CU.pdf", P, "Finance", 36, t_loan_estimate(LENDER, 6.125))
    dup(f"{rf}/Loan Estimate - Heartland CU.pdf", f"{rf}/Loan Estimate - Heartland CU (1).pdf", 36)
    add(f"{rf}/Loan Estimate - Summit Ridge.pdf", P, "Finance", 34, t_loan_estimate(LENDER2, 6.375))
    add(f"{rf}/refi comparison.xlsx", P, "Finance", 20, t_refi_compare)
    add(f"{rf}/document checklist.docx", P, "Finance", 18, t_refi_checklist)
    add(f"{rf}/rate lock confirmation.pdf", P, "Finance", 20, t_rate_lock)
    add(f"{rf}/appraisal report 418 Sycamore.pdf", P, "Finance", 11, t_appraisal)
    add(f"{rf}/closing disclosure draft.pdf", P, "Finance", 1, t_cd_draft)
    add(f"{rf}/title commitment.pdf", P, "Finance", 6, t_title)
    add(f"{rf}/Lakeshore payoff statement.pdf", P, "Finance", 4, t_payoff)
    add(f"{rf}/homeowners dec page for lender.pdf", A, "Home", 17, t_homeowners)  # the policy itself
    add(f"{DL}/LoanEstimate_HCCU_0426.pdf", P, "Finance", 36, t_loan_estimate(LENDER, 6.25))

    # ------------------------------------------------------------ Kitchen Remodel (Projects Home)
    kr = f"{D}/Kitchen Remodel"
    add(f"{kr}/Troyer Remodeling quote rev2.pdf", P, "Home", 72, t_kitchen_quote)
    add(f"{kr}/signed contract.pdf", P, "Home", 64, t_contract)
    add(f"{kr}/change order 1 - island outlet.pdf", P, "Home", 30, t_change_order(1, "Add 20A outlet on the end "
                                                                                  "panel of the island, "
                                                                                  "GFCI", "$450.00"))
    add(f"{kr}/deposit receipt.pdf", P, "Home", 64, t_deposit)
    add(f"{kr}/cabinet selections.docx", P, "Home", 63, t_cabinets)
    add(f"{kr}/quartz countertop quote.pdf", P, "Home", 28, t_quartz)
    add(f"{kr}/appliance order Lowes.pdf", P, "Home", 16, t_appliance)
    add(f"{kr}/remodel budget.xlsx", P, "Home", 3, t_remodel_budget)
    add(f"{kr}/backsplash ideas.docx", P, "Home", 21, t_backsplash)
    add(f"{kr}/timeline from Nate.txt", P, "Home", 47, t_timeline)
    for i, age in enumerate((41, 33, 27, 19, 8, 1)):
        photo(f"{PIC}/Kitchen remodel/IMG_{6402 + i * 23}.JPG", P, "Home", age)
    thumbs(f"{PIC}/Kitchen remodel/Thumbs.db", 1)
    photo(f"{DT}/kitchen layout v3.png", P, "Home", 66)

    # ------------------------------------------------------------ House (Areas Home)
    hs = f"{D}/House"
    add(f"{hs}/homeowners policy 2025-2026.pdf", A, "Home", 380, t_homeowners)
    add(f"{hs}/property tax 2nd half 2025.pdf", A, "Home", 25, t_property_tax)
    add(f"{hs}/furnace AC service Apr 2026.pdf", A, "Home", 44, t_furnace)
    add(f"{hs}/water heater warranty.pdf", A, "Home", 2380, t_wh_warranty)
    add(f"{hs}/gutter cleaning receipt.pdf", A, "Home", 205, t_gutter)
    add(f"{hs}/deed 418 Sycamore.pdf", A, "Home", 1310, t_deed)
    add(f"{hs}/home inventory.xlsx", A, "Home", 14, t_home_inventory)
    add(f"{hs}/mortgage statement May 2026.pdf", A, "Finance", 27, t_mortgage_stmt)  # misfiled
    bl = f"{D}/Bills"
    add(f"{bl}/electric april.pdf", A, "Home", 38, t_electric)
    add(f"{bl}/electric may 2026.pdf", A, "Home", 8, t_electric)
    add(f"{bl}/gas bill feb.pdf", A, "Home", 98, t_gas)
    add(f"{bl}/gas bill April.pdf", A, "Home", 40, t_gas)
    add(f"{bl}/water sewer.pdf", A, "Home", 35, t_water)
    add(f"{bl}/Lakeshore Broadband.pdf", A, "Home", 22, t_internet)
    add(f"{bl}/Tri-County statement 2026-02.pdf", A, "Finance", 90, t_bank_stmt)  # misfiled
    add(f"{DL}/GE_Range_JGBS66_Owners_Manual.pdf", R, "Home", 15, t_manual(
        "GE Appliances 30\" Free-Standing Gas Range JGBS66", "Using the oven controls: press BAKE, enter temperature, "
        "press START. Self-clean takes 3-5 hours; remove racks first. Anti-tip bracket must be installed."))
    add(f"{DL}/Whirlpool_washer_WTW5000_manual.pdf", R, "Home", 1500, t_manual(
        "Whirlpool Top Load Washer WTW5000DW", "Use only HE detergent. Run the Clean Washer cycle monthly with "
        "affresh tablets. Do not overload - items should move freely."))
    add(f"{D}/Manuals/Honeywell T6 Pro thermostat.pdf", R, "Home", 1100, t_manual(
        "Honeywell Home T6 Pro Programmable Thermostat", "Schedule: 4 periods per day (Wake, Away, Home, Sleep). "
        "Replace 2 AA batteries yearly. System setup menu: hold FAN and up arrow for 5 seconds."))
    add(f"{D}/Manuals/Craftsman M110 mower.pdf", R, "Home", 1700, t_manual(
        "Craftsman M110 140cc 21-in Push Lawn Mower", "Check the oil before each use (SAE 30). Replace the spark plug "
        "every season. Drain fuel before winter storage."))

    # ------------------------------------------------------------ Car (Areas Car)
    ca = f"{D}/Car"
    add(f"{ca}/Equinox registration 2026.pdf", A, "Car", 210, t_registration)
    add(f"{ca}/auto insurance card.pdf", A, "Car", 88, t_auto_card)
    add(f"{ca}/auto policy renewal.pdf", A, "Car", 89, t_auto_renewal)
    add(f"{ca}/oil change 4-2026.pdf", A, "Car", 52, t_oil)
    add(f"{ca}/tires receipt.pdf", A, "Car", 420, t_tires)
    add(f"{ca}/title Equinox.pdf", A, "Car", 790, t_car_title)
    add(f"{ca}/loan payoff letter.pdf", A, "Car", 800, t_car_payoff)
    add(f"{DL}/2018-chevrolet-equinox-owners-manual.pdf", R, "Car", 1200, t_manual(
        "2018 Chevrolet Equinox Owner's Manual", "Tire pressure: 35 psi front and rear (cold). Oil: dexos1 Gen 2 "
        "SAE 0W-20. Oil life monitor - reset after each oil change. Keyless access and remote start."))

    # ------------------------------------------------------------ Health (Areas Health)
    he = f"{D}/Health"
    add(f"{he}/EOB Lakeland 2026-04.pdf", A, "Health", 39, t_health_eob)
    add(f"{he}/EOB Lakeland 2026-05.pdf", A, "Health", 9, t_health_eob)
    add(f"{he}/Maddie sports physical 2026.pdf", A, "Health", 18, t_sports_physical)
    add(f"{he}/lab results Kristen Mar 2026.pdf", A, "Health", 74, t_labs)
    add(f"{he}/orthodontist contract Maddie.pdf", A, "Health", 560, t_ortho)
    add(f"{he}/immunization record Owen.pdf", A, "Health", 640, t_immunization)
    add(f"{he}/HSA 2026.xlsx", A, "Health", 10, t_hsa)
    add(f"{he}/glasses Rx.pdf", A, "Health", 280, t_vision)
    add(f"{he}/physical notes.txt", A, "Health", 74, t_physical_notes)
    add(f"{DL}/plantar-fasciitis-stretches.pdf", R, "Health", 230, t_plantar)

    # ------------------------------------------------------------ Kids: school (Areas School), sports (Areas Sports)
    kd = f"{D}/Kids"
    add(f"{kd}/Owen/IEP/Owen IEP 2025-2026.pdf", A, "School", 228, t_iep)
    add(f"{kd}/Owen/IEP/IEP progress report Q3.pdf", A, "School", 62, t_iep_progress)
    add(f"{kd}/Owen/IEP/ETR 2024.pdf", A, "School", 570, t_etr)
    add(f"{kd}/Owen/IEP/IEP meeting notes May 2026.docx", A, "School", 17, t_iep_meeting_notes)
    add(f"{kd}/Owen/IEP/questions for IEP meeting.txt", A, "School", 19, t_iep_questions)
    add(f"{kd}/Owen/reading log.xlsx", A, "School", 6, t_reading_log)
    add(f"{kd}/Owen/Eastview report card Q3.pdf", A, "School", 66, t_report_card("Owen"))
    add(f"{kd}/Owen/3rd grade supply list.pdf", A, "School", 290, t_supply_list)
    add(f"{kd}/Owen/allergy action plan.pdf", A, "Health", 250, t_allergy_plan)  # misfiled
    add(f"{kd}/Maddie/8th grade schedule.pdf", A, "School", 280, t_8th_schedule)
    add(f"{kd}/Maddie/high school course selection.pdf", A, "School", 100, t_hs_course)
    add(f"{kd}/Maddie/report card Q3.pdf", A, "School", 64, t_report_card("Maddie"))
    add(f"{kd}/Maddie/COSI field trip permission.pdf", A, "School", 40, t_field_trip)
    add(f"{kd}/MCS 2025-2026 calendar.pdf", A, "School", 300, t_school_calendar)
    add(f"{kd}/Understanding dyslexia - parent guide.pdf", R, "School", 590, t_dyslexia_guide)
    add(f"{kd}/Whose IDEA Is This - procedural safeguards.pdf", R, "School", 560, t_safeguards)
    add(f"{DL}/10-tips-iep-meeting.pdf", R, "School", 240, t_iep_tips)
    sb = f"{kd}/Softball"
    add(f"{sb}/Wildcats 14U 2026 schedule.pdf", A, "Sports", 70, t_softball_schedule)
    dup(f"{sb}/Wildcats 14U 2026 schedule.pdf", f"{sb}/Wildcats 14U 2026 schedule (1).pdf", 45)
    add(f"{sb}/team fees 2026.pdf", A, "Sports", 130, t_team_fees)
    add(f"{sb}/uniform order form.pdf", A, "Sports", 140, t_uniform)
    add(f"{sb}/Hampton Inn Columbus qualifier.pdf", A, "Sports", 24, t_tourney_hotel)
    add(f"{sb}/player parent commitment 2026.pdf", A, "Sports", 120, t_player_contract)
    add(f"{sb}/hitting drills.pdf", R, "Sports", 330, t_drills)
    add(f"{DL}/Wildcats14U.ics", A, "Sports", 44, t_ics)
    add(f"{kd}/Owen/baseball registration 2026.pdf", A, "Sports", 105, t_baseball_reg)

    # ------------------------------------------------------------ OneDrive: Summer Slam fundraiser (Projects Sports)
    ss = f"{OD}/Wildcats Summer Slam 2026"
    add(f"{ss}/sponsor letter.docx", P, "Sports", 75, t_sponsor_letter)
    add(f"{ss}/sponsor tracker.xlsx", P, "Sports", 2, t_sponsor_tracker)
    add(f"{ss}/tournament budget.xlsx", P, "Sports", 4, t_tourney_budget)
    add(f"{ss}/concessions plan.docx", P, "Sports", 11, t_concessions)
    add(f"{ss}/volunteer signup.xlsx", P, "Sports", 6, t_volunteers)
    add(f"{ss}/raffle baskets.docx", P, "Sports", 9, t_raffle)
    add(f"{ss}/banner proof.pdf", P, "Sports", 5, t_banner_proof)
    add(f"{ss}/umpire schedule.xlsx", P, "Sports", 7, t_umpire)
    add(f"{ss}/teams and pools.xlsx", P, "Sports", 3, t_bracket)
    photo(f"{ss}/Summer Slam flyer.png", P, "Sports", 48)
    photo(f"{ss}/Summer Slam flyer FINAL.png", P, "Sports", 46)
    add(f"{DT}/fundraiser to do.txt", P, "Sports", 1, t_fund_todo)
    add(f"{OD}/Documents/Parks dept field use agreement.pdf", P, "Sports", 35, t_field_rental)
    ini(f"{OD}/desktop.ini", 400, 21770)

    # ------------------------------------------------------------ Divorce (Archive) and co-parenting (Areas), Custody
    dv = f"{D}/Divorce"
    add(f"{dv}/Final Decree of Divorce.pdf", X, "Custody", 1355, t_decree)
    add(f"{dv}/Separation agreement signed.pdf", X, "Custody", 1378, t_separation)
    add(f"{dv}/attorney invoice Sept 2022.pdf", X, "Custody", 1340, t_atty_invoice)
    add(f"{dv}/mediation notes.docx", X, "Custody", 1390, t_mediation)
    add(f"{dv}/financial affidavit.pdf", X, "Custody", 1430, t_fin_affidavit)
    add(f"{dv}/Shared Parenting Plan.pdf", A, "Custody", 1355, t_spp)
    add(f"{dv}/child support order 2024.pdf", A, "Custody", 610, t_support_order)
    add(f"{D}/Kids/parenting time 2026.xlsx", A, "Custody", 64, t_parenting_cal)
    add(f"{D}/Kids/summer schedule 2026 w Derek.docx", A, "Custody", 64, t_summer_sched)
    add(f"{dv}/support payment history.pdf", A, "Custody", 16, t_support_history)

    # ------------------------------------------------------------ Outer Banks 2026 (Projects Travel)
    ob = f"{D}/Outer Banks 2026"
    add(f"{ob}/Sandbar rental confirmation.pdf", P, "Travel", 128, t_rental_confirm)
    add(f"{ob}/rental agreement.pdf", P, "Travel", 127, t_rental_agreement)
    add(f"{ob}/OBX budget.xlsx", P, "Travel", 12, t_obx_budget)
    add(f"{ob}/packing list.docx", P, "Travel", 10, t_packing)
    add(f"{ob}/things to do OBX.docx", P, "Travel", 30, t_obx_todo)
    add(f"{ob}/route and stops.txt", P, "Travel", 23, t_route)
    add(f"{ob}/Wright Brothers tickets.pdf", P, "Travel", 26, t_wright_tix)
    add(f"{ob}/fishing charter.pdf", P, "Travel", 29, t_charter)
    add(f"{DT}/OBX packing list FINAL.docx", P, "Travel", 2, t_packing)
    photo(f"{PIC}/Screenshots/Screenshot 2026-01-24 213408.png", P, "Travel", 128)
    photo(f"{PIC}/Screenshots/Screenshot 2026-01-24 213455.png", P, "Travel", 128)

    # ------------------------------------------------------------ Past trips (Archive Travel)
    tr = f"{D}/Trips"
    add(f"{tr}/Gatlinburg 2024/cabin confirmation.pdf", X, "Travel", 640, t_cabin)
    add(f"{tr}/Gatlinburg 2024/Dollywood tickets.pdf", X, "Travel", 612, t_dollywood)
    add(f"{tr}/Gatlinburg 2024/gatlinburg budget.xlsx", X, "Travel", 590, t_gat_budget)
    add(f"{tr}/Myrtle Beach 2022/condo receipt.pdf", X, "Travel", 1395, t_myrtle)
    add(f"{tr}/Cedar Point tickets 2023.pdf", X, "Travel", 1060, t_cedar_point)
    add(f"{tr}/Nashville girls weekend.docx", X, "Travel", 265, t_nashville)
    for i, age in enumerate((597, 595, 593)):
        photo(f"{PIC}/Gatlinburg 2024/IMG_{3301 + i * 11}.JPG", R, "Photos", age)
    thumbs(f"{PIC}/Gatlinburg 2024/Thumbs.db", 590)
    for i, age in enumerate((1400, 1397)):
        photo(f"{PIC}/Myrtle Beach 2022/IMG_{402 + i * 9}.JPG", R, "Photos", age)

    # ------------------------------------------------------------ Recipes, ebooks, music, installers
    add(f"{D}/Recipes/crockpot chicken tacos.docx", R, "Cooking", 900, t_recipe("crockpot chicken tacos"))
    add(f"{D}/Recipes/grandmas zucchini bread.txt", R, "Cooking", 1250, t_recipe("grandmas zucchini bread"))
    add(f"{D}/Recipes/meal plan ideas.docx", R, "Cooking", 75, t_recipe("meal plan ideas"))
    add(f"{DL}/buffalo-chicken-dip-recipe.pdf", R, "Cooking", 480, t_recipe("buffalo chicken dip"))
    for i, (title, author, bucket, topic) in enumerate(EBOOKS):
        fname = f"{author.split()[-1]} - {title}.epub" if i % 2 else f"{title.replace(' ', '_')}.epub"
        add(f"{DL}/{fname}", bucket, topic, 90 + i * 140,
            _epub(title, author, "en", f"{title}. Chapter One. " + "It was the summer everything changed. " * 4))
    for i, (title, artist, album) in enumerate(SONGS[:6]):
        add(f"Music/{artist}/{album}/{i % 3 + 1:02d} "
            f"{title}.mp3", R, "Music", 300 + i * 97, _id3(r, title, artist, album))
    ini("Music/desktop.ini", 1500, 21790)
    exe(f"{DL}/ChromeSetup.exe", 1500)
    exe(f"{DL}/ZoomInstallerFull.exe", 700)
    exe(f"{DL}/HPSmart_Setup_x64.exe", 1460)
    exe(f"{DL}/CricutDesignSpace-Install-v8.52.exe", 220)
    add(f"{DL}/TurboTax_Deluxe_2023.msi", R, "Software", 800, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 2400))
    left(f"{DL}/Loan Estimate (2).pdf.crdownload", 0.3, _pdf("Loan Estimate Heartland")[:300])
    left(f"{DL}/Wildcats_SummerSlam_program.pdf.crdownload", 1, _pdf("Summer Slam program")[:280])
    left(f"{DL}/FreeTaxUSA_2025_return.pdf.part", 76, _pdf("2025 return")[:200])
    left(f"{DL}/iCloudSetup.exe.crdownload", 400, b"MZ\x90\x00" + bytes(r.getrandbits(8) for _ in range(500)))
    ini(f"{DL}/desktop.ini", 1600, 21798)

    # ------------------------------------------------------------ Photos (Resources Photos) and product shots
    for i, age in enumerate(sorted((r.uniform(60, 700) for _ in range(6)), reverse=True)):
        photo(f"{PIC}/Camera Roll/IMG_{4100 + i * 53}.JPG", R, "Photos", age)
    for i, age in enumerate((44, 38, 31, 22, 14)):
        photo(f"{PIC}/iPhone import 2026-05-20/IMG_{6390 + i * 19}.HEIC", R, "Photos", age)
    for i in range(2):
        age = r.uniform(20, 300)
        stamp = f"{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        photo(f"{OD}/Pictures/Camera Roll/{_ago(age):%Y%m%d}_{stamp}.jpg", R, "Photos", age)
    for stamp, age in (("2025-11-02 191204", 211), ("2026-03-30 082217", 63), ("2026-05-27 220931", 5)):
        photo(f"{PIC}/Screenshots/Screenshot {stamp}.png", R, "Photos", age)
    for num, age in ((6430, 30), (6480, 16), (6483, 15)):
        photo(f"{PIC}/Softball 2026/IMG_{num}.JPG", R, "Photos", age)
    photo(f"{PIC}/Saved Pictures/maddie 8th grade dance.jpg", R, "Photos", 25)
    photo(f"{PIC}/Saved Pictures/owen science fair.jpg", R, "Photos", 80)
    ini(f"{PIC}/desktop.ini", 1600, 21779)
    thumbs(f"{PIC}/Camera Roll/Thumbs.db", 3)
    add("Videos/maddie double "
        "5-17.MOV", R, "Photos", 15, _blob(r, b"\x00\x00\x00\x14ftypqt  \x00\x00\x02\x00qt  ", 3000))

    # ------------------------------------------------------------ Old HP Laptop (Archive Backup)
    ou = f"{OLD}/Users/Kristen"
    for rel, age, content in (
            (f"{ou}/Documents/Derek and Kristen budget 2018.xlsx", 2750, t_old_budget),
            (f"{ou}/Documents/wedding guest list.xlsx", 5800, t_wedding_guests),
            (f"{ou}/Documents/resume 2015.docx", 3900, lambda r, dt: t_resume(r, datetime(2015, 3, 1))),
            (f"{ou}/Documents/teller training notes.docx", 5900, t_bank_notes),
            (f"{ou}/Documents/candles 2019.xlsx", 2300, t_old_candle),
            (f"{ou}/Documents/2019 tax return.pdf", 2240, t_fed_return),
            (f"{ou}/Documents/Recipes/grandmas zucchini bread.txt", 3000, t_recipe("grandmas zucchini bread")),
            (f"{ou}/Desktop/New Text Document.txt", 1900, t_old_notes)):
        add(rel, X, "Backup", age, content)
    for i, age in enumerate((2500, 2100, 1990, 1920)):
        photo(f"{ou}/Pictures/IMG_{1050 + i * 67}.JPG", X, "Backup", age)
    thumbs(f"{ou}/Pictures/Thumbs.db", 1900)
    for i, (title, artist, album) in enumerate(SONGS[6:7]):
        add(f"{ou}/Music/{title}.mp3", X, "Backup", 2600 + i * 40, _id3(r, title, artist, album))
    ini(f"{ou}/Documents/desktop.ini", 1900, 21770)

    # ------------------------------------------------------------ Desktop, Documents: Windows bits
    ini(f"{DT}/desktop.ini", 1600, 21769)
    ini(f"{D}/desktop.ini", 1600, 21770)

    # ------------------------------------------------------------ HARD: Downloads (names say nothing)
    for rel, b, t, age, content in (
            (f"{DL}/document.pdf", P, "Finance", 38, t_loan_estimate(LENDER, 6.25)),
            (f"{DL}/document (1).pdf", A, "Candles", 127, t_ust1),
            (f"{DL}/document (2).pdf", P, "Work", 21, t_cmom_admission),
            (f"{DL}/document (3).pdf", A, "School", 62, t_iep_progress),
            (f"{DL}/document (4).pdf", P, "Travel", 128, t_rental_confirm),
            (f"{DL}/download.pdf", P, "Home", 29, t_quartz),
            (f"{DL}/download (1).pdf", A, "Health", 40, t_health_eob),
            (f"{DL}/download (2).pdf", P, "Sports", 36, t_field_rental),
            (f"{DL}/file.pdf", A, "Car", 211, t_bmv_renewal),
            (f"{DL}/GetDocument.pdf", A, "Finance", 31, t_bank_stmt),
            (f"{DL}/GetDocument (1).pdf", A, "Finance", 120, t_1099int),
            (f"{DL}/view.pdf", A, "Home", 26, t_property_tax),
            (f"{DL}/print.pdf", A, "Custody", 15, t_support_history),
            (f"{DL}/Untitled document.docx", P, "Sports", 4, t_thankyou),
            (f"{DL}/Untitled document (1).docx", A, "School", 22, t_parent_input),
            (f"{DL}/export.csv", A, "Work", 18, t_timeclock_export),
            (f"{DL}/data.xlsx", A, "Work", 47, t_aging),
            (f"{DL}/attachment.pdf", P, "Home", 6, t_progress_invoice),
            (f"{DL}/form.pdf", A, "Candles", 12, t_holmes_app),
            (f"{DL}/report.pdf", A, "Health", 75, t_labs),
            (f"{DL}/2026-05-18.pdf", A, "Candles", 14, t_wick_invoice),
            (f"{DL}/temp.pdf", X, "Custody", 1305, t_atty_final),
            (f"{DL}/doc20240917.pdf", X, "Travel", 622, t_cabin),
            (f"{DL}/message.eml", A, "School", 88, t_teacher_eml),
            (f"{DL}/fax_000412.pdf", A, "Work", 27, t_fax_appeal_response),
            (f"{DL}/receipt.pdf", P, "Travel", 29, t_charter_receipt)):
        add(rel, b, t, age, content, hard=True)

    # ------------------------------------------------------------ HARD: Desktop
    for rel, b, t, age, content in (
            (f"{DT}/New Text Document.txt", A, "Custody", 64, t_swap_note),
            (f"{DT}/New Text Document (2).txt", P, "Sports", 3, t_concession_shopping),
            (f"{DT}/untitled.txt", R, "Candles", 22, t_wick_notes),
            (f"{DT}/notes.txt", P, "Finance", 20, t_lo_call_notes),
            (f"{DT}/New Microsoft Word Document.docx", A, "Work", 7, t_staff_memo),
            (f"{DT}/Doc1.docx", P, "Home", 13, t_delay_letter),
            (f"{DT}/Book1.xlsx", A, "Finance", 9, t_budget_draft),
            (f"{DT}/Book2.xlsx", P, "Sports", 2, t_raffle_sales),
            (f"{DT}/list.txt", P, "Travel", 5, t_packing_list),
            (f"{DT}/this week.txt", P, "Work", 8, t_cmom_week)):
        add(rel, b, t, age, content, hard=True)
    lock(f"{DT}/~$Book2.xlsx", 0.1)

    # ------------------------------------------------------------ HARD: Documents/Scanned Documents (printer scans)
    sc = f"{D}/Scanned Documents"
    for i, (b, t, age, content) in enumerate((
            (P, "Home", 21, t_change_order(2, "Pantry: add 5 adjustable shelves and 2 pull-out wire "
                                              "baskets", "$780.00")),
            (A, "Custody", 620, t_csea_review),
            (A, "School", 627, t_consent_reeval),
            (A, "Car", 150, t_repair),
            (A, "Health", 561, t_ortho),
            (A, "Candles", 45, t_booth_accept),
            (A, "Finance", 1900, t_w2("Tri-County Savings Bank, 200 E. Liberty St., Millbrook OH", "34-0487726")),
            (A, "Home", 381, t_homeowners),
            (A, "Work", 170, t_ui_notice),
            (X, "Candles", 908, t_2023_payout)), 1):
        add(f"{sc}/scan{i:04d}.pdf", b, t, age, content, hard=True)
    dup(f"{sc}/scan0004.pdf", f"{sc}/scan0004 (2).pdf", 150)

    # ------------------------------------------------------------ HARD: loose in Documents
    for rel, b, t, age, content in (
            (f"{D}/Document.docx", P, "Work", 16, t_cmom_notes_hr),
            (f"{D}/Document (2).docx", A, "School", 24, t_iep_request),
            (f"{D}/Document1.docx", P, "Travel", 31, t_obx_itin),
            (f"{D}/notes.docx", P, "Home", 34, t_kitchen_meeting),
            (f"{D}/info.pdf", A, "Sports", 150, t_parent_packet),
            (f"{D}/new.xlsx", P, "Finance", 42, t_refi_new)):
        add(rel, b, t, age, content, hard=True)

    # ------------------------------------------------------------ HARD: the 2024 and 2025 year folders
    y4 = f"{D}/2024"
    for rel, b, t, age, content in (
            (f"{y4}/scan_0031.pdf", A, "Finance", 720, t_refund_notice),
            (f"{y4}/Document3.docx", X, "Travel", 650, t_gat_itin),
            (f"{y4}/letter.docx", A, "Health", 600, t_hospital_dispute),
            (f"{y4}/Book3.xlsx", A, "Candles", 560, t_fair_sales),
            (f"{y4}/stuff.txt", A, "School", 530, t_tutor),
            (f"{y4}/Untitled.pdf", A, "Car", 805, t_car_payoff),
            (f"{y4}/download (3).pdf", A, "Work", 690, t_osha_cert),
            (f"{y4}/New Text Document.txt", A, "Sports", 660, t_tryout_notes),
            (f"{y4}/Letter (2).pdf", A, "School", 568, t_etr)):
        add(rel, b, t, age, content, hard=True)
    photo(f"{y4}/IMG_3290.JPG", R, "Photos", 598)
    y5 = f"{D}/2025"
    for rel, b, t, age, content in (
            (f"{y5}/Document.pdf", A, "Home", 250, t_gutter_estimate),
            (f"{y5}/scan_0044.pdf", X, "Travel", 255, t_nash_receipt),
            (f"{y5}/Book1.xlsx", A, "Candles", 180, t_fair_sales),
            (f"{y5}/Doc2.docx", A, "Custody", 330, t_expense_letter),
            (f"{y5}/notes.txt", A, "Health", 292, t_derm_notes),
            (f"{y5}/untitled.docx", A, "Work", 380, t_job_desc)):
        add(rel, b, t, age, content, hard=True)

    # ------------------------------------------------------------ HARD: Outlook attachments in OneDrive
    at = f"{OD}/Attachments"
    for rel, b, t, age, content in (
            (f"{at}/Document.pdf", P, "Sports", 8, t_sponsor_form),
            (f"{at}/Document (1).pdf", P, "Finance", 13, t_appraisal_invoice),
            (f"{at}/Scan.pdf", P, "Home", 45, t_permit),
            (f"{at}/Attachment_1.pdf", A, "Work", 19, t_backorder_notice),
            (f"{at}/Letter.pdf", A, "School", 190, t_rgg_letter),
            (f"{at}/Document (2).pdf", A, "Custody", 17, t_support_history)):
        add(rel, b, t, age, content, hard=True)

    return items
