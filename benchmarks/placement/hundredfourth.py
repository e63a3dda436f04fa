"""A hundred-and-fourth unseen labelled corpus: a Bengaluru startup co-founder's MacBook, ``build(root, seed)``, written blind.

What was read to write it (nothing else): ``benchmarks/placement/unseen.py`` lines 1-220 (its docstring, for
the style of the labelling rules, and the helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``,
``_epub``, ``_id3``, ``_blob``) and lines 1296-1360 (the write / encode / add / dot / photo helpers at the start
of its ``build()``, whose pattern is copied here); ``benchmarks/placement/corpus.py`` lines 1-30 (``Item``,
``NOW``, ``NOW_S``, ``DAY``) and its ``_pdf`` and ``_jpeg`` functions; ``benchmarks/placement/blind.py``'s
``_d``/``_money`` (lines 74-81), ``_docx``, ``HEIC_HEAD`` and ``_png`` (found with ``grep -n``). Slip: printing
``corpus.py`` lines 169-215 for ``_pdf``/``_jpeg`` also showed lines 205-215, the first lines of its ``build()``
(a ``_Gen`` object, a loop over ``NAMED`` writing loose files to ``Downloads``); nothing here was taken from them.
A directory listing of ``benchmarks/placement/`` was taken to check that this module did not exist yet, and
``wc -c`` was run on ``hundredthird.py`` (its size only, not its text). Second slip: one ``git status --short``
after the last check, which listed only file names (two modified files under ``foldwise/plugins/organize/``,
untracked corpus modules); no content. Nothing under ``foldwise/``,
``docs/``, ``tests/`` or ``scripts/``, no other corpus body, no git history and no placement result was read.

The person: Siddharth ("Siddu") Hegde, 31, from Mysuru, co-founder and CEO of Tantu Labs Private Limited, a
B2B software startup in Bengaluru (incorporated March 2024, seven people, desks at a coworking space in HSR
Layout). Its product, Tantu Recon, reconciles purchase invoices, GST returns and payments for mid-size Indian
distributors and manufacturers. His co-founder and CTO is Arjun Nair. Siddharth rents a 2BHK flat in
Indiranagar (HAL 2nd Stage) from Mr K. Venkatesh Murthy. His parents, Ramesh (64, a retired Canara Bank
officer) and Sharada (59), live in Kuvempunagar, Mysuru; he pays for their health insurance (Niva Bupa
Senior First), which covered his father's angioplasty in September 2025. He is engaged to Meera Srivastava
(29, a UX designer, family in Lucknow); the wedding is on 10 December 2026 in Mysuru, with a reception in
Lucknow on 14 December. Before Tantu he worked for seven years at Vertex Infoservices Ltd, a large IT
services firm (2016 - September 2023). In 2023 he prepared an ISB application (GMAT, essays, recommenders)
and abandoned it when he decided to start the company. He went to Japan with Meera and two friends in April
2025. He keeps ebooks (English, Kannada, Hindi), notes and slides from startup talks, some music and his
photos. Files are mostly English, with Kannada (family, recipes, the wedding invitation) and Hindi (Meera's
family, the reception invitation).

As of ``NOW`` (2026-06-01): the seed round (₹7.5 crore led by Kalpa Ventures; term sheet signed 12 May 2026,
due diligence under way, closing targeted for mid-July) is in progress; Recon v2 (GST 2B matching and a
Tally connector, to ship by 31 July 2026) is being built; the wedding is being planned. Company compliance,
customers, payroll, his taxes and investments, the flat, his parents' insurance and everyone's health go on.
Finished: the Vertex job, the MBA application, the Japan trip (and a Goa trip in 2023), Recon v1's launch
(August 2025), a customer pilot that ended in January 2026 (Sri Balaji Distributors), the old flat in
Whitefield (left March 2024).

The machine: ``Desktop/`` (loose notes, screenshots), ``Downloads/`` (everything lands there: ``document
(3).pdf``, ``scan0004.pdf``, ``export.csv``, installers, WhatsApp images), ``Documents/Tantu/`` (Fundraise,
Product, Compliance, Customers, Team, Accounts), ``Documents/Personal/`` (Tax, Investments, Bank, Flat,
Amma-Appa, Health, IDs, Bike, Wedding), ``Documents/Vertex/``, ``Documents/MBA 2023/``, ``Documents/Travel/``,
``Documents/2025/`` (a year folder of scans), ``Documents/Scans/``, ``Documents/Notes/``, ``Documents/Reference/``,
``Documents/Recipes/``, ``Books/``, ``Talks/``, ``Music/``,
``Pictures/``, ``code/`` (the v2 service and a learning repo) and ``Backups/`` (an old OnePlus phone and an old
HP laptop).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: an outcome with an end that is still being worked on, whatever the file's age. The seed
  round 2026 -- pitch decks, investor pipeline, term sheet, financial model, cap table, due-diligence
  checklist and data-room papers, valuation report, SHA/SSA drafts, notes of investor meetings and updates
  about the round (topic Tantu); Recon v2 -- its PRD, specs, wireframes, sprint plans, release checklist and
  the code in ``code/gst2b-matcher`` (topic Tantu); the wedding in December 2026 -- venues, caterer and
  photographer quotes and invoices, guest lists, invitations (Kannada and Hindi), budget, jewellery and
  outfits, the honeymoon booking, venue photos and outfit screenshots (topic Wedding).
- **Areas**: responsibilities with no end, whatever the document's age. Running Tantu: GST and TDS returns
  and challans, ROC filings, board minutes, incorporation papers, payroll and professional tax, the
  co-founders' agreement, employees' offer letters, customer contracts, order forms, invoices and account
  notes, the company bank account, vendor bills, the accountant's invoices (topic Tantu). His own money:
  income tax returns and Form 16 / AIS / tax computations of any year, PPF, mutual funds, EPF, bank and
  credit-card statements (Finance). The Indiranagar flat: rent agreement, rent receipts, deposit,
  electricity, internet, the domestic help (Home). Insurance policies: his parents' health policy with its
  renewals and claims, his term life cover (Insurance). Medical reports, prescriptions and hospital bills
  for him and his parents (Health). PAN, Aadhaar, passport, degree certificate (Identity). His Royal Enfield
  -- RC, insurance, service, PUC (Vehicle). A scan or photo of a document goes with the document's subject.
- **Resources**: kept for reference or interest, by subject: ebooks of any language (Books); talk notes,
  slides and articles about building startups -- even about fundraising, when not made for this round
  (Startups); GST/TDS law reference and templates kept for the company (Tantu); personal tax guides
  (Finance); programming reference and the learning repo (Programming); Amma's recipes (Cooking); music
  files (Music); installers (Software); the photo library, screenshots and WhatsApp images, including the
  Japan trip's album and the engagement photos (Photos) -- except images that are working material of a
  project (venue photos, outfit shortlists, wireframes: the project's bucket and topic), images that record a
  finished thing (the Whitefield move-out photos: Archive Home), images of documents (their document's
  subject) and images inside backups.
- **Archive**: finished things: the Vertex job 2016-2023 -- offer, appraisals, payslips, resignation,
  relieving and settlement (Career); the abandoned MBA application -- essays, GMAT report and prep,
  recommenders, school list (Education); the Japan trip's paperwork and the Goa trip of 2023 (Travel); Recon
  v1's launch and the ended Sri Balaji pilot (Tantu); the Whitefield flat (Home); everything inside
  ``Backups/`` (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``, ``.gitignore``,
  ``.localized``) are written with ``dot()`` and not labelled.

``hard`` marks a file whose name *and* folder say nothing about its subject (``Downloads/document (3).pdf``,
``Desktop/Untitled.txt``, ``Documents/2025/scan0003.pdf``): only its text can place it. Images are never
hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]


def _lat(text: str) -> str:
    return _latin1(text.replace("\u20b9", "Rs."))


def _inr(v: float) -> str:
    """Indian digit grouping: Rs. 12,34,567.00"""
    whole, frac = f"{v:.2f}".split(".")
    if len(whole) > 3:
        head, groups = whole[:-3], [whole[-3:]]
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        whole = ",".join(([head] if head else []) + groups)
    return f"Rs. {whole}.{frac}"


def _dd(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _dl(dt: datetime) -> str:
    return f"{dt.day} {dt:%B %Y}"


def _fy(dt: datetime) -> str:
    y = dt.year if dt.month >= 4 else dt.year - 1
    return f"{y}-{(y + 1) % 100:02d}"


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} 10:{dt.day % 60:02d}:00 +0530\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


# --------------------------------------------------------------------------- the people and the company

SID_MAIL = "Siddharth Hegde <siddharth@tantulabs.in>"
SID_GMAIL = "Siddharth Hegde <siddu.hegde95@gmail.com>"
PAN = "AXKPH6104L"
CO = "Tantu Labs Private Limited"
CO_HEAD = ("Tantu Labs Private Limited\nWorkNest, 2nd Floor, 27th Main Road, HSR Layout Sector 2, Bengaluru 560102\n"
           "CIN U62099KA2024PTC185317 | GSTIN 29AAKCT4821M1ZQ | PAN AAKCT4821M")
FLAT = "Flat 302, Lakshmi Residency, 12th Main, HAL 2nd Stage, Indiranagar, Bengaluru 560038"
PARENTS = "No. 1184, 7th Cross, Kuvempunagar, Mysuru 570023"
CUST = [("Shree Ganesh Pharma Distributors Pvt Ltd", "Hubballi", "29AAHCS7712K1Z3", 48000),
        ("Coastal Agro Foods Pvt Ltd", "Mangaluru", "29AADCC3390P1ZX", 36000),
        ("Nandi Auto Components Ltd", "Hosur", "33AAACN5521F1ZB", 90000),
        ("Vaibhav Electricals LLP", "Pune", "27AAKFV2208Q1Z9", 30000),
        ("Malnad Spices & Exports Pvt Ltd", "Shivamogga", "29AAFCM6043R1ZT", 24000)]
TEAM = [("Arjun Nair", "CTO & Co-founder", 150000), ("Siddharth Hegde", "CEO & Co-founder", 150000),
        ("Kavya Shenoy", "Senior Backend Engineer", 185000), ("Rahul Gowda", "Backend Engineer", 110000),
        ("Fathima Zehra", "Frontend Engineer", 105000), ("Pradeep Kulal", "Customer Success Lead", 90000),
        ("Nisha Bhat", "Product Designer (part-time)", 60000)]
INVESTORS = [("Kalpa Ventures", "Deepa Krishnan", "Term sheet signed"), ("Antler India", "Rohit Menon", "Passed"),
             ("Java Capital", "Anand Iyer", "Passed - too early"), ("Riverwalk Angels", "Sunil Shetty", "Committed 50L"),
             ("Campus Fund", "Neha Agarwal", "Passed"), ("Upekkha", "Thiru", "Intro only"),
             ("Kunal Rao (angel)", "Kunal Rao", "Committed 25L"), ("100X.VC", "Sanjay Mehta", "Passed"),
             ("Inflexor", "Pooja Sharma", "Second meeting"), ("Better Capital", "Vaibhav Jain", "Passed")]


# --------------------------------------------------------------------------- Tantu: seed round (Projects)


def t_term_sheet(r, dt):
    return (f"NON-BINDING TERM SHEET\n{CO} (the Company)\nProposed Series Seed investment by Kalpa Ventures Fund II\n"
            f"Date: {_dl(dt)}\n"
            "Investment amount: Rs. 7,50,00,000 (Rupees Seven Crore Fifty Lakh), of which Kalpa Ventures Fund II "
            "Rs. 6,00,00,000 and other investors up to Rs. 1,50,00,000\n"
            "Instrument: Series Seed Compulsorily Convertible Preference Shares (CCPS), 0.001% non-cumulative\n"
            "Pre-money valuation: Rs. 30,00,00,000 on a fully diluted basis including an unallocated ESOP pool of 10% "
            "post-money\n"
            "Liquidation preference: 1x, non-participating\nAnti-dilution: broad-based weighted average\n"
            "Board: 3 directors - Siddharth Hegde, Arjun Nair and one Kalpa nominee\n"
            "Founder vesting: 25% of founder shares vest at closing, balance over 36 months, double-trigger acceleration\n"
            "Conditions precedent: satisfactory legal, financial and tax due diligence; SHA and SSA; founders' "
            "employment agreements and IP assignment; Rule 11UA valuation report\n"
            "Exclusivity: 60 days from signing\nGoverning law: India; courts at Bengaluru\n"
            "For Kalpa Ventures: Deepa Krishnan, Partner    For the Company: Siddharth Hegde, Director\n")


def t_deck(v):
    def f(r, dt):
        arr = 58 + v * 4
        return (f"Tantu Recon - Seed deck v{v}\nReconciliation autopilot for Indian mid-market distributors\n"
                "Problem: finance teams spend 6-9 days a month matching purchase invoices with GSTR-2B, Tally and bank\n"
                f"Solution: Tantu Recon matches invoices, GST returns and payments; flags ITC at risk\n"
                f"Traction: {len(CUST)} paying customers, ARR Rs. {arr} lakh, net revenue retention 128%\n"
                "Market: 1.2 lakh GST-registered businesses with turnover 50-500 crore\n"
                "Team: Siddharth Hegde (CEO, ex-Vertex), Arjun Nair (CTO, ex-Razorpay)\n"
                "Ask: Rs. 7.5 crore seed to build Recon v2 (GST 2B + Tally connector) and reach Rs. 3 crore ARR\n"
                "Use of funds: product 45%, go-to-market 35%, working capital 20%\n")
    return f


def t_pipeline(r, dt):
    rows = ["Fund,Contact,First meeting,Stage,Next step"]
    for i, (fund, who, st) in enumerate(INVESTORS):
        rows.append(f"{fund},{who},{_dd(dt - timedelta(days=100 - i * 8))},{st},"
                    f"{'DD call Thursday' if 'Kalpa' in fund else 'update on close'}")
    return "\n".join(rows) + "\n"


def t_cap_table(r, dt):
    return ("Shareholder;Class;Shares pre;% pre;Shares post;% post\n"
            "Siddharth Hegde;Equity;46,000;46.0%;46,000;36.8%\nArjun Nair;Equity;46,000;46.0%;46,000;36.8%\n"
            "Angel pool (2024 CCD conversion);Equity;8,000;8.0%;8,000;6.4%\n"
            "ESOP pool (unallocated);Options;0;0%;12,500;10.0%\nKalpa Ventures Fund II;Series Seed CCPS;0;0;10,000;8.0%\n"
            "Other seed investors;Series Seed CCPS;0;0;2,500;2.0%\nTotal;;100,000;100%;125,000;100%\n")


def t_dd_checklist(r, dt):
    items = [("Certificate of incorporation, MoA, AoA", "Corporate", "Siddharth", "Uploaded"),
             ("Statutory registers and board minutes since 2024", "Corporate", "CA Bhat", "In progress"),
             ("GST returns GSTR-1 / GSTR-3B FY 2024-25 and 2025-26", "Tax", "CA Bhat", "Uploaded"),
             ("Customer contracts (all MSAs and order forms)", "Commercial", "Pradeep", "Uploaded"),
             ("IP assignment from founders and employees", "Legal", "Arjun", "Pending - 2 signatures"),
             ("Employment agreements and offer letters", "HR", "Siddharth", "Uploaded"),
             ("Audited financials FY 2024-25", "Finance", "CA Bhat", "Uploaded"),
             ("Open-source licence scan of the codebase", "Tech", "Arjun", "Running")]
    return "Item;Category;Owner;Status;Due\n" + "\n".join(
        f"{a};{b};{c};{d};{_dd(dt + timedelta(days=7 + i))}" for i, (a, b, c, d) in enumerate(items))


def t_dd_notes(r, dt):
    return (f"call w/ Saraf & Iyer (Kalpa's counsel) {_dd(dt)}\n- they want the 2024 angel CCD conversion papers, "
            "PAS-3 for the allotment\n- IP assignment: Fathima and Rahul still to sign\n- ask CA Bhat for the "
            "FY25 audit report + tax audit? (not applicable, turnover < 1cr)\n- data room: put GSTR-3B for all months "
            "in one folder\n- valuation report from registered valuer needed before SSA, DCF + 11UA\n"
            "- Deepa: target closing 15 July, wire in 2 tranches?? -> no, single tranche\n")


def t_valuation(r, dt):
    return (f"VALUATION REPORT\nFair value of equity shares of {CO}\nPrepared for the Board of Directors under Rule "
            "11UA of the Income-tax Rules, 1962 and Section 62 of the Companies Act, 2013\n"
            f"Valuation date: {_dl(dt - timedelta(days=10))}\nMethod: Discounted Cash Flow; WACC 24%; terminal growth 5%\n"
            f"Fair value per equity share: Rs. {r.randint(2950, 3080)}.{r.randint(10, 99)}\n"
            "Proposed issue: Series Seed CCPS to Kalpa Ventures Fund II at Rs. 3,000 per share\n"
            "Prepared by: Vinod Kamath, Registered Valuer (Securities or Financial Assets), IBBI/RV/06/2019/11842\n")


def t_sha(r, dt):
    return (f"SHAREHOLDERS' AGREEMENT - DRAFT v3 (Lexwise comments {_dd(dt)})\nAmong {CO}, Siddharth Hegde, "
            "Arjun Nair (the Founders) and Kalpa Ventures Fund II (the Investor)\n"
            "1. Board composition: the Investor may nominate one director so long as it holds 5%\n"
            "2. Reserved matters: change in business, issue of securities, related-party transactions above Rs. 10 lakh\n"
            "3. Right of first refusal and tag-along on founder transfers\n"
            "4. Founders' lock-in: 4 years from closing; non-compete 12 months after exit\n"
            "[LW comment: push back on drag-along threshold - 75% instead of 51%]\n"
            "5. Information rights: monthly MIS within 20 days, audited accounts within 180 days\n")


def t_ssa(r, dt):
    return (f"SHARE SUBSCRIPTION AGREEMENT (draft {_dd(dt)})\n{CO} and Kalpa Ventures Fund II\n"
            "Subscription: 10,000 Series Seed CCPS of face value Rs. 10 at a premium of Rs. 2,990 each\n"
            "Closing date: on or before 15 July 2026; long stop date 31 August 2026\n"
            "Use of proceeds: product development (Recon v2), sales and working capital\n"
            "Warranties of the Company and the Founders: Schedule 3\n")


def t_fin_model(r, dt):
    rows = ["Month;Customers;MRR (Rs);Burn (Rs);Cash end (Rs)"]
    cash = 1_85_00_000
    cust, mrr = 5, 228000
    for m in range(18):
        mo = datetime(2026 + (5 + m) // 12, (5 + m) % 12 + 1, 1)
        cust += 1 if m % 2 else 2
        mrr = int(mrr * 1.09)
        burn = 1450000 + m * 65000
        cash = cash - burn + mrr + (75000000 if m == 1 else 0)
        rows.append(f"{mo:%b %Y};{cust};{mrr};{burn};{cash}")
    return "\n".join(rows)


def t_inv_update(r, dt):
    return _eml(SID_MAIL, "investors@tantulabs.in (bcc: angels)", f"Tantu - investor update {dt:%B %Y}", dt,
                f"Hi all,\n\nQuick update for {dt:%B}:\n- Signed the term sheet with Kalpa Ventures for our Rs. 7.5 cr seed; "
                "due diligence has started, we expect to close by mid-July.\n- MRR Rs. 2.31 lakh (+9% m/m), Nandi Auto "
                "expanded to 3 plants.\n- Recon v2 beta with 2 customers in June.\nAsk: intros to CFOs of pharma and FMCG "
                "distributors in Karnataka/TN.\n\nThanks,\nSiddharth")


def t_kalpa_mail(r, dt):
    return _eml("Deepa Krishnan <deepa@kalpa.vc>", SID_MAIL, "Re: Tantu <> Kalpa - next steps", dt,
                "Siddharth, Arjun -\n\nGreat session with the IC today. We are happy to move ahead at 30 cr pre. Our "
                "counsel Saraf & Iyer will share the DD request list tomorrow; please set up the data room. Could you "
                "also send the cohort-wise revenue and the churn of the Sri Balaji pilot?\n\nBest,\nDeepa")


# --------------------------------------------------------------------------- Tantu: Recon v2 (Projects), v1 (Archive)


def t_prd_v2(r, dt):
    return ("Recon v2 - Product Requirements\nOwner: Siddharth | Eng: Arjun, Kavya | Design: Nisha\n"
            "Ship date: 31 July 2026 (beta to Nandi Auto and Coastal Agro from 20 June)\n"
            "Goals\n1. Auto-fetch GSTR-2B for every GSTIN of the customer and match against the purchase register\n"
            "2. Two-way Tally Prime connector (read vouchers, post adjustment journals)\n"
            "3. ITC-at-risk dashboard: supplier not filed, amount mismatch, invoice missing in 2B\n"
            "Non-goals: e-invoicing, payments\nSuccess metric: 90% auto-match on the first run for beta customers\n"
            "Open questions: GSP choice (cost per API call), how to handle amended invoices (B2BA)\n")


def t_spec_2b(r, dt):
    return ("# GSTR-2B matching - design spec\n\n## Inputs\n- GSTR-2B JSON (per GSTIN, per return period)\n"
            "- Purchase register from Tally (vouchers of type Purchase)\n\n## Matching rules\n1. exact: supplier GSTIN + "
            "invoice no (normalised) + taxable value within Rs 1\n2. fuzzy: invoice no edit distance <= 2, date within 5 days\n"
            "3. partial: same supplier and period, amount within 2%\n\n## Output statuses\n`matched`, `mismatch_amount`, "
            "`missing_in_2b`, `missing_in_books`, `supplier_not_filed`\n\n## Edge cases\n- credit notes (CDNR)\n"
            "- B2BA amendments replace original rows\n- ITC reversal under Rule 37A (supplier unpaid 180 days)\n")


def t_tally_spec(r, dt):
    return ("# Tally Prime connector\n\nRuns on the customer's Windows machine as a small agent; talks to Tally over "
            "the XML port 9000.\n\n- pull: ledgers, purchase vouchers, debit notes (daily at 21:00)\n- push: journal "
            "vouchers for ITC reversal, tagged `TANTU-ADJ`\n- auth: device token issued from the Tantu console\n\n"
            "Risks: Tally ERP 9 vs Prime differences; customers on Tally on a shared server via RDP.\n")


def t_sprint(r, dt):
    tasks = ["2B fetch via GSP sandbox", "Invoice number normaliser", "Fuzzy matcher", "Tally XML reader",
             "Journal push + rollback", "ITC-at-risk dashboard", "Beta onboarding - Nandi Auto", "Load test 50k invoices"]
    return "Tantu Recon v2 - sprint board;;;;\nSprint;Task;Owner;Points;Status\n" + "\n".join(
        f"S{12 + i // 3};{t};{r.choice(['Arjun', 'Kavya', 'Rahul', 'Fathima'])};{r.choice([2, 3, 5, 8])};"
        f"{'Done' if i < 4 else 'In progress' if i < 6 else 'To do'}" for i, t in enumerate(tasks))


def t_release(r, dt):
    return ("# v2 release checklist (target 31 Jul)\n\n- [x] GSP contract signed (sandbox keys)\n- [x] matcher passes "
            "golden set (Coastal Agro Mar-26)\n- [ ] Tally agent code-signing certificate\n- [ ] migration: add "
            "`recon_run.v2_status`\n- [ ] docs + Loom walkthrough for beta customers\n- [ ] pricing: v2 add-on Rs 8k/month?\n")


def t_prd_v1(r, dt):
    return ("Tantu Recon v1 - PRD (frozen)\nScope: upload purchase register (Excel) and GSTR-2A; match; export "
            "mismatch report\nLaunch: 12 August 2025 with 3 design partners\nPricing: Rs. 20,000 per GSTIN per month\n")


def t_launch_v1(r, dt):
    return ("Launch plan - Recon v1 (Aug 2025)\nT-14: LinkedIn teaser, SaaSBoomi community post\nT-7: demo video, "
            "pricing page live\nT0 (12 Aug): launch post, emails to 140 CFOs from the waitlist\nT+7: follow-up calls; "
            "goal 10 demos, 3 paid pilots\nResult (added Sept): 17 demos, 4 pilots, 2 converted\n")


def t_pilot(r, dt):
    return (f"STATEMENT OF WORK - PAID PILOT\nBetween {CO} and Sri Balaji Distributors, Chennai\n"
            "Pilot period: 1 October 2025 - 31 December 2025\nScope: Recon v1 for 2 GSTINs (TN and KA)\n"
            "Fee: Rs. 45,000 for the pilot period plus GST\nSuccess criteria: 80% auto-match, monthly close in 3 days\n")


def t_pilot_end(r, dt):
    return _eml("K. Srinivasan <accounts@sribalajidist.in>", SID_MAIL, "Pilot closure", dt,
                "Dear Siddharth,\n\nThank you for the support during the pilot. Our management has decided not to continue "
                "after 31 December as we are moving to SAP Business One from April. We will clear the last invoice "
                "this week.\n\nRegards,\nK. Srinivasan, Accounts Manager")


# --------------------------------------------------------------------------- Tantu: running the company (Areas)


def t_gstr3b(r, dt):
    m = dt - timedelta(days=22)
    out = r.randint(180000, 320000)
    return (f"FORM GSTR-3B - Acknowledgement\nGSTIN: 29AAKCT4821M1ZQ\nLegal name: {CO.upper()}\n"
            f"Return period: {m:%B %Y}   Financial year: {_fy(m)}\nDate of filing: {_dd(dt)}\n"
            f"ARN: AA29{m:%m%y}0{r.randint(1000000, 9999999)}\nOutward taxable supplies: {_inr(out)}\n"
            f"Integrated tax: {_inr(out * 0.07)}  Central tax: {_inr(out * 0.055)}  State/UT tax: {_inr(out * 0.055)}\n"
            f"ITC availed: {_inr(r.randint(9000, 26000))}\nPaid through cash ledger: {_inr(out * 0.15)}\n")


def t_gstr1(r, dt):
    m = dt - timedelta(days=12)
    return (f"GSTR-1 filed successfully\nGSTIN 29AAKCT4821M1ZQ - {CO}\nTax period {m:%B %Y}\nB2B invoices: "
            f"{r.randint(6, 11)}  Total taxable value {_inr(r.randint(180000, 320000))}\nFiled on {_dd(dt)} with EVC\n")


def t_tds_challan(r, dt):
    return (f"Challan No./ITNS 281 - Income Tax Department\nTAN: BLRT09876E   Name: {CO.upper()}\n"
            f"Nature of payment: 192 - Salary (and 194J professional fees)\nAssessment year: 2026-27\n"
            f"Amount: {_inr(r.randint(38000, 72000))}\nBSR code 0510308  Challan serial {r.randint(10000, 99999)}  "
            f"Date of deposit {_dd(dt)}\nBank: HDFC Bank, HSR Layout branch\n")


def t_24q(r, dt):
    return (f"Provisional receipt - TDS statement Form 24Q\nTAN BLRT09876E - {CO}\nQuarter: Q4  FY 2025-26\n"
            f"Token number: {r.randint(10**14, 10**15 - 1)}\nNo. of deductee records: 5\nTotal tax deducted: "
            f"{_inr(r.randint(160000, 240000))}\nDate: {_dd(dt)}\n")


def t_aoc4(r, dt):
    return (f"Ministry of Corporate Affairs - Challan / SRN acknowledgement\nForm AOC-4 (financial statements) for FY "
            f"2024-25\nCompany: {CO}  CIN U62099KA2024PTC185317\nSRN: AB{r.randint(1000000, 9999999)}\n"
            f"Fees paid: Rs. 600.00   Date: {_dd(dt)}\nStatus: Approved (STP)\n")


def t_mgt7a(r, dt):
    return (f"Form MGT-7A - Annual return of a small company - FY 2024-25\n{CO}\nSRN: AB{r.randint(1000000, 9999999)}"
            f"\nShareholders: Siddharth Hegde 46,000; Arjun Nair 46,000; angel holders 8,000\nFiled: {_dd(dt)}\n")


def t_minutes(n):
    def f(r, dt):
        return (f"MINUTES OF THE {n} MEETING OF THE BOARD OF DIRECTORS OF {CO.upper()}\n"
                f"held on {_dl(dt)} at 11:00 AM at the registered office\nPresent: Siddharth Hegde (Chairman), Arjun Nair\n"
                "1. Leave of absence: none\n2. Noted the financial statements for the quarter\n"
                f"3. RESOLVED THAT the Company do open / continue its current account with HDFC Bank\n"
                "4. Approved the appointment of Ramaswamy & Bhat, Chartered Accountants, as internal accountants\n"
                "5. Noted the disclosures of interest in Form MBP-1\n")
    return f


def t_coi(r, dt):
    return ("Government of India - Ministry of Corporate Affairs\nCertificate of Incorporation\nI hereby certify that "
            "TANTU LABS PRIVATE LIMITED is incorporated on this Fourteenth day of March Two thousand twenty four under "
            "the Companies Act, 2013 and that the company is limited by shares.\nCorporate Identity Number "
            "U62099KA2024PTC185317\nPAN AAKCT4821M  TAN BLRT09876E\nRegistrar of Companies, Central Registration Centre\n")


def t_moa(r, dt):
    return (f"MEMORANDUM OF ASSOCIATION of {CO.upper()}\n1. The name of the company is Tantu Labs Private Limited.\n"
            "2. The registered office will be situated in the State of Karnataka.\n3(a). Objects: to develop, license "
            "and provide software-as-a-service for accounting, tax reconciliation and finance automation...\n"
            "Subscribers: Siddharth Hegde 5,000 shares; Arjun Nair 5,000 shares\n")


def t_cofounder(r, dt):
    return (f"CO-FOUNDERS' AGREEMENT\nBetween Siddharth Hegde and Arjun Nair, founders of {CO}\nDate: {_dl(dt)}\n"
            "1. Equity: 50:50, subject to vesting over 4 years with a 1-year cliff from 1 March 2024\n"
            "2. Roles: Siddharth - CEO (sales, fundraising, finance, compliance); Arjun - CTO (product and engineering)\n"
            "3. Decisions: both founders for hiring above Rs. 12 lakh CTC, fundraising, new products\n"
            "4. Departure: unvested shares bought back at face value; good-leaver / bad-leaver terms in Schedule 2\n"
            "5. IP: all work on Tantu Recon belongs to the Company from day one\n6. Deadlock: mediation in Bengaluru\n")


def t_payroll(r, dt):
    m = dt - timedelta(days=2)
    rows = [f"Salary register {m:%B %Y};;;;;", "Employee;Designation;Gross;Prof. tax;TDS;Net pay"]
    for n, d, g in TEAM:
        tds = int(g * r.uniform(0.04, 0.11))
        rows.append(f"{n};{d};{g};200;{tds};{g - 200 - tds}")
    return "\n".join(rows)


def t_pt(r, dt):
    return (f"Karnataka Professional Tax - e-payment receipt\nEmployer: {CO}  PTRC No. 561238974\nPeriod: "
            f"{(dt - timedelta(days=15)):%B %Y}\nEmployees: 7   Amount: Rs. 1,400.00\nPaid on {_dd(dt)}\n")


def t_offer(name, role, ctc):
    def f(r, dt):
        return (f"{CO_HEAD}\n\n{_dl(dt)}\nDear {name},\nWe are pleased to offer you the position of {role} at Tantu Labs "
                f"with an annual CTC of {_inr(ctc)}. Your date of joining will be {_dl(dt + timedelta(days=30))}.\n"
                "You will be eligible for ESOPs under the Tantu ESOP Plan once adopted by the Board.\nNotice period: "
                "60 days. Probation: 3 months.\nSiddharth Hegde, CEO\n")
    return f


def t_msa(ci):
    c = CUST[ci]

    def f(r, dt):
        return (f"MASTER SUBSCRIPTION AGREEMENT\nThis Agreement is made on {_dl(dt)} between {CO} (\"Tantu\") and "
                f"{c[0]}, {c[1]} (GSTIN {c[2]}) (\"Customer\")\n1. Services: Tantu Recon software-as-a-service as "
                f"described in each Order Form\n2. Fees: {_inr(c[3])} per month plus GST, invoiced monthly in advance, "
                "payable within 15 days\n3. Term: 12 months, renewing automatically unless either party gives 60 days' "
                "notice\n4. Data: Customer data stays in AWS Mumbai (ap-south-1); Tantu is a data processor\n"
                "5. Liability capped at fees paid in the preceding 12 months\nSigned: Siddharth Hegde, Director\n")
    return f


def t_order_form(ci):
    c = CUST[ci]
    return lambda r, dt: (f"ORDER FORM #{r.randint(20, 60)}\nCustomer: {c[0]}\nProduct: Tantu Recon - {r.randint(2, 6)} "
                          f"GSTINs, up to 20,000 invoices/month\nMonthly fee: {_inr(c[3])} + GST 18%\nStart: {_dl(dt)}\n")


def t_invoice(ci, no):
    c = CUST[ci]

    def f(r, dt):
        amt = c[3]
        tax = (f"CGST 9%: {_inr(amt * .09)}\nSGST 9%: {_inr(amt * .09)}" if c[2].startswith("29")
               else f"IGST 18%: {_inr(amt * .18)}")
        return (f"TAX INVOICE\n{CO_HEAD}\nInvoice No: TL/{_fy(dt)[2:]}/{no:04d}   Date: {_dd(dt)}\n"
                f"Bill to: {c[0]}, {c[1]}  GSTIN {c[2]}\nDescription: Tantu Recon subscription - {dt:%B %Y}  "
                f"SAC 997331\nTaxable value: {_inr(amt)}\n{tax}\nTotal: {_inr(amt * 1.18)}\n"
                "Bank: HDFC Bank, HSR Layout, A/c 50200081234417, IFSC HDFC0001783\n")
    return f


def t_aws(r, dt):
    return (f"Amazon Web Services India Private Limited - Tax Invoice\nBill to: {CO}, GSTIN 29AAKCT4821M1ZQ\n"
            f"Invoice date: {_dd(dt)}  Billing period: {(dt - timedelta(days=5)):%B %Y}\nAmazon EC2 ap-south-1, RDS "
            f"PostgreSQL, S3\nCharges: {_inr(r.randint(52000, 88000))}  IGST 18% included\n")


def t_ca_invoice(r, dt):
    return (f"RAMASWAMY & BHAT, Chartered Accountants\n#45, 3rd Floor, 9th Cross, JP Nagar 2nd Phase, Bengaluru 560078\n"
            f"Invoice RB/{_fy(dt)}/{r.randint(100, 400)}  Date {_dd(dt)}\nTo: {CO}\nProfessional fees: monthly "
            f"accounting, GST returns and TDS compliance for {(dt - timedelta(days=10)):%B %Y}: Rs. 18,000.00\nGST 18%: "
            "Rs. 3,240.00\nTotal: Rs. 21,240.00\n")


def t_co_bank(r, dt):
    bal = r.randint(1500000, 2600000)
    rows = ["Date,Narration,Chq/Ref,Withdrawal,Deposit,Closing Balance"]
    for i in range(14):
        d = dt - timedelta(days=30 - i * 2)
        if i % 4 == 1:
            c = CUST[i % len(CUST)]
            amt, w = int(c[3] * 1.18 * .98), 0
            nar = f"NEFT CR-{c[0].upper()[:24]}-TL INV"
        else:
            amt, w = 0, r.choice([21240, 4950, 68210, 1400, 150000, 185000])
            nar = {21240: "IMPS RAMASWAMY AND BHAT CA", 4950: "GOOGLE WORKSPACE", 68210: "AWS INDIA ACH",
                   1400: "KAR PT EPAYMENT", 150000: "SAL ARJUN NAIR", 185000: "SAL KAVYA SHENOY"}[w]
        bal += amt - w
        rows.append(f"{_dd(d)},{nar},{r.randint(100000, 999999)},{w or ''},{amt or ''},{bal}")
    return "\n".join(rows) + "\n"


def t_call_notes(r, dt):
    return ("call - Coastal Agro (Mr. Prabhu, CFO + Ashwini from accounts)\n- renewal due 1 July; they want 2 more GSTINs "
            "(Goa warehouse) -> quote 36k + 12k\n- complaint: mismatch report slow on month-end, 40 min\n- asked for Tally "
            "connector - tell them v2 beta\n- send revised order form by Friday; Pradeep to follow up on March invoice "
            "TL/25-26/0141 unpaid\n")


def t_gst_ref(r, dt):
    return ("GST for SaaS businesses - quick reference (notes from CA Bhat's session)\n- SAC 997331 / 998315, 18%\n"
            "- Intra-state: CGST 9% + SGST 9%; inter-state: IGST 18%\n- Export of services: LUT, zero-rated\n"
            "- GSTR-1 by 11th, GSTR-3B by 20th (monthly); QRMP if turnover < 5 crore\n"
            "- ITC only if invoice appears in GSTR-2B (Sec 16(2)(aa))\n- TDS: 194J 10% on professional fees, 194C 1%/2% "
            "on contracts, salary under 192\n")


# --------------------------------------------------------------------------- personal money (Areas Finance)


def t_itrv(ay):
    def f(r, dt):
        return (f"INDIAN INCOME TAX RETURN ACKNOWLEDGEMENT (ITR-V)\nAssessment Year {ay}\nName: SIDDHARTH RAMESH "
                f"HEGDE   PAN: {PAN}\nForm: ITR-2   Regime: New (115BAC)\nAddress: {FLAT}\nGross total income: "
                f"{_inr(r.randint(1600000, 1850000))}\nTotal tax payable: {_inr(r.randint(180000, 240000))}\n"
                f"Refund: {_inr(r.randint(2000, 9000))}\nAcknowledgement number: {r.randint(10**14, 10**15 - 1)}  "
                f"Filed on {_dd(dt)}  e-Verified through Aadhaar OTP\n")
    return f


def t_form16(fy):
    def f(r, dt):
        return (f"FORM No. 16 - Part B\nCertificate under section 203 for tax deducted at source on salary\nEmployer: "
                f"{CO}  TAN BLRT09876E\nEmployee: Siddharth Hegde  PAN {PAN}\nFinancial year {fy}\nGross salary: "
                f"Rs. 18,00,000.00\nStandard deduction: Rs. 75,000.00\nTax deducted: {_inr(r.randint(150000, 200000))}\n")
    return f


def t_ais(r, dt):
    return (f"Annual Information Statement (AIS) - FY {_fy(dt - timedelta(days=70))}\nPAN {PAN}  Siddharth Ramesh Hegde\n"
            "Salary (TAN BLRT09876E): Rs. 18,00,000\nSavings interest (ICICI Bank): Rs. 14,212\n"
            f"Dividend (Parag Parikh Flexi Cap): Rs. 0\nSale of mutual fund units: {_inr(r.randint(200000, 400000))}\n"
            "PPF interest: exempt\n")


def t_tax_calc(r, dt):
    return ("Computation of income - Siddharth Hegde - AY 2026-27 (draft by Ramaswamy & Bhat)\nSalary: 18,00,000\n"
            "Less standard deduction: 75,000\nInterest income: 14,212\nLTCG on equity MF (112A): 1,42,300 (exempt up to "
            "1,25,000)\nTax on total income (new regime): 1,38,780\nCess 4%: 5,551\nTDS: 1,52,000\nRefund due: 7,669\n")


def t_ppf(r, dt):
    bal = 480000
    rows = ["Date,Particulars,Deposit,Interest,Balance"]
    for y in range(2019, 2026):
        dep = 150000 if y >= 2021 else 60000
        bal += dep
        rows.append(f"05/04/{y},BY CASH/TRF,{dep},,{bal}")
        intr = int(bal * 0.071)
        bal += intr
        rows.append(f"31/03/{y + 1},INTEREST,,{intr},{bal}")
    return "State Bank of India - PPF Account 32914587612 - Siddharth R Hegde\n" + "\n".join(rows) + "\n"


def t_ppf_receipt(r, dt):
    return (f"State Bank of India - e-Receipt\nTransfer to PPF account 32914587612\nAmount: Rs. 1,50,000.00\n"
            f"Date: {_dd(dt)}  Ref: IR{r.randint(10**9, 10**10 - 1)}\nFrom: ICICI Bank A/c xx4402 (Siddharth Hegde)\n")


def t_cas(r, dt):
    lines = [f"Consolidated Account Statement (CAMS + KFintech)  {(dt - timedelta(days=30)):%d-%b-%Y} to {dt:%d-%b-%Y}",
             f"Siddharth Ramesh Hegde  PAN {PAN}"]
    for fund, units in (("Parag Parikh Flexi Cap Fund - Direct Growth", 1842.3),
                        ("UTI Nifty 50 Index Fund - Direct Growth", 2410.9),
                        ("Axis ELSS Tax Saver Fund - Direct Growth", 611.4)):
        nav = r.uniform(80, 170)
        lines.append(f"{fund}  Units {units:.3f}  NAV {nav:.2f}  Value {_inr(units * nav)}")
    lines.append("SIP: Parag Parikh Rs. 15,000 on 5th; UTI Nifty 50 Rs. 10,000 on 5th")
    return "\n".join(lines) + "\n"


def t_holdings(r, dt):
    return ("Scheme,Folio,Units,Avg NAV,Current NAV,Invested,Current value\n"
            f"Parag Parikh Flexi Cap Fund Direct Growth,1059823/41,1842.301,61.20,{r.uniform(84, 92):.2f},112749,165012\n"
            f"UTI Nifty 50 Index Fund Direct Growth,49912035,2410.928,128.35,{r.uniform(160, 170):.2f},309440,395321\n"
            f"Axis ELSS Tax Saver Fund Direct Growth,9104417786,611.420,71.02,{r.uniform(95, 101):.2f},43423,60118\n")


def t_capgains(r, dt):
    return ("Capital gains statement FY 2025-26;;;;\nScheme;Redeemed on;Units;Gain;Type\n"
            "Axis ELSS Tax Saver;12/06/2025;1200.000;61,240;LTCG\nUTI Nifty 50 Index;03/02/2026;420.500;81,060;LTCG\n"
            "Total LTCG (112A);;;1,42,300;\n")


def t_epf(r, dt):
    return (f"EPFO - Member Passbook\nUAN 100718839264  Name SIDDHARTH RAMESH HEGDE\nEstablishment: VERTEX INFOSERVICES "
            "LTD (BGBNG00412370000021108) - transferred to UAN, no current employer contribution\n"
            f"Closing balance as on 31/03/2026: Employee share {_inr(r.randint(820000, 860000))}  Employer share "
            f"{_inr(r.randint(300000, 320000))}\nInterest credited FY 2025-26 @ 8.25%\n")


def t_bank(r, dt):
    bal = r.randint(250000, 600000)
    rows = ["ICICI Bank - Statement of Account 000401524402 - SIDDHARTH R HEGDE",
            "Date,Description,Debit,Credit,Balance"]
    ev = [("SALARY TANTU LABS PVT LTD", 0, 128500), ("UPI/K VENKATESH MURTHY/RENT", 42000, 0),
          ("NACH/PPFAS MF SIP", 15000, 0), ("NACH/UTI MF SIP", 10000, 0), ("BESCOM BBPS", 1820, 0),
          ("ACT FIBERNET", 1179, 0), ("UPI/SHARADA HEGDE/amma", 20000, 0), ("CRED/ICICI CC PAYMENT", 38412, 0),
          ("UPI/SWIGGY", 612, 0)]
    for i, (d, w, c) in enumerate(ev):
        bal += c - w
        rows.append(f"{_dd(dt - timedelta(days=28 - i * 3))},{d},{w or ''},{c or ''},{bal}")
    return "\n".join(rows) + "\n"


def t_cc(r, dt):
    return (f"HDFC Bank Regalia Credit Card Statement\nSiddharth Hegde  Card xxxx xxxx xxxx 7719\nStatement date "
            f"{_dd(dt)}  Payment due {_dd(dt + timedelta(days=18))}\nTotal dues: {_inr(r.randint(25000, 60000))}\n"
            "Transactions: MAKEMYTRIP, AMAZON, INDIGO 6E, TANISHQ JAYANAGAR, SWIGGY INSTAMART, APOLLO PHARMACY\n")


def t_tax_guide(r, dt):
    return ("New tax regime FY 2025-26 (AY 2026-27) - slabs\n0-4 lakh: nil; 4-8: 5%; 8-12: 10%; 12-16: 15%; 16-20: 20%; "
            "20-24: 25%; above 24: 30%\nRebate u/s 87A up to 12 lakh income; standard deduction 75,000\n"
            "80C / 80D not available in the new regime (except employer NPS 80CCD(2))\nLTCG on equity above 1.25 lakh: 12.5%\n")


# --------------------------------------------------------------------------- the flat (Areas Home) and Whitefield (Archive)


def t_rent_agreement(r, dt):
    return (f"RENTAL AGREEMENT\nThis agreement is made at Bengaluru on {_dl(dt)} between Sri K. Venkatesh Murthy, "
            f"No. 88, 4th Cross, Malleswaram (Owner) and Sri Siddharth Hegde (Tenant)\nPremises: {FLAT}, 2BHK with one "
            "covered car park\nPeriod: 11 months from the date of agreement, renewable with 5% increase\nMonthly rent: "
            "Rs. 42,000 payable on or before the 5th\nSecurity deposit: Rs. 2,50,000 (refundable, interest free)\n"
            "Maintenance: paid by the owner; electricity (BESCOM) and internet by the tenant\nNotice period: 2 months "
            "either side\nWitnesses: 1. Meera Srivastava 2. Raghu N.\n")


def t_rent_receipt(r, dt):
    return (f"RENT RECEIPT\nReceived with thanks from Sri Siddharth Hegde a sum of Rs. 42,000/- (Rupees Forty Two "
            f"Thousand only) towards rent of {FLAT} for the month of {dt:%B %Y}, paid by UPI.\nLandlord: K. Venkatesh "
            "Murthy   PAN AEJPM3319B\nDate: " + _dd(dt) + "   (revenue stamp)\n")


def t_bescom(r, dt):
    u = r.randint(160, 320)
    return (f"BANGALORE ELECTRICITY SUPPLY COMPANY LIMITED (BESCOM)\nAccount ID 7410298833  RR No. E4EH-21873\n"
            f"Name: SIDDHARTH HEGDE   {FLAT}\nBill date {_dd(dt)}  Due date {_dd(dt + timedelta(days=15))}\n"
            f"Units consumed: {u}  Tariff LT-2(a)\nFixed charges Rs. 145.00  Energy charges {_inr(u * 5.9)}\n"
            f"Net amount payable: {_inr(145 + u * 5.9 * 1.09)}\n")


def t_act(r, dt):
    return (f"ACT Fibernet - Invoice\nAccount 1093458821  Siddharth Hegde, {FLAT}\nPlan: ACT Incredible 300 Mbps\n"
            f"Period {dt:%d %b} - {(dt + timedelta(days=30)):%d %b %Y}\nAmount Rs. 999.00 + GST Rs. 179.82 = Rs. 1,178.82\n")


def t_help(r, dt):
    return ("Month;Lakshmamma (cleaning);Cook - Manjula;Notes\n" + "\n".join(
        f"{m};4500;6000;{'leave 3 days' if m == 'Feb' else 'Ugadi bonus 1000' if m == 'Mar' else ''}"
        for m in ("Dec", "Jan", "Feb", "Mar", "Apr", "May")))


def t_landlord_mail(r, dt):
    return _eml(SID_GMAIL, "K Venkatesh Murthy <kvmurthy1958@gmail.com>", "Bathroom geyser - flat 302", dt,
                "Namaskara sir,\n\nThe geyser in the master bathroom stopped working since Sunday. The plumber from the "
                "association says the heating element needs replacement (around Rs 2,800). Shall I get it done and "
                "deduct from June rent?\n\nThanks,\nSiddharth")


def t_wf_refund(r, dt):
    return ("To,\nMr. Praveen Reddy\nOwner, Flat C-104, Prestige Ferns Residency, Whitefield\n\nSub: Refund of security "
            "deposit\n\nI vacated the flat on 28 February 2024 and handed over the keys. Of the deposit of Rs. 1,80,000 "
            "I have received Rs. 1,35,000. The deduction of Rs. 45,000 for painting is more than the one month's rent "
            "agreed in clause 9. Kindly refund the balance Rs. 15,000.\n\nSiddharth Hegde\n")


def t_wf_agreement(r, dt):
    return ("RENTAL AGREEMENT - Flat C-104, Prestige Ferns Residency, Whitefield, Bengaluru 560066\nOwner: Praveen Reddy  "
            "Tenant: Siddharth Hegde\nRent Rs. 28,000 per month; deposit Rs. 1,80,000\nPeriod: 1 March 2022 - 31 January "
            "2023, renewed to 29 February 2024\n")


# --------------------------------------------------------------------------- insurance, health, IDs, bike (Areas)


def t_nb_policy(r, dt):
    return (f"Niva Bupa Health Insurance Company Limited - Policy Schedule\nProduct: Senior First (Gold) - Family Floater\n"
            f"Policy No. 31219588{r.randint(1000, 9999)}  Period: {_dd(dt)} to {_dd(dt + timedelta(days=364))}\n"
            "Proposer: Siddharth Hegde (son)  Address: " + PARENTS + "\nInsured: Ramesh Hegde (DOB 14/08/1961), "
            "Sharada Hegde (DOB 02/01/1967)\nSum insured: Rs. 10,00,000  Room rent: single private room\n"
            f"Co-payment: nil  Premium incl. GST: {_inr(r.randint(54000, 58000))}\nPre-existing diseases: hypertension "
            "(Ramesh), hypothyroidism (Sharada) - waiting period 2 years, completed\n")


def t_nb_renewal(r, dt):
    return (f"Renewal notice - Niva Bupa Senior First\nDear Siddharth Hegde,\nYour policy covering Ramesh Hegde and "
            f"Sharada Hegde is due for renewal on {_dd(dt + timedelta(days=27))}.\nRenewal premium: Rs. 61,240 (incl. "
            "GST). The cumulative bonus was reset after the claim paid in FY 2025-26.\nRenew online to avoid a break "
            "in cover; premium paid for parents qualifies under Section 80D (old regime).\n")


def t_nb_receipt(r, dt):
    return (f"Premium receipt - Niva Bupa Health Insurance\nReceived from Siddharth Hegde (PAN {PAN}) Rs. 56,118.00 "
            f"by UPI on {_dd(dt)} towards Senior First policy for Ramesh and Sharada Hegde.\nThis receipt may be used "
            "for Section 80D.\n")


def t_nb_settle(r, dt):
    return (f"Claim settlement letter\nClaim No. CL{r.randint(10**8, 10**9)}  Patient: Ramesh Hegde (64)\nHospital: JSS "
            "Hospital, Mysuru (network, cashless)\nDiagnosis: coronary artery disease - PTCA with one drug-eluting stent "
            "to LAD\nAdmission 16/09/2025, discharge 20/09/2025\nAmount claimed: Rs. 3,92,450  Approved: Rs. 3,61,800\n"
            "Deductions: non-medical items Rs. 9,650; room-rent proportionate Rs. 21,000\nPaid to hospital by NEFT.\n")


def t_appa_mail(r, dt):
    return _eml("Ramesh Hegde <rameshhegde.mys@gmail.com>", SID_GMAIL, "ವಿಮೆ ನವೀಕರಣ", dt,
                "ಸಿದ್ದು,\n\nನಿವಾ ಬೂಪಾ ಇಂದ ನವೀಕರಣ ಸೂಚನೆ ಬಂದಿದೆ. ಈ ವರ್ಷ ಪ್ರೀಮಿಯಂ ₹61,240 ಆಗಿದೆ, ಕಳೆದ ವರ್ಷಕ್ಕಿಂತ "
                "ಸುಮಾರು ಐದು ಸಾವಿರ ಹೆಚ್ಚು. ಕೊನೆಯ ದಿನಾಂಕ 28 ಜೂನ್. ಕ್ಲೇಮ್ ಆದ ಮೇಲೆ ನೋ-ಕ್ಲೇಮ್ ಬೋನಸ್ ಹೋಯಿತು ಅಂತ "
                "ಏಜೆಂಟ್ ಹೇಳಿದರು. ನೀನು ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಕಟ್ಟಿಬಿಡು, ರಸೀದಿ ನನಗೂ ಕಳುಹಿಸು.\n\nಅಮ್ಮ ಈ ವಾರ ಮೈಸೂರಿಗೆ "
                "ಬರುತ್ತೀಯಾ ಅಂತ ಕೇಳುತ್ತಿದ್ದಾಳೆ.\n\nಅಪ್ಪ")


def t_term(r, dt):
    return (f"HDFC Life Click 2 Protect Super - Policy document\nLife assured: Siddharth Ramesh Hegde, age 29\nPolicy "
            f"No. 2481{r.randint(100000, 999999)}  Date of commencement {_dd(dt)}\nSum assured: Rs. 1,50,00,000  "
            "Policy term: 35 years (to age 64)\nAnnual premium: Rs. 17,944 incl. GST\nNominee: Sharada Hegde (mother)\n")


def t_term_receipt(r, dt):
    return (f"HDFC Life - premium paid acknowledgement\nPolicy 2481{r.randint(100000, 999999)} (Click 2 Protect Super)\n"
            f"Life assured Siddharth Hegde\nAmount Rs. 17,944.00 received on {_dd(dt)} by auto-debit\n")


def t_discharge(r, dt):
    return ("JSS HOSPITAL, MYSURU - Department of Cardiology\nDISCHARGE SUMMARY\nPatient: Mr. Ramesh Hegde  Age/Sex: 64/M  "
            "UHID JSS-0418872\nDOA 16/09/2025  DOD 20/09/2025\nDiagnosis: CAD - single vessel disease (LAD 90%), "
            "hypertension\nProcedure: PTCA + DES to proximal LAD on 17/09/2025 (Dr. M. Prakash)\nAdvice on discharge: "
            "Tab Ecosprin 75 mg OD, Tab Clopidogrel 75 mg OD, Tab Atorvastatin 40 mg HS, Tab Metoprolol 25 mg BD\n"
            "Review after 2 weeks with lipid profile. Cardiac rehab walking 20 min/day.\n")


def t_hosp_bill(r, dt):
    return ("JSS Hospital, Mysuru - Final bill (IP No. 25/18833)\nPatient Ramesh Hegde\nRoom charges (4 days): "
            "Rs. 28,000\nCath lab + PTCA: Rs. 1,65,000\nStent (DES, Xience): Rs. 38,900\nPharmacy: Rs. 61,480\n"
            "Investigations: Rs. 27,420\nTotal: Rs. 3,92,450  Paid by insurer (cashless): Rs. 3,61,800  Paid by patient: "
            "Rs. 30,650\n")


def t_rx(r, dt):
    return (f"Dr. M. Prakash, DM (Cardiology) - JSS Hospital OPD\nDate {_dd(dt)}  Patient: Ramesh Hegde\nBP 132/84, "
            "ECG stable, LDL 72\nContinue Ecosprin 75, Clopidogrel 75 (till Sept 2026), Atorvastatin 40, Metoprolol 25 BD\n"
            "Review in 3 months\n")


def t_lipid(r, dt):
    return (f"Anand Diagnostic Laboratory - Indiranagar\nPatient: Siddharth Hegde  Age 31 M  Sample {_dd(dt)}\n"
            f"Lipid profile: total cholesterol {r.randint(190, 225)} mg/dL; LDL {r.randint(120, 150)} mg/dL (borderline high); "
            f"HDL {r.randint(38, 46)} mg/dL; triglycerides {r.randint(150, 210)} mg/dL\nHbA1c 5.6%  Vitamin D "
            f"{r.randint(14, 22)} ng/mL (insufficient)  TSH 2.1\nReferred by: self (annual check)\n")


def t_tsh(r, dt):
    return (f"Mysuru Clinical Laboratory, Saraswathipuram\nPatient: Mrs. Sharada Hegde  59/F  Date {_dd(dt)}\n"
            f"TSH {r.uniform(3.0, 6.5):.2f} uIU/mL (0.4-4.5)  Free T4 1.1 ng/dL\nOn Thyronorm 50 mcg\n"
            "Fasting blood sugar 104 mg/dL\nDr. Latha Rao, endocrinologist\n")


def t_dental(r, dt):
    return (f"Smile Studio Dental Clinic, 100 Feet Road, Indiranagar\nPatient Siddharth Hegde  {_dd(dt)}\nRoot canal "
            "treatment 36 (2 sittings) Rs. 7,500; zirconia crown Rs. 11,000\nTotal Rs. 18,500 paid by card\n")


def t_pan(r, dt):
    return (f"INCOME TAX DEPARTMENT - GOVT. OF INDIA\ne-PAN\nPermanent Account Number: {PAN}\nName: SIDDHARTH RAMESH HEGDE\n"
            "Father's name: RAMESH HEGDE\nDate of birth: 21/02/1995\n")


def t_aadhaar(r, dt):
    return ("Unique Identification Authority of India - e-Aadhaar\nSiddharth Ramesh Hegde  DOB 21/02/1995  Male\n"
            f"Address: {FLAT}\nAadhaar no. XXXX XXXX 4417 (masked)\nDownload date {_dd(dt)}\n")


def t_degree(r, dt):
    return ("Visvesvaraya Technological University, Belagavi\nThis is to certify that SIDDHARTH R HEGDE of The National "
            "Institute of Engineering, Mysuru, has been admitted to the degree of BACHELOR OF ENGINEERING in Computer "
            "Science and Engineering, First Class with Distinction, in the examination held in June 2016.\n")


def t_rc(r, dt):
    return ("Government of Karnataka - Transport Department\nCertificate of Registration (Smart card copy)\nReg. No. KA 03 "
            "JS 4417  Date of reg. 11/11/2021\nOwner: SIDDHARTH R HEGDE\nMaker: Royal Enfield  Model: Classic 350 (Halcyon "
            "Green)  Fuel: Petrol\nChassis ME3U3S5C1MJ44xxxx  RTO Indiranagar (KA-03)\n")


def t_bike_ins(r, dt):
    return (f"Acko General Insurance - Two Wheeler Package Policy\nVehicle KA 03 JS 4417 Royal Enfield Classic 350\n"
            f"Insured: Siddharth Hegde  Period {_dd(dt)} to {_dd(dt + timedelta(days=364))}\nIDV Rs. 1,38,000  "
            f"Own damage + third party; zero depreciation add-on\nPremium {_inr(r.randint(3800, 4600))}\n")


def t_bike_service(r, dt):
    return (f"Sri Sai Motors - Authorised Royal Enfield service, CMH Road, Indiranagar\nJob card {r.randint(4000, 9000)}  "
            f"Date {_dd(dt)}  Reg KA 03 JS 4417  Odometer {r.randint(18000, 24000)} km\nPeriodic service, engine oil "
            "(2.5 L), chain adjust, brake pads front\nLabour Rs. 1,150  Parts Rs. 2,340  Total Rs. 3,490\n")


def t_puc(r, dt):
    return (f"Pollution Under Control Certificate\nVehicle KA03JS4417  Petrol 2W (BS-VI)\nCO 0.21%  HC 310 ppm - PASS\n"
            f"Valid till {_dd(dt + timedelta(days=365))}\n")


# --------------------------------------------------------------------------- the wedding (Projects)

INVITE_KN = ("ಶ್ರೀ ಗಣೇಶಾಯ ನಮಃ\nಶ್ರೀ ಚಾಮುಂಡೇಶ್ವರಿ ಪ್ರಸನ್ನ\n\nಶುಭ ವಿವಾಹ ಆಮಂತ್ರಣ\n\nಶ್ರೀಮತಿ ಶಾರದಾ ಮತ್ತು ಶ್ರೀ ರಮೇಶ "
             "ಹೆಗಡೆ ಇವರ ಪುತ್ರ\nಚಿ|| ಸಿದ್ಧಾರ್ಥ\nಹಾಗೂ\nಶ್ರೀಮತಿ ರಶ್ಮಿ ಮತ್ತು ಶ್ರೀ ಅನಿಲ್ ಶ್ರೀವಾಸ್ತವ (ಲಖನೌ) ಇವರ ಪುತ್ರಿ\n"
             "ಚಿ|ಸೌ|| ಮೀರಾ\n\nಇವರ ವಿವಾಹವು ದಿನಾಂಕ 10-12-2026 ಗುರುವಾರ ಬೆಳಿಗ್ಗೆ 10:15 ರಿಂದ 10:45 ರವರೆಗಿನ ಶುಭ "
             "ಮುಹೂರ್ತದಲ್ಲಿ ಮೈಸೂರಿನ ಶ್ರೀ ಕಂಠೀರವ ಕನ್ವೆನ್ಷನ್ ಹಾಲ್, ನಜರಬಾದ್ ಇಲ್ಲಿ ನೆರವೇರಲಿದೆ.\n\nದಿನಾಂಕ 09-12-2026 "
             "ಬುಧವಾರ ಸಂಜೆ 6 ಗಂಟೆಗೆ ವರಪೂಜೆ ಮತ್ತು ಆರತಕ್ಷತೆ.\n\nತಾವು ಕುಟುಂಬ ಸಮೇತರಾಗಿ ಆಗಮಿಸಿ ವಧೂವರರನ್ನು "
             "ಆಶೀರ್ವದಿಸಬೇಕಾಗಿ ಕೋರುತ್ತೇವೆ.\n\nಆಹ್ವಾನಿಸುವವರು: ಹೆಗಡೆ ಕುಟುಂಬ, ಕುವೆಂಪುನಗರ, ಮೈಸೂರು\n"
             "[ಡ್ರಾಫ್ಟ್ 2 - ಅಪ್ಪ ನೋಡಿ ಸರಿ ಮಾಡಬೇಕು]\n")
INVITE_HI = ("॥ श्री गणेशाय नमः ॥\n\nसादर आमंत्रण\n\nश्रीमती रश्मि एवं श्री अनिल श्रीवास्तव\nअपनी सुपुत्री\nचि. मीरा\n"
             "का शुभ विवाह\nचि. सिद्धार्थ (सुपुत्र श्रीमती शारदा एवं श्री रमेश हेगड़े, मैसूरु)\nके साथ 10 दिसंबर 2026 को "
             "मैसूरु में संपन्न होगा।\n\nइस उपलक्ष्य में आयोजित स्वागत समारोह में आप सपरिवार सादर आमंत्रित हैं।\n\n"
             "दिनांक: सोमवार, 14 दिसंबर 2026\nसमय: शाम 7 बजे से\nस्थान: अवध लॉन्स, विभूति खंड, गोमती नगर, लखनऊ\n\n"
             "दर्शनाभिलाषी: श्रीवास्तव परिवार\n(ड्राफ्ट – मम्मी से नामों की स्पेलिंग कन्फर्म करनी है)\n")
MUHURTA_KN = ("ಪುರೋಹಿತರು (ಶ್ರೀ ನರಸಿಂಹ ಭಟ್, ಚಾಮರಾಜಪುರಂ) ಕೊಟ್ಟ ಮುಹೂರ್ತದ ವಿವರ:\n- ನಿಶ್ಚಿತಾರ್ಥ: ಆಯಿತು (ಜನವರಿ 2026)\n"
              "- ವಿವಾಹ: 10-12-2026 ಗುರುವಾರ, ಬೆಳಿಗ್ಗೆ 10:15 - 10:45\n- ವರಪೂಜೆ: 09-12-2026 ಸಂಜೆ\n- ನಾಂದಿ, ಕಾಶಿಯಾತ್ರೆ, "
              "ಧಾರೆ, ಸಪ್ತಪದಿ - ಸುಮಾರು 3 ಗಂಟೆ\n- ದಕ್ಷಿಣೆ ಮತ್ತು ಸಾಮಗ್ರಿ ಪಟ್ಟಿ ಅಪ್ಪನ ಹತ್ತಿರ ಇದೆ\n"
              "ಮೀರಾ ಮನೆಯವರಿಗೆ ಇಂಗ್ಲಿಷ್/ಹಿಂದಿಯಲ್ಲಿ ವಿವರಿಸಬೇಕು.\n")


def t_wed_budget(r, dt):
    rows = [("Venue - Sri Kanteerava Convention Hall (2 days)", "Hegde", 320000, 100000),
            ("Catering - Udupi Sri Krishna Caterers (900 plates x 2 meals)", "Hegde", 1080000, 200000),
            ("Decoration + flowers", "Hegde", 240000, 0), ("Photography + video - Frames by Kiran", "Shared", 285000, 75000),
            ("Purohit + pooja items", "Hegde", 45000, 0), ("Rooms for Lucknow guests (18 rooms x 2 nights)", "Hegde", 162000, 0),
            ("Reception - Awadh Lawns, Lucknow", "Srivastava", 650000, 150000),
            ("Jewellery - mangalsutra, rings", "Hegde", 410000, 0), ("Outfits (sherwani, silk veshti, sarees)", "Hegde", 180000, 22000),
            ("Honeymoon - Bali 7 nights", "Us", 260000, 64000), ("Invitations (print + e-invite)", "Shared", 38000, 0)]
    return "Item;Side;Estimate (Rs);Advance paid;Balance\n" + "\n".join(
        f"{a};{b};{c};{d};{c - d}" for a, b, c, d in rows)


def t_guests(r, dt):
    first = ["Ravi", "Suma", "Prakash", "Geetha", "Nagaraj", "Vani", "Ashok", "Rekha", "Rohit", "Anjali", "Vivek", "Pooja",
             "Manoj", "Kiran", "Deepa", "Harish", "Sunita", "Alok", "Nidhi", "Raghu"]
    last = ["Hegde", "Bhat", "Rao", "Shastri", "Kamath", "Srivastava", "Saxena", "Nigam", "Verma", "Nair", "Gowda"]
    rows = ["Name;Side;City;Relation;Count;Invite sent"]
    for i in range(28):
        ln = r.choice(last)
        side = "Meera" if ln in ("Srivastava", "Saxena", "Nigam", "Verma") else "Siddharth"
        city = {"Meera": r.choice(["Lucknow", "Kanpur", "Delhi"])}.get(side, r.choice(["Mysuru", "Bengaluru", "Sirsi", "Udupi"]))
        rows.append(f"{r.choice(first)} {ln};{side};{city};{r.choice(['relative', 'friend', 'Appa friend', 'colleague', 'neighbour'])};"
                    f"{r.randint(1, 4)};{'yes' if i < 6 else 'no'}")
    return "\n".join(rows)


def t_venue(r, dt):
    return (f"SRI KANTEERAVA CONVENTION HALL, Nazarbad, Mysuru 570010\nBooking confirmation No. SKC/26/{r.randint(300, 700)}\n"
            "Party: Sri Ramesh Hegde (for the marriage of Siddharth with Meera)\nDates: 09-12-2026 (evening) and "
            "10-12-2026 (full day)\nHall rent: Rs. 3,20,000 incl. generator, dining hall for 450, 12 rooms\nAdvance "
            f"received: Rs. 1,00,000 on {_dd(dt)}; balance by 25-11-2026\nCancellation: advance not refundable after 30 days\n")


def t_caterer(name, rate):
    return lambda r, dt: (f"{name}\nQuotation dated {_dd(dt)} - Hegde-Srivastava marriage, 9-10 December 2026, Mysuru\n"
                          "Varapooje dinner: North Indian + South Indian buffet (paneer butter masala, naan, bisibelebath, "
                          "jamun)\nMarriage lunch: bale ele oota - kosambari, palya, chitranna, saaru, huli, majjige huli, "
                          "holige with ghee, payasa, ice cream, beeda\n"
                          f"Rate: Rs. {rate} per plate (minimum 800)  GST 5% extra\nAdvance 20% to confirm\n")


def t_photog(r, dt):
    return (f"Frames by Kiran - Wedding photography & films, Mysuru\nInvoice FK/26/{r.randint(40, 90)}  Date {_dd(dt)}\n"
            "Client: Siddharth Hegde & Meera Srivastava\nPackage: 2 days (varapooje + muhurtha), 2 photographers, 1 "
            "cinematographer, drone, 40-sheet album\nPackage price Rs. 2,85,000  Advance received Rs. 75,000 (UPI)\n"
            "Pre-wedding shoot at Srirangapatna - November 2026, date TBD\n")


def t_meera_mom(r, dt):
    return _eml("Rashmi Srivastava <rashmi.srivastava62@gmail.com>", SID_GMAIL, "Re: गेस्ट लिस्ट", dt,
                "बेटा सिद्धार्थ,\n\nलखनऊ वाली गेस्ट लिस्ट भेज रही हूँ — अभी लगभग 320 लोग हैं, जिनमें से 45 लोग मैसूरु "
                "भी आएँगे। उनके लिए 8 और 9 दिसंबर को होटल के कमरे चाहिए होंगे (लगभग 18 कमरे)। मैसूरु में कोई अच्छा "
                "होटल बताओ जो हॉल के पास हो।\nमीरा के मामाजी दिल्ली से आएँगे, उनका नाम लिस्ट में जोड़ देना।\n\n"
                "आशीर्वाद,\nरश्मि श्रीवास्तव (मम्मी)")


def t_reception(r, dt):
    return (f"AWADH LAWNS - Vibhuti Khand, Gomti Nagar, Lucknow\nBooking slip No. AL-{r.randint(1000, 9999)}\nFunction: "
            "wedding reception (Srivastava - Hegde)  Date: 14 December 2026, 7 PM onwards\nGuests: 400-450  Lawn + "
            "banquet hall + 6 rooms\nAmount Rs. 6,50,000; advance Rs. 1,50,000 paid by Anil Srivastava\n")


def t_jewel(r, dt):
    return (f"Tanishq, Jayanagar 4th Block - Estimate\nDate {_dd(dt)}  Customer: Siddharth Hegde\nMangalsutra 22kt, 28.4 g "
            f"- {_inr(28.4 * 9350 * 1.12)}\nPair of wedding rings 18kt - {_inr(11.2 * 7650 * 1.14)}\nGold rate 22kt "
            "Rs. 9,350/g (estimate valid 3 days, making charges 12%)\nGold Harvest scheme balance can be adjusted\n")


def t_honeymoon(r, dt):
    return (f"Agoda booking confirmation {r.randint(10**8, 10**9)}\nAlaya Resort Ubud, Bali, Indonesia\nCheck-in 16 Dec "
            "2026, check-out 23 Dec 2026 (7 nights)\nDeluxe pool villa, breakfast included\nGuests: Siddharth Hegde, "
            "Meera Srivastava\nTotal IDR 38,640,000 (about Rs. 2,02,000), pay at property; free cancellation till 1 Dec 2026\n")


def t_wed_todo(r, dt):
    return ("# wedding - things to close\n\n- [x] venue Mysuru (advance paid)\n- [x] photographer\n- [ ] caterer: Udupi "
            "Sri Krishna vs Sri Vinayaka - tasting on 14 June\n- [ ] rooms for Lucknow side near Nazarbad (Hotel Sandesh "
            "/ Royal Orchid)\n- [ ] invitation cards: Kannada (Appa) + Hindi (Rashmi aunty) + English e-invite\n- [ ] "
            "sherwani fitting - Lucknow, Aug\n- [ ] leave plan at Tantu: 8-24 Dec, Arjun covers\n- [ ] Bali visa on "
            "arrival + flights\n")


def t_sangeet(r, dt):
    return ("sangeet (Lucknow, 13 Dec) - performance list\n1. Meera's cousins - 'London Thumakda'\n2. Siddharth's friends "
            "from NIE - 'Bombe Helutaite' + 'Tum Hi Ho' mashup\n3. Parents' dance - 'Mehndi Laga Ke Rakhna'\n4. Couple "
            "dance - 'Kesariya' (practice 3 Sundays from Sept)\nDJ: Lucknow - DJ Aman, Rs. 45,000\n")


# --------------------------------------------------------------------------- Vertex job, MBA, trips (Archive)


def t_vx_offer(r, dt):
    return ("VERTEX INFOSERVICES LIMITED\nElectronics City Phase 1, Hosur Road, Bengaluru 560100\n\nOffer of employment\n"
            f"Dear Siddharth R Hegde,\nWe are pleased to offer you the position of Systems Engineer (Trainee) at our "
            f"Bengaluru development centre with an annual CTC of Rs. 3,60,000. Date of joining: 18 July 2016, Global "
            "Education Centre, Mysuru.\nThis offer is subject to completion of your B.E. with 60% aggregate.\nTalent "
            "Acquisition, Vertex Infoservices Ltd\n")


def t_vx_appraisal(y, band):
    return lambda r, dt: (f"Vertex Infoservices Ltd - Annual performance review {y}\nEmployee: Siddharth Hegde  Emp ID "
                          f"611842\nRole: {band}  Account: Meridian Trust Bank (BFSI, US)\nRating: {r.choice(['Exceeds', 'Outstanding'])}"
                          f"\nRevised CTC w.e.f. 1 April {y + 1}: {_inr(r.randint(1900000, 2400000))}\nManager: Suresh Iyengar\n")


def t_vx_payslip(r, dt):
    return (f"VERTEX INFOSERVICES LIMITED - Payslip for {dt:%B %Y}\nEmp ID 611842  Siddharth R Hegde  Senior Technology "
            "Lead  UAN 100718839264\nBasic 88,400  HRA 44,200  Special allowance 61,130  Gross 1,93,730\nPF 10,608  "
            f"Prof. tax 200  Income tax {r.randint(28000, 34000)}\nNet pay credited to ICICI xx4402\n")


def t_vx_resign(r, dt):
    return _eml("Siddharth Hegde <siddharth.hegde@vertexinfo.com>", "Suresh Iyengar <suresh.iyengar@vertexinfo.com>",
                "Resignation", dt, "Hi Suresh,\n\nAfter a lot of thought I am resigning from Vertex to start a company "
                "with a friend. My last working day per the 60-day notice would be 29 September 2023. I will complete "
                "the Meridian payments handover to Vinay and Lakshmi.\n\nSeven years here taught me most of what I "
                "know. Thank you.\n\nSiddharth")


def t_vx_relieving(r, dt):
    return ("VERTEX INFOSERVICES LIMITED\nRelieving letter\nThis is to certify that Mr. Siddharth R Hegde (Emp ID 611842) "
            "worked with us from 18 July 2016 to 29 September 2023; his last designation was Senior Technology Lead. "
            "He has been relieved of his duties with effect from the close of working hours on 29 September 2023.\n"
            "HR Operations, Bengaluru\n")


def t_vx_fnf(r, dt):
    return ("Vertex Infoservices Ltd - Full and final settlement\nEmp ID 611842  Siddharth R Hegde\nLeave encashment "
            "(21 days): Rs. 61,880\nSalary 1-29 Sep 2023: Rs. 1,87,270\nGratuity (7 yrs): Rs. 3,57,000\nRecoveries: "
            "laptop bag not returned Rs. 1,500\nNet payable: Rs. 5,38,210 credited 30 Oct 2023\n")


def t_vx_handover(r, dt):
    return ("Meridian Trust Bank - payments modernisation: handover notes (Siddharth -> Vinay)\n1. ISO 20022 migration: "
            "pacs.008 mapping done, camt.053 pending\n2. Batch jobs on Control-M: PMT_RECON_EOD fails when the FX file "
            "is late - rerun manually\n3. Client contacts: Dan Walsh (VP Payments), Priya Raman (QA)\n4. Open defects: "
            "MTB-2214, MTB-2231\n")


def t_essay(n):
    qs = {1: "Essay 1: What are your career goals and how will the ISB PGP help you achieve them? (300 words)",
          2: "Essay 2: Describe a situation where you had to influence without authority. (300 words)"}
    body = {1: "I have spent seven years building payment systems for a US bank at Vertex. I want to move from "
               "delivering someone else's roadmap to owning a product and a P&L: first as a product leader in fintech, "
               "later by building a company for Indian SMEs, whose finance teams still reconcile GST by hand...",
            2: "In 2021 our client wanted to delay the ISO 20022 migration by a year. I had no authority over the "
               "client's architects, but I built a small prototype over two weekends that showed..."}
    return lambda r, dt: f"{qs[n]}\nDraft {r.randint(3, 6)} - {_dd(dt)}\n\n{body[n]}\n\n[word count: {r.randint(290, 340)}]\n"


def t_gmat(r, dt):
    return ("GMAT Focus Edition - Official Score Report\nCandidate: Siddharth Ramesh Hegde  Appointment: 12 August 2023, "
            "Pearson VUE Bengaluru\nTotal score: 675 (91st percentile)\nQuantitative Reasoning 84  Verbal Reasoning 83  "
            "Data Insights 80\nScore sent to: Indian School of Business - PGP\n")


def t_schools(r, dt):
    return ("School;Programme;Deadline;Fee;Status\nISB Hyderabad;PGP 2024-25;Round 1: 15 Sep 2023;Rs. 4,720;Essays draft 4\n"
            "IIM Bangalore;PGPEM;30 Sep 2023;Rs. 3,000;Not started\nINSEAD;MBA Jan 2025;Round 1: 20 Sep 2023;EUR 275;Dropped\n"
            "IIM Ahmedabad;PGPX;Oct 2023;Rs. 3,000;Maybe\n")


def t_recommender(r, dt):
    return ("Brief for my recommenders - Suresh Iyengar (manager) and Dan Walsh (client VP)\nPlease mention: 1) the ISO "
            "20022 prototype, 2) leading a team of 11 across Bengaluru and Charlotte, 3) the 2022 production incident and "
            "the post-mortem.\nISB recommendation form closes 15 Sept 2023. Thank you for doing this!\n")


def t_mba_decision(r, dt):
    return ("not applying this year. thoughts, 3 Sept 2023:\n- Arjun has the recon idea and 2 distributors ready to pay "
            "for a pilot\n- ISB fee 40L+ vs runway of 18 months on savings\n- if Tantu fails in 2 years I can apply at 31, "
            "still fine\n- tell Suresh and Dan the recommendations are not needed, apologise\n")


def t_jp_flight(r, dt):
    return ("Singapore Airlines - e-ticket itinerary/receipt\nPassengers: HEGDE/SIDDHARTH MR, SRIVASTAVA/MEERA MS\n"
            "SQ 511 BLR-SIN 04 Apr 2025 23:45 ; SQ 638 SIN-NRT 05 Apr 2025 08:00\nSQ 619 KIX-SIN 16 Apr 2025 11:05 ; "
            "SQ 502 SIN-BLR 16 Apr 2025 20:05\nFare incl. taxes: Rs. 1,42,380 (2 adults)\nPNR 6QZ4TK\n")


def t_jp_visa(r, dt):
    return ("Ministry of Foreign Affairs of Japan - eVISA issuance notice\nName: HEGDE SIDDHARTH RAMESH  Nationality: India"
            "\nType: Temporary visitor, single entry, stay 30 days  Purpose: tourism\nValid until: 27 June 2025\nPlease "
            "show this screen at the airline check-in and at immigration.\n")


def t_jp_hotel(r, dt):
    return ("Booking.com - confirmation 4419837261\nHotel Gracery Shinjuku, Kabukicho 1-19-1, Tokyo\nCheck-in Sat 5 Apr "
            "2025, check-out Wed 9 Apr 2025\n2 rooms (Siddharth + Meera; Rohan + Divya)  Total JPY 168,400\n")


def t_jp_itinerary(r, dt):
    days = ["Tokyo - Shinjuku, Gyoen (sakura)", "Tokyo - Asakusa, Senso-ji, teamLab Planets", "Tokyo - Kamakura day trip",
            "Tokyo - Shibuya, Harajuku", "Shinkansen to Kyoto", "Kyoto - Fushimi Inari, Gion", "Kyoto - Arashiyama",
            "Nara day trip", "Hiroshima + Miyajima", "Osaka - Dotonbori", "Osaka - Universal Studios", "Fly home from KIX"]
    return "Day;Date;Plan;Stay\n" + "\n".join(
        f"{i + 1};{(datetime(2025, 4, 5) + timedelta(days=i)):%d %b};{p};{'Tokyo' if i < 4 else 'Kyoto' if i < 8 else 'Osaka'}"
        for i, p in enumerate(days))


def t_jp_split(r, dt):
    rows = ["Date,Description,Category,Cost,Currency,Siddharth,Meera,Rohan,Divya"]
    for i, (d, c) in enumerate((("Suica top-up", 12000), ("Ichiran ramen", 5960), ("teamLab tickets", 15200),
                                ("Kyoto ryokan dinner", 38000), ("JR Pass x4", 200000), ("Don Quijote", 8400),
                                ("USJ tickets", 39600), ("Okonomiyaki Hiroshima", 7200))):
        rows.append(f"2025-04-{5 + i:02d},{d},General,{c},JPY,{c // 4},{c // 4},{c // 4},{c - 3 * (c // 4)}")
    return "\n".join(rows) + "\n"


def t_jrpass(r, dt):
    return ("JAPAN RAIL PASS - Exchange order / e-ticket\nOrdinary 7-day pass, 4 adults\nHEGDE SIDDHARTH, SRIVASTAVA "
            "MEERA, KULKARNI ROHAN, MENON DIVYA\nActivate at JR East Travel Service Center, Tokyo station\nFirst day of "
            "use: 9 April 2025\n")


def t_goa(r, dt):
    return ("MakeMyTrip - Booking ID NH7018823461\nAlila Diwa Goa, Majorda  23-26 December 2023 (3 nights)\n1 room, "
            "2 adults (Siddharth Hegde, Meera Srivastava)\nIndiGo 6E 585 BLR-GOI 23 Dec, 6E 6134 GOI-BLR 26 Dec\n"
            "Total paid Rs. 58,412\n")


# --------------------------------------------------------------------------- reference (Resources)

SAARU_KN = ("ಅಮ್ಮನ ತಿಳಿಸಾರು\n\nಬೇಕಾಗುವ ಸಾಮಗ್ರಿಗಳು:\n- ತೊಗರಿ ಬೇಳೆ ಅರ್ಧ ಕಪ್ (ಕುಕ್ಕರ್‌ನಲ್ಲಿ 4 ಸೀಟಿ)\n- ಟೊಮೇಟೊ 2\n"
            "- ಹುಣಸೆಹಣ್ಣು ನೆಲ್ಲಿಕಾಯಿ ಗಾತ್ರ\n- ಸಾರಿನ ಪುಡಿ 2 ಚಮಚ\n- ಬೆಲ್ಲ ಸ್ವಲ್ಪ, ಉಪ್ಪು ರುಚಿಗೆ\n- ಒಗ್ಗರಣೆಗೆ: ತುಪ್ಪ, "
            "ಸಾಸಿವೆ, ಜೀರಿಗೆ, ಇಂಗು, ಕರಿಬೇವು\n\nಮಾಡುವ ವಿಧಾನ: ಹುಣಸೆ ನೀರು, ಟೊಮೇಟೊ, ಸಾರಿನ ಪುಡಿ, ಬೆಲ್ಲ, ಉಪ್ಪು ಹಾಕಿ "
            "ಕುದಿಸಿ. ಬೇಯಿಸಿದ ಬೇಳೆ ಸೇರಿಸಿ ನೀರು ಹಾಕಿ ಒಂದು ಕುದಿ ಬರಿಸಿ. ಕೊತ್ತಂಬರಿ ಸೊಪ್ಪು ಹಾಕಿ ಒಗ್ಗರಣೆ ಕೊಡಿ.\n"
            "(ಅಮ್ಮ ಫೋನ್‌ನಲ್ಲಿ ಹೇಳಿದ್ದು)\n")
BBB_KN = ("ಬಿಸಿಬೇಳೆ ಬಾತ್ - ಅಮ್ಮನ ವಿಧಾನ\nಅಕ್ಕಿ 1 ಕಪ್, ತೊಗರಿ ಬೇಳೆ ಮುಕ್ಕಾಲು ಕಪ್, ತರಕಾರಿ (ಬೀನ್ಸ್, ಕ್ಯಾರೆಟ್, ಬಟಾಣಿ, "
          "ಆಲೂಗಡ್ಡೆ), ಹುಣಸೆ ರಸ, ಬಿಸಿಬೇಳೆ ಬಾತ್ ಪುಡಿ 3 ಚಮಚ, ಬೆಲ್ಲ, ತುಪ್ಪ, ಗೋಡಂಬಿ.\nಅಕ್ಕಿ ಬೇಳೆ ಒಟ್ಟಿಗೆ ಮೆತ್ತಗೆ "
          "ಬೇಯಿಸಿ; ತರಕಾರಿಯನ್ನು ಹುಣಸೆ ರಸದಲ್ಲಿ ಬೇಯಿಸಿ ಪುಡಿ ಸೇರಿಸಿ; ಎಲ್ಲ ಬೆರೆಸಿ ತುಪ್ಪದ ಒಗ್ಗರಣೆ ಕೊಡಿ. ಖಾರಾ ಬೂಂದಿ "
          "ಜೊತೆ ಬಡಿಸು.\n")
DAL_HI = ("दाल तड़का – मीरा की मम्मी की रेसिपी\nअरहर दाल 1 कप, प्याज़ 1, टमाटर 2, लहसुन 6 कली, अदरक, जीरा, हींग, "
          "कश्मीरी लाल मिर्च, घी\nदाल को हल्दी और नमक के साथ 3 सीटी तक पकाएँ। घी गरम करके जीरा, हींग, लहसुन डालें, "
          "फिर प्याज़-टमाटर भूनें। दाल मिलाएँ, ऊपर से लाल मिर्च का तड़का और हरा धनिया।\n")


def t_talk(title, points):
    return lambda r, dt: f"# {title}\n\n" + "\n".join(f"- {p}" for p in points) + "\n"


TALKS = [
    ("SaaSBoomi Annual 2025 - Pricing for the Indian mid-market.md", "SaaSBoomi Annual 2025 - pricing for Indian mid-market",
     ["price per GSTIN/entity, not per seat - finance teams are small", "annual upfront with 15% discount beats monthly",
      "CFO signs, accountant uses: sell outcomes (days to close)", "never discount below the implementation cost"]),
    ("YC - How to raise a seed round (notes).md", "YC Startup School - how to raise a seed round",
     ["raise when you have a story, not when you run out of money", "run a tight process: all meetings in 2-3 weeks",
      "SAFEs / CCDs are fast; priced rounds need counsel", "the lead sets the terms, angels follow"]),
    ("Freshworks founder talk - selling to SMBs.md", "Building a global SaaS from Chennai - founder fireside",
     ["inside sales works for SMB; field sales for mid-market", "support is the product in year one",
      "hire for the next 18 months, not the next 5 years"]),
    ("Rootconf 2025 - Postgres at scale.md", "Rootconf 2025 - running Postgres for multi-tenant SaaS",
     ["schema-per-tenant breaks after ~2k tenants", "use row-level security with tenant_id",
      "pg_partman for time-partitioned tables", "pgbouncer transaction mode + prepared statements gotchas"]),
]


def t_pg_cheat(r, dt):
    return ("# postgres cheat sheet\n\n```sql\n-- slow queries\nSELECT query, calls, mean_exec_time FROM pg_stat_statements "
            "ORDER BY mean_exec_time DESC LIMIT 20;\n-- table sizes\nSELECT relname, pg_size_pretty(pg_total_relation_size(relid))"
            " FROM pg_catalog.pg_statio_user_tables ORDER BY 2 DESC;\n-- kill idle in transaction\nSELECT pg_terminate_backend(pid)"
            " FROM pg_stat_activity WHERE state = 'idle in transaction';\n```\n")


def t_git_tricks(r, dt):
    return ("git tricks\n- git switch -c feature/x\n- git rebase -i HEAD~5  (squash fixups)\n- git bisect start; git bisect "
            "bad; git bisect good v1.4\n- git worktree add ../hotfix main\n- git log --oneline --graph --all\n")


def _c(s: str):
    return lambda r, dt: s


CODE_README = ("# gst2b-matcher\n\nRecon v2 service: fetches GSTR-2B through the GSP, normalises invoice numbers and matches "
               "them against the Tally purchase register.\n\n```\nuv sync\nuv run pytest\nuv run gst2b match --gstin "
               "29AADCC3390P1ZX --period 032026 --books fixtures/coastal_books.csv\n```\n\nOwner: Kavya / Arjun. Ships with "
               "Recon v2 (31 Jul 2026).\n")
CODE_PYPROJECT = ('[project]\nname = "gst2b-matcher"\nversion = "0.4.0"\nrequires-python = ">=3.12"\ndependencies = '
                  '["httpx>=0.27", "pydantic>=2.7", "rapidfuzz>=3.9", "lxml>=5.2"]\n\n[project.scripts]\ngst2b = '
                  '"gst2b.cli:main"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n')
CODE_MATCHER = ('"""Match GSTR-2B rows against the purchase register."""\nfrom __future__ import annotations\n\n'
                'from dataclasses import dataclass\n\nfrom rapidfuzz.distance import Levenshtein\n\nfrom .normalise import '
                'invoice_key\n\n\n@dataclass\nclass Row:\n    gstin: str\n    invoice_no: str\n    date: str\n    taxable: '
                'float\n\n\ndef match(b2b: list[Row], books: list[Row]) -> dict[str, str]:\n    by_key = {(r.gstin, '
                'invoice_key(r.invoice_no)): r for r in books}\n    out = {}\n    for row in b2b:\n        hit = by_key.get((row.'
                'gstin, invoice_key(row.invoice_no)))\n        if hit is None:\n            cands = [b for b in books if b.gstin == '
                'row.gstin and Levenshtein.distance(invoice_key(b.invoice_no), invoice_key(row.invoice_no)) <= 2]\n'
                '            hit = cands[0] if len(cands) == 1 else None\n        if hit is None:\n            out[row.invoice_no] '
                '= "missing_in_books"\n        elif abs(hit.taxable - row.taxable) <= 1:\n            out[row.invoice_no] = '
                '"matched"\n        else:\n            out[row.invoice_no] = "mismatch_amount"\n    return out\n')
CODE_NORM = ('import re\n\n_PREFIX = re.compile(r"^(INV|TI|GST|BILL)[-/ ]*", re.I)\n\n\ndef invoice_key(no: str) -> str:\n'
             '    """\'INV/25-26/0042\' and \'42\' should meet: drop prefixes, FY tags, zeros."""\n    s = _PREFIX.sub("", no.'
             'strip().upper())\n    s = re.sub(r"\\b\\d{2}-\\d{2}\\b", "", s)\n    s = re.sub(r"[^A-Z0-9]", "", s)\n    return '
             's.lstrip("0") or "0"\n')
