"""An unseen labelled corpus: Arjun Nair's home directory, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at any benchmark
script or at any placement result. It was written from the docstring of ``unseen.py`` (for the way labelling
rules are phrased), the helpers it imports (``_d``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``,
``_id3``, ``_blob`` from ``unseen.py``; ``Item``, ``NOW``, ``NOW_S``, ``_pdf``, ``_jpeg`` from ``corpus.py``;
``_docx``, ``_png``, ``HEIC_HEAD`` from ``blind.py``) and the persona below. The files and labels are shaped by
what this person would have on disk, not by what any code looks for.

The person: Arjun Nair, 27, a backend developer (Go and Python) at PayWave Technologies, a payments start-up
in HSR Layout, Bengaluru, since July 2023 (Senior Backend Engineer since the April 2025 revision). He grew
up in Kakkanad, Kochi; his parents Gopinathan (61, retired KSEB engineer) and Lathika (56, retired school
teacher) still live there and he pays their Star Health family-floater policy. His sister Anjali ("Anju",
25) marries Rohit Menon in Tripunithura on 23 August 2026; Arjun handles the travel of the Bengaluru and
North-Indian relatives, the hotel block in Ernakulam and the gift budget (the gold necklace and the
Kanjeevaram sarees). He rents a 1BHK in Koramangala 6th Block from Mr. Venkatesh Reddy (11-month agreement
renewed in February 2026). He maintains ``rupeefmt``, a small Python library for Indian number formatting
(lakh/crore grouping, amounts in words, parsing "1.5 cr"), published on PyPI since 2022. In April 2026 he
accepted an offer from Kontora Payments GmbH in Berlin (start 1 October 2026): the EU Blue Card
application at VFS Bengaluru, a German A1 course at the Goethe-Institut, the interview notes that got him
there, the flat hunt in Berlin and the movers' quotes are all in flight. On weekends he builds "Hisaab", a
React Native (Expo) app for splitting expenses with friends. Behind him: the B.Tech in Computer Science at
College of Engineering Trivandrum (KTU), 2017-2021, with its final-year project on Malayalam handwritten
character recognition; two years as a Systems Engineer at Infosys (August 2021 - July 2023); FinHack
Bengaluru in March 2025 (second runner-up with "UPI Guard"); a bike trip to Ladakh in June 2024 and a Goa
weekend in December 2023; the AWS Certified Solutions Architect - Associate exam, passed in February 2025.
He keeps programming ebooks, cheat sheets and conference slides, Carnatic music (M.S. Subbulakshmi,
Yesudas, Bombay Jayashri), cricket statistics he plays with in Jupyter, and his mother's recipes typed up
from phone calls.

The machine: an Ubuntu laptop, home directory only. Tidy parts: ``Documents/`` with ``PayWave``,
``Finance/ITR/AY2025-26``, ``House``, ``Insurance``, ``Berlin`` and ``Anju_Wedding``; ``dev/`` holding the
library, the app and several git-less copies of code (each with its marker file: ``pyproject.toml``,
``package.json``, ``go.mod``, ``Dockerfile``); ``Pictures/Ladakh 2024``; ``Music/Carnatic``; ``Books``. Chaos:
``Downloads/`` full of ``document (3).pdf``, ``file.csv``, ``mail (2).eml`` and ``.deb`` installers;
``Desktop/untitled.txt``; ``Scans/Scanned Document (2).pdf`` from Simple Scan; ``Untitled Folder/``;
``Documents/misc/``; ``Untitled Document 1.txt`` from gedit; ``notebooks/Untitled1.ipynb``; and
``backup_old_laptop_2023/``, a copy of his Infosys-era Windows laptop (with ``desktop.ini``, ``Thumbs.db``
and Office lock files). Files are in English with Malayalam and Hindi words in Latin script (Amma, Acchan,
kalyanam, sadya, hisaab, kharcha, jugaad) and some German for the move.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age.
  - The move to Berlin (topic Relocation): the Kontora offer and contract, the interview preparation notes
    and rounds that led to the offer, the Blue Card application (checklist, VFS appointment, anabin
    printout, the copies of his degree made for the file), the German A1 course he is taking (fee
    receipt, homework, exam registration), the flat hunt (shortlist, landlord mails, Wunderflats
    booking, Mieterselbstauskunft), the German health insurance application, movers' quotes, the
    Berlin budget and the photos/screenshots of flats.
  - Hisaab, the expense-splitting app (topic Hisaab): its code folder and its backup copy, mockups,
    design notes, friends' beta feedback, the Play Console receipt, the privacy-policy draft. A sample
    CSV of an old trip's expenses kept inside the app as a test fixture belongs to the app.
  - Anju's wedding on 23 August 2026 (topic Wedding): guest travel, flights and trains for the wedding,
    the hotel block, the gift budget, the jeweller's quote, the checklist, invitation text, mails with
    cousins, and photos of the venue visit and the saree shopping. Travel booked for the wedding is
    Wedding, not Travel.
- **Areas**: responsibilities with no end, whatever the document's age.
  - His job at PayWave (topic Career): offer letter (2023), revision letters, performance reviews, 1:1 and
    on-call notes, HR policies and the git-less copy of the service he works on. He has not resigned yet
    (he will in July), so PayWave is still an Area.
  - Money (topic Finance): payslips, Form 16, ITR acknowledgements of every year, AIS, bank and credit-card
    statements, mutual-fund CAS, PPF, budgets, the expenses notebook, tax-regime notes.
  - The rented flat (topic Home): rent agreement, rent receipts, deposit receipt, BESCOM and broadband bills,
    landlord mails, the maid's salary log.
  - Insurance policies (topic Insurance): his parents' Star Health floater (schedules, renewal notice,
    premium receipts, the 2025 cataract claim), his term plan, the PayWave group mediclaim e-card.
  - His own health (topic Health): health check-ups, lab reports, dentist, eye prescription.
  - Maintaining rupeefmt (topic rupeefmt): the library's code and its older copy, changelog, release
    checklist, issue triage, contributor and GitHub mails, download statistics.
- **Resources**: reference and interests, by subject: programming ebooks, cheat sheets, conference talk
  slides and learning sandboxes such as a Go-tour copy (Programming); other ebooks (Books); German
  textbooks and word lists, even though he is learning German for the move (Languages); Carnatic music and
  playlists (Music); cricket statistics and the notebook that plays with them (Cricket); Amma's recipes
  (Cooking); an appliance manual (Home); installers (Software); general photos, phone-camera dumps,
  screenshots and wallpapers (Photos) -- except photos that document a project, current or finished
  (flat viewings, the wedding venue, the hackathon stage, the B.Tech demo): those take the project's
  bucket and topic. Trip photos are Travel like the rest of the trip.
- **Archive**: finished projects and ended responsibilities, however recently a file was touched: the
  B.Tech degree, its final-year project, transcripts and certificates, and the AWS certification (topic
  Education); the Infosys job including its payslips, letters and the old laptop's work files (topic
  Career); FinHack 2025 and the UPI Guard code (topic Hackathon); the Ladakh trip of 2024 and the Goa
  weekend of 2023 (topic Travel).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``, ``.gitignore``,
  ``.~lock...#``) are written but not labelled.

Topics are subjects: a trip is Travel like other trips; the cataract claim is Insurance like the policies;
the A1 course is part of Relocation; Form 16 and payslips are Finance while the employment letters are
Career. ``hard`` marks a file whose name *and* folder say nothing about its subject (``Downloads/document
(5).pdf``, ``Desktop/untitled.txt``, ``Scans/Scanned Document (3).pdf``, ``Documents/misc/notes.docx``,
``notebooks/Untitled1.ipynb``): only its text can place it. Images are never marked hard. Dates are
relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import json
import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _d, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400


def _inr(v: float, sym: str = "Rs. ") -> str:
    """Indian digit grouping: 12,34,567.00."""
    neg = v < 0
    whole, frac = f"{abs(v):.2f}".split(".")
    head, tail = whole[:-3], whole[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    s = ",".join(groups + [tail]) if groups else tail
    return ("-" if neg else "") + sym + s + "." + frac


def _eur(v: float) -> str:
    return f"EUR {v:,.2f}"


def _ds(dt: datetime) -> str:
    return dt.strftime("%d %b %Y")


def _mail(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt.strftime('%a, %d %b %Y %H:%M:%S +0530')}\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body.strip()}\n")


ME = "Arjun Nair <arjun.nair.dev@gmail.com>"
ME_WORK = "Arjun Nair <arjun.nair@paywave.in>"
PW = ("PayWave Technologies Pvt. Ltd.\n2nd Floor, Sector 2, 27th Main Road, HSR Layout, Bengaluru 560102\n"
      "CIN U72900KA2019PTC128841")
FLAT = "Flat 302, Sai Krupa Residency, 5th Cross, 6th Block, Koramangala, Bengaluru 560095"
KONTORA = "Kontora Payments GmbH, Rosenthaler Strasse 40, 10178 Berlin"


# --------------------------------------------------------------------------- PayWave job (Areas Career)


def t_pw_offer(r, dt):
    return f"""{PW}
Date: 22 June 2023
Private & Confidential
Dear Arjun Nair,
Offer of Employment - Backend Engineer (SDE-2)
We are pleased to offer you the position of Backend Engineer in the Payments Platform team, reporting to
Priya Raghavan, Engineering Manager. Your date of joining will be 17 July 2023 at our HSR Layout office.
Your annual Cost to Company (CTC) will be {_inr(2400000)} as detailed in Annexure A, comprising fixed pay of
{_inr(2200000)} and a performance-linked variable of {_inr(200000)}.
Probation: 3 months. Notice period after confirmation: 60 days.
This offer is subject to satisfactory background verification and submission of your relieving letter
from your previous employer.
Please sign and return a copy of this letter by 26 June 2023.
For PayWave Technologies Pvt. Ltd.
Sneha Kulkarni, HR Business Partner
"""


def t_pw_revision(r, dt):
    return f"""{PW}
{_ds(dt)}
Employee: Arjun Nair | Emp ID PW-1187 | Payments Platform
Subject: Compensation revision and role change
Dear Arjun,
Following the annual review cycle for FY 2024-25, we are happy to inform you that your designation changes to
Senior Backend Engineer with effect from 1 April 2025.
Your revised annual CTC is {_inr(2950000)} (fixed {_inr(2700000)}, variable up to {_inr(250000)}).
Your rating for the cycle: Exceeds Expectations.
Thank you for your contribution to the UPI reconciliation rewrite and the settlement on-call improvements.
Regards,
Vikram Shetty, CTO   |   Sneha Kulkarni, HRBP
"""


def t_pw_review(r, dt, period="H2 2025"):
    return f"""Performance review - {period} - self assessment
Name: Arjun Nair   Role: Senior Backend Engineer   Manager: Priya Raghavan

1. Key outcomes
- Shipped recon-v2: UPI settlement reconciliation moved from nightly batch to 15-minute windows;
  mismatches found the same day instead of T+1. Reduced manual ops tickets by about 60%.
- Led the migration of the payout service from Postgres 12 to 15 with zero downtime (logical replication).
- On-call: {r.randint(6, 11)} primary weeks; wrote 4 runbooks, two incidents (NPCI timeout storm, duplicate webhook).
2. Collaboration
- Mentored two interns (Ritika, Aman); reviewed ~{r.randint(140, 220)} PRs.
- Worked with the risk team on velocity checks for collect requests.
3. Growth areas
- Writing design docs earlier; pushing back on scope.
4. Goals for next cycle
- Idempotency library for all outbound bank calls; p99 latency of /v2/collect under 300 ms.
Manager comments: (to be filled by Priya)
"""


def t_pw_1on1(r, dt):
    return f"""# 1:1 with Priya - {_d(dt)}

- recon-v2 rollout: HDFC and Axis done, ICICI next sprint. Need ops sign-off for auto-closing mismatches < Rs 1.
- on-call: pager noise from the settlement-file cron, ask Manoj to add retries before alerting
- promo cycle: Priya says the packet for Staff needs one more cross-team project
- leave: planned leave in August (family function in Kochi), will put it in Keka
- action items: [ ] design doc for idempotency keys  [ ] intern review forms by Friday
"""


def t_pw_oncall(r, dt):
    return f"""on-call handover {_d(dt)}
primary: arjun -> manoj
open:
 - INC-{r.randint(2100, 2400)}: settlement file from Axis came 40 min late, recon job rerun manually at 07:10
 - payout-svc pod restarts (OOM) on node pool b, memory limit bumped to 768Mi, watch it
 - NPCI UAT certificate expires on the 14th, ticket with infra
runbook links: recon-rerun.md, payout-oom.md
"""


def t_pw_policy(r, dt):
    return f"""{PW}
Leave & Attendance Policy - version 3.2 (effective 1 January 2026)
1. Earned leave: 18 days per calendar year, accrued monthly; up to 30 days may be carried forward.
2. Sick leave: 8 days; a medical certificate is needed beyond 2 consecutive days.
3. Restricted holidays: choose 2 from the published list (Onam, Ugadi, Pongal, Eid, Christmas Eve...).
4. Leave must be applied on Keka at least 2 weeks in advance for more than 3 days.
5. Work from anywhere: up to 20 days a year from within India with manager approval.
6. On exit, unused earned leave up to 30 days is encashed on basic pay.
Acknowledged by: Arjun Nair (PW-1187) on {_ds(dt)}
"""


def t_pw_appraisal_mail(r, dt):
    return _mail("People Team <people@paywave.in>", ME_WORK, "Review cycle H1 2026 opens on Monday", dt, """
Hi all,
The H1 2026 review cycle opens on Monday. Please complete your self-assessment on Keka by the 20th and
nominate 2-3 peers for feedback. Managers will hold calibration in the first week of next month and
revision letters go out with the July payroll.
Reminder: if you are on a PIP or joined after 1 February you will be reviewed in the next cycle.
- People Team, PayWave
""")


GO_MOD_RECON = """module github.com/paywave/recon-service

go 1.22

require (
\tgithub.com/jackc/pgx/v5 v5.5.5
\tgithub.com/prometheus/client_golang v1.19.0
\tgithub.com/segmentio/kafka-go v0.4.47
\tgo.uber.org/zap v1.27.0
)
"""

RECON_MAIN = """package main

import (
\t"context"
\t"os"
\t"time"

\t"github.com/paywave/recon-service/internal/recon"
\t"go.uber.org/zap"
)

// recon-service matches bank settlement files against UPI transactions in 15-minute windows.
func main() {
\tlog, _ := zap.NewProduction()
\tdefer log.Sync()
\tcfg := recon.ConfigFromEnv()
\tctx, cancel := context.WithCancel(context.Background())
\tdefer cancel()
\tr := recon.New(cfg, log)
\tticker := time.NewTicker(cfg.Window)
\tfor range ticker.C {
\t\tif err := r.RunWindow(ctx, time.Now().Add(-cfg.Window)); err != nil {
\t\t\tlog.Error("window failed", zap.Error(err))
\t\t\tif cfg.ExitOnError {
\t\t\t\tos.Exit(1)
\t\t\t}
\t\t}
\t}
}
"""

RECON_DOCKER = """FROM golang:1.22-alpine AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -o /out/recon ./cmd/recon

FROM gcr.io/distroless/static-debian12
COPY --from=build /out/recon /recon
USER nonroot
ENTRYPOINT ["/recon"]
"""

RECON_README = """# recon-service

Internal PayWave service: reconciles bank settlement files (HDFC, Axis, ICICI) with UPI transaction records.

- windows of 15 min (RECON_WINDOW), mismatches go to the `recon_mismatch` topic
- ops dashboard: grafana -> Payments / Recon
- runbooks: see docs/runbooks in the platform repo

Local: `docker compose up postgres kafka` then `go run ./cmd/recon`.
(copy taken from the work laptop for reading on the train; do not push anywhere)
"""

# --------------------------------------------------------------------------- Finance (Areas)


def t_payslip(r, dt, employer="PayWave"):
    basic = 112500.0
    hra = basic * 0.5
    spl = 225000.0 - basic - hra - 1800
    tds = r.uniform(38000, 44000)
    gross = basic + hra + spl + 1800
    ded = 1800 + 200 + tds
    return f"""{PW}
Payslip for the month of {dt.strftime('%B %Y')}
Employee: Arjun Nair   Emp ID: PW-1187   Designation: Senior Backend Engineer
PAN: AKRPN4471Q   UAN: 101874563321   Bank: HDFC Bank A/c XXXXXX4821
Days paid: 30   LOP: 0
Earnings                          Deductions
Basic          {_inr(basic, '')}      Provident Fund     {_inr(1800, '')}
HRA            {_inr(hra, '')}       Professional Tax   {_inr(200, '')}
Special Allow. {_inr(spl, '')}       Income Tax (TDS)   {_inr(tds, '')}
PF (employer)  {_inr(1800, '')}
Gross earnings {_inr(gross, '')}      Total deductions   {_inr(ded, '')}
Net pay: {_inr(gross - ded)}
This is a system generated payslip and does not require a signature.
"""


def t_form16(r, dt, fy="2024-25"):
    y1 = int(fy[:4])
    gross = r.uniform(2780000, 2950000) if y1 >= 2025 else r.uniform(2480000, 2620000)
    tax = gross * r.uniform(0.19, 0.22)
    return f"""FORM NO. 16
