"""A forty-first unseen labelled corpus: Arjun Rao, ``build(root, seed)``, written blind.

What was read before writing it, and nothing else in the repository: ``unseen.py``'s module docstring, the
first lines of its ``build()`` (the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``,
``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3`` and ``_blob``; ``corpus.py``'s ``Item``
dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``,
``_docx``, ``_png`` and ``HEIC_HEAD``. No classifier code, documentation, test, script, other corpus body
or placement result was opened. The files and labels are shaped by what this person would have on disk,
not by what the code looks for.

The person: Arjun Rao, 34, a backend software engineer (Go and Java, payments ledger team) at PayNidhi
Technologies Pvt Ltd, a fintech in Koramangala, Bengaluru, since May 2022. Before that he spent six years
(2016-2022) at Cognivance Solutions, an IT services company in Whitefield, on a bank's core-banking
maintenance contract; that job is over. He did a work-integrated MTech in Software Systems with BITS
Pilani WILP (2020-2022), finished. He rents a 2BHK in HSR Layout, Bengaluru (landlord Mr. Suresh Gowda),
drives a 2021 Tata Nexon (KA-01-MW-4821), plays Sunday league cricket for the HSR Strikers Cricket Club,
invests through SIPs in mutual funds, has EPF and PPF, and is covered by his employer's group health
policy plus a personal top-up; he also pays his parents' senior-citizen health policy. Going on now (NOW
is 2026-06-01, ``corpus.NOW``): (a) building a house for his parents Ramesh and Shanthala Rao on their
site in Vijayanagar 4th Stage, Mysuru -- architect's plans, the building licence from the Mysuru City
Corporation, the contractor's running bills, material bills, and an SBI construction home loan paid out
in tranches; (b) his younger sister Divya's wedding to Karthik Hegde on 10-11 September 2026 in Mysuru --
venue, caterer, photographer, invitations, guest lists, budget; (c) preparing for the AWS Certified
Solutions Architect - Associate exam (booked for July 2026); (d) a side project, "Hisaab", a Flutter app
for splitting household expenses that he wants to put on the Play Store this summer. Finished: the
Cognivance job, the MTech, a motorbike trip to Ladakh in August 2024, and the flat in Whitefield that he
bought in 2018 with an HDFC home loan (closed 2023) and sold in November 2024.

The machine: a Windows 11 laptop (personal, not the work laptop) with the usual user-folder habits:
``Documents/`` partly tidy (``Finance/``, ``PayNidhi/``, ``Mysuru Mane/`` -- "mane" is Kannada for house --,
``Car/``, ``Health/``...), ``Downloads/`` full of bank PDFs, WhatsApp documents, installers and
``document (3).pdf``-style names, a cluttered ``Desktop/``, ``Pictures/Screenshots`` and ``Pictures/Camera
Roll``, WhatsApp Desktop images saved to ``Pictures/WhatsApp``, a ``OneDrive/`` folder (the wedding
folder is shared there with the family), ``Documents/Scanned Documents/`` from the phone scanner app, the
Flutter project under ``StudioProjects/``, and ``Old phone - Redmi Note 8 Pro/``, a copy of the phone he
replaced in January 2025. Mostly English, with Kannada and a little Hindi in names, messages and the invitation.

Labelling rules (written before any file was generated; every file is labelled by them as of NOW):

- **Projects** (an outcome with an end, still being worked on now, whatever the file's age):
  the Mysuru house -- plans, approvals, khata, contractor agreement and bills, material bills, the SBI
  construction loan's sanction and disbursements, site photos, the budget sheet -- topic Home; Divya's
  wedding -- venue, caterer, photographer, invitations, guest lists, budget, purchases, venue photos --
  topic Wedding; the AWS certification -- notes, practice tests, exam booking, course material gathered
  for it -- topic Learning; the Hisaab app -- code, design, store listing, privacy policy, domain and
  developer-account bills, app screenshots -- topic Hisaab.
- **Areas** (responsibilities with a standard to keep and no end, whatever the document's age):
  money -- bank and credit-card statements, income tax (ITR, Form 16 even from the old employer, Form
  26AS, AIS, tax working), mutual funds and SIPs, EPF (also the transfer from the old employer's PF) and
  PPF -- topic Finance; the current job -- offer and appraisal letters, payslips, on-call rota and
  runbooks, postmortems, reimbursements -- topic Career; health -- his and his parents' health insurance,
  claims, lab reports, prescriptions -- topic Health; the rented flat in Bengaluru -- rent agreement,
  rent receipts, electricity, internet, society maintenance -- topic Home; the car -- insurance,
  service, PUC, FASTag -- topic Car; the cricket club -- membership fees, fixtures, team messages --
  topic Cricket.
- **Resources** (reference and interests kept by subject): technical reference and cheat sheets not
  gathered for the AWS exam (Learning); cricket drills and articles (Cricket); the car's manual (Car);
  recipes (Cooking); ebooks (Books); travel ideas and guides for trips not planned (Travel); installers
  (Software); photos, WhatsApp images and screenshots (Photos) -- except photos and screenshots that
  document a project, current or finished (site photos go with the house, venue photos with the
  wedding, app screenshots with Hisaab, Ladakh photos with the trip, listing photos with the sold
  flat), images that are scans of a document (the car's RC card, the degree certificate), which go
  with that document's subject, and anything inside the phone copy.
- **Archive** (finished projects and ended responsibilities): the Cognivance job -- offer, payslips,
  relieving and experience letters, project documents (Career); the MTech (Learning); the Ladakh trip,
  its bookings, permits, expenses and photos (Travel); the sold Whitefield flat and its closed HDFC loan
  (Home); the copy of the old phone, kept whole whatever is inside it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``, ``.tmp``), Office lock files (``~$name``),
  ``desktop.ini`` and ``Thumbs.db`` -- topic System. Dot files (``.gitignore``, ``.metadata``) are written
  but not labelled.

Topics are subjects, the same across buckets: Home (the Mysuru house, the rented flat, the sold flat),
Wedding, Learning, Hisaab, Finance, Career, Health, Car, Cricket, Travel, Cooking, Books, Software,
Photos, Backup, System. ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/document (3).pdf``, ``Desktop/New Text Document.txt``,
``Documents/Scanned Documents/Adobe Scan 14 Apr 2026.pdf``,
``Documents/Book1.xlsx``): only the text inside can place it. Images are never hard; nothing inside a
folder that names its subject is hard.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _d, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

# --------------------------------------------------------------------------- helpers


def _inr(v: float, sym: str = "Rs. ") -> str:
    """Indian digit grouping: 12,34,567.00."""
    whole, frac = f"{v:.2f}".split(".")
    neg = whole.startswith("-")
    whole = whole.lstrip("-")
    if len(whole) > 3:
        head, tail = whole[:-3], whole[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        whole = ",".join(groups) + "," + tail
    return ("-" if neg else "") + sym + whole + "." + frac


def _amt(r: random.Random, lo: float, hi: float, step: int = 1) -> float:
    return round(r.uniform(lo, hi) / step) * step


def _ds(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _fy(dt: datetime) -> str:
    y = dt.year if dt.month >= 4 else dt.year - 1
    return f"{y}-{str(y + 1)[-2:]}"


def _ref(r: random.Random, prefix: str = "", n: int = 8) -> str:
    return prefix + "".join(str(r.randint(0, 9)) for _ in range(n))


FIRST = [
    "Prakash",
    "Meera",
    "Sandeep",
    "Kavya",
    "Naveen",
    "Lakshmi",
    "Ravi",
    "Shruti",
    "Girish",
    "Anitha",
    "Vinay",
    "Pallavi",
    "Harish",
    "Deepa",
    "Kiran",
    "Sowmya",
    "Mahesh",
    "Rekha",
    "Arvind",
    "Nandini",
    "Suresh",
    "Bhavana",
    "Rohit",
    "Priya",
    "Ajay",
    "Sneha",
    "Manoj",
    "Asha",
]
SURN = [
    "Bhat",
    "Hegde",
    "Shetty",
    "Kulkarni",
    "Gowda",
    "Rao",
    "Nayak",
    "Kamath",
    "Iyer",
    "Reddy",
    "Acharya",
    "Prabhu",
    "Joshi",
    "Murthy",
    "Shenoy",
    "Pai",
    "Srinivas",
    "Menon",
    "Sharma",
    "Patil",
]
RELATION = [
    "Appa side",
    "Amma side",
    "Karthik side",
    "Friends (Divya)",
    "Neighbours Mysuru",
    "Appa's bank friends",
    "Friends (Arjun)",
    "Office (Divya)",
]
CITIES = [
    "Mysuru",
    "Bengaluru",
    "Udupi",
    "Mangaluru",
    "Hubballi",
    "Shivamogga",
    "Chennai",
    "Pune",
    "Hyderabad",
    "Mandya",
    "Hassan",
    "Davanagere",
]


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


ME = "Arjun Rao"
ME_ADDR = "Flat 304, Sai Srinivasa Residency, 17th Cross, Sector 4, HSR Layout, Bengaluru 560102"
PAN = "AQBPR4471K"
UAN = "100984736215"
SITE = "Site No. 1147, 'B' Block, Vijayanagar 4th Stage, Mysuru 570032"
CAR = "KA-01-MW-4821"
EMPLOYER = "PayNidhi Technologies Pvt Ltd"
EMP_ADDR = "4th Floor, Prestige Cube, 80 Feet Road, Koramangala 6th Block, Bengaluru 560095"
OLD_EMP = "Cognivance Solutions Pvt Ltd"
OLD_ADDR = "Tower B, ITPL Main Road, Whitefield, Bengaluru 560066"
CONTRACTOR = "Sri Manjunatha Builders (Manjunath B. S.)"
ARCHITECT = "Ar. Pooja Nayak, Nayak Design Studio, Saraswathipuram, Mysuru"
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


SITE_WORK = ["lintel beams on ground floor", "roof slab shuttering", "first floor block work", "plastering inside"]
AWS_DOMAINS = ["Design Resilient Architectures", "Cost-Optimized", "Secure Architectures", "High-Performing"]
PLAY_SUBJECTS = ["Your app Hisaab is now available for closed testing",
                 "Action required: complete your Data safety section for Hisaab"]
ALERT_MEANING = {"LedgerPostingLagHigh": "posting lag > 120 s for 5 min",
                 "SettlementFileMissing": "the NPCI settlement file is not in the SFTP bucket by 02:30 IST",
                 "PgReplicationLag": "replica lag > 30 s",
                 "UPIReversalSpike": "reversals > 2% of UPI credits in 10 min"}
CLAIM_ITEMS = ["Cab to office for incident bridge", "Team offsite travel",
               "Book - Designing Data-Intensive Applications"]
CR_TITLES = ["NEFT batch cut-off change", "Positive pay for cheques > 5 lakh", "GST on service charges in CBS",
             "Aadhaar seeding report"]
DIAGNOSES = ["Acute gastroenteritis with dehydration", "Dengue fever (NS1 positive)",
             "Fracture left wrist (cricket injury)"]
TOLLS = ["Kaniminike Toll Plaza (Bengaluru-Mysuru Expressway)", "Seshagirihalli Toll Plaza", "Attibele Toll Plaza"]
GROUNDS = ["HAL ground", "Jakkur Cricket Ground", "Jain University ground", "KSCA Alur 2"]


# --------------------------------------------------------------------------- Mysuru house (Projects Home)


def t_sanction(r, dt):
    amt = 4_500_000
    return f"""STATE BANK OF INDIA
RACPC Mysuru, Vinoba Road, Mysuru 570005
Ref: RACPC/MYS/HL/{_ref(r, "", 6)}                                  Date: {_ds(dt)}

To
Shri {ME}
{ME_ADDR}

Sub: Sanction of SBI Regular Home Loan - Construction of residential building

Dear Sir,
We are pleased to inform you that a Home Loan has been sanctioned to you (co-applicant: Shri Ramesh Rao)
on the terms given below:
Loan account      : {_ref(r, "4089", 7)}
Purpose           : Construction of G+1 residential house at {SITE}
Sanctioned amount : {_inr(amt)}  (Rupees Forty Five Lakh only)
Rate of interest  : {r.choice(["8.50", "8.55", "8.65"])}% p.a. floating (EBLR linked)
Tenure            : 240 months, moratorium till completion or 18 months whichever is earlier
Disbursement      : in stages as per progress certified by the Bank's empanelled engineer
   Stage 1 - plinth level           20%
   Stage 2 - lintel level            25%
   Stage 3 - roof slab                25%
   Stage 4 - plastering & flooring   20%
   Stage 5 - finishing                10%
Security          : Equitable mortgage of the above site and building thereon
Processing fee    : {_inr(10_000 + r.randint(0, 5) * 500)} plus GST

Please submit the approved building plan, building licence from Mysuru City Corporation and the
estimate signed by a licensed engineer before the first disbursement.

Branch Manager / Authorised Signatory
"""


def t_disbursement(r, dt, k=0):
    stages = [("Stage 1 - plinth level", 900_000), ("Stage 2 - lintel level", 1_125_000),
              ("Stage 3 - roof slab", 1_125_000)]
    stage = stages[k]
    total = sum(a for _, a in stages[: k + 1])
    return f"""State Bank of India - Home Loan Disbursement Advice
Date: {_ds(dt)}
Borrower: {ME}  |  Co-borrower: Ramesh Rao
Home loan a/c: 4089{_ref(r, "", 7)}
Property: {SITE}

Disbursement no.: {k + 1}
Stage: {stage[0]}
Engineer's inspection report no.: ENG/MYS/{_ref(r, "", 5)} dated {_ds(dt - timedelta(days=6))}
Amount disbursed: {_inr(stage[1])}
Credited to: {CONTRACTOR}, Canara Bank, Vijayanagar branch, a/c ending {r.randint(1000, 9999)}
Own contribution verified: {_inr(_amt(r, 300_000, 700_000, 1000))}
Total disbursed to date: {_inr(total)}
Pre-EMI interest will be debited on the 5th of every month from SB a/c ending 7731.
"""


def t_ra_bill(r, dt, n=0):
    n = n or r.randint(2, 9)
    items = [
        ("Earthwork excavation for foundation", "cum", 48, 420),
        ("PCC 1:4:8 bed", "cum", 9.5, 5200),
        ("Size stone masonry in CM 1:6", "cum", 32, 5900),
        ("RCC M20 plinth beam incl. steel", "cum", 7.8, 13500),
        ("Solid block masonry 8 inch", "sqm", 155, 1150),
        ("RCC roof slab M20, 5 inch", "sqm", 132, 2850),
        ("Internal plastering 12mm", "sqm", 310, 320),
        ("Lintel & sunshade", "rmt", 62, 780),
    ]
    pick = r.sample(items, 4)
    lines, tot = [], 0.0
    for desc, unit, q, rate in pick:
        q2 = round(q * r.uniform(0.6, 1.1), 1)
        amt = q2 * rate
        tot += amt
        lines.append(f"{desc:<44} {q2:>7} {unit:<4} {rate:>7} {_inr(amt, '')}")
    ret = tot * 0.05
    body = "\n".join(lines)
    return f"""{CONTRACTOR}
#214, 2nd Main, Hebbal 1st Stage, Mysuru 570016   Ph 98450 {r.randint(10000, 99999)}
RUNNING ACCOUNT BILL No. RA-{n:02d}                 Date: {_ds(dt)}
Client: Sri Ramesh Rao / Sri Arjun Rao
Work: Construction of residential building (G+1) at {SITE}

Description                                    Qty     Unit Rate    Amount
{body}
Gross value of work this bill                                      {_inr(tot, "")}
Less: retention 5%                                                 {_inr(ret, "")}
Net payable                                                        {_inr(tot - ret)}
Cement and steel supplied by client - not included.
Certified by: {ARCHITECT}
Bank: Canara Bank, Vijayanagar branch, IFSC CNRB0001842
"""


def t_material(r, dt):
    kind = r.choice(["cement", "steel", "sand", "blocks", "plumbing", "electrical"])
    table = {
        "cement": ("Sri Chamundeshwari Traders, Hinkal", "UltraTech OPC 53 grade cement", "bags", 380, 150, 450),
        "steel": ("Mysore Steel Corporation, Bannimantap", "JSW Neosteel Fe550D TMT 12mm", "kg", 68, 900, 2600),
        "sand": ("Kaveri M-Sand Suppliers, Hootagalli", "M-Sand (plastering grade)", "tonne", 1150, 10, 28),
        "blocks": ("Bhuvaneshwari Cement Products, Metagalli", "Solid concrete blocks 8 inch", "nos", 48, 1500, 4000),
        "plumbing": (
            "Raghavendra Sanitary & Hardware, Vijayanagar",
            "Ashirvad CPVC pipes & fittings",
            "lot",
            1,
            28000,
            64000,
        ),
        "electrical": (
            "Sri Ganesh Electricals, Kuvempunagar",
            "Finolex FR wires 1.5/2.5 sq mm, Anchor Roma switches",
            "lot",
            1,
            42000,
            91000,
        ),
    }
    vendor, item, unit, rate, lo, hi = table[kind]
    q = r.randint(lo, hi) if unit != "lot" else 1
    base = q * rate if unit != "lot" else r.randint(lo, hi)
    gst = base * (0.28 if kind == "cement" else 0.18)
    return f"""TAX INVOICE
{vendor}
GSTIN: 29{_ref(r, "", 5)}{chr(65 + r.randint(0, 25))}1Z{r.randint(1, 9)}
Invoice No: {r.randint(100, 2999)}/{_fy(dt)}        Date: {_ds(dt)}
Bill to: Ramesh Rao, {SITE}
Delivery: at site, Vijayanagar 4th Stage (contractor Manjunath)

Item: {item}
Qty: {q} {unit}    Rate: {_inr(rate, "") if unit != "lot" else "-"}
Taxable value: {_inr(base)}
GST: {_inr(gst)}
Total: {_inr(base + gst)}
Paid by UPI ref {_ref(r, "", 12)} from A/c of Arjun Rao
Goods once sold will not be taken back. Subject to Mysuru jurisdiction.
"""


def t_licence(r, dt):
    return f"""MYSURU CITY CORPORATION
Town Planning Section - Zone 5
BUILDING LICENCE
Licence No.: MCC/TP/BL/{r.randint(100, 999)}/{_fy(dt)}        Date: {_ds(dt)}

