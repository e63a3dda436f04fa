"""A seventy-fourth unseen labelled corpus: a Lagos backend developer with a side shop, ``build(root, seed)``, written blind.

What was read: ``unseen.py``'s module docstring (as the model for how a person and the labelling rules are
written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3`` and
``_blob`` and the first lines of its ``build()`` (the write/encode/add/dot helpers); ``corpus.py``'s ``Item``
dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``,
``_png`` and ``HEIC_HEAD``. Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or
``scripts/``, at the bench scripts, at the bodies of the other corpus modules or at any placement result. The
files and labels are shaped by what this person would have on disk, not by what the code looks for.

The person: Oluwaseun "Seun" Adeyemi, 29, a senior backend engineer in Lagos who works remotely for
Ledgerline Ltd, a London payments fintech (since April 2022, paid in GBP through Deel into a Wise account,
on a company MacBook Pro). Before that he was a software developer at Access Bank Plc (August 2020 - March
2022), after his NYSC service year in Enugu (2019-2020) and a BSc in Computer Science at Obafemi Awolowo
University, Ile-Ife (2013-2018). On the side he runs Seun Gadgets Hub (a registered business name sold on
Instagram and Jumia): phone chargers, cables, power banks, earbuds and cases ordered from a Shenzhen supplier,
flown in through a Guangzhou-Lagos cargo agent and cleared at the Lagos airport. He rents a two-bedroom flat
in Yaba, worships at RCCG Grace Assembly in Yaba (media unit), pays his younger siblings' school fees
(Damilola, 300 level at the University of Ibadan; Tobiloba, SS2 in Ibadan) and sends his widowed mother
upkeep money. He is engaged to Toluwalope "Tolu" Bankole, a hospital pharmacist: the traditional engagement
is in Abeokuta on 12 December 2026 and the white wedding in Lagos on 19 December 2026. He is also building a
bungalow for his mother in Ibadan, preparing a Canada Express Entry profile (IELTS, WES), sitting the AWS
Solutions Architect Associate exam in July 2026, and flying to the London team offsite in July 2026 (UK
visa pending). Files are in Nigerian English with some Yoruba and Pidgin, on a MacBook: ``Downloads/`` (with
``Telegram Desktop/`` and WhatsApp attachments that keep their ``WhatsApp Image ... .jpeg`` names),
``Desktop/`` with screenshots and ``untitled.txt`` notes, a half-organised ``Documents/``, ``code/``
repositories, ``Scans/`` from the Epson printer (``scan_0012.pdf``), an ``iPhone dump`` of HEIC photos, a copy
of his old Windows laptop (``Old HP laptop backup/``), an even older Tecno phone backup, unfinished downloads
and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  wedding in December 2026 -- engagement list, budget, guest lists, venue/caterer/photographer quotes,
  aso-ebi, invitation drafts, counselling, registry notice, venue and fabric photos (Wedding); the Canada
  Express Entry application -- IELTS, WES evaluation, CRS notes, proof of funds, police certificate and the
  reference letters gathered for it, even an old employer's letter copied into that folder (Immigration);
  the bungalow for his mother in Ibadan -- land papers, survey, plan approval, BOQ, contractor agreement,
  payments, engineer's reports and site photos (Building); the payouts-v2 migration at work, going live in
  July 2026 -- design doc, runbook, cutover plan and his spike repository (Work); the shop's own website,
  the ``seungadgets-store`` repository and its launch notes (Shop); the AWS Solutions Architect Associate
  exam booked for July 2026 -- booking, study plan, notes, practice scores (Tech); the London offsite in
  July 2026 -- UK visa form, VFS appointment, invitation letter, bookings, the statement printed for the
  visa (Travel).
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: his job at
  Ledgerline -- contract, payslips, reviews, equipment, leave, expenses (Work); running Seun Gadgets Hub --
  orders, supplier invoices, airway bills, clearing and duty papers, Jumia statements, pricing, ads,
  business-name papers, product photos (Shop); money -- GTBank, Kuda, Wise and domiciliary statements,
  savings, budgets, Lagos State tax and pension (Finance); the Yaba flat -- rent, tenancy, service charge,
  electricity, internet, diesel, appliance warranties (Home); health -- HMO, hospital, lab and pharmacy
  papers (Health); family support -- the siblings' school fees and mum's upkeep (Family); church -- tithe,
  pledges, media-unit rota (Church). A 2022 tax assessment or a 2022 payslip is still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: programming ebooks, cheat
  sheets, study notes and installers (Tech); import, customs and seller guides and product datasheets
  (Shop); money articles (Finance); appliance manuals (Home); health reading (Health); sermon notes, Bible
  study outlines and devotionals (Church); photos, albums, WhatsApp pictures and screenshots (Photos) --
  except photos that document a project, current or finished (site progress, venue visits, fabric samples,
  solar installation, campaign flyers: the project's bucket and topic), product photos of the shop (Areas
  Shop) and photos inside the copies of old devices (the Tecno phone backup, the old laptop's pictures).
- **Archive**: finished projects and ended responsibilities: the Access Bank job, 2020-2022 (Work); the OAU
  degree (Education); the NYSC service year (NYSC); the old Ogba flat, left in 2023, and the solar
  installation at the Yaba flat, finished January 2026 (Home); the Black Friday 2025 campaign (Shop); the
  Carbon loan, repaid in 2024 (Finance); Damilola's university admission, 2023 (Family); the 2024 youth
  convention committee (Church); the 2023 hackathon project (Tech); past trips -- London 2023, Dubai 2023,
  Accra 2024 (Travel); the old Tecno phone backup and the old laptop's ``My Pictures`` (Photos); every other
  file in the old laptop copy is labelled by its subject (Access Bank papers are Archive Work).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.xlsx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``, ``.gitignore``,
  ``.env.example``) are written but not labelled: the scanner never lists them.

Topics are subjects, shared across buckets: Work, Shop, Finance, Home, Health, Family, Church, Wedding,
Immigration, Building, Tech, Travel, Education, NYSC, Photos (and System for Left). ``hard`` marks a file
whose name *and* folder say nothing about its subject (``Downloads/Document (3).pdf``,
``Desktop/untitled.txt``, ``Scans/scan_0012.pdf``, ``Downloads/Telegram Desktop/file_23.pdf``): only the text
inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it, and that text is a real receipt, letter,
statement or note. Images are never marked hard. Dates are relative to ``corpus.NOW`` so all corpora share
the benchmark's reference time.
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
    return f"{dt.day} {dt:%B %Y}"


def _ng(r: random.Random, lo: float, hi: float) -> str:
    return f"\u20a6{round(r.uniform(lo, hi), -2):,.2f}"


def _gbp(r: random.Random, lo: float, hi: float) -> str:
    return f"\u00a3{r.uniform(lo, hi):,.2f}"


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _ref(r: random.Random, prefix: str, n: int = 8) -> str:
    return prefix + "".join(r.choice("0123456789") for _ in range(n))


def _pdf_text(text: str) -> bytes:
    return _pdf(_latin1(text.replace("\u20a6", "N")))


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:00 +0100\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


ME = "Oluwaseun Adeyemi"
ADDR = "Flat 4, 12 Alagomeji Street, Yaba, Lagos"
LL = "Ledgerline Ltd, 41 Clerkenwell Road, London EC1M 5RF"
SHOP = "SEUN GADGETS HUB (BN 3418827) - Yaba, Lagos - IG @seungadgets.ng - 0813 442 9051"
PRODUCTS = [("PD 20W USB-C wall charger", 2.35, 9500), ("USB-C to Lightning cable 1m braided", 0.95, 4500),
            ("USB-C to USB-C 60W cable 2m", 1.10, 5000), ("20000mAh power bank 22.5W", 7.80, 24000),
            ("10000mAh magnetic power bank", 6.40, 21000), ("TWS earbuds Pro ANC", 8.90, 28000),
            ("iPhone 15 clear MagSafe case", 1.20, 6500), ("Samsung A54 silicone case", 0.85, 4500),
            ("65W GaN 3-port charger", 6.10, 22000), ("Car charger dual USB-C 40W", 2.60, 9000)]
LAGOS_AREAS = ["Yaba", "Surulere", "Ikeja GRA", "Lekki Phase 1", "Ajah", "Gbagada", "Ikorodu", "Festac",
               "Magodo", "Ogba", "Ikoyi", "Maryland", "Akoka", "Ojodu Berger"]
FIRST = ["Chinedu", "Aisha", "Tunde", "Ngozi", "Emeka", "Funmi", "Bolaji", "Zainab", "Ifeoma", "Segun", "Halima",
         "Kelechi", "Yetunde", "Ibrahim", "Amaka", "Femi", "Blessing", "Uche", "Damola", "Precious"]
SURN = ["Okafor", "Bello", "Adebayo", "Eze", "Ogunleye", "Musa", "Nwosu", "Balogun", "Okonkwo", "Lawal", "Afolabi",
        "Ibekwe", "Oyelaran", "Danjuma", "Olatunji", "Chukwu"]


def _who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


# --------------------------------------------------------------------------- Work (Ledgerline)


def t_payslip(r, dt):
    m = dt.replace(day=1) - timedelta(days=1) if dt.day < 25 else dt
    base = 5208.33 if dt.year >= 2025 else 4583.33
    allow = 150.00
    return (f"Ledgerline Ltd - International payroll (processed by Deel)\nPAYSLIP\n"
            f"Pay period: {m:%B %Y}    Pay date: 28 {m:%B %Y}\n"
            f"Employee: {ME}    Employee ID: LL-0417\nRole: Senior Backend Engineer (Payments Platform)\n"
            f"Work location: Lagos, Nigeria (remote)\n\nEARNINGS\nBase salary  \u00a3{base:,.2f}\n"
            f"Remote working allowance  \u00a3{allow:,.2f}\nInternet stipend  \u00a340.00\n"
            f"GROSS PAY  \u00a3{base + allow + 40:,.2f}\n\nDEDUCTIONS\nNone withheld - contractor of record; employee "
            f"responsible for Nigerian personal income tax (Lagos State IRS)\n\nNET PAY  \u00a3{base + allow + 40:,.2f}\n"
            f"Paid to: Wise GBP account ending 4471\nYear to date gross: \u00a3{(base + allow + 40) * (m.month):,.2f}\n")


def t_contract(r, dt):
    return (f"INTERNATIONAL CONTRACTOR AGREEMENT\nBetween Ledgerline Ltd ({LL}) and {ME}, {ADDR}\n"
            "Effective date: 4 April 2022\n1. Services. The Contractor shall provide backend software engineering "
            "services to the Payments Platform team, working remotely from Lagos, Nigeria.\n"
            "2. Fees. GBP 55,000 per annum, paid monthly in arrears via Deel. Fees are reviewed annually in March.\n"
            "3. Working hours. Core collaboration hours 10:00-16:00 UK time, Monday to Friday.\n"
            "4. Equipment. Ledgerline provides a laptop which remains company property (see Equipment Loan Agreement).\n"
            "5. Leave. 25 days paid time off plus Nigerian public holidays, booked in HiBob.\n"
            "6. Confidentiality and IP. All work product belongs to Ledgerline Ltd.\n"
            "7. Taxes. The Contractor is responsible for his own taxes in Nigeria.\n"
            "8. Termination. Either party may terminate on 30 days' written notice.\n"
            "Signed: Hannah Whitcombe, Engineering Manager, for Ledgerline Ltd\nSigned: Oluwaseun Adeyemi\n")


def t_contract_variation(r, dt):
    return (f"Ledgerline Ltd\n{_d(dt)}\nDear Seun,\nCONTRACT VARIATION - ANNUAL FEE REVIEW\n"
            "Following the annual review, your fee increases from GBP 55,000 to GBP 62,500 per annum with effect "
            "from 1 April 2025. Your title changes to Senior Backend Engineer. All other terms of your International "
            "Contractor Agreement dated 4 April 2022 remain unchanged.\nPlease sign and return via Deel.\n"
            "Kind regards,\nPriya Raman\nHead of People, Ledgerline Ltd\n")


def t_review(r, dt):
    h = "H2" if dt.month <= 3 else "H1"
    y = dt.year - 1 if dt.month <= 3 else dt.year
    return (f"Ledgerline - Performance review {h} {y}\nEngineer: Oluwaseun Adeyemi   Manager: Hannah Whitcombe\n"
            "Overall rating: Exceeds expectations\nWhat went well:\n- Led the idempotency rework for card payouts; "
            "duplicate payouts down to zero since rollout.\n- Great async communicator across the Lagos/London time gap.\n"
            "- Mentored two mid-level engineers on Go and on-call practice.\nGrowth areas:\n- Write design docs earlier, "
            "before the spike code.\n- Take more ownership in cross-team incident reviews.\n"
            f"Goals for next half: deliver payouts-v2 migration; run the on-call rota for Payments Platform.\n"
            f"Calibrated: {_d(dt)}\n")


def t_self_assessment(r, dt):
    return (f"Self-assessment - {dt.year} mid-year\nName: Seun Adeyemi, Payments Platform\n\n1. Impact\n"
            "Shipped the reconciliation job that matches settlement files from our acquiring bank to ledger entries. "
            "Reduced manual finance ops work by ~12 hours a week.\n2. Collaboration\nPaired with the Ops team in London "
            "during the ISO 20022 changes. Joined the incident review rota.\n3. What I want to learn\nEvent-driven "
            "architecture (Kafka), staff-level design reviews.\n4. Support I need\nA clearer roadmap for payouts-v2 "
            "and budget for AWS certification.\n")


def t_goals(r, dt):
    return (f"My goals {dt.year} - agreed with Hannah\n- Payouts-v2 migration live by end of Q3 with zero "
            "customer-facing incidents\n- Pass AWS Solutions Architect Associate\n- Lead two design reviews per "
            "quarter\n- Keep on-call pages under 3 per week for Payments Platform\n- Write the public engineering blog "
            "post on idempotency keys\n")


def t_equipment(r, dt):
    return (f"EQUIPMENT LOAN AGREEMENT\nLedgerline Ltd lends the following equipment to {ME} for the duration "
            "of his engagement:\nApple MacBook Pro 14-inch M3 Pro, 18GB, 512GB  Serial: C02XK4J7Q6LR\n"
            "Apple Magic Keyboard and USB-C charger\nDelivered by DHL to Yaba, Lagos on 11 March 2024 (import duty "
            "paid by Ledgerline).\nThe equipment remains company property and must be returned within 14 days of the "
            "end of the engagement. Loss or theft must be reported to it@ledgerline.co.uk within 24 hours.\n"
            "Signed: IT Operations, Ledgerline Ltd\nSigned: Oluwaseun Adeyemi\n")


def t_remote_policy(r, dt):
    return ("Ledgerline Ltd - Remote & International Working Policy v3.1\n1. Eligibility: colleagues engaged "
            "through Deel outside the UK.\n2. Home office allowance: GBP 150 per month for power backup, internet and "
            "workspace. Receipts are not required but may be audited.\n3. Power and connectivity: colleagues in regions "
            "with unreliable grid power are expected to keep a backup (inverter/UPS) for core hours.\n"
            "4. Travel to London offsites is booked by the People team; visa fees are reimbursed.\n"
            "5. Security: full-disk encryption, screen lock after 5 minutes, no client data on personal devices.\n")


def t_leave_mail(r, dt):
    return _eml("Seun Adeyemi <seun.adeyemi@ledgerline.co.uk>", "Hannah Whitcombe <hannah.w@ledgerline.co.uk>",
                "Leave request: 7-23 December 2026 (wedding)", dt,
                "Hi Hannah,\n\nHeads up early: I'd like to book 7-23 December 2026 as leave. Tolu and I are getting "
                "married (traditional ceremony 12 Dec in Abeokuta, church wedding 19 Dec in Lagos). I'll put it in "
                "HiBob as well and make sure payouts-v2 hypercare is done long before then.\n\nThanks,\nSeun")


def t_expense_xlsx(r, dt):
    rows = ["Date;Description;Category;Amount GBP;Receipt"]
    for i in range(6):
        d = dt - timedelta(days=5 * i + 3)
        desc, cat = r.choice([("Starlink monthly subscription", "Internet"), ("Diesel for generator (core hours)",
                             "Power"), ("Spectranet 4G backup data", "Internet"), ("Coworking day pass - Yaba",
                             "Workspace")])
        rows.append(f"{_d(d)};{desc};{cat};{r.uniform(12, 65):.2f};yes")
    rows.append(f"Ledgerline expense claim - S. Adeyemi - submitted {_d(dt)};;;;")
    return "\n".join(rows)


def t_payouts_design(r, dt):
    return ("Payouts-v2: moving card and bank payouts to the event-driven ledger\nAuthor: Seun Adeyemi   Status: "
            "Approved, implementation in progress\nGo-live target: 14 July 2026\n\nContext\nToday payouts are created "
            "by a cron job that polls the legacy ledger every minute. It double-sends on retries and cannot scale "
            "past 40 payouts/second.\nProposal\nEmit PayoutRequested events to Kafka; a Go consumer reserves funds in "
            "the ledger with an idempotency key, calls the banking partner, and writes PayoutSettled/PayoutFailed.\n"
            "Migration\n1. Dual-write for two weeks. 2. Shadow-compare outputs. 3. Cut over per currency (GBP, EUR, "
            "then NGN corridor). 4. Decommission cron.\nRisks\nPartner API rate limits; reconciliation gaps during "
            "dual-write; on-call load in the cutover week.\n")


def t_runbook(r, dt):
    return ("# Payouts-v2 cutover runbook\n\nOwner: @seun.adeyemi  |  Last updated: " + _d(dt) + "\n\n"
            "## Pre-checks\n- [ ] Consumer lag < 100 on `payouts.requested`\n- [ ] Shadow-compare mismatches = 0 "
            "for 72h\n- [ ] Feature flag `payouts_v2_gbp` at 0%\n\n## Cutover (per currency)\n1. Freeze legacy "
            "cron: `kubectl scale deploy payout-cron --replicas=0`\n2. Flip flag to 10%, watch Grafana `Payouts v2` "
            "board for 30 min\n3. 50% then 100%\n\n## Rollback\n- Flag to 0%, scale cron back to 1\n- Run "
            "`reconcile --since=cutover` and post to #payments-incidents\n")


def t_cutover_xlsx(r, dt):
    return ("Step;Owner;Date;Status\nDual-write enabled (GBP);Seun;2026-05-18;Done\nShadow compare 72h;Seun;"
            "2026-05-25;Done\nEUR dual-write;Kwame;2026-06-08;Planned\nGBP 10% traffic;Seun;2026-06-22;Planned\n"
            "GBP 100%;Seun;2026-06-29;Planned\nNGN corridor;Adaeze;2026-07-06;Planned\nGo-live sign-off;Hannah;"
            "2026-07-14;Planned\nDecommission payout-cron;Seun;2026-07-31;Planned")


def t_loadtest_csv(r, dt):
    rows = ["rps,p50_ms,p95_ms,p99_ms,errors,notes"]
    for rps in (20, 40, 80, 120, 160, 200):
        p50 = 18 + rps * 0.05 + r.uniform(0, 3)
        rows.append(f"{rps},{p50:.1f},{p50 * 2.4:.1f},{p50 * 4.1:.1f},{0 if rps < 160 else r.randint(1, 9)},"
                    f"payouts-v2 consumer staging run {_d(dt)}")
    return "\n".join(rows) + "\n"


def t_standup_notes(r, dt):
    return (f"# Payouts-v2 sync - {dt:%Y-%m-%d}\n\nAttendees: Hannah, Seun, Kwame, Adaeze, Tom (Finance Ops)\n\n"
            "- Shadow-compare found 3 mismatches on FX rounding for EUR -> fix in ledger client (Seun)\n"
            "- Banking partner raised our rate limit to 150 rps from 1 July\n- Finance Ops want the reconciliation "
            "report in CSV as before\n- Go-live still 14 July; NGN corridor may slip a week\n\nActions\n- Seun: "
            "runbook review with SRE Thursday\n- Kwame: EUR dual-write PR\n")


def t_risks(r, dt):
    return ("# payouts-v2 risk log\n\n| Risk | Likelihood | Impact | Mitigation |\n|---|---|---|---|\n"
            "| Duplicate payout on consumer retry | Low | High | idempotency key on ledger reservation |\n"
            "| Partner API throttling | Med | Med | token bucket at 120 rps |\n| Kafka lag during batch "
            "payouts | Med | Med | scale consumers to 6 |\n| On-call fatigue in cutover week | High | Low | "
            "Seun + Kwame split shifts (Lagos/London) |\n")


def t_access_offer(r, dt):
    return ("ACCESS BANK PLC\nPlot 14/15 Prince Alaba Oluwole Street, Victoria Island, Lagos\n"
            f"{_d(dt)}\nMr Oluwaseun Adeyemi\nDear Oluwaseun,\nOFFER OF EMPLOYMENT - SOFTWARE DEVELOPER (EXECUTIVE "
            "TRAINEE)\nWe are pleased to offer you appointment as Software Developer in the Digital Banking Group, "
            "Information Technology Division, effective 3 August 2020.\nYour total annual compensation is "
            "N4,200,000.00 (Four Million Two Hundred Thousand Naira) payable monthly, subject to statutory deductions "
            "(PAYE, Pension, NHF).\nYou will be on probation for six months.\nPlease signify acceptance by signing the "
            "duplicate copy.\nYours faithfully,\nGroup Head, Human Resources\n")


def t_access_payslip(r, dt):
    gross = 350000
    return (f"ACCESS BANK PLC - PAY ADVICE\nMonth: {dt:%B %Y}\nStaff name: ADEYEMI OLUWASEUN   Staff ID: A13577\n"
            "Department: Digital Banking - IT\nBasic  \u20a6140,000.00\nHousing  \u20a6105,000.00\nTransport  "
            "\u20a652,500.00\nOther allowances  \u20a652,500.00\nGross  \u20a6350,000.00\nPAYE  \u20a641,220.00\n"
            "Pension (8%)  \u20a622,400.00\nNHF  \u20a63,500.00\n"
            f"Net pay  \u20a6{gross - 41220 - 22400 - 3500:,.2f}\nPaid to a/c 0691****27\n")


def t_resignation(r, dt):
    return (f"{ADDR}\n{_d(dt)}\nThe Group Head, Human Resources\nAccess Bank Plc\nVictoria Island, Lagos\n\n"
            "Dear Sir,\nLETTER OF RESIGNATION\nI write to formally resign my appointment as Software Developer, "
            "Digital Banking Group, with effect from 25 March 2022, in line with the one-month notice period in my "
            "contract.\nI am grateful for the opportunities I had to grow here, especially on the mobile app "
            "transfers team. I will ensure a proper handover of my tasks.\nYours faithfully,\nOluwaseun Adeyemi "
            "(Staff ID A13577)\n")


def t_exit_clearance(r, dt):
    return ("ACCESS BANK PLC - STAFF EXIT CLEARANCE FORM\nName: Adeyemi Oluwaseun  Staff ID: A13577\nLast working "
            "day: 25 March 2022\nIT assets returned (laptop HP EliteBook, token): YES\nID card returned: YES\n"
            "Staff loan balance: NIL\nCooperative society balance refunded: N186,400.00\nHR: cleared   Finance: "
            "cleared   IT Security: cleared\n")


def t_reference(r, dt):
    return ("ACCESS BANK PLC\nTO WHOM IT MAY CONCERN\nREFERENCE / EMPLOYMENT CONFIRMATION - MR OLUWASEUN ADEYEMI\n"
            "This is to confirm that Mr Oluwaseun Adeyemi was employed by Access Bank Plc as Software Developer from "
            "3 August 2020 to 25 March 2022, working full time (40 hours per week).\nDuties: developing and "
            "maintaining backend services for the mobile banking app in Java and Go; building REST APIs for "
            "transfers and bill payments; writing unit and integration tests; supporting production incidents.\n"
            "Annual salary at exit: N4,900,000.00.\nHe left on his own accord.\nSigned: Head, HR Operations\n"
            f"Date: {_d(dt)}\n")


def t_access_appraisal(r, dt):
    return ("Access Bank Plc - Annual Performance Appraisal 2021\nAppraisee: Oluwaseun Adeyemi, Software Developer\n"
            "Line manager: Mr Olusegun Bamidele\nKPI 1: Delivery of sprint commitments - 4/5\nKPI 2: Production "
            "support and incident response - 4/5\nKPI 3: Code quality (SonarQube gate) - 5/5\nBehavioural: Team "
            "work - 4/5, Integrity - 5/5\nOverall: B+ (Very Good)\nComments: Strong Go skills, recommended for "
            "promotion to Assistant Banking Officer.\n")


# --------------------------------------------------------------------------- Shop (Seun Gadgets Hub)


def t_orders_csv(r, dt):
    rows = ["order_id,date,channel,customer,area,item,qty,price_ngn,delivery,status"]
    for i in range(r.randint(14, 22)):
        d = dt - timedelta(days=r.randint(0, 28))
        p = r.choice(PRODUCTS)
        ch = r.choice(["Instagram DM", "Instagram DM", "WhatsApp", "Jumia"])
        rows.append(f"SGH-{dt:%y%m}-{i + 1:03d},{d:%Y-%m-%d},{ch},{_who(r)},{r.choice(LAGOS_AREAS)},{p[0]},"
                    f"{r.randint(1, 3)},{p[2]},{r.choice(['Gokada rider', 'GIG Logistics', 'pickup Yaba', 'Jumia'])},"
                    f"{r.choice(['delivered', 'delivered', 'delivered', 'paid - awaiting dispatch', 'returned'])}")
    return "\n".join(rows) + "\n"


def t_order_log(r, dt):
    rows = ["Month;Orders;Revenue NGN;Cost of goods NGN;Delivery NGN;Ads NGN;Profit NGN"]
    for m in range(1, 13):
        rev = r.randint(900, 2600) * 1000
        cogs = int(rev * r.uniform(0.52, 0.62))
        rows.append(f"{m:02d}/{dt.year};{r.randint(40, 120)};{rev:,};{cogs:,};{r.randint(40, 90) * 1000:,};"
                    f"{r.randint(30, 120) * 1000:,};{rev - cogs - 150000:,}")
    rows.append(f"Seun Gadgets Hub sales summary {dt.year};;;;;;")
    return "\n".join(rows)


def t_pi(r, dt):
    lines, tot = [], 0.0
    for p in r.sample(PRODUCTS, 5):
        q = r.choice([100, 200, 300, 500])
        tot += q * p[1]
        lines.append(f"{p[0]}  qty {q}  unit USD {p[1]:.2f}  amount USD {q * p[1]:,.2f}")
    return ("SHENZHEN YUXIN ELECTRONIC TECHNOLOGY CO., LTD.\n5F, Block B, Huaqiang North Rd, Futian District, "
            "Shenzhen, China\nPROFORMA INVOICE\n" + f"PI No: YX{dt:%Y%m%d}-{r.randint(10, 99)}   Date: {_d(dt)}\n"
            f"Buyer: {SHOP}\n" + "\n".join(lines) + f"\nTOTAL FOB Shenzhen: USD {tot:,.2f}\n"
            "Payment: 100% T/T before production. Lead time 7-10 days.\nBank: Bank of China Shenzhen Branch, SWIFT "
            "BKCHCNBJ45A, A/C 7459 8821 0032\nContact: Cherry Lin (WeChat cherry_yx_elec)\n")


def t_ci(r, dt):
    return ("SHENZHEN YUXIN ELECTRONIC TECHNOLOGY CO., LTD.\nCOMMERCIAL INVOICE\n"
            f"Invoice No: CI-YX-{dt:%Y}-{r.randint(100, 999)}   Date: {_d(dt)}\nConsignee: Oluwaseun Adeyemi, Seun "
            "Gadgets Hub, Yaba, Lagos, Nigeria\nShipped via: Dragonlink Cargo consolidation, Guangzhou to Lagos by "
            f"air\nDescription: mobile phone accessories (chargers, cables, power banks, cases)\nCartons: "
            f"{r.randint(4, 9)}   Gross weight: {r.uniform(60, 140):.1f} kg\nDeclared value: USD "
            f"{r.uniform(1800, 4200):,.2f}\nCountry of origin: China\nHS codes: 8504.40 (chargers), 8544.42 "
            "(cables), 8507.60 (power banks)\n")


def t_packing(r, dt):
    rows = ["Carton;Item;Qty;N.W kg;G.W kg"]
    for c in range(1, r.randint(5, 9)):
        p = r.choice(PRODUCTS)
        rows.append(f"{c};{p[0]};{r.choice([50, 100, 150])};{r.uniform(8, 15):.1f};{r.uniform(9, 16):.1f}")
    rows.append(f"Packing list - Yuxin to Seun Gadgets Hub - {_d(dt)};;;;")
    return "\n".join(rows)


def t_awb(r, dt):
    kg = r.uniform(60, 140)
    return ("DRAGONLINK CARGO & LOGISTICS LTD\nGuangzhou warehouse: Baiyun District | Lagos office: 22 Ikorodu Road, "
            "Ojota\nHOUSE AIR WAYBILL / CARGO RECEIPT\n" + f"HAWB No: DLC-{_ref(r, 'GZ', 7)}   Date: {_d(dt)}\n"
            f"Shipper: Shenzhen Yuxin Electronic   Consignee: Seun Adeyemi (Seun Gadgets Hub) 0813 442 9051\n"
            f"Route: CAN - LOS (Ethiopian Airlines via ADD)\nCartons: {r.randint(4, 9)}   Chargeable weight: "
            f"{kg:.1f} kg\nRate: USD 8.50/kg door to door, customs clearing included\nFreight due: USD {kg * 8.5:,.2f}"
            f" (pay in naira at the day's rate)\nGoods: phone accessories. No batteries loose - power banks declared.\n")


def t_clearing(r, dt):
    return ("ALHAJI MUSA & SONS CLEARING AND FORWARDING\nNAHCO Import Shed, Murtala Muhammed Airport, Ikeja\n"
            f"INVOICE   Date: {_d(dt)}\nClient: Seun Adeyemi / Seun Gadgets Hub\nShipment: Dragonlink consolidation, "
            f"phone accessories, {r.randint(4, 9)} cartons\nCustoms duty and VAT (per assessment): "
            f"{_ng(r, 180000, 420000)}\nNAHCO storage and handling: {_ng(r, 25000, 60000)}\nAgency fee: "
            f"{_ng(r, 40000, 70000)}\nTransport to Yaba: {_ng(r, 15000, 25000)}\nPay to: Zenith Bank 1012 557 301 "
            "Alhaji Musa & Sons\n")


def t_duty(r, dt):
    return ("NIGERIA CUSTOMS SERVICE\nASSESSMENT NOTICE / DUTY PAYMENT RECEIPT\n"
            f"Command: Murtala Muhammed Airport (MMIA)   Date: {_d(dt)}\nImporter: Seun Gadgets Hub (TIN 2418 7730-0001)"
            f"\nDeclarant: Alhaji Musa & Sons (licensed customs agent)\nGoods: mobile phone accessories, HS 8504.40, "
            f"8544.42, 8507.60\nCIF value: {_ng(r, 2500000, 6000000)}\nImport duty 10-20%: {_ng(r, 300000, 700000)}\n"
            f"VAT 7.5%: {_ng(r, 180000, 400000)}\nETLS 0.5% and CISS 1%: {_ng(r, 30000, 90000)}\nPaid via Remita "
            f"RRR {_ref(r, '', 12)}\n")


def t_pricelist(r, dt):
    rows = ["Product;Landed cost NGN;Instagram price NGN;Jumia price NGN;Stock"]
    for p in PRODUCTS:
        landed = p[1] * 1650 * 1.55
        rows.append(f"{p[0]};{landed:,.0f};{p[2]:,};{int(p[2] * 1.12):,};{r.randint(0, 80)}")
    rows.append(f"Seun Gadgets Hub price list {dt:%B %Y} (dollar at {r.randint(1480, 1620)})")
    return "\n".join(rows)


def t_landed(r, dt):
    rate = r.randint(1500, 1620)
    return (f"Landed cost calculator;;\nUSD/NGN rate;{rate};\nFreight USD per kg;8.50;\nClearing per kg NGN;2,400;\n"
            "Item;FOB USD;Weight kg\n" + "\n".join(f"{p[0]};{p[1]:.2f};{r.uniform(0.05, 0.45):.2f}"
                                                      for p in PRODUCTS) + "\nMargin target;40%;")


def t_competitors(r, dt):
    rows = ["product,competitor,platform,price_ngn,checked"]
    for p in r.sample(PRODUCTS, 6):
        for c in ("Slot", "3CHUB", "Jumia top seller", "IG @gadgetplug_lagos"):
            rows.append(f"{p[0]},{c},{r.choice(['store', 'Jumia', 'Instagram'])},"
                        f"{int(p[2] * r.uniform(0.85, 1.25))},{dt:%Y-%m-%d}")
    return "\n".join(rows) + "\n"


def t_jumia(r, dt):
    sales = r.randint(300, 900) * 1000
    return ("JUMIA NIGERIA - SELLER ACCOUNT STATEMENT\n" + f"Seller: Seun Gadgets Hub (ID NG1A8K2)   Period: "
            f"{(dt - timedelta(days=30)):%d %b} - {dt:%d %b %Y}\nItem sales: \u20a6{sales:,.2f}\nCommission "
            f"(10%): -\u20a6{sales * 0.1:,.2f}\nShipping fees (Jumia Express): -\u20a6{r.randint(20, 60) * 1000:,.2f}\n"
            f"Returns: -\u20a6{r.randint(0, 40) * 1000:,.2f}\nPayout to GTBank ****5532 on {_d(dt)}\n")


def t_cac(r, dt):
    return ("CORPORATE AFFAIRS COMMISSION\nFEDERAL REPUBLIC OF NIGERIA\nCERTIFICATE OF REGISTRATION OF BUSINESS NAME\n"
            "Registration No: BN 3418827\nThis is to certify that SEUN GADGETS HUB\nwas registered under the "
            "Companies and Allied Matters Act 2020 on 9 February 2023.\nProprietor: Oluwaseun Adeyemi\n"
            "Principal place of business: 12 Alagomeji Street, Yaba, Lagos\nNature of business: sale of mobile "
            "phones accessories and electronics\nRegistrar-General\n")


def t_cac_annual(r, dt):
    return ("CORPORATE AFFAIRS COMMISSION - PAYMENT RECEIPT\nAnnual return filing - Business Name\nBN 3418827 SEUN "
            f"GADGETS HUB\nYear of return: {dt.year - 1}\nAmount: N5,000.00   Paid via Remita on {_d(dt)}\n")


def t_meta_ads(r, dt):
    return (f"Meta Platforms Ireland Ltd - Payment receipt\nAccount: Seun Gadgets Hub (ad account 7741920038)\n"
            f"Date: {_d(dt)}\nCampaign: {r.choice(['Power banks - Lagos 25-45', 'Chargers carousel', 'Earbuds reels'])}\n"
            f"Results: {r.randint(800, 4000)} link clicks, {r.randint(30, 140)} messaging conversations\n"
            f"Amount billed: {_ng(r, 25000, 90000)} (Verve card ****7712)\n")


def t_content_cal(r, dt):
    rows = ["Date;Post type;Product;Caption idea;Status"]
    for i in range(10):
        d = dt + timedelta(days=i * 3)
        p = r.choice(PRODUCTS)
        rows.append(f"{d:%a %d %b};{r.choice(['Reel', 'Carousel', 'Story', 'Story poll'])};{p[0]};"
                    f"{r.choice(['NEPA took light? Power bank dey for you', 'Original, not China-China', 'Same day delivery in Yaba/Surulere', 'Customer unboxing'])};"
                    f"{r.choice(['draft', 'scheduled', 'idea'])}")
    return "\n".join(rows)


def t_bf_plan(r, dt):
    return ("Black Friday 2025 - Seun Gadgets Hub\nDates: 24 Nov - 1 Dec 2025\nGoal: clear old stock of A-series "
            "cases and push power banks before December (Detty December travel)\nOffers:\n- 20% off power banks "
            "with code BF20\n- Buy 2 cables get 1 free\n- Free delivery in Yaba/Akoka/Surulere above N30,000\n"
            "Budget: N250,000 Instagram ads, N60,000 micro-influencers (2)\nStock to order from Yuxin by 20 Oct.\n")


def t_bf_codes(r, dt):
    rows = ["code,discount,uses,limit"]
    for c in ("BF20", "BFCABLE3", "SEUNFAM", "TOLU10", "BFDELIVERY"):
        rows.append(f"{c},{r.choice(['20%', '10%', '3for2', 'free delivery'])},{r.randint(3, 80)},100")
    return "\n".join(rows) + "\n"


def t_bf_results(r, dt):
    return ("Black Friday 2025 results;;\nOrders;214;\nRevenue NGN;5,840,500;\nAd spend NGN;243,000;\n"
            "Best seller;20000mAh power bank;\nReturns;6;\nLesson;order stock 3 weeks earlier, cargo delayed 5 days;")


def t_guide_duty(r, dt):
    return ("A Small Importer's Guide to Nigerian Customs Duty (2025 edition)\nWhat is CIF? Cost + Insurance + "
            "Freight, the base for duty.\nCommon rates: chargers and adapters (HS 8504.40) 20% duty; cables (8544.42) "
            "20%; lithium power banks (8507.60) 20%; phone cases (3926.90) 20%.\nAdd VAT 7.5%, ETLS 0.5%, CISS 1%.\n"
            "Consolidated air cargo: agents quote per kg inclusive of clearing.\nPAAR and Form M are required for "
            "formal imports above USD 10,000.\nKeep your Remita receipts and SGD for audit.\n")


def t_guide_jumia(r, dt):
    return ("Jumia Seller Center - Getting started guide\n1. Create products with clear titles, brand, model and "
            "at least 3 photos on white background.\n2. Prices include VAT. Commission for phone accessories: 10%.\n"
            "3. Jumia Express: deliver stock to the Isolo warehouse.\n4. Payouts every 2 weeks to your verified "
            "bank account.\n5. Seller score: cancellations under 2%, returns under 5%.\n")


def t_datasheet(r, dt):
    return ("PRODUCT SPECIFICATION - YX-PD20 USB-C PD charger\nInput: 100-240V AC 50/60Hz 0.5A\nOutput: 5V3A, 9V2.22A,"
            " 12V1.67A (20W max)\nProtocols: PD3.0, QC3.0\nProtection: OVP, OCP, OTP, short circuit\nCertifications: "
            "CE, FCC, RoHS\nPlug: UK 3-pin (BS1363)\nSize: 48 x 42 x 28 mm   Weight: 52 g\n")


def t_alibaba_howto(r, dt):
    return ("How to pay a Chinese supplier safely from Nigeria\n- Use Alibaba Trade Assurance when possible.\n"
            "- For T/T, pay from a domiciliary account; keep the SWIFT MT103.\n- Third-party payment agents in "
            "Lagos charge 1-3% over the parallel rate; always ask for a receipt and the supplier's confirmation.\n"
            "- Never pay to a personal account that is not on the PI.\n- Ask for sample before bulk order.\n")


# --------------------------------------------------------------------------- Finance


def _txns(r, dt, n, cur="\u20a6"):
    out = []
    bal = r.uniform(300_000, 2_500_000) if cur == "\u20a6" else r.uniform(800, 6000)
    for i in range(n):
        d = dt - timedelta(days=30 - i * (30 // max(n, 1)))
        desc, lo, hi, sign = r.choice([
            ("NIP TRF FROM KUDA/OLUWASEUN ADEYEMI", 50_000, 400_000, 1),
            ("WISE PAYMENTS LTD GBP CONVERSION", 800_000, 3_000_000, 1),
            ("JUMIA SERVICES PAYOUT", 150_000, 700_000, 1),
            ("POS PURCHASE SHOPRITE YABA", 8_000, 60_000, -1), ("IKEDC PREPAID TOKEN", 20_000, 60_000, -1),
            ("NIP TRF TO FOLASADE ADEYEMI (MUM UPKEEP)", 100_000, 150_000, -1),
            ("NIP TRF TO ALHAJI MUSA & SONS", 150_000, 500_000, -1), ("MTN AIRTIME/DATA", 5_000, 20_000, -1),
            ("DSTV SUBSCRIPTION", 21_000, 37_000, -1), ("SMS ALERT CHARGES", 100, 600, -1),
            ("ELECTRONIC MONEY TRANSFER LEVY", 50, 50, -1), ("NIP TRF TO TOLUWALOPE BANKOLE", 20_000, 100_000, -1),
            ("PIGGYVEST AUTOSAVE", 50_000, 200_000, -1), ("BOLT NG TRIP", 2_500, 9_000, -1)])
        if cur != "\u20a6":
            lo, hi = lo / 1500, hi / 1500
        amt = r.uniform(lo, hi)
        bal += sign * amt
        out.append(f"{d:%d-%b-%Y}  {desc}  {'CR' if sign > 0 else 'DR'} {cur}{amt:,.2f}  BAL {cur}{bal:,.2f}")
    return "\n".join(out)


def t_gtb(r, dt):
    return ("Guaranty Trust Bank Ltd\nCUSTOMER ACCOUNT STATEMENT\n" + f"Account name: ADEYEMI OLUWASEUN   Account no: "
            f"0125****32   Type: Savings\nPeriod: {(dt - timedelta(days=30)):%d %b %Y} to {dt:%d %b %Y}\n"
            + _txns(r, dt, 14) + "\nPlease examine this statement and report discrepancies within 15 days.\n")


def t_kuda(r, dt):
    return ("Kuda Microfinance Bank\nAccount statement\n" + f"Oluwaseun Adeyemi - 2010****88\n{dt:%B %Y}\n"
            + _txns(r, dt, 10) + "\nKuda MFB is licensed by the CBN. Deposits insured by NDIC.\n")


def t_dom(r, dt):
    return ("Guaranty Trust Bank Ltd\nDOMICILIARY ACCOUNT STATEMENT (USD)\n" + f"ADEYEMI OLUWASEUN  0125****49  USD\n"
            f"Period ending {_d(dt)}\n" + _txns(r, dt, 6, "$") + "\nOutward SWIFT: Bank of China Shenzhen "
            "(Yuxin Electronic) - supplier payment\n")


def t_wise(r, dt):
    rows = [f"Wise Payments Ltd - GBP account statement\nOluwaseun Adeyemi, account ending 4471\n"
            f"Quarter ending {_d(dt)}"]
    for i in range(3):
        d = dt - timedelta(days=60 - 30 * i)
        rows.append(f"{d:%d %b %Y}  Received from DEEL INC (Ledgerline Ltd)  +\u00a3{r.uniform(5350, 5420):,.2f}")
        rows.append(f"{d + timedelta(days=1):%d %b %Y}  Converted GBP to NGN, sent to GTBank  -\u00a3"
                    f"{r.uniform(1800, 3200):,.2f}  rate {r.uniform(1950, 2150):.2f}")
        rows.append(f"{d + timedelta(days=2):%d %b %Y}  Moved to Jar 'Canada POF'  -\u00a3{r.uniform(600, 1200):,.2f}")
    return "\n".join(rows) + "\n"


def t_piggyvest(r, dt):
    return ("PiggyVest - Safelock statement\n" + f"Saver: Oluwaseun Adeyemi\nSafelock 'Wedding Dec 2026': "
            f"{_ng(r, 2500000, 4500000)} locked until 30 Nov 2026 at 18% p.a.\nSafelock 'Rent 2027': "
            f"{_ng(r, 900000, 1800000)} until 28 Feb 2027\nAutosave (Piggybank): {_ng(r, 150000, 600000)}\n"
            f"Interest earned YTD: {_ng(r, 180000, 420000)}\nGenerated {_d(dt)}\n")


def t_cowrywise(r, dt):
    return ("Cowrywise - Investment statement\n" + f"Client: Oluwaseun Adeyemi\nDate: {_d(dt)}\nFund: Cowrywise "
            f"Dollar Fund (Eurobond)  units {r.uniform(900, 2500):.2f}  value ${r.uniform(1000, 3000):,.2f}\n"
            f"Fund: Money Market Fund  value {_ng(r, 400000, 1500000)}\nYield last 30 days: 17.4% p.a. (MMF)\n")


def t_bamboo(r, dt):
    return ("Bamboo - Portfolio summary (US equities)\n" + f"Account: Seun Adeyemi   As at {_d(dt)}\n"
            f"VOO  {r.uniform(2, 6):.3f} shares\nAAPL  {r.uniform(1, 4):.3f} shares\nMSFT  {r.uniform(1, 3):.3f} "
            f"shares\nCash: ${r.uniform(10, 200):.2f}\nTotal value: ${r.uniform(3000, 7000):,.2f}\n")


def t_budget(r, dt):
    rows = ["Item;Monthly NGN;Notes"]
    for it, lo, hi, note in (("Rent sinking fund (Yaba)", 200, 250, "rent N2.6m/yr due March"),
                             ("Mum upkeep", 120, 150, "sent 1st of month"), ("Tobi school fees fund", 90, 120, ""),
                             ("Damilola allowance", 50, 70, ""), ("Tithe 10%", 700, 800, "RCCG Grace Assembly"),
                             ("Food & market", 150, 220, ""), ("Diesel + IKEDC", 90, 160, "light wahala"),
                             ("Internet Starlink", 38, 38, ""), ("Transport/Bolt", 40, 80, ""),
                             ("Mummy house Ibadan", 600, 900, "contractor stages"), ("Wedding savings", 500, 700,
                                                                                   "PiggyVest safelock"),
                             ("Canada POF (GBP jar)", 400, 600, "")):
        rows.append(f"{it};{r.randint(lo, hi) * 1000:,};{note}")
    rows.append(f"Budget {dt.year} - Seun (salary ~\u00a35.4k/month after Wise fees);;")
    return "\n".join(rows)


def t_spending_csv(r, dt):
    rows = ["date,description,category,amount_ngn,account"]
    for i in range(25):
        d = dt - timedelta(days=r.randint(0, 30))
        desc, cat = r.choice([("Shoprite Yaba", "Food"), ("Mama Put Akoka", "Food"), ("Bolt", "Transport"),
                              ("IKEDC token", "Power"), ("Diesel 25L", "Power"), ("MTN data", "Internet"),
                              ("Chicken Republic", "Food"), ("Tithe", "Church"), ("Gym - iFitness Yaba", "Health")])
        rows.append(f"{d:%Y-%m-%d},{desc},{cat},{r.randint(2, 60) * 500},{r.choice(['GTBank', 'Kuda'])}")
    return "\n".join(rows) + "\n"


def t_lirs(r, dt):
    y = dt.year - 1
    return ("LAGOS STATE INTERNAL REVENUE SERVICE\nDIRECT ASSESSMENT - SELF-ASSESSMENT NOTICE\n"
            f"Taxpayer: ADEYEMI OLUWASEUN   Payer ID: N-{r.randint(1000000, 9999999)}\nYear of assessment: {y}\n"
            f"Income declared: foreign employment (remote) {_ng(r, 55000000, 120000000)}; business name "
            f"(Seun Gadgets Hub) {_ng(r, 3000000, 8000000)}\nConsolidated relief allowance applied\n"
            f"Tax payable: {_ng(r, 7000000, 16000000)}\nDue date: 31 March {y + 1}\n"
            "Pay via LIRS eTax portal or designated banks. Keep receipts for your Tax Clearance Certificate.\n")


def t_tcc(r, dt):
    return ("LAGOS STATE INTERNAL REVENUE SERVICE\nTAX CLEARANCE CERTIFICATE\n" + f"TCC No: LIRS/TCC/{dt.year}/"
            f"{r.randint(100000, 999999)}\nThis is to certify that ADEYEMI OLUWASEUN of {ADDR} has settled his "
            f"personal income tax for the three years ending 31 December {dt.year - 1}.\nSource of income: "
            "employment (remote, foreign) and business (Seun Gadgets Hub)\nValid until 31 December "
            f"{dt.year}\nExecutive Chairman, LIRS\n")


def t_lirs_receipt(r, dt):
    return ("LIRS e-Receipt\n" + f"Payer: Adeyemi Oluwaseun   Date: {_d(dt)}\nRevenue item: Personal Income Tax - "
            f"Direct Assessment {dt.year - 1}\nAmount: {_ng(r, 2000000, 5000000)}\nPayment channel: GTBank "
            f"internet banking   Ref: {_ref(r, 'LIRS', 10)}\n")


def t_pension(r, dt):
    return ("ARM Pension Managers (PFA) Ltd\nRETIREMENT SAVINGS ACCOUNT STATEMENT\n" + f"RSA PIN: PEN1004{r.randint(10000000, 99999999)}"
            f"\nName: Adeyemi Oluwaseun\nPeriod: 1 Jan - 31 Dec {dt.year - 1}\nEmployer (last): Access Bank Plc\n"
            f"Voluntary contributions this year: {_ng(r, 600000, 1200000)}\nFund: RSA Fund II\nClosing balance: "
            f"{_ng(r, 2500000, 4500000)}\n")


def t_carbon_schedule(r, dt):
    rows = ["Carbon (OneFi) personal loan - repayment schedule", "Loan amount: N1,500,000.00  Tenor: 12 months  "
            "Rate: 4.5% monthly (reducing)", "Purpose: laptop and first stock for phone accessories (2023)"]
    for m in range(1, 13):
        rows.append(f"Instalment {m}: {(dt + timedelta(days=30 * m)):%d %b %Y}  N{r.randint(150, 175) * 1000:,}.00")
    return "\n".join(rows) + "\n"


def t_carbon_closure(r, dt):
    return ("Carbon (OneFi Ltd)\nLETTER OF NON-INDEBTEDNESS\n" + f"{_d(dt)}\nCustomer: Oluwaseun Adeyemi\n"
            "This is to confirm that loan CRB-2023-118734 of N1,500,000.00 has been fully repaid and closed. "
            "There is no outstanding balance. This status has been reported to the credit bureaus (CRC, "
            "FirstCentral).\nCustomer Success, Carbon\n")


def t_fin_naira(r, dt):
    return ("Why the naira keeps falling - an explainer\nSince the June 2023 unification of FX windows, the naira "
            "moved from about N460/$ to over N1,500/$. Drivers: low oil output, FX backlog, inflation above 30%.\n"
            "What it means for earners in foreign currency: convert only what you need each month, keep savings in "
            "dollar funds or domiciliary accounts, and watch the NFEM rate rather than parallel market rumours.\n")


def t_fin_stocks(r, dt):
    return ("How to invest in US stocks from Nigeria (2025 guide)\nPlatforms: Bamboo, Risevest, Trove, Chaka.\n"
            "Funding: naira card limits are low; fund with a domiciliary account or through the platform's exchange "
            "rate.\nTax: US withholding tax of 30% on dividends for Nigerians (no treaty).\nStrategy: index funds "
            "(VOO, VTI) over stock picking; dollar-cost average monthly.\n")


def t_fin_notes(r, dt):
    return ("# Money rules (for myself)\n\n- Pay God first (tithe), then family, then savings, then enjoyment\n"
            "- 6 months emergency fund in MMF, not in GTB savings\n- Don't convert all GBP at once; convert weekly\n"
            "- No more quick loans (Carbon wahala 2023 taught me)\n- Black tax is real: budget for it, don't hide "
            "from it\n")


# --------------------------------------------------------------------------- Home (Yaba flat)


def t_tenancy(r, dt):
    return ("TENANCY AGREEMENT\n" + f"Made this {_d(dt)} between CHIEF (MRS) ADEBISI OYELARAN (Landlord) of 3 "
            f"Herbert Macaulay Way, Yaba and {ME.upper()} (Tenant)\nPremises: Flat 4, 12 Alagomeji Street, Yaba, "
            "Lagos - two bedroom flat, all rooms en-suite\nTerm: one year from 1 March to 28 February\nRent: "
            "N2,600,000.00 per annum payable in advance\nService charge: N400,000.00 per annum (security, water, "
            "estate generator 7pm-12am, cleaning)\nCaution deposit: N300,000.00 (refundable)\nThe Tenant shall not "
            "sublet, shall keep the premises in good condition and shall give three months' notice.\n"
            "Agent: Kunle Ajayi (Alagomeji Properties)\nSigned: Landlord / Tenant / Witness\n")


def t_rent_receipt(r, dt):
    return ("RENT RECEIPT\n" + f"Date: {_d(dt)}\nReceived from Mr Oluwaseun Adeyemi the sum of Two Million Six Hundred "
            f"Thousand Naira (N2,600,000.00) being rent for Flat 4, 12 Alagomeji Street, Yaba, for the period 1 "
            f"March {dt.year} to 28 February {dt.year + 1}.\nPaid by transfer to GTBank a/c of Adebisi Oyelaran.\n"
            "Signed: Chief (Mrs) A. Oyelaran (Landlord)\n")


def t_service_charge(r, dt):
    return ("ALAGOMEJI COURT RESIDENTS ASSOCIATION\nSERVICE CHARGE RECEIPT\n" + f"Flat 4 - Mr Seun Adeyemi\nDate: "
            f"{_d(dt)}\nAmount: N{r.choice([100, 200, 400])},000.00\nCovering: security (2 guards), borehole water, "
            "estate generator diesel, cleaning of common areas\nTreasurer: Mrs Ngozi Eze\n")


def t_ikedc(r, dt):
    return ("Ikeja Electric Plc - Prepaid token purchase\n" + f"Meter: 0101 7738 2216 (Flat 4, 12 Alagomeji St, "
            f"Yaba)\nBand: B\nDate: {_d(dt)}\nAmount: {_ng(r, 20000, 60000)}\nUnits: {r.uniform(95, 280):.1f} kWh\n"
            f"Token: {' '.join(_ref(r, '', 4) for _ in range(5))}\n")


def t_starlink(r, dt):
    return ("Starlink Internet Services Nigeria Ltd\nINVOICE\n" + f"Account: ACC-{r.randint(1000000, 9999999)}"
            f"-Adeyemi   Service address: Yaba, Lagos\nDate: {_d(dt)}\nStandard Residential subscription: "
            "N38,000.00\nVAT 7.5%: N2,850.00\nTotal: N40,850.00  charged to card ****7712\n")


def t_lawma(r, dt):
    return ("LAGOS WASTE MANAGEMENT AUTHORITY (LAWMA)\nPSP WASTE BILL\n" + f"Address: 12 Alagomeji Street, Yaba "
            f"(Flat 4)\nBill period: {dt:%B %Y}\nAmount: N4,500.00\nPSP operator: Clean Yaba Ventures\n")


def t_diesel_log(r, dt):
    rows = ["Date;Litres;Price per litre NGN;Total NGN;Hours run;Note"]
    for i in range(10):
        d = dt - timedelta(days=i * 6)
        p = r.randint(1150, 1450)
        lt = r.choice([10, 20, 25])
        rows.append(f"{d:%Y-%m-%d};{lt};{p};{lt * p:,};{r.randint(8, 30)};{r.choice(['IKEDC off 2 days', 'estate gen down', 'rainy week', ''])}")
    rows.append("Generator diesel log - Firman SPG3000, flat 4;;;;;")
    return "\n".join(rows)


def t_warranty(r, dt):
    return ("FELICITY SOLAR - PRODUCT WARRANTY CARD\n" + "Product: IVEM 5KVA 48V hybrid inverter + 2 x 5kWh "
            "lithium batteries\nSerial: IVEM5048-23H-0778\nInstalled at: Flat 4, 12 Alagomeji St, Yaba\nInstalled "
            "by: Brightwatt Energy Ltd, 20 January 2026\nWarranty: inverter 2 years, batteries 5 years\nClaims: "
            "call 0700 FELICITY with this card and the invoice\n")


def t_rent_notice(r, dt):
    return _eml("Kunle Ajayi <alagomejiproperties@gmail.com>", "Seun Adeyemi <seunadeyemi.dev@gmail.com>",
                "Flat 4 Alagomeji - rent review for March 2027", dt,
                "Good afternoon sir,\n\nI hope you are well. The landlord has asked me to inform all tenants that "
                "from March 2027 rent will be reviewed to N3,000,000 per annum because of the current economic "
                "situation. Service charge remains N400,000.\n\nPlease let me know if you will be renewing.\n\n"
                "Regards,\nKunle Ajayi\nAlagomeji Properties")


def t_ogba_tenancy(r, dt):
    return ("TENANCY AGREEMENT\nLandlord: Mr Gbenga Afolabi, 7 Ajayi Road, Ogba, Ikeja\nTenant: Oluwaseun Adeyemi\n"
            "Premises: Room and parlour self-contain, 7 Ajayi Road, Ogba\nTerm: 1 year from 1 September 2020\n"
            "Rent: N450,000 per annum. Agency 10%, Legal 10%, Caution N100,000.\n")


def t_ogba_quit(r, dt):
    return (f"{_d(dt)}\nMr Gbenga Afolabi\n7 Ajayi Road, Ogba\nDear Sir,\nNOTICE OF INTENTION TO VACATE\nI write to "
            "notify you that I will not be renewing my tenancy of the self-contain at 7 Ajayi Road, Ogba, which "
            "expires on 31 August 2023. I shall hand over the keys on that date and kindly request the refund of my "
            "caution deposit of N100,000.\nThank you for the two good years.\nOluwaseun Adeyemi\n")


def t_ogba_refund(r, dt):
    return ("Caution deposit refund - 7 Ajayi Road Ogba\nTenant: Seun Adeyemi\nDeposit: N100,000\nDeductions: "
            "repainting N25,000; broken louvre blades N8,000\nRefunded: N67,000 by transfer on "
            f"{_d(dt)}\nLandlord: G. Afolabi\n")


def t_solar_quote(r, dt):
    return ("BRIGHTWATT ENERGY LTD\nQUOTATION - 5KVA HYBRID SOLAR SYSTEM\n" + f"Client: Mr Seun Adeyemi, Yaba   Date: "
            f"{_d(dt)}\n1 x Felicity IVEM 5KVA hybrid inverter - N1,350,000\n2 x 5kWh lithium battery - N2,900,000\n"
            "8 x 550W mono panels - N1,680,000\nMounting, cables, breakers, surge protection - N420,000\n"
            "Installation and commissioning - N250,000\nTOTAL: N6,600,000 (70% deposit, balance on completion)\n")


def t_solar_invoice(r, dt):
    return ("BRIGHTWATT ENERGY LTD\nFINAL INVOICE / RECEIPT\n" + f"Date: {_d(dt)}\nClient: Seun Adeyemi, Flat 4, 12 "
            "Alagomeji St, Yaba\n5KVA hybrid solar system - installed and commissioned 20 January 2026\nTotal: "
            "N6,450,000 (discount N150,000)\nDeposit paid: N4,620,000\nBalance paid: N1,830,000\nStatus: PAID IN "
            "FULL\n")


def t_solar_commission(r, dt):
    return ("Commissioning report - 5KVA hybrid system, Yaba\nPV open-circuit voltage: 398V (4S2P)\nBattery state of "
            "charge at handover: 96%\nBackup test: fridge, 2 ACs (1HP), lights, router, MacBook - 6h 40m on battery\n"
            "Grid charging disabled after 10pm (client request)\nHanded over and explained to client. Engineer: "
            "Tayo Lawal\n")


def t_manual(r, dt, kind):
    body = {
        "inverter": "Felicity IVEM series hybrid inverter - User manual\nInstallation, LCD operation, battery "
                    "settings (lithium: BMS communication), fault codes: 02 over temperature, 03 battery voltage "
                    "high, 07 overload. Keep the unit in a ventilated place.",
        "generator": "Firman SPG3000 petrol/diesel generator - Owner's manual\nCheck oil before every start. Change "
                     "oil after first 20 hours, then every 100 hours. Never run indoors: carbon monoxide kills.",
        "fridge": "Hisense RD-35DC4SA refrigerator - Instruction manual\nLeave 2 hours before switching on after "
                  "transport. Use a voltage stabiliser. Defrost when ice is over 5 mm.",
        "starlink": "Starlink Standard Kit - Setup guide\nPlace the dish with a clear view of the sky. Download the "
                    "Starlink app to check obstructions. Router: Wi-Fi 6, 3 meshes supported.",
        "ac": "LG Dual Inverter split AC 1HP - Owner's manual\nClean filters every 2 weeks. Recommended setting 24C. "
              "Error CH05: communication error between indoor and outdoor unit.",
    }[kind]
    return body + "\n"


# --------------------------------------------------------------------------- Health


def t_hmo_plan(r, dt):
    return ("RELIANCE HMO - PLAN SUMMARY\n" + f"Enrollee: Oluwaseun Adeyemi   ID: RH/{r.randint(100000, 999999)}/"
            f"P\nPlan: Gold (individual, paid annually)   Renewal: 1 February\nPrimary hospital: Reddington "
            "Hospital, Ikeja / Evercare Lekki (specialist)\nCovers: GP consults, specialist referrals, lab "
            "tests, malaria and typhoid treatment, dental (scaling, fillings), optical (N40,000 per year), "
            "admissions up to N3m\nExclusions: cosmetic surgery, fertility treatment\nCall centre: 0700 7354 "
            "2646 (24/7)\n")


def t_hmo_renewal(r, dt):
    return _eml("Reliance HMO <care@reliancehmo.com>", "seunadeyemi.dev@gmail.com",
                "Your Reliance HMO Gold plan has been renewed", dt,
                f"Hi Oluwaseun,\n\nThanks for renewing. Your Gold plan is active until 31 January {dt.year + 1}. "
                "Amount paid: N312,000. You can add a spouse from the app once you are married (marriage "
                "certificate required).\n\nStay healthy,\nReliance HMO")


def t_lab(r, dt, kind="general"):
    if kind == "malaria":
        res = ("Malaria parasite (MP) thick film: ++ (Plasmodium falciparum)\nWidal: O 1/80, H 1/80 (not "
               "significant)\nFBC: WBC 6.1, Hb 14.2 g/dL, platelets 188")
    elif kind == "lipid":
        res = ("Total cholesterol 5.6 mmol/L (H)\nLDL 3.7 (H)\nHDL 1.1\nTriglycerides 1.8\nFasting glucose 5.2 "
               "mmol/L\nHbA1c 5.4%")
    else:
        res = ("FBC normal\nFasting blood sugar 5.0 mmol/L\nCreatinine 88 umol/L\nUric acid 6.9 mg/dL (upper "
               "normal)\nGenotype AA   Blood group O+\nHIV 1&2: non-reactive\nHepatitis B sAg: negative")
    return ("SYNLAB NIGERIA - LABORATORY REPORT\n" + f"Patient: Oluwaseun Adeyemi  M  29y\nReferred by: Reliance "
            f"HMO / Reddington Hospital\nCollected: {_d(dt)}\n{res}\nVerified by: Dr A. Nwachukwu, Pathologist\n")


def t_hospital_receipt(r, dt):
    return ("REDDINGTON HOSPITAL - IKEJA\nRECEIPT / BILL SUMMARY\n" + f"Patient: Oluwaseun Adeyemi  Date: {_d(dt)}\n"
            f"GP consultation (HMO authorised, code {_ref(r, 'PA', 6)})\nArtemether-lumefantrine 80/480 x 6\n"
            f"Paracetamol 500mg x 18\nCo-payment paid: {_ng(r, 3000, 9000)}\nDiagnosis: uncomplicated malaria\n")


def t_eye(r, dt):
    return ("EYE FOUNDATION HOSPITAL - SPECTACLE PRESCRIPTION\n" + f"Patient: Oluwaseun Adeyemi  Date: {_d(dt)}\n"
            "RE: -1.25 DS / -0.50 DC x 180\nLE: -1.00 DS / -0.75 DC x 170\nPD 63 mm\nBlue-light filter advised "
            "(screen work 9+ hours). Review in 12 months.\n")


def t_dental(r, dt):
    return ("SMILE CONCEPT DENTAL CLINIC, YABA\nINVOICE\n" + f"Patient: Seun Adeyemi  Date: {_d(dt)}\nScaling and "
            "polishing - covered by Reliance HMO\nComposite filling (lower left 6) - N45,000, HMO pays N30,000\n"
            "Balance paid: N15,000 (POS)\n")


def t_pharmacy(r, dt):
    return ("HEALTHPLUS PHARMACY - SABO YABA\nSales receipt\n" + f"{_d(dt)}\nVitamin C 1000mg x1  N6,500\nOmega-3 "
            "x1  N12,800\nLoratadine 10mg x1  N2,400\nTotal: N21,700  Paid: Kuda card\n")


def t_health_article(r, dt, kind):
    body = {
        "bp": "High blood pressure in young Nigerian men\nHypertension is rising among Nigerians under 40. Risks: "
              "salt-heavy diet (Maggi cubes, suya spice), stress, little exercise, alcohol. Check your BP every 6 "
              "months, cut salt to 5 g a day, walk 30 minutes daily.",
        "desk": "Ergonomics for remote workers\nScreen at eye level, elbows at 90 degrees, feet flat. 20-20-20 rule "
                "for eyes. Stand up every 45 minutes. Back pain is often the chair, not your spine.",
        "malaria": "Malaria prevention at home\nSleep under treated nets, clear stagnant water, use repellent "
                   "at dusk. Do not self-medicate: test first (RDT or microscopy). Complete the full ACT dose.",
    }[kind]
    return body + "\n"


# --------------------------------------------------------------------------- Family


def t_tobi_fees(r, dt, term="Third"):
    return ("DIVINE GRACE COLLEGE, OLUYOLE ESTATE, IBADAN\nSCHOOL FEES INVOICE / RECEIPT\n" + f"Student: ADEYEMI "
            f"TOBILOBA   Class: SS2 Science   Term: {term} Term {dt.year if dt.month > 8 else dt.year - 1}/"
            f"{dt.year + 1 if dt.month > 8 else dt.year}\nTuition: N285,000\nBoarding: N180,000\nPTA levy: N10,000\n"
            f"Books and uniform: N42,500\nTotal: N517,500\nPaid by: Oluwaseun Adeyemi (brother) on {_d(dt)}\n"
            "Bursar\n")


def t_tobi_report(r, dt):
    return ("DIVINE GRACE COLLEGE, IBADAN - TERMINAL REPORT SHEET\n" + "Name: Adeyemi Tobiloba  Class: SS2 Science\n"
            "Mathematics 78 A1 | English 71 B2 | Physics 69 B3 | Chemistry 74 B2 | Biology 81 A1 | Further Maths 66 "
            "B3\nPosition: 4th out of 38\nPrincipal's remark: A diligent student. Keep it up.\n"
            f"Next term begins: {_d(dt + timedelta(days=30))}\n")


def t_ui_fees(r, dt):
    return ("UNIVERSITY OF IBADAN\nSTUDENT FEES PAYMENT RECEIPT (Remita)\n" + f"Name: ADEYEMI DAMILOLA JOSHUA   "
            f"Matric: 228{r.randint(100, 999)}\nFaculty: Technology   Department: Electrical/Electronic Engineering"
            f"   Level: 300\nSession: {dt.year - 1}/{dt.year}\nAcademic charges: N190,500\nICT and e-library: "
            f"N25,000\nTotal: N215,500\nRRR: {_ref(r, '', 12)}  Paid: {_d(dt)}\n")


def t_ui_hostel(r, dt):
    return ("UNIVERSITY OF IBADAN - HALL ACCOMMODATION\n" + f"Student: Adeyemi Damilola (300L, Elec/Elect Engr)\n"
            "Hall: Independence Hall, Room C-214\nAccommodation fee: N90,000  Maintenance: N15,000\n"
            f"Paid {_d(dt)} by Oluwaseun Adeyemi\n")


def t_allowance(r, dt):
    rows = ["Month;Damilola allowance NGN;Tobi pocket money NGN;Mum upkeep NGN;Extra;Note"]
    for m in range(1, dt.month + 1):
        rows.append(f"{m:02d}/{dt.year};60,000;15,000;150,000;{r.choice(['0', '50,000', '120,000'])};"
                    f"{r.choice(['', 'Mum BP drugs', 'Dami project materials', 'Tobi excursion'])}")
    rows.append(f"Family support tracker {dt.year};;;;;")
    return "\n".join(rows)


def t_mum_upkeep(r, dt):
    rows = ["date,to,amount_ngn,purpose,bank"]
    for i in range(12):
        d = dt - timedelta(days=30 * i)
        rows.append(f"{d:%Y-%m-01},Folasade Adeyemi (Mummy),150000,monthly upkeep,GTBank")
        if r.random() < 0.3:
            rows.append(f"{d:%Y-%m-15},Folasade Adeyemi (Mummy),{r.choice([30000, 50000, 80000])},"
                        f"{r.choice(['hospital - BP check', 'owambe aso-ebi', 'NEPA bill', 'church harvest'])},Kuda")
    return "\n".join(rows) + "\n"


def t_jamb(r, dt):
    return ("JOINT ADMISSIONS AND MATRICULATION BOARD\nUTME 2023 RESULT SLIP\nName: ADEYEMI DAMILOLA JOSHUA\n"
            "Reg No: 2023" + f"{r.randint(10000000, 99999999)}" + "CF\nUse of English 68 | Mathematics 72 | Physics "
            "70 | Chemistry 66\nAggregate: 276\nFirst choice: University of Ibadan - Electrical/Electronic "
            "Engineering\n")


def t_ui_admission(r, dt):
    return ("UNIVERSITY OF IBADAN - PROVISIONAL ADMISSION 2023/2024\nCandidate: ADEYEMI DAMILOLA JOSHUA\nYou have "
            "been offered provisional admission into 100 level, B.Sc. Electrical/Electronic Engineering, Faculty "
            "of Technology.\nAccept on JAMB CAPS and pay the acceptance fee of N35,000 within two weeks.\n"
            "Admissions Officer\n")


def t_acceptance(r, dt):
    return ("University of Ibadan - Acceptance fee receipt\n" + f"Candidate: Adeyemi Damilola J.  Amount: N35,000\n"
            f"Paid {_d(dt)} via Remita by Oluwaseun Adeyemi\n")


# --------------------------------------------------------------------------- Church


def t_tithe(r, dt):
    rows = ["Month;Income basis NGN;Tithe NGN;Offering/seed NGN;Paid via"]
    for m in range(1, 13 if dt.year < NOW.year else NOW.month + 1):
        t = r.randint(700, 820) * 1000
        rows.append(f"{m:02d}/{dt.year};{t * 10:,};{t:,};{r.choice([5000, 10000, 20000]):,};GTBank transfer")
    rows.append(f"Tithe record {dt.year} - RCCG Grace Assembly, Yaba;;;;")
    return "\n".join(rows)


def t_media_rota(r, dt):
    rows = ["RCCG GRACE ASSEMBLY YABA - MEDIA & TECHNICAL UNIT DUTY ROSTER", f"{dt:%B} - "
            f"{(dt + timedelta(days=31)):%B %Y}"]
    for i in range(8):
        d = dt + timedelta(days=i * 7)
        rows.append(f"Sunday {d:%d %b}: Projection - {r.choice(['Seun A.', 'Bisola', 'Dayo'])}; Sound - "
                    f"{r.choice(['Emeka', 'Seun A.', 'Tope'])}; Livestream (YouTube) - {r.choice(['Seun A.', 'Kelechi'])}")
    rows.append("Unit head: Bro. Dayo Olatunji. Rehearsal/soundcheck Saturdays 5pm.")
    return "\n".join(rows) + "\n"


def t_pledge(r, dt):
    return ("RCCG GRACE ASSEMBLY, YABA - CHURCH BUILDING PROJECT\nPLEDGE CARD\nName: Bro. Oluwaseun Adeyemi (Media "
            "Unit)\nAmount pledged: N1,200,000 over 12 months\nRedeemed so far: " + _ng(r, 300000, 900000) +
            f"\nAs at {_d(dt)}\n'Every man according as he purposeth in his heart' - 2 Cor 9:7\n")


def t_workers_cert(r, dt):
    return ("THE REDEEMED CHRISTIAN CHURCH OF GOD\nLAGOS PROVINCE 12\nCERTIFICATE OF COMPLETION - WORKERS IN "
            "TRAINING\nThis is to certify that Bro. Oluwaseun Adeyemi of Grace Assembly, Yaba completed the Workers "
            "in Training course and is ordained a worker in the Media and Technical Unit.\n"
            f"Date: {_d(dt)}\nPastor in charge of Province\n")


def t_sermon(r, dt, title):
    return (f"# {title}\n\n{dt:%d %b %Y} - Sunday service, Grace Assembly\n\n"
            f"- Text: {r.choice(['Proverbs 3:5-6', 'Joshua 1:8', 'Philippians 4:6-7', 'Genesis 2:24', 'Luke 14:28'])}\n"
            "- Point 1: God honours planning done in faith (count the cost before building the tower)\n"
            "- Point 2: Diligence in small things - your side hustle is a stewardship too\n"
            "- Point 3: Contentment is not laziness\n\nMy takeaway: stop comparing with Instagram. Do the work, "
            "trust God.\n")


def t_bible_study(r, dt):
    return ("Bible Study Outline - House Fellowship (Yaba Zone 3)\nTopic: Marriage that lasts (Ephesians 5:21-33)\n"
            "1. Mutual submission\n2. Love as Christ loved the church\n3. Leaving and cleaving - boundaries with "
            "extended family\nDiscussion: how do couples handle black tax and in-law expectations?\n")


def t_conv_budget(r, dt):
    return ("RCCG Grace Assembly Youth Convention 2024 - Budget;;\nItem;Amount NGN;Owner\nVenue (church "
            "auditorium);0;Pastor\nSound and light hire;450,000;Media unit (Seun)\nGuest minister honorarium;300,000;"
            "Youth pastor\nT-shirts 300 pcs;1,050,000;Welfare\nFood and drinks 2 days;900,000;Welfare\n"
            "Livestream/data;80,000;Media unit (Seun)\nTotal;2,780,000;")


def t_conv_programme(r, dt):
    return ("YOUTH CONVENTION 2024 - 'ARISE AND BUILD' (Nehemiah 2:18)\nFriday 16 August 2024, 5pm: praise night, "
            "drama\nSaturday 17 August, 10am: career and tech clinic (panel: Seun Adeyemi - remote jobs in tech), "
            "relationships session, 4pm: worship concert\nVenue: RCCG Grace Assembly, Yaba\n")


def t_conv_report(r, dt):
    return ("Youth Convention 2024 - Committee report\nAttendance: Friday 260, Saturday 410. Livestream peak 188 "
            "viewers.\nSpent N2,640,000 of N2,780,000 budget; balance returned to the youth account.\nWhat went "
            "well: tech clinic (ask for it again), sound.\nWhat to improve: start on time; food queue.\n"
            "Committee dissolved with thanks. Secretary: Seun Adeyemi\n")


# --------------------------------------------------------------------------- Wedding (Projects)


def t_eng_list(r, dt):
    return ("ENGAGEMENT LIST - BANKOLE FAMILY, ABEOKUTA\nTraditional engagement of Toluwalope Bankole and Oluwaseun "
            "Adeyemi - Saturday 12 December 2026\nItems to be presented by the groom's family:\n1. Holy Bible\n"
            "2. Engagement ring\n3. Isu (yam tubers) - 42\n4. Obi abata (kola nut) - 42\n5. Orogbo (bitter kola) - "
            "42\n6. Atare (alligator pepper) - 42\n7. Oyin (honey) - 1 big jar\n8. Iyo (salt) and Suga (sugar) - 1 "
            "bag each\n9. Drinks: 2 crates of soft drinks, 1 carton of malt, 1 carton of bottled water, 1 keg of "
            "palm wine\n10. Apoti (suitcase) with clothes, shoes, bags, jewellery and gele for the bride\n11. "
            "Umbrella, wristwatch, Bible\nEnvelopes: Owo Iyawo (bride price - to be returned), Owo Baba, Owo Iya, "
            "Owo Omo Ile, Owo Ijoko Agba, Owo Alaga Ijoko\nAlaga Ijoko (bride's side): Mrs Abike Sowunmi\n")


def t_wed_budget(r, dt):
    rows = ["Item;Budget NGN;Quoted NGN;Paid NGN;Vendor;Notes"]
    for it, lo, hi, v in (("Engagement list items", 900, 1300, "Oja Oba market + Tolu's aunty"),
                          ("Alaga Ijoko (both sides)", 300, 450, "Mrs Sowunmi / Iya Ibeji"),
                          ("Traditional venue Abeokuta", 800, 1200, "Green Legacy Resort hall"),
                          ("White wedding reception hall", 2500, 3500, "The Pavilion, Lekki"),
                          ("Catering 350 guests", 3200, 4200, "Tasty Bites Events"),
                          ("Small chops", 600, 900, "Chops by Ife"), ("Cake", 450, 700, "Cakes by Yemisi"),
                          ("Photography + video", 1500, 2200, "Shots by Dapo"), ("Decor", 1800, 2600, "Rosewood Decor"),
                          ("MC + live band", 900, 1400, "MC Gbenga / Praise band"),
                          ("Aso-ebi (groom side)", 0, 0, "self-funding by guests"), ("Rings", 800, 1200, "Bling Lagos"),
                          ("Tolu's dress", 1200, 1800, ""), ("My agbada + suit", 500, 800, "Ibadan tailor"),
                          ("IV printing 300", 250, 400, "Print Hub Yaba"), ("Honeymoon Zanzibar", 3000, 4500, "")):
        b = r.randint(lo, hi) * 1000
        q = int(b * r.uniform(0.9, 1.2)) if b else 0
        rows.append(f"{it};{b:,};{q:,};{int(q * r.choice([0, 0, 0.5, 0.7, 1])):,};{v};")
    rows.append(f"Wedding budget - Seun & Tolu 2026 (updated {_d(dt)});;;;;")
    return "\n".join(rows)


def t_guest_list(r, dt, side="Groom"):
    rows = ["Name;Relationship;Phone;Invite (Trad/White/Both);RSVP"]
    for i in range(30):
        rows.append(f"{_who(r)};{r.choice(['family', 'church', 'OAU friend', 'Ledgerline', 'NYSC Enugu', 'Access Bank', 'neighbour', 'pharmacy colleague'])};"
                    f"080{r.randint(10000000, 99999999)};{r.choice(['Both', 'White', 'Trad'])};{r.choice(['yes', 'no reply', 'maybe'])}")
    rows.append(f"{side} side guest list - Seun & Tolu wedding Dec 2026;;;;")
    return "\n".join(rows)


def t_venue_quote(r, dt, place="lekki"):
    if place == "lekki":
        head = ("THE PAVILION EVENT CENTRE, LEKKI PHASE 1\nQUOTATION - WEDDING RECEPTION\nEvent date: Saturday 19 "
                "December 2026   Capacity: 400 banquet\nHall rental 8am-6pm: N2,800,000\nSecurity and cleaning: "
                "N250,000\nGenerator (diesel inclusive): N350,000\n")
    else:
        head = ("GREEN LEGACY RESORT, ABEOKUTA\nQUOTATION - TRADITIONAL ENGAGEMENT\nEvent date: Saturday 12 December "
                "2026   Hall B (250 guests)\nHall rental: N950,000\nChairs and tables: included\nGenerator: "
                "N150,000\n")
    return head + f"Quote date: {_d(dt)}. 50% deposit secures the date. Client: Seun Adeyemi & Tolu Bankole\n"


def t_photographer(r, dt):
    return ("SHOTS BY DAPO - WEDDING PHOTOGRAPHY AGREEMENT\nClients: Oluwaseun Adeyemi & Toluwalope Bankole\n"
            "Events: traditional engagement (Abeokuta, 12 Dec 2026) and white wedding + reception (Lagos, 19 Dec "
            "2026)\nPackage: Gold - 2 photographers, 1 videographer, drone, pre-wedding shoot, 40-page album, "
            "highlight film\nFee: N1,950,000. Deposit N975,000 on signing, balance 2 weeks before the event.\n"
            "Travel to Abeokuta: N120,000\nSigned:\n")


def t_caterer(r, dt):
    return ("TASTY BITES EVENTS & CATERING\nQUOTATION - WEDDING RECEPTION 19/12/2026\nGuests: 350\nMenu: jollof "
            "rice, fried rice, ofada rice and ayamase, pounded yam with egusi, amala with ewedu and gbegiri, "
            "asun, peppered chicken, moi moi, fish\nSmall chops (puff-puff, samosa, spring rolls, gizdodo)\n"
            f"Drinks: water, soft drinks, Chapman\nTotal: N{r.randint(3400, 4100) * 1000:,}.00 incl. service "
            f"staff 20\nDate: {_d(dt)}\n")


def t_cake(r, dt):
    return ("CAKES BY YEMISI - ORDER CONFIRMATION\nWedding cake: 5 tiers, fruit + red velvet + vanilla, "
            "champagne gold and emerald detailing\nGroom's cake: small chocolate cake with a laptop topper\n"
            f"Delivery: The Pavilion Lekki, 19 Dec 2026, 10am\nPrice: N620,000 (deposit N300,000 paid {_d(dt)})\n")


def t_asoebi(r, dt):
    return ("Aso-ebi plan - Seun & Tolu 2026\nColours: champagne gold and emerald green\nTraditional (12 Dec): "
            "aso-oke for family (gele and fila) - vendor: Iya Basira, Iseyin - N45,000 per set\nWhite wedding "
            "(19 Dec): emerald lace for friends - vendor: Lace World, Balogun market - N38,000 per 5 yards\n"
            "Groom's friends: champagne agbada fabric N28,000 per 6 yards\nCollection deadline: 31 August 2026. "
            "Payment to Tolu's Kuda account. Coordinators: Bisi (Tolu side), Tunde (my side)\n")


def t_iv(r, dt):
    return ("INVITATION CARD - DRAFT WORDING\nThe families of Mr & Mrs Olumide Bankole of Abeokuta and the late Mr "
            "Joseph Adeyemi & Mrs Folasade Adeyemi of Ibadan\nrequest the pleasure of your company at the wedding of "
            "their children\nTOLUWALOPE & OLUWASEUN\n#ToluFoundHerSeun2026\nHoly Matrimony: RCCG Grace Assembly, "
            "Yaba, 10am, Saturday 19 December 2026\nReception: The Pavilion Event Centre, Lekki Phase 1\n"
            "Colours of the day: champagne gold and emerald green\nRSVP: Bisi 0803 xxx, Tunde 0816 xxx\n")


def t_counselling(r, dt):
    return ("RCCG GRACE ASSEMBLY YABA - MARRIAGE COMMITTEE\nPRE-MARITAL COUNSELLING SCHEDULE\nCouple: Bro. Oluwaseun "
            "Adeyemi & Sis. Toluwalope Bankole\nSessions (Tuesdays 6pm, Pastor & Pastor Mrs Ogunbiyi):\n1. 7 July "
            "- God's design for marriage\n2. 21 July - communication and conflict\n3. 4 Aug - finances and budget\n"
            "4. 18 Aug - in-laws and extended family\n5. 1 Sep - sex and intimacy\n6. 15 Sep - genotype, health and "
            "family planning\nRequirements: genotype and HIV results for both, baptismal certificates, pastor's "
            "letter\nWedding date: 19 December 2026\n")


def t_registry(r, dt):
    return ("FEDERAL MARRIAGE REGISTRY, IKOYI, LAGOS\nNOTICE OF MARRIAGE (FORM A) - REQUIREMENTS AND PRE-BOOKING SLIP\n"
            "Groom: Oluwaseun Adeyemi, bachelor, 29, software engineer, Yaba\nBride: Toluwalope Bankole, spinster, "
            "28, pharmacist, Surulere\nIntended date: 19 December 2026 (church wedding at licensed place of worship)\n"
            f"Enquiry date: {_d(dt)}. Notice is valid for 3 months: file it in September 2026. It will be displayed "
            "for 21 days. Bring birth certificates, passport photos, and two witnesses with valid ID.\n")


def t_wed_timeline(r, dt):
    return ("# Wedding to-do (Seun & Tolu)\n\n## Done\n- [x] Introduction (Mum & aunties visited Bankole family)\n"
            "- [x] Date fixed with both families and church\n- [x] Pavilion deposit\n\n## June-August\n- [ ] "
            "Photographer deposit\n- [ ] Aso-ebi orders close 31 Aug\n- [ ] Counselling starts 7 July\n- [ ] "
            "Registry notice\n\n## September-November\n- [ ] IV printing\n- [ ] Buy engagement list items (Oja "
            "Oba, Abeokuta)\n- [ ] Agbada fitting in Ibadan\n\n## December\n- [ ] 12 Dec trad in Abeokuta\n- [ ] 19 "
            "Dec white wedding\n- [ ] Zanzibar 21-27 Dec\n")


def t_honeymoon(r, dt):
    return ("TRAVELSTART NIGERIA - HOLIDAY QUOTE\nZanzibar honeymoon package for 2\n21-27 December 2026\nFlights "
            "LOS-NBO-ZNZ (Kenya Airways), 6 nights Nungwi beach resort (all inclusive), airport transfers, spice "
            f"tour\nPrice: N{r.randint(4200, 5600) * 1000:,} for two. Quote valid until {_d(dt + timedelta(days=14))}\n")


def t_planner_chat(r, dt):
    lines = []
    for i, (w, m) in enumerate((("Kemi Events", "Good evening Seun, I sent the decor moodboard to Tolu. Emerald "
                                  "and champagne gold still?"), ("Seun", "Yes ma. Abeg help us keep decor under 2.4m"),
                                 ("Kemi Events", "Noted. The Pavilion wants the balance of the hall by 30 Sept"),
                                 ("Seun", "Ok. Photographer contract signed today"),
                                 ("Kemi Events", "Perfect. Next meeting with caterer Saturday 2pm at Lekki"))):
        lines.append(f"{(dt - timedelta(days=4 - i)):%d/%m/%Y}, 19:{10 + i:02d} - {w}: {m}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- Immigration (Canada Express Entry)


def t_ielts_trf(r, dt):
    return ("IELTS Test Report Form - ACADEMIC / GENERAL TRAINING\nModule: General Training\nCentre: British "
            "Council Lagos (NG004)\n" + f"Test date: {_d(dt)}\nCandidate: ADEYEMI, OLUWASEUN  DOB 14/03/1997  "
            "Nationality: Nigerian\nListening 8.5  Reading 8.0  Writing 7.0  Speaking 7.5\nOverall band score: "
            f"8.0\nCEFR level: C1\nTRF number: 26NG{r.randint(100000, 999999)}ADEO004G\n")


def t_ielts_booking(r, dt):
    return _eml("British Council IELTS <ielts.nigeria@britishcouncil.org>", "seunadeyemi.dev@gmail.com",
                "IELTS booking confirmation - General Training, Lagos", dt,
                "Dear Oluwaseun Adeyemi,\n\nYour IELTS General Training (computer-delivered) test is confirmed.\n"
                "Test date: Saturday 28 February 2026, Ikoyi test centre.\nSpeaking: same day, 2:40pm.\nFee paid: "
                "N388,000.\nBring the passport used for registration.\n\nBritish Council Nigeria")


def t_wes(r, dt):
    return ("WORLD EDUCATION SERVICES - EDUCATIONAL CREDENTIAL ASSESSMENT\nFor Immigration, Refugees and Citizenship "
            "Canada (IRCC)\n" + f"Reference No: {r.randint(4000000, 4999999)}   Date: {_d(dt)}\nName: Oluwaseun "
            "Adeyemi\nCredential: Bachelor of Science (Computer Science), Obafemi Awolowo University, Ile-Ife, 2018\n"
            "Canadian equivalency: Bachelor's degree (four years)\nValid for Express Entry for 5 years from the "
            "issue date.\n")


def t_wes_receipt(r, dt):
    return ("WES - Order receipt\n" + f"Order date: {_d(dt)}\nService: ECA for IRCC + delivery\nAmount: CAD 248.00 + "
            "courier for OAU transcript request\nPaid: GTBank dollar card\nNote: OAU must send the transcript "
            "directly in a sealed envelope (Registrar, Academic Affairs)\n")


def t_crs(r, dt):
    return ("# CRS score - Express Entry (my calc)\n\nAge 29: 110\nBachelor's: 120\nIELTS CLB 10/9/9/10 (first "
            "language): 124\nCanadian work experience: 0\nSkill transferability (education+language): 50, "
            "(foreign work 3+ yrs + language): 50\n\n**Total: ~454**\n\nLast general draws were 480-525. Options: "
            "French (TEF) for extra points, or wait for category-based STEM draw (CRS ~ 460?). Age points drop after "
            "30 - submit profile before March 2027!\n\nNOC for my job: 21231 Software engineers and designers.\n")


def t_pof(r, dt):
    return ("Guaranty Trust Bank Ltd\n" + f"{_d(dt)}\nThe Visa Officer\nImmigration, Refugees and Citizenship Canada\n"
            "Dear Sir/Madam,\nPROOF OF FUNDS / REFERENCE - MR OLUWASEUN ADEYEMI\nWe confirm that Mr Oluwaseun "
            "Adeyemi has maintained accounts with us since 2015: savings account 0125****32 and domiciliary account "
            f"0125****49.\nBalances as at date: NGN {_ng(r, 9000000, 14000000)[1:]} and USD "
            f"{r.uniform(9000, 14000):,.2f}\nAverage balance over the last six months: USD equivalent "
            f"{r.uniform(17000, 21000):,.2f}\nNo outstanding debts.\nYours faithfully,\nRelationship Manager, Yaba branch\n")


def t_pcc(r, dt):
    return ("NIGERIA POLICE FORCE - FORCE CRIMINAL INVESTIGATION DEPARTMENT, ALAGBON, IKOYI\nPOLICE CHARACTER "
            "CERTIFICATE - APPLICATION ACKNOWLEDGEMENT\n" + f"Applicant: Oluwaseun Adeyemi   Passport: B{r.randint(10000000, 99999999)}\n"
            f"Purpose: Immigration (Canada)\nDate of application: {_d(dt)}\nBiometrics captured. Collect certificate "
            "after 14 working days.\n")


def t_ll_reference(r, dt):
    return ("Ledgerline Ltd\n41 Clerkenwell Road, London EC1M 5RF\nDRAFT - employment reference for IRCC\nTo whom it "
            "may concern,\nWe confirm that Oluwaseun Adeyemi has worked with Ledgerline Ltd since 4 April 2022 as "
            "Backend Engineer and, since April 2025, Senior Backend Engineer, full time (37.5 hours a week), "
            "remotely from Lagos, Nigeria. Annual fee: GBP 62,500.\nMain duties: designing and building payment "
            "services in Go; on-call for the Payments Platform; code reviews and mentoring; designing the "
            "migration of payouts to an event-driven ledger.\nHannah Whitcombe, Engineering Manager\n"
            "(Seun: NOC 21231 duties wording - ask Priya in People to put on letterhead and sign)\n")


def t_ee_checklist(r, dt):
    return ("# Canada Express Entry checklist\n\n- [x] IELTS GT (Feb 2026) - 8.0 overall\n- [x] WES ECA - received\n"
            "- [ ] Police certificate (Alagbon) - applied\n- [x] Reference letter Access Bank\n- [ ] Reference letter "
            "Ledgerline on letterhead\n- [ ] Proof of funds letter GTB (need CAD 15,263 for single, more if Tolu "
            "is added after wedding)\n- [ ] Create IRCC profile\n- [ ] Decide: include Tolu as spouse after 19 Dec?\n"
            "- [ ] Medicals (after ITA)\n")


def t_ee_notes(r, dt):
    return ("express entry notes\n\nprofile valid 12 months\nITA -> 60 days to submit eAPR\nPOF must be in my name, "
            "not Tolu's until married\nTolu IELTS? spouse points +10 max\nPharmacist in Canada = PEBC exam, long "
            "road, she is not sure yet\nPNP options: Ontario Tech draw, Nova Scotia\nrecompute CRS after wedding "
            "(spouse factors change the table)\n")


def t_ielts_writing(r, dt):
    return ("IELTS Writing Task 2 practice\nQuestion: Some people think remote work benefits employees, others say it "
            "harms teamwork. Discuss both views and give your opinion.\nMy essay (282 words): In recent years, "
            "remote work has become common, especially in technology...\nTutor feedback: Band 7. Good coherence; use "
            "fewer informal phrases ('abeg' slipped in!). Task Response 7, CC 7, LR 7, GRA 6.5\n")


def t_ielts_scores(r, dt):
    rows = ["Date;Test;Listening;Reading;Writing;Speaking;Source"]
    for i in range(8):
        d = dt - timedelta(days=70 - i * 9)
        rows.append(f"{d:%Y-%m-%d};Cambridge 18 Test {i % 4 + 1};{r.choice([7.5, 8, 8.5, 9])};"
                    f"{r.choice([7, 7.5, 8, 8.5])};{r.choice([6.5, 7])};{r.choice([7, 7.5])};self/tutor")
    rows.append("IELTS GT practice scores - target CLB 9+ all bands;;;;;;")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Building (Mum's house, Ibadan)


def t_survey(r, dt):
    return ("SURVEY PLAN\nPlan No: OY/" + f"{r.randint(1000, 9999)}" + "/2024/027\nProperty of: MRS FOLASADE "
            "ADEYEMI\nSituate at: Plot 27, Ayodele Layout, off Akala Expressway, Akobo, Ibadan, Oyo State\nArea: "
            "648.21 square metres\nBeacons: SC/OY 4417A-D\nSurveyed by: Surv. Kayode Olaniyan (SURCON reg. 2209)\n"
            "Charted at the Office of the Surveyor-General, Oyo State: no government acquisition\n")


def t_deed(r, dt):
    return ("DEED OF ASSIGNMENT\n" + f"THIS DEED is made this {_d(dt)} BETWEEN the OLOKO FAMILY of Akobo, Ibadan "
            "(Assignors) and MRS FOLASADE ADEYEMI (Assignee), the purchase price of N9,500,000 (Nine Million Five "
            "Hundred Thousand Naira) having been paid by her son OLUWASEUN ADEYEMI\nProperty: all that parcel of "
            "land at Plot 27, Ayodele Layout, Akobo, Ibadan measuring 648.21 sqm as shown on Survey Plan "
            "OY/2024/027\nThe Assignors covenant that they have good title... Governor's consent to be obtained.\n"
            "Solicitor: Barr. Titilayo Ogundipe, Ibadan\n")


def t_plan_approval(r, dt):
    return ("OYO STATE MINISTRY OF PHYSICAL PLANNING AND URBAN DEVELOPMENT\nIBADAN NORTH-EAST LOCAL PLANNING AUTHORITY"
            "\nBUILDING PLAN APPROVAL\n" + f"Ref: LPA/INE/BP/{r.randint(1000, 9999)}/2025   Date: {_d(dt)}\n"
            "Applicant: Mrs Folasade Adeyemi (c/o Oluwaseun Adeyemi)\nProposed: 3-bedroom bungalow with boys' "
            "quarters at Plot 27, Ayodele Layout, Akobo\nApproved subject to: setbacks 3m front, 1.5m sides; "
            "soakaway 10m from well; display approval number on site.\nAssessment fee paid: N385,000\n")


def t_drawings(r, dt):
    return ("ARCHITECTURAL DRAWINGS - PROPOSED 3 BEDROOM BUNGALOW FOR MRS F. ADEYEMI, AKOBO IBADAN\nDrg A-01 Site "
            "plan 1:200\nDrg A-02 Ground floor plan: living 5.4 x 4.8m, dining, kitchen + store, master bedroom "
            "en-suite, 2 bedrooms, visitors' toilet\nDrg A-03 Elevations and sections, roof: long-span aluminium "
            "0.55mm, hip roof\nDrg A-04 BQ 1 room + toilet\nArchitect: Arc. Bukola Ayinde (ARCON), Revision C, "
            f"{_d(dt)}\n")


def t_boq(r, dt):
    rows = ["Section;Description;Qty;Unit;Rate NGN;Amount NGN"]
    for sec, desc, q, u, lo, hi in (("A", "Site clearing and setting out", 1, "item", 250, 350),
                                    ("B", "Excavation and foundation concrete", 48, "m3", 95, 120),
                                    ("C", "9-inch sandcrete blocks", 5200, "nr", 0.8, 0.95),
                                    ("D", "Dangote cement 50kg", 620, "bags", 9.5, 11),
                                    ("E", "German floor / DPC", 1, "item", 600, 900),
                                    ("F", "Lintel and columns (iron rods 12mm, 16mm)", 1, "item", 1800, 2400),
                                    ("G", "Roofing: timber + long-span aluminium", 1, "item", 4200, 5200),
                                    ("H", "Windows (aluminium casement) and doors", 1, "item", 2600, 3400),
                                    ("I", "Plumbing and electrical first fix", 1, "item", 1500, 2100),
                                    ("J", "Plastering, screeding, tiling, painting", 1, "item", 3800, 4800)):
        rate = r.uniform(lo, hi) * 1000
        rows.append(f"{sec};{desc};{q};{u};{rate:,.0f};{rate * q:,.0f}")
    rows.append(f"BOQ - Bungalow for Mummy, Akobo Ibadan - rev {_d(dt)} - FemOg Construction;;;;;")
    return "\n".join(rows)


def t_contractor(r, dt):
    return ("CONSTRUCTION AGREEMENT (LABOUR AND MATERIALS)\nBetween Oluwaseun Adeyemi (on behalf of Mrs Folasade "
            "Adeyemi), Client, and FemOg Construction Services, Ibadan (Engr. Femi Ogunleye, COREN R.21884), "
            "Contractor\nWorks: construction of a 3-bedroom bungalow with BQ at Plot 27, Ayodele Layout, Akobo, "
            "Ibadan, per approved drawings Rev C and BOQ\nContract sum: N38,600,000, paid in stages: foundation "
            "15%, lintel 20%, roofing 25%, finishing 30%, handover 10%\nTarget completion: 30 November 2026\n"
            "Weekly photo updates on WhatsApp and monthly progress reports required.\nSigned in Ibadan\n")


def t_payments(r, dt):
    rows = ["Date;Stage;Amount NGN;Paid to;Evidence"]
    for d, st, a in (("2025-09-02", "Mobilisation/foundation 15%", "5,790,000"), ("2025-12-10", "DPC + block work",
                     "4,100,000"), ("2026-02-18", "Lintel 20%", "7,720,000"), ("2026-04-27", "Roofing materials",
                     "5,200,000"), ("2026-05-25", "Roofing labour", "2,400,000")):
        rows.append(f"{d};{st};{a};FemOg Construction (GTB 0211****90);{r.choice(['GTB receipt', 'WhatsApp screenshot'])}")
    rows.append("Mummy house payments - contract sum N38.6m;;;;")
    return "\n".join(rows)


def t_progress(r, dt):
    stage = {1: "block work to window level", 2: "lintel cast and cured", 3: "columns and lintel complete",
             4: "roof trusses up", 5: "roofing sheets being fixed", 6: "roof complete"}.get(dt.month, "block work")
    return ("FEMOG CONSTRUCTION SERVICES - MONTHLY PROGRESS REPORT\n" + f"Project: 3-bedroom bungalow, Plot 27 Akobo "
            f"Ibadan (client: Mr Seun Adeyemi for Mrs F. Adeyemi)\nMonth: {dt:%B %Y}\nStage: {stage}\nWork done: "
            f"{r.choice(['blocks laid 1,200', 'lintel concrete 1:2:4', 'roof timber treated against termites', 'fascia board fixed'])}\n"
            f"Materials on site: {r.randint(40, 120)} bags cement, {r.randint(200, 900)} blocks\nIssues: "
            f"{r.choice(['heavy rain delayed work 4 days', 'cement price went up N1,500/bag', 'omo onile demanded settlement again - referred to family head', 'none'])}\n"
            "Next month: continue as per programme. Engr. Femi Ogunleye\n")


def t_materials_receipt(r, dt):
    item, q, price = r.choice([("Dangote cement 42.5R 50kg", r.randint(50, 200), r.randint(9500, 11000)),
                               ("9-inch blocks (vibrated)", r.randint(500, 1500), r.randint(750, 900)),
                               ("Iron rods 16mm", r.randint(40, 120), r.randint(14000, 17000)),
                               ("Long-span aluminium 0.55mm (metres)", r.randint(300, 500), r.randint(6000, 7500))])
    return ("ALHAJI ADISA BUILDING MATERIALS, AKALA EXPRESSWAY, IBADAN\nCASH/TRANSFER RECEIPT\n" + f"Date: {_d(dt)}\n"
            f"Customer: Engr Femi for Mama Seun (Akobo site)\n{item} x {q} @ N{price:,}\nTotal: N{q * price:,}.00\n"
            "Delivered to Plot 27 Ayodele Layout\n")


def t_soil(r, dt):
    return ("GEOTECH ASSOCIATES IBADAN - SOIL INVESTIGATION REPORT\nSite: Plot 27, Ayodele Layout, Akobo, Ibadan\n"
            "2 trial pits to 2.0m. Lateritic clay over weathered granite. Allowable bearing pressure 150 kN/m2 at "
            "1.0m. Water table not encountered.\nRecommendation: strip foundation 675 x 225mm adequate for a "
            "bungalow.\n")


# --------------------------------------------------------------------------- Travel


def t_uk_visa(r, dt):
    return ("GOV.UK - Apply for a UK visitor visa - Application summary\n" + f"GWF reference: GWF0{r.randint(10000000, 99999999)}"
            f"\nApplicant: Oluwaseun Adeyemi, Nigerian passport\nVisit type: Standard Visitor - business "
            "(attending company meetings)\nIntended dates: 6-17 July 2026\nSponsor: Ledgerline Ltd, London (team "
            "offsite)\nFee paid: GBP 127 (reimbursed by Ledgerline)\nPrevious UK visits: July 2023 (business)\n"
            f"Submitted {_d(dt)}. Book your biometrics appointment at VFS Global Lagos.\n")


def t_vfs(r, dt):
    return ("VFS GLOBAL - UK Visa Application Centre, Lagos (Ikoyi)\nAPPOINTMENT CONFIRMATION\n" + f"Applicant: "
            f"ADEYEMI OLUWASEUN   GWF0{r.randint(10000000, 99999999)}\nDate: 9 June 2026, 09:30\nDocuments to bring: "
            "passport, appointment letter, supporting documents (invitation letter, bank statements 6 months, "
            "payslips, employment letter)\nPriority service: not selected\n")


def t_invite(r, dt):
    return ("Ledgerline Ltd\n41 Clerkenwell Road, London EC1M 5RF\n" + f"{_d(dt)}\nEntry Clearance Officer, UK Visas "
            "and Immigration\nRe: Oluwaseun Adeyemi - invitation to Ledgerline engineering offsite\nWe invite Mr "
            "Adeyemi, Senior Backend Engineer on our Payments Platform team who works remotely from Lagos, to our "
            "London office for the engineering offsite from 7 to 16 July 2026. Ledgerline will cover flights "
            "and hotel. He will return to Nigeria to continue his work.\nPriya Raman, Head of People\n")


def t_flight(r, dt, trip="london"):
    legs = {"london": "LOS-LHR British Airways BA74 Sun 5 July 2026 22:40 / LHR-LOS BA75 Fri 17 July 2026 11:05",
            "london23": "LOS-LHR Virgin Atlantic VS412 9 July 2023 / LHR-LOS VS411 21 July 2023",
            "dubai": "LOS-DXB Emirates EK784 18 Dec 2023 / DXB-LOS EK783 27 Dec 2023",
            "accra": "LOS-ACC Africa World Airlines AW502 20 Dec 2024 / ACC-LOS AW503 28 Dec 2024"}[trip]
    return ("E-TICKET / ITINERARY RECEIPT\n" + f"Passenger: ADEYEMI/OLUWASEUN MR\nBooking ref: {_ref(r, 'Q', 5)}\n"
            f"{legs}\nBaggage: 2 x 23kg\nIssued {_d(dt)}\n")


def t_hotel(r, dt, trip="london"):
    h = {"london": "Premier Inn London Farringdon (King's Cross), 5-17 July 2026, 12 nights, booked by Ledgerline "
                   "People team",
         "dubai": "Rove Downtown Dubai, 18-27 Dec 2023, 9 nights, 2 guests (Seun + Tolu), AED 4,860",
         "accra": "Labadi Beach Hotel, Accra, 20-28 Dec 2024, 8 nights, USD 1,540",
         "london23": "Travelodge London Central City Road, 9-21 July 2023"}[trip]
    return f"Booking confirmation\nGuest: Oluwaseun Adeyemi\n{h}\nConfirmation number: {r.randint(100000000, 999999999)}\n"


def t_trip_itin(r, dt, trip):
    body = {"accra": "Accra Dec 2024 - with Tolu, Tunde and Bisi\n20 Dec arrive, Osu night market\n21 Dec Kwame "
                     "Nkrumah Mausoleum, Jamestown\n22 Dec Cape Coast Castle day trip\n24 Dec Afrochella/Afro Nation"
                     "\n26 Dec Aburi gardens\nBudget: USD 1,900 each. Use MoMo for cash.\n",
            "dubai": "Dubai Dec 2023 - plan\nVisa: UAE 30-day tourist via Emirates (approved)\nDay 1 Dubai Mall, "
                     "Burj Khalifa At the Top\nDay 3 desert safari\nDay 5 Abu Dhabi - Grand Mosque\nShopping: Deira "
                     "phone market (check accessory prices for the shop!)\n",
            "london23": "London offsite July 2023 - notes\nFirst time meeting the team in person. Office in "
                        "Clerkenwell. Oyster card. Buy thermal wear?? It's July, it's fine. Send Mummy photos of "
                        "Big Ben. Bring back chin chin for the team.\n"}[trip]
    return body


def t_uae_visa(r, dt):
    return ("UNITED ARAB EMIRATES - ENTRY PERMIT (TOURISM, SINGLE ENTRY 30 DAYS)\nName: OLUWASEUN ADEYEMI\n"
            f"Nationality: Nigeria\nPermit No: 201/2023/{r.randint(1000000, 9999999)}\nValid until: 31 Jan 2024\n"
            "Sponsor: Emirates Airline\n")


def t_ll_expense_2023(r, dt):
    return ("Travel;Amount GBP;Note\nOyster top-ups;86.40;\nMeals 12 days (per diem 35);420.00;\nTaxi LHR -> hotel;"
            "62.00;late flight\nUK visa fee;115.00;reimbursable\nTotal;683.40;London offsite July 2023 expense claim "
            "- S. Adeyemi")


# --------------------------------------------------------------------------- Tech


def t_aws_booking(r, dt):
    return _eml("Pearson VUE <noreply@pearson.com>", "seunadeyemi.dev@gmail.com",
                "Confirmation: AWS Certified Solutions Architect - Associate (SAA-C03)", dt,
                "Dear Oluwaseun Adeyemi,\n\nThank you for scheduling.\nExam: AWS Certified Solutions Architect - "
                "Associate (SAA-C03)\nDate: Saturday 18 July 2026, 10:00 WAT\nDelivery: OnVUE online proctored\n"
                "Price: USD 150.00 (voucher from Ledgerline learning budget)\n\nCheck your system before exam day.")


def t_aws_plan(r, dt):
    return ("# AWS SAA-C03 study plan (exam 18 July 2026)\n\n| Week | Topic | Resource |\n|---|---|---|\n"
            "| 1-2 | IAM, VPC, subnets, NAT | Stephane Maarek course s1-6 |\n| 3 | EC2, ASG, ELB | course + labs |\n"
            "| 4 | S3, storage classes, lifecycle | notes-S3.md |\n| 5 | RDS, Aurora, DynamoDB | |\n| 6 | SQS, SNS, "
            "Kinesis, EventBridge | we use Kafka at work, compare MSK |\n| 7 | Well-Architected, cost | |\n| 8 | "
            "Tutorials Dojo practice exams (target 80%+) | |\n")


def t_aws_scores(r, dt):
    rows = ["date,practice_exam,score_pct,weak_domain"]
    for i in range(6):
        rows.append(f"{(dt - timedelta(days=30 - i * 5)):%Y-%m-%d},TD set {i + 1},{r.randint(62, 86)},"
                    f"{r.choice(['Design resilient architectures', 'Cost-optimized', 'Secure architectures', 'High-performing'])}")
    return "\n".join(rows) + "\n"


def t_aws_note(r, dt, topic):
    body = {"VPC": "- CIDR /16 for VPC, /24 subnets\n- NAT gateway per AZ for HA\n- SG stateful, NACL stateless\n"
                   "- VPC endpoints: gateway (S3, DynamoDB) vs interface (PrivateLink)\n",
            "S3": "- Standard, IA, One Zone-IA, Glacier Instant/Flexible/Deep Archive\n- Lifecycle rules\n- Object "
                  "Lock (compliance vs governance)\n- S3 Transfer Acceleration; multipart > 100MB\n",
            "DB": "- RDS Multi-AZ = HA (sync), read replicas = scale (async)\n- Aurora global database < 1s "
                  "replication\n- DynamoDB: on-demand vs provisioned, DAX, streams\n"}[topic]
    return f"# SAA notes - {topic}\n\n{body}"


def t_cheatsheet(r, dt, kind):
    return {"kafka": "Kafka cheat sheet\nkafka-topics --create --topic payouts.requested --partitions 12\n"
                     "Consumer groups, offsets, rebalancing. Exactly-once: idempotent producer + transactions.\n"
                     "kafka-consumer-groups --describe --group payouts-v2\n",
            "go": "Go concurrency patterns\nWorker pools with buffered channels, context cancellation, errgroup, "
                  "sync.Once, select with time.After, fan-in/fan-out.\n",
            "postgres": "# Postgres indexing notes\n\n- B-tree default; GIN for jsonb; BRIN for time series\n- "
                        "EXPLAIN (ANALYZE, BUFFERS)\n- Partial index: WHERE status = 'pending'\n- CREATE INDEX "
                        "CONCURRENTLY in prod\n",
            "sysdesign": "# System design interview notes\n\n- Clarify requirements, estimate QPS and storage\n- "
                         "High-level design, then deep dive on data model\n- Idempotency keys for payments\n- "
                         "Outbox pattern for reliable events\n- Rate limiting: token bucket\n",
            "k8s": "kubectl cheat sheet\nkubectl get pods -n payments\nkubectl logs -f deploy/payouts-consumer\n"
                   "kubectl rollout undo deploy/payouts-consumer\nkubectl scale deploy payout-cron --replicas=0\n",
            "git": "git rebase -i HEAD~5\ngit bisect start/bad/good\ngit reflog to recover\ngit worktree add ../hotfix\n"}[kind]


def t_hack_readme(r, dt):
    return ("# AjoBox - digital ajo/esusu savings circles\n\nBuilt in 48 hours at the Lagos Fintech Hackathon, "
            "October 2023 (team: Seun, Ifeoma, Tunde). Came 2nd of 31 teams.\n\n- Flask API + SQLite\n- Paystack "
            "test mode for contributions\n- Rotating payout order, reminders by SMS (Termii)\n\nStatus: done. We "
            "did not continue after the hackathon.\n")


def t_hack_app(r, dt):
    return ('"""AjoBox hackathon API: circles, members, contributions, rotating payouts."""\n'
            "from flask import Flask, jsonify, request\n\napp = Flask(__name__)\nCIRCLES = {}\n\n\n"
            "@app.post('/circles')\ndef create_circle():\n    data = request.get_json()\n    cid = len(CIRCLES) + 1\n"
            "    CIRCLES[cid] = {'name': data['name'], 'amount': data['amount'], 'members': [], 'turn': 0}\n"
            "    return jsonify(id=cid), 201\n\n\n@app.post('/circles/<int:cid>/payout')\ndef payout(cid):\n"
            "    c = CIRCLES[cid]\n    who = c['members'][c['turn'] % len(c['members'])]\n    c['turn'] += 1\n"
            "    return jsonify(paid_to=who, amount=c['amount'] * len(c['members']))\n")


def t_hack_pitch(r, dt):
    return ("AjoBox - Pitch deck (Lagos Fintech Hackathon 2023)\nProblem: 60% of Nigerian adults save through "
            "informal ajo/esusu; collectors disappear with money.\nSolution: transparent digital circles with "
            "automatic rotation and escrow.\nBusiness model: 1% fee per payout.\nTeam: Seun Adeyemi (backend), "
            "Ifeoma Nwosu (design), Tunde Balogun (mobile)\n")


# --------------------------------------------------------------------------- Education (OAU) and NYSC


def t_transcript(r, dt):
    rows = ["OBAFEMI AWOLOWO UNIVERSITY, ILE-IFE", "STUDENT'S ACADEMIC TRANSCRIPT",
            "Name: ADEYEMI, Oluwaseun Joseph   Reg. No: CSC/2013/047", "Faculty: Technology   Dept: Computer Science "
            "and Engineering"]
    for lvl, courses in ((1, ["CSC 101", "MTH 101", "PHY 101"]), (2, ["CSC 201", "CSC 207"]),
                         (3, ["CSC 305", "CSC 307"]), (4, ["CSC 401", "CSC 415"]), (5, ["CSC 501", "CSC 599 Project"])):
        rows.append(f"Part {lvl}: " + ", ".join(f"{c} {r.choice(['A', 'A', 'B', 'B', 'C'])}" for c in courses))
    rows += ["CGPA: 4.21 / 5.00   Class of degree: Second Class Honours (Upper Division)", "Date of graduation: "
             "November 2018", "Registrar"]
    return "\n".join(rows) + "\n"


def t_fyp(r, dt):
    return ("DESIGN AND IMPLEMENTATION OF A MOBILE MONEY FRAUD DETECTION SYSTEM USING RANDOM FORESTS\nBy "
            "Adeyemi Oluwaseun Joseph (CSC/2013/047)\nA project submitted to the Department of Computer Science and "
            "Engineering, Obafemi Awolowo University, Ile-Ife, in partial fulfilment of the requirements for the "
            "award of B.Sc. (Hons) Computer Science\nSupervisor: Dr (Mrs) O. A. Odejobi\nAbstract: Mobile money "
            "fraud in Nigeria...\nChapter One: Introduction\n")


def t_siwes(r, dt):
    return ("SIWES TECHNICAL REPORT\nStudents Industrial Work Experience Scheme, 2016/2017\nStudent: Adeyemi "
            "Oluwaseun J., Computer Science and Engineering, OAU Ile-Ife\nPlace of attachment: Interswitch Group, "
            "Lekki, Lagos (six months)\nWork done: PHP/Laravel internal tools, testing of Quickteller bill payment "
            "APIs\nIndustry supervisor: Mr Kola Ajibade\n")


def t_cgpa(r, dt):
    rows = ["Semester;Units;GP;CGPA"]
    cg = 0.0
    for i in range(1, 11):
        gp = r.uniform(3.7, 4.7)
        cg = (cg * (i - 1) + gp) / i
        rows.append(f"Part {(i + 1) // 2} sem {2 - i % 2};{r.randint(20, 26)};{gp:.2f};{cg:.2f}")
    rows.append("OAU CGPA tracker - target 2:1 (4.00+);;;")
    return "\n".join(rows)


def t_degree(r, dt):
    return ("OBAFEMI AWOLOWO UNIVERSITY, ILE-IFE, NIGERIA\nThis is to certify that\nADEYEMI OLUWASEUN JOSEPH\nhaving "
            "satisfied the requirements of the University was admitted to the degree of\nBACHELOR OF SCIENCE "
            "(COMPUTER SCIENCE)\n"
            "with SECOND CLASS HONOURS (UPPER DIVISION)\nat a Convocation held on 15 December 2018\n"
            "Vice-Chancellor / Registrar\n")


def t_oau_clearance(r, dt):
    return ("OAU - FINAL YEAR STUDENTS' CLEARANCE FORM\nName: Adeyemi Oluwaseun J.  CSC/2013/047\nLibrary: cleared\n"
            "Hall (Awolowo Hall): cleared\nBursary: no outstanding fees\nDepartment: cleared\nStudent Affairs: "
            "cleared\nCollect NYSC mobilisation letter at Academic Affairs\n")


def t_callup(r, dt):
    return ("NATIONAL YOUTH SERVICE CORPS\nCALL-UP LETTER\nBatch B 2019 Stream I\nName: ADEYEMI OLUWASEUN JOSEPH\n"
            "Call-up No: NYSC/OAU/2019/" + f"{r.randint(100000, 999999)}" + "\nInstitution: Obafemi Awolowo University"
            "\nState of deployment: ENUGU\nOrientation camp: NYSC Permanent Orientation Camp, Awgu, Enugu State\n"
            "Report on: 13 August 2019\n")


def t_posting(r, dt):
    return ("NYSC ENUGU STATE - POSTING LETTER\nCorps member: Adeyemi Oluwaseun J. (EN/19B/2247)\nPlace of Primary "
            "Assignment: Enugu State ICT Agency, Independence Layout, Enugu\nReport to the Director, Admin with this "
            "letter within 48 hours of passing out of camp.\nCDS group: ICT CDS, Enugu North LGA\n")


def t_ppa_acceptance(r, dt):
    return ("ENUGU STATE ICT AGENCY\nLETTER OF ACCEPTANCE\nThe State Coordinator, NYSC Enugu\nWe accept Corps "
            "member Adeyemi Oluwaseun J. (EN/19B/2247) for his primary assignment. He will work in the software "
            "unit on the state e-payment portal.\nDirector, Administration\n")


def t_nysc_clearance(r, dt):
    return ("NYSC MONTHLY CLEARANCE\n" + f"Corps member: Adeyemi Oluwaseun (EN/19B/2247)\nMonth: {dt:%B %Y}\n"
            "PPA: Enugu State ICT Agency - present, satisfactory conduct\nCDS attendance: 4/4\nLGI: Enugu North\n"
            "Allowance: federal N33,000 + state N5,000\n")


def t_nysc_cert(r, dt):
    return ("NATIONAL YOUTH SERVICE CORPS\nCERTIFICATE OF NATIONAL SERVICE\nThis is to certify that ADEYEMI "
            "OLUWASEUN JOSEPH, Call-up No. NYSC/OAU/2019/..., served in ENUGU State from August 2019 to July 2020 "
            "(extended due to COVID-19 lockdown) and has satisfactorily completed the one year national service.\n"
            "Director-General, NYSC\n")


def t_saed(r, dt):
    return ("NYSC SKILL ACQUISITION AND ENTREPRENEURSHIP DEVELOPMENT (SAED)\nCertificate of participation: "
            "ICT - mobile app development\nCorps member: Adeyemi Oluwaseun (EN/19B/2247), Enugu 2019/2020\n")


# --------------------------------------------------------------------------- code repositories and loose notes

SPIKE_README = """# payouts-v2-spike