[See rule 31(1)(a)]
Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on salary
PART B (Annexure)
Name and address of the Employer: PayWave Technologies Pvt. Ltd., HSR Layout, Bengaluru
TAN of the Employer: BLRP09127E      PAN of the Employee: AKRPN4471Q
Name of the Employee: ARJUN NAIR     Assessment Year: {y1 + 1}-{str(y1 + 2)[2:]}
Period with the Employer: {'17-Jul-2023' if y1 == 2023 else '01-Apr-' + str(y1)} to 31-Mar-{y1 + 1}
1. Gross Salary: {_inr(gross)}
2. Less: Standard deduction u/s 16(ia): {_inr(75000 if y1 >= 2024 else 50000)}
3. Whether opting out of taxation u/s 115BAC: No (new tax regime)
4. Total taxable income: {_inr(gross - 75000)}
5. Tax on total income including cess: {_inr(tax)}
6. Tax deducted at source: {_inr(tax)}
Verification: I, Sneha Kulkarni, working in the capacity of HR Business Partner, certify that the above is true.
"""


def t_itrv(r, dt, ay="2025-26"):
    return f"""INDIAN INCOME TAX RETURN ACKNOWLEDGEMENT
Assessment Year {ay}
Form: ITR-1 (SAHAJ)     Filed u/s 139(1)
Name: ARJUN NAIR   PAN: AKRPN4471Q
Address: {FLAT if ay >= '2024' else 'No. 18, 3rd Cross, Electronic City Phase 1, Bengaluru 560100'}
Acknowledgement Number: {r.randint(10**14, 10**15 - 1)}
Date of filing: {_ds(dt)}
Total income: {_inr(r.uniform(2300000, 2900000))}
Taxes paid (TDS): {_inr(r.uniform(420000, 560000))}
Refund: {_inr(r.uniform(800, 9000))}
E-verified using Aadhaar OTP on {_ds(dt)}. No further action is needed for verification.
"""


def t_ais(r, dt):
    return f"""Annual Information Statement (AIS) - Financial Year 2025-26
PAN AKRPN4471Q   Name ARJUN NAIR
Part B1 - Information relating to tax deducted or collected
  Salary (Sec 192)  PayWave Technologies Pvt. Ltd.   amount paid {_inr(2958000)}  TDS {_inr(498221)}
Part B2 - SFT information
  SFT-005 Interest from savings account  HDFC BANK LIMITED      {_inr(r.uniform(4000, 9000))}
  SFT-016 Dividend                        MIRAE ASSET MUTUAL FUND {_inr(r.uniform(200, 900))}
  SFT-010 Purchase of mutual fund units   CAMS                   {_inr(r.uniform(240000, 320000))}
Taxpayer feedback: none submitted
"""


def t_bank_stmt(r, dt):
    lines = []
    bal = r.uniform(180000, 420000)
    for d, desc, amt in [(1, "NEFT CR-PAYWAVE TECHNOLOGIES-SALARY", 168000), (2, "UPI-VENKATESH REDDY-RENT", -34500),
                         (3, "ACH D- MIRAE ASSET MF SIP", -15000), (5, "UPI-SWIGGY", -r.randint(300, 900)),
                         (7, "BESCOM BILLDESK", -r.randint(900, 1900)), (9, "UPI-LATHIKA G-AMMA", -20000),
                         (12, "ATM WDL KORAMANGALA", -5000), (15, "UPI-ZEPTO", -r.randint(400, 1400)),
                         (20, "ICICI CREDIT CARD PAYMENT", -r.randint(18000, 42000)), (27, "UPI-BMTC PASS", -1200)]:
        bal += amt
        lines.append(f"{d:02d}/{dt.strftime('%m/%y')}  {desc:<38} {amt:>10,.2f}  {bal:>12,.2f}")
    return ("HDFC BANK LTD - Statement of account\nA/c No: XXXXXX4821  Koramangala branch  IFSC HDFC0000053\n"
            f"Account holder: MR ARJUN NAIR\nPeriod: {dt.strftime('%B %Y')}\nDate  Narration  Amount  Balance\n"
            + "\n".join(lines) + "\n")


def t_bank_csv(r, dt):
    rows = ["Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance"]
    bal = r.uniform(150000, 300000)
    for i in range(14):
        d = (dt - timedelta(days=28 - 2 * i)).strftime("%d/%m/%y")
        desc, w = r.choice([("UPI-SWIGGY-swiggy@axis", 450), ("UPI-UBER INDIA", 320), ("UPI-RATNADEEP SUPERMARKET", 1200),
                            ("NEFT-ACT FIBERNET", 1178), ("UPI-BLINKIT", 640), ("POS AMAZON PAY", 2299)])
        w = round(w * r.uniform(0.6, 1.6), 2)
        bal -= w
        rows.append(f"{d},{desc},{r.randint(10**11, 10**12)},{d},{w:.2f},,{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_cc_stmt(r, dt):
    return f"""ICICI Bank Amazon Pay Credit Card - Statement
Card No: 4315 XXXX XXXX 9072   Name: ARJUN NAIR
Statement date: {_ds(dt)}   Payment due date: {_ds(dt + timedelta(days=18))}
Total amount due: {_inr(r.uniform(14000, 41000))}   Minimum due: {_inr(r.uniform(700, 2000))}
Transactions:
  AMAZON SELLER SERVICES       {_inr(r.uniform(800, 6000))}
  INDIGO 6E WEB BOOKING        {_inr(r.uniform(4000, 14000))}
  SWIGGY INSTAMART             {_inr(r.uniform(300, 1500))}
  APOLLO PHARMACY              {_inr(r.uniform(200, 900))}
Reward points earned (Amazon Pay balance): {r.randint(180, 900)}
"""


def t_cas(r, dt):
    return f"""Consolidated Account Statement (CAS)  {(dt - timedelta(days=30)).strftime('%d-%b-%Y')} to {dt.strftime('%d-%b-%Y')}
Issued by CAMS / KFintech.  Email: arjun.nair.dev@gmail.com   PAN: AKRPN4471Q (KYC OK)
Mirae Asset ELSS Tax Saver Fund - Direct Growth   Folio 7988124/55
  SIP {_inr(5000)}  Units {r.uniform(900, 1400):.3f}  NAV {r.uniform(44, 52):.2f}  Value {_inr(r.uniform(58000, 76000))}
Parag Parikh Flexi Cap Fund - Direct Growth       Folio 12093388
  SIP {_inr(10000)}  Units {r.uniform(2100, 2900):.3f}  NAV {r.uniform(78, 92):.2f}  Value {_inr(r.uniform(180000, 260000))}
UTI Nifty 50 Index Fund - Direct Growth           Folio 59812234
  Units {r.uniform(900, 1200):.3f}  NAV {r.uniform(160, 175):.2f}  Value {_inr(r.uniform(150000, 200000))}
Total portfolio value: {_inr(r.uniform(420000, 520000))}
"""


def t_ppf(r, dt):
    rows = "\n".join(f"{y}-04-05  BY TRANSFER  {_inr(50000, '')}  {_inr(50000 * (y - 2021) * 1.07, '')}"
                     for y in range(2022, 2027))
    return f"""STATE BANK OF INDIA - PUBLIC PROVIDENT FUND PASSBOOK
Branch: Kakkanad (Code 70421)   Account No. 3812 0057 441
Name: ARJUN NAIR   Date of opening: 05-04-2021   Maturity: 01-04-2037
Date  Particulars  Deposit  Balance
{rows}
Interest credited 31-03-2026 @ 7.1% p.a.
"""


def t_budget(r, dt):
    items = [("Rent + maintenance", 34500), ("Amma-Acchan (monthly)", 20000), ("SIP Mirae + PPFAS", 15000),
             ("PPF", 4200), ("Groceries / Zepto", r.randint(6000, 9000)), ("Eating out / Swiggy", r.randint(5000, 9000)),
             ("BESCOM + ACT", r.randint(2200, 3100)), ("Maid (Lakshmi akka)", 3500), ("Travel / Uber / BMTC", r.randint(2500, 4500)),
             ("Star Health (1/12 of annual)", 2650), ("Anju wedding fund", 40000), ("Berlin fund", 25000)]
    lines = ["Category;Planned;Actual;Notes", *[f"{k};{v};{int(v * r.uniform(0.85, 1.2))};" for k, v in items],
             f"Total;{sum(v for _, v in items)};;net salary ~1,68,000"]
    return f"Monthly budget {dt.strftime('%B %Y')}\n" + "\n".join(lines)


def t_regime_notes(r, dt):
    return f"""old vs new regime - FY 2025-26 (for ITR in July)

