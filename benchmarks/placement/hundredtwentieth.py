"""A hundred-and-twentieth unseen labelled corpus: Vikram Joshi's MacBook, ``build(root, seed)``, written blind.

What I read: ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py`` lines 1-220 (docstring and
helpers) and 1296-1360 (write/encode/add/dot/photo at the start of ``build()``); ``benchmarks/placement/corpus.py``
lines 1-30 and its functions ``_pdf`` and ``_jpeg``; ``benchmarks/placement/blind.py`` lines 74-107 and its
function ``_png``; a listing of the file names in ``benchmarks/placement/``. Slips, recorded honestly: my
``sed`` range for ``corpus.py``'s ``_jpeg`` overran by about twenty lines into the start of that module's own
``build()`` (a loop over its named-file tables); and while checking the docstring format I printed the first five
lines of ``hundrednineteenth.py`` (its first docstring line and the start of its "what I read" list). I used
nothing from either: no name, topic, label or structure here comes from them.

The person: Vikram ("Vik") Joshi, 38 (born 12 August 1987 in Leicester), British-Indian, a First Officer on the
Airbus A350 with Gulf Horizon Airways, a long-haul carrier based at Dubai (DXB), staff number 48213. He joined
Gulf Horizon in July 2021 after seven years as an A330 First Officer with Albion Atlantic Airways at Gatwick
(2014 - resigned March 2021). He did his A350 type rating with Gulf Horizon in February-May 2022 (finished). He
holds a GCAA (UAE) ATPL and keeps his UK CAA ATPL; a class 1 medical every 12 months (last February 2026),
OPC/LPC simulator checks every six months (last April 2026). He was selected in late 2025 for the Command Upgrade
Course CUC 26/03: ground school and written exams March-April 2026 (passed), simulator phase June-July 2026,
line training August-September, final line check (the checkride) in October 2026 -- in progress.
His wife Anjali (née Menon, family from Thrissur, Kerala) works part-time as a physiotherapist; their children
Aarav (10, Year 6) and Mira (7, Year 3) are at Kingsfield British School, Al Barsha South. They rent Apartment
1204, Park Ridge Tower B, Dubai Hills Estate (Ejari, DEWA, Empower chiller, du internet) and drive a 2022 Toyota
RAV4 Hybrid. His parents Suresh and Meena Joshi moved back from Leicester to Pune in 2019; Vik is buying them a
flat (B-702, Shubh Kalash, Baner, Pune; builder Kalash Developers LLP) with an NRI home loan from HDFC -- agreement
for sale signed, registration at the Sub-Registrar and possession still ahead: in progress. The family's summer
trip to Kerala (Kochi, Munnar, Alleppey houseboat, Anjali's grandmother in Thrissur), 3-19 July 2026, is being
planned. Money runs across the UAE and UK: Emirates NBD current account, Nationwide in the UK, a Vanguard ISA
(kept, no new subscriptions since non-resident), an AJ Bell SIPP, a deferred Albion Atlantic pension with Aviva, a
UK Self Assessment return as a non-resident (SA109) prepared by Harrow Sandhu accountants, Wise transfers to his
parents, an ICICI NRE account. Ended: the Albion Atlantic job (2021), the A350 type-rating course (2022), the sale
of their house at 14 Linden Close, Horley (completed August 2022), the London Marathon (27 April 2025), past trips
(Georgia 2024, UK summer 2025, Sri Lanka December 2025). English throughout; a little Hindi (Devanagari and
Hinglish) in family messages and his mother's recipes.

The machine: a MacBook. ``Documents/`` holds half-kept folders (``Gulf Horizon/`` with Rosters, Payslips,
Notices; ``Licence & Medical/``; ``Command Upgrade/``; ``Finance/``; ``Apartment/``; ``Car/``; ``Health/``;
``Kids School/``; ``Passports & Visas/``; ``Pune Flat/``; ``Travel/``; ``Old/`` with Albion Atlantic, the A350
TR and the Horley house; ``Running/``; ``Aviation/``; ``Recipes/``) plus a ``2024/`` folder of dumped files.
``Downloads/`` and ``Desktop/`` are dumps, ``Scans/`` holds the scanner app's ``Scan N.pdf``, ``Pictures/``
holds iPhone imports, ``Music/`` and ``Books/`` hold media, and ``UK laptop backup/`` is a copy of the old
Windows laptop (with its ``desktop.ini`` and ``Thumbs.db``).

LABELLING RULES (written before any file was generated; as of NOW, 2026-06-01):

- Projects: the command upgrade (programme, exam results, study notes, sim briefs, checkride booking, course
  emails; any age) -- topic Training; the Pune flat (agreement for sale, builder demand letters and receipts, HDFC
  loan, stamp duty and registration, power of attorney, Papa's messages about it, site-visit photos, the Wise
  transfer for the down payment) -- topic Pune Flat; the Kerala trip of July 2026 (flights, houseboat, hotels,
  itinerary, packing list, a guide downloaded for it) -- topic Travel.
- Areas: the job at Gulf Horizon (rosters, payslips, allowance statements, company notices, contract, crew ID
  and airport permit, staff travel rules, gratuity) -- Work; keeping the licences valid (licences, class 1
  medicals, OPC/LPC recurrent sim checks and bookings, logbook) -- Licence; money of any year (bank statements and
  exports, budgets, UK tax returns, HMRC letters, the accountant, ISA, SIPP, the deferred Albion pension, NRE
  account, monthly Wise support to his parents, the CGT computation on the Horley sale) -- Finance; the rented
  Dubai flat (Ejari, tenancy, DEWA, Empower, du, maintenance, building notices, contents insurance) -- Home; the
  car (registration, insurance, service, Salik, fines) -- Car; the family's health and medical insurance (not the
  aviation medical) -- Health; the children's school including school trips, reports and fees -- Kids' School;
  passports, OCI cards, Emirates IDs, residence visas, certificates -- IDs & Visas.
- Resources: aviation reference not tied to the course (Airbus brochures, met and FTL summaries, articles) --
  Aviation, even if read while preparing for the upgrade; running articles -- Running; recipes -- Cooking;
  ebooks -- Books; music -- Music; installers -- Software; everyday photos, holiday snapshots, WhatsApp images and
  screenshots -- Photos; except photos that document a project (Pune site visits: Projects/Pune Flat; the marathon
  finish: Archive/Running).
- Archive: the Albion Atlantic job (contract, rosters, payslips, resignation, reference) -- Work (its pension
  stays Areas/Finance); the 2022 A350 type-rating course -- Training (the licence showing the rating stays
  Areas/Licence); the Horley house sale -- Home; past trips' paperwork -- Travel; the London Marathon 2025 --
  Running; everything inside ``UK laptop backup/`` -- Backup (except its system files).
- Left: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$...``), ``desktop.ini`` and
  ``Thumbs.db`` -- topic System. Dot files (``.DS_Store``, ``.localized``) are written and not labelled.

``hard`` marks files whose name and folder say nothing about the subject (``Downloads/document (2).pdf``,
``Scans/Scan 3.pdf``, ``Desktop/Untitled.txt``, ``Downloads/export.csv``, ``Documents/2024/Scan 2024-05-11.pdf``,
``Re_ Quick question.eml``): only their text places them. Images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
ME = "Vikram Joshi"
GH = "Gulf Horizon Airways"
ADDR = "Apartment 1204, Park Ridge Tower B, Dubai Hills Estate, PO Box 118822, Dubai, UAE"
MAIL = "vik.joshi87@icloud.com"
FLAT = "Flat B-702, Shubh Kalash, S. No. 112/2, Baner, Pune 411045"
SCHOOL = "Kingsfield British School, Al Barsha South, Dubai"


def D(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, 9, 0, tzinfo=timezone.utc)


def ago(y: int, m: int, d: int) -> float:
    return max(0.3, (NOW - D(y, m, d)).total_seconds() / DAY)


def ds(dt: datetime) -> str:
    return f"{dt.day} {MONTHS[dt.month - 1]} {dt.year}"


def aed(v: float) -> str:
    return f"AED {v:,.2f}"


def gbp(v: float) -> str:
    return f"£{v:,.2f}"


def inr(v: float) -> str:
    s = f"{int(round(v))}"
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return "Rs " + ",".join(parts + [tail]) if parts else "Rs " + tail


def eml(frm: str, to: str, subj: str, when: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {when:%a, %d %b %Y} 10:{when.day % 60:02d}:00 +0400\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


# --------------------------------------------------------------------------- Work (Gulf Horizon)

DEST = [("LHR", "London Heathrow", 7.6), ("MAN", "Manchester", 7.9), ("SYD", "Sydney", 13.9),
        ("MEL", "Melbourne", 13.5), ("JFK", "New York JFK", 14.1), ("IAD", "Washington Dulles", 14.2),
        ("NRT", "Tokyo Narita", 9.6), ("ICN", "Seoul Incheon", 8.9), ("JNB", "Johannesburg", 8.1),
        ("SIN", "Singapore", 7.3), ("AKL", "Auckland", 16.4), ("CDG", "Paris CDG", 7.2), ("GRU", "Sao Paulo", 15.1)]


def t_roster(y: int, m: int):
    def f(r, dt):
        mon = MONTHS[m - 1][:3].upper()
        out = [f"GULF HORIZON AIRWAYS - CREW ROSTER {MONTHS[m - 1].upper()} {y}",
               "Crew: JOSHI, VIKRAM   Staff No 48213   Rank FO   Fleet A350   Base DXB",
               f"Published {r.randint(18, 24)} {MONTHS[m - 2][:3]} {y if m > 1 else y - 1} - subject to change, check eCrew",
               "Date    Duty    Report  Sector"]
        day, blk = r.randint(1, 3), 0.0
        while day < 27:
            if r.random() < 0.18:
                kind = r.choice(["SBY  home standby 04:00-16:00", "GRD  eLearning DG/SEP refresher",
                                 "SIM  FFS2 LOE session 09:30", "OFF  requested"])
                out.append(f"{day:02d} {mon}  {kind}")
                day += 1
                continue
            code, city, h = r.choice(DEST)
            fl = r.randrange(1, 160, 2)
            lay = 1 if h < 9 else 2
            out.append(f"{day:02d} {mon}  GH{fl:03d}   {r.randint(0, 23):02d}:{r.choice(['05', '20', '35', '50'])}   "
                       f"DXB-{code} {city}  blk {h:.1f}")
            out.append(f"{day + lay:02d} {mon}  GH{fl + 1:03d}   layover  {code}-DXB")
            blk += 2 * h
            off = r.randint(2, 4)
            out.append(f"{day + lay + 1:02d}-{day + lay + off:02d} {mon}  OFF")
            day += lay + 1 + off
        out.append(f"Totals: block {int(blk)}:{int(blk % 1 * 60):02d}   FDP limit check OK   "
                   f"days off {r.randint(10, 13)}")
        return "\n".join(out)
    return f


def t_payslip(y: int, m: int):
    def f(r, dt):
        blk = r.uniform(68, 94)
        earn = [("Basic salary", 23850.0), ("Housing allowance", 9500.0), ("Transport allowance", 1800.0),
                (f"Flying pay ({int(blk)}:{int(blk % 1 * 60):02d} block hrs @ AED 172.00)", blk * 172),
                ("Layover allowance (see statement)", r.uniform(2300, 4400))]
        if m in (1, 4, 9):
            earn.append(("Education allowance (termly)", 11250.0))
        ded = [("Staff travel charges", r.uniform(0, 640)), ("Crew uniform excess", r.choice([0, 0, 85.0])),
               ("Car loan instalment", 0.0)]
        gross, dd = sum(v for _, v in earn), sum(v for _, v in ded)
        body = [f"{GH} - PAYSLIP {MONTHS[m - 1].upper()} {y}", f"Employee: {ME}   Staff No 48213   Grade FO-A350 (P2)",
                "Department: Flight Operations - Flight Deck   Cost centre 4110", "EARNINGS"]
        body += [f"  {n}: {aed(v)}" for n, v in earn] + ["DEDUCTIONS"]
        body += [f"  {n}: {aed(v)}" for n, v in ded if v]
        body += [f"Gross: {aed(gross)}   Deductions: {aed(dd)}   NET PAY: {aed(gross - dd)}",
                 "Paid by WPS transfer to Emirates NBD IBAN AE07 0260 0010 1552 4417 ***",
                 f"Leave balance: {r.randint(14, 38)} days   End of service accrual since 04 Jul 2021"]
        return "\n".join(body)
    return f


def t_layover(y: int, m: int):
    def f(r, dt):
        rows = [f"{GH} - LAYOVER ALLOWANCE STATEMENT {MONTHS[m - 1]} {y}", "Crew 48213 JOSHI V (FO)",
                "Station;Nights;Rate;Currency;AED"]
        tot = 0.0
        for code, _, _ in r.sample(DEST, 4):
            n = r.randint(1, 2)
            rate = r.choice([62, 75, 88, 95, 110])
            tot += n * rate * 3.67
            rows.append(f"{code};{n};{rate};USD;{n * rate * 3.67:,.2f}")
        rows.append(f"TOTAL;;;;{tot:,.2f}  credited with {MONTHS[m % 12]} salary")
        return "\n".join(rows)
    return f


NOTICES = [
    ("FON 26-041", "Revised fatigue reporting (FRMS) procedure",
     "From 1 May 2026 fatigue reports are filed in eCrew > Safety > FRMS within 24 h of the duty. A report "
     "does not affect pay. Crew who call fatigued are removed from the pairing without loss of allowances."),
    ("CN 26-012", "Summer operations and hot weather at DXB",
     "Apron temperatures above 48 C expected June-September. Walk-around to be completed with cooling vest. "
     "APU use on stand permitted above 40 C OAT. Hydration stations at Concourse D crew centre."),
    ("HR 26-007", "Annual leave bidding for 2027",
     "The leave bid window opens 15 June 2026 and closes 6 July 2026. Seniority applies. Crew on upgrade "
     "courses will have leave protected where course dates allow."),
    ("FON 25-188", "EFB iPad update to iOS 18.4 and Flysmart 3.2",
     "All EFBs must be updated before the first duty after 30 November 2025. Do not update personal "
     "devices used as EFB backup. Report Flysmart crashes to efb.support@gulfhorizon.ae."),
    ("CN 26-019", "Crew ID card and airport permit renewal via portal",
     "Crew ID cards expiring before 31 August 2026 must be renewed through the Crew Portal. Upload a "
     "white-background photo. Dubai Airports permits are collected from Crew Services, level 2."),
    ("HR 25-044", "Education allowance claims - autumn term 2025",
     "Submit the school fee invoice and receipt for each eligible child by 30 September 2025. The "
     "allowance is capped at AED 45,000 per child per academic year and paid with the following salary."),
    ("FON 26-009", "Winter ops lessons learned: de-icing at MAN and ICN",
     "Holdover time tables 2025-26 apply. Two recent events of Type IV fluid on the flight deck "
     "windows. Captains to brief de-icing communication phraseology before pushback."),
]


def t_notice(i: int):
    ref, title, body = NOTICES[i]

    def f(r, dt):
        return (f"{GH} - FLIGHT OPERATIONS\n{ref}   {title}\nIssued {ds(dt)}   Distribution: all flight deck crew\n"
                f"{body}\nAcknowledge in the Crew Portal read-and-sign within 7 days.\n"
                f"Capt. Hamad Al Suwaidi, Chief Pilot A350")
    return f


def t_crewid(r, dt):
    return (f"{GH} - CREW SERVICES\nCrew ID card renewal - confirmation\nName: {ME}   Staff No 48213   Rank: First Officer\n"
            f"New card number GHC-48213-07, valid until 31 July 2028.\nDubai Airports permit DXB-AP-771902 "
            f"(zones A, B, D airside) renewed to 31 July 2027.\nCollect from Crew Services level 2, Concourse D. "
            f"Return the old card (GHC-48213-06).")


def t_contract(r, dt):
    return (f"{GH} - EMPLOYMENT CONTRACT AMENDMENT\nEmployee: {ME}, Staff No 48213\nEffective 1 January 2026\n"
            "Position: First Officer A350 (pay point P2). Basic salary AED 23,850 per month, housing allowance "
            "AED 9,500, transport AED 1,800, flying pay AED 172 per block hour above 0.\nAll other terms of the "
            "contract dated 4 July 2021 remain unchanged. Notice period: 3 months.\nHR Business Partner, Flight Operations")


def t_gratuity(r, dt):
    yrs = (NOW - D(2021, 7, 4)).days / 365.25
    return (f"End of service gratuity estimate (UAE Labour Law) - {ME}, joined 4 Jul 2021\nService to 1 Jun 2026: "
            f"{yrs:.2f} years\nBasic salary AED 23,850\nFirst 5 years: 21 days basic per year = "
            f"{aed(23850 / 30 * 21 * min(5, yrs))}\nNote: the company DEWS savings scheme does not apply to "
            "contracts before 2025.\nFor planning only, not a statement of entitlement.")


def t_stafftravel(r, dt):
    return (f"{GH} Staff Travel - ID90 / ID50 rules 2026\nEligible: employee, spouse, children under 25, parents "
            "(2 return sectors a year).\nID90 standby: 90% discount on base fare plus taxes. ID50 confirmed: 50%.\n"
            "Dress code applies in premium cabins. Load check via StaffNet 72 h before departure.\n"
            "Nominated parents on file: Suresh Joshi, Meena Joshi (PNQ via BOM).")


# --------------------------------------------------------------------------- Licence & medical


def t_medical(y: int, m: int, d: int):
    def f(r, dt):
        return ("GENERAL CIVIL AVIATION AUTHORITY - UNITED ARAB EMIRATES\nMEDICAL CERTIFICATE CLASS 1\n"
                f"Holder: JOSHI, Vikram   DOB 12/08/1987   Nationality: United Kingdom\nLicence: GCAA ATPL(A) 21-58834\n"
                f"Date of examination: {d:02d}/{m:02d}/{y}\nClass 1 valid until: {d - 1:02d}/{m:02d}/{y + 1}   "
                f"Class 2 until {d - 1:02d}/{m:02d}/{y + 5}\nECG: {'performed, normal' if y % 2 == 0 else 'not due'}  "
                f"Audiogram: normal  Vision: distant 6/6\nLimitations: NIL\nAME: Dr Farid Haddad, AME-UAE-0214, "
                "Aviation Medical Centre, Dubai Healthcare City")
    return f


def t_opc(y: int, m: int, kind: str):
    def f(r, dt):
        ex = r.choice(["Capt. Lars Eriksen (TRE)", "Capt. Priya Raman (TRE)", "Capt. Oliver Grant (TRE)"])
        return (f"GULF HORIZON TRAINING CENTRE - RECURRENT CHECK RECORD\nCheck: {kind}   Aircraft type A350-900/1000\n"
                f"Candidate: FO Vikram Joshi 48213   Date {r.randint(3, 27):02d} {MONTHS[m - 1]} {y}   FFS2 (A350)\n"
                "Items: rejected take-off; engine failure after V1 with SID; single-engine RNP approach; "
                "go-around; emergency descent; dual hydraulic failure; smoke removal.\nResult: PASS   "
                f"Grading: 4 (standard) in all competencies, 5 in KNO\nExaminer: {ex}\n"
                f"Licence proficiency revalidated; next check due {MONTHS[(m + 5) % 12]} {y + (1 if m > 6 else 0)}")
    return f


def t_licence(r, dt):
    return ("UK CIVIL AVIATION AUTHORITY - PART-FCL LICENCE DETAILS\nHolder: Vikram JOSHI  Licence GBR.FCL.AT.118472D\n"
            "Type: ATPL(A) issued 2016   Ratings: A330/A350 (endorsed 2022) - validity follows operator OPC\n"
            "English language proficiency: Level 6 (no expiry)\nGCAA ATPL(A) 21-58834: A350 PIC/SIC rating valid "
            "30 Nov 2026. Medical class 1 valid 16 Feb 2027.")


def t_logbook(r, dt):
    rows = ["Date,Aircraft,Reg,From,To,Block,Night,Function,Landing"]
    t = D(2026, 5, 28)
    for _ in range(26):
        code, _, h = r.choice(DEST)
        for a, b in (("DXB", code), (code, "DXB")):
            rows.append(f"{t:%Y-%m-%d},A359,A6-GH{r.choice('ABCDEFGHJK')},{a},{b},{h:.1f},{r.uniform(0, h):.1f},"
                        f"SIC,{r.choice([0, 1])}")
            t -= timedelta(days=r.randint(2, 4))
    return "\n".join(rows)


# --------------------------------------------------------------------------- Training (command upgrade / TR)


def t_cuc_prog(r, dt):
    return ("GULF HORIZON TRAINING CENTRE\nCommand Upgrade Course CUC 26/03 - Programme\nCandidate: FO Vikram Joshi "
            "(48213), A350\nPhase 1 Ground school: 9 March - 3 April 2026 (Ops/Regs, Performance, Systems, "
            "Human Factors & Leadership)\nPhase 2 Written exams: 6-8 April 2026, pass mark 75%\nPhase 3 Command "
            "CRM workshop: 13-14 April 2026\nPhase 4 Simulator: 8 June - 3 July 2026, 8 sessions + LOFT + skill "
            "test (left seat)\nPhase 5 Line training (LIFUS) under TRI: August - September 2026, min 20 sectors\n"
            "Phase 6 Final line check (checkride): October 2026\nCourse manager: Capt. Nadia Farouk")


def t_cuc_exam(r, dt):
    sc = [r.randint(84, 96) for _ in range(4)]
    return (f"CUC 26/03 - Written examination results\nCandidate 48213 JOSHI V\nOps/Regulations & OM-A: {sc[0]}%\n"
            f"Performance & Flight Planning: {sc[1]}%\nA350 Systems (advanced): {sc[2]}%\nHuman Factors & "
            f"Leadership: {sc[3]}%\nPass mark 75% - all passed. Proceed to Phase 3.\nNote: review of fuel policy "
            "question 14 (island holding fuel) at the CRM workshop.")


def t_cuc_notes(r, dt):
    return ("# Command upgrade - study notes\n\n## Commander's authority (OM-A 1.4)\n- final authority for the "
            "operation, safety of pax/crew\n- can refuse a pax, offload, divert\n\n## Fuel policy\n- discretionary "
            "fuel: captain's decision, brief the reason\n- island holding fuel for AKL/SYD with no alternate\n\n"
            "## Decision making - T-DODAR\nTime, Diagnose, Options, Decide, Assign, Review\n\n## Sim phase to do\n"
            "- left-seat taxi with tiller (book extra FBS slot)\n- PA announcements as captain\n- diversion "
            "scenarios MCT, BAH, KHI\n")


def t_cuc_sim(n: int, scen: str):
    def f(r, dt):
        return (f"CUC 26/03 SIMULATOR SESSION {n} - BRIEFING PACK\nLeft seat: FO V. Joshi (candidate)   Right seat: "
                f"FO {r.choice(['M. Costa', 'A. Haddad', 'R. Pillai'])}\nTRI: Capt. {r.choice(['Eriksen', 'Farouk', 'Grant'])}"
                f"\nScenario: {scen}\nCompetencies assessed: LTW, PSD, WLM, COM\nBrief 2 h before, FFS 4 h, debrief 1 h.")
    return f


SIMS = [(1, "DXB-MCT line flight, tiller taxi, normal ops from the left seat"),
        (3, "DXB-BOM, engine fire after V1, diversion decision, overweight landing"),
        (5, "LOFT DXB-LHR, medical emergency on board, diversion to VIE, crew fatigue"),
        (7, "Dual bleed fault over the Gulf, cabin pressure, emergency descent, MCT weather below minima")]


def t_tr_prog(r, dt):
    return ("GULF HORIZON TRAINING CENTRE - TYPE RATING COURSE TR 22/02 A350\nTrainee: FO Vikram Joshi (ex A330)\n"
            "CBT and systems ground school: 6 Feb - 3 Mar 2022\nFBS/FTD: 7 - 18 Mar 2022\nFFS: 21 Mar - 22 Apr 2022"
            " (10 sessions + skill test)\nBase training: Al Ain (OMAL), 28 Apr 2022\nLIFUS: May 2022\n"
            "Note: cross crew qualification credit from A330 applies (CCQ).")


def t_tr_result(r, dt):
    return ("SKILL TEST - TYPE RATING A350 (GCAA)\nApplicant: Vikram JOSHI, ATPL(A) 21-58834\nDate 22 April 2022, FFS "
            "A350 #2\nSections 1-6: PASS\nExaminer: Capt. Henrik Olsen, TRE GCAA-TRE-0331\nType rating A350 "
            "endorsed. LIFUS to commence. Course TR 22/02 completed.")


# --------------------------------------------------------------------------- Finance

SHOPS = ["CARREFOUR MOE", "SPINNEYS DUBAI HILLS", "DEWA BILL PAYMENT", "SALIK TOPUP", "ENOC 1034", "NOON.COM",
         "TALABAT", "KINGSFIELD BRITISH SCHOOL", "DU TELECOM", "AMAZON.AE", "WAITROSE DUBAI MALL", "EMPOWER",
         "VOX CINEMAS", "DECATHLON AL QUOZ", "WISE PAYMENTS LTD"]


def t_enbd(y: int, m: int):
    def f(r, dt):
        bal = r.uniform(18000, 42000)
        out = ["Emirates NBD - ACCOUNT STATEMENT", f"{ME}, {ADDR}",
               f"Current Account AED  IBAN AE07 0260 0010 1552 4417 ***   Period 01/{m:02d}/{y} - 28/{m:02d}/{y}",
               f"Opening balance {aed(bal)}"]
        sal = r.uniform(41000, 52000)
        bal += sal
        out.append(f"01/{m:02d}  SALARY WPS GULF HORIZON AIRWAYS   CR {aed(sal)}")
        for day in sorted(r.sample(range(2, 28), 9)):
            amt = r.uniform(45, 2800)
            if r.random() < 0.15:
                amt = r.uniform(4000, 14000)
            bal -= amt
            out.append(f"{day:02d}/{m:02d}  {r.choice(SHOPS)}   DR {aed(amt)}")
        out.append(f"Closing balance {aed(bal)}")
        return "\n".join(out)
    return f


def t_enbd_csv(r, dt):
    rows, bal = ["Transaction Date,Description,Debit,Credit,Balance"], r.uniform(20000, 30000)
    t = dt - timedelta(days=60)
    for _ in range(24):
        t += timedelta(days=r.randint(1, 4))
        if t.day < 4 and r.random() < 0.6:
            v = r.uniform(42000, 51000)
            bal += v
            rows.append(f"{t:%d/%m/%Y},SALARY WPS GULF HORIZON AIRWAYS,,{v:.2f},{bal:.2f}")
        else:
            v = r.uniform(30, 2200)
            bal -= v
            rows.append(f"{t:%d/%m/%Y},POS {r.choice(SHOPS)},{v:.2f},,{bal:.2f}")
    return "\n".join(rows)


def t_nationwide(r, dt):
    bal = r.uniform(3000, 9000)
    return (f"Nationwide Building Society - FlexAccount statement\nMr V Joshi, c/o {ADDR}\nSort code 07-04-36  "
            f"Account ****2290   Statement {ds(dt)}\nBalance brought forward {gbp(bal)}\nDD AJ BELL SIPP  -£0.00 "
            f"(suspended while non-resident)\nDD TV LICENSING refund  +£42.50\n"
            f"Transfer from WISE {gbp(r.uniform(300, 1500))}\nDD AMAZON PRIME UK -£8.99\nBalance carried forward "
            f"{gbp(bal + r.uniform(-400, 900))}")


def t_taxret(yr: int):
    def f(r, dt):
        i1, i2 = r.uniform(180, 900), r.uniform(40, 260)
        return (f"Harrow Sandhu Chartered Accountants - Self Assessment {yr - 1}-{yr % 100:02d} summary\nClient: {ME}  "
                f"UTR 48213 90571  NI number SH 47 22 91 C\nResidence: non-UK resident for {yr - 1}-{yr % 100:02d} "
                "(statutory residence test, case 3 - full-time work overseas); SA109 residence pages included\n"
                f"UK income: Nationwide interest {gbp(i1)}; Aviva deferred pension: not in payment\n"
                f"Vanguard ISA: exempt, not reported. Foreign employment income (UAE): not taxable in the UK\n"
                f"Personal allowance claimed as a British citizen. Tax due: {gbp(max(0.0, i1 + i2 - 1000) * 0.2)}\n"
                f"Filed online {r.randint(3, 28)} {r.choice(['October', 'November', 'December'])} {yr}, "
                f"submission receipt {r.randint(10 ** 9, 10 ** 10 - 1)}\nFee: £480 + VAT")
    return f


def t_sa302(r, dt):
    return (f"HM Revenue & Customs - SA302 Tax calculation for the year 6 April 2024 to 5 April 2025\nMr Vikram Joshi"
            f"  UTR 48213 90571\nIncome from savings: £412.08\nPersonal allowance: £12,570.00 (claimed, non-resident "
            "British citizen)\nTotal income on which tax is due: £0.00\nIncome Tax due: £0.00\nNo payments on "
            "account required for 2025-26.")


def t_hmrc_letter(r, dt):
    return (f"HM Revenue & Customs, Self Assessment, BX9 1AS\nMr V Joshi\n{ADDR}\n{ds(dt)}\nUnique Taxpayer Reference"
            " 48213 90571\nNotice to complete a tax return for the year ended 5 April 2026\nYou need to send us "
            "a tax return for the 2025 to 2026 tax year. The deadline for online returns is 31 January 2027.\n"
            "If you are not resident in the UK, complete the Residence, remittance basis etc pages (SA109).")


def t_cgt(r, dt):
    return ("Capital gains computation - 14 Linden Close, Horley (disposal 18 August 2022)\nFor the 2022-23 "
            "Self Assessment return and the 60-day UK property return\nSale price £412,000; purchase 2015 "
            "£289,500; costs of sale £7,430; purchase costs £4,960\nGain before relief £110,110\nPrivate "
            "residence relief: occupied Apr 2015 - Jun 2021 + final 9 months => 85.3%\nChargeable gain "
            "£16,186 less annual exempt amount £12,300 = £3,886; CGT at 28% = £1,088.08 (paid 14 Oct 2022)")


def t_isa(r, dt):
    v = r.uniform(61000, 74000)
    return (f"Vanguard Investor - Stocks & Shares ISA annual statement to 5 April 2026\nMr Vikram Joshi  account "
            f"VG-ISA-7730412\nHolding: LifeStrategy 80% Equity Fund Acc - value {gbp(v)}\nSubscriptions this tax "
            "year: £0.00 (no new subscriptions while non-UK resident)\nAccount fee 0.15% "
            f"{gbp(v * 0.0015)}\nReturn over the year: {r.uniform(4, 11):.1f}%")


def t_sipp(r, dt):
    return (f"AJ Bell Youinvest SIPP - valuation {ds(dt)}\nAccount SIPP-AJB-229104  Mr V Joshi\nVanguard FTSE Global "
            f"All Cap {gbp(r.uniform(38000, 45000))}\nCash {gbp(r.uniform(200, 900))}\nContributions: none since "
            "2021 (no UK relevant earnings). Tax relief on contributions limited to £3,600 gross while non-resident.")


def t_aviva(r, dt):
    return ("Aviva - Albion Atlantic Airways Group Pension Plan\nAnnual benefit statement 2025\nMember: Mr Vikram Joshi "
            f"(deferred member since 31/03/2021)\nPolicy ALB-GPP-0881734\nFund value {gbp(r.uniform(96000, 104000))}\n"
            "Selected retirement age 60. Projected pension at 60: £7,350 a year in today's money.\nYou can transfer to"
            " another registered scheme (QROPS rules apply if overseas).")


def t_wise(amt: int, purpose: str):
    def f(r, dt):
        rate = r.uniform(108.2, 113.9)
        return (f"Wise - Transfer receipt #{r.randint(10 ** 8, 10 ** 9 - 1)}\n{ds(dt)}\nYou sent "
                f"{aed(amt / rate * 3.67)} ... rate 1 AED = {rate / 3.67:.4f} INR\nRecipient gets {inr(amt)}\n"
                f"To: {purpose}\nDelivered by IMPS, should arrive in seconds.")
    return f


def t_budget(r, dt):
    rows = ["Item;Monthly AED;Note", "Rent (cheques);13750;165k / 12, 4 cheques", "DEWA + Empower;1450;summer higher",
            "du home + mobiles;780;", "School fees;9380;minus education allowance", "Car (fuel, Salik, insurance);1650;",
            "Groceries;4200;", "Parents (Wise);2500;Rs 57k", "Pune flat EMI from Oct;4100;HDFC, after disbursement",
            "Savings to ENBD saver;8000;", "Kerala trip July;;separate pot 18k"]
    return "\n".join(rows)


def t_nre(r, dt):
    return (f"ICICI Bank - NRE Savings Account statement\nVIKRAM SURESH JOSHI  A/c 6302 **** 8814  Branch Aundh, Pune\n"
            f"Period {ds(dt - timedelta(days=90))} to {ds(dt)}\nInward remittance WISE {inr(r.randint(150000, 300000))}\n"
            f"Interest credit {inr(r.randint(1800, 5200))} (tax free, NRE)\nTransfer to NRO a/c {inr(60000)}\n"
            f"Closing balance {inr(r.randint(600000, 1400000))}")


# --------------------------------------------------------------------------- Home (Dubai flat)


def t_dewa(y: int, m: int):
    def f(r, dt):
        kwh, ig = r.randint(900, 2600) if m in (6, 7, 8, 9) else r.randint(500, 1100), r.randint(1900, 3600)
        el, wa = kwh * 0.38, ig * 0.044
        return (f"Dubai Electricity & Water Authority (DEWA) - Green Bill {MONTHS[m - 1]} {y}\nAccount no 2045 7718 "
                f"32   Premise 6610 4417\n{ME}, {ADDR}\nElectricity {kwh} kWh  {aed(el)}\nWater {ig} IG  {aed(wa)}\n"
                f"Fuel surcharge {aed(kwh * 0.065)}\nDubai Municipality housing fee (5% of annual rent / 12) "
                f"{aed(687.5)}\nVAT 5% {aed((el + wa) * 0.05)}\nTotal due {aed(el + wa + kwh * 0.065 + 687.5 + (el + wa) * 0.05)}")
    return f


def t_ejari(r, dt):
    return ("Dubai Land Department - EJARI Certificate of Registration\nContract No 0126 0419 2281 55\nProperty: "
            "Park Ridge Tower B, Unit 1204, Dubai Hills Estate, plot 6457239\nLandlord: Tariq Mahmoud Al Rais\n"
            f"Tenant: {ME} (Emirates ID 784-1987-4821390-2)\nAnnual rent AED 165,000 - 4 cheques\nContract period "
            "15/03/2026 - 14/03/2027\nSecurity deposit AED 8,250\nRegistration fee AED 220 paid")


def t_tenancy_mail(r, dt):
    return eml("Rana Saeed <rana.saeed@skyline-leasing.ae>", MAIL, "Unit 1204 Park Ridge B - renewal terms", dt,
               "Dear Mr Joshi,\n\nThe landlord proposes renewal from 15 March 2026 at AED 165,000 (previous AED "
               "155,000). Per the RERA rental index the maximum permitted increase is 10%, this is 6.5%.\nPlease send "
               "4 post-dated cheques (15 Mar, 15 Jun, 15 Sep, 15 Dec) to our office in Al Barsha.\n\nRegards,\nRana")


def t_empower(r, dt):
    return (f"Empower - District Cooling Bill\nCustomer {ME}  Account 300 718 2290  Park Ridge B 1204\nBill date "
            f"{ds(dt)}\nConsumption {r.randint(800, 2400)} RTh\nCapacity charge AED 312.40\nConsumption charge "
            f"{aed(r.uniform(200, 900))}\nVAT 5% included. Pay via DEWA app or Empower portal.")


def t_du(r, dt):
    return (f"du - Home Internet bill {ds(dt)}\nAccount 1.40077219  {ME}\nHome Wireless Plus 500 Mbps  AED 389.00\n"
            f"Mobile postpaid 055 901 4421 Power Plan  {aed(r.uniform(200, 320))}\nVAT 5%  Total {aed(r.uniform(650, 780))}")


def t_maint(r, dt):
    return eml(MAIL, "maintenance@parkridge-fm.ae", "AC not cooling - 1204 Tower B (ticket please)", dt,
               "Hi,\n\nThe fan coil unit in the master bedroom of 1204, Park Ridge Tower B blows warm air since "
               "yesterday and the thermostat shows error E4. Please send a technician, I fly tomorrow 02:00 so "
               "my wife Anjali (050 118 7732) will be home.\n\nThanks,\nVikram Joshi")


def t_contents(r, dt):
    return (f"Home contents insurance - policy schedule\nInsured: {ME}  Risk address: {ADDR}\nPolicy HC-26-0091448 "
            "valid 20/01/2026 - 19/01/2027\nContents AED 150,000; personal belongings worldwide AED 20,000; "
            "tenant's liability AED 500,000\nPremium AED 865.00 incl. VAT")


def t_building(r, dt):
    return ("Park Ridge Tower B - Notice to residents\nPool and gym closure for maintenance 9-16 June 2026.\n"
            "Fire alarm test Thursday 10:00-12:00. Car park level B2 repainting: please move cars by 8 pm.\n"
            "Community Management, Emaar Community Management")


# --------------------------------------------------------------------------- Horley house (Archive)


def t_completion(r, dt):
    return ("Pembury & Lowe LLP Solicitors, 22 High Street, Reigate RH2 9AE\nCOMPLETION STATEMENT - SALE\nProperty: "
            "14 Linden Close, Horley, Surrey RH6 9DQ\nSellers: Vikram and Anjali Joshi   Completion 18 August 2022\n"
            "Sale price £412,000.00\nLess redemption Halifax mortgage ref 7781-0092 £201,884.17\nLess agent Mansell "
            "Hart 1.2% + VAT £5,932.80\nLess our fees £1,497.00\nBalance sent to Nationwide ****2290 £202,686.03")


def t_memo(r, dt):
    return ("Mansell Hart Estate Agents - Memorandum of sale\n14 Linden Close, Horley RH6 9DQ - 3 bed semi\nAgreed "
            "price £412,000 (asking £425,000), 9 May 2022\nBuyers: Mr & Mrs T. Whitfield, mortgage in principle "
            "Santander, chain-free\nSellers' solicitor: Pembury & Lowe LLP. Vendors overseas (Dubai): ID "
            "checked by video.")


def t_council(r, dt):
    return ("Reigate and Banstead Borough Council - Council Tax final bill\n14 Linden Close, Horley - band D\n"
            "Liability ends 17/08/2022. Tenant occupation 01/08/2021 - 31/05/2022 billed to tenant.\nRefund due "
            "to Mr V Joshi: £143.60")


# --------------------------------------------------------------------------- Car


def t_mulkiya(r, dt):
    return (f"RTA Dubai - Vehicle registration renewal receipt\nOwner: {ME}   Traffic file 50448213\nToyota RAV4 "
            "Hybrid 2022, white, plate Dubai P 71904\nChassis JTMW43FV0ND118472\nTechnical "
            f"inspection: passed, Tasjeel Al Barsha {ds(dt)}\nRegistration valid to {ds(dt + timedelta(days=365))}\n"
            "Fees AED 420 incl. knowledge and innovation fee")


def t_carins(r, dt):
    return (f"Motor insurance - policy schedule\nInsured: {ME}   Vehicle: Toyota RAV4 Hybrid 2022, plate P 71904\n"
            f"Cover: comprehensive, agency repair, Oman extension\nSum insured AED {r.randint(78, 92)},000\n"
            f"Premium {aed(r.uniform(2100, 2700))} incl. VAT   Excess AED 350\nPeriod {ds(dt)} - {ds(dt + timedelta(days=364))}")


def t_service(r, dt):
    return (f"Al-Futtaim Toyota Service Centre, Al Quoz - Invoice\nCustomer {ME}  RAV4 Hybrid P 71904  odometer "
            f"{r.randint(38, 61)},{r.randint(100, 999)} km\n{r.choice(['40,000', '50,000', '60,000'])} km service: engine oil,"
            f" filters, brake fluid, hybrid battery check\nParts {aed(r.uniform(300, 600))} Labour {aed(r.uniform(250, 480))}\n"
            "Next service due in 10,000 km or 12 months")


def t_salik(r, dt):
    rows = ["Trip Date,Trip Time,Toll Gate,Direction,Plate,Amount(AED)"]
    t = dt - timedelta(days=30)
    gates = ["Al Barsha", "Al Safa South", "Al Garhoud Bridge", "Airport Tunnel", "Al Maktoum Bridge", "Business Bay Crossing"]
    for _ in range(22):
        t += timedelta(hours=r.randint(8, 40))
        rows.append(f"{t:%d/%m/%Y},{t:%H:%M},{r.choice(gates)},{r.choice(['N', 'S', 'E', 'W'])},P 71904,"
                    f"{'6.00' if 6 <= t.hour < 10 else '4.00'}")
    return "\n".join(rows)


def t_fine(r, dt):
    return (f"Dubai Police - Traffic fine notification\nPlate P 71904 (Dubai, private)\nDate {ds(dt)} 23:41, Al Khail "
            "Road towards Jebel Ali\nViolation: exceeding speed limit by not more than 20 km/h (radar)\nFine AED 300. "
            "Black points: 0\nPay via Dubai Police app or RTA.")


# --------------------------------------------------------------------------- Health


def t_insurance(r, dt):
    return (f"GlobeCare International - Member certificate 2026\nPolicy holder: {GH} (group GH-FLT-2026)\nMembers: "
            "Vikram Joshi (principal) 4410-2291-01, Anjali Joshi 02, Aarav Joshi 03, Mira Joshi 04\nPlan: Platinum, "
            "area of cover worldwide excl. USA\nOutpatient co-pay 10% max AED 50, dental AED 5,000, optical AED 1,500"
            "\nDirect billing network: Parkview Clinic, Mediclinic, King's College Hospital Dubai")


def t_claim(r, dt):
    who = r.choice(["Anjali Joshi", "Aarav Joshi", "Mira Joshi", "Vikram Joshi"])
    return (f"GlobeCare International - Claim settlement\nClaim {r.randint(100000, 999999)}  Member {who}\n"
            f"Provider: {r.choice(['Smile Dental Dubai Hills', 'Parkview Clinic', 'Eye Care Opticians'])}\n"
            f"Treatment date {ds(dt - timedelta(days=20))}\nBilled {aed(r.uniform(400, 2500))}  approved 90%\n"
            "Reimbursed to Emirates NBD ****4417")


def t_lab(r, dt):
    return (f"Parkview Clinic Laboratory - Results\nPatient: JOSHI, Vikram  MRN 118472  Sample {ds(dt)}\n"
            f"Vitamin D (25-OH): {r.randint(14, 28)} ng/mL  (ref 30-100) LOW\nTotal cholesterol {r.uniform(4.6, 5.6):.1f} mmol/L"
            f"\nLDL {r.uniform(2.8, 3.6):.1f} mmol/L\nHbA1c {r.uniform(5.0, 5.6):.1f}%\nComment: start vitamin D3 5000 IU "
            "daily, repeat in 3 months. Dr Sameera Khan, family medicine")


def t_vacc(r, dt):
    return (f"Parkview Clinic - Paediatrics\nPatient: Mira Joshi  DOB 03/11/2018\nVaccination record update "
            f"{ds(dt)}\nDTaP-IPV booster (school entry) given left deltoid, batch AC52B291\nNext: HPV not before "
            "age 9. Copy for school nurse (Kingsfield).")


# --------------------------------------------------------------------------- Kids' School

TERM = {1: "Autumn", 4: "Summer", 9: "Autumn"}


def t_fees(term: str, year: str):
    def f(r, dt):
        a, m = 18950.0, 14280.0
        return (f"{SCHOOL} - Fee invoice {term} Term {year}\nParent: Mr Vikram Joshi   Family code JOS-2219\n"
                f"Aarav Joshi (Year 6) tuition {aed(a)}\nMira Joshi (Year 3) tuition {aed(m)}\nSibling discount "
                f"5% on second child -{aed(m * 0.05)}\nTotal due {aed(a + m * 0.95)} by {ds(dt + timedelta(days=21))}"
                "\nPay by bank transfer to Mashreq AE12 0330 0000 1019 8842 201 quoting the family code")
    return f


def t_report(child: str, yr: str, term: str):
    def f(r, dt):
        g = lambda: r.choice(["Secure", "Greater depth", "Developing", "Secure"])  # noqa: E731
        return (f"{SCHOOL}\n{term} Term Report {term} {dt.year} - {child} ({yr})\nEnglish: {g()}  Maths: {g()}  "
                f"Science: {g()}  Arabic: {g()}  Islamic/Moral education: {g()}\nAttendance {r.uniform(93, 99.5):.1f}%\n"
                f"Class teacher: {'Mr Daniel Hughes' if child == 'Aarav' else 'Mrs Fiona Baptiste'}\n"
                f"{child} contributes well in class; next step: {r.choice(['editing longer writing', 'times tables fluency', 'reading aloud with expression'])}.")
    return f


def t_trip(r, dt):
    return (f"{SCHOOL}\nYear 6 residential trip - Hatta Wadi Hub, 20-22 May 2026\nDear Parents,\nYear 6 will spend "
            "two nights at Hatta: kayaking, mountain biking and a night walk. Cost AED 1,450 per child, payable "
            "via the parent portal by 24 April. Consent form and medical form to be returned to Mr Hughes.\n"
            "Kit list: closed shoes, hat, 2L water bottle, torch, sleeping bag.")


def t_consent(r, dt):
    return ("CONSENT AND MEDICAL FORM - Year 6 Hatta residential\nChild: Aarav Joshi  Class 6H\nI give consent for my "
            "child to take part in all activities.  Swimming ability: confident 25 m+\nAllergies: none. Medication: "
            "none. Dietary: vegetarian on request (no beef)\nEmergency contacts: Anjali Joshi 050 118 7732; Vikram "
            "Joshi 050 664 4821 (may be flying)\nSigned: V. Joshi")


def t_newsletter(r, dt):
    return (f"Kingsfield Weekly - {ds(dt)}\nFrom the Head: KHDA inspection outcome 'Very Good' retained.\nSports day "
            "for Years 1-3 on Thursday, Mira's house colour: Falcon (green).\nYear 6 Hatta residential photos on "
            "the portal. Summer uniform from 1 May. Term ends 3 July 2026 at 12:00.")


def t_ecas(r, dt):
    return ("Kingsfield ECA choices - Summer term 2026\nAarav: football (Mon), coding club (Wed)\nMira: ballet "
            "(Tue, AED 600/term external provider), swimming squad (Thu)\nPick-up 16:15 from Gate 3. Confirmed via "
            "parent portal 14 April.")


# --------------------------------------------------------------------------- IDs & Visas


def t_visa(r, dt):
    return (f"Government of Dubai - GDRFA\nResidence permit renewal - approved\nSponsor: {GH}\nResident: {ME}, "
            "passport 565712908 (GBR)\nFile 201/2024/7/118472\nValid until 11/07/2027\nDependants to be renewed "
            "under employee sponsorship: Anjali, Aarav, Mira Joshi (spouse/children).")


def t_eid(r, dt):
    return ("Federal Authority for Identity, Citizenship, Customs & Port Security (ICP)\nEmirates ID card ready for "
            "collection\nApplicant: Anjali Joshi   EID 784-1989-2290441-6\nCollect from Emirates Post, Al Barsha, or "
            "choose delivery in the UAEICP app.")


def t_oci(r, dt):
    return ("Government of India - Overseas Citizenship of India (OCI) Card\nName: JOSHI VIKRAM  Nationality: "
            "British\nOCI No A2918447  Passport No 565712908\nDate of issue 14-06-2016  Place: High Commission "
            "of India, London\nLifelong visa for visiting India. Note: re-issue with a new "
            "passport not required after age 20 (update details on OCI portal).")


def t_passport(r, dt):
    return (f"HM Passport Office - application received\nApplicant: Mira Joshi (child, overseas renewal)\nReference "
            f"PEX-{r.randint(10 ** 7, 10 ** 8 - 1)}\nCountersignatory: Capt. Oliver Grant. Old passport to be sent by "
            "courier to HMPO Durham.\nExpected processing: 3 weeks from receipt of documents.")


# --------------------------------------------------------------------------- Pune flat


def t_agreement(r, dt):
    return ("AGREEMENT FOR SALE (under Section 13 of the Real Estate (Regulation and Development) Act, 2016)\n"
            "This agreement is made at Pune on 12 February 2026 between KALASH DEVELOPERS LLP (the Promoter), "
            "Baner Road, Pune 411045, and MR. VIKRAM SURESH JOSHI (the Allottee), through his constituted attorney "
            f"Mr. Suresh Narayan Joshi.\nProject: Shubh Kalash, MahaRERA P52100047719\nApartment: {FLAT}, carpet area "
            "72.4 sq m, one covered parking\nTotal consideration Rs 1,12,50,000 (Rupees one crore twelve lakh fifty "
            "thousand only)\nPossession on or before 31 December 2026.")


def t_demand(stage: str, pct: int):
    def f(r, dt):
        v = 11250000 * pct / 100
        return (f"KALASH DEVELOPERS LLP - DEMAND LETTER\nTo: Mr Vikram S. Joshi, {FLAT}\nRef KD/SK/B702/{r.randint(10, 99)}"
                f"\nStage completed: {stage}\nInstalment {pct}% of consideration = {inr(v)}\nGST 5% = {inr(v * 0.05)}\n"
                f"Due within 15 days. Pay to escrow a/c RERA 'Kalash Developers LLP Shubh Kalash Collection' "
                "HDFC Bank, Baner.")
    return f


def t_receipt(r, dt):
    return (f"KALASH DEVELOPERS LLP - PAYMENT RECEIPT No {r.randint(1000, 1999)}\nReceived from Vikram Suresh Joshi "
            f"towards Flat B-702, Shubh Kalash\nAmount {inr(1125000)} by NEFT from ICICI NRE a/c ****8814\n"
            "Being 10% instalment on signing of agreement for sale\nFor Kalash Developers LLP - Authorised signatory")


def t_sanction(r, dt):
    return (f"HDFC Bank - NRI Home Loan Sanction Letter\nApplicant: Vikram Suresh Joshi (NRI, UAE)  Co-applicant: "
            f"Suresh Narayan Joshi\nProperty: {FLAT}\nLoan amount {inr(7000000)}  Tenure 20 years\nRate: repo-linked "
            "8.75% p.a. floating\nEMI approx Rs 61,860 from first full disbursement\nDisbursement linked to "
            "construction stages, directly to builder. Sanction valid 6 months from 20 March 2026.")


def t_stamp(r, dt):
    return ("Stamp duty and registration - estimate (Pune, Haveli)\nMarket value / agreement value Rs 1,12,50,000\n"
            "Stamp duty 6% (incl. 1% metro cess) = Rs 6,75,000\nRegistration fee = Rs 30,000 (cap)\nDocument "
            "handling / scanning Rs 2,000\nPaid by GRAS challan, registration at Sub-Registrar Haveli No. 11 "
            "(Baner) - needs Papa with POA + 2 witnesses + PAN + Aadhaar.")


def t_poa(r, dt):
    return ("SPECIAL POWER OF ATTORNEY (draft)\nI, Vikram Suresh Joshi, British citizen, OCI A2918447, residing at "
            f"{ADDR}, appoint my father Suresh Narayan Joshi, residing at 11 Gulmohar Society, Aundh, Pune 411007, "
            f"to sign and register the agreement for sale and sale deed for {FLAT}, pay stamp duty, take "
            "possession and deal with HDFC Bank.\nTo be signed before the notary, attested by the Consulate "
            "General of India in Dubai, and adjudicated in Pune within 3 months.")


def t_papa_chat(r, dt):
    return ("[12/02/2026, 18:41] Papa: Beta agreement sign ho gaya. Builder ne 2 copies di hain\n"
            "[12/02/2026, 18:42] Papa: पहली किस्त का receipt कल मिलेगा\n"
            "[12/02/2026, 19:05] Vikram: Thank you Papa 🙏 Please scan and send, I'll save for the loan\n"
            "[20/03/2026, 09:12] Papa: HDFC wale bol rahe hain sanction letter aa gaya, 70 lakh\n"
            "[20/03/2026, 09:13] Mummy: भगवान का शुक्र है. Flat ka kaam dekha, 7th floor slab ho gaya\n"
            "[02/05/2026, 11:30] Papa: Registration ke liye tumhara POA consulate se attest karwana padega\n"
            "[02/05/2026, 11:31] Vikram: Booked the consulate appointment for 9 June, will courier it after")


def t_papa_mail(r, dt):
    return eml("Suresh Joshi <sureshjoshi1956@gmail.com>", MAIL, "Flat - slab and next payment", dt,
               "Vikram beta,\n\nAaj site gaya tha. B wing ka 8th slab complete hai, 7th floor par brickwork shuru. "
               "Builder ka demand letter aaya hai 10% ke liye (Rs 11,25,000 + GST). HDFC disbursement ke liye "
               "unko architect certificate chahiye.\n\nतुम्हारी मम्मी पूछ रही है July mein Kerala ke baad Pune aaoge?\n\n"
               "Papa")


def t_site_notes(r, dt):
    return ("Shubh Kalash site visit (Papa + Anjali's cousin Rahul, civil engineer)\n- B wing: slab 8 done, "
            "brickwork 5-7\n- our flat B-702: east facing, balcony towards Baner hill, good light\n- ask builder: "
            "modular kitchen platform granite? covered parking number? society maintenance deposit 24 months?\n"
            "- loan: HDFC needs architect's stage certificate + demand letter for each disbursement\n"
            "- possession promised Dec 2026, RERA date Jun 2027")


def t_pay_sched(r, dt):
    rows = ["Stage;% ;Amount Rs;Due;Paid from;Status", "Booking;10;1125000;Nov 2025;NRE savings;paid",
            "Agreement;10;1125000;Feb 2026;NRE (Wise top-up);paid", "Plinth;15;1687500;Mar 2026;HDFC disb 1;paid",
            "Slab 4;10;1125000;Apr 2026;HDFC disb 2;paid", "Slab 8;10;1125000;May 2026;HDFC disb 3;due 28 May",
            "Brickwork;10;1125000;Aug 2026;HDFC;", "Flooring;10;1125000;Oct 2026;HDFC;",
            "Possession;25;2812500;Dec 2026;own + HDFC;", "Stamp duty + reg;;705000;at registration;own funds;"]
    return "\n".join(rows)


# --------------------------------------------------------------------------- Travel


def t_kerala_flights(r, dt):
    return (f"Air India Express - e-Ticket / Itinerary\nPNR {r.choice(['K7QX2M', 'L9TRP4'])}  Booked {ds(dt)}\n"
            "Passengers: MR VIKRAM JOSHI, MRS ANJALI JOSHI, MSTR AARAV JOSHI, MISS MIRA JOSHI\nIX 434 DXB-COK 03 Jul "
            "2026 dep 23:10 arr 04:35+1\nIX 433 COK-DXB 19 Jul 2026 dep 19:40 arr 22:15\nBaggage 30 kg each. "
            f"Total {aed(r.uniform(5200, 6400))} (staff travel not possible in peak, booked revenue)")


def t_houseboat(r, dt):
    return ("Vembanad Heritage Houseboats, Punnamada, Alappuzha, Kerala\nBooking confirmation HB-26-0713\nGuest: "
            "Vikram Joshi, 2 adults + 2 children\nCheck-in 13 July 2026 12:00 at Finishing Point jetty, check-out 14 "
            "July 09:00\n2-bedroom premium AC houseboat, all meals (Kerala vegetarian + fish on request)\nTotal "
            "Rs 24,500, advance Rs 7,500 paid, balance on boarding")


def t_munnar(r, dt):
    return ("Tea Valley Resort, Chithirapuram, Munnar - Reservation\nGuest: Mr Vikram Joshi  Ref TVR/0709/44\n"
            "9-12 July 2026, 1 family cottage (2A+2C), breakfast included\nRs 9,800 per night + GST 12%\n"
            "Monsoon note: plantation walk subject to weather; leeches socks available at reception.")


def t_itin(r, dt):
    return ("# Kerala July 2026\n\n- 3 Jul: DXB-COK IX434 night flight\n- 4-8 Jul: Thrissur - Ammamma's house, "
            "Guruvayur temple day trip, Anjali's cousins\n- 9-12 Jul: Munnar, Tea Valley Resort (driver Biju, "
            "Innova, Rs 3,200/day)\n- 13 Jul: Alleppey houseboat\n- 14-18 Jul: Fort Kochi homestay, Kathakali, "
            "Cherai beach\n- 19 Jul: COK-DXB\n\nTo do: travel insurance, Mira's passport back from HMPO?, "
            "monsoon rain gear, ask roster for 1-20 Jul leave (approved)\n")


def t_packing(r, dt):
    return ("Packing - Kerala\nkids: rain jackets x2, crocs, swimwear, Aarav's inhaler, Mira's books\n"
            "umbrellas (buy there), mosquito repellent Odomos, ORS sachets\ngifts for Ammamma: dates, "
            "saffron, shawl\ndocs: OCI cards all 4, passports, houseboat voucher, Tea Valley ref TVR/0709/44\n"
            "adapter type D, power bank, kindle")


def t_thrissur(r, dt):
    return eml("Anjali Joshi <anjali.menon.joshi@gmail.com>", MAIL, "Fwd: Ammamma - July plans", dt,
               "Vik - Lakshmi chechi says Ammamma wants us for Karkidakam start, so 4-8 July in Thrissur works. "
               "She will arrange a driver from COK. Can you book the Munnar place for 9th?\n\nA")


def t_srilanka(r, dt):
    return ("Jetwing Lighthouse, Galle, Sri Lanka - Booking confirmation\nGuest: Vikram Joshi, 2A 2C\n20-26 "
            "December 2025, deluxe family room, half board\nTotal USD 1,890, paid in full\nAirport transfer "
            "CMB-Galle booked, 2 h 15 min via expressway")


def t_georgia(r, dt):
    return ("Tbilisi - Kazbegi, Easter 2024 itinerary\n29 Mar: DXB-TBS flydubai FZ711\n30 Mar - 1 Apr: Tbilisi "
            "old town, sulphur baths, Mtatsminda park\n2-3 Apr: Kazbegi, Rooms Hotel, Gergeti Trinity church\n"
            "4 Apr: TBS-DXB FZ712")


def t_uk2025(r, dt):
    return ("UK summer 2025 - plan\n10 Jul: GH011 DXB-LHR (ID50 confirmed)\n11-20 Jul: Leicester, Auntie Kiran, "
            "cousin Neha's wedding 12 Jul at Athena Leicester\n21-25 Jul: Cornwall cottage, "
            "St Ives (Sykes Cottages ref 77194)\n26 Jul: LHR-DXB GH012")


# --------------------------------------------------------------------------- Running, Albion, resources


def t_marathon(r, dt):
    return ("TCS London Marathon 2025 - Official result\nVikram Joshi  Bib 41872  Club: unattached (Dubai Creek "
            "Striders guest)\nFinish time (chip) 3:47:12   Half split 1:49:05\nPosition overall 14,902; M35 3,118\n"
            "Raised for Mind: £1,640 via JustGiving")


def t_marathon_plan(r, dt):
    return ("Week;Mon;Tue;Wed;Thu;Fri;Sat;Sun\n1;rest;8k easy;6x800 intervals;8k;rest;5k parkrun;18k long\n"
            "8;rest;10k easy;tempo 12k;10k;rest;8k;28k long\n14;rest;10k;5x1600;12k;rest;6k;32k long (Al Qudra)\n"
            "16;taper;8k;6k w/ strides;rest;4k;rest;RACE 27 Apr London 3:45 goal")


def t_resign(r, dt):
    return ("Vikram Joshi\n14 Linden Close, Horley RH6 9DQ\n15 February 2021\nHead of Flight Operations, Albion "
            "Atlantic Airways, Gatwick Airport RH6 0NP\nDear Captain Morton,\nI am writing to resign from my position "
            "as First Officer A330 (staff number AA7731), with my last day of service on 31 March 2021. After seven "
            "years at Albion I have accepted a position overseas. Thank you for the support during the difficult "
            "2020 furlough period.\nYours sincerely,\nVikram Joshi")


def t_albion_ref(r, dt):
    return ("ALBION ATLANTIC AIRWAYS - Employment reference\nThis is to confirm that Vikram Joshi was employed as "
            "a First Officer on the A330 from 3 March 2014 to 31 March 2021, based at London Gatwick.\nTotal hours on "
            "type: 5,912. No accidents or serious incidents. Left of his own accord.\nHR Shared Services, Albion "
            "Atlantic Airways")


def t_albion_pay(r, dt):
    return ("Albion Atlantic Airways - Payslip March 2021 (final)\nEmployee AA7731 V JOSHI  Tax code 1257L  NI SH472291C"
            f"\nBasic (furlough top-up ended) {gbp(5416.67)}\nAccrued holiday paid out {gbp(1832.40)}\nPAYE "
            f"-{gbp(1790.20)}  NI -{gbp(512.11)}  Pension (Aviva GPP 5%) -{gbp(362.45)}\nNet pay {gbp(4584.31)}")


def t_albion_roster(r, dt):
    return ("ALBION ATLANTIC - ROSTER NOVEMBER 2019  FO JOSHI V (AA7731)  A330 LGW\n02 Nov AL101 LGW-MCO\n"
            "05 Nov AL102 MCO-LGW\n09-12 Nov OFF\n14 Nov AL221 LGW-BGI\n17 Nov AL222 BGI-LGW\n20 Nov SIM OPC "
            "Crawley\n24 Nov AL301 LGW-CUN\n27 Nov AL302 CUN-LGW")


ARTICLES = {
    "Aviation": [
        ("Getting to grips with fuel economy - Airbus notes.pdf",
         "Airbus Flight Operations Support: fuel economy. Cost index selection, centre of gravity effects, APU "
         "usage, step climbs and the effect of 1% drag increase on long-haul trip fuel."),
        ("METAR TAF decoding card.pdf", "METAR/TAF quick reference: BECMG, TEMPO, PROB30, CAVOK criteria, RVR groups "
         "R27L/0600U, wind shear groups WS R30, NOSIG. Colour states for military fields."),
        ("EASA FTL summary ORO.FTL.pdf", "Flight time limitations: max daily FDP table by reporting time and sectors, "
         "extension by in-flight rest (class 1 bunk), 900 h per calendar year, 100 h per 28 days."),
        ("Skybrary - Threat and Error Management.pdf", "TEM model: threats (weather, ATC, aircraft), errors (handling, "
         "procedural, communication), undesired aircraft states. Countermeasures at briefing."),
        ("Long-haul fatigue and controlled rest - article.pdf", "Controlled rest on the flight deck: 40 minutes max, "
         "20 minutes recovery before top of descent, wake-up call by cabin crew, one pilot at a time."),
        ("Jeppesen chart legend 2025.pdf", "Jeppesen airway manual legend: approach chart briefing strip, MSA circle,"
         " minimums box, RNP AR notes, airport chart hot spots."),
    ],
    "Running": [
        ("Heat running Dubai - hydration guide.pdf", "Running in the UAE summer: start before 5:30, electrolytes "
         "above 60 min, heat acclimatisation takes 10-14 days, watch for hyponatraemia."),
        ("80-20 training explained.pdf", "Polarised training: 80% easy below the first ventilatory threshold, 20% "
         "hard. Most amateurs run their easy days too fast."),
        ("Jet lag and training - runners world.pdf", "Training across time zones: run easy after long-haul, "
         "daylight exposure at destination, avoid hard intervals within 24 h of a night flight."),
    ],
}

RECIPES = [
    ("Mummy ki dal tadka.txt", "Dal tadka (Mummy)\n1 cup toor dal, haldi, namak - 3 seeti pressure cooker\n"
     "तड़का: ghee, jeera, hing, lehsun, sukhi lal mirch, kasuri methi\nEnd mein nimbu aur dhania."),
    ("Kerala fish curry - Ammamma.txt", "Meen curry (Ammamma's)\nKingfish 500 g, kudampuli 3 pieces soaked, "
     "shallots, ginger, garlic, Kashmiri chilli 3 tbsp, coconut oil, curry leaves. Cook in the manchatti, do "
     "not stir, swirl."),
    ("Pav bhaji.md", "# Pav bhaji\n- potatoes, cauliflower, peas, capsicum, tomatoes\n- Everest pav bhaji masala 2 "
     "tbsp, Amul butter lots\n- mash on the tawa, serve with toasted pav, onion, lemon"),
    ("Banana bread (Anjali).txt", "Banana bread - 3 overripe bananas, 75 g melted butter, 150 g sugar, 1 egg, 1 tsp "
     "soda, 190 g flour. 175 C for 55 min."),
]

BOOKS = [("Atul Gawande - The Checklist Manifesto.epub", "The Checklist Manifesto", "Atul Gawande"),
         ("Fate Is the Hunter - Ernest K Gann.epub", "Fate Is the Hunter", "Ernest K. Gann"),
         ("Sapiens.epub", "Sapiens", "Yuval Noah Harari"),
         ("Born to Run.epub", "Born to Run", "Christopher McDougall"),
         ("The Ministry of Utmost Happiness.epub", "The Ministry of Utmost Happiness", "Arundhati Roy")]

SONGS = [("A.R. Rahman", "Roja", "Kadhal Rojave"), ("Arijit Singh", "Aashiqui 2", "Tum Hi Ho"),
         ("Coldplay", "Parachutes", "Yellow"), ("Oasis", "(What's the Story) Morning Glory", "Wonderwall"),
         ("Shankar-Ehsaan-Loy", "Dil Chahta Hai", "Dil Chahta Hai"), ("Kishore Kumar", "Golden Hits", "Pal Pal Dil Ke Paas"),
         ("Ed Sheeran", "Divide", "Castle on the Hill"), ("Prateek Kuhad", "cold/mess", "cold/mess")]


# --------------------------------------------------------------------------- texts only found in hard files

T_CRM = ("Command CRM workshop - day 1 (13 Apr), Capt. Farouk\n- 'the captain sets the tone in the first five minutes "
         "of the crew briefing'\n- authority gradient: too steep vs too flat - invite challenge from the FO\n- case "
         "study: runway excursion, FO had noticed the tailwind, did not speak up\n- my actions for the sim phase: "
         "brief the cabin manager myself, verbalise 'what would you do', use T-DODAR out loud\nDay 2: leadership "
         "under pressure, dealing with a disruptive passenger, commander's report writing")
T_UPG = ("# Upgrade to do\n\n- [x] CUC written exams passed (8 Apr)\n- [x] CRM workshop\n- [ ] book extra FBS slot for "
         "tiller taxi before sim 1 (8 Jun)\n- [ ] re-read OM-A 1.4 commander's duties + OM-A 8.3 fuel policy\n"
         "- [ ] LIFUS Aug-Sep: no leave bids, tell Anjali\n- [ ] final line check October - then order 4-bar "
         "epaulettes\n")
T_TAXNOTE = ("For Harrow Sandhu - 2025-26 return\nUK days: 10-26 Jul 2025 (16 midnights incl. Cornwall) + layovers "
             "LHR/MAN 7 midnights = 23, under 46\nNationwide interest certificate 2025-26: £389.12\nNo UK employment, "
             "Horley house sold Aug 2022, no UK property\nVanguard ISA: no subscriptions\nQuestion: can I still put "
             "£3,600 gross into the AJ Bell SIPP?\nDeadline they want docs: 30 Sept 2026")
T_TAX24 = ("Docs for accountant 2023-24\n- Nationwide interest certificate £301.55\n- Vanguard ISA statement (not "
           "reportable)\n- SA109 days: UK 21 midnights (Christmas 2023 Leicester 12 + layovers LHR/MAN 9)\n- Gulf "
           "Horizon salary certificate in case HMRC ask about full-time work overseas\n- send to Harrow Sandhu by 30 Sept")
T_KIDTODO = ("- pay Hatta residential AED 1,450 by 24 Apr (parent portal)\n- Aarav consent + medical form to Mr Hughes\n"
             "- Mira ballet term fee AED 600\n- re-enrolment deposit 2026-27, AED 2,000 per child by 31 May\n"
             "- Year 7 transfer: Kingsfield Secondary open morning 18 June\n- book parents' evening slots (Mrs Baptiste 16:40)")
T_THANKS = ("Thank you!\nDear friends and family,\nOn 27 April I finished the London Marathon in 3:47:12 - the last 6 km "
            "along the Embankment were the hardest thing I have done outside a simulator. Together we raised "
            "£1,640 for Mind, the mental health charity. Thank you to everyone who gave, and to Anjali, Aarav "
            "and Mira for putting up with 5 am long runs in Al Qudra.\nVik")


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
        assert age >= 0, rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def at(fn, y: int, m: int, d: int):
        """Render ``fn`` as if on the given date (for files downloaded or copied later)."""
        return lambda r_, dt_: fn(r_, D(y, m, d))

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DL, DT, SC, Y4 = "Downloads", "Desktop", "Scans", "Documents/2024"

    # ------------------------------------------------------------ Gulf Horizon (Areas Work)
    g = "Documents/Gulf Horizon"
    for y, m in ((2025, 8), (2025, 9), (2025, 10), (2025, 11), (2025, 12), (2026, 1), (2026, 2), (2026, 3),
                 (2026, 4), (2026, 5)):
        pm, py = (m - 1, y) if m > 1 else (12, y - 1)
        add(f"{g}/Rosters/Roster_{y}_{m:02d}.pdf", A, "Work", ago(py, pm, 22), t_roster(y, m))
    add(f"{DL}/eCrew_Roster_JUN2026.pdf", A, "Work", 9, t_roster(2026, 6))
    for y, m in ((2025, 6), (2025, 7), (2025, 9), (2025, 10), (2025, 11), (2025, 12), (2026, 1), (2026, 2),
                 (2026, 3)):
        add(f"{g}/Payslips/Payslip_{MONTHS[m - 1][:3]}{y}.pdf", A, "Work", ago(y, m, 27), t_payslip(y, m))
    add(f"{DL}/Payslip_Apr2026 (1).pdf", A, "Work", ago(2026, 4, 28), t_payslip(2026, 4))
    for y, m in ((2026, 1), (2026, 3), (2026, 4)):
        add(f"{g}/Payslips/Layover allowance {MONTHS[m - 1][:3]} {y}.xlsx", A, "Work", ago(y, m, 29) - 20,
            t_layover(y, m))
    for i, (y, m, d) in zip((0, 1, 2, 3, 4), ((2026, 4, 21), (2026, 5, 3), (2026, 5, 12), (2025, 11, 14),
                                              (2026, 3, 30))):
        add(f"{g}/Notices/{NOTICES[i][0]} {NOTICES[i][1]}.pdf", A, "Work", ago(y, m, d), t_notice(i))
    add(f"{g}/Contract/GH employment contract 2021.pdf", A, "Work", ago(2021, 6, 20), lambda r, dt: (
        f"{GH} - CONTRACT OF EMPLOYMENT\nEmployee: {ME}, British, passport 565712908\nPosition: First Officer "
        "B777/A350 fleet, base Dubai\nStart date: 4 July 2021, probation 6 months\nBasic salary AED 21,400, housing "
        "AED 9,000, transport AED 1,500, flying pay per block hour\nAnnual leave 42 days, staff travel, medical "
        "insurance for employee and family, education allowance up to 3 children\nGoverned by UAE Labour Law"))
    add(f"{g}/Contract/Contract amendment Jan 2026.pdf", A, "Work", ago(2025, 12, 18), t_contract)
    add(f"{g}/Crew ID renewal 2024.pdf", A, "Work", ago(2024, 7, 10), lambda r, dt: t_crewid(r, dt).replace(
        "2028", "2026").replace("-07", "-06").replace("2027", "2025"))
    add(f"{g}/Staff travel rules 2026.pdf", A, "Work", 140, t_stafftravel)
    add(f"{g}/End of service estimate.txt", A, "Work", 35, t_gratuity)
    add(f"{g}/Re_ Leave request 1-20 July 2026.eml", A, "Work", ago(2026, 2, 9), lambda r, dt: eml(
        "Crew Planning <crewplanning@gulfhorizon.ae>", MAIL, "Re: Leave request 1-20 July 2026", dt,
        "Dear FO Joshi,\n\nYour annual leave 01/07/2026 - 20/07/2026 (20 days) is APPROVED. Please note the CUC "
        "simulator phase ends 3 July; Training has confirmed your last session is 30 June.\n\nCrew Planning"))
    add(f"{g}/Education allowance claim autumn 2025.pdf", A, "Work", ago(2025, 9, 22), lambda r, dt: (
        f"{GH} - Education allowance claim\nEmployee 48213 Vikram Joshi\nChildren: Aarav Joshi (Year 6), Mira Joshi "
        f"(Year 3), {SCHOOL}\nAutumn term 2025 fees AED 32,516.00 (invoice INV-25-4471, receipt attached)\n"
        "Claimable 80% up to the annual cap AED 45,000 per child\nSubmitted 22 Sep 2025 - status: approved, paid "
        "with October salary"))
    add(f"{DL}/Annual leave policy 2026.pdf", A, "Work", 60, lambda r, dt: (
        f"{GH} HR policy HR-POL-12 Annual leave (rev 2026)\nFlight deck crew: 42 calendar days a year, bid twice "
        "a year by seniority; peak blocks (Jul-Aug, Dec) limited to 21 days; leave during training courses only "
        "with Training approval. Unused leave: up to 10 days carried over to 31 March."))

    # ------------------------------------------------------------ Licence & medical (Areas Licence)
    lm = "Documents/Licence & Medical"
    for y, d in ((2023, 17), (2024, 15), (2025, 18)):
        add(f"{lm}/Class 1 medical {y}.pdf", A, "Licence", ago(y, 2, d), t_medical(y, 2, d))
    for y, m, k in ((2024, 10, "OPC"), (2025, 4, "LPC/OPC"), (2025, 10, "OPC")):
        add(f"{lm}/Sim checks/{k.replace('/', '-')} {MONTHS[m - 1][:3]} {y}.pdf", A, "Licence", ago(y, m, 28),
            t_opc(y, m, k))
    add(f"{lm}/UK CAA licence details.pdf", A, "Licence", 210, t_licence)
    add(f"{lm}/GCAA ATPL renewal receipt.pdf", A, "Licence", ago(2025, 11, 20), lambda r, dt: (
        "GCAA e-Services - Licence renewal receipt\nApplicant: Vikram Joshi  Licence ATPL(A) 21-58834\nService: "
        "licence revalidation with A350 type rating (valid to 30 Nov 2026)\nFee AED 1,050 paid by card\n"
        "Reference GCAA-LIC-2025-118472"))
    add(f"{lm}/logbook export 2026-05.csv", A, "Licence", 4, t_logbook)
    add(f"{lm}/AME appointment Feb 2026.eml", A, "Licence", ago(2026, 1, 26), lambda r, dt: eml(
        "Aviation Medical Centre <bookings@amc-dhcc.ae>", MAIL, "Class 1 renewal appointment - 17 Feb 2026 08:30", dt,
        "Dear Mr Joshi,\n\nYour GCAA Class 1 renewal with Dr Farid Haddad is booked for 17 February 2026 at 08:30, "
        "Building 64, Dubai Healthcare City. This year includes ECG. Please fast for 8 hours (lipids, glucose) "
        "and bring your glasses and previous certificate.\n\nAMC Bookings"))

    # ------------------------------------------------------------ Command upgrade (Projects Training)
    cu = "Documents/Command Upgrade"
    add(f"{cu}/CUC selection letter Nov 2025.pdf", P, "Training", ago(2025, 11, 24), lambda r, dt: (
        f"{GH} - Flight Training\n24 November 2025\nDear FO Joshi,\nFollowing the command assessment (technical "
        "interview, simulator evaluation and HR interview on 3-4 November) you have been selected for the Command "
        "Upgrade Course CUC 26/03 on the A350, starting 9 March 2026. Please confirm acceptance by 5 December.\n"
        "Capt. Nadia Farouk, Head of Command Training"))
    add(f"{cu}/CUC 26-03 programme.pdf", P, "Training", ago(2026, 2, 20), t_cuc_prog)
    add(f"{cu}/CUC exam results.pdf", P, "Training", ago(2026, 4, 10), t_cuc_exam)
    add(f"{cu}/study notes.md", P, "Training", 12, t_cuc_notes)
    add(f"{cu}/Captaincy notes.docx", P, "Training", 3, lambda r, dt: t_cuc_notes(r, dt).replace("#", "").replace(
        "- ", "* "))
    add(f"{cu}/~$ptaincy notes.docx", L, "System", 3, b"\x0bVikram Joshi" + b"\x00" * 40)
    for n, scen in SIMS:
        add(f"{cu}/Sim phase/Sim {n} brief.pdf", P, "Training", ago(2026, 5, 18), t_cuc_sim(n, scen))
    add(f"{cu}/CUC 26-03 simulator slots.eml", P, "Training", ago(2026, 5, 14), lambda r, dt: eml(
        "Training Admin <training.admin@gulfhorizon.ae>", MAIL, "CUC 26/03 simulator slots", dt,
        "Dear Vikram,\n\nYour CUC simulator phase: 8, 11, 14, 17, 21, 24 June (sessions 1-6), 27 June LOFT, "
        "30 June skill test, all FFS2 at 09:30 (brief 07:30). Paired with FO Marco Costa.\nYou are released "
        "from flying 6 June - 1 July.\n\nTraining Administration"))
    add(f"{cu}/Performance QB scores.csv", P, "Training", 62, lambda r, dt: "Date,Topic,Questions,Score\n" + "\n".join(
        f"2026-03-{d:02d},{t},40,{r.randint(29, 39)}" for d, t in ((14, "Takeoff perf"), (18, "Landing perf"),
                                                                     (21, "Fuel policy"), (25, "ETOPS"),
                                                                     (28, "Mass & balance"), (31, "Mock exam"))))
    add(f"{cu}/OM-A ch1 commander duties - highlights.pdf", P, "Training", 70, lambda r, dt: (
        "OM-A 1.4 Duties of the commander - highlights for CUC\nThe commander is responsible for the safety of all "
        "crew members, passengers and cargo on board from boarding until disembarkation.\nMay deviate from "
        "procedures in an emergency requiring immediate action; file a commander's discretion report within 48 h.\n"
        "Discretion on FDP: up to 2 hours, report to FRMS."))

    # ------------------------------------------------------------ A350 type rating 2022 (Archive Training)
    tr = "Documents/Old/A350 TR 2022"
    add(f"{tr}/TR 22-02 programme.pdf", X, "Training", ago(2022, 1, 28), t_tr_prog)
    add(f"{tr}/Skill test result.pdf", X, "Training", ago(2022, 4, 23), t_tr_result)
    add(f"{tr}/A350 systems notes.docx", X, "Training", ago(2022, 3, 2), lambda r, dt: (
        "A350 systems notes (TR 22/02)\nHydraulics: 2 systems, green and yellow, 5000 psi, plus LEHGS and EBHA\n"
        "Electrical: 4 VFGs, 2 per engine, RAT 230 VAC\nBleed: engine bleed for 2 packs and wing anti-ice, "
        "APU bleed on ground, leak detection loops\nFlight controls: 3 PRIMs 3 SECs, differential flap setting"))
    add(f"{tr}/FFS session list.xlsx", X, "Training", ago(2022, 3, 18), lambda r, dt: "Session;Date;Content;Result\n"
        + "\n".join(f"FFS {i};2022-03-{19 + i:02d};{c};S" for i, c in enumerate(
            ["Normal ops", "Abnormal hyd", "EFATO", "RNP approaches", "Elec emergency", "Dual hyd", "LOFT",
             "Skill test prep"], 1)))
    add(f"{tr}/Base training Al Ain.pdf", X, "Training", ago(2022, 4, 27), lambda r, dt: (
        "BASE TRAINING - AL AIN (OMAL) 28 April 2022\nTrainees: FO V. Joshi, FO K. Wanjiru\nAircraft A6-GHC, 6 "
        "take-offs and landings each, one full-stop\nTRI Capt. H. Olsen. Report at DXB 05:00, positioning by bus."))
    add(f"{tr}/LIFUS complete.eml", X, "Training", ago(2022, 6, 2), lambda r, dt: eml(
        "Fleet Office A350 <a350.fleet@gulfhorizon.ae>", "vikram.joshi@gulfhorizon.ae",
        "LIFUS complete - released to line", dt,
        "Dear Vikram,\nCongratulations, your A350 line training is complete after 14 sectors and the final line "
        "check on GH006 DXB-LHR. You are released to line flying from 3 June 2022.\nA350 Fleet Office"))

    # ------------------------------------------------------------ Finance (Areas)
    fi = "Documents/Finance"
    for y, m in ((2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4)):
        add(f"{fi}/UAE Bank/ENBD statement {y}-{m:02d}.pdf", A, "Finance", ago(y, m, 28) - 3, t_enbd(y, m))
    add(f"{DL}/eStatement_4417_May2026.pdf", A, "Finance", 2, t_enbd(2026, 5))
    add(f"{fi}/UK Bank/Nationwide statement Jan 2026.pdf", A, "Finance", ago(2026, 1, 14), t_nationwide)
    add(f"{fi}/UK Bank/Nationwide statement Apr 2026.pdf", A, "Finance", ago(2026, 4, 14), t_nationwide)
    for yr in (2023, 2024, 2025):
        add(f"{fi}/UK Tax/SA return {yr - 1}-{yr % 100:02d} summary.pdf", A, "Finance", ago(yr, 11, 30), t_taxret(yr))
    add(f"{fi}/UK Tax/SA302 2024-25.pdf", A, "Finance", ago(2026, 1, 6), t_sa302)
    add(f"{fi}/UK Tax/CGT Horley 2022-23.pdf", A, "Finance", ago(2022, 10, 12), t_cgt)
    add(f"{fi}/UK Tax/Re_ 2024-25 return - documents needed.eml", A, "Finance", ago(2025, 8, 20), lambda r, dt: eml(
        "Gurpreet Sandhu <g.sandhu@harrowsandhu.co.uk>", MAIL, "Re: 2024-25 return - documents needed", dt,
        "Hi Vikram,\n\nFor your 2024-25 return please send: Nationwide interest certificate, a day count of UK "
        "midnights (we need it for the SA109 and the sufficient ties test), and confirmation you had no UK "
        "workdays over 3 hours. Fee stays at £480 + VAT.\n\nKind regards,\nGurpreet"))
    add(f"{fi}/ISA & Pension/Vanguard ISA statement 2025.pdf", A, "Finance", ago(2025, 4, 20), t_isa)
    add(f"{fi}/ISA & Pension/Vanguard ISA statement 2026.pdf", A, "Finance", ago(2026, 4, 22), t_isa)
    add(f"{fi}/ISA & Pension/AJ Bell SIPP valuation.pdf", A, "Finance", 45, t_sipp)
    add(f"{fi}/ISA & Pension/Aviva Albion pension 2024.pdf", A, "Finance", ago(2024, 6, 3), t_aviva)
    for y, m in ((2026, 2), (2026, 3), (2026, 5)):
        add(f"{fi}/Wise/Wise to Papa {y}-{m:02d}.pdf", A, "Finance", ago(y, m, 2),
            t_wise(57000, "Suresh Narayan Joshi, SBI Aundh ****3307 - monthly household support"))
    add(f"{fi}/Budget 2026.xlsx", A, "Finance", 16, t_budget)
    add(f"{fi}/India/ICICI NRE statement Q4 2025.pdf", A, "Finance", ago(2026, 1, 5), t_nre)
    add(f"{fi}/India/ICICI NRE statement Q1 2026.pdf", A, "Finance", ago(2026, 4, 4), t_nre)
    add(f"{fi}/Salary certificate for bank.pdf", A, "Finance", ago(2026, 3, 2), lambda r, dt: (
        f"{GH} - SALARY CERTIFICATE\nTo: HDFC Bank Ltd, NRI Services\nThis is to certify that Mr {ME}, staff number "
        "48213, is employed as First Officer since 4 July 2021. His monthly gross salary is AED 35,150 plus "
        "variable flying pay.\nIssued at his request without any liability on the company. HR Services, 2 March 2026"))

    # ------------------------------------------------------------ Apartment (Areas Home)
    ap = "Documents/Apartment"
    add(f"{ap}/Ejari 2025.pdf", A, "Home", ago(2025, 3, 18), lambda r, dt: t_ejari(r, dt).replace(
        "165,000", "155,000").replace("2026", "2025").replace("2027", "2026").replace("8,250", "7,750"))
    add(f"{ap}/Tenancy renewal 2026.eml", A, "Home", ago(2026, 1, 28), t_tenancy_mail)
    for y, m in ((2025, 11), (2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 5)):
        add(f"{ap}/DEWA/DEWA {MONTHS[m - 1][:3]} {y}.pdf", A, "Home", ago(y, m, 25), t_dewa(y, m))
    for y, m in ((2026, 2), (2026, 3), (2026, 4)):
        add(f"{ap}/Empower/Empower bill {y}-{m:02d}.pdf", A, "Home", ago(y, m, 26), t_empower)
    for y, m in ((2026, 1), (2026, 2), (2026, 4)):
        add(f"{ap}/du/du bill {MONTHS[m - 1][:3]} {y}.pdf", A, "Home", ago(y, m, 10), t_du)
    add(f"{ap}/AC not cooling - 1204.eml", A, "Home", ago(2025, 9, 3), t_maint)
    add(f"{ap}/Contents insurance 2026.pdf", A, "Home", ago(2026, 1, 20), t_contents)
    add(f"{ap}/Move-in inspection 2024.docx", A, "Home", ago(2024, 3, 16), lambda r, dt: (
        "Move-in inspection - 1204 Park Ridge Tower B - 15 March 2024\nLiving room: scratch on balcony door frame "
        "(photo 3); master bath: silicone around tub discoloured\nKitchen: hob 4 burners OK, dishwasher OK\n"
        "Keys received: 3 flat, 2 access cards, 1 mailbox, 1 parking remote (bay B2-118)\nSigned tenant V. Joshi / "
        "agent Rana Saeed"))
    add(f"{ap}/Building notice June.pdf", A, "Home", 6, t_building)

    # ------------------------------------------------------------ Horley house sale (Archive Home)
    hh = "Documents/Old/Horley house"
    add(f"{hh}/Memorandum of sale.pdf", X, "Home", ago(2022, 5, 10), t_memo)
    add(f"{hh}/Completion statement.pdf", X, "Home", ago(2022, 8, 19), t_completion)
    add(f"{hh}/EPC 14 Linden Close.pdf", X, "Home", ago(2022, 4, 28), lambda r, dt: (
        "Energy Performance Certificate\n14 Linden Close, Horley, RH6 9DQ\nDwelling type: semi-detached house, "
        "88 m2\nCurrent rating C (71), potential B (84)\nRecommendations: solar PV, floor insulation\nValid until "
        "27 April 2032"))
    add(f"{hh}/Re_ Exchange of contracts.eml", X, "Home", ago(2022, 8, 5), lambda r, dt: eml(
        "Helen Lowe <h.lowe@pemburylowe.co.uk>", MAIL, "Re: Exchange of contracts - 14 Linden Close", dt,
        "Dear Vikram and Anjali,\n\nWe exchanged contracts today at 14:20 with completion fixed for Thursday 18 "
        "August. The tenants have vacated; please arrange for the keys to be left with Mansell Hart.\n\nHelen"))
    add(f"{hh}/Tenancy agreement 2021 Linden Close.pdf", X, "Home", ago(2021, 7, 20), lambda r, dt: (
        "Assured Shorthold Tenancy Agreement\nProperty: 14 Linden Close, Horley RH6 9DQ\nLandlords: Vikram and "
        "Anjali Joshi (overseas, NRL scheme)\nTenants: Daniel and Sophie Kerr\nTerm 1 August 2021 - 31 May 2022, rent "
        "£1,450 pcm, deposit £1,673 in DPS\nManaging agent: Mansell Hart Lettings"))
    for i in range(3):
        photo(f"{hh}/listing photos/IMG_{1402 + i * 3}.jpg", X, "Home", ago(2022, 4, 30))

    # ------------------------------------------------------------ Car (Areas)
    ca = "Documents/Car"
    add(f"{ca}/RTA renewal 2025.pdf", A, "Car", ago(2025, 4, 9), t_mulkiya)
    add(f"{ca}/Car insurance 2025.pdf", A, "Car", ago(2025, 4, 7), t_carins)
    add(f"{ca}/Service 40k Al-Futtaim.pdf", A, "Car", ago(2025, 6, 21), t_service)
    add(f"{ca}/Service Feb 2026.pdf", A, "Car", ago(2026, 2, 14), t_service)
    add(f"{ca}/Speeding fine Al Khail.pdf", A, "Car", ago(2026, 3, 11), t_fine)
    add(f"{ca}/Purchase - RAV4 invoice 2022.pdf", A, "Car", ago(2022, 9, 12), lambda r, dt: (
        "Al-Futtaim Motors - Tax invoice (vehicle sale)\nCustomer: Vikram Joshi\nToyota RAV4 Hybrid AWD 2.5 2022, "
        "white pearl, VIN JTMW43FV0ND118472\nPrice AED 139,900 + VAT AED 6,995\nLess Emirates NBD auto loan "
        "AED 100,000 (settled 2024)\nWarranty 5 years / 200,000 km, hybrid battery 10 years"))

    # ------------------------------------------------------------ Health (Areas)
    he = "Documents/Health"
    add(f"{he}/GlobeCare member certificate 2026.pdf", A, "Health", ago(2026, 1, 3), t_insurance)
    for d in (ago(2025, 10, 20), ago(2026, 1, 28), ago(2026, 4, 15)):
        add(f"{he}/Claims/claim settlement {_ymd(d)}.pdf", A, "Health", d, t_claim)
    add(f"{he}/Blood test Sep 2025.pdf", A, "Health", ago(2025, 9, 9), t_lab)
    add(f"{he}/Physio - knee after marathon.pdf", A, "Health", ago(2025, 5, 20), lambda r, dt: (
        "Dubai Physio & Sports Clinic - Invoice and summary\nPatient: Vikram Joshi\nDiagnosis: patellofemoral "
        "pain, left knee, after marathon 27 Apr 2025\n4 sessions 6-20 May 2025, AED 450 each, direct billing "
        "GlobeCare\nHome exercises: clamshells, step-downs, foam roller ITB"))
    add(f"{he}/Anjali - dental plan.txt", A, "Health", 80, "Anjali dentist - Smile Dental Dubai Hills\n- crown "
        "upper left 6: AED 3,200, GlobeCare dental limit 5,000/yr\n- 2nd appointment 14 Apr 10:30\n- kids' "
        "check-up both Aug, before school starts")

    # ------------------------------------------------------------ Kids' School (Areas)
    ks = "Documents/Kids School"
    for term, year, y, m, d in (("Autumn", "2025-26", 2025, 8, 14), ("Spring", "2025-26", 2025, 12, 10)):
        add(f"{ks}/Fees/Fee invoice {term} {year}.pdf", A, "Kids' School", ago(y, m, d), t_fees(term, year))
    for child, yr, term, y, m, d in (("Aarav", "Year 6", "Autumn", 2025, 12, 12), ("Mira", "Year 3", "Autumn", 2025, 12, 12),
                                     ("Aarav", "Year 6", "Spring", 2026, 3, 27), ("Mira", "Year 3", "Spring", 2026, 3, 27)):
        add(f"{ks}/Reports/{child} {term} report {y}.pdf", A, "Kids' School", ago(y, m, d), t_report(child, yr, term))
    add(f"{ks}/Year 6 Hatta trip letter.pdf", A, "Kids' School", ago(2026, 4, 9), t_trip)
    add(f"{ks}/Kingsfield weekly 15 May.pdf", A, "Kids' School", ago(2026, 5, 15), t_newsletter)
    add(f"{ks}/ECA choices summer term.docx", A, "Kids' School", ago(2026, 4, 14), t_ecas)
    add(f"{ks}/Uniform order confirmation.eml", A, "Kids' School", ago(2025, 8, 6), lambda r, dt: eml(
        "Threads Uniforms <orders@threadsme.com>", MAIL, "Order #TH-88412 confirmed - Kingsfield British School", dt,
        "Thank you for your order.\n2x Kingsfield polo (green) age 7-8, 1x PE shorts age 7-8, 2x polo age 10-11, "
        "1x house T-shirt Falcon\nTotal AED 412.00. Collect from the school uniform shop from 20 August."))
    add(f"{ks}/Year 7 transfer info.pdf", A, "Kids' School", ago(2026, 5, 6), lambda r, dt: (
        f"{SCHOOL} - Transition to Kingsfield Secondary (Year 7, September 2026)\nAll current Year 6 pupils have a "
        "guaranteed place. Open morning 18 June 09:00. Year 7 fees AED 24,600 per term. Laptop programme: "
        "MacBook Air or iPad with keyboard required."))

    # ------------------------------------------------------------ Passports & Visas (Areas IDs & Visas)
    pv = "Documents/Passports & Visas"
    add(f"{pv}/Residence visa Vikram 2024.pdf", A, "IDs & Visas", ago(2024, 7, 14), t_visa)
    add(f"{pv}/OCI Anjali.pdf", A, "IDs & Visas", 400, lambda r, dt: t_oci(r, dt).replace("JOSHI VIKRAM", "JOSHI ANJALI").replace(
        "A2918447", "A3350192").replace("565712908", "571188240").replace("14-06-2016", "02-09-2014"))
    add(f"{pv}/HMPO Mira renewal.pdf", A, "IDs & Visas", ago(2026, 4, 20), t_passport)
    add(f"{pv}/Birth certificate Aarav.pdf", A, "IDs & Visas", 900, lambda r, dt: (
        "CERTIFIED COPY of an ENTRY OF BIRTH - England and Wales\nRegistration district: Surrey, sub-district "
        "Reigate\nName: Aarav Vikram JOSHI  Sex: male  Born 21 January 2016, East Surrey Hospital, Redhill\n"
        "Father: Vikram JOSHI, airline pilot. Mother: Anjali JOSHI formerly MENON, physiotherapist"))
    add(f"{pv}/Marriage certificate attested.pdf", A, "IDs & Visas", 1600, lambda r, dt: (
        "Marriage certificate - England: Vikram Joshi and Anjali Menon, married 14 September 2013 at Leicester "
        "Register Office.\nLegalised: FCDO apostille APO-2021-554127; UAE Embassy London attestation; MOFA Dubai "
        "attestation 19 July 2021"))
    add(f"{pv}/Emirates ID copies.pdf", A, "IDs & Visas", 300, lambda r, dt: (
        "Emirates ID copies (front/back)\nVikram Joshi 784-1987-4821390-2 exp 11/07/2027\nAnjali Joshi "
        "784-1989-2290441-6 exp 11/07/2027\nAarav Joshi 784-2016-0041187-3\nMira Joshi 784-2018-7719024-1"))

    # ------------------------------------------------------------ Pune flat (Projects)
    pf = "Documents/Pune Flat"
    add(f"{pf}/Agreement for sale - signed.pdf", P, "Pune Flat", ago(2026, 2, 14), t_agreement)
    add(f"{pf}/Booking receipt Nov 2025.pdf", P, "Pune Flat", ago(2025, 11, 18), lambda r, dt: t_receipt(r, dt).replace(
        "instalment on signing of agreement for sale", "booking amount"))
    add(f"{pf}/Demand letters/Demand plinth.pdf", P, "Pune Flat", ago(2026, 3, 5), t_demand("Plinth", 15))
    add(f"{pf}/Demand letters/Demand slab 4.pdf", P, "Pune Flat", ago(2026, 4, 8), t_demand("4th slab", 10))
    add(f"{pf}/HDFC loan/Sanction letter.pdf", P, "Pune Flat", ago(2026, 3, 21), t_sanction)
    add(f"{pf}/HDFC loan/Disbursement advice 1.pdf", P, "Pune Flat", ago(2026, 3, 28), lambda r, dt: (
        "HDFC Bank - Disbursement advice\nLoan account 6601 8843 2207 (NRI Home Loan)\nBorrower Vikram S. Joshi\n"
        "Disbursed Rs 16,87,500 to Kalash Developers LLP (escrow) against plinth demand KD/SK/B702\nPre-EMI "
        "interest from April 2026 debited from NRE a/c ICICI ****8814 via NACH"))
    add(f"{pf}/Stamp duty and registration.xlsx", P, "Pune Flat", 30, lambda r, dt: (
        "Item;Rs\nAgreement value;11250000\nStamp duty 6% incl metro cess;675000\nRegistration fee;30000\n"
        "Scanning/handling;2000\nAdvocate fee (Adv. Kulkarni);15000\nTotal;722000"))
    add(f"{pf}/POA draft.docx", P, "Pune Flat", 22, t_poa)
    add(f"{pf}/~$A draft.docx", L, "System", 22, b"\x0bVikram Joshi" + b"\x00" * 40)
    add(f"{pf}/WhatsApp Chat with Papa.txt", P, "Pune Flat", 28, t_papa_chat)
    add(f"{pf}/Flat - slab and next payment.eml", P, "Pune Flat", ago(2026, 5, 11), t_papa_mail)
    add(f"{pf}/MahaRERA certificate Shubh Kalash.pdf", P, "Pune Flat", ago(2025, 10, 30), lambda r, dt: (
        "Maharashtra Real Estate Regulatory Authority - Form C\nRegistration certificate of project\nProject: "
        "Shubh Kalash, Plot S. No. 112/2, Baner, Pune\nRegistration P52100047719\nPromoter: Kalash Developers LLP\n"
        "Valid from 11/08/2024 to 30/06/2027"))
    add(f"{pf}/B-702 floor plan.pdf", P, "Pune Flat", ago(2025, 10, 30), lambda r, dt: (
        "Shubh Kalash - B wing typical floor plan, flat 02 (2 BHK)\nLiving 3.35 x 5.20 m, kitchen 2.60 x 3.10 m, "
        "bedroom 1 3.05 x 3.65 m with attached toilet, bedroom 2 3.05 x 3.35 m\nCarpet area 72.4 sq m "
        "(779 sq ft). Balcony 1.5 m east"))
    for i, d in enumerate((ago(2025, 12, 28), ago(2025, 12, 28), ago(2026, 5, 10), ago(2026, 5, 10))):
        photo(f"{pf}/Site visit photos/IMG_{6120 + i * 7 if i < 2 else 8841 + i}.HEIC", P, "Pune Flat", d)
    add(f"{fi}/Wise/Wise flat agreement payment.pdf", P, "Pune Flat", ago(2026, 2, 10),
        t_wise(1125000, "Vikram Suresh Joshi ICICI NRE ****8814 - agreement instalment Shubh Kalash B-702"))

    # ------------------------------------------------------------ Kerala trip (Projects Travel)
    tk = "Documents/Travel/Kerala July 2026"
    add(f"{tk}/Air India Express e-ticket.pdf", P, "Travel", ago(2026, 3, 2), t_kerala_flights)
    add(f"{tk}/Kerala itinerary.md", P, "Travel", 5, t_itin)
    add(f"{tk}/Fort Kochi homestay.eml", P, "Travel", ago(2026, 4, 18), lambda r, dt: eml(
        "Rosemary Homestay <stay@rosemaryfortkochi.in>", MAIL, "Booking confirmed 14-18 July - Joshi family", dt,
        "Dear Vikram,\n\nWe confirm the garden family room 14-18 July 2026 (4 nights), Rs 5,200 per night with "
        "breakfast. Kathakali tickets at Kerala Kathakali Centre can be arranged for 15 July evening.\n\nWarm "
        "regards,\nMaria, Rosemary Homestay, Princess Street"))
    add(f"{tk}/Travel insurance family.pdf", P, "Travel", 8, lambda r, dt: (
        "Single trip travel insurance - certificate\nInsured: Vikram, Anjali, Aarav, Mira Joshi\nDestination: "
        "India (Kerala)  3 - 19 July 2026\nMedical expenses USD 250,000, cancellation USD 5,000, baggage USD 2,000\n"
        "Premium AED 214.00"))
    add(f"{DL}/Kerala Tourism monsoon guide.pdf", P, "Travel", 19, lambda r, dt: (
        "Kerala Tourism - Monsoon holidays guide\nKarkidakam (mid-July - mid-August): Ayurveda season, "
        "Munnar at its greenest, houseboats run in light rain, Athirappilly waterfalls at full flow.\nBeaches: "
        "swimming not advised June-August (red flags)."))

    # ------------------------------------------------------------ Past trips (Archive Travel)
    tp = "Documents/Travel"
    add(f"{tp}/Sri Lanka Dec 2025/Jetwing Lighthouse booking.pdf", X, "Travel", ago(2025, 9, 30), t_srilanka)
    add(f"{tp}/Sri Lanka Dec 2025/Sri Lanka ETA x4.pdf", X, "Travel", ago(2025, 12, 2), lambda r, dt: (
        "Sri Lanka Electronic Travel Authorization - APPROVED\nApplicants: Vikram Joshi, Anjali Joshi, Aarav "
        "Joshi (child, free), Mira Joshi (child, free)\nType: tourist, double entry, valid 180 days\nReference "
        "ETA-LK-7710448"))
    add(f"{tp}/UK summer 2025 plan.txt", X, "Travel", ago(2025, 6, 20), t_uk2025)
    add(f"{tp}/Cornwall cottage Sykes 77194.pdf", X, "Travel", ago(2025, 3, 3), lambda r, dt: (
        "Sykes Holiday Cottages - Booking 77194\nGull's Rest, St Ives, Cornwall\n21-25 July 2025, sleeps 5, pet-"
        "free\nTotal £1,120.00 paid in full. Key safe code sent 7 days before arrival."))
    add(f"{Y4}/Georgia itinerary.docx", X, "Travel", ago(2024, 3, 20), t_georgia)

    # ------------------------------------------------------------ London Marathon 2025 (Archive Running)
    lm25 = "Documents/Running/London Marathon 2025"
    add(f"{lm25}/Result certificate.pdf", X, "Running", ago(2025, 4, 29), t_marathon)
    add(f"{lm25}/Training plan 16 weeks.xlsx", X, "Running", ago(2024, 12, 30), t_marathon_plan)
    add(f"{lm25}/Mind charity place confirmation.eml", X, "Running", ago(2024, 10, 8), lambda r, dt: eml(
        "Mind Events <events@mind.org.uk>", MAIL, "Welcome to Team Mind - TCS London Marathon 2025", dt,
        "Hi Vikram,\n\nCongratulations, your charity place for the London Marathon on Sunday 27 April 2025 is "
        "confirmed. Your fundraising target is £1,500; registration fee £50. Your running vest will be posted "
        "to your UK address in February.\n\nTeam Mind"))
    add(f"{lm25}/Hotel Tower Bridge 25-28 Apr.pdf", X, "Running", ago(2025, 1, 15), lambda r, dt: (
        "Premier Inn London Tower Bridge - booking confirmation\nGuest Vikram Joshi, 1 family room, 25-28 April "
        "2025\n3 nights, flexible rate £582.00\nNote: marathon weekend, no late check-out"))
    photo(f"{lm25}/finish line.jpg", X, "Running", ago(2025, 4, 27))
    photo(f"{lm25}/medal.jpg", X, "Running", ago(2025, 4, 27))
    for name, body in ARTICLES["Running"]:
        add(f"Documents/Running/{name}", R, "Running", r.uniform(60, 700), body)

    # ------------------------------------------------------------ Albion Atlantic (Archive Work)
    aa = "Documents/Old/Albion Atlantic"
    add(f"{aa}/Resignation letter.docx", X, "Work", ago(2021, 2, 15), t_resign)
    add(f"{aa}/Employment reference.pdf", X, "Work", ago(2021, 4, 9), t_albion_ref)
    add(f"{aa}/Final payslip March 2021.pdf", X, "Work", ago(2021, 3, 31), t_albion_pay)
    add(f"{aa}/Roster Nov 2019.pdf", X, "Work", ago(2019, 10, 20), t_albion_roster)
    add(f"{aa}/Uniform and ID return.eml", X, "Work", ago(2021, 3, 24), lambda r, dt: eml(
        "Crew Admin LGW <crewadmin.lgw@albionatlantic.co.uk>", "vjoshi@albionatlantic.co.uk",
        "Leaver checklist - uniform and ID return", dt,
        "Hi Vikram,\nBefore 31 March please return: airside ID pass, company iPad (EFB), 2 jackets, hat and "
        "flight bag to Crew Admin at the Gatwick north terminal. Staff travel ends on your last day.\nCrew Admin"))

    # ------------------------------------------------------------ Resources
    for name, body in ARTICLES["Aviation"]:
        add(f"Documents/Aviation/{name}", R, "Aviation", r.uniform(40, 900), body)
    add(f"{DL}/A350 cold weather ops - Airbus briefing.pdf", R, "Aviation", 150, (
        "Airbus - Cold weather operations briefing (A350)\nContaminated runway reporting (GRF, RWYCC), engine ice "
        "shedding run-ups, cold temperature altitude corrections for approaches below 0 C."))
    for name, body in RECIPES:
        add(f"Documents/Recipes/{name}", R, "Cooking", r.uniform(30, 800), body)
    for fn, title, author in BOOKS:
        add(f"Books/{fn}", R, "Books", r.uniform(50, 1200), lambda r, dt, t=title, a=author: _epub(
            t, a, "en", f"{t} by {a}. Chapter one."))
    for artist, album, title in SONGS:
        add(f"Music/{artist}/{album}/{title}.mp3", R, "Music", r.uniform(100, 1500),
            lambda r, dt, t=title, a=artist, al=album: _id3(r, t, a, al))
    for fn, head in (("googlechrome.dmg", b"x\xda\x01"), ("Zoom.pkg", b"xar!\x00\x1c"),
                     ("WhatsApp.dmg", b"x\xda\x01"), ("VLC-3.0.21-universal.dmg", b"x\xda\x01"),
                     ("Microsoft_365_and_Office_16.96_Installer.pkg", b"xar!\x00\x1c"),
                     ("Garmin Express.dmg", b"x\xda\x01")):
        add(f"{DL}/{fn}", R, "Software", r.uniform(5, 400), lambda r, dt, h=head: _blob(r, h, 2000))

    # ------------------------------------------------------------ Photos (Resources)
    for i in range(8):
        photo(f"Pictures/iPhone Import 2025-12/IMG_{5301 + i * 4}.HEIC", R, "Photos", ago(2025, 12, 21 + i % 5))
    for i in range(6):
        photo(f"Pictures/iPhone Import 2026-04/IMG_{7702 + i * 9}.HEIC", R, "Photos", ago(2026, 4, 3 + i * 3))
    for i, y in enumerate((2023, 2024, 2024, 2025)):
        photo(f"Pictures/{y}/IMG_{2100 + i * 311}.jpg", R, "Photos", ago(y, 3 + i * 2, 10))
    for (y, m, dd, tm) in ((2026, 5, 21, "09.14.22"), (2026, 5, 3, "22.41.07"), (2026, 4, 12, "13.02.55"),
                           (2026, 3, 30, "07.48.19"), (2026, 5, 28, "18.20.31")):
        add(f"{DT}/Screenshot {y}-{m:02d}-{dd:02d} at {tm}.png", R, "Photos", ago(y, m, dd), "")
    for i, (y, m, dd) in enumerate(((2026, 5, 2), (2026, 5, 17), (2026, 3, 8), (2026, 1, 26))):
        photo(f"{DL}/WhatsApp Image {y}-{m:02d}-{dd:02d} at {10 + i}.{12 + i * 7}.{30 + i}.jpeg", R, "Photos",
              ago(y, m, dd))

    # ------------------------------------------------------------ UK laptop backup (Archive Backup)
    ub = "UK laptop backup"
    add(f"{ub}/My Documents/CV Vikram Joshi 2021.docx", X, "Backup", ago(2021, 1, 30), (
        "Vikram Joshi - Curriculum Vitae\nFirst Officer A330, Albion Atlantic Airways, 2014 - present\nATPL(A) UK "
        "CAA, 6,900 hours total, 5,800 on A330\nEducation: BSc Air Transport with Commercial Pilot Training, "
        "Kingston University 2009; CTC Wings cadet 2010-2012\nLanguages: English, Hindi (spoken)"))
    add(f"{ub}/My Documents/Wedding guest list.xlsx", X, "Backup", ago(2013, 7, 2), (
        "Name;Side;Invited to;RSVP\nKiran & Raj Patel;Joshi;Reception;yes\nLakshmi Menon;Menon;Both;yes\n"
        "Neha Joshi;Joshi;Both;yes\nCapt. Mark Morton;Joshi;Reception;no"))
    add(f"{ub}/My Documents/VW Golf service 2019.pdf", X, "Backup", ago(2019, 5, 14), (
        "Horley Motors - Invoice 20577\nVW Golf 1.4 TSI, reg GK15 LXW, 62,114 miles\nMajor service, front pads, "
        "MOT pass\nTotal £486.20"))
    add(f"{ub}/My Documents/TV Licence 2020.pdf", X, "Backup", ago(2020, 3, 1), (
        "TV Licensing - Your TV Licence\nMr V Joshi, 14 Linden Close, Horley RH6 9DQ\nLicence number 3712 0488 "
        "7719, valid 1 March 2020 - 28 February 2021\n£157.50 paid by Direct Debit"))
    add(f"{ub}/My Documents/Albion roster 2018-06.pdf", X, "Backup", ago(2018, 5, 22), (
        "ALBION ATLANTIC - ROSTER JUNE 2018  FO JOSHI V  A330 LGW\n03 Jun AL101 LGW-MCO\n06 Jun AL102 MCO-LGW\n"
        "12 Jun AL401 LGW-TPA\n15 Jun AL402 TPA-LGW\n22 Jun SBY\n26 Jun AL221 LGW-BGI"))
    add(f"{ub}/My Documents/desktop.ini", L, "System", ago(2021, 6, 1),
        b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    add(f"{ub}/Desktop/desktop.ini", L, "System", ago(2021, 6, 1),
        b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    add(f"{ub}/Desktop/flying hours 2020.xlsx", X, "Backup", ago(2020, 12, 31), (
        "Month;Block;Sectors\nJan;74.5;10\nFeb;68.2;8\nMar;31.0;4\nApr;0;0 furlough\nMay;0;0\nJun;0;0\nJul;12.4;2\n"
        "Aug;40.1;6"))
    for i in range(7):
        photo(f"{ub}/My Pictures/2019 Goa/DSC_{412 + i * 13}.jpg", X, "Backup", ago(2019, 11, 2 + i))
    add(f"{ub}/My Pictures/Thumbs.db", L, "System", ago(2020, 1, 5), _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    for artist, album, title in SONGS[2:4]:
        add(f"{ub}/My Music/{artist} - {title}.mp3", X, "Backup", ago(2015, 6, 1),
            lambda r, dt, t=title, a=artist, al=album: _id3(r, t, a, al))
    add(f"{ub}/Downloads/iTunes64Setup.exe", X, "Backup", ago(2019, 2, 1), _blob(r, b"MZ\x90\x00", 1500))

    # ------------------------------------------------------------ Left (unfinished downloads)
    add(f"{DL}/Emirates_NBD_eStatement_Apr2026.pdf.crdownload", L, "System", 1, _blob(r, b"%PDF-1.4\n", 700))
    add(f"{DL}/A350_FCOM_bulletin_52.pdf.part", L, "System", 12, _blob(r, b"%PDF-1.5\n", 900))
    add(f"{DL}/Kerala_houseboat_video.mp4.crdownload", L, "System", 18, _blob(r, b"\x00\x00\x00\x20ftypisom", 900))

    # ------------------------------------------------------------ HARD: name and folder say nothing
    H = True
    # Downloads
    add(f"{DL}/document.pdf", A, "Home", 32, at(t_dewa(2026, 4), 2026, 4, 25), H)
    add(f"{DL}/document (1).pdf", A, "Kids' School", ago(2026, 3, 26), t_fees("Summer", "2025-26"), H)
    add(f"{DL}/document (2).pdf", A, "Work", ago(2026, 4, 28), t_payslip(2026, 4), H)
    add(f"{DL}/document (3).pdf", P, "Travel", ago(2026, 4, 2), t_houseboat, H)
    add(f"{DL}/document (4).pdf", A, "Finance", ago(2026, 1, 7), t_sa302, H)
    add(f"{DL}/document (5).pdf", A, "Finance", ago(2025, 6, 5), t_aviva, H)
    add(f"{DL}/document (6).pdf", A, "Work", ago(2026, 4, 22), t_notice(0), H)
    add(f"{DL}/document (7).pdf", A, "Licence", ago(2026, 4, 29), t_opc(2026, 4, "LPC/OPC"), H)
    add(f"{DL}/document (8).pdf", A, "Health", ago(2026, 5, 6), t_claim, H)
    add(f"{DL}/document (9).pdf", P, "Pune Flat", ago(2026, 3, 20), t_sanction, H)
    add(f"{DL}/document (10).pdf", X, "Travel", ago(2025, 9, 30), t_srilanka, H)
    add(f"{DL}/document (11).pdf", A, "Home", ago(2026, 5, 26), t_empower, H)
    add(f"{DL}/export.csv", A, "Finance", 6, t_enbd_csv, H)
    add(f"{DL}/export (1).csv", A, "Car", 11, t_salik, H)
    add(f"{DL}/export (2).csv", A, "Licence", 40, t_logbook, H)
    add(f"{DL}/print.pdf", P, "Training", ago(2026, 4, 10), t_cuc_exam, H)
    add(f"{DL}/download.pdf", P, "Travel", ago(2026, 3, 15), t_munnar, H)
    add(f"{DL}/file.pdf", X, "Running", ago(2025, 4, 30), t_marathon, H)
    add(f"{DL}/attachment.pdf", P, "Pune Flat", ago(2026, 5, 12), t_demand("8th slab", 10), H)
    add(f"{DL}/Book1.xlsx", P, "Pune Flat", 9, t_pay_sched, H)
    add(f"{DL}/invoice.pdf", A, "Car", ago(2026, 2, 14), t_service, H)
    add(f"{DL}/receipt.pdf", A, "Finance", ago(2026, 4, 2), t_wise(57000, "Suresh Narayan Joshi, SBI Aundh ****3307"
                                                                      " - monthly household support"), H)
    add(f"{DL}/receipt (1).pdf", P, "Pune Flat", ago(2026, 2, 11), t_receipt, H)
    add(f"{DL}/statement.pdf", A, "Finance", ago(2025, 10, 14), t_nationwide, H)
    add(f"{DL}/letter.pdf", X, "Work", 420, t_albion_ref, H)
    add(f"{DL}/2026-04-09.pdf", A, "Kids' School", ago(2026, 4, 9), t_trip, H)
    add(f"{DL}/IMG_4471.pdf", A, "Health", ago(2026, 2, 3), t_vacc, H)
    add(f"{DL}/WhatsApp Document 2026-05-02 at 11.31.40.pdf", P, "Pune Flat", ago(2026, 5, 2), t_stamp, H)
    add(f"{DL}/Untitled.pdf", A, "Work", ago(2026, 5, 20), t_crewid, H)
    add(f"{DL}/doc00412620260310.pdf", P, "Training", ago(2026, 3, 10), t_cuc_prog, H)
    add(f"{DL}/scan_20251124.pdf", P, "Training", ago(2025, 11, 25), lambda r, dt: (
        f"{GH} - Flight Training\nDear FO Joshi,\nYou have been selected for the Command Upgrade Course CUC 26/03 "
        "(A350), starting 9 March 2026, following the command assessment of 3-4 November 2025. Ground school "
        "and written exams, simulator phase, line training and a final line check.\nCapt. Nadia Farouk"), H)
    add(f"{DL}/data.xlsx", A, "Work", ago(2026, 5, 10), t_layover(2026, 4), H)
    add(f"{DL}/0001.pdf", A, "Home", ago(2026, 5, 10), t_du, H)
    add(f"{DL}/Untitled document.docx", X, "Running", ago(2025, 5, 2), T_THANKS, H)
    add(f"{DL}/Re_ Quick question.eml", A, "Finance", ago(2026, 5, 19), lambda r, dt: eml(
        "Gurpreet Sandhu <g.sandhu@harrowsandhu.co.uk>", MAIL, "Re: Quick question", dt,
        "Hi Vikram,\n\nYes - as a non-resident with no UK relevant earnings you can still pay up to £2,880 net "
        "(£3,600 gross) into the AJ Bell SIPP each tax year and basic-rate relief is added, for five tax years "
        "after you left the UK (so until 5 April 2026 in your case - the window has now closed).\nFor the 2025-26 "
        "return we'll need the Nationwide interest certificate and your UK midnight count by 30 September.\n\n"
        "Best,\nGurpreet"), H)
    add(f"{DL}/Re_ Following up.eml", A, "Kids' School", ago(2026, 5, 20), lambda r, dt: eml(
        "Admissions <admissions@kingsfield.ae>", MAIL, "Re: Following up", dt,
        "Dear Mr Joshi,\n\nThank you for following up. We have received the re-enrolment deposit of AED 2,000 for "
        "Mira (Year 4, 2026-27). Aarav's deposit for Year 7 at Kingsfield Secondary is still outstanding; please "
        "pay via the parent portal by 31 May to hold his place.\n\nKind regards,\nAdmissions Team"), H)
    add(f"{DL}/Re_ Quick update.eml", P, "Training", ago(2026, 5, 27), lambda r, dt: eml(
        "Training Admin <training.admin@gulfhorizon.ae>", MAIL, "Re: Quick update", dt,
        "Hi Vikram,\n\nConfirmed: extra FBS slot for tiller taxi practice on 5 June 14:00, FBS room 3. Your CUC "
        "sim 1 stays on 8 June 09:30 with Capt. Eriksen. LIFUS roster for August will be published with the "
        "normal roster.\n\nTraining Administration"), H)
    add(f"{DL}/Fwd_ FYI.eml", P, "Travel", ago(2026, 2, 27), lambda r, dt: t_thrissur(r, dt).replace(
        "Fwd: Ammamma - July plans", "Fwd: FYI"), H)
    # Desktop
    add(f"{DT}/Untitled.txt", P, "Training", ago(2026, 4, 14), T_CRM, H)
    add(f"{DT}/Untitled 2.txt", P, "Travel", 4, t_packing, H)
    add(f"{DT}/Untitled 3.txt", P, "Pune Flat", ago(2026, 5, 10), t_site_notes, H)
    add(f"{DT}/Untitled 4.txt", A, "Finance", 13, T_TAXNOTE, H)
    add(f"{DT}/Untitled.docx", P, "Pune Flat", 21, t_poa, H)
    add(f"{DT}/notes.md", P, "Training", 7, T_UPG, H)
    add(f"{DT}/draft.docx", X, "Work", ago(2021, 2, 14), t_resign, H)
    add(f"{DT}/todo.txt", A, "Kids' School", ago(2026, 4, 12), T_KIDTODO, H)
    add(f"{DT}/stuff/scan0001.pdf", A, "Home", ago(2025, 3, 19), lambda r, dt: t_ejari(r, dt).replace(
        "165,000", "155,000").replace("2026", "2025").replace("2027", "2026"), H)
    add(f"{DT}/stuff/scan0002.pdf", A, "IDs & Visas", ago(2024, 8, 2), t_eid, H)
    add(f"{DT}/stuff/scan0003.pdf", X, "Home", ago(2022, 8, 20), t_completion, H)
    # Scans
    add(f"{SC}/Scan.pdf", A, "Licence", ago(2026, 2, 17), t_medical(2026, 2, 17), H)
    add(f"{SC}/Scan 1.pdf", A, "Home", ago(2026, 3, 16), t_ejari, H)
    add(f"{SC}/Scan 2.pdf", A, "Car", ago(2026, 4, 8), t_mulkiya, H)
    add(f"{SC}/Scan 3.pdf", P, "Pune Flat", ago(2026, 2, 16), t_receipt, H)
    add(f"{SC}/Scan 4.pdf", A, "IDs & Visas", ago(2025, 7, 1), t_oci, H)
    add(f"{SC}/Scan 5.pdf", P, "Pune Flat", ago(2026, 2, 16), t_agreement, H)
    add(f"{SC}/Scan 6.pdf", X, "Home", ago(2022, 9, 10), t_council, H)
    add(f"{SC}/Scan 7.pdf", A, "Kids' School", ago(2026, 4, 20), t_consent, H)
    add(f"{SC}/Scan 8.pdf", A, "Finance", ago(2026, 4, 25), t_hmrc_letter, H)
    add(f"{SC}/Scan 9.pdf", A, "IDs & Visas", ago(2024, 7, 15), t_visa, H)
    add(f"{SC}/Scan 10.pdf", X, "Training", 160, t_tr_result, H)
    add(f"{SC}/Scan 11.pdf", A, "Car", ago(2026, 4, 7), t_carins, H)
    add(f"{SC}/Scan 12.pdf", X, "Work", 700, t_albion_pay, H)
    add(f"{SC}/Scan 2026-03-14.pdf", A, "Health", ago(2026, 3, 14), t_lab, H)
    # Documents/2024 (year dump)
    add(f"{Y4}/Scan 2024-05-11.pdf", A, "Licence", ago(2024, 5, 11), t_opc(2024, 4, "LPC/OPC"), H)
    add(f"{Y4}/Scan 2024-09-02.pdf", A, "Kids' School", ago(2024, 9, 2), lambda r, dt: t_fees(
        "Autumn", "2024-25")(r, dt).replace("Year 6", "Year 4").replace("Year 3", "Year 1"), H)
    add(f"{Y4}/document.pdf", A, "Home", ago(2024, 7, 26), t_dewa(2024, 7), H)
    add(f"{Y4}/IMG_2291.pdf", A, "Home", ago(2024, 1, 21), lambda r, dt: t_contents(r, dt).replace(
        "2026", "2024").replace("2027", "2025").replace("865.00", "790.00"), H)
    add(f"{Y4}/export.csv", A, "Finance", ago(2024, 10, 3), t_enbd_csv, H)
    add(f"{Y4}/Untitled.txt", A, "Finance", ago(2024, 8, 28), T_TAX24, H)
    add(f"{Y4}/document (1).pdf", A, "Finance", ago(2024, 11, 30), t_taxret(2024), H)

    # ------------------------------------------------------------ more named files
    add(f"{tk}/Tea Valley Resort Munnar.pdf", P, "Travel", ago(2026, 3, 15), t_munnar)
    add(f"{tk}/Houseboat Vembanad confirmation.pdf", P, "Travel", ago(2026, 4, 2), t_houseboat)
    add(f"{tk}/Driver Biju quote.txt", P, "Travel", ago(2026, 4, 20), (
        "Biju (Anjali's cousin's driver), Innova Crysta 7 seater\n9-12 Jul Munnar, then drop "
        "at Alleppey 13 Jul\nRs 3,200/day + driver bata Rs 500/night, tolls extra\nTotal approx Rs 17,000\n"
        "WhatsApp +91 94470 22817"))
    add(f"{tk}/Kochi ideas.md", P, "Travel", 10, "# Fort Kochi\n\n- Chinese fishing nets at sunset\n- Jew Town "
        "and Paradesi synagogue (closed Fri/Sat)\n- Kashi Art Cafe breakfast\n- Kathakali 15 Jul, make-up from "
        "17:00\n- Cherai beach half day, no swimming in monsoon\n")
    add(f"{cu}/Left seat flows - CUC handout.pdf", P, "Training", ago(2026, 4, 16), (
        "CUC 26/03 handout - left seat flows and callouts\nBefore start: captain's briefing to cabin manager, "
        "tech log check, fuel figures decision\nTaxi: tiller from the left seat, FO monitors the airport map\n"
        "Take-off: captain calls 'STOP' or 'GO' - the decision is the commander's alone"))
    add(f"{cu}/Commander's report - practice.docx", P, "Training", ago(2026, 4, 14), (
        "Commander's discretion / occurrence report - CRM workshop exercise\nFlight GH448 DXB-JNB (simulated)\n"
        "Event: disruptive passenger 23D, restrained with cabin crew after warnings\nActions: informed ATC, "
        "police met aircraft at JNB\nLessons: early brief with the cabin manager, delegate the PF role"))
    add(f"{cu}/Sim 1 prep checklist.txt", P, "Training", 2, (
        "Sim 1 (8 Jun, FFS2 09:30) prep\n- load sheet and fuel decision as captain, print OFP from LIDO\n"
        "- review DXB 30R SID, tiller technique from FBS 5 Jun\n- brief Marco on roles: me PF left seat\n"
        "- bring: licence, medical, headset, iPad charged"))
    add(f"{pf}/Demand letters/Demand slab 8.pdf", P, "Pune Flat", ago(2026, 5, 12), t_demand("8th slab", 10))
    add(f"{pf}/HDFC loan/Disbursement advice 2.pdf", P, "Pune Flat", ago(2026, 4, 24), (
        "HDFC Bank - Disbursement advice\nLoan account 6601 8843 2207 (NRI Home Loan)\nBorrower Vikram S. Joshi\n"
        "Disbursed Rs 11,25,000 to Kalash Developers LLP (escrow) against 4th slab demand\nTotal disbursed to "
        "date Rs 28,12,500 of Rs 70,00,000 sanctioned"))
    add(f"{pf}/Title search report - Adv Kulkarni.pdf", P, "Pune Flat", ago(2026, 1, 22), (
        "Adv. Shrikant Kulkarni, Shivajinagar, Pune - Title search report\nLand: S. No. 112/2, village Baner, "
        "taluka Haveli\n30-year search of 7/12 extracts and index II registers: clear and marketable title of "
        "Kalash Developers LLP under development agreement dated 04/03/2023\nNo encumbrance except project loan "
        "from HDFC Bank (NOC required per flat at registration)"))
    add(f"{pf}/Re_ Maintenance deposit and parking.eml", P, "Pune Flat", ago(2026, 5, 22), lambda r, dt: eml(
        "Kalash Developers CRM <crm@kalashdevelopers.in>", MAIL, "Re: Maintenance deposit and parking - B-702", dt,
        "Dear Mr Joshi,\n\nCovered parking P-B-14 (stilt) is allotted to B-702. Maintenance deposit of 24 months "
        "(Rs 1,08,000) and society formation charges Rs 25,000 are payable at possession, planned December 2026.\n"
        "\nRegards,\nCRM Team"))
    add(f"{ks}/Fees/Fee invoice Summer 2025-26.pdf", A, "Kids' School", ago(2026, 3, 26), t_fees("Summer", "2025-26"))
    add(f"{ap}/Ejari 2026.pdf", A, "Home", ago(2026, 3, 16), t_ejari)
    add(f"{ca}/RTA renewal 2026.pdf", A, "Car", ago(2026, 4, 8), t_mulkiya)
    add(f"{ca}/Car insurance 2026.pdf", A, "Car", ago(2026, 4, 7), t_carins)
    add(f"{he}/Blood test Mar 2026.pdf", A, "Health", ago(2026, 3, 14), t_lab)
    add(f"{lm}/Class 1 medical 2026.pdf", A, "Licence", ago(2026, 2, 18), t_medical(2026, 2, 17))
    add(f"{tp}/Sri Lanka Dec 2025/SriLankan flights.pdf", X, "Travel", ago(2025, 9, 28), (
        "SriLankan Airlines e-ticket\nPNR 6HQ2ZT  JOSHI/VIKRAM MR, JOSHI/ANJALI MRS, JOSHI/AARAV MSTR, JOSHI/MIRA MISS"
        "\nUL226 DXB-CMB 19 Dec 2025 21:40-03:25+1\nUL225 CMB-DXB 27 Dec 2025 16:55-20:10\nFare AED 4,860 total"))

    # ------------------------------------------------------------ dot files (not labelled)
    for d in ("Documents", DL, DT, "Pictures", SC, "Documents/Pune Flat", ub):
        dot(f"{d}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), r.uniform(1, 60))
    dot(f"{DL}/.localized", b"", 900)
    return items


def _ymd(age: float) -> str:
    return (NOW - timedelta(days=age)).strftime("%Y-%m-%d")
