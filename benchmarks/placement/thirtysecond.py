"""An unseen labelled corpus: a Singapore credit risk analyst's laptop, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench
scripts or the bodies of the other corpora: only ``unseen.py``'s docstring and the first lines of its
``build()`` (for the way labelling rules are written and files are added), the ``Item`` dataclass, ``NOW``
and the helpers ``_pdf`` and ``_jpeg`` (``corpus.py``), ``_d``, ``_docx``, ``_png`` and ``HEIC_HEAD``
(``blind.py``) and ``_blob``, ``_xlsx``, ``_rezip``, ``_latin1``, ``_epub`` and ``_id3`` (``unseen.py``).
(By accident the writer also saw the first ~25 lines of ``corpus.py``'s ``build()`` and, in ``unseen.py``, a few
import lines of a code file held in its corpus, its ``_zip`` helper and the first of its name lists; nothing else.) The files and labels are shaped by what this
person would have on disk, not by what the code looks for.

The person: Daniel Lim Wei Jie (林伟杰), 34, a credit risk analyst in the Wholesale Credit Analytics team of
Straits Meridian Bank in Singapore (since April 2022; before that he was an audit senior at Harcourt Lim
LLP, 2016-2022). He is married to Priya Raman, a pharmacist at a polyclinic; their wedding was in 2024
(ROM in March, banquet in September, honeymoon in Japan in October). Their son Ethan Lim Jun Hao was born
on 14 January 2026. They rent an HDB flat in Clementi (a two-year lease from June 2025; before that they
rented a flat in Jurong East, June 2024 - May 2025, deposit refunded). Daniel drives a 2019 Toyota Corolla
Altis, races triathlon with a club, and helps his parents (Lim Ah Kow, 68, and Tan Siew Lan, 65, in
Bedok) with their CPF, appointments and paperwork; they write to him in Chinese.

What is going on now (June 2026): they are buying a resale 4-room HDB flat at Blk 862A Tampines Street 83
(viewings Feb 2026, OTP exercised March, HDB loan, valuation, conveyancing, completion expected July
2026) and planning its renovation (ID quotes, layout, budget); Daniel is training for IRONMAN 70.3
Bintan on 13 September 2026; he sits the CFA Level II exam in August 2026; Ethan's infant-care
enrolment (centre visits, applications, subsidy) for October 2026; a trip to Chennai in July 2026 so
Priya's grandmother can meet Ethan (flights, Ethan's passport, visa); and at work he leads the 2026
revalidation of the bank's IFRS 9 ECL models (due September 2026).

What is finished: the wedding (2024); the audit job at Harcourt Lim (ended 2022); CFA Level I (passed
2025); the Jurong East lease (ended May 2025); the trips to Japan (2024) and Bali (2025); the Standard
Chartered Singapore Marathon half marathon (December 2025); Ethan's birth (the hospital booking,
birth plan, delivery bill of January 2026).

The machine: a Windows laptop with OneDrive -- ``OneDrive/Documents`` with some tidy folders (Finance,
Work, Home, Triathlon, CFA ...), some loose files and a ``Scanned Documents`` folder from the printer,
``OneDrive/Pictures`` with the phone's ``Camera Roll``, albums and ``Screenshots``, a ``Desktop`` with
``New Text Document.txt`` and ``Book1.xlsx``, a ``Downloads`` folder full of ``Statement.pdf``,
``document (4).pdf``, ``eStatement_2026...pdf``, WhatsApp files and installers, and a copy of the old
laptop (``Old Laptop Backup (HP 2016)``). Files are English with a little Chinese (letters from his
parents, his mother's recipes, song titles). Money is in S$.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  Tampines flat purchase and its renovation (viewing notes and photos, OTP, HFE letter, HDB loan,
  valuation, lawyer, ID quotes, floor plans, reno budget) -- topic Home; IRONMAN 70.3 Bintan 2026
  (registration, training plan, training logs and GPX/FIT exports, bike fit, ferry and hotel, race
  nutrition) -- topic Triathlon; CFA Level II (registration, study plan, notes, mock results, the
  curriculum and prep-provider material) -- topic CFA; Ethan's infant-care enrolment (centre visits,
  applications, fee comparison, subsidy application) -- topic Family; the Chennai trip in July 2026
  (flights, Ethan's passport, e-visa, hotel) -- topic Travel; the ECL model revalidation at work
  (plan, findings, meeting notes) -- topic Work.
- **Areas**: responsibilities with no end, whatever the document's age: money -- CPF statements, IRAS
  tax (returns, notices of assessment, IR8A), bank and credit-card statements, investments, SRS,
  budgets (Finance); the household's insurance policies -- life, hospital, Ethan's plan, travel
  (Insurance); the job at Straits Meridian Bank -- payslips, appraisals, training, expense claims, HR
  letters (Work); the rented Clementi flat -- lease, rent, utilities, internet, aircon servicing
  (Home); the car -- road tax, motor insurance, servicing, parking (Car); the health of Daniel, Priya
  and Ethan -- screenings, clinic and physio bills, dental, Ethan's vaccinations, Medisave claims
  (Health); Ethan's and the family's papers -- birth certificate, Baby Bonus, CDA, ICA letters other
  than the trip's passport (Family); his parents' affairs -- their letters, CPF LIFE, appointments,
  LPA, their flat (Parents); triathlon as a hobby -- club membership, the bike's servicing, past race
  results he keeps as a record (Triathlon). A 2020 notice of assessment or his 2022 offer letter is
  still an Area.
- **Resources**: reference and interests kept for their own sake, by subject: credit-risk and
  regulatory reading (Work); triathlon and training articles, even when kept inside the race folder
  (Triathlon); parenting and baby guides (Family); appliance manuals (Home); recipes (Cooking);
  ebooks (Books); music (Music); installers (Software); photos, albums and screenshots -- Ethan, trips,
  the wedding album, everyday phone photos (Photos) -- except photos that document a project, current
  or finished (flat viewing and defects, renovation site, bike fit, race finish): the project's bucket
  and topic; and those inside the old laptop copy.
- **Archive**: finished projects and ended responsibilities, however recent: the wedding (Wedding);
  the job at Harcourt Lim LLP (Work); CFA Level I (CFA); the Jurong East lease (Home); the Japan 2024
  and Bali 2025 trips (Travel); the 2025 half marathon (Running); Ethan's birth -- hospital booking,
  birth plan, delivery bill (Family); the copy of the old laptop, kept whole (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.xlsx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.849C9593...``,
  ``.~lock...#``, ``.tmp_sync``) are written but not labelled: the scanner never lists them.

Topics are subjects, one per subject (the new flat and the rented flat are both ``Home``; the Ironman
and the club are both ``Triathlon``; Ethan's vaccinations are ``Health`` even in Ethan's folder).
``hard`` marks a file whose name *and* folder say nothing about its subject (``Downloads/document
(4).pdf``, ``Desktop/New Text Document.txt``, ``Scanned Documents/scan_0031.pdf``, ``misc/notes.txt``):
only the text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it. A name like
``Statement.pdf`` or ``eStatement_...pdf`` already says money, so it is not hard. Images are never hard.
Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
import struct
from datetime import datetime, timedelta, timezone
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _d, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"


def _at(y: int, m: int, d: int) -> float:
    """Age in days, as of NOW, of a calendar date."""
    return (NOW - datetime(y, m, d, 12, tzinfo=timezone.utc)).total_seconds() / DAY


def _dmy(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _gpx(r: random.Random, dt: datetime, name: str, kind: str) -> str:
    """A GPX track around East Coast Park / Punggol / the Bedok reservoir loop."""
    lat, lon = {"ride": (1.3012, 103.9120), "run": (1.3405, 103.9240), "swim": (1.3010, 103.9300)}[kind]
    step = {"ride": 0.0009, "run": 0.0003, "swim": 0.00008}[kind]
    pts = []
    t = dt.replace(hour=6, minute=r.randint(0, 40), second=0)
    for i in range(24):
        lat += r.uniform(-step, step)
        lon += r.uniform(0, step)
        t += timedelta(seconds={"ride": 60, "run": 45, "swim": 90}[kind])
        hr = r.randint(128, 168)
        pts.append(f'   <trkpt lat="{lat:.6f}" lon="{lon:.6f}"><ele>{r.uniform(2, 18):.1f}</ele>'
                   f'<time>{t:%Y-%m-%dT%H:%M:%SZ}</time><extensions><gpxtpx:TrackPointExtension>'
                   f'<gpxtpx:hr>{hr}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<gpx creator="Garmin Connect" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" '
            'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">\n'
            f' <metadata><time>{dt:%Y-%m-%dT06:00:00Z}</time></metadata>\n'
            f' <trk><name>{name}</name><type>{ {"ride": "cycling", "run": "running", "swim": "open_water_swimming"}[kind]}</type>\n'
            '  <trkseg>\n' + "\n".join(pts) + '\n  </trkseg>\n </trk>\n</gpx>\n')


def _fit(r: random.Random) -> bytes:
    """A Garmin .FIT file: the 14-byte header and some record bytes."""
    body = bytes(r.getrandbits(8) for _ in range(1200))
    return struct.pack("<BBHI4s", 14, 0x20, 2132, len(body), b".FIT") + b"\x00\x00" + body + b"\x00\x00"


def _eml(dt: datetime, frm: str, to: str, subject: str, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:00 +0800\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


ME = "Daniel Lim Wei Jie"
ME_MAIL = "Daniel Lim <daniel.lim.wj@gmail.com>"
ADDR = "Blk 335 Clementi Avenue 2, #09-118, Singapore 120335"
NEW_ADDR = "Blk 862A Tampines Street 83, #11-204, Singapore 521862"
BANK = "Straits Meridian Bank Ltd"
KKH = "KK Women's and Children's Hospital"


# ---------------------------------------------------------------------------------------------- money
def t_cpf_year(r: random.Random, dt: datetime) -> str:
    y = dt.year - 1
    oa, sa, ma = r.uniform(60_000, 140_000), r.uniform(40_000, 80_000), r.uniform(35_000, 60_000)
    return f"""CPF BOARD
Yearly Statement of Account for {y}
{ME}   NRIC: SxxxX671H
{ADDR}
Balances as at 31 Dec {y}
Ordinary Account (OA)   S${oa:,.2f}   interest 2.50% p.a.
Special Account (SA)    S${sa:,.2f}   interest 4.00% p.a.
MediSave Account (MA)   S${ma:,.2f}   interest 4.00% p.a.
Total contributions received in {y} from employer {BANK.upper()}: S${r.uniform(28_000, 34_000):,.2f}
Extra interest of up to 1% is paid on the first S$60,000 of your combined balances.
Withdrawals: MediSave - hospital bill {KKH if y >= 2026 else 'none'}
Please check the details of your statement. Visit cpf.gov.sg for more information."""


def t_cpf_month(r: random.Random, dt: datetime) -> str:
    rows = "\n".join(f"{(dt - timedelta(days=30 * k)):%b %Y}  CON  {BANK.upper()}  "
                     f"OA {r.uniform(1500, 1700):,.2f}  SA {r.uniform(400, 440):,.2f}  MA {r.uniform(540, 580):,.2f}"
                     for k in range(3))
    return f"""CPF Transaction History
Account holder: {ME}
Period: {(dt - timedelta(days=90)):%b %Y} to {dt:%b %Y}
Date       Code  Ref
{rows}
OA withdrawal for housing: {'reserved - HDB resale completion Blk 862A Tampines St 83' if dt.year == 2026 and dt.month >= 4 else 'nil'}
Generated from my cpf digital services on {_dmy(dt)}"""


def t_noa(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        inc = r.uniform(88_000, 128_000) * (1 + (year - 2021) * 0.06)
        return f"""INLAND REVENUE AUTHORITY OF SINGAPORE
NOTICE OF ORIGINAL ASSESSMENT - YEAR OF ASSESSMENT {year}
Date of notice: {_dmy(dt)}
Name: {ME.upper()}    Tax Reference No.: SxxxX671H
Employment income                     S${inc:,.2f}
Less: Personal reliefs
  Earned income relief                S$1,000.00
  CPF relief                          S${r.uniform(15_000, 20_400):,.2f}
  Course fees relief                  S${r.choice(['0.00', '1,395.00', '2,410.00'])}
  {'Parent relief (2 parents, not staying with you)  S$9,000.00' if year >= 2023 else 'NSman (self) relief  S$1,500.00'}
  SRS relief                          S$15,300.00
Chargeable income                     S${inc * 0.72:,.2f}
Tax payable                           S${inc * 0.72 * 0.075:,.2f}
Please pay by GIRO. Your GIRO plan will deduct 12 monthly instalments from your DBS account."""
    return f


def t_ir8a(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""FORM IR8A - Return of Employee's Remuneration for the year ended 31 Dec {year}
(Year of Assessment {year + 1})
Employer: {BANK}   Tax Ref: 1987xxxxxE
Employee: {ME}   Designation: {'Assistant Vice President' if year >= 2025 else 'Senior Analyst'}, Credit Risk Management
Gross salary, fees, leave pay              S${r.uniform(84_000, 102_000):,.2f}
Bonus (paid in March)                      S${r.uniform(12_000, 24_000):,.2f}
Director's fees                            0.00
Employee's compulsory CPF contribution     S${r.uniform(16_000, 17_000):,.2f}
This information has been transmitted to IRAS under the Auto-Inclusion Scheme."""
    return f


