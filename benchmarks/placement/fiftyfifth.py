"""A fifty-fifth unseen labelled corpus: Luis Herrera's family laptop, ``build(root, seed)``, written blind.

Whoever wrote this module read only: ``unseen.py``'s module docstring, the first lines of its ``build()``
(the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``,
``_xlsx``, ``_epub``, ``_id3``, ``_blob``; ``corpus.py``'s ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``,
``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. Nothing in
``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts, any other corpus body or any placement
result was opened. The files and labels are shaped by what this person would have on disk, not by what the
code looks for.

The person: Luis Herrera, 42, owner of Herrera Desert Landscaping & Irrigation LLC in west Phoenix, Arizona
(ROC license CR-21, founded 2020, six employees: foreman Rigoberto "Rigo" Salinas, Juan Carlos Méndez,
Efraín Ortega, David Tapia, irrigation tech Kevin Tran and Alma Ruiz, who does the office three days a
week). Before that he was a foreman at Sun Country Landscape Management, Inc. (2014-2020). His wife Marisol
(40) is the RN school nurse at Sierra Linda Elementary; their children are Valeria (14, turns 15 on 17
October 2026, finishing 9th grade at Desert Horizon High School) and Mateo (10, 4th grade at Palo Verde
Elementary). They own a house in Laveen (mortgage with Sun Valley Home Loans, rooftop solar bought with a
loan in 2021, SRP electric) and go to Parroquia San Judas Tadeo. Going on now (``NOW`` is 2026-06-01, see
``corpus.NOW``): the big commercial contract for the Saguaro Bend Community Association in Laveen (a
turf-to-xeriscape and irrigation retrofit of 14 common areas, bid in February 2026, signed in April, work
May-September, with schedules, change orders, pay applications, lien waivers and site photos); buying a
second work truck (a used 2023 Chevrolet Silverado 2500HD) and a 16 ft landscape trailer, financed through
Saguaro Federal Credit Union; Valeria's quinceañera on 17 October 2026 (Mass at San Judas Tadeo, reception
at Salón Los Arcos, the dress, the padrinos list, chambelanes, DJ, catering); the family trip to
Guadalajara (Tlaquepaque, Marisol's family) from 19 December 2026, with the kids' passport renewals.
Ongoing: running the company (residential invoices and estimates, payroll, workers' comp, the ROC license
and bond, insurance, supplier accounts, TPT and payroll taxes), the vehicles (mileage logs, registrations,
repairs, fuel card, the family Odyssey), household money and taxes, the house, the family's health,
Marisol's nursing license and job, the kids' school, the church. Finished: the foreman job at Sun Country
(2014-2020), the backyard pool built in 2023, the funeral of Luis's father Ernesto Herrera (March 2024),
the 2022 trip to Cancún.

The machine: one Windows laptop shared by Luis and Marisol, one user folder. ``Documents/`` is partly tidy
(``Herrera Landscaping/`` kept in order by Alma with ``Invoices/2025``, ``Invoices/2026``, ``Estimates``,
``Payroll``...; ``Taxes/``, ``House/``, ``Health/``, ``School/``, ``Marisol/``, ``Quince Valeria/``,
``Familia/``, ``Iglesia/``, ``Trucks/``, ``Viaje Guadalajara/``) and partly not (``Scanned Documents/``
from the HP printer with ``scan_0031.pdf`` names, ``New folder/``, ``Document1.docx``). ``Downloads/`` is
full of ``invoice (3).pdf``, ``document.pdf``, ``statement (1).pdf``, installers and half-finished
downloads; the ``Desktop/`` holds what is being worked on this week plus ``New Text Document.txt``;
``Pictures/`` has the phone imports (``IMG_xxxx.jpg``/``.HEIC``), job-site photos sorted by job,
screenshots and WhatsApp images. ``Old Laptop Backup - Dell 2019/`` is a copy of the previous laptop's
user folder made in 2021. Names mix English and Spanish (``Familia/Papá``, ``Quince Valeria/Padrinos``).

Labelling rules (written before any file was generated; every file is labelled by them as of ``NOW``):

- **Projects** (an outcome with an end, still being worked on now, whatever the file's age): the Saguaro
  Bend HOA contract -- RFP, bid, contract, schedules, change orders, pay applications, lien waivers,
  submittals, meeting notes, e-mails, the turf rebate application and the site photos (topic
  Landscaping); the second truck and trailer purchase -- quotes, comparison, loan application,
  pre-approval, insurance quote for the new unit, dealer photos (topic Vehicles); Valeria's quinceañera --
  budget, padrinos, guests, salón, dress, DJ, church, catering, invitations, rehearsal, the vals music,
  dress and decoration photos (topic Family); the Guadalajara trip -- flights, hotel, itinerary, the kids'
  passport renewals, e-mails with family (topic Travel).
- **Areas** (responsibilities with a standard to keep and no end, whatever the document's age): running
  the company -- customer invoices and estimates, payroll and timesheets, workers' comp, ROC license and
  bond, business insurance, supplier statements, TPT and 941 filings, customer lists, price sheets,
  the crew's heat-safety policy, before/after photos of residential jobs (Landscaping); the trucks and
  the family car -- mileage logs, MVD registrations, repairs, fuel card, auto insurance cards
  (Vehicles); household money -- bank and card statements, tax returns, W-2s, 1099s, CPA letters,
  budget, 529 (Finance); the house -- mortgage, escrow, solar loan and production, SRP and water bills,
  home warranty, pest control, A/C service (Home); the family's health -- labs, checkups, dental,
  vision, immunizations, EOBs (Health); Marisol's nursing job and license -- RN renewal, CEUs, BLS card,
  health-office logs, district meetings (Nursing); the kids' school -- report cards, schedules, school
  mails, field trips (School); the parish -- giving statements, bulletins, volunteer schedules,
  religious education (Church); family papers -- birth certificates, Social Security, family notes
  (Family). An old tax return or a 2024 invoice is still Areas.
- **Resources** (reference and interests by subject): plant lists, irrigation controller manuals, the
  OSHA heat fact sheet, a landscaping ebook (Landscaping); nursing references and protocols (Nursing);
  appliance and pool-equipment manuals (Home); recipes (Cooking); installers (Software); a Catholic
  prayer book and readings (Church); photos, albums and screenshots of family life and trips (Photos)
  -- except photos that document a project or a job (HOA site photos, residential job photos, truck
  photos, dress photos, pool construction, funeral), which take that project's bucket and topic.
- **Archive** (finished projects, ended responsibilities): the foreman job at Sun Country -- pay stubs,
  reviews, certifications, resignation (Landscaping); the 2023 pool build -- contract, permit, draws,
  construction photos (Home); Dad's funeral in 2024 -- funeral home contract, obituary, death
  certificates, cemetery, recordatorios, thank-you list (Family); the 2022 Cancún trip (Travel); the
  copy of the old laptop, whatever document, photo or installer is inside it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System), wherever they are, the old laptop's copy
  included. Dot files are written but not labelled.

Topics are subjects, kept across buckets: Landscaping (the business, the HOA contract, the old foreman
job and the plant references), Vehicles, Family, Finance, Home, Health, Nursing, School, Church, Travel,
Cooking, Software, Photos, Backup, System. ``hard`` marks a file whose name *and* folder say nothing about
its subject (``Downloads/invoice (3).pdf``, ``Desktop/New Text Document.txt``,
``Documents/Scanned Documents/scan_0031.pdf``, ``Documents/New folder/Document1.docx``): only the text
inside can place it. Images are never hard. Dates are relative to ``corpus.NOW``.
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


def _us(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _md(dt: datetime) -> str:
    return f"{dt:%m/%d/%Y}"


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _amt(v: float) -> str:
    return f"${v:,.2f}"


FIRST_ES = ["José", "María", "Guadalupe", "Francisco", "Ana", "Miguel", "Rosa", "Jesús", "Carmen", "Alejandro",
            "Lucía", "Ricardo", "Yolanda", "Arturo"]
FIRST_EN = ["Karen", "Michael", "Jennifer", "Brian", "Linda", "Steve", "Heather", "Greg", "Susan", "Tyler",
            "Amanda", "Doug", "Cheryl", "Randy"]
LAST = ["Ramirez", "Whitfield", "Gonzalez", "Patterson", "Morales", "Kowalski", "Delgado", "Sullivan", "Chavez",
        "Henderson", "Soto", "Brennan", "Vasquez", "Olsen", "Trujillo", "McAllister", "Ybarra", "Lindgren"]
STREETS = ["W Thomas Rd", "N 43rd Ave", "W Indian School Rd", "S 51st Ave", "W Encanto Blvd", "N 67th Dr",
           "W Osborn Rd", "S 35th Ave", "W Dobbins Rd", "W Camelback Rd", "N 19th Ave", "W Baseline Rd",
           "W Desert Ln", "S 59th Dr", "W Maldonado Rd", "N 83rd Ave"]
ZIPS = ["85031", "85033", "85035", "85037", "85339", "85041", "85042", "85019", "85021", "85013"]


def _name(r: random.Random) -> str:
    return f"{r.choice(FIRST_ES + FIRST_EN)} {r.choice(LAST)}"


def _addr(r: random.Random) -> str:
    return f"{r.randint(1200, 9899)} {r.choice(STREETS)}, Phoenix, AZ {r.choice(ZIPS)}"


BIZ = ("Herrera Desert Landscaping & Irrigation LLC\n4417 W Fillmore St, Phoenix, AZ 85043\n"
       "(602) 555-0148 | herreradesertlandscaping@gmail.com | ROC #318442 CR-21 | Licensed, Bonded, Insured")
HOME_ADDR = "5826 W Carson Rd, Laveen, AZ 85339"
CREW = [("Rigoberto Salinas", "Foreman", 27.50), ("Juan Carlos Méndez", "Laborer", 19.00),
        ("Efraín Ortega", "Laborer", 18.50), ("David Tapia", "Laborer", 18.00),
        ("Kevin Tran", "Irrigation Tech", 24.00), ("Alma Ruiz", "Office/Bookkeeping", 21.00)]
HOA = "Saguaro Bend Community Association"
HOA_MGR = "Denise Kowalczyk, CMCA - Community Manager, Cactus Property Management"

# --------------------------------------------------------------------------- Landscaping (the business)

JOB_LINES = [
    ("Monthly landscape maintenance - mow, edge, blow, weed control", 145, 260),
    ("Drip irrigation repair - replace 1/2\" poly line and 14 emitters", 120, 310),
    ("Replace 1\" Rain Bird DV valve, front yard zone 3", 95, 165),
    ("Install Rain Bird ESP-TM2 8-station controller", 210, 340),
    ("Madison Gold 1/2\" decomposed granite, delivered and spread (tons)", 420, 980),
    ("Plant 5-gal Texas Sage (Leucophyllum) x6", 180, 260),
    ("Plant 15-gal Palo Verde 'Desert Museum', staked", 190, 285),
    ("Remove dead Mexican fan palm, haul away", 350, 700),
    ("Trim 2 mesquite trees, crown thinning", 240, 420),
    ("Pre-emergent application (fall), front and back", 85, 140),
    ("Sod removal and grade, back yard approx. 600 sq ft", 650, 1100),
    ("Lay Midiron sod, 800 sq ft incl. starter fertilizer", 980, 1400),
    ("Flagstone path, 14 ft, set in DG", 540, 880),
    ("Low-voltage landscape lighting, 6 fixtures + transformer", 780, 1260),
    ("Irrigation check and timer reprogram for summer schedule", 65, 95),
    ("Bermuda overseed (winter rye), 10 lbs", 140, 230),
]


def t_invoice(r, dt):
    n = r.randint(2140, 2499)
    cust, addr = _name(r), _addr(r)
    lines, total = [], 0.0
    for desc, lo, hi in r.sample(JOB_LINES, r.randint(2, 4)):
        v = round(r.uniform(lo, hi), 2)
        total += v
        lines.append(f"{desc:<70} {_amt(v):>12}")
    due = dt + timedelta(days=15)
    return (f"{BIZ}\n\nINVOICE #{n}\nDate: {_md(dt)}    Due: {_md(due)}    Terms: Net 15\n\n"
            f"Bill to: {cust}\n{addr}\n\nService address: same\n\n" + "\n".join(lines) +
            f"\n\nSubtotal {_amt(total)}\nTax (service labor, not taxable) $0.00\nTOTAL DUE {_amt(total)}\n\n"
            "Pay by Zelle to herreradesertlandscaping@gmail.com, check, or card (3% fee).\n"
            "Gracias por su preferencia - thank you for your business!")


def t_estimate(r, dt):
    n = r.randint(610, 799)
    cust, addr = _name(r), _addr(r)
    lines, total = [], 0.0
    for desc, lo, hi in r.sample(JOB_LINES, r.randint(3, 5)):
        v = round(r.uniform(lo, hi) * 1.1, 2)
        total += v
        lines.append(f"- {desc}: {_amt(v)}")
    return (f"{BIZ}\n\nESTIMATE #{n}\nDate: {_us(dt)}  (valid 30 days)\nPrepared for: {cust}, {addr}\n\n"
            "Scope of work:\n" + "\n".join(lines) + f"\n\nEstimated total: {_amt(total)}\n"
            "50% deposit to schedule, balance on completion. Plant material carries a 90-day warranty if the\n"
            "irrigation is kept on our schedule. Does not include permits or HOA architectural approval.\n\n"
            "Accepted by: ______________________  Date: __________\nLuis Herrera, Owner")


def t_payroll(r, dt):
    start = dt - timedelta(days=13)
    rows, gross = [], 0.0
    for name, role, rate in CREW:
        h = r.randint(68, 84) if role != "Office/Bookkeeping" else r.randint(44, 50)
        ot = max(0, h - 80) if role != "Office/Bookkeeping" else 0
        g = (h - ot) * rate + ot * rate * 1.5
        gross += g
        rows.append(f"{name:<22}{role:<20}{h:>4} h  OT {ot:>2}  @{rate:>6.2f}  gross {_amt(g):>10}  "
                    f"net {_amt(g * r.uniform(0.78, 0.84)):>10}")
    return (f"Herrera Desert Landscaping & Irrigation LLC - Payroll Register\nPay period {_md(start)} - {_md(dt)}"
            f"   Check date {_md(dt + timedelta(days=3))}\nProcessed via Gusto\n\n" + "\n".join(rows) +
            f"\n\nTotal gross {_amt(gross)}\nEmployer FICA {_amt(gross * 0.0765)}  FUTA {_amt(gross * 0.006)}  "
            f"AZ UI (SUTA 2.0%) {_amt(gross * 0.02)}\nAZ withholding (A-4 elections) remitted with A1-QRT")


def t_timesheet(r, dt):
    out = ["Employee;Date;Job;Clock in;Clock out;Hours;Notes"]
    jobs = ["Saguaro Bend HOA - Area 4", "Ramirez backyard", "Whitfield maint", "Trujillo drip repair",
            "Yard/shop", "Saguaro Bend HOA - entry", "Olsen front yard DG"]
    for k in range(5):
        day = dt - timedelta(days=6 - k)
        for name, _role, _ in CREW[:5]:
            h = r.choice([8, 8.5, 9, 9.5, 10])
            out.append(f"{name};{_md(day)};{r.choice(jobs)};05:00;{int(5 + h)}:{'30' if h % 1 else '00'};{h};"
                       + r.choice(["", "", "heat break 10:30", "dump run", "picked up emitters at supply"]))
    return "\n".join(out)


def t_wc_policy(r, dt):
    pol = f"WC-{r.randint(100000, 999999)}-{dt.year % 100}"
    return (f"CopperState Mutual Insurance Company\nWORKERS' COMPENSATION AND EMPLOYERS' LIABILITY POLICY\n"
            f"INFORMATION PAGE\n\nPolicy number: {pol}\nNamed insured: Herrera Desert Landscaping & Irrigation LLC\n"
            f"4417 W Fillmore St, Phoenix AZ 85043   FEIN 85-4419032\nPolicy period: {_md(dt)} to "
            f"{_md(dt + timedelta(days=365))} 12:01 a.m.\n\nPart One - Workers Compensation: Arizona\n"
            "Part Two - Employers Liability: $100,000 each accident / $500,000 policy limit / $100,000 each "
            "employee\n\n"
            "Classification                         Code   Est. payroll    Rate    Premium\n"
            f"Landscape Gardening & Drivers          0042   {_usd(r, 190000, 240000)}   4.31   {_usd(r, 8200, 10400)}\n"
            f"Clerical Office Employees NOC          8810   {_usd(r, 20000, 26000)}    0.19   {_usd(r, 38, 50)}\n"
            f"Experience modification 0.94\nEstimated annual premium {_usd(r, 8100, 9900)}\n"
            "Premium subject to final audit.")


def t_wc_audit(r, dt):
    return (f"CopperState Mutual - Premium Audit Request\n{_us(dt)}\n\nLuis Herrera\nHerrera Desert Landscaping & "
            "Irrigation LLC\n\nRe: policy year ending " + _md(dt - timedelta(days=20)) +
            "\n\nPlease provide the following for your annual payroll audit by "
            f"{_us(dt + timedelta(days=21))}:\n- Quarterly 941s and Arizona UC-018 reports\n- Payroll journal by "
            "employee and class code (0042 landscape, 8810 clerical)\n- Certificates of insurance for any "
            "subcontractors used (uninsured subs are added to your payroll)\n- 1099s issued\n\nAuditor: "
            f"{_name(r)}, (602) 555-01{r.randint(10, 99)}")


def t_roc_renewal(r, dt):
    return (f"ARIZONA REGISTRAR OF CONTRACTORS\nLicense Renewal Notice\n\n{_us(dt)}\n\nLicense No.: ROC 318442\n"
            "Classification: CR-21 Hardscaping and Irrigation Systems (Commercial & Residential)\n"
            "Business: HERRERA DESERT LANDSCAPING & IRRIGATION LLC\nQualifying Party: LUIS A HERRERA\n\n"
            f"Your license expires on {_md(dt + timedelta(days=60))}. Renew online at roc.az.gov/renew.\n"
            f"Biennial renewal fee: ${r.choice([580, 620, 680])}.00\nBond on file: License bond $9,000 "
            "(residential) / $5,000 (commercial), Western Surety Company.\nA license not renewed by the "
            "expiration date is suspended; contracting while suspended is a class 1 misdemeanor.")


def t_bond(r, dt):
    return (f"Western Surety Company\nCONTINUATION CERTIFICATE\n\nBond No. {r.randint(71000000, 71999999)}\n"
            "Principal: Herrera Desert Landscaping & Irrigation LLC, ROC 318442\nObligee: State of Arizona, "
            f"Registrar of Contractors\nBond amount: $9,000.00 (dual license CR-21)\nContinued for the term "
            f"{_md(dt)} to {_md(dt + timedelta(days=730))}\nPremium: {_usd(r, 170, 260)}\n\nAttorney-in-fact: "
            f"{_name(r)}")


def t_coi(r, dt):
    holder = r.choice([f"{_name(r)}\n{_addr(r)}", "Valley Irrigation Supply\n3120 W Buckeye Rd, Phoenix AZ 85009",
                       "Sunbelt Equipment Rental\n2202 W Lower Buckeye Rd, Phoenix AZ 85009"])
    return (f"CERTIFICATE OF LIABILITY INSURANCE   DATE {_md(dt)}\nPRODUCER: Tres Ríos Insurance Agency, "
            "7025 W Indian School Rd, Phoenix AZ\nINSURED: Herrera Desert Landscaping & Irrigation LLC\n\n"
            f"COMMERCIAL GENERAL LIABILITY  Policy GL{r.randint(2000000, 2999999)}  Occurrence\n"
            "  Each occurrence $1,000,000  General aggregate $2,000,000  Products-comp/op $2,000,000\n"
            f"AUTOMOBILE LIABILITY  Policy CA{r.randint(500000, 599999)}  Any auto  Combined single limit $1,000,000\n"
            f"WORKERS COMPENSATION  Policy WC-{r.randint(100000, 999999)}  Statutory / EL $100,000\n\n"
            f"CERTIFICATE HOLDER:\n{holder}\n\nAdditional insured where required by written contract.")


SUPPLIERS = [("Valley Irrigation Supply", "3120 W Buckeye Rd, Phoenix AZ 85009", ["Rain Bird XFD drip line 1000'",
              "PVC Sch 40 1\" x 20'", "Hunter PGP rotors (case of 12)", "1/2\" poly tubing 500'", "Toro DZK valve kit",
              "Rain Bird 1800 spray heads"]),
             ("Desert Rock & Gravel Co.", "9105 W Broadway Rd, Tolleson AZ 85353", ["Madison Gold DG 1/2\" (ton)",
              "Express Gold 3/4\" (ton)", "Rip rap 4-8\" (ton)", "Boulders, surface select (ea)"]),
             ("Arcadia Wholesale Nursery", "4720 S 43rd Ave, Phoenix AZ 85041", ["5-gal Texas Sage",
              "15-gal Palo Verde",
              "1-gal Lantana 'New Gold'", "5-gal Red Yucca", "24\" box Mesquite", "5-gal Bougainvillea"]),
             ("Sunbelt Equipment Rental", "2202 W Lower Buckeye Rd, Phoenix AZ 85009", ["Mini skid steer (day)",
              "Sod cutter 18\" (day)", "Trencher walk-behind (day)"])]


def t_supplier_stmt(r, dt, k=None):
    name, addr, goods = SUPPLIERS[r.randrange(len(SUPPLIERS)) if k is None else k]
    rows, bal = [], 0.0
    for _ in range(r.randint(4, 8)):
        d = dt - timedelta(days=r.randint(3, 30))
        v = round(r.uniform(60, 1900), 2)
        bal += v
        rows.append(f"{_md(d)}  INV {r.randint(400000, 499999)}  {r.choice(goods):<34} {_amt(v):>11}")
    return (f"{name}\n{addr}\n\nSTATEMENT OF ACCOUNT   {_md(dt)}\nAccount: HERR0142  Herrera Desert Landscaping\n"
            f"Terms: Net 30 (2% 10th prox.)\n\n" + "\n".join(sorted(rows)) +
            f"\n\nBalance due {_amt(bal)}\nCurrent {_amt(bal * 0.7)}  31-60 {_amt(bal * 0.3)}  61-90 $0.00\n"
            "Please remit to the address above or pay online with your contractor account.")


def t_tpt(r, dt):
    gross = r.uniform(38000, 92000)
    q = (dt.month - 1) // 3 or 4
    return (f"Arizona Department of Revenue - AZTaxes.gov\nTransaction Privilege Tax Return (TPT-2) - confirmation\n\n"
            f"Filed {_md(dt)}   Period: Q{q}\nTaxpayer: HERRERA DESERT LANDSCAPING & IRRIGATION LLC\nLicense "
            f"TPT {r.randint(21000000, 21999999)}\n\nBusiness class 015 Prime Contracting (65% taxable base)\n"
            f"Region PHX  Gross receipts {_amt(gross)}  Deductions (landscape maintenance, non-taxable) "
            f"{_amt(gross * 0.55)}\nTaxable {_amt(gross * 0.45 * 0.65)}  Tax due {_amt(gross * 0.45 * 0.65 * 0.086)}\n"
            f"Payment via ACH debit, confirmation {r.randint(10 ** 9, 10 ** 10 - 1)}")


def t_941(r, dt):
    wages = r.uniform(52000, 71000)
    return (f"Form 941 for {dt.year if dt.month > 3 else dt.year - 1}: Employer's QUARTERLY Federal Tax Return - "
            "filed copy\nEIN 85-4419032  HERRERA DESERT LANDSCAPING & IRRIGATION LLC\n\n"
            f"1 Number of employees 6\n2 Wages, tips, other compensation {_amt(wages)}\n"
            f"3 Federal income tax withheld {_amt(wages * 0.07)}\n5a Social security wages x 0.124 "
            f"{_amt(wages * 0.124)}\n5c Medicare wages x 0.029 {_amt(wages * 0.029)}\n12 Total taxes after "
            f"adjustments {_amt(wages * 0.223)}\n13 Total deposits {_amt(wages * 0.223)}\nBalance due $0.00\n"
            f"Prepared by Cota Tax & Bookkeeping, {_md(dt)}")


def t_customers(r, dt):
    out = ["Customer,Address,Phone,Service,Frequency,Rate,Since"]
    for _ in range(r.randint(18, 26)):
        out.append(f"{_name(r)},\"{_addr(r)}\",(623) 555-0{r.randint(100, 199)},"
                   f"{r.choice(['Maintenance', 'Maint + irrigation', 'Irrigation only', 'Tree care'])},"
                   f"{r.choice(['Weekly', 'Bi-weekly', 'Monthly'])},{r.choice([95, 120, 145, 165, 210, 260])},"
                   f"{r.randint(2020, 2026)}")
    return "\n".join(out)


def t_pricelist(r, dt):
    rows = ["Item;Unit;Cost;Price 2026;Notes"]
    for it, u, c in [("Labor, laborer", "hr", 18.5), ("Labor, foreman", "hr", 27.5), ("Irrigation tech", "hr", 24),
                     ("Madison Gold DG 1/2\"", "ton", 38), ("Express Gold 3/4\"", "ton", 41), ("5-gal shrub", "ea", 14),
                     ("15-gal tree", "ea", 62), ("24\" box tree", "ea", 210), ("Drip emitter installed", "ea", 0.6),
                     ("Rain Bird ESP-TM2 8st", "ea", 118), ("Dump fee", "load", 55), ("Pre-emergent", "1000 sq ft", 9)]:
        rows.append(f"{it};{u};{c:.2f};{c * r.uniform(1.8, 2.6):.2f};")
    return "\n".join(rows)


def t_heat_policy(r, dt):
    return ("HERRERA DESERT LANDSCAPING - HEAT ILLNESS PREVENTION POLICY / POLÍTICA DE PREVENCIÓN DEL CALOR\n"
            f"Revised {_us(dt)}\n\n1. From May 1 to September 30 crews start at 5:00 a.m. and stop heavy work by 12:30 "
            f"p.m.\n"
            "2. Every truck carries a 10-gal Igloo with ice water and electrolytes; drink 1 cup every 15-20 minutes.\n"
            "3. Shade break 10 minutes every hour when the heat index is above 103 F (Rigo decides).\n"
            "4. New workers: acclimatization, 50% workload first day, +10% each day.\n"
            "5. Signs: headache, dizziness, cramps, confusion - stop, shade, water, call Rigo or Luis. Confusion or no "
            "sweating = call 911.\n6. Nobody works alone on a job site in summer.\n\nEmployee signature: ______ "
            "Firma del empleado: ______")


def t_supplier_mail(r, dt):
    so = r.randint(880000, 889999)
    return (f"From: orders@valleyirrigationsupply.com\nTo: herreradesertlandscaping@gmail.com\nDate: "
            f"{dt:%a, %d %b %Y} 06:{r.randint(10, 59)}:00 -0700\nSubject: Order confirmation SO-{so} - will call\n\n"
            f"Hi Luis,\n\nYour order SO-{so} is ready for pickup at the Buckeye branch after 6:00 a.m.\n\n"
            f"  {r.randint(4, 12)} x Rain Bird XCZ-100-PRB-COM drip control zone kit\n  {r.randint(2, 6)} x 1000' "
            "XFD drip line 0.6 GPH 12\"\n  1 x Hunter ICC2 controller, 12 station\n\nCharged to account HERR0142, "
            "net 30. PO/job: shop stock.\n\nValley Irrigation Supply - Buckeye branch")


# --------------------------------------------------------------------------- Saguaro Bend HOA contract (project)

AREAS_HOA = ["Main entry (W Dobbins Rd)", "Area 2 - park & tot lot", "Area 3 - retention basin N", "Area 4 - paseo",
             "Area 5 - retention basin S", "Area 6 - pool/clubhouse", "Area 7 - 59th Dr parkway",
             "Area 8 - dog park", "Areas 9-14 - cul-de-sac islands"]


def t_hoa_rfp(r, dt):
    return (f"{HOA}\nREQUEST FOR PROPOSAL - Common Area Landscape Renovation, Phase 1\nIssued {_us(dt)}\n\n"
            "The Association (412 homes, Laveen AZ) requests sealed proposals from licensed contractors (ROC "
            "CR-21 or KA) to convert approx. 186,000 sq ft of non-functional turf in 14 common areas to "
            "low-water-use desert landscape, retrofit spray irrigation to drip, and replace 9 controllers with "
            "smart (weather-based) controllers.\n\nMandatory walk-through: " + _us(dt + timedelta(days=9)) +
            ", 7:00 a.m., clubhouse.\nProposals due: " + _us(dt + timedelta(days=24)) + ", 4:00 p.m., to "
            f"{HOA_MGR}.\nInclude: lump-sum price per area, unit prices, schedule, 3 commercial references, "
            "certificate of insurance (GL $1M/$2M, auto $1M, WC statutory), W-9.\nThe Board intends to apply "
            "for the City of Phoenix non-functional turf removal rebate.")


def t_hoa_bid(r, dt):
    rows, tot = [], 0.0
    for a in AREAS_HOA:
        v = round(r.uniform(28000, 96000), -2)
        tot += v
        rows.append(f"{a:<38} {_amt(v):>14}")
    return (f"{BIZ}\n\nPROPOSAL - {HOA}\nCommon Area Landscape Renovation, Phase 1\n{_us(dt)}\n\n"
            "Lump sum by area (turf removal, grading, 2\" Express Gold DG over pre-emergent, plant material per "
            "plan, drip conversion, controllers):\n" + "\n".join(rows) +
            f"\n\nTOTAL PHASE 1 {_amt(tot)}\n\nAlternate A: 12-month common-area maintenance, "
            f"{_usd(r, 6800, 8400)}/month\nAlternate B: Rain Bird IQ4 cloud controllers in lieu of Hunter HCC, add "
            f"{_usd(r, 14000, 19000)}\n\nSchedule: mobilize within 10 working days of notice to proceed; substantial "
            "completion 18 weeks. Work hours 5:00 a.m.-1:30 p.m. Jun-Sep per HOA noise rules (not before 6:00 on "
            "weekends).\nReferences: Estrella Vista HOA (2024), Laveen Meadows (2025), Tolleson Union HSD.\n\n"
            "Luis Herrera, Owner / Qualifying Party")


def t_hoa_contract(r, dt):
    return (f"LANDSCAPE CONSTRUCTION AGREEMENT\n\nThis Agreement is made {_us(dt)} between {HOA}, an Arizona "
            "nonprofit corporation (\"Owner\"), and Herrera Desert Landscaping & Irrigation LLC, ROC 318442 "
            "(\"Contractor\").\n\n1. Work: Common Area Landscape Renovation Phase 1 per Contractor's proposal "
            "dated February 2026 and Exhibit A (scope), Exhibit B (plant schedule), Exhibit C (irrigation plan).\n"
            f"2. Contract Sum: {_usd(r, 512000, 548000)}, lump sum, subject to approved change orders.\n"
            "3. Payment: monthly progress payments on AIA-style application by the 25th, less 10% retention; "
            "retention released at final acceptance and receipt of unconditional lien waivers (A.R.S. 33-1008).\n"
            "4. Time: Notice to Proceed May 4, 2026; substantial completion September 11, 2026.\n"
            "5. Insurance: GL $1,000,000/$2,000,000, auto $1,000,000, WC statutory; Owner and Cactus Property "
            "Management named additional insured.\n6. Warranty: plants 1 year (excluding vandalism, freeze), "
            "irrigation 2 years.\n7. Changes only by written change order signed by the Community Manager.\n\n"
            f"For Owner: Gary Lindgren, Board President    For Contractor: Luis A. Herrera, Managing Member")


def t_hoa_schedule(r, dt):
    rows = ["Area;Task;Crew;Start;Finish;Status"]
    d = datetime(2026, 5, 4)
    for a in AREAS_HOA:
        for task, dur in [("Turf kill / removal", 4), ("Irrigation retrofit", 6), ("Plant + DG", 5)]:
            fin = d + timedelta(days=dur)
            status = "Done" if fin < datetime(2026, 5, 28) else ("In progress" if d < datetime(2026, 6, 1) else "")
            rows.append(f"{a};{task};{r.choice(['Rigo', 'Rigo + Kevin', 'Juan Carlos'])};{_md(d)};{_md(fin)};{status}")
            d = d + timedelta(days=max(1, dur - 2))
    return "\n".join(rows)


def t_hoa_co(r, dt, n=1):
    items = [("Remove 6 dead Aleppo pines in Area 3 (not in base scope), stump grind", 6800, 9200),
             ("Relocate backflow preventer at Area 6 per City inspector", 2400, 3900),
             ("Add 2,400 sq ft of rip-rap at retention basin outlets", 5200, 7900),
             ("Replace broken 2\" mainline found under turf in Area 2 (180 ft)", 3100, 4700),
             ("Upgrade 4 entry controllers to Rain Bird IQ4 (Alternate B, partial)", 7200, 9800)]
    desc, lo, hi = items[(n - 1) % len(items)]
    v = r.uniform(lo, hi)
    return (f"CHANGE ORDER No. {n:02d}\nProject: {HOA} - Landscape Renovation Phase 1\nContractor: Herrera Desert "
            f"Landscaping & Irrigation LLC\nDate: {_md(dt)}\n\nDescription: {desc}.\nReason: condition found in "
            f"field / owner request.\nAmount: add {_amt(v)}\nContract time: add {r.randint(0, 4)} working days\n\n"
            "Original contract sum $527,480.00\nNet change by previous change orders "
            f"{_amt(r.uniform(0, 12000))}\n\nApproved: ____________ Denise Kowalczyk, Community Manager\n"
            "Contractor: ____________ Luis Herrera")


def t_hoa_payapp(r, dt, n=1):
    done = r.uniform(0.14, 0.22) * n
    sched = 527480.0
    earned = sched * done
    ret = earned * 0.10
    prev = sched * r.uniform(0.12, 0.18) * (n - 1)
    return (f"APPLICATION FOR PAYMENT No. {n}\nTo: {HOA}, c/o Cactus Property Management\nFrom: Herrera Desert "
            f"Landscaping & Irrigation LLC\nPeriod to: {_md(dt)}\n\n1. Original contract sum {_amt(sched)}\n"
            f"2. Net change orders {_amt(r.uniform(4000, 15000))}\n4. Total completed and stored to date "
            f"{_amt(earned)}\n5. Retainage 10% {_amt(ret)}\n6. Total earned less retainage {_amt(earned - ret)}\n"
            f"7. Less previous applications {_amt(prev)}\n8. CURRENT PAYMENT DUE {_amt(earned - ret - prev)}\n\n"
            "Continuation sheet attached (by area). Conditional waiver on progress payment attached.\n"
            "Luis Herrera, Contractor")


def t_hoa_minutes(r, dt):
    return (f"Saguaro Bend - site meeting {_md(dt)} 6:30 am at clubhouse\nPresent: Denise (Cactus PM), Gary "
            "Lindgren (board), Rigo, me\n\n- Area 2 turf is dead, removal starts Monday. Residents complained "
            "about dust -> water the haul road, start 6:00 not 5:00 near the houses on 57th Ln.\n"
            "- Backflow at the pool needs to move, City inspector said so. Send CO #2.\n"
            "- Gary wants to see plant samples before we order 340 Red Yucca. Take photos at Arcadia.\n"
            f"- Pay app #1 due the 25th. Denise needs the lien waiver with it.\n- Rebate: City wants before photos "
            f"of every area with the measuring wheel in frame. Kevin took them "
            f"{_md(dt - timedelta(days=r.randint(3, 9)))}.\n"
            "- Next meeting in 2 weeks.")


def t_hoa_mail(r, dt):
    subj = r.choice(["RE: Saguaro Bend - dust complaints 57th Ln", "Saguaro Bend CO #2 backflow",
                     "RE: Pay App 1 - Saguaro Bend", "Saguaro Bend - plant substitution request (Desert Spoon)"])
    return (f"From: Denise Kowalczyk <dkowalczyk@cactuspm.com>\nTo: Luis Herrera <herreradesertlandscaping@gmail.com>\n"
            f"Cc: glindgren.sbca@gmail.com\nDate: {dt:%a, %d %b %Y} 1{r.randint(0, 6)}:{r.randint(10, 59)}:00 -0700\n"
            f"Subject: {subj}\n\nHi Luis,\n\nThanks for the update this morning. The Board approved your request "
            "by e-mail vote. Please make sure the crews keep the gate to the pool area closed and that the "
            "trucks do not park on the sidewalk along 59th Dr; we had two calls from residents.\n\n"
            "I will process the pay application as soon as I have the conditional waiver and the updated "
            "continuation sheet. Payment runs on the 10th.\n\nDenise Kowalczyk, CMCA\nCommunity Manager - "
            f"{HOA}\nCactus Property Management\n\n> On {_md(dt - timedelta(days=1))} Luis Herrera wrote:\n"
            "> Denise, attached is what we talked about. Rigo will be on site all week.")


def t_hoa_waiver(r, dt):
    return ("CONDITIONAL WAIVER AND RELEASE ON PROGRESS PAYMENT (A.R.S. 33-1008)\n\nProject: " + HOA +
            " Common Area Renovation, 5900 block W Dobbins Rd, Laveen AZ\nClaimant: Herrera Desert Landscaping & "
            "Irrigation LLC\nCustomer: " + HOA + f"\n\nUpon receipt of a check in the sum of {_usd(r, 48000, 96000)} "
            "payable to Claimant and when the check has been properly endorsed and paid by the bank, this "
            f"document becomes effective to release any mechanic's lien for labor and materials through "
            f"{_md(dt)}.\n\nClaimant's signature: Luis A. Herrera, Managing Member   Date: {_md(dt)}")


def t_hoa_plants(r, dt):
    out = ["Symbol,Botanical name,Common name,Size,Qty,Spacing,Emitters"]
    for sym, bot, com, size in [("LE", "Leucophyllum frutescens 'Green Cloud'", "Texas Sage", "5 gal"),
                                ("HP", "Hesperaloe parviflora", "Red Yucca", "5 gal"),
                                ("DW", "Dasylirion wheeleri", "Desert Spoon", "5 gal"),
                                ("LN", "Lantana montevidensis", "Trailing Lantana", "1 gal"),
                                ("EU", "Eremophila 'Valentine'", "Valentine Bush", "5 gal"),
                                ("PV", "Parkinsonia 'Desert Museum'", "Desert Museum Palo Verde", "24\" box"),
                                ("PC", "Prosopis chilensis", "Chilean Mesquite", "24\" box"),
                                ("MU", "Muhlenbergia capillaris 'Regal Mist'", "Pink Muhly", "1 gal"),
                                ("AG", "Agave americana", "Century Plant", "15 gal")]:
        out.append(f"{sym},{bot},{com},{size},{r.randint(20, 380)},{r.choice([4, 5, 6, 8, 20])} ft o.c.,"
                   f"{r.choice([2, 2, 3, 4, 6])} x 1 GPH")
    return "\n".join(out)


def t_hoa_submittal(r, dt):
    return (f"SUBMITTAL #{r.randint(3, 9)} - Irrigation equipment\nProject: {HOA} Renovation Phase 1\nDate: "
            f"{_md(dt)}\n\n"
            "Item 1: Rain Bird XCZ-100-PRB-COM control zone kit (1\" PESB valve, PR filter 200 mesh, 40 psi)\n"
            "Item 2: Rain Bird XB-10PC 1 GPH pressure-compensating emitters\nItem 3: Hunter HCC-800-PL smart "
            "controller with Hydrawise, WiFi + LTE module at entry\nItem 4: 1/2\" UV-resistant poly lateral, "
            "3/4\" PVC Class 200 sub-mains\n\nCut sheets attached. Substitutions: none.\nSubmitted by Luis Herrera. "
            "Reviewed: ___ approved ___ approved as noted ___ revise and resubmit")


def t_hoa_rebate(r, dt):
    return (f"City of Phoenix Water Services - Non-Functional Turf Removal Rebate (HOA)\nApplication {_md(dt)}\n\n"
            f"Applicant: {HOA}\nContractor: Herrera Desert Landscaping & Irrigation LLC (ROC 318442)\n"
            f"Water account no.: {r.randint(4000000, 4999999)}-{r.randint(10, 99)}\nTurf area to be removed: "
            "186,200 sq ft (14 common areas)\nRebate requested: $3.00/sq ft up to the program cap\n\n"
            "Required: pre-conversion photos with measuring device, irrigation plan showing spray-to-drip "
            "conversion, plant list with >= 50% canopy coverage at maturity from the ADWR Phoenix AMA low water "
            "use list, signed HOA board resolution.\nPre-inspection requested before any removal.")


def t_hoa_punch(r, dt):
    return (f"Punch list Saguaro Bend {_md(dt)}\n\n[x] Area 1 entry - 2 emitters missing on PV trees, fixed\n"
            "[ ] Area 2 - DG thin along tot lot border, add 2 tons\n[ ] Area 3 - basin outlet rip-rap (CO #3 "
            "pending)\n[ ] Area 5 - valve box lid broken (V5-3)\n[x] Area 6 - backflow relocated, inspection "
            f"passed {_md(dt - timedelta(days=2))}\n[ ] Controller labels / zone maps laminated for each cabinet\n"
            "[ ] Walk with Denise and Gary before pay app 2")


def t_hoa_crew(r, dt):
    return (f"Semana {_md(dt)} - Saguaro Bend\n\nLunes: Rigo, Juan Carlos, Efraín - quitar zacate Area 4 "
            "(paseo). Kevin - tapar cabezas de aspersor Area 2, instalar válvulas XCZ.\nMartes: mismo, llevar "
            "la mini de Sunbelt. Pedir 2 camiones de DG a Desert Rock para miércoles 6 am.\nMiércoles: DG Area 2. "
            "David con Kevin en riego.\nJueves: plantas de Arcadia llegan 7 am (Texas Sage 120, Red Yucca 90).\n"
            "Viernes: terminar Area 2, fotos para Denise, limpiar banquetas.\n\nAgua y hielo en cada troca. "
            "Salida 5:00, parar a las 12:30.")


def t_hoa_coi(r, dt):
    return (f"CERTIFICATE OF LIABILITY INSURANCE   DATE {_md(dt)}\nPRODUCER: Tres Ríos Insurance Agency\nINSURED: "
            "Herrera Desert Landscaping & Irrigation LLC\n\nGL each occurrence $1,000,000 / aggregate $2,000,000\n"
            "Auto combined single limit $1,000,000\nWorkers compensation statutory\n\nCERTIFICATE HOLDER: "
            f"{HOA}, c/o Cactus Property Management, 2600 N Central Ave Ste 900, Phoenix AZ 85004\n"
            "Description: Common Area Landscape Renovation Phase 1. The certificate holder and Cactus Property "
            "Management are additional insured on a primary and non-contributory basis; 30 days notice of "
            "cancellation.")


# --------------------------------------------------------------------------- Vehicles

def t_truck_quote(r, dt):
    price = r.uniform(46900, 53900)
    return (f"Camelback Truck Center\n4501 W Camelback Rd, Phoenix AZ 85031\n\nBUYER'S ORDER / QUOTE  {_md(dt)}\n"
            f"Customer: Herrera Desert Landscaping & Irrigation LLC (Luis Herrera)\n\nUsed 2023 Chevrolet Silverado "
            f"2500HD Work Truck, Double Cab, 6.6L gas, 8' box\nVIN "
            f"1GC4YLE7{r.randint(1, 9)}PF{r.randint(100000, 999999)}"
            f"  Stock T{r.randint(4000, 4999)}  Odometer {r.randint(31000, 48000):,}\nColor: Summit White\n\n"
            f"Price {_amt(price)}\nDoc fee $599.00\nTrailer brake controller + 7-pin installed $389.00\n"
            f"Sales tax (Phoenix 8.6%) {_amt(price * 0.086)}\nTitle/registration {_usd(r, 380, 460)}\n"
            f"Trade-in: none\nTotal {_amt(price * 1.086 + 1400)}\n\nQuote valid 7 days. Salesperson: {_name(r)}")


def t_trailer_quote(r, dt):
    return (f"Valley Trailer Sales - Big Tex dealer, Tolleson AZ\nQuote {_md(dt)}\n\nBig Tex 70LR 7x16 tandem axle "
            "landscape trailer, 4' gate/ramp, 7,000 lb GVWR, electric brakes on both axles, spare tire mount\n"
            f"Price {_usd(r, 6490, 7390)}\nOption: side ramp for mowers $640.00; toolbox on tongue $420.00\n"
            f"Tax, title, plate {_usd(r, 640, 780)}\n\nCustomer: Luis Herrera, (602) 555-0148")


def t_loan_app(r, dt):
    return (f"Saguaro Federal Credit Union - Business Vehicle & Equipment Loan Application\nSubmitted {_us(dt)}\n\n"
            "Business: Herrera Desert Landscaping & Irrigation LLC  EIN 85-4419032  Since 04/2020\nGuarantor: Luis "
            f"A. Herrera, 100% member\nCollateral: 2023 Chevrolet Silverado 2500HD + 2026 Big Tex 70LR trailer\n"
            f"Amount requested: {_usd(r, 52000, 59000)}  Term: 60 months  Down payment: {_usd(r, 6000, 9000)}\n"
            f"Annual revenue (2025): {_usd(r, 610000, 690000)}  Net income: {_usd(r, 88000, 112000)}\n"
            "Existing debt: 2021 Ford F-250 loan (balance $11,240), solar loan (personal)\n"
            "Attachments: 2024 and 2025 business tax returns, YTD P&L, Saguaro Bend HOA contract, buyer's order")


def t_preapproval(r, dt):
    rate = r.choice([7.49, 7.74, 7.99, 8.24])
    return (f"Saguaro Federal Credit Union\n{_us(dt)}\n\nLuis Herrera\nHerrera Desert Landscaping & Irrigation LLC\n\n"
            f"Re: Conditional approval - commercial vehicle loan #CV-{r.randint(20000, 29999)}\n\nWe are pleased to "
            f"approve up to {_usd(r, 52000, 58000)} at {rate}% APR for 60 months (est. payment "
            f"{_usd(r, 1050, 1180)}/month) to purchase a 2023 Chevrolet Silverado 2500HD and a utility trailer, "
            "subject to: (1) final buyer's order and title showing SFCU as lienholder, (2) proof of commercial "
            "auto insurance with SFCU as loss payee, (3) personal guaranty signed at closing.\nThis approval "
            f"expires {_us(dt + timedelta(days=45))}.\n\nMonica Salazar, Business Lending")


DEALERS = ["Camelback Truck Center", "Sanderson area private", "AutoNation Tempe", "Earnhardt"]


def t_truck_compare(r, dt):
    rows = ["Truck;Year;Miles;Price;Dealer;Notes"]
    for t, y in [("Silverado 2500HD WT", 2023), ("Ram 2500 Tradesman", 2022), ("F-250 XL", 2022),
                 ("Silverado 2500HD WT", 2021), ("F-250 XL gas", 2023)]:
        rows.append(f"{t};{y};{r.randint(28000, 76000)};{r.randint(41000, 56000)};"
                    f"{r.choice(DEALERS)};"
                    f"{r.choice(['8 ft box', 'tow pkg', 'needs tires', 'fleet maint records', '6.6 gas good'])}")
    return "\n".join(rows)


def t_ins_quote_truck(r, dt):
    return (f"Tres Ríos Insurance Agency - Commercial Auto Quote\n{_md(dt)}\nNamed insured: Herrera Desert Landscaping "
            "& Irrigation LLC  Policy CA to be endorsed\n\nAdd vehicle: 2023 Chevrolet Silverado 2500HD (stated "
            "value $51,000)\nAdd trailer: 2026 Big Tex 70LR 7x16 (physical damage $7,400)\nLiability CSL "
            f"$1,000,000; comp/collision $1,000 deductible\nAdditional annual premium: {_usd(r, 2100, 2900)}\n"
            "Loss payee: Saguaro Federal Credit Union\n"
            "Drivers: Luis Herrera, Rigoberto Salinas, Kevin Tran (MVR clean)")


def t_dealer_mail(r, dt):
    return (f"From: {r.choice(['Tony Garza', 'Brandon Hill'])} <sales@camelbacktruck.com>\nTo: "
            f"herreradesertlandscaping@"
            f"gmail.com\nDate: {dt:%a, %d %b %Y} 15:{r.randint(10, 59)}:00 -0700\nSubject: RE: 2023 Silverado 2500 "
            f"stock "
            f"T{r.randint(4000, 4999)}\n\nLuis,\n\nGood news, the manager will do the brake controller at no charge if "
            "you sign this week. I can hold the truck with a $500 refundable deposit until the credit union "
            "sends the check. The CarFax is attached, one owner fleet truck, all maintenance at the dealer.\n\n"
            "Let me know when you want to bring your mechanic to look at it.\n\nThanks")


def t_mileage(r, dt):
    rows = ["Date;Vehicle;Start odo;End odo;Miles;Purpose;Driver"]
    odo = {"2021 F-250 (Truck 1)": r.randint(88000, 99000), "2019 Odyssey": r.randint(71000, 79000)}
    for k in range(r.randint(18, 26)):
        v = r.choice(list(odo))
        m = r.randint(8, 64)
        day = dt - timedelta(days=30 - k)
        purp = (r.choice(["Saguaro Bend", "Valley Irrigation Supply", "Maint route West", "Estimate - Laveen",
                          "Desert Rock yard", "Dump - 27th Ave"]) if "F-250" in v else
                r.choice(["Estimate - Ahwatukee", "Bank / SFCU", "Arcadia Nursery", "Customer walk-through"]))
        rows.append(f"{_md(day)};{v};{odo[v]};{odo[v] + m};{m};{purp};{'Luis' if r.random() < 0.6 else 'Rigo'}")
        odo[v] += m + r.randint(0, 30)
    return "\n".join(rows)


def t_mvd(r, dt):
    veh = r.choice(["2021 FORD F-250 SD XL  VIN 1FT7W2B6XMEC41872  Plate CR84271 (commercial)",
                    "2019 HONDA ODYSSEY EX-L  VIN 5FNRL6H73KB041125  Plate 3YA-881",
                    "2018 CARRY-ON 6X12 UTILITY TRAILER  Plate T4471QE"])
    return (f"ARIZONA DEPARTMENT OF TRANSPORTATION - Motor Vehicle Division\nVEHICLE REGISTRATION  {_md(dt)}\n\n"
            f"Owner: HERRERA DESERT LANDSCAPING & IRRIGATION LLC / HERRERA LUIS A\n{veh}\nRegistration valid "
            f"{_md(dt)} - {_md(dt + timedelta(days=365))}\nVehicle license tax {_usd(r, 180, 520)}  Registration fee "
            "$8.00  Air quality fee $1.50\nEmissions: compliant (Phoenix area)\nKeep in vehicle.")


def t_repair(r, dt):
    shop = r.choice(["Discount Tire #AZP 27", "Tolleson Diesel & Auto", "Jiffy Lube 83rd Ave", "Midas W Thomas Rd"])
    work = r.choice(["4x LT245/75R17 tires, mount/balance, road hazard", ("Oil & filter 10W-30 full synthetic, "
                     "tire rotation"), "Front brake pads & rotors, brake fluid flush", ("Battery replacement (heat), "
                     "Interstate MTX-65"), "A/C recharge, replace cabin filter"])
    return (f"{shop}\nRepair Order {r.randint(100000, 999999)}   {_md(dt)}\nCustomer: Herrera Landscaping (Luis)\n"
            f"Vehicle: {r.choice(['2021 Ford F-250', '2019 Honda Odyssey'])}  Mileage {r.randint(70000, 104000):,}\n\n"
            f"{work}\nParts {_usd(r, 60, 980)}  Labor {_usd(r, 40, 420)}  Tax included\nTotal {_usd(r, 110, 1450)}\n"
            "Paid VISA ****4471")


def t_fuel(r, dt):
    rows = []
    for _ in range(r.randint(10, 16)):
        d = dt - timedelta(days=r.randint(1, 30))
        g = r.uniform(18, 34)
        rows.append(f"{_md(d)}  "
                    f"{r.choice(['QT #412 W Buckeye', 'Circle K 51st Ave', 'Pilot Tolleson', 'QT #489 Baseline'])}"
                    f"  Card {r.choice(['01 (Luis)', '02 (Rigo)'])}  {g:5.1f} gal  {_amt(g * r.uniform(3.4, 3.9))}")
    return (f"WEX Fleet Card - Monthly Statement\nAccount: HERRERA DESERT LANDSCAPING  Closing {_md(dt)}\n\n" +
            "\n".join(sorted(rows)) + f"\n\nAmount due {_usd(r, 900, 1900)} by {_md(dt + timedelta(days=20))}")


def t_auto_id(r, dt):
    return (f"ARIZONA AUTOMOBILE INSURANCE IDENTIFICATION CARD\nState Farm Mutual Automobile Insurance Company\n\n"
            f"Policy {r.randint(100, 999)} {r.randint(1000, 9999)}-B{r.randint(10, 99)}-03  Effective {_md(dt)} to "
            f"{_md(dt + timedelta(days=182))}\nInsured: LUIS A & MARISOL HERRERA\n{HOME_ADDR}\n2019 HONDA ODYSSEY "
            "EX-L\nAgent: Lorena Fimbres (623) 555-0190")


# --------------------------------------------------------------------------- the old foreman job (archive)

def t_paystub(r, dt):
    g = r.uniform(2150, 2650)
    return (f"SUN COUNTRY LANDSCAPE MANAGEMENT, INC.\nEarnings Statement   Pay date {_md(dt)}\n\nEmployee: LUIS A "
            f"HERRERA  ID 10447  Dept: West Valley Maintenance - Foreman\nRegular 80.00 h @ 24.75\nOvertime "
            f"{r.randint(2, 14)}.00 h\nGross {_amt(g)}  Fed {_amt(g * 0.08)}  FICA {_amt(g * 0.0765)}  AZ "
            f"{_amt(g * 0.025)}  401k 4% {_amt(g * 0.04)}\nNet pay {_amt(g * 0.78)}   Direct deposit")


def t_review(r, dt):
    return (f"Sun Country Landscape Management - Annual Performance Review {dt.year}\nEmployee: Luis Herrera, Crew "
            "Foreman (West Valley)\nSupervisor: Tom Brandt, Branch Manager\n\nSafety: exceeds - zero recordables on "
            "crew\nQuality: meets/exceeds - HOA site inspections avg 94%\nLeadership: exceeds - trained 3 new "
            "irrigation techs\nGoals: complete QWEL certification; learn estimating software\nMerit increase: 3.5%")


def t_resign(r, dt):
    return (f"{_us(dt)}\n\nTom Brandt\nBranch Manager, Sun Country Landscape Management, Inc.\n\nDear Tom,\n\nPlease "
            "accept this letter as my resignation from my position as Crew Foreman, effective two weeks from "
            "today. After six years I am starting my own landscaping and irrigation company.\n\nThank you for "
            "everything I learned at Sun Country. I will make sure the Estrella and Verrado routes are handed "
            "over in good order and that Manny has the controller codes.\n\nSincerely,\nLuis Herrera")


def t_qwel(r, dt):
    return (f"Qualified Water Efficient Landscaper (QWEL)\nCERTIFICATE OF COMPLETION\n\nLuis Herrera\n\nhas completed "
            "20 hours of instruction in water-efficient landscape and irrigation practices and passed the "
            f"proctored exam.\nIssued {_us(dt)} - City of Phoenix Water Services / Sonoran Institute\nCertificate "
            f"No. AZ-{r.randint(1000, 9999)}")


# --------------------------------------------------------------------------- landscaping reference

def t_plant_ref(r, dt):
    return ("Low Water Use / Drought Tolerant Plants - Phoenix AMA (excerpt)\n\nTrees: Acacia aneura (Mulga), "
            "Parkinsonia x 'Desert Museum', Prosopis velutina (Velvet Mesquite), Olneya tesota (Ironwood), "
            "Chilopsis linearis (Desert Willow)\nShrubs: Leucophyllum spp. (Texas Ranger), Calliandra "
            "californica (Baja Fairy Duster), Justicia californica (Chuparosa), Tecoma stans (Yellow Bells), "
            "Eremophila spp.\nAccents: Hesperaloe parviflora, Dasylirion wheeleri, Agave spp., Yucca rostrata\n"
            "Groundcovers: Lantana spp., Baileya multiradiata, Convolvulus cneorum\n\nWatering guide (drip, "
            "established): summer every 5-7 days trees 1 hr, shrubs every 3-5 days; winter every 14-21 days.")


def t_controller_manual(r, dt):
    model = r.choice(["Rain Bird ESP-LXME2", "Hunter HCC Hydrawise", "Rain Bird ESP-TM2"])
    return (f"{model} - Installation, Programming & Operation Guide\n\nContents\n1. Mounting the controller\n2. "
            "Wiring valves and common; master valve / pump start\n3. Flow sensor setup and FloWatch learn flow\n"
            "4. Programs A-D, start times, run times, water days (custom, odd/even, cyclical)\n5. Seasonal "
            "adjust by program\n6. Rain/freeze sensor bypass\n7. Diagnostics: short detection, station test\n\n"
            "Troubleshooting: 'Fault station 4' - check solenoid resistance, expected 20-60 ohms.")


def t_osha_heat(r, dt):
    return ("OSHA FactSheet - Protecting Workers from Heat Illness\n\nWorkers exposed to hot and humid conditions "
            "are at risk of heat illness, especially those doing heavy work tasks or using bulky protective "
            "clothing. Heat stroke, the most serious, requires immediate medical attention.\n\nPrevention: Water. "
            "Rest. Shade. Gradually build up workload for new and returning workers (acclimatization). Plan for "
            "emergencies and train workers on prevention. Monitor workers for signs of illness.\n\nSymptoms of "
            "heat exhaustion: headache, nausea, dizziness, weakness, heavy sweating, thirst, elevated body "
            "temperature. Call 911 for heat stroke: confusion, slurred speech, hot dry skin, seizures.")


# --------------------------------------------------------------------------- Family: quinceañera (project)

def t_quince_budget(r, dt):
    rows = ["Concepto;Proveedor;Presupuesto;Depósito pagado;Saldo;Padrino(s)"]
    for c, p, lo, hi, pad in [("Salón", "Salón Los Arcos", 4200, 5200, ""), ("Comida (taquiza + arroz/frijol)",
                              "Tacos El Güero catering", 3200, 4300, ""), ("Vestido", "Bella Quinceañera Boutique",
                              900, 1400, "Tío Ramón y Tía Lety"), ("DJ + luces", "DJ Fuego Events", 850, 1200, ""),
                              ("Pastel", "Panadería La Espiga", 380, 520, "Compadres Soto"), ("Fotografía y video",
                              "Ale Duarte Photo", 1600, 2300, ""), ("Misa / iglesia", "San Judas Tadeo", 250, 400, ""),
                              ("Invitaciones", "Etsy + impresión", 180, 320, "Madrina Yoli"), ("Decoración / flores",
                              "", 700, 1200, ""), ("Limosina", "", 450, 650, "Padrino Chuy"),
                              ("Coreografía vals", "Maestro Iván", 600, 900, "")]:
        b = r.uniform(lo, hi)
        dep = b * r.choice([0, 0.25, 0.5, 1.0])
        rows.append(f"{c};{p};{b:.2f};{dep:.2f};{b - dep:.2f};{pad}")
    return "\n".join(rows)


def t_padrinos(r, dt):
    return ("XV AÑOS - VALERIA HERRERA OCHOA - 17 de octubre de 2026\nLISTA DE PADRINOS\n\n"
            "Padrinos de velación: Ramón y Leticia Herrera (confirmado)\nPadrinos de vestido: Ramón y Leticia Herrera\n"
            "Padrinos de pastel: Jesús y Carmen Soto (confirmado)\nPadrinos de anillo: Arturo y Yolanda Ochoa "
            "(Guadalajara - mandan dinero)\nPadrinos de corona/tiara: Tía Rosa Ochoa\nPadrinos de biblia y rosario: "
            "Don Francisco y Doña Lupe Trujillo\nPadrino de limosina: Chuy Delgado\nPadrinos de última muñeca: "
            "PENDIENTE - preguntar a Ana y Miguel\nMadrina de invitaciones: Yoli Ybarra\nPadrinos de brindis: "
            "PENDIENTE\nPadrinos de cojines: Mateo? (no, es chambelán de honor no)\n\nNota Marisol: mandar "
            "mensaje de gracias a cada padrino después de agosto.")


def t_quince_guests(r, dt):
    out = ["Familia,Adultos,Niños,Lado,Confirmado,Mesa"]
    fams = ["Herrera (Ramón)", "Herrera (Lety)", "Soto", "Ochoa (Phoenix)", "Trujillo", "Delgado", "Ybarra", "Ramirez",
            "Salinas (Rigo)", "Méndez", "Tapia", "Tran", "Ruiz (Alma)", "Vasquez", "Chavez", "Morales", "Gonzalez",
            "Whitfield", "Brennan (Marisol trabajo)", "Padre Tomás"]
    for i, f in enumerate(fams):
        out.append(f"{f},{r.randint(1, 5)},{r.randint(0, 4)},{r.choice(['Luis', 'Marisol', 'Valeria'])},"
                   f"{r.choice(['si', 'si', 'no se', ''])},{i // 2 + 1}")
    return "\n".join(out)


def t_salon(r, dt):
    return (f"SALÓN LOS ARCOS - Event Center\n6015 W Van Buren St, Phoenix AZ 85043\n\nCONTRATO DE RENTA / RENTAL "
            f"AGREEMENT  No. {r.randint(1200, 1499)}\nDate signed: {_md(dt)}\n\nClient: Luis y Marisol Herrera\n"
            "Event: XV años de Valeria  -  Saturday October 17, 2026, 6:00 p.m. - 1:00 a.m.\nHall: Salón Grande "
            "(250 guests), tables, chairs, white linens, dance floor, security guard (2)\n\n"
            f"Total $4,850.00   Deposit paid $1,500.00 ({_md(dt)})\nBalance due 30 days before the event.\n"
            "Deposit non-refundable. Outside catering allowed with $2/person service fee. Alcohol: licensed "
            "bartender required. Clean-up by 1:30 a.m. or $250 charge.")


def t_dress(r, dt):
    return (f"Bella Quinceañera Boutique\n5101 W Indian School Rd, Phoenix AZ\nRECEIPT  #{r.randint(7000, 7999)}  "
            f"{_md(dt)}\n\nCustomer: Marisol Herrera  (Valeria)\nDress: Morilee style 89412, color Rose Gold, size 4 "
            "(to be altered)\nCrinoline, tiara, heels size 7\nTotal $1,289.00  Paid today $600.00 (Visa)\n"
            "Balance $689.00 at pick-up. First fitting: August 15. Alterations included.\nNo refunds, store "
            "credit only.")


def t_dj(r, dt):
    return (f"DJ FUEGO EVENTS - Service Agreement\n{_md(dt)}\n\nClient: Luis Herrera  (602) 555-0148\nEvent: "
            f"Quinceañera "
            "de Valeria Herrera, Salón Los Arcos, Oct 17, 2026, 6 pm - 1 am\nPackage Oro: DJ + MC bilingual, "
            "sound, uplighting (12), dance floor lights, fog for the vals, cold sparks (2)\nMusic: banda, "
            "cumbia, reggaeton, pop; vals 'Tiempo de Vals' + surprise dance mix provided by client\n"
            f"Total {_usd(r, 950, 1150)}  Deposit $300 received")


def t_church_quince(r, dt):
    return (f"Parroquia San Judas Tadeo\n{_us(dt)}\n\nEstimados Sr. y Sra. Herrera:\n\nConfirmamos la Misa de "
            "Acción de Gracias por los XV años de Valeria Herrera el sábado 17 de octubre de 2026 a las 2:00 p.m.\n"
            "Requisitos: copia de la fe de bautismo y de confirmación (o constancia de que está en preparación), "
            "asistir a la plática de quinceañeras el 12 de septiembre, ofrenda de $300.00 a la parroquia. Los "
            "padrinos que lean deben ser católicos practicantes.\nMúsica: el coro de la parroquia o mariachi con "
            "aprobación previa.\n\nAtentamente,\nMaría Elena Ruiz, secretaria parroquial")


def t_invitation(r, dt):
    return ("Con la bendición de Dios y el amor de mis padres\nLuis Herrera y Marisol Ochoa de Herrera\n\n"
            "y mis padrinos de velación Ramón y Leticia Herrera\n\ntengo el honor de invitarte a celebrar mis\n"
            "XV AÑOS\nValeria Herrera Ochoa\n\nMisa: sábado 17 de octubre de 2026, 2:00 p.m.\nParroquia San Judas "
            "Tadeo\n\nRecepción: 6:00 p.m., Salón Los Arcos, 6015 W Van Buren St, Phoenix\n\nCódigo de vestimenta: "
            "formal. No niños por favor (solo familia).\nRSVP Marisol (602) 555-0177 antes del 15 de septiembre")


def t_photog(r, dt):
    return (f"Ale Duarte Photography - Quote\n{_md(dt)}\nFor: Marisol Herrera - XV Valeria, Oct 17 2026\n\n"
            "Photo + video, 8 hours: getting ready, church, park session (Encanto Park), reception\n"
            "Online gallery 400+ edited photos, 5-7 min highlight video, 1 hr drone (weather)\nAlbum 10x10 20 pages "
            f"add $380\nTotal {_usd(r, 1650, 2200)}. 30% retainer to book the date.")


def t_catering(r, dt):
    return (f"Tacos El Güero - Catering\nCotización {_md(dt)}\nCliente: Luis Herrera\nEvento: XV años, 17 oct 2026, "
            "220 personas\n\nTaquiza: asada, pastor, pollo, carnitas; tortillas hechas a mano; arroz, frijoles "
            "charros, salsas, cebollitas, limones\nAguas frescas: horchata y jamaica (3 vitroleros)\n"
            f"Precio por persona $15.50 - Total {_amt(220 * 15.5)} + servicio 10%\nIncluye 2 taqueros, 4 horas.")


def t_chambelanes(r, dt):
    return ("Chambelanes - XV Valeria\n\nChambelán de honor: Diego Soto\n1. Andrés Trujillo\n2. Isaac Delgado\n"
            "3. Bryan Ybarra\n4. Emiliano Méndez (hijo de Juan Carlos)\n5. Santi Ramirez\n6. (falta uno - preguntar "
            "al primo Toño)\n\nEnsayos con el maestro Iván: domingos 4-6 pm en la cochera desde el 2 de agosto.\n"
            "Trajes: renta en Men's Wearhouse, medidas antes del 1 de sept. Corbata color rose gold.")


def t_quince_todo(r, dt):
    return (f"pendientes quince {_md(dt)}\n- pagar resto del salon antes del 17 sept\n- confirmar padrinos de ultima "
            "muñeca\n- cita prueba de vestido 15 agosto\n- comprar zapatos bajos para el baile sorpresa\n- hablar "
            "con Padre Tomás de la plática\n- fotos de pasteles para Carmen\n- cuanto dinero llevamos: ver Excel\n"
            "- recuerdos / centros de mesa: Yoli ayuda")


# --------------------------------------------------------------------------- Family: Dad's funeral (archive)

def t_funeral_contract(r, dt):
    return (f"VALLE DEL SOL FUNERAL HOME & CHAPEL\n4115 W Thomas Rd, Phoenix AZ 85019\n\nSTATEMENT OF FUNERAL GOODS "
            f"AND "
            f"SERVICES SELECTED\nDate: {_md(dt)}\nDeceased: ERNESTO HERRERA SOLÍS  DOB 04/11/1951  DOD 03/02/2024\n"
            "Purchaser: Luis A. Herrera (son)\n\nBasic services of funeral director and staff $2,195.00\nEmbalming "
            "$795.00\nDressing/cosmetology $295.00\nVisitation and rosary (evening) $650.00\nFuneral Mass "
            "coordination, San Judas Tadeo $450.00\nHearse $395.00  Family limousine $325.00\nCasket: Going Home "
            "Silver 18 ga $2,890.00\nCertified death certificates (10) $200.00\n\nCash advance: cemetery "
            "opening/closing $1,450.00, flowers $480.00, mariachi $600.00\n"
            f"TOTAL {_usd(r, 11200, 11900)}\nPaid: life insurance assignment (Transamerica) + balance by check")


def t_obituary(r, dt):
    return ("Ernesto Herrera Solís\nApril 11, 1951 - March 2, 2024\n\nErnesto passed away peacefully at home in "
            "Phoenix surrounded by his family. Born in Tepatitlán, Jalisco, he came to Arizona in 1974 and worked "
            "for thirty years in the citrus groves and nurseries of the West Valley, where he taught his son "
            "the love of plants and hard work. He is preceded in death by his wife Guadalupe. He is survived by "
            "his sons Luis (Marisol) and Ramón (Leticia), his daughter Rosa, and seven grandchildren.\n\n"
            "Rosary: Thursday, March 7, 6:00 p.m., Valle del Sol Chapel. Funeral Mass: Friday, March 8, 10:00 "
            "a.m., San Judas Tadeo, followed by burial at Greenwood Memory Lawn.\nEn lugar de flores, la familia "
            "agradece donaciones a la parroquia.")


def t_death_cert(r, dt):
    return (f"Arizona Department of Health Services - Vital Records\nOrder confirmation {_md(dt)}\n\nCertified copy of "
            "death certificate x 6\nDecedent: HERRERA SOLIS, ERNESTO  Date of death 03/02/2024  County: Maricopa\n"
            "Requester: Luis Herrera, relationship: son\nFee $20.00 each, total $120.00\nUse: Social Security, "
            "Transamerica life claim, bank, MVD title transfer (1998 Ford Ranger)")


def t_cemetery(r, dt):
    return (f"Greenwood Memory Lawn - Interment Rights Certificate\n{_md(dt)}\n\nSection 22, Lot 118, Space 2 (next to "
            "Guadalupe Herrera, d. 2016)\nInterment of Ernesto Herrera Solís, March 8, 2024\nOpening/closing "
            "$1,450.00; bronze marker companion, inscription added: 'Ernesto 1951-2024 - Descansa en paz, papá'\n"
            "Marker setting estimated 10-12 weeks.")


def t_recordatorio(r, dt):
    return ("En memoria de\nErnesto Herrera Solís\n1951 - 2024\n\nNo llores porque ya me voy,\nsi te quedas llorando "
            "yo también lloraré.\nMi Dios me ha llamado y me voy con Él;\nno me olviden en sus oraciones.\n\n"
            "Oración a la Virgen de San Juan de los Lagos\nDescanse en paz.")


def t_thanks_list(r, dt):
    out = ["Nombre,Qué mandó,Tarjeta enviada"]
    for _ in range(r.randint(14, 20)):
        what = r.choice(["flores", "comida", "$50", "$100", "misa", "ayudó en el rosario", "tamales"])
        out.append(f"{_name(r)},{what},"
                   f"{r.choice(['si', 'si', 'no'])}")
    return "\n".join(out)


# --------------------------------------------------------------------------- Family papers (areas)

def t_birth_cert(r, dt):
    who = r.choice([("MATEO LUIS HERRERA", "02/19/2016", "Banner Estrella Medical Center"),
                    ("VALERIA GUADALUPE HERRERA", "10/17/2011", "Maryvale Hospital")])
    return (f"STATE OF ARIZONA - CERTIFIED COPY - CERTIFICATE OF LIVE BIRTH\n\nName: {who[0]}\nDate of birth: {who[1]}"
            f"\nPlace of birth: {who[2]}, Phoenix, Maricopa County\nMother: MARISOL OCHOA (maiden)  Father: LUIS "
            f"ALBERTO HERRERA\nState file no. 104-{r.randint(2011, 2016)}-{r.randint(100000, 999999)}\nIssued "
            f"{_md(dt)}")


def t_family_notes(r, dt):
    return ("Números importantes / important numbers\n\nPediatra Dr. Anaya (623) 555-0133\nEscuela Palo Verde (602) "
            "555-0150\nDesert Horizon HS attendance (602) 555-0162\nTía Rosa (602) 555-0112\nAbuelos Ochoa "
            "Guadalajara +52 33 3615 ...\nPadre Tomás (602) 555-0125\nPoison control 1-800-222-1222\n\nSSN cards and "
            "passports: fire box in closet. Birth certificates: blue folder.\nWills: Lugo Law Office, signed 2022.")


# --------------------------------------------------------------------------- Finance

BANK = "Arizona Federal Credit Union"


def t_bank(r, dt):
    bal = r.uniform(3400, 11800)
    rows = []
    for _ in range(r.randint(10, 15)):
        d = dt - timedelta(days=r.randint(1, 29))
        desc, lo, hi, sgn = r.choice([("PAYROLL DEP TOLLESON ESD (Marisol)", 1980, 2240, 1),
                                      ("OWNER DRAW HERRERA DESERT LANDSC", 2500, 4500, 1),
                                      ("SUN VALLEY HOME LOANS MTG", 1874, 1874, -1), ("SRP ELECTRIC", 90, 310, -1),
                                      ("CITY OF PHOENIX WATER", 70, 140, -1), ("FRYS FOOD #067", 40, 260, -1),
                                      ("GOODLEAP SOLAR LOAN", 142, 142, -1), ("STATE FARM INSURANCE", 212, 212, -1),
                                      ("COX COMMUNICATIONS", 119, 119, -1), ("ZELLE TO TIA ROSA", 50, 200, -1),
                                      ("COSTCO WHSE #1046", 80, 390, -1),
                                      ("SAN JUDAS TADEO ONLINE GIVING", 100, 100, -1)])
        rows.append((d, desc, sgn * r.uniform(lo, hi)))
    rows.sort()
    body = "\n".join(f"{_md(d)}  {desc:<38} {v:>11,.2f}" for d, desc, v in rows)
    return (f"{BANK}\nPO Box 60070, Phoenix AZ 85082\n\nLUIS A HERRERA / MARISOL HERRERA\n{HOME_ADDR}\n\n"
            f"Statement period {_md(dt - timedelta(days=30))} - {_md(dt)}\nShare Draft Checking ****2268\n\n"
            f"Beginning balance {bal:,.2f}\n{body}\nEnding balance {bal + sum(v for *_, v in rows):,.2f}")


def t_cc(r, dt):
    shops = ["AMAZON MKTPLACE", "TARGET 0231", "CHEVRON 0092", "NETFLIX", "DILLARDS", "WALGREENS #3321",
             "SPIRIT HALLOWEEN", "HOME DEPOT 0466", "EL ROMANTICO REST"]
    rows = [f"{_md(dt - timedelta(days=r.randint(1, 29)))}  "
            f"{r.choice(shops)}  {r.uniform(9, 240):8.2f}"
            for _ in range(r.randint(8, 14))]
    return (f"Chase Freedom Unlimited - Statement\nLUIS A HERRERA   Account ending 4471\nClosing date {_md(dt)}\n\n"
            + "\n".join(sorted(rows)) + f"\n\nNew balance {_usd(r, 600, 3100)}  Minimum payment due {_usd(r, 35, 95)}"
            f"  Payment due date {_md(dt + timedelta(days=25))}\nAPR purchases 24.49%")


def t_tax_summary(r, dt):
    y = dt.year - 1
    agi = r.uniform(142000, 171000)
    return (f"Cota Tax & Bookkeeping\n3302 W Thomas Rd Ste 4, Phoenix AZ 85017\n\n{y} TAX RETURN SUMMARY\nLuis A. "
            f"and Marisol Herrera - Married filing jointly\n\nWages (Marisol W-2) {_usd(r, 58000, 64000)}\nOfficer "
            f"wages (Luis W-2 from S-corp) {_usd(r, 52000, 60000)}\nSchedule E - S corporation K-1 "
            f"{_usd(r, 38000, 52000)}\nAdjusted gross income {_amt(agi)}\nItemized deductions (mortgage interest, "
            f"property tax, charity) {_usd(r, 27000, 33000)}\nChild tax credit $4,000.00\nFederal refund "
            f"{_usd(r, 400, 2600)}\nArizona Form 140 refund {_usd(r, 90, 800)}\n\nFiled electronically "
            f"{_md(dt)}. Please keep a copy for at least 7 years.")


def t_w2(r, dt):
    w = r.uniform(58000, 64000)
    return (f"Form W-2 Wage and Tax Statement {dt.year - 1}\nEmployer: TOLLESON ELEMENTARY SCHOOL DISTRICT NO. 17  EIN "
            f"86-6004{r.randint(100, 999)}\nEmployee: MARISOL HERRERA\n\n1 Wages {_amt(w * 0.9)}\n2 Federal income tax "
            f"withheld {_amt(w * 0.07)}\n3 Social security wages {_amt(w)}\n5 Medicare wages {_amt(w)}\n12a E "
            f"(403b) {_amt(w * 0.06)}\n14 ASRS {_amt(w * 0.1203)}\n16 State wages AZ {_amt(w * 0.9)}  17 State tax "
            f"{_amt(w * 0.022)}")


def t_1099(r, dt):
    return (f"Form 1099-INT {dt.year - 1}\nPayer: {BANK}\nRecipient: LUIS A HERRERA\n1 Interest income "
            f"{_usd(r, 40, 320)}\n\nForm 1099-DIV {dt.year - 1}\nPayer: Fidelity Investments (AZ 529 - "
            f"AZ529 Fidelity)\nOrdinary dividends $0.00 (tax-deferred)\nAccount owner: Marisol Herrera, "
            "beneficiary Valeria Herrera")


def t_budget(r, dt):
    rows = ["Categoría;Presupuesto;Real;Diferencia"]
    for c, b in [("Hipoteca", 1874), ("Préstamo solar", 142), ("SRP luz", 210), ("Agua/basura", 105),
                 ("Comida", 1100), ("Gasolina (Odyssey)", 240), ("Seguro carro", 212),
                 ("Cox internet + celulares", 260),
                 ("Iglesia", 400), ("Ahorro quince", 600), ("Ahorro viaje GDL", 300), ("529 niños", 200),
                 ("Tia Rosa / ayuda", 150), ("Otros", 350)]:
        real = b * r.uniform(0.8, 1.25) if b not in (1874, 142, 212) else b
        rows.append(f"{c};{b:.2f};{real:.2f};{b - real:.2f}")
    return "\n".join(rows)


def t_529(r, dt):
    return (f"AZ529, Arizona's Education Savings Plan - Quarterly Statement\nPeriod ending {_md(dt)}\n\nAccount owner: "
            f"MARISOL HERRERA\nBeneficiary: {r.choice(['VALERIA G HERRERA', 'MATEO L HERRERA'])}\nPortfolio: Fidelity "
            f"Age-Based 2030\nBeginning value {_usd(r, 11000, 19000)}\nContributions $300.00\nChange in value "
            f"{_usd(r, -200, 700)}\nEnding value {_usd(r, 11400, 19800)}\nArizona subtraction for contributions up to "
            "$4,000 (MFJ) per year.")


def t_cpa_letter(r, dt):
    return (f"Cota Tax & Bookkeeping\n{_us(dt)}\n\nDear Luis and Marisol,\n\nIt's tax time again. To prepare your "
            f"{dt.year - 1} individual return and the S-corporation return (Form 1120-S) for Herrera Desert "
            "Landscaping, please send us:\n- W-2s (Marisol, and Luis from the company)\n- 1098 mortgage interest "
            "and property tax (Maricopa County)\n- 1099-INT / 529 statements\n- Charitable receipts (San Judas "
            "Tadeo giving statement)\n- Dependent care / school tax credit receipts (AZ public school credit up "
            "to $400)\n- The company's bank statements, QuickBooks backup, vehicle mileage log and fixed asset "
            "purchases (new truck?)\n\nDeadline for the S-corp: March 16. Fee estimate $1,450 (both returns).\n\n"
            "Saludos,\nVeronica Cota, EA")


# --------------------------------------------------------------------------- Home

def t_mortgage(r, dt):
    prin = r.uniform(231000, 244000)
    return (f"Sun Valley Home Loans\nMortgage Statement   Statement date {_md(dt)}\nLoan number "
            f"0071-{r.randint(100000, 999999)}"
            f"\nBorrowers: LUIS A HERRERA, MARISOL HERRERA\nProperty: {HOME_ADDR}\n\nPayment due "
            f"{_md(dt + timedelta(days=14))}: $1,874.36\n  Principal {_usd(r, 540, 610)}\n  Interest "
            f"{_usd(r, 890, 960)}\n  Escrow (taxes & insurance) $364.18\nUnpaid principal balance {_amt(prin)}\n"
            "Interest rate 4.625% (fixed, 30 yr, originated 2015)\nLate charge after the 16th: $74.97")


def t_escrow(r, dt):
    return (f"Sun Valley Home Loans - Annual Escrow Account Disclosure Statement\n{_md(dt)}\n\nProperty: "
            f"{HOME_ADDR}\n\n"
            f"Maricopa County property tax: {_usd(r, 2100, 2450)}\nHomeowners insurance (State Farm): "
            f"{_usd(r, 1700, 2050)}\nProjected escrow payment: $364.18 -> {_usd(r, 370, 398)}\nShortage "
            f"{_usd(r, 40, 260)} spread over 12 months. The increase is due to the higher insurance premium "
            "(pool added 2023).")


def t_solar_loan(r, dt):
    return (f"GoodLeap - Loan Statement\n{_md(dt)}\nBorrower: Luis Herrera\nProject: 8.4 kW rooftop solar, Copper Sun "
            f"Solar LLC, installed 03/2021\nMonthly payment $142.17 (autopay)  Rate 2.99%  Term 25 yr\nPrincipal "
            f"balance {_usd(r, 19800, 22600)}\nNote: the 26% federal tax credit was applied in 2022 (re-amortized).")


def t_solar_report(r, dt):
    rows = ["Month;Production kWh;SRP imported kWh;Exported kWh;Bill"]
    for m in range(12):
        d = dt - timedelta(days=30 * (11 - m))
        summer = d.month in (5, 6, 7, 8, 9)
        rows.append(f"{d:%Y-%m};{r.randint(1250, 1420) if summer else r.randint(780, 1050)};"
                    f"{r.randint(900, 1600) if summer else r.randint(200, 500)};{r.randint(250, 520)};"
                    f"{r.uniform(140, 320) if summer else r.uniform(28, 70):.2f}")
    return "\n".join(rows)


def t_srp(r, dt):
    kwh = r.randint(900, 2300)
    return (f"SRP - Salt River Project\nYour bill for {HOME_ADDR}\nAccount "
            f"741-{r.randint(100, 999)}-{r.randint(1000, 9999)}"
            f"\nBilling period {_md(dt - timedelta(days=30))} - {_md(dt)}\nPrice plan: E-27 Customer Generation "
            f"(solar)\n\nEnergy delivered {kwh} kWh  Energy received from you {r.randint(180, 520)} kWh\nOn-peak "
            f"demand {r.uniform(4, 9):.1f} kW\nAmount due {_usd(r, 45, 330)} by {_md(dt + timedelta(days=21))}")


def t_water(r, dt):
    return (f"City of Phoenix - Water Services Department\nUtility bill  {_md(dt)}\nService address {HOME_ADDR}\n\n"
            f"Water usage {r.randint(11, 34)} CCF\nWater {_usd(r, 38, 120)}  Wastewater {_usd(r, 28, 44)}  Solid waste "
            "$32.50\nEnvironmental/stormwater fees $6.28\nTotal due " + _usd(r, 110, 210) +
            "\nTip: pools lose up to 1/4 inch a day in summer - check for leaks if usage jumps.")


def t_warranty(r, dt):
    return (f"First American Home Warranty - Renewal\nContract {r.randint(80000000, 89999999)}\nProperty {HOME_ADDR}\n"
            f"Term {_md(dt)} - {_md(dt + timedelta(days=365))}\nPlan: Premier + Pool/Spa equipment + A/C refrigerant "
            f"recapture\nPrice {_usd(r, 640, 780)}/yr  Service fee $100 per trade call")


def t_pest(r, dt):
    return (f"Desert Shield Pest Control\nService ticket {_md(dt)}\nCustomer Herrera {HOME_ADDR}\nQuarterly general "
            "pest, exterior perimeter + garage, scorpion blacklight inspection (14 bark scorpions found, "
            "treated wall voids)\nProducts: Demand CS, Talstar P\nNext service in 90 days. Price $89.00")


def t_hvac(r, dt):
    return (f"Cool Breeze A/C & Heating\nInvoice {r.randint(30000, 39999)}  {_md(dt)}\nHerrera "
            f"{HOME_ADDR}\n\nPre-summer "
            "tune-up, Trane XR14 4-ton heat pump: clean condenser coil, check refrigerant (R-410A 2 lb added), "
            "replace run capacitor 45/5 uF, flush condensate line\nParts $148.00  Labor $129.00  Total $277.00\n"
            "Tech note: unit is 2013, plan on replacement in 2-3 years.")


def t_manual(r, dt, thing="washer"):
    body = {"washer": ("Samsung WA50R5400AW Top-Load Washer - User Manual", ("Cycles: Normal, Heavy Duty, Bedding, "
                       "Delicates. Error codes: UE unbalanced load, 4C/4E water supply, 5C drain. Clean the pump "
                       "filter monthly.")),
            "ac": ("Trane XR14 Heat Pump - Owner's Guide", ("Keep 2 ft clearance around the outdoor unit. Replace "
                                                            "filters "
                   "every 1-3 months (20x25x1 MERV 8). Defrost cycle is normal in winter.")),
            "pool": ("Pentair IntelliFlo VSF Variable Speed Pump - Installation and User's Guide", ("Set speeds: "
                     "filtration 1,500 RPM 8 hrs in summer; clean pump basket weekly. Alarm codes: overheat, "
                     "priming error.")),
            "fridge": ("LG LRMVS3006S French Door Refrigerator - Owner's Manual", ("Water filter LT1000P every 6 "
                       "months. Door alarm, ice maker reset, Smart Diagnosis via LG ThinQ."))}[thing]
    return (f"{body[0]}\n\nSafety instructions\nRead all instructions before use.\n\n{body[1]}\n\n"
            "Warranty: 1 year parts.")


def t_pool_contract(r, dt):
    return (f"OASIS CUSTOM POOLS & SPAS, LLC  ROC 287715 KA-5\nSWIMMING POOL CONSTRUCTION CONTRACT  {_md(dt)}\n\n"
            f"Owners: Luis & Marisol Herrera, {HOME_ADDR}\nPool: 14' x 32' freeform, 340 LF perimeter, 3.5'-5.5' "
            "depth, Baja shelf, pebble finish (Pebble Tec Tahoe Blue), travertine coping, 2 deck jets\nEquipment: "
            "Pentair IntelliFlo VSF, Clean & Clear 240 cartridge filter, IntelliChlor salt system\nContract "
            "price $54,900.00\nDraw schedule: 10% signing, 30% steel/gunite, 30% plumbing & tile, 20% plaster, "
            "10% final\nPermit: City of Phoenix, barrier inspection required (AZ pool fence law).")


def t_pool_permit(r, dt):
    return (f"City of Phoenix Planning & Development - Residential Pool Permit\nPermit "
            f"PLN-POOL-23-{r.randint(10000, 99999)}"
            f"\nIssued {_md(dt)}\nSite {HOME_ADDR}\nContractor Oasis Custom Pools & Spas LLC\nInspections: pre-gunite, "
            "pre-deck, electrical bonding, barrier, final")


def t_pool_draw(r, dt):
    return (f"Oasis Custom Pools & Spas - Draw Request #{r.randint(2, 5)}\n{_md(dt)}\nJob: Herrera, {HOME_ADDR}\n"
            f"Stage completed: {r.choice(['Steel & gunite', 'Plumbing & tile', 'Interior plaster'])}\nAmount due "
            f"{_usd(r, 10900, 16500)}\nPaid by check #{r.randint(1100, 1199)}")


def t_pool_final(r, dt):
    return (f"Pool start-up and final walk-through - {_md(dt)}\nOwner: Herrera\n\nSalt level 3,200 ppm, pH 7.4, "
            "alkalinity 90, CYA 50\nPump schedule: 2,000 RPM 6 am-12 pm, 1,200 RPM 12-4 pm\nPunch: one cracked coping "
            "stone (replace), gate self-closer adjusted\nFinal inspection passed. Warranty: structure lifetime, "
            "plaster 5 yr, equipment per manufacturer.")


# --------------------------------------------------------------------------- Health

KIDS = ["Valeria", "Mateo"]


def t_labs(r, dt):
    return (f"Sonora Quest Laboratories\nPatient: HERRERA, MARISOL  DOB 07/23/1985\nCollected {_md(dt)}  Ordering: "
            f"Dr. Patricia Lemus, MD (Banner Health Center Laveen)\n\nTSH {r.uniform(1.2, 4.9):.2f} uIU/mL "
            f"(0.45-4.50)\n"
            f"Free T4 {r.uniform(0.9, 1.5):.2f} ng/dL\nHemoglobin A1c {r.uniform(5.2, 5.9):.1f} %\nLipid panel: "
            f"total chol {r.randint(170, 226)}, LDL {r.randint(92, 141)}, HDL {r.randint(48, 66)}\nVitamin D "
            f"{r.randint(18, 34)} ng/mL (L)\nComment: continue levothyroxine 50 mcg.")


def t_checkup(r, dt):
    kid = r.choice(KIDS)
    return (f"Laveen Pediatrics - After Visit Summary\nPatient: {kid} Herrera  Visit {_md(dt)}\nWell child check, "
            f"Dr. Rafael Anaya\n\nHeight {r.randint(138, 165)} cm  Weight {r.randint(32, 55)} kg  BMI percentile "
            f"{r.randint(40, 88)}\nVision 20/20 both eyes. Hearing normal.\nVaccines today: "
            f"{r.choice(['Tdap, HPV #1, MenACWY', 'Flu', 'none due'])}\nDiscussed: sports, screen time, sleep 9 h, "
            "sunscreen and water in summer.\nNext well visit in 1 year.")


def t_immun(r, dt):
    return ("ARIZONA STATE IMMUNIZATION INFORMATION SYSTEM (ASIIS) - Official Immunization Record\n\nName: MATEO L "
            "HERRERA"
            "  DOB 02/19/2016\n\nDTaP 04/2016 06/2016 08/2016 05/2017 03/2020\nIPV 04/2016 06/2016 05/2017 03/2020\n"
            "MMR 02/2017 03/2020\nVaricella 02/2017 03/2020\nHep B 02/2016 04/2016 08/2016\nHep A 02/2017 08/2017\n"
            f"Influenza yearly 2018-2025\nPrinted {_md(dt)} for school enrollment.")


def t_dental(r, dt):
    return (f"Smile Kids & Family Dental\nStatement {_md(dt)}\nResponsible party: Marisol Herrera\n\n"
            f"{r.choice(KIDS)}: exam, cleaning, fluoride, 2 bitewing x-rays - insurance paid {_usd(r, 120, 190)}\n"
            f"{r.choice(KIDS)}: sealants #3, #14 - patient portion {_usd(r, 20, 60)}\nBalance due "
            f"{_usd(r, 20, 90)}. Next recall in 6 months.")


def t_eob(r, dt):
    return (f"Blue Cross Blue Shield of Arizona - Explanation of Benefits (this is not a bill)\n{_md(dt)}\nMember: "
            f"{r.choice(['MARISOL HERRERA', 'LUIS HERRERA', 'VALERIA HERRERA', 'MATEO HERRERA'])}  Group: Tolleson ESD "
            f"Trust\nProvider: "
            f"{r.choice(['Laveen Pediatrics', 'Banner Health Center', 'Sonora Quest Labs', 'NextCare Urgent Care'])}"
            f"\nBilled {_usd(r, 180, 900)}  Plan discount {_usd(r, 60, 300)}  Plan paid {_usd(r, 80, 500)}  You owe "
            f"{_usd(r, 0, 120)}\nDeductible met {_usd(r, 500, 1500)} of $1,500 (family $3,000).")


def t_vision(r, dt):
    return (f"Eyemart Express - Prescription  {_md(dt)}\nPatient: Valeria Herrera\nOD -1.75 -0.50 x 170\nOS -2.00 "
            "-0.25 x 015\nPD 60\nFrames: Ray-Ban RB5228 + anti-glare, VSP member price $148.00")


def t_sports_phys(r, dt):
    return (f"Arizona Interscholastic Association - Pre-Participation Physical Evaluation\nStudent: Valeria Herrera  "
            f"Grade 9  Sport: Volleyball\nExam date {_md(dt)}\nHistory reviewed - no cardiac symptoms, no prior "
            "concussion\nCleared for all sports without restriction.\nPhysician: Rafael Anaya, MD")


def t_rx(r, dt):
    return (f"Walgreens #03321  Rx {r.randint(1000000, 1999999)}\nFilled {_md(dt)}\nMARISOL HERRERA\nLevothyroxine 50 "
            "mcg tablet, take 1 daily on an empty stomach\nQty 90  Refills 2  Copay $10.00")


# --------------------------------------------------------------------------- Nursing (Marisol's job)

def t_rn_renewal(r, dt):
    return (f"Arizona State Board of Nursing - License Verification / Renewal Confirmation\n{_md(dt)}\n\nName: MARISOL "
            f"HERRERA\nLicense: Registered Nurse RN{r.randint(150000, 199999)}  Multistate (NLC) compact\nStatus: "
            f"Active  Expiration {_md(dt + timedelta(days=4 * 365))}\nRenewal fee $160.00 paid. Practice requirement "
            "(960 hours in 5 years) attested. Fingerprint clearance card on file.")


def t_ceu(r, dt):
    course = r.choice(["Managing Type 1 Diabetes in the School Setting (3.0 contact hours)",
                       "Seizure Action Plans and Rescue Medications (1.5 contact hours)",
                       "Anaphylaxis & Stock Epinephrine in Schools (2.0 contact hours)",
                       "Mental Health First Aid for School Nurses (8.0 contact hours)"])
    return (f"CERTIFICATE OF COMPLETION\n\nMarisol Herrera, RN\n\n{course}\n\nArizona School Nurses Organization / "
            f"NASN - approved provider of nursing continuing professional development\nCompleted {_us(dt)}")


def t_bls(r, dt):
    return (f"American Heart Association - BLS Provider eCard\nMarisol Herrera\nIssue date {_md(dt)}  Renew by "
            f"{_md(dt + timedelta(days=730))}\neCard code {r.randint(10 ** 11, 10 ** 12 - 1)}\nTraining center: "
            "Banner Health Training Center")


COMPLAINTS = ["headache", "stomach ache", "scraped knee", "asthma - inhaler", "blood sugar check", "fever 100.8",
              "nosebleed", "lice check"]


def t_nurse_log(r, dt):
    rows = ["Date;Time;Grade;Complaint;Action;Return to class"]
    for _ in range(r.randint(14, 22)):
        rows.append(f"{_md(dt - timedelta(days=r.randint(0, 4)))};{r.randint(8, 14)}:{r.randint(10, 59)};"
                    f"{r.choice(['K', '1', '2', '3', '4', '5'])};{r.choice(COMPLAINTS)};"
                    f"{r.choice(['rest 15 min', 'ice pack', 'parent called', 'med given per plan', 'bandage'])};"
                    f"{r.choice(['Y', 'Y', 'Y', 'sent home'])}")
    return "\n".join(rows)


def t_nurse_meeting(r, dt):
    return (f"District Health Services - school nurse meeting {_md(dt)}\n\n- Kindergarten round-up immunization "
            "audits due to ADHS by Nov 15.\n- New stock albuterol protocol signed by Dr. Lemus; every campus "
            "gets 2 inhalers + spacers.\n- Diabetes: 3 new students with pumps at Sierra Linda (Marisol) - "
            "training for the aides in August.\n- Heat: recess moves indoors when the WBGT flag is black.\n"
            "- Summer: CEU deadline for district stipend is July 31.")


def t_nurse_ref(r, dt):
    return ("Asthma Action Plan - School Protocol (reference)\n\nGREEN zone: no symptoms, peak flow > 80% of personal "
            "best - take controller medicine as prescribed.\nYELLOW zone: cough, wheeze, chest tight, peak flow "
            "50-80% - albuterol 2-4 puffs with spacer, repeat in 20 min if needed, notify parent.\nRED zone: "
            "very short of breath, can't talk, lips blue, peak flow < 50% - albuterol 4-6 puffs, CALL 911, "
            "notify parent.\n\nDocument each dose in the health office log.")


# --------------------------------------------------------------------------- School

def t_report_card(r, dt):
    kid, grade = r.choice([("Mateo Herrera", "Grade 4 - Palo Verde Elementary"),
                           ("Valeria Herrera", "Grade 9 - Desert Horizon High School")])
    subj = (["Reading", "Writing", "Math", "Science", "Social Studies", "PE", "Music"] if "Mateo" in kid else
            ["English 9 Honors", "Algebra I", "Biology", "World History", "Spanish for Native Speakers II",
             "Volleyball/PE", "Digital Photography"])
    g = (["4", "3", "3", "4", "2"] if "Mateo" in kid else ["A", "A-", "B+", "B", "A"])
    rows = "\n".join(f"{s:<36} {r.choice(g)}" for s in subj)
    return (f"{grade}\nProgress Report / Report Card - {r.choice(['Quarter 3', 'Semester 1', 'Quarter 4'])}\nStudent: "
            f"{kid}\nPrinted {_md(dt)}\n\n{rows}\n\nAbsences {r.randint(0, 6)}  Tardies {r.randint(0, 4)}\n"
            "Teacher comment: " + r.choice(["Works hard and helps classmates.", "Needs to turn in homework on time.",
                                            "Great progress in reading fluency!"]))


def t_school_mail(r, dt):
    subj = r.choice(["Palo Verde News - end of year awards", "Desert Horizon: course selection for 10th grade",
                     "Field day Friday - send water bottle and sunscreen", "Volleyball summer camp registration"])
    sender = r.choice(["Palo Verde Elementary <noreply@schoolmessenger.com>", "Desert Horizon HS <info@dhhs-az.org>"])
    return (f"From: {sender}"
            f"\nTo: marisol.herrera85@gmail.com\nDate: {dt:%a, %d %b %Y} 16:{r.randint(10, 59)}:00 -0700\nSubject: "
            f"{subj}\n\nDear Families / Estimadas familias,\n\nPlease read the information below. {subj}. Log in to "
            "ParentVUE for your student's details. Questions: call the front office (602) 555-0150.\n\nPor favor "
            "lea la información. Gracias.\n\nPrincipal Dr. Sandra Villa")


def t_field_trip(r, dt):
    return (f"Palo Verde Elementary - Field Trip Permission Slip\nGrade 4 - Arizona Science Center, "
            f"{_us(dt + timedelta(days=10))}"
            "\nCost $12.00 (bus + admission). Bring a sack lunch.\n\nMy child Mateo Herrera has permission to attend."
            "\nParent signature: Marisol Herrera   Phone (602) 555-0177\nChaperone? yes")


def t_hs_schedule(r, dt):
    return ("Desert Horizon High School - 2026-2027 Course Requests\nStudent: Valeria Herrera  ID 2291044  Grade 10\n\n"
            "1 English 10 Honors\n2 Geometry\n3 Chemistry\n4 AP Human Geography\n5 Spanish for Native Speakers III\n"
            "6 Volleyball\nAlternate: Medical Terminology (CTE Health Sciences)\n\nCounselor: Mr. Escalante. "
            f"Submitted {_md(dt)}")


def t_school_supplies(r, dt):
    return ("5th grade supply list - Palo Verde (2026-27)\n- 2 packs #2 pencils\n- 24 crayons, 10 markers\n- 4 "
            "composition notebooks\n- 1 pack dry-erase markers\n- headphones (labeled)\n- refillable water bottle\n"
            "- 2 boxes tissues (donation)\nUniform: navy or white polo, khaki bottoms.")


# --------------------------------------------------------------------------- Church

def t_giving(r, dt):
    return (f"Parroquia San Judas Tadeo\n{_us(dt)}\n\nLuis & Marisol Herrera\n{HOME_ADDR}\n\nContribution statement "
            f"{dt.year - 1}\nOnline giving (weekly offertory) {_usd(r, 4200, 5100)}\nBuilding fund "
            f"{_usd(r, 200, 600)}\n"
            "Jamaica / festival donation $250.00\nNo goods or services were provided in exchange for these "
            "contributions other than intangible religious benefits.\nFr. Tomás Aguirre, Pastor")


def t_bulletin(r, dt):
    return (f"SAN JUDAS TADEO - Boletín parroquial / Parish bulletin  {_md(dt)}\n\nMisas: sábado 5:00 pm (English), "
            "domingo 7:30 am, 9:30 am (English), 11:30 am y 1:30 pm (español)\nKermés/Jamaica parroquial: "
            "voluntarios para la carne asada - apuntarse con Luis Herrera o Don Pancho\nCatecismo 2026-27: "
            "inscripciones en la oficina\nQuinceañeras: plática obligatoria el segundo sábado del mes")


def t_volunteer(r, dt):
    rows = ["Fecha;Misa;Ujieres;Colecta"]
    for k in range(8):
        d = dt + timedelta(days=7 * k)
        rows.append(f"{_md(d)};{r.choice(['11:30 am', '1:30 pm'])};Luis Herrera, {_name(r)};{_name(r)}")
    return "\n".join(rows)


def t_religious_ed(r, dt):
    return (f"Religious Education Registration 2026-2027  {_md(dt)}\nParish: San Judas Tadeo\nChild: Mateo Herrera  "
            "Grade 5 (post-First Communion, level 4)\nBaptized: San Judas Tadeo 05/2016  First Communion 04/2024\n"
            "Class: Sunday 9:30-10:45 am (English)\nFee $60.00 paid. Parent volunteer hours: 5 (Marisol - health "
            "forms)")


# --------------------------------------------------------------------------- Travel

def t_flight(r, dt):
    code = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))
    return (f"Volaris - Confirmación de reservación / Booking confirmation\nCódigo {code}   Booked {_md(dt)}\n\n"
            "Y4 1431  PHX 10:45 -> GDL 15:20  Sábado 19 de diciembre de 2026\nY4 1432  GDL 07:05 -> PHX 08:05  Sábado "
            "2 de enero de 2027\n\nPasajeros: HERRERA/LUIS, HERRERA/MARISOL, HERRERA/VALERIA, HERRERA/MATEO\n"
            f"Tarifa Basic + 2 maletas documentadas 25 kg por persona\nTotal USD {_usd(r, 1780, 2240)}\n"
            "Documento: pasaporte vigente. Llegar 3 horas antes (vuelo internacional).")


def t_hotel(r, dt):
    return (f"Booking.com - Confirmation {r.randint(4000000000, 4999999999)}\nCasa de las Flores, Tlaquepaque, "
            f"Jalisco\n"
            "Check-in Sat 19 Dec 2026 (from 15:00)  Check-out Sat 26 Dec 2026\n2 rooms: Family Suite + Double\n"
            f"Total MXN {r.randint(24000, 31000):,} (approx. USD {r.randint(1300, 1700)}) - pay at property\n"
            "Free cancellation until 5 December 2026.")


def t_gdl_itin(r, dt):
    return ("Viaje Guadalajara - Navidad 2026\n\n19 dic: llegada GDL, recoge tío Arturo. Hotel en Tlaquepaque.\n"
            "20 dic: misa en la Basílica de Zapopan\n21-23: posadas con la familia Ochoa, centro de Tlaquepaque, "
            "Tonalá (tianguis jueves)\n24 dic: Nochebuena en casa de abuela Chela (llevar regalos!)\n25 dic: "
            "descanso\n26 dic: a Tepatitlán con tía Chayo (visitar panteón, tumba de los abuelos)\n"
            "28 dic: Chapala y Ajijic\n31 dic: año nuevo en Tepa\n2 ene: regreso\n\nPendiente: pasaportes de "
            "Valeria y Mateo (vencen), seguro de viaje, cambiar dólares.")


def t_passport(r, dt):
    kid = r.choice(["VALERIA GUADALUPE HERRERA", "MATEO LUIS HERRERA"])
    return (f"U.S. Department of State - Passport Application Status\nApplication locator "
            f"{r.randint(100000000, 999999999)}"
            f"\nApplicant: {kid}\nForm DS-11 (minor under 16, both parents present) - executed {_md(dt)} at Phoenix "
            "Main Library acceptance facility\nService: Routine  Fees $100.00 application + $35.00 execution\n"
            "Status: In Process. Estimated 4-6 weeks.")


def t_gdl_mail(r, dt):
    return (f"From: Arturo Ochoa <arturo.ochoa.gdl@gmail.com>\nTo: Marisol Herrera <marisol.herrera85@gmail.com>\n"
            f"Date: {dt:%a, %d %b %Y} 21:{r.randint(10, 59)}:00 -0600\nSubject: Re: diciembre!!\n\nHermana,\n\nQué "
            f"gusto "
            "que ya compraron los boletos. Yo paso por ustedes al aeropuerto, en la camioneta caben todos con las "
            "maletas. Mamá ya anda planeando el menú de Nochebuena (pozole y romeritos). El hotel en Tlaquepaque "
            "está bien cerca de la casa.\n\nDile a Luis que el compadre quiere que le ayude con su jardín, ja ja.\n\n"
            "Besos a Vale y Mateo\nArturo")


def t_cancun(r, dt):
    return (f"Expedia itinerary {r.randint(72000000000, 72999999999)}\nHyatt Ziva Cancun - All Inclusive\nJul 9 - Jul "
            f"15, "
            "2022 (6 nights)  2 adults, 2 children\nAmerican Airlines AA 2891 PHX-CUN Jul 9; AA 1402 CUN-PHX Jul 15\n"
            f"Total paid USD {_usd(r, 5900, 6800)}\nTransfers: Happy Transfers, shared shuttle (prepaid)")


def t_cancun_tours(r, dt):
    return ("Cancún - tours reservados\n- Xcaret Plus, 11 julio, recoger en hotel 7:10 am (4 x $139)\n- Isla Mujeres "
            "catamarán 13 julio\n- Chichén Itzá: no, muy lejos con los niños\nPropinas: llevar billetes de $1 y $5")


# --------------------------------------------------------------------------- Cooking

RECIPES = {
    "Pozole rojo de mi mamá": "3 lb pork shoulder + pata, 1 large can hominy, 6 guajillo, 3 ancho, garlic, "
                              "oregano. Simmer pork 2 h, blend chiles, add hominy last 30 min. Serve with "
                              "cabbage, radish, lime, tostadas.",
    "Tamales de puerco (para 6 docenas)": "5 lb masa preparada, 4 lb pork, red chile sauce, 80 hojas. Soak husks, "
                                          "spread masa thin, steam 1.5 h standing up.",
    "Birria de res": "4 lb chuck + short rib, guajillo, ancho, chipotle, clove, cinnamon, vinegar. Marinate "
                     "overnight, bake covered 3.5 h at 325 F. Consomé for dipping.",
    "Arroz rojo": "2 cups rice fried golden in oil, blend 2 tomatoes + onion + garlic, caldo de pollo 3.5 cups, "
                  "20 min covered.",
    "Capirotada (Cuaresma)": "Bolillo toasted, piloncillo syrup with cinnamon and clove, raisins, peanuts, "
                             "queso Cotija. Layer and bake 30 min at 350 F.",
    "Carne asada marinade (Luis)": "Juice of 4 oranges + 3 limes, 1 beer, garlic, cilantro, salt, pepper, Maggi. "
                                   "Flap meat 4-6 h. Mesquite charcoal.",
}


def t_recipe(name):
    def f(r, dt):
        note = r.choice(["receta de la abuela Chela", "from Tía Lety", "sale mejor al día siguiente", "para la posada"])
        return f"{name}\n\nPorciones: {r.choice([6, 8, 12, 20])}\n\n{RECIPES[name]}\n\nNota: {note}"
    return f


# --------------------------------------------------------------------------- misc: takeoff, references, old laptop

def t_hoa_takeoff(r, dt):
    rows = ["Area;Turf sq ft;Spray heads to cap;New valves;Drip emitters;DG tons;Plants;Labor hrs;Price"]
    for a in AREAS_HOA:
        sq = r.randint(6000, 32000)
        rows.append(f"{a};{sq};{sq // 180};{r.randint(2, 8)};{sq // 40};{sq * 2 // 1100};{sq // 210};"
                    f"{sq // 45};{sq * r.uniform(2.6, 3.1):.0f}")
    return "\n".join(rows)


def t_epi_ref(r, dt):
    return ("Stock Epinephrine in Arizona Schools - Quick Reference (A.R.S. 15-157)\n\nWho: any student or staff "
            "member showing signs of anaphylaxis, with or without a known allergy.\nSigns: hives, swelling of "
            "lips/tongue, trouble breathing, wheeze, vomiting, feeling of doom.\nAction: give auto-injector in "
            "outer thigh (0.15 mg < 25 kg, 0.3 mg >= 25 kg), call 911, lay flat, second dose after 5-15 min if no "
            "improvement, notify parent and administrator, complete ADHS report within 5 days.")


def t_readings(r, dt):
    return ("Lecturas del domingo - Misal mensual (extracto)\n\nPrimera lectura: Hechos de los Apóstoles 2, 1-11\n"
            "Salmo responsorial 103: Envía, Señor, tu Espíritu, a renovar la tierra.\nSegunda lectura: 1 Corintios "
            "12, 3b-7. 12-13\nEvangelio: Juan 20, 19-23\n\nReflexión: el Espíritu nos da dones distintos para "
            "servir a la comunidad.")


def t_resume(r, dt):
    return ("LUIS A. HERRERA\nPhoenix, AZ  |  (602) 555-0148  |  luis.herrera.az@gmail.com\n\nLANDSCAPE & IRRIGATION "
            "FOREMAN - 12 years experience, bilingual English/Spanish\n\nSun Country Landscape Management, Inc., "
            "Goodyear AZ - Crew Foreman, 2014-present\n- Lead 2 crews (9 people) on 28 HOA and commercial "
            "maintenance sites\n- Irrigation troubleshooting, controller programming (Rain Bird, Hunter)\n- Zero "
            "lost-time injuries 2016-2019\nDesert Greens Landscaping - Laborer / Irrigation helper, 2007-2014\n\n"
            "Certifications: QWEL (2019), Arizona Certified Landscape Professional (in progress), pesticide "
            "applicator (ADA)\nReferences available on request")


def t_old_budget(r, dt):
    rows = ["Mes;Sueldo Luis;Sueldo Marisol;Renta casa/hipoteca;Carro;Comida;Sobra"]
    for m in range(1, 13):
        rows.append(f"{m};{r.randint(3900, 4600)};{r.randint(3300, 3600)};1874;{r.randint(380, 420)};"
                    f"{r.randint(800, 1000)};{r.randint(-200, 900)}")
    return "\n".join(rows)


def t_old_timesheet(r, dt):
    rows = ["Site;Date;Crew;Hours;Notes"]
    for _ in range(14):
        rows.append(f"{r.choice(['Estrella Mountain Ranch', 'Verrado HOA', 'Palm Valley', 'Canyon Trails'])};"
                    f"{_md(dt - timedelta(days=r.randint(0, 13)))};Crew 2 (Luis);{r.randint(40, 76)};"
                    f"{r.choice(['', 'valve replaced', 'mainline break', 'overseed'])}")
    return "\n".join(rows)


def _exe(r: random.Random) -> bytes:
    return _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00", 2400)


def _ole(r: random.Random) -> bytes:
    return _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200)


DESKTOP_INI = (b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
               b"IconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n")


def _lock(owner: str) -> bytes:
    name = owner.encode("latin-1")
    return bytes([len(name)]) + name + b"\x00" * (54 - len(name)) + owner.encode("utf-16-le") + b"\x00" * 40


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

    used: set[int] = set()

    def imgno(age: float) -> int:
        n = 9400 - int(age * 3.4) + r.randint(0, 2)
        while n in used:
            n += 1
        used.add(n)
        return n

    def img(folder: str, bucket: str, topic: str, age: float, ext: str = "jpg") -> None:
        add(f"{folder}/IMG_{imgno(age):04d}.{ext}", bucket, topic, age, "exif" if ext == "jpg" else "")

    def sysfiles(folder: str, age: float, ini: bool = True, thumbs: bool = False) -> None:
        if ini:
            add(f"{folder}/desktop.ini", L, "System", age, DESKTOP_INI)
        if thumbs:
            add(f"{folder}/Thumbs.db", L, "System", age, _ole(r))

    D, DL, DK, PIC = "Documents", "Downloads", "Desktop", "Pictures"
    BZ = f"{D}/Herrera Landscaping"
    SC = f"{D}/Scanned Documents"
    OLD = "Old Laptop Backup - Dell 2019"
    LS, VH, FA, FI, HO, HE = "Landscaping", "Vehicles", "Family", "Finance", "Home", "Health"
    NU, SCH, CH, TR, PH = "Nursing", "School", "Church", "Travel", "Photos"

    # ------------------------------------------------------------ the business, running (Areas Landscaping)
    inv = 2140
    for age in (500, 430, 388, 341, 290, 233, 171):
        inv += r.randint(9, 40)
        add(f"{BZ}/Invoices/2025/Invoice {inv}.pdf", A, LS, age, t_invoice)
    for age in (139, 112, 88, 61, 40, 26, 12, 4):
        inv += r.randint(6, 25)
        add(f"{BZ}/Invoices/2026/Invoice {inv}.pdf", A, LS, age, t_invoice)
    for i, age in enumerate((210, 150, 97, 55, 33, 9)):
        add(f"{BZ}/Estimates/Estimate {640 + i * 17 + r.randint(0, 9)}.pdf", A, LS, age, t_estimate)
    add(f"{BZ}/Estimates/Estimate - Patterson backyard.docx", A, LS, 52, t_estimate)
    add(f"{BZ}/Estimates/Estimate - Gonzalez front yard DG (revised).docx", A, LS, 18, t_estimate)
    for age in (73, 59, 45, 31, 17):
        dt = NOW - timedelta(days=age)
        add(f"{BZ}/Payroll/2026/Payroll Register {dt:%Y-%m-%d}.pdf", A, LS, age, t_payroll)
    for age in (22, 15, 8):
        dt = NOW - timedelta(days=age)
        add(f"{BZ}/Payroll/Timesheets/timesheet week {dt:%m-%d}.xlsx", A, LS, age, t_timesheet)
    add(f"{BZ}/Workers Comp/WC policy 2025-2026.pdf", A, LS, 240, t_wc_policy)
    add(f"{BZ}/Workers Comp/Premium audit request.pdf", A, LS, 30, t_wc_audit)
    add(f"{BZ}/ROC License/ROC renewal notice.pdf", A, LS, 400, t_roc_renewal)
    add(f"{BZ}/ROC License/Bond continuation certificate.pdf", A, LS, 395, t_bond)
    add(f"{BZ}/Insurance/COI general 2026.pdf", A, LS, 120, t_coi)
    add(f"{BZ}/Insurance/COI Sunbelt Rentals.pdf", A, LS, 64, t_coi)
    for k, (nm, age) in enumerate([("Valley Irrigation Supply", 34), ("Desert Rock", 33), ("Arcadia Nursery", 35),
                                   ("Sunbelt", 62)]):
        dt = NOW - timedelta(days=age)
        add(f"{BZ}/Suppliers/{nm} statement {dt:%Y-%m}.pdf", A, LS, age,
            lambda r, dt, k=k: t_supplier_stmt(r, dt, k))
    add(f"{BZ}/Suppliers/Order confirmation SO.eml", A, LS, 41, t_supplier_mail)
    add(f"{BZ}/Taxes/TPT Q4 2025 confirmation.pdf", A, LS, 130, t_tpt)
    add(f"{BZ}/Taxes/TPT Q1 2026 confirmation.pdf", A, LS, 38, t_tpt)
    add(f"{BZ}/Taxes/941 Q1 2026.pdf", A, LS, 36, t_941)
    add(f"{BZ}/Customer list.csv", A, LS, 20, t_customers)
    add(f"{BZ}/Price list 2026.xlsx", A, LS, 150, t_pricelist)
    add(f"{BZ}/Heat Illness Policy - Politica del calor.docx", A, LS, 35, t_heat_policy)
    add(f"{BZ}/~$at Illness Policy - Politica del calor.docx", L, "System", 35, _lock("Luis Herrera"))
    sysfiles(BZ, 700)
    for age in (70, 66, 58):
        img(f"{PIC}/Jobs/2026-03 Patterson backyard", A, LS, age)
    img(f"{PIC}/Jobs/2026-03 Patterson backyard", A, LS, 47, "HEIC")
    for age in (24, 21, 19):
        img(f"{PIC}/Jobs/2026-05 Olsen front yard DG", A, LS, age)

    # ------------------------------------------------------------ reference and the old job
    add(f"{BZ}/Reference/Phoenix AMA low water use plants.pdf", R, LS, 610, t_plant_ref)
    add(f"{BZ}/Reference/Rain Bird ESP-LXME2 manual.pdf", R, LS, 380, t_controller_manual)
    add(f"{BZ}/Reference/Hunter Hydrawise HCC guide.pdf", R, LS, 95, t_controller_manual)
    add(f"{BZ}/Reference/OSHA heat illness fact sheet.pdf", R, LS, 400, t_osha_heat)
    add(f"{BZ}/Reference/Desert Landscaping - Plants for a Water-Scarce Environment.epub", R, LS, 720,
        _epub("Desert Landscaping: Plants for a Water-Scarce Environment", "George Brookbank", "en",
              "In the low desert the soil is alkaline and caliche often lies a foot below the surface; plant "
              "holes must drain. Choose natives and arid-adapted trees, water deeply and infrequently."))
    sc = f"{D}/Sun Country (old job)"
    add(f"{sc}/paystub 2019-11-15.pdf", X, LS, 2390, t_paystub)
    add(f"{sc}/paystub 2020-03-13.pdf", X, LS, 2270, t_paystub)
    add(f"{sc}/Performance review 2018.pdf", X, LS, 2720, t_review)
    add(f"{sc}/Performance review 2019.pdf", X, LS, 2360, t_review)
    add(f"{sc}/resignation letter.docx", X, LS, 2240, t_resign)
    add(f"{sc}/QWEL certificate.pdf", X, LS, 2480, t_qwel)

    # ------------------------------------------------------------ Saguaro Bend HOA contract (Projects Landscaping)
    hb = f"{BZ}/HOA Saguaro Bend"
    add(f"{hb}/01 RFP/Saguaro Bend RFP Landscape Renovation Phase 1.pdf", P, LS, 126, t_hoa_rfp)
    add(f"{hb}/02 Bid/Herrera proposal - Saguaro Bend.pdf", P, LS, 104, t_hoa_bid)
    add(f"{hb}/02 Bid/takeoff and pricing.xlsx", P, LS, 106, t_hoa_takeoff)
    add(f"{hb}/03 Contract/Landscape Construction Agreement - SIGNED.pdf", P, LS, 56, t_hoa_contract)
    add(f"{hb}/03 Contract/Exhibit B plant schedule.csv", P, LS, 57, t_hoa_plants)
    add(f"{hb}/03 Contract/COI Saguaro Bend additional insured.pdf", P, LS, 55, t_hoa_coi)
    add(f"{hb}/04 Schedule/Saguaro Bend schedule v3.xlsx", P, LS, 4, t_hoa_schedule)
    add(f"{hb}/04 Schedule/Saguaro Bend schedule v2.xlsx", P, LS, 25, t_hoa_schedule)
    add(f"{hb}/04 Schedule/plan de la semana.docx", P, LS, 6, t_hoa_crew)
    add(f"{hb}/05 Change Orders/CO-01 Aleppo pines.pdf", P, LS, 21, lambda r, dt: t_hoa_co(r, dt, 1))
    add(f"{hb}/05 Change Orders/CO-02 backflow.pdf", P, LS, 12, lambda r, dt: t_hoa_co(r, dt, 2))
    add(f"{hb}/05 Change Orders/CO-03 rip rap DRAFT.docx", P, LS, 2, lambda r, dt: t_hoa_co(r, dt, 3))
    add(f"{hb}/06 Pay Apps/Pay App 01.pdf", P, LS, 7, lambda r, dt: t_hoa_payapp(r, dt, 1))
    add(f"{hb}/06 Pay Apps/Conditional waiver PA1.pdf", P, LS, 7, t_hoa_waiver)
    add(f"{hb}/07 Submittals/Submittal 4 irrigation equipment.pdf", P, LS, 40, t_hoa_submittal)
    add(f"{hb}/Rebate/City turf rebate application.pdf", P, LS, 46, t_hoa_rebate)
    add(f"{hb}/Meeting notes 2026-05-19.txt", P, LS, 13, t_hoa_minutes)
    add(f"{hb}/punch list.txt", P, LS, 1, t_hoa_punch)
    add(f"{hb}/Correspondence/RE Saguaro Bend - Denise.eml", P, LS, 9, t_hoa_mail)
    add(f"{hb}/Correspondence/RE Pay App 1.eml", P, LS, 3, t_hoa_mail)
    for age in (49, 48, 48):
        img(f"{PIC}/Saguaro Bend/before photos (rebate)", P, LS, age)
    for age in (28, 22, 17, 15, 11, 9, 6, 3, 2, 1):
        img(f"{PIC}/Saguaro Bend", P, LS, age)
    img(f"{PIC}/Saguaro Bend", P, LS, 5, "HEIC")
    img(f"{PIC}/Saguaro Bend", P, LS, 2, "HEIC")
    sysfiles(f"{PIC}/Saguaro Bend", 1, ini=False, thumbs=True)

    # ------------------------------------------------------------ the second truck and trailer (Projects Vehicles)
    tk = f"{D}/Trucks/Truck 2 - 2026"
    add(f"{tk}/Buyers order Silverado 2500HD.pdf", P, VH, 16, t_truck_quote)
    add(f"{tk}/Big Tex 70LR trailer quote.pdf", P, VH, 27, t_trailer_quote)
    add(f"{tk}/SFCU loan application.pdf", P, VH, 14, t_loan_app)
    add(f"{tk}/SFCU conditional approval.pdf", P, VH, 6, t_preapproval)
    add(f"{tk}/truck comparison.xlsx", P, VH, 33, t_truck_compare)
    add(f"{tk}/Tres Rios quote add truck + trailer.pdf", P, VH, 5, t_ins_quote_truck)
    add(f"{tk}/RE 2023 Silverado 2500.eml", P, VH, 10, t_dealer_mail)
    for age in (19, 19, 12):
        img(f"{PIC}/Trucks", P, VH, age)
    img(f"{PIC}/Trucks", P, VH, 26, "HEIC")

    # ------------------------------------------------------------ vehicles, running (Areas Vehicles)
    tv = f"{D}/Trucks"
    add(f"{tv}/Mileage log 2025.xlsx", A, VH, 150, t_mileage)
    add(f"{tv}/Mileage log 2026.xlsx", A, VH, 3, t_mileage)
    add(f"{tv}/Registration/F-250 registration 2025.pdf", A, VH, 280, t_mvd)
    add(f"{tv}/Registration/Odyssey registration 2026.pdf", A, VH, 44, t_mvd)
    add(f"{tv}/Repairs/Discount Tire 2026-03.pdf", A, VH, 80, t_repair)
    add(f"{tv}/Repairs/brakes F-250.pdf", A, VH, 190, t_repair)
    add(f"{tv}/WEX/WEX statement 2026-04.pdf", A, VH, 32, t_fuel)
    add(f"{tv}/WEX/WEX statement 2026-05.pdf", A, VH, 2, t_fuel)
    add(f"{tv}/Odyssey insurance card.pdf", A, VH, 120, t_auto_id)

    # ------------------------------------------------------------ Valeria's quinceañera (Projects Family)
    qv = f"{D}/Quince Valeria"
    add(f"{qv}/Presupuesto quince.xlsx", P, FA, 3, t_quince_budget)
    add(f"{qv}/Padrinos/Lista de padrinos.docx", P, FA, 8, t_padrinos)
    add(f"{qv}/Padrinos/~$sta de padrinos.docx", L, "System", 8, _lock("Marisol"))
    add(f"{qv}/Lista de invitados.csv", P, FA, 11, t_quince_guests)
    add(f"{qv}/Salon Los Arcos contrato.pdf", P, FA, 140, t_salon)
    add(f"{qv}/Vestido recibo Bella Quinceanera.pdf", P, FA, 60, t_dress)
    add(f"{qv}/DJ Fuego contrato.pdf", P, FA, 45, t_dj)
    add(f"{qv}/Carta iglesia misa XV.pdf", P, FA, 90, t_church_quince)
    add(f"{qv}/Invitacion borrador.docx", P, FA, 15, t_invitation)
    add(f"{qv}/Fotografo cotizacion.pdf", P, FA, 38, t_photog)
    add(f"{qv}/Tacos El Guero cotizacion.pdf", P, FA, 29, t_catering)
    add(f"{qv}/Chambelanes.docx", P, FA, 20, t_chambelanes)
    add(f"{qv}/Musica/Tiempo de Vals - Chayanne.mp3", P, FA, 70,
        _id3(r, "Tiempo de Vals", "Chayanne", "Atado a Tu Amor"))
    add(f"{qv}/Musica/baile sorpresa mix v2.mp3", P, FA, 9, _id3(r, "Baile Sorpresa XV Valeria (mix)", "DJ Fuego", ""))
    add(f"{qv}/Ideas/pastel 1.png", P, FA, 50, "")
    add(f"{qv}/Ideas/pastel 2.png", P, FA, 50, "")
    add(f"{qv}/Ideas/centro de mesa rose gold.jpg", P, FA, 34, "")
    for age, ext in ((61, "HEIC"), (61, "HEIC"), (139, "jpg"), (139, "jpg")):
        img(f"{PIC}/Quince", P, FA, age, ext)
    add(f"{DK}/pendientes quince.txt", P, FA, 2, t_quince_todo)

    # ------------------------------------------------------------ family papers (Areas) and Dad's funeral (Archive)
    fam = f"{D}/Familia"
    add(f"{fam}/Acta de nacimiento Mateo.pdf", A, FA, 900, t_birth_cert)
    add(f"{fam}/Birth certificate Valeria.pdf", A, FA, 260, t_birth_cert)
    add(f"{fam}/numeros importantes.txt", A, FA, 330, t_family_notes)
    pa = f"{fam}/Papá"
    add(f"{pa}/Valle del Sol contrato funeral.pdf", X, FA, 818, t_funeral_contract)
    add(f"{pa}/Obituario Ernesto Herrera.docx", X, FA, 817, t_obituary)
    add(f"{pa}/Death certificates order.pdf", X, FA, 810, t_death_cert)
    add(f"{pa}/Greenwood interment rights.pdf", X, FA, 812, t_cemetery)
    add(f"{pa}/recordatorio.docx", X, FA, 816, t_recordatorio)
    add(f"{pa}/lista de agradecimientos.csv", X, FA, 790, t_thanks_list)
    for age in (815, 814, 814):
        img(f"{PIC}/Papá", X, FA, age)

    # ------------------------------------------------------------ household money (Areas Finance)
    tx = f"{D}/Taxes"
    add(f"{tx}/2023/Tax Return Summary 2023.pdf", A, FI, 775, t_tax_summary)
    add(f"{tx}/2024/Tax Return Summary 2024.pdf", A, FI, 410, t_tax_summary)
    add(f"{tx}/2024/W-2 Marisol 2024.pdf", A, FI, 480, t_w2)
    add(f"{tx}/2025/Tax Return Summary 2025.pdf", A, FI, 52, t_tax_summary)
    add(f"{tx}/2025/W-2 Marisol 2025.pdf", A, FI, 118, t_w2)
    add(f"{tx}/2025/1099s 2025.pdf", A, FI, 110, t_1099)
    add(f"{tx}/2025/Ochoa Tax letter.pdf", A, FI, 125, t_cpa_letter)
    bk = f"{D}/Banco"
    for age in (63, 32, 2):
        dt = NOW - timedelta(days=age)
        add(f"{bk}/AZFCU statement {dt:%Y-%m}.pdf", A, FI, age, t_bank)
    add(f"{bk}/Chase Freedom 2026-04.pdf", A, FI, 36, t_cc)
    add(f"{bk}/529 Valeria Q1 2026.pdf", A, FI, 58, t_529)
    add(f"{D}/Presupuesto casa 2026.xlsx", A, FI, 27, t_budget)

    # ------------------------------------------------------------ the house (Areas / Resources / Archive Home)
    hs = f"{D}/House"
    add(f"{hs}/Mortgage/Sun Valley statement 2026-04.pdf", A, HO, 45, t_mortgage)
    add(f"{hs}/Mortgage/Sun Valley statement 2026-05.pdf", A, HO, 15, t_mortgage)
    add(f"{hs}/Mortgage/Escrow analysis 2026.pdf", A, HO, 100, t_escrow)
    add(f"{hs}/Solar/GoodLeap statement.pdf", A, HO, 20, t_solar_loan)
    add(f"{hs}/Solar/solar production last 12 months.xlsx", A, HO, 10, t_solar_report)
    add(f"{hs}/SRP/SRP bill 2025-08.pdf", A, HO, 290, t_srp)
    add(f"{hs}/SRP/SRP bill 2026-05.pdf", A, HO, 9, t_srp)
    add(f"{hs}/City water bill 2026-04.pdf", A, HO, 40, t_water)
    add(f"{hs}/Home warranty renewal.pdf", A, HO, 160, t_warranty)
    add(f"{hs}/Pest control 2026-03.pdf", A, HO, 75, t_pest)
    add(f"{hs}/AC tune-up Cool Breeze.pdf", A, HO, 48, t_hvac)
    for nm, thing, age in (("Samsung washer manual", "washer", 1500), ("Trane XR14 owners guide", "ac", 1300),
                           ("LG fridge manual", "fridge", 640), ("Pentair IntelliFlo pump manual", "pool", 1010)):
        add(f"{hs}/Manuals/{nm}.pdf", R, HO, age, lambda r, dt, thing=thing: t_manual(r, dt, thing))
    pl = f"{hs}/Pool 2023"
    add(f"{pl}/Oasis pool contract.pdf", X, HO, 1140, t_pool_contract)
    add(f"{pl}/Pool permit.pdf", X, HO, 1110, t_pool_permit)
    add(f"{pl}/Draw request 2.pdf", X, HO, 1080, t_pool_draw)
    add(f"{pl}/Draw request 4.pdf", X, HO, 1030, t_pool_draw)
    add(f"{pl}/start-up walkthrough.docx", X, HO, 1010, t_pool_final)
    for age in (1100, 1075, 1050, 1012):
        img(f"{PIC}/Pool 2023", X, HO, age)

    # ------------------------------------------------------------ health (Areas Health)
    he = f"{D}/Health"
    add(f"{he}/Marisol/Labs 2025-08.pdf", A, HE, 290, t_labs)
    add(f"{he}/Marisol/Labs 2026-02.pdf", A, HE, 110, t_labs)
    add(f"{he}/Marisol/Walgreens levothyroxine.pdf", A, HE, 25, t_rx)
    add(f"{he}/Kids/Mateo well check 2026.pdf", A, HE, 95, t_checkup)
    add(f"{he}/Kids/Valeria well check 2025.pdf", A, HE, 240, t_checkup)
    add(f"{he}/Kids/Mateo immunization record.pdf", A, HE, 280, t_immun)
    add(f"{he}/Kids/Valeria sports physical.pdf", A, HE, 300, t_sports_phys)
    add(f"{he}/Dental/Smile Kids statement.pdf", A, HE, 66, t_dental)
    add(f"{he}/EOB/EOB 2026-03.pdf", A, HE, 80, t_eob)
    add(f"{he}/EOB/EOB 2026-05.pdf", A, HE, 14, t_eob)
    add(f"{he}/Valeria glasses rx.pdf", A, HE, 200, t_vision)

    # ------------------------------------------------------------ Marisol's nursing job (Areas / Resources Nursing)
    ma = f"{D}/Marisol"
    add(f"{ma}/RN license renewal 2025.pdf", A, NU, 330, t_rn_renewal)
    add(f"{ma}/CEU/Diabetes in schools certificate.pdf", A, NU, 210, t_ceu)
    add(f"{ma}/CEU/Seizure action plans certificate.pdf", A, NU, 90, t_ceu)
    add(f"{ma}/BLS eCard 2025.pdf", A, NU, 380, t_bls)
    add(f"{ma}/Health office log week 05-18.xlsx", A, NU, 10, t_nurse_log)
    add(f"{ma}/district nurse meeting notes.docx", A, NU, 60, t_nurse_meeting)
    add(f"{ma}/Protocols/Asthma action plan protocol.pdf", R, NU, 500, t_nurse_ref)
    add(f"{ma}/Protocols/Stock epinephrine quick reference.pdf", R, NU, 470, t_epi_ref)
    add(f"{ma}/Doc1.docx", R, NU, 150, t_nurse_ref, hard=True)

    # ------------------------------------------------------------ school (Areas School)
    sh = f"{D}/School"
    add(f"{sh}/Mateo/Report card Q3.pdf", A, SCH, 62, t_report_card)
    add(f"{sh}/Mateo/field trip permission.pdf", A, SCH, 85, t_field_trip)
    add(f"{sh}/Mateo/supply list 5th grade.txt", A, SCH, 6, t_school_supplies)
    add(f"{sh}/Valeria/Report card S1.pdf", A, SCH, 140, t_report_card)
    add(f"{sh}/Valeria/course requests 10th grade.pdf", A, SCH, 95, t_hs_schedule)
    add(f"{sh}/Palo Verde news.eml", A, SCH, 12, t_school_mail)
    add(f"{sh}/DHHS course selection.eml", A, SCH, 100, t_school_mail)

    # ------------------------------------------------------------ church (Areas / Resources Church)
    ig = f"{D}/Iglesia"
    add(f"{ig}/Contribution statement 2025.pdf", A, CH, 140, t_giving)
    add(f"{ig}/Boletin 2026-05-24.pdf", A, CH, 8, t_bulletin)
    add(f"{ig}/Ujieres horario.xlsx", A, CH, 16, t_volunteer)
    add(f"{ig}/Catecismo inscripcion Mateo.pdf", A, CH, 19, t_religious_ed)
    add(f"{ig}/Devocionario Catolico.epub", R, CH, 600,
        _epub("Devocionario Católico", "Editorial Verbo Divino", "es",
              "Oraciones de la mañana y de la noche, el Santo Rosario, la Coronilla de la Divina Misericordia y "
              "las oraciones para la Santa Misa."))
    add(f"{ig}/Lecturas domingo Pentecostes.pdf", R, CH, 8, t_readings)

    # ------------------------------------------------------------ trips: Guadalajara (Projects) and Cancún (Archive)
    gd = f"{D}/Viaje Guadalajara"
    add(f"{gd}/Volaris confirmacion.pdf", P, TR, 44, t_flight)
    add(f"{gd}/Hotel Tlaquepaque booking.pdf", P, TR, 39, t_hotel)
    add(f"{gd}/itinerario.docx", P, TR, 5, t_gdl_itin)
    add(f"{gd}/Pasaporte Valeria status.pdf", P, TR, 23, t_passport)
    add(f"{gd}/Pasaporte Mateo status.pdf", P, TR, 23, t_passport)
    add(f"{gd}/Re diciembre.eml", P, TR, 41, t_gdl_mail)
    cz = f"{D}/Viajes/Cancun 2022"
    add(f"{cz}/Expedia itinerary.pdf", X, TR, 1450, t_cancun)
    add(f"{cz}/tours.txt", X, TR, 1440, t_cancun_tours)

    # ------------------------------------------------------------ recipes (Resources Cooking)
    rc = f"{D}/Recetas"
    for (nm, ext), age in zip([("Pozole rojo de mi mamá", "docx"), ("Tamales de puerco (para 6 docenas)", "txt"),
                               ("Birria de res", "docx"), ("Arroz rojo", "txt"), ("Capirotada (Cuaresma)", "pdf"),
                               ("Carne asada marinade (Luis)", "txt")], (700, 180, 420, 900, 75, 30), strict=True):
        add(f"{rc}/{nm.split(' (')[0]}.{ext}", R, "Cooking", age, t_recipe(nm))
    sysfiles(D, 1600)

    # ------------------------------------------------------------ photos and screenshots (Resources Photos)
    for age in (400, 330, 260, 180, 120, 95, 60, 31, 14, 8):
        img(f"{PIC}/Camera Roll", R, PH, age)
    for age in (150, 44, 20, 3):
        img(f"{PIC}/Camera Roll", R, PH, age, "HEIC")
    sysfiles(f"{PIC}/Camera Roll", 3, ini=False, thumbs=True)
    for age in (1422, 1421, 1419, 1418):
        img(f"{PIC}/Cancun 2022", R, PH, age)
    for age in (230, 229):
        img(f"{PIC}/Mateo soccer", R, PH, age)
    for age in (88, 41, 27, 13, 4):
        dt = NOW - timedelta(days=age)
        add(f"{PIC}/Screenshots/Screenshot {dt:%Y-%m-%d} {r.randint(70000, 215959):06d}.png", R, PH, age, "")
    for age in (120, 57, 30, 7):
        dt = NOW - timedelta(days=age)
        add(f"{PIC}/WhatsApp/IMG-{dt:%Y%m%d}-WA{r.randint(10, 99):04d}.jpg", R, PH, age, "")
    add(f"{DK}/Screenshot (14).png", R, PH, 6, "")
    sysfiles(PIC, 1600)

    # ------------------------------------------------------------ copy of the old laptop (Archive Backup)
    ob = f"{OLD}/Users/Luis"
    bu = "Backup"
    add(f"{ob}/Documents/Resume Luis Herrera 2019.docx", X, bu, 2420, t_resume)
    add(f"{ob}/Documents/Sun Country/timesheet crew 2 2019.xlsx", X, bu, 2410, t_old_timesheet)
    add(f"{ob}/Documents/Sun Country/performance review 2017.pdf", X, bu, 3080, t_review)
    add(f"{ob}/Documents/presupuesto 2018.xlsx", X, bu, 2900, t_old_budget)
    add(f"{ob}/Documents/taxes 2018 summary.pdf", X, bu, 2600, t_tax_summary)
    add(f"{ob}/Documents/Mis recetas/pozole.txt", X, bu, 2700, t_recipe("Pozole rojo de mi mamá"))
    add(f"{ob}/Documents/LLC/Articles of Organization draft.docx", X, bu, 2250,
        "ARTICLES OF ORGANIZATION - Limited Liability Company (Arizona Corporation Commission)\n\nName: Herrera Desert "
        "Landscaping & Irrigation LLC\nStatutory agent: Luis A. Herrera, 5826 W Carson Rd, Laveen AZ 85339\n"
        "Management: member-managed\nMember: Luis A. Herrera (100%)\nCharacter of business: landscaping and "
        "irrigation contracting\nDRAFT - file online at azcc.gov ($50 + $35 expedite)")
    add(f"{ob}/Downloads/W-2 Sun Country 2019.pdf", X, bu, 2320,
        "Form W-2 Wage and Tax Statement 2019\nEmployer: SUN COUNTRY LANDSCAPE MANAGEMENT INC\nEmployee: LUIS A "
        "HERRERA\n1 Wages 61,842.17\n2 Federal income tax withheld 4,911.02\n16 State wages AZ 61,842.17")
    add(f"{ob}/Downloads/ChromeSetup.exe", X, bu, 2500, _exe(r))
    for age in (2600, 2550, 2480, 2300, 2240):
        add(f"{ob}/Pictures/iPhone/IMG_{imgno(age):04d}.JPG", X, bu, age, "exif")
    add(f"{ob}/Pictures/iPhone/Thumbs.db", L, "System", 2240, _ole(r))
    add(f"{ob}/Music/Vicente Fernandez - Volver Volver.mp3", X, bu, 2800,
        _id3(r, "Volver, Volver", "Vicente Fernández", "El Rey"))
    add(f"{ob}/Music/Los Tigres del Norte - La Puerta Negra.mp3", X, bu, 2790,
        _id3(r, "La Puerta Negra", "Los Tigres del Norte", "Gracias América"))
    add(f"{ob}/Desktop/desktop.ini", L, "System", 2300, DESKTOP_INI)

    # ------------------------------------------------------------ Downloads: the pile
    sw = "Software"
    add(f"{DL}/QuickBooksDesktopPro2024.exe", R, sw, 480, _exe(r))
    add(f"{DL}/ChromeSetup.exe", R, sw, 1500, _exe(r))
    add(f"{DL}/HPSmartSetup.exe", R, sw, 900, _exe(r))
    add(f"{DL}/ZoomInstallerFull.exe", R, sw, 700, _exe(r))
    add(f"{DL}/RainBird_IQ_Desktop_Setup.msi", R, sw, 100, _ole(r))
    add(f"{DL}/WhatsApp Installer.exe", R, sw, 300, _exe(r))
    add(f"{DL}/Saguaro_Bend_RFP_Phase1.pdf", P, LS, 127, t_hoa_rfp)
    add(f"{DL}/SRP_bill_May2026.pdf", A, HO, 9, t_srp)
    add(f"{DL}/W-2 Marisol 2025.pdf", A, FI, 119, t_w2)
    add(f"{DL}/osha-heat-illness-factsheet.pdf", R, LS, 401, t_osha_heat)
    hard_dl = [
        ("invoice.pdf", A, LS, 26, t_invoice), ("invoice (1).pdf", A, VH, 80, t_repair),
        ("invoice (2).pdf", A, LS, 12, t_invoice), ("invoice (3).pdf", A, HO, 48, t_hvac),
        ("document.pdf", P, VH, 6, t_preapproval), ("document (1).pdf", P, FA, 140, t_salon),
        ("document (2).pdf", A, HO, 100, t_escrow), ("document (3).pdf", P, LS, 12, lambda r, dt: t_hoa_co(r, dt, 2)),
        ("document (4).pdf", P, LS, 56, t_hoa_contract), ("document (5).pdf", A, HO, 160, t_warranty),
        ("document (6).pdf", P, TR, 39, t_hotel), ("statement.pdf", A, FI, 58, t_529),
        ("statement (1).pdf", A, LS, 34, lambda r, dt: t_supplier_stmt(r, dt, 0)),
        ("statement (2).pdf", A, FI, 32, t_bank),
        ("download.pdf", X, FA, 809, t_death_cert), ("receipt.pdf", P, FA, 60, t_dress),
        ("receipt (1).pdf", A, HO, 75, t_pest), ("Untitled.pdf", A, HE, 80, t_eob),
        ("Untitled (1).pdf", A, HE, 95, t_checkup), ("file.pdf", P, TR, 23, t_passport),
        ("print.pdf", P, TR, 44, t_flight), ("attachment.pdf", P, LS, 7, lambda r, dt: t_hoa_payapp(r, dt, 1)),
        ("ATT00001.pdf", A, CH, 140, t_giving), ("doc04512620260514.pdf", A, HE, 18, t_labs),
        ("Form.pdf", A, NU, 330, t_rn_renewal), ("export.csv", A, LS, 47, t_customers),
        ("export (1).csv", P, LS, 57, t_hoa_plants), ("data.xlsx", P, VH, 33, t_truck_compare),
        ("Book1.xlsx", P, FA, 65, t_quince_budget), ("report.pdf", A, SCH, 62, t_report_card),
        ("letter.pdf", P, FA, 90, t_church_quince), ("notice.pdf", A, LS, 400, t_roc_renewal),
        ("confirmation.pdf", A, LS, 38, t_tpt), ("certificate.pdf", A, NU, 90, t_ceu),
        ("Documents_2026-05-22.pdf", P, LS, 10, t_hoa_submittal), ("document (7).pdf", P, VH, 27, t_trailer_quote),
        ("Scan.pdf", A, HE, 200, t_vision), ("message.eml", P, VH, 10, t_dealer_mail),
        ("Receipt-0412-7781.pdf", A, HO, 40, t_water),
    ]
    for nm, b, tp, age, fn in hard_dl:
        add(f"{DL}/{nm}", b, tp, age, fn, hard=True)
    add(f"{DL}/QuickBooksDesktopPro2026.exe.crdownload", L, "System", 1, _exe(r)[:1600])
    add(f"{DL}/Unconfirmed 482913.crdownload", L, "System", 15, _blob(r, b"%PDF-1.7\n", 700))
    add(f"{DL}/Big Tex 70LR spec sheet.pdf.part", L, "System", 26, _blob(r, b"%PDF-1.5\n", 500))
    sysfiles(DL, 1600)

    # ------------------------------------------------------------ Desktop
    add(f"{DK}/Saguaro Bend schedule v3.xlsx", P, LS, 1, t_hoa_schedule)
    add(f"{DK}/New Text Document.txt", P, LS, 13, t_hoa_minutes, hard=True)
    add(f"{DK}/New Text Document (2).txt", A, FA, 300, t_family_notes, hard=True)
    add(f"{DK}/notes.txt", P, TR, 18, t_gdl_itin, hard=True)
    add(f"{DK}/New Text Document (3).txt", P, LS, 1, t_hoa_punch, hard=True)
    add(f"{DK}/untitled.txt", X, TR, 1445, t_cancun_tours, hard=True)
    add(f"{DK}/lista.txt", A, SCH, 5, t_school_supplies, hard=True)
    add(f"{DK}/Doc1.docx", A, NU, 60, t_nurse_meeting, hard=True)
    add(f"{DK}/New Microsoft Word Document.docx", P, FA, 9, t_padrinos, hard=True)
    add(f"{DK}/~$w Microsoft Word Document.docx", L, "System", 1, _lock("Marisol"))
    add(f"{DK}/New Microsoft Excel Worksheet.xlsx", A, VH, 4, t_mileage, hard=True)
    sysfiles(DK, 1600)

    # ------------------------------------------------------------ scanner output: scan_00xx.pdf (all hard)
    scans = [(t_birth_cert, A, FA, 910), (t_mvd, A, VH, 282), (t_funeral_contract, X, FA, 819),
             (t_cemetery, X, FA, 811), (t_pool_final, X, HO, 1009), (t_wc_audit, A, LS, 29),
             (t_immun, A, HE, 279), (t_field_trip, A, SCH, 84), (t_hoa_waiver, P, LS, 7), (t_bond, A, LS, 394),
             (t_loan_app, P, VH, 14), (t_bls, A, NU, 379), (t_paystub, X, LS, 1200), (t_mortgage, A, HO, 75),
             (t_dj, P, FA, 44), (t_wc_policy, A, LS, 239), (t_tax_summary, A, FI, 51), (t_photog, P, FA, 37),
             (t_sports_phys, A, HE, 299), (t_cancun, X, TR, 1300)]
    scans.sort(key=lambda s: -s[3])
    for k, (fn, b, tp, age) in enumerate(scans):
        add(f"{SC}/scan_{19 + k:04d}.pdf", b, tp, age, fn, hard=True)

    # ------------------------------------------------------------ odd corners of Documents
    add(f"{D}/New folder/Document1.docx", P, LS, 6, t_hoa_crew, hard=True)
    add(f"{D}/New folder/Document2.docx", A, CH, 19, t_religious_ed, hard=True)
    add(f"{D}/New folder/Book1.xlsx", A, HO, 11, t_solar_report, hard=True)
    add(f"{D}/New folder/New Text Document.txt", R, "Cooking", 120, t_recipe("Birria de res"), hard=True)
    add(f"{D}/Document1.docx", X, LS, 2240, t_resign, hard=True)
    add(f"{D}/2024/recibo.pdf", A, HE, 560, t_dental, hard=True)
    add(f"{D}/2024/Documento sin título.docx", X, FA, 816, t_obituary, hard=True)
    add(f"{D}/2024/scan0001.pdf", X, FA, 815, t_recordatorio, hard=True)
    return items
