"""A sixth labelled corpus: a software engineer's home directory, ``build(root, seed)``, written without reading the classifier.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/`` or the
``bench_*.py`` scripts, at the bodies of ``corpus.py``, ``heldout.py``, ``blind.py`` or ``fresh.py``, or at
any placement result: only ``unseen.py``'s docstring, helpers and ``build`` mechanics, the ``Item``
dataclass and the helpers ``_pdf``, ``_jpeg`` (``corpus.py``), ``_docx``, ``_png`` and ``HEIC_HEAD``
(``blind.py``). The files and labels are shaped by what this person would have on disk, not by what the
code looks for.

The person: Priya Raman, 34, a backend software engineer at Corrigan Freight Systems, a mid-size logistics
company in Austin, Texas (since June 2023; before that she was at Ledgerly, a fintech startup, 2019-2023,
which laid her off, and at Dell in Round Rock, 2014-2019). She does a part-time online MS in Computer Science at Lakeshore University, two
courses a term; the Spring 2026 term (CS 6320 Distributed Systems and CS 6375 Machine Learning) runs to
12 June 2026. Her bachelor's in computer science is from Texas A&M (2010-2014). She freelances a little
through her single-member LLC, Raman Software LLC: a Django booking app for her friend Keisha Walters's
yoga studio, Lotus & Oak Yoga, whose second phase (online class packs and payments) launches in June 2026.
She rents an apartment at the Alcove at Mueller and is buying her first house, 2207 Pecan Hollow Ln
(an earlier offer on Ridgeview Dr was rejected in March; closing is set for 10 July 2026). She is
marrying Arjun Mehta, a product designer, on 17 October 2026 at Cypress Creek Ranch in Dripping Springs
(a Tamil-Gujarati wedding; her parents live in Sugar Land, her Paati in Chennai), with a honeymoon in
Portugal right after. She has a cat, Mango (adopted 2021), federal student loans, a 401(k) at work, a
Roth IRA, and a 2019 Honda Civic. At work she is leading the move of the shipment-tracking service to
Kafka, due at the end of June 2026. She maintains a small open-source CLI tool (``logslice``) and a
dotfiles repo, and still has a HackTX 2022 hackathon project on disk. Done and dusted: the August 2023
move into the current apartment, the Austin Half Marathon of February 2025, the Japan trip of April 2024
and the Chennai family visit of December 2025. Her disk has a chaotic ``Downloads/``, a ``Desktop/``,
a ``Documents/`` with half-made folders (``house stuff``, ``misc``, ``2024``, ``Scans``), ``code/``,
``Pictures/``, ``Music/``, an ``old laptop backup/`` from her Windows laptop, unfinished downloads and
system files. Files are English, with a little Tamil and Hindi in family mail and recipes.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. Buying
  the house (pre-approval, loan estimate, both offers -- the rejected one too --, contract, inspection,
  repair amendment, HOA documents, title, appraisal, insurance quotes for the new house, the notice to
  vacate and the move-out planning for the apartment, listing and inspection photos) -- topic Home; the
  wedding (venue, caterer, photographer, DJ, florist, guest list, budget, invitations, the invitation letter
  for Paati's visa, the sangeet, first-dance songs, venue-visit photos) -- topic Wedding; the Portugal honeymoon in
  October 2026 (flights, stays, itinerary) -- topic Travel; the two Spring 2026 courses (syllabi,
  lecture PDFs, readings, assignments, notes, the course repos ``cs6320-raft`` and ``cs6375-hw4``) --
  topic School; phase 2 of the Lotus & Oak booking app (the ``lotus-oak-booking`` repo, the studio's
  requirements, launch checklist and mail about the build) -- topic Freelance; the Kafka migration of
  the shipment-tracking service at work (RFC, plan, runbook, mail) -- topic Work.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: bank and
  card statements, taxes (including every W-2, 1099 and 1098-E, whichever employer or year), student
  loans, the 401(k) and the Roth IRA (with the 2023 rollover from Ledgerly's plan), budget (Finance); the
  rented apartment -- lease, renter's insurance, utilities (Home); the current job at Corrigan -- offer
  letter, pay stubs, benefits, reviews, on-call, expenses, 1:1 notes, the résumé (Work); the master's
  programme as a whole -- admission, tuition, employer tuition reimbursement, degree plan, registration,
  transcript
  (School); the LLC -- invoices, the statement of work, franchise tax, estimated taxes, business bank
  account, hours (Freelance); her maintained code -- the ``logslice`` repo and the ``dotfiles`` repo
  (Code); her health and health insurance (Health); the Honda -- insurance, registration, service,
  inspection, title (Car); Mango -- vet, vaccines, pet insurance, adoption papers, food orders (Pet).
  A 2019 tax return or a 2011 loan promissory note is still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: recipes (Cooking); ebooks,
  whatever their subject (Books); installers, tech-talk slides, cheat sheets and programming articles
  (Software); running articles (Running); music files (Music); photos, albums and screenshots -- camera
  roll, the engagement shoot, pictures of Mango -- (Photos), except photos that document a project,
  current or finished (house listing and inspection photos, venue visits, the Japan trip, the race
  finish): those take the project's bucket and topic.
- **Archive**: finished projects and ended responsibilities: the Ledgerly job, 2019-2023 (Work); the
  finished master's courses (Fall 2024 to Fall 2025) and the Texas A&M bachelor's (School); the 2023
  apartment move (Home); the Austin Half Marathon 2025 (Running); the HackTX 2022 project (Code); the
  Japan trip 2024 and the Chennai visit of December 2025 (Travel); the ``old laptop backup/`` folder, a
  frozen copy of the 2019 Windows laptop, as a unit (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``), wherever they are, even inside the backup (topic
  System). Dot files (``.DS_Store``, ``.gitignore``, ``.git/HEAD``) are written but not labelled: the
  scanner never lists them.

Topics are subjects; a project's files take the project's topic (the new house's insurance quotes are
``Home``; the invitation letter to the family is ``Wedding``). A code repository is a unit: all its files
share the repo's bucket and topic. ``hard`` marks a file whose name *and* folder say nothing about its
subject (``Downloads/document (2).pdf``, ``Desktop/untitled.txt``, ``Documents/misc/scan_0012.pdf``):
only the text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it. Images are never marked
hard. Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

# --------------------------------------------------------------------------- helpers


def _d(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _us(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _ago(days: float) -> datetime:
    return NOW - timedelta(days=days)


def hash_str(s: str) -> int:
    """A stable (process-independent) string hash for message ids."""
    h = 1469598103934665603
    for ch in s.encode("utf-8"):
        h = ((h ^ ch) * 1099511628211) & 0xFFFFFFFFFFFF
    return h


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str, hour: int = 9) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt:%a, %d %b %Y} {hour:02d}:{(hour * 7) % 60:02d}:14 -0500"
            f"\nMessage-ID: <{hash_str(subject + _d(dt)):x}@mail.gmail.com>\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=\"UTF-8\"\n\n{body}\n")


ME = "Priya Raman"
MAIL = "priya.raman.dev@gmail.com"
APT = "1900 Aldrich St, Apt 317, Austin, TX 78723"
HOUSE = "2207 Pecan Hollow Ln, Austin, TX 78748"
HOUSE1 = "4812 Ridgeview Dr, Austin, TX 78745"
LLC = "Raman Software LLC\n1900 Aldrich St, Apt 317, Austin, TX 78723\nEIN 88-4127593  |  priya@ramansoftware.dev"
CORRIGAN = "Corrigan Freight Systems, Inc.\n9300 N Lamar Blvd, Suite 400, Austin, TX 78753"
LAKESHORE = "Lakeshore University - Online Master of Science in Computer Science"
FIRST = ["Ananya", "Karthik", "Meena", "Suresh", "Lakshmi", "Vikram", "Deepa", "Ramesh", "Kavya", "Hiral", "Nirav",
         "Pooja", "Jay", "Bhavna", "Emily", "Jordan", "Marcus", "Sarah", "Tyler", "Keisha", "Daniel", "Megan",
         "Rohan", "Divya", "Chris", "Aisha", "Ben", "Laura"]
LAST = ["Raman", "Krishnan", "Subramanian", "Iyer", "Venkatesh", "Mehta", "Patel", "Shah", "Desai", "Parikh",
        "Nguyen", "Walters", "Johnson", "Garcia", "Miller", "Thompson", "Kim", "Okafor", "Rivera", "Brooks"]


def _name(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


# --------------------------------------------------------------------------- Finance (Areas)


def t_chase(r, dt):
    start = dt - timedelta(days=30)
    bal = r.uniform(3800, 9200)
    rows = [("Direct Dep CORRIGAN FREIGHT PPD PAYROLL", r.uniform(3350, 3480)),
            ("ALCOVE AT MUELLER WEB PMTS RENT", -1985.00),
            ("AUSTIN ENERGY BILLPAY", -r.uniform(58, 164)),
            ("GOOGLE *FIBER 855-836-3987", -70.00),
            ("NELNET STUDENT LN PAYMENT", -412.37),
            ("H-E-B #512 AUSTIN TX", -r.uniform(38, 190)),
            ("Direct Dep CORRIGAN FREIGHT PPD PAYROLL", r.uniform(3350, 3480)),
            ("VANGUARD BUY INVESTMENT ROTH", -583.00),
            ("AMEX EPAYMENT ACH PMT", -r.uniform(900, 2400)),
            ("Zelle payment to Arjun Mehta", -r.choice([250.0, 400.0, 600.0])),
            ("ATX PET SUPPLY / CHEWY.COM", -r.uniform(30, 90)),
            ("ZELLE FROM LOTUS AND OAK YOGA LLC", r.choice([0.0, 0.0, 1200.0]))]
    lines = []
    for i, (desc, amt) in enumerate(rows):
        if amt == 0:
            continue
        bal += amt
        lines.append(f"{(start + timedelta(days=2 + i * 2)):%m/%d}  {desc:<44} {amt:>10,.2f}  {bal:>10,.2f}")
    return (f"JPMorgan Chase Bank, N.A.\nP O Box 182051, Columbus, OH 43218-2051\n\n{ME.upper()}\n{APT}\n\n"
            f"Chase Total Checking\nAccount Number: 000000{r.randint(100000, 999999)}4471\n"
            f"{_us(start)} through {_us(dt)}\n\nCHECKING SUMMARY\nBeginning Balance  ${bal - sum(a for _, a in rows):,.2f}\n"
            f"Deposits and Additions / Electronic Withdrawals\n\nTRANSACTION DETAIL\nDATE  DESCRIPTION"
            f"{' ' * 34}AMOUNT     BALANCE\n" + "\n".join(lines) +
            f"\n\nEnding Balance  ${bal:,.2f}\n\nIn Case of Errors or Questions About Your Electronic Funds Transfers: "
            "call us at 1-800-935-9935 or write us at the address on the front of this statement.")


def t_amex(r, dt):
    items = [("UBER EATS", 18, 46), ("AMAZON.COM*2K4", 12, 140), ("TARGET 00023", 25, 110), ("SPOTIFY USA", 11.99, 11.99),
             ("SOUTHWEST AIR", 189, 420), ("ZILKER COFFEE", 5, 14), ("JOANN FABRIC - WEDDING", 30, 90),
             ("CAPITAL CITY HONDA SERVICE", 89, 260), ("GITHUB SPONSORS", 5, 5), ("THE ETSY STORE", 20, 75)]
    picked = r.sample(items, 7)
    body = "\n".join(f"{(dt - timedelta(days=25 - i * 3)):%m/%d/%y}  {n:<32} ${r.uniform(a, b):,.2f}"
                     for i, (n, a, b) in enumerate(picked))
    new_bal = r.uniform(900, 2600)
    return (f"American Express Blue Cash Preferred\nPrepared for {ME.upper()}\nAccount Ending 3-41007\n"
            f"Closing Date {dt:%m/%d/%y}\n\nNew Balance ${new_bal:,.2f}\nMinimum Payment Due ${new_bal * 0.02 + 35:,.2f}"
            f"\nPayment Due Date {(dt + timedelta(days=25)):%m/%d/%y}\n\nNew Charges\n{body}\n\n"
            f"Cash Back earned this period ${r.uniform(9, 48):.2f}\nInterest Charged $0.00\n"
            "Late Payment Warning: If we do not receive your Minimum Payment Due by the Payment Due Date, you may "
            "have to pay a late fee of up to $40.00.")


def t_1040(r, dt, year):
    wages = r.randint(138000, 152000) if year >= 2023 else r.randint(104000, 121000)
    sched_c = r.randint(4200, 11800) if year >= 2024 else 0
    interest = r.randint(180, 1400)
    agi = wages + sched_c + interest - (round(sched_c * 0.0765) if sched_c else 0)
    tax = round(agi * 0.162)
    withheld = round(tax * r.uniform(0.93, 1.08))
    res = withheld - tax
    return (f"Form 1040 U.S. Individual Income Tax Return {year}\nDepartment of the Treasury - Internal Revenue Service"
            f"\nFiling Status: Single\nYour first name and middle initial: PRIYA S   Last name: RAMAN\n"
            f"Home address: {APT}\n\n1a Total amount from Form(s) W-2, box 1 ....... {wages:,}\n"
            f"2b Taxable interest ....... {interest:,}\n8 Additional income from Schedule 1, line 10 ....... {sched_c:,}\n"
            f"11 Adjusted gross income ....... {agi:,}\n12 Standard deduction ....... {14600 if year == 2024 else 15000 if year >= 2025 else 12200:,}\n"
            f"24 Total tax ....... {tax:,}\n25a Federal income tax withheld from Form(s) W-2 ....... {withheld:,}\n"
            + (f"34 Amount overpaid / 35a Refunded to you ....... {res:,}\n" if res > 0 else
               f"37 Amount you owe ....... {-res:,}\n") +
            f"\nSchedule C attached: {'Raman Software LLC, software consulting (541511)' if sched_c else 'none'}\n"
            "Schedule 1 line 21: Student loan interest deduction (see Form 1098-E)\n"
            f"Signed electronically {_us(dt)}. Preparer: Self-Prepared (TurboTax Premier).")


def t_w2(r, dt, employer, year):
    w = r.randint(128000, 150000) if "Corrigan" in employer else r.randint(98000, 121000)
    return (f"Form W-2 Wage and Tax Statement {year}\nCopy B - To Be Filed With Employee's FEDERAL Tax Return\n\n"
            f"c Employer's name, address, and ZIP code\n{employer}\nb Employer identification number (EIN) "
            f"{r.randint(10, 99)}-{r.randint(1000000, 9999999)}\ne Employee's name: PRIYA S RAMAN\nf {APT}\n\n"
            f"1 Wages, tips, other compensation  {w:,.2f}\n2 Federal income tax withheld  {w * 0.17:,.2f}\n"
            f"3 Social security wages  {min(w, 168600):,.2f}\n4 Social security tax withheld  {min(w, 168600) * 0.062:,.2f}\n"
            f"5 Medicare wages and tips  {w + 23000:,.2f}\n6 Medicare tax withheld  {(w + 23000) * 0.0145:,.2f}\n"
            f"12a D  {r.randint(19000, 23000):,.2f}   (401(k) elective deferrals)\n12b DD  {r.randint(6100, 8900):,.2f}\n"
            "15 State: TX (no state income tax)")


def t_1098e(r, dt, year):
    return (f"Form 1098-E Student Loan Interest Statement {year}\nRECIPIENT'S/LENDER'S name: Nelnet\n"
            "121 South 13th Street, Lincoln, NE 68508\n\nBORROWER'S name: PRIYA RAMAN\n"
            f"Account number: {r.randint(1000000000, 9999999999)}\n\n1 Student loan interest received by lender  "
            f"${r.uniform(1100, 1900):,.2f}\n\nThis is important tax information and is being furnished to the IRS. "
            "You may be able to deduct up to $2,500 of student loan interest paid.")


def t_1099int(r, dt, year):
    return (f"Form 1099-INT Interest Income {year}\nPAYER: Ally Bank, P.O. Box 951, Horsham, PA 19044\n"
            f"RECIPIENT: PRIYA RAMAN, {APT}\nAccount: Online Savings x{r.randint(1000, 9999)}\n\n"
            f"1 Interest income  ${r.uniform(420, 1350):,.2f}\n4 Federal income tax withheld  $0.00\n"
            "Keep for your records. Report on Form 1040 line 2b.")


def t_401k(r, dt):
    bal = r.uniform(61000, 78000)
    return (f"Fidelity NetBenefits - Quarterly Retirement Statement\nCorrigan Freight Systems 401(k) Plan\n"
            f"Participant: {ME}\nStatement period {_us(dt - timedelta(days=90))} - {_us(dt)}\n\n"
            f"Beginning balance ${bal - 6400:,.2f}\nYour contributions ${r.uniform(4800, 5400):,.2f}\n"
            f"Employer match (100% up to 4%) ${r.uniform(1400, 1700):,.2f}\nChange in market value "
            f"${r.uniform(-900, 2600):,.2f}\nEnding balance ${bal:,.2f}\n\nInvestment elections\n"
            "Fidelity Freedom Index 2055 Fund  70%\nFidelity 500 Index Fund  30%\n\nVested balance: 100% of your "
            "contributions; employer match vests over 3 years (currently 66%).\nYour deferral rate: 15% pre-tax.")


def t_roth(r, dt):
    return (f"Vanguard - Confirmation of contribution\nAccount: Roth IRA Brokerage Account ...{r.randint(1000, 9999)}\n"
            f"Owner: {ME}\nTrade date: {_us(dt)}\n\nContribution type: Regular contribution for tax year "
            f"{dt.year if dt.month > 4 else dt.year - 1}\nAmount: $583.00 (monthly automatic investment)\n"
            f"Bought 1.{r.randint(100, 999)} shares Vanguard Total Stock Market ETF (VTI) at ${r.uniform(265, 310):.2f}\n"
            f"Year-to-date contributions: ${r.choice([2332, 2915, 3498, 4081]):,}.00 of $7,000.00 limit\n"
            "Please review this confirmation carefully.")


def t_rollover(r, dt):
    return (f"Guideline 401(k) - Distribution confirmation\nPlan: Ledgerly, Inc. 401(k) Plan\nParticipant: {ME}\n"
            f"Processed: {_us(dt)}\n\nDistribution type: Direct rollover to IRA\nPayee: Vanguard Fiduciary Trust "
            f"Company FBO Priya Raman, Rollover IRA\nGross amount ${r.uniform(38000, 46000):,.2f}\n"
            "Federal withholding $0.00 (direct rollover)\n\nA Form 1099-R will be issued in January. Code G: "
            "direct rollover, not taxable.")


def t_nelnet(r, dt):
    principal = r.uniform(21000, 26000)
    return (f"Nelnet - Monthly Billing Statement\nBorrower: {ME}\nStatement date: {_us(dt)}\n"
            f"Payment due: {_us(dt + timedelta(days=21))}\n\nLoan group  Type  Rate  Principal\n"
            f"AA  Direct Subsidized  4.45%  ${principal * 0.3:,.2f}\nAB  Direct Unsubsidized  4.45%  "
            f"${principal * 0.45:,.2f}\nAC  Direct Unsubsidized (Grad)  6.54%  ${principal * 0.25:,.2f}\n\n"
            f"Total outstanding principal ${principal:,.2f}\nRepayment plan: Standard, 10 years\nAmount due $412.37 "
            "(auto debit, 0.25% rate reduction applied)\n\nYou paid $4,948.44 in the last 12 months, of which "
            f"${r.uniform(1100, 1800):,.2f} was interest.")


def t_promissory(r, dt):
    return ("Federal Direct Stafford/Ford Loan - Master Promissory Note\nWilliam D. Ford Federal Direct Loan Program"
            f"\nBorrower: Priya S. Raman   School: Texas A&M University, College Station TX\nDate signed: {_us(dt)}\n\n"
            "I promise to pay to the U.S. Department of Education all loan amounts disbursed under the terms of this "
            "Master Promissory Note, plus interest and other charges and fees that may become due.\n"
            "Loan types: Direct Subsidized, Direct Unsubsidized.\nReferences: Lakshmi Raman (mother), "
            "Sugar Land TX; Suresh Raman (father).\nKeep this document. Repayment begins six months after you "
            "graduate or drop below half-time enrollment.")


def t_budget(r, dt):
    cats = [("Rent", 1985, 1985), ("Groceries", 450, 620), ("Dining out", 200, 380), ("Utilities", 140, 230),
            ("Student loan", 412, 412), ("Car insurance", 128, 128), ("Roth IRA", 583, 583), ("Mango", 60, 180),
            ("Wedding fund", 1500, 1500), ("House down payment", 1200, 1200), ("Tuition (net of reimb.)", 250, 250),
            ("Subscriptions", 58, 64), ("Gifts", 0, 150), ("Travel", 0, 300)]
    return ("Category;Budget;Jan;Feb;Mar;Apr;May;Notes\n" + "\n".join(
        f"{c};{lo};" + ";".join(str(round(r.uniform(lo * 0.9, hi * 1.1))) for _ in range(5)) +
        f";{'autopay' if lo == hi else ''}" for c, lo, hi in cats) + "\nTotal in;;10350;10350;10350;11550;10350;"
        "incl. freelance\n")


def t_networth(r, dt):
    rows = ["Month;Chase checking;Ally savings (house fund);Roth IRA;401k;Rollover IRA;Student loans;Net worth"]
    for i in range(8):
        m = dt - timedelta(days=30 * (7 - i))
        a, b, c, d, e, f = (r.randint(4000, 9000), 48000 + i * 2600, 31000 + i * 700, 61000 + i * 1900,
                            45000 + i * 300, -(26000 - i * 280))
        rows.append(f"{m:%Y-%m};{a};{b};{c};{d};{e};{f};{a + b + c + d + e + f}")
    return "\n".join(rows) + "\n"


def t_subscriptions(r, dt):
    return ("service,amount,cycle,card,renews,keep?\nSpotify Duo,16.99,monthly,Amex,15th,yes (shared w Arjun)\n"
            "Netflix Standard,15.49,monthly,Amex,3rd,maybe\nGitHub Pro,4.00,monthly,Amex,22nd,yes\n"
            "iCloud+ 200GB,2.99,monthly,Apple,9th,yes\nJetBrains All Products,289.00,yearly,Amex,Feb,cancel after "
            "semester?\nNYT Cooking,5.00,monthly,Amex,1st,yes\nStrava,79.99,yearly,Amex,Oct,no - not running now\n"
            "Zola wedding website,0,,,,(free)\nChewy autoship Mango food,42.18,monthly,Chase,28th,yes\n"
            "Fastmail,5.00,monthly,Amex,12th,yes\nDigitalOcean (yoga app staging),12.00,monthly,LLC card,1st,"
            "bill to client\n")


def t_ally(r, dt):
    rows = ["Date,Time,Amount,Type,Description"]
    bal = r.uniform(52000, 60000)
    for i in range(12):
        d = dt - timedelta(days=i * 15)
        if i % 2 == 0:
            rows.append(f"{_d(d)},09:00:00,1200.00,Deposit,Internet transfer from Chase x4471 - house fund")
        else:
            rows.append(f"{_d(d)},00:00:00,{r.uniform(150, 220):.2f},Deposit,Interest Paid")
    rows.append(f"{_d(dt - timedelta(days=40))},14:12:33,-10000.00,Withdrawal,Wire - earnest money Capitol Title")
    return "\n".join(rows) + f"\n# balance {bal:.2f}\n"


# --------------------------------------------------------------------------- house purchase (Projects Home)


def t_preapproval(r, dt):
    return (f"Texas Hill Mortgage, LLC  NMLS #1839201\n7801 N Capital of Texas Hwy, Austin, TX 78731\n\n{_us(dt)}\n\n"
            f"PRE-APPROVAL LETTER\n\nBorrower: {ME}\nCo-borrower: Arjun Mehta\n\nCongratulations! Based on a "
            "review of your credit report, income, and asset documentation, you are pre-approved for a "
            f"conventional 30-year fixed mortgage:\nPurchase price up to: $525,000\nLoan amount up to: $420,000\n"
            f"Estimated rate: {r.choice(['6.375', '6.500', '6.625'])}%\nDown payment: 20%\n\nThis pre-approval is "
            "valid for 90 days and subject to a satisfactory appraisal, clear title, and no material change in "
            "your financial condition.\n\nRay Castillo, Senior Loan Officer, NMLS #448120\nray@texashillmortgage.com "
            "| (512) 555-0148")


def t_loan_estimate(r, dt):
    price, loan = 489000, 391200
    return (f"Loan Estimate\nDATE ISSUED {dt:%m/%d/%Y}\nAPPLICANTS Priya Raman and Arjun Mehta\nPROPERTY {HOUSE}\n"
            f"SALE PRICE ${price:,}\nLOAN TERM 30 years  PURPOSE Purchase  PRODUCT Fixed Rate  LOAN TYPE Conventional\n"
            f"RATE LOCK: YES, until {(dt + timedelta(days=60)):%m/%d/%Y}\n\nLoan Terms\nLoan Amount ${loan:,}\n"
            f"Interest Rate 6.375%\nMonthly Principal & Interest ${2440.51:,.2f}\n\nProjected Payments\n"
            f"Estimated Escrow (property taxes, homeowner's insurance) + ${r.randint(880, 1010)}\n"
            f"Estimated Total Monthly Payment ${r.randint(3320, 3460):,}\n\nCosts at Closing\nEstimated Closing Costs "
            f"${r.randint(11800, 14200):,}  Includes Loan Costs and Other Costs\nEstimated Cash to Close "
            f"${r.randint(106000, 112000):,}\n\nTexas Hill Mortgage, LLC - Ray Castillo NMLS 448120")


def t_offer(r, dt, addr, price, outcome):
    return (f"PROMULGATED BY THE TEXAS REAL ESTATE COMMISSION (TREC)\nONE TO FOUR FAMILY RESIDENTIAL CONTRACT (RESALE)"
            f"\n\n1. PARTIES: Buyer: Priya Raman and Arjun Mehta\n2. PROPERTY: {addr}\n"
            f"3. SALES PRICE: A. Cash portion ${price * 0.2:,.0f}  B. Sum of financing ${price * 0.8:,.0f}  "
            f"C. Sales Price ${price:,}\n5. EARNEST MONEY: $10,000 to Capitol Title Co.\n"
            f"   Option Fee: $500; Option Period: 7 days after the Effective Date\n9. CLOSING: on or before "
            f"{'July 10, 2026' if 'Pecan' in addr else 'May 15, 2026'}\n\nBuyer's agent: Dana Whitfield, Hill Country "
            f"Home Group\nOffer submitted {_us(dt)}\n\nNOTES: {outcome}")


def t_inspection(r, dt):
    items = [("Roof", "Composition shingles, approx. 9 years old. Minor granule loss on south slope; two lifted "
              "shingles near ridge. Recommend roofer evaluation."),
             ("Foundation", "Slab on grade. Performing as intended at time of inspection; minor cosmetic cracking."),
             ("HVAC", f"Carrier split system, {r.choice([2014, 2015, 2016])}. Cooling differential 18F (acceptable). "
              "Evaporator coil shows corrosion; nearing end of typical life."),
             ("Plumbing", "Water heater 50 gal gas, 2012, no drip pan. TPR valve discharge line too short. "
              "Active slow leak under primary bath sink."),
             ("Electrical", "200A panel. Missing GFCI protection at kitchen island and garage receptacles. "
              "Double-tapped breaker (20A)."),
             ("Attic", "Blown insulation approx. 8 inches (R-22). Bathroom exhaust vents terminate in attic."),
             ("Grounds", "Negative grading at rear patio; gutter downspout discharges against foundation.")]
    return (f"LONE STAR HOME INSPECTIONS - Property Inspection Report\nPrepared for: Priya Raman & Arjun Mehta\n"
            f"Property: {HOUSE}\nDate of inspection: {_us(dt)}\nInspector: Brett Kowalski, TREC License #22841\n\n"
            "This report is promulgated by the Texas Real Estate Commission (TREC REI 7-6).\n\n" +
            "\n".join(f"{sec}: D (Deficient)  {txt}" if i % 2 == 0 else f"{sec}: I (Inspected)  {txt}"
                      for i, (sec, txt) in enumerate(items)) +
            "\n\nSummary: 14 deficiencies noted. Items in bold should be addressed before the option period ends.")


def t_repair_amendment(r, dt):
    return (f"AMENDMENT TO CONTRACT CONCERNING THE PROPERTY AT {HOUSE.upper()}\n(TREC No. 39-9)\n\n"
            "Seller, at Seller's expense, shall complete the following repairs prior to closing by licensed "
            "contractors:\n(a) Repair active leak under primary bathroom sink.\n(b) Install GFCI protection at "
            "kitchen island and garage.\n(c) Correct double-tapped breaker in main panel.\n(d) Extend water heater "
            "TPR discharge line.\n\nIn lieu of roof and HVAC repairs, Seller shall credit Buyer $4,500 at closing "
            "for Buyer's closing costs.\n\nBuyer: Priya Raman, Arjun Mehta\nSeller: Thomas and Linda Hargrove\n"
            f"Executed {_us(dt)}")


def t_hoa_resale(r, dt):
    return (f"SUBDIVISION INFORMATION, INCLUDING RESALE CERTIFICATE FOR PROPERTY SUBJECT TO MANDATORY MEMBERSHIP IN A "
            f"PROPERTY OWNERS' ASSOCIATION\nAssociation: Pecan Hollow Homeowners Association, Inc.\n"
            f"Property: {HOUSE}\nDate: {_us(dt)}\n\nA. Regular assessment: $65.00 per month, paid quarterly.\n"
            "B. Special assessments: none adopted.\nC. Transfer fee: $250.00; Resale certificate fee $375.00.\n"
            "D. Right of first refusal: none.\nE. The Association's current operating budget is attached.\n"
            "F. Known violations on the Property: fence stain color not approved (2024) - resolved.\n"
            f"G. Reserve fund balance: ${r.randint(180000, 240000):,}\n\nManaging agent: Goodwin Community Management, "
            "(512) 555-0190")


def t_hoa_bylaws(r, dt):
    return ("BYLAWS OF PECAN HOLLOW HOMEOWNERS ASSOCIATION, INC.\n\nARTICLE I - NAME AND LOCATION\n"
            "The name of the corporation is Pecan Hollow Homeowners Association, Inc.\n\nARTICLE III - MEETING OF "
            "MEMBERS\nSection 1. Annual Meetings. The annual meeting of the members shall be held in January.\n\n"
            "ARTICLE VII - ARCHITECTURAL CONTROL\nNo fence, wall, exterior paint color, solar installation or "
            "structure shall be commenced until plans are approved by the Architectural Control Committee.\n"
            "Short-term rentals of less than 30 days are prohibited.\nTrash containers shall be stored out of view "
            "from the street except on collection day.\nNo more than three household pets may be kept.")


def t_hoa_budget(r, dt):
    return ("Pecan Hollow HOA - 2026 Operating Budget\n\nIncome\nAssessments (312 lots x $780)  $243,360\n"
            "Late fees and interest  $3,100\n\nExpenses\nLandscaping common areas  $71,400\nPool operation and "
            "lifeguards  $48,900\nManagement fee  $32,400\nInsurance  $14,200\nUtilities  $27,800\n"
            "Reserve contribution  $40,000\nLegal and audit  $6,500\n\nApproved by the Board of Directors, "
            "November 2025.")


def t_title_commitment(r, dt):
    return (f"Capitol Title Co. - COMMITMENT FOR TITLE INSURANCE (T-7)\nGF No. CT-26-{r.randint(10000, 99999)}\n"
            f"Effective date: {_us(dt)}\n\nSCHEDULE A\n1. Proposed insured: Priya Raman and Arjun Mehta\n"
            f"   Proposed lender: Texas Hill Mortgage, LLC\n2. Land: Lot 14, Block C, Pecan Hollow Section 3, a "
            "subdivision in Travis County, Texas\n   Street address: " + HOUSE + "\n\nSCHEDULE B - Exceptions\n"
            "Restrictive covenants recorded in Document No. 2004118832; 10-foot utility easement along rear lot "
            "line; standby fees and taxes for 2026.\n\nSCHEDULE C - Requirements\nRelease of lien held by "
            "Wells Fargo Home Mortgage; HOA payoff certificate; survey acceptable to the Company.")


def t_appraisal(r, dt):
    value = r.choice([489000, 492000, 495000])
    return (f"UNIFORM RESIDENTIAL APPRAISAL REPORT (summary)\nProperty: {HOUSE}\nBorrower: Priya Raman\n"
            f"Lender: Texas Hill Mortgage, LLC\nEffective date: {_us(dt)}\n\nGLA 1,864 sq ft, 3 bed / 2 bath, "
            "built 2004, one story, 2-car garage\nComparable 1: 2311 Pecan Hollow Ln, sold $482,500, 1,820 sq ft\n"
            "Comparable 2: 9004 Walnut Bend Dr, sold $501,000, 1,950 sq ft\nComparable 3: 2120 Chestnut Ridge Cv, "
            f"sold $476,000, 1,790 sq ft\n\nOpinion of market value: ${value:,}\nCondition: C3  Quality: Q4\n"
            "Appraiser: Sandra Liu, Certified Residential, TX-1338842-R")


def t_survey(r, dt):
    return (f"SURVEY PLAT - LOT 14, BLOCK C, PECAN HOLLOW SECTION 3\nTravis County, Texas\nAddress: {HOUSE}\n\n"
            "Bearings based on recorded plat. Lot area 0.17 acres (7,405 sq ft).\nImprovements: one-story brick and "
            "siding residence, concrete driveway, wood privacy fence (encroaches 0.4 ft onto Lot 13).\n"
            "10' P.U.E. along rear line; 5' building setback sides.\nNo portion of this tract lies within the 100-year"
            " flood plain per FEMA map 48453C0585K.\n\nI hereby certify this survey was made on the ground under "
            f"my supervision. {_us(dt)}\nMark Pruitt, RPLS No. 5521")


def t_earnest(r, dt):
    return (f"Capitol Title Co.\nRECEIPT FOR EARNEST MONEY\nGF No. CT-26-{r.randint(10000, 99999)}\nReceived {_us(dt)}"
            f" from Priya Raman the sum of $10,000.00 (wire) as earnest money, and $500.00 option fee paid to "
            f"seller, for the property at {HOUSE}.\nEscrow officer: Tammy Nguyen")


def t_hoi_quotes(r, dt):
    return ("Insurer;Dwelling;Deductible;Wind/hail ded.;Annual premium;Notes\n"
            f"State Farm;$385,000;$2,500;2%;${r.randint(2400, 2800)};bundle w car -8%\n"
            f"Bluebonnet Mutual;$390,000;$2,000;1%;${r.randint(2600, 3100)};roof age 9 ok\n"
            f"Lemonade;$380,000;$2,500;2%;${r.randint(2100, 2500)};no replacement cost on roof\n"
            f"Openly;$400,000;$5,000;2%;${r.randint(2300, 2700)};via Dana's broker\n"
            "Decision;;;;;need binder to lender by July 1\n")


def t_closing_costs(r, dt):
    return ("Item;Estimate;Paid by;Status\nDown payment 20%;$97,800;us;Ally house fund\n"
            f"Lender origination;${r.randint(1100, 1500):,};us;\nAppraisal;$650;us;paid\nTitle insurance (owner's);"
            f"${r.randint(2600, 3000):,};seller;per contract\nTitle lender policy;${r.randint(700, 900)};us;\n"
            "Survey;$525;us;paid\nInspection;$475;us;paid\nHOA transfer + resale cert;$625;us;\n"
            "Prepaid escrow (taxes 3 mo + insurance 12 mo);$7,420;us;\nSeller credit;-$4,500;seller;amendment\n"
            "Total cash to close;~$108,900;;wire by July 9\n")


def t_house_compare(r, dt):
    return ("Address;Price;Beds;Baths;SqFt;Year;HOA/mo;Commute to office;School rating;Notes\n"
            "4812 Ridgeview Dr;$535,000;3;2;1,720;1998;0;18 min;7;offer rejected - went to cash buyer\n"
            "2207 Pecan Hollow Ln;$499,000;3;2;1,864;2004;$65;24 min;8;big yard for Mango, office room\n"
            "1506 Brandt Cv;$472,000;3;2.5;1,905;2011;$48;31 min;6;on a busy road\n"
            "9011 Lariat Loop;$515,000;4;2;2,010;1985;0;22 min;6;needs new roof, foundation repairs\n"
            "310 Cardinal Ln;$549,000;3;2;1,640;1962;0;12 min;9;too small, over budget\n")


def t_moving_checklist(r, dt):
    return ("# Moving to Pecan Hollow - checklist\n\nClosing: **July 10**. Lease at the Alcove ends Aug 31 - "
            "60-day notice due by **July 2**.\n\n## Before closing\n- [x] Wire earnest money\n- [x] Inspection\n"
            "- [x] Repair amendment signed\n- [ ] Homeowner's insurance binder to Ray\n- [ ] Final walkthrough July 9"
            "\n- [ ] Cashier's check / wire for cash to close (call Ally about wire limit!)\n\n## Utilities\n- [ ] "
            "Austin Energy - start service July 10\n- [ ] Texas Gas Service\n- [ ] Google Fiber available? check "
            "address\n- [ ] Trash/recycling - HOA uses Texas Disposal\n\n## Move\n- [ ] Movers quotes: Bulldog "
            "Movers, Firefly\n- [ ] Mango: ask Dr. Ortiz for calming meds for the move\n- [ ] Change address: USPS, "
            "Chase, Nelnet, Fidelity, Lakeshore registrar, car registration, voter registration\n")


def t_notice_vacate(r, dt):
    return (f"{ME}\n{APT}\n\nTo: The Alcove at Mueller, Leasing Office\n\nRe: Notice to vacate - Unit 317\n\n"
            "Dear leasing team,\n\nThis letter is my 60-day written notice that I will vacate apartment 317 on or "
            "before August 31, 2026, at the end of my current lease term. We are closing on a house in July.\n"
            "Please send the move-out inspection checklist and let me know how to schedule the walkthrough. My "
            "forwarding address will be 2207 Pecan Hollow Ln, Austin, TX 78748.\n\nThank you,\nPriya Raman\n"
            "(DRAFT - send by July 2)")


def t_realtor_mail(r, dt, which):
    bodies = {
        "rejected": ("Re: 4812 Ridgeview - update",
                     "Hi Priya and Arjun,\n\nI just heard back from the listing agent. The sellers accepted a cash "
                     "offer at $541k with a 14-day close, so we're out on Ridgeview. I know you loved the kitchen. "
                     "I'm sorry!\n\nThe good news: your pre-approval is solid and we know what we're competing "
                     "against now. Two new listings in Pecan Hollow hit on Thursday - want to see them Saturday?\n\n"
                     "Dana Whitfield\nHill Country Home Group | (512) 555-0176"),
        "accepted": ("WE'RE UNDER CONTRACT - 2207 Pecan Hollow",
                     "Priya, Arjun -\n\nThe sellers signed! Effective date is today. Next steps:\n1. Earnest money "
                     "($10,000) and option fee ($500) to Capitol Title within 3 days.\n2. Schedule the inspection "
                     "- Brett at Lone Star has Tuesday open.\n3. Send Ray the executed contract so he can order "
                     "the appraisal.\nOption period ends in 7 days, so we need the inspection fast.\n\nCongrats!!\n"
                     "Dana"),
        "hoa": ("HOA docs + survey for Pecan Hollow",
                "Hi both,\n\nAttached are the HOA resale certificate, bylaws, the 2026 budget and the survey. "
                "Please read the deed restrictions - no short-term rentals, and fences need architectural approval "
                "(you mentioned a catio for Mango, so plan for that). You have 3 days after receipt to terminate "
                "if anything in the HOA docs is a dealbreaker.\n\nDana"),
    }
    subj, body = bodies[which]
    return _eml("Dana Whitfield <dana@hillcountryhomegroup.com>", f"{ME} <{MAIL}>, Arjun Mehta <arjun.mehta@hey.com>",
                subj, dt, body, 16)


def t_lender_mail(r, dt):
    return _eml("Ray Castillo <ray@texashillmortgage.com>", f"{ME} <{MAIL}>", "Conditions for clear to close",
                dt, "Hi Priya,\n\nGood news - the appraisal came in at value. Underwriting has a few conditions "
                "before we can issue clear to close:\n- Letter of explanation for the $1,200 deposits from Lotus & "
                "Oak Yoga (freelance income) plus your 2024 and 2025 Schedule C\n- Most recent 2 pay stubs from "
                "Corrigan\n- Homeowner's insurance binder with Texas Hill Mortgage as mortgagee\n- Gift letter if "
                "your parents are contributing to the down payment\n\nRate is locked through July 14. Let's aim to "
                "have everything in by June 12.\n\nRay", 11)


# --------------------------------------------------------------------------- apartment (Areas Home)


def t_lease(r, dt):
    return (f"THE ALCOVE AT MUELLER - LEASE RENEWAL ADDENDUM\nResident: {ME}\nUnit: 317, {APT}\n\n"
            f"Current lease ends: August 31, 2025\nRenewal term: 12 months, September 1, 2025 - August 31, 2026\n"
            "Monthly rent: $1,985.00 (previously $1,920.00)\nPet rent: $25.00 (1 cat - Mango)\n"
            "Parking: 1 garage space included\n\nResident must give 60 days' written notice before move-out. "
            "All other terms of the original Apartment Lease Contract (TAA) remain in effect.\n\n"
            f"Signed electronically {_us(dt)} via ResidentPortal.")


def t_renters(r, dt):
    return (f"Lemonade Insurance Company - Renters Policy Declarations\nPolicy LP{r.randint(1000000, 9999999)}\n"
            f"Named insured: {ME}\nInsured location: {APT}\nPolicy period: {_us(dt)} - {_us(dt + timedelta(days=365))}"
            "\n\nCoverage\nPersonal property $40,000 (replacement cost)\nLoss of use $12,000\nPersonal liability "
            "$100,000\nMedical payments to others $1,000\nDeductible $500\nExtra coverage: laptop and camera "
            f"scheduled $3,500\n\nAnnual premium ${r.uniform(148, 190):.2f}")


def t_austin_energy(r, dt):
    kwh = r.randint(420, 1150)
    return (f"City of Austin Utilities - Austin Energy / Austin Water\nAccount {r.randint(1000000000, 9999999999)}\n"
            f"Service address: {APT}\nBill date: {_us(dt)}  Due: {_us(dt + timedelta(days=20))}\n\n"
            f"Electric: {kwh} kWh  ${kwh * 0.118:,.2f}\nCustomer charge $10.00\nRegulatory charges "
            f"${r.uniform(9, 18):.2f}\nClean Community fee $9.25\nWater/wastewater (allocated by property) "
            f"${r.uniform(28, 46):.2f}\n\nTotal amount due ${kwh * 0.118 + 10 + 9.25 + r.uniform(45, 60):,.2f}\n"
            "Autopay: Chase checking")


def t_fiber(r, dt):
    return (f"Google Fiber - Your bill\n{ME}\n{APT}\nStatement date {_us(dt)}\n\n1 Gig Internet  $70.00\n"
            "Taxes and fees $0.00\nTotal $70.00 will be charged to Visa ending 2219 on the due date.\n"
            "Thanks for being a Fiber customer.")


# --------------------------------------------------------------------------- 2023 move (Archive Home)


def t_movers(r, dt):
    return (f"Bulldog Movers ATX - Invoice #{r.randint(20000, 29999)}\nCustomer: {ME}\nMove date: {_us(dt)}\n"
            "From: 5600 N Lamar Blvd Apt 2104, Austin TX 78751\nTo: 1900 Aldrich St Apt 317, Austin TX 78723\n\n"
            f"Crew: 3 movers + truck, 5.5 hours @ $159/hr  $874.50\nStairs/elevator fee $75.00\nMattress bag $25.00\n"
            f"Wardrobe boxes (3) $45.00\nTotal $1,019.50\nTip (cash) not included.\nPaid: Amex x1007")


def t_deposit_return(r, dt):
    return (f"Lamar Union Apartments\nDEPOSIT ACCOUNTING - FINAL\nFormer resident: {ME}\nUnit 2104\n"
            f"Move-out: August 12, 2023\n\nSecurity deposit  $500.00\nCarpet cleaning  -$95.00\nNail holes/paint "
            f"touch-up  -$40.00\nRefund due  $365.00\n\nCheck #{r.randint(10000, 19999)} mailed {_us(dt)} to "
            "1900 Aldrich St Apt 317.")


def t_old_lease(r, dt):
    return ("TEXAS APARTMENT ASSOCIATION - APARTMENT LEASE CONTRACT\nLamar Union Apartments, 5600 N Lamar Blvd\n"
            f"Resident: {ME}   Unit: 2104\nLease term: September 1, 2021 - August 31, 2022 (renewed to Aug 2023)\n"
            "Monthly rent: $1,640.00   Security deposit: $500.00\nAnimal deposit: $300 (1 cat)\n"
            f"Signed {_us(dt)}")


# --------------------------------------------------------------------------- wedding (Projects Wedding)


def t_venue_contract(r, dt):
    return (f"CYPRESS CREEK RANCH - EVENT AGREEMENT\nDripping Springs, Texas\n\nClient(s): Priya Raman & Arjun Mehta\n"
            f"Event: Wedding ceremony and reception\nEvent date: Saturday, October 17, 2026\nAccess: 10:00 AM - 11:00 PM"
            f"\nGuest count (estimated): 180\n\nVenue rental fee $14,500.00\nDeposit paid {_us(dt)}: $5,000.00 "
            "(non-refundable)\nSecond payment $4,750.00 due June 15, 2026\nFinal payment due September 17, 2026\n\n"
            "Included: ceremony lawn with oak grove, reception barn, bridal suite, 18 farm tables, 200 cross-back "
            "chairs, day-of venue coordinator.\nOpen flame: fire for the ceremony (agni) permitted on the stone "
            "patio with fire marshal approval.\nAll vendors must carry $1M liability insurance. Amplified music ends "
            "at 10:00 PM.\n\nSigned: Molly Reyes, Events Manager")


def t_caterer(r, dt):
    pp = r.choice([58, 62, 65])
    return (f"SAFFRON TABLE CATERING - Proposal\nPrepared for Priya & Arjun, October 17, 2026, Cypress Creek Ranch\n"
            f"Date: {_us(dt)}\n\nCocktail hour: paneer tikka, mini masala dosa station, dhokla, samosa chaat\n"
            "Dinner buffet: vegetable biryani, chettinad chicken, dal makhani, avial, undhiyu, malai kofta, jeera "
            "rice, butter naan, raita, pickles\nDessert: gulab jamun, rasmalai, payasam; wedding cake by client's "
            f"bakery (cake cutting fee $3/pp)\n\n180 guests x ${pp}.00 = ${180 * pp:,}.00\nService staff (12) $2,880.00"
            f"\nChai and coffee station $540.00\nService charge 20%, tax 8.25%\n\nEstimated total ${180 * pp * 1.3 + 3420:,.2f}"
            "\nTasting for 4 included. 30% deposit secures the date.")


def t_guest_list(r, dt):
    rows = ["Name;Side;Group;Adults;Kids;Address done;Save the date;RSVP;Diet"]
    sides = ["Bride", "Groom"]
    groups = ["Family", "Family", "Family friends", "Work", "College", "Yoga/Austin friends"]
    for _ in range(34):
        rows.append(f"{_name(r)};{r.choice(sides)};{r.choice(groups)};{r.choice([1, 2, 2, 2])};"
                    f"{r.choice([0, 0, 0, 1, 2])};{r.choice(['y', 'y', 'n'])};{r.choice(['sent', 'sent', 'email'])};"
                    f"{r.choice(['', '', 'yes', 'no', 'maybe'])};{r.choice(['veg', 'veg', 'non-veg', 'jain', ''])}")
    rows.append("Paati (Chennai);Bride;Family;1;0;y;sent;yes;veg - needs wheelchair access")
    return "\n".join(rows) + "\n"


def t_wedding_budget(r, dt):
    return ("Item;Budget;Quoted;Paid;Due;Vendor\nVenue;14500;14500;5000;Jun 15;Cypress Creek Ranch\n"
            f"Catering;21000;{r.randint(17000, 19000)};0;Jul 1;Saffron Table\nPhotography;5500;5200;1500;Sep 1;"
            "Jess Aldana Photography\nDJ + baraat dhol;3000;2850;500;Oct 1;DJ Neel Beats\nFlorals + mandap;6000;"
            f"{r.randint(5600, 6800)};0;Aug 1;Wildflower & Vine\nOutfits (lehenga, saree, sherwani);5000;;2300;;"
            "Chennai / Houston\nMehndi artist;600;550;100;Oct 15;Henna by Rupa\nInvitations;700;640;640;;Minted\n"
            "Priest (muhurtham);1001;1001;0;Oct 17;Sri Meenakshi Temple Pearland\nRings;3500;;3100;;\n"
            "Hotel block;0;;;;Hyatt Regency Lost Pines\nTotal;61801;;;;\nOur share (parents contributing 25k);36801;;;;\n")


def t_photographer(r, dt):
    return (f"JESS ALDANA PHOTOGRAPHY - Wedding Photography Agreement\nClients: Priya Raman and Arjun Mehta\n"
            f"Wedding date: October 17, 2026   Location: Cypress Creek Ranch, Dripping Springs TX\n\nPackage: "
            "Full day (10 hours), two photographers, online gallery with 800+ edited images, engagement session "
            "(completed December 2025).\nFee: $5,200. Retainer $1,500 paid on signing; balance due 45 days before "
            "the wedding.\nDelivery: sneak peek within 7 days, full gallery within 10 weeks.\nThe photographer may "
            f"use images for portfolio unless the client opts out.\nSigned {_us(dt)}")


def t_dj(r, dt):
    return (f"DJ NEEL BEATS - Quote #{r.randint(300, 999)}\nEvent: Raman-Mehta Wedding, 10/17/2026\n\n"
            "Baraat with live dhol player (45 min)  $650\nCeremony sound system + lapel mics  $400\n"
            "Reception DJ 5 hours (Bollywood, Tamil hits, Top 40, garba set)  $1,500\nDance floor LED lighting  $300\n"
            "Total $2,850 - deposit $500 to book\nMust-play list and do-not-play list due 3 weeks before.")


def t_florist(r, dt):
    return (f"Wildflower & Vine - Floral Estimate\nFor: Priya Raman   Event 10/17/2026\nDate: {_us(dt)}\n\n"
            "Mandap: four-pillar wood mandap with marigold and rose garlands, jasmine strands  $2,400\n"
            "Bridal bouquet (white roses, orchids)  $280\nVarmala garlands x2 (rose and jasmine)  $240\n"
            "Centerpieces x18 (bud vases, marigold, eucalyptus)  $1,260\nAisle petals and urli bowls  $420\n"
            f"Delivery, setup, teardown  $650\nTotal estimate ${r.randint(5600, 6400):,}")


def t_invitation(r, dt):
    return ("Invitation wording - draft 3\n\nஸ்ரீ ராம ஜெயம்\n\nWith the blessings of our families\n"
            "Lakshmi & Suresh Raman\nand\nHema & Nilesh Mehta\n\njoyfully invite you to celebrate the marriage of\n"
            "PRIYA\nand\nARJUN\n\nSaturday, the seventeenth of October, 2026\nMuhurtham at 10:30 in the morning\n"
            "Cypress Creek Ranch, Dripping Springs, Texas\n\nReception to follow at six o'clock\n\n"
            "Kindly RSVP by August 31 at priyaandarjun.zola.com\n\n(Amma wants the Tamil line on top; Hema aunty "
            "asked for 'शुभ विवाह' on the Gujarati side card - ask Minted if we can do two inserts)")


def t_wedding_timeline(r, dt):
    return ("# Wedding day timeline - Oct 17\n\n| Time | What | Who |\n|---|---|---|\n"
            "| 7:00 | Hair & makeup start | Priya, bridesmaids, Amma |\n| 9:30 | Baraat assembles at the gate | Arjun's"
            " side, dhol |\n| 10:00 | Milni + welcome | both families |\n| 10:30 | Muhurtham - ceremony under mandap |"
            " priest |\n| 12:30 | Lunch (veg) | Saffron Table |\n| 14:00 | Family photos | Jess |\n| 15:00 | Break / "
            "outfit change | |\n| 18:00 | Reception entrance | DJ |\n| 18:30 | Dinner | |\n| 19:30 | Speeches, first "
            "dance | |\n| 20:00 | Garba + dance floor | |\n| 22:00 | Music off, sparkler exit | venue |\n\n"
            "Open questions: rain plan for ceremony (barn?), fire permit for agni, wheelchair path for Paati.\n")


def t_vendor_contacts(r, dt):
    return ("vendor,contact,phone,email,deposit,notes\n"
            "Cypress Creek Ranch,Molly Reyes,(512) 555-0133,events@cypresscreekranch.com,5000,2nd payment Jun 15\n"
            "Saffron Table Catering,Farah Siddiqui,(512) 555-0161,farah@saffrontable.com,0,tasting Jun 20\n"
            "Jess Aldana Photography,Jess Aldana,(737) 555-0102,hello@jessaldana.com,1500,\n"
            "DJ Neel Beats,Neel Patel,(281) 555-0187,book@neelbeats.com,500,dhol player from Houston\n"
            "Wildflower & Vine,Carmen Ortega,(512) 555-0124,carmen@wildflowervine.com,0,mandap mockup Aug\n"
            "Henna by Rupa,Rupa Shah,(832) 555-0199,rupa.henna@gmail.com,100,mehndi Oct 15 at parents' house\n"
            "Sri Meenakshi Temple,office,(281) 489-0358,,0,priest - confirm muhurtham time\n")


def t_venue_mail(r, dt):
    return _eml("Molly Reyes <events@cypresscreekranch.com>", f"{ME} <{MAIL}>",
                "Re: Oct 17 - ceremony fire, rain plan, final headcount", dt,
                "Hi Priya!\n\nGreat questions. The fire marshal is fine with a small havan kund on the stone patio as "
                "long as there's an extinguisher within 10 ft and it's out before guests move to cocktail hour. If it "
                "rains we flip the ceremony into the barn and do the reception set-up during lunch - it's tight but "
                "we've done it.\n\nReminders:\n- 2nd payment ($4,750) due June 15\n- Final headcount 30 days out\n"
                "- Vendor COIs by Oct 1\n\nCan't wait!\nMolly", 13)


def t_amma_mail(r, dt):
    return _eml("Lakshmi Raman <lakshmi.raman61@yahoo.com>", f"Priya <{MAIL}>", "muhurtham time + Paati travel",
                dt, "Kanna,\n\nSpoke to the Meenakshi temple priest. Muhurtham on 17th October is 10.15 to 11.45 in "
                "the morning, he says very auspicious. நல்ல நேரம். Please tell the venue.\n\nFor Paati's ticket from "
                "Chennai, Ramesh mama will travel with her, Emirates via Dubai, reaching Houston on 6th October. She "
                "will need wheelchair at both airports. I will send you the invitation letter format for her visa "
                "stamping - her B2 visa is valid till 2029 so maybe only letter is enough.\n\nAlso Hema wants to do "
                "the sangeet on 15th at our house in Sugar Land. Mehndi same day? Call me tonight.\n\nAmma", 7)


def t_invite_letter(r, dt):
    return (f"{ME}\n{APT}\n{_us(dt)}\n\nTo the Consular Officer,\n\nI, Priya Raman, a United States citizen, am "
            "writing to invite my grandmother, Mrs. Kamala Venkatesan (born 12 March 1941, Indian passport "
            "Z4419027), to attend my wedding in Dripping Springs, Texas on October 17, 2026. She will travel with "
            "my uncle Ramesh Venkatesan and stay with my parents in Sugar Land, Texas from October 6 to November 20, "
            "2026. My parents and I will cover all expenses during her stay.\n\nSincerely,\nPriya Raman")


def t_seating(r, dt):
    rows = ["Table;Seat 1;Seat 2;Seat 3;Seat 4;Seat 5;Seat 6;Seat 7;Seat 8;Seat 9;Seat 10"]
    for t in range(1, 9):
        rows.append(f"{t};" + ";".join(_name(r) for _ in range(10)))
    return "\n".join(rows) + "\nHead table;Priya;Arjun;Ananya (MOH);Rohan (best man);;;;;;\n"


def t_sangeet(r, dt):
    return ("Sangeet - Oct 15 - Sugar Land\n\nPerformances (max 4 min each):\n1. Raman cousins - 'Vaathi Coming' + "
            "'Arabic Kuthu' mashup\n2. Mehta side - garba medley, Hema aunty leads\n3. Arjun's college friends - "
            "'London Thumakda'\n4. Priya & Arjun - surprise (don't tell Amma)\n\nNeed: speaker from Neel, 2 mics, "
            "projector for the slideshow (photos from Ananya by Sept 30)\nFood: chaat counter, Amma's friends doing "
            "sweets\n")


# --------------------------------------------------------------------------- honeymoon (Projects Travel)


def t_tap(r, dt):
    return (f"TAP Air Portugal - Booking confirmation\nBooking reference: {r.choice('KQRTXZ')}{r.randint(10000, 99999)}"
            f"\nPassengers: MS PRIYA RAMAN, MR ARJUN MEHTA\nIssued {_us(dt)}\n\nTP 210  Sun 25 Oct 2026  "
            "Newark (EWR) 18:50 -> Lisbon (LIS) 07:15+1  Economy Classic\nTP 1937  Mon 2 Nov 2026  Porto (OPO) 11:05 "
            "-> Lisbon (LIS) 12:00\nTP 209  Mon 2 Nov 2026  Lisbon (LIS) 14:30 -> Newark (EWR) 17:45\n\n"
            f"Total paid USD {r.randint(1780, 2140):,}.60 (2 passengers)\nSeats 23A/23B. Baggage: 1 x 23 kg each.\n"
            "Austin-Newark connections booked separately on United.")


def t_airbnb(r, dt, city):
    place = {"Lisbon": ("Alfama apartment with river-view terrace", "Oct 26 - Oct 30, 2026", "Joana"),
             "Porto": ("Ribeira loft near Dom Luis I bridge", "Oct 30 - Nov 2, 2026", "Miguel")}[city]
    return (f"Airbnb - Reservation confirmed\n{place[0]}, {city}, Portugal\nHost: {place[2]}\nDates: {place[1]}\n"
            f"Guests: 2\nConfirmation code: HM{r.randint(10000000, 99999999)}\n\nTotal (USD) "
            f"${r.randint(620, 1150):,}.00 incl. cleaning and service fees\nCheck-in after 15:00, self check-in "
            "with lockbox.\nFree cancellation until 30 days before check-in.")


def t_portugal_itin(r, dt):
    return ("# Honeymoon - Portugal, Oct 25 - Nov 2\n\n- **Oct 26-30 Lisbon**: Alfama flat. Belem (pasteis!), tram "
            "28 early, LX Factory, day trip to Sintra (Pena palace tickets online, 9:30 slot), fado dinner in "
            "Alfama\n- **Oct 30 train to Porto** (Alfa Pendular, 2h45, book on cp.pt)\n- **Oct 30-Nov 2 Porto**: "
            "port lodges in Gaia, Douro valley day tour w/ wine tasting, Livraria Lello (tickets)\n\nTODO: travel "
            "insurance, tell Chase/Amex about travel, eSIM, who watches Mango (Ananya?)\n")


# --------------------------------------------------------------------------- trips (Archive Travel)


def t_jrpass(r, dt):
    return (f"JAPAN RAIL PASS - Exchange Order / e-ticket\nName: RAMAN PRIYA   Nationality: USA\n"
            f"Type: Ordinary, 14 days, Adult\nOrder number: JRP{r.randint(1000000, 9999999)}\nIssued: {_us(dt)}\n\n"
            "Exchange at JR East Travel Service Center, Narita Airport Terminal 1, within 3 months of issue.\n"
            "Valid on Shinkansen (excl. Nozomi/Mizuho without supplement). Price: JPY 80,000")


def t_kyoto_hotel(r, dt):
    return (f"Booking.com - Booking confirmation\nHotel Gion Sakura Terrace, Kyoto\nCheck-in: Thursday 4 April 2024 "
            f"from 15:00\nCheck-out: Monday 8 April 2024 until 11:00\nGuests: 2 adults (Priya Raman, Arjun Mehta)\n"
            f"Confirmation number: {r.randint(3000000000, 3999999999)}  PIN {r.randint(1000, 9999)}\n\n"
            "Total price: JPY 118,400 (incl. taxes)\nPay at the property. Accommodation tax JPY 200 per person per "
            "night not included.")


def t_japan_itin(r, dt):
    return ("Japan - April 2024\n\nMar 30 AUS-DFW-NRT (AA 175)\nMar 31-Apr 3 Tokyo: Shinjuku hotel, teamLab "
            "Planets, Asakusa, Shimokitazawa, Ghibli museum (tickets 10am Apr 2)\nApr 4-8 Kyoto: Fushimi Inari "
            "early, Arashiyama, Philosopher's Path (sakura!), Nishiki market, day trip to Nara\nApr 8-9 Osaka: "
            "Dotonbori, Kuromon market\nApr 9 Hiroshima + Miyajima\nApr 11 fly home from KIX\n\nJR pass activate "
            "Apr 4. Suica on phone. Cash for temples.")


def t_japan_expenses(r, dt):
    rows = ["date,what,yen,usd,paid by"]
    for i, w in enumerate(["Shinjuku hotel", "teamLab", "ramen Ichiran", "Ghibli museum", "Kyoto hotel",
                           "kimono rental", "Nara deer crackers", "okonomiyaki Osaka", "Miyajima ferry",
                           "Uniqlo", "Don Quijote snacks", "Tokyo Station bento"]):
        y = r.randint(400, 60000)
        rows.append(f"2024-04-{1 + i % 10:02d},{w},{y},{y / 151.2:.2f},{r.choice(['Priya', 'Arjun'])}")
    return "\n".join(rows) + "\n"


def t_chennai_ticket(r, dt):
    return (f"Emirates - e-Ticket Receipt & Itinerary\nPassenger: RAMAN/PRIYA MS\nBooking reference: "
            f"{r.choice('ABEH')}{r.randint(1000, 9999)}Q\nIssued: {_us(dt)}\n\nEK 212  Houston IAH - Dubai DXB  "
            "Dec 12, 2025 20:50\nEK 546  Dubai DXB - Chennai MAA  Dec 14, 2025 04:05\nEK 547  Chennai MAA - Dubai "
            "DXB  Dec 28, 2025 09:50\nEK 211  Dubai DXB - Houston IAH  Dec 28, 2025 16:05\n\nFare USD 1,486.40 "
            "Economy Saver. Baggage 2 x 23 kg.")


def t_chennai_notes(r, dt):
    return ("Chennai trip Dec 2025 - list\n\nGifts: Paati - shawl + reading glasses; Ramesh mama - whisky; cousins "
            "- Texas t-shirts, Tiff's Treats cookies (pack in checked bag)\nBuy there: silk sarees for wedding (Nalli,"
            " T Nagar), thali chain design with goldsmith, invitation cards printed? (compare with Minted)\n"
            "Visit: Kapaleeshwarar temple, Marina beach, Paati's house in Mylapore, Arjun video call w/ Paati\n"
            "Return: Dec 28. பாட்டி கிட்ட wedding date சொல்லணும்.\n")


# --------------------------------------------------------------------------- running (Archive / Resources)


def t_race_reg(r, dt):
    return (f"Austin Marathon & Half Marathon 2025 - Registration confirmation\nParticipant: {ME}\n"
            f"Event: Half Marathon, Sunday February 16, 2025, 7:00 AM\nRegistered: {_us(dt)}\nBib number assigned "
            f"at packet pickup. Confirmation #AM25-{r.randint(100000, 999999)}\nCorral: C (estimated finish 2:10)\n"
            "Packet pickup: Palmer Events Center, Feb 14-15.\nRegistration fee $135.00 paid.")


def t_training_plan(r, dt):
    rows = ["Week;Mon;Tue;Wed;Thu;Fri;Sat;Sun;Miles"]
    for w in range(1, 13):
        long = 5 + w if w < 11 else (8 if w == 11 else 13.1)
        rows.append(f"{w};rest;{3 + w // 4} easy;cross/yoga;{3 + w // 3} tempo;rest;{long} long;2 recovery;"
                    f"{round(8 + w * 1.5 + long, 1)}")
    return "\n".join(rows) + "\n"


def t_race_result(r, dt):
    return (f"Official Results - Austin Half Marathon 2025\n{ME}  F30-34  Austin, TX\nBib {r.randint(4000, 9999)}\n\n"
            f"Chip time 2:0{r.randint(3, 9)}:{r.randint(10, 59)}\nPace {r.randint(9, 9)}:{r.randint(30, 59)} /mi\n"
            f"Overall place {r.randint(3000, 5200)} / 9,812\nGender place {r.randint(1100, 2000)} / 5,410\n"
            "Splits: 5K 29:12, 10K 58:40, 15K 1:28:05\nCongratulations, finisher! Download your certificate.")


def t_run_article(r, dt):
    return ("Strength Training for Runners: The Minimum Effective Dose\n\nTwo 30-minute sessions a week are enough "
            "for most recreational runners. Prioritize single-leg work (split squats, step-ups), hip stability "
            "(side planks, clamshells), and calf raises - the calf-Achilles complex absorbs up to eight times body "
            "weight per stride. Lift heavy enough that the last two reps are hard; runners rarely get bulky. Keep "
            "strength days on hard running days so easy days stay easy.")


# --------------------------------------------------------------------------- recipes (Resources Cooking)

RECIPES = {
    "sambar": "Paati's sambar (சாம்பார்)\n\nServes 4\n1 cup toor dal, cooked soft with turmeric\nTamarind, lemon-size "
              "ball, soaked in 2 cups warm water\n2 tbsp sambar powder (Paati's: coriander seeds, chana dal, dried "
              "red chillies, methi, hing, roasted)\nVegetables: drumstick, shallots (chinna vengayam), brinjal, "
              "a tomato\n\n1. Boil the vegetables in the tamarind water with salt until tender.\n2. Add sambar powder,"
              " simmer 5 min.\n3. Add mashed dal, adjust water, bring to a boil.\n4. Tadka: ghee or gingelly oil, "
              "mustard seeds, methi, dried chilli, curry leaves, hing. Finish with coriander.\n\nPaati says: never "
              "boil after adding the tadka.",
    "rasam": "Tomato rasam\n\n2 tomatoes, small ball tamarind, 1 tsp rasam powder, 1/2 tsp pepper-cumin crushed, "
             "garlic 3 cloves crushed, 1/4 cup dal water\nBoil tomato + tamarind water + salt + turmeric 8 min. Add "
             "rasam powder, pepper-cumin, garlic. Add dal water; when it froths (pongi varum) switch off - do not "
             "boil. Tadka ghee, mustard, curry leaves. Coriander on top.",
    "pavbhaji": "Hema aunty's pav bhaji (पाव भाजी)\n\n2 potatoes, 1 cup cauliflower, 1/2 cup peas, 1 capsicum, 2 "
                "onions, 3 tomatoes, 2 tbsp pav bhaji masala (Everest), 3 tbsp butter (Amul!), lemon, pav buns\n"
                "Boil and mash vegetables. In a wide pan, butter + onions until soft, tomatoes till mushy, masala, "
                "then the mash; keep mashing and add water till it's like thick lava. Toast pav in butter. Serve "
                "with raw onion, coriander, lemon. 'Thoda aur butter daalo' - Hema aunty",
    "chana": "Weeknight chana masala (Instant Pot)\n\n1 cup dried chickpeas soaked overnight (or 2 cans)\nOnion, 4 "
             "garlic, 1 inch ginger, 2 tomatoes pureed, 1 tbsp chana masala, 1 tsp amchur, kasuri methi\n"
             "Saute onion-ginger-garlic, spices 1 min, tomato puree 5 min, chickpeas + 2 cups water. Pressure 35 min "
             "(dried) or 8 min (canned). Mash a few, finish with amchur and methi. Rice or bhature.",
    "sheetpan": "Sheet-pan harissa chicken & veg\n\n6 chicken thighs, 2 tbsp harissa, 1 tbsp honey, red onion, "
                "sweet potato cubes, chickpeas, lemon\nToss everything with olive oil and salt, roast 425F 35 min, "
                "flip halfway. Yogurt-dill sauce on top. Good for meal prep: 4 lunches.",
    "bananabread": "Banana bread (Arjun's favorite)\n\n3 very ripe bananas, 1/3 cup melted butter, 3/4 cup brown "
                   "sugar, 1 egg, 1 tsp vanilla, 1 tsp baking soda, pinch salt, 1.5 cups flour, walnuts, cardamom "
                   "1/2 tsp (my twist)\nMash bananas, mix in butter, sugar, egg, vanilla. Stir in soda, salt, flour. "
                   "Loaf pan, 350F for 55-60 min. Cool 10 min before slicing.",
    "oats": "Overnight oats (work week)\n\n1/2 cup rolled oats, 1/2 cup milk, 1/4 cup Greek yogurt, 1 tbsp chia, "
            "honey, cinnamon. Jar, fridge overnight. Top: berries, peanut butter, or mango + cardamom.",
}


# --------------------------------------------------------------------------- work (Areas / Projects / Archive)


def t_corrigan_offer(r, dt):
    return (f"{CORRIGAN}\n\n{_us(dt)}\n\nDear Priya,\n\nWe are delighted to offer you the position of Senior Software "
            "Engineer, Platform (Shipment Visibility team), reporting to Dave Kessler, Engineering Manager. Your "
            "start date will be June 12, 2023.\n\nBase salary: $142,000 per year, paid semi-monthly\nTarget bonus:"
            " 8%\nEquity: none (private company profit-sharing plan)\n401(k): 100% match on the first 4%, vesting "
            "over 3 years\nPTO: 20 days + 10 holidays\nEducation assistance: up to $5,250 per year for approved "
            "degree programs\nHybrid: in office Tuesday-Thursday\n\nThis offer is contingent on a background check."
            "\n\nSincerely,\nMaria Gonzales, Director of People")


def t_benefits(r, dt):
    return (f"Corrigan Freight Systems - 2026 Benefits Confirmation Statement\nEmployee: {ME}  ID {r.randint(10000, 19999)}"
            "\nPlan year January 1 - December 31, 2026\n\nMedical: BCBSTX Blue Choice PPO - Employee only  $86.40/paycheck"
            "\nDental: MetLife PDP Plus - Employee only  $9.12\nVision: VSP Choice  $3.40\nHealth FSA: $1,200 annual "
            "election\nLife insurance: 2x salary (employer paid)\nShort/long-term disability: employer paid\n\n"
            "Qualifying life event: marriage - you have 30 days after the wedding to add a spouse.")


def t_paystub(r, dt):
    gross = 148000 / 24
    return (f"{CORRIGAN}\nEARNINGS STATEMENT\nEmployee: {ME}   Pay date: {dt:%m/%d/%Y}\nPay period: "
            f"{(dt - timedelta(days=15)):%m/%d/%Y} - {dt:%m/%d/%Y}\n\nEarnings  Regular  ${gross:,.2f}\n"
            f"Deductions\n  401(k) 15%  ${gross * 0.15:,.2f}\n  Medical PPO  $86.40\n  Dental  $9.12\n  Vision $3.40\n"
            f"  Health FSA  $50.00\nTaxes\n  Federal income tax  ${gross * 0.14:,.2f}\n  Social Security  "
            f"${gross * 0.062:,.2f}\n  Medicare  ${gross * 0.0145:,.2f}\n\nNet pay  ${gross * 0.62:,.2f}\n"
            "Direct deposit Chase ****4471")


def t_review(r, dt):
    return ("Performance review - H2 2025\nEmployee: Priya Raman, Senior Software Engineer\nManager: Dave Kessler\n\n"
            "Rating: Exceeds expectations\n\nHighlights:\n- Led the carrier-events ingestion redesign; p99 latency "
            "from 1.8s to 240ms.\n- Mentored two junior engineers (Tyler, Aisha); ran the Go study group.\n"
            "- Wrote the on-call runbook that cut pages by 35%.\n\nGrowth areas:\n- Push back earlier on scope.\n"
            "- More written design docs before coding.\n\nNext half: tech lead for the Kafka migration of "
            "shipment-tracking. Promotion to Staff discussed for H2 2026.\n\nSelf-review and manager comments "
            "acknowledged.")


def t_oncall(r, dt):
    names = ["Priya", "Tyler", "Aisha", "Jordan", "Marcus", "Ben"]
    rows = ["Week starting;Primary;Secondary;Notes"]
    for i in range(10):
        d = dt + timedelta(days=7 * (i - 3))
        rows.append(f"{_d(d)};{names[i % 6]};{names[(i + 2) % 6]};{'cutover week - no deploys' if i == 6 else ''}")
    return "\n".join(rows) + "\n"


def t_expense(r, dt):
    return ("Date;Merchant;Category;Amount;Project code;Receipt\n"
            f"{_d(dt - timedelta(days=20))};Southwest Airlines;Travel;{r.randint(240, 380)}.40;CONF-GOPHERCON;yes\n"
            f"{_d(dt - timedelta(days=18))};Hyatt Regency;Lodging;{r.randint(600, 760)}.00;CONF-GOPHERCON;yes\n"
            f"{_d(dt - timedelta(days=17))};Uber;Ground transport;{r.randint(30, 60)}.18;CONF-GOPHERCON;yes\n"
            f"{_d(dt - timedelta(days=9))};O'Reilly Learning;Training;499.00;PLAT-TRAIN;yes\n"
            "Total;;;;;Submitted to Dave for approval\n")


def t_resume(r, dt):
    return (f"PRIYA RAMAN\nAustin, TX | {MAIL} | github.com/priyaraman | linkedin.com/in/priya-raman-dev\n\n"
            "EXPERIENCE\nSenior Software Engineer, Corrigan Freight Systems - Austin, TX  06/2023-present\n"
            "- Tech lead, migration of shipment-tracking from RabbitMQ to Kafka (40M events/day)\n- Redesigned "
            "carrier-events ingestion in Go; p99 latency 1.8s -> 240ms\nSoftware Engineer II, Ledgerly - remote  "
            "07/2019-05/2023\n- Built the ACH reconciliation service (Python, Postgres)\nSoftware Engineer, "
            "Dell Technologies - Round Rock, TX  2014-2019\n\nEDUCATION\nM.S. Computer Science (in progress, exp. "
            "Dec 2027), Lakeshore University\nB.S. Computer Science, Texas A&M University, 2014\n\nOPEN SOURCE\n"
            "logslice - CLI to slice structured logs by time range (1.2k GitHub stars)\n\nSKILLS Go, Python, "
            "Postgres, Kafka, Kubernetes, Terraform, Django")


def t_one_on_one(r, dt):
    return (f"# 1:1 with Dave - {_d(dt)}\n\n- Kafka migration: consumer lag alerts done, dual-write in staging. "
            "Risk: replay of 90 days history takes ~30h.\n- Asked about Staff promo timeline -> needs 'org-level "
            "impact', write the migration retro as a doc for the eng all-hands.\n- PTO: Oct 12 - Nov 3 (wedding + "
            "honeymoon) - approved, tell team in July.\n- Tuition reimbursement form for Spring needs his "
            "signature.\n- Aisha ready to own the billing-events consumer?\n")


def t_rfc(r, dt):
    return ("# RFC-041: Move shipment-tracking events from RabbitMQ to Kafka\n\nAuthor: Priya Raman  Status: "
            "Approved  Target: June 30, 2026\n\n## Motivation\nRabbitMQ queues back up during peak (Black Friday "
            "2025: 6h lag). We cannot replay events for new consumers, and ordering per shipment is not "
            "guaranteed.\n\n## Design\n- Topic `shipment.events.v1`, 48 partitions, key = shipment_id (ordering per "
            "shipment)\n- Retention 30 days, compacted companion topic `shipment.latest`\n- Producers: carrier-"
            "gateway, scan-ingest. Dual-write behind flag `KAFKA_DUAL_WRITE` during migration\n- Consumers move one "
            "by one; idempotency via (shipment_id, event_seq)\n\n## Rollout\n1. Dual-write in staging (May)\n2. "
            "Shadow consumers in prod, compare counts (June 1-14)\n3. Cutover week of June 22, RabbitMQ read-only\n"
            "4. Decommission July\n\n## Risks\nConsumer lag on replay; schema drift (use Avro + schema registry).\n")


def t_migration_plan(r, dt):
    return ("Task;Owner;Start;End;Status\nSchema registry + Avro schemas;Priya;2026-04-06;2026-04-17;done\n"
            "Producer dual-write (carrier-gateway);Tyler;2026-04-20;2026-05-08;done\n"
            "Producer dual-write (scan-ingest);Aisha;2026-04-27;2026-05-15;done\n"
            "Shadow consumer: eta-service;Priya;2026-05-18;2026-06-05;in progress\n"
            "Shadow consumer: billing-events;Aisha;2026-05-25;2026-06-12;in progress\n"
            "Count reconciliation dashboard;Jordan;2026-05-18;2026-06-01;review\n"
            "Cutover + RabbitMQ read-only;Priya;2026-06-22;2026-06-26;planned\nDecommission RabbitMQ;Marcus;"
            "2026-07-06;2026-07-17;planned\n")


def t_runbook(r, dt):
    return ("Cutover runbook - shipment-tracking Kafka migration\n\nPre-checks (T-1 day)\n1. Shadow consumer counts "
            "match RabbitMQ within 0.01% for 7 days.\n2. Consumer lag < 1,000 on all partitions.\n3. Announce "
            "change freeze in #ship-platform.\n\nCutover (T0, Tuesday 06:00 CT)\n1. Flip flag READ_FROM_KAFKA for "
            "eta-service, watch error rate 15 min.\n2. Flip billing-events, then notifications.\n3. Set RabbitMQ "
            "exchange to read-only.\n\nRollback\nFlip flags back; RabbitMQ still receives dual-writes until T+14 "
            "days.\n\nContacts: Priya (lead), Marcus (SRE), Dave (manager).")


def t_migration_mail(r, dt):
    return _eml("Marcus Brooks <marcus.brooks@corriganfreight.com>", f"Priya Raman <priya.raman@corriganfreight.com>",
                "Re: Kafka cutover date - SRE availability", dt,
                "Priya,\n\nJune 23 works for SRE. I'll be on the bridge from 5:30. Two asks: (1) can we bump the "
                "broker disk alert threshold before cutover, we're at 61% after the replay test; (2) please add the "
                "rollback steps for notifications-service to the runbook, it's the one that bit us in the staging "
                "test.\n\nAlso the count reconciliation dashboard shows a 0.3% gap for scan-ingest on 5/27 - Jordan "
                "thinks it's the duplicate suppression.\n\nMarcus", 15)


def t_ledgerly(r, dt, kind):
    if kind == "offer":
        return ("Ledgerly, Inc.\n548 Market St #40122, San Francisco, CA 94104\n\n" + _us(dt) + "\n\nDear Priya,\n\n"
                "We're excited to offer you the role of Software Engineer II (remote, Austin TX) on the Payments "
                "Infrastructure team. Base salary $118,000; 12,000 stock options (ISO) at a strike of $1.42, 4-year "
                "vesting with a 1-year cliff; unlimited PTO; $1,000 home office stipend.\n\nWelcome aboard,\n"
                "Nate Fischer, CTO")
    if kind == "options":
        return (f"Ledgerly, Inc. - Notice of Stock Option Grant\nOptionee: {ME}\nGrant date: {_us(dt)}\nShares: 12,000"
                "\nExercise price per share: $1.42\nVesting commencement: July 15, 2019; 25% after 12 months, then "
                "monthly over 36 months.\nExpiration: 10 years, or 90 days after termination of service.")
    if kind == "separation":
        return (f"Ledgerly, Inc. - Separation Agreement and General Release\nEmployee: {ME}\nSeparation date: May 12, 2023"
                "\n\nAs part of the reduction in force, Ledgerly will pay 10 weeks of base salary as severance "
                "($22,692.31), COBRA premiums through August 2023, and accelerate 3 months of option vesting. You "
                "have 90 days to exercise vested options (8,250 shares).\nReturn of company property: laptop and "
                "YubiKey by May 19.\n\nEmployee signature: Priya Raman   Date: " + _us(dt))
    if kind == "paystub":
        return (f"Ledgerly, Inc. - Pay Statement (Gusto)\nEmployee: {ME}\nPay date: {dt:%m/%d/%Y}\n"
                f"Gross pay ${118000 / 24 + 800:,.2f}\nFederal income tax ${r.uniform(700, 900):,.2f}\nSocial "
                f"Security ${r.uniform(300, 330):.2f}\nMedicare ${r.uniform(70, 80):.2f}\n401(k) (Guideline) "
                f"$738.00\nNet pay ${r.uniform(3100, 3400):,.2f}")
    return ("Ledgerly - 2022 Performance Review\nPriya Raman, Software Engineer II -> promotion to Senior recommended"
            "\nOwned the ACH returns reconciliation service; reduced manual ops tickets by 70%.\nPeer feedback: "
            "'the person you want in an incident'. Calibrated: Strong.")


# --------------------------------------------------------------------------- school (Projects / Areas / Archive)

COURSES = {
    "6320": ("CS 6320 Distributed Systems", "Prof. Elena Vasquez",
             "consistency models, RPC, logical clocks, Paxos and Raft, replication, sharding, Spanner, "
             "Dynamo, MapReduce"),
    "6375": ("CS 6375 Machine Learning", "Prof. Samuel Adeyemi",
             "linear models, regularization, SVMs, decision trees and ensembles, neural networks, clustering, "
             "EM, dimensionality reduction, evaluation"),
}


def t_syllabus(r, dt, code):
    name, prof, topics = COURSES[code]
    return (f"{LAKESHORE}\n{name} - Spring 2026 Syllabus\nInstructor: {prof}   TAs: 4 (Ed Discussion)\n"
            "Term: January 20 - June 12, 2026 (final exam window June 8-12)\n\nTopics: " + topics + "\n\nGrading\n"
            + ("Labs 1-4 (Go): 60%\nMidterm: 15%\nFinal exam: 20%\nParticipation: 5%\n" if code == "6320" else
               "Homeworks 1-5: 40%\nMidterm: 20%\nFinal project (teams of 2-3): 35%\nQuizzes: 5%\n") +
            "\nLate policy: 3 slip days total. Collaboration: discuss ideas, write your own code. Honor code "
            "applies to all assessments.")


def t_lecture(r, dt, code, n, title, bullets):
    name = COURSES[code][0]
    return (f"{name}\nLecture {n}: {title}\n{COURSES[code][1]} - Spring 2026\n\n" + "\n".join(f"- {b}" for b in bullets)
            + "\n\nReading: see course schedule. Slides (c) Lakeshore University, for enrolled students only.")


def t_lab_spec(r, dt):
    return ("CS 6320 Lab 3: Raft (Part 3C - persistence and 3D - log compaction)\nDue: Friday June 5, 2026, "
            "23:59 AoE\n\nIn this lab you will make your Raft implementation persist its state (currentTerm, "
            "votedFor, log) through the Persister so that a server can restart and resume. Then implement "
            "snapshots: Snapshot(index, snapshot) lets the service discard log entries before index; leaders send "
            "InstallSnapshot RPCs to followers that have fallen behind.\n\nTests: go test -run 3C -race; go test "
            "-run 3D -race. Your code must pass each test 500 times in a row.\nHints: the figure 2 rules are not "
            "suggestions. Do not hold locks while sending RPCs.")


def t_ml_hw(r, dt):
    return ("CS 6375 Homework 4 - Ensembles and Neural Networks\nDue: May 29, 2026 (extended to June 2)\n\n"
            "1. (20 pts) Show that AdaBoost's training error is bounded by prod_t 2 sqrt(eps_t (1 - eps_t)).\n"
            "2. (25 pts) Implement a random forest from scratch (no sklearn.ensemble). Report OOB error vs number of "
            "trees on the provided credit dataset.\n3. (25 pts) Backprop by hand for a 2-layer network with "
            "ReLU; verify with finite differences.\n4. (30 pts) Train an MLP on Fashion-MNIST in PyTorch; compare "
            "SGD+momentum and Adam; plot learning curves.\nSubmit a PDF and your code on Gradescope.")


def t_ml_proposal(r, dt):
    return ("CS 6375 Final Project Proposal\nTeam: Priya Raman, Kevin Oduya, Lin Zhao\n\nTitle: Predicting late "
            "truckload deliveries from carrier scan events\n\nProblem: given the sequence of scan events for a "
            "shipment up to time t, predict whether it will arrive after its promised window. Dataset: public "
            "Freight Analysis Framework + synthetic scan sequences (we cannot use employer data).\n\nMethods: "
            "gradient-boosted trees on hand-crafted features (baseline), GRU over event sequences; calibration with "
            "isotonic regression.\nEvaluation: AUROC, Brier score, precision at top 5% risk.\nMilestones: data "
            "pipeline May 8, baselines May 20, final report June 10.")


def t_course_notes(r, dt, code):
    if code == "6320":
        return ("# Distributed Systems - notes\n\n## Raft\n- Leader election: randomized timeouts 150-300ms; a node "
                "votes once per term; candidate needs majority.\n- Log matching: if two logs have an entry with same "
                "index and term, logs are identical up to there.\n- Commit: leader commits entry from *current term* "
                "once replicated on majority (figure 8 problem!).\n\n## Linearizability vs serializability\n- "
                "linearizable = single object, real-time order\n- serializable = transactions, some serial order\n"
                "- strict serializable = both (Spanner, with TrueTime commit wait)\n\n## Midterm topics\nLamport "
                "clocks, vector clocks, 2PC blocking, FLP, CAP (and why it's overrated)\n")
    return ("# ML notes\n\n## Bias-variance\n- bagging reduces variance (average of decorrelated trees)\n- boosting "
            "reduces bias (sequential, reweight mistakes)\n\n## Regularization\n- L2 = Gaussian prior, L1 = Laplace "
            "prior -> sparsity\n- early stopping ~ L2 for linear models\n\n## SVM\n- hinge loss + L2; dual has "
            "only dot products -> kernels\n- C large = hard margin\n\n## EM\n- E-step: responsibilities; M-step: "
            "weighted MLE. Monotone in log-likelihood, local optima.\n")


def t_study_guide(r, dt):
    return ("CS 6320 Final exam study guide (my own)\n\n1. Explain why Raft's leader cannot commit entries from "
            "previous terms by counting replicas.\n2. Compare chain replication and primary-backup.\n3. Spanner: "
            "TrueTime, commit wait, why read-only transactions are lock-free.\n4. Dynamo: sloppy quorum, hinted "
            "handoff, vector clocks, anti-entropy with Merkle trees.\n5. MapReduce failures: what happens when a "
            "worker dies mid-reduce?\n6. Practice: 2023 and 2024 finals posted on Canvas.")


def t_paper(r, dt, which):
    if which == "raft":
        return ("In Search of an Understandable Consensus Algorithm (Extended Version)\nDiego Ongaro and John "
                "Ousterhout, Stanford University\n\nAbstract\nRaft is a consensus algorithm for managing a "
                "replicated log. It produces a result equivalent to (multi-)Paxos, and it is as efficient as Paxos, "
                "but its structure is different from Paxos; this makes Raft more understandable than Paxos and also "
                "provides a better foundation for building practical systems. In order to enhance "
                "understandability, Raft separates the key elements of consensus, such as leader election, log "
                "replication, and safety, and it enforces a stronger degree of coherency to reduce the number of "
                "states that must be considered.")
    return ("Spanner: Google's Globally-Distributed Database\nJames C. Corbett, Jeffrey Dean, et al.\n\nAbstract\n"
            "Spanner is Google's scalable, multi-version, globally-distributed, and synchronously-replicated "
            "database. It is the first system to distribute data at global scale and support externally-consistent "
            "distributed transactions. This paper describes how Spanner is structured, its feature set, the "
            "rationale underlying various design decisions, and a novel time API that exposes clock uncertainty.")


def t_tuition(r, dt):
    return (f"{LAKESHORE}\nStudent Account Statement - Spring 2026\nStudent: {ME}  ID L00{r.randint(100000, 999999)}\n"
            f"Statement date: {_us(dt)}\n\nCS 6320 Distributed Systems  3 cr  $2,400.00\nCS 6375 Machine Learning  "
            "3 cr  $2,400.00\nOnline program fee  $150.00\nTechnology fee  $75.00\n\nTotal charges  $5,025.00\n"
            "Payment received (Chase)  -$5,025.00\nBalance  $0.00\n\nForm 1098-T will be available in January.")


def t_reimbursement(r, dt):
    return (f"Corrigan Freight Systems - Education Assistance Reimbursement Request\nEmployee: {ME}  Dept: Platform "
            "Engineering\nProgram: M.S. Computer Science, Lakeshore University (approved 2024)\nTerm: Spring 2026\n"
            "Courses: CS 6320 (grade required: B or better), CS 6375\nTuition paid: $4,800.00  Fees (not "
            "eligible): $225.00\nAmount requested: $2,625.00 (remaining 2026 annual limit of $5,250)\n"
            "Attach: paid receipt, final grade report (submit after June 12)\nManager approval: ______ Dave Kessler"
            "\nNote: employee agrees to repay if leaving within 12 months of reimbursement.")


def t_degree_plan(r, dt):
    return ("Term;Course;Credits;Grade;Area\nFall 2024;CS 6301 Advanced Algorithms;3;A-;Theory\nFall 2024;CS 6310 "
            "Operating Systems;3;A;Systems\nSpring 2025;CS 6340 Database Systems;3;A;Systems\nSpring 2025;CS 6350 "
            "Computer Networks;3;B+;Systems\nFall 2025;CS 6421 Compilers;3;A-;Systems\nFall 2025;CS 6460 Security;"
            "3;A;Security\nSpring 2026;CS 6320 Distributed Systems;3;;Systems\nSpring 2026;CS 6375 Machine "
            "Learning;3;;AI\nFall 2026;CS 6380 NLP? (lighter load - wedding);3;;AI\nSpring 2027;CS 6390 Cloud "
            "Computing;3;;Systems\nFall 2027;Capstone;3;;\nTotal;;33;;need 30 + capstone\n")


def t_transcript(r, dt):
    return (f"{LAKESHORE}\nUNOFFICIAL TRANSCRIPT\nStudent: Priya S. Raman   Program: MSCS (online)   Admitted Fall "
            "2024\n\nFall 2024  CS 6301 Advanced Algorithms A-  CS 6310 Operating Systems A\nSpring 2025  CS 6340 "
            "Database Systems A  CS 6350 Computer Networks B+\nFall 2025  CS 6421 Compilers A-  CS 6460 Computer "
            f"Security A\n\nCumulative GPA 3.78  Credits earned 18\nPrinted {_us(dt)}")


def t_registration_mail(r, dt):
    return _eml("Lakeshore Online Registrar <registrar-online@lakeshore.edu>", f"{ME} <{MAIL}>",
                "Fall 2026 registration opens June 15 - your time ticket", dt,
                "Dear Priya,\n\nRegistration for Fall 2026 opens on June 15 at 9:00 AM CT. Your time ticket: Phase "
                "1, June 16, 10:00 AM CT (based on credits earned: 18).\n\nReminder: students enrolled in fewer than "
                "6 credits per term remain in good standing but must finish within 6 years of admission (Fall "
                "2030).\nPlease update your mailing address in the student portal if it has changed.\n\n"
                "Office of the Registrar, Online Programs", 8)


def t_grade_report(r, dt, term, c1, g1, c2, g2):
    return (f"{LAKESHORE}\nGrade report - {term}\nStudent: {ME}\n\n{c1}  {g1}\n{c2}  {g2}\n\nTerm GPA "
            f"{r.choice(['3.70', '3.85', '4.00'])}   Posted {_us(dt)}")


def t_compiler_report(r, dt):
    return ("CS 6421 Compilers - Final Project Report\nPriya Raman\n\nWe implemented a compiler for MiniJava "
            "targeting x86-64: hand-written lexer, recursive-descent parser, type checker with class hierarchies, "
            "lowering to a three-address IR, linear-scan register allocation and a simple peephole pass.\n"
            "Results: all 42 course tests pass; register allocation reduces stack traffic by 38% on the benchmark "
            "programs.\nLessons: build the IR interpreter first - it caught most bugs before codegen.")


def t_db_notes(r, dt):
    return ("CS 6340 Databases - notes (Spring 2025)\n\nB+ trees: fanout ~ 100s, height 3-4 for 100M rows.\n"
            "Join algorithms: nested loop, sort-merge, hash join (grace hash for spills).\nARIES: WAL, "
            "steal/no-force, analysis-redo-undo, CLRs.\nMVCC in Postgres: xmin/xmax, vacuum, snapshot isolation "
            "write skew example.\nQuery optimization: Selinger, left-deep plans, cardinality estimation errors "
            "multiply.")


def t_security_hw(r, dt):
    return ("CS 6460 Security - Project 2 writeup\nBuffer overflow: stack canary bypass via format-string leak, "
            "then ROP chain to call system('/bin/sh') (ASLR defeated using leaked libc address).\nWeb: stored XSS in "
            "the comments field; CSRF on password change fixed with SameSite cookies + token.\nGrade: 96/100.")


def t_undergrad(r, dt, kind):
    if kind == "os":
        return ("CSCE 313 Introduction to Computer Systems - Lecture notes (Fall 2012)\nTexas A&M University\n\n"
                "Processes vs threads. fork() returns twice. exec replaces the image. Zombie = exited but not "
                "reaped.\nPipes and dup2 for shell redirection. Signals: SIGCHLD handler must loop on waitpid with "
                "WNOHANG.\nPA3: implement a shell with pipes, background jobs, I/O redirection. Due Oct 19.")
    if kind == "algo":
        return ("CSCE 411 Design and Analysis of Algorithms - HW 5\nPriya Raman  UIN 62300xxxx  Spring 2013\n\n"
                "Problem 1. Prove that Dijkstra's algorithm fails with negative edge weights. Counterexample: ...\n"
                "Problem 2. Give an O(n log n) algorithm for the closest pair of points. Divide by x, strip of "
                "width 2d, check at most 7 neighbors.\nProblem 3. Show the greedy activity selection is optimal by "
                "an exchange argument.")
    if kind == "capstone":
        return ("CSCE 482 Senior Capstone Design - Final Report\nTeam Aggie Parking: Priya Raman, Jake Morrison, "
                "Luis Herrera, Wen Chen\nSpring 2014\n\nAbstract: We built a mobile app and sensor network that "
                "shows free spaces in campus parking garages in real time. Ultrasonic sensors on 120 spaces of "
                "Northside Garage report over Zigbee to a Raspberry Pi gateway; an Android app shows availability.\n"
                "Sponsor: Texas A&M Transportation Services.")
    return ("Texas A&M University - Office of the Registrar\nDiploma order confirmation\nBachelor of Science, "
            "Computer Science, May 2014\nName on diploma: Priya Sundari Raman\nCommencement: Reed Arena, May 10, 2014")


# --------------------------------------------------------------------------- freelance (Areas / Projects)


def t_invoice(r, dt, n, hours=None):
    hours = hours or r.randint(10, 32)
    return (f"{LLC}\n\nINVOICE {n}\nDate: {_us(dt)}\nDue: {_us(dt + timedelta(days=15))}\n\nBill to:\nLotus & Oak "
            "Yoga LLC\nKeisha Walters, owner\n2315 E Cesar Chavez St, Austin, TX 78702\n\nDescription  Hours  "
            f"Rate  Amount\nBooking app - development (see timesheet)  {hours}  $85.00  ${hours * 85:,.2f}\n"
            "Hosting pass-through (DigitalOcean, Postmark)  -  -  $27.00\n\n"
            f"TOTAL DUE ${hours * 85 + 27:,.2f}\n\nPay by Zelle to priya@ramansoftware.dev or ACH (Mercury, routing on "
            "request). Thank you!")


def t_sow(r, dt):
    return (f"STATEMENT OF WORK #2\nbetween {LLC.splitlines()[0]} (\"Consultant\") and Lotus & Oak Yoga LLC "
            f"(\"Client\")\nEffective: {_us(dt)}\n\nScope (phase 2): class packs and memberships, Stripe checkout, "
            "waitlist with automatic promotion, instructor substitutions, email reminders.\nOut of scope: native "
            "mobile apps, accounting integration.\nEstimate: 90-110 hours at $85/hour (friends rate), billed "
            "monthly against timesheets.\nTarget launch: June 15, 2026.\nAfter launch: maintenance retainer of 4 "
            "hours/month at $85/hour.\nIP: Client owns the deliverables; Consultant may reuse generic components.\n"
            "\nSigned: Priya Raman, Managing Member      Keisha Walters, Owner")


def t_franchise(r, dt):
    return ("Texas Franchise Tax Public Information Report (Form 05-102)\nTaxpayer name: RAMAN SOFTWARE LLC\n"
            f"Texas taxpayer number: 3{r.randint(1000000000, 9999999999)}\nReport year: 2026\n\nPrincipal office: "
            "1900 Aldrich St Apt 317, Austin TX 78723\nManaging member: Priya Raman, same address\nRegistered agent: "
            "Northwest Registered Agent LLC\n\nNo Tax Due: annualized total revenue below the no tax due threshold "
            f"($2.47 million).\nFiled electronically {_us(dt)}, confirmation {r.randint(100000000, 999999999)}.")


def t_ein(r, dt):
    return (f"Department of the Treasury, Internal Revenue Service\nCincinnati OH 45999-0023\nDate of this notice: "
            f"{_us(dt)}\nEmployer Identification Number: 88-4127593\nForm: SS-4\n\nRAMAN SOFTWARE LLC\nPRIYA RAMAN "
            "SOLE MBR\n1900 ALDRICH ST APT 317\nAUSTIN TX 78723\n\nWE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER"
            "\nThank you for applying for an EIN. Keep this notice in your permanent records. As a single-member "
            "LLC you are a disregarded entity; report income on Schedule C of Form 1040.")


def t_1040es(r, dt):
    return (f"2026 Form 1040-ES Payment Voucher 2\nCalendar year - Due June 15, 2026\nPriya Raman\n{APT}\n\n"
            f"Amount of estimated tax you are paying by check or money order: ${r.choice([650, 700, 800])}.00\n"
            "Worksheet: expected 2026 Schedule C net profit $12,000; SE tax $1,696; marginal rate 24%.\n"
            "Paid via IRS Direct Pay from Mercury business checking. Confirmation #"
            f"{r.randint(10000000000, 99999999999)}")


def t_mercury(r, dt):
    rows = ["Date,Description,Amount,Status,Source,Category"]
    for i in range(9):
        d = dt - timedelta(days=i * 9)
        kind = i % 3
        if kind == 0:
            rows.append(f"{_d(d)},Lotus & Oak Yoga LLC - INV-2026-{6 - i // 3:03d},{r.randint(900, 2600)}.00,"
                        "Completed,ACH,Income")
        elif kind == 1:
            rows.append(f"{_d(d)},DigitalOcean,-12.00,Completed,Debit card,Hosting")
        else:
            rows.append(f"{_d(d)},{r.choice(['Postmark', 'GitHub', 'Northwest Registered Agent', 'IRS USATAXPYMT'])},"
                        f"-{r.randint(10, 800)}.00,Completed,Debit card,{r.choice(['Software', 'Fees', 'Taxes'])}")
    return "\n".join(rows) + "\n"


def t_timesheet(r, dt):
    rows = ["date,hours,task"]
    tasks = ["Stripe checkout session + webhook", "class pack model + migration", "waitlist promotion job",
             "instructor substitution UI", "reminder emails (Postmark templates)", "call with Keisha - pricing",
             "bugfix: timezone on schedule page", "deploy to staging, smoke test", "admin report: attendance CSV"]
    for i in range(14):
        rows.append(f"{_d(dt - timedelta(days=30 - i * 2))},{r.choice([1, 1.5, 2, 2.5, 3, 4])},{r.choice(tasks)}")
    return "\n".join(rows) + "\n"


def t_studio_reqs(r, dt):
    return ("# Lotus & Oak - phase 2 requirements (from call with Keisha)\n\n## Class packs\n- 5-pack $90 (expires "
            "3 months), 10-pack $160 (6 months), unlimited monthly $129 (auto-renew)\n- first class free for new "
            "students (one per email)\n\n## Booking rules\n- cancel up to 12h before or lose the credit\n- waitlist:"
            " when someone cancels, first on waitlist auto-booked + email\n- max 18 mats in the big room, 10 in the "
            "small room\n\n## Admin\n- Keisha needs a weekly attendance CSV for payroll (instructors paid per head)"
            "\n- substitute instructor without notifying students twice\n\n## Launch\nJune 15 - summer schedule "
            "starts. Soft launch to members on June 8.\n")


def t_launch_checklist(r, dt):
    return ("Launch checklist - Lotus & Oak booking v2\n\n[x] Stripe account in live mode (Keisha verified)\n"
            "[x] Webhook endpoint + signing secret in prod env\n[ ] Import 214 existing members from the old "
            "spreadsheet\n[ ] Test refund flow\n[ ] DNS: book.lotusandoakyoga.com -> DigitalOcean app\n[ ] "
            "Backups: nightly pg_dump to Spaces\n[ ] Train front desk (Sat June 6)\n[ ] Email announcement draft to "
            "Keisha\n[ ] Sentry alerts to my phone for launch week\n")


def t_keisha_mail(r, dt):
    return _eml("Keisha Walters <keisha@lotusandoakyoga.com>", f"Priya <priya@ramansoftware.dev>",
                "class packs - couple changes before launch", dt,
                "Hey Priya!\n\nLoved the demo yesterday, the waitlist thing is magic. A few things:\n1. Can the 10-pack"
                " be shareable between two people in the same household? A lot of couples ask.\n2. Summer special: "
                "$99 for unlimited in July only - can we do a promo code?\n3. The confirmation email says 'Lotus and "
                "Oak' - it should be 'Lotus & Oak'.\n\nAlso, I still owe you for May - send the invoice whenever. "
                "Namaste and thank you!!\nKeisha", 18)


# --------------------------------------------------------------------------- health (Areas)


def t_eob(r, dt):
    billed = r.uniform(180, 640)
    return (f"Blue Cross and Blue Shield of Texas - Explanation of Benefits\nTHIS IS NOT A BILL\nMember: {ME}\n"
            f"Group: Corrigan Freight Systems  Plan: Blue Choice PPO\nClaim {r.randint(10**11, 10**12 - 1)}  "
            f"Processed {_us(dt)}\n\nProvider: {r.choice(['Austin Regional Clinic', 'ARC Mueller', 'Baylor Scott & White - Austin'])}"
            f"\nService: office visit, established patient; lab panel\nAmount billed ${billed:,.2f}\nNetwork discount"
            f" -${billed * 0.42:,.2f}\nPlan paid ${billed * 0.38:,.2f}\nYour responsibility (copay/deductible) "
            f"${billed * 0.2:,.2f}\n\nDeductible met this year: $600 of $1,500.")


def t_dental(r, dt):
    return (f"Mueller Smiles Dental\n1801 E 51st St, Austin TX 78723\nPatient: {ME}   Date of service: {_us(dt)}\n\n"
            "D0120 Periodic oral evaluation  $68.00\nD1110 Prophylaxis - adult  $112.00\nD0274 Bitewings - four "
            "films  $74.00\nInsurance estimate (MetLife)  -$254.00\nPatient portion  $0.00\n\nNext cleaning due in 6"
            " months. Note: mild wear on lower incisors - consider night guard (grinding).")


def t_eye_rx(r, dt):
    return (f"Eyeglass Prescription\nPatient: Priya Raman  DOB 03/1992\nExam date: {_us(dt)}\n\n"
            f"OD  SPH {r.choice(['-2.25', '-2.50'])}  CYL -0.50  AXIS 175\nOS  SPH {r.choice(['-2.00', '-2.25'])}  "
            "CYL -0.75  AXIS 010\nPD 62\nExpires in one year. Contact lens fitting not included.\n"
            "Dr. Alan Cho, O.D. - Clarity Eye Care, Austin TX")


def t_labs(r, dt):
    return (f"Austin Regional Clinic - Lab Results\nPatient: Priya Raman   Collected {_us(dt)}\n\n"
            f"Hemoglobin {r.uniform(11.8, 13.6):.1f} g/dL (12.0-15.5)\nFerritin {r.randint(9, 40)} ng/mL (15-150)\n"
            f"Vitamin D, 25-OH {r.randint(18, 34)} ng/mL (30-100)\nTSH {r.uniform(0.9, 3.1):.2f} uIU/mL (0.45-4.5)\n"
            f"LDL cholesterol {r.randint(88, 128)} mg/dL (<100)\nHbA1c {r.uniform(5.0, 5.5):.1f} %\n\nDr. Nguyen's note:"
            " iron a bit low - start ferrous sulfate every other day, vitamin D 2000 IU daily, recheck in 3 months.")


def t_fsa(r, dt):
    return (f"HealthEquity - FSA Claim Receipt\nParticipant: {ME}\nSubmitted {_us(dt)}\nExpense: Clarity Eye Care "
            f"- prescription glasses\nAmount claimed ${r.uniform(180, 320):.2f}\nStatus: Approved, reimbursed by direct"
            " deposit\nRemaining 2026 Health FSA balance: $" + f"{r.uniform(700, 1000):.2f}")


def t_immunization(r, dt):
    return ("Immunization record - Priya Raman\n\nTdap  08/2017  CVS MinuteClinic\nInfluenza  10/2025  Corrigan "
            "onsite clinic\nCOVID-19 (2025-26 formula)  10/2025\nHepatitis B series  complete 2010 (Texas A&M)\n"
            "MMR  2 doses (childhood, records from Sugar Land pediatrics)\nTyphoid (oral)  11/2025 - before Chennai "
            "trip\n\nNext: Tdap booster 2027.")


# --------------------------------------------------------------------------- car (Areas)

VIN = "2HGFC1F36KH551204"


def t_auto_policy(r, dt):
    return (f"Bluebonnet Mutual Auto - Declarations Page\nPolicy BMA-TX-{r.randint(1000000, 9999999)}\n"
            f"Named insured: {ME}\nPolicy period: {_us(dt)} to {_us(dt + timedelta(days=182))}\n\nVehicle: 2019 Honda "
            f"Civic EX sedan  VIN {VIN}\nGaraged at: {APT}\n\nBodily injury liability 100/300\nProperty damage "
            "100,000\nUninsured motorist 100/300\nPIP $2,500\nCollision deductible $500\nComprehensive deductible "
            f"$500\nRoadside assistance\n\n6-month premium ${r.randint(720, 820)}.00")


def t_registration(r, dt):
    return (f"Texas Department of Motor Vehicles - Vehicle Registration Renewal Receipt\nOwner: PRIYA S RAMAN\n"
            f"Plate: NKT-4{r.randint(100, 999)}   VIN {VIN}\n2019 HONDA CIVIC 4D\nRenewed {_us(dt)}  Expires "
            f"{(dt + timedelta(days=365)):%m/%Y}\n\nRegistration fee $50.75\nLocal fees (Travis Co.) $21.50\n"
            "State inspection fee $7.50\nProcessing $4.75\nTotal $84.50\nPlace your new sticker on the inside "
            "lower driver's side of the windshield.")


def t_honda_service(r, dt):
    miles = r.randint(52000, 61000)
    return (f"Capital City Honda - Service Invoice RO#{r.randint(400000, 499999)}\nCustomer: {ME}\n"
            f"Vehicle: 2019 Honda Civic EX  VIN {VIN}  Mileage in: {miles:,}\nDate: {_us(dt)}\n\n"
            "Maintenance Minder A1: oil and filter change (0W-20 full synthetic), tire rotation  $119.95\n"
            "Cabin air filter  $48.00\nMulti-point inspection: front brake pads 4mm - recommend replacement next "
            f"visit\n\nTotal ${r.uniform(160, 190):.2f}\nNext service due ~{miles + 7500:,} miles.")


def t_tx_inspection(r, dt):
    return (f"Texas Vehicle Inspection Report\nStation: Quick Lane Austin #31042\nDate: {_us(dt)}\nVIN {VIN}\n"
            f"Odometer {r.randint(50000, 60000):,}\n\nSafety inspection: PASS\nEmissions (OBD, Travis County): PASS\n"
            "Items checked: brakes, lights, horn, wipers, mirrors, steering, seat belts, tires, gas cap.")


def t_title(r, dt):
    return (f"CERTIFICATE OF TITLE - State of Texas\nTitle number {r.randint(10**16, 10**17 - 1)}\nVIN {VIN}\n"
            f"Year 2019  Make HONDA  Model CIVIC  Body 4D\nOwner: PRIYA S RAMAN, {APT}\nFirst lienholder: Honda "
            f"Financial Services - RELEASED {_us(dt)}\nKeep this title in a safe place.")


def t_payoff(r, dt):
    return (f"American Honda Finance Corporation\n{_us(dt)}\n\nDear Priya Raman,\n\nCongratulations! Your account "
            f"ending in {r.randint(1000, 9999)} for the 2019 Honda Civic (VIN {VIN}) has been paid in full. The lien "
            "release has been sent to the Texas DMV electronically; your clear title will arrive within 30 days.\n"
            "Thank you for choosing Honda Financial Services.")


# --------------------------------------------------------------------------- Mango (Areas Pet)


def t_vet(r, dt, kind="wellness"):
    lines = {"wellness": "Wellness exam  $68.00\nFVRCP booster  $32.00\nRabies 1-yr (PureVax)  $38.00\nFecal "
                         "test  $45.00",
             "dental": "Dental cleaning under anesthesia  $425.00\nPre-anesthetic bloodwork  $128.00\nDental "
                       "radiographs  $145.00\nExtraction 1 (lower premolar, resorptive lesion)  $160.00\n"
                       "Buprenorphine 3 days  $36.00",
             "sick": "Exam - vomiting, 2 days  $68.00\nAbdominal radiographs (2 views)  $210.00\nCerenia injection  "
                     "$42.00\nSubcutaneous fluids  $48.00\nHydrolyzed diet 4 lb  $38.00"}[kind]
    return (f"Mueller Family Pet Clinic\n4801 Berkman Dr, Austin TX 78723\nInvoice #{r.randint(100000, 199999)}  "
            f"Date {_us(dt)}\nClient: Priya Raman   Patient: Mango (feline, DSH, orange tabby, M/N, "
            f"{dt.year - 2020} yrs)\nWeight: {r.uniform(11.8, 13.4):.1f} lb\nVeterinarian: Dr. Hannah Ortiz\n\n{lines}"
            "\n\nNotes: Mango is a bit overweight - measure food, 1/4 cup twice daily. Next wellness visit in "
            "12 months.")


def t_rabies(r, dt):
    return (f"RABIES VACCINATION CERTIFICATE (NASPHV Form 51)\nOwner: Priya Raman, {APT}\nAnimal: Cat  Name: Mango  "
            f"Sex: M/N  Breed: DSH  Color: orange tabby\nVaccine: Merial PureVax Feline Rabies, Serial "
            f"{r.randint(100000, 999999)}A\nDate vaccinated: {_us(dt)}  Next due: {_us(dt + timedelta(days=365))}\n"
            f"Rabies tag no. 26-{r.randint(10000, 99999)}\nVeterinarian: Hannah Ortiz DVM, TX Lic. 12877")


def t_pet_policy(r, dt):
    return (f"PawSure Pet Insurance - Policy Summary\nPolicyholder: {ME}\nPet: Mango, cat, born approx. 2020\n"
            f"Policy period: {_us(dt)} - {_us(dt + timedelta(days=365))}\n\nAccident & Illness plan\nAnnual "
            "deductible $250\nReimbursement 80%\nAnnual limit $10,000\nPre-existing conditions excluded: none noted"
            f"\nWellness add-on: no\nMonthly premium ${r.uniform(24, 31):.2f}")


def t_pet_claim(r, dt):
    return (f"PawSure - Claim decision\nClaim #{r.randint(2000000, 2999999)}  Pet: Mango\nDate of service: {_us(dt)}\n"
            "Condition: tooth resorption (dental disease)\nAmount submitted $894.00\nNot covered: routine cleaning "
            "$425.00\nCovered: $469.00 - deductible met - 80% = $375.20\nPayment by direct deposit to Chase x4471.")


def t_adoption(r, dt):
    return (f"Austin Pet Alive! - Adoption Contract\nAdopter: Priya Raman, 5600 N Lamar Blvd Apt 2104\n"
            f"Animal: 'Mango' (shelter name: Tang), A{r.randint(100000, 999999)}, cat, male neutered, orange tabby, "
            f"approx. 1 year\nAdoption date: {_us(dt)}\nFee: $75.00\nMicrochip: 985112004{r.randint(100000, 999999)} "
            "(registered to adopter)\n\nAdopter agrees to keep the cat indoors, provide veterinary care, and return "
            "the animal to APA! if unable to keep him.")


def t_chewy(r, dt):
    return (f"Chewy - Autoship order confirmation #{r.randint(1000000000, 1999999999)}\nShip to: Priya Raman, {APT}\n"
            f"Order date {_us(dt)}\n\nHill's Science Diet Adult Indoor Chicken dry cat food, 15.5 lb  $58.99\n"
            "Dr. Elsey's Ultra unscented clumping litter, 40 lb  $24.99\nAutoship discount -5%\nTotal $80.73\n"
            "Next autoship: every 4 weeks.")


# --------------------------------------------------------------------------- software / talks (Resources)


def t_talk(r, dt, which):
    talks = {
        "tracing": ("Distributed Tracing in Practice - Strange Loop 2023", [
            "Why logs and metrics are not enough for request-scoped debugging",
            "W3C traceparent header: version-traceid-parentid-flags",
            "Head-based vs tail-based sampling; keep errors and slow traces",
            "Span attributes: cardinality budget, don't put user IDs in span names",
            "OpenTelemetry collector pipelines: receivers, processors, exporters"]),
        "async": ("Async Python Internals - PyCon US 2025", [
            "Coroutines are generators with a different hat",
            "The event loop: ready queue, selectors, call_soon vs call_later",
            "Task groups (3.11+) and structured concurrency; cancellation scopes",
            "Why blocking calls stall everything: run_in_executor",
            "Profiling asyncio: slow callback warnings, PYTHONASYNCIODEBUG"]),
        "postgres": ("Postgres at Scale: Lessons from 10 TB - PGConf 2024", [
            "Autovacuum tuning: scale factors per table, freeze age",
            "Partitioning by time with pg_partman; detach old partitions",
            "Connection pooling: PgBouncer transaction mode caveats (prepared statements)",
            "Index bloat and REINDEX CONCURRENTLY",
            "Logical replication for zero-downtime major upgrades"]),
        "kafka": ("Kafka Consumer Groups Demystified - Current 2024", [
            "Partition assignment: eager vs cooperative sticky rebalancing",
            "At-least-once: commit after processing; idempotent consumers",
            "Exactly-once semantics: transactional producer + read_committed",
            "Consumer lag monitoring with Burrow",
            "Static membership to avoid rebalances on rolling deploys"]),
    }
    title, bullets = talks[which]
    return title + "\n\n" + "\n".join(f"{i + 1}. {b}" for i, b in enumerate(bullets)) + "\n\nThank you! Questions?"


def t_cheatsheet(r, dt, which):
    if which == "git":
        return ("# git cheat sheet\n\n- undo last commit keep changes: `git reset --soft HEAD~1`\n- interactive "
                "rebase onto main: `git rebase -i origin/main`\n- find who broke it: `git bisect start; git bisect "
                "bad; git bisect good v1.4.0`\n- stash incl. untracked: `git stash -u`\n- worktrees: `git worktree "
                "add ../hotfix hotfix-branch`\n- recover lost commit: `git reflog`\n")
    return ("kubectl cheat sheet\n\nkubectl get pods -n shipment -o wide\nkubectl logs -f deploy/eta-service -n "
            "shipment --since=10m\nkubectl rollout undo deploy/eta-service\nkubectl top pods --sort-by=memory\n"
            "kubectl port-forward svc/kafka-ui 8080:80\nkubectl describe pod <pod> | grep -A5 Events\n")


def t_article(r, dt):
    return ("Understanding Go's Memory Model\n\nA data race is defined as a write to a memory location happening "
            "concurrently with another read or write to that same location, unless all the accesses involved are "
            "atomic data accesses as provided by the sync/atomic package. Programs with data races may observe "
            "torn reads. Use channels or sync.Mutex to establish happens-before edges; the race detector (go test "
            "-race) finds races that actually occur during a run.")


# --------------------------------------------------------------------------- old laptop backup (Archive Backup)


def t_old_resume(r, dt):
    return ("PRIYA RAMAN\npriya.raman92@gmail.com | Round Rock, TX\n\nSoftware Engineer, Dell Technologies, Round "
            "Rock TX  2014-present\n- Java services for the order management system; migrated batch jobs to Spring "
            "Batch\n- On-call rotation lead for the OMS team\n\nEDUCATION\nB.S. Computer Science, Texas A&M "
            "University, 2014, GPA 3.6\n\nSKILLS Java, Spring, Oracle SQL, Python, Jenkins")


def t_old_letter(r, dt):
    return ("Dell Technologies\nRound Rock, Texas\n\nDear Priya,\n\nThis letter confirms your resignation from the "
            "position of Software Engineer II, effective June 28, 2019. Your final paycheck will include accrued "
            "PTO. Please return your badge and laptop to IT on your last day.\n\nBest wishes,\nHR Shared Services")


# --------------------------------------------------------------------------- code repos (file bodies)

LOGSLICE = {
    "README.md": "# logslice\n\n[![CI](https://github.com/priyaraman/logslice/actions/workflows/ci.yml/badge.svg)]"
                 "(https://github.com/priyaraman/logslice/actions)\n\nSlice structured (JSON lines) and plain-text "
                 "logs by time range, without loading the whole file.\n\n```console\n$ pip install logslice\n"
                 "$ logslice app.log --from '2026-05-01 10:00' --to '10:15'\n$ kubectl logs deploy/api | logslice "
                 "--last 5m --field level=error\n```\n\nlogslice binary-searches seekable files on the timestamp, "
                 "so slicing a 20 GB file takes milliseconds.\n\n## Formats\nJSON lines (`ts`, `time`, "
                 "`@timestamp`), RFC 3339 prefixes, syslog, nginx combined.\n\n## License\nMIT\n",
    "pyproject.toml": "[build-system]\nrequires = [\"hatchling\"]\nbuild-backend = \"hatchling.build\"\n\n[project]\n"
                      "name = \"logslice\"\nversion = \"0.9.2\"\ndescription = \"Slice logs by time range\"\n"
                      "readme = \"README.md\"\nrequires-python = \">=3.9\"\nlicense = \"MIT\"\nauthors = [{ name = "
                      "\"Priya Raman\" }]\ndependencies = [\"python-dateutil>=2.8\"]\n\n[project.scripts]\n"
                      "logslice = \"logslice.cli:main\"\n\n[tool.pytest.ini_options]\ntestpaths = [\"tests\"]\n",
    "LICENSE": "MIT License\n\nCopyright (c) 2021-2026 Priya Raman\n\nPermission is hereby granted, free of charge, to "
               "any person obtaining a copy of this software and associated documentation files (the \"Software\"), "
               "to deal in the Software without restriction, including without limitation the rights to use, copy, "
               "modify, merge, publish, distribute, sublicense, and/or sell copies of the Software.\n\nTHE SOFTWARE "
               "IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND.\n",
    "CHANGELOG.md": "# Changelog\n\n## 0.9.2 - 2026-05-24\n- Fix: `--last` with files whose last line has no "
                    "newline\n- Python 3.13 in CI\n\n## 0.9.0 - 2025-11-02\n- `--field key=value` filter\n- nginx "
                    "combined log format\n\n## 0.8.0 - 2024-06-15\n- Binary search on seekable files\n\n## 0.1.0 - "
                    "2021-08-08\n- First release\n",
    "logslice/__init__.py": "\"\"\"Slice logs by time range.\"\"\"\n\n__version__ = \"0.9.2\"\n",
    "logslice/cli.py": "import argparse\nimport sys\n\nfrom . import __version__\nfrom .slicer import slice_stream, "
                       "slice_file\nfrom .timerange import parse_range\n\n\ndef main(argv=None):\n    p = argparse."
                       "ArgumentParser(prog=\"logslice\", description=\"Slice logs by time range.\")\n    p.add_argument"
                       "(\"file\", nargs=\"?\", help=\"log file (default: stdin)\")\n    p.add_argument(\"--from\", "
                       "dest=\"start\")\n    p.add_argument(\"--to\", dest=\"end\")\n    p.add_argument(\"--last\", "
                       "help=\"e.g. 5m, 2h, 1d\")\n    p.add_argument(\"--field\", action=\"append\", default=[])\n"
                       "    p.add_argument(\"--version\", action=\"version\", version=__version__)\n    args = "
                       "p.parse_args(argv)\n    rng = parse_range(args.start, args.end, args.last)\n    filters = "
                       "dict(f.split(\"=\", 1) for f in args.field)\n    if args.file:\n        lines = slice_file("
                       "args.file, rng, filters)\n    else:\n        lines = slice_stream(sys.stdin, rng, filters)\n"
                       "    try:\n        for line in lines:\n            sys.stdout.write(line)\n    except "
                       "BrokenPipeError:\n        return 0\n    return 0\n\n\nif __name__ == \"__main__\":\n    "
                       "sys.exit(main())\n",
    "logslice/timerange.py": "from dataclasses import dataclass\nfrom datetime import datetime, timedelta, timezone\n"
                             "import re\n\nfrom dateutil import parser as dtparser\n\n_UNITS = {\"s\": 1, \"m\": 60, "
                             "\"h\": 3600, \"d\": 86400}\n\n\n@dataclass(frozen=True)\nclass TimeRange:\n    start: "
                             "datetime | None\n    end: datetime | None\n\n    def __contains__(self, ts: datetime) "
                             "-> bool:\n        return (self.start is None or ts >= self.start) and (self.end is "
                             "None or ts < self.end)\n\n\ndef parse_duration(text: str) -> timedelta:\n    m = "
                             "re.fullmatch(r\"(\\d+)([smhd])\", text.strip())\n    if not m:\n        raise "
                             "ValueError(f\"bad duration: {text!r}\")\n    return timedelta(seconds=int(m.group(1)) "
                             "* _UNITS[m.group(2)])\n\n\ndef parse_range(start, end, last, now=None) -> TimeRange:\n"
                             "    now = now or datetime.now(timezone.utc)\n    if last:\n        return TimeRange("
                             "now - parse_duration(last), None)\n    s = dtparser.parse(start) if start else None\n"
                             "    e = dtparser.parse(end, default=s) if end else None\n    return TimeRange(s, e)\n",
    "logslice/slicer.py": "import json\nimport os\n\nfrom .formats import extract_ts\n\n\ndef _matches(line, "
                          "filters):\n    if not filters:\n        return True\n    try:\n        rec = json.loads"
                          "(line)\n    except ValueError:\n        return False\n    return all(str(rec.get(k)) == v "
                          "for k, v in filters.items())\n\n\ndef slice_stream(stream, rng, filters):\n    for line "
                          "in stream:\n        ts = extract_ts(line)\n        if ts is not None and ts in rng and "
                          "_matches(line, filters):\n            yield line\n\n\ndef _seek_first(f, start):\n    "
                          "lo, hi = 0, os.fstat(f.fileno()).st_size\n    while lo < hi:\n        mid = (lo + hi) // "
                          "2\n        f.seek(mid)\n        f.readline()\n        line = f.readline()\n        ts = "
                          "extract_ts(line.decode(errors=\"replace\")) if line else None\n        if ts is None or "
                          "ts >= start:\n            hi = mid\n        else:\n            lo = mid + 1\n    f.seek("
                          "lo)\n    if lo:\n        f.readline()\n\n\ndef slice_file(path, rng, filters):\n    with "
                          "open(path, \"rb\") as f:\n        if rng.start is not None:\n            _seek_first(f, "
                          "rng.start)\n        for raw in f:\n            line = raw.decode(errors=\"replace\")\n"
                          "            ts = extract_ts(line)\n            if ts is not None and rng.end is not None "
                          "and ts >= rng.end:\n                break\n            if ts is not None and ts in rng "
                          "and _matches(line, filters):\n                yield line\n",
    "logslice/formats.py": "import json\nimport re\nfrom datetime import datetime\n\nfrom dateutil import parser as "
                           "dtparser\n\n_RFC3339 = re.compile(r\"^(\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}:\\d{2}"
                           "(?:\\.\\d+)?(?:Z|[+-]\\d{2}:?\\d{2})?)\")\n_NGINX = re.compile(r\"\\[(\\d{2}/\\w{3}/"
                           "\\d{4}:\\d{2}:\\d{2}:\\d{2} [+-]\\d{4})\\]\")\n_JSON_KEYS = (\"ts\", \"time\", "
                           "\"@timestamp\", \"timestamp\")\n\n\ndef extract_ts(line: str) -> datetime | None:\n    "
                           "if line.startswith(\"{\"):\n        try:\n            rec = json.loads(line)\n        "
                           "except ValueError:\n            return None\n        for k in _JSON_KEYS:\n            "
                           "if k in rec:\n                v = rec[k]\n                if isinstance(v, (int, float)):"
                           "\n                    return datetime.fromtimestamp(v)\n                return "
                           "dtparser.isoparse(v)\n        return None\n    m = _RFC3339.match(line)\n    if m:\n"
                           "        return dtparser.isoparse(m.group(1).replace(\" \", \"T\"))\n    m = _NGINX."
                           "search(line)\n    if m:\n        return datetime.strptime(m.group(1), \"%d/%b/%Y:%H:%M:%S "
                           "%z\")\n    return None\n",
    "tests/test_timerange.py": "from datetime import datetime, timedelta, timezone\n\nimport pytest\n\nfrom "
                               "logslice.timerange import parse_duration, parse_range\n\n\ndef test_duration():\n"
                               "    assert parse_duration(\"5m\") == timedelta(minutes=5)\n    assert parse_duration("
                               "\"2d\") == timedelta(days=2)\n\n\ndef test_bad_duration():\n    with pytest.raises("
                               "ValueError):\n        parse_duration(\"five minutes\")\n\n\ndef test_last():\n    "
                               "now = datetime(2026, 5, 1, 12, tzinfo=timezone.utc)\n    rng = parse_range(None, "
                               "None, \"1h\", now=now)\n    assert rng.start == now - timedelta(hours=1)\n    assert "
                               "rng.end is None\n",
    "tests/test_formats.py": "from logslice.formats import extract_ts\n\n\ndef test_json_line():\n    ts = "
                             "extract_ts('{\"ts\": \"2026-05-01T10:00:00Z\", \"level\": \"info\"}')\n    assert "
                             "ts.hour == 10\n\n\ndef test_nginx():\n    line = '10.0.0.1 - - [01/May/2026:10:00:01 "
                             "+0000] \"GET / HTTP/1.1\" 200 612'\n    assert extract_ts(line).second == 1\n\n\n"
                             "def test_garbage():\n    assert extract_ts(\"hello world\") is None\n",
    ".github/workflows/ci.yml": "name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
                                "    strategy:\n      matrix:\n        python: [\"3.9\", \"3.11\", \"3.13\"]\n    "
                                "steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n"
                                "        with:\n          python-version: ${{ matrix.python }}\n      - run: pip "
                                "install -e . pytest\n      - run: pytest -q\n",
    "docs/usage.md": "# Usage\n\n## Time ranges\n`--from` and `--to` accept anything dateutil parses. If `--to` "
                     "has no date, the date of `--from` is used.\n\n## Filtering\n`--field level=error --field "
                     "service=api` keeps JSON lines whose fields match.\n\n## Piping\nOn stdin logslice cannot "
                     "seek, so it scans linearly.\n",
}

LOTUS = {
    "README.md": "# Lotus & Oak booking\n\nClass schedule, booking, class packs and waitlists for Lotus & Oak Yoga "
                 "(Austin). Django 5 + Postgres, deployed on DigitalOcean App Platform.\n\n## Dev\n```\ndocker "
                 "compose up -d db\npython manage.py migrate\npython manage.py loaddata demo_schedule\npython "
                 "manage.py runserver\n```\n\n## Phase 2 (launch June 15, 2026)\n- [x] class packs + Stripe "
                 "Checkout\n- [x] waitlist auto-promotion\n- [ ] shared household packs\n- [ ] July promo code\n",
    "manage.py": "#!/usr/bin/env python\nimport os\nimport sys\n\n\ndef main():\n    os.environ.setdefault("
                 "\"DJANGO_SETTINGS_MODULE\", \"studio.settings\")\n    from django.core.management import "
                 "execute_from_command_line\n    execute_from_command_line(sys.argv)\n\n\nif __name__ == "
                 "\"__main__\":\n    main()\n",
    "requirements.txt": "Django==5.0.6\npsycopg[binary]==3.1.19\nstripe==9.9.0\ndj-database-url==2.2.0\n"
                        "django-anymail[postmark]==10.3\ngunicorn==22.0.0\nwhitenoise==6.6.0\nsentry-sdk==2.5.1\n",
    "docker-compose.yml": "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_DB: lotus\n"
                          "      POSTGRES_USER: lotus\n      POSTGRES_PASSWORD: lotus\n    ports:\n      - "
                          "\"5433:5432\"\n    volumes:\n      - pgdata:/var/lib/postgresql/data\nvolumes:\n  pgdata:\n",
    "studio/settings.py": "import os\nfrom pathlib import Path\n\nimport dj_database_url\n\nBASE_DIR = Path(__file__)"
                          ".resolve().parent.parent\nSECRET_KEY = os.environ.get(\"SECRET_KEY\", \"dev-only\")\nDEBUG "
                          "= os.environ.get(\"DEBUG\", \"0\") == \"1\"\nALLOWED_HOSTS = [\"book.lotusandoakyoga.com\", "
                          "\"localhost\"]\n\nINSTALLED_APPS = [\n    \"django.contrib.admin\",\n    \"django.contrib."
                          "auth\",\n    \"django.contrib.contenttypes\",\n    \"django.contrib.sessions\",\n    "
                          "\"django.contrib.messages\",\n    \"django.contrib.staticfiles\",\n    \"anymail\",\n    "
                          "\"classes\",\n]\n\nDATABASES = {\"default\": dj_database_url.config(default=\"postgres://"
                          "lotus:lotus@localhost:5433/lotus\")}\nTIME_ZONE = \"America/Chicago\"\nUSE_TZ = True\n"
                          "STATIC_URL = \"static/\"\nSTRIPE_SECRET_KEY = os.environ.get(\"STRIPE_SECRET_KEY\")\n"
                          "STRIPE_WEBHOOK_SECRET = os.environ.get(\"STRIPE_WEBHOOK_SECRET\")\nEMAIL_BACKEND = "
                          "\"anymail.backends.postmark.EmailBackend\"\nDEFAULT_FROM_EMAIL = \"Lotus & Oak Yoga "
                          "<hello@lotusandoakyoga.com>\"\n",
    "studio/urls.py": "from django.contrib import admin\nfrom django.urls import include, path\n\nurlpatterns = [\n"
                      "    path(\"admin/\", admin.site.urls),\n    path(\"\", include(\"classes.urls\")),\n]\n",
    "classes/models.py": "from django.conf import settings\nfrom django.db import models\nfrom django.utils import "
                         "timezone\n\n\nclass Room(models.Model):\n    name = models.CharField(max_length=40)\n    "
                         "capacity = models.PositiveSmallIntegerField()\n\n\nclass YogaClass(models.Model):\n    "
                         "title = models.CharField(max_length=80)\n    instructor = models.ForeignKey(\"Instructor\", "
                         "on_delete=models.PROTECT)\n    room = models.ForeignKey(Room, on_delete=models.PROTECT)\n"
                         "    starts_at = models.DateTimeField()\n    minutes = models.PositiveSmallIntegerField("
                         "default=60)\n\n    def spots_left(self):\n        return self.room.capacity - self.bookings."
                         "filter(status=\"booked\").count()\n\n\nclass Instructor(models.Model):\n    name = "
                         "models.CharField(max_length=80)\n    email = models.EmailField()\n\n\nclass ClassPack("
                         "models.Model):\n    KINDS = [(\"5\", \"5-pack\"), (\"10\", \"10-pack\"), (\"unl\", "
                         "\"Unlimited monthly\")]\n    user = models.ForeignKey(settings.AUTH_USER_MODEL, "
                         "on_delete=models.CASCADE)\n    kind = models.CharField(max_length=3, choices=KINDS)\n    "
                         "credits = models.PositiveSmallIntegerField(null=True)\n    expires_at = models."
                         "DateTimeField()\n    stripe_session = models.CharField(max_length=120, unique=True)\n\n"
                         "    def usable(self):\n        return self.expires_at > timezone.now() and (self.credits "
                         "is None or self.credits > 0)\n\n\nclass Booking(models.Model):\n    STATUS = [(\"booked\", "
                         "\"Booked\"), (\"waitlist\", \"Waitlist\"), (\"cancelled\", \"Cancelled\")]\n    yoga_class "
                         "= models.ForeignKey(YogaClass, related_name=\"bookings\", on_delete=models.CASCADE)\n    "
                         "user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)\n    status "
                         "= models.CharField(max_length=10, choices=STATUS, default=\"booked\")\n    created_at = "
                         "models.DateTimeField(auto_now_add=True)\n\n    class Meta:\n        unique_together = "
                         "[(\"yoga_class\", \"user\")]\n        ordering = [\"created_at\"]\n",
    "classes/views.py": "import stripe\nfrom django.conf import settings\nfrom django.contrib.auth.decorators import "
                        "login_required\nfrom django.db import transaction\nfrom django.http import HttpResponse\n"
                        "from django.shortcuts import get_object_or_404, redirect, render\nfrom django.views."
                        "decorators.csrf import csrf_exempt\n\nfrom .models import Booking, YogaClass\nfrom .waitlist"
                        " import promote_from_waitlist\n\n\ndef schedule(request):\n    classes = YogaClass.objects."
                        "select_related(\"instructor\", \"room\").order_by(\"starts_at\")[:60]\n    return render("
                        "request, \"classes/schedule.html\", {\"classes\": classes})\n\n\n@login_required\ndef "
                        "cancel(request, pk):\n    booking = get_object_or_404(Booking, pk=pk, user=request.user)\n"
                        "    with transaction.atomic():\n        booking.status = \"cancelled\"\n        booking.save"
                        "()\n        promote_from_waitlist(booking.yoga_class)\n    return redirect(\"schedule\")\n\n"
                        "\n@csrf_exempt\ndef stripe_webhook(request):\n    event = stripe.Webhook.construct_event("
                        "request.body, request.headers.get(\"Stripe-Signature\"), settings.STRIPE_WEBHOOK_SECRET)\n"
                        "    if event[\"type\"] == \"checkout.session.completed\":\n        from .packs import "
                        "grant_pack\n        grant_pack(event[\"data\"][\"object\"])\n    return HttpResponse("
                        "status=200)\n",
    "classes/waitlist.py": "from django.core.mail import send_mail\n\n\ndef promote_from_waitlist(yoga_class):\n"
                           "    \"\"\"Book the first waitlisted student if a spot opened up.\"\"\"\n    if "
                           "yoga_class.spots_left() <= 0:\n        return None\n    nxt = yoga_class.bookings.filter("
                           "status=\"waitlist\").select_for_update().first()\n    if nxt is None:\n        return "
                           "None\n    nxt.status = \"booked\"\n    nxt.save(update_fields=[\"status\"])\n    "
                           "send_mail(\n        f\"You're in: {yoga_class.title}\",\n        f\"A spot opened up in "
                           "{yoga_class.title} on {yoga_class.starts_at:%A %b %d at %I:%M %p}. See you on the mat!\","
                           "\n        None,\n        [nxt.user.email],\n    )\n    return nxt\n",
    "classes/tests.py": "from datetime import timedelta\n\nfrom django.contrib.auth.models import User\nfrom django."
                        "test import TestCase\nfrom django.utils import timezone\n\nfrom .models import Booking, "
                        "Instructor, Room, YogaClass\nfrom .waitlist import promote_from_waitlist\n\n\nclass "
                        "WaitlistTests(TestCase):\n    def setUp(self):\n        room = Room.objects.create(name="
                        "\"Small\", capacity=1)\n        inst = Instructor.objects.create(name=\"Keisha\", email="
                        "\"k@example.com\")\n        self.c = YogaClass.objects.create(title=\"Vinyasa\", instructor="
                        "inst, room=room, starts_at=timezone.now() + timedelta(days=1))\n        self.a = User."
                        "objects.create(username=\"a\", email=\"a@example.com\")\n        self.b = User.objects."
                        "create(username=\"b\", email=\"b@example.com\")\n\n    def test_promotes_first(self):\n"
                        "        first = Booking.objects.create(yoga_class=self.c, user=self.a)\n        Booking."
                        "objects.create(yoga_class=self.c, user=self.b, status=\"waitlist\")\n        first.status "
                        "= \"cancelled\"\n        first.save()\n        promoted = promote_from_waitlist(self.c)\n"
                        "        self.assertEqual(promoted.user, self.b)\n",
    "templates/classes/schedule.html": "{% extends \"base.html\" %}\n{% block content %}\n<h1>This week at Lotus &amp; "
                                       "Oak</h1>\n<table class=\"schedule\">\n  {% for c in classes %}\n  <tr>\n    "
                                       "<td>{{ c.starts_at|date:\"D M j, g:i A\" }}</td>\n    <td>{{ c.title }}</td>\n"
                                       "    <td>{{ c.instructor.name }}</td>\n    <td>{% if c.spots_left > 0 %}{{ "
                                       "c.spots_left }} spots{% else %}Join waitlist{% endif %}</td>\n  </tr>\n  {% "
                                       "endfor %}\n</table>\n{% endblock %}\n",
    "static/css/site.css": ":root {\n  --oak: #6b4f3a;\n  --lotus: #e8a0b4;\n}\nbody {\n  font-family: \"Nunito\", "
                           "system-ui, sans-serif;\n  color: #2d2a26;\n  background: #fbf8f4;\n}\n.schedule td {\n"
                           "  padding: 0.6rem 1rem;\n  border-bottom: 1px solid #eadfd3;\n}\n.btn-book {\n  "
                           "background: var(--oak);\n  color: white;\n  border-radius: 999px;\n}\n",
}

RAFT = {
    "README.md": "# CS 6320 Lab 3 - Raft\n\nPriya Raman - Spring 2026\n\nStatus: 3A, 3B pass (500/500 runs). 3C "
                 "persistence passes; 3D snapshots flaky on TestSnapshotInstallUnreliable3D (~1/200).\n\nRun: `cd "
                 "raft && go test -run 3D -race -count 50`\n",
    "go.mod": "module cs6320/raft\n\ngo 1.22\n",
    "raft/raft.go": "package raft\n\nimport (\n\t\"math/rand\"\n\t\"sync\"\n\t\"time\"\n\n\t\"cs6320/labrpc\"\n)\n\n"
                    "type State int\n\nconst (\n\tFollower State = iota\n\tCandidate\n\tLeader\n)\n\ntype LogEntry "
                    "struct {\n\tTerm    int\n\tCommand interface{}\n}\n\ntype Raft struct {\n\tmu        sync.Mutex\n"
                    "\tpeers     []*labrpc.ClientEnd\n\tpersister *Persister\n\tme        int\n\n\tstate       "
                    "State\n\tcurrentTerm int\n\tvotedFor    int\n\tlog         []LogEntry\n\tcommitIndex int\n"
                    "\tlastApplied int\n\tnextIndex   []int\n\tmatchIndex  []int\n\tlastHeard   time.Time\n}\n\n"
                    "type RequestVoteArgs struct {\n\tTerm, CandidateId, LastLogIndex, LastLogTerm int\n}\n\ntype "
                    "RequestVoteReply struct {\n\tTerm        int\n\tVoteGranted bool\n}\n\nfunc (rf *Raft) "
                    "RequestVote(args *RequestVoteArgs, reply *RequestVoteReply) {\n\trf.mu.Lock()\n\tdefer rf.mu."
                    "Unlock()\n\tif args.Term > rf.currentTerm {\n\t\trf.becomeFollower(args.Term)\n\t}\n\treply.Term "
                    "= rf.currentTerm\n\tlastIdx := len(rf.log) - 1\n\tupToDate := args.LastLogTerm > rf.log[lastIdx]"
                    ".Term ||\n\t\t(args.LastLogTerm == rf.log[lastIdx].Term && args.LastLogIndex >= lastIdx)\n\tif "
                    "args.Term == rf.currentTerm && (rf.votedFor == -1 || rf.votedFor == args.CandidateId) && "
                    "upToDate {\n\t\trf.votedFor = args.CandidateId\n\t\trf.lastHeard = time.Now()\n\t\treply."
                    "VoteGranted = true\n\t\trf.persist()\n\t}\n}\n\nfunc (rf *Raft) becomeFollower(term int) {\n\t"
                    "rf.state = Follower\n\trf.currentTerm = term\n\trf.votedFor = -1\n\trf.persist()\n}\n\nfunc (rf "
                    "*Raft) ticker() {\n\tfor !rf.killed() {\n\t\ttimeout := time.Duration(300+rand.Intn(300)) * "
                    "time.Millisecond\n\t\ttime.Sleep(50 * time.Millisecond)\n\t\trf.mu.Lock()\n\t\tif rf.state != "
                    "Leader && time.Since(rf.lastHeard) > timeout {\n\t\t\trf.startElection()\n\t\t}\n\t\trf.mu."
                    "Unlock()\n\t}\n}\n",
    "raft/persist.go": "package raft\n\nimport (\n\t\"bytes\"\n\n\t\"cs6320/labgob\"\n)\n\n// persist saves "
                       "currentTerm, votedFor and log. Caller holds rf.mu.\nfunc (rf *Raft) persist() {\n\tw := new("
                       "bytes.Buffer)\n\te := labgob.NewEncoder(w)\n\te.Encode(rf.currentTerm)\n\te.Encode(rf."
                       "votedFor)\n\te.Encode(rf.log)\n\trf.persister.Save(w.Bytes(), rf.persister.ReadSnapshot())\n}"
                       "\n\nfunc (rf *Raft) readPersist(data []byte) {\n\tif len(data) < 1 {\n\t\treturn\n\t}\n\td := "
                       "labgob.NewDecoder(bytes.NewBuffer(data))\n\tvar term, voted int\n\tvar log []LogEntry\n\tif "
                       "d.Decode(&term) != nil || d.Decode(&voted) != nil || d.Decode(&log) != nil {\n\t\tpanic("
                       "\"readPersist: decode error\")\n\t}\n\trf.currentTerm, rf.votedFor, rf.log = term, voted, "
                       "log\n}\n",
    "raft/snapshot.go": "package raft\n\ntype InstallSnapshotArgs struct {\n\tTerm, LeaderId          int\n\t"
                        "LastIncludedIndex int\n\tLastIncludedTerm  int\n\tData              []byte\n}\n\n// TODO(3D): "
                        "trim log and handle offset in all index math\nfunc (rf *Raft) Snapshot(index int, snapshot "
                        "[]byte) {\n\trf.mu.Lock()\n\tdefer rf.mu.Unlock()\n\tif index <= rf.lastIncludedIndex() {\n"
                        "\t\treturn\n\t}\n\trf.log = append([]LogEntry{{Term: rf.termAt(index)}}, rf.log[rf.offset("
                        "index)+1:]...)\n\trf.persister.Save(rf.encodeState(), snapshot)\n}\n",
    "notes.md": "# debugging notes\n\n- 3B failure: follower accepted AppendEntries from stale leader -> always "
                "check args.Term < currentTerm first\n- TestFigure8Unreliable: only commit entries from current "
                "term\n- 3D: off-by-one in offset() after InstallSnapshot; print log with DPrintf behind VERBOSE=1\n",
}

ML_HW = {
    "README.md": "# CS 6375 HW4\n\nRandom forest from scratch + MLP on Fashion-MNIST.\n\n```\npython forest.py "
                 "--trees 1 5 10 50 100 --data data/credit.csv\npython mlp.py --opt adam --epochs 20\n```\n",
    "forest.py": "import argparse\n\nimport numpy as np\nimport pandas as pd\n\n\ndef gini(y):\n    _, counts = "
                 "np.unique(y, return_counts=True)\n    p = counts / counts.sum()\n    return 1.0 - np.sum(p ** 2)\n"
                 "\n\nclass Tree:\n    def __init__(self, max_depth=8, max_features=None, rng=None):\n        self."
                 "max_depth, self.max_features = max_depth, max_features\n        self.rng = rng or np.random."
                 "default_rng(0)\n\n    def fit(self, X, y, depth=0):\n        if depth >= self.max_depth or len("
                 "set(y)) == 1:\n            self.leaf = np.bincount(y).argmax()\n            return self\n        "
                 "feats = self.rng.choice(X.shape[1], self.max_features or X.shape[1], replace=False)\n        "
                 "best = min(((f, t) for f in feats for t in np.unique(X[:, f])[:-1]),\n                   key="
                 "lambda ft: self._split_cost(X, y, *ft), default=None)\n        if best is None:\n            "
                 "self.leaf = np.bincount(y).argmax()\n            return self\n        self.f, self.t = best\n"
                 "        m = X[:, self.f] <= self.t\n        self.left = Tree(self.max_depth, self.max_features, "
                 "self.rng).fit(X[m], y[m], depth + 1)\n        self.right = Tree(self.max_depth, self.max_features,"
                 " self.rng).fit(X[~m], y[~m], depth + 1)\n        self.leaf = None\n        return self\n\n    def "
                 "_split_cost(self, X, y, f, t):\n        m = X[:, f] <= t\n        return (m.sum() * gini(y[m]) + "
                 "(~m).sum() * gini(y[~m])) / len(y)\n\n    def predict_one(self, x):\n        node = self\n        "
                 "while node.leaf is None:\n            node = node.left if x[node.f] <= node.t else node.right\n"
                 "        return node.leaf\n\n\nif __name__ == \"__main__\":\n    ap = argparse.ArgumentParser()\n"
                 "    ap.add_argument(\"--trees\", type=int, nargs=\"+\", default=[10])\n    ap.add_argument(\"--data"
                 "\", default=\"data/credit.csv\")\n    args = ap.parse_args()\n    df = pd.read_csv(args.data)\n"
                 "    print(df.shape)\n",
    "mlp.py": "import argparse\n\nimport torch\nfrom torch import nn\nfrom torchvision import datasets, transforms\n\n"
              "\nclass MLP(nn.Module):\n    def __init__(self, hidden=256):\n        super().__init__()\n        "
              "self.net = nn.Sequential(nn.Flatten(), nn.Linear(784, hidden), nn.ReLU(), nn.Dropout(0.2),\n"
              "                                 nn.Linear(hidden, 10))\n\n    def forward(self, x):\n        "
              "return self.net(x)\n\n\ndef main():\n    ap = argparse.ArgumentParser()\n    ap.add_argument(\"--opt\","
              " choices=[\"sgd\", \"adam\"], default=\"adam\")\n    ap.add_argument(\"--epochs\", type=int, "
              "default=10)\n    args = ap.parse_args()\n    tf = transforms.ToTensor()\n    train = datasets."
              "FashionMNIST(\"data\", train=True, download=True, transform=tf)\n    loader = torch.utils.data."
              "DataLoader(train, batch_size=128, shuffle=True)\n    model = MLP()\n    opt = (torch.optim.Adam("
              "model.parameters(), 1e-3) if args.opt == \"adam\"\n           else torch.optim.SGD(model.parameters(),"
              " 0.05, momentum=0.9))\n    for epoch in range(args.epochs):\n        for xb, yb in loader:\n"
              "            opt.zero_grad()\n            loss = nn.functional.cross_entropy(model(xb), yb)\n"
              "            loss.backward()\n            opt.step()\n        print(epoch, loss.item())\n\n\nif "
              "__name__ == \"__main__\":\n    main()\n",
    "data/credit.csv": lambda r, dt: _credit_csv(r, dt),
}

MINIJAVA = {
    "README.md": "# minijavac\n\nCS 6421 Compilers (Fall 2025) - MiniJava to x86-64.\n\n`make && ./minijavac "
                 "tests/BinarySearch.java > out.s && gcc out.s runtime.c -o bs`\n\nFinal grade: A-\n",
    "Makefile": "CC=gcc\nCFLAGS=-O2 -Wall -g\nOBJS=lexer.o parser.o typecheck.o ir.o regalloc.o codegen.o main.o\n\n"
                "minijavac: $(OBJS)\n\t$(CC) $(CFLAGS) -o $@ $(OBJS)\n\nclean:\n\trm -f *.o minijavac\n\ntest: "
                "minijavac\n\t./run_tests.sh\n",
    "src/lexer.c": "#include <ctype.h>\n#include <string.h>\n#include \"lexer.h\"\n\nstatic const char *keywords[] = "
                   "{\"class\", \"public\", \"static\", \"void\", \"main\", \"extends\", \"return\", \"int\",\n"
                   "                                 \"boolean\", \"if\", \"else\", \"while\", \"true\", \"false\", "
                   "\"this\", \"new\", NULL};\n\nToken next_token(Lexer *lx) {\n    while (isspace(lx->src[lx->pos]))"
                   " {\n        if (lx->src[lx->pos] == '\\n') lx->line++;\n        lx->pos++;\n    }\n    Token t = "
                   "{.line = lx->line, .start = lx->pos};\n    char c = lx->src[lx->pos];\n    if (c == '\\0') { "
                   "t.kind = TOK_EOF; return t; }\n    if (isalpha(c)) {\n        while (isalnum(lx->src[lx->pos]) "
                   "|| lx->src[lx->pos] == '_') lx->pos++;\n        t.len = lx->pos - t.start;\n        t.kind = "
                   "TOK_IDENT;\n        for (int i = 0; keywords[i]; i++)\n            if ((int)strlen(keywords[i]) "
                   "== t.len && !strncmp(keywords[i], lx->src + t.start, t.len)) t.kind = TOK_KW_BASE + i;\n        "
                   "return t;\n    }\n    if (isdigit(c)) {\n        while (isdigit(lx->src[lx->pos])) lx->pos++;\n"
                   "        t.kind = TOK_INT; t.len = lx->pos - t.start; return t;\n    }\n    lx->pos++;\n    "
                   "t.kind = c; t.len = 1;\n    return t;\n}\n",
    "src/regalloc.c": "#include \"ir.h\"\n\n/* Linear-scan register allocation (Poletto & Sarkar). */\nvoid "
                      "linear_scan(Interval *iv, int n, int nregs) {\n    sort_by_start(iv, n);\n    Active act = "
                      "{0};\n    for (int i = 0; i < n; i++) {\n        expire_old(&act, iv[i].start);\n        if "
                      "(act.count == nregs) spill_at(&act, &iv[i]);\n        else {\n            iv[i].reg = "
                      "take_free_reg(&act);\n            active_insert(&act, &iv[i]);\n        }\n    }\n}\n",
}

SHELFIE = {
    "README.md": "# Shelfie \U0001F4DA\n\nHackTX 2022 - snap a photo of your bookshelf, get recommendations.\n\nTeam:"
                 " Priya, Marcus, Sofia, Dev. Built in 24h. Won 'Best Use of Google Cloud'.\n\n```\nnpm install\n"
                 "npm run dev\n```\n",
    "package.json": "{\n  \"name\": \"shelfie\",\n  \"version\": \"0.1.0\",\n  \"private\": true,\n  \"scripts\": {\n"
                    "    \"dev\": \"concurrently \\\"vite\\\" \\\"node server/index.js\\\"\",\n    \"build\": \"vite "
                    "build\"\n  },\n  \"dependencies\": {\n    \"@google-cloud/vision\": \"^3.0.1\",\n    \"express\": "
                    "\"^4.18.2\",\n    \"multer\": \"^1.4.5-lts.1\",\n    \"react\": \"^18.2.0\",\n    \"react-dom\": "
                    "\"^18.2.0\"\n  },\n  \"devDependencies\": {\n    \"concurrently\": \"^7.5.0\",\n    \"vite\": "
                    "\"^3.2.0\"\n  }\n}\n",
    "server/index.js": "const express = require('express');\nconst multer = require('multer');\nconst vision = "
                       "require('@google-cloud/vision');\n\nconst app = express();\nconst upload = multer({ storage: "
                       "multer.memoryStorage() });\nconst client = new vision.ImageAnnotatorClient();\n\napp.post('/api"
                       "/shelf', upload.single('photo'), async (req, res) => {\n  const [result] = await client."
                       "textDetection(req.file.buffer);\n  const spines = result.textAnnotations.slice(1).map((t) => "
                       "t.description);\n  // TODO: fuzzy-match against Open Library instead of this hack\n  const "
                       "titles = guessTitles(spines);\n  const recs = await recommend(titles);\n  res.json({ titles, "
                       "recs });\n});\n\napp.listen(3001, () => console.log('shelfie api on :3001'));\n",
    "src/App.jsx": "import { useState } from 'react';\n\nexport default function App() {\n  const [recs, setRecs] = "
                   "useState([]);\n  const [loading, setLoading] = useState(false);\n\n  async function onUpload(e) {"
                   "\n    const form = new FormData();\n    form.append('photo', e.target.files[0]);\n    setLoading("
                   "true);\n    const res = await fetch('/api/shelf', { method: 'POST', body: form });\n    const "
                   "data = await res.json();\n    setRecs(data.recs);\n    setLoading(false);\n  }\n\n  return (\n    "
                   "<main>\n      <h1>Shelfie</h1>\n      <input type=\"file\" accept=\"image/*\" capture=\"environment"
                   "\" onChange={onUpload} />\n      {loading && <p>Reading your shelf...</p>}\n      <ul>{recs.map("
                   "(r) => <li key={r.key}>{r.title} - {r.author}</li>)}</ul>\n    </main>\n  );\n}\n",
    "pitch.md": "# Shelfie pitch (2 min)\n\n1. Problem: bookstore recs are generic\n2. Demo: photo -> titles -> "
                "recs\n3. Tech: Cloud Vision OCR, Open Library API, React\n4. Next: Goodreads import (never "
                "happened lol)\n",
}

DOTFILES = {
    "README.md": "# dotfiles\n\nMy shell/editor config. `./install.sh` symlinks everything into $HOME.\n\n- zsh + "
                 "starship\n- neovim (lazy.nvim)\n- tmux\n- git\n",
    "install.sh": "#!/usr/bin/env bash\nset -euo pipefail\nDIR=\"$(cd \"$(dirname \"$0\")\" && pwd)\"\n\nlink() {\n"
                  "  local src=\"$DIR/$1\" dst=\"$HOME/$2\"\n  mkdir -p \"$(dirname \"$dst\")\"\n  ln -sfn \"$src\" "
                  "\"$dst\"\n  echo \"linked $dst\"\n}\n\nlink zshrc .zshrc\nlink gitconfig .gitconfig\nlink "
                  "tmux.conf .tmux.conf\nlink nvim .config/nvim\nlink starship.toml .config/starship.toml\n",
    "zshrc": "export EDITOR=nvim\nexport GOPATH=$HOME/go\npath=($HOME/.local/bin $GOPATH/bin /opt/homebrew/bin $path)"
             "\n\nsetopt HIST_IGNORE_DUPS SHARE_HISTORY\nHISTSIZE=50000\n\nalias k=kubectl\nalias gs='git status "
             "-sb'\nalias gl='git log --oneline --graph -20'\nalias py=python3\nalias ls='eza --group-directories-"
             "first'\n\n# work\nalias kshp='kubectl -n shipment'\n\neval \"$(starship init zsh)\"\neval \"$(zoxide "
             "init zsh)\"\n",
    "gitconfig": "[user]\n\tname = Priya Raman\n\temail = priya.raman.dev@gmail.com\n[init]\n\tdefaultBranch = main\n"
                 "[pull]\n\trebase = true\n[alias]\n\tco = checkout\n\tfixup = commit --fixup\n\tundo = reset --soft "
                 "HEAD~1\n[includeIf \"gitdir:~/work/\"]\n\tpath = ~/.gitconfig-work\n",
    "tmux.conf": "set -g prefix C-a\nunbind C-b\nset -g mouse on\nset -g base-index 1\nset -g history-limit 100000\n"
                 "bind | split-window -h -c \"#{pane_current_path}\"\nbind - split-window -v -c "
                 "\"#{pane_current_path}\"\nset -g status-style bg=colour235,fg=colour250\n",
    "nvim/init.lua": "vim.g.mapleader = ' '\nvim.opt.number = true\nvim.opt.relativenumber = true\nvim.opt."
                     "expandtab = true\nvim.opt.shiftwidth = 4\n\nlocal lazypath = vim.fn.stdpath('data') .. "
                     "'/lazy/lazy.nvim'\nvim.opt.rtp:prepend(lazypath)\nrequire('lazy').setup({\n  "
                     "'neovim/nvim-lspconfig',\n  'nvim-telescope/telescope.nvim',\n  { 'catppuccin/nvim', name = "
                     "'catppuccin' },\n})\nvim.cmd.colorscheme('catppuccin-mocha')\nrequire('lspconfig').gopls.setup"
                     "({})\nrequire('lspconfig').pyright.setup({})\n",
    "starship.toml": "add_newline = false\n\n[git_branch]\nsymbol = \" \"\n\n[kubernetes]\ndisabled = false\n"
                     "format = '[$context/$namespace]($style) '\n",
}


def _credit_csv(r, dt):
    rows = ["age,income,debt_ratio,late_payments,credit_lines,default"]
    for _ in range(40):
        rows.append(f"{r.randint(21, 70)},{r.randint(18, 160) * 1000},{r.uniform(0, 1.2):.3f},{r.choice([0, 0, 0, 1, 2, 4])},"
                    f"{r.randint(1, 14)},{r.choice([0, 0, 0, 1])}")
    return "\n".join(rows) + "\n"


def _days(y: int, m: int, d: int) -> int:
    """Age in days of a calendar date, relative to NOW."""
    return (NOW - datetime(y, m, d, 12, tzinfo=NOW.tzinfo)).days


def _installer(r: random.Random, ext: str) -> bytes:
    heads = {"dmg": b"\x78\xda\x63\x60", "pkg": b"xar!\x00\x1c\x00\x01", "exe": b"MZ\x90\x00\x03\x00\x00\x00",
             "msi": b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "iso": b"\x00" * 16}
    return _blob(r, heads[ext], 1600)


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

    def repo(base: str, files: dict, bucket: str, topic: str, ages: tuple) -> None:
        for i, (name, body) in enumerate(files.items()):
            add(f"{base}/{name}", bucket, topic, ages[i % len(ages)], body)
        dot(f"{base}/.gitignore", b"__pycache__/\n*.pyc\n.venv/\nnode_modules/\n.env\n", ages[-1])
        dot(f"{base}/.git/HEAD", b"ref: refs/heads/main\n", ages[0])

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    LOCK = b"\x0bPriya Raman  " + bytes(148)
    OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"

    # ------------------------------------------------------------ Documents/Finance (Areas Finance)
    f = "Documents/Finance"
    for age in (3, 34, 64, 156):
        add(f"{f}/Chase/statement_{_ago(age):%Y%m}.pdf", A, "Finance", age, t_chase)
    for age in (9, 40):
        add(f"{f}/Amex/Amex Statement {_ago(age):%b %Y}.pdf", A, "Finance", age, t_amex)
    add(f"{f}/Taxes/2025/Form 1040 2025 - filed.pdf", A, "Finance", _days(2026, 4, 9), lambda r, dt: t_1040(r, dt, 2025))
    add(f"{f}/Taxes/2025/W-2 Corrigan 2025.pdf", A, "Finance", _days(2026, 1, 28),
        lambda r, dt: t_w2(r, dt, CORRIGAN, 2025))
    add(f"{f}/Taxes/2025/1098-E Nelnet 2025.pdf", A, "Finance", _days(2026, 1, 22), lambda r, dt: t_1098e(r, dt, 2025))
    add(f"{f}/Taxes/2025/1099-INT Ally 2025.pdf", A, "Finance", _days(2026, 2, 2), lambda r, dt: t_1099int(r, dt, 2025))
    add(f"{f}/Taxes/2022/W-2 Ledgerly 2022.pdf", A, "Finance", _days(2023, 1, 30),
        lambda r, dt: t_w2(r, dt, "Ledgerly, Inc.\n548 Market St #40122, San Francisco, CA 94104", 2022))
    add(f"{f}/Taxes/2022/1040 2022.pdf", A, "Finance", _days(2023, 4, 12), lambda r, dt: t_1040(r, dt, 2022))
    add(f"{f}/Taxes/2019/1040_2019_return.pdf", A, "Finance", _days(2020, 7, 10), lambda r, dt: t_1040(r, dt, 2019))
    add(f"{f}/Retirement/Fidelity 401k Q1 2026.pdf", A, "Finance", _days(2026, 4, 8), t_401k)
    add(f"{f}/Retirement/Vanguard Roth confirmation {_ago(12):%m-%d}.pdf", A, "Finance", 12, t_roth)
    add(f"{f}/Retirement/Ledgerly 401k rollover 2023.pdf", A, "Finance", _days(2023, 7, 20), t_rollover)
    add(f"{f}/Student loans/Nelnet statement {_ago(6):%B %Y}.pdf", A, "Finance", 6, t_nelnet)
    add(f"{f}/Student loans/Master Promissory Note 2011.pdf", A, "Finance", _days(2011, 8, 2), t_promissory)
    add(f"{f}/budget 2026.xlsx", A, "Finance", 2, t_budget)
    add(f"{f}/net worth.xlsx", A, "Finance", 28, t_networth)
    add(f"{f}/subscriptions.csv", A, "Finance", 45, t_subscriptions)
    add(f"{f}/ally_transactions_export.csv", A, "Finance", 14, t_ally)

    # ------------------------------------------------------------ house purchase (Projects Home)
    h = "Documents/house stuff"
    add(f"{h}/Texas Hill Mortgage pre-approval.pdf", P, "Home", _days(2026, 2, 17), t_preapproval)
    add(f"{h}/Loan Estimate - Pecan Hollow.pdf", P, "Home", _days(2026, 5, 1), t_loan_estimate)
    add(f"{h}/offers/Ridgeview offer (rejected).pdf", P, "Home", _days(2026, 3, 14), lambda r, dt: t_offer(
        r, dt, HOUSE1, 532000, "Multiple offers. Sellers chose a cash offer at $541,000. Not accepted."))
    add(f"{h}/offers/Pecan Hollow offer v2.docx", P, "Home", _days(2026, 4, 27), lambda r, dt: t_offer(
        r, dt, HOUSE, 489000, "Counter-offer accepted at $489,000, seller pays owner's title policy."))
    add(f"{h}/offers/Pecan Hollow - executed contract.pdf", P, "Home", _days(2026, 4, 28), lambda r, dt: t_offer(
        r, dt, HOUSE, 489000, "EXECUTED. Effective date April 28, 2026. Signed by all parties via DocuSign."))
    add(f"{h}/inspection/Lone Star inspection report.pdf", P, "Home", _days(2026, 5, 1), t_inspection)
    add(f"{h}/inspection/repair amendment signed.pdf", P, "Home", _days(2026, 5, 4), t_repair_amendment)
    add(f"{h}/inspection/questions for Brett.txt", P, "Home", _days(2026, 5, 1),
        "Questions for inspector:\n- how urgent is the HVAC coil? replace now or budget for 2027?\n- roof: 9 yrs, "
        "insurance will care - get roofer quote\n- the leak under primary bath sink - any subfloor damage?\n- "
        "attic exhaust vents - DIY fix?\n- is the fence encroachment on the survey a problem for resale?\n")
    for n, age in ((1, 31), (2, 31), (4, 30)):
        photo(f"{h}/inspection/photos/IMG_{5120 + n * 3}.jpg", P, "Home", age)
    add(f"{h}/HOA/resale certificate.pdf", P, "Home", _days(2026, 5, 12), t_hoa_resale)
    add(f"{h}/HOA/Pecan Hollow bylaws.pdf", P, "Home", _days(2026, 5, 12), t_hoa_bylaws)
    add(f"{h}/HOA/2026 budget.pdf", P, "Home", _days(2026, 5, 12), t_hoa_budget)
    add(f"{h}/title commitment.pdf", P, "Home", _days(2026, 5, 14), t_title_commitment)
    add(f"{h}/appraisal report.pdf", P, "Home", _days(2026, 5, 20), t_appraisal)
    add(f"{h}/survey.pdf", P, "Home", _days(2026, 5, 11), t_survey)
    add(f"{h}/earnest money receipt.pdf", P, "Home", _days(2026, 4, 30), t_earnest)
    add(f"{h}/homeowners insurance quotes.xlsx", P, "Home", 5, t_hoi_quotes)
    add(f"{h}/cash to close.xlsx", P, "Home", 3, t_closing_costs)
    add(f"{h}/house comparison.xlsx", P, "Home", _days(2026, 4, 20), t_house_compare)
    add(f"{h}/moving checklist.md", P, "Home", 1, t_moving_checklist)
    add(f"{h}/notice to vacate - Alcove.docx", P, "Home", 4, t_notice_vacate)
    add(f"{h}/mail/Re 4812 Ridgeview - update.eml", P, "Home", _days(2026, 3, 17),
        lambda r, dt: t_realtor_mail(r, dt, "rejected"))
    add(f"{h}/mail/under contract.eml", P, "Home", _days(2026, 4, 28), lambda r, dt: t_realtor_mail(r, dt, "accepted"))
    add(f"{h}/mail/HOA docs.eml", P, "Home", _days(2026, 5, 12), lambda r, dt: t_realtor_mail(r, dt, "hoa"))
    add(f"{h}/mail/clear to close conditions.eml", P, "Home", 6, t_lender_mail)
    photo(f"{h}/listing screenshot.png", P, "Home", _days(2026, 4, 19))
    photo(f"{h}/Pecan Hollow backyard.jpg", P, "Home", _days(2026, 4, 22))

    # ------------------------------------------------------------ apartment (Areas Home), 2023 move (Archive Home)
    ap = "Documents/Apartment"
    add(f"{ap}/Alcove lease renewal 2025-2026.pdf", A, "Home", _days(2025, 7, 3), t_lease)
    add(f"{ap}/Lemonade renters policy.pdf", A, "Home", _days(2025, 9, 1), t_renters)
    for age in (11, 42):
        add(f"{ap}/Austin Energy {_ago(age):%b %Y}.pdf", A, "Home", age, t_austin_energy)
    add(f"{ap}/Google Fiber bill.pdf", A, "Home", 20, t_fiber)
    add(f"{ap}/maintenance request - dishwasher.txt", A, "Home", 95,
        "Maintenance request #44812 - Unit 317\nSubmitted via resident portal\n\nDishwasher leaves standing water "
        "and smells. Tried cleaning the filter. Permission to enter: yes, cat inside (please keep door closed!).\n"
        "Status: completed - drain hose replaced.\n")
    mv = "Documents/2023 move"
    add(f"{mv}/Bulldog Movers invoice.pdf", X, "Home", _days(2023, 8, 12), t_movers)
    add(f"{mv}/Lamar Union deposit return.pdf", X, "Home", _days(2023, 9, 20), t_deposit_return)
    add(f"{mv}/Lamar Union lease 2021.pdf", X, "Home", _days(2021, 8, 15), t_old_lease)
    add(f"{mv}/move checklist.txt", X, "Home", _days(2023, 7, 25),
        "Move Aug 12 2023\n- [x] book Bulldog movers (Sat 8am)\n- [x] change address USPS\n- [x] Austin Energy "
        "transfer\n- [x] Google Fiber install Aug 14\n- [x] cat carrier + Feliway for Mango\n- [x] return keys + "
        "garage remote to Lamar Union\n- [x] renters insurance new address\n")

    # ------------------------------------------------------------ wedding (Projects Wedding)
    w = "Documents/Wedding"
    add(f"{w}/Cypress Creek Ranch contract.pdf", P, "Wedding", _days(2026, 1, 10), t_venue_contract)
    add(f"{w}/Saffron Table proposal.pdf", P, "Wedding", _days(2026, 3, 3), t_caterer)
    add(f"{w}/guest list.xlsx", P, "Wedding", 2, t_guest_list)
    add(f"{w}/wedding budget.xlsx", P, "Wedding", 5, t_wedding_budget)
    add(f"{w}/vendors/Jess Aldana contract.pdf", P, "Wedding", _days(2025, 12, 2), t_photographer)
    add(f"{w}/vendors/DJ Neel Beats quote.pdf", P, "Wedding", _days(2026, 2, 20), t_dj)
    add(f"{w}/vendors/Wildflower & Vine estimate.pdf", P, "Wedding", _days(2026, 4, 15), t_florist)
    add(f"{w}/vendors/vendor contacts.csv", P, "Wedding", 9, t_vendor_contacts)
    add(f"{w}/invitation wording v3.docx", P, "Wedding", 25, t_invitation)
    add(f"{w}/day-of timeline.md", P, "Wedding", 7, t_wedding_timeline)
    add(f"{w}/seating draft.xlsx", P, "Wedding", 15, t_seating)
    add(f"{w}/sangeet plan.txt", P, "Wedding", 19, t_sangeet)
    add(f"{w}/invitation letter - Paati.docx", P, "Wedding", 10, t_invite_letter)
    add(f"{w}/mail/Re Oct 17 - ceremony fire, rain plan.eml", P, "Wedding", 8, t_venue_mail)
    add(f"{w}/mail/muhurtham time.eml", P, "Wedding", 16, t_amma_mail)
    add(f"{w}/music/first dance - Kesariya.mp3", P, "Wedding", 30,
        lambda r, dt: _id3(r, "Kesariya", "Arijit Singh", "Brahmastra"))
    add(f"{w}/music/first dance option 2 - Perfect.mp3", P, "Wedding", 30,
        lambda r, dt: _id3(r, "Perfect", "Ed Sheeran", "Divide"))
    for n, age in ((1, _days(2025, 12, 13)), (2, _days(2025, 12, 13)), (3, _days(2025, 12, 13))):
        photo(f"{w}/venue visit/IMG_{4471 + n}.HEIC", P, "Wedding", age)
    photo(f"{w}/save the date proof.png", P, "Wedding", _days(2026, 2, 1))
    add(f"{w}/~$vitation wording v3.docx", L, "System", 25, LOCK)

    # ------------------------------------------------------------ travel: honeymoon (Projects), past trips (Archive)
    t = "Documents/Travel"
    add(f"{t}/Portugal honeymoon/TAP confirmation.pdf", P, "Travel", 21, t_tap)
    add(f"{t}/Portugal honeymoon/Airbnb Lisbon.pdf", P, "Travel", 18, lambda r, dt: t_airbnb(r, dt, "Lisbon"))
    add(f"{t}/Portugal honeymoon/Airbnb Porto.pdf", P, "Travel", 17, lambda r, dt: t_airbnb(r, dt, "Porto"))
    add(f"{t}/Portugal honeymoon/itinerary.md", P, "Travel", 3, t_portugal_itin)
    add(f"{t}/Japan 2024/JR Pass exchange order.pdf", X, "Travel", _days(2024, 2, 20), t_jrpass)
    add(f"{t}/Japan 2024/Kyoto hotel booking.pdf", X, "Travel", _days(2024, 1, 28), t_kyoto_hotel)
    add(f"{t}/Japan 2024/itinerary.txt", X, "Travel", _days(2024, 3, 25), t_japan_itin)
    add(f"{t}/Japan 2024/expenses.csv", X, "Travel", _days(2024, 4, 13), t_japan_expenses)
    add(f"{t}/Chennai Dec 2025/Emirates e-ticket.pdf", X, "Travel", _days(2025, 10, 2), t_chennai_ticket)
    add(f"{t}/Chennai Dec 2025/shopping and gifts.txt", X, "Travel", _days(2025, 12, 8), t_chennai_notes)

    # ------------------------------------------------------------ school: current courses (Projects School)
    s = "Documents/School/MSCS/Spring 2026"
    d6320, d6375 = f"{s}/CS 6320 Distributed Systems", f"{s}/CS 6375 Machine Learning"
    add(f"{d6320}/syllabus.pdf", P, "School", _days(2026, 1, 19), lambda r, dt: t_syllabus(r, dt, "6320"))
    lectures = [(11, "Raft I - leader election", ["terms and elections", "randomized timeouts", "RequestVote RPC",
                                                   "split votes"], 60),
                (12, "Raft II - log replication and safety", ["AppendEntries", "log matching property",
                                                               "commitment rule and figure 8", "persistence"], 53),
                (17, "Dynamo and eventual consistency", ["consistent hashing, virtual nodes", "sloppy quorum",
                                                         "vector clocks", "Merkle trees for anti-entropy"], 18)]
    for n, title, bullets, age in lectures:
        add(f"{d6320}/lectures/L{n:02d}.pdf", P, "School", age,
            lambda r, dt, n=n, title=title, bullets=bullets: t_lecture(r, dt, "6320", n, title, bullets))
    add(f"{d6320}/Lab 3 spec.pdf", P, "School", 40, t_lab_spec)
    add(f"{d6320}/notes.md", P, "School", 2, lambda r, dt: t_course_notes(r, dt, "6320"))
    add(f"{d6320}/final study guide.docx", P, "School", 1, t_study_guide)
    add(f"{d6320}/readings/raft-extended.pdf", P, "School", 62, lambda r, dt: t_paper(r, dt, "raft"))
    add(f"{d6320}/readings/spanner-osdi2012.pdf", P, "School", 33, lambda r, dt: t_paper(r, dt, "spanner"))
    add(f"{d6375}/syllabus.pdf", P, "School", _days(2026, 1, 19), lambda r, dt: t_syllabus(r, dt, "6375"))
    for n, title, bullets, age in [(9, "Ensembles: bagging, random forests, boosting",
                                    ["bootstrap and OOB error", "feature subsampling", "AdaBoost as forward stagewise",
                                     "gradient boosting"], 45),
                                   (12, "Neural networks and backpropagation",
                                    ["computational graphs", "chain rule in reverse mode", "initialization",
                                     "Adam vs SGD with momentum"], 26)]:
        add(f"{d6375}/slides/lecture{n}.pdf", P, "School", age,
            lambda r, dt, n=n, title=title, bullets=bullets: t_lecture(r, dt, "6375", n, title, bullets))
    add(f"{d6375}/HW4.pdf", P, "School", 24, t_ml_hw)
    add(f"{d6375}/final project proposal.docx", P, "School", 38, t_ml_proposal)
    add(f"{d6375}/notes.md", P, "School", 4, lambda r, dt: t_course_notes(r, dt, "6375"))
    add(f"{d6375}/project team meeting notes.txt", P, "School", 6,
        "Team mtg (Kevin, Lin, me)\n- GRU beats GBT on AUROC (0.81 vs 0.77) but worse calibrated\n- Lin: isotonic "
        "calibration on val set\n- Kevin writes related work, I do results + plots\n- report due June 10, "
        "presentation video June 11 (5 min)\n")
    # programme as a whole (Areas School)
    ad = "Documents/School/MSCS/admin"
    add(f"{ad}/Spring 2026 tuition statement.pdf", A, "School", _days(2026, 1, 25), t_tuition)
    add(f"{ad}/tuition reimbursement request Spring 2026.pdf", A, "School", 8, t_reimbursement)
    add(f"{ad}/degree plan.xlsx", A, "School", 20, t_degree_plan)
    add(f"{ad}/unofficial transcript.pdf", A, "School", _days(2026, 1, 5), t_transcript)
    add(f"{ad}/Fall 2026 registration.eml", A, "School", 3, t_registration_mail)
    add(f"{ad}/admission letter.pdf", A, "School", _days(2024, 4, 2), lambda r, dt:
        f"{LAKESHORE}\nGraduate Admissions\n{_us(dt)}\n\nDear Priya,\n\nCongratulations! You have been admitted to "
        "the online Master of Science in Computer Science program beginning Fall 2024. You may enroll part-time "
        "and must complete 30 credit hours plus a capstone within six years.\n\nWelcome to Lakeshore!")
    # finished courses (Archive School)
    old = "Documents/School/MSCS"
    add(f"{old}/Fall 2025/grade report Fall 2025.pdf", X, "School", _days(2025, 12, 19), lambda r, dt: t_grade_report(
        r, dt, "Fall 2025", "CS 6421 Compilers", "A-", "CS 6460 Computer Security", "A"))
    add(f"{old}/Fall 2025/CS 6421 final report.pdf", X, "School", _days(2025, 12, 10), t_compiler_report)
    add(f"{old}/Fall 2025/CS 6460 project 2 writeup.docx", X, "School", _days(2025, 11, 2), t_security_hw)
    add(f"{old}/Spring 2025/CS 6340 notes.txt", X, "School", _days(2025, 5, 2), t_db_notes)
    add(f"{old}/Spring 2025/grade report Spring 2025.pdf", X, "School", _days(2025, 5, 20), lambda r, dt: t_grade_report(
        r, dt, "Spring 2025", "CS 6340 Database Systems", "A", "CS 6350 Computer Networks", "B+"))
    add(f"{old}/Fall 2024/CS 6301 midterm solutions.pdf", X, "School", _days(2024, 10, 21), lambda r, dt:
        "CS 6301 Advanced Algorithms - Midterm (Fall 2024) - solutions\n\n1. Max-flow min-cut: the residual graph "
        "has no augmenting path, so the set S of vertices reachable from s defines a cut of capacity equal to the "
        "flow.\n2. Randomized quicksort expected comparisons 2n ln n.\n3. Reduction from 3-SAT to independent set.")
    ug = "Documents/School/Texas A&M"
    add(f"{ug}/CSCE 313 lecture notes.pdf", X, "School", _days(2012, 10, 1), lambda r, dt: t_undergrad(r, dt, "os"))
    add(f"{ug}/CSCE 411 HW5.docx", X, "School", _days(2013, 3, 28), lambda r, dt: t_undergrad(r, dt, "algo"))
    add(f"{ug}/Capstone final report.pdf", X, "School", _days(2014, 4, 30), lambda r, dt: t_undergrad(r, dt, "capstone"))
    add(f"{ug}/diploma order.pdf", X, "School", _days(2014, 3, 15), lambda r, dt: t_undergrad(r, dt, "diploma"))

    # ------------------------------------------------------------ work (Areas / Projects / Archive Work)
    wk = "Documents/Work"
    add(f"{wk}/Corrigan offer letter.pdf", A, "Work", _days(2023, 5, 30), t_corrigan_offer)
    add(f"{wk}/benefits 2026 confirmation.pdf", A, "Work", _days(2025, 11, 20), t_benefits)
    for age in (16, 31):
        add(f"{wk}/paystubs/paystub_{_ago(age):%Y-%m-%d}.pdf", A, "Work", age, t_paystub)
    add(f"{wk}/H2 2025 review.docx", A, "Work", _days(2026, 1, 22), t_review)
    add(f"{wk}/oncall rotation.xlsx", A, "Work", 12, t_oncall)
    add(f"{wk}/expense report GopherCon.xlsx", A, "Work", 10, t_expense)
    add(f"{wk}/Priya_Raman_Resume_2026.pdf", A, "Work", 70, t_resume)
    add(f"{wk}/1on1 notes.md", A, "Work", 4, t_one_on_one)
    km = f"{wk}/Kafka migration"
    add(f"{km}/RFC-041 shipment events to Kafka.md", P, "Work", 55, t_rfc)
    add(f"{km}/migration plan.xlsx", P, "Work", 2, t_migration_plan)
    add(f"{km}/cutover runbook.docx", P, "Work", 5, t_runbook)
    add(f"{km}/Re Kafka cutover date.eml", P, "Work", 4, t_migration_mail)
    lg = "Documents/Ledgerly"
    add(f"{lg}/Ledgerly offer letter.pdf", X, "Work", _days(2019, 6, 10), lambda r, dt: t_ledgerly(r, dt, "offer"))
    add(f"{lg}/stock option grant.pdf", X, "Work", _days(2019, 8, 1), lambda r, dt: t_ledgerly(r, dt, "options"))
    add(f"{lg}/separation agreement.pdf", X, "Work", _days(2023, 5, 12), lambda r, dt: t_ledgerly(r, dt, "separation"))
    add(f"{lg}/final paystub May 2023.pdf", X, "Work", _days(2023, 5, 15), lambda r, dt: t_ledgerly(r, dt, "paystub"))
    add(f"{lg}/2022 review.docx", X, "Work", _days(2022, 12, 14), lambda r, dt: t_ledgerly(r, dt, "review"))

    # ------------------------------------------------------------ freelance (Areas / Projects Freelance)
    fr = "Documents/Freelance"
    for n, age in ((6, 1), (5, 32), (4, 62), (3, 92)):
        add(f"{fr}/invoices/INV-2026-{n:03d}.pdf", A, "Freelance", age, lambda r, dt, n=n: t_invoice(r, dt, f"INV-2026-{n:03d}"))
    add(f"{fr}/invoices/INV-2025-011.pdf", A, "Freelance", _days(2025, 12, 1), lambda r, dt: t_invoice(r, dt, "INV-2025-011"))
    add(f"{fr}/Lotus & Oak SOW 2.pdf", A, "Freelance", _days(2026, 2, 3), t_sow)
    add(f"{fr}/LLC/Franchise tax PIR 2026.pdf", A, "Freelance", 16, t_franchise)
    add(f"{fr}/LLC/EIN confirmation CP575.pdf", A, "Freelance", _days(2024, 3, 4), t_ein)
    add(f"{fr}/LLC/1040-ES Q2 2026.pdf", A, "Freelance", 7, t_1040es)
    add(f"{fr}/Mercury export.csv", A, "Freelance", 2, t_mercury)
    add(f"{fr}/timesheet May.csv", A, "Freelance", 1, t_timesheet)
    lo = f"{fr}/Lotus & Oak phase 2"
    add(f"{lo}/requirements.md", P, "Freelance", 110, t_studio_reqs)
    add(f"{lo}/launch checklist.txt", P, "Freelance", 3, t_launch_checklist)
    add(f"{lo}/class packs - changes.eml", P, "Freelance", 5, t_keisha_mail)
    photo(f"{lo}/schedule page mockup.png", P, "Freelance", 70)

    # ------------------------------------------------------------ health / car / Mango (Areas)
    he = "Documents/Health"
    for age in (13, 88):
        add(f"{he}/BCBS EOB {_ago(age):%Y-%m-%d}.pdf", A, "Health", age, t_eob)
    add(f"{he}/dental cleaning.pdf", A, "Health", 47, t_dental)
    add(f"{he}/glasses prescription.pdf", A, "Health", 150, t_eye_rx)
    add(f"{he}/ARC lab results.pdf", A, "Health", 66, t_labs)
    add(f"{he}/FSA claim glasses.pdf", A, "Health", 140, t_fsa)
    add(f"{he}/immunization record.docx", A, "Health", 170, t_immunization)
    c = "Documents/Car"
    add(f"{c}/Bluebonnet auto policy.pdf", A, "Car", 35, t_auto_policy)
    add(f"{c}/registration renewal receipt.pdf", A, "Car", 120, t_registration)
    add(f"{c}/Capital City Honda service.pdf", A, "Car", 58, t_honda_service)
    add(f"{c}/inspection 2026.pdf", A, "Car", 122, t_tx_inspection)
    add(f"{c}/Civic title.pdf", A, "Car", _days(2023, 3, 20), t_title)
    add(f"{c}/Honda Finance payoff letter.pdf", A, "Car", _days(2023, 3, 2), t_payoff)
    m = "Documents/Mango"
    add(f"{m}/vet/wellness visit {_ago(36):%Y-%m}.pdf", A, "Pet", 36, t_vet)
    add(f"{m}/vet/dental {_ago(210):%b %Y}.pdf", A, "Pet", 210, lambda r, dt: t_vet(r, dt, "dental"))
    add(f"{m}/rabies certificate.pdf", A, "Pet", 36, t_rabies)
    add(f"{m}/PawSure policy.pdf", A, "Pet", 250, t_pet_policy)
    add(f"{m}/PawSure claim dental.pdf", A, "Pet", 195, t_pet_claim)
    add(f"{m}/APA adoption contract.pdf", A, "Pet", _days(2021, 5, 8), t_adoption)
    add(f"{m}/chewy autoship.pdf", A, "Pet", 6, t_chewy)

    # ------------------------------------------------------------ running (Archive / Resources)
    rn = "Documents/Running"
    add(f"{rn}/Austin Half 2025/registration.pdf", X, "Running", _days(2024, 10, 14), t_race_reg)
    add(f"{rn}/Austin Half 2025/12 week plan.xlsx", X, "Running", _days(2024, 11, 20), t_training_plan)
    add(f"{rn}/Austin Half 2025/results.pdf", X, "Running", _days(2025, 2, 17), t_race_result)
    photo(f"{rn}/Austin Half 2025/finish line.jpg", X, "Running", _days(2025, 2, 16))
    add(f"{rn}/strength training for runners.pdf", R, "Running", 400, t_run_article)

    # ------------------------------------------------------------ recipes / books / talks / music (Resources)
    rc = "Documents/Recipes"
    for key, name, age in (("sambar", "Paati sambar.txt", 900), ("rasam", "rasam.txt", 880),
                           ("pavbhaji", "Hema aunty pav bhaji.docx", 150), ("chana", "chana masala IP.md", 300),
                           ("sheetpan", "sheet pan harissa chicken.txt", 60), ("bananabread", "banana bread.txt", 500)):
        add(f"{rc}/{name}", R, "Cooking", age, RECIPES[key])
    bk = "Documents/Books"
    for title, author, para, age in (
            ("Designing Data-Intensive Applications", "Martin Kleppmann",
             "Reliable, scalable, and maintainable applications. Chapter 1.", 700),
            ("The Pragmatic Programmer", "David Thomas and Andrew Hunt", "A pragmatic philosophy. Topic 1.", 1200),
            ("Project Hail Mary", "Andy Weir", "What's two plus two? Chapter 1.", 380),
            ("The Namesake", "Jhumpa Lahiri", "On a sticky August evening two weeks before her due date.", 950)):
        add(f"{bk}/{title} - {author.split(' and ')[0]}.epub", R, "Books", age,
            lambda r, dt, t=title, a=author, p=para: _epub(t, a, "en", p))
    ta = "Documents/Tech talks"
    for key, name, age in (("tracing", "StrangeLoop2023 distributed tracing.pdf", 950),
                           ("async", "PyCon2025 async internals slides.pdf", 370),
                           ("postgres", "pgconf-2024-postgres-at-scale.pdf", 600),
                           ("kafka", "current24_consumer_groups.pdf", 150)):
        add(f"{ta}/{name}", R, "Software", age, lambda r, dt, k=key: t_talk(r, dt, k))
    add(f"{ta}/git cheatsheet.md", R, "Software", 820, lambda r, dt: t_cheatsheet(r, dt, "git"))
    add(f"{ta}/kubectl cheatsheet.txt", R, "Software", 260, lambda r, dt: t_cheatsheet(r, dt, "kubectl"))
    mu = "Music"
    for title, artist, album, age in (
                                      ("Munbe Vaa", "Shreya Ghoshal", "Sillunu Oru Kaadhal", 1290),
                                      ("Midnight City", "M83", "Hurry Up, We're Dreaming", 2000),
                                      ("Holocene", "Bon Iver", "Bon Iver", 1900),
                                      ("Nenjukkul Peidhidum", "Harris Jayaraj", "Vaaranam Aayiram", 1310)):
        add(f"{mu}/{artist}/{title}.mp3", R, "Music", age, lambda r, dt, t=title, a=artist, al=album: _id3(r, t, a, al))

    # ------------------------------------------------------------ code repos
    repo("code/logslice", LOGSLICE, A, "Code", (5, 9, 300, 5, 9, 9, 60, 420, 5, 200, 150, 700, 1700))
    repo("code/lotus-oak-booking", LOTUS, P, "Freelance", (2, 90, 14, 110, 40, 110, 6, 3, 3, 9, 20, 25))
    repo("code/cs6320-raft", RAFT, P, "School", (1, 60, 8, 12, 1, 3))
    repo("code/cs6375-hw4", ML_HW, P, "School", (3, 5, 4, 20))
    repo("code/cs6421-minijava", MINIJAVA, X, "School", (_days(2025, 12, 9), _days(2025, 9, 15), _days(2025, 10, 3),
                                                         _days(2025, 11, 24)))
    repo("code/hacktx-2022-shelfie", SHELFIE, X, "Code", (_days(2022, 10, 24), _days(2022, 10, 23)))
    repo("code/dotfiles", DOTFILES, A, "Code", (15, 2100, 3, 400, 900, 30, 250))

    # ------------------------------------------------------------ Pictures
    pc = "Pictures"
    for i, age in enumerate((1, 3, 12, 20, 33, 61, 103, 140)):
        ext = "HEIC" if i % 3 else "jpg"
        photo(f"{pc}/Camera Roll/IMG_{6120 - i * 37}.{ext}", R, "Photos", age)
    for i, age in enumerate((_days(2024, 4, 1), _days(2024, 4, 2), _days(2024, 4, 6), _days(2024, 4, 7),
                             _days(2024, 4, 10))):
        photo(f"{pc}/Japan 2024/DSC0{3410 + i * 11}.jpg", X, "Travel", age)
    photo(f"{pc}/Japan 2024/fushimi inari.jpg", X, "Travel", _days(2024, 4, 5))
    for i in range(4):
        photo(f"{pc}/Engagement/JessAldana_PriyaArjun_{i + 1:03d}.jpg", R, "Photos", _days(2025, 12, 6))
    for i, age in enumerate((4, 30, 800)):
        photo(f"{pc}/Mango/mango_{i + 1}.jpg", R, "Photos", age)
    for i, age in enumerate((0.5, 2, 13, 27, 90, 180)):
        dt = _ago(age)
        hh = 9 + i * 2
        photo(f"{pc}/Screenshots/Screenshot {_d(dt)} at {(hh - 1) % 12 + 1}.{14 + i * 3:02d}.{i * 7:02d} {'AM' if hh < 12 else 'PM'}.png", R, "Photos", age)
    photo(f"{pc}/Chennai Dec 2025/IMG_5902.HEIC", X, "Travel", _days(2025, 12, 20))
    photo(f"{pc}/Chennai Dec 2025/paati and me.jpg", X, "Travel", _days(2025, 12, 21))
    add(f"{pc}/Thumbs.db", L, "System", 700, lambda r, dt: _blob(r, OLE, 800))

    # ------------------------------------------------------------ Downloads (mixed, many hard)
    dl = "Downloads"
    named = [
        ("Docker.dmg", R, "Software", 45, lambda r, dt: _installer(r, "dmg")),
        ("python-3.12.4-macos11.pkg", R, "Software", 320, lambda r, dt: _installer(r, "pkg")),
        ("zoom.us.pkg", R, "Software", 150, lambda r, dt: _installer(r, "pkg")),
        ("Obsidian-1.6.7.dmg", R, "Software", 200, lambda r, dt: _installer(r, "dmg")),
        ("iTerm2-3_5_4.zip", R, "Software", 260, lambda r, dt: _zip([("iTerm.app/Contents/Info.plist",
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleName</key><string>iTerm2</string>"
            "<key>CFBundleShortVersionString</key><string>3.5.4</string></dict></plist>")])),
        ("Fluent Python 2nd ed.epub", R, "Books", 230, lambda r, dt: _epub("Fluent Python", "Luciano Ramalho", "en",
                                                                          "The Python data model. Chapter 1.")),
        ("Atomic Habits.epub", R, "Books", 520, lambda r, dt: _epub("Atomic Habits", "James Clear", "en",
                                                                     "The surprising power of atomic habits.")),
        ("raft.pdf", P, "School", 63, lambda r, dt: t_paper(r, dt, "raft")),
        ("CS6375_HW4.pdf", P, "School", 24, t_ml_hw),
        ("kafka-consumer-rebalancing-explained.pdf", R, "Software", 80, lambda r, dt:
         "Kafka Consumer Rebalancing Explained\n\nWhen a consumer joins or leaves a group, the group coordinator "
         "triggers a rebalance. With the eager protocol every consumer revokes all partitions first - a stop-the-"
         "world pause. The cooperative sticky assignor (KIP-429) only moves the partitions that must move, over two "
         "rounds. Set group.instance.id for static membership so rolling restarts within session.timeout.ms do not "
         "rebalance at all."),
        ("Pecan Hollow HOA deed restrictions.pdf", P, "Home", 20, t_hoa_bylaws),
        ("Loan_Estimate_2207_Pecan_Hollow.pdf", P, "Home", 31, t_loan_estimate),
        ("Zola_guest_list_export.csv", P, "Wedding", 11, lambda r, dt: t_guest_list(r, dt).replace(";", ",")),
        ("Saffron Table tasting menu.pdf", P, "Wedding", 40, t_caterer),
        ("TAP_booking_confirmation.pdf", P, "Travel", 21, t_tap),
        ("Nelnet_1098E_2025.pdf", A, "Finance", _days(2026, 1, 22), lambda r, dt: t_1098e(r, dt, 2025)),
        ("Lotus_Oak_members_export.csv", P, "Freelance", 9, lambda r, dt: "name,email,membership,classes_left\n" +
         "\n".join(f"{_name(r)},{r.choice(FIRST).lower()}{r.randint(1, 99)}@gmail.com,"
                   f"{r.choice(['5-pack', '10-pack', 'unlimited', 'drop-in'])},{r.randint(0, 10)}" for _ in range(25))),
        ("mango_vaccine_reminder.pdf", A, "Pet", 40, t_rabies),
        ("Strava_export_half_2025.csv", X, "Running", _days(2025, 2, 17), lambda r, dt:
         "date,activity,distance_mi,moving_time,avg_pace\n" + "\n".join(
             f"2025-0{1 + i // 5}-{1 + (i * 3) % 28:02d},Run,{r.uniform(3, 12):.1f},{r.randint(30, 120)}:00,"
             f"{r.randint(9, 10)}:{r.randint(10, 59)}" for i in range(10)) + "\n2025-02-16,Austin Half,13.1,2:06:40,9:40\n"),
        ("Screenshot 2026-05-29 at 10.41.07 PM.png", R, "Photos", 3, ""),
    ]
    for name, bucket, topic, age, fn in named:
        add(f"{dl}/{name}", bucket, topic, age, fn)
    hard_dl = [
        ("document.pdf", A, "Finance", 33, t_chase),
        ("document (1).pdf", P, "Home", 19, t_title_commitment),
        ("document (2).pdf", A, "Pet", 190, t_pet_claim),
        ("document (3).pdf", P, "Wedding", 60, t_florist),
        ("download.pdf", A, "Car", 36, t_auto_policy),
        ("download (1).pdf", A, "Health", 12, t_eob),
        ("file.pdf", P, "School", 30, lambda r, dt: t_lecture(r, dt, "6320", 16, "Chain replication and CRAQ", [
            "chain replication: writes at head, reads at tail", "CRAQ: apportioned queries, clean vs dirty",
            "failure handling via master"])),
        ("attachment.pdf", P, "Home", 7, t_lender_mail),
        ("Untitled.pdf", A, "Freelance", 33, lambda r, dt: t_invoice(r, dt, "INV-2026-005")),
        ("scan.pdf", A, "Work", 47, t_paystub),
        ("quote.pdf", P, "Wedding", 150, t_dj),
        ("receipt.pdf", A, "Pet", 5, t_chewy),
        ("document (6).pdf", A, "Finance", 65, t_nelnet),
        ("download (2).pdf", A, "Finance", 70, t_401k),
        ("attachment (1).pdf", P, "Home", 20, t_hoa_resale),
        ("export.csv", A, "Freelance", 31, t_timesheet),
        ("data.xlsx", P, "Work", 16, t_migration_plan),
        ("Book1.xlsx", P, "Wedding", 55, t_wedding_budget),
        ("notes.txt", X, "Travel", _days(2024, 3, 20), t_japan_itin),
        ("message.eml", P, "Wedding", 22, t_venue_mail),
        ("doc.docx", A, "Health", 170, t_immunization),
        ("document (4).pdf", X, "Work", _days(2023, 5, 11), lambda r, dt: t_ledgerly(r, dt, "separation")),
        ("document (5).pdf", R, "Software", 330, t_article),
    ]
    for name, bucket, topic, age, fn in hard_dl:
        add(f"{dl}/{name}", bucket, topic, age, fn, hard=True)
    add(f"{dl}/Unconfirmed 418822.crdownload", L, "System", 0.3, lambda r, dt: _blob(r, b"%PDF-1.7\n", 1200))
    add(f"{dl}/ubuntu-24.04.2-live-server-amd64.iso.crdownload", L, "System", 9, lambda r, dt: _installer(r, "iso"))
    add(f"{dl}/JessAldana_engagement_gallery.zip.part", L, "System", 160, lambda r, dt: _blob(r, b"PK\x03\x04", 1400))
    add(f"{dl}/lecture17_recording.mp4.part", L, "System", 18, lambda r, dt: _blob(r, b"\x00\x00\x00\x20ftypisom", 1400))

    # ------------------------------------------------------------ Desktop (mostly hard)
    dk = "Desktop"
    desk = [
        ("untitled.txt", P, "Home", 2, lambda r, dt: "call Ray re: wire limit, Ally caps at $100k/day -> split over "
         "2 days or cashier's check?\nfinal walkthrough July 9 4pm\nbinder from State Farm -> need mortgagee clause "
         "'Texas Hill Mortgage LLC ISAOA/ATIMA'\nask Dana: can we measure for blinds before closing?"),
        ("untitled 2.txt", P, "School", 1, lambda r, dt: "final exam Tue June 9 8am-noon proctored (Honorlock) - "
         "clear desk, webcam, ID\nlab 3D due June 5 - fix the offset bug!!\nML report due June 10, video June 11"),
        ("todo.md", P, "Wedding", 3, lambda r, dt: "# this week\n- [ ] pay Cypress Creek 2nd installment $4,750 by "
         "Jun 15\n- [ ] book tasting w/ Farah (Jun 20?)\n- [ ] send Paati's letter to Ramesh mama\n- [x] Minted "
         "proof approved\n- [ ] hotel block at Lost Pines - 20 rooms, cutoff Sept 15\n- [ ] ask Neel about dhol for "
         "baraat (horse? NO horse)"),
        ("notes.txt", P, "Freelance", 6, lambda r, dt: "Keisha asks:\n- shared 10-pack for couples -> add "
         "'household' FK on ClassPack, 2 users max\n- July unlimited promo $99 -> Stripe coupon, expires July 31\n- "
         "fix '&' in email templates\nestimate: 6-8 h, bill on June invoice"),
        ("Untitled document.docx", A, "Work", 12, lambda r, dt: "Self-review notes for H1 2026\n\n- Kafka migration "
         "tech lead: RFC approved in April, dual-write shipped, shadow consumers in prod.\n- Mentoring: Aisha now "
         "owns billing-events consumer.\n- Interviewing: 11 interviews, calibration sessions.\n- Want: Staff "
         "promotion case, ask Dave what 'org-level impact' means concretely."),
        ("Untitled spreadsheet.xlsx", A, "Finance", 26, t_budget),
        ("draft.docx", P, "Home", 4, t_notice_vacate),
        ("New Document.docx", A, "Pet", 80, lambda r, dt: "Mango - care instructions for sitter\n\nFood: 1/4 cup "
         "Hill's Indoor at 7am and 6pm. NO human food (he will beg).\nLitter: scoop daily, the box is in the "
         "laundry room.\nMeds: none right now.\nVet: Mueller Family Pet Clinic (512) 555-0112, Dr. Ortiz.\n"
         "He hides under the bed when the doorbell rings - that's normal. Treats in the top drawer."),
        ("scan0001.pdf", A, "Car", 122, t_tx_inspection),
        ("scan0002.pdf", A, "Health", 66, t_labs),
        ("Document1.docx", A, "Freelance", 120, t_sow),
        ("temp.md", A, "Code", 10, lambda r, dt: "## release checklist\n1. bump version in pyproject + __init__\n2. "
         "CHANGELOG\n3. `git tag v0.9.2 && git push --tags`\n4. CI publishes to PyPI via trusted publishing\n5. "
         "close the milestone, reply on issue #87 (the --last bug)"),
        ("New Document (2).docx", P, "Work", 55, t_rfc),
        ("Untitled 3.txt", A, "School", 9, t_reimbursement),
        ("info.txt", X, "Travel", _days(2025, 12, 10), lambda r, dt: "Paati's house Mylapore - wifi: "
         "kamala_home / password on fridge\nRamesh mama cell +91 98410 xxxxx\ndriver Selvam for airport pickup "
         "Dec 14 4am, 1500 rupees\nNalli silks T Nagar, open 9:30"),
    ]
    for name, bucket, topic, age, fn in desk:
        add(f"{dk}/{name}", bucket, topic, age, fn, hard=True)
    photo(f"{dk}/Screenshot 2026-05-31 at 8.02.51 AM.png", R, "Photos", 1)
    photo(f"{dk}/Screenshot 2026-05-27 at 2.20.33 PM.png", R, "Photos", 5)
    add(f"{dk}/~$ntitled document.docx", L, "System", 12, LOCK)
    add(f"{dk}/~$tover runbook.docx", L, "System", 5, LOCK)
    add(f"{dk}/desktop.ini", L, "System", 1200, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21769\nIconResource=%SystemRoot%\\system32\\imageres.dll,-183\n")

    # ------------------------------------------------------------ half-made folders (hard)
    misc = [
        ("Documents/misc/scan_0012.pdf", A, "Finance", _days(2026, 2, 2), lambda r, dt: t_1099int(r, dt, 2025)),
        ("Documents/misc/scan_0013.pdf", A, "Car", _days(2023, 3, 20), t_title),
        ("Documents/misc/scan_0014.pdf", A, "Pet", _days(2021, 5, 8), t_adoption),
        ("Documents/misc/scan_0015.pdf", X, "Home", _days(2023, 9, 20), t_deposit_return),
        ("Documents/misc/scan_0016.pdf", A, "School", _days(2024, 4, 2), lambda r, dt:
         f"{LAKESHORE}\nGraduate Admissions\n\nDear Priya,\n\nCongratulations! You have been admitted to the online "
         "Master of Science in Computer Science program beginning Fall 2024."),
        ("Documents/misc/notes.txt", R, "Cooking", 700, RECIPES["oats"]),
        ("Documents/misc/stuff.txt", A, "Health", 60, lambda r, dt: "ferrous sulfate 325mg every other day w/ "
         "orange juice, not with coffee\nvit D 2000 IU\nrecheck ferritin in Aug at ARC\ndentist said night guard - "
         "$450, ask if MetLife covers (D9944)"),
        ("Documents/misc/Document.docx", P, "Work", 20, t_runbook),
        ("Documents/misc/Document (2).docx", X, "School", _days(2013, 4, 1), lambda r, dt: t_undergrad(r, dt, "algo")),
        ("Documents/misc/Book2.xlsx", X, "Running", _days(2024, 11, 20), t_training_plan),
        ("Documents/misc/letter.pdf", A, "Freelance", _days(2024, 3, 4), t_ein),
        ("Documents/misc/copy.pdf", P, "Home", 40, t_preapproval),
        ("Documents/misc/mail.eml", P, "Freelance", 5, t_keisha_mail),
        ("Documents/misc/Document (3).docx", A, "Work", _days(2026, 1, 22), t_review),
        ("Documents/2024/scan_0003.pdf", A, "Finance", _days(2025, 4, 11), lambda r, dt: t_1040(r, dt, 2024)),
        ("Documents/2024/scan_0004.pdf", X, "Travel", _days(2024, 2, 20), t_jrpass),
        ("Documents/2024/scan_0005.pdf", A, "Pet", _days(2024, 6, 18), lambda r, dt: t_vet(r, dt, "sick")),
        ("Documents/2024/Document.pdf", X, "School", _days(2024, 12, 20), lambda r, dt: t_grade_report(
            r, dt, "Fall 2024", "CS 6301 Advanced Algorithms", "A-", "CS 6310 Operating Systems", "A")),
        ("Documents/2024/Untitled.docx", X, "Running", _days(2024, 10, 30), lambda r, dt: "Goal: sub 2:10 in "
         "February. Long runs Saturday on Shoal Creek trail, Tuesday tempo at the Mueller lake loop. Fuel: 1 gel every "
         "45 min after mile 5. Shoes: Ghost 16, replace at 400 mi. Register for the Decker Challenge 10K as a tune-up."),
        ("Documents/2024/export.csv", X, "Travel", _days(2024, 4, 13), t_japan_expenses),
        ("Documents/2024/notes.md", A, "Code", _days(2024, 6, 14), lambda r, dt: "# v0.8 plan\n- binary search "
         "on seekable files (issue #41)\n- benchmark: 20GB nginx log, target < 50ms for a 5-min slice\n- keep "
         "stdin path linear\n- docs: explain that --to without date reuses --from's date"),
        ("Documents/Document.pdf", A, "School", 130, t_tuition),
        ("Documents/Untitled.txt", P, "Wedding", 33, t_sangeet),
        ("Documents/New Document.docx", R, "Cooking", 260, RECIPES["pavbhaji"]),
    ]
    for rel, bucket, topic, age, fn in misc:
        add(rel, bucket, topic, age, fn, hard=True)
    sc = "Documents/Scans"
    scans = [(21, A, "Finance", _days(2011, 8, 2), t_promissory), (22, X, "Work", _days(2019, 6, 10),
             lambda r, dt: t_ledgerly(r, dt, "offer")), (23, A, "Work", _days(2023, 5, 30), t_corrigan_offer),
             (24, A, "Home", _days(2025, 7, 3), t_lease), (25, P, "Home", 27, t_repair_amendment),
             (26, P, "Wedding", _days(2026, 1, 10), t_venue_contract), (27, A, "Health", 47, t_dental),
             (28, A, "Car", 120, t_registration), (29, A, "Pet", 36, t_vet), (30, X, "Home", _days(2023, 8, 12), t_movers),
             (31, P, "Home", 29, t_earnest), (32, A, "Finance", _days(2026, 1, 28), lambda r, dt: t_w2(r, dt, CORRIGAN, 2025)),
             (33, X, "Running", _days(2025, 2, 17), t_race_result), (34, A, "Freelance", 16, t_franchise),
             (35, A, "Finance", 40, t_roth), (36, A, "Home", _days(2025, 9, 1), t_renters),
             (37, A, "Car", 58, t_honda_service), (38, P, "Wedding", _days(2025, 12, 2), t_photographer),
             (39, X, "School", _days(2025, 12, 10), t_compiler_report), (40, A, "Work", _days(2025, 11, 20), t_benefits)]
    for n, bucket, topic, age, fn in scans:
        add(f"{sc}/scan_{n:04d}.pdf", bucket, topic, age, fn, hard=True)
    add("Documents/~$dget 2026.xlsx", L, "System", 2, LOCK)

    # ------------------------------------------------------------ old laptop backup (Archive Backup, a unit)
    ob = "old laptop backup/Users/Priya"
    add(f"{ob}/Documents/Resume_Priya_Raman_2018.docx", X, "Backup", _days(2018, 11, 3), t_old_resume)
    add(f"{ob}/Documents/Dell resignation confirmation.pdf", X, "Backup", _days(2019, 6, 20), t_old_letter)
    add(f"{ob}/Documents/apartment search 2019.xlsx", X, "Backup", _days(2019, 5, 1), lambda r, dt:
        "Complex;Rent;Sqft;Pets;Commute;Notes\nLamar Union;1580;720;cats ok $300;remote;pool, near Alamo\n"
        "Mueller Aldrich 51;1690;750;cats ok;remote;new\nThe Bowie;1850;640;yes;remote;too pricey\n")
    add(f"{ob}/Documents/CSCE 313 PA3 shell.c", X, "Backup", _days(2012, 10, 19), lambda r, dt:
        "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <unistd.h>\n#include <sys/wait.h>\n\n"
        "/* CSCE 313 PA3 - simple shell with pipes. Priya Raman */\nint main(void) {\n    char line[1024];\n    "
        "while (printf(\"aggieshell$ \"), fgets(line, sizeof line, stdin)) {\n        line[strcspn(line, \"\\n\")] ="
        " 0;\n        if (!strcmp(line, \"exit\")) break;\n        pid_t pid = fork();\n        if (pid == 0) {\n"
        "            execlp(\"/bin/sh\", \"sh\", \"-c\", line, (char *)NULL);\n            perror(\"exec\");\n"
        "            exit(1);\n        }\n        waitpid(pid, NULL, 0);\n    }\n    return 0;\n}\n")
    add(f"{ob}/Documents/New Text Document.txt", X, "Backup", _days(2018, 2, 2), lambda r, dt:
        "wifi router admin 192.168.0.1\nDell badge # 118344\nleasing office (512) 555-0109\nJava cert exam voucher "
        "expires March 30\n")
    for i, (age, ext) in enumerate(((_days(2017, 7, 4), "JPG"), (_days(2017, 12, 24), "JPG"),
                                    (_days(2019, 1, 1), "JPG"))):
        photo(f"{ob}/Pictures/2017-2019/IMG_{1204 + i * 77}.{ext}", X, "Backup", age)
    for title, artist, album in (("Jai Ho", "A.R. Rahman", "Slumdog Millionaire"),
                                 ("Clocks", "Coldplay", "A Rush of Blood to the Head")):
        add(f"{ob}/Music/{title}.mp3", X, "Backup", 3000, lambda r, dt, t=title, a=artist, al=album: _id3(r, t, a, al))
    add(f"{ob}/Downloads/npp.7.6.Installer.exe", X, "Backup", _days(2018, 12, 5), lambda r, dt: _installer(r, "exe"))
    add(f"{ob}/Pictures/Thumbs.db", L, "System", _days(2019, 1, 2), lambda r, dt: _blob(r, OLE, 800))
    add(f"{ob}/Documents/desktop.ini", L, "System", _days(2017, 9, 1), "[.ShellClassInfo]\nLocalizedResourceName="
        "@%SystemRoot%\\system32\\shell32.dll,-21770\nIconResource=%SystemRoot%\\system32\\imageres.dll,-112\n")
    add(f"{ob}/Documents/~$sume_Priya_Raman_2018.docx", L, "System", _days(2018, 11, 3), LOCK)

    # dot files: written, never labelled
    dot("Documents/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 30)
    dot("Desktop/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 1)
    dot("Downloads/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 2)
    dot("Documents/Wedding/.~lock.guest list.xlsx#", b"Priya Raman,priya,MacBook-Pro,01.06.2026 08:41,\n", 0.1)
    return items