Throwaway spike for the payouts-v2 migration (Ledgerline Payments Platform). Go consumer that reads
`payouts.requested` from Kafka, reserves funds in the ledger with an idempotency key and calls the
banking partner sandbox. Used to size the consumer before the real service goes live in July 2026.

    make up      # kafka + postgres via docker compose
    make run
    make test
"""

SPIKE_MAIN = """package main

import (
\t"context"
\t"log"
\t"os/signal"
\t"syscall"

\t"github.com/ledgerline/payouts-v2-spike/internal/reconcile"
)

// main wires the payouts consumer: Kafka -> ledger reservation -> partner API.
func main() {
\tctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
\tdefer stop()
\tc, err := NewConsumer(ctx, "payouts.requested", "payouts-v2-spike")
\tif err != nil {
\t\tlog.Fatalf("consumer: %v", err)
\t}
\tgo reconcile.Every(ctx, 5*60)
\tif err := c.Run(ctx); err != nil {
\t\tlog.Printf("stopped: %v", err)
\t}
}
"""

SPIKE_RECONCILE = """package reconcile

import (
\t"context"
\t"time"
)

// Mismatch is a payout whose ledger state differs from the partner's settlement file.
type Mismatch struct {
\tPayoutID   string
\tLedgerMinor int64
\tPartnerMinor int64
\tCurrency   string
}