CODE_TALLY = ('"""Read purchase vouchers from Tally Prime over its XML port."""\nimport httpx\n\nENVELOPE = """<ENVELOPE><HEADER>'
              '<TALLYREQUEST>Export Data</TALLYREQUEST></HEADER><BODY><EXPORTDATA><REQUESTDESC><REPORTNAME>Voucher Register'
              '</REPORTNAME><STATICVARIABLES><SVFROMDATE>{start}</SVFROMDATE><SVTODATE>{end}</SVTODATE><VOUCHERTYPENAME>Purchase'
              '</VOUCHERTYPENAME></STATICVARIABLES></REQUESTDESC></EXPORTDATA></BODY></ENVELOPE>"""\n\n\ndef fetch(host: str, '
              'start: str, end: str) -> bytes:\n    resp = httpx.post(f"http://{host}:9000", content=ENVELOPE.format(start=start, '
              'end=end), timeout=60)\n    resp.raise_for_status()\n    return resp.content\n')
CODE_TEST = ('from gst2b.matcher import Row, match\nfrom gst2b.normalise import invoice_key\n\n\ndef test_key():\n    assert '
             'invoice_key("INV/25-26/0042") == invoice_key("42")\n\n\ndef test_match_fuzzy():\n    b2b = [Row("29AAACS1234F1Z5", '
             '"SG/1187", "2026-03-04", 15400.0)]\n    books = [Row("29AAACS1234F1Z5", "SG1178", "2026-03-04", 15400.0)]\n    '
             'assert match(b2b, books) == {"SG/1187": "matched"}\n')