def t_dbs(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(18_000, 46_000)
    rows = [f"{(dt - timedelta(days=27)):%d %b}  SALARY  {BANK.upper()}  GIRO SAL            +{r.uniform(6900, 7400):,.2f}",
            f"{(dt - timedelta(days=26)):%d %b}  PAYNOW TRANSFER  RENT CLEMENTI LANDLORD TAN K H   -2,950.00",
            f"{(dt - timedelta(days=24)):%d %b}  GIRO  IRAS INCOME TAX INSTALMENT              -{r.uniform(480, 620):,.2f}",
            f"{(dt - timedelta(days=20)):%d %b}  GIRO  SP SERVICES LTD                          -{r.uniform(90, 160):,.2f}",
            f"{(dt - timedelta(days=15)):%d %b}  BILL PAYMENT  CITIBANK CARD                    -{r.uniform(900, 2600):,.2f}",
            f"{(dt - timedelta(days=9)):%d %b}  FAST PAYMENT  TO MUM TAN SIEW LAN              -500.00",
            f"{(dt - timedelta(days=4)):%d %b}  INTEREST EARNED                               +{r.uniform(40, 95):,.2f}"]
    return f"""DBS Bank Ltd  Co. Reg. No. 196800306E
Consolidated Statement   Statement date: {_dmy(dt)}
{ME.upper()}
{ADDR}
DBS Multiplier Account  Account No. 120-xxxx47-1
Date    Description                                              Amount (SGD)
""" + "\n".join(rows) + f"""
Balance carried forward                                  {bal:,.2f}
Multiplier bonus interest tier: income + card spend + insurance
Please examine this statement and notify us of any discrepancy within 14 days."""


def t_card(issuer: str):
    def f(r: random.Random, dt: datetime) -> str:
        shops = ["NTUC FAIRPRICE CLEMENTI", "GRAB* RIDE", "SHOPEE SINGAPORE", "MOTHERCARE VIVOCITY", "KOUFU",
                 "GUARDIAN HEALTH & BEAUTY", "SHELL CLEMENTI", "DECATHLON SINGAPORE", "KINOKUNIYA", "COLD STORAGE",
                 "WATSONS", "TRIFACTOR PTE LTD", "SINGTEL BILL", "FOODPANDA", "MUSTAFA CENTRE"]
        rows = "\n".join(f"{(dt - timedelta(days=r.randint(2, 29))):%d %b}  {s:<30} {r.uniform(6, 260):>9,.2f}"
                         for s in r.sample(shops, 7))
        return f"""{issuer} Credit Card Statement
Statement date: {_dmy(dt)}    Payment due date: {_dmy(dt + timedelta(days=25))}
{ME.upper()}    Card ending 4{r.randint(100, 999)}
Previous balance  {r.uniform(800, 2800):,.2f}    Payment received - thank you
{rows}
Total amount due  S${r.uniform(900, 3100):,.2f}    Minimum payment  S$50.00
Miles / rewards earned this statement: {r.randint(900, 4200)}"""
    return f


def t_ibkr(r: random.Random, dt: datetime) -> str:
    return f"""Interactive Brokers Singapore Pte. Ltd.
Activity Statement  {(dt - timedelta(days=30)):%B %d, %Y} - {dt:%B %d, %Y}
Account U1xxxx582  {ME}   Base currency SGD
Open positions
  VWRA  Vanguard FTSE All-World UCITS ETF (Acc)   {r.randint(180, 260)} sh   {r.uniform(34_000, 48_000):,.2f}
  ES3   SPDR Straits Times Index ETF              {r.randint(3000, 5000)} sh  {r.uniform(11_000, 18_000):,.2f}
  A35   ABF Singapore Bond Index Fund             {r.randint(6000, 9000)} sh  {r.uniform(6_000, 9_000):,.2f}
Deposits: monthly DCA S$1,500.00    Dividends: {r.uniform(20, 220):,.2f}
Net asset value  S${r.uniform(58_000, 78_000):,.2f}"""


def t_srs(r: random.Random, dt: datetime) -> str:
    return f"""OCBC Bank  Supplementary Retirement Scheme (SRS) Account Statement
Statement period ending {_dmy(dt)}
{ME}
Contribution for {dt.year - 1}: S$15,300.00 (tax relief claimed YA{dt.year})
Investments held under SRS: Endowus Core Portfolio 80/20, units {r.uniform(3000, 4200):,.2f}
Cash balance S${r.uniform(200, 1800):,.2f}
Withdrawals before the statutory retirement age are subject to a 5% penalty."""


def t_endowus(r: random.Random, dt: datetime) -> str:
    return f"""Endowus Quarterly Report - Q{(dt.month - 1) // 3 or 4} {dt.year if dt.month > 3 else dt.year - 1}
Prepared for {ME}
Goal: Ethan's education fund (cash)   Value S${r.uniform(4_000, 9_000):,.2f}
Goal: Retirement (SRS)                Value S${r.uniform(38_000, 52_000):,.2f}
Goal: CPF OA - Flagship 60/40          Not invested (OA set aside for HDB resale)
Time-weighted return since inception: {r.uniform(4, 11):.1f}%   Access fee 0.40% p.a."""


def t_budget(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        lines = ["Category;Monthly budget;Jan;Feb;Mar;Apr;Note"]
        for cat, lo, hi, note in (("Rent Clementi", 2950, 2950, "lease to May 2027"),
                                  ("Groceries", 600, 900, "FairPrice + Sheng Siong"),
                                  ("Ethan - diapers & formula", 350, 480, "" if year >= 2026 else "n/a"),
                                  ("Utilities SP", 90, 160, ""), ("Car (petrol, parking, ERP)", 380, 520, ""),
                                  ("Insurance premiums", 410, 410, "AIA term + IncomeShield riders"),
                                  ("Allowance to parents", 1000, 1000, "500 each"),
                                  ("Triathlon", 100, 400, "race fees, nutrition"),
                                  ("Investments DCA", 1500, 1500, "IBKR VWRA"), ("Eating out", 300, 600, "")):
            vals = ";".join(f"{r.uniform(lo, hi):.0f}" for _ in range(4))
            lines.append(f"{cat};{(lo + hi) / 2:.0f};{vals};{note}")
        lines.append(f"Savings target;{2000 if year >= 2026 else 3000};;;;;Household budget {year}")
        return "\n".join(lines)
    return f


def t_spend_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Description,Category,Amount"]
    for _ in range(14):
        d = dt - timedelta(days=r.randint(0, 30))
        desc, cat = r.choice([("NTUC FairPrice", "Groceries"), ("Grab", "Transport"), ("Shell", "Car"),
                              ("Mothercare", "Baby"), ("KFC", "Food"), ("Guardian", "Baby"),
                              ("SP Group", "Utilities"), ("Koufu", "Food"), ("Decathlon", "Triathlon")])
        rows.append(f"{d:%Y-%m-%d},{desc},{cat},-{r.uniform(4, 180):.2f}")
    return "\n".join(rows)


# ------------------------------------------------------------------------------------------ insurance
def t_policy(insurer: str, plan: str, insured: str, kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""{insurer}
POLICY SCHEDULE
Policy number: {r.randint(10**8, 10**9 - 1)}     Date of issue: {_dmy(dt)}
Plan: {plan}
Policy owner: {ME}     Life assured: {insured}
Type of cover: {kind}
Sum assured / benefit limit: {r.choice(['S$500,000', 'S$1,000,000', 'S$2,000,000 per policy year', 'S$250,000'])}
Premium: S${r.uniform(35, 260):,.2f} monthly by GIRO ({'payable partly from MediSave' if 'Shield' in plan else 'cash'})
Free-look period: 14 days from receipt of this policy document.
Please read the policy contract together with this schedule and keep it in a safe place."""
    return f


def t_travel_ins(r: random.Random, dt: datetime) -> str:
    return f"""FWD Singapore  Annual Multi-Trip Travel Insurance - Family Plan
Certificate of Insurance   Period of cover: {_dmy(dt)} to {_dmy(dt + timedelta(days=364))}
Insured persons: {ME}; Priya Raman; Ethan Lim Jun Hao (child)
Area: Worldwide excluding USA   Plan: Premium
Medical expenses overseas up to S$1,000,000; trip cancellation S$15,000
Premium paid: S${r.uniform(380, 460):,.2f}"""


# ----------------------------------------------------------------------------------------------- work
def t_payslip(r: random.Random, dt: datetime) -> str:
    basic = 7950.0 if dt.year >= 2026 else 7400.0
    return f"""{BANK.upper()}  -  PAYSLIP
Pay period: {dt:%B %Y}    Pay date: 25/{dt:%m/%Y}
Employee: {ME}   Staff ID: SMB0{r.randint(40000, 49999)}
Department: Credit Risk Management - Wholesale Credit Analytics
Basic salary                  {basic:,.2f}
Transport allowance             200.00
{'Annual variable bonus         ' + format(r.uniform(14000, 22000), ',.2f') if dt.month == 3 else 'Overtime                        0.00'}
Employee CPF (20%)           -{min(basic, 7400) * 0.2:,.2f}
SHG - CDAC                       -3.00
Net pay credited to DBS 120-xxxx47-1
Leave balance: {r.randint(8, 19)} days    Childcare leave: {'6' if dt.year >= 2026 else '0'} days"""


def t_appraisal(year: int, mid: bool):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""{BANK} - Performance Review {'Mid-Year' if mid else 'Year-End'} {year}
Employee: {ME}    Manager: Grace Ong, Head of Wholesale Credit Analytics
Objectives and self-assessment
1. Annual review of PD and LGD models for the SME and corporate portfolios - delivered on time.
2. Support the MAS thematic review on climate risk in credit portfolios - drafted stress scenarios.
3. {'Lead the 2026 IFRS 9 ECL model revalidation' if year >= 2025 else 'Automate the watchlist reporting in Python'}.
Competencies: analytical rigour (exceeds), stakeholder management (meets), coaching juniors (meets).
Manager's comments: Daniel is dependable and precise; next step is presenting directly to the Credit Committee.
Overall rating: {r.choice(['Strong performer', 'Fully meets expectations', 'Exceeds expectations'])}
Development plan: CFA Level II in {year + 1 if year < 2026 else 2026}; SAS Viya to Python migration training."""
    return f


def t_claim(r: random.Random, dt: datetime) -> str:
    return f"""STAFF EXPENSE CLAIM FORM  -  {BANK}
Claimant: {ME}   Cost centre: CRM-WCA-2210   Month: {dt:%B %Y}
Date        Item                                    Amount
{(dt - timedelta(days=12)):%d/%m}  Grab to client site, Jurong Island (annual credit visit)   {r.uniform(18, 42):.2f}
{(dt - timedelta(days=8)):%d/%m}  Working dinner - model validation late night             {r.uniform(25, 60):.2f}
{(dt - timedelta(days=3)):%d/%m}  Professional membership - CFA Institute (pro-rated)     {r.uniform(100, 160):.2f}
Total claimable  S${r.uniform(150, 260):.2f}   Receipts attached. Approved by: Grace Ong"""


def t_training(course: str, provider: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""CERTIFICATE OF COMPLETION
This is to certify that
{ME}
of {BANK}
has completed
{course}
conducted by {provider} on {_d(dt)} ({r.choice([7, 14, 16, 21])} CPD hours)
Eligible for SkillsFuture / IBF-STS funding. Certificate no. {r.randint(10000, 99999)}"""
    return f


def t_offer(r: random.Random, dt: datetime) -> str:
    return f"""{BANK}
Human Resources, 8 Marina View, Singapore 018960
{_d(dt)}
Private & Confidential
Dear Daniel,
LETTER OF OFFER - SENIOR ANALYST, CREDIT RISK MANAGEMENT
We are pleased to offer you the position of Senior Analyst in Wholesale Credit Analytics, reporting to
Grace Ong, commencing on 4 April 2022. Your monthly basic salary will be S$6,400 with a 13th-month
annual wage supplement and a variable bonus. Probation: 3 months. Notice period: 2 months after confirmation.
Annual leave: 18 days. Please sign and return the duplicate copy of this letter within 7 days.
Yours sincerely, Michelle Koh, HR Business Partner"""


def t_promo(r: random.Random, dt: datetime) -> str:
    return f"""{BANK}
{_d(dt)}
Dear Daniel,
PROMOTION TO ASSISTANT VICE PRESIDENT
Congratulations. With effect from 1 April 2025 you are promoted to Assistant Vice President, Credit Risk
Management. Your monthly basic salary is revised to S$7,400. All other terms of employment remain unchanged.
Michelle Koh, HR Business Partner"""


def t_ecl(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "plan":
            return f"""IFRS 9 ECL Model Revalidation 2026 - Project Plan (v{r.randint(2, 4)})
Owner: Daniel Lim (lead), with Hui Min Tan and Arjun Menon. Sponsor: Grace Ong.
Scope: Stage 1/2 PD term structures (corporate, SME), LGD workout model, macro overlay (GDP, STI, SORA).
Milestones
- Data extraction and reconciliation to GL: done end April
- Backtesting and benchmarking: May - June
- Findings report to Model Risk Management: 31 July 2026
- Model Risk Committee approval: September 2026
Open issues: SME default definition changed in 2024; 90 DPD backstop vs. qualitative triggers."""
        if kind == "minutes":
            return f"""Meeting notes - ECL revalidation weekly, {_d(dt)}
Attendees: Daniel, Hui Min, Arjun, Wei Ling (MRM)
- PD backtest: corporate grade 6-7 under-predicts defaults in 2024 cohort; binomial test fails at 95%.
- Arjun to rerun with the new macro scenarios from Economics (downside weight 30%).
- Wei Ling wants the overlay documented separately from the model.
Next meeting {_d(dt + timedelta(days=7))}."""
        return """Finding;Model;Severity;Owner;Status
F1 PD calibration drift grade 6-7;Corporate PD;High;Daniel;Open
F2 LGD cure rate stale (2019 data);LGD workout;Medium;Arjun;Open
F3 Macro model uses old STI series;Forward-looking overlay;Low;Hui Min;Closed
F4 Stage 2 SICR threshold not documented;Staging;Medium;Daniel;Open"""
    return f


def t_ref_work(title: str, para: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\n{para}\nPublished reference copy, downloaded {_d(dt)} for reading."
    return f


def t_harcourt(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "resign":
            return f"""{_d(dt)}
To: Partner-in-charge, Audit & Assurance, Harcourt Lim LLP
Dear Mr Harcourt,
I write to tender my resignation as Audit Senior, with my last working day on 31 March 2022 after
serving two months' notice. I have handed over the FY2021 statutory audits of my clients to Jolene Sim.
Thank you for six years of training since I joined as an associate in 2016.
Yours sincerely, Daniel Lim Wei Jie"""
        if kind == "payslip":
            return f"""HARCOURT LIM LLP - Payslip {dt:%B %Y}
Employee: Daniel Lim Wei Jie  (Audit Senior, A&A)
Basic 4,650.00   Overtime meal allowance 120.00   CPF -930.00
Net pay 3,840.00   Chargeable hours this month: {r.randint(150, 210)}"""
        if kind == "release":
            return f"""HARCOURT LIM LLP
Certificate of Employment
This is to certify that Daniel Lim Wei Jie was employed by Harcourt Lim LLP from 4 July 2016 to
31 March 2022, last holding the position of Audit Senior in the Audit & Assurance department.
Issued on {_d(dt)}. HR Department"""
        return """Client;Year end;Engagement;Materiality;Hours budget;Hours actual
Kim Seng Hardware Pte Ltd;31 Dec 2020;Statutory audit;45000;220;264
Pacific Reefer Logistics;31 Mar 2021;Statutory audit;120000;410;398
Lotus Dental Group;31 Dec 2020;Review;30000;90;121"""
    return f


# ----------------------------------------------------------------------------------------------- home
def t_otp(r: random.Random, dt: datetime) -> str:
    return f"""HOUSING & DEVELOPMENT BOARD
OPTION TO PURCHASE (Resale Flat)
Flat: {NEW_ADDR}   4-room Model A, floor area 93 sqm, lease commenced 1999
Seller(s): Mr Goh Boon Hock and Mdm Lee Mei Ling
Buyer(s): Daniel Lim Wei Jie and Priya Raman
Option fee: S$1,000.00 paid on {_dmy(dt)}    Exercise fee: S$4,000.00
Purchase price: S$668,000.00
This Option shall be exercised within 21 calendar days from the date it is granted.
Agents: ERA Realty (seller) / PropNex Realty (buyer)"""


def t_hfe(r: random.Random, dt: datetime) -> str:
    return f"""HDB Flat Eligibility (HFE) Letter
Date of issue: {_dmy(dt)}   Valid until: {_dmy(dt + timedelta(days=270))}
Applicants: Daniel Lim Wei Jie, Priya Raman (married couple, with child)
You are eligible to buy a resale flat with CPF housing grants.
Enhanced CPF Housing Grant (EHG): up to S$30,000   Family Grant (resale): S$50,000
HDB housing loan: maximum loan amount S${r.randint(540, 560)},000 over 25 years at 2.6% p.a.
Monthly household income assessed: S${r.randint(13, 15)},{r.randint(100, 900)}"""


def t_resale_app(r: random.Random, dt: datetime) -> str:
    return f"""HDB Resale Portal - Acknowledgement of Resale Application
Submitted {_dmy(dt)}   Resale case no. R{r.randint(10**6, 10**7 - 1)}
Flat: {NEW_ADDR}
Buyers: Daniel Lim Wei Jie / Priya Raman   Financing: HDB housing loan + CPF OA
Valuation request submitted by seller; valuation S$660,000 (cash-over-valuation S$8,000 payable in cash)
Next step: endorse the resale documents. Approval and completion appointment will follow in about 8 weeks."""


def t_valuation(r: random.Random, dt: datetime) -> str:
    return f"""HDB VALUATION REPORT (summary)
Requested for flat {NEW_ADDR}
Date of inspection: {_dmy(dt - timedelta(days=5))}   Valuation date: {_dmy(dt)}
Market value: S$660,000.00
Comparable transactions: Blk 861 Tampines St 83 #08 4-rm S$655,000; Blk 864 #12 4-rm S$672,000
Remaining lease: 72 years. Condition: original kitchen, toilets partly renovated 2012."""


def t_lawyer(r: random.Random, dt: datetime) -> str:
    return f"""Tan Rajah & Wong LLC - Conveyancing
{_d(dt)}
Dear Mr Lim and Mrs Lim,
PURCHASE OF {NEW_ADDR.upper()}
We confirm our appointment to act for you in the purchase. Our fee is S$1,880 (before GST) plus
disbursements. Buyer's Stamp Duty of S$17,540 is payable within 14 days of exercising the Option;
we have prepared the CPF withdrawal forms for the BSD refund from your OA.
Completion is expected in July 2026 at HDB Hub. Please bring your NRICs and the HDB loan letter of offer.
Yours faithfully, Rachel Wong"""


def t_loan_calc(r: random.Random, dt: datetime) -> str:
    return """Option;Loan amount;Rate;Tenure;Monthly;Note
HDB concessionary;540000;2.60%;25;2450;stable, from HFE letter
DBS fixed 3y;540000;2.45%;25;2410;lock-in 3 years, valuation subsidy
OCBC floating 3M SORA+0.5;540000;2.95%;25;2540;no lock-in
Cash needed upfront;;;;;option 1000 + exercise 4000 + COV 8000 + BSD (CPF refund later)
CPF OA Daniel;;;;;about 96k usable
CPF OA Priya;;;;;about 71k usable"""


def t_viewing(r: random.Random, dt: datetime) -> str:
    return f"""Flat viewings - Tampines / Pasir Ris, {_d(dt)}
1. Blk 862A Tampines St 83 #11-204, asking 680k. Corridor unit but high floor, no west sun, 8 min walk
   to Tampines West MRT, playground downstairs, Our Tampines Hub 12 min. Kitchen old. Sellers flexible on
   extension of stay. *** favourite ***
2. Blk 497F Tampines St 45 #04-311, asking 655k. Low floor, facing carpark, very dark living room.
3. Blk 625 Pasir Ris Dr 3 #07-12, asking 640k. Far from MRT; Priya's shift at Tampines Polyclinic easier from Tampines.
Infant care near 862A: two centres within 5 min walk.
Next: ask agent for COV, check HFE loan amount, get mum to see 862A on Saturday."""


def t_reno_quote(firm: str, total: int):
    def f(r: random.Random, dt: datetime) -> str:
        items = [("Hacking of kitchen wall and floor tiles", 2800), ("Kitchen cabinets top & bottom, quartz top", 7400),
                 ("Vinyl flooring living & bedrooms", 4200), ("Toilets: re-tile, new WC and vanity (x2)", 9800),
                 ("Electrical: rewiring, 14 points", 3100), ("Painting whole flat (Nippon)", 1900),
                 ("Full-height wardrobe master bedroom", 3600), ("Haulage and debris disposal", 900)]
        lines = "\n".join(f"  {d:<52} S${v * r.uniform(0.9, 1.15):,.0f}" for d, v in items)
        return f"""{firm}
QUOTATION  No. Q-{dt:%y%m}-{r.randint(100, 999)}   Date: {_dmy(dt)}
Client: Mr Daniel Lim / Mrs Priya Lim     Site: {NEW_ADDR}
Scope of works (4-room resale)
{lines}
Total (nett, excluding GST): S${total:,}
Payment: 10% deposit, 40% upon carpentry measurement, 45% progress, 5% handover.
Works to start after key collection and HDB renovation permit. Validity: 30 days."""
    return f


def t_reno_budget(r: random.Random, dt: datetime) -> str:
    return """Item;Budget;Quote A (Carpenter Bros);Quote B (Homely Studio);Quote C (Ah Seng contractor);Decision
Hacking & masonry;3000;2900;3400;2500;
Kitchen;8000;7600;9100;6800;want quartz top
Flooring;4500;4300;4800;3900;vinyl
Toilets x2;10000;9500;11800;8900;
Electrical;3000;3200;2900;2600;
Painting;2000;1850;2100;1500;
Wardrobe;4000;3700;4200;3300;
Aircon (3 FCU system 4);4500;;;;buy separately from Gain City
Fridge / washer;2500;;;;
Total;41500;33050;38300;29500;renovation loan? no - pay from savings"""


def t_tenancy(start: datetime, end: datetime, address: str, landlord: str, rent: int):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""TENANCY AGREEMENT
This Agreement is made on {_d(start - timedelta(days=14))} between {landlord} ("the Landlord") and
Daniel Lim Wei Jie and Priya Raman ("the Tenants").
Premises: {address}, a 3-room HDB flat, fully furnished, HDB approval for renting out of whole flat obtained.
Term: {_d(start)} to {_d(end)}.   Monthly rent: S${rent:,} payable on the 1st of each month.
Security deposit: S${rent * 2:,} refundable at the end of the tenancy less any damage.
Minor repairs: the Tenants bear the first S$150 of each repair. Aircon servicing every 3 months by the Tenants.
Diplomatic clause: not applicable. Stamp duty paid by the Tenants via IRAS e-Stamping."""
    return f


def t_rent_receipt(r: random.Random, dt: datetime) -> str:
    return f"""RENT RECEIPT
Received from Daniel Lim Wei Jie the sum of S$2,950.00 by PayNow
being rent for {dt:%B %Y} for {ADDR}.
Landlord: Tan Kok Hua   Date: {_dmy(dt)}"""


def t_sp(r: random.Random, dt: datetime) -> str:
    return f"""SP Group - Utilities Bill   Bill date {_dmy(dt)}
Account 84xxxx2231  {ME}  {ADDR}
Electricity {r.randint(310, 480)} kWh   S${r.uniform(95, 150):.2f}
Water {r.uniform(12, 19):.1f} Cu M    S${r.uniform(38, 60):.2f}
Gas (City Energy) S${r.uniform(12, 25):.2f}    Refuse removal S$9.20
Total payable by GIRO on {_dmy(dt + timedelta(days=14))}: S${r.uniform(150, 230):.2f}
Your household consumed more electricity than the average 3-room HDB household."""


def t_singtel(r: random.Random, dt: datetime) -> str:
    return f"""Singtel  Bill for {dt:%b %Y}   Account 1-2xxxx19
{ME}, {ADDR}
Fibre Broadband 1Gbps (24-month contract to Jul 2026)   S$45.90
Mobile 5G 100GB SIM-only                                    S$25.00
Total S$70.90 (GST included)"""


def t_aircon(r: random.Random, dt: datetime) -> str:
    return f"""Cool Breeze Aircon Services  Invoice {r.randint(3000, 9999)}
Date {_dmy(dt)}   Customer: Mr Lim, {ADDR}
General servicing of 3 fan coil units (Mitsubishi Starmex system 3)   S$75.00
Chemical wash bedroom 2 (baby room)                                    S$80.00
Next servicing due {_dmy(dt + timedelta(days=90))}. Paid by PayNow."""


def t_manual(title: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\nUser Manual\n{body}\nKeep this manual for future reference."
    return f


def t_deposit_refund(r: random.Random, dt: datetime) -> str:
    return f"""{_d(dt)}
Dear Daniel and Priya,
Thank you for taking good care of the flat at Blk 211 Jurong East Street 21 #06-57. After the handover
inspection on 31 May 2025 I have deducted S$180 for the cracked toilet basin and S$60 for the
final SP bill. The balance of the deposit, S$5,160.00, has been transferred to your DBS account today.
All the best with the new place in Clementi.
Regards, Mdm Siti Aminah"""


def t_handover(r: random.Random, dt: datetime) -> str:
    return """Jurong East flat - handover checklist (31 May 2025)
[x] repaint scuff marks living room
[x] aircon chemical wash receipt for landlord
[x] return 2 sets of keys + 1 access card
[x] SP account closure, final reading
[ ] landlord to refund deposit (chase in 2 weeks)
Photos taken of every room for the deposit."""


# ------------------------------------------------------------------------------------------------ car
def t_roadtax(r: random.Random, dt: datetime) -> str:
    return f"""LAND TRANSPORT AUTHORITY - Road Tax Renewal Acknowledgement
Vehicle no.: SMQ 2814 K   Make/Model: TOYOTA COROLLA ALTIS 1.6A   Registered 2019
Owner: {ME.upper()}
Road tax paid: S${r.uniform(740, 760):.2f} for 12 months  Expiry: {_dmy(dt + timedelta(days=365))}
COE expiry date: 14/08/2029   Insurance on record: Income Insurance Ltd, valid"""


def t_motor_ins(r: random.Random, dt: datetime) -> str:
    return f"""Income Insurance Limited  Motor Insurance Renewal Notice
Vehicle SMQ 2814 K  Toyota Corolla Altis   Policyholder {ME}
Cover: Comprehensive, authorised workshop   Period {_dmy(dt)} - {_dmy(dt + timedelta(days=364))}
No Claim Discount 50% (protected)   Named driver: Priya Raman
Premium: S${r.uniform(1150, 1350):,.2f} (GST incl.)"""


def t_service(r: random.Random, dt: datetime) -> str:
    km = 60_000 + (dt.year - 2023) * 13_000 + dt.month * 900
    return f"""Borneo Motors (Singapore) Pte Ltd - Toyota Service Centre, Leng Kee
Tax Invoice SRV{r.randint(10**5, 10**6)}   Date {_dmy(dt)}
Vehicle SMQ 2814 K  Corolla Altis   Mileage {km:,} km
{'70,000 km service: engine oil, oil filter, air filter, brake fluid' if km > 68000 else 'Periodic service: engine oil and filter, tyre rotation'}
Wiper blades replaced; battery test OK
Total S${r.uniform(280, 620):.2f}   Next service at {km + 10000:,} km or in 6 months"""


def t_parking(r: random.Random, dt: datetime) -> str:
    return f"""Urban Redevelopment Authority - Notice of Parking Offence
Vehicle SMQ 2814 K   Date/time {_dmy(dt)} 19:42   Location: Clementi Ave 3 carpark C12
Offence: parking without valid parking session (Parking.sg)   Composition amount S$10.00
Pay within 14 days via AXS or the URA website."""


# --------------------------------------------------------------------------------------------- family
def t_birth_cert(r: random.Random, dt: datetime) -> str:
    return """REPUBLIC OF SINGAPORE - Digital Birth Certificate (extract)
Name of child: LIM JUN HAO ETHAN   Sex: Male   Date of birth: 14 January 2026, 03:12
Place of birth: KK Women's and Children's Hospital
Father: Lim Wei Jie Daniel, Singapore Citizen   Mother: Priya d/o Raman, Singapore Citizen
Registered through LifeSG on 16 January 2026. Birth certificate no. T26xxxx48J"""


def t_babybonus(r: random.Random, dt: datetime) -> str:
    return f"""Baby Bonus Scheme - Statement
Child: Ethan Lim Jun Hao  (born 14/01/2026)   Child Development Account (CDA) with DBS
Cash Gift: S$11,000 in instalments; paid to date S${3000 + 1000 * max(0, dt.month - 2):,}
CDA First Step Grant: S$5,000 credited {_dmy(datetime(2026, 2, 3))}
Your deposits to the CDA are matched dollar-for-dollar up to S$4,000 (2nd child: S$7,000).
CDA funds can be used at approved institutions - infant care, kindergarten, clinics. Statement date {_dmy(dt)}"""


def t_cda(r: random.Random, dt: datetime) -> str:
    return f"""DBS Child Development Account statement  {dt:%B %Y}
Account holder: Ethan Lim Jun Hao   Trustee: Daniel Lim Wei Jie
Deposit by trustee  S$500.00   Government matching  S$500.00
Payment - Raffles Medical paediatric clinic (vaccination top-up)  -S${r.uniform(40, 90):.2f}
Balance S${r.uniform(5600, 7800):,.2f}"""


def t_infantcare(kind: str, centre: str = ""):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "visit":
            return f"""Infant care centre visit - {centre}, {_d(dt)}
Ratio 1:5 infants, separate sleep room, CCTV app for parents. Milk: they accept expressed breast milk, frozen.
Fees S${r.randint(1350, 1650)} before subsidy; with basic + additional subsidy we pay about S${r.randint(480, 720)}.
Waitlist for October 2026: {r.choice(['3 months', 'full until Jan 2027', 'place available if we register by July'])}
Priya liked the teachers; I liked that it's 4 min from 862A. Registration fee S$200, deposit one month."""
        if kind == "compare":
            return """Centre;Distance from 862A;Monthly fee;After subsidy;Waitlist;Opening hours;Remarks
PCF Sparkletots Tampines West Blk 859;4 min walk;1,290;420;Oct 2026 ok;7am-7pm;anchor operator, cheapest
My First Skool Tampines St 81;6 min;1,330;460;3 months;7am-7pm;
The Little Seeds Montessori;10 min drive;2,100;1,230;immediate;7.30am-6.30pm;too expensive
Little Footprints @ Our Tampines Hub;12 min;1,650;780;full until Jan 2027;7am-7pm;"""
        if kind == "subsidy":
            return f"""ECDA - Application for Infant Care Subsidy (via LifeSG)
Child: Ethan Lim Jun Hao   Centre: PCF Sparkletots @ Tampines West Blk 859
Start date requested: 01/10/2026    Mother's employment: Pharmacist, full-time (from 1 Aug 2026)
Gross monthly household income: S${r.randint(13, 15)},{r.randint(100, 900)}
Basic subsidy S$600; additional subsidy (income-tested) S${r.randint(100, 300)}   Submitted {_dmy(dt)}"""
        return _eml(dt, "PCF Sparkletots Tampines West <tw859@pcf.org.sg>", ME_MAIL,
                    "Re: Infant care registration - Ethan Lim",
                    f"""Dear Mr Lim,
Thank you for registering Ethan for our infant care programme starting 1 October 2026.
We have reserved a place for him. Please bring his birth certificate, immunisation record (HealthHub)
and the signed enrolment form for the orientation on 24 September. The one-month deposit of S$1,290
can be paid from his CDA (Baby Bonus NETS card).
Warm regards, Ms Nur Hidayah, Centre Principal""")
    return f


def t_birth_project(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "bag":
            return """Hospital bag checklist (due 20 Jan 2026, KKH)
Mummy: IC, marriage cert, KKH booking letter, nursing bras x3, maternity pads, slippers, charger
Baby: 3 onesies, mittens, swaddle, car seat installed (Joie i-Snug, done 3 Jan), diapers NB
Daddy: snacks, power bank, camera, change of clothes, parking coupons
To do: pre-admission at KKH done 28 Dec; MediSave maternity claim form signed."""
        if kind == "plan":
            return """Birth plan - Priya Raman (EDD 20 January 2026), KK Women's and Children's Hospital
Preferences: epidural if needed; Daniel present throughout; delayed cord clamping; skin-to-skin;
exclusive breastfeeding, no formula unless medically needed; baby rooming-in.
Paediatrician: Dr Chua, Mount Alvernia follow-up at day 3 for jaundice check."""
        return f"""KK WOMEN'S AND CHILDREN'S HOSPITAL - Final Bill (Tax Invoice)
Patient: Priya d/o Raman   Admission 13/01/2026 - Discharge 16/01/2026   Ward B1 (2-bedded)
Normal delivery package   S$4,850.00   Baby ward charges   S$620.00   Drugs   S$212.40
Less MediSave (Maternity Package, Daniel's and Priya's accounts)   -S$4,120.00
Less Integrated Shield claim  -S$0.00 (pre-existing waiting period)
Amount paid by NETS  S${r.uniform(1500, 1700):,.2f}   Bill date {_dmy(dt)}"""
    return f


def t_baby_guide(title: str, para: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\n{para}\nHealth Promotion Board - Parent Hub"
    return f


# --------------------------------------------------------------------------------------------- health
def t_vaccine(r: random.Random, dt: datetime) -> str:
    return f"""HealthHub - Immunisation Record (National Immunisation Registry)
Name: ETHAN LIM JUN HAO   Date of birth: 14/01/2026
BCG              14/01/2026   KKH
Hepatitis B (1)  14/01/2026   KKH
Hepatitis B (2)  18/02/2026   Clementi Polyclinic
6-in-1 (1)       16/03/2026   Clementi Polyclinic   + Pneumococcal PCV (1)
6-in-1 (2)       {_dmy(datetime(2026, 5, 18))}   Clementi Polyclinic   + PCV (2)
Next due: 6-in-1 (3) at 6 months, July 2026. Printed {_dmy(dt)}"""


def t_clinic(who: str, what: str, clinic: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""{clinic}
TAX INVOICE / RECEIPT  No. {r.randint(10**5, 10**6)}   Date {_dmy(dt)}
Patient: {who}
{what}
Consultation S${r.uniform(30, 95):.2f}   Medication S${r.uniform(10, 70):.2f}
Total S${r.uniform(50, 160):.2f}  Paid by {r.choice(['NETS', 'PayNow', 'Visa'])}"""
    return f


def t_screening(r: random.Random, dt: datetime) -> str:
    return f"""Health Screening Report - Executive Package (Straits Meridian staff benefit)
Patient: {ME}, 33 y   Date {_dmy(dt)}
BMI 22.1   BP 118/74   Resting HR 48 (athletic)
Total cholesterol 5.4 mmol/L (borderline)   LDL 3.5 (borderline high)   HbA1c 5.2%
ECG: sinus bradycardia, normal for an endurance athlete   Vitamin D 22 ng/mL (insufficient)
Doctor's advice: reduce saturated fat, vitamin D supplement, repeat lipid panel in 12 months."""


def t_physio(r: random.Random, dt: datetime) -> str:
    return f"""Core Concepts Physiotherapy - Treatment summary {_dmy(dt)}
Patient: {ME}   Complaint: right knee lateral pain on runs > 14 km (ITB syndrome)
Treatment: soft tissue release, dry needling, hip abductor strengthening programme
Advice: reduce run volume by 30% for 2 weeks, keep cycling easy, review in 10 days
Fee S${r.randint(120, 160)}.00 (claimable under Straits Meridian outpatient benefit)"""


def t_medisave(r: random.Random, dt: datetime) -> str:
    return f"""CPF Board - MediSave withdrawal advice
Date {_dmy(dt)}   Account holder: {ME}
Medical institution: Chua Child Clinic @ Mount Alvernia
Patient: Ethan Lim Jun Hao (child)   Treatment: rotavirus vaccine (2nd dose), not under the national schedule
Amount withdrawn from your MediSave Account: S$95.00 (limit S$500 per account per year for vaccinations)"""


# -------------------------------------------------------------------------------------------- parents
LETTER_PARENTS = """伟杰：
你好！最近工作忙不忙？俊豪有没有乖乖喝奶？妈妈很想他。
爸爸的CPF LIFE每个月的钱已经收到了，可是信里面讲的东西我们看不懂，你下次回来帮我们看一看。
还有，妈妈十二号要去勿洛综合诊疗所看眼睛，你可以载我们去吗？
你们买Tampines的房子要小心，钱不够就跟我们讲。
天气热，你练铁人三项不要太辛苦，多喝水。
爸爸、妈妈
"""

LETTER_PARENTS_2 = """Daniel,
This is Mummy. I ask your cousin Jia Hui to type for me.
The town council letter say they will do repainting of our block in {month}, must clear the corridor
plants. Also the HDB letter about the lift upgrading, I don't understand the payment part.
Daddy says he will sign the LPA paper when you bring it. Come for dinner on Sunday, I make 肉骨茶.
妈妈"""


def t_cpflife(r: random.Random, dt: datetime) -> str:
    return f"""CPF Board - CPF LIFE Payout Statement
Member: LIM AH KOW   Plan: CPF LIFE Standard Plan   Payout start age 65
Monthly payout: S${r.uniform(980, 1080):,.2f} credited to POSB Savings on the 15th of every month
Retirement Account balance remaining: S${r.uniform(60_000, 90_000):,.2f}
Nominee: Lim Wei Jie Daniel (son) - nomination made {_dmy(datetime(2023, 6, 3))}
Statement date {_dmy(dt)}"""


def t_lpa(r: random.Random, dt: datetime) -> str:
    return f"""Office of the Public Guardian - Lasting Power of Attorney (Form 1) - draft filled in by Daniel
Donor: Tan Siew Lan (Mdm), born 1961, Blk 112 Bedok North Road #05-233, Singapore 460112
Donee 1: Lim Wei Jie Daniel (son)   Donee 2 (replacement): Lim Wei Ling (daughter)
Powers: personal welfare and property & affairs, general authority
Certificate issuer: Dr Ho at Bedok Polyclinic, appointment {_dmy(dt + timedelta(days=12))}
Note: fee waived for Singapore citizens until 31 March 2026? check OPG website"""


def t_parent_appt(r: random.Random, dt: datetime) -> str:
    return f"""SingHealth Polyclinics - Appointment Letter
Patient: TAN SIEW LAN   Bedok Polyclinic
Appointment: {_dmy(dt + timedelta(days=11))} 9:20 am - Diabetic eye screening (DRP) and chronic disease review
Please bring your medications and the Pioneer/Merdeka Generation card. Fasting from midnight for blood test.
Caregiver contact: Daniel (son) 9xxx 4417"""


def t_parent_scc(r: random.Random, dt: datetime) -> str:
    return f"""Bedok Town Council - Service & Conservation Charges
Lim Ah Kow, Blk 112 Bedok North Road #05-233
S&CC for {dt:%B %Y}: S$62.50 less U-Save rebate S$45.00   Amount by GIRO S$17.50
Notice: Repairs & Redecoration of Blk 112 from {(dt + timedelta(days=60)):%B %Y}; please clear common corridors."""


# ------------------------------------------------------------------------------------------ triathlon
RACE = "IRONMAN 70.3 Bintan"


def t_im_reg(r: random.Random, dt: datetime) -> str:
    return f"""{RACE} 2026 - Registration Confirmation
Athlete: Daniel Lim   Bib: to be assigned   Division: M 30-34   Nationality: SGP
Race date: Sunday, 13 September 2026, Bintan Resorts, Indonesia
1.9 km swim / 90 km bike / 21.1 km run   Cut-off 8h30
Entry fee paid: USD 395.00 + ACTIVE fee  Order {r.randint(10**7, 10**8)}  {_dmy(dt)}
Athlete briefing and bike check-in: Saturday 12 September at Lagoi Bay. Ferry from Tanah Merah Ferry Terminal."""


def t_im_plan(r: random.Random, dt: datetime) -> str:
    lines = ["Week;Start;Phase;Swim (m);Bike (km);Run (km);Key session;Hours"]
    start = datetime(2026, 3, 2)
    for w in range(28):
        phase = "Base" if w < 8 else "Build" if w < 18 else "Peak" if w < 25 else "Taper"
        lines.append(f"{w + 1};{(start + timedelta(weeks=w)):%d %b};{phase};{5000 + w * 150};{120 + w * 6};"
                     f"{25 + w};{r.choice(['2x20min sweet spot', 'long ride 100km', 'brick 60/15', 'open water 2km', 'tempo run 10k'])};"
                     f"{7 + w * 0.25:.1f}")
    return "\n".join(lines)


def t_im_log(r: random.Random, dt: datetime) -> str:
    rows = ["date,sport,duration_min,distance_km,avg_hr,tss,notes"]
    for k in range(35):
        d = dt - timedelta(days=35 - k)
        sport = r.choice(["swim", "bike", "run", "bike", "run", "rest"])
        if sport == "rest":
            rows.append(f"{d:%Y-%m-%d},rest,0,0,,0,Ethan up at 3am")
            continue
        dur = r.randint(35, 190)
        dist = {"swim": dur * 0.045, "bike": dur * 0.48, "run": dur * 0.18}[sport]
        rows.append(f"{d:%Y-%m-%d},{sport},{dur},{dist:.1f},{r.randint(128, 158)},{r.randint(30, 190)},")
    return "\n".join(rows)


def t_im_logistics(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "ferry":
            return f"""Bintan Resort Ferries - E-ticket
Passenger: LIM WEI JIE DANIEL   Booking ref BRF{r.randint(10**5, 10**6)}
Depart Tanah Merah Ferry Terminal  Fri 11 Sep 2026  12:10  ->  Bandar Bentan Telani 13:10 (local)
Return  Mon 14 Sep 2026  16:00
Excess baggage: 1 bicycle in bike box (pre-booked)   Total S${r.uniform(180, 230):.2f}"""
        if kind == "hotel":
            return f"""Booking confirmation - Nirwana Beach Club, Lagoi, Bintan
Guest: Daniel Lim + Priya Raman + 1 infant   Check-in 11 Sep 2026, check-out 14 Sep 2026
Room: Deluxe Seaview, baby cot requested   Near transition area / race start
Total IDR {r.randint(7, 9)},{r.randint(100, 900)},000 - free cancellation until 30 Aug 2026"""
        if kind == "nutrition":
            return """Race nutrition plan - 70.3
Breakfast 4:30: 2 slices kaya toast, banana, coffee (~500 kcal)
Swim: nothing. T1: 1 gel.
Bike (90 km, ~3h): 80 g carbs/h = 1 bottle Tailwind + 1 gel every 40 min; salt tabs every hour (hot + humid!)
Run: gel every 30 min, water + ice at every aid station, coke from km 15
Practise this in the July 100 km long ride and the August brick."""
        if kind == "gear":
            return """Packing list - IRONMAN 70.3 Bintan
[ ] bike (Canyon Speedmax CF 7) in bike box, pedals, multitool, CO2 x2, spare tube
[ ] tri suit, goggles x2 (clear + tinted), non-wetsuit swim (water 29C)
[ ] helmet, bike shoes, running shoes (Hoka Rocket X), race belt, sunglasses, visor
[ ] nutrition: 8 gels, Tailwind sachets, salt tabs
[ ] passport (mine + Ethan's!), ferry tickets, IRONMAN confirmation, travel insurance card"""
        return f"""Bike fit report - Cyclefit Studio, {_d(dt)}
Rider: Daniel Lim   Bike: Canyon Speedmax CF 7 (size M)
Saddle height 742 mm (+6), saddle setback -18 mm, pad reach shortened 10 mm, extensions +15 mm up
Hip angle opened to 104 deg; numbness in right foot addressed with cleat wedge
Goal: hold aero position for 90 km at 190-200 W (FTP 252 W)"""
    return f


def t_tri_result(race: str, when: datetime, dist: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""{race} - Official Results
Athlete: DANIEL LIM   Category: M 30-34   Distance: {dist}
Swim {r.randint(14, 31)}:{r.randint(10, 59)}   T1 {r.randint(1, 3)}:{r.randint(10, 59)}   Bike {r.randint(36, 75)}:{r.randint(10, 59)}
T2 1:{r.randint(10, 59)}   Run {r.randint(22, 48)}:{r.randint(10, 59)}
Overall rank {r.randint(40, 180)} / {r.randint(400, 900)}   Category rank {r.randint(8, 30)}
Race date {_d(when)}  - results certified by the race timing partner"""
    return f


def t_club(r: random.Random, dt: datetime) -> str:
    return f"""Tri-Lions Triathlon Club - Membership Renewal {dt.year}
Member: Daniel Lim   Membership no. TLC-{r.randint(100, 999)}
Annual fee S$180.00 (includes Saturday coached open-water swims at Tanah Merah, Tuesday track at Bishan)
Triathlon Singapore annual licence: S$40.00   Paid {_dmy(dt)}
Club kit order: 1 tri suit (M), 1 cycling jersey"""


def t_bike_service(r: random.Random, dt: datetime) -> str:
    return f"""Treknology Bikes 3 - Service invoice {r.randint(1000, 9999)}  {_dmy(dt)}
Customer: Daniel Lim   Bike: Canyon Speedmax CF 7 (2023)
Full service: drivetrain clean, new chain (Shimano 105 12s), bar tape, brake bleed, Di2 firmware update
Parts S${r.uniform(90, 160):.2f}  Labour S$120.00   Next check in 3 months"""


def t_article(title: str, para: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\n{para}\n(saved from the web, {_d(dt)})"
    return f


# --------------------------------------------------------------------------------------------- running
def t_hm(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "reg":
            return f"""Standard Chartered Singapore Marathon 2025 - Registration Confirmation
Runner: Daniel Lim   Category: Half Marathon (21.1 km)   Race day: Sunday 7 December 2025, flag-off 5:00 am
Race pack collection: 4-6 December, Suntec Convention Centre   Fee S$98.00   Order SCSM-{r.randint(10**5, 10**6)}"""
        if kind == "plan":
            return """Week;Mon;Tue;Wed;Thu;Fri;Sat;Sun
1 (6 Oct);rest;6k easy;swim;8x400 track;rest;bike 60k;14k long
4 (27 Oct);rest;8k easy;swim;tempo 8k;rest;bike 70k;17k long
8 (24 Nov);rest;6k easy;swim;5x1k @ HM pace;rest;easy 30min;10k
Race week (1 Dec);rest;5k easy;rest;3k shakeout;rest;rest;HALF MARATHON - goal sub 1:40"""
        return f"""Standard Chartered Singapore Marathon 2025 - e-Certificate
This certifies that DANIEL LIM completed the Half Marathon (21.1 km) on 7 December 2025
Net time 1:38:{r.randint(10, 59)}   Gun time 1:41:{r.randint(10, 59)}   Category position {r.randint(90, 250)}"""
    return f


# --------------------------------------------------------------------------------------------- wedding
def t_wedding(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "banquet":
            return f"""Wedding Banquet Agreement - Grand Copthorne Waterfront Hotel
Couple: Daniel Lim Wei Jie & Priya Raman   Date: Saturday, 14 September 2024, dinner
Venue: Grand Ballroom, 28 tables of 10   Menu: 8-course Chinese menu with 4 vegetarian tables (Indian guests)
Price S$1,888++ per table; free flow beer and soft drinks; 1 bottle wine per table
Deposit S$10,000 paid on {_dmy(dt)}; balance payable 7 days after the event."""
        if kind == "guests":
            return """Side;Name;Table;Pax;Ang bao received;Note
Lim;Uncle Ah Seng family;3;4;400;
Lim;Harcourt Lim ex-colleagues;12;10;;each paid separately
Raman;Priya's grandmother (Chennai);1;1;;flying in
Raman;Pharmacy school friends;18;9;;
Lim;Straits Meridian team;14;8;;Grace Ong + team
Lim;Tri-Lions club;20;6;;"""
        if kind == "rom":
            return f"""Registry of Marriages - Confirmation of Solemnisation
Parties: Daniel Lim Wei Jie and Priya Raman
Date and time: 23 March 2024, 11:00 am   Venue: ROM Solemnisation Room, Fort Canning
Solemniser: Mr Kenneth Yeo   Witnesses: Lim Wei Ling; Arvind Raman
Please bring original NRICs of both parties and witnesses. Receipt S$42.00 ({_dmy(dt)})"""
        if kind == "photog":
            return f"""Twelve Frames Photography - Invoice
Client: Daniel & Priya   Package: Actual Day (ROM 23 Mar 2024 + banquet 14 Sep 2024) + prewedding shoot
Total S$4,800.00; deposit S$1,500 paid; balance S$3,300.00 paid {_dmy(dt)}
Deliverables: 600 edited photos via online gallery, 1 layflat album (delivered)"""
        return """Wedding to-do (updated Aug 2024)
[x] Guo Da Li - 8 Sept, pastry boxes from Tong Heng
[x] Indian reception dinner at Priya's parents' - 31 Aug
[x] tea ceremony order, red dates tea
[x] hotel room for wedding night
[ ] thank-you cards (after the honeymoon!)"""
    return f


# ---------------------------------------------------------------------------------------------- travel
def t_trip(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "japan_itin":
            return """Japan honeymoon itinerary, 12-24 Oct 2024
12 Oct SQ638 SIN-NRT 23:55; Tokyo 4 nights (Shinjuku, Asakusa, teamLab)
16 Oct Shinkansen to Kyoto (JR Pass 7 days); Arashiyama, Fushimi Inari, kaiseki dinner
19 Oct Osaka 3 nights, Universal Studios, Dotonbori
22 Oct Hakone ryokan with private onsen
24 Oct SQ637 NRT-SIN"""
        if kind == "japan_hotel":
            return f"""Booking.com - Booking confirmation
Hotel Gracery Shinjuku, Tokyo   Check-in Sat 12 Oct 2024 - Check-out Wed 16 Oct 2024
Guest: Daniel Lim, 2 adults   Superior Double, non-smoking   JPY {r.randint(120, 160)},000 paid"""
        if kind == "bali":
            return f"""Bali babymoon - 8-12 August 2025
Flights: SQ946 SIN-DPS 8 Aug 09:20, SQ949 return 12 Aug
Hotel: Alila Seminyak, 4 nights, confirmation {r.randint(10**6, 10**7)}
Priya 17 weeks - check airline fit-to-fly (not needed before 28 weeks), no scuba, travel insurance covers pregnancy
Spa, Ubud day trip with driver Made (WhatsApp +62 812 xxxx)"""
        if kind == "chennai_flight":
            return f"""Singapore Airlines e-ticket receipt
Booking reference {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}
Passengers: LIM/WEIJIE DANIEL MR; RAMAN/PRIYA MRS; LIM/ETHAN JUNHAO (infant)
SQ528 Singapore - Chennai  Sat 11 Jul 2026  08:20 - 10:05
SQ529 Chennai - Singapore  Sun 26 Jul 2026  11:40 - 18:25
Infant: bassinet requested, 10 kg allowance. Total fare S${r.uniform(1900, 2300):,.2f}"""
        if kind == "passport":
            return f"""ICA - Passport Application Acknowledgement
Applicant: LIM JUN HAO ETHAN (minor, 4 months)   Application no. P{r.randint(10**7, 10**8)}
Submitted by: Lim Wei Jie Daniel (father)   Submitted on {_dmy(dt)}
Photo accepted. Collection: ICA Building Level 3, by appointment, or via Passport Delivery.
Fee S$70.00 paid. Please apply early for overseas travel in July."""
        if kind == "visa":
            return f"""Government of India - e-Visa (e-Tourist Visa) Grant
Applicant: Daniel Lim Wei Jie, passport K xxxx 812 (Singapore)   Valid from {_dmy(dt)} for 1 year, double entry
Port of arrival: Chennai (MAA). Purpose: visiting family (spouse's grandmother).
Ethan's OCI/visa: separate application, pending."""
        return """Chennai trip July 2026 - to do / packing
- Paati (Priya's grandmother) in Mylapore - gifts: Bengawan Solo kueh lapis, photo frame of Ethan
- Ethan: passport (collect 12 Jun), e-visa, stroller, carrier, formula top-up, mosquito net, Calpol
- Ask polyclinic if Ethan needs any travel vaccines (6-in-1 dose 3 before we go?)
- Daniel: 2 weeks leave approved 10-24 Jul; bring CFA books (exam in August!)
- SIM card Airtel, cash INR 20,000"""
    return f


# ------------------------------------------------------------------------------------------------- CFA
def t_cfa(kind: str, topic: str = ""):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "reg2":
            return f"""CFA Institute - Exam Registration Confirmation
Candidate: Daniel Lim Wei Jie   CFA Program Level II   Exam window: August 2026
Registration fee USD 1,290.00 (standard deadline)   Paid {_dmy(dt)}
Schedule your appointment at a Prometric test centre: Singapore - Bugis Junction Towers
Learning Ecosystem access includes the curriculum, practice packs and 2 mock exams."""
        if kind == "notes":
            return f"# CFA L2 - {topic}\n\n" + {
                "FSA": "- Intercorporate investments: equity method vs acquisition method, goodwill (full vs partial)\n"
                       "- Pensions: DBO roll-forward, periodic pension cost under IFRS vs US GAAP\n"
                       "- Multinational ops: current rate vs temporal method, which ratios change\n",
                "Equity": "- FCFF = CFO + Int(1-t) - FCInv; FCFE = FCFF - Int(1-t) + net borrowing\n"
                          "- Residual income: RI = E - r*B; continuing residual income persistence factor w\n"
                          "- Justified P/E = (1-b)(1+g)/(r-g)\n",
                "Fixed Income": "- Binomial tree: backward induction, callable = straight - call option\n"
                                "- Credit analysis: POD, LGD, expected exposure, CVA = sum of discounted EL\n"
                                "- Term structure: swap spread, Z-spread, I-spread\n",
                "Quant": "- Multiple regression: F-test, adjusted R2, heteroskedasticity (BP test), serial correlation (DW)\n"
                         "- Time series: AR(1) mean reversion b0/(1-b1), unit root, cointegration\n",
                "Derivatives": "- Forward on dividend-paying stock F = (S - PV(D))(1+r)^T\n"
                               "- Swap value = sum of discounted (fixed - floating); BSM N(d1), N(d2)\n",
                "Ethics": "- Standard III(A) loyalty, prudence and care; VI(B) priority of transactions\n"
                          "- Case pattern: the analyst front-running the block trade\n",
            }[topic] + "\nReview again with the Schweser QBank, target 70%+.\n"
        if kind == "plan2":
            lines = ["Week;Dates;Topic;Readings;QBank %;Status"]
            topics = ["Quant", "Economics", "FSA", "FSA", "Corporate Issuers", "Equity", "Equity", "Fixed Income",
                      "Fixed Income", "Derivatives", "Alternatives", "Portfolio Mgmt", "Ethics", "Review", "Mock 1",
                      "Review", "Mock 2", "Final review"]
            for w, t in enumerate(topics):
                d = datetime(2026, 3, 2) + timedelta(weeks=w)
                done = d < datetime(2026, 5, 25)
                lines.append(f"{w + 1};{d:%d %b};{t};LM {w * 2 + 1}-{w * 2 + 2};"
                             f"{r.randint(58, 81) if done else ''};{'done' if done else ''}")
            return "\n".join(lines)
        if kind == "mock":
            return "section,topic,questions,correct,pct\n" + "\n".join(
                f"{s},{t},{q},{c},{c / q:.0%}" for s, t, q in (
                    ("AM", "Ethics", 8), ("AM", "Quant", 8), ("AM", "FSA", 12), ("AM", "Equity", 12),
                    ("PM", "Fixed Income", 12), ("PM", "Derivatives", 8), ("PM", "Alternatives", 8),
                    ("PM", "Portfolio Management", 12))
                for c in [r.randint(int(q * 0.5), q)])
        if kind == "schweser":
            return f"""Kaplan Schweser - Order Confirmation #{r.randint(10**6, 10**7)}
2026 CFA Level II Premium Package: SchweserNotes (eBook), QBank, Mock Exams, Live Online Weekly Class
Customer: Daniel Lim, Singapore   Total USD 699.00   Ordered {_dmy(dt)}"""
        if kind == "result1":
            return f"""CFA Institute
{_d(dt)}
Dear Daniel Lim Wei Jie,
Congratulations! We are pleased to inform you that you have passed the February 2025 CFA Program
Level I exam. Your result places you above the minimum passing score.
Your Level I score report is available in your account. You may now register for the Level II exam.
Margaret Franklin, President and CEO"""
        if kind == "reg1":
            return f"""CFA Institute - Exam Registration Confirmation
Candidate: Daniel Lim Wei Jie   CFA Program Level I   Exam window: February 2025
Enrollment fee USD 350.00 + registration fee USD 990.00   Paid {_dmy(dt)}"""
        return f"# CFA Level I - {topic}\n\n" + {
            "Quant": "- TVM, NPV/IRR, hypothesis testing basics, t-test vs z-test\n",
            "FRA": "- inventory FIFO/LIFO, leases, deferred taxes DTA/DTL\n",
            "Formula": "- Macaulay duration, modified duration, convexity; Sharpe; CAPM\n",
        }[topic]
    return f


# ----------------------------------------------------------------------------------------------- misc
RECIPES = {
    "妈妈的肉骨茶 (bak kut teh).txt": "妈妈的肉骨茶\n排骨 600g，蒜头两粒整个，白胡椒粒2汤匙（拍碎），水 2 litres\n"
                                     "1. 排骨先汆烫，洗干净\n2. 全部放进锅，大火煮滚转小火 1.5 小时\n3. 加生抽、盐，最后加老抽一点点\n"
                                     "Mummy says: must use Song Fa style pepper, not too much dark soy.\n",
    "咖喱鸡 curry chicken.txt": "咖喱鸡 (Mummy's version)\n1 whole chicken cut, 4 potatoes, 200ml santan, 3 tbsp curry powder (Baba's)\n"
                              "炒香咖喱粉和洋葱，加鸡肉，再加水和马铃薯，煮40分钟，最后加椰浆。\n",
    "Priya's sambar.md": "# Sambar (Amma's)\n- 1 cup toor dal, tamarind lime-size, sambar powder 2 tbsp\n- drumstick, brinjal, shallots\n"
                         "- temper mustard seeds, curry leaves, hing. Serve with rice or idli.\n",
    "overnight oats for training.md": "# Overnight oats (pre-long-ride)\n- 80g oats, 200ml milk, 1 banana, honey, chia\n- ~550 kcal, 90 g carbs\n",
    "蒸鱼 steamed fish.txt": "清蒸鱼\n鲈鱼一条，姜丝，葱，生抽 2汤匙，麻油\n大火蒸 8-10 分钟，淋热油。\n",
    "baby puree ideas 6 months.txt": "First foods (from 6 months): pumpkin puree, sweet potato, porridge (粥) with carrot, avocado.\n"
                                     "One new food every 3 days. No honey before 1 year, no salt.\n",
}

SONGS = [("周杰伦 - 晴天.mp3", "晴天", "周杰伦", "叶惠美"), ("林俊杰 - 江南.mp3", "江南", "林俊杰", "第二天堂"),
         ("陈奕迅 - 十年.mp3", "十年", "陈奕迅", "黑白灰"), ("五月天 - 倔强.mp3", "倔强", "五月天", "神的孩子都在跳舞"),
         ("Coldplay - Yellow.mp3", "Yellow", "Coldplay", "Parachutes"),
         ("A.R. Rahman - Kun Faya Kun.mp3", "Kun Faya Kun", "A.R. Rahman", "Rockstar"),
         ("Ed Sheeran - Perfect.mp3", "Perfect", "Ed Sheeran", "Divide"),
         ("孙燕姿 - 遇见.mp3", "遇见", "孙燕姿", "The Moment")]

BOOKS = [("Atomic Habits - James Clear.epub", "Atomic Habits", "James Clear"),
         ("The Psychology of Money.epub", "The Psychology of Money", "Morgan Housel"),
         ("Iron War - Matt Fitzgerald.epub", "Iron War", "Matt Fitzgerald"),
         ("Crying in H Mart.epub", "Crying in H Mart", "Michelle Zauner"),
         ("Thinking, Fast and Slow.epub", "Thinking, Fast and Slow", "Daniel Kahneman")]


# ============================================================================================== build
def build(root: Path, seed: int = 14) -> list[Item]:
    """Write the corpus under ``root`` (which should be empty); return the truth labels."""
    r = random.Random(seed)
    items: list[Item] = []
    root = Path(root)

    def write(rel: str, data: bytes, age: float) -> None:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
        t = NOW_S - int(age * DAY) - r.randint(0, 30_000)
        os.utime(p, (t, t))

    def encode(rel: str, content, age: float) -> bytes:
        dt = (NOW - timedelta(days=age)).replace(tzinfo=None)
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
            return _jpeg(r, dt if content == "exif" else None)
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

    def stamp(age: float, fmt: str = "%Y%m%d_%H%M%S") -> str:
        return (NOW - timedelta(days=age, seconds=r.randint(0, 40_000))).strftime(fmt)

    D, PIC, DL, DT = "OneDrive/Documents", "OneDrive/Pictures", "Downloads", "Desktop"

    # ------------------------------------------------------------------ Finance (Areas Finance)
    f = f"{D}/Finance"
    for y in (2023, 2024, 2025):
        add(f"{f}/CPF/CPF Yearly Statement {y}.pdf", A, "Finance", _at(y + 1, 3, 2), t_cpf_year)
    add(f"{f}/CPF/CPF transactions Q1 2026.pdf", A, "Finance", _at(2026, 4, 3), t_cpf_month)
    add(f"{f}/CPF/CPF transactions Apr-May 2026.pdf", A, "Finance", _at(2026, 5, 28), t_cpf_month)
    add(f"{f}/Tax/NOA YA2020.pdf", A, "Finance", _at(2020, 7, 20), t_noa(2020))
    for y in (2023, 2024, 2025, 2026):
        add(f"{f}/Tax/NOA_YA{y}.pdf", A, "Finance", _at(y, 6 if y < 2026 else 5, 18), t_noa(y))
    add(f"{f}/Tax/IR8A_2024_StraitsMeridian.pdf", A, "Finance", _at(2025, 2, 27), t_ir8a(2024))
    add(f"{f}/Tax/IR8A_2025_StraitsMeridian.pdf", A, "Finance", _at(2026, 2, 26), t_ir8a(2025))
    add(f"{f}/Tax/YA2026 reliefs - parent relief, SRS, course fees.xlsx", A, "Finance", _at(2026, 4, 10),
        "Relief;Amount;Evidence\nEarned income;1000;auto\nCPF relief;20400;auto\nParent relief (Dad + Mum);9000;"
        "they don't stay with us, I give 1000/month\nSRS top-up;15300;OCBC SRS statement\nCourse fees (CFA L2 exam);"
        "1740;CFA Institute receipt\nNSman self;1500;auto\nQualifying child relief (Ethan) - YA2027;4000;next year")
    for m in range(1, 6):
        add(f"{f}/Bank/DBS/2026/DBS_Consolidated_Statement_{m:02d}2026.pdf", A, "Finance", _at(2026, m, 28), t_dbs)
    for m in (11, 12):
        add(f"{f}/Bank/DBS/2025/DBS_Consolidated_Statement_{m:02d}2025.pdf", A, "Finance", _at(2025, m, 28), t_dbs)
    for m in (4, 5):
        add(f"{f}/Credit Cards/Citi PremierMiles {2026}-{m:02d}.pdf", A, "Finance", _at(2026, m, 12),
            t_card("Citibank PremierMiles Visa"))
    for m in (5,):
        add(f"{f}/Credit Cards/UOB One {m:02d}-2026.pdf", A, "Finance", _at(2026, m, 8), t_card("UOB One Card"))
    for m in (3, 4):
        add(f"{f}/Investments/IBKR Activity Statement 2026-{m:02d}.pdf", A, "Finance", _at(2026, m + 1, 2), t_ibkr)
    add(f"{f}/Investments/Endowus Q4 2025 report.pdf", A, "Finance", _at(2026, 1, 9), t_endowus)
    add(f"{f}/Investments/Endowus Q1 2026 report.pdf", A, "Finance", _at(2026, 4, 8), t_endowus)
    add(f"{f}/Investments/OCBC SRS statement Dec 2025.pdf", A, "Finance", _at(2026, 1, 5), t_srs)
    add(f"{f}/Investments/Portfolio tracker.xlsx", A, "Finance", 6,
        "Holding;Platform;Units;Price;Value SGD;Target %\nVWRA;IBKR;232;168.40;39068;55\nES3;IBKR;4100;3.71;15211;20\n"
        "A35;IBKR;7800;0.98;7644;10\nSSB Jan 2026;CDP;5000;1;5000;5\nEndowus SRS 80/20;Endowus;3900;1.21;4719;10\n"
        "Cash (Multiplier);DBS;;;38000;emergency 6 months\nCPF OA;CPF;;;167000;reserved for 862A")
    add(f"{f}/Budget/Household budget 2025.xlsx", A, "Finance", _at(2025, 12, 30), t_budget(2025))
    add(f"{f}/Budget/Household budget 2026.xlsx", A, "Finance", 3, t_budget(2026))
    add(f"{f}/Budget/spending_export_2026-04.csv", A, "Finance", _at(2026, 5, 1), t_spend_csv)
    add(f"{f}/Budget/spending_export_2026-05.csv", A, "Finance", 1, t_spend_csv)

    # ------------------------------------------------------------------ Insurance (Areas Insurance)
    i = f"{D}/Insurance"
    add(f"{i}/AIA Term Life - Daniel - policy schedule.pdf", A, "Insurance", _at(2023, 5, 4),
        t_policy("AIA Singapore Private Limited", "AIA Secure Flexi Term (to age 65)", ME, "Death, TPD, critical illness rider"))
    add(f"{i}/Income Enhanced IncomeShield - Daniel.pdf", A, "Insurance", _at(2022, 5, 2),
        t_policy("Income Insurance Limited", "Enhanced IncomeShield Preferred + Deluxe Care Rider", ME, "Integrated Shield Plan (hospital)"))
    add(f"{i}/Income Enhanced IncomeShield - Priya.pdf", A, "Insurance", _at(2024, 10, 30),
        t_policy("Income Insurance Limited", "Enhanced IncomeShield Preferred", "Priya Raman", "Integrated Shield Plan (hospital)"))
    add(f"{i}/Great Eastern - Ethan GREAT SupremeHealth.pdf", A, "Insurance", _at(2026, 2, 20),
        t_policy("The Great Eastern Life Assurance Company Limited", "GREAT SupremeHealth A Plus", "Ethan Lim Jun Hao (infant)",
                 "Integrated Shield Plan (hospital), enrolled within 3 months of birth"))
    add(f"{i}/FWD annual travel family 2026.pdf", A, "Insurance", _at(2026, 3, 1), t_travel_ins)
    add(f"{i}/Manulife endowment (bought 2015).pdf", A, "Insurance", _at(2015, 9, 1),
        t_policy("Manulife (Singapore) Pte Ltd", "Manulife Ready Income (endowment, 20 years)", ME, "Savings endowment with death benefit"))
    add(f"{i}/Insurance summary.xlsx", A, "Insurance", 20,
        "Policy;Insurer;Insured;Premium;Frequency;Renewal\nTerm life 1M;AIA;Daniel;86;monthly;May\n"
        "IncomeShield Preferred;Income;Daniel;412;yearly (MediSave + cash);May\nIncomeShield Preferred;Income;Priya;398;yearly;Nov\n"
        "GREAT SupremeHealth;Great Eastern;Ethan;215;yearly;Feb\nAnnual travel;FWD;family;429;yearly;Mar\n"
        "Endowment;Manulife;Daniel;200;monthly;Sep - matures 2035")

    # ------------------------------------------------------------------ Work
    w = f"{D}/Work/Straits Meridian"
    for m in range(1, 6):
        add(f"{w}/Payslips/2026/Payslip_2026-{m:02d}.pdf", A, "Work", _at(2026, m, 25), t_payslip)
    for m in (12,):
        add(f"{w}/Payslips/2025/Payslip_2025-{m:02d}.pdf", A, "Work", _at(2025, m, 25), t_payslip)
    add(f"{w}/Appraisal/2024 Year-End review.docx", A, "Work", _at(2025, 1, 15), t_appraisal(2024, False))
    add(f"{w}/Appraisal/2025 Mid-Year review.docx", A, "Work", _at(2025, 7, 10), t_appraisal(2025, True))
    add(f"{w}/Appraisal/2025 Year-End review - final.docx", A, "Work", _at(2026, 1, 28), t_appraisal(2025, False))
    add(f"{w}/Claims/Expense claim Mar 2026.pdf", A, "Work", _at(2026, 3, 31), t_claim)
    add(f"{w}/Claims/Expense claim Apr 2026.pdf", A, "Work", _at(2026, 4, 30), t_claim)
    add(f"{w}/Training/Cert - Credit Risk Modelling in Python.pdf", A, "Work", _at(2025, 8, 22),
        t_training("Credit Risk Modelling in Python (PD, LGD, EAD)", "Institute of Banking & Finance Singapore"))
    add(f"{w}/Training/Cert - SAS Viya Fundamentals.pdf", A, "Work", _at(2023, 3, 9),
        t_training("SAS Viya Fundamentals for Risk Analysts", "SAS Institute Singapore"))
    add(f"{w}/Training/Cert - Climate Risk Stress Testing.pdf", A, "Work", _at(2026, 4, 17),
        t_training("Climate Risk Stress Testing for Banks", "Moody's Analytics Learning"))
    add(f"{w}/HR/Offer letter 2022.pdf", A, "Work", _at(2022, 2, 10), t_offer)
    add(f"{w}/HR/Promotion letter AVP 2025.pdf", A, "Work", _at(2025, 3, 28), t_promo)
    add(f"{w}/HR/Paternity leave application Jan 2026.docx", A, "Work", _at(2026, 1, 5),
        f"Leave application - {ME}\nType: Government-Paid Paternity Leave (4 weeks)\nDates: 15 January 2026 to "
        "11 February 2026 (child born 14 Jan 2026, birth cert to follow)\nCover: Hui Min Tan for the ECL data "
        "extraction; Arjun for the monthly watchlist.\nApproved by Grace Ong.")
    e = f"{D}/Work/ECL Revalidation 2026"
    add(f"{e}/ECL revalidation plan v3.docx", P, "Work", 40, t_ecl("plan"))
    add(f"{e}/Findings tracker.xlsx", P, "Work", 4, t_ecl("findings"))
    add(f"{e}/weekly notes 2026-05-12.md", P, "Work", 20, t_ecl("minutes"))
    add(f"{e}/weekly notes 2026-05-26.md", P, "Work", 6, t_ecl("minutes"))
    add(f"{e}/BCBS - IRB approach primer.pdf", R, "Work", 70,
        t_ref_work("Basel Committee on Banking Supervision - An explanatory note on the Basel IRB risk weight functions",
                   "The IRB formula maps PD, LGD, EAD and maturity to capital via the asymptotic single risk factor "
                   "model; asset correlation falls with PD; the maturity adjustment b(PD) = (0.11852 - 0.05478 ln PD)^2."))
    ref = f"{D}/Work/Reference"
    add(f"{ref}/MAS Notice 637 - credit risk chapter.pdf", R, "Work", 300,
        t_ref_work("MAS Notice 637 - Notice on Risk Based Capital Adequacy Requirements, Part VII Credit Risk",
                   "A reporting bank shall calculate credit RWA under the SA(CR) or the IRBA; requirements for "
                   "rating systems, PD estimation using at least five years of data, and validation."))
    add(f"{ref}/IFRS 9 impairment - practical guide.pdf", R, "Work", 520,
        t_ref_work("IFRS 9 Financial Instruments - Expected credit losses: a practical guide",
                   "Three stages: 12-month ECL for stage 1, lifetime ECL for stages 2 and 3. Significant increase "
                   "in credit risk, 30 days past due rebuttable presumption, forward-looking scenarios."))
    add(f"{ref}/Moody's annual default study 2025.pdf", R, "Work", 90,
        t_ref_work("Annual default study: corporate default and recovery rates, 1920-2025",
                   "The global speculative-grade default rate ended 2025 at 4.1%; average senior unsecured recovery 38%."))
    h = f"{D}/Work/Harcourt Lim (old job)"
    add(f"{h}/Resignation letter.docx", X, "Work", _at(2022, 1, 28), t_harcourt("resign"))
    add(f"{h}/Payslip Dec 2021.pdf", X, "Work", _at(2021, 12, 28), t_harcourt("payslip"))
    add(f"{h}/Certificate of employment.pdf", X, "Work", _at(2022, 4, 6), t_harcourt("release"))
    add(f"{h}/client hours FY2020-21.xlsx", X, "Work", _at(2021, 6, 30), t_harcourt("hours"))

    # ------------------------------------------------------------------ Home
    t = f"{D}/Home/Tampines 862A"
    add(f"{t}/Viewing notes Feb 2026.md", P, "Home", _at(2026, 2, 15), t_viewing)
    add(f"{t}/OTP signed 862A.pdf", P, "Home", _at(2026, 3, 2), t_otp)
    add(f"{t}/HFE letter.pdf", P, "Home", _at(2025, 12, 8), t_hfe)
    add(f"{t}/HDB resale application acknowledgement.pdf", P, "Home", _at(2026, 3, 20), t_resale_app)
    add(f"{t}/Valuation report 862A.pdf", P, "Home", _at(2026, 3, 16), t_valuation)
    add(f"{t}/Lawyer - Tan Rajah Wong engagement.pdf", P, "Home", _at(2026, 3, 12), t_lawyer)
    add(f"{t}/Loan comparison.xlsx", P, "Home", _at(2026, 2, 25), t_loan_calc)
    add(f"{t}/Completion checklist.md", P, "Home", 9,
        "# 862A completion - July 2026\n- [x] BSD paid, CPF refund form submitted\n- [x] HDB loan letter of offer accepted\n"
        "- [ ] endorse resale documents (HDB portal) - both of us\n- [ ] fire insurance (HDB mandatory, Etiqa) before keys\n"
        "- [ ] home protection scheme for the loan\n- [ ] completion appointment at HDB Hub, bring NRICs\n"
        "- [ ] give Clementi landlord notice - diplomatic? no, negotiate early end after reno (Oct)\n")
    rn = f"{t}/Renovation"
    add(f"{rn}/Quote - Carpenter Bros.pdf", P, "Home", 30, t_reno_quote("Carpenter Bros Interior Pte Ltd", 33050))
    add(f"{rn}/Quote - Homely Studio.pdf", P, "Home", 24, t_reno_quote("Homely Studio Design & Build", 38300))
    add(f"{rn}/Quote - Ah Seng contractor.pdf", P, "Home", 16, t_reno_quote("Ah Seng Renovation Contractor", 29500))
    add(f"{rn}/Reno budget.xlsx", P, "Home", 2, t_reno_budget)
    add(f"{rn}/floor plan 862A.png", P, "Home", 60, "")
    add(f"{rn}/Ideas/kitchen moodboard.png", P, "Home", 35, "")
    add(f"{rn}/Ideas/living room japandi.png", P, "Home", 33, "")
    add(f"{rn}/Ideas/nursery ideas for Ethan.png", P, "Home", 31, "")
    c = f"{D}/Home/Clementi rental"
    add(f"{c}/Tenancy Agreement Clementi 2025-2027.pdf", A, "Home", _at(2025, 5, 18),
        t_tenancy(datetime(2025, 6, 1), datetime(2027, 5, 31), ADDR, "Mr Tan Kok Hua", 2950))
    for m in (3, 4, 5):
        add(f"{c}/Rent receipts/Rent receipt 2026-{m:02d}.pdf", A, "Home", _at(2026, m, 2), t_rent_receipt)
        add(f"{c}/Bills/SP_Bill_{m:02d}2026.pdf", A, "Home", _at(2026, m, 10), t_sp)
    add(f"{c}/Bills/Singtel bill May 2026.pdf", A, "Home", 14, t_singtel)
    add(f"{c}/Aircon servicing Apr 2026.pdf", A, "Home", _at(2026, 4, 18), t_aircon)
    add(f"{c}/Inventory list at move-in.xlsx", A, "Home", _at(2025, 6, 1),
        "Room;Item;Condition;Photo\nLiving;3-seater sofa (grey);stain on left cushion;yes\nLiving;TV console;ok;yes\n"
        "Kitchen;fridge Toshiba;ok;yes\nKitchen;washing machine LG;door seal mouldy;yes\nMaster;queen bed + mattress;ok;yes\n"
        "Bedroom 2;wardrobe;hinge loose;yes\nAll;aircon x3 (Mitsubishi);serviced 28 May 2025 by landlord;receipt")
    mn = f"{D}/Home/Manuals"
    add(f"{mn}/Philips Avent steriliser manual.pdf", R, "Home", 150,
        t_manual("Philips Avent 3-in-1 Electric Steam Steriliser SCF285", "Fill with 90 ml water, load bottles opening "
                 "down, steam cycle 6 minutes, contents stay sterile 24 h with lid closed. Descale every 4 weeks."))
    add(f"{mn}/Mitsubishi Starmex remote manual.pdf", R, "Home", 360,
        t_manual("Mitsubishi Electric Starmex System 3 - Wireless Remote Controller", "Press MODE for cool / dry / fan. "
                 "Econo cool swings the vane. Clean filters every 2 weeks. Error code E6: indoor/outdoor communication."))
    add(f"{mn}/Dyson V12 Detect Slim manual.pdf", R, "Home", 230,
        t_manual("Dyson V12 Detect Slim cordless vacuum", "Charge fully before first use. Wash the filter monthly in "
                 "cold water and dry for 24 hours. Laser Slim Fluffy head for hard floors only."))
    j = f"{D}/Home/Old - Jurong East"
    add(f"{j}/Tenancy Agreement Jurong East 2024.pdf", X, "Home", _at(2024, 5, 20),
        t_tenancy(datetime(2024, 6, 1), datetime(2025, 5, 31), "Blk 211 Jurong East Street 21 #06-57, Singapore 600211",
                  "Mdm Siti Aminah bte Hassan", 2700))
    add(f"{j}/Deposit refund letter.pdf", X, "Home", _at(2025, 6, 9), t_deposit_refund)
    add(f"{j}/handover checklist.txt", X, "Home", _at(2025, 5, 30), t_handover)

    # ------------------------------------------------------------------ Car (Areas Car)
    cr = f"{D}/Car"
    add(f"{cr}/Road tax renewal 2024.pdf", A, "Car", _at(2024, 8, 2), t_roadtax)
    add(f"{cr}/Road tax renewal 2025.pdf", A, "Car", _at(2025, 8, 4), t_roadtax)
    add(f"{cr}/Income motor insurance renewal 2025.pdf", A, "Car", _at(2025, 8, 1), t_motor_ins)
    add(f"{cr}/Servicing/Borneo Motors 2023-06.pdf", A, "Car", _at(2023, 6, 17), t_service)
    add(f"{cr}/Servicing/Borneo Motors 2025-11.pdf", A, "Car", _at(2025, 11, 22), t_service)
    add(f"{cr}/Servicing/Borneo Motors 2026-05.pdf", A, "Car", _at(2026, 5, 23), t_service)
    add(f"{cr}/URA parking offence Feb 2026.pdf", A, "Car", _at(2026, 2, 11), t_parking)
    add(f"{cr}/Car running costs.xlsx", A, "Car", 12,
        "Month;Petrol;Parking (season Clementi);ERP;Servicing;Other\nJan 2026;168;110;22;;car seat install\n"
        "Feb 2026;142;110;31;;URA fine 10\nMar 2026;175;110;28;;\nApr 2026;160;110;25;;\nMay 2026;181;110;35;488;wipers")

    # ------------------------------------------------------------------ Family
    fe = f"{D}/Family/Ethan"
    add(f"{fe}/Birth certificate Ethan.pdf", A, "Family", _at(2026, 1, 16), t_birth_cert)
    add(f"{fe}/Baby Bonus statement May 2026.pdf", A, "Family", 5, t_babybonus)
    add(f"{fe}/CDA statement Apr 2026.pdf", A, "Family", _at(2026, 4, 30), t_cda)
    add(f"{fe}/Medical/Immunisation record HealthHub.pdf", A, "Health", _at(2026, 5, 19), t_vaccine)
    add(f"{fe}/Medical/Paediatrician Dr Chua - jaundice review.pdf", A, "Health", _at(2026, 1, 19),
        t_clinic("Ethan Lim Jun Hao (5 days)", "Neonatal jaundice review, TcB 180 umol/L - no phototherapy needed",
                 "Chua Child Clinic @ Mount Alvernia"))
    add(f"{fe}/Medical/MediSave withdrawal - rotavirus vaccine.pdf", A, "Health", _at(2026, 4, 9), t_medisave)
    add(f"{fe}/Medical/Paediatrician - 4 month check.pdf", A, "Health", _at(2026, 5, 18),
        t_clinic("Ethan Lim Jun Hao (4 months)", "Developmental check, weight 6.9 kg, length 64 cm - on track",
                 "Chua Child Clinic @ Mount Alvernia"))
    ic = f"{fe}/Infant care 2026"
    add(f"{ic}/visit - Sparkletots Tampines West.md", P, "Family", _at(2026, 4, 11),
        t_infantcare("visit", "PCF Sparkletots @ Tampines West Blk 859"))
    add(f"{ic}/visit - My First Skool Tampines 81.md", P, "Family", _at(2026, 4, 11),
        t_infantcare("visit", "My First Skool @ Tampines St 81"))
    add(f"{ic}/visit - Little Footprints.md", P, "Family", _at(2026, 4, 18),
        t_infantcare("visit", "Little Footprints @ Our Tampines Hub"))
    add(f"{ic}/Centre comparison.xlsx", P, "Family", 26, t_infantcare("compare"))
    add(f"{ic}/ECDA subsidy application.pdf", P, "Family", 12, t_infantcare("subsidy"))
    add(f"{ic}/Re Infant care registration - Ethan Lim.eml", P, "Family", 8, t_infantcare("email"))
    bj = f"{fe}/Birth Jan 2026"
    add(f"{bj}/hospital bag checklist.txt", X, "Family", _at(2026, 1, 3), t_birth_project("bag"))
    add(f"{bj}/Birth plan.docx", X, "Family", _at(2025, 12, 14), t_birth_project("plan"))
    add(f"{bj}/KKH final bill.pdf", X, "Family", _at(2026, 2, 6), t_birth_project("bill"))
    rd = f"{D}/Family/Reading"
    add(f"{rd}/HPB - Safe sleep for infants.pdf", R, "Family", 140,
        t_baby_guide("Safe sleep for your baby", "Always put your baby to sleep on the back, on a firm flat mattress, with "
                     "no pillows, bumpers or soft toys. Room-share without bed-sharing for the first 6 months."))
    add(f"{rd}/Starting solids guide.pdf", R, "Family", 18,
        t_baby_guide("Starting solids at around 6 months", "Offer iron-rich foods first: meat, fish, tofu, fortified "
                     "cereal. Watch for readiness signs: sitting with support, interest in food, loss of tongue-thrust."))
    add(f"{rd}/baby sleep notes (from the antenatal class).md", R, "Family", 160,
        "# Baby sleep - notes from the KKH antenatal class\n- newborns sleep 14-17 h in 2-3 h blocks\n"
        "- wake windows: 45-60 min at 1 month, 1.5-2 h at 4 months\n- drowsy but awake, white noise, blackout curtains\n")

    # ------------------------------------------------------------------ Health (Areas Health)
    hl = f"{D}/Health"
    add(f"{hl}/Health screening 2025 - Daniel.pdf", A, "Health", _at(2025, 10, 14), t_screening)
    add(f"{hl}/Physio - ITB knee Mar 2026.pdf", A, "Health", _at(2026, 3, 24), t_physio)
    add(f"{hl}/Dental scaling Q&M 2025.pdf", A, "Health", _at(2025, 11, 3),
        t_clinic(ME, "Scaling and polishing, 2 bitewing X-rays; small caries 36 to watch", "Q & M Dental Surgery (Clementi)"))
    add(f"{hl}/Priya - 20 week detailed scan.pdf", A, "Health", _at(2025, 9, 2),
        t_clinic("Priya d/o Raman", "Detailed anomaly scan at 20+3 weeks: single live fetus, anatomy normal, placenta "
                 "fundal, EFW 340 g", "KKH Women's Ultrasound Centre"))
    add(f"{hl}/Raffles Medical - Daniel fever Apr 2026.pdf", A, "Health", _at(2026, 4, 6),
        t_clinic(ME, "Acute URTI with fever 38.6C; MC 2 days; advised to avoid training for a week",
                 "Raffles Medical Clementi"))
    add(f"{hl}/Medical claims 2026.xlsx", A, "Health", 10,
        "Date;Who;Clinic;Amount;Claimed from;Status\n2026-01-19;Ethan;Chua Child Clinic;96;Great Eastern? no - cash;\n"
        "2026-03-24;Daniel;Core Concepts Physio;140;Straits Meridian outpatient;paid\n2026-04-06;Daniel;Raffles Medical;"
        "68;Straits Meridian outpatient;paid\n2026-05-18;Ethan;Chua Child Clinic;120;CDA;paid")

    # ------------------------------------------------------------------ Parents (Areas Parents)
    pa = f"{D}/Parents"
    add(f"{pa}/爸妈的信 2026-04.txt", A, "Parents", _at(2026, 4, 20), LETTER_PARENTS)
    add(f"{pa}/Letter from Mummy (typed by Jia Hui).docx", A, "Parents", _at(2025, 11, 2),
        LETTER_PARENTS_2.format(month="January"))
    add(f"{pa}/Dad CPF LIFE statement 2026.pdf", A, "Parents", _at(2026, 1, 20), t_cpflife)
    add(f"{pa}/Mum LPA Form 1 draft.pdf", A, "Parents", _at(2026, 2, 14), t_lpa)
    add(f"{pa}/Mum polyclinic appointment May 2026.pdf", A, "Parents", _at(2026, 5, 1), t_parent_appt)
    add(f"{pa}/Bedok TC S&CC Apr 2026.pdf", A, "Parents", _at(2026, 4, 5), t_parent_scc)

    # ------------------------------------------------------------------ Triathlon
    im = f"{D}/Triathlon/IRONMAN 70.3 Bintan 2026"
    add(f"{im}/Registration confirmation.pdf", P, "Triathlon", _at(2025, 12, 20), t_im_reg)
    add(f"{im}/Training plan 28 weeks.xlsx", P, "Triathlon", 7, t_im_plan)
    add(f"{im}/Training log Apr 2026.csv", P, "Triathlon", _at(2026, 4, 30), t_im_log)
    add(f"{im}/Training log May 2026.csv", P, "Triathlon", 1, t_im_log)
    add(f"{im}/Ferry e-ticket TMFT-Bintan.pdf", P, "Triathlon", 45, t_im_logistics("ferry"))
    add(f"{im}/Hotel - Nirwana Beach Club.pdf", P, "Triathlon", 44, t_im_logistics("hotel"))
    add(f"{im}/Race nutrition plan.md", P, "Triathlon", 15, t_im_logistics("nutrition"))
    add(f"{im}/Packing list.md", P, "Triathlon", 9, t_im_logistics("gear"))
    add(f"{im}/Bike fit report Cyclefit.pdf", P, "Triathlon", _at(2026, 3, 7), t_im_logistics("fit"))
    add(f"{im}/Reading/Swim drills for triathletes.pdf", R, "Triathlon", 100,
        t_article("Ten swim drills every triathlete should do", "Catch-up, fingertip drag, single-arm, 6-kick switch, "
                  "sculling: build a high elbow catch and a relaxed recovery. Add them to your warm-up twice a week."))
    add(f"{im}/Reading/Racing in the heat - acclimatisation.pdf", R, "Triathlon", 80,
        t_article("Heat acclimatisation for endurance racing", "Ten to fourteen days of training in the heat expands "
                  "plasma volume and lowers core temperature; drink 500-750 ml/h with 300-600 mg sodium per hour."))
    wk = f"{im}/Workouts"
    for k, (kind, label) in enumerate([("ride", "Long ride Changi coastal"), ("run", "Bedok Reservoir tempo"),
                                       ("swim", "Open water Tanah Merah"), ("ride", "Sweet spot Loyang loop"),
                                       ("run", "Long run East Coast"), ("ride", "Brick 80km + 15min run"),
                                       ("swim", "Open water 2k Sentosa"), ("run", "Track 6x1k Bishan")]):
            age = 2 + k * 4.5
            dt = (NOW - timedelta(days=age)).replace(tzinfo=None)
            add(f"{wk}/{label.replace(' ', '_')}_{dt:%Y-%m-%d}.gpx", P, "Triathlon", age,
                _gpx(r, dt, label, kind))
    for k in range(3):
        add(f"{wk}/{r.randint(18_000_000_000, 19_999_999_999)}_ACTIVITY.fit", P, "Triathlon", 3 + k * 6, _fit(r))
    tr = f"{D}/Triathlon"
    add(f"{tr}/Results/2024 MetaSprint Series - sprint.pdf", A, "Triathlon", _at(2024, 4, 22),
        t_tri_result("MetaSprint Triathlon Series 2024 - East Coast Park", datetime(2024, 4, 21), "Sprint (750m/20km/5km)"))
    add(f"{tr}/Results/2025 TriFactor Olympic.pdf", A, "Triathlon", _at(2025, 3, 10),
        t_tri_result("TriFactor Singapore Triathlon 2025", datetime(2025, 3, 9), "Olympic (1.5km/40km/10km)"))
    add(f"{tr}/Results/2023 Aquathlon Sentosa.pdf", A, "Triathlon", _at(2023, 9, 18),
        t_tri_result("Sentosa Aquathlon 2023", datetime(2023, 9, 17), "Aquathlon (1km swim / 5km run)"))
    add(f"{tr}/Results/race history.xlsx", A, "Triathlon", 150,
        "Date;Race;Distance;Time;Rank\n17 Sep 2023;Sentosa Aquathlon;1k/5k;0:43:12;34/210\n21 Apr 2024;MetaSprint;"
        "sprint;1:14:05;61/480\n9 Mar 2025;TriFactor;Olympic;2:31:48;88/620\n13 Sep 2026;IRONMAN 70.3 Bintan;70.3;goal sub 5:30;")
    add(f"{tr}/Club/Tri-Lions membership 2025.pdf", A, "Triathlon", _at(2025, 1, 6), t_club)
    add(f"{tr}/Club/Tri-Lions membership 2026.pdf", A, "Triathlon", _at(2026, 1, 7), t_club)
    add(f"{tr}/Club/Bike service Treknology Apr 2026.pdf", A, "Triathlon", _at(2026, 4, 25), t_bike_service)
    ar = f"{tr}/Articles"
    add(f"{ar}/Polarised training explained.pdf", R, "Triathlon", 400,
        t_article("Polarised training: why 80/20 works", "Elite endurance athletes spend about 80% of sessions below "
                  "the first ventilatory threshold and 20% well above the second; the grey zone in between is limited."))
    add(f"{ar}/Brick workouts - how and why.md", R, "Triathlon", 250,
        "# Brick workouts\nRun straight off the bike to teach the legs the transition. Start with 10-15 min off easy "
        "rides, build to 30-45 min after long rides. Practise T2 in race kit.\n")
    add(f"{ar}/FTP testing protocols.pdf", R, "Triathlon", 330,
        t_article("How to test your FTP", "20-minute test x 0.95, or a ramp test (last full minute x 0.75). Retest every "
                  "6-8 weeks and reset your power zones."))

    # ------------------------------------------------------------------ Running (Archive Running)
    hm = f"{D}/Running/SCSM 2025 Half"
    add(f"{hm}/Registration SCSM 2025.pdf", X, "Running", _at(2025, 7, 3), t_hm("reg"))
    add(f"{hm}/HM training plan.xlsx", X, "Running", _at(2025, 10, 2), t_hm("plan"))
    add(f"{hm}/e-Certificate half marathon.pdf", X, "Running", _at(2025, 12, 10), t_hm("cert"))
    dt_hm = datetime(2025, 12, 7, 5, 0)
    add(f"{hm}/SCSM_2025_half_marathon.gpx", X, "Running", _at(2025, 12, 7), _gpx(r, dt_hm, "SCSM 2025 Half", "run"))

    # ------------------------------------------------------------------ Wedding 2024 (Archive Wedding)
    wd = f"{D}/Wedding 2024"
    add(f"{wd}/Banquet agreement Grand Copthorne.pdf", X, "Wedding", _at(2023, 11, 18), t_wedding("banquet"))
    add(f"{wd}/Guest list FINAL v7.xlsx", X, "Wedding", _at(2024, 9, 10), t_wedding("guests"))
    add(f"{wd}/ROM confirmation.pdf", X, "Wedding", _at(2024, 2, 1), t_wedding("rom"))
    add(f"{wd}/Photographer invoice - Twelve Frames.pdf", X, "Wedding", _at(2024, 11, 20), t_wedding("photog"))
    add(f"{wd}/wedding to-do.txt", X, "Wedding", _at(2024, 8, 28), t_wedding("todo"))
    add(f"{wd}/Ang bao tally.xlsx", X, "Wedding", _at(2024, 9, 16),
        "Table;Amount;Count\n1-5 (family);12400;28\n6-12 (relatives);9800;40\n13-20 (friends + colleagues);16200;96\n"
        "Total;38400;164\nBanquet cost;54300;\nNett;-15900;covered by savings")

    # ------------------------------------------------------------------ Travel
    tv = f"{D}/Travel"
    add(f"{tv}/Japan 2024/Itinerary Japan honeymoon.docx", X, "Travel", _at(2024, 9, 30), t_trip("japan_itin"))
    add(f"{tv}/Japan 2024/Hotel Gracery Shinjuku booking.pdf", X, "Travel", _at(2024, 8, 15), t_trip("japan_hotel"))
    add(f"{tv}/Japan 2024/Japan budget.xlsx", X, "Travel", _at(2024, 10, 26),
        "Item;JPY;SGD\nJR Pass 7 days x2;100000;900\nHotels 12 nights;640000;5760\nFood;180000;1620\nShopping;95000;855\n"
        "Total;1015000;9135")
    add(f"{tv}/Bali 2025/Bali plan.txt", X, "Travel", _at(2025, 7, 20), t_trip("bali"))
    add(f"{tv}/Chennai Jul 2026/SQ e-ticket.pdf", P, "Travel", 38, t_trip("chennai_flight"))
    add(f"{tv}/Chennai Jul 2026/Ethan passport application.pdf", P, "Travel", 21, t_trip("passport"))
    add(f"{tv}/Chennai Jul 2026/India e-visa Daniel.pdf", P, "Travel", 10, t_trip("visa"))
    add(f"{tv}/Chennai Jul 2026/To do Chennai.md", P, "Travel", 4, t_trip("todo"))

    # ------------------------------------------------------------------ CFA
    c2 = f"{D}/CFA/Level II (Aug 2026)"
    add(f"{c2}/CFA L2 registration confirmation.pdf", P, "CFA", _at(2025, 10, 20), t_cfa("reg2"))
    add(f"{c2}/Study plan 2026.xlsx", P, "CFA", 2, t_cfa("plan2"))
    add(f"{c2}/Kaplan Schweser order.pdf", P, "CFA", _at(2025, 11, 2), t_cfa("schweser"))
    add(f"{c2}/Mock 1 results.csv", P, "CFA", 11, t_cfa("mock"))
    for k, tp in enumerate(["FSA", "Equity", "Fixed Income", "Quant", "Derivatives", "Ethics"]):
        add(f"{c2}/Notes/{tp}.md", P, "CFA", 8 + k * 11, t_cfa("notes", tp))
    c1 = f"{D}/CFA/Level I (Feb 2025)"
    add(f"{c1}/Level I result - PASS.pdf", X, "CFA", _at(2025, 4, 8), t_cfa("result1"))
    add(f"{c1}/Registration L1.pdf", X, "CFA", _at(2024, 8, 1), t_cfa("reg1"))
    for tp in ("Quant", "FRA", "Formula"):
        add(f"{c1}/Notes/{tp}.md", X, "CFA", _at(2025, 1, 20) + r.uniform(0, 60), t_cfa("notes1", tp))

    # ------------------------------------------------------------------ Recipes, Books, Music (Resources)
    for k, (name, body) in enumerate(RECIPES.items()):
        add(f"{D}/Recipes/{name}", R, "Cooking", 30 + k * 97, body)
    for k, (name, title, author) in enumerate(BOOKS):
        add(f"{D}/Books/{name}", R, "Books", 60 + k * 140,
            _epub(title, author, "en", f"{title} by {author}. Chapter one begins here."))
    for k, (name, title, artist, album) in enumerate(SONGS):
        add(f"Music/{name}", R, "Music", 200 + k * 150, _id3(r, title, artist, album))

    # ------------------------------------------------------------------ Pictures
    cam = f"{PIC}/Camera Roll"
    for k in range(9):  # everyday phone photos, mostly Ethan (Resources Photos)
        age = 2 + k * 11 + r.uniform(0, 6)
        photo(f"{cam}/{stamp(age)}.jpg", R, "Photos", age)
    for k in range(6):
        age = _at(2026, 1, 14) - k * 1.5 - r.uniform(0, 1)
        photo(f"{PIC}/Ethan/First weeks/{stamp(age)}.jpg", R, "Photos", age)
    for k in range(4):
        age = _at(2026, 4, 24) - r.uniform(0, 0.4)
        photo(f"{PIC}/Ethan/100 days 百日/{stamp(age)}.jpg", R, "Photos", age)
    for k in range(4):
        photo(f"{PIC}/From Priya's iPhone/IMG_{4810 + k * 7}.HEIC", R, "Photos", 20 + k * 9)
    for k in range(4):
        age = _at(2024, 10, 13 + k * 3)
        photo(f"{PIC}/Trips/Japan 2024/DSC0{2100 + k * 23}.JPG", R, "Photos", age)
    for k in range(3):
        age = _at(2025, 8, 9 + k)
        photo(f"{PIC}/Trips/Bali 2025/{stamp(age)}.jpg", R, "Photos", age)
    for k in range(4):
        photo(f"{PIC}/Wedding/Twelve Frames selects/TF_{k * 41 + 7:04d}.jpg", R, "Photos", _at(2024, 9, 14))
    for k in range(4):
        age = 3 + k * 17
        add(f"{PIC}/Screenshots/Screenshot {stamp(age, '%Y-%m-%d %H%M%S')}.png", R, "Photos", age, "")
    for k in range(5):  # flat viewing: documents the purchase (Projects Home)
        age = _at(2026, 2, 14 if k < 4 else 21)
        photo(f"{PIC}/Tampines 862A viewing/{stamp(age)}.jpg", P, "Home", age)
    photo(f"{PIC}/Tampines 862A viewing/floor plan photo from agent.jpeg", P, "Home", _at(2026, 2, 16))
    for k in range(2):
        photo(f"{PIC}/Bike fit Mar 2026/{stamp(_at(2026, 3, 7))}.jpg", P, "Triathlon", _at(2026, 3, 7))
    for k in range(3):
        photo(f"{PIC}/SCSM 2025 finish/{stamp(_at(2025, 12, 7))}.jpg", X, "Running", _at(2025, 12, 7))

    # ------------------------------------------------------------------ Downloads (named)
    add(f"{DL}/Statement.pdf", A, "Finance", 25, t_card("UOB One Card"))
    add(f"{DL}/Statement (1).pdf", A, "Finance", 19, t_dbs)
    add(f"{DL}/Statement (2).pdf", A, "Finance", 6, t_card("Citibank PremierMiles Visa"))
    add(f"{DL}/eStatement_202604.pdf", A, "Finance", 33, t_dbs)
    add(f"{DL}/eStatement_202605.pdf", A, "Finance", 3, t_dbs)
    add(f"{DL}/CPF_Statement_2025 (1).pdf", A, "Finance", 88, t_cpf_year)
    add(f"{DL}/Payslip_May2026.pdf", A, "Work", 7, t_payslip)
    add(f"{DL}/SP_Bill_052026 (1).pdf", A, "Home", 20, t_sp)
    add(f"{DL}/OTP signed 862A (1).pdf", P, "Home", 85, t_otp)
    add(f"{DL}/Schweser_L2_QBank_export.zip", P, "CFA", 13, _blob(r, b"PK\x03\x04\x14\x00\x00\x00\x08\x00", 2000))
    for name in ("ZoomInstallerFull.exe", "GarminExpress.exe", "python-3.12.3-amd64.exe", "WhatsAppSetup.exe"):
        add(f"{DL}/{name}", R, "Software", r.uniform(5, 400), _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00", 2500))
    for k in range(3):
        age = 4 + k * 13
        photo(f"{DL}/WhatsApp Image {stamp(age, '%Y-%m-%d at %H.%M.%S')}.jpeg", R, "Photos", age)

    # ------------------------------------------------------------------ Desktop (named)
    add(f"{DT}/CFA L2 formula sheet.pdf", P, "CFA", 5,
        "CFA Level II formula sheet (self-made)\nFCFF = NI + NCC + Int(1-t) - FCInv - WCInv\nRI = NI - r x BV\n"
        "Justified P/B = (ROE - g)/(r - g)\nCVA = sum of (LGD x POD x DF)\nForward price = S0(1+r)^T - FV(div)")
    add(f"{DT}/Ironman training plan - Copy.xlsx", P, "Triathlon", 30, t_im_plan)
    add(f"{DT}/Reno budget (1).xlsx", P, "Home", 10, t_reno_budget)

    # ------------------------------------------------------------------ files whose name and folder say nothing
    sc, y25 = f"{D}/Scanned Documents", f"{D}/2025"

    def hard(rel: str, bucket: str, topic: str, age: float, content) -> None:
        add(rel, bucket, topic, age, content, hard=True)

    hard(f"{DL}/document.pdf", P, "Home", _at(2025, 12, 9), t_hfe)
    hard(f"{DL}/document (1).pdf", A, "Finance", _at(2025, 6, 19), t_noa(2025))
    hard(f"{DL}/document (2).pdf", P, "Triathlon", _at(2025, 12, 20), t_im_reg)
    hard(f"{DL}/document (3).pdf", P, "CFA", _at(2025, 10, 21), t_cfa("reg2"))
    hard(f"{DL}/document (4).pdf", A, "Work", _at(2026, 4, 26), t_payslip)
    hard(f"{DL}/document (5).pdf", A, "Car", _at(2025, 7, 25), t_motor_ins)
    hard(f"{DL}/document (6).pdf", P, "Travel", 21, t_trip("passport"))
    hard(f"{DL}/document (7).pdf", A, "Family", 35, t_babybonus)
    hard(f"{DL}/document (8).pdf", X, "Running", _at(2025, 12, 9), t_hm("cert"))
    hard(f"{DL}/document (9).pdf", A, "Insurance", _at(2026, 2, 21),
         t_policy("The Great Eastern Life Assurance Company Limited", "GREAT SupremeHealth A Plus - policy contract",
                  "Ethan Lim Jun Hao (infant)", "Integrated Shield Plan (hospital)"))
    hard(f"{DL}/document (10).pdf", A, "Finance", 55, t_card("Citibank PremierMiles Visa"))
    hard(f"{DL}/document (11).pdf", A, "Finance", 29, t_ibkr)
    hard(f"{DL}/download.pdf", P, "Home", _at(2026, 3, 17), t_valuation)
    hard(f"{DL}/document (12).pdf", A, "Family", _at(2026, 3, 31), t_cda)
    hard(f"{DL}/document (13).pdf", A, "Finance", _at(2026, 2, 27), t_ir8a(2025))
    hard(f"{DL}/download (3).pdf", R, "Triathlon", 64,
         t_article("Pacing the half-marathon of a 70.3", "Start the run 10-15 seconds per km slower than your open "
                   "half-marathon pace; heart rate drifts in the heat, so cap the first 5 km at the top of zone 2."))
    hard(f"{DT}/New Text Document (4).txt", X, "CFA", _at(2025, 4, 9),
         "L1 result - PASSED (Feb 2025 window)\nAbove 70% in: Ethics, FRA, Fixed Income, Equity\n50-70%: Quant, "
         "Economics, Derivatives\nBelow 50%: Alternatives\nTotal study hours logged: 318. Certificate of passing in "
         "the CFA account. Celebrate with Priya - dinner at Putien.")
    hard(f"{D}/misc/notes (1).txt", X, "Wedding", _at(2024, 10, 30),
         "Thank-you cards still to send (after Japan):\n- Grace Ong + the Straits Meridian team (came to the banquet)\n"
         "- Uncle Ah Seng (tea ceremony)\n- Jolene and Marcus (groomsmen during gatecrash)\n- Priya's paati in "
         "Chennai - send banquet photos + album copy\n- Twelve Frames - leave a Google review")
    hard(f"{sc}/scan_0037.pdf", A, "Car", _at(2025, 11, 24), t_service)
    hard(f"{sc}/scan_0038.pdf", A, "Parents", _at(2026, 3, 6), t_parent_scc)
    hard(f"{y25}/scan_0011.pdf", X, "Travel", _at(2025, 7, 22), t_trip("bali"))
    hard(f"{DL}/download (1).pdf", R, "Work", 48,
         t_ref_work("Credit risk model validation - supervisory expectations (working paper)",
                    "Validation should cover conceptual soundness, ongoing monitoring and outcomes analysis: "
                    "discriminatory power (AUC, Gini), calibration (binomial, Hosmer-Lemeshow) and stability (PSI)."))
    hard(f"{DL}/download (2).pdf", A, "Health", 13, t_vaccine)
    hard(f"{DL}/file.pdf", X, "Wedding", _at(2024, 11, 21), t_wedding("photog"))
    hard(f"{DL}/attachment.pdf", P, "Home", 23, t_reno_quote("Homely Studio Design & Build (revised)", 36900))
    hard(f"{DL}/DOC-20260212-WA0003.pdf", A, "Parents", _at(2026, 2, 12), t_lpa)
    hard(f"{DL}/DOC-20260305-WA0011.pdf", P, "Home", _at(2026, 3, 5), t_lawyer)
    hard(f"{DL}/DOC-20260421-WA0007.pdf", P, "Family", _at(2026, 4, 21), t_infantcare("subsidy"))
    hard(f"{DL}/DOC-20250809-WA0002.pdf", X, "Travel", _at(2025, 8, 9),
         "Alila Seminyak - Reservation confirmation\nGuests: Mr Daniel Lim and Mrs Priya Lim\nArrival 8 August 2025, "
         "departure 12 August 2025, 4 nights, Deluxe Suite Ocean View\nBabymoon package: couples massage, floating "
         "breakfast\nRate IDR 19,800,000 incl. tax, paid in full. Airport transfer from Ngurah Rai arranged.")
    hard(f"{DL}/DOC-20260118-WA0001.pdf", X, "Family", _at(2026, 1, 18), t_birth_project("bill"))
    hard(f"{DL}/export.csv", A, "Finance", 36, t_spend_csv)
    hard(f"{DL}/data.csv", P, "Triathlon", 16, t_im_log)
    hard(f"{DL}/data (1).csv", P, "CFA", 27, t_cfa("mock"))
    hard(f"{DL}/Untitled.docx", X, "Work", _at(2022, 1, 27), t_harcourt("resign"))
    hard(f"{DL}/message.eml", P, "Family", 8, t_infantcare("email"))
    hard(f"{DL}/invoice.pdf", A, "Home", _at(2026, 1, 17), t_aircon)
    hard(f"{DL}/receipt.pdf", A, "Health", _at(2026, 3, 25), t_physio)
    hard(f"{DL}/print.pdf", A, "Parents", _at(2026, 5, 2), t_parent_appt)

    hard(f"{DT}/New Text Document.txt", P, "Home", 6,
         "call Homely Studio - can they drop the toilet re-tile if we only overlay? ask about hacking the kitchen wall "
         "(HDB allows? it's not structural per floor plan)\nAh Seng cheapest but no ID, need own design for the wardrobe\n"
         "key collection July -> carpentry measurement -> 6-8 weeks works -> move in Oct before Ethan starts infant care\n"
         "aircon: Gain City system 4 quote 4,380 installed")
    hard(f"{DT}/New Text Document (2).txt", P, "Work", 13, t_ecl("minutes"))
    hard(f"{DT}/New Text Document (3).txt", P, "Travel", 17, t_trip("todo"))
    hard(f"{DT}/Document1.docx", A, "Work", _at(2025, 12, 20),
         "Self-assessment draft (year-end 2025)\nDelivered the PD recalibration for the SME book two weeks early and "
         "presented it to the Credit Risk Committee in October.\nMentored Arjun on Python for the watchlist report.\n"
         "Ask Grace: can I lead the 2026 ECL revalidation? Want exposure to the Model Risk Committee before AVP 2.\n"
         "Training done: Credit Risk Modelling in Python (IBF). Next year: CFA L2, climate stress testing course.")
    hard(f"{DT}/Book1.xlsx", P, "Home", _at(2026, 2, 24), t_loan_calc)
    hard(f"{DT}/Book2.xlsx", A, "Finance", 40, t_budget(2026))
    hard(f"{DT}/notes.txt", P, "CFA", 3, t_cfa("notes", "Derivatives"))
    hard(f"{DT}/todo.txt", P, "Triathlon", 11, t_im_logistics("nutrition"))

    hard(f"{D}/Document.docx", A, "Parents", _at(2026, 3, 8), LETTER_PARENTS_2.format(month="July"))
    hard(f"{D}/Document (2).docx", X, "Wedding", _at(2024, 8, 20), t_wedding("todo"))
    hard(f"{D}/New Microsoft Word Document.docx", X, "Family", _at(2025, 12, 12), t_birth_project("plan"))
    hard(f"{D}/Untitled spreadsheet.xlsx", P, "Family", 30, t_infantcare("compare"))
    hard(f"{D}/misc/notes.txt", P, "Home", _at(2026, 2, 14), t_viewing)
    hard(f"{D}/misc/info.txt", A, "Car", 140,
         "SMQ 2814K - Corolla Altis 1.6 (2019)\nTyre pressure 33 psi front / 32 rear, Michelin Primacy 4 205/55R16\n"
         "COE expires 14 Aug 2029 - decide renew or sell by 2028\nEngine oil 0W-20, service every 10,000 km at Borneo "
         "Motors Leng Kee\nSeason parking Clementi HDB carpark C12, S$110/month, renews by GIRO")
    hard(f"{D}/misc/copy.txt", X, "Home", _at(2025, 6, 10), t_deposit_refund)
    hard(f"{D}/misc/draft.docx", A, "Work", _at(2025, 3, 29), t_promo)
    hard(f"{D}/misc/list.txt", P, "Triathlon", 9, t_im_logistics("gear"))

    for n, (bucket, topic, age, content) in enumerate([
            (A, "Home", _at(2025, 5, 18), t_tenancy(datetime(2025, 6, 1), datetime(2027, 5, 31), ADDR, "Mr Tan Kok Hua", 2950)),
            (A, "Family", _at(2026, 1, 17), t_birth_cert),
            (A, "Parents", _at(2026, 1, 22), t_cpflife),
            (A, "Finance", _at(2020, 7, 22), t_noa(2020)),
            (X, "Wedding", _at(2024, 2, 2), t_wedding("rom")),
            (X, "Work", _at(2022, 4, 7), t_harcourt("release")),
            (A, "Health", _at(2025, 10, 15), t_screening),
            (A, "Car", _at(2025, 8, 5), t_roadtax),
            (X, "Home", _at(2024, 5, 21), t_tenancy(datetime(2024, 6, 1), datetime(2025, 5, 31),
                                                    "Blk 211 Jurong East Street 21 #06-57, Singapore 600211",
                                                    "Mdm Siti Aminah bte Hassan", 2700)),
            (P, "Home", _at(2026, 3, 3), t_otp),
            (X, "CFA", _at(2025, 4, 9), t_cfa("result1")),
            (A, "Insurance", _at(2023, 5, 6),
             t_policy("AIA Singapore Private Limited", "AIA Secure Flexi Term (to age 65)", ME, "Death, TPD")),
            (A, "Home", _at(2026, 2, 10), t_sp)]):
        hard(f"{sc}/scan_{24 + n:04d}.pdf", bucket, topic, age, content)

    em = f"{D}/Saved emails"
    hard(f"{em}/Re_ Following up.eml", P, "Home", 19, _eml(NOW - timedelta(days=19), "Jasmine Tay <jasmine@homelystudio.sg>",
         ME_MAIL, "Re: Following up",
         "Hi Daniel,\nAs discussed, attached is our revised quotation for your 4-room resale at Tampines St 83. We "
         "removed the toilet re-tiling (overlay instead) and changed the kitchen top to sintered stone.\nRevised total "
         "S$36,900. We can start hacking the week after your key collection in July, subject to the HDB renovation "
         "permit. Carpentry lead time is 4 weeks.\nBest, Jasmine"))
    hard(f"{em}/Fwd_ FYI.eml", P, "Work", 33, _eml(NOW - timedelta(days=33), "Grace Ong <grace.ong@straitsmeridian.com>",
         "Daniel Lim <daniel.lim@straitsmeridian.com>", "Fwd: FYI",
         "Daniel - see below from MRM. They want the findings report by 31 July, not end-August, because the Model "
         "Risk Committee moved to 8 September. Can the PD backtesting be done by end June? Let's discuss on Thursday.\n"
         "Grace\n\n---------- Forwarded message ---------\nFrom: Wei Ling Chan (Model Risk Management)\n"
         "Subject: ECL revalidation 2026 - timeline\nThe Committee date has moved. Please submit the validation report "
         "and the overlay documentation by 31 July."))
    hard(f"{em}/Re_ quick question.eml", P, "Triathlon", 26, _eml(NOW - timedelta(days=26), "Coach Marcus <marcus@trilions.sg>",
         ME_MAIL, "Re: quick question",
         "Hi Daniel,\nYes, move the long ride to Sunday if Ethan's night was bad - sleep matters more than the session. "
         "For Bintan the bike course is hilly in the second half, so keep the 2x20 at 90% FTP and add one open-water swim "
         "at Tanah Merah per week from July. We do the race-simulation brick on 15 August.\nCoach Marcus"))
    hard(f"{em}/Fw_ (no subject).eml", A, "Parents", 45, _eml(NOW - timedelta(days=45), "Lim Wei Ling <weiling.lim@outlook.com>",
         ME_MAIL, "Fw: (no subject)",
         "Kor, forwarding the town council letter Ma sent me a photo of. The lift upgrading co-payment for Pa and Ma's "
         "flat is S$1,800 after the Merdeka subsidy, can pay by GIRO over 10 years. I can split with you. Also Ma's eye "
         "appointment at Bedok Polyclinic got moved, can you drive them?\nLing"))
    hard(f"{em}/Re_ Saturday.eml", A, "Health", 60, _eml(NOW - timedelta(days=60), "Chua Child Clinic <appt@chuachild.sg>",
         ME_MAIL, "Re: Saturday",
         "Dear Mr Lim,\nWe have moved Ethan's appointment to Saturday 9:30 am for the 3-month review and the rotavirus "
         "vaccine (2nd dose). Please bring his HealthHub immunisation record. The rotavirus vaccine is not covered by "
         "the national schedule subsidy; fee S$95, MediSave claimable.\nChua Child Clinic"))

    hard(f"{y25}/scan_0007.pdf", A, "Finance", _at(2025, 3, 1), t_ir8a(2024))
    hard(f"{y25}/letter.pdf", X, "Running", _at(2025, 7, 3), t_hm("reg"))
    hard(f"{y25}/form.pdf", X, "CFA", _at(2024, 8, 2), t_cfa("reg1"))
    hard(f"{y25}/Document3.docx", X, "Travel", _at(2025, 1, 10), t_trip("japan_itin"))
    hard(f"{y25}/Book3.xlsx", X, "Wedding", _at(2025, 2, 3), t_wedding("guests"))

    # ------------------------------------------------------------------ copy of the old laptop (Archive Backup)
    ob = "Old Laptop Backup (HP 2016)/Users/Daniel"
    add(f"{ob}/Documents/NUS/FIN3101 group project - Keppel valuation.docx", X, "Backup", _at(2015, 4, 10),
        "FIN3101 Corporate Finance - Group 7 project\nValuation of Keppel Corporation using DCF and comparables.\n"
        "WACC 7.8%, terminal growth 2%. Members: Daniel Lim, Jolene Sim, Marcus Ng, Aishah Rahim.")
    add(f"{ob}/Documents/NUS/Honours thesis - credit spreads final.pdf", X, "Backup", _at(2016, 3, 30),
        "Determinants of Asian corporate credit spreads, 2008-2015\nHonours thesis, NUS Business School\n"
        "Daniel Lim Wei Jie. Supervisor: Assoc Prof Tan. Abstract: leverage and equity volatility explain most of the spread.")
    add(f"{ob}/Documents/Resume_Daniel_Lim_2016.docx", X, "Backup", _at(2016, 5, 2),
        "DANIEL LIM WEI JIE\nBBA (Hons) Finance, NUS, 2016, second upper\nInternship: Credit Suisse, Credit Risk, May-Jul 2015\n"
        "NS: 2010-2012, 3rd Sergeant, Signals\nSkills: Excel VBA, Bloomberg, SAS")
    add(f"{ob}/Documents/Resume_Daniel_Lim_2021.docx", X, "Backup", _at(2021, 11, 20),
        "DANIEL LIM WEI JIE, ACA\nAudit Senior, Harcourt Lim LLP (2016 - present)\nStatutory audits of SMEs and "
        "logistics groups; ECL assessment of trade receivables under SFRS(I) 9.\nSeeking: credit risk role in a bank.")
    add(f"{ob}/Documents/Harcourt/Audit programme template.xlsx", X, "Backup", _at(2019, 2, 14),
        "Area;Assertion;Procedure;Done by;Reviewed\nRevenue;Occurrence;Vouch 25 invoices to delivery orders;DL;JS\n"
        "Receivables;Valuation;ECL provision matrix review;DL;JS\nCash;Existence;Bank confirmations;DL;JS")
    add(f"{ob}/Documents/ICAS exam results 2018.pdf", X, "Backup", _at(2018, 8, 20),
        "Singapore CA Qualification - Module results\nCandidate: Daniel Lim Wei Jie\nAdvanced Financial Reporting: Pass\n"
        "Assurance: Pass\nTaxation: Pass\nIntegrated Business Solution: Pass")
    add(f"{ob}/Documents/NS/ORD certificate.pdf", X, "Backup", _at(2012, 6, 5),
        "Singapore Armed Forces\nCertificate of Service - Operationally Ready Date 5 June 2012\n3SG Lim Wei Jie, 2nd Signal Battalion")
    add(f"{ob}/Documents/budget 2019.xlsx", X, "Backup", _at(2019, 12, 31),
        "Month;Salary;Parents;Rent (room Bukit Batok);Food;Savings\nJan;3950;500;750;600;1500\nJun;3950;500;750;650;1400")
    for k in range(3):
        photo(f"{ob}/Pictures/Graduation 2016/IMG_{1140 + k * 9}.JPG", X, "Backup", _at(2016, 7, 8))
    for k in range(1):
        photo(f"{ob}/Pictures/Taiwan trip 2018/DSC_{500 + k * 31}.JPG", X, "Backup", _at(2018, 6, 2 + k))
    add(f"{ob}/Music/周杰伦 - 稻香.mp3", X, "Backup", _at(2014, 3, 3), _id3(r, "稻香", "周杰伦", "魔杰座"))
    add(f"{ob}/Downloads/vlc-2.2.4-win32.exe", X, "Backup", _at(2017, 1, 5), _blob(r, b"MZ\x90\x00\x03\x00", 2000))

    # ------------------------------------------------------------------ left-overs (Left System)
    add(f"{DL}/Unconfirmed 518234.crdownload", L, "System", 2, _blob(r, b"%PDF-1.7\n%", 700))
    add(f"{DL}/CFA_L2_Mock_Exam_2.pdf.crdownload", L, "System", 1, _blob(r, b"%PDF-1.6\n%", 900))
    add(f"{DL}/GarminExpressInstaller.exe.part", L, "System", 40, _blob(r, b"MZ\x90\x00", 800))
    add(f"{rn}/~$Reno budget.xlsx", L, "System", 2, b"\x0dDaniel Lim" + b"\x00" * 40 + b"\x0dDaniel Lim" + b"\x00" * 100)
    add(f"{c2}/~$Study plan 2026.xlsx", L, "System", 2, b"\x0dDaniel Lim" + b"\x00" * 40 + b"\x0dDaniel Lim" + b"\x00" * 100)
    ini = "\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
    add(f"{DT}/desktop.ini", L, "System", 600, ini.encode("utf-16"))
    add(f"{D}/desktop.ini", L, "System", 600, ini.encode("utf-16"))
    add(f"{PIC}/Trips/Japan 2024/Thumbs.db", L, "System", 500, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1500))
    add(f"{ob}/Pictures/Graduation 2016/Thumbs.db", L, "System", _at(2016, 7, 9),
        _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1500))

    # ------------------------------------------------------------------ dot files (written, never labelled)
    dot("OneDrive/.849C9593-D756-4E56-8D6E-42412F2A707B", b"", 700)
    dot(f"{DL}/.~lock.Reno budget.xlsx#", b"Daniel Lim,DESKTOP-7QK2M1,daniel,01.06.2026 09:14,file:///C:/Users/daniel/AppData;",
        0.2)
    dot(f"{D}/Work/ECL Revalidation 2026/.tmp_sync", b"sync", 3)

    return items