// Compare matches ledger payouts against partner settlements by idempotency key.
func Compare(ledger, partner map[string]int64, ccy string) []Mismatch {
\tvar out []Mismatch
\tfor id, amt := range ledger {
\t\tif p, ok := partner[id]; !ok || p != amt {
\t\t\tout = append(out, Mismatch{id, amt, p, ccy})
\t\t}
\t}
\treturn out
}

// Every runs the shadow comparison on a timer until ctx ends.
func Every(ctx context.Context, seconds int) {
\tt := time.NewTicker(time.Duration(seconds) * time.Second)
\tdefer t.Stop()
\tfor {
\t\tselect {
\t\tcase <-ctx.Done():
\t\t\treturn
\t\tcase <-t.C:
\t\t}
\t}
}
"""

SPIKE_TEST = """package reconcile

import "testing"

func TestCompareFindsRoundingMismatch(t *testing.T) {
\tledger := map[string]int64{"po_1": 10050, "po_2": 99999}
\tpartner := map[string]int64{"po_1": 10050, "po_2": 100000}
\tgot := Compare(ledger, partner, "EUR")
\tif len(got) != 1 || got[0].PayoutID != "po_2" {
\t\tt.Fatalf("want po_2 mismatch, got %+v", got)
\t}
}
"""

SPIKE_COMPOSE = """services:
  kafka:
    image: bitnami/kafka:3.7
    ports: ["9092:9092"]
    environment:
      KAFKA_CFG_NODE_ID: "1"
      KAFKA_CFG_PROCESS_ROLES: broker,controller
  ledger-db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: spike
      POSTGRES_DB: ledger
    ports: ["5433:5432"]
