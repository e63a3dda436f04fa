"""A hundred-and-twenty-ninth unseen labelled corpus: Dean Holroyd's Windows laptop, ``build(root, seed)``, written blind.

What was read, and nothing else: ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py`` lines 1-220
(docstring and helpers) and 1296-1360 (the start of its ``build()``); ``corpus.py`` lines 1-30 and its functions
``_pdf`` and ``_jpeg``; ``blind.py`` lines 74-107 and its function ``_png``; a file-name listing of
``benchmarks/placement/``. Slips, recorded honestly and not used: printing ``corpus.py`` lines 169-230 showed,
after ``_jpeg``, the first ~25 lines of ``corpus.py``'s own ``build()`` (generic loops over named files and
camera photos); a ``head -3`` of ``hundredtwentyeighth.py`` showed its first docstring line (a couple's shared
family PC) and the start of its "Read, and nothing else" sentence. Nothing under ``foldwise/``, ``docs/``,
``tests/``, ``scripts/`` or ``benchmarks/bench_*.py``, no git, no placement result, no benchmark run.

The person: Dean Holroyd, 39 (born March 1987), a single father living in a two-up two-down terraced house at
14 Wensley Terrace, Bramley, Leeds LS13 3HR (bought 2016, mortgage with Leeds Building Society). He is a
Signalling Maintenance Technician for Network Rail (Leeds S&T maintenance section, Holbeck depot, payroll
no. 1184427) on a 12-hour days/nights/rest-days roster, an RMT member, and his safety-critical competences
(PTS, signalling maintenance/testing, the safety-critical medical) are renewed every two years. Before that
he was an installer-tester at Kelsall Rail Systems Ltd in Doncaster (2012 - August 2020): that job has ended.
He was divorced from Sarah Whitaker; the final order and the financial consent order came through in 2023
(Bentley Marsh Solicitors): ended. Ellie (11, Year 6, starts secondary school in September 2026) and Josh
(8, Year 4) live with him at Broad Lane Primary School; Sarah pays child maintenance through the Child
Maintenance Service Direct Pay. Josh plays for Bramley Phoenix Juniors U9, Ellie for Stanningley Girls U12;
both go to Bramley Kids Club after school on his day shifts. He studies part-time with the Open University
(BSc (Hons) Engineering, since 2020): modules T192, T194, T271, T272, T313 and T366 are done; the final-year
individual project module T452 (condition monitoring of point machines from motor-current signatures,
supervisor Dr Helen Ashworth) runs 2025-26 with the final report due 10 September 2026. Ongoing now
(NOW = 2026-06-01): the job, money (payslips, tax code letters, P60s, mortgage, bank, Railways Pension
Scheme, child maintenance records), the house and its bills, the kids' school, club and football, his health,
the car (2017 Skoda Octavia estate, YD17 KXP). Projects in progress: the T452 project; the damp-proofing of
the house (surveyor report March 2026, quotes, contractor Aire Valley Damp Proofing booked for June 2026);
rehab for a right-knee meniscus injury (five-a-side, November 2025; NHS MSK physio, discharge expected July
2026); a camping trip to Great Langdale in the Lake District, 24-31 July 2026. Ended: the divorce (2023), the
Kelsall Rail job (2020), the completed OU modules, the holiday at Carbis Bay in Cornwall (August 2025), an old
Galaxy S9 phone (backup copied to the laptop in 2021).

The machine (a Windows laptop, user folders relative to root): ``Documents/`` with some good folders (``Work``,
``Money``, ``House``, ``Kids``, ``Car``, ``Health``, ``OU``, ``Holidays``, ``Divorce``, ``Kelsall Rail``, ``Recipes``,
``Walks``) plus a
``Documents/2024/`` folder of dumped scans and files; ``Downloads/`` (a dump: ``document (2).pdf``,
``export.csv``, ``download.pdf``, installers, unfinished downloads); ``Desktop/`` (loose notes, ``New Text
Document.txt``, shortcuts' ``desktop.ini``); ``Pictures/Scans/`` (``Scan 7.pdf``, ``scan0004.pdf`` from the
printer), ``Pictures/Camera Roll/`` and ``Pictures/Screenshots/`` and ``Pictures/Football/`` (phone photos and screenshots), ``Pictures/Cornwall
2025/``; ``Music/``; ``Books/``; ``Backup/Galaxy S9 2021/``.

LABELLING RULES (written before any file was generated; as of NOW = 2026-06-01):

- **Projects** (an end, still being worked on, whatever the file's age):
  the OU final-year project T452 - proposal, report drafts, data exports, scripts, supervisor emails, TMA
  feedback on the project, this year's module fee and the degree's credit plan (the degree ends with this
  project) -> ``Open University``; the damp-proofing - surveyor's report, quotes, contractor emails and
  invoices, damp photos in the damp folder, the guarantee paperwork -> ``Home``; the knee rehab - MRI report,
  physio letters, exercise sheets, progress log, the occupational-health restriction letter about the knee
  -> ``Health``; the Lake District camping trip July 2026 - campsite booking, kit list, routes planned for
  that trip -> ``Travel``.
- **Areas** (no end, whatever the document's age): the Network Rail job - rosters, overtime and expenses
  claims, competence renewals, the safety-critical medical, RMT letters, section emails, fault notes -> ``Work``;
  money - payslips, P60s of any employer and year (the 2019-20 Kelsall P60 too), HMRC tax code letters,
  mortgage, bank and credit-card statements, the Railways Pension Scheme and the deferred Kelsall pension,
  child-maintenance letters and payment records (they run until the kids are grown, though they came out of
  the divorce), budget sheets -> ``Finance``; the house - council tax, energy, water, broadband, home
  insurance, boiler service -> ``Home``; Ellie's and Josh's school letters, Kids Club invoices, football
  subs and fixtures, the kids' dentist letters -> ``Kids``; his own GP, dentist, optician and prescriptions
  -> ``Health``; the car - MOT, service, insurance, road tax, a parking charge -> ``Car``.
- **Resources** (reference and interests): signalling reference - standards notes, handbook extracts,
  circuit study notes -> ``Work``; appliance manuals -> ``Home``; fell-walking routes and guides not tied to
  the July trip -> ``Walking``; recipes -> ``Cooking``; ebooks -> ``Books``; music -> ``Music``; installers
  -> ``Software``; camera-roll photos and screenshots -> ``Photos``.
- **Archive** (ended): the divorce - solicitor letters, consent order, final order, solicitor's bills ->
  ``Divorce``; the Kelsall Rail job - contract, timesheets, leaving letter, old test records -> ``Work``;
  completed OU modules - TMAs, module results, old study notes -> ``Open University``; the Cornwall holiday
  2025 - booking, receipts and the photos in its own folder -> ``Travel``; the old phone backup (its photos,
  contacts and messages) -> ``Backup``.
- **Left**: ``.crdownload`` / ``.part`` downloads, ``~$`` Office lock files, ``desktop.ini``, ``Thumbs.db``
  -> ``System``. Dot files are written with ``dot()`` and not labelled.

Edge cases: a payslip scanned into ``Pictures/Scans`` is still Areas/Finance; the child-maintenance letters
are Finance, not Divorce; a generic Lake District walking guide ebook is Resources/Books, a route sheet made
for the July trip is Projects/Travel; damp photos in the camera roll are just Photos (nothing in them says
damp), only those in ``House/Damp proofing/Photos`` are Projects/Home; photos of the kids' matches are Resources/Photos; the knee OH letter is Projects/Health,
the routine safety-critical medical is Areas/Work. ``hard`` marks files whose name and folder say nothing
(``Downloads/document (2).pdf``, ``Pictures/Scans/Scan 7.pdf``, ``Desktop/New Text Document.txt``,
``Documents/2024/scan0012.pdf``, ``Downloads/export.csv``); images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _d, _docx, _money, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

ME = "Mr Dean Holroyd"
ADDR = "Mr Dean Holroyd\n14 Wensley Terrace\nBramley\nLeeds\nLS13 3HR"
NINO = "JK 48 21 93 C"
NR = "Network Rail Infrastructure Limited"
FIRST = ["Gary", "Lee", "Karen", "Steve", "Michelle", "Paul", "Jo", "Craig", "Nadia", "Imran", "Sharon", "Wayne",
         "Becky", "Tariq", "Claire", "Dave"]
SURN = ["Whitehead", "Brook", "Akhtar", "Sykes", "Hirst", "Booth", "Pickles", "Lister", "Kaur", "Walsh", "Rhodes",
        "Barraclough", "Dyson", "Ellis", "Firth", "Mitchell"]
SITES = ["Bramley", "New Pudsey", "Leeds West Jn", "Whitehall Jn", "Holbeck", "Armley Jn", "Kirkstall Forge",
         "Calverley", "Apperley Jn", "Neville Hill", "Marsh Lane", "Cross Gates"]
ASSETS = ["points 4521A", "points 4522B", "TC LS118", "signal L403", "TC LS204 (axle counter)", "AWS at L411",
          "points 617A", "signal L396", "TPWS OSS at L388", "level crossing CCTV Kirkstall"]


def _nm(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _pick(r: random.Random, k: int | None, seq: list):
    return seq[k] if k is not None else r.choice(seq)


def _ds(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt.strftime('%a, %d %b %Y')} "
            f"{7 + dt.day % 12:02d}:{(dt.day * 7) % 60:02d}:00 +0100\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")


def _at(age: float) -> datetime:
    return NOW - timedelta(days=age)


# --------------------------------------------------------------------------- Work (Network Rail, Areas)

def t_roster(r: random.Random, dt: datetime) -> str:
    pat = ["D 07:00-19:00", "D 07:00-19:00", "N 19:00-07:00", "N 19:00-07:00", "RD", "RD", "RD", "OC on-call"]
    wk = dt - timedelta(days=dt.weekday() + 2)
    rows = ["Network Rail - Leeds S&T Maintenance (Holbeck) - Roster", f"Employee: Dean Holroyd (1184427)  Grade: SMT",
            "Week commencing;Sat;Sun;Mon;Tue;Wed;Thu;Fri"]
    for w in range(4):
        s = r.randint(0, 7)
        rows.append(f"{_ds(wk + timedelta(days=7 * w))};" + ";".join(pat[(s + i) % 8] for i in range(7)))
    rows.append("Notes;Rest day working subject to agreement;Nights include meal break;Changes via Section Manager")
    return "\n".join(rows)


def t_overtime(r: random.Random, dt: datetime) -> str:
    lines = []
    tot = 0.0
    for i in range(r.randint(2, 4)):
        h = r.choice([4, 6, 8, 10, 12])
        tot += h
        day = dt - timedelta(days=r.randint(3, 28))
        lines.append(f"{_ds(day)}  {r.choice(SITES)}  {r.choice(['Fault call-out', 'Rest day working', 'Possession support', 'Extended shift'])} "
                     f"- {r.choice(ASSETS)}  {h} hrs  rate {r.choice(['1.25', '1.5', '2.0'])}")
    return (f"{NR}\nOVERTIME / ADDITIONAL HOURS CLAIM FORM\nName: Dean Holroyd   Payroll no: 1184427\n"
            f"Section: Leeds S&T Maintenance   Depot: Holbeck   Period ending: {_d(dt)}\n" + "\n".join(lines) +
            f"\nTotal hours claimed: {tot:.0f}\nClaimant signature: D Holroyd\n"
            f"Authorised by (Section Manager): {_nm(r)}   Date: {_ds(dt + timedelta(days=2))}\n"
            "Submit to Oracle by payroll cut-off (third Thursday).")


def t_competence(r: random.Random, dt: datetime, k: int | None = None) -> str:
    comp, code = _pick(r, k, [("Personal Track Safety (PTS) with AC/DC", "PTS AC DCCR"),
                           ("Signalling Maintenance Testing - Installer/Maintainer", "SMTH MT"),
                           ("Maintain Signalling Equipment - Points (Clamp Lock and HW)", "MSE-PTS"),
                           ("Level Crossing Maintenance", "LXM")])
    exp = dt + timedelta(days=r.randint(40, 90))
    return (f"{NR}\nCompetence Management - Sentinel\n{_d(dt)}\n\nDear Dean,\n\nRe: {comp} ({code})\n"
            f"Sentinel card no. 0184 4271 9930\n\nOur records show that your competence {code} expires on {_d(exp)}. "
            "Competences are valid for two years and must be reassessed before expiry, otherwise you will be "
            "unable to work on or near the line in this role.\n"
            f"You have been booked on a reassessment at Leeds Training Centre, Whitehall Road, on "
            f"{_d(exp - timedelta(days=r.randint(10, 30)))} at 08:30. Bring your Sentinel card, photo ID and PPE.\n"
            "Please confirm attendance with your Section Manager.\n\nCompetence Assurance Team, North & East Route")


def t_medical(r: random.Random, dt: datetime) -> str:
    return (f"Occupational Health Services for {NR}\nSAFETY CRITICAL MEDICAL - FITNESS CERTIFICATE\n"
            f"Employee: Dean Holroyd  DOB: 14/03/1987  Payroll: 1184427\nDate of assessment: {_d(dt)}\n"
            "Assessment type: Periodic safety critical (Track Safety / Signalling)\n"
            f"Vision: corrected 6/6 both eyes. Colour vision: Ishihara pass. Hearing: within standard.\n"
            f"Drugs and alcohol screen: negative.\nOutcome: FIT for safety critical work.\n"
            f"Next periodic medical due: {_d(dt + timedelta(days=730))}\nAssessor: {_nm(r)} RGN OHN")


def t_union(r: random.Random, dt: datetime, k: int | None = None) -> str:
    topic = _pick(r, k, [
        ("2026 pay offer - Network Rail Maintenance", "The company has tabled a 3.6% consolidated offer for 2026/27 "
         "tied to changes in rostering for maintenance staff. The NEC has rejected it and a referendum of members "
         "will open on 2 June. Please make sure the branch has your current home address."),
        ("Branch meeting - Leeds No.1 branch", "The next branch meeting is at the Adelphi, Leeds, on a Tuesday at "
         "18:30. Agenda: S&T rostering review, fatigue management on 12-hour nights, track access for Holbeck."),
        ("Ballot result - industrial action", "Members in Network Rail voted 88% in favour on a 71% turnout. "
         "Further instructions will follow; do not take action until notified by the General Secretary."),
    ])
    return (f"National Union of Rail, Maritime and Transport Workers (RMT)\nLeeds No.1 Branch\n{_d(dt)}\n\n"
            f"Dear Brother Holroyd (membership no. 7741190),\n\n{topic[0]}\n\n{topic[1]}\n\nIn solidarity,\n"
            f"{_nm(r)}\nBranch Secretary")


def t_work_email(r: random.Random, dt: datetime, k: int | None = None) -> str:
    who = _nm(r)
    asset, site = r.choice(ASSETS), r.choice(SITES)
    body = _pick(r, k, [
        f"Dean,\n\nCan you pick up the repeat failure on {asset} at {site} on Friday nights? Fault log 4 entries "
        f"this period. Possession from 00:30, PICOP is {_nm(r)}. Take the spare detection rods from the van.\n\n{who}",
        f"All,\n\nReminder that the periodic maintenance returns for {site} are due in Ellipse by the end of the period. "
        f"Outstanding: {asset}. Any TRUST delay minutes over 200 need a fault report.\n\n{who}\nSection Manager (S&T)",
        f"Hi Dean,\n\nThanks for covering the on-call. The {asset} fault was a loose tail cable on the detector, "
        f"logged as FMS {r.randint(800000, 899999)}. Please put your overtime in before Thursday.\n\n{who}",
    ])
    return _eml(f"{who} <{who.split()[0].lower()}.{who.split()[1].lower()}@networkrail.co.uk>",
                "Dean Holroyd <dean.holroyd@networkrail.co.uk>", f"{site} - {asset}", dt, body)


def t_fault_notes(r: random.Random, dt: datetime) -> str:
    out = [f"nights w/c {_ds(dt)} - Holbeck S&T"]
    for i in range(r.randint(3, 5)):
        out.append(f"{r.choice(['Sat', 'Sun', 'Mon', 'Tue'])} {r.randint(0, 5):02d}:{r.randint(0, 59):02d} "
                   f"{r.choice(ASSETS)} @ {r.choice(SITES)} - {r.choice(['failed to detect normal', 'TC showing occupied', 'lamp proving fault', 'back drive adjusted', 'reset, monitor'])}"
                   f" - {r.choice(['FMS raised', 'fixed, tested', 'handed to days', 'need new part'])}")
    out.append("remember: put OT claim in, order 2x detector rods, tell Gary re van MOT")
    return "\n".join(out)


def t_expenses(r: random.Random, dt: datetime) -> str:
    return (f"{NR} - Expenses claim\nEmployee: Dean Holroyd 1184427\nClaim date: {_d(dt)}\n"
            f"Mileage (own car) Holbeck - {r.choice(SITES)} return, {r.randint(18, 60)} miles @ 45p\n"
            f"Meal allowance (nights away) x{r.randint(1, 3)}\nTraining: Leeds Training Centre parking {_money(r, 4, 9)}\n"
            f"Total claimed: {_money(r, 20, 80)}\nApproved: pending")


# --------------------------------------------------------------------------- Finance (Areas)

def _tax_year(dt: datetime) -> str:
    y = dt.year if dt.month >= 4 else dt.year - 1
    return f"{y}-{str(y + 1)[2:]}"


def t_payslip(r: random.Random, dt: datetime) -> str:
    basic = 3120.00 if dt.year >= 2025 else 2987.50
    shift = r.uniform(360, 540)
    ot = r.choice([0.0, r.uniform(180, 960)])
    gross = basic + shift + ot
    pen = basic * 0.0825
    tax = max(0.0, (gross - pen - 1047.50) * 0.2)
    ni = (gross - 1048) * 0.08
    subs = 19.84
    net = gross - pen - tax - ni - subs
    per = (dt.month - 4) % 12 + 1
    return (f"{NR}\nPAYSLIP\nPay date: {_d(dt)}   Tax period: {per}   Tax year: {_tax_year(dt)}\n"
            f"Employee: Dean Holroyd   Payroll no: 1184427   NI number: {NINO}   Tax code: 1257L\n"
            "Job: Signalling Maintenance Technician   Location: Leeds S&T Maintenance, Holbeck\n"
            f"PAYMENTS\nBasic salary  {basic:,.2f}\nShift allowance  {shift:,.2f}\nOvertime / rest day working  {ot:,.2f}\n"
            f"Gross pay  {gross:,.2f}\nDEDUCTIONS\nPAYE income tax  {tax:,.2f}\nNational Insurance (A)  {ni:,.2f}\n"
            f"Railways Pension Scheme (NR Section)  {pen:,.2f}\nRMT union subscription  {subs:,.2f}\n"
            f"NET PAY  {net:,.2f}\nPaid to: Nationwide BS 07-04-36 ****3381")


def t_p60(r: random.Random, dt: datetime, employer: str = NR, ref: str = "120/NR12345") -> str:
    y = dt.year - 1
    return (f"P60 End of Year Certificate\nTax year to 5 April {dt.year}\nEmployee: Dean Holroyd   NI number: {NINO}\n"
            f"Employer: {employer}   PAYE reference: {ref}\n"
            f"Pay in this employment {_money(r, 38000, 46000)}\nTax deducted in this employment {_money(r, 4800, 6900)}\n"
            f"Final tax code: 1257L\nNational Insurance contributions in this employment: {_money(r, 2300, 3400)}\n"
            f"Keep this certificate. It shows your total pay for the tax year 6 April {y} to 5 April {dt.year}.")


def t_taxcode(r: random.Random, dt: datetime) -> str:
    code = r.choice(["1257L", "1198L", "1185L"])
    return (f"HM Revenue & Customs\nPAYE Coding Notice\nIssued {_d(dt)}\n{ADDR}\n\nNational Insurance number: {NINO}\n"
            f"Employer: {NR}   Employer PAYE reference: 120/NR12345\n\nYour tax code for {_tax_year(dt + timedelta(days=60))} is {code}.\n"
            "Personal Allowance 12,570\n" + ("" if code == "1257L" else
            f"less: Underpaid tax from an earlier year  {12570 - int(code[:-1]) * 10}\n") +
            "Professional subscriptions (RMT / IRSE) are allowed as a deduction if you claim them.\n"
            "If you think this is wrong, contact us on 0300 200 3300.")


def t_mortgage(r: random.Random, dt: datetime) -> str:
    bal = 71200 - (dt.year - 2022) * 5300 + r.randint(-400, 400)
    return (f"Leeds Building Society\nAnnual Mortgage Statement\n{_d(dt)}\n{ADDR}\n\nAccount number: 0048 7719 22\n"
            f"Property: 14 Wensley Terrace, Leeds LS13 3HR\nProduct: 5 Year Fixed Rate 4.19% until 31/08/2029\n"
            f"Opening balance: £{bal + 5600:,.2f}\nPayments received: £{6942.36:,.2f}\nInterest charged: £{bal * 0.042:,.2f}\n"
            f"Closing balance: £{bal:,.2f}\nMonthly payment: £578.53 by Direct Debit on the 1st\n"
            f"Remaining term: {30 - (dt.year - 2016)} years")


def t_bank(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(300, 1600)
    rows = [f"Nationwide Building Society\nFlexAccount statement  Sort code 07-04-36  Account ****3381\n{ADDR}\n"
            f"Statement date {_d(dt)}\nDate Description Paid out Paid in Balance", f"Balance brought forward {bal:,.2f}"]
    tx = [("NETWORK RAIL INFRA SALARY", 0, r.uniform(2800, 3400)), ("LEEDS BS MORTGAGE DD", 578.53, 0),
          ("LEEDS CITY COUNCIL CTAX", 141.0, 0), ("OCTOPUS ENERGY DD", r.uniform(95, 160), 0),
          ("CMS DIRECT PAY S WHITAKER", 0, 412.00), ("BRAMLEY KIDS CLUB", r.uniform(90, 180), 0),
          ("ASDA STANNINGLEY", r.uniform(60, 130), 0), ("YORKSHIRE WATER DD", 38.20, 0),
          ("THE OPEN UNIVERSITY SLC", 0, 0), ("VIRGIN MEDIA", 42.50, 0), ("SHELL BRAMLEY", r.uniform(40, 70), 0)]
    d = dt - timedelta(days=30)
    for name, o, i in tx:
        if name.startswith("THE OPEN"):
            continue
        d += timedelta(days=r.randint(1, 3))
        bal += i - o
        rows.append(f"{d.strftime('%d %b')} {name} {o:,.2f} {i:,.2f} {bal:,.2f}".replace(" 0.00", " "))
    return "\n".join(rows)


def t_pension(r: random.Random, dt: datetime) -> str:
    return (f"Railways Pension Scheme - Network Rail Section (CARE)\nAnnual Benefit Statement as at 31 December {dt.year - 1}\n"
            f"Member: Dean Holroyd   Member no: RPS 5527 104   NI: {NINO}\nDate joined: 07/09/2020\n"
            f"Pensionable pay: £{r.randint(37000, 39500):,}\nCARE pension built up to date: £{r.randint(4100, 6400):,} a year\n"
            "Normal pension age: 65\nYour contributions this year are deducted from your pay through the Railways Pension Scheme.\n"
            "Nominated beneficiaries: Ellie Holroyd, Josh Holroyd (50% each).\nRailpen, Darlington DL1 5XL")


def t_deferred(r: random.Random, dt: datetime) -> str:
    return (f"NEST - National Employment Savings Trust\nAnnual statement {_d(dt)}\nMember: Dean Holroyd\n"
            f"Former employer: Kelsall Rail Systems Ltd (contributions stopped 08/2020)\n"
            f"Pot value: £{r.randint(9400, 12800):,.2f}\nFund: NEST Retirement Date Fund 2052\n"
            "You can transfer this pot or leave it invested. Log in to update your beneficiaries.")


def t_cms(r: random.Random, dt: datetime) -> str:
    amt = r.choice(["94.50", "98.20", "103.00"])
    return (f"Child Maintenance Service\nPO Box 249, Birkenhead CH19 9AW\n{_d(dt)}\n{ADDR}\n\nCase number: 1203 7745 8821\n"
            "Receiving parent: Dean Holroyd   Paying parent: Sarah Whitaker\nQualifying children: Ellie Holroyd, Josh Holroyd\n\n"
            f"Annual review: we have recalculated child maintenance using HMRC income information.\n"
            f"New weekly amount: £{amt}. Payment arrangement: Direct Pay (paid straight to you), monthly on the 28th.\n"
            "Keep a record of all payments you receive. If payments are missed tell us and we can move the case to Collect and Pay.")


def t_maint_log(r: random.Random, dt: datetime) -> str:
    rows = ["date,from,amount,method,notes"]
    d = dt - timedelta(days=365)
    while d < dt:
        miss = r.random() < 0.08
        rows.append(f"{d.strftime('%Y-%m-28')},Sarah Whitaker,{0 if miss else r.choice([409.50, 412.00, 425.55])},"
                    f"bank transfer,{'MISSED - chased by text' if miss else 'CMS direct pay'}")
        d += timedelta(days=31)
    return "\n".join(rows)


def t_budget(r: random.Random, dt: datetime) -> str:
    items = [("Mortgage", 578.53), ("Council tax", 141), ("Octopus", r.randint(95, 160)), ("Water", 38.2),
             ("Virgin", 42.5), ("Car insurance", 48.9), ("Petrol", r.randint(110, 170)), ("Kids club", r.randint(110, 190)),
             ("Football subs x2", 40), ("Food", r.randint(420, 520)), ("Phone", 18), ("OU loan (later)", 0)]
    return ("Monthly budget " + dt.strftime("%B %Y") + "\nItem;Amount\n" + "\n".join(f"{a};{b}" for a, b in items) +
            f"\nIncome (net pay avg);{r.randint(2900, 3300)}\nChild maintenance in;412\n")


def t_credit(r: random.Random, dt: datetime) -> str:
    return (f"Barclaycard\nStatement {_d(dt)}\nDean Holroyd  Card ending 5520\nPrevious balance {_money(r, 200, 900)}\n"
            f"Payments received, thank you {_money(r, 150, 400)}\nHalfords Leeds {_money(r, 30, 120)}\n"
            f"Go Outdoors Leeds {_money(r, 40, 210)}\nAmazon.co.uk {_money(r, 12, 60)}\n"
            f"New balance {_money(r, 150, 800)}  Minimum payment {_money(r, 25, 40)} by {_d(dt + timedelta(days=25))}")


# --------------------------------------------------------------------------- Home (Areas) and damp (Projects)

def t_ctax(r: random.Random, dt: datetime) -> str:
    y = dt.year if dt.month >= 3 else dt.year - 1
    yearly = 1409.87 * (1.05 ** (y - 2024))
    return (f"Leeds City Council\nCouncil Tax Bill {y}/{y + 1}\n{ADDR}\n\nAccount reference: 6002 118 743\n"
            f"Property: 14 Wensley Terrace, Bramley, LS13 3HR   Valuation band: A\n"
            f"Leeds City Council  West Yorkshire Fire  West Yorkshire Police  Parish: none\n"
            f"Annual charge £{yearly:,.2f}\nLess 25% single person discount -£{yearly / 4:,.2f}\n"
            f"Instalments: 10 monthly payments of £{yearly * 0.075:,.2f} on the 1st from April\n"
            "The discount applies because you are the only adult living at the property (from 01/04/2023).")


def t_energy(r: random.Random, dt: datetime) -> str:
    e, g = r.uniform(55, 95), r.uniform(40, 130)
    return (f"Octopus Energy\nYour energy statement  {_d(dt)}\nDean Holroyd, 14 Wensley Terrace, Leeds LS13 3HR\n"
            f"Account A-7F31C92E   Tariff: Flexible Octopus\nElectricity: {r.randint(190, 290)} kWh  £{e:,.2f}\n"
            f"Gas: {r.randint(300, 1300)} kWh  £{g:,.2f}\nDirect Debit: £{(e + g) * 0.95:,.0f}.00 per month\n"
            f"Balance: £{r.uniform(-60, 140):,.2f}")


def t_water(r: random.Random, dt: datetime) -> str:
    return (f"Yorkshire Water\nWater and sewerage bill {dt.year}/{dt.year + 1 - 2000}\n{ADDR}\n"
            f"Customer reference 8830 4412 17\nMetered supply. Readings {r.randint(900, 1200)} to {r.randint(1200, 1400)} m3\n"
            f"Amount due {_money(r, 380, 520)}, Direct Debit 10 instalments.")


def t_homeins(r: random.Random, dt: datetime) -> str:
    return (f"Aviva Home Insurance\nRenewal notice {_d(dt)}\n{ADDR}\nPolicy HOM 4471 2280\n"
            f"Buildings cover £{r.choice([180000, 195000])} and contents £40,000\nExcess £250 (escape of water £500)\n"
            f"Premium {_money(r, 280, 390)} a year or monthly by Direct Debit.\n"
            "Note: damage caused by rising damp or gradual deterioration is not covered.")


def t_boiler(r: random.Random, dt: datetime) -> str:
    return (f"Bramley Gas & Heating (Gas Safe 581204)\nBoiler service record {_d(dt)}\nCustomer: D Holroyd, 14 Wensley Tce LS13\n"
            f"Appliance: Worcester Bosch Greenstar 28i combi, installed 2017\nFlue gas analysis CO/CO2 ratio 0.0021 - pass\n"
            f"Pressure 1.3 bar. Condensate trap cleaned. Next service due {dt.strftime('%B')} {dt.year + 1}.\nCharge: £85.00 paid cash")


def t_broadband(r: random.Random, dt: datetime) -> str:
    return (f"Virgin Media\nYour bill {_d(dt)}\nAccount 7712 0093 5\nM250 broadband £42.50\nNo phone line\n"
            "Contract end date: 14/11/2026. Your price rises by £3.50 from April.")


def t_survey(r: random.Random, dt: datetime) -> str:
    return (f"Dryhouse Surveys Ltd - CSRT qualified damp & timber survey\nReport ref DS/26/0417   Date of inspection {_d(dt)}\n"
            "Property: 14 Wensley Terrace, Bramley, Leeds LS13 3HR (mid-terrace, solid brick, c.1905)\nClient: Mr D Holroyd\n\n"
            "Findings: 1. Rear kitchen wall - high moisture readings to 1.1 m; the external ground level (concrete yard) "
            "bridges the original slate DPC. 2. Front bedroom chimney breast - penetrating damp from a cracked "
            "cast-iron gutter joint and open mortar joints in the stack. 3. Under-stairs cellar head - condensation "
            "only, improve ventilation.\nNo active dry rot found. Joist ends at rear sounded; two to be treated.\n\n"
            "Recommendations: lower external ground level 150 mm below DPC, inject chemical DPC (rear wall 4.2 m), "
            "hack off and replaster with salt-resistant render to 1.2 m, replace gutter section, repoint stack.\n"
            f"Surveyor: {_nm(r)} CSRT")


def t_quote(r: random.Random, dt: datetime, firm: str) -> str:
    a, b, c = r.randint(900, 1400), r.randint(1100, 1900), r.randint(350, 700)
    return (f"{firm}\nQUOTATION  {_d(dt)}\nTo: Mr D Holroyd, 14 Wensley Terrace, Leeds LS13 3HR\n"
            f"Re: damp proofing following Dryhouse Surveys report DS/26/0417\n"
            f"1. Chemical DPC injection rear kitchen wall 4.2 m  £{a:,}\n2. Hack off and replaster to 1.2 m, salt-resistant render  £{b:,}\n"
            f"3. Lower yard level / cut back concrete at rear  £{c:,}\n4. Replace gutter section and repoint chimney stack (scaffold incl.)  £{r.randint(600, 1100):,}\n"
            f"Total excl VAT £{a + b + c + 800:,}   VAT 20%\n20-year insurance-backed guarantee. Deposit 25% to book. Valid 60 days.")


def t_damp_email(r: random.Random, dt: datetime, k: int | None = None) -> str:
    body = _pick(r, k, [
        "Hi Dean,\n\nConfirming we can start the damp works at Wensley Terrace on Monday 15 June. Please clear the "
        "kitchen wall units on the rear wall and move the fridge freezer. Plaster needs 4-6 weeks to dry before "
        "decorating. Deposit of £{d} received with thanks.\n\nMark\nAire Valley Damp Proofing Ltd",
        "Dean,\n\nThe scaffolder can do the front on the Thursday before we start. The gutter section is cast iron so "
        "we are matching it, not plastic, as discussed. Price as quoted.\n\nMark",
        "Hi Dean,\n\nGuarantee forms attached for you to sign (Property Care Association backed, 20 years). We will "
        "register it once the balance of £{d} is paid on completion.\n\nKind regards\nAire Valley Damp Proofing",
    ])
    return _eml("Mark Firth <mark@airevalleydamp.co.uk>", "dean.holroyd87@gmail.com", "Re: 14 Wensley Terrace - damp works",
                dt, body.replace("{d}", f"{r.randint(900, 1600):,}"))


def t_damp_notes(r: random.Random, dt: datetime) -> str:
    return ("damp - to do\n- 3 quotes: Aire Valley (best, 20yr guarantee), Preservation Services Yorks, Leeds Damp Co\n"
            "- Aire Valley start 15 June - book 2 days holiday, swap nights with Gary\n- move kitchen units + fridge\n"
            "- ask insurance? (Aviva says rising damp not covered)\n- skip for the yard concrete?\n"
            "- kids at Sarah's that week? text her\n- replaster then 6 weeks before painting\n"
            f"- paid deposit {_ds(dt)}")


# --------------------------------------------------------------------------- Kids (Areas)

def t_school(r: random.Random, dt: datetime, k: int | None = None) -> str:
    subj, body = _pick(r, k, [
        ("Year 6 residential - Robinwood, Todmorden", "Year 6 will visit Robinwood Activity Centre from Wednesday to "
         "Friday. The cost is £185; please pay via ParentPay by the end of the month. Kit list attached."),
        ("Year 6 SATs week", "Key Stage 2 SATs take place in May. Please make sure your child arrives by 8:40 for "
         "breakfast club, which is free for Year 6 during SATs week."),
        ("Parents' evening", "Parents' evening appointments for Years 4 and 6 can now be booked through the School "
         "Gateway app. Slots are 10 minutes between 15:30 and 18:30."),
        ("Year 4 multiplication tables check", "All Year 4 pupils take the online multiplication tables check in June. "
         "Practise at home with Times Tables Rock Stars."),
        ("Attendance and term-time holidays", "Attendance for the term was 96.2%. Please remember holidays in term time will not "
         "be authorised and may result in a penalty notice from Leeds City Council."),
        ("Transition to secondary school", "Year 6 pupils will spend two transition days at their secondary schools in "
         "July. Bramley Park Academy has asked parents to complete the data collection form."),
    ])
    child = "Ellie (Year 6)" if "6" in subj or "secondary" in subj else r.choice(["Josh (Year 4)", "Ellie and Josh"])
    return (f"Broad Lane Primary School\nBroad Lane, Bramley, Leeds LS13 2JJ   Headteacher: Mrs J Barraclough\n{_d(dt)}\n\n"
            f"Dear Parent/Carer of {child},\n\n{subj}\n\n{body}\n\nThank you for your support.\nBroad Lane Primary School Office")


def t_club(r: random.Random, dt: datetime) -> str:
    days = r.randint(6, 12)
    return (f"Bramley Kids Club (Ofsted EY451226)\nAfter school club at Broad Lane Primary\nINVOICE {r.randint(2200, 2900)}  {_d(dt)}\n"
            f"Parent: Dean Holroyd\nChildren: Ellie Holroyd, Josh Holroyd\nSessions {dt.strftime('%B %Y')}: {days} x 2 children @ £12.50\n"
            f"Total due £{days * 25:,.2f}\nPay by bank transfer: Bramley Kids Club 20-45-77 63910234 ref HOLROYD\n"
            "Tax-Free Childcare accepted (ref on your childcare account).")


def t_football(r: random.Random, dt: datetime, fixtures: bool = True) -> str:
    if fixtures:
        rows = ["Bramley Phoenix Juniors U9 Blues - fixtures", "date;opponent;home/away;KO;venue"]
        for i in range(6):
            d = dt + timedelta(days=7 * i)
            rows.append(f"{_ds(d)};{r.choice(['Farsley Celtic', 'Pudsey Juniors', 'Horsforth St Margarets', 'Rodley Rovers', 'Kirkstall Wasps'])};"
                        f"{r.choice(['H', 'A'])};10:00;{r.choice(['Bramley Park', 'Away ground', 'Hough End'])}")
        return "\n".join(rows)
    return (f"Stanningley Girls FC\nSubs reminder {_d(dt)}\nPlayer: Ellie Holroyd (U12)\nMonthly subs £20 due by standing order. "
            "Outstanding: £40 (two months). New kit order £32 - pay the coach (Nadia) by Friday.\n"
            "Tournament: Leeds Girls Cup, Saturday 9am, Temple Newsam.")


def t_kids_dentist(r: random.Random, dt: datetime) -> str:
    return (f"Bramley Dental Practice\n{_d(dt)}\nRecall reminder for {r.choice(['Ellie Holroyd', 'Josh Holroyd'])}\n"
            "Check-up and fluoride varnish due. NHS treatment for under-18s is free.\nBook online or call 0113 256 0412.")


# --------------------------------------------------------------------------- Health

def t_mri(r: random.Random, dt: datetime) -> str:
    return (f"Leeds Teaching Hospitals NHS Trust - Radiology\nMRI RIGHT KNEE\nPatient: Dean HOLROYD  DOB 14/03/1987  NHS no 482 771 3390\n"
            f"Date of scan: {_d(dt)}   Referrer: Leeds MSK (Dr A Kaur)\n\nFindings: horizontal tear of the posterior horn of the "
            "medial meniscus. ACL and PCL intact. Small joint effusion. Mild bone marrow oedema medial tibial plateau.\n"
            "Conclusion: medial meniscal tear, suitable for trial of physiotherapy; orthopaedic opinion if mechanical symptoms persist.")


def t_physio(r: random.Random, dt: datetime) -> str:
    wk = r.randint(3, 12)
    return (f"Leeds Community Healthcare NHS Trust - MSK Physiotherapy, Wortley Beck Health Centre\n{_d(dt)}\n{ADDR}\n\n"
            f"Dear Mr Holroyd,\n\nFollowing your appointment today (week {wk} of rehabilitation for your right knee medial "
            f"meniscus tear): range of movement 0-{r.randint(120, 135)} degrees, quadriceps strength improving, no locking.\n"
            "Plan: progress to single-leg squats, step-downs and a return-to-run programme from week 10. "
            "Avoid kneeling on ballast and twisting on uneven ground until reviewed.\n"
            f"Next appointment: {_d(dt + timedelta(days=14))}. We expect to discharge you in July 2026.\n\n{_nm(r)}, MSK Physiotherapist")


def t_exercises(r: random.Random, dt: datetime) -> str:
    ex = ["Straight leg raise 3x12", "Quads sets 10x10s hold", "Heel slides 3x15", "Mini squats to 45 deg 3x12",
          "Step-ups 20 cm box 3x10", "Bridging 3x15", "Single leg balance 3x30s", "Static bike 10 min",
          "Hamstring curls with band 3x12", "Step-downs 15 cm 3x8"]
    r.shuffle(ex)
    return (f"Knee rehab - home exercise programme (right knee, meniscus)\nPhysio: Wortley Beck MSK   Issued {_d(dt)}\n" +
            "\n".join(f"{i + 1}. {e}" for i, e in enumerate(ex[:6])) + "\nIce 15 min after if swollen. Stop if sharp pain or locking.")


def t_knee_log(r: random.Random, dt: datetime) -> str:
    rows = ["date,pain_0_10,swelling,exercises_done,notes"]
    d = dt - timedelta(days=40)
    for i in range(12):
        d += timedelta(days=3)
        rows.append(f"{d:%Y-%m-%d},{max(0, 6 - i // 2 + r.randint(-1, 1))},{r.choice(['none', 'slight', 'some'])},"
                    f"{r.choice(['all', 'all', 'most', 'skipped - nights'])},{r.choice(['', 'stairs ok', 'sore after shift', 'bike 15 min'])}")
    return "\n".join(rows)


def t_oh_knee(r: random.Random, dt: datetime) -> str:
    return (f"Occupational Health Services for {NR}\nManagement referral report - CONFIDENTIAL\n{_d(dt)}\n"
            "Employee: Dean Holroyd (1184427), Signalling Maintenance Technician\n\n"
            "Mr Holroyd sustained a right knee meniscal injury playing football. He is fit to return to work with "
            "adjustments for 8 weeks: no walking long distances on ballast, no kneeling work on points for prolonged "
            "periods, day shifts on depot/equipment room work preferred. Review when physiotherapy is completed.\n"
            f"OH Advisor: {_nm(r)}")


def t_gp(r: random.Random, dt: datetime, k: int | None = None) -> str:
    return _pick(r, k, [
        f"Bramley Village Health & Wellbeing Centre\n{_d(dt)}\nDear Mr Holroyd,\nYour blood test results (cholesterol, HbA1c) "
        "are normal. No further action needed.\nDr S Mitchell",
        f"Specsavers Leeds Kirkstall\nEye test {_d(dt)}\nDean Holroyd\nR -0.75 / -0.25 x 180  L -1.00\nNext test due in 2 years.\n"
        "Safety glasses prescription issued for work (Network Rail PPE scheme).",
        f"NHS Prescription - repeat\nPatient: Dean Holroyd\nNaproxen 500 mg tablets - 28\nOmeprazole 20 mg - 28\nIssued {_d(dt)}",
    ])


# --------------------------------------------------------------------------- Car (Areas)

def t_mot(r: random.Random, dt: datetime) -> str:
    return (f"MOT test certificate (VT20)\nVehicle: SKODA OCTAVIA SE TECH TDI ESTATE  Reg YD17 KXP  Colour grey\n"
            f"Test date {_d(dt)}  Odometer {r.randint(78000, 104000):,} miles\nResult: PASS\n"
            f"Advisories: {r.choice(['Nearside front tyre worn close to legal limit', 'Rear brake discs slightly pitted', 'Oil leak, but not excessive'])}\n"
            f"Expiry date {_d(dt + timedelta(days=364))}\nTesting station: Stanningley Road Motors, Leeds LS13")


def t_service(r: random.Random, dt: datetime) -> str:
    return (f"Stanningley Road Motors Ltd\nInvoice {r.randint(14000, 19999)}  {_d(dt)}\nCustomer: D Holroyd  Vehicle YD17 KXP Skoda Octavia\n"
            f"Full service (oil, oil filter, air filter, pollen filter) £{r.randint(189, 240)}.00\n"
            f"{r.choice(['Front brake pads and discs £212.00', 'Timing belt and water pump £465.00', 'Rear wiper blade £14.00', 'Battery £119.00'])}\n"
            "VAT included. Next service due in 12 months or 10,000 miles.")


def t_carins(r: random.Random, dt: datetime) -> str:
    return (f"Admiral\nCar insurance renewal {_d(dt)}\nPolicyholder: Dean Holroyd  Vehicle YD17 KXP\nComprehensive, commuting use\n"
            f"No claims discount 9 years (protected)\nNamed driver: none\nPremium {_money(r, 420, 610)} or 11 x {_money(r, 40, 58)}")


def t_ved(r: random.Random, dt: datetime) -> str:
    return (f"DVLA - Vehicle tax reminder (V11)\n{_d(dt)}\nYD17 KXP SKODA OCTAVIA\nTax due {_d(dt + timedelta(days=30))}\n"
            "12 months £190.00 or 6 months £104.50. Set up Direct Debit at gov.uk/vehicle-tax.")


def t_pcn(r: random.Random, dt: datetime) -> str:
    return (f"Parking Charge Notice - Horizon Parking\nIssue date {_d(dt)}\nVehicle YD17 KXP  Site: Kirkstall Bridge Shopping Park\n"
            "Contravention: exceeded maximum stay of 3 hours (entry 09:12, exit 13:47).\n"
            "Charge £100, reduced to £60 if paid within 14 days. Appeal at horizonparking.co.uk.")


# --------------------------------------------------------------------------- Open University: T452 project (Projects)

OU_SUP = "Dr Helen Ashworth"


def t_ou_draft(r: random.Random, dt: datetime, ver: int) -> str:
    return (f"T452 Engineering individual project - Final report (draft v{ver})\nDean Holroyd  PI A7284519\n"
            "Title: Early detection of point machine failures from motor current signatures: a data-driven condition "
            "monitoring study on a Leeds-area route\n\nAbstract\nPoint machines account for a large share of "
            "signalling-related delay minutes. This project uses anonymised current-signature data from HW and "
            "clamp-lock point machines to test whether simple features (peak current, swing time, energy) and a "
            "threshold model give earlier warning than the existing alarm limits.\n\n1 Introduction\n2 Literature "
            "review (RCM, Intelligent Infrastructure, POINTCARE)\n3 Method: data cleaning, feature extraction, "
            f"CUSUM and isolation forest\n4 Results ({'TBC' if ver < 3 else 'see tables 4.1-4.3'})\n5 Discussion\n"
            f"6 Conclusions\nWord count: {2000 + ver * 1900}/10,000\nTODO: ask Helen about ethics statement wording")


def t_ou_sup_email(r: random.Random, dt: datetime, k: int | None = None) -> str:
    body = _pick(r, k, [
        "Dear Dean,\n\nThank you for the chapter 3 draft. The method is clear; please justify the choice of 3 sigma "
        "for the CUSUM threshold and add a figure of a normal swing curve against a failing one. For the EMA "
        "remember the 10,000 word limit excludes appendices. Our next tutorial is on Teams.\n\nBest wishes,\nHelen",
        "Hi Dean,\n\nI've looked at the TMA 03 submission: 78%. Good progress log. The risk register should include "
        "the data-sharing permission from your employer - please attach the email you mentioned.\n\nHelen",
        "Dean,\n\nYes, an extension of one week for TMA 04 is fine given the night shifts. Upload the draft results "
        "chapter by the new date and we can discuss in the tutorial.\n\nHelen Ashworth\nT452 tutor/supervisor",
    ])
    return _eml(f"{OU_SUP} <h.ashworth@open.ac.uk>", "Dean Holroyd <dh8874@ou.ac.uk>", "T452 project - feedback", dt, body)


def t_ou_data(r: random.Random, dt: datetime, n: int = 24) -> str:
    rows = ["timestamp,asset_id,direction,peak_current_A,swing_time_s,energy_J,temp_C"]
    t = dt - timedelta(days=30)
    for i in range(n):
        t += timedelta(hours=r.randint(2, 30))
        rows.append(f"{t:%Y-%m-%d %H:%M},PM-{r.choice(['4521A', '4522B', '617A'])},{r.choice(['N-R', 'R-N'])},"
                    f"{r.uniform(3.8, 6.4):.2f},{r.uniform(3.1, 4.9):.2f},{r.randint(2100, 3900)},{r.randint(-3, 24)}")
    return "\n".join(rows)


def t_ou_plan(r: random.Random, dt: datetime) -> str:
    return ("T452 project plan;start;end;status\nProposal and ethics;2025-10-04;2025-11-06;done\n"
            "Literature review;2025-11-01;2026-01-15;done\nData request (NR permission);2025-11-10;2026-01-20;done\n"
            "Feature extraction code;2026-01-20;2026-03-30;done\nTMA 03;2026-03-01;2026-03-19;done\n"
            "Results chapter;2026-04-01;2026-06-20;in progress\nTMA 04;2026-05-15;2026-06-18;in progress\n"
            "Final report EMA;2026-06-20;2026-09-10;not started\nPROOFREAD (Karen?);2026-08-20;2026-09-05;")


def t_ou_notes(r: random.Random, dt: datetime) -> str:
    return ("# T452 lit notes\n\n- Garcia Marquez et al (2010) point mechanisms failure modes - current curve phases: "
            "unlocking, swing, locking\n- Network Rail Intelligent Infrastructure: RCM alarms on peak current + time\n"
            "- Asada & Roberts: wavelet features for point machines\n- isolation forest (Liu 2008) - unsupervised\n"
            "- CUSUM (Page 1954)\n\nquestion for Helen: can I use real delay minutes? (anonymise asset IDs)\n"
            "python: pandas, scikit-learn, matplotlib - laptop too slow for 2 yrs of data, sample 10%")


def t_ou_fee(r: random.Random, dt: datetime) -> str:
    return (f"The Open University\nStudent PI A7284519  Dean Holroyd\nModule registration confirmed {_d(dt)}\n"
            "T452 Engineering: the individual project (60 credits, OU level 3) - October 2025 presentation\n"
            "Fee £3,628.00 - paid by Part-time Tuition Fee Loan (Student Finance England)\n"
            "Final assessment: End-of-module assessment (project report) submission 10 September 2026, 12:00 UK time.\n"
            "Qualification: BSc (Hons) Engineering - credits achieved 300 of 360.")


def t_ou_transcript(r: random.Random, dt: datetime) -> str:
    return ("BSc (Hons) Engineering - my plan\nmodule;year;credits;result\nT192 Engineering: origins, methods, context;2020-21;30;Pass\n"
            "T194 Engineering: mathematics, modelling, applications;2021;30;Pass\nT271 Mechanical engineering;2021-22;60;Pass 2\n"
            "T272 Core engineering B;2022-23;60;Pass 2\nT313 Renewable energy;2023-24;60;Pass 1\n"
            "T366 Electronics and control;2024-25;60;Pass 2\nT452 Individual project;2025-26;60;in progress\n"
            "Total;;360;classification after T452")


# --------------------------------------------------------------------------- Open University: completed modules (Archive)

def t_ou_result(r: random.Random, dt: datetime, mod: str, name: str) -> str:
    return (f"The Open University\nModule result {_d(dt)}\nDean Holroyd  PI A7284519\n{mod} {name}\n"
            f"Overall continuous assessment score: {r.randint(62, 84)}\nExamination/EMA score: {r.randint(58, 82)}\n"
            f"Result: Pass (grade {r.choice([1, 2, 2, 3])})\nCredits awarded: {30 if mod in ('T192', 'T194') else 60}")


def t_tma(r: random.Random, dt: datetime, mod: str, n: int) -> str:
    q = {"T192": "Q2 Draw a free-body diagram for a loaded cantilever and calculate the reaction forces.",
         "T194": "Q3 Solve the second-order ODE for a damped spring-mass system; find the natural frequency.",
         "T271": "Q1 Select a material for a bicycle crank using Ashby charts; justify with stiffness and cost.",
         "T272": "Q4 Calculate stresses in a thin-walled pressure vessel and the factor of safety.",
         "T313": "Q2 Estimate the annual yield of a 4 kWp PV array on a south-facing roof in Leeds.",
         "T366": "Q3 Design a PID controller for a DC motor; find Kp for 10% overshoot."}[mod]
    return (f"{mod} TMA 0{n}\nDean Holroyd A7284519\n\n{q}\n\nAnswer:\n"
            f"{r.choice(['Taking moments about A, ', 'Using the standard form, ', 'From the chart, '])}the result is "
            f"{r.uniform(1, 99):.2f} (see working). Word count {r.randint(900, 1800)}.")


# --------------------------------------------------------------------------- Travel

def t_lakes_booking(r: random.Random, dt: datetime) -> str:
    return (f"National Trust Campsites - Great Langdale Campsite\nBooking confirmation LNG-{r.randint(100000, 999999)}  {_d(dt)}\n"
            "Lead name: Dean Holroyd\nArrive Friday 24 July 2026, depart Friday 31 July 2026 (7 nights)\n"
            "Pitch: tent pitch, non-electric, Field 2 (families)\nGuests: 1 adult, 2 children (11, 8)\nCar: YD17 KXP\n"
            f"Total £{r.randint(220, 290)}.00 paid in full. Arrivals from 13:00. Quiet 22:30-07:00. Langdale, Ambleside LA22 9JU")


def t_lakes_kit(r: random.Random, dt: datetime) -> str:
    return ("Langdale camping July - kit list\n[x] tent (Vango 4-man) - check poles\n[ ] new airbed for Josh\n"
            "[ ] sleeping bags x3 - Ellie needs bigger one\n[x] stove + 2 gas cans\n[ ] head torches + batteries\n"
            "[ ] waterproofs - kids grown out of theirs, Go Outdoors\n[ ] first aid + knee support\n[ ] OS map OL6 + OL7\n"
            "[ ] windbreak\nFood: bacon, beans, marshmallows, pasta\nWalks: Stickle Tarn (kids ok), Blea Tarn, Lingmoor Fell if knee ok\n"
            "Swap rest days with Craig for 24-31 July - DONE")


def t_lakes_route(r: random.Random, dt: datetime) -> str:
    return ("Route plan - Stickle Tarn from Great Langdale (for 27 July with kids)\nStart: New Dungeon Ghyll NT car park (NY 295 064)\n"
            "Up Stickle Ghyll path east side, 2.5 km, 450 m ascent, ~1h45 with kids\nTarn: lunch, paddling if warm\n"
            "Back same way or via Mill Gill. Total 5 km, 3-4 h.\nBail-out: turn back at the stone steps if raining.\n"
            "Knee: poles + brace on the descent.")


def t_cornwall_booking(r: random.Random, dt: datetime) -> str:
    return (f"Porthkidney Sands Holiday Park, Carbis Bay, St Ives TR26\nBooking confirmation CB{r.randint(40000, 49999)}  {_d(dt)}\n"
            "Guest: Dean Holroyd + 2 children\nStatic caravan 'Gwel an Mor' 2-bed, Saturday 9 August to Saturday 16 August 2025\n"
            f"Total £{r.randint(780, 960)}.00  Deposit £150 paid, balance due 6 weeks before arrival.\nCheck-in 16:00. Pets: no.")


def t_cornwall_receipt(r: random.Random, dt: datetime, k: int | None = None) -> str:
    return _pick(r, k, [
        f"St Ives Boat Trips - seal island trip\n{_d(dt)}\n1 adult, 2 child  £{r.randint(38, 52)}.00 paid card",
        f"Eden Project\nTickets {_d(dt)}\nFamily: 1 adult 2 children\nTotal £{r.randint(60, 80)}.50  Ref EDN{r.randint(100000, 999999)}",
        f"Shell Exeter Services M5\n{_d(dt)}\nDiesel 48.2 L  £{r.uniform(68, 80):.2f}\nCard ****3381",
    ])


# --------------------------------------------------------------------------- Divorce (Archive)

BM = "Bentley Marsh Solicitors LLP\n22 Park Square East, Leeds LS1 2NE\nFamily Department"


def t_solicitor(r: random.Random, dt: datetime, k: int | None = None) -> str:
    body = _pick(r, k, [
        "We have now received Ms Whitaker's Form E. Her proposal is that the former matrimonial home, 14 Wensley Terrace, "
        "is retained by you with the children living with you, and that you pay her a lump sum of £18,500 reflecting "
        "her share of the equity, with a clean break. We consider this reasonable.",
        "The court has approved the consent order without a hearing. The financial order will take effect once the "
        "final order is made. Please arrange the remortgage into your sole name with Leeds Building Society.",
        "Please find enclosed the final order (formerly decree absolute) dated 14 July 2023. Your marriage is now "
        "dissolved. Keep this document safe; you will need it if you remarry or change your will.",
        "We enclose the draft parenting arrangements agreed at mediation: the children live with you and spend "
        "alternate weekends and half of the school holidays with their mother.",
    ])
    return (f"{BM}\nOur ref: RM/HOL/4471-1\n{_d(dt)}\n\n{ADDR}\n\nDear Mr Holroyd\n\nHolroyd v Whitaker - divorce and financial "
            f"settlement\n\n{body}\n\nYours sincerely\nRuth Marsh\nPartner, Family Law")


def t_consent(r: random.Random, dt: datetime) -> str:
    return ("IN THE FAMILY COURT SITTING AT LEEDS\nCase No. LS22D01184\nBetween DEAN HOLROYD (Applicant) and SARAH WHITAKER (Respondent)\n"
            "CONSENT ORDER (Financial Remedy)\nUpon the parties agreeing and the court approving:\n"
            "1. The Respondent shall transfer her legal and beneficial interest in 14 Wensley Terrace, Leeds LS13 3HR to the Applicant.\n"
            "2. The Applicant shall pay the Respondent a lump sum of £18,500 within 56 days of the final order.\n"
            "3. The Respondent's pension with Leeds City Council LGPS and the Applicant's pensions are dismissed from claims.\n"
            "4. Clean break: all claims for periodical payments between the parties are dismissed.\n"
            f"Dated {_d(dt)}  District Judge Hayward")


def t_div_bill(r: random.Random, dt: datetime) -> str:
    return (f"{BM}\nINVOICE {r.randint(30000, 39999)}  {_d(dt)}\nClient: Mr D Holroyd  Matter: divorce and financial remedy\n"
            f"Professional charges {_money(r, 900, 2400)}\nCourt fee (consent order) £58.00\nVAT 20%\nPlease pay within 30 days.")


# --------------------------------------------------------------------------- Kelsall Rail (Archive)

def t_kelsall(r: random.Random, dt: datetime, kind: str) -> str:
    head = "Kelsall Rail Systems Ltd\nUnit 7, Carr Hill Industrial Estate, Doncaster DN4 8DE\n"
    if kind == "leave":
        return (head + f"{_d(dt)}\n\n{ADDR}\n\nDear Dean\n\nWe acknowledge your resignation from the post of Installer/Tester "
                "(Signalling), with your last working day being 21 August 2020. Your final pay will include 6.5 days of "
                "accrued holiday. Please return your company van (YJ15 OPL), fuel card and test equipment to the Doncaster "
                "yard. Thank you for eight years' service and good luck at Network Rail.\n\nHR Manager")
    if kind == "timesheet":
        return ("Kelsall Rail Systems - weekly timesheet\nName;D Holroyd\nProject;" + r.choice(["Doncaster resignalling stage 3",
                "Wakefield Westgate LED signal renewal", "Hull Paragon relock"]) + f"\nWeek ending;{_ds(dt)}\n" +
                "\n".join(f"{d};{r.choice(['Day', 'Night'])};{r.choice([10, 12])}" for d in ["Sat", "Sun", "Mon", "Tue", "Wed"]) +
                "\nSupervisor;" + _nm(r))
    if kind == "test":
        return (head + f"Signalling test record - wire count and function test\nDate {_d(dt)}\nScheme: "
                f"{r.choice(['Doncaster PSB area stage 3', 'Knottingley relocking'])}\nLocation case {r.choice(['LOC 41', 'LOC 52B'])}\n"
                f"Tester in charge: D Holroyd (IRSE licence TE-{r.randint(10000, 19999)})\nResult: all circuits tested correct, 3 "
                "wiring errors found and corrected, see fault sheet.")
    return (head + f"CONTRACT OF EMPLOYMENT\nEmployee: Dean Holroyd\nStart date: 3 September 2012\nPosition: Trainee "
            "Signalling Installer\nSalary £19,800 per annum\nHours: 39 per week, shifts and nights as required\n"
            "Pension: NEST auto-enrolment\nNotice: 4 weeks\nSigned for the company: G Kelsall, Director")


# --------------------------------------------------------------------------- Resources text

def t_recipe(r: random.Random, dt: datetime, name: str) -> str:
    return {
        "slow cooker chilli": "Slow cooker chilli (kids' version)\n500g beef mince browned, 1 onion, 2 tins chopped tomatoes, "
        "1 tin kidney beans, 1 tsp mild chilli, cumin, stock cube. Low 8 hours - put on before a day shift.",
        "pizza dough": "Pizza dough - Friday night\n500g strong flour, 7g yeast, 1 tsp salt, 325ml warm water, glug of oil. "
        "Knead 10 min, rise 1 hour. 4 bases. 230C for 10 min.",
        "yorkshire puddings": "Yorkshire puddings (Mum's)\nEqual volumes eggs, plain flour, milk. Rest batter 30 min. "
        "Oil smoking hot at 220C, 20 min, don't open the door.",
        "overnight oats": "Overnight oats for nights week\n50g oats, 150ml milk, spoon of yoghurt, honey, berries. Jar in fridge.",
    }[name]


def t_signal_ref(r: random.Random, dt: datetime, name: str) -> str:
    return {
        "HW point machine": "HW2000 point machine - maintenance notes\nDetection: check 3 mm / 5 mm gauge at the toe, "
        "adjust detection rods. Clutch slip test. Back drive: check facing point lock. Reference NR/L2/SIG/19808 "
        "(points maintenance). Motor current typically 4-5 A, swing 3.5-4 s.",
        "track circuits": "Track circuit notes (study)\nTI21 / EBI Track 200 audio frequency TCs: 8 frequencies A-H, tuned "
        "zones. Shunt test with 0.5 ohm drop shunt. DC TC: feed end, relay end, ballast resistance. Axle counters "
        "(Az LM): reset with preparatory reset and sweep train.",
        "SMTH": "SMTH (Signal Maintenance Testing Handbook) NR/L3/SIG/10663 - quick reference\nTest plans before "
        "disconnection; signaller's permission; wire counts; correspondence tests; sign the log. Form S-series "
        "test certificates.",
        "TPWS": "TPWS/AWS reference\nOSS overspeed sensor, TSS train stop sensor, arming/trigger loops. Check loop "
        "frequencies 64.25/65.25 kHz etc. AWS magnet: permanent + electro, warning horn vs bell.",
    }[name]


def t_walk(r: random.Random, dt: datetime, name: str) -> str:
    return {
        "Ilkley Moor": "Ilkley Moor circular - Cow and Calf, Twelve Apostles, White Wells. 11 km, 350 m. Parking at Cow and Calf. Good for a rest day.",
        "Malham": "Malham Cove, Gordale Scar and Janet's Foss. 12 km. Limestone pavement steps are hard on the knee going down.",
        "Otley Chevin": "Otley Chevin from Surprise View - 6 km, kids did it in 2 h. Cafe at the White House.",
        "Whernside": "Whernside from Ribblehead - 13 km, 500 m, Ribblehead viaduct (Settle-Carlisle). Train from Leeds.",
    }[name]


# --------------------------------------------------------------------------- small fixed texts

def t_bank_csv(r: random.Random, dt: datetime) -> str:
    rows = ['"Date","Transaction type","Description","Paid out","Paid in","Balance"']
    bal = r.uniform(400, 1200)
    d = dt - timedelta(days=60)
    for name, lo, hi, inc in (("NETWORK RAIL INFRA", 2800, 3400, 1), ("LEEDS BS MORTGAGE", 578.53, 578.53, 0),
                              ("CMS DP S WHITAKER", 412, 412, 1), ("BRAMLEY KIDS CLUB", 90, 180, 0),
                              ("ASDA STANNINGLEY", 40, 120, 0), ("GO OUTDOORS LEEDS", 60, 140, 0),
                              ("AIRE VALLEY DAMP DEP", 900, 1400, 0), ("OCTOPUS ENERGY", 95, 160, 0)) * 2:
        d += timedelta(days=r.randint(1, 4))
        v = r.uniform(lo, hi)
        bal += v if inc else -v
        rows.append(f'"{d:%d %b %Y}","{"Bank credit" if inc else "Direct debit"}","{name}","{"" if inc else f"£{v:.2f}"}",'
                    f'"{f"£{v:.2f}" if inc else ""}","£{bal:.2f}"')
    return "\n".join(rows)


SECONDARY = ("Leeds City Council - Admissions\nSecondary school offer 2026\n1 March 2026\nParent/carer of Ellie Holroyd "
             "(DOB 02/11/2014)\nWe are pleased to offer Ellie a place in Year 7 from September 2026 at Bramley Park "
             "Academy (your 1st preference). Please accept or decline by 15 March 2026 online.\nIf you wish to appeal for "
             "another school, contact the admissions team on 0113 222 4414.")
MANUALS = {
    "Worcester Greenstar 28i - user manual.pdf": "Worcester Bosch Greenstar 28i combi boiler - User instructions\n"
    "Repressurising: open the filling link until the gauge reads 1-1.5 bar. Fault codes: EA 227 no flame detected - "
    "press reset. D5 240 outside sensor. Frozen condensate pipe: pour warm water over the pipe outside.",
    "Bosch Serie 4 washing machine WAN28281GB.pdf": "Bosch Serie 4 washing machine WAN28281GB - Instruction manual\n"
    "Cleaning the drain pump: open the service flap bottom right. Programmes: Cottons 40, Eco 40-60, Mix, Rapid 15'. "
    "Child lock: hold 3s.",
    "Hotpoint fridge freezer manual.pdf": "Hotpoint H1NT 821E fridge freezer - Instructions for use\nTemperature: "
    "fridge 4C, freezer -18C. Defrosting: the fridge defrosts automatically. Water on the floor: clean the drain hole.",
}
EMA_GUIDE = ("The Open University - T452 Engineering: the individual project\nEnd-of-module assessment (EMA) guidance 2025-26\n"
             "The EMA is your final project report (max 10,000 words) plus the project log and an annotated "
             "bibliography. Submit through the online TMA/EMA service by 12:00 (UK time) on 10 September 2026. "
             "Late submissions are not accepted without a prior extension agreed by the Student Support Team.\n"
             "Marking: technical content 40%, methodology 20%, critical evaluation 20%, presentation 20%.")
CAMPMAP = ("Great Langdale Campsite - site map and arrival information\nNational Trust, Langdale, Ambleside LA22 9JU\n"
           "Reception open 08:00-20:00. Field 1: quiet area. Field 2: families. Pods and yurts near the beck. "
           "No campfires; raised BBQs allowed. Shop sells gas, milk and bread. Nearest pub: Old Dungeon Ghyll (10 min walk).")
SATS = ("Standards and Testing Agency - Key Stage 2 tests: information for parents 2026\nIn May, Year 6 pupils take "
        "tests in English reading, grammar, punctuation and spelling, and mathematics. Results are reported as scaled "
        "scores; 100 or more means the expected standard. Results go to parents in July.")
GOOUT = ("Go Outdoors - order confirmation GO-88192734\nDeliver to Dean Holroyd, 14 Wensley Terrace, Leeds LS13 3HR\n"
         "Regatta kids waterproof jacket age 11-12 £28.00\nRegatta kids waterproof jacket age 7-8 £24.00\n"
         "Vango Adventure self-inflating mat x1 £35.00\nHi-Gear head torch x2 £16.00\nTotal £103.00 (member price)")
DEPOSIT = ("Aire Valley Damp Proofing Ltd\nINVOICE AVD-2611 (deposit)\nClient: Mr D Holroyd, 14 Wensley Terrace, Leeds LS13 3HR\n"
           "Works: chemical DPC rear wall, replaster to 1.2 m, lower yard, gutter and repointing - start 15 June 2026\n"
           "Deposit 25%: £1,260.00\nBalance due on completion. Bank: 40-11-62 71558830")
CV = ("DEAN HOLROYD - CV\n14 Wensley Terrace, Leeds LS13 3HR  07712 448 930\nProfile: signalling installer/tester with "
      "8 years at Kelsall Rail Systems, applying for Signalling Maintenance Technician, Network Rail Leeds (June 2020).\n"
      "Experience: 2012-2020 Kelsall Rail Systems - installation, wire counts, function testing, LED signal renewals.\n"
      "Qualifications: IRSE licence Installer/Tester; PTS; BTEC Level 3 Electrical Engineering (Leeds City College).")
PROPOSAL = ("T452 project proposal\nDean Holroyd A7284519   October 2025\nWorking title: Early warning of point machine "
            "failures from motor current signatures\nAim: test whether features of the current curve predict failures "
            "1-7 days earlier than current RCM alarm thresholds.\nData: 2 years of anonymised current traces from 40 point "
            "ends (permission from Network Rail NW&C data owner pending).\nEthics: no personal data. Risks: data access "
            "delays, shift work limiting study time.\nSupervisor: Dr Helen Ashworth")
FEATURES_PY = ('"""T452 - feature extraction from point machine current traces."""\nimport pandas as pd\n\n\n'
               'def features(df: pd.DataFrame) -> pd.DataFrame:\n    g = df.groupby(["asset_id", "direction"])\n'
               '    out = g.agg(peak=("peak_current_A", "max"), swing=("swing_time_s", "mean"), energy=("energy_J", "mean"))\n'
               '    out["cusum"] = (out["swing"] - out["swing"].mean()).cumsum()\n    return out\n\n\n'
               'if __name__ == "__main__":\n    d = pd.read_csv("points_current_2026Q1.csv")\n    print(features(d))\n')
RESULTS = ("T452 - Chapter 4 Results\n4.1 Data quality: 12% of traces removed (incomplete swings, logger resets).\n"
           "4.2 Swing time rose by 0.4-0.7 s in the 5 days before 9 of 14 recorded detection failures.\n"
           "4.3 CUSUM on swing time flagged 11 of 14 failures a median of 3.5 days before the existing RCM alarm, "
           "with 6 false alarms over 24 months.\nTable 4.1 to do: isolation forest comparison.\nFigure 4.2: points 4521A winter traces.")
FORM_E = ("Form E notes - my figures for Ruth (Bentley Marsh)\nHouse value (Zoopla/agent): £168,000\nMortgage outstanding: "
          "£81,400\nEquity: £86,600\nMy pension CETV (RPS): £21,300, NEST (Kelsall): £8,900\nSarah LGPS CETV: £14,200\n"
          "Debts: Barclaycard £1,900, car loan £3,200\nChildren to live with me - Sarah agrees.")
OU_TODO = ("OU to do (June)\n- TMA 04 due 18 June - results chapter + log\n- rerun CUSUM with 2.5 sigma, compare\n"
           "- email Helen re ethics wording + NR permission email in appendix\n- book study days around nights (w/c 8th)\n"
           "- EMA 10 Sept!! draft full report by mid Aug\n- ask Karen to proofread")
CM_NOTES = ("Sarah maintenance - missed/late\nJan 28 - paid 2 Feb (late)\nMar 28 - not paid, texted, paid £200 on 4 Apr + rest 11 Apr\n"
            "If it happens again ring CMS 0800 171 2345 re Collect and Pay, case 1203 7745 8821\nKeep bank screenshots.")
DAMP_TODO = ("house\n- ring Mark (Aire Valley) - confirm 15 June start, fridge out by Sunday\n- skip for yard concrete - Bramley Skips £180?\n"
             "- cast iron gutter section - he's sourcing\n- empty kitchen units on back wall\n- dehumidifier from Toolstation afterwards\n- paint after 6 weeks (Aug)")
LAKES_SHOP = ("Go Outdoors list for Langdale\nkids waterproofs (Ellie 11-12, Josh 7-8)\nself inflating mat\nhead torches x2\n"
              "gas x2 (buy at campsite shop?)\nknee brace - ask physio which one\nmidge spray!!")
OT_TRACK = ("Overtime tracker 2026\nmonth;hours;rest days worked;claimed;paid\nJan;22;1;yes;Feb pay\nFeb;30;2;yes;Mar pay\n"
            "Mar;12;0;yes;Apr pay\nApr;8;0;yes;May pay\nMay;26;2;yes;Jun pay\nNote;no RDW July - Lakes 24-31")
CORN_ITIN = ("Cornwall Aug - plan\nSat 9 drive down (M1/M5, stop Gloucester services), caravan at Porthkidney from 4pm\n"
             "Sun beach Carbis Bay\nMon St Ives + seal boat trip\nTue Eden Project\nWed rain plan: Geevor tin mine\n"
             "Thu Porthcurno + Minack\nFri Gwithian surf lesson for Ellie\nSat 16 home")
VIRGIN_NOTES = ("Virgin Media call 12/05 - broadband dropping every night\nref VM-55120934\nthey reset hub, engineer 20 May 8-1\n"
                "asked for credit - £10 off next bill. Contract ends 14/11/2026 - look at Sky/BT/Community Fibre")
OUTPUT = ("T452 run 2026-05-22 22:41\nloaded 41,822 traces, 40 assets\ndropped 5,019 incomplete\nCUSUM k=0.5 h=3.0 sigma\n"
          "detected 11/14 failures, median lead 3.5 days, false alarms 6\nisolation forest contamination=0.01: detected 9/14, false 14")
TRAINING = (f"{NR} - Leeds Training Centre\nJoining instructions\nCourse: Level Crossing Maintenance (LXM) reassessment\n"
            "Dates: 16-17 June 2026, 08:30-16:30\nDelegate: Dean Holroyd (1184427)\nVenue: Whitehall Road, Leeds LS12. "
            "Bring Sentinel card, PPE and lunch. Parking limited.")
VCF = "".join(f"BEGIN:VCARD\nVERSION:3.0\nFN:{n}\nTEL;TYPE=CELL:07{700 + i * 37} {100000 + i * 7919}\nEND:VCARD\n"
              for i, n in enumerate(["Sarah", "Mum", "Gary Kelsall Rail", "Ruth Marsh solicitor", "Bramley Kids Club",
                                     "Craig work", "Stanningley Road Motors"]))
SMS = ('<?xml version="1.0" encoding="UTF-8"?>\n<smses count="3" backup_date="2021-03-14">\n'
       '<sms address="Sarah" date="2021-03-01" body="can you have the kids Sunday, I\'m at mum\'s" />\n'
       '<sms address="Craig work" date="2021-03-05" body="nights swapped, cheers" />\n'
       '<sms address="Mum" date="2021-03-12" body="Happy birthday love x" />\n</smses>\n')
DENTIST = ("Bramley Dental Practice\nTreatment plan - Dean Holroyd\nBand 2: filling lower left 6, scale and polish\n"
           "NHS charge £73.50\nAppointment 09:10 - please arrive 5 minutes early.")
BOOKS = [("Alfred Wainwright - A Pictorial Guide to the Lakeland Fells Book 3 Central Fells.epub", "A Pictorial Guide to the Lakeland Fells: The Central Fells", "Alfred Wainwright"),
         ("Christian Wolmar - Fire and Steam.epub", "Fire and Steam: A New History of the Railways in Britain", "Christian Wolmar"),
         ("Lee Child - Killing Floor.epub", "Killing Floor", "Lee Child"),
         ("Adrian Vaughan - Signalman's Morning.epub", "Signalman's Morning", "Adrian Vaughan"),
         ("Robert Macfarlane - The Old Ways.epub", "The Old Ways", "Robert Macfarlane")]
TRACKS = [("Kaiser Chiefs", "Employment", "I Predict a Riot"), ("Kaiser Chiefs", "Employment", "Oh My God"),
          ("The Cribs", "Men's Needs, Women's Needs, Whatever", "Men's Needs"), ("Embrace", "The Good Will Out", "Come Back to What You Know"),
          ("Arctic Monkeys", "Whatever People Say I Am", "Mardy Bum"), ("Elbow", "The Seldom Seen Kid", "One Day Like This"),
          ("Oasis", "Definitely Maybe", "Live Forever"), ("Oasis", "Definitely Maybe", "Supersonic"),
          ("The Kooks", "Inside In Inside Out", "Naive"), ("Richard Hawley", "Coles Corner", "Coles Corner")]


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

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False, doc: float | None = None) -> None:
        """``age``: days since the file's mtime; ``doc``: days since the document's own date (default ``age``)."""
        assert all(i.rel != rel for i in items), rel
        write(rel, encode(rel, content, age if doc is None else doc), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def ago(y: int, m: int, d: int = 15) -> float:
        return (NOW.replace(year=y, month=m, day=d) - NOW).days * -1.0

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Documents/Work (Areas Work, Resources Work)
    w = "Documents/Work"
    for i, (pn, age) in enumerate((("P03", 5), ("P02", 33), ("P01", 61), ("P13", 89))):
        add(f"{w}/Rosters/Roster {pn} {2026 if i < 3 else '2025-26'}.xlsx", A, "Work", age, t_roster)
    add(f"{w}/Rosters/Roster P12 2025-26.pdf", A, "Work", 118, t_roster)
    for age in (10, 40, 72, 130):
        add(f"{w}/Overtime/OT claim {_at(age):%b %Y}.docx", A, "Work", age, t_overtime)
    add(f"{w}/Overtime/overtime tracker 2026.xlsx", A, "Work", 3, OT_TRACK)
    add(f"{w}/Competence/PTS renewal letter 2025.pdf", A, "Work", 205, lambda r, dt: t_competence(r, dt, 0))
    add(f"{w}/Competence/SMTH reassessment 2024.pdf", A, "Work", 600, lambda r, dt: t_competence(r, dt, 1))
    add(f"{w}/Competence/Safety critical medical 2025.pdf", A, "Work", 300, t_medical)
    add(f"{w}/Competence/Safety critical medical 2023.pdf", A, "Work", 1030, t_medical)
    photo(f"{w}/Competence/sentinel card front.jpg", A, "Work", 210)
    add(f"{w}/Competence/LXM joining instructions June 2026.pdf", A, "Work", 16, TRAINING)
    add(f"{w}/RMT/RMT pay offer 2026.pdf", A, "Work", 14, lambda r, dt: t_union(r, dt, 0))
    add(f"{w}/RMT/branch meeting.pdf", A, "Work", 150, lambda r, dt: t_union(r, dt, 1))
    add(f"{w}/RMT/ballot result.pdf", A, "Work", 400, lambda r, dt: t_union(r, dt, 2))
    add(f"{w}/emails/Re Bramley points fault.eml", A, "Work", 22, lambda r, dt: t_work_email(r, dt, 0))
    add(f"{w}/emails/Ellipse returns reminder.eml", A, "Work", 48, lambda r, dt: t_work_email(r, dt, 1))
    add(f"{w}/emails/on-call cover thanks.eml", A, "Work", 95, lambda r, dt: t_work_email(r, dt, 2))
    add(f"{w}/Expenses/expenses claim March 2026.docx", A, "Work", 68, t_expenses)
    add(f"{w}/Expenses/expenses claim Nov 2025.docx", A, "Work", 190, t_expenses)
    add(f"{w}/nights notes.txt", A, "Work", 6, t_fault_notes)
    add(f"{w}/Reference/HW2000 points notes.docx", R, "Work", 320, lambda r, dt: t_signal_ref(r, dt, "HW point machine"))
    add(f"{w}/Reference/track circuits revision.docx", R, "Work", 700, lambda r, dt: t_signal_ref(r, dt, "track circuits"))
    add(f"{w}/Reference/SMTH quick reference.pdf", R, "Work", 610, lambda r, dt: t_signal_ref(r, dt, "SMTH"))
    add(f"{w}/Reference/TPWS AWS notes.txt", R, "Work", 450, lambda r, dt: t_signal_ref(r, dt, "TPWS"))
    add(f"{w}/Reference/NR_L2_SIG_19808 points maintenance extract.pdf", R, "Work", 380,
        lambda r, dt: t_signal_ref(r, dt, "HW point machine"))

    # ------------------------------------------------------------ Documents/Money (Areas Finance)
    m = "Documents/Money"
    for y, mo in ((2026, 5), (2026, 4), (2026, 3), (2026, 2), (2026, 1), (2025, 12), (2025, 11), (2025, 10),
                  (2025, 9), (2025, 8), (2025, 7), (2025, 6), (2025, 5), (2025, 4), (2024, 12), (2024, 6), (2024, 3)):
        a = ago(y, mo, 28)
        add(f"{m}/Payslips/{y}/Payslip {y}-{mo:02d}.pdf", A, "Finance", max(a - 2, 0.5), t_payslip, doc=a)
    add(f"{m}/P60/P60 2024-25.pdf", A, "Finance", 400, t_p60, doc=ago(2025, 5, 20))
    add(f"{m}/P60/P60 2023-24.pdf", A, "Finance", 760, t_p60)
    add(f"{m}/P60/P60 2019-20 Kelsall.pdf", A, "Finance", 300,
        lambda r, dt: t_p60(r, dt, "Kelsall Rail Systems Ltd", "961/KR40217"), doc=ago(2020, 5, 22))
    add(f"{m}/Tax/HMRC tax code notice 2026-27.pdf", A, "Finance", 100, t_taxcode)
    add(f"{m}/Tax/HMRC coding notice 2024.pdf", A, "Finance", 780, t_taxcode)
    for y in (2025, 2024, 2023):
        add(f"{m}/Mortgage/Mortgage statement {y}.pdf", A, "Finance", ago(y + 1, 1, 20), t_mortgage)
    for y, mo in ((2026, 4), (2026, 3), (2026, 2), (2026, 1), (2025, 12), (2025, 11)):
        add(f"{m}/Bank/Statement {_at(ago(y, mo, 20)):%b %Y}.pdf", A, "Finance", ago(y, mo, 21), t_bank)
    add(f"{m}/Pension/RPS benefit statement 2025.pdf", A, "Finance", 70, t_pension)
    add(f"{m}/Pension/RPS benefit statement 2024.pdf", A, "Finance", 440, t_pension)
    add(f"{m}/Pension/NEST statement 2025 (Kelsall pot).pdf", A, "Finance", 210, t_deferred)
    add(f"{m}/Child Maintenance/CMS annual review 2025.pdf", A, "Finance", 250, t_cms)
    add(f"{m}/Child Maintenance/CMS annual review 2024.pdf", A, "Finance", 615, t_cms)
    add(f"{m}/Child Maintenance/maintenance payments.csv", A, "Finance", 4, t_maint_log)
    add(f"{m}/budget 2026.xlsx", A, "Finance", 20, t_budget)
    add(f"{m}/~$dget 2026.xlsx", L, "System", 1, b"\x05Dean                          ")
    add(f"{m}/Barclaycard May 2026.pdf", A, "Finance", 9, t_credit)

    # ------------------------------------------------------------ Documents/House (Areas Home, Projects Home damp)
    h = "Documents/House"
    add(f"{h}/Council Tax/Council tax 2026-27.pdf", A, "Home", 70, t_ctax)
    add(f"{h}/Council Tax/Council tax 2025-26.pdf", A, "Home", 435, t_ctax)
    add(f"{h}/Bills/Octopus statement Apr 2026.pdf", A, "Home", 35, t_energy)
    add(f"{h}/Bills/Octopus statement Mar 2026.pdf", A, "Home", 64, t_energy)
    add(f"{h}/Bills/Yorkshire Water 2026-27.pdf", A, "Home", 58, t_water)
    add(f"{h}/Bills/Virgin Media May 2026.pdf", A, "Home", 12, t_broadband)
    add(f"{h}/Insurance/Aviva home renewal 2025.pdf", A, "Home", 230, t_homeins)
    add(f"{h}/Boiler service Nov 2025.pdf", A, "Home", 190, t_boiler)
    for i, (name, text) in enumerate(MANUALS.items()):
        add(f"{h}/Manuals/{name}", R, "Home", 900 - i * 210, text)
    dp = f"{h}/Damp proofing"
    add(f"{dp}/Dryhouse survey report DS-26-0417.pdf", P, "Home", 75, t_survey)
    for firm, age in (("Aire Valley Damp Proofing Ltd", 60), ("Preservation Services Yorkshire", 58), ("Leeds Damp Co", 55)):
        add(f"{dp}/Quotes/Quote {firm.replace(' Ltd', '')}.pdf", P, "Home", age, lambda r, dt, f=firm: t_quote(r, dt, f))
    add(f"{dp}/Re start date 15 June.eml", P, "Home", 20, lambda r, dt: t_damp_email(r, dt, 0))
    add(f"{dp}/Re scaffold and gutter.eml", P, "Home", 12, lambda r, dt: t_damp_email(r, dt, 1))
    add(f"{dp}/Re guarantee forms.eml", P, "Home", 3, lambda r, dt: t_damp_email(r, dt, 2))
    add(f"{dp}/damp notes.txt", P, "Home", 8, t_damp_notes)
    add(f"{dp}/Aire Valley deposit invoice AVD-2611.pdf", P, "Home", 18, DEPOSIT)
    for i, age in enumerate((82, 81, 44, 30, 11)):
        photo(f"{dp}/Photos/IMG_{_at(age):%Y%m%d}_{120312 + i * 3111}.jpg", P, "Home", age)

    # ------------------------------------------------------------ Documents/Kids (Areas Kids)
    k = "Documents/Kids"
    for name, idx, age in (("Year 6 residential Robinwood", 0, 160), ("SATs week letter", 1, 40),
                           ("parents evening", 2, 95), ("Josh times tables check", 3, 15),
                           ("attendance letter", 4, 260), ("Bramley Park transition days", 5, 22)):
        add(f"{k}/School/{name}.pdf", A, "Kids", age, lambda r, dt, j=idx: t_school(r, dt, j))
    add(f"{k}/School/Ellie secondary place offer.pdf", A, "Kids", 92, SECONDARY)
    for age in (3, 34, 63, 93, 125, 156):
        add(f"{k}/Kids Club/Invoice {_at(age):%B %Y}.pdf", A, "Kids", age, t_club)
    add(f"{k}/Football/Josh U9 fixtures spring.xlsx", A, "Kids", 80, lambda r, dt: t_football(r, dt, True))
    add(f"{k}/Football/Ellie subs and kit.pdf", A, "Kids", 26, lambda r, dt: t_football(r, dt, False))
    add(f"{k}/Dentist recall Josh.pdf", A, "Kids", 140, t_kids_dentist)

    # ------------------------------------------------------------ Documents/Health (Projects knee, Areas Health)
    hk = "Documents/Health/Knee"
    add(f"{hk}/MRI report right knee Dec 2025.pdf", P, "Health", 165, t_mri)
    add(f"{hk}/Physio letter Feb 2026.pdf", P, "Health", 110, t_physio)
    add(f"{hk}/Physio letter Apr 2026.pdf", P, "Health", 50, t_physio)
    add(f"{hk}/home exercises sheet.pdf", P, "Health", 45, t_exercises)
    add(f"{hk}/knee rehab log.csv", P, "Health", 2, t_knee_log)
    add(f"{hk}/OH referral report knee.pdf", P, "Health", 150, t_oh_knee)
    add("Documents/Health/blood test results.pdf", A, "Health", 300, lambda r, dt: t_gp(r, dt, 0))
    add("Documents/Health/Specsavers eye test 2025.pdf", A, "Health", 420, lambda r, dt: t_gp(r, dt, 1))
    add("Documents/Health/dentist treatment plan.pdf", A, "Health", 240, DENTIST)

    # ------------------------------------------------------------ Documents/Car (Areas Car)
    c = "Documents/Car"
    add(f"{c}/MOT 2025.pdf", A, "Car", 250, t_mot)
    add(f"{c}/MOT 2024.pdf", A, "Car", 615, t_mot)
    add(f"{c}/Service invoice Oct 2025.pdf", A, "Car", 230, t_service)
    add(f"{c}/Admiral renewal 2026.pdf", A, "Car", 40, t_carins)
    add(f"{c}/V11 tax reminder.pdf", A, "Car", 280, t_ved)
    add(f"{c}/Horizon parking charge.pdf", A, "Car", 120, t_pcn)

    # ------------------------------------------------------------ Documents/OU (Projects T452, Archive modules)
    o = "Documents/OU/T452 Project"
    for v, age in ((1, 100), (2, 55), (3, 6)):
        add(f"{o}/Report/T452 final report draft v{v}.docx", P, "Open University", age, lambda r, dt, n=v: t_ou_draft(r, dt, n))
    add(f"{o}/Report/~$52 final report draft v3.docx", L, "System", 0.2, b"\x05Dean Holroyd                  ")
    add(f"{o}/Proposal/T452 project proposal.docx", P, "Open University", 230, PROPOSAL)
    add(f"{o}/Data/points_current_2025Q4.csv", P, "Open University", 120, lambda r, dt: t_ou_data(r, dt, 30))
    add(f"{o}/Data/points_current_2026Q1.csv", P, "Open University", 70, lambda r, dt: t_ou_data(r, dt, 30))
    add(f"{o}/Code/features.py", P, "Open University", 30, FEATURES_PY)
    dot(f"{o}/Code/.gitignore", b"__pycache__/\n*.csv\n.ipynb_checkpoints/\n", 30)
    add(f"{o}/T452 project plan.xlsx", P, "Open University", 12, t_ou_plan)
    add(f"{o}/T452 registration and fees.pdf", P, "Open University", 250, t_ou_fee)
    add("Documents/OU/my degree plan.xlsx", P, "Open University", 240, t_ou_transcript)
    add(f"{o}/lit notes.md", P, "Open University", 150, t_ou_notes)
    for j, (name, age) in enumerate((("Helen feedback chapter 3", 26), ("Helen TMA03 mark", 70), ("Helen extension TMA04", 10))):
        add(f"{o}/Emails/{name}.eml", P, "Open University", age, lambda r, dt, q=j: t_ou_sup_email(r, dt, q))
    mods = (("T192", "Engineering: origins, methods, context", 2020, 1900), ("T194", "Engineering: mathematics, modelling, applications", 2021, 1700),
            ("T271", "Mechanical engineering", 2022, 1480), ("T272", "Core engineering B", 2023, 1110),
            ("T313", "Renewable energy", 2024, 740), ("T366", "Electronics and control", 2025, 360))
    for j, (mod, name, y, age) in enumerate(mods):
        add(f"Documents/OU/Old modules/{mod}/TMA 0{j % 3 + 2} {mod}.docx", X, "Open University", age + 60,
            lambda r, dt, mm=mod, n=j % 3 + 2: t_tma(r, dt, mm, n))
        if j != 4:
            add(f"Documents/OU/Old modules/{mod}/Module result {mod}.pdf", X, "Open University", age,
                lambda r, dt, mm=mod, nn=name: t_ou_result(r, dt, mm, nn))
    add("Documents/OU/Old modules/T366/PID notes.txt", X, "Open University", 420,
        "PID notes T366\nKp proportional - faster but overshoot\nKi removes steady-state error\nKd damping\n"
        "Ziegler-Nichols: Ku, Tu -> Kp=0.6Ku, Ti=Tu/2, Td=Tu/8\nTMA03 Q3 - 10% overshoot -> zeta 0.59")
    add("Documents/OU/Old modules/T272/T272 exam revision.docx", X, "Open University", 1150,
        "T272 exam revision\nBlock 1 thermodynamics - Rankine cycle, efficiency\nBlock 2 stress and strain - Mohr's circle\n"
        "Block 3 electrical machines - DC motor torque equation\nPast paper 2021 Q5 done, Q6 redo")

    # ------------------------------------------------------------ Holidays (Projects Lakes, Archive Cornwall)
    hl = "Documents/Holidays/Lake District 2026"
    add(f"{hl}/Langdale campsite booking.pdf", P, "Travel", 120, t_lakes_booking)
    add(f"{hl}/kit list.txt", P, "Travel", 5, t_lakes_kit)
    add(f"{hl}/Stickle Tarn route.docx", P, "Travel", 9, t_lakes_route)
    add(f"{hl}/Go Outdoors order.pdf", P, "Travel", 15, GOOUT)
    hc = "Documents/Holidays/Cornwall 2025"
    add(f"{hc}/Porthkidney booking confirmation.pdf", X, "Travel", 300, t_cornwall_booking, doc=ago(2025, 2, 10))
    add(f"{hc}/Eden Project tickets.pdf", X, "Travel", 290, lambda r, dt: t_cornwall_receipt(r, dt, 1), doc=ago(2025, 8, 12))
    add(f"{hc}/seal trip receipt.pdf", X, "Travel", 290, lambda r, dt: t_cornwall_receipt(r, dt, 0), doc=ago(2025, 8, 11))
    for i in range(9):
        photo(f"Pictures/Cornwall 2025/IMG_202508{10 + i // 2:02d}_{101500 + i * 4127}.jpg", X, "Travel", ago(2025, 8, 10 + i // 2))

    # ------------------------------------------------------------ Divorce (Archive) and Kelsall Rail (Archive Work)
    dv = "Documents/Divorce"
    for name, idx, (y, mo) in (("Bentley Marsh - Form E proposal", 0, (2023, 3)), ("Bentley Marsh - consent order approved", 1, (2023, 6)),
                               ("Bentley Marsh - final order", 2, (2023, 7)), ("parenting arrangements", 3, (2022, 11))):
        add(f"{dv}/{name}.pdf", X, "Divorce", ago(y, mo, 20), lambda r, dt, j=idx: t_solicitor(r, dt, j))
    add(f"{dv}/Consent order sealed.pdf", X, "Divorce", ago(2023, 6, 14), t_consent)
    add(f"{dv}/Bentley Marsh invoice final.pdf", X, "Divorce", ago(2023, 8, 2), t_div_bill)
    add(f"{dv}/Form E my figures.docx", X, "Divorce", ago(2023, 1, 29), FORM_E)
    kr = "Documents/Kelsall Rail"
    add(f"{kr}/Contract of employment 2012.pdf", X, "Work", 2100, lambda r, dt: t_kelsall(r, dt, "contract"), doc=ago(2012, 8, 20))
    add(f"{kr}/Resignation acceptance 2020.pdf", X, "Work", ago(2020, 7, 30), lambda r, dt: t_kelsall(r, dt, "leave"))
    for i, (y, mo, d) in enumerate(((2020, 6, 13), (2020, 6, 20), (2020, 7, 4))):
        add(f"{kr}/Timesheets/timesheet w-e {d:02d}-{mo:02d}-{y}.xlsx", X, "Work", ago(y, mo, d), lambda r, dt: t_kelsall(r, dt, "timesheet"))
    add(f"{kr}/Test records/Doncaster stage 3 LOC41 test record.pdf", X, "Work", ago(2019, 10, 3), lambda r, dt: t_kelsall(r, dt, "test"))
    add(f"{kr}/Test records/Knottingley relock test record.pdf", X, "Work", ago(2020, 2, 17), lambda r, dt: t_kelsall(r, dt, "test"))
    add("Desktop/Dean CV 2020.docx", X, "Work", ago(2020, 6, 2), CV)

    # ------------------------------------------------------------ Resources folders
    for i, name in enumerate(("slow cooker chilli", "pizza dough", "yorkshire puddings", "overnight oats")):
        ext = ("docx", "txt", "txt", "pdf")[i]
        add(f"Documents/Recipes/{name}.{ext}", R, "Cooking", 200 + i * 230, lambda r, dt, n=name: t_recipe(r, dt, n))
    for i, name in enumerate(("Ilkley Moor", "Malham", "Otley Chevin", "Whernside")):
        add(f"Documents/Walks/{name}.{'docx' if i % 2 else 'txt'}", R, "Walking", 120 + i * 170, lambda r, dt, n=name: t_walk(r, dt, n))
    for i, (fn, title, author) in enumerate(BOOKS[1:]):
        add(f"Books/{fn}", R, "Books", 300 + i * 260, _epub(title, author, "en", f"{title} by {author}."))
    add(f"Downloads/{BOOKS[0][0]}", R, "Books", 95, _epub(BOOKS[0][1], BOOKS[0][2], "en", "The Central Fells: Langdale Pikes, High Raise."))
    for i, (artist, album, title) in enumerate(TRACKS):
        add(f"Music/{artist}/{album}/{i % 9 + 1:02d} {title}.mp3", R, "Music", 1200 - i * 70, _id3(r, title, artist, album))

    # ------------------------------------------------------------ Downloads (dump)
    dl = "Downloads"
    add(f"{dl}/P60 2025-26.pdf", A, "Finance", 2, t_p60)
    add(f"{dl}/Octopus-statement-2026-05.pdf", A, "Home", 4, t_energy)
    add(f"{dl}/T452_EMA_guidance_2025-26.pdf", P, "Open University", 35, EMA_GUIDE)
    add(f"{dl}/Great-Langdale-campsite-map.pdf", P, "Travel", 110, CAMPMAP)
    add(f"{dl}/KS2 SATs information for parents 2026.pdf", A, "Kids", 60, SATS)
    add(f"{dl}/slow-cooker-chilli-recipe.pdf", R, "Cooking", 400, lambda r, dt: t_recipe(r, dt, "slow cooker chilli"))
    add(f"{dl}/T452_data_extract_Holroyd.zip", P, "Open University", 130,
        lambda r, dt: _zip([("points_current_sample.csv", t_ou_data(r, dt, 40)), ("README.txt",
                            "Anonymised point machine current data for D Holroyd OU project T452. Not for onward sharing.")]))
    for i, (fn, head) in enumerate((("ChromeSetup.exe", b"MZ\x90\x00"), ("vlc-3.0.21-win64.exe", b"MZ\x90\x00"),
                                    ("python-3.12.4-amd64.exe", b"MZ\x90\x00"), ("ZoomInstallerFull.msi", b"\xd0\xcf\x11\xe0"),
                                    ("GarminExpress.exe", b"MZ\x90\x00"))):
        add(f"{dl}/{fn}", R, "Software", 20 + i * 140, _blob(r, head))
    add(f"{dl}/Unconfirmed 481223.crdownload", L, "System", 1, _blob(r, b"%PDF-1.7\n", 700))
    add(f"{dl}/points_data_full_2024.zip.part", L, "System", 3, _blob(r, b"PK\x03\x04", 900))
    add(f"{dl}/GarminExpressInstaller.exe.crdownload", L, "System", 160, _blob(r, b"MZ\x90\x00", 600))
    add(f"{dl}/desktop.ini", L, "System", 800, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")
    # hard: name and folder say nothing
    H = [
        ("document.pdf", A, "Finance", 62, t_payslip, ago(2026, 3, 28)),
        ("document (1).pdf", A, "Kids", 33, t_club, None),
        ("document (2).pdf", P, "Health", 80, t_physio, None),
        ("document (3).pdf", A, "Finance", 420, t_taxcode, None),
        ("document (4).pdf", A, "Home", 420, t_water, None),
        ("document (5).pdf", X, "Work", 30, lambda r, dt: t_kelsall(r, dt, "leave"), ago(2020, 7, 30)),
        ("document (6).pdf", A, "Finance", 40, t_credit, None),
        ("download.pdf", A, "Car", 41, t_carins, None),
        ("download (1).pdf", A, "Work", 18, lambda r, dt: t_competence(r, dt, 0), None),
        ("download (2).pdf", A, "Car", 229, t_service, None),
        ("download (3).pdf", A, "Kids", 24, lambda r, dt: t_school(r, dt, 5), None),
        ("file.pdf", A, "Home", 430, t_ctax, None),
        ("export.csv", P, "Open University", 45, lambda r, dt: t_ou_data(r, dt, 36), None),
        ("export (1).csv", A, "Finance", 7, t_bank_csv, None),
        ("export (2).csv", A, "Finance", 130, t_maint_log, None),
        ("data.csv", P, "Health", 19, t_knee_log, None),
        ("mail.eml", P, "Home", 25, lambda r, dt: t_damp_email(r, dt, 0), None),
        ("IMG_20260412_0001.pdf", A, "Kids", 50, lambda r, dt: t_school(r, dt, 0), None),
        ("IMG_20251104_0002.pdf", A, "Home", 209, t_boiler, None),
        ("IMG_20260521_0003.pdf", A, "Kids", 11, lambda r, dt: t_football(r, dt, True), None),
        ("20260318_scan.pdf", P, "Home", 75, lambda r, dt: t_quote(r, dt, "Leeds Damp Co"), None),
        ("Untitled.pdf", X, "Open University", 330, lambda r, dt: t_ou_result(r, dt, "T366", "Electronics and control"), None),
        ("Untitled (1).pdf", X, "Divorce", 58, t_consent, ago(2023, 6, 14)),
        ("Untitled (2).pdf", P, "Open University", 248, t_ou_fee, None),
        ("doc01234520260110.pdf", P, "Travel", 142, t_lakes_booking, None),
        ("attachment.docx", P, "Open University", 54, lambda r, dt: t_ou_draft(r, dt, 2), None),
        ("Document.docx", A, "Work", 100, t_overtime, None),
        ("1.pdf", A, "Work", 380, lambda r, dt: t_union(r, dt, 2), None),
        ("getfile.pdf", X, "Travel", 470, t_cornwall_booking, None),
        ("view.pdf", A, "Car", 600, t_mot, None),
        ("print.pdf", A, "Finance", 68, t_pension, None),
        ("invoice.pdf", X, "Divorce", 1000, t_div_bill, None),
        ("Letter.pdf", A, "Health", 290, lambda r, dt: t_gp(r, dt, 0), None),
        ("output.txt", P, "Open University", 10, OUTPUT, None),
    ]
    for fn, b, t, age, content, doc in H:
        add(f"{dl}/{fn}", b, t, age, content, hard=True, doc=doc)

    # ------------------------------------------------------------ Desktop
    ds = "Desktop"
    add(f"{ds}/T452 results chapter.docx", P, "Open University", 1, RESULTS)
    add(f"{ds}/~$52 results chapter.docx", L, "System", 0.1, b"\x05Dean Holroyd                  ")
    add(f"{ds}/desktop.ini", L, "System", 1400, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-183\r\n")
    add(f"{ds}/Screenshot 2026-05-20 213344.png", R, "Photos", 12, "")
    for fn, b, t, age, content in (
            ("New Text Document.txt", A, "Work", 13, t_fault_notes),
            ("New Text Document (2).txt", P, "Travel", 16, LAKES_SHOP),
            ("New Text Document (3).txt", P, "Open University", 4, OU_TODO),
            ("New Text Document (4).txt", A, "Home", 20, VIRGIN_NOTES),
            ("notes.txt", A, "Finance", 55, CM_NOTES),
            ("todo.txt", P, "Home", 7, DAMP_TODO),
            ("Doc1.docx", P, "Open University", 60, PROPOSAL.replace("T452 project proposal", "Abstract ideas")),
            ("Book1.xlsx", A, "Work", 2, OT_TRACK),
            ("scan.pdf", P, "Health", 44, t_exercises),
            ("New folder/Doc2.docx", X, "Travel", 310, CORN_ITIN)):
        add(f"{ds}/{fn}", b, t, age, content, hard=True)

    # ------------------------------------------------------------ Pictures/Scans and Documents/2024 (hard dumps)
    sc = "Pictures/Scans"
    for fn, b, t, age, content, doc in (
            ("Scan.pdf", X, "Work", 1500, lambda r, dt: t_kelsall(r, dt, "contract"), ago(2012, 8, 20)),
            ("Scan 2.pdf", X, "Divorce", 1000, lambda r, dt: t_solicitor(r, dt, 2), None),
            ("Scan 3.pdf", A, "Finance", 140, t_mortgage, None),
            ("Scan 4.pdf", P, "Health", 160, t_mri, None),
            ("Scan 5.pdf", A, "Kids", 130, t_kids_dentist, None),
            ("Scan 6.pdf", A, "Health", 100, lambda r, dt: t_gp(r, dt, 2), None),
            ("Scan 7.pdf", P, "Home", 74, t_survey, None),
            ("Scan 8.pdf", A, "Car", 66, t_pcn, None),
            ("Scan 9.pdf", A, "Finance", 60, t_p60, ago(2023, 5, 25)),
            ("Scan 10.pdf", A, "Kids", 40, lambda r, dt: t_football(r, dt, False), None),
            ("Scan 11.pdf", X, "Work", 39, lambda r, dt: t_kelsall(r, dt, "test"), ago(2019, 11, 8)),
            ("Scan 12.pdf", X, "Travel", 270, lambda r, dt: t_cornwall_receipt(r, dt, 2), ago(2025, 8, 9))):
        add(f"{sc}/{fn}", b, t, age, content, hard=True, doc=doc)
    y4 = "Documents/2024"
    for fn, b, t, age, content in (
            ("scan0004.pdf", A, "Finance", 615, t_cms),
            ("scan0007.pdf", A, "Kids", 590, lambda r, dt: t_school(r, dt, 2)),
            ("scan0012.pdf", X, "Open University", 700, lambda r, dt: t_ou_result(r, dt, "T313", "Renewable energy")),
            ("scan0013.pdf", A, "Finance", 800, t_pension),
            ("scan0015.pdf", A, "Home", 560, t_homeins),
            ("scan0021.pdf", X, "Divorce", 640, lambda r, dt: t_solicitor(r, dt, 0)),
            ("scan0022.pdf", A, "Kids", 520, t_club),
            ("Document1.docx", A, "Work", 540, lambda r, dt: t_union(r, dt, 1)),
            ("Document2.docx", X, "Open University", 760, lambda r, dt: t_tma(r, dt, "T313", 3)),
            ("New Microsoft Excel Worksheet.xlsx", A, "Finance", 650, t_budget),
            ("notes.txt", A, "Work", 600, t_fault_notes),
            ("IMG_20240611_0001.pdf", A, "Work", 720, lambda r, dt: t_competence(r, dt, 3))):
        add(f"{y4}/{fn}", b, t, age, content, hard=True)

    # ------------------------------------------------------------ photos (Resources Photos) and the old phone backup (Archive)
    cr = "Pictures/Camera Roll"
    for i in range(22):
        age = 3 + i * 17 + r.randint(0, 9)
        photo(f"{cr}/IMG_{_at(age):%Y%m%d}_{(70000 + i * 40123) % 235959:06d}.jpg", R, "Photos", age)
    add(f"{cr}/Thumbs.db", L, "System", 30, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    for i in range(5):
        age = 8 + i * 41
        add(f"Pictures/Screenshots/Screenshot_{_at(age):%Y%m%d}-{(71233 + i * 33301) % 235959:06d}.png", R, "Photos", age, "")
    for i in range(3):
        photo(f"Pictures/Football/IMG_{_at(30 + i * 60):%Y%m%d}_1015{i:02d}.jpg", R, "Photos", 30 + i * 60)
    bk = "Backup/Galaxy S9 2021"
    for i in range(8):
        taken = ago(2019, 5, 1) - i * 80
        photo(f"{bk}/DCIM/Camera/{_at(taken):%Y%m%d}_{(184512 + i * 11021) % 235959:06d}.jpg", X, "Backup", taken)
    for i in range(2):
        photo(f"{bk}/WhatsApp/Media/WhatsApp Images/IMG-{_at(ago(2020, 8, 15) - i * 90):%Y%m%d}-WA00{i + 3:02d}.jpg",
              X, "Backup", ago(2020, 8, 15) - i * 90)
    add(f"{bk}/contacts.vcf", X, "Backup", ago(2021, 3, 14), VCF)
    add(f"{bk}/sms-backup-2021-03-14.xml", X, "Backup", ago(2021, 3, 14), SMS)
    dot(f"{bk}/DCIM/.nomedia", b"", ago(2021, 3, 14))
    return items
