"""An eleventh labelled corpus: an IT manager's files, ``build(root, seed)``, written without reading the classifier.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bodies of
the other placement corpora, or at any placement result: only ``unseen.py``'s docstring and helpers (for the
way labelling rules are written and for ``_xlsx``, ``_epub``, ``_id3``, ``_blob``, ``_rezip``,
``_latin1``), the ``Item`` dataclass and the helpers ``_pdf``, ``_jpeg`` (``corpus.py``), ``_docx``, ``_png``
(``blind.py``). The files and labels are shaped by what this person would have on disk, not by what any code
looks for.

The person: Tom Becker, 45, IT operations manager at Centennial Health Partners, a hospital network in
Denver, Colorado (since September 2022; before that he ran infrastructure at Front Range Bancorp, a
regional bank, 2014 - August 2022). He lives in a house in Arvada and owns a one-bedroom condo in Aurora
(Highline Crossing, unit 204) that he lets to a tenant, Maria Delgado. Divorced from Sarah Kline (the
proceedings in Jefferson County District Court ran from March 2022 to the decree in February 2023), he
co-parents their son Jake (13, 7th grade at Drake Middle School) under a 2023 parenting plan: alternating
weeks, a shared-expense log, child support paid through the Colorado Family Support Registry. He had an
arthroscopic meniscus repair on his right knee in February 2026 and is in physical therapy; Jake has
braces (Arvada Orthodontics). He drives a 2019 Ford F-150, rides a 2020 Triumph Bonneville T120, and
coaches Jake's team, the Arvada Strikers U14 boys, in the North Metro Youth Soccer League. He did an MBA
at CU Denver (2018-2020) and studies for IT certifications. Under way now: rooftop solar for the house
(contract signed April 2026, city permit approved in May, install booked for July 2026), a quiet job
search (final rounds for director-level roles), restoring a 1978 Honda CB750K bought in September 2025,
a camping trip to Moab with Jake on 20-26 June 2026, and rebuilding his homelab (Proxmox cluster,
Ansible, a small git repo). Finished: the MBA, the bank job, the divorce, finishing the basement in 2024,
the Yellowstone trip of August 2025 and the job search of 2022. Files are English, on a Windows PC with
the usual chaos: ``Downloads/`` with ``document (2).pdf``, ``Desktop/`` with ``untitled.txt``,
``Documents/misc``, ``Documents/New folder``, ``Documents/to file``, a ``Documents/2022`` dump, ``Scans/``
from the printer (``scan0012.pdf``), an ``old laptop`` backup copied off his bank-era laptop, a ``code/``
folder with repos, unfinished downloads and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  rooftop solar installation (installer quotes and comparison, contract, site survey, city permit, Xcel
  interconnection and Solar Rewards forms, financing, roof photos) -- topic Home; the job search
  (resumes, cover letters, job tracker, recruiter emails, interview prep, references, salary research)
  -- topic Career; the CB750K restoration (parts lists, scanned service-manual pages for that bike,
  receipts, carb and wiring notes, progress photos) -- topic Vehicles; the Moab trip (campsite and
  rafting bookings, Arches entry, route, packing and gear lists, the note to Sarah) -- topic Travel; the
  homelab rebuild (the ``code/homelab`` repo, its hardware list and network plan, the Proxmox ISO) --
  topic Code.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: the
  current job -- on-call rotas, vendor contracts under review, 1:1 notes and reviews of his team,
  budgets, incident postmortems, change-board notes, DR tests (Work); money -- checking and credit card,
  mortgage, 401k, HSA, household budget, tax returns of any year (Finance); raising Jake with Sarah --
  the parenting plan, custody calendar, shared-expense log, child-support payments, messages with Sarah,
  Jake's school papers (Coparenting); his and Jake's health -- the knee surgery and PT, insurance EOBs,
  dentist, Jake's orthodontist (Health); the house, its bills, property tax, insurance and upkeep (Home);
  letting the condo -- lease, rent ledger, HOA, repairs, its property tax and landlord insurance, tenant
  emails (Rental); the truck and the Triumph -- registration, insurance, service (Vehicles); coaching the
  Strikers -- rosters, schedules, practice plans, league and parent emails, his coaching licence
  (Soccer). A 2019 tax return or the 2023 parenting plan is still an Area.
- **Resources**: reference and interests kept for their own sake, by subject: certification study notes,
  tech articles, Linux and networking cheat sheets (Tech); reusable scripts in ``code/snippets``
  (Code); general motorcycle repair reading and the Triumph's owner's manual (Vehicles); coaching drills
  (Soccer); appliance manuals (Home); personal-finance articles (Finance); recipes (Cooking); ebooks
  (Books); music (Music); installers (Software); photos and screenshots (Photos) -- except photos that
  document a project, current or finished (solar roof, the bike's progress, the basement build, the
  Yellowstone trip: the project's bucket and topic), and anything inside the old laptop backup.
- **Archive**: finished projects and ended responsibilities: the MBA -- course notes, capstone,
  transcript, tuition (Education); the Front Range Bancorp job, ended 2022 (Work); the 2022 job search
  (Career); the divorce proceedings, finalised 2023 -- attorney letters, financial affidavits, mediation,
  settlement drafts, the decree (Divorce); the 2024 basement finishing (Home); past trips, Yellowstone
  2025 and earlier, including the photo book ordered afterwards (Travel); everything in the ``old
  laptop`` backup, a frozen copy of a retired machine, whatever its subject (Backup), except its system
  files; ``code/mba-capstone`` (Education).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``), wherever they are (topic System). Dot files (``.DS_Store``, ``.gitignore``,
  anything inside ``.git/``) are written but not labelled: the scanner never lists them.

Topics are subjects (the solar install is ``Home`` like the water bill; the restoration is ``Vehicles``
like the truck's registration; child support is ``Coparenting``, not ``Finance``). ``hard`` marks a file
whose name *and* folder say nothing about its subject (``Downloads/document (2).pdf``,
``Desktop/untitled.txt``, ``Scans/scan0012.pdf``, ``Documents/misc/notes.docx``): only the text inside
(.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it. Images are never marked hard. Dates are
relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

# --------------------------------------------------------------------------- helpers


def _d(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _us(dt: datetime) -> str:
    return dt.strftime("%m/%d/%Y")


def _long(dt: datetime) -> str:
    return dt.strftime("%B %d, %Y").replace(" 0", " ")


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _age(y: int, m: int, d: int) -> float:
    """Days between a calendar date and NOW (positive for the past)."""
    return (NOW - datetime(y, m, d, tzinfo=timezone.utc)).days


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str, cc: str = "") -> str:
    head = (f"From: {frm}\nTo: {to}\n" + (f"Cc: {cc}\n" if cc else "") +
            f"Subject: {subj}\nDate: {dt.strftime('%a, %d %b %Y %H:%M:%S -0600')}\n"
            f"Message-ID: <{abs(hash_s(subj + _d(dt))):x}@mail.gmail.com>\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=\"UTF-8\"\n\n")
    return head + body.strip() + "\n"


def hash_s(s: str) -> int:
    """A stable string hash (``hash()`` is salted per process)."""
    h = 2166136261
    for ch in s.encode():
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return h


TOM = "Tom Becker <tbecker78@gmail.com>"
TOM_WORK = "Becker, Thomas <thomas.becker@centennialhp.org>"
SARAH = "Sarah Kline <sarah.kline.co@gmail.com>"
HOUSE = "7415 W 68th Pl, Arvada, CO 80003"
CONDO = "14720 E Kentucky Dr, Unit 204, Aurora, CO 80012"
TEAM = ["Priya Nair", "Marcus Webb", "Dana Kowalski", "Luis Ortega", "Kevin Tran", "Alicia Moore"]
PLAYERS = ["Jake Becker", "Mateo Ruiz", "Owen Schafer", "Liam Chen", "Noah Patel", "Eli Gutierrez", "Caleb Ward",
           "Ben Okafor", "Ryan Miller", "Aiden Brooks", "Sam Jorgensen", "Diego Flores", "Carter Nguyen",
           "Henry Walsh", "Luca Romero", "Isaac Fischer"]


# --------------------------------------------------------------------------- Work (Areas)


def t_oncall(r: random.Random, dt: datetime) -> str:
    start = dt - timedelta(days=dt.weekday())
    rows = ["Week of;Primary;Secondary;Escalation (mgr);Notes"]
    for w in range(12):
        a, b = r.sample(TEAM, 2)
        note = r.choice(["", "", "Epic upgrade weekend", "holiday - double pay", "swap approved", "DR test Sat"])
        rows.append(f"{_us(start + timedelta(weeks=w))};{a};{b};Tom Becker;{note}")
    return "\n".join(rows)


def t_oncall_handoff(r: random.Random, dt: datetime) -> str:
    return (f"On-call handoff - week ending {_us(dt)}\nPrimary: {r.choice(TEAM)}  ->  {r.choice(TEAM)}\n"
            f"Open incidents: INC0{r.randint(100000, 199999)} (Citrix session drops at Lutheran campus, vendor case open)\n"
            f"Pages this week: {r.randint(4, 19)} (after-hours {r.randint(1, 6)})\n"
            "Known noise: SolarWinds node-down flaps on the Parker clinic SD-WAN edge, ignore unless >10 min.\n"
            "Change freeze Friday 18:00 for the Epic hotfix; CAB approved CHG0041877.\n"
            "Reminder: update the PagerDuty override if you swap shifts - Tom")


def t_vendor_contract(r: random.Random, dt: datetime, vendor: str, what: str) -> str:
    return (f"{vendor} - {what}\nContract review notes, T. Becker, IT Operations, {_us(dt)}\n"
            f"Term: 36 months, auto-renew with 90-day notice. Annual cost {_usd(r, 40000, 260000)} (+{r.randint(3, 9)}% uplift yr 2-3)\n"
            "Issues to raise with Procurement / Legal:\n"
            "1. Uptime SLA 99.5% is below our 99.9% standard for clinical systems; credits capped at 5% of monthly fee.\n"
            "2. BAA is not attached - vendor will touch PHI in logs, HIPAA requires it before signature.\n"
            "3. Termination for convenience missing; data return within 30 days in open format needed.\n"
            "4. Price hold for added licences through end of FY27.\n"
            "Recommendation: sign after redlines 1-3 are accepted. Owner: Tom / Supply Chain (J. Alvarez)")


def t_vendor_tracker(r: random.Random, dt: datetime) -> str:
    vs = [("ServiceNow", "ITSM licences"), ("Cisco", "SmartNet support"), ("Imprivata", "SSO / badge tap"),
          ("Iron Mountain", "tape vaulting"), ("Pure Storage", "Evergreen subscription"), ("Zscaler", "ZIA/ZPA"),
          ("PagerDuty", "on-call"), ("Lumen", "MPLS circuits")]
    rows = ["Vendor;Service;Annual cost;Renewal date;Notice (days);Status"]
    for v, s in vs:
        rows.append(f"{v};{s};{r.randint(18, 420) * 1000};{_us(dt + timedelta(days=r.randint(20, 400)))};"
                    f"{r.choice([60, 90, 120])};{r.choice(['in review', 'redlines sent', 'signed', 'RFP'])}")
    return "\n".join(rows)


def t_one_on_one(r: random.Random, dt: datetime, who: str) -> str:
    lines = [f"1:1 {who} / Tom"]
    for k in range(3):
        d = dt - timedelta(days=14 * k)
        lines.append(f"{_us(d)}")
        lines.append("- " + r.choice(["Wants to lead the Windows Server 2016 retirement; agreed, scope by next 1:1",
                                      "Burnout flag after 3 overnight pages - moved off primary next rotation",
                                      "CCNP study: approved 2 hrs/week and exam voucher from training budget",
                                      "Feedback: change tickets missing rollback plans, discussed CAB expectations",
                                      "Asked about promotion path to Sr Engineer - review criteria at mid-year"]))
        lines.append("- Action: " + r.choice(["send runbook draft", "shadow vendor call", "close 5 stale tickets",
                                              "write postmortem for the VPN outage", "pair with Dana on Ansible"]))
    return "\n".join(lines)


def t_review(r: random.Random, dt: datetime, who: str) -> str:
    return (f"Annual Performance Review - FY{dt.year}\nEmployee: {who}   Manager: Thomas Becker   Dept: IT Operations\n"
            f"Overall rating: {r.choice(['Meets', 'Exceeds', 'Meets+'])} expectations\n"
            "Strengths: calm during major incidents, owns problems end to end, good documentation.\n"
            "Growth areas: estimating work, pushing back on scope, presenting to clinical leadership.\n"
            f"Goals next year: lead one infrastructure project; complete {r.choice(['CCNP', 'AZ-104', 'ITIL 4'])}.\n"
            f"Merit increase recommended: {r.choice(['3.0', '3.5', '4.0'])}%")


def t_budget(r: random.Random, dt: datetime, fy: int) -> str:
    lines = ["Cost center 7310 IT Operations;FY%d Budget;FY%d Forecast;Variance;Comment" % (fy, fy)]
    for item in ("Salaries & benefits", "Overtime / on-call pay", "Software maintenance", "Hardware maintenance",
                 "Telecom circuits", "Cloud (Azure)", "Training & certification", "Contract labor",
                 "Capital - UPS replacement", "Capital - core switch refresh"):
        b = r.randint(40, 3200) * 1000
        f = int(b * r.uniform(0.88, 1.12))
        lines.append(f"{item};{b};{f};{f - b};{r.choice(['', 'Epic go-live', 'vendor uplift', 'vacancy savings', ''])}")
    return "\n".join(lines)


def t_capex(r: random.Random, dt: datetime) -> str:
    return (f"Capital Request - Data Center UPS Replacement (Lakewood DC)\nRequested by: Thomas Becker, IT Operations Manager   Date: {_us(dt)}\n"
            "Problem: both Eaton 9395 UPS units are 14 years old, batteries replaced twice, vendor end of support 12/2026.\n"
            "A failed transfer during the 2025 utility outage dropped PACS storage for 11 minutes.\n"
            f"Proposal: two modular 250 kVA units with lithium-ion cabinets, installed in phases. Cost {_usd(r, 380000, 520000)}.\n"
            "Risk if deferred: unplanned downtime of clinical systems; Joint Commission finding.\n"
            "Approvals: CIO ______  CFO ______")


def t_postmortem(r: random.Random, dt: datetime, title: str, cause: str) -> str:
    return (f"# Postmortem: {title}\n\nDate: {_d(dt)}  Severity: SEV{r.randint(1, 2)}  Author: Tom Becker  Status: final\n\n"
            f"## Impact\n{r.randint(40, 2200)} users affected for {r.randint(25, 190)} minutes; clinics fell back to downtime procedures.\n\n"
            f"## Root cause\n{cause}\n\n## Timeline\n- 06:{r.randint(10, 59)} first page from monitoring\n"
            f"- 07:{r.randint(10, 59)} bridge opened, Service Desk notified\n- 08:{r.randint(10, 59)} mitigation applied, service restored\n\n"
            "## What went well / badly\n+ escalation fast, vendor engaged in 20 min\n- no runbook for this failure, alert went to an old pager group\n\n"
            "## Action items\n- [ ] add monitoring for the failing component (owner: Priya)\n- [ ] update runbook and on-call doc (owner: Marcus)\n")


def t_cab(r: random.Random, dt: datetime) -> str:
    return (f"Change Advisory Board - {_us(dt)}\nChair: T. Becker. Attendees: Service Desk, Network, Server, Apps, Security\n"
            f"CHG00{r.randint(41000, 42999)} Palo Alto firmware 11.1.6 on edge pair - approved, window Sun 02:00-04:00\n"
            f"CHG00{r.randint(41000, 42999)} Citrix VDA image refresh - approved with rollback to snapshot\n"
            f"CHG00{r.randint(41000, 42999)} Exchange hybrid cert renewal - emergency, retro-approved\n"
            f"CHG00{r.randint(41000, 42999)} Epic printing queue migration - deferred, no test plan\n"
            "Reminder: freeze from the 20th through Epic upgrade weekend.")


def t_dr_test(r: random.Random, dt: datetime) -> str:
    return (f"Disaster Recovery Test Plan {dt.year} - Centennial Health Partners, IT Operations\n"
            "Scope: failover of Tier 1 apps (Epic ODB, PACS, Imprivata, Citrix) from Lakewood DC to the Colorado Springs site.\n"
            "RTO target 4 hours, RPO 15 minutes.\nTest date: Saturday, 06:00-14:00. Bridge: Teams 'DR Test'.\n"
            "Pre-checks: replication lag < 5 min, DNS TTL lowered to 60 s 48 h before, clinical leads notified.\n"
            "Success criteria: log in to Epic from two clinics, pull a prior CT from PACS, badge-tap login works.\n"
            "Rollback: fail back Sunday 08:00. Lessons learned due within 10 business days.")


def t_oncall_swap_mail(r: random.Random, dt: datetime) -> str:
    who = r.choice(TEAM)
    return _eml(f"{who} <{who.split()[0].lower()}.{who.split()[1].lower()}@centennialhp.org>", TOM_WORK,
                "RE: weekend on-call swap", dt,
                f"Tom,\n\n{r.choice(TEAM)} agreed to take my primary shift Sat-Sun, I'll cover her Memorial Day week.\n"
                "I already updated the PagerDuty override. Can you approve in Kronos so the on-call pay goes to the right person?\n\nThanks")


def t_offsite(r: random.Random, dt: datetime) -> str:
    return (f"IT Ops team offsite - agenda ({_us(dt)}, Wheat Ridge Rec Center room B)\n"
            "08:30 coffee, wins from last quarter\n09:00 on-call load review - pages per person, after-hours stats\n"
            "10:00 FY27 priorities: UPS replacement, Windows 2016 retirement, monitoring consolidation\n"
            "11:30 lunch (Tom buys - Illegal Pete's)\n12:30 runbook hackathon\n14:30 training plans and cert budget\n"
            "15:30 wrap-up, action owners")


# --------------------------------------------------------------------------- Front Range Bancorp (Archive Work)


def t_bank_runbook(r: random.Random, dt: datetime) -> str:
    return ("Front Range Bancorp - Infrastructure Runbook: Core Banking Nightly Batch\n"
            "Owner: T. Becker, Manager Infrastructure Services\n"
            "1. Verify Jack Henry SilverLake EOD completed (job FRB-EOD-01) before 23:30.\n"
            "2. If the ACH file transfer to the Fed fails, retry via the secondary FedLine workstation in Branch 12.\n"
            "3. Tape rotation: LTO-7 to Iron Mountain every Tuesday.\n"
            "4. Escalate to the CIO if the batch is not complete by 03:00; branches open 08:00.")


def t_bank_resign(r: random.Random, dt: datetime) -> str:
    return (f"{_long(dt)}\n\nDear Karen,\n\nPlease accept this letter as my formal resignation from my position as Manager, "
            "Infrastructure Services at Front Range Bancorp. My last day will be August 26, 2022.\n"
            "I am grateful for eight years here - the core conversion and the branch network refresh were highlights.\n"
            "I will document all open projects and make the transition as smooth as possible.\n\nSincerely,\nThomas Becker")


def t_bank_paystub(r: random.Random, dt: datetime) -> str:
    g = r.randint(5100, 5600)
    return (f"Front Range Bancorp  -  Earnings Statement\nEmployee: Thomas Becker   ID 10447   Pay date {_us(dt)}\n"
            f"Regular salary {g:,}.00   PTO payout {r.randint(3000, 6000):,}.00\n"
            f"Federal tax {r.randint(900, 1300):,}.00  CO state tax {r.randint(200, 300)}.00  401(k) 6% {g * 0.06:,.2f}\n"
            "FINAL PAY - separation date 08/26/2022")


def t_bank_review(r: random.Random, dt: datetime) -> str:
    return ("Front Range Bancorp - 2021 Performance Summary\nThomas Becker, Manager Infrastructure Services\n"
            "Highlights: migrated 38 branches to SD-WAN, passed FFIEC IT exam with no findings on infrastructure,\n"
            "cut backup window from 9 h to 3 h.\nRating: Exceeds. Bonus 9% of base.")


def t_bank_exit(r: random.Random, dt: datetime) -> str:
    return ("Exit checklist - T. Becker (last day 8/26/2022)\n[x] return laptop FRB-LT-0932 and badge\n"
            "[x] hand over vCenter / firewall admin creds to Raj via the password vault\n[x] transfer on-call to Raj\n"
            "[ ] 401k rollover from Principal to Fidelity IRA - call after 30 days\n[x] COBRA not needed, new job starts 9/6")


# --------------------------------------------------------------------------- Finance (Areas)


def t_checking(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(4000, 11000)
    lines = [f"Foothills Federal Credit Union - Statement of Account", f"THOMAS J BECKER  {HOUSE}",
             f"Statement period ending {_us(dt)}   Share Draft (Checking) ****4471", f"Beginning balance ${bal:,.2f}"]
    for desc, lo, hi in (("DIRECT DEP CENTENNIAL HEALTH PAYROLL", 3400, 3600), ("DIRECT DEP CENTENNIAL HEALTH PAYROLL", 3400, 3600),
                         ("ZELLE FROM MARIA DELGADO RENT", 1675, 1675), ("MR COOPER MORTGAGE PMT", -2180, -2180),
                         ("CO FAMILY SUPPORT REGISTRY", -612, -612), ("XCEL ENERGY", -80, -190), ("KING SOOPERS #0612", -40, -160),
                         ("HIGHLINE CROSSING HOA", -315, -315), ("CHASE CARD PAYMENT", -900, -2400)):
        v = r.uniform(lo, hi)
        bal += v
        lines.append(f"{_us(dt - timedelta(days=r.randint(1, 28)))}  {desc}  {v:,.2f}")
    lines.append(f"Ending balance ${bal:,.2f}")
    return "\n".join(lines)


def t_401k(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(310000, 360000)
    return (f"Fidelity NetBenefits - Centennial Health Partners 403(b)/401(k) Plan\nParticipant: THOMAS BECKER\n"
            f"Quarter ending {_us(dt)}\nBeginning balance ${bal - 9000:,.2f}\nYour contributions ${r.uniform(4800, 5200):,.2f}\n"
            f"Employer match ${r.uniform(2400, 2600):,.2f}\nChange in market value ${r.uniform(-3000, 6000):,.2f}\nEnding balance ${bal:,.2f}\n"
            "Investments: Fidelity Freedom Index 2045 (72%), Fidelity 500 Index (28%)\nPersonal rate of return: 4.1%")


def t_hsa(r: random.Random, dt: datetime) -> str:
    return (f"HealthEquity - HSA Statement  {dt.strftime('%B %Y')}\nAccount holder: Thomas Becker\n"
            f"Opening balance ${r.uniform(8000, 12000):,.2f}\nContribution (payroll) $358.33\n"
            f"Distribution - Panorama Orthopedics {_usd(r, 180, 900)}\nDistribution - Arvada Orthodontics $210.00\n"
            f"Invested balance (VIIIX) ${r.uniform(6000, 9000):,.2f}\n2026 contribution limit (self-only) $4,400; YTD $1,791.65")


def t_hsa_log(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Provider;Who;Amount;Paid from;Receipt saved"]
    for _ in range(10):
        rows.append(f"{_us(dt - timedelta(days=r.randint(0, 160)))};"
                    f"{r.choice(['Panorama Orthopedics', 'Foothills PT', 'Ralston Creek Dental', 'Arvada Orthodontics', 'King Soopers Pharmacy'])};"
                    f"{r.choice(['Tom', 'Jake'])};{r.uniform(20, 650):.2f};{r.choice(['HSA card', 'out of pocket - reimburse'])};yes")
    return "\n".join(rows)


def t_w2(r: random.Random, dt: datetime) -> str:
    w = r.randint(128000, 134000)
    return ("Form W-2 Wage and Tax Statement 2025  Copy B - To Be Filed With Employee's FEDERAL Tax Return\n"
            "Employer: Centennial Health Partners, 2000 S Colorado Blvd, Denver CO 80222  EIN 84-1xxxx19\n"
            f"Employee: THOMAS J BECKER  {HOUSE}\n1 Wages, tips {w:,}.00   2 Federal income tax withheld {int(w * 0.15):,}.00\n"
            f"12a D {r.randint(18000, 23000):,}.00  12b W {4300:,}.00\n16 State wages CO {w:,}.00  17 State income tax {int(w * 0.044):,}.00")


def t_1098(r: random.Random, dt: datetime) -> str:
    return (f"Form 1098 Mortgage Interest Statement 2025\nRecipient/Lender: Mr. Cooper (Nationstar Mortgage LLC)\n"
            f"Payer/Borrower: THOMAS J BECKER\nProperty: {HOUSE}\n1 Mortgage interest received {_usd(r, 9800, 11200)}\n"
            f"2 Outstanding principal {_usd(r, 318000, 332000)}\n10 Property tax paid from escrow {_usd(r, 3300, 3700)}")


def t_tax_return(r: random.Random, dt: datetime, year: int) -> str:
    return (f"{year} Form 1040 - U.S. Individual Income Tax Return (copy)\nThomas J Becker, filing status: Single / Head of household\n"
            f"Wages {r.randint(96000, 132000):,}  Schedule E rental income (Aurora condo) net {r.randint(-900, 4200):,}\n"
            f"Adjusted gross income {r.randint(100000, 138000):,}  Standard deduction\nTotal tax {r.randint(13000, 19000):,}  "
            f"Withholding {r.randint(14000, 20000):,}\n{r.choice(['Refund', 'Amount you owe'])} {r.randint(200, 2400):,}\n"
            "Prepared with TurboTax Premier. Colorado DR 0104 filed the same day.")


def t_mortgage(r: random.Random, dt: datetime) -> str:
    return (f"Mr. Cooper - Mortgage Statement\nStatement date {_us(dt)}  Loan number ****8815\nProperty: {HOUSE}\n"
            f"Payment due {_us(dt + timedelta(days=14))}: $2,180.44 (principal $1,012.31, interest $839.02, escrow $329.11)\n"
            f"Unpaid principal balance {_usd(r, 315000, 325000)}  Interest rate 3.125%\nEscrow balance {_usd(r, 1900, 3200)}")


def t_card(r: random.Random, dt: datetime) -> str:
    lines = [f"Chase Freedom Unlimited - statement closing {_us(dt)}", "Account ending 3309  Thomas Becker"]
    for m in ("AMAZON MKTP US", "HOME DEPOT 1514 ARVADA", "COSTCO WHSE #0680", "SHELL OIL 5744", "NETFLIX.COM",
              "REI #0062 DENVER", "CHIPOTLE 1123"):
        lines.append(f"{_us(dt - timedelta(days=r.randint(1, 29)))} {m} {r.uniform(8, 260):.2f}")
    lines.append(f"New balance {_usd(r, 900, 2600)}  Minimum payment due $40.00  Autopay from Foothills FCU")
    return "\n".join(lines)


def t_household_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Category;Monthly budget;Jan;Feb;Mar;Apr;May"]
    for c, b in (("Mortgage", 2180), ("Child support", 612), ("Groceries", 700), ("Utilities", 290), ("Truck + bike fuel", 260),
                 ("Jake - activities/soccer", 150), ("Insurance (auto/home)", 310), ("401k (payroll)", 0), ("Eating out", 250),
                 ("Solar loan (starts Aug)", 0), ("Condo HOA + tax reserve", 420)):
        rows.append(f"{c};{b};" + ";".join(str(int(b * r.uniform(0.8, 1.2))) for _ in range(5)))
    rows.append("Rent income (condo);1675;1675;1675;1675;1675;1675")
    return "\n".join(rows)


def t_fin_article(r: random.Random, dt: datetime) -> str:
    return ("The Three-Fund Portfolio, explained\nA total US stock index fund, a total international fund and a total bond\n"
            "fund give you global diversification for a few basis points a year. Pick a stock/bond split that matches\n"
            "your ability to sleep during a 35% drawdown, then rebalance once a year or when an asset drifts 5 points.\n"
            "Use tax-advantaged space first: 401(k) match, HSA (triple tax advantage), then Roth IRA.")


# --------------------------------------------------------------------------- Coparenting (Areas)


def t_parenting_plan(r: random.Random, dt: datetime) -> str:
    return ("DISTRICT COURT, JEFFERSON COUNTY, COLORADO  Case No. 2022DR30418\nIn re the Marriage of Thomas J. Becker and Sarah A. Becker (Kline)\n"
            "PARENTING PLAN (Permanent Orders)\nThe parties share joint decision-making for education, health care and extracurricular activities.\n"
            "Parenting time: alternating weeks, exchanges Sundays at 5:00 p.m. at the mother's residence.\n"
            "Summer: each parent may take one uninterrupted vacation of up to 7 days with 30 days' written notice.\n"
            "Holidays: Thanksgiving odd years Father, even years Mother; Christmas Eve/Day alternate.\n"
            "Expenses: uninsured medical, orthodontia, school fees and activities shared 55% Father / 45% Mother.\n"
            "Communication through OurFamilyWizard.")


def t_shared_expenses(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Item;Paid by;Total;Tom 55%;Sarah 45%;Settled"]
    for _ in range(9):
        t = r.uniform(25, 480)
        rows.append(f"{_us(dt - timedelta(days=r.randint(0, 150)))};"
                    f"{r.choice(['Ortho monthly - Arvada Orthodontics', 'Soccer club fees spring', 'Drake MS school fees', 'Cleats + shin guards', 'Science camp deposit', 'Urgent care copay', 'Glasses'])};"
                    f"{r.choice(['Tom', 'Sarah'])};{t:.2f};{t * 0.55:.2f};{t * 0.45:.2f};{r.choice(['yes', 'yes', 'no'])}")
    return "\n".join(rows)


def t_custody_cal(r: random.Random, dt: datetime) -> str:
    rows = ["Week starting (Sun 5pm);With;Exchange;Notes"]
    start = datetime(2026, 1, 4)
    for w in range(26):
        d = start + timedelta(weeks=w)
        rows.append(f"{_us(d)};{'Dad' if w % 2 == 0 else 'Mom'};Sarah's house;"
                    f"{'Moab trip (Dad vacation week)' if d.month == 6 and d.day > 16 and d.day < 24 else ''}")
    return "\n".join(rows)


def t_support_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Payment Date,Case Number,Payor,Payee,Amount,Type,Status"]
    for m in range(1, 6):
        rows.append(f"{m:02d}/01/2026,2022DR30418,BECKER THOMAS J,KLINE SARAH A,612.00,Child Support,Disbursed")
    return "\n".join(rows)


def t_sarah_mail(r: random.Random, dt: datetime) -> str:
    return _eml(SARAH, TOM, "Summer schedule + Jake's ortho", dt,
                "Hi Tom,\n\nFor summer: I'd like to take Jake to my sister's in Omaha July 11-18. You said Moab is June 20-26, "
                "that works, just send me the campsite info and an emergency contact.\n\n"
                "Also Dr. Anand wants to add rubber bands at the next visit (June 30, 3:40). Can you take him? I'm at work.\n"
                "The ortho invoice is in OFW, your 55% is $115.50.\n\nThanks,\nSarah")


def t_ofw(r: random.Random, dt: datetime) -> str:
    return ("OurFamilyWizard - Message Report\nParents: Thomas Becker, Sarah Kline   Child: Jake Becker\n"
            f"Generated {_us(dt)}\n"
            f"{_us(dt - timedelta(days=20))} Sarah: Jake left his inhaler at your house, can you drop it at school?\n"
            f"{_us(dt - timedelta(days=20))} Tom: Dropped at front office 7:45.\n"
            f"{_us(dt - timedelta(days=9))} Sarah: Parent-teacher conference Thursday 4:15, can you make it?\n"
            f"{_us(dt - timedelta(days=8))} Tom: Yes, meet you there.")


def t_report_card(r: random.Random, dt: datetime) -> str:
    return ("Drake Middle School - Progress Report, Grade 7, Semester 2\nStudent: Jake Becker\n"
            f"Language Arts B+   Math (Accelerated) {r.choice(['A-', 'B+'])}   Science A   Social Studies B\n"
            "PE A   Spanish 1 B-   Band (trumpet) A\nTeacher comment: Jake participates well; needs to turn in Spanish homework on time.\n"
            "Parents: Sarah Kline / Thomas Becker")


# --------------------------------------------------------------------------- Health (Areas)


def t_knee_op(r: random.Random, dt: datetime) -> str:
    return ("Panorama Orthopedics & Spine Center - Operative Report\nPatient: Becker, Thomas J  DOB 03/14/1981\n"
            "Date of surgery: 02/10/2026  Surgeon: Michael Hartley, MD\n"
            "Procedure: right knee arthroscopy, all-inside repair of medial meniscus tear (posterior horn)\n"
            "Findings: bucket-handle tear, ACL intact, grade 2 chondromalacia patella.\n"
            "Plan: hinged brace locked in extension 4 weeks, toe-touch weight bearing, PT start at 1 week.")


def t_knee_followup(r: random.Random, dt: datetime) -> str:
    return (f"After Visit Summary - {_us(dt)}\nPanorama Orthopedics, Dr. Hartley\nReason: 14-week post-op, right knee meniscus repair\n"
            "Range of motion 0-125 degrees, no effusion. Quad strength 80% of left side.\n"
            "OK to start light jogging on treadmill; no cutting or pivoting (that means no scrimmaging with the team) until 6 months.\n"
            "Continue PT 1x/week. Next follow-up in 8 weeks.")


def t_pt_plan(r: random.Random, dt: datetime) -> str:
    return ("Foothills Physical Therapy - Home Exercise Program\nPatient: Tom Becker  Dx: s/p R meniscus repair\n"
            "1. Quad sets 3x15, hold 5 s\n2. Straight-leg raise 3x12\n3. Mini squats 0-60 deg 3x10\n4. Step-ups 6 inch box 3x10\n"
            "5. Stationary bike 15 min, low resistance\n6. Single-leg balance 3x30 s\nIce 15 min after. Call if swelling increases.")


def t_eob(r: random.Random, dt: datetime) -> str:
    billed = r.uniform(800, 9000)
    return (f"Anthem Blue Cross and Blue Shield - Explanation of Benefits\nMember: THOMAS BECKER  Group: CENTENNIAL HEALTH PARTNERS\n"
            f"Claim processed {_us(dt)}  Provider: {r.choice(['Panorama Orthopedics', 'Foothills Physical Therapy', 'Lutheran Medical Center'])}\n"
            f"Amount billed ${billed:,.2f}  Network discount ${billed * 0.4:,.2f}\nPlan paid ${billed * 0.45:,.2f}  "
            f"Your responsibility ${billed * 0.15:,.2f} (deductible / coinsurance)\nTHIS IS NOT A BILL")


def t_dentist(r: random.Random, dt: datetime) -> str:
    return (f"Ralston Creek Dental - Visit receipt {_us(dt)}\nPatient: Thomas Becker\n"
            "D1110 adult prophylaxis  D0120 periodic exam  D0274 bitewings (4)\nInsurance (Delta Dental PPO) paid 100%.\n"
            f"Recommended: crown #30 (cracked filling) - estimate {_usd(r, 450, 700)} patient portion. Next cleaning in 6 months.")


def t_ortho_contract(r: random.Random, dt: datetime) -> str:
    return ("Arvada Orthodontics - Treatment Agreement\nPatient: Jake Becker  Responsible parties: Thomas Becker, Sarah Kline\n"
            "Treatment: comprehensive (full braces, upper and lower), estimated 22 months, started 10/2025\n"
            "Fee $6,200. Insurance estimate $1,500 lifetime max. Down payment $1,000, then 20 payments of $185.00.\n"
            "Missed appointments and broken brackets may extend treatment. Dr. Raj Anand, DDS, MS")


def t_ortho_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Arvada Orthodontics <appointments@arvadaortho.com>", TOM, "Appointment reminder for Jake", dt,
                "Hi Tom,\n\nThis is a reminder that Jake has an adjustment appointment on Tuesday at 3:40 PM with Dr. Anand.\n"
                "Please have him brush before the visit and bring his retainer case.\nReply C to confirm.\n\nArvada Orthodontics - (303) 555-0174")


def t_vaccine(r: random.Random, dt: datetime) -> str:
    return ("Colorado Immunization Information System - Official Record\nName: Jake Thomas Becker  DOB 09/22/2012\n"
            "DTaP x5, IPV x4, MMR x2, Varicella x2, Hep B x3, Hep A x2 - complete\nTdap 09/2024  HPV dose 1 09/2024, dose 2 03/2025\n"
            "MenACWY 09/2024\nRequired for 7th grade: complete")


# --------------------------------------------------------------------------- Home (Areas / Archive basement)


def t_xcel(r: random.Random, dt: datetime) -> str:
    return (f"Xcel Energy - Your Monthly Bill  Statement date {_us(dt)}\nService address: {HOUSE}\n"
            f"Electricity: {r.randint(420, 780)} kWh  {_usd(r, 60, 120)}\nNatural gas: {r.randint(20, 110)} therms  {_usd(r, 25, 110)}\n"
            f"Amount due {_usd(r, 95, 230)} by {_us(dt + timedelta(days=21))}\nAuto pay from checking ****4471")


def t_water(r: random.Random, dt: datetime) -> str:
    return (f"City of Arvada Utilities - Water & Sewer\nAccount 100-48812  {HOUSE}\nBilling period ending {_us(dt)}\n"
            f"Water usage {r.randint(3, 14)},000 gal  {_usd(r, 30, 90)}\nSewer {_usd(r, 35, 45)}  Stormwater $9.17\nTotal {_usd(r, 75, 150)}")


def t_home_insurance(r: random.Random, dt: datetime) -> str:
    return (f"State Farm Homeowners Policy - Renewal Declarations\nNamed insured: Thomas J Becker\nLocation: {HOUSE}\n"
            f"Policy period {_us(dt)} to {_us(dt + timedelta(days=365))}\nDwelling $512,000  Personal property $256,000  Liability $300,000\n"
            f"Wind/hail deductible 2% ($10,240)  All other perils $1,000\nAnnual premium {_usd(r, 2900, 3600)}")


def t_house_proptax(r: random.Random, dt: datetime) -> str:
    return ("Jefferson County Treasurer - 2025 Property Tax Statement (payable 2026)\n"
            f"Owner: BECKER THOMAS J   Schedule 300218774   {HOUSE}\nActual value $598,400  Assessed value $37,720\n"
            f"Total tax {_usd(r, 3400, 3800)}  Paid by mortgage escrow (Nationstar)")


def t_hvac(r: random.Random, dt: datetime) -> str:
    return (f"Applewood Plumbing Heating & Electric - Invoice {r.randint(40000, 49999)}\nCustomer: Tom Becker  {HOUSE}\n"
            f"Date {_us(dt)}\nSpring A/C tune-up (Carrier 2.5 ton): cleaned condenser coil, checked refrigerant, replaced capacitor\n"
            f"Labor + parts {_usd(r, 160, 340)}\nNote: furnace heat exchanger OK, recommend humidifier pad replacement in fall.")


def t_sprinkler(r: random.Random, dt: datetime) -> str:
    return (f"Receipt - Mile High Sprinklers\nService: spring start-up and backflow test  {HOUSE}\nDate: {_us(dt)}\n"
            f"Replaced 2 rotor heads zone 3, adjusted zone 5 timing\nBackflow test passed, report filed with City of Arvada\nTotal {_usd(r, 120, 210)} paid Visa")


def t_house_todo(r: random.Random, dt: datetime) -> str:
    return ("House - to do\n- regrout master shower\n- gutter guards before fall (check with solar crew about roof access)\n"
            "- replace garage door opener battery\n- fence stain, south side\n- furnace filter every 3 months (MERV 11, 16x25x1)\n"
            "- radon test kit, basement")


def t_deed(r: random.Random, dt: datetime) -> str:
    return ("WARRANTY DEED\nTHIS DEED, made June 17, 2016, between Gary L. and Ruth A. Mendoza (Grantors) and\n"
            f"Thomas J. Becker and Sarah A. Becker (Grantees), conveys the real property known as {HOUSE},\n"
            "Lot 14, Block 3, Meadowglen Filing No. 2, County of Jefferson, State of Colorado.\n"
            "Recorded Jefferson County Clerk & Recorder, Reception No. 2016061744.\n"
            "Note (TB): quitclaim from Sarah recorded 04/2023 per separation agreement - house now solely mine.")


def t_furnace_manual(r: random.Random, dt: datetime) -> str:
    return ("Carrier Performance 96 Gas Furnace 59TP6 - Owner's Information Manual\nRead and save these instructions.\n"
            "Filter: replace or clean every 3 months; a dirty filter reduces efficiency and may cause limit trips.\n"
            "Status code LED: 1 flash = normal operation; 3 flashes = pressure switch did not close; 4 flashes = limit circuit open.\n"
            "Annual inspection by a qualified service technician is recommended.")


def t_dishwasher_manual(r: random.Random, dt: datetime) -> str:
    return ("Bosch 300 Series Dishwasher SHE53C85N - Use and Care Manual\nLoading the upper rack: cups and glasses angled downward.\n"
            "Error E24: drain hose kinked or filter clogged - clean the cylindrical filter and check the hose.\n"
            "Use rinse aid for best drying. Clean the filter monthly.")


def t_basement_bid(r: random.Random, dt: datetime) -> str:
    return ("Ridgeline Remodeling LLC - Proposal\nClient: Tom Becker  " + HOUSE + "\nScope: finish 780 sq ft basement - framing, "
            "insulation, egress window, drywall, 3/4 bath, LVP flooring, recessed lighting, permit included.\n"
            f"Price: {_usd(r, 61000, 68000)}. Schedule: start March 11, 2024, approx. 14 weeks.\nPayment: 10% deposit, "
            "progress draws at framing inspection, drywall, final.\nValid 30 days.")


def t_basement_invoice(r: random.Random, dt: datetime, stage: str) -> str:
    return (f"Ridgeline Remodeling LLC - Invoice #{r.randint(2400, 2499)}\nJob: Becker basement finish, {HOUSE}\n"
            f"Draw: {stage}\nAmount due {_usd(r, 8000, 19000)}  Date {_us(dt)}\nPaid in full - thank you")


def t_basement_final(r: random.Random, dt: datetime) -> str:
    return ("City of Arvada Building Division - Certificate of Final Inspection\nPermit BLD-2024-00871  Basement finish, "
            f"bath addition  {HOUSE}\nElectrical final PASS 07/08/2024  Plumbing final PASS  Building final PASS 07/12/2024\n"
            "Inspector: R. Salas\nPunch list signed off with contractor 07/19/2024 - retainage released.")


# --------------------------------------------------------------------------- Rental (Areas)


def t_lease(r: random.Random, dt: datetime) -> str:
    return (f"RESIDENTIAL LEASE AGREEMENT\nLandlord: Thomas J. Becker   Tenant: Maria Delgado\nPremises: {CONDO}\n"
            "Term: August 1, 2025 to July 31, 2026. Rent $1,675.00 per month due on the 1st; late fee $50 after the 5th.\n"
            "Security deposit $1,675.00 held in a separate account. Tenant pays electricity and internet; Landlord pays HOA (incl. water, trash).\n"
            "No smoking. One cat permitted with $300 pet deposit. Tenant must follow Highline Crossing HOA rules.\n"
            "Notice to terminate or renew: 60 days before the end of the term.")


def t_renewal(r: random.Random, dt: datetime) -> str:
    return (f"{_long(dt)}\n\nDear Maria,\n\nYour lease for {CONDO} ends July 31, 2026. I'd be glad to renew for another 12 months "
            "(August 1, 2026 - July 31, 2027).\nNew rent: $1,725.00/month (a 3% increase; HOA dues went up $25 this year).\n"
            "All other terms unchanged. Please let me know by June 1 so I can prepare the renewal addendum.\n\nThanks for taking such good care of the place,\nTom Becker")


def t_rent_ledger(r: random.Random, dt: datetime) -> str:
    rows = [f"Unit 204 Highline Crossing - rent ledger {dt.year} (tenant M. Delgado)",
            "Month;Rent due;Received;Date received;Method;HOA paid;Expenses;Note"]
    y = dt.year
    for m in range(1, 13):
        if m > dt.month:
            rows.append(f"{y}-{m:02d};1675;;;;;;")
            continue
        rows.append(f"{y}-{m:02d};1675;1675;{y}-{m:02d}-0{r.randint(1, 4)};Zelle;315;"
                    f"{r.choice(['0', '0', '0', '189.00 dishwasher pump', '96.50 HOA fine?'])};")
    return "\n".join(rows)


def t_hoa(r: random.Random, dt: datetime) -> str:
    return (f"Highline Crossing Condominium Association - Owner Statement\nOwner: Thomas Becker  Unit 204\nStatement date {_us(dt)}\n"
            "Monthly assessment $315.00 (includes water, sewer, trash, master insurance)\nSpecial assessment (roof reserve) $0.00\n"
            "Balance due $0.00 - thank you for your payment.\nManaged by Westwind Property Management, (720) 555-0133")


def t_hoa_minutes(r: random.Random, dt: datetime) -> str:
    return (f"Highline Crossing Condominium Association - Board Meeting Minutes {_us(dt)}\n"
            "Present: 4 of 5 directors, Westwind PM. Owners present: 11.\n1. 2026 budget approved: dues increase to $340/month effective July 1.\n"
            "2. Building C roof replacement bid from Alpine Roofing $412,000 - reserve study says fund from reserves, no special assessment.\n"
            "3. Parking: towing of unregistered vehicles resumes June 1.\n4. Reminder to landlords: submit current tenant info to management.")


def t_rental_repair(r: random.Random, dt: datetime) -> str:
    return (f"Aurora Plumbing Pros - Invoice {r.randint(10000, 19999)}\nBill to: Tom Becker (owner)  Service address: {CONDO}\n"
            f"Date {_us(dt)}\nReplaced 40 gal water heater (Rheem, 6 yr warranty), new expansion tank, haul away old unit\n"
            f"Permit fee $85.00  Total {_usd(r, 1650, 2100)}\nTenant (Maria) provided access.")


def t_condo_tax(r: random.Random, dt: datetime) -> str:
    return (f"Arapahoe County Treasurer - Real Property Tax Notice 2025 (payable 2026)\nParcel 1975-32-1-12-204  Owner BECKER THOMAS J\n"
            f"Property: {CONDO}\nActual value $289,000  Assessed $19,510\nFirst half due 02/28/2026 {_usd(r, 780, 860)}  Second half due 06/15/2026 {_usd(r, 780, 860)}")


def t_landlord_ins(r: random.Random, dt: datetime) -> str:
    return (f"Foremost Insurance - Landlord Dwelling Policy (HO-6 unit owner, rented)\nInsured: Thomas Becker  Location: {CONDO}\n"
            "Coverage A (walls-in) $60,000  Loss of rents 12 months  Liability $300,000\n"
            f"Deductible $1,000  Annual premium {_usd(r, 420, 560)}  Policy period to {_us(dt + timedelta(days=365))}")


def t_tenant_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Maria Delgado <mdelgado.aurora@yahoo.com>", TOM, "Unit 204 - dishwasher leaking", dt,
                "Hi Tom,\n\nThe dishwasher is leaking from underneath again when it drains, there's water on the floor by the cabinet.\n"
                "I put towels down and stopped using it. I'm home after 4 most days if someone needs to come look.\n"
                "Also, rent for this month was sent by Zelle this morning.\n\nThanks,\nMaria")


def t_move_in(r: random.Random, dt: datetime) -> str:
    return ("Move-in Inspection Checklist\nProperty: " + CONDO + "  Tenant: Maria Delgado  Date: 07/30/2025\n"
            "Living room: carpet clean, small stain by balcony door (photo 3)\nKitchen: all appliances working, 1 burner slow to light\n"
            "Bath: caulk discolored at tub, fan works\nBedroom: blinds - one slat broken\nKeys: 2 unit, 1 mailbox, 1 pool fob\n"
            "Signed: T. Becker / M. Delgado")


# --------------------------------------------------------------------------- Vehicles (Areas / Resources)


def t_registration(r: random.Random, dt: datetime, what: str, plate: str) -> str:
    return (f"Colorado Division of Motor Vehicles - Registration Renewal\nJefferson County Motor Vehicle\nOwner: THOMAS J BECKER  {HOUSE}\n"
            f"Vehicle: {what}  Plate {plate}\nExpires {_us(dt + timedelta(days=r.randint(20, 330)))}\n"
            f"Specific ownership tax {_usd(r, 90, 420)}  Registration fees {_usd(r, 60, 130)}  FASTER fees {_usd(r, 40, 70)}\n"
            "Emissions: " + ("not required" if "Triumph" in what else "passed Air Care Colorado"))


def t_auto_ins(r: random.Random, dt: datetime) -> str:
    return (f"GEICO - Auto Policy Declarations\nPolicy 4418-22-917  Named insured Thomas Becker\nPeriod {_us(dt)} - {_us(dt + timedelta(days=182))}\n"
            "Vehicle 1: 2019 FORD F-150 XLT SuperCrew  VIN 1FTEW1EP5KK******\nBodily injury 100/300  Property damage 100,000  "
            "Uninsured motorist 100/300\nComprehensive $500 ded.  Collision $500 ded.\nSix-month premium " + _usd(r, 610, 780))


def t_moto_ins(r: random.Random, dt: datetime) -> str:
    return ("Progressive Motorcycle Insurance - Declarations\nRider: Thomas Becker\nVehicle: 2020 TRIUMPH BONNEVILLE T120\n"
            "Liability 100/300/100  Comprehensive/Collision $500 deductible  Accessories $3,000\n"
            "Laid-up (storage) coverage for a second bike: 1978 HONDA CB750K - comprehensive only, not ridden\n"
            f"Annual premium {_usd(r, 380, 520)}")


def t_truck_service(r: random.Random, dt: datetime) -> str:
    return (f"Phil Long Ford of Denver - Repair Order {r.randint(610000, 619999)}\nCustomer: Tom Becker  2019 F-150 XLT 3.5L EcoBoost\n"
            f"Mileage in: {r.randint(61000, 72000):,}  Date {_us(dt)}\nOil and filter change (5W-30 synthetic), tire rotation, multipoint inspection\n"
            "Recommended: front brake pads at 4 mm, cabin air filter, rear diff fluid\n" + f"Total {_usd(r, 110, 190)}")


def t_triumph_service(r: random.Random, dt: datetime) -> str:
    return (f"Erico Motorsports - Service Invoice\nCustomer: Tom Becker  2020 Triumph Bonneville T120  Odometer {r.randint(9000, 14000):,} mi\n"
            f"Date {_us(dt)}\n10,000 mi service: oil + filter, air filter, valve clearance check (in spec), chain adjust, brake fluid flush\n"
            f"Total {_usd(r, 480, 690)}")


def t_recall(r: random.Random, dt: datetime) -> str:
    return ("IMPORTANT SAFETY RECALL - Ford Motor Company\nNHTSA Recall 23V-xxx  Owner: THOMAS J BECKER\n"
            "Vehicle: 2019 F-150  Condition: the rear axle hub bolt may fracture, causing loss of drive power.\n"
            "Remedy: dealer will replace the rear axle hub bolts free of charge. Call your Ford dealer for an appointment.")


def t_triumph_manual(r: random.Random, dt: datetime) -> str:
    return ("Triumph Bonneville T120 / T120 Black - Owner's Handbook\nRiding modes: Road and Rain; traction control can be switched off.\n"
            "Tyre pressures: front 34 psi, rear 42 psi. Engine oil: Castrol Power 1 Racing 4T 10W-40, 3.8 litres with filter.\n"
            "Service intervals: first at 500 miles, then every 10,000 miles or 12 months.\nChain slack: 32-42 mm at the tightest point.")


def t_moto_article(r: random.Random, dt: datetime, n: int) -> str:
    return [
        ("Motorcycle Charging Systems 101\nMost bikes use a permanent-magnet alternator, a regulator/rectifier and a battery.\n"
         "Test at idle: battery voltage 12.6-12.8 V engine off, 13.5-14.5 V at 4000 rpm. Below 13 V: check stator AC output\n"
         "(three yellow wires, roughly 50-70 VAC between each pair). Above 15 V: the regulator is failing and will cook the battery."),
        ("Chain maintenance the right way\nClean with kerosene or a chain-specific cleaner and a soft brush, never a pressure washer.\n"
         "Lube after riding while warm, to the inside of the chain. Check slack on the side stand, measure midway between sprockets.\n"
         "Replace chain and sprockets as a set."),
        ("How to read a spark plug\nTan/light gray insulator: healthy. Black dry soot: rich mixture, clogged air filter.\n"
         "White blistered: lean or overheating, check for air leaks at the intake boots. Oily: worn rings or valve guides."),
    ][n]


# --------------------------------------------------------------------------- Soccer (Areas / Resources)


def t_roster(r: random.Random, dt: datetime) -> str:
    rows = ["#;Player;Position;Parent;Phone;Medical notes"]
    for i, p in enumerate(PLAYERS):
        rows.append(f"{i + 2};{p};{r.choice(['GK', 'D', 'D', 'M', 'M', 'F'])};{r.choice(['Jen', 'Mike', 'Ana', 'Chris', 'Laura', 'Dave'])} "
                    f"{p.split()[1]};303-555-{r.randint(1000, 9999)};{r.choice(['', '', '', 'asthma - inhaler in bag', 'peanut allergy'])}")
    return "Arvada Strikers U14 Boys - Spring 2026 Roster (NMYSL Division 3)\nCoach: Tom Becker  Asst: Dave Schafer\n" + "\n".join(rows)


def t_practice_plan(r: random.Random, dt: datetime) -> str:
    focus = r.choice(["playing out of the back", "pressing as a unit", "switching the point of attack", "finishing", "1v1 defending"])
    return (f"Strikers U14 - Practice plan {_us(dt)} (Field 3, Ralston Valley Park, 5:30-7:00)\nFocus: {focus}\n"
            "5:30 dynamic warm-up + rondos 5v2 (10 min)\n5:45 technical: passing patterns in diamonds, two-touch (15 min)\n"
            f"6:00 small-sided 4v4+2 neutrals, theme: {focus} (20 min)\n6:20 8v8 scrimmage, freeze to coach 2-3 moments (30 min)\n"
            "6:50 cool-down, announcements: Saturday kickoff 9:00, arrive 8:15, white jerseys\nBring: pinnies, 12 balls, cones, 2 pop-up goals")


def t_schedule(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Kickoff;Opponent;Field;Home/Away;Result"]
    d = datetime(2026, 3, 14)
    for g in range(10):
        res = f"{r.randint(0, 5)}-{r.randint(0, 4)}" if d < datetime(2026, 5, 30) else ""
        rows.append(f"{_us(d)};{r.choice(['9:00', '10:30', '12:00'])};{r.choice(['Westminster Wolves', 'Broomfield Blaze', 'Thornton Thunder', 'Golden Eagles FC', 'Northglenn United', 'Lakewood Rush B'])};"
                    f"{r.choice(['Ralston Valley 3', 'Anythink Park 2', 'Carpenter Park 5'])};{r.choice(['H', 'A'])};{res}")
        d += timedelta(days=7)
    return "\n".join(rows)


def t_league_mail(r: random.Random, dt: datetime) -> str:
    return _eml("NMYSL Registrar <registrar@nmysl.org>", "Coaches list <coaches-u14@nmysl.org>", "Fall 2026 team registration and coach licensing", dt,
                "Coaches,\n\nFall 2026 team registration opens June 1 and closes June 30. Each team needs a head coach with a current\n"
                "SafeSport certificate, CBI background check and at least a US Soccer Grassroots 11v11 license.\n"
                "Field requests are due with registration. Uniform orders through Soccer Stop by July 10.\n"
                "Jamboree for U13-U15 is August 15 at Carpenter Park.\n\nNMYSL Registrar")


def t_parent_mail(r: random.Random, dt: datetime) -> str:
    return _eml(TOM, "Strikers parents <strikers-u14-parents@googlegroups.com>", "Saturday game + end of season party", dt,
                "Hi Strikers families,\n\nSaturday we play Golden Eagles FC at Carpenter Park field 5, kickoff 10:30, please have the boys there by 9:45\n"
                "in white jerseys. Snack: Ruiz family.\nEnd of season party is Sunday 4pm at Ralston Valley pavilion, pizza is covered by the team fund.\n"
                "Great effort this season - we're 5-3-1 in Division 3.\n\nCoach Tom")


def t_coach_license(r: random.Random, dt: datetime) -> str:
    return ("U.S. Soccer Learning Center - Certificate of Completion\nThis certifies that Thomas Becker\n"
            "has completed Grassroots 11v11 In-Person license\nIssued by Colorado Soccer Association\n"
            f"Date {_us(dt)}\nAlso on file: U.S. Center for SafeSport Core Training, valid 12 months; CBI background check cleared.")


def t_team_fund(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Item;In;Out;Balance"]
    bal = 0.0
    for item, io in (("Team fee x16 @ $45", 720), ("Pinnies + balls (Soccer Stop)", -186.4), ("Tournament entry - Kickoff Classic", -350),
                     ("Ref tips jamboree", -60), ("End of season pizza", -142.8), ("Trophies", -118.0)):
        bal += io
        rows.append(f"{_us(dt - timedelta(days=r.randint(0, 90)))};{item};{max(io, 0)};{-min(io, 0)};{bal:.2f}")
    return "\n".join(rows)


def t_drill(r: random.Random, dt: datetime, n: int) -> str:
    return [
        ("Rondo progressions (U12-U16)\nSetup: 10x10 yd grid, 5 attackers on the outside, 2 defenders in the middle.\n"
         "Rules: two-touch max; a defender who wins the ball swaps with the player who lost it.\n"
         "Progression: one-touch; add a split pass through the defenders = 1 point.\nCoaching points: body shape open, pass to the back foot."),
        ("Pressing triggers - 6v4 to goal\nDefending team presses when: a back pass, a bad first touch, a player receiving facing his own goal.\n"
         "Nearest player pressures, second covers, third balances. Win the ball and finish within 6 seconds = 2 points."),
        ("Finishing: 1v1 to goal from the half-wall\nServer plays the ball in, attacker must take the first touch forward at speed.\n"
         "Defender starts 3 yards behind. Coaching: strike low to the far post, plant foot next to the ball."),
        ("Warm-up: FIFA 11+ for youth\nPart 1 running exercises, part 2 strength/plyometrics/balance, part 3 running.\n"
         "Twice a week reduces knee and ankle injuries by roughly a third in youth players."),
    ][n]


# --------------------------------------------------------------------------- Tech (Resources)


def t_cert_notes(r: random.Random, dt: datetime, n: int) -> str:
    return [
        ("# AWS Solutions Architect Associate (SAA-C03) - notes\n\n## Storage\n- S3 Standard-IA: min 30 days, retrieval fee\n"
         "- Glacier Instant vs Flexible (minutes-hours) vs Deep Archive (12 h)\n- EBS gp3: baseline 3000 IOPS regardless of size\n\n"
         "## HA\n- Multi-AZ RDS = sync standby, read replicas = async\n- ALB: layer 7, path/host routing; NLB: layer 4, static IP\n"
         "\nPractice exam 3: 74% - weak on VPC endpoints and Organizations SCPs"),
        ("CISSP Domain 3 - Security Architecture and Engineering\nBell-LaPadula: no read up, no write down (confidentiality)\n"
         "Biba: no read down, no write up (integrity)\nClark-Wilson: well-formed transactions, separation of duties\n"
         "Common Criteria EAL1-EAL7\nSymmetric: AES 128/192/256, block 128 bits. Asymmetric: RSA, ECC, Diffie-Hellman (key exchange only)"),
        ("ITIL 4 Foundation - key terms\nService value system: guiding principles, governance, service value chain, practices, continual improvement\n"
         "7 guiding principles: focus on value; start where you are; progress iteratively with feedback; collaborate and promote visibility;\n"
         "think and work holistically; keep it simple and practical; optimize and automate\nIncident vs problem vs change enablement"),
        ("AZ-104 study plan\nWeek 1 identities & governance (Entra ID, RBAC, policy)\nWeek 2 storage (SAS, lifecycle, AzCopy)\n"
         "Week 3 compute (VM scale sets, availability zones, App Service)\nWeek 4 networking (NSG vs ASG, peering, VPN gateway)\n"
         "Week 5 monitor & backup, then 2 practice tests"),
    ][n]


def t_practice_csv(r: random.Random, dt: datetime) -> str:
    rows = ["date,exam,practice_set,score_pct,weakest_domain"]
    for i in range(8):
        rows.append(f"{_d(dt - timedelta(days=7 * (8 - i)))},SAA-C03,TD set {i + 1},{r.randint(58, 86)},"
                    f"{r.choice(['Design secure architectures', 'Cost-optimized', 'High-performing', 'Resilient'])}")
    return "\n".join(rows)


def t_linux_cheat(r: random.Random, dt: datetime) -> str:
    return ("# Linux cheat sheet\n\n```\nss -tulpn                  # listening sockets + process\njournalctl -u nginx -S -1h  # unit logs, last hour\n"
            "df -hT; du -xh / | sort -h | tail   # disk usage\nlsblk -f; findmnt               # block devices, mounts\n"
            "systemctl list-units --failed\nip -br a; ip r                 # addresses, routes\ntar czf backup.tgz --exclude=.cache ~/\n"
            "find /var/log -mtime +30 -name '*.gz' -delete\n```\n")


def t_subnet_cheat(r: random.Random, dt: datetime) -> str:
    return ("Subnetting quick reference\n/24 255.255.255.0 254 hosts\n/25 255.255.255.128 126 hosts\n/26 255.255.255.192 62 hosts\n"
            "/27 255.255.255.224 30 hosts\n/28 255.255.255.240 14 hosts\n/29 255.255.255.248 6 hosts\n/30 255.255.255.252 2 hosts\n"
            "RFC1918: 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16   CGNAT 100.64.0.0/10")


def t_tcpdump_cheat(r: random.Random, dt: datetime) -> str:
    return ("tcpdump / Wireshark filters\ntcpdump -ni eth0 host 10.20.1.5 and port 443\ntcpdump -ni any 'tcp[tcpflags] & tcp-syn != 0'\n"
            "tcpdump -w cap.pcap -C 100 -W 5   # ring buffer\nWireshark: tcp.analysis.retransmission ; dns.flags.rcode != 0 ; "
            "tls.handshake.type == 1")


def t_tech_article(r: random.Random, dt: datetime, n: int) -> str:
    return [
        ("Why your postmortems aren't working\nBlameless does not mean nameless. The goal is to find the conditions that made the\n"
         "failure possible, not a person to blame. Limit action items to what you will actually do in the next 30 days,\n"
         "give each one an owner and a ticket, and review them in the weekly ops meeting."),
        ("Proxmox VE vs VMware after Broadcom\nWith perpetual vSphere licences gone, many small shops are moving to Proxmox.\n"
         "What you lose: DRS, a mature vCenter, vendor support matrices. What you gain: ZFS, Ceph built in, no per-core licence.\n"
         "Plan live migration with shared storage and a dedicated corosync network."),
        ("BGP for the rest of us\nBGP chooses paths by attributes in order: weight, local preference, locally originated, AS path length,\n"
         "origin, MED, eBGP over iBGP, IGP cost. Most enterprise problems are a missing route-map or a wrong next hop."),
    ][n]


# --------------------------------------------------------------------------- Career (Projects / Archive 2022)


def t_resume(r: random.Random, dt: datetime, year: int) -> str:
    cur = ("IT Operations Manager, Centennial Health Partners, Denver CO - 2022-present\n"
           "- Lead 14-person operations team (servers, storage, network, on-call) supporting 6 hospitals and 90 clinics\n"
           "- Cut SEV1 incidents 38% YoY via postmortem program and monitoring consolidation\n- Own $11.8M opex budget and 40+ vendor contracts\n"
           if year >= 2026 else "")
    return (f"THOMAS BECKER, MBA\nArvada, CO  |  (303) 555-0198  |  tbecker78@gmail.com  |  linkedin.com/in/tombeckerit\n"
            f"SUMMARY\n{'IT operations leader with 20 years in regulated industries (healthcare, banking).' if year >= 2026 else 'Infrastructure manager with 15 years in banking IT.'}\n"
            f"EXPERIENCE\n{cur}Manager, Infrastructure Services, Front Range Bancorp - 2014-2022\n"
            "- Migrated 38 branches to SD-WAN; passed FFIEC IT exams with no infrastructure findings\n"
            f"EDUCATION\nMBA, University of Colorado Denver Business School, {2020 if year >= 2020 else 'expected 2020'}\nBS Information Systems, Colorado State University, 2003\n"
            "CERTIFICATIONS\nITIL 4 Foundation, CCNA (expired), AWS SAA (in progress)")


def t_cover(r: random.Random, dt: datetime, company: str, role: str) -> str:
    return (f"{_long(dt)}\n\nHiring Committee\n{company}\n\nRe: {role}\n\nDear Hiring Committee,\n\n"
            f"I'm applying for the {role} position. For the last four years I've run IT operations for a six-hospital network, "
            "where uptime is patient safety. Before that I spent eight years running infrastructure for a regional bank.\n"
            f"What draws me to {company} is the chance to build an operations practice, not just keep the lights on.\n"
            "I'd welcome the chance to talk.\n\nSincerely,\nTom Becker")


def t_job_tracker(r: random.Random, dt: datetime) -> str:
    return ("Company;Role;Source;Applied;Stage;Next step;Comp range\n"
            "Summit Ridge Health;Director, Infrastructure & Operations;recruiter (Kelly @ Korn Ferry);03/09/2026;final round;panel 6/9 on site;185-210k\n"
            "Rocky Mountain Credit Union;Sr Manager IT Operations;LinkedIn;03/22/2026;2nd interview done;waiting;150-170k\n"
            "Altitude Logistics;Head of IT;referral (Marcus's old boss);04/02/2026;phone screen;case study due 6/5;170-190k\n"
            "State of Colorado OIT;IT Director - Infrastructure;CO jobs site;04/15/2026;rejected;-;142-175k\n"
            "Denver Health;Manager, Data Center Ops;Indeed;05/01/2026;applied;-;130-150k")


def t_interview_prep(r: random.Random, dt: datetime) -> str:
    return ("Summit Ridge Health - final round prep (panel 6/9)\nPanel: CIO Angela Ferris, VP Apps, CISO, two directors\n"
            "Their pain: two ransomware scares in 2025, EHR migration to Epic planned 2027, ops team of 9 with high turnover\n"
            "STAR stories:\n1. CrowdStrike BSOD July 2024 - 2,300 endpoints back in 19 hours, bitlocker key logistics\n"
            "2. VPN outage March 2026 - postmortem, monitoring gap, what I changed\n3. Vendor consolidation saved $640k/yr\n"
            "Questions for them: how is ops measured? budget authority? on-call model? 90-day expectations?\n"
            "Don't forget: salary - anchor at 205k, ask about relocation of on-call pay and bonus target")


def t_recruiter_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Kelly Brennan <kbrennan@kornferry.com>", TOM, "Summit Ridge Health - final round confirmed", dt,
                "Hi Tom,\n\nGreat news - the panel would like to bring you in for the final round on Tuesday June 9, 9:00-1:30 at their\n"
                "Lone Tree campus. You'll meet Angela Ferris (CIO), the CISO and two peer directors, then lunch with the team.\n"
                "Please prepare a 15-minute presentation: 'Your first 90 days leading infrastructure & operations'.\n"
                "Comp: base range 185-210k plus 15% target bonus. Let's talk Friday to prep.\n\nBest,\nKelly")


def t_references(r: random.Random, dt: datetime) -> str:
    return ("References - Tom Becker\n1. Karen Whitfield, former CIO, Front Range Bancorp - (720) 555-0161 - my manager 2016-2022\n"
            "2. Dr. Paul Sandoval, CMIO, Centennial Health Partners - peer, worked together on Epic downtime procedures (ask first!)\n"
            "3. Raj Mehta, Infrastructure Lead, Front Range Bancorp - my direct report 2015-2022\n"
            "Do NOT contact current employer before offer.")


def t_salary(r: random.Random, dt: datetime) -> str:
    rows = ["Source;Title;Location;Base low;Base mid;Base high;Bonus"]
    for src in ("Levels.fyi", "Glassdoor", "CHIME 2025 survey", "Robert Half 2026 guide", "Korn Ferry (Kelly)"):
        lo = r.randint(150, 175)
        rows.append(f"{src};Director IT Infrastructure/Ops;Denver;{lo}k;{lo + 15}k;{lo + 35}k;{r.choice(['10%', '15%', '12-20%'])}")
    return "\n".join(rows)


def t_thankyou(r: random.Random, dt: datetime) -> str:
    return ("Subject: Thank you - Sr Manager IT Operations\n\nHi Denise,\n\nThank you for the time today. I enjoyed hearing how "
            "Rocky Mountain Credit Union is consolidating its two data centers - it's close to the branch network work I led at Front Range Bancorp.\n"
            "As we discussed, I've attached the sample postmortem template (anonymized).\nLooking forward to next steps.\n\nTom Becker")


def t_90day(r: random.Random, dt: datetime) -> str:
    return ("# First 90 days - Director, Infrastructure & Operations (Summit Ridge Health)\n\n"
            "## Days 1-30: listen\n- 1:1 with all 9 engineers, CIO staff, clinical ops leads\n- Inventory: top 20 systems, contracts, open risks\n\n"
            "## Days 31-60: stabilize\n- On-call rotation with fair load, PagerDuty + runbooks\n- Ransomware readiness: immutable backups, restore test\n\n"
            "## Days 61-90: plan\n- FY27 roadmap incl. Epic migration infra, monitoring consolidation, staffing plan\n")


def t_old_cover_2022(r: random.Random, dt: datetime) -> str:
    return ("June 12, 2022\n\nCentennial Health Partners - Talent Acquisition\nRe: IT Operations Manager (Req 22-1184)\n\n"
            "Dear Hiring Manager,\n\nAfter eight years running infrastructure at Front Range Bancorp, I'm looking to bring that experience to healthcare.\n"
            "I led our core conversion and SD-WAN rollout and built the on-call program from scratch.\n\nSincerely,\nThomas Becker")


# --------------------------------------------------------------------------- Solar (Projects Home)


def t_solar_quote(r: random.Random, dt: datetime, co: str, kw: float) -> str:
    price = kw * r.uniform(2.9, 3.5) * 1000
    return (f"{co} - Residential Solar Proposal\nPrepared for: Tom Becker, {HOUSE}\nDate: {_us(dt)}\n"
            f"System: {kw:.2f} kW DC, {int(kw * 1000 / 410)} x 410 W panels (REC Alpha Pure / Qcells), Enphase IQ8+ microinverters\n"
            f"Roof: south and west faces, composition shingle, 2 layers? (inspect)\nEstimated production: {int(kw * 1480):,} kWh/yr (offsets ~{r.randint(88, 104)}% of usage)\n"
            f"Gross price ${price:,.0f}. Xcel Solar*Rewards incentive est. ${kw * 5:,.0f}/yr PBI. Federal 25D credit: not available for systems placed in service after 12/31/2025.\n"
            f"Financing: 12-yr loan at 6.99%, est. ${price / 100:,.0f}/mo. Warranty: 25 yr panels, 25 yr inverters, 10 yr workmanship.")


def t_solar_compare(r: random.Random, dt: datetime) -> str:
    return ("Installer;System kW;Panels;Inverter;Price;$/W;Production kWh/yr;Workmanship warranty;Reviews;Notes\n"
            f"Front Range Sun Co.;7.38;18x410 Qcells;Enphase IQ8+;{r.randint(23000, 25000)};3.26;10900;10 yr;4.8 (212);local, did neighbor's\n"
            f"Peak Solar Installers;7.79;19x410 REC;Enphase IQ8+;{r.randint(24000, 27000)};3.34;11500;25 yr;4.6 (88);roof re-deck extra\n"
            f"SunBridge Energy;8.20;20x410 Jinko;SolarEdge optimizers;{r.randint(22000, 24000)};2.85;12100;5 yr;3.9 (41);pushy sales, lease offered\n"
            "Decision;;;;;;;;;Front Range Sun - signed 4/8")


def t_solar_contract(r: random.Random, dt: datetime) -> str:
    return ("HOME IMPROVEMENT CONTRACT - SOLAR PHOTOVOLTAIC SYSTEM\nContractor: Front Range Sun Co., Golden, CO  (NABCEP certified)\n"
            f"Owner: Thomas J. Becker  Property: {HOUSE}\nSystem: 7.38 kW DC, 18 Qcells Q.TRON 410 W, Enphase IQ8+ microinverters, IQ Combiner 5\n"
            "Contract price $24,060.00. Deposit $1,000 at signing; 50% at installation; balance at permission to operate (PTO).\n"
            "Contractor obtains building permit and Xcel interconnection. Estimated install: July 13-15, 2026.\n"
            "Right to cancel within 3 business days. Signed 04/08/2026 T. Becker")


def t_solar_permit(r: random.Random, dt: datetime) -> str:
    return ("City of Arvada - Building Permit\nPermit No. BLD-2026-01952  Type: Residential rooftop PV\n"
            f"Address: {HOUSE}  Owner: Thomas Becker  Contractor: Front Range Sun Co.\n"
            "Description: 7.38 kW roof-mounted solar PV, 18 modules, microinverters, no battery\nPlan review: APPROVED 05/14/2026\n"
            "Inspections required: rough electrical / structural attachment, final electrical. Permit valid 180 days.")


def t_solar_permit_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Jenna Ortiz <permits@frontrangesun.com>", TOM, "Your Arvada permit is approved + next steps", dt,
                "Hi Tom,\n\nGood news - the City of Arvada approved the permit (BLD-2026-01952) today. We submitted the Xcel\n"
                "interconnection application; Xcel usually takes 3-5 weeks. Your install is scheduled July 13-15.\n"
                "Before install: please clear the garage wall next to the main panel and let us know if the gutters will be replaced.\n"
                "Solar*Rewards: I attached the form, please sign page 3.\n\nJenna, Project Coordinator, Front Range Sun Co.")


def t_xcel_interconnect(r: random.Random, dt: datetime) -> str:
    return ("Xcel Energy Colorado - Interconnection Application, Level 1 (inverter-based, <= 25 kW)\nCustomer: Thomas Becker  Premise: "
            f"{HOUSE}\nAccount 53-0018847-2  Meter 8812304\nGenerator: 7.38 kW DC / 6.30 kW AC, Enphase IQ8PLUS-72-2-US (UL 1741 SB)\n"
            "Net metering: yes. Solar*Rewards enrollment: yes (small system, performance-based incentive)\nInstaller: Front Range Sun Co.  Status: submitted")


def t_site_survey(r: random.Random, dt: datetime) -> str:
    return (f"Site survey - {HOUSE}  ({_us(dt)})\nRoof: comp shingle, installed 2016 (per seller disclosure), 6/12 pitch, rafters 2x6 @ 24\" OC\n"
            "Shading: neighbor's cottonwood on west, ~7% annual loss on west array\nMain panel: 200 A Square D, 200 A main - 120% rule OK for 40 A PV breaker\n"
            "Attic: no damage; add blocking at 3 attachments. Conduit route: attic to garage, exterior run on north wall.\nRecommendation: proceed, no re-roof required.")


def t_solar_loan(r: random.Random, dt: datetime) -> str:
    return ("Foothills Federal Credit Union - Green Energy Loan Approval\nBorrower: Thomas J Becker\nAmount: $23,000  Term: 120 months  APR 6.49%\n"
            "Estimated payment $261.13/month, first payment 08/15/2026\nPurpose: residential solar PV system (Front Range Sun Co. contract dated 04/08/2026)\n"
            "Funds disbursed to contractor in two draws on your authorization.")


def t_solar_notes(r: random.Random, dt: datetime) -> str:
    return ("solar - open items\n- Xcel interconnection: submitted 5/15, follow up 6/10\n- ask Jenna: critter guard included? (yes per email)\n"
            "- 2nd payment (50%) due at install 7/13 -> loan draw #1\n- move garage shelving away from main panel\n"
            "- homeowner's insurance: add PV to dwelling coverage (call State Farm)\n- monitoring: Enphase Enlighten app, put the gateway on the IoT VLAN")


# --------------------------------------------------------------------------- CB750K restoration (Projects Vehicles)


def t_parts_list(r: random.Random, dt: datetime) -> str:
    rows = ["Part;OEM #;Source;Price;Qty;Ordered;Received"]
    for p, n in (("Carb rebuild kit x4", "16010-341-004"), ("Intake boots (set)", "16211-341-000"), ("Cam chain tensioner", "14510-300-000"),
                 ("Front brake caliper rebuild kit", "45107-341-405"), ("Fork seals", "91255-341-003"), ("Petcock", "16950-341-000"),
                 ("4-into-4 exhaust (repro)", "-"), ("Regulator/rectifier combo", "-"), ("Tires Shinko 712 (set)", "-"),
                 ("Seat cover black (repro)", "77200-341-670"), ("Spark plugs D8EA x4", "-"), ("Clutch cable", "22870-341-000")):
        rows.append(f"{p};{n};{r.choice(['CMSNL', 'Vintage Four Parts', 'eBay', 'Z1 Enterprises', 'RevZilla'])};{r.uniform(9, 420):.2f};1;"
                    f"{r.choice(['yes', 'yes', 'no'])};{r.choice(['yes', 'no', ''])}")
    return "1978 Honda CB750K - parts list\n" + "\n".join(rows)


def t_manual_page(r: random.Random, dt: datetime, page: int) -> str:
    topics = {12: ("CARBURETOR - FLOAT LEVEL", "Float level: 14.5 mm (0.57 in). Measure with the float tang just touching the float valve.\n"
                   "Bend the tang to adjust. Pilot screw initial opening: 1-1/4 turns out. Main jet #105, slow jet #38."),
              13: ("CARBURETOR SYNCHRONIZATION", "Warm the engine. Connect vacuum gauges to all four cylinders.\n"
                   "Base carburetor is No. 3. Adjust the others so the difference is within 40 mm Hg. Idle speed 1,000 rpm."),
              31: ("CAM CHAIN TENSIONER ADJUSTMENT", "Rotate the crankshaft to 'T' mark of cylinder 1. Loosen the lock nut and bolt;\n"
                   "the tensioner adjusts automatically. Tighten bolt then lock nut."),
              44: ("CHARGING SYSTEM", "Regulated voltage 14.0-15.0 V at 5,000 rpm. Alternator charging coil resistance 0.1-1.0 ohm (yellow to yellow)."),
              57: ("WIRING DIAGRAM CB750K (1978)", "Bl: black  Y: yellow  Bu: blue  G: green  R: red  W: white  Br: brown\n"
                   "Ignition switch - fuse box 15A main - turn signal relay - regulator/rectifier - battery 12V 14AH")}
    title, body = topics[page]
    return f"HONDA CB750K SERVICE MANUAL   page {page}\n{title}\n{body}\nTorque values: see page 5. Special tools: 07908-3290000"


def t_bike_receipt(r: random.Random, dt: datetime, shop: str) -> str:
    return (f"{shop} - Order confirmation\nDate {_us(dt)}  Ship to: Tom Becker, {HOUSE}\n"
            f"Honda CB750 K 1978 - {r.choice(['carburetor overhaul kit (4)', 'intake manifold boots (4)', 'front caliper seal kit', 'petcock assembly', 'exhaust gasket set'])}"
            f"  {_usd(r, 30, 240)}\nShipping {_usd(r, 9, 25)}  Total {_usd(r, 40, 270)}  Paid PayPal")


def t_bike_bill_of_sale(r: random.Random, dt: datetime) -> str:
    return ("BILL OF SALE - MOTORCYCLE\nSeller: Dale Hutchins, Brighton CO   Buyer: Thomas Becker, Arvada CO\n"
            "Vehicle: 1978 Honda CB750K, VIN CB750K-30xxxxx, color Candy Alpha Red, odometer 21,404 (not running)\n"
            "Price $1,400.00 cash. Sold as is, no warranty. Title signed over 09/14/2025.")


def t_carb_notes(r: random.Random, dt: datetime) -> str:
    return ("CB750 carb notes\n- all 4 bowls had varnish, #2 float needle stuck; ultrasonic clean 2 cycles at 60C\n"
            "- pilot jets #38 were blocked, cleared with 0.3 mm guitar string, do NOT drill\n- float height set to 14.5 mm (manual p.12)\n"
            "- new boots, old ones cracked at the manifold side\n- sync with the Morgan Carbtune after first start\n"
            "- first start 5/17: runs on 3, #4 cold -> check plug cap / coil")


def t_wiring_notes(r: random.Random, dt: datetime) -> str:
    return ("wiring - CB750K\nPrevious owner spliced a scotch-lock into the brown tail light wire - cut out, soldered + heat shrink.\n"
            "Replaced stock reg and rectifier with one Shindengen FH020 combo unit (yellow x3 in, red/black out).\n"
            "Charging at 5k rpm: 14.3 V. Still to do: neutral light switch, horn button.")


def t_bike_forum(r: random.Random, dt: datetime) -> str:
    return ("SOHC4 Forum - Re: K-model cam chain tensioner rattle\nPosted by oldfourguy\n"
            "If the tensioner is already at the end of its travel the chain and the slipper are shot. On the K7/K8 you can replace\n"
            "the tensioner slipper without splitting the cases but the chain needs the engine out. Check the guide roller too -\n"
            "the rubber chunks end up in the oil pump screen.")


def t_bike_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Date;What;Cost"]
    tot = 1400.0
    rows.append("09/14/2025;Bike (Dale, Brighton);1400.00")
    for _ in range(9):
        c = r.uniform(20, 380)
        tot += c
        rows.append(f"{_us(dt - timedelta(days=r.randint(0, 230)))};{r.choice(['carb parts', 'tires + tubes', 'battery', 'exhaust', 'paint supplies', 'seat cover', 'brake parts', 'tools (Carbtune)'])};{c:.2f}")
    rows.append(f";TOTAL;{tot:.2f}")
    rows.append(";goal: riding by Sept 2026, under $4,500 all in;")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Moab (Projects Travel)


def t_campsite(r: random.Random, dt: datetime) -> str:
    return ("Utah State Parks Reservations - Confirmation\nReservation #RV-2026-448213\nPark: Dead Horse Point State Park - Wingate Campground\n"
            "Site 17 (tent/small RV, electric)  Arrive Sat 06/20/2026  Depart Fri 06/26/2026  6 nights\n"
            "Occupants: 2 (Thomas Becker, Jake Becker)  Vehicle: 2019 Ford F-150\nSite fees $240.00 + reservation fee $8.00 + day-use included\n"
            "Quiet hours 10 PM - 7 AM. Fire restrictions may apply.")


def t_arches(r: random.Random, dt: datetime) -> str:
    return ("Recreation.gov - Arches National Park Timed Entry\nOrder 0112-8874-221\nEntry date: Mon 06/22/2026, window 7:00 AM - 8:00 AM\n"
            "Vehicle: 1 private vehicle. Park entrance fee not included: America the Beautiful pass (Tom Becker) will be shown.\n"
            "Reservation fee $2.00. Also booked: Fiery Furnace self-guided permit Tue 06/23 (2 people, watched the video).")


def t_rafting(r: random.Random, dt: datetime) -> str:
    return _eml("Canyonlands River Co. <trips@canyonlandsriver.com>", TOM, "Booking confirmed: Fisher Towers half-day, June 24", dt,
                "Hi Tom,\n\nYou're booked for the Fisher Towers half-day rafting trip on Wednesday June 24, 2026, check-in 8:00 AM at our\n"
                "Moab shop (118 N Main). Guests: Tom Becker (adult), Jake Becker (13, youth rate).\n"
                "Total $178.00, paid in full. Bring sandals that strap on, sunscreen, a water bottle. Class II-III rapids.\n\nSee you on the river!")


def t_packing(r: random.Random, dt: datetime) -> str:
    return ("Moab packing list (Jun 20-26)\nCamp: tent (REI Half Dome 2+), 2 sleeping bags, pads, camp chairs, canopy (WIND - stake it!)\n"
            "Kitchen: 2-burner stove, 2 propane, cooler + ice, 7-gal water jug x2, headlamps\n"
            "Hiking: daypacks, 3L bladders, sun hats, SPF 50, first aid kit, knee brace (mine!)\n"
            "Jake: retainer?? (ortho said bring wax), phone charger, Switch only for the drive\nTruck: spare tire check, recovery strap, air compressor")


def t_moab_route(r: random.Random, dt: datetime) -> str:
    return ("# Moab trip - plan\n\nSat 6/20: Arvada -> I-70 W -> Glenwood Canyon -> Green River -> US-191 S -> Dead Horse Point (about 6 h)\n"
            "Sun 6/21: Dead Horse Point rim trail, sunset at the overlook\nMon 6/22: Arches timed entry 7-8 AM - Delicate Arch early, Windows section\n"
            "Tue 6/23: Fiery Furnace (permit), pool in town\nWed 6/24: Fisher Towers rafting 8 AM\nThu 6/25: Canyonlands Island in the Sky - Mesa Arch, Grand View Point\n"
            "Fri 6/26: drive home, stop at Glenwood hot springs\n\nBudget: ~$1,400 incl. gas, camp, rafting, food")


def t_moab_sarah(r: random.Random, dt: datetime) -> str:
    return ("Hi Sarah - as per the plan, here's the written notice for my summer vacation week with Jake:\n"
            "Dates: Sat June 20 - Fri June 26, 2026 (my week plus the swap we agreed for 6/26)\n"
            "Where: Dead Horse Point State Park, Wingate Campground site 17, near Moab UT. Cell coverage spotty in the parks.\n"
            "Emergency contact at home: my brother Dan Becker (720) 555-0140.\nI'll bring his inhaler and ortho wax. Will send photos. - Tom")


def t_gear_list(r: random.Random, dt: datetime) -> str:
    return ("Item;Have;Buy;Price;Where\nTent Half Dome 2+;yes;;;\nSleeping pad for Jake;no;yes;69.95;REI\nCamp stove fuel x2;no;yes;11.90;REI\n"
            "Water filter (Sawyer);yes;;;\nBear canister;no;no (not needed Moab);;\nKids' trekking poles;no;yes;39.00;Sierra\nSunshade canopy;no;yes;129.00;Costco")


# --------------------------------------------------------------------------- Yellowstone 2025 and older trips (Archive Travel)


def t_ys_lodging(r: random.Random, dt: datetime) -> str:
    return ("Yellowstone National Park Lodges - Reservation Confirmation\nGuest: Thomas Becker  Confirmation 44812-YNP\n"
            "Canyon Lodge - Cascade Lodge, 2 Queen, Aug 11-13, 2025 (2 nights)\nOld Faithful Snow Lodge, Aug 13-15, 2025 (2 nights)\n"
            "Deposit $412.18 charged; cancellation 30 days prior.")


def t_ys_itinerary(r: random.Random, dt: datetime) -> str:
    return ("Yellowstone with Jake - Aug 9-16, 2025\nAug 9 drive to Cody WY (Buffalo Bill Center), motel\nAug 10 east entrance, Lake, Hayden Valley bison\n"
            "Aug 11 Grand Canyon of the Yellowstone, Artist Point; Canyon Lodge\nAug 12 Lamar Valley at dawn (wolves!), Mammoth\n"
            "Aug 13 Norris, Grand Prismatic from the Fairy Falls overlook; Old Faithful Snow Lodge\nAug 14 Upper Geyser Basin, Morning Glory\n"
            "Aug 15 Grand Teton, Jenny Lake; Aug 16 home via Rawlins")


def t_ys_costs(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Item;Amount"]
    for it in ("Gas Arvada-Cody", "Cody motel", "Canyon Lodge 2n", "Snow Lodge 2n", "Park pass (annual)", "Food", "Gas", "Jackson motel",
               "Souvenirs (Jake - bison plush, hat)"):
        rows.append(f"{r.choice(['08/09/2025', '08/11/2025', '08/13/2025', '08/15/2025'])};{it};{r.uniform(30, 420):.2f}")
    return "\n".join(rows)


def t_photobook(r: random.Random, dt: datetime) -> str:
    return _eml("Shutterfly <orders@shutterfly.com>", TOM, "Your order has shipped: Yellowstone 2025 photo book", dt,
                "Order #S-2201884712\n12x12 Hard Cover Photo Book 'Yellowstone 2025 - Tom & Jake', 40 pages\nQty 2 (one for Sarah)\n"
                "Total $118.46  Shipping to 7415 W 68th Pl, Arvada CO\nTracking: UPS 1Z999AA10123456784")


def t_old_trip(r: random.Random, dt: datetime) -> str:
    return ("San Diego - spring break 2019 (Tom, Sarah, Jake)\nFlights: Southwest DEN-SAN 3/23, return 3/30\n"
            "Hotel: Catamaran Resort, Mission Bay - conf 88112\nSan Diego Zoo 3/24, Legoland 3/26 (Jake!), La Jolla Cove seals 3/27\nRental car Hertz, $412")


# --------------------------------------------------------------------------- MBA (Archive Education)


def t_mba_notes(r: random.Random, dt: datetime, course: str) -> str:
    body = {
        "ACCT 6020 Managerial Accounting": "Contribution margin = price - variable cost. Breakeven units = fixed costs / CM per unit.\n"
        "Activity-based costing: assign overhead by cost drivers (setups, inspections) instead of labor hours.",
        "MGMT 6360 Operations Management": "Little's Law: WIP = throughput x flow time. Bottleneck sets the pace (Goal, Goldratt).\n"
        "EOQ = sqrt(2DS/H). Six Sigma: DMAIC.",
        "FNCE 6290 Corporate Finance": "NPV = sum CF_t/(1+r)^t - I0. WACC = E/V*Re + D/V*Rd*(1-T). CAPM: Re = rf + beta(rm - rf).",
        "MKTG 6000 Marketing Management": "STP: segmentation, targeting, positioning. 4 Ps. Customer lifetime value = margin x retention/(1 + d - retention).",
        "BUSN 6710 Strategy": "Porter's five forces; VRIO; Blue Ocean strategy canvas. Case: Southwest Airlines activity system.",
    }[course]
    return f"{course} - lecture notes (CU Denver Business School, Tom B.)\n{_us(dt)}\n{body}\nHW due Thursday; team meeting Sunday 7pm Zoom"


def t_capstone(r: random.Random, dt: datetime) -> str:
    return ("MBA Capstone Project - Final Report\nUniversity of Colorado Denver Business School, Spring 2020\n"
            "Team 4: Thomas Becker, Anika Shah, Jordan Mills, Carla Ruiz\nClient: Front Range Bancorp\n"
            "Title: Branch network rationalization - a data-driven model for consolidating 38 branches\n"
            "Executive summary: transaction volumes fell 31% since 2015 while digital adoption doubled. We recommend closing or converting\n"
            "6 branches to advice centers, saving $2.4M a year with an estimated 2% deposit attrition.\nFaculty advisor: Dr. Elaine Porter")


def t_transcript(r: random.Random, dt: datetime) -> str:
    return ("UNIVERSITY OF COLORADO DENVER - Unofficial Transcript\nStudent: Thomas J Becker  Program: Master of Business Administration\n"
            "Fall 2018: ACCT 6020 A-, MGMT 6360 A\nSpring 2019: FNCE 6290 B+, MKTG 6000 A\nFall 2019: BUSN 6710 A, ISMG 6080 A\n"
            "Spring 2020: BUSN 6790 Capstone A\nCumulative GPA 3.84  Degree conferred 05/2020")


def t_tuition(r: random.Random, dt: datetime) -> str:
    return (f"CU Denver Bursar - Payment Receipt\nStudent: Thomas Becker  Term: {r.choice(['Fall 2018', 'Spring 2019', 'Fall 2019'])}\n"
            f"Tuition - Business graduate, 6 credits {_usd(r, 6400, 7200)}\nFees {_usd(r, 400, 600)}\nEmployer tuition assistance (Front Range Bancorp) -$5,250.00\nBalance paid")


def t_mba_group_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Anika Shah <anika.shah@ucdenver.edu>", "Team 4 <team4-capstone@ucdenver.edu>", "Capstone deck - final edits", dt,
                "Hi all,\n\nI merged everyone's slides. Tom - can you tighten the branch cost model slide? Dr. Porter said the\n"
                "sensitivity table was hard to read. Presentation is Thursday via Zoom (thanks COVID). Dry run Wednesday 6pm.\n\nAnika")


# --------------------------------------------------------------------------- Divorce (Archive)


def t_attorney_letter(r: random.Random, dt: datetime) -> str:
    return ("MENDEZ FAMILY LAW, LLC\n1600 Broadway, Suite 1200, Denver CO 80202\n\n" + _long(dt) + "\n\nThomas Becker\n" + HOUSE +
            "\n\nRe: In re the Marriage of Becker, 2022DR30418\n\nDear Tom,\nEnclosed is the draft Separation Agreement from opposing counsel.\n"
            "Key open items: the equalization payment for the Aurora condo equity, maintenance (they propose none), and\n"
            "the parenting-time schedule in summer. Please review and call me before the mediation on November 9.\n\nLaura Mendez, Esq.")


def t_affidavit(r: random.Random, dt: datetime) -> str:
    return ("SWORN FINANCIAL STATEMENT (JDF 1111)\nDistrict Court, Jefferson County  Case 2022DR30418  Party: Thomas J. Becker\n"
            f"Gross monthly income: ${r.randint(8800, 10400):,}  Rental income (net): ${r.randint(150, 400)}\n"
            "Assets: residence (Arvada), condo (Aurora), 401k (Fidelity), checking/savings, 2019 F-150\n"
            "Debts: mortgage (Mr. Cooper), condo mortgage, vehicle loan\nI swear under penalty of perjury the information is true.")


def t_mediation(r: random.Random, dt: datetime) -> str:
    return ("Mediation notes 11/9/2022 (Resolution Partners, mediator Greg Haas)\n- House: I keep, refinance in my name within 120 days\n"
            "- Condo: I keep, pay Sarah $38,500 equalization from 401k (QDRO)\n- Sarah keeps her Subaru and her 403b\n"
            "- Child support per guidelines worksheet: ~$612/mo from me\n- Parenting: 2-2-5-5 vs week-on/week-off - settled on alternating weeks\n"
            "- Laura to draft MOU")


def t_decree(r: random.Random, dt: datetime) -> str:
    return ("DISTRICT COURT, JEFFERSON COUNTY, COLORADO\nCase Number: 2022DR30418\nIn re the Marriage of: THOMAS J. BECKER, Petitioner, and SARAH A. BECKER, Respondent\n"
            "DECREE OF DISSOLUTION OF MARRIAGE\nThe Court finds the marriage is irretrievably broken. The Separation Agreement and Parenting Plan\n"
            "filed 01/20/2023 are approved and incorporated. Respondent's former name KLINE is restored.\nEntered February 14, 2023. BY THE COURT: District Court Judge")


def t_atty_invoice(r: random.Random, dt: datetime) -> str:
    return (f"Mendez Family Law, LLC - Statement\nClient: Thomas Becker  Matter: Dissolution 2022DR30418\nPeriod ending {_us(dt)}\n"
            f"Attorney time {r.uniform(4, 16):.1f} h @ $325  Paralegal {r.uniform(1, 5):.1f} h @ $125\n"
            f"Amount due {_usd(r, 1800, 5600)}  Retainer applied $0.00")


# --------------------------------------------------------------------------- Cooking, Books, Music


RECIPES = {
    "green chile": ("Colorado Green Chile (pork)\n2 lb pork shoulder, cubed; 2 cups roasted Pueblo green chiles, chopped; 1 onion; 4 cloves garlic;\n"
                    "2 Tbsp flour; 1 can diced tomatoes; 4 cups chicken stock; cumin, oregano, salt.\n"
                    "Brown pork, add onion and garlic, sprinkle flour. Add chiles, tomatoes, stock. Simmer 2 hours. Smother burritos."),
    "smoked brisket": ("Smoked Brisket (Traeger)\n12-14 lb packer, trim fat cap to 1/4 in. Rub: equal parts kosher salt and coarse pepper.\n"
                       "Smoke at 225F until 165F internal (the stall), wrap in butcher paper, cook to 203F, probe tender.\nRest 2 hours in a cooler."),
    "chili": ("Game-day chili (feeds the team parents)\n3 lb ground beef, 2 onions, 2 cans kidney beans, 2 cans crushed tomatoes,\n"
              "4 Tbsp chili powder, 1 Tbsp cumin, 1 bottle dark beer. Brown beef, add everything, simmer 90 min. Fritos + cheese."),
    "pancakes": ("Jake's Saturday pancakes\n2 cups flour, 2 Tbsp sugar, 4 tsp baking powder, 1/2 tsp salt, 1 3/4 cups milk, 2 eggs, 4 Tbsp melted butter.\n"
                 "Don't overmix. Medium heat, flip when bubbles pop. Chocolate chips optional (mandatory per Jake)."),
    "foil packets": ("Campfire foil packet dinners\nPer packet: 1 sausage sliced, 1 potato diced small, 1/4 onion, bell pepper, olive oil, Cajun seasoning.\n"
                     "Double wrap in heavy foil, 20-25 min on coals, flip halfway. Good for the Moab trip."),
    "enchiladas": ("Chicken enchiladas verdes\n3 cups shredded rotisserie chicken, 2 cups salsa verde, 1 cup sour cream, 12 corn tortillas, 2 cups Monterey Jack.\n"
                   "Warm tortillas, fill, roll, cover with salsa/sour cream mix and cheese. 375F for 20 min."),
}

BOOKS = [
    ("The Silent Patient", "Alex Michaelides", "Alicia Berenson's life is seemingly perfect. One evening her husband Gabriel returns home late..."),
    ("Gone Girl", "Gillian Flynn", "When I think of my wife, I always think of her head. The shape of it, to begin with."),
    ("The Girl with the Dragon Tattoo", "Stieg Larsson", "It happened every year, was almost a ritual. And this was his eighty-second birthday."),
    ("Killing Floor", "Lee Child", "I was arrested in Eno's diner. At twelve o'clock. I was eating eggs and drinking coffee."),
    ("The Bourne Identity", "Robert Ludlum", "The trawler plunged into the angry swells of the dark, furious sea like an awkward animal."),
    ("Project Hail Mary", "Andy Weir", "What's two plus two? I'm irritated by the question. I'm tired. I drift back to sleep."),
    ("The Terminal List", "Jack Carr", "The faces of the dead stared back at him from the screen."),
]

SONGS = [
    ("Fortunate Son", "Creedence Clearwater Revival", "Willy and the Poor Boys"),
    ("Hotel California", "Eagles", "Hotel California"),
    ("Everlong", "Foo Fighters", "The Colour and the Shape"),
    ("Black Hole Sun", "Soundgarden", "Superunknown"),
    ("Simple Man", "Lynyrd Skynyrd", "Pronounced Leh-nerd Skin-nerd"),
    ("Under the Bridge", "Red Hot Chili Peppers", "Blood Sugar Sex Magik"),
    ("Ho Hey", "The Lumineers", "The Lumineers"),
    ("Santeria", "Sublime", "Sublime"),
    ("Learn to Fly", "Foo Fighters", "There Is Nothing Left to Lose"),
    ("Tennessee Whiskey", "Chris Stapleton", "Traveller"),
    ("Jolene", "Dolly Parton", "Jolene"),
]


# --------------------------------------------------------------------------- code/ repos

HOMELAB = {
    "README.md": ("# homelab\n\nRebuild of the basement rack (2026): three Lenovo M920q nodes running Proxmox VE 8 in a cluster,\n"
                  "a Synology DS920+ for NFS/backups, UniFi gateway with VLANs.\n\n## Layout\n- `ansible/` - inventory and playbooks for the nodes and LXC guests\n"
                  "- `docker/` - compose stacks (Pi-hole, Uptime Kuma, Jellyfin, Home Assistant)\n- `scripts/` - backup and utility scripts\n"
                  "- `docs/` - network plan and build log\n\n## Status\n- [x] pve1-pve3 installed, cluster formed\n- [ ] Ceph vs ZFS replication - decide\n- [ ] migrate Pi-hole off the old Pi 3\n"),
    "ansible/inventory.ini": ("[proxmox]\npve1 ansible_host=10.10.20.11\npve2 ansible_host=10.10.20.12\npve3 ansible_host=10.10.20.13\n\n"
                              "[docker]\ndocker01 ansible_host=10.10.30.21\n\n[all:vars]\nansible_user=tom\nansible_python_interpreter=/usr/bin/python3\n"),
    "ansible/playbooks/base.yml": ("---\n- name: Baseline for all homelab hosts\n  hosts: all\n  become: true\n  tasks:\n"
                                   "    - name: Install base packages\n      ansible.builtin.apt:\n        name: [vim, htop, curl, unattended-upgrades, chrony]\n        update_cache: true\n"
                                   "    - name: Harden sshd\n      ansible.builtin.lineinfile:\n        path: /etc/ssh/sshd_config\n        regexp: '^#?PasswordAuthentication'\n"
                                   "        line: 'PasswordAuthentication no'\n      notify: restart ssh\n  handlers:\n    - name: restart ssh\n"
                                   "      ansible.builtin.service:\n        name: ssh\n        state: restarted\n"),
    "ansible/playbooks/proxmox-repos.yml": ("---\n- name: Use no-subscription repo on Proxmox nodes\n  hosts: proxmox\n  become: true\n  tasks:\n"
                                            "    - name: Disable enterprise repo\n      ansible.builtin.file:\n        path: /etc/apt/sources.list.d/pve-enterprise.list\n        state: absent\n"
                                            "    - name: Add no-subscription repo\n      ansible.builtin.apt_repository:\n"
                                            "        repo: deb http://download.proxmox.com/debian/pve bookworm pve-no-subscription\n        state: present\n"),
    "docker/compose.yml": ("services:\n  pihole:\n    image: pihole/pihole:latest\n    ports: [\"53:53/tcp\", \"53:53/udp\", \"8080:80\"]\n"
                           "    environment:\n      TZ: America/Denver\n    volumes: [\"./pihole:/etc/pihole\"]\n    restart: unless-stopped\n"
                           "  uptime-kuma:\n    image: louislam/uptime-kuma:1\n    ports: [\"3001:3001\"]\n    volumes: [\"./kuma:/app/data\"]\n    restart: unless-stopped\n"
                           "  jellyfin:\n    image: jellyfin/jellyfin\n    network_mode: host\n    volumes: [\"/mnt/media:/media:ro\", \"./jellyfin:/config\"]\n"),
    "scripts/backup.sh": ("#!/usr/bin/env bash\n# Nightly: dump container volumes to the Synology, keep 14 days\nset -euo pipefail\n"
                          "DEST=/mnt/nas/backups/docker01\nSTAMP=$(date +%F)\nmkdir -p \"$DEST/$STAMP\"\n"
                          "for d in /opt/stacks/*/; do\n  name=$(basename \"$d\")\n  tar czf \"$DEST/$STAMP/$name.tgz\" -C \"$d\" .\ndone\n"
                          "find \"$DEST\" -maxdepth 1 -type d -mtime +14 -exec rm -rf {} +\n"
                          "curl -fsS -m 10 https://uptime.lab.lan/api/push/backup01?status=up >/dev/null || true\n"),
    "scripts/wol.py": ("\"\"\"Wake the Proxmox nodes after a power cut (UPS shuts them down).\"\"\"\nimport socket\nimport sys\n\n"
                       "NODES = {\"pve1\": \"6c:4b:90:1a:22:01\", \"pve2\": \"6c:4b:90:1a:22:02\", \"pve3\": \"6c:4b:90:1a:22:03\"}\n\n\n"
                       "def magic(mac: str) -> bytes:\n    raw = bytes.fromhex(mac.replace(\":\", \"\"))\n    return b\"\\xff\" * 6 + raw * 16\n\n\n"
                       "def main(names: list[str]) -> None:\n    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:\n"
                       "        s.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)\n        for n in names or NODES:\n"
                       "            s.sendto(magic(NODES[n]), (\"10.10.20.255\", 9))\n            print(\"sent\", n)\n\n\n"
                       "if __name__ == \"__main__\":\n    main(sys.argv[1:])\n"),
    "scripts/check_certs.py": ("\"\"\"Warn when a homelab TLS certificate expires within 21 days.\"\"\"\nimport socket\nimport ssl\nfrom datetime import datetime, timezone\n\n"
                               "HOSTS = [\"pve1.lab.lan\", \"nas.lab.lan\", \"ha.lab.lan\", \"uptime.lab.lan\"]\n\n\n"
                               "def days_left(host: str, port: int = 443) -> int:\n    ctx = ssl.create_default_context()\n"
                               "    with socket.create_connection((host, port), timeout=5) as sock:\n"
                               "        with ctx.wrap_socket(sock, server_hostname=host) as tls:\n            cert = tls.getpeercert()\n"
                               "    end = datetime.strptime(cert[\"notAfter\"], \"%b %d %H:%M:%S %Y %Z\").replace(tzinfo=timezone.utc)\n"
                               "    return (end - datetime.now(timezone.utc)).days\n\n\nfor h in HOSTS:\n    try:\n        d = days_left(h)\n"
                               "        print(f\"{h}: {d} days\" + (\"  <-- RENEW\" if d < 21 else \"\"))\n    except OSError as e:\n        print(f\"{h}: {e}\")\n"),
    "configs/unbound.conf": ("server:\n    interface: 0.0.0.0\n    port: 5335\n    do-ip6: no\n    harden-glue: yes\n    harden-dnssec-stripped: yes\n"
                             "    prefetch: yes\n    num-threads: 1\n    private-address: 10.0.0.0/8\n    access-control: 10.10.0.0/16 allow\n"),
    "configs/wg0.conf.example": ("[Interface]\nAddress = 10.10.99.1/24\nListenPort = 51820\nPrivateKey = <server-private-key>\n\n"
                                 "[Peer]\n# Tom phone\nPublicKey = <phone-public-key>\nAllowedIPs = 10.10.99.2/32\n"),
    "docs/network-plan.md": ("# Network plan (rebuild 2026)\n\n| VLAN | Name | Subnet | Notes |\n|---|---|---|---|\n| 10 | mgmt | 10.10.10.0/24 | switches, iDRAC-ish, UPS NMC |\n"
                             "| 20 | servers | 10.10.20.0/24 | pve1-3, NAS |\n| 30 | services | 10.10.30.0/24 | docker01, LXCs |\n| 40 | home | 10.10.40.0/24 | laptops, phones |\n"
                             "| 50 | iot | 10.10.50.0/24 | TVs, Enphase gateway (solar, July), cameras - no inbound to other VLANs |\n| 60 | jake | 10.10.60.0/24 | Switch, Jake's laptop, filtered DNS |\n"),
    "docs/build-log.md": ("# Build log\n\n- 2026-04-04 racked the 3 M920q, 32 GB each, 1 TB NVMe\n- 2026-04-11 Proxmox 8.4 installed, cluster 'basement'\n"
                          "- 2026-04-25 2.5GbE USB NICs flaky on pve2, swapped to Intel i226 M.2 card\n- 2026-05-16 ansible base playbook works on all nodes\n"
                          "- 2026-05-30 docker01 LXC up, Pi-hole + Kuma migrated; Jellyfin next\n"),
    "Makefile": ("INVENTORY=ansible/inventory.ini\n\n.PHONY: base repos ping\n\nping:\n\tansible all -i $(INVENTORY) -m ping\n\n"
                 "base:\n\tansible-playbook -i $(INVENTORY) ansible/playbooks/base.yml\n\nrepos:\n\tansible-playbook -i $(INVENTORY) ansible/playbooks/proxmox-repos.yml\n"),
}

SNIPPETS = {
    "code/snippets/ad_stale_computers.ps1": ("# List AD computer accounts not logged on in 90 days\nImport-Module ActiveDirectory\n$cutoff = (Get-Date).AddDays(-90)\n"
                                             "Get-ADComputer -Filter {LastLogonTimeStamp -lt $cutoff} -Properties LastLogonTimeStamp, OperatingSystem |\n"
                                             "  Select-Object Name, OperatingSystem, @{n='LastLogon';e={[DateTime]::FromFileTime($_.LastLogonTimeStamp)}} |\n"
                                             "  Export-Csv stale_computers.csv -NoTypeInformation\n"),
    "code/snippets/disk_report.sh": ("#!/usr/bin/env bash\n# Mail a disk usage report for filesystems over 80%\ndf -hP | awk 'NR>1 && int($5)>80 {print $6\": \"$5}' > /tmp/disk.txt\n"
                                     "[ -s /tmp/disk.txt ] && mail -s \"disk report $(hostname)\" tom@lab.lan < /tmp/disk.txt\n"),
    "code/snippets/ping_sweep.py": ("import ipaddress\nimport subprocess\nimport sys\nfrom concurrent.futures import ThreadPoolExecutor\n\n\n"
                                    "def up(ip: str) -> bool:\n    return subprocess.run([\"ping\", \"-c1\", \"-W1\", ip], capture_output=True).returncode == 0\n\n\n"
                                    "net = ipaddress.ip_network(sys.argv[1])\nwith ThreadPoolExecutor(64) as ex:\n"
                                    "    for ip, ok in zip(net.hosts(), ex.map(lambda h: up(str(h)), net.hosts())):\n        if ok:\n            print(ip)\n"),
    "code/snippets/README.md": "# snippets\n\nOne-off admin scripts I keep reusing. Nothing here touches production without a change ticket.\n",
}

CAPSTONE = {
    "code/mba-capstone/branch_model.py": ("\"\"\"Branch consolidation model - MBA capstone, Team 4 (spring 2020).\"\"\"\nimport pandas as pd\n\n"
                                          "ATTRITION = 0.02\n\n\ndef score(df: pd.DataFrame) -> pd.DataFrame:\n    df = df.copy()\n"
                                          "    df[\"cost_per_txn\"] = df[\"opex\"] / df[\"transactions\"]\n    df[\"digital_share\"] = df[\"digital_users\"] / df[\"customers\"]\n"
                                          "    df[\"close_score\"] = df[\"cost_per_txn\"].rank(pct=True) + df[\"digital_share\"].rank(pct=True)\n"
                                          "    return df.sort_values(\"close_score\", ascending=False)\n\n\nif __name__ == \"__main__\":\n"
                                          "    branches = pd.read_csv(\"branches_2019.csv\")\n    print(score(branches).head(6)[[\"branch\", \"close_score\"]])\n"),
    "code/mba-capstone/branches_2019.csv": ("branch,city,opex,transactions,customers,digital_users\nB01,Denver-LoDo,1420000,88000,6100,4300\n"
                                            "B07,Lakewood,980000,61000,4800,2600\nB12,Westminster,1110000,52000,4100,2900\nB19,Aurora-East,870000,39000,3500,1700\n"
                                            "B23,Golden,760000,44000,3100,2000\nB31,Castle Rock,690000,47000,3900,2400\n"),
    "code/mba-capstone/README.md": "# MBA capstone - branch consolidation model\n\nCU Denver MBA, spring 2020. Client: Front Range Bancorp.\nRun `python branch_model.py`.\n",
}


# --------------------------------------------------------------------------- small one-off texts (hard files)


def t_truck_tires(r: random.Random, dt: datetime) -> str:
    return ("truck\ntires: LT275/65R18 BFGoodrich KO2, bought Discount Tire Wadsworth 10/2024, free rotations\n"
            "oil: 5W-30 full synthetic, 6 qt, Motorcraft FL-500S filter\nwipers 22\" both sides\nregistration renews in Oct, plates in glovebox\n"
            "spare under bed - winch key in the center console")


def t_vim_cheat(r: random.Random, dt: datetime) -> str:
    return ("vim\n:%s/old/new/gc   replace with confirm\nci\"  change inside quotes\n:set paste / :set nopaste\n"
            "Ctrl-v  block select, I to insert on many lines\n:w !sudo tee %   save as root\ngg=G  reindent file")


def t_interview_thoughts(r: random.Random, dt: datetime) -> str:
    return ("after RMCU 2nd interview\n- Denise (VP IT) wants someone to run both DCs + service desk, 11 reports\n"
            "- their on-call is 1 in 4 weeks, no extra pay (!) - ask about this at offer stage\n- commute to Lakewood HQ 20 min, hybrid 3 days\n"
            "- base range 150-170k, below Summit Ridge. Keep them warm until the 6/9 panel.")


def t_bank_vpn(r: random.Random, dt: datetime) -> str:
    return ("Front Range Bancorp - IT Asset Return Receipt\nEmployee: Thomas Becker  Dept: Infrastructure Services\n"
            "Returned: Dell Latitude 7420 FRB-LT-0932, RSA token 000184223, badge 10447, iPhone 12 (MDM wiped)\n"
            "Received by: HR / IT Service Desk  08/26/2022\nVPN and AD accounts disabled at 17:00.")


def t_divorce_questions(r: random.Random, dt: datetime) -> str:
    return ("questions for Laura (Mendez) before mediation\n- can the condo equalization come from my 401k via QDRO without penalty?\n"
            "- if Sarah moves out of Jeffco does the week-on/week-off still hold?\n- who claims Jake on taxes - alternate years?\n"
            "- refinance deadline for the house, 120 days realistic with rates at 7%?\n- her attorney's request for my bonus history - required?")


def t_tax_2022(r: random.Random, dt: datetime) -> str:
    return ("2022 tax worksheet;;\nItem;Amount;Note\nW-2 Front Range Bancorp (Jan-Aug);84,210;\nW-2 Centennial Health (Sep-Dec);39,880;\n"
            "Schedule E condo rent;19,800;12 x 1650\nCondo mortgage interest;6,420;\nHOA;3,600;\nDepreciation condo;7,270;27.5 yr\n"
            "Divorce attorney fees;-;not deductible\nFiling status;Single (divorce not final 12/31? -> MFS!);ask CPA")


def t_field_closure(r: random.Random, dt: datetime) -> str:
    return _eml("NMYSL Fields <fields@nmysl.org>", "Coaches list <coaches-u14@nmysl.org>", "FIELD CLOSURE - Ralston Valley Park", dt,
                "Coaches,\n\nDue to overnight snow, all Ralston Valley Park fields are closed for practice today and tomorrow.\n"
                "Saturday U13-U15 games will be moved to the Carpenter Park turf where possible; check the schedule on the league site\n"
                "by Friday 6 PM. Do not use closed fields - the league is fined by the city.\n\nNMYSL Field Coordinator")


def t_solar_question(r: random.Random, dt: datetime) -> str:
    return ("questions for installers\n1. microinverters or optimizers? who replaces a failed one, labor covered?\n"
            "2. roof penetrations - flashing type, roof warranty impact (roof is 2016)\n3. Xcel net metering + Solar*Rewards paperwork - who files?\n"
            "4. production guarantee? 5. panel layout avoiding the cottonwood shade on west\n6. critter guard included? 7. battery-ready?")


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

    def cam(folder: str, bucket: str, topic: str, age: float, ext: str = "jpg") -> None:
        dt = NOW - timedelta(days=age) + timedelta(seconds=r.randint(30_000, 70_000))
        photo(f"{folder}/IMG_{dt:%Y%m%d_%H%M%S}.{ext}", bucket, topic, age)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Documents/Work (Areas Work)
    w = "Documents/Work"
    add(f"{w}/On-call/oncall_rota_2026_Q1.xlsx", A, "Work", 150, t_oncall)
    add(f"{w}/On-call/oncall_rota_2026_Q2.xlsx", A, "Work", 62, t_oncall)
    add(f"{w}/On-call/oncall_rota_2026_Q3_DRAFT.xlsx", A, "Work", 3, t_oncall)
    add(f"{w}/On-call/handoff notes 2026-05-24.txt", A, "Work", 8, t_oncall_handoff)
    for name, vendor, what, age in (("ServiceNow renewal FY27 review.docx", "ServiceNow", "ITSM Pro renewal FY27", 20),
                                    ("Cisco SmartNet 2026 quote review.pdf", "Cisco", "SmartNet 8x5xNBD renewal", 45),
                                    ("Imprivata MSA review notes.docx", "Imprivata", "OneSign Master Services Agreement", 75),
                                    ("Pure Storage Evergreen renewal.pdf", "Pure Storage", "Evergreen//Forever subscription", 130)):
        add(f"{w}/Vendors/{name}", A, "Work", age, lambda r, dt, v=vendor, x=what: t_vendor_contract(r, dt, v, x))
    add(f"{w}/Vendors/vendor contract tracker.xlsx", A, "Work", 6, t_vendor_tracker)
    for who, age in (("Priya Nair", 5), ("Marcus Webb", 9), ("Dana Kowalski", 12), ("Luis Ortega", 16)):
        add(f"{w}/1on1/{who}.docx", A, "Work", age, lambda r, dt, x=who: t_one_on_one(r, dt, x))
    add(f"{w}/Reviews/FY2025 review - Kevin Tran.docx", A, "Work", 230, lambda r, dt: t_review(r, dt, "Kevin Tran"))
    add(f"{w}/Reviews/FY2025 review - Alicia Moore.docx", A, "Work", 232, lambda r, dt: t_review(r, dt, "Alicia Moore"))
    add(f"{w}/Budget/FY2027 IT Ops budget draft.xlsx", A, "Work", 4, lambda r, dt: t_budget(r, dt, 2027))
    add(f"{w}/Budget/FY2026 budget vs forecast.xlsx", A, "Work", 35, lambda r, dt: t_budget(r, dt, 2026))
    add(f"{w}/Budget/FY2024 actuals.xlsx", A, "Work", 560, lambda r, dt: t_budget(r, dt, 2024))
    add(f"{w}/Budget/capex request - UPS replacement.docx", A, "Work", 52, t_capex)
    for name, title, cause, age in (
            ("2026-03-14 VPN outage.md", "Remote access VPN outage",
             "GlobalProtect portal certificate expired; the renewal reminder went to a former employee's mailbox.", 78),
            ("2026-05-02 Citrix storage latency.md", "Citrix session freezes (storage latency)",
             "A failed controller on the Pure array forced a failover; host multipathing on 6 ESXi hosts was misconfigured (fixed path).", 29),
            ("2025-11-20 badge system outage.docx", "Imprivata badge-tap login outage",
             "A Windows update removed the USB badge-reader driver on 1,900 clinical workstations.", 192),
            ("2024-07-19 CrowdStrike BSOD recovery.docx", "CrowdStrike Falcon channel file 291 - mass BSOD",
             "Faulty vendor content update crashed Windows hosts at boot; recovery required BitLocker keys per device.", 680)):
        add(f"{w}/Postmortems/{name}", A, "Work", age, lambda r, dt, a=title, b=cause: t_postmortem(r, dt, a, b))
    add(f"{w}/CAB notes 2026-05-27.docx", A, "Work", 5, t_cab)
    add(f"{w}/DR test plan 2026.pdf", A, "Work", 40, t_dr_test)
    add(f"{w}/team offsite agenda.docx", A, "Work", 66, t_offsite)
    add(f"{w}/RE weekend on-call swap.eml", A, "Work", 18, t_oncall_swap_mail)

    # ------------------------------------------------------------ Documents/Finance (Areas Finance)
    f = "Documents/Finance"
    for m in range(1, 6):
        add(f"{f}/Foothills FCU/Statement 2026-{m:02d}.pdf", A, "Finance", _age(2026, m, 28) - 3, t_checking)
    add(f"{f}/401k/Fidelity 401k Q1 2026.pdf", A, "Finance", 55, t_401k)
    add(f"{f}/401k/Fidelity 401k 2025 year-end.pdf", A, "Finance", 140, t_401k)
    add(f"{f}/HSA/HealthEquity statement 2026-04.pdf", A, "Finance", 28, t_hsa)
    add(f"{f}/HSA/HSA receipts log.xlsx", A, "Finance", 10, t_hsa_log)
    add(f"{f}/Taxes/2025/W-2 Centennial Health 2025.pdf", A, "Finance", 120, t_w2)
    add(f"{f}/Taxes/2025/1098 Mr Cooper 2025.pdf", A, "Finance", 118, t_1098)
    add(f"{f}/Taxes/2025/2025 tax return.pdf", A, "Finance", 48, lambda r, dt: t_tax_return(r, dt, 2025))
    add(f"{f}/Taxes/2023/2023 tax return.pdf", A, "Finance", 775, lambda r, dt: t_tax_return(r, dt, 2023))
    add(f"{f}/Taxes/2019/2019 tax return.pdf", A, "Finance", 2235, lambda r, dt: t_tax_return(r, dt, 2019))
    add(f"{f}/Mortgage/Mr Cooper statement 2026-05.pdf", A, "Finance", 15, t_mortgage)
    add(f"{f}/Chase statement 2026-05.pdf", A, "Finance", 10, t_card)
    add(f"{f}/budget 2026.xlsx", A, "Finance", 7, t_household_budget)
    add(f"{f}/reading/three fund portfolio.pdf", R, "Finance", 400, t_fin_article)

    # ------------------------------------------------------------ Documents/Jake (Areas Coparenting)
    j = "Documents/Jake"
    add(f"{j}/Parenting Plan - final 2023.pdf", A, "Coparenting", 1200, t_parenting_plan)
    add(f"{j}/custody calendar 2026.xlsx", A, "Coparenting", 150, t_custody_cal)
    add(f"{j}/shared expenses 2026.xlsx", A, "Coparenting", 3, t_shared_expenses)
    add(f"{j}/child support payments 2026.csv", A, "Coparenting", 2, t_support_csv)
    add(f"{j}/OFW message report May 2026.pdf", A, "Coparenting", 1, t_ofw)
    add(f"{j}/Drake MS progress report sem 2.pdf", A, "Coparenting", 12, t_report_card)
    add(f"{j}/Summer schedule + ortho.eml", A, "Coparenting", 20, t_sarah_mail)

    # ------------------------------------------------------------ Documents/Health (Areas Health)
    h = "Documents/Health"
    add(f"{h}/Knee/operative report 2026-02-10.pdf", A, "Health", 108, t_knee_op)
    add(f"{h}/Knee/follow-up 2026-05-19.pdf", A, "Health", 13, t_knee_followup)
    add(f"{h}/Knee/PT home exercises.pdf", A, "Health", 95, t_pt_plan)
    add(f"{h}/EOB Anthem 2026-03.pdf", A, "Health", 80, t_eob)
    add(f"{h}/EOB Anthem 2026-05.pdf", A, "Health", 14, t_eob)
    add(f"{h}/Ralston Creek Dental 2026-04.pdf", A, "Health", 50, t_dentist)
    add(f"{h}/Jake/Arvada Ortho treatment agreement.pdf", A, "Health", 235, t_ortho_contract)
    add(f"{h}/Jake/appointment reminder.eml", A, "Health", 7, t_ortho_mail)
    add(f"{h}/Jake/immunization record.pdf", A, "Health", 600, t_vaccine)

    # ------------------------------------------------------------ Documents/House (Areas Home, manuals, basement archive)
    ho = "Documents/House"
    add(f"{ho}/Bills/Xcel 2026-04.pdf", A, "Home", 35, t_xcel)
    add(f"{ho}/Bills/Xcel 2026-05.pdf", A, "Home", 5, t_xcel)
    add(f"{ho}/Bills/Arvada water 2026-Q1.pdf", A, "Home", 60, t_water)
    add(f"{ho}/State Farm homeowners renewal 2026.pdf", A, "Home", 70, t_home_insurance)
    add(f"{ho}/Jeffco property tax 2025.pdf", A, "Home", 110, t_house_proptax)
    add(f"{ho}/Applewood AC tuneup.pdf", A, "Home", 22, t_hvac)
    add(f"{ho}/sprinkler startup receipt.pdf", A, "Home", 40, t_sprinkler)
    add(f"{ho}/house todo.txt", A, "Home", 9, t_house_todo)
    add(f"{ho}/Warranty deed 2016.pdf", A, "Home", 3600, t_deed)
    add(f"{ho}/Manuals/Carrier furnace 59TP6 manual.pdf", R, "Home", 900, t_furnace_manual)
    add(f"{ho}/Manuals/Bosch dishwasher manual.pdf", R, "Home", 1500, t_dishwasher_manual)
    b = f"{ho}/Basement 2024"
    add(f"{b}/Ridgeline proposal.pdf", X, "Home", 830, t_basement_bid)
    add(f"{b}/invoice framing draw.pdf", X, "Home", 780, lambda r, dt: t_basement_invoice(r, dt, "framing inspection passed"))
    add(f"{b}/invoice drywall draw.pdf", X, "Home", 740, lambda r, dt: t_basement_invoice(r, dt, "drywall complete"))
    add(f"{b}/invoice final.pdf", X, "Home", 682, lambda r, dt: t_basement_invoice(r, dt, "final, less retainage"))
    add(f"{b}/final inspection certificate.pdf", X, "Home", 688, t_basement_final)
    for age in (800, 760, 700):
        cam("Pictures/Basement 2024", X, "Home", age)

    # ------------------------------------------------------------ Documents/Condo (Areas Rental)
    c = "Documents/Condo"
    add(f"{c}/Lease 2025-2026 Maria Delgado.pdf", A, "Rental", 305, t_lease)
    add(f"{c}/lease renewal letter 2026.docx", A, "Rental", 25, t_renewal)
    add(f"{c}/rent ledger 2026.xlsx", A, "Rental", 1, t_rent_ledger)
    add(f"{c}/rent ledger 2025.xlsx", A, "Rental", 152, lambda r, dt: t_rent_ledger(r, datetime(2025, 12, 31)))
    add(f"{c}/HOA/Highline HOA statement 2026-05.pdf", A, "Rental", 18, t_hoa)
    add(f"{c}/HOA/board minutes 2026-04.pdf", A, "Rental", 45, t_hoa_minutes)
    add(f"{c}/Repairs/water heater replacement 2025-12.pdf", A, "Rental", 170, t_rental_repair)
    add(f"{c}/Arapahoe property tax 2025.pdf", A, "Rental", 100, t_condo_tax)
    add(f"{c}/Foremost landlord policy.pdf", A, "Rental", 210, t_landlord_ins)
    add(f"{c}/Unit 204 dishwasher leaking.eml", A, "Rental", 33, t_tenant_mail)
    add(f"{c}/move-in inspection 2025.pdf", A, "Rental", 306, t_move_in)

    # ------------------------------------------------------------ Documents/Vehicles (Areas / Resources Vehicles)
    v = "Documents/Vehicles"
    add(f"{v}/F-150 registration 2026.pdf", A, "Vehicles", 40,
        lambda r, dt: t_registration(r, dt, "2019 FORD F-150 XLT", "CKT-L42"))
    add(f"{v}/Triumph registration 2026.pdf", A, "Vehicles", 95,
        lambda r, dt: t_registration(r, dt, "2020 TRIUMPH BONNEVILLE T120", "M 88 214"))
    add(f"{v}/GEICO auto declarations.pdf", A, "Vehicles", 60, t_auto_ins)
    add(f"{v}/Progressive motorcycle policy.pdf", A, "Vehicles", 130, t_moto_ins)
    add(f"{v}/F-150 service 2026-04.pdf", A, "Vehicles", 48, t_truck_service)
    add(f"{v}/Triumph 10k service.pdf", A, "Vehicles", 260, t_triumph_service)
    add(f"{v}/Ford recall letter.pdf", A, "Vehicles", 500, t_recall)
    add(f"{v}/Manuals/Triumph T120 owners handbook.pdf", R, "Vehicles", 1400, t_triumph_manual)
    add(f"{v}/Manuals/charging systems 101.pdf", R, "Vehicles", 700, lambda r, dt: t_moto_article(r, dt, 0))
    add(f"{v}/Manuals/chain maintenance.pdf", R, "Vehicles", 910, lambda r, dt: t_moto_article(r, dt, 1))

    # ------------------------------------------------------------ Documents/Soccer (Areas / Resources Soccer)
    s = "Documents/Soccer"
    add(f"{s}/Strikers U14 roster spring 2026.xlsx", A, "Soccer", 80, t_roster)
    add(f"{s}/spring 2026 schedule.xlsx", A, "Soccer", 85, t_schedule)
    for age in (83, 62, 40, 20):
        add(f"{s}/Practice plans/practice {_d(NOW - timedelta(days=age))}.docx", A, "Soccer", age + 1, t_practice_plan)
    add(f"{s}/NMYSL fall 2026 registration.eml", A, "Soccer", 2, t_league_mail)
    add(f"{s}/parents email end of season.eml", A, "Soccer", 14, t_parent_mail)
    add(f"{s}/Grassroots 11v11 certificate.pdf", A, "Soccer", 420, t_coach_license)
    add(f"{s}/team fund.xlsx", A, "Soccer", 6, t_team_fund)
    add(f"{s}/Drills/rondo progressions.pdf", R, "Soccer", 500, lambda r, dt: t_drill(r, dt, 0))
    add(f"{s}/Drills/pressing triggers.pdf", R, "Soccer", 380, lambda r, dt: t_drill(r, dt, 1))
    add(f"{s}/Drills/finishing 1v1.docx", R, "Soccer", 300, lambda r, dt: t_drill(r, dt, 2))
    add(f"{s}/Drills/FIFA 11+ warmup.pdf", R, "Soccer", 700, lambda r, dt: t_drill(r, dt, 3))

    # ------------------------------------------------------------ Certs, cheat sheets, articles (Resources Tech)
    add("Documents/Certs/AWS SAA-C03 notes.md", R, "Tech", 30, lambda r, dt: t_cert_notes(r, dt, 0))
    add("Documents/Certs/CISSP domain 3 notes.docx", R, "Tech", 480, lambda r, dt: t_cert_notes(r, dt, 1))
    add("Documents/Certs/ITIL4 foundation key terms.pdf", R, "Tech", 900, lambda r, dt: t_cert_notes(r, dt, 2))
    add("Documents/Certs/AZ-104 study plan.txt", R, "Tech", 200, lambda r, dt: t_cert_notes(r, dt, 3))
    add("Documents/Certs/SAA practice scores.csv", R, "Tech", 8, t_practice_csv)
    add("Documents/Cheatsheets/linux cheatsheet.md", R, "Tech", 600, t_linux_cheat)
    add("Documents/Cheatsheets/subnetting.pdf", R, "Tech", 1300, t_subnet_cheat)
    add("Documents/Cheatsheets/tcpdump filters.txt", R, "Tech", 350, t_tcpdump_cheat)
    add("Documents/Articles/why postmortems arent working.pdf", R, "Tech", 260, lambda r, dt: t_tech_article(r, dt, 0))
    add("Documents/Articles/proxmox vs vmware after broadcom.pdf", R, "Tech", 90, lambda r, dt: t_tech_article(r, dt, 1))
    add("Documents/Articles/bgp for the rest of us.pdf", R, "Tech", 700, lambda r, dt: t_tech_article(r, dt, 2))

    # ------------------------------------------------------------ Job search 2026 (Projects Career) and 2022 (Archive)
    js = "Documents/Job search 2026"
    add(f"{js}/Tom Becker resume 2026.docx", P, "Career", 10, lambda r, dt: t_resume(r, dt, 2026))
    add(f"{js}/Tom Becker resume 2026 - healthcare.pdf", P, "Career", 9, lambda r, dt: t_resume(r, dt, 2026))
    add(f"{js}/resume v3 old.docx", P, "Career", 70, lambda r, dt: t_resume(r, dt, 2026))
    add(f"{js}/cover letter Summit Ridge Health.docx", P, "Career", 80,
        lambda r, dt: t_cover(r, dt, "Summit Ridge Health", "Director, Infrastructure & Operations"))
    add(f"{js}/cover letter RMCU.docx", P, "Career", 70,
        lambda r, dt: t_cover(r, dt, "Rocky Mountain Credit Union", "Senior Manager, IT Operations"))
    add(f"{js}/cover letter Altitude Logistics.docx", P, "Career", 58,
        lambda r, dt: t_cover(r, dt, "Altitude Logistics", "Head of IT"))
    add(f"{js}/job tracker.xlsx", P, "Career", 2, t_job_tracker)
    add(f"{js}/Summit Ridge final round prep.docx", P, "Career", 1, t_interview_prep)
    add(f"{js}/first 90 days.md", P, "Career", 3, t_90day)
    add(f"{js}/Summit Ridge Health - final round confirmed.eml", P, "Career", 6, t_recruiter_mail)
    add(f"{js}/references.docx", P, "Career", 30, t_references)
    add(f"{js}/salary research.xlsx", P, "Career", 40, t_salary)
    add(f"{js}/thank you RMCU.txt", P, "Career", 35, t_thankyou)
    add("Documents/Job search 2022/Thomas Becker resume 2022.docx", X, "Career", 1460, lambda r, dt: t_resume(r, dt, 2022))
    add("Documents/Job search 2022/cover letter Centennial Health.docx", X, "Career", 1450, t_old_cover_2022)

    # ------------------------------------------------------------ Solar (Projects Home)
    so = "Documents/Solar"
    add(f"{so}/Front Range Sun proposal.pdf", P, "Home", 110, lambda r, dt: t_solar_quote(r, dt, "Front Range Sun Co.", 7.38))
    add(f"{so}/Peak Solar proposal.pdf", P, "Home", 100, lambda r, dt: t_solar_quote(r, dt, "Peak Solar Installers", 7.79))
    add(f"{so}/SunBridge quote.pdf", P, "Home", 95, lambda r, dt: t_solar_quote(r, dt, "SunBridge Energy", 8.20))
    add(f"{so}/installer comparison.xlsx", P, "Home", 60, t_solar_compare)
    add(f"{so}/Front Range Sun contract signed.pdf", P, "Home", 54, t_solar_contract)
    add(f"{so}/site survey.pdf", P, "Home", 75, t_site_survey)
    add(f"{so}/Arvada permit BLD-2026-01952.pdf", P, "Home", 18, t_solar_permit)
    add(f"{so}/permit approved - next steps.eml", P, "Home", 18, t_solar_permit_mail)
    add(f"{so}/Xcel interconnection application.pdf", P, "Home", 17, t_xcel_interconnect)
    add(f"{so}/green energy loan approval.pdf", P, "Home", 45, t_solar_loan)
    add(f"{so}/solar todo.txt", P, "Home", 4, t_solar_notes)
    for age in (75, 75, 74):
        cam("Pictures/Solar site survey", P, "Home", age)

    # ------------------------------------------------------------ CB750K restoration (Projects Vehicles)
    cb = "Documents/CB750 resto"
    add(f"{cb}/parts list.xlsx", P, "Vehicles", 5, t_parts_list)
    add(f"{cb}/carb notes.txt", P, "Vehicles", 15, t_carb_notes)
    add(f"{cb}/wiring notes.md", P, "Vehicles", 25, t_wiring_notes)
    add(f"{cb}/bill of sale.pdf", P, "Vehicles", 260, t_bike_bill_of_sale)
    add(f"{cb}/resto budget.xlsx", P, "Vehicles", 3, t_bike_budget)
    add(f"{cb}/SOHC4 forum - cam chain tensioner.pdf", P, "Vehicles", 120, t_bike_forum)
    for shop, age in (("CMSNL", 150), ("Vintage Four Parts", 90), ("Z1 Enterprises", 40)):
        add(f"{cb}/receipts/{shop} order.pdf", P, "Vehicles", age, lambda r, dt, x=shop: t_bike_receipt(r, dt, x))
    for page in (12, 13, 31, 44, 57):
        add(f"Scans/CB750K manual p{page:03d}.pdf", P, "Vehicles", 200, lambda r, dt, n=page: t_manual_page(r, dt, n))
    for age in (259, 61, 15, 8):
        cam("Pictures/CB750", P, "Vehicles", age)

    # ------------------------------------------------------------ Moab (Projects Travel)
    mo = "Documents/Moab 2026"
    add(f"{mo}/Dead Horse Point reservation.pdf", P, "Travel", 120, t_campsite)
    add(f"{mo}/Arches timed entry.pdf", P, "Travel", 30, t_arches)
    add(f"{mo}/rafting booking confirmed.eml", P, "Travel", 45, t_rafting)
    add(f"{mo}/packing list.txt", P, "Travel", 4, t_packing)
    add(f"{mo}/trip plan.md", P, "Travel", 10, t_moab_route)
    add(f"{mo}/note to Sarah.txt", P, "Travel", 40, t_moab_sarah)
    add(f"{mo}/gear to buy.xlsx", P, "Travel", 6, t_gear_list)

    # ------------------------------------------------------------ code/ (homelab: Projects Code; snippets; capstone)
    for name, body in HOMELAB.items():
        add(f"code/homelab/{name}", P, "Code", r.choice((3, 8, 15, 24, 40, 52)), body)
    dot("code/homelab/.gitignore", b"*.retry\n.vault_pass\nsecrets.yml\n__pycache__/\n", 52)
    dot("code/homelab/.git/HEAD", b"ref: refs/heads/main\n", 1)
    dot("code/homelab/.git/config", b"[core]\n\trepositoryformatversion = 0\n\tbare = false\n[remote \"origin\"]\n"
        b"\turl = git@github.com:tbecker78/homelab.git\n", 52)
    add("Documents/homelab parts.xlsx", P, "Code", 60, "Item;Qty;Price;Where;Status\nLenovo M920q i5-8500T 32GB (used);3;189.00;eBay;"
        "received\n1TB NVMe WD SN770;3;59.99;Amazon;installed\nIntel i226 2.5GbE M.2 card;3;34.00;AliExpress;installed\n"
        "UniFi Flex 2.5G switch;1;199.00;UI store;received\nAPC BR1500MS2 UPS;1;229.00;Costco;received\n10in rack shelf;2;28.50;Amazon;ordered")
    add("Downloads/proxmox-ve_8.4-1.iso", P, "Code", 58, lambda r, dt: _blob(r, bytes(64) + b"\x01CD001\x01", 2500))
    for rel, body in SNIPPETS.items():
        add(rel, R, "Code", r.choice((120, 300, 640, 900)), body)
    for rel, body in CAPSTONE.items():
        add(rel, X, "Education", 2210, body)

    # ------------------------------------------------------------ MBA (Archive Education)
    mb = "Documents/MBA"
    for course, age, ext in (("ACCT 6020 Managerial Accounting", 2700, "docx"), ("MGMT 6360 Operations Management", 2650, "docx"),
                             ("FNCE 6290 Corporate Finance", 2500, "pdf"), ("MKTG 6000 Marketing Management", 2450, "docx"),
                             ("BUSN 6710 Strategy", 2300, "docx")):
        add(f"{mb}/{course.split()[0]} {course.split()[1]} notes.{ext}", X, "Education", age,
            lambda r, dt, x=course: t_mba_notes(r, dt, x))
    add(f"{mb}/Capstone/Capstone final report.pdf", X, "Education", 2210, t_capstone)
    add(f"{mb}/Capstone/deck final edits.eml", X, "Education", 2218, t_mba_group_mail)
    add(f"{mb}/transcript unofficial.pdf", X, "Education", 2180, t_transcript)
    add(f"{mb}/tuition receipt fall 2019.pdf", X, "Education", 2440, t_tuition)

    # ------------------------------------------------------------ Divorce (Archive Divorce)
    dv = "Documents/Divorce"
    add(f"{dv}/Mendez letter - draft separation agreement.pdf", X, "Divorce", 1325, t_attorney_letter)
    add(f"{dv}/sworn financial statement.pdf", X, "Divorce", 1380, t_affidavit)
    add(f"{dv}/mediation notes.txt", X, "Divorce", 1300, t_mediation)
    add(f"{dv}/Decree of Dissolution.pdf", X, "Divorce", 1200, t_decree)
    add(f"{dv}/Mendez invoice 2022-10.pdf", X, "Divorce", 1330, t_atty_invoice)
    add(f"{dv}/Mendez invoice 2023-01.pdf", X, "Divorce", 1230, t_atty_invoice)

    # ------------------------------------------------------------ Front Range Bancorp (Archive Work)
    fb = "Documents/Front Range Bancorp"
    add(f"{fb}/core batch runbook.docx", X, "Work", 1500, t_bank_runbook)
    add(f"{fb}/2021 performance summary.pdf", X, "Work", 1600, t_bank_review)
    add(f"{fb}/resignation letter.docx", X, "Work", 1382, t_bank_resign)
    add(f"{fb}/exit checklist.txt", X, "Work", 1376, t_bank_exit)
    add(f"{fb}/final paystub.pdf", X, "Work", 1370, t_bank_paystub)

    # ------------------------------------------------------------ Trips (Archive Travel)
    tr = "Documents/Trips"
    add(f"{tr}/Yellowstone 2025/lodging confirmation.pdf", X, "Travel", 360, t_ys_lodging)
    add(f"{tr}/Yellowstone 2025/itinerary.docx", X, "Travel", 300, t_ys_itinerary)
    add(f"{tr}/Yellowstone 2025/trip costs.xlsx", X, "Travel", 285, t_ys_costs)
    add(f"{tr}/Yellowstone 2025/photo book shipped.eml", X, "Travel", 120, t_photobook)
    add(f"{tr}/San Diego 2019.txt", X, "Travel", 2600, t_old_trip)
    for age in (295, 294, 293, 292, 291, 290):
        cam("Pictures/Yellowstone 2025", X, "Travel", age)

    # ------------------------------------------------------------ Photos, screenshots (Resources Photos)
    for age in (75, 68, 54, 33, 19):
        cam("Pictures/Strikers spring 2026", R, "Photos", age)
    for age in (3, 11, 27, 46, 88, 131, 170, 214):
        cam("Pictures/Camera Roll", R, "Photos", age)
    for age in (6, 23):
        cam("Pictures/Camera Roll", R, "Photos", age, "heic")
    for age in (900, 880, 1020):
        cam("Pictures/2023", R, "Photos", age)
    for age in (2, 9, 31, 57):
        dt = NOW - timedelta(days=age, seconds=-r.randint(30_000, 70_000))
        photo(f"Pictures/Screenshots/Screenshot {dt:%Y-%m-%d %H%M%S}.png", R, "Photos", age)
    photo("Desktop/Screenshot 2026-05-29 091522.png", R, "Photos", 3)
    photo("Desktop/Screenshot 2026-05-30 221004.png", R, "Photos", 2)

    # ------------------------------------------------------------ Recipes, books, music, installers (Resources)
    for key, ext, age in (("green chile", "txt", 800), ("smoked brisket", "pdf", 420), ("chili", "docx", 230),
                          ("pancakes", "txt", 1100), ("foil packets", "txt", 25)):
        add(f"Documents/Recipes/{key}.{ext}", R, "Cooking", age, RECIPES[key])
    for i, (title, author, para) in enumerate(BOOKS):
        folder = "Documents/Books" if i < 4 else "Downloads"
        add(f"{folder}/{title} - {author}.epub", R, "Books", 150 + 170 * i, _epub(title, author, "en", para))
    for i, (title, artist, album) in enumerate(SONGS):
        add(f"Music/{artist}/{album}/{(i % 9) + 1:02d} {title}.mp3", R, "Music", 600 + 97 * i,
            lambda r, dt, t=title, a=artist, al=album: _id3(r, t, a, al))
    for name, head, age in (("ChromeSetup.exe", b"MZ\x90\x00", 140), ("VSCodeUserSetup-x64-1.100.2.exe", b"MZ\x90\x00", 12),
                            ("putty-64bit-0.83-installer.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 70),
                            ("WinSCP-6.5-Setup.exe", b"MZ\x90\x00", 66), ("Wireshark-4.4.6-x64.exe", b"MZ\x90\x00", 80),
                            ("ZoomInstallerFull.exe", b"MZ\x90\x00", 400), ("balenaEtcher-Setup-2.1.0.exe", b"MZ\x90\x00", 59)):
        add(f"Downloads/{name}", R, "Software", age, lambda r, dt, hd=head: _blob(r, hd, 2000))

    # ------------------------------------------------------------ old laptop backup (Archive Backup)
    ol = "old laptop/Users/tbecker"
    add(f"{ol}/Documents/FRB branch network notes.txt", X, "Backup", 1400,
        "Branch SD-WAN rollout - wave 3\nB19 Aurora-East: Comcast 300/30 + LTE backup, VeloCloud edge 610\n"
        "B23 Golden: circuit delayed, Lumen FOC 6/30\nB31 Castle Rock: done, cutover Sat 2am, 14 min outage\n")
    add(f"{ol}/Documents/FRB on-call schedule 2022.xlsx", X, "Backup", 1420, t_oncall)
    add(f"{ol}/Documents/Document1.docx", X, "Backup", 1450, t_bank_resign)
    add(f"{ol}/Documents/MBA/FNCE 6290 HW3.docx", X, "Backup", 2520,
        "FNCE 6290 Homework 3 - T. Becker\n1. NPV of project A at 9% WACC = $412,300; accept.\n2. IRR of B = 13.2% > hurdle 11%.\n"
        "3. Payback ignores time value and cash flows after the cutoff.")
    add(f"{ol}/Documents/budget 2021.xlsx", X, "Backup", 1700, t_household_budget)
    add(f"{ol}/Documents/resume 2019.docx", X, "Backup", 2300, lambda r, dt: t_resume(r, dt, 2019))
    add(f"{ol}/Desktop/todo.txt", X, "Backup", 1390, t_bank_exit)
    add(f"{ol}/Downloads/statement.pdf", X, "Backup", 1480, t_checking)
    add(f"{ol}/Downloads/npp.8.4.2.Installer.x64.exe", X, "Backup", 1500, lambda r, dt: _blob(r, b"MZ\x90\x00", 1500))
    for age in (1600, 1590, 1455):
        cam(f"{ol}/Pictures", X, "Backup", age)
    add(f"{ol}/Pictures/Thumbs.db", L, "System", 1455, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))

    # ------------------------------------------------------------ hard: Downloads (name and folder say nothing)
    hard = [
        ("Downloads/document.pdf", A, "Finance", 33, t_checking),
        ("Downloads/document (1).pdf", P, "Home", 96, lambda r, dt: t_solar_quote(r, dt, "Front Range Sun Co.", 6.97)),
        ("Downloads/document (2).pdf", A, "Health", 44, t_eob),
        ("Downloads/document (3).pdf", A, "Rental", 135, t_condo_tax),
        ("Downloads/download.pdf", R, "Tech", 240, lambda r, dt: t_tech_article(r, dt, 0)),
        ("Downloads/file.pdf", X, "Divorce", 1290, t_atty_invoice),
        ("Downloads/attachment.pdf", P, "Career", 57, lambda r, dt: t_cover(r, dt, "Altitude Logistics", "Head of IT")),
        ("Downloads/invoice.pdf", P, "Vehicles", 72, lambda r, dt: t_bike_receipt(r, dt, "eBay seller vintagehondaparts")),
        ("Downloads/Statement.pdf", A, "Finance", 58, t_hsa),
        ("Downloads/export.csv", A, "Coparenting", 4, t_support_csv),
        ("Downloads/export (1).csv", R, "Tech", 60, t_practice_csv),
        ("Downloads/Book1.xlsx", P, "Travel", 21, t_gear_list),
        ("Downloads/Untitled spreadsheet.xlsx", A, "Soccer", 47, t_team_fund),
        ("Downloads/message.eml", A, "Rental", 96, t_tenant_mail),
        ("Downloads/message (1).eml", P, "Travel", 46, t_rafting),
        ("Downloads/print.pdf", R, "Cooking", 380, RECIPES["green chile"]),
        ("Downloads/untitled.txt", R, "Cooking", 190, RECIPES["chili"]),
        ("Downloads/doc_20260514.pdf", A, "Work", 18,
         lambda r, dt: t_vendor_contract(r, dt, "Zscaler", "ZIA/ZPA 3-year renewal")),
        ("Downloads/scan.pdf", A, "Health", 210, t_dentist),
        ("Downloads/CamScanner 04-22-2026.pdf", P, "Home", 40, t_site_survey),
        ("Downloads/form.pdf", P, "Home", 16, t_xcel_interconnect),
        ("Downloads/Document (4).docx", P, "Career", 24, t_references),
    ]
    # ------------------------------------------------------------ hard: Desktop
    hard += [
        ("Desktop/untitled.txt", P, "Travel", 39, t_moab_sarah),
        ("Desktop/New Text Document.txt", A, "Work", 15, t_oncall_handoff),
        ("Desktop/New Text Document (2).txt", P, "Vehicles", 11, t_wiring_notes),
        ("Desktop/notes.txt", P, "Career", 33, t_interview_thoughts),
        ("Desktop/Doc1.docx", A, "Rental", 27, t_renewal),
        ("Desktop/draft.docx", P, "Career", 36, t_thankyou),
        ("Desktop/Book2.xlsx", A, "Finance", 95, t_household_budget),
        ("Desktop/questions.txt", P, "Home", 130, t_solar_question),
    ]
    # ------------------------------------------------------------ hard: Documents/misc, New folder, to file, 2022
    hard += [
        ("Documents/misc/notes.docx", A, "Work", 23, lambda r, dt: t_one_on_one(r, dt, "Kevin Tran")),
        ("Documents/misc/notes (2).docx", X, "Education", 2600,
         lambda r, dt: t_mba_notes(r, dt, "MGMT 6360 Operations Management")),
        ("Documents/misc/info.txt", A, "Vehicles", 520, t_truck_tires),
        ("Documents/misc/stuff.pdf", X, "Divorce", 1360, t_affidavit),
        ("Documents/misc/list.txt", R, "Cooking", 700, RECIPES["pancakes"]),
        ("Documents/misc/Document.pdf", A, "Health", 90, t_pt_plan),
        ("Documents/misc/data.xlsx", A, "Finance", 130, t_hsa_log),
        ("Documents/New folder/Doc1.docx", X, "Divorce", 1298, t_mediation),
        ("Documents/New folder/Doc2.docx", A, "Soccer", 55, t_practice_plan),
        ("Documents/New folder/New Microsoft Word Document.docx", P, "Career", 28,
         lambda r, dt: t_cover(r, dt, "Denver Health", "Manager, Data Center Operations")),
        ("Documents/New folder/New Microsoft Excel Worksheet.xlsx", A, "Work", 390, lambda r, dt: t_budget(r, dt, 2025)),
        ("Documents/New folder/New Text Document.txt", R, "Tech", 450, t_vim_cheat),
        ("Documents/New folder/draft.txt", P, "Home", 50, t_solar_notes),
        ("Documents/to file/scan0003.pdf", A, "Home", 150, t_water),
        ("Documents/to file/scan0004.pdf", A, "Rental", 75, t_hoa),
        ("Documents/to file/scan0005.pdf", A, "Coparenting", 140, t_ofw),
        ("Documents/to file/mail.eml", A, "Soccer", 66, t_field_closure),
        ("Documents/to file/letter.pdf", X, "Divorce", 1340, t_attorney_letter),
        ("Documents/to file/receipt.pdf", A, "Home", 255, t_hvac),
        ("Documents/to file/statement (1).pdf", A, "Finance", 70, t_card),
        ("Documents/to file/form.pdf", A, "Rental", 300, t_move_in),
        ("Documents/2022/scan0001.pdf", X, "Work", 1376, t_bank_vpn),
        ("Documents/2022/scan0002.pdf", X, "Divorce", 1340, t_affidavit),
        ("Documents/2022/Document.docx", X, "Career", 1455, t_old_cover_2022),
        ("Documents/2022/Book1.xlsx", A, "Finance", 1250, t_tax_2022),
        ("Documents/2022/notes.txt", X, "Divorce", 1310, t_divorce_questions),
        ("Documents/2022/statement.pdf", A, "Finance", 1300, t_checking),
        ("Documents/2022/letter.docx", X, "Work", 1383, t_bank_resign),
    ]
    # ------------------------------------------------------------ hard: Scans
    hard += [
        ("Scans/scan0007.pdf", A, "Health", 100, t_eob),
        ("Scans/scan0008.pdf", A, "Vehicles", 41, lambda r, dt: t_registration(r, dt, "2019 FORD F-150 XLT", "CKT-L42")),
        ("Scans/scan0009.pdf", A, "Rental", 304, t_lease),
        ("Scans/scan0010.pdf", X, "Home", 687, t_basement_final),
        ("Scans/scan0011.pdf", A, "Coparenting", 12, t_report_card),
        ("Scans/scan0012.pdf", P, "Vehicles", 258, t_bike_bill_of_sale),
        ("Scans/scan0013.pdf", X, "Education", 2170, t_transcript),
        ("Scans/scan0014.pdf", A, "Finance", 119, t_w2),
        ("Scans/scan0015.pdf", A, "Soccer", 419, t_coach_license),
        ("Scans/scan0016.pdf", P, "Travel", 118, t_campsite),
        ("Scans/scan0017.pdf", A, "Health", 234, t_ortho_contract),
        ("Scans/scan0018.pdf", X, "Travel", 359, t_ys_lodging),
        ("Scans/scan0019.pdf", A, "Home", 69, t_home_insurance),
        ("Scans/scan0020.pdf", X, "Work", 1369, t_bank_paystub),
        ("Downloads/document (5).pdf", A, "Coparenting", 30, t_parenting_plan),
        ("Downloads/document (6).pdf", X, "Travel", 330, t_ys_itinerary),
        ("Desktop/New Microsoft Word Document.docx", A, "Work", 60, t_capex),
        ("Documents/misc/Doc3.docx", P, "Code", 45, HOMELAB["docs/network-plan.md"].replace("|", " ")),
        ("Documents/to file/scan0006.pdf", A, "Health", 12, t_knee_followup),
    ]
    for rel, bucket, topic, age, fn in hard:
        add(rel, bucket, topic, age, fn, hard=True)

    # ------------------------------------------------------------ Left: unfinished downloads, lock files, system files
    add("Downloads/ubuntu-24.04.2-live-server-amd64.iso.crdownload", L, "System", 1, lambda r, dt: _blob(r, bytes(32), 1200))
    add("Downloads/Enphase_IQ8_datasheet.pdf.part", L, "System", 20, lambda r, dt: b"%PDF-1.7\n" + _blob(r, b"", 600))
    add("Downloads/Thumbs.db", L, "System", 300, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    add("Pictures/Camera Roll/Thumbs.db", L, "System", 3, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    add("Documents/desktop.ini", L, "System", 1500, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21770\n")
    add("Desktop/desktop.ini", L, "System", 1500, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21769\n")
    add(f"{js}/~$m Becker resume 2026.docx", L, "System", 1, b"\x0bTom Becker  " + bytes(150))
    add(f"{w}/Budget/~$FY2027 IT Ops budget draft.xlsx", L, "System", 4, b"\x0bTom Becker  " + bytes(150))

    # dot files: written, never labelled
    dot("Documents/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 700)
    dot("Desktop/.hidden", b"", 400)
    return items