"""

SPIKE_GOMOD = """module github.com/ledgerline/payouts-v2-spike

go 1.22

require (
\tgithub.com/segmentio/kafka-go v0.4.47
\tgithub.com/jackc/pgx/v5 v5.6.0
)
"""

STORE_README = """# seungadgets-store

Own website for Seun Gadgets Hub so customers can order without DMs. Next.js + Paystack.
Target launch: end of June 2026 (before the July stock arrives).

- `data/products.json` - catalogue (synced from the price list by hand for now)
- `lib/paystack.ts` - inline checkout, webhook verifies payment
- Delivery: Lagos same-day (Gokada), outside Lagos GIG Logistics

Deploy: Vercel, domain seungadgets.ng (bought on Whogohost).
"""

STORE_PKG = """{
  "name": "seungadgets-store",
  "version": "0.3.0",
  "private": true,
  "scripts": {"dev": "next dev", "build": "next build", "start": "next start"},
  "dependencies": {"next": "14.2.3", "react": "18.3.1", "react-dom": "18.3.1", "react-paystack": "6.0.0"}
}
"""

STORE_INDEX = """import products from "../data/products.json";

// Home page: product grid with naira prices and WhatsApp fallback.
export default function Home() {
  return (
    <main>
      <h1>Seun Gadgets Hub</h1>
      <p>Original chargers, cables and power banks. Same-day delivery in Lagos.</p>
      <ul>
        {products.map((p) => (
          <li key={p.sku}>{p.name} - \u20a6{p.price.toLocaleString()}</li>
        ))}
      </ul>
      <a href="https://wa.me/2348134429051">Order on WhatsApp</a>
    </main>
  );
}
"""

STORE_CHECKOUT = """import { usePaystackPayment } from "react-paystack";