Owner: Sri Ramesh Rao S/o late Srinivasa Rao
Property: {SITE}, PID No. 32-{r.randint(10, 99)}-{r.randint(100, 999)}
Site dimensions: 30 ft x 40 ft (111.48 sqm)
Approved: Ground + First floor residential, built-up area 2,140 sq ft
Setbacks: front 1.5 m, rear 1.0 m, sides 1.0 m
Licence valid for two years from the date of issue.
Conditions: rain water harvesting structure mandatory; no construction beyond approved plan;
occupancy certificate to be obtained before occupation.
Fee paid: {_inr(_amt(r, 38000, 52000, 10))} vide challan {_ref(r, "", 9)}
Assistant Director of Town Planning
"""


def t_site_notes(r, dt):
    todo = r.sample(
        [
            "Curing of slab - Manjunath's boy comes only evening, ask for morning also",
            "Electrical conduit points: Appa wants 2 extra plug points in pooja room",
            "Check sump size - 8000 litres as per plan, they dug smaller?",
            "Staircase headroom looks less, call Pooja madam",
            "Steel bill from Mysore Steel - 120 kg extra, ask for return",
            "Amma wants kitchen window facing east, confirm with architect before lintel",
            "Borewell motor - get quote from Raghavendra",
            "Plinth protection on north side not done",
            "Vastu: main door NE, confirm before door frame (Purohit said Thursday is good)",
            "Water tank on terrace - Sintex 2000 L, order by 20th",
        ],
        5,
    )
    return (
        f"Site visit - Mysuru mane - {_d(dt)}\n\nWith Appa and Manjunath. Work: "
        f"{r.choice(SITE_WORK)}"
        f"\nLabour on site: {r.randint(6, 14)}\n\n"
        + "\n".join(f"- {t}" for t in todo)
        + f"\n\nPaid Manjunath advance {_inr(_amt(r, 50000, 200000, 5000), '₹')} (GPay). Next visit "
        f"{_d(dt + timedelta(days=r.randint(6, 14)))}.\nಅಪ್ಪ ಹೇಳಿದ್ದು: ಮಳೆ ಬರುವ ಮೊದಲು ಸ್ಲ್ಯಾಬ್ ಮುಗಿಸಬೇಕು.\n"
    )


def t_house_budget(r, dt):
    rows = [
        ("Architect fees", 180000),
        ("Building licence & fees", 46500),
        ("Foundation & plinth", 820000),
        ("Superstructure ground floor", 1250000),
        ("Roof slab", 690000),
        ("First floor", 1180000),
        ("Cement (client supply)", 540000),
        ("Steel (client supply)", 770000),
        ("Electrical", 310000),
        ("Plumbing & sanitary", 285000),
        ("Flooring (vitrified)", 420000),
        ("Doors & windows (teak/UPVC)", 510000),
        ("Painting", 240000),
        ("Compound wall & gate", 180000),
        ("Borewell & sump", 150000),
    ]
    out = ["Head;Estimate;Spent so far;Balance;Remarks"]
    for head, est in rows:
        spent = int(est * r.choice([0, 0, 0.3, 0.6, 1.0, 1.05]))
        out.append(
            f"{head};{est};{spent};{est - spent};{r.choice(['', '', 'paid by SBI tranche', 'own funds', 'Appa paid'])}"
        )
    out.append(f"Total;{sum(e for _, e in rows)};;;as of {_ds(dt)}")
    return "\n".join(out) + "\n"


def t_agreement_contractor(r, dt):
    return f"""CONSTRUCTION AGREEMENT

This agreement is made on {_d(dt)} at Mysuru between Sri Ramesh Rao and Sri Arjun Rao (the Owners),
and {CONTRACTOR}, (the Contractor).

1. Scope: construction of a G+1 residential building at {SITE} as per the drawings of {ARCHITECT}
   approved by the Mysuru City Corporation.
2. Contract type: labour and material except cement and steel, which the Owners supply.
3. Rate: Rs. {r.choice([1650, 1700, 1750])} per sq ft of built-up area; total built-up 2,140 sq ft.
4. Time: 11 months from bhoomi pooja, i.e. completion by {_d(dt + timedelta(days=335))}.
5. Payment: monthly running bills certified by the architect; 5% retention released 6 months after
   handover.
6. Penalty: Rs. 5,000 per week of delay not caused by the Owners.
7. Quality: M20 concrete, curing minimum 14 days, ISI marked materials only.

Owners:                                  Contractor:
Ramesh Rao   Arjun Rao                   Manjunath B. S.
Witnesses: 1. {_person(r)}  2. {_person(r)}
"""


def t_architect_mail(r, dt):
    topic = r.choice(
        [
            "Revised first floor plan",
            "Elevation options",
            "Staircase section and structural drawings",
            "Electrical layout for review",
        ]
    )
    return f"""From: Pooja Nayak <pooja@nayakdesignstudio.in>
To: Arjun Rao <arjun.rao.blr@gmail.com>
Cc: Ramesh Rao <ramesh.rao1958@gmail.com>
Date: {dt.strftime("%a, %d %b %Y")} 11:{r.randint(10, 59)}:00 +0530
Subject: {topic} - Vijayanagar house

Hi Arjun,

Please find attached the {topic.lower()} for the Vijayanagar 4th Stage house. As discussed with uncle
at site, I have moved the pooja room to the north-east corner and increased the kitchen utility to
{r.choice(["5x7", "6x8", "5x8"])} ft. The structural engineer (Mr. {_person(r)}) has confirmed the beam sizes
do not change.

Manjunath needs the final drawings before casting the
{r.choice(["lintel", "first floor slab", "staircase waist slab"])}, so please confirm by {_d(dt + timedelta(days=4))}.

My second stage fee invoice is also attached: {_inr(60000)} + GST.

Regards,
Pooja
Nayak Design Studio, Saraswathipuram, Mysuru
"""


def t_whatsapp_contractor(r, dt):
    lines = []
    d = dt - timedelta(days=20)
    msgs = [
        ("Manjunath Contractor", "Sir namaskara, tomorrow slab shuttering start aagutte"),
        ("Arjun Rao", "Ok. Steel delivery came?"),
        ("Manjunath Contractor", "Bandide sir, 1.8 ton. Bill photo kalsthini"),
        ("Manjunath Contractor", "<Media omitted>"),
        ("Arjun Rao", "Bill has 12mm 600kg extra, please check"),
        ("Manjunath Contractor", "Ok sir, will return extra"),
        ("Arjun Rao", "RA-05 payment done via SBI. Please share receipt"),
        ("Manjunath Contractor", "Thank you sir. Curing 14 days, Appa ge heli"),
        ("Arjun Rao", "Sump cover slab also do this week"),
        ("Manjunath Contractor", "Sari sir. Electrician Monday barthare"),
    ]
    for who, m in msgs:
        d += timedelta(days=r.randint(0, 3), minutes=r.randint(5, 300))
        lines.append(f"{d.strftime('%d/%m/%y')}, {d.strftime('%I:%M %p').lower()} - {who}: {m}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- rented flat (Areas Home)


def t_rent_receipt(r, dt):
    return f"""RENT RECEIPT
Receipt No. {r.randint(10, 99)}                                  Date: {_ds(dt)}
Received with thanks from Mr. {ME} the sum of Rs. 32,000/- (Rupees Thirty Two Thousand only)
towards rent for the month of {MONTHS[dt.month - 1]} {dt.year} for the residential premises at
{ME_ADDR}.
Mode: bank transfer (IMPS ref {_ref(r, "", 12)})
Landlord: Suresh Gowda   PAN: AFKPG{r.randint(1000, 9999)}M
Signature: (sd) Suresh Gowda
"""


def t_rent_agreement(r, dt):
    return f"""RENTAL AGREEMENT
This Rental Agreement is executed at Bengaluru on {_d(dt)} between Sri Suresh Gowda, residing at
No. 88, 5th Main, Jayanagar 4th Block, Bengaluru (LESSOR) and Sri {ME}, employed at {EMPLOYER} (LESSEE).
Schedule premises: {ME_ADDR} - 2BHK, 1,150 sq ft, one covered car parking.
Period: 11 months from {_d(dt + timedelta(days=5))}, renewable with 5% increase.
Monthly rent: Rs. 32,000/- payable on or before 5th of each month.
Security deposit: Rs. 2,00,000/- (refundable, interest free) paid by NEFT.
Maintenance: paid by Lessee directly to Sai Srinivasa Residency Owners' Association.
Electricity (BESCOM RR no. HSRL{r.randint(10000, 99999)}) and water charges by Lessee.
Notice period: two months either side. Painting charges of one month's rent on vacating.
Stamp duty paid: Rs. 200 e-stamp no. IN-KA{_ref(r, "", 14)}
LESSOR                                         LESSEE
Witnesses: {_person(r)}, {_person(r)}
"""


def t_bescom(r, dt):
    units = r.randint(180, 420)
    return f"""BANGALORE ELECTRICITY SUPPLY COMPANY LTD (BESCOM)
Sub-division: HSR Layout (S-11)
Bill date: {_ds(dt)}   Account ID: {_ref(r, "", 10)}   RR No: HSRL{r.randint(10000, 99999)}
Name: SURESH GOWDA (tenant: Arjun Rao)
Tariff: LT-2a(i) Domestic
Present reading: {r.randint(20000, 30000)}   Units consumed: {units}
Fixed charges: {_inr(2 * 110)}
Energy charges: {_inr(units * 5.9)}
Tax: {_inr(units * 5.9 * 0.09)}
Net amount due: {_inr(220 + units * 5.9 * 1.09)}
Due date: {_ds(dt + timedelta(days=15))}  -  Pay online at bescom.co.in or BBPS
"""


def t_internet(r, dt):
    return f"""ACT Fibernet - Invoice
Invoice no: BLR/{_ref(r, "", 9)}       Invoice date: {_ds(dt)}
Customer: Arjun Rao, {ME_ADDR}
User ID: arjunrao_hsr
Plan: ACT Blaze 300 Mbps - {r.choice(["monthly", "quarterly"])}
Period: {_ds(dt)} to {_ds(dt + timedelta(days=29))}
Subscription: {_inr(1049)}
CGST 9%: {_inr(94.41)}  SGST 9%: {_inr(94.41)}
Total: {_inr(1237.82)}
Auto-debited from HDFC credit card ending 4417.
"""


def t_maintenance_mail(r, dt):
    return f"""From: Sai Srinivasa Residency Owners Association <ssr.association@gmail.com>
