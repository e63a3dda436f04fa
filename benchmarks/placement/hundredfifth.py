"""A hundred-and-fifth unseen labelled corpus: a Texas chemistry teacher and football coach's family laptop, ``build(root, seed)``, written blind.

What was read to write it: ``benchmarks/placement/unseen.py`` lines 1-220 (docstring, helpers ``_d``, ``_kr``,
``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``) and lines 1296-1360 (the
write / encode / add / dot / photo helpers at the start of its ``build()``); ``benchmarks/placement/corpus.py``
lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and lines 169-225, i.e. ``_pdf`` and ``_jpeg`` plus -- a
slip, the range overshot -- the first twenty lines of corpus.py's own ``build()``; ``benchmarks/placement/blind.py``
lines 74-106 (``_d``, ``_money``, ``_docx``), line 107 (``HEIC_HEAD``) and lines 1321-1326 (``_png``); and the
file names listed in ``benchmarks/placement/`` and the
(empty) ``benchmarks/placement/__init__.py``. Nothing under ``foldwise/``, ``docs/``, ``tests/`` or
``scripts/`` was opened, no other corpus body, no benchmark result, no git history. A second slip: after the
module was finished, one ``git status --short`` was run; it listed only file names (two modified files under
``foldwise/`` and ``tests/``, and this new module), no contents, and nothing was changed because of it.

The person: Caleb Hutchins, 38, teaches chemistry (on-level and Pre-AP) at Canyon Ridge High School in
Cibolo Valley ISD, Schertz, Texas (a suburb north-east of San Antonio), since August 2022, and is the
assistant varsity football coach for the defensive line of the Canyon Ridge Cougars. From 2014 to May 2022
he taught chemistry at Onion Creek High School in Austin (Travis Valley ISD); that job ended when the family
moved. His wife Jessica is a dental hygienist at Cibolo Smiles Family Dentistry; their children are Mason
(6, finishing kindergarten, plays T-ball with the Schertz Youth Baseball Association) and Harper (3, at
Little Acorns Learning Center). They share one Windows laptop.

As of NOW (2026-06-01) these things are under way, each with an end: selling the house at 1418 Whispering
Oak Dr, Schertz (under contract, closing 26 June 2026) and buying a bigger one at 229 Bluebonnet Bend,
Cibolo (closing 29 June 2026) -- listing, offers, disclosures, option-period repairs, inspection,
appraisal, loan, title, movers; his online M.Ed. in Educational Leadership at Texas Southern Plains
University, whose capstone (chronic absenteeism among ninth graders) is due in August 2026, which ends the
degree; and the Cougars Youth Football Camp he runs on 13-16 July 2026. Ongoing: his teaching job (lesson
plans, labs, grading, district HR papers, contract, pay, certification, evaluations), coaching the
defensive line (playbook, practice schedules, film notes, scouting, the weight room), family finances
and taxes, the TRS pension and a 403(b), the family's health and the district health plan (TRS-ActiveCare),
the current house's bills and upkeep until it is sold, the kids' daycare, T-ball and school, the two cars
(a 2019 Ford F-150 and a 2021 Honda Odyssey), the hunting lease in Mason County he shares with his brother
Cody, and Jessica's hygienist licence and continuing education. Finished: the backyard covered patio built
in 2025, the 2025 summer camp, the Austin job and the 2022 move out of Austin, past family trips.

The machine: ``Desktop/`` (current drafts and a few loose notes), ``Documents/`` with half-kept folders
(``School``, ``Coaching``, ``Masters - TSPU``, ``House``, ``Finances``, ``Health``, ``Kids``, ``Cars``,
``Hunting``, ``Jess``, ``Trips``, ``Recipes``, ``Onion Creek HS (old)``, ``Scans``, a ``2024`` year folder,
``Old Laptop Backup 2022``), a crowded ``Downloads/`` (``document (3).pdf``, ``scan0004.pdf``,
``export.csv``, installers, ebooks, half-finished downloads), ``Pictures/`` (phone imports, screenshots,
listing photos, patio, camp), ``Music/`` and ``Videos/Hudl``.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: outcomes with an end still being worked on, whatever the file's age. Selling Whispering
  Oak and buying Bluebonnet Bend, including the listing photos and photos of the new house, the lender's
  papers, the moving quotes (topic Home); everything of the M.Ed. degree itself -- courses, papers,
  grades, tuition, transcripts, the capstone chapters, its survey data, IRB approval and the advisor's
  mail (topic Masters); the 2026 youth football camp -- registrations, waivers, budget, T-shirts, schedule,
  facility request, flyer (topic Football).
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. The
  teaching job: lesson plans, labs, gradebooks, parent mail, substitute plans, contract, pay stubs,
  evaluations, certification and CPE hours (Teaching); coaching the defensive line: playbook, practice
  plans, film notes and Hudl film, scouting reports, depth charts, lifting programme (Football); bank and
  card statements, budget, tax returns of any year, W-2s, mortgage statements of the current house, the
  TRS pension and the 403(b) (Finance); doctors, prescriptions, EOBs, the district health plan (Health);
  the current house's utility bills, HOA dues, homeowner's insurance and upkeep while it is still theirs
  (Home); daycare, T-ball, school and the kids' immunisations (Kids); both cars -- insurance,
  registration, service, the truck loan (Car); the hunting lease -- lease contract, payments split with
  Cody, licences, feeders, harvest log (Hunting); Jessica's hygienist licence and CE (Dental Hygiene).
- **Resources**: reference and interests kept for their own sake: chemistry reference, safety data
  sheets, equation sheets (Teaching); coaching clinic notes and drill books (Football); published
  readings and the APA guide used in the degree, even when cited in the capstone (Masters); hunting
  regulations (Hunting); barbecue and family recipes (Cooking); appliance manuals (Home); ebooks (Books);
  music (Music); installers (Software); photos and screenshots (Photos) -- except photos that document a
  project, current or finished (listing and new-house photos, the patio, camp, trips: that project's
  bucket and topic) and those inside the old laptop backup.
- **Archive**: finished projects and ended responsibilities: the Onion Creek HS job in Austin, ended 2022
  (Teaching); the 2022 move out of Austin and the Austin rental (Home); the 2025 patio (Home); the 2025
  youth camp (Football); past trips -- Galveston 2023, Ruidoso 2024, Port Aransas 2025 (Travel); the old
  laptop backup of 2022, whatever is inside (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

``hard`` marks a file whose name *and* folder say nothing about its subject (``Downloads/document (3).pdf``,
``Desktop/New Text Document.txt``, ``Documents/2024/scan0031.pdf``); only its text can place it. Images are
never hard.
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

# --------------------------------------------------------------------------- helpers


def _md(dt) -> str:
    return dt.strftime("%B %d, %Y").replace(" 0", " ")


def _us(dt) -> str:
    return dt.strftime("%m/%d/%Y")


def _m(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _eml(frm: str, to: str, subj: str, dt, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt.strftime('%a, %d %b %Y %H:%M:%S -0500')}\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


def _ics(summary: str, dt, loc: str, desc: str) -> str:
    s = dt.strftime("%Y%m%dT%H%M00")
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Microsoft Corporation//Outlook 16.0//EN\nBEGIN:VEVENT\n"
            f"DTSTART:{s}\nSUMMARY:{summary}\nLOCATION:{loc}\nDESCRIPTION:{desc}\nEND:VEVENT\nEND:VCALENDAR\n")


CALEB = "Caleb Hutchins <chutchins@cvisd.net>"
HOME_EML = "Caleb Hutchins <calebhutch84@gmail.com>"
SCHOOL = "Canyon Ridge High School - Cibolo Valley ISD - 4700 FM 1103, Schertz, TX 78154"
KIDS = ["Aaliyah", "Brandon", "Camila", "Diego", "Emily", "Gavin", "Isabella", "Jacob", "Kaylee", "Luis",
        "Madison", "Nathan", "Olivia", "Ryan", "Sofia", "Tyler", "Valeria", "Xavier", "Zoe", "Elijah"]
LAST = ["Garcia", "Martinez", "Johnson", "Rodriguez", "Smith", "Hernandez", "Williams", "Lopez", "Brown",
        "Gonzalez", "Davis", "Perez", "Miller", "Sanchez", "Wilson", "Ramirez", "Moore", "Flores"]
OPP = ["Cypress Bend", "Comal Springs", "Randolph Oaks", "Bexar Central", "Mesquite Flats", "Guadalupe Valley",
       "Live Oak Ridge", "Salado Creek"]
UNITS = [("1", "Matter and Measurement", "C.2F, C.2G"), ("3", "Atomic Structure", "C.6A, C.6B"),
         ("5", "Chemical Bonding", "C.7B, C.7C"), ("6", "Stoichiometry", "C.8B, C.8C"),
         ("7", "Gas Laws", "C.9A, C.9B"), ("8", "Solutions", "C.10B, C.10D"), ("9", "Acids and Bases", "C.10G, C.10H")]


def _kid(r: random.Random) -> str:
    return f"{r.choice(KIDS)} {r.choice(LAST)}"


# --------------------------------------------------------------------------- Home project (sale + purchase)


def t_listing(r, dt):
    return (f"RESIDENTIAL REAL ESTATE LISTING AGREEMENT - EXCLUSIVE RIGHT TO SELL (TXR-1101)\n"
            f"Seller: Caleb Hutchins and Jessica Hutchins\nBroker: Hill Country Home Realty, agent Dana Morales\n"
            f"Property: 1418 Whispering Oak Dr, Schertz, Texas 78154, Lot 22 Block 4, Oak Trail Subdivision\n"
            f"Listing price: $349,900   Term: {_md(dt)} through {_md(dt + timedelta(days=180))}\n"
            "Broker's fee: 5.5% of sales price, 2.75% offered to buyer's broker\n"
            "Seller will provide Seller's Disclosure Notice, survey and HOA resale certificate.\n"
            "Signed: Caleb Hutchins  Jessica Hutchins  Dana Morales, REALTOR")


def t_disclosure(r, dt):
    return ("SELLER'S DISCLOSURE NOTICE - Texas Real Estate Commission\n"
            "Property: 1418 Whispering Oak Dr, Schertz TX 78154   Year built: 2016\n"
            "Seller is occupying the property. Items: range, dishwasher, ceiling fans, smoke detectors, "
            "garage door opener, water softener (owned), covered patio added 2025 (permitted, City of Schertz).\n"
            "Previous repairs: roof replaced after hail claim 2023 (insurance). Foundation: no known defects.\n"
            "Flooding: not in 100-year floodplain. HOA: Oak Trail HOA, dues $390/yr.\n"
            f"Signed {_us(dt)} by Caleb and Jessica Hutchins")


def t_offer(r, dt):
    return ("ONE TO FOUR FAMILY RESIDENTIAL CONTRACT (RESALE)\n"
            "Buyer: Minh and Thao Nguyen   Seller: Caleb Hutchins, Jessica Hutchins\n"
            "Property: 1418 Whispering Oak Dr, Schertz, Guadalupe County, Texas\n"
            "Sales price: $344,000  Cash portion $34,400  Third party financing $309,600 (FHA)\n"
            "Earnest money $3,500 and option fee $300 to Guadalupe Title Co.; option period 7 days\n"
            "Seller contribution to buyer's closing costs: $4,000\nClosing on or before June 26, 2026\n"
            f"Executed {_md(dt)}")


def t_amendment(r, dt):
    return ("AMENDMENT TO CONTRACT CONCERNING 1418 Whispering Oak Dr, Schertz TX\n"
            "Seller at Seller's expense shall complete the following repairs before closing by licensed "
            "contractors: (1) replace GFCI outlet at kitchen island, (2) service HVAC condenser and replace "
            "capacitor, (3) seal gap at garage door trim, (4) repair leak at master shower valve.\n"
            "Sales price reduced to $341,500. All other terms unchanged.\n"
            f"Dated {_md(dt)}  Buyer: Minh Nguyen  Seller: Caleb Hutchins")


def t_preapproval(r, dt):
    return ("Lone Oak Mortgage - Conditional Pre-Approval\n"
            f"Date: {_md(dt)}\nBorrowers: Caleb A. Hutchins and Jessica M. Hutchins\n"
            "Loan program: 30-year fixed conventional   Purchase price up to $465,000\n"
            "Loan amount up to $418,500   Estimated rate 6.375%\n"
            "Conditions: sale of current residence at 1418 Whispering Oak Dr, satisfactory appraisal, "
            "verification of employment with Cibolo Valley ISD and Cibolo Smiles Family Dentistry.\n"
            "Loan officer: Brian Tejeda NMLS 448120")


def t_loan_est(r, dt):
    return ("LOAN ESTIMATE - Lone Oak Mortgage\n"
            f"Date issued {_us(dt)}  Applicants Caleb and Jessica Hutchins\n"
            "Property 229 Bluebonnet Bend, Cibolo, TX 78108   Sale price $452,000\n"
            "Loan term 30 years  Purpose Purchase  Product Fixed Rate  Loan type Conventional\n"
            "Loan amount $406,800   Interest rate 6.25%   Monthly principal & interest $2,504.76\n"
            "Estimated taxes, insurance & assessments $1,118 per month\n"
            "Estimated cash to close $52,740 (includes proceeds from sale of current home)")


def t_inspection(r, dt):
    return ("PROPERTY INSPECTION REPORT - TREC REI 7-6\n"
            "Prepared for: Caleb and Jessica Hutchins\nAddress: 229 Bluebonnet Bend, Cibolo TX 78108\n"
            f"Date of inspection: {_md(dt)}   Inspector: Ray Villarreal, TREC #21877, Alamo Home Inspections\n"
            "I. Structural: foundation performing as intended; minor cosmetic cracks in garage slab.\n"
            "Roof: composition shingles, approx. 8 years, granule loss at south slope - D (deficient).\n"
            "II. Electrical: missing GFCI protection at exterior receptacles - D.\n"
            "III. HVAC: 2 systems, upstairs unit 14 years old, temperature differential 15F - D.\n"
            "IV. Plumbing: water heater TPR line not routed to exterior - D.")


def t_appraisal(r, dt):
    return ("UNIFORM RESIDENTIAL APPRAISAL REPORT - summary\n"
            "Subject: 229 Bluebonnet Bend, Cibolo, Guadalupe County TX 78108\n"
            "Borrower: Caleb Hutchins  Lender: Lone Oak Mortgage\n"
            "GLA 2,684 sq ft, 4 bedrooms, 3 baths, built 2018, lot 0.24 ac\n"
            "Comparable sales: 241 Bluebonnet Bend $455,000; 118 Larkspur Way $447,500; 305 Prairie Clover $462,000\n"
            f"Indicated value by sales comparison: $455,000   Effective date {_md(dt)}")


def t_title(r, dt):
    return ("Guadalupe Title Co. - Commitment for Title Insurance, GF# 26-04417\n"
            "Proposed insured: Caleb A. Hutchins and Jessica M. Hutchins; Lone Oak Mortgage\n"
            "Land: Lot 9, Block 2, Bluebonnet Ridge Unit 3, City of Cibolo, Guadalupe County, Texas\n"
            "Schedule C requirements: payoff of lien in favor of Frost Bank; survey or T-47 affidavit; "
            f"HOA resale certificate. Effective {_md(dt)}. Escrow officer: Laura Benavides")


def t_movers(r, dt):
    return ("Two Brothers Moving San Antonio - Estimate #SA-77310\n"
            f"Customer: Caleb Hutchins   Date of estimate {_us(dt)}   Move date: June 27, 2026\n"
            "From 1418 Whispering Oak Dr, Schertz to 229 Bluebonnet Bend, Cibolo (7.2 mi)\n"
            "Crew of 3 movers + 26 ft truck, estimated 7 hours at $165/hr = $1,155.00\n"
            "Packing materials (est.) $210.00  Piano/gun safe surcharge $150.00\nTotal estimate $1,515.00")


def t_hoa_resale(r, dt):
    return ("OAK TRAIL HOMEOWNERS ASSOCIATION - RESALE CERTIFICATE (TREC 37-6)\n"
            "Lot 22 Block 4, 1418 Whispering Oak Dr, Schertz TX; owners Caleb and Jessica Hutchins\n"
            "Regular assessment $390.00 annually, paid through 12/31/2026. No special assessments.\n"
            "Known violations: none. Architectural approval on file for covered patio (2025).\n"
            f"Transfer fee $250.00, resale certificate fee $375.00. Issued {_us(dt)}, Spectrum Association Management")


def t_realtor_eml(r, dt):
    return _eml("Dana Morales <dana@hillcountryhomerealty.com>", HOME_EML, "Re: Whispering Oak - next steps", dt,
                "Hi Caleb and Jess,\n\nGreat news - the Nguyens' lender ordered the appraisal and it came back at "
                "$345,000, so we are fine on value. Their option period ended Friday. Your repair list (GFCI, "
                "HVAC capacitor, shower valve) needs receipts to Guadalupe Title by June 19. Closing is set for "
                "June 26 at 10am at the Schertz office, and your purchase on Bluebonnet Bend closes June 29.\n\n"
                "Let me know if you want a lease-back for the weekend in between.\n\nDana")


def t_moving_list(r, dt):
    return ("MOVE - to do\n- cancel CPS Energy + SAWS at Whispering Oak eff. 6/27, start at Bluebonnet 6/26\n"
            "- Spectrum internet transfer, order #?\n- change address: USPS, TxDMV both cars, CVISD HR, TRS\n"
            "- Little Acorns - Harper stays same center, update address\n- boxes from Home Depot x40\n"
            "- Cody bringing trailer Sat 6/27 for the gun safe + smoker\n- final walkthrough 6/25 4pm")


def t_closing_ics(r, dt):
    return _ics("Closing - sale of 1418 Whispering Oak", dt, "Guadalupe Title Co., 1200 FM 78, Schertz TX",
                "Bring both IDs. Sellers sign at 10am. Funds wired same day. Keys + garage remotes to Dana.")


def t_hud_est(r, dt):
    return ("Guadalupe Title Co. - Seller's Estimated Net Proceeds\n"
            "Seller: Caleb and Jessica Hutchins   Property 1418 Whispering Oak Dr\n"
            "Sales price $341,500.00\nPayoff Frost Bank loan #...8812  ($241,906.11)\n"
            "Commission 5.5% ($18,782.50)  Title policy ($1,964.00)  Seller concession ($4,000.00)\n"
            "Prorated taxes ($3,410.27)  HOA transfer ($250.00)\nEstimated net to seller $71,187.12")


# --------------------------------------------------------------------------- Masters project


def t_chapter(n):
    heads = {1: ("Chapter 1: Introduction", "Chronic absenteeism, missing 10% or more of enrolled days, rose among "
                 "ninth graders at Canyon Ridge High School from 11.8% in 2019 to 19.4% in 2024. This action "
                 "research study examines whether a structured advisory mentoring program can reduce it."),
             2: ("Chapter 2: Review of the Literature", "Balfanz and Byrnes (2012) found that students who are "
                 "chronically absent in ninth grade are far less likely to graduate. Check-and-Connect mentoring "
                 "(Christenson et al.) and early warning indicator systems are reviewed."),
             3: ("Chapter 3: Methodology", "Participants were 212 ninth-grade students in two advisory cohorts. "
                 "Attendance data were drawn from Skyward for fall 2025 and spring 2026; a student "
                 "connectedness survey (12 items, Likert) was administered pre and post."),
             4: ("Chapter 4: Findings", "Mentored students averaged 4.1 fewer absences per semester (p < .05). "
                 "Chronic absence in the mentored cohort fell from 21% to 14%.")}
    h, body = heads[n]

    def f(r, dt):
        return ("Texas Southern Plains University - College of Education\nEDLD 5398 Capstone in Educational "
                "Leadership\nReducing Chronic Absenteeism Among Ninth Graders Through Advisory Mentoring\n"
                f"Caleb Hutchins   Advisor: Dr. Renee Castillo   Draft {_us(dt)}\n{h}\n{body}\n"
                "Principal leadership and campus culture are framed using Leithwood's transformational model.")
    return f


def t_irb(r, dt):
    return ("Texas Southern Plains University - Institutional Review Board\n"
            f"Date: {_md(dt)}\nTo: Caleb Hutchins, M.Ed. candidate, Educational Leadership\n"
            "Protocol IRB-2025-1187: Reducing Chronic Absenteeism Among Ninth Graders Through Advisory Mentoring\n"
            "Determination: EXEMPT, category 1 (normal educational practices). District approval letter from "
            "Cibolo Valley ISD on file. Approval valid through 08/31/2026.")


def t_advisor(r, dt):
    return _eml("Renee Castillo <rcastillo@tspu.edu>", "Caleb Hutchins <chutchins2@students.tspu.edu>",
                "Capstone Ch. 3 feedback", dt,
                "Caleb,\n\nChapter 3 is much stronger. Two things before you move on: describe how you de-identified "
                "the Skyward attendance export, and justify the paired t-test given the cohort sizes. Please get "
                "Chapter 4 to me by June 15 so we stay on track for the August 7 final submission and the "
                "oral defense in the last week of July.\n\nDr. Castillo\nEducational Leadership, TSPU")


def t_tuition(r, dt):
    return ("Texas Southern Plains University - Student Account Statement\n"
            f"Student: Caleb A Hutchins  ID 70412258   Statement date {_us(dt)}\n"
            "Term: Summer 2026   EDLD 5398 Capstone (3 SCH)  EDLD 5370 School Law (3 SCH)\n"
            "Tuition $1,740.00  Online course fee $150.00  Graduation application fee $60.00\n"
            "Payment plan installment 1 of 3 due 06/05/2026")


def t_coursepaper(course, title, gist):
    def f(r, dt):
        return (f"{course}: {title}\nCaleb Hutchins\nTexas Southern Plains University, M.Ed. Educational Leadership\n"
                f"Professor {r.choice(['Dr. Alan Pruitt', 'Dr. Maria Ochoa', 'Dr. Keith Lanham'])}   {_md(dt)}\n"
                f"{gist}\nReferences (APA 7)")
    return f


def t_survey(r, dt):
    rows = ["student_id,cohort,absences_fall,absences_spring,connect_pre,connect_post"]
    for i in range(40):
        a = r.randint(0, 22)
        rows.append(f"S{1000 + i},{r.choice(['mentored', 'comparison'])},{a},{max(0, a + r.randint(-6, 3))},"
                    f"{r.randint(20, 48)},{r.randint(24, 52)}")
    return "\n".join(rows) + "\n# de-identified attendance export, CRHS grade 9, capstone data\n"


def t_degree_plan(r, dt):
    return ("M.Ed. Educational Leadership - Degree Plan - Caleb Hutchins\nCourse;Term;Grade\n"
            "EDLD 5301 Research Methods;Fall 2024;A\nEDLD 5311 Instructional Leadership;Fall 2024;A\n"
            "EDLD 5320 School Finance;Spring 2025;B\nEDLD 5330 Human Resources;Spring 2025;A\n"
            "EDLD 5340 Campus Culture;Summer 2025;A\nEDLD 5352 Data-Driven Decisions;Fall 2025;A\n"
            "EDLD 5360 Principal Internship;Spring 2026;A\nEDLD 5370 School Law;Summer 2026;IP\n"
            "EDLD 5398 Capstone;Summer 2026;IP\nExpected graduation;August 2026;")


# --------------------------------------------------------------------------- Camp 2026 project


def t_camp_reg(r, dt):
    rows = ["Timestamp,Camper Name,Grade (Fall 2026),Shirt Size,Parent/Guardian,Phone,Allergies,Paid"]
    for i in range(30):
        rows.append(f"{_us(dt - timedelta(days=r.randint(0, 30)))},{_kid(r)},{r.randint(2, 8)},"
                    f"{r.choice(['YS', 'YM', 'YL', 'AS', 'AM'])},{r.choice(KIDS)} {r.choice(LAST)},"
                    f"210-{r.randint(200, 999)}-{r.randint(1000, 9999)},{r.choice(['none', 'none', 'peanuts', 'bee stings'])},"
                    f"{r.choice(['Yes', 'Yes', 'No'])}")
    return "\n".join(rows) + "\n"


def t_camp_waiver(r, dt):
    return ("Canyon Ridge Cougars Youth Football Camp - July 13-16, 2026\nPARTICIPANT RELEASE AND MEDICAL "
            "AUTHORIZATION\nI give permission for my child to participate in the non-contact youth football camp "
            "held at Cougar Stadium, Canyon Ridge High School, 8:00-11:30 am. Camp director: Coach Caleb "
            "Hutchins. Cost $85 (includes camp T-shirt). In case of injury I authorize the athletic trainer ...\n"
            "Parent signature ____________  Emergency contact ____________")


def t_camp_budget(r, dt):
    return ("Cougars Youth Camp 2026 budget;;\nItem;Qty;Amount\nCamper fees (est. 120 x $85);120;$10,200\n"
            "T-shirts Texas Ink Works;130;-$1,105\nWater, Gatorade, ice;4 days;-$420\n"
            "Athletic trainer;4 days;-$600\nCoach stipends (8);8;-$3,200\nFootballs/cones;;-$380\n"
            "Camp insurance (K&K);1;-$295\nProfit to Cougar Football booster club;;$4,200")


def t_camp_shirts(r, dt):
    return ("Texas Ink Works - Quote Q-5521\nBill to: Canyon Ridge Football - Coach Hutchins\n"
            "130 Gildan heavy cotton tees, Athletic Gold, 1-color front 'COUGARS YOUTH CAMP 2026', 1-color back\n"
            "Youth S-L 90 @ $7.90, Adult S-XL 40 @ $8.40; screens $60\nTotal $1,105.00   Ready in 10 business days\n"
            f"Quote date {_us(dt)}")


def t_camp_schedule(r, dt):
    return ("COUGARS YOUTH FOOTBALL CAMP 2026 - DAILY SCHEDULE\n7:30 check-in at field house, sunscreen, water\n"
            "8:00 stretch with varsity players\n8:20 stations: QB/WR, RB, OL/DL, LB, DB (rotate 15 min)\n"
            "9:40 water break\n10:00 7-on-7 and flag games by grade\n11:00 Punt-Pass-Kick contest (Thursday)\n"
            "11:30 pickup - parents at south gate only\nStation coaches: Hutchins (DL), Ramos (OL), Pierce (QB)")


def t_camp_facility(r, dt):
    return ("Cibolo Valley ISD - Facility Use Request - APPROVED\nOrganization: Canyon Ridge HS Football "
            "(Coach Caleb Hutchins)\nFacility: Cougar Stadium turf + field house restrooms\n"
            "Dates: 07/13/2026 - 07/16/2026, 7:00 am - 12:00 pm\nPurpose: youth summer football camp, grades 2-8\n"
            f"Custodial fee waived (school program). Approved by Athletic Director Greg Saldana {_us(dt)}")


def t_camp_coaches(r, dt):
    return ("camp coaches - need 8\nRamos OL yes\nPierce QB yes\nDelgado LB yes\nMcBride DB maybe (vacation 7/10-7/14?)\n"
            "Whitaker says he'll do the welcome Monday\nvarsity helpers: 12 seniors, need service-hour forms\n"
            "trainer: Katie (Baptist sports med) $150/day")


# --------------------------------------------------------------------------- Teaching (Areas)


def t_lesson(u):
    def f(r, dt):
        n, title, teks = u
        return (f"{SCHOOL}\nChemistry / Pre-AP Chemistry - Lesson Plan   Teacher: C. Hutchins   Room B214\n"
                f"Unit {n}: {title}   Week of {_md(dt)}\nTEKS: {teks}\n"
                f"Objective: students will {r.choice(['solve', 'model', 'explain', 'calculate'])} problems on "
                f"{title.lower()} and justify answers with units.\nWarm-up (5 min) - bellringer on board\n"
                "Direct instruction with guided notes (15 min)\nLab / practice stations (25 min)\n"
                "Exit ticket - 3 questions in Canvas\nAccommodations: IEP/504 - notes provided, extra time")
    return f


def t_lab(name, chem):
    def f(r, dt):
        return (f"Chemistry Lab: {name}\nName ______  Period ___\nSafety: goggles and aprons ON, {chem}. Report "
                "spills to Mr. Hutchins immediately; eyewash station by the back sink.\nMaterials: "
                f"{chem}, 250 mL beaker, graduated cylinder, balance, hot plate\nProcedure 1-8 ...\n"
                "Data table: trial | mass (g) | volume (mL) | temperature (C)\nAnalysis questions 1-5, show all work")
    return f


def t_grades(r, dt):
    rows = ["Student,ID,Period,Lab 7.1,Quiz 7,Gas Laws Test,Average"]
    for i in range(28):
        rows.append(f"\"{r.choice(LAST)}, {r.choice(KIDS)}\",{r.randint(200000, 299999)},{r.choice([2, 3, 5, 6])},"
                    f"{r.randint(60, 100)},{r.randint(55, 100)},{r.randint(50, 100)},{r.randint(62, 99)}")
    return "\n".join(rows) + "\n"


def t_paystub(r, dt):
    g = r.uniform(5600, 5700)
    return ("Cibolo Valley ISD - Earnings Statement\nEmployee: Hutchins, Caleb A   ID 104877   Position: Teacher "
            "- Chemistry / Coach\n"
            f"Pay date {_us(dt)}   Base salary (12 pay) {g:,.2f}  Coaching stipend 433.33\n"
            f"TRS member contribution 8.25%  {(g + 433.33) * 0.0825:,.2f}\nTRS-ActiveCare Primary+ Family 612.00\n"
            "Federal income tax 388.14   403(b) Corebridge 250.00\nDirect deposit Frost Bank ****4471")


def t_contract(r, dt):
    return ("CIBOLO VALLEY ISD - PROBATIONARY/TERM CONTRACT OF EMPLOYMENT 2026-2027\nEmployee: Caleb Hutchins, "
            "Teacher (Chemistry), Canyon Ridge High School\nService: 187 days, beginning August 5, 2026\n"
            "Salary per the 2026-27 compensation plan: $66,450 plus supplemental duty: Assistant Football "
            "Coach $5,200 (separate, non-contractual)\nReturn signed by April 24. Human Resources, CVISD")


def t_ttess(r, dt):
    return ("T-TESS Summative Evaluation Report - Cibolo Valley ISD\nTeacher: Caleb Hutchins   Appraiser: "
            "Asst. Principal Monica Reyes\nDomain 1 Planning: Proficient\nDomain 2 Instruction: Accomplished "
            "(questioning, student engagement in lab)\nDomain 3 Learning Environment: Accomplished\n"
            "Domain 4 Professional Practices: Proficient\nGoal: increase Pre-AP chem students' use of "
            f"claim-evidence-reasoning in lab reports. Conference date {_us(dt)}")


def t_parent(r, dt):
    k = _kid(r)
    return _eml(f"{r.choice(['Sandra', 'Michelle', 'Rosa', 'Amy'])} {k.split()[1]} <{k.split()[1].lower()}fam@yahoo.com>",
                CALEB, f"{k.split()[0]}'s grade", dt,
                f"Mr. Hutchins,\n\n{k.split()[0]} said he missed the stoichiometry test retake because of a "
                "dentist appointment. Is there another day he can retake it? His chemistry grade dropped to a 68 "
                "and he needs a 70 to stay eligible for baseball.\n\nThank you,\nparent")


def t_subplan(r, dt):
    return ("SUB PLANS - Mr. Hutchins - Room B214\n(away: varsity football playoff travel)\n"
            "2nd/3rd period Pre-AP Chem: molar mass worksheet p.212 #1-20, calculators in the cart\n"
            "4th conference\n5th/6th on-level Chem: Crash Course Chemistry video #7 + notes sheet\n"
            "NO LAB. Do not let anyone open the chemical storeroom. Seating charts in the red folder.")


def t_cpe(r, dt):
    return ("Education Service Center Region 20 - Certificate of Completion\nCaleb Hutchins\n"
            f"{r.choice(['Chemical Safety and Storage for Secondary Science', 'Science TEKS Academy: Chemistry', 'AP Chemistry Summer Institute'])}\n"
            f"{r.choice([6, 12, 30])} CPE hours   Date {_us(dt)}   Provider #500020")


def t_cert(r, dt):
    return ("Texas Education Agency - Educator Certificate\nCaleb Andrew Hutchins\nStandard Certificate: "
            "Science: Grades 7-12   Issued 2014   Renewal due 2029\nRenewal requires 150 CPE clock hours; "
            "hours logged on file in ECOS")


def t_chem_order(r, dt):
    return ("Flinn Scientific - Order Confirmation\nShip to: Canyon Ridge HS Science Dept, Attn C. Hutchins, "
            "Room B214\nC0192 Copper(II) sulfate pentahydrate 500 g $23.15\nH0013 Hydrochloric acid 6 M 1 L $18.60\n"
            "S0074 Sodium bicarbonate 2 kg $14.90\nAP7004 Gas law apparatus (6) $312.00\nPO# CV-26-3381 (campus "
            f"science budget)  Order date {_us(dt)}")


# --------------------------------------------------------------------------- Football (Areas)


def t_practice(r, dt):
    return (f"CANYON RIDGE FOOTBALL - PRACTICE PLAN {_md(dt)}  (in-season Tuesday, full pads)\n"
            "P1 0:00 dynamic warm-up\nP2 0:10 Indy - DL: get-off, hand placement, block destruction (Hutchins)\n"
            f"P3 0:25 pass rush vs OL - stunts TEX/EX\nP4 0:40 inside run vs scout O ({r.choice(OPP)} looks)\n"
            "P5 1:00 team defense, 3rd down package\nP6 1:25 special teams - FG block\nP7 1:40 conditioning")


def t_film(r, dt):
    o = r.choice(OPP)
    return (f"Film notes - vs {o} - DL grades\n#92 Alvarez 78% - good get-off, lost contain twice on QB boot\n"
            "#55 Henderson 84% - 2 TFL, needs hands inside on doubles\n#97 Okafor 71% - pad level high in 4th Q\n"
            "#44 Tran 80% - sack on 3rd and 7, missed gap on the 42-yd run\n"
            f"{o} ran inside zone 60% on 1st down, RPO glance on 2nd and long. Fix: slant strong in red zone.")


def t_scout(r, dt):
    o = r.choice(OPP)
    return (f"SCOUTING REPORT - {o} (District 26-5A)\nOffense: shotgun 11 personnel, tempo. QB #7 runs 8-10 a game.\n"
            "Formations: trips right 42%, 2x2 35%, empty 10%\nTop runs: inside zone, QB counter, jet sweep\n"
            "OL: LT #74 big (6'5 290) but slow feet - rush wide. C snaps low under pressure.\n"
            f"Defense game plan meeting {_md(dt)}")


def t_depth(r, dt):
    return ("Pos,1st,2nd,3rd\nDE (L),Alvarez 92,Ruiz 91,Parker 88\nDT,Henderson 55,Okafor 97,Bell 70\n"
            "NT,Tran 44,Gomez 99,Lewis 63\nDE (R),Washington 90,Nguyen 95,Cortez 86\n")


def t_lift(r, dt):
    return ("Cougar Strength - Summer Week;Day;Lift;Sets x Reps\n1;Mon;Hang clean;5x3 @70%\n1;Mon;Back squat;"
            "5x5 @75%\n1;Wed;Bench;5x5\n1;Wed;RDL;3x8\n1;Fri;Sled push;6x20yd\n2;Mon;Hang clean;5x3 @75%")


def t_coach_eml(r, dt):
    return _eml("Brent Whitaker <bwhitaker@cvisd.net>", CALEB, "staff meeting + 7on7", dt,
                "Coaches - staff meeting Thursday 6/4 in the field house at 7:30. Summer strength and "
                "conditioning starts 6/8, 7 am. DL: Caleb, get me your summer lifting groups and updated "
                "depth chart before we open fall camp Aug 3. - BW")


# --------------------------------------------------------------------------- Finance (Areas)


def t_bank(r, dt):
    lines = [f"Frost Bank - Checking Statement   Account ****4471   Caleb A Hutchins, Jessica M Hutchins\n"
             f"Statement period ending {_us(dt)}\nDate,Description,Amount"]
    for d, amt in (("CIBOLO VALLEY ISD PAYROLL", 4410.55), ("CIBOLO SMILES FAM DENT PAYROLL", 2388.10),
                   ("FROST MORTGAGE PMT", -2148.37), ("CPS ENERGY", -r.uniform(140, 260)),
                   ("H-E-B #614 SCHERTZ", -r.uniform(90, 240)), ("LITTLE ACORNS LEARNING", -1040.0),
                   ("BLUEBONNET AUTO INS", -286.4), ("TSPU TUITION", -630.0)):
        lines.append(f"{_us(dt - timedelta(days=r.randint(1, 28)))},{d},{amt:.2f}")
    return "\n".join(lines)


def t_card(r, dt):
    return (f"Chase Freedom Unlimited - Statement closing {_us(dt)}\nCaleb Hutchins ****7720\n"
            f"Academy Sports #92 Selma {_m(r, 40, 300)}\nBuc-ee's New Braunfels {_m(r, 30, 90)}\n"
            f"Amazon.com {_m(r, 20, 150)}\nTractor Supply Mason TX {_m(r, 50, 180)}\nNew balance {_m(r, 800, 2400)}  "
            "Minimum due $40.00  Autopay from Frost ****4471")


def t_w2(r, dt):
    y = dt.year - 1
    return (f"Form W-2 Wage and Tax Statement {y}\nEmployer: Cibolo Valley ISD, EIN 74-60XXXXX, Schertz TX 78154\n"
            f"Employee: Caleb A Hutchins\n1 Wages {r.uniform(66000, 70000):,.2f}  2 Federal tax withheld "
            f"{r.uniform(4200, 5100):,.2f}\n12a E 3,000.00 (403b)  14 TRS {r.uniform(5400, 5900):,.2f}\n"
            "Box 3/5 blank - Texas teachers do not pay Social Security (TRS instead)")


def t_1040(y):
    def f(r, dt):
        return (f"Form 1040 U.S. Individual Income Tax Return {y} - Married filing jointly\nCaleb A. and Jessica M. "
                f"Hutchins, 1418 Whispering Oak Dr, Schertz TX 78154\nWages {r.uniform(118000, 128000):,.0f}  "
                f"Standard deduction 29,200\nChild tax credit (Mason, Harper) 4,000\nEducator expense 300\n"
                f"Refund {r.uniform(900, 2600):,.0f} direct deposit Frost Bank\nPrepared by Garza & Pruett CPAs, "
                "New Braunfels")
    return f


def t_cpa_eml(r, dt):
    return _eml("Elena Garza <elena@garzapruettcpa.com>", HOME_EML, "2025 return - documents needed", dt,
                "Hi Caleb,\n\nFor your 2025 joint return we still need: Jessica's W-2 from Cibolo Smiles, the "
                "Form 1098 from Frost Mortgage, your 1098-T from Texas Southern Plains University (the lifetime "
                "learning credit may apply), and the daycare provider's tax ID for the dependent care credit.\n\n"
                "Also - since you are selling the house in 2026, keep your closing statement and receipts for "
                "the patio.\n\nElena Garza, CPA")


def t_trs(r, dt):
    return ("Teacher Retirement System of Texas - Annual Statement of Account\nMember: Caleb A Hutchins  "
            f"Statement as of August 31, {dt.year if dt.month > 8 else dt.year - 1}\nEmployer: Cibolo Valley ISD\n"
            f"Member contributions balance {r.uniform(58000, 72000):,.2f}\nService credit 11.0 years (incl. 8 years "
            "Travis Valley ISD)\nEarliest unreduced retirement: Rule of 80 at age 58\nBeneficiary: Jessica M Hutchins")


def t_403b(r, dt):
    return ("Corebridge Financial - 403(b) Quarterly Statement\nCibolo Valley ISD 403(b) Plan   Participant Caleb "
            f"Hutchins\nPeriod ending {_us(dt)}   Beginning balance {r.uniform(18000, 24000):,.2f}\nContributions "
            f"750.00  Change in value {r.uniform(-300, 900):,.2f}\nVanguard Target Retirement 2050 100%")


def t_mortgage(r, dt):
    return ("Frost Mortgage - Monthly Statement   Loan ****8812\nProperty 1418 Whispering Oak Dr, Schertz TX 78154\n"
            f"Payment due {_us(dt + timedelta(days=14))}  Amount due $2,148.37\nPrincipal 512.40  Interest 1,012.61  "
            f"Escrow (taxes/insurance) 623.36\nUnpaid principal balance {r.uniform(242000, 249000):,.2f}  Rate 5.125%")


def t_budget(r, dt):
    return ("Month;Caleb pay;Jess pay;Mortgage;Daycare;Cars;Groceries;Tuition;Savings\n" +
            "\n".join(f"{m} 2026;8821;4776;2148;1040;{r.randint(700, 900)};{r.randint(900, 1300)};630;{r.randint(200, 900)}"
                      for m in ("Jan", "Feb", "Mar", "Apr", "May")))


def t_1098(r, dt):
    return (f"Form 1098 Mortgage Interest Statement {dt.year - 1}\nRecipient/lender: Frost Bank Mortgage, San Antonio TX\n"
            f"Payer/borrower: Caleb A Hutchins, Jessica M Hutchins\n1 Mortgage interest received {r.uniform(11800, 12600):,.2f}\n"
            "2 Outstanding principal 251,330.18  10 Property taxes paid 6,912.44  Property 1418 Whispering Oak Dr")


# --------------------------------------------------------------------------- Health (Areas)


def t_eob(r, dt):
    p = r.choice(["Mason Hutchins", "Harper Hutchins", "Jessica Hutchins", "Caleb Hutchins"])
    return ("TRS-ActiveCare Primary+ (administered by Blue Cross Blue Shield of Texas)\nEXPLANATION OF BENEFITS - "
            f"THIS IS NOT A BILL\nPatient: {p}   Subscriber: Caleb Hutchins\nProvider: "
            f"{r.choice(['Schertz Pediatrics', 'Baptist Emergency Hospital Schertz', 'Texas MedClinic Cibolo', 'Northeast Orthopedics'])}\n"
            f"Date of service {_us(dt - timedelta(days=20))}  Billed {_m(r, 180, 900)}  Plan paid {_m(r, 90, 400)}  "
            f"You owe {_m(r, 30, 150)}")


def t_pedi(r, dt):
    return ("Schertz Pediatrics - Visit Summary\nPatient: Harper Hutchins  DOB 02/11/2023\n"
            f"Visit {_us(dt)}  Dr. Anjali Shah\nReason: ear pain, fever 101.8\nDiagnosis: acute otitis media, right\n"
            "Rx amoxicillin 400mg/5mL, 5 mL twice daily x 10 days\nReturn if fever persists beyond 72 hours")


def t_rx(r, dt):
    return (f"H-E-B Pharmacy #614 Schertz - Prescription receipt {_us(dt)}\nPatient: Caleb Hutchins\n"
            "Lisinopril 10 mg tab #90  Dr. M. Whitfield  Copay $10.00\nRefills remaining: 3\n"
            "Insurance: TRS-ActiveCare / Express Scripts")


def t_activecare(r, dt):
    return ("TRS-ActiveCare 2025-26 Plan Year - Enrollment Confirmation\nEmployee: Caleb Hutchins, Cibolo Valley ISD\n"
            "Plan: TRS-ActiveCare Primary+   Coverage: Employee + Family (Jessica, Mason, Harper)\n"
            "Monthly premium $1,377; district contribution $765; employee cost $612 per month\n"
            "PCP: Dr. Michael Whitfield, Schertz Family Medicine. Deductible $1,200/$2,400")


def t_labresult(r, dt):
    return ("Quest Diagnostics - Patient Report\nPatient: Caleb Hutchins  DOB 04/19/1987\n"
            f"Collected {_us(dt)}  Ordering: M. Whitfield MD\nLipid panel: total cholesterol 212 H, LDL 138 H, "
            "HDL 44, triglycerides 151 H\nA1c 5.6 %  Glucose 98 mg/dL\nComprehensive metabolic panel within range")


# --------------------------------------------------------------------------- Home (Areas)


def t_cps(r, dt):
    return (f"CPS Energy - Bill date {_us(dt)}\nService address 1418 Whispering Oak Dr, Schertz TX  Acct 300 188 4471\n"
            f"Electric {r.randint(900, 2100)} kWh  {_m(r, 110, 260)}\nGas {r.randint(8, 40)} ccf  {_m(r, 20, 60)}\n"
            f"Amount due {_m(r, 140, 320)} by {_us(dt + timedelta(days=21))}")


def t_water(r, dt):
    return (f"City of Schertz Utility Billing - {_us(dt)}\nCustomer: Hutchins, Caleb  1418 Whispering Oak Dr\n"
            f"Water {r.randint(5, 14)},000 gal {_m(r, 40, 90)}  Sewer {_m(r, 30, 45)}  Garbage/recycling $24.11  "
            "Drainage $4.00\nStage 2 watering restrictions in effect: sprinklers once a week")


def t_homeins(r, dt):
    return ("Texas Farm Bureau Insurance - Homeowners Policy Declarations HO-B\nInsured: Caleb and Jessica Hutchins\n"
            "Location: 1418 Whispering Oak Dr, Schertz TX 78154\nDwelling $362,000  Contents $181,000  Liability "
            f"$300,000\nDeductible 1% wind/hail\nAnnual premium {_m(r, 2700, 3300)}  Term {_us(dt)} - "
            f"{_us(dt + timedelta(days=365))}  Mortgagee Frost Bank")


def t_pest(r, dt):
    return (f"Bug Busters Pest Control - Invoice {r.randint(40000, 49999)}\nHutchins, 1418 Whispering Oak Dr\n"
            f"Quarterly general pest + fire ant broadcast treatment {_us(dt)}  $89.00\nTechnician notes: "
            "scorpion activity in garage, treated perimeter and weep holes")


def t_hvac(r, dt):
    return ("Ally Air Conditioning & Heating - Service Ticket\nCustomer Caleb Hutchins, 1418 Whispering Oak Dr\n"
            f"{_us(dt)} - spring tune-up: condenser coil washed, capacitor tested 35/5 weak - replaced ($145)\n"
            "Refrigerant R-410A pressures OK. Filter 20x25x1 replaced.\nTotal $224.00 paid by card")


# --------------------------------------------------------------------------- Kids (Areas)


def t_daycare(r, dt):
    return ("Little Acorns Learning Center - Weekly Tuition Statement\nChild: Harper Hutchins (Acorn 3s room)\n"
            f"Week of {_us(dt)}  Tuition $260.00  Meals incl.\nBalance due Monday. Tax ID for dependent care: "
            "74-3318xxx\nReminder: closed June 29 - July 3 for summer break")


def t_tball(r, dt):
    return ("Schertz Youth Baseball Association - Spring 2026 T-Ball\nTeam: Rattlers (coach Mike Ortega)\n"
            "Player: Mason Hutchins #7\nGames Saturdays, Pickrell Park fields 3-4\n" +
            "\n".join(f"{_us(dt + timedelta(days=7 * i))} 9:00 am vs {t}" for i, t in
                      enumerate(["Rockets", "Dirt Dogs", "Sluggers", "Astros", "Mudcats"])) +
            "\nSnack schedule: Hutchins week 3 - orange slices and Capri Suns")


def t_kinder(r, dt):
    return ("Cibolo Valley ISD - Wiederstein Elementary - Kindergarten Progress Report\nStudent: Mason Hutchins  "
            "Teacher: Mrs. Kowalski\nReading: on level (DRA 6)  Math: counts to 100, adds within 10 - meets\n"
            f"Social: follows rules, great friend  Attendance: 2 absences   Reporting period ending {_us(dt)}\n"
            "Next year: 1st grade")


def t_immun(r, dt):
    return ("Texas Department of State Health Services - Immunization History\nMason James Hutchins DOB 09/03/2019\n"
            "DTaP 5 doses  IPV 4 doses  MMR 2 doses  Varicella 2 doses  Hep B 3  Hep A 2\n"
            f"Printed {_us(dt)} by Schertz Pediatrics for kindergarten enrollment")


def t_tball_eml(r, dt):
    return _eml("Mike Ortega <ortega.mike@gmail.com>", HOME_EML, "Rattlers - pictures + end of season", dt,
                "Rattlers families - team and individual pictures are this Saturday at 8:15 before the game. "
                "End-of-season party at Pickrell Park pavilion after the last game June 6, trophies for every "
                "kid. Please RSVP and let me know if you can bring a dessert. Go Rattlers! - Coach Mike")


# --------------------------------------------------------------------------- Car (Areas)


def t_carins(r, dt):
    return ("Bluebonnet Auto Insurance - Policy Declarations\nNamed insured: Caleb & Jessica Hutchins\n"
            "Vehicle 1: 2019 Ford F-150 XLT VIN 1FTEW1EP9KFA2xxxx\nVehicle 2: 2021 Honda Odyssey EX-L VIN "
            "5FNRL6H72MB0xxxxx\nLiability 100/300/100, comprehensive $500 ded, collision $1,000 ded\n"
            f"6-month premium {_m(r, 1500, 1800)}  Effective {_us(dt)}")


def t_reg(r, dt):
    return ("Texas Department of Motor Vehicles - Registration Renewal Notice\nGuadalupe County Tax Assessor-"
            f"Collector\nPlate {r.choice(['NKP-4471', 'RTX-8820'])}  {r.choice(['2019 FORD F150', '2021 HONDA ODYSSEY'])}\n"
            f"Expires {dt.strftime('%m/%Y')}  Registration fee $51.75 + local $10.00 + processing $4.75\n"
            "Vehicle inspection required before renewal")


def t_service(r, dt):
    car = r.choice(["2019 Ford F-150 XLT, 68,412 mi", "2021 Honda Odyssey, 41,870 mi"])
    return (f"Red McCombs / Northside service - Repair Order {r.randint(600000, 699999)}\nCustomer Caleb Hutchins  "
            f"Vehicle {car}\n{_us(dt)}\nSynthetic oil and filter change $89.95\nTire rotation $25.00\nCabin "
            f"air filter $48.00\nMulti-point inspection: front brakes 5 mm\nTotal {_m(r, 160, 240)}")


def t_truckloan(r, dt):
    return ("Randolph Oaks Federal Credit Union - Auto Loan Statement\nBorrower Caleb A Hutchins  Loan 0046-12\n"
            "Collateral 2019 Ford F-150 XLT\nMonthly payment $498.17 due the 15th\nPrincipal balance "
            f"{r.uniform(6000, 9000):,.2f}  APR 4.49%  Statement date {_us(dt)}")


# --------------------------------------------------------------------------- Hunting (Areas)


def t_lease(r, dt):
    return ("HUNTING LEASE AGREEMENT\nLessor: Walter Kothmann, Kothmann Ranch, Mason County, Texas (1,150 acres "
            "off RR 1723)\nLessees: Cody Hutchins and Caleb Hutchins\nTerm: September 1, 2025 - August 31, 2026\n"
            "Game: white-tailed deer, turkey, feral hogs, dove. 2 guns. Lease fee $2,400 per gun, due in two "
            "installments June 1 and September 1\nLessees keep gates locked, no ATVs in the creek, carry "
            "liability insurance ($1M)")


def t_lease_split(r, dt):
    return ("Kothmann lease 25-26;Who;Amount\nLease 1st half;Cody;1200\nLease 1st half;Caleb;1200\n"
            "Protein feeder + stand;Caleb;389\nCorn 40 bags;Cody;392\nTrail cams (2);Cody;178\n"
            "Liability ins (TWA);Caleb;165\nOwed to Cody;Caleb;8\nLease 2nd half due 9/1;each;1200")


def t_license(r, dt):
    return ("Texas Parks and Wildlife Department - Super Combo Hunting & All-Water Fishing Package\n"
            "Licensee: Caleb A Hutchins  Customer #0045512877  Valid through August 31\n"
            "Tags: white-tailed deer (4, no more than 2 bucks), turkey, Upland game bird, Migratory game bird "
            f"endorsement, HIP certified\nPurchased {_us(dt)} at Academy Sports, Selma - $68.00")


def t_harvest(r, dt):
    return ("Kothmann ranch harvest log 2025-26\nDate,Hunter,Species,Sex,Points/Weight,Stand\n"
            "11/08/2025,Caleb,WTD,doe,88 lb,creek blind\n11/22/2025,Cody,WTD,buck,8 pt 142 lb,north feeder\n"
            "12/27/2025,Caleb,WTD,buck,9 pt 155 lb,creek blind\n01/10/2026,Cody,hog,sow,120 lb,tank\n")


# --------------------------------------------------------------------------- Dental hygiene (Areas)


def t_rdh(r, dt):
    return ("Texas State Board of Dental Examiners - License Renewal Confirmation\nJessica Marie Hutchins, RDH  "
            "License #H0284417\nStatus: Active   Expires 09/30/2027\nContinuing education: 24 hours required "
            "per 2-year cycle incl. 2 hrs human trafficking prevention, jurisprudence\n"
            f"Renewal fee $172.00 paid {_us(dt)}")


def t_ce(r, dt):
    return ("Certificate of Continuing Education\nJessica Hutchins, RDH\n"
            f"{r.choice(['Local Anesthesia Update for Hygienists', 'Periodontal Instrumentation Hands-On', 'Infection Control 2026', 'Human Trafficking Prevention (HB 2059)'])}\n"
            f"{r.choice([2, 3, 6])} CE hours  AGD PACE provider: San Antonio District Dental Society   {_us(dt)}")


# --------------------------------------------------------------------------- Archive texts


def t_resign(r, dt):
    return ("Caleb Hutchins\nTo: Dr. Lisa Brandt, Principal, Onion Creek High School, Travis Valley ISD, Austin TX\n"
            f"{_md(dt)}\nDear Dr. Brandt,\nPlease accept this letter as notice of my resignation as chemistry "
            "teacher at Onion Creek High School, effective at the end of the 2021-2022 school year. Our family "
            "is moving to the San Antonio area, closer to Jessica's parents. Thank you for eight great years.\n"
            "Caleb Hutchins")


def t_tvisd_stub(r, dt):
    return ("Travis Valley ISD - Payroll Earnings Statement\nEmployee Hutchins, Caleb  Campus Onion Creek HS  "
            f"Pay date {_us(dt)}\nBase pay 4,920.00  TRS 7.7% 378.84  TRS-ActiveCare 512.00\nFinal check - "
            "summer deferral paid out")


def t_ref_letter(r, dt):
    return ("ONION CREEK HIGH SCHOOL - Science Department, Travis Valley ISD\n"
            f"{_md(dt)}\nTo whom it may concern: It is my pleasure to recommend Caleb Hutchins, who taught "
            "Chemistry and Pre-AP Chemistry here from 2014 to 2022 and coached our freshman football team. "
            "His students' EOC pass rates were consistently above the district average.\nJanet Morrow, "
            "Science Department Chair")


def t_apt_lease(r, dt):
    return ("RESIDENTIAL LEASE - Riverside Flats Apartments, 2201 E Riverside Dr #318, Austin TX 78741\n"
            "Residents: Caleb and Jessica Hutchins\nTerm ended May 31, 2022. Move-out inspection: carpet "
            "cleaning $125 deducted. Security deposit refund $475.00 mailed to new address in Schertz.")


def t_austin_movers(r, dt):
    return ("Armadillo Movers Austin - Final Invoice 22-1184\nShipper: Caleb Hutchins  Origin: 2201 E Riverside "
            "Dr #318, Austin  Destination: 1418 Whispering Oak Dr, Schertz\nMove date 06/04/2022  4 men, 26 ft "
            "truck, 9.5 hrs @ $189/hr = $1,795.50  Fuel/travel $180  Total $1,975.50  PAID")


def t_patio_contract(r, dt):
    return ("Hill Country Outdoor Living - Construction Agreement\nOwner: Caleb Hutchins, 1418 Whispering Oak Dr, "
            "Schertz TX\nScope: 16x24 ft cedar covered patio, standing-seam metal roof tied into house, 4 in "
            "stamped concrete slab (Ashlar slate pattern), 2 ceiling fans, TV outlet, recessed lights\n"
            "Contract price $24,850. Draws: 30% at signing, 40% slab complete, 30% at final.\n"
            f"Signed {_us(dt)}. City of Schertz permit and HOA architectural approval by contractor")


def t_patio_invoice(r, dt):
    return ("Hill Country Outdoor Living - Invoice " + str(r.randint(2500, 2599)) +
            "\nProject: Hutchins covered patio, 1418 Whispering Oak Dr\n"
            f"Draw {r.choice(['2 of 3 - slab poured and stamped', '3 of 3 - final, roof and electrical complete'])}\n"
            f"Amount due {r.choice(['$9,940.00', '$7,455.00'])}  Date {_us(dt)}")


def t_patio_permit(r, dt):
    return ("City of Schertz - Building Permit B25-0412 - FINAL INSPECTION PASSED\nAddress 1418 Whispering Oak Dr\n"
            "Work: residential patio cover, attached, 384 sq ft, electrical\nContractor Hill Country Outdoor Living\n"
            f"Final inspection {_us(dt)} inspector R. Pena")


def t_camp25(r, dt):
    return ("Cougars Youth Football Camp 2025 - FINAL\nCampers 104 (grades 2-8), 4 days July 14-17, 2025\n"
            "Income $8,840  Expenses $4,915 (shirts $968, trainer $600, stipends $2,800, water/ice $397, misc)\n"
            "Net to booster club $3,925\nNotes for next year: more shade tents, PPK contest ran long, order more YM shirts")


def t_trip(kind):
    def f(r, dt):
        if kind == "ruidoso":
            return ("Ruidoso Cabin Rentals - Reservation Confirmation #RC-88412\nGuest Caleb Hutchins, 4 guests\n"
                    "Cabin 'Bear Paw', Upper Canyon, Ruidoso NM\nCheck-in 12/27/2024  Check-out 12/31/2024  "
                    "4 nights $1,196 + tax. Ski Apache lift tickets not included. Chains required if snowing")
        if kind == "porta":
            return ("Port Aransas Beach Rentals - Confirmation\nGuest: Jessica Hutchins  Sandcastle Condos #204, "
                    "2 BR beach view\nJune 9-13, 2025  4 nights $1,340.00  Beach parking permit $12\n"
                    "Check-in 4 pm, code sent day of arrival")
        return ("Galveston Island - Moody Gardens Hotel confirmation\nGuest Caleb Hutchins  2 adults 1 child\n"
                "July 17-20, 2023  King + pullout, pool view  $687.40 total  Schlitterbahn Galveston tickets x3")
    return f


# --------------------------------------------------------------------------- Resources texts


def t_recipe(name, body):
    def f(r, dt):
        return f"{name}\n{body}"
    return f


def t_clinic(r, dt):
    return ("Glazier Clinic San Antonio 2026 - notes\nDL session - 'Attacking the Mesh Point' - Coach Dale Hutt\n"
            "- get-off drill with ball on a stick, 5 reps every day\n- hands: near hand to V of neck, far hand "
            "to armpit\n- vs inside zone: play the backside A gap, no crossing face\n"
            "Pass rush plan: have a go-to move + counter, track the near hip of the QB")


def t_reading(title, gist):
    def f(r, dt):
        return f"{title}\n{gist}\nJournal article, downloaded via TSPU library, for personal reference."
    return f


def t_purchase(r, dt):
    return ("ONE TO FOUR FAMILY RESIDENTIAL CONTRACT (RESALE) - TREC 20-17\nSeller: Gregory and Amanda Lindell  "
            "Buyer: Caleb A. Hutchins and Jessica M. Hutchins\nProperty: 229 Bluebonnet Bend, Cibolo, Texas 78108\n"
            "Sales price $452,000  Conventional financing $406,800  Earnest money $5,000  Option fee $350, 10 days\n"
            "Addendum for sale of other property by buyer (1418 Whispering Oak Dr)\nClosing on or before June 29, "
            f"2026. Buyer's agent Dana Morales, Hill Country Home Realty. Executed {_md(dt)}")


def t_oldlesson(r, dt):
    return ("Onion Creek High School - Travis Valley ISD, Austin TX\nChemistry - Mr. Hutchins - Room 1207\n"
            f"Lesson plan week of {_md(dt)}\nTopic: {r.choice(['mole concept', 'naming ionic compounds', 'reaction types', 'periodic trends'])}\n"
            "Warm-up, notes, practice, exit ticket. Chemistry EOC review stations Friday.")


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
    MZ = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00"
    MP4 = b"\x00\x00\x00\x20ftypisom\x00\x00\x02\x00isomiso2avc1mp41"

    # ------------------------------------------------------------ House: sale + purchase (Projects Home)
    d = "Documents/House/Selling Whispering Oak"
    add(f"{d}/Listing Agreement TXR-1101 signed.pdf", P, "Home", 76, t_listing)
    add(f"{d}/Sellers Disclosure Notice.pdf", P, "Home", 74, t_disclosure)
    add(f"{d}/Nguyen offer - resale contract.pdf", P, "Home", 33, t_offer)
    add(f"{d}/Amendment - repairs.pdf", P, "Home", 23, t_amendment)
    add(f"{d}/HOA resale certificate.pdf", P, "Home", 18, t_hoa_resale)
    add(f"{d}/Estimated net proceeds.pdf", P, "Home", 9, t_hud_est)
    add(f"{d}/Re Whispering Oak - next steps.eml", P, "Home", 6, t_realtor_eml)
    add(f"{d}/showing feedback.xlsx", P, "Home", 40, lambda r, dt: "Date;Agent;Feedback\n" + "\n".join(
        f"{_us(dt - timedelta(days=i * 3))};{r.choice(['Keller Williams', 'Coldwell Banker', 'eXp', 'Phyllis Browning'])};"
        f"{r.choice(['loved the patio', 'backyard small', 'price a bit high', 'kitchen dated', 'buyers want 4 bed'])}"
        for i in range(8)))
    add(f"{d}/shower valve repair - Mister Plumber.pdf", P, "Home", 8, lambda r, dt: (
        "Mister Plumber of San Antonio - Invoice 7731\n1418 Whispering Oak Dr, Schertz - Hutchins\n"
        "Replace Moen posi-temp cartridge, master shower, per buyer repair amendment\nLabor + parts $318.00 PAID"))
    add(f"{d}/price reduction talk.docx", P, "Home", 50, lambda r, dt: (
        "Whispering Oak - listed at 349,900 on " + _md(dt - timedelta(days=26)) + "\n23 showings, 0 offers 2 weeks"
        "\nDana suggests drop to 344,900 and offer 4k concessions\nComps: 1402 Whispering Oak sold 338k"))
    d = "Documents/House/Buying Bluebonnet Bend"
    add(f"{d}/Lone Oak pre-approval letter.pdf", P, "Home", 96, t_preapproval)
    add(f"{d}/Offer 229 Bluebonnet Bend signed.pdf", P, "Home", 31, t_purchase)
    add(f"{d}/Loan Estimate.pdf", P, "Home", 28, t_loan_est)
    add(f"{d}/Inspection report 229 Bluebonnet.pdf", P, "Home", 25, t_inspection)
    add(f"{d}/Appraisal.pdf", P, "Home", 12, t_appraisal)
    add(f"{d}/Title commitment GF 26-04417.pdf", P, "Home", 10, t_title)
    add(f"{d}/Two Brothers moving estimate.pdf", P, "Home", 14, t_movers)
    add(f"{d}/house hunting comparison.xlsx", P, "Home", 110, lambda r, dt: (
        "Address;Price;Beds;SqFt;School;Notes\n229 Bluebonnet Bend;452000;4;2684;Wiederstein/Dobie;big yard, 3 car\n"
        "8114 Crested Butte;439000;4;2510;Green Valley;backs to road\n3306 Falcon Ridge;469900;5;2901;Schlather;HOA $900"))
    add("Desktop/moving checklist.docx", P, "Home", 4, t_moving_list)
    for i in range(1, 9):
        photo(f"Pictures/Listing Photos/{i:02d}-{['front', 'living', 'kitchen', 'master', 'bath', 'bed2', 'patio', 'backyard'][i - 1]}.jpg",
              P, "Home", 79)
    for n in (6021, 6024, 6025, 6031):
        photo(f"Pictures/New House/IMG_{n}.HEIC", P, "Home", 25)

    # ------------------------------------------------------------ Masters degree (Projects Masters)
    d = "Documents/Masters - TSPU"
    add(f"{d}/Capstone/Ch1 Introduction v3.docx", P, "Masters", 61, t_chapter(1))
    add(f"{d}/Capstone/Ch2 Lit Review v2.docx", P, "Masters", 44, t_chapter(2))
    add(f"{d}/Capstone/Ch3 Methodology v4.docx", P, "Masters", 15, t_chapter(3))
    add("Desktop/Capstone Ch4 DRAFT.docx", P, "Masters", 1, t_chapter(4))
    add(f"{d}/Capstone/IRB approval letter.pdf", P, "Masters", 190, t_irb)
    add(f"{d}/Capstone/attendance data deidentified.csv", P, "Masters", 20, t_survey)
    add(f"{d}/Capstone/Castillo feedback ch3.eml", P, "Masters", 10, t_advisor)
    add(f"{d}/Capstone/capstone timeline.xlsx", P, "Masters", 130, lambda r, dt: (
        "Milestone;Due\nCh1-3 approved;May 15 2026\nCh4 findings;June 15 2026\nCh5 + abstract;July 10 2026\n"
        "Oral defense (Zoom);July 28 2026\nFinal to TSPU graduate school;August 7 2026"))
    courses = [("EDLD 5301", "Action Research Proposal", "Proposes an action research study on ninth-grade attendance.", 560),
               ("EDLD 5311", "Instructional Leadership Reflection", "Reflects on walkthroughs and PLC feedback cycles.", 530),
               ("EDLD 5320", "Campus Budget Analysis", "Analyzes Canyon Ridge HS allotments under Texas school finance.", 420),
               ("EDLD 5330", "Teacher Retention Plan", "Designs a mentoring plan for first-year teachers.", 400),
               ("EDLD 5340", "Campus Culture Audit", "Surveys staff on climate and trust at a 5A high school.", 330),
               ("EDLD 5352", "Data Dashboard Project", "Builds an early-warning dashboard for attendance and failing grades.", 220),
               ("EDLD 5360", "Principal Internship Reflection", "150 internship hours shadowing AP Monica Reyes.", 40)]
    for code, title, gist, age in courses:
        add(f"{d}/Courses/{code} {title}.docx", P, "Masters", age, t_coursepaper(code, title, gist))
    add(f"{d}/Courses/EDLD 5360 internship hours log.xlsx", P, "Masters", 35, lambda r, dt: "Date;Activity;Hours\n" +
        "\n".join(f"{_us(dt - timedelta(days=i * 6))};{r.choice(['ARD meeting', 'lunch duty supervision', 'master schedule', 'discipline hearing', 'budget meeting'])};{r.randint(2, 6)}" for i in range(12)))
    add(f"{d}/Tuition/Statement Summer 2026.pdf", P, "Masters", 7, t_tuition)
    add(f"{d}/Tuition/Statement Fall 2025.pdf", P, "Masters", 250, t_tuition)
    add(f"{d}/Degree plan.xlsx", P, "Masters", 60, t_degree_plan)
    add(f"{d}/unofficial transcript.pdf", P, "Masters", 58, lambda r, dt: (
        "TEXAS SOUTHERN PLAINS UNIVERSITY - UNOFFICIAL TRANSCRIPT\nCaleb A Hutchins  Program M.Ed. Educational "
        "Leadership (online)\nGraduate GPA 3.86 through Spring 2026; 24 of 36 hours complete"))
    rd = f"{d}/Readings"
    for fn, ttl, g in (("Balfanz Byrnes 2012 The Importance of Being There.pdf", "The Importance of Being There: A Report on Absenteeism in the Nation's Public Schools", "Johns Hopkins Everyone Graduates Center. Chronic absence estimates by state."),
                       ("Leithwood Jantzi 2006 transformational leadership.pdf", "Transformational School Leadership for Large-Scale Reform", "School Effectiveness and School Improvement 17(2)."),
                       ("Attendance Works chronic absence brief.pdf", "Chronic Absence: Our Top Pick for the ESSA School Quality Indicator", "Attendance Works policy brief."),
                       ("APA 7 quick guide.pdf", "APA Style 7th Edition Quick Reference", "Reference list formats, in-text citations, headings."),
                       ("Marzano School Leadership That Works ch4.pdf", "School Leadership That Works, chapter 4: The 21 Responsibilities", "Marzano, Waters and McNulty, ASCD 2005."),
                       ("Check and Connect implementation manual.pdf", "Check & Connect: A Comprehensive Student Engagement Intervention", "University of Minnesota Institute on Community Integration.")):
        add(f"{rd}/{fn}", R, "Masters", r.uniform(100, 500), t_reading(ttl, g))

    # ------------------------------------------------------------ Camp 2026 (Projects Football)
    d = "Documents/Coaching/Camp 2026"
    add(f"{d}/Camp 2026 Registrations.csv", P, "Football", 2, t_camp_reg)
    add(f"{d}/Camp waiver and medical release.docx", P, "Football", 48, t_camp_waiver)
    add(f"{d}/Camp budget 2026.xlsx", P, "Football", 16, t_camp_budget)
    add(f"{d}/Texas Ink Works quote Q-5521.pdf", P, "Football", 11, t_camp_shirts)
    add(f"{d}/daily schedule.docx", P, "Football", 19, t_camp_schedule)
    add(f"{d}/Facility use request APPROVED.pdf", P, "Football", 39, t_camp_facility)
    add(f"{d}/K&K camp insurance certificate.pdf", P, "Football", 13, lambda r, dt: (
        "K&K Insurance Group - Certificate of Liability Insurance\nNamed insured: Canyon Ridge Football Booster "
        "Club - Cougars Youth Football Camp\nEvent dates 07/13/2026 - 07/16/2026  Cougar Stadium, Schertz TX\n"
        "General liability $1,000,000 per occurrence; participant accident medical $25,000\n"
        "Additional insured: Cibolo Valley ISD"))
    add(f"{d}/camp coaches.txt", P, "Football", 9, t_camp_coaches)
    photo(f"{d}/camp flyer 2026.png", P, "Football", 52)

    # ------------------------------------------------------------ Teaching (Areas)
    d = "Documents/School/Chemistry 2025-26"
    ages = [270, 220, 170, 135, 100, 70, 40]
    for u, age in zip(UNITS, ages):
        add(f"{d}/Unit {u[0]} - {u[1]}/lesson plans week 1.docx", A, "Teaching", age, t_lesson(u))
    add(f"{d}/Unit 7 - Gas Laws/lesson plans week 2.docx", A, "Teaching", 93, t_lesson(UNITS[4]))
    add(f"{d}/Unit 9 - Acids and Bases/EOC review stations.docx", A, "Teaching", 30, t_lesson(UNITS[6]))
    for name, chem, age in (("Density of Pennies", "pre- and post-1982 pennies", 260),
                            ("Flame Test", "metal chloride salts and a Bunsen burner", 200),
                            ("Percent Yield of Copper", "copper(II) chloride and aluminum foil", 140),
                            ("Boyle's Law Syringes", "sealed syringes and textbooks as weights", 98),
                            ("Molarity and Dilutions", "copper(II) sulfate solutions", 75),
                            ("Titration of Vinegar", "0.10 M NaOH and phenolphthalein", 35)):
        add(f"{d}/Labs/{name} lab.docx", A, "Teaching", age, t_lab(name, chem))
    for p, age in ((2, 60), (3, 60), (5, 12)):
        add(f"{d}/Grades/Period {p} gradebook export.csv", A, "Teaching", age, t_grades)
    add(f"{d}/sub plans playoffs.docx", A, "Teaching", 190, t_subplan)
    add(f"{d}/Flinn order confirmation.pdf", A, "Teaching", 150, t_chem_order)
    add(f"{d}/Re grade question.eml", A, "Teaching", 45, t_parent)
    d = "Documents/School/HR"
    add(f"{d}/Contract 2026-2027.pdf", A, "Teaching", 45, t_contract)
    for age in (1, 31, 62):
        add(f"{d}/Paystubs/CVISD paystub {_us(NOW - timedelta(days=age)).replace('/', '-')}.pdf", A, "Teaching", age, t_paystub)
    add(f"{d}/T-TESS summative 2025.pdf", A, "Teaching", 370, t_ttess)
    add(f"{d}/T-TESS summative 2026.pdf", A, "Teaching", 20, t_ttess)
    add(f"{d}/TEA certificate.pdf", A, "Teaching", 1200, t_cert)
    for age in (300, 660):
        add(f"{d}/CPE/Region 20 certificate {int(age)}.pdf", A, "Teaching", age, t_cpe)
    add(f"{d}/direct deposit form.pdf", A, "Teaching", 1400, lambda r, dt: (
        "Cibolo Valley ISD Payroll - Direct Deposit Authorization\nEmployee Caleb Hutchins ID 104877\n"
        "Frost Bank checking routing 114000093 account ****4471  100%"))

    # ------------------------------------------------------------ Resources Teaching
    d = "Documents/School/Reference"
    for fn, txt in (("Periodic Table color.pdf", "Periodic Table of the Elements - atomic numbers, masses, electronegativity"),
                    ("AP Chemistry equations and constants.pdf", "AP Chemistry Equations and Constants - College Board. PV = nRT, R = 0.08206 L atm/mol K"),
                    ("SDS Hydrochloric acid 6M.pdf", "SAFETY DATA SHEET Hydrochloric acid 6 M - Flinn Scientific. Corrosive. First aid: flush eyes 15 min"),
                    ("Solubility rules.pdf", "Solubility rules: all nitrates, acetates, group 1 and ammonium salts are soluble..."),
                    ("Flinn student safety contract.pdf", "Flinn Scientific Student Safety Contract - high school science laboratory"),
                    ("Chemistry TEKS 112.35.pdf", "Texas Essential Knowledge and Skills for Science, Chapter 112.35 Chemistry")):
        add(f"{d}/{fn}", R, "Teaching", r.uniform(200, 1300), txt)

    # ------------------------------------------------------------ Coaching (Areas Football)
    d = "Documents/Coaching"
    add(f"{d}/Playbook/2025 Defense - 4-2-5 base.pdf", A, "Football", 300, lambda r, dt: (
        "CANYON RIDGE COUGARS DEFENSE 2025 - 4-2-5 base\nFronts: Over, Under, Tite\nStunts: TEX, EX, Pirate, Ram\n"
        "Coverages: Cover 3 Sky, Quarters, Cover 1 Rat\nDL alignment and technique numbering 0-9"))
    add(f"{d}/Playbook/DL fronts and stunts.docx", A, "Football", 280, lambda r, dt: (
        "DEFENSIVE LINE - fronts and stunts (Coach Hutchins)\n3 tech: outside shade of guard, key the guard's hat\n"
        "TEX: tackle goes first, end loops inside\nRam: both tackles slant strong\nvs zone: squeeze and spill"))
    for age in (250, 236, 200):
        add(f"{d}/Practice Plans/practice {_us(NOW - timedelta(days=age)).replace('/', '-')}.docx", A, "Football", age, t_practice)
    for i, age in enumerate((248, 241, 227, 206)):
        add(f"{d}/Film Notes/wk{i + 5} DL grades.docx", A, "Football", age, t_film)
    for age in (251, 230, 201):
        add(f"{d}/Scouting/scouting report {int(age)}.pdf", A, "Football", age, t_scout)
    add(f"{d}/depth chart DL.csv", A, "Football", 205, t_depth)
    add(f"{d}/Summer lifting 2026.xlsx", A, "Football", 8, t_lift)
    add(f"{d}/staff meeting + 7on7.eml", A, "Football", 3, t_coach_eml)
    for i, o in enumerate(OPP[:4]):
        add(f"Videos/Hudl/2025 wk{i + 4} vs {o} - defense.mp4", A, "Football", 255 - i * 7, _blob(r, MP4, 3000))
    add(f"{d}/Glazier clinic notes 2026.docx", R, "Football", 120, t_clinic)
    add(f"{d}/Reference/Coaching Defensive Line Play.pdf", R, "Football", 700, "Coaching Defensive Line Play - "
        "stance, start, hand use, escape moves. American Football Coaches Association coaching manual.")
    add(f"{d}/Reference/Hawk tackling progression.pdf", R, "Football", 650, "Seahawks-style rugby tackling progression: "
        "shoulder leverage, hawk roll, drills for youth and high school.")
    add(f"{d}/Reference/DL drill book.pdf", R, "Football", 500, "Defensive line drill book: bags, sled, get-off, "
        "board drill, shed and pursue.")

    # ------------------------------------------------------------ Finance (Areas)
    d = "Documents/Finances"
    for age in (5, 36, 66):
        add(f"{d}/Bank/Frost statement {(NOW - timedelta(days=age)).strftime('%Y-%m')}.pdf", A, "Finance", age, t_bank)
    for age in (12, 43):
        add(f"{d}/Credit card/Chase {(NOW - timedelta(days=age)).strftime('%b %Y')}.pdf", A, "Finance", age, t_card)
    for y, age in ((2023, 780), (2024, 410), (2025, 50)):
        add(f"{d}/Taxes/{y}/Form 1040 {y} Hutchins.pdf", A, "Finance", age, t_1040(y))
        add(f"{d}/Taxes/{y}/W-2 CVISD {y}.pdf", A, "Finance", age + 40, t_w2)
    add(f"{d}/Taxes/2025/Garza Pruett documents needed.eml", A, "Finance", 90, t_cpa_eml)
    add(f"{d}/Taxes/2025/1098 Frost Mortgage 2025.pdf", A, "Finance", 110, t_1098)
    for age in (270, 640):
        add(f"{d}/TRS/TRS annual statement {2025 if age < 400 else 2024}.pdf", A, "Finance", age, t_trs)
    for age in (60, 150):
        add(f"{d}/403b/Corebridge Q{1 if age < 100 else 4} statement.pdf", A, "Finance", age, t_403b)
    for age in (15, 46):
        add(f"{d}/Mortgage/Frost Mortgage statement {(NOW - timedelta(days=age)).strftime('%b %Y')}.pdf", A, "Finance", age, t_mortgage)
    add(f"{d}/Budget 2026.xlsx", A, "Finance", 6, t_budget)

    # ------------------------------------------------------------ Health (Areas)
    d = "Documents/Health"
    for age in (14, 130):
        add(f"{d}/EOB/EOB BCBSTX {(NOW - timedelta(days=age)).strftime('%Y-%m-%d')}.pdf", A, "Health", age, t_eob)
    add(f"{d}/Harper ear infection visit summary.pdf", A, "Health", 55, t_pedi)
    add(f"{d}/TRS-ActiveCare 2025-26 enrollment.pdf", A, "Health", 300, t_activecare)
    add(f"{d}/Caleb bloodwork results.pdf", A, "Health", 85, t_labresult)
    add(f"{d}/Schertz Pediatrics well check Mason.pdf", A, "Health", 240, lambda r, dt: (
        "Schertz Pediatrics - 6 year well child visit\nPatient Mason Hutchins  Height 46 in  Weight 47 lb\n"
        "Vision 20/20 both eyes, hearing pass. Flu vaccine given. Next well visit at 7 years."))

    # ------------------------------------------------------------ Home (Areas) + manuals
    d = "Documents/House/Bills"
    for age in (8, 39, 69):
        add(f"{d}/CPS Energy {(NOW - timedelta(days=age)).strftime('%b %Y')}.pdf", A, "Home", age, t_cps)
    for age in (21, 52):
        add(f"{d}/Schertz water bill {(NOW - timedelta(days=age)).strftime('%b %Y')}.pdf", A, "Home", age, t_water)
    add("Documents/House/Insurance/Farm Bureau homeowners declarations.pdf", A, "Home", 160, t_homeins)
    add(f"{d}/Bug Busters invoice.pdf", A, "Home", 34, t_pest)
    add(f"{d}/Ally AC spring tune-up.pdf", A, "Home", 63, t_hvac)
    add(f"{d}/Oak Trail HOA dues 2026.pdf", A, "Home", 150, lambda r, dt: (
        "Oak Trail Homeowners Association - 2026 Annual Assessment\nOwner Caleb Hutchins, 1418 Whispering Oak Dr\n"
        "Annual assessment $390.00 due January 31, 2026. Pay online at Spectrum Association Management."))
    for fn in ("GE dishwasher GDT665 manual.pdf", "Rheem water heater manual.pdf", "Chamberlain garage opener manual.pdf"):
        add(f"Documents/House/Manuals/{fn}", R, "Home", r.uniform(600, 1400),
            f"{fn[:-4]} - Owner's manual. Installation, operation, troubleshooting, warranty.")

    # ------------------------------------------------------------ Kids (Areas)
    d = "Documents/Kids"
    for age in (3, 10, 17):
        add(f"{d}/Daycare/Little Acorns statement {_us(NOW - timedelta(days=age)).replace('/', '-')}.pdf", A, "Kids", age, t_daycare)
    add(f"{d}/T-Ball/Rattlers spring schedule.pdf", A, "Kids", 80, t_tball)
    add(f"{d}/T-Ball/Rattlers pictures + party.eml", A, "Kids", 5, t_tball_eml)
    add(f"{d}/Mason/Kindergarten progress report.pdf", A, "Kids", 10, t_kinder)
    add(f"{d}/Mason/Immunization record.pdf", A, "Kids", 460, t_immun)
    add(f"{d}/T-Ball/SYBA registration receipt.pdf", A, "Kids", 120, lambda r, dt: (
        "Schertz Youth Baseball Association - Registration Receipt\nPlayer Mason Hutchins, T-Ball (ages 5-6), "
        "Spring 2026\nFee $95.00 + uniform $30.00  Volunteer deposit $50 (refunded after 1 concession shift)"))

    # ------------------------------------------------------------ Cars (Areas)
    d = "Documents/Cars"
    add(f"{d}/Bluebonnet auto declarations.pdf", A, "Car", 95, t_carins)
    add(f"{d}/F-150 registration renewal.pdf", A, "Car", 200, t_reg)
    add(f"{d}/Odyssey service 41k.pdf", A, "Car", 48, t_service)
    add(f"{d}/F-150 service.pdf", A, "Car", 175, t_service)
    add(f"{d}/ROFCU truck loan statement.pdf", A, "Car", 19, t_truckloan)

    # ------------------------------------------------------------ Hunting (Areas / Resources)
    d = "Documents/Hunting"
    add(f"{d}/Kothmann lease 2025-26.pdf", A, "Hunting", 280, t_lease)
    add(f"{d}/lease split with Cody.xlsx", A, "Hunting", 130, t_lease_split)
    add(f"{d}/TPWD license 2025.pdf", A, "Hunting", 275, t_license)
    add(f"{d}/harvest log.csv", A, "Hunting", 140, t_harvest)
    add(f"{d}/TPWD Outdoor Annual 2025-26.pdf", R, "Hunting", 285, "Texas Parks and Wildlife Outdoor Annual "
        "2025-2026 - hunting seasons and bag limits by county. Mason County: white-tailed deer general season "
        "Nov 1 - Jan 18, antler restrictions.")
    add(f"{d}/Feeder timer wiring.pdf", R, "Hunting", 600, "All Seasons Feeders digital timer - wiring "
        "diagram, battery and solar charger setup, programming feed times.")

    # ------------------------------------------------------------ Jess (Areas Dental Hygiene)
    d = "Documents/Jess"
    add(f"{d}/RDH license renewal 2025.pdf", A, "Dental Hygiene", 245, t_rdh)
    for age in (90, 200, 420):
        add(f"{d}/CE/CE certificate {int(age)}.pdf", A, "Dental Hygiene", age, t_ce)

    # ------------------------------------------------------------ Recipes (Resources Cooking)
    d = "Documents/Recipes"
    for fn, body in (("Brisket - Franklin style.txt", "15 lb packer, trim to 1/4 in fat cap. Rub: 50/50 coarse pepper and kosher salt. "
                      "Post oak, 250-275F, wrap in butcher paper at 165-170, pull at 203 probe tender, rest 2 hrs."),
                     ("Smoked queso.docx", "2 lb Velveeta, 1 lb chorizo browned, Rotel x2, pepper jack, cilantro. Smoke 1.5 hrs at 225, stir every 30 min."),
                     ("Mom's King Ranch casserole.docx", "chicken, corn tortillas, cream of chicken and mushroom, Rotel, cheddar. 350F 45 min."),
                     ("Pork ribs 3-2-1.txt", "St Louis cut, mustard binder, rub. 3 hrs smoke, 2 hrs wrapped w butter + brown sugar, 1 hr glaze."),
                     ("Jess - banana bread.txt", "3 ripe bananas, 1/3 cup melted butter, 3/4 cup sugar, 1 egg, 1 tsp soda, 1.5 cups flour. 350F 60 min.")):
        add(f"{d}/{fn}", R, "Cooking", r.uniform(100, 1000), t_recipe(fn.rsplit(".", 1)[0], body))

    # ------------------------------------------------------------ Archive
    d = "Documents/Onion Creek HS (old)"
    add(f"{d}/resignation letter.docx", X, "Teaching", 1510, t_resign)
    add(f"{d}/TVISD final paystub.pdf", X, "Teaching", 1460, t_tvisd_stub)
    add(f"{d}/Morrow reference letter.pdf", X, "Teaching", 1495, t_ref_letter)
    for age in (1560, 1600, 1650):
        add(f"{d}/Lesson plans/OCHS chem week {int(age)}.docx", X, "Teaching", age, t_oldlesson)
    add(f"{d}/OCHS chemistry syllabus 2021-22.docx", X, "Teaching", 1740, lambda r, dt: (
        "Onion Creek High School - Chemistry Syllabus 2021-2022\nMr. Caleb Hutchins, Room 1207, Travis Valley ISD\n"
        "Grading: labs 30%, tests 40%, daily 30%. Tutorials Tuesday and Thursday 4:15."))
    add("Documents/House/Austin move 2022/Riverside Flats move-out.pdf", X, "Home", 1455, t_apt_lease)
    add("Documents/House/Austin move 2022/Armadillo Movers invoice.pdf", X, "Home", 1458, t_austin_movers)
    d = "Documents/House/Patio 2025"
    add(f"{d}/Hill Country Outdoor Living contract.pdf", X, "Home", 400, t_patio_contract)
    add(f"{d}/Invoice draw 2.pdf", X, "Home", 350, t_patio_invoice)
    add(f"{d}/Invoice draw 3 final.pdf", X, "Home", 300, t_patio_invoice)
    add(f"{d}/Schertz permit final.pdf", X, "Home", 298, t_patio_permit)
    add(f"{d}/HOA architectural approval.pdf", X, "Home", 385, lambda r, dt: (
        "Oak Trail HOA Architectural Control Committee - APPROVED\nLot 22 Block 4, 1418 Whispering Oak Dr\n"
        "Request: attached covered patio 16x24, roof color to match house (Weathered Wood). Approved as submitted."))
    add(f"{d}/fan + lights options.xlsx", X, "Home", 360, lambda r, dt: (
        "Item;Price;Store\nHunter Dempsey 52in outdoor fan;189;Lowe's\nMinka Aire Light Wave;329;Home Depot\n"
        "6in recessed wet-rated x4;112;Home Depot"))
    for i, age in enumerate((370, 352, 345, 330, 305, 296)):
        photo(f"Pictures/Patio 2025/IMG_{3310 + i * 17}.JPG", X, "Home", age)
    d = "Documents/Coaching/Camp 2025"
    add(f"{d}/Camp 2025 final numbers.docx", X, "Football", 315, t_camp25)
    add(f"{d}/Camp 2025 registrations.csv", X, "Football", 325, t_camp_reg)
    add(f"{d}/camp 2025 shirt order.pdf", X, "Football", 345, lambda r, dt: (
        "Texas Ink Works - Invoice 4410\nCanyon Ridge Football - Youth Camp 2025 shirts, 115 pcs, Cardinal red\nTotal $968.00 PAID"))
    for i in range(4):
        photo(f"Pictures/Camp 2025/IMG_{2904 + i * 9}.JPG", X, "Football", 320 - i)
    d = "Documents/Trips"
    add(f"{d}/Ruidoso cabin confirmation.pdf", X, "Travel", 560, t_trip("ruidoso"))
    add(f"{d}/Port A condo June 2025.pdf", X, "Travel", 400, t_trip("porta"))
    add(f"{d}/Galveston 2023 hotel.pdf", X, "Travel", 1090, t_trip("galveston"))
    add(f"{d}/Ruidoso packing list.docx", X, "Travel", 525, lambda r, dt: (
        "Ruidoso - packing\nsnow bibs x4, gloves, hand warmers, sled, chains for the Odyssey\nkids' Tylenol, "
        "chapstick, snacks for the 8 hr drive via I-10 / Fort Stockton"))
    for folder, age, ns in (("Ruidoso Dec 2024", 519, (1880, 1884, 1902)),
                            ("Port A 2025", 354, (2611, 2630, 2641)),
                            ("2023 Galveston", 1050, (905, 911, 927))):
        for n in ns:
            photo(f"Pictures/{folder}/IMG_{n}.JPG", X, "Travel", age - (n % 4))

    # ------------------------------------------------------------ Old laptop backup (Archive Backup)
    d = "Documents/Old Laptop Backup 2022"
    for fn, age, txt in (("Documents/Resume Caleb Hutchins 2022.docx", 1530, "Caleb Hutchins - Chemistry Teacher, Coach\n"
                          "Onion Creek HS 2014-present. B.S. Chemistry, Texas State University 2010. Certified Science 7-12."),
                         ("Documents/OCHS/chem final exam 2021.docx", 1800, "Chemistry Fall Final Exam 2021 - Onion Creek HS - 50 questions"),
                         ("Documents/OCHS/freshman football roster 2021.xlsx", 1700, "No;Name;Pos\n12;Jace Porter;QB\n54;Ty Benson;DL\n66;Omar Diaz;OL"),
                         ("Documents/wedding guest list.xlsx", 3300, "Name;RSVP\nHutchins family;yes\nDavis family;yes\nCody + Brooke;yes"),
                         ("Documents/Riverside Flats lease 2019.pdf", 2500, "Riverside Flats Apartments lease renewal 2019-2020, unit 318, $1,385/month"),
                         ("Documents/taxes 2020 summary.pdf", 1850, "TurboTax 2020 summary - Caleb and Jessica Hutchins - refund $1,204"),
                         ("Desktop/notes.txt", 1520, "call TRS about service credit\nnew district HR packet\nmovers 6/4")):
        add(f"{d}/{fn}", X, "Backup", age, txt)
    for i, age in enumerate((1600, 1590, 1700, 1820, 2100, 2190)):
        photo(f"{d}/Pictures/IMG_{410 + i * 23}.JPG", X, "Backup", age)
    for t, a in (("Amarillo By Morning", "George Strait"), ("Wave on Wave", "Pat Green")):
        add(f"{d}/Music/{a} - {t}.mp3", X, "Backup", 2600, _id3(r, t, a, "Greatest Hits"))

    # ------------------------------------------------------------ Resources: books, music, software, photos
    for fn, t, a in (("Friday Night Lights - H G Bissinger.epub", "Friday Night Lights", "H. G. Bissinger"),
                     ("Lonesome Dove - Larry McMurtry.epub", "Lonesome Dove", "Larry McMurtry"),
                     ("The Energy Bus - Jon Gordon.epub", "The Energy Bus", "Jon Gordon"),
                     ("Atomic Habits.epub", "Atomic Habits", "James Clear"),
                     ("Leaders Eat Last - Simon Sinek.epub", "Leaders Eat Last", "Simon Sinek"),
                     ("The Disappearing Spoon.epub", "The Disappearing Spoon", "Sam Kean")):
        add(f"Downloads/{fn}" if "Bus" in t or "Spoon" in t else f"Documents/eBooks/{fn}", R, "Books",
            r.uniform(60, 900), _epub(t, a, "en", f"{t} by {a}. Chapter One."))
    for a, al, ts in (("George Strait", "Strait Out of the Box", ("Amarillo By Morning", "The Chair", "Check Yes or No")),
                      ("Turnpike Troubadours", "A Cat in the Rain", ("Mariadee", "Chipping Mill")),
                      ("Cody Johnson", "Leather", ("The Painter", "Dirt Cheap")),
                      ("Chris Stapleton", "Traveller", ("Tennessee Whiskey", "Parachute")),
                      ("Pat Green", "Wave on Wave", ("Wave on Wave",)),
                      ("Selena", "Amor Prohibido", ("Bidi Bidi Bom Bom", "Como La Flor"))):
        for i, t in enumerate(ts):
            add(f"Music/{a}/{al}/{i + 1:02d} {t}.mp3", R, "Music", r.uniform(80, 1200), _id3(r, t, a, al))
    for fn in ("ChromeSetup.exe", "ZoomInstallerFull.exe", "Zotero-7.0.11_setup.exe", "vlc-3.0.21-win64.exe",
               "SpotifySetup.exe", "TI-SmartView-CE-5.6.0.exe", "Skyward_Mobile_Access.msi"):
        add(f"Downloads/{fn}", R, "Software", r.uniform(20, 700), _blob(r, MZ if fn.endswith("exe") else b"\xd0\xcf\x11\xe0", 2500))
    ph = [("2025-08", 300), ("2025-10", 230), ("2025-11", 195), ("2025-12", 165), ("2026-02", 110), ("2026-04", 50),
          ("2026-05", 15)]
    n = 4700
    for folder, age in ph:
        for k in range(2):
            n += r.randint(3, 40)
            photo(f"Pictures/iPhone Import/{folder}/IMG_{n}.JPG", R, "Photos", age - k * 4)
        n += 7
        photo(f"Pictures/iPhone Import/{folder}/IMG_{n}.HEIC", R, "Photos", age - 2)
    for i, age in enumerate((200, 88, 11, 2)):
        photo(f"Pictures/Screenshots/Screenshot {(NOW - timedelta(days=age)).strftime('%Y-%m-%d')} {100000 + i * 4731}.png",
              R, "Photos", age)
    add("Videos/Mason first T-ball hit.MOV", R, "Photos", 60, _blob(r, b"\x00\x00\x00\x14ftypqt  ", 3000))
    photo("Desktop/IMG_5512.JPG", R, "Photos", 26)
    photo("Downloads/IMG_5120.jpg", R, "Photos", 150)

    # ------------------------------------------------------------ hard files: name and folder say nothing
    hard = [
        ("Downloads/document.pdf", P, "Home", 95, t_preapproval),
        ("Downloads/document (1).pdf", P, "Home", 10, t_title),
        ("Downloads/document (2).pdf", A, "Finance", 120, t_w2),
        ("Downloads/document (3).pdf", P, "Masters", 7, t_tuition),
        ("Downloads/document (4).pdf", A, "Health", 29, t_eob),
        ("Downloads/document (5).pdf", P, "Football", 39, t_camp_facility),
        ("Downloads/document (6).pdf", A, "Finance", 62, t_403b),
        ("Downloads/document (7).pdf", A, "Kids", 11, t_kinder),
        ("Downloads/document (8).pdf", A, "Teaching", 150, t_chem_order),
        ("Downloads/download.pdf", A, "Car", 96, t_carins),
        ("Downloads/download (1).pdf", A, "Home", 100, t_cps),
        ("Downloads/download (2).pdf", A, "Health", 86, t_labresult),
        ("Downloads/download (3).pdf", A, "Home", 161, t_homeins),
        ("Downloads/file.pdf", R, "Masters", 300, t_reading("Chronic Absenteeism in the Nation's Schools",
                                                              "U.S. Department of Education data story, 2016. 8 million students chronically absent.")),
        ("Downloads/file (1).pdf", X, "Travel", 402, t_trip("porta")),
        ("Downloads/export.csv", P, "Football", 1, t_camp_reg),
        ("Downloads/export (1).csv", A, "Finance", 35, t_bank),
        ("Downloads/export (2).csv", P, "Masters", 21, t_survey),
        ("Downloads/export (3).csv", A, "Teaching", 13, t_grades),
        ("Downloads/invite.ics", P, "Home", 20, lambda r, dt: t_closing_ics(r, NOW + timedelta(days=25))),
        ("Downloads/invite (1).ics", P, "Masters", 9, lambda r, dt: _ics(
            "Capstone oral defense - C. Hutchins", NOW + timedelta(days=57), "Zoom (TSPU Educational Leadership)",
            "Committee: Dr. Renee Castillo (chair), Dr. Keith Lanham. 20 min presentation on advisory mentoring and "
            "chronic absenteeism, then questions. Final capstone due to graduate school Aug 7.")),
        ("Downloads/invite (2).ics", A, "Kids", 6, lambda r, dt: _ics(
            "Rattlers end of season party", NOW + timedelta(days=5), "Pickrell Park pavilion, Schertz",
            "T-ball trophies after the last game. Bring dessert. Coach Mike Ortega")),
        ("Downloads/attachment.pdf", P, "Home", 24, t_inspection),
        ("Downloads/attachment (1).pdf", A, "Kids", 24, t_daycare),
        ("Downloads/attachment (2).pdf", P, "Football", 11, t_camp_shirts),
        ("Downloads/attachment (3).pdf", A, "Teaching", 122, t_paystub),
        ("Downloads/print.pdf", A, "Hunting", 274, t_license),
        ("Downloads/receipt.pdf", A, "Health", 44, t_rx),
        ("Downloads/receipt (1).pdf", A, "Home", 125, t_pest),
        ("Downloads/form.pdf", P, "Football", 47, t_camp_waiver),
        ("Downloads/message.eml", P, "Masters", 10, t_advisor),
        ("Downloads/message (1).eml", A, "Finance", 91, t_cpa_eml),
        ("Downloads/message (2).eml", A, "Teaching", 140, t_parent),
        ("Downloads/message (3).eml", P, "Home", 6, t_realtor_eml),
        ("Downloads/message (4).eml", A, "Kids", 5, t_tball_eml),
        ("Downloads/message (5).eml", A, "Football", 3, t_coach_eml),
        ("Downloads/a81c7f3e-5b2d-4e1a.pdf", P, "Home", 12, t_appraisal),
        ("Downloads/20260514_101233.pdf", A, "Car", 18, t_truckloan),
        ("Downloads/report.pdf", A, "Football", 222, t_scout),
        ("Downloads/letter.pdf", X, "Home", 1457, t_austin_movers),
        ("Downloads/Untitled document.pdf", P, "Masters", 191, t_irb),
        ("Documents/Scans/scan0001.pdf", A, "Kids", 455, t_immun),
        ("Documents/Scans/scan0002.pdf", A, "Hunting", 279, t_lease),
        ("Documents/Scans/scan0003.pdf", A, "Teaching", 44, t_contract),
        ("Documents/Scans/scan0004.pdf", A, "Finance", 108, t_1098),
        ("Documents/Scans/scan0005.pdf", X, "Home", 297, t_patio_permit),
        ("Documents/Scans/scan0006.pdf", A, "Dental Hygiene", 244, t_rdh),
        ("Documents/Scans/scan0007.pdf", A, "Health", 54, t_pedi),
        ("Documents/Scans/scan0008.pdf", X, "Teaching", 1494, t_ref_letter),
        ("Documents/Scans/scan0009.pdf", A, "Car", 199, t_reg),
        ("Documents/Scans/scan0010.pdf", P, "Home", 73, t_disclosure),
        ("Documents/2024/scan0031.pdf", A, "Finance", 455, t_trs),
        ("Documents/2024/scan0032.pdf", X, "Travel", 540, t_trip("ruidoso")),
        ("Documents/2024/Document1.docx", A, "Teaching", 470, t_ttess),
        ("Documents/2024/Book1.xlsx", A, "Football", 480, t_lift),
        ("Documents/2024/scan0033.pdf", A, "Dental Hygiene", 500, t_ce),
        ("Documents/2024/list.txt", R, "Cooking", 430, t_recipe("smoked turkey", "brine 24 hrs: 1 gal water, 1 cup "
                                                                "kosher salt, 1/2 cup brown sugar. Smoke at 275 with pecan, pull at 160 breast.")),
        ("Documents/2024/New Text Document.txt", A, "Football", 520, t_film),
        ("Desktop/New Text Document.txt", P, "Football", 9, t_camp_coaches),
        ("Desktop/New Text Document (2).txt", P, "Home", 3, t_moving_list),
        ("Desktop/notes.txt", R, "Football", 118, t_clinic),
        ("Desktop/Doc1.docx", A, "Teaching", 188, t_subplan),
        ("Desktop/Untitled.docx", P, "Masters", 12, t_coursepaper(
            "EDLD 5370", "School Law Case Brief", "Case brief: Tinker v. Des Moines (1969) and Texas Education Code 37.")),
        ("Desktop/Book1.xlsx", A, "Finance", 5, t_budget),
        ("Desktop/todo.txt", A, "Kids", 2, lambda r, dt: (
            "- Mason 1st grade registration at Wiederstein - proof of residency (new address!)\n"
            "- Harper 3yo well check + flu shot\n- pay Little Acorns Monday $260\n- SYBA fall T-ball signups open 7/1")),
        ("Documents/Document.docx", X, "Home", 401, t_patio_contract),
        ("Documents/New Microsoft Word Document.docx", X, "Teaching", 1512, t_resign),
        ("Documents/info.txt", A, "Hunting", 135, t_harvest),
        ("Downloads/document (9).pdf", A, "Health", 301, t_activecare),
        ("Downloads/scan0004.pdf", X, "Teaching", 1461, t_tvisd_stub),
        ("Downloads/download (4).pdf", P, "Home", 31, t_purchase),
        ("Documents/Scans/scan0011.pdf", A, "Kids", 79, t_tball),
        ("Desktop/Doc2.docx", P, "Masters", 43, t_chapter(2)),
        ("Documents/2024/Document2.docx", A, "Teaching", 505, t_lesson(UNITS[1])),
    ]
    for rel, b, t, age, fn in hard:
        add(rel, b, t, age, fn, hard=True)

    # ------------------------------------------------------------ Left (System) and dot files
    add("Downloads/TPWD_Outdoor_Annual_2026.pdf.crdownload", L, "System", 0.2, _blob(r, b"%PDF-1.7\n", 1200))
    add("Downloads/Unconfirmed 448112.crdownload", L, "System", 4, _blob(r, b"", 1500))
    add("Downloads/Hudl_film_export.zip.part", L, "System", 1, _blob(r, b"PK\x03\x04", 1500))
    add("Desktop/~$pstone Ch4 DRAFT.docx", L, "System", 0.5, _blob(r, b"\x0cCaleb Hutch", 150))
    add("Documents/School/Chemistry 2025-26/~$b lesson.docx", L, "System", 30, _blob(r, b"\x0cCaleb Hutch", 150))
    ini = b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
    add("Documents/desktop.ini", L, "System", 1400, ini)
    add("Desktop/desktop.ini", L, "System", 1400, ini)
    add("Pictures/Listing Photos/Thumbs.db", L, "System", 78, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    add("Pictures/Patio 2025/Thumbs.db", L, "System", 295, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    dot("Documents/Old Laptop Backup 2022/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 400), 1520)
    dot("Documents/Old Laptop Backup 2022/Pictures/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 400), 1520)
    dot("Documents/Masters - TSPU/Capstone/.~lock.Ch3 Methodology v4.docx#",
        b",Caleb Hutchins,DESKTOP-CH7R2,15.05.2026 21:14,file:///C:/Users/Caleb/AppData/Roaming/LibreOffice/4;", 15)
    return items
