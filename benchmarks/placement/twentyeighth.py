"""A twenty-eighth unseen labelled corpus: a plumber's shared Windows laptop, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts or
the bodies of the other corpora: only ``unseen.py``'s docstring and the start of its ``build()`` (for the way
labelling rules are written and the write/encode/add pattern), the ``Item`` dataclass and ``_pdf``/``_jpeg``
(``corpus.py``), ``_docx``/``_png``/``HEIC_HEAD`` (``blind.py``) and the small zip/xlsx/blob helpers of
``unseen.py``. The files and labels are shaped by what this person would have on disk.

The person: Marcus Okonkwo-Reid, 52, owns and runs Okonkwo-Reid Plumbing & Heating LLC in Columbus, Ohio
(shop on Cleveland Ave; three vans; two employees -- Luis Ortega, journeyman plumber, and Darnell Hayes,
heating tech -- and an apprentice, Kyle Brennan). He started the company in 2015 after nineteen years at
Buckeye Mechanical Contractors, a big commercial mechanical contractor (1996-2015). He lives in a house on
Glenmont Ave in Clintonville, is a deacon at New Covenant Baptist Church in Linden, and is divorced (from
Renee Whitaker, decree of 2019); they share custody of Tasha (16, a junior at Whetstone High School, looking at
colleges) and Devon (13, seventh grade at Dominion Middle School). His bookkeeping is QuickBooks exports and
his own spreadsheets; his accountant is Whitfield & Stone CPAs.

What is going on now (June 2026): buying a fourth van (a 2026 Ford Transit 250 from Capital City Ford,
financed by Buckeye Community Bank, with shelving upfit and lettering wrap); bidding the plumbing contract at
Maple Ridge Apartments in Westerville (water-heater replacement and domestic re-pipe of three buildings for
Crestline Property Group, bid due 12 June 2026); Tasha's college visits and the application plan for the fall
(Ohio State, Howard, Spelman, Case Western, Cincinnati; SAT, essays, FAFSA prep, scholarships); replacing the
roof of his house (quotes, contract, HELOC draw, work set for June); the church's "Rise & Build" building fund
drive that he leads (pledges, letters, kickoff, the fellowship-hall roof and ramp); a beach week at Myrtle Beach
with the kids in July 2026. Finished: the divorce (settled 2019); his job at Buckeye Mechanical (ended 2015);
the lawsuit Pruitt v. Okonkwo-Reid Plumbing in Franklin County Municipal Court (settled 2023); buying the third
van (2024); the basement waterproofing at home (2023); the church's 100th-anniversary banquet (October 2025);
past trips (Enugu 2023, the Atlanta family reunion 2024, Chicago 2025).

The machine: a Windows 11 laptop used by Marcus and sometimes by the kids. A fairly tidy
``Documents/Okonkwo-Reid Plumbing/`` with a folder per job (customer and address), QuickBooks exports,
payroll, licences, insurance; ``Documents/Personal``, ``Documents/Church``, ``Documents/Kids``; then the
chaos: ``Downloads/`` (``document (3).pdf``, ``export.csv``, a game installer, Devon's homework),
``Desktop/`` (``Untitled.txt``, ``Doc1.docx``, ``Book1.xlsx``), ``Scans/`` from the shop printer
(``scan_0031.pdf``), ``misc/``, ``New folder/``, a ``2024/`` dump folder, phone photo imports and job photos
under ``Pictures/``, music, and ``Old Dell Backup 2018/``, a copy of his previous computer.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  fourth van (dealer quotes, financing, upfit, wrap proofs, photos of the van) -- topic Plumbing; the Maple
  Ridge Apartments bid (invitation to bid, site-walk notes and photos, takeoff, supplier quotes, bid bond,
  draft proposal, the insurance certificate issued for the bid) -- topic Plumbing; Tasha's college search and
  applications (visits, visit photos, SAT, essays, FAFSA prep, scholarships) -- topic School; the house roof
  replacement (quotes, contract, HELOC draw, photos of the old roof, even a 2024 hail photo kept for it) -- topic
  Home; the church building-fund drive (campaign plan, pledges, letters, kickoff programme and photos, photos of
  the leaking fellowship hall) -- topic Church; the Myrtle Beach week in July 2026 -- topic Travel.
- **Areas**: responsibilities with no end, whatever the document's age. The business (topic Plumbing): every
  customer job, open or closed, with its estimate, invoice, permit, notes and before/after photos (the jobs
  are the running work of the company, not projects of their own), QuickBooks exports, AR, supplier
  statements, payroll, 941s, W-2s, employees, the apprentice, licences and CE, the company's own insurance
  and workers' comp, the three vans' upkeep, the business tax filings. Personal money -- bank, credit card,
  mortgage, the SEP-IRA, his personal 1040s of any year (Finance); the house, its bills, property tax and
  repairs (Home); his and the kids' health (Health); personal home, auto and life insurance (Insurance); his
  own truck (Car); the kids' schooling at Whetstone and Dominion (School); custody, the shared parenting plan
  and child support -- the decree's parenting terms still in force (Family); deacon duties -- board minutes,
  visitation, benevolence, the deacon rota (Church). A 2021 tax return or 2022 board minutes are still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: plumbing code extracts,
  manufacturer manuals, sizing tables, trade articles, CE course notes (Plumbing) -- even when the manual sits
  inside the bid folder; Bible-study and sermon notes, the deacon handbook (Church); recipes (Cooking); music
  (Music); ebooks (Books); installers (Software); Devon's game files and mods (Games); fishing maps and
  regulations (Fishing); general college-guidance articles, even in Tasha's college folder (School); money
  articles (Finance); family photos, phone imports and screenshots (Photos) -- except photos that document a
  project or a job (the project's or job's bucket and topic), past trips' photos (Archive Travel) and anything
  in the old-computer copy.
- **Archive**: finished projects and ended responsibilities, however recent the file: the divorce case
  (attorneys, mediation, asset division) -- Family; his employment at Buckeye Mechanical -- Plumbing; the Pruitt
  lawsuit -- Plumbing (a dispute over a job is the business's subject); the third van purchase of 2024 --
  Plumbing; the 2023 basement waterproofing -- Home; the 100th-anniversary banquet -- Church; past trips --
  Travel; ``Old Dell Backup 2018`` as a whole -- Backup (its ``desktop.ini`` is still Left).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``, ``._name`` AppleDouble
  files from Tasha's school Mac) are written but not labelled.

Topics are subjects (the roof is ``Home`` like the utility bills; the college search is ``School`` like report
cards; business insurance is ``Plumbing``, personal policies ``Insurance``). ``hard`` marks a file whose name
*and* folder say nothing about its subject (``Downloads/document (3).pdf``, ``Desktop/Untitled.txt``,
``Scans/scan_0031.pdf``, ``misc/notes.txt``): only the text inside can place it. Images are never hard.
Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

# --------------------------------------------------------------------------- helpers


def _us(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _mdy(dt: datetime) -> str:
    return dt.strftime("%m/%d/%Y")


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} 0{dt.day % 9}:1{dt.day % 6}:00 -0400\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


def _ago(age: float) -> datetime:
    return NOW - timedelta(days=age)


MARCUS = "Marcus Okonkwo-Reid"
ME = "Marcus Okonkwo-Reid <marcus@okonkworeidplumbing.com>"
ME_HOME = "Marcus O-R <mokonkworeid52@gmail.com>"
HOME_ADDR = "219 Glenmont Ave, Columbus, OH 43214"
BIZ = ("Okonkwo-Reid Plumbing & Heating LLC\n2860 Cleveland Ave, Columbus, OH 43224\n"
       "(614) 555-0148 | office@okonkworeidplumbing.com\nOhio Contractor License PL.41782 / HY.41782")
CHURCH = "New Covenant Baptist Church\n1455 E Hudson St, Columbus, OH 43211"

CUSTOMERS = [
    ("Janet Hendricks", "412 E Tulane Rd, Columbus, OH 43202"),
    ("Robert & Alma Fields", "1887 Northwest Blvd, Columbus, OH 43212"),
    ("Priya Raman", "57 W Pacemont Rd, Columbus, OH 43202"),
    ("Curtis Bell", "2211 Cleveland Ave, Columbus, OH 43211"),
    ("Linden Family Dental", "1420 Oakland Park Ave, Columbus, OH 43224"),
    ("Deborah Nwosu", "845 Bryden Rd, Columbus, OH 43205"),
    ("Tom Kessler", "3041 Minerva Lake Rd, Columbus, OH 43231"),
    ("Gloria Mayfield", "1539 Mooberry St, Columbus, OH 43205"),
    ("Sunrise Laundromat", "5102 Sharon Ave, Columbus, OH 43214"),
    ("Kevin & Amy Strand", "706 Evening St, Worthington, OH 43085"),
    ("Harold Greene", "2965 Shady Ln, Whitehall, OH 43213"),
    ("Maria Delgado", "170 Kelso Rd, Columbus, OH 43202"),
]

WORK = {
    "water heater": ("Remove and haul away existing 40 gal gas water heater. Install new Bradford White 50 gal "
                     "atmospheric vent water heater, new gas flex connector, thermal expansion tank, T&P "
                     "discharge piped to within 6 in of floor. Permit and inspection included.", 1850, 2650),
    "sewer": ("Hydro-jet main sewer line from basement cleanout to city tap. Camera inspection with recording; "
              "root cutting at 38 ft. Recommend spot repair of offset joint.", 450, 950),
    "furnace": ("Replace existing 80% furnace with Goodman GMVC96 two-stage 80k BTU, new 2 in PVC intake and "
                "exhaust, condensate pump, Honeywell T6 thermostat. Startup and combustion test.", 4800, 7200),
    "repipe": ("Re-pipe upstairs bath and kitchen supply in PEX-A with expansion fittings; replace galvanized "
               "main to meter with 1 in copper; new quarter-turn stops throughout.", 3200, 5600),
    "sump": ("Replace failed sump pump with Zoeller M63, new check valve and union, install battery backup "
             "pump and high-water alarm.", 650, 1150),
    "boiler": ("Service hydronic boiler; replace circulator Taco 007; flush and bleed three zones; replace "
               "pressure relief valve; check expansion tank charge.", 380, 820),
    "tankless": ("Install Navien NPE-240A2 condensing tankless water heater, concentric PVC vent through side "
                 "wall, upsize gas line to 3/4 in black iron, isolation valve kit, descale kit.", 4200, 5900),
    "slab leak": ("Locate leak on hot line under kitchen slab with acoustic equipment; abandon line and "
                  "reroute overhead in PEX through basement ceiling; pressure test.", 1400, 2800),
    "kitchen": ("Rough-in for kitchen remodel: relocate sink drain and vent, new dishwasher and disposal "
                "connections, gas line to range; set fixtures after cabinets.", 900, 1650),
    "backflow": ("Annual test of 1 in RPZ backflow preventer; results filed with City of Columbus Division "
                 "of Water backflow program.", 95, 165),
}

SUPPLIERS = ["Ferguson Plumbing Supply, 1600 E 5th Ave, Columbus OH", "Winsupply of Columbus, 3550 Westerville Rd",
             "Johnstone Supply Columbus, 4100 Lockbourne Rd"]

# --------------------------------------------------------------------------- business (Areas Plumbing)


def t_estimate(r, dt, cust, work):
    name, addr = cust
    desc, lo, hi = WORK[work]
    return (f"{BIZ}\n\nESTIMATE #{r.randint(2100, 2999)}\nDate: {_mdy(dt)}\n\nPrepared for: {name}\n{addr}\n\n"
            f"Scope of work:\n{desc}\n\nLabor and materials: {_usd(r, lo, hi)}\n"
            "Estimate valid 30 days. 50% deposit on equipment jobs, balance due on completion.\n"
            "All work performed to Ohio Plumbing Code and City of Columbus requirements. 1-year labor warranty.\n"
            f"Accepted by: ____________________   Estimator: {MARCUS}")


def t_invoice(r, dt, cust, work):
    name, addr = cust
    desc, lo, hi = WORK[work]
    hrs = r.randint(2, 14)
    return (f"{BIZ}\n\nINVOICE {r.randint(10300, 10999)}\nInvoice date: {_mdy(dt)}   Terms: Due on receipt\n\n"
            f"Bill to: {name}\nService address: {addr}\n\n{desc}\n\n"
            f"Labor {hrs} hrs @ $115.00: ${hrs * 115:,.2f}\nMaterials: {_usd(r, lo * 0.3, lo * 0.6)}\n"
            f"Permit fee: {_usd(r, 45, 120)}\nTotal due: {_usd(r, lo, hi)}\n\n"
            "Thank you for your business! Pay by check to Okonkwo-Reid Plumbing & Heating LLC or card online.")


def t_permit(r, dt, cust, work):
    name, addr = cust
    city = "City of Worthington Building Department" if "Worthington" in addr else (
        "City of Whitehall Building Division" if "Whitehall" in addr else
        "City of Columbus Department of Building and Zoning Services")
    return (f"{city}\nPLUMBING PERMIT  No. PLB-{dt.year}-{r.randint(10000, 99999)}\nIssued: {_mdy(dt)}\n\n"
            f"Job address: {addr}\nOwner: {name}\nContractor: Okonkwo-Reid Plumbing & Heating LLC, "
            f"OCILB PL.41782\nWork: {work} - {WORK[work][0][:90]}...\n"
            "Inspections required: rough-in / final. Call the IVR line 24 hours ahead to schedule.\n"
            "Permit expires 180 days from issue if no inspection is requested.")


def t_job_notes(r, dt, cust, work):
    name, addr = cust
    return (f"{name} - {addr}\n{_mdy(dt)}\n\n"
            f"Called in about {work}. {r.choice(['Referral from Angie', 'Repeat customer', 'Google ad', 'Neighbor of the Fields job'])}.\n"
            f"Sent {r.choice(['Luis', 'Darnell', 'Luis + Kyle', 'myself and Kyle'])}.\n"
            f"- shutoff at {r.choice(['front wall', 'meter pit', 'by the furnace'])}, "
            f"{r.choice(['works', 'seized - replaced', 'weeping, told customer'])}\n"
            f"- gas meter {r.choice(['inside', 'outside on east wall'])}\n"
            f"- {r.choice(['dog in backyard', 'park in alley', 'code on side door 4417', 'customer works nights, call after 11'])}\n"
            "Materials from Ferguson on account. Photos before/after in folder.")


def t_qb_export(r, dt):
    rows = ["Date,Transaction Type,Num,Name,Memo/Description,Account,Amount"]
    for _ in range(r.randint(9, 16)):
        d = dt - timedelta(days=r.randint(0, 28))
        c = r.choice(CUSTOMERS)[0]
        w = r.choice(list(WORK))
        if r.random() < 0.7:
            rows.append(f"{_mdy(d)},Invoice,{r.randint(10300, 10999)},{c},{w},Sales:Service,{r.uniform(95, 6000):.2f}")
        else:
            rows.append(f"{_mdy(d)},Payment,,{c},check {r.randint(1000, 9999)},Undeposited Funds,{r.uniform(95, 6000):.2f}")
    return "\n".join(rows) + "\n"


def t_ar_aging(r, dt):
    rows = ["Customer;Current;1-30;31-60;61-90;Over 90;Total"]
    for c, _ in r.sample(CUSTOMERS, 7):
        v = [r.choice([0, 0, r.randint(95, 4800)]) for _ in range(5)]
        rows.append(f"{c};" + ";".join(f"{x:.2f}" for x in v) + f";{sum(v):.2f}")
    return f"Okonkwo-Reid Plumbing & Heating LLC;A/R Aging Summary;As of {_mdy(dt)}\n" + "\n".join(rows)


def t_pl(r, dt, year):
    inc = r.uniform(610_000, 720_000)
    cogs = inc * r.uniform(0.33, 0.38)
    return (f"Okonkwo-Reid Plumbing & Heating LLC\nProfit and Loss\nJanuary - December {year}\n\n"
            f"Income\n  Service income  {inc * 0.72:,.2f}\n  Installation income  {inc * 0.28:,.2f}\n"
            f"Total Income  {inc:,.2f}\nCost of Goods Sold\n  Materials & equipment  {cogs:,.2f}\n"
            f"Gross Profit  {inc - cogs:,.2f}\nExpenses\n  Payroll wages  {inc * 0.24:,.2f}\n  Payroll taxes  "
            f"{inc * 0.022:,.2f}\n  Vehicle fuel & repairs  {r.uniform(21000, 29000):,.2f}\n  Insurance (GL, auto, BWC)  "
            f"{r.uniform(14000, 18500):,.2f}\n  Shop rent  21,600.00\n  Phone & software  {r.uniform(4100, 5200):,.2f}\n"
            f"Net Income  {inc * r.uniform(0.09, 0.14):,.2f}\n\nAccrual basis. Prepared from QuickBooks Online.")


def t_payroll(r, dt):
    rows = ["Employee,Pay Period End,Hours,OT Hours,Rate,Gross,Fed WH,Ohio WH,Columbus Tax 2.5%,Soc Sec,Medicare,Net Pay"]
    for name, rate in (("Luis Ortega", 36.5), ("Darnell Hayes", 34.0), ("Kyle Brennan (apprentice)", 19.75)):
        for wk in (7, 0):
            h, ot = 40, r.choice([0, 0, 2.5, 4, 6])
            g = h * rate + ot * rate * 1.5
            rows.append(f"{name},{_mdy(dt - timedelta(days=wk))},{h},{ot},{rate:.2f},{g:.2f},{g * .11:.2f},{g * .028:.2f},"
                        f"{g * .025:.2f},{g * .062:.2f},{g * .0145:.2f},{g * .76:.2f}")
    return "\n".join(rows) + "\n"


def t_941(r, dt, q, year):
    w = r.uniform(38000, 47000)
    return (f"Form 941 for {year}: Employer's QUARTERLY Federal Tax Return\nDepartment of the Treasury - Internal "
            f"Revenue Service\nEIN 82-4417309   Name: OKONKWO-REID PLUMBING & HEATING LLC\nAddress: 2860 Cleveland Ave, "
            f"Columbus OH 43224\nReport for this Quarter: {q}\n1 Number of employees who received wages: 3\n"
            f"2 Wages, tips, and other compensation: {w:,.2f}\n3 Federal income tax withheld: {w * .11:,.2f}\n"
            f"5a Taxable social security wages: {w:,.2f} x 0.124 = {w * .124:,.2f}\n5c Taxable Medicare wages: "
            f"{w:,.2f} x 0.029 = {w * .029:,.2f}\n12 Total taxes after adjustments: {w * .263:,.2f}\n"
            "Prepared by Whitfield & Stone CPAs. Deposits made semiweekly through EFTPS.")


def t_w2_summary(r, year):
    return (f"W-2 / W-3 Summary - Tax Year {year}\nOkonkwo-Reid Plumbing & Heating LLC  EIN 82-4417309\n\n"
            f"Luis Ortega      Box 1 {r.uniform(74000, 82000):,.2f}\nDarnell Hayes    Box 1 {r.uniform(68000, 76000):,.2f}\n"
            f"Kyle Brennan     Box 1 {r.uniform(38000, 42000):,.2f}\n\nW-3 transmitted to SSA {_us(datetime(year + 1, 1, 27))}.\n"
            "Employee copies mailed. Ohio IT-3 and Columbus W-3 reconciliations filed.")


def t_bwc(r, dt):
    return (f"Ohio Bureau of Workers' Compensation\nCertificate of Ohio Workers' Compensation\n\n"
            f"Employer: OKONKWO-REID PLUMBING & HEATING LLC\nPolicy number: 2047761-0\nCoverage period: "
            f"07/01/{dt.year} to 07/01/{dt.year + 1}\n\nThis certifies that the employer has complied with Ohio Revised Code "
            "4123.35 and is entitled to the benefits of the State Insurance Fund. Post this certificate "
            "conspicuously in the workplace. True-up report due by August 15.")


def t_gl_policy(r, dt):
    return (f"COMMERCIAL GENERAL LIABILITY DECLARATIONS\nNamed insured: Okonkwo-Reid Plumbing & Heating LLC\n"
            f"Policy period: {_mdy(dt)} to {_mdy(dt + timedelta(days=365))}\nCarrier: Central Buckeye Mutual Insurance\n"
            "Each occurrence $1,000,000 / General aggregate $2,000,000 / Products-completed operations $2,000,000\n"
            f"Classification: Plumbing - commercial and residential (98483)\nAnnual premium: {_usd(r, 6800, 8400)}\n"
            "Agent: Tri-County Insurance Agency, Dawn Petrakis")


def t_coi(r, dt, holder):
    return (f"CERTIFICATE OF LIABILITY INSURANCE   DATE {_mdy(dt)}\nProducer: Tri-County Insurance Agency\n"
            "Insured: Okonkwo-Reid Plumbing & Heating LLC, 2860 Cleveland Ave, Columbus OH 43224\n"
            "General liability: $1,000,000 each occurrence. Automobile liability: $1,000,000 combined single limit.\n"
            "Workers compensation: Ohio BWC monopolistic state.\n"
            f"Certificate holder: {holder}\nThis certificate is issued as a matter of information only.")


def t_van_log(r, dt):
    rows = ["Van;Date;Mileage;Work;Shop;Cost"]
    for v in ("Van 1 2017 Chevy Express", "Van 2 2020 Ford Transit", "Van 3 2024 Ford Transit"):
        for _ in range(3):
            d = dt - timedelta(days=r.randint(0, 300))
            rows.append(f"{v};{_mdy(d)};{r.randint(30000, 160000)};{r.choice(['oil change', 'brakes front', 'tires x4', 'battery', 'inspection', 'ladder rack bolts'])};"
                        f"{r.choice(['Jiffy Lube Cleveland Ave', 'Capital City Ford service', 'Tire Discounters'])};{r.uniform(60, 900):.2f}")
    return "\n".join(rows)


def t_fuel(r, dt):
    rows = [f"WEX Fleet Card statement - {dt:%B %Y} - Okonkwo-Reid Plumbing", "Date,Card,Driver,Station,Gallons,Amount"]
    for _ in range(12):
        d = dt - timedelta(days=r.randint(0, 29))
        g = r.uniform(14, 28)
        rows.append(f"{_mdy(d)},{r.choice(['-1041', '-1042', '-1043'])},{r.choice(['ORTEGA', 'HAYES', 'OKONKWO-REID'])},"
                    f"{r.choice(['Speedway 5020 Cleveland', 'Marathon Morse Rd', 'Sunoco Hudson'])},{g:.1f},{g * 3.39:.2f}")
    return "\n".join(rows) + "\n"


def t_supplier_stmt(r, dt, sup):
    lines = [f"{sup}\nSTATEMENT OF ACCOUNT   Account 118-4472   Closing date {_mdy(dt)}\n"
             "Customer: OKONKWO-REID PLUMBING & HEATING LLC\n"]
    for _ in range(6):
        d = dt - timedelta(days=r.randint(1, 30))
        lines.append(f"{_mdy(d)}  Invoice S{r.randint(1000000, 9999999)}  PO {r.choice(['Hendricks', 'Fields', 'Raman', 'shop stock', 'Kessler'])}  {_usd(r, 40, 2400)}")
    lines.append(f"Balance due: {_usd(r, 3000, 14000)}   Terms: 2% 10th, net 30")
    return "\n".join(lines)


def t_license(r, dt):
    return (f"Ohio Department of Commerce - Ohio Construction Industry Licensing Board\n\nLICENSE RENEWAL CONFIRMATION\n"
            f"Licensee: MARCUS OKONKWO-REID\nLicense: Plumbing Contractor PL.41782; Hydronics Contractor HY.41782\n"
            f"Renewed: {_mdy(dt)}   Expires: {_mdy(dt + timedelta(days=365))}\n"
            "Continuing education: 10 hours completed (3 hrs code, 1 hr business law, 6 hrs technical).\n"
            "Proof of $500,000 liability insurance on file.")


def t_ce_cert(r, dt):
    return (f"Certificate of Completion\n\n{MARCUS}\nhas completed\n"
            f"{r.choice(['Ohio Plumbing Code Update 2026', 'Hydronic System Design & Troubleshooting', 'Backflow Prevention Refresher'])}\n"
            f"{r.randint(3, 6)} hours OCILB approved continuing education, course #{r.randint(1000, 9999)}\n"
            f"PHCC of Central Ohio, {_us(dt)}")


def t_handbook(r, dt):
    return ("Okonkwo-Reid Plumbing & Heating LLC - Employee Handbook (rev. " + f"{dt:%B %Y})\n\n"
            "1. Hours: shop opens 7:00 am. First call at 8:00. On-call rotates weekly; on-call pay $75/night plus hours.\n"
            "2. Vans: no personal use. Keep the van stocked from the shop list every Friday. Report any accident "
            "to Marcus the same day.\n3. Time: log hours in the QuickBooks Time app before you leave a job.\n"
            "4. PTO: 5 days after one year, 10 days after three years. Holidays: New Year, Memorial Day, July 4, "
            "Labor Day, Thanksgiving and day after, Christmas.\n5. Safety: eye protection when cutting, confined "
            "space rules in crawlspaces, respirator for cast iron cutting.\n6. Apprentices work under a licensed plumber at all times.")


def t_apprentice(r, dt):
    rows = ["Week ending;Hours on the job;Class hours (PHCC);Tasks;Supervisor"]
    for k in range(8):
        d = dt - timedelta(days=7 * k)
        rows.append(f"{_mdy(d)};{r.randint(36, 44)};{r.choice([0, 4, 4])};"
                    f"{r.choice(['water heater swap', 'drain cleaning', 'PEX rough-in', 'soldering practice', 'sump pump', 'gas line pressure test'])};"
                    f"{r.choice(['Luis Ortega', 'Darnell Hayes', 'M. Okonkwo-Reid'])}")
    return "Kyle Brennan - apprentice hours log (2nd year)\n" + "\n".join(rows)


def t_review(r, dt, who):
    return (f"Annual review - {who}\nDate: {_us(dt)}\nReviewer: {MARCUS}\n\n"
            "What went well: customers ask for him by name; callbacks down; keeps van clean and stocked.\n"
            "Work on: paperwork at end of day, photos before and after every job for the job folder.\n"
            f"Raise: {r.choice(['$1.50', '$2.00', '$1.25'])}/hr effective next pay period.\n"
            "Goals: " + r.choice(["finish journeyman test", "EPA 608 universal", "lead the Maple Ridge crew if we get it"]))


def t_cust_mail(r, dt, cust, work):
    name, addr = cust
    first = name.split()[0]
    return _eml(f"{name} <{first.lower()}{r.randint(10, 99)}@gmail.com>", ME,
                f"Re: {work} at {addr.split(',')[0]}", dt,
                f"Hi Marcus,\n\nThanks for sending {r.choice(['Luis', 'Darnell', 'your guys'])} out so quickly. "
                f"{r.choice(['Everything is working great now.', 'Quick question about the warranty on the new unit.', 'Can you send the invoice again? I lost the first one.'])}\n"
                f"Also, {r.choice(['my sister on Bryden Rd needs a quote for a new water heater', 'would you be able to look at the outside spigot next time', 'the inspector is coming Thursday, will someone be there?'])}.\n\n{first}")


def t_ohio_cat(r, dt, year):
    return (f"Ohio Department of Taxation - Commercial Activity Tax\nAnnual Return {year}\n"
            f"Taxpayer: OKONKWO-REID PLUMBING & HEATING LLC  Account 91-{r.randint(100000, 999999)}\n"
            f"Taxable gross receipts: {_usd(r, 610000, 720000)}\nExclusion: $3,000,000 (2025 and after no CAT due)\n"
            "Tax due: $0.00\nFiled electronically via Ohio Business Gateway.")


def t_1099(r, year):
    return (f"1099-NEC summary {year} - Okonkwo-Reid Plumbing & Heating LLC\n"
            f"Recipient;TIN;Box 1 nonemployee comp\nBrightside Excavating LLC;**-***4410;{r.uniform(4000, 9000):.2f}\n"
            f"Pete Kowalski (drywall patch);***-**-2218;{r.uniform(900, 2500):.2f}\n"
            f"Northside Concrete Cutting;**-***7730;{r.uniform(1500, 4000):.2f}\nFiled via Track1099 on 01/29/{year + 1}")


# --------------------------------------------------------------------------- van 4 and the Maple Ridge bid (Projects)


def t_van_quote(r, dt, dealer):
    return (f"{dealer}\nCommercial Vehicle Quote   Date {_mdy(dt)}\nCustomer: Okonkwo-Reid Plumbing & Heating LLC\n\n"
            "2026 Ford Transit 250 Cargo Van, High Roof, 148 in WB, 3.5L PFDi V6, 10-speed automatic, Oxford White\n"
            "Options: 50-state emissions, rear-view camera, 2 keys, cruise, pre-wiring upfitter switches\n"
            f"MSRP {_usd(r, 56000, 59000)}  Fleet discount -{_usd(r, 2800, 4200)}  Doc fee $250.00\n"
            f"Quoted price before tax: {_usd(r, 52500, 55500)}\nEstimated delivery 6-8 weeks from order. "
            "Fleet account FIN code applied. Quote valid 30 days.")


def t_van_loan(r, dt):
    return (f"Buckeye Community Bank - Commercial Lending\n{_us(dt)}\n\nLoan pre-approval: equipment / vehicle\n"
            "Borrower: Okonkwo-Reid Plumbing & Heating LLC; guarantor Marcus Okonkwo-Reid\n"
            f"Amount up to $58,000 for purchase of one 2026 Ford Transit 250 cargo van and upfit\n"
            f"Term 60 months, fixed rate {r.uniform(6.9, 7.8):.2f}%, 10% down. Lien on title.\n"
            "Conditions: 2024 and 2025 business tax returns, YTD P&L, dealer buyer's order.\n"
            "Loan officer: Sandra Whitlock, (614) 555-0192")


def t_upfit(r, dt):
    return (f"Ranger Design dealer - Midwest Van Outfitters, Grove City OH\nQuote {r.randint(4000, 4999)}   {_mdy(dt)}\n\n"
            "Ford Transit 148 HR plumber package: 2 steel shelving units w/ dividers, parts bin rack, pipe tube "
            "on roof, ladder rack with drop-down, partition with passenger door, LED cargo lights, 1000W inverter.\n"
            f"Parts {_usd(r, 6800, 7900)}  Install {_usd(r, 1200, 1600)}\nLead time 3 weeks after vehicle arrives.")


def t_wrap(r, dt):
    return (f"Brightline Wraps & Graphics - proof #{r.randint(300, 399)}\n{_us(dt)}\n\nPartial wrap, Transit 148 HR, "
            "navy and orange to match vans 2 and 3. Logo both sides, rear doors phone and website, "
            "'Licensed - Insured - Since 2015', OCILB PL.41782 on driver door.\n"
            f"Price {_usd(r, 2400, 3100)} installed. Approve proof by reply to schedule.")


def t_van_compare(r, dt):
    return ("Option;Dealer;Price;Down;Monthly 60 mo;Delivery;Notes\n"
            f"Transit 250 HR;Capital City Ford;{r.randint(52500, 54000)};5400;{r.randint(1030, 1090)};7 weeks;fleet discount, they service vans 2+3\n"
            f"Transit 250 HR;Ricart Ford;{r.randint(53000, 55000)};5400;{r.randint(1050, 1110)};in stock;white only\n"
            f"ProMaster 2500 HR;Dennis CDJR;{r.randint(49000, 51000)};5000;{r.randint(980, 1020)};5 weeks;front wheel drive - Luis hates it\n"
            "Used 2023 Transit;private;41000;;;now;78k miles, no")


def t_van_mail(r, dt):
    return _eml("Jeff Amato <jamato@capitalcityford.example>", ME, "Your Transit order - build date", dt,
                "Marcus,\n\nGood news: the 148 high roof is scheduled to build the week of June 15. "
                "I'll need the signed buyer's order and the bank's approval letter before we can "
                "lock it. Midwest Van Outfitters can take it straight from our lot for the shelving.\n\n"
                "Jeff Amato\nCommercial Fleet Manager, Capital City Ford")


def t_itb(r, dt):
    return ("Crestline Property Group\nINVITATION TO BID\nMaple Ridge Apartments, 600 Maple Ridge Dr, Westerville OH 43081\n\n"
            "Scope: replacement of 48 gas water heaters (40/50 gal) in Buildings A, B and C, and domestic "
            "water re-pipe of risers and unit branches in Building C (24 units).\n"
            "Mandatory pre-bid site walk: May 14, 2026, 10:00 am at the leasing office.\n"
            "Bids due: June 12, 2026, 2:00 pm, sealed or by email to bids@crestlinepg.example\n"
            "Bid security: 5% bid bond. Performance and payment bonds required for the award.\n"
            "Work must be phased to keep residents in water; notice to residents 72 hours ahead.")


def t_site_walk(r, dt):
    return (f"Maple Ridge site walk {_mdy(dt)}\n\n- Bldg A: heaters in hall closets, 2nd and 3rd floor, no floor drains - pans + drain to laundry\n"
            "- Bldg B: same, some heaters 2009 vintage, vents common - check draft\n"
            "- Bldg C: galvanized risers, lots of pinhole repairs in copper branches. Access from unit ceilings "
            "- drywall patching by others? ASK\n- Parking for 2 vans behind C\n- Maintenance guy Ray (614-555-0177), water shutoffs per building in boiler room\n"
            "- 5 other plumbers at walk: Roto, Ace, two from Dayton, one commercial outfit")


def t_takeoff(r, dt):
    rows = ["Item;Qty;Unit cost;Ext"]
    for item, qty, lo, hi in (("Bradford White 40 gal gas RG240T6N", 30, 780, 860), ("Bradford White 50 gal gas RG250T6N", 18, 880, 960),
                              ("Drain pan + fittings", 48, 28, 36), ("Gas flex + sediment trap", 48, 22, 30),
                              ("PEX-A 3/4 in (ft)", 1400, 0.9, 1.2), ("PEX-A 1/2 in (ft)", 2600, 0.5, 0.7),
                              ("Copper 1-1/2 in type L riser (ft)", 320, 14, 17), ("Labor hours", 860, 62, 68)):
        u = r.uniform(lo, hi)
        rows.append(f"{item};{qty};{u:.2f};{qty * u:.2f}")
    return "Maple Ridge takeoff - draft\n" + "\n".join(rows)


def t_ferguson_quote(r, dt):
    return (f"Ferguson Enterprises - Columbus Branch 0712\nQUOTE Q{r.randint(100000, 999999)}   {_mdy(dt)}\n"
            "Job name: MAPLE RIDGE APTS WESTERVILLE\nCustomer: Okonkwo-Reid Plumbing\n\n"
            f"30 ea RG240T6N 40G NAT GAS WH  {_usd(r, 23000, 25000)}\n18 ea RG250T6N 50G NAT GAS WH  {_usd(r, 15800, 17200)}\n"
            f"Uponor AquaPEX + ProPEX fittings lot  {_usd(r, 6100, 7200)}\nQuote held 45 days. Delivery to site in 3 drops.")


def t_bid_bond(r, dt):
    return (f"BID BOND\nKNOW ALL BY THESE PRESENTS, that Okonkwo-Reid Plumbing & Heating LLC, as Principal, and "
            "Great Lakes Surety Company, as Surety, are held and firmly bound unto Crestline Property Group, as "
            "Obligee, in the sum of five percent (5%) of the amount of the bid.\nProject: Maple Ridge Apartments "
            f"water heater replacement and Building C re-pipe.\nSigned and sealed {_us(dt)}.\nAttorney-in-fact: "
            "Dawn Petrakis, Tri-County Insurance Agency")


def t_proposal(r, dt):
    return ("PROPOSAL - DRAFT 3\nTo: Crestline Property Group, attn. Mark Feeney, Facilities Director\n"
            "From: Okonkwo-Reid Plumbing & Heating LLC\nRe: Maple Ridge Apartments - water heater replacement and Building C re-pipe\n\n"
            f"Base bid: {_usd(r, 168000, 185000)}\nAlternate 1 (expansion tanks all units): {_usd(r, 7000, 9000)}\n"
            "Schedule: 14 weeks from notice to proceed, 4 heaters per day, re-pipe 2 units per day.\n"
            "Crew: Luis Ortega lead, Darnell Hayes, Kyle Brennan, plus new van 4.\n"
            "Exclusions: drywall finish and paint, asbestos abatement, after-hours work.\n"
            "References: Linden Family Dental; Sunrise Laundromat; New Covenant Baptist Church.")


def t_bid_mail(r, dt):
    return _eml("Mark Feeney <mfeeney@crestlinepg.example>", ME, "Maple Ridge - Addendum 1", dt,
                "All bidders,\n\nAddendum 1 is attached. Building B heaters are 40 gallon only. Bid date "
                "unchanged, June 12 at 2 pm. Questions by June 5.\n\nMark Feeney\nFacilities Director, Crestline Property Group")


# --------------------------------------------------------------------------- finished business (Archive Plumbing)


def t_bm_paystub(r, dt):
    g = r.uniform(2900, 3400)
    return (f"BUCKEYE MECHANICAL CONTRACTORS, INC.\nEarnings statement   Period ending {_mdy(dt)}\n"
            f"Employee: MARCUS OKONKWO-REID   Emp # 4471   Local 189 Plumbers & Pipefitters\n"
            f"Regular 40.00 @ {g / 40:.2f}  {g:,.2f}\nFed {g * .12:,.2f}  OH {g * .03:,.2f}  Columbus {g * .025:,.2f}\n"
            f"Union dues {g * .03:,.2f}   Net pay {g * .72:,.2f}")


def t_bm_letter(r, dt, kind):
    if kind == "resign":
        return (f"{_us(dt)}\n\nBuckeye Mechanical Contractors, Inc.\nAttn: Gary Lindholm, Operations Manager\n\n"
                "Gary,\n\nPlease accept this letter as notice that I am resigning as service foreman, with my last "
                "day two weeks from today. After nineteen years I am starting my own residential plumbing and "
                "heating company. I am grateful for everything I learned here, from the OSU hospital job to the "
                "Rickenbacker hangars.\n\nMarcus Okonkwo-Reid")
    return (f"Buckeye Mechanical Contractors, Inc.\n{_us(dt)}\n\nTo whom it may concern:\n\nMarcus Okonkwo-Reid was "
            "employed by Buckeye Mechanical from June 1996 to April 2015, first as an apprentice and from 2006 as "
            "service foreman leading crews of up to eight on hospital, school and industrial mechanical work. "
            "He is a licensed plumber and an excellent leader. I recommend him without reservation.\n\nGary Lindholm")


def t_pruitt(r, dt, kind):
    if kind == "complaint":
        return ("IN THE FRANKLIN COUNTY MUNICIPAL COURT, SMALL CLAIMS DIVISION\nGerald Pruitt, Plaintiff\nv.\n"
                "Okonkwo-Reid Plumbing & Heating LLC, Defendant\nCase No. 2022 CVI 0" + str(r.randint(10000, 99999)) +
                "\n\nComplaint: Plaintiff claims $6,000.00 for a sewer line replacement at 88 Eastmoor Blvd that "
                "plaintiff alleges was defective, and for damage to his driveway.\nService by certified mail.")
    if kind == "answer":
        return (f"Answer and counterclaim - {_us(dt)}\nDefendant Okonkwo-Reid Plumbing denies that the work was defective. "
                "The line was replaced to code, passed City inspection, and camera footage shows a clean run. The "
                "driveway damage pre-existed (photos of 06/2022). Defendant counterclaims $4,850.00, the unpaid balance "
                "of invoice 10122.\nSubmitted by Alan Meyers, Esq., counsel for defendant.")
    if kind == "settle":
        return (f"SETTLEMENT AGREEMENT AND MUTUAL RELEASE\nDated {_us(dt)}\nGerald Pruitt and Okonkwo-Reid Plumbing & "
                "Heating LLC settle Case No. 2022 CVI 0 in full. Pruitt pays $3,200.00 within 30 days; each side "
                "dismisses its claims with prejudice and bears its own costs. No admission of liability.")
    return _eml("Alan Meyers <ameyers@meyerslaw.example>", ME, "Pruitt - file closed", dt,
                "Marcus,\n\nThe dismissal entry was journalized and Mr. Pruitt's final payment cleared. I am closing "
                "our file. Keep the photos and the camera video for seven years just in case.\n\nAlan")


def t_van3(r, dt, kind):
    if kind == "bill":
        return (f"Capital City Ford - Bill of Sale\n{_mdy(dt)}\nPurchaser: Okonkwo-Reid Plumbing & Heating LLC\n"
                "Vehicle: 2024 Ford Transit 250 Cargo, Medium Roof, VIN 1FTBR2C8XRKA" + str(r.randint(10000, 99999)) +
                f"\nPrice {_usd(r, 49000, 51000)}  Trade-in (2012 Chevy Express) -{_usd(r, 5000, 6500)}\nSales tax 7.5% Franklin County")
    return (f"Van 3 checklist (2024)\n[x] quotes from 3 dealers\n[x] loan Buckeye Community Bank - closed {_mdy(dt)}\n"
            "[x] shelving Midwest Van Outfitters\n[x] wrap Brightline\n[x] add to commercial auto policy\n[x] sold old Express")


# --------------------------------------------------------------------------- trade reference (Resources Plumbing)


def t_ref_code(r, dt):
    return ("Ohio Plumbing Code (OAC 4101:3) - notes for the truck\n\nWater heater T&P discharge: full size of valve "
            "outlet, terminate not more than 6 in above floor or waste receptor, no valves, no threads at end.\n"
            "Expansion tank required where a check valve or PRV creates a closed system.\nMinimum trap sizes: "
            "lavatory 1-1/4 in, shower 2 in, kitchen sink 1-1/2 in.\nCleanouts: every 100 ft of horizontal drain, "
            "at each change of direction greater than 45 degrees.\nGas: sediment trap at every appliance inlet.")


def t_ref_pex(r, dt):
    rows = ["Pipe size;Max fixture units (PEX);Max GPM at 8 ft/s", "1/2 in;4;5.1", "3/4 in;9;10.4", "1 in;20;17.8",
            "1-1/4 in;36;26.7"]
    return "PEX sizing quick table (from Uponor design guide)\n" + "\n".join(rows)


def t_ref_article(r, dt, k):
    arts = {
        "tankless": ("Descaling tankless water heaters in hard-water areas", "Central Ohio water runs 8-10 grains; flush "
                     "with food-grade vinegar through the isolation valves every 12 months; check inlet filter screen."),
        "hydronic": ("Primary-secondary piping for modern boilers", "Keep closely spaced tees within 4 pipe diameters; the "
                     "boiler loop and system loop must not fight; size circulators for each loop separately."),
        "pricing": ("Flat-rate pricing for small plumbing shops", "Price the task, not the hour: build labor, materials, "
                    "overhead per hour and margin into a book; review it every January when wages change."),
        "lead": ("Lead service lines: what contractors need to know", "Columbus is replacing lead service lines; the "
                 "private side may be offered at no cost. Identify by scratch test: soft, dull grey, shiny when scratched."),
    }
    t, b = arts[k]
    return f"{t}\n\n{b}\n\nSaved from Plumbing & Mechanical magazine, {_us(dt)}."


# --------------------------------------------------------------------------- personal areas


def t_bank(r, dt):
    bal = r.uniform(4000, 11000)
    lines = [f"Huntington National Bank\nAsterisk-Free Checking  ****3391\nStatement period {_mdy(dt - timedelta(days=30))} - {_mdy(dt)}\n"
             f"MARCUS OKONKWO-REID\n{HOME_ADDR}\n\nBeginning balance {bal:,.2f}"]
    for desc, lo, hi in (("Owner draw - Okonkwo-Reid Plumbing", 4500, 6500), ("Franklin Co CSEA child support", -910, -910),
                         ("Mr. Cooper mortgage", -1640, -1640), ("AEP Ohio", -90, -180), ("Columbia Gas of Ohio", -40, -160),
                         ("Kroger #547", -60, -240), ("New Covenant Baptist tithe", -400, -400), ("Verizon", -210, -240)):
        d = dt - timedelta(days=r.randint(1, 29))
        lines.append(f"{_mdy(d)}  {desc}  {r.uniform(lo, hi):,.2f}")
    lines.append(f"Ending balance {bal + r.uniform(-800, 1200):,.2f}")
    return "\n".join(lines)


def t_card(r, dt):
    rows = [f"Chase Freedom Unlimited statement - closing {_mdy(dt)}", "Date,Description,Amount"]
    for _ in range(10):
        d = dt - timedelta(days=r.randint(0, 29))
        rows.append(f"{_mdy(d)},{r.choice(['KROGER', 'AMAZON MKTP', 'SPEEDWAY', 'TARGET', 'CHIPOTLE', 'NIKE.COM', 'NETFLIX', 'BWW', 'MEIJER'])},{r.uniform(8, 180):.2f}")
    return "\n".join(rows) + "\n"


def t_mortgage(r, dt):
    return (f"Mr. Cooper\nAnnual Escrow Account Disclosure Statement   {_us(dt)}\nLoan ****8820  Property {HOME_ADDR}\n"
            f"Principal balance: {_usd(r, 118000, 131000)}  Rate 3.25% fixed\n"
            f"Projected escrow: county property tax {_usd(r, 4900, 5400)}, homeowners insurance {_usd(r, 1500, 1800)}\n"
            "New monthly payment effective August 1: principal & interest $1,162.40 + escrow.")


def t_1040(r, year):
    agi = r.uniform(96000, 128000)
    return (f"Form 1040 U.S. Individual Income Tax Return {year}\nMARCUS OKONKWO-REID   Filing status: Head of household\n"
            f"Dependents: Tasha Okonkwo-Reid, Devon Okonkwo-Reid (claimed per parenting plan in {'even' if year % 2 == 0 else 'odd'} years)\n"
            f"Schedule C net profit (Okonkwo-Reid Plumbing & Heating LLC): {agi * 0.95:,.2f}\n"
            f"Adjusted gross income: {agi:,.2f}\nSEP-IRA deduction: {agi * .12:,.2f}\nChild tax credit: 4,000.00\n"
            f"Refund / (amount owed): {r.uniform(-3000, 1500):,.2f}\nPrepared by Whitfield & Stone CPAs, Worthington OH")


def t_sep(r, dt):
    return (f"Fidelity Investments - SEP-IRA  ****7710\nQuarterly statement ending {_mdy(dt)}\nMARCUS OKONKWO-REID\n\n"
            f"Beginning value {_usd(r, 180000, 200000)}\nContributions {_usd(r, 0, 14000)}\nChange in value {_usd(r, -4000, 9000)}\n"
            "Holdings: Fidelity Freedom 2035 Fund 80%, Fidelity 500 Index 20%")


def t_budget(r, dt):
    rows = ["Item;Monthly;Note", "Mortgage;1,640;escrow incl", "Child support;910;through CSEA", "Tithe;400;",
            "Groceries;650;more when kids here", "Utilities;330;AEP + gas + water", "Phones;225;3 lines",
            "Tasha car insurance;0;not yet!", "College savings Ohio 529;300;Tasha + Devon", "Roof HELOC;0;starts July"]
    return f"Household budget {dt.year}\n" + "\n".join(rows)


def t_utility(r, dt, who):
    names = {"aep": ("AEP Ohio", "Electric service", 90, 190), "gas": ("Columbia Gas of Ohio", "Natural gas", 40, 210),
             "water": ("City of Columbus Department of Public Utilities", "Water / sewer / stormwater", 85, 140)}
    n, s, lo, hi = names[who]
    return (f"{n}\n{s} bill   Bill date {_mdy(dt)}\nAccount 0{r.randint(10000000, 99999999)}\nService address: {HOME_ADDR}\n"
            f"Amount due: {_usd(r, lo, hi)}   Due {_mdy(dt + timedelta(days=21))}\nAutoPay from Huntington ****3391.")


def t_property_tax(r, dt):
    return (f"Franklin County Treasurer - Real Estate Tax Bill, {'first' if dt.month < 6 else 'second'} half {dt.year - 1}\n"
            f"Parcel 010-0{r.randint(10000, 99999)}-00  Owner OKONKWO-REID MARCUS\nLocation {HOME_ADDR.split(',')[0]}\n"
            f"Half-year net tax: {_usd(r, 2400, 2700)}   Paid by escrow (Mr. Cooper)")


def t_home_repair(r, dt):
    return (f"House to-do ({_mdy(dt)})\n- replace back storm door closer\n- regrout upstairs shower\n- gutter guards "
            "AFTER the roof\n- Devon's bedroom ceiling fan wobbles\n- service my own furnace (ha) before October\n- caulk kitchen window")


def t_health(r, dt, kind):
    if kind == "bp":
        return (f"OhioHealth Physician Group - Clintonville Primary Care\nVisit summary {_us(dt)}\nPatient: Marcus Okonkwo-Reid  DOB 03/11/1974\n"
                f"BP {r.randint(134, 146)}/{r.randint(84, 92)}. Continue lisinopril 10 mg daily. A1c 5.8 (prediabetes range).\n"
                "Plan: reduce salt, walk 30 min 5x/week, recheck in 3 months. Colonoscopy due - referral placed.")
    if kind == "knee":
        return (f"Ortho & Sports Medicine - Dr. K. Abernathy\n{_us(dt)}\nRight knee pain from kneeling at work. X-ray: mild "
                "medial joint space narrowing. Plan: PT 6 visits, knee pads always, cortisone if no better.")
    if kind == "dental":
        return (f"Smile Columbus Dental\nStatement {_mdy(dt)}\nPatient: Devon Okonkwo-Reid\nCleaning, x-rays, sealants x2\n"
                f"Insurance paid {_usd(r, 120, 220)}  Patient balance {_usd(r, 20, 80)}")
    if kind == "ortho":
        return (f"Capital Orthodontics\n{_us(dt)}\nDevon Okonkwo-Reid - treatment plan: upper and lower braces, est. 22 months.\n"
                "Total fee $5,600; insurance lifetime max $1,500; balance split 50/50 with mother per parenting plan.\n"
                "Payment plan: $170/month.")
    return (f"Nationwide Children's Hospital - Sports Physical\n{_us(dt)}\nTasha Okonkwo-Reid, age 16. Cleared for "
            "track and field. Immunizations up to date (MenACWY booster given). Note for school nurse attached.")


def t_insurance(r, dt, kind):
    if kind == "home":
        return (f"Westfield Insurance - Homeowners Declarations\nPolicy period {_mdy(dt)} - {_mdy(dt + timedelta(days=365))}\n"
                f"Insured: Marcus Okonkwo-Reid  Location {HOME_ADDR}\nDwelling $342,000  Personal property $171,000\n"
                f"Deductible $1,000 (wind/hail 1%)\nAnnual premium {_usd(r, 1500, 1800)} paid by mortgagee escrow")
    if kind == "auto":
        return (f"Progressive - Auto Policy Renewal\nPolicy period {_mdy(dt)} - {_mdy(dt + timedelta(days=182))}\n"
                "Vehicle: 2019 Chevrolet Silverado 1500 LT\nDrivers: Marcus Okonkwo-Reid. Tasha Okonkwo-Reid (learner's permit, listed, not rated)\n"
                f"6-month premium {_usd(r, 690, 880)}")
    if kind == "life":
        return (f"Northwestern Mutual - Annual policy statement {_us(dt)}\nTerm Life 20, face amount $750,000\n"
                "Insured: Marcus Okonkwo-Reid  Beneficiaries: Tasha and Devon Okonkwo-Reid (trust for minors)\n"
                "Premium $96.50/month. Required by divorce decree while child support is owed.")
    return (f"Umbrella policy - Westfield\n{_mdy(dt)}\nPersonal umbrella $1,000,000 over home and auto. Premium {_usd(r, 240, 320)}.")


def t_car(r, dt, kind):
    if kind == "service":
        return (f"Ricart Chevrolet Service\nRepair order {r.randint(600000, 699999)}   {_mdy(dt)}\n2019 Chevrolet Silverado 1500, "
                f"mileage {r.randint(78000, 96000)}\nOil and filter, tire rotation, cabin air filter, wiper blades\nTotal {_usd(r, 120, 260)}")
    return (f"Ohio BMV - Registration renewal\n{_us(dt)}\nPlate JXK 4471  2019 CHEV SILVERADO  Owner OKONKWO-REID MARCUS\n"
            f"Fees {_usd(r, 60, 90)}  Expires on owner's birthday 03/11/{dt.year + 1}")


def t_school(r, dt, kind):
    if kind == "devon_report":
        return (f"Dominion Middle School - Columbus City Schools\nProgress report, quarter {r.randint(1, 4)}  {dt.year}\nStudent: Devon Okonkwo-Reid  Grade 7\n"
                f"ELA B  Math {r.choice(['A-', 'B+', 'C+'])}  Science B+  Social Studies A-  PE A\n"
                "Teacher comment: Devon participates well; please check that homework is turned in on Schoology.")
    if kind == "tasha_report":
        return (f"Whetstone High School\nReport card  {dt.year}\nTasha Okonkwo-Reid  Grade 11  Cumulative GPA 3.{r.randint(72, 91)}\n"
                "AP US History A  Honors Pre-Calculus B+  AP English Language A-  Chemistry B+  Spanish III A  Track & Field")
    if kind == "conference":
        return _eml("Ms. Latrice Coleman <lcoleman@columbus.k12.oh.example>", ME_HOME, "Devon - conference", dt,
                    "Mr. Okonkwo-Reid,\n\nThank you for meeting with Ms. Whitaker and me. As discussed, Devon will come "
                    "to math lab on Tuesdays and Thursdays. I'll update you both after the next unit test.\n\nMs. Coleman, 7th grade math")
    return (f"Whetstone High School Athletics\n{_us(dt)}\nTrack & field spring schedule: meets at Beechcroft, Worthington Kilbourne, "
            "OCC championship May 13. Pay-to-participate fee $100 per season. Parents please sign the concussion form.")


def t_devon_homework(r, dt):
    return (f"Devon Okonkwo-Reid\nPeriod 3 Science - Ms. Patel\n{_mdy(dt)}\n\nLab report: Density of liquids\n"
            "Question: Which liquid is the most dense, water, oil, or corn syrup?\nHypothesis: I think corn syrup will "
            "sink to the bottom because it is thick.\nResults: corn syrup 1.33 g/mL, water 1.00, vegetable oil 0.92.\n"
            "Conclusion: my hypothesis was correct. The oil floated on top.")


def t_custody(r, dt, kind):
    if kind == "schedule":
        rows = ["Week;Mon;Tue;Wed;Thu;Fri;Sat;Sun"]
        for k in range(6):
            d = dt + timedelta(days=7 * k)
            a, b = ("Dad", "Mom") if k % 2 == 0 else ("Mom", "Dad")
            rows.append(f"{_mdy(d)};{a};{a};{b};{b};{a};{a};{a}")
        return "Parenting time calendar (2-2-5-5) - Tasha & Devon\n" + "\n".join(rows) + "\nSummer: Dad has July 10-24 (Myrtle Beach)"
    if kind == "support":
        return (f"Franklin County Child Support Enforcement Agency\nPayment history   through {_mdy(dt)}\nCase 7012{r.randint(100000, 999999)}\n"
                "Obligor: Marcus Okonkwo-Reid   Obligee: Renee Whitaker\nMonthly obligation: $910.00 + 2% processing\n"
                "Payments received by income withholding; arrears $0.00. Annual review notice: you may request an administrative review every 36 months.")
    if kind == "plan":
        return ("SHARED PARENTING PLAN (as adopted in the decree, Franklin County Court of Common Pleas, Division of "
                "Domestic Relations, Case 18 DR 00" + str(r.randint(1000, 9999)) + ")\n\nParenting time: 2-2-5-5 schedule. Holidays "
                "alternate. Summer: each parent two non-consecutive weeks with 30 days' notice.\nSchool: the children attend "
                "Columbus City Schools unless both agree otherwise. College: parents share college costs in proportion to income.\n"
                "Health insurance: Father. Uninsured medical costs split 55/45. Tax: Father claims both children in even years.")
    return _eml("Renee Whitaker <renee.whitaker@yahoo.example>", ME_HOME, "Summer + Devon braces", dt,
                "Marcus,\n\nI'm fine with you taking the kids July 10-24 for the beach. Can you send the orthodontist "
                "payment plan so we can split it like the plan says? Also Tasha needs a ride to the Case Western visit, "
                "I have work that Friday.\n\nRenee")


def t_church_area(r, dt, kind):
    if kind == "minutes":
        return (f"{CHURCH}\nDeacon Board - minutes of {_us(dt)}\nPresent: Deacons Okonkwo-Reid (vice chair), Tolliver, Banks, "
                "Hairston, Pastor Simmons\n1. Sick and shut-in list reviewed; visits assigned.\n2. Benevolence: two requests "
                f"approved (utility assistance {_usd(r, 150, 400)}).\n3. Communion preparation - first Sunday, Deacon Banks.\n"
                "4. Building fund update from Deacon Okonkwo-Reid.\nClosed with prayer.")
    if kind == "rota":
        rows = ["Sunday;Devotion;Communion;Ushers lead;Visitation"]
        for k in range(8):
            d = dt + timedelta(days=7 * k)
            rows.append(f"{_mdy(d)};{r.choice(['Tolliver', 'Banks', 'Okonkwo-Reid', 'Hairston'])};"
                        f"{'yes' if k % 4 == 0 else ''};{r.choice(['Sis. Moore', 'Bro. James'])};{r.choice(['Mother Ellis', 'Bro. Carter (rehab)', 'Sis. Hollins'])}")
        return "Deacon rota\n" + "\n".join(rows)
    if kind == "benevolence":
        return (f"Benevolence Fund request - {_mdy(dt)}\nMember family: (confidential) #B-{r.randint(100, 199)}\nNeed: "
                f"{r.choice(['Columbia Gas shutoff notice', 'rent shortfall', 'funeral travel'])}\nAmount requested {_usd(r, 150, 600)}\n"
                "Deacon visit done: yes. Approved by two deacons and pastor. Check paid directly to vendor.")
    return (f"Visitation log {dt:%B %Y} - Deacon Okonkwo-Reid\n- Mother Ellis, home: prayed, needs grab bar in bathroom (I'll install)\n"
            "- Bro. Carter, Mount Carmel rehab: doing better\n- Sis. Hollins: called, took communion to her\n- new member class: Johnsons")


# --------------------------------------------------------------------------- personal projects


def t_roof(r, dt, kind):
    if kind == "quote":
        co = r.choice(["Buckeye Roofing & Exteriors", "Central Ohio Roofing Co.", "Mid-Ohio Roof Pros"])
        return (f"{co}\nRoof replacement proposal   {_us(dt)}\nCustomer: Marcus Okonkwo-Reid, {HOME_ADDR}\n\n"
                "Tear off 2 layers asphalt shingle (approx 24 squares), inspect and replace rotted decking at $85/sheet,\n"
                "ice & water shield at eaves and valleys, synthetic underlayment, GAF Timberline HDZ in Charcoal,\n"
                "ridge vent, new drip edge, replace pipe boots and chimney flashing. Haul away and magnetic sweep.\n"
                f"Price: {_usd(r, 16500, 21500)}   Warranty: GAF System Plus, 10 yr workmanship.\n"
                "Schedule: June, weather permitting. 1/3 deposit at signing.")
    if kind == "contract":
        return (f"CONTRACT - Buckeye Roofing & Exteriors\nSigned {_us(dt)}\nOwner: Marcus Okonkwo-Reid, {HOME_ADDR}\n"
                "Scope per proposal rev. 2 (Charcoal HDZ, full tear-off, new gutters on front)\nContract price $19,840.00\n"
                "Deposit $6,600.00 paid by check 1187. Start date: June 15, 2026 (rain date June 22).\n"
                "Permit by contractor (City of Columbus residential roofing permit). Dumpster in driveway 3 days.")
    if kind == "heloc":
        return (f"Huntington Home Equity Line of Credit\nDraw confirmation {_mdy(dt)}\nBorrower: Marcus Okonkwo-Reid\n"
                f"Property {HOME_ADDR}\nCredit limit $40,000  Draw $13,240.00 (roof replacement balance)\n"
                "Variable rate Prime + 0.25%. Interest-only payments for the 10-year draw period.")
    if kind == "compare":
        return ("Roofer;Price;Layers;Decking;Gutters;Warranty;Reviews;Notes\n"
                f"Buckeye Roofing & Exteriors;19840;2 tear off;$85/sheet;front only +1200;10 yr labor;4.8 (212);Deacon Banks used them\n"
                f"Central Ohio Roofing Co.;{r.randint(17000, 18500)};2 tear off;$95/sheet;no;5 yr;4.5 (88);cheaper but 5 yr\n"
                f"Mid-Ohio Roof Pros;{r.randint(21000, 22500)};2 tear off;included;yes;lifetime;4.9 (40);new company\n")
    return _eml("Tony Russo <tony@buckeyeroofing.example>", ME_HOME, "Your roof - shingle delivery", dt,
                "Hi Marcus,\n\nShingles and underlayment are scheduled to land on your roof June 12. Please keep "
                "the driveway clear and move the grill off the back deck. Crew starts the 15th at 7am.\n\nTony Russo, project manager")


def t_fund(r, dt, kind):
    if kind == "plan":
        return (f"{CHURCH}\nRISE & BUILD - Building Fund Campaign 2026\nCampaign chair: Deacon Marcus Okonkwo-Reid\n\n"
                "Goal: $450,000 over three years\n- Fellowship hall roof replacement  $138,000\n- Accessibility ramp and "
                "restroom upgrades  $96,000\n- HVAC for fellowship hall (2 rooftop units)  $121,000\n- Parking lot repair  $95,000\n\n"
                "Timeline: Kickoff Sunday March 1; commitment Sunday May 3; progress report every first Sunday; "
                "roof contract when $150,000 in hand (target August 2026).")
    if kind == "pledges":
        rows = ["Family;Pledge 3 yr;Paid to date;Method"]
        for fam in ("Banks", "Tolliver", "Hairston", "Moore", "James", "Ellis", "Carter", "Hollins", "Johnson", "Okonkwo-Reid",
                    "Williams", "Greene", "Simmons"):
            p = r.choice([600, 1200, 1800, 3000, 5000, 10000])
            rows.append(f"{fam};{p};{int(p * r.uniform(0.05, 0.4))};{r.choice(['envelope', 'online', 'check', 'Cash App'])}")
        return f"Rise & Build pledge tracker as of {_mdy(dt)}\n" + "\n".join(rows)
    if kind == "letter":
        return (f"{_us(dt)}\n\nDear New Covenant family,\n\nOn Commitment Sunday, {r.randint(96, 120)} households pledged a "
                f"total of {_usd(r, 280000, 320000)} toward our Rise & Build goal of $450,000. Praise God! The fellowship hall "
                "roof has leaked over the kitchen for two winters; with your gifts we can replace it this summer and "
                "then build the ramp so every member can come to the table.\n\nIf you have not yet returned a pledge "
                "card, it is not too late.\n\nIn His service,\nDeacon Marcus Okonkwo-Reid, Campaign Chair")
    if kind == "bids":
        return (f"Fellowship hall roof - bids received {_mdy(dt)}\n1. Buckeye Roofing & Exteriors (commercial div.) - TPO "
                f"membrane, {_usd(r, 129000, 142000)}\n2. Kalkreuth Roofing - {_usd(r, 140000, 150000)}\n3. Ohio Commercial Roofing - "
                f"{_usd(r, 125000, 135000)}, no tear-off of insulation\nRecommendation to trustees: #1 pending references.")
    return _eml("Rev. Dr. Harold Simmons <pastor@newcovenantcbus.example>", ME, "Rise & Build - second quarter", dt,
                "Deacon,\n\nThank you for the report on Sunday. Let's plan the progress thermometer for the vestibule "
                "and a letter to members who have not pledged. The trustees meet June 9; please bring the roof bids.\n\nPastor Simmons")


def t_college(r, dt, kind):
    if kind == "visits":
        return ("College visits - Tasha\nSchool;Date;Type;Notes\n"
                "Ohio State;2026-02-16;info session + tour;honors program, scholarship deadline Nov 1\n"
                "Howard University;2026-04-06;spring break tour (DC);LOVED it, look at Bison scholarships\n"
                "Spelman College;2026-04-08;tour (Atlanta);stay with Aunt Ngozi\n"
                "Case Western Reserve;2026-06-12;summer visit;engineering? Mom can't drive - Dad takes\n"
                "University of Cincinnati;2026-07-?;co-op program;\n")
    if kind == "sat":
        return (f"College Board - SAT Score Report\nTest date: March 14, 2026\nStudent: Tasha Okonkwo-Reid  Whetstone High School\n"
                f"Total {r.randint(1310, 1390)}  Evidence-Based Reading and Writing {r.randint(660, 700)}  Math {r.randint(640, 690)}\n"
                "Send scores free to 4 colleges within 9 days of the test.")
    if kind == "essay":
        return ("Common App essay - draft 2 (Tasha)\n\nThe first time I held a pipe wrench I was nine, and my dad let me "
                "tighten a union under Mrs. Ellis's sink at church. Most people think a plumber's kid learns about "
                "water. I learned about showing up: at 2 a.m. for a burst pipe, at a deacons' meeting after a ten-hour "
                "day, at every one of my track meets...\n\n[Ms. Grant: strong opening - tie it to engineering by the end]")
    if kind == "fafsa":
        return ("FAFSA / money for college - notes\n- FSA ID made for Tasha and me (Feb)\n- 2024 tax return is the prior-prior year "
                "for 2027-28 FAFSA\n- Renee and I both contributors? Parent = the one who provided more support -> ask counselor\n"
                "- Ohio 529 CollegeAdvantage balance ~ $21,400\n- Net price calculators: OSU ~ $14k, Howard ~ $31k, Spelman ~ $35k")
    if kind == "scholarships":
        return ("Scholarships to apply - Tasha\nName;Amount;Deadline;Status\nOSU Morrill Scholarship;varies;Nov 1;auto with app\n"
                "Columbus Foundation - Linden youth;$2,500;Feb 15;\nPHCC Educational Foundation (dad is member!);$2,000;Apr 1;\n"
                "Gates Scholarship;full;Sept 15;essays\nNew Covenant Baptist scholarship;$1,000;May;\n")
    return _eml("Howard University Admission <admission@howard.example>", "tasha.okr@gmail.com", "Thanks for visiting the Mecca!", dt,
                "Dear Tasha,\n\nThank you for visiting Howard University. Our application for fall 2027 opens August 1. "
                "Early Action deadline: November 1. Remember to submit your SAT scores and counselor recommendation.\n\nOffice of Undergraduate Admission")


def t_beach(r, dt, kind):
    if kind == "rental":
        return (f"VRBO booking confirmation #{r.randint(1000000, 9999999)}\nOceanfront condo, 2BR, North Myrtle Beach SC\n"
                f"Check-in Sat July 11, 2026  Check-out Sat July 18, 2026\nGuests: 3\nTotal {_usd(r, 1900, 2400)}  Paid 50%, balance due June 11")
    return ("Myrtle Beach packing + drive\n- leave 5am, I-77 through Charlotte, ~9.5 hrs\n- oil change Silverado before\n"
            "- Devon: swim trunks, charger, NO Switch at dinner\n- Tasha: summer reading, running shoes\n- beach chairs, cooler, sunscreen")


# --------------------------------------------------------------------------- archive personal


def t_divorce(r, dt, kind):
    if kind == "attorney":
        return (f"LAW OFFICE OF DIANE K. FOSTER, LLC\n{_us(dt)}\n\nMarcus Okonkwo-Reid\n{HOME_ADDR}\n\nRe: Whitaker v. Okonkwo-Reid, "
                "Case 18 DR 00\n\nDear Marcus,\nEnclosed is the draft separation agreement. Please review the division of the "
                "Fidelity account and the business valuation (Okonkwo-Reid Plumbing valued at $212,000 by the appraiser). "
                f"Our mediation session is set for {_us(dt + timedelta(days=20))}.\n\nRetainer balance: {_usd(r, 800, 2400)}")
    if kind == "mediation":
        return (f"Mediation summary - {_us(dt)}\nParties: Renee Whitaker and Marcus Okonkwo-Reid\nAgreed: house on Glenmont to "
                "Marcus with buyout of $48,500 to Renee; Renee keeps the Honda; retirement accounts split per QDRO; "
                "business remains Marcus's; child support per guideline worksheet; shared parenting 2-2-5-5.")
    if kind == "invoice":
        return (f"Law Office of Diane K. Foster - Statement {_mdy(dt)}\nClient: Marcus Okonkwo-Reid  Matter: dissolution\n"
                f"Professional services {r.uniform(6, 14):.1f} hrs @ $275  {_usd(r, 1600, 3800)}\nPayments received: thank you.\nBalance: $0.00 - matter closed")
    return (f"QDRO - Fidelity 401(k) transfer confirmation {_mdy(dt)}\nAlternate payee Renee Whitaker received {_usd(r, 61000, 64000)} "
            "by rollover. This completes the retirement division ordered in the 2019 decree.")


def t_trip(r, dt, where):
    if where == "enugu":
        return (f"Trip to Enugu - December 2023\nFlights: Delta CMH-ATL-LOS, Air Peace LOS-ENU\nConf {r.choice(['GHT7QK', 'JX4P2M'])}\n"
                "Stay with Uncle Chidi in Independence Layout. Bring: Dad's photos for the family, suits for the "
                "memorial service, gifts list (cousins). Naira cash from the airport bureau - NOT the street.")
    if where == "atlanta":
        return (f"Okonkwo & Reid Family Reunion 2024\nAtlanta, July 19-21\nHotel: Hyatt Place Atlanta Airport South, 3 nights, conf 8841{r.randint(100, 999)}\n"
                "T-shirts ordered (3 adult L, 1 adult S, 1 youth L)\nSaturday picnic at Cascade Springs; Sunday worship at Aunt Ngozi's church.")
    return (f"Chicago - spring break 2025 (kids)\nAmtrak? no - drive 5.5 hrs\nHotel Hilton Garden Inn Downtown Magnificent Mile 3 nights {_usd(r, 610, 780)}\n"
            "Field Museum, Shedd, Bulls game Fri (Devon), Art Institute (Tasha), deep dish at Lou Malnati's.")


def t_banquet(r, dt, kind):
    if kind == "budget":
        return ("New Covenant 100th Anniversary Banquet - Oct 18, 2025 - final budget\nItem;Budget;Actual\nHilton Columbus Downtown ballroom;9000;9350\n"
                "Catering 320 plates;16000;15680\nSouvenir book printing;2400;2210\nDJ + sound;800;800\nTickets sold 298 @ $85;25330;25330")
    return (f"{_us(dt)}\nTo the 100th Anniversary Committee:\nThank you all. The banquet closed with a surplus of {_usd(r, 1200, 1900)} which the "
            "trustees moved to the Rise & Build fund. Final books are with the financial secretary. This committee is dissolved with gratitude.\n-- Deacon Okonkwo-Reid")


def t_basement(r, dt, kind):
    if kind == "contract":
        return (f"Ohio Basement Authority - Contract {_mdy(dt)}\n{HOME_ADDR}\nInterior drain tile 96 lf, second sump (I install pump myself), "
                "wall crack injections x3, vapor barrier on north wall\nPrice $11,900  Lifetime transferable warranty")
    return (f"Ohio Basement Authority - Certificate of Completion and Warranty\nCompleted {_mdy(dt)}\nProperty {HOME_ADDR}\n"
            "Warranty 44-" + str(r.randint(10000, 99999)) + ": lifetime, transferable. Annual inspection optional.")


# --------------------------------------------------------------------------- resources


def t_sermon(r, dt):
    return (f"Sermon notes {_mdy(dt)} - Pastor Simmons\nText: {r.choice(['Nehemiah 2:17-20', 'Haggai 1:2-8', 'Luke 14:28-30', 'Acts 6:1-7'])}\n"
            "- 'Let us rise up and build' - the people had a mind to work\n- Counting the cost is faith, not doubt\n"
            "- Deacons in Acts 6: chosen to serve tables so the word could go forth\nApply: serve without needing the credit.")


def t_bible_study(r, dt):
    return ("Wednesday Bible study - Book of James\nWeek 4: James 2:14-26, faith and works\nQuestions for the group:\n"
            "1. What does 'faith without works is dead' mean for a working man?\n2. Abraham and Rahab - why these two?\n"
            "3. Where this week did you see faith show up as work?")


def t_deacon_handbook(r, dt):
    return ("The Deacon's Handbook - New Covenant Baptist Church (adopted 2012)\n\nQualifications (1 Timothy 3:8-13).\n"
            "Duties: visitation of the sick and shut-in, preparation of the Lord's Supper, care of the benevolence fund, "
            "assisting the pastor in baptism, maintaining order in worship.\nTerms: deacons serve for life, active rotation every three years.")


def t_recipe(r, dt, k):
    rec = {
        "jollof": ("Jollof rice (Dad's way)", "3 cups parboiled rice, 6 roma tomatoes, 2 red bell peppers, 1 scotch bonnet, 2 onions "
                   "blended. Fry tomato paste in oil till dark. Add blend, reduce 30 min. Curry, thyme, bay leaf, stock cubes. Rice + stock, "
                   "cover with foil, low heat 30 min. Don't stir. The bottom burn is the best part."),
        "ribs": ("Smoked ribs for church picnic", "3-2-1 method at 225F. Rub: brown sugar, paprika, garlic, onion, black pepper, "
                 "cayenne. Apple juice spritz. Wrap with butter and honey. Sauce last hour. 6 racks feeds about 30."),
        "greens": ("Collard greens", "2 bunches, wash 3 times. Smoked turkey wings simmered 1 hr first. Onion, garlic, "
                   "red pepper flakes, splash of vinegar, pinch of sugar. 1.5 hrs low."),
        "chili": ("Game day chili", "2 lb ground beef, 1 lb chorizo, kidney + black beans, 2 cans fire roasted tomatoes, "
                  "chili powder 3 tbsp, cumin, cocoa 1 tsp, 1 bottle beer. 3 hrs. Buckeyes must win."),
    }
    t, b = rec[k]
    return f"{t}\n\n{b}\n"


def t_fishing(r, dt):
    return ("ODNR Division of Wildlife - Fishing regulations summary 2026\nLicense required 16+. Alum Creek Lake: saugeye 15 in "
            "minimum, 6 daily. Crappie 9 in, 30 daily. Hoover Reservoir: no gas motors over 10 hp.\nFree Fishing Days: first weekend of May.")


def t_money_article(r, dt):
    return ("SEP-IRA vs Solo 401(k) vs SIMPLE for a small business with employees\n\nA SEP must cover eligible employees at the "
            "same percentage as the owner. A SIMPLE IRA allows employee deferrals with a 3% match, often cheaper with 2-3 "
            "employees. Ask your CPA before year end.\n(saved from Kiplinger)")


# --------------------------------------------------------------------------- build


def T(f, *a):
    """Bind extra template arguments: ``T(t_invoice, cust, work)`` -> ``content(r, dt)``."""
    return lambda r, dt: f(r, dt, *a)


MP3 = [("Kirk Franklin", "Love Theory", "Long Live Love"), ("Marvin Sapp", "Never Would Have Made It", "Thirsty"),
       ("Frankie Beverly & Maze", "Before I Let Go", "Live in New Orleans"), ("Earth, Wind & Fire", "September", "The Best of"),
       ("Fela Kuti", "Water No Get Enemy", "Expensive Shit"), ("CeCe Winans", "Goodness of God", "Believe For It"),
       ("The Isley Brothers", "Footsteps in the Dark", "Go for Your Guns")]


def build(root: Path, seed: int = 14) -> list[Item]:
    r = random.Random(seed)
    items: list[Item] = []
    root = Path(root)
    used_names: set[str] = set()

    def write(rel: str, data: bytes, age: float) -> None:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
        t = NOW_S - int(age * DAY) - r.randint(0, 40_000)
        os.utime(p, (t, t))

    def encode(rel: str, content, age: float) -> bytes:
        dt = _ago(age)
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
            return _xlsx(content.replace(",", ";") if ";" not in content else content)
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

    def cam(folder: str, age: float, ext: str = "jpg") -> str:
        """A phone-camera file name for a photo taken ``age`` days ago (unique)."""
        dt = _ago(age)
        while True:
            if ext == "heic":
                name = f"{folder}/IMG_{r.randint(1000, 9999)}.HEIC"
            else:
                name = f"{folder}/IMG_{dt:%Y%m%d}_{r.randint(7, 19):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"
            if name not in used_names:
                used_names.add(name)
                return name

    def photos(folder: str, bucket: str, topic: str, age: float, n: int, ext: str = "jpg") -> None:
        for k in range(n):
            a = max(0.2, age - k * r.choice([0, 0, 0.01, 1]))
            add(cam(folder, a, ext), bucket, topic, a, "exif" if ext == "jpg" else "")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    B = "Documents/Okonkwo-Reid Plumbing"

    # ------------------------------------------------------------ job folders (Areas Plumbing)
    jobs = [  # customer index, work, age in days, before photos, after photos, permit, notes, mail
        (0, "water heater", 6, 1, 2, True, False, True),
        (1, "repipe", 24, 2, 2, True, True, False),
        (2, "tankless", 41, 1, 1, True, False, True),
        (3, "sewer", 12, 1, 0, False, True, False),
        (4, "backflow", 70, 0, 0, False, False, False),
        (5, "furnace", 160, 1, 1, True, False, False),
        (6, "sump", 95, 0, 1, False, True, True),
        (7, "slab leak", 230, 2, 1, False, True, False),
        (8, "water heater", 400, 0, 1, True, False, False),
        (9, "kitchen", 3, 2, 0, True, True, False),
        (10, "boiler", 620, 0, 0, False, True, False),
        (11, "sump", 900, 1, 1, False, False, False),
    ]
    for ci, work, age, nb, na, permit, notes, mail in jobs:
        cust = CUSTOMERS[ci]
        dt = _ago(age)
        last = cust[0].split()[-1] if "&" not in cust[0] and cust[0].split()[-1] not in ("Dental", "Laundromat") else (
            cust[0].split()[0] if cust[0].split()[-1] in ("Dental", "Laundromat") else cust[0].split()[-1])
        street = cust[1].split(",")[0]
        jf = f"{B}/Jobs/{dt.year}/{dt:%Y-%m} {last} - {street} ({work})"
        add(f"{jf}/Estimate {last}.pdf", A, "Plumbing", age + r.randint(3, 12), T(t_estimate, cust, work))
        if ci != 9:  # the Strand kitchen is still in progress
            add(f"{jf}/Invoice {r.randint(10300, 10999)}.pdf", A, "Plumbing", age, T(t_invoice, cust, work))
        if permit:
            add(f"{jf}/permit.pdf", A, "Plumbing", age + 2, T(t_permit, cust, work))
        if notes:
            add(f"{jf}/notes.txt", A, "Plumbing", age, T(t_job_notes, cust, work))
        if mail:
            add(f"{jf}/Re {work}.eml", A, "Plumbing", max(1, age - 2), T(t_cust_mail, cust, work))
        for k in range(nb):
            add(f"{jf}/before_{k + 1}.jpg", A, "Plumbing", age + 0.3, "exif")
        for k in range(na):
            add(f"{jf}/after_{k + 1}.jpg", A, "Plumbing", age, "exif")
    add(f"{B}/Jobs/2026/Thumbs.db", L, "System", 5, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{B}/Jobs/2025/Thumbs.db", L, "System", 200, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    photos("Pictures/Job photos/2026-05 Hendricks water heater", A, "Plumbing", 6, 2)

    # ------------------------------------------------------------ office (Areas Plumbing)
    for m_age in (2, 32, 63, 155):
        dt = _ago(m_age)
        add(f"{B}/QuickBooks/Sales by Customer Detail {dt:%Y-%m}.csv", A, "Plumbing", m_age, t_qb_export)
    add(f"{B}/QuickBooks/AR Aging {_iso(_ago(1))}.xlsx", A, "Plumbing", 1, t_ar_aging)
    add(f"{B}/QuickBooks/Profit and Loss 2025.pdf", A, "Plumbing", 120, T(t_pl, 2025))
    add(f"{B}/QuickBooks/Profit and Loss 2024.pdf", A, "Plumbing", 480, T(t_pl, 2024))
    add(f"{B}/Payroll/2026/Payroll register {_iso(_ago(10))}.csv", A, "Plumbing", 10, t_payroll)
    add(f"{B}/Payroll/2026/Payroll register {_iso(_ago(24))}.csv", A, "Plumbing", 24, t_payroll)
    add(f"{B}/Payroll/2026/941 Q1 2026.pdf", A, "Plumbing", 33, T(t_941, "1: January, February, March", 2026))
    add(f"{B}/Payroll/2023/941 Q3 2023.pdf", A, "Plumbing", 945, T(t_941, "3: July, August, September", 2023))
    add(f"{B}/Payroll/W-2 W-3 summary 2025.pdf", A, "Plumbing", 126, lambda r, dt: t_w2_summary(r, 2025))
    add(f"{B}/Employees/Employee Handbook 2025.docx", A, "Plumbing", 410, t_handbook)
    add(f"{B}/Employees/Kyle Brennan/apprentice hours.xlsx", A, "Plumbing", 4, t_apprentice)
    add(f"{B}/Employees/Luis Ortega/Review 2026.docx", A, "Plumbing", 60, T(t_review, "Luis Ortega"))
    add(f"{B}/Employees/Darnell Hayes/Review 2025.docx", A, "Plumbing", 395, T(t_review, "Darnell Hayes"))
    add(f"{B}/Licenses/OCILB renewal 2026.pdf", A, "Plumbing", 80, t_license)
    add(f"{B}/Licenses/OCILB renewal 2022.pdf", A, "Plumbing", 1540, t_license)
    add(f"{B}/Licenses/CE certificate.pdf", A, "Plumbing", 110, t_ce_cert)
    add(f"{B}/Insurance/GL declarations 2025-26.pdf", A, "Plumbing", 300, t_gl_policy)
    add(f"{B}/Insurance/BWC certificate 2025.pdf", A, "Plumbing", 330, t_bwc)
    add(f"{B}/Insurance/COI - Linden Family Dental.pdf", A, "Plumbing", 75, T(t_coi, "Linden Family Dental, 1420 Oakland Park Ave"))
    # the certificate was issued for the bid: it belongs to the Maple Ridge project
    add(f"{B}/Insurance/COI - Crestline Property Group.pdf", P, "Plumbing", 14,
        T(t_coi, "Crestline Property Group, re: Maple Ridge Apartments bid"))
    add(f"{B}/Vans/van maintenance log.xlsx", A, "Plumbing", 9, t_van_log)
    add(f"{B}/Vans/WEX statement 2026-04.csv", A, "Plumbing", 30, t_fuel)
    add(f"{B}/Vans/WEX statement 2026-05.csv", A, "Plumbing", 1, t_fuel)
    add(f"{B}/Suppliers/Ferguson statement 2026-04.pdf", A, "Plumbing", 31, T(t_supplier_stmt, SUPPLIERS[0]))
    add(f"{B}/Suppliers/Winsupply statement 2026-03.pdf", A, "Plumbing", 62, T(t_supplier_stmt, SUPPLIERS[1]))
    add(f"{B}/Taxes/1099-NEC 2025.xlsx", A, "Plumbing", 122, lambda r, dt: t_1099(r, 2025))
    add(f"{B}/Taxes/Ohio CAT 2024.pdf", A, "Plumbing", 450, T(t_ohio_cat, 2024))

    # ------------------------------------------------------------ van 4 and Maple Ridge (Projects Plumbing)
    v = f"{B}/Van 4 - 2026 Transit"
    add(f"{v}/Capital City Ford quote.pdf", P, "Plumbing", 38, T(t_van_quote, "Capital City Ford, 4400 Morse Rd, Columbus OH"))
    add(f"{v}/Ricart Ford quote.pdf", P, "Plumbing", 35, T(t_van_quote, "Ricart Ford Commercial, Groveport OH"))
    add(f"{v}/van options.xlsx", P, "Plumbing", 20, t_van_compare)
    add(f"{v}/Buckeye Community Bank pre-approval.pdf", P, "Plumbing", 16, t_van_loan)
    add(f"{v}/Midwest Van Outfitters upfit quote.pdf", P, "Plumbing", 12, t_upfit)
    add(f"{v}/wrap proof v2.pdf", P, "Plumbing", 5, t_wrap)
    add(f"{v}/Your Transit order - build date.eml", P, "Plumbing", 3, t_van_mail)
    add(f"{v}/transit-148-hr-oxford-white.jpg", P, "Plumbing", 40, "")
    add(f"{v}/transit-148-hr-interior.jpg", P, "Plumbing", 40, "")
    mr = f"{B}/Bids/Maple Ridge Apartments"
    add(f"{mr}/Invitation to Bid - Maple Ridge.pdf", P, "Plumbing", 30, t_itb)
    add(f"{mr}/Addendum 1.eml", P, "Plumbing", 6, t_bid_mail)
    add(f"{mr}/site walk notes.txt", P, "Plumbing", 18, t_site_walk)
    add(f"{mr}/takeoff.xlsx", P, "Plumbing", 4, t_takeoff)
    add(f"{mr}/Ferguson quote Maple Ridge.pdf", P, "Plumbing", 8, t_ferguson_quote)
    add(f"{mr}/Bid bond.pdf", P, "Plumbing", 2, t_bid_bond)
    add(f"{mr}/Proposal draft 3.docx", P, "Plumbing", 1, t_proposal)
    add(f"{mr}/~$oposal draft 3.docx", L, "System", 1, b"\x0bMarcus O-R" + bytes(150))
    photos(f"{mr}/site walk photos", P, "Plumbing", 18, 4)
    add(f"{mr}/Bradford White RG2 install manual.pdf", R, "Plumbing", 25, lambda r, dt: (
        "Bradford White Corporation\nInstallation and Operating Instruction Manual\nResidential Gas Water Heaters RG2 series\n"
        "Clearances: 0 in sides and rear, 6 in front for service. Venting: Category I, Type B vent, minimum rise 1/4 in per ft.\n"
        "Combustion air: 50 cubic feet per 1,000 Btu/h in unconfined spaces. Lighting instructions on the unit label."))
    add(f"{mr}/Uponor PEX riser design notes.txt", R, "Plumbing", 22, t_ref_pex)

    # ------------------------------------------------------------ finished business (Archive Plumbing)
    bm = "Documents/Buckeye Mechanical"
    add(f"{bm}/paystub 2014-11-21.pdf", X, "Plumbing", 4210, t_bm_paystub)
    add(f"{bm}/paystub 2015-03-27.pdf", X, "Plumbing", 4080, t_bm_paystub)
    add(f"{bm}/resignation letter.docx", X, "Plumbing", 4070, T(t_bm_letter, "resign"))
    add(f"{bm}/reference letter - Gary Lindholm.pdf", X, "Plumbing", 4040, T(t_bm_letter, "ref"))
    add(f"{bm}/service jobs I ran 2013.xlsx", X, "Plumbing", 4400, lambda r, dt: (
        "Job;Customer;Crew;Weeks\nOSU Wexner chiller room re-pipe;Ohio State University;8;11\n"
        "Rickenbacker hangar 3 gas;Columbus Regional Airport Authority;5;6\nWhetstone HS boiler;Columbus City Schools;4;3\n"
        "Anheuser-Busch CIP lines;AB Columbus brewery;6;9"))
    lw = f"{B}/Legal/Pruitt v ORPH 2022"
    add(f"{lw}/complaint.pdf", X, "Plumbing", 1340, T(t_pruitt, "complaint"))
    add(f"{lw}/answer and counterclaim.docx", X, "Plumbing", 1310, T(t_pruitt, "answer"))
    add(f"{lw}/settlement agreement signed.pdf", X, "Plumbing", 1150, T(t_pruitt, "settle"))
    add(f"{lw}/Pruitt - file closed.eml", X, "Plumbing", 1100, T(t_pruitt, "close"))
    add(f"{lw}/driveway before job 2022-06.jpg", X, "Plumbing", 1440, "exif")
    add(f"{lw}/camera run screenshot.png", X, "Plumbing", 1435, "")
    add(f"{B}/Vans/Van 3 purchase 2024/bill of sale.pdf", X, "Plumbing", 760, T(t_van3, "bill"))
    add(f"{B}/Vans/Van 3 purchase 2024/checklist.txt", X, "Plumbing", 700, T(t_van3, "list"))

    # ------------------------------------------------------------ trade reference (Resources Plumbing)
    rf = f"{B}/Reference"
    add(f"{rf}/Ohio plumbing code notes.txt", R, "Plumbing", 500, t_ref_code)
    add(f"{rf}/PEX sizing table.xlsx", R, "Plumbing", 700, t_ref_pex)
    add(f"{rf}/Navien NPE-A2 installation manual.pdf", R, "Plumbing", 300, lambda r, dt: (
        "Navien NPE-A2 Series Condensing Tankless Water Heater - Installation Manual\nVenting: 2 in or 3 in PVC/CPVC, "
        "max 60 ft equivalent. Gas supply: 3/4 in minimum, 3.5-10.5 in WC natural gas.\nCondensate must be neutralized "
        "before the drain. Install the isolation valve kit for descaling. Error E003: ignition failure."))
    for k in ("tankless", "hydronic", "pricing", "lead"):
        ext = "pdf" if k in ("tankless", "lead") else "txt"
        add(f"{rf}/articles/{k} - {'P&M' if ext == 'pdf' else 'saved'}.{ext}", R, "Plumbing", r.randint(60, 900), T(t_ref_article, k))
    add(f"{rf}/CE notes - hydronic design class.docx", R, "Plumbing", 112, lambda r, dt: (
        "PHCC hydronic design class - my notes\nHeat loss first, always. Manual J or slant/fin calc.\nDelta T 20F for baseboard, "
        "10F for radiant. Pump head = longest loop. Air separator on supply side after the boiler, pump away from the "
        "expansion tank connection point."))

    # ------------------------------------------------------------ personal areas
    pf = "Documents/Personal"
    for m_age in (3, 33, 64, 155):
        add(f"{pf}/Finance/Bank/Huntington {_ago(m_age):%Y-%m}.pdf", A, "Finance", m_age, t_bank)
    add(f"{pf}/Finance/Chase {_ago(5):%Y-%m}.csv", A, "Finance", 5, t_card)
    add(f"{pf}/Finance/Mortgage/Mr Cooper escrow statement 2025.pdf", A, "Finance", 290, t_mortgage)
    for year, age in ((2025, 48), (2023, 775), (2021, 1510)):
        add(f"{pf}/Finance/Taxes/{year}/1040 {year} signed.pdf", A, "Finance", age, lambda r, dt, y=year: t_1040(r, y))
    add(f"{pf}/Finance/Taxes/2025/organizer checklist.txt", A, "Finance", 90, lambda r, dt: (
        "Whitfield & Stone - 2025 tax organizer\n[x] W-2s - none (I'm Schedule C)\n[x] 1099-INT Huntington\n[x] 1098 Mr Cooper\n"
        "[x] SEP contribution confirm\n[x] church giving statement\n[ ] Tasha 1098-T n/a\n[x] estimated payments 4 x $6,500"))
    add(f"{pf}/Finance/Fidelity SEP-IRA Q1 2026.pdf", A, "Finance", 55, t_sep)
    add(f"{pf}/Finance/budget 2026.xlsx", A, "Finance", 150, t_budget)
    add(f"{pf}/Finance/articles/SEP vs SIMPLE IRA.pdf", R, "Finance", 240, t_money_article)
    add(f"{pf}/House/AEP {_ago(9):%Y-%m}.pdf", A, "Home", 9, T(t_utility, "aep"))
    add(f"{pf}/House/Columbia Gas {_ago(130):%Y-%m}.pdf", A, "Home", 130, T(t_utility, "gas"))
    add(f"{pf}/House/City water {_ago(40):%Y-%m}.pdf", A, "Home", 40, T(t_utility, "water"))
    add(f"{pf}/House/Property tax 2025 first half.pdf", A, "Home", 130, t_property_tax)
    add(f"{pf}/House/house to-do.txt", A, "Home", 11, t_home_repair)
    add(f"{pf}/Health/BP visit 2026-03.pdf", A, "Health", 75, T(t_health, "bp"))
    add(f"{pf}/Health/knee - ortho 2025.pdf", A, "Health", 260, T(t_health, "knee"))
    add(f"{pf}/Health/Devon dental.pdf", A, "Health", 45, T(t_health, "dental"))
    add(f"{pf}/Health/Devon braces plan.pdf", A, "Health", 100, T(t_health, "ortho"))
    add(f"{pf}/Health/Tasha sports physical.pdf", A, "Health", 120, T(t_health, "phys"))
    add(f"{pf}/Insurance/Westfield homeowners 2025-26.pdf", A, "Insurance", 240, T(t_insurance, "home"))
    add(f"{pf}/Insurance/Progressive auto renewal.pdf", A, "Insurance", 20, T(t_insurance, "auto"))
    add(f"{pf}/Insurance/Northwestern Mutual term life.pdf", A, "Insurance", 160, T(t_insurance, "life"))
    add(f"{pf}/Insurance/umbrella 2024.pdf", A, "Insurance", 600, T(t_insurance, "umbrella"))
    add(f"{pf}/Truck/Silverado service {_ago(110):%Y-%m}.pdf", A, "Car", 110, T(t_car, "service"))
    add(f"{pf}/Truck/BMV registration 2026.pdf", A, "Car", 85, T(t_car, "bmv"))
    kd = "Documents/Kids"
    add(f"{kd}/Devon/Dominion progress report Q3.pdf", A, "School", 60, T(t_school, "devon_report"))
    add(f"{kd}/Devon/math conference.eml", A, "School", 50, T(t_school, "conference"))
    add(f"{kd}/Devon/science - density lab.docx", A, "School", 70, t_devon_homework)
    add(f"{kd}/Tasha/Whetstone report card S1.pdf", A, "School", 130, T(t_school, "tasha_report"))
    add(f"{kd}/Tasha/track schedule spring 2026.pdf", A, "School", 95, T(t_school, "track"))
    add(f"{kd}/Custody/parenting calendar summer 2026.xlsx", A, "Family", 13, T(t_custody, "schedule"))
    add(f"{kd}/Custody/CSEA payment history.pdf", A, "Family", 35, T(t_custody, "support"))
    add(f"{kd}/Custody/Shared Parenting Plan 2019.pdf", A, "Family", 2550, T(t_custody, "plan"))
    add(f"{kd}/Custody/Renee - summer + braces.eml", A, "Family", 15, T(t_custody, "mail"))
    ch = "Documents/Church"
    for age in (27, 58, 1300):
        add(f"{ch}/Deacon Board/Minutes {_ago(age):%Y-%m}.docx", A, "Church", age, T(t_church_area, "minutes"))
    add(f"{ch}/Deacon Board/deacon rota summer 2026.xlsx", A, "Church", 8, T(t_church_area, "rota"))
    add(f"{ch}/Deacon Board/Benevolence/request {_ago(19):%Y-%m-%d}.pdf", A, "Church", 19, T(t_church_area, "benevolence"))
    add(f"{ch}/Deacon Board/Benevolence/request {_ago(88):%Y-%m-%d}.pdf", A, "Church", 88, T(t_church_area, "benevolence"))
    add(f"{ch}/Deacon Board/visitation log.txt", A, "Church", 2, T(t_church_area, "visits"))

    # ------------------------------------------------------------ personal projects
    rfd = f"{pf}/House/Roof 2026"
    add(f"{rfd}/Buckeye Roofing proposal.pdf", P, "Home", 70, T(t_roof, "quote"))
    add(f"{rfd}/Central Ohio Roofing quote.pdf", P, "Home", 66, T(t_roof, "quote"))
    add(f"{rfd}/Mid-Ohio Roof Pros estimate.pdf", P, "Home", 61, T(t_roof, "quote"))
    add(f"{rfd}/roofers compared.xlsx", P, "Home", 55, T(t_roof, "compare"))
    add(f"{rfd}/contract signed.pdf", P, "Home", 34, T(t_roof, "contract"))
    add(f"{rfd}/HELOC draw confirmation.pdf", P, "Home", 9, T(t_roof, "heloc"))
    add(f"{rfd}/shingle delivery.eml", P, "Home", 4, T(t_roof, "mail"))
    photos(f"{rfd}/old roof photos", P, "Home", 80, 3)
    add(f"{rfd}/old roof 2024 hail.jpg", P, "Home", 700, "exif")
    fd = f"{ch}/Rise & Build 2026"
    add(f"{fd}/Campaign plan.docx", P, "Church", 120, T(t_fund, "plan"))
    add(f"{fd}/~$mpaign plan.docx", L, "System", 2, b"\x0bMarcus O-R" + bytes(150))
    add(f"{fd}/pledge tracker.xlsx", P, "Church", 3, T(t_fund, "pledges"))
    add(f"{fd}/Commitment Sunday letter.docx", P, "Church", 26, T(t_fund, "letter"))
    add(f"{fd}/fellowship hall roof bids.txt", P, "Church", 7, T(t_fund, "bids"))
    add(f"{fd}/Pastor - second quarter.eml", P, "Church", 6, T(t_fund, "mail"))
    add(f"{fd}/thermometer poster.png", P, "Church", 21, "")
    photos(f"{fd}/fellowship hall leak", P, "Church", 140, 3)
    photos("Pictures/Church/Kickoff Sunday 2026-03-01", P, "Church", 92, 2)
    cl = f"{kd}/Tasha/College"
    add(f"{cl}/college visits.xlsx", P, "School", 10, T(t_college, "visits"))
    add(f"{cl}/SAT score report March.pdf", P, "School", 62, T(t_college, "sat"))
    add(f"{cl}/Common App essay draft 2.docx", P, "School", 16, T(t_college, "essay"))
    add(f"{cl}/FAFSA notes.txt", P, "School", 40, T(t_college, "fafsa"))
    add(f"{cl}/scholarships.xlsx", P, "School", 28, T(t_college, "scholarships"))
    add(f"{cl}/Howard - thanks for visiting.eml", P, "School", 54, T(t_college, "howard"))
    add(f"{cl}/BigFuture - comparing financial aid offers.pdf", R, "School", 44, lambda r, dt: (
        "BigFuture by College Board\nHow to compare financial aid offers\nLook at the net cost: cost of attendance minus "
        "grants and scholarships. Loans are not free money. Check whether merit aid is renewable and what GPA it needs. "
        "Work-study is paid as you work, not up front."))
    photos("Pictures/College visits/Howard 2026-04", P, "School", 56, 3)
    photos("Pictures/College visits/Spelman 2026-04", P, "School", 54, 2)
    photos("Pictures/College visits/OSU Feb", P, "School", 105, 1, "heic")
    add(f"{pf}/Myrtle Beach July 2026/VRBO confirmation.pdf", P, "Travel", 75, T(t_beach, "rental"))
    add(f"{pf}/Myrtle Beach July 2026/packing and drive.txt", P, "Travel", 7, T(t_beach, "pack"))

    # ------------------------------------------------------------ archive personal
    dv = "Documents/Divorce 2018-2019"
    add(f"{dv}/Foster letter - draft separation agreement.pdf", X, "Family", 2740, T(t_divorce, "attorney"))
    add(f"{dv}/mediation summary.docx", X, "Family", 2700, T(t_divorce, "mediation"))
    add(f"{dv}/Foster final statement.pdf", X, "Family", 2480, T(t_divorce, "invoice"))
    add(f"{dv}/QDRO transfer confirmation.pdf", X, "Family", 2250, T(t_divorce, "qdro"))
    # the parenting terms are still in force: this copy is the Family area, not the archive
    add(f"{dv}/Decree - shared parenting plan (final).pdf", A, "Family", 2555, T(t_custody, "plan"))
    tv = "Documents/Travel"
    add(f"{tv}/Enugu Dec 2023/itinerary.docx", X, "Travel", 920, T(t_trip, "enugu"))
    add(f"{tv}/Atlanta reunion 2024/hotel + t-shirts.txt", X, "Travel", 700, T(t_trip, "atlanta"))
    add(f"{tv}/Chicago spring break 2025/plan.txt", X, "Travel", 440, T(t_trip, "chicago"))
    photos("Pictures/Enugu Dec 2023", X, "Travel", 885, 3)
    photos("Pictures/Atlanta reunion 2024", X, "Travel", 680, 2)
    photos("Pictures/Chicago 2025", X, "Travel", 425, 2, "heic")
    bq = f"{ch}/100th Anniversary Banquet 2025"
    add(f"{bq}/final budget.xlsx", X, "Church", 215, T(t_banquet, "budget"))
    add(f"{bq}/committee thank-you.docx", X, "Church", 190, T(t_banquet, "thanks"))
    photos("Pictures/Church/100th Anniversary Banquet", X, "Church", 226, 2)
    add(f"{pf}/House/Basement waterproofing 2023/contract.pdf", X, "Home", 1050, T(t_basement, "contract"))
    photos(f"{pf}/House/Basement waterproofing 2023", X, "Home", 1020, 2)
    ob = "Old Dell Backup 2018/Users/Marcus"
    add(f"{ob}/Documents/Invoices 2016/Invoice 10031.pdf", X, "Backup", 3590, T(t_invoice, CUSTOMERS[10], "boiler"))
    add(f"{ob}/Documents/Invoices 2016/Invoice 10044.pdf", X, "Backup", 3550, T(t_invoice, CUSTOMERS[3], "sewer"))
    add(f"{ob}/Documents/estimate template.docx", X, "Backup", 3800, T(t_estimate, ("CUSTOMER NAME", "ADDRESS"), "water heater"))
    add(f"{ob}/Documents/BM timesheet 2014.xls", X, "Backup", 4300, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 2200))
    add(f"{ob}/Documents/Tasha spelling words.docx", X, "Backup", 3100, lambda r, dt: (
        "Tasha - 3rd grade spelling words week 12\nbecause, friend, people, favorite, library, February, believe, piece, "
        "quiet, thought"))
    add(f"{ob}/Documents/Quicken/ORPH 2017.QDF", X, "Backup", 3000, _blob(r, b"\x00\x00\x00\x00QDF\x01", 3000))
    add(f"{ob}/Pictures/2016 church picnic/DSC_0012.JPG", X, "Backup", 3600, "exif")
    add(f"{ob}/Pictures/2016 church picnic/DSC_0019.JPG", X, "Backup", 3600, "exif")
    add(f"{ob}/Pictures/first van 2015.jpg", X, "Backup", 4000, "exif")
    add(f"{ob}/Music/Marvin Sapp - Best in Me.mp3", X, "Backup", 3900, _id3(r, "Best in Me", "Marvin Sapp", "Here I Am"))
    add(f"{ob}/desktop.ini", L, "System", 2900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")

    # ------------------------------------------------------------ resources
    add(f"{ch}/Bible study/James week 4.docx", R, "Church", 200, t_bible_study)
    add(f"{ch}/Sermon notes/sermon {_iso(_ago(91))}.txt", R, "Church", 91, t_sermon)
    add(f"{ch}/Sermon notes/sermon {_iso(_ago(14))}.txt", R, "Church", 14, t_sermon)
    add(f"{ch}/Deacon handbook.pdf", R, "Church", 1800, t_deacon_handbook)
    for k, name in (("jollof", "Jollof rice"), ("ribs", "Smoked ribs"), ("greens", "Collard greens"), ("chili", "Game day chili")):
        add(f"Documents/Recipes/{name}.txt" if k != "ribs" else f"Documents/Recipes/{name}.docx", R, "Cooking",
            r.randint(100, 1500), T(t_recipe, k))
    for artist, title, album in MP3[:6]:
        add(f"Music/{artist}/{album}/{title}.mp3", R, "Music", r.randint(200, 2000), _id3(r, title, artist, album))
    for title, author in (("The E-Myth Revisited", "Michael E. Gerber"), ("Profit First for Contractors", "Shawn Van Dyke"),
                          ("Things Fall Apart", "Chinua Achebe")):
        add(f"Documents/eBooks/{title}.epub", R, "Books", r.randint(150, 1200),
            _rezip(_epub(title, author, "en", f"{title}, by {author}.")))
    for name in ("ChromeSetup.exe", "HPSmart_Setup_x64.exe", "ZoomInstallerFull.exe", "RobloxPlayerInstaller.exe",
                 "QuickBooks Time Setup.exe"):
        add(f"Downloads/{name}", R, "Software", r.randint(5, 400), _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00", 2500))
    add("Downloads/BetterMC-fabric-1.20.1-v27.zip", R, "Games", 33, _blob(r, b"PK\x03\x04\x14\x00\x00\x00\x08\x00", 2500))
    add("Documents/Minecraft worlds/Devon Base backup.zip", R, "Games", 12, _blob(r, b"PK\x03\x04\x14\x00\x00\x00\x08\x00", 2500))
    add("Downloads/obby ideas.txt", R, "Games", 20, "my obby ideas (Devon)\n1 lava jump with moving parts\n2 spinning bars\n"
        "3 invisible path level - hint signs\n4 checkpoint every 5 stages\ngame pass: speed coil 25 robux\n")
    add("Documents/Fishing/ODNR fishing regs 2026.pdf", R, "Fishing", 60, t_fishing)
    add("Documents/Fishing/Alum Creek lake map.png", R, "Fishing", 400, "")
    photos("Pictures/Camera Roll", R, "Photos", 17, 2)
    photos("Pictures/Camera Roll", R, "Photos", 49, 2)
    photos("Pictures/Camera Roll", R, "Photos", 210, 2)
    photos("Pictures/Camera Roll", R, "Photos", 330, 2)
    photos("Pictures/iPhone import", R, "Photos", 150, 4, "heic")
    for k, age in enumerate((4, 37, 160)):
        add(f"Pictures/Screenshots/Screenshot {_ago(age):%Y-%m-%d} {r.randint(100000, 235959)}.png", R, "Photos", age, "")
    add("Pictures/Family/Devon 13th birthday.jpg", R, "Photos", 140, "exif")
    add("Pictures/Family/Tasha track regional.jpg", R, "Photos", 25, "exif")
    add("Pictures/Family/Christmas 2025 at Aunt Ngozi's.jpg", R, "Photos", 158, "exif")
    add("Pictures/desktop.ini", L, "System", 800, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779\r\n")
    add("Pictures/Camera Roll/Thumbs.db", L, "System", 16, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))

    # ------------------------------------------------------------ Downloads / Desktop, named for their subject
    add("Downloads/Huntington_eStatement_2026-02.pdf", A, "Finance", 92, t_bank)
    add(f"Downloads/Invoice_{r.randint(10800, 10999)}.pdf", A, "Plumbing", 13, T(t_invoice, CUSTOMERS[3], "sewer"))
    add("Downloads/CSEA_annual_notice.pdf", A, "Family", 140, T(t_custody, "support"))
    add("Downloads/howard-visit-confirmation.pdf", P, "School", 70, lambda r, dt: (
        "Howard University Office of Undergraduate Admission\nCampus visit confirmation\nVisitor: Tasha Okonkwo-Reid + 1 guest\n"
        "Monday, April 6, 2026, 10:00 am, Blackburn Center. Information session followed by a student-led tour."))
    add("Desktop/maple ridge numbers.xlsx", P, "Plumbing", 2, t_takeoff)
    add("Desktop/roof questions.txt", P, "Home", 40, "Questions for roofers\n- 2 layers - full tear off included?\n"
        "- decking price per sheet\n- who pulls permit\n- ridge vent or box vents\n- gutters front? \n- start date + rain plan\n")
    add("Desktop/Rise & Build kickoff program.docx", P, "Church", 95, lambda r, dt: (
        "RISE & BUILD KICKOFF SUNDAY - March 1, 2026\nOrder of service\nProcessional hymn: 'The Church's One Foundation'\n"
        "Scripture: Nehemiah 2:17-18\nCampaign vision - Deacon Marcus Okonkwo-Reid, Campaign Chair\nSermon - Pastor Simmons\n"
        "Pledge cards distributed; commitment Sunday May 3"))
    add("Desktop/Myrtle Beach condo.url", P, "Travel", 76,
        "[InternetShortcut]\r\nURL=https://www.vrbo.com/2449871?chkin=2026-07-11&chkout=2026-07-18\r\n")
    ts = "Downloads/Tasha essay stuff"
    add(f"{ts}/Common App essay v1.docx", P, "School", 45, T(t_college, "essay"))
    add(f"{ts}/activities list.docx", P, "School", 44, lambda r, dt: (
        "Common App - Activities (Tasha)\n1. Track & field, varsity 400m/800m, 3 years\n2. Youth usher board, New Covenant Baptist\n"
        "3. Summer helper, Okonkwo-Reid Plumbing (billing, parts runs)\n4. Girls Who Code club, secretary\n5. Tutoring 7th graders in math"))
    dot(f"{ts}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(200), 44)
    dot(f"{ts}/._Common App essay v1.docx", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        " + bytes(64), 45)
    add("Downloads/Unconfirmed 448211.crdownload", L, "System", 0.3, _blob(r, b"%PDF-1.7\n", 900))
    add("Downloads/navien_npe_a2_service_manual.pdf.part", L, "System", 1, _blob(r, b"%PDF-1.5\n", 900))
    add("Downloads/Fw_ roof photos.zip.crdownload", L, "System", 20, _blob(r, b"PK\x03\x04", 700))
    add("Documents/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    add("Desktop/~$c1.docx", L, "System", 0.5, b"\x0bMarcus O-R" + bytes(150))

    # ------------------------------------------------------------ hard: name and folder say nothing
    C = CUSTOMERS
    hard = [  # (rel, bucket, topic, age, content)
        # business, ongoing
        ("Downloads/document.pdf", A, "Plumbing", 4, T(t_invoice, C[6], "sump")),
        ("Downloads/document (1).pdf", A, "Plumbing", 27, T(t_supplier_stmt, SUPPLIERS[2])),
        ("Downloads/document (3).pdf", A, "Plumbing", 63, T(t_estimate, C[2], "tankless")),
        ("Downloads/export.csv", A, "Plumbing", 7, t_qb_export),
        ("Downloads/export (2).csv", A, "Plumbing", 38, t_payroll),
        ("Downloads/attachment.pdf", A, "Plumbing", 300, t_bwc),
        ("Downloads/message.eml", A, "Plumbing", 9, T(t_cust_mail, C[1], "repipe")),
        ("Desktop/Book1.xlsx", A, "Plumbing", 15, t_ar_aging),
        ("Desktop/Untitled.txt", A, "Plumbing", 3, T(t_job_notes, C[9], "kitchen")),
        ("Scans/scan_0004.pdf", A, "Plumbing", 160, T(t_permit, C[5], "furnace")),
        ("Scans/scan_0009.pdf", A, "Plumbing", 128, lambda r, dt: t_w2_summary(r, 2025)),
        ("Scans/scan_0017.pdf", A, "Plumbing", 45, T(t_supplier_stmt, SUPPLIERS[0])),
        ("Scans/scan_0023.pdf", A, "Plumbing", 21, T(t_invoice, C[8], "backflow")),
        ("misc/info.pdf", A, "Plumbing", 500, t_gl_policy),
        ("New folder/New Microsoft Word Document.docx", A, "Plumbing", 66, T(t_review, "Kyle Brennan")),
        ("2024/export.csv", A, "Plumbing", 560, t_fuel),
        # business, projects
        ("Downloads/download.pdf", P, "Plumbing", 37, T(t_van_quote, "Dennis Chrysler Dodge Jeep Ram Commercial, Columbus OH")),
        ("Downloads/document (4).pdf", P, "Plumbing", 15, t_van_loan),
        ("Downloads/attachment (1).pdf", P, "Plumbing", 5, t_wrap),
        ("Desktop/Book2.xlsx", P, "Plumbing", 20, t_van_compare),
        ("Downloads/message (1).eml", P, "Plumbing", 10, lambda r, dt: _eml(
            "Ray Dunbar <maintenance@mapleridgeapts.example>", ME, "shutoffs", dt,
            "Marcus,\n\nFollowing up from the walk on the 14th. The building C main shutoff is behind the boiler, "
            "the A and B ones are in the meter rooms by the laundry. I can let your guys in any weekday 8-4 if "
            "you want to measure again before bids are due.\n\nRay, maintenance, Maple Ridge")),
        ("Scans/scan_0026.pdf", P, "Plumbing", 30, t_itb),
        ("New folder/Document.docx", P, "Plumbing", 9, t_proposal),
        # business, finished
        ("Scans/scan_0002.pdf", X, "Plumbing", 1335, T(t_pruitt, "complaint")),
        ("2024/Document1.docx", X, "Plumbing", 1300, T(t_pruitt, "answer")),
        ("Scans/scan_0001.pdf", X, "Plumbing", 1000, T(t_bm_letter, "ref")),
        ("2024/scan0012.pdf", X, "Plumbing", 765, T(t_van3, "bill")),
        # personal areas
        ("Downloads/document (2).pdf", A, "Finance", 34, t_bank),
        ("Downloads/file.csv", A, "Finance", 4, t_card),
        ("Scans/scan_0011.pdf", A, "Finance", 1140, lambda r, dt: t_1040(r, 2022)),
        ("Downloads/a7c31f0e-5b92-4e11-9d0c-2f6b8e41c0aa.pdf", A, "Finance", 146, t_sep),
        ("misc/doc.pdf", A, "Finance", 650, t_mortgage),
        ("Downloads/document (5).pdf", A, "Home", 38, T(t_utility, "gas")),
        ("Scans/scan_0020.pdf", A, "Home", 270, t_property_tax),
        ("misc/list.txt", A, "Home", 200, t_home_repair),
        ("Scans/scan_0013.pdf", A, "Health", 300, T(t_health, "knee")),
        ("Scans/scan_0028.pdf", A, "Health", 14, T(t_health, "dental")),
        ("Downloads/attachment (2).pdf", A, "Health", 76, T(t_health, "bp")),
        ("Scans/scan_0016.pdf", A, "Health", 122, T(t_health, "phys")),
        ("Scans/scan_0015.pdf", A, "Insurance", 230, T(t_insurance, "home")),
        ("Downloads/document (6).pdf", A, "Insurance", 19, T(t_insurance, "auto")),
        ("misc/info (2).pdf", A, "Insurance", 380, T(t_insurance, "life")),
        ("Scans/scan_0024.pdf", A, "Car", 112, T(t_car, "service")),
        ("Downloads/download (1).pdf", A, "School", 58, T(t_school, "devon_report")),
        ("Desktop/Doc2.docx", A, "School", 30, t_devon_homework),
        ("2024/Document2.docx", A, "School", 620, t_devon_homework),
        ("Scans/scan_0029.pdf", A, "Family", 6, T(t_custody, "support")),
        ("Desktop/New Microsoft Excel Worksheet.xlsx", A, "Family", 16, T(t_custody, "schedule")),
        ("Downloads/message (2).eml", A, "Family", 40, T(t_custody, "mail")),
        ("Desktop/Doc1.docx", A, "Church", 1, T(t_church_area, "minutes")),
        ("Scans/scan_0018.pdf", A, "Church", 52, T(t_church_area, "benevolence")),
        ("Scans/scan_0030.pdf", A, "Church", 5, T(t_church_area, "benevolence")),
        ("Desktop/New Text Document.txt", A, "Church", 33, T(t_church_area, "visits")),
        # personal projects
        ("Scans/scan_0021.pdf", P, "Home", 69, T(t_roof, "quote")),
        ("Scans/scan_0025.pdf", P, "Home", 34, T(t_roof, "contract")),
        ("Downloads/document (7).pdf", P, "Home", 9, T(t_roof, "heloc")),
        ("New folder/New Microsoft Excel Worksheet.xlsx", P, "Home", 57, T(t_roof, "compare")),
        ("Desktop/Book3.xlsx", P, "Church", 11, T(t_fund, "pledges")),
        ("misc/letter.docx", P, "Church", 27, T(t_fund, "letter")),
        ("Desktop/notes.txt", P, "Church", 8, T(t_fund, "bids")),
        ("New folder/Document (2).docx", P, "Church", 118, T(t_fund, "plan")),
        ("Downloads/New Document.xlsx", P, "School", 11, T(t_college, "visits")),
        ("Downloads/report.pdf", P, "School", 62, T(t_college, "sat")),
        ("Desktop/New Text Document (2).txt", P, "School", 39, T(t_college, "fafsa")),
        ("misc/stuff.docx", P, "School", 24, T(t_college, "essay")),
        ("Downloads/receipt.pdf", P, "Travel", 75, T(t_beach, "rental")),
        # personal finished
        ("Scans/scan_0003.pdf", X, "Family", 2740, T(t_divorce, "attorney")),
        ("2024/Document3.docx", X, "Family", 2690, T(t_divorce, "mediation")),
        ("Scans/scan_0006.pdf", X, "Family", 2240, T(t_divorce, "qdro")),
        ("misc/notes.txt", X, "Travel", 935, T(t_trip, "enugu")),
        ("2024/notes.txt", X, "Travel", 690, T(t_trip, "atlanta")),
        ("Desktop/Book4.xlsx", X, "Church", 205, T(t_banquet, "budget")),
        ("Scans/scan_0005.pdf", X, "Home", 1050, T(t_basement, "contract")),
        # resources
        ("misc/notes (2).txt", R, "Plumbing", 480, t_ref_code),
        ("Downloads/download (2).pdf", R, "Plumbing", 140, T(t_ref_article, "lead")),
        ("Desktop/Untitled (2).txt", R, "Cooking", 95, T(t_recipe, "jollof")),
        ("misc/new 1.txt", R, "Church", 300, t_sermon),
        ("Downloads/document (8).pdf", R, "Fishing", 64, t_fishing),
    ]
    for rel, bucket, topic, age, content in hard:
        add(rel, bucket, topic, age, content, hard=True)
    add("Scans/desktop.ini", L, "System", 700, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-3\r\n")

    return items