new regime: standard deduction 75k, slabs up to 24L, no 80C/80D/HRA.
old regime: HRA exemption (rent 32k x12 = 3.84L paid, metro 50% of basic), 80C 1.5L (ELSS + PPF + EPF),
            80D 50k (parents are senior citizen? Acchan 61 yes -> 50k limit for parents' policy) + 25k self,
            standard deduction 50k.
rough calc:
 taxable old = 29.58L - 50k - HRA ~3.1L - 1.5L - 75k = 23.58L -> tax ~5.2L
 taxable new = 29.58L - 75k = 28.83L -> tax ~4.9L
=> stay with NEW regime again. Keep rent receipts anyway (landlord PAN needed above 1L/year).
Form 16 should come by 15 June, then download AIS, match TDS, file before 31 July.
"""


def t_expense_nb(r, dt):
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": ["# where did the money go\n", "HDFC export + card statement, monthly"]},
        {"cell_type": "code", "metadata": {}, "execution_count": 3, "outputs": [], "source": [
            "import pandas as pd\n", "df = pd.read_csv('~/Downloads/Acct_Statement_XX4821.csv', skiprows=21)\n",
            "df['cat'] = df['Narration'].str.extract(r'UPI-([A-Z ]+)-')\n",
            "df.groupby('cat')['Withdrawal Amt.'].sum().sort_values(ascending=False).head(15)"]},
        {"cell_type": "code", "metadata": {}, "execution_count": 4, "outputs": [], "source": [
            "# rent, SIPs and the transfer to Amma are fixed; swiggy is the problem\n",
            "fixed = ['VENKATESH REDDY', 'MIRAE ASSET MF SIP', 'LATHIKA G']\n",
            "df[~df.cat.isin(fixed)].resample('M', on='Date')['Withdrawal Amt.'].sum()"]}]
    return json.dumps({"cells": cells, "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
                       "nbformat": 4, "nbformat_minor": 5}, indent=1)


# --------------------------------------------------------------------------- Home (Areas)


def t_rent_agreement(r, dt):
    return f"""RENTAL AGREEMENT
This agreement is made at Bengaluru on 1st February 2026 between Sri K. Venkatesh Reddy, S/o K. Narayana
Reddy, residing at No. 14, 4th Main, Jakkasandra (hereinafter the LESSOR) and Sri Arjun Nair, S/o Gopinathan
Nair, employed at PayWave Technologies (hereinafter the LESSEE).
Schedule property: {FLAT}, one bedroom, hall, kitchen, with one covered two-wheeler parking.
1. Period: eleven months from 01-02-2026 to 31-12-2026, renewable by mutual consent.
2. Monthly rent: Rs. 32,000 (Rupees Thirty-two thousand only) payable on or before the 5th of every month,
   plus association maintenance of Rs. 2,500.
3. Security deposit: Rs. 2,00,000 paid by bank transfer, refundable on vacating after deducting dues and
   painting charges of one month's rent.
4. Either party may terminate with two months' written notice.
5. Electricity (BESCOM) and water charges to be paid by the lessee as per actuals.
Witnesses: 1. Rakesh Hegde   2. Meenakshi Iyer
Stamp paper: e-stamp IN-KA{r.randint(10**10, 10**11)} value Rs. 500
"""


def t_rent_receipt(r, dt):
    return f"""RENT RECEIPT
Received with thanks from Mr. Arjun Nair a sum of Rs. 32,000/- (Rupees Thirty-two thousand only) towards
rent for the month of {dt.strftime('%B %Y')} for the premises {FLAT}.
Mode: UPI transfer, ref {r.randint(10**11, 10**12)}
Landlord: K. Venkatesh Reddy   PAN: ADNPR5532K
Date: {_ds(dt)}                    Signature: (signed)
"""


def t_bescom(r, dt):
    units = r.randint(140, 310)
    return f"""BANGALORE ELECTRICITY SUPPLY COMPANY LIMITED (BESCOM)
Electricity bill - Koramangala sub-division (S-7)
Account ID: 7419 0362 15   RR No: KGL6-2231   Tariff: LT-2a(i) domestic
Consumer: K VENKATESH REDDY (occupant: A Nair)  Address: {FLAT}
Billing period: {(dt - timedelta(days=30)).strftime('%d-%m-%Y')} to {dt.strftime('%d-%m-%Y')}
Previous reading {r.randint(20000, 21000)}  Present reading  +{units} units
Fixed charges {_inr(145)}  Energy charges {_inr(units * 5.9)}  Tax {_inr(units * 0.5)}
Net amount payable: {_inr(145 + units * 6.4)}   Due date: {_ds(dt + timedelta(days=15))}
Gruha Jyothi: not eligible (consumption above 200 units average)
"""


def t_act(r, dt):
    return f"""ACT Fibernet - Tax Invoice
Atria Convergence Technologies Ltd., Bengaluru   GSTIN 29AAGCA3714K1ZA
Customer: Arjun Nair   User ID: 1091872234   Plan: ACT Blaze 300 Mbps (monthly)
Installation address: {FLAT}
Invoice no: BLR/{dt.strftime('%y%m')}/{r.randint(100000, 999999)}   Invoice date: {_ds(dt)}
Plan charges {_inr(999)}   CGST 9% {_inr(89.91)}   SGST 9% {_inr(89.91)}
Total {_inr(1178.82)}   Auto-pay: HDFC debit card ending 4821
"""


def t_landlord_mail(r, dt):
    return _mail(ME, "K Venkatesh Reddy <kvreddy.jks@gmail.com>", "Geyser in 302 not working again", dt, f"""
Namaskara sir,
The bathroom geyser in flat 302 stopped heating again since yesterday - the MCB trips as soon as I switch it on.
Same issue as in March. Can your electrician Suresh come this Saturday morning? I will be at home till 1 pm.
Also the kitchen tap is leaking from the base, small drip but the sink cabinet is getting wet.
Rent for {dt.strftime('%B')} paid on UPI on the 3rd, receipt please when you get time.
Thanks,
Arjun (302)
""")


def t_maid_log(r, dt):
    lines = [f"{(dt - timedelta(days=30 * k)).strftime('%b %Y')}: 3500 paid ({r.choice(['UPI', 'cash', 'UPI'])})"
             + (f", {r.randint(1, 3)} days leave" if r.random() < 0.3 else "") for k in range(6, -1, -1)]
    return ("Lakshmi akka - vessels + sweeping/mopping, 7:30 am, 6 days a week\n"
            "phone: 98450 xxxxx (ask Meenakshi from 301 if unreachable)\n" + "\n".join(lines)
            + "\nDiwali bonus Oct 2025: 3500. Tell her about leaving in Sept, 1 month extra as thanks.\n")


def t_deposit(r, dt):
    return f"""ACKNOWLEDGEMENT OF SECURITY DEPOSIT
I, K. Venkatesh Reddy, owner of {FLAT}, acknowledge receipt of Rs. 2,00,000/- (Rupees Two lakh only)
from Mr. Arjun Nair as refundable security deposit by NEFT (UTR HDFCN5202{r.randint(10**8, 10**9)}) dated 28-01-2024
for the above flat. The deposit will be returned on handing over vacant possession, less any arrears and
one month's rent towards painting.
Date: 28-01-2024      (signed) K. Venkatesh Reddy
"""


def t_washer_manual(r, dt):
    return """IFB Senator WXS 8 kg Front Load Washing Machine - User Manual
Safety instructions: connect to a 3-pin earthed socket; do not use extension boards.
Installation: remove the 4 transit bolts at the back before first use; keep them for relocation.
Programs: Cotton 40/60/90, Mixed, Synthetic, Wool, Baby Wear, Express 15', Tub Clean, Steam Wash.
Detergent: use front-load detergent only; liquid in compartment II.
Error codes: E:01 door not closed, E:02 water supply, E:03 drain blocked - clean the pump filter,
E:04 overflow, E:10 motor. Service: 1860-425-4332.
Warranty: 4 years comprehensive, 10 years on motor, from the date of invoice.
"""


# --------------------------------------------------------------------------- Insurance, Health (Areas)

STAR = "Star Health and Allied Insurance Co. Ltd., Chennai 600034   IRDAI Reg. No. 129"


def t_star_schedule(r, dt):
    return f"""{STAR}
POLICY SCHEDULE - Family Health Optima Insurance Plan (Floater)
Policy No: P/181100/01/2025/004512   Period: 15/06/2025 to 14/06/2026 (midnight)
Proposer: Arjun Nair, {FLAT}
Insured persons: Gopinathan Nair (61, Father)  Lathika Gopinathan (56, Mother)
Sum insured: Rs. 10,00,000 floater   Recharge of SI: available   Co-payment: nil
Pre-existing diseases: Type 2 diabetes (Father) - covered after 36 months waiting period (from 06/2022)
Premium: {_inr(31840)} incl. GST 18%   Payment: online, HDFC card
Nominee: Anjali Nair (daughter of insured)
Network hospital cashless: Rajagiri Hospital Aluva, Sunrise Hospital Kakkanad, Lisie Hospital Ernakulam
"""


def t_star_renewal(r, dt):
    return f"""{STAR}
RENEWAL NOTICE   Date: {_ds(dt)}
Dear Mr. Arjun Nair,
Your policy P/181100/01/2025/004512 (Family Health Optima, insured: Gopinathan Nair, Lathika Gopinathan)
expires on 14/06/2026. Renewal premium for the period 15/06/2026 - 14/06/2027: {_inr(34950)} (age band change
for Gopinathan Nair: 61-65). Cumulative bonus: 20% of sum insured.
Renew before the due date to keep continuity benefits; a grace period of 30 days applies without cover.
Renew online at starhealth.in or through your agent Jose Kuriakose (94470 xxxxx).
"""


def t_star_receipt(r, dt):
    return f"""{STAR}
PREMIUM RECEIPT cum certificate for deduction u/s 80D of the Income-tax Act
Received from: Arjun Nair (PAN AKRPN4471Q)   Policy P/181100/01/2025/004512
Insured: Gopinathan Nair (senior citizen), Lathika Gopinathan
Premium {_inr(26983.05)}  GST {_inr(4856.95)}  Total {_inr(31840)}  paid on {_ds(dt)} by credit card
Mode of payment other than cash: eligible for deduction u/s 80D.
"""


def t_star_claim(r, dt):
    return f"""{STAR}
CLAIM SETTLEMENT LETTER   Claim No. CLI/2025/181100/0341872   Date: {_ds(dt)}
Policy: P/181100/01/2025/004512   Patient: Gopinathan Nair (61)
Hospital: Sreenetra Eye Care, Kakkanad   Admission: 18/09/2025  Discharge: 18/09/2025 (day care)
Diagnosis: Senile cataract, right eye. Procedure: Phacoemulsification with foldable IOL.
Amount claimed {_inr(62400)}   Amount approved {_inr(55000)}
Deductions: cataract sub-limit Rs. 55,000 per eye as per policy clause 3.4; non-payables Rs. 1,150.
Settled by cashless to the hospital. Balance Rs. 7,400 to be borne by the insured.
"""


def t_claim_mail(r, dt):
    return _mail("Lathika Gopinathan <lathikag61@gmail.com>", ME, "Acchan surgery papers", dt, """
Mone,
Hospital-il ninnu vilichu. The insurance people have approved only 55,000, they say cataract has a limit.
Balance 7,400 we paid at the counter. Discharge summary and final bill photo I sent on WhatsApp also.
Acchan is fine, wearing the black glasses and watching TV the whole day, doctor said no TV for one week.
Do we need to send anything more to Star Health for the pre and post hospital part? The eye drops bill
is 1,860. Please check and tell.
Amma
""")


def t_term_policy(r, dt):
    return f"""HDFC Life Click 2 Protect Super - Policy Schedule
Policy No. 25481732   Life assured: Arjun Nair (DOB 14-03-1999)   Plan option: Life
Sum assured: Rs. 1,50,00,000   Policy term: 35 years   Premium paying term: regular
Annual premium: {_inr(14520)} incl. GST   Next due: 10-11-2026
Nominee: Lathika Gopinathan (Mother) 100%
"""


def t_group_ecard(r, dt):
    return f"""GROUP MEDICLAIM E-CARD
Corporate: PayWave Technologies Pvt. Ltd.   Insurer: ICICI Lombard   TPA: Medi Assist
Employee: Arjun Nair  Emp ID PW-1187  Member ID: MA-{r.randint(10**7, 10**8)}
Sum insured: Rs. 5,00,000 (employee only)   Valid: 01-04-2026 to 31-03-2027
Cashless helpline 1800-425-9449. Show this card with a photo ID at any network hospital.
"""


def t_healthcheck(r, dt):
    return f"""Apollo Clinic, Koramangala - Executive Health Check (corporate, PayWave)
Patient: Mr. Arjun Nair  Age/Sex: 27/M   UHID APKO.{r.randint(100000, 999999)}   Date: {_ds(dt)}
Height 176 cm  Weight {r.randint(74, 81)} kg  BMI {r.uniform(23.8, 26.1):.1f}  BP {r.randint(118, 132)}/{r.randint(76, 86)} mmHg
Fasting blood sugar {r.randint(84, 99)} mg/dL   HbA1c {r.uniform(5.1, 5.6):.1f}%
Total cholesterol {r.randint(180, 222)}  LDL {r.randint(108, 146)}  HDL {r.randint(38, 48)}  Triglycerides {r.randint(120, 190)}
Vitamin D3 {r.uniform(14, 24):.1f} ng/mL (LOW)   Vitamin B12 {r.randint(210, 360)} pg/mL
Physician's advice: vitamin D 60K weekly x 8 weeks; 30 min brisk walk daily; reduce fried food; review lipids in 6 months.
"""


def t_dentist(r, dt):
    return f"""Smile Square Dental Clinic, 80 Feet Road, Koramangala
Patient: Arjun Nair   Date: {_ds(dt)}
Treatment: scaling and polishing; composite filling 36 (occlusal)
Charges: scaling {_inr(1500)}, filling {_inr(2200)}   Total {_inr(3700)} paid by UPI
Next visit: review in 6 months. Dr. Kavya Shenoy, BDS, MDS
"""


def t_eye(r, dt):
    return f"""Lenskart - Eye test report   Store: Koramangala 5th Block   Date: {_ds(dt)}
Name: Arjun Nair (27)
        SPH    CYL    AXIS   VA
RE     -1.75  -0.50   180   6/6
LE     -2.00  -0.25   170   6/6
Recommended: single vision, blue-cut anti-glare (screen use > 8 h/day). Optometrist: R. Pavithra
"""


# --------------------------------------------------------------------------- rupeefmt (Areas)

RF_PYPROJECT = """[build-system]
requires = ["hatchling>=1.21"]
build-backend = "hatchling.build"

[project]
name = "rupeefmt"
version = "0.5.1"
description = "Format and parse amounts in the Indian numbering system (lakh, crore)."
readme = "README.md"
requires-python = ">=3.9"
license = "MIT"
authors = [{ name = "Arjun Nair", email = "arjun.nair.dev@gmail.com" }]
keywords = ["india", "currency", "lakh", "crore", "formatting", "inr"]
classifiers = ["Programming Language :: Python :: 3", "License :: OSI Approved :: MIT License"]

[project.urls]
Homepage = "https://github.com/arjunnair-dev/rupeefmt"

[tool.pytest.ini_options]
testpaths = ["tests"]
"""

RF_INIT = '''"""rupeefmt: Indian number formatting. ``fmt(1234567.5) -> '12,34,567.50'``."""
from .core import fmt, to_words
from .parse import parse

__all__ = ["fmt", "parse", "to_words"]
__version__ = "0.5.1"
'''

RF_CORE = '''from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal

_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _group(digits: str) -> str:
    head, tail = digits[:-3], digits[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts + [tail]) if parts else tail


def fmt(value, places: int = 2, symbol: str = "", rounding: str = "half_up") -> str:
    """Group as lakh/crore: 12,34,56,789.00. Negative numbers keep the sign before the symbol (#42)."""
    mode = ROUND_HALF_EVEN if rounding == "bankers" else ROUND_HALF_UP
    d = Decimal(str(value)).quantize(Decimal(1).scaleb(-places), rounding=mode)
    sign = "-" if d < 0 else ""
    whole, _, frac = f"{abs(d):f}".partition(".")
    return f"{sign}{symbol}{_group(whole)}" + (f".{frac}" if places else "")


def _two(n: int) -> str:
    return _ONES[n] if n < 20 else (_TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else ""))


def to_words(n: int) -> str:
    """1,23,45,678 -> 'one crore twenty-three lakh forty-five thousand six hundred seventy-eight'."""
    out = []
    for size, name in ((10**7, "crore"), (10**5, "lakh"), (10**3, "thousand"), (100, "hundred")):
        if n >= size:
            out.append(f"{to_words(n // size) if size == 10**7 else _two(n // size)} {name}")
            n %= size
    if n:
        out.append(_two(n))
    return " ".join(out) or "zero"
'''

RF_PARSE = '''import re
from decimal import Decimal

_UNITS = {"k": 10**3, "thousand": 10**3, "l": 10**5, "lac": 10**5, "lakh": 10**5, "lakhs": 10**5,
          "cr": 10**7, "crore": 10**7, "crores": 10**7}
_RX = re.compile(r"^\\s*(?:rs\\.?|inr|\\u20b9)?\\s*([\\d,]*\\.?\\d+)\\s*([a-z]+)?\\s*$", re.I)


def parse(text: str) -> Decimal:
    """'1.5 cr' -> 15000000, 'Rs. 2,50,000' -> 250000, '3 lakhs' -> 300000."""
    m = _RX.match(text)
    if not m:
        raise ValueError(f"not an amount: {text!r}")
    num = Decimal(m.group(1).replace(",", ""))
    unit = (m.group(2) or "").lower()
    if unit and unit not in _UNITS:
        raise ValueError(f"unknown unit {unit!r}")
    return num * _UNITS.get(unit, 1)
'''

RF_TEST = '''import pytest
from decimal import Decimal
from rupeefmt import fmt, parse, to_words


@pytest.mark.parametrize("value,out", [(0, "0.00"), (999, "999.00"), (1000, "1,000.00"),
                                       (123456.789, "1,23,456.79"), (-1234567, "-12,34,567.00")])
def test_fmt(value, out):
    assert fmt(value) == out


def test_bankers_rounding():
    assert fmt(2.345, rounding="bankers") == "2.34"


def test_words():
    assert to_words(12345678) == "one crore twenty-three lakh forty-five thousand six hundred seventy-eight"


@pytest.mark.parametrize("text,val", [("1.5 cr", 15000000), ("Rs. 2,50,000", 250000), ("3 lakhs", 300000)])
def test_parse(text, val):
    assert parse(text) == Decimal(val)
'''

RF_README = """# rupeefmt

Tiny, dependency-free helpers for the Indian numbering system.

```python
>>> from rupeefmt import fmt, to_words, parse
>>> fmt(12345678.5, symbol="₹")
'₹1,23,45,678.50'
>>> to_words(250000)
'two lakh fifty thousand'
>>> parse("1.5 cr")
Decimal('15000000.0')
```

Install: `pip install rupeefmt` (Python 3.9+). MIT licensed. Issues and PRs welcome.
"""


def t_rf_changelog(r, dt):
    return """# Changelog
## 0.5.1 (2026-04-11)
- fix: `parse("₹ 5")` with a space after the symbol (#61, thanks @tanvir-dev)
## 0.5.0 (2026-01-18)
- new: `rounding="bankers"` option (#57)
- drop Python 3.8
## 0.4.2 (2025-06-02)
- fix: negative numbers grouped as `-,12,345` (#42, reported by @meeramk)
## 0.4.0 (2024-09-30)
- new: `to_words()` for lakh/crore
## 0.1.0 (2022-08-14)
- first release
"""


def t_rf_release(r, dt):
    return """release checklist (do it in this order, I always forget step 4)
1. bump version in pyproject.toml AND rupeefmt/__init__.py
2. CHANGELOG.md - date + issue numbers + thank contributors
3. pytest on 3.9 and 3.13 (tox -p)
4. rm -rf dist/ && python -m build   (old wheels got uploaded once!)
5. twine check dist/* ; twine upload --repository testpypi dist/* ; pip install from testpypi in a fresh venv
6. twine upload dist/*
7. GitHub release with the changelog section, close the milestone
8. toot + reply on the issues that are fixed
"""


def t_rf_triage(r, dt):
    return f"""rupeefmt triage {_d(dt)}
#63 "support Pakistani/Bangladeshi grouping too?"  -> same lakh/crore system, maybe a `locale=` arg. label: enhancement
#64 to_words(10**12) gives "one lakh crore", someone wants "ten kharab"  -> wontfix, document it
#65 type hints: fmt() returns str but mypy complains about Decimal input  -> good first issue
#66 PR from @meeramk: `fmt(..., compact=True)` -> "12.3 L", "4.5 Cr". review this weekend, needs tests for 0.999 cr
PyPI downloads last month ~{r.randint(9000, 16000)} (mostly CI of some accounting SaaS, lol)
find a co-maintainer before Berlin? ask Meera
"""


def t_rf_issue_mail(r, dt):
    n = r.randint(60, 68)
    return _mail("Tanvir Ahmed <notifications@github.com>", "arjunnair-dev/rupeefmt <rupeefmt@noreply.github.com>",
                 f"[arjunnair-dev/rupeefmt] parse() fails on amounts like '12.5L' without space (Issue #{n})", dt, f"""
tanvir-dev opened an issue:
`parse("12.5L")` raises `ValueError: not an amount` but `parse("12.5 L")` works. Bank statements we import
write lakhs without a space. Python 3.12, rupeefmt 0.5.1.
Happy to send a PR, I think the regex just needs `\\s*` between the number and the unit.
--
Reply to this email directly or view it on GitHub: https://github.com/arjunnair-dev/rupeefmt/issues/{n}
""")


def t_rf_contrib_mail(r, dt):
    return _mail("Meera Krishnan <meera.k@fastmail.com>", ME, "co-maintaining rupeefmt?", dt, """
Hey Arjun,
Saw your note in the discussion thread that you might have less time after the move. I would be glad to help
as a co-maintainer: reviewing PRs, doing releases. I already use rupeefmt in our GST invoicing tool at work
and know the codebase a bit from the compact-format PR.
Maybe we add me on PyPI as a maintainer and set up trusted publishing from GitHub Actions so nobody needs
tokens on their laptop?
Cheers, Meera
""")


def t_rf_stats(r, dt):
    rows = ["month,downloads,without_mirrors,python_3_12,python_3_11,python_3_10"]
    for k in range(11, -1, -1):
        m = (dt - timedelta(days=30 * k)).strftime("%Y-%m")
        d = r.randint(6000, 17000)
        rows.append(f"{m},{d},{int(d * 0.71)},{int(d * 0.38)},{int(d * 0.27)},{int(d * 0.19)}")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- Berlin move (Projects Relocation)


def t_kontora_offer(r, dt):
    return f"""{KONTORA}
Berlin, 20 April 2026
Dear Arjun,
Offer of employment - Senior Backend Engineer, Payments Core
Following your interviews with Jonas Weber and the team, we are delighted to offer you the position of Senior
Backend Engineer in Berlin, starting 1 October 2026 (or as soon as your residence permit allows).
Annual gross salary: {_eur(76000)}, paid in 12 monthly instalments. 30 days paid vacation. Probation 6 months.
Relocation package: {_eur(4000)} lump sum, visa and Blue Card fees reimbursed, 30 days temporary furnished
accommodation, and a German course budget of {_eur(1000)} per year.
We will provide the signed contract and the documents you need for your EU Blue Card application at the
German Consulate in Bengaluru. Please confirm by 30 April 2026.
Kind regards, Lena Hoffmann, Talent Acquisition
"""


def t_kontora_contract(r, dt):
    return f"""ARBEITSVERTRAG / EMPLOYMENT CONTRACT
between {KONTORA} ("Employer") and Mr. Arjun Nair, born 14.03.1999 in Kochi, India ("Employee")
§1 Beginning: 01.10.2026. The first six months are a probation period (Probezeit).
§2 Position: Senior Backend Engineer; place of work Berlin; remote work up to 2 days/week.
§3 Working time: 40 hours per week (Vertrauensarbeitszeit).
§4 Remuneration: EUR 76,000 gross per year (Bruttojahresgehalt), payable at the end of each month.
§5 Vacation: 30 working days per calendar year.
§6 Notice: during probation 2 weeks; thereafter 3 months to the end of a month.
§7 The contract is subject to the Employee obtaining a residence title permitting employment (EU Blue Card).
Signed Berlin/Bengaluru, {_ds(dt)}
"""


def t_bluecard_checklist(r, dt):
    return f"""# Blue Card - documents for VFS (appointment 18 June, 10:15, VFS Bengaluru, Vasanth Nagar)

- [x] VIDEX form printed + signed (2 copies)
- [x] passport + 2 copies of data page, 3 biometric photos 35x45
- [x] Kontora contract (signed) + Erklaerung zum Beschaeftigungsverhaeltnis filled by Lena
- [x] degree certificate + transcripts (KTU) with 2 copies each
- [x] anabin printout: CET/KTU = H+, B.Tech = "entspricht"
- [x] CV (Europass-ish), cover note
- [ ] travel health insurance for first days (until TK starts)
- [ ] proof of accommodation? - not mandatory, but Wunderflats booking helps
- [ ] visa fee EUR 75 in INR, demand draft? -> VFS takes card
Notes: salary 76k is above the Blue Card threshold for 2026, no ZAB statement needed since anabin H+.
processing time told by Lena ~ 4-6 weeks. Expected visa: end of July => fly after Anju's wedding.
"""


def t_vfs(r, dt):
    return f"""VFS Global - Appointment Confirmation
Reference No.: DEBL/{r.randint(10**6, 10**7)}/2026   Mission: Germany - Consulate General Bengaluru
Applicant: ARJUN NAIR   Passport: Z7731194
Visa category: National Visa (D) - Employment: EU Blue Card (Section 18g AufenthG)
Date & time: 18/06/2026 10:15   Centre: VFS Global, Vasanth Nagar, Bengaluru
Please carry: printed confirmation, original passport, all documents as per checklist with copies.
Mobile phones, laptops and bags are not allowed inside the centre.
"""


def t_anabin(r, dt):
    return f"""anabin - Informationsportal zur Anerkennung auslaendischer Bildungsabschluesse
Institution: College of Engineering Trivandrum (APJ Abdul Kalam Technological University), Thiruvananthapuram
Land: Indien   Institutionstyp: Universitaet   Status: H+
Abschluss: Bachelor of Technology (B.Tech.)   Studiengang: Computer Science and Engineering, 4 Jahre
Bewertung: entspricht (equivalent to a German Bachelor's degree)
Printed for: Arjun Nair, {_ds(dt)}
"""


def t_interview(r, dt, rnd):
    topics = {
        1: "recruiter screen with Lena: why Berlin, notice period 60 days, salary expectation 75-80k, visa sponsorship ok",
        2: "coding (CoderPad, 60 min): rate limiter with sliding window + follow-up on distributed version (Redis, Lua)",
        3: "system design with Jonas: design a payout system for merchants across SEPA; idempotency keys, ledger "
           "double entry, outbox pattern, what if the bank API times out after debiting",
        4: "team fit + hiring manager: conflict story (recon-v2 scope), mentoring interns, on-call philosophy",
    }[rnd]
    return f"""Kontora - round {rnd} - {_d(dt)}
{topics}
what went well: talked about recon-v2 numbers, drew the state machine early
what to improve: jumped into Kafka too fast; ask about consistency requirements first
questions I asked: team size (7), on-call (1 week in 7, paid), German needed? (no, English at work)
next: {'round ' + str(rnd + 1) if rnd < 4 else 'offer call expected next week'}
"""


def t_leetcode(r, dt):
    rows = ["date,problem,difficulty,minutes,solved,notes"]
    probs = [("LRU Cache", "Medium"), ("Merge Intervals", "Medium"), ("Course Schedule", "Medium"),
             ("Design Hit Counter", "Medium"), ("Median of Two Sorted Arrays", "Hard"), ("Word Ladder", "Hard"),
             ("Top K Frequent Elements", "Medium"), ("Task Scheduler", "Medium"), ("Two Sum", "Easy")]
    for i, (p, d) in enumerate(probs):
        rows.append(f"{_d(dt - timedelta(days=40 - 4 * i))},{p},{d},{r.randint(12, 70)},{r.choice(['y', 'y', 'n'])},")
    return "\n".join(rows) + "\n"


def t_salary_compare(r, dt):
    return """Item;Bengaluru (INR/month);Berlin (EUR/month);Notes
Gross;2,45,833;6,333;Kontora 76k/12
Tax + social (approx);-40,000;-2,350;Steuerklasse I, no church tax
Net;~1,68,000;~3,980;
Rent;34,500;1,300-1,600;1-room in Friedrichshain/Neukoelln, warm
Health insurance;incl.;incl.;TK, deducted from gross
Transport;1,200;58;Deutschlandticket
Groceries + eating out;15,000;450;
Send to Amma-Acchan;20,000;250;keep same in INR
Savings;~60,000;~1,300;"""


def t_goethe_receipt(r, dt):
    return f"""Goethe-Institut / Max Mueller Bhavan Bangalore, 716 CMH Road, Indiranagar, Bengaluru 560038
FEE RECEIPT   No. MMB/{dt.year}/{r.randint(1000, 9999)}   Date: {_ds(dt)}
Participant: Arjun Nair   Course: A1.1 + A1.2 Intensiv (weekday evenings, online+classroom)
Period: 09.02.2026 - 22.05.2026   Fee: {_inr(27500)} incl. GST   Paid by UPI
Course book: Netzwerk neu A1 (to be purchased separately)
"""


def t_german_hw(r, dt):
    return f"""Hausaufgabe - Lektion {r.randint(6, 12)} ({_d(dt)})
1. Ich heisse Arjun. Ich komme aus Indien, aus Kochi. Ich wohne in Bangalore, aber bald in Berlin.
2. Ich bin Softwareentwickler von Beruf. Ich arbeite bei einer Firma fuer Zahlungen.
3. Im Oktober beginne ich eine neue Arbeit in Berlin. Ich suche eine Wohnung mit einem Zimmer.
4. Am Wochenende koche ich gern und ich spiele Cricket. Cricket ist in Deutschland nicht so bekannt!
Frau Deshpande: "eine neue Stelle" besser als "eine neue Arbeit"; Verb an Position 2 - gut!
"""


def t_startdeutsch(r, dt):
    return f"""Goethe-Institut Bangalore - Pruefungsanmeldung / Exam registration
Pruefung: Goethe-Zertifikat A1: Start Deutsch 1   Datum: 20.06.2026, 09:00 (schriftlich), muendlich ab 13:30
Teilnehmer: NAIR, Arjun   geb. 14.03.1999   Passport Z7731194
Fee: {_inr(9400)} paid {_ds(dt)}. Bring your passport; results online after about 4 weeks.
"""


def t_flat_shortlist(r, dt):
    return """Listing;Area;Size;Warm rent;Available;Source;Status
1-Zi Whg Boxhagener Str;Friedrichshain;38 m2;1,240;01.10.;ImmoScout24;viewing via video 28.05
WG-Zimmer, 3er WG;Neukoelln (Weserstr.);16 m2;720;15.09.;WG-Gesucht;sent Mieterselbstauskunft
Furnished studio;Prenzlauer Berg;29 m2;1,490;01.10.;Wunderflats;BOOKED for Oct (temporary, 3 months)
2-Zi Altbau Schillerkiez;Neukoelln;52 m2;1,610;01.11.;ImmoScout24;too expensive alone
1-Zi Neubau;Lichtenberg;33 m2;1,050;01.10.;Kleinanzeigen;probably scam (asked for deposit by Western Union)"""


def t_flat_mail(r, dt):
    return _mail("Katrin Vogel <k.vogel@hausverwaltung-ostkreuz.de>", ME, "AW: Anfrage 1-Zimmer-Wohnung Boxhagener Str. 61", dt, """
Hallo Herr Nair,
vielen Dank fuer Ihre Anfrage. A video viewing is possible on Thursday at 17:30 Berlin time. For the
application we need: Mieterselbstauskunft, the signed employment contract, the last three payslips and a
SCHUFA-Auskunft - as you are moving from India, a confirmation from your employer is accepted instead.
Warm rent EUR 1,240 incl. heating and Nebenkosten, deposit three net cold rents (EUR 2,850). Move-in 1 October.
Mit freundlichen Gruessen
Katrin Vogel, Hausverwaltung Ostkreuz GmbH
""")


def t_wunderflats(r, dt):
    return f"""Wunderflats - Booking confirmation #WF-{r.randint(100000, 999999)}
Tenant: Arjun Nair   Apartment: furnished studio, Greifenhagener Strasse, 10437 Berlin (Prenzlauer Berg)
Move-in 28.09.2026   Move-out 31.12.2026   Rent {_eur(1490)}/month all-in (internet, utilities)
Deposit {_eur(1490)}   Booking fee paid {_ds(dt)}
The landlord provides the Wohnungsgeberbestaetigung for your Anmeldung at the Buergeramt.
"""


def t_selbstauskunft(r, dt):
    return f"""Mieterselbstauskunft
Name, Vorname: Nair, Arjun    Geburtsdatum: 14.03.1999    Staatsangehoerigkeit: indisch
Derzeitige Anschrift: {FLAT}, India
Beruf / Arbeitgeber: Senior Backend Engineer, Kontora Payments GmbH, Berlin (ab 01.10.2026)
Nettoeinkommen monatlich: ca. EUR 3.950     Haustiere: nein    Raucher: nein
Einziehende Personen: 1     Mietschulden / Insolvenz: nein
Ort, Datum: Bengaluru, {dt.strftime('%d.%m.%Y')}   Unterschrift: A. Nair
"""


def t_tk(r, dt):
    return f"""Techniker Krankenkasse - Mitgliedschaftsbestaetigung (vorlaeufig)
Dear Mr. Nair, thank you for choosing TK. We confirm your membership from 01.10.2026 as an employee of
Kontora Payments GmbH. Your insurance number will follow after registration with the Buergeramt address.
This letter can be submitted to the German consulate as proof of health insurance from the start of employment.
Date: {_ds(dt)}   TK-Service for newcomers: +49 40 4606 2130
"""


def t_movers(r, dt):
    return f"""Santa Fe Relocation / Agility - Quotation   Ref Q-BLR-{r.randint(1000, 9999)}
Customer: Arjun Nair   Origin: Koramangala, Bengaluru   Destination: Berlin, Germany
Mode: sea freight LCL, 3 cbm (approx. 20 cartons: books, kitchen, clothes; no furniture)
Door-to-door transit 45-60 days. Price: {_inr(r.uniform(168000, 215000))} incl. packing, customs clearance at
Hamburg, delivery to Berlin. Transit insurance 2% of declared value. Alternative: air cargo 100 kg {_inr(142000)}.
Valid 30 days from {_ds(dt)}.
"""


def t_reloc_todo(r, dt):
    return f"""# Berlin move - master todo ({_d(dt)})
## before visa
- VFS 18 June (docs folder ready), A1 exam 20 June
## July
- resign at PayWave on 1 July (60 days notice -> last day 29 Aug... wedding 23 Aug, ask Priya for leave before LWD)
- Form 16 + ITR before leaving, update address with HDFC, convert savings a/c to NRO after leaving
## Aug
- Anju kalyanam 23 Aug, Kochi - back to BLR 26 Aug
- vacate flat: 2 months notice to Venkatesh sir by 31 July, deposit back
- sell Activa, give fridge to Meenakshi
## Sept
- fly ~26 Sept BLR-FRA-BER, Wunderflats from 28 Sept, Anmeldung appointment, Steuer-ID, bank (N26?), TK card
"""


def t_recruiter_mail(r, dt):
    return _mail("Lena Hoffmann <lena.hoffmann@kontora.de>", ME, "Your Blue Card documents", dt, """
Hi Arjun,
Attached you find the countersigned contract and the "Erklaerung zum Beschaeftigungsverhaeltnis" for your
visa appointment. Our relocation partner (Settle-in Berlin) will contact you about the Anmeldung and the
temporary apartment. Please send me your flight details once your visa is issued so we can plan onboarding.
Viel Erfolg beim Termin!
Lena
""")


# --------------------------------------------------------------------------- Hisaab app (Projects Hisaab)

HS_PACKAGE = """{
  "name": "hisaab",
  "version": "0.3.0",
  "private": true,
  "main": "expo-router/entry",
  "scripts": {"start": "expo start", "android": "expo run:android", "ios": "expo run:ios", "test": "jest"},
  "dependencies": {
    "expo": "~51.0.8", "expo-router": "~3.5.14", "react": "18.2.0", "react-native": "0.74.1",
    "@react-native-async-storage/async-storage": "1.23.1", "zustand": "^4.5.2", "date-fns": "^3.6.0"
  },
  "devDependencies": {"typescript": "~5.3.3", "jest": "^29.7.0", "jest-expo": "~51.0.2", "@types/react": "~18.2.79"}
}
"""

HS_APPJSON = """{
  "expo": {
    "name": "Hisaab",
    "slug": "hisaab",
    "version": "0.3.0",
    "scheme": "hisaab",
    "android": {"package": "in.arjunnair.hisaab", "adaptiveIcon": {"backgroundColor": "#0E7C66"}},
    "ios": {"bundleIdentifier": "in.arjunnair.hisaab"},
    "plugins": ["expo-router"]
  }
}
"""

HS_SETTLE = """// Minimise the number of payments needed to settle a group (greedy on net balances).
export type Balance = { member: string; paise: number };
export type Transfer = { from: string; to: string; paise: number };

export function settle(balances: Balance[]): Transfer[] {
  const debtors = balances.filter(b => b.paise < 0).map(b => ({ ...b })).sort((a, b) => a.paise - b.paise);
  const creditors = balances.filter(b => b.paise > 0).map(b => ({ ...b })).sort((a, b) => b.paise - a.paise);
  const out: Transfer[] = [];
  let i = 0, j = 0;
  while (i < debtors.length && j < creditors.length) {
    const amt = Math.min(-debtors[i].paise, creditors[j].paise);
    out.push({ from: debtors[i].member, to: creditors[j].member, paise: amt });
    debtors[i].paise += amt;
    creditors[j].paise -= amt;
    if (debtors[i].paise === 0) i++;
    if (creditors[j].paise === 0) j++;
  }
  return out;
}
"""

HS_SETTLE_TEST = """import { settle } from './settle';

test('three friends after a Goa trip settle in two transfers', () => {
  const t = settle([{ member: 'arjun', paise: 450000 }, { member: 'karthik', paise: -300000 },
                    { member: 'fathima', paise: -150000 }]);
  expect(t).toHaveLength(2);
  expect(t.reduce((s, x) => s + x.paise, 0)).toBe(450000);
});
"""

HS_ADD = """import { useState } from 'react';
import { View, TextInput, Button, Text } from 'react-native';
import { useGroups } from '../store/groups';

// Add an expense: who paid, how much, split equally or by shares. Amounts are stored in paise.
export default function AddExpense({ groupId }: { groupId: string }) {
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');
  const addExpense = useGroups(s => s.addExpense);
  return (
    <View style={{ padding: 16, gap: 12 }}>
      <Text>Kya kharcha hua?</Text>
      <TextInput placeholder="Dinner at Truffles" value={title} onChangeText={setTitle} />
      <TextInput placeholder="Amount (₹)" keyboardType="decimal-pad" value={amount} onChangeText={setAmount} />
      <Button title="Add" onPress={() => addExpense(groupId, title, Math.round(parseFloat(amount) * 100))} />
    </View>
  );
}
"""

HS_README = """# Hisaab

Split kharcha with friends without the awkward "bro you owe me 340" messages. React Native + Expo, offline
first (AsyncStorage), UPI deep links (`upi://pay?pa=...`) for settling up.

    npm install
    npx expo start

Status: v0.3 in closed testing on Play Store (12 friends). Next: groups sync via Supabase, receipts OCR.
"""


def t_hs_todo(r, dt):
    return f"""# TODO (updated {_d(dt)})
- [x] settle() greedy algorithm + tests
- [x] UPI deep link with amount prefilled (GPay, PhonePe tested; Paytm ignores `am`)
- [ ] unequal split by shares / percentages
- [ ] currency per group (EUR!! for after the move, Karthik wants USD for his US trip)
- [ ] export group as CSV
- [ ] fix: keyboard covers Add button on small Androids (Redmi 9)
- [ ] Play Store: data safety form, screenshots in 3 sizes
"""


def t_hs_design(r, dt):
    return """# Hisaab - design notes
Problem: our Ladakh 2024 group had 6 people, 140 expenses in a Google Sheet, and settling took 23 UPI
payments. Splitwise went paid for the good parts. Want: offline, fast entry, minimum transfers, UPI settle.
Data model: Group(id, name, currency, members[]), Expense(id, groupId, title, paise, paidBy, split: {member: shares}),
Settlement(from, to, paise, upiRef?). Everything in paise (int) - no floats ever.
Sync later: CRDT-ish append-only log per group, last-writer-wins on edits.
Name: hisaab = accounts/reckoning (Hindi), friends say 'hisaab kitaab'. Logo: teal rupee coin.
"""


def t_hs_feedback(r, dt):
    return _mail("Karthik Subramanian <karthik.s91@gmail.com>", ME, "feedback on the app build you sent", dt, """
Da Arjun,
Installed v0.3 from the testing link. Used it for our Coorg weekend: 4 people, 19 expenses. The settle-up
screen is superb, 2 payments instead of the usual mess. Issues:
1. When I add an expense paid by someone else, it defaults to me as payer - confusing.
2. Can't edit the amount after adding, had to delete and re-add.
3. The GPay button opened PhonePe on Fathima's phone.
4. Dark mode text is grey on grey in the group list.
Will you put it on the Play Store properly? I will pay 49 rupees for it, not more :P
Karthik
""")


def t_hs_playreceipt(r, dt):
    return f"""Google Payments - Receipt
Google Play Console developer registration fee
Account: Arjun Nair (arjun.nair.dev@gmail.com)   Developer account ID 73{r.randint(10**14, 10**15)}
Amount: USD 25.00 (INR 2,141.37 charged to Visa ending 9072)   Date: {_ds(dt)}
Order number: GPA.33{r.randint(10**13, 10**14)}
You can now publish apps. Complete identity verification to make your app available to users.
"""


def t_hs_privacy(r, dt):
    return """Privacy Policy - Hisaab (draft v0.2)
Hisaab stores your groups, members and expenses only on your phone. We do not collect personal data,
contacts or location. UPI payments are made in your own UPI app; Hisaab only opens a payment link and does
not see or store any bank details. If you enable backup (coming soon), data is encrypted before upload.
Contact: arjun.nair.dev@gmail.com. Last updated: (fill before submitting to Play Store)
"""


def t_hs_fixture(r, dt):
    rows = ["date,title,paid_by,amount_inr,split"]
    for d, t, p, a in [("2024-06-08", "Bike rent 2 Himalayans x 6 days", "arjun", 21600),
                       ("2024-06-08", "Hotel Leh 2 nights", "karthik", 9800), ("2024-06-10", "Petrol Khardung La", "nikhil", 3400),
                       ("2024-06-11", "Pangong camp", "fathima", 12600), ("2024-06-12", "Momos + thukpa", "arjun", 1460),
                       ("2024-06-13", "Inner line permit + env fee", "arjun", 3600)]:
        rows.append(f"{d},{t},{p},{a},equal")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- Anju's wedding (Projects Wedding)


def t_wed_travel(r, dt):
    rows = ["Name;From;Mode;Date out;Date back;PNR/Status;Stay;Paid by"]
    for n, f, m, s in [("Valsala aunty + Ramesh uncle", "Delhi", "6E 2187 DEL-COK", "Periyar Residency 2 rooms"),
                       ("Girija ammayi", "Mumbai", "AI 681 BOM-COK", "Periyar Residency"),
                       ("Muthashi + Muthashan", "Palakkad", "train 16792 Palaruvi, 2A", "home"),
                       ("Arjun + Meenakshi + Rakesh", "Bengaluru", "6E 6413 BLR-COK", "Periyar Residency"),
                       ("Sudha chechi family (4)", "Chennai", "train 12695 Trivandrum Mail 3A", "Periyar Residency"),
                       ("Karthik, Fathima", "Bengaluru", "KSRTC Swift Garuda", "Periyar Residency")]:
        rows.append(f"{n};{f};{m};21-08-2026;25-08-2026;{r.choice(['confirmed', 'confirmed', 'WL 12', 'to book'])};{s};Arjun")
    return "Anju-Rohit kalyanam - guest travel (muhurtham 23 Aug 2026, 10:30-11:15, Tripunithura)\n" + "\n".join(rows)


def t_wed_gift(r, dt):
    return """Item;Budget;Quoted;Paid;Notes
Gold necklace (palakka mala, ~40 g) for Anju;3,00,000;3,12,400;1,00,000 advance;Sree Bhagavathy Jewellers, Kochi - gold rate moves!
Kanjeevaram sarees x2 (muhurtham + reception);60,000;54,800;54,800;Pothys, Chennai trip with Amma
Rohit - watch;25,000;;;ask Anju, Titan or Seiko
Guest travel (tickets I pay);80,000;71,250;48,600;see travel sheet
Hotel block Periyar Residency (6 rooms x 3 nights);75,000;81,000;20,000 advance;
Total from my side;5,40,000;;;Anju wedding fund + Berlin joining bonus"""


def t_wed_hotel(r, dt):
    return f"""Hotel Periyar Residency, MG Road, Ernakulam, Kochi 682035
GROUP BOOKING CONFIRMATION   Ref PR/GRP/{r.randint(1000, 9999)}
Guest: Arjun Nair (for Nair - Menon wedding party)   Rooms: 6 Deluxe double   Check-in 22/08/2026 14:00
Check-out 25/08/2026 11:00   Tariff {_inr(4500)} per room per night + GST 12%, breakfast included
Advance received {_inr(20000)} on {_ds(dt)}. Balance payable at check-in. Rooms released if not confirmed by 31/07/2026.
"""


def t_wed_flight(r, dt):
    return f"""IndiGo - Booking confirmation   PNR {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}
6E 6413  Bengaluru (BLR) T1 07:05 -> Kochi (COK) T1 08:10   Fri, 21 Aug 2026
6E 6422  Kochi (COK) 19:40 -> Bengaluru (BLR) 20:45          Tue, 25 Aug 2026
Passengers: MR ARJUN NAIR, MS MEENAKSHI IYER, MR RAKESH HEGDE
Fare {_inr(r.uniform(21000, 27000))} incl. taxes, 15 kg check-in each. Booked {_ds(dt)}.
"""


def t_wed_checklist(r, dt):
    return f"""# Anju kalyanam - my part ({_d(dt)})
- [x] hotel block Periyar Residency (6 rooms)
- [x] flights for Valsala aunty & uncle (DEL-COK), Girija ammayi
- [ ] Tatkal for Muthashi/Muthashan Palakkad -> Ernakulam on 20 Aug (opens 19 Aug 10 am!)
- [ ] tempo traveller 12 seater for 22-24 Aug, pickup from airport + hotel <-> Tripunithura hall
- [x] necklace advance paid; balance after gold rate check in first week of Aug
- [ ] sarees blouse stitching - Amma handles
- [ ] leave from PayWave 19-26 Aug (or is it my notice period? see Berlin todo)
- sadya: 26 items, caterer is Pazhayidom's team, Acchan handles; nadaswaram + chenda melam booked by Menon side
"""


def t_wed_invite(r, dt):
    return """With the blessings of the Almighty and our elders,
Smt. Lathika & Sri. Gopinathan Nair
request the pleasure of your company at the marriage of their daughter
ANJALI
with
ROHIT
(son of Smt. Indira & Sri. Madhavan Menon, Thrissur)
on Sunday, 23rd August 2026, muhurtham between 10.30 am and 11.15 am
at Sree Poornathrayeesa Kalyana Mandapam, Tripunithura
Reception at 6.30 pm, Lotus Banquet Hall, Kochi. Sadya follows the muhurtham.
"""


def t_wed_mail(r, dt):
    return _mail("Sudha Menon <sudha.chechi@yahoo.co.in>", ME, "Re: travel for Anju's kalyanam", dt, """
Arjun mone,
We are 4 - me, Hari ettan and both kids. Chennai to Ernakulam Trivandrum Mail is fine, 3A. Kids' ages 11 and 8.
We will reach on 22nd morning, can we get 1 room at the hotel near MG Road you booked? We will pay for it,
don't argue. Also Amma told me you are going to Germany after the wedding!! Congratulations da. We will talk at
the mehendi.
Sudha chechi
""")


def t_wed_jeweller(r, dt):
    return f"""SREE BHAGAVATHY JEWELLERS, Broadway, Ernakulam   GSTIN 32AAXFS{r.randint(1000, 9999)}M1Z2
ESTIMATE / ORDER   Date: {_ds(dt)}   Customer: Arjun Nair (for bride Anjali Nair, wedding 23/08/2026)
Item: Palakka mala necklace 22K (916 HUID), approx. net weight 40.2 g, with green stones
Gold rate today: {_inr(9150)}/g (22K)   Making charges 9%   GST 3%
Estimated amount: {_inr(r.uniform(405000, 415000))}   Advance paid: {_inr(100000)} (rate locked for 40% only)
Delivery: 10/08/2026. Final amount at the rate of the day of delivery for the balance weight.
"""


def t_wed_tempo(r, dt):
    return f"""Kochi Travels - booking: Tempo Traveller 12+1 seater, AC
Customer Arjun Nair, 21-08-2026 08:00 to 24-08-2026 22:00, Cochin Airport pickups, MG Road hotel <-> Tripunithura
Rate {_inr(3800)}/day, 250 km/day free, driver bata {_inr(500)}/day. Advance {_inr(3000)} by UPI.
"""


# --------------------------------------------------------------------------- Archive: Education, Infosys, hackathon, trips


def t_fyp_report(r, dt):
    return """MALAYALAM HANDWRITTEN CHARACTER RECOGNITION USING CONVOLUTIONAL NEURAL NETWORKS
Project report submitted in partial fulfilment of the requirements for the award of the degree of
Bachelor of Technology in Computer Science and Engineering, APJ Abdul Kalam Technological University
by Arjun Nair (TVE17CS021), Nikhil Varghese, Aiswarya S, Rahul Krishnan
Guide: Dr. Sreelekha K., Associate Professor
Department of Computer Science and Engineering, College of Engineering Trivandrum, June 2021
Abstract: We collected 44,000 samples of 85 Malayalam character classes (vowels, consonants, chillu and
common conjuncts) from 310 writers and trained a CNN with data augmentation, reaching 96.2% top-1 accuracy,
compared with 91.4% for the HOG+SVM baseline.
"""


def t_fyp_slides(r, dt):
    return """Final year project - Phase 2 presentation (CET, CSE 2017-21, Batch B4)
Malayalam HCR with CNNs
1 Motivation: digitising handwritten forms in Kerala offices; few datasets for Malayalam
2 Dataset: 85 classes, 310 writers, scanned at 300 dpi, segmented with connected components
3 Model: 4 conv blocks + batch norm + dropout 0.4, Adam, 40 epochs, Colab GPU
4 Results: 96.2% accuracy; confusions between similar glyphs (ra/rra, la/lla)
5 Future work: word-level recognition with CRNN + CTC
Thank you - questions?
"""


FYP_REQ = "tensorflow==2.4.1\nnumpy==1.19.5\nopencv-python==4.5.1.48\nscikit-learn==0.24.1\nmatplotlib==3.3.4\n"

FYP_TRAIN = """# train.py - Malayalam HCR final year project (CET 2021)
import numpy as np
import tensorflow as tf
from model import build_model

X = np.load("data/mal_hcr_x.npy") / 255.0
y = np.load("data/mal_hcr_y.npy")
model = build_model(num_classes=85)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
aug = tf.keras.preprocessing.image.ImageDataGenerator(rotation_range=8, zoom_range=0.1, shear_range=0.1)
model.fit(aug.flow(X, y, batch_size=64), epochs=40, validation_split=0.1)
model.save("mal_hcr_cnn.h5")
"""


def t_degree(r, dt):
    return """APJ ABDUL KALAM TECHNOLOGICAL UNIVERSITY, Thiruvananthapuram
This is to certify that ARJUN NAIR (Register No. TVE17CS021) of College of Engineering Trivandrum
has been admitted to the degree of BACHELOR OF TECHNOLOGY in COMPUTER SCIENCE AND ENGINEERING,
having passed the examination held in July 2021 with First Class with Distinction (CGPA 8.74).
Given under the seal of the University. Serial No. KTU/BT/2021/0458213
"""


def t_transcript(r, dt):
    sems = "\n".join(f"Semester {i}: SGPA {r.uniform(8.1, 9.3):.2f}  credits {r.choice([21, 23, 24, 25])}" for i in range(1, 9))
    return f"""APJ Abdul Kalam Technological University - CONSOLIDATED GRADE CARD
Name: ARJUN NAIR   Reg. No: TVE17CS021   College: College of Engineering Trivandrum
Programme: B.Tech Computer Science and Engineering (2017-2021)
{sems}
CGPA: 8.74   Class: First Class with Distinction
"""


def t_viva(r, dt):
    return """viva prep - questions Sreelekha ma'am may ask
- why CNN and not HOG+SVM? -> show the baseline table, 91.4 vs 96.2
- how did you handle class imbalance for rare conjuncts (e.g. ksha)? -> augmentation + class weights
- what is dropout doing, why 0.4?
- explain the confusion between ra and rra, why does it happen
- can this work on old palm leaf manuscripts? -> no, different script style, future work
- who did what in the team: Nikhil dataset, Aiswarya segmentation, Rahul UI, me model + training
"""


def t_aws_confirm(r, dt):
    return f"""Pearson VUE - Exam appointment confirmation
AWS Certified Solutions Architect - Associate (SAA-C03)
Candidate: Arjun Nair   AWS candidate ID AWS0{r.randint(10**6, 10**7)}
Date: 22 February 2025, 10:00 IST   Test centre: Pearson Professional Centre, Bengaluru (Richmond Road)
Fee: USD 150 (50% discount voucher applied)   Registration ID {r.randint(10**8, 10**9)}
"""


def t_aws_score(r, dt):
    return """AWS Certification - Score report
Candidate: Arjun Nair   Exam: AWS Certified Solutions Architect - Associate (SAA-C03)
Exam date: 22-Feb-2025   Result: PASS   Scaled score: 842 (minimum passing 720)
Section performance: Design Secure Architectures - meets competencies; Design Resilient Architectures -
meets; Design High-Performing Architectures - meets; Design Cost-Optimized Architectures - needs improvement
"""


def t_aws_cert(r, dt):
    return """Amazon Web Services - This is to certify that ARJUN NAIR has successfully completed the AWS Certification
requirements and is recognised as an AWS Certified Solutions Architect - Associate.
Issue date: Feb 22, 2025   Expiration date: Feb 22, 2028   Validation number: 7QJ2XMVL1BEQQ5SZ
"""


def t_aws_practice(r, dt):
    rows = ["date,source,test,score_pct"]
    for i in range(8):
        rows.append(f"{_d(datetime(2025, 1, 5) + timedelta(days=6 * i))},{r.choice(['Tutorials Dojo', 'Udemy - Stephane Maarek'])},"
                    f"practice set {i + 1},{min(92, 58 + 4 * i + r.randint(-3, 5))}")
    return "\n".join(rows) + "\n"


def t_infy_relieving(r, dt):
    return """Infosys Limited, Electronics City, Hosur Road, Bengaluru 560100
RELIEVING LETTER   07 July 2023
This is to certify that Mr. Arjun Nair (Employee No. 1024567) was employed with Infosys Limited from
16 August 2021 to 07 July 2023. At the time of leaving he was designated as Systems Engineer, Delivery Unit
FSCBU (Financial Services). He has been relieved from his duties with effect from the close of business
hours on 07 July 2023. We wish him all the best in his future endeavours.
For Infosys Limited, Authorised Signatory - HR
"""


def t_infy_payslip(r, dt):
    return f"""Infosys Limited - Pay slip for {dt.strftime('%B %Y')}
Employee No 1024567   Name ARJUN NAIR   Designation Systems Engineer   Location Bangalore DC
Basic {_inr(17800, '')}  HRA {_inr(8900, '')}  Special Allowance {_inr(r.uniform(9000, 11000), '')}  Bonus {_inr(r.uniform(1200, 1800), '')}
PF {_inr(2136, '')}  Prof Tax {_inr(200, '')}  Income Tax {_inr(r.uniform(1200, 2400), '')}
Net Pay {_inr(r.uniform(31000, 35500))}   Credited to ICICI Bank A/c XXXX3309
"""


def t_infy_kt(r, dt):
    return f"""KT notes - Finacle interface team (handover before my last day)
client: US regional bank (NDA), module: payments hub integration, batch jobs on AIX + Control-M
- daily ACH outbound file job FINPAY_ACH_OUT runs 21:30 EST, if it fails check the MQ channel first
- reconciliation report mail goes to the onsite lead (Srinivas) by 06:00 IST
- my open tickets: 3 JIRAs on the wire transfer enrichment, handed to Deepthi
- access to remove on exit: VPN token, Control-M, client VDI
"""


def t_infy_exit(r, dt):
    return """Exit checklist - resignation accepted by DM, LWD 07-Jul-2023
1. hand over laptop (asset tag INFY-LT-884123) + ID card + access card to facilities
2. clear project allocation in iTime, last timesheet
3. PF: transfer to new employer via UAN, not withdrawal
4. no-dues from library, transport (Electronic City bus pass), finance (travel advance 0)
5. get relieving + experience letter + Form 16 for Apr-Jul 2023 from Infosys
"""


GOMOD_UPI = """module github.com/chai-driven-dev/upi-guard

go 1.23

require (
\tgithub.com/go-chi/chi/v5 v5.0.12
\tgithub.com/redis/go-redis/v9 v9.5.1
)
"""

UPI_MAIN = """package main

// UPI Guard - FinHack Bengaluru 2025. Scores UPI collect requests for fraud signals in real time:
// new payee + high amount + night time + many collects from the same VPA in 10 minutes.
import (
\t"encoding/json"
\t"net/http"

\t"github.com/go-chi/chi/v5"
)

type Collect struct {
\tPayerVPA string  `json:"payer_vpa"`
\tPayeeVPA string  `json:"payee_vpa"`
\tAmount   float64 `json:"amount"`
\tNote     string  `json:"note"`
}

func main() {
\tr := chi.NewRouter()
\tr.Post("/score", func(w http.ResponseWriter, req *http.Request) {
\t\tvar c Collect
\t\t_ = json.NewDecoder(req.Body).Decode(&c)
\t\tjson.NewEncoder(w).Encode(map[string]any{"risk": score(c), "reasons": reasons(c)})
\t})
\thttp.ListenAndServe(":8080", r)
}
"""

UPI_README = """# UPI Guard - FinHack Bengaluru 2025 (team Chai-Driven Development)

2nd runner-up. Real-time risk score for UPI collect requests, with a warning screen shown before the
user enters the PIN ("This person is asking you for money, not sending it").
Team: Arjun Nair (backend), Karthik Subramanian (ML rules), Fathima Rasheed (UI + pitch).
Demo: `docker build -t upiguard . && docker run -p 8080:8080 upiguard`, then POST /score.
Not maintained after the hackathon - kept for the portfolio.
"""


def t_hack_cert(r, dt):
    return """FinHack Bengaluru 2025 - 15-16 March 2025, NIMHANS Convention Centre
Certificate of Achievement presented to ARJUN NAIR of team Chai-Driven Development for securing
SECOND RUNNER-UP in the track "Safer Digital Payments" with the project UPI Guard.
Prize: Rs. 50,000 and mentorship from the sponsor's risk team.
"""


def t_hack_mail(r, dt):
    return _mail("FinHack Team <hello@finhackblr.in>", ME, "FinHack 2025 - prize disbursal details", dt, """
Hi Arjun,
Congratulations again to team Chai-Driven Development on the 2nd runner-up position! To release the prize of
Rs. 50,000 please share the bank details of one team member and the PAN (TDS @30% on winnings u/s 194B will
be deducted). Certificates are attached. Photos from the finale are on the Drive link.
- Team FinHack
""")


def t_hack_pitch(r, dt):
    return """UPI Guard - pitch (3 min)  |  team Chai-Driven Development
Problem: Rs. 1,087 crore lost to UPI fraud in FY24; most common trick = collect request disguised as "receive money"
Solution: risk score on every collect request in < 50 ms + a warning screen before the PIN
Signals: payee age, amount vs history, time of day, collect bursts from one VPA, keywords in note ("refund", "KYC")
Demo: PhonePe-style mock app + Go scoring service + Redis counters
Ask: pilot with a PSP bank
"""


def t_ladakh_itin(r, dt):
    return """Ladakh June 2024 - plan
6 Jun  BLR -> DEL -> IXL (6E 2003 / 6E 2124), acclimatise in Leh, 2 days NO activity
8 Jun  Leh local: Shanti Stupa, Leh palace; pick up bikes (Himalayan 411 x3) from Ladakh Bike Rentals
9 Jun  Leh -> Khardung La -> Hunder (Nubra), camp
10 Jun Nubra -> Shyok road -> Pangong Tso, camp at Spangmik
11 Jun Pangong -> Chang La -> Leh
12 Jun Leh -> Lamayuru -> Leh; 13 Jun return bikes; 14 Jun fly back
Permits: inner line permit via lahdclehpermit.in for Nubra and Pangong, printouts x6
Packing: thermals, riding gloves, Diamox (ask doctor), power bank, cash (ATMs in Nubra unreliable)
"""


def t_ladakh_permit(r, dt):
    return f"""LAHDC Leh - Protected Area / Inner Line Permit
Permit No. ILP/{r.randint(100000, 999999)}/2024   Valid 08-06-2024 to 14-06-2024
Areas: Nubra (Khardung La, Hunder, Turtuk), Pangong Tso, Changthang
Applicants: Arjun Nair, Karthik Subramanian, Nikhil Varghese, Fathima Rasheed, Rahul Krishnan, Aiswarya S
Environment fee + Red Cross + wildlife fee: Rs. 600 per person. Carry original ID and copies at checkposts.
"""


def t_ladakh_bike(r, dt):
    return f"""Ladakh Bike Rentals, Fort Road, Leh - Rental agreement
Renter: Arjun Nair (DL KL07 2017 0012345)   Bikes: 3 x Royal Enfield Himalayan 411 (JK10 4412, 4419, 4430)
From 08-06-2024 09:00 to 13-06-2024 18:00   Rate Rs. 1,800/bike/day   Deposit Rs. 15,000 (refunded on return)
Damages at actuals. Bikes must not go beyond Hanle/Umling La. Riding jackets included.
"""


def t_goa(r, dt):
    return f"""Booking.com - Confirmation
The Mandovi Nest, Anjuna, Goa   Check-in Fri 22 Dec 2023, Check-out Mon 25 Dec 2023
Guests: Arjun Nair + 3   Room: 2 x Deluxe double   Total {_inr(18400)} (pay at property)
"""


# --------------------------------------------------------------------------- Resources


def t_recipe(r, dt, dish):
    body = {
        "avial": "Vegetables: 1 raw banana, 1 drumstick, 100 g yam, 1 carrot, 10 beans, 1 small cucumber, cut in finger lengths.\n"
                 "Grind coarse: 1 cup coconut, 3 green chillies, 1 tsp jeerakam, 2 small ulli. Cook veg with turmeric and salt,\n"
                 "little water. Add ground coconut, 1/2 cup thick curd (a bit sour), mix gently. Raw coconut oil + curry leaves on top.",
        "sambar": "Toor dal 3/4 cup cooked soft. Vegetables: drumstick, ladies finger, brinjal, pumpkin, shallots, tomato.\n"
                  "Roast and grind: 3 tbsp coconut, 6 red chillies, 2 tbsp malli, 1/2 tsp uluva, kayam. Tamarind lemon size.\n"
                  "Boil veg in tamarind water, add dal and paste, simmer. Tadka: mustard, red chilli, curry leaves in coconut oil.",
        "meen curry": "Kudampuli 3 pieces soaked. Fry in coconut oil: uluva, ginger, garlic, 6 ulli, green chilli, curry leaves.\n"
                      "Add 3 tbsp Kashmiri chilli powder + 1/2 tsp turmeric on low flame. Add kudampuli + water, then fish (ayala\n"
                      "or neymeen). Cook in manchatti 15 min, don't stir, swirl. Better next day - Amma's rule.",
        "payasam": "Ada pradhaman: 200 g ada, 500 g sharkara (jaggery) melted and strained, 3 cups thin coconut milk, 1 cup thick.\n"
                   "Cook ada, add jaggery, thin milk, reduce. Thick milk at the end, don't boil. Ghee-fried cashew, raisins,\n"
                   "coconut bits, chukku (dry ginger) powder and elakka.",
        "chicken stew": "Coconut oil, whole spices (cinnamon, clove, elakka), sliced onion, ginger, green chilli, curry leaves.\n"
                        "Add chicken + potato + carrot, second coconut milk, cook covered. First milk at the end, crushed\n"
                        "pepper. Serve with appam. Christmas at Fathima's house taught Amma this one.",
        "puttu kadala": "Kadala (black chana) soaked overnight, pressure cook 6 whistles. Roast coconut till brown, grind with\n"
                        "malli, mulaku, garam masala. Onion-tomato in coconut oil, add paste + kadala. Puttu: rice flour wet with salt water\n"
                        "till it holds when pressed, layers with coconut in the puttu kutti, steam 7 min.",
    }[dish]
    return f"{dish.title()} - Amma's way (typed from phone call)\n{body}\n"


def t_talk_slides(r, dt, title, conf):
    return f"""{title}
{conf}
- Why async: 10k concurrent webhook callbacks, one pod
- Event loop basics; don't block it (requests vs httpx)
- Structured concurrency with TaskGroup (3.11+), cancellation and timeouts
- Backpressure: bounded queues, semaphores
- Testing: pytest-asyncio, fake clocks
- Lessons from production: one sync DB call killed p99
"""


def t_cheatsheet(r, dt, kind):
    return {
        "git": "GIT CHEAT SHEET\ngit switch -c branch | git restore --staged f | git rebase -i HEAD~3 | git reflog\n"
               "git bisect start/good/bad | git stash push -m msg | git log --oneline --graph --all\n",
        "kubectl": "KUBECTL QUICK REFERENCE\nkubectl get pods -A -o wide | kubectl describe pod X | kubectl logs -f X -c c\n"
                   "kubectl rollout restart deploy/X | kubectl top pod | kubectl port-forward svc/X 8080:80\n",
        "regex": "REGEX CHEAT SHEET\n. any  \\d digit  \\w word  \\s space  ^ start  $ end  * 0+  + 1+  ? 0/1  {n,m}\n"
                 "(?:x) non-capturing  (?P<name>x) named  (?=x) lookahead  (?<!x) negative lookbehind\n",
        "vim": "VIM CHEAT SHEET\nciw change word | dd delete line | yy yank | p paste | u undo | ctrl-r redo | :%s/a/b/g\n"
               "gg G top/bottom | * next match | . repeat | qa...q macro, @a replay\n",
        "sql": "POSTGRES CHEAT SHEET\nEXPLAIN (ANALYZE, BUFFERS) | CREATE INDEX CONCURRENTLY | pg_stat_activity | "
               "SELECT ... FOR UPDATE SKIP LOCKED | VACUUM (VERBOSE, ANALYZE)\n",
    }[kind]


def t_cricket_csv(r, dt):
    rows = ["season,matches,innings,runs,highest,average,strike_rate,100s,50s"]
    for y in range(2008, 2026):
        inn = r.randint(10, 16)
        runs = r.randint(240, 740)
        rows.append(f"{y},{inn + r.randint(0, 2)},{inn},{runs},{r.randint(60, 113)},{runs / max(1, inn - 2):.2f},"
                    f"{r.uniform(118, 155):.2f},{r.randint(0, 3)},{r.randint(1, 6)}")
    return "# Virat Kohli - IPL batting by season (RCB), scraped from ESPNcricinfo\n" + "\n".join(rows) + "\n"


def t_cricket_nb(r, dt):
    cells = [{"cell_type": "code", "metadata": {}, "execution_count": 1, "outputs": [], "source": [
        "import pandas as pd\n", "df = pd.read_csv('kohli_ipl_by_season.csv', comment='#')\n",
        "df.plot(x='season', y=['average', 'strike_rate'], secondary_y='strike_rate')"]},
        {"cell_type": "markdown", "metadata": {}, "source": ["Strike rate jumped after 2023 - the 'intent' debate. "
                                                             "Compare with Gill and Jaiswal powerplay SR next."]},
        {"cell_type": "code", "metadata": {}, "execution_count": 2, "outputs": [], "source": [
            "pp = pd.read_csv('powerplay_2025.csv')\n", "pp[pp.balls > 150].sort_values('sr', ascending=False).head(10)"]}]
    return json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}, indent=1)


def t_worldcup_csv(r, dt):
    rows = ["match,venue,india_score,opp,opp_score,result,player_of_match"]
    for opp in ["Pakistan", "Ireland", "USA", "Afghanistan", "Bangladesh", "Australia", "England", "South Africa"]:
        a, b = r.randint(119, 205), r.randint(100, 200)
        rows.append(f"T20 WC 2024 vs {opp},{r.choice(['New York', 'Barbados', 'Antigua', 'St Lucia', 'Guyana'])},"
                    f"{max(a, b) + 1},{opp},{min(a, b)},won,"
                    f"{r.choice(['Bumrah', 'Kohli', 'Suryakumar', 'Rohit', 'Arshdeep', 'Axar'])}")
    return "\n".join(rows) + "\n"


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

    def cam(folder: str, bucket: str, topic: str, age: float, png: bool = False) -> None:
        dt = NOW - timedelta(days=age, seconds=r.randint(0, 40_000))
        if png:
            add(f"{folder}/Screenshot from {dt.strftime('%Y-%m-%d %H-%M-%S')}.png", bucket, topic, age, "")
        else:
            add(f"{folder}/IMG_{dt.strftime('%Y%m%d_%H%M%S')}.jpg", bucket, topic, age, "exif")

    def arg(fn, *a):
        return lambda rr, dt: fn(rr, dt, *a)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ PayWave (Areas Career)
    d = "Documents/PayWave"
    add(f"{d}/offer_letter_PayWave_2023.pdf", A, "Career", 1075, t_pw_offer)
    add(f"{d}/Compensation_Revision_FY25.pdf", A, "Career", 420, t_pw_revision)
    add(f"{d}/self_review_H1_2025_v2_final.docx", A, "Career", 330, arg(t_pw_review, "H1 2025"))
    add(f"{d}/self_review_H2_2025.docx", A, "Career", 150, arg(t_pw_review, "H2 2025"))
    add(f"{d}/Leave_Policy_v3.2_ack.pdf", A, "Career", 150, t_pw_policy)
    add(f"{d}/review_cycle_H1_2026.eml", A, "Career", 12, t_pw_appraisal_mail)
    for age in (8, 36, 64):
        add(f"{d}/1on1/1on1_{_d(NOW - timedelta(days=age))}.md", A, "Career", age, t_pw_1on1)
    for age in (20, 90):
        add(f"{d}/oncall/handover_{_d(NOW - timedelta(days=age))}.txt", A, "Career", age, t_pw_oncall)
    d = "dev/paywave-recon-copy"
    add(f"{d}/go.mod", A, "Career", 47, GO_MOD_RECON)
    add(f"{d}/cmd/recon/main.go", A, "Career", 45, RECON_MAIN)
    add(f"{d}/Dockerfile", A, "Career", 47, RECON_DOCKER)
    add(f"{d}/README.md", A, "Career", 45, RECON_README)
    add("Downloads/document (2).pdf", A, "Career", 420, t_pw_revision, True)
    add("Documents/misc/notes.docx", A, "Career", 6, arg(t_pw_review, "H1 2026"), True)
    add("Desktop/untitled.txt", A, "Career", 3, t_pw_oncall, True)
    add("Downloads/attachment.pdf", A, "Career", 148, t_pw_policy, True)
    add("Documents/misc/Document1.docx", A, "Career", 92, t_pw_1on1, True)

    # ------------------------------------------------------------ Finance (Areas)
    d = "Documents/Finance"
    for k in range(11):
        m = datetime(2025, 7, 28) + timedelta(days=30.5 * k)
        fy = "2025-26" if m < datetime(2026, 4, 1) else "2026-27"
        age = (NOW.replace(tzinfo=None) - m).days
        add(f"{d}/Payslips/{fy}/Payslip_{m.strftime('%b_%Y')}.pdf", A, "Finance", max(age, 1), t_payslip)
    add(f"{d}/ITR/AY2024-25/Form16_FY2023-24.pdf", A, "Finance", 720, arg(t_form16, "2023-24"))
    add(f"{d}/ITR/AY2024-25/ITR-V_AY2024-25.pdf", A, "Finance", 680, arg(t_itrv, "2024-25"))
    add(f"{d}/ITR/AY2025-26/Form16_FY2024-25.pdf", A, "Finance", 355, arg(t_form16, "2024-25"))
    add(f"{d}/ITR/AY2025-26/ITR-V_AY2025-26.pdf", A, "Finance", 312, arg(t_itrv, "2025-26"))
    add(f"{d}/ITR/AY2026-27/AIS_FY2025-26.pdf", A, "Finance", 10, t_ais)
    add(f"{d}/ITR/AY2026-27/tax_regime_FY2025-26.md", A, "Finance", 11, t_regime_notes)
    for age in (2, 32, 62, 92):
        add(f"{d}/Bank/HDFC_statement_{(NOW - timedelta(days=age + 3)).strftime('%Y_%m')}.pdf", A, "Finance", age, t_bank_stmt)
    for age in (17, 47):
        add(f"{d}/CreditCard/ICICI_AmazonPay_{(NOW - timedelta(days=age)).strftime('%b%Y')}.pdf", A, "Finance", age, t_cc_stmt)
    for age in (9, 100):
        add(f"{d}/Investments/CAS_{(NOW - timedelta(days=age)).strftime('%b_%Y')}.pdf", A, "Finance", age, t_cas)
    add(f"{d}/Investments/PPF_passbook_SBI.pdf", A, "Finance", 58, t_ppf)
    add(f"{d}/budget_2026.xlsx", A, "Finance", 4, t_budget)
    dot(f"{d}/.~lock.budget_2026.xlsx#", b",Arjun Nair,arjun-ThinkPad,01.06.2026 09:12,file:///home/arjun/.config/libreoffice/4;", 0.1)
    add("notebooks/expenses_2025.ipynb", A, "Finance", 140, t_expense_nb)
    add("notebooks/Untitled.ipynb", A, "Finance", 33, t_expense_nb, True)
    add("Downloads/file.csv", A, "Finance", 5, t_bank_csv, True)
    add("Downloads/document (4).pdf", A, "Finance", 40, t_cas, True)
    add("Scans/Scanned Document.pdf", A, "Finance", 60, t_ppf, True)
    add("Desktop/untitled 2.txt", A, "Finance", 14, t_regime_notes, True)
    add("Documents/misc/Sheet1.xlsx", A, "Finance", 70, t_budget, True)
    add("Downloads/document (1).pdf", A, "Finance", 1040, arg(t_itrv, "2023-24"), True)
    add("Downloads/document.pdf", A, "Finance", 34, t_payslip, True)
    add("Downloads/file (2).pdf", A, "Finance", 77, t_cc_stmt, True)
    add("Downloads/document (20).pdf", A, "Finance", 354, arg(t_form16, "2024-25"), True)

    # ------------------------------------------------------------ Home (Areas)
    d = "Documents/House"
    add(f"{d}/Rent_Agreement_2026_Koramangala.pdf", A, "Home", 122, t_rent_agreement)
    add(f"{d}/Deposit_acknowledgement_2024.pdf", A, "Home", 855, t_deposit)
    for age in (27, 58, 88, 119, 149, 180):
        m = NOW - timedelta(days=age)
        add(f"{d}/rent_receipts/Rent_Receipt_{m.strftime('%b_%Y')}.pdf", A, "Home", age, t_rent_receipt)
    for age in (3, 64, 125):
        add(f"{d}/bills/BESCOM_{(NOW - timedelta(days=age)).strftime('%Y-%m')}.pdf", A, "Home", age, t_bescom)
    for age in (6, 37):
        add(f"{d}/bills/ACT_invoice_{(NOW - timedelta(days=age)).strftime('%Y-%m')}.pdf", A, "Home", age, t_act)
    add(f"{d}/maid_salary.txt", A, "Home", 4, t_maid_log)
    add(f"{d}/geyser_complaint.eml", A, "Home", 25, t_landlord_mail)
    add("Downloads/download.pdf", A, "Home", 33, t_bescom, True)
    add("Scans/Scanned Document (2).pdf", A, "Home", 855, t_deposit, True)
    add("Untitled Folder/doc.pdf", A, "Home", 95, t_rent_receipt, True)
    add("Downloads/mail (1).eml", A, "Home", 70, t_landlord_mail, True)
    add("Scans/Scanned Document (5).pdf", A, "Home", 121, t_rent_agreement, True)
    add("Untitled Document 3.txt", A, "Home", 45, t_maid_log, True)
    add("Downloads/IFB_Senator_WXS_user_manual.pdf", R, "Home", 600, t_washer_manual)

    # ------------------------------------------------------------ Insurance, Health (Areas)
    d = "Documents/Insurance"
    add(f"{d}/StarHealth_Parents/Policy_Schedule_2025-26.pdf", A, "Insurance", 350, t_star_schedule)
    add(f"{d}/StarHealth_Parents/Renewal_Notice_2026.pdf", A, "Insurance", 9, t_star_renewal)
    add(f"{d}/StarHealth_Parents/Premium_Receipt_80D_2025.pdf", A, "Insurance", 352, t_star_receipt)
    add(f"{d}/StarHealth_Parents/Claim_Settlement_cataract_Acchan.pdf", A, "Insurance", 250, t_star_claim)
    add(f"{d}/StarHealth_Parents/Amma_mail_surgery.eml", A, "Insurance", 252, t_claim_mail)
    add(f"{d}/HDFC_Life_Term_Policy.pdf", A, "Insurance", 570, t_term_policy)
    add(f"{d}/PayWave_Group_Mediclaim_ecard_2026.pdf", A, "Insurance", 60, t_group_ecard)
    add("Downloads/document (6).pdf", A, "Insurance", 349, t_star_schedule, True)
    add("Scans/Scanned Document (3).pdf", A, "Insurance", 248, t_star_claim, True)
    add("Downloads/noname.eml", A, "Insurance", 253, t_claim_mail, True)
    add("Downloads/document (16).pdf", A, "Insurance", 59, t_group_ecard, True)
    add("Scans/Scanned Document (7).pdf", A, "Insurance", 351, t_star_receipt, True)
    d = "Documents/Health"
    add(f"{d}/Apollo_HealthCheck_2025.pdf", A, "Health", 230, t_healthcheck)
    add(f"{d}/dentist_bill_Smile_Square.pdf", A, "Health", 140, t_dentist)
    add(f"{d}/Lenskart_eye_test_2026.pdf", A, "Health", 50, t_eye)
    add("Downloads/document (3).pdf", A, "Health", 590, t_healthcheck, True)
    add("Downloads/document (7).pdf", A, "Health", 300, t_dentist, True)

    # ------------------------------------------------------------ rupeefmt (Areas)
    d = "dev/rupeefmt"
    for rel, body, age in [("pyproject.toml", RF_PYPROJECT, 51), ("README.md", RF_README, 120),
                           ("LICENSE", "MIT License\n\nCopyright (c) 2022 Arjun Nair\n\nPermission is hereby granted, free "
                            "of charge, to any person obtaining a copy of this software...\n", 1390),
                           ("CHANGELOG.md", t_rf_changelog, 51), ("src/rupeefmt/__init__.py", RF_INIT, 51),
                           ("src/rupeefmt/core.py", RF_CORE, 140), ("src/rupeefmt/parse.py", RF_PARSE, 52),
                           ("tests/test_rupeefmt.py", RF_TEST, 52), ("RELEASING.md", t_rf_release, 300),
                           ("notes/triage.md", t_rf_triage, 2), ("notes/pypistats_monthly.csv", t_rf_stats, 7)]:
        add(f"{d}/{rel}", A, "rupeefmt", age, body)
    dot(f"{d}/.gitignore", b"__pycache__/\n*.egg-info/\ndist/\n.venv/\n.tox/\n", 900)
    add(f"{d}/dist/rupeefmt-0.5.1.tar.gz", A, "rupeefmt", 51, _blob(r, b"\x1f\x8b\x08\x00", 1800))
    add(f"{d}/dist/rupeefmt-0.5.1-py3-none-any.whl", A, "rupeefmt", 51,
        _zip([("rupeefmt/__init__.py", RF_INIT), ("rupeefmt/core.py", RF_CORE), ("rupeefmt/parse.py", RF_PARSE),
              ("rupeefmt-0.5.1.dist-info/METADATA", "Metadata-Version: 2.3\nName: rupeefmt\nVersion: 0.5.1\n")]))
    d = "dev/rupeefmt_old_copy"
    add(f"{d}/pyproject.toml", A, "rupeefmt", 370, RF_PYPROJECT.replace("0.5.1", "0.4.2").replace(">=3.9", ">=3.8"))
    add(f"{d}/rupeefmt/__init__.py", A, "rupeefmt", 370, RF_INIT.replace("0.5.1", "0.4.2"))
    add(f"{d}/README.md", A, "rupeefmt", 370, RF_README)
    add("Downloads/mail (2).eml", A, "rupeefmt", 16, t_rf_issue_mail, True)
    add("Downloads/mail (3).eml", A, "rupeefmt", 11, t_rf_contrib_mail, True)
    add("Desktop/notes (2).txt", A, "rupeefmt", 52, t_rf_release, True)
    add("Desktop/new file.txt", A, "rupeefmt", 90, t_rf_triage, True)

    # ------------------------------------------------------------ Berlin move (Projects Relocation)
    d = "Documents/Berlin"
    rel_files = [
        ("Kontora/Offer_Letter_Kontora.pdf", 42, t_kontora_offer), ("Kontora/Arbeitsvertrag_Kontora_signed.pdf", 27, t_kontora_contract),
        ("Kontora/lena_blue_card_docs.eml", 25, t_recruiter_mail), ("BlueCard/checklist_VFS.md", 2, t_bluecard_checklist),
        ("BlueCard/VFS_appointment_confirmation.pdf", 21, t_vfs), ("BlueCard/anabin_CET_KTU.pdf", 24, t_anabin),
        ("BlueCard/Degree_Certificate_copy.pdf", 23, t_degree), ("BlueCard/Transcript_copy.pdf", 23, t_transcript),
        ("Interviews/leetcode_log.csv", 75, t_leetcode), ("Deutsch/Goethe_fee_receipt.pdf", 115, t_goethe_receipt),
        ("Deutsch/Hausaufgabe_L7.docx", 60, t_german_hw), ("Deutsch/Hausaufgabe_L11.docx", 18, t_german_hw),
        ("Deutsch/StartDeutsch1_Anmeldung.pdf", 30, t_startdeutsch), ("Wohnung/shortlist.xlsx", 3, t_flat_shortlist),
        ("Wohnung/Boxhagener_viewing.eml", 6, t_flat_mail), ("Wohnung/Wunderflats_booking.pdf", 10, t_wunderflats),
        ("Wohnung/Mieterselbstauskunft_Nair.docx", 8, t_selbstauskunft), ("Wohnung/Mieterselbstauskunft_Nair_v2.pdf", 7, t_selbstauskunft),
        ("TK_Mitgliedschaft.pdf", 14, t_tk), ("movers_quote_SantaFe.pdf", 12, t_movers),
        ("salary_compare_BLR_vs_BER.xlsx", 38, t_salary_compare), ("TODO_berlin.md", 1, t_reloc_todo),
        ("germany_jobs_research_2024.md", 400, "Germany - research (Sept 2024)\n- Blue Card: degree recognised via anabin "
         "(CET/KTU is H+), salary threshold, no German needed for IT jobs\n- cities: Berlin (most fintech: N26, Trade Republic, "
         "Solaris...), Munich (expensive)\n- apply after AWS cert, target mid-2026 after Anju's wedding\n- learn A1 basics before moving\n"),
    ]
    for i, rnd in enumerate((1, 2, 3, 4)):
        rel_files.append((f"Interviews/kontora_round{rnd}.md", (120, 105, 88, 70)[i], arg(t_interview, rnd)))
    for rel, age, body in rel_files:
        add(f"{d}/{rel}", P, "Relocation", age, body)
    add(f"{d}/BlueCard/passport_photo_35x45.jpg", P, "Relocation", 22, "exif")
    for age in (6, 6, 5):
        cam(f"{d}/Wohnung", P, "Relocation", age, png=True)
    add("Downloads/document (5).pdf", P, "Relocation", 42, t_kontora_offer, True)
    add("Untitled Document 1.txt", P, "Relocation", 30, t_reloc_todo, True)
    add("Downloads/mail.eml", P, "Relocation", 6, t_flat_mail, True)
    add("Downloads/document (8).pdf", P, "Relocation", 14, t_tk, True)
    add("Documents/misc/notes (1).docx", P, "Relocation", 45, t_german_hw, True)
    add("Desktop/untitled 3.txt", P, "Relocation", 104, arg(t_interview, 2), True)
    add("Downloads/Sheet1 (1).xlsx", P, "Relocation", 4, t_flat_shortlist, True)
    add("Downloads/document (9).pdf", P, "Relocation", 12, t_movers, True)
    add("Downloads/document (17).pdf", P, "Relocation", 115, t_goethe_receipt, True)
    add("Downloads/document (18).pdf", P, "Relocation", 21, t_vfs, True)
    add("Downloads/Kontora_Relocation_Guide.pdf.crdownload", L, "System", 13, _pdf("Kontora relocation guide")[:700])

    # ------------------------------------------------------------ Hisaab app (Projects)
    d = "dev/hisaab"
    for rel, body, age in [("package.json", HS_PACKAGE, 9), ("app.json", HS_APPJSON, 30),
                           ("tsconfig.json", '{\n  "extends": "expo/tsconfig.base",\n  "compilerOptions": {"strict": true}\n}\n', 180),
                           ("babel.config.js", "module.exports = function (api) {\n  api.cache(true);\n  return { presets: ['babel-preset-expo'] };\n};\n", 180),
                           ("app/_layout.tsx", "import { Stack } from 'expo-router';\n\nexport default function Layout() {\n"
                            "  return <Stack screenOptions={{ headerTintColor: '#0E7C66' }} />;\n}\n", 150),
                           ("src/screens/AddExpense.tsx", HS_ADD, 3), ("src/lib/settle.ts", HS_SETTLE, 26),
                           ("src/lib/settle.test.ts", HS_SETTLE_TEST, 26), ("README.md", HS_README, 19),
                           ("TODO.md", t_hs_todo, 2), ("docs/design-notes.md", t_hs_design, 190),
                           ("docs/privacy-policy.md", t_hs_privacy, 33), ("test-data/ladakh_split.csv", t_hs_fixture, 170)]:
        add(f"{d}/{rel}", P, "Hisaab", age, body)
    dot(f"{d}/.gitignore", b"node_modules/\n.expo/\ndist/\n*.keystore\n", 180)
    for n, age in (("groups", 120), ("add-expense", 118), ("settle-up", 60)):
        add(f"{d}/assets/mockups/{n}.png", P, "Hisaab", age, "")
    add(f"{d}/assets/icon.png", P, "Hisaab", 150, "")
    d = "dev/hisaab-backup-2026-03"
    add(f"{d}/package.json", P, "Hisaab", 80, HS_PACKAGE.replace("0.3.0", "0.2.0"))
    add(f"{d}/README.md", P, "Hisaab", 80, HS_README.replace("v0.3", "v0.2"))
    add(f"{d}/src/lib/settle.ts", P, "Hisaab", 80, HS_SETTLE)
    add("Documents/Hisaab/Play_Console_receipt.pdf", P, "Hisaab", 35, t_hs_playreceipt)
    add("Documents/Hisaab/karthik_feedback.eml", P, "Hisaab", 20, t_hs_feedback)
    add("Downloads/document (10).pdf", P, "Hisaab", 35, t_hs_playreceipt, True)
    add("Desktop/untitled.md", P, "Hisaab", 200, t_hs_design, True)
    add("Downloads/mail (4).eml", P, "Hisaab", 20, t_hs_feedback, True)
    add("Documents/misc/idea.txt", P, "Hisaab", 700, "idea (Leh, night 3, no network):\nan app to split trip kharcha - "
        "offline, add expense in 2 taps, at the end compute minimum UPI payments (greedy: biggest debtor pays biggest "
        "creditor). Splitwise-like but with UPI links. React Native so Karthik's iPhone also works. Name? Hisaab?\n", True)

    # ------------------------------------------------------------ Anju's wedding (Projects)
    d = "Documents/Anju_Wedding"
    for rel, age, body in [("guest_travel.xlsx", 5, t_wed_travel), ("gift_budget.xlsx", 9, t_wed_gift),
                           ("Periyar_Residency_group_booking.pdf", 40, t_wed_hotel), ("IndiGo_BLR-COK_21Aug.pdf", 44, t_wed_flight),
                           ("checklist.md", 1, t_wed_checklist), ("invitation_text_final.docx", 60, t_wed_invite),
                           ("invitation_text_v1.docx", 95, t_wed_invite), ("Sudha_chechi_travel.eml", 22, t_wed_mail),
                           ("jeweller_estimate.pdf", 50, t_wed_jeweller), ("tempo_traveller.pdf", 15, t_wed_tempo)]:
        add(f"{d}/{rel}", P, "Wedding", age, body)
    dot(f"{d}/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 60)
    for age in (110, 110, 109, 109):
        cam("Pictures/Wedding_prep/venue_visit", P, "Wedding", age)
    for age in (72, 72, 71):
        cam("Pictures/Wedding_prep/saree_shopping", P, "Wedding", age)
    add("Downloads/document (11).pdf", P, "Wedding", 50, t_wed_jeweller, True)
    add("Documents/misc/list.xlsx", P, "Wedding", 28, t_wed_travel, True)
    add("Downloads/mail (5).eml", P, "Wedding", 22, t_wed_mail, True)
    add("Untitled Folder/new.docx", P, "Wedding", 96, t_wed_invite, True)
    add("Desktop/todo.txt", P, "Wedding", 30, t_wed_checklist, True)
    add("Downloads/document (19).pdf", P, "Wedding", 40, t_wed_hotel, True)
    add("Downloads/Sheet1.xlsx", P, "Wedding", 65, t_wed_gift, True)

    # ------------------------------------------------------------ Resources
    d = "Books/Programming"
    for fn, title, author, age in [("Fluent_Python_2nd_Edition.epub", "Fluent Python, 2nd Edition", "Luciano Ramalho", 900),
                                   ("Designing_Data_Intensive_Applications.epub", "Designing Data-Intensive Applications", "Martin Kleppmann", 760),
                                   ("Learning_Go_2e.epub", "Learning Go, 2nd Edition", "Jon Bodner", 520),
                                   ("Effective_TypeScript.epub", "Effective TypeScript", "Dan Vanderkam", 190)]:
        add(f"{d}/{fn}", R, "Programming", age, _epub(title, author, "en", f"Chapter 1. {title}, by {author}."))
    for fn, age in (("The_Go_Programming_Language.pdf", 1000), ("Database_Internals.pdf", 430), ("Clean_Architecture.pdf", 1200)):
        add(f"{d}/{fn}", R, "Programming", age, fn[:-4].replace("_", " ") + "\nCopyright. All rights reserved.\nContents\n1 Introduction")
    for kind, ext, age in (("git", "pdf", 800), ("kubectl", "pdf", 410), ("regex", "md", 300), ("vim", "txt", 1100), ("sql", "pdf", 260)):
        add(f"Documents/cheatsheets/{kind}_cheatsheet.{ext}", R, "Programming", age, arg(t_cheatsheet, kind))
    d = "Documents/talks"
    add(f"{d}/PyCon_India_2024_async_python_in_prod.pdf", R, "Programming", 600,
        arg(t_talk_slides, "Async Python in production", "PyCon India 2024, Bengaluru"))
    add(f"{d}/GopherCon_India_2025_idempotency.pdf", R, "Programming", 420,
        "Idempotency keys everywhere\nGopherCon India 2025\n- retries are inevitable\n- store key + response hash\n- Postgres unique index + SELECT FOR UPDATE")
    add(f"{d}/Rootconf_2023_observability.pdf", R, "Programming", 980,
        "Observability on a budget\nRootconf 2023\n- RED metrics\n- OpenTelemetry traces\n- sampling strategies")
    add("Downloads/slides.pdf", R, "Programming", 220, arg(t_talk_slides, "Structured concurrency in Python", "PyCon India 2025, Bengaluru"), True)
    add("Downloads/document (12).pdf", R, "Programming", 260, arg(t_cheatsheet, "regex"), True)
    add("dev/playground/go-tour/go.mod", R, "Programming", 700, "module example.com/gotour\n\ngo 1.21\n")
    add("dev/playground/go-tour/concurrency.go", R, "Programming", 700, "package main\n\n// A Tour of Go - exercise: equivalent binary trees\n"
        "import \"fmt\"\n\nfunc main() {\n\tch := make(chan int)\n\tgo func() { for i := 0; i < 10; i++ { ch <- i }; close(ch) }()\n"
        "\tfor v := range ch {\n\t\tfmt.Println(v)\n\t}\n}\n")
    add("dev/playground/rust-book/Cargo.toml", R, "Programming", 330, '[package]\nname = "guessing_game"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nrand = "0.8.5"\n')
    add("dev/playground/rust-book/src/main.rs", R, "Programming", 330, "// The Rust Book, chapter 2\nuse std::io;\n\nfn main() {\n"
        "    println!(\"Guess the number!\");\n    let mut guess = String::new();\n    io::stdin().read_line(&mut guess).expect(\"read\");\n}\n")
    for fn, title, author, lang, age in [("Aadujeevitham_Benyamin.epub", "Aadujeevitham", "Benyamin", "ml", 640),
                                         ("Sapiens.epub", "Sapiens: A Brief History of Humankind", "Yuval Noah Harari", "en", 1300),
                                         ("Atomic_Habits.epub", "Atomic Habits", "James Clear", "en", 880)]:
        add(f"Books/{fn}", R, "Books", age, _epub(title, author, lang, f"{title} - {author}"))
    add("Books/Deutsch/Netzwerk_neu_A1_Kursbuch.pdf", R, "Languages", 112, "Netzwerk neu A1 - Deutsch als Fremdsprache - Kursbuch\n"
        "Lektion 1: Guten Tag! Hallo! Wie heissen Sie? Ich heisse ... Woher kommen Sie?")
    add("Books/Deutsch/Goethe_A1_Wortliste.pdf", R, "Languages", 100, "Goethe-Zertifikat A1 Wortliste\nabfahren - Der Zug faehrt um 8 Uhr ab.\n"
        "die Adresse - Wie ist Ihre Adresse?\nder Arzt, die Aerztin\narbeiten - Ich arbeite bei ...")
    add("Books/Deutsch/German_verb_conjugation_table.pdf", R, "Languages", 90, "sein: ich bin, du bist, er/sie/es ist, wir sind, ihr seid, sie sind\n"
        "haben: ich habe, du hast, er hat ...\nwerden, koennen, muessen, wollen - Modalverben")
    add("Downloads/Netzwerk_neu_A1_Arbeitsbuch.pdf.crdownload", L, "System", 98, _pdf("Netzwerk neu A1 Arbeitsbuch")[:500])
    for i, (t, a, alb) in enumerate([("Vatapi Ganapatim", "Bombay Jayashri", "Vatapi Ganapatim"),
                                     ("Endaro Mahanubhavulu", "M. Balamuralikrishna", "Pancharatna Kritis"),
                                     ("Bhaja Govindam", "M.S. Subbulakshmi", "Bhaja Govindam"),
                                     ("Kurai Ondrum Illai", "M.S. Subbulakshmi", "Live at Carnegie Hall"),
                                     ("Harivarasanam", "K.J. Yesudas", "Ayyappa Bhakthi Ganangal"),
                                     ("Nagumomu", "Sanjay Subrahmanyan", "Kutcheri Season"),
                                     ("Raghuvamsa Sudha", "T.M. Krishna", "Carnatic Vocal"),
                                     ("Brochevarevarura", "Sudha Ragunathan", "Navarasa"),
                                     ("Krishna Nee Begane", "K.J. Yesudas", "Krishna Bhakthi")]):
        add(f"Music/Carnatic/{i + 1:02d} {t} - {a}.mp3", R, "Music", 300 + 70 * i, _id3(r, t, a, alb))
    add("Music/Malayalam_film/Malare - Vijay Yesudas.mp3", R, "Music", 1500, _id3(r, "Malare", "Vijay Yesudas", "Premam"))
    add("Music/Malayalam_film/Jimikki Kammal.mp3", R, "Music", 1400, _id3(r, "Jimikki Kammal", "Vineeth Sreenivasan", "Velipadinte Pusthakam"))
    add("Music/carnatic_morning.m3u", R, "Music", 200, "#EXTM3U\n" + "\n".join(
        f"Carnatic/{n}" for n in ("01 Vatapi Ganapatim - Bombay Jayashri.mp3", "03 Bhaja Govindam - M.S. Subbulakshmi.mp3",
                                  "05 Harivarasanam - K.J. Yesudas.mp3")) + "\n")
    add("cricket/kohli_ipl_by_season.csv", R, "Cricket", 250, t_cricket_csv)
    add("cricket/t20wc_2024_india.csv", R, "Cricket", 690, t_worldcup_csv)
    add("cricket/powerplay_2025.csv", R, "Cricket", 240, "batter,team,balls,runs,sr\n" + "\n".join(
        f"{b},{t},{bl},{rn},{rn / bl * 100:.1f}" for b, t, bl, rn in
        (("Shubman Gill", "GT", 212, 301), ("Yashasvi Jaiswal", "RR", 188, 297), ("Virat Kohli", "RCB", 201, 276),
         ("Abhishek Sharma", "SRH", 160, 301), ("Rohit Sharma", "MI", 171, 244))) + "\n")
    add("cricket/cricket_analysis.ipynb", R, "Cricket", 238, t_cricket_nb)
    add("notebooks/Untitled2.ipynb", R, "Cricket", 120, t_cricket_nb, True)
    for fn, dish, age in (("avial.txt", "avial", 900), ("sambar.txt", "sambar", 880), ("meen_curry.docx", "meen curry", 400),
                          ("ada_pradhaman.txt", "payasam", 230), ("chicken_stew.txt", "chicken stew", 160), ("puttu_kadala.docx", "puttu kadala", 75)):
        add(f"Documents/Amma_recipes/{fn}", R, "Cooking", age, arg(t_recipe, dish))
    add("Untitled Document 2.txt", R, "Cooking", 20, arg(t_recipe, "sambar"), True)
    for age in (15, 16, 44, 130, 131, 205, 290, 365):
        cam("Pictures/Camera", R, "Photos", age)
    for age in (2, 19, 83, 160):
        cam("Pictures/Screenshots", R, "Photos", age, png=True)
    add("Pictures/Wallpapers/kerala_backwaters_4k.jpg", R, "Photos", 800, "plain")
    add("Pictures/Wallpapers/ubuntu_noble_numbat.png", R, "Photos", 400, "")
    add("Downloads/IMG_4471.HEIC", R, "Photos", 57, "")
    for fn, head, age in (("code_1.89.1-1715060508_amd64.deb", b"!<arch>\ndebian-binary   ", 380),
                          ("google-chrome-stable_current_amd64.deb", b"!<arch>\ndebian-binary   ", 150),
                          ("zoom_amd64.deb", b"!<arch>\ndebian-binary   ", 500),
                          ("jetbrains-toolbox-2.3.2.31487.tar.gz", b"\x1f\x8b\x08\x00", 330),
                          ("Postman-linux-x64.tar.gz", b"\x1f\x8b\x08\x00", 210),
                          ("Obsidian-1.6.7.AppImage", b"\x7fELF\x02\x01\x01\x00AI\x02", 290)):
        add(f"Downloads/{fn}", R, "Software", age, _blob(r, head, 2500))
    add("Downloads/ubuntu-24.04.2-desktop-amd64.iso.part", L, "System", 1, _blob(r, b"\x00" * 32 + b"CD001", 3000))

    # ------------------------------------------------------------ Archive: Education (B.Tech, AWS)
    d = "Documents/College"
    add(f"{d}/BTech_Project/FYP_Report_Final.pdf", X, "Education", 1810, t_fyp_report)
    add(f"{d}/BTech_Project/FYP_Report_v3_final_FINAL.docx", X, "Education", 1815, t_fyp_report)
    add(f"{d}/BTech_Project/Phase2_presentation.pdf", X, "Education", 1830, t_fyp_slides)
    add(f"{d}/BTech_Project/viva_questions.txt", X, "Education", 1812, t_viva)
    add(f"{d}/Certificates/KTU_Degree_Certificate.pdf", X, "Education", 1500, t_degree)
    add(f"{d}/Certificates/Consolidated_Grade_Card.pdf", X, "Education", 1750, t_transcript)
    add("dev/old/mal-hcr-fyp/requirements.txt", X, "Education", 1820, FYP_REQ)
    add("dev/old/mal-hcr-fyp/train.py", X, "Education", 1820, FYP_TRAIN)
    add("dev/old/mal-hcr-fyp/README.md", X, "Education", 1815, "# mal-hcr\nMalayalam handwritten character recognition - B.Tech final "
        "year project, CET 2021. CNN, 85 classes, 96.2% test accuracy. Dataset not included (ask Nikhil).\n")
    cam("Pictures/BTech_project_demo", X, "Education", 1835)
    cam("Pictures/BTech_project_demo", X, "Education", 1835)
    d = "Documents/Certifications/AWS_SAA"
    add(f"{d}/exam_confirmation.pdf", X, "Education", 480, t_aws_confirm)
    add(f"{d}/score_report.pdf", X, "Education", 463, t_aws_score)
    add(f"{d}/AWS_Certified_SA_Associate.pdf", X, "Education", 20, t_aws_cert)
    add(f"{d}/practice_scores.csv", X, "Education", 470, t_aws_practice)
    add(f"{d}/study_plan.md", X, "Education", 510, "# SAA-C03 plan (6 weeks, exam 22 Feb)\n- wk1 IAM, VPC; wk2 EC2, ASG, ELB\n"
        "- wk3 S3, CloudFront; wk4 RDS, DynamoDB, Aurora\n- wk5 SQS/SNS/Kinesis, Lambda; wk6 Tutorials Dojo tests, aim 80%+\n")
    add("Scans/Scanned Document (4).pdf", X, "Education", 1100, t_transcript, True)
    add("Downloads/document (13).pdf", X, "Education", 463, t_aws_score, True)
    add("Documents/misc/old_notes.docx", X, "Education", 1812, t_viva, True)
    add("Downloads/document (21).pdf", X, "Education", 481, t_aws_confirm, True)

    # ------------------------------------------------------------ Archive: Infosys (Career)
    d = "backup_old_laptop_2023"
    add(f"{d}/Documents/Infosys/Relieving_Letter.pdf", X, "Career", 1060, t_infy_relieving)
    for m in (2, 3, 4, 5):
        dt = datetime(2023, m, 28)
        add(f"{d}/Documents/Infosys/Payslips/Payslip_{dt.strftime('%b%Y')}.pdf", X, "Career",
            (NOW.replace(tzinfo=None) - dt).days, t_infy_payslip)
    add(f"{d}/Documents/Infosys/Mysore_training_completion.pdf", X, "Career", 1700, "Infosys Global Education Centre, Mysuru\n"
        "Certificate of completion - Generic Foundation Program (Java stream), Aug-Nov 2021\nAwarded to Arjun Nair, Emp No 1024567\n")
    add(f"{d}/Documents/KT_notes_Finacle.docx", X, "Career", 1065, t_infy_kt)
    add(f"{d}/Documents/exit_checklist.txt", X, "Career", 1070, t_infy_exit)
    add(f"{d}/Desktop/New Text Document.txt", X, "Career", 1066, t_infy_kt, True)
    add(f"{d}/Documents/New Microsoft Word Document.docx", X, "Career", 1071, t_infy_exit, True)
    add("Scans/Scanned Document (6).pdf", X, "Career", 1055, t_infy_relieving, True)
    ini = b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
    add(f"{d}/desktop.ini", L, "System", 1072, ini)
    add(f"{d}/Documents/Infosys/desktop.ini", L, "System", 1072, ini)
    add(f"{d}/Pictures/Thumbs.db", L, "System", 1080, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{d}/Documents/~$_notes_Finacle.docx", L, "System", 1065, b"\x0aArjun Nair" + bytes(150))

    # ------------------------------------------------------------ Archive: FinHack 2025 (Hackathon)
    d = "dev/upi-guard"
    add(f"{d}/go.mod", X, "Hackathon", 442, GOMOD_UPI)
    add(f"{d}/main.go", X, "Hackathon", 442, UPI_MAIN)
    add(f"{d}/Dockerfile", X, "Hackathon", 442, "FROM golang:1.23-alpine\nWORKDIR /app\nCOPY . .\nRUN go build -o upiguard .\n"
        "EXPOSE 8080\nCMD [\"./upiguard\"]\n")
    add(f"{d}/README.md", X, "Hackathon", 15, UPI_README)
    dot(f"{d}/.env.example", b"REDIS_ADDR=localhost:6379\n", 442)
    add("Documents/FinHack2025/pitch.pdf", X, "Hackathon", 443, t_hack_pitch)
    add("Documents/FinHack2025/certificate_2nd_runner_up.pdf", X, "Hackathon", 440, t_hack_cert)
    add("Documents/FinHack2025/prize_disbursal.eml", X, "Hackathon", 435, t_hack_mail)
    for age in (442, 442, 441):
        cam("Pictures/FinHack2025", X, "Hackathon", age)
    add("Downloads/document (14).pdf", X, "Hackathon", 440, t_hack_cert, True)
    add("Desktop/old/untitled.txt", X, "Hackathon", 444, t_hack_pitch, True)

    # ------------------------------------------------------------ Archive: trips (Travel)
    d = "Documents/Travel/Ladakh_2024"
    add(f"{d}/itinerary.md", X, "Travel", 745, t_ladakh_itin)
    add(f"{d}/inner_line_permit.pdf", X, "Travel", 726, t_ladakh_permit)
    add(f"{d}/bike_rental_agreement.pdf", X, "Travel", 723, t_ladakh_bike)
    add(f"{d}/expenses_split.xlsx", X, "Travel", 715, "Date;Item;Paid by;Amount\n" + "\n".join(
        ";".join(x.split(",")[:3] + [x.split(",")[3]]) for x in t_hs_fixture(r, NOW).splitlines()[1:]))
    add(f"{d}/flights_BLR_IXL.pdf", X, "Travel", 770, "IndiGo booking PNR K7QX2M\n6E 2003 BLR-DEL 06 Jun 2024 05:40\n"
        "6E 2124 DEL-IXL 06 Jun 2024 10:15 (Leh)\nReturn 6E 2125 IXL-DEL 14 Jun 2024, 6E 2136 DEL-BLR\nPassengers: 6 adults\n")
    for age in (722, 722, 721, 720, 720, 719, 718):
        cam("Pictures/Ladakh 2024", X, "Travel", age)
    add("Pictures/Ladakh 2024/pangong_edit_insta.jpg", X, "Travel", 40, "plain")
    add("Documents/Travel/Goa_Dec2023/booking_Mandovi_Nest.pdf", X, "Travel", 900, t_goa)
    for age in (892, 891):
        cam("Pictures/Goa 2023", X, "Travel", age)
    add("Downloads/document (15).pdf", X, "Travel", 726, t_ladakh_permit, True)
    add("Documents/misc/plan.txt", X, "Travel", 746, t_ladakh_itin, True)

    return items


if __name__ == "__main__":
    import collections
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        its = build(Path(tmp))
        missing = [i.rel for i in its if not (Path(tmp) / i.rel).is_file()]
        print("files:", len(its), "unique:", len({i.rel for i in its}), "missing:", len(missing))
        print("buckets:", dict(collections.Counter(i.bucket for i in its)))
        print("topics:", dict(collections.Counter(f"{i.bucket}/{i.topic}" for i in its)))
        print("hard:", sum(i.hard for i in its))
        assert {i.bucket for i in its} <= {"Projects", "Areas", "Resources", "Archive", "Left"}