To: residents list
Date: {dt.strftime("%a, %d %b %Y")} 19:05:00 +0530
Subject: Maintenance for Q{(dt.month - 1) // 3 + 1} and water tanker charges

Dear Residents,

Maintenance for the quarter is Rs. {r.choice([7200, 7650, 8100])} per flat (Rs. 2.40/sq ft/month for
1,150 sq ft) plus Rs. {r.randint(400, 900)} towards water tankers because of the Cauvery line repair.
Please pay to the association account (Canara Bank HSR, a/c 0412101039{r.randint(100, 999)}) by
{_d(dt + timedelta(days=10))} and update the Google sheet with your flat number and UTR.

Lift AMC renewal with Johnson is due next month. The AGM is on {_d(dt + timedelta(days=24))} in the
clubhouse.

Treasurer, SSR Owners' Association
"""


# --------------------------------------------------------------------------- sold flat (Archive Home)


def t_loan_closure(r, dt):
    return f"""HDFC Bank Ltd - Home Loans
LOAN CLOSURE LETTER / NO DUES CERTIFICATE
Date: {_ds(dt)}
To: Mr. {ME}
Loan account number: 6{_ref(r, "", 8)}
Property: Flat No. B-608, Prestige Lakeside Habitat, Varthur Road, Whitefield, Bengaluru 560087

This is to confirm that the above housing loan of Rs. 38,50,000/- disbursed on 14/03/2018 has been
fully repaid and closed on {_ds(dt - timedelta(days=3))}. There are no dues outstanding against the
loan. The original title documents (sale deed, mother deed copies, khata, possession letter - 14
documents as per list) are ready for collection at the Whitefield branch against this letter and
photo identity.
Please also get the lien / CERSAI charge satisfaction done; we have filed Form for satisfaction
(CERSAI ID {_ref(r, "", 12)}).
For HDFC Bank Ltd, Authorised Signatory
"""


def t_sale_deed_summary(r, dt):
    return f"""SALE DEED - SUMMARY (for my records)
Registered at Sub-Registrar Office, Varthur on {_d(dt)}, document no. VRT-1-{r.randint(10000, 19999)}-{dt.year}
Seller: {ME}
Buyer: {_person(r)} and {_person(r)}
Property: Flat B-608, Prestige Lakeside Habitat, Whitefield, 1,285 sq ft super built-up, 1 car park
Sale consideration: Rs. 1,12,00,000/-
TDS u/s 194-IA deducted by buyer: Rs. 1,12,000 (Form 16B received)
Stamp duty & registration paid by buyer.
Bought in 2018 for Rs. 64,50,000 - capital gains worked out with CA Srinivas for AY 2025-26.
Handed over keys and association NOC on {_d(dt + timedelta(days=2))}.
"""


def t_emi_schedule(r, dt):
    rows = ["EMI no;Date;EMI;Principal;Interest;Balance"]
    bal = 3_850_000.0
    for i in range(1, 25):
        intr = bal * 0.0865 / 12
        emi = 33_800.0
        prin = emi - intr
        bal -= prin
        rows.append(f"{i};05/{(i + 3) % 12 + 1:02d}/{2018 + (i + 3) // 12};{emi:.0f};{prin:.0f};{intr:.0f};{bal:.0f}")
    rows.append("HDFC home loan 6xxxxxxx - Whitefield flat - part prepayments marked separately")
    return "\n".join(rows) + "\n"


def t_flat_noc(r, dt):
    return f"""PRESTIGE LAKESIDE HABITAT APARTMENT OWNERS ASSOCIATION
NO OBJECTION CERTIFICATE                                Date: {_ds(dt)}
This is to certify that Mr. {ME}, owner of Flat B-608, has cleared all maintenance dues up to
{MONTHS[dt.month - 1]} {dt.year} and the association has no objection to the sale of the flat to
{_person(r)}. Corpus fund transfer and move-out to be scheduled with the facility manager.
Secretary, PLHAOA
"""


# --------------------------------------------------------------------------- Divya's wedding (Projects Wedding)


def t_venue(r, dt):
    adv = r.choice([200_000, 250_000, 300_000])
    return f"""SRI LAKSHMI VENKATESHWARA KALYANA MANTAPA
(A/C Hall, 900 seating, dining 350)  #12, Kalidasa Road, V. V. Mohalla, Mysuru 570002
BOOKING RECEIPT No. {r.randint(1000, 1999)}                 Date: {_ds(dt)}
Received from: Sri Ramesh Rao / Arjun Rao
Function: Marriage of Kum. Divya R. with Chi. Karthik Hegde
Dates: Reception 10-09-2026 evening, Muhurtham 11-09-2026 morning 10.05-10.45 (Tula lagna)
Hall rent (2 days): Rs. 4,80,000/-
Advance received: {_inr(adv)} by cheque no. {r.randint(100000, 999999)} (SBI)
Balance payable 30 days before function. Electricity, generator and cleaning extra at actuals.
Decoration by our empanelled decorators only. No outside caterers without NOC charge Rs. 25,000.
Cancellation: advance not refundable.
Manager
"""


def t_caterer(r, dt):
    plates = r.choice([650, 700, 800])
    rate = r.choice([420, 480, 520, 560])
    return f"""Udupi Sri Krishna Caterers - Quotation
Prop. {_person(r)}, Saraswathipuram, Mysuru  |  Ph 94481 {r.randint(10000, 99999)}
Date: {_ds(dt)}      To: Sri Ramesh Rao (marriage of Divya, 10-11 Sept 2026)

Reception dinner (10 Sept, {plates} plates) @ Rs. {rate + 80}/plate
  Welcome drink, 2 sweets (badam halwa, jamoon), pulao, chapati-kurma, bisi bele bath, curd rice,
  ice cream, beeda
Muhurtham day breakfast ({plates - 200} plates) @ Rs. 180: idli, vada, kesari bath, khara bath, coffee
Muhurtham lunch - traditional banana leaf ({plates} plates) @ Rs. {rate}/plate
  Kosambari 2, palya 2, chitranna, obbattu with ghee, payasa, saaru, huli, majjige, holige, happala
Total estimate: {_inr(plates * (rate + 80) + (plates - 200) * 180 + plates * rate)}
Advance 30% on confirmation. Counter service staff included. GST 5% extra.
"""


def t_invitation(r, dt):
    return f"""ಶ್ರೀ ಗಣೇಶಾಯ ನಮಃ

ಶ್ರೀಮತಿ ಶಾಂತಲಾ ಮತ್ತು ಶ್ರೀ ರಮೇಶ್ ರಾವ್ ಅವರು ತಮ್ಮ ಮಗಳು
ಚಿ. ಸೌ. ದಿವ್ಯ
ಮತ್ತು
ಶ್ರೀಮತಿ ಮತ್ತು ಶ್ರೀ ಸುಧಾಕರ ಹೆಗ್ಡೆ, ಉಡುಪಿ ಅವರ ಮಗ
ಚಿ. ಕಾರ್ತಿಕ್
ಇವರ ವಿವಾಹ ಮಹೋತ್ಸವಕ್ಕೆ ತಮ್ಮನ್ನು ಆದರದಿಂದ ಆಹ್ವಾನಿಸುತ್ತೇವೆ.

ಮುಹೂರ್ತ: 11 ಸೆಪ್ಟೆಂಬರ್ 2026, ಶುಕ್ರವಾರ, ಬೆಳಿಗ್ಗೆ 10.05 ರಿಂದ 10.45 ತುಲಾ ಲಗ್ನ
ಆರತಕ್ಷತೆ: 10 ಸೆಪ್ಟೆಂಬರ್ 2026, ಸಂಜೆ 7 ಗಂಟೆಗೆ
ಸ್ಥಳ: ಶ್ರೀ ಲಕ್ಷ್ಮೀ ವೆಂಕಟೇಶ್ವರ ಕಲ್ಯಾಣ ಮಂಟಪ, ಕಾಳಿದಾಸ ರಸ್ತೆ, ಮೈಸೂರು

--- English (draft {r.randint(2, 5)}) ---
Smt. Shanthala & Sri Ramesh Rao request the pleasure of your company at the wedding of their daughter
Divya with Karthik, son of Smt. Usha & Sri Sudhakar Hegde, Udupi.
Reception: Thursday 10 September 2026, 7 pm  |  Muhurtham: Friday 11 September 2026, 10.05 am
Sri Lakshmi Venkateshwara Kalyana Mantapa, Kalidasa Road, Mysuru
With best compliments from: Arjun, relatives and friends
RSVP: Arjun 98860 {r.randint(10000, 99999)}
"""


def t_guest_list(r, dt):
    rows = ["Name,Side,City,Count,Invite mode,Wedding card given,Phone"]
    for _ in range(r.randint(18, 30)):
        rows.append(
            f"{_person(r)},{r.choice(RELATION)},{r.choice(CITIES)},{r.randint(1, 5)},"
            f"{r.choice(['card in person', 'card by post', 'WhatsApp', 'card in person'])},"
            f"{r.choice(['yes', 'no', 'no'])},9{r.randint(100000000, 999999999)}"
        )
    return "\n".join(rows) + "\n"


def t_wedding_budget(r, dt):
    heads = [
        ("Kalyana mantapa (2 days)", 480000),
        ("Catering", 1050000),
        ("Decoration & flowers", 220000),
        ("Photography + video (Clickart Studio)", 185000),
        ("Invitation cards 600 nos", 42000),
        ("Purohit & pooja items", 55000),
        ("Bride's silk sarees (Mysore silk / Kanchi)", 310000),
        ("Gold - Divya", 900000),
        ("Mehendi & haldi", 35000),
        ("Return gifts", 90000),
        ("Guest rooms - Hotel Siddharta (12 rooms x 2 nights)", 144000),
        ("Nadaswara & band", 40000),
        ("Transport (bus from Udupi)", 65000),
        ("Misc / contingency", 100000),
    ]
    out = ["Item;Budget;Advance paid;Paid by;Status"]
    for h, b in heads:
        out.append(
            f"{h};{b};{int(b * r.choice([0, 0, 0.25, 0.3, 0.5, 1.0]))};{r.choice(['Appa', 'Arjun', 'Arjun', 'FD'])};"
            f"{r.choice(['booked', 'quote received', 'pending', 'shortlisted', 'done'])}"
        )
    out.append(f"Total;{sum(b for _, b in heads)};;;updated {_ds(dt)}")
    return "\n".join(out) + "\n"


def t_photographer_mail(r, dt):
    return f"""From: Clickart Studio <bookings@clickartstudio.in>
To: Arjun Rao <arjun.rao.blr@gmail.com>
Date: {dt.strftime("%a, %d %b %Y")} 16:{r.randint(10, 59)}:00 +0530
Subject: Re: Wedding coverage 10-11 Sept - Divya & Karthik

Hi Arjun,

Thanks for the call. For the reception and muhurtham we propose:
- 2 candid photographers, 1 traditional photographer, 2 videographers, drone (subject to hall permission)
- Pre-wedding shoot at Karanji Lake / Lalitha Mahal, half day
- 1 premium album (40 sheets), teaser within 7 days, full film in 45 days
Package: {_inr(r.choice([165000, 175000, 185000]))} all inclusive of travel within Mysuru.
To block the dates we need 25% advance. The 11th is a heavy muhurtham day, we have two other enquiries.

Regards,
Nikhil | Clickart Studio, Mysuru
"""


def t_wedding_todo(r, dt):
    items = [
        "Book mantapa - DONE",
        "Caterer tasting on Sunday with Amma",
        "Finalise invitation text with Karthik's family",
        "Print 600 cards - Sri Ganesh Printers, Devaraja Mohalla",
        "Guest list: Udupi side numbers from Karthik",
        "Hotel Siddharta - block 12 rooms for 9-11 Sept",
        "Mehendi artist - Divya shortlisted 3",
        "Bus for Udupi guests",
        "Nadaswara - ask Purohit for contact",
        "Return gifts - steel boxes or silver coins?",
        "Gold - Bhima jewellers appointment",
        "Leave from office 7-14 Sept - apply in Darwinbox",
        "Sangeet playlist (Divya's friends doing)",
        "Pay decorator advance",
    ]
    picked = r.sample(items, 9)
    return (
        f"# Divya maduve - to do (updated {_iso(dt)})\n\n"
        + "\n".join(f"- [{'x' if r.random() < 0.35 else ' '}] {t}" for t in picked)
        + "\n\nबहन की शादी - Mumbai wale friends ko bhi bulana hai.\n"
    )


def t_return_gift_invoice(r, dt):
    q = r.choice([250, 300, 350])
    return f"""TAX INVOICE - Amazon.in (Seller: Shree Balaji Steel Emporium)
Order ID: 408-{_ref(r, "", 7)}-{_ref(r, "", 7)}     Order date: {_ds(dt)}
Ship to: Ramesh Rao, {SITE}
Item: Stainless steel dabba set with kalash engraving (return gift) x {q}
Unit price: Rs. 189.00   Taxable: {_inr(q * 160.17)}  IGST 18%: {_inr(q * 28.83)}
Invoice total: {_inr(q * 189)}
Delivery by {_d(dt + timedelta(days=9))}
"""


def t_purohit(r, dt):
    return f"""Muhurtham details from Purohit Sri Venkatesha Bhat (call on {_d(dt)})
Divya - Hasta nakshatra, Kanya rashi; Karthik - Rohini, Vrishabha rashi. Guna milana 27/36.
Nischitartha (engagement): done 15 Feb 2026 at home
Muhurtham: 11 Sept 2026, Friday, Tula lagna 10.05 - 10.45 am
Reception previous evening 10 Sept.
Items list: kalasha 2, coconut 50, betel leaves 200, turmeric, kumkum, akshate 5 kg, silk dhoti for Karthik
Dakshine: Rs. 31,000 + travel (he comes from Udupi Krishna Matha side)
Naandi on 9 Sept at home in Mysuru (new house not ready - do at Saraswathipuram rented house)
"""


# --------------------------------------------------------------------------- AWS exam (Projects Learning)

AWS_TOPICS = {
    "vpc": (
        "VPC and networking",
        [
            "Subnets are AZ-scoped; VPC is regional",
            "NAT gateway per AZ for HA, costs per hour + per GB",
            "Security groups stateful, NACLs stateless (need ephemeral ports 1024-65535)",
            "Gateway endpoints only for S3 and DynamoDB; interface endpoints = PrivateLink",
            "Transit Gateway for many VPCs; peering is non-transitive",
        ],
    ),
    "s3": (
        "S3 storage classes",
        [
            "Standard-IA min 30 days, min 128 KB billed",
            "Glacier Instant Retrieval = ms access",
            "Glacier Deep Archive 12h retrieval, cheapest",
            "Intelligent-Tiering: monitoring fee per object",
            "S3 Object Lock compliance mode - nobody can delete, not even root",
        ],
    ),
    "ha": (
        "High availability & DR",
        [
            "Backup & restore < pilot light < warm standby < multi-site active/active",
            "RDS Multi-AZ = sync standby, not readable; read replicas async",
            "Aurora Global Database: <1s replication, RPO 1s, RTO < 1 min",
            "Route 53 failover routing needs health checks",
            "ASG across 3 AZs behind ALB",
        ],
    ),
    "iam": (
        "IAM and security",
        [
            "Explicit deny always wins",
            "SCPs limit max permissions, don't grant",
            "Permission boundaries for delegated admins",
            "KMS: CMK key policy must allow the account",
            "Cognito user pools = authN, identity pools = AWS credentials",
        ],
    ),
    "decouple": (
        "Decoupling",
        [
            "SQS standard at-least-once; FIFO 300 TPS (3000 with batching)",
            "SNS fan-out to SQS queues",
            "Kinesis Data Streams for ordered real-time, shards",
            "EventBridge for SaaS/events with rules",
            "Visibility timeout > processing time",
        ],
    ),
}


def t_aws_notes(key):
    def f(r, dt):
        title, pts = AWS_TOPICS[key]
        extra = r.choice(["Stephane Maarek course section", "Tutorials Dojo review mode", "AWS docs FAQ"])
        return (
            f"# SAA-C03 notes - {title}\n\nSource: {extra}, read {_iso(dt)}\n\n"
            + "\n".join(f"- {p}" for p in pts)
            + f"\n\nExam tip: watch for 'most cost-effective' vs 'least operational overhead'.\n"
            f"TODO: redo practice set {r.randint(2, 6)} questions on this.\n"
        )

    return f


def t_practice_scores(r, dt):
    rows = ["Date,Set,Provider,Score %,Weak domain"]
    d = dt - timedelta(days=40)
    for i in range(1, r.randint(6, 9)):
        d += timedelta(days=r.randint(3, 7))
        rows.append(
            f"{_iso(d)},Practice Test {i},Tutorials Dojo,{r.randint(58, 86)},"
            f"{r.choice(AWS_DOMAINS)}"
        )
    return "\n".join(rows) + "\n"


def t_exam_booking(r, dt):
    exam = dt + timedelta(days=r.randint(35, 50))
    return f"""From: Pearson VUE <noreply@pearson.com>
To: arjun.rao.blr@gmail.com
Date: {dt.strftime("%a, %d %b %Y")} 21:14:00 +0000
Subject: Confirmation of your AWS Certified Solutions Architect - Associate exam appointment

Dear Arjun Rao,

Thank you for scheduling your exam with Pearson VUE.
Exam: SAA-C03 AWS Certified Solutions Architect - Associate (English)
Date and time: {exam.strftime("%A, %d %B %Y")} at 10:00 AM India Standard Time
Delivery: Pearson VUE test centre - Aptech Learning, Koramangala, Bengaluru
Registration ID: {_ref(r, "", 9)}
Price: USD 150.00, paid with 50% discount voucher (AWS Certification benefit) - USD 75.00
Please arrive 30 minutes early with two forms of ID, one government-issued with photo.
To reschedule, do so at least 24 hours before your appointment.
"""


def t_study_plan(r, dt):
    weeks = [
        "IAM, Organizations, KMS",
        "EC2, ASG, ELB",
        "S3, EFS, FSx, Storage Gateway",
        "RDS, Aurora, DynamoDB, ElastiCache",
        "VPC deep dive",
        "SQS, SNS, Kinesis, EventBridge",
        "Lambda, API Gateway, Step Functions",
        "DR, migration, cost",
        "Full practice tests + review",
    ]
    return (
        f"# AWS SAA study plan (started {_iso(dt)})\n\n1.5 h weekdays before work, 4 h Saturday. Sunday = cricket, no "
        "study.\n\n"
        + "\n".join(f"Week {i + 1}: {w}" for i, w in enumerate(weeks))
        + "\n\nTarget: 80%+ on 3 Tutorials Dojo tests in a row, then book exam. Office reimburses on pass (L&D "
          "policy).\n"
    )


def t_udemy_receipt(r, dt):
    return f"""Udemy - Receipt
Receipt #: {_ref(r, "", 10)}    Date: {_d(dt)}
Sold to: Arjun Rao
Ultimate AWS Certified Solutions Architect Associate SAA-C03 - Stephane Maarek   Rs. 499.00
Practice Exams | AWS Certified Solutions Architect Associate (Tutorials Dojo)      Rs. 449.00
Total: Rs. 948.00 (incl. GST)   Paid: UPI
"""


# --------------------------------------------------------------------------- MTech (Archive Learning)


def t_mtech_grades(r, dt):
    courses = [
        "Software Architectures",
        "Distributed Computing",
        "Data Structures & Algorithms Design",
        "Cloud Computing",
        "Software Testing Methodologies",
        "Agile Software Processes",
        "Scalable Services",
        "Data Mining",
    ]
    rows = "\n".join(f"{c:<42} {r.choice(['A', 'A-', 'B', 'A', 'B-'])}" for c in r.sample(courses, 5))
    return f"""BIRLA INSTITUTE OF TECHNOLOGY & SCIENCE, PILANI - Work Integrated Learning Programmes
Grade sheet - M.Tech. Software Systems
Student: ARJUN RAO   ID: 2020HS{r.randint(70000, 79999)}   Semester: {r.choice(["I", "II", "III"])}
Organization: {OLD_EMP}, Bengaluru
{rows}
Semester GPA: {r.uniform(7.6, 9.2):.2f}
Controller of Examinations
"""


def t_dissertation(r, dt):
    return f"""M.Tech Dissertation - Abstract (final, submitted {_d(dt)})
Title: Reducing reconciliation latency in a core-banking batch system using event streaming
Student: Arjun Rao (2020HS7{r.randint(1000, 9999)}), BITS Pilani WILP
Supervisor: {_person(r)}, Technical Architect, {OLD_EMP}
Examiner: Prof. {_person(r)}

The nightly reconciliation of a mid-sized Indian bank's core system took 5 to 7 hours. This work
replaces file-based handoffs between the CBS, the switch and the GL with Kafka topics and an
idempotent consumer, and measures end-of-day latency on six months of anonymised data. Median
reconciliation time fell from 5.8 h to 1.9 h. Chapters: 1 Introduction, 2 Literature, 3 Design,
4 Implementation, 5 Evaluation, 6 Conclusion. Mid-semester evaluation grade: Good.
"""


def t_mtech_fee(r, dt):
    return f"""BITS Pilani - WILP Fee Receipt
Receipt no: WILP/{_ref(r, "", 7)}   Date: {_ds(dt)}
Name: Arjun Rao   Programme: M.Tech Software Systems   Sem {r.randint(1, 4)}
Semester fee: Rs. 63,750.00   Paid online (HDFC netbanking)
(Sponsored by employer {OLD_EMP}: 50% reimbursement claimed)
"""


def t_assignment(r, dt):
    course = r.choice(["Distributed Computing", "Scalable Services", "Cloud Computing"])
    return f"""Assignment {r.randint(1, 2)} - {course}
Group 14: Arjun Rao, {_person(r)}, {_person(r)}
Q1. Explain vector clocks and show the timestamps for the given message diagram.
Answer: P1 sends m1 at (1,0,0); P2 receives at (1,1,0) then sends m2 (1,2,0) ...
Q2. Compare two-phase commit and saga for a funds transfer across two services.
Answer: 2PC blocks if the coordinator fails after prepare; saga uses compensating actions
(reverse debit) and accepts temporary inconsistency ...
Submitted on Taxila portal {_d(dt)}.
"""


# --------------------------------------------------------------------------- tech reference (Resources Learning)


def t_cheatsheet(kind):
    sheets = {
        "git": "# git cheat sheet\n\ngit rebase -i HEAD~5\ngit reflog  # find lost commits\ngit bisect start; git "
               "bisect bad; "
        "git bisect good v1.4\ngit worktree add ../hotfix hotfix/1.4.1\ngit log --oneline --graph --all\n",
        "kubectl": "# kubectl\n\nkubectl get pods -n ledger -o wide\nkubectl logs -f deploy/ledger-api --since=10m\n"
        "kubectl rollout undo deploy/ledger-api\nkubectl top pods --sort-by=memory\nkubectl port-forward svc/pg 5432\n",
        "postgres": "# Postgres notes\n\nEXPLAIN (ANALYZE, BUFFERS) ...\nSELECT * FROM pg_stat_activity WHERE state "
                    "<> 'idle';\n"
        "Index-only scans need visibility map - VACUUM.\nSERIALIZABLE vs REPEATABLE READ: write skew.\n"
        "Partial index: CREATE INDEX ON txn (account_id) WHERE status = 'PENDING';\n",
        "go": "# Go concurrency patterns\n\n- errgroup.WithContext for fan-out with cancel\n- never close a channel "
              "from the "
        "receiver side\n- context as first arg, don't store in struct\n- sync.Pool only for hot allocations\n"
        "- go test -race ./...\n",
        "sysdesign": "# System design interview notes\n\n- Idempotency keys for payment APIs (store key + response "
                     "24h)\n"
        "- Outbox pattern instead of dual writes\n- Rate limiter: token bucket in Redis (INCR + EXPIRE, or Lua)\n"
        "- Consistent hashing with virtual nodes\n- Double-entry ledger: every txn sums to zero\n",
    }
    return lambda r, dt: sheets[kind]


# --------------------------------------------------------------------------- Hisaab app (Projects Hisaab)

PUBSPEC = """name: hisaab
description: Split household expenses with family and flatmates. Offline first.
publish_to: 'none'
version: 0.9.3+17

environment:
  sdk: '>=3.3.0 <4.0.0'

dependencies:
  flutter:
    sdk: flutter
  flutter_riverpod: ^2.5.1
  go_router: ^14.2.0
  drift: ^2.18.0
  sqlite3_flutter_libs: ^0.5.20
  intl: ^0.19.0
  share_plus: ^9.0.0
  google_mobile_ads: ^5.1.0

dev_dependencies:
  flutter_test:
    sdk: flutter
  drift_dev: ^2.18.0
  build_runner: ^2.4.9
  flutter_lints: ^4.0.0

flutter:
  uses-material-design: true
  assets:
    - assets/icon/
  generate: true
"""

MAIN_DART = """import 'package:flutter/material.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';

import 'router.dart';
import 'theme.dart';

void main() {
  WidgetsFlutterBinding.ensureInitialized();
  runApp(const ProviderScope(child: HisaabApp()));
}

class HisaabApp extends ConsumerWidget {
  const HisaabApp({super.key});

  @override
  Widget build(BuildContext context, WidgetRef ref) {
    final router = ref.watch(routerProvider);
    return MaterialApp.router(
      title: 'Hisaab',
      theme: hisaabTheme(Brightness.light),
      darkTheme: hisaabTheme(Brightness.dark),
      routerConfig: router,
    );
  }
}
"""

EXPENSE_DART = """import 'package:drift/drift.dart';

/// One shared expense in a group (flat, family, trip).
class Expenses extends Table {
  IntColumn get id => integer().autoIncrement()();
  IntColumn get groupId => integer().references(Groups, #id)();
  TextColumn get title => text().withLength(min: 1, max: 80)();
  IntColumn get amountPaise => integer()();
  IntColumn get paidBy => integer().references(Members, #id)();
  TextColumn get splitMode => text().withDefault(const Constant('equal'))();
  DateTimeColumn get spentOn => dateTime()();
}

class Groups extends Table {
  IntColumn get id => integer().autoIncrement()();
  TextColumn get name => text()();
}

class Members extends Table {
  IntColumn get id => integer().autoIncrement()();
  IntColumn get groupId => integer().references(Groups, #id)();
  TextColumn get name => text()();
  TextColumn get upiId => text().nullable()();
}
"""

SETTLE_DART = """/// Minimal set of payments that settles all balances (greedy on largest creditor/debtor).
List<Settlement> settle(Map<int, int> balancePaise) {
  final creditors = balancePaise.entries.where((e) => e.value > 0).toList()
    ..sort((a, b) => b.value.compareTo(a.value));
  final debtors = balancePaise.entries.where((e) => e.value < 0).toList()
    ..sort((a, b) => a.value.compareTo(b.value));
  final out = <Settlement>[];
  var i = 0, j = 0;
  final c = creditors.map((e) => e.value).toList();
  final d = debtors.map((e) => -e.value).toList();
  while (i < c.length && j < d.length) {
    final pay = c[i] < d[j] ? c[i] : d[j];
    out.add(Settlement(from: debtors[j].key, to: creditors[i].key, amountPaise: pay));
    c[i] -= pay;
    d[j] -= pay;
    if (c[i] == 0) i++;
    if (d[j] == 0) j++;
  }
  return out;
}

class Settlement {
  const Settlement({required this.from, required this.to, required this.amountPaise});
  final int from;
  final int to;
  final int amountPaise;
}
"""

SETTLE_TEST = """import 'package:flutter_test/flutter_test.dart';
import 'package:hisaab/domain/settle.dart';

void main() {
  test('three flatmates settle in two payments', () {
    final s = settle({1: 60000, 2: -30000, 3: -30000});
    expect(s.length, 2);
    expect(s.every((p) => p.to == 1), isTrue);
  });
}
"""


def t_hisaab_readme(r, dt):
    return f"""# Hisaab

Split household expenses with family and flatmates - offline first, UPI settle-up links, Kannada/Hindi/English.

## Status ({_iso(dt)})
- v0.9.3 in closed testing on Play Console (12 testers, need 14 days before production)
- TODO: iOS later, not before launch

## Build
```
flutter pub get
dart run build_runner build --delete-conflicting-outputs
flutter build appbundle --release
```
Keystore is in the password manager, NOT in the repo.
"""


def t_privacy(r, dt):
    return f"""# Privacy Policy - Hisaab

Last updated: {_d(dt)}

Hisaab ("the app") is built by Arjun Rao, an individual developer in Bengaluru, India.
- All groups, members and expenses are stored only on your device (SQLite). We do not run a server.
- If you choose "Backup to Google Drive", the backup file goes to your own Drive app folder.
- The free version shows ads through Google AdMob, which may collect the advertising ID.
- UPI settle-up opens your UPI app with a prefilled amount; we never see the payment.
- Contact: hisaab.app.support@gmail.com
This policy is hosted at https://hisaab.app/privacy for the Google Play listing.
"""


def t_store_listing(r, dt):
    return f"""Google Play - store listing draft v{r.randint(2, 4)}

App name (30): Hisaab - Split Home Expenses
Short description (80): Split rent, groceries and bills with flatmates and family. Settle by UPI.
Full description:
Tired of the Excel sheet for flat expenses? Hisaab keeps track of who paid what - rent, maid, milk,
maintenance, Swiggy orders - and tells everyone how much to pay whom, in the fewest payments.
* Works offline, no sign-up
* One-tap UPI settle-up links
* Kannada, Hindi and English
* Export to CSV / PDF
Category: Finance   Content rating: Everyone   Target age: 18+
Contact email: hisaab.app.support@gmail.com   Privacy policy: https://hisaab.app/privacy
Feature graphic 1024x500 - pending (Canva)
"""


def t_launch_checklist(r, dt):
    items = [
        "Closed testing 14 days with 12+ testers",
        "Data safety form",
        "Privacy policy URL live",
        "Adaptive icon + feature graphic",
        "Screenshots: 4 phone, 2 tablet",
        "AdMob app-ads.txt on hisaab.app",
        "Crashlytics? (decided no - keep offline)",
        "Kannada strings review by Divya",
        "Release notes v1.0",
        "Post on LinkedIn + college WhatsApp groups",
    ]
    return (
        f"# Hisaab launch checklist ({_iso(dt)})\n\n"
        + "\n".join(f"- [{'x' if r.random() < 0.45 else ' '}] {i}" for i in items)
        + "\n\nTarget launch: before Divya's wedding, latest Aug 2026.\n"
    )


def t_domain_invoice(r, dt):
    return f"""Namecheap, Inc. - Order Summary
Order #{_ref(r, "", 9)}   Date: {dt.strftime("%m/%d/%Y")}
Account: arjunrao_dev
hisaab.app - domain registration, 1 year          USD 14.98
WhoisGuard / privacy                               USD 0.00
ICANN fee                                          USD 0.20
Total                                              USD 15.18   (charged INR {15.18 * 84.1:.2f} on HDFC card)
Nameservers: Cloudflare (set by user)
"""


def t_play_mail(r, dt):
    return f"""From: Google Play Console <no-reply-googleplay-developer@google.com>
To: arjun.rao.dev@gmail.com
Date: {dt.strftime("%a, %d %b %Y")} 08:{r.randint(10, 59)}:00 -0700
Subject: {r.choice(PLAY_SUBJECTS)}

Hi Arjun Rao,

Your app Hisaab (com.arjunrao.hisaab), version code 17 (0.9.3), has been reviewed for the closed
testing track "friends-family". Testers who have joined the test can now install it from Google Play.
To apply for production access, your app needs at least 12 testers opted in for the last 14 days.

The Google Play team
"""


# --------------------------------------------------------------------------- Finance (Areas)


def t_form16(r, dt, emp=EMPLOYER, tan="BLRP12345E"):
    gross = _amt(r, 2_800_000, 3_600_000, 100) if emp == EMPLOYER else _amt(r, 1_300_000, 1_600_000, 100)
    tds = gross * r.uniform(0.16, 0.22)
    fy = _fy(dt - timedelta(days=100))
    return f"""FORM NO. 16  [See rule 31(1)(a)]
PART A - Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on salary
Certificate No. {_ref(r, "TZ", 6)}           Last updated on {_ds(dt)}
Name and address of the Employer: {emp}
TAN of the deductor: {tan}         PAN of the employee: {PAN}
Employee: ARJUN RAO                Assessment Year: {int(fy[:4]) + 1}-{str(int(fy[:4]) + 2)[-2:]}
Period with the employer: 01-Apr-{fy[:4]} to 31-Mar-{int(fy[:4]) + 1}
Summary of amount paid/credited and tax deducted:  Q1 - Q4 total TDS {_inr(tds)}
PART B - Details of salary paid and tax deducted
1. Gross salary u/s 17(1)                          {_inr(gross)}
2. Less: allowances exempt u/s 10 (HRA)             {_inr(r.choice([0, 192000]))}
3. Standard deduction u/s 16(ia)                    {_inr(75000)}
4. Deductions under Chapter VI-A: 80C {_inr(150000)}, 80D {_inr(r.choice([25000, 50000, 75000]))}
5. Tax regime opted: {r.choice(["New regime u/s 115BAC", "Old regime"])}
6. Total tax deducted at source                    {_inr(tds)}
Verification: I, {_person(r)}, Head - Payroll, certify that the information given above is true.
"""


def t_itr_ack(r, dt):
    ay = f"{dt.year}-{str(dt.year + 1)[-2:]}" if dt.month >= 4 else f"{dt.year - 1}-{str(dt.year)[-2:]}"
    return f"""INDIAN INCOME TAX RETURN ACKNOWLEDGEMENT
[Where the data of the Return of Income has been transmitted electronically]
Assessment Year: {ay}    Form: {r.choice(["ITR-2", "ITR-1"])}
Name: ARJUN RAO   PAN: {PAN}
Address: {ME_ADDR}
Status: Individual   Filed u/s 139(1)   e-Filing Acknowledgement Number: {_ref(r, "", 15)}
Current year business loss, if any: 0
Total income: {_inr(_amt(r, 2_500_000, 3_400_000, 10))}
Taxes paid: {_inr(_amt(r, 450_000, 720_000))}
Tax payable / (refundable): ({_inr(_amt(r, 2_000, 48_000))})
This return has been digitally verified using Aadhaar OTP on {_ds(dt)}.
"""


def t_ais(r, dt):
    return f"""Annual Information Statement (AIS) - Part B (summary)
PAN: {PAN}   Name: ARJUN RAO   FY {_fy(dt - timedelta(days=100))}
TDS/TCS information
  Salary (192) - {EMPLOYER}               {_inr(_amt(r, 2_900_000, 3_500_000))}
  Interest from deposits (194A) - SBI        {_inr(_amt(r, 6_000, 22_000))}
SFT information
  SFT-005 Purchase of mutual fund units - CAMS        {_inr(_amt(r, 240_000, 420_000))}
  SFT-016 Interest income (savings) - HDFC Bank       {_inr(_amt(r, 3_000, 9_000))}
  SFT-017 Dividend - Parag Parikh Flexi Cap Fund       {_inr(0)}
  SFT-018 Sale of units - UTI Nifty 50 Index Fund       {_inr(_amt(r, 50_000, 150_000))}
Feedback pending: none
"""


def t_cas(r, dt):
    funds = [
        ("Parag Parikh Flexi Cap Fund - Direct Growth", "PPFAS", 10000),
        ("UTI Nifty 50 Index Fund - Direct Growth", "UTI", 7500),
        ("Axis ELSS Tax Saver Fund - Direct Growth", "Axis", 5000),
        ("HDFC Mid-Cap Opportunities Fund - Direct Growth", "HDFC", 5000),
        ("ICICI Prudential Liquid Fund - Direct Growth", "ICICI", 0),
    ]
    lines = []
    for name, _amc, sip in funds:
        units = r.uniform(300, 9000)
        nav = r.uniform(40, 420)
        lines.append(
            f"{name}\n   Folio {_ref(r, '', 8)}/{r.randint(10, 99)}  SIP {_inr(sip)}  Units {units:.3f}  "
            f"NAV {nav:.4f}  Value {_inr(units * nav)}"
        )
    return (
        f"Consolidated Account Statement (CAMS + KFintech)\nFor the period 01-{dt.strftime('%b-%Y')} to "
        f"{dt.strftime('%d-%b-%Y')}\nARJUN RAO   PAN {PAN}   Email arjun.rao.blr@gmail.com\n\n"
        + "\n".join(lines)
        + "\n\nNominee registered: Shanthala Rao (mother)\n"
    )


def t_sip_mail(r, dt):
    fund = r.choice(["Parag Parikh Flexi Cap Fund", "UTI Nifty 50 Index Fund", "HDFC Mid-Cap Opportunities Fund"])
    amt = r.choice([5000, 7500, 10000])
    return f"""From: CAMS <donotreply@camsonline.com>
To: arjun.rao.blr@gmail.com
Date: {dt.strftime("%a, %d %b %Y")} 18:{r.randint(10, 59)}:00 +0530
Subject: SIP transaction confirmation - {fund}

Dear ARJUN RAO,
Your SIP instalment of {_inr(amt)} in {fund} - Direct Plan - Growth, folio {_ref(r, "", 8)}, has been
processed at NAV {r.uniform(50, 90):.4f} dated {_ds(dt)}. Units allotted: {amt / r.uniform(50, 90):.3f}.
Stamp duty: {_inr(amt * 0.00005)}
Mandate: HDFC Bank a/c ending 7731, UMRN HDFC{_ref(r, "", 12)}
"""


def t_epf(r, dt):
    rows = []
    bal = _amt(r, 900_000, 1_400_000)
    for i in range(6):
        m = (dt.month - 6 + i - 1) % 12 + 1
        emp = 21600
        bal += emp * 2
        rows.append(
            f"{MONTHS[m - 1][:3]}-{dt.year}   Cont. For Due-Month   {_inr(emp, '')}   {_inr(emp - 1250, '')}   1,250  "
            f" {_inr(bal, '')}"
        )
    return (
        f"""EMPLOYEES' PROVIDENT FUND ORGANISATION - MEMBER PASSBOOK
Establishment: PYNDH2045178000 / {EMPLOYER}
Member ID: PYBNG00{_ref(r, "", 11)}   UAN: {UAN}   Name: ARJUN RAO
Date          Description                Employee   Employer   Pension   Balance
"""
        + "\n".join(rows)
        + f"""
Transfer in from previous account ({OLD_EMP}, KNBNG{_ref(r, "", 10)}) credited 2022-09.
Interest for FY {_fy(dt - timedelta(days=200))} @ 8.25% credited.
"""
    )


def t_pf_transfer(r, dt):
    return f"""EPFO - Form 13 (Transfer claim) status
UAN: {UAN}   Claim ID: KNBNG{_ref(r, "", 12)}
From: {OLD_EMP} (Whitefield) - member id KNBNG00{_ref(r, "", 10)}
To: {EMPLOYER} - member id PYBNG00{_ref(r, "", 11)}
Claim submitted: {_ds(dt - timedelta(days=30))}  Approved by present employer: {_ds(dt - timedelta(days=20))}
Status on {_ds(dt)}: SETTLED - amount transferred {_inr(_amt(r, 520_000, 690_000))} (EE + ER share + pension service)
"""


def t_bank_csv(r, dt):
    rows = ["Date,Narration,Chq/Ref No,Withdrawal Amt,Deposit Amt,Closing Balance"]
    bal = _amt(r, 80_000, 300_000)
    d = (dt - timedelta(days=15)).replace(day=1)
    events = [
        ("NEFT CR-PAYNIDHI TECHNOLOGIES PVT LTD-SALARY", 0, _amt(r, 210_000, 235_000)),
        ("IMPS-SURESH GOWDA-RENT", 32000, 0),
        ("ACH D- CAMS SIP PPFAS", 10000, 0),
        ("ACH D- CAMS SIP UTI", 7500, 0),
        ("UPI-SWIGGY-swiggy@icici", _amt(r, 300, 900), 0),
        ("UPI-MANJUNATHA BUILDERS-GPAY", _amt(r, 50_000, 150_000), 0),
        ("BBPS-BESCOM", _amt(r, 1200, 2800), 0),
        ("UPI-ZEPTO", _amt(r, 400, 1500), 0),
        ("NACH-SBI HL PRE EMI", _amt(r, 9_000, 24_000), 0),
        ("CC PAYMENT HDFC CARD 4417", _amt(r, 18_000, 60_000), 0),
        ("UPI-HSR STRIKERS CC", 1500, 0),
        ("UPI-AMMA-SHANTHALA RAO", 15000, 0),
        ("ATM WDL HSR LAYOUT", 4000, 0),
    ]
    for narr, wd, dep in events:
        d += timedelta(days=r.randint(0, 2))
        bal = bal - wd + dep
        rows.append(f"{d.strftime('%d/%m/%y')},{narr},{_ref(r, '', 12)},{wd or ''},{dep or ''},{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_cc_statement(r, dt):
    spends = [
        ("AMAZON PAY INDIA", 200, 6000),
        ("SWIGGY BANGALORE", 150, 900),
        ("INDIAN OIL HSR", 2000, 4000),
        ("NAMECHEAP.COM USD", 1200, 1400),
        ("BOOKMYSHOW", 400, 1200),
        ("ACT FIBERNET", 1237, 1238),
        ("UDEMY ONLINE", 400, 950),
        ("DECATHLON SARJAPUR", 800, 5000),
        ("TANISHQ MYSURU", 15000, 60000),
        ("MAKEMYTRIP", 3000, 12000),
    ]
    lines, tot = [], 0.0
    for name, lo, hi in r.sample(spends, 7):
        a = _amt(r, lo, hi)
        tot += a
        lines.append(f"{_ds(dt - timedelta(days=r.randint(2, 28)))}  {name:<28} {_inr(a, '')}")
    return (
        f"""HDFC Bank Regalia Credit Card Statement
Card no: 4386 XXXX XXXX 4417     Statement date: {_ds(dt)}
Name: ARJUN RAO
Payment due date: {_ds(dt + timedelta(days=20))}   Total dues: {_inr(tot)}   Minimum due: {_inr(tot * 0.05)}
Credit limit: Rs. 5,00,000   Available: {_inr(500000 - tot)}
Domestic transactions
"""
        + "\n".join(lines)
        + f"\nReward points earned: {int(tot / 150) * 4}\n"
    )


def t_tax_working(r, dt):
    fy = _fy(dt - timedelta(days=100))
    return f"""Item;Old regime;New regime;Notes
Gross salary (Form 16);{_amt(r, 3_000_000, 3_400_000)};same;FY {fy}
HRA exempt;{_amt(r, 150_000, 200_000)};0;rent 32k, receipts from Suresh Gowda
Standard deduction;50000;75000;
80C (EPF + PPF + ELSS);150000;0;
80D (self + parents senior);75000;0;Star Health parents policy
Section 24(b) interest - SBI construction loan;0;0;pre-construction interest: claim 1/5 after completion
Interest SB + FD;{_amt(r, 8_000, 25_000)};same;from AIS
LTCG equity MF;{_amt(r, 40_000, 120_000)};same;exempt up to 1.25 L
Tax;{_amt(r, 520_000, 600_000)};{_amt(r, 480_000, 560_000)};new regime cheaper again - check
"""


def t_ppf(r, dt):
    return f"""State Bank of India - PPF Account Statement
Account no: 3{_ref(r, "", 10)}   Name: ARJUN RAO   Opened: 12/04/2017   Maturity: 01/04/2033
Date        Particulars                 Deposit       Balance
{_ds(dt - timedelta(days=300))}  By transfer - YONO         1,50,000.00   {_inr(_amt(r, 1_600_000, 1_900_000), "")}
31/03/{dt.year if dt.month > 3 else dt.year - 1}  Interest @ 7.1%             {_inr(_amt(r, 110_000, 135_000), "")}   \
{_inr(_amt(r, 1_750_000, 2_050_000), "")}
Nominee: Shanthala Rao
"""


# --------------------------------------------------------------------------- Career (Areas / Archive)


def t_payslip(r, dt, emp=EMPLOYER, addr=EMP_ADDR, empid="PN0417", basic=112_500.0):
    hra = basic * 0.4
    special = basic * r.uniform(0.55, 0.7)
    gross = basic + hra + special
    pf = min(basic, 180_000) * 0.12
    pt = 200
    tds = gross * r.uniform(0.15, 0.2)
    return f"""{emp}
{addr}
PAYSLIP FOR THE MONTH OF {MONTHS[dt.month - 1].upper()} {dt.year}
Employee: Arjun Rao   Emp ID: {empid}
Designation: {"Senior Software Engineer II" if emp == EMPLOYER else "Senior Software Engineer"}
Department: {"Payments - Ledger" if emp == EMPLOYER else "BFSI Delivery - Core Banking"}   PAN: {PAN}   UAN: {UAN}
Bank: HDFC Bank a/c XXXXXX7731   Days paid: {r.choice([30, 31, 28])}   LOP: 0
EARNINGS                               DEDUCTIONS
Basic              {_inr(basic, ""):>14}     Provident Fund     {_inr(pf, ""):>12}
HRA                {_inr(hra, ""):>14}     Professional Tax   {_inr(pt, ""):>12}
Special Allowance  {_inr(special, ""):>14}     Income Tax (TDS)   {_inr(tds, ""):>12}
Gross earnings     {_inr(gross, ""):>14}     Total deductions   {_inr(pf + pt + tds, ""):>12}
NET PAY: {_inr(gross - pf - pt - tds)}
This is a system generated payslip and does not require a signature.
"""


def t_appraisal(r, dt):
    return f"""{EMPLOYER} - Annual Performance Review {dt.year - 1}-{str(dt.year)[-2:]}
Employee: Arjun Rao (PN0417)   Manager: {_person(r)}   Team: Payments - Ledger
Overall rating: {r.choice(["Exceeds expectations (4/5)", "Meets expectations+ (3.5/5)", "Exceeds expectations (4/5)"])}
Highlights:
- Led migration of the ledger posting service from MySQL to Postgres with zero downtime (dual writes +
  outbox), p99 posting latency down from 180 ms to 65 ms.
- Reduced reconciliation breaks with UPI switch by building idempotent retry on settlement files.
- Primary on-call for 11 weeks, 2 SEV-2 incidents handled, postmortems published.
Growth areas: more design reviews across teams; mentor the two new SDE-1s.
Revision: fixed pay increased by {r.randint(9, 14)}% effective 1 April {dt.year};
RSU refresh {r.choice([400, 600, 800])} units.
Promotion: nominated for Staff Engineer cycle in October.
"""


def t_offer(r, dt):
    return f"""{EMPLOYER}
OFFER OF EMPLOYMENT                                              {_d(dt)}
Dear Arjun,
We are delighted to offer you the position of Senior Software Engineer (SDE-3) in the Payments
Platform - Ledger team, based at our Koramangala office, with a joining date of 2 May 2022.
Annual fixed CTC: Rs. 32,50,000; joining bonus Rs. 2,00,000 (clawback if you leave within 12 months);
ESOPs: 1,200 options vesting over 4 years with a 1-year cliff.
Notice period: 60 days. Please sign and return by {_d(dt + timedelta(days=7))}.
{_person(r)}, Head of Talent Acquisition
"""


def t_runbook(r, dt, alert=None):
    alert = alert or r.choice(sorted(ALERT_MEANING))
    return f"""# Runbook: {alert}

Owner: payments-ledger on-call   Last reviewed: {_iso(dt)}   Pager: PagerDuty service `ledger-prod`

## What it means
The alert fires when {ALERT_MEANING[alert]}.

## First 10 minutes
1. Check Grafana dashboard "Ledger / Posting pipeline" - Kafka consumer lag per partition.
2. `kubectl -n ledger get pods` - any CrashLoopBackOff? check last deploy in #deploys.
3. If one partition is stuck: restart that consumer pod only, never reset offsets without IC approval.
4. Post in #incident-ledger with the template; page secondary if not mitigated in 20 min.

## Escalation
SEV-2 if customer balances are stale > 15 min. Inform support lead and compliance (RBI reporting within 6 h
for payment system outages).
"""


def t_postmortem(r, dt):
    return f"""Postmortem - SEV-2 - Delayed ledger postings on {_d(dt)}

Summary: For {r.randint(25, 70)} minutes between 21:{r.randint(10, 40)} and 22:{r.randint(10, 50)} IST,
wallet credits were delayed.
Customer impact: ~{r.randint(8, 40)}k users saw stale balances; no money lost; {r.randint(40, 300)} support tickets.
Root cause: a schema migration added a non-concurrent index on ledger_entries, locking writes on the
primary; posting consumers backed off and lag grew.
Detection: LedgerPostingLagHigh alert (on-call: Arjun Rao).
Action items:
- [ ] Lint migrations for CREATE INDEX without CONCURRENTLY (owner: Arjun, due {_iso(dt + timedelta(days=14))})
- [ ] Add lag-based autoscaling for consumers
- [ ] Runbook update for lock investigation (pg_locks query)
Blameless review held on {_d(dt + timedelta(days=2))}.
"""


def t_oncall_rota(r, dt):
    names = ["Arjun", "Sneha", "Rohit", "Kavya", "Vinay", "Meera"]
    rows = ["Week starting,Primary on-call,Secondary on-call,Notes"]
    d = dt
    for i in range(10):
        p = names[i % len(names)]
        s = names[(i + 2) % len(names)]
        rows.append(
            f"{_iso(d)},{p},{s},{r.choice(['', '', 'release freeze', 'Diwali swap', 'NPCI maintenance window'])}"
        )
        d += timedelta(days=7)
    return "\n".join(rows) + "\n"


def t_reimbursement(r, dt):
    return f"""{EMPLOYER} - Expense claim
Claim ID: EXP-{_ref(r, "", 6)}   Employee: Arjun Rao (PN0417)   Submitted: {_ds(dt)}
1. Broadband (ACT Fibernet) - {MONTHS[dt.month - 2]}            Rs. 1,237.82
2. On-call meal allowance (weekend)                            Rs. {r.choice([600, 900, 1200])}.00
3. {r.choice(CLAIM_ITEMS)}   Rs. {r.randint(400, 2500)}.00
Approver: {_person(r)}   Status: {r.choice(["Approved - paid with salary", "Pending manager approval"])}
"""


def t_relieving(r, dt):
    return f"""{OLD_EMP}
{OLD_ADDR}
RELIEVING AND EXPERIENCE LETTER                              {_d(dt)}
This is to certify that Mr. Arjun Rao (Employee ID CGV-{r.randint(10000, 39999)}) was employed with us from
18 July 2016 to 29 April 2022. At the time of leaving he was a Senior Software Engineer in the BFSI
Delivery unit, working on the core-banking maintenance programme for a private sector bank.
He has been relieved from his duties at the close of business hours on 29 April 2022. His full and final
settlement has been processed. We wish him all the best.
For {OLD_EMP}, {_person(r)}, Manager - HR Operations
"""


def t_old_project_doc(r, dt):
    return f"""{OLD_EMP} - BFSI Delivery
Change request CR-{r.randint(1000, 4999)}: {r.choice(CR_TITLES)}
Client: private sector bank (Finacle 10.x)   Prepared by: Arjun Rao   Date: {_d(dt)}
Impact analysis: 4 batch jobs, 2 reports, 1 interface with the RTGS/NEFT gateway.
Estimate: {r.randint(12, 40)} person-days; UAT by bank's IT team; deployment in the monthly release window.
Sign-off: {_person(r)} (onsite coordinator), {_person(r)} (bank PM).
"""


def t_old_offer(r, dt):
    return f"""{OLD_EMP}
Letter of Appointment - Campus Hire 2016                      {_d(dt)}
Dear Arjun Rao,
Further to your selection at the campus recruitment drive at your college (B.E. Computer Science,
NIE Mysuru), we are pleased to appoint you as Software Engineer Trainee at an annual CTC of
Rs. 3,60,000. Report on 18 July 2016 to our Mysuru training centre for 12 weeks of foundation training.
Service agreement: 1 year. {_person(r)}, Talent Acquisition
"""


# --------------------------------------------------------------------------- Health (Areas)


def t_health_policy(r, dt, parents=False):
    if parents:
        return f"""Star Health and Allied Insurance Co. Ltd
Senior Citizens Red Carpet Health Insurance Policy - Schedule
Policy no: P/141121/01/{dt.year}/{_ref(r, "", 6)}   Period: {_ds(dt)} to {_ds(dt + timedelta(days=364))}
Proposer: Arjun Rao   Insured: Ramesh Rao (67), Shanthala Rao (61)
Sum insured: Rs. 10,00,000 floater   Co-payment 30%   Pre-existing: covered after 12 months (diabetes - Ramesh)
Premium: {_inr(_amt(r, 38_000, 52_000))} incl. GST - eligible u/s 80D (senior citizens)
Network hospitals Mysuru: JSS Hospital, Apollo BGS, Narayana Multispeciality
"""
    return f"""Niva Bupa Health Insurance - Health Recharge (super top-up) Policy Schedule
Policy no: 3{_ref(r, "", 9)}   Period: {_ds(dt)} to {_ds(dt + timedelta(days=364))}
Proposer/insured: Arjun Rao (34)
Sum insured: Rs. 20,00,000   Deductible: Rs. 5,00,000 (matches employer group cover, Medi Assist)
Premium: {_inr(_amt(r, 3_800, 5_200))} incl. GST
Nominee: Shanthala Rao (mother)
"""


def t_lab_report(r, dt):
    who = r.choice(["ARJUN RAO, 34 Y, M", "RAMESH RAO, 67 Y, M", "SHANTHALA RAO, 61 Y, F"])
    lab = r.choice(["Anand Diagnostic Laboratory, HSR Layout, Bengaluru", "Vikram Hospital Lab, Mysuru"])
    return f"""{lab}
Patient: {who}   Sample: {_ds(dt)} 08:12   Ref by: {r.choice(["Self", "Dr. " + _person(r)])}
Test                         Result     Unit     Reference
HbA1c                        {r.uniform(5.2, 7.6):.1f}        %        4.0 - 5.6
Fasting blood glucose        {r.randint(88, 150)}        mg/dL    70 - 100
Total cholesterol            {r.randint(150, 240)}        mg/dL    < 200
LDL cholesterol              {r.randint(90, 170)}        mg/dL    < 100
TSH                          {r.uniform(0.8, 5.2):.2f}       uIU/mL   0.4 - 4.2
Vitamin D (25-OH)            {r.randint(12, 38)}         ng/mL    30 - 100
Vitamin B12                  {r.randint(180, 600)}        pg/mL    211 - 911
-- End of report --
"""


def t_prescription(r, dt):
    return f"""Dr. {_person(r)}, MBBS MD (General Medicine) - JSS Hospital OPD, Mysuru
Date: {_ds(dt)}   Patient: Ramesh Rao, 67 M   BP 138/86   Wt 72 kg
Rx
1. Tab. Metformin 500 mg  1-0-1 after food
2. Tab. Telmisartan 40 mg  1-0-0
3. Tab. Atorvastatin 10 mg  0-0-1
Review after 3 months with HbA1c, lipid profile. Walk 30 min daily.
"""


def t_claim(r, dt):
    return f"""Medi Assist - Claim status
Claim no: {_ref(r, "", 10)}   Employer: {EMPLOYER} (group mediclaim)
Patient: Arjun Rao (self)
Hospital: {r.choice(["Manipal Hospital, Old Airport Road", "Narayana Health City", "Sakra World Hospital"])}
Admission: {_ds(dt - timedelta(days=12))}   Discharge: {_ds(dt - timedelta(days=10))}
Diagnosis: {r.choice(DIAGNOSES)}
Claimed: {_inr(_amt(r, 48_000, 140_000))}   Approved: {_inr(_amt(r, 40_000, 120_000))}
Status: Settled (cashless) on {_ds(dt)}
Non-payables: registration, toiletries
"""


# --------------------------------------------------------------------------- Car (Areas / Resources)


def t_car_insurance(r, dt):
    return f"""TATA AIG General Insurance - Private Car Package Policy
Policy no: 6201{_ref(r, "", 8)}   Period: {_ds(dt)} to {_ds(dt + timedelta(days=364))}
Insured: Arjun Rao   Vehicle: Tata Nexon XZ+ Petrol, 2021   Reg. no: {CAR}
Engine no: {_ref(r, "RT", 8)}   Chassis no: MAT6{_ref(r, "", 11)}
IDV: {_inr(_amt(r, 620_000, 760_000, 1000))}   NCB: {r.choice([35, 45, 50])}%
Add-ons: zero depreciation, engine secure, roadside assistance, return to invoice
OD premium {_inr(_amt(r, 9_000, 12_000))}  TP premium {_inr(3416)}  GST 18%  Total {_inr(_amt(r, 17_000, 21_000))}
Financier: none
"""


def t_car_service(r, dt):
    km = r.randint(22_000, 48_000)
    return f"""Tata Motors Authorised Service - Concorde Motors, HSR Layout
Job card: JC{_ref(r, "", 7)}   Date: {_ds(dt)}   Vehicle: {CAR} Nexon   Odometer: {km} km
Service type: {r.choice(["Paid service 30,000 km", "Paid service 40,000 km", "Running repair", "Periodic maintenance"])}
Parts: engine oil 3.5 L {_inr(2450)}, oil filter {_inr(380)}, air filter {_inr(640)}, cabin filter {_inr(590)}
Labour: periodic service {_inr(2200)}, wheel alignment & balancing {_inr(900)}
Customer voice: AC not cooling enough, brake noise front left
Total incl. GST: {_inr(_amt(r, 7_500, 14_000))}   Next service due: {km + 10000} km or {_ds(dt + timedelta(days=365))}
"""


def t_puc(r, dt):
    return f"""POLLUTION UNDER CONTROL CERTIFICATE - Government of Karnataka, Transport Department
Certificate SL No: KA{_ref(r, "", 12)}   Date: {_ds(dt)}   Valid up to: {_ds(dt + timedelta(days=364))}
Registration no: {CAR}   Fuel: Petrol   Emission norms: BS-VI
CO: 0.{r.randint(10, 40)} %   HC: {r.randint(40, 120)} ppm   Result: PASS
Centre: Sri Sai Emission Test Centre, Agara, Bengaluru   Fee Rs. 100
"""


def t_fastag(r, dt):
    return f"""From: ICICI Bank FASTag <fastag@icicibank.com>
To: arjun.rao.blr@gmail.com
Date: {dt.strftime("%a, %d %b %Y")} 07:{r.randint(10, 59)}:00 +0530
Subject: FASTag transaction alert for {CAR.replace("-", "")}

Dear Customer, Rs. {r.choice([125, 245, 260, 330])}.00 has been deducted from your FASTag wallet linked to
vehicle {CAR.replace("-", "")} at {r.choice(TOLLS)} on {_ds(dt)}.
Available balance: Rs. {r.randint(150, 1900)}.00. Recharge via UPI to avoid double toll.
"""


def t_car_manual(r, dt):
    return """Tata Nexon - Owner's Manual (extract, saved from tatamotors.com)
Tyre pressure (cold): front 32 psi, rear 32 psi; spare 35 psi.
Engine oil: 5W30 API SN, 3.5 litres with filter.
Coolant: Tata genuine long-life coolant, change every 80,000 km or 4 years.
Service schedule: first free service 1,000 km, then every 10,000 km or 12 months.
Warning lamps: amber engine lamp - drive to workshop; red oil can - stop immediately.
Jump starting: connect positive first, negative to engine earth point, not battery terminal.
"""


# --------------------------------------------------------------------------- Cricket


def t_fixtures(r, dt):
    teams = [
        "Koramangala Kings",
        "BTM Blasters",
        "Bellandur Bulls",
        "Sarjapur Spartans",
        "Electronic City Eagles",
        "Indiranagar Invincibles",
    ]
    rows = ["Date;Opponent;Ground;Reporting time;Umpiring duty"]
    d = dt
    for t in r.sample(teams, 5):
        d += timedelta(days=7)
        rows.append(
            f"{_ds(d)};{t};{r.choice(GROUNDS)};"
            f"{r.choice(['6.30 am', '7.00 am', '1.30 pm'])};{r.choice(['yes', 'no', 'no'])}"
        )
    return f"HSR Strikers CC - Sunday League {dt.year} fixtures (Division B)\n" + "\n".join(rows) + "\n"


def t_cricket_fee(r, dt):
    return f"""HSR STRIKERS CRICKET CLUB (Regd.)
Receipt no. {r.randint(100, 499)}       Date: {_ds(dt)}
Received from Arjun Rao (player no. 27) Rs. {r.choice([6000, 7500])}/-
towards annual membership {dt.year}-{str(dt.year + 1)[-2:]}
(includes league entry, ground fees, 2 kits, balls). Mode: UPI.
Treasurer: {_person(r)}
"""


def t_cricket_chat(r, dt):
    opp = r.choice(["BTM Blasters", "Bellandur Bulls"])
    return f"""HSR Strikers CC - playing XI for Sunday {_d(dt + timedelta(days=3))} vs {opp}
1. Rohit (c) 2. Arjun (wk) 3. Vinay 4. Kiran 5. Naveen 6. Girish 7. Harish 8. Manoj 9. Ajay 10. Ravi 11. Sandeep
12th man: Mahesh. Reporting 6.30 at Jakkur. White kit. Bring your own water, kit bag in Arjun's car.
Match fee Rs. 500 - pay to Girish before toss. Last week's scorecard on CricHeroes.
"""


def t_drills(r, dt):
    return """Wicketkeeping drills (notes from the KSCA coaching clinic video)
1. Glove work: 50 underarm catches each side, soft hands, fingers pointing down below waist.
2. Footwork to spin: stay low until pitch of the ball, move with the line, don't snatch.
3. Stumping: take the ball in front of stumps only if it's close - else behind.
4. Reaction: tennis ball off the wall from 3 m, partner varies angle.
Batting: front-foot defence against the bowling machine at 110 kmph, 6 sets of 6.
"""


# --------------------------------------------------------------------------- Ladakh trip (Archive Travel)


def t_ladakh_itinerary(r, dt):
    days = [
        "Fly BLR-IXL, acclimatise in Leh (Zostel)",
        "Leh local: Shanti Stupa, Leh Palace, rest",
        "Pick up Royal Enfield Himalayan from Leh Bikers; Sham valley, Magnetic Hill",
        "Leh - Khardung La - Hunder (Nubra)",
        "Nubra - Shyok road - Pangong Tso (camp)",
        "Pangong - Chang La - Leh",
        "Leh - Tso Moriri via Chumathang",
        "Tso Moriri - Leh",
        "Return bikes, fly IXL-DEL-BLR",
    ]
    return (
        "# Ladakh bike trip - Aug 2024\n\nGang: Arjun, Naveen, Girish, Shruti, Kavya\n\n"
        + "\n".join(f"Day {i + 1}: {d}" for i, d in enumerate(days))
        + "\n\nPermits: Inner Line Permit online (lahdclehpermit.in) for Nubra, Pangong, Tso Moriri.\nCarry: Diamox, "
        "cash (ATMs only in Leh), spare tube, 2 L water each.\n"
    )


def t_ilp(r, dt):
    return f"""UT LADAKH - PROTECTED AREA / INNER LINE PERMIT
Permit no: LEH/{_ref(r, "", 7)}   Issued: {_ds(dt)}
Valid: {_ds(dt + timedelta(days=3))} to {_ds(dt + timedelta(days=10))}
Areas: Nubra Valley (Hunder, Turtuk), Pangong Tso, Tso Moriri
Travellers: Arjun Rao, Naveen Shetty, Girish Kulkarni, Shruti Bhat, Kavya Iyer (Indian nationals)
Environment fee Rs. 400 x 5, wildlife fee Rs. 20/day x 5, Red Cross Rs. 100 x 5
"""


def t_flight(r, dt):
    return f"""IndiGo - Booking confirmation / e-ticket
PNR: {"".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))}   Booked on {_ds(dt - timedelta(days=50))}
6E {r.randint(2000, 6999)}  Bengaluru (BLR) 05:40 -> Delhi (DEL) 08:35   {_ds(dt)}
6E {r.randint(2000, 6999)}  Delhi (DEL) 10:15 -> Leh (IXL) 11:40          {_ds(dt)}
Passengers: Arjun Rao, Naveen Shetty, Girish Kulkarni
Fare: {_inr(_amt(r, 28_000, 41_000))} for 3   Baggage 15 kg check-in
"""


def t_bike_rental(r, dt):
    return f"""Leh Bikers Rental, Fort Road, Leh
Invoice {r.randint(100, 999)}   Date: {_ds(dt)}
Royal Enfield Himalayan x 3 (JK10-{r.randint(1000, 9999)}, JK10-{r.randint(1000, 9999)}, LA02-{r.randint(1000, 9999)})
7 days @ Rs. 2,200 per bike per day = Rs. 46,200
Helmet, riding gloves, spare tube, tool kit included. Fuel by customer.
Security deposit Rs. 15,000 (refunded on return, minor scratch deducted Rs. 1,500)
"""


def t_ladakh_split(r, dt):
    rows = ["Date,Item,Paid by,Amount,Split"]
    for item, lo, hi in [
        ("Zostel Leh 3 nights", 9000, 14000),
        ("Bike rental", 46200, 46201),
        ("Petrol Khardung La", 3000, 4500),
        ("Pangong camp", 12000, 16000),
        ("Hunder homestay", 7000, 9000),
        ("Dinner Bon Appetit Leh", 3200, 4800),
        ("Permit + env fee", 2600, 2601),
        ("Oxygen can + Diamox", 900, 1400),
    ]:
        rows.append(
            f"{_ds(dt)},{item},{r.choice(['Arjun', 'Naveen', 'Girish', 'Shruti'])},{_amt(r, lo, hi):.0f},5 ways"
        )
    rows.append("Final: Arjun gets Rs 6,420 from Kavya, Shruti settles with Naveen (Splitwise)")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- Cooking, travel ideas, misc


RECIPES = {
    "bisi_bele_bath": (
        "Bisi bele bath (Amma's way)",
        (
            "1 cup rice, 3/4 cup toor dal, tamarind lemon size, MTR powder 3 tbsp "
            "or fresh: byadagi chilli 8, dhania 2 tbsp, chana dal, urad dal, cinnamon, marathi moggu, copra. "
            "Veg: beans, carrot, peas, chow-chow. Pressure cook rice+dal 4 whistles, boil veg with tamarind, "
            "add powder and jaggery, mix, finish with ghee, cashew, curry leaves. Serve with khara boondi."
        ),
    ),
    "mysore_pak": (
        "Mysore pak (soft, ghee)",
        (
            "1 cup besan roasted in 1 tbsp ghee, 1.5 cup sugar + 1/2 cup water to one-string "
            "syrup, 2 cups hot ghee added a ladle at a time, keep stirring on medium, pour into greased tray when it "
            "froths and leaves the sides. Cut warm."
        ),
    ),
    "ragi_mudde": (
        "Ragi mudde + soppu saaru",
        (
            "2 cups water boil with salt and 1 tsp oil, add 1 cup ragi flour in a mound, "
            "don't stir for 3 min, then mix hard with the mudde stick, cook covered 5 min, shape balls with wet hands. "
            "Saaru: dill/palak + toor dal, tomato, rasam powder, garlic tadka."
        ),
    ),
    "akki_rotti": (
        "Akki rotti",
        (
            "Rice flour 2 cups, grated carrot, onion, dill, green chilli, coconut, salt, warm water. "
            "Pat on greased tawa with wet fingers, poke holes, drizzle oil, cover and cook both sides."
        ),
    ),
    "dal_makhani": (
        "Dal makhani (Shruti's recipe)",
        (
            "Whole urad 1 cup + rajma 1/4 soaked overnight, pressure cook, simmer "
            "with butter, tomato puree, ginger-garlic, kashmiri chilli, kasuri methi, 1/2 cup cream. Slow cook 1 hr."
        ),
    ),
}


def t_recipe(key):
    def f(r, dt):
        title, body = RECIPES[key]
        return f"{title}\n\n{body}\n\n(serves {r.choice([3, 4, 6])}; noted on {_iso(dt)})\n"

    return f


def t_travel_idea(place):
    ideas = {
        "coorg": "# Coorg long weekend (idea)\n\nDrive BLR-Madikeri 5.5 h via Mysuru-Hunsur. Stay: homestay near "
                 "Madikeri or "
        "Virajpet (coffee estate walk). Abbey Falls, Raja's Seat sunset, Dubare elephant camp (morning), "
        "Mandalpatti jeep. Pandi curry + kadambuttu at Coorg Cuisine. Best Oct-Mar.\n",
        "gokarna": "# Gokarna / Kudle beach\n\nOvernight KSRTC Airavat from Majestic. Om beach - Half moon - Paradise "
                   "beach trek "
        "(2.5 h, carry water). Stay at Namaste Cafe / Zostel. Mirjan fort on way to Kumta.\n",
        "spiti": "# Spiti circuit (someday)\n\nShimla - Narkanda - Sarahan - Kalpa - Nako - Tabo - Kaza - Chandratal "
                 "- Manali. "
        "12 days. June-Sept only for Kunzum La. Bikes from Manali. Better after Ladakh experience.\n",
        "hampi": "# Hampi weekend\n\nNight train Hampi Express to Hosapete. Virupaksha, Vittala temple stone chariot "
                 "at sunrise, "
        "Matanga hill, coracle ride at Sanapur. Cycle rental Rs. 150/day. Avoid April-May heat.\n",
    }
    return lambda r, dt: ideas[place]


def t_contacts_vcf(r, dt):
    out = []
    for name in [
        "Amma",
        "Appa",
        "Divya",
        "Naveen Shetty",
        "Manjunath Contractor",
        "Suresh Gowda Owner",
        "Girish CC",
        "HDFC Loan Officer",
        "Dr. Prakash Bhat",
        "Rohit Cognivance",
    ]:
        out.append(f"BEGIN:VCARD\nVERSION:2.1\nFN:{name}\nTEL;CELL:+91 9{r.randint(100000000, 999999999)}\nEND:VCARD")
    return "\n".join(out) + "\n"


def t_phone_note(r, dt):
    return f"""Keep notes export - {_iso(dt)}
- Flat B-608 buyer token advance Rs 1 lakh received
- Renew Nexon insurance before 12th
- Cognivance notice period 90 days - last day 29 Apr
- PayNidhi joining docs: relieving letter, last 3 payslips, Form 16
- Buy Diamox before Ladakh
"""


# --------------------------------------------------------------------------- small extras


def t_drawing(title):
    def f(r, dt):
        return f"""NAYAK DESIGN STUDIO - Architecture & Interiors, Saraswathipuram, Mysuru
Project: Residence for Sri Ramesh Rao, {SITE}
Drawing: {title}    Scale 1:100    Sheet A-{r.randint(1, 9):02d}    Rev R{r.randint(1, 4)}    Date {_ds(dt)}
Site 30' x 40' east facing. Built-up GF 1,080 sq ft, FF 1,060 sq ft.
Rooms: living 14'x16', kitchen 10'x11' with utility, pooja NE, master bed 12'x14' with toilet,
bed 2 11'x12', staircase internal dog-legged, car porch 10'x18'.
Notes: all dimensions in feet-inches; refer structural drawings for beams and columns; do not scale.
Architect: Pooja Nayak, CA/2014/6{r.randint(1000, 9999)}
"""

    return f


def t_khata(r, dt):
    return f"""MYSURU CITY CORPORATION - KHATA EXTRACT (FORM B)
Khata No.: {r.randint(1000, 9999)}/{r.randint(10, 99)}   Ward No. {r.randint(50, 65)}   Date: {_ds(dt)}
Name of the owner: RAMESH RAO
Property: {SITE}
Site area: 111.48 sqm   Use: residential (vacant site)
Property tax paid up to: {_fy(dt)}  (receipt {_ref(r, "", 8)})
Khata transferred from MUDA allotment (allotment letter 1998) - no encumbrance noted.
Revenue Officer, Zone 5
"""


def t_property_tax(r, dt):
    return f"""Bruhat Bengaluru Mahanagara Palike - Property Tax Receipt
Application no: {_ref(r, "", 10)}   Year: {_fy(dt)}   Date: {_ds(dt)}
PID: 85-{r.randint(10, 99)}-{r.randint(100, 999)}  Owner: ARJUN RAO
Address: Flat B-608, Prestige Lakeside Habitat, Varthur Road, Whitefield
Tax: {_inr(_amt(r, 4_200, 5_600))}  Cess: {_inr(_amt(r, 900, 1_300))}  5% rebate (paid in April)
Total paid: {_inr(_amt(r, 4_900, 6_400))}  Mode: net banking
"""


def t_interest_cert(r, dt):
    return f"""HDFC Ltd - Provisional / Final Interest Certificate
Loan account: 6{_ref(r, "", 8)}   Borrower: ARJUN RAO   FY {_fy(dt - timedelta(days=100))}
Property: Flat B-608, Prestige Lakeside Habitat, Whitefield, Bengaluru
Principal repaid: {_inr(_amt(r, 380_000, 900_000))}   Interest paid: {_inr(_amt(r, 60_000, 190_000))}
(for deduction under sections 80C and 24(b))
"""


def t_fnf(r, dt):
    return f"""{OLD_EMP} - Full and Final Settlement Statement
Employee: Arjun Rao (CGV-{r.randint(10000, 39999)})   Last working day: 29-Apr-2022   Processed: {_ds(dt)}
Salary April 2022: {_inr(_amt(r, 95_000, 110_000))}
Leave encashment (21 days): {_inr(_amt(r, 60_000, 75_000))}
Gratuity (5 yrs 9 months): {_inr(_amt(r, 240_000, 290_000))}
Less: notice shortfall 0, laptop recovered, TDS {_inr(_amt(r, 70_000, 95_000))}
Net paid to HDFC a/c XXXX7731: {_inr(_amt(r, 300_000, 380_000))}
"""


def t_resignation(r, dt):
    return f"""From: Arjun Rao <arjun.rao@cognivance.com>
To: {_person(r).split()[0].lower()}.hr@cognivance.com
Cc: delivery manager
Date: {dt.strftime("%a, %d %b %Y")} 09:40:00 +0530
Subject: Resignation - Arjun Rao (CGV ID)

Dear Sir/Madam,
I hereby resign from my position as Senior Software Engineer, BFSI Delivery, with effect from today.
As per my appointment terms my notice period is 90 days; I request release by 29 April 2022 after
handing over the core-banking CR queue to {_person(r)}. Thank you for six good years.
Regards, Arjun
"""


def t_exam_guide(r, dt):
    return """AWS Certified Solutions Architect - Associate (SAA-C03) Exam Guide
Introduction: validates the ability to design solutions based on the AWS Well-Architected Framework.
Exam content: 65 questions (50 scored), multiple choice and multiple response, 130 minutes.
Passing score: 720 on a scale of 100-1000.
Domain 1: Design Secure Architectures 30%
Domain 2: Design Resilient Architectures 26%
Domain 3: Design High-Performing Architectures 24%
Domain 4: Design Cost-Optimized Architectures 20%
Appendix: in-scope services - Compute, Storage, Database, Networking, Security, Integration, Analytics.
"""


def t_well_arch(r, dt):
    return """AWS Well-Architected Framework - whitepaper (saved copy)
Pillars: Operational Excellence, Security, Reliability, Performance Efficiency, Cost Optimization,
Sustainability.
Reliability design principles: automatically recover from failure, test recovery procedures, scale
horizontally, stop guessing capacity, manage change through automation.
Cost optimization: adopt a consumption model, measure overall efficiency, stop spending on
undifferentiated heavy lifting, analyse and attribute expenditure.
"""


def t_play_reg(r, dt):
    return f"""Google Payments - Receipt
Google Play Console developer registration fee
Order number: GPA.{_ref(r, "", 4)}-{_ref(r, "", 4)}-{_ref(r, "", 4)}-{_ref(r, "", 5)}   Date: {_d(dt)}
Account: Arjun Rao (arjun.rao.dev@gmail.com)  Developer account type: Personal
Amount: USD 25.00 (INR 2,086.00)  Paid with HDFC Visa ending 4417
Identity verification: completed (PAN card)
"""


ARB = {
    "en": '{\n  "appTitle": "Hisaab",\n  "addExpense": "Add expense",\n  "settleUp": "Settle up",\n'
    '  "youOwe": "You owe {amount}",\n  "paidBy": "Paid by"\n}\n',
    "kn": '{\n  "appTitle": "ಹಿಸಾಬ್",\n  "addExpense": "ಖರ್ಚು ಸೇರಿಸಿ",\n  "settleUp": "ಲೆಕ್ಕ ಚುಕ್ತಾ",\n'
    '  "youOwe": "ನೀವು {amount} ಕೊಡಬೇಕು",\n  "paidBy": "ಪಾವತಿಸಿದವರು"\n}\n',
    "hi": '{\n  "appTitle": "हिसाब",\n  "addExpense": "खर्च जोड़ें",\n  "settleUp": "हिसाब चुकता करें",\n'
    '  "youOwe": "आपको {amount} देने हैं",\n  "paidBy": "भुगतान किया"\n}\n',
}

GRADLE = """plugins {
    id "com.android.application"
    id "kotlin-android"
    id "dev.flutter.flutter-gradle-plugin"
}

android {
    namespace "com.arjunrao.hisaab"
    compileSdk 34
    defaultConfig {
        applicationId "com.arjunrao.hisaab"
        minSdk 23
        targetSdk 34
        versionCode flutterVersionCode.toInteger()
        versionName flutterVersionName
    }
    signingConfigs {
        release {
            keyAlias keystoreProperties['keyAlias']
            storeFile file(keystoreProperties['storeFile'])
        }
    }
}
"""

GITIGNORE = b".dart_tool/\n.packages\nbuild/\n*.iml\n.idea/\nandroid/key.properties\n*.jks\n"
FLUTTER_METADATA = (
    b"# This file tracks properties of this Flutter project.\nversion:\n  revision: 761747bfc5\n  channel: stable\n"
)
EXE = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00\xb8\x00\x00\x00\x00\x00\x00\x00@\x00"
MSI = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 16 + b">\x00\x03\x00\xfe\xff"
ZIPH = b"PK\x03\x04\x14\x00\x00\x00\x08\x00"
DWG = b"AC1032\x00\x00\x00\x00\x00\x06\x01"
DESKTOP_INI = "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
THUMBS = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 40


def _as_txt(fn):
    """Same content, but semicolons turned into tabs (a sheet pasted into Notepad)."""
    return lambda r, dt: fn(r, dt).replace(";", "\t")


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

    def stamp(age: float, fmt: str) -> str:
        return (NOW - timedelta(days=age, seconds=r.randint(0, 80_000))).strftime(fmt)

    # ------------------------------------------------------------ Documents/Mysuru Mane (Projects Home)
    d = "Documents/Mysuru Mane"
    for name, age in (("Ground floor plan R3", 250), ("First floor plan R2", 236), ("Elevation options", 262)):
        add(f"{d}/Plans/{name}.pdf", P, "Home", age, t_drawing(name.upper()))
    add(f"{d}/Plans/Vijayanagar_house_GF_R3.dwg", P, "Home", 250, _blob(r, DWG, 2500))
    add(f"{d}/Plans/Electrical layout draft.pdf", P, "Home", 96, t_drawing("ELECTRICAL LAYOUT - GROUND FLOOR"))
    add(f"{d}/Approvals/Building licence MCC.pdf", P, "Home", 282, t_licence)
    add(f"{d}/Approvals/Khata extract Form B.pdf", P, "Home", 330, t_khata)
    add(f"{d}/Approvals/Sanctioned plan stamped.pdf", P, "Home", 281, t_drawing("SANCTIONED PLAN - MCC SEAL"))
    add(f"{d}/SBI Home Loan/Sanction letter SBI RACPC.pdf", P, "Home", 258, t_sanction)
    for i, age in enumerate((176, 108, 37), 1):
        add(f"{d}/SBI Home Loan/Disbursement advice {i}.pdf", P, "Home", age,
            lambda r, dt, k=i - 1: t_disbursement(r, dt, k))
    add(
        f"{d}/SBI Home Loan/documents checklist.txt",
        P,
        "Home",
        265,
        lambda r, dt: (
            "SBI construction loan - documents to give RACPC Mysuru\n\n1. Sale deed / MUDA allotment + possession "
            "cert (Appa)\n"
            "2. Khata extract + tax paid receipt\n3. Building licence + sanctioned plan\n4. Estimate by licensed "
            "engineer\n"
            "5. Form 16 x2 years, 6 months payslips, ITR-V x2 (me)\n6. Appa pension slip (co-applicant)\n"
            "7. EC for 13 years from Sub-Registrar Mysuru West\n8. Legal scrutiny fee Rs 3,500 + valuation Rs 3,000\n"
        ),
    )
    add(f"{d}/Contractor/Construction agreement - Manjunatha Builders.docx", P, "Home", 241, t_agreement_contractor)
    for i, age in enumerate((205, 141, 83, 52, 21), 1):
        add(f"{d}/Contractor/RA bills/RA-{i:02d}.pdf", P, "Home", age, lambda r, dt, n=i: t_ra_bill(r, dt, n))
    for age in (214, 168, 121, 98, 45, 19):
        add(f"{d}/Material bills/invoice_{stamp(age, '%Y%m%d')}.pdf", P, "Home", age, t_material)
    add(f"{d}/house budget.xlsx", P, "Home", 4, t_house_budget)
    for age in (118, 26, 6):
        add(f"{d}/Site visits/{stamp(age, '%Y-%m-%d')}.md", P, "Home", age, t_site_notes)
    add(f"{d}/WhatsApp Chat with Manjunath Contractor.txt", P, "Home", 14, t_whatsapp_contractor)
    add(f"{d}/Architect/Revised first floor plan - Vijayanagar house.eml", P, "Home", 238, t_architect_mail)
    add(f"{d}/Architect/Electrical layout for review.eml", P, "Home", 97, t_architect_mail)
    add(f"{d}/~$use budget.xlsx", L, "System", 4, b"\x0bArjun Rao  " + b"\x00" * 40)
    for age in (236, 170, 111, 50, 24, 7):
        photo(f"Pictures/Mysuru site/IMG_{stamp(age, '%Y%m%d_%H%M%S')}.jpg", P, "Home", age)
    photo("Pictures/Mysuru site/bhoomi pooja.heic", P, "Home", 232)

    # ------------------------------------------------------------ rented flat HSR (Areas Home)
    d = "Documents/HSR flat rent"
    add(f"{d}/Rental agreement 2025-26 signed.pdf", A, "Home", 206, t_rent_agreement)
    add(f"{d}/Rental agreement 2024-25.pdf", A, "Home", 540, t_rent_agreement)
    for age in (244, 122, 61, 2):
        dtm = NOW - timedelta(days=age)
        add(
            f"{d}/Rent receipts/Rent receipt {MONTHS[dtm.month - 1][:3]} {dtm.year}.pdf", A, "Home", age, t_rent_receipt
        )
    for age in (44, 13):
        add(f"{d}/BESCOM/BESCOM_bill_{stamp(age, '%b%Y')}.pdf", A, "Home", age, t_bescom)
    for age in (34,):
        add(f"{d}/ACT Fibernet invoice {stamp(age, '%b %Y')}.pdf", A, "Home", age, t_internet)
    add(f"{d}/Maintenance for Q2 and water tanker charges.eml", A, "Home", 58, t_maintenance_mail)

    # ------------------------------------------------------------ sold Whitefield flat (Archive Home)
    d = "Documents/Whitefield flat (sold)"
    add(f"{d}/HDFC loan closure letter.pdf", X, "Home", 905, t_loan_closure)
    add(f"{d}/HDFC EMI schedule.xlsx", X, "Home", 2990, t_emi_schedule)
    add(f"{d}/HDFC interest certificate FY22-23.pdf", X, "Home", 1150, t_interest_cert)
    add(f"{d}/Sale deed summary.txt", X, "Home", 568, t_sale_deed_summary)
    add(f"{d}/Association NOC.pdf", X, "Home", 575, t_flat_noc)
    for age in (1150, 785):
        add(f"{d}/BBMP property tax {stamp(age, '%Y')}.pdf", X, "Home", age, t_property_tax)
    photo(f"{d}/flat photos for listing/IMG_20240915_104422.jpg", X, "Home", 624)
    photo(f"{d}/flat photos for listing/IMG_20240915_104510.jpg", X, "Home", 624)

    # ------------------------------------------------------------ OneDrive/Divya Maduve (Projects Wedding)
    d = "OneDrive/Divya Maduve"
    add(f"{d}/Venue - Sri Lakshmi Venkateshwara mantapa receipt.pdf", P, "Wedding", 104, t_venue)
    add(f"{d}/Caterers/Udupi Sri Krishna Caterers quote.pdf", P, "Wedding", 72, t_caterer)
    add(
        f"{d}/Caterers/Mylari caterers quote.pdf",
        P,
        "Wedding",
        66,
        lambda r, dt: t_caterer(r, dt).replace("Udupi Sri Krishna Caterers", "Hotel Mylari Caterers & Events"),
    )
    add(
        f"{d}/Caterers/tasting feedback.txt",
        P,
        "Wedding",
        31,
        lambda r, dt: (
            f"Caterer tasting - {_d(dt)} - Amma, Appa, Divya, Karthik's mother\n\nObbattu: good, less sugar\nBisi "
            "bele bath: "
            "Mylari better\nBadam halwa: too sweet\nCurd rice: ok\nDecision: Udupi Sri Krishna for lunch, ask for "
            "Mylari's "
            "bisi bele bath recipe? no. Confirm 700 plates, counter staff 12.\n"
        ),
    )
    add(f"{d}/Invitation/Invitation text final.docx", P, "Wedding", 24, t_invitation)
    add(f"{d}/Invitation/invitation draft 2.txt", P, "Wedding", 49, t_invitation)
    add(f"{d}/Invitation/card design v3.png", P, "Wedding", 30, "")
    add(
        f"{d}/Invitation/Sri Ganesh Printers quotation.pdf",
        P,
        "Wedding",
        38,
        lambda r, dt: (
            f"SRI GANESH PRINTERS, Devaraja Mohalla, Mysuru\nQuotation dated {_ds(dt)}\nWedding cards - Divya weds "
            "Karthik\n"
            "Design: royal blue with gold foil, 2 inserts (Kannada + English), envelope with name printing\n"
            "600 nos @ Rs. 68 = Rs. 40,800 + GST 12%\nDelivery 12 days after proof approval\n"
        ),
    )
    add(f"{d}/Guest list - Appa side.csv", P, "Wedding", 45, t_guest_list)
    add(f"{d}/Guest list - Arjun friends.csv", P, "Wedding", 40, t_guest_list)
    add(f"{d}/Guest list master.xlsx", P, "Wedding", 9, lambda r, dt: t_guest_list(r, dt).replace(",", ";"))
    add(f"{d}/~$est list master.xlsx", L, "System", 9, b"\x0bArjun Rao  " + b"\x00" * 40)
    add(f"{d}/Wedding budget.xlsx", P, "Wedding", 5, t_wedding_budget)
    add(
        f"{d}/Photographer/Re_ Wedding coverage 10-11 Sept - Divya & Karthik.eml", P, "Wedding", 52, t_photographer_mail
    )
    add(f"{d}/To do.md", P, "Wedding", 3, t_wedding_todo)
    add(f"{d}/Muhurtham details - Purohit.txt", P, "Wedding", 101, t_purohit)
    add(f"{d}/Return gifts Amazon invoice.pdf", P, "Wedding", 17, t_return_gift_invoice)
    add(
        f"{d}/Hotel Siddharta room block.eml",
        P,
        "Wedding",
        27,
        lambda r, dt: (
            f"From: Reservations - Hotel Siddharta <reservations@hotelsiddharta.com>\nTo: arjun.rao.blr@gmail.com\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 12:20:00 +0530\nSubject: Group booking - Rao-Hegde wedding, 9-11 "
            "Sept 2026\n\n"
            "Dear Mr. Rao,\nWe confirm 12 deluxe rooms for 9 to 11 September 2026 (2 nights) at Rs. 5,400 + GST per "
            "room "
            "per night, breakfast included. Advance of Rs. 40,000 received. Rooming list needed by 25 August.\n"
            "Regards, Front Office, Hotel Siddharta, Mysuru\n"
        ),
    )
    for age in (103, 102, 60):
        photo(f"{d}/Venue photos/IMG_{stamp(age, '%Y%m%d_%H%M%S')}.jpg", P, "Wedding", age)
    photo(f"{d}/Saree shopping/IMG_4471.heic", P, "Wedding", 41)
    photo(f"{d}/Saree shopping/IMG_4473.heic", P, "Wedding", 41)
    add("Desktop/Invitation text final.docx", P, "Wedding", 22, t_invitation)
    add("Desktop/~$vitation text final.docx", L, "System", 1, b"\x0bArjun Rao  " + b"\x00" * 40)

    # ------------------------------------------------------------ Documents/AWS SAA (Projects Learning)
    d = "Documents/AWS SAA"
    for key, age in (("iam", 74), ("vpc", 61), ("s3", 52), ("ha", 33), ("decouple", 18)):
        add(f"{d}/notes/{key}.md", P, "Learning", age, t_aws_notes(key))
    add(f"{d}/study plan.md", P, "Learning", 80, t_study_plan)
    add(f"{d}/practice test scores.csv", P, "Learning", 6, t_practice_scores)
    add(f"{d}/AWS-Certified-Solutions-Architect-Associate_Exam-Guide.pdf", P, "Learning", 79, t_exam_guide)
    add(f"{d}/wellarchitected-framework.pdf", P, "Learning", 58, t_well_arch)
    add(f"{d}/Udemy receipt SAA course.pdf", P, "Learning", 78, t_udemy_receipt)
    add(f"{d}/Pearson VUE confirmation SAA-C03.eml", P, "Learning", 11, t_exam_booking)
    add(
        f"{d}/voucher.txt",
        P,
        "Learning",
        12,
        lambda r, dt: (
            "AWS Certification - 50% discount voucher (won at the AWS Community Day "
            f"Bengaluru quiz)\nCode: SAA50-{_ref(r, '', 4)}-{_ref(r, '', 4)}\nValid till "
            f"{_d(dt + timedelta(days=90))}\n"
            "Apply at checkout on Pearson VUE scheduling page.\n"
        ),
    )
    for age in (29, 7):
        add(f"{d}/screens/Screenshot {stamp(age, '%Y-%m-%d %H%M%S')}.png", P, "Learning", age, "")

    # ------------------------------------------------------------ tech reference (Resources Learning)
    d = "Documents/Tech notes"
    for kind, age in (("git", 610), ("kubectl", 402), ("postgres", 233), ("sysdesign", 145)):
        add(f"{d}/{kind}.md", R, "Learning", age, t_cheatsheet(kind))

    # ------------------------------------------------------------ StudioProjects/hisaab (Projects Hisaab)
    d = "StudioProjects/hisaab"
    add(f"{d}/pubspec.yaml", P, "Hisaab", 9, PUBSPEC)
    add(f"{d}/README.md", P, "Hisaab", 9, t_hisaab_readme)
    add(f"{d}/lib/main.dart", P, "Hisaab", 120, MAIN_DART)
    add(f"{d}/lib/data/tables.dart", P, "Hisaab", 64, EXPENSE_DART)
    add(f"{d}/lib/domain/settle.dart", P, "Hisaab", 88, SETTLE_DART)
    add(f"{d}/test/settle_test.dart", P, "Hisaab", 88, SETTLE_TEST)
    for lang, age in (("en", 40), ("kn", 25), ("hi", 39)):
        add(f"{d}/lib/l10n/app_{lang}.arb", P, "Hisaab", age, ARB[lang])
    add(f"{d}/android/app/build.gradle", P, "Hisaab", 70, GRADLE)
    add(f"{d}/assets/icon/icon.png", P, "Hisaab", 150, "")
    add(f"{d}/assets/icon/icon_foreground.png", P, "Hisaab", 150, "")
    dot(f"{d}/.gitignore", GITIGNORE, 400)
    dot(f"{d}/.metadata", FLUTTER_METADATA, 400)
    d = "Documents/Hisaab"
    add(f"{d}/privacy_policy.md", P, "Hisaab", 20, t_privacy)
    add(f"{d}/store listing.txt", P, "Hisaab", 16, t_store_listing)
    add(f"{d}/launch checklist.md", P, "Hisaab", 8, t_launch_checklist)
    add(f"{d}/Namecheap order hisaab.app.pdf", P, "Hisaab", 190, t_domain_invoice)
    add(f"{d}/Google Play developer registration receipt.pdf", P, "Hisaab", 175, t_play_reg)
    add(f"{d}/Play Console - closed testing.eml", P, "Hisaab", 23, t_play_mail)
    add(
        f"{d}/ideas.txt",
        P,
        "Hisaab",
        390,
        lambda r, dt: (
            "Hisaab - app idea (started after Ladakh Splitwise mess)\n\n- Flat expenses with Naveen: rent, maid, milk, "
            "cylinder\n- Family: Amma-Appa house expenses I send\n- UPI deep link upi://pay?pa=..&am=.. for settle up\n"
            "- No login. Offline. Kannada UI for parents\n- Monetise: ads + Rs 99 one-time pro (export PDF)\n"
        ),
    )
    for i, age in enumerate((15, 14), 1):
        add(f"{d}/store screenshots/phone_{i}.png", P, "Hisaab", age, "")
    add(f"{d}/feature graphic 1024x500.png", P, "Hisaab", 12, "")

    # ------------------------------------------------------------ Documents/Finance (Areas Finance)
    d = "Documents/Finance"
    add(
        f"{d}/ITR/AY 2022-23/Form16_Cognivance_FY2021-22.pdf",
        A,
        "Finance",
        1450,
        lambda r, dt: t_form16(r, dt, OLD_EMP, "BLRC09876F"),
    )
    add(f"{d}/ITR/AY 2022-23/ITR-V acknowledgement.pdf", A, "Finance", 1405, t_itr_ack)
    add(f"{d}/ITR/AY 2023-24/Form16_PayNidhi_FY2022-23.pdf", A, "Finance", 1085, t_form16)
    add(f"{d}/ITR/AY 2023-24/ITR-V acknowledgement.pdf", A, "Finance", 1040, t_itr_ack)
    add(f"{d}/ITR/AY 2024-25/Form16_FY2023-24.pdf", A, "Finance", 720, t_form16)
    add(f"{d}/ITR/AY 2024-25/ITR-V acknowledgement.pdf", A, "Finance", 676, t_itr_ack)
    add(
        f"{d}/ITR/AY 2024-25/Form 16B - flat sale TDS.pdf",
        A,
        "Finance",
        545,
        lambda r, dt: (
            "FORM NO. 16B - Certificate under section 203 for tax deducted at source on sale of immovable property "
            "u/s 194-IA\n"
            f"Certificate no: {_ref(r, 'TQ', 6)}   PAN of transferor (seller): {PAN} ARJUN RAO\n"
            f"Transferee: {_person(r)}   Amount paid/credited: Rs. 1,12,00,000   TDS: Rs. 1,12,000\n"
            "Date of deposit: 20/11/2024   Challan serial 11207\n"
        ),
    )
    add(f"{d}/ITR/AY 2025-26/Form16_FY2024-25.pdf", A, "Finance", 355, t_form16)
    add(f"{d}/ITR/AY 2025-26/ITR-V acknowledgement.pdf", A, "Finance", 318, t_itr_ack)
    add(f"{d}/ITR/AY 2025-26/AIS FY2024-25.pdf", A, "Finance", 330, t_ais)
    add(
        f"{d}/ITR/AY 2025-26/capital gains working - Whitefield flat.xlsx",
        A,
        "Finance",
        325,
        lambda r, dt: (
            "Item;Amount;Note\nSale consideration;11200000;deed 11/2024\nPurchase cost 2018;6450000;incl. stamp duty\n"
            "Indexed cost (CII 280/363);8361964;old indexation option (bought before 23-Jul-2024)\n"
            "Improvement (modular kitchen 2019);310000;\nLTCG (indexed, 20%);2528036;\nLTCG (no indexation, "
            "12.5%);4440000;\n"
            "Chosen;indexed;CA Srinivas advised\nTDS by buyer;112000;Form 16B\n"
        ),
    )
    add(f"{d}/ITR/AY 2026-27/Form16_FY2025-26.pdf", A, "Finance", 2, t_form16)
    add(f"{d}/ITR/AY 2026-27/tax working FY25-26.xlsx", A, "Finance", 1, t_tax_working)
    add(f"{d}/ITR/AY 2026-27/AIS FY2025-26.pdf", A, "Finance", 5, t_ais)
    for age in (182, 2):
        add(f"{d}/Mutual Funds/CAS_{stamp(age, '%b%Y')}.pdf", A, "Finance", age, t_cas)
    for age in (96, 35):
        add(f"{d}/Mutual Funds/SIP confirmation {stamp(age, '%d-%m-%Y')}.eml", A, "Finance", age, t_sip_mail)
    add(
        f"{d}/Mutual Funds/SIP list.txt",
        A,
        "Finance",
        140,
        lambda r, dt: (
            "SIPs (all Direct Growth, debit 5th/10th from HDFC 7731)\n\nPPFAS Flexi Cap - 10,000\nUTI Nifty 50 Index "
            "- 7,500\n"
            "Axis ELSS - 5,000 (stop after 80C is full? EPF covers)\nHDFC Mid-Cap - 5,000\nStep-up 10% every April.\n"
            "Emergency fund: ICICI Liquid ~6 months expenses.\nPaused Nov 2025 - Jan 2026 for house payments? NO - "
            "kept.\n"
        ),
    )
    add(f"{d}/PF/EPF passbook {stamp(20, '%Y')}.pdf", A, "Finance", 20, t_epf)
    add(f"{d}/PF/EPF transfer Cognivance to PayNidhi.pdf", A, "Finance", 1350, t_pf_transfer)
    add(f"{d}/PPF/SBI PPF statement {_fy(NOW - timedelta(days=100))}.pdf", A, "Finance", 60, t_ppf)
    for age in (62, 31, 1):
        month = (NOW - timedelta(days=age + 15)).strftime("%b%Y")
        add(f"{d}/Bank/HDFC/Acct_Statement_XX7731_{month}.csv", A, "Finance", age, t_bank_csv)
    for age in (40, 9):
        add(f"{d}/Credit card/HDFC_Regalia_{stamp(age, '%b%Y')}.pdf", A, "Finance", age, t_cc_statement)

    # ------------------------------------------------------------ Documents/PayNidhi (Areas Career)
    d = "Documents/PayNidhi"
    add(f"{d}/Offer letter PayNidhi.pdf", A, "Career", 1530, t_offer)
    add(f"{d}/Appraisal 2025-26.pdf", A, "Career", 40, t_appraisal)
    add(f"{d}/Appraisal 2024-25.pdf", A, "Career", 405, t_appraisal)
    add(
        f"{d}/self review 2025-26.docx",
        A,
        "Career",
        75,
        lambda r, dt: (
            "Self review FY 2025-26 - Arjun Rao (PN0417)\n\nWhat I delivered:\n- Ledger Postgres migration, zero "
            "downtime, "
            "outbox pattern\n- Settlement file idempotent retries: recon breaks down from ~40/day to 3/day\n- "
            "On-call: 11 weeks "
            "primary, led 2 SEV-2s\nWhat I want next: Staff Engineer track, own the ledger roadmap for UPI credit "
            "line.\n"
            "Learning: AWS SAA (company moving parts of infra from on-prem DC to AWS Mumbai region).\n"
        ),
    )
    for age in (306, 214, 153, 94, 63, 33, 3):
        dtm = NOW - timedelta(days=age)
        add(f"{d}/Payslips/Payslip_{MONTHS[dtm.month - 1]}_{dtm.year}.pdf", A, "Career", age, t_payslip)
    add(f"{d}/On-call/runbook - ledger posting lag.md", A, "Career", 130,
        lambda r, dt: t_runbook(r, dt, "LedgerPostingLagHigh"))
    add(f"{d}/On-call/runbook - settlement file missing.md", A, "Career", 88,
        lambda r, dt: t_runbook(r, dt, "SettlementFileMissing"))
    add(f"{d}/On-call/oncall rota Q2.csv", A, "Career", 62, t_oncall_rota)
    add(f"{d}/On-call/postmortem SEV2 ledger lag.docx", A, "Career", 110, t_postmortem)
    add(f"{d}/On-call/postmortem SEV2 replication.docx", A, "Career", 47, t_postmortem)
    add(f"{d}/Reimbursements/claim {stamp(100, '%b %Y')}.pdf", A, "Career", 100, t_reimbursement)
    add(f"{d}/Reimbursements/claim {stamp(38, '%b %Y')}.pdf", A, "Career", 38, t_reimbursement)

    # ------------------------------------------------------------ Cognivance (Archive Career)
    d = "Documents/Cognivance (old job)"
    add(f"{d}/Appointment letter 2016.pdf", X, "Career", 3640, t_old_offer)
    add(f"{d}/Relieving letter.pdf", X, "Career", 1492, t_relieving)
    add(f"{d}/Full and final settlement.pdf", X, "Career", 1440, t_fnf)
    add(f"{d}/Resignation mail.eml", X, "Career", 1585, t_resignation)
    for age in (1590, 1530):
        dtm = NOW - timedelta(days=age)
        add(
            f"{d}/Payslips/Payslip_{MONTHS[dtm.month - 1][:3]}{dtm.year}.pdf",
            X,
            "Career",
            age,
            lambda r, dt: t_payslip(r, dt, OLD_EMP, OLD_ADDR, "CGV-21873", 48_000.0),
        )
    for age in (2100, 1700):
        add(f"{d}/CR docs/CR impact analysis {stamp(age, '%Y-%m')}.docx", X, "Career", age, t_old_project_doc)

    # ------------------------------------------------------------ MTech BITS (Archive Learning)
    d = "Documents/MTech BITS WILP"
    for sem, age in (("Sem1", 2000), ("Sem3", 1640)):
        add(f"{d}/Grade sheets/{sem} grade sheet.pdf", X, "Learning", age, t_mtech_grades)
    add(f"{d}/Dissertation/Dissertation abstract final.docx", X, "Learning", 1480, t_dissertation)
    add(f"{d}/Dissertation/Dissertation_ArjunRao_final.pdf", X, "Learning", 1478, t_dissertation)
    for sem, age in (("sem3", 1730), ("sem4", 1550)):
        add(f"{d}/Fee receipts/fee receipt {sem}.pdf", X, "Learning", age, t_mtech_fee)
    for age in (1950, 1610):
        add(f"{d}/Assignments/assignment {stamp(age, '%Y%m')}.docx", X, "Learning", age, t_assignment)
    photo(f"{d}/Degree certificate.jpg", X, "Learning", 1200)

    # ------------------------------------------------------------ Documents/Health (Areas Health)
    d = "Documents/Health"
    add(f"{d}/Niva Bupa Health Recharge policy {stamp(140, '%Y')}.pdf", A, "Health", 140, t_health_policy)
    add(f"{d}/Star Health parents policy 2025.pdf", A, "Health", 395, lambda r, dt: t_health_policy(r, dt, True))
    add(f"{d}/Star Health parents policy 2026.pdf", A, "Health", 30, lambda r, dt: t_health_policy(r, dt, True))
    add(
        f"{d}/Group mediclaim e-card PayNidhi.pdf",
        A,
        "Health",
        300,
        lambda r, dt: (
            f"Medi Assist - Group Health e-card\nPolicy holder: {EMPLOYER}\nInsurer: ICICI Lombard GHI\nMember: Arjun "
            "Rao, "
            f"Employee ID PN0417, DOB 14/02/1992\nSum insured: Rs. 5,00,000 (family floater; parents not covered)\n"
            f"Valid {_ds(dt)} to {_ds(dt + timedelta(days=364))}   TPA helpline 1800 425 9449\n"
        ),
    )
    add(f"{d}/Claims/claim settled {stamp(260, '%b%Y')}.pdf", A, "Health", 260, t_claim)
    for age in (290, 55, 12):
        add(f"{d}/Reports/lab report {stamp(age, '%Y-%m-%d')}.pdf", A, "Health", age, t_lab_report)
    add(f"{d}/Appa/prescription JSS {stamp(150, '%b %Y')}.pdf", A, "Health", 150, t_prescription)
    add(
        f"{d}/Appa/medicines list.txt",
        A,
        "Health",
        48,
        lambda r, dt: (
            "Appa medicines (monthly, from Apollo Pharmacy Vijayanagar)\nMetformin 500 - 60\nTelmisartan 40 - 30\n"
            "Atorvastatin 10 - 30\nEcosprin 75 - 30\nAmma: Thyronorm 50 mcg - 30, Shelcal 500 - 30\n"
            "ಅಮ್ಮನ ಕಣ್ಣಿನ ಪರೀಕ್ಷೆ - ಜೂನ್ ಕೊನೆಯ ವಾರ\n"
        ),
    )

    # ------------------------------------------------------------ Documents/Car (Areas Car, manual Resources)
    d = "Documents/Car"
    add(f"{d}/Nexon insurance 2025-26 TATA AIG.pdf", A, "Car", 415, t_car_insurance)
    add(f"{d}/Nexon insurance 2026-27 TATA AIG.pdf", A, "Car", 50, t_car_insurance)
    for age in (285, 92):
        add(f"{d}/Service/Concorde service invoice {stamp(age, '%Y-%m')}.pdf", A, "Car", age, t_car_service)
    add(f"{d}/PUC {stamp(410, '%Y')}.pdf", A, "Car", 410, t_puc)
    photo(f"{d}/RC card front.jpg", A, "Car", 1600)
    photo(f"{d}/RC card back.jpg", A, "Car", 1600)
    add(f"{d}/FASTag recharge alert.eml", A, "Car", 27, t_fastag)
    add(f"{d}/Nexon owners manual.pdf", R, "Car", 1590, t_car_manual)
    add(
        f"{d}/fuel and expenses.xlsx",
        A,
        "Car",
        10,
        lambda r, dt: (
            "\n".join(
                ["Date;Item;Km;Amount"]
                + [
                    f"{_ds(dt - timedelta(days=12 * i))};"
                    f"{r.choice(['Petrol', 'Petrol', 'Toll', 'Car wash', 'Parking'])};"
                    f"{45000 - 380 * i};{r.randint(150, 3800)}"
                    for i in range(14)
                ]
            )
            + "\n"
        ),
    )

    # ------------------------------------------------------------ Documents/Cricket
    d = "Documents/Cricket - HSR Strikers"
    add(f"{d}/Sunday league fixtures {NOW.year}.xlsx", A, "Cricket", 34, t_fixtures)
    add(f"{d}/membership receipt {NOW.year - 1}.pdf", A, "Cricket", 420, t_cricket_fee)
    add(f"{d}/membership receipt {NOW.year}.pdf", A, "Cricket", 60, t_cricket_fee)
    add(f"{d}/playing XI.txt", A, "Cricket", 4, t_cricket_chat)
    add(
        f"{d}/club bylaws.pdf",
        A,
        "Cricket",
        700,
        lambda r, dt: (
            "HSR STRIKERS CRICKET CLUB - BYLAWS (amended)\n1. Membership open to residents of HSR Layout and nearby, "
            "age 18+.\n"
            "2. Annual fee due by 31 March; players with dues cannot be selected.\n3. Selection committee: captain, "
            "vice-captain "
            "and one elected member.\n4. Ground booking and umpiring duties by rotation.\n5. Kit and balls are club "
            "property.\n"
        ),
    )
    add(f"{d}/keeping drills.txt", R, "Cricket", 210, t_drills)

    # ------------------------------------------------------------ Resources: recipes, travel ideas, books
    for key, age in (("bisi_bele_bath", 520), ("ragi_mudde", 480), ("akki_rotti", 300), ("dal_makhani", 140)):
        add(f"Documents/Recipes/{RECIPES[key][0].split(' (')[0]}.txt", R, "Cooking", age, t_recipe(key))
    for place, age in (("coorg", 420), ("gokarna", 260), ("spiti", 600)):
        add(f"Documents/Travel ideas/{place}.md", R, "Travel", age, t_travel_idea(place))
    books = [
        (
            "The Psychology of Money",
            "Morgan Housel",
            "en",
            "Doing well with money has little to do with how smart you are.",
        ),
        ("Malgudi Days", "R. K. Narayan", "en", "Swami and his friends walked along the Sarayu in the evening."),
        ("ಕರ್ವಾಲೊ", "ಪೂರ್ಣಚಂದ್ರ ತೇಜಸ್ವಿ", "kn", "ಮಂದಣ್ಣ ಮತ್ತು ಕರ್ವಾಲೊ ಅವರ ಹಾರುವ ಓತಿಯ ಹುಡುಕಾಟ."),
        ("Project Hail Mary", "Andy Weir", "en", "I wake up and realise I do not know my own name."),
        ("Parva", "S. L. Bhyrappa (tr. K. Raghavendra Rao)", "en", "The Mahabharata retold without the miracles."),
        ("The Almanack of Naval Ravikant", "Eric Jorgenson", "en", "Seek wealth, not money or status."),
    ]
    for i, (title, author, lang, para) in enumerate(books):
        fname = "Karvalo - Tejaswi" if lang == "kn" else f"{title} - {author.split(' (')[0]}"
        folder = "Documents/eBooks" if i % 2 == 0 else "Downloads"
        add(f"{folder}/{fname}.epub", R, "Books", 200 + 97 * i, _epub(title, author, lang, para))

    # ------------------------------------------------------------ Ladakh 2024 (Archive Travel)
    d = "Documents/Ladakh trip 2024"
    add(f"{d}/itinerary.md", X, "Travel", 700, t_ladakh_itinerary)
    add(f"{d}/IndiGo e-ticket BLR-IXL.pdf", X, "Travel", 663, t_flight)
    add(f"{d}/Inner line permit.pdf", X, "Travel", 660, t_ilp)
    add(f"{d}/Leh Bikers invoice.pdf", X, "Travel", 652, t_bike_rental)
    add(f"{d}/expenses split.csv", X, "Travel", 645, t_ladakh_split)
    for age in (661, 659, 656, 655, 653):
        photo(f"Pictures/Ladakh 2024/IMG_{stamp(age, '%Y%m%d_%H%M%S')}.jpg", X, "Travel", age)
    photo("Pictures/Ladakh 2024/Khardung La group.jpg", X, "Travel", 657)
    add("Pictures/Ladakh 2024/Thumbs.db", L, "System", 600, THUMBS)

    # ------------------------------------------------------------ Pictures (Resources Photos)
    for age in (310, 190, 90, 47, 16):
        photo(f"Pictures/Camera Roll/IMG_{stamp(age, '%Y%m%d_%H%M%S')}.jpg", R, "Photos", age)
    for age in (429, 428, 428):
        photo(f"Pictures/2025/Ugadi Mysuru/IMG_{stamp(age, '%Y%m%d_%H%M%S')}.jpg", R, "Photos", age)
    photo("Pictures/2025/Ugadi Mysuru/family.heic", R, "Photos", 428)
    for age in (220, 95, 36, 8, 2):
        photo(f"Pictures/WhatsApp/IMG-{stamp(age, '%Y%m%d')}-WA00{r.randint(10, 99)}.jpg", R, "Photos", age)
    for age in (300, 120, 66, 25, 3):
        add(f"Pictures/Screenshots/Screenshot {stamp(age, '%Y-%m-%d %H%M%S')}.png", R, "Photos", age, "")
    add("Pictures/desktop.ini", L, "System", 900, DESKTOP_INI)

    # ------------------------------------------------------------ installers (Resources Software)
    for name, head, age in (
        ("VSCodeUserSetup-x64-1.89.1.exe", EXE, 380),
        ("flutter_windows_3.22.2-stable.zip", ZIPH, 370),
        ("android-studio-2024.1.1.12-windows.exe", EXE, 368),
        ("AWSCLIV2.msi", MSI, 70),
        ("Docker Desktop Installer.exe", EXE, 240),
        ("WhatsApp Installer.exe", EXE, 500),
        ("ChromeSetup.exe", EXE, 560),
        ("PowerToysUserSetup-0.81.0-x64.exe", EXE, 200),
    ):
        add(f"Downloads/{name}", R, "Software", age, _blob(r, head, 3000))

    # ------------------------------------------------------------ Downloads (the mess)
    dl = "Downloads"
    add(f"{dl}/Form16_FY2025-26.pdf", A, "Finance", 3, t_form16)
    add(f"{dl}/Payslip_May_2026.pdf", A, "Career", 2, t_payslip)
    add(f"{dl}/CAS_May2026.pdf", A, "Finance", 3, t_cas)
    add(f"{dl}/HDFC_Regalia_statement.pdf", A, "Finance", 39, t_cc_statement)
    add(
        f"{dl}/Star_Health_renewal_notice.pdf",
        A,
        "Health",
        45,
        lambda r, dt: (
            "Star Health - Renewal notice\nPolicy: Senior Citizens Red Carpet - insured Ramesh Rao, Shanthala Rao\n"
            f"Due date: {_ds(dt + timedelta(days=15))}   Renewal premium: {_inr(_amt(r, 44_000, 52_000))} (age band "
            "change for Ramesh)\n"
            "Renew online or via agent Smt. Rekha Murthy, Mysuru. Proposer: Arjun Rao\n"
        ),
    )
    add(f"{dl}/SAA-C03 practice exam 3 results.pdf", P, "Learning", 24, t_practice_scores)
    add(f"{dl}/Hisaab_feature_graphic_v1.png", P, "Hisaab", 13, "")
    add(f"{dl}/Sanctioned plan stamped.pdf", P, "Home", 281, t_drawing("SANCTIONED PLAN - MCC SEAL"))
    add(f"{dl}/Payslip_March_2026.pdf", A, "Career", 63, t_payslip)
    add(f"{dl}/Nexon_policy_schedule.pdf", A, "Car", 51, t_car_insurance)
    add(f"{dl}/EPF_passbook.pdf", A, "Finance", 140, t_epf)
    add(
        f"{dl}/Karnataka-wedding-checklist.pdf",
        P,
        "Wedding",
        95,
        lambda r, dt: (
            "Traditional Kannada wedding - checklist for the bride's family (printed from a blog)\n"
            "Varapooje, naandi, kashi yatre, mangalya dharane, saptapadi, lajja homa, arundhati darshana.\n"
            "Items: mangalasutra, kaalungura, bagina set, 2 silk sarees for dhare, kalasha, akshate.\n"
            "Notes from Amma: Hegde family is Udupi side - they may want Tulu rituals for the varapooje.\n"
        ),
    )
    for age in (77, 11):
        photo(f"{dl}/IMG-{stamp(age, '%Y%m%d')}-WA00{r.randint(10, 99)}.jpg", R, "Photos", age)
    hard_dl = [
        ("document.pdf", P, "Home", 178, t_disbursement),
        ("document (1).pdf", A, "Finance", 356, t_form16),
        ("document (2).pdf", P, "Wedding", 104, t_venue),
        ("document (3).pdf", A, "Car", 416, t_car_insurance),
        ("document (4).pdf", X, "Learning", 1815, t_mtech_grades),
        ("document (5).pdf", P, "Home", 257, t_sanction),
        ("download.pdf", A, "Finance", 184, t_cas),
        ("download (1).pdf", A, "Health", 171, t_lab_report),
        ("download (2).pdf", X, "Travel", 661, t_ilp),
        (
            "download (3).pdf",
            X,
            "Career",
            1650,
            lambda r, dt: t_payslip(r, dt, OLD_EMP, OLD_ADDR, "CGV-21873", 48_000.0),
        ),
        ("download (4).pdf", X, "Career", 1495, t_relieving),
        ("print.pdf", A, "Home", 207, t_rent_agreement),
        ("print (1).pdf", A, "Finance", 71, t_cc_statement),
        ("1748261953417.pdf", A, "Finance", 319, t_itr_ack),
        ("1741930027771.pdf", P, "Home", 99, t_material),
        ("1739452210983.pdf", A, "Finance", 1349, t_pf_transfer),
        ("WhatsApp Document 2026-04-11 at 18.42.07.pdf", P, "Wedding", 51, t_caterer),
        ("WhatsApp Document 2026-02-20 at 09.15.33.pdf", P, "Home", 101, lambda r, dt: t_ra_bill(r, dt, 3)),
        ("WhatsApp Document 2025-10-03 at 21.02.11.docx", P, "Home", 242, t_agreement_contractor),
        ("Receipt.pdf", P, "Learning", 78, t_udemy_receipt),
        ("invoice.pdf", P, "Hisaab", 190, t_domain_invoice),
        ("Invoice_2026.pdf", A, "Car", 93, t_car_service),
        ("message.eml", P, "Wedding", 53, t_photographer_mail),
        ("message (1).eml", P, "Learning", 11, t_exam_booking),
        ("mail.eml", P, "Home", 239, t_architect_mail),
        ("output.csv", P, "Learning", 15, t_practice_scores),
        ("output (1).csv", A, "Career", 150, t_oncall_rota),
        ("export.csv", A, "Finance", 120, t_bank_csv),
        ("file.csv", A, "Cricket", 35, lambda r, dt: t_fixtures(r, dt).replace(";", ",")),
        ("data.xlsx", P, "Wedding", 46, lambda r, dt: t_guest_list(r, dt).replace(",", ";")),
        ("scan.pdf", A, "Health", 149, t_prescription),
        ("final.docx", P, "Wedding", 26, t_invitation),
        ("report.pdf", A, "Career", 109, t_postmortem),
        ("doc02934120260418.pdf", A, "Car", 44, t_puc),
        ("details.txt", P, "Wedding", 100, t_purohit),
        ("notes.md", P, "Hisaab", 21, t_privacy),
        ("draft.docx", A, "Career", 76, t_appraisal),
        ("form.pdf", A, "Finance", 60, t_ppf),
        ("GetPDF.pdf", A, "Home", 105, t_bescom),
        ("content.pdf", R, "Car", 1500, t_car_manual),
        ("text.txt", R, "Cricket", 230, t_drills),
        ("a.txt", R, "Cooking", 330, t_recipe("mysore_pak")),
        ("Untitled-1.md", P, "Learning", 51, t_aws_notes("s3")),
        ("new.txt", R, "Learning", 190, t_cheatsheet("go")),
        ("temp.txt", P, "Home", 64, t_site_notes),
        ("document (6).pdf", A, "Health", 259, t_claim),
        ("document (7).pdf", X, "Career", 1441, t_fnf),
        ("download (5).pdf", X, "Home", 904, t_loan_closure),
        ("invoice (1).pdf", P, "Wedding", 18, t_return_gift_invoice),
    ]
    for name, b, topic, age, fn in hard_dl:
        add(f"{dl}/{name}", b, topic, age, fn, hard=True)
    add(f"{dl}/Form16_FY2025-26 (1).pdf.crdownload", L, "System", 3, _blob(r, b"%PDF-1.4\n", 700))
    add(f"{dl}/Unconfirmed 418833.crdownload", L, "System", 60, _blob(r, b"", 900))
    add(f"{dl}/ubuntu-24.04.2-desktop-amd64.iso.part", L, "System", 150, _blob(r, b"", 1200))
    add(f"{dl}/desktop.ini", L, "System", 900, DESKTOP_INI)

    # ------------------------------------------------------------ Desktop
    dk = "Desktop"
    for name, b, topic, age, fn in (
        ("New Text Document.txt", P, "Wedding", 44, t_guest_list),
        ("New Text Document (2).txt", P, "Learning", 81, t_study_plan),
        ("untitled.txt", P, "Hisaab", 9, t_launch_checklist),
        ("todo.txt", P, "Wedding", 6, t_wedding_todo),
        ("notes.txt", A, "Cricket", 11, t_cricket_chat),
        ("draft.txt", P, "Hisaab", 17, t_store_listing),
        ("Doc1.docx", A, "Career", 39, t_reimbursement),
        ("pending.txt", A, "Home", 57, t_maintenance_mail),
        ("New folder/scan0001.pdf", X, "Home", 569, t_sale_deed_summary),
        ("New folder/Book1.xlsx", P, "Home", 88, t_house_budget),
        ("New folder/New Text Document.txt", X, "Travel", 690, t_ladakh_itinerary),
    ):
        add(f"{dk}/{name}", b, topic, age, fn, hard=True)
    add(f"{dk}/AWS SAA cheat sheet.md", P, "Learning", 10, t_aws_notes("ha"))
    add(f"{dk}/Payslip_March_2026.pdf", A, "Career", 60, t_payslip)
    add(f"{dk}/Screenshot 2026-05-28 221502.png", R, "Photos", 4, "")
    add(f"{dk}/desktop.ini", L, "System", 900, DESKTOP_INI)

    # ------------------------------------------------------------ Documents root, scans, OneDrive/Documents
    for name, b, topic, age, fn in (
        ("Documents/Document1.docx", X, "Learning", 1479, t_dissertation),
        ("Documents/Book1.xlsx", A, "Finance", 28, t_tax_working),
        ("Documents/Untitled.txt", R, "Cooking", 260, t_recipe("bisi_bele_bath")),
        ("Documents/New Microsoft Word Document.docx", R, "Travel", 190, t_travel_idea("hampi")),
        ("Documents/Scanned Documents/Adobe Scan 14 Apr 2026.pdf", P, "Home", 48, t_licence),
        ("Documents/Scanned Documents/Adobe Scan 02 Feb 2026.pdf", A, "Home", 119, t_rent_receipt),
        ("Documents/Scanned Documents/Adobe Scan 21 Mar 2026.pdf", A, "Health", 72, t_prescription),
        ("Documents/Scanned Documents/Adobe Scan 09 Jan 2026.pdf", A, "Cricket", 143, t_cricket_fee),
        ("Documents/Scanned Documents/Adobe Scan 30 Nov 2024.pdf", X, "Home", 548, t_flat_noc),
        ("Documents/Scanned Documents/Scan_20250812.pdf", P, "Home", 293, t_khata),
        (
            "Documents/Scanned Documents/Adobe Scan 03 May 2026.pdf",
            A,
            "Health",
            29,
            lambda r, dt: t_health_policy(r, dt, True),
        ),
        (
            "OneDrive/Documents/Untitled document.docx",
            P,
            "Wedding",
            64,
            lambda r, dt: t_caterer(r, dt).replace("Udupi Sri Krishna Caterers", "Sri Annapoorna Caterers"),
        ),
        ("OneDrive/Documents/Document.docx", X, "Travel", 705, t_ladakh_itinerary),
        ("OneDrive/Documents/Book.xlsx", X, "Travel", 640, lambda r, dt: t_ladakh_split(r, dt).replace(",", ";")),
        ("OneDrive/Documents/Untitled spreadsheet.xlsx", P, "Wedding", 33, t_wedding_budget),
        ("OneDrive/Documents/Notes.txt", A, "Career", 160, t_runbook),
    ):
        add(name, b, topic, age, fn, hard=True)
    add("Documents/desktop.ini", L, "System", 900, DESKTOP_INI)

    # ------------------------------------------------------------ old phone copy (Archive Backup)
    ph = "Old phone - Redmi Note 8 Pro"
    for age in (2050, 1420, 990, 760, 662, 600, 515):
        photo(f"{ph}/DCIM/Camera/IMG_{stamp(age, '%Y%m%d_%H%M%S')}.jpg", X, "Backup", age)
    for age in (1300, 700, 560):
        photo(
            f"{ph}/WhatsApp/Media/WhatsApp Images/IMG-{stamp(age, '%Y%m%d')}-WA00{r.randint(10, 99)}.jpg",
            X,
            "Backup",
            age,
        )
    add(
        f"{ph}/WhatsApp/Media/WhatsApp Documents/Payslip_Mar2022.pdf",
        X,
        "Backup",
        1520,
        lambda r, dt: t_payslip(r, dt, OLD_EMP, OLD_ADDR, "CGV-21873", 48_000.0),
    )
    add(f"{ph}/WhatsApp/Media/WhatsApp Documents/NOC PLHAOA.pdf", X, "Backup", 576, t_flat_noc)
    add(f"{ph}/WhatsApp/Media/WhatsApp Documents/Leh Bikers invoice.pdf", X, "Backup", 652, t_bike_rental)
    add(
        f"{ph}/Download/Form16_Cognivance_FY2021-22.pdf",
        X,
        "Backup",
        1450,
        lambda r, dt: t_form16(r, dt, OLD_EMP, "BLRC09876F"),
    )
    add(
        f"{ph}/Download/Nexon_invoice_Concorde.pdf",
        X,
        "Backup",
        1610,
        lambda r, dt: (
            f"Concorde Motors (India) Ltd - Vehicle Tax Invoice\nDate: {_ds(dt)}\nCustomer: Arjun Rao, {ME_ADDR}\n"
            "Tata Nexon XZ+ 1.2 Revotron, Flame Red, ex-showroom Rs. 10,48,900\nInsurance Rs. 41,200, RTO Rs. "
            "1,38,400, "
            "accessories Rs. 18,500\nOn-road: Rs. 12,47,000   Payment: own funds + exchange nil\n"
        ),
    )
    for title, artist, album, age in (
        ("Belageddu", "Vijay Prakash", "Kirik Party", 1500),
        ("Bombe Helutaite", "Vijay Prakash", "Raajakumara", 1350),
        ("Kun Faya Kun", "A. R. Rahman, Javed Ali", "Rockstar", 1800),
    ):
        add(f"{ph}/Music/{artist.split(',')[0]} - {title}.mp3", X, "Backup", age, _id3(r, title, artist, album))
    add(f"{ph}/contacts.vcf", X, "Backup", 512, t_contacts_vcf)
    add(f"{ph}/Notes/notes export.txt", X, "Backup", 512, t_phone_note)
    for age in (900, 620):
        add(
            f"{ph}/Pictures/Screenshots/Screenshot_{stamp(age, '%Y-%m-%d-%H-%M-%S')}_com.whatsapp.png",
            X,
            "Backup",
            age,
            "",
        )

    return items
