"""A fifty-second unseen labelled corpus: Priya Sharma, a Brampton pharmacist, ``build(root, seed)``, written blind.

What was read to write it, and nothing else in the repository: ``unseen.py``'s module docstring, the first
lines of its ``build()`` (the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``,
``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3`` and ``_blob``; ``corpus.py``'s ``Item``
dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``,
``_png`` and ``HEIC_HEAD``. Nobody who wrote it looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``,
the bench scripts, the bodies of the other corpus modules or any placement result. The files and labels are
shaped by what this person would have on disk, not by what the code looks for.

The person: Priya Sharma, 50, an independent community pharmacist in Brampton, a suburb north-west of
Toronto. Through Sharma Pharmacy Professional Corporation she owns Springdale Community Pharmacy (a plaza
unit on Sandalwood Parkway, opened 2014; eight staff). Her first store, Heart Lake Pharmacy (bought in
2010), she sold to Wellness Rx Holdings in 2021. Before she owned pharmacies she was a staff pharmacist at
Kingsway Drugs in Etobicoke (2001-2010). Her husband Rajesh (Raj) is a project engineer; their children
are Arjun (18, finishing grade 12) and Meera (14, grade 9). Her parents, Suresh and Asha Malhotra, live in
Mississauga; her brother Vikram lives in Calgary. Raj's father, Om Prakash Sharma ("Papaji"), died in
February 2022; Priya and Raj were his estate trustees and the estate was closed in 2024. The family
renovated its kitchen in 2024. Going on now (``NOW`` is 2026-06-01): the pharmacy is being renovated to add
a private clinic room (contractor, City of Brampton permit, equipment, notice to the College); the Ontario
College of Pharmacists assesses the pharmacy in August 2026 and Priya is preparing for it; Arjun has applied
to universities through OUAC, has accepted an offer from Waterloo and moves into residence in September;
and Priya and Vikram are planning their parents' 50th-anniversary trip to India (Delhi, Jaipur, Haridwar,
Amritsar) for December 2026, with a family function in Jaipur on the anniversary, 12 December. Ongoing:
the pharmacy's running (wholesaler statements, payroll, staff schedules, HST returns, insurance, the
narcotic count and audit logs, policies and SOPs, drug-plan reconciliations, the plaza lease), her own
licence and continuing-education credits, household finances and taxes, the house (mortgage, property tax,
utilities), the family's health, the family car (a 2021 RAV4 Hybrid), Meera's school, and the committee of
the Shree Durga Mandir in Brampton, where Priya is the volunteer secretary. Finished: the Heart Lake
pharmacy sale, Papaji's estate, the 2024 kitchen renovation, the Kingsway Drugs job, old trips (India 2019,
Banff 2022, Varadero 2023).

The machine: a Windows 11 laptop used for the pharmacy's back office (the dispensary itself runs Kroll on
store computers) and by the family. Priya keeps a half-tidy ``Documents/`` tree (``Pharmacy/`` with
sub-folders for suppliers, payroll, HST, schedules, narcotics and policies, ``Personal/`` for money and the
house, ``Arjun University/``, ``India Trip 2026/``, ``Temple Committee/``, ``CE/``, ``Recipes/``) but most
things land in ``Downloads/`` (``statement (3).pdf``, ``document (2).pdf``, ``download.pdf``, Kroll and
McKesson exports) or on the ``Desktop/``, and the office scanner writes ``scan0007.pdf`` into ``Scans/`` or
``Documents/Scanned Documents/``. Phone photos come in as ``Pictures/iPhone import/IMG_xxxx.HEIC`` and
WhatsApp images, screenshots in ``Pictures/Screenshots/``. ``Old Dell Laptop/`` is a copy of the previous
PC's user folder made in 2022. Folder names are English; a few family files (bhajans, an invitation) are in
Hindi.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  pharmacy renovation and clinic room (contractor quotes, drawings, permit, change orders, equipment orders,
  budget, notice of the change to the College, progress photos) -- topic Pharmacy; the College's August 2026
  assessment (notice letter, self-assessment checklist, action plan, gap analyses, staff e-mails about it) --
  topic Pharmacy; Arjun's university applications and move into residence (OUAC, offers, acceptance,
  residence, deposits, scholarship, RESP withdrawal for first year, packing and move-in lists) -- topic
  Education; the parents' 50th-anniversary trip to India (flights, hotels, itinerary, the Jaipur function,
  guest list, travel insurance, budget, family e-mails) -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. The
  pharmacy's running: wholesaler statements, invoices, payroll, staff schedules, HST returns, the business
  insurance, narcotic and controlled-drug counts, policies and SOPs (even though the assessment will look
  at them), drug-plan payment summaries, the plaza lease, staff e-mails (Pharmacy). Her licence and
  professional standing: College renewal, CE log and certificates, OPA membership, liability insurance
  (Career). Household money: bank and card statements, tax returns and notices, RRSP/TFSA/RESP statements,
  the accountant (Finance). The house: mortgage, property tax, utilities, home insurance, repairs (Home).
  The family's health (Health). The car (Car). Meera's school (Education). The temple committee: minutes,
  rosters, event budgets (Temple). An old tax return or last year's minutes are still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: clinical references and the
  Kroll guide (Pharmacy); CE course notes and handouts (Career); appliance manuals (Home); health reading
  (Health); bhajans and aartis, text and audio (Temple); recipes (Cooking); ebooks (Books); installers
  (Software); photos, WhatsApp pictures, screenshots and holiday snaps, even of past trips (Photos) -- except
  photos that document a project, current or finished (renovation progress photos are Projects/Pharmacy,
  kitchen photos Archive/Home), and except everything inside the old-PC copy.
- **Archive**: finished projects and ended responsibilities: the Heart Lake Pharmacy sale and that store's
  last records (Pharmacy); the Kingsway Drugs job (Career); Papaji's estate, closed 2024 (Estate); the 2024
  kitchen renovation (Home); past trips (Travel); the copy of the old Dell laptop, whatever each file is
  about (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.xlsx``) and
  Windows system files (``desktop.ini``, ``Thumbs.db``), wherever they are, even inside the old-PC copy
  (topic System). Dot files (``.DS_Store``, ``._name``) from Arjun's USB stick are written but not labelled.

Topics are subjects, kept the same across buckets: Pharmacy (the business, current, being renovated or
sold), Career (Priya's own licence, CE and past employment), Finance, Home, Health, Car, Education (Arjun's
university move and Meera's school), Temple, Travel, Estate, Cooking, Books, Software, Photos, Backup,
System. ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/document (3).pdf``, ``Downloads/statement (4).pdf`` -- bank, card or wholesaler? --,
``Desktop/untitled.txt``, ``Scans/scan0031.pdf``): only the text inside (.txt, .md, .csv, .eml, .pdf,
.docx, .xlsx) can place it. Images are never hard. Dates are relative to ``corpus.NOW``.
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

# --------------------------------------------------------------------------- seed data and small helpers

PHARM = ("Springdale Community Pharmacy\n"
         "Sharma Pharmacy Professional Corporation o/a Springdale Community Pharmacy\n"
         "10 Sandalwood Pkwy E, Unit 4, Brampton ON L6Z 1Y5\n"
         "Tel 905-846-2210 | Fax 905-846-2211 | OCP accreditation no. 31842 | HST 81234 5678 RT0001")
HOME_ADDR = "19 Cedargrove Crescent, Brampton ON L6Z 3K8"
STAFF = [("Daniel Okafor", "Staff pharmacist", 58.50), ("Harpreet Gill", "Pharmacy technician", 31.00),
         ("Mei Lin Chen", "Pharmacy technician", 29.50), ("Sofia Rodrigues", "Pharmacy assistant", 21.25),
         ("Kevin Tran", "Pharmacy assistant (PT)", 18.75), ("Amanpreet Kaur", "Front store cashier (PT)", 17.60),
         ("Ahmed Siddiqui", "Relief pharmacist (weekends)", 62.00)]
CONTROLLED = [("HYDROMORPHONE 2MG TAB", "Apotex"), ("OXYCODONE/ACETAMINOPHEN 5/325MG TAB", "Sandoz"),
              ("METHADONE 10MG/ML ORAL SOLN (Metadol-D)", "Paladin"), ("MORPHINE SR 30MG TAB", "Teva"),
              ("BUPRENORPHINE/NALOXONE 8/2MG SL TAB", "Sandoz"), ("METHYLPHENIDATE ER 36MG TAB", "Janssen"),
              ("LISDEXAMFETAMINE 30MG CAP", "Takeda"), ("LORAZEPAM 1MG TAB (targeted)", "Pro Doc"),
              ("TRAMADOL/ACET 37.5/325MG TAB", "Apotex"), ("FENTANYL 25MCG/H PATCH", "Sandoz")]
FIRST = ["Gurpreet", "Sandeep", "Anita", "Michael", "Jennifer", "Ravi", "Nadia", "Thomas", "Sunita", "Carlos",
         "Farah", "Deepak", "Linda", "Paul", "Kiran", "Rohit", "Neha", "Sarah"]
SURN = ["Patel", "Singh", "Brar", "Thompson", "Nguyen", "Mehta", "D'Souza", "Wong", "Kaur", "Bhatia", "Fernandes",
        "Ali", "Martin", "Joshi", "Chopra", "Grewal", "Campbell", "Iyer"]


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _cad(v: float) -> str:
    return f"-${-v:,.2f}" if v < 0 else f"${v:,.2f}"


def _amt(r: random.Random, lo: float, hi: float) -> float:
    return round(r.uniform(lo, hi), 2)


def _ds(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _mail(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt:%a, %d %b %Y} {9 + dt.day % 9:02d}:{dt.day * 7 % 60:02d}:00 -0400\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body.strip()}\n")


PRIYA = "Priya Sharma <priya.sharma.rph@gmail.com>"
STORE_MAIL = "Springdale Pharmacy <manager@springdalepharmacy.ca>"


# --------------------------------------------------------------------------- pharmacy: running (Areas)


def t_mckesson(r: random.Random, dt: datetime) -> str:
    rows, total = [], 0.0
    for k in range(r.randint(6, 10)):
        d = dt - timedelta(days=28 - k * 3)
        kind = r.choice(["Rx replenishment", "Rx replenishment", "OTC / front store", "Rx replenishment",
                         "Credit memo - returns", "Cold chain (vaccines)"])
        v = _amt(r, 850, 9800) * (-0.08 if kind.startswith("Credit") else 1)
        total += v
        rows.append(f"{_ds(d)}  INV {r.randint(510000000, 519999999)}  {kind:<24} {_cad(v):>12}")
    return (f"McKesson Canada Corporation\n4705 Dobrin St, Saint-Laurent QC H4R 2P7\nSTATEMENT OF ACCOUNT\n\n"
            f"Sold to: Springdale Community Pharmacy, 10 Sandalwood Pkwy E Unit 4, Brampton ON\n"
            f"Customer no. 4471-20893     Statement date: {_d(dt)}     Terms: EFT net 15 days\n\n"
            + "\n".join(rows) +
            f"\n\nBalance forward: {_cad(_amt(r, 0, 400))}\nTotal amount due: {_cad(total)}\n"
            f"EFT will be withdrawn on {_d(dt + timedelta(days=15))} from account ending 0418.\n"
            "Questions about pricing or returns: Customer Care 1-800-363-6421 option 3.\n")


def t_kf(r: random.Random, dt: datetime) -> str:
    lines = []
    for k in range(r.randint(4, 7)):
        lines.append(f"{_ds(dt - timedelta(days=26 - 4 * k))};{r.randint(2200000, 2299999)};"
                     f"{r.choice(['Generic Rx', 'Brand Rx', 'OTC', 'Diabetic supplies', 'Compounding'])};"
                     f"{_amt(r, 300, 4200):.2f}")
    return ("Kohl & Frisch Limited - Customer Statement\n7622 Keele St, Concord ON L4K 2R5\n"
            f"Account: SPRINGDALE COMMUNITY PHARMACY (acct 60218)\nStatement date: {_d(dt)}\n\n"
            "Date;Invoice;Category;Amount\n" + "\n".join(lines) +
            "\n\nPlease remit by pre-authorized debit. Overdue balances subject to 1.5% per month.\n")


def t_payroll(r: random.Random, dt: datetime) -> str:
    out = [f"Springdale Community Pharmacy - Payroll register - pay period ending {_ds(dt)}",
           "Employee,Position,Hours,Rate,Gross,CPP,EI,Income tax,Net pay"]
    for name, role, rate in STAFF:
        h = r.choice([80, 80, 72, 64, 48, 32, 24]) if "PT" in role or "Relief" in role else 80
        g = round(h * rate, 2)
        cpp, ei, tax = round(g * 0.0595, 2), round(g * 0.0164, 2), round(g * r.uniform(0.12, 0.24), 2)
        out.append(f"{name},{role},{h},{rate:.2f},{g:.2f},{cpp:.2f},{ei:.2f},{tax:.2f},{g - cpp - ei - tax:.2f}")
    out.append("Remittance to CRA (source deductions) due by the 15th of next month. WSIB premium included in "
               "employer costs.")
    return "\n".join(out) + "\n"


def t_schedule(r: random.Random, dt: datetime) -> str:
    mon = dt - timedelta(days=dt.weekday())
    days = [(mon + timedelta(days=i)).strftime("%a %d %b") for i in range(7)]
    out = [f"SPRINGDALE COMMUNITY PHARMACY - STAFF SCHEDULE - week of {_d(mon)}",
           "Store hours Mon-Fri 9-9, Sat 9-6, Sun 10-5. A pharmacist must be on duty at all times.",
           "Staff," + ",".join(days)]
    for name, role, _ in STAFF + [("Priya Sharma", "Owner / DM", 0)]:
        cells = []
        for i in range(7):
            if "Relief" in role:
                cells.append("10-5" if i == 6 else ("9-6" if i == 5 else "OFF"))
            else:
                cells.append(r.choice(["9-5", "1-9", "9-3", "3-9", "OFF", "9-5", "1-9"]) if i < 6 else
                             r.choice(["OFF", "OFF", "10-5"]))
        out.append(f"{name} ({role})," + ",".join(cells))
    out.append("Shift swaps must be approved by Priya and written on the board. Flu-shot clinic Saturday.")
    return "\n".join(out) + "\n"


def t_hst(r: random.Random, dt: datetime) -> str:
    q_end = dt - timedelta(days=25)
    sales = _amt(r, 610000, 780000)
    taxable = _amt(r, 68000, 96000)
    collected = round(taxable * 0.13, 2)
    itc = _amt(r, 6200, 11800)
    return (f"GST/HST RETURN WORKING PAPER - quarter ending {_d(q_end)}\n"
            "Registrant: Sharma Pharmacy Professional Corporation  BN 81234 5678 RT0001\n"
            "Prepared by Priya from Kroll sales summary + QuickBooks; filed through My Business Account\n\n"
            f"Line 101 Total sales and other revenue: {_cad(sales)}\n"
            f"  of which zero-rated prescription drugs and dispensing fees: {_cad(sales - taxable)}\n"
            f"  taxable front-store sales (13% HST): {_cad(taxable)}\n"
            f"Line 103 GST/HST collected: {_cad(collected)}\n"
            f"Line 106 Input tax credits (rent, Kroll, utilities, supplies, professional fees): {_cad(itc)}\n"
            f"Line 109 Net tax: {_cad(collected - itc)}\n"
            f"Payment due: {_d(q_end + timedelta(days=30))}. Confirmation no. {r.randint(10**9, 10**10 - 1)}\n")


def t_narc(r: random.Random, dt: datetime) -> str:
    out = [f"NARCOTIC & CONTROLLED DRUG RECONCILIATION - {dt:%B %Y}",
           "Springdale Community Pharmacy - physical count vs. Kroll perpetual inventory (NCDSR / Health Canada)",
           "Drug;DIN;Opening;Received;Dispensed;Expected;Counted;Variance"]
    flagged = []
    for drug, _mfr in r.sample(CONTROLLED, 7):
        op, rec = r.randint(80, 900), r.choice([0, 100, 300, 500, 1000])
        dis = r.randint(60, min(700, op + rec - 10))
        exp = op + rec - dis
        var = r.choice([0, 0, 0, 0, 0, -1, 0, -2]) if exp > 0 else 0
        if var:
            flagged.append(drug)
        out.append(f"{drug};{r.randint(2200000, 2499999):08d};{op};{rec};{dis};{exp};{exp + var};{var}")
    out.append(f"Counted by: {r.choice(['Harpreet Gill RPhT', 'Mei Lin Chen RPhT'])}  Verified: Priya Sharma RPh")
    if flagged:
        out.append("Discrepancy on " + ", ".join(flagged) + " - recount done, Kroll logs and invoices reviewed. "
                   "If unresolved, report loss to Health Canada (Office of Controlled Substances) within 10 days.")
    else:
        out.append("No discrepancies. Next full count at month end; methadone measured by volume.")
    return "\n".join(out) + "\n"


def t_pharm_ins(r: random.Random, dt: datetime) -> str:
    return (f"Lakeshore Commercial Insurance Brokers Ltd.\n\n{_d(dt)}\n\nPriya Sharma, Springdale Community Pharmacy\n"
            f"RE: Renewal - Retail Pharmacy Package, policy RPP-{r.randint(400000, 499999)}\n\n"
            "Coverages at renewal:\n"
            f"- Building improvements and contents, incl. inventory: {_cad(r.choice([650000, 700000, 750000]))}\n"
            "- Business interruption (12 months actual loss sustained)\n"
            "- Commercial general liability: $5,000,000 per occurrence\n"
            "- Pharmacy professional liability (corporation): $5,000,000\n"
            "- Crime / employee dishonesty: $50,000; cyber and privacy breach: $250,000\n"
            "- Equipment breakdown incl. vaccine refrigerator spoilage: $25,000\n"
            f"Annual premium: {_cad(_amt(r, 7400, 9200))} plus 8% PST, payable monthly.\n"
            "Please tell us before the clinic-room work starts; the contractor must name us on their certificate.\n"
            "Regards, Marisa Costa, Commercial Account Executive\n")


def t_hns(r: random.Random, dt: datetime) -> str:
    claims = r.randint(1900, 2600)
    return ("ONTARIO DRUG BENEFIT - HEALTH NETWORK SYSTEM\nPharmacy Payment Summary\n"
            f"Pharmacy: Springdale Community Pharmacy  ODB billing no. 6118734\nCycle ending: {_d(dt)}\n\n"
            f"Claims paid: {claims}\nDrug cost paid: {_cad(claims * r.uniform(38, 55))}\n"
            f"Dispensing fees paid: {_cad(claims * 8.83)}\n"
            f"Professional services (MedsCheck, minor ailments, flu): {_cad(_amt(r, 900, 4100))}\n"
            f"Recoveries / reversals: -{_cad(_amt(r, 100, 900))}\n"
            "Payment by direct deposit. Reconcile against Kroll Third Party Report before next cycle.\n")


def t_lease(r: random.Random, dt: datetime) -> str:
    base = _amt(r, 6100, 6400)
    cam = _amt(r, 2200, 2700)
    return ("SANDALWOOD PLAZA HOLDINGS LTD.\nc/o Peel Realty Management, 2 County Court Blvd, Brampton ON\n\n"
            f"TENANT STATEMENT - {dt:%B %Y}\nTenant: Sharma Pharmacy Professional Corporation - Unit 4\n\n"
            f"Basic rent: {_cad(base)}\nAdditional rent (CAM, realty taxes, insurance estimate): {_cad(cam)}\n"
            f"HST 13%: {_cad((base + cam) * 0.13)}\nTotal due 1st of month: {_cad((base + cam) * 1.13)}\n\n"
            "Reminder: landlord's written consent and tenant's contractor insurance certificate are required "
            "before any leasehold improvements (lease s. 9.3).\n")


def t_staff_mail(r: random.Random, dt: datetime) -> str:
    who = r.choice(STAFF[1:6])
    day = (dt + timedelta(days=r.randint(3, 9))).strftime("%A %d %B")
    return _mail(f"{who[0]} <{who[0].split()[0].lower()}.{who[0].split()[-1].lower()}@gmail.com>", STORE_MAIL,
                 "Saturday", dt,
                 f"Hi Priya,\n\nCould I switch my shift on {day} with Sofia? She said she can do 9-3 and I'll take "
                 "her Tuesday evening. Also the blister packs for the Brampton Manor residents are ready for "
                 "checking, and McKesson shorted us on the Eliquis 5 mg again.\n\nThanks,\n"
                 f"{who[0].split()[0]}")


def t_invoice_misc(r: random.Random, dt: datetime) -> str:
    vendor, what = r.choice([
        ("Shred-it (Stericycle ULC)", "Secure document destruction - 2 consoles, pharmacy, monthly service"),
        ("Telus Health - Kroll", "Kroll pharmacy software licence, 3 workstations, support and e-claims"),
        ("Daniels Health Canada", "Pharmaceutical waste and sharps pick-up, 4 x 20L containers"),
        ("Canada Post Business", "Courier for delivered prescriptions - monthly account")])
    sub = _amt(r, 95, 880)
    return (f"{vendor}\nINVOICE {r.randint(700000, 799999)}\nDate: {_d(dt)}\n"
            "Bill to: Springdale Community Pharmacy, 10 Sandalwood Pkwy E Unit 4, Brampton ON L6Z 1Y5\n\n"
            f"{what}\nSubtotal: {_cad(sub)}\nHST 13%: {_cad(sub * 0.13)}\nTotal: {_cad(sub * 1.13)}\n"
            "Terms net 30.\n")


def pol(number: str, title: str, body: str):
    def t(r: random.Random, dt: datetime) -> str:
        return (f"{PHARM}\n\nPOLICY & PROCEDURE {number}: {title}\nEffective: {_d(dt)}   Review: annually   "
                f"Approved: Priya Sharma RPh, Designated Manager\n\nPurpose and scope\n{body}\n\n"
                "All staff sign the acknowledgement sheet after reading this policy. Training is recorded in the "
                "staff training binder.\n")
    return t


POLICIES = [
    ("4.2", "Cold chain management", ("Vaccines and refrigerated products are stored at +2 to +8 C in the "
     "purpose-built fridge with a continuous data logger. Temperatures are checked and initialled twice daily. "
     "Any excursion: quarantine the stock, label DO NOT USE, call Peel Public Health and the manufacturer.")),
    ("5.1", "Narcotic and controlled substances", ("Receipt of narcotics is checked against the invoice by two "
     "staff and entered in Kroll the same day. A full physical count is done monthly and reconciled. Losses or "
     "thefts are reported to Health Canada within 10 days. Expired narcotics are kept separate for destruction.")),
    ("6.3", "Patient privacy (PHIPA)", ("Personal health information is collected, used and disclosed only for "
     "care. Counselling about sensitive matters takes place in the consultation room. Privacy breaches are "
     "reported to the Designated Manager at once and to the IPC when required.")),
    ("7.4", "Medication incident reporting", ("All incidents and near misses are documented in the AIMS "
     "platform within 48 hours, discussed anonymously at the monthly staff huddle, and quarterly reports kept.")),
    ("8.1", "Injections and immunizations", ("Only pharmacists with injection training and current CPR/first aid "
     "administer vaccines. Anaphylaxis kit (epinephrine 1 mg/mL) is checked weekly. Patients wait 15 minutes.")),
    ("3.6", "Non-sterile compounding", ("Compounding follows the NAPRA Model Standards for Pharmacy Compounding "
     "of Non-sterile Preparations. Each preparation has a master formulation record and a compounding record.")),
]


def t_clean_log(r: random.Random, dt: datetime) -> str:
    out = [f"Vaccine fridge temperature log - {dt:%B %Y} - Accucold ARS6PV unit 2",
           "Date,AM temp,PM temp,Min,Max,Initials"]
    for i in range(1, 29):
        out.append(f"{dt:%Y-%m}-{i:02d},{r.uniform(3.8, 6.2):.1f},{r.uniform(3.8, 6.2):.1f},"
                   f"{r.uniform(2.6, 3.9):.1f},{r.uniform(6.1, 7.7):.1f},{r.choice(['HG', 'MLC', 'DO', 'PS'])}")
    return "\n".join(out) + "\n"


# ------------------------------------------------------------ pharmacy: renovation and clinic room (Projects)

CONTRACTOR = ("Brightline Commercial Interiors Inc.\n120 Great Gulf Dr, Unit 7, Vaughan ON L4K 5W1\n"
              "Mark DeSouza, Project Manager | 416-880-3317 | mark@brightlineinteriors.ca")


def t_reno_quote(r: random.Random, dt: datetime) -> str:
    items = [("Demolition of existing OTC gondolas and storage wall, disposal", 2800, 4200),
             ("Steel-stud framing, insulated demising walls, solid-core door with privacy lock", 6900, 9800),
             ("Drywall, tape, prime and paint (clinic room + new counselling nook)", 3800, 5600),
             ("Plumbing: handwash sink with wrist-action faucet, tie-in to existing line", 4200, 6900),
             ("Electrical: 6 receptacles, dedicated 20A circuit for vaccine fridge, LED panels", 5200, 7600),
             ("HVAC: relocate supply diffuser, add return, rebalance", 2100, 3400),
             ("Commercial sheet vinyl flooring with cove base", 2600, 3900),
             ("Permit drawings (BCIN designer) and permit application handling", 1800, 2600)]
    rows, sub = [], 0.0
    for t, lo, hi in items:
        v = _amt(r, lo, hi)
        sub += v
        rows.append(f"{t:<86} {_cad(v):>11}")
    return (f"{CONTRACTOR}\n\nQUOTATION Q-26-{r.randint(100, 199):04d}\nDate: {_d(dt)}\n"
            "Client: Priya Sharma, Springdale Community Pharmacy, 10 Sandalwood Pkwy E Unit 4, Brampton\n"
            "Project: Interior alteration - new private clinic / consultation room (approx. 11 m2) and "
            "reconfigured front of dispensary\n\n" + "\n".join(rows) +
            f"\n\nSubtotal: {_cad(sub)}\nHST 13%: {_cad(sub * 0.13)}\nTotal: {_cad(sub * 1.13)}\n\n"
            "Payment: 30% deposit, 40% at rough-in inspection, 30% on completion. Work after store hours where the "
            "dispensary is affected. Excludes millwork, medical equipment and signage. Valid 30 days.\n")


def t_permit(r: random.Random, dt: datetime) -> str:
    n = f"26-{r.randint(110000, 119999)}"
    return ("CITY OF BRAMPTON - PLANNING, BUILDING AND GROWTH MANAGEMENT - BUILDING DIVISION\n"
            f"BUILDING PERMIT No. {n}\nDate issued: {_d(dt)}\n\n"
            "Project address: 10 Sandalwood Pkwy E, Unit 4\nOwner/tenant: Sharma Pharmacy Professional Corporation\n"
            "Applicant: Brightline Commercial Interiors Inc.\n"
            "Description of work: Interior alteration to existing retail pharmacy (Group E) - construct new "
            "clinic room, new handwash sink, electrical and mechanical alterations.\n"
            f"Construction value: {_cad(r.choice([38000, 42000, 45000]))}   Permit fee: {_cad(_amt(r, 780, 1150))}\n\n"
            "Required inspections: framing, plumbing rough-in, HVAC, insulation, final building and plumbing.\n"
            "Book inspections online 48 hours ahead. This permit card must be posted on site and visible.\n")


def t_equip(r: random.Random, dt: datetime) -> str:
    items = [("Accucold ARS6PV pharmacy-grade vaccine refrigerator, 6 cu ft, with data logger", 3400, 4100),
             ("Power exam table with drawers, 3-section top", 2900, 3800),
             ("Automatic BP monitor, wall mount + 3 cuff sizes", 780, 1150),
             ("Stainless handwash sink cabinet, ADA height", 640, 980),
             ("Sharps containers 5L x 12, wall brackets", 140, 220),
             ("Privacy curtain and ceiling track", 310, 520),
             ("Anaphylaxis kit cabinet, wall mounted", 90, 160),
             ("Point-of-care A1c / lipid analyzer (Afinion 2)", 4200, 5600)]
    rows, sub = [], 0.0
    for t, lo, hi in r.sample(items, 6):
        v = _amt(r, lo, hi)
        sub += v
        rows.append(f"1 x {t} - {_cad(v)}")
    return ("NORTHERN MEDICAL SUPPLY LTD. - 55 Milvan Dr, Toronto ON\n"
            f"SALES QUOTE SQ-{r.randint(30000, 39999)}   {_d(dt)}\n"
            "Ship to: Springdale Community Pharmacy - Clinic room (attn. Priya Sharma)\n\n" + "\n".join(rows) +
            f"\n\nSubtotal {_cad(sub)}  HST {_cad(sub * 0.13)}  Total {_cad(sub * 1.13)}\n"
            "Delivery 3-4 weeks after PO. Fridge requires dedicated outlet; we calibrate the logger on install.\n")


def t_change_order(r: random.Random, dt: datetime) -> str:
    return (f"{CONTRACTOR}\n\nCHANGE ORDER CO-{r.randint(2, 4)}  -  {_d(dt)}\n"
            "Project: Springdale Community Pharmacy - clinic room\n\n"
            "1. Add blocking in wall for wall-mounted BP monitor and anaphylaxis cabinet\n"
            "2. Upgrade door hardware to lever with privacy indicator (requested by owner)\n"
            "3. Relocate fire-alarm strobe per inspector's comment at framing inspection\n\n"
            f"Net change: +{_cad(_amt(r, 1400, 2900))} plus HST. Schedule impact: +2 working days.\n"
            "Owner approval: ____________  Priya Sharma\n")


def t_reno_mail(r: random.Random, dt: datetime) -> str:
    return _mail("Mark DeSouza <mark@brightlineinteriors.ca>", PRIYA,
                 "Re: Unit 4 clinic room - inspection + next steps", dt,
                 f"Hi Priya,\n\nFraming inspection passed this morning (inspector {_person(r)}). Plumbing "
                 "rough-in is booked for Thursday, so the handwash sink line will be open Wednesday night after "
                 "9 pm - can someone be there to lock up?\n\nThe fridge outlet is on its own 20A breaker as "
                 "Northern Medical asked. Drywall next week, flooring the week after. We're still on track to hand "
                 "over before end of July, ahead of your College visit.\n\nInvoice #2 (40% progress payment) "
                 "attached.\n\nMark")


def t_reno_budget(r: random.Random, dt: datetime) -> str:
    rows = [("Contractor (Brightline) base contract", 41800), ("Change orders", 3600), ("Permit", 960),
            ("Medical equipment (Northern Medical)", 12400), ("Millwork - counselling counter", 6800),
            ("Signage and privacy film", 1450), ("IT - extra Kroll workstation in clinic room", 2300),
            ("Contingency 10%", 6900)]
    out = ["Pharmacy renovation 2026 - clinic room budget;Budget;Committed;Paid;Notes"]
    for name, b in rows:
        c = round(b * r.uniform(0.8, 1.15), 2)
        out.append(f"{name};{b:.2f};{c:.2f};{c * r.choice([0, 0.3, 0.7, 1]):.2f};")
    out.append("Financing;RBC small business loan 60k;;;rate prime + 1.5")
    return "\n".join(out)


def t_reno_plan(r: random.Random, dt: datetime) -> str:
    return ("# Clinic room - plan\n\n"
            "Why: minor ailments prescribing, vaccines, MedsChecks and point-of-care testing need a real private "
            "room (the curtain corner is not enough and the College will look at it).\n\n"
            "## Timeline\n- Jan: layout with Mark, 2 other quotes (Apex Renos, ProBuild)\n"
            "- Mar: landlord consent (Peel Realty) + insurance certificate from Brightline\n"
            "- Apr: permit issued\n- May-Jul: construction after hours\n- Jul: equipment delivery, fridge logger "
            "validation 7 days before moving vaccines\n- Before Aug: notify OCP of layout change, update floor plan "
            "in P&P manual\n\n## Open questions\n- sink: wrist-action vs sensor faucet\n"
            f"- move the OTC cough/cold aisle? lose ~{r.randint(6, 10)} linear ft\n"
            "- who covers the store on the nights Brightline works late\n")


def t_ocp_change(r: random.Random, dt: datetime) -> str:
    return ("ONTARIO COLLEGE OF PHARMACISTS\nNotice of Change - Community Pharmacy\n\n"
            "Pharmacy: Springdale Community Pharmacy   Accreditation no. 31842\n"
            "Designated Manager: Priya Sharma (registration no. 621874)\n"
            "Type of change: Renovation affecting layout (new patient care / consultation room)\n"
            f"Planned completion: {_d(dt + timedelta(days=55))}\n\n"
            "Attached: revised floor plan showing dispensary, secure narcotic storage, consultation room, "
            "patient waiting area; confirmation that the dispensary remains secure during construction.\n"
            "Declaration: I confirm the pharmacy will continue to meet the Standards of Operation.\n")


# --------------------------------------------------------------------------- pharmacy: College assessment (Projects)


def t_ocp_letter(r: random.Random, dt: datetime) -> str:
    adv = r.choice(["Jennifer Lau", "Michael Osei", "Karen Whitfield"])
    return ("ONTARIO COLLEGE OF PHARMACISTS\n483 Huron Street, Toronto ON M5R 2R4\n\n"
            f"{_d(dt)}\n\nPriya Sharma, RPh, Designated Manager\nSpringdale Community Pharmacy\n\n"
            "Re: Routine Community Pharmacy Assessment\n\nDear Ms. Sharma,\n\n"
            "This letter confirms that your pharmacy is scheduled for a routine operational assessment during the "
            f"week of 17 August 2026. Your Practice Advisor, {adv}, will attend in person and expects to spend "
            "most of one day at the pharmacy.\n\nThe assessment reviews compliance with the Drug and Pharmacies "
            "Regulation Act and the Standards of Operation, including: narcotic and controlled substance "
            "reconciliation; medication safety (AIMS reporting); cold chain; patient privacy and the consultation "
            "area; non-sterile compounding against the NAPRA standards; documentation of professional services; "
            "and the policy and procedure manual.\n\nPlease complete the pre-assessment questionnaire in the portal "
            "at least two weeks before the visit.\n\nSincerely,\nPractice Excellence, Community Practice\n")


def t_ocp_checklist(r: random.Random, dt: datetime) -> str:
    items = [("Narcotic reconciliation - last 3 monthly counts signed", "Harpreet"),
             ("Forged/fraudulent Rx log up to date", "Daniel"),
             ("AIMS incidents - quarterly summaries printed", "Priya"),
             ("Fridge logs continuous since Jan, excursions documented", "Mei Lin"),
             ("NAPRA non-sterile gap assessment + risk assessments per preparation", "Priya"),
             ("Compounding area: eyewash, PPE, cleaning log", "Sofia"),
             ("P&P manual reviewed + signed by all staff", "Priya"),
             ("Consultation room completed, floor plan updated", "Priya / Brightline"),
             ("Staff registrations and liability insurance copies", "Priya"),
             ("Expired stock and returns area labelled", "Kevin"),
             ("Naloxone kits in stock + distribution log", "Daniel")]
    out = ["OCP assessment Aug 2026 - readiness checklist;Owner;Status;Due"]
    for it, own in items:
        out.append(f"{it};{own};{r.choice(['done', 'in progress', 'not started', 'done'])};"
                   f"{_ds(dt + timedelta(days=r.randint(10, 70)))}")
    return "\n".join(out)


def t_ocp_action(r: random.Random, dt: datetime) -> str:
    return (f"Springdale Community Pharmacy - action plan before the College assessment (updated {_d(dt)})\n\n"
            "1. NAPRA non-sterile compounding: finish risk assessment for the 14 compounded preparations "
            "(magic mouthwash, hydrocortisone/clotrimazole cream, omeprazole suspension...). Level A for all but "
            "the hormone creams - we stopped those in 2025.\n"
            "2. Consultation room: clinic room due end of July; until then use the back office for private "
            "counselling.\n3. Narcotics: add the second-person signature to receiving; retrain Kevin.\n"
            "4. P&P manual: policies 3.6, 4.2, 5.1, 6.3, 7.4, 8.1 reviewed; staff sign-off sheet by 31 July.\n"
            "5. Documentation: MedsCheck forms - signatures missing on a few from March, fix with Daniel.\n"
            f"6. Book a mock assessment with a colleague ({_person(r)}, Designated Manager at a store in Bolton).\n")


def t_ocp_mail(r: random.Random, dt: datetime) -> str:
    return _mail("Daniel Okafor <daniel.okafor@springdalepharmacy.ca>", STORE_MAIL,
                 "Re: assessment prep - AIMS and MedsCheck", dt,
                 "Priya,\n\nI pulled the AIMS report for Q1 and Q2: 9 incidents, 23 near misses, all reviewed at "
                 "huddles. I'll print them for the binder. For the MedsCheck audit I found 6 forms without patient "
                 "signatures, I'll call those patients when they come in for refills.\n\nDo you want me to do the "
                 "forged prescription log review or will Harpreet? The Practice Advisor asked about it last time "
                 "at Heart Lake, if I remember.\n\nDaniel")


def t_napra_gap(r: random.Random, dt: datetime) -> str:
    out = ["NAPRA non-sterile compounding - gap assessment;Requirement;Current state;Gap;Action"]
    reqs = [("Designated compounding supervisor", "Priya", "none", "-"),
            ("Master formulation records", "12 of 14", "2 missing", "write MFRs for 2 creams"),
            ("Risk assessment per preparation (Level A/B/C)", "started", "8 to do", "finish by July"),
            ("Personnel training and skills assessment", "annual", "Sofia not assessed", "book skills check"),
            ("Cleaning log for compounding area", "weekly", "daily needed for surfaces", "new log sheet"),
            ("Beyond-use dates per USP 795", "partly", "labels", "update Kroll label template")]
    for a, b, c, d in reqs:
        out.append(f";{a};{b};{c};{d}")
    return "\n".join(out)


# --------------------------------------------------------------------------- pharmacy: reference (Resources)


def t_ref_uti(r: random.Random, dt: datetime) -> str:
    return ("Minor ailments - uncomplicated urinary tract infection (cystitis): pharmacist assessment aid\n\n"
            "Eligible: non-pregnant women 16+, symptoms of dysuria, frequency, urgency; no fever, flank pain, "
            "vomiting, or recurrent infection (2 in 6 months / 3 in 12 months).\n"
            "Red flags - refer: fever > 38 C, flank pain, visible haematuria in older adults, men, catheter.\n\n"
            "First line: nitrofurantoin 100 mg PO BID x 5 days (avoid if CrCl < 30 mL/min)\n"
            "Alternatives: fosfomycin 3 g single dose; TMP-SMX DS BID x 3 days if local resistance < 20%\n"
            "Document the assessment, notify the primary care provider, follow up in 72 hours.\n")


def t_ref_doac(r: random.Random, dt: datetime) -> str:
    return ("DOAC dosing quick reference (non-valvular AF)\n\nDrug;Standard dose;Dose reduction criteria;"
            "Renal cut-off\n"
            "Apixaban;5 mg BID;2.5 mg BID if 2 of: age >= 80, weight <= 60 kg, SCr >= 133 umol/L;avoid CrCl < 15\n"
            "Rivaroxaban;20 mg daily with evening meal;15 mg daily if CrCl 15-49;avoid CrCl < 15\n"
            "Dabigatran;150 mg BID;110 mg BID if age >= 80 or bleeding risk;contraindicated CrCl < 30\n"
            "Edoxaban;60 mg daily;30 mg daily if CrCl 30-50, weight <= 60 kg, P-gp inhibitors;avoid CrCl < 15\n"
            "Check interactions: strong CYP3A4/P-gp inhibitors and inducers (carbamazepine, rifampin).\n")


def t_ref_vaccine(r: random.Random, dt: datetime) -> str:
    return ("Vaccine storage and handling - summary for pharmacy staff (from the national guidelines)\n\n"
            "- Store at +2 to +8 C; aim for +5 C. Never in the door or against the back wall.\n"
            "- Purpose-built fridge, continuous min/max data logger, checked twice a day.\n"
            "- Cold chain break: keep vaccines refrigerated, label 'do not use', contact public health.\n"
            "- Transport in validated cooler with conditioned ice packs; record temperatures on arrival.\n"
            "- Reconstituted MMR: use within 8 hours. Multi-dose influenza vials: date on opening.\n")


def t_kroll_guide(r: random.Random, dt: datetime) -> str:
    return ("Kroll Pharmacy System - Quick user guide (version 10)\n\n"
            "F3 new prescription - F5 refill - F12 fill and print label\n"
            "Third party adjudication: Rx > Plans tab, ODB plan code OD, secondary plans in order.\n"
            "Narcotic reports: Reports > Narcotics > Perpetual inventory, Purchases, Dispensing by DIN.\n"
            "End of day: Reports > Daily summary; back-up runs automatically at 23:00.\n"
            "Reversals: within 7 days through the network; older claims by manual reversal form.\n")


# ------------------------------------------------------------ pharmacy: Heart Lake store, sold 2021 (Archive)


def t_apa(r: random.Random, dt: datetime) -> str:
    return ("ASSET PURCHASE AGREEMENT (execution copy - excerpt)\n\n"
            "BETWEEN: Sharma Pharmacy Professional Corporation (the Vendor), carrying on business as Heart Lake "
            "Pharmacy, 25 Peel Centre Dr, Brampton\nAND: Wellness Rx Holdings Inc. (the Purchaser)\n\n"
            f"Purchase price: {_cad(1_450_000)} for goodwill, patient files, fixtures and equipment, plus inventory "
            "at cost as counted on the closing date by an independent inventory service.\n"
            f"Closing date: {_d(dt + timedelta(days=30))}\n"
            "Vendor covenants: non-competition within 5 km for 3 years, except the Vendor's existing pharmacy at "
            "10 Sandalwood Pkwy E.\nEmployees: Purchaser offers employment to all staff on equal terms.\n"
            "Narcotic inventory transferred under Health Canada requirements, with signed count.\n")


def t_closing(r: random.Random, dt: datetime) -> str:
    inv = _amt(r, 180000, 240000)
    return ("STATEMENT OF ADJUSTMENTS - Sale of Heart Lake Pharmacy\nVendor's solicitors: Bhatia & Chopra LLP\n\n"
            f"Closing: {_d(dt)}\n\nPurchase price (goodwill, FF&E): {_cad(1_450_000)}\n"
            f"Inventory at cost per count: {_cad(inv)}\nLess deposit paid in trust: -{_cad(100000)}\n"
            f"Rent adjustment (prepaid {dt:%B}): {_cad(_amt(r, 2000, 5000))}\n"
            f"Balance due on closing: {_cad(1_350_000 + inv)}\n\nNo HST: s.167 election filed (sale of business).\n")


def t_hl_staff(r: random.Random, dt: datetime) -> str:
    return (f"Heart Lake Pharmacy\n\n{_d(dt)}\n\nDear team,\n\n"
            "After eleven years together I wanted you to hear it from me first: I have agreed to sell Heart Lake "
            "Pharmacy to Wellness Rx Holdings. The sale closes next month. Every one of you has been offered a "
            "job with the new owner on the same pay and seniority. Your patients will not notice a thing except a "
            "new sign.\n\nThank you for everything, especially through the pandemic.\n\nPriya\n")


def t_hl_inventory(r: random.Random, dt: datetime) -> str:
    out = ["Heart Lake Pharmacy - closing inventory count (Pharmacy Inventory Services Inc.)",
           "Section,Items,Value at cost"]
    for s in ["Dispensary A-F", "Dispensary G-M", "Dispensary N-Z", "Fridge", "Narcotic safe", "OTC",
              "Cosmetics", "Home health care"]:
        out.append(f"{s},{r.randint(150, 1800)},{_amt(r, 4000, 60000):.2f}")
    out.append(f"Count date,{_ds(dt)},signed Priya Sharma / purchaser's rep")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------- career: licence, CE, old job


def t_ocp_renewal(r: random.Random, dt: datetime) -> str:
    return ("ONTARIO COLLEGE OF PHARMACISTS - Official receipt\n\n"
            "Registrant: Priya Sharma   Registration no. 621874   Class: Pharmacist - Part A (direct patient care)\n"
            f"Annual fee {dt.year}-{dt.year + 1}: {_cad(r.choice([865, 905, 940]))}\nPaid: {_d(dt)} by Visa\n"
            "Declarations completed: professional liability insurance, good character, currency (600 hours in 3 yrs)\n"
            "Reminder: keep your learning portfolio for the continuing competency programme.\n")


def t_ce_log(r: random.Random, dt: datetime) -> str:
    out = [f"Priya Sharma RPh - continuing education log {dt.year}", "Date;Provider;Title;CEUs;Certificate"]
    topics = [("CPhA", "Managing hypertension in the community"), ("OPA", "Minor ailments: acne and rosacea update"),
              ("Pharmacy U", "Deprescribing benzodiazepines"), ("CCCEP accredited - RxFiles", "Diabetes 2026: GLP-1s"),
              ("OPA", "Injection training refresher"), ("CPhA", "Opioid stewardship and naloxone"),
              ("Canadian Healthcare Network", "Travel health consultations"), ("OPA", "NAPRA compounding standards")]
    for i, (prov, title) in enumerate(r.sample(topics, 6)):
        out.append(f"{_ds(dt - timedelta(days=300 - 45 * i))};{prov};{title};{r.choice([0.5, 1.0, 1.5, 2.0, 3.0])};yes")
    out.append("Target: 15 CEUs / year (self-set); learning portfolio on OCP portal")
    return "\n".join(out)


CERTS = ["Administration of Injections and Immunizations - Refresher", "Minor Ailments Prescribing",
         "Standard First Aid and CPR Level C with AED", "Opioid Use Disorder: Pharmacist's Role"]


def cert(i: int):
    def t(r: random.Random, dt: datetime) -> str:
        return t_cert(r, dt, CERTS[i])
    return t


def t_cert(r: random.Random, dt: datetime, title: str) -> str:
    return (f"CERTIFICATE OF COMPLETION\n\nThis certifies that\nPRIYA SHARMA\nhas completed\n{title}\n"
            f"on {_d(dt)}\n{r.choice(['1.5', '2.0', '3.0', '6.0'])} CEUs - CCCEP file "
            f"{r.randint(1000, 1999)}-{r.randint(2022, 2026)}-{r.randint(3000, 3999)}-I-P\n"
            "Ontario Pharmacists Association - Professional Development\n")


def t_opa(r: random.Random, dt: datetime) -> str:
    return ("Ontario Pharmacists Association - Membership renewal\n\n"
            f"Member: Priya Sharma, owner/pharmacist   Member no. {r.randint(30000, 39999)}\n"
            f"Membership year: {dt.year}-{dt.year + 1}   Category: Pharmacist - owner\n"
            f"Dues: {_cad(_amt(r, 590, 690))} (incl. HST)\n"
            "Includes: professional liability insurance programme eligibility, drug information line, CE discounts.\n")


def t_pli(r: random.Random, dt: datetime) -> str:
    return ("CERTIFICATE OF INSURANCE - Pharmacists' Professional Liability\n\n"
            "Insured: Priya Sharma, RPh (OCP 621874)\n"
            f"Policy no. PPL-{r.randint(200000, 299999)}   Period: {_d(dt)} to {_d(dt + timedelta(days=365))}\n"
            "Limits: $2,000,000 per claim / $5,000,000 aggregate; legal expense for College complaints $100,000\n"
            "This certificate satisfies the Ontario College of Pharmacists' insurance requirement.\n")


def ce_note(i: int):
    def t(r: random.Random, dt: datetime) -> str:
        return CE_NOTES[i]
    return t


CE_NOTES = ([
        ("CE notes - GLP-1 agonists in primary care\n\n- semaglutide titration 0.25 -> 0.5 -> 1 mg weekly, "
        "GI side effects, hold before surgery\n- shortage messaging, compounded versions not allowed in Canada\n"
        "- counselling: pen technique, missed doses within 5 days\n- diabetes vs obesity indications, coverage "
        "ODB only for T2DM with LU code\n"),
        ("CE notes - deprescribing benzodiazepines (older adults)\n\n- taper 25% every 2 weeks, slower near end"
        "\n- CBT-I first line for insomnia\n- use the deprescribing.org algorithm + patient pamphlet\n"
        "- follow-up calls week 2 and week 6\n"),
        ("CE notes - travel health consultations\n\n- malaria: atovaquone/proguanil vs doxycycline, start dates\n"
        "- traveller's diarrhea: azithromycin stand-by for South Asia\n- typhoid oral vs injectable\n"
        "- Japanese encephalitis only for rural long stays\n")])


def t_old_job(r: random.Random, dt: datetime) -> str:
    return ("KINGSWAY DRUGS LTD.\n4242 Dundas St W, Etobicoke ON\n\n"
            f"{_d(dt)}\n\nTo whom it may concern,\n\n"
            "Priya Sharma was employed as a staff pharmacist at our Dundas West location from June 2001 to "
            "August 2010, and as pharmacy manager from 2006. She supervised four technicians, led our diabetes "
            "education days and our first flu-shot season. She leaves us to take over her own pharmacy in "
            "Brampton, with our best wishes.\n\nYours truly,\nGeorge Papadakis, Owner\n")


# --------------------------------------------------------------------------- household money (Finance)


def t_rbc(r: random.Random, dt: datetime) -> str:
    bal = _amt(r, 4000, 18000)
    rows = []
    for k in range(r.randint(8, 12)):
        d = dt - timedelta(days=30 - k * 2.5)
        desc, lo, hi, sign = r.choice([
            ("PAYROLL DEP SHARMA PHARMACY PC", 3800, 5200, 1), ("PAYROLL DEP METROLINX", 3100, 3600, 1),
            ("MORTGAGE PMT SCOTIABANK", 2870, 2870, -1), ("ENBRIDGE GAS PAP", 90, 230, -1),
            ("ALECTRA UTILITIES", 110, 260, -1), ("COSTCO WHOLESALE #535", 120, 480, -1),
            ("FRESHCO / NO FRILLS", 60, 190, -1), ("ROGERS PAP", 189, 189, -1),
            ("VISA PAYMENT RBC AVION", 900, 3200, -1), ("E-TRANSFER MEERA SHARMA", 20, 60, -1),
            ("CITY OF BRAMPTON TAX", 690, 690, -1), ("WEALTHSIMPLE TFSA", 500, 500, -1)])
        v = _amt(r, lo, hi) * sign
        bal += v
        rows.append(f"{d:%b %d}  {desc:<34} {_cad(v):>12} {_cad(bal):>12}")
    return ("RBC Royal Bank\nPersonal Banking Account Statement\nRajesh Sharma / Priya Sharma\n"
            f"{HOME_ADDR}\nRBC Signature No Limit Banking  Account 05142-510-338-7\n"
            f"Statement period ending {_d(dt)}\n\nDate    Description                         Amount      Balance\n"
            + "\n".join(rows) + f"\n\nClosing balance: {_cad(bal)}\n")


def t_visa(r: random.Random, dt: datetime) -> str:
    rows, tot = [], 0.0
    for _ in range(r.randint(7, 11)):
        m, lo, hi = r.choice([("AIR INDIA TORONTO", 300, 2400), ("COSTCO GAS BRAMPTON", 55, 95),
                              ("AMAZON.CA", 18, 160), ("INDIA BAZAAR SPRINGDALE", 40, 140),
                              ("CINEPLEX SILVERCITY", 35, 70), ("SHOPPERS DRUG MART", 12, 60),
                              ("IKEA ETOBICOKE", 90, 640), ("SWISS CHALET", 40, 85),
                              ("UBER CANADA/UBEREATS", 25, 70), ("BEST BUY #962", 60, 900)])
        v = _amt(r, lo, hi)
        tot += v
        rows.append(f"{(dt - timedelta(days=r.randint(2, 29))):%b %d}  {m:<28} {_cad(v):>10}")
    return ("RBC Avion Visa Infinite\nStatement\nPRIYA SHARMA  card ending 4521\n"
            f"Statement date: {_d(dt)}   Payment due: {_d(dt + timedelta(days=21))}\n\n" + "\n".join(rows) +
            f"\n\nNew balance: {_cad(tot)}\nMinimum payment: {_cad(max(10, tot * 0.02))}\n"
            f"Avion points earned this period: {int(tot)}\n")


def t_noa(r: random.Random, dt: datetime) -> str:
    yr = dt.year - 1
    return ("Canada Revenue Agency\nNotice of Assessment\n\n"
            f"Tax year: {yr}   Date issued: {_d(dt)}\nPRIYA SHARMA   SIN xxx xx4 718\n\n"
            f"Line 15000 Total income: {_cad(_amt(r, 118000, 165000))}\n"
            f"Line 26000 Taxable income: {_cad(_amt(r, 96000, 140000))}\n"
            f"Balance from this assessment: {_cad(_amt(r, -2400, 1800))}\n\n"
            f"RRSP deduction limit for {yr + 1}: {_cad(_amt(r, 18000, 31000))}\n"
            "We assessed your return as filed. Keep this notice for your records.\n")


def t_rrsp(r: random.Random, dt: datetime) -> str:
    return ("RBC Dominion Securities - RRSP Contribution Receipt (for income tax purposes)\n\n"
            f"Annuitant: Priya Sharma   Plan no. 688-41207-1-4\nContribution: {_cad(r.choice([8000, 10000, 12000]))}\n"
            f"Date received: {_d(dt)}\nReceipt for contributions made in the first 60 days of {dt.year}\n"
            "Spousal plan: no\n")


def t_tfsa(r: random.Random, dt: datetime) -> str:
    return ("Wealthsimple - TFSA quarterly statement\n"
            f"Account holder: Priya Sharma   Account TFSA-WS-{r.randint(100000, 999999)}\nPeriod ending {_d(dt)}\n\n"
            f"Opening value {_cad(_amt(r, 52000, 61000))}\nContributions {_cad(1500)}\n"
            f"Market change {_cad(_amt(r, -1800, 2600))}\nHoldings: XEQT 72%, ZAG 18%, cash 10%\n"
            "Contribution room available: check CRA My Account.\n")


def t_resp(r: random.Random, dt: datetime) -> str:
    return ("TD Family RESP - Annual statement\n"
            f"Subscribers: Rajesh & Priya Sharma   Beneficiaries: Arjun Sharma, Meera Sharma\nAs of {_d(dt)}\n\n"
            f"Contributions to date: {_cad(_amt(r, 58000, 64000))}\nCanada Education Savings Grant: "
            f"{_cad(_amt(r, 11800, 14400))}\nAccumulated income: {_cad(_amt(r, 19000, 26000))}\n"
            f"Market value: {_cad(_amt(r, 92000, 110000))}\n"
            "Educational Assistance Payments may be requested once a beneficiary is enrolled in a "
            "qualifying program.\n")


def t_accountant(r: random.Random, dt: datetime) -> str:
    return ("KAPOOR & ASSOCIATES CPA PROFESSIONAL CORPORATION\n7700 Hurontario St, Suite 410, Brampton ON\n\n"
            f"{_d(dt)}\n\nDear Priya and Raj,\n\nYour {dt.year - 1} personal tax returns are ready for review. "
            f"Priya: T4 salary from the professional corporation {_cad(_amt(r, 70000, 90000))} and eligible "
            f"dividends {_cad(_amt(r, 40000, 60000))} (T5). Raj: T4 from Metrolinx. Medical expenses claimed on "
            "Raj's return (lower income? no - on Priya's, the family total is better there this year).\n\n"
            f"Balance owing for Priya: {_cad(_amt(r, 1200, 5400))} due April 30. Please sign the T183 forms and "
            "send the RRSP receipts and charitable receipts from the mandir.\n\nRegards,\nSanjay Kapoor, CPA\n")


def t_budget(r: random.Random, dt: datetime) -> str:
    out = ["Household budget;Monthly;Notes"]
    for k, lo, hi in [("Mortgage (Scotiabank)", 2870, 2870), ("Property tax (instalments)", 690, 690),
                      ("Utilities (Alectra, Enbridge, water)", 380, 520), ("Rogers internet + phones", 260, 300),
                      ("Groceries", 1300, 1700), ("Car insurance + gas", 520, 640), ("RESP", 208, 208),
                      ("TFSA", 500, 500), ("Temple / donations", 100, 150), ("Meera - tutoring, dance", 280, 360),
                      ("Arjun - residence savings", 800, 800)]:
        out.append(f"{k};{_amt(r, lo, hi):.2f};")
    out.append(f"Total net income (both);{_amt(r, 11800, 13200):.2f};after tax")
    return "\n".join(out)


# --------------------------------------------------------------------------- the house (Home)


def t_mortgage(r: random.Random, dt: datetime) -> str:
    bal = _amt(r, 212000, 236000)
    return ("Scotiabank - Mortgage annual statement\n"
            f"Borrowers: Rajesh Sharma, Priya Sharma\nProperty: {HOME_ADDR}\nMortgage no. 8104 552 17\n\n"
            f"Statement period: year ending {_d(dt)}\nPrincipal balance: {_cad(bal)}\n"
            f"Interest rate: {r.choice(['4.19', '4.39', '4.64'])}% fixed, term maturity 2028-03-01\n"
            "Payment: $2,870.14 monthly, amortization remaining 9 yrs 4 mths\n"
            "Prepayment privilege: up to 15% of original principal per year.\n")


def t_proptax(r: random.Random, dt: datetime) -> str:
    tot = _amt(r, 7800, 8600)
    return ("THE CORPORATION OF THE CITY OF BRAMPTON\nFinal Property Tax Bill\n\n"
            f"Roll no. 21 10 030 {r.randint(100, 999)} {r.randint(10000, 99999)}\nProperty: {HOME_ADDR}\n"
            f"Owners: SHARMA RAJESH / SHARMA PRIYA\nTax year {dt.year}   Assessment (MPAC): $812,000\n\n"
            f"City levy {_cad(tot * 0.42)}  Region of Peel {_cad(tot * 0.43)}  Education {_cad(tot * 0.15)}\n"
            f"Total {dt.year} taxes {_cad(tot)}; less interim billed {_cad(tot / 2)}\n"
            "Pre-authorized payment plan: 11 monthly instalments.\n")


UTILITIES = [("Alectra Utilities", "Electricity - time-of-use, 2 months, 1 840 kWh", 190, 320),
             ("Enbridge Gas", "Natural gas, 185 m3: customer charge, delivery, transportation, gas supply", 70, 260),
             ("Region of Peel", "Water and wastewater, 4 months, 92 m3", 260, 390)]


def utility(i: int):
    def t(r: random.Random, dt: datetime) -> str:
        who, what, lo, hi = UTILITIES[i]
        return t_utility(r, dt, who, what, lo, hi)
    return t


def t_utility(r: random.Random, dt: datetime, who: str, what: str, lo: float, hi: float) -> str:
    return (f"{who}\nBill date: {_d(dt)}\nAccount holder: Rajesh Sharma\nService address: {HOME_ADDR}\n"
            f"Account no. {r.randint(1000000000, 9999999999)}\n\n{what}\n"
            f"Amount due: {_cad(_amt(r, lo, hi))} - withdrawn by pre-authorized payment on "
            f"{_d(dt + timedelta(days=18))}\n")


def t_home_ins(r: random.Random, dt: datetime) -> str:
    return ("Caledon Mutual Insurance - Homeowners policy declaration\n"
            f"Named insureds: Rajesh and Priya Sharma\nRisk address: {HOME_ADDR}\n"
            f"Policy HO-{r.randint(3000000, 3999999)}\n"
            f"Term: {_d(dt)} to {_d(dt + timedelta(days=365))}\n\n"
            "Dwelling (guaranteed replacement cost): $1,120,000\nContents: $420,000\nLiability: $2,000,000\n"
            "Sewer back-up: $50,000   Overland water: $25,000\nDeductible: $2,500\n"
            f"Annual premium: {_cad(_amt(r, 2300, 2900))}, bundled with auto (multi-line discount 10%)\n")


def t_repair(r: random.Random, dt: datetime) -> str:
    job, lo, hi = r.choice([("Annual furnace maintenance, Lennox SL280, replaced filter, cleaned burners", 149, 189),
                            ("Eavestrough cleaning and downspout repair", 220, 340),
                            ("Replace sump pump (1/3 hp) and backwater valve inspection", 620, 890),
                            ("AC tune-up, refrigerant top-up 1 lb", 180, 260)])
    return (f"Peel Comfort Home Services\nINVOICE {r.randint(40000, 49999)}  {_d(dt)}\n"
            f"Customer: Raj Sharma, {HOME_ADDR}\n\n{job}\n"
            f"Labour + parts {_cad(_amt(r, lo, hi))} + HST\nTechnician: {_person(r)}\nPaid: Visa\n")


def t_manual(title: str, body: str):
    def t(r: random.Random, dt: datetime) -> str:
        return f"{title}\nUSE AND CARE GUIDE\n\n{body}\n\nKeep these instructions. Model and serial number on label.\n"
    return t


def t_kitchen_quote(r: random.Random, dt: datetime) -> str:
    return ("Maple Leaf Kitchens & Bath - 2400 Steeles Ave W, Concord\n"
            f"ESTIMATE K-{r.randint(2400, 2499)}   {_d(dt)}\nClient: Priya & Raj Sharma, {HOME_ADDR}\n\n"
            "Remove existing oak cabinets and laminate counters\nNew shaker cabinets (white), 28 linear ft, "
            "soft-close\nQuartz countertops 3 cm (Calacatta look), undermount sink\nBacksplash tile install, "
            "pot lights x 6, move island outlet\nInstall customer-supplied Bosch dishwasher and range hood\n\n"
            f"Total estimate {_cad(_amt(r, 38000, 46000))} + HST. Schedule: 4 weeks, start after Diwali.\n")


def t_kitchen_invoice(r: random.Random, dt: datetime) -> str:
    return ("Maple Leaf Kitchens & Bath\nFINAL INVOICE - kitchen renovation completed\n"
            f"Date: {_d(dt)}\nClient: Sharma, 19 Cedargrove Cres\n\nContract {_cad(42350)}\nExtras: extra "
            f"pantry pull-out, under-cabinet lights {_cad(1850)}\nLess deposits paid {_cad(-29645)}\n"
            f"Balance {_cad(14555)} + HST\nWarranty: 2 years workmanship, cabinets 10 years.\n")


def t_kitchen_notes(r: random.Random, dt: datetime) -> str:
    return ("Kitchen - what's left (Nov 2024)\n- backsplash grout touch-up near stove\n- range hood vent rattles, "
            "Maple Leaf to send someone\n- return extra tile box to Home Depot (receipt in drawer)\n- final invoice "
            "paid 12 Dec - DONE\n- Mom's puja shelf in pantry - Raj to install\n")


# --------------------------------------------------------------------------- health, car


def t_lab(r: random.Random, dt: datetime) -> str:
    return ("LifeLabs - Laboratory Report\n"
            f"Patient: SHARMA, PRIYA   DOB 1976-03-14   Collected: {_d(dt)}\n"
            "Ordering physician: Dr. Anjali Mehta, Springdale Family Health Team\n\n"
            f"TSH {r.uniform(1.2, 4.6):.2f} mIU/L (0.32-4.00)\nHbA1c {r.uniform(5.4, 6.2):.1f} % (< 6.0)\n"
            f"LDL cholesterol {r.uniform(2.1, 3.6):.2f} mmol/L\nFerritin {r.randint(18, 80)} ug/L (15-247)\n"
            f"Vitamin B12 {r.randint(180, 520)} pmol/L\n")


def t_dental(r: random.Random, dt: datetime) -> str:
    who = r.choice(["Rajesh", "Priya", "Arjun", "Meera"])
    return ("Sun Life Financial - Explanation of benefits\nGroup plan: Sharma Pharmacy Professional Corporation, "
            f"contract 171204\nPlan member: Priya Sharma   Patient: {who} Sharma\nDate of service: {_d(dt)}\n"
            f"Provider: Bramalea Smiles Dental - recall exam, scaling 2 units, bitewings\n"
            f"Submitted {_cad(_amt(r, 220, 410))}  Paid 80%   Paid to: member by direct deposit\n")


def t_physio(r: random.Random, dt: datetime) -> str:
    return ("Springdale Physiotherapy & Wellness\nOFFICIAL RECEIPT\n"
            f"Patient: Rajesh Sharma   Date: {_d(dt)}\nTreatment: physiotherapy - lower back (follow-up), "
            f"manual therapy + exercise\nFee: {_cad(95)}   Paid: Debit\nRegistered physiotherapist: "
            f"{_person(r)}, College of Physiotherapists of Ontario reg. {r.randint(10000, 19999)}\n")


def t_ortho(r: random.Random, dt: datetime) -> str:
    return ("Castlemore Orthodontics\nPatient: Meera Sharma   Responsible party: Priya Sharma\n\n"
            f"Statement {_d(dt)}\nComprehensive treatment (braces, 22 months): {_cad(6850)}\n"
            f"Paid to date: {_cad(_amt(r, 3000, 5200))}\nMonthly instalment: {_cad(195)} pre-authorized\n"
            "Next adjustment appointment: see reminder text. Insurance: Sun Life 50% to lifetime max $2,500.\n")


def t_health_note(r: random.Random, dt: datetime) -> str:
    return ("Dr Mehta appt - my questions\n- TSH borderline again, repeat in 3 months? start levothyroxine?\n"
            "- knee pain after standing all day in the dispensary - physio referral or anti-fatigue mats first\n"
            "- mammogram due (Ontario Breast Screening, book at Brampton Civic)\n"
            "- Papa's BP meds - ask if amlodipine dose ok with the ankle swelling\n"
            "- Meera: travel vaccines for India in December (typhoid, hep A booster?)\n")


def t_health_article(r: random.Random, dt: datetime) -> str:
    return ("Standing all day? Protecting your knees and feet\n\nHealthcare workers who stand for 10-hour shifts "
            "have higher rates of plantar fasciitis, varicose veins and knee osteoarthritis. Anti-fatigue mats, "
            "supportive shoes with a firm heel counter, compression stockings (15-20 mmHg) and micro-breaks every "
            "hour help. Strengthening the quadriceps and calves twice a week reduces knee pain.\n")


def t_auto_ins(r: random.Random, dt: datetime) -> str:
    return ("Caledon Mutual Insurance - Ontario Automobile Policy (OAP 1) - Certificate and declarations\n"
            f"Policy AU-{r.randint(5000000, 5999999)}   Term {_d(dt)} - {_d(dt + timedelta(days=365))}\n"
            "Vehicle: 2021 Toyota RAV4 Hybrid XLE  VIN 2T3RWRFV7MW1*****  Plate CNXR 418\n"
            "Drivers: Priya Sharma (principal), Rajesh Sharma; Arjun Sharma (G2, occasional) - remove when at school?\n"
            "Third party liability $2,000,000; collision ded. $1,000; comprehensive ded. $500; OPCF 43 waiver\n"
            f"Annual premium {_cad(_amt(r, 3100, 3900))}\n")


JOBS = ["Maintenance 64,000 km: oil + filter, rotate tires, cabin filter", "Winter/summer tire swap + balance",
        "Hybrid system check, brake fluid flush", "Replace 12V battery, multipoint inspection"]


def t_car_service(r: random.Random, dt: datetime) -> str:
    km = r.randint(58000, 84000)
    return (f"Brampton North Toyota - Repair order {r.randint(600000, 699999)}\nDate {_d(dt)}   Odometer {km} km\n"
            "Customer: Priya Sharma   Vehicle: 2021 RAV4 Hybrid, plate CNXR 418\n\n"
            f"{r.choice(JOBS)}\n"
            f"Total {_cad(_amt(r, 120, 680))} incl. HST. Next service at {km + 8000} km.\n")


def t_407(r: random.Random, dt: datetime) -> str:
    trips = r.randint(6, 18)
    return ("407 ETR - Statement\n"
            f"Account 0{r.randint(10000000, 99999999)}   Name: Priya Sharma   Statement date {_d(dt)}\n"
            f"Transponder trips: {trips}   Distance {trips * r.randint(18, 34)} km\n"
            f"Tolls {_cad(trips * _amt(r, 6, 11))}  Transponder lease {_cad(3.65)}\n"
            "Amount due by pre-authorized payment.\n")


# ------------------------------------------------------- Education: Arjun's move (Projects), Meera's school (Areas)


def t_ouac(r: random.Random, dt: datetime) -> str:
    return ("OUAC - Ontario Universities' Application Centre\nApplication confirmation (OUAC 101)\n\n"
            f"Applicant: Arjun Sharma   OUAC reference 2025-{r.randint(100000, 999999)}\nDate: {_d(dt)}\n"
            "School: Heart Lake Secondary School, Brampton (grade 12)\n\nChoices:\n"
            "1. University of Waterloo - Health Sciences (WHH)\n2. McMaster University - Life Sciences (MLS)\n"
            "3. Toronto Metropolitan University - Biomedical Sciences (SBS)\n"
            "4. University of Toronto Mississauga - Life Sciences (TM1)\n5. Western University - Health Sciences\n\n"
            "Fees paid: $156.00 base + 2 additional choices. Track your application in the OUAC portal.\n")


def offer(uni: str, prog: str):
    def t(r: random.Random, dt: datetime) -> str:
        return t_offer(r, dt, uni, prog)
    return t


def t_offer(r: random.Random, dt: datetime, uni: str, prog: str) -> str:
    return (f"{uni}\nOffice of the Registrar - Admissions\n\n{_d(dt)}\n\nDear Arjun,\n\n"
            f"Congratulations! We are pleased to offer you admission to {prog}, starting September 2026. "
            "This offer is conditional on completing your Ontario Secondary School Diploma with a final average "
            "of at least 82% in six grade 12 U/M courses, including ENG4U, SBI4U, SCH4U and MHF4U.\n\n"
            f"You have been awarded an entrance scholarship of {_cad(r.choice([1000, 2000, 3000]))}.\n"
            "Respond through OUAC by 1 June 2026. Residence is guaranteed for first-year students who accept by "
            "the deadline and apply for residence.\n")


def t_residence(r: random.Random, dt: datetime) -> str:
    return ("University of Waterloo - Campus Housing\nResidence application confirmation\n\n"
            f"Student: Arjun Sharma   Student ID 2117{r.randint(1000, 9999)}   Submitted {_d(dt)}\n"
            "Preferences: 1. Village 1 (traditional, single)  2. Ron Eydt Village  3. UW Place\n"
            "Meal plan: Standard  Roommate request: none\nResidence deposit $500 paid (Visa ending 4521)\n"
            "Room offers are released in July. Move-in day for first-year students: Saturday 5 September 2026.\n")


def t_move_list(r: random.Random, dt: datetime) -> str:
    return ("Arjun - residence packing list (Waterloo, V1)\n\n"
            "- twin XL sheets x2, duvet, pillow, mattress topper\n- laptop + charger, extension cord (no multi "
            "plug without surge protector - res rules)\n- desk lamp, hangers, laundry bag, detergent pods, "
            "quarters\n- first aid kit (from the store: Tylenol, Advil, bandages, Reactine, thermometer)\n"
            "- his health card + copy of immunization record\n- winter coat comes at Thanksgiving\n"
            "- IKEA run in August: storage bins, mirror, mini fan\n- Move-in 5 Sept: rent the roof box? RAV4 "
            "should be enough\n- Ask about Waterloo student health plan opt-out (we have Sun Life)\n")


def t_resp_eap(r: random.Random, dt: datetime) -> str:
    return ("TD RESP - Educational Assistance Payment (EAP) request\n\n"
            "Beneficiary: Arjun Sharma   Institution: University of Waterloo   Program start: 2026-09-08\n"
            "Proof of enrolment: to follow (available in Quest after fees are paid)\n"
            f"Amount requested: {_cad(r.choice([9000, 10000, 12000]))} (EAP portion max $8,000 in first 13 weeks), "
            "remainder as return of contributions (PSE)\n"
            "Pay to: the beneficiary's chequing account (TD, student account opened for him)\n"
            "Subscribers' signatures: ____ Rajesh Sharma ____ Priya Sharma\n")


def t_arjun_mail(r: random.Random, dt: datetime) -> str:
    return _mail("Arjun Sharma <arjun.sharma08@gmail.com>", PRIYA, "fees", dt,
                 "Mom,\n\nThe fee statement is up on Quest: tuition $7,560 for fall plus incidental fees and the "
                 "residence + meal plan $9,3xx, due 31 August. Can you pay from the RESP or do we do it from your "
                 "account first? Also the co-op fee is only charged from 2nd year.\n\nAnd I accepted Waterloo on "
                 "OUAC today! Told Nani and Nanaji already lol.\n\nArjun")


def t_reportcard(r: random.Random, dt: datetime) -> str:
    return ("Peel District School Board - Provincial Report Card, Grades 9-12\n"
            f"Student: Meera Sharma   Grade 9   School: Heart Lake Secondary School   Date {_d(dt)}\n\n"
            f"English ENL1W: {r.randint(78, 94)}\nMathematics MTH1W: {r.randint(80, 97)}\nScience SNC1W: "
            f"{r.randint(80, 96)}\nFrench FSF1D: {r.randint(70, 88)}\nDance ATC1O: {r.randint(85, 98)}\n"
            f"Geography CGC1D: {r.randint(75, 92)}\n\nLearning skills: responsibility E, organization G, "
            "collaboration E.\nComments: Meera is a thoughtful contributor and should keep asking questions in math.\n")


def t_school_form(r: random.Random, dt: datetime) -> str:
    return ("Heart Lake Secondary School - Excursion consent\n\n"
            "Trip: Grade 9 Science to the Royal Ontario Museum (biodiversity gallery) - "
            f"{_d(dt + timedelta(days=12))}\n"
            f"Cost: {_cad(r.choice([28, 35, 42]))} paid through School Cash Online\n"
            "Student: Meera Sharma   Homeroom 9C\nMedical info: none. Emergency contact: Priya Sharma 647-555-0148\n"
            "Parent/guardian signature: ______\n")


def t_tutor(r: random.Random, dt: datetime) -> str:
    return ("Mathnasium of Brampton North - Invoice\n"
            f"Student: Meera Sharma   Month: {dt:%B %Y}\nUnlimited sessions plan {_cad(299)} + HST\n"
            "Progress: completed 18 learning plan pages, next assessment in 2 weeks.\n")


# --------------------------------------------------------------------------- Temple committee


EVENTS = ["Navratri garba - hall booking, DJ quote, security", "Diwali mela - vendors, parking volunteers",
          "Janmashtami - midnight aarti, prasad committee", "Holi at Chinguacousy Park - City permit"]


def t_minutes(r: random.Random, dt: datetime) -> str:
    return ("SHREE DURGA MANDIR SOCIETY OF BRAMPTON - Management Committee\n"
            f"Minutes of meeting held {_d(dt)}, 7:30 pm, community hall\n"
            "Present: Pt. Ramesh Tiwari (President), Sunil Bhatia (Treasurer), Priya Sharma (Secretary), "
            f"{_person(r)}, {_person(r)}, Kavita Joshi (Youth)\n\n"
            f"1. Treasurer: general fund {_cad(_amt(r, 48000, 72000))}; "
            f"building fund {_cad(_amt(r, 180000, 240000))}.\n"
            f"2. {r.choice(EVENTS)}.\n"
            "3. Parking lot resurfacing: two quotes received, decision next meeting.\n"
            "4. CRA charity return (T3010) - accountant engaged; receipts to be issued by Feb 28.\n"
            "Next meeting: first Sunday of next month. Minutes recorded by P. Sharma.\n")


def t_roster(r: random.Random, dt: datetime) -> str:
    out = ["Volunteer roster;Shift;Duty;Name;Phone"]
    for duty in ["Shoe room", "Prasad / langar serving", "Parking", "Kitchen (halwa, puri)", "Stage + sound",
                 "Donation counter", "Clean-up"]:
        for shift in ["5-7 pm", "7-9 pm", "9-11 pm"]:
            out.append(f";{shift};{duty};{_person(r)};647-{r.randint(200, 999)}-{r.randint(1000, 9999)}")
    return "\n".join(out)


def t_event_budget(r: random.Random, dt: datetime) -> str:
    out = [f"Mandir Diwali Mela {dt.year} - budget;Estimate;Actual"]
    for k, lo, hi in [("Hall + chairs", 1800, 2600), ("Lighting and decoration", 900, 1600),
                      ("Fireworks (licensed, City permit)", 2500, 3800), ("Prasad / food", 3200, 4800),
                      ("Sound + DJ", 700, 1200), ("Security / paid duty", 1400, 2100), ("Printing", 250, 500)]:
        e = _amt(r, lo, hi)
        out.append(f"{k};{e:.2f};{e * r.uniform(0.9, 1.15):.2f}")
    return "\n".join(out)


def bhajan(i: int):
    def t(r: random.Random, dt: datetime) -> str:
        return BHAJANS[i]
    return t


BHAJANS = ([
        ("ॐ जय जगदीश हरे\nस्वामी जय जगदीश हरे\nभक्त जनों के संकट, दास जनों के संकट\nक्षण में दूर करे\n"
        "ॐ जय जगदीश हरे\n\n(aarti - sing after every havan, harmonium in Sa = C#)\n"),
        ("जय अम्बे गौरी, मैया जय श्यामा गौरी\nतुमको निशदिन ध्यावत, हरि ब्रह्मा शिवजी\n"
        "ॐ जय अम्बे गौरी\n\n(Durga aarti - Navratri, all nine nights)\n")])


# ------------------------------------------------------- Travel: the anniversary trip (Projects), old trips (Archive)


def t_flight(r: random.Random, dt: datetime) -> str:
    pnr = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))
    return ("AIR INDIA - e-Ticket itinerary / receipt\n"
            f"Booking reference (PNR): {pnr}   Issued: {_d(dt)}\n\n"
            "Passengers: MALHOTRA/SURESH MR, MALHOTRA/ASHA MRS, SHARMA/PRIYA MRS, SHARMA/RAJESH MR, "
            "SHARMA/MEERA MISS\n\n"
            "AI 188  Toronto YYZ 03 Dec 2026 22:40 -> Delhi DEL 05 Dec 2026 00:05  Economy (Premium for parents)\n"
            "AI 187  Delhi DEL 27 Dec 2026 14:20 -> Toronto YYZ 27 Dec 2026 19:35\n\n"
            "Special service: WCHR wheelchair assistance for MR SURESH MALHOTRA at DEL and YYZ; vegetarian meals.\n"
            f"Fare total: {_cad(_amt(r, 9800, 12400))} CAD incl. taxes. Baggage 2 x 23 kg.\n")


HOTELS = [("ITC Rajputana, Jaipur", "10-14 Dec 2026", "3 rooms + banquet lawn on 12 Dec"),
          ("Haveli Dharampura, Old Delhi", "05-09 Dec 2026", "3 rooms"),
          ("Taj Swarna, Amritsar", "19-22 Dec 2026", "3 rooms, Golden Temple view"),
          ("Ganga Kinare, Rishikesh", "15-18 Dec 2026", "3 rooms, river view")]


def hotel(i: int):
    def t(r: random.Random, dt: datetime) -> str:
        return t_hotel(r, dt, HOTELS[i])
    return t


def t_hotel(r: random.Random, dt: datetime, h: tuple[str, str, str]) -> str:
    return (f"Booking confirmation - {h[0]}\nConfirmation no. {r.randint(40000000, 49999999)}\n"
            f"Guest: Priya Sharma (+ Malhotra family)   Dates: {h[1]}\nRooms: {h[2]}\n"
            f"Rate: INR {r.randint(9, 24)},{r.randint(100, 999)} per room per night incl. breakfast, GST extra\n"
            "Free cancellation until 30 days before arrival. Booked on "
            f"{_d(dt)}.\n")


def t_itinerary(r: random.Random, dt: datetime) -> str:
    return ("Mummy & Papa's 50th - India, December 2026 (draft v4)\n\n"
            "3 Dec  fly YYZ-DEL (AI 188), wheelchair for Papa\n5-9 Dec  Delhi - rest, Chandni Chowk, visit Chachaji "
            "in Rajouri Garden, Akshardham\n10-14 Dec  Jaipur - 12 Dec ANNIVERSARY: havan in the morning, lunch for "
            "family, evening function on the lawn (80-100 guests)\n15-18 Dec  Haridwar/Rishikesh - Ganga aarti at "
            "Har Ki Pauri, Mummy's wish\n19-22 Dec  Amritsar - Golden Temple, Wagah border\n23-27 Dec  Delhi, "
            "shopping, fly home 27 Dec\n\nVikram + Sonia + kids join from Calgary 9-19 Dec. Arjun - exams until 20 "
            "Dec, joins in Amritsar?\nTrain Delhi-Jaipur: Vande Bharat, book 60 days ahead (IRCTC)\n")


def t_guest_list(r: random.Random, dt: datetime) -> str:
    out = ["50th anniversary - Jaipur guest list;Side;Adults;Kids;Confirmed;Room needed"]
    for fam in ["Malhotra (Jaipur) - Mamaji", "Malhotra - Ludhiana cousins", "Kapoor (Mummy's sister, Delhi)",
                "Arora - Papa's college friends", "Sharma - Raj's side (Noida)",
                "Chopra - neighbours from Lajpat Nagar",
                "Gupta - Asha aunty's bhabhi", "Vikram's in-laws (Chandigarh)"]:
        out.append(f"{fam};{r.choice(['Papa', 'Mummy', 'both'])};{r.randint(2, 8)};{r.randint(0, 4)};"
                   f"{r.choice(['yes', 'maybe', 'yes', 'not asked'])};{r.choice(['yes', 'no'])}")
    return "\n".join(out)


def t_invite_hi(r: random.Random, dt: datetime) -> str:
    return ("॥ श्री गणेशाय नमः ॥\n\nसादर आमंत्रण\n\n"
            "श्री सुरेश मल्होत्रा एवं श्रीमती आशा मल्होत्रा\nके विवाह की 50वीं वर्षगाँठ के शुभ अवसर पर\n"
            "आप सपरिवार सादर आमंत्रित हैं।\n\nदिनांक: 12 दिसंबर 2026, सायं 7 बजे\nस्थान: आईटीसी राजपूताना, जयपुर\n\n"
            "निवेदक: प्रिया - राजेश शर्मा, विक्रम - सोनिया मल्होत्रा एवं परिवार\n")


def t_trip_mail(r: random.Random, dt: datetime) -> str:
    return _mail("Vikram Malhotra <vik.malhotra@shaw.ca>", PRIYA, "Re: Mummy Papa Dec plan", dt,
                 "Didi,\n\nBooked our flights YYC-DEL via Vancouver, arriving 9 Dec morning. I'll pay for the Jaipur "
                 "function and you do the hotels, we'll square up after. Sonia found a caterer through her cousin "
                 "- Rajasthani thali, live jalebi counter, around INR 1,800 a plate.\n\nPapa's cardiologist says "
                 "he's OK to fly but needs the wheelchair and an aisle seat. Did you get the travel insurance "
                 "quote for them? With his stent it will be pricey, get the pre-existing condition rider.\n\n"
                 "Vik")


def t_travel_ins(r: random.Random, dt: datetime) -> str:
    return ("TuGo / Travel insurance quote - Emergency medical, single trip\n"
            f"Quote no. Q{r.randint(1000000, 9999999)}   {_d(dt)}\n"
            "Travellers: Suresh Malhotra (age 78), Asha Malhotra (age 74)\n"
            "Destination: India  Dates: 03 Dec - 27 Dec 2026 (25 days)\n"
            "Coverage: $5,000,000 emergency medical, trip interruption $10,000 each\n"
            "Medical questionnaire: rate category 3 (cardiac stent 2019, stable 12 months, controlled hypertension)\n"
            f"Premium: {_cad(_amt(r, 1400, 2100))} for both. Stability period 180 days for pre-existing conditions.\n")


def t_trip_budget(r: random.Random, dt: datetime) -> str:
    out = ["India Dec 2026 - budget (CAD);Estimate;Paid;Who pays"]
    for k, lo, hi, who in [("Air India - 5 tickets", 9800, 12400, "Priya"), ("Hotels Delhi/Jaipur/Rishikesh/Amritsar",
                           6200, 8800, "Priya"), ("Jaipur function - venue + catering", 7500, 11000, "Vikram"),
                           ("Travel insurance parents", 1400, 2100, "Priya"), ("Car + driver 3 weeks (Innova)",
                           1600, 2200, "split"), ("Gifts, clothes for function", 2000, 3500, "split"),
                           ("Pandit ji + havan samagri", 300, 500, "Vikram")]:
        out.append(f"{k};{_amt(r, lo, hi):.2f};{r.choice(['0', 'deposit', 'paid'])};{who}")
    return "\n".join(out)


def t_old_trip(place: str, what: str):
    def t(r: random.Random, dt: datetime) -> str:
        return (f"Booking confirmation - {place}\nReference {r.randint(100000, 999999)}   Booked {_d(dt)}\n"
                f"Guests: Priya Sharma, Rajesh Sharma, Arjun Sharma, Meera Sharma\n{what}\n"
                f"Total paid {_cad(_amt(r, 2400, 7800))} (Visa ending 4521). Thank you for booking.\n")
    return t


# --------------------------------------------------------------------------- Papaji's estate, closed 2024 (Archive)


def t_probate(r: random.Random, dt: datetime) -> str:
    return ("ONTARIO SUPERIOR COURT OF JUSTICE - Certificate of Appointment of Estate Trustee With a Will\n"
            f"Court file no. BRA-ES-{r.randint(1000, 1999)}-22\n\n"
            "Deceased: OM PRAKASH SHARMA, late of the City of Brampton, retired teacher, who died on "
            "14 February 2022\nEstate trustees: RAJESH SHARMA and PRIYA SHARMA\n"
            f"Value of the estate: {_cad(_amt(r, 610000, 680000))}\nIssued at Brampton on {_d(dt)}\n")


def t_eat(r: random.Random, dt: datetime) -> str:
    val = _amt(r, 610000, 680000)
    return ("Estate Information Return (Ontario) - Estate Administration Tax\nEstate of Om Prakash Sharma\n"
            f"Filed: {_d(dt)}\nValue of estate: {_cad(val)}\n"
            f"Estate administration tax: 1.5% of value over $50,000 = {_cad((val - 50000) * 0.015)}\n"
            "Assets: house in Brampton (sold), RBC accounts, GICs, RRIF (named beneficiary - outside estate), "
            "gold jewellery (distributed in kind)\n")


def t_estate_final(r: random.Random, dt: datetime) -> str:
    return ("BHATIA & CHOPRA LLP - Barristers & Solicitors\n\n"
            f"{_d(dt)}\n\nRajesh and Priya Sharma, Estate Trustees\nRe: Estate of Om Prakash Sharma - final account "
            "and release\n\nThe CRA clearance certificate has been received. Enclosed are the trustees' final "
            "accounts, the releases signed by the beneficiaries (Rajesh Sharma, Sunita Bhardwaj, Kamla Sharma "
            "life interest) and our final invoice. We are closing our file.\n\n"
            f"Final invoice: {_cad(_amt(r, 3200, 5400))} incl. HST, paid from the estate account.\n")


def t_estate_t1(r: random.Random, dt: datetime) -> str:
    return ("Final T1 return (year of death 2022) - Om Prakash Sharma - summary prepared by Kapoor & Associates\n"
            f"Pension income (OTPP) {_cad(_amt(r, 6000, 9000))}; CPP/OAS to February; RRIF to spouse - rollover\n"
            f"Deemed disposition: none (principal residence exemption)\nBalance owing {_cad(_amt(r, 0, 1500))}, "
            f"paid by estate {_d(dt)}\nClearance certificate requested on form TX19 after T3 filed.\n")


def t_funeral(r: random.Random, dt: datetime) -> str:
    return ("Brampton Funeral Home & Cremation Centre\nStatement of funeral goods and services\n\n"
            "Deceased: Om Prakash Sharma   Arrangements by: Rajesh Sharma\n"
            "Professional services, transfer, visitation room 2 hrs, cremation, urn, Hindu last rites in chapel\n"
            f"Total {_cad(_amt(r, 6800, 8600))} incl. HST   Date {_d(dt)}\n"
            "CPP death benefit ($2,500) applied for separately.\n")


# --------------------------------------------------------------------------- recipes


def rec(title: str, body: str):
    def t(r: random.Random, dt: datetime) -> str:
        return f"{title}\n\n{body}\n"
    return t


RECIPES = {
    "rajma": ("Rajma (Mummy's way)", ("1 cup red kidney beans soaked overnight, pressure cook 6 whistles\n2 onions, "
              "3 tomatoes pureed, ginger-garlic, 2 green chilies\nTempering: ghee, jeera, tej patta\n1 tsp rajma "
              "masala, 1/2 tsp garam masala, kasuri methi at the end\nSimmer 20 min, mash a few beans to thicken. "
              "Serve with jeera rice.")),
    "chole": ("Pindi chole", ("2 cups kabuli chana soaked, boil with 2 tea bags and 1 black cardamom\nDry roast "
              "anardana, jeera, dhania, amchur - grind\nGhee, onions (optional), ginger juliennes, green chili\n"
              "Mix spice powder, pour hot ghee on top. Bhature dough: maida, curd, pinch of soda, rest 2 hours.")),
    "ladoo": ("Besan ladoo (Diwali batch, 40 pcs)", ("500 g besan, 250 g ghee, 350 g bura (powdered sugar), "
              "elaichi, chopped almonds\nRoast besan in ghee on low 25-30 min till nutty and golden\n"
              "Cool till warm, add bura, roll. Do NOT rush the roasting.")),
    "dal": ("Dal makhani - slow cooker", ("3/4 cup whole urad, 1/4 cup rajma soaked overnight\nSlow cooker 8 hours "
            "low with ginger, garlic, salt\nAdd tomato puree, butter, cream, kasuri methi, 1 more hour\n"
            "Smoke with a coal (dhungar) for the temple langar version.")),
    "poha": ("Kanda poha (quick breakfast)", ("2 cups thick poha rinsed, 1 onion, 1 potato diced, peanuts\n"
             "Mustard seeds, curry leaves, turmeric, sugar pinch, lemon\nGarnish sev and coriander.")),
}


# --------------------------------------------------------------------------- loose notes and mails


def t_reno_call(r: random.Random, dt: datetime) -> str:
    return ("call w Mark (Brightline) - " + dt.strftime("%b %d") + "\n"
            "- rough-in plumbing Thu night, need someone to lock up -> Raj?\n"
            "- fridge circuit: 20A dedicated, electrician says panel has room\n"
            "- door: lever + privacy indicator, CO-2 coming\n"
            "- flooring color: grey 'Slate Mist' vinyl, matches dispensary\n"
            "- landlord wants updated insurance cert from them before drywall\n"
            "- handover end of July, BEFORE College visit. Northern Medical delivery wk of Jul 20\n")


def t_ocp_todo(r: random.Random, dt: datetime) -> str:
    return ("TODO before Practice Advisor visit (Aug 17 week)\n"
            "[x] print AIMS Q1/Q2\n[ ] NAPRA risk assessments - 6 left\n[ ] MFRs for 2 creams\n"
            "[ ] staff sign P&P acknowledgement sheet (Ahmed weekends!)\n[x] narcotic counts Mar-May signed\n"
            "[ ] fridge logger report export Jan-Jul\n[ ] copy of everyone's registration + PLI into binder\n"
            "[ ] consult room - update floor plan once Brightline done\n[ ] mock assessment w/ Anita (Bolton)\n")


def t_movein_note(r: random.Random, dt: datetime) -> str:
    return ("Waterloo move-in Sat Sep 5\n- check-in time slot for V1 comes by email in August\n"
            "- leave Brampton 7am, 401 -> 8 -> exit Columbia St\n- Raj + me, Meera stays w Nani\n"
            "- bring: drill? no - no nails allowed. Command strips.\n- buy at Waterloo Costco: water, snacks\n"
            "- Quest: pay fall tuition + res by Aug 31, WatCard photo upload\n")


def t_aif(r: random.Random, dt: datetime) -> str:
    return ("Admission Information Form - draft 3 (Arjun)\n\n"
            "Q: Describe an experience that shows your interest in health sciences.\n\n"
            "Since I was twelve I have spent Saturdays at my mom's pharmacy, first stocking shelves and later "
            "helping older patients find the blood-pressure machine. During the pandemic I watched the team give "
            "hundreds of vaccines in our back room. I want to understand the system behind that counter: why some "
            "patients can't afford their medication, and how a community can be healthier before anyone needs a "
            "prescription. At Waterloo's Health Sciences co-op I hope to work in public health...\n\n"
            "(550 words max - currently 612, cut the robotics part?)\n")


def t_temple_mail(r: random.Random, dt: datetime) -> str:
    return _mail("Pt. Ramesh Tiwari <president@durgamandirbrampton.org>",
                 "Committee <committee@durgamandirbrampton.org>", "Sunday", dt,
                 "Namaste all,\n\nReminder: management committee meeting Sunday 7:30 pm in the community hall. "
                 "Agenda: parking lot quotes (Paveway vs GTA Asphalt), Janmashtami prasad committee, hall rental "
                 "rates for weddings, and the youth committee's request for a new sound system.\n\n"
                 "Priya ji, please bring last month's minutes for approval and the volunteer list from Holi.\n\n"
                 "Sunil ji will present the treasurer's report.\n\nJai Mata Di\nRamesh Tiwari")


def t_hst_mail(r: random.Random, dt: datetime) -> str:
    return _mail("Sanjay Kapoor <sanjay@kapoorcpa.ca>", PRIYA, "Quick question", dt,
                 "Hi Priya,\n\nFor the corporation's Q1 GST/HST return: the Kroll summary shows front-store "
                 "taxable sales of $81,4xx but QuickBooks has $79,9xx. I think the difference is the gift cards "
                 "sold at Christmas (not taxable until redeemed). Can you send me the POS gift-card report?\n\n"
                 "Also, the renovation invoices from Brightline - please keep them separate, we will capitalize "
                 "them as leasehold improvements and claim the ITCs on the full HST.\n\nSanjay")


def t_rec_butter(r: random.Random, dt: datetime) -> str:
    return ("Restaurant-style butter chicken (serves 6)\n\nMarinade: 1 kg boneless thighs, 1 cup yogurt, 1 tbsp "
            "ginger-garlic paste, 2 tsp Kashmiri chili, 1 tsp garam masala, salt, lemon. 4 hours or overnight.\n"
            "Grill or air-fry 12 min at 200 C.\nSauce: butter, 1 onion, 10 cashews, 5 tomatoes, simmer, blend "
            "smooth, strain. Add cream, honey, kasuri methi, chicken. Finish with butter.\n")


# --------------------------------------------------------------------------- the disk


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

    def when(age: float, fmt: str) -> str:
        return (NOW - timedelta(days=age)).strftime(fmt)

    img = [4100]

    def img_no() -> int:
        img[0] += r.randint(1, 37)
        return img[0]

    def exe() -> bytes:
        return _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00", 3000)

    def lock() -> bytes:
        return b"\x0cPriya Sharma" + b" " * 41 + b"\x0cP\x00r\x00i\x00y\x00a\x00" + b"\x00" * 100

    ini = (b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
           b"IconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n")

    def thumbs() -> bytes:
        return _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 2000)

    DL, DT, SC, SD = "Downloads", "Desktop", "Scans", "Documents/Scanned Documents"
    PH = "Documents/Pharmacy"
    RN = f"{PH}/Renovation 2026 - Clinic Room"
    OA = f"{PH}/OCP Assessment Aug 2026"
    HL = f"{PH}/Heart Lake Pharmacy (sold 2021)"
    PF = "Documents/Personal/Finance"
    HO = "Documents/Personal/House"
    KR = f"{HO}/Kitchen Reno 2024"
    HE = "Documents/Personal/Health"
    CA = "Documents/Personal/Car"
    AU = "Documents/Arjun University"
    ME = "Documents/Meera School"
    TC = "Documents/Temple Committee"
    IT = "Documents/India Trip 2026 - Mummy Papa 50th"
    OT = "Documents/Travel"
    ES = "Documents/Papaji Estate"
    CE = "Documents/CE"
    PI = "Pictures"
    OD = "Old Dell Laptop/Users/Priya"

    # ---- the pharmacy's running (Areas / Pharmacy)
    for k in range(8):
        age = 2 + 30.4 * k
        add(f"{PH}/Suppliers/McKesson/McKesson statement {when(age, '%b %Y')}.pdf", A, "Pharmacy", age, t_mckesson)
    for k in range(4):
        age = 5 + 30.4 * k
        add(f"{PH}/Suppliers/Kohl & Frisch/KF_statement_{when(age, '%Y-%m')}.pdf", A, "Pharmacy", age, t_kf)
    add(f"{DL}/statement (3).pdf", A, "Pharmacy", 63, t_mckesson, hard=True)
    add(f"{DL}/statement (5).pdf", A, "Pharmacy", 36, t_kf, hard=True)
    add(f"{SC}/scan0017.pdf", A, "Pharmacy", 155, t_mckesson, hard=True)
    for k in range(6):
        age = 4 + 14 * k
        add(f"{PH}/Payroll/2026/Payroll register {when(age, '%Y-%m-%d')}.csv", A, "Pharmacy", age, t_payroll)
    for age in (165, 179):
        add(f"{PH}/Payroll/2025/Payroll register {when(age, '%Y-%m-%d')}.csv", A, "Pharmacy", age, t_payroll)
    add(f"{PH}/Payroll/~$yroll summary 2026.xlsx", L, "System", 1, lock())
    add(f"{DL}/export.csv", A, "Pharmacy", 18, t_payroll, hard=True)
    for k in range(5):
        age = 1 + 7 * k
        add(f"{PH}/Schedules/Schedule week of {when(age, '%b %d')}.csv", A, "Pharmacy", age, t_schedule)
    add(f"{DT}/schedule next week.csv", A, "Pharmacy", 0.5, t_schedule)
    for age, q in ((37, "Q1 2026"), (128, "Q4 2025"), (218, "Q3 2025"), (310, "Q2 2025")):
        add(f"{PH}/HST/HST {q} working.pdf", A, "Pharmacy", age, t_hst)
    add(f"{DL}/Re_ Quick question.eml", A, "Pharmacy", 33, t_hst_mail, hard=True)
    for k in range(6):
        age = 1 + 30.4 * k
        add(f"{PH}/Narcotics/Narcotic count {when(age, '%b %Y')}.csv", A, "Pharmacy", age, t_narc)
    add(f"{SC}/scan0007.pdf", A, "Pharmacy", 92, t_narc, hard=True)
    add(f"{SC}/scan0008.pdf", A, "Pharmacy", 61, t_narc, hard=True)
    add(f"{DL}/data.csv", A, "Pharmacy", 123, t_narc, hard=True)
    for k in range(3):
        age = 2 + 30.4 * k
        add(f"{PH}/Fridge logs/Fridge log {when(age, '%b %Y')}.csv", A, "Pharmacy", age, t_clean_log)
    for num, title, body in POLICIES:
        add(f"{PH}/Policies & SOPs/{num} {title}.docx", A, "Pharmacy", r.randint(40, 420), pol(num, title, body))
    add(f"{DT}/Doc1.docx", A, "Pharmacy", 16, pol("7.5", "Forged and altered prescriptions",
        "Staff verify prescriptions that look altered or that come from an unknown prescriber by calling the "
        "prescriber's office using a number from the CPSO register, not the number on the prescription. Forgeries "
        "are logged, the police and the College are informed, and neighbouring pharmacies are alerted."), hard=True)
    add(f"{PH}/Insurance/Lakeshore renewal 2025.pdf", A, "Pharmacy", 372, t_pharm_ins)
    add(f"{PH}/Insurance/Lakeshore renewal 2026.pdf", A, "Pharmacy", 7, t_pharm_ins)
    for k in range(4):
        age = 3 + 14 * k
        add(f"{PH}/ODB/HNS payment summary {when(age, '%Y-%m-%d')}.pdf", A, "Pharmacy", age, t_hns)
    add(f"{DL}/download.pdf", A, "Pharmacy", 59, t_hns, hard=True)
    add(f"{SC}/scan0019.pdf", A, "Pharmacy", 74, t_hns, hard=True)
    for k in range(3):
        age = 1 + 30.4 * k
        add(f"{PH}/Lease/Rent statement {when(age, '%b %Y')}.pdf", A, "Pharmacy", age, t_lease)
    add(f"{SC}/scan0018.pdf", A, "Pharmacy", 95, t_lease, hard=True)
    for _ in range(4):
        age = r.randint(5, 200)
        add(f"{PH}/Invoices/Invoice_{r.randint(700000, 799999)}.pdf", A, "Pharmacy", age, t_invoice_misc)
    add(f"{DL}/Invoice (1).pdf", A, "Pharmacy", 27, t_invoice_misc, hard=True)
    add(f"{PH}/Staff/shift swap Harpreet.eml", A, "Pharmacy", 40, t_staff_mail)
    add(f"{DL}/message.eml", A, "Pharmacy", 11, t_staff_mail, hard=True)

    # ---- renovation and clinic room (Projects / Pharmacy)
    add(f"{DL}/document (3).pdf", P, "Pharmacy", 138, t_reno_quote, hard=True)
    add(f"{RN}/Quotes/Brightline quote Q-26 REVISED.pdf", P, "Pharmacy", 96, t_reno_quote)
    add(f"{RN}/clinic room plan.md", P, "Pharmacy", 150, t_reno_plan)
    add(f"{RN}/Permit/Building permit 26-clinic room.pdf", P, "Pharmacy", 46, t_permit)
    add(f"{SC}/scan0011.pdf", P, "Pharmacy", 44, t_permit, hard=True)
    add(f"{RN}/Equipment/Northern Medical quote.pdf", P, "Pharmacy", 41, t_equip)
    add(f"{RN}/Equipment/Northern Medical quote revised.pdf", P, "Pharmacy", 19, t_equip)
    add(f"{DL}/attachment.pdf", P, "Pharmacy", 19, t_equip, hard=True)
    add(f"{RN}/Change orders/CO-2 signed.pdf", P, "Pharmacy", 10, t_change_order)
    add(f"{SC}/scan0023.pdf", P, "Pharmacy", 9, t_change_order, hard=True)
    add(f"{RN}/Budget clinic room.xlsx", P, "Pharmacy", 3, t_reno_budget)
    add(f"{RN}/OCP notice of change - draft.docx", P, "Pharmacy", 8, t_ocp_change)
    add(f"{DL}/Re_ Unit 4 clinic room - inspection + next steps.eml", P, "Pharmacy", 12, t_reno_mail)
    add(f"{DT}/untitled.txt", P, "Pharmacy", 13, t_reno_call, hard=True)
    for k in range(6):
        photo(f"{RN}/Photos/IMG_{img_no()}.JPG", P, "Pharmacy", 26 - 4 * k)

    # ---- the College's August assessment (Projects / Pharmacy)
    add(f"{OA}/OCP letter - routine assessment.pdf", P, "Pharmacy", 25, t_ocp_letter)
    add(f"{DL}/document.pdf", P, "Pharmacy", 25, t_ocp_letter, hard=True)
    add(f"{OA}/Readiness checklist.xlsx", P, "Pharmacy", 4, t_ocp_checklist)
    add(f"{OA}/Action plan.docx", P, "Pharmacy", 6, t_ocp_action)
    add(f"{OA}/NAPRA gap assessment.xlsx", P, "Pharmacy", 30, t_napra_gap)
    add(f"{DL}/Book1.xlsx", P, "Pharmacy", 52, t_napra_gap, hard=True)
    add(f"{OA}/Re_ assessment prep - AIMS and MedsCheck.eml", P, "Pharmacy", 9, t_ocp_mail)
    add(f"{DT}/todo.txt", P, "Pharmacy", 2, t_ocp_todo, hard=True)
    add(f"{DL}/Community_Pharmacy_Assessment_Criteria.pdf.crdownload", L, "System", 24,
        b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" + r.randbytes(700))

    # ---- clinical reference (Resources / Pharmacy)
    add(f"{PH}/Reference/UTI minor ailment algorithm.pdf", R, "Pharmacy", 260, t_ref_uti)
    add(f"{PH}/Reference/DOAC dosing chart.pdf", R, "Pharmacy", 330, t_ref_doac)
    add(f"{PH}/Reference/Vaccine storage summary.pdf", R, "Pharmacy", 240, t_ref_vaccine)
    add(f"{DL}/handout.pdf", R, "Pharmacy", 200, t_ref_vaccine, hard=True)
    add(f"{DL}/print.pdf", R, "Pharmacy", 150, t_ref_uti, hard=True)
    add(f"{DL}/Kroll_User_Guide_v10.pdf", R, "Pharmacy", 410, t_kroll_guide)
    add(f"{DL}/KrollUpdate_10_4.exe.part", L, "System", 6, b"MZ\x90\x00" + r.randbytes(900))

    # ---- Heart Lake Pharmacy, sold 2021 (Archive / Pharmacy)
    add(f"{HL}/Asset Purchase Agreement - execution copy.pdf", X, "Pharmacy", 1885, t_apa)
    add(f"{HL}/Statement of adjustments.pdf", X, "Pharmacy", 1855, t_closing)
    add(f"{SD}/Image (6).pdf", X, "Pharmacy", 1850, t_closing, hard=True)
    add(f"{HL}/Letter to staff.docx", X, "Pharmacy", 1890, t_hl_staff)
    add(f"{DT}/New Microsoft Word Document.docx", X, "Pharmacy", 1889, t_hl_staff, hard=True)
    add(f"{HL}/Closing inventory count.csv", X, "Pharmacy", 1856, t_hl_inventory)
    add(f"{HL}/Final HST return Heart Lake.pdf", X, "Pharmacy", 1800, t_hst)
    add(f"{SC}/scan0003.pdf", X, "Pharmacy", 1880, t_apa, hard=True)

    # ---- Priya's licence, CE, old job (Career)
    add(f"{CE}/OCP renewal receipt 2025.pdf", A, "Career", 242, t_ocp_renewal)
    add(f"{CE}/OCP renewal receipt 2024.pdf", A, "Career", 607, t_ocp_renewal)
    add(f"{DL}/document (5).pdf", A, "Career", 243, t_ocp_renewal, hard=True)
    add(f"{CE}/CE log 2025.xlsx", A, "Career", 160, t_ce_log)
    add(f"{CE}/CE log 2026.xlsx", A, "Career", 14, t_ce_log)
    add(f"{DL}/export (1).csv", A, "Career", 170, t_ce_log, hard=True)
    for i, (name, age) in enumerate((("injection refresher", 300), ("minor ailments", 410), ("CPR level C", 120))):
        add(f"{CE}/Certificates/certificate_{name.replace(' ', '_')}.pdf", A, "Career", age, cert(i))
    add(f"{DL}/Certificate (2).pdf", A, "Career", 75, cert(3), hard=True)
    add(f"{SC}/scan0025.pdf", A, "Career", 119, cert(2), hard=True)
    add(f"{CE}/OPA membership 2026.pdf", A, "Career", 150, t_opa)
    add(f"{CE}/PLI certificate 2026.pdf", A, "Career", 30, t_pli)
    add(f"{DL}/download (3).pdf", A, "Career", 395, t_pli, hard=True)
    add(f"{CE}/Course notes/GLP1 notes.txt", R, "Career", 140, ce_note(0))
    add(f"{CE}/Course notes/deprescribing benzos.txt", R, "Career", 320, ce_note(1))
    add(f"{DT}/untitled (2).txt", R, "Career", 66, ce_note(2), hard=True)
    add(f"{DL}/GLP1_primary_care_slides_handout.pdf", R, "Career", 141, ce_note(0))
    add("Documents/Personal/Old jobs/Kingsway reference letter 2010.pdf", X, "Career", 5775, t_old_job)
    add(f"{SC}/scan0002.pdf", X, "Career", 1910, t_old_job, hard=True)

    # ---- household money (Areas / Finance)
    for k in range(5):
        age = 3 + 30.4 * k
        add(f"{PF}/Bank/RBC chequing {when(age, '%b %Y')}.pdf", A, "Finance", age, t_rbc)
    for k in range(3):
        age = 9 + 30.4 * k
        add(f"{PF}/Visa/Avion statement {when(age, '%b %Y')}.pdf", A, "Finance", age, t_visa)
    add(f"{DL}/statement (4).pdf", A, "Finance", 34, t_rbc, hard=True)
    add(f"{DL}/statement.pdf", A, "Finance", 101, t_visa, hard=True)
    add(f"{PF}/Taxes/2024/Notice of Assessment 2024.pdf", A, "Finance", 400, t_noa)
    add(f"{PF}/Taxes/2025/Notice of Assessment 2025.pdf", A, "Finance", 29, t_noa)
    add(f"{DL}/document (1).pdf", A, "Finance", 29, t_noa, hard=True)
    add(f"{PF}/Taxes/2025/Kapoor letter - personal returns.pdf", A, "Finance", 52, t_accountant)
    add(f"{DL}/attachment (1).pdf", A, "Finance", 52, t_accountant, hard=True)
    add(f"{PF}/Taxes/2025/RRSP receipt.pdf", A, "Finance", 95, t_rrsp)
    add(f"{PF}/Taxes/2024/RRSP receipt.pdf", A, "Finance", 460, t_rrsp)
    add(f"{SC}/scan0012.pdf", A, "Finance", 94, t_rrsp, hard=True)
    add(f"{PF}/Investments/Wealthsimple TFSA Q1 2026.pdf", A, "Finance", 60, t_tfsa)
    add(f"{PF}/Investments/Wealthsimple TFSA Q4 2025.pdf", A, "Finance", 150, t_tfsa)
    add(f"{DL}/file.pdf", A, "Finance", 61, t_tfsa, hard=True)
    add(f"{PF}/Investments/TD RESP annual statement 2025.pdf", A, "Finance", 130, t_resp)
    add(f"{PF}/Household budget 2026.xlsx", A, "Finance", 140, t_budget)
    add(f"{DT}/Book1.xlsx", A, "Finance", 21, t_budget, hard=True)

    # ---- the house (Home): running (Areas), manuals (Resources), the 2024 kitchen (Archive)
    add(f"{HO}/Mortgage/Scotiabank annual statement 2025.pdf", A, "Home", 150, t_mortgage)
    add(f"{HO}/Mortgage/Scotiabank annual statement 2024.pdf", A, "Home", 515, t_mortgage)
    add(f"{DL}/output.pdf", A, "Home", 149, t_mortgage, hard=True)
    add(f"{HO}/Property tax/Final tax bill 2025.pdf", A, "Home", 330, t_proptax)
    add(f"{HO}/Property tax/Final tax bill 2024.pdf", A, "Home", 695, t_proptax)
    add(f"{SC}/scan0014.pdf", A, "Home", 329, t_proptax, hard=True)
    add(f"{HO}/Utilities/Alectra {when(12, '%b %Y')}.pdf", A, "Home", 12, utility(0))
    add(f"{HO}/Utilities/Alectra {when(73, '%b %Y')}.pdf", A, "Home", 73, utility(0))
    add(f"{HO}/Utilities/Enbridge {when(20, '%b %Y')}.pdf", A, "Home", 20, utility(1))
    add(f"{HO}/Utilities/Peel water {when(44, '%b %Y')}.pdf", A, "Home", 44, utility(2))
    add(f"{DL}/bill.pdf", A, "Home", 50, utility(1), hard=True)
    add(f"{HO}/Insurance/Caledon Mutual home policy 2026.pdf", A, "Home", 80, t_home_ins)
    add(f"{SD}/Image (4).pdf", A, "Home", 79, t_home_ins, hard=True)
    add(f"{HO}/Repairs/Peel Comfort invoice furnace.pdf", A, "Home", 230, t_repair)
    add(f"{HO}/Repairs/Peel Comfort invoice AC.pdf", A, "Home", 22, t_repair)
    add(f"{DL}/invoice.pdf", A, "Home", 23, t_repair, hard=True)
    for name, body in (
            ("Bosch dishwasher SHX88PZ55N manual", ("Bosch 800 Series dishwasher. Loading the racks, "
             "rinse aid setting 1-6, cleaning the filter monthly, error E15 (water in base): unplug 10 minutes.")),
            ("LG washer WM3600 manual", ("LG front-load washer. TurboWash, Tub Clean monthly, drain pump filter "
             "behind the lower-left cover, error codes UE (unbalanced), OE (drain), LE (motor).")),
            ("Lennox SL280 furnace owner guide", ("Lennox SL280V gas furnace. Replace the MERV 11 filter every "
             "3 months, annual professional maintenance, never store paint or gasoline near the furnace.")),
            ("Google Nest thermostat install guide", ("Nest Learning Thermostat (3rd gen). Turn off power, label "
             "wires (Rh, W1, Y1, G, C), mount the base, Eco temperatures, schedule learning."))):
        add(f"Documents/Manuals/{name}.pdf", R, "Home", r.randint(300, 900), t_manual(name.split(" manual")[0], body))
    add(f"{DL}/manual.pdf", R, "Home", 540, t_manual("Bosch 800 Series range hood HCP80652UC",
        "Range hood installation and use. Ducting 6 in round, clean the metal grease filters in the dishwasher "
        "every month, replace the LED module through the service menu."), hard=True)
    add(f"{KR}/Maple Leaf estimate.pdf", X, "Home", 640, t_kitchen_quote)
    add(f"{DL}/estimate (2).pdf", X, "Home", 650, t_kitchen_quote, hard=True)
    add(f"{KR}/Final invoice - Maple Leaf.pdf", X, "Home", 537, t_kitchen_invoice)
    add(f"{SD}/Image (3).pdf", X, "Home", 536, t_kitchen_invoice, hard=True)
    add(f"{KR}/punch list.txt", X, "Home", 560, t_kitchen_notes)
    for k in range(4):
        photo(f"{KR}/Photos/IMG_{r.randint(100, 199)}{k}.JPG", X, "Home", 600 - 15 * k)

    # ---- health (Areas / Resources)
    add(f"{HE}/LifeLabs/LifeLabs results {when(70, '%Y-%m')}.pdf", A, "Health", 70, t_lab)
    add(f"{HE}/LifeLabs/LifeLabs results {when(250, '%Y-%m')}.pdf", A, "Health", 250, t_lab)
    add(f"{DL}/results.pdf", A, "Health", 69, t_lab, hard=True)
    for k in range(3):
        age = 20 + 60 * k
        add(f"{HE}/Sun Life/EOB {when(age, '%Y-%m-%d')}.pdf", A, "Health", age, t_dental)
    add(f"{DL}/download (2).pdf", A, "Health", 81, t_dental, hard=True)
    add(f"{HE}/Raj physio/receipt {when(33, '%b %d')}.pdf", A, "Health", 33, t_physio)
    add(f"{HE}/Raj physio/receipt {when(47, '%b %d')}.pdf", A, "Health", 47, t_physio)
    add(f"{SC}/scan0020.pdf", A, "Health", 61, t_physio, hard=True)
    add(f"{HE}/Meera ortho statement.pdf", A, "Health", 38, t_ortho)
    add(f"{SC}/scan0026.pdf", A, "Health", 188, t_ortho, hard=True)
    add(f"{DT}/notes.txt", A, "Health", 15, t_health_note, hard=True)
    add(f"{HE}/Articles/standing all day - knees and feet.pdf", R, "Health", 210, t_health_article)
    add(f"{DL}/article.pdf", R, "Health", 212, t_health_article, hard=True)

    # ---- the car (Areas / Car)
    add(f"{CA}/Insurance/Caledon Mutual auto 2026.pdf", A, "Car", 80, t_auto_ins)
    add(f"{CA}/Insurance/Caledon Mutual auto 2025.pdf", A, "Car", 445, t_auto_ins)
    add(f"{SD}/Image (5).pdf", A, "Car", 79, t_auto_ins, hard=True)
    for age in (48, 230, 410):
        add(f"{CA}/Service/Brampton North Toyota RO {when(age, '%Y-%m-%d')}.pdf", A, "Car", age, t_car_service)
    add(f"{SC}/scan0016.pdf", A, "Car", 231, t_car_service, hard=True)
    add(f"{CA}/407 ETR/407 statement {when(10, '%b %Y')}.pdf", A, "Car", 10, t_407)
    add(f"{CA}/407 ETR/407 statement {when(41, '%b %Y')}.pdf", A, "Car", 41, t_407)
    add(f"{DL}/download (1).pdf", A, "Car", 72, t_407, hard=True)

    # ---- Arjun's university applications and move (Projects / Education); Meera's school (Areas / Education)
    add(f"{AU}/OUAC application confirmation.pdf", P, "Education", 165, t_ouac)
    add(f"{AU}/Offers/Waterloo offer - Health Sciences.pdf", P, "Education", 98,
        offer("University of Waterloo", "Honours Health Sciences, co-op"))
    add(f"{AU}/Offers/McMaster offer.pdf", P, "Education", 84, offer("McMaster University", "Life Sciences I"))
    add(f"{AU}/Offers/Western offer.pdf", P, "Education", 71, offer("Western University", "Health Sciences"))
    add(f"{DL}/document (6).pdf", P, "Education", 90, offer("Toronto Metropolitan University",
                                                            "Biomedical Sciences"), hard=True)
    add(f"{AU}/Residence/Residence application confirmation.pdf", P, "Education", 2, t_residence)
    add(f"{AU}/RESP EAP request - first year.docx", P, "Education", 1, t_resp_eap)
    add(f"{SC}/scan0024.pdf", P, "Education", 0.5, t_resp_eap, hard=True)
    add(f"{AU}/packing list residence.docx", P, "Education", 5, t_move_list)
    add(f"{AU}/Re_ fees.eml", P, "Education", 1, t_arjun_mail)
    add(f"{DT}/New Text Document.txt", P, "Education", 3, t_movein_note, hard=True)
    add(f"{AU}/Essay drafts/Waterloo AIF draft 3.docx", P, "Education", 175, t_aif)
    dot(f"{AU}/Essay drafts/.DS_Store", b"\x00\x00\x00\x01Bud1" + r.randbytes(500), 175)
    dot(f"{AU}/Essay drafts/._Waterloo AIF draft 3.docx", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X", 175)
    add(f"{ME}/Report card Term 1 grade 9.pdf", A, "Education", 118, t_reportcard)
    add(f"{SC}/scan0021.pdf", A, "Education", 117, t_reportcard, hard=True)
    add(f"{ME}/ROM trip consent.pdf", A, "Education", 40, t_school_form)
    add(f"{DL}/form.pdf", A, "Education", 200, t_school_form, hard=True)
    add(f"{ME}/Mathnasium invoice {when(8, '%b %Y')}.pdf", A, "Education", 8, t_tutor)
    add(f"{ME}/Mathnasium invoice {when(39, '%b %Y')}.pdf", A, "Education", 39, t_tutor)

    # ---- temple committee (Areas / Resources, Temple)
    for age in (6, 35, 66, 97, 405):
        add(f"{TC}/Minutes/Minutes {when(age, '%Y-%m-%d')}.docx", A, "Temple", age, t_minutes)
    add(f"{DL}/minutes (1).docx", A, "Temple", 127, t_minutes, hard=True)
    add(f"{SC}/scan0022.pdf", A, "Temple", 158, t_minutes, hard=True)
    add(f"{DL}/message (1).eml", A, "Temple", 8, t_temple_mail, hard=True)
    add(f"{TC}/Diwali Mela 2025/Volunteer roster.xlsx", A, "Temple", 215, t_roster)
    add(f"{TC}/Diwali Mela 2025/Budget.xlsx", A, "Temple", 232, t_event_budget)
    add(f"{TC}/Bhajans/Om Jai Jagdish Hare.txt", R, "Temple", 500, bhajan(0))
    add(f"{TC}/Bhajans/Durga Aarti.txt", R, "Temple", 250, bhajan(1))
    add(f"{TC}/Bhajans/Hanuman Chalisa - Hari Om Sharan.mp3", R, "Temple", 700,
        _id3(r, "Shri Hanuman Chalisa", "Hari Om Sharan", "Hanuman Chalisa & Bhajans"))
    add(f"{TC}/Bhajans/Achyutam Keshavam.mp3", R, "Temple", 310,
        _id3(r, "Achyutam Keshavam", "Vikram Hazra", "Bhajans for Satsang"))

    # ---- parents' 50th anniversary trip (Projects / Travel); past trips (Archive / Travel)
    add(f"{IT}/Air India e-ticket YYZ-DEL.pdf", P, "Travel", 58, t_flight)
    for i, (name, age) in enumerate((("ITC Rajputana Jaipur", 55), ("Haveli Dharampura Delhi", 50),
                                      ("Taj Swarna Amritsar", 30), ("Ganga Kinare Rishikesh", 17))):
        add(f"{IT}/Hotels/{name} confirmation.pdf", P, "Travel", age, hotel(i))
    add(f"{DL}/document (7).pdf", P, "Travel", 31, hotel(2), hard=True)
    add(f"{IT}/Itinerary draft v4.docx", P, "Travel", 10, t_itinerary)
    add(f"{IT}/~$inerary draft v4.docx", L, "System", 10, lock())
    add(f"{IT}/Guest list Jaipur.xlsx", P, "Travel", 7, t_guest_list)
    add(f"{IT}/Invitation Hindi draft.docx", P, "Travel", 15, t_invite_hi)
    add(f"{IT}/Travel insurance quote TuGo.pdf", P, "Travel", 20, t_travel_ins)
    add(f"{DL}/quote.pdf", P, "Travel", 21, t_travel_ins, hard=True)
    add(f"{IT}/Trip budget.xlsx", P, "Travel", 12, t_trip_budget)
    add(f"{DL}/Untitled spreadsheet.xlsx", P, "Travel", 26, t_trip_budget, hard=True)
    add(f"{IT}/Re_ Mummy Papa Dec plan.eml", P, "Travel", 18, t_trip_mail)
    add(f"{DL}/AirIndia_eticket_5pax.pdf.part", L, "System", 58, b"%PDF-1.4\n" + r.randbytes(600))
    for folder, place, what, age in (
            ("India Dec 2019", "Air Canada Vacations - Toronto-Delhi", ("AC 42 YYZ-DEL 14 Dec 2019, AC 43 DEL-YYZ "
             "5 Jan 2020, 4 passengers, 2 x 23 kg"), 2400),
            ("Banff July 2022", "Banff Aspen Lodge", ("4 nights 18-22 July 2022, 2 queen beds, parking, Parks "
             "Canada discovery pass bought separately"), 1460),
            ("Varadero March 2023", "Sunwing Vacations - Iberostar Selection Varadero", ("7 nights all-inclusive "
             "11-18 March 2023, flights from Toronto Pearson, ocean-view room"), 1230),
            ("Niagara Sept 2024", "Marriott Fallsview Niagara", ("2 nights 30 Aug - 1 Sep 2024, fallsview room, "
             "Arjun's last summer trip before grade 12"), 660)):
        add(f"{OT}/{folder}/booking confirmation.pdf", X, "Travel", age, t_old_trip(place, what))
    add(f"{DL}/Untitled.pdf", X, "Travel", 1231, t_old_trip("Sunwing Vacations - Iberostar Selection Varadero",
        "Travel insurance and seat selection add-ons, booking 11-18 March 2023"), hard=True)

    # ---- Papaji's estate, closed 2024 (Archive / Estate)
    add(f"{ES}/Certificate of Appointment of Estate Trustee.pdf", X, "Estate", 1440, t_probate)
    add(f"{SC}/scan0005.pdf", X, "Estate", 1438, t_probate, hard=True)
    add(f"{ES}/Estate Information Return.pdf", X, "Estate", 1400, t_eat)
    add(f"{SD}/Image.pdf", X, "Estate", 1399, t_eat, hard=True)
    add(f"{ES}/Final T1 2022 summary.pdf", X, "Estate", 1150, t_estate_t1)
    add(f"{SD}/Image (2).pdf", X, "Estate", 1149, t_estate_t1, hard=True)
    add(f"{ES}/Funeral home statement.pdf", X, "Estate", 1560, t_funeral)
    add(f"{DL}/document (8).pdf", X, "Estate", 1555, t_funeral, hard=True)
    add(f"{ES}/Bhatia Chopra - final account and release.pdf", X, "Estate", 620, t_estate_final)

    # ---- recipes, books, installers (Resources)
    for key, ext, age in (("rajma", "txt", 900), ("chole", "docx", 640), ("ladoo", "txt", 220),
                          ("dal", "pdf", 400), ("poha", "txt", 120)):
        title, body = RECIPES[key]
        add(f"Documents/Recipes/{title.split(' (')[0]}.{ext}", R, "Cooking", age, rec(title, body))
    add(f"{DT}/New Text Document (2).txt", R, "Cooking", 225, rec(*RECIPES["ladoo"]), hard=True)
    add(f"{DL}/butter-chicken-recipe.pdf", R, "Cooking", 95, t_rec_butter)
    for title, author, fname, age in (
            ("The Inheritance of Loss", "Kiran Desai", "The Inheritance of Loss - Kiran Desai.epub", 800),
            ("Being Mortal", "Atul Gawande", "Being_Mortal.epub", 520),
            ("The Immigrant Kitchen", "Sunita Rao", "The Immigrant Kitchen.epub", 300),
            ("The Thursday Murder Club", "Richard Osman", "The-Thursday-Murder-Club.epub", 180),
            ("A Suitable Boy", "Vikram Seth", "A Suitable Boy.epub", 1100)):
        data = _epub(title, author, "en", f"{title}. Chapter one. The morning began, as it always did, with tea.")
        loc = DL if age < 400 else "Documents/eBooks"
        add(f"{loc}/{fname}", R, "Books", age, data)
    for fname, age in (("ChromeSetup.exe", 410), ("ZoomInstallerFull.exe", 260), ("AcroRdrDCx642500120_en_US.exe", 140),
                       ("HPSmart_Setup_LaserJet_M479.exe", 95), ("TeamViewer_Setup_x64.exe", 33),
                       ("WhatsAppSetup.exe", 300)):
        add(f"{DL}/{fname}", R, "Software", age, exe())

    # ---- photos, WhatsApp pictures, screenshots (Resources / Photos)
    for _ in range(9):
        photo(f"{PI}/iPhone import/IMG_{img_no()}.HEIC", R, "Photos", r.randint(3, 200))
    for _ in range(6):
        photo(f"{PI}/iPhone import/IMG_{img_no()}.JPG", R, "Photos", r.randint(3, 200))
    for _ in range(6):
        age = r.randint(2, 120)
        photo(f"{PI}/WhatsApp Images/IMG-{when(age, '%Y%m%d')}-WA{r.randint(0, 40):04d}.jpg", R, "Photos", age)
    for _ in range(6):
        age = r.randint(1, 90)
        hms = f"{r.randint(8, 22):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        add(f"{PI}/Screenshots/Screenshot {when(age, '%Y-%m-%d')} {hms}.png", R, "Photos", age, "")
    for folder, base in (("2023/Varadero", 1215), ("2025/Diwali", 215)):
        for k in range(3):
            photo(f"{PI}/{folder}/IMG_{r.randint(200, 399)}{k}.JPG", R, "Photos", base - k)
    photo(f"{DT}/IMG_{img_no()}.JPG", R, "Photos", 14)
    photo(f"{DL}/IMG-20260412-WA0007.jpg", R, "Photos", 50)

    # ---- copy of the old Dell laptop, made 2022 (Archive / Backup; system files Left)
    add(f"{OD}/Documents/Heart Lake Pharmacy/Schedule 2019-11.csv", X, "Backup", 2380, t_schedule)
    add(f"{OD}/Documents/Heart Lake Pharmacy/Narcotic count Jan 2020.csv", X, "Backup", 2312, t_narc)
    add(f"{OD}/Documents/Heart Lake Pharmacy/McKesson statement Feb 2020.pdf", X, "Backup", 2290, t_mckesson)
    add(f"{OD}/Documents/Springdale/HST Q3 2019 working.pdf", X, "Backup", 2410, t_hst)
    add(f"{OD}/Documents/Springdale/Policies/5.1 Narcotic and controlled substances.docx", X, "Backup", 2500,
        pol(*POLICIES[1]))
    add(f"{OD}/Documents/Taxes 2019/Notice of Assessment 2019.pdf", X, "Backup", 2220, t_noa)
    add(f"{OD}/Documents/Taxes 2020/RRSP receipt.pdf", X, "Backup", 1920, t_rrsp)
    add(f"{OD}/Documents/Recipes/Rajma.txt", X, "Backup", 2600, rec(*RECIPES["rajma"]))
    add(f"{OD}/Documents/Kingsway reference letter.pdf", X, "Backup", 2700, t_old_job)
    add(f"{OD}/Documents/India trip 2019/booking.pdf", X, "Backup", 2405, t_old_trip(
        "Air Canada Vacations - Toronto-Delhi", "AC 42 YYZ-DEL 14 Dec 2019, 4 passengers"))
    add(f"{OD}/Documents/Papaji/funeral home statement.pdf", X, "Backup", 1560, t_funeral)
    add(f"{OD}/Documents/CE/CE log 2019.xlsx", X, "Backup", 2300, t_ce_log)
    add(f"{OD}/Documents/Temple/Minutes 2021-11.docx", X, "Backup", 1650, t_minutes)
    add(f"{OD}/Downloads/statement (1).pdf", X, "Backup", 1700, t_visa)
    add(f"{OD}/Downloads/document.pdf", X, "Backup", 1760, t_resp)
    add(f"{OD}/Downloads/ChromeSetup.exe", X, "Backup", 2100, exe())
    for k in range(4):
        photo(f"{OD}/Pictures/2018/IMG_{r.randint(100, 999)}{k}.JPG", X, "Backup", 2900 - 40 * k)
    photo(f"{OD}/Pictures/India 2019/IMG_{img_no()}.JPG", X, "Backup", 2390)
    add(f"{OD}/Pictures/Thumbs.db", L, "System", 2380, thumbs())
    add(f"{OD}/Desktop/desktop.ini", L, "System", 1600, ini)

    # ---- system files, wherever Windows leaves them (Left / System)
    add(f"{DT}/desktop.ini", L, "System", 700, ini)
    add(f"{DL}/desktop.ini", L, "System", 700, ini)
    add("Documents/desktop.ini", L, "System", 700, ini)
    add(f"{PI}/desktop.ini", L, "System", 700, ini)
    add(f"{PI}/iPhone import/Thumbs.db", L, "System", 3, thumbs())
    add(f"{DL}/Unconfirmed 482113.crdownload", L, "System", 40, r.randbytes(1200))
    add(f"{DL}/Waterloo_Residence_Guide_2026.pdf.crdownload", L, "System", 2, b"%PDF-1.6\n" + r.randbytes(500))
    return items