CODE_FIXTURE = ('{"gstin": "29AADCC3390P1ZX", "rtnprd": "032026", "docdata": {"b2b": [{"ctin": "29AAACS1234F1Z5", "trdnm": '
                '"SRI SAI PACKAGING", "inv": [{"inum": "SG/1187", "dt": "04-03-2026", "val": 18172, "txval": 15400, '
                '"camt": 1386, "samt": 1386}]}, {"ctin": "32AABCK7781M1Z2", "trdnm": "KERALA COIR TRADERS", "inv": [{"inum": '
                '"KCT-0093", "dt": "11-03-2026", "val": 23600, "txval": 20000, "iamt": 3600}]}]}}\n')
CODE_DOCKER = ('FROM python:3.12-slim\nWORKDIR /app\nCOPY pyproject.toml uv.lock ./\nRUN pip install uv && uv sync --frozen '
               '--no-dev\nCOPY src ./src\nCMD ["uv", "run", "gst2b", "serve", "--port", "8080"]\n')


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
        dt = (NOW - timedelta(days=age)).replace(tzinfo=None)
        if callable(content):
            content = content(r, dt)
        if isinstance(content, bytes):
            return content
        ext = rel.rsplit(".", 1)[-1].lower()
        if ext == "pdf":
            return _pdf(_lat(content))
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

    def hard(rel: str, bucket: str, topic: str, age: float, content) -> None:
        add(rel, bucket, topic, age, content, True)

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def blob(head: bytes, n: int = 1500):
        return lambda r, dt: _blob(r, head, n)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    T, W = "Tantu", "Wedding"
    DMG, PKG, ZIP, EXE = b"\x78\x01\x73\x0d\x62\x62\x60", b"xar!\x00\x1c\x00\x01", b"PK\x03\x04\x14\x00", b"MZ\x90\x00\x03"
    lock = lambda r, dt: b"\x0fSiddharth Hegde" + b"\x00" * 38 + b"\x0fSiddharth Hegde" + b"\x00" * 80  # noqa: E731

    # ------------------------------------------------------------ Tantu: the seed round (Projects)
    fr = "Documents/Tantu/Fundraise/Seed 2026"
    add(f"{fr}/Pitch deck/Tantu Seed Deck v3.pdf", P, T, 96, t_deck(3))
    add(f"{fr}/Pitch deck/Tantu Seed Deck v5.pdf", P, T, 61, t_deck(5))
    add(f"{fr}/Pitch deck/Tantu Seed Deck v6 - Kalpa IC.pdf", P, T, 25, t_deck(6))
    add(f"{fr}/Pitch deck/Tantu Seed Deck v6.key", P, T, 25, blob(ZIP, 2500))
    add(f"{fr}/Investor pipeline.csv", P, T, 19, t_pipeline)
    add(f"{fr}/Term sheet/Kalpa Ventures - Term Sheet (signed).pdf", P, T, 20, t_term_sheet)
    add(f"{fr}/Term sheet/Kalpa TS - Lexwise comments.docx", P, T, 27, t_term_sheet)
    add(f"{fr}/Cap table - post seed.xlsx", P, T, 14, t_cap_table)
    add(f"{fr}/Financial model v4.xlsx", P, T, 33, t_fin_model)
    add(f"{fr}/DD/DD checklist - Saraf & Iyer.xlsx", P, T, 9, t_dd_checklist)
    add(f"{fr}/DD/Valuation report - Vinod Kamath RV.pdf", P, T, 6, t_valuation)
    add(f"{fr}/DD/IP assignment - Rahul Gowda (unsigned).docx", P, T, 8, lambda r, dt: (
        f"DEED OF ASSIGNMENT OF INTELLECTUAL PROPERTY\nBetween Rahul Gowda (Assignor) and {CO} (Assignee)\nThe Assignor "
        "assigns to the Company all rights in software, documentation and inventions created in the course of employment "
        "since 1 June 2024, including the Tantu Recon codebase.\nRequired as a condition precedent to the Series Seed closing.\n"))
    add(f"{fr}/DD/Data room index.md", P, T, 7, _c(
        "# Tantu data room (Kalpa DD)\n\n1. Corporate - COI, MoA, AoA, board minutes, registers\n2. Cap table and 2024 "
        "angel CCD conversion (PAS-3)\n3. Tax - GST returns, TDS returns, ITR of the company\n4. Financials - FY25 audit, "
        "MIS Apr-May 2026\n5. Commercial - customer MSAs and order forms\n6. HR - offer letters, IP assignments\n7. Tech - "
        "architecture note, OSS licence report\n"))
    add(f"{fr}/Legal/SHA draft v3 (Lexwise).docx", P, T, 4, t_sha)
    add(f"{fr}/Legal/~$A draft v3 (Lexwise).docx", L, "System", 4, lock)
    add(f"{fr}/Legal/SSA draft v2.docx", P, T, 5, t_ssa)
    add(f"{fr}/Investor updates/Investor update - May 2026.eml", P, T, 1, t_inv_update)
    add(f"{fr}/Investor updates/Investor update - April 2026.eml", P, T, 31, t_inv_update)
    add(f"{fr}/Kalpa - next steps.eml", P, T, 24, t_kalpa_mail)
    dot("Documents/Tantu/Fundraise/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 60, 6)

    # ------------------------------------------------------------ Tantu: Recon v2 (Projects), v1 and the pilot (Archive)
    pv = "Documents/Tantu/Product/Recon v2"
    add(f"{pv}/PRD - Recon v2.docx", P, T, 68, t_prd_v2)
    add(f"{pv}/GST 2B matching - spec.md", P, T, 44, t_spec_2b)
    add(f"{pv}/Tally connector - spec.md", P, T, 37, t_tally_spec)
    add(f"{pv}/Sprint plan S12-S14.xlsx", P, T, 11, t_sprint)
    add(f"{pv}/Release checklist.md", P, T, 3, t_release)
    add(f"{pv}/GSP comparison.xlsx", P, T, 52, _c(
        "GSP;Per API call;Annual minimum;2B download;Sandbox\nMasters India;Rs 0.35;Rs 1,20,000;yes;yes\nClearTax GSP;Rs 0.50;"
        "Rs 2,00,000;yes;yes\nIRIS GST;Rs 0.30;Rs 1,50,000;yes;on request\nDecision: Masters India (signed 20 Apr)\n"))
    for n, a in (("ITC at risk dashboard", 29), ("Match review screen", 22), ("Tally agent setup", 16)):
        photo(f"{pv}/Wireframes/{n} v2.png", P, T, a)
    g = "code/gst2b-matcher"
    for rel, body, a in (("README.md", CODE_README, 6), ("pyproject.toml", CODE_PYPROJECT, 20),
                         ("src/gst2b/__init__.py", '__version__ = "0.4.0"\n', 20), ("src/gst2b/matcher.py", CODE_MATCHER, 2),
                         ("src/gst2b/normalise.py", CODE_NORM, 9), ("src/gst2b/tally.py", CODE_TALLY, 4),
                         ("tests/test_matcher.py", CODE_TEST, 2), ("fixtures/coastal_2b_032026.json", CODE_FIXTURE, 15),
                         ("Dockerfile", CODE_DOCKER, 18)):
        add(f"{g}/{rel}", P, T, a, body)
    dot(f"{g}/.gitignore", b".venv/\n__pycache__/\n*.pyc\n.env\nfixtures/private/\n", 20)
    p1 = "Documents/Tantu/Product/Recon v1"
    add(f"{p1}/PRD - Recon v1 (frozen).docx", X, T, 332, t_prd_v1)
    add(f"{p1}/Launch plan Aug 2025.docx", X, T, 301, t_launch_v1)
    add(f"{p1}/launch post - LinkedIn.md", X, T, 293, _c(
        "Today we are launching Tantu Recon.\n\nIf you run finance at a distributor, you know the 20th of every month: "
        "matching 2A with the purchase register line by line. Recon does it in minutes. 3 design partners, 92% auto-match.\n"
        "#GST #SaaS #Bengaluru\n"))
    add(f"{p1}/Beta feedback.xlsx", X, T, 268, _c(
        "Customer;Feedback;Severity;Fixed in\nShree Ganesh Pharma;Excel upload fails above 10k rows;High;1.0.3\nCoastal Agro;"
        "wants supplier-wise summary;Medium;1.1\nSri Balaji;Tamil Nadu GSTIN not picked;High;1.0.2\n"))
    add("Documents/Tantu/Customers/Old pilots/Sri Balaji - SOW.pdf", X, T, 244, t_pilot)
    add("Documents/Tantu/Customers/Old pilots/Sri Balaji - pilot closure.eml", X, T, 148, t_pilot_end)
    add("Documents/Tantu/Customers/Old pilots/Sri Balaji - pilot report.docx", X, T, 139, _c(
        "Sri Balaji Distributors - pilot report (Oct-Dec 2025)\nAuto-match rate: 84% (target 80%)\nMonthly close: 4 days "
        "(from 9)\nOutcome: not converted - moving to SAP Business One\nLesson: ask about ERP migration plans in qualification\n"))

    # ------------------------------------------------------------ Tantu: running the company (Areas)
    cp = "Documents/Tantu/Compliance"
    add(f"{cp}/GST/GSTR-3B ack - Mar 2026.pdf", A, T, 52, t_gstr3b)
    add(f"{cp}/GST/GSTR-3B ack - Apr 2026.pdf", A, T, 21, t_gstr3b)
    add(f"{cp}/GST/GSTR-1 Apr 2026.pdf", A, T, 21, t_gstr1)
    add(f"{cp}/GST/GST registration certificate REG-06.pdf", A, T, 786, _c(
        f"FORM GST REG-06 - Registration Certificate\nGSTIN 29AAKCT4821M1ZQ\nLegal name: {CO.upper()}\nConstitution: "
        "Private Limited Company\nAddress of principal place of business: WorkNest, 27th Main Road, HSR Layout, Bengaluru\n"
        "Date of liability: 02/04/2024\n"))
    add(f"{cp}/TDS/Challan 281 - Apr 2026.pdf", A, T, 26, t_tds_challan)
    add(f"{cp}/TDS/Challan 281 - Mar 2026.pdf", A, T, 58, t_tds_challan)
    add(f"{cp}/TDS/24Q Q4 FY26 provisional receipt.pdf", A, T, 2, t_24q)
    add(f"{cp}/ROC/AOC-4 FY24-25 SRN.pdf", A, T, 221, t_aoc4)
    add(f"{cp}/ROC/MGT-7A FY24-25.pdf", A, T, 209, t_mgt7a)
    add(f"{cp}/ROC/Certificate of Incorporation.pdf", A, T, 809, t_coi)
    add(f"{cp}/ROC/MoA - Tantu Labs.pdf", A, T, 812, t_moa)
    add(f"{cp}/ROC/DIR-3 KYC Siddharth 2025.pdf", A, T, 247, _c(
        "MCA - Form DIR-3 KYC WEB\nDIN 10582214  Name: SIDDHARTH RAMESH HEGDE\nMobile and e-mail verified by OTP\nStatus: "
        "Approved  (filed for FY 2025-26)\n"))
    for a, n in ((64, "fourth"), (163, "third"), (262, "second")):
        add(f"{cp}/Board minutes/Board meeting {_dd(NOW - timedelta(days=a)).replace('/', '-')}.docx", A, T, a, t_minutes(n.upper()))
    add(f"{cp}/Payroll/Salary register Apr 2026.xlsx", A, T, 30, t_payroll)
    add(f"{cp}/Payroll/Salary register May 2026.xlsx", A, T, 0.5, t_payroll)
    add(f"{cp}/Payroll/PT e-payment May 2026.pdf", A, T, 12, t_pt)
    add(f"{cp}/Legal/Co-founders agreement (signed).pdf", A, T, 801, t_cofounder)
    add(f"{cp}/Legal/Mutual NDA - template.docx", A, T, 420, _c(
        f"MUTUAL NON-DISCLOSURE AGREEMENT\n{CO} and [Counterparty]\nConfidential information includes customer financial "
        "data, GST returns, pricing and product roadmaps. Term: 2 years. Governing law: India, courts at Bengaluru.\n"))
    cu = "Documents/Tantu/Customers"
    for ci, (sub, age_msa, invs) in enumerate((("Shree Ganesh Pharma", 262, (64, 33, 3)), ("Coastal Agro", 240, (33, 3)),
                                              ("Nandi Auto", 200, (95, 64, 33, 3)), ("Vaibhav Electricals", 150, (33,)),
                                              ("Malnad Spices", 88, (3,)))):
        add(f"{cu}/{sub}/MSA - {sub} (signed).pdf", A, T, age_msa, t_msa(ci))
        for a in invs:
            dt = NOW - timedelta(days=a)
            add(f"{cu}/{sub}/Invoices/TL-{_fy(dt)[2:]}-{dt:%b}.pdf", A, T, a, t_invoice(ci, 120 + ci * 7 + int(a) % 50))
    add(f"{cu}/Nandi Auto/Order form - 3 plants.pdf", A, T, 70, t_order_form(2))
    add(f"{cu}/Coastal Agro/Order form - renewal draft.docx", A, T, 2, t_order_form(1))
    for n, role, ctc, a in (("Kavya Shenoy", "Senior Backend Engineer", 2200000, 420),
                            ("Fathima Zehra", "Frontend Engineer", 1250000, 260), ("Pradeep Kulal", "Customer Success Lead", 1080000, 190)):
        add(f"Documents/Tantu/Team/Offer letter - {n}.pdf", A, T, a, t_offer(n, role, ctc))
    ac = "Documents/Tantu/Accounts"
    add(f"{ac}/AWS invoice Apr 2026.pdf", A, T, 29, t_aws)
    add(f"{ac}/HDFC current a-c May 2026.csv", A, T, 1, t_co_bank)
    add(f"{ac}/Ramaswamy & Bhat - Apr 2026.pdf", A, T, 22, t_ca_invoice)
    add(f"{ac}/Google Workspace invoice May 2026.pdf", A, T, 1, lambda r, dt: (
        f"Google Cloud India Pvt Ltd - Invoice {r.randint(10**9, 10**10)}\nBill to {CO}, GSTIN 29AAKCT4821M1ZQ\nGoogle "
        "Workspace Business Starter x 9 users, May 2026\nSubtotal Rs. 1,134.00 + IGST Rs. 204.12\n"))
    add("Documents/Tantu/Reference/GST for SaaS - notes from CA Bhat.txt", R, T, 400, t_gst_ref)
    add("Documents/Tantu/Reference/CBIC circular 170-02-2022 (ITC reporting).pdf", R, T, 380, _c(
        "Circular No. 170/02/2022-GST\nGovernment of India, Ministry of Finance, Central Board of Indirect Taxes and Customs\n"
        "Subject: Mandatory furnishing of correct and proper information of inter-State supplies and amounts of ITC "
        "availed, reversed and ineligible in FORM GSTR-3B\n"))
    add("Documents/Tantu/Reference/DPIIT startup recognition - benefits.pdf", R, T, 700, _c(
        "Startup India - benefits for DPIIT-recognised startups\nSection 80-IAC tax holiday (3 of 10 years)\nSelf-"
        "certification under labour laws\nFast-tracked patents with 80% fee rebate\n"))
    dot("Documents/Tantu/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 60, 2)

    # ------------------------------------------------------------ personal money (Areas Finance)
    pe = "Documents/Personal"
    add(f"{pe}/Tax/ITR-V AY 2024-25.pdf", A, "Finance", 683, t_itrv("2024-25"))
    add(f"{pe}/Tax/ITR-V AY 2025-26.pdf", A, "Finance", 318, t_itrv("2025-26"))
    add(f"{pe}/Tax/Form 16 FY 2024-25 - Tantu.pdf", A, "Finance", 352, t_form16("2024-25"))
    add(f"{pe}/Tax/AIS FY 2025-26.pdf", A, "Finance", 17, t_ais)
    add(f"{pe}/Tax/Computation AY 2026-27 (draft).pdf", A, "Finance", 5, t_tax_calc)
    add(f"{pe}/Tax/New regime slabs FY25-26.pdf", R, "Finance", 420, t_tax_guide)
    add(f"{pe}/Investments/PPF/PPF statement SBI 2026.csv", A, "Finance", 55, t_ppf)
    add(f"{pe}/Investments/PPF/PPF deposit Apr 2026.pdf", A, "Finance", 56, t_ppf_receipt)
    add(f"{pe}/Investments/Mutual funds/CAS May 2026.pdf", A, "Finance", 3, t_cas)
    add(f"{pe}/Investments/Mutual funds/CAS Dec 2025.pdf", A, "Finance", 152, t_cas)
    add(f"{pe}/Investments/Mutual funds/Capital gains FY25-26.xlsx", A, "Finance", 50, t_capgains)
    add(f"{pe}/Investments/EPF passbook (Vertex UAN).pdf", A, "Finance", 40, t_epf)
    add(f"{pe}/Bank/ICICI statement Apr 2026.csv", A, "Finance", 30, t_bank)
    add(f"{pe}/Bank/ICICI statement Mar 2026.csv", A, "Finance", 61, t_bank)
    add(f"{pe}/Bank/HDFC Regalia statement May 2026.pdf", A, "Finance", 7, t_cc)

    # ------------------------------------------------------------ the flat (Areas Home), Whitefield (Archive Home)
    fl = f"{pe}/Flat - Indiranagar"
    add(f"{fl}/Rent agreement 2026-27 (signed).pdf", A, "Home", 92, t_rent_agreement)
    add(f"{fl}/Rent agreement 2024-25.pdf", A, "Home", 822, t_rent_agreement)
    add(f"{fl}/Rent agreement 2026 - draft.docx", A, "Home", 100, t_rent_agreement)
    for a in (92, 61, 30):
        add(f"{fl}/Rent receipts/Rent receipt {(NOW - timedelta(days=a)):%b %Y}.pdf", A, "Home", a, t_rent_receipt)
    add(f"{fl}/BESCOM/BESCOM bill Apr 2026.pdf", A, "Home", 38, t_bescom)
    add(f"{fl}/BESCOM/BESCOM bill May 2026.pdf", A, "Home", 8, t_bescom)
    add(f"{fl}/ACT Fibernet May 2026.pdf", A, "Home", 12, t_act)
    add(f"{fl}/Cook and maid 2026.xlsx", A, "Home", 2, t_help)
    add(f"{fl}/Geyser - mail to owner.eml", A, "Home", 16, t_landlord_mail)
    wf = f"{pe}/Flat - Indiranagar/Old - Whitefield"
    add(f"{wf}/Rental agreement Whitefield.pdf", X, "Home", 1555, t_wf_agreement)
    add(f"{wf}/Deposit refund letter.docx", X, "Home", 806, t_wf_refund)
    add(f"{wf}/Move-out checklist.txt", X, "Home", 826, _c(
        "Whitefield move-out (28 Feb 2024)\n- meter reading BESCOM: 41827\n- keys: 3 sets + mailbox\n- photos of walls, "
        "kitchen, balcony (taken)\n- ACT router returned, ticket 88213410\n- forwarding address: Indiranagar\n"))
    photo(f"{wf}/move-out photos/IMG_0712.JPG", X, "Home", 825)
    photo(f"{wf}/move-out photos/IMG_0715.JPG", X, "Home", 825)

    # ------------------------------------------------------------ parents: insurance and health; own insurance, health, IDs, bike
    aa = f"{pe}/Amma-Appa"
    add(f"{aa}/Niva Bupa/Policy schedule 2025-26.pdf", A, "Insurance", 338, t_nb_policy)
    add(f"{aa}/Niva Bupa/Renewal notice 2026.pdf", A, "Insurance", 9, t_nb_renewal)
    add(f"{aa}/Niva Bupa/Premium receipt Jun 2025.pdf", A, "Insurance", 336, t_nb_receipt)
    add(f"{aa}/Niva Bupa/Claim - Appa angioplasty/Settlement letter.pdf", A, "Insurance", 244, t_nb_settle)
    add(f"{aa}/Niva Bupa/Claim - Appa angioplasty/Claim form part A.pdf", A, "Insurance", 252, _c(
        "Niva Bupa - Claim form Part A (to be filled by the insured)\nPolicy holder: Siddharth Hegde  Patient: Ramesh Hegde"
        "\nHospital: JSS Hospital, Mysuru  Date of admission: 16/09/2025\nNature of illness: chest pain, CAD\nCashless "
        "pre-authorisation no. PA-88120455\n"))
    add(f"{aa}/ವಿಮೆ ನವೀಕರಣ - Appa.eml", A, "Insurance", 8, t_appa_mail)
    add(f"{aa}/Appa medical/Discharge summary JSS Sept 2025.pdf", A, "Health", 254, t_discharge)
    add(f"{aa}/Appa medical/JSS final bill.pdf", A, "Health", 254, t_hosp_bill)
    add(f"{aa}/Appa medical/Cardiology review Mar 2026.pdf", A, "Health", 71, t_rx)
    add(f"{aa}/Amma medical/TSH report Apr 2026.pdf", A, "Health", 44, t_tsh)
    add(f"{pe}/Insurance/HDFC Life term policy.pdf", A, "Insurance", 812, t_term)
    add(f"{pe}/Insurance/Term premium receipt 2025.pdf", A, "Insurance", 447, t_term_receipt)
    add(f"{pe}/Health/Lipid profile Jan 2026.pdf", A, "Health", 139, t_lipid)
    add(f"{pe}/Health/Dental - RCT invoice.pdf", A, "Health", 205, t_dental)
    photo(f"{pe}/Health/Eye prescription 2025.jpg", A, "Health", 398)
    add(f"{pe}/IDs/e-PAN.pdf", A, "Identity", 790, t_pan)
    add(f"{pe}/IDs/e-Aadhaar.pdf", A, "Identity", 805, t_aadhaar)
    photo(f"{pe}/IDs/Passport front.jpg", A, "Identity", 540)
    photo(f"{pe}/IDs/Passport back.jpg", A, "Identity", 540)
    photo(f"{pe}/IDs/Voter ID.jpg", A, "Identity", 1200)
    add(f"{pe}/IDs/BE degree certificate - VTU.pdf", A, "Identity", 1900, t_degree)
    add(f"{pe}/Bike/RC - KA03JS4417.pdf", A, "Vehicle", 1300, t_rc)
    add(f"{pe}/Bike/Acko policy 2025-26.pdf", A, "Vehicle", 205, t_bike_ins)
    add(f"{pe}/Bike/Service Apr 2026.pdf", A, "Vehicle", 47, t_bike_service)
    add(f"{pe}/Bike/PUC certificate.pdf", A, "Vehicle", 160, t_puc)

    # ------------------------------------------------------------ the wedding (Projects)
    wd = f"{pe}/Wedding"
    add(f"{wd}/Wedding budget.xlsx", P, W, 4, t_wed_budget)
    add(f"{wd}/Guest list - Hegde side.xlsx", P, W, 10, t_guests)
    add(f"{wd}/~$est list - Hegde side.xlsx", L, "System", 10, lock)
    add(f"{wd}/Guest list - Lucknow (from Rashmi aunty).xlsx", P, W, 13, t_guests)
    add(f"{wd}/Venue - Sri Kanteerava booking.pdf", P, W, 112, t_venue)
    add(f"{wd}/Caterers/Udupi Sri Krishna Caterers - quote.pdf", P, W, 40, t_caterer("UDUPI SRI KRISHNA CATERERS, "
                                                                                      "Saraswathipuram, Mysuru", 650))
    add(f"{wd}/Caterers/Sri Vinayaka Caterers - quote.pdf", P, W, 34, t_caterer("SRI VINAYAKA CATERING SERVICES, "
                                                                                "Vijayanagar 2nd Stage, Mysuru", 590))
    add(f"{wd}/Frames by Kiran - invoice.pdf", P, W, 58, t_photog)
    add(f"{wd}/Invitation - Kannada draft 2.docx", P, W, 15, INVITE_KN)
    add(f"{wd}/Invitation - Hindi (reception).docx", P, W, 12, INVITE_HI)
    add(f"{wd}/Muhurta - purohitaru.txt", P, W, 120, MUHURTA_KN)
    add(f"{wd}/Re गेस्ट लिस्ट.eml", P, W, 13, t_meera_mom)
    add(f"{wd}/Reception - Awadh Lawns booking.pdf", P, W, 95, t_reception)
    add(f"{wd}/Tanishq estimate May 2026.pdf", P, W, 18, t_jewel)
    add(f"{wd}/Honeymoon - Alaya Ubud booking.pdf", P, W, 26, t_honeymoon)
    add(f"{wd}/wedding todo.md", P, W, 1, t_wed_todo)
    add(f"{wd}/Sangeet plan.txt", P, W, 21, t_sangeet)
    for n, a in (("IMG_4410.jpg", 110), ("IMG_4412.jpg", 110), ("IMG_4418.jpg", 110), ("IMG_4530.jpg", 96)):
        photo(f"{wd}/Venue photos/{n}", P, W, a)
    for n, a in (("sherwani option 1.png", 35), ("sherwani option 2.png", 35), ("Meera lehenga shortlist.png", 30)):
        photo(f"{wd}/Outfits/{n}", P, W, a)

    # ------------------------------------------------------------ Vertex, MBA, trips (Archive)
    vx = "Documents/Vertex"
    add(f"{vx}/Offer letter 2016.pdf", X, "Career", 3650, t_vx_offer)
    add(f"{vx}/Appraisal 2021.pdf", X, "Career", 1880, t_vx_appraisal(2021, "Technology Lead"))
    add(f"{vx}/Appraisal 2022.pdf", X, "Career", 1510, t_vx_appraisal(2022, "Senior Technology Lead"))
    for a in (1037, 1006, 975):
        add(f"{vx}/Payslips/Payslip {(NOW - timedelta(days=a)):%b %Y}.pdf", X, "Career", a, t_vx_payslip)
    add(f"{vx}/Resignation.eml", X, "Career", 1035, t_vx_resign)
    add(f"{vx}/Relieving letter.pdf", X, "Career", 973, t_vx_relieving)
    add(f"{vx}/Full and final settlement.pdf", X, "Career", 945, t_vx_fnf)
    add(f"{vx}/Meridian handover notes.docx", X, "Career", 990, t_vx_handover)
    mb = "Documents/MBA 2023"
    add(f"{mb}/ISB Essay 1 - goals.docx", X, "Education", 1005, t_essay(1))
    add(f"{mb}/ISB Essay 2 - influence.docx", X, "Education", 1003, t_essay(2))
    add(f"{mb}/GMAT Focus score report.pdf", X, "Education", 1024, t_gmat)
    add(f"{mb}/School list.xlsx", X, "Education", 1060, t_schools)
    add(f"{mb}/Recommender brief.docx", X, "Education", 1012, t_recommender)
    add(f"{mb}/Resume - MBA version.pdf", X, "Education", 1010, _c(
        "SIDDHARTH HEGDE - siddu.hegde95@gmail.com\nVertex Infoservices, Senior Technology Lead (2016-present)\n- Led 11 "
        "engineers on ISO 20022 payments migration for a US bank\n- Cut EOD batch time from 5h to 80 min\nEducation: B.E. "
        "CSE, NIE Mysuru, 2016 (First class with distinction)\nGMAT Focus 675\n"))
    add(f"{mb}/GMAT prep/GMAT Official Guide 2023-24.pdf", X, "Education", 1110, _c(
        "GMAT Official Guide 2023-2024\nGMAC\nChapter 4: Quantitative Reasoning - Problem Solving\nIf x and y are positive "
        "integers such that x/y = 0.45 ...\n"))
    add(f"{mb}/GMAT prep/error log.xlsx", X, "Education", 1030, _c(
        "Q#;Section;Topic;Why wrong;Redo\nOG-PS-112;Quant;Rates;misread units;yes\nOG-CR-45;Verbal;Assumption;fell for "
        "extreme option;yes\nDI-TA-12;Data Insights;Table analysis;time;no\n"))
    tj = "Documents/Travel/Japan 2025"
    add(f"{tj}/SQ e-ticket BLR-NRT.pdf", X, "Travel", 490, t_jp_flight)
    add(f"{tj}/Japan eVISA.pdf", X, "Travel", 432, t_jp_visa)
    add(f"{tj}/Hotel Gracery Shinjuku.pdf", X, "Travel", 470, t_jp_hotel)
    add(f"{tj}/Kyoto ryokan - Yadoya Gion.pdf", X, "Travel", 468, _c(
        "Yadoya Gion (ryokan), Higashiyama-ku, Kyoto\nReservation K-55812  9-12 April 2025, 3 nights\n2 Japanese-style "
        "rooms with kaiseki dinner on 10 April\nTotal JPY 196,000 - pay at check-in\n"))
    add(f"{tj}/JR Pass exchange order.pdf", X, "Travel", 460, t_jrpass)
    add(f"{tj}/Itinerary.xlsx", X, "Travel", 440, t_jp_itinerary)
    add(f"{tj}/Splitwise - Japan trip.csv", X, "Travel", 410, t_jp_split)
    add(f"{tj}/packing list.txt", X, "Travel", 425, _c(
        "japan packing\n- passports + eVISA printout\n- Type A adapter x2\n- forex card (Niyo) + 40k yen cash\n- walking "
        "shoes, light jacket (12-18 C)\n- Meera: umbrella, power bank\n- Suica on iPhone Wallet\n"))
    add("Documents/Travel/Goa 2023/MakeMyTrip - Alila Diwa.pdf", X, "Travel", 900, t_goa)
    add("Documents/Travel/Goa 2023/IndiGo boarding pass.pdf", X, "Travel", 890, _c(
        "IndiGo - Boarding pass\nHEGDE/SIDDHARTH  6E 585  BLR-GOI  23 DEC 2023  Seat 14C  Gate 21  Boarding 06:15\n"))

    # ------------------------------------------------------------ the year folder, scans, notes (mostly hard)
    y = "Documents/2025"
    hard(f"{y}/scan0001.pdf", A, "Home", 486, t_bescom)
    hard(f"{y}/scan0002.pdf", X, "Travel", 431, t_jp_visa)
    hard(f"{y}/scan0003.pdf", A, "Health", 250, t_hosp_bill)
    hard(f"{y}/scan0006.pdf", A, "Insurance", 243, t_nb_settle)
    hard(f"{y}/scan0007.pdf", A, "Vehicle", 210, t_bike_service)
    hard(f"{y}/scan0008.pdf", A, T, 262, t_minutes("SECOND"))
    hard(f"{y}/scan0009.pdf", A, "Finance", 300, t_ppf)
    hard(f"{y}/scan0010.pdf", X, "Travel", 460, t_jp_hotel)
    hard(f"{y}/Doc 12 Jun.pdf", A, "Finance", 353, t_form16("2024-25"))
    hard(f"{y}/Scanned Document.pdf", A, "Home", 395, t_rent_receipt)
    hard(f"{y}/Scanned Document 2.pdf", A, "Vehicle", 204, t_bike_ins)
    hard(f"{y}/Scanned Document 3.pdf", X, "Career", 540, t_vx_fnf)
    hard(f"{y}/notes.txt", X, T, 305, t_launch_v1)
    hard(f"{y}/scan0011.pdf", A, T, 300, t_ca_invoice)
    photo(f"{y}/IMG_2231.jpg", R, "Photos", 470)
    sc = "Documents/Scans"
    hard(f"{sc}/Scan 2026-03-02.pdf", A, "Home", 91, t_rent_agreement)
    hard(f"{sc}/Scan 2026-05-18.pdf", P, T, 14, t_term_sheet)
    hard(f"{sc}/Scan 2026-02-09.pdf", P, W, 112, t_venue)
    hard(f"{sc}/Scan 2025-10-01.pdf", A, "Health", 243, t_rx)
    hard(f"{sc}/Scan 2026-04-22.pdf", A, "Identity", 40, t_aadhaar)
    hard(f"{sc}/Scan 2025-11-07.pdf", X, T, 206, t_pilot)
    hard("Documents/Notes/Sept 3.txt", X, "Education", 1001, t_mba_decision)
    hard("Documents/Notes/meeting 14-05.txt", P, T, 18, t_dd_notes)
    hard("Documents/Notes/Untitled 3.txt", P, W, 20, t_sangeet)
    dot("Documents/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 60, 1)

    # ------------------------------------------------------------ Desktop
    dk = "Desktop"
    hard(f"{dk}/Untitled.txt", P, T, 3, _c(
        "before Thursday:\n- chase Rahul + Fathima for IP assignment signatures\n- PAS-3 copy from CA Bhat\n- valuation "
        "report -> Lexwise\n- reply Deepa on cohort revenue + Sri Balaji churn\n- SHA: drag-along 75%, push back\n"))
    hard(f"{dk}/notes 2.txt", P, T, 5, _c(
        "2B matcher - things Kavya found\n- B2BA amendments: replace original row, don't add\n- Nandi's Tally has 3 "
        "companies in one data folder -> agent must pick company by GUID\n- fuzzy match false positives when invoice no "
        "is just '1','2' -> require same date +/- 5\n- demo to Coastal Agro 20 June\n"))
    hard(f"{dk}/Document1.docx", P, W, 11, INVITE_HI)
    hard(f"{dk}/call notes.txt", A, T, 2, t_call_notes)
    hard(f"{dk}/Untitled 2.txt", R, "Cooking", 75, SAARU_KN)
    hard(f"{dk}/Untitled 4.txt", P, W, 2, t_wed_todo)
    hard(f"{dk}/misc/draft.docx", X, "Education", 1008, t_essay(2))
    hard(f"{dk}/to discuss.txt", A, T, 9, _c(
        "with Arjun, Sat:\n- salary revision for Kavya (1.85 -> 2.1 L/month?) and Rahul from July\n- professional tax "
        "registration for the new hire in Pune? (Vaibhav onsite)\n- GST: LUT for the Singapore prospect\n- CA Bhat's fee "
        "increase to 21k\n"))
    add(f"{dk}/Tantu Seed Deck v6 - Kalpa IC copy.pdf", P, T, 25, t_deck(6))
    for n, a in (("Screenshot 2026-05-12 at 10.14.22.png", 20), ("Screenshot 2026-05-28 at 18.02.51.png", 4),
                 ("Screenshot 2026-04-30 at 09.11.07.png", 32), ("IMG_5521.HEIC", 14)):
        photo(f"{dk}/{n}", R, "Photos", a)
    dot(f"{dk}/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 60, 1)
    dot(f"{dk}/.localized", b"", 800)

    # ------------------------------------------------------------ Downloads
    dl = "Downloads"
    for rel, b, t, a, fn in (
            ("document.pdf", A, "Insurance", 447, t_term_receipt), ("document (1).pdf", A, T, 80, t_gstr3b),
            ("document (2).pdf", A, "Insurance", 338, t_nb_policy), ("document (3).pdf", P, T, 20, t_term_sheet),
            ("document (4).pdf", A, T, 209, t_mgt7a), ("download.pdf", A, "Insurance", 9, t_nb_renewal),
            ("download (1).pdf", A, T, 221, t_aoc4), ("download (2).pdf", A, "Finance", 318, t_itrv("2025-26")),
            ("download (3).pdf", A, "Vehicle", 205, t_bike_ins), ("export.csv", A, "Finance", 6, t_holdings),
            ("export (1).csv", P, T, 12, t_pipeline), ("export (2).csv", X, "Travel", 411, t_jp_split),
            ("data.csv", A, T, 33, t_co_bank), ("scan0004.pdf", A, "Health", 253, t_discharge),
            ("scan0005.pdf", A, "Home", 120, t_rent_receipt), ("Invoice.pdf", P, W, 58, t_photog),
            ("invoice (1).pdf", A, T, 60, t_aws), ("invoice (2).pdf", A, T, 52, t_ca_invoice),
            ("receipt.pdf", A, "Finance", 420, t_ppf_receipt), ("receipt (1).pdf", A, "Insurance", 336, t_nb_receipt),
            ("statement.pdf", A, "Finance", 33, t_cas), ("file.pdf", X, "Education", 1024, t_gmat),
            ("letter.pdf", X, "Career", 973, t_vx_relieving), ("output.pdf", P, T, 6, t_valuation),
            ("Print.pdf", X, "Travel", 461, t_jrpass), ("report.pdf", A, "Health", 44, t_tsh),
            ("report (1).pdf", A, "Health", 139, t_lipid), ("Book1.xlsx", P, W, 45, t_wed_budget),
            ("Book2.xlsx", A, T, 61, t_payroll), ("attachment.pdf", P, W, 40, t_caterer(
                "UDUPI SRI KRISHNA CATERERS, Saraswathipuram, Mysuru", 650)),
            ("form.pdf", A, "Vehicle", 160, t_puc), ("Doc1.docx", P, T, 10, t_sha), ("message.eml", P, W, 13, t_meera_mom),
            ("untitled.txt", R, "Cooking", 200, BBB_KN), ("temp.xlsx", A, "Finance", 49, t_capgains),
            ("Untitled spreadsheet - Sheet1.csv", P, W, 22, lambda r, dt: t_guests(r, dt).replace(";", ",")),
            ("Copy of Untitled spreadsheet.xlsx", P, T, 24, t_sprint), ("document (5).pdf", A, "Health", 204, t_dental),
            ("download (4).pdf", A, T, 20, t_gstr1), ("document (6).pdf", P, W, 94, t_reception),
            ("Untitled document.docx", X, "Education", 1012, t_recommender), ("data (1).csv", A, "Finance", 29, t_bank)):
        hard(f"{dl}/{rel}", b, t, a, fn)
    add(f"{dl}/Tantu_Recon_v2_PRD_comments.docx", P, T, 40, t_prd_v2)
    add(f"{dl}/GSTR2B_29AAKCT4821M1ZQ_042026.json", A, T, 36, _c(
        '{"data": {"gstin": "29AAKCT4821M1ZQ", "rtnprd": "042026", "gendt": "14-05-2026", "docdata": {"b2b": [{"ctin": '
        '"29AAACA7133K1ZB", "trdnm": "AMAZON WEB SERVICES INDIA PVT LTD", "inv": [{"inum": "IN-2026-88123", "txval": '
        '61812, "iamt": 11126}]}, {"ctin": "29AABFR2291P1Z4", "trdnm": "RAMASWAMY AND BHAT", "inv": [{"inum": "RB/2026-27/18", '
        '"txval": 18000, "camt": 1620, "samt": 1620}]}]}}}\n'))
    add(f"{dl}/Kalpa_Ventures_Fund_II_overview.pdf", P, T, 70, _c(
        "Kalpa Ventures Fund II - overview for founders\nSEBI-registered Category I AIF (VCF)  Corpus Rs. 400 crore\nStage: "
        "pre-seed and seed, cheques Rs. 3-8 crore\nFocus: B2B SaaS, fintech infrastructure, SMB software for Bharat\n"
        "Portfolio: 23 companies; partners Deepa Krishnan, Vikram Joshi\n"))
    add(f"{dl}/NivaBupa_Claim_Form_Part_B.pdf", A, "Insurance", 252, _c(
        "Niva Bupa - Claim form Part B (to be filled by the hospital)\nHospital: JSS Hospital, Mysuru  Patient: Ramesh Hegde"
        "\nTreating doctor: Dr. M. Prakash  Procedure code: PTCA with DES\n"))
    add(f"{dl}/BESCOM_7410298833_Mar26.pdf", A, "Home", 68, t_bescom)
    add(f"{dl}/Japan_eVISA_HEGDE.pdf", X, "Travel", 433, t_jp_visa)
    add(f"{dl}/Invitation_Kannada_v1.docx", P, W, 30, INVITE_KN)
    add(f"{dl}/Tanishq_estimate_May26.pdf", P, W, 18, t_jewel)
    add(f"{dl}/SaaSBoomi-2025-Pricing-slides.pdf", R, "Startups", 190, _c(
        "SaaSBoomi Annual 2025 - Pricing for the Indian mid-market\nSlide 4: value metric = entities, not seats\nSlide 9: "
        "annual prepay adoption 62% when offered with 15% discount\nSlide 14: the CFO/accountant split\n"))
    add(f"{dl}/Designing Data-Intensive Applications.pdf", R, "Books", 600, _c(
        "Designing Data-Intensive Applications\nThe Big Ideas Behind Reliable, Scalable, and Maintainable Systems\nMartin "
        "Kleppmann\nO'Reilly\nChapter 5. Replication\n"))
    add(f"{dl}/the-mom-test.epub", R, "Books", 780, lambda r, dt: _epub(
        "The Mom Test", "Rob Fitzpatrick", "en", "How to talk to customers and learn if your business is a good idea when "
        "everyone is lying to you."))
    for n, head, a in (("Docker.dmg", DMG, 300), ("Slack-4.43.0-macOS.dmg", DMG, 120), ("zoomusInstallerFull.pkg", PKG, 95),
                       ("googlechrome.dmg", DMG, 600), ("Postman-osx-11.2.zip", ZIP, 210), ("TallyPrime_Setup.exe", EXE, 48)):
        add(f"{dl}/{n}", R, "Software", a, blob(head, 2500))
    for n, a in (("WhatsApp Image 2026-04-03 at 19.22.11.jpeg", 59), ("WhatsApp Image 2026-05-20 at 08.41.36.jpeg", 12),
                 ("IMG_6618.JPG", 140)):
        photo(f"{dl}/{n}", R, "Photos", a)
    add(f"{dl}/ubuntu-24.04.2-live-server-amd64.iso.crdownload", L, "System", 15, blob(b"\x00" * 16, 3000))
    add(f"{dl}/Unconfirmed 382114.crdownload", L, "System", 3, blob(b"%PDF-1.7\n", 800))
    add(f"{dl}/GMAT_Official_Guide_2024-25.pdf.part", L, "System", 1040, blob(b"%PDF-1.6\n", 800))
    dot(f"{dl}/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 60, 0.2)
    dot(f"{dl}/.localized", b"", 800)

    # ------------------------------------------------------------ Books, Talks, reference, recipes, music (Resources)
    for fn, title, author, lang, para, a in (
            ("Zero to One - Peter Thiel.epub", "Zero to One", "Peter Thiel", "en", "Notes on startups, or how to build the "
             "future.", 700),
            ("Venture Deals - Feld & Mendelson.epub", "Venture Deals", "Brad Feld, Jason Mendelson", "en", "Be smarter than "
             "your lawyer and venture capitalist.", 150),
            ("Shoe Dog - Phil Knight.epub", "Shoe Dog", "Phil Knight", "en", "A memoir by the creator of Nike.", 520),
            ("ಪರ್ವ - ಎಸ್ ಎಲ್ ಭೈರಪ್ಪ.epub", "ಪರ್ವ", "ಎಸ್. ಎಲ್. ಭೈರಪ್ಪ", "kn", "ಮಹಾಭಾರತದ ಕಥೆಯನ್ನು ವಾಸ್ತವ ನೆಲೆಯಲ್ಲಿ "
             "ಮರುಕಟ್ಟಿದ ಕಾದಂಬರಿ.", 360),
            ("Malegalalli Madumagalu - Kuvempu.epub", "ಮಲೆಗಳಲ್ಲಿ ಮದುಮಗಳು", "ಕುವೆಂಪು", "kn", "ಮಲೆನಾಡಿನ ಬದುಕಿನ ಮಹಾಕಾದಂಬರಿ.",
             900),
            ("Godaan - Premchand.epub", "गोदान", "प्रेमचंद", "hi", "होरी और धनिया की कथा – भारतीय किसान जीवन का महाकाव्य।", 450),
            ("Atomic Habits.epub", "Atomic Habits", "James Clear", "en", "An easy and proven way to build good habits.", 610)):
        add(f"Books/{fn}", R, "Books", a, lambda r, dt, t=title, au=author, la=lang, pa=para: _epub(t, au, la, pa))
    add("Books/DDIA - Kleppmann.pdf", R, "Books", 590, _c(
        "Designing Data-Intensive Applications - Martin Kleppmann\nPart II. Distributed Data\nChapter 7. Transactions\n"))
    for i, (fn, title, pts) in enumerate(TALKS):
        add(f"Talks/{fn}", R, "Startups", 60 + i * 110, t_talk(title, pts))
    add("Talks/Paul Graham - Do Things That Don't Scale.txt", R, "Startups", 830, _c(
        "Do Things That Don't Scale - Paul Graham, July 2013\nOne of the most common types of advice we give at Y Combinator "
        "is to do things that don't scale. A lot of would-be founders believe that startups either take off or don't...\n"
        "Recruit users manually. Fragile. Delight. Experience. Consultants. Manual.\n"))
    add("Documents/Reference/postgres-cheatsheet.md", R, "Programming", 230, t_pg_cheat)
    add("Documents/Reference/git-tricks.txt", R, "Programming", 560, t_git_tricks)
    add("code/rust-book/Cargo.toml", R, "Programming", 330, _c(
        '[package]\nname = "rust-book"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n'))
    add("code/rust-book/src/main.rs", R, "Programming", 328, _c(
        "// chapter 8 exercises: median and mode of a list\nuse std::collections::HashMap;\n\nfn main() {\n    let v = vec![3, "
        "1, 4, 1, 5, 9, 2, 6];\n    let mut s = v.clone();\n    s.sort();\n    let median = s[s.len() / 2];\n    let mut "
        "counts = HashMap::new();\n    for x in &v {\n        *counts.entry(x).or_insert(0) += 1;\n    }\n    let mode = "
        "counts.into_iter().max_by_key(|&(_, c)| c).map(|(x, _)| *x);\n    println!(\"median {median}, mode {mode:?}\");\n}\n"))
    add("Documents/Recipes/Amma - tili saaru.txt", R, "Cooking", 480, SAARU_KN)
    add("Documents/Recipes/Dal tadka (Meera's mummy).txt", R, "Cooking", 210, DAL_HI)
    for fn, title, artist, album, a in (
            ("Bombay Jayashri - Vatapi Ganapatim.mp3", "Vatapi Ganapatim", "Bombay Jayashri", "Carnatic Vocal", 900),
            ("Raghu Dixit - Lokada Kalaji.mp3", "Lokada Kalaji", "Raghu Dixit", "Jag Changa", 640),
            ("A R Rahman - Kun Faya Kun.mp3", "Kun Faya Kun", "A.R. Rahman, Javed Ali, Mohit Chauhan", "Rockstar", 1200),
            ("Prateek Kuhad - cold mess.mp3", "cold/mess", "Prateek Kuhad", "cold/mess", 700),
            ("Arijit Singh - Kesariya.mp3", "Kesariya", "Arijit Singh, Pritam", "Brahmastra", 25),
            ("Vasu Dixit - Bombe Helutaite.mp3", "Bombe Helutaite", "Vasu Dixit", "Single", 25)):
        add(f"Music/{fn}", R, "Music", a, lambda r, dt, t=title, ar=artist, al=album: _id3(r, t, ar, al))

    # ------------------------------------------------------------ Pictures (Resources Photos)
    for i, a in enumerate((421, 421, 420, 419, 417, 416, 414, 413)):
        photo(f"Pictures/Japan 2025/IMG_{3301 + i * 17}.{'HEIC' if i % 3 else 'jpg'}", R, "Photos", a)
    for n, a in (("Dasara Mysuru 01.jpg", 233), ("Dasara Mysuru 02.jpg", 233), ("Amma Appa - Ugadi.jpg", 430)):
        photo(f"Pictures/2025/{n}", R, "Photos", a)
    for n, a in (("Engagement - 01.jpg", 140), ("Engagement - 02.jpg", 140), ("Engagement - stage.jpg", 140),
                 ("Tantu offsite Coorg.jpg", 190), ("Tantu offsite Coorg 2.jpg", 190), ("IMG_7790.HEIC", 8)):
        photo(f"Pictures/2026/{n}", R, "Photos", a)

    # ------------------------------------------------------------ Backups (Archive Backup) with Windows leftovers
    op = "Backups/OnePlus 7T (2022)"
    for i, a in enumerate((1560, 1530, 1501, 1466, 1420)):
        stamp = (NOW - timedelta(days=a)).strftime("%Y%m%d")
        photo(f"{op}/DCIM/Camera/IMG_{stamp}_{182233 + i * 1311}.jpg", X, "Backup", a)
    add(f"{op}/WhatsApp/Media/WhatsApp Documents/Form16_FY2021-22.pdf", X, "Backup", 1450, _c(
        "FORM No. 16 - Part A\nEmployer: VERTEX INFOSERVICES LIMITED  TAN BLRV02118C\nEmployee: SIDDHARTH R HEGDE  PAN "
        f"{PAN}\nAssessment year 2022-23\nTotal tax deposited: Rs. 2,48,112.00\n"))
    add(f"{op}/WhatsApp/Media/WhatsApp Documents/Vertex holiday list 2022.pdf", X, "Backup", 1600, _c(
        "Vertex Infoservices - Bengaluru holiday list 2022\n14 Jan Makara Sankranti; 26 Jan Republic Day; 2 Apr Ugadi; "
        "15 Aug Independence Day; 5 Oct Vijayadashami; 24 Oct Deepavali; 1 Nov Kannada Rajyotsava\n"))
    add(f"{op}/Download/Whitefield flat - owner details.txt", X, "Backup", 1555, _c(
        "Praveen Reddy 98450 xxxxx\nflat C-104 Prestige Ferns\nrent 28k on 5th, deposit 1.8L by cheque\nsociety "
        "maintenance paid by owner\n"))
    add(f"{op}/Notes/shopping.txt", X, "Backup", 1430, _c("dosa batter\ncurd\nbananas\ncharger cable type C\nAmma's medicines - Thyronorm 50\n"))
    hp = "Backups/HP Pavilion (2021)"
    add(f"{hp}/Documents/Resume_Siddharth_2021.docx", X, "Backup", 1800, _c(
        "SIDDHARTH R HEGDE\nTechnology Lead, Vertex Infoservices (2016-)\nJava, Spring Boot, Oracle, Kafka, ISO 20022\n"
        "B.E. Computer Science, NIE Mysuru, 2016\n"))
    add(f"{hp}/Documents/ITR AY2020-21/ITR-V.pdf", X, "Backup", 2100, t_itrv("2020-21"))
    add(f"{hp}/Documents/desktop.ini", L, "System", 1790, _c(
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"))
    add(f"{hp}/Music/Ilaiyaraaja - Ilaya Nila.mp3", X, "Backup", 2400, lambda r, dt: _id3(r, "Ilaya Nila", "Ilaiyaraaja",
                                                                                           "Payanangal Mudivathillai"))
    add(f"{hp}/Music/desktop.ini", L, "System", 2390, _c(
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21790\r\n"))
    for i, a in enumerate((2200, 2050, 1900)):
        photo(f"{hp}/Pictures/NIE reunion/DSC0{4410 + i * 3}.JPG", X, "Backup", a)
    add(f"{hp}/Pictures/NIE reunion/Thumbs.db", L, "System", 1890, blob(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))

    return items
