"""A fiftieth unseen labelled corpus: a retired Navy chief in Pace, Florida, ``build(root, seed)``, written blind.

What was read before writing it, and nothing else: ``unseen.py``'s module docstring, the first lines of its
``build()`` (the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``,
``_zip``, ``_xlsx``, ``_epub``, ``_id3`` and ``_blob``; ``corpus.py``'s ``Item`` dataclass, ``NOW``, ``NOW_S``,
``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. No
classifier code, docs, tests, scripts or placement results were opened. The files and labels are shaped by what
this person would have on disk, not by what the code looks for.

The person: Raymond "Ray" J. Castellano, 63, MMC(SW) USN (Ret.), a retired Navy chief machinist's mate who
enlisted in 1981, was a plank owner of the frigate USS Halvorsen (FFG-63) when she was commissioned in October
1986, and retired from Norfolk in 2005. He and his wife Donna (61, a part-time receptionist at Gulf Breeze Family
Dentistry) sold their house in Chesapeake, Virginia in 2019 and live at 5132 Heron Bay Loop, Pace, Florida
(Santa Rosa County, near Pensacola). Their son Michael lives in San Antonio with his wife Marisol and their
children Sofia (turning 15) and Mateo; their daughter Angela lives in Chesapeake. Going on now (``NOW`` is
2026-06-01): the roof torn up by Hurricane Nestor in September 2025 is being replaced under a homeowners claim
with Gulf Harbor Property & Casualty, and the first roofer (Bayou Pro Roofing) took a deposit, left the job
half done and now threatens a lien, so there is a DBPR complaint and a DFS mediation; Ray is selling his 2006
Grady-White Gulfstream 232 "Chief's Quarters" and buying a smaller 2017 Key West 1720; he organizes the USS
Halvorsen Association's 40th-anniversary reunion in Pensacola, 15-18 October 2026; Donna had a right total knee
replacement on 12 May 2026 and is in physical therapy; their granddaughter Sofia's quinceanera is on 18 July
2026 in San Antonio (gifts, flights, hotel). Ongoing: his VA disability compensation and a pending claim for
increase, TRICARE Select for both of them, the Navy retired pay (DFAS), Donna's Social Security planning,
taxes, the bank, the HOA, the homeowners, wind and flood insurance, the two cars (his F-150, her CR-V), the boat
he owns while he owns it, his job as quartermaster of VFW Post 7721 (minutes, dues, reports, flyers), fishing,
Holy Family Catholic Church and the Knights of Columbus, and the family. Finished: his Navy career (evaluations,
orders, awards, DD-214, retirement ceremony), the Chesapeake house sale (2019), his mother Rosa's estate
(Hillsborough County probate, closed in 2022), the August 2024 Alaska cruise, the old Silverado sold in 2021.

The machine: one Windows 11 desktop in the spare room, one user profile they both use. ``Documents/`` has a
half-kept tree of folders Ray made (``Navy``, ``VA``, ``Finance`` with year folders, ``House``, ``Boat``,
``VFW Post 7721``, ``Roof - Hurricane Claim``, ``USS Halvorsen Reunion 2026``) next to Donna's (``Recipes``,
``Church``, ``Quince de Sofia``, ``Donna`` with her ``Document1.docx``), a ``New folder`` nobody renamed, loose
``Document.docx``/``notes.txt`` and the default ``Scanned Documents`` folder the Windows scanner fills with
``Scan_20260412.pdf`` style names. ``Downloads/`` is full of ``document (2).pdf``, ``file.pdf``,
``statement.pdf`` and installers; the ``Desktop/`` holds ``New Text Document.txt``, shortcuts-worth of loose
files and flyers in progress. ``Pictures/`` has iPhone imports (``IMG_1234.HEIC``/``.JPG``), Donna's Samsung
photos (``20260418_101522.jpg``), screenshots and a few named albums. ``Old Laptop (Dell)/`` is the copy of his
old Dell Inspiron made when the desktop was bought. There are unfinished downloads and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects** (an outcome with an end, still being worked on now, whatever the file's age):
  the roof replacement after Hurricane Nestor, including its insurance claim, the Bayou Pro dispute, the
  replacement contractor, the permit, the HOA colour approval and the damage and progress photos -- topic Home;
  selling the Grady-White and buying the Key West (listing, buyer mails, bill of sale, title forms, survey,
  sea-trial notes, comparison, the new boat's insurance quote and listing photos) -- topic Boat;
  the USS Halvorsen 40th reunion (hotel contract, registrations, roster, budget, banquet, tours, memorial
  service, flyers, newsletters, the Navy Hymn recording for the service) -- topic Navy;
  Donna's knee replacement and recovery (consult, authorisation, pre-op, discharge, physical therapy, equipment,
  bills for the surgery, her leave letter, recovery log) -- topic Health;
  Sofia's quinceanera (invitation, flights, hotel, gifts, budget, packing) -- topic Family.
- **Areas** (responsibilities with a standard to keep and no end, whatever the document's age): household money,
  bank, DFAS retired pay, SBP, TSP, taxes of every year, Donna's Social Security planning, credit cards (Finance);
  VA disability compensation, the claim for increase, C&P exams, VA letters (VA); TRICARE, prescriptions, both
  of their routine medical and dental care (Health); the house, HOA, property tax, utilities, upkeep and the
  homeowners, wind and flood policies (Home); the two cars, their registration, insurance and service (Cars);
  owning the boat: registration, storage, service, insurance (Boat); VFW Post 7721 quartermaster work (VFW);
  church and Knights of Columbus duties (Church); birthdays, addresses, letters of the wider family (Family).
- **Resources** (reference and interests, by subject): fishing regulations, reef numbers, tide tables, knots,
  fishing books, the outboard and chartplotter manuals (Boat); appliance manuals and the county's hurricane
  checklist (Home); VA rating guides and fact sheets (VA); retiree pay articles (Finance); TRICARE handbooks
  (Health); Navy history and ebooks (Navy); recipes (Cooking); Space-A and military lodging notes (Travel);
  installers (Software); photos and screenshots that document no project (Photos). Photos that document a
  project, current or finished, go with it: roof damage and progress (Home), the boat listing and the Key West
  (Boat), the reunion slide-show scans (Navy, Projects), the Alaska cruise (Travel), the retirement shadow box
  (Navy, Archive), Mom's photo in the estate folder (Estate).
- **Archive** (finished): the Navy career papers (Navy); the Chesapeake house sale (Home); Mom's estate
  (Estate); the 2024 Alaska cruise with its photos (Travel); the 2021 sale of the old truck (Cars); the copy of
  the old Dell laptop, whatever is inside it -- old resume, old budget, a DD-214 copy, photos, an installer
  (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``), wherever they sit (the laptop copy too), topic System. Dot files
  (``.DS_Store``, ``._name``, ``.bash_history``) are written but not labelled.

Topics are subjects, kept the same across buckets: the roof claim is Home like the HOA dues and the Virginia
house; the reunion is Navy like the DD-214; the boat sale is Boat like the fishing regulations. ``hard`` marks a
file whose name *and* folder say nothing about its subject (``Downloads/document (2).pdf``,
``Desktop/New Text Document.txt``, ``Documents/Scanned Documents/Scan_20260412.pdf``): only the text inside can
place it. Images are never hard. Dates are relative to ``corpus.NOW`` so all corpora share one reference time.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

# --------------------------------------------------------------------------- helpers


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _us(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _mdy(dt: datetime) -> str:
    return dt.strftime("%m/%d/%Y")


def _later(dt: datetime, days: int) -> datetime:
    return dt + timedelta(days=days)


RAY = "Raymond J. Castellano"
DONNA = "Donna M. Castellano"
ADDR = "5132 Heron Bay Loop\nPace, FL 32571"
ADDR1 = "5132 Heron Bay Loop, Pace, FL 32571"
RAY_MAIL = "ray.castellano63@gmail.com"
DONNA_MAIL = "donnacastellano.pace@yahoo.com"

SURN = ["Kowalski", "Thibodeaux", "Whitford", "Delgado", "Hargrove", "Pennington", "Ostrowski", "Fontenot",
        "McAllister", "Rutledge", "Brannigan", "Okafor", "Villarreal", "Sandoval", "Haskins", "Dupree", "Lindgren",
        "Castro", "Gallagher", "Mercer", "Tolbert", "Yancey", "Boudreaux", "Kimura"]
FIRST = ["Bill", "Gary", "Dale", "Rick", "Tommy", "Earl", "Dennis", "Mike", "Jim", "Larry", "Steve", "Wayne",
         "Carl", "Ron", "Frank", "Joe", "Pete", "Hector", "Luis", "Darnell", "Marvin", "Glenn", "Curtis", "Ed"]
WIVES = ["Sharon", "Linda", "Patty", "Debbie", "Carol", "Brenda", "Kathy", "Teresa", "Janet", "Lupe", "Gloria"]
RATES = ["MM1", "MMC", "BM2", "GMC", "FC1", "OS2", "EN1", "HT2", "STG1", "QMC", "SK2", "YN1", "ET1", "DC2", "GSM1",
         "RM2", "HM1", "ENS", "LTJG", "LT", "MMCS", "BMCM", "SMC", "IC1"]



# --------------------------------------------------------------------------- choice lists

DUTIES = [
    "LPO Main Propulsion Division (M-Div)", "Auxiliaries Division LCPO", "Engineering 3M Coordinator",
    "Leading Chief, Repair Division"
]
CITIES = [
    "Norfolk", "Jacksonville", "San Diego", "Mayport", "Houston", "Mobile", "Dayton", "Erie", "Tacoma",
    "Charleston"
]
MAILHOSTS = [
    "gmail.com", "yahoo.com", "aol.com", "comcast.net"
]
SHIPMATE_QS = [
    "Is there an airport shuttle from PNS?", "Can we extend the hotel rate to Wednesday?",
    "Still in touch with the old XO?",
    "I have a box of cruise photos from the 1988 Med cruise if you want them for the slide show."
]
PROVIDERS = [
    "Gulf Coast Orthopaedic & Sports Medicine", "Pace Family Medicine", "Ascension Sacred Heart Pensacola",
    "Quest Diagnostics", "Emerald Coast Cardiology", "Coastal Eye Associates"
]
SERVICES = [
    "Office visit, established", "Laboratory panel", "MRI knee w/o contrast", "Echocardiogram",
    "Physical therapy 4 units"
]
DFAS_NOTES = [
    "COLA of 2.8% effective December 1 is reflected in January payments.", "Keep your address current in myPay.",
    "Remember to verify your SBP beneficiary information."
]
GARAGES = [
    "Pace Auto Care", "Milton Ford Service", "Honda of Pensacola Service"
]
CAR_JOBS = [
    "Cabin air filter replaced", "Front brake pads & rotors", "Battery tested - replaced (Interstate MTP-65)",
    "Wiper blades", "Alignment 4-wheel"
]
CAR_RECS = [
    "rear brakes at next visit", "coolant flush at 100k", "tires at 4/32 - replace within 6 months", "none"
]
VFW_OLD = [
    "Memorial Day ceremony at Pace cemetery - thanks to honor guard", "hall roof repair bids",
    "Buddy Poppy distribution totals", "Voice of Democracy judging"
]
VFW_NEW = [
    "fish fry for the USS Halvorsen reunion Oct 15 - approved use of hall", "Veterans Day parade float",
    "scholarship committee", "canteen hours"
]
ERAS = [
    "Vietnam", "Desert Storm", "OIF", "OEF", "Korea DMZ", "Lebanon", "Grenada"
]
CARD_CITIES = [
    "Chesapeake", "Virginia Beach", "Pace", "Milton", "Ocala", "San Antonio", "Brooklyn", "Norfolk"
]
VFW_SUBJECTS = [
    "QM report for Tuesday", "Dues - Dept of Florida renewal list", "Hall rental deposit question"
]


def _name(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt:%a, %d %b %Y} {dt.hour:02d}:14:07 -0500\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=\"utf-8\"\n\n{body}\n")


# --------------------------------------------------------------------------- roof project (Projects / Home)

CLAIM = "GH-25-0193847"
POLICY_HO = "GHP-HO3-4471982"


def t_claim_ack(r, dt):
    return f"""Gulf Harbor Property & Casualty Insurance Company
Claims Department - P.O. Box 30218, Tallahassee, FL 32315
{_us(dt)}

{RAY}
{DONNA}
{ADDR}

RE: Acknowledgment of Claim
Claim Number: {CLAIM}
Policy Number: {POLICY_HO}
Date of Loss: 09/27/2025  Cause of Loss: Windstorm - Hurricane Nestor
Property: {ADDR1}

Dear Mr. and Mrs. Castellano,

We acknowledge receipt of your claim reported on 09/29/2025 for wind damage to the roof covering,
soffit and rear screen enclosure of the insured dwelling. Your claim has been assigned to independent
adjuster Kevin Thibodeaux of Pinnacle Claims Services, Inc. (850) 555-0142, who will contact you within
7 days to schedule an inspection.

Please note your policy carries a Hurricane Deductible of 2% of Coverage A (Dwelling $385,000), or $7,700.
Please take reasonable steps to protect the property from further damage (emergency tarping) and keep
all receipts. Under Florida Statute 627.70131 we will pay or deny the claim within 60 days of notice.

Sincerely,
Claims Intake Unit
Gulf Harbor Property & Casualty Insurance Company
"""


def t_adjuster_estimate(r, dt):
    sq = r.randint(29, 34)
    lines = [("Remove Laminated - comp. shingle rfg. - w/ felt", sq, 61.27),
             ("Laminated - comp. shingle rfg. - w/ felt", sq + 3, 287.41), ("Drip edge", 212, 3.18),
             ("Ice & water barrier (valleys)", 186, 2.31),
             ("Ridge cap - composition shingles", 74, 5.42), ("Hip/ridge vent", 38, 11.86),
             ("Flashing - pipe jack", 4, 58.20), ("R&R Soffit - vinyl", 96, 8.77),
             ("Screen enclosure - rescreen panel", 11, 96.50), ("Dumpster load - approx. 30 yards", 1, 712.00)]
    body = "\n".join(f"{d:<52}{q:>6}  @ {p:>8.2f}  = {q * p:>10,.2f}" for d, q, p in lines)
    rcv = sum(q * p for _, q, p in lines)
    dep = rcv * r.uniform(0.18, 0.27)
    return f"""PINNACLE CLAIMS SERVICES, INC.
Insured: Castellano, Raymond & Donna      Claim #: {CLAIM}
Property: {ADDR1}
Type of Loss: Wind/Hurricane    Date Inspected: {_mdy(dt)}    Adjuster: Kevin Thibodeaux
Price List: FLPE8X_OCT25

Roof - Main Dwelling ({sq} SQ, 6/12 pitch, 2 stories no)
{body}

Line Item Total (RCV):           {rcv:>12,.2f}
Less Recoverable Depreciation:   {dep:>12,.2f}
Actual Cash Value:               {rcv - dep:>12,.2f}
Less Hurricane Deductible:           7,700.00
Net Claim (ACV):                 {rcv - dep - 7700:>12,.2f}

Recoverable depreciation is payable upon proof of completed repairs (final invoice).
Notes: Approx. 40% of south and west slopes lost shingles; remaining slopes creased/unsealed, not repairable
due to brittleness test failure. Decking to be evaluated at tear-off (supplement if needed).
"""


ROOFERS = [("Bayou Pro Roofing & Exteriors LLC", "Cody Lemoine", "CCC1331847", "Milton"),
           ("Emerald Coast Roofing Co.", "Darla Hughes", "CCC1329102", "Pensacola"),
           ("Santa Rosa Roof Systems Inc.", "Marcus Tolbert", "CCC1334410", "Navarre"),
           ("Panhandle Shield Roofing", "Brent Yancey", "CCC1330876", "Gulf Breeze")]


def _roof_bid(i):
    def t(r, dt):
        co, who, lic, town = ROOFERS[i]
        total = r.uniform(26500, 33800)
        return f"""{co}
{town}, Florida  |  State Certified Roofing Contractor {lic}
PROPOSAL / ESTIMATE      Date: {_mdy(dt)}

Customer: Ray & Donna Castellano, {ADDR1}   Phone (850) 555-0187
Insurance: Gulf Harbor P&C  Claim {CLAIM}