// Checkout: amount in kobo, customer email and phone for the delivery rider.
export default function Checkout({ total, email, phone }) {
  const pay = usePaystackPayment({
    reference: `SGH-${Date.now()}`,
    email,
    amount: total * 100,
    publicKey: process.env.NEXT_PUBLIC_PAYSTACK_KEY,
    metadata: { phone },
  });
  return <button onClick={() => pay()}>Pay \u20a6{total.toLocaleString()}</button>;
}
"""

STORE_PAYSTACK = """// Server-side verification of Paystack transactions before an order is marked paid.
export async function verify(reference: string) {
  const res = await fetch(`https://api.paystack.co/transaction/verify/${reference}`, {
    headers: { Authorization: `Bearer ${process.env.PAYSTACK_SECRET}` },
  });
  const body = await res.json();
  return body.data?.status === "success";
}
"""

STORE_TODO = """# Launch TODO - seungadgets.ng

- [x] Buy domain
- [x] Product JSON from price list May 2026
- [ ] Product photos on white background (reshoot power banks)
- [ ] Paystack live keys (need CAC BN + utility bill for KYC)
- [ ] Delivery fee table by area (Yaba/Surulere N2,000 ... Ajah N4,500)
- [ ] Announce on IG: launch promo code WEB10
- [ ] Launch target: Sunday 28 June 2026
"""

HACK_REQ = "flask==3.0.0\nrequests==2.31.0\n"


def t_store_products(r, dt):
    items = [f'  {{"sku": "SGH-{i:03d}", "name": "{p[0]}", "price": {p[2]}, "stock": {r.randint(0, 60)}}}'
             for i, p in enumerate(PRODUCTS, 1)]
    return "[\n" + ",\n".join(items) + "\n]\n"


def t_note_restock(r, dt):
    return ("restock\n\n20W chargers - 300 (best seller)\nC-to-lightning - 200\n20000mAh - 100, ask Cherry if "
            "the MagSafe banks have the new chip\nA54 cases - NO MORE, still have 40\nDragonlink cut-off is "
            "Thursday, pay freight in naira at their rate\nalhaji musa for clearing as usual, confirm duty before "
            "paying\n")


def t_note_guests(r, dt):
    return ("guest count (me + Tolu)\n\nmy side: family 80, church 60, OAU guys 25, Ledgerline 5 (maybe Hannah "
            "will come??), Access bank 10\nTolu side: family 110, pharmacy colleagues 30, her church 40\n\n= ~360. "
            "Pavilion takes 400. trad in Abeokuta mostly family, 250 max\nask Mummy if Iya Ibeji will be our "
            "alaga\n")


def t_note_site(r, dt):
    return ("call Engr Femi\n- roofing sheets: 0.55 not 0.45, I don't care if price went up\n- send video of "
            "lintel before I pay the next stage\n- ask about omo onile people again\n- Mummy wants the kitchen "
            "bigger, is it too late? (drawing rev C)\n- soakaway position vs the well\n")


def t_note_payouts(r, dt):
    return ("payouts v2 - this week\n\n* fix EUR rounding (banker's rounding in ledger client)\n* runbook review "
            "w/ SRE thurs 3pm UK\n* ask Kwame re EUR dual-write PR\n* Grafana: add consumer lag panel\n* cutover "
            "GBP 10% on 22 June?\n")


def t_note_crs(r, dt):
    return ("if I submit the EE profile now: CRS ~454\nafter 30 I lose points every year\nTolu as spouse: my "
            "factors drop but her IELTS + degree add some. run both scenarios\nTEF French?? 6 months of classes at "
            "Alliance Francaise Ikoyi... maybe\nPOF: keep the Canada jar in Wise untouched\n")


def t_note_aws(r, dt):
    return ("# todo\n\n- [ ] Tutorials Dojo set 4 again (got 68)\n- [ ] VPC endpoints vs PrivateLink\n- [ ] "
            "Aurora global DB vs cross-region read replica\n- [ ] SQS FIFO throughput limits\n- [ ] system check "
            "for OnVUE before 18 July\n")


def t_note_rent_reply(r, dt):
    return ("Good evening Mr Kunle,\n\nThanks for the notice about the rent review for Flat 4 Alagomeji from "
            "March 2027. N3m is a 15% jump. I have been a good tenant for 3 years, always paid early, and I "
            "installed solar myself. Can the landlord consider N2.8m? Also the borehole pump has been faulty since "
            "April - please fix before renewal.\n\nRegards,\nSeun (Flat 4)\n")


# --------------------------------------------------------------------------- build


def _ago(y: int, m: int, d: int) -> float:
    return (NOW.replace(tzinfo=None) - datetime(y, m, d)).days + 0.3


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
            return _pdf_text(content)
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

    def hard(rel: str, bucket: str, topic: str, age: float, content) -> None:
        add(rel, bucket, topic, age, content, True)

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def with_dt(fn, dt_age: float):
        """Content generated for an older date than the file's mtime (a document saved or copied later)."""
        return lambda rr, _dt: fn(rr, NOW - timedelta(days=dt_age))

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DS = b"\x00\x00\x00\x01Bud1" + bytes(40)

    # ------------------------------------------------------------ Work: Ledgerline (Areas)
    w = "Documents/Work/Ledgerline"
    dot(f"{w}/.DS_Store", DS, 3)
    add(f"{w}/Contract/International Contractor Agreement - Ledgerline - signed.pdf", A, "Work",
        _ago(2022, 3, 28), t_contract)
    add(f"{w}/Contract/Contract variation April 2025.pdf", A, "Work", _ago(2025, 3, 24), t_contract_variation)
    add(f"{w}/Contract/Equipment loan agreement - MacBook.pdf", A, "Work", _ago(2024, 3, 11), t_equipment)
    add(f"{w}/Contract/Remote working policy v3.1.pdf", A, "Work", _ago(2025, 8, 4), t_remote_policy)
    for y, m in ((2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4), (2026, 5)):
        add(f"{w}/Payslips/Payslip_{y}-{m:02d}.pdf", A, "Work", _ago(y, m, 28), t_payslip)
    for m in (5, 6):
        add(f"{w}/Payslips/2022/payslip-{m:02d}-2022.pdf", A, "Work", _ago(2022, m, 28), t_payslip)
    add(f"{w}/Reviews/H2 2024 review.pdf", A, "Work", _ago(2025, 2, 20), t_review)
    add(f"{w}/Reviews/H1 2025 self-assessment.docx", A, "Work", _ago(2025, 7, 10), t_self_assessment)
    add(f"{w}/Reviews/H2 2025 review - Seun.pdf", A, "Work", _ago(2026, 2, 26), t_review)
    add(f"{w}/Reviews/2026 goals.docx", A, "Work", _ago(2026, 3, 2), t_goals)
    add(f"{w}/Leave request Dec 2026 (wedding).eml", A, "Work", 18, t_leave_mail)
    add(f"{w}/Expenses/expense claim April 2026.xlsx", A, "Work", 33, t_expense_xlsx)
    add(f"{w}/Expenses/expense claim May 2026.xlsx", A, "Work", 2, t_expense_xlsx)

    # ------------------------------------------------------------ Work: payouts-v2 (Projects)
    pv = "Documents/Work/payouts-v2"
    add(f"{pv}/Payouts-v2 design doc.docx", P, "Work", 58, t_payouts_design)
    add(f"{pv}/cutover runbook.md", P, "Work", 4, t_runbook)
    add(f"{pv}/cutover plan v2.xlsx", P, "Work", 21, t_cutover_xlsx)
    add(f"{pv}/cutover plan v3.xlsx", P, "Work", 6, t_cutover_xlsx)
    add(f"{pv}/load test staging.csv", P, "Work", 11, t_loadtest_csv)
    add(f"{pv}/sync notes 2026-05-27.md", P, "Work", 5, t_standup_notes)
    add(f"{pv}/~$youts-v2 design doc.docx", L, "System", 1, b"\x0bSeun Adeyemi" + bytes(150))
    sp = "code/payouts-v2-spike"
    dot(f"{sp}/.gitignore", b"bin/\n*.log\n.env\n", 40)
    add(f"{sp}/README.md", P, "Work", 40, SPIKE_README)
    add(f"{sp}/go.mod", P, "Work", 40, SPIKE_GOMOD)
    add(f"{sp}/main.go", P, "Work", 9, SPIKE_MAIN)
    add(f"{sp}/internal/reconcile/reconcile.go", P, "Work", 9, SPIKE_RECONCILE)
    add(f"{sp}/internal/reconcile/reconcile_test.go", P, "Work", 9, SPIKE_TEST)
    add(f"{sp}/docker-compose.yml", P, "Work", 38, SPIKE_COMPOSE)

    # ------------------------------------------------------------ Shop: Seun Gadgets Hub (Areas)
    s = "Documents/Seun Gadgets Hub"
    dot(f"{s}/.DS_Store", DS, 2)
    for y, m, age in ((2026, 3, 62), (2026, 4, 31), (2026, 5, 1)):
        add(f"{s}/Orders/orders_{y}-{m:02d}.csv", A, "Shop", age, t_orders_csv)
    add(f"{s}/Orders/Sales summary 2025.xlsx", A, "Shop", _ago(2026, 1, 6), with_dt(t_order_log, _ago(2025, 12, 31)))
    add(f"{s}/Suppliers/Yuxin/PI YX Nov 2025.pdf", A, "Shop", _ago(2025, 11, 4), t_pi)
    add(f"{s}/Suppliers/Yuxin/PI YX March 2026.pdf", A, "Shop", _ago(2026, 3, 12), t_pi)
    add(f"{s}/Suppliers/Yuxin/CI-YX April 2026.pdf", A, "Shop", _ago(2026, 4, 2), t_ci)
    add(f"{s}/Suppliers/Yuxin/packing list April 2026.xlsx", A, "Shop", _ago(2026, 4, 2), t_packing)
    add(f"{s}/Shipping & clearing/Dragonlink HAWB Dec 2025.pdf", A, "Shop", _ago(2025, 12, 2), t_awb)
    add(f"{s}/Shipping & clearing/Dragonlink HAWB April 2026.pdf", A, "Shop", _ago(2026, 4, 6), t_awb)
    add(f"{s}/Shipping & clearing/clearing invoice Alhaji Musa Apr 2026.pdf", A, "Shop", _ago(2026, 4, 16), t_clearing)
    add(f"{s}/Shipping & clearing/customs duty receipt Apr 2026.pdf", A, "Shop", _ago(2026, 4, 15), t_duty)
    add(f"{s}/Pricing/price list FINAL2 Jan 2026.xlsx", A, "Shop", _ago(2026, 1, 9), t_pricelist)
    add(f"{s}/Pricing/price list May 2026.xlsx", A, "Shop", 20, t_pricelist)
    add(f"{s}/Pricing/landed cost calculator.xlsx", A, "Shop", 47, t_landed)
    add(f"{s}/Pricing/competitor prices.csv", A, "Shop", 26, t_competitors)
    for y, m in ((2026, 3), (2026, 4), (2026, 5)):
        add(f"{s}/Jumia/Jumia statement {y}-{m:02d}.pdf", A, "Shop", _ago(y, m, 28), t_jumia)
    add(f"{s}/Business papers/CAC BN certificate.pdf", A, "Shop", _ago(2023, 2, 14), t_cac)
    add(f"{s}/Business papers/CAC annual return receipt 2025.pdf", A, "Shop", _ago(2026, 2, 3), t_cac_annual)
    add(f"{s}/Ads/Meta receipt April 2026.pdf", A, "Shop", 40, t_meta_ads)
    add(f"{s}/Ads/Meta receipt May 2026.pdf", A, "Shop", 9, t_meta_ads)
    add(f"{s}/Ads/content calendar June 2026.xlsx", A, "Shop", 3, t_content_cal)
    for i, age in enumerate((44, 44, 43, 12, 12)):
        photo(f"{s}/Product photos/IMG_{5104 + i * 7}.JPG", A, "Shop", age)
    bf = f"{s}/Black Friday 2025"
    add(f"{bf}/campaign plan.docx", X, "Shop", _ago(2025, 10, 12), t_bf_plan)
    add(f"{bf}/discount codes.csv", X, "Shop", _ago(2025, 11, 22), t_bf_codes)
    add(f"{bf}/results.xlsx", X, "Shop", _ago(2025, 12, 4), t_bf_results)
    add(f"{bf}/flyer.png", X, "Shop", _ago(2025, 11, 18), "")
    add(f"{bf}/flyer v2 FINAL.png", X, "Shop", _ago(2025, 11, 20), "")
    g = f"{s}/Guides"
    add(f"{g}/Customs duty guide for small importers.pdf", R, "Shop", 210, t_guide_duty)
    add(f"{g}/Jumia seller center guide.pdf", R, "Shop", 700, t_guide_jumia)
    add(f"{g}/YX-PD20 charger datasheet.pdf", R, "Shop", 95, t_datasheet)
    st = "code/seungadgets-store"
    dot(f"{st}/.gitignore", b"node_modules/\n.next/\n.env.local\n", 30)
    dot(f"{st}/.env.example", b"NEXT_PUBLIC_PAYSTACK_KEY=pk_test_xxx\nPAYSTACK_SECRET=sk_test_xxx\n", 30)
    add(f"{st}/README.md", P, "Shop", 30, STORE_README)
    add(f"{st}/package.json", P, "Shop", 30, STORE_PKG)
    add(f"{st}/pages/index.tsx", P, "Shop", 7, STORE_INDEX)
    add(f"{st}/pages/checkout.tsx", P, "Shop", 7, STORE_CHECKOUT)
    add(f"{st}/lib/paystack.ts", P, "Shop", 14, STORE_PAYSTACK)
    add(f"{st}/data/products.json", P, "Shop", 19, t_store_products)
    add(f"{st}/LAUNCH-TODO.md", P, "Shop", 2, STORE_TODO)
    add(f"{st}/public/logo.png", P, "Shop", 29, "")

    # ------------------------------------------------------------ Finance (Areas, Archive, Resources)
    mo = "Documents/Money"
    for y, m in ((2026, 3), (2026, 4), (2026, 5)):
        add(f"{mo}/GTBank/GTB statement {datetime(y, m, 1):%b %Y}.pdf", A, "Finance", _ago(y, m, 28) - 2, t_gtb)
    add(f"{mo}/GTBank/Dom account USD statement Q1 2026.pdf", A, "Finance", _ago(2026, 4, 3), t_dom)
    add(f"{mo}/Kuda/Kuda statement March 2026.pdf", A, "Finance", _ago(2026, 4, 1), t_kuda)
    add(f"{mo}/Kuda/Kuda statement April 2026.pdf", A, "Finance", _ago(2026, 5, 1), t_kuda)
    add(f"{mo}/Wise/Wise GBP Q4 2025.pdf", A, "Finance", _ago(2026, 1, 3), t_wise)
    add(f"{mo}/Wise/Wise GBP Q1 2026.pdf", A, "Finance", _ago(2026, 4, 2), t_wise)
    add(f"{mo}/Savings/PiggyVest safelock May 2026.pdf", A, "Finance", 6, t_piggyvest)
    add(f"{mo}/Savings/Cowrywise statement.pdf", A, "Finance", 38, t_cowrywise)
    add(f"{mo}/Savings/Bamboo portfolio May 2026.pdf", A, "Finance", 10, t_bamboo)
    add(f"{mo}/Budget 2025.xlsx", A, "Finance", _ago(2025, 12, 29), with_dt(t_budget, _ago(2025, 1, 5)))
    add(f"{mo}/Budget 2026.xlsx", A, "Finance", 4, t_budget)
    add(f"{mo}/spending April 2026.csv", A, "Finance", 30, t_spending_csv)
    add(f"{mo}/Tax/LIRS assessment 2022.pdf", A, "Finance", _ago(2023, 2, 17), t_lirs)
    add(f"{mo}/Tax/LIRS assessment 2025.pdf", A, "Finance", _ago(2026, 2, 20), t_lirs)
    add(f"{mo}/Tax/LIRS e-receipt March 2026.pdf", A, "Finance", _ago(2026, 3, 27), t_lirs_receipt)
    add(f"{mo}/Tax/TCC 2025.pdf", A, "Finance", _ago(2025, 5, 8), t_tcc)
    add(f"{mo}/Pension/ARM RSA statement 2025.pdf", A, "Finance", _ago(2026, 1, 22), t_pension)
    add(f"{mo}/Old/Carbon loan schedule 2023.pdf", X, "Finance", _ago(2023, 3, 2), t_carbon_schedule)
    add(f"{mo}/Old/Carbon non-indebtedness letter.pdf", X, "Finance", _ago(2024, 3, 14), t_carbon_closure)
    add("Documents/Reading/Money/naira explainer.pdf", R, "Finance", 260, t_fin_naira)
    add("Documents/Reading/Money/money rules.md", R, "Finance", 150, t_fin_notes)

    # ------------------------------------------------------------ Home: Yaba flat (Areas, Archive, Resources)
    h = "Documents/Flat Yaba"
    add(f"{h}/Tenancy agreement 2025-2026.pdf", A, "Home", _ago(2025, 2, 26), t_tenancy)
    add(f"{h}/Tenancy agreement 2026-2027.pdf", A, "Home", _ago(2026, 2, 27), t_tenancy)
    add(f"{h}/Rent receipt March 2025.pdf", A, "Home", _ago(2025, 3, 1), t_rent_receipt)
    add(f"{h}/Rent receipt March 2026.pdf", A, "Home", _ago(2026, 3, 1), t_rent_receipt)
    add(f"{h}/Service charge receipt Q2 2026.pdf", A, "Home", _ago(2026, 4, 4), t_service_charge)
    add(f"{h}/Bills/IKEDC token 2026-04-18.pdf", A, "Home", _ago(2026, 4, 18), t_ikedc)
    add(f"{h}/Bills/IKEDC token 2026-05-21.pdf", A, "Home", _ago(2026, 5, 21), t_ikedc)
    add(f"{h}/Bills/Starlink invoice April.pdf", A, "Home", _ago(2026, 4, 10), t_starlink)
    add(f"{h}/Bills/Starlink invoice May.pdf", A, "Home", _ago(2026, 5, 10), t_starlink)
    add(f"{h}/Bills/LAWMA bill May 2026.pdf", A, "Home", _ago(2026, 5, 6), t_lawma)
    add(f"{h}/diesel log.xlsx", A, "Home", 2, t_diesel_log)
    add(f"{h}/Rent review March 2027 - Kunle.eml", A, "Home", 16, t_rent_notice)
    add(f"{h}/Warranties/Felicity inverter warranty.pdf", A, "Home", _ago(2026, 1, 21), t_warranty)
    so = f"{h}/Solar installation 2026"
    add(f"{so}/Brightwatt quotation.pdf", X, "Home", _ago(2025, 12, 8), t_solar_quote)
    add(f"{so}/Brightwatt final invoice.pdf", X, "Home", _ago(2026, 1, 21), t_solar_invoice)
    add(f"{so}/commissioning report.pdf", X, "Home", _ago(2026, 1, 20), t_solar_commission)
    for i, age in enumerate((_ago(2026, 1, 19), _ago(2026, 1, 20), _ago(2026, 1, 20))):
        photo(f"{so}/WhatsApp Image 2026-01-{19 + min(i, 1)} at 1{i}.4{i}.2{i}.jpeg", X, "Home", age)
    mn = "Documents/Manuals"
    add(f"{mn}/Felicity IVEM inverter manual.pdf", R, "Home", _ago(2026, 1, 22), lambda rr, d: t_manual(rr, d, "inverter"))
    add(f"{mn}/Firman SPG3000 manual.pdf", R, "Home", 900, lambda rr, d: t_manual(rr, d, "generator"))
    add(f"{mn}/Hisense fridge manual.pdf", R, "Home", 820, lambda rr, d: t_manual(rr, d, "fridge"))
    add(f"{mn}/Starlink setup guide.pdf", R, "Home", 400, lambda rr, d: t_manual(rr, d, "starlink"))

    # ------------------------------------------------------------ Health (Areas, Resources)
    he = "Documents/Health"
    add(f"{he}/Reliance HMO plan summary.pdf", A, "Health", _ago(2026, 2, 2), t_hmo_plan)
    add(f"{he}/HMO renewal confirmation.eml", A, "Health", _ago(2026, 1, 30), t_hmo_renewal)
    add(f"{he}/Synlab result Nov 2025 lipid.pdf", A, "Health", _ago(2025, 11, 14), lambda rr, d: t_lab(rr, d, "lipid"))
    add(f"{he}/Synlab result March 2026.pdf", A, "Health", _ago(2026, 3, 9), lambda rr, d: t_lab(rr, d, "malaria"))
    add(f"{he}/Reddington receipt March 2026.pdf", A, "Health", _ago(2026, 3, 9), t_hospital_receipt)
    add(f"{he}/dental invoice.pdf", A, "Health", 150, t_dental)
    add(f"{he}/HealthPlus receipt.pdf", A, "Health", 24, t_pharmacy)
    add("Documents/Reading/Health/ergonomics for remote workers.pdf", R, "Health", 500,
        lambda rr, d: t_health_article(rr, d, "desk"))
    add("Documents/Reading/Health/malaria prevention.pdf", R, "Health", 330,
        lambda rr, d: t_health_article(rr, d, "malaria"))

    # ------------------------------------------------------------ Family (Areas, Archive)
    fa = "Documents/Family"
    add(f"{fa}/Tobi school fees 1st term 2025-26.pdf", A, "Family", _ago(2025, 9, 8), lambda rr, d: t_tobi_fees(rr, d, "First"))
    add(f"{fa}/Tobi school fees 2nd term 2025-26.pdf", A, "Family", _ago(2026, 1, 6), lambda rr, d: t_tobi_fees(rr, d, "Second"))
    add(f"{fa}/Tobi school fees 3rd term.pdf", A, "Family", _ago(2026, 4, 20), lambda rr, d: t_tobi_fees(rr, d, "Third"))
    add(f"{fa}/Tobi result SS2 2nd term.pdf", A, "Family", _ago(2026, 4, 10), t_tobi_report)
    add(f"{fa}/Dami UI fees 2025-26.pdf", A, "Family", _ago(2026, 2, 12), t_ui_fees)
    add(f"{fa}/family support tracker 2026.xlsx", A, "Family", 1, t_allowance)
    add(f"{fa}/mum upkeep transfers.csv", A, "Family", 1, t_mum_upkeep)
    ad = f"{fa}/Dami admission 2023"
    add(f"{ad}/JAMB result slip.pdf", X, "Family", _ago(2023, 5, 2), t_jamb)
    add(f"{ad}/UI admission letter.pdf", X, "Family", _ago(2023, 11, 20), t_ui_admission)

    # ------------------------------------------------------------ Church (Areas, Resources, Archive)
    ch = "Documents/Church"
    add(f"{ch}/Tithe 2025.xlsx", A, "Church", _ago(2025, 12, 30), with_dt(t_tithe, _ago(2025, 12, 30)))
    add(f"{ch}/Tithe 2026.xlsx", A, "Church", 2, t_tithe)
    add(f"{ch}/Media unit roster June 2026.pdf", A, "Church", 4, t_media_rota)
    add(f"{ch}/Building fund pledge card.pdf", A, "Church", 70, t_pledge)
    add(f"{ch}/Workers in training certificate.pdf", A, "Church", _ago(2022, 6, 26), t_workers_cert)
    sn = f"{ch}/Sermon notes"
    for title, age in (("Count the cost", 130), ("Diligent hands", 72), ("Faithful in little", 30),
                       ("Two are better than one", 9)):
        add(f"{sn}/{title}.md", R, "Church", age, lambda rr, d, t=title: t_sermon(rr, d, t))
    add(f"{ch}/Morning Dew devotional 2026.epub", R, "Church", 150,
        _epub("Morning Dew Devotional 2026", "Pastor E. A. Ogunbiyi", "en",
              "Daily devotional for January to December 2026: Bible reading, prayer points and a word for the "
              "day. 'Commit thy works unto the LORD, and thy thoughts shall be established' (Proverbs 16:3)."))
    yc = f"{ch}/Youth Convention 2024"
    add(f"{yc}/budget.xlsx", X, "Church", _ago(2024, 7, 2), t_conv_budget)
    add(f"{yc}/programme.pdf", X, "Church", _ago(2024, 8, 5), t_conv_programme)
    add(f"{yc}/committee report.docx", X, "Church", _ago(2024, 8, 30), t_conv_report)
    add(f"{yc}/flyer.png", X, "Church", _ago(2024, 7, 20), "")

    # ------------------------------------------------------------ Wedding (Projects)
    wd = "Documents/Wedding 2026"
    dot(f"{wd}/.DS_Store", DS, 1)
    add(f"{wd}/Engagement list - Bankole family.pdf", P, "Wedding", 95, t_eng_list)
    add(f"{wd}/Wedding budget v3.xlsx", P, "Wedding", 41, t_wed_budget)
    add(f"{wd}/Wedding budget v4 FINAL.xlsx", P, "Wedding", 3, t_wed_budget)
    add(f"{wd}/~$dding budget v4 FINAL.xlsx", L, "System", 1, b"\x0bSeun Adeyemi" + bytes(150))
    add(f"{wd}/Guest list - Seun side.xlsx", P, "Wedding", 12, lambda rr, d: t_guest_list(rr, d, "Groom"))
    add(f"{wd}/Guest list - Tolu side.xlsx", P, "Wedding", 15, lambda rr, d: t_guest_list(rr, d, "Bride"))
    add(f"{wd}/Venues/Pavilion Lekki quote.pdf", P, "Wedding", 80, lambda rr, d: t_venue_quote(rr, d, "lekki"))
    add(f"{wd}/Venues/Green Legacy Abeokuta quote.pdf", P, "Wedding", 66, lambda rr, d: t_venue_quote(rr, d, "abk"))
    for i, age in enumerate((79, 79, 79)):
        photo(f"{wd}/Venues/IMG_{4711 + i}.HEIC", P, "Wedding", age)
    add(f"{wd}/Vendors/Shots by Dapo agreement.docx", P, "Wedding", 8, t_photographer)
    add(f"{wd}/Vendors/Tasty Bites quote.pdf", P, "Wedding", 27, t_caterer)
    add(f"{wd}/Vendors/Cakes by Yemisi order.pdf", P, "Wedding", 14, t_cake)
    add(f"{wd}/Aso-ebi/Aso-ebi plan.docx", P, "Wedding", 22, t_asoebi)
    photo(f"{wd}/Aso-ebi/WhatsApp Image 2026-05-09 at 18.22.41.jpeg", P, "Wedding", _ago(2026, 5, 9))
    photo(f"{wd}/Aso-ebi/WhatsApp Image 2026-05-09 at 18.22.43.jpeg", P, "Wedding", _ago(2026, 5, 9))
    add(f"{wd}/IV wording draft.docx", P, "Wedding", 10, t_iv)
    add(f"{wd}/Church/Pre-marital counselling schedule.pdf", P, "Wedding", 19, t_counselling)
    add(f"{wd}/Registry/Ikoyi registry notice requirements.pdf", P, "Wedding", 25, t_registry)
    add(f"{wd}/to-do.md", P, "Wedding", 2, t_wed_timeline)
    add(f"{wd}/Honeymoon/Zanzibar quote Travelstart.pdf", P, "Wedding", 34, t_honeymoon)
    add(f"{wd}/WhatsApp Chat with Kemi Events.txt", P, "Wedding", 6, t_planner_chat)

    # ------------------------------------------------------------ Immigration: Canada PR (Projects)
    ca = "Documents/Canada PR"
    add(f"{ca}/IELTS/IELTS TRF Feb 2026.pdf", P, "Immigration", _ago(2026, 3, 13), with_dt(t_ielts_trf, _ago(2026, 2, 28)))
    add(f"{ca}/IELTS/IELTS booking confirmation.eml", P, "Immigration", _ago(2026, 1, 14), t_ielts_booking)
    add(f"{ca}/IELTS/Writing task 2 practice.docx", P, "Immigration", _ago(2026, 2, 10), t_ielts_writing)
    add(f"{ca}/IELTS/practice scores.xlsx", P, "Immigration", _ago(2026, 2, 25), t_ielts_scores)
    add(f"{ca}/WES/WES ECA report.pdf", P, "Immigration", 48, t_wes)
    add(f"{ca}/WES/WES order receipt.pdf", P, "Immigration", 130, t_wes_receipt)
    add(f"{ca}/CRS calc.md", P, "Immigration", 11, t_crs)
    add(f"{ca}/checklist.md", P, "Immigration", 3, t_ee_checklist)
    add(f"{ca}/express entry notes.txt", P, "Immigration", 29, t_ee_notes)
    add(f"{ca}/Funds/GTB proof of funds letter.pdf", P, "Immigration", 17, t_pof)
    add(f"{ca}/Funds/Wise statement Q1 2026 (copy).pdf", P, "Immigration", 17, with_dt(t_wise, _ago(2026, 4, 2)))
    add(f"{ca}/Police certificate application.pdf", P, "Immigration", 13, t_pcc)
    add(f"{ca}/Reference letters/Access Bank reference letter.pdf", P, "Immigration", 140, t_reference)
    add(f"{ca}/Reference letters/Ledgerline reference DRAFT.docx", P, "Immigration", 7, t_ll_reference)
    photo(f"{ca}/passport bio page.jpg", P, "Immigration", 140)

    # ------------------------------------------------------------ Building: Mummy's house, Ibadan (Projects)
    bh = "Documents/Mummy House Ibadan"
    add(f"{bh}/Land/Survey plan Plot 27 Akobo.pdf", P, "Building", _ago(2024, 6, 20), t_survey)
    add(f"{bh}/Land/Deed of assignment.pdf", P, "Building", _ago(2024, 7, 3), t_deed)
    add(f"{bh}/Land/Soil test report.pdf", P, "Building", _ago(2025, 5, 14), t_soil)
    add(f"{bh}/Approval/Building plan approval LPA.pdf", P, "Building", _ago(2025, 8, 11), t_plan_approval)
    add(f"{bh}/Approval/Architectural drawings Rev C.pdf", P, "Building", _ago(2025, 6, 30), t_drawings)
    add(f"{bh}/BOQ v1.xlsx", P, "Building", _ago(2025, 6, 2), t_boq)
    add(f"{bh}/BOQ v2.xlsx", P, "Building", _ago(2025, 8, 20), t_boq)
    add(f"{bh}/Contractor agreement FemOg.docx", P, "Building", _ago(2025, 8, 28), t_contractor)
    add(f"{bh}/payments.xlsx", P, "Building", 6, t_payments)
    for y, m in ((2026, 3), (2026, 4), (2026, 5)):
        add(f"{bh}/Reports/Progress report {datetime(y, m, 1):%B %Y}.pdf", P, "Building", _ago(y, m, 28), t_progress)
    add(f"{bh}/Receipts/Adisa materials receipt Feb.pdf", P, "Building", _ago(2026, 2, 16), t_materials_receipt)
    add(f"{bh}/Receipts/Adisa materials receipt Apr.pdf", P, "Building", _ago(2026, 4, 25), t_materials_receipt)
    for i, (mm, dd) in enumerate(((2, 20), (3, 14), (4, 2), (4, 29), (5, 16), (5, 27))):
        photo(f"{bh}/Site photos/WhatsApp Image 2026-{mm:02d}-{dd:02d} at 16.{10 + i}.0{i}.jpeg", P, "Building",
              _ago(2026, mm, dd))

    # ------------------------------------------------------------ Travel (Projects, Archive)
    tv = "Documents/Travel"
    lo = f"{tv}/London offsite July 2026"
    add(f"{lo}/UK visa application summary.pdf", P, "Travel", 12, t_uk_visa)
    add(f"{lo}/VFS appointment 9 June.pdf", P, "Travel", 10, t_vfs)
    add(f"{lo}/Ledgerline invitation letter.pdf", P, "Travel", 15, t_invite)
    add(f"{lo}/BA e-ticket.pdf", P, "Travel", 8, lambda rr, d: t_flight(rr, d, "london"))
    add(f"{lo}/Premier Inn booking.pdf", P, "Travel", 8, lambda rr, d: t_hotel(rr, d, "london"))
    add(f"{lo}/GTB statement 6 months for visa.pdf", P, "Travel", 11, t_gtb)
    add(f"{lo}/payslips for visa.pdf", P, "Travel", 11, with_dt(t_payslip, _ago(2026, 4, 28)))
    l23 = f"{tv}/London 2023"
    add(f"{l23}/Virgin e-ticket.pdf", X, "Travel", _ago(2023, 6, 12), lambda rr, d: t_flight(rr, d, "london23"))
    add(f"{l23}/Travelodge booking.pdf", X, "Travel", _ago(2023, 6, 14), lambda rr, d: t_hotel(rr, d, "london23"))
    add(f"{l23}/notes.txt", X, "Travel", _ago(2023, 7, 8), lambda rr, d: t_trip_itin(rr, d, "london23"))
    add(f"{l23}/expense claim offsite.xlsx", X, "Travel", _ago(2023, 7, 24), t_ll_expense_2023)
    du = f"{tv}/Dubai Dec 2023"
    add(f"{du}/UAE visa.pdf", X, "Travel", _ago(2023, 12, 4), t_uae_visa)
    add(f"{du}/Emirates e-ticket.pdf", X, "Travel", _ago(2023, 11, 2), lambda rr, d: t_flight(rr, d, "dubai"))
    add(f"{du}/plan.txt", X, "Travel", _ago(2023, 12, 10), lambda rr, d: t_trip_itin(rr, d, "dubai"))
    ac = f"{tv}/Accra 2024"
    add(f"{ac}/AWA e-ticket.pdf", X, "Travel", _ago(2024, 11, 15), lambda rr, d: t_flight(rr, d, "accra"))
    add(f"{ac}/Labadi Beach hotel.pdf", X, "Travel", _ago(2024, 11, 16), lambda rr, d: t_hotel(rr, d, "accra"))
    add(f"{ac}/itinerary.docx", X, "Travel", _ago(2024, 12, 12), lambda rr, d: t_trip_itin(rr, d, "accra"))

    # ------------------------------------------------------------ Tech (Projects, Resources, Archive)
    aw = "Documents/AWS cert"
    add(f"{aw}/Pearson VUE booking.eml", P, "Tech", 26, t_aws_booking)
    add(f"{aw}/study plan.md", P, "Tech", 25, t_aws_plan)
    add(f"{aw}/practice scores.csv", P, "Tech", 1, t_aws_scores)
    for topic, age in (("VPC", 20), ("S3", 13), ("DB", 4)):
        add(f"{aw}/notes-{topic}.md", P, "Tech", age, lambda rr, d, t=topic: t_aws_note(rr, d, t))
    bk = "Documents/Books"
    add(f"{bk}/Designing Data-Intensive Applications.epub", R, "Tech", 610,
        _epub("Designing Data-Intensive Applications", "Martin Kleppmann", "en",
              "Reliable, scalable and maintainable applications: data models, storage and retrieval, encoding, "
              "replication, partitioning, transactions, consistency and consensus, batch and stream processing."))
    add(f"{bk}/The Go Programming Language.epub", R, "Tech", 1100,
        _epub("The Go Programming Language", "Alan A. A. Donovan, Brian W. Kernighan", "en",
              "Program structure, basic data types, composite types, functions, methods, interfaces, goroutines "
              "and channels, concurrency with shared variables, packages and the go tool, testing, reflection."))
    add(f"{bk}/Clean Architecture.epub", R, "Tech", 720,
        _epub("Clean Architecture", "Robert C. Martin", "en",
              "Programming paradigms, design principles (SRP, OCP, LSP, ISP, DIP), component principles, "
              "architecture boundaries, the dependency rule, and the database as a detail."))
    tn = "Documents/Tech notes"
    add(f"{tn}/kafka cheatsheet.pdf", R, "Tech", 240, lambda rr, d: t_cheatsheet(rr, d, "kafka"))
    add(f"{tn}/postgres indexing.md", R, "Tech", 180, lambda rr, d: t_cheatsheet(rr, d, "postgres"))
    add(f"{tn}/system design notes.md", R, "Tech", 95, lambda rr, d: t_cheatsheet(rr, d, "sysdesign"))
    add(f"{tn}/kubectl cheatsheet.txt", R, "Tech", 300, lambda rr, d: t_cheatsheet(rr, d, "k8s"))
    add("Downloads/Docker.dmg", R, "Tech", 140, _blob(r, b"koly" + bytes(12), 2000))
    add("Downloads/Postman-osx-arm64.zip", R, "Tech", 88, _zip([("Postman.app/Contents/Info.plist",
                                                             "<plist><dict><key>CFBundleName</key><string>Postman"
                                                             "</string></dict></plist>")]))
    add("Downloads/GoLand-2026.1-aarch64.dmg", R, "Tech", 45, _blob(r, b"koly" + bytes(12), 2000))
    add("Downloads/zoomusInstallerFull.pkg", R, "Tech", 200, _blob(r, b"xar!\x00\x1c\x00\x01", 1500))
    hk = "code/ajobox-hackathon-2023"
    dot(f"{hk}/.gitignore", b"__pycache__/\n*.db\n", _ago(2023, 10, 22))
    add(f"{hk}/README.md", X, "Tech", _ago(2023, 10, 22), t_hack_readme)
    add(f"{hk}/app.py", X, "Tech", _ago(2023, 10, 22), t_hack_app)
    add(f"{hk}/requirements.txt", X, "Tech", _ago(2023, 10, 21), HACK_REQ)
    add(f"{hk}/pitch deck.pdf", X, "Tech", _ago(2023, 10, 22), t_hack_pitch)

    # ------------------------------------------------------------ Old HP laptop backup (copied Feb 2024; Archive)
    hp = "Old HP laptop backup/My Documents"
    add(f"{hp}/Access Bank/Offer letter Access Bank.pdf", X, "Work", _ago(2020, 7, 20), t_access_offer)
    for y, m in ((2021, 1), (2021, 6), (2021, 12)):
        add(f"{hp}/Access Bank/Payslip {datetime(y, m, 1):%b %Y}.pdf", X, "Work", _ago(y, m, 26), t_access_payslip)
    add(f"{hp}/Access Bank/Appraisal 2021.docx", X, "Work", _ago(2022, 1, 18), t_access_appraisal)
    add(f"{hp}/Access Bank/Resignation letter.docx", X, "Work", _ago(2022, 2, 23), t_resignation)
    add(f"{hp}/Access Bank/Exit clearance form.pdf", X, "Work", _ago(2022, 3, 25), t_exit_clearance)
    add(f"{hp}/Access Bank/Thumbs.db", L, "System", _ago(2022, 3, 25), _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{hp}/Ogba house/tenancy agreement Ogba 2020.pdf", X, "Home", _ago(2020, 8, 25), t_ogba_tenancy)
    add(f"{hp}/Ogba house/notice to vacate.docx", X, "Home", _ago(2023, 5, 30), t_ogba_quit)
    oa = f"{hp}/OAU"
    add(f"{oa}/Transcript.pdf", X, "Education", _ago(2019, 2, 11), t_transcript)
    add(f"{oa}/Final year project - fraud detection FINAL.docx", X, "Education", _ago(2018, 9, 3), t_fyp)
    add(f"{oa}/SIWES report.docx", X, "Education", _ago(2017, 8, 14), t_siwes)
    add(f"{oa}/CGPA calculator.xlsx", X, "Education", _ago(2018, 7, 1), t_cgpa)
    add(f"{oa}/Clearance form.pdf", X, "Education", _ago(2019, 1, 15), t_oau_clearance)
    ny = f"{hp}/NYSC"
    add(f"{ny}/call-up letter.pdf", X, "NYSC", _ago(2019, 7, 22), t_callup)
    add(f"{ny}/posting letter.pdf", X, "NYSC", _ago(2019, 9, 3), t_posting)
    add(f"{ny}/PPA acceptance letter.docx", X, "NYSC", _ago(2019, 9, 6), t_ppa_acceptance)
    add(f"{ny}/clearance Nov 2019.pdf", X, "NYSC", _ago(2019, 11, 25), t_nysc_clearance)
    add(f"{ny}/clearance Feb 2020.pdf", X, "NYSC", _ago(2020, 2, 24), t_nysc_clearance)
    add(f"{ny}/SAED certificate.pdf", X, "NYSC", _ago(2020, 6, 30), t_saed)
    add(f"{hp}/Thumbs.db", L, "System", _ago(2022, 6, 1), _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{hp}/desktop.ini", L, "System", _ago(2020, 8, 5),
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
        "IconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n")
    add("Old HP laptop backup/My Pictures/Thumbs.db", L, "System", _ago(2021, 12, 24),
        _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500))
    for i, (y, m, d) in enumerate(((2018, 12, 15), (2018, 12, 15), (2019, 8, 20), (2020, 7, 10), (2021, 12, 24))):
        photo(f"Old HP laptop backup/My Pictures/IMG_{y}{m:02d}{d:02d}_{14 + i:02d}{11 * i + 3:02d}{17 + i:02d}.jpg", X, "Photos",
              _ago(y, m, d))
    ce = "Documents/Certificates"
    add(f"{ce}/OAU degree certificate.pdf", X, "Education", _ago(2024, 2, 10), t_degree)
    add(f"{ce}/NYSC certificate.pdf", X, "NYSC", _ago(2024, 2, 10), t_nysc_cert)

    # ------------------------------------------------------------ Photos (Resources; old phone Archive)
    ph = "Pictures/iPhone dump May 2026"
    for i, age in enumerate((58, 51, 51, 40, 33, 27, 21, 14, 6, 2)):
        photo(f"{ph}/IMG_{5230 + i * 13}.HEIC", R, "Photos", age)
    for i, d in enumerate((21, 22, 24)):
        photo(f"Pictures/Accra 2024/IMG_{2101 + i * 9}.JPG", R, "Photos", _ago(2024, 12, d))
    for i, d in enumerate((19, 21, 23)):
        photo(f"Pictures/Dubai 2023/IMG_{8804 + i * 21}.JPG", R, "Photos", _ago(2023, 12, d))
    for (mm, dd, hh) in ((5, 3, "10.14.07"), (5, 14, "22.41.55"), (5, 26, "08.03.12"), (5, 30, "13.27.40")):
        add(f"Desktop/Screenshot 2026-{mm:02d}-{dd:02d} at {hh}.png", R, "Photos", _ago(2026, mm, dd), "")
    for (mm, dd, hh) in ((4, 12, "20.11.03"), (5, 1, "09.45.18"), (5, 24, "17.02.56")):
        photo(f"Downloads/WhatsApp Image 2026-{mm:02d}-{dd:02d} at {hh}.jpeg", R, "Photos", _ago(2026, mm, dd))
    tc = "Tecno Camon 15 backup/DCIM/Camera"
    for i, (y, m, d) in enumerate(((2020, 9, 12), (2020, 12, 25), (2021, 4, 3), (2021, 8, 14), (2021, 11, 6),
                                   (2022, 1, 1))):
        photo(f"{tc}/IMG_{y}{m:02d}{d:02d}_{9 + 2 * i:02d}{7 * i + 12:02d}{40 - i:02d}.jpg", X, "Photos", _ago(y, m, d))
    dot("Tecno Camon 15 backup/.DS_Store", DS, 800)

    # ------------------------------------------------------------ Left: unfinished downloads
    add("Downloads/Cambridge IELTS 19 General.pdf.crdownload", L, "System", 0.4, _blob(r, b"%PDF-1.6\n", 1200))
    add("Downloads/Unconfirmed 381722.crdownload", L, "System", 3, _blob(r, b"PK\x03\x04", 900))
    add("Downloads/ubuntu-24.04.2-desktop-amd64.iso.part", L, "System", 12, _blob(r, bytes(32), 1500))
    dot("Downloads/.DS_Store", DS, 0.2)
    dot("Desktop/.DS_Store", DS, 0.5)

    # ------------------------------------------------------------ hard: Epson scanner output (Scans/)
    for n, (bucket, topic, (y, m, d), fn) in enumerate((
            (X, "Family", (2023, 11, 28), t_acceptance), (X, "NYSC", (2024, 2, 9), t_nysc_cert),
            (X, "Education", (2024, 2, 9), t_degree), (A, "Shop", (2024, 2, 9), t_cac),
            (P, "Building", (2024, 6, 21), t_survey), (P, "Building", (2024, 7, 4), t_deed),
            (A, "Church", (2025, 3, 16), t_pledge), (A, "Family", (2025, 10, 2), t_ui_hostel),
            (A, "Health", (2025, 10, 20), t_eye), (A, "Shop", (2025, 12, 5), t_clearing),
            (A, "Shop", (2025, 12, 5), t_duty), (P, "Wedding", (2026, 2, 22), t_eng_list),
            (A, "Home", (2026, 2, 28), t_tenancy), (A, "Home", (2026, 3, 2), t_rent_receipt),
            (A, "Health", (2026, 3, 10), t_hospital_receipt),
            (A, "Family", (2026, 4, 21), lambda rr, dd: t_tobi_fees(rr, dd, "Third")),
            (A, "Home", (2026, 4, 22), t_service_charge), (P, "Building", (2026, 5, 2), t_materials_receipt),
            (P, "Immigration", (2026, 5, 19), t_pcc), (A, "Home", (2026, 5, 25), t_lawma)), 1):
        hard(f"Scans/scan_{n:04d}.pdf", bucket, topic, _ago(y, m, d), fn)

    # ------------------------------------------------------------ hard: Downloads with meaningless names
    dl = "Downloads"
    for name, bucket, topic, age, fn in (
            ("Document.pdf", A, "Finance", 1, t_gtb),
            ("Document (1).pdf", A, "Shop", 35, t_jumia),
            ("Document (2).pdf", A, "Finance", 100, t_lirs),
            ("Document (3).pdf", A, "Family", 80, t_ui_hostel),
            ("Document (4).pdf", P, "Immigration", 48, t_wes),
            ("Document (5).pdf", P, "Wedding", 80, lambda rr, d: t_venue_quote(rr, d, "lekki")),
            ("Document (6).pdf", X, "Finance", 800, t_carbon_closure),
            ("Document (7).pdf", X, "Home", 130, t_solar_invoice),
            ("Document (8).pdf", X, "Travel", 1060, lambda rr, d: t_hotel(rr, d, "london23")),
            ("Document (9).pdf", X, "Travel", 910, t_uae_visa),
            ("Document (10).pdf", A, "Finance", 120, t_pension),
            ("Document (11).pdf", A, "Family", 50, t_tobi_report),
            ("Document (12).pdf", X, "Church", 640, t_conv_report),
            ("Document (13).pdf", R, "Shop", 230, t_alibaba_howto),
            ("download.pdf", A, "Home", 52, t_starlink),
            ("download (1).pdf", A, "Health", 400, lambda rr, d: t_lab(rr, d, "general")),
            ("download (2).pdf", A, "Shop", 7, t_pi),
            ("attachment.pdf", P, "Building", 35, t_progress),
            ("attachment (1).pdf", P, "Travel", 12, t_uk_visa),
            ("file.pdf", A, "Finance", 60, t_kuda),
            ("file (1).pdf", A, "Work", 430, t_contract_variation),
            ("7f3c2a9e-1b4d-4e0a-9c55-2d1e8f6b0a31.pdf", A, "Work", 3, t_payslip),
            ("a8e91b2c0f.pdf", P, "Travel", 8, lambda rr, d: t_flight(rr, d, "london")),
            ("print.pdf", P, "Wedding", 19, t_counselling),
            ("Telegram Desktop/file_12.pdf", R, "Shop", 205, t_guide_duty),
            ("Telegram Desktop/file_17.pdf", R, "Tech", 160, lambda rr, d: t_cheatsheet(rr, d, "kafka")),
            ("Telegram Desktop/file_23.pdf", R, "Health", 98, lambda rr, d: t_health_article(rr, d, "bp")),
            ("Telegram Desktop/file_31.pdf", R, "Finance", 44, t_fin_stocks),
            ("Untitled spreadsheet - Sheet1.csv", A, "Shop", 23, t_orders_csv),
            ("Book1.xlsx", P, "Building", 290, t_boq),
            ("export.csv", A, "Finance", 15, t_spending_csv),
            ("message.eml", A, "Health", 122, t_hmo_renewal),
            ("Document (14).pdf", P, "Building", 290, t_plan_approval),
            ("Telegram Desktop/file_44.docx", P, "Immigration", 7, t_ll_reference)):
        hard(f"{dl}/{name}", bucket, topic, age, fn)

    # ------------------------------------------------------------ hard: Desktop notes and stray documents
    dk = "Desktop"
    for name, bucket, topic, age, fn in (
            ("untitled.txt", A, "Shop", 9, t_note_restock),
            ("untitled 2.txt", P, "Wedding", 16, t_note_guests),
            ("untitled 3.txt", P, "Building", 23, t_note_site),
            ("untitled 4.txt", P, "Immigration", 11, t_note_crs),
            ("notes.txt", P, "Work", 2, t_note_payouts),
            ("todo.md", P, "Tech", 5, t_note_aws),
            ("Untitled.md", R, "Church", 44, lambda rr, d: t_sermon(rr, d, "Unless the Lord builds the house")),
            ("draft.txt", A, "Home", 15, t_note_rent_reply),
            ("stuff/Doc1.docx", A, "Work", 325, t_self_assessment),
            ("stuff/Book1.xlsx", A, "Home", 64, t_diesel_log),
            ("stuff/Untitled document.docx", X, "Shop", 230, t_bf_plan),
            ("stuff/Doc2.docx", A, "Work", 88, t_goals)):
        hard(f"{dk}/{name}", bucket, topic, age, fn)

    # ------------------------------------------------------------ hard: stray files in Documents and the old laptop
    hard("Documents/Untitled.docx", R, "Church", 210, t_bible_study)
    hard("Documents/Untitled 2.docx", P, "Wedding", 37, t_asoebi)
    hard("Documents/export (2).csv", A, "Family", 31, t_mum_upkeep)
    for name, bucket, topic, (y, m, d), fn in (
            ("New Folder/Document1.docx", X, "Education", (2017, 8, 10), t_siwes),
            ("New Folder/Document2.docx", X, "Home", (2023, 5, 29), t_ogba_quit),
            ("New Folder/Document3.docx", X, "Work", (2022, 1, 14), t_access_appraisal),
            ("New Folder (2)/Book1.xlsx", X, "Education", (2018, 2, 3), t_cgpa),
            ("Document.pdf", X, "NYSC", (2019, 7, 22), t_callup),
            ("scan0003.pdf", X, "NYSC", (2020, 1, 27), t_nysc_clearance),
            ("New Microsoft Word Document.docx", X, "Work", (2022, 2, 21), t_resignation),
            ("New Text Document.txt", X, "Home", (2023, 9, 4), t_ogba_refund)):
        hard(f"{hp}/{name}", bucket, topic, _ago(y, m, d), fn)

    return items