Scope of work:
- Tear off existing laminated shingles down to deck ({r.randint(30, 34)} squares), haul away debris
- Replace damaged 1/2" plywood decking as needed at $78.00 per sheet (est. {r.randint(6, 14)} sheets)
- Install synthetic underlayment, peel-and-stick in valleys and at eaves per FBC 8th ed.
- Install GAF Timberline HDZ architectural shingles, color: {r.choice(['Weathered Wood', 'Pewter Gray', 'Charcoal'])}
- New drip edge, pipe boots, ridge vent; re-secure deck to current code (8d ring shank, 6" o.c.)
- Permit and inspections (Santa Rosa County), wind mitigation letter at completion

Price: ${total:,.2f}    Deposit: 1/3 at signing, balance at completion
Estimated start: within {r.choice([3, 4, 6])} weeks of signed contract, weather permitting.
Warranty: 10-year workmanship, GAF System Plus manufacturer warranty.
Prepared by: {who}
"""
    return t


def t_roof_contract(r, dt):
    return f"""RESIDENTIAL ROOFING CONTRACT
Bayou Pro Roofing & Exteriors LLC - 6710 Stewart St, Milton, FL 32570 - License CCC1331847

Owner: Raymond J. and Donna M. Castellano      Job address: {ADDR1}
Date: {_mdy(dt)}

1. Work: complete re-roof per Proposal #BP-2511-{r.randint(100, 999)} (GAF Timberline HDZ, Pewter Gray).
2. Contract price: $29,860.00. Deposit of $9,800.00 due at signing. Balance due upon final inspection.
3. Start date: on or about January 12, 2026. Completion within 10 working days of start, weather permitting.
4. Contractor shall obtain all permits. Owner shall obtain HOA architectural approval.
5. Supplements for rotten decking billed to insurer at $78.00/sheet.

FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND: PAYMENT, UP TO A LIMITED AMOUNT, MAY BE AVAILABLE FROM THE
FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND IF YOU LOSE MONEY ON A PROJECT PERFORMED UNDER CONTRACT...

ACCORDING TO FLORIDA'S CONSTRUCTION LIEN LAW (SECTIONS 713.001-713.37, FLORIDA STATUTES), THOSE WHO WORK ON YOUR
PROPERTY OR PROVIDE MATERIALS AND ARE NOT PAID IN FULL HAVE A RIGHT TO ENFORCE THEIR CLAIM FOR PAYMENT...

Contractor: Cody Lemoine, Owner              Owner: Raymond J. Castellano
"""


def t_deposit_receipt(r, dt):
    return f"""Bayou Pro Roofing & Exteriors LLC
RECEIPT #{r.randint(4100, 4999)}   Date {_mdy(dt)}
Received from: Ray Castellano
Amount: $9,800.00   Check #{r.randint(2100, 2300)} (Navy Federal)
For: Deposit - re-roof at 5132 Heron Bay Loop, Pace
Received by: C. Lemoine
"""


def t_roof_permit(r, dt):
    return f"""SANTA ROSA COUNTY BUILDING INSPECTIONS DIVISION
6051 Old Bagdad Hwy, Milton, FL 32583
BUILDING PERMIT   Permit No: BLD-2026-{r.randint(10000, 19999)}    Issued: {_mdy(dt)}

Site Address: {ADDR1}      Parcel: 17-1N-29-1640-00B00-0210
Owner: CASTELLANO RAYMOND J & DONNA M
Work: RE-ROOF, RESIDENTIAL - SHINGLE TO SHINGLE, {r.randint(30, 34)} SQ
Contractor: {r.choice(['Emerald Coast Roofing Co. CCC1329102', 'Bayou Pro Roofing & Exteriors LLC CCC1331847'])}
Valuation: $29,860.00   Fees paid: ${r.randint(180, 260)}.00

Required inspections: 105 Roof Sheathing Nailing / 106 Roof In-Progress / 199 Roof Final
Permit expires 180 days after issuance if no inspection is approved.
POST THIS PERMIT CARD ON THE JOB SITE VISIBLE FROM THE STREET.
"""


def t_hoa_arc(r, dt):
    return f"""HERON BAY HOMEOWNERS ASSOCIATION, INC.
Architectural Review Committee - Modification Request

Owner: Ray & Donna Castellano   Lot 21, Block B   Address: {ADDR1}
Date submitted: {_mdy(dt)}
Type of modification: Re-roof after hurricane damage (insurance claim {CLAIM})
Material: GAF Timberline HDZ architectural shingle   Color: Pewter Gray (sample attached)
Contractor: to be confirmed   Estimated start: as soon as approved

Committee decision: APPROVED  ({_mdy(_later(dt, r.randint(5, 12)))})
Conditions: color must match approved palette (Sheet C-3). Dumpster may remain in driveway max 14 days.
Signed: Paula Rutledge, ARC chair
"""


def t_roof_email_delay(r, dt):
    return _eml(f"Ray Castellano <{RAY_MAIL}>", "Cody Lemoine <cody@bayouproroofing.com>",
                "Re: Castellano roof - where are we?", dt, f"""Cody,

It has now been {r.randint(18, 26)} days since your crew tore off the south and west slopes and left. The tarps
blew loose in last Tuesday's rain and we got water in the ceiling of the back bedroom. Nobody answers the
office phone. Per our contract dated 12/03/2025 the job was to be complete within 10 working days of start.

I need a firm date when your crew will be back, in writing, by Friday. If I don't hear from you I will have to
treat the contract as abandoned and hire another contractor to finish, and I will be asking for the $9,800
deposit back less the value of work actually done.

Ray Castellano
(850) 555-0187""")


def t_roof_demand(r, dt):
    return f"""Raymond J. Castellano
{ADDR}

{_us(dt)}

VIA CERTIFIED MAIL 7022 {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} 41 and email

Bayou Pro Roofing & Exteriors LLC
Attn: Cody Lemoine
6710 Stewart St, Milton, FL 32570

RE: Notice of Default and Demand - Roofing Contract dated December 3, 2025, {ADDR1}

Mr. Lemoine:

On December 3, 2025 I paid your company a deposit of $9,800.00. Your crew performed a partial tear-off on
January 20, 2026 and has not returned. The roof has been under tarps for more than eight weeks, causing
additional interior water damage documented by photographs and by my insurer.

You have failed to perform under paragraph 3 of the contract. I demand that you (1) refund $9,800.00 less the
reasonable value of the tear-off performed (I calculate $2,150.00), a net of $7,650.00, within 15 days of
this letter, and (2) confirm in writing that you will not record a claim of lien against my property.

If I do not receive payment I will file a complaint with the Florida Department of Business and Professional
Regulation and pursue the Florida Homeowners' Construction Recovery Fund and small claims court.

Raymond J. Castellano
"""


def t_intent_lien(r, dt):
    return f"""NOTICE OF INTENT TO LIEN  (Sec. 713.06(2)(a), Florida Statutes)
Date: {_mdy(dt)}

To Owner: Raymond J. & Donna M. Castellano, {ADDR1}
From: Bayou Pro Roofing & Exteriors LLC, 6710 Stewart St, Milton, FL 32570

Please take notice that the undersigned furnished labor, services and materials for the improvement of the
real property described as Lot 21 Block B, Heron Bay Subdivision, Santa Rosa County, and that the sum of
${r.choice([4310, 4870, 5125])}.00 remains unpaid for removal of roof covering, dry-in, materials ordered and
restocking fees. Unless payment is received within 45 days, a Claim of Lien may be recorded against the
property in the Official Records of Santa Rosa County.

Bayou Pro Roofing & Exteriors LLC, by Cody Lemoine, Managing Member
"""


def t_dbpr_complaint(r, dt):
    return f"""Florida Department of Business and Professional Regulation - Uniform Complaint Form (draft)
Complainant: {RAY}, {ADDR1}, (850) 555-0187, {RAY_MAIL}
Subject of complaint: Bayou Pro Roofing & Exteriors LLC / Cody Lemoine, license CCC1331847
Profession: Construction Industry Licensing Board - Certified Roofing Contractor

Summary:
- 12/03/2025 signed contract for re-roof ($29,860) after Hurricane Nestor, paid $9,800 deposit.
- 01/20/2026 partial tear-off of two slopes, tarps installed, crew never returned.
- Contractor did not call for the 105 sheathing nailing inspection (permit BLD-2026-xxxxx).
- Water intrusion into rear bedroom on 02/17/2026 and 03/09/2026.
- Demand letter sent certified mail; response was a Notice of Intent to Lien for ${r.choice([4310, 4870])}.
- Hired Emerald Coast Roofing Co. on {_mdy(dt - timedelta(days=r.randint(9, 20)))} to finish.

Documents attached: contract, receipt, photos, demand letter, notice of intent to lien, text messages.
Relief sought: refund of unearned deposit; investigation of abandonment (s. 489.129(1)(j) F.S.).
"""


def t_dfs_mediation(r, dt):
    return f"""FLORIDA DEPARTMENT OF FINANCIAL SERVICES
Division of Consumer Services - Residential Property Mediation Program
NOTICE OF MEDIATION CONFERENCE        Mailed {_mdy(dt)}

Policyholder: Raymond J. Castellano    Insurer: Gulf Harbor Property & Casualty Insurance Company
Claim No.: {CLAIM}   DFS Request #: {r.randint(3300000, 3399999)}
Disputed issue: decking supplement and interior water damage denied as "not storm related"; amount in
dispute ${r.randint(6100, 9800):,}.

Conference: {_us(_later(dt, r.randint(33, 45)))} at 10:00 a.m. CT - by video (Zoom) or at
Pensacola State College, Bldg 2, Room 204. Mediator: Hon. R. Pennington (ret.)
Bring: estimates, photos, correspondence. The insurer pays the mediator fee.
"""


def t_roof_supplement(r, dt):
    return _eml("Darla Hughes <darla@emeraldcoastroofing.com>", f"Ray Castellano <{RAY_MAIL}>",
                "Castellano - decking supplement & photos for Gulf Harbor", dt, f"""Mr. Castellano,

Tear-off of the remaining slopes done today. We replaced {r.randint(17, 26)} sheets of 1/2" CDX, mostly along the
south eave where the tarp leaked for two months. Attached the photo report and the supplement we sent the
adjuster (Kevin Thibodeaux) for the decking and the extra dumpster: ${r.randint(2100, 3400):,}.00.

Sheathing nailing inspection is scheduled Thursday, shingles go on Friday and Saturday if the weather holds.
Please keep the cars out of the driveway both days.

Darla Hughes, Production Manager
Emerald Coast Roofing Co.""")


def t_roof_log(r, dt):
    return f"""ROOF - running notes (Ray)

09/27/25  Nestor came through overnight. Shingles off south & west slopes, screen room torn.
09/29/25  Called Gulf Harbor, claim {CLAIM}. Tarped by Panhandle Shield (emergency) $1,450 - keep receipt.
10/08/25  Adjuster Thibodeaux out. Said whole roof replacement.
10/30/25  Got ACV check ${r.randint(11000, 13500):,} (after $7,700 deductible). Mortgage co? - no mortgage, paid to us.
11/14/25  Three bids: Bayou Pro, Emerald Coast, Santa Rosa Roof. Went with Bayou Pro (cheapest, start soonest). Mistake.
12/03/25  Contract signed, $9,800 deposit check #2187.
01/20/26  Bayou Pro tears off 2 slopes, leaves. Never came back.
02/17/26  Leak in back bedroom. Photos. Reported to GH as additional damage.
03/24/26  Certified demand letter to Lemoine.
04/06/26  Got Notice of Intent to Lien from Bayou Pro!!
04/15/26  Signed with Emerald Coast (Darla). HOA ARC already approved for Pewter Gray.
04/28/26  DBPR complaint filed online. DFS mediation requested for decking + ceiling.
05/{r.randint(10, 22)}/26  Emerald Coast done, final inspection passed. Send final invoice to GH for depreciation.
TODO: mediation date; call Frank's friend (lawyer) about lien; wind mit inspection for the new roof.
"""


def t_roof_costs(r, dt):
    rows = ["Date;Payee;What;Amount;Paid by;Reimbursed"]
    for d, p, w, a, b, re in [("09/30/2025", "Panhandle Shield Roofing", "Emergency tarp", "1450.00", "Visa", "yes"),
                              ("10/30/2025", "Gulf Harbor P&C", "ACV payment", "-12486.31", "", ""),
                              ("12/03/2025", "Bayou Pro Roofing", "Deposit", "9800.00", "Check 2187", "disputed"),
                              ("02/18/2026", "ServiceMaster Pensacola", "Dry-out back bedroom", "1186.40", "Visa",
                               "pending"),
                              ("04/15/2026", "Emerald Coast Roofing", "Deposit", "10000.00", "Check 2231", ""),
                              ("05/20/2026", "Emerald Coast Roofing", "Balance", f"{r.randint(19000, 21000)}.00",
                               "NFCU transfer", ""),
                              ("05/21/2026", "Santa Rosa County", "Re-permit fee", "214.00", "Visa", "")]:
        rows.append(f"{d};{p};{w};{a};{b};{re}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- home (Areas / Home, Archive / Home)


def t_hoa_statement(r, dt):
    return f"""Heron Bay Homeowners Association, Inc.
c/o Coastal Community Management, 4400 Bayou Blvd Ste 12, Pensacola FL 32503
QUARTERLY ASSESSMENT STATEMENT          Statement date: {_mdy(dt)}

Owner: Castellano, Raymond & Donna   Account: HB-0210   Property: {ADDR1}
Previous balance           $0.00
Quarterly assessment     $285.00
Pool key replacement       {r.choice(['$0.00', '$15.00'])}
Amount due by {_mdy(_later(dt, 30))}: see above. Late fee $25.00 after 30 days.

Pay online at coastalcm.cincwebaxis.com or mail check payable to Heron Bay HOA.
Reminder: annual meeting {_us(_later(dt, r.randint(20, 50)))}, 6:30 pm, clubhouse. Board seats open: 2.
"""


def t_hoa_newsletter(r, dt):
    return f"""THE HERON BAY HERALD - {dt:%B %Y}

From the Board: Thank you to everyone who came out for the spring clean-up. Hurricane season starts June 1 -
please secure trash cans and patio furniture when a storm is forecast. Storm debris must be placed at the curb,
not in the retention pond.

Architectural Review: {r.randint(6, 14)} roof replacement requests approved this quarter. Approved shingle colors
are on the website (Sheet C-3). Reminder that fences require ARC approval BEFORE installation.

Pool: open 8 am to 9 pm. Gate code changes {_mdy(_later(dt, 14))}.
Yard of the Month: the {r.choice(SURN)} family, 5140 Heron Bay Loop.
Budget: assessments stay at $285/quarter for {dt.year}; reserve study shows the pool resurfacing due in 2028.
"""


def t_property_tax(r, dt):
    av = r.randint(248000, 262000)
    return f"""SANTA ROSA COUNTY TAX COLLECTOR  -  {dt.year - (1 if dt.month < 11 else 0)} REAL ESTATE TAX NOTICE
Account: 171N291640000B000210   Millage code: 04
Owner: CASTELLANO RAYMOND J & DONNA M, {ADDR1}

Assessed value {av:,}   Homestead exemption -50,000   Disabled veteran exemption -5,000
Taxable value {av - 55000:,}
Ad valorem taxes: School Board, Santa Rosa County, Pace Fire District, NW FL Water Mgmt
Non-ad valorem: Solid waste $238.00

If paid in November (4% discount): {_usd(r, 2950, 3300)}
If paid by March 31: {_usd(r, 3080, 3420)}
"""


def t_ho_declarations(r, dt):
    return f"""GULF HARBOR PROPERTY & CASUALTY INSURANCE COMPANY - HOMEOWNERS POLICY DECLARATIONS (HO-3)
Policy number: {POLICY_HO}    Policy period: {_mdy(dt)} to {_mdy(_later(dt, 365))} 12:01 a.m.
Named insured: Raymond J. Castellano & Donna M. Castellano   Residence: {ADDR1}
Construction: masonry, 2004, roof: composition shingle, roof year {2026 if dt.year >= 2026 else 2009}
Agent: Pace Insurance Group, (850) 555-0173

Coverage A - Dwelling            $385,000
Coverage B - Other Structures     $7,700
Coverage C - Personal Property  $192,500
Coverage D - Loss of Use         $38,500
Coverage E - Personal Liability $300,000
Coverage F - Medical Payments     $2,000
All Other Perils deductible       $2,500
Hurricane deductible             2% of Coverage A ($7,700)
Wind mitigation credits: roof-to-wall clips, secondary water resistance {r.choice(['applied', 'pending new roof'])}
Total annual premium: {_usd(r, 4650, 6200)}   Flood is NOT covered - see separate flood policy.
"""


def t_flood_declarations(r, dt):
    return f"""NATIONAL FLOOD INSURANCE PROGRAM - FLOOD INSURANCE POLICY DECLARATIONS
Policy number: 87{r.randint(10000000, 99999999)}   Policy term: {_mdy(dt)} - {_mdy(_later(dt, 365))}
Insured: CASTELLANO, RAYMOND J & DONNA M    Property: {ADDR1}
Flood zone: X (shaded)   Community: Santa Rosa County 120274   Building: 1 floor, no basement, post-FIRM
Building coverage $250,000  deductible $1,250    Contents coverage $100,000  deductible $1,250
Risk Rating 2.0 full-risk premium: {_usd(r, 690, 940)}  ICC premium included; HFIAA surcharge $25.00
Federal Policy Fee $47.00   Total: see billing notice. 30-day waiting period applies to new policies.
"""


def t_fpl_bill(r, dt):
    kwh = r.randint(1150, 2350)
    return f"""FPL - Florida Power & Light (Northwest Florida)
Statement date {_mdy(dt)}   Account 4471 {r.randint(10000, 99999)} {r.randint(1000, 9999)}
Service address: {ADDR1}   Name: RAYMOND CASTELLANO

Billing period {_mdy(dt - timedelta(days=30))} - {_mdy(dt - timedelta(days=1))} (30 days)
Energy usage: {kwh} kWh    Last year same month: {kwh + r.randint(-220, 220)} kWh
Customer charge $9.61   Non-fuel energy charge ${kwh * 0.0811:,.2f}   Fuel ${kwh * 0.0341:,.2f}
Storm protection charge ${kwh * 0.0062:,.2f}   Gross receipts tax & franchise fee ${kwh * 0.0094:,.2f}
Amount due: ${9.61 + kwh * 0.1308:,.2f}  by {_mdy(_later(dt, 21))}   AutoPay from Navy Federal *7781
"""


def t_water_bill(r, dt):
    gal = r.randint(4800, 9800)
    return f"""PACE WATER SYSTEM, INC.   4401 Woodbine Rd, Pace FL 32571
Account 20-4417-06   Castellano, Ray   {ADDR1}
Bill date {_mdy(dt)}   Usage {gal:,} gallons
Water base $16.40   Water usage ${gal * 0.0041:,.2f}   Sewer (Santa Rosa Co.) ${22.5 + gal * 0.0035:,.2f}
Total due {_mdy(_later(dt, 20))}: ${38.9 + gal * 0.0076:,.2f}
"""


def t_pest_invoice(r, dt):
    return f"""Gulf Coast Pest Solutions - Quarterly Service
Invoice #{r.randint(700000, 799999)}  Date {_mdy(dt)}  Tech: {r.choice(FIRST)} {r.choice(SURN)[0]}.
Customer: Castellano   {ADDR1}
Services: exterior perimeter treatment, interior baseboards (kitchen, baths, garage), web sweep eaves,
fire ant broadcast front and back lawn. Termite bond TB-{r.randint(10000, 99999)} renewal due {_mdy(_later(dt, 90))}.
Observations: no termite activity at monitoring stations 1-14.  Amount: $89.00 (card on file)
"""


def t_ac_service(r, dt):
    return f"""Cool Breeze Heating & Air, Milton FL - SERVICE TICKET
Date {_mdy(dt)}   Customer: Ray Castellano   {ADDR1}
Equipment: Trane XR14 3.5 ton condenser (2016), air handler TEM4 in garage
Work: spring maintenance agreement visit. Cleaned condenser coil, flushed condensate line (partially clogged,
added float switch), checked refrigerant (R-410A) superheat 11F, capacitor 45/5 uF tested
{r.choice(['OK', 'weak - replaced $165'])}.
Filter size 20x25x1 - customer changes monthly. Next visit: fall heating check.
Total: {r.choice(['$0.00 (covered by agreement)', '$165.00'])}
"""


def t_wind_mit(r, dt):
    return f"""UNIFORM MITIGATION VERIFICATION INSPECTION FORM (OIR-B1-1802)
Inspection date: {_mdy(dt)}   Owner: Raymond Castellano   Address: {ADDR1}   Year built: 2004
Insurance company: Gulf Harbor P&C   Policy #: {POLICY_HO}
1. Building code: FBC 2001 (permit applied 2003)    2. Roof covering: FBC equivalent, permit {dt.year}
3. Roof deck attachment: C - 8d nails 6"/6" (re-nailed at re-roof)
4. Roof to wall attachment: B - Clips   5. Roof geometry: Hip roof
6. Secondary water resistance: YES - self-adhered underlayment   7. Opening protection: N - none
Inspector: {_name(r)}, Licensed Home Inspector HI{r.randint(10000, 19999)}
"""


def t_va_house_closing(r, dt):
    return """CLOSING DISCLOSURE (Seller)   Closing date: 08/16/2019   Settlement agent: Tidewater Title & Escrow
Property: 1417 Cedar Point Ct, Chesapeake, VA 23322
Sellers: Raymond J. Castellano and Donna M. Castellano    Buyers: Kevin & Ashley Brannigan
Sale price $318,500.00
Payoff of first mortgage (Navy Federal Credit Union)   -$96,412.18
Real estate commission 5% (Coldwell Banker Professional Realtors)   -$15,925.00
Grantor's tax -$159.25   Seller concessions -$4,000.00   Home warranty -$525.00
Pro-rated real estate taxes (City of Chesapeake) -$1,288.36   HOA (Cedar Point) -$61.00
Due to sellers at closing: $200,129.21
"""


def t_va_house_listing(r, dt):
    return """EXCLUSIVE RIGHT TO SELL LISTING AGREEMENT - Virginia REALTORS Form 200
Property: 1417 Cedar Point Ct, Chesapeake, VA 23322 (Great Bridge)
Owners: Raymond J. Castellano, Donna M. Castellano
Listing firm: Coldwell Banker Professional Realtors - agent Pam Okafor
Listing price: $324,900   Term: 05/01/2019 to 10/31/2019   Commission: 5.0%
Remarks: 4 BR / 2.5 BA colonial, 2,180 sq ft, new HVAC 2017, fenced yard, Great Bridge schools.
Seller to provide VA Residential Property Disclosure Statement (buyer beware).
"""


def t_va_house_repairs(r, dt):
    return """HOME INSPECTION REPAIR ADDENDUM - 1417 Cedar Point Ct, Chesapeake VA
Date: 07/09/2019
Sellers agree to make the following repairs by a licensed contractor at least 5 days before settlement:
1. Repair GFCI outlets in both bathrooms and garage (item 4.2)
2. Replace missing downspout extension, rear corner (item 2.7)
3. Service HVAC and provide receipt (item 6.1)
4. Treat for wood destroying insects and provide VA/FHA-style WDI report (item 9.3)
Buyers withdraw remaining requests. Otherwise all terms of the contract dated 06/21/2019 remain in effect.
"""


def t_movers(r, dt):
    return """Allied Van Lines / Atlas? - quotes for move Chesapeake VA to Pace FL  (Aug 2019)
Weight est. 11,500 lbs, 4BR, load 08/19, deliver 08/23-08/26

Allied (Tidewater Moving)      $8,940  binding not-to-exceed, full value protection $250k included
Two Men and a Truck            $10,350 (hourly est.)  - no
Atlas (Coastal Relocations)    $7,985  non-binding  - deposit $500

Picked Allied. Pack day 08/18. Truck to PODS for garage stuff? no, take it all.
Remember: transfer NFCU address, USAA, DFAS address change (myPay), VA address, TRICARE region East stays.
"""


# --------------------------------------------------------------------------- boat (Projects, Areas, Resources / Boat)

OLD_HIN = "NTLCC412F506"
NEW_HIN = "KWH20417L617"


def t_boat_listing(r, dt):
    return f"""FOR SALE - 2006 Grady-White Gulfstream 232, "Chief's Quarters" - $34,900 OBO
Pace / Pensacola FL.  Posted {_mdy(dt)} on Boat Trader and Facebook Marketplace

Same owner since 2011, always kept on a lift/dry stack, never bottom painted.
- Yamaha F250 4-stroke, {r.randint(1180, 1260)} hours, 100-hr service done March 2026 (records)
- Garmin echoMAP UHD 93sv, VHF w/ antenna, Minn Kota anchor winch, hardtop w/ rocket launchers
- 2 livewells, fishbox macerator, new batteries 2025, trim tabs, cuddy w/ porta-potti
- 2019 Magic Tilt aluminum tandem trailer, new tires and bearings 2024
Title in hand (FL). Serious buyers only, sea trial with deposit. No trades. Call or text Ray 850-555-0187.
"""


def t_boat_buyer_mail(r, dt):
    return _eml("Dwayne Fontenot <dfontenot.mobile@gmail.com>", f"Ray Castellano <{RAY_MAIL}>",
                "Re: Grady-White 232 - offer", dt, f"""Ray,

Enjoyed the sea trial Saturday, she runs great. My surveyor (Gulf Marine Survey) found the items I texted you,
nothing major except the trim tab actuator and the soft spot by the livewell hatch. I'd like to offer
${r.choice([31500, 32000, 32500]):,} with the trailer, I can send a $3,000 deposit this week and close at your bank
(Navy Federal on Nine Mile?) by the end of the month.

Let me know. Dwayne
(251) 555-0119""")


def t_bill_of_sale(r, dt):
    return f"""FLORIDA VESSEL BILL OF SALE (HSMV 82050 format)
Date of sale: {_mdy(dt)}
Seller: Raymond J. Castellano, {ADDR1}
Buyer: Dwayne A. Fontenot, 2210 Dauphin Island Pkwy, Mobile, AL 36605
Vessel: 2006 Grady-White Gulfstream 232, length 23'2", fiberglass, Hull ID {OLD_HIN}, FL reg FL 4417 RJ
Engine: Yamaha F250TXR serial 6AW-L-10{r.randint(10000, 99999)}
Trailer: 2019 Magic Tilt TT aluminum tandem, VIN 1M5BA232XK1{r.randint(100000, 999999)}
Purchase price: ${r.choice([31500, 32000, 32500]):,}.00 (deposit $3,000 received {_mdy(dt - timedelta(days=12))})
Seller warrants clear title free of liens. Vessel sold AS IS WHERE IS.
Seller signature ____________________   Buyer signature ____________________
"""


def t_hsmv82040(r, dt):
    return f"""HSMV 82040 - APPLICATION FOR CERTIFICATE OF TITLE WITH/WITHOUT REGISTRATION (worksheet)
Transaction: Title transfer + registration - VESSEL
Owner: CASTELLANO RAYMOND J   DOB 03/14/1963   FL DL C234-{r.randint(100, 999)}-63-{r.randint(100, 999)}-0
Address: {ADDR1}   County: Santa Rosa
Vessel: 2017 KEY WEST 1720 SPORTSMAN CC   HIN {NEW_HIN}   length 17'3"   Hull FG   Prop: Outboard  Fuel: Gas
Previous owner: JAMES R HOLLIS, Navarre FL    Previous FL number FL 8823 KP
Lienholder: NONE    Purchase price: $24,500   Sales tax (6% + 0.5% county surtax) due at tax collector
Bring: signed title from seller, bill of sale, ID. Appointment Santa Rosa Tax Collector Pace branch
{_mdy(_later(dt, 6))}.
"""


def t_survey(r, dt):
    return f"""GULF MARINE SURVEY, LLC - CONDITION & VALUATION SURVEY (summary)
Date: {_mdy(dt)}   Location: Hollis residence, Navarre FL (on trailer) and Navarre Beach ramp (sea trial)
Client: Ray Castellano   Vessel: 2017 Key West 1720 Sportsman CC, HIN {NEW_HIN}
Engine: Yamaha F90LB, {r.randint(340, 420)} hours, compression 158/160/157/159 psi
Sea trial: WOT 5,800 rpm, 38.6 mph GPS; no overheating; trim/tilt normal
Findings:
A-1 (safety) Fire extinguisher expired - replace.  A-2 Navigation light stern - intermittent.
B-1 Gelcoat stress cracks at console base (cosmetic).  B-2 Trailer winch strap frayed.
B-3 Bilge pump float switch sticks - replace.
Market value: $23,000 - $25,500.   Replacement value: $41,800.
Surveyor: Chris Boudreaux, SAMS AMS, accredited marine surveyor. Fee: ${r.choice([450, 475, 500])}.00
"""


def t_sea_trial(r, dt):
    return f"""Key West 1720 - look at it {_mdy(dt)} w/ Jim Hollis in Navarre
- 2017, F90 Yamaha {r.randint(340, 420)} hrs, he has records from Sun Coast Marine
- asking 26,900 -> offered 23,500, settled 24,500 subject to survey
- smaller = I can launch it alone at Bagdad ramp, fits in garage? NO (22'2" w/ trailer, garage 21') -> side yard pad
- fuel 20 gal vs 60 on the Grady, good for the bay & nearshore only. Donna likes it.
- needs: T-top canvas, new trailer winch strap, fire extinguisher
- insurance: call BoatUS for quote before closing
- sell Grady first? Dwayne's deposit in, close both same week if survey ok
"""


def t_boat_compare(r, dt):
    return """Boat;Year;Price;Engine;Hours;Length;Fuel gal;Notes
Key West 1720 Sportsman;2017;24500;Yamaha F90;380;17'3";20;Navarre - Jim Hollis - survey OK
Carolina Skiff 21 JVX;2019;27900;Suzuki DF115;260;21';30;Milton dealer - too big?
Sportsman Island Bay 188;2018;29500;Yamaha F115;310;18'8";28;Ft Walton - trailer rusty
Sea Pro 172;2016;19800;Mercury 90;540;17';22;Mobile - high hours
Bulls Bay 1700;2020;25900;Yamaha F90;190;17';19;Panama City - 2.5 hrs away"""


def t_new_boat_quote(r, dt):
    return f"""BoatUS Marine Insurance - QUOTE   Quote #{r.randint(1000000, 9999999)}   {_mdy(dt)}
Named insured: Raymond Castellano, {ADDR1}
Vessel: 2017 Key West 1720 Sportsman CC, agreed value $24,500, with trailer $3,200
Navigation: Inland & coastal waters within 25 miles of shore, Florida to Mississippi
Hull deductible 1%, named-storm deductible 2%   Liability $300,000   Uninsured boater $100,000
Towing: Unlimited Gold membership    Annual premium: {_usd(r, 410, 520)}
Note: Grady-White policy BUS-{r.randint(100000, 999999)} to be cancelled on date of sale (pro-rata refund).
"""


def t_boat_registration(r, dt):
    return f"""STATE OF FLORIDA VESSEL REGISTRATION - Santa Rosa County Tax Collector
Registration FL 4417 RJ   Decal {r.randint(1000000, 9999999)}   Expires 03/14/{dt.year + 1}
Owner: CASTELLANO RAYMOND J   {ADDR1}
Vessel: 2006 GRADY-WHITE   HIN {OLD_HIN}   Length 23'2"   Class 1 (16 to <26 ft)   Use: Pleasure
Fees: registration $28.75, county fee $14.75, service $2.25   Total $45.75
Keep registration aboard vessel. Display decal on port side forward of the number.
"""


def t_outboard_service(r, dt):
    return f"""SUN COAST MARINE - Gulf Breeze, FL   Service Invoice W{r.randint(40000, 49999)}  {_mdy(dt)}
Customer: Ray Castellano   Boat: 2006 Grady-White 232   Engine: Yamaha F250TXR {r.randint(1100, 1250)} hrs
- 100 hr service: engine oil & filter, lower unit lube, fuel/water separator, spark plugs (6), anodes
- Thermostats (2) replaced, impeller/water pump kit, grease points, compression check OK
- Customer concern: trim slow going up -> trim motor brushes worn, recommend replace ($420) - declined
Parts {_usd(r, 510, 690)}   Labor 5.5 hr @ $135 = $742.50   Shop supplies $28.00
"""


def t_dry_storage(r, dt):
    return f"""BAGDAD LANDING MARINA - Dry Storage Invoice {_mdy(dt)}
Ray Castellano - rack B-14 - 2006 Grady-White 232 (23')
Monthly dry storage 23 ft x $16.50 = $379.50   Fuel (Rec 90): {r.randint(30, 70)} gal
Launch requests: call 24 hours ahead (850) 555-0166. Hurricane haul-out plan on file.
Please give 30 days' notice before vacating rack.
"""


def t_fwc_regs(r, dt):
    return """FWC - Gulf of America Recreational Fishing Regulations (state waters, Panhandle) - quick reference
Red snapper: 16" TL min, 2 per person, season set annually (Gulf state waters season: check MyFWC)
Gag grouper: 24" TL, 2 per person within 4-grouper aggregate, season Sept 1 - Dec 31
Red grouper: 20" TL   Black grouper: 24" TL
Gray triggerfish: 15" FL, 1 per person, season Mar 1-May 31 and Aug 1-Oct 31 (state waters)
Greater amberjack: 34" FL, 1 per person, season varies
Cobia: 36" FL, 1 per person, 2 per vessel   King mackerel: 24" FL, 3 per person
Spanish mackerel: 12" FL, 15 per person   Redfish (NW region): 18-27" slot, 1 per person
Speckled trout (NW): 15-19" slot, 3 per person, one over 19"
Gulf Reef Fish Survey: required for anglers targeting reef fish from a private vessel (free, with license).
Descending device or venting tool must be rigged and ready when fishing for reef fish.
"""


def t_reef_numbers(r, dt):
    rows = ["Name;Lat;Lon;Depth ft;Type;Notes"]
    spots = ["Three Barges", "Pensacola Bay Bridge rubble", "Russian Freighter", "Tug Heron", "Pete Tide II",
             "Joe Patti's Liberty ship", "Mass Bay Tanks", "Chevron Platform", "Oriskany (Mighty O)", "Antares",
             "Tenneco Towers", "Navarre Reef 3", "Big Lagoon grass flats", "Ft Pickens jetty"]
    for s in spots:
        rows.append(f"{s};30 {r.randint(6, 22)}.{r.randint(100, 999)} N;87 {r.randint(5, 40)}.{r.randint(100, 999)} W;"
                    f"{r.randint(12, 215)};{r.choice(['artificial', 'wreck', 'natural', 'jetty', 'grass'])};"
                    f"{r.choice(['snapper', 'ajs', 'triggers', 'reds on the falling tide', 'spanish in summer', ''])}")
    return "\n".join(rows)


def t_knots(r, dt):
    return """Knots I actually use (printed for the boat)
Uni knot - terminal tackle, 5-6 wraps mono, 7-8 braid
Double uni - braid to mono leader
FG knot - braid to fluoro leader, thin and strong, casting through guides
Palomar - hooks and jigs with braid
Non-slip loop (Kreh) - topwaters and bucktails, lets the lure move
Dropper loop - chicken rigs for snapper/triggers
Bowline, cleat hitch, clove hitch, anchor bend - boat handling (same as Bluejacket's Manual)
"""


def t_tides(r, dt):
    rows = ["Date;High;Ft;Low;Ft;Station 8729840 Pensacola"]
    for i in range(14):
        d = dt + timedelta(days=i)
        rows.append(f"{d:%m/%d};{r.randint(0, 23):02d}:{r.randint(0, 59):02d};{r.uniform(0.8, 1.9):.1f};"
                    f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d};{r.uniform(-0.4, 0.3):.1f};diurnal")
    return "\n".join(rows)


def t_fishing_report(r, dt):
    return f"""Pensacola fishing report - week of {_us(dt)} (saved from the Pensacola News Journal outdoors page)
Inshore: specks are on the grass flats at Big Lagoon early, topwaters until the sun gets up, then switch to
soft plastics on a 1/4 oz jighead. Reds schooling around the Pensacola Pass on the outgoing tide.
Nearshore: spanish and king mackerel on the beach, trolling spoons and cigar minnows. Cobia still showing
off Perdido Key. Offshore: triggerfish and vermilion on the artificial reefs in 80-120 ft; red snapper season
for private anglers opens {r.choice(['the Friday before Memorial Day', 'June 1', 'in June'])} - check FWC.
Water temp {r.randint(74, 84)}F. Tip of the week: bring a descending device, it's the law.
"""


# --------------------------------------------------------------------------- navy career (Archive / Navy)

SHIP = "USS HALVORSEN (FFG 63)"


def _eval(year, rate, cmd, grade):
    def t(r, dt):
        traits = ["Professional Knowledge", "Quality of Work", "Command or Organizational Climate/Equal Opportunity",
                  "Military Bearing/Character", "Personal Job Accomplishment/Initiative", "Teamwork", "Leadership"]
        marks = "\n".join(f"{x:<58}{r.choice(['4.0', '5.0', '5.0', '4.0'])}" for x in traits)
        return f"""EVALUATION REPORT & COUNSELING RECORD (E1-E6) / CHIEF EVALUATION (E7-E9) - NAVPERS 1616/26-27
1. Name: CASTELLANO, RAYMOND J   2. Rate: {rate}   3. Desig: SW   4. SSN: XXX-XX-4417
5. ACT   6. UIC: {r.randint(20000, 69999)}   7. Ship/Station: {cmd}
14. Period of report: From 16NOV{(year - 1) % 100:02d} To 15NOV{year % 100:02d}
Type of report: Regular   Physical readiness: P   Billet subcategory: NA
Primary duties: {r.choice(DUTIES)}

{marks}

Comments: {grade}. SAILOR OF THE QUARTER (3rd QTR). Superbly led {r.randint(14, 31)} sailors through a demanding
INSURV and {r.choice(['COMPTUEX', 'JTFEX', 'Light Off Assessment', 'Engineering Certification'])}; his division
completed {r.randint(96, 100)}% of PMS checks and qualified {r.randint(6, 15)} new watchstanders. Must promote.
Promotion recommendation: {r.choice(['EARLY PROMOTE', 'MUST PROMOTE'])}
Reporting Senior: {r.choice(['CDR', 'CAPT'])} {_name(r).split()[1].upper()}, USN
"""
    return t


def t_orders(r, dt):
    return f"""R 1412{r.randint(10, 23)}Z APR 90
FM COMNAVPERSCOM MILLINGTON TN
TO {SHIP}
UNCLAS //N01306//
SUBJ/PERMANENT CHANGE OF STATION ORDERS - MM1(SW) CASTELLANO, RAYMOND J/
1. WHEN DIRECTED DETACH IN JUN 1990 FROM {SHIP} PROCEED PORT OF NORFOLK VA.
2. REPORT NLT 30 DAYS TO COMMANDING OFFICER, SHORE INTERMEDIATE MAINTENANCE ACTIVITY NORFOLK VA FOR DUTY.
3. DEPENDENTS AUTHORIZED: SPOUSE DONNA M, SON MICHAEL R. HHG SHIPMENT AUTH. DLA AUTH.
4. ACCOUNTING DATA: 1791453.2220 {r.randint(100, 999)} 00022 0 068342 2D {r.randint(100000, 999999)}
5. PRD 1993. EAOS/PEBD UNCHANGED.//
"""


def t_dd214(r, dt):
    return """CERTIFICATE OF RELEASE OR DISCHARGE FROM ACTIVE DUTY - DD FORM 214 (MEMBER-4)
1. NAME: CASTELLANO, RAYMOND JOSEPH   2. DEPARTMENT: NAVY/USN   3. SSN: XXX-XX-4417
4a. GRADE: CPO  4b. PAY GRADE: E7   5. DATE OF BIRTH: 19630314
7a. PLACE OF ENTRY: BROOKLYN, NY   8a. LAST DUTY ASSIGNMENT: NAVSTA NORFOLK VA
12a. DATE ENTERED AD THIS PERIOD: 19810622   12b. SEPARATION DATE: 20050630
12c. NET ACTIVE SERVICE: 24 YRS 00 MOS 09 DAYS   12f. FOREIGN SERVICE: 06 YRS 02 MOS
11. PRIMARY SPECIALTY: MM-4206 MACHINIST'S MATE, MAIN PROPULSION 24 YRS
13. DECORATIONS: NAVY AND MARINE CORPS ACHIEVEMENT MEDAL (3RD AWARD), GOOD CONDUCT MEDAL (6TH AWARD),
NAVY UNIT COMMENDATION, MERITORIOUS UNIT COMMENDATION, NATIONAL DEFENSE SERVICE MEDAL (2), SOUTHWEST ASIA
SERVICE MEDAL (2 STARS), KUWAIT LIBERATION MEDAL (KUWAIT), SEA SERVICE DEPLOYMENT RIBBON (5), ESWS PIN
23. TYPE OF SEPARATION: RETIREMENT   24. CHARACTER OF SERVICE: HONORABLE
25. SEPARATION AUTHORITY: MILPERSMAN 1800-020   26. SEPARATION CODE: RBD   27. REENTRY CODE: RE-7
28. NARRATIVE REASON FOR SEPARATION: SUFFICIENT SERVICE FOR RETIREMENT
"""


def t_nam_citation(r, dt):
    return f"""THE SECRETARY OF THE NAVY takes pleasure in presenting the NAVY AND MARINE CORPS ACHIEVEMENT MEDAL to
{r.choice(['MACHINIST S MATE FIRST CLASS (SURFACE WARFARE)', 'CHIEF MACHINIST S MATE (SURFACE WARFARE)'])} RAYMOND
J. CASTELLANO
UNITED STATES NAVY
for service as set forth in the following CITATION:
For professional achievement in the superior performance of his duties while serving as
{r.choice(['Main Propulsion Division Leading Petty Officer', 'Auxiliaries Division Leading Chief'])} from
{r.choice(['1987 to 1989', '1995 to 1997', '2001 to 2003'])}. Petty Officer Castellano's technical expertise and
tireless effort were instrumental in the
repair of the number {r.choice(['one', 'two'])}
{r.choice(['main reduction gear lube oil system', 'ship service diesel generator', 'LM2500 fuel system'])}
while deployed, preventing the loss of a critical operational commitment. His initiative, perseverance and
total dedication to duty reflected credit upon himself and upheld the highest traditions of the United
States Naval Service.
"""


def t_retirement_program(r, dt):
    return """RETIREMENT CEREMONY
in honor of
CHIEF MACHINIST'S MATE (SW) RAYMOND J. CASTELLANO, USN
Thursday, 30 June 2005, 1000 - Chief Petty Officers' Club lawn, Naval Station Norfolk

Arrival of the Official Party - Parading of the Colors - National Anthem - Invocation (Chaplain LCDR Reyes)
Remarks: Master Chief Gerald Haskins, Command Master Chief
Presentation of Awards and Shadow Box
Retiree's Remarks
Old Glory Presentation and Reading of "The Watch"
Piping Ashore - Side Boys
Reception immediately following at the CPO Club. The Castellano family thanks you for 24 years.
"""


def t_navy_speech(r, dt):
    return """Retirement remarks - 30 June 2005 (draft 3)

Captain, Master Chief, shipmates, family.
In June 1981 a skinny kid from Bensonhurst got off a bus at Great Lakes with one bag and no idea what a
main reduction gear was. 24 years later I'm standing here because a lot of chiefs didn't give up on me.
Chief Delgado on the Halvorsen - putting that ship in commission in '86 was the hardest and best thing I did.
Desert Storm, the Med cruises, the yard periods in Norfolk...
Donna - 22 moves? No, 9 moves, it felt like 22. Michael and Angela - you grew up on the pier.
To the chiefs' mess: take care of your sailors. Stand relieved? I stand relieved.
"""


def t_chief_initiation(r, dt):
    return """CPO Selection notice - 1998 - NAVADMIN listing (copy)
Congratulations MM1(SW) Raymond J. Castellano, selected for advancement to Chief Petty Officer (E-7), FY99.
Frocking authorized 16 September 1998. Pinning ceremony: 16 Sep 1998, SIMA Norfolk, pier 3 hangar.
Sponsors: MMCS Delgado, MMC Haskins. Charge book to be turned in to the Chiefs' Mess.
"""


def t_evals_index(r, dt):
    return """Navy records - what's in this folder (for the VA and for the kids someday)
- DD-214 (retirement 30 Jun 2005) - certified copy also at Santa Rosa County Clerk (recorded)
- Evals 1986-2004 (some missing 1991-92, request from NPRC / BUPERS OMPF)
- Orders: Halvorsen PCU 1985, SIMA Norfolk 1990, USS Nimitz 1994, SIMA 1998, NAVSTA Norfolk 2002
- Awards: NAM x3 citations, Good Conduct, CPO selection 1998
- Retirement ceremony program + my speech
OMPF requested via milConnect 2021 - arrived as PDF, saved on the old laptop.
"""


# --------------------------------------------------------------------------- reunion (Projects / Navy)


def t_hotel_contract(r, dt):
    return f"""GROUP SALES AGREEMENT - Pensacola Bayfront Hotel & Conference Center, 200 E Main St, Pensacola FL
Group: USS Halvorsen (FFG-63) Association - 40th Anniversary Reunion
Contact: Ray Castellano (Reunion Chairman), {ADDR1}, (850) 555-0187
Dates: Arrival Thursday 10/15/2026 - Departure Sunday 10/18/2026
Room block: Thu 45 / Fri 60 / Sat 60 rooms   Group rate: $149.00 + tax, 2 queens or king, incl. breakfast
Cut-off date: 09/14/2026. Attrition: group responsible for 80% of block.
Hospitality suite: Salon C, Thu-Sat, complimentary with 120 room-nights; outside beverages permitted.
Banquet: Saturday 10/17/2026, Grand Ballroom, 6:00 pm, F&B minimum $9,500++ (22% service + 7.5% tax)
Deposit: $2,000 due upon signature ({_mdy(dt)}), second deposit $3,000 due 08/01/2026.
Signed for the hotel: Melissa Pennington, Sales Manager
"""


def t_reunion_roster(r, dt):
    rows = ["Last;First;Rate on board;Years aboard;Guest;City;State;Email;Registered;Paid"]
    states = ["VA", "FL", "TX", "CA", "OH", "PA", "NY", "GA", "NC", "WA", "AL", "MI", "IL", "SC", "TN"]
    for _ in range(r.randint(34, 48)):
        last, first = r.choice(SURN), r.choice(FIRST)
        reg = r.random() < 0.6
        y0 = r.randint(1985, 1999)
        rows.append(f"{last};{first};{r.choice(RATES)};{y0}-{y0 + r.randint(1, 5)};"
                    f"{r.choice(WIVES) if r.random() < 0.65 else ''};{r.choice(CITIES)};"
                    f"{r.choice(states)};{first.lower()}.{last.lower()}@{r.choice(MAILHOSTS)};"
                    f"{'Y' if reg else 'N'};{'$' + str(r.choice([125, 250])) if reg and r.random() < 0.8 else ''}")
    return "\n".join(rows)


def t_reunion_budget(r, dt):
    return f"""Item;Budget;Committed;Paid;Notes
Hotel deposit 1;2000;2000;2000;paid by Assoc. treasurer Bill K
Hotel deposit 2;3000;3000;0;due 08/01
Banquet F&B minimum;9500;9500;0;~115 people x $62 + service/tax
Naval Aviation Museum group tour + bus;1850;1850;0;Escambia Transit charter 2 buses
Memorial service - chaplain honorarium, wreath;350;0;0;Fr. Tom?
Name badges, programs, printing;{r.randint(380, 520)};0;0;Staples Pensacola
Ship's ball caps (embroidered);{r.randint(1100, 1500)};{r.randint(1100, 1500)};0;Crew Hats order 150
Hospitality suite snacks & drinks;1200;0;0;Costco runs
DJ / band for banquet;900;0;0;Navy Band Southeast? ask
Contingency;500;0;0;
Registration income (est 115 x $125);-14375;;;"""


def t_reunion_registration(r, dt):
    return f"""USS HALVORSEN (FFG-63) ASSOCIATION - 40th ANNIVERSARY REUNION
"Forty Years - Still Standing the Watch"
October 15-18, 2026 - Pensacola, Florida - Pensacola Bayfront Hotel

REGISTRATION FORM (one per household) - please return by September 1, 2026
Name __________________ Rate/Rank aboard ______ Years aboard ______ Guest(s) ______________
Address ______________________ Phone ____________ Email ______________________

Registration: $125 per person (includes hospitality suite, banquet, memorial service, program) ___ x $125
Thursday fish fry at VFW Post 7721 (Pace) - $20 per person ___ x $20
Friday National Naval Aviation Museum tour incl. bus & lunch - $35 per person ___ x $35
Banquet entree: Grilled Gulf grouper ___  Sirloin ___  Vegetarian ___
Ship's ball cap $22 ___   Reunion polo $30 size ___

Make checks payable to "USS Halvorsen Association" and mail to: Ray Castellano, Reunion Chairman, {ADDR1}
Hotel: call (850) 555-0100 and ask for the "Halvorsen Reunion" block, $149/night, cut-off 9/14/2026.
"""


def t_reunion_newsletter(r, dt):
    return f"""THE HALVORSEN HAWSER - Newsletter of the USS Halvorsen (FFG-63) Association - {dt:%B %Y}

FROM THE REUNION CHAIRMAN - MMC(SW) Ray Castellano, plank owner, M-Division 1985-1990
Shipmates, the 40th is coming together. We have {r.randint(48, 96)} registered so far and the hotel block is
{r.randint(40, 75)}% full. Pensacola in October is as good as it gets - low humidity, the Blue Angels' home,
fresh grouper. The Thursday fish fry is at my VFW post in Pace, the Friday museum tour includes the
Flight Academy and the restoration hangar, and Saturday we hold the memorial service for the {r.randint(31, 44)}
shipmates who have crossed the bar since our commissioning, then the banquet.

TAPS: {_name(r)} ({r.choice(RATES)}, 87-91), {_name(r)} ({r.choice(RATES)}, 90-93), {_name(r)} ({r.choice(RATES)},
86-89)
SHIP'S STORE: ball caps and polos can be ordered on the registration form.
LOOKING FOR: anyone who has photos of the commissioning at Bath Iron Works, October 1986, for the slide show.
"""


def t_reunion_mail(r, dt):
    who = _name(r)
    return _eml(f"{who} <{who.split()[0].lower()}{r.randint(1, 99)}@{r.choice(['gmail.com', 'aol.com', 'yahoo.com'])}>",
                f"Ray Castellano <{RAY_MAIL}>", r.choice(["Re: Halvorsen reunion Oct 2026",
                                                          "40th reunion - count me in",
                                                          "Halvorsen 40th - question about the hotel"]), dt,
                f"""Chief,

Good to hear from you after all these years! {r.choice(['Me and', 'Count me and'])} {r.choice(WIVES)} in for the 40th.
I was a {r.choice(RATES)} in {r.choice(['OI', 'CR', 'Deck', 'M-Div', 'A-Gang', 'Weapons'])} division
{r.randint(1987, 1993)}-{r.randint(1991, 1996)}.
Check for $250 is in the mail. {r.choice(SHIPMATE_QS)}

Fair winds,
{who}""")


def t_banquet_menu(r, dt):
    return f"""Pensacola Bayfront Hotel - Banquet Event Order #{r.randint(5000, 5999)}
Group: USS Halvorsen Association   Date: Saturday, October 17, 2026   Room: Grand Ballroom
Guaranteed count due 72 hours prior   Expected: {r.randint(105, 130)}
6:00 pm cash bar (2 bartenders, $150 each)   7:00 pm dinner, plated
Salad: field greens, candied pecans, citrus vinaigrette   Bread service
Entrees: Grilled Gulf Grouper with lemon-caper beurre blanc $54 / 8 oz Sirloin with demi-glace $58 /
Vegetable Napoleon $42   Dessert: Key lime tart   Coffee & iced tea station
AV: podium, wireless mic, projector & screen (slide show) $475   Head table for 8, POW/MIA table setting
"""


def t_memorial_service(r, dt):
    return """MEMORIAL SERVICE - USS HALVORSEN (FFG-63) ASSOCIATION - 17 October 2026, 1400
Pensacola Bayfront Hotel, Salon A

Call to order / Parade of Colors - Navy JROTC, Pace High School
Invocation - Fr. Tom Gallagher, Holy Family Catholic Church
Reading of the names of shipmates who have crossed the bar (Reunion Chairman MMC Castellano)
Ringing of the ship's bell for each name
"Eternal Father, Strong to Save" (Navy Hymn) - recording
Two Bells - The Watch is Relieved
Laying of the wreath - Association President CDR Alan Whitford, USN (Ret.)
Taps - bugler, VFW Post 7721 honor guard
Benediction
"""


def t_reunion_minutes(r, dt):
    return f"""Reunion planning call - {_mdy(dt)} (Zoom)
Present: Ray Castellano (chair), Bill Kowalski (treasurer), CDR Alan Whitford (president), Sharon Kowalski,
{_name(r)}, {_name(r)}
- Registrations: {r.randint(40, 95)} paid. Bill to send deposit list weekly.
- Hotel block pickup {r.randint(30, 70)}%. Ray to ask for rate 2 days before/after.
- Museum tour: buses confirmed with Escambia charter, need count by 9/15.
- Slide show: Sharon collecting photos, deadline 9/1. Ray has commissioning program scan.
- Fish fry at VFW 7721 Thursday: Post approved use of the hall; Ray to coordinate with the canteen.
- Memorial: list of deceased shipmates to be checked against association records - Alan.
- Next call: {_mdy(_later(dt, 28))}
"""


def t_reunion_flyer(r, dt):
    return """USS HALVORSEN (FFG-63) - 40 YEARS
1986 - 2026
ALL HANDS REUNION - PENSACOLA, FLORIDA - OCTOBER 15-18, 2026
Plank owners, shipmates from every commission, families and friends welcome!
Hospitality suite * Fish fry * National Naval Aviation Museum * Memorial service * Banquet
Register by September 1 - halvorsenassoc.org/reunion - or call Ray Castellano (850) 555-0187
"""


def t_museum_tour(r, dt):
    return f"""National Naval Aviation Museum Foundation - Group Visit Confirmation
Group: USS Halvorsen Association   Date: Friday, October 16, 2026   Arrival 0930
Size: approx. {r.randint(70, 100)}  Access: NAS Pensacola West Gate - REAL ID or DoD ID required for all adults;
bus manifest (full names, DOB) due 14 days prior to NASP Visitor Center.
Docent-led tour 1000-1130, lunch at Cubi Bar Cafe (group menu $18), restoration hangar 1300.
Giant screen theater group rate $8.50. Contact: Group Services (850) 555-0134.
"""


def t_ship_history(r, dt):
    return """USS Halvorsen (FFG-63) - ship's history (compiled for the Association website)
Oliver Hazard Perry-class guided missile frigate. Keel laid at Bath Iron Works, Bath, Maine, 1984; launched
1985; commissioned 11 October 1986 at Bath; homeport Norfolk, Virginia.
Named for Lieutenant Commander Erik Halvorsen, USNR, killed in action aboard USS Borie, 1943.
1987-88 first Mediterranean deployment with the Saratoga battle group; 1990-91 Operation Desert Shield /
Desert Storm, Persian Gulf maritime interception; 1994 Caribbean counter-drug operations; 1997 UNITAS.
Decommissioned 2003; transferred under the Foreign Military Sales program.
Motto: "Steadfast". Call sign NHLV.
"""


# --------------------------------------------------------------------------- VA (Areas / VA, Resources / VA)

VA_FILE = "XXX-XX-4417"


def t_va_rating(r, dt):
    return f"""DEPARTMENT OF VETERANS AFFAIRS - Veterans Benefits Administration
Regional Office, St. Petersburg, FL     {_us(dt)}
In reply refer to: 317/21/SG   File number: {VA_FILE}
RAYMOND J CASTELLANO, {ADDR1}

Dear Mr. Castellano:
We made a decision on your claim for service-connected compensation received
{_mdy(dt - timedelta(days=r.randint(90, 160)))}.

Your combined rating is 70 percent. Your monthly entitlement amount is {_usd(r, 1790, 1810)}
(veteran with spouse) effective {_mdy(dt - timedelta(days=r.randint(60, 120)))}.

What we decided:
- Obstructive sleep apnea (requires CPAP): service connected, 50 percent
- Tinnitus: 10 percent (continued)
- Bilateral hearing loss: 10 percent (increased from 0)
- Lumbosacral strain with degenerative arthritis: 20 percent (continued)
- Right knee patellofemoral syndrome: 10 percent (continued)
- Left knee condition: denied, no nexus established

Because you are in receipt of military retired pay, your VA compensation is paid concurrently under
Concurrent Retirement and Disability Pay (CRDP) as you are rated 50 percent or more. DFAS will adjust.
If you disagree you may request Higher-Level Review, file a Supplemental Claim, or appeal to the Board
within one year of this letter (VA Form 20-0995, 20-0996, 10182).
"""


def t_va_benefit_letter(r, dt):
    return f"""Department of Veterans Affairs - Benefit Summary and Service Verification Letter
{_us(dt)}
Raymond J. Castellano   VA file {VA_FILE}
Military service: Navy, 06/22/1981 - 06/30/2005, Honorable
Your current monthly award amount: {_usd(r, 1790, 1900)}  Effective date: 12/01/{dt.year - 1}
Combined service-connected evaluation: 70%
- You are not considered to be totally and permanently disabled.
- You are considered eligible for property tax exemption (Florida s. 196.082 requires 10%+; 196.24 $5,000).
- Your dependents: spouse Donna M. Castellano.
This letter may be used for property tax exemption, state benefits, and CHAMPVA/TRICARE verification.
"""


def t_va_itf(r, dt):
    return f"""VA FORM 21-0966 - INTENT TO FILE A CLAIM FOR COMPENSATION - confirmation
Submitted via VA.gov {_mdy(dt)} {r.randint(8, 20)}:{r.randint(10, 59)}
Veteran: RAYMOND J CASTELLANO   File {VA_FILE}
Benefit: Compensation   Intent to file expires: {_mdy(_later(dt, 365))}
Notes (mine): claim for increase - sleep apnea got worse? no - LEFT KNEE secondary to right knee (altered gait),
hypertension (PACT Act? no, not Gulf War burn pit presumptive - check with the VSO), hearing re-eval.
"""


def t_va_526(r, dt):
    return f"""VA Form 21-526EZ - Application for Disability Compensation - SUBMITTED (claim summary)
Date submitted: {_mdy(dt)}   Claim ID: 6{r.randint(10000000, 99999999)}
Claim type: Claim for increase + new secondary condition
Conditions claimed:
1. Left knee degenerative joint disease - secondary to service-connected right knee condition
2. Lumbosacral strain - increase (worsened, flare-ups, physical therapy 2025)
3. Hypertension - secondary to obstructive sleep apnea
Evidence submitted: private treatment records Gulf Coast Orthopaedic (2024-2025), sleep study 2023,
lay statement from spouse, lay statement from MMC(ret) Gerald Haskins, nexus letter Dr. P. Villarreal
Representative: Santa Rosa County Veterans Services (Accredited VSO), POA VA Form 21-22 on file
"""


def t_cp_exam(r, dt):
    return f"""QTC Medical Services - Appointment Confirmation (VA Compensation & Pension Examination)
Claimant: Raymond Castellano   VA Claim: {r.randint(600000000, 699999999)}
Exam: {r.choice(['Knee and Lower Leg Conditions DBQ', 'Back (Thoracolumbar Spine) DBQ', 'Hypertension DBQ'])}
Date/time: {_us(_later(dt, r.randint(10, 21)))}, {r.choice(['8:30 AM', '10:15 AM', '1:00 PM'])}
Location: QTC Pensacola, 5000 Bayou Blvd Ste 300, Pensacola FL 32503
Bring photo ID, list of medications, any recent X-rays or MRI. Failure to report may result in denial.
To reschedule call 1-800-555-0131 at least 3 business days prior.
"""


def t_lay_statement(r, dt):
    return f"""VA FORM 21-10210 - LAY/WITNESS STATEMENT
Claimant/Veteran: Raymond J. Castellano   VA file {VA_FILE}
Witness: Donna M. Castellano, spouse, married since 1984
Statement:
I have been married to Ray for over 40 years. Since about 2023 his left knee gives out on stairs and he can't
kneel at Mass anymore. He favors the right knee that was hurt on the ship and walks with a limp by the end
of the day. He stopped wade fishing and needs help getting the boat on the trailer. His back flares up
{r.randint(2, 4)} times a month and he spends a day in the recliner with a heating pad. He uses his CPAP every
night; without it he stops breathing, I have watched it happen.
I certify the above is true and correct to the best of my knowledge.  Donna M. Castellano   {_mdy(dt)}
"""


def t_va_payments(r, dt):
    rows = ["Date;Description;Amount;Account"]
    amt = r.uniform(1790, 1810)
    for i in range(12):
        d = dt - timedelta(days=30 * (11 - i))
        rows.append(f"{d:%m}/01/{d.year};VA COMP & PEN DIRECT DEPOSIT;{amt:.2f};NFCU checking *7781")
    return "\n".join(rows)


def t_vso_letter(r, dt):
    return f"""SANTA ROSA COUNTY VETERANS SERVICES
6495 Caroline St, Milton FL 32570   (850) 555-0150
{_us(dt)}

Mr. Raymond Castellano, {ADDR1}

Dear Mr. Castellano,
This is to confirm your appointment to review your pending claim (left knee secondary, lumbar increase,
hypertension). Please bring: the VA decision of last year, your C&P exam results if received, the nexus letter
from Dr. Villarreal and the two lay statements. We have filed VA Form 21-22 appointing the Florida Department
of Veterans' Affairs as your representative. You can track your claim at VA.gov; current phase:
{r.choice(['Evidence gathering', 'Review of evidence', 'Preparation for decision'])}.

Veterans Service Officer: {_name(r)}
"""


def t_va_rating_guide(r, dt):
    return """38 CFR 4.71a - Knee and leg ratings - cheat sheet (from a veterans' forum)
DC 5260 limitation of flexion: 60 deg = 0%, 45 deg = 10%, 30 deg = 20%, 15 deg = 30%
DC 5261 limitation of extension: 5 deg = 0%, 10 deg = 10%, 15 deg = 20%, 20 deg = 30%
DC 5257 recurrent subluxation / lateral instability: slight 10%, moderate 20%, severe 30%
DC 5055 knee replacement: 100% for 4 months after surgery, then minimum 30%
Separate ratings for flexion and extension allowed (VAOPGCPREC 9-2004).
Painful motion = at least minimum compensable (38 CFR 4.59). Tell the examiner about flare-ups (DeLuca).
Bilateral factor applies when both knees are rated.
"""


def t_pact_act(r, dt):
    return """PACT Act fact sheet (VA.gov) - what it means for Gulf War and post-9/11 veterans
Presumptive locations: Bahrain, Iraq, Kuwait, Oman, Qatar, Saudi Arabia, Somalia, UAE on or after Aug 2, 1990;
airspace above these locations counts.
New presumptive conditions: respiratory cancers, chronic bronchitis, COPD, constrictive bronchiolitis,
chronic rhinitis, chronic sinusitis, asthma diagnosed after service, and more.
Everyone enrolled in VA health care gets a toxic exposure screening at least once every 5 years.
File a claim at VA.gov or with an accredited VSO.
"""


# --------------------------------------------------------------------------- health (Areas / Health, Projects / Health)


def t_tricare_eob(r, dt, who=None):
    who = who or r.choice([RAY, DONNA])
    billed = r.uniform(180, 1400)
    allowed = billed * r.uniform(0.35, 0.6)
    return f"""TRICARE EXPLANATION OF BENEFITS - THIS IS NOT A BILL
Humana Military - TRICARE East Region    Date: {_mdy(dt)}
Sponsor: RAYMOND J CASTELLANO (retired)   Patient: {who.upper()}
Plan: TRICARE Select - Group B retiree    Claim #: {r.randint(10000000000, 99999999999)}
Provider: {r.choice(PROVIDERS)}
Service date {_mdy(dt - timedelta(days=r.randint(12, 40)))}  
{r.choice(SERVICES)}
Billed ${billed:,.2f}   TRICARE allowed ${allowed:,.2f}   Paid to provider ${allowed * 0.8:,.2f}
Your responsibility: ${allowed * 0.2:,.2f} (copayment/cost-share)   Catastrophic cap met this year:
${r.randint(300, 2100):,} of $3,000
"""


def t_tricare_fee(r, dt):
    return f"""TRICARE Select - Enrollment Fee Notice (Retiree family, Group A)
Sponsor: Raymond J. Castellano   DBN ******{r.randint(1000, 9999)}
Calendar year {dt.year + (1 if dt.month > 9 else 0)} annual enrollment fee: family $1,{r.choice([170, 224, 260])}.00
Payment method on file: DFAS retired pay allotment, monthly deduction ${r.choice([97.50, 102.00, 105.00]):.2f}
Beneficiaries covered: Raymond J (sponsor), Donna M (spouse). Enrollment continues automatically.
At age 65 you must enroll in Medicare Part B to keep TRICARE For Life.
"""


def t_express_scripts(r, dt):
    meds = [("Lisinopril 20 mg", 90), ("Atorvastatin 40 mg", 90), ("Meloxicam 15 mg", 90), ("Tamsulosin 0.4 mg", 90),
            ("Levothyroxine 75 mcg", 90), ("Sertraline 50 mg", 90)]
    pick = r.sample(meds, 3)
    lines = "\n".join(f"  {m:<22} qty {q}  Rx {r.randint(1000000, 9999999)}  copay $13.00" for m, q in pick)
    return f"""Express Scripts - TRICARE Pharmacy Home Delivery - Order shipped {_mdy(dt)}
Order #{r.randint(100000000, 999999999)}   Ship to: {r.choice([RAY, DONNA])}, {ADDR1}
{lines}
Total charged to card ending 4471: $39.00   Delivery USPS 3-5 days
Refills available: 3. Manage at express-scripts.com/TRICARE.
"""


def t_visit_summary(r, dt):
    bp = f"{r.randint(128, 146)}/{r.randint(78, 92)}"
    return f"""Pace Family Medicine - After Visit Summary     {_mdy(dt)}
Patient: Raymond Castellano   DOB 03/14/1963   PCP: Priya Villarreal, MD
Reason for visit: {r.choice(['Annual physical', 'Blood pressure follow-up', 'Back pain flare', 'Medication review'])}
Vitals: BP {bp}  HR {r.randint(62, 80)}  Wt {r.randint(212, 226)} lb  BMI {r.uniform(30.1, 32.4):.1f}
Assessment: essential hypertension, OSA on CPAP (compliant), hyperlipidemia, chronic low back pain
Plan: continue lisinopril 20 mg; labs (CMP, lipid, A1c) in 3 months; walk 30 min 5x/week; colonoscopy due {dt.year + 2}.
Referrals: none. Next appointment: {_mdy(_later(dt, 90))}
"""


def t_labs(r, dt):
    return f"""Quest Diagnostics - Final Report    Collected {_mdy(dt)}
Patient: CASTELLANO, {r.choice(['RAYMOND', 'DONNA'])}   Ordering: P. Villarreal MD
Glucose {r.randint(88, 118)} mg/dL (65-99)   A1c {r.uniform(5.4, 6.1):.1f}% (<5.7)
Total cholesterol {r.randint(160, 230)}   LDL {r.randint(80, 150)}   HDL {r.randint(38, 62)}   Triglycerides
{r.randint(90, 210)}
Creatinine {r.uniform(0.8, 1.2):.2f}   eGFR {r.randint(68, 96)}   TSH {r.uniform(0.8, 3.9):.2f}
PSA {r.uniform(0.6, 2.8):.1f} ng/mL (0-4.0)
"""


def t_dental(r, dt):
    return f"""MetLife Federal Dental (FEDVIP) - Explanation of Benefits     {_mdy(dt)}
Enrollee: Raymond Castellano  Plan: FEDVIP High Option, Self+1   Patient: {r.choice(['Raymond', 'Donna'])}
Provider: Gulf Breeze Family Dentistry (Dr. Sandoval)
D0120 periodic oral evaluation $0.00 patient   D1110 prophylaxis $0.00   D0274 bitewings $0.00
D2740 crown porcelain #{r.randint(2, 31)} billed $1,240.00 - plan paid $558.00 - your share {_usd(r, 420, 682)}
Premium deducted from DFAS retired pay.
"""


def t_tricare_handbook(r, dt):
    return """TRICARE Select Overview (fact sheet, East Region)
TRICARE Select is a self-managed, preferred provider network plan for retirees and family members.
You don't need referrals for most care, but some services need prior authorization (inpatient admissions,
joint replacement, advanced imaging, home health). Annual deductible (retired, Group A): $150 individual,
$300 family, network. Cost-shares: primary care $31, specialty $47, urgent care $31, ER $98 (network).
Catastrophic cap for retirees (Group A): $3,000 per year. Nurse Advice Line: 1-800-TRICARE.
"""


# knee project


def t_knee_consult(r, dt):
    return f"""Gulf Coast Orthopaedic & Sports Medicine - Consultation Note     {_mdy(dt)}
Patient: Donna M. Castellano   DOB 11/09/1964   Provider: Anand Mehta, MD
CC: right knee pain x 4 years, worse past 6 months, limits walking > 1 block, stairs, sleep.
Failed: PT (2024), meloxicam, 3 cortisone injections, gel injections (Durolane) 2025.
Exam: varus deformity, crepitus, ROM 5-105, effusion trace. X-ray: bone-on-bone medial compartment,
Kellgren-Lawrence grade 4.
Plan: right total knee arthroplasty (robotic-assisted, Mako). Pre-op clearance with PCP and labs, dental
clearance, pre-op class. Tentative surgery date: May 12, 2026 at Emerald Coast Surgical Hospital.
Expected: 1 night stay, walker 1-2 weeks, PT 2-3x/week for 8-12 weeks, return to desk work 4-6 weeks.
"""


def t_knee_auth(r, dt):
    return f"""Humana Military - TRICARE East - PRIOR AUTHORIZATION APPROVED
Date: {_mdy(dt)}   Auth #: {r.randint(2026000000, 2026999999)}
Beneficiary: DONNA M CASTELLANO   Sponsor: RAYMOND J CASTELLANO   Plan: TRICARE Select
Service: CPT 27447 Arthroplasty, knee, condyle and plateau; medial AND lateral compartments (total knee)
Laterality: RIGHT   Facility: Emerald Coast Surgical Hospital   Surgeon: Anand Mehta MD
Approved dates: 05/01/2026 - 07/31/2026   Inpatient days approved: 2
Also approved: outpatient physical therapy, 24 visits, Pace Physical Therapy & Rehab.
"""


def t_preop(r, dt):
    return """PRE-OPERATIVE INSTRUCTIONS - TOTAL KNEE REPLACEMENT  (Emerald Coast Surgical Hospital)
Patient: Donna Castellano   Surgery: Tuesday, May 12, 2026   Arrive 5:30 AM, Main entrance, 2nd floor
- Nothing to eat after midnight. Clear liquids (water, Gatorade) until 3:30 AM.
- Hibiclens shower the night before and the morning of surgery. No lotion. Do not shave the leg.
- STOP 7 days before: meloxicam, ibuprofen, fish oil, vitamin E. Continue levothyroxine with a sip of water.
- Bring: walker (adjusted), photo ID, TRICARE card, list of medications, loose shorts.
- Someone must drive you home and stay with you the first 72 hours (husband Ray).
- Home prep: remove throw rugs, night lights, raised toilet seat, ice machine set up, recliner.
"""


def t_discharge(r, dt):
    return f"""DISCHARGE INSTRUCTIONS - Emerald Coast Surgical Hospital     Discharged {_mdy(dt)}
Patient: Donna M. Castellano   Procedure: Right total knee arthroplasty (05/12/2026)   Surgeon: Dr. Mehta
Weight bearing as tolerated with walker. Ice and elevate 20 min every 2 hours. Keep Aquacel dressing on 7 days.
Medications: oxycodone 5 mg every 4-6 hrs as needed (max 6/day), acetaminophen 1000 mg every 8 hrs,
aspirin 81 mg twice daily x 35 days (blood clot prevention), celecoxib 200 mg daily, senna-docusate.
Call for: fever > 101.5, calf pain/swelling, shortness of breath, drainage from incision.
Follow-up: Dr. Mehta post-op visit {_mdy(_later(dt, 13))}; PT starts {_mdy(_later(dt, 2))} at Pace Physical Therapy.
"""


def t_pt_schedule(r, dt):
    rows = ["Date;Time;Therapist;Visit;Flexion;Extension;Notes"]
    for i in range(r.randint(7, 10)):
        d = dt + timedelta(days=2 * i + (i // 3))
        rows.append(f"{_mdy(d)};{r.choice(['8:00', '9:15', '10:30', '2:45'])};"
                    f"{r.choice(['Kim T.', 'Josh R.'])};{i + 1};"
                    f"{min(62 + i * 6 + r.randint(-3, 3), 118)};{max(12 - i * 1.5, 0):.0f};"
                    f"{r.choice(['bike 10 min', 'swelling up', 'stairs OK', 'sore after', 'walker -> cane', ''])}")
    return "\n".join(rows)


def t_recovery_log(r, dt):
    return f"""Donna knee - recovery log
{_mdy(dt - timedelta(days=6))} home from hospital. Pain 6/10. Ice machine every 2 hrs. Ray did the night meds.
{_mdy(dt - timedelta(days=5))} slept in recliner. Walked to mailbox with walker!
{_mdy(dt - timedelta(days=4))} first PT - bent to 68. Cried a little. Josh says that's normal.
{_mdy(dt - timedelta(days=2))} bruising down to the ankle. Called office - normal. Stopped oxy at night, tylenol only.
{_mdy(dt)} PT #3 bent to 81, straight to -8. Exercises 3x day: heel slides, quad sets, SLR, ankle pumps.
Still to do: call Dr. Sandoval's office about coming back part-time (mid-June?), handicap placard paperwork,
return CPM? (didn't rent one), TRICARE bill from anesthesia - check.
"""


def t_dme(r, dt):
    return f"""Pensacola Medical Supply - Sales Receipt {_mdy(dt)}
Customer: Donna Castellano   Rx: Dr. A. Mehta
Folding walker with 5" wheels     E0143   $0.00 (TRICARE)
Raised toilet seat with arms       $49.99 (not covered)
Polar Care Cube cold therapy unit  ${r.choice([189, 219])}.00 (not covered)
Reacher/grabber + sock aid kit     $24.99
Total paid: {_usd(r, 263, 295)}  Visa *4471
"""


def t_work_leave(r, dt):
    return f"""To: Dr. Luis Sandoval and Gloria Tolbert, Office Manager - Gulf Breeze Family Dentistry
From: Donna Castellano
Date: {_mdy(dt)}

Re: Leave for knee surgery

As we discussed, I am scheduled for a right total knee replacement with Dr. Mehta on Tuesday, May 12.
I would like to take leave from Friday, May 8 through at least Friday, June 19, and come back to my
regular Tuesday/Wednesday/Thursday schedule at the front desk after my surgeon clears me. Dr. Mehta's
office will send a work status note after my 2-week and 6-week visits. Becky has agreed to cover
Tuesdays and Lupe Thursdays. I will finish the May recall list and the insurance verification for the
week of May 4 before I go.

Thank you for understanding. Donna
"""


def t_knee_bill(r, dt):
    return f"""Anesthesia Associates of Northwest Florida - STATEMENT   {_mdy(dt)}
Patient: DONNA CASTELLANO   Account {r.randint(200000, 299999)}   Date of service 05/12/2026
Anesthesia for knee arthroplasty (01402) - Dr. K. Haskins, CRNA supervised
Charges ${r.randint(2800, 3600):,}.00   TRICARE payment pending   Patient balance after insurance: TBD
If you have questions about this bill call (850) 555-0177. Please do not pay until TRICARE processes.
"""


def t_knee_exercises(r, dt):
    return """Home exercise program - Total Knee (Pace Physical Therapy & Rehab)
1. Quad sets - tighten thigh, push knee down, hold 5 sec, 10x, 3 times/day
2. Heel slides - slide heel toward buttock, use a strap if needed, 10-15x
3. Straight leg raise - lock knee, lift 12 inches, 10x
4. Ankle pumps - 20x every hour while awake
5. Seated knee flexion - slide foot back under chair, hold 10 sec, 10x
6. Knee extension stretch - heel on towel roll, let knee straighten, 5 min
Goals: 90 deg flexion by 2 weeks, 110 deg by 6 weeks, full extension. Ice after exercise.
"""


# --------------------------------------------------------------------------- finance (Areas / Finance)


def t_dfas_ras(r, dt):
    gross = r.uniform(3390, 3460)
    sbp = gross * 0.065
    fed = r.uniform(250, 310)
    vaw = r.uniform(0, 0.01)
    return f"""DEFENSE FINANCE AND ACCOUNTING SERVICE - RETIREE ACCOUNT STATEMENT
Pay date: {dt:%m}/01/{dt.year}   Retired pay for {(dt - timedelta(days=20)):%B %Y}
Name: CASTELLANO RAYMOND J   Branch: NAVY   Grade: E7   Retired 20050701   Years of service 24
Gross pay                          ${gross:,.2f}
VA waiver (CRDP - none)            ${vaw:,.2f}
Survivor Benefit Plan (SBP) cost   -${sbp:,.2f}   Beneficiary: spouse, full base amount
Federal income tax withheld        -${fed:,.2f}   (Married, 2 allowances)
TRICARE enrollment fee             -$97.50
FEDVIP dental / vision             -${r.uniform(58, 74):.2f}
Net pay                            ${gross - sbp - fed - 97.5 - 66:,.2f}
Deposited to: Navy Federal Credit Union, checking ****7781
Notice: {r.choice(DFAS_NOTES)}
"""


def t_1099r(r, dt):
    return f"""Form 1099-R  {dt.year - 1}  Distributions From Pensions, Annuities, Retirement...
PAYER: DFAS Cleveland, 1240 East Ninth Street, Cleveland OH 44199   Payer TIN 31-1456789
RECIPIENT: RAYMOND J CASTELLANO   {ADDR1}   TIN XXX-XX-4417
1 Gross distribution {_usd(r, 40800, 41600)}   2a Taxable amount {_usd(r, 38300, 39100)}
4 Federal income tax withheld {_usd(r, 3100, 3600)}   7 Distribution code 7
9b Total employee contributions (SBP) {_usd(r, 2600, 2720)}
"""


def t_tax_1040(r, dt):
    y = dt.year - 1
    agi = r.uniform(78000, 91000)
    return f"""{y} Form 1040 summary - prepared with TurboTax Deluxe, e-filed {_mdy(dt)}
Filing status: Married filing jointly  Raymond J & Donna M Castellano  {ADDR1}
Wages (Donna, Gulf Breeze Family Dentistry W-2)      {_usd(r, 19000, 23500)}
Pensions (DFAS 1099-R, taxable)                       {_usd(r, 38300, 39100)}
IRA/TSP distributions                                 {_usd(r, 9000, 14000)}
Interest (Navy Federal)                               {_usd(r, 380, 1200)}
Adjusted gross income                                 ${agi:,.2f}
Standard deduction (both 65+? no) MFJ                  $29,200.00
Taxable income                                        ${agi - 29200:,.2f}
Total tax {_usd(r, 5600, 7800)}   Withholding {_usd(r, 6200, 8400)}
Refund {_usd(r, 220, 1300)} direct deposit NFCU *7781. VA disability is not taxable (not reported).
Florida: no state income tax.
"""


def t_nfcu_statement(r, dt):
    bal = r.uniform(6200, 14800)
    lines = []
    for desc, lo, hi in [("DFAS-CLEVELAND RET NET", 2700, 2800), ("VA COMP & PEN", 1790, 1810),
                         ("GULF BREEZE FAM DENT PAYROLL", 640, 880), ("FPL NW FL AUTOPAY", -260, -140),
                         ("PACE WATER SYSTEM", -95, -60), ("PUBLIX #1372", -180, -60), ("USAA P&C AUTOPAY", -240, -210),
                         ("HOLY FAMILY CHURCH ONLINE GIV", -100, -100), ("COX COMMUNICATIONS", -125, -110),
                         ("CHECK", -900, -90), ("WALMART SUPERCENTER PACE", -140, -30),
                         ("BAGDAD LANDING MARINA", -380, -379)]:
        lines.append(f"{_mdy(dt - timedelta(days=r.randint(1, 29)))}  {desc:<34}{r.uniform(lo, hi):>11,.2f}")
    return f"""NAVY FEDERAL CREDIT UNION - Statement of Account   Period ending {_mdy(dt)}
RAYMOND J CASTELLANO / DONNA M CASTELLANO   Access No. ****5512
Everyday Checking ****7781
""" + "\n".join(sorted(lines)) + f"""
Ending balance: ${bal:,.2f}
Membership Savings ****0001  Balance ${r.uniform(5, 25):,.2f}   Share Certificate 12-mo 4.10%
${r.uniform(24000, 31000):,.2f}
"""


def t_budget(r, dt):
    rows = ["Category;Monthly;Notes"]
    for c, lo, hi, n in [("Navy retired pay (net)", 2720, 2790, "DFAS"), ("VA compensation", 1790, 1810, "tax free"),
                         ("Donna - dental office", 700, 900, "part time, off May-June knee"),
                         ("HOA", 95, 95, "$285/qtr"), ("Electric FPL", 140, 260, ""), ("Water/sewer", 60, 95, ""),
                         ("Cox internet + TV", 118, 124, "call about price"), ("Cell phones Verizon", 92, 92, ""),
                         ("Groceries", 700, 850, ""), ("Gas", 180, 260, ""), ("USAA auto", 228, 234, "2 cars"),
                         ("Homeowners (Gulf Harbor) monthly share", 420, 510, "paid yearly"),
                         ("Flood (NFIP) share", 62, 78, ""), ("Boat storage", 380, 380, "stops when Grady sold"),
                         ("Church", 100, 100, ""), ("Grandkids/birthdays", 80, 120, ""),
                         ("Savings to NFCU cert", 500, 500, "")]:
        rows.append(f"{c};{r.uniform(lo, hi):.0f};{n}")
    return "\n".join(rows)


def t_ss_donna(r, dt):
    return f"""Your Social Security Statement - Prepared especially for Donna M. Castellano   {_us(dt)}
my Social Security account - ssa.gov/myaccount
Your estimated monthly benefits (based on your earnings record):
At full retirement age (67, November 2031): {_usd(r, 1180, 1290)}
At age 62 (December 2026): {_usd(r, 820, 900)}
At age 70: {_usd(r, 1460, 1600)}
Spousal benefit: if your spouse, Raymond, files for his benefit, you may receive up to 50% of his full
retirement age amount if that is higher than your own, reduced if you start before your full retirement age.
Medicare: you are eligible at 65 (November 2029). Earnings limit if you work while under FRA: $23,400 (2026).
"""


def t_ss_plan(r, dt):
    return f"""Donna - Social Security, when to claim? (notes {_mdy(dt)})
Her own at 62 (Dec 2026) ~ $860/mo. At 67 ~ $1,240. Ray's PIA ~ $2,310 at 67 (he waits to 67 or 70?)
Spousal: half of Ray's PIA = $1,155 > hers? no, hers at FRA is higher. Spousal only matters if Ray files first.
If Ray dies first she gets his (survivor) + SBP from DFAS (55% of base).
Earnings test: she makes ~$21k at the dental office - under the $23,400 limit, OK if she keeps 3 days.
Question for SSA appt: does she need to apply 3 months before? Apply online in Sept 2026.
Leaning: Donna files at 62 1/2 after knee recovery, Ray waits until 67 (March 2030). Ask Gary at VFW what he did.
"""


def t_sbp_letter(r, dt):
    return """DFAS - Survivor Benefit Plan (SBP) annual notice
SBP coverage: spouse only, full base amount. Your monthly SBP cost is 6.5% of your base amount.
Paid-up SBP: coverage becomes paid-up (no more premiums) once you have paid 360 months AND reached age 70.
Your paid-up date: 07/01/2035.
If your marital status changes you must notify DFAS within one year. Your spouse would receive 55% of your
base amount upon your death, adjusted for cost-of-living increases. SBP payments are offset... (see DIC).
"""


def t_tsp(r, dt):
    return f"""Thrift Savings Plan - Quarterly Statement (Retirement Account)  Period ending {_mdy(dt)}
Participant: RAYMOND J CASTELLANO   Account ****3390   Uniformed Services
Beginning balance {_usd(r, 88000, 96000)}   Installment payments -$1,000.00 x 3   Investment gains
{_usd(r, -2400, 3900)}
Ending balance {_usd(r, 86000, 97000)}
Allocation: G Fund 40%, C Fund 35%, I Fund 10%, L 2030 15%
Required minimum distributions begin at 73 (2036). Installments: $1,000 monthly, federal withholding 10%.
"""


def t_visa(r, dt):
    return f"""Navy Federal Credit Union - cashRewards Visa Signature - Statement closing {_mdy(dt)}
Card ending 4471   RAYMOND J CASTELLANO
Previous balance {_usd(r, 800, 2600)}   Payments -{_usd(r, 800, 2600)}   Purchases {_usd(r, 900, 3200)}
{_mdy(dt - timedelta(days=24))} HOME DEPOT #6318 PACE        {_usd(r, 30, 260)}
{_mdy(dt - timedelta(days=19))} WEST MARINE PENSACOLA        {_usd(r, 20, 140)}
{_mdy(dt - timedelta(days=15))} SOUTHWEST AIRLINES           {_usd(r, 280, 620)}
{_mdy(dt - timedelta(days=9))} PUBLIX #1372                  {_usd(r, 40, 180)}
{_mdy(dt - timedelta(days=4))} BASS PRO SHOPS DESTIN         {_usd(r, 20, 160)}
New balance due {_mdy(_later(dt, 25))}. Autopay full balance from checking *7781. Cash rewards earned {_usd(r, 10, 60)}
"""


def t_tax_notes(r, dt):
    return f"""Taxes {dt.year - 1} - what I need before doing TurboTax
[x] 1099-R DFAS (myPay, Jan)   [x] W-2 Donna (Dr. Sandoval)   [x] 1099-INT Navy Federal
[x] 1099-R TSP installments   [ ] 1098? no mortgage since 2019
[ ] Charitable: Holy Family giving statement ~$1,200 (standard deduction anyway)
[ ] Casualty loss for roof? - No, insured, and not a federally declared? check FEMA declaration for Nestor
VA comp not taxable. Boat sale - personal property sold at a loss, not reportable.
"""


def t_retiree_article(r, dt):
    return """CRDP vs. CRSC - what military retirees with VA ratings should know (MOAA article, saved)
Concurrent Retirement and Disability Pay (CRDP) restores retired pay that was offset by VA compensation for
retirees with 20+ years and a combined VA rating of 50% or more. It is automatic - DFAS and the VA exchange data.
Combat-Related Special Compensation (CRSC) must be applied for through your branch; you cannot receive both,
DFAS pays whichever is higher during the annual open season.
Tax note: VA compensation and CRSC are tax-free; CRDP is taxable retired pay.
"""


# --------------------------------------------------------------------------- cars (Areas / Cars, Archive / Cars)


def t_car_reg(r, dt):
    car = r.choice([("2020 FORD F-150 XLT SUPERCREW", "1FTEW1EP6LF"), ("2022 HONDA CR-V EX", "7FARW2H53NE")])
    return f"""FLORIDA HIGHWAY SAFETY AND MOTOR VEHICLES - REGISTRATION   Issued {_mdy(dt)}
Owner: CASTELLANO {r.choice(['RAYMOND J', 'DONNA M'])}   {ADDR1}
{car[0]}   VIN {car[1]}{r.randint(100000, 999999)}   Plate {r.choice(['VETERAN - NAVY', 'STANDARD'])}
{r.choice(['RJC', 'DMC'])} {r.randint(10, 99)}{r.choice('ABCDEFGH')}
Expires: midnight of owner's birthday, {dt.year + 1}   Fees: {_usd(r, 46, 78)}
Insurance: USAA Casualty Insurance Co.
"""


def t_usaa_auto(r, dt):
    return f"""USAA - Auto Policy Declarations   Policy 00{r.randint(1000000, 9999999)} 7101 5
Term {_mdy(dt)} - {_mdy(_later(dt, 182))}
Named insureds: Raymond J Castellano, Donna M Castellano   Garaged: {ADDR1}
Veh 1: 2020 Ford F-150 XLT   Veh 2: 2022 Honda CR-V EX
Bodily injury 250/500   Property damage 100   Uninsured motorist 250/500 stacked   PIP $10,000 deductible $0
Comprehensive deductible $500   Collision deductible $1,000   Rental reimbursement $50/day
Six-month premium: {_usd(r, 1290, 1420)}   Discounts: military installation? no; multi-vehicle, loyalty 30 yrs
"""


def t_car_service(r, dt):
    car = r.choice(["2020 Ford F-150 (5.0L V8)", "2022 Honda CR-V (1.5T)"])
    return f"""{r.choice(GARAGES)}
Repair Order {r.randint(300000, 399999)}
Date {_mdy(dt)}   Customer: {r.choice(['Ray', 'Donna'])} Castellano   Vehicle: {car}   Mileage
{r.randint(28000, 71000):,}
- Full synthetic oil & filter change, tire rotation, multipoint inspection
- {r.choice(CAR_JOBS)}
Recommended: {r.choice(CAR_RECS)}
Total {_usd(r, 79, 680)}  paid Visa *4471
"""


def t_recall(r, dt):
    return f"""IMPORTANT SAFETY RECALL - NHTSA Recall No. 2{r.randint(5, 6)}V-{r.randint(100, 899)}
Ford Motor Company   Date {_mdy(dt)}
Dear Ford owner (RAYMOND CASTELLANO), your 2020 F-150 VIN 1FTEW1EP6LF{r.randint(100000, 999999)} is affected.
Condition: the rearview camera image may not display when the vehicle is in reverse, reducing the driver's
view behind the vehicle. Remedy: dealer will update the image processing module software, free of charge.
Please contact your Ford dealer to schedule. Repair takes about 1 hour.
"""


def t_old_truck_sale(r, dt):
    return """Bill of Sale - Motor Vehicle (Florida HSMV 82050)
Date: 04/10/2021   Seller: Raymond J. Castellano, 5132 Heron Bay Loop, Pace FL
Buyer: Hector Villarreal, Milton FL
Vehicle: 2012 Chevrolet Silverado 1500 LT, VIN 3GCPKSE72CG1, odometer 142,318 (actual)
Price: $14,200.00 cash. Sold as is. Plate RJC 54 removed by seller, transferred to the new F-150.
Notice of sale (HSMV 82050) filed with the tax collector 04/12/2021. USAA policy on Silverado cancelled.
"""


# --------------------------------------------------------------------------- VFW (Areas / VFW)

POST = "Veterans of Foreign Wars - Post 7721, Pace, Florida"


def t_vfw_minutes(r, dt):
    return f"""{POST}
MINUTES OF THE REGULAR MEETING - {_us(dt)}
Called to order at 1900 by Commander Dale Whitcomb. Opening ceremonies per the Ritual. POW/MIA empty chair.
Officers present: Commander, Sr. Vice {_name(r)}, Jr. Vice {_name(r)}, Quartermaster Ray Castellano,
Adjutant Gary Ostrowski, Chaplain {_name(r)}, Judge Advocate, Surgeon, Trustees (3). Members present:
{r.randint(18, 34)}.
Minutes of the previous meeting read and approved.
Quartermaster's report: General fund ${r.randint(14000, 22000):,}.{r.randint(10, 99)}; Relief fund
${r.randint(3000, 6000):,}.{r.randint(10, 99)};
bills read and approved for payment (Gulf Power hall, Pace Water, Cintas, insurance). Dues: {r.randint(150, 210)}
paid members, {r.randint(80, 95)}% of goal. Motion to accept - carried.
Old business: {r.choice(VFW_OLD)}.
New business: {r.choice(VFW_NEW)}.
Sick call: {_name(r)}, {_name(r)}. Good of the Post. Closed at {20 + r.randint(0, 1)}:{r.randint(10, 55)}.
Respectfully submitted, Gary Ostrowski, Post Adjutant
"""


def t_vfw_qm_report(r, dt):
    return f"""QUARTERMASTER'S MONTHLY REPORT - VFW Post 7721 - {dt:%B %Y}
Prepared by Ray Castellano, Post Quartermaster
GENERAL FUND   Beginning {_usd(r, 14000, 22000)}   Receipts {_usd(r, 2400, 6800)}   Disbursements {_usd(r, 1800, 6400)}
  Receipts: canteen {_usd(r, 900, 3200)}, hall rentals {_usd(r, 200, 800)}, dues remittance share, bingo net
  Disbursements: FPL hall {_usd(r, 380, 620)}, insurance, Cintas mats, canteen stock (Gulf Distributing)
RELIEF FUND    Balance {_usd(r, 3000, 6000)}   Poppy proceeds deposited {_usd(r, 0, 900)}
  Relief paid: ${r.choice([0, 250, 400])} (utility assistance, veteran family - name withheld)
Bank: Navy Federal Post account ****{r.randint(1000, 9999)} reconciled {_mdy(dt)}.
Dues remitted to Department of Florida / National this month: {r.randint(3, 22)} annual, {r.randint(0, 3)} life.
"""


def t_vfw_dues(r, dt):
    rows = ["Member;Member #;Type;Paid thru;Amount;Date paid;Service"]
    for _ in range(r.randint(22, 34)):
        typ = r.choice(["Annual", "Annual", "Life", "Annual"])
        rows.append(f"{r.choice(SURN)}, {r.choice(FIRST)};{r.randint(100000000, 999999999)};{typ};"
                    f"{'LIFE' if typ == 'Life' else '12/31/' + str(dt.year)};{'' if typ == 'Life' else '$40.00'};"
                    f"{'' if typ == 'Life' else _mdy(dt - timedelta(days=r.randint(0, 200)))};"
                    f"{r.choice(['Navy', 'Army', 'USMC', 'USAF', 'Navy', 'Army'])} {r.choice(ERAS)}")
    return "\n".join(rows)


def t_vfw_flyer(r, dt):
    ev = r.choice([("FRIDAY FISH FRY", "Fried mullet & catfish, cheese grits, slaw, hushpuppies - $12 plate"),
                   ("STEAK NIGHT", "Ribeye, baked potato, salad - $18, you cook it on the grill or we do"),
                   ("BINGO FOR VETERANS", "Doors open 5:30, early bird 6:30 - proceeds to the Relief Fund"),
                   ("VETERANS DAY CEREMONY", "11:00 at the Post flagpole - lunch follows, all veterans eat free")])
    return f"""VFW POST 7721  *  4220 Chumuckla Hwy, Pace FL
{ev[0]}
{_us(_later(dt, r.randint(6, 20)))}  -  5:00 PM to 7:30 PM
{ev[1]}
Open to the public - bring your family - take-out available
All proceeds support veterans and their families in Santa Rosa County
Questions: Post Quartermaster Ray Castellano (850) 555-0187
"""


def t_trustees_audit(r, dt):
    return f"""TRUSTEES' REPORT OF AUDIT - VFW Post 7721 - Quarter ending {_mdy(dt)}
Audited by the Post Trustees on {_mdy(_later(dt, r.randint(5, 20)))}. Quartermaster: Raymond J. Castellano. Bond:
$25,000.
Net cash balance beginning of quarter {_usd(r, 16000, 24000)}
Receipts {_usd(r, 9000, 16000)}   Disbursements {_usd(r, 8000, 15000)}
Net cash end of quarter, reconciled with bank statement - AGREES
Funds: General {_usd(r, 12000, 19000)}; Relief {_usd(r, 3000, 6000)}; Canteen {_usd(r, 1500, 4000)}; Building
{_usd(r, 2000, 9000)}
Post property insured: yes (VFW Insurance program)   Quartermaster bond current: yes
Per capita dues remitted timely: yes. We certify this audit is correct.  Trustees: {_name(r)}, {_name(r)}, {_name(r)}
"""


def t_vfw_mail(r, dt):
    return _eml("Gary Ostrowski <gostrowski.vfw7721@gmail.com>", f"Ray Castellano <{RAY_MAIL}>",
                r.choice(VFW_SUBJECTS), dt,
                f"""Ray,

Can you bring the {dt:%B} Quartermaster's report and the bank rec to Tuesday's meeting? Dale wants the
trustees to sign off on the quarter before the District meeting. Also {r.randint(3, 9)} members still haven't
paid {dt.year} dues - list attached, can you run the reminder letters?

The Auxiliary wants to use the hall {_mdy(_later(dt, r.randint(10, 30)))} for a bake sale, they'll pay the $50.

Gary
Post Adjutant""")


# --------------------------------------------------------------------------- church (Areas / Church)


def t_usher_schedule(r, dt):
    rows = ["Mass;Date;Head usher;Ushers;Greeters"]
    for i in range(8):
        d = dt + timedelta(days=7 * i)
        rows.append(f"{r.choice(['Sat 5:00 PM Vigil', 'Sun 8:00 AM', 'Sun 10:30 AM'])};{_mdy(d)};"
                    f"{r.choice(['Ray Castellano', r.choice(SURN)])};"
                    f"{r.choice(SURN)}, {r.choice(SURN)}, {r.choice(SURN)};"
                    f"{r.choice(['Donna & Ray Castellano', r.choice(SURN) + ' family'])}")
    return "\n".join(rows)


def t_kofc(r, dt):
    return f"""KNIGHTS OF COLUMBUS - Council 11874, Holy Family Parish, Pace FL
The Knightly News - {dt:%B %Y}
Grand Knight's message: Brothers, thank you for the {r.randint(40, 80)} hours at the
{r.choice(['Lenten fish fries', 'Tootsie Roll drive', 'parish festival', 'coat drive'])}.
Upcoming: Council meeting 2nd Tuesday 7 pm parish hall; Rosary at 6:30.
Fourth Degree Assembly honor guard for Memorial Day; Ray Castellano coordinating with VFW Post 7721.
Charity: {_usd(r, 1200, 5000)} raised for Pregnancy Resource Center and Special Olympics.
Sick & distressed: pray for Donna Castellano (knee surgery), {_name(r)}, {_name(r)}.
"""


def t_parish_festival(r, dt):
    return f"""Holy Family Catholic Church - Fall Festival volunteer sign-up
Booth: Knights of Columbus fried fish & shrimp baskets  Date: {_us(_later(dt, 120))}
Shift 1 (10-1): Ray Castellano (fryer), {_name(r)}, {_name(r)}
Shift 2 (1-4): {_name(r)}, {_name(r)}, Donna Castellano (cashier)
Supplies: 120 lb mullet (Joe Patti's), 60 lb shrimp, 2 propane tanks, cornmeal, 4 boxes gloves
"""


def t_church_giving(r, dt):
    return f"""Holy Family Catholic Church - Pace, Florida
Ministry schedule change - {_us(dt)}
Dear Ray, thank you for serving as head usher for the 10:30 Mass. Starting next month the collection
will be counted by two unrelated people (diocesan policy); please bring the bags to the rectory safe and
sign the count sheet with {_name(r)}. Ushers' meeting after the 10:30 on {_us(_later(dt, 10))}.
God bless, Deacon {r.choice(SURN)}
"""


# --------------------------------------------------------------------------- family (Projects, Areas / Family)


def t_quince_invite(r, dt):
    return """Con la bendición de Dios y el amor de mis padres
Michael y Marisol Castellano
tengo el honor de invitarles a celebrar
MIS XV AÑOS
Sofía Isabel Castellano
Sábado, 18 de julio de 2026
Misa de Acción de Gracias: 2:00 p.m., San Fernando Cathedral, San Antonio, Texas
Recepción: 6:00 p.m., The Olmos Ballroom, 2414 N. New Braunfels Ave
Padrinos de velación: Raymond y Donna Castellano
Favor de confirmar antes del 15 de junio - Marisol (210) 555-0148
Dress: formal - colors dusty rose & gold
"""


def t_quince_flights(r, dt):
    conf = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    return f"""Southwest Airlines - Your trip is booked!   Confirmation #{conf}
Booked {_mdy(dt)}   Passengers: RAYMOND CASTELLANO, DONNA CASTELLANO
Thu, Jul 16, 2026  PNS 6:05 AM -> HOU 7:40 AM (WN 1842) / HOU 9:20 AM -> SAT 10:15 AM (WN 2210)
Sun, Jul 19, 2026  SAT 3:45 PM -> HOU 4:40 PM (WN 1177) / HOU 6:05 PM -> PNS 7:45 PM (WN 903)
Fare: Wanna Get Away  Total {_usd(r, 890, 1180)}  Rapid Rewards #{r.randint(100000000, 999999999)}
Wheelchair assistance requested for DONNA CASTELLANO (knee replacement, May 2026). EarlyBird check-in added.
"""


def t_quince_hotel(r, dt):
    return f"""Hotel reservation - Drury Plaza Hotel San Antonio Riverwalk
Confirmation {r.randint(60000000, 69999999)}   Guest: Raymond Castellano
Check-in Thu 07/16/2026   Check-out Sun 07/19/2026   3 nights
Room: 1 King, accessible roll-in shower (requested)   Rate: military/government {_usd(r, 139, 169)}/night + tax
Includes hot breakfast and 5:30 Kickback. Parking $32/night (not needed - Michael picking us up).
"""


def t_quince_mail(r, dt):
    return _eml("Marisol Castellano <marisol.castellano@outlook.com>", f"Donna Castellano <{DONNA_MAIL}>",
                "Sofi's quince - padrinos & the last doll", dt, """Hi Mom,

Sofi is SO excited you two will be padrinos de velación at the Mass. Father Ruiz says you just stand with us
during the blessing and present the rosary and the Bible. Michael says Dad can do the toast at the
reception if he keeps it under 5 minutes (his words, not mine lol).

Gift ideas since you asked: the rosary (we love the one you showed me from the Catholic store in Pensacola),
or the tiara, or the "last doll" (última muñeca) - my tía is doing the doll, so rosary + a little something
for her college fund would be perfect.

How is the knee? Don't push it. We'll have a wheelchair at the cathedral if you need it.
Love, Mari""")


def t_quince_gift(r, dt):
    return f"""St. Michael's Catholic Books & Gifts - Pensacola FL   Receipt #{r.randint(10000, 99999)}  {_mdy(dt)}
1  Sterling silver & rose quartz rosary, engraved "Sofía XV 7-18-2026"   $148.00
1  Quinceañera Bible, white leather, gold edges (Spanish/English)        $42.00
   Engraving                                                            $15.00
Subtotal $205.00  Tax 7.5% $15.38  Total $220.38  Visa *4471
"""


def t_quince_budget(r, dt):
    return f"""Sofi's Quince - our part;Cost;Status
Flights PNS-SAT Southwest (2);{r.randint(890, 1180)};booked
Drury Plaza 3 nights;{r.randint(480, 560)};booked
Rosary + Bible (padrinos);220.38;bought
College fund check (Vanguard 529);1500;write check at party
Dress for Donna (Dillard's);{r.randint(120, 190)};
Ray suit alterations;45;
Gift for Mateo (so he doesn't feel left out);50;
Meals/misc;300;"""


def t_quince_packing(r, dt):
    return """Packing - San Antonio July 16-19
Ray: dark suit, white shirt, rose tie (Mari sending), dress shoes, guayabera for Friday dinner, CPAP!!!
Donna: dress (rose/gold?), flats NOT heels, knee brace, ice packs, compression socks for the plane,
 meds (aspirin done by then?), cane.
Gifts: rosary + Bible in carry-on, 529 check, card.
Chargers, reading glasses, TRICARE cards, REAL ID / military ID.
"""


def t_birthdays(r, dt):
    return """Family birthdays & anniversaries
Jan 22 - Mateo Castellano (2016)
Feb 3 - Angela Castellano-Pruitt (1991)
Mar 14 - Ray (1963)
Apr 30 - Lily Pruitt (2020)
Jun 2 - Travis Pruitt
Jul 18 - SOFIA QUINCE 2026 (born Jul 9, 2011)
Aug 11 - Michael Castellano (1988)
Sep 4 - Marisol Castellano
Oct 6 - Ray & Donna anniversary (1984)
Nov 9 - Donna (1964)
Dec 12 - Theresa Lombardi (Ray's sister, Ocala)
"""


def t_christmas_list(r, dt):
    rows = ["Name;Address;City;State;Zip;Card sent"]
    for _ in range(r.randint(18, 26)):
        rows.append(f"{r.choice(FIRST)} & {r.choice(WIVES)} {r.choice(SURN)};{r.randint(100, 9999)} "
                    f"{r.choice(['Oak', 'Magnolia', 'Bayview', 'Cedar', 'Live Oak', 'Pine Forest'])} "
                    f"{r.choice(['Dr', 'St', 'Ln', 'Ct'])};{r.choice(CARD_CITIES)};"
                    f"{r.choice(['VA', 'FL', 'TX', 'NY'])};{r.randint(10000, 79999)};{r.choice(['Y', 'Y', 'N'])}")
    return "\n".join(rows)


def t_angela_letter(r, dt):
    return f"""Hi Mom and Dad,
{_us(dt)}
Lily lost her first tooth! Photos on the family chat. Travis got the promotion at the shipyard so we
might finally do the trip down to see you at Thanksgiving. Dad, he wants to go out on the boat - tell me you're
not selling it before then? Mom, Michael says the surgery is on the 12th - I can fly down that weekend to help.
Love you, Angie
"""


# --------------------------------------------------------------------------- estate (Archive / Estate)


def t_letters_admin(r, dt):
    return """IN THE CIRCUIT COURT FOR HILLSBOROUGH COUNTY, FLORIDA - PROBATE DIVISION
IN RE: ESTATE OF ROSA F. CASTELLANO, Deceased.    File No. 22-CP-000{n}   Division: A
LETTERS OF ADMINISTRATION (single personal representative)
TO ALL WHOM IT MAY CONCERN: WHEREAS, Rosa F. Castellano, a resident of Hillsborough County, Florida, died on
January 19, 2022, owning assets in the State of Florida, and WHEREAS, Raymond J. Castellano has been appointed
personal representative of the estate and has performed all acts prerequisite to issuance of Letters...
NOW, THEREFORE, I, the undersigned circuit judge, declare Raymond J. Castellano duly qualified under the laws
of the State of Florida to act as personal representative of the estate of Rosa F. Castellano, deceased.
ORDERED on March 2, 2022.
""".replace("{n}", str(r.randint(100, 999)))


def t_estate_inventory(r, dt):
    return f"""INVENTORY - Estate of Rosa F. Castellano, Hillsborough County File No. 22-CP-000xxx
Personal Representative: Raymond J. Castellano
Real property: 3318 W. Ivy St, Tampa FL 33607 (homestead - descends, not a probate asset for creditors)
${r.randint(285000, 310000):,}
Bank: Suncoast Credit Union checking & savings   ${r.randint(18000, 26000):,}.{r.randint(10, 99)}
1998 Buick LeSabre   $1,800.00
Jewelry and household furnishings   $3,500.00
Life insurance (Metropolitan, beneficiaries named - non-probate) not included
Heirs: Raymond J. Castellano (son), Theresa C. Lombardi (daughter), Frank A. Castellano (son) - 1/3 each.
"""


def t_estate_attorney(r, dt):
    return f"""LAW OFFICE OF ANGELA M. DUPREE, P.A. - Estate Planning & Probate
1101 W. Swann Ave, Tampa FL 33606
{_us(dt)}
Raymond J. Castellano, Personal Representative
RE: Estate of Rosa F. Castellano

Dear Ray,
The creditor period closed on {r.choice(['June 9', 'June 16'])}, 2022 with no claims filed other than the
Tampa General Hospital bill, which we paid from estate funds. The closing on the Ivy Street house is
confirmed for {r.choice(['June 24', 'June 28'])}. Once proceeds are in the estate account we will prepare the final
accounting and the receipts and releases for you, Theresa and Frank to sign, then petition for discharge.
Our fees to date: {_usd(r, 3800, 5200)} (flat fee per engagement letter) plus costs.
Sincerely, Angela M. Dupree, Esq.
"""


def t_estate_closing(r, dt):
    return f"""SETTLEMENT STATEMENT - 3318 W. Ivy St, Tampa FL 33607   Settlement date 06/28/2022
Seller: Estate of Rosa F. Castellano, by Raymond J. Castellano, Personal Representative
Buyer: {_name(r)}   Title: Westshore Title Services
Sale price $302,000.00   Commission 6% -$18,120.00   Doc stamps -$2,114.00   Title/closing -$1,340.00
Repairs credit -$3,000.00   Pro-rated taxes -$2,208.41   Net to estate: $275,217.59
"""


def t_estate_final(r, dt):
    return """FINAL ACCOUNTING OF PERSONAL REPRESENTATIVE - Estate of Rosa F. Castellano
Period: 01/19/2022 - 10/31/2022
Assets at start $329,300.00   Receipts (house proceeds, refunds, interest) $276,041.22
Disbursements: funeral (Blount & Curry) $9,845.00; attorney $4,500.00; costs $612.40; TGH bill $1,231.90;
final utilities $418.77; house repairs $2,950.00
Distributions: Raymond J. Castellano 1/3 $95,410.09; Theresa C. Lombardi 1/3 $95,410.09;
Frank A. Castellano 1/3 $95,410.09 (less $1,800 Buick taken in kind)
Order of Discharge entered November 21, 2022. ESTATE CLOSED.
"""


def t_obituary(r, dt):
    return """Rosa Ferraro Castellano, 86, of Tampa, passed away peacefully on January 19, 2022 surrounded by family.
Born in Brooklyn, NY to Sicilian immigrants, Rosa worked 30 years as a seamstress and moved to Tampa in 1995 to
be near the water. She was preceded in death by her husband Joseph (2009). She is survived by her children
Raymond (Donna) of Pace, Theresa Lombardi (Paul) of Ocala, and Frank (Maureen) of Staten Island; grandchildren
Michael, Angela, Nicole and Joey; and three great-grandchildren. Mass of Christian Burial at Christ the King
Church, Tampa, Saturday January 29 at 10 am. In lieu of flowers, donations to Tampa Bay Hospice.
"""


def t_estate_release(r, dt):
    return """RECEIPT OF BENEFICIARY AND CONSENT TO DISCHARGE
Estate of Rosa F. Castellano, Hillsborough County Probate
The undersigned beneficiary acknowledges receipt from Raymond J. Castellano, personal representative, of the
sum of $95,410.09 in full satisfaction of my share of the estate, waives service of the final accounting and
petition for discharge, and consents to the discharge of the personal representative.
Beneficiary: Theresa C. Lombardi   Date: 10/27/2022   Witness: ____________
"""


# --------------------------------------------------------------------------- travel (Archive / Travel, Resources)


def t_cruise_booking(r, dt):
    return f"""HOLLAND AMERICA LINE - BOOKING CONFIRMATION
Booking # {r.choice('ABCDEFGH')}{r.randint(1000, 9999)}{r.choice('JKLMNP')}
Guests: MR RAYMOND CASTELLANO, MRS DONNA CASTELLANO   Past guest #: none
Ship: Nieuw Amsterdam   Voyage: 7-Day Alaska Inside Passage   Roundtrip Seattle
Sail: August 11, 2024 - August 18, 2024   Stateroom 6{r.randint(100, 199)} Verandah (VB)
Itinerary: Seattle - scenic cruising Inside Passage - Juneau - Glacier Bay - Sitka - Ketchikan - Victoria BC
Cruise fare $3,198.00  Taxes/fees/port $612.40   Military savings -$150.00   Have It All package included
Final payment due 05/13/2024. Travel insurance: Allianz, policy attached separately.
"""


def t_cruise_excursions(r, dt):
    return """Alaska cruise - shore excursions booked (Aug 2024)
Juneau - Mendenhall Glacier & Whale Quest (4.5 hrs) $219 pp  - SAW HUMPBACKS bubble net feeding!
Sitka - Fortress of the Bear & Raptor Center $119 pp
Ketchikan - Salmon fishing charter (Ray only) $299, Donna: Totem Bight & Lumberjack show $89
  Ray caught 2 silvers, shipped 18 lb fillets home with Alaska Seafood Co ($189)
Glacier Bay - ranger on board, no excursion
Victoria - Butchart Gardens (Donna's favorite) $115 pp
"""


def t_cruise_statement(r, dt):
    return f"""Nieuw Amsterdam - Final Onboard Account Statement   Stateroom 6{r.randint(100, 199)}   08/18/2024
Castellano, Raymond / Castellano, Donna
Daily crew appreciation 14 x $17.00 = $238.00
Shore excursions (3) $867.00   Explorations Cafe $14.50   Spa - Donna $149.00   Photo package $129.00
Casino $40.00   Wine & beverage (Have It All covered) $0.00
Total charged to Visa ending 4471: {_usd(r, 1420, 1480)}
"""


def t_cruise_flights(r, dt):
    return """American Airlines - Receipt - Record locator QHTXLB
Passengers: CASTELLANO/RAYMOND, CASTELLANO/DONNA
Sat 10 Aug 2024  PNS 7:15 AM - DFW 8:55 AM / DFW 10:20 AM - SEA 12:45 PM
Mon 19 Aug 2024  SEA 7:30 AM - CLT 3:40 PM / CLT 5:10 PM - PNS 6:05 PM
Total $1,184.20   Hotel Seattle 8/10: Silver Cloud Hotel Stadium - shuttle to Pier 91
"""


def t_space_a(r, dt):
    return """Space-A travel for retirees - notes (AMC)
Retirees fly Category VI. Sign up by email/Take-A-Number with each terminal (up to 60 days).
Pensacola: no AMC terminal - nearest: NAS Jacksonville, Dover, Charleston, Norfolk (Chambers Field).
Norfolk-Rota-Sigonella runs common. Dependents must travel with sponsor except some CONUS rules.
Bring: retiree ID, passport, cash for head tax/meals, be flexible 3-5 days. Lodging: Navy Gateway Inns & Suites.
"""


def t_mwr_lodging(r, dt):
    return """Military / MWR lodging we might use
- NAS Pensacola: Navy Gateway Inns & Suites, A Bldg 3249 - also the Navy Lodge at Corry Station
- Shades of Green, Walt Disney World (Orlando) - retiree rates
- Hale Koa, Waikiki - someday
- Fort Sam Houston (JBSA) - Army lodging if family in San Antonio? Check with Michael
- Key West NAS Sigsbee RV park / Navy Gateway Inns
"""


# --------------------------------------------------------------------------- cooking (Resources / Cooking)

RECIPES = {
    "Smoked Mullet Dip": "2 cups smoked mullet, flaked, no bones\n8 oz cream cheese, softened\n1/4 cup mayo\n"
                         "1 tbsp lemon juice, 1 tsp Worcestershire, 2 green onions, Old Bay to taste, hot sauce\n"
                         "Mix, chill overnight. Serve with saltines.\n"
                         "(Ray smokes the mullet on the Traeger at 200F, 3 hrs)",
    "Donna's Shrimp and Grits": "1 cup stone ground grits (Bob's Red Mill), 4 cups water, 1 cup milk\n"
                                "1 lb Gulf shrimp, 4 slices bacon, 1 cup cheddar, 2 tbsp butter\n"
                                "Garlic, green onion, lemon, Cajun seasoning. Cook grits 45 min low, stir in cheese.",
    "Navy Bean Soup (Senate style)": "1 lb dried navy beans soaked overnight, 1 smoked ham hock\n"
                                     "1 onion, 2 celery stalks, 2 carrots, 2 cloves garlic,\n"
                                     "1 potato mashed to thicken\n"
                                     "Simmer 3 hrs. Like the galley made it on the Halvorsen on Wednesdays.",
    "SOS (creamed chipped beef)": "1 jar Armour dried beef, rinsed and chopped\n4 tbsp butter, 4 tbsp flour\n"
                                  "2 1/2 cups milk, black pepper, pinch of nutmeg\nOver toast. Chief's breakfast.",
    "Tres Leches (Marisol's)": "6 eggs separated, 1 cup sugar, 1 cup flour, 1 1/2 tsp baking powder\n"
                               "1 can evaporated milk, 1 can sweetened condensed, 1 cup whole milk\n"
                               "Bake 350F 25 min, poke, soak overnight, whipped cream and cinnamon.",
    "Mama Rosa's Sunday Gravy": "2 lb pork neck bones, 1 lb Italian sausage, braciole\n"
                                "3 cans San Marzano tomatoes, 1 can paste, garlic, basil, Pecorino rind\n"
                                "Brown meat, 4-5 hours low simmer. Meatballs go in the last hour.",
    "Blackened Grouper": "4 grouper fillets, 1 stick butter melted\nPaprika 1 tbsp, cayenne 1 tsp, thyme, oregano, "
                         "garlic powder, onion powder, salt, pepper\nCast iron screaming hot, outside on the burner!",
    "Key Lime Pie": "Graham cracker crust: 1 1/2 cups crumbs, 1/3 cup sugar, 6 tbsp butter\n"
                    "3 egg yolks, 1 can sweetened condensed milk, 1/2 cup Key lime juice (Nellie & Joe's)\n"
                    "Bake 350F 15 min, chill 4 hrs, whipped cream.",
    "Gumbo (shrimp & sausage)": "Roux: 1 cup oil, 1 cup flour, dark chocolate color (45 min, don't walk away)\n"
                                "Trinity, garlic, 2 qt shrimp stock, 1 lb andouille, 2 lb shrimp, file powder\n"
                                "Serve over rice with potato salad on the side like Donna's Aunt Lupe.",
}


def _recipe(name):
    def t(r, dt):
        return f"{name}\nServes {r.choice([4, 6, 8, 10])}\n\nIngredients / method:\n{RECIPES[name]}\n"
    return t


# --------------------------------------------------------------------------- old laptop (Archive / Backup)


def t_old_resume(r, dt):
    return """RAYMOND J. CASTELLANO
1417 Cedar Point Ct, Chesapeake VA 23322  |  (757) 555-0121
Objective: Marine machinery / facilities maintenance supervisor
Experience:
Chief Machinist's Mate, U.S. Navy, 1981-2005 - Leading Chief Petty Officer, SIMA Norfolk and NAVSTA Norfolk;
supervised 35 technicians; steam and gas turbine propulsion; diesel generators; HP air; 3M coordinator.
Maintenance Supervisor, Tidewater Marine Services, Portsmouth VA, 2005-2018
Certifications: NAVSEA Steam Plant, OSHA 30, EPA 608 Universal
"""


def t_old_budget(r, dt):
    return """Budget 2018;Monthly
Mortgage NFCU (Cedar Point);1284
Dominion Energy;188
HRSD / Chesapeake water;74
Cox;142
Verizon;118
Groceries (Commissary + Farm Fresh);680
Car payment Silverado;0 (paid off)
Boat slip Great Bridge;210
Savings;400"""


def t_old_mail(r, dt):
    return _eml("Michael Castellano <mcastellano88@hotmail.com>", "Dad <rjcastellano@cox.net>",
                "Fw: pics from the beach", dt, """Dad - here are the pics from Sandbridge.
Sofi wants to know when you're taking her fishing again. Also Mari says thanks for the crib, it fits.
Mike""")


def t_old_notes(r, dt):
    return """things to do before the move (2019)
- list house w/ Pam Okafor
- sell the 16' jon boat + the riding mower
- find a house near Pensacola - Pace/Milton, no flood zone, VA loan? no, cash from Cedar Point
- transfer VFW membership from Post 4809 to a Florida post
- move Mom's paperwork box (she's in Tampa, closer now)
"""


# --------------------------------------------------------------------------- manuals, brochures, small things


def t_tarp_invoice(r, dt):
    return f"""Panhandle Shield Roofing - Gulf Breeze FL - EMERGENCY SERVICE INVOICE #{r.randint(9000, 9999)}
Date {_mdy(dt)}   Customer: Ray Castellano, {ADDR1}
Storm event: Hurricane Nestor   Insurance: Gulf Harbor P&C claim {CLAIM}
Emergency dry-in: 2 slopes, reinforced 12-mil tarps, 2x4 battens screwed 24" o.c. (approx 1,400 sq ft)   $1,250.00
Debris removal, yard (shingles, soffit)   $200.00
Total $1,450.00   Paid Visa *4471 - keep for your insurance claim (mitigation expense, reimbursable)
"""


def t_trane_manual(r, dt):
    return """Trane XR14 Heat Pump / Air Conditioner - Homeowner's Guide (4TTR4 / 4TWR4)
Important safety information: disconnect all power before servicing.
Routine maintenance: keep the outdoor unit free of leaves, grass clippings and shrubs (2 ft clearance).
Change or clean the indoor air filter monthly during heavy use. Have a qualified dealer inspect annually.
Thermostat: AUTO fan recommended in humid climates. Emergency heat is for backup only (heat pump models).
Warranty: 10-year limited compressor and parts warranty when registered within 60 days of installation.
"""


def t_ge_manual(r, dt):
    return """GE Profile Dishwasher - Owner's Manual (PDT715SYN)
Loading the racks: place glasses on the upper rack; do not let items extend through the bottom rack.
Cycles: Auto Sense, Heavy, Normal, 1 Hour Wash, Rinse Only.  Options: Dry Boost, Steam, Bottle Jets.
Cleaning the filter: rotate the ultra fine filter counter-clockwise and rinse monthly.
Before you call for service: white film on glasses - use rinse aid; dishes not dry - enable Dry Boost.
"""


def t_yamaha_manual(r, dt):
    return """YAMAHA OUTBOARD - OWNER'S MANUAL  F250 / LF250 (6AW)
Break-in: 10 hours - first hour at low speed, next hour below 3,000 rpm, then below 4,000 rpm.
Engine oil: Yamalube 4M FC-W 10W-30, capacity 6.3 L with filter. Change first 20 hours, then every 100 hours
or 12 months. Gear oil: Yamalube HD gearcase lube, 1,150 cm3.
Fuel: unleaded regular, minimum 89 octane (R+M/2 86). Use a 10-micron water-separating fuel filter.
Flushing: after each use in salt water, flush with the flushing attachment for at least 15 minutes.
Warning system: overheat, low oil pressure, water in fuel - engine speed limited to 2,000 rpm.
"""


def t_garmin_manual(r, dt):
    return """Garmin ECHOMAP UHD 93sv - Owner's Manual
Installing memory cards: up to 32 GB microSD for charts and waypoints.
Waypoints: MENU > Navigation Info > Waypoints > New Waypoint. Import GPX from the ActiveCaptain app.
Sonar: Traditional, ClearVu, SideVu. Set depth offset for transducer mounted 1 ft below waterline.
Updating software: use Garmin Express on a computer or the ActiveCaptain app (Wi-Fi models).
"""


def t_keywest_brochure(r, dt):
    return """KEY WEST BOATS - 1720 SPORTSMAN CENTER CONSOLE - Specifications
LOA 17'3"  Beam 7'4"  Draft 10"  Dry weight 1,250 lbs  Fuel 20 gal  Max HP 115  Persons 6 / 1,025 lbs
Standard: 30-qt insulated console cooler seat, 20-gal aerated livewell, forward casting deck with storage,
self-bailing cockpit, stainless steel hardware, 4 flush-mount rod holders, bow and stern eyes.
Hull: modified-V with positive flotation foam-filled stringer system. Built in Ridgeville, South Carolina.
"""


def t_hurricane_prep(r, dt):
    return """Santa Rosa County Emergency Management - Hurricane Preparedness Checklist
Know your zone: Know your evacuation zone (A-E) and your home's vulnerability. Pace is mostly non-evac.
Kit: water 1 gal/person/day x 7 days, non-perishable food, medications (30 days), flashlights, batteries,
NOAA weather radio, cash, copies of insurance policies and IDs in a waterproof bag, pet supplies.
Home: shutters or plywood, clear gutters, trim trees, secure boats and trailers, fill vehicles with fuel.
Generators: never run indoors or in the garage. Sign up for SRC Alert at santarosa.fl.gov/alert.
"""


def t_old_vfw(r, dt):
    return """VFW Post 4809 (Chesapeake VA) - minutes 14 Nov 2017
Commander J. Delgado. 22 present. QM report accepted. Veterans Day parade - 14 marchers, thanks to R. Castellano
for the float trailer. Scholarship winners: 2. Loyalty Day planning. Closed 2040.
"""


def t_old_ompf(r, dt):
    return """Official Military Personnel File (OMPF) - NAVY PERSONNEL COMMAND - electronic copy, 412 pages
Requested by: CASTELLANO RAYMOND J via milConnect, 2017.
Contents: enlistment contract 1981, service record pages (Page 2, 4, 13), evaluations 1981-2005,
NAVPERS 1070/613 entries, awards, DD-214 (2005), retirement orders.
"""


def t_slideshow_note(r, dt):
    return """Slide show for the banquet - photo list (Sharon is assembling in PowerPoint)
01 Commissioning, Bath Iron Works, 11 Oct 1986 - ship's company on the pier
02 Plank owners' plaque
03 First Med cruise 1987 - liberty in Naples
04 Desert Storm 1991 - MIO boarding team
05 Halvorsen Family Day cruise 1989
06 Decommissioning 2003 (photo from the association archive)
Music: "Anchors Aweigh", "Eternal Father" (memorial part only), Springsteen "Born in the USA" (Bill insists)
"""


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

    used_img: set[int] = set()

    def iphone(folder: str, bucket: str, topic: str, age: float, ext: str = "HEIC") -> None:
        n = 1200 + int((3500 - age) * 1.9) + r.randint(0, 3)  # phone numbering follows the date
        while n in used_img:
            n += 1
        used_img.add(n)
        photo(f"{folder}/IMG_{n:04d}.{ext}", bucket, topic, age)

    def lock(rel: str, age: float) -> None:
        add(rel, L, "System", age, b"\x0eRay Castellano" + b"\x00" * 40 + b"\x0eRay Castellano" + b"\x00" * 40)

    def ini(folder: str, age: float) -> None:
        add(f"{folder}/desktop.ini", L, "System", age,
            "\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n"
            "IconResource=%SystemRoot%\\system32\\imageres.dll,-183\r\n".encode("utf-16"))

    def thumbs(folder: str, age: float) -> None:
        add(f"{folder}/Thumbs.db", L, "System", age, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1400))

    def exe(rel: str, bucket: str, topic: str, age: float) -> None:
        add(rel, bucket, topic, age, _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", 3000))

    # ------------------------------------------------------------ Documents/Roof - Hurricane Claim (Projects/Home)
    d = "Documents/Roof - Hurricane Claim"
    add(f"{d}/Gulf Harbor claim acknowledgment.pdf", P, "Home", 242, t_claim_ack)
    add(f"{d}/Panhandle Shield tarp invoice.pdf", P, "Home", 243, t_tarp_invoice)
    add(f"{d}/Pinnacle adjuster estimate.pdf", P, "Home", 232, t_adjuster_estimate)
    add(f"{d}/Bids/Bayou Pro proposal.pdf", P, "Home", 200, _roof_bid(0))
    add(f"{d}/Bids/Emerald Coast estimate.pdf", P, "Home", 199, _roof_bid(1))
    add(f"{d}/Bids/Santa Rosa Roof Systems bid.pdf", P, "Home", 197, _roof_bid(2))
    add(f"{d}/Bayou Pro contract signed.pdf", P, "Home", 180, t_roof_contract)
    add(f"{d}/Bayou Pro deposit receipt.pdf", P, "Home", 180, t_deposit_receipt)
    add(f"{d}/HOA ARC request - roof.docx", P, "Home", 176, t_hoa_arc)
    add(f"{d}/Emails/Re Castellano roof - where are we.eml", P, "Home", 114, t_roof_email_delay)
    add(f"{d}/Demand letter to Bayou Pro.docx", P, "Home", 69, t_roof_demand)
    lock(f"{d}/~$mand letter to Bayou Pro.docx", 1)
    add(f"{d}/Notice of Intent to Lien - Bayou Pro.pdf", P, "Home", 56, t_intent_lien)
    add(f"{d}/Emerald Coast contract revised.pdf", P, "Home", 47, _roof_bid(1))
    add(f"{d}/Permit BLD-2026 Emerald Coast.pdf", P, "Home", 45, t_roof_permit)
    add(f"{d}/DBPR complaint draft.docx", P, "Home", 34, t_dbpr_complaint)
    add(f"{d}/DFS mediation notice.pdf", P, "Home", 29, t_dfs_mediation)
    add(f"{d}/Emails/Castellano - decking supplement.eml", P, "Home", 18, t_roof_supplement)
    add(f"{d}/Wind mitigation - new roof.pdf", P, "Home", 6, t_wind_mit)
    add(f"{d}/roof notes.txt", P, "Home", 8, t_roof_log)
    add(f"{d}/roof costs.xlsx", P, "Home", 9, t_roof_costs)
    for age in (103, 103, 74):
        iphone(f"{d}/Photos", P, "Home", age, "JPG")
    for age in (18, 17, 12):
        iphone(f"{d}/Photos", P, "Home", age)

    # ------------------------------------------------------------ Documents/House (Areas/Home), Virginia (Archive/Home)
    d = "Documents/House"
    for age in (152, 61, 4):
        add(f"{d}/HOA/HOA statement {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Home", age, t_hoa_statement)
    add(f"{d}/HOA/Heron Bay Herald spring.pdf", A, "Home", 68, t_hoa_newsletter)
    add(f"{d}/HOA/Heron Bay Herald fall 2025.pdf", A, "Home", 250, t_hoa_newsletter)
    add(f"{d}/Insurance/Gulf Harbor HO3 declarations 2025-2026.pdf", A, "Home", 300, t_ho_declarations)
    add(f"{d}/Insurance/Gulf Harbor HO3 declarations 2026-2027.pdf", A, "Home", 20, t_ho_declarations)
    add(f"{d}/Insurance/NFIP flood declarations.pdf", A, "Home", 88, t_flood_declarations)
    add(f"{d}/Property Tax/2024 tax notice.pdf", A, "Home", 575, t_property_tax)
    add(f"{d}/Property Tax/2025 tax notice.pdf", A, "Home", 210, t_property_tax)
    add(f"{d}/Utilities/FPL Apr 2026.pdf", A, "Home", 34, t_fpl_bill)
    add(f"{d}/Utilities/FPL May 2026.pdf", A, "Home", 3, t_fpl_bill)
    add(f"{d}/Utilities/Pace Water Mar 2026.pdf", A, "Home", 66, t_water_bill)
    add(f"{d}/Pest control Q1.pdf", A, "Home", 79, t_pest_invoice)
    add(f"{d}/AC service spring 2026.pdf", A, "Home", 51, t_ac_service)
    add(f"{d}/Manuals/Trane XR14 homeowner guide.pdf", R, "Home", 900, t_trane_manual)
    add(f"{d}/Manuals/GE dishwasher manual.pdf", R, "Home", 1100, t_ge_manual)
    add(f"{d}/Hurricane prep checklist.pdf", R, "Home", 370, t_hurricane_prep)
    v = f"{d}/Chesapeake house sale 2019"
    add(f"{v}/Closing Disclosure seller.pdf", X, "Home", 2480, t_va_house_closing)
    add(f"{v}/Listing agreement Coldwell Banker.pdf", X, "Home", 2590, t_va_house_listing)
    add(f"{v}/Repair addendum.pdf", X, "Home", 2515, t_va_house_repairs)
    add(f"{v}/movers quotes.txt", X, "Home", 2505, t_movers)

    # ------------------------------------------------------------ Documents/Boat
    d = "Documents/Boat"
    s = f"{d}/Selling the Grady"
    add(f"{s}/Grady for sale ad.txt", P, "Boat", 76, t_boat_listing)
    add(f"{s}/Re Grady-White 232 - offer.eml", P, "Boat", 21, t_boat_buyer_mail)
    add(f"{s}/Bill of sale Grady - Fontenot.docx", P, "Boat", 3, t_bill_of_sale)
    for age in (78, 78, 78, 77):
        iphone(f"{s}/listing photos", P, "Boat", age, "JPG")
    k = f"{d}/Key West 1720"
    add(f"{k}/Key West 1720 brochure.pdf", P, "Boat", 45, t_keywest_brochure)
    add(f"{k}/sea trial notes.txt", P, "Boat", 33, t_sea_trial)
    add(f"{k}/boats compared.xlsx", P, "Boat", 40, t_boat_compare)
    add(f"{k}/Gulf Marine Survey report.pdf", P, "Boat", 26, t_survey)
    add(f"{k}/BoatUS quote Key West.pdf", P, "Boat", 9, t_new_boat_quote)
    add(f"{k}/HSMV 82040 worksheet.pdf", P, "Boat", 4, t_hsmv82040)
    for age in (33, 33):
        iphone(k, P, "Boat", age)
    g = f"{d}/Grady Records"
    add(f"{g}/Vessel registration 2026.pdf", A, "Boat", 79, t_boat_registration)
    add(f"{g}/Sun Coast Marine 100 hr service.pdf", A, "Boat", 74, t_outboard_service)
    add(f"{g}/Bagdad Landing storage Apr.pdf", A, "Boat", 61, t_dry_storage)
    add(f"{g}/Bagdad Landing storage May.pdf", A, "Boat", 31, t_dry_storage)
    add(f"{d}/Fishing/FWC saltwater regs.pdf", R, "Boat", 400, t_fwc_regs)
    add(f"{d}/Fishing/reef numbers.csv", R, "Boat", 520, t_reef_numbers)
    add(f"{d}/Fishing/knots.txt", R, "Boat", 610, t_knots)
    add(f"{d}/Fishing/tides June.csv", R, "Boat", 2, t_tides)
    add(f"{d}/Fishing/PNJ fishing report.txt", R, "Boat", 25, t_fishing_report)
    add(f"{d}/Manuals/Yamaha F250 owners manual.pdf", R, "Boat", 1500, t_yamaha_manual)
    add(f"{d}/Manuals/Garmin echoMAP UHD manual.pdf", R, "Boat", 1200, t_garmin_manual)

    # ------------------------------------------------------------ Documents/Navy (Archive/Navy)
    d = "Documents/Navy"
    add(f"{d}/DD-214.pdf", X, "Navy", 2400, t_dd214)
    add(f"{d}/README navy records.txt", X, "Navy", 1650, t_evals_index)
    for year, rate, cmd, grade in ((1988, "MM2", SHIP, "Top performer"),
                                   (1990, "MM1", SHIP, "Number 1 of 9 First Class"),
                                   (1996, "MM1", "USS NIMITZ (CVN 68)", "Number 1 of 14 MM1s"),
                                   (1999, "MMC", "SIMA NORFOLK VA", "Number 2 of 7 Chiefs"),
                                   (2004, "MMC", "NAVSTA NORFOLK VA", "Number 1 of 5 Chiefs")):
        add(f"{d}/Evals/EVAL {year}.pdf", X, "Navy", 2400 - (year - 1988), _eval(year, rate, cmd, grade))
    add(f"{d}/Orders/PCS orders SIMA Norfolk 1990.pdf", X, "Navy", 2390, t_orders)
    add(f"{d}/Awards/NAM citation.pdf", X, "Navy", 2385, t_nam_citation)
    add(f"{d}/Awards/NAM citation 2nd award.pdf", X, "Navy", 2385, t_nam_citation)
    add(f"{d}/Awards/CPO selection 1998.txt", X, "Navy", 2380, t_chief_initiation)
    add(f"{d}/Retirement/retirement ceremony program.docx", X, "Navy", 2370, t_retirement_program)
    add(f"{d}/Retirement/retirement speech draft 3.docx", X, "Navy", 2370, t_navy_speech)
    photo(f"{d}/Retirement/shadow box.jpg", X, "Navy", 2370)

    # ------------------------------------------------------------ Documents/USS Halvorsen Reunion 2026 (Projects/Navy)
    d = "Documents/USS Halvorsen Reunion 2026"
    add(f"{d}/Hotel contract Pensacola Bayfront signed.pdf", P, "Navy", 298, t_hotel_contract)
    add(f"{d}/Ship history for program.docx", P, "Navy", 205, t_ship_history)
    add(f"{d}/Registration form.docx", P, "Navy", 152, t_reunion_registration)
    add(f"{d}/Registration form.pdf", P, "Navy", 151, t_reunion_registration)
    add(f"{d}/Flyer 40th reunion.docx", P, "Navy", 160, t_reunion_flyer)
    add(f"{d}/flyer.png", P, "Navy", 160, "")
    add(f"{d}/Newsletter/Hawser Jan 2026.docx", P, "Navy", 148, t_reunion_newsletter)
    add(f"{d}/Newsletter/Hawser Apr 2026.docx", P, "Navy", 58, t_reunion_newsletter)
    for i, age in enumerate((141, 97, 44, 19)):
        add(f"{d}/Emails/shipmate reply {i + 1}.eml", P, "Navy", age, t_reunion_mail)
    add(f"{d}/Planning call 2026-03.txt", P, "Navy", 75, t_reunion_minutes)
    add(f"{d}/Planning call 2026-05.txt", P, "Navy", 20, t_reunion_minutes)
    add(f"{d}/Museum tour confirmation.pdf", P, "Navy", 36, t_museum_tour)
    add(f"{d}/Banquet BEO.pdf", P, "Navy", 21, t_banquet_menu)
    add(f"{d}/Reunion budget.xlsx", P, "Navy", 12, t_reunion_budget)
    add(f"{d}/Roster shipmates.xlsx", P, "Navy", 6, t_reunion_roster)
    add(f"{d}/Memorial service/Memorial service program.docx", P, "Navy", 15, t_memorial_service)
    add(f"{d}/Memorial service/Eternal Father Strong to Save.mp3", P, "Navy", 15,
        lambda r, dt: _id3(r, "Eternal Father, Strong to Save (Navy Hymn)", "United States Navy Band",
                           "Anchors Aweigh"))
    add(f"{d}/Slide show/photo list.txt", P, "Navy", 11, t_slideshow_note)
    for i, age in enumerate((40, 40, 39, 38)):
        add(f"{d}/Slide show/scan{12 + i:04d}.jpg", P, "Navy", age, "exif")

    # ------------------------------------------------------------ Documents/VA (Areas/VA)
    d = "Documents/VA"
    add(f"{d}/Rating decision Nov 2025.pdf", A, "VA", 190, t_va_rating)
    add(f"{d}/Intent to file 2026.pdf", A, "VA", 140, t_va_itf)
    add(f"{d}/Lay statement - Donna.docx", A, "VA", 101, t_lay_statement)
    add(f"{d}/526EZ claim for increase submitted.pdf", A, "VA", 95, t_va_526)
    add(f"{d}/Benefit summary letter.pdf", A, "VA", 60, t_va_benefit_letter)
    add(f"{d}/QTC exam appointment.pdf", A, "VA", 41, t_cp_exam)
    add(f"{d}/VSO appointment letter.pdf", A, "VA", 24, t_vso_letter)
    add(f"{d}/VA payments last 12 months.csv", A, "VA", 3, t_va_payments)
    add(f"{d}/Reference/knee ratings cheat sheet.txt", R, "VA", 130, t_va_rating_guide)
    add(f"{d}/Reference/PACT Act fact sheet.pdf", R, "VA", 420, t_pact_act)

    # ------------------------------------------------------------ Documents/Medical (Areas/Health, Projects/Health)
    d = "Documents/Medical"
    for age in (210, 130, 72, 27):
        add(f"{d}/TRICARE/EOB {(NOW - timedelta(days=age)):%Y-%m-%d}.pdf", A, "Health", age, t_tricare_eob)
    add(f"{d}/TRICARE/Enrollment fee notice.pdf", A, "Health", 230, t_tricare_fee)
    add(f"{d}/TRICARE/TRICARE Select overview.pdf", R, "Health", 700, t_tricare_handbook)
    add(f"{d}/Ray/visit summary Feb 2026.pdf", A, "Health", 105, t_visit_summary)
    add(f"{d}/Ray/labs Quest.pdf", A, "Health", 98, t_labs)
    add(f"{d}/Ray/CPAP supplies order.txt", A, "Health", 44,
        lambda r, dt: f"Apria CPAP resupply - order {_mdy(dt)}\nResMed AirSense 11: AirFit F20 mask (M), cushions x2, "
                      f"tubing ClimateLine, filters x6\nTRICARE Select cost share ${r.randint(18, 40)}.00\n"
                      "Next eligible: 90 days. Machine compliance report sent to Dr. Villarreal (VA claim OSA 50%).\n")
    add(f"{d}/Express Scripts order.pdf", A, "Health", 37, t_express_scripts)
    add(f"{d}/Dental/MetLife FEDVIP EOB.pdf", A, "Health", 150, t_dental)
    k = f"{d}/Donna Knee Surgery"
    add(f"{k}/Dr Mehta consult.pdf", P, "Health", 96, t_knee_consult)
    add(f"{k}/TRICARE prior authorization.pdf", P, "Health", 41, t_knee_auth)
    add(f"{k}/Letter to Dr Sandoval - leave.docx", P, "Health", 45, t_work_leave)
    add(f"{k}/Pre-op instructions.pdf", P, "Health", 26, t_preop)
    add(f"{k}/Pensacola Medical Supply receipt.pdf", P, "Health", 22, t_dme)
    add(f"{k}/Discharge instructions.pdf", P, "Health", 18, t_discharge)
    add(f"{k}/PT home exercises.pdf", P, "Health", 16, t_knee_exercises)
    add(f"{k}/PT visits.xlsx", P, "Health", 2, t_pt_schedule)
    add(f"{k}/recovery log.txt", P, "Health", 1, t_recovery_log)
    add(f"{k}/Anesthesia statement.pdf", P, "Health", 8, t_knee_bill)
    add(f"{k}/TRICARE EOB surgery.pdf", P, "Health", 5, lambda r, dt: t_tricare_eob(r, dt, DONNA))

    # ------------------------------------------------------------ Documents/Finance (Areas/Finance)
    d = "Documents/Finance"
    for age in (150, 91, 31):
        add(f"{d}/DFAS/RAS {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Finance", age, t_dfas_ras)
    add(f"{d}/DFAS/SBP annual notice.pdf", A, "Finance", 400, t_sbp_letter)
    for year, age in ((2023, 780), (2024, 415), (2025, 50)):
        add(f"{d}/Taxes/{year}/1099-R DFAS.pdf", A, "Finance", age + 75, t_1099r)
        add(f"{d}/Taxes/{year}/1040 summary.pdf", A, "Finance", age, t_tax_1040)
    add(f"{d}/Taxes/2025/tax checklist.txt", A, "Finance", 80, t_tax_notes)
    add(f"{d}/Bank/NFCU statement 2026-03.pdf", A, "Finance", 62, t_nfcu_statement)
    add(f"{d}/Bank/NFCU statement 2026-04.pdf", A, "Finance", 32, t_nfcu_statement)
    add(f"{d}/Visa statement May.pdf", A, "Finance", 7, t_visa)
    add(f"{d}/TSP/TSP Q1 2026.pdf", A, "Finance", 55, t_tsp)
    add(f"{d}/Budget 2026.xlsx", A, "Finance", 14, t_budget)
    add(f"{d}/Social Security/Donna SS statement.pdf", A, "Finance", 85, t_ss_donna)
    add(f"{d}/Social Security/when should Donna claim.txt", A, "Finance", 30, t_ss_plan)
    add(f"{d}/Articles/CRDP vs CRSC - MOAA.pdf", R, "Finance", 350, t_retiree_article)

    # ------------------------------------------------------------ Documents/Cars (Areas/Cars, Archive/Cars)
    d = "Documents/Cars"
    add(f"{d}/F-150 registration.pdf", A, "Cars", 80, t_car_reg)
    add(f"{d}/CR-V registration.pdf", A, "Cars", 205, t_car_reg)
    add(f"{d}/USAA auto declarations.pdf", A, "Cars", 40, t_usaa_auto)
    add(f"{d}/Service/F-150 service Mar 2026.pdf", A, "Cars", 70, t_car_service)
    add(f"{d}/Service/CR-V service.pdf", A, "Cars", 160, t_car_service)
    add(f"{d}/Ford recall letter.pdf", A, "Cars", 120, t_recall)
    add(f"{d}/Old Silverado/bill of sale 2021.pdf", X, "Cars", 1878, t_old_truck_sale)

    # ------------------------------------------------------------ Documents/VFW Post 7721 (Areas/VFW)
    d = "Documents/VFW Post 7721"
    for age in (192,):
        add(f"{d}/Minutes/2025/Minutes {(NOW - timedelta(days=age)):%Y-%m}.docx", A, "VFW", age, t_vfw_minutes)
    for age in (130, 101, 72, 42, 12):
        add(f"{d}/Minutes/Minutes {(NOW - timedelta(days=age)):%Y-%m}.docx", A, "VFW", age, t_vfw_minutes)
    for age in (95, 64, 35, 5):
        add(f"{d}/QM Reports/QM report {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "VFW", age, t_vfw_qm_report)
    add(f"{d}/Trustees audit Q4 2025.pdf", A, "VFW", 140, t_trustees_audit)
    add(f"{d}/Trustees audit Q1 2026.pdf", A, "VFW", 50, t_trustees_audit)
    add(f"{d}/Dues/Dues roster 2026.xlsx", A, "VFW", 9, t_vfw_dues)
    add(f"{d}/Dues/dues roster 2025.csv", A, "VFW", 160, t_vfw_dues)
    add(f"{d}/Flyers/Veterans Day 2025.docx", A, "VFW", 215, t_vfw_flyer)
    add(f"{d}/Flyers/Steak night.docx", A, "VFW", 88, t_vfw_flyer)
    add(f"{d}/Flyers/Fish fry June.docx", A, "VFW", 6, t_vfw_flyer)
    add(f"{d}/Flyers/bingo.png", A, "VFW", 120, "")
    add(f"{d}/QM report for Tuesday.eml", A, "VFW", 38, t_vfw_mail)

    # ------------------------------------------------------------ Church, Family, Quince
    d = "Documents/Church"
    add(f"{d}/Usher schedule summer.xlsx", A, "Church", 10, t_usher_schedule)
    add(f"{d}/KofC newsletter May.pdf", A, "Church", 24, t_kofc)
    add(f"{d}/Fall festival signup.docx", A, "Church", 230, t_parish_festival)
    add(f"{d}/Letter from Deacon.pdf", A, "Church", 140, t_church_giving)
    d = "Documents/Family"
    add(f"{d}/Birthdays.txt", A, "Family", 400, t_birthdays)
    add(f"{d}/Christmas card list.xlsx", A, "Family", 190, t_christmas_list)
    add(f"{d}/from Angie.txt", A, "Family", 40, t_angela_letter)
    d = "Documents/Quince de Sofia"
    add(f"{d}/Invitacion XV Sofia.pdf", P, "Family", 55, t_quince_invite)
    add(f"{d}/Southwest itinerary.pdf", P, "Family", 60, t_quince_flights)
    add(f"{d}/Drury Plaza reservation.pdf", P, "Family", 58, t_quince_hotel)
    add(f"{d}/Sofi's quince - padrinos.eml", P, "Family", 35, t_quince_mail)
    add(f"{d}/rosary and Bible receipt.pdf", P, "Family", 14, t_quince_gift)
    add(f"{d}/Quince budget.xlsx", P, "Family", 10, t_quince_budget)
    add(f"{d}/packing list.txt", P, "Family", 2, t_quince_packing)

    # ------------------------------------------------------------ Mom's Estate (Archive/Estate), Travel, Recipes, Books
    d = "Documents/Mom's Estate"
    add(f"{d}/Obituary Mom.docx", X, "Estate", 1590, t_obituary)
    add(f"{d}/Letters of Administration.pdf", X, "Estate", 1550, t_letters_admin)
    add(f"{d}/Inventory.pdf", X, "Estate", 1500, t_estate_inventory)
    add(f"{d}/Dupree letter June 2022.pdf", X, "Estate", 1440, t_estate_attorney)
    add(f"{d}/Ivy St settlement statement.pdf", X, "Estate", 1434, t_estate_closing)
    add(f"{d}/Final accounting.pdf", X, "Estate", 1310, t_estate_final)
    add(f"{d}/Receipt and release - Theresa.pdf", X, "Estate", 1312, t_estate_release)
    photo(f"{d}/Mom and Dad 1985.jpg", X, "Estate", 1580)
    d = "Documents/Travel"
    a = f"{d}/Alaska Cruise 2024"
    add(f"{a}/HAL booking confirmation.pdf", X, "Travel", 800, t_cruise_booking)
    add(f"{a}/American Airlines receipt.pdf", X, "Travel", 760, t_cruise_flights)
    add(f"{a}/shore excursions.txt", X, "Travel", 700, t_cruise_excursions)
    add(f"{a}/Onboard statement.pdf", X, "Travel", 652, t_cruise_statement)
    add(f"{d}/Space-A notes.txt", R, "Travel", 900, t_space_a)
    add(f"{d}/MWR lodging.txt", R, "Travel", 330, t_mwr_lodging)
    d = "Documents/Recipes"
    for i, name in enumerate(RECIPES):
        ext = "docx" if i % 3 else "txt"
        add(f"{d}/{name}.{ext}", R, "Cooking", 300 + i * 97, _recipe(name))
    d = "Documents/Books"
    add(f"{d}/The Bluejacket's Manual.epub", R, "Navy", 1100,
        _epub("The Bluejacket's Manual, 25th Edition", "Thomas J. Cutler", "en",
              "Chapter 1: Welcome aboard. The Navy's core values are honor, courage and commitment. Standing watch, "
              "shipboard organization, rates and ratings, knots and marlinespike seamanship."))
    add(f"{d}/Neptune's Inferno.epub", R, "Navy", 950,
        _epub("Neptune's Inferno: The U.S. Navy at Guadalcanal", "James D. Hornfischer", "en",
              "In the waters off Guadalcanal the U.S. Navy fought a series of night surface actions in 1942..."))
    add(f"{d}/Saltwater Fishing NW Florida.epub", R, "Boat", 600,
        _epub("Saltwater Fishing the Florida Panhandle", "Capt. Robert Haskins", "en",
              "From Perdido Key to Apalachicola: inshore flats, the passes, nearshore reefs and the edge. "
              "Rigging for redfish, speckled trout, cobia and red snapper."))

    # ------------------------------------------------------------ Documents/Scanned Documents (hard)
    d = "Documents/Scanned Documents"
    seen: set[str] = set()

    def scan(age: float, bucket: str, topic: str, content) -> None:
        base = f"Scan_{(NOW - timedelta(days=age)):%Y%m%d}"
        name, n = base, 1
        while name in seen:
            n += 1
            name = f"{base} ({n})"
        seen.add(name)
        add(f"{d}/{name}.pdf", bucket, topic, age, content, hard=True)

    scan(180, P, "Home", t_deposit_receipt)
    scan(174, P, "Home", t_hoa_arc)
    scan(57, P, "Home", t_intent_lien)
    scan(2390, X, "Navy", t_dd214)
    scan(2388, X, "Navy", t_nam_citation)
    scan(1549, X, "Estate", t_letters_admin)
    scan(1311, X, "Estate", t_estate_release)
    scan(188, A, "VA", t_va_rating)
    scan(209, A, "Home", t_property_tax)
    scan(140, A, "Finance", t_1099r)
    scan(79, A, "Boat", t_boat_registration)
    scan(22, P, "Health", t_dme)
    scan(14, P, "Family", t_quince_gift)
    scan(49, A, "VFW", t_trustees_audit)
    scan(1877, X, "Cars", t_old_truck_sale)
    scan(1877, X, "Cars", t_old_truck_sale)

    # ------------------------------------------------------------ Documents root, New folder, Donna (hard)
    d = "Documents"
    add(f"{d}/Document.docx", A, "Church", 23, t_kofc, hard=True)
    add(f"{d}/Doc2.docx", P, "Navy", 74, t_reunion_minutes, hard=True)
    add(f"{d}/notes.txt", X, "Travel", 690, t_cruise_excursions, hard=True)
    add(f"{d}/New folder/Document.docx", A, "VA", 100, t_lay_statement, hard=True)
    add(f"{d}/New folder/scan.pdf", X, "Estate", 1498, t_estate_inventory, hard=True)
    add(f"{d}/New folder/info.txt", R, "Travel", 880, t_space_a, hard=True)
    add(f"{d}/New folder/New Text Document.txt", P, "Boat", 39, t_sea_trial, hard=True)
    add(f"{d}/New folder/Doc3.docx", X, "Navy", 2369, t_navy_speech, hard=True)
    add(f"{d}/Donna/Document1.docx", A, "Church", 228, t_parish_festival, hard=True)
    add(f"{d}/Donna/list.txt", A, "Family", 380, t_birthdays, hard=True)
    add(f"{d}/Donna/scan.pdf", A, "Finance", 84, t_ss_donna, hard=True)
    add(f"{d}/Donna/Document2.docx", P, "Health", 44, t_work_leave, hard=True)
    ini(d, 900)
    ini("Documents/Donna", 700)

    # ------------------------------------------------------------ Downloads
    d = "Downloads"
    hard_dl = [("document.pdf", 30, A, "Finance", t_dfas_ras),
               ("document (1).pdf", 128, A, "Health", t_tricare_eob),
               ("document (2).pdf", 59, A, "VA", t_va_benefit_letter),
               ("document (3).pdf", 40, P, "Health", t_knee_auth),
               ("document (4).pdf", 13, P, "Navy", t_museum_tour),
               ("file.pdf", 25, P, "Boat", t_survey),
               ("file (1).pdf", 28, P, "Home", t_dfs_mediation),
               ("download.pdf", 60, A, "Home", t_hoa_statement),
               ("download (1).pdf", 232, P, "Home", t_adjuster_estimate),
               ("statement.pdf", 61, A, "Finance", t_nfcu_statement),
               ("statement (1).pdf", 6, A, "Finance", t_visa),
               ("attachment.pdf", 297, P, "Navy", t_hotel_contract),
               ("attachment (1).pdf", 20, P, "Navy", t_banquet_menu),
               ("Untitled.pdf", 801, X, "Travel", t_cruise_booking),
               ("print.pdf", 59, P, "Family", t_quince_flights),
               ("print (1).pdf", 57, P, "Family", t_quince_hotel),
               ("export.csv", 2, A, "VA", t_va_payments),
               ("export (1).csv", 27, P, "Navy", t_reunion_roster),
               ("data.xlsx", 158, A, "VFW", t_vfw_dues),
               ("Untitled spreadsheet.xlsx", 41, P, "Boat", t_boat_compare),
               ("letter.docx", 1313, X, "Estate", t_estate_release),
               ("message.eml", 22, P, "Boat", t_boat_buyer_mail),
               ("message (1).eml", 37, A, "VFW", t_vfw_mail),
               ("Re_ question.eml", 63, P, "Navy", t_reunion_mail),
               ("ViewDocument.pdf", 40, A, "VA", t_cp_exam),
               ("ViewDocument (1).pdf", 36, A, "Health", t_express_scripts),
               ("getdoc.pdf", 139, A, "Finance", t_1099r),
               ("Invoice.pdf", 73, A, "Boat", t_outboard_service),
               ("form.pdf", 4, P, "Boat", t_hsmv82040),
               ("scan0001.pdf", 179, P, "Home", t_roof_contract),
               ("doc_2026-04-28.pdf", 34, P, "Home", t_dbpr_complaint),
               ("report.pdf", 97, A, "Health", t_labs),
               ("notice.pdf", 229, A, "Health", t_tricare_fee),
               ("Document (5).pdf", 1432, X, "Estate", t_estate_closing),
               ("document (6).pdf", 241, P, "Home", t_claim_ack),
               ("file (2).pdf", 95, P, "Health", t_knee_consult),
               ("Untitled (1).pdf", 139, A, "VA", t_va_itf),
               ("output.pdf", 19, A, "Home", t_ho_declarations)]
    for name, age, b, t, fn in hard_dl:
        add(f"{d}/{name}", b, t, age, fn, hard=True)
    add(f"{d}/Pinnacle adjuster estimate.pdf", P, "Home", 233, t_adjuster_estimate)
    add(f"{d}/Registration form.pdf", P, "Navy", 150, t_reunion_registration)
    add(f"{d}/FWC_Saltwater_Regs_2026.pdf", R, "Boat", 45, t_fwc_regs)
    add(f"{d}/PACT Act fact sheet.pdf", R, "VA", 421, t_pact_act)
    add(f"{d}/Key-West-1720-specs.pdf", P, "Boat", 46, t_keywest_brochure)
    add(f"{d}/Bluejackets_Manual_25th.epub", R, "Navy", 1101,
        _epub("The Bluejacket's Manual, 25th Edition", "Thomas J. Cutler", "en",
              "Chapter 1: Welcome aboard. Honor, courage, commitment. Watchstanding and shipboard life."))
    add(f"{d}/CRDP_CRSC_comparison.pdf", R, "Finance", 352, t_retiree_article)
    add(f"{d}/hurricane-checklist-2025.pdf", R, "Home", 371, t_hurricane_prep)
    add(f"{d}/TRICARE_Select_Overview_FS.pdf", R, "Health", 701, t_tricare_handbook)
    exe(f"{d}/GarminExpressInstaller.exe", R, "Software", 420)
    exe(f"{d}/ChromeSetup.exe", R, "Software", 180)
    exe(f"{d}/TurboTax_Deluxe_2025_Win.exe", R, "Software", 95)
    exe(f"{d}/ZoomInstallerFull.exe", R, "Software", 160)
    exe(f"{d}/vlc-3.0.21-win64.exe", R, "Software", 500)
    add(f"{d}/HPSmart_Setup.msi", R, "Software", 610, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 2500))
    add(f"{d}/Garmin_echoMAP_UHD_9x_fw_3.20.zip.crdownload", L, "System", 1, _blob(r, b"PK\x03\x04", 2200))
    add(f"{d}/Unconfirmed 481223.crdownload", L, "System", 44, _blob(r, b"%PDF-1.7\n", 900))
    add(f"{d}/halvorsen_1988_med_cruise_photos.zip.part", L, "System", 3, _blob(r, b"PK\x03\x04", 2600))
    ini(d, 600)

    # ------------------------------------------------------------ Desktop
    d = "Desktop"
    add(f"{d}/New Text Document.txt", A, "Finance", 29, t_ss_plan, hard=True)
    add(f"{d}/New Text Document (2).txt", P, "Boat", 32, t_sea_trial, hard=True)
    add(f"{d}/New Microsoft Word Document.docx", P, "Navy", 158, t_reunion_flyer, hard=True)
    add(f"{d}/Doc1.docx", P, "Health", 46, t_work_leave, hard=True)
    add(f"{d}/notes.txt", A, "Finance", 82, t_tax_notes, hard=True)
    add(f"{d}/todo.txt", P, "Family", 3, t_quince_packing, hard=True)
    add(f"{d}/list.txt", R, "Boat", 300, t_knots, hard=True)
    add(f"{d}/New Microsoft Excel Worksheet.xlsx", A, "Church", 11, t_usher_schedule, hard=True)
    add(f"{d}/draft.docx", A, "VFW", 13, t_vfw_minutes, hard=True)
    add(f"{d}/Untitled.txt", P, "Health", 4, t_recovery_log, hard=True)
    add(f"{d}/New Text Document (3).txt", R, "Boat", 515, t_reef_numbers, hard=True)
    add(f"{d}/Fish fry flyer June.docx", A, "VFW", 7, t_vfw_flyer)
    add(f"{d}/QM report May 2026.docx", A, "VFW", 2, t_vfw_qm_report)
    add(f"{d}/Reunion flyer FINAL.docx", P, "Navy", 9, t_reunion_flyer)
    lock(f"{d}/~$union flyer FINAL.docx", 0)
    add(f"{d}/Roof timeline for mediation.docx", P, "Home", 5, t_roof_log)
    add(f"{d}/Grady for sale ad.txt", P, "Boat", 75, t_boat_listing)
    add(f"{d}/Donna PT exercises.pdf", P, "Health", 15, t_knee_exercises)
    add(f"{d}/Screenshot 2026-05-22 093114.png", R, "Photos", 10, "")
    add(f"{d}/Screenshot 2026-05-29 171502.png", R, "Photos", 3, "")
    ini(d, 1000)
    lock("Documents/Finance/~$dget 2026.xlsx", 0)

    # ------------------------------------------------------------ Pictures
    d = "Pictures"
    for age in (410, 360, 300, 240, 150, 122, 61, 33, 9):
        iphone(f"{d}/iPhone/{(NOW - timedelta(days=age)):%Y-%m}", R, "Photos", age, r.choice(["HEIC", "JPG"]))
    for age in (88, 47, 47, 25, 11):
        ts = NOW - timedelta(days=age, seconds=r.randint(0, 40_000))
        photo(f"{d}/Donna Phone/{ts:%Y%m%d_%H%M%S}.jpg", R, "Photos", age)
    for age in (190, 120, 30, 8):
        ts = NOW - timedelta(days=age, seconds=r.randint(0, 40_000))
        add(f"{d}/Screenshots/Screenshot {ts:%Y-%m-%d %H%M%S}.png", R, "Photos", age, "")
    for age in (520, 380, 260, 66):
        iphone(f"{d}/Fishing", R, "Photos", age, "JPG")
    for age in (243, 243, 242, 242, 241):
        iphone(f"{d}/Roof damage Sept 2025", P, "Home", age, "JPG")
    for age in (657, 656, 654, 653, 652, 651):
        iphone(f"{d}/Alaska 2024", X, "Travel", age, "JPG")
    thumbs(f"{d}/Alaska 2024", 640)
    thumbs(f"{d}/Fishing", 60)
    ini(d, 1000)

    # ------------------------------------------------------------ Old Laptop (Dell) copy (Archive/Backup)
    d = "Old Laptop (Dell)/Users/Ray"
    add(f"{d}/Documents/resume 2018.docx", X, "Backup", 2900, t_old_resume)
    add(f"{d}/Documents/budget 2018.xlsx", X, "Backup", 2850, t_old_budget)
    add(f"{d}/Documents/Moving to Florida.txt", X, "Backup", 2620, t_old_notes)
    add(f"{d}/Documents/Navy/DD-214.pdf", X, "Backup", 3100, t_dd214)
    add(f"{d}/Documents/Navy/OMPF index.txt", X, "Backup", 3000, t_old_ompf)
    add(f"{d}/Documents/VFW Post 4809/minutes Nov 2017.docx", X, "Backup", 3120, t_old_vfw)
    add(f"{d}/Documents/Recipes/Navy Bean Soup (Senate style).txt", X, "Backup", 3200,
        _recipe("Navy Bean Soup (Senate style)"))
    add(f"{d}/Desktop/Fw pics from the beach.eml", X, "Backup", 3300, t_old_mail)
    add(f"{d}/Desktop/New Text Document.txt", X, "Backup", 2700, t_old_notes)
    for age in (3310, 3309, 3050):
        iphone(f"{d}/Pictures/2017 Sandbridge", X, "Backup", age, "JPG")
    add(f"{d}/Music/Anchors Aweigh.mp3", X, "Backup", 3400,
        lambda r, dt: _id3(r, "Anchors Aweigh", "United States Navy Band", "Navy Songs"))
    add(f"{d}/Downloads/TurboTax_2017_setup.exe", X, "Backup", 3000,
        _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", 2000))
    thumbs(f"{d}/Pictures/2017 Sandbridge", 3000)
    ini(f"{d}/Documents", 3400)

    # ------------------------------------------------------------ unlabelled dot files
    dot("Documents/USS Halvorsen Reunion 2026/Slide show/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 40)
    dot("Old Laptop (Dell)/Users/Ray/.bash_history", b"ls\ncd Documents\n", 3000)
    dot("Downloads/._Key-West-1720-specs.pdf", _blob(r, b"\x00\x05\x16\x07", 120), 46)

    return items
